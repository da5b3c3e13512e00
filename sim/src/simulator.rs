//! [`Simulator`]: one agent, one queue, one dispatch at a time. Work-groups become resident
//! in order (a bounded number at once, like compute units), their waves run round-robin in a
//! fixed order with a fixed quantum — so the same launch always interleaves the same way —
//! and `s_barrier` releases when every live wave of the group has arrived.
//!
//! Debugging hooks: breakpoints are planted by writing `s_trap 1` over the instruction (the
//! decode cache entry is dropped); a wave stopped at one steps over it by executing the
//! original instruction once. Single step, stop and resume work per wave; stops come out as
//! [`Event`]s through [`amdgpu::target::RunControl`].
//!
//! Hot path: a wave executes the cached [`Inst`] by reference (a miss prepares one and fills
//! the cache). `HDB_SIM_TRACE=<wave id>` prints every instruction that wave executes, with its
//! first operand's value afterwards (first active lane) and EXEC/VCC/SCC, to stderr.

use std::collections::{BTreeMap, HashMap, VecDeque};

use amdgpu::check::CheckFinding;
use amdgpu::decode::Decoder;
use amdgpu::register::Register;
use amdgpu::target::{
    self as tgt, Agent, AgentId, Breakpoints, Dispatch, DispatchId, Event, FaultKind, Lane, Queue,
    QueueId, ResumeMode, RunControl, StopReason, Target, TargetError, TargetResult, Wait, WaveId,
    WaveState, WriteMemory, WriteRegisters,
};
use amdgpu::{AddressSpace, Apertures, Generation, Processor, WaveSize};

use crate::check::{Allocation, CheckSet, Checks, FastMap, Owner};
use crate::dispatch::{kernarg_segment, DispatchSetup, KernargInputs, RuntimeBuffers};
use crate::exec::{self, Ctx, Inst, IsaFamily, Outcome};
use crate::launch::{Launch, LaunchArg};
use crate::machine::{CodeObjectId, Machine, RING_PACKETS};
use crate::memory::{GlobalMemory, Lds, RegionKind};
use crate::wave::{RunState, Wave};
use codeobj::core::queue::{AmdQueue, DispatchPacket};
use std::sync::Arc;

mod parallel;
mod record;
mod watch;

pub use parallel::{Fallback, Parallel, MAX_JOBS};
pub use record::{DEFAULT_BUDGET, SNAPSHOT_INTERVAL};

/// Where code objects are loaded.
pub const CODE_BASE: u64 = 0x0000_7000_0000_0000;
/// Instructions a wave runs before the scheduler moves on.
const QUANTUM: u32 = 64;

/// The global wave sync unit's resources (M0[21:16] plus the offset names one).
pub(crate) const GWS_RESOURCES: usize = 64;
/// Work-groups resident at once.
pub const RESIDENT_GROUPS: usize = 8;
/// The most work-groups [`Simulator::with_resident_groups`] keeps resident.
pub const MAX_RESIDENT_GROUPS: usize = 4096;
/// Extra scratch per work-item for kernels with a dynamic stack (calls through pointers,
/// recursion).
const DYNAMIC_STACK: u32 = 16 * 1024;
/// The most LDS a work-group may have (gfx950 has 160 KiB; the others 64 KiB or less). A
/// descriptor or launch asking for more is refused rather than allocated.
const MAX_LDS: u32 = 256 * 1024;

/// The granule of the kernarg region (see where it is allocated).
const KERNARG_PAGE: u64 = 4096;

/// The largest kernarg segment a launch gets (the metadata and descriptor sizes are read from
/// the file; anything larger is refused, not allocated).
const MAX_KERNARG: u64 = 1 << 20;

/// How far past the end of the file's bytes an allocated section may reach (besides the
/// zero-filled sections' own sizes): linkers align each segment to a page, which leaves gaps;
/// the corpus's largest is 7 KiB.
const IMAGE_SLACK: u64 = 1 << 20;

/// The most bytes zero-filled (`SHT_NOBITS`) sections may claim in all.
const MAX_ZERO_FILL: u64 = 1 << 30;

/// Checks the allocated sections of `co` (a file of `file_len` bytes) against what the file
/// can load and returns where the image ends and where its executable part ends (ELF
/// addresses). A section header claiming a huge address or size is an error naming the
/// section, never an allocation: a section with contents must have its bytes in the file,
/// zero-fill is bounded, and nothing may lie further out than the file's bytes plus page
/// alignment and zero-fill reach.
pub(crate) fn image_extent(
    co: &codeobj::CodeObject<'_>,
    file_len: u64,
) -> Result<(u64, u64), SimError> {
    let alloc = || co.sections().iter().filter(|s| s.is_alloc());
    let err = |s: &codeobj::Section<'_>, why| SimError::Section {
        name: s.name.to_string(),
        address: s.address,
        size: s.size,
        why,
    };
    let mut zero_fill = 0u64;
    for s in alloc() {
        if s.is_nobits() {
            zero_fill = zero_fill.saturating_add(s.size);
            if zero_fill > MAX_ZERO_FILL {
                return Err(err(s, SectionProblem::TooMuchZeroFill(MAX_ZERO_FILL)));
            }
        } else if (s.data.len() as u64) < s.size {
            return Err(err(s, SectionProblem::Truncated(s.data.len() as u64)));
        }
    }
    let limit = file_len + zero_fill + IMAGE_SLACK;
    let (mut end, mut exec_end) = (0u64, 0u64);
    for s in alloc() {
        let e = s
            .address
            .checked_add(s.size)
            .ok_or_else(|| err(s, SectionProblem::Wraps))?;
        if e > limit {
            return Err(err(s, SectionProblem::BeyondImage(limit)));
        }
        end = end.max(e);
        if s.is_executable() {
            exec_end = exec_end.max(e);
        }
    }
    Ok((end, exec_end))
}

/// Checks the sizes of a launch.
fn check_launch(resident_groups: usize, grid: [u32; 3], block: [u32; 3]) -> Result<(), SimError> {
    if !(1..=MAX_RESIDENT_GROUPS).contains(&resident_groups) {
        return Err(SimError::Launch(format!(
            "{resident_groups} resident work-groups (1 to {MAX_RESIDENT_GROUPS})"
        )));
    }
    for d in 0..3 {
        if block[d] == 0 || grid[d] == 0 {
            return Err(SimError::Launch(
                "grid and work-group sizes must be at least 1".into(),
            ));
        }
    }
    let block_items = block.iter().product::<u32>();
    if block_items > 1024 {
        return Err(SimError::Launch(format!(
            "work-group of {block_items} work-items (at most 1024)"
        )));
    }
    Ok(())
}

/// Reads what a dispatch of `kernel` needs from the code object: only the launched kernel's
/// descriptor is read, so another kernel's broken one does not stop this launch.
fn plan(
    co: &codeobj::CodeObject<'_>,
    processor: &'static Processor,
    kernel: &str,
) -> Result<Plan, SimError> {
    let gen = processor.generation.isa_family().ok_or_else(|| {
        SimError::Target(format!("{} ({})", processor.name, processor.generation))
    })?;
    let k = co
        .kernel(kernel)
        .map_err(|e| SimError::CodeObject(e.to_string()))?
        .ok_or_else(|| SimError::NoKernel {
            name: kernel.to_string(),
            available: co.kernel_names().join(", "),
        })?;
    let kd = k
        .kernel_descriptor()
        .ok_or_else(|| {
            SimError::CodeObject("code object V2 kernels are not supported by the simulator".into())
        })?
        .map_err(|e| SimError::CodeObject(e.to_string()))?;
    let wave_size = kd.wave_size(processor);
    let decoder = Decoder::for_target(processor.name, wave_size)
        .map_err(|e| SimError::Target(e.to_string()))?;
    let meta = k
        .metadata
        .ok_or_else(|| SimError::CodeObject(format!("kernel `{}` has no metadata", k.name)))?;
    let entry = k
        .entry
        .ok_or_else(|| SimError::CodeObject("kernel without an entry point".into()))?;
    let allocation = kd.register_allocation(processor);
    let initial = crate::dispatch::InitialState::of(&kd, processor);
    Ok(Plan {
        processor,
        gen,
        decoder,
        kd,
        wave_size,
        kernel_name: meta.name.clone(),
        meta: meta.clone(),
        entry,
        descriptor: k.descriptor_address,
        initial,
        allocation: (allocation.vgprs as usize, allocation.agprs as usize),
        version: co.version().map_or(4, |v| v.number()),
    })
}

/// The wave to trace (`HDB_SIM_TRACE`), read once: the environment does not change while
/// hdb runs, and reading it takes a lock and a scan at every dispatch.
fn traced_wave() -> Option<u32> {
    static TRACE: std::sync::OnceLock<Option<u32>> = std::sync::OnceLock::new();
    *TRACE.get_or_init(|| {
        std::env::var("HDB_SIM_TRACE")
            .ok()
            .and_then(|v| v.parse().ok())
    })
}

/// What [`Simulator::start`] hands to [`Simulator::assemble`].
struct Parts {
    processor: &'static Processor,
    gen: IsaFamily,
    decoder: Decoder,
    apertures: Apertures,
    code_base: u64,
    code_end: u64,
    setup: DispatchSetup,
    kernel_name: String,
    kernarg_bytes: Vec<u8>,
    buffers: Vec<Option<(u64, usize)>>,
    total_groups: u64,
    max_waves: usize,
    allocation: (usize, usize),
    resident_groups: usize,
    dispatch_id: u64,
    local_args: Vec<(usize, u32, u32)>,
    private_bytes: (u64, u64),
    arg_names: Vec<Option<String>>,
}

/// Unmapped bytes after each wave's scratch backing.
const SCRATCH_GUARD: u64 = 64 * 1024;

/// Errors setting up a simulation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    /// The code object cannot be read.
    #[error("code object: {0}")]
    CodeObject(String),
    /// No kernel of that name.
    #[error("no kernel `{name}` in the code object (kernels: {available})")]
    NoKernel {
        /// Asked for.
        name: String,
        /// Present.
        available: String,
    },
    /// The processor has no decoder or is not supported.
    #[error("unsupported target: {0}")]
    Target(String),
    /// Bad launch sizes.
    #[error("bad launch: {0}")]
    Launch(String),
    /// Bad arguments.
    #[error(transparent)]
    Kernarg(#[from] crate::dispatch::KernargError),
    /// An allocated section the simulator cannot load as its header describes it.
    #[error("section {name} ({size:#x} bytes at {address:#x}): {why}")]
    Section {
        /// The section's name.
        name: String,
        /// Its `sh_addr`.
        address: u64,
        /// Its `sh_size`.
        size: u64,
        /// What is wrong with it.
        why: SectionProblem,
    },
    /// The global address space has no room for what the dispatch needs.
    #[error("out of simulated memory: {0}")]
    Memory(String),
    /// A recorded dispatch's memory or kernarg bytes cannot be replayed as given.
    #[error("recorded dispatch: {0}")]
    Recorded(#[from] RecordedError),
}

/// Why a recorded dispatch cannot be set up ([`SimError::Recorded`]); regions are numbered as
/// the launch file lists them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordedError {
    /// Two memory regions share bytes.
    #[error(
        "memory region {first} ({first_address:#x}, {first_size} bytes) overlaps region \
         {second} ({second_address:#x}, {second_size} bytes)"
    )]
    Overlap {
        /// The lower region's index.
        first: usize,
        /// Its address.
        first_address: u64,
        /// Its size.
        first_size: u64,
        /// The other region's index.
        second: usize,
        /// Its address.
        second_address: u64,
        /// Its size.
        second_size: u64,
    },
    /// A region cannot be mapped where it was (it wraps the address space, or meets the code
    /// object's image or the simulator's queue without lying inside the image).
    #[error("memory region {index} ({address:#x}, {size} bytes) cannot be mapped: {why}")]
    Unmappable {
        /// The region's index.
        index: usize,
        /// Its address.
        address: u64,
        /// Its size.
        size: u64,
        /// Why.
        why: String,
    },
    /// The kernarg bytes do not fit the kernel's kernarg segment.
    #[error(
        "`kernarg` has {given} bytes, more than kernel `{kernel}`'s kernarg segment of {segment}"
    )]
    KernargTooLong {
        /// The kernel.
        kernel: String,
        /// Bytes given.
        given: usize,
        /// The segment's size.
        segment: u64,
    },
}

/// Why an allocated section cannot be loaded ([`SimError::Section`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SectionProblem {
    /// `sh_addr + sh_size` passes the end of the 64-bit address space.
    #[error("it runs past the end of the address space")]
    Wraps,
    /// A section with contents claims more bytes than the file holds for it.
    #[error("the file holds only {0:#x} bytes of it")]
    Truncated(u64),
    /// The section lies further out than any loadable image of this file reaches.
    #[error("it ends past {0:#x}, beyond the image the file's bytes can load")]
    BeyondImage(u64),
    /// `SHT_NOBITS` sections together claim more than the simulator gives them.
    #[error("zero-filled sections may claim at most {0:#x} bytes in all")]
    TooMuchZeroFill(u64),
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunEnd {
    /// Every wave ended.
    Completed,
    /// A wave stopped (trap, breakpoint, fault, unimplemented instruction).
    Stopped {
        /// The wave.
        wave: WaveId,
        /// Its description (`AMDGPU Wave 1:1:1:3 (0,0,0)/2`).
        wave_text: String,
        /// Its PC.
        pc: u64,
        /// Why.
        reason: StopReason,
    },
}

