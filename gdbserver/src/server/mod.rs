//! The stub: GDB remote protocol over any [`Target`], waves as threads.
//!
//! [`Server::handle`] answers one packet (a table maps each packet's name to its handler);
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
//! What a connection may cost is bounded: at most [`QUEUED_PACKETS`] packets of
//! [`MAX_PACKET`] bytes wait to be answered (a client that sends faster waits, as TCP makes
//! it), and no reply is longer than [`MAX_PACKET`] (lists are paged) but the recorded
//! history's log, which hdb's client reads in [`crate::ext::RECORD_LOG_BYTES`] pieces.
//!
//! The packets, the extension packets and the choices made are written down in
//! `docs/gdb-remote.md`.

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};
use std::fmt::Write as _;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use amdgpu::target::{
    Event, Lane, ProcessEnd, ResumeMode, StopReason, Target, TargetError, Wait, WatchKind,
    WatchRegion, WatchScope, Wave, WaveId, WaveState,
};
use amdgpu::{AddressSpace, Register, WaveSize};

use crate::ext;
use crate::packet::{self, from_hex, parse_hex, to_hex, Frame, MAX_PACKET};
use crate::regs::{Entry, Identity, RegisterMap, Slot};
use crate::Error;

pub use incoming::Incoming;
use incoming::{Got, Link, ReaderFlags};

mod extension;
mod incoming;
mod queries;
mod reverse;
mod run;
mod state;

/// Packets a connection may have waiting to be answered; the reader stops reading (and the
/// client's sends block) while this many wait, so a flood costs at most this many
/// [`MAX_PACKET`]-byte bodies.
pub const QUEUED_PACKETS: usize = 64;

/// What the stub knows of the launch it serves (for `qAMDGPU.program`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    /// The program line a local `run` prints (`PATH --kernel K --grid … --block …`).
    pub command_line: String,
    /// The kernel's name (empty for a host program, which launches many).
    pub kernel: String,
    /// The URIs of the code objects a host program will load, known before it starts (its
    /// fat binaries' entries), so a client resolves breakpoints in them before `run`; empty
    /// for a launch (its code object is loaded already).
    pub code_objects: Vec<String>,
}

/// Makes a fresh target for the same launch (for `vRun`, `R` and a killed kernel), wired to
/// the interrupt flag it is given.
pub type Relaunch = Arc<dyn Fn(Arc<AtomicBool>) -> Result<Box<dyn Target>, String> + Send + Sync>;

/// Runs a debugger's commands over the target the stub serves, at the current stop: the
/// `monitor` commands the stub does not answer itself (`monitor print n`, `monitor bt`).
/// The stub reads no DWARF; the front end that builds it installs one
/// ([`Server::set_inspector`]).
pub trait Inspector {
    /// Runs `command` over `target`, which is lent for the call and must be left in place
    /// (the same target) when it returns; `at` says where the client stands.
    fn inspect(&mut self, target: &mut Box<dyn Target>, at: &InspectAt, command: &str)
        -> Inspected;
}

/// Where the client stands when it asks an [`Inspector`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InspectAt {
    /// Changes whenever the target's state may have changed (a run, a write, a planted
    /// breakpoint, a restart) and for each new client: what an inspector learned at another
    /// generation is stale.
    pub generation: u64,
    /// The wave the client selected (`Hg`), else the last stop's; `None` without waves.
    pub wave: Option<WaveId>,
}

/// What an [`Inspector`] answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inspected {
    /// The text the command printed (its error message last when it failed).
    pub text: String,
    /// The lane the inspector's focus is on afterwards (the stub's `private_lane` reads
    /// follow it).
    pub lane: Option<u32>,
}

/// How the stub presents itself.
#[derive(Clone, Default)]
pub struct Options {
    /// Identity (`--compat aarch64`).
    pub identity: Identity,
    /// The launch, when the stub started the kernel.
    pub program: Option<Program>,
    /// Launches the kernel again; without it `vRun` and `R` are refused and `k` ends the
    /// stub's service.
    pub relaunch: Option<Relaunch>,
    /// A client that sends nothing for this long while no wave runs is dropped (the kernel
    /// stays as it is for the next client).
    pub idle_timeout: Option<Duration>,
    /// Record the run from the kernel's start (where the target can), so `bs` and `bc` can
    /// go back to it.
    pub record: bool,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("identity", &self.identity)
            .field("program", &self.program)
            .field("relaunch", &self.relaunch.is_some())
            .field("idle_timeout", &self.idle_timeout)
            .field("record", &self.record)
            .finish()
    }
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
    /// The client sent nothing for [`Options::idle_timeout`].
    Idle,
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
    /// Send nothing (`R`, and `k` in extended mode).
    Nothing,
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
    /// Extended mode (`!`): `D` keeps the connection, `k` keeps the stub, `vRun` restarts.
    extended: bool,
    /// An extended-mode client detached but stayed connected: a new client takes over.
    detached: bool,
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
    /// Where `qsThreadInfo` goes on (an index into the live waves).
    thread_cursor: usize,
    /// Breakpoints and watchpoints this client planted, taken out when it goes.
    planted: BTreeSet<u64>,
    watched: Vec<WatchRegion>,
}

