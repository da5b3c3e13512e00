//! Run control, all-stop: `run` starts the program afresh, `resume` lets every wave go, and
//! both wait for the next stop a user should see. A stop for something the user did not ask
//! for (a condition false for every lane, an ignored hit, a watched store that changed
//! nothing, a code-object load) is handled here and the waves go on. When a wave stops for
//! the user, every other wave is stopped (events that arrive meanwhile are kept for the next
//! resumption, so no hit is lost) and the focus moves to the stopped wave.

use std::sync::atomic::Ordering;

use amdgpu::target::{
    Event, Lane, ResumeMode, Signal, StartOptions, StopReason, Target, TargetError, Wait,
    WatchKind, WatchRegion, WatchScope, WaveId, WaveState,
};
use amdgpu::Register;

use super::breakpoints::{
    Breakpoint, BreakpointOptions, BreakpointSpec, Placement, ScopeExit, WatchHit, Watchpoint,
};
use super::error::{EngineError, EngineResult};
use super::modes::SchedulerLocking;
use super::session::Session;
use super::stop::{Notice, StopEvent};

impl Session {
    /// Starts the program afresh (a new target; the previous one is dropped first, as a
    /// backend may allow one instance at a time) and lets it run to its first stop.
    pub fn run(&mut self) -> EngineResult<StopEvent> {
        self.start()?;
        self.resume()
    }

    /// Starts the program afresh, its waves held before their first instruction.
    pub fn start(&mut self) -> EngineResult<()> {
        if self.lent {
            return Err(EngineError::Lent);
        }
        self.target = None;
        let options = StartOptions {
            instruction_limit: self.instruction_limit,
            interrupt: Some(self.interrupt.clone()),
            progress: Some(self.progress.clone()),
        };
        let program = self.program.as_mut().ok_or(EngineError::CannotRestart)?;
        self.target = Some(program.start(&options)?);
        self.focus = None;
        self.host_focus = None;
        self.frames = None;
        self.pending.clear();
        self.fatal_signal = None;
        self.ended_checks = None;
        for b in &mut self.table.breakpoints {
            b.hits = 0;
        }
        self.sync_modules();
        // A new target has none of the session's breakpoints yet.
        self.resolve_breakpoints();
        // Watched globals are read afresh: a new run starts from the launch's buffers.
        self.plant_watchpoints();
        self.reread_watched();
        Ok(())
    }

    /// Reads what each watchpoint's memory holds now, the value its next hit compares with
    /// (after a new start, or after going back in a recorded run).
    pub(super) fn reread_watched(&mut self) {
        let Some(t) = self.target.as_mut() else {
            return;
        };
        for w in &mut self.table.watchpoints {
            if let Some(b) = read_watched(t.as_mut(), &w.region, None) {
                w.old = b;
            }
        }
    }

    /// Whether `run` would restart a program that is running now.
    pub fn is_running(&self) -> bool {
        self.target.is_some()
    }

    /// Resumes every stopped wave (but those with an unreported stop) and waits for the
    /// next stop.
    pub fn resume(&mut self) -> EngineResult<StopEvent> {
        if self.lent {
            return Err(EngineError::Lent);
        }
        if let Some(end) = self.deliver_fatal_signal() {
            return Ok(end);
        }
        self.frames = None;
        if self.scheduler_locking == SchedulerLocking::On {
            // Only the focused wave runs (gdb's `scheduler-locking on`), to its next stop.
            if let Some(f) = self.focus {
                let stop = self
                    .run_wave_to(f.wave, &[])
                    .map_err(|e| self.check_target_gone(e))?;
                return Ok(self.stopped(stop));
            }
        }
        self.resume_others(None)
            .map_err(|e| self.check_target_gone(e))?;
        let stop = self.wait_for_stop(None)?;
        Ok(self.stopped(stop))
    }

    /// Ends the program (gdb's `kill`): the target is dropped.
    pub fn kill(&mut self) -> EngineResult<()> {
        if self.lent {
            return Err(EngineError::Lent);
        }
        let Some(mut target) = self.target.take() else {
            return Err(EngineError::NotRunning);
        };
        if let Some(run) = target.run_control() {
            run.kill();
        }
        drop(target);
        self.fatal_signal = None;
        self.focus = None;
        self.frames = None;
        Ok(())
    }

