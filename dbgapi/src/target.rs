//! [`DbgapiTarget`]: hdb's [`Target`] over an attached amd-dbgapi process
//! (`shared/notes/hw-backend.md` §5.3).
//!
//! The library names entities by opaque 64-bit handles that are never reused; hdb numbers
//! them 1, 2, 3… in the order it first sees them, like ROCgdb's agent/queue/dispatch/wave
//! numbers. Registers are matched to hdb's catalogue by their ROCgdb names (the library's
//! names are ROCgdb's), once per architecture. The library raises no event when a wave
//! ends or a dispatch completes, so [`RunControl::wait`] diffs the wave and dispatch lists
//! after the library's own events and reports what vanished.

use std::collections::{BTreeMap, HashMap, VecDeque};

use amdgpu::aspace::AddressSpace;
use amdgpu::register::{Register, WaveSize};
use amdgpu::target::{global_write_only, WatchRegion};
use amdgpu::target::{
    Agent, AgentId, Breakpoints, Dispatch, DispatchDetails, DispatchId, Event, FaultKind,
    FenceScope, Lane, LoadedCodeObject, Queue, QueueDetails, QueueId, QueueKind, ResumeMode,
    RunControl, StopReason, Target, TargetError, TargetResult, Wait, Watchpoints, Wave, WaveId,
    WaveState, WriteMemory, WriteRegisters,
};

use crate::safe::Process;
use crate::sys;
use crate::Error;

/// Numbers library handles 1, 2, 3… in first-seen order.
#[derive(Default)]
struct Numbering {
    by_handle: HashMap<u64, u32>,
    handles: Vec<u64>,
}

impl Numbering {
    fn number(&mut self, handle: u64) -> u32 {
        if let Some(&n) = self.by_handle.get(&handle) {
            return n;
        }
        self.handles.push(handle);
        let n = self.handles.len() as u32;
        self.by_handle.insert(handle, n);
        n
    }
    fn handle(&self, n: u32) -> Option<u64> {
        self.handles.get((n as usize).checked_sub(1)?).copied()
    }
}

/// What one architecture offers, looked up once.
struct Arch {
    registers: HashMap<Register, sys::RegisterId>,
    breakpoint: Vec<u8>,
    pc_adjust: u64,
    pc_register: sys::RegisterId,
}

#[derive(Default)]
struct State {
    agents: Numbering,
    queues: Numbering,
    dispatches: Numbering,
    waves: Numbering,
    archs: HashMap<u64, Arch>,
    /// Planted breakpoints: address → the original bytes.
    breakpoints: BTreeMap<u64, Vec<u8>>,
    /// Waves in a displaced step: the step's id and whether to continue after it.
    displaced: HashMap<u64, (sys::DisplacedSteppingId, bool)>,
    /// Waves asked to resume off a breakpoint while every displaced-stepping buffer of
    /// their queue was taken (BUFFER_NOT_AVAILABLE): they stay stopped, are listed as
    /// running, and are started again at each wait, once other waves' steps free a buffer.
    awaiting_buffer: Vec<(u64, ResumeMode)>,
    /// Watchpoints: (address, length) → the library's id.
    watchpoints: BTreeMap<(u64, u64), sys::WatchpointId>,
    /// Events made up from list differences, reported before waiting again.
    pending: VecDeque<Event>,
    /// The kernels of each code object (by URI): descriptor ELF address and name.
    kernels: HashMap<String, Vec<(u64, String)>>,
    /// Waves and dispatches seen at the last look, to notice those that vanished.
    live_waves: Vec<u64>,
    live_dispatches: Vec<u64>,
}

/// What ended a [`HostSide::run`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostProgress {
    /// The library's notifier fired: GPU events may be pending.
    GpuEvents,
    /// The host process ended.
    HostEnded(amdgpu::target::ProcessEnd),
    /// The front end asked to interrupt (Ctrl-C).
    Interrupted,
}

/// The host process behind a live target, run while the GPU has nothing to report.
pub trait HostSide {
    /// Lets the host run until the library's notifier fires, the host process ends, or an
    /// interruption is requested.
    fn run(&mut self, process: &Process, notifier: i32) -> Result<HostProgress, String>;
    /// Stops every host thread (all-stop: the host does not run while the user looks at a
    /// GPU stop); the next [`HostSide::run`] resumes them.
    fn stop(&mut self) -> Result<(), String>;
    /// The host's threads.
    fn threads(&self) -> Vec<amdgpu::target::HostThread>;
}

/// A GPU process seen through the amd-dbgapi library.
pub struct DbgapiTarget {
    host: Option<Box<dyn HostSide>>,
    process: Process,
    state: State,
    /// Called for a BREAKPOINT_RESUME event (the host layer resumes that thread).
    on_breakpoint_resume: Option<Box<dyn FnMut(sys::BreakpointId, usize)>>,
    /// A CODE_OBJECT_LIST_UPDATED event reported as [`Event::CodeObjectsChanged`] and not
    /// acknowledged yet: the library keeps the loading host thread stopped until it is, so
    /// the client plants its breakpoints in the new code first. The next `wait`
    /// acknowledges it (dropping it).
    held: Option<crate::safe::Event>,
    /// The host process's id (0 without a host).
    host_pid: u32,
    /// Whether the host's end was reported.
    exit_reported: bool,
}

/// A library error as a target error: a process the library no longer knows is gone.
fn other(e: Error) -> TargetError {
    match e.status() {
        Some(sys::Status::ERROR_PROCESS_EXITED | sys::Status::ERROR_INVALID_PROCESS_ID) => {
            TargetError::Lost(e.to_string())
        }
        _ => TargetError::Other(e.to_string()),
    }
}