/// Counters.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Waves created.
    pub waves: u64,
    /// Wave-instructions executed.
    pub wave_instructions: u64,
}

#[derive(Clone)]
struct Group {
    #[allow(dead_code)] // kept for listings of resident work-groups
    id: [u32; 3],
    lds: Lds,
    /// Slots in `Simulator::waves` of this group's waves.
    waves: Vec<usize>,
    live: bool,
}

/// What [`Simulator::run_wave_fast`] leaves to its caller.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fast {
    /// The wave's quantum is used up, or it cannot run on.
    Done,
    /// The next instruction needs the careful path.
    Careful,
}

impl Fast {
    /// `Careful` while quantum is left (the careful path then takes the next instruction,
    /// which the fast loop will pick up again after it), `Done` otherwise.
    fn or_done(self, ran: u32, quantum: u32) -> Fast {
        if ran < quantum {
            self
        } else {
            Fast::Done
        }
    }
}

/// The simulator.
pub struct Simulator {
    processor: &'static Processor,
    gen: IsaFamily,
    decoder: Decoder,
    apertures: Apertures,
    mem: GlobalMemory,
    code_end: u64,
    cache: Vec<Option<Box<Inst>>>,
    breakpoints: BTreeMap<u64, [u8; 4]>,
    setup: DispatchSetup,
    kernel_name: String,
    kernarg_bytes: Vec<u8>,
    buffers: Vec<Option<(u64, usize)>>,
    waves: Vec<Option<Wave>>,
    /// The slot of each resident wave in `waves`, by id (debuggers look waves up by id at
    /// every register and memory access: hashed by [`FastMap`]'s hasher, not SipHash).
    slot_by_id: FastMap<WaveId, usize>,
    groups: Vec<Group>,
    next_group: u64,
    total_groups: u64,
    next_wave_id: u32,
    scratch_slots: Vec<bool>,
    events: VecDeque<Event>,
    rr: usize,
    /// The GWS semaphores' counters, by resource.
    semaphores: [u32; GWS_RESOURCES],
    /// Waves that waited at a semaphore so far (each waiter's place in line).
    semaphore_arrivals: u64,
    debugger: bool,
    halted: bool,
    completed: bool,
    stats: Stats,
    limit: Option<u64>,
    limit_reached: bool,
    trace: Option<u32>,
    interrupt: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    progress: Option<std::sync::Arc<amdgpu::target::Progress>>,
    /// VGPRs and AGPRs each wave has (the kernel descriptor's allocation).
    allocation: (usize, usize),
    resident_groups: usize,
    /// Worker threads a parallel run may use ([`Simulator::set_jobs`]).
    jobs: usize,
    /// What became of the parallel path.
    parallel: Parallel,
    /// The sanitizers, when on ([`Simulator::enable_checks`]).
    checks: Option<Box<Checks>>,
    /// Waves stopped for a finding before the instruction at the PC ran, by slot: the PC and
    /// the lanes whose accesses the checks refused. The checks saw the instruction once;
    /// resuming runs it without them.
    checked: HashMap<usize, (u64, u64)>,
    /// The launch's dynamic LDS arguments as (argument, offset, size).
    local_args: Vec<(usize, u32, u32)>,
    /// The kernel's explicit arguments' names, from its metadata.
    arg_names: Vec<Option<String>>,
    /// Which launch buffers start unwritten.
    unwritten: Vec<bool>,
    /// Private bytes a lane may use: the descriptor's fixed size (or with a dynamic stack
    /// all the simulator gives), and all it gives to kernels that call.
    private_bytes: (u64, u64),
    /// The machine, without what the dispatch holds while it runs (`mem`, `breakpoints`, the
    /// kernel's code object's `cache`).
    machine: Machine,
    /// The kernel's code object.
    code_object: CodeObjectId,
    /// Where it is loaded (the decode cache's base).
    code_base: u64,
    /// The agent it runs on.
    agent: usize,
    /// The dispatch's id.
    dispatch_id: u64,
    /// The regions the dispatch allocated (kernarg segment, scratch), freed when it ends.
    dispatch_regions: Vec<u64>,
    /// The host service polled between quanta.
    host_service: Option<Box<dyn HostService>>,
    /// Retired waves whose register files new waves reuse.
    spare: Vec<Wave>,
    /// The recording, when on ([`amdgpu::target::Replay`]).
    recording: Option<Box<record::Recording>>,
    /// Stop before the instruction that finds the clock (`stats.wave_instructions`) at this
    /// value (a replay's target).
    stop_at: Option<u64>,
    /// The slot of the wave that `stop_at` stopped.
    reached: Option<usize>,
    /// The debugger's watchpoints, placed in memory, in insertion order (a range's tag is
    /// its index).
    watches: Vec<watch::PlacedWatch>,
    /// Bytes whose writes a search of the recorded history notes ([`Replay::last_write`]).
    observing: Option<watch::PlacedWatch>,
    /// The watchpoints each wave's last watchpoint stop triggered.
    triggered: HashMap<WaveId, Vec<tgt::WatchTrigger>>,
}

/// A dispatch on a [`Machine`] whose memory already holds what the kernel reads: the
/// explicit arguments as values (pointers are device addresses), dynamic LDS, the language
/// runtime's buffers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MachineLaunch {
    /// The code object holding the kernel.
    pub code_object: CodeObjectId,
    /// The agent to run on (index in [`Machine::processors`]).
    pub agent: usize,
    /// The kernel (metadata `.name`, or the descriptor symbol without `.kd`).
    pub kernel: String,
    /// Grid size in work-items per dimension.
    pub grid: [u32; 3],
    /// Work-group size in work-items per dimension.
    pub block: [u32; 3],
    /// Explicit arguments in metadata order (a `Buffer` is allocated in the machine's
    /// memory and stays there).
    pub args: Vec<LaunchArg>,
    /// Or the explicit part of the kernarg segment as a language runtime packs it (`args`
    /// is then empty).
    pub kernarg: Option<Vec<u8>>,
    /// Dynamic LDS bytes per work-group, after the kernel's static LDS.
    pub dynamic_lds: u32,
    /// The runtime's buffers for hidden arguments.
    pub runtime: RuntimeBuffers,
    /// Work-groups resident at once (a cooperative launch needs all of them).
    pub resident_groups: usize,
}

/// A dispatch that could not start, with the machine given back.
pub struct DispatchFailure {
    /// The machine, as it was before.
    pub machine: Machine,
    /// Why.
    pub error: SimError,
}

impl std::fmt::Debug for DispatchFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.error.fmt(f)
    }
}

/// Something outside the wave scheduler that must see memory while a dispatch runs: a
/// language runtime's host services (HIP's hostcall buffer, through which device `printf`
/// and `assert` reach the host, and which the device spins on until the host answers).
/// The serial scheduler polls it between quanta; a dispatch with a service attached runs
/// on one thread.
pub trait HostService: Send {
    /// Serves whatever the device has asked for since the last call; returns the device
    /// memory it mapped or unmapped doing so, which the sanitizers then know of.
    fn poll(&mut self, memory: &mut GlobalMemory) -> Vec<ServedMemory>;
}

/// Device memory a [`HostService`] mapped or unmapped while serving (device-side `malloc`'s
/// heap slabs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServedMemory {
    /// A region mapped.
    Mapped {
        /// Its first address.
        base: u64,
        /// Its bytes.
        size: u64,
        /// What it is, for reports.
        name: String,
    },
    /// A region unmapped.
    Unmapped {
        /// Its first address.
        base: u64,
    },
}

/// Makes the host service a recorded dispatch's runtime buffers need (a replayed HIP
/// dispatch's hostcall buffer), or `None` when it needs none.
pub type ReplayHostServices = fn(&RuntimeBuffers, &GlobalMemory) -> Option<Box<dyn HostService>>;

static REPLAY_HOST_SERVICES: std::sync::OnceLock<ReplayHostServices> = std::sync::OnceLock::new();

/// Names the maker of host services for recorded dispatches. The language runtimes that
/// serve them live above this crate (HIP's in `hip-device`), so the program that links them
/// names theirs once at start; every simulator built from a recorded launch then gets its
/// service, whichever front end builds it. A later call is ignored.
pub fn set_replay_host_services(make: ReplayHostServices) {
    let _ = REPLAY_HOST_SERVICES.set(make);
}

/// The kernarg segment a dispatch of `p` gets: the most its metadata and descriptor ask for,
/// at least 16 bytes.
fn kernarg_segment_size(p: &Plan) -> u64 {
    p.meta
        .args
        .iter()
        .map(|a| a.offset.saturating_add(a.size))
        .max()
        .unwrap_or(0)
        .max(p.kd.kernarg_size as u64)
        .max(p.meta.kernarg_segment_size.unwrap_or(0))
        .max(16)
}

/// Puts a recorded dispatch's memory in `machine` at its addresses: a region inside the
/// loaded code object `code` (its variables) is written over the image, any other is mapped.
/// Later allocations (kernarg segment, scratch) go past every region and the image.
fn map_recorded(
    machine: &mut Machine,
    code: CodeObjectId,
    memory: &[crate::launch::MemoryRegion],
) -> Result<(), RecordedError> {
    let (image, image_end) = machine
        .code_object(code)
        .map_or((0, 0), |c| (c.base, c.end));
    let span = |i: usize| {
        let r = &memory[i];
        (r.address, r.address.checked_add(r.bytes.len() as u64))
    };
    let mut order: Vec<usize> = (0..memory.len()).collect();
    order.sort_by_key(|&i| memory[i].address);
    for pair in order.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if span(a).1.is_none_or(|end| end > memory[b].address) && !memory[b].bytes.is_empty() {
            return Err(RecordedError::Overlap {
                first: a,
                first_address: memory[a].address,
                first_size: memory[a].bytes.len() as u64,
                second: b,
                second_address: memory[b].address,
                second_size: memory[b].bytes.len() as u64,
            });
        }
    }
    // The image may sit where the allocator would go next (a program's code objects are
    // allocated like its buffers).
    let mut highest = image_end;
    for (index, r) in memory.iter().enumerate() {
        let size = r.bytes.len() as u64;
        let unmappable = |why: String| RecordedError::Unmappable {
            index,
            address: r.address,
            size,
            why,
        };
        let end = span(index)
            .1
            .ok_or_else(|| unmappable("it wraps the address space".into()))?;
        if size == 0 {
            continue;
        }
        let inside_image = r.address >= image && end <= image_end;
        if !inside_image {
            machine
                .mem
                .map(r.address, size, RegionKind::Recorded { index })
                .map_err(unmappable)?;
            highest = highest.max(end);
        }
        machine
            .mem
            .write(r.address, &r.bytes)
            .map_err(|f| unmappable(format!("no memory at {:#x}", f.address)))?;
    }
    machine.mem.allocate_past(highest);
    Ok(())
}

/// What a dispatch needs of its kernel alone, checked and computed before anything is
/// allocated. A loaded code object keeps the plan of each kernel asked for
/// ([`Machine::kernel_plan`]): reading it from the code object's metadata took a quarter of a
/// small dispatch's set-up, and a runtime reads the same metadata for the kernel's argument
/// layout before its first launch.
pub struct Plan {
    processor: &'static Processor,
    gen: IsaFamily,
    decoder: Decoder,
    kd: amdgpu::kd::KernelDescriptor,
    wave_size: WaveSize,
    meta: codeobj::KernelMetadata,
    kernel_name: String,
    entry: u64,
    descriptor: u64,
    /// What every wave starts with (from the descriptor alone).
    initial: crate::dispatch::InitialState,
    /// The registers each wave allocates: (VGPRs, AGPRs).
    allocation: (usize, usize),
    /// The code object's version (4, 5, 6).
    version: u32,
}

impl Plan {
    /// The kernel's metadata.
    pub fn metadata(&self) -> &codeobj::KernelMetadata {
        &self.meta
    }

    /// The kernel's descriptor.
    pub fn descriptor(&self) -> &amdgpu::kd::KernelDescriptor {
        &self.kd
    }

    /// The processor the code object is for.
    pub fn processor(&self) -> &'static Processor {
        self.processor
    }

    /// The kernel's wave size.
    pub fn wave_size(&self) -> WaveSize {
        self.wave_size
    }

    /// The code object's version (4, 5, 6).
    pub fn code_object_version(&self) -> u32 {
        self.version
    }
}

impl Machine {
    /// What a dispatch of `kernel` (a symbol or metadata name) in the loaded code object
    /// `code` needs of the kernel alone, read from the code object once and kept with it.
    pub fn kernel_plan(&mut self, code: CodeObjectId, kernel: &str) -> Result<Arc<Plan>, SimError> {
        let loaded = self
            .code_object(code)
            .ok_or_else(|| SimError::Launch(format!("no code object {}", code.0)))?;
        if let Some((_, p)) = loaded.plans.iter().find(|(k, _)| k == kernel) {
            return Ok(Arc::clone(p));
        }
        let processor = self
            .agents
            .get(loaded.agent)
            .ok_or_else(|| SimError::Launch(format!("no agent {}", loaded.agent)))?
            .processor;
        let bytes = Arc::clone(&loaded.bytes);
        let co =
            codeobj::CodeObject::parse(&bytes).map_err(|e| SimError::CodeObject(e.to_string()))?;
        let p = Arc::new(plan(&co, processor, kernel)?);
        if let Some(Some(c)) = self.code_objects.get_mut(code.0 as usize) {
            c.plans.push((kernel.to_string(), Arc::clone(&p)));
        }
        Ok(p)
    }
}

