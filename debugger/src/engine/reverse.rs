//! Reverse execution over a target that records its run ([`amdgpu::target::Replay`], the
//! simulator): starting and stopping the recording, stepping the focused wave back by
//! instructions (into or over calls) and by source lines, running back to the call of the
//! selected frame, and running back to the most recent breakpoint hit of any wave — where
//! gdb's `record full` stops going backwards. The target brings back the registers and
//! memory of that point; the engine only chooses the point, from the target's log of which
//! wave executed what and the code at each PC.

use std::collections::HashMap;

use amdgpu::target::history::{self, BackScan};
use amdgpu::target::{RecordStatus, Replay, WatchKind, WatchRegion, WaveId};

use super::breakpoints::WatchHit;
use super::error::{EngineError, EngineResult};
use super::run::read_watched;
use super::session::Session;
use super::stepping::{Position, StepKind};
use super::stop::StopEvent;

/// How a reverse step or run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReverseStop {
    /// The stop, as a forward one would be reported (a breakpoint hit, a step's end).
    pub stop: StopEvent,
    /// The oldest recorded point was reached before the asked-for one (gdb's "No more
    /// reverse-execution history.").
    pub history_end: bool,
}

/// A point of the recorded history `record goto` goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordPoint {
    /// The oldest point one can go back to.
    Begin,
    /// The end of the history, where the program runs live.
    End,
    /// Just before instruction N, numbered from 1 as `info record` numbers them.
    Instruction(u64),
}

/// The last change of some bytes in the recorded history ([`Session::last_change`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastWrite {
    /// The instruction that changed them (numbered from 0; the target stops before it).
    pub time: u64,
    /// The wave that executed it.
    pub wave: WaveId,
    /// The lanes whose store wrote the bytes (empty for a scalar store).
    pub lanes: Vec<u32>,
    /// Its address, if the history kept it.
    pub pc: Option<u64>,
    /// The bytes before it.
    pub before: Vec<u8>,
    /// The bytes after it.
    pub after: Vec<u8>,
}

/// One instruction of one wave in the history, going back, with its call depth relative to
/// where the walk began (1: in a function called from there, -1: in its caller).
#[derive(Debug, Clone, Copy)]
struct WaveBackStep {
    time: u64,
    pc: u64,
    depth: i64,
}

/// Walks one wave's instructions back from the present, keeping the call depth: going back
/// over a call leaves the callee for the caller, going back over a return enters the callee.
struct WaveBack {
    scan: BackScan,
    wave: WaveId,
    /// The PC of the instruction the walk returned last (the present PC at first).
    later_pc: u64,
    depth: i64,
    /// An instruction read ahead and given back.
    put_back: Option<WaveBackStep>,
    /// What the walk learned of each PC, since a history runs the same code many times:
    /// whether the instruction there is a call and a return, whether it is a return site,
    /// and its position.
    kinds: HashMap<u64, (bool, bool)>,
    return_sites: HashMap<u64, bool>,
    positions: HashMap<u64, Position>,
}

impl Session {
    pub(super) fn replay(&mut self) -> EngineResult<&mut dyn Replay> {
        if self.lent {
            return Err(EngineError::Lent);
        }
        self.target
            .as_mut()
            .ok_or(EngineError::NotRunning)?
            .replay()
            .ok_or(EngineError::CannotRecord)
    }

    /// Starts recording the program from here (`budget`: the most bytes of history kept;
    /// the target's default when `None`).
    pub fn record_start(&mut self, budget: Option<u64>) -> EngineResult<()> {
        let r = self.replay()?;
        if r.record_status().is_some() {
            return Err(EngineError::AlreadyRecording);
        }
        r.start_recording(budget)?;
        let pending = self.pending_stops();
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        self.record_began = history::reported_hits(&t.waves(), &pending);
        Ok(())
    }

    /// Stops recording; the history is forgotten and the program runs on live from where
    /// it is.
    pub fn record_stop(&mut self) -> EngineResult<()> {
        let r = self.replay()?;
        if r.record_status().is_none() {
            return Err(EngineError::NotRecording);
        }
        r.stop_recording();
        Ok(())
    }

    /// The recording, if one is on (`None` also when the target cannot record or nothing
    /// runs).
    pub fn record_status(&mut self) -> Option<RecordStatus> {
        self.replay().ok()?.record_status()
    }

    /// Changes the recording's memory budget.
    pub fn set_record_budget(&mut self, bytes: u64) -> EngineResult<()> {
        self.replay()?.set_record_budget(bytes);
        Ok(())
    }