impl DbgapiTarget {
    /// Serves an attached process.
    pub fn new(process: Process) -> DbgapiTarget {
        let mut t = DbgapiTarget {
            host: None,
            process,
            state: State::default(),
            on_breakpoint_resume: None,
            held: None,
            host_pid: 0,
            exit_reported: false,
        };
        t.refresh_live();
        t
    }

    /// Sets what to do on a BREAKPOINT_RESUME event (resume the host thread).
    pub fn on_breakpoint_resume(&mut self, f: impl FnMut(sys::BreakpointId, usize) + 'static) {
        self.on_breakpoint_resume = Some(Box::new(f));
    }

    /// Gives the target a host process (`pid`) to run while waiting.
    pub fn set_host(&mut self, pid: u32, host: Box<dyn HostSide>) {
        self.host = Some(host);
        self.host_pid = pid;
    }

    /// The planted breakpoints (without needing `&mut`).
    pub fn breakpoint_addresses_now(&self) -> Vec<u64> {
        self.state.breakpoints.keys().copied().collect()
    }

    /// The attached process.
    pub fn process(&self) -> &Process {
        &self.process
    }

    fn arch_of(&mut self, arch: sys::ArchitectureId) -> Result<(), Error> {
        if self.state.archs.contains_key(&arch.handle) {
            return Ok(());
        }
        let inst = self.process.instance();
        let t = inst.table();
        let f = "amd_dbgapi_register_get_info";
        let mut registers = HashMap::new();
        for r in inst.architecture_registers(arch)? {
            let name = inst.info_string(f, t.register_get_info, r, sys::RegisterInfo::NAME)?;
            // Registers hdb has no name for (pseudo registers, newer additions) are not
            // reachable through the Target seam; skipping them is not an error.
            if let Ok(reg) = Register::parse(&name) {
                registers.entry(reg).or_insert(r);
            }
        }
        let a = "amd_dbgapi_architecture_get_info";
        let size: u64 = inst.info(
            a,
            t.architecture_get_info,
            arch,
            sys::ArchitectureInfo::BREAKPOINT_INSTRUCTION_SIZE,
        )?;
        let size = usize::try_from(size)
            .ok()
            .filter(|&s| s <= 64)
            .ok_or(Error::Malformed {
                function: a,
                what: format!("a breakpoint instruction of {size} bytes"),
            })?;
        let breakpoint = inst.info_bytes(
            a,
            t.architecture_get_info,
            arch,
            sys::ArchitectureInfo::BREAKPOINT_INSTRUCTION,
            size,
        )?;
        let pc_adjust: u64 = inst.info(
            a,
            t.architecture_get_info,
            arch,
            sys::ArchitectureInfo::BREAKPOINT_INSTRUCTION_PC_ADJUST,
        )?;
        let pc_register = inst.info(
            a,
            t.architecture_get_info,
            arch,
            sys::ArchitectureInfo::PC_REGISTER,
        )?;
        self.state.archs.insert(
            arch.handle,
            Arch {
                registers,
                breakpoint,
                pc_adjust,
                pc_register,
            },
        );
        Ok(())
    }

    fn wave_handle(&self, w: WaveId) -> TargetResult<sys::WaveId> {
        self.state
            .waves
            .handle(w.0)
            .map(|handle| sys::WaveId { handle })
            .ok_or(TargetError::NoWave(w))
    }

    fn wave_size(&self, w: sys::WaveId) -> Result<WaveSize, Error> {
        let lanes: usize = self.process.wave(w, sys::WaveInfo::LANE_COUNT)?;
        u32::try_from(lanes)
            .ok()
            .and_then(WaveSize::from_lanes)
            .ok_or(Error::Malformed {
                function: "amd_dbgapi_wave_get_info",
                what: format!("a lane count of {lanes}"),
            })
    }

    /// The library register for one of ours, on this wave's architecture.
    fn register(
        &mut self,
        w: sys::WaveId,
        id: WaveId,
        reg: Register,
    ) -> TargetResult<sys::RegisterId> {
        let arch: sys::ArchitectureId = self
            .process
            .wave(w, sys::WaveInfo::ARCHITECTURE)
            .map_err(|e| wave_error(e, id))?;
        self.arch_of(arch).map_err(other)?;
        let st = &self.state;
        st.archs
            .get(&arch.handle)
            .and_then(|a| a.registers.get(&reg).copied())
            .ok_or(TargetError::NoRegister(reg))
    }

    fn first_arch(&mut self) -> TargetResult<sys::ArchitectureId> {
        let agents = self.process.agents().map_err(other)?;
        let a = agents
            .first()
            .ok_or_else(|| TargetError::Other("the process has no GPU agent".into()))?;
        let arch = self
            .process
            .agent(*a, sys::AgentInfo::ARCHITECTURE)
            .map_err(other)?;
        self.arch_of(arch).map_err(other)?;
        Ok(arch)
    }

    /// The wave, lane and library address space of a transfer: global memory is the process's,
    /// not a wave's.
    fn transfer_place(
        &self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
    ) -> TargetResult<(sys::WaveId, u32, sys::AddressSpaceId)> {
        let w = self.wave_handle(wave)?;
        let aspace = self.space(w, space)?;
        Ok(if space == AddressSpace::Global {
            (sys::WaveId::NONE, sys::LANE_NONE, aspace)
        } else {
            (w, lane.0, aspace)
        })
    }

    fn space(&self, w: sys::WaveId, space: AddressSpace) -> TargetResult<sys::AddressSpaceId> {
        if space == AddressSpace::Global {
            return Ok(sys::AddressSpaceId::GLOBAL);
        }
        let arch: sys::ArchitectureId = self
            .process
            .wave(w, sys::WaveInfo::ARCHITECTURE)
            .map_err(other)?;
        self.process
            .dwarf_address_space(arch, u64::from(space.dwarf_number()))
            .map_err(other)
    }

