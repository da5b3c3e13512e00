//! Sanitizers: an optional observer of the simulator that checks every access of every lane
//! as the waves run, the way compute-sanitizer's tools do on NVIDIA GPUs, and reports what it
//! finds as [`Finding`]s.
//!
//! * [`memory`] — out-of-bounds accesses measured against each allocation exactly (global
//!   buffers, the LDS allocations, the lane's private segment), misaligned accesses, use after
//!   free, double and invalid frees, leaks;
//! * [`init`] — definedness of every register bit and memory byte, reported when an undefined
//!   value is *used* (an address, a compare, a branch, an output), as Valgrind's memcheck
//!   does, so copies of undefined bytes (spills and reloads) are not reported;
//! * [`race`] — two waves of a work-group touching an LDS or global byte between barriers, or
//!   two work-groups touching a global byte, with one of them writing and not both atomic;
//! * [`sync`] — barriers reached in divergent control flow, with waves of the group gone, or
//!   a different number of times by different waves;
//! * [`hazard`] — registers read (or overwritten) while a memory operation that writes them
//!   is outstanding: a missing or too weak `s_waitcnt`, by the counters each generation's ISA
//!   defines.
//!
//! The simulator owns one [`Checks`] when checks are on ([`crate::Simulator::enable_checks`])
//! and then runs every instruction through the careful path, calling [`Checks::before`]
//! before it executes; scheduler events (work-groups starting and ending, barriers
//! releasing, waves ending) have their own hooks. With checks off nothing here runs.
//!
//! Allocations reach the checks through one small interface, whoever creates them:
//! [`Checks::allocate`], [`Checks::free`] and [`Checks::host_wrote`] (a launch file's
//! buffers; a HIP program's `hipMalloc`, `hipFree` and copies). One `Checks` can serve a
//! whole program: [`Checks::begin_dispatch`] starts each dispatch's own state (waves,
//! work-groups, LDS, the runtime's per-dispatch allocations) while allocations, memory
//! definedness and findings carry from dispatch to dispatch.

pub mod access;
pub mod hazard;
pub mod init;
pub mod memory;
pub mod race;
pub mod sync;

use std::fmt;

use amdgpu::target::WaveId;
use amdgpu::{AddressSpace, IsaFamily};

use crate::dispatch::DispatchSetup;
use crate::exec::{Ctx, Inst};
use crate::wave::Wave;

pub use amdgpu::check::{
    lane_list, Access, AccessKind, CheckSet, CheckSetError, FindingKind, Tool, Use,
};
pub use memory::{Allocation, FreeError, HostSite, Owner};

/// The maps the checks look up at every access (see [`amdgpu::fasthash`]).
pub(crate) type FastMap<K, V> = amdgpu::fasthash::HashMap<K, V>;

/// Where a finding (or the other half of one) happened: a wave, its lanes, a PC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Site {
    /// The wave.
    pub wave: WaveId,
    /// Its work-group.
    pub group: [u32; 3],
    /// Its index in the work-group.
    pub wave_in_group: u32,
    /// The lanes involved (a lane mask).
    pub lanes: u64,
    /// The instruction's address (as loaded).
    pub pc: u64,
}

/// The allocation an access was measured against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocationRef {
    /// Its name (`arg 2`, `static LDS`, `private segment`).
    pub name: String,
    /// Its address space.
    pub space: AddressSpace,
    /// Its first address.
    pub base: u64,
    /// Its size in bytes.
    pub size: u64,
    /// Where the host allocated it, when known.
    pub site: Option<HostSite>,
    /// Where the host freed it (a freed allocation's), when known.
    pub freed_at: Option<HostSite>,
    /// The access's offset from `base` (negative before it).
    pub offset: i64,
}

impl Finding {
    /// Where a debugger stops for it: the use of an uninitialised value read earlier, else
    /// the site.
    pub fn stop_site(&self) -> Option<&Site> {
        match (&self.kind, &self.other) {
            (FindingKind::Uninitialized { .. }, Some((use_site, _))) => Some(use_site),
            _ => self.site.as_ref(),
        }
    }
}

impl amdgpu::target::Sanitizer for Checks {
    fn checks(&self) -> CheckSet {
        self.set
    }

