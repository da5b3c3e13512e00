//! Serving programs: a Unix socket the stand-in library connects to, one thread per
//! connection (a program thread, or a forked child's), each request answered by the shared
//! [`Runtime`] in turn.

use std::io::{self, IoSlice, IoSliceMut};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nix::errno::Errno;
use nix::sys::socket::{getsockopt, sockopt::PeerCredentials};
use nix::sys::uio::{process_vm_readv, process_vm_writev, RemoteIoVec};
use nix::unistd::Pid;

use crate::host::{Host, HostLost};
use crate::protocol::{receive_soon, send, Bytes, PrintPiece, Reply, Request, SPIN_FOR_REQUEST};
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
    // What the first dispatch would set up inside the program's first launch is done while
    // the program starts (a HIP program loads its libraries and registers its code first).
    let mut rt = lock(&runtime);
    rt.spare.start();
    let expected = rt.expected_processor();
    drop(rt);
    if let Some(p) = expected {
        let _ = std::thread::Builder::new()
            .name("sim-prepare".into())
            .spawn(move || sim::prepare(p.name));
    }
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

/// The program's ranges that `pieces` go to, pieces that follow one another merged into one
/// range: the kernel pins a range's pages in batches, but each range on its own, so a range
/// per page (a kernel's changed pages, most often neighbours) costs a pinning per page.
fn remote_ranges(pieces: &[(u64, &[u8])]) -> Vec<RemoteIoVec> {
    let mut ranges: Vec<RemoteIoVec> = Vec::new();
    for (address, bytes) in pieces {
        match ranges.last_mut() {
            Some(r) if (r.base + r.len) as u64 == *address => r.len += bytes.len(),
            _ => ranges.push(RemoteIoVec {
                base: *address as usize,
                len: bytes.len(),
            }),
        }
    }
    ranges
}

/// Answers one connection's requests until it closes.
pub fn serve_connection(stream: UnixStream, runtime: Shared) {
    let mut client = Client::default();
    let mut program = Program::new(stream);
    loop {
        let Ok(request) = receive_soon::<Request>(&mut program.stream, SPIN_FOR_REQUEST) else {
            return;
        };
        if let Request::AwaitPosted { sequence } = request {
            await_posted(&runtime, client.pid, sequence);
            continue;
        }
        let answered = request.answered();
        let answer = lock(&runtime).handle(&mut client, request, &mut program);
        let Ok((status, value)) = answer else {
            return;
        };
        if answered && send(&mut program.stream, &Reply::Done { status, value }).is_err() {
            return;
        }
    }
}

/// How long a connection waits for posted requests of its process that other connections
/// carry: they are on their way when it asks (the process sent them before), so only a
/// process that died while sending one makes it wait this long.
const POSTED_WAIT: Duration = Duration::from_secs(10);

/// Returns once process `pid`'s posted requests up to `sequence` are served (or after
/// [`POSTED_WAIT`], saying so).
fn await_posted(runtime: &Shared, pid: u32, sequence: u64) {
    let signal = lock(runtime).posted_signal();
    let deadline = Instant::now() + POSTED_WAIT;
    let mut rt = lock(runtime);
    while !rt.posted_served(pid, sequence) {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            rt.report_once(format!(
                "process {pid}'s registration request {sequence} never arrived; going on \
                 without it"
            ));
            return;
        }
        rt = match signal.wait_timeout(rt, left) {
            Ok((rt, _)) => rt,
            Err(p) => p.into_inner().0,
        };
    }
}

/// A program at the other end of a connection.
pub struct Program {
    stream: UnixStream,
    /// The connected process, as the kernel names it (`SO_PEERCRED`): its memory is read and
    /// written directly, which is many times faster than through the socket. `None` when
    /// that is not allowed; then the program copies its memory itself.
    direct: Option<Pid>,
}

impl Program {
    /// The program at the other end of `stream`.
    pub fn new(stream: UnixStream) -> Program {
        let direct = getsockopt(&stream, PeerCredentials)
            .ok()
            .map(|c| Pid::from_raw(c.pid()))
            .filter(|p| p.as_raw() > 0);
        Program { stream, direct }
    }

    /// Reads `buf.len()` bytes at `address` straight from the program's memory; `false`
    /// (and direct access given up) when the kernel refuses or the range is not all mapped.
    fn read_direct(&mut self, address: u64, buf: &mut [u8]) -> bool {
        let len = buf.len();
        self.transfer(len, |pid, done| {
            let remote = [RemoteIoVec {
                base: address as usize + done,
                len: len - done,
            }];
            process_vm_readv(pid, &mut [IoSliceMut::new(&mut buf[done..])], &remote)
        })
    }