    /// Notes the current waves and dispatches; queues WaveExited / DispatchCompleted for
    /// those that vanished since the last look.
    fn refresh_live(&mut self) {
        let waves: Vec<u64> = self
            .process
            .waves()
            .map(|v| v.iter().map(|w| w.handle).collect())
            .unwrap_or_default();
        let dispatches: Vec<u64> = self
            .process
            .dispatches()
            .map(|v| v.iter().map(|d| d.handle).collect())
            .unwrap_or_default();
        let st = &mut self.state;
        for w in &waves {
            st.waves.number(*w);
        }
        for d in &dispatches {
            st.dispatches.number(*d);
        }
        let gone_waves: Vec<u64> = st
            .live_waves
            .iter()
            .filter(|w| !waves.contains(w))
            .copied()
            .collect();
        for w in gone_waves {
            let n = st.waves.number(w);
            st.pending.push_back(Event::WaveExited { wave: WaveId(n) });
        }
        let gone: Vec<u64> = st
            .live_dispatches
            .iter()
            .filter(|d| !dispatches.contains(d))
            .copied()
            .collect();
        // A live host program goes on after its kernels end (gdb reports nothing then): the
        // end is the host's. Without a host the dispatch's end is the end.
        if self.host.is_none() {
            for d in gone {
                let n = st.dispatches.number(d);
                st.pending.push_back(Event::DispatchCompleted {
                    dispatch: DispatchId(n),
                });
            }
        }
        st.live_waves = waves;
        st.live_dispatches = dispatches;
    }

    /// A wave as hdb describes it, numbering what it meets for the first time.
    fn describe_wave(&mut self, w: sys::WaveId) -> Result<Wave, Error> {
        let p = &self.process;
        let state: sys::WaveState = p.wave(w, sys::WaveInfo::STATE)?;
        // Asked to resume and waiting for a displaced-stepping buffer: running, as far
        // as the client is concerned.
        let waiting = self
            .state
            .awaiting_buffer
            .iter()
            .any(|(h, _)| *h == w.handle);
        let stopped = state == sys::WaveState::STOP && !waiting;
        let stop_reason = if stopped {
            Some(stop_reason(p.wave(w, sys::WaveInfo::STOP_REASON)?))
        } else {
            None
        };
        let dispatch: sys::DispatchId = p.wave(w, sys::WaveInfo::DISPATCH)?;
        let queue: sys::QueueId = p.wave(w, sys::WaveInfo::QUEUE)?;
        let agent: sys::AgentId = p.wave(w, sys::WaveInfo::AGENT)?;
        let group: [u32; 3] = p.wave(w, sys::WaveInfo::WORKGROUP_COORD)?;
        let wave_in_group: u32 = p.wave(w, sys::WaveInfo::WAVE_NUMBER_IN_WORKGROUP)?;
        let wave_size = self.wave_size(w)?;
        let pc: u64 = if stopped {
            p.wave(w, sys::WaveInfo::PC)?
        } else {
            0
        };
        let st = &mut self.state;
        Ok(Wave {
            id: WaveId(st.waves.number(w.handle)),
            agent: AgentId(st.agents.number(agent.handle)),
            queue: QueueId(st.queues.number(queue.handle)),
            dispatch: DispatchId(st.dispatches.number(dispatch.handle)),
            group,
            wave_in_group,
            wave_size,
            state: if stopped {
                WaveState::Stopped
            } else {
                WaveState::Running
            },
            stop_reason,
            pc,
        })
    }

    /// Turns one WAVE_STOP into an hdb event, or `None` when hdb handled it internally (the
    /// end of a displaced step that continues).
    fn wave_stopped(&mut self, w: sys::WaveId) -> Result<Option<Event>, Error> {
        let p = &self.process;
        let reasons: sys::StopReasons = p.wave(w, sys::WaveInfo::STOP_REASON)?;
        let displaced = self.state.displaced.remove(&w.handle);
        if let Some((id, then_continue)) = displaced {
            p.displaced_complete(w, id)?;
            if then_continue && reasons == sys::StopReasons::SINGLE_STEP {
                return Ok(None); // resumed by the caller once the event is acknowledged
            }
        }
        let mut pc: u64 = p.wave(w, sys::WaveInfo::PC)?;
        if reasons.contains(sys::StopReasons::BREAKPOINT) {
            // Live hardware reports the PC after the trap; rewind it onto the breakpoint.
            let arch: sys::ArchitectureId = p.wave(w, sys::WaveInfo::ARCHITECTURE)?;
            self.arch_of(arch)?;
            let p = &self.process;
            let (adjust, pc_reg) = {
                let st = &self.state;
                let a = st.archs.get(&arch.handle).ok_or(Error::Malformed {
                    function: "amd_dbgapi_architecture_get_info",
                    what: "no architecture for the wave".into(),
                })?;
                (a.pc_adjust, a.pc_register)
            };
            if adjust != 0 {
                pc = pc.wrapping_sub(adjust);
                p.write_register(w, pc_reg, &pc.to_le_bytes())?;
            }
        }
        let n = self.state.waves.number(w.handle);
        let mut all = stop_reasons(reasons);
        for r in &mut all {
            if let StopReason::Watchpoint { address } = r {
                *address = self.watch_hit_address(w).unwrap_or(0);
            }
        }
        let reason = if all.is_empty() {
            StopReason::Requested
        } else {
            all.remove(0)
        };
        Ok(Some(Event::WaveStopped {
            wave: WaveId(n),
            pc,
            reason,
            other_reasons: all,
        }))
    }