    fn findings(&self) -> Vec<amdgpu::target::FindingCount> {
        self.findings
            .iter()
            .map(|f| {
                let site = f.stop_site();
                amdgpu::target::FindingCount {
                    finding: amdgpu::check::CheckFinding {
                        kind: f.kind.clone(),
                        access: f.access,
                        other_access: f.other.as_ref().and_then(|o| o.1),
                        pc: site.map_or(0, |s| s.pc),
                        lanes: site.map_or(0, |s| s.lanes),
                    },
                    wave: site.map(|s| s.wave),
                    count: f.count,
                }
            })
            .collect()
    }
}

/// A number for each kind, for the index of findings seen (one per variant).
fn kind_code(kind: &FindingKind) -> u8 {
    match kind {
        FindingKind::OutOfBounds => 0,
        FindingKind::Misaligned => 1,
        FindingKind::UseAfterFree => 2,
        FindingKind::DoubleFree => 3,
        FindingKind::InvalidFree => 4,
        FindingKind::Leak => 5,
        FindingKind::Uninitialized { .. } => 6,
        FindingKind::Race => 7,
        FindingKind::DivergentBarrier => 8,
        FindingKind::BarrierAfterExit => 9,
        FindingKind::ExitAtBarrier => 10,
        FindingKind::BarrierCount(_) => 11,
        FindingKind::MissingWait { .. } => 12,
    }
}

/// One finding: the first occurrence with everything known about it, and how many times the
/// same thing happened at the same PC.
#[derive(Clone, Debug)]
pub struct Finding {
    /// What.
    pub kind: FindingKind,
    /// Where: for accesses the accessing instruction; for uninitialised values the read
    /// that brought them in (or the use, for a register never written); for hazards the
    /// instruction that read the register too early.
    pub site: Option<Site>,
    /// The access (its first lane's).
    pub access: Option<Access>,
    /// The allocation the access was measured against.
    pub allocation: Option<AllocationRef>,
    /// The other half: a race's other access, the use of an uninitialised value, the
    /// outstanding memory operation of a hazard, the waiting wave of a barrier finding.
    pub other: Option<(Site, Option<Access>)>,
    /// Occurrences at the same place (wave-instructions; lanes of one are one occurrence).
    pub count: u64,
    /// The wave's registers just before the first occurrence (for source-level names of
    /// what was accessed); `None` when the finding has no wave or too many were kept.
    pub registers: Option<Box<Wave>>,
    /// The calls the wave was in at the site, as the addresses they return to, innermost
    /// first (empty at a kernel's own code, or when the site is not the wave's current
    /// instruction).
    pub callers: Vec<u64>,
    /// The dispatch it was first seen in (the id [`Checks::begin_dispatch`] was given): its
    /// code object, wave size and work-group size put the site in source terms.
    pub dispatch: u64,
}

/// At most this many findings keep a copy of the wave's registers.
const MAX_SNAPSHOTS: usize = 256;
/// At most this many distinct findings are kept (further ones are only counted).
const MAX_FINDINGS: usize = 10_000;

/// The per-wave state the checks keep, by the simulator's wave slot.
struct WaveChecks {
    id: WaveId,
    group_slot: usize,
    group: [u32; 3],
    wave_in_group: u32,
    /// The lanes that hold work-items (EXEC at the start).
    items: u64,
    /// The wave's scratch backing: first address and bytes.
    scratch: (u64, u64),
    shadow: Option<Box<init::RegShadow>>,
    hazard: Option<Box<hazard::WaveHazard>>,
    /// Barriers executed.
    barriers: u32,
    /// Waiting at a barrier since this PC.
    waiting: Option<u64>,
    /// Inside device `malloc`'s allocator, called from the PC it returns to.
    heap_call: Option<HeapCall>,
    /// The calls the wave is in.
    calls: CallStack,
}

/// The calls a wave is in, followed instruction by instruction, for findings' call chains.
#[derive(Default)]
struct CallStack {
    /// The addresses the calls return to, outermost first (at most [`MAX_CALLS`]; `deeper`
    /// counts those beyond).
    returns: Vec<u64>,
    deeper: u32,
    /// The instruction before was an indirect jump (`s_setpc_b64`): a return when it went to
    /// the innermost call's return address.
    jumped: bool,
}

