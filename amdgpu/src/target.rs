//! The `Target` seam: what a debugger can ask of any source of wave state — the simulator, a
//! core file, a gdb-remote stub or (later) hardware through amd-dbgapi.
//!
//! The entity model is ROCgdb's (`shared/notes/anchors.md` §1.1): **agent → queue → dispatch →
//! wave → lane**. Entities are named by small copyable ids ([`AgentId`], [`QueueId`],
//! [`DispatchId`], [`WaveId`], [`Lane`]); each listing returns plain descriptions whose
//! `Display` follows ROCgdb's target-id strings (`AMDGPU Wave 1:1:1:3 (0,0,0)/2`).
//!
//! Reads are required of every target. Everything else is an **optional ability**, offered
//! through a method returning `Option<&mut dyn …>` (gdbstub's `support_*` habit): a core file
//! returns `None` from [`Target::run_control`], so a front end knows, before trying, that it
//! cannot resume. Nothing here is ever `unimplemented!()`.
//!
//! Run control is **event-driven**, because hardware and remote stops arrive asynchronously:
//! a client asks waves to resume, step or stop ([`RunControl`]), then waits for [`Event`]s
//! (a wave stopped and why — [`StopReason`] — a wave exited, a dispatch ended).
//!
//! Registers are named with [`Register`] (ROCgdb names); a vector register is read whole, four
//! bytes per lane, lane 0 first, exactly as its DWARF register is laid out. Memory is read by
//! [`AddressSpace`] for a wave and lane, with ROCdbgapi's meaning of each space
//! (`shared/notes/anchors.md` §2.5): `private_lane` is the lane's swizzled view of scratch,
//! `private_wave` the wave's unswizzled backing, `local` the wave's work-group LDS.

use std::fmt;

use crate::aspace::AddressSpace;
use crate::check::{CheckFinding, CheckSet};
use crate::register::{Register, WaveSize};

pub mod history;
pub mod tables;

/// An agent (a GPU), numbered from 1 like ROCgdb's agents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AgentId(pub u32);

/// A queue, numbered from 1 across all agents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct QueueId(pub u32);

/// A dispatch (one kernel launch), numbered from 1 across all queues.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DispatchId(pub u32);

/// A wave, numbered from 1 across all dispatches; the number a debugger shows as the thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WaveId(pub u32);

/// A lane (work-item slot) of a wave: 0..32 or 0..64.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lane(pub u32);

impl fmt::Display for WaveId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for Lane {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// An agent as a listing shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Agent {
    /// The agent.
    pub id: AgentId,
    /// Processor name (`gfx90a`).
    pub processor: String,
    /// The KFD GPU id, or any stable number a target without KFD chooses.
    pub gpu_id: u32,
    /// What the device is, when the target knows (ROCgdb's `info agents` columns).
    pub details: Option<AgentDetails>,
}

/// An agent's device, as ROCgdb's `info agents` shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AgentDetails {
    /// The device's name (`AMD Instinct MI210`).
    pub device_name: String,
    /// Compute units.
    pub cores: u32,
    /// Waves the device holds at once: compute units × SIMDs × waves a SIMD holds.
    pub threads: u32,
    /// Where it is: the PCI slot (`c1:00.0`) of a real device, `simulated` for the simulator's.
    pub location: String,
}

impl AgentDetails {
    /// A simulated device with processor `p`: the figures of the product it is reported as.
    pub fn simulated(p: &crate::Processor) -> AgentDetails {
        let product = crate::product::product(p);
        let cu = crate::product::compute_unit(p, crate::product::default_wave_size(p));
        AgentDetails {
            device_name: product.name.to_string(),
            cores: product.compute_units,
            threads: product.compute_units * cu.simds * cu.waves_per_simd,
            location: "simulated".to_string(),
        }
    }
}

impl fmt::Display for Agent {
    /// `AMDGPU Agent (GPUID 1234)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AMDGPU Agent (GPUID {})", self.gpu_id)
    }
}

/// A queue as a listing shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Queue {
    /// The queue.
    pub id: QueueId,
    /// Its agent.
    pub agent: AgentId,
    /// The KFD queue id (or a stable number).
    pub hw_id: u32,
    /// Its type, packet indices and ring, when the target knows them (ROCgdb's columns).
    pub details: Option<QueueDetails>,
}

/// What kind of queue, as amd-dbgapi's `amd_dbgapi_os_queue_type_t` names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueueKind {
    /// An HSA AQL queue any number of host threads may write.
    HsaMultipleProducer,
    /// An HSA AQL queue one host thread writes.
    HsaSingleProducer,
    /// An HSA AQL queue for cooperative (grid-synchronising) dispatches.
    HsaCooperative,
    /// A PM4 command queue.
    AmdPm4,
    /// A DMA engine queue.
    AmdSdma,
    /// A DMA engine queue over XGMI.
    AmdSdmaXgmi,
    /// A type the target does not name.
    Unknown,
}

impl QueueKind {
    /// From `hsa_queue_type_t` (the `type` field of an `hsa_queue_t`): 0 multiple producer,
    /// 1 single producer, 2 cooperative.
    pub fn from_hsa(t: u32) -> QueueKind {
        match t {
            0 => QueueKind::HsaMultipleProducer,
            1 => QueueKind::HsaSingleProducer,
            2 => QueueKind::HsaCooperative,
            _ => QueueKind::Unknown,
        }
    }
}

impl QueueKind {
    /// amd-dbgapi's number for the kind (`amd_dbgapi_os_queue_type_t`).
    pub fn dbgapi_number(self) -> u32 {
        match self {
            QueueKind::Unknown => 0,
            QueueKind::HsaMultipleProducer => 1,
            QueueKind::HsaSingleProducer => 2,
            QueueKind::HsaCooperative => 3,
            QueueKind::AmdPm4 => 257,
            QueueKind::AmdSdma => 513,
            QueueKind::AmdSdmaXgmi => 514,
        }
    }

    /// Inverse of [`QueueKind::dbgapi_number`] (numbers it does not know are `Unknown`).
    pub fn from_dbgapi(n: u32) -> QueueKind {
        match n {
            1 => QueueKind::HsaMultipleProducer,
            2 => QueueKind::HsaSingleProducer,
            3 => QueueKind::HsaCooperative,
            257 => QueueKind::AmdPm4,
            513 => QueueKind::AmdSdma,
            514 => QueueKind::AmdSdmaXgmi,
            _ => QueueKind::Unknown,
        }
    }
}

impl fmt::Display for QueueKind {
    /// ROCgdb's `Type` column.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            QueueKind::HsaMultipleProducer => "HSA (Multi)",
            QueueKind::HsaSingleProducer => "HSA (Single)",
            QueueKind::HsaCooperative => "HSA (Coop)",
            QueueKind::AmdPm4 => "PM4",
            QueueKind::AmdSdma => "DMA",
            QueueKind::AmdSdmaXgmi => "XGMI",
            QueueKind::Unknown => "Unknown",
        })
    }
}

/// A queue's state as ROCgdb's `info queues` shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueueDetails {
    /// The queue's type.
    pub kind: QueueKind,
    /// The packet id the packet processor reads next.
    pub read: u64,
    /// The packet id the host writes next.
    pub write: u64,
    /// The packet ring's size in bytes.
    pub size: u64,
    /// The packet ring's global address.
    pub address: u64,
}

impl fmt::Display for Queue {
    /// `AMDGPU Queue 1:1 (QID 0)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "AMDGPU Queue {}:{} (QID {})",
            self.agent.0, self.id.0, self.hw_id
        )
    }
}