    /// The start of the first of hdb's watchpoints the library says the wave triggered.
    fn watch_hit_address(&self, w: sys::WaveId) -> Option<u64> {
        let list: sys::WatchpointList = self.process.wave(w, sys::WaveInfo::WATCHPOINTS).ok()?;
        let ids = crate::safe::take_list(list)?;
        let st = &self.state;
        ids.iter().find_map(|id| {
            st.watchpoints
                .iter()
                .find(|(_, v)| *v == id)
                .map(|((a, _), _)| *a)
        })
    }
}

/// hdb's stop reason for the library's bits: the first of [`stop_reasons`].
pub fn stop_reason(r: sys::StopReasons) -> StopReason {
    stop_reasons(r)
        .into_iter()
        .next()
        .unwrap_or(StopReason::Requested)
}

/// hdb's stop reasons for the library's bits, every one that applies, in ROCgdb's order
/// (never empty). A stop with no bit set was requested; bits hdb has no reason for (FP and
/// integer exceptions, ECC, FATAL_HALT, bits from newer libraries) are a trap when nothing
/// else explains the stop.
pub fn stop_reasons(r: sys::StopReasons) -> Vec<StopReason> {
    use sys::StopReasons as S;
    let mut reasons = Vec::new();
    if r.contains(S::BREAKPOINT) {
        reasons.push(StopReason::Breakpoint);
    }
    if r.contains(S::WATCHPOINT) {
        // The library gives the address through WATCHPOINTS ids; hdb's watchpoints here
        // are whole ranges, so the first address is not known at this layer.
        reasons.push(StopReason::Watchpoint { address: 0 });
    }
    if r.contains(S::ASSERT_TRAP) {
        reasons.push(StopReason::AssertTrap);
    }
    if r.contains(S::DEBUG_TRAP) {
        reasons.push(StopReason::DebugTrap);
    }
    if r.contains(S::MEMORY_VIOLATION) || r.contains(S::ADDRESS_ERROR) {
        reasons.push(StopReason::MemoryViolation);
    }
    if r.contains(S::ILLEGAL_INSTRUCTION) {
        reasons.push(StopReason::IllegalInstruction {
            mnemonic: String::new(),
            unimplemented: false,
        });
    }
    if r.contains(S::TRAP) {
        reasons.push(StopReason::Trap(0));
    }
    if r.contains(S::SINGLE_STEP) {
        reasons.push(StopReason::SingleStep);
    }
    if reasons.is_empty() {
        reasons.push(if r == S::NONE {
            StopReason::Requested
        } else {
            StopReason::Trap(0)
        });
    }
    reasons
}

fn wave_error(e: Error, w: WaveId) -> TargetError {
    match e.status() {
        Some(sys::Status::ERROR_INVALID_WAVE_ID) => TargetError::NoWave(w),
        Some(sys::Status::ERROR_WAVE_NOT_STOPPED) => TargetError::NotStopped(w),
        _ => other(e),
    }
}

impl Target for DbgapiTarget {
    fn agents(&mut self) -> Vec<Agent> {
        let p = &self.process;
        let mut out = Vec::new();
        for a in p.agents().unwrap_or_default() {
            let id = AgentId(self.state.agents.number(a.handle));
            let processor = p
                .agent::<sys::ArchitectureId>(a, sys::AgentInfo::ARCHITECTURE)
                .and_then(|arch| {
                    let inst = p.instance();
                    inst.info_string(
                        "amd_dbgapi_architecture_get_info",
                        inst.table().architecture_get_info,
                        arch,
                        sys::ArchitectureInfo::NAME,
                    )
                })
                .map(|n| n.rsplit('-').next().unwrap_or(&n).to_string())
                .unwrap_or_default();
            let gpu_id = p.agent::<u64>(a, sys::AgentInfo::OS_ID).unwrap_or(0) as u32;
            // The device as the library describes it (all of it, or nothing): its name,
            // execution units, waves each holds, and PCI slot in BDF notation.
            let details = (|| {
                let device_name = p.agent_name(a).ok()?;
                let cores = p
                    .agent::<u32>(a, sys::AgentInfo::EXECUTION_UNIT_COUNT)
                    .ok()?;
                let waves = p
                    .agent::<u32>(a, sys::AgentInfo::MAX_WAVES_PER_EXECUTION_UNIT)
                    .ok()?;
                let slot = p.agent::<u16>(a, sys::AgentInfo::PCI_SLOT).ok()?;
                Some(amdgpu::target::AgentDetails {
                    device_name,
                    cores,
                    threads: cores.saturating_mul(waves),
                    location: format!("{:02x}:{:02x}.{}", slot >> 8, (slot >> 3) & 0x1f, slot & 7),
                })
            })();
            out.push(Agent {
                id,
                processor,
                gpu_id,
                details,
            });
        }
        out.sort_by_key(|a| a.id);
        out
    }

    fn queues(&mut self) -> Vec<Queue> {
        let p = &self.process;
        let mut out = Vec::new();
        for q in p.queues().unwrap_or_default() {
            let Ok(agent) = p.queue::<sys::AgentId>(q, sys::QueueInfo::AGENT) else {
                continue;
            };
            let hw_id = p.queue::<u64>(q, sys::QueueInfo::OS_ID).unwrap_or(0) as u32;
            let details = (|| {
                let kind = p.queue::<i32>(q, sys::QueueInfo::TYPE).ok()?;
                let address = p.queue::<u64>(q, sys::QueueInfo::ADDRESS).ok()?;
                let size = p.queue::<u64>(q, sys::QueueInfo::SIZE).ok()?;
                let (read, write) = p.queue_packet_ids(q)?.ok()?;
                Some(QueueDetails {
                    kind: u32::try_from(kind).map_or(QueueKind::Unknown, QueueKind::from_dbgapi),
                    read,
                    write,
                    size,
                    address,
                })
            })();
            let st = &mut self.state;
            out.push(Queue {
                id: QueueId(st.queues.number(q.handle)),
                agent: AgentId(st.agents.number(agent.handle)),
                hw_id,
                details,
            });
        }
        out.sort_by_key(|q| q.id);
        out
    }