impl Simulator {
    /// Loads a code object and prepares a dispatch of `launch` (no wave runs yet), with
    /// [`RESIDENT_GROUPS`] work-groups resident at a time.
    pub fn new(code_object: &[u8], launch: &Launch) -> Result<Simulator, SimError> {
        Simulator::with_resident_groups(code_object, launch, RESIDENT_GROUPS)
    }

    /// As [`Simulator::new`], keeping up to `resident_groups` work-groups (and their waves)
    /// resident at once, as a GPU with many compute units does (each resident wave reserves a
    /// scratch slot).
    pub fn with_resident_groups(
        code_object: &[u8],
        launch: &Launch,
        resident_groups: usize,
    ) -> Result<Simulator, SimError> {
        let co = codeobj::CodeObject::parse(code_object)
            .map_err(|e| SimError::CodeObject(e.to_string()))?;
        let processor = co
            .target_id()
            .map_err(|e| SimError::CodeObject(e.to_string()))?
            .processor;
        // A recorded cooperative launch keeps every work-group resident, as its live run did.
        let resident_groups = match launch.recorded.as_deref() {
            Some(r) if r.cooperative => (0..3)
                .map(|d| u64::from(launch.grid[d].div_ceil(launch.block[d].max(1))))
                .product::<u64>()
                .try_into()
                .unwrap_or(usize::MAX),
            _ => resident_groups,
        };
        check_launch(resident_groups, launch.grid, launch.block)?;
        let planned = plan(&co, processor, &launch.kernel)?;
        let mut machine = Machine::new(&[processor])?;
        let base = launch.load_base();
        // Until the caller names the file, the bytes are "in memory" at the load base
        // (ROCgdb's memory:// form; the PID is the simulator's process).
        let uri = format!(
            "memory://{}#offset={base:#x}&size={}",
            std::process::id(),
            code_object.len()
        );
        let id = machine.load_code_object_at(0, code_object.into(), uri, base)?;
        let recorded = launch.recorded.as_deref();
        if let Some(r) = recorded {
            if let Some(k) = &r.kernarg {
                let segment = kernarg_segment_size(&planned);
                if k.len() as u64 > segment {
                    return Err(RecordedError::KernargTooLong {
                        kernel: planned.kernel_name,
                        given: k.len(),
                        segment,
                    }
                    .into());
                }
            }
            map_recorded(&mut machine, id, &r.memory)?;
        }
        let launch = MachineLaunch {
            code_object: id,
            agent: 0,
            kernel: launch.kernel.clone(),
            grid: launch.grid,
            block: launch.block,
            args: launch.args.clone(),
            kernarg: recorded.and_then(|r| r.kernarg.clone()),
            dynamic_lds: recorded.map_or(0, |r| r.dynamic_lds),
            runtime: recorded.map_or_else(RuntimeBuffers::default, |r| r.runtime),
            resident_groups,
        };
        let mut sim = Simulator::on_machine(machine, &launch).map_err(|f| f.error)?;
        if launch.runtime != RuntimeBuffers::default() {
            let service = REPLAY_HOST_SERVICES
                .get()
                .and_then(|make| make(&launch.runtime, &sim.mem));
            if let Some(service) = service {
                sim.set_host_service(service);
            }
        }
        Ok(sim)
    }

    /// Prepares a dispatch of `launch` on `machine` (no wave runs yet). The simulator owns
    /// the machine until [`Simulator::into_machine`]; if the dispatch cannot start, the
    /// machine comes back unchanged with the reason.
    pub fn on_machine(
        mut machine: Machine,
        launch: &MachineLaunch,
    ) -> Result<Simulator, Box<DispatchFailure>> {
        let mut allocated = Vec::new();
        match Simulator::start(&mut machine, launch, &mut allocated) {
            Ok(parts) => Ok(Simulator::assemble(machine, launch, parts, allocated)),
            Err(error) => {
                machine.mem.unmap_all(&allocated);
                Err(Box::new(DispatchFailure { machine, error }))
            }
        }
    }

    /// Ends the dispatch and gives the machine back, with everything the kernel wrote; the
    /// dispatch's kernarg segment and scratch are freed.
    pub fn into_machine(mut self) -> Machine {
        let code = self.code_object.0 as usize;
        if let Some(Some(c)) = self.machine.code_objects.get_mut(code) {
            c.cache = std::mem::take(&mut self.cache);
        }
        self.machine.mem = std::mem::take(&mut self.mem);
        self.machine.breakpoints = std::mem::take(&mut self.breakpoints);
        self.machine.next_wave = self.next_wave_id;
        if let Some(a) = self.machine.agents.get_mut(self.agent) {
            a.semaphores = self.semaphores;
        }
        let regions = std::mem::take(&mut self.dispatch_regions);
        self.machine.mem.unmap_all(&regions);
        self.machine
    }

    /// Checks the launch against the code object and allocates its memory; what
    /// [`Simulator::assemble`] needs. Regions it allocates are pushed on `allocated`.
    fn start(
        machine: &mut Machine,
        launch: &MachineLaunch,
        allocated: &mut Vec<u64>,
    ) -> Result<Parts, SimError> {
        check_launch(launch.resident_groups, launch.grid, launch.block)?;
        let agent = machine
            .agents
            .get(launch.agent)
            .ok_or_else(|| SimError::Launch(format!("no agent {}", launch.agent)))?
            .clone();
        let loaded = machine
            .code_object(launch.code_object)
            .ok_or_else(|| SimError::Launch(format!("no code object {}", launch.code_object.0)))?;
        if loaded.agent != launch.agent {
            return Err(SimError::Launch(format!(
                "code object {} is loaded for agent {}, not {}",
                launch.code_object.0, loaded.agent, launch.agent
            )));
        }
        let (base, image_end) = (loaded.base, loaded.end);
        let p = machine.kernel_plan(launch.code_object, &launch.kernel)?;
        let kd = &p.kd;
        for (what, at) in [("entry point", p.entry), ("descriptor", p.descriptor)] {
            if at >= image_end - base {
                return Err(SimError::CodeObject(format!(
                    "kernel `{}`: {what} {at:#x} lies outside the loaded image (which ends at \
                     {:#x})",
                    p.kernel_name,
                    image_end - base
                )));
            }
        }
        let mem = &mut machine.mem;
        let apertures = Apertures::default();
        let queue = agent.queue;
        let packet_index = agent.dispatches % RING_PACKETS;
        let packet = queue + 256 + 64 * packet_index;
        // Buffers, LDS layout, kernargs.
        let mut buffers = Vec::new();
        let mut local_offsets = Vec::new();
        let mut lds_size = kd.group_segment_fixed_size;
        if lds_size > MAX_LDS {
            return Err(SimError::CodeObject(format!(
                "kernel `{}`: its descriptor's group_segment_fixed_size of {lds_size:#x} bytes \
                 exceeds the {MAX_LDS:#x} bytes of LDS a work-group may have",
                p.kernel_name
            )));
        }
        // Only a launch with arguments of its own (not a runtime's kernarg bytes) names them.
        let explicit: Vec<_> = if launch.args.is_empty() {
            Vec::new()
        } else {
            p.meta.args.iter().filter(|a| !a.is_hidden()).collect()
        };
        let arg_names = (0..launch.args.len())
            .map(|i| explicit.get(i).and_then(|a| a.name.clone()))
            .collect();
        for (i, a) in launch.args.iter().enumerate() {
            match a {
                LaunchArg::Buffer(bytes) => {
                    let addr = mem
                        .allocate(bytes.len().max(4) as u64, RegionKind::Buffer { arg: i })
                        .map_err(SimError::Memory)?;
                    mem.write(addr, bytes).expect("fresh region");
                    buffers.push(Some((addr, bytes.len())));
                    local_offsets.push(0);
                }
                LaunchArg::Unwritten(len) => {
                    let addr = mem
                        .allocate((*len).max(4) as u64, RegionKind::Buffer { arg: i })
                        .map_err(SimError::Memory)?;
                    buffers.push(Some((addr, *len)));
                    local_offsets.push(0);
                }
                LaunchArg::Local(n) => {
                    let align = explicit
                        .get(i)
                        .and_then(|m| m.pointee_align)
                        .unwrap_or(4)
                        .max(4) as u32;
                    let offset = lds_size.checked_next_multiple_of(align);
                    let end = offset.and_then(|o| o.checked_add(*n));
                    let (Some(offset), Some(end)) = (offset, end.filter(|&e| e <= MAX_LDS)) else {
                        return Err(SimError::Launch(format!(
                            "argument {i}: {n:#x} bytes of local memory after {lds_size:#x} \
                             exceed the {MAX_LDS:#x} bytes of LDS a work-group may have"
                        )));
                    };
                    local_offsets.push(offset);
                    lds_size = end;
                    buffers.push(None);
                }
                LaunchArg::Value(_) => {
                    buffers.push(None);
                    local_offsets.push(0);
                }
            }
        }
        lds_size = lds_size
            .checked_add(launch.dynamic_lds)
            .filter(|&e| e <= MAX_LDS)
            .ok_or_else(|| {
                SimError::Launch(format!(
                    "{:#x} bytes of dynamic LDS after {lds_size:#x} exceed the {MAX_LDS:#x} \
                     bytes of LDS a work-group may have",
                    launch.dynamic_lds
                ))
            })?;
        let dynamic_lds = lds_size - kd.group_segment_fixed_size;
        let local_args: Vec<(usize, u32, u32)> = launch
            .args
            .iter()
            .zip(&local_offsets)
            .enumerate()
            .filter_map(|(i, (a, &o))| match a {
                LaunchArg::Local(n) => Some((i, o, *n)),
                _ => None,
            })
            .collect();
        let kernarg_size = kernarg_segment_size(&p);
        if kernarg_size > MAX_KERNARG {
            return Err(SimError::CodeObject(format!(
                "kernel `{}`: its metadata and descriptor ask for a kernarg segment of \
                 {kernarg_size:#x} bytes, more than the {MAX_KERNARG:#x} the simulator gives",
                p.kernel_name
            )));
        }
        let kernarg_size = kernarg_size as usize;
        let inputs = KernargInputs {
            kernel: &launch.kernel,
            args: &p.meta.args,
            launch: &launch.args,
            explicit: launch.kernarg.as_deref(),
            buffer_addr: &|i| buffers.get(i).copied().flatten().map_or(0, |b| b.0),
            local_offset: &|i| local_offsets.get(i).copied().unwrap_or(0),
            grid: launch.grid,
            block: launch.block,
            dynamic_lds,
            queue,
            apertures,
            runtime: launch.runtime,
        };
        let kernarg_bytes = kernarg_segment(&inputs, kernarg_size)?;
        // The region is whole pages, zeros past the segment: runtimes hand kernarg segments
        // out of page-granular pools, and LLVM widens scalar loads past the last argument
        // (clang-22 loads a 56-byte segment's last two pointers with `s_load_dwordx8` at 0x20).
        let kernarg = mem
            .allocate(
                (kernarg_bytes.len() as u64).next_multiple_of(KERNARG_PAGE),
                RegionKind::Kernarg,
            )
            .map_err(SimError::Memory)?;
        allocated.push(kernarg);
        mem.write(kernarg, &kernarg_bytes).expect("fresh region");
        let lanes = p.wave_size.lanes();
        let block_items = launch.block.iter().product::<u32>();
        let waves_per_group = block_items.div_ceil(lanes);
        // Every work-item gets its static private segment plus room for a stack: LLVM does not
        // size recursion (and runtimes give kernels a default stack), so the simulator is
        // generous. Each wave's backing is its own region with an unmapped gap after it, so a
        // stack overflow faults instead of corrupting a neighbour.
        let dynamic_stack = kd.uses_dynamic_stack()
            || p.meta
                .extra
                .get(".uses_dynamic_stack")
                .is_some_and(|v| v.as_bool() == Some(true));
        let scratch_per_lane = kd
            .private_segment_fixed_size
            .checked_next_multiple_of(16)
            .and_then(|p| p.checked_add(DYNAMIC_STACK))
            .ok_or_else(|| {
                SimError::CodeObject(format!(
                    "kernel `{}`: its descriptor's private_segment_fixed_size of {:#x} bytes \
                     leaves no room for a stack in a lane's 4 GiB private space",
                    p.kernel_name, kd.private_segment_fixed_size
                ))
            })?;
        let groups: [u32; 3] = [0, 1, 2].map(|d| launch.grid[d].div_ceil(launch.block[d]));
        let total_groups: u64 = groups.iter().map(|&g| g as u64).product();
        // No more work-groups are resident than the dispatch has (a cooperative launch asks
        // for all of them).
        let resident_groups = launch
            .resident_groups
            .min(total_groups.max(1) as usize)
            .max(1);
        let max_waves = resident_groups * waves_per_group as usize;
        let wave_scratch = (scratch_per_lane as u64 * lanes as u64).div_ceil(1024) * 1024;
        let slot_stride = wave_scratch + SCRATCH_GUARD;
        let scratch_base = mem
            .reserve(slot_stride * max_waves as u64 + SCRATCH_GUARD)
            .map_err(SimError::Memory)?;
        // The reservation holds per-wave regions with gaps.
        for k in 0..max_waves as u64 {
            let slot = scratch_base + k * slot_stride;
            mem.map(slot, wave_scratch, RegionKind::Scratch)
                .expect("inside the reservation");
            allocated.push(slot);
        }
        let dispatch_id = machine.next_dispatch;
        let pkt = DispatchPacket::kernel(
            launch.grid,
            launch.block,
            scratch_per_lane,
            lds_size,
            base + p.descriptor,
            kernarg,
        );
        let mem = &mut machine.mem;
        mem.write(packet, &pkt.to_bytes()).expect("fresh region");
        // The runtime's queue structure before the ring, as ROCr lays it out: a core file's
        // reader finds the ring, the dispatch ids and the scratch backing through it.
        let amd_queue = AmdQueue {
            hsa_type: 0,
            ring: queue + 256,
            ring_packets: RING_PACKETS as u32,
            id: launch.agent as u64,
            write_dispatch_id: agent.dispatches + 1,
            read_dispatch_id: agent.dispatches,
            aperture_hi: (
                (apertures.local_base >> 32) as u32,
                (apertures.private_base >> 32) as u32,
            ),
            scratch_waves: max_waves as u32,
            scratch_wave_bytes: slot_stride,
            scratch_backing: scratch_base,
            scratch_backing_size: slot_stride * max_waves as u64 + SCRATCH_GUARD,
            scratch_workitem_size: scratch_per_lane,
        };
        mem.write(queue, &amd_queue.to_bytes())
            .expect("fresh region");
        let allocation = p.allocation;
        let private_bytes = if dynamic_stack {
            (scratch_per_lane as u64, scratch_per_lane as u64)
        } else {
            (
                kd.private_segment_fixed_size as u64,
                scratch_per_lane as u64,
            )
        };
        let setup = DispatchSetup {
            processor: p.processor,
            kd: p.kd,
            wave_size: p.wave_size,
            grid: launch.grid,
            block: launch.block,
            groups,
            waves_per_group,
            packet,
            queue,
            kernarg,
            scratch_base,
            scratch_per_lane,
            entry: base + p.entry,
            lds_size,
            initial: p.initial.clone(),
        };
        Ok(Parts {
            processor: p.processor,
            gen: p.gen,
            decoder: p.decoder,
            apertures,
            code_base: base,
            code_end: image_end,
            setup,
            kernel_name: p.kernel_name.clone(),
            kernarg_bytes,
            buffers,
            total_groups,
            max_waves,
            allocation,
            resident_groups,
            dispatch_id,
            local_args,
            private_bytes,
            arg_names,
        })
    }