/// A dispatch as a listing shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dispatch {
    /// The dispatch.
    pub id: DispatchId,
    /// Its queue.
    pub queue: QueueId,
    /// Its agent.
    pub agent: AgentId,
    /// The AQL packet index in the queue.
    pub packet_id: u64,
    /// The kernel's name, when known.
    pub kernel: Option<String>,
    /// Grid size in work-items.
    pub grid: [u32; 3],
    /// Work-group size in work-items.
    pub group: [u32; 3],
    /// The dispatch packet's fences, segments and addresses, when the target knows them.
    pub details: Option<DispatchDetails>,
}

/// An HSA memory fence scope (`hsa_fence_scope_t`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FenceScope {
    /// No fence.
    None,
    /// Agent scope.
    Agent,
    /// System scope.
    System,
}

impl FenceScope {
    /// From the two header bits (0 none, 1 agent, 2 system; 3 is reserved and read as none).
    pub fn from_bits(b: u16) -> FenceScope {
        match b & 3 {
            1 => FenceScope::Agent,
            2 => FenceScope::System,
            _ => FenceScope::None,
        }
    }

    /// Inverse of [`FenceScope::from_bits`] (`hsa_fence_scope_t`'s number).
    pub fn bits(self) -> u16 {
        match self {
            FenceScope::None => 0,
            FenceScope::Agent => 1,
            FenceScope::System => 2,
        }
    }
}

/// A kernel dispatch packet's contents beyond its sizes, as ROCgdb's `info dispatches` shows
/// them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DispatchDetails {
    /// The packet's barrier bit: it waits for the queue's earlier packets.
    pub barrier: bool,
    /// The acquire fence's scope.
    pub acquire: FenceScope,
    /// The release fence's scope.
    pub release: FenceScope,
    /// Private (scratch) bytes per work-item.
    pub private_segment_size: u32,
    /// Group (LDS) bytes per work-group.
    pub group_segment_size: u32,
    /// The kernel descriptor's global address.
    pub kernel_descriptor: u64,
    /// The kernarg segment's global address.
    pub kernel_arguments: u64,
    /// The completion signal's handle (0 for none).
    pub completion_signal: u64,
}

impl DispatchDetails {
    /// The barrier bit and the acquire and release fence scopes of an AQL packet header
    /// (`hsa_packet_header_t`: barrier bit 8, acquire scope bits 10:9, release bits 12:11).
    pub fn header_fences(header: u16) -> (bool, FenceScope, FenceScope) {
        (
            header >> 8 & 1 == 1,
            FenceScope::from_bits(header >> 9),
            FenceScope::from_bits(header >> 11),
        )
    }

    /// ROCgdb's `Fence` column: `B` for the barrier bit, `A` and `R` with `a` (agent) or `s`
    /// (system) for the acquire and release fences, joined by `|`.
    pub fn fences(&self) -> String {
        let scope = |s: FenceScope| match s {
            FenceScope::None => None,
            FenceScope::Agent => Some('a'),
            FenceScope::System => Some('s'),
        };
        let mut parts = Vec::new();
        if self.barrier {
            parts.push("B".to_string());
        }
        if let Some(c) = scope(self.acquire) {
            parts.push(format!("A{c}"));
        }
        if let Some(c) = scope(self.release) {
            parts.push(format!("R{c}"));
        }
        parts.join("|")
    }
}

impl fmt::Display for Dispatch {
    /// `AMDGPU Dispatch 1:1:1 (PKID 0)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "AMDGPU Dispatch {}:{}:{} (PKID {})",
            self.agent.0, self.queue.0, self.id.0, self.packet_id
        )
    }
}

/// Where a wave is in its life, as run control sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WaveState {
    /// Runnable or running (its registers may be stale on hardware).
    Running,
    /// Stopped and inspectable; [`Wave::stop_reason`] says why.
    Stopped,
    /// Finished (`s_endpgm`) or killed; kept in listings until its dispatch ends.
    Exited,
}

/// A wave as a listing shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wave {
    /// The wave.
    pub id: WaveId,
    /// Its agent, queue and dispatch.
    pub agent: AgentId,
    /// Its queue.
    pub queue: QueueId,
    /// Its dispatch.
    pub dispatch: DispatchId,
    /// Work-group id (x, y, z).
    pub group: [u32; 3],
    /// Index of the wave in its work-group.
    pub wave_in_group: u32,
    /// Lanes per wave.
    pub wave_size: WaveSize,
    /// Run state.
    pub state: WaveState,
    /// Why it is stopped (when [`WaveState::Stopped`]).
    pub stop_reason: Option<StopReason>,
    /// Program counter (meaningful when stopped).
    pub pc: u64,
}

impl fmt::Display for Wave {
    /// `AMDGPU Wave 1:1:1:3 (0,0,0)/2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "AMDGPU Wave {}:{}:{}:{} ({},{},{})/{}",
            self.agent.0,
            self.queue.0,
            self.dispatch.0,
            self.id.0,
            self.group[0],
            self.group[1],
            self.group[2],
            self.wave_in_group
        )
    }
}

/// One lane of a wave, with the work-item it runs (ROCgdb's lane target id).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LanePosition {
    /// The wave.
    pub wave: Wave,
    /// The lane.
    pub lane: u32,
    /// The work-item's coordinates in its work-group; `None` for a lane no work-item backs.
    pub work_item: Option<[u32; 3]>,
    /// Whether the lane is active (its EXEC bit set).
    pub active: bool,
}

impl LanePosition {
    /// ROCgdb's lane state letter: `A` active, `I` inactive, `U` unused.
    pub fn state(&self) -> char {
        match (self.work_item.is_some(), self.active) {
            (false, _) => 'U',
            (true, true) => 'A',
            (true, false) => 'I',
        }
    }

    /// `[X,Y,Z]` of the work-item in its group, `[?,?,?]` when unused.
    pub fn work_item_text(&self) -> String {
        self.work_item.map_or("[?,?,?]".to_string(), |x| {
            format!("[{},{},{}]", x[0], x[1], x[2])
        })
    }
}

impl fmt::Display for LanePosition {
    /// `AMDGPU Lane 1:1:1:1/0 (0,0,0)[0,0,0]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = &self.wave;
        write!(
            f,
            "AMDGPU Lane {}:{}:{}:{}/{} ({},{},{}){}",
            w.agent.0,
            w.queue.0,
            w.dispatch.0,
            w.id.0,
            self.lane,
            w.group[0],
            w.group[1],
            w.group[2],
            self.work_item_text()
        )
    }
}

impl Wave {
    /// The work-group-local coordinates of the work-item `lane` runs, given the wave's
    /// dispatch; `None` for a lane no work-item backs (past the work-group's size, or past
    /// the grid's edge in a partial work-group).
    pub fn work_item(&self, dispatch: &Dispatch, lane: u32) -> Option<[u32; 3]> {
        let [bx, by, bz] = dispatch.group;
        let linear =
            u64::from(self.wave_in_group) * u64::from(self.wave_size.lanes()) + u64::from(lane);
        let size = u64::from(bx) * u64::from(by) * u64::from(bz);
        if bx == 0 || by == 0 || linear >= size {
            return None;
        }
        let (bx, by) = (u64::from(bx), u64::from(by));
        let local = [linear % bx, (linear / bx) % by, linear / (bx * by)];
        for ((&group, &size), (&l, &grid)) in self
            .group
            .iter()
            .zip(&dispatch.group)
            .zip(local.iter().zip(&dispatch.grid))
        {
            if u64::from(group) * u64::from(size) + l >= u64::from(grid) {
                return None;
            }
        }
        // Each coordinate is below a u32 work-group size.
        Some(local.map(|x| x as u32))
    }
}

/// A code object loaded on an agent, as `info sharedlibrary` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadedCodeObject {
    /// The agent it is loaded on.
    pub agent: AgentId,
    /// Where its bytes are: a loaded-code-object URI (`file://PATH#offset=N&size=M` or
    /// `memory://PID#offset=0xADDR&size=N`).
    pub uri: String,
    /// Load base: a code address of the wave = ELF address + `load_base`.
    pub load_base: u64,
}