/// At most this many of a wave's calls are kept for findings' call chains.
const MAX_CALLS: usize = 64;

/// The call instruction a call returns after: `s_swappc_b64` and `s_call_b64` are 4 bytes.
pub fn call_site(returns_to: u64) -> u64 {
    returns_to.wrapping_sub(4)
}

/// A wave's call into the device heap's allocator ([`crate::HeapFunctions`]), followed until
/// it returns.
struct HeapCall {
    /// Where it returns (`s[30:31]` at the entry).
    returns_to: u64,
    /// For `__ockl_dm_alloc`: the bytes each calling lane asked for, as (lane, bytes); the
    /// blocks' addresses are in `v[0:1]` at the return. `None` for `__ockl_dm_dealloc`.
    asked: Option<Vec<(u8, u64)>>,
}

impl CallStack {
    /// Follows the wave's calls at its instruction at `pc`: a call returning to `returns_to`
    /// enters one; an indirect jump that lands on the innermost call's return address (seen
    /// at the next instruction) leaves it. A tail call (an indirect jump elsewhere) stays
    /// in the call it replaces, whose return address it keeps.
    fn follow(&mut self, pc: u64, returns_to: Option<u64>, indirect_jump: bool) {
        if std::mem::take(&mut self.jumped) {
            if self.deeper > 0 {
                // Beyond the calls kept: their return addresses are unknown, so each jump
                // back counts as a return (a chain that deep is shown cut short anyway).
                self.deeper -= 1;
            } else if self.returns.last() == Some(&pc) {
                self.returns.pop();
            }
        }
        match returns_to {
            Some(r) if self.returns.len() < MAX_CALLS => self.returns.push(r),
            Some(_) => self.deeper += 1,
            None => self.jumped = indirect_jump,
        }
    }

    /// The call chain of a finding at `pc` (innermost first): the calls when `pc` is the
    /// wave's instruction `now`, or without the innermost when `pc` is the call that made it
    /// (a device `free`'s finding, placed at its call of the allocator).
    fn callers(&self, pc: u64, now: Option<u64>) -> Vec<u64> {
        let calls = match self.returns.split_last() {
            _ if now == Some(pc) => &self.returns[..],
            Some((&innermost, outer)) if call_site(innermost) == pc => outer,
            _ => return Vec::new(),
        };
        calls.iter().rev().copied().collect()
    }
}

impl WaveChecks {
    fn site(&self, lanes: u64, pc: u64) -> Site {
        Site {
            wave: self.id,
            group: self.group,
            wave_in_group: self.wave_in_group,
            lanes,
            pc,
        }
    }
}

/// The per-work-group state, by the simulator's group slot.
struct GroupChecks {
    /// Work-group index in dispatch order.
    linear: u64,
    /// Wave slots of its waves.
    waves: Vec<usize>,
    /// LDS definedness (the undefined bits of each byte).
    lds_undefined: Vec<u8>,
    /// Where undefined values stored in LDS came from, by dword ([`init`]'s origins).
    lds_origins: FastMap<u32, u32>,
    lds_race: Option<race::LdsRace>,
    /// Barrier releases so far.
    epoch: u32,
    /// A wave of the group ended while others waited (reported once per barrier).
    exit_reported: bool,
}

/// Counts of findings per tool (occurrences, not distinct findings).
pub type Summary = [(Tool, u64); 5];

