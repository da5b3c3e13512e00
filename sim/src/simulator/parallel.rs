//! Work-groups on several threads, for runs nothing observes.
//!
//! The work-groups of a dispatch are independent on a GPU unless they communicate through
//! global memory (atomics, one group reading what another wrote). The parallel run is
//! speculative: worker threads take work-groups in order from a shared counter and run each
//! one alone, its waves round-robin as the serial scheduler runs them, against the shared,
//! unchanged global memory under a private overlay (`memory::overlay`) that records, byte by
//! byte, what the group read and wrote. Nothing is written to the real memory meanwhile.
//!
//! The result is kept only when it must equal the serial run's:
//!
//! * every wave ended cleanly (no fault, trap, illegal instruction — a stop is reported by
//!   the serial run, which then starts from the untouched inputs and stops the same way);
//! * no two work-groups touched a byte that one of them wrote (page by page, as each group
//!   finishes; a global atomic on a shared counter is such a case), so the order in which
//!   the serial scheduler interleaves them cannot matter;
//! * within each group, no two waves touched a byte of global memory or LDS between
//!   barriers with one of them writing: the serial scheduler interleaves a group's waves
//!   with other groups' (its barriers release at times that depend on them), so only
//!   race-free groups have one outcome;
//! * no wave read scratch it had not written (the serial run would read what the slot's
//!   previous occupant left) or wrote to the code object.
//!
//! Otherwise everything is dropped and the caller runs the dispatch serially. Accepted runs
//! write their bytes to memory in one pass and count waves and wave-instructions as the
//! serial run does; wave ids are the serial ones (work-group `n`'s waves follow those of the
//! work-groups before it, [`DispatchSetup::waves_before_group`]).
//!
//! Two things may differ, neither visible to `hdb run`'s output for compiled kernels:
//!
//! * A wave's scratch slot (its scratch offset SGPR and FLAT_SCRATCH). The serial scheduler
//!   gives the first `resident` work-groups slots in order and each later group the slots
//!   that retiring groups freed; the parallel run gives group `n` the slots of group
//!   `n mod resident`, which is what the serial run does when groups retire in the order they
//!   started. Compiled code uses the offset only as an address; a kernel that stores it as
//!   data (hand-written assembly) can see a different value for groups past the first
//!   `resident` ones.
//! * What scratch holds after the dispatch: the parallel run drops scratch writes with each
//!   group (a wave that reads scratch it did not write falls back), the serial run leaves
//!   the last occupants' bytes.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use amdgpu::decode::Decoder;
use amdgpu::target::{Event, FaultKind, StopReason, WaveId};
use amdgpu::{AddressSpace, Apertures, Generation, Processor};

use super::{Simulator, QUANTUM, SCRATCH_GUARD};
use crate::dispatch::DispatchSetup;
use crate::exec::{self, Ctx, Inst, IsaFamily, Outcome};
use crate::memory::{GlobalMemory, Lds, PageAccess, Race, Space};
use crate::wave::{RunState, Wave};

/// Wave-instructions one work-group may run in a parallel worker before the attempt is given
/// up, besides [`BUDGET_FACTOR`] times the largest finished group: a group that waits for
/// another group's write never sees it there, and the serial run must take over.
const BUDGET_MIN: u64 = 1 << 26;
/// See [`BUDGET_MIN`].
const BUDGET_FACTOR: u64 = 16;
/// How often (in a group's wave-instructions) a running group checks its accesses against
/// the finished groups', so that a group waiting for another's write stops early.
const CHECK_EVERY: u64 = 1 << 18;

/// The most worker threads.
pub const MAX_JOBS: usize = 8;

/// How a dispatch ran, as far as the parallel path goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Parallel {
    /// The parallel path was not tried: the reason.
    NotTried(&'static str),
    /// Work-groups ran on this many threads and the result was kept.
    Ran(usize),
    /// Tried and dropped; the dispatch ran serially.
    FellBack(Fallback),
}

/// Why a parallel run was dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fallback {
    /// A wave stopped (fault, trap, illegal or unimplemented instruction).
    Stopped,
    /// Two work-groups touched a byte of global memory that one of them wrote.
    Groups,
    /// A work-group's own accesses depend on the interleaving of its waves (see [`Race`]).
    Race(Race),
    /// Two waves of a group touched a byte of LDS between barriers, one writing.
    LdsRace,
    /// A work-group ran far longer than the others (it may wait for another group).
    Budget,
    /// The interrupt flag was raised (the serial run then stops every wave).
    Interrupted,
    /// A wave reached a grid-wide barrier, where work-groups wait for each other.
    GridBarrier,
    /// A wave used a GWS semaphore, which waves of every work-group share.
    Semaphore,
}