/// A thread of the host process behind a live target (`info threads` lists them with the
/// waves, as ROCgdb does).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostThread {
    /// The kernel's thread id (LWP).
    pub lwp: u32,
    /// Its `pthread_t` (on x86-64 glibc, the thread pointer), when known.
    pub handle: Option<u64>,
    /// Its name (`/proc/PID/task/TID/comm`), when known.
    pub name: Option<String>,
    /// Its program counter, when it is stopped.
    pub pc: Option<u64>,
    /// The return addresses of its callers, innermost first, when the target walked its
    /// stack itself (a HIP program's runtime sends it with a launch); empty otherwise.
    pub callers: Vec<u64>,
}

impl HostThread {
    /// The name of thread `lwp` of process `pid` (`/proc/PID/task/LWP/comm`), if it can be
    /// read.
    pub fn name_of(pid: u32, lwp: u32) -> Option<String> {
        std::fs::read_to_string(format!("/proc/{pid}/task/{lwp}/comm"))
            .ok()
            .map(|s| s.trim_end().to_string())
    }
}

impl fmt::Display for HostThread {
    /// gdb's `Thread 0x7ffff7d8a740 (LWP 1234)`, or `LWP 1234` without a handle.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.handle {
            Some(h) => write!(f, "Thread {h:#x} (LWP {})", self.lwp),
            None => write!(f, "LWP {}", self.lwp),
        }
    }
}

/// Kinds of memory access failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaultKind {
    /// Nothing is mapped at the address (ROCgdb `MEMORY_VIOLATION`).
    Unmapped,
    /// The address is misaligned for the access (`ADDRESS_ERROR`).
    Misaligned,
    /// A generic address in no aperture, or an aperture the wave cannot use (`ADDRESS_ERROR`).
    Aperture,
}

impl fmt::Display for FaultKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FaultKind::Unmapped => "memory violation",
            FaultKind::Misaligned => "misaligned address",
            FaultKind::Aperture => "address error",
        })
    }
}

/// Why a wave stopped (ROCdbgapi's stop reasons, `shared/notes/anchors.md` §2.6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StopReason {
    /// The client asked it to stop ([`RunControl::stop`]).
    Requested,
    /// A single step completed.
    SingleStep,
    /// It reached a breakpoint (a planted one, or an `s_trap 1` in the code); the PC is at the
    /// breakpoint.
    Breakpoint,
    /// `s_trap 2` (`llvm.trap`, an assert): the wave is halted and its dispatch failed.
    AssertTrap,
    /// `s_trap 3` (`llvm.debugtrap`): the PC is at the trap; resuming continues after it.
    DebugTrap,
    /// Another trap id.
    Trap(u16),
    /// An access triggered a watchpoint (the PC is after the accessing instruction;
    /// [`Watchpoints::triggered`] says which when the target can).
    Watchpoint {
        /// The first watched address the access touched (in the watchpoint's space).
        address: u64,
    },
    /// A memory access failed.
    MemoryFault {
        /// The faulting address (in `space`).
        address: u64,
        /// Its address space.
        space: AddressSpace,
        /// What went wrong.
        kind: FaultKind,
    },
    /// A memory access failed, and the target cannot say where (a core file written by the
    /// runtime keeps only the wave's exception bit).
    MemoryViolation,
    /// An instruction the target cannot execute (an invalid encoding, or one a simulator does
    /// not implement), named by its mnemonic.
    IllegalInstruction {
        /// The mnemonic (`v_sad_u32`), or `<unknown>` for an invalid encoding.
        mnemonic: String,
        /// Whether the encoding is valid but not implemented by this target (a simulator's
        /// gap) rather than invalid.
        unimplemented: bool,
    },
    /// A sanitizer check found something wrong with the instruction at the PC, which has not
    /// run yet (resuming runs it, without the accesses the check refused).
    Check(Box<CheckFinding>),
    /// Every wave left in the dispatch waits (at a barrier or a GWS semaphore) for something
    /// no wave can do any more: on a GPU the dispatch would hang. The wave is one of them.
    Deadlock,
}

/// A signal as gdb reports a stop: its name, gdb's description, and its number in gdb's
/// remote protocol (`enum gdb_signal`, which `T` and `S` stop replies carry).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Signal {
    /// `SIGSEGV`.
    pub name: &'static str,
    /// `Segmentation fault`.
    pub description: &'static str,
    /// 11.
    pub number: u8,
}

impl Signal {
    /// `SIGINT`: the user interrupted the program.
    pub const SIGINT: Signal = Signal::new("SIGINT", "Interrupt", 2);
    /// `SIGILL`.
    pub const SIGILL: Signal = Signal::new("SIGILL", "Illegal instruction", 4);
    /// `SIGTRAP`: breakpoints, steps, watchpoints, traps.
    pub const SIGTRAP: Signal = Signal::new("SIGTRAP", "Trace/breakpoint trap", 5);
    /// `SIGABRT`: an assert trap.
    pub const SIGABRT: Signal = Signal::new("SIGABRT", "Aborted", 6);
    /// `SIGBUS`: an access the address's aperture or alignment forbids.
    pub const SIGBUS: Signal = Signal::new("SIGBUS", "Bus error", 10);
    /// `SIGSEGV`: an access to memory nothing is mapped at.
    pub const SIGSEGV: Signal = Signal::new("SIGSEGV", "Segmentation fault", 11);
    /// `SIGSTOP`: the program stopped without a fault (a dispatch that would hang).
    pub const SIGSTOP: Signal = Signal::new("SIGSTOP", "Stopped (signal)", 17);

    const fn new(name: &'static str, description: &'static str, number: u8) -> Signal {
        Signal {
            name,
            description,
            number,
        }
    }
}

impl fmt::Display for Signal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

impl StopReason {
    /// The signal gdb reports for the stop, as ROCgdb maps amd-dbgapi's stop reasons: a
    /// memory violation (nothing mapped, `MEMORY_VIOLATION`) is `SIGSEGV`, an aperture or
    /// alignment violation (`APERTURE_VIOLATION`) is `SIGBUS`, an illegal instruction
    /// `SIGILL`, an assert trap `SIGABRT`, and breakpoints, steps, watchpoints and other traps
    /// `SIGTRAP`. A requested stop is the user's interrupt, `SIGINT`.
    pub const fn signal(&self) -> Signal {
        match self {
            StopReason::Requested => Signal::SIGINT,
            StopReason::SingleStep
            | StopReason::Breakpoint
            | StopReason::DebugTrap
            | StopReason::Trap(_)
            | StopReason::Watchpoint { .. }
            | StopReason::Check(_) => Signal::SIGTRAP,
            StopReason::AssertTrap => Signal::SIGABRT,
            StopReason::MemoryFault {
                kind: FaultKind::Unmapped,
                ..
            }
            | StopReason::MemoryViolation => Signal::SIGSEGV,
            StopReason::MemoryFault {
                kind: FaultKind::Misaligned | FaultKind::Aperture,
                ..
            } => Signal::SIGBUS,
            StopReason::IllegalInstruction { .. } => Signal::SIGILL,
            StopReason::Deadlock => Signal::SIGSTOP,
        }
    }
}