    /// The simulator of a dispatch [`Simulator::start`] has prepared.
    fn assemble(
        mut machine: Machine,
        launch: &MachineLaunch,
        parts: Parts,
        allocated: Vec<u64>,
    ) -> Simulator {
        machine.next_dispatch += 1;
        machine.agents[launch.agent].dispatches += 1;
        let code = launch.code_object.0 as usize;
        let cache = machine.code_objects[code]
            .as_mut()
            .map(|c| std::mem::take(&mut c.cache))
            .unwrap_or_default();
        let mem = std::mem::take(&mut machine.mem);
        let breakpoints = std::mem::take(&mut machine.breakpoints);
        Simulator {
            processor: parts.processor,
            gen: parts.gen,
            decoder: parts.decoder,
            apertures: parts.apertures,
            mem,
            code_base: parts.code_base,
            code_end: parts.code_end,
            cache,
            breakpoints,
            setup: parts.setup,
            kernel_name: parts.kernel_name,
            kernarg_bytes: parts.kernarg_bytes,
            buffers: parts.buffers,
            waves: Vec::new(),
            slot_by_id: FastMap::default(),
            groups: Vec::new(),
            next_group: 0,
            total_groups: parts.total_groups,
            next_wave_id: machine.next_wave,
            scratch_slots: vec![false; parts.max_waves],
            events: VecDeque::new(),
            rr: 0,
            semaphores: machine
                .agents
                .get(launch.agent)
                .map_or([0; GWS_RESOURCES], |a| a.semaphores),
            semaphore_arrivals: 0,
            debugger: false,
            halted: false,
            completed: false,
            stats: Stats::default(),
            limit: None,
            limit_reached: false,
            trace: traced_wave(),
            interrupt: None,
            progress: None,
            allocation: parts.allocation,
            resident_groups: parts.resident_groups,
            jobs: default_jobs(),
            parallel: Parallel::NotTried("the dispatch has not started"),
            checks: None,
            checked: HashMap::new(),
            local_args: parts.local_args,
            arg_names: parts.arg_names,
            unwritten: launch
                .args
                .iter()
                .map(|a| matches!(a, LaunchArg::Unwritten(_)))
                .collect(),
            private_bytes: parts.private_bytes,
            machine,
            code_object: launch.code_object,
            agent: launch.agent,
            dispatch_id: parts.dispatch_id,
            dispatch_regions: allocated,
            host_service: None,
            spare: Vec::new(),
            recording: None,
            stop_at: None,
            reached: None,
            watches: Vec::new(),
            observing: None,
            triggered: HashMap::new(),
        }
    }

    /// Attaches a host service, polled between quanta (see [`HostService`]).
    pub fn set_host_service(&mut self, service: Box<dyn HostService>) {
        self.host_service = Some(service);
    }

    /// The machine the dispatch runs on (its memory is lent to the dispatch: read it
    /// through [`Simulator::memory`]).
    pub fn machine(&self) -> &Machine {
        &self.machine
    }

    /// The dispatch's id (1-based across the machine).
    pub fn dispatch_id(&self) -> u64 {
        self.dispatch_id
    }

    /// The code object of the dispatch's kernel.
    pub fn code_object(&self) -> CodeObjectId {
        self.code_object
    }

    /// The kernel's name.
    pub fn kernel_name(&self) -> &str {
        &self.kernel_name
    }

    /// A flag (set from a Ctrl-C handler) that makes a blocking wait stop every running wave
    /// with [`StopReason::Requested`] at the next scheduling quantum, so a debugger regains
    /// control of a kernel that runs long without any event.
    pub fn set_interrupt_flag(&mut self, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.interrupt = Some(flag);
    }

    /// Where the simulator says how far the dispatch has got while a blocking wait runs it
    /// (for a progress line); its counts start at this dispatch's.
    pub fn set_progress(&mut self, progress: std::sync::Arc<amdgpu::target::Progress>) {
        self.progress = Some(progress);
        self.report_progress();
    }

    /// Stores the dispatch's counts where [`Simulator::set_progress`] asked.
    fn report_progress(&self) {
        use std::sync::atomic::Ordering::Relaxed;
        let Some(p) = &self.progress else { return };
        let live = self.groups.iter().filter(|g| g.live).count() as u64;
        p.wave_instructions
            .store(self.stats.wave_instructions, Relaxed);
        p.groups_done
            .store(self.next_group.saturating_sub(live), Relaxed);
        p.groups_total.store(self.total_groups, Relaxed);
    }

    /// Names where the code object's bytes came from (a `file://` URI), as
    /// [`Target::code_objects`] reports it.
    pub fn set_code_object_uri(&mut self, uri: String) {
        if let Some(Some(c)) = self
            .machine
            .code_objects
            .get_mut(self.code_object.0 as usize)
        {
            c.uri = uri;
        }
    }

    /// Marks a debugger as attached: `s_trap 3` (`llvm.debugtrap`) then stops the wave
    /// instead of being a no-op, and stops leave the other waves runnable.
    pub fn set_debugger_attached(&mut self, attached: bool) {
        self.debugger = attached;
    }

    /// Stops the run (the running wave with [`StopReason::Requested`]) once this many
    /// wave-instructions have executed; a guard against kernels that never end.
    pub fn set_instruction_limit(&mut self, limit: Option<u64>) {
        self.limit = limit;
    }

    /// How many threads a run that nothing observes may spread its work-groups over (1: the
    /// serial scheduler only). The default is `HDB_SIM_JOBS` if set, else the available
    /// cores, at most [`MAX_JOBS`]. See [`Parallel`] and `simulator/parallel.rs` for when the
    /// parallel path is taken and why its results equal the serial run's.
    pub fn set_jobs(&mut self, jobs: usize) {
        self.jobs = jobs.max(1);
    }

    /// Whether the dispatch ran on several threads, or why not.
    pub fn parallel(&self) -> &Parallel {
        &self.parallel
    }

    /// Turns the sanitizers of `set` on (before the dispatch starts; an error after). The
    /// launch's buffers, its kernarg segment, the code object and the queue become the
    /// global allocations accesses are measured against (each variable of the code object
    /// its own: [`Checks::code_objects_loaded`]). Every instruction then runs on the
    /// careful path and the dispatch on one thread; with checks off nothing changes.
    pub fn enable_checks(&mut self, set: CheckSet) -> Result<(), SimError> {
        if set.is_empty() {
            if self.next_group != 0 || self.completed {
                return Err(SimError::Launch(
                    "checks must be turned on before the dispatch starts".into(),
                ));
            }
            self.checks = None;
            return Ok(());
        }
        self.attach_checks(Box::new(Checks::new(set)))
    }

    /// Runs this dispatch under `checks`, which may come from earlier dispatches of the
    /// same machine (a program's allocations, definedness and findings; see
    /// [`Checks::begin_dispatch`]); [`Simulator::take_checks`] gives them back. Before the
    /// dispatch starts (an error after), as [`Simulator::enable_checks`].
    pub fn attach_checks(&mut self, mut checks: Box<Checks>) -> Result<(), SimError> {
        if self.next_group != 0 || self.completed {
            return Err(SimError::Launch(
                "checks must be turned on before the dispatch starts".into(),
            ));
        }
        let mut dynamic: Vec<(u32, u32)> = self.local_args.iter().map(|a| (a.1, a.2)).collect();
        // The launch's own dynamic LDS (HIP's `extern __shared__`) follows the arguments'.
        let described = dynamic
            .iter()
            .map(|&(o, n)| o + n)
            .fold(self.setup.kd.group_segment_fixed_size, u32::max);
        if self.setup.lds_size > described {
            dynamic.push((described, self.setup.lds_size - described));
        }
        let c = &mut *checks;
        c.begin_dispatch(
            self.dispatch_id,
            self.gen,
            &self.setup,
            &dynamic,
            self.private_bytes,
        );
        for &(arg, offset, _) in &self.local_args {
            c.name_lds(offset, self.arg_label(arg));
        }
        let regions: Vec<(u64, u64, RegionKind)> = self
            .mem
            .regions()
            .map(|(b, s, k)| (b, s, k.clone()))
            .collect();
        for (base, size, kind) in regions {
            let (name, size, initialized, owner) = match kind {
                RegionKind::Buffer { arg } => {
                    let len = self
                        .buffers
                        .get(arg)
                        .copied()
                        .flatten()
                        .map_or(size, |b| b.1 as u64);
                    let written = !self.unwritten.get(arg).copied().unwrap_or(false);
                    (
                        self.arg_label(arg),
                        len,
                        written,
                        Owner::Host { must_free: false },
                    )
                }
                RegionKind::Kernarg => (
                    "kernarg segment".to_string(),
                    self.kernarg_bytes.len() as u64,
                    true,
                    Owner::Runtime,
                ),
                RegionKind::Queue => ("AQL queue".to_string(), size, true, Owner::Runtime),
                // What the recorded program had allocated, as it was when the kernel started.
                RegionKind::Recorded { index } => (
                    format!("recorded region {index}"),
                    size,
                    true,
                    Owner::Host { must_free: false },
                ),
                // The creator of other regions (a HIP runtime's allocations) describes them;
                // code objects are described below.
                RegionKind::Code | RegionKind::Scratch | RegionKind::Other(_) => continue,
            };
            c.allocate(Allocation {
                base,
                size,
                name,
                initialized,
                site: None,
                owner,
            });
        }
        c.code_objects_loaded(self.machine.code_objects().map(|(_, code)| code));
        self.checks = Some(checks);
        Ok(())
    }

    /// Names for the launch arguments the kernel's metadata leaves unnamed (from the
    /// DWARF's parameters, in order), for the sanitizers' reports.
    pub fn name_args(&mut self, names: Vec<Option<String>>) {
        for (slot, name) in self.arg_names.iter_mut().zip(names) {
            if slot.is_none() {
                *slot = name;
            }
        }
    }

    /// What reports call launch argument `arg`: its name in the kernel's metadata, else
    /// `arg N`.
    fn arg_label(&self, arg: usize) -> String {
        match self.arg_names.get(arg).cloned().flatten() {
            Some(name) => name,
            None => format!("arg {arg}"),
        }
    }

    /// Takes the sanitizers back (after the dispatch), with what they found; the dispatch
    /// then runs unchecked.
    pub fn take_checks(&mut self) -> Option<Box<Checks>> {
        self.checks.take()
    }

