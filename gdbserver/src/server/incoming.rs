//! The client's bytes: read on the serving thread while nothing runs (a request is answered
//! on the thread that read it, with no hand-off per round trip), and lent to a reader thread
//! while waves run, so `0x03` and non-stop packets are seen at once.

use std::collections::VecDeque;
use std::io::{self, Read};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use crate::packet::{Decoder, Frame};

/// How often a read on the serving thread gives up waiting, so the connection notices a
/// take-over or an idle client.
pub(super) const TICK: Duration = Duration::from_millis(200);

/// Where a client's bytes come from.
pub trait Incoming: Read + Send + 'static {
    /// Bounds how long one read may block; false when this source cannot (it is then read
    /// on a thread of its own all the time).
    fn time_out_reads(&self, limit: Duration) -> bool;
}

impl Incoming for crate::Stream {
    fn time_out_reads(&self, limit: Duration) -> bool {
        self.set_read_timeout(Some(limit)).is_ok()
    }
}

impl Incoming for io::Stdin {
    fn time_out_reads(&self, _: Duration) -> bool {
        false
    }
}

/// The client's input with the bytes read but not yet decoded and the frame being decoded.
pub(super) struct Source {
    reader: Box<dyn Read + Send>,
    decoder: Decoder,
    buf: Box<[u8]>,
    start: usize,
    end: usize,
}

/// What a read of the input gave.
pub(super) enum Got {
    /// A whole frame.
    Frame(Frame),
    /// Nothing within the read timeout.
    Waiting,
    /// End of input (or an error reading it).
    Closed,
}

impl Source {
    fn new(reader: Box<dyn Read + Send>) -> Source {
        Source {
            reader,
            decoder: Decoder::default(),
            buf: vec![0; 4096].into_boxed_slice(),
            start: 0,
            end: 0,
        }
    }

    /// The next frame among the bytes already read.
    fn buffered(&mut self) -> Option<Frame> {
        while self.start < self.end {
            let b = self.buf[self.start];
            self.start += 1;
            if let Some(f) = self.decoder.push(b) {
                return Some(f);
            }
        }
        None
    }

    /// The next frame, reading once more when none is buffered.
    pub(super) fn next(&mut self) -> Got {
        loop {
            if let Some(f) = self.buffered() {
                return Got::Frame(f);
            }
            match self.reader.read(&mut self.buf) {
                Ok(0) => return Got::Closed,
                Ok(n) => (self.start, self.end) = (0, n),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    return Got::Waiting
                }
                Err(_) => return Got::Closed,
            }
        }
    }
}

/// What the reader thread sends the connection.
pub(super) enum Message {
    /// A frame; `None` at the end of input.
    Frame(Option<Frame>),
    /// The input given back, as asked.
    Back(Source),
}

/// What the reader thread shares with the connection.
#[derive(Clone)]
pub(super) struct ReaderFlags {
    /// The target's interrupt flag.
    pub(super) interrupt: Arc<AtomicBool>,
    /// Raised while waves run in non-stop: any packet interrupts them.
    pub(super) wake: Arc<AtomicBool>,
    /// Lowered when the connection ends: the reader then raises nothing.
    pub(super) live: Arc<AtomicBool>,
    /// Raised when the connection wants the input back (nothing runs any more).
    give_back: Arc<AtomicBool>,
}

impl ReaderFlags {
    pub(super) fn new(interrupt: Arc<AtomicBool>) -> ReaderFlags {
        ReaderFlags {
            interrupt,
            wake: Arc::new(AtomicBool::new(false)),
            live: Arc::new(AtomicBool::new(true)),
            give_back: Arc::new(AtomicBool::new(false)),
        }
    }

    fn interrupt(&self) {
        if self.live.load(Ordering::SeqCst) {
            self.interrupt.store(true, Ordering::SeqCst);
        }
    }
}

/// The connection's end of the input: held by the serving thread or lent to the reader.
pub(super) struct Link {
    /// The input while the serving thread reads it itself.
    local: Option<Source>,
    /// Whether the input can be read on the serving thread (its reads time out).
    direct: bool,
    lend: mpsc::Sender<Source>,
    rx: mpsc::Receiver<Message>,
    pub(super) flags: ReaderFlags,
    /// Whether the input was asked back and has not come back yet.
    asked_back: bool,
    /// Frames the reader read before giving the input back, taken while waiting for it.
    early: VecDeque<Option<Frame>>,
}

impl Link {
    /// Starts the reader thread (idle until the input is lent to it) and, when `reader`
    /// cannot time out its reads, lends it at once for good.
    pub(super) fn new<R: Incoming>(reader: R, flags: ReaderFlags) -> Link {
        let direct = reader.time_out_reads(TICK);
        let (lend, lent) = mpsc::channel::<Source>();
        let (tx, rx) = mpsc::sync_channel::<Message>(super::QUEUED_PACKETS);
        let reading = flags.clone();
        std::thread::spawn(move || read_frames(lent, tx, reading));
        let mut link = Link {
            local: Some(Source::new(Box::new(reader))),
            direct,
            lend,
            rx,
            flags,
            asked_back: false,
            early: VecDeque::new(),
        };
        if !direct {
            link.lend();
        }
        link
    }