impl fmt::Display for StopReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StopReason::Requested => f.write_str("stopped"),
            StopReason::SingleStep => f.write_str("single step"),
            StopReason::Breakpoint => f.write_str("breakpoint"),
            StopReason::AssertTrap => f.write_str("assert trap (s_trap 2)"),
            StopReason::DebugTrap => f.write_str("debug trap (s_trap 3)"),
            StopReason::Trap(id) => write!(f, "trap {id}"),
            StopReason::Watchpoint { address } => write!(f, "watchpoint at {address:#x}"),
            StopReason::MemoryFault {
                address,
                space,
                kind,
            } => {
                write!(f, "{kind} at {}#{address:#x}", space.name())
            }
            StopReason::MemoryViolation => f.write_str("memory violation"),
            StopReason::Check(finding) => write!(f, "{finding}"),
            StopReason::Deadlock => f.write_str(
                "deadlock: every wave left waits at a barrier or semaphore no wave can release \
                 (on a GPU the dispatch would hang)",
            ),
            StopReason::IllegalInstruction { mnemonic, .. } if mnemonic.is_empty() => {
                f.write_str("illegal instruction")
            }
            StopReason::IllegalInstruction {
                mnemonic,
                unimplemented: true,
            } => {
                write!(f, "unimplemented instruction {mnemonic}")
            }
            StopReason::IllegalInstruction {
                mnemonic,
                unimplemented: false,
            } => {
                write!(f, "illegal instruction {mnemonic}")
            }
        }
    }
}

impl FaultKind {
    /// The kind's token in [`StopReason::token`] (`unmapped`, `misaligned`, `aperture`).
    pub const fn token(self) -> &'static str {
        match self {
            FaultKind::Unmapped => "unmapped",
            FaultKind::Misaligned => "misaligned",
            FaultKind::Aperture => "aperture",
        }
    }

    /// The kind a token names.
    pub fn from_token(s: &str) -> Option<FaultKind> {
        [
            FaultKind::Unmapped,
            FaultKind::Misaligned,
            FaultKind::Aperture,
        ]
        .into_iter()
        .find(|k| k.token() == s)
    }
}

impl StopReason {
    /// The reason as one token without spaces, `;` or `:` — the one text form of a stop
    /// reason that hdb stores and sends (the gdb-remote extension packets, core files):
    /// `requested`, `step`, `breakpoint`, `assert`, `debugtrap`, `violation`, `deadlock`, `trap.ID`,
    /// `watch.ADDR`, `fault.SPACE.ADDR.KIND`, `illegal.HEX(MNEMONIC).0|1` (1: valid but
    /// unimplemented), `check.FINDING` ([`CheckFinding::token`]); numbers in hex.
    pub fn token(&self) -> String {
        match self {
            StopReason::Requested => "requested".into(),
            StopReason::SingleStep => "step".into(),
            StopReason::Breakpoint => "breakpoint".into(),
            StopReason::AssertTrap => "assert".into(),
            StopReason::DebugTrap => "debugtrap".into(),
            StopReason::MemoryViolation => "violation".into(),
            StopReason::Deadlock => "deadlock".into(),
            StopReason::Trap(id) => format!("trap.{id:x}"),
            StopReason::Watchpoint { address } => format!("watch.{address:x}"),
            StopReason::MemoryFault {
                address,
                space,
                kind,
            } => format!("fault.{}.{address:x}.{}", space.name(), kind.token()),
            StopReason::IllegalInstruction {
                mnemonic,
                unimplemented,
            } => {
                let hex: String = mnemonic.bytes().map(|b| format!("{b:02x}")).collect();
                format!("illegal.{hex}.{}", u8::from(*unimplemented))
            }
            StopReason::Check(finding) => format!("check.{}", finding.token()),
        }
    }

    /// The reason a [`StopReason::token`] names; `None` for anything else.
    pub fn from_token(s: &str) -> Option<StopReason> {
        if let Some(finding) = s.strip_prefix("check.") {
            return CheckFinding::from_token(finding).map(|f| StopReason::Check(Box::new(f)));
        }
        let hex = |s: &str| u64::from_str_radix(s, 16).ok();
        let mut parts = s.split('.');
        let head = parts.next()?;
        let rest: Vec<&str> = parts.collect();
        Some(match (head, rest.as_slice()) {
            ("requested", []) => StopReason::Requested,
            ("step", []) => StopReason::SingleStep,
            ("breakpoint", []) => StopReason::Breakpoint,
            ("assert", []) => StopReason::AssertTrap,
            ("debugtrap", []) => StopReason::DebugTrap,
            ("violation", []) => StopReason::MemoryViolation,
            ("deadlock", []) => StopReason::Deadlock,
            ("trap", [id]) => StopReason::Trap(u16::try_from(hex(id)?).ok()?),
            ("watch", [a]) => StopReason::Watchpoint { address: hex(a)? },
            ("fault", [space, a, kind]) => StopReason::MemoryFault {
                space: AddressSpace::parse(space).ok()?,
                address: hex(a)?,
                kind: FaultKind::from_token(kind)?,
            },
            ("illegal", [m, u]) => {
                if m.len() % 2 != 0 || !m.is_ascii() {
                    return None;
                }
                let bytes: Option<Vec<u8>> = (0..m.len())
                    .step_by(2)
                    .map(|i| u8::from_str_radix(&m[i..i + 2], 16).ok())
                    .collect();
                StopReason::IllegalInstruction {
                    mnemonic: String::from_utf8(bytes?).ok()?,
                    unimplemented: match *u {
                        "0" => false,
                        "1" => true,
                        _ => return None,
                    },
                }
            }
            _ => return None,
        })
    }
}

/// Something that happened while waves ran.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A wave stopped; its state can be read.
    WaveStopped {
        /// The wave.
        wave: WaveId,
        /// Its PC at the stop.
        pc: u64,
        /// Why: the first of the reasons the target reports, in ROCgdb's order (breakpoint,
        /// watchpoint, traps, faults, illegal instruction, single step, requested).
        reason: StopReason,
        /// The other reasons reported with it, in the same order; usually none (amd-dbgapi
        /// reports every reason of a stop at once: a single step over a store into watched
        /// memory is a watchpoint and a single step).
        other_reasons: Vec<StopReason>,
    },
    /// A wave ended (`s_endpgm`).
    WaveExited {
        /// The wave.
        wave: WaveId,
    },
    /// Every wave of a dispatch ended.
    DispatchCompleted {
        /// The dispatch.
        dispatch: DispatchId,
    },
    /// The loaded code objects changed ([`Target::code_objects`] now reports the new set): a
    /// runtime loaded or unloaded GPU code (amd-dbgapi's CODE_OBJECT_LIST_UPDATED). Not a
    /// stop for the user: a client reloads symbols, re-resolves pending breakpoints and
    /// plants them, then waits again — a target whose loader waits for that (the library
    /// holds the loading host thread until the event is acknowledged) takes the next call
    /// of [`RunControl::wait`] as the acknowledgement. Targets that load everything up front
    /// (the simulator, core files, a gdb-remote stub) never report it.
    CodeObjectsChanged,
    /// The host process behind a live target ended, and its GPU work with it (only a target
    /// that runs a host program reports it; it is the last event).
    ProcessExited {
        /// The process id.
        pid: u32,
        /// How it ended.
        how: ProcessEnd,
    },
}

/// How a host process ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProcessEnd {
    /// It exited with this status.
    Code(i32),
    /// A signal (this number) killed it.
    Signal(i32),
}

/// How a wave should resume.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResumeMode {
    /// Run until something stops it.
    Continue,
    /// Execute one instruction, then stop with [`StopReason::SingleStep`].
    Step,
}

/// How long [`RunControl::wait`] may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wait {
    /// Return at once with an event already pending, or `None`.
    Poll,
    /// Block until an event arrives; `None` only when nothing is running that could report one.
    Block,
}