    fn dispatches(&mut self) -> Vec<Dispatch> {
        let mut out = Vec::new();
        for d in self.process.dispatches().unwrap_or_default() {
            let p = &self.process;
            let (Ok(queue), Ok(agent)) = (
                p.dispatch::<sys::QueueId>(d, sys::DispatchInfo::QUEUE),
                p.dispatch::<sys::AgentId>(d, sys::DispatchInfo::AGENT),
            ) else {
                continue;
            };
            let packet_id = p
                .dispatch::<u64>(d, sys::DispatchInfo::OS_QUEUE_PACKET_ID)
                .unwrap_or(0);
            let group: [u16; 3] = p
                .dispatch(d, sys::DispatchInfo::WORKGROUP_SIZES)
                .unwrap_or([0; 3]);
            let grid: [u32; 3] = p
                .dispatch(d, sys::DispatchInfo::GRID_SIZES)
                .unwrap_or([0; 3]);
            let descriptor = p
                .dispatch::<u64>(d, sys::DispatchInfo::KERNEL_DESCRIPTOR_ADDRESS)
                .ok();
            let details = (|| {
                let scope = |what| {
                    p.dispatch::<i32>(d, what)
                        .ok()
                        .map(|v| FenceScope::from_bits(v as u16))
                };
                Some(DispatchDetails {
                    barrier: p.dispatch::<i32>(d, sys::DispatchInfo::BARRIER).ok()? == 1,
                    acquire: scope(sys::DispatchInfo::ACQUIRE_FENCE)?,
                    release: scope(sys::DispatchInfo::RELEASE_FENCE)?,
                    private_segment_size: p
                        .dispatch::<u64>(d, sys::DispatchInfo::PRIVATE_SEGMENT_SIZE)
                        .ok()? as u32,
                    group_segment_size: p
                        .dispatch::<u64>(d, sys::DispatchInfo::GROUP_SEGMENT_SIZE)
                        .ok()? as u32,
                    kernel_descriptor: descriptor?,
                    kernel_arguments: p
                        .dispatch::<u64>(d, sys::DispatchInfo::KERNEL_ARGUMENT_SEGMENT_ADDRESS)
                        .ok()?,
                    completion_signal: p
                        .dispatch::<u64>(d, sys::DispatchInfo::KERNEL_COMPLETION_ADDRESS)
                        .ok()?,
                })
            })();
            let kernel = descriptor.and_then(|kd| self.kernel_at(kd));
            let st = &mut self.state;
            out.push(Dispatch {
                id: DispatchId(st.dispatches.number(d.handle)),
                queue: QueueId(st.queues.number(queue.handle)),
                agent: AgentId(st.agents.number(agent.handle)),
                packet_id,
                kernel,
                grid,
                group: group.map(u32::from),
                details,
            });
        }
        out.sort_by_key(|d| d.id);
        out
    }

    fn waves(&mut self) -> Vec<Wave> {
        let mut out = Vec::new();
        for w in self.process.waves().unwrap_or_default() {
            // A wave that ends between the list and the queries is simply not listed.
            if let Ok(wave) = self.describe_wave(w) {
                out.push(wave);
            }
        }
        out.sort_by_key(|w| w.id);
        out
    }

    fn host_threads(&mut self) -> Vec<amdgpu::target::HostThread> {
        self.host.as_ref().map(|h| h.threads()).unwrap_or_default()
    }

    /// The generic addresses of local and private_lane address 0, as the library converts
    /// them for the wave (its apertures); `None` without the conversion function.
    fn apertures(&mut self, wave: WaveId) -> Option<amdgpu::Apertures> {
        let w = self.wave_handle(wave).ok()?;
        let generic = self.space(w, AddressSpace::Generic).ok()?;
        let base = |space: AddressSpace| -> Option<u64> {
            let from = self.space(w, space).ok()?;
            self.process
                .convert_address_space(w, 0, from, 0, generic)?
                .ok()
        };
        Some(amdgpu::Apertures {
            local_base: base(AddressSpace::Local)?,
            private_base: base(AddressSpace::PrivateLane)?,
        })
    }

    fn code_objects(&mut self) -> Vec<LoadedCodeObject> {
        let p = &self.process;
        let agent = AgentId(
            p.agents()
                .ok()
                .and_then(|a| a.first().copied())
                .map_or(1, |a| self.state.agents.number(a.handle)),
        );
        p.code_objects()
            .unwrap_or_default()
            .into_iter()
            .filter_map(|c| p.code_object(c).ok())
            .map(|(uri, delta)| LoadedCodeObject {
                agent,
                uri,
                load_base: delta as u64,
            })
            .collect()
    }

    fn read_register(&mut self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        let w = self.wave_handle(wave)?;
        let size = self.wave_size(w).map_err(|e| wave_error(e, wave))?;
        let expected = reg.byte_size(size) as usize;
        if out.len() != expected {
            return Err(TargetError::RegisterSize {
                register: reg,
                expected,
                got: out.len(),
            });
        }
        let r = self.register(w, wave, reg)?;
        self.process
            .read_register(w, r, out)
            .map_err(|e| match e.status() {
                Some(sys::Status::ERROR_REGISTER_NOT_AVAILABLE)
                | Some(sys::Status::ERROR_INVALID_REGISTER_ID) => TargetError::NoRegister(reg),
                _ => wave_error(e, wave),
            })
    }

    fn read_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()> {
        let (w, l, aspace) = self.transfer_place(wave, lane, space)?;
        let n = self
            .process
            .read_memory(w, l, aspace, address, out)
            .map_err(|e| mem_error(e, space, address))?;
        whole_transfer(n, out.len(), space, address)
    }

