//! Serving programs: a Unix socket the stand-in library connects to, one thread per
//! connection (a program thread, or a forked child's), each request answered by the shared
//! [`Runtime`] in turn.

use std::io;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::Path;
use std::sync::{Arc, Mutex};

use crate::host::{Host, HostLost};
use crate::protocol::{receive, send, Bytes, PrintPiece, Reply, Request};
use crate::runtime::{Client, Runtime};

/// The runtime, shared by the connections.
pub type Shared = Arc<Mutex<Runtime>>;

/// Locks the runtime (a connection thread that panicked leaves it usable).
pub fn lock(rt: &Shared) -> std::sync::MutexGuard<'_, Runtime> {
    rt.lock().unwrap_or_else(|p| p.into_inner())
}

/// Listens on `path` and serves every connection on its own thread, for as long as the
/// process lives.
pub fn serve(path: &Path, runtime: Shared) -> io::Result<()> {
    let listener = UnixListener::bind(path)?;
    std::thread::Builder::new()
        .name("hip-accept".into())
        .spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let rt = Arc::clone(&runtime);
                let _ = std::thread::Builder::new()
                    .name("hip-connection".into())
                    .spawn(move || serve_connection(stream, rt));
            }
        })?;
    Ok(())
}

/// Answers one connection's requests until it closes.
pub fn serve_connection(stream: UnixStream, runtime: Shared) {
    let mut client = Client::default();
    let mut program = Program { stream };
    loop {
        let Ok(request) = receive::<Request>(&mut program.stream) else {
            return;
        };
        let answer = lock(&runtime).handle(&mut client, request, &mut program);
        let Ok((status, value)) = answer else {
            return;
        };
        if send(&mut program.stream, &Reply::Done { status, value }).is_err() {
            return;
        }
    }
}

/// A program at the other end of a connection.
pub struct Program {
    stream: UnixStream,
}

impl Program {
    fn ask(&mut self, reply: Reply) -> Result<Request, HostLost> {
        send(&mut self.stream, &reply).map_err(|e| HostLost(e.to_string()))?;
        receive::<Request>(&mut self.stream).map_err(|e| HostLost(e.to_string()))
    }
}

fn unexpected(r: Request) -> HostLost {
    HostLost(format!("the program answered with {r:?}"))
}

impl Host for Program {
    fn read(&mut self, address: u64, size: u64) -> Result<Vec<u8>, HostLost> {
        match self.ask(Reply::ReadHost { address, size })? {
            Request::HostBytes { bytes } if bytes.0.len() as u64 == size => Ok(bytes.0),
            r => Err(unexpected(r)),
        }
    }

    fn write(&mut self, address: u64, bytes: &[u8]) -> Result<(), HostLost> {
        match self.ask(Reply::WriteHost {
            address,
            bytes: Bytes(bytes.to_vec()),
        })? {
            Request::HostWritten => Ok(()),
            r => Err(unexpected(r)),
        }
    }

    fn print(&mut self, stream: u32, pieces: Vec<PrintPiece>) -> Result<i32, HostLost> {
        match self.ask(Reply::Print { stream, pieces })? {
            Request::Printed { count } => Ok(count),
            r => Err(unexpected(r)),
        }
    }

    fn call_function(&mut self, function: u64, arguments: [u64; 7]) -> Result<[u64; 2], HostLost> {
        match self.ask(Reply::CallHostFunction {
            function,
            arguments,
        })? {
            Request::HostCalled { results } => Ok(results),
            r => Err(unexpected(r)),
        }
    }

    fn another(&self) -> Option<Box<dyn Host>> {
        let stream = self.stream.try_clone().ok()?;
        Some(Box::new(Program { stream }))
    }
}