/// The checks of one simulator: state, hooks and findings.
pub struct Checks {
    set: CheckSet,
    gen: IsaFamily,
    lanes: usize,
    findings: Vec<Finding>,
    index: FastMap<(u8, u64, u64), usize>,
    dropped: u64,
    snapshots: usize,
    /// Findings not yet taken by [`Checks::take_new`].
    new: usize,
    /// The dispatch running now.
    dispatch: u64,
    allocations: memory::Allocations,
    lds_layout: memory::LdsLayout,
    /// Bytes of private memory a lane may use: the kernel's own segment, and the stack the
    /// runtime gives once a wave calls a function (compilers do not size recursion).
    private_bytes: (u64, u64),
    /// A wave executed a call.
    called: bool,
    waves: Vec<Option<WaveChecks>>,
    groups: Vec<Option<GroupChecks>>,
    /// Global and private memory definedness.
    shadow: init::ShadowMemory,
    /// Stores of undefined bytes to memory the host reads back.
    outputs: init::Outputs,
    /// Reads of undefined memory that values in registers came from (index 0 unused).
    origins: Vec<init::Origin>,
    origin_index: FastMap<(u32, u64), u32>,
    /// Moves every access's definedness lane by lane (tests compare the block path with it).
    #[cfg(test)]
    pub(crate) lane_by_lane: bool,
    global_race: race::GlobalRace,
    hazard_cache: hazard::Cache,
    /// Scratch for one instruction's lane accesses.
    accesses: Vec<access::LaneAccess>,
    /// The device heap allocator's entry points in the loaded code objects. While there are
    /// any, device `malloc` blocks are known (the allocator is followed), and a heap slab's
    /// bytes outside them are no program's.
    heap: Vec<crate::HeapFunctions>,
    /// Device `malloc` blocks allocated so far (their names' numbers).
    device_mallocs: u64,
}

impl fmt::Debug for Checks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Checks")
            .field("set", &self.set)
            .field("findings", &self.findings.len())
            .finish()
    }
}

impl Checks {
    /// Checks `set`, with no allocation, finding or dispatch yet: call
    /// [`Checks::begin_dispatch`] before each dispatch.
    pub fn new(set: CheckSet) -> Checks {
        Checks {
            set,
            gen: IsaFamily::Gfx9,
            lanes: 64,
            findings: Vec::new(),
            index: FastMap::default(),
            dropped: 0,
            snapshots: 0,
            new: 0,
            dispatch: 0,
            allocations: memory::Allocations::default(),
            lds_layout: memory::LdsLayout::new(0, &[], 0),
            private_bytes: (0, 0),
            called: false,
            waves: Vec::new(),
            groups: Vec::new(),
            shadow: init::ShadowMemory::default(),
            outputs: init::Outputs::default(),
            origins: Vec::new(),
            origin_index: FastMap::default(),
            #[cfg(test)]
            lane_by_lane: false,
            global_race: race::GlobalRace::default(),
            hazard_cache: hazard::Cache::default(),
            accesses: Vec::with_capacity(128),
            heap: Vec::new(),
            device_mallocs: 0,
        }
    }

    /// Starts dispatch `dispatch`, set up as `setup` (its LDS layout and private segment),
    /// with `dynamic_lds` the LDS arguments as (offset, size) and `private_bytes` the bytes a
    /// lane's private segment has (the descriptor's, and with the runtime's stack for
    /// kernels that call). The previous dispatch's waves, work-groups and runtime-owned
    /// allocations (kernarg segments, code objects, queues: give this dispatch's again) are
    /// forgotten; host allocations, memory definedness and findings stay.
    pub fn begin_dispatch(
        &mut self,
        dispatch: u64,
        gen: IsaFamily,
        setup: &DispatchSetup,
        dynamic_lds: &[(u32, u32)],
        private_bytes: (u64, u64),
    ) {
        self.dispatch = dispatch;
        self.gen = gen;
        self.lanes = setup.wave_size.lanes() as usize;
        self.lds_layout = memory::LdsLayout::new(
            setup.kd.group_segment_fixed_size,
            dynamic_lds,
            setup.lds_size,
        );
        self.private_bytes = private_bytes;
        self.called = false;
        self.waves.clear();
        self.groups.clear();
        self.outputs = init::Outputs::default();
        self.origins.clear();
        self.origin_index.clear();
        self.global_race = race::GlobalRace::default();
        // Another code object may be loaded where this dispatch's PCs are.
        self.hazard_cache = hazard::Cache::default();
        self.allocations.forget_runtime();
    }

    /// Bytes of private memory a lane may use now.
    fn private_limit(&self) -> u64 {
        if self.called {
            self.private_bytes.1
        } else {
            self.private_bytes.0
        }
    }

    /// The checks that run.
    pub fn set(&self) -> CheckSet {
        self.set
    }

    /// Every finding so far, in the order they were first seen.
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    /// Findings first seen since the last call (for delivering each as a stop).
    pub fn take_new(&mut self) -> &[Finding] {
        let from = self.new;
        self.new = self.findings.len();
        &self.findings[from..]
    }

