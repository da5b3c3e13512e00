//! Recording a dispatch so that it can be taken back to any earlier instruction
//! ([`amdgpu::target::Replay`]).
//!
//! The simulator is deterministic: what it does depends only on its state and on the calls a
//! debugger makes (resume, stop, wait, breakpoints, watchpoints, register and memory writes).
//! So a recording keeps
//!
//! - the *controls*: every such call, in order, with its arguments;
//! - *snapshots* of the whole dispatch state (waves, work-groups and their LDS, pending
//!   events, the scheduler's position, global memory — whose pages are shared copy-on-write
//!   with the running memory, so a snapshot costs the pages written after it), one when the
//!   recording starts and one every [`SNAPSHOT_INTERVAL`] wave-instructions;
//! - the *log*: which wave executed each instruction, at which PC — not needed to replay
//!   (the controls are), but what a debugger searches to find where to go ("the last time
//!   wave 3 executed an instruction", "the last breakpoint hit").
//!
//! The clock is [`Stats::wave_instructions`](super::Stats): instruction `t` is the one
//! executed when `t` had run before it. Going to `t` restores the latest snapshot at or
//! before `t`, replays the controls that followed it with an exact stop before instruction
//! `t` executes, and then stops every wave (all-stop): the same registers and memory,
//! bit for bit, as when the dispatch first passed that point. The history after `t` is kept
//! (one can go forward to it again) until the debugger changes something or resumes a wave
//! in the past: from there on the dispatch runs live and the old future is dropped, as a new
//! future is made.

use std::collections::{BTreeMap, VecDeque};

use amdgpu::register::Register;
use amdgpu::target::{
    self as tgt, Breakpoints, Event, Lane, RecordStatus, Replay, ResumeMode, RunControl,
    StopReason, TargetError, TargetResult, Wait, Watchpoints, WaveId, WriteMemory, WriteRegisters,
};
use amdgpu::AddressSpace;

use super::{Group, ServedMemory, Simulator, Stats};
use crate::check::{Allocation, Owner};
use crate::memory::GlobalMemory;
use crate::wave::{RunState, Wave};

/// Wave-instructions between two snapshots: replaying this many (at most) is what one step
/// back costs; fewer snapshots cost less memory.
pub const SNAPSHOT_INTERVAL: u64 = 200_000;

/// The budget a recording gets unless told otherwise.
pub const DEFAULT_BUDGET: u64 = 1 << 30;

/// A call a debugger made that changed (or could change) the dispatch.
#[derive(Debug, Clone)]
pub(crate) enum Control {
    Resume(WaveId, ResumeMode),
    Stop(WaveId),
    Wait(Wait),
    InsertBreakpoint(u64),
    RemoveBreakpoint(u64),
    InsertWatchpoint(tgt::WatchRegion),
    RemoveWatchpoint(tgt::WatchRegion),
    WriteRegister(WaveId, Register, Vec<u8>),
    WriteMemory(WaveId, Lane, AddressSpace, u64, Vec<u8>),
}

/// One executed instruction: the wave and where (an offset from the kernel's load base;
/// `u32::MAX` for code elsewhere), 8 bytes an instruction.
#[derive(Debug, Clone, Copy)]
struct Executed {
    wave: u32,
    pc: u32,
}

/// Everything of a dispatch that instructions and controls change.
pub(crate) struct State {
    mem: GlobalMemory,
    breakpoints: BTreeMap<u64, [u8; 4]>,
    watches: Vec<super::watch::PlacedWatch>,
    waves: Vec<Option<Wave>>,
    slot_by_id: crate::check::FastMap<WaveId, usize>,
    groups: Vec<Group>,
    next_group: u64,
    next_wave_id: u32,
    scratch_slots: Vec<bool>,
    events: VecDeque<Event>,
    rr: usize,
    halted: bool,
    completed: bool,
    stats: Stats,
    limit_reached: bool,
    semaphores: [u32; super::GWS_RESOURCES],
    semaphore_arrivals: u64,
}

