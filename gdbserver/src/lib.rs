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
//! * [`transport`] — TCP and Unix-socket addresses, listeners and connections.
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
pub mod transport;

pub use client::RemoteTarget;
pub use error::Error;
pub use regs::Identity;
pub use server::{End, InspectAt, Inspected, Inspector, Options, Program, Relaunch, Server};
pub use transport::{Address, Listener, Stream};

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a write to a client may block before the client is dropped (one that never
/// reads must not hang the stub).
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(5);

/// The message a second client gets while one is connected.
pub const BUSY: &str = "E.hdb serve: another client is connected (one client at a time)";

/// Connections being refused at once; more are closed without a message.
const MAX_REFUSING: usize = 64;

/// Serves clients one at a time on `listener`. A client that connects while another is
/// being served gets [`BUSY`] and is closed, at once and in parallel with other refusals;
/// a client that detached in extended mode but stayed connected is dropped for it instead.
/// After a client detaches or goes away, the kernel stays as it was and the next client is
/// accepted. When a client kills the kernel (`k`), the server launches it again for the
/// next client ([`Server::relaunch`]); when it cannot, `listen` returns [`End::Killed`]. A
/// host program that ended is started again in the same way once its client leaves.
/// `log` receives one line per connection event.
pub fn listen(
    server: &mut Server,
    listener: Listener,
    log: Arc<dyn Fn(&str) + Send + Sync>,
) -> Result<End, Error> {
    let slot = Arc::new(Slot::default());
    let (tx, rx) = mpsc::sync_channel::<Stream>(0);
    let slot_accept = slot.clone();
    let log_accept = log.clone();
    std::thread::spawn(move || loop {
        let Ok(stream) = listener.accept() else {
            continue;
        };
        if slot_accept.refusing.load(Ordering::SeqCst) >= MAX_REFUSING {
            // A flood of connections: no thread and no message for the excess.
            stream.shutdown();
            continue;
        }
        slot_accept.refusing.fetch_add(1, Ordering::SeqCst);
        let (slot, log, tx) = (slot_accept.clone(), log_accept.clone(), tx.clone());
        std::thread::spawn(move || {
            let peer = stream.peer();
            if slot.claim() {
                log(&format!("client connected from {peer}"));
                slot.refusing.fetch_sub(1, Ordering::SeqCst);
                let _ = tx.send(stream);
            } else {
                log(&format!(
                    "refused a second client from {peer}: one client at a time"
                ));
                refuse(stream);
                slot.refusing.fetch_sub(1, Ordering::SeqCst);
            }
        });
    });
    loop {
        let Ok(stream) = rx.recv() else {
            return Err(Error::Closed);
        };
        let end = serve_stream(server, &stream, &slot.waiting);
        // Free the slot before the socket closes: a client that waits for the close after `D`
        // (hdb's does) may connect again at once and must not be refused.
        slot.release();
        stream.shutdown();
        for line in server.log.drain(..) {
            log(&line);
        }
        match end {
            Ok(End::Killed) => {
                let (what, again) = if server.hosted() {
                    ("program", "start")
                } else {
                    ("kernel", "launch")
                };
                if !server.can_relaunch() {
                    log(&format!("the client killed the {what}"));
                    return Ok(End::Killed);
                }
                match server.relaunch() {
                    Ok(()) => log(&format!(
                        "the client killed the {what}; a fresh {again} waits for the next client"
                    )),
                    Err(e) => {
                        log(&format!(
                            "the client killed the {what}; cannot {again} it again: {e}"
                        ));
                        return Ok(End::Killed);
                    }
                }
            }
            // A host program that ended is started again, as gdbserver's `--multi` does.
            Ok(End::Detached | End::Disconnected | End::Idle)
                if server.process_end().is_some() && server.can_relaunch() =>
            {
                match server.relaunch() {
                    Ok(()) => log("the program ended; a fresh start waits for the next client"),
                    Err(e) => {
                        log(&format!("the program ended; cannot start it again: {e}"));
                        return Ok(End::Killed);
                    }
                }
            }
            Ok(End::Detached) => log("client detached; the kernel stays stopped"),
            Ok(End::Disconnected) => log("client went away; the kernel stays stopped"),
            Ok(End::Idle) => log("idle client dropped; the kernel stays stopped"),
            Err(e) => log(&format!("client dropped: {e}; the kernel stays stopped")),
        }
    }
}

/// How long a new connection waits for the current client's session to end before it is
/// refused: a client that detaches and exits without waiting for the close (stock GDB) races
/// the stub's own bookkeeping, and its successor must not be refused for that.
const CLAIM_GRACE: Duration = Duration::from_millis(500);

/// The one client slot.
#[derive(Default)]
struct Slot {
    busy: Mutex<bool>,
    /// New connections waiting for the slot (a detached extended-mode client yields to them).
    waiting: AtomicUsize,
    /// Connections being claimed or refused.
    refusing: AtomicUsize,
}

impl Slot {
    /// Takes the slot for `stream`, waiting up to [`CLAIM_GRACE`] for it to be freed.
    fn claim(&self) -> bool {
        let deadline = Instant::now() + CLAIM_GRACE;
        self.waiting.fetch_add(1, Ordering::SeqCst);
        let claimed = loop {
            {
                let mut busy = self.busy.lock().unwrap_or_else(|e| e.into_inner());
                if !*busy {
                    *busy = true;
                    break true;
                }
            }
            if Instant::now() >= deadline {
                break false;
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        claimed
    }

    fn release(&self) {
        *self.busy.lock().unwrap_or_else(|e| e.into_inner()) = false;
    }
}

/// Sends [`BUSY`], then reads until the client closes (briefly): closing a socket with
/// unread input resets it, and the reset would destroy the message before the client reads it.
fn refuse(mut stream: Stream) {
    use std::io::{Read as _, Write as _};
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let _ = stream.set_read_timeout(Some(Duration::from_secs(1)));
    let _ = stream.write_all(&packet::frame(BUSY.as_bytes(), false));
    stream.shutdown_write();
    let mut sink = [0u8; 512];
    let until = Instant::now() + Duration::from_secs(1);
    while Instant::now() < until && matches!(stream.read(&mut sink), Ok(n) if n > 0) {}
}

fn serve_stream(server: &mut Server, stream: &Stream, waiting: &AtomicUsize) -> Result<End, Error> {
    if let Stream::Tcp(s) = stream {
        s.set_nodelay(true)?;
    }
    stream.set_write_timeout(Some(WRITE_TIMEOUT))?;
    let reader = stream.try_clone()?;
    let mut writer = stream.try_clone()?;
    server.serve_until(reader, &mut writer, waiting)
}