    /// Occurrences per tool, the findings' counts summed (compute-sanitizer's `ERROR
    /// SUMMARY` counts).
    pub fn summary(&self) -> Summary {
        let mut s = Tool::ALL.map(|t| (t, 0u64));
        for f in &self.findings {
            s[f.kind.tool() as usize].1 += f.count;
        }
        s[Tool::Memory as usize].1 += self.dropped;
        s
    }

    /// Distinct findings beyond [`MAX_FINDINGS`] that were counted but not kept.
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// Records a finding, or counts it where one of the same kind was seen at the same
    /// place (`pc`, and `other` for findings with two sites).
    fn report(&mut self, f: Finding, wave: Option<&Wave>) {
        // Findings of no instruction (frees, leaks) are told apart by their allocation.
        let pc = match (&f.site, &f.allocation) {
            (Some(s), _) => s.pc,
            (None, Some(a)) => a.base,
            (None, None) => f.access.map_or(0, |a| a.address),
        };
        let other = f.other.as_ref().map_or(0, |o| o.0.pc);
        let key = (kind_code(&f.kind), pc, other);
        if let Some(&i) = self.index.get(&key) {
            let e = &mut self.findings[i];
            e.count += 1;
            if let (Some(s), Some(n)) = (&mut e.site, f.site) {
                if s.wave == n.wave {
                    s.lanes |= n.lanes;
                }
            }
            return;
        }
        if self.findings.len() >= MAX_FINDINGS {
            self.dropped += 1;
            return;
        }
        let mut f = f;
        f.dispatch = self.dispatch;
        if let Some(site) = &f.site {
            if let Some(wc) = self.waves.iter().flatten().find(|wc| wc.id == site.wave) {
                f.callers = wc.calls.callers(site.pc, wave.map(|w| w.pc));
            }
        }
        if self.snapshots < MAX_SNAPSHOTS {
            if let Some(w) = wave {
                f.registers = Some(Box::new(w.clone()));
                self.snapshots += 1;
            }
        }
        self.index.insert(key, self.findings.len());
        self.findings.push(f);
    }

    /// A wave starts (its registers as the dispatch set them).
    pub fn wave_started(&mut self, slot: usize, w: &Wave, setup: &DispatchSetup) {
        if self.waves.len() <= slot {
            self.waves.resize_with(slot + 1, || None);
        }
        let shadow = self
            .set
            .has(Tool::Init)
            .then(|| Box::new(init::RegShadow::at_start(w, setup)));
        let scratch = (
            w.scratch_base,
            setup.scratch_per_lane as u64 * setup.wave_size.lanes() as u64,
        );
        if self.set.has(Tool::Init) {
            // The wave's scratch holds whatever an earlier occupant left: undefined.
            self.shadow.mark_undefined_region(scratch.0, scratch.1);
        }
        self.waves[slot] = Some(WaveChecks {
            id: w.id,
            group_slot: w.group_slot,
            group: w.group,
            wave_in_group: w.wave_in_group,
            items: w.exec & w.lane_mask(),
            scratch,
            shadow,
            hazard: self
                .set
                .has(Tool::Hazard)
                .then(|| Box::new(hazard::WaveHazard::default())),
            barriers: 0,
            waiting: None,
            heap_call: None,
            calls: CallStack::default(),
        });
    }

    /// A work-group becomes resident in group slot `slot` with its waves in `waves`.
    pub fn group_started(&mut self, slot: usize, linear: u64, waves: &[usize], lds_size: u32) {
        if self.groups.len() <= slot {
            self.groups.resize_with(slot + 1, || None);
        }
        let bytes = lds_size as usize;
        self.groups[slot] = Some(GroupChecks {
            linear,
            waves: waves.to_vec(),
            lds_undefined: if self.set.has(Tool::Init) {
                vec![0xff; bytes]
            } else {
                Vec::new()
            },
            lds_origins: FastMap::default(),
            lds_race: self.set.has(Tool::Race).then(|| race::LdsRace::new(bytes)),
            epoch: 0,
            exit_reported: false,
        });
    }