    /// The signal of the fault the program stopped for, which its next resumption delivers
    /// (`None`: no fault pending).
    pub fn pending_signal(&self) -> Option<Signal> {
        self.fatal_signal
    }

    /// gdb's `signal 0`: the next resumption does not deliver the pending fault (the wave
    /// runs the faulting instruction again).
    pub fn discard_signal(&mut self) {
        self.fatal_signal = None;
    }

    /// Ends the program with the pending fault's signal, if one is pending: the resumption
    /// after a memory violation does not run the wave into it again, it ends the program as
    /// the signal ends a GPU process under ROCgdb.
    pub(super) fn deliver_fatal_signal(&mut self) -> Option<StopEvent> {
        let signal = self.fatal_signal.take()?;
        self.target = None;
        self.focus = None;
        self.host_focus = None;
        self.frames = None;
        Some(StopEvent::Terminated { signal })
    }

    /// After a stop: all-stop, code objects that loaded meanwhile, the focus, temporary
    /// breakpoints deleted; the target dropped when the program ended.
    pub(super) fn stopped(&mut self, stop: StopEvent) -> StopEvent {
        self.interrupt.store(false, Ordering::SeqCst);
        let stop = match stop {
            StopEvent::Completed { .. } => self.hold_recorded_end().unwrap_or(stop),
            stop => stop,
        };
        if stop.ended() {
            self.keep_check_report();
            self.target = None;
            self.focus = None;
            self.host_focus = None;
            self.frames = None;
            return stop;
        }
        self.stop_all();
        self.sync_modules();
        self.reported_wave = stop.wave();
        // Only a hold stands at the held end; `go_back` says when it comes back there.
        self.at_held_end = matches!(stop, StopEvent::RecordedEnd { .. });
        if !matches!(
            stop,
            StopEvent::Stepped { .. } | StopEvent::Breakpoint { .. }
        ) {
            self.hidden_inlined = None;
        }
        let focus = self.focus;
        let same = |w: WaveId| focus.filter(|f| f.wave == w);
        match &stop {
            StopEvent::Breakpoint {
                wave,
                breakpoints,
                lanes,
                ..
            } => {
                let lane = match same(*wave) {
                    Some(f) if lanes.contains(&f.lane) => f.lane,
                    _ => lanes.first().copied().unwrap_or(0),
                };
                // Before a temporary breakpoint goes: what it was set on decides which
                // inlined calls starting here are shown.
                self.hide_inlined_entries(*wave, breakpoints);
                self.set_focus(*wave, lane);
                let before = self.table.breakpoints.len();
                self.table
                    .breakpoints
                    .retain(|b| !(b.temporary && breakpoints.contains(&b.number)));
                if self.table.breakpoints.len() != before {
                    self.plant_breakpoints();
                }
            }
            StopEvent::Stepped { wave } => {
                let lane = focus.map_or(0, |f| f.lane);
                self.hide_inlined_entries(*wave, &[]);
                self.set_focus(*wave, lane);
                self.frames = None;
            }
            StopEvent::Watchpoint { wave, .. } | StopEvent::Signal { wave, .. } => {
                let lane = match (same(*wave), &stop) {
                    (Some(f), StopEvent::Watchpoint { .. }) => f.lane,
                    _ => self.active_lanes(*wave).first().copied().unwrap_or(0),
                };
                self.set_focus(*wave, lane);
                if let StopEvent::Signal { reason, .. } = &stop {
                    let signal = reason.signal();
                    if [
                        Signal::SIGSEGV,
                        Signal::SIGBUS,
                        Signal::SIGILL,
                        Signal::SIGABRT,
                    ]
                    .contains(&signal)
                    {
                        self.fatal_signal = Some(signal);
                    }
                }
            }
            StopEvent::Check { wave, findings } => {
                let lanes = Self::check_lanes(findings);
                let lane = match same(*wave) {
                    Some(f) if lanes.contains(&f.lane) => f.lane,
                    _ => lanes
                        .first()
                        .copied()
                        .or_else(|| self.active_lanes(*wave).first().copied())
                        .unwrap_or(0),
                };
                self.set_focus(*wave, lane);
                self.frames = None;
            }
            StopEvent::Interrupted { wave, .. } => {
                if let Some(wave) = wave.or(focus.map(|f| f.wave)) {
                    let lane = same(wave).map_or(0, |f| f.lane);
                    self.set_focus(wave, lane);
                }
            }
            StopEvent::WaveExited { .. } => {
                self.focus = None;
                self.frames = None;
            }
            StopEvent::RecordedEnd { wave } => {
                let lane = same(*wave).map_or(0, |f| f.lane);
                self.set_focus(*wave, lane);
                self.frames = None;
            }
            StopEvent::WatchpointScopeLeft { wave, .. } => {
                let lane = same(*wave).map_or_else(
                    || self.active_lanes(*wave).first().copied().unwrap_or(0),
                    |f| f.lane,
                );
                self.set_focus(*wave, lane);
                self.frames = None;
            }
            StopEvent::Completed { .. }
            | StopEvent::ProcessExited { .. }
            | StopEvent::Terminated { .. } => {}
        }
        stop
    }