impl State {
    /// Another copy, sharing memory pages copy-on-write.
    fn duplicate(&self) -> State {
        State {
            // A snapshot's memory is never a parallel worker's overlay, so it has a copy.
            mem: self.mem.snapshot().unwrap_or_default(),
            breakpoints: self.breakpoints.clone(),
            watches: self.watches.clone(),
            waves: self.waves.clone(),
            slot_by_id: self.slot_by_id.clone(),
            groups: self.groups.clone(),
            next_group: self.next_group,
            next_wave_id: self.next_wave_id,
            scratch_slots: self.scratch_slots.clone(),
            events: self.events.clone(),
            rr: self.rr,
            halted: self.halted,
            completed: self.completed,
            stats: self.stats,
            limit_reached: self.limit_reached,
            semaphores: self.semaphores,
            semaphore_arrivals: self.semaphore_arrivals,
        }
    }
}

struct Snapshot {
    /// The clock when it was taken.
    time: u64,
    /// The controls applied before it: replay applies `controls[control..]`.
    control: usize,
    /// Taken inside the `wait` that is `controls[control]`: replay first finishes that wait.
    mid_wait: bool,
    state: State,
    /// What keeping it costs (its own pages and register files).
    bytes: u64,
}

/// A dispatch's recording.
pub(crate) struct Recording {
    budget: u64,
    /// Wave-instructions between snapshots ([`SNAPSHOT_INTERVAL`]; tests take more).
    pub(crate) interval: u64,
    controls: Vec<Control>,
    snapshots: VecDeque<Snapshot>,
    /// `log[i]` is instruction `log_base + i`.
    log: Vec<Executed>,
    log_base: u64,
    /// Where the recorded history ends (the clock of the live dispatch).
    end: u64,
    /// Where the dispatch is now, when it was taken back into its history.
    position: Option<u64>,
    /// Snapshots were dropped to stay within the budget.
    dropped: bool,
    /// Controls are being replayed: do not record them again.
    pub(crate) replaying: bool,
    /// A `wait` is running (a snapshot taken now is inside it).
    pub(crate) in_wait: bool,
    /// The controls a cut of the future keeps: those up to the one during which the last
    /// [`Replay::goto`] stopped.
    cut_at: Option<usize>,
    /// The instructions that wrote the observed range during a search of the history
    /// ([`Replay::last_write`]), with the lanes that wrote.
    pub(crate) observed: Vec<(u64, Vec<Lane>)>,
    /// What the host service wrote to device memory when it answered the device (HIP's
    /// hostcalls: `printf`), by the clock when it did: a replay makes the same writes there
    /// instead of asking the host again (which would print twice).
    host_writes: BTreeMap<u64, Vec<(u64, Vec<u8>)>>,
}

impl Recording {
    fn bytes(&self) -> u64 {
        self.snapshots.iter().map(|s| s.bytes).sum::<u64>()
            + (self.log.len() * std::mem::size_of::<Executed>()) as u64
            + self
                .host_writes
                .values()
                .flatten()
                .map(|(_, b)| 8 + b.len() as u64)
                .sum::<u64>()
    }
}

fn wave_bytes(w: &Wave) -> u64 {
    (std::mem::size_of::<Wave>() + (w.vgpr.len() + w.agpr.len()) * 256) as u64
}

impl Simulator {
    fn capture(&self) -> Option<State> {
        Some(State {
            mem: self.mem.snapshot()?,
            breakpoints: self.breakpoints.clone(),
            watches: self.watches.clone(),
            waves: self.waves.clone(),
            slot_by_id: self.slot_by_id.clone(),
            groups: self.groups.clone(),
            next_group: self.next_group,
            next_wave_id: self.next_wave_id,
            scratch_slots: self.scratch_slots.clone(),
            events: self.events.clone(),
            rr: self.rr,
            halted: self.halted,
            completed: self.completed,
            stats: self.stats,
            limit_reached: self.limit_reached,
            semaphores: self.semaphores,
            semaphore_arrivals: self.semaphore_arrivals,
        })
    }

    fn restore(&mut self, s: State) {
        self.mem = s.mem;
        self.breakpoints = s.breakpoints;
        self.watches = s.watches;
        self.waves = s.waves;
        self.slot_by_id = s.slot_by_id;
        self.groups = s.groups;
        self.next_group = s.next_group;
        self.next_wave_id = s.next_wave_id;
        self.scratch_slots = s.scratch_slots;
        self.events = s.events;
        self.rr = s.rr;
        self.halted = s.halted;
        self.completed = s.completed;
        self.stats = s.stats;
        self.limit_reached = s.limit_reached;
        self.semaphores = s.semaphores;
        self.semaphore_arrivals = s.semaphore_arrivals;
        // A search's observation is kept across the snapshots it replays from.
        self.apply_watches();
        // The code bytes may differ from what was decoded (breakpoints planted since).
        for c in self.cache.iter_mut() {
            *c = None;
        }
        // Retired register files are only reused storage, every field reset on reuse.
        self.spare.clear();
    }