    /// The sanitizers' state and findings, when on.
    pub fn checks(&self) -> Option<&Checks> {
        self.checks.as_deref()
    }

    /// The sanitizers, to give them allocations or names ([`Checks::allocate`],
    /// [`Checks::name_lds`]).
    pub fn checks_mut(&mut self) -> Option<&mut Checks> {
        self.checks.as_deref_mut()
    }

    /// Whether the instruction limit stopped the run.
    pub fn limit_reached(&self) -> bool {
        self.limit_reached
    }

    /// The processor.
    pub fn processor(&self) -> &'static Processor {
        self.processor
    }

    /// Where the kernel's code object is loaded (add to ELF addresses).
    pub fn load_base(&self) -> u64 {
        self.code_base
    }

    /// Counters so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The current bytes of a buffer argument.
    pub fn buffer(&self, arg: usize) -> Option<Vec<u8>> {
        let (addr, len) = self.buffers.get(arg).copied().flatten()?;
        let mut out = vec![0; len];
        self.mem.read(addr, &mut out).ok()?;
        Some(out)
    }

    /// The kernarg segment as written at dispatch.
    pub fn kernarg_bytes(&self) -> &[u8] {
        &self.kernarg_bytes
    }

    /// The dispatch set-up.
    pub fn setup(&self) -> &DispatchSetup {
        &self.setup
    }

    /// Global memory (read-only view).
    pub fn memory(&self) -> &GlobalMemory {
        &self.mem
    }

    /// Runs until every wave ends or one stops.
    pub fn run_to_end(&mut self) -> RunEnd {
        loop {
            match self.next_event() {
                Some(Event::WaveStopped {
                    wave, pc, reason, ..
                }) => {
                    let wave_text = self.wave(wave).map(|w| w.to_string()).unwrap_or_default();
                    return RunEnd::Stopped {
                        wave,
                        wave_text,
                        pc,
                        reason,
                    };
                }
                Some(Event::DispatchCompleted { .. }) | None => return RunEnd::Completed,
                // The simulator loads its one code object up front.
                Some(Event::WaveExited { .. })
                | Some(Event::CodeObjectsChanged)
                | Some(Event::ProcessExited { .. }) => {}
            }
        }
    }

    fn start_groups(&mut self) {
        while self.groups.iter().filter(|g| g.live).count() < self.resident_groups
            && self.next_group < self.total_groups
        {
            let n = self.next_group;
            self.next_group += 1;
            let id = self.setup.group_id(n);
            let slot = match self.groups.iter().position(|g| !g.live) {
                Some(s) => s,
                None => {
                    self.groups.push(Group {
                        id,
                        lds: Lds::new(0),
                        waves: Vec::new(),
                        live: false,
                    });
                    self.groups.len() - 1
                }
            };
            let mut wave_slots = Vec::new();
            for k in 0..self.setup.waves_in_group(id) {
                let sslot = self
                    .scratch_slots
                    .iter()
                    .position(|u| !u)
                    .expect("enough scratch slots");
                self.scratch_slots[sslot] = true;
                let wave_bytes = (self.setup.scratch_per_lane as u64
                    * self.setup.wave_size.lanes() as u64)
                    .div_ceil(1024)
                    * 1024;
                let wave_scratch =
                    self.setup.scratch_base + sslot as u64 * (wave_bytes + SCRATCH_GUARD);
                let agprs = self.processor.generation >= Generation::Gfx90a
                    && self.processor.generation <= Generation::Gfx940;
                let (id_, size) = (WaveId(self.next_wave_id), self.setup.wave_size);
                let mut w = match self.spare.pop() {
                    Some(old) => {
                        let rows = self.allocation.0.max(self.allocation.1);
                        Wave::recycle(old, id_, size, agprs, rows)
                    }
                    None => Wave::new(id_, size, agprs),
                };
                self.next_wave_id += 1;
                w.group_slot = slot;
                self.setup
                    .init_wave(&mut w, id, k, wave_scratch, &self.kernarg_bytes);
                w.scratch_size = sslot as u64; // remembered to free the slot
                let id = w.id;
                let ws = match self.waves.iter().position(|x| x.is_none()) {
                    Some(i) => {
                        self.waves[i] = Some(w);
                        i
                    }
                    None => {
                        self.waves.push(Some(w));
                        self.waves.len() - 1
                    }
                };
                self.slot_by_id.insert(id, ws);
                wave_slots.push(ws);
                self.stats.waves += 1;
            }
            if let Some(c) = self.checks.as_deref_mut() {
                c.group_started(slot, n, &wave_slots, self.setup.lds_size);
                for &ws in &wave_slots {
                    if let Some(w) = self.waves[ws].as_ref() {
                        c.wave_started(ws, w, &self.setup);
                    }
                }
            }
            self.groups[slot] = Group {
                id,
                lds: Lds::new(self.setup.lds_size),
                waves: wave_slots,
                live: true,
            };
            if self.watching() {
                self.apply_watches();
            }
        }
    }

    fn retire_groups(&mut self) {
        for gi in 0..self.groups.len() {
            let g = &self.groups[gi];
            if !g.live {
                continue;
            }
            let done = g.waves.iter().all(|&s| {
                self.waves[s]
                    .as_ref()
                    .is_none_or(|w| w.state == RunState::Exited)
            });
            if done {
                if let Some(c) = self.checks.as_deref_mut() {
                    c.group_ended(gi);
                }
                for s in std::mem::take(&mut self.groups[gi].waves) {
                    if let Some(w) = self.waves[s].take() {
                        self.scratch_slots[w.scratch_size as usize] = false;
                        self.slot_by_id.remove(&w.id);
                        self.spare.push(w);
                    }
                }
                self.groups[gi].live = false;
                self.groups[gi].lds = Lds::new(0);
            }
        }
    }

    /// Releases the barrier of every work-group whose live waves have all arrived (stopped
    /// ones included): waiting waves run on, a wave single-stepping `s_barrier` completes its
    /// step, stopped ones run on when resumed. Returns whether any wave became runnable or
    /// stopped.
    fn release_barriers(&mut self) -> bool {
        let mut released = Vec::new();
        for (gi, g) in self.groups.iter().enumerate().filter(|(_, g)| g.live) {
            let live: Vec<usize> = g
                .waves
                .iter()
                .copied()
                .filter(|&s| {
                    self.waves[s]
                        .as_ref()
                        .is_some_and(|w| w.state != RunState::Exited)
                })
                .collect();
            let all_arrived = live
                .iter()
                .all(|&s| self.waves[s].as_ref().is_some_and(|w| w.at_barrier));
            if live.is_empty() || !all_arrived {
                continue;
            }
            if let Some(c) = self.checks.as_deref_mut() {
                let exited: Vec<usize> = g
                    .waves
                    .iter()
                    .copied()
                    .filter(|&s| {
                        self.waves[s]
                            .as_ref()
                            .is_none_or(|w| w.state == RunState::Exited)
                    })
                    .collect();
                c.barrier_released(gi, &exited);
            }
            released.extend(live);
        }
        let mut any = false;
        for s in released {
            if let Some(w) = self.waves[s].as_mut() {
                w.at_barrier = false;
            }
            any |= self.go_on_from_barrier(s);
        }
        any
    }

    /// A released wave that was waiting at its barrier runs on (a single step ends there);
    /// one stopped meanwhile stays stopped. Whether it was waiting.
    fn go_on_from_barrier(&mut self, slot: usize) -> bool {
        let Some(w) = self.waves[slot].as_mut() else {
            return false;
        };
        if w.state != RunState::Barrier {
            return false;
        }
        if w.single_step {
            w.single_step = false;
            self.stop_wave(slot, StopReason::SingleStep);
        } else {
            w.state = RunState::Ready;
        }
        true
    }

    /// The wave in `slot` arrived at grid-wide barrier `resource`, where `waves` waves meet: it
    /// waits there, unless it was the last to arrive.
    fn arrive_at_grid_barrier(&mut self, slot: usize, resource: u32, waves: u32) {
        if let Some(w) = self.waves[slot].as_mut() {
            w.state = RunState::Barrier;
            w.grid_barrier = Some((resource, waves));
        }
        self.release_grid_barrier(resource);
    }

    /// Releases the waves waiting at grid-wide barrier `resource` once as many have arrived
    /// as the barrier counts (a stopped wave that arrived counts, as at `s_barrier`).
    fn release_grid_barrier(&mut self, resource: u32) {
        let arrived: Vec<usize> = (0..self.waves.len())
            .filter(|&s| {
                self.waves[s]
                    .as_ref()
                    .and_then(|w| w.grid_barrier)
                    .is_some_and(|(r, _)| r == resource)
            })
            .collect();
        let needed = arrived
            .iter()
            .filter_map(|&s| self.waves[s].as_ref().and_then(|w| w.grid_barrier))
            .map(|(_, waves)| waves as usize)
            .max()
            .unwrap_or(usize::MAX);
        if arrived.len() < needed {
            return;
        }
        if let Some(c) = self.checks.as_deref_mut() {
            c.grid_barrier_released();
        }
        for s in arrived {
            if let Some(w) = self.waves[s].as_mut() {
                w.grid_barrier = None;
            }
            self.go_on_from_barrier(s);
        }
    }

    /// The wave in `slot` operates on GWS semaphore `resource`; returns whether it now waits.
    fn semaphore(&mut self, slot: usize, resource: u32, op: exec::SemaphoreOp) -> bool {
        use exec::SemaphoreOp;
        let r = resource as usize % GWS_RESOURCES;
        match op {
            SemaphoreOp::Set(value) => self.semaphores[r] = value,
            SemaphoreOp::Release(n) => {
                self.semaphores[r] = self.semaphores[r].saturating_add(n);
                self.wake_semaphore_waiters(resource, false);
            }
            SemaphoreOp::ReleaseAll => self.wake_semaphore_waiters(resource, true),
            SemaphoreOp::Acquire if self.semaphores[r] > 0 => self.semaphores[r] -= 1,
            SemaphoreOp::Acquire => {
                self.semaphore_arrivals += 1;
                let arrival = self.semaphore_arrivals;
                if let Some(w) = self.waves[slot].as_mut() {
                    w.state = RunState::Barrier;
                    w.semaphore_wait = Some((resource, arrival));
                }
                return true;
            }
        }
        false
    }

    /// Lets waves waiting at semaphore `resource` go on, the longest waiting first: one per
    /// count the counter holds (each takes one), or with `all` every one of them, taking
    /// nothing.
    fn wake_semaphore_waiters(&mut self, resource: u32, all: bool) {
        let r = resource as usize % GWS_RESOURCES;
        let mut waiting: Vec<(u64, usize)> = (0..self.waves.len())
            .filter_map(|s| {
                let (on, arrival) = self.waves[s].as_ref()?.semaphore_wait?;
                (on == resource).then_some((arrival, s))
            })
            .collect();
        waiting.sort_unstable();
        for (_, s) in waiting {
            if !all {
                if self.semaphores[r] == 0 {
                    break;
                }
                self.semaphores[r] -= 1;
            }
            if let Some(w) = self.waves[s].as_mut() {
                w.semaphore_wait = None;
            }
            // A stopped waiter goes on when it is resumed.
            self.go_on_from_barrier(s);
        }
    }

    /// When no wave can run and none is stopped (so no debugger can release anything by
    /// resuming one), every live wave waits at a barrier or semaphore for ever: the slot of
    /// a waiting wave to report, preferring one at a semaphore or grid barrier (a work-group
    /// barrier only waits on its own group's waves, which wait elsewhere).
    fn deadlocked(&self) -> Option<usize> {
        let live = || {
            self.waves
                .iter()
                .enumerate()
                .filter_map(|(s, w)| Some((s, w.as_ref()?)))
                .filter(|(_, w)| w.state != RunState::Exited)
        };
        if live().any(|(_, w)| w.state != RunState::Barrier) {
            return None;
        }
        live()
            .min_by_key(|(s, w)| {
                let global = w.semaphore_wait.is_some() || w.grid_barrier.is_some();
                (!global, *s)
            })
            .map(|(s, _)| s)
    }

    /// Runs waves until an event is available; `None` when nothing can run.
    pub fn next_event(&mut self) -> Option<Event> {
        loop {
            if let Some(e) = self.events.pop_front() {
                return Some(e);
            }
            if self.completed || self.halted {
                return None;
            }
            if self.next_group == 0 && matches!(self.parallel, Parallel::NotTried(_)) {
                // Before the first work-group starts, and only then: a run nothing observes
                // may spread its work-groups over threads (or leave the serial run below
                // to do everything, from the untouched inputs).
                self.try_parallel();
                if let Some(e) = self.events.pop_front() {
                    return Some(e);
                }
            }
            if self.recording.is_some() {
                self.record_tick();
            }
            self.retire_groups();
            self.start_groups();
            if self.groups.iter().all(|g| !g.live) && self.next_group >= self.total_groups {
                self.completed = true;
                if let Some(c) = self.checks.as_deref_mut() {
                    c.dispatch_ended();
                }
                return Some(Event::DispatchCompleted {
                    dispatch: DispatchId(self.dispatch_id as u32),
                });
            }
            if self
                .interrupt
                .as_ref()
                .is_some_and(|f| f.load(std::sync::atomic::Ordering::Relaxed))
            {
                let running: Vec<usize> = (0..self.waves.len())
                    .filter(|&i| {
                        self.waves[i]
                            .as_ref()
                            .is_some_and(|w| matches!(w.state, RunState::Ready | RunState::Barrier))
                    })
                    .collect();
                for i in running {
                    self.stop_wave(i, StopReason::Requested);
                }
                if let Some(e) = self.events.pop_front() {
                    return Some(e);
                }
                return None;
            }
            let n = self.waves.len();
            let mut ran = false;
            for k in 0..n {
                let i = (self.rr + k) % n;
                if self.waves[i]
                    .as_ref()
                    .is_some_and(|w| w.state == RunState::Ready)
                {
                    self.run_wave(i, QUANTUM);
                    self.serve_host();
                    self.report_progress();
                    ran = true;
                    self.rr = (i + 1) % n.max(1);
                    break;
                }
            }
            if !ran && !self.release_barriers() {
                let any_live = self
                    .waves
                    .iter()
                    .flatten()
                    .any(|w| w.state != RunState::Exited);
                if any_live {
                    // Everything left is stopped (or waits at a barrier a stopped wave holds),
                    // or waits for what no wave can do any more: then the wave that has
                    // waited longest stops (a GPU would hang there for ever).
                    if let Some(slot) = self.deadlocked() {
                        self.stop_wave(slot, StopReason::Deadlock);
                        continue;
                    }
                    return None;
                }
            }
        }
    }

    fn fetch(&mut self, pc: u64) -> Option<Inst> {
        let idx = pc.wrapping_sub(self.code_base) / 4;
        if pc.is_multiple_of(4) && pc >= self.code_base && pc < self.code_end {
            if let Some(Some(i)) = self.cache.get(idx as usize) {
                return Some(**i);
            }
        }
        let inst = decode_at(&self.mem, &self.decoder, pc)?;
        if pc.is_multiple_of(4) && pc >= self.code_base && pc < self.code_end {
            if let Some(slot) = self.cache.get_mut(idx as usize) {
                *slot = Some(Box::new(inst));
            }
        }
        Some(inst)
    }

    fn original_inst(&self, pc: u64) -> Option<Inst> {
        let orig = self.breakpoints.get(&pc)?;
        let mut bytes = [0u8; 12];
        let _ = self.mem.read(pc, &mut bytes);
        bytes[..4].copy_from_slice(orig);
        let mut inst = exec::prepare(self.decoder.decode(&bytes));
        mark_cmpswap_read(&mut inst, pc, &self.mem, &self.decoder);
        Some(inst)
    }

    /// Runs a wave for up to `quantum` instructions: the fast loop while nothing needs a look
    /// after each instruction, the careful one ([`Simulator::run_wave_careful`]) otherwise.
    fn run_wave(&mut self, slot: usize, quantum: u32) {
        let mut left = quantum;
        while left > 0 {
            let (ran, next) = self.run_wave_fast(slot, left);
            left -= ran;
            match next {
                Fast::Done => return,
                Fast::Careful if left > 0 => {
                    // One instruction the careful way (a cache miss, a breakpoint to step
                    // over, single step, a trace, a limit or a watchpoint).
                    left -= 1;
                    if !self.run_wave_careful(slot, 1) {
                        return;
                    }
                }
                Fast::Careful => return,
            }
        }
    }

    /// The hot loop: executes cached instructions of one wave back to back while each only
    /// continues (or jumps), with no per-instruction checks besides the outcome. Returns how
    /// many it ran and whether the careful path must take the next one.
    fn run_wave_fast(&mut self, slot: usize, quantum: u32) -> (u32, Fast) {
        if self.trace.is_some()
            || self.limit.is_some()
            || !self.watches.is_empty()
            || self.checks.is_some()
            || self.recording.is_some()
            || self.stop_at.is_some()
        {
            return (0, Fast::Careful);
        }
        let Some(w) = self.waves[slot].as_mut() else {
            return (0, Fast::Done);
        };
        if w.state != RunState::Ready {
            return (0, Fast::Done);
        }
        if w.single_step || w.step_over_breakpoint {
            return (0, Fast::Careful);
        }
        let group_slot = w.group_slot;
        let mut ctx = Ctx {
            mem: &mut self.mem,
            lds: &mut self.groups[group_slot].lds,
            apertures: self.apertures,
            gen: self.gen,
        };
        let (ran, end) = exec::run_cached(&self.cache, self.code_base, quantum, w, &mut ctx);
        let end = match end {
            exec::BatchEnd::Outcome(out) => Some(out),
            exec::BatchEnd::Quantum | exec::BatchEnd::Miss => None,
        };
        w.instructions += ran as u64;
        self.stats.wave_instructions += ran as u64;
        let Some(out) = end else {
            return (
                ran,
                if ran < quantum {
                    Fast::Careful
                } else {
                    Fast::Done
                },
            );
        };
        match out {
            Outcome::Barrier => {
                // A group of one wave passes its barrier at once.
                if self.groups[group_slot].waves.len() != 1 {
                    w.state = RunState::Barrier;
                    w.at_barrier = true;
                    return (ran, Fast::Done);
                }
                (ran, Fast::Careful.or_done(ran, quantum))
            }
            Outcome::GridBarrier { resource, waves } => {
                self.arrive_at_grid_barrier(slot, resource, waves);
                (ran, Fast::Done)
            }
            Outcome::Semaphore { resource, op } => {
                if self.semaphore(slot, resource, op) {
                    (ran, Fast::Done)
                } else {
                    (ran, Fast::Careful.or_done(ran, quantum))
                }
            }
            Outcome::Ended => {
                w.state = RunState::Exited;
                let id = w.id;
                self.events.push_back(Event::WaveExited { wave: id });
                self.release_barriers();
                (ran, Fast::Done)
            }
            Outcome::Stop(StopReason::DebugTrap) if !self.debugger => {
                w.pc += 4;
                (ran, Fast::Careful.or_done(ran, quantum))
            }
            Outcome::Stop(reason) => {
                self.stop_wave(slot, reason);
                (ran, Fast::Done)
            }
            Outcome::Continue | Outcome::Jump(_) => unreachable!("the loop goes on for these"),
        }
    }

    /// The careful loop: every check after every instruction. Returns whether the wave may
    /// go on running.
    fn run_wave_careful(&mut self, slot: usize, quantum: u32) -> bool {
        self.run_wave_checked(slot, quantum);
        self.waves[slot]
            .as_ref()
            .is_some_and(|w| w.state == RunState::Ready)
            && !self.halted
    }

    fn run_wave_checked(&mut self, slot: usize, quantum: u32) {
        for _ in 0..quantum {
            let Some(w) = self.waves[slot].as_ref() else {
                return;
            };
            if w.state != RunState::Ready {
                return;
            }
            let pc = w.pc;
            let step_over = w.step_over_breakpoint;
            // Empty unless a debugger stopped for findings: no hash per instruction.
            let checked = if self.checked.is_empty() {
                None
            } else {
                self.checked.remove(&slot).filter(|c| c.0 == pc)
            };
            // An instruction a finding stopped before was recorded then.
            if checked.is_none()
                && (self.recording.is_some() || self.stop_at.is_some())
                && !self.record_instruction(slot, pc)
            {
                return;
            }
            // The hot path borrows the cached instruction; a miss (or stepping over a
            // breakpoint) prepares one here.
            let idx = (pc.wrapping_sub(self.code_base) / 4) as usize;
            let cacheable = pc.is_multiple_of(4) && pc >= self.code_base && pc < self.code_end;
            let local = if step_over {
                self.original_inst(pc).or_else(|| self.fetch(pc))
            } else if cacheable && matches!(self.cache.get(idx), Some(Some(_))) {
                None
            } else {
                self.fetch(pc)
            };
            let inst: Option<&Inst> = match &local {
                Some(i) => Some(i),
                None if cacheable => self.cache.get(idx).and_then(|s| s.as_deref()),
                None => None,
            };
            let Some(inst) = inst else {
                let reason = StopReason::MemoryFault {
                    address: pc,
                    space: AddressSpace::Global,
                    kind: FaultKind::Unmapped,
                };
                self.stop_wave(slot, reason);
                return;
            };
            let Some(w) = self.waves[slot].as_mut() else {
                return;
            };
            w.step_over_breakpoint = false;
            let watching = !self.watches.is_empty() || self.observing.is_some();
            let (wave_id, group_slot) = (w.id, w.group_slot);
            if watching {
                self.mem.watched.take();
                self.mem.watched.set_lane(None);
                self.groups[group_slot].lds.watched.take();
                self.groups[group_slot].lds.watched.set_lane(None);
            }
            let group = &mut self.groups[w.group_slot];
            let mut ctx = Ctx {
                mem: &mut self.mem,
                lds: &mut group.lds,
                apertures: self.apertures,
                gen: self.gen,
            };
            // The checks look first; lanes whose access they refuse sit this one out.
            let refused = match (checked, self.checks.as_deref_mut()) {
                (Some((_, refused)), _) => refused,
                (None, Some(c)) => {
                    let refused = c.before(slot, inst, w, &ctx);
                    let found = new_findings(c, w.id, pc);
                    if self.debugger && !found.is_empty() {
                        w.step_over_breakpoint = step_over;
                        self.checked.insert(slot, (pc, refused));
                        self.stop_for_findings(slot, found);
                        return;
                    }
                    refused
                }
                (None, None) => 0,
            };
            w.exec &= !refused;
            let out = exec::execute(inst, w, &mut ctx);
            w.exec |= refused;
            if self.trace == Some(w.id.0) {
                // After the instruction: its first operand (usually the destination) in the
                // first active lane, then the wave's masks.
                let lane = (w.exec.trailing_zeros() as usize).min(63);
                let dst = match inst.ops[0] {
                    exec::Src::V(r) => format!("v{r}[{lane}]={:#x}", w.vgpr[r as usize][lane]),
                    exec::Src::S(r) => format!("s{r}={:#x}", w.sgpr[r as usize]),
                    _ => String::new(),
                };
                eprintln!(
                    "[wave {}] {:#06x}: {:<60} {dst} exec={:#x} vcc={:#x} scc={}",
                    w.id.0,
                    pc - self.code_base,
                    inst.raw.text(),
                    w.exec,
                    w.vcc,
                    w.scc as u8
                );
            }
            w.instructions += 1;
            self.stats.wave_instructions += 1;
            let (triggers, first_watched, observed) = if watching {
                self.take_watch_hits(wave_id, group_slot)
            } else {
                (Vec::new(), None, None)
            };
            if let (Some(lanes), Some(r)) = (observed, self.recording.as_mut()) {
                r.observed.push((self.stats.wave_instructions - 1, lanes));
            }
            let Some(w) = self.waves[slot].as_mut() else {
                return;
            };
            let single = w.single_step;
            if self
                .limit
                .is_some_and(|l| self.stats.wave_instructions >= l)
            {
                self.limit_reached = true;
                if matches!(out, Outcome::Continue | Outcome::Jump(_)) {
                    self.stop_wave(slot, StopReason::Requested);
                    self.halted = true;
                    return;
                }
            }
            match out {
                Outcome::Continue | Outcome::Jump(_) => {}
                Outcome::Barrier => {
                    // A group of one wave passes its barrier at once.
                    let alone = self.groups[w.group_slot].waves.len() == 1;
                    if !alone {
                        w.state = RunState::Barrier;
                        w.at_barrier = true;
                        // A step of `s_barrier` ends when the work-group releases it.
                        return;
                    } else if let Some(c) = self.checks.as_deref_mut() {
                        c.barrier_released(w.group_slot, &[]);
                    }
                }
                Outcome::GridBarrier { resource, waves } => {
                    // A step of `ds_gws_barrier` ends when the last wave arrives (its own
                    // arrival may be the last).
                    self.arrive_at_grid_barrier(slot, resource, waves);
                    return;
                }
                Outcome::Semaphore { resource, op } => {
                    // A step of `ds_gws_sema_p` ends when the wave takes the semaphore.
                    if self.semaphore(slot, resource, op) {
                        return;
                    }
                }
                Outcome::Ended => {
                    w.state = RunState::Exited;
                    if let Some(c) = self.checks.as_deref_mut() {
                        c.wave_ended(slot, w);
                    }
                    let id = w.id;
                    self.events.push_back(Event::WaveExited { wave: id });
                    self.release_barriers();
                    return;
                }
                Outcome::Stop(StopReason::DebugTrap) if !self.debugger => {
                    w.pc += 4;
                }
                Outcome::Stop(reason) => {
                    self.stop_wave(slot, reason);
                    return;
                }
            }
            if self.stop_for_watches(slot, wave_id, triggers, first_watched) {
                return;
            }
            if single {
                let w = self.waves[slot].as_mut().expect("present");
                w.single_step = false;
                self.stop_wave(slot, StopReason::SingleStep);
                return;
            }
            if self.waves[slot]
                .as_ref()
                .is_some_and(|w| w.state != RunState::Ready)
            {
                return;
            }
        }
    }

    /// Stops the wave in `slot` for the findings of the instruction at its PC (the first the
    /// reason, the others its other reasons).
    fn stop_for_findings(&mut self, slot: usize, found: Vec<CheckFinding>) {
        let mut reasons = found.into_iter().map(|f| StopReason::Check(Box::new(f)));
        let Some(first) = reasons.next() else {
            return;
        };
        self.stop_wave(slot, first);
        if let Some(Event::WaveStopped { other_reasons, .. }) = self.events.back_mut() {
            other_reasons.extend(reasons);
        }
    }

    fn stop_wave(&mut self, slot: usize, reason: StopReason) {
        let w = self.waves[slot].as_mut().expect("present");
        record_trap_state(w, &reason);
        w.state = RunState::Stopped(reason.clone());
        let (id, pc) = (w.id, w.pc);
        self.events.push_back(Event::WaveStopped {
            wave: id,
            pc,
            reason,
            other_reasons: Vec::new(),
        });
        if !self.debugger {
            self.halted = true;
        }
    }

    fn slot_of(&self, id: WaveId) -> TargetResult<usize> {
        self.slot_by_id
            .get(&id)
            .copied()
            .ok_or(TargetError::NoWave(id))
    }

    fn wave_ref(&self, id: WaveId) -> TargetResult<&Wave> {
        let s = self.slot_of(id)?;
        Ok(self.waves[s].as_ref().expect("present"))
    }

    /// Drops the decoded instructions that `[start, end)` overlaps (the kernel's code
    /// object's and any other loaded one's): the bytes there changed.
    fn forget_decoded(&mut self, start: u64, end: u64) {
        let clear = |cache: &mut [Option<Box<Inst>>], base: u64, limit: u64| {
            if start < limit && end > base {
                let first = start.saturating_sub(base) / 4;
                let last = (end.min(limit) - base).div_ceil(4);
                // An instruction is up to 12 bytes: the two dwords before may start one.
                for i in first.saturating_sub(2)..last {
                    if let Some(s) = cache.get_mut(i as usize) {
                        *s = None;
                    }
                }
            }
        };
        clear(&mut self.cache, self.code_base, self.code_end);
        for c in self.machine.code_objects.iter_mut().flatten() {
            if c.base != self.code_base {
                clear(&mut c.cache, c.base, c.end);
            }
        }
    }

    /// VGPRs and AGPRs each wave has.
    pub fn register_allocation(&self) -> (usize, usize) {
        self.allocation
    }

    /// The waves that have not exited.
    pub(crate) fn live_waves(&self) -> impl Iterator<Item = &Wave> {
        self.waves
            .iter()
            .flatten()
            .filter(|w| w.state != RunState::Exited)
    }

    /// Copies a resident work-group's LDS into `out` (as much as fits).
    pub(crate) fn group_lds(&self, group_slot: usize, out: &mut [u8]) {
        if let Some(g) = self.groups.get(group_slot) {
            g.lds.read(0, out);
        }
    }

    /// The flat-address apertures.
    pub(crate) fn apertures_value(&self) -> Apertures {
        self.apertures
    }

    /// Direct access to a wave's state (tests, benchmarks).
    pub fn wave_state(&self, id: WaveId) -> Option<&Wave> {
        self.wave_ref(id).ok()
    }

    fn describe(&self, w: &Wave) -> tgt::Wave {
        let (state, reason) = match &w.state {
            RunState::Ready | RunState::Barrier => (WaveState::Running, None),
            RunState::Stopped(r) => (WaveState::Stopped, Some(r.clone())),
            RunState::Exited => (WaveState::Exited, None),
        };
        tgt::Wave {
            id: w.id,
            agent: AgentId(self.agent as u32 + 1),
            queue: QueueId(self.agent as u32 + 1),
            dispatch: DispatchId(self.dispatch_id as u32),
            group: w.group,
            wave_in_group: w.wave_in_group,
            wave_size: w.size,
            state,
            stop_reason: reason,
            pc: w.pc,
        }
    }

    /// Where a debugger access of `len` bytes at `address` of `space`, seen by `lane` of
    /// `wave`, lands; the errors name the space and the address as given.
    fn memory_place(
        &self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        len: usize,
    ) -> TargetResult<MemoryPlace> {
        let w = self.wave_ref(wave)?;
        if lane.0 >= w.size.lanes() {
            return Err(TargetError::NoLane {
                wave,
                lane,
                size: w.size.lanes(),
            });
        }
        let (space2, addr2) = match space {
            AddressSpace::Generic => self.apertures.classify_generic(address),
            s => (s, address),
        };
        Ok(match space2 {
            AddressSpace::Global | AddressSpace::Generic => MemoryPlace::Global(addr2),
            AddressSpace::Local => {
                let end = addr2.checked_add(len as u64);
                if end.is_none_or(|e| e > self.groups[w.group_slot].lds.size() as u64) {
                    return Err(memory_error(space, addr2, FaultKind::Unmapped));
                }
                MemoryPlace::Lds {
                    group: w.group_slot,
                    address: addr2 as u32,
                }
            }
            // A lane's private addresses are 32 bits wide: nothing lies at or past 4 GiB.
            AddressSpace::PrivateLane
                if addr2.checked_add(len as u64).is_none_or(|e| e > 1 << 32) =>
            {
                return Err(memory_error(space, addr2, FaultKind::Unmapped));
            }
            AddressSpace::PrivateLane => MemoryPlace::PrivateLane {
                base: w.scratch_base,
                lanes: w.size.lanes() as u64,
                lane: lane.0 as usize,
                address: addr2,
            },
            AddressSpace::PrivateWave => match w.scratch_base.checked_add(addr2) {
                Some(a) if a.checked_add(len as u64).is_some() => MemoryPlace::Global(a),
                _ => return Err(memory_error(space, addr2, FaultKind::Unmapped)),
            },
            AddressSpace::Region => {
                return Err(memory_error(space, addr2, FaultKind::Aperture));
            }
        })
    }

    /// Reads `reg` of `w` into `out` (through the one register layout, `RegisterValues`).
    fn read_wave_register(&self, w: &Wave, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        // Registers past the kernel's allocation do not exist for the wave; GFX9 has
        // s0..s101 (its s102..s105 slots are flat_scratch and xnack_mask).
        let (vgprs, agprs) = self.allocation;
        let scalars = if self.gen == IsaFamily::Gfx9 {
            102
        } else {
            w.sgpr.len()
        };
        let vgpr = |n: u16| {
            w.vgpr
                .get(n as usize)
                .filter(|_| (n as usize) < vgprs)
                .map(|r| &r[..])
        };
        let agpr = |n: u16| {
            w.agpr
                .get(n as usize)
                .filter(|_| (n as usize) < agprs)
                .map(|r| &r[..])
        };
        tgt::RegisterValues {
            size: w.size,
            pc: w.pc,
            exec: w.exec,
            vcc: w.vcc,
            m0: w.m0,
            status: w.status_value(),
            mode: w.mode,
            trapsts: w.trapsts,
            flat_scratch: w.flat_scratch,
            xnack_mask: w.xnack_mask,
            sgprs: &w.sgpr[..scalars],
            ttmps: &w.ttmp,
            vgpr: &vgpr,
            agpr: &agpr,
        }
        .read(reg, out)
    }
}