    /// The waves whose stop is kept for the next wait.
    pub(super) fn pending_stops(&self) -> Vec<WaveId> {
        self.pending
            .iter()
            .filter_map(|e| match e {
                Event::WaveStopped { wave, .. } => Some(*wave),
                _ => None,
            })
            .collect()
    }

    /// Resumes every stopped wave except `except` and those whose stop is still pending.
    pub(super) fn resume_others(&mut self, except: Option<WaveId>) -> EngineResult<()> {
        let pending = self.pending_stops();
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        let stopped: Vec<WaveId> = t
            .waves()
            .into_iter()
            .filter(|w| w.state == WaveState::Stopped)
            .map(|w| w.id)
            .filter(|w| Some(*w) != except && !pending.contains(w))
            .collect();
        let rc = t.run_control().ok_or(EngineError::CannotRun)?;
        for w in stopped {
            rc.resume(w, ResumeMode::Continue)?;
        }
        Ok(())
    }

    /// Resumes the stopped waves of `wave`'s work-group but `wave` itself (and those whose
    /// stop is still pending).
    fn resume_group(&mut self, wave: WaveId) -> EngineResult<()> {
        let pending = self.pending_stops();
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        let me = t.wave(wave)?;
        let group: Vec<WaveId> = t
            .waves()
            .into_iter()
            .filter(|w| {
                w.state == WaveState::Stopped
                    && w.id != wave
                    && w.dispatch == me.dispatch
                    && w.group == me.group
            })
            .map(|w| w.id)
            .filter(|w| !pending.contains(w))
            .collect();
        let rc = t.run_control().ok_or(EngineError::CannotRun)?;
        for w in group {
            rc.resume(w, ResumeMode::Continue)?;
        }
        Ok(())
    }

    /// All-stop: stops every running wave; events other than the requested stops are kept
    /// for the next resumption.
    pub(super) fn stop_all(&mut self) {
        let Some(t) = self.target.as_mut() else {
            return;
        };
        let running: Vec<WaveId> = t
            .waves()
            .into_iter()
            .filter(|w| w.state == WaveState::Running)
            .map(|w| w.id)
            .collect();
        let Some(rc) = t.run_control() else { return };
        for w in &running {
            // A wave that ended meanwhile cannot stop: its exit is in the events.
            let _ = rc.stop(*w);
        }
        loop {
            let Some(rc) = self.target.as_mut().and_then(|t| t.run_control()) else {
                return;
            };
            let Ok(Some(e)) = rc.wait(Wait::Poll) else {
                return;
            };
            match e {
                // Requested stops are this all-stop's, or the rest of the interrupt (Ctrl-C,
                // the instruction limit) being reported, which stopped every wave: the
                // waves are stopped now, and kept they would end the next `continue` at once.
                Event::WaveStopped {
                    reason: StopReason::Requested,
                    ..
                } => {}
                // Handled now: the next wait acknowledges it to the target.
                Event::CodeObjectsChanged => self.code_objects_changed(),
                e => self.pending.push_back(e),
            }
        }
    }