    /// Runs the checks on `inst`, about to execute on the wave in `slot`. Returns the lanes
    /// whose memory access must not happen (out of bounds, reported): the caller clears
    /// them from EXEC for this instruction only, as a sanitizer's guarded access would.
    pub fn before(&mut self, slot: usize, inst: &Inst, w: &Wave, ctx: &Ctx) -> u64 {
        // The allocator's own accesses to its slabs are not the program's.
        let in_allocator = !self.heap.is_empty() && self.follow_heap_calls(slot, w);
        let facts = inst.raw.opcode().map(|o| o.facts());
        let call = facts.is_some_and(|f| f.contains(amdgpu::decode::OpFacts::CALL));
        if call {
            self.called = true;
        }
        if let Some(wc) = self.waves.get_mut(slot).and_then(Option::as_mut) {
            wc.calls.follow(
                w.pc,
                call.then(|| w.pc.wrapping_add(u64::from(inst.len))),
                facts.is_some_and(|f| f.contains(amdgpu::decode::OpFacts::INDIRECT_JUMP)),
            );
        }
        let mut accesses = std::mem::take(&mut self.accesses);
        accesses.clear();
        access::collect(inst, w, ctx, self.lanes, &mut accesses);
        let mut suppress = 0;
        if self.set.has(Tool::Memory) && !accesses.is_empty() && !in_allocator {
            suppress = self.check_memory(slot, inst, w, &accesses);
        }
        if self.set.has(Tool::Hazard) {
            self.check_hazard(slot, inst, w, ctx, &accesses);
        }
        if self.set.has(Tool::Race) && !accesses.is_empty() {
            self.check_race(slot, w, &accesses, suppress);
        }
        if self.set.has(Tool::Sync) {
            self.check_sync(slot, inst, w);
        }
        if self.set.has(Tool::Init) {
            self.propagate(slot, inst, w, ctx, &accesses, suppress);
        }
        self.accesses = accesses;
        suppress
    }

    /// Follows the wave in `slot` into and out of the device heap's allocator: at an entry
    /// it notes what each calling lane asked for (a free takes effect there), at the return
    /// the blocks the lanes got become allocations. Whether the wave is inside it now.
    fn follow_heap_calls(&mut self, slot: usize, w: &Wave) -> bool {
        let Some(wc) = self.waves.get_mut(slot).and_then(Option::as_mut) else {
            return false;
        };
        // A 64-bit argument or result: `v[0:1]` of a lane.
        let pair = |lane: usize| {
            let v = |r: usize| w.vgpr.get(r).map_or(0, |row| u64::from(row[lane]));
            v(0) | v(1) << 32
        };
        let lanes = || (0..w.lanes()).filter(|&l| w.exec >> l & 1 == 1);
        if let Some(call) = wc.heap_call.take_if(|c| c.returns_to == w.pc) {
            for (lane, size) in call.asked.into_iter().flatten() {
                let base = pair(usize::from(lane));
                if base != 0 {
                    self.global_race.forget(base, size);
                    self.device_mallocs += 1;
                    self.allocate(memory::Allocation {
                        base,
                        size,
                        name: format!("device malloc #{} ({size} bytes)", self.device_mallocs),
                        initialized: false,
                        site: None,
                        owner: memory::Owner::DeviceMalloc,
                    });
                }
            }
            return false;
        }
        if wc.heap_call.is_some() {
            return true;
        }
        let returns_to = u64::from(w.sgpr[30]) | u64::from(w.sgpr[31]) << 32;
        if self.heap.iter().any(|h| h.alloc == w.pc) {
            let asked = lanes().map(|l| (l as u8, pair(l))).collect();
            wc.heap_call = Some(HeapCall {
                returns_to,
                asked: Some(asked),
            });
            return true;
        }
        if self.heap.iter().any(|h| h.dealloc == w.pc) {
            // Named by the call.
            let site = wc.site(0, call_site(returns_to));
            wc.heap_call = Some(HeapCall {
                returns_to,
                asked: None,
            });
            for (lane, base) in lanes().map(|l| (l, pair(l))).filter(|&(_, a)| a != 0) {
                let mut site = site;
                site.lanes = 1u64 << lane;
                self.device_free(base, site);
            }
            return true;
        }
        false
    }