    /// Writes `bytes` at `address` straight into the program's memory, as [`Self::read_direct`].
    fn write_direct(&mut self, address: u64, bytes: &[u8]) -> bool {
        self.transfer(bytes.len(), |pid, done| {
            let remote = [RemoteIoVec {
                base: address as usize + done,
                len: bytes.len() - done,
            }];
            process_vm_writev(pid, &[IoSlice::new(&bytes[done..])], &remote)
        })
    }

    /// Moves `len` bytes by calls of `step(pid, bytes done so far)` (each moves some of the
    /// rest); `false` when one fails or moves nothing. A refusal by the kernel turns direct
    /// access off for the connection.
    fn transfer(
        &mut self,
        len: usize,
        mut step: impl FnMut(Pid, usize) -> nix::Result<usize>,
    ) -> bool {
        let Some(pid) = self.direct else { return false };
        let mut done = 0;
        while done < len {
            match step(pid, done) {
                Ok(n) if n > 0 => done += n,
                Ok(_) => return false,
                Err(Errno::EPERM | Errno::ENOSYS) => {
                    self.direct = None;
                    return false;
                }
                Err(_) => return false,
            }
        }
        true
    }

    /// Moves the `len` bytes of one vectored call of `step` (at most [`IOV_GROUP`] pieces);
    /// `false` when it moved less or failed, and the caller then moves the pieces one by one.
    /// A refusal by the kernel turns direct access off, as in [`Self::transfer`].
    fn transfer_at_once(
        &mut self,
        len: usize,
        step: impl FnOnce(Pid) -> nix::Result<usize>,
    ) -> bool {
        let Some(pid) = self.direct else { return false };
        match step(pid) {
            Ok(n) => n == len,
            Err(Errno::EPERM | Errno::ENOSYS) => {
                self.direct = None;
                false
            }
            Err(_) => false,
        }
    }

    /// Asks the program for its bytes (when they cannot be read directly).
    fn read_through_program(&mut self, address: u64, size: u64) -> Result<Vec<u8>, HostLost> {
        match self.ask(Reply::ReadHost { address, size })? {
            Request::HostBytes { bytes } if bytes.0.len() as u64 == size => Ok(bytes.0),
            r => Err(unexpected(r)),
        }
    }

    fn ask(&mut self, reply: Reply) -> Result<Request, HostLost> {
        send(&mut self.stream, &reply).map_err(|e| HostLost(e.to_string()))?;
        receive_soon::<Request>(&mut self.stream, SPIN_FOR_REQUEST)
            .map_err(|e| HostLost(e.to_string()))
    }
}

/// Pieces moved per vectored call (the kernel takes at most 1024 a side).
const IOV_GROUP: usize = 512;

fn unexpected(r: Request) -> HostLost {
    HostLost(format!("the program answered with {r:?}"))
}

impl Host for Program {
    fn read(&mut self, address: u64, size: u64) -> Result<Vec<u8>, HostLost> {
        if let Ok(len) = usize::try_from(size) {
            if self.direct.is_some() {
                let mut buf = vec![0u8; len];
                if self.read_direct(address, &mut buf) {
                    return Ok(buf);
                }
            }
        }
        self.read_through_program(address, size)
    }

    fn read_into(&mut self, address: u64, out: &mut [u8]) -> Result<(), HostLost> {
        if self.read_direct(address, out) {
            return Ok(());
        }
        let bytes = self.read_through_program(address, out.len() as u64)?;
        out.copy_from_slice(&bytes);
        Ok(())
    }

    fn read_pieces(&mut self, address: u64, pieces: &mut [&mut [u8]]) -> Result<(), HostLost> {
        let mut at = address;
        for group in pieces.chunks_mut(IOV_GROUP) {
            let len: usize = group.iter().map(|p| p.len()).sum();
            let remote = [RemoteIoVec {
                base: at as usize,
                len,
            }];
            let moved = self.transfer_at_once(len, |pid| {
                let mut local: Vec<IoSliceMut> =
                    group.iter_mut().map(|p| IoSliceMut::new(p)).collect();
                process_vm_readv(pid, &mut local, &remote)
            });
            if !moved {
                // One request for the whole group, as a single range is read.
                let bytes = self.read(at, len as u64)?;
                let mut o = 0;
                for p in group.iter_mut() {
                    p.copy_from_slice(&bytes[o..o + p.len()]);
                    o += p.len();
                }
            }
            at += len as u64;
        }
        Ok(())
    }