    /// Stops every running wave because the user asked (Ctrl-C): the first that was running
    /// is reported.
    fn interrupted(&mut self, stepping: Option<WaveId>) -> EngineResult<StopEvent> {
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        let running: Vec<WaveId> = t
            .waves()
            .into_iter()
            .filter(|w| w.state == WaveState::Running)
            .map(|w| w.id)
            .collect();
        let rc = t.run_control().ok_or(EngineError::CannotRun)?;
        for w in &running {
            let _ = rc.stop(*w);
        }
        while let Ok(Some(e)) = rc.wait(Wait::Poll) {
            if !matches!(
                e,
                Event::WaveStopped {
                    reason: StopReason::Requested,
                    ..
                }
            ) {
                self.pending.push_back(e);
            }
        }
        Ok(StopEvent::Interrupted {
            wave: stepping.or(running.first().copied()),
            limit: false,
        })
    }

    /// Waits for events until one is a stop for the user; `stepping` is the wave being
    /// stepped (its single-step stops end the wait).
    pub(super) fn wait_for_stop(&mut self, stepping: Option<WaveId>) -> EngineResult<StopEvent> {
        self.other_stop_reasons.clear();
        loop {
            if self.interrupt.swap(false, Ordering::SeqCst) {
                return self.interrupted(stepping);
            }
            let ev = match self.pending.pop_front() {
                Some(e) => Some(e),
                None => {
                    let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
                    let rc = t.run_control().ok_or(EngineError::CannotRun)?;
                    let waited = rc.wait(Wait::Block);
                    waited.map_err(|e| self.target_failed(e))?
                }
            };
            match ev {
                None => {
                    if self.waves().iter().all(|w| w.state == WaveState::Exited) {
                        return Ok(StopEvent::Completed {
                            kernel: self.kernel_name(),
                        });
                    }
                    return Ok(StopEvent::Interrupted {
                        wave: stepping,
                        limit: false,
                    });
                }
                Some(Event::DispatchCompleted { .. }) => {
                    return Ok(StopEvent::Completed {
                        kernel: self.kernel_name(),
                    })
                }
                Some(Event::ProcessExited { pid, how }) => {
                    return Ok(StopEvent::ProcessExited { pid, how })
                }
                // Not a stop for the user (gdb's shared-library events): load, resolve,
                // plant, and wait on.
                Some(Event::CodeObjectsChanged) => self.code_objects_changed(),
                Some(Event::WaveExited { wave }) => {
                    self.drop_private_watchpoints(wave);
                    if Some(wave) == stepping {
                        return Ok(StopEvent::WaveExited { wave });
                    }
                }
                Some(Event::WaveStopped {
                    wave,
                    pc,
                    reason,
                    other_reasons,
                }) => {
                    self.other_stop_reasons = other_reasons;
                    if Some(wave) == stepping && reason == StopReason::SingleStep {
                        return Ok(StopEvent::Stepped { wave });
                    }
                    match reason {
                        StopReason::Breakpoint => {
                            if let Some(stop) = self.watch_scope_left(wave, pc) {
                                return Ok(stop);
                            }
                            if let Some(stop) = self.breakpoint_hit(wave, pc)? {
                                return Ok(stop);
                            }
                            // Not for the user (condition false, ignored, internal): go on.
                            if let Some(stop) = self.go_on(wave, stepping)? {
                                return Ok(stop);
                            }
                        }
                        StopReason::Requested => {
                            // Nobody but the user (Ctrl-C) or the instruction limit asks.
                            let user = self.interrupt.swap(false, Ordering::SeqCst);
                            return Ok(StopEvent::Interrupted {
                                wave: Some(wave),
                                limit: !user && self.instruction_limit.is_some(),
                            });
                        }
                        StopReason::Watchpoint { address } => {
                            if let Some(stop) = self.watch_hit(wave, address) {
                                return Ok(stop);
                            }
                            // The store left the watched bytes as they were: go on.
                            if let Some(stop) = self.go_on(wave, stepping)? {
                                return Ok(stop);
                            }
                        }
                        StopReason::Check(finding) => {
                            if let Some(stop) = self.check_stop(wave, *finding) {
                                return Ok(stop);
                            }
                            // Only counted: the instruction has not run yet, so a stepped
                            // wave steps it now, and any other goes on.
                            let mode = if Some(wave) == stepping {
                                ResumeMode::Step
                            } else {
                                ResumeMode::Continue
                            };
                            let rc = self
                                .target
                                .as_mut()
                                .and_then(|t| t.run_control())
                                .ok_or(EngineError::CannotRun)?;
                            rc.resume(wave, mode)?;
                        }
                        reason => return Ok(StopEvent::Signal { wave, reason }),
                    }
                }
            }
        }
    }

