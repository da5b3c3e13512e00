//! The stub: GDB remote protocol over any [`Target`], waves as threads.
//!
//! [`Server::handle`] answers one packet (a table maps each packet's prefix to its handler);
//! [`Server::serve`] runs one client connection over a byte stream: framing, acks, the
//! `0x03` interrupt, and running the waves when the protocol says so. Three run modes:
//!
//! * **all-stop** (stock GDB and LLDB): `vCont`/`c`/`s` run the waves until one stops; the
//!   stub then stops every other wave and sends one stop reply. Other stops that happened
//!   meanwhile are kept and reported before the next resumption.
//! * **non-stop** (`QNonStop:1`): `vCont` answers `OK` and the waves run while no packet is
//!   waiting; stops go out as `%Stop` notifications, drained with `vStopped`.
//! * **run-on-wait** (`QAMDGPU.run-on-wait:1`, hdb's client): non-stop packets, but waves run
//!   only inside `vAMDGPU.wait`, which answers the next event. This is the [`Target`] trait's
//!   own contract (waves run while the client waits), so a session over the remote target
//!   schedules waves exactly as one over the local target.
//!
//! The packets, the extension packets and the choices made are written down in
//! `docs/gdb-remote.md`.

use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;

use amdgpu::target::{
    Event, Lane, ResumeMode, StopReason, Target, TargetError, Wait, Wave, WaveId, WaveState,
};
use amdgpu::{AddressSpace, Register, WaveSize};

use crate::ext;
use crate::packet::{self, from_hex, parse_hex, to_hex, Decoder, Frame, MAX_PACKET};
use crate::regs::{Entry, Identity, RegisterMap, Slot};
use crate::Error;

/// What the stub knows of the launch it serves (for `qAMDGPU.program`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    /// The program line a local `run` prints (`PATH --kernel K --grid … --block …`).
    pub command_line: String,
    /// The kernel's name.
    pub kernel: String,
}

/// How the stub presents itself.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Identity (`--compat aarch64`).
    pub identity: Identity,
    /// The launch, when the stub started the kernel.
    pub program: Option<Program>,
}

/// How a connection ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The client detached (`D`); the kernel stays stopped.
    Detached,
    /// The client went away without detaching; running waves were stopped.
    Disconnected,
    /// The client killed the kernel (`k`).
    Killed,
}

/// What a handler wants done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// Send this packet.
    Packet(Vec<u8>),
    /// Monitor output (`O` packets) followed by a final packet.
    Console(Vec<String>, Vec<u8>),
    /// All-stop resume: run the waves, then send the stop reply.
    Run,
    /// Run-on-wait: block for the next event, then send it.
    WaitBlock,
    /// Send `OK`, then end the connection.
    Detach,
    /// End the connection and the kernel (no reply).
    Kill,
}

fn pk(s: impl Into<Vec<u8>>) -> Reply {
    Reply::Packet(s.into())
}

fn ok() -> Reply {
    pk("OK")
}

fn empty() -> Reply {
    pk("")
}

/// Standard packets answer errors as `Enn` (GDB decodes anything else after `m` as data).
fn enn(n: u8) -> Reply {
    pk(format!("E{n:02x}"))
}

/// Extension packets answer typed errors (`E.kind:…`).
fn typed(e: &TargetError) -> Reply {
    pk(ext::target_error(e))
}

/// Per-connection protocol state.
#[derive(Debug, Default)]
struct Conn {
    no_ack: bool,
    non_stop: bool,
    run_on_wait: bool,
    g_thread: Option<WaveId>,
    c_thread: Option<WaveId>,
    /// Stop replies queued for `vStopped` (non-stop); the first is sent as `%Stop`.
    stops: VecDeque<Vec<u8>>,
    /// The first of `stops` has gone out as a notification (or as the reply to `?`).
    notified: bool,
    /// Waves the client asked to stop (non-stop): their requested stops are reported.
    stop_asked: HashSet<WaveId>,
    /// The client has been told the dispatch ended (all-stop `W`).
    exited_reported: bool,
    /// LLDB's `QListThreadsInStopReply`: stop replies carry `threads:` and `thread-pcs:`.
    list_threads: bool,
}

type Handler = fn(&mut Server, &str) -> Reply;

/// Packets that need the waves to exist: the first of them holds the kernel at its start.
const NEED_THREADS: &[&str] = &[
    "?",
    "qfThreadInfo",
    "qC",
    "qXfer:threads",
    "qXfer:features",
    "qRegisterInfo",
    "qThreadStopInfo",
    "qThreadExtraInfo",
    "H",
    "T",
    "g",
    "p",
    "m",
    "x",
    "c",
    "s",
    "vCont;",
];

/// Packet prefixes and their handlers, most specific first. A packet matching none gets the
/// empty reply ("unsupported").
const TABLE: &[(&str, Handler)] = &[
    ("qSupported", Server::q_supported),
    ("QStartNoAckMode", |s, _| {
        s.conn.no_ack = true;
        ok()
    }),
    ("QThreadSuffixSupported", |_, _| ok()),
    ("QListThreadsInStopReply", |s, _| {
        s.conn.list_threads = true;
        ok()
    }),
    ("QEnableErrorStrings", |_, _| ok()),
    ("QNonStop:", Server::q_non_stop),
    ("QAMDGPU.run-on-wait:", Server::q_run_on_wait),
    ("qAMDGPU.", Server::q_amdgpu),
    ("QAMDGPU.", Server::set_amdgpu),
    ("vAMDGPU.wait:", Server::v_wait),
    ("qXfer:features:read:", Server::xfer_features),
    ("qXfer:threads:read:", Server::xfer_threads),
    ("qXfer:libraries:read:", Server::xfer_libraries),
    ("qfThreadInfo", Server::thread_info_first),
    ("qsThreadInfo", |_, _| pk("l")),
    ("qThreadExtraInfo,", Server::thread_extra_info),
    ("qThreadStopInfo", Server::thread_stop_info),
    ("qRegisterInfo", Server::register_info),
    ("qHostInfo", Server::host_info),
    ("qProcessInfo", Server::process_info),
    ("qGDBServerVersion", |_, _| {
        pk(format!("name:hdb;version:{};", env!("CARGO_PKG_VERSION")))
    }),
    ("qC", Server::q_c),
    ("qAttached", |_, _| pk("1")),
    ("qSymbol", |_, _| ok()),
    ("qRcmd,", Server::monitor),
    ("vCont?", |_, _| pk("vCont;c;C;s;S;t")),
    ("vCont;", Server::v_cont),
    ("vStopped", Server::v_stopped),
    ("vCtrlC", Server::v_ctrl_c),
    ("vKill", |_, _| Reply::Kill),
    ("?", Server::question),
    ("H", Server::set_thread),
    ("T", Server::thread_alive),
    ("g", Server::read_g),
    ("G", Server::write_g),
    ("p", Server::read_p),
    ("P", Server::write_p),
    ("m", Server::read_m),
    ("M", Server::write_m),
    ("x", Server::read_x),
    ("X", Server::write_x_packet),
    ("Z0,", Server::insert_bp),
    ("z0,", Server::remove_bp),
    ("Z2,", Server::insert_watch),
    ("z2,", Server::remove_watch),
    ("c", Server::cont),
    ("C", Server::cont),
    ("s", Server::step),
    ("S", Server::step),
    ("D", |_, _| Reply::Detach),
    ("k", |_, _| Reply::Kill),
];