/// What can go wrong asking a target.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    /// No such wave (never existed or already gone).
    #[error("no wave {0}")]
    NoWave(WaveId),
    /// The lane is outside the wave.
    #[error("lane {lane} is outside wave {wave} ({size} lanes)")]
    NoLane {
        /// The wave.
        wave: WaveId,
        /// The lane asked for.
        lane: Lane,
        /// The wave's lane count.
        size: u32,
    },
    /// The register does not exist on this wave (e.g. AGPRs on gfx1100, `v300`).
    #[error("register {0} does not exist on this wave")]
    NoRegister(Register),
    /// The buffer does not match the register's size.
    #[error("register {register} is {expected} bytes, not {got}")]
    RegisterSize {
        /// The register.
        register: Register,
        /// Its size on this wave.
        expected: usize,
        /// The buffer's length.
        got: usize,
    },
    /// The memory cannot be read or written.
    #[error("cannot access {space}#{address:#x}: {kind}")]
    Memory {
        /// The address space.
        space: AddressSpace,
        /// The first address that failed.
        address: u64,
        /// Why.
        kind: FaultKind,
    },
    /// The wave must be stopped for this request (its state is not stable while it runs).
    #[error("wave {0} is not stopped")]
    NotStopped(WaveId),
    /// The wave has exited.
    #[error("wave {0} has exited")]
    Exited(WaveId),
    /// No breakpoint can be placed at this address.
    #[error("cannot place a breakpoint at {0:#x}")]
    BadBreakpoint(u64),
    /// The target cannot watch this kind of access to this address space.
    #[error("cannot watch {kind:?} accesses to {space} memory")]
    WatchUnsupported {
        /// The address space.
        space: AddressSpace,
        /// The kind of access.
        kind: WatchKind,
    },
    /// The target is gone: the connection to its stub closed, the process behind it ended,
    /// or the thread that owned it stopped. Nothing more can be asked of it; every other
    /// error leaves the target usable.
    #[error("{0}; the target is gone")]
    Lost(String),
    /// Anything else, with a message.
    #[error("{0}")]
    Other(String),
}

impl TargetError {
    /// Whether the target is gone ([`TargetError::Lost`]): a client drops it rather than ask
    /// it anything more.
    pub fn is_fatal(&self) -> bool {
        matches!(self, TargetError::Lost(_))
    }
}

/// Shorthand for target results.
pub type TargetResult<T> = Result<T, TargetError>;

/// A wave's architectural values, from which [`Target::read_register`] answers: the one place
/// that says which value each [`Register`] is and how its bytes are laid out (masks 4 or 8
/// bytes with the wave size, halves as dwords, vector registers lane 0 first). The simulator
/// and core files fill it from their own storage.
pub struct RegisterValues<'a> {
    /// Lanes.
    pub size: WaveSize,
    /// PC.
    pub pc: u64,
    /// EXEC.
    pub exec: u64,
    /// VCC.
    pub vcc: u64,
    /// M0.
    pub m0: u32,
    /// STATUS as software reads it.
    pub status: u32,
    /// MODE.
    pub mode: u32,
    /// TRAPSTS.
    pub trapsts: u32,
    /// FLAT_SCRATCH.
    pub flat_scratch: u64,
    /// XNACK_MASK.
    pub xnack_mask: u64,
    /// The scalar registers the wave has (`s0`.. — GFX9 102, GFX10+ 106).
    pub sgprs: &'a [u32],
    /// The trap temporaries.
    pub ttmps: &'a [u32],
    /// VGPR N's lanes (at least the wave's lane count), `None` past the wave's allocation.
    pub vgpr: &'a dyn Fn(u16) -> Option<&'a [u32]>,
    /// AGPR N's lanes, as `vgpr`.
    pub agpr: &'a dyn Fn(u16) -> Option<&'a [u32]>,
}

impl RegisterValues<'_> {
    /// Writes `reg`'s bytes into `out`, which must be its size for the wave.
    pub fn read(&self, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        let lanes = self.size.lanes() as usize;
        let dword = |v: u32| v.to_le_bytes().to_vec();
        let mask = |v: u64| match self.size {
            WaveSize::Wave64 => v.to_le_bytes().to_vec(),
            WaveSize::Wave32 => (v as u32).to_le_bytes().to_vec(),
        };
        let row = |r: Option<&[u32]>| -> TargetResult<Vec<u8>> {
            let r = r
                .filter(|r| r.len() >= lanes)
                .ok_or(TargetError::NoRegister(reg))?;
            Ok(r[..lanes].iter().flat_map(|v| v.to_le_bytes()).collect())
        };
        let one = |file: &[u32], n: u16| {
            file.get(n as usize)
                .copied()
                .ok_or(TargetError::NoRegister(reg))
        };
        let bytes = match reg {
            Register::Pc => self.pc.to_le_bytes().to_vec(),
            Register::Exec => mask(self.exec),
            Register::ExecLo => dword(self.exec as u32),
            Register::ExecHi => dword((self.exec >> 32) as u32),
            Register::Vcc => mask(self.vcc),
            Register::VccLo => dword(self.vcc as u32),
            Register::VccHi => dword((self.vcc >> 32) as u32),
            Register::M0 => dword(self.m0),
            Register::Status => dword(self.status),
            Register::Mode => dword(self.mode),
            Register::Trapsts => dword(self.trapsts),
            Register::FlatScratch => self.flat_scratch.to_le_bytes().to_vec(),
            Register::FlatScratchLo => dword(self.flat_scratch as u32),
            Register::FlatScratchHi => dword((self.flat_scratch >> 32) as u32),
            Register::XnackMask => mask(self.xnack_mask),
            Register::XnackMaskLo => dword(self.xnack_mask as u32),
            Register::XnackMaskHi => dword((self.xnack_mask >> 32) as u32),
            Register::Sgpr(n) => dword(one(self.sgprs, n)?),
            Register::Ttmp(n) => dword(one(self.ttmps, n)?),
            Register::Vgpr(n) => row((self.vgpr)(n))?,
            Register::Agpr(n) => row((self.agpr)(n))?,
        };
        if bytes.len() != out.len() {
            return Err(TargetError::RegisterSize {
                register: reg,
                expected: bytes.len(),
                got: out.len(),
            });
        }
        out.copy_from_slice(&bytes);
        Ok(())
    }
}

/// A source of wave state. Reads are required; the other abilities are optional methods.
///
/// Reads take `&mut self`: a backend answers one by talking to something (a stub over a
/// connection, a library that numbers what it sees, a thread that owns the process) and keeps
/// what it learned, so a read changes the backend even when it changes nothing in the program.
pub trait Target {
    /// Agents, in id order.
    fn agents(&mut self) -> Vec<Agent>;
    /// Queues, in id order.
    fn queues(&mut self) -> Vec<Queue>;
    /// Dispatches that have waves (or have not ended), in id order.
    fn dispatches(&mut self) -> Vec<Dispatch>;
    /// Waves, in id order.
    fn waves(&mut self) -> Vec<Wave>;
    /// One wave.
    fn wave(&mut self, id: WaveId) -> TargetResult<Wave> {
        self.waves()
            .into_iter()
            .find(|w| w.id == id)
            .ok_or(TargetError::NoWave(id))
    }

    /// Where the debugger that saved this state stood (a core's focus note: the wave and
    /// lane a session had selected, or the faulting lane), for a session to open there;
    /// `None` when the target does not say.
    fn focus(&self) -> Option<(WaveId, Lane)> {
        None
    }

    /// The code objects loaded on the agents, in load order. A target whose code objects
    /// change while it runs reports the current set, and says when it changed with
    /// [`Event::CodeObjectsChanged`].
    fn code_objects(&mut self) -> Vec<LoadedCodeObject> {
        Vec::new()
    }

    /// The threads of the host process behind the target, in LWP order; none for a target
    /// without one (the simulator, a core file, a gdb-remote stub).
    fn host_threads(&mut self) -> Vec<HostThread> {
        Vec::new()
    }

    /// The process id of the host program behind a live target, if there is one (gdb names
    /// the inferior by it: `[Inferior 1 (process N) killed]`).
    fn process_id(&self) -> Option<u32> {
        None
    }

