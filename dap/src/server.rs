//! Serving one client over a byte stream: a thread reads and frames the client's messages
//! (and interrupts a running kernel when a `pause`, `terminate` or `disconnect` arrives, or
//! the client goes away), the calling thread runs the adapter and writes its answers.
//!
//! Nothing a client sends ends the server with a panic: a body that is not JSON, or JSON
//! that is not a request, is reported on the client's console and skipped; broken framing
//! (no way to find the next message) or the end of the stream ends the session cleanly,
//! the kernel with it.

use std::fs::File;
use std::io::{self, BufReader, Read, Write};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use serde_json::Value;

use crate::adapter::{Adapter, Control, Sink};
use crate::framing::{read_message, write_message};
use crate::launch::Launcher;
use crate::protocol::{self, Incoming, Request};

/// How the session ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum End {
    /// The client sent `disconnect` (or `quit` was typed).
    Disconnected,
    /// The client's stream ended without `disconnect`.
    ClientGone,
    /// The client's stream could not be framed any more (the message says why).
    Broken(String),
}

/// The protocol log: every message in and out, with the time since the session began.
#[derive(Clone)]
struct Log {
    file: Arc<Mutex<Option<File>>>,
    start: Instant,
}

impl Log {
    fn open(&self, path: &str) -> io::Result<()> {
        let f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)?;
        if let Ok(mut slot) = self.file.lock() {
            *slot = Some(f);
        }
        Ok(())
    }

    fn write(&self, direction: &str, body: &[u8]) {
        if let Ok(mut slot) = self.file.lock() {
            if let Some(f) = slot.as_mut() {
                let t = self.start.elapsed();
                let _ = writeln!(
                    f,
                    "{:>6}.{:03} {direction} {}",
                    t.as_secs(),
                    t.subsec_millis(),
                    String::from_utf8_lossy(body)
                );
            }
        }
    }
}

/// The client's stream as a [`Sink`]: messages numbered, framed and written; a client that
/// went away makes later writes no-ops.
struct StreamSink<W: Write> {
    out: W,
    seq: i64,
    broken: bool,
    log: Log,
}

impl<W: Write + Send> Sink for StreamSink<W> {
    fn send(&mut self, mut message: Value) {
        self.seq += 1;
        message["seq"] = Value::from(self.seq);
        let body = serde_json::to_vec(&message).unwrap_or_default();
        self.log.write("->", &body);
        if self.broken {
            return;
        }
        if write_message(&mut self.out, &body).is_err() {
            self.broken = true;
        }
    }

    fn log_to(&mut self, path: &str) -> io::Result<()> {
        self.log.open(path)
    }
}

/// What the reading thread hands the adapter.
enum Inbound {
    Request(Request),
    /// A body that is not a request the adapter can answer.
    Bad(String),
    Closed,
    Broken(String),
}

/// Options of a served session.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Log every message to this file from the start (`hdb dap --log FILE`).
    pub log: Option<String>,
}

/// Serves one client: reads requests from `input`, writes responses and events to
/// `output`, opens sessions with `launcher`. Returns when the client disconnects or goes
/// away.
pub fn serve<R, W>(
    input: R,
    output: W,
    launcher: Box<dyn Launcher>,
    options: &Options,
) -> io::Result<End>
where
    R: Read + Send + 'static,
    W: Write + Send + 'static,
{
    let log = Log {
        file: Arc::new(Mutex::new(None)),
        start: Instant::now(),
    };
    if let Some(path) = &options.log {
        log.open(path)?;
    }
    let control = Arc::new(Control::default());
    let (tx, rx) = mpsc::channel();
    let reader_control = control.clone();
    let reader_log = log.clone();
    std::thread::Builder::new()
        .name("dap-reader".into())
        .spawn(move || read_loop(input, tx, &reader_control, &reader_log))?;
    let sink = StreamSink {
        out: output,
        seq: 0,
        broken: false,
        log,
    };
    let mut adapter = Adapter::new(Box::new(sink), launcher, control);
    for inbound in rx {
        match inbound {
            Inbound::Request(r) => {
                adapter.handle(&r);
                if adapter.ended() {
                    return Ok(End::Disconnected);
                }
            }
            Inbound::Bad(why) => adapter.protocol_error(&why),
            Inbound::Closed => {
                adapter.client_gone();
                return Ok(End::ClientGone);
            }
            Inbound::Broken(why) => {
                adapter.protocol_error(&why);
                adapter.client_gone();
                return Ok(End::Broken(why));
            }
        }
    }
    adapter.client_gone();
    Ok(End::ClientGone)
}

fn read_loop(input: impl Read, tx: mpsc::Sender<Inbound>, control: &Control, log: &Log) {
    let mut input = BufReader::new(input);
    loop {
        let inbound = match read_message(&mut input) {
            Ok(Some(body)) => {
                log.write("<-", &body);
                match protocol::parse(&body) {
                    Ok(Incoming::Request(r)) => {
                        // These must reach a kernel that runs while the adapter waits for it.
                        if matches!(r.command.as_str(), "pause" | "terminate" | "disconnect") {
                            control.interrupt();
                        }
                        Inbound::Request(r)
                    }
                    Ok(Incoming::Other { .. }) => continue,
                    Err(e) => Inbound::Bad(e.to_string()),
                }
            }
            Ok(None) => {
                control.interrupt();
                let _ = tx.send(Inbound::Closed);
                return;
            }
            Err(e) => {
                control.interrupt();
                let _ = tx.send(Inbound::Broken(e.to_string()));
                return;
            }
        };
        if tx.send(inbound).is_err() {
            return;
        }
    }
}