/// The stub over one target; it outlives connections.
pub struct Server {
    target: Box<dyn Target>,
    options: Options,
    /// Set by `0x03` (and, in non-stop, by any packet) while waves run: the target's
    /// interrupt flag, which stops every running wave.
    interrupt: Arc<AtomicBool>,
    conn: Conn,
    /// All-stop: stops that happened while the stub stopped the other waves.
    pending: VecDeque<Event>,
    /// The wave and reason of the last reported stop.
    last_stop: Option<(WaveId, StopReason)>,
    maps: HashMap<WaveSize, RegisterMap>,
    /// The lane monitor `lane N` selected (for `private_lane` reads and `info lanes`).
    lane: u32,
    completed: bool,
    /// Some wave has been resumed since the stub held the kernel at its start.
    started: bool,
    /// The code under the traps planted by `Z0` (address → its 4 bytes).
    shadows: std::collections::BTreeMap<u64, Vec<u8>>,
    /// Problems worth a line on the stub's stderr (bad packets, dropped clients).
    pub log: Vec<String>,
}

impl Server {
    /// A stub over `target`. `interrupt` must be the flag the target watches to stop running
    /// waves (the simulator's `set_interrupt_flag`). When the target has no waves yet, the
    /// first packet that needs threads starts the dispatch with every wave held before its
    /// first instruction.
    pub fn new(target: Box<dyn Target>, interrupt: Arc<AtomicBool>, options: Options) -> Server {
        Server {
            target,
            options,
            interrupt,
            conn: Conn::default(),
            pending: VecDeque::new(),
            last_stop: None,
            maps: HashMap::new(),
            lane: 0,
            completed: false,
            started: false,
            shadows: Default::default(),
            log: Vec::new(),
        }
    }

    /// The target (for tests and benchmarks).
    pub fn target(&self) -> &dyn Target {
        self.target.as_ref()
    }

    /// Starts the dispatch with the interrupt flag raised: the waves are created and stopped
    /// (reason `Requested`) before any instruction runs, and the scheduler's order is left
    /// as a fresh dispatch has it. Done on the first packet that needs a thread (stock
    /// clients ask for one at once); hdb's client never asks before `run`, so its session
    /// starts the dispatch exactly as a local one does.
    fn hold_at_start(&mut self) {
        if self.started || self.completed || !self.target.waves().is_empty() {
            return;
        }
        let Some(rc) = self.target.run_control() else {
            return;
        };
        self.interrupt.store(true, Ordering::SeqCst);
        let first = rc.wait(Wait::Block);
        while let Ok(Some(_)) = rc.wait(Wait::Poll) {}
        self.interrupt.store(false, Ordering::SeqCst);
        match first {
            Ok(Some(Event::DispatchCompleted { .. })) => self.completed = true,
            Ok(Some(Event::WaveStopped { wave, reason, .. })) => {
                self.last_stop = Some((wave, reason));
            }
            _ => {}
        }
    }

    // ----- the connection -----