    fn recording(&mut self) -> EngineResult<RecordStatus> {
        self.replay()?.record_status().ok_or(EngineError::NoHistory)
    }

    /// A walk back through the recorded instructions before the present.
    fn scan_back(&mut self, status: RecordStatus) -> EngineResult<BackScan> {
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        Ok(BackScan::new(&t.waves(), status))
    }

    fn wave_back(&mut self, wave: WaveId, status: RecordStatus) -> EngineResult<WaveBack> {
        let scan = self.scan_back(status)?;
        let later_pc = self.pc(wave)?;
        Ok(WaveBack {
            scan,
            wave,
            later_pc,
            depth: 0,
            put_back: None,
            kinds: HashMap::new(),
            return_sites: HashMap::new(),
            positions: HashMap::new(),
        })
    }

    /// The wave's previous instruction in the history, or `None` at its oldest point.
    fn step_back(&mut self, back: &mut WaveBack) -> EngineResult<Option<WaveBackStep>> {
        if let Some(s) = back.put_back.take() {
            return Ok(Some(s));
        }
        loop {
            let Some(b) = back.scan.next(self.replay()?) else {
                return Ok(None);
            };
            if b.wave != back.wave {
                continue;
            }
            let (call, ret) = match back.kinds.get(&b.pc) {
                Some(&k) => k,
                None => {
                    let i = self.instruction_at(back.wave, b.pc);
                    let k = (
                        i.as_ref().is_some_and(|i| i.is_call()),
                        i.as_ref().is_some_and(|i| i.is_return()),
                    );
                    back.kinds.insert(b.pc, k);
                    k
                }
            };
            // `s_setpc_b64` also makes tail calls and jump-table jumps: it returned only if it
            // landed just after a call, not at a function's entry.
            let returned = ret
                && match back.return_sites.get(&back.later_pc) {
                    Some(&r) => r,
                    None => {
                        let r = self.is_return_site(back.wave, back.later_pc);
                        back.return_sites.insert(back.later_pc, r);
                        r
                    }
                };
            back.depth += i64::from(returned) - i64::from(call);
            back.later_pc = b.pc;
            return Ok(Some(WaveBackStep {
                time: b.time,
                pc: b.pc,
                depth: back.depth,
            }));
        }
    }

    /// [`Session::position`], remembered for the walk.
    fn position_in(&mut self, back: &mut WaveBack, pc: u64) -> Position {
        if let Some(p) = back.positions.get(&pc) {
            return p.clone();
        }
        let p = self.position(pc);
        back.positions.insert(pc, p.clone());
        p
    }

    /// Whether `pc` is where a call returns: not a function's entry, just after a call
    /// (calls are 4-byte instructions).
    fn is_return_site(&mut self, wave: WaveId, pc: u64) -> bool {
        pc >= 4
            && self.position(pc).function != Some(pc)
            && self
                .instruction_at(wave, pc - 4)
                .is_some_and(|i| i.is_call() && i.len() == 4)
    }

    /// Brings the target to `time` and reports the stop there as the engine reports
    /// forward stops (all-stop, focus, frames read afresh).
    fn go_back(&mut self, time: u64, stop: StopEvent) -> EngineResult<StopEvent> {
        self.replay()?.goto(time)?;
        // Events of the future that was left are void.
        self.pending.clear();
        self.frames = None;
        self.reread_watched();
        let stop = self.stopped(stop);
        self.at_held_end = self.held_end == Some(time);
        Ok(stop)
    }

    /// Steps the focused wave back `count` instructions (gdb's `reverse-stepi`): the
    /// registers and memory are those before the `count`-th last instruction it executed.
    pub fn reverse_step_instructions(&mut self, count: u64) -> EngineResult<ReverseStop> {
        let status = self.recording()?;
        let wave = self.require_focus()?.wave;
        let mut scan = self.scan_back(status)?;
        let (oldest_mine, found) = scan.wave_steps(self.replay()?, wave, count);
        let time = oldest_mine.unwrap_or(status.position);
        let history_end = found < count;
        let stop = self.go_back(time, StopEvent::Stepped { wave })?;
        Ok(ReverseStop { stop, history_end })
    }