    /// The flat-address apertures of a wave (to resolve `generic` addresses), if known.
    fn apertures(&mut self, wave: WaveId) -> Option<crate::Apertures> {
        let _ = wave;
        None
    }

    /// Reads a whole register into `out`, which must be [`Register::byte_size`] long for the
    /// wave's size (vector registers: four bytes per lane, lane 0 first; little-endian).
    fn read_register(&mut self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()>;

    /// Reads several registers of one wave: for each of `regs`, in order, its bytes (laid
    /// out as [`Target::read_register`] lays them out) or why it cannot be read (a register
    /// the wave lacks fails alone). The default reads them one at a time; a target that pays
    /// a round trip per request (a gdb-remote stub) answers in as few as it can.
    fn read_registers(&mut self, wave: WaveId, regs: &[Register]) -> Vec<TargetResult<Vec<u8>>> {
        let size = match self.wave(wave) {
            Ok(w) => w.wave_size,
            Err(e) => return regs.iter().map(|_| Err(e.clone())).collect(),
        };
        regs.iter()
            .map(|&reg| {
                let mut bytes = vec![0u8; reg.byte_size(size) as usize];
                self.read_register(wave, reg, &mut bytes).map(|()| bytes)
            })
            .collect()
    }

    /// Reads memory at `address` in `space` as `lane` of `wave` sees it (the lane matters for
    /// `private_lane` and generic addresses in the private aperture; `local` is the wave's
    /// work-group LDS).
    fn read_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()>;

    /// Register writes, if the target accepts them.
    fn register_writes(&mut self) -> Option<&mut dyn WriteRegisters> {
        None
    }
    /// Memory writes, if the target accepts them.
    fn memory_writes(&mut self) -> Option<&mut dyn WriteMemory> {
        None
    }
    /// Resume, step, stop and wait, if the target can run (a core file cannot).
    fn run_control(&mut self) -> Option<&mut dyn RunControl> {
        None
    }
    /// Code breakpoints, if the target supports them.
    fn breakpoints(&mut self) -> Option<&mut dyn Breakpoints> {
        None
    }
    /// Watchpoints, if the target supports any.
    fn watchpoints(&mut self) -> Option<&mut dyn Watchpoints> {
        None
    }
    /// The sanitizer checks, if they run on this target (their findings stop waves with
    /// [`StopReason::Check`]).
    fn sanitizer(&self) -> Option<&dyn Sanitizer> {
        None
    }
    /// Recording the run and going back to any earlier instruction of it, if the target can
    /// (the simulator).
    fn replay(&mut self) -> Option<&mut dyn Replay> {
        None
    }
    /// The host process's saved state, if the target holds one (a unified core).
    fn host_core(&self) -> Option<&dyn HostCore> {
        None
    }
    /// Saving the state as an AMDGPU core file, if the target can.
    fn core_writer(&mut self) -> Option<&mut dyn WriteCore> {
        None
    }
    /// Reading the process's memory without naming a wave, if the target has a process
    /// (a runtime's code objects in `memory://` URIs are read before any wave exists).
    fn process_memory(&mut self) -> Option<&mut dyn ProcessMemory> {
        None
    }
}

/// The memory of the process behind a target, as its host sees it (global addresses).
pub trait ProcessMemory {
    /// Reads `out.len()` bytes at `address`.
    fn read_process_memory(&mut self, address: u64, out: &mut [u8]) -> TargetResult<()>;
}

/// Saving a target's GPU state as a core file (`NT_AMDGPU_KFD_CORE_STATE`, split: ELF
/// `EM_AMDGPU`).
pub trait WriteCore {
    /// The core's bytes and a one-line summary of what it holds.
    fn write_core(&mut self) -> TargetResult<(Vec<u8>, String)>;
}

/// Which accesses a watchpoint stops at (gdb's `watch`, `rwatch` and `awatch`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WatchKind {
    /// Stores (gdb then reports only those that change the value).
    Write,
    /// Loads.
    Read,
    /// Loads and stores.
    Access,
}

impl WatchKind {
    /// Whether an access that read (`false`: wrote) triggers this kind.
    pub fn triggered_by(self, write: bool) -> bool {
        match self {
            WatchKind::Write => write,
            WatchKind::Read => !write,
            WatchKind::Access => true,
        }
    }
}

/// Whose memory a watchpoint watches: global memory is one per process; LDS is one per
/// work-group and private memory one per lane (or per wave, unswizzled), named by a wave of
/// theirs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WatchScope {
    /// Global memory.
    Global,
    /// The LDS of the work-group `wave` belongs to.
    Local {
        /// A wave of the work-group.
        wave: WaveId,
    },
    /// One lane's private memory (`private_lane`: the swizzled scratch).
    PrivateLane {
        /// The wave.
        wave: WaveId,
        /// The lane.
        lane: Lane,
    },
    /// A wave's private memory as one unswizzled range (`private_wave`).
    PrivateWave {
        /// The wave.
        wave: WaveId,
    },
}

impl WatchScope {
    /// The address space the watched addresses are in.
    pub fn space(self) -> AddressSpace {
        match self {
            WatchScope::Global => AddressSpace::Global,
            WatchScope::Local { .. } => AddressSpace::Local,
            WatchScope::PrivateLane { .. } => AddressSpace::PrivateLane,
            WatchScope::PrivateWave { .. } => AddressSpace::PrivateWave,
        }
    }
}

/// One watchpoint as a target plants it: `len` bytes at `address` of the memory `scope`
/// names, stopping at the accesses `kind` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WatchRegion {
    /// Whose memory.
    pub scope: WatchScope,
    /// The first watched address (in `scope`'s address space).
    pub address: u64,
    /// Bytes watched.
    pub len: u64,
    /// Which accesses stop.
    pub kind: WatchKind,
}

impl WatchRegion {
    /// Whether `[address, address + len)` of the same memory overlaps this region.
    pub fn overlaps(&self, address: u64, len: u64) -> bool {
        address < self.address.saturating_add(self.len)
            && self.address < address.saturating_add(len)
    }
}

/// A watchpoint a wave's access triggered: which one, and the lanes whose access did
/// (empty for a scalar access, which no lane makes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WatchTrigger {
    /// The watchpoint as it was inserted.
    pub region: WatchRegion,
    /// The lanes whose access touched it, ascending.
    pub lanes: Vec<Lane>,
}

/// Watchpoints: a wave whose access triggers one stops with [`StopReason::Watchpoint`] after
/// the accessing instruction. A target refuses the kinds and scopes it cannot watch with
/// [`TargetError::WatchUnsupported`].
pub trait Watchpoints {
    /// Watches `region` (idempotent).
    fn insert_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()>;
    /// Stops watching `region`; removing an absent one is not an error.
    fn remove_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()>;
    /// The watchpoints `wave`'s last watchpoint stop triggered, when the target can say
    /// (empty otherwise: a debugger then compares the values of its write watchpoints).
    fn triggered(&mut self, wave: WaveId) -> Vec<WatchTrigger> {
        let _ = wave;
        Vec::new()
    }
}

/// A global write watchpoint on `[address, address + len)`, the one kind every target with
/// watchpoints has; refuses any other with [`TargetError::WatchUnsupported`].
pub fn global_write_only(region: &WatchRegion) -> TargetResult<(u64, u64)> {
    match (region.scope, region.kind) {
        (WatchScope::Global, WatchKind::Write) => Ok((region.address, region.len)),
        _ => Err(TargetError::WatchUnsupported {
            space: region.scope.space(),
            kind: region.kind,
        }),
    }
}