/// The reads of [`Target`]: the simulator answers them from its own state, so they need
/// only `&self` (the trait's methods forward here).
impl Simulator {
    /// [`Target::agents`].
    pub fn agents(&self) -> Vec<Agent> {
        self.machine.target_agents()
    }

    /// [`Target::queues`].
    pub fn queues(&self) -> Vec<Queue> {
        self.machine.queues_in(&self.mem)
    }

    /// [`Target::dispatches`].
    pub fn dispatches(&self) -> Vec<Dispatch> {
        let agent = self.agent as u32 + 1;
        let mut bytes = [0u8; codeobj::core::queue::PACKET_SIZE];
        let details = self
            .mem
            .read(self.setup.packet, &mut bytes)
            .ok()
            .and_then(|()| DispatchPacket::parse(&bytes, self.setup.packet).ok())
            .map(|p| p.details());
        vec![Dispatch {
            id: DispatchId(self.dispatch_id as u32),
            queue: QueueId(agent),
            agent: AgentId(agent),
            packet_id: (self.setup.packet - self.setup.queue - 256) / 64,
            kernel: Some(self.kernel_name.clone()),
            grid: self.setup.grid,
            group: self.setup.block,
            details,
        }]
    }

    /// [`Target::waves`].
    pub fn waves(&self) -> Vec<tgt::Wave> {
        let mut v: Vec<tgt::Wave> = self
            .waves
            .iter()
            .flatten()
            .map(|w| self.describe(w))
            .collect();
        v.sort_by_key(|w| w.id);
        v
    }