impl std::fmt::Display for Fallback {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Fallback::Stopped => "a wave stopped",
            Fallback::Groups => "work-groups share written bytes",
            Fallback::Race(Race::Waves) => "waves of a work-group race on global memory",
            Fallback::Race(Race::UnwrittenScratch) => "a wave read scratch it had not written",
            Fallback::Race(Race::CodeWrite) => "a wave wrote to code",
            Fallback::LdsRace => "waves of a work-group race on LDS",
            Fallback::Budget => "a work-group ran too long",
            Fallback::Interrupted => "interrupted",
            Fallback::GridBarrier => "a wave reached a grid-wide barrier",
            Fallback::Semaphore => "a wave used a GWS semaphore",
        })
    }
}

/// What the workers share.
struct Shared<'a> {
    setup: &'a DispatchSetup,
    kernarg: &'a [u8],
    processor: &'static Processor,
    gen: IsaFamily,
    apertures: Apertures,
    decoder: Decoder,
    code_base: u64,
    code_end: u64,
    cache: &'a [Option<Box<Inst>>],
    base: Arc<Space>,
    total_groups: u64,
    resident: usize,
    next: AtomicU64,
    abort: AtomicBool,
    /// The simulator's interrupt flag.
    interrupt: Option<Arc<AtomicBool>>,
    /// Vector register rows a wave of the kernel has (zeroed in a recycled wave).
    vgpr_rows: usize,
    /// The largest finished group's wave-instructions (for the budget).
    longest: AtomicU64,
    /// Every finished group's accesses, merged page by page.
    merged: Mutex<HashMap<(usize, usize), PageAccess>>,
}

impl Simulator {
    /// Worker threads for a parallel run of this dispatch, or why there are none.
    fn parallel_jobs(&self) -> Result<usize, &'static str> {
        if self.debugger {
            return Err("a debugger is attached");
        }
        if self.recording.is_some() || self.stop_at.is_some() {
            return Err("the dispatch is recorded");
        }
        if self.checks.is_some() {
            return Err("checks are on");
        }
        if self.limit.is_some() {
            return Err("an instruction limit is set");
        }
        if self.trace.is_some() {
            return Err("a trace is on");
        }
        if !self.watches.is_empty() {
            return Err("watchpoints are set");
        }
        if !self.breakpoints.is_empty() {
            return Err("breakpoints are set");
        }
        if self.host_service.is_some() {
            return Err("a host service is attached");
        }
        if !self.events.is_empty() || self.next_group != 0 || self.halted || self.completed {
            return Err("the dispatch has started");
        }
        if self.setup.waves_per_group > crate::memory::MAX_WAVES {
            return Err("too many waves per work-group");
        }
        if self.total_groups < 2 {
            return Err("one work-group");
        }
        let jobs = self
            .jobs
            .min(self.total_groups.min(MAX_JOBS as u64) as usize);
        if jobs < 2 {
            return Err("one thread");
        }
        Ok(jobs)
    }

    /// Tries the parallel run (once, before any work-group starts); on success the dispatch
    /// is complete, its waves' exits queued as events.
    pub(super) fn try_parallel(&mut self) {
        let jobs = match self.parallel_jobs() {
            Ok(j) => j,
            Err(why) => {
                self.parallel = Parallel::NotTried(why);
                return;
            }
        };
        let base = Arc::new(self.mem.take_space());
        let shared = Shared {
            setup: &self.setup,
            kernarg: &self.kernarg_bytes,
            processor: self.processor,
            gen: self.gen,
            apertures: self.apertures,
            decoder: self.decoder,
            code_base: self.code_base,
            code_end: self.code_end,
            cache: &self.cache,
            base,
            total_groups: self.total_groups,
            resident: self.resident_groups,
            next: AtomicU64::new(0),
            abort: AtomicBool::new(false),
            interrupt: self.interrupt.clone(),
            vgpr_rows: self.allocation.0.max(self.allocation.1),
            longest: AtomicU64::new(0),
            merged: Mutex::new(HashMap::new()),
        };
        let results: Vec<Result<u64, Option<Fallback>>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..jobs)
                .map(|_| {
                    let sh = &shared;
                    s.spawn(move || worker(sh))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                .collect()
        });
        let Shared { base, merged, .. } = shared;
        let space = Arc::into_inner(base).expect("the workers have ended");
        self.mem.put_space(space);
        let mut instructions = 0;
        for r in &results {
            match r {
                Ok(n) => instructions += n,
                Err(why) => {
                    // A worker that only saw another's abort has no reason of its own.
                    let why = results
                        .iter()
                        .find_map(|r| r.err().flatten())
                        .or(*why)
                        .unwrap_or(Fallback::Stopped);
                    self.parallel = Parallel::FellBack(why);
                    return;
                }
            }
        }
        let merged = merged.into_inner().unwrap_or_else(|p| p.into_inner());
        for access in merged.values().filter(|a| a.any_written()) {
            self.mem.apply(access);
        }
        let waves = self.setup.waves_before_group(self.total_groups);
        self.stats.waves += waves;
        self.stats.wave_instructions += instructions;
        self.next_group = self.total_groups;
        for id in 0..waves {
            self.events.push_back(Event::WaveExited {
                wave: WaveId(self.next_wave_id + id as u32),
            });
        }
        self.next_wave_id += waves as u32;
        self.parallel = Parallel::Ran(jobs);
    }
}