/// The host side of a core that has one (a unified core): what its host threads' frames are
/// unwound from. x86-64 Linux only.
pub trait HostCore {
    /// Thread `lwp`'s general registers as its `NT_PRSTATUS` note saved them: x86-64
    /// `struct user_regs_struct`, 27 words in Linux's order.
    fn user_regs(&self, lwp: u32) -> Option<[u64; 27]>;
    /// The descriptor of the core's `NT_FILE` note (the files the process mapped).
    fn file_note(&self) -> Option<&[u8]>;
    /// Host memory at `address` from the core's segments; false when not all of it is there.
    fn read_host(&self, address: u64, out: &mut [u8]) -> bool;
}

/// Recording a run and going back in it (reverse execution). The clock counts the
/// wave-instructions the target executed: instruction `t` is the one that ran when `t` had
/// run before it, whichever wave ran it.
pub trait Replay {
    /// Starts recording from here, keeping at most `budget` bytes of history (the target's
    /// default when `None`); the oldest history goes first.
    fn start_recording(&mut self, budget: Option<u64>) -> TargetResult<()>;
    /// Stops recording and forgets the history; the target runs on live from where it is.
    fn stop_recording(&mut self);
    /// The recording, if one is on.
    fn record_status(&mut self) -> Option<RecordStatus>;
    /// Changes the budget (takes effect at the next snapshot).
    fn set_record_budget(&mut self, bytes: u64);
    /// Which wave executed instruction `time`, and where, if it is in the history.
    fn executed(&mut self, time: u64) -> Option<Executed>;
    /// Instructions `from..to` of the history into `out` (emptied first), as many as the
    /// history holds from `from` on: a walk reads the log this way, thousands at a time.
    fn executed_range(&mut self, from: u64, to: u64, out: &mut Vec<Executed>) {
        out.clear();
        out.extend((from..to).map_while(|t| self.executed(t)));
    }
    /// The latest instruction before `before` (and not before `not_before`) executed at one
    /// of `pcs`, searched by the target: a reverse-continue across millions of instructions
    /// asks once instead of reading them all. With it, the PC its wave executed next before
    /// `until` (`None` when the wave executed nothing more before `until`), which tells a
    /// breakpoint's trap from the original instruction run after it.
    fn previous_at(&mut self, search: &BackSearch) -> Option<FoundBack> {
        history::search_back(self, search)
    }
    /// Brings the target to just before instruction `time` of the history (between the
    /// oldest kept point and its end), every wave stopped, with the registers and memory it
    /// had then. Returns the wave that was about to execute it (`None` at the end of the
    /// history when no wave was). A resume or a write from a point in the past makes it the
    /// end of the history.
    fn goto(&mut self, time: u64) -> TargetResult<Option<WaveId>>;
    /// The last instruction of the history before instruction `before` that wrote a byte of
    /// `[address, address + len)` of the memory `scope` names (whatever value it wrote), with
    /// the lanes that wrote it, or `None` if none in the history did. The target is left
    /// where it was, every wave stopped as after [`Replay::goto`].
    fn last_write(
        &mut self,
        scope: WatchScope,
        address: u64,
        len: u64,
        before: u64,
    ) -> TargetResult<Option<LastWrite>>;
}

/// What [`Replay::previous_at`] looks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackSearch {
    /// The addresses.
    pub pcs: Vec<u64>,
    /// Instructions before this one.
    pub before: u64,
    /// And not before this one.
    pub not_before: u64,
    /// Where the walk began (the wave's next PC is looked for up to here).
    pub until: u64,
}

/// What [`Replay::previous_at`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FoundBack {
    /// The instruction's time.
    pub time: u64,
    /// The wave that executed it.
    pub wave: WaveId,
    /// Its address.
    pub pc: u64,
    /// The address of the wave's next instruction before [`BackSearch::until`].
    pub next_pc: Option<u64>,
}

/// What [`Replay::last_write`] found: the instruction and the lanes whose store wrote the
/// bytes (empty for a scalar store).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastWrite {
    /// The instruction's time.
    pub time: u64,
    /// The lanes that wrote, ascending.
    pub lanes: Vec<Lane>,
}

/// What [`Replay::record_status`] tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordStatus {
    /// The oldest instruction one can go back to.
    pub oldest: u64,
    /// Where the target is now.
    pub position: u64,
    /// Where the history ends (the live point).
    pub end: u64,
    /// Snapshots kept.
    pub snapshots: usize,
    /// Bytes the history holds.
    pub bytes: u64,
    /// The most it may hold.
    pub budget: u64,
    /// Older history was dropped to stay within the budget.
    pub dropped: bool,
}

/// One instruction of a recorded history ([`Replay::executed`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Executed {
    /// The wave that executed it.
    pub wave: WaveId,
    /// Its address (`None` when the target did not keep it).
    pub pc: Option<u64>,
}

/// Writing registers of stopped waves.
pub trait WriteRegisters {
    /// Writes a whole register (same layout as [`Target::read_register`]).
    fn write_register(&mut self, wave: WaveId, reg: Register, data: &[u8]) -> TargetResult<()>;
}

/// Writing memory.
pub trait WriteMemory {
    /// Writes memory as `lane` of `wave` sees it (see [`Target::read_memory`]).
    fn write_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        data: &[u8],
    ) -> TargetResult<()>;
}

/// Run control: waves are resumed or stopped one at a time, and stops come back as events.
pub trait RunControl {
    /// Resumes a stopped wave (continue or single step). Resuming from a breakpoint executes
    /// the instruction the breakpoint replaced.
    fn resume(&mut self, wave: WaveId, mode: ResumeMode) -> TargetResult<()>;
    /// Asks a running wave to stop; an [`Event::WaveStopped`] with
    /// [`StopReason::Requested`] follows (at once, for a target that runs synchronously).
    fn stop(&mut self, wave: WaveId) -> TargetResult<()>;
    /// The next event, running waves as needed.
    fn wait(&mut self, wait: Wait) -> TargetResult<Option<Event>>;
    /// Ends the program before the target is dropped (gdb's `kill`). A target whose program
    /// lives elsewhere (a stub's) tells it to end it; dropping any other target ends it.
    fn kill(&mut self) {}
}

/// Code breakpoints by address.
pub trait Breakpoints {
    /// Plants a breakpoint at a code address (idempotent).
    fn insert_breakpoint(&mut self, address: u64) -> TargetResult<()>;
    /// Removes a breakpoint; removing an absent one is not an error.
    fn remove_breakpoint(&mut self, address: u64) -> TargetResult<()>;
    /// The planted breakpoints, in address order.
    fn breakpoint_addresses(&self) -> Vec<u64>;
}

/// A finding so far and how many times it happened (`info checks`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FindingCount {
    /// The finding (its first occurrence).
    pub finding: CheckFinding,
    /// The wave of its first occurrence, when a wave made it.
    pub wave: Option<WaveId>,
    /// Occurrences at the same place.
    pub count: u64,
}

/// What a target whose checks run can say about them.
pub trait Sanitizer {
    /// The checks that run.
    fn checks(&self) -> CheckSet;
    /// Every finding so far, in the order first seen, with its count.
    fn findings(&self) -> Vec<FindingCount>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_signals_follow_rocgdb() {
        let fault = |kind| StopReason::MemoryFault {
            address: 0x10,
            space: AddressSpace::Global,
            kind,
        };
        assert_eq!(fault(FaultKind::Unmapped).signal(), Signal::SIGSEGV);
        assert_eq!(fault(FaultKind::Aperture).signal(), Signal::SIGBUS);
        assert_eq!(fault(FaultKind::Misaligned).signal(), Signal::SIGBUS);
        assert_eq!(StopReason::MemoryViolation.signal().number, 11);
        assert_eq!(StopReason::AssertTrap.signal().name, "SIGABRT");
        assert_eq!(
            StopReason::Trap(7).signal().description,
            "Trace/breakpoint trap"
        );
        let ill = StopReason::IllegalInstruction {
            mnemonic: String::new(),
            unimplemented: false,
        };
        assert_eq!(ill.signal().number, 4);
        assert_eq!(Signal::SIGBUS.number, 10);
    }