    /// Takes a snapshot now (`mid_wait`: inside the wait being recorded), and drops the
    /// oldest ones beyond the budget (never the last).
    fn snapshot(&mut self, mid_wait: bool) {
        let Some(state) = self.capture() else {
            return;
        };
        let time = self.stats.wave_instructions;
        let Some(r) = self.recording.as_mut() else {
            return;
        };
        let pages = match r.snapshots.back() {
            Some(prev) => state.mem.pages_not_shared_with(&prev.state.mem),
            None => state.mem.pages_not_shared_with(&GlobalMemory::new()),
        };
        let bytes = (pages * 4096) as u64
            + state.waves.iter().flatten().map(wave_bytes).sum::<u64>()
            + state.groups.iter().map(|g| g.lds.len() as u64).sum::<u64>();
        let control = if mid_wait {
            r.controls.len().saturating_sub(1)
        } else {
            r.controls.len()
        };
        r.snapshots.push_back(Snapshot {
            time,
            control,
            mid_wait,
            state,
            bytes,
        });
        while r.snapshots.len() > 1 && r.bytes() > r.budget {
            r.snapshots.pop_front();
            r.dropped = true;
            let oldest = r.snapshots.front().map_or(time, |s| s.time);
            let cut = (oldest - r.log_base) as usize;
            r.log.drain(..cut.min(r.log.len()));
            r.log_base = oldest;
            // A replay starts at a snapshot: the host's earlier answers are in it.
            r.host_writes.retain(|&t, _| t > oldest);
        }
    }

    /// Called at the top of the scheduler loop: a snapshot when one is due.
    pub(super) fn record_tick(&mut self) {
        let now = self.stats.wave_instructions;
        let due = self.recording.as_ref().is_some_and(|r| {
            !r.replaying
                && r.in_wait
                && r.snapshots
                    .back()
                    .is_none_or(|s| now >= s.time + r.interval)
        });
        if due && self.events.is_empty() {
            self.snapshot(true);
        }
    }

    /// Called before the careful loop executes an instruction of `slot`: `false` when the
    /// dispatch must stop before it (a replay reached its target).
    pub(super) fn record_instruction(&mut self, slot: usize, pc: u64) -> bool {
        let now = self.stats.wave_instructions;
        if self.stop_at == Some(now) {
            self.reached = Some(slot);
            self.halted = true;
            return false;
        }
        if let Some(r) = self.recording.as_mut() {
            if !r.replaying {
                let wave = self.waves[slot].as_ref().map_or(0, |w| w.id.0);
                let off = pc.wrapping_sub(self.code_base);
                let pc = if pc >= self.code_base && off < u32::MAX as u64 {
                    off as u32
                } else {
                    u32::MAX
                };
                r.log.push(Executed { wave, pc });
                r.end = now + 1;
            }
        }
        true
    }

    /// Records a control call, first making the present the end of history if the dispatch
    /// was taken back (the old future cannot be reached once something changes).
    /// `cuts`: the control changes the dispatch's course (a resume, a run, a write); the
    /// others (breakpoints, watchpoints, polls, stops of stopped waves) are appended to the
    /// history's end, where they do not change what came before.
    pub(super) fn record_control(&mut self, cuts: bool, c: impl FnOnce() -> Control) {
        let Some(r) = self.recording.as_mut() else {
            return;
        };
        if r.replaying {
            return;
        }
        if cuts && r.position.is_some() {
            self.cut_future();
        }
        if let Some(r) = self.recording.as_mut() {
            r.controls.push(c());
        }
    }