    fn write_pieces(&mut self, pieces: &[(u64, &[u8])]) -> Result<(), HostLost> {
        for group in pieces.chunks(IOV_GROUP) {
            let len = group.iter().map(|(_, b)| b.len()).sum();
            let moved = self.transfer_at_once(len, |pid| {
                let local: Vec<IoSlice> = group.iter().map(|(_, b)| IoSlice::new(b)).collect();
                process_vm_writev(pid, &local, &remote_ranges(group))
            });
            if !moved {
                // Pieces that follow one another go as one write.
                let mut run: Option<(u64, Vec<u8>)> = None;
                for (a, b) in group {
                    match &mut run {
                        Some((start, bytes)) if *start + bytes.len() as u64 == *a => {
                            bytes.extend_from_slice(b)
                        }
                        _ => {
                            if let Some((start, bytes)) = run.take() {
                                self.write(start, &bytes)?;
                            }
                            run = Some((*a, b.to_vec()));
                        }
                    }
                }
                if let Some((start, bytes)) = run {
                    self.write(start, &bytes)?;
                }
            }
        }
        Ok(())
    }

    fn write(&mut self, address: u64, bytes: &[u8]) -> Result<(), HostLost> {
        // A part written directly before a refusal is written again through the program.
        if self.write_direct(address, bytes) {
            return Ok(());
        }
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
        Some(Box::new(Program {
            stream,
            direct: self.direct,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{error, receive, Value, PROTOCOL_VERSION};
    use crate::runtime::Options;

    /// A request on `stream` and its answer.
    fn call(stream: &mut UnixStream, request: &Request) -> (i32, Value) {
        send(stream, request).unwrap();
        match receive::<Reply>(stream).unwrap() {
            Reply::Done { status, value } => (status, value),
            r => panic!("unexpected {r:?}"),
        }
    }

    #[test]
    fn a_connection_waits_for_registrations_posted_on_another() {
        let dir = std::env::temp_dir().join(format!("hdb-posted-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("runtime");
        let _ = std::fs::remove_file(&path);
        let runtime = Arc::new(Mutex::new(crate::runtime::Runtime::new(Options {
            devices: 1,
            ..Options::default()
        })));
        serve(&path, Arc::clone(&runtime)).unwrap();
        let hello = Request::Hello {
            version: PROTOCOL_VERSION,
            pid: 4242,
            abi: 6,
        };
        let (mut a, mut b) = (
            UnixStream::connect(&path).unwrap(),
            UnixStream::connect(&path).unwrap(),
        );
        send(&mut a, &hello).unwrap();
        send(&mut b, &hello).unwrap();
        // B asks about a kernel whose registration, posted on A, is not sent yet: it names
        // the posts it must come after.
        send(&mut b, &Request::AwaitPosted { sequence: 2 }).unwrap();
        let asking = std::thread::spawn(move || {
            call(&mut b, &Request::FunctionAttributes { function: 0x5000 })
        });
        std::thread::sleep(Duration::from_millis(100));
        assert!(
            !asking.is_finished(),
            "answered before the registration came"
        );
        // A fat binary without code objects: its kernels fail with hipErrorNoBinaryForGpu,
        // where an unregistered kernel is hipErrorInvalidDeviceFunction.
        send(
            &mut a,
            &Request::RegisterFatBinary {
                sequence: 1,
                handle: 0x7000,
                address: 0x7000,
                bytes: Bytes(Vec::new()),
                file: String::new(),
                file_offset: 0,
            },
        )
        .unwrap();
        send(
            &mut a,
            &Request::RegisterFunction {
                sequence: 2,
                fatbin: 0x7000,
                host_function: 0x5000,
                name: "k".into(),
            },
        )
        .unwrap();
        assert_eq!(asking.join().unwrap().0, error::hipErrorNoBinaryForGpu);
        // `Hello` and the posted requests got no answer: A's next call is answered with its
        // own reply.
        assert_eq!(
            call(&mut a, &Request::GetDevice),
            (0, Value::Number { value: 0 })
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn pieces_that_follow_one_another_go_to_one_range() {
        let (a, b) = ([1u8; 4096], [2u8; 100]);
        let pieces: Vec<(u64, &[u8])> =
            vec![(0x1000, &a), (0x2000, &a), (0x3000, &b), (0x5000, &a)];
        let ranges: Vec<(usize, usize)> = remote_ranges(&pieces)
            .iter()
            .map(|r| (r.base, r.len))
            .collect();
        assert_eq!(ranges, vec![(0x1000, 0x2000 + 100), (0x5000, 0x1000)]);
    }

    #[test]
    fn memory_is_read_and_written_directly_when_the_kernel_allows_it() {
        // The peer is this process: its memory is reachable directly.
        let (ours, _theirs) = UnixStream::pair().unwrap();
        let mut program = Program::new(ours);
        assert_eq!(
            program.direct.map(Pid::as_raw),
            Some(std::process::id() as i32)
        );
        let target = vec![1u8, 2, 3, 4, 5, 6, 7, 8];
        let address = target.as_ptr() as u64;
        assert_eq!(program.read(address + 2, 4).unwrap(), [3, 4, 5, 6]);
        program.write(address + 1, &[9, 9]).unwrap();
        assert_eq!(std::hint::black_box(&target)[..4], [1, 9, 9, 4]);
    }

    #[test]
    fn pieces_are_read_and_written_directly_in_one_call() {
        let (ours, _theirs) = UnixStream::pair().unwrap();
        let mut program = Program::new(ours);
        let target: Vec<u8> = (0..=255).cycle().take(4 * IOV_GROUP).collect();
        let address = target.as_ptr() as u64;
        // More pieces than one call moves: two groups, each read at its own place.
        let mut store = vec![[0u8; 3]; IOV_GROUP + 1];
        let mut pieces: Vec<&mut [u8]> = store.iter_mut().map(|p| &mut p[..]).collect();
        program.read_pieces(address + 1, &mut pieces).unwrap();
        assert_eq!(store[0], [1, 2, 3]);
        let at = 1 + 3 * IOV_GROUP;
        assert_eq!(store[IOV_GROUP][..], target[at..at + 3]);
        let (a, b) = ([7u8, 7], [8u8]);
        program
            .write_pieces(&[(address + 10, &a[..]), (address + 100, &b[..])])
            .unwrap();
        let t = std::hint::black_box(&target);
        assert_eq!((&t[9..13], t[100]), (&[9, 7, 7, 12][..], 8));
    }

    #[test]
    fn pieces_go_through_the_program_in_runs_when_direct_access_fails() {
        let (ours, mut theirs) = UnixStream::pair().unwrap();
        let mut program = Program::new(ours);
        let answering = std::thread::spawn(move || {
            // The pieces' whole range in one read.
            let Ok(Reply::ReadHost { address, size }) = receive::<Reply>(&mut theirs) else {
                panic!("expected a read");
            };
            assert_eq!((address, size), (0x10, 3));
            let bytes = Bytes(vec![1, 2, 3]);
            send(&mut theirs, &Request::HostBytes { bytes }).unwrap();
            // Adjacent pieces in one write, the one apart in another.
            for (at, expected) in [(0x20, vec![1, 2]), (0x40, vec![3])] {
                let Ok(Reply::WriteHost { address, bytes }) = receive::<Reply>(&mut theirs) else {
                    panic!("expected a write");
                };
                assert_eq!((address, bytes.0), (at, expected));
                send(&mut theirs, &Request::HostWritten).unwrap();
            }
        });
        let (mut x, mut y) = ([0u8; 2], [0u8; 1]);
        program.read_pieces(0x10, &mut [&mut x, &mut y]).unwrap();
        assert_eq!((x, y), ([1, 2], [3]));
        program
            .write_pieces(&[(0x20, &[1][..]), (0x21, &[2][..]), (0x40, &[3][..])])
            .unwrap();
        answering.join().unwrap();
    }

    #[test]
    fn memory_goes_through_the_program_when_direct_access_fails() {
        let (ours, mut theirs) = UnixStream::pair().unwrap();
        let mut program = Program::new(ours);
        // An address the process does not map: the direct read fails, the program answers.
        let answering = std::thread::spawn(move || {
            let Ok(Reply::ReadHost { address, size }) = receive::<Reply>(&mut theirs) else {
                panic!("expected a read");
            };
            assert_eq!((address, size), (0x10, 3));
            send(
                &mut theirs,
                &Request::HostBytes {
                    bytes: Bytes(vec![4, 5, 6]),
                },
            )
            .unwrap();
            let Ok(Reply::WriteHost { address, bytes }) = receive::<Reply>(&mut theirs) else {
                panic!("expected a write");
            };
            assert_eq!((address, bytes.0), (0x20, vec![1]));
            send(&mut theirs, &Request::HostWritten).unwrap();
        });
        assert_eq!(program.read(0x10, 3).unwrap(), [4, 5, 6]);
        program.write(0x20, &[1]).unwrap();
        answering.join().unwrap();
        // The refusal was for that range only: direct access stays on.
        assert!(program.direct.is_some());
    }
}
