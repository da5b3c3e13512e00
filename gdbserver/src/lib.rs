//! The gdb remote serial protocol: a server over any target and a client that is one.
//!
//! * [`packet`] — framing: `$…#cs`, acks, notifications, `0x03`, escapes, hex.
//! * [`regs`] — the register numbering, `target.xml` and LLDB's `qRegisterInfo`, derived
//!   from [`amdgpu::Register`]'s catalogue; the `--compat aarch64` disguise.
//! * [`ext`] — the text forms of the AMDGPU extension packets (entities, stop reasons,
//!   typed errors), shared by both ends.
//! * [`server`] — [`Server`]: the stub over any [`amdgpu::target::Target`], waves as
//!   threads; [`listen`] serves TCP clients one at a time.
//! * [`client`] — [`RemoteTarget`]: a `Target` over a connection to `hdb serve`.
//! * [`fake`] — a small deterministic target for tests, fuzzing and benchmarks.
//! * [`fuzzing`] — the body of the fuzz target over the framing and the dispatcher.
//!
//! The protocol as hdb speaks it is written down in `docs/gdb-remote.md`.
#![deny(missing_docs)]

pub mod client;
mod error;
pub mod ext;
pub mod fake;
pub mod fuzzing;
pub mod packet;
pub mod regs;
pub mod server;

pub use client::RemoteTarget;
pub use error::Error;
pub use regs::Identity;
pub use server::{End, Options, Program, Server};

use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

/// How long a write to a client may block before the client is dropped (one that never
/// reads must not hang the stub).
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(5);

/// The message a second client gets while one is connected.
pub const BUSY: &str = "E.hdb serve: another client is connected (one client at a time)";

/// Serves TCP clients one at a time. A client that connects while another is being served
/// gets [`BUSY`] and is closed; after a client detaches or goes away, the kernel stays as it
/// was and the next client is accepted. When a client kills the kernel (`k`), `relaunch`
/// gives a fresh stub for the next client; when it gives none, `listen` returns
/// [`End::Killed`]. `log` receives one line per connection event.
pub fn listen(
    server: &mut Server,
    listener: TcpListener,
    log: Arc<dyn Fn(&str) + Send + Sync>,
    relaunch: &mut dyn FnMut() -> Option<Server>,
) -> Result<End, Error> {
    let busy = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel::<TcpStream>();
    let busy_accept = busy.clone();
    let log_accept = log.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(stream) = stream else { continue };
            let peer = stream
                .peer_addr()
                .map_or_else(|_| "?".to_string(), |a| a.to_string());
            if !claim(&busy_accept) {
                std::thread::spawn(move || refuse(stream));
                log_accept(&format!(
                    "refused a second client from {peer}: one client at a time"
                ));
                continue;
            }
            log_accept(&format!("client connected from {peer}"));
            if tx.send(stream).is_err() {
                return;
            }
        }
    });
    loop {
        let Ok(stream) = rx.recv() else {
            return Err(Error::Closed);
        };
        let end = serve_stream(server, &stream);
        // Free the slot before the socket closes: a client that waits for the close after `D`
        // (hdb's does) may connect again at once and must not be refused.
        busy.store(false, Ordering::SeqCst);
        let _ = stream.shutdown(Shutdown::Both);
        for line in server.log.drain(..) {
            log(&line);
        }
        match end {
            Ok(End::Killed) => match relaunch() {
                Some(fresh) => {
                    *server = fresh;
                    log("the client killed the kernel; a fresh launch waits for the next client");
                }
                None => {
                    log("the client killed the kernel");
                    return Ok(End::Killed);
                }
            },
            Ok(End::Detached) => log("client detached; the kernel stays stopped"),
            Ok(End::Disconnected) => log("client went away; the kernel stays stopped"),
            Err(e) => log(&format!("client dropped: {e}; the kernel stays stopped")),
        }
    }
}

/// How long a new connection waits for the current client's session to end before it is
/// refused: a client that detaches and exits without waiting for the close (stock GDB) races
/// the stub's own bookkeeping, and its successor must not be refused for that.
const CLAIM_GRACE: Duration = Duration::from_millis(500);

/// Takes the one client slot, waiting up to [`CLAIM_GRACE`] for it to be freed.
fn claim(busy: &AtomicBool) -> bool {
    let deadline = std::time::Instant::now() + CLAIM_GRACE;
    loop {
        if !busy.swap(true, Ordering::SeqCst) {
            return true;
        }
        if std::time::Instant::now() >= deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Sends [`BUSY`], then reads until the client closes (briefly): closing a socket with
/// unread input resets it, and the reset would destroy the message before the client reads it.
fn refuse(mut stream: TcpStream) {
    use std::io::{Read as _, Write as _};
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    let _ = stream.write_all(&packet::frame(BUSY.as_bytes(), false));
    let _ = stream.shutdown(Shutdown::Write);
    let mut sink = [0u8; 512];
    while matches!(stream.read(&mut sink), Ok(n) if n > 0) {}
}

fn serve_stream(server: &mut Server, stream: &TcpStream) -> Result<End, Error> {
    stream.set_nodelay(true)?;
    stream.set_write_timeout(Some(WRITE_TIMEOUT))?;
    let reader = stream.try_clone()?;
    let mut writer = stream.try_clone()?;
    server.serve(reader, &mut writer)
}