    fn register_writes(&mut self) -> Option<&mut dyn WriteRegisters> {
        Some(self)
    }
    fn memory_writes(&mut self) -> Option<&mut dyn WriteMemory> {
        Some(self)
    }
    fn run_control(&mut self) -> Option<&mut dyn RunControl> {
        Some(self)
    }
    fn breakpoints(&mut self) -> Option<&mut dyn Breakpoints> {
        Some(self)
    }
    fn watchpoints(&mut self) -> Option<&mut dyn Watchpoints> {
        self.process.instance().table().set_watchpoint?;
        Some(self)
    }
    fn process_memory(&mut self) -> Option<&mut dyn amdgpu::target::ProcessMemory> {
        Some(self)
    }
}

impl amdgpu::target::ProcessMemory for DbgapiTarget {
    fn read_process_memory(&mut self, address: u64, out: &mut [u8]) -> TargetResult<()> {
        let g = sys::AddressSpaceId::GLOBAL;
        let n = self
            .process
            .read_memory(sys::WaveId::NONE, sys::LANE_NONE, g, address, out)
            .map_err(|e| mem_error(e, AddressSpace::Global, address))?;
        whole_transfer(n, out.len(), AddressSpace::Global, address)
    }
}

impl Watchpoints for DbgapiTarget {
    fn insert_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        let (address, len) = global_write_only(region)?;
        if self.state.watchpoints.contains_key(&(address, len)) {
            return Ok(());
        }
        let id = self
            .process
            .set_watchpoint(address, len)
            .ok_or_else(|| TargetError::Other("the library offers no watchpoints".into()))?
            .map_err(other)?;
        self.state.watchpoints.insert((address, len), id);
        Ok(())
    }

    fn remove_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        let (address, len) = (region.address, region.len);
        let Some(id) = self.state.watchpoints.remove(&(address, len)) else {
            return Ok(());
        };
        match self.process.remove_watchpoint(id) {
            Some(r) => r.map_err(other),
            None => Ok(()),
        }
    }
}

/// A transfer that moved fewer than `len` bytes failed at the first byte it did not move.
fn whole_transfer(n: usize, len: usize, space: AddressSpace, address: u64) -> TargetResult<()> {
    if n < len {
        return Err(TargetError::Memory {
            space,
            address: address.wrapping_add(n as u64),
            kind: FaultKind::Unmapped,
        });
    }
    Ok(())
}

fn mem_error(e: Error, space: AddressSpace, address: u64) -> TargetError {
    match e.status() {
        Some(sys::Status::ERROR_MEMORY_ACCESS) | Some(sys::Status::ERROR_MEMORY_UNAVAILABLE) => {
            TargetError::Memory {
                space,
                address,
                kind: FaultKind::Unmapped,
            }
        }
        Some(sys::Status::ERROR_INVALID_ADDRESS_SPACE_CONVERSION) => TargetError::Memory {
            space,
            address,
            kind: FaultKind::Aperture,
        },
        _ => other(e),
    }
}

impl WriteRegisters for DbgapiTarget {
    fn write_register(&mut self, wave: WaveId, reg: Register, data: &[u8]) -> TargetResult<()> {
        let w = self.wave_handle(wave)?;
        let size = self.wave_size(w).map_err(|e| wave_error(e, wave))?;
        let expected = reg.byte_size(size) as usize;
        if data.len() != expected {
            return Err(TargetError::RegisterSize {
                register: reg,
                expected,
                got: data.len(),
            });
        }
        let r = self.register(w, wave, reg)?;
        self.process
            .write_register(w, r, data)
            .map_err(|e| wave_error(e, wave))
    }
}

impl WriteMemory for DbgapiTarget {
    fn write_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        data: &[u8],
    ) -> TargetResult<()> {
        let (w, l, aspace) = self.transfer_place(wave, lane, space)?;
        let n = self
            .process
            .write_memory(w, l, aspace, address, data)
            .map_err(|e| mem_error(e, space, address))?;
        whole_transfer(n, data.len(), space, address)
    }
}

impl Breakpoints for DbgapiTarget {
    fn insert_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        if self.state.breakpoints.contains_key(&address) {
            return Ok(());
        }
        let arch = self.first_arch()?;
        let bp = self
            .state
            .archs
            .get(&arch.handle)
            .map(|a| a.breakpoint.clone())
            .ok_or(TargetError::BadBreakpoint(address))?;
        let mut saved = vec![0u8; bp.len()];
        let g = sys::AddressSpaceId::GLOBAL;
        let p = &self.process;
        let n = p
            .read_memory(sys::WaveId::NONE, sys::LANE_NONE, g, address, &mut saved)
            .map_err(|_| TargetError::BadBreakpoint(address))?;
        if n != saved.len() {
            return Err(TargetError::BadBreakpoint(address));
        }
        let n = p
            .write_memory(sys::WaveId::NONE, sys::LANE_NONE, g, address, &bp)
            .map_err(|_| TargetError::BadBreakpoint(address))?;
        if n != bp.len() {
            return Err(TargetError::BadBreakpoint(address));
        }
        self.state.breakpoints.insert(address, saved);
        Ok(())
    }

    fn remove_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        let Some(saved) = self.state.breakpoints.remove(&address) else {
            return Ok(());
        };
        self.process
            .write_memory(
                sys::WaveId::NONE,
                sys::LANE_NONE,
                sys::AddressSpaceId::GLOBAL,
                address,
                &saved,
            )
            .map(|_| ())
            .map_err(other)
    }

    fn breakpoint_addresses(&self) -> Vec<u64> {
        self.state.breakpoints.keys().copied().collect()
    }
}