    #[test]
    fn rocgdb_strings() {
        let w = Wave {
            id: WaveId(3),
            agent: AgentId(1),
            queue: QueueId(1),
            dispatch: DispatchId(1),
            group: [0, 0, 0],
            wave_in_group: 2,
            wave_size: WaveSize::Wave64,
            state: WaveState::Stopped,
            stop_reason: Some(StopReason::Breakpoint),
            pc: 0x1000,
        };
        assert_eq!(w.to_string(), "AMDGPU Wave 1:1:1:3 (0,0,0)/2");
        let d = Dispatch {
            id: DispatchId(1),
            queue: QueueId(1),
            agent: AgentId(1),
            packet_id: 0,
            kernel: None,
            grid: [64, 1, 1],
            group: [64, 1, 1],
            details: None,
        };
        assert_eq!(d.to_string(), "AMDGPU Dispatch 1:1:1 (PKID 0)");
        let q = Queue {
            id: QueueId(1),
            agent: AgentId(1),
            hw_id: 0,
            details: None,
        };
        assert_eq!(q.to_string(), "AMDGPU Queue 1:1 (QID 0)");
        let a = Agent {
            id: AgentId(1),
            processor: "gfx90a".into(),
            gpu_id: 1,
            details: None,
        };
        assert_eq!(a.to_string(), "AMDGPU Agent (GPUID 1)");
    }

    #[test]
    fn work_items_of_lanes() {
        let d = Dispatch {
            id: DispatchId(1),
            queue: QueueId(1),
            agent: AgentId(1),
            packet_id: 0,
            kernel: None,
            grid: [100, 8, 1],
            group: [8, 8, 1],
            details: None,
        };
        let mut w = Wave {
            id: WaveId(1),
            agent: AgentId(1),
            queue: QueueId(1),
            dispatch: DispatchId(1),
            group: [0, 0, 0],
            wave_in_group: 0,
            wave_size: WaveSize::Wave32,
            state: WaveState::Stopped,
            stop_reason: None,
            pc: 0,
        };
        assert_eq!(w.work_item(&d, 0), Some([0, 0, 0]));
        assert_eq!(w.work_item(&d, 11), Some([3, 1, 0]));
        w.wave_in_group = 1;
        assert_eq!(w.work_item(&d, 31), Some([7, 7, 0]));
        // Past the 64 work-items of the group.
        w.wave_in_group = 2;
        assert_eq!(w.work_item(&d, 0), None);
        // Group 12 covers x 96..104 of a grid of 100: lanes with x >= 100 have no work-item.
        w.wave_in_group = 0;
        w.group = [12, 0, 0];
        assert_eq!(w.work_item(&d, 3), Some([3, 0, 0]));
        assert_eq!(w.work_item(&d, 4), None);
    }

    #[test]
    fn stop_reason_tokens_round_trip() {
        use crate::aspace::AddressSpace;
        for r in [
            StopReason::Requested,
            StopReason::SingleStep,
            StopReason::Breakpoint,
            StopReason::AssertTrap,
            StopReason::DebugTrap,
            StopReason::MemoryViolation,
            StopReason::Deadlock,
            StopReason::Trap(0x1ff),
            StopReason::Watchpoint { address: 0x1234 },
            StopReason::MemoryFault {
                address: 0xdead,
                space: AddressSpace::PrivateLane,
                kind: FaultKind::Misaligned,
            },
            StopReason::IllegalInstruction {
                mnemonic: "v_sad_u32".into(),
                unimplemented: true,
            },
            StopReason::IllegalInstruction {
                mnemonic: String::new(),
                unimplemented: false,
            },
            StopReason::Check(Box::new(crate::check::CheckFinding {
                kind: crate::check::FindingKind::Race,
                access: None,
                other_access: None,
                pc: 0x10,
                lanes: 3,
            })),
        ] {
            // Free of the separators of the extension packets and of the core note's lines.
            let t = r.token();
            assert!(!t.contains([' ', ';', ':', ',', '\n']), "{t}");
            assert_eq!(StopReason::from_token(&t), Some(r), "{t}");
        }
        for bad in [
            "",
            "trap",
            "trap.zz",
            "illegal.6.0",
            "illegal.zz.0",
            "fault.global.1.x",
            "nope",
        ] {
            assert_eq!(StopReason::from_token(bad), None, "{bad}");
        }
    }

    #[test]
    fn stop_reason_text() {
        let r = StopReason::MemoryFault {
            address: 0x10,
            space: AddressSpace::Global,
            kind: FaultKind::Unmapped,
        };
        assert_eq!(r.to_string(), "memory violation at global#0x10");
        let r = StopReason::IllegalInstruction {
            mnemonic: "v_sad_u32".into(),
            unimplemented: true,
        };
        assert_eq!(r.to_string(), "unimplemented instruction v_sad_u32");
    }
}

/// How a [`Program`] starts its target.
#[derive(Debug, Clone, Default)]
pub struct StartOptions {
    /// Stop the waves after this many wave-instructions (a guard for kernels that never end);
    /// the target reports the stop as [`StopReason::Requested`].
    pub instruction_limit: Option<u64>,
    /// A flag a front end sets (from a Ctrl-C handler) to stop the running waves; the target
    /// reports the stop as [`StopReason::Requested`].
    pub interrupt: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// Where the target says how far its dispatches have got while they run.
    pub progress: Option<std::sync::Arc<Progress>>,
}

/// How far a running dispatch has got, for a front end that shows progress while it waits:
/// the target stores its counts as it runs (now and then, not every instruction), readers may
/// be on another thread.
#[derive(Debug, Default)]
pub struct Progress {
    /// Wave-instructions the dispatch has executed.
    pub wave_instructions: std::sync::atomic::AtomicU64,
    /// Its work-groups that have ended.
    pub groups_done: std::sync::atomic::AtomicU64,
    /// Its work-groups.
    pub groups_total: std::sync::atomic::AtomicU64,
}

/// A code object a [`Program`] knows before it starts (so breakpoints resolve and sources
/// list before `run`).
#[derive(Debug, Clone)]
pub struct KnownCodeObject {
    /// Its loaded-code-object URI, as the started target will report it.
    pub uri: String,
    /// A name for messages (the file it came from); `None`: the URI's.
    pub name: Option<String>,
    /// The code object's bytes; `None`: read them from the URI.
    pub bytes: Option<Vec<u8>>,
    /// Where the target will load it (wave address = ELF address + this).
    pub load_base: u64,
}

/// What starts, and restarts, a [`Target`]: a kernel launch in the simulator, a HIP program
/// whose kernels run in the simulator, a live process on a GPU, a kernel a gdb-remote stub
/// holds. A debugging session keeps the program and asks it for a fresh target at every
/// `run`; targets that exist on their own (a core file) need no program.
pub trait Program {
    /// The code objects known before the program starts; empty when the program loads its
    /// code at run time (the session then resolves breakpoints when the target reports
    /// [`Event::CodeObjectsChanged`]).
    fn code_objects(&self) -> Vec<KnownCodeObject> {
        Vec::new()
    }

    /// Starts the program: a new target whose waves are held before their first instruction
    /// until they are resumed. The session drops the previous target first.
    fn start(&mut self, options: &StartOptions) -> TargetResult<Box<dyn Target>>;

    /// What `run` prints after `Starting program: ` (a path and its arguments).
    fn command_line(&self) -> String;

    /// The kernel a single-dispatch program runs, for gdb's
    /// `[Inferior 1 (kernel NAME) exited normally]`.
    fn kernel(&self) -> Option<String> {
        None
    }

    /// Whether [`Program::start`] may be called again once the program has started (a kernel
    /// a stub holds, or a process hdb attached to, starts once).
    fn restartable(&self) -> bool {
        true
    }
}