    /// Serves one client until it detaches, kills or goes away. `reader` is moved to a thread
    /// (so `0x03` is seen while waves run); replies go to `writer`. Protocol errors from the
    /// client are logged and answered; only I/O errors end the connection early.
    pub fn serve<R: Read + Send + 'static>(
        &mut self,
        reader: R,
        writer: &mut dyn Write,
    ) -> Result<End, Error> {
        self.conn = Conn::default();
        let (tx, rx) = mpsc::channel::<Option<Frame>>();
        let interrupt = self.interrupt.clone();
        let wake = Arc::new(AtomicBool::new(false));
        let wake_reader = wake.clone();
        std::thread::spawn(move || read_frames(reader, tx, interrupt, wake_reader));
        let mut last: Vec<u8> = Vec::new();
        let result = loop {
            let frame = if self.runs_eagerly() {
                match rx.try_recv() {
                    Ok(f) => f,
                    Err(mpsc::TryRecvError::Empty) => {
                        self.run_eagerly(&wake, writer)?;
                        continue;
                    }
                    Err(mpsc::TryRecvError::Disconnected) => None,
                }
            } else {
                rx.recv().ok().flatten()
            };
            let Some(frame) = frame else {
                break End::Disconnected;
            };
            match frame {
                Frame::Packet(body) => {
                    if !self.conn.no_ack {
                        writer.write_all(b"+")?;
                    }
                    let reply = self.handle(&body);
                    match self.emit_to(reply, writer, &mut last)? {
                        Some(end) => break end,
                        None => continue,
                    }
                }
                Frame::Nack if !last.is_empty() => writer.write_all(&last)?,
                Frame::Interrupt => self.interrupt_idle(),
                Frame::Bad(e) => {
                    self.log.push(format!("dropped a packet: {e}"));
                    if !self.conn.no_ack {
                        writer.write_all(b"-")?;
                    }
                }
                Frame::Ack | Frame::Nack | Frame::Notification(_) => {}
            }
            if self.conn.non_stop && !self.conn.run_on_wait {
                self.flush_notifications(writer)?;
            }
            writer.flush()?;
        };
        if result == End::Disconnected {
            self.stop_running();
        }
        Ok(result)
    }

    /// Sends what a handler asked for; `Some(end)` ends the connection. `last` keeps the
    /// last packet framed (for `-`).
    pub(crate) fn emit_to(
        &mut self,
        reply: Reply,
        writer: &mut dyn Write,
        last: &mut Vec<u8>,
    ) -> Result<Option<End>, Error> {
        let mut send = |body: &[u8], w: &mut dyn Write| -> Result<(), Error> {
            *last = packet::frame(body, false);
            w.write_all(last)?;
            Ok(())
        };
        match reply {
            Reply::Packet(p) => send(&p, writer)?,
            Reply::Console(lines, p) => {
                for l in lines {
                    send(format!("O{}", to_hex(l.as_bytes())).as_bytes(), writer)?;
                }
                send(&p, writer)?;
            }
            Reply::Run => {
                let stop = self.run_all_stop();
                send(&stop, writer)?;
            }
            Reply::WaitBlock => {
                let r = self.wait_event(Wait::Block);
                send(&r, writer)?;
            }
            Reply::Detach => {
                send(b"OK", writer)?;
                writer.flush()?;
                self.stop_running();
                return Ok(Some(End::Detached));
            }
            Reply::Kill => return Ok(Some(End::Killed)),
        }
        writer.flush()?;
        Ok(None)
    }

    /// Answers one packet body (escapes still in place).
    pub fn handle(&mut self, body: &[u8]) -> Reply {
        // Packets are ASCII but for `X` data; binary bytes are kept as Latin-1 so prefixes
        // still match and `X` can take its bytes back.
        let text: String = body.iter().map(|&b| char::from(b)).collect();
        if NEED_THREADS.iter().any(|p| text.starts_with(p)) {
            self.hold_at_start();
        }
        for (prefix, handler) in TABLE {
            if let Some(rest) = text.strip_prefix(prefix) {
                return handler(self, rest);
            }
        }
        // Unknown packets are normal (clients probe); the empty reply says "unsupported".
        empty()
    }

    /// A `0x03` while nothing runs in all-stop: report the current stop again (GDB waits for
    /// a stop reply). In non-stop, stop every running wave.
    fn interrupt_idle(&mut self) {
        self.interrupt.store(false, Ordering::SeqCst);
        if self.conn.non_stop && !self.conn.run_on_wait {
            self.v_ctrl_c("");
        }
    }

    fn runs_eagerly(&self) -> bool {
        self.conn.non_stop
            && !self.conn.run_on_wait
            && self
                .target
                .waves()
                .iter()
                .any(|w| w.state == WaveState::Running)
    }

    /// Non-stop: run until an event or a packet arrives (the reader raises the interrupt
    /// flag); waves stopped only to look at the packet are resumed.
    fn run_eagerly(&mut self, wake: &AtomicBool, writer: &mut dyn Write) -> Result<(), Error> {
        let running: Vec<WaveId> = self.running();
        wake.store(true, Ordering::SeqCst);
        let mut events = Vec::new();
        if let Some(rc) = self.target.run_control() {
            if let Ok(Some(e)) = rc.wait(Wait::Block) {
                events.push(e);
            }
            wake.store(false, Ordering::SeqCst);
            self.interrupt.store(false, Ordering::SeqCst);
            while let Ok(Some(e)) = rc.wait(Wait::Poll) {
                events.push(e);
            }
        }
        wake.store(false, Ordering::SeqCst);
        for e in events {
            if let Event::WaveStopped {
                wave,
                reason: StopReason::Requested,
                ..
            } = e
            {
                if running.contains(&wave) && !self.conn.stop_asked.remove(&wave) {
                    if let Some(rc) = self.target.run_control() {
                        let _ = rc.resume(wave, ResumeMode::Continue);
                    }
                    continue;
                }
            }
            if let Some(reply) = self.event_reply(&e) {
                self.conn.stops.push_back(reply);
            }
        }
        self.flush_notifications(writer)
    }

    /// Sends the first queued non-stop stop reply as `%Stop` unless it went out already.
    fn flush_notifications(&mut self, writer: &mut dyn Write) -> Result<(), Error> {
        if self.conn.notified {
            return Ok(());
        }
        if let Some(first) = self.conn.stops.front() {
            let mut body = b"Stop:".to_vec();
            body.extend_from_slice(first);
            writer.write_all(&packet::frame(&body, true))?;
            writer.flush()?;
            self.conn.notified = true;
        }
        Ok(())
    }

    fn running(&self) -> Vec<WaveId> {
        self.target
            .waves()
            .into_iter()
            .filter(|w| w.state == WaveState::Running)
            .map(|w| w.id)
            .collect()
    }

    /// Stops every running wave (a client left, or all-stop after a stop); stops other than
    /// the requested ones are kept for later.
    fn stop_running(&mut self) {
        let running = self.running();
        let Some(rc) = self.target.run_control() else {
            return;
        };
        for w in &running {
            let _ = rc.stop(*w);
        }
        while let Ok(Some(e)) = rc.wait(Wait::Poll) {
            match e {
                Event::WaveStopped {
                    reason: StopReason::Requested,
                    ..
                } => {}
                Event::WaveExited { .. } => {}
                e => self.pending.push_back(e),
            }
        }
    }

    /// All-stop: the next reportable event, every other wave stopped.
    fn run_all_stop(&mut self) -> Vec<u8> {
        loop {
            let ev = match self.pending.pop_front() {
                Some(e) => Some(e),
                None => match self.target.run_control() {
                    Some(rc) => match rc.wait(Wait::Block) {
                        Ok(e) => e,
                        Err(e) => {
                            self.log.push(format!("running the waves failed: {e}"));
                            None
                        }
                    },
                    None => None,
                },
            };
            self.interrupt.store(false, Ordering::SeqCst);
            match ev {
                Some(Event::WaveExited { .. }) => continue,
                Some(Event::DispatchCompleted { .. }) => {
                    self.completed = true;
                    self.conn.exited_reported = true;
                    return b"W00".to_vec();
                }
                Some(Event::WaveStopped { wave, reason, .. }) => {
                    self.stop_running();
                    self.last_stop = Some((wave, reason.clone()));
                    self.conn.g_thread = Some(wave);
                    return self.stop_reply(wave, &reason, true);
                }
                None => {
                    let waves = self.target.waves();
                    return match waves.iter().find(|w| w.state == WaveState::Stopped) {
                        Some(w) => self.stop_reply(w.id, &StopReason::Requested, true),
                        None => {
                            self.conn.exited_reported = true;
                            b"W00".to_vec()
                        }
                    };
                }
            }
        }
    }

    /// Run-on-wait: the next event as a reply (`OK` for none).
    fn wait_event(&mut self, wait: Wait) -> Vec<u8> {
        if wait == Wait::Block {
            self.started = true;
        }
        // Stops kept from an earlier client's session come first.
        if let Some(e) = self.pending.pop_front() {
            return self.event_reply(&e).unwrap_or_else(|| b"OK".to_vec());
        }
        let ev = match self.target.run_control() {
            Some(rc) => rc.wait(wait),
            None => Ok(None),
        };
        self.interrupt.store(false, Ordering::SeqCst);
        match ev {
            Ok(Some(e)) => self.event_reply(&e).unwrap_or_else(|| b"OK".to_vec()),
            Ok(None) => b"OK".to_vec(),
            Err(e) => ext::target_error(&e).into_bytes(),
        }
    }

    /// A non-stop or run-on-wait reply for an event (`None`: not reported to this client).
    fn event_reply(&mut self, e: &Event) -> Option<Vec<u8>> {
        match e {
            Event::WaveStopped { wave, reason, .. } => {
                self.last_stop = Some((*wave, reason.clone()));
                Some(self.stop_reply(*wave, reason, false))
            }
            Event::WaveExited { wave } => self
                .conn
                .run_on_wait
                .then(|| format!("w00;{:x}", wave.0).into_bytes()),
            Event::DispatchCompleted { dispatch } => {
                self.completed = true;
                Some(if self.conn.run_on_wait {
                    format!("W00;amdgpu-dispatch:{:x}", dispatch.0).into_bytes()
                } else {
                    b"W00".to_vec()
                })
            }
        }
    }

    /// `TSSthread:N;name:waveN;…` for a wave's stop.
    fn stop_reply(&mut self, wave: WaveId, reason: &StopReason, all_stop: bool) -> Vec<u8> {
        let signal = match reason {
            StopReason::Requested if all_stop => 2,
            StopReason::Requested => 0,
            StopReason::SingleStep
            | StopReason::Breakpoint
            | StopReason::DebugTrap
            | StopReason::Trap(_)
            | StopReason::Watchpoint { .. } => 5,
            StopReason::AssertTrap => 6,
            StopReason::MemoryFault { .. } => 11,
            StopReason::IllegalInstruction { .. } => 4,
        };
        let mut s = format!("T{signal:02x}thread:{:x};name:wave{};", wave.0, wave.0);
        match reason {
            StopReason::Breakpoint => s.push_str("swbreak:;"),
            StopReason::Watchpoint { address } => {
                let _ = write!(s, "watch:{address:x};");
            }
            _ => {}
        }
        if self.conn.list_threads {
            let live = self.live_waves();
            let ids: Vec<String> = live.iter().map(|w| format!("{:x}", w.id.0)).collect();
            let pcs: Vec<String> = live.iter().map(|w| format!("{:x}", w.pc)).collect();
            let _ = write!(s, "threads:{};thread-pcs:{};", ids.join(","), pcs.join(","));
        }
        let w = self.target.wave(wave).ok();
        if self.options.identity == Identity::Aarch64 {
            if let Some(w) = &w {
                // Expedite the pc so the client need not fetch it.
                let _ = write!(s, "20:{};", to_hex(&w.pc.to_le_bytes()));
            }
        }
        if self.conn.run_on_wait {
            let _ = write!(
                s,
                "amdgpu-stop:{};amdgpu-pc:{:x};",
                ext::stop_reason(reason),
                w.map_or(0, |w| w.pc)
            );
        }
        s.into_bytes()
    }

    // ----- helpers -----

    /// The register map for a wave, built on first use for its wave size.
    fn map_for(&mut self, wave: &Wave) -> &RegisterMap {
        let size = wave.wave_size;
        if !self.maps.contains_key(&size) {
            let t = self.target.as_ref();
            let id = wave.id;
            let map = RegisterMap::new(self.options.identity, size, |r| {
                let mut buf = vec![0u8; r.byte_size(size) as usize];
                t.read_register(id, r, &mut buf).is_ok()
            });
            self.maps.insert(size, map);
        }
        &self.maps[&size]
    }

    /// The wave a packet is about: its `;thread:N;` suffix, else `Hg`, else the first wave.
    fn thread_for(&self, suffix: Option<&str>) -> Option<Wave> {
        let waves = self.target.waves();
        let pick = suffix
            .and_then(parse_tid)
            .or(self.conn.g_thread)
            .or(self.last_stop.as_ref().map(|(w, _)| *w));
        pick.and_then(|id| waves.iter().find(|w| w.id == id).cloned())
            .or_else(|| {
                waves
                    .iter()
                    .find(|w| w.state == WaveState::Stopped)
                    .cloned()
            })
            .or_else(|| waves.first().cloned())
    }

    /// Some wave for global-memory access (global memory does not depend on it).
    fn memory_wave(&self) -> Option<Wave> {
        self.thread_for(None)
    }

    fn first_map(&mut self) -> Option<RegisterMap> {
        let w = self.thread_for(None)?;
        Some(self.map_for(&w).clone())
    }

    fn read_slot(&self, wave: &Wave, slot: Slot, bits: u32) -> Option<Vec<u8>> {
        match slot {
            Slot::Dummy(_) => Some(vec![0; bits as usize / 8]),
            Slot::Amd(r) => {
                let mut buf = vec![0u8; r.byte_size(wave.wave_size) as usize];
                self.target.read_register(wave.id, r, &mut buf).ok()?;
                Some(buf)
            }
        }
    }

    // ----- handlers: negotiation and identity -----

    fn q_supported(&mut self, _: &str) -> Reply {
        pk(format!(
            "PacketSize={MAX_PACKET:x};QStartNoAckMode+;qXfer:features:read+;qXfer:threads:read+;\
             qXfer:libraries:read+;QThreadSuffixSupported+;QListThreadsInStopReply+;swbreak+;\
             vContSupported+;QNonStop+;qAMDGPU+"
        ))
    }

    fn q_non_stop(&mut self, arg: &str) -> Reply {
        match arg {
            "0" => {
                self.stop_running();
                self.conn.non_stop = false;
                ok()
            }
            "1" => {
                self.conn.non_stop = true;
                ok()
            }
            _ => enn(1),
        }
    }

    fn q_run_on_wait(&mut self, arg: &str) -> Reply {
        match arg {
            "1" => {
                self.conn.non_stop = true;
                self.conn.run_on_wait = true;
                ok()
            }
            "0" => {
                self.conn.run_on_wait = false;
                ok()
            }
            _ => enn(1),
        }
    }

    fn host_info(&mut self, _: &str) -> Reply {
        pk(format!(
            "triple:{};endian:little;ptrsize:8;",
            to_hex(self.options.identity.triple().as_bytes())
        ))
    }

    fn process_info(&mut self, _: &str) -> Reply {
        pk(format!(
            "pid:1;triple:{};endian:little;ptrsize:8;",
            to_hex(self.options.identity.triple().as_bytes())
        ))
    }

    fn register_info(&mut self, arg: &str) -> Reply {
        let Some(n) = parse_hex(arg.as_bytes()) else {
            return enn(1);
        };
        let Some(map) = self.first_map() else {
            return enn(0x45);
        };
        match usize::try_from(n).ok().and_then(|n| map.lldb_info(n)) {
            Some(info) => pk(info),
            None => enn(0x45),
        }
    }

    fn xfer_features(&mut self, arg: &str) -> Reply {
        let Some((annex, range)) = arg.split_once(':') else {
            return enn(0);
        };
        if annex != "target.xml" {
            return enn(0);
        }
        let Some(w) = self.thread_for(None) else {
            return enn(0);
        };
        let processor = self
            .target
            .agents()
            .into_iter()
            .find(|a| a.id == w.agent)
            .map_or_else(|| "amdgcn".to_string(), |a| a.processor);
        let xml = self.map_for(&w).target_xml(&processor);
        xfer_chunk(xml.as_bytes(), range)
    }

    fn xfer_threads(&mut self, arg: &str) -> Reply {
        let range = arg.strip_prefix(':').unwrap_or(arg);
        let mut xml = String::from("<?xml version=\"1.0\"?>\n<threads>\n");
        for w in self.live_waves() {
            let _ = writeln!(
                xml,
                "  <thread id=\"{:x}\" name=\"wave{}\">{}</thread>",
                w.id.0,
                w.id.0,
                xml_escape(&w.to_string())
            );
        }
        xml.push_str("</threads>\n");
        xfer_chunk(xml.as_bytes(), range)
    }

    fn xfer_libraries(&mut self, arg: &str) -> Reply {
        let range = arg.strip_prefix(':').unwrap_or(arg);
        let mut xml = String::from("<library-list>\n");
        for c in self.target.code_objects() {
            let _ = writeln!(
                xml,
                "  <library name=\"{}\"><segment address=\"{:#x}\"/></library>",
                xml_escape(&c.uri),
                c.load_base
            );
        }
        xml.push_str("</library-list>\n");
        xfer_chunk(xml.as_bytes(), range)
    }

    // ----- threads -----

    fn live_waves(&self) -> Vec<Wave> {
        self.target
            .waves()
            .into_iter()
            .filter(|w| w.state != WaveState::Exited)
            .collect()
    }

    fn thread_info_first(&mut self, _: &str) -> Reply {
        let ids: Vec<String> = self
            .live_waves()
            .iter()
            .map(|w| format!("{:x}", w.id.0))
            .collect();
        if ids.is_empty() {
            pk("l")
        } else {
            pk(format!("m{}", ids.join(",")))
        }
    }

    fn thread_extra_info(&mut self, arg: &str) -> Reply {
        match parse_tid(arg).and_then(|id| self.target.wave(id).ok()) {
            Some(w) => pk(to_hex(w.to_string().as_bytes())),
            None => enn(1),
        }
    }

    fn q_c(&mut self, _: &str) -> Reply {
        match self.thread_for(None) {
            Some(w) => pk(format!("QC{:x}", w.id.0)),
            None => pk("QC0"),
        }
    }

    fn set_thread(&mut self, arg: &str) -> Reply {
        let Some(op) = arg.chars().next() else {
            return enn(1);
        };
        let tid = &arg[op.len_utf8()..];
        let which = match tid {
            "0" | "-1" => None,
            t => match parse_tid(t) {
                Some(id) if self.target.wave(id).is_ok() => Some(id),
                _ => return enn(1),
            },
        };
        match op {
            'g' => self.conn.g_thread = which,
            'c' => self.conn.c_thread = which,
            _ => return enn(1),
        }
        ok()
    }

    fn thread_alive(&mut self, arg: &str) -> Reply {
        match parse_tid(arg).and_then(|id| self.target.wave(id).ok()) {
            Some(w) if w.state != WaveState::Exited => ok(),
            _ => enn(1),
        }
    }

    fn question(&mut self, _: &str) -> Reply {
        if self.conn.non_stop {
            let stopped: Vec<Wave> = self
                .target
                .waves()
                .into_iter()
                .filter(|w| w.state == WaveState::Stopped)
                .collect();
            self.conn.stops.clear();
            // One stop only: GDB 13 fails an internal assertion (remote.c, `wait`) when a
            // stub reports several threads stopped at connection in non-stop mode. The others
            // show as running; `interrupt` (vCont;t) reports each of them stopped.
            let last = self.last_stop.as_ref().map(|(w, _)| *w);
            let first = stopped
                .iter()
                .find(|w| Some(w.id) == last)
                .or(stopped.first());
            if let Some(w) = first {
                let r = w.stop_reason.clone().unwrap_or(StopReason::Requested);
                let reply = self.stop_reply(w.id, &r, false);
                self.conn.stops.push_back(reply);
            }
            self.conn.notified = !self.conn.stops.is_empty();
            return match self.conn.stops.front() {
                Some(first) => pk(first.clone()),
                None => ok(),
            };
        }
        let waves = self.target.waves();
        let wave = self
            .last_stop
            .as_ref()
            .map(|(w, _)| *w)
            .filter(|id| {
                waves
                    .iter()
                    .any(|w| w.id == *id && w.state == WaveState::Stopped)
            })
            .or_else(|| {
                waves
                    .iter()
                    .find(|w| w.state == WaveState::Stopped)
                    .map(|w| w.id)
            });
        match wave {
            // A connecting client expects a trap: the held or last-stopped wave.
            Some(id) => {
                let reason = match &self.last_stop {
                    Some((w, r)) if *w == id && *r != StopReason::Requested => r.clone(),
                    _ => StopReason::SingleStep,
                };
                self.conn.g_thread.get_or_insert(id);
                pk(self.stop_reply(id, &reason, true))
            }
            None => pk("W00"),
        }
    }

    fn thread_stop_info(&mut self, arg: &str) -> Reply {
        let Some(w) = parse_tid(arg).and_then(|id| self.target.wave(id).ok()) else {
            return enn(1);
        };
        let reason = match (&self.last_stop, &w.stop_reason) {
            (Some((id, r)), _) if *id == w.id => r.clone(),
            // Waves that did not cause the stop report no signal (rsp-clients.md, d).
            (_, Some(r)) if *r != StopReason::Requested => r.clone(),
            _ => return pk(format!("T00thread:{:x};name:wave{};", w.id.0, w.id.0)),
        };
        pk(self.stop_reply(w.id, &reason, true))
    }

    // ----- registers -----

    fn read_g(&mut self, arg: &str) -> Reply {
        let Some(w) = self.thread_for(suffix_thread(arg)) else {
            return enn(1);
        };
        let g: Vec<Entry> = {
            let map = self.map_for(&w);
            map.entries[..map.g_count].to_vec()
        };
        let mut out = String::new();
        for e in &g {
            match self.read_slot(&w, e.slot, e.bits) {
                Some(b) => out.push_str(&to_hex(&b)),
                // Unavailable bytes, as the protocol spells them.
                None => out.push_str(&"xx".repeat(e.bits as usize / 8)),
            }
        }
        pk(out)
    }

    fn write_g(&mut self, arg: &str) -> Reply {
        let (data, suffix) = split_suffix(arg);
        let Some(w) = self.thread_for(suffix) else {
            return enn(1);
        };
        let Some(bytes) = from_hex(data.as_bytes()) else {
            return enn(1);
        };
        let g: Vec<Entry> = {
            let map = self.map_for(&w);
            map.entries[..map.g_count].to_vec()
        };
        let mut at = 0;
        for e in &g {
            let n = e.bits as usize / 8;
            let Some(chunk) = bytes.get(at..at + n) else {
                break;
            };
            at += n;
            if let Slot::Amd(r) = e.slot {
                if let Err(err) = self.write_register(w.id, r, chunk) {
                    self.log.push(format!("G: {err}"));
                    return enn(1);
                }
            }
        }
        ok()
    }

    fn write_register(
        &mut self,
        wave: WaveId,
        r: Register,
        data: &[u8],
    ) -> Result<(), TargetError> {
        match self.target.register_writes() {
            Some(wr) => wr.write_register(wave, r, data),
            None => Err(TargetError::Other(
                "the target does not write registers".into(),
            )),
        }
    }

    fn read_p(&mut self, arg: &str) -> Reply {
        let (num, suffix) = split_suffix(arg);
        let Some(w) = self.thread_for(suffix) else {
            return enn(1);
        };
        let Some(n) = parse_hex(num.as_bytes()).and_then(|n| usize::try_from(n).ok()) else {
            return enn(1);
        };
        // Entries are small copies; the map itself is not cloned per packet.
        let Some(e) = self.map_for(&w).entries.get(n).copied() else {
            return enn(0x45);
        };
        match self.read_slot(&w, e.slot, e.bits) {
            Some(b) => pk(to_hex(&b)),
            None => enn(0x0e),
        }
    }

    fn write_p(&mut self, arg: &str) -> Reply {
        let (body, suffix) = split_suffix(arg);
        let Some((num, value)) = body.split_once('=') else {
            return enn(1);
        };
        let Some(w) = self.thread_for(suffix) else {
            return enn(1);
        };
        let (Some(n), Some(data)) = (
            parse_hex(num.as_bytes()).and_then(|n| usize::try_from(n).ok()),
            from_hex(value.as_bytes()),
        ) else {
            return enn(1);
        };
        match self.map_for(&w).entries.get(n).map(|e| e.slot) {
            Some(Slot::Amd(r)) => match self.write_register(w.id, r, &data) {
                Ok(()) => ok(),
                Err(_) => enn(1),
            },
            Some(Slot::Dummy(_)) => ok(),
            None => enn(0x45),
        }
    }

    // ----- memory -----

    fn read_global(&self, addr: u64, len: usize) -> Result<Vec<u8>, TargetError> {
        let w = self.memory_wave().ok_or(TargetError::NoWave(WaveId(0)))?;
        let mut buf = vec![0u8; len];
        self.target
            .read_memory(w.id, Lane(self.lane), AddressSpace::Global, addr, &mut buf)?;
        Ok(buf)
    }

    fn write_global(&mut self, addr: u64, data: &[u8]) -> Result<(), TargetError> {
        let w = self.memory_wave().ok_or(TargetError::NoWave(WaveId(0)))?;
        let lane = Lane(self.lane);
        match self.target.memory_writes() {
            Some(m) => m.write_memory(w.id, lane, AddressSpace::Global, addr, data),
            None => Err(TargetError::Other(
                "the target does not write memory".into(),
            )),
        }
    }

    fn read_m(&mut self, arg: &str) -> Reply {
        let Some((addr, len)) = addr_len(arg) else {
            return enn(1);
        };
        // Hex doubles the size: cap so the reply fits the packet size.
        let len = len.min(MAX_PACKET / 2);
        match self.read_code_view(addr, len) {
            Ok(b) => pk(to_hex(&b)),
            Err(_) => enn(0x0e),
        }
    }

    fn read_x(&mut self, arg: &str) -> Reply {
        let Some((addr, len)) = addr_len(arg) else {
            return enn(1);
        };
        if len == 0 {
            // LLDB's probe; answered empty so it uses `m` (rsp-clients.md, d).
            return empty();
        }
        let len = len.min(MAX_PACKET / 2);
        match self.read_code_view(addr, len) {
            Ok(b) => {
                let mut out = b"b".to_vec();
                packet::escape_into(&b, &mut out);
                Reply::Packet(out)
            }
            Err(_) => enn(0x0e),
        }
    }

    fn write_m(&mut self, arg: &str) -> Reply {
        let Some((head, data)) = arg.split_once(':') else {
            return enn(1);
        };
        let (Some((addr, len)), Some(bytes)) = (addr_len(head), from_hex(data.as_bytes())) else {
            return enn(1);
        };
        if bytes.len() != len {
            return enn(1);
        }
        match self.write_global(addr, &bytes) {
            Ok(()) => ok(),
            Err(_) => enn(0x0e),
        }
    }

    /// `X`: the packet text holds its binary data as Latin-1 characters (see [`Server::handle`]).
    fn write_x_packet(&mut self, arg: &str) -> Reply {
        let Some((head, data)) = arg.split_once(':') else {
            return enn(1);
        };
        let bytes: Vec<u8> = data.chars().map(|c| c as u32 as u8).collect();
        self.write_x(head, &bytes)
    }

    fn write_x(&mut self, head: &str, data: &[u8]) -> Reply {
        let Some((addr, len)) = addr_len(head) else {
            return enn(1);
        };
        let Ok(bytes) = packet::unescape(data) else {
            return enn(1);
        };
        if bytes.len() != len {
            return enn(1);
        }
        if len == 0 {
            // GDB's probe for X support.
            return ok();
        }
        match self.write_global(addr, &bytes) {
            Ok(()) => ok(),
            Err(_) => enn(0x0e),
        }
    }

    // ----- breakpoints and watchpoints -----

    fn insert_bp(&mut self, arg: &str) -> Reply {
        let Some(addr) = arg.split(',').next().and_then(|a| parse_hex(a.as_bytes())) else {
            return enn(1);
        };
        // The code under the trap, for `m`/`x` (unless a trap is already there).
        let planted = self
            .target
            .breakpoints()
            .is_some_and(|b| b.breakpoint_addresses().contains(&addr));
        let under = if planted {
            None
        } else {
            self.read_global(addr, 4).ok()
        };
        // The kind (0, 1, 4 from stock clients) means nothing here: AMDGPU's trap is planted.
        match self.target.breakpoints() {
            Some(b) => match b.insert_breakpoint(addr) {
                Ok(()) => {
                    if let Some(u) = under {
                        self.shadows.insert(addr, u);
                    }
                    ok()
                }
                Err(e) => typed(&e),
            },
            None => empty(),
        }
    }

    /// Memory as `m`/`x` show it: planted traps replaced by the code under them (as
    /// gdbserver does), so stock clients disassemble the program, not the breakpoints.
    fn read_code_view(&self, addr: u64, len: usize) -> Result<Vec<u8>, TargetError> {
        let mut b = self.read_global(addr, len)?;
        let end = addr.saturating_add(len as u64);
        for (&at, under) in self.shadows.range(addr.saturating_sub(3)..end) {
            for (i, &byte) in under.iter().enumerate() {
                let a = at + i as u64;
                if a >= addr && a < end {
                    b[(a - addr) as usize] = byte;
                }
            }
        }
        Ok(b)
    }

    fn remove_bp(&mut self, arg: &str) -> Reply {
        let Some(addr) = arg.split(',').next().and_then(|a| parse_hex(a.as_bytes())) else {
            return enn(1);
        };
        self.shadows.remove(&addr);
        match self.target.breakpoints() {
            Some(b) => match b.remove_breakpoint(addr) {
                Ok(()) => ok(),
                Err(e) => typed(&e),
            },
            None => empty(),
        }
    }

    fn insert_watch(&mut self, arg: &str) -> Reply {
        let Some((addr, len)) = addr_len(arg) else {
            return enn(1);
        };
        match self.target.watchpoints() {
            Some(w) => match w.insert_watchpoint(addr, len as u64) {
                Ok(()) => ok(),
                Err(e) => typed(&e),
            },
            None => empty(),
        }
    }

    fn remove_watch(&mut self, arg: &str) -> Reply {
        let Some((addr, len)) = addr_len(arg) else {
            return enn(1);
        };
        match self.target.watchpoints() {
            Some(w) => match w.remove_watchpoint(addr, len as u64) {
                Ok(()) => ok(),
                Err(e) => typed(&e),
            },
            None => empty(),
        }
    }

    // ----- run control -----

    /// Applies resume actions: (wave or every other wave, action).
    fn apply(&mut self, actions: &[(Option<WaveId>, Action)]) -> Result<(), TargetError> {
        let waves = self.target.waves();
        let mut done: HashSet<WaveId> = HashSet::new();
        let mut plan: Vec<(WaveId, Action)> = Vec::new();
        for (who, act) in actions {
            for w in &waves {
                if w.state == WaveState::Exited || done.contains(&w.id) {
                    continue;
                }
                if who.is_none_or(|id| id == w.id) {
                    done.insert(w.id);
                    plan.push((w.id, *act));
                }
            }
            if let Some(id) = who {
                if !waves.iter().any(|w| w.id == *id) {
                    return Err(TargetError::NoWave(*id));
                }
            }
        }
        let rc = self
            .target
            .run_control()
            .ok_or_else(|| TargetError::Other("the target cannot run".into()))?;
        if plan.iter().any(|(_, a)| *a != Action::Stop) {
            self.started = true;
        }
        for (w, act) in plan {
            let state = waves.iter().find(|x| x.id == w).map(|x| x.state);
            match act {
                Action::Continue if state == Some(WaveState::Stopped) => {
                    rc.resume(w, ResumeMode::Continue)?
                }
                Action::Step if state == Some(WaveState::Stopped) => {
                    rc.resume(w, ResumeMode::Step)?
                }
                Action::Stop if state == Some(WaveState::Running) => {
                    self.conn.stop_asked.insert(w);
                    rc.stop(w)?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn resume(&mut self, actions: Vec<(Option<WaveId>, Action)>) -> Reply {
        if !self.conn.non_stop {
            if self.completed {
                return pk("W00");
            }
            if !self.pending.is_empty() {
                // Report what already happened before anything runs again.
                return Reply::Run;
            }
        }
        self.interrupt.store(false, Ordering::SeqCst);
        // Non-stop: a stop asked of a wave that is already stopped is still answered with its
        // stop, so a client that thought it running learns it is not.
        let already: Vec<WaveId> = if self.conn.non_stop && !self.conn.run_on_wait {
            let waves = self.target.waves();
            waves
                .iter()
                .filter(|w| w.state == WaveState::Stopped)
                .filter(|w| {
                    actions
                        .iter()
                        .find(|(who, _)| who.is_none_or(|id| id == w.id))
                        .is_some_and(|(_, a)| *a == Action::Stop)
                })
                .map(|w| w.id)
                .collect()
        } else {
            Vec::new()
        };
        if let Err(e) = self.apply(&actions) {
            return typed(&e);
        }
        for w in already {
            let reply = self.stop_reply(w, &StopReason::Requested, false);
            self.conn.stops.push_back(reply);
        }
        if self.conn.non_stop {
            if self.conn.run_on_wait {
                // Stops requested by `t` are events the client collects with a wait.
                return ok();
            }
            // Requested stops go out as notifications from the run loop.
            let mut evs = Vec::new();
            if let Some(rc) = self.target.run_control() {
                while let Ok(Some(e)) = rc.wait(Wait::Poll) {
                    evs.push(e);
                }
            }
            for e in evs {
                self.conn
                    .stop_asked
                    .retain(|w| !matches!(e, Event::WaveStopped { wave, .. } if wave == *w));
                if let Some(r) = self.event_reply(&e) {
                    self.conn.stops.push_back(r);
                }
            }
            return ok();
        }
        Reply::Run
    }

    fn v_cont(&mut self, arg: &str) -> Reply {
        let mut actions = Vec::new();
        for part in arg.split(';') {
            let (act, tid) = match part.split_once(':') {
                Some((a, t)) => match parse_tid(t) {
                    Some(id) => (a, Some(id)),
                    None if t == "-1" => (a, None),
                    None => return enn(1),
                },
                None => (part, None),
            };
            let action = match act.as_bytes().first() {
                Some(b'c' | b'C') => Action::Continue,
                Some(b's' | b'S') => Action::Step,
                Some(b't') => Action::Stop,
                _ => return enn(1),
            };
            actions.push((tid, action));
        }
        if actions.is_empty() {
            return enn(1);
        }
        self.resume(actions)
    }

    fn cont(&mut self, _: &str) -> Reply {
        self.resume(vec![(None, Action::Continue)])
    }

    fn step(&mut self, _: &str) -> Reply {
        let w = self.conn.c_thread.or(self.conn.g_thread);
        match w {
            Some(id) => self.resume(vec![(Some(id), Action::Step)]),
            None => match self.thread_for(None) {
                Some(w) => self.resume(vec![(Some(w.id), Action::Step)]),
                None => enn(1),
            },
        }
    }

    fn v_stopped(&mut self, _: &str) -> Reply {
        self.conn.stops.pop_front();
        match self.conn.stops.front() {
            Some(r) => pk(r.clone()),
            None => {
                self.conn.notified = false;
                ok()
            }
        }
    }

    fn v_ctrl_c(&mut self, _: &str) -> Reply {
        let running = self.running();
        let acts: Vec<(Option<WaveId>, Action)> =
            running.iter().map(|w| (Some(*w), Action::Stop)).collect();
        if !acts.is_empty() {
            if let Err(e) = self.apply(&acts) {
                return typed(&e);
            }
        }
        ok()
    }

    fn v_wait(&mut self, arg: &str) -> Reply {
        match arg {
            "block" => Reply::WaitBlock,
            "poll" => pk(self.wait_event(Wait::Poll)),
            _ => enn(1),
        }
    }

    // ----- the AMDGPU extension -----

    fn q_amdgpu(&mut self, arg: &str) -> Reply {
        let (name, args) = arg.split_once(':').unwrap_or((arg, ""));
        let t = self.target.as_ref();
        let list = |items: Vec<String>| pk(items.join(";"));
        match name {
            // Only while the kernel is still held: a client that comes later cannot `run` it.
            "program" => match self.options.program.as_ref().filter(|_| !self.started) {
                Some(p) => pk(format!(
                    "{};{}",
                    to_hex(p.command_line.as_bytes()),
                    to_hex(p.kernel.as_bytes())
                )),
                None => pk("-"),
            },
            "agents" => list(t.agents().iter().map(ext::agent).collect()),
            "queues" => list(t.queues().iter().map(ext::queue).collect()),
            "dispatches" => list(t.dispatches().iter().map(ext::dispatch).collect()),
            "waves" => list(t.waves().iter().map(ext::wave).collect()),
            "code-objects" => list(t.code_objects().iter().map(ext::code_object).collect()),
            "apertures" => {
                let Some(id) = parse_tid(args) else {
                    return enn(1);
                };
                match t.apertures(id) {
                    Some(a) => pk(format!("{:x},{:x}", a.local_base, a.private_base)),
                    None => pk("-"),
                }
            }
            "reg" => {
                let Some((tid, reg)) = args.split_once(',') else {
                    return enn(1);
                };
                let (Some(id), Ok(r)) = (parse_tid(tid), Register::parse(reg)) else {
                    return enn(1);
                };
                let w = match t.wave(id) {
                    Ok(w) => w,
                    Err(e) => return typed(&e),
                };
                let mut buf = vec![0u8; r.byte_size(w.wave_size) as usize];
                match t.read_register(id, r, &mut buf) {
                    Ok(()) => pk(to_hex(&buf)),
                    Err(e) => typed(&e),
                }
            }
            "regs" => {
                // Several registers of one wave in one round trip: `T,NAME,NAME…`.
                let mut it = args.split(',');
                let Some(id) = it.next().and_then(parse_tid) else {
                    return enn(1);
                };
                let w = match t.wave(id) {
                    Ok(w) => w,
                    Err(e) => return typed(&e),
                };
                let mut out = Vec::new();
                for name in it {
                    let Ok(r) = Register::parse(name) else {
                        return enn(1);
                    };
                    let mut buf = vec![0u8; r.byte_size(w.wave_size) as usize];
                    match t.read_register(id, r, &mut buf) {
                        Ok(()) => out.push(to_hex(&buf)),
                        Err(e) => out.push(ext::target_error(&e)),
                    }
                }
                pk(out.join(";"))
            }
            "mem" => {
                let f: Vec<&str> = args.split(',').collect();
                let [tid, lane, space, addr, len] = f.as_slice() else {
                    return enn(1);
                };
                let (Some(id), Some(lane), Ok(space), Some(addr), Some(len)) = (
                    parse_tid(tid),
                    parse_hex(lane.as_bytes()).and_then(|l| u32::try_from(l).ok()),
                    AddressSpace::parse(space),
                    parse_hex(addr.as_bytes()),
                    parse_hex(len.as_bytes()).and_then(|l| usize::try_from(l).ok()),
                ) else {
                    return enn(1);
                };
                if len > MAX_PACKET / 2 {
                    return enn(1);
                }
                let mut buf = vec![0u8; len];
                match t.read_memory(id, Lane(lane), space, addr, &mut buf) {
                    Ok(()) => pk(to_hex(&buf)),
                    Err(e) => typed(&e),
                }
            }
            "lanes" => {
                let Some(id) = parse_tid(args) else {
                    return enn(1);
                };
                match self.lanes(id) {
                    Ok(l) => pk(l.join(";")),
                    Err(e) => typed(&e),
                }
            }
            "stop-reason" => {
                let Some(id) = parse_tid(args) else {
                    return enn(1);
                };
                match t.wave(id) {
                    Ok(w) => pk(w
                        .stop_reason
                        .as_ref()
                        .map_or_else(|| "-".to_string(), ext::stop_reason)),
                    Err(e) => typed(&e),
                }
            }
            _ => empty(),
        }
    }

    /// Lane states of a wave: `a` (active), `i` (inactive), `u` (no work-item), `x` (the
    /// wave exited), each with its work-item's coordinates when it has one.
    fn lanes(&self, id: WaveId) -> Result<Vec<String>, TargetError> {
        let t = self.target.as_ref();
        let w = t.wave(id)?;
        let d = t.dispatches().into_iter().find(|d| d.id == w.dispatch);
        let mut exec = [0u8; 8];
        let n = Register::Exec.byte_size(w.wave_size) as usize;
        if w.state != WaveState::Exited {
            t.read_register(id, Register::Exec, &mut exec[..n])?;
        }
        let exec = u64::from_le_bytes(exec);
        Ok((0..w.wave_size.lanes())
            .map(|l| {
                let item = d.as_ref().and_then(|d| w.work_item(d, l));
                let state = match (w.state, item, exec >> l & 1) {
                    (WaveState::Exited, _, _) => 'x',
                    (_, None, _) => 'u',
                    (_, Some(_), 1) => 'a',
                    _ => 'i',
                };
                match item {
                    Some([x, y, z]) => format!("{state},{x:x},{y:x},{z:x}"),
                    None => state.to_string(),
                }
            })
            .collect())
    }

    fn set_amdgpu(&mut self, arg: &str) -> Reply {
        let (name, args) = arg.split_once(':').unwrap_or((arg, ""));
        match name {
            "reg" => {
                let f: Vec<&str> = args.split(',').collect();
                let [tid, reg, data] = f.as_slice() else {
                    return enn(1);
                };
                let (Some(id), Ok(r), Some(data)) = (
                    parse_tid(tid),
                    Register::parse(reg),
                    from_hex(data.as_bytes()),
                ) else {
                    return enn(1);
                };
                match self.write_register(id, r, &data) {
                    Ok(()) => ok(),
                    Err(e) => typed(&e),
                }
            }
            "mem" => {
                let f: Vec<&str> = args.split(',').collect();
                let [tid, lane, space, addr, data] = f.as_slice() else {
                    return enn(1);
                };
                let (Some(id), Some(lane), Ok(space), Some(addr), Some(data)) = (
                    parse_tid(tid),
                    parse_hex(lane.as_bytes()).and_then(|l| u32::try_from(l).ok()),
                    AddressSpace::parse(space),
                    parse_hex(addr.as_bytes()),
                    from_hex(data.as_bytes()),
                ) else {
                    return enn(1);
                };
                let r = match self.target.memory_writes() {
                    Some(m) => m.write_memory(id, Lane(lane), space, addr, &data),
                    None => Err(TargetError::Other(
                        "the target does not write memory".into(),
                    )),
                };
                match r {
                    Ok(()) => ok(),
                    Err(e) => typed(&e),
                }
            }
            _ => empty(),
        }
    }

    // ----- monitor commands -----

    fn monitor(&mut self, arg: &str) -> Reply {
        let Some(cmd) = from_hex(arg.as_bytes()).and_then(|b| String::from_utf8(b).ok()) else {
            return enn(1);
        };
        let words: Vec<&str> = cmd.split_whitespace().collect();
        let out = match words.as_slice() {
            ["info", "dispatches"] => {
                let mut lines = vec![
                    "  Id   Target Id                        Grid        Workgroup   Kernel\n"
                        .to_string(),
                ];
                for d in self.target.dispatches() {
                    lines.push(format!(
                        "  {:<4} {:<32} [{},{},{}]  [{},{},{}]  {}\n",
                        d.id.0,
                        d.to_string(),
                        d.grid[0],
                        d.grid[1],
                        d.grid[2],
                        d.group[0],
                        d.group[1],
                        d.group[2],
                        d.kernel.as_deref().unwrap_or("?")
                    ));
                }
                lines
            }
            ["info", "lanes"] => {
                let Some(w) = self.thread_for(None) else {
                    return Reply::Console(
                        vec!["No thread selected.\n".into()],
                        ok().into_packet(),
                    );
                };
                match self.lanes(w.id) {
                    Ok(lanes) => {
                        let mut lines = vec![format!("Lanes of {w}:\n")];
                        for (i, l) in lanes.iter().enumerate() {
                            let mark = if i as u32 == self.lane { '*' } else { ' ' };
                            let mut f = l.split(',');
                            let state = match f.next() {
                                Some("a") => "A",
                                Some("i") => "I",
                                Some("x") => "X",
                                _ => "U",
                            };
                            let pos: Vec<u64> = f.filter_map(|x| parse_hex(x.as_bytes())).collect();
                            let pos = match pos.as_slice() {
                                [x, y, z] => format!("[{x},{y},{z}]"),
                                _ => "-".into(),
                            };
                            lines.push(format!("{mark} {i:<3} {state} {pos}\n"));
                        }
                        lines
                    }
                    Err(e) => vec![format!("{e}\n")],
                }
            }
            ["lane", n] => match n.parse::<u32>() {
                Ok(l) if l < 64 => {
                    self.lane = l;
                    vec![format!("[Current lane is now {l}]\n")]
                }
                _ => vec![format!("Invalid lane `{n}` (0..63).\n")],
            },
            ["help"] | [] => {
                vec!["monitor commands: info lanes, info dispatches, lane N, help\n".to_string()]
            }
            _ => vec![format!(
                "Unknown monitor command `{cmd}`: try `monitor help`.\n"
            )],
        };
        Reply::Console(out, b"OK".to_vec())
    }
}

impl Reply {
    fn into_packet(self) -> Vec<u8> {
        match self {
            Reply::Packet(p) => p,
            _ => Vec::new(),
        }
    }
}

/// A resume action of `vCont`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Continue,
    Step,
    Stop,
}

/// A thread id: hex, positive, or `pP.T` multiprocess form (the thread part taken).
fn parse_tid(s: &str) -> Option<WaveId> {
    let s = s.trim_end_matches(';');
    let s = match s.strip_prefix('p') {
        Some(rest) => rest.split_once('.')?.1,
        None => s,
    };
    let n = parse_hex(s.as_bytes())?;
    u32::try_from(n).ok().filter(|&n| n > 0).map(WaveId)
}

/// `BODY;thread:T;` → (BODY, Some(T)).
fn split_suffix(arg: &str) -> (&str, Option<&str>) {
    match arg.split_once(";thread:") {
        Some((body, t)) => (body, Some(t.trim_end_matches(';'))),
        None => (arg, None),
    }
}

fn suffix_thread(arg: &str) -> Option<&str> {
    split_suffix(arg).1
}

/// `ADDR,LEN` in hex.
fn addr_len(s: &str) -> Option<(u64, usize)> {
    let (a, l) = s.split_once(',')?;
    Some((
        parse_hex(a.as_bytes())?,
        usize::try_from(parse_hex(l.as_bytes())?).ok()?,
    ))
}

/// One `qXfer` chunk: `OFFSET,LENGTH` of `data`, `m` if more follows, `l` if it is the last.
fn xfer_chunk(data: &[u8], range: &str) -> Reply {
    let Some((off, len)) = addr_len(range) else {
        return enn(0);
    };
    let Ok(off) = usize::try_from(off) else {
        return enn(0);
    };
    let len = len.min(MAX_PACKET / 2);
    if off >= data.len() {
        return pk("l");
    }
    let end = off.saturating_add(len).min(data.len());
    let mut out = vec![if end < data.len() { b'm' } else { b'l' }];
    packet::escape_into(&data[off..end], &mut out);
    Reply::Packet(out)
}

fn xml_escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '&' => o.push_str("&amp;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&apos;"),
            c => o.push(c),
        }
    }
    o
}

/// The reader thread: frames to the channel (`None` at end of input); `0x03` raises the
/// interrupt flag at once, and so does any frame while `wake` is set (non-stop running).
fn read_frames<R: Read>(
    mut reader: R,
    tx: mpsc::Sender<Option<Frame>>,
    interrupt: Arc<AtomicBool>,
    wake: Arc<AtomicBool>,
) {
    let mut decoder = Decoder::default();
    let mut buf = [0u8; 4096];
    loop {
        let n = match reader.read(&mut buf) {
            Ok(0) | Err(_) => {
                // A client gone while waves run must not leave the stub waiting on them.
                interrupt.store(true, Ordering::SeqCst);
                let _ = tx.send(None);
                return;
            }
            Ok(n) => n,
        };
        for &b in &buf[..n] {
            if let Some(f) = decoder.push(b) {
                if f == Frame::Interrupt || wake.load(Ordering::SeqCst) {
                    interrupt.store(true, Ordering::SeqCst);
                }
                if tx.send(Some(f)).is_err() {
                    return;
                }
            }
        }
    }
}