/// A worker: work-groups in order from the shared counter until none is left or the attempt
/// is given up. Returns its wave-instructions, or why it gave up (`None`: another worker did).
fn worker(sh: &Shared) -> Result<u64, Option<Fallback>> {
    let mut cache = sh.cache.to_vec();
    let mut mem = GlobalMemory::overlay(Arc::clone(&sh.base));
    let mut total = 0;
    let mut spare = Vec::new();
    let fail = |why: Fallback| {
        sh.abort.store(true, Ordering::Relaxed);
        Err(Some(why))
    };
    loop {
        if sh.abort.load(Ordering::Relaxed) {
            return Err(None);
        }
        let n = sh.next.fetch_add(1, Ordering::Relaxed);
        if n >= sh.total_groups {
            return Ok(total);
        }
        let ran = match run_group(sh, n, &mut cache, &mut mem, &mut spare) {
            Ok(r) => r,
            Err(None) => return Err(None),
            Err(Some(why)) => return fail(why),
        };
        total += ran;
        sh.longest.fetch_max(ran, Ordering::Relaxed);
        let accesses = mem.take_accesses();
        let mut merged = sh.merged.lock().unwrap_or_else(|p| p.into_inner());
        for a in accesses {
            match merged.entry(a.key()) {
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert(a);
                }
                std::collections::hash_map::Entry::Occupied(mut e) => {
                    if e.get().conflicts(&a) {
                        drop(merged);
                        return fail(Fallback::Groups);
                    }
                    e.get_mut().merge(&a);
                }
            }
        }
    }
}

/// Runs work-group `n` alone in a worker: its waves round-robin with the serial quantum,
/// barriers released when every live wave has arrived. Returns its wave-instructions.
fn run_group(
    sh: &Shared,
    n: u64,
    cache: &mut [Option<Box<Inst>>],
    mem: &mut GlobalMemory,
    spare: &mut Vec<Wave>,
) -> Result<u64, Option<Fallback>> {
    let setup = sh.setup;
    let id = setup.group_id(n);
    let wpg = setup.waves_per_group;
    let first_id = setup.waves_before_group(n) + 1;
    let wave_bytes =
        (setup.scratch_per_lane as u64 * setup.wave_size.lanes() as u64).div_ceil(1024) * 1024;
    let agprs = sh.processor.generation >= Generation::Gfx90a
        && sh.processor.generation <= Generation::Gfx940;
    let mut waves: Vec<Wave> = (0..setup.waves_in_group(id))
        .map(|k| {
            // The serial scheduler numbers waves in work-group order.
            let wave_id = WaveId((first_id + k as u64) as u32);
            let mut w = match spare.pop() {
                Some(old) => Wave::recycle(old, wave_id, setup.wave_size, agprs, sh.vgpr_rows),
                None => Wave::new(wave_id, setup.wave_size, agprs),
            };
            // The scratch slot the serial scheduler gives it when work-groups retire in the
            // order they started (it starts `resident` groups in slots 0.. and gives each
            // next group the first free ones). A wave's slot only shows in its scratch
            // offset (an SGPR, FLAT_SCRATCH): kernels use it as an address, and scratch
            // pages are private to the worker, so workers running groups in the same slots
            // do not collide.
            let slot = (n % sh.resident as u64) * wpg as u64 + k as u64;
            let scratch = setup.scratch_base + slot * (wave_bytes + SCRATCH_GUARD);
            setup.init_wave(&mut w, id, k, scratch, sh.kernarg);
            w
        })
        .collect();
    let waves_here = waves.len();
    let mut lds = Lds::new(setup.lds_size);
    lds.track();
    let budget = BUDGET_MIN.max(BUDGET_FACTOR.saturating_mul(sh.longest.load(Ordering::Relaxed)));
    let mut ran = 0u64;
    let mut next_check = CHECK_EVERY;
    loop {
        if sh.abort.load(Ordering::Relaxed) {
            return Err(None);
        }
        if sh
            .interrupt
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
        {
            return Err(Some(Fallback::Interrupted));
        }
        let mut any = false;
        for (k, w) in waves.iter_mut().enumerate() {
            if w.state != RunState::Ready {
                continue;
            }
            any = true;
            mem.set_wave(k as u32);
            lds.set_wave(k as u32);
            let (count, out) = run_quantum(sh, w, cache, mem, &mut lds);
            ran += count as u64;
            match out {
                None => {}
                // A group of one wave passes its barrier at once.
                Some(Outcome::Barrier) if waves_here == 1 => {}
                Some(Outcome::Barrier) => {
                    w.state = RunState::Barrier;
                    w.at_barrier = true;
                }
                Some(Outcome::Ended) => w.state = RunState::Exited,
                Some(Outcome::GridBarrier { .. }) => return Err(Some(Fallback::GridBarrier)),
                Some(Outcome::Semaphore { .. }) => return Err(Some(Fallback::Semaphore)),
                Some(_) => return Err(Some(Fallback::Stopped)),
            }
            if let Some(r) = mem.race() {
                return Err(Some(Fallback::Race(r)));
            }
            if lds.race() {
                return Err(Some(Fallback::LdsRace));
            }
            if ran > budget {
                return Err(Some(Fallback::Budget));
            }
            if ran >= next_check {
                next_check = ran + CHECK_EVERY;
                let done = sh.merged.lock().unwrap_or_else(|p| p.into_inner());
                if mem.conflicts_with(&done) {
                    return Err(Some(Fallback::Groups));
                }
            }
        }
        if !any {
            let mut live = waves.iter_mut().filter(|w| w.state != RunState::Exited);
            let Some(first) = live.next() else {
                spare.append(&mut waves);
                return Ok(ran);
            };
            debug_assert_eq!(first.state, RunState::Barrier);
            first.state = RunState::Ready;
            first.at_barrier = false;
            for w in live {
                w.state = RunState::Ready;
                w.at_barrier = false;
            }
            mem.order_point();
            lds.order_point();
        }
    }
}