    /// [`Target::wave`].
    pub fn wave(&self, id: WaveId) -> TargetResult<tgt::Wave> {
        self.wave_ref(id).map(|w| self.describe(w))
    }

    /// [`Target::code_objects`].
    pub fn code_objects(&self) -> Vec<tgt::LoadedCodeObject> {
        self.machine.target_code_objects()
    }

    /// [`Target::apertures`].
    pub fn apertures(&self, wave: WaveId) -> Option<Apertures> {
        self.wave_ref(wave).ok().map(|_| self.apertures)
    }

    /// [`Target::read_register`].
    pub fn read_register(&self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        self.read_wave_register(self.wave_ref(wave)?, reg, out)
    }

    /// [`Target::read_memory`].
    pub fn read_memory(
        &self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()> {
        let err = |a: u64, kind| memory_error(space, a, kind);
        match self.memory_place(wave, lane, space, address, out.len())? {
            MemoryPlace::Global(a) => self.mem.read(a, out).map_err(|f| err(f.address, f.kind)),
            MemoryPlace::Lds { group, address } => {
                self.groups[group].lds.read(address, out);
                Ok(())
            }
            MemoryPlace::PrivateLane {
                base,
                lanes,
                lane,
                address,
            } => {
                // A fault names the lane's private address, not the backing store's.
                for (phys, range) in
                    exec::mem::private_pieces(base, lanes, lane, address, out.len())
                {
                    let p = address + range.start as u64;
                    self.mem
                        .read(phys, &mut out[range])
                        .map_err(|_| err(p, FaultKind::Unmapped))?;
                }
                Ok(())
            }
        }
    }
}

impl Target for Simulator {
    fn agents(&mut self) -> Vec<Agent> {
        Simulator::agents(self)
    }
    fn queues(&mut self) -> Vec<Queue> {
        Simulator::queues(self)
    }
    fn dispatches(&mut self) -> Vec<Dispatch> {
        Simulator::dispatches(self)
    }
    fn waves(&mut self) -> Vec<tgt::Wave> {
        Simulator::waves(self)
    }
    fn wave(&mut self, id: WaveId) -> TargetResult<tgt::Wave> {
        Simulator::wave(self, id)
    }
    fn code_objects(&mut self) -> Vec<tgt::LoadedCodeObject> {
        Simulator::code_objects(self)
    }
    fn apertures(&mut self, wave: WaveId) -> Option<Apertures> {
        Simulator::apertures(self, wave)
    }
    fn read_register(&mut self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        Simulator::read_register(self, wave, reg, out)
    }
    fn read_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()> {
        Simulator::read_memory(self, wave, lane, space, address, out)
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
    fn replay(&mut self) -> Option<&mut dyn tgt::Replay> {
        Some(self)
    }
    fn sanitizer(&self) -> Option<&dyn amdgpu::target::Sanitizer> {
        self.checks
            .as_deref()
            .map(|c| c as &dyn amdgpu::target::Sanitizer)
    }

    fn watchpoints(&mut self) -> Option<&mut dyn tgt::Watchpoints> {
        Some(self)
    }
    fn core_writer(&mut self) -> Option<&mut dyn tgt::WriteCore> {
        Some(self)
    }
}

impl tgt::WriteCore for Simulator {
    fn write_core(&mut self) -> TargetResult<(Vec<u8>, String)> {
        let (bytes, summary) =
            Simulator::write_core(self).map_err(|e| TargetError::Other(e.to_string()))?;
        Ok((bytes, summary.to_string()))
    }
}

impl WriteRegisters for Simulator {
    fn write_register(&mut self, wave: WaveId, reg: Register, data: &[u8]) -> TargetResult<()> {
        self.record_control(true, || {
            record::Control::WriteRegister(wave, reg, data.to_vec())
        });
        let slot = self.slot_of(wave)?;
        // The register must exist for the wave and `data` be its size (checked by a read).
        let mut current = vec![0u8; data.len()];
        self.read_wave_register(
            self.waves[slot].as_ref().expect("present"),
            reg,
            &mut current,
        )?;
        let w = self.waves[slot].as_mut().expect("present");
        let u32v = |d: &[u8]| u32::from_le_bytes(d[..4].try_into().unwrap());
        let u64v = |d: &[u8]| {
            if d.len() >= 8 {
                u64::from_le_bytes(d[..8].try_into().unwrap())
            } else {
                u32v(d) as u64
            }
        };
        match reg {
            Register::Pc => w.pc = u64v(data) & !3,
            Register::Exec => w.exec = u64v(data),
            Register::ExecLo => w.exec = (w.exec & !0xffff_ffff) | u32v(data) as u64,
            Register::ExecHi => w.exec = (w.exec & 0xffff_ffff) | (u32v(data) as u64) << 32,
            Register::Vcc => w.vcc = u64v(data),
            Register::VccLo => w.vcc = (w.vcc & !0xffff_ffff) | u32v(data) as u64,
            Register::VccHi => w.vcc = (w.vcc & 0xffff_ffff) | (u32v(data) as u64) << 32,
            Register::M0 => w.m0 = u32v(data),
            Register::Status => {
                let v = u32v(data);
                w.scc = v & 1 != 0;
                w.status = v;
            }
            Register::Mode => w.mode = u32v(data),
            Register::Trapsts => w.trapsts = u32v(data),
            Register::FlatScratch => w.flat_scratch = u64v(data),
            Register::FlatScratchLo => {
                w.flat_scratch = (w.flat_scratch & !0xffff_ffff) | u32v(data) as u64
            }
            Register::FlatScratchHi => {
                w.flat_scratch = (w.flat_scratch & 0xffff_ffff) | (u32v(data) as u64) << 32
            }
            Register::XnackMask => w.xnack_mask = u64v(data),
            Register::XnackMaskLo => {
                w.xnack_mask = (w.xnack_mask & !0xffff_ffff) | u32v(data) as u64
            }
            Register::XnackMaskHi => {
                w.xnack_mask = (w.xnack_mask & 0xffff_ffff) | (u32v(data) as u64) << 32
            }
            Register::Sgpr(n) => w.sgpr[n as usize] = u32v(data),
            Register::Ttmp(n) => w.ttmp[n as usize] = u32v(data),
            Register::Vgpr(n) | Register::Agpr(n) => {
                let file = if matches!(reg, Register::Vgpr(_)) {
                    &mut w.vgpr
                } else {
                    &mut w.agpr
                };
                for (l, c) in data.chunks(4).enumerate() {
                    file[n as usize][l] = u32v(c);
                }
            }
        }
        Ok(())
    }
}

/// What the trap handler and the hardware record when a wave stops (what a core file's reader
/// derives the stop reason from): the trap id and "stopped by the debugger" in ttmp6, the
/// exception bits in TRAPSTS.
fn record_trap_state(w: &mut Wave, reason: &StopReason) {
    use codeobj::core::cwsr::{trapsts, ttmp6};
    let id = match reason {
        StopReason::Breakpoint => 1,
        StopReason::AssertTrap => 2,
        StopReason::DebugTrap => 3,
        StopReason::Trap(n) => u32::from(*n).min(ttmp6::TRAP_ID_MASK),
        _ => 0,
    };
    w.ttmp[6] = (w.ttmp[6] & !(ttmp6::TRAP_ID_MASK << ttmp6::TRAP_ID_SHIFT))
        | id << ttmp6::TRAP_ID_SHIFT
        | ttmp6::STOPPED;
    match reason {
        StopReason::MemoryFault { .. } | StopReason::MemoryViolation => {
            w.trapsts |= trapsts::MEM_VIOL
        }
        StopReason::IllegalInstruction { .. } => w.trapsts |= trapsts::ILLEGAL_INST,
        _ => {}
    }
}

/// The findings first seen since the last look that the instruction at `pc` of `wave` made
/// (findings of scheduler events, such as a barrier's release, are only listed).
fn new_findings(checks: &mut Checks, wave: WaveId, pc: u64) -> Vec<CheckFinding> {
    checks
        .take_new()
        .iter()
        .filter_map(|f| {
            let here = |s: &crate::check::Site| s.wave == wave && s.pc == pc;
            // A device `free`'s finding is placed at its call of the allocator, and found as
            // the wave enters it (at `pc`).
            let freeing = |s: &crate::check::Site| {
                s.wave == wave
                    && matches!(
                        f.kind,
                        crate::check::FindingKind::DoubleFree
                            | crate::check::FindingKind::InvalidFree
                    )
            };
            let lanes = match (&f.site, &f.other) {
                (_, Some((o, _))) if here(o) => o.lanes,
                (Some(s), _) if here(s) || freeing(s) => s.lanes,
                _ => return None,
            };
            Some(CheckFinding {
                kind: f.kind.clone(),
                access: f.access,
                other_access: f.other.as_ref().and_then(|o| o.1),
                pc,
                lanes,
            })
        })
        .collect()
}

/// Resuming leaves the trap handler: its marks go.
fn clear_trap_state(w: &mut Wave) {
    use codeobj::core::cwsr::{trapsts, ttmp6};
    w.ttmp[6] &= !(ttmp6::TRAP_ID_MASK << ttmp6::TRAP_ID_SHIFT | ttmp6::STOPPED);
    w.trapsts &= !(trapsts::MEM_VIOL | trapsts::ILLEGAL_INST);
}

/// Where a debugger memory access lands (see `Simulator::memory_place`).
enum MemoryPlace {
    /// Global memory (also the private_wave backing store) at this address.
    Global(u64),
    /// A work-group's LDS.
    Lds { group: usize, address: u32 },
    /// A lane's private memory, through the swizzle.
    PrivateLane {
        base: u64,
        lanes: u64,
        lane: usize,
        address: u64,
    },
}

fn memory_error(space: AddressSpace, address: u64, kind: FaultKind) -> TargetError {
    TargetError::Memory {
        space,
        address,
        kind,
    }
}

impl WriteMemory for Simulator {
    fn write_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        data: &[u8],
    ) -> TargetResult<()> {
        self.record_control(true, || {
            record::Control::WriteMemory(wave, lane, space, address, data.to_vec())
        });
        let err = |f: crate::memory::Fault| memory_error(space, f.address, f.kind);
        match self.memory_place(wave, lane, space, address, data.len())? {
            MemoryPlace::Global(a) => {
                self.mem.write(a, data).map_err(err)?;
            }
            MemoryPlace::Lds { group, address } => {
                self.groups[group].lds.write(address, data);
            }
            MemoryPlace::PrivateLane {
                base,
                lanes,
                lane,
                address,
            } => {
                let mut buf = data.to_vec();
                exec::mem::private_access(
                    &mut self.mem,
                    base,
                    lanes,
                    lane,
                    address as u32,
                    &mut buf,
                    true,
                )
                .map_err(err)?;
            }
        }
        // Writes over code drop the decode cache entries they cover.
        self.forget_decoded(address, address.saturating_add(data.len() as u64));
        Ok(())
    }
}

impl RunControl for Simulator {
    fn resume(&mut self, wave: WaveId, mode: ResumeMode) -> TargetResult<()> {
        self.record_control(true, || record::Control::Resume(wave, mode));
        let slot = self.slot_of(wave)?;
        // A wave steps over a breakpoint at its PC only when its stop was reported there (it
        // hit it, or a step or watchpoint ended there), or when it was resumed to step over
        // it and stopped again before it ran; a wave the debugger stopped on the way
        // (all-stop) before it executed the breakpoint must still hit it.
        let at_bp = {
            let w = self.waves[slot].as_ref().expect("present");
            self.breakpoints.contains_key(&w.pc)
                && (w.step_over_breakpoint
                    || !matches!(w.state, RunState::Stopped(StopReason::Requested)))
        };
        let w = self.waves[slot].as_mut().expect("present");
        match &w.state {
            RunState::Exited => return Err(TargetError::Exited(wave)),
            RunState::Stopped(reason) => {
                if *reason == StopReason::DebugTrap {
                    w.pc += 4;
                }
                clear_trap_state(w);
                w.fault_lane = None;
                // A wave that arrived at a barrier not yet released waits again.
                w.state = if w.at_barrier || w.grid_barrier.is_some() || w.semaphore_wait.is_some()
                {
                    RunState::Barrier
                } else {
                    RunState::Ready
                };
            }
            _ => {}
        }
        w.step_over_breakpoint = at_bp;
        w.single_step = mode == ResumeMode::Step;
        self.halted = false;
        // A requested stop not yet collected is void once the wave runs again (an interrupt
        // stops every wave; the ones resumed must not report it afterwards).
        self.events.retain(|e| {
            !matches!(e, Event::WaveStopped { wave: w, reason: StopReason::Requested, .. } if *w == wave)
        });
        Ok(())
    }