/// A reply built from the whole target, kept while nothing changes (`qXfer` objects and the
/// core are read in many chunks).
#[derive(Debug, Default)]
struct Snapshots {
    /// The [`Server::epoch`] they were built at.
    epoch: u64,
    threads_xml: Option<Vec<u8>>,
    core: Option<(Vec<u8>, String)>,
}

type Handler = fn(&mut Server, &str) -> Reply;

/// Whether a packet needs the waves to exist: the first packet that does holds the kernel at
/// its start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Waves {
    Needed,
    NotNeeded,
}

/// Packet names, whether they need the waves, and their handlers. A handler gets what follows
/// the name (for `q`, `Q` and `v` packets, from the separator on: `:`, `,` or `;`). A packet
/// whose name is not here gets the empty reply ("unsupported"): names are matched whole, so `qCRC` is not `qC`.
const TABLE: &[(&str, Waves, Handler)] = &[
    ("qSupported", Waves::NotNeeded, Server::q_supported),
    ("b", Waves::Needed, Server::reverse),
    ("QStartNoAckMode", Waves::NotNeeded, |s, a| {
        bare(s, a, |s| {
            s.conn.no_ack = true;
            ok()
        })
    }),
    ("QThreadSuffixSupported", Waves::NotNeeded, |s, a| {
        bare(s, a, |_| ok())
    }),
    ("QListThreadsInStopReply", Waves::NotNeeded, |s, a| {
        bare(s, a, |s| {
            s.conn.list_threads = true;
            ok()
        })
    }),
    ("QEnableErrorStrings", Waves::NotNeeded, |s, a| {
        bare(s, a, |_| ok())
    }),
    ("QNonStop", Waves::NotNeeded, Server::q_non_stop),
    (
        "QAMDGPU.run-on-wait",
        Waves::NotNeeded,
        Server::q_run_on_wait,
    ),
    ("qAMDGPU.program", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("program", a)
    }),
    ("qAMDGPU.abilities", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("abilities", a)
    }),
    ("qAMDGPU.agents", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("agents", a)
    }),
    ("qAMDGPU.queues", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("queues", a)
    }),
    ("qAMDGPU.dispatches", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("dispatches", a)
    }),
    ("qAMDGPU.waves", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("waves", a)
    }),
    ("qAMDGPU.code-objects", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("code-objects", a)
    }),
    ("qAMDGPU.apertures", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("apertures", a)
    }),
    ("qAMDGPU.reg", Waves::NotNeeded, |s, a| s.q_amdgpu("reg", a)),
    ("qAMDGPU.regs", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("regs", a)
    }),
    ("qAMDGPU.wave-regs", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("wave-regs", a)
    }),
    ("qAMDGPU.mem", Waves::NotNeeded, |s, a| s.q_amdgpu("mem", a)),
    ("qAMDGPU.lanes", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("lanes", a)
    }),
    ("qAMDGPU.stop-reason", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("stop-reason", a)
    }),
    ("qAMDGPU.core", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("core", a)
    }),
    ("qAMDGPU.focus", Waves::NotNeeded, |s, a| {
        s.q_amdgpu("focus", a)
    }),
    ("qAMDGPU.record", Waves::NotNeeded, Server::q_record),
    ("qAMDGPU.record-log", Waves::NotNeeded, Server::q_record_log),
    (
        "qAMDGPU.record-find",
        Waves::NotNeeded,
        Server::q_record_find,
    ),
    (
        "qAMDGPU.record-write",
        Waves::NotNeeded,
        Server::q_record_write,
    ),
    ("QAMDGPU.record", Waves::NotNeeded, Server::set_record),
    ("QAMDGPU.reg", Waves::NotNeeded, |s, a| {
        s.set_amdgpu("reg", a)
    }),
    ("QAMDGPU.mem", Waves::NotNeeded, |s, a| {
        s.set_amdgpu("mem", a)
    }),
    ("vAMDGPU.wait", Waves::NotNeeded, Server::v_wait),
    ("qXfer", Waves::Needed, Server::q_xfer),
    ("qfThreadInfo", Waves::Needed, |s, a| {
        bare(s, a, Server::thread_info_first)
    }),
    ("qsThreadInfo", Waves::NotNeeded, |s, a| {
        bare(s, a, Server::thread_info_next)
    }),
    ("qThreadExtraInfo", Waves::Needed, Server::thread_extra_info),
    ("qThreadStopInfo", Waves::Needed, Server::thread_stop_info),
    ("qRegisterInfo", Waves::Needed, Server::register_info),
    ("qHostInfo", Waves::NotNeeded, |s, a| {
        bare(s, a, Server::host_info)
    }),
    ("qProcessInfo", Waves::NotNeeded, |s, a| {
        bare(s, a, Server::process_info)
    }),
    ("qGDBServerVersion", Waves::NotNeeded, |s, a| {
        bare(s, a, |_| {
            pk(format!("name:hdb;version:{};", env!("CARGO_PKG_VERSION")))
        })
    }),
    ("qC", Waves::Needed, |s, a| bare(s, a, Server::q_c)),
    // `qAttached` or `qAttached:PID`: the kernel was there before the client came.
    ("qAttached", Waves::NotNeeded, |_, _| pk("1")),
    ("qSymbol", Waves::NotNeeded, |_, _| ok()),
    ("qRcmd", Waves::NotNeeded, Server::monitor),
    ("vCont?", Waves::NotNeeded, |s, a| {
        bare(s, a, |_| pk("vCont;c;C;s;S;t"))
    }),
    ("vCont", Waves::Needed, Server::v_cont),
    ("vStopped", Waves::NotNeeded, |s, a| {
        bare(s, a, Server::v_stopped)
    }),
    ("vCtrlC", Waves::NotNeeded, |s, a| {
        bare(s, a, Server::v_ctrl_c)
    }),
    ("vKill", Waves::NotNeeded, Server::v_kill),
    ("vRun", Waves::NotNeeded, Server::v_run),
    ("vAttach", Waves::NotNeeded, Server::v_attach),
    ("!", Waves::NotNeeded, |s, a| {
        bare(s, a, |s| {
            s.conn.extended = true;
            ok()
        })
    }),
    ("R", Waves::NotNeeded, Server::restart_packet),
    ("?", Waves::Needed, |s, a| bare(s, a, Server::question)),
    ("H", Waves::Needed, Server::set_thread),
    ("T", Waves::Needed, Server::thread_alive),
    ("g", Waves::Needed, Server::read_g),
    ("G", Waves::NotNeeded, Server::write_g),
    ("p", Waves::Needed, Server::read_p),
    ("P", Waves::NotNeeded, Server::write_p),
    ("m", Waves::Needed, Server::read_m),
    ("M", Waves::NotNeeded, Server::write_m),
    ("x", Waves::Needed, Server::read_x),
    ("X", Waves::NotNeeded, Server::write_x_packet),
    ("Z", Waves::NotNeeded, Server::insert_point),
    ("z", Waves::NotNeeded, Server::remove_point),
    ("c", Waves::Needed, Server::cont),
    ("C", Waves::NotNeeded, Server::cont_signal),
    ("s", Waves::Needed, Server::step),
    ("S", Waves::NotNeeded, Server::step_signal),
    ("D", Waves::NotNeeded, Server::detach),
    ("k", Waves::NotNeeded, |s, a| bare(s, a, Server::kill)),
];

