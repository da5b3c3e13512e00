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

mod extension;
mod queries;
mod state;

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
        // The last client may have left with the flag raised (see `read_frames`).
        self.interrupt.store(false, Ordering::SeqCst);
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
                // Code-object changes are not stops (a served target has no host to load more).
                Some(Event::WaveExited { .. }) | Some(Event::CodeObjectsChanged) => continue,
                Some(Event::ProcessExited { .. }) => {
                    self.completed = true;
                    return b"W00".to_vec();
                }
                Some(Event::DispatchCompleted { .. }) => {
                    self.completed = true;
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
                        None => b"W00".to_vec(),
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
            Event::CodeObjectsChanged => None,
            Event::ProcessExited { .. } => {
                self.completed = true;
                Some(b"W00".to_vec())
            }
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
            StopReason::MemoryFault { .. } | StopReason::MemoryViolation => 11,
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