    /// A stop that is not for the user: the stepped wave's step ends there; any other wave
    /// resumes.
    fn go_on(&mut self, wave: WaveId, stepping: Option<WaveId>) -> EngineResult<Option<StopEvent>> {
        if Some(wave) == stepping {
            return Ok(Some(StopEvent::Stepped { wave }));
        }
        self.continue_wave(wave)?;
        Ok(None)
    }

    /// A recorded kernel that just ended is held before its last instruction, unless the
    /// program went on from exactly there (the user saw that stop and continued): the
    /// stop that holds it, or `None` to let it end.
    fn hold_recorded_end(&mut self) -> Option<StopEvent> {
        let status = self.record_status()?;
        let last = status.end.checked_sub(1).filter(|&t| t >= status.oldest)?;
        if self.at_held_end && self.held_end == Some(last) {
            return None;
        }
        let wave = self.replay().ok()?.goto(last).ok()??;
        self.pending.clear();
        self.frames = None;
        self.notices.push(Notice::RecordedEnd);
        self.held_end = Some(last);
        Some(StopEvent::RecordedEnd { wave })
    }

    /// Lets `wave` run on.
    pub(super) fn continue_wave(&mut self, wave: WaveId) -> EngineResult<()> {
        let rc = self
            .target
            .as_mut()
            .and_then(|t| t.run_control())
            .ok_or(EngineError::CannotRun)?;
        rc.resume(wave, ResumeMode::Continue)?;
        Ok(())
    }

    /// A wave stopped at a planted breakpoint: decides whether user breakpoints report it
    /// (enabled, for this wave and lane, condition true for some active lane, ignore count
    /// spent).
    pub(super) fn breakpoint_hit(
        &mut self,
        wave: WaveId,
        pc: u64,
    ) -> EngineResult<Option<StopEvent>> {
        let candidates: Vec<usize> = (0..self.table.breakpoints.len())
            .filter(|&i| {
                let b = &self.table.breakpoints[i];
                b.enabled && b.addresses.contains(&pc) && b.thread.is_none_or(|t| t == wave)
            })
            .collect();
        if candidates.is_empty() {
            return Ok(None);
        }
        let active = self.active_lanes(wave);
        if active.is_empty() {
            // ROCgdb's lane-divergence rule: a hit with every lane inactive is ignored.
            return Ok(None);
        }
        // Conditions read frame 0 of this stop.
        self.frames = None;
        let mut numbers = Vec::new();
        let mut temporary = false;
        let mut lanes_hit: Vec<u32> = Vec::new();
        for i in candidates {
            let b = &self.table.breakpoints[i];
            let mut lanes: Vec<u32> = match b.lane {
                Some(l) => active.iter().copied().filter(|&x| x == l).collect(),
                None => active.clone(),
            };
            if let Some(cond) = b.condition.clone() {
                let number = b.number;
                let saved = self.focus;
                self.set_focus(wave, lanes.first().copied().unwrap_or(0));
                let mut ok = Vec::new();
                for &l in &lanes {
                    match self.condition_holds(&cond, l) {
                        Ok(true) => ok.push(l),
                        Ok(false) => {}
                        // gdb stops and says why.
                        Err(error) => {
                            self.notices.push(Notice::Condition {
                                breakpoint: number,
                                lane: l,
                                error,
                            });
                            ok.push(l);
                        }
                    }
                }
                self.restore_focus(saved);
                self.frames = None;
                lanes = ok;
            }
            if lanes.is_empty() {
                continue;
            }
            let b = &mut self.table.breakpoints[i];
            b.hits += 1;
            if b.ignore_count > 0 {
                b.ignore_count -= 1;
                continue;
            }
            numbers.push(b.number);
            temporary |= b.temporary;
            for l in lanes {
                if !lanes_hit.contains(&l) {
                    lanes_hit.push(l);
                }
            }
        }
        if numbers.is_empty() {
            return Ok(None);
        }
        lanes_hit.sort_unstable();
        Ok(Some(StopEvent::Breakpoint {
            wave,
            breakpoints: numbers,
            temporary,
            lanes: lanes_hit,
        }))
    }