impl RunControl for DbgapiTarget {
    fn resume(&mut self, wave: WaveId, mode: ResumeMode) -> TargetResult<()> {
        let w = self.wave_handle(wave)?;
        if self
            .state
            .awaiting_buffer
            .iter()
            .any(|(h, _)| *h == w.handle)
        {
            return Ok(()); // already waiting to go
        }
        let p = &self.process;
        let pc: u64 = p
            .wave(w, sys::WaveInfo::PC)
            .map_err(|e| wave_error(e, wave))?;
        let saved = self.state.breakpoints.get(&pc).cloned();
        if let Some(saved) = saved {
            // The only supported way off a breakpoint: execute the original instruction out
            // of line, then (for a continue) resume normally once that step stops.
            let id = match p.displaced_start(w, &saved) {
                Ok(id) => id,
                Err(e)
                    if e.status()
                        == Some(sys::Status::ERROR_DISPLACED_STEPPING_BUFFER_NOT_AVAILABLE) =>
                {
                    self.state.awaiting_buffer.push((w.handle, mode));
                    return Ok(());
                }
                Err(e) => return Err(other(e)),
            };
            self.state
                .displaced
                .insert(w.handle, (id, mode == ResumeMode::Continue));
            return p
                .wave_resume(w, sys::ResumeMode::SINGLE_STEP)
                .map_err(|e| wave_error(e, wave));
        }
        let m = match mode {
            ResumeMode::Continue => sys::ResumeMode::NORMAL,
            ResumeMode::Step => sys::ResumeMode::SINGLE_STEP,
        };
        p.wave_resume(w, m).map_err(|e| wave_error(e, wave))
    }

    fn stop(&mut self, wave: WaveId) -> TargetResult<()> {
        let w = self.wave_handle(wave)?;
        // A wave still waiting for a displaced-stepping buffer never left its stop.
        let waiting = {
            let st = &mut self.state;
            let before = st.awaiting_buffer.len();
            st.awaiting_buffer.retain(|(h, _)| *h != w.handle);
            st.awaiting_buffer.len() != before
        };
        if waiting {
            let pc: u64 = self
                .process
                .wave(w, sys::WaveInfo::PC)
                .map_err(|e| wave_error(e, wave))?;
            self.state.pending.push_back(Event::WaveStopped {
                wave,
                pc,
                reason: StopReason::Requested,
                other_reasons: Vec::new(),
            });
            return Ok(());
        }
        match self.process.wave_stop(w) {
            Ok(()) => Ok(()),
            // Already stopped or already asked: the stop the caller wants is coming or done.
            Err(e)
                if matches!(
                    e.status(),
                    Some(sys::Status::ERROR_WAVE_STOPPED)
                        | Some(sys::Status::ERROR_WAVE_OUTSTANDING_STOP)
                ) =>
            {
                Ok(())
            }
            Err(e) => Err(wave_error(e, wave)),
        }
    }

    fn wait(&mut self, wait: Wait) -> TargetResult<Option<Event>> {
        // The client has handled what was reported: a held code-object event is acknowledged
        // (the loading host thread may go on).
        self.held = None;
        loop {
            self.retry_displaced()?;
            if let Some(e) = self.next_pending()? {
                return Ok(Some(e));
            }
            let mut continue_after: Vec<sys::WaveId> = Vec::new();
            let mut drained = false;
            while let Some(ev) = self.process.next_event().map_err(other)? {
                drained = true;
                match ev.kind {
                    sys::EventKind::WAVE_STOP => {
                        let w = ev.wave().map_err(other)?;
                        match self.wave_stopped(w).map_err(other)? {
                            Some(e) => self.state.pending.push_back(e),
                            None => continue_after.push(w),
                        }
                    }
                    sys::EventKind::WAVE_COMMAND_TERMINATED => {
                        let w = ev.wave().map_err(other)?;
                        let st = &mut self.state;
                        st.displaced.remove(&w.handle);
                        let n = st.waves.number(w.handle);
                        st.live_waves.retain(|h| *h != w.handle);
                        st.pending.push_back(Event::WaveExited { wave: WaveId(n) });
                    }
                    sys::EventKind::BREAKPOINT_RESUME => {
                        let (bp, th) = ev.breakpoint().map_err(other)?;
                        if let Some(f) = self.on_breakpoint_resume.as_mut() {
                            f(bp, th);
                        }
                    }
                    sys::EventKind::CODE_OBJECT_LIST_UPDATED => {
                        self.state.pending.push_back(Event::CodeObjectsChanged);
                        // Acknowledged by the next wait, once the client has planted.
                        self.held = Some(ev);
                        continue;
                    }
                    // Runtime and queue-error events only need acknowledging here.
                    _ => {}
                }
                drop(ev); // acknowledged before any wave it stopped may be resumed
            }
            for w in continue_after {
                self.process
                    .wave_resume(w, sys::ResumeMode::NORMAL)
                    .map_err(other)?;
            }
            self.refresh_live();
            if let Some(e) = self.next_pending()? {
                return Ok(Some(e));
            }
            if wait == Wait::Poll {
                return Ok(None);
            }
            // Events hdb handled itself (runtime, code objects, a finished displaced step):
            // ask again before deciding whether anything is left to wait for.
            if drained {
                continue;
            }
            let fd = self.process.notifier().map_err(other)?;
            // A live process: the host runs (and may start kernels) until the GPU reports.
            if let Some(host) = self.host.as_mut() {
                match host.run(&self.process, fd).map_err(TargetError::Other)? {
                    HostProgress::GpuEvents => continue,
                    HostProgress::HostEnded(how) => {
                        // Reported once; after that nothing is left to wait for.
                        if self.exit_reported {
                            return Ok(None);
                        }
                        self.exit_reported = true;
                        return Ok(Some(Event::ProcessExited {
                            pid: self.host_pid,
                            how,
                        }));
                    }
                    HostProgress::Interrupted => {
                        // Stop every running wave; their stops arrive as events.
                        let mut asked = 0;
                        for w in self.process.waves().map_err(other)? {
                            let st = self.process.wave::<sys::WaveState>(w, sys::WaveInfo::STATE);
                            if st.is_ok_and(|s| s != sys::WaveState::STOP)
                                && self.process.wave_stop(w).is_ok()
                            {
                                asked += 1;
                            }
                        }
                        if asked == 0 {
                            if let Some(host) = self.host.as_mut() {
                                host.stop().map_err(TargetError::Other)?;
                            }
                            return Err(TargetError::Other(
                                "interrupted (no GPU wave was running)".into(),
                            ));
                        }
                        continue;
                    }
                }
            }
            // Block only while some wave could still report something.
            let running = self.process.waves().map_err(other)?.into_iter().any(|w| {
                self.process
                    .wave::<sys::WaveState>(w, sys::WaveInfo::STATE)
                    .is_ok_and(|s| s != sys::WaveState::STOP)
            });
            if !running {
                let waiting = self.state.awaiting_buffer.first().map(|w| w.0);
                if let Some(h) = waiting {
                    // Nothing runs that could free a buffer.
                    let n = self.state.waves.number(h);
                    return Err(TargetError::Other(format!(
                        "wave {n} cannot step off its breakpoint: no displaced-stepping buffer \
                         of its queue became free"
                    )));
                }
                return Ok(None);
            }
            wait_readable(fd)
                .map_err(|e| TargetError::Other(format!("waiting for events: {e}")))?;
        }
    }
}