/// One quantum of one wave, as `Simulator::run_wave` runs it with nothing observing (the
/// fast loop, a cache miss decoded from the worker's memory into its own cache). Returns the
/// instructions run and the outcome that ended the quantum early, if any (`s_trap 3` without
/// a debugger steps over as in the serial run).
fn run_quantum(
    sh: &Shared,
    w: &mut Wave,
    cache: &mut [Option<Box<Inst>>],
    mem: &mut GlobalMemory,
    lds: &mut Lds,
) -> (u32, Option<Outcome>) {
    let span = sh.code_end.saturating_sub(sh.code_base);
    let mut ctx = Ctx {
        mem,
        lds,
        apertures: sh.apertures,
        gen: sh.gen,
    };
    let mut ran = 0u32;
    while ran < QUANTUM {
        let (n, end) = exec::run_cached(cache, sh.code_base, QUANTUM - ran, w, &mut ctx);
        ran += n;
        let out = match end {
            exec::BatchEnd::Quantum => break,
            exec::BatchEnd::Outcome(out) => out,
            exec::BatchEnd::Miss => {
                // Decode into the worker's cache (when the PC is in the cached span) and run
                // that one instruction.
                let off = w.pc.wrapping_sub(sh.code_base);
                let idx = (off / 4) as usize;
                let cacheable = off < span && off.is_multiple_of(4) && idx < cache.len();
                let Some(i) = fetch(sh, ctx.mem, w.pc) else {
                    w.instructions += ran as u64;
                    return (
                        ran,
                        Some(Outcome::Stop(StopReason::MemoryFault {
                            address: w.pc,
                            space: AddressSpace::Global,
                            kind: FaultKind::Unmapped,
                        })),
                    );
                };
                let local;
                let inst: &Inst = if cacheable {
                    cache[idx].insert(Box::new(i))
                } else {
                    local = i;
                    &local
                };
                ran += 1;
                if matches!(inst.sem, exec::Sem::Nop) {
                    w.pc = w.pc.wrapping_add(inst.len as u64);
                    continue;
                }
                exec::execute(inst, w, &mut ctx)
            }
        };
        match out {
            Outcome::Continue | Outcome::Jump(_) => {}
            Outcome::Stop(StopReason::DebugTrap) => w.pc += 4,
            out => {
                w.instructions += ran as u64;
                return (ran, Some(out));
            }
        }
    }
    w.instructions += ran as u64;
    (ran, None)
}

/// Decodes the instruction at `pc` from the worker's memory (as `Simulator::fetch`).
fn fetch(sh: &Shared, mem: &GlobalMemory, pc: u64) -> Option<Inst> {
    super::decode_at(mem, &sh.decoder, pc)
}