    /// A wave stopped for a watchpoint at `address`: the watchpoints its access triggered
    /// (as the target says, or, when it cannot, the global write watchpoints holding
    /// `address`), updating the bytes they remember. A write watchpoint counts only when its
    /// bytes changed, as in gdb.
    fn watch_hit(&mut self, wave: WaveId, address: u64) -> Option<StopEvent> {
        let t = self.target.as_mut()?;
        let triggered = t
            .watchpoints()
            .map(|w| w.triggered(wave))
            .unwrap_or_default();
        let mut hits = Vec::new();
        for w in &mut self.table.watchpoints {
            if !w.enabled {
                continue;
            }
            let lanes: Vec<u32> = if triggered.is_empty() {
                if w.region.scope != WatchScope::Global
                    || w.region.kind != WatchKind::Write
                    || !w.region.overlaps(address, 1)
                {
                    continue;
                }
                Vec::new()
            } else {
                match triggered.iter().find(|x| x.region == w.region) {
                    Some(x) => x.lanes.iter().map(|l| l.0).collect(),
                    None => continue,
                }
            };
            let Some(now) = read_watched(t.as_mut(), &w.region, Some(wave)) else {
                continue;
            };
            if w.region.kind == WatchKind::Write && now == w.old {
                continue;
            }
            w.hits += 1;
            hits.push(WatchHit {
                number: w.number,
                kind: w.region.kind,
                lanes,
                old: std::mem::replace(&mut w.old, now.clone()),
                new: now,
            });
        }
        (!hits.is_empty()).then_some(StopEvent::Watchpoint { wave, hits })
    }

    /// Single-steps `wave` once (others stay as they are) and waits for the stop (not yet
    /// processed for the user).
    pub(super) fn step_instruction(&mut self, wave: WaveId) -> EngineResult<StopEvent> {
        self.frames = None;
        // A wave stepped alone over a barrier would wait for its group forever (or, on a
        // target that let it pass, compute other results): the rest of the group runs too
        // and arrives, as ROCgdb lets it, unless the user holds every other wave.
        if let Some(pc) = self.barrier_at_pc(wave)? {
            if self.scheduler_locking == SchedulerLocking::On {
                return Err(EngineError::BarrierWithOthersHeld { wave, pc });
            }
            self.resume_group(wave)?;
        }
        let rc = self
            .target
            .as_mut()
            .ok_or(EngineError::NotRunning)?
            .run_control()
            .ok_or(EngineError::CannotRun)?;
        rc.resume(wave, ResumeMode::Step)?;
        self.wait_for_stop(Some(wave))
    }

    // ----- breakpoints -----

    /// Adds a breakpoint at `spec`. A location no loaded code holds is an error unless
    /// `options.pending` (gdb's pending breakpoint, for code a runtime loads later).
    pub fn add_breakpoint(
        &mut self,
        text: &str,
        spec: BreakpointSpec,
        options: BreakpointOptions,
    ) -> EngineResult<&Breakpoint> {
        if let Some(c) = &options.condition {
            crate::expr::parse(c).map_err(crate::expr::eval::EvalError::from)?;
        }
        let placement = if options.first_instruction {
            Placement::FirstInstruction
        } else {
            Placement::AfterPrologue
        };
        let addresses = match self.resolve(&spec, placement) {
            Ok(a) => a,
            Err(e) if !options.pending => return Err(e),
            Err(_) => Vec::new(),
        };
        let number = self.table.take_number();
        self.table.breakpoints.push(Breakpoint {
            number,
            text: text.to_string(),
            spec,
            placement,
            temporary: options.temporary,
            enabled: true,
            condition: options.condition,
            lane: options.lane,
            thread: options.thread,
            ignore_count: 0,
            hits: 0,
            addresses,
        });
        self.plant_breakpoints();
        self.table
            .breakpoints
            .last()
            .ok_or(EngineError::NoBreakpoint(number))
    }