/// The most a code object read from the inferior's memory may be (a hostile or corrupt
/// `memory://` size must not allocate the machine away).
const MAX_CODE_OBJECT: u64 = 512 << 20;

impl DbgapiTarget {
    /// The name of the kernel whose descriptor is at `kd` (a loaded address): the kernel
    /// symbol at that address in the loaded code object that holds it. The library gives
    /// only the address (ROCgdb names dispatches the same way).
    fn kernel_at(&mut self, kd: u64) -> Option<String> {
        self.code_objects().into_iter().find_map(|co| {
            self.kernels_of(&co.uri)
                .into_iter()
                .find(|(a, _)| a.wrapping_add(co.load_base) == kd)
                .map(|(_, name)| name)
        })
    }

    /// The kernels (descriptor ELF address, name) of the code object at `uri`, read once:
    /// from its file, or from the inferior's memory for a `memory://` URI. Empty when it
    /// cannot be read or parsed (the dispatch is then listed without a name).
    fn kernels_of(&mut self, uri: &str) -> Vec<(u64, String)> {
        if let Some(k) = self.state.kernels.get(uri) {
            return k.clone();
        }
        let bytes = codeobj::CodeObjectUri::parse(uri)
            .ok()
            .and_then(|u| match &u {
                codeobj::CodeObjectUri::File { path, .. } => std::fs::read(path)
                    .ok()
                    .and_then(|f| u.extract(&f).ok().map(<[u8]>::to_vec)),
                codeobj::CodeObjectUri::Memory { address, size, .. } => {
                    if *size > MAX_CODE_OBJECT {
                        return None;
                    }
                    let mut b = vec![0u8; *size as usize];
                    let g = sys::AddressSpaceId::GLOBAL;
                    let n = self
                        .process
                        .read_memory(sys::WaveId::NONE, sys::LANE_NONE, g, *address, &mut b)
                        .ok()?;
                    (n == b.len()).then_some(b)
                }
            });
        let kernels: Vec<(u64, String)> = bytes
            .and_then(|b| {
                let co = codeobj::CodeObject::parse(&b).ok()?;
                let ks = co.kernels().ok()?;
                Some(
                    ks.iter()
                        .map(|k| (k.descriptor_address, k.name.to_string()))
                        .collect(),
                )
            })
            .unwrap_or_default();
        self.state.kernels.insert(uri.to_string(), kernels.clone());
        kernels
    }

    /// Starts again the waves that waited for a displaced-stepping buffer; those that still
    /// find none keep waiting.
    fn retry_displaced(&mut self) -> TargetResult<()> {
        let waiting = std::mem::take(&mut self.state.awaiting_buffer);
        for (h, mode) in waiting {
            let n = self.state.waves.number(h);
            // Requeued by `resume` itself when the buffers are still taken.
            RunControl::resume(self, WaveId(n), mode)?;
        }
        Ok(())
    }

    /// The next event to report; a wave's stop stops the host first (all-stop, as gdb
    /// stops every thread of the inferior at a stop).
    fn next_pending(&mut self) -> TargetResult<Option<Event>> {
        let e = self.state.pending.pop_front();
        if let (Some(Event::WaveStopped { .. }), Some(host)) = (&e, self.host.as_mut()) {
            host.stop().map_err(TargetError::Other)?;
        }
        Ok(e)
    }
}

/// Blocks until `fd` is readable, then drains it (the notifier is a pipe that may wake
/// spuriously; the events themselves come from `next_pending_event`).
fn wait_readable(fd: i32) -> std::io::Result<()> {
    let mut pfd = libc::pollfd {
        fd,
        events: libc::POLLIN,
        revents: 0,
    };
    loop {
        // SAFETY: one valid pollfd.
        let r = unsafe { libc::poll(&mut pfd, 1, -1) };
        if r >= 0 {
            break;
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
    let mut buf = [0u8; 64];
    loop {
        let mut p = libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd; zero timeout.
        if unsafe { libc::poll(&mut p, 1, 0) } <= 0 || p.revents & libc::POLLIN == 0 {
            return Ok(());
        }
        // SAFETY: `buf` has 64 writable bytes.
        let n = unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) };
        if n <= 0 {
            return Ok(());
        }
    }
}