    /// The input, when the serving thread holds it.
    pub(super) fn local(&mut self) -> Option<&mut Source> {
        self.local.as_mut()
    }

    /// Lends the input to the reader thread (before waves run). An input asked back and not
    /// yet returned stays with the reader, or is waited for and lent again: waves must never
    /// run while nobody reads the input (a `0x03` would go unseen).
    pub(super) fn lend(&mut self) {
        if self.local.is_none() && self.asked_back {
            if self.flags.give_back.swap(false, Ordering::SeqCst) {
                // The reader had not given it back: it reads on.
                self.asked_back = false;
                return;
            }
            // It is on its way, after the frames read before it.
            while self.local.is_none() {
                match self.rx.recv() {
                    Ok(Message::Back(source)) => {
                        self.local = Some(source);
                        self.asked_back = false;
                    }
                    Ok(Message::Frame(f)) => self.early.push_back(f),
                    Err(_) => return,
                }
            }
        }
        if let Some(source) = self.local.take() {
            self.flags.give_back.store(false, Ordering::SeqCst);
            // The reader thread outlives the connection's use of it; a send cannot fail
            // before the connection drops its receiver.
            let _ = self.lend.send(source);
        }
    }

    /// Asks the reader thread for the input back (nothing runs); it arrives as
    /// [`Message::Back`] after the frames read before it.
    pub(super) fn ask_back(&mut self) {
        if self.direct && self.local.is_none() && !self.asked_back {
            self.flags.give_back.store(true, Ordering::SeqCst);
            self.asked_back = true;
        }
    }

    /// A frame taken while the input was waited for, before any read since.
    pub(super) fn early(&mut self) -> Option<Option<Frame>> {
        self.early.pop_front()
    }

    /// Takes a message from the reader thread: a frame, or the input given back (kept).
    fn take(&mut self, m: Message) -> Option<Option<Frame>> {
        match m {
            Message::Frame(f) => Some(f),
            Message::Back(source) => {
                self.local = Some(source);
                self.asked_back = false;
                None
            }
        }
    }

    /// A frame from the reader thread, waiting up to `limit`: `Err(true)` when none came
    /// (`Err(false)` when the input came back instead), `Ok(None)` at the end of input.
    pub(super) fn recv_timeout(&mut self, limit: Duration) -> Result<Option<Frame>, bool> {
        if let Some(f) = self.early() {
            return Ok(f);
        }
        match self.rx.recv_timeout(limit) {
            Ok(m) => self.take(m).ok_or(false),
            Err(mpsc::RecvTimeoutError::Timeout) => Err(true),
            Err(mpsc::RecvTimeoutError::Disconnected) => Ok(None),
        }
    }

    /// A frame from the reader thread if one waits: `Err(true)` when none does.
    pub(super) fn try_recv(&mut self) -> Result<Option<Frame>, bool> {
        if let Some(f) = self.early() {
            return Ok(f);
        }
        match self.rx.try_recv() {
            Ok(m) => self.take(m).ok_or(false),
            Err(mpsc::TryRecvError::Empty) => Err(true),
            Err(mpsc::TryRecvError::Disconnected) => Ok(None),
        }
    }
}

/// The reader thread: while it holds the input, frames to the channel (`None` at end of
/// input); `0x03` raises the interrupt flag at once, and so does any frame while `wake` is
/// set (non-stop running). When the queue is full the reader raises the flag too (running
/// waves stop, so the stub gets to the queued packets) and stops reading until there is
/// room. Asked to, it gives the input back after the frames it has read.
fn read_frames(lent: mpsc::Receiver<Source>, tx: mpsc::SyncSender<Message>, flags: ReaderFlags) {
    while let Ok(mut source) = lent.recv() {
        loop {
            while let Some(f) = source.buffered() {
                if f == Frame::Interrupt || flags.wake.load(Ordering::SeqCst) {
                    flags.interrupt();
                }
                let m = match tx.try_send(Message::Frame(Some(f))) {
                    Ok(()) => continue,
                    Err(mpsc::TrySendError::Disconnected(_)) => return,
                    Err(mpsc::TrySendError::Full(m)) => m,
                };
                flags.interrupt();
                if tx.send(m).is_err() {
                    return;
                }
            }
            if flags.give_back.swap(false, Ordering::SeqCst) {
                if tx.send(Message::Back(source)).is_err() {
                    return;
                }
                break;
            }
            match source.reader.read(&mut source.buf) {
                Ok(0) => {
                    // A client gone while waves run must not leave the stub waiting on them.
                    flags.interrupt();
                    let _ = tx.send(Message::Frame(None));
                    return;
                }
                Ok(n) => (source.start, source.end) = (0, n),
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::Interrupted
                            | io::ErrorKind::WouldBlock
                            | io::ErrorKind::TimedOut
                    ) => {}
                Err(_) => {
                    flags.interrupt();
                    let _ = tx.send(Message::Frame(None));
                    return;
                }
            }
        }
    }
}