    /// Lets the host service answer the device (between quanta). Recording, its writes to
    /// device memory are kept by the clock; replaying, the kept writes are made again and the
    /// host is not asked (its effects, such as printed text, happened once).
    pub(super) fn serve_host(&mut self) {
        let now = self.stats.wave_instructions;
        let Simulator {
            host_service,
            recording,
            mem,
            checks,
            ..
        } = self;
        let Some(service) = host_service.as_mut() else {
            return;
        };
        let served = match recording.as_mut() {
            None => service.poll(mem),
            Some(r) if r.replaying => {
                for (address, bytes) in r.host_writes.get(&now).into_iter().flatten() {
                    // Written before at this point of the same run: the range is mapped.
                    let _ = mem.write(*address, bytes);
                }
                Vec::new()
            }
            Some(r) => {
                let mut served = Vec::new();
                let writes = mem.journal(|m| served = service.poll(m));
                if !writes.is_empty() {
                    r.host_writes.entry(now).or_default().extend(writes);
                }
                served
            }
        };
        if let Some(c) = checks.as_mut() {
            for m in served {
                match m {
                    // A slab of the device heap: its allocator's memory, the blocks it hands
                    // out followed by the checks themselves.
                    ServedMemory::Mapped { base, size, name } => c.allocate(Allocation {
                        base,
                        size,
                        name,
                        initialized: true,
                        site: None,
                        owner: Owner::DeviceHeap,
                    }),
                    ServedMemory::Unmapped { base } => {
                        let _ = c.free(base, None);
                    }
                }
            }
        }
    }

    /// The dispatch is at `position` in its history and the debugger acts: the history after
    /// it is dropped and a snapshot of the present starts the new future.
    fn cut_future(&mut self) {
        let now = self.stats.wave_instructions;
        let Some(r) = self.recording.as_mut() else {
            return;
        };
        let Some(_) = r.position.take() else {
            return;
        };
        r.log.truncate((now - r.log_base) as usize);
        // The host's answers up to the present are part of it (going to it made them); the
        // new future asks the host again.
        r.host_writes.retain(|&t, _| t <= now);
        r.end = now;
        let keep = r.cut_at.take().unwrap_or(r.controls.len());
        r.controls.truncate(keep);
        r.snapshots.retain(|s| s.time < now);
        self.snapshot(false);
    }

    /// Applies one control as the debugger did (the recording is replaying, so nothing is
    /// recorded again).
    fn apply(&mut self, c: &Control) {
        // Results are as they were when recorded; a call that failed then fails again.
        let _ = match c {
            Control::Resume(w, m) => self.resume(*w, *m),
            Control::Stop(w) => RunControl::stop(self, *w),
            Control::Wait(w) => self.wait(*w).map(drop),
            Control::InsertBreakpoint(a) => self.insert_breakpoint(*a),
            Control::RemoveBreakpoint(a) => self.remove_breakpoint(*a),
            Control::InsertWatchpoint(r) => self.insert_watchpoint(r),
            Control::RemoveWatchpoint(r) => self.remove_watchpoint(r),
            Control::WriteRegister(w, r, d) => self.write_register(*w, *r, d),
            Control::WriteMemory(w, l, s, a, d) => self.write_memory(*w, *l, *s, *a, d),
        };
    }

    /// Runs the recorded controls from the latest snapshot at or before `time` until the
    /// dispatch is about to execute instruction `time`; the slot of the wave that is, or
    /// `None` when `time` is the end of a replayed stretch (nothing was about to run).
    /// Returns the index of the control during which it stopped.
    fn replay_to(&mut self, time: u64) -> TargetResult<(Option<usize>, usize)> {
        let r = self
            .recording
            .as_mut()
            .ok_or_else(|| TargetError::Other("process record is not started".into()))?;
        let i = r
            .snapshots
            .iter()
            .rposition(|s| s.time <= time)
            .ok_or_else(|| TargetError::Other("that point of the history was dropped".into()))?;
        self.replay_from(i, time)
    }

    /// [`Simulator::replay_to`] from snapshot `i` (at or before `time`).
    fn replay_from(&mut self, i: usize, time: u64) -> TargetResult<(Option<usize>, usize)> {
        let r = self
            .recording
            .as_mut()
            .ok_or_else(|| TargetError::Other("process record is not started".into()))?;
        let snap = &r.snapshots[i];
        let (state, mut control, mid_wait) = (snap.state.duplicate(), snap.control, snap.mid_wait);
        let controls = r.controls.clone();
        r.replaying = true;
        let interrupt = self.interrupt.take();
        self.restore(state);
        self.stop_at = Some(time);
        self.reached = None;
        let mut stopped_in = control;
        if mid_wait {
            let _ = self.next_event();
            control += 1;
        }
        while self.reached.is_none() && control < controls.len() {
            stopped_in = control;
            self.apply(&controls[control]);
            control += 1;
        }
        self.stop_at = None;
        self.interrupt = interrupt;
        if let Some(r) = self.recording.as_mut() {
            r.replaying = false;
        }
        Ok((self.reached.take(), stopped_in))
    }