    fn stop(&mut self, wave: WaveId) -> TargetResult<()> {
        self.record_control(false, || record::Control::Stop(wave));
        let slot = self.slot_of(wave)?;
        let w = self.waves[slot].as_ref().expect("present");
        match w.state {
            RunState::Exited => Err(TargetError::Exited(wave)),
            RunState::Stopped(_) => Ok(()),
            _ => {
                // A wave waiting at a barrier keeps `at_barrier`: it still counts as arrived.
                self.stop_wave(slot, StopReason::Requested);
                Ok(())
            }
        }
    }

    fn wait(&mut self, wait: Wait) -> TargetResult<Option<Event>> {
        self.record_control(wait == Wait::Block, || record::Control::Wait(wait));
        match wait {
            Wait::Poll => Ok(self.events.pop_front()),
            Wait::Block => {
                let Some(r) = self.recording.as_mut() else {
                    return Ok(self.next_event());
                };
                r.in_wait = true;
                let e = self.next_event();
                self.wait_ended();
                Ok(e)
            }
        }
    }
}

impl Breakpoints for Simulator {
    fn insert_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        self.record_control(false, || record::Control::InsertBreakpoint(address));
        if self.breakpoints.contains_key(&address) {
            return Ok(());
        }
        let in_kernel_code = address >= self.code_base && address < self.code_end - 3;
        if !address.is_multiple_of(4)
            || !(in_kernel_code || self.machine.code_object_holding(address).is_some())
        {
            return Err(TargetError::BadBreakpoint(address));
        }
        let mut orig = [0u8; 4];
        self.mem
            .read(address, &mut orig)
            .map_err(|_| TargetError::BadBreakpoint(address))?;
        // s_trap 1: SOPP opcode 0x12 on GFX9/GFX10, 0x10 on GFX11+.
        let trap: u32 = if self.gen >= IsaFamily::Gfx11 {
            0xbf90_0001
        } else {
            0xbf92_0001
        };
        self.mem
            .write(address, &trap.to_le_bytes())
            .map_err(|_| TargetError::BadBreakpoint(address))?;
        self.breakpoints.insert(address, orig);
        self.forget_decoded(address, address + 4);
        Ok(())
    }

    fn remove_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        self.record_control(false, || record::Control::RemoveBreakpoint(address));
        if let Some(orig) = self.breakpoints.remove(&address) {
            let _ = self.mem.write(address, &orig);
            self.forget_decoded(address, address + 4);
        }
        Ok(())
    }

    fn breakpoint_addresses(&self) -> Vec<u64> {
        self.breakpoints.keys().copied().collect()
    }
}

/// `HDB_SIM_JOBS` if it is a number, else the available cores (at most [`MAX_JOBS`]). Found
/// once per process: asking for the available cores reads the cgroup's files, which cost as
/// much as setting up a small dispatch.
fn default_jobs() -> usize {
    static JOBS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *JOBS.get_or_init(|| {
        std::env::var("HDB_SIM_JOBS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
            .clamp(1, MAX_JOBS)
    })
}

/// Does ahead of time what a process's first dispatch for `processor` would otherwise pay
/// for inside it: finding the cores to run waves on (the cgroup's files) and building the
/// instruction decoder's opcode index. Both are kept for the process, so a caller runs this
/// on a thread of its own while the program it serves starts.
pub fn prepare(processor: &str) {
    default_jobs();
    for wave in [WaveSize::Wave64, WaveSize::Wave32] {
        let _ = Decoder::for_target(processor, wave);
    }
}

fn _assert_wave_size(w: WaveSize) -> u32 {
    w.lanes()
}

/// The instruction at `pc` in `mem`, ready to run (`None` where no four bytes can be read),
/// with a load that starts a compare-and-swap loop marked ([`exec::mem::reads_for_cmpswap`]).
pub(crate) fn decode_at(mem: &GlobalMemory, decoder: &Decoder, pc: u64) -> Option<Inst> {
    let mut inst = decode_plain(mem, decoder, pc)?;
    mark_cmpswap_read(&mut inst, pc, mem, decoder);
    Some(inst)
}

/// Marks `inst`, at `pc`, when it is a plain load that starts a compare-and-swap loop
/// ([`exec::mem::reads_for_cmpswap`], over the instructions that follow it in `mem`).
fn mark_cmpswap_read(inst: &mut Inst, pc: u64, mem: &GlobalMemory, decoder: &Decoder) {
    if let exec::Sem::Mem(ref mut m) = inst.sem {
        if m.kind == exec::mem::Kind::Load && !m.coherent {
            let mut next = pc.wrapping_add(inst.len as u64);
            let following = std::iter::from_fn(|| {
                let i = decode_plain(mem, decoder, next)?;
                next = next.wrapping_add(i.len.max(4) as u64);
                Some(i)
            });
            m.cmpswap_read = exec::mem::reads_for_cmpswap(m, following);
        }
    }
}

/// The instruction at `pc`, decoded from the (up to) twelve bytes there.
fn decode_plain(mem: &GlobalMemory, decoder: &Decoder, pc: u64) -> Option<Inst> {
    let mut bytes = [0u8; 12];
    let avail = (0..12)
        .take_while(|&k| {
            pc.checked_add(k)
                .is_some_and(|a| mem.read(a, &mut [0u8; 1]).is_ok())
        })
        .count();
    if avail < 4 {
        return None;
    }
    mem.read(pc, &mut bytes[..avail]).ok()?;
    Some(exec::prepare(decoder.decode(&bytes[..avail])))
}