    /// The waves of group slot `slot` passed a barrier together; `exited` are the slots of
    /// its waves that had ended.
    pub fn barrier_released(&mut self, slot: usize, exited: &[usize]) {
        let Some(g) = self.groups.get_mut(slot).and_then(Option::as_mut) else {
            return;
        };
        g.epoch += 1;
        if let Some(r) = &mut g.lds_race {
            r.barrier();
        }
        if self.set.has(Tool::Sync) {
            self.sync_released(slot, exited);
        }
        if let Some(g) = self.groups.get_mut(slot).and_then(Option::as_mut) {
            g.exit_reported = false;
            for &s in &g.waves {
                if let Some(w) = self.waves.get_mut(s).and_then(Option::as_mut) {
                    w.waiting = None;
                }
            }
        }
    }

    /// A grid-wide barrier (`ds_gws_barrier`) released the waves of a cooperative launch:
    /// every global access before it is ordered before every one after it.
    pub fn grid_barrier_released(&mut self) {
        self.global_race = race::GlobalRace::default();
    }

    /// The wave in `slot` ended (`s_endpgm` at `w.pc`).
    pub fn wave_ended(&mut self, slot: usize, w: &Wave) {
        if self.set.has(Tool::Sync) {
            self.sync_wave_ended(slot, w);
        }
    }

    /// The work-group in group slot `slot` ended (every wave did).
    pub fn group_ended(&mut self, slot: usize) {
        if self.set.has(Tool::Sync) {
            self.sync_group_ended(slot);
        }
        if let Some(g) = self.groups.get_mut(slot).and_then(Option::as_mut) {
            for &s in &g.waves.clone() {
                if let Some(w) = self.waves.get_mut(s) {
                    *w = None;
                }
            }
        }
        if let Some(g) = self.groups.get_mut(slot) {
            *g = None;
        }
    }

    /// The dispatch ended: outputs holding uninitialised bytes are reported.
    pub fn dispatch_ended(&mut self) {
        if self.set.has(Tool::Init) {
            self.check_outputs();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_are_followed_through_returns_tail_calls_and_recursion() {
        let mut c = CallStack::default();
        // The kernel calls f at 0x100 (returns to 0x104); f calls g at 0x200.
        c.follow(0x100, Some(0x104), false);
        c.follow(0x1000, None, false);
        c.follow(0x200, Some(0x204), false);
        assert_eq!(c.callers(0x3000, Some(0x3000)), [0x204, 0x104]);
        // A finding at the call that made the innermost (a device free): its callers only.
        assert_eq!(c.callers(0x200, Some(0x3000)), [0x104]);
        // Neither: no chain rather than a wrong one.
        assert!(c.callers(0x5000, Some(0x3000)).is_empty());
        // g tail-calls h (an indirect jump elsewhere): still one call deep in f.
        c.follow(0x3010, None, true);
        c.follow(0x4000, None, false);
        assert_eq!(c.callers(0x4000, Some(0x4000)), [0x204, 0x104]);
        // h returns into f, f recurses into itself (returns to 0x1044) and the inner f,
        // skipping its own call, reaches 0x1044 by a branch: not a return.
        c.follow(0x4010, None, true);
        c.follow(0x204, None, false);
        c.follow(0x1040, Some(0x1044), false);
        c.follow(0x1044, None, false);
        assert_eq!(c.callers(0x1044, Some(0x1044)), [0x1044, 0x104]);
        // The inner f returns to 0x1044, the outer f to the kernel.
        c.follow(0x1050, None, true);
        c.follow(0x1044, None, false);
        c.follow(0x1050, None, true);
        c.follow(0x104, None, false);
        assert!(c.callers(0x104, Some(0x104)).is_empty());
    }

    #[test]
    fn calls_deeper_than_kept_are_counted_out_again() {
        let mut c = CallStack::default();
        for k in 0..MAX_CALLS as u64 + 3 {
            c.follow(0x100 + 8 * k, Some(0x104 + 8 * k), false);
        }
        assert_eq!(c.returns.len(), MAX_CALLS);
        for _ in 0..3 {
            c.follow(0x9000, None, true);
            c.follow(0x9100, None, false);
        }
        // Back at the deepest call kept: its return pops it.
        let top = *c.returns.last().unwrap();
        c.follow(0x9000, None, true);
        c.follow(top, None, false);
        assert_eq!(c.returns.len(), MAX_CALLS - 1);
    }
}