    /// Adds a breakpoint at each of these loaded code addresses in one call (for a front end
    /// that stops at every line or instruction, such as a conformance run): each must be in
    /// a loaded module's code; they are planted once at the end.
    pub fn add_address_breakpoints(&mut self, addresses: Vec<u64>) -> EngineResult<Vec<u32>> {
        let mut numbers = Vec::with_capacity(addresses.len());
        for a in addresses {
            if self.module_at(a).is_none() {
                return Err(EngineError::Location(format!(
                    "{a:#x} is not in the code of any loaded code object"
                )));
            }
            let number = self.table.take_number();
            self.table.breakpoints.push(Breakpoint {
                number,
                text: format!("*{a:#x}"),
                spec: BreakpointSpec::Address(a),
                placement: Placement::FirstInstruction,
                temporary: false,
                enabled: true,
                condition: None,
                lane: None,
                thread: None,
                ignore_count: 0,
                hits: 0,
                addresses: vec![a],
            });
            numbers.push(number);
        }
        self.plant_breakpoints();
        Ok(numbers)
    }

    /// Deletes a breakpoint or watchpoint.
    pub fn delete_breakpoint(&mut self, number: u32) -> EngineResult<()> {
        if let Some(i) = self
            .table
            .watchpoints
            .iter()
            .position(|w| w.number == number)
        {
            let w = self.table.watchpoints.remove(i);
            if let Some(t) = self.target.as_mut().and_then(|t| t.watchpoints()) {
                if let Err(e) = t.remove_watchpoint(&w.region) {
                    self.notices.push(Notice::NotPlanted {
                        address: w.region.address,
                        why: e.to_string(),
                    });
                }
            }
            return Ok(());
        }
        let i = self
            .table
            .breakpoints
            .iter()
            .position(|b| b.number == number)
            .ok_or(EngineError::NoBreakpoint(number))?;
        self.table.breakpoints.remove(i);
        self.plant_breakpoints();
        Ok(())
    }

    /// Enables or disables a breakpoint or watchpoint.
    pub fn enable_breakpoint(&mut self, number: u32, on: bool) -> EngineResult<()> {
        if let Some(w) = self
            .table
            .watchpoints
            .iter_mut()
            .find(|w| w.number == number)
        {
            w.enabled = on;
            self.plant_watchpoints();
            return Ok(());
        }
        self.table
            .get_mut(number)
            .ok_or(EngineError::NoBreakpoint(number))?
            .enabled = on;
        self.plant_breakpoints();
        Ok(())
    }

    /// Sets or clears a breakpoint's condition (checked for syntax now).
    pub fn set_condition(&mut self, number: u32, condition: Option<String>) -> EngineResult<()> {
        if let Some(c) = &condition {
            crate::expr::parse(c).map_err(crate::expr::eval::EvalError::from)?;
        }
        self.table
            .get_mut(number)
            .ok_or(EngineError::NoBreakpoint(number))?
            .condition = condition;
        Ok(())
    }

    /// Sets how many hits of a breakpoint to ignore.
    pub fn set_ignore_count(&mut self, number: u32, count: u32) -> EngineResult<()> {
        self.table
            .get_mut(number)
            .ok_or(EngineError::NoBreakpoint(number))?
            .ignore_count = count;
        Ok(())
    }

    /// Plants breakpoints at these loaded addresses, for the engine's own use by a front end
    /// that stops everywhere (a conformance run): no numbers, no conditions, one call.
    pub fn set_internal_breakpoints(&mut self, addresses: Vec<u64>) {
        self.internal_breakpoints = addresses;
        self.plant_breakpoints();
    }

    // ----- watchpoints -----

    /// Watches `region` (a write watchpoint stops at stores that change its bytes, a read or
    /// access watchpoint at every load, or every load and store); `old` is what it holds now.
    pub fn add_watchpoint(
        &mut self,
        expression: &str,
        ty: std::sync::Arc<crate::types::Type>,
        region: WatchRegion,
        old: Vec<u8>,
    ) -> EngineResult<&Watchpoint> {
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        let w = t.watchpoints().ok_or(EngineError::WatchUnsupported)?;
        w.insert_watchpoint(&region).map_err(|e| match e {
            TargetError::WatchUnsupported { .. } => EngineError::WatchUnsupported,
            e => e.into(),
        })?;
        let scope_exit = match region.scope {
            WatchScope::PrivateLane { .. } | WatchScope::PrivateWave { .. } => {
                self.focused_call_return()
            }
            WatchScope::Global | WatchScope::Local { .. } => None,
        };
        let number = self.table.take_number();
        self.table.watchpoints.push(Watchpoint {
            number,
            expression: expression.to_string(),
            ty,
            region,
            old,
            hits: 0,
            enabled: true,
            scope_exit,
        });
        if scope_exit.is_some() {
            self.plant_breakpoints();
        }
        self.table
            .watchpoints
            .last()
            .ok_or(EngineError::NoBreakpoint(number))
    }