    /// After a recorded `wait`: an interrupt (which the controls cannot replay) stopped the
    /// run at a point only a snapshot can reach again.
    pub(super) fn wait_ended(&mut self) {
        let interrupted = self
            .interrupt
            .as_ref()
            .is_some_and(|f| f.load(std::sync::atomic::Ordering::Relaxed));
        let Some(r) = self.recording.as_mut() else {
            return;
        };
        r.in_wait = false;
        if interrupted && !r.replaying {
            self.snapshot(false);
        }
    }

    /// Goes to instruction `time` of the recorded history: see the module's comment.
    fn goto_time(&mut self, time: u64, rebuild: bool) -> TargetResult<Option<WaveId>> {
        let r = self
            .recording
            .as_ref()
            .ok_or_else(|| TargetError::Other("process record is not started".into()))?;
        let (oldest, end) = (r.snapshots.front().map_or(r.end, |s| s.time), r.end);
        if time < oldest || time > end {
            return Err(TargetError::Other(format!(
                "instruction {time} is outside the recorded history ({oldest} to {end})"
            )));
        }
        if self.position() == time && !rebuild {
            return Ok(None);
        }
        let wanted: Vec<u64> = self.breakpoints.keys().copied().collect();
        let watches = self.watches.clone();
        let (slot, stopped_in) = self.replay_to(time)?;
        self.halted = false;
        // All-stop: every wave that would have run on waits for the debugger; the one
        // about to execute `time` is where the debugger looks.
        let mut at = None;
        for (s, w) in self.waves.iter_mut().enumerate() {
            let Some(w) = w.as_mut() else { continue };
            if matches!(w.state, RunState::Ready | RunState::Barrier) {
                w.state = RunState::Stopped(StopReason::Requested);
            }
            if Some(s) == slot {
                at = Some(w.id);
                // Resuming it from here executes its next instruction (a breakpoint there
                // was already reported, by the debugger that went back to it).
                w.state = RunState::Stopped(StopReason::SingleStep);
            }
        }
        self.events.clear();
        // The breakpoints and watchpoints are the debugger's present ones, not those it
        // had then.
        self.with_replaying(|sim| {
            let old: Vec<u64> = sim.breakpoints.keys().copied().collect();
            for a in old.iter().filter(|a| !wanted.contains(a)) {
                let _ = sim.remove_breakpoint(*a);
            }
            for a in wanted.iter().filter(|a| !old.contains(a)) {
                let _ = sim.insert_breakpoint(*a);
            }
            sim.watches = watches;
            sim.apply_watches();
        });
        if let Some(r) = self.recording.as_mut() {
            r.position = (time < r.end).then_some(time);
            r.cut_at = Some(stopped_in + 1);
        }
        Ok(at)
    }

    /// The last instruction before `before` that wrote `[address, address + len)` of the
    /// memory `scope` names: each stretch between snapshots is replayed, latest first,
    /// noting the writes to the range, until one holds one; then the dispatch goes back to
    /// where it was.
    fn last_write_before(
        &mut self,
        scope: tgt::WatchScope,
        address: u64,
        len: u64,
        before: u64,
    ) -> TargetResult<Option<tgt::LastWrite>> {
        let here = self.position();
        let starts: Vec<u64> = match self.recording.as_ref() {
            Some(r) => r.snapshots.iter().map(|s| s.time).collect(),
            None => return Err(TargetError::Other("process record is not started".into())),
        };
        // Placed now, where the waves that name the memory exist, and kept across the
        // replays (a restored snapshot keeps the simulator's watches and observation).
        self.observe(Some((scope, address, len)))?;
        let mut found = None;
        for i in (0..starts.len()).rev() {
            if starts[i] >= before {
                continue;
            }
            let to = starts.get(i + 1).map_or(before, |&n| n.min(before));
            if let Some(r) = self.recording.as_mut() {
                r.observed.clear();
            }
            let replayed = self.replay_from(i, to);
            replayed?;
            if let Some((t, lanes)) = self
                .recording
                .as_ref()
                .and_then(|r| r.observed.iter().rev().find(|(t, _)| *t < before))
            {
                found = Some(tgt::LastWrite {
                    time: *t,
                    lanes: lanes.clone(),
                });
                break;
            }
        }
        if let Some(r) = self.recording.as_mut() {
            r.observed.clear();
        }
        self.observe(None)?;
        // The search left the dispatch inside a replay: rebuild the present even when the
        // clock already reads it.
        self.goto_time(here, true)?;
        Ok(found)
    }