    /// Steps the focused wave back `count` instructions, a call and everything it ran
    /// counting as one instruction (gdb's `reverse-nexti`).
    pub fn reverse_next_instructions(&mut self, count: u64) -> EngineResult<ReverseStop> {
        let status = self.recording()?;
        let wave = self.require_focus()?.wave;
        let mut back = self.wave_back(wave, status)?;
        let (mut found, mut time) = (0, None);
        while found < count {
            let Some(s) = self.step_back(&mut back)? else {
                break;
            };
            // Instructions of callees are part of the call; going back past the frame's
            // entry is one more instruction, in the caller.
            if s.depth <= 0 {
                found += 1;
                time = Some(s.time);
                // In the caller now: its callees are the ones to go back over.
                back.depth = 0;
            }
        }
        let history_end = found < count;
        let stop = self.go_back(time.unwrap_or(status.position), StopEvent::Stepped { wave })?;
        Ok(ReverseStop { stop, history_end })
    }

    /// Steps the focused wave back `count` source lines (gdb's `reverse-step` with
    /// [`StepKind::Step`], `reverse-next` otherwise): to the first instruction of the line
    /// executed before the present one, or of the present line when the wave is inside it.
    /// `reverse-step` enters a function the line called, at the start of the last line it
    /// ran; `reverse-next` goes back over it. Going back past the frame's entry stops in the
    /// caller's calling line.
    pub fn reverse_step_lines(&mut self, kind: StepKind, count: u64) -> EngineResult<ReverseStop> {
        let status = self.recording()?;
        let f = self.require_focus()?;
        let (wave, lane) = (f.wave, f.lane);
        let mut back = self.wave_back(wave, status)?;
        let mut at = (self.position(back.later_pc), 0i64);
        let mut time = None;
        let mut history_end = false;
        'lines: for _ in 0..count {
            loop {
                let (t, position, depth, ended) = self.reverse_line(&mut back, kind, &at)?;
                if let Some(t) = t {
                    at = (position, depth);
                    if ended {
                        time = Some(t);
                    }
                }
                if ended {
                    history_end = true;
                    break 'lines;
                }
                // The wave runs the lines of every lane; a line the focused lane did not
                // take (its exec bit clear, the other side of a branch) is not its step,
                // as forward.
                let Some(t) = t else { continue };
                self.replay()?.goto(t)?;
                if self.lane_active(wave, lane) {
                    time = Some(t);
                    break;
                }
            }
        }
        let stop = self.go_back(time.unwrap_or(status.position), StopEvent::Stepped { wave })?;
        Ok(ReverseStop { stop, history_end })
    }

    /// One line back from `at` (a line and its call depth): where that line's run of
    /// instructions began, its line and depth, and whether the history ended on the way.
    /// A line that began in a function's prologue is its entry: the step goes on back to
    /// the start of the caller's line that made the call, as gdb's does.
    fn reverse_line(
        &mut self,
        back: &mut WaveBack,
        kind: StepKind,
        at: &(Position, i64),
    ) -> EngineResult<(Option<u64>, Position, i64, bool)> {
        // The line to go back through: the present one when the instruction before is in
        // it (the wave is inside the line), else the line of that instruction.
        let (line, first) = loop {
            let Some(s) = self.step_back(back)? else {
                return Ok((None, at.0.clone(), at.1, true));
            };
            if s.depth > at.1 && kind != StepKind::Step {
                continue;
            }
            let p = self.position_in(back, s.pc);
            if p.line == 0 {
                continue;
            }
            break (p, s);
        };
        let (start, line, ended) = self.line_run_back(back, kind, line, first)?;
        if ended || !self.in_prologue(start.pc) {
            return Ok((Some(start.time), line, start.depth, ended));
        }
        while let Some(s) = self.step_back(back)? {
            if s.depth < start.depth {
                let caller = self.position_in(back, s.pc);
                let (start, line, ended) = self.line_run_back(back, StepKind::Next, caller, s)?;
                return Ok((Some(start.time), line, start.depth, ended));
            }
        }
        Ok((Some(start.time), line, start.depth, true))
    }

    /// Goes back from `start`, an instruction of `line`, to the first instruction of that
    /// run of the line at its depth; `reverse-step` ([`StepKind::Step`]) enters a function
    /// the line called instead, ending at the start of the callee's last line. Returns the
    /// run's first instruction, its line, and whether the history ended first.
    fn line_run_back(
        &mut self,
        back: &mut WaveBack,
        kind: StepKind,
        mut line: Position,
        mut start: WaveBackStep,
    ) -> EngineResult<(WaveBackStep, Position, bool)> {
        let same_line = |a: &Position, b: &Position| {
            a.line == b.line && a.file == b.file && a.function == b.function
        };
        loop {
            let Some(s) = self.step_back(back)? else {
                return Ok((start, line, true));
            };
            if s.depth > start.depth {
                if kind == StepKind::Step {
                    // A call the line made: `reverse-step` stops in it, at its last line.
                    let p = self.position_in(back, s.pc);
                    if p.line != 0 {
                        (line, start) = (p, s);
                    }
                }
                continue;
            }
            if s.depth < start.depth {
                back.put_back = Some(s);
                return Ok((start, line, false));
            }
            let p = self.position_in(back, s.pc);
            if p.line == 0 {
                continue;
            }
            if !same_line(&p, &line) {
                back.put_back = Some(s);
                return Ok((start, line, false));
            }
            start = s;
        }
    }

    /// Whether `pc` is in the prologue of its function (before where a breakpoint on the
    /// function goes).
    fn in_prologue(&self, pc: u64) -> bool {
        let Some(mi) = self.module_at(pc) else {
            return false;
        };
        let m = self.module(mi);
        let elf = pc - m.load_base;
        m.function_at(elf)
            .is_some_and(|f| elf < m.lines().after_prologue(f.start, f.end))
    }

    /// Runs back to where the selected frame was called (gdb's `reverse-finish`): the
    /// focused wave stops at the call instruction in the caller.
    pub fn reverse_finish(&mut self) -> EngineResult<ReverseStop> {
        let status = self.recording()?;
        let f = self.require_focus()?;
        let (wave, frame) = (f.wave, f.frame);
        let mut back = self.wave_back(wave, status)?;
        let target = -(frame as i64) - 1;
        let mut oldest = None;
        while let Some(s) = self.step_back(&mut back)? {
            oldest = Some(s.time);
            if s.depth == target {
                let stop = self.go_back(s.time, StopEvent::Stepped { wave })?;
                return Ok(ReverseStop {
                    stop,
                    history_end: false,
                });
            }
        }
        let stop = self.go_back(
            oldest.unwrap_or(status.position),
            StopEvent::Stepped { wave },
        )?;
        Ok(ReverseStop {
            stop,
            history_end: true,
        })
    }

    /// Moves to a point of the history, forward or back (gdb's `record goto`); the focus
    /// stays on its wave. Returns the instruction (numbered from 0) the target is before.
    pub fn record_goto(&mut self, to: RecordPoint) -> EngineResult<(u64, StopEvent)> {
        let status = self
            .replay()?
            .record_status()
            .ok_or(EngineError::NotRecording)?;
        let time = match to {
            RecordPoint::Begin => status.oldest,
            RecordPoint::End => match self.held_end {
                Some(last) if last + 1 == status.end => last,
                _ => status.end,
            },
            RecordPoint::Instruction(n) => match n.checked_sub(1) {
                Some(t) if (status.oldest..=status.end).contains(&t) => t,
                _ => return Err(EngineError::NotInHistory(n)),
            },
        };
        let about_to_run = self.replay()?.goto(time)?;
        let wave = match (self.focus().map(|f| f.wave), about_to_run) {
            (Some(w), _) | (None, Some(w)) => w,
            (None, None) => return Err(EngineError::NoFocus),
        };
        Ok((time, self.go_back(time, StopEvent::Stepped { wave })?))
    }

    /// The bytes of `region` just before instruction `time`.
    fn bytes_at(&mut self, time: u64, region: &WatchRegion) -> EngineResult<Vec<u8>> {
        self.replay()?.goto(time)?;
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        read_watched(t.as_mut(), region, None).ok_or_else(|| {
            EngineError::Memory(format!("{}#{:#x}", region.scope.space(), region.address))
        })
    }

    /// The last instruction before `before` that changed the bytes of `region` (a store of
    /// the same bytes is no change, as for a watchpoint going forward): its time, its wave
    /// and lanes, and the bytes before and after it.
    pub fn last_change(
        &mut self,
        region: &WatchRegion,
        before: u64,
    ) -> EngineResult<Option<LastWrite>> {
        let status = self.recording()?;
        let mut before = before.min(status.position.max(status.end));
        while let Some(found) =
            self.replay()?
                .last_write(region.scope, region.address, region.len, before)?
        {
            let time = found.time;
            if time < status.oldest {
                break;
            }
            let was = self.bytes_at(time, region)?;
            let became = self.bytes_at(time + 1, region)?;
            if was != became {
                let wave = self
                    .replay()?
                    .executed(time)
                    .map(|e| e.wave)
                    .ok_or(EngineError::NoHistory)?;
                let pc = self.replay()?.executed(time).and_then(|e| e.pc);
                return Ok(Some(LastWrite {
                    time,
                    wave,
                    lanes: found.lanes.iter().map(|l| l.0).collect(),
                    pc,
                    before: was,
                    after: became,
                }));
            }
            before = time;
        }
        Ok(None)
    }

    /// Who last changed the bytes of `region` (its kind aside) before the present, found in
    /// the recorded history without moving: the target comes back to where it was.
    pub fn who_wrote(&mut self, region: &WatchRegion) -> EngineResult<Option<LastWrite>> {
        let status = self.recording()?;
        let found = self.last_change(region, status.position);
        self.replay()?.goto(status.position)?;
        self.frames = None;
        found
    }

    /// The most recent change of an enabled write or access watchpoint's bytes before the
    /// present (a private watch counts only its lane's stores: its bytes are no other's).
    fn last_watched_change(
        &mut self,
        status: RecordStatus,
    ) -> EngineResult<Option<(u64, WaveId, Vec<WatchHit>)>> {
        let watched: Vec<(u32, WatchRegion)> = self
            .table
            .watchpoints
            .iter()
            .filter(|w| w.enabled && w.region.kind != WatchKind::Read)
            .map(|w| (w.number, w.region))
            .collect();
        let mut latest: Option<(u64, WaveId, Vec<WatchHit>)> = None;
        for (number, region) in watched {
            let Some(w) = self.last_change(&region, status.position)? else {
                continue;
            };
            // Going back, the bytes change from what they are after the store to what they
            // were before it.
            let hit = WatchHit {
                number,
                kind: region.kind,
                lanes: w.lanes,
                old: w.after,
                new: w.before,
            };
            match &mut latest {
                Some((t, _, hits)) if *t == w.time => hits.push(hit),
                Some((t, ..)) if *t > w.time => {}
                _ => latest = Some((w.time, w.wave, vec![hit])),
            }
        }
        Ok(latest)
    }

    /// Runs back to the most recent breakpoint hit of any wave (with its conditions and
    /// lanes, as forward) or change of a watched location (stopping before the store that
    /// made it, in the wave that made it), or to the oldest recorded point (gdb's
    /// `reverse-continue`).
    pub fn reverse_resume(&mut self) -> EngineResult<ReverseStop> {
        let status = self.recording()?;
        let addresses: Vec<u64> = self
            .table
            .breakpoints
            .iter()
            .filter(|b| b.enabled)
            .flat_map(|b| b.addresses.iter().copied())
            .collect();
        let mut present = self.pending_stops();
        present.extend(self.reported_wave);
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        let mut scan = BackScan::hits(&t.waves(), status, &present);
        // Searched after the scan took the present PCs: the search moves the target.
        let watched = self.last_watched_change(status)?;
        // Hits after the watched change only; the target searches its log for them. A hit
        // reported when recording began (the history's first instruction, or a wave's first
        // that stood at its breakpoint then) is not met going back: gdb says the history
        // ends there.
        let not_before = watched.as_ref().map_or(0, |(t, ..)| *t + 1);
        loop {
            let found = scan.next_at(self.replay()?, &addresses, not_before);
            if found.is_some_and(|b| b.time == status.oldest) {
                continue;
            }
            let Some(b) = found else { break };
            let began = std::mem::take(&mut self.record_began);
            let before = scan.hit_before_history(self.replay()?, &began, &b);
            self.record_began = began;
            if before {
                continue;
            }
            self.replay()?.goto(b.time)?;
            if let Some(stop) = self.breakpoint_hit(b.wave, b.pc)? {
                let stop = self.go_back(b.time, stop)?;
                return Ok(ReverseStop {
                    stop,
                    history_end: false,
                });
            }
        }
        if let Some((time, wave, hits)) = watched {
            let stop = self.go_back(time, StopEvent::Watchpoint { wave, hits })?;
            return Ok(ReverseStop {
                stop,
                history_end: false,
            });
        }
        // No hit in the history: back to its beginning, where gdb stops too.
        // The focus stays on its wave, as gdb's stays on its thread.
        let at = self.replay()?.goto(status.oldest)?;
        let wave = match (self.focus().map(|f| f.wave), at) {
            (Some(w), _) | (None, Some(w)) => w,
            (None, None) => return Err(EngineError::NoFocus),
        };
        let stop = self.go_back(status.oldest, StopEvent::Stepped { wave })?;
        Ok(ReverseStop {
            stop,
            history_end: true,
        })
    }
}