    /// Where the focused frame's function returns to its caller (none for a kernel's frame,
    /// whose private memory lasts as long as its wave).
    fn focused_call_return(&mut self) -> Option<ScopeExit> {
        let f = self.focus?;
        let caller = self.physical_caller(f.frame).ok()??;
        let caller_sp = self.caller_stack_pointer(f.wave, caller.index);
        Some(ScopeExit {
            wave: f.wave,
            return_pc: caller.pc,
            caller_sp,
        })
    }

    /// A wave stopped at `pc`, a planted breakpoint: the private watchpoints whose call
    /// returned there (same wave, the caller's stack pointer again) are deleted, each with
    /// gdb's notice, and the stop is the user's.
    fn watch_scope_left(&mut self, wave: WaveId, pc: u64) -> Option<StopEvent> {
        let candidates: Vec<(u32, Option<u64>)> = self
            .table
            .watchpoints
            .iter()
            .filter_map(|w| w.scope_exit.map(|e| (w.number, e)))
            .filter(|(_, e)| e.wave == wave && e.return_pc == pc)
            .map(|(n, e)| (n, e.caller_sp))
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let sp = self.scalar_register(wave, Register::Sgpr(32));
        let left: Vec<u32> = candidates
            .into_iter()
            .filter(|(_, want)| want.is_none_or(|v| Some(v) == sp))
            .map(|(n, _)| n)
            .collect();
        if left.is_empty() {
            return None;
        }
        for &number in &left {
            if self.delete_breakpoint(number).is_ok() {
                self.notices.push(Notice::WatchpointOutOfScope { number });
            }
        }
        Some(StopEvent::WatchpointScopeLeft {
            wave,
            watchpoints: left,
        })
    }

    /// Deletes the watchpoints on the private memory of `wave`, which ended (as gdb deletes
    /// a watchpoint on a local when its frame returns), saying so.
    fn drop_private_watchpoints(&mut self, wave: WaveId) {
        let ended: Vec<u32> =
            self.table
                .watchpoints
                .iter()
                .filter(|w| match w.region.scope {
                    WatchScope::PrivateLane { wave: v, .. }
                    | WatchScope::PrivateWave { wave: v } => v == wave,
                    WatchScope::Global | WatchScope::Local { .. } => false,
                })
                .map(|w| w.number)
                .collect();
        for number in ended {
            if self.delete_breakpoint(number).is_ok() {
                self.notices.push(Notice::WatchpointOutOfScope { number });
            }
        }
    }

    /// Re-plants the enabled watchpoints in the target (and removes disabled ones).
    pub(super) fn plant_watchpoints(&mut self) {
        let list: Vec<(WatchRegion, bool)> = self
            .table
            .watchpoints
            .iter()
            .map(|w| (w.region, w.enabled))
            .collect();
        let Some(w) = self.target.as_mut().and_then(|t| t.watchpoints()) else {
            return;
        };
        for (region, on) in list {
            let r = if on {
                w.insert_watchpoint(&region)
            } else {
                w.remove_watchpoint(&region)
            };
            if let Err(e) = r {
                self.notices.push(Notice::NotPlanted {
                    address: region.address,
                    why: e.to_string(),
                });
            }
        }
    }
}

/// What the memory of `region` holds now, read as the wave that names it sees it (global
/// memory through `wave`, or any wave); `None` when it cannot be read.
pub(super) fn read_watched(
    t: &mut dyn Target,
    region: &WatchRegion,
    wave: Option<WaveId>,
) -> Option<Vec<u8>> {
    let (wave, lane) = match region.scope {
        WatchScope::Global => (wave.or_else(|| t.waves().first().map(|w| w.id))?, Lane(0)),
        WatchScope::Local { wave } | WatchScope::PrivateWave { wave } => (wave, Lane(0)),
        WatchScope::PrivateLane { wave, lane } => (wave, lane),
    };
    let mut b = vec![0u8; usize::try_from(region.len).ok()?];
    t.read_memory(wave, lane, region.scope.space(), region.address, &mut b)
        .ok()?;
    Some(b)
}