/// Answers a packet that takes no arguments: anything after its name is an error.
fn bare(s: &mut Server, args: &str, f: fn(&mut Server) -> Reply) -> Reply {
    if args.is_empty() {
        f(s)
    } else {
        enn(1)
    }
}

/// Splits a packet into its name and the rest: `q`, `Q` and `v` packets are named up to the
/// first `:`, `,` or `;` (LLDB's `qRegisterInfoN` and `qThreadStopInfoN` carry their number
/// right after the name); every other packet is named by its first character.
fn split_packet(text: &str) -> (&str, &str) {
    match text.as_bytes().first() {
        Some(b'q' | b'Q' | b'v') => {
            for numbered in ["qRegisterInfo", "qThreadStopInfo"] {
                if let Some(rest) = text.strip_prefix(numbered) {
                    if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_hexdigit()) {
                        return (numbered, rest);
                    }
                }
            }
            let end = text.find([':', ',', ';']).unwrap_or(text.len());
            text.split_at(end)
        }
        Some(_) => {
            let first = text.chars().next().map_or(0, char::len_utf8);
            text.split_at(first)
        }
        None => ("", ""),
    }
}

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
    /// Where waves stood at breakpoint hits already reported when recording began.
    record_began: Vec<(WaveId, u64)>,
    maps: HashMap<WaveSize, RegisterMap>,
    /// The lane monitor `lane N` selected (for `private_lane` reads and `info lanes`).
    lane: u32,
    /// What the stub serves has ended: its dispatch completed, or its host program exited.
    completed: bool,
    /// How the host program ended (pid, end), for a target that runs one: the `W` or `X`
    /// reply carries it.
    process_end: Option<(u32, ProcessEnd)>,
    /// Some wave has been resumed since the stub held the kernel at its start.
    started: bool,
    /// Non-stop: the target may have something to run (a wave was resumed, or waves exited
    /// and work-groups may start or the dispatch end) since it last said nothing can run.
    may_run: bool,
    /// The code under the traps planted by `Z0` (address → its 4 bytes).
    shadows: std::collections::BTreeMap<u64, Vec<u8>>,
    /// Counts changes of the target's state (runs, writes, restarts): snapshots of an older
    /// epoch are stale.
    epoch: u64,
    snapshots: Snapshots,
    /// Runs the `monitor` commands the stub does not answer itself.
    inspector: Option<Box<dyn Inspector>>,
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
            record_began: Vec::new(),
            maps: HashMap::new(),
            lane: 0,
            completed: false,
            process_end: None,
            started: false,
            may_run: false,
            shadows: Default::default(),
            epoch: 0,
            snapshots: Snapshots::default(),
            inspector: None,
            log: Vec::new(),
        }
    }

    /// Answers the `monitor` commands the stub does not know itself with `inspector` (the
    /// debugger's command language over the served target).
    pub fn set_inspector(&mut self, inspector: Box<dyn Inspector>) {
        self.inspector = Some(inspector);
    }

    /// The target (for tests and benchmarks).
    pub fn target(&mut self) -> &mut dyn Target {
        self.target.as_mut()
    }

    /// How the host program ended, once a target that runs one has reported its end.
    pub fn process_end(&self) -> Option<ProcessEnd> {
        self.process_end.map(|(_, how)| how)
    }

    /// Whether the stub can launch its kernel again (`vRun`, `R`, after `k`).
    pub fn can_relaunch(&self) -> bool {
        self.options.relaunch.is_some()
    }

    /// Replaces the target with a fresh launch, held at its start for the next packet that
    /// needs threads. The connection's negotiated modes stay; its thread selections,
    /// queued stops and planted points go with the old kernel.
    pub fn relaunch(&mut self) -> Result<(), String> {
        let make = self
            .options
            .relaunch
            .clone()
            .ok_or_else(|| "this stub cannot launch its kernel again".to_string())?;
        self.interrupt.store(false, Ordering::SeqCst);
        self.target = make(self.interrupt.clone())?;
        self.pending.clear();
        self.last_stop = None;
        self.completed = false;
        self.process_end = None;
        self.started = false;
        self.may_run = false;
        self.shadows.clear();
        self.lane = 0;
        self.conn.g_thread = None;
        self.conn.c_thread = None;
        self.conn.stops.clear();
        self.conn.notified = false;
        self.conn.stop_asked.clear();
        self.conn.thread_cursor = 0;
        self.conn.planted.clear();
        self.conn.watched.clear();
        self.changed();
        Ok(())
    }

    /// Whether the target runs a host program (a HIP program whose kernels are its
    /// dispatches): its end is the program's, and it loads code objects as it goes.
    pub fn hosted(&self) -> bool {
        self.target.process_id().is_some()
    }

    /// Notes that the target's state may have changed: snapshots are rebuilt on next use.
    fn changed(&mut self) {
        self.epoch += 1;
    }

    /// The snapshots, emptied if they are stale.
    fn snapshots(&mut self) -> &mut Snapshots {
        if self.snapshots.epoch != self.epoch {
            self.snapshots = Snapshots {
                epoch: self.epoch,
                ..Snapshots::default()
            };
        }
        &mut self.snapshots
    }

    /// Starts the dispatch with the interrupt flag raised: the waves are created and stopped
    /// (reason `Requested`) before any instruction runs, and the scheduler's order is left
    /// as a fresh dispatch has it. Done on the first packet that needs a thread (stock
    /// clients ask for one at once); hdb's client never asks before `run`, so its session
    /// starts the dispatch exactly as a local one does. A target with a host program has no
    /// waves until the program launches a kernel: the program runs (its code objects
    /// loading meanwhile) until its first dispatch is held so, or until it ends.
    fn hold_at_start(&mut self) {
        if self.started || self.completed || !self.target.waves().is_empty() {
            return;
        }
        if self.target.run_control().is_none() {
            return;
        }
        self.hold_next_dispatch();
        if self.options.record && !self.completed {
            if let Some(r) = self.target.replay() {
                match r.start_recording(None) {
                    Ok(()) => self.note_record_start(),
                    Err(e) => self.log.push(format!("cannot record the kernel: {e}")),
                }
            }
        }
        self.changed();
    }

    /// Holds the next dispatch before its first instruction: with the interrupt flag up, the
    /// target creates its waves stopped. A host program runs on between kernels (held at
    /// each wait while the flag is up) until it launches one or ends. Answers the first event
    /// that is not the host's: a held wave's stop, or the end (noted).
    fn hold_next_dispatch(&mut self) -> Option<Event> {
        let hosted = self.hosted();
        let rc = self.target.run_control()?;
        self.interrupt.store(true, Ordering::SeqCst);
        let first = loop {
            let first = rc.wait(Wait::Block);
            while let Ok(Some(_)) = rc.wait(Wait::Poll) {}
            match first {
                Ok(Some(Event::CodeObjectsChanged)) if hosted => continue,
                Ok(e) => break e,
                Err(_) => break None,
            }
        };
        self.interrupt.store(false, Ordering::SeqCst);
        match &first {
            Some(e @ (Event::DispatchCompleted { .. } | Event::ProcessExited { .. })) => {
                self.ended(e)
            }
            Some(Event::WaveStopped { wave, reason, .. }) => {
                self.last_stop = Some((*wave, reason.clone()));
            }
            _ => {}
        }
        self.changed();
        first
    }

    // ----- the connection -----

    /// Serves one client until it detaches, kills or goes away. `reader` is read on this
    /// thread while nothing runs and on a thread of its own while waves run (so `0x03` is
    /// seen at once); replies go to `writer`. Protocol errors from the
    /// client are logged and answered; only I/O errors end the connection early. When the
    /// connection ends, the breakpoints and watchpoints the client planted are taken out.
    pub fn serve<R: Incoming>(&mut self, reader: R, writer: &mut dyn Write) -> Result<End, Error> {
        self.serve_until(reader, writer, &AtomicUsize::new(0))
    }

    /// [`Server::serve`], also ending (as [`End::Detached`]) while `waiting` counts new
    /// clients and this one has detached in extended mode: a new client takes its place.
    pub(crate) fn serve_until<R: Incoming>(
        &mut self,
        reader: R,
        writer: &mut dyn Write,
        waiting: &AtomicUsize,
    ) -> Result<End, Error> {
        self.conn = Conn::default();
        // A new client starts afresh: what the last one's `monitor` selected is not its.
        self.changed();
        // The last client may have left with the flag raised (see `read_frames`).
        self.interrupt.store(false, Ordering::SeqCst);
        let mut link = Link::new(reader, ReaderFlags::new(self.interrupt.clone()));
        let result = self.connection(&mut link, writer, waiting);
        // The reader must not raise the flag for a later client's waves.
        link.flags.live.store(false, Ordering::SeqCst);
        let end = match result {
            Ok(end) => end,
            Err(e) => {
                self.stop_running();
                self.remove_points();
                return Err(e);
            }
        };
        if end != End::Killed {
            if matches!(end, End::Disconnected | End::Idle) {
                self.stop_running();
            }
            self.remove_points();
        }
        Ok(end)
    }

    fn connection(
        &mut self,
        link: &mut Link,
        writer: &mut dyn Write,
        waiting: &AtomicUsize,
    ) -> Result<End, Error> {
        let mut last: Vec<u8> = Vec::new();
        loop {
            if self.conn.detached && waiting.load(Ordering::SeqCst) > 0 {
                return Ok(End::Detached);
            }
            if self.conn.non_stop {
                // Packets arrive while waves run: the reader thread must see them at once.
                link.lend();
            } else {
                link.ask_back();
            }
            let frame = if self.runs_eagerly() {
                match link.try_recv() {
                    Ok(f) => f,
                    Err(true) => {
                        self.run_eagerly(&link.flags.wake, writer)?;
                        continue;
                    }
                    Err(false) => continue,
                }
            } else {
                // Wake up now and then to notice a take-over or an idle client.
                let idle = self.options.idle_timeout;
                let started = std::time::Instant::now();
                loop {
                    if let Some(f) = link.early() {
                        break f;
                    }
                    let waited = match link.local() {
                        Some(source) => match source.next() {
                            Got::Frame(f) => break Some(f),
                            Got::Closed => break None,
                            Got::Waiting => true,
                        },
                        None => match link.recv_timeout(incoming::TICK) {
                            Ok(f) => break f,
                            Err(waited) => waited,
                        },
                    };
                    if !waited {
                        continue;
                    }
                    if self.conn.detached && waiting.load(Ordering::SeqCst) > 0 {
                        return Ok(End::Detached);
                    }
                    if idle.is_some_and(|t| started.elapsed() >= t) {
                        self.log.push(format!(
                            "client sent nothing for {} s",
                            idle.map_or(0, |t| t.as_secs())
                        ));
                        return Ok(End::Idle);
                    }
                }
            };
            let Some(frame) = frame else {
                return Ok(if self.conn.detached {
                    End::Detached
                } else {
                    End::Disconnected
                });
            };
            match frame {
                Frame::Packet(body) => {
                    if !self.conn.no_ack {
                        writer.write_all(b"+")?;
                    }
                    let reply = self.handle(&body);
                    if !matches!(reply, Reply::Packet(_) | Reply::Console(..)) {
                        // The waves may run, or the session end: `0x03` and a lingering
                        // client's packets are read on the reader thread.
                        link.lend();
                    }
                    if let Some(end) = self.emit_to(reply, writer, &mut last)? {
                        if end == End::Detached && self.conn.non_stop {
                            self.linger(link, writer)?;
                        }
                        return Ok(end);
                    }
                }
                Frame::Nack if !last.is_empty() => writer.write_all(&last)?,
                Frame::Interrupt => self.interrupt_idle(),
                Frame::Bad(e) => {
                    self.log.push(format!("dropped a packet: {e}"));
                    if self.conn.no_ack {
                        // Nothing is resent without acks: the client gets an answer for the
                        // packet it sent, so requests and replies stay paired.
                        let reply = typed(&TargetError::Other(format!("packet dropped: {e}")));
                        self.emit_to(reply, writer, &mut last)?;
                    } else {
                        writer.write_all(b"-")?;
                    }
                }
                Frame::Ack | Frame::Nack | Frame::Notification(_) => {}
            }
            if self.conn.non_stop && !self.conn.run_on_wait {
                self.collect_events();
                self.flush_notifications(writer)?;
            }
            writer.flush()?;
        }
    }

    /// After a non-stop `D`: GDB may still drain a stop notification it received before
    /// its `D` was answered (`vStopped`), and closing at once makes it report a lost
    /// connection. Until the client closes (2 s at most), `vStopped` is answered `OK`
    /// (the queue went with the detach) and anything else an error.
    fn linger(&mut self, link: &mut Link, writer: &mut dyn Write) -> Result<(), Error> {
        self.conn.stops.clear();
        let until = std::time::Instant::now() + Duration::from_secs(2);
        while let Some(left) = until.checked_duration_since(std::time::Instant::now()) {
            link.lend();
            match link.recv_timeout(left) {
                Ok(Some(Frame::Packet(body))) => {
                    if !self.conn.no_ack {
                        writer.write_all(b"+")?;
                    }
                    let reply: &[u8] = if body == b"vStopped" { b"OK" } else { b"E01" };
                    writer.write_all(&packet::frame(reply, false))?;
                    writer.flush()?;
                }
                Ok(Some(_)) | Err(false) => {}
                Ok(None) | Err(true) => break,
            }
        }
        Ok(())
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
            Reply::Nothing => {}
        }
        writer.flush()?;
        Ok(None)
    }

    /// Answers one packet body (escapes still in place).
    pub fn handle(&mut self, body: &[u8]) -> Reply {
        // Packets are ASCII but for `X` data; binary bytes are kept as Latin-1 so names
        // still match and `X` can take its bytes back.
        let text: String = body.iter().map(|&b| char::from(b)).collect();
        let (name, args) = split_packet(&text);
        match TABLE.iter().find(|(n, _, _)| *n == name) {
            Some((_, waves, handler)) => {
                if *waves == Waves::Needed {
                    self.hold_at_start();
                }
                handler(self, args)
            }
            // Unknown packets are normal (clients probe); the empty reply says "unsupported".
            None => empty(),
        }
    }

    /// Takes out the breakpoints and watchpoints the client planted (a client that goes
    /// away must not leave traps for the next one).
    fn remove_points(&mut self) {
        let planted = std::mem::take(&mut self.conn.planted);
        let watched = std::mem::take(&mut self.conn.watched);
        if planted.is_empty() && watched.is_empty() {
            return;
        }
        for a in &planted {
            self.shadows.remove(a);
            if let Some(b) = self.target.breakpoints() {
                let _ = b.remove_breakpoint(*a);
            }
        }
        for r in &watched {
            if let Some(w) = self.target.watchpoints() {
                let _ = w.remove_watchpoint(r);
            }
        }
        self.log.push(format!(
            "took out {} breakpoints and {} watchpoints the client left",
            planted.len(),
            watched.len()
        ));
        self.changed();
    }

    // ----- helpers -----

    /// The register map for a wave, built on first use for its wave size.
    fn map_for(&mut self, wave: &Wave) -> &RegisterMap {
        let size = wave.wave_size;
        if !self.maps.contains_key(&size) {
            let t = self.target.as_mut();
            let id = wave.id;
            let map = RegisterMap::new(self.options.identity, size, |r| {
                let mut buf = vec![0u8; r.byte_size(size) as usize];
                t.read_register(id, r, &mut buf).is_ok()
            });
            self.maps.insert(size, map);
        }
        &self.maps[&size]
    }

    /// The wave a packet is about: its `;thread:N;` suffix, else the wave `Hg` selected, else
    /// the last stopped one. A suffix or selection that names no live wave is an error, never
    /// another wave.
    fn thread_for(&mut self, suffix: Option<&str>) -> Result<Wave, TargetError> {
        let waves = self.target.waves();
        let named = match suffix {
            Some(t) => Some(parse_tid(t).ok_or_else(|| {
                TargetError::Other(format!("`{}` is not a thread id", t.escape_default()))
            })?),
            None => self.conn.g_thread,
        };
        if let Some(id) = named {
            return waves
                .into_iter()
                .find(|w| w.id == id && w.state != WaveState::Exited)
                .ok_or(TargetError::NoWave(id));
        }
        self.default_wave(&waves)
            .ok_or(TargetError::NoWave(WaveId(0)))
    }

    /// The wave a packet without a thread is about: the last stopped, else the one the
    /// target says its writer stood on (a core's focus), else any stopped one, else the first.
    fn default_wave(&self, waves: &[Wave]) -> Option<Wave> {
        let last = self.last_stop.as_ref().map(|(w, _)| *w);
        let live = |id: WaveId| {
            waves
                .iter()
                .find(|w| w.id == id && w.state != WaveState::Exited)
        };
        last.and_then(live)
            .or_else(|| self.target.focus().and_then(|(w, _)| live(w)))
            .or_else(|| waves.iter().find(|w| w.state == WaveState::Stopped))
            .or_else(|| waves.iter().find(|w| w.state != WaveState::Exited))
            .or(waves.first())
            .cloned()
    }

    /// Some wave for global-memory access (global memory does not depend on it).
    fn memory_wave(&mut self) -> Option<Wave> {
        if let Ok(w) = self.thread_for(None) {
            return Some(w);
        }
        let waves = self.target.waves();
        self.default_wave(&waves)
    }

    fn first_map(&mut self) -> Option<RegisterMap> {
        let waves = self.target.waves();
        let w = self.default_wave(&waves)?;
        Some(self.map_for(&w).clone())
    }

    fn read_slot(&mut self, wave: &Wave, slot: Slot, bits: u32) -> Option<Vec<u8>> {
        match slot {
            Slot::Dummy(_) => Some(vec![0; bits as usize / 8]),
            Slot::Amd(r) => {
                let mut buf = vec![0u8; r.byte_size(wave.wave_size) as usize];
                self.target.read_register(wave.id, r, &mut buf).ok()?;
                Some(buf)
            }
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
    let s = match s.strip_prefix('p') {
        Some(rest) => rest.split_once('.')?.1,
        None => s,
    };
    let n = parse_hex(s.as_bytes())?;
    u32::try_from(n).ok().filter(|&n| n > 0).map(WaveId)
}

/// `BODY;thread:T;` → (BODY, Some(T)); the suffix must end the packet.
fn split_suffix(arg: &str) -> (&str, Option<&str>) {
    match arg.split_once(";thread:") {
        Some((body, t)) => (body, Some(t.strip_suffix(';').unwrap_or(t))),
        None => (arg, None),
    }
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
/// The chunk is cut so that, escaped, it fits a packet.
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

/// One page of a list reply: records from index `start`, `;`-separated, as many as fit in a
/// packet, after `m` (more follow: ask again from the index after the last one sent) or `l`
/// (the last page).
fn page(records: impl Iterator<Item = String>, start: usize) -> Reply {
    let mut out = String::from("l");
    let mut any = false;
    for r in records.skip(start) {
        if out.len() + r.len() + 1 > MAX_PACKET {
            out.replace_range(..1, "m");
            if !any {
                // A record longer than a packet cannot be sent at all.
                return enn(1);
            }
            break;
        }
        if any {
            out.push(';');
        }
        out.push_str(&r);
        any = true;
    }
    Reply::Packet(out.into_bytes())
}

/// The index a paged list packet starts at: `:START` in hex, or nothing for 0.
fn page_start(args: &str) -> Option<usize> {
    match args.strip_prefix(':') {
        Some(n) => usize::try_from(parse_hex(n.as_bytes())?).ok(),
        None if args.is_empty() => Some(0),
        None => None,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packets_split_at_their_names() {
        assert_eq!(split_packet("qC"), ("qC", ""));
        assert_eq!(split_packet("qCRC:0,4"), ("qCRC", ":0,4"));
        assert_eq!(split_packet("qRegisterInfo1f"), ("qRegisterInfo", "1f"));
        assert_eq!(split_packet("qRegisterInfoZZ"), ("qRegisterInfoZZ", ""));
        assert_eq!(split_packet("vCont?"), ("vCont?", ""));
        assert_eq!(split_packet("vCont;c:1"), ("vCont", ";c:1"));
        assert_eq!(split_packet("qAMDGPU.waves:10"), ("qAMDGPU.waves", ":10"));
        assert_eq!(split_packet("Hg1"), ("H", "g1"));
        assert_eq!(split_packet("cjunk"), ("c", "junk"));
        assert_eq!(split_packet("\u{ff}x"), ("\u{ff}", "x"));
        assert_eq!(split_packet(""), ("", ""));
    }

    #[test]
    fn a_stop_reply_carries_the_signal_gdb_prints_for_the_stop() {
        use amdgpu::target::FaultKind;
        let interrupt = Arc::new(AtomicBool::new(false));
        let fake = crate::fake::FakeTarget::new(1, interrupt.clone());
        let mut server = Server::new(Box::new(fake), interrupt, crate::Options::default());
        let fault = |kind| StopReason::MemoryFault {
            address: 0x1001,
            space: AddressSpace::Global,
            kind,
        };
        let cases = [
            (StopReason::Breakpoint, "T05"),
            (StopReason::AssertTrap, "T06"),
            (fault(FaultKind::Unmapped), "T0b"),
            (fault(FaultKind::Misaligned), "T0a"),
            (fault(FaultKind::Aperture), "T0a"),
            (StopReason::MemoryViolation, "T0b"),
            (
                StopReason::IllegalInstruction {
                    mnemonic: String::new(),
                    unimplemented: false,
                },
                "T04",
            ),
            (StopReason::Deadlock, "T11"),
        ];
        for (reason, start) in cases {
            let reply = server.stop_reply(WaveId(1), &reason, true);
            let reply = String::from_utf8(reply).unwrap();
            assert!(reply.starts_with(start), "{reason:?}: {reply}");
            assert_eq!(reply[1..3], format!("{:02x}", reason.signal().number));
        }
        let other = server.stop_reply(WaveId(1), &StopReason::Requested, false);
        assert!(other.starts_with(b"T00"));
        let interrupted = server.stop_reply(WaveId(1), &StopReason::Requested, true);
        assert!(interrupted.starts_with(b"T02"));
    }

    #[test]
    fn pages_fill_packets_and_say_whether_more_follow() {
        let records = || (0..5000).map(|i| format!("{i:x},abcdef"));
        let Reply::Packet(first) = page(records(), 0) else {
            panic!()
        };
        assert_eq!(first[0], b'm');
        assert!(first.len() <= MAX_PACKET);
        let n = first.split(|&b| b == b';').count();
        let Reply::Packet(next) = page(records(), n) else {
            panic!()
        };
        assert!(next.starts_with(format!("m{n:x},").as_bytes()));
        let Reply::Packet(last) = page(records(), 4999) else {
            panic!()
        };
        assert_eq!(last, b"l1387,abcdef");
        assert_eq!(page(records(), 6000), pk("l"));
        assert_eq!(page(std::iter::once("x".repeat(MAX_PACKET)), 0), enn(1));
        assert_eq!(page_start(""), Some(0));
        assert_eq!(page_start(":1f"), Some(31));
        assert_eq!(page_start(":zz"), None);
        assert_eq!(page_start("1"), None);
    }
}