    fn with_replaying(&mut self, f: impl FnOnce(&mut Simulator)) {
        if let Some(r) = self.recording.as_mut() {
            r.replaying = true;
        }
        f(self);
        if let Some(r) = self.recording.as_mut() {
            r.replaying = false;
        }
    }

    fn position(&self) -> u64 {
        self.stats.wave_instructions
    }

    /// Makes a dispatch (recorded or not) stop before instruction `time`: a fresh run stopped
    /// so is the reference the replay tests compare with.
    #[cfg(test)]
    pub(crate) fn set_stop_at(&mut self, time: Option<u64>) {
        self.stop_at = time;
    }
}

impl Replay for Simulator {
    fn start_recording(&mut self, budget: Option<u64>) -> TargetResult<()> {
        if self.recording.is_some() {
            return Err(TargetError::Other(
                "the process is already being recorded".into(),
            ));
        }
        if self.checks.is_some() {
            return Err(TargetError::Other(
                "the simulator cannot record while checks are on".into(),
            ));
        }
        if self.mem.snapshot().is_none() {
            return Err(TargetError::Other(
                "the dispatch runs in parallel and cannot be recorded".into(),
            ));
        }
        self.recording = Some(Box::new(Recording {
            budget: budget.unwrap_or(DEFAULT_BUDGET),
            interval: SNAPSHOT_INTERVAL,
            controls: Vec::new(),
            snapshots: VecDeque::new(),
            log: Vec::new(),
            log_base: self.stats.wave_instructions,
            end: self.stats.wave_instructions,
            position: None,
            dropped: false,
            replaying: false,
            in_wait: false,
            cut_at: None,
            observed: Vec::new(),
            host_writes: BTreeMap::new(),
        }));
        self.snapshot(false);
        Ok(())
    }

    fn stop_recording(&mut self) {
        // The dispatch stays where it is; from there it runs live.
        self.recording = None;
    }

    fn record_status(&mut self) -> Option<RecordStatus> {
        let r = self.recording.as_ref()?;
        Some(RecordStatus {
            oldest: r.snapshots.front().map_or(r.end, |s| s.time),
            position: self.position(),
            end: r.end,
            snapshots: r.snapshots.len(),
            bytes: r.bytes(),
            budget: r.budget,
            dropped: r.dropped,
        })
    }

    fn set_record_budget(&mut self, bytes: u64) {
        if let Some(r) = self.recording.as_mut() {
            r.budget = bytes;
        }
    }

    fn executed(&mut self, time: u64) -> Option<tgt::Executed> {
        let r = self.recording.as_ref()?;
        let e = r
            .log
            .get(usize::try_from(time.checked_sub(r.log_base)?).ok()?)?;
        Some(tgt::Executed {
            wave: WaveId(e.wave),
            pc: (e.pc != u32::MAX).then(|| self.code_base + e.pc as u64),
        })
    }

    fn executed_range(&mut self, from: u64, to: u64, out: &mut Vec<tgt::Executed>) {
        out.clear();
        let Some(r) = self.recording.as_ref() else {
            return;
        };
        if from < r.log_base || to <= from {
            return;
        }
        let start = usize::try_from(from - r.log_base).unwrap_or(usize::MAX);
        let end = usize::try_from(to - r.log_base)
            .unwrap_or(usize::MAX)
            .min(r.log.len());
        let code_base = self.code_base;
        if let Some(held) = r.log.get(start..end) {
            out.extend(held.iter().map(|e| tgt::Executed {
                wave: WaveId(e.wave),
                pc: (e.pc != u32::MAX).then(|| code_base + e.pc as u64),
            }));
        }
    }

    fn goto(&mut self, time: u64) -> TargetResult<Option<WaveId>> {
        self.goto_time(time, false)
    }

    fn last_write(
        &mut self,
        scope: tgt::WatchScope,
        address: u64,
        len: u64,
        before: u64,
    ) -> TargetResult<Option<tgt::LastWrite>> {
        self.last_write_before(scope, address, len, before)
    }
}

#[cfg(test)]
mod tests;
