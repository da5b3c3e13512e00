//! Run control: `vCont`, `c`, `s` and their signal forms, stop replies in the three run modes,
//! non-stop notifications, `0x03` and `vCtrlC`; the ends of a session (`D`, `k`, `vKill`)
//! and the extended mode's restarts (`vRun`, `R`).

use super::*;

impl Server {
    /// A `0x03` while nothing runs in all-stop: nothing to stop (GDB, which sent it while it
    /// thought the waves ran, gets its stop reply from the resumption it is waiting on). In
    /// non-stop, stop every running wave.
    pub(super) fn interrupt_idle(&mut self) {
        self.interrupt.store(false, Ordering::SeqCst);
        if self.conn.non_stop && !self.conn.run_on_wait {
            self.v_ctrl_c();
        }
    }

    /// Non-stop: whether the waves should run while no packet waits. Running waves do; so
    /// does a target with none running that has not said nothing can run (exited waves make
    /// room for work-groups, and the dispatch's end is found by running).
    pub(super) fn runs_eagerly(&mut self) -> bool {
        self.conn.non_stop
            && !self.conn.run_on_wait
            && !self.completed
            && (self.may_run
                || self
                    .target
                    .waves()
                    .iter()
                    .any(|w| w.state == WaveState::Running))
    }

    /// Non-stop: run until an event or a packet arrives (the reader raises the interrupt
    /// flag); waves stopped only to look at the packet are resumed.
    pub(super) fn run_eagerly(
        &mut self,
        wake: &AtomicBool,
        writer: &mut dyn Write,
    ) -> Result<(), Error> {
        let running: Vec<WaveId> = self.running();
        wake.store(true, Ordering::SeqCst);
        let mut events = Vec::new();
        let mut may_run = true;
        if let Some(rc) = self.target.run_control() {
            match rc.wait(Wait::Block) {
                Ok(Some(e)) => events.push(e),
                Ok(None) => may_run = false,
                Err(e) => {
                    may_run = false;
                    self.log.push(format!("running the waves failed: {e}"));
                }
            }
            wake.store(false, Ordering::SeqCst);
            self.interrupt.store(false, Ordering::SeqCst);
            while let Ok(Some(e)) = rc.wait(Wait::Poll) {
                events.push(e);
            }
        }
        wake.store(false, Ordering::SeqCst);
        self.may_run = may_run && self.target.run_control().is_some();
        self.changed();
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
            self.queue_event(&e);
        }
        self.flush_notifications(writer)
    }

    /// Non-stop: the events already waiting (stops asked by `vCtrlC` or `vCont;t`, the end
    /// of the dispatch), queued for notification.
    pub(super) fn collect_events(&mut self) {
        let mut events = Vec::new();
        if let Some(rc) = self.target.run_control() {
            while let Ok(Some(e)) = rc.wait(Wait::Poll) {
                events.push(e);
            }
        }
        for e in events {
            self.changed();
            self.queue_event(&e);
        }
    }

    fn queue_event(&mut self, e: &Event) {
        if let Event::WaveStopped { wave, .. } = e {
            self.conn.stop_asked.remove(wave);
        }
        if let Some(reply) = self.event_reply(e) {
            self.conn.stops.push_back(reply);
        }
    }

    /// Sends the first queued non-stop stop reply as `%Stop` unless it went out already.
    pub(super) fn flush_notifications(&mut self, writer: &mut dyn Write) -> Result<(), Error> {
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

    pub(super) fn running(&mut self) -> Vec<WaveId> {
        self.target
            .waves()
            .into_iter()
            .filter(|w| w.state == WaveState::Running)
            .map(|w| w.id)
            .collect()
    }

    /// Stops every running wave (a client left, or all-stop after a stop); stops other than
    /// the requested ones are kept for later.
    pub(super) fn stop_running(&mut self) {
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
        self.changed();
    }

    /// All-stop: the next reportable event, every other wave stopped.
    pub(super) fn run_all_stop(&mut self) -> Vec<u8> {
        self.changed();
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
            let interrupted = self.interrupt.swap(false, Ordering::SeqCst);
            match ev {
                Some(Event::WaveExited { .. }) => continue,
                // A host program loaded or unloaded code: the client reloads its libraries
                // and plants its breakpoints in them, then continues.
                Some(Event::CodeObjectsChanged) => {
                    self.stop_running();
                    return self.library_stop(interrupted);
                }
                Some(e @ (Event::ProcessExited { .. } | Event::DispatchCompleted { .. })) => {
                    self.ended(&e);
                    return self.exit_reply();
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
                        None => self.exit_reply(),
                    };
                }
            }
        }
    }

    /// Run-on-wait: the next event as a reply (`OK` for none).
    pub(super) fn wait_event(&mut self, wait: Wait) -> Vec<u8> {
        if wait == Wait::Block {
            self.started = true;
        }
        self.changed();
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
    pub(super) fn event_reply(&mut self, e: &Event) -> Option<Vec<u8>> {
        match e {
            Event::WaveStopped {
                wave,
                reason,
                other_reasons,
                ..
            } => {
                self.last_stop = Some((*wave, reason.clone()));
                let mut reply = self.stop_reply(*wave, reason, false);
                if self.conn.run_on_wait {
                    // The other reasons of the stop, in order, after the first.
                    for r in other_reasons {
                        reply.extend(format!("amdgpu-stop-also:{};", ext::stop_reason(r)).bytes());
                    }
                }
                Some(reply)
            }
            Event::WaveExited { wave } => self
                .conn
                .run_on_wait
                .then(|| format!("w00;{:x}", wave.0).into_bytes()),
            Event::CodeObjectsChanged => {
                // Stock GDB in non-stop mode refuses a stop reply that names no thread.
                if self.conn.non_stop && !self.conn.run_on_wait && self.live_waves().is_empty() {
                    return None;
                }
                Some(self.library_reply())
            }
            Event::ProcessExited { .. } => {
                self.ended(e);
                Some(self.exit_reply())
            }
            Event::DispatchCompleted { dispatch } => {
                self.ended(e);
                Some(if self.conn.run_on_wait {
                    format!("W00;amdgpu-dispatch:{:x}", dispatch.0).into_bytes()
                } else {
                    self.exit_reply()
                })
            }
        }
    }

    /// Notes the end of what the stub serves (a dispatch that completed, a host program that
    /// exited).
    pub(super) fn ended(&mut self, e: &Event) {
        self.completed = true;
        if let Event::ProcessExited { pid, how } = e {
            self.process_end = Some((*pid, *how));
        }
    }

    /// The reply for the end: `W` with the host program's exit status or `X` with the signal
    /// that ended it (hdb's client also gets `;process:PID`); `W00` for a completed dispatch.
    pub(super) fn exit_reply(&self) -> Vec<u8> {
        let Some((pid, how)) = self.process_end else {
            return b"W00".to_vec();
        };
        // The protocol has one byte for either, as a wait status has.
        let mut reply = match how {
            ProcessEnd::Code(c) => format!("W{:02x}", c & 0xff),
            ProcessEnd::Signal(s) => format!("X{:02x}", s & 0xff),
        };
        if self.conn.run_on_wait {
            let _ = write!(reply, ";process:{pid:x}");
        }
        reply.into_bytes()
    }

    /// All-stop: the stop for a change of code objects, which a stock client reports with a
    /// stopped thread's registers. Between kernels there is none: the next dispatch is held
    /// before its first instruction and one of its waves is the thread (the breakpoints the
    /// client plants then are in place before anything runs). A Ctrl-C (`interrupted`)
    /// between kernels is that wave's `SIGINT` stop instead; a program that ends first
    /// reports its end.
    fn library_stop(&mut self, interrupted: bool) -> Vec<u8> {
        if self.live_waves().is_empty() {
            match self.hold_next_dispatch() {
                Some(Event::WaveStopped { wave, .. }) => {
                    self.conn.g_thread = Some(wave);
                    if interrupted {
                        return self.stop_reply(wave, &StopReason::Requested, true);
                    }
                }
                Some(Event::ProcessExited { .. } | Event::DispatchCompleted { .. }) => {
                    return self.exit_reply()
                }
                _ => {}
            }
        }
        self.library_reply()
    }

    /// A library-change stop (`T05library:;`): the host program loaded or unloaded code
    /// objects, and the client reads `qXfer:libraries` again. A stock client hears of it with
    /// a live wave, if any, as its thread; no wave needs to be stopped for it.
    pub(super) fn library_reply(&mut self) -> Vec<u8> {
        let mut s = String::from("T05");
        if !self.conn.run_on_wait {
            let waves = self.live_waves();
            if let Some(w) = self.default_wave(&waves) {
                let _ = write!(s, "thread:{:x};", w.id.0);
            }
        }
        s.push_str("library:;");
        s.into_bytes()
    }

    /// `TSSthread:N;name:waveN;…` for a wave's stop.
    pub(super) fn stop_reply(
        &mut self,
        wave: WaveId,
        reason: &StopReason,
        all_stop: bool,
    ) -> Vec<u8> {
        // A wave stopped to let another report (non-stop, or all-stop's other waves) carries
        // no signal; every other stop carries the one gdb prints for it.
        let signal = match reason {
            StopReason::Requested if !all_stop => 0,
            _ => reason.signal().number,
        };
        let watch_triggers = match reason {
            StopReason::Watchpoint { .. } => self
                .target
                .watchpoints()
                .map(|w| w.triggered(wave))
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let mut s = format!("T{signal:02x}thread:{:x};name:wave{};", wave.0, wave.0);
        match reason {
            StopReason::Breakpoint => s.push_str("swbreak:;"),
            StopReason::Watchpoint { address } => {
                // The kind of the watchpoint that stopped it, as the protocol names it.
                let kind = watch_triggers.first().map(|t| t.region.kind);
                let name = match kind {
                    Some(WatchKind::Read) => "rwatch",
                    Some(WatchKind::Access) => "awatch",
                    Some(WatchKind::Write) | None => "watch",
                };
                let _ = write!(s, "{name}:{address:x};");
            }
            _ => {}
        }
        if self.conn.list_threads {
            let live = self.live_waves();
            let ids: Vec<String> = live.iter().map(|w| format!("{:x}", w.id.0)).collect();
            let pcs: Vec<String> = live.iter().map(|w| format!("{:x}", w.pc)).collect();
            let list = format!("threads:{};thread-pcs:{};", ids.join(","), pcs.join(","));
            // The lists are an optional shortcut (LLDB asks `qfThreadInfo` without them);
            // they are left out when they would not fit a packet.
            if s.len() + list.len() + 128 <= MAX_PACKET {
                s.push_str(&list);
            }
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
        if self.conn.run_on_wait && !watch_triggers.is_empty() {
            // The lanes whose access triggered it, as a mask.
            let lanes = watch_triggers
                .iter()
                .flat_map(|t| &t.lanes)
                .fold(0u64, |m, l| m | 1u64.checked_shl(l.0).unwrap_or(0));
            let _ = write!(s, "amdgpu-watch-lanes:{lanes:x};");
        }
        s.into_bytes()
    }

    /// Applies resume actions: (wave or every other wave, action).
    fn apply(&mut self, actions: &[(Option<WaveId>, Action)]) -> Result<(), TargetError> {
        let waves = self.target.waves();
        let mut done: HashSet<WaveId> = HashSet::new();
        let mut plan: Vec<(WaveId, Action)> = Vec::new();
        for (who, act) in actions {
            if let Some(id) = who {
                if !waves.iter().any(|w| w.id == *id) {
                    return Err(TargetError::NoWave(*id));
                }
            }
            for w in &waves {
                if w.state == WaveState::Exited || done.contains(&w.id) {
                    continue;
                }
                if who.is_none_or(|id| id == w.id) {
                    done.insert(w.id);
                    plan.push((w.id, *act));
                }
            }
        }
        let rc = self
            .target
            .run_control()
            .ok_or_else(|| TargetError::Other("the target cannot run".into()))?;
        if plan.iter().any(|(_, a)| *a != Action::Stop) {
            self.started = true;
            self.may_run = true;
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
        self.changed();
        Ok(())
    }

    fn resume(&mut self, actions: Vec<(Option<WaveId>, Action)>) -> Reply {
        if !self.conn.non_stop {
            if self.completed {
                return pk(self.exit_reply());
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
            // Non-stop: the stops asked for go out as notifications after the `OK`;
            // run-on-wait: they are events the client collects with a wait.
            return ok();
        }
        Reply::Run
    }

    pub(super) fn v_cont(&mut self, arg: &str) -> Reply {
        let Some(arg) = arg.strip_prefix(';') else {
            return enn(1);
        };
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
            let action = match act.as_bytes() {
                [b'c'] => Action::Continue,
                [b's'] => Action::Step,
                [b't'] => Action::Stop,
                // A signal to deliver: waves have none, so it is only a resumption.
                [b'C', a, b] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit() => Action::Continue,
                [b'S', a, b] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit() => Action::Step,
                _ => return enn(1),
            };
            actions.push((tid, action));
        }
        self.resume(actions)
    }

    /// `c`: every wave continues. GDB's `c ADDR` (resume elsewhere) has no meaning for a
    /// grid of waves; anything after `c` is an error.
    pub(super) fn cont(&mut self, arg: &str) -> Reply {
        if !arg.is_empty() {
            return enn(1);
        }
        self.resume(vec![(None, Action::Continue)])
    }

    /// `C SIG`: as `c` (a signal has nothing to be delivered to).
    pub(super) fn cont_signal(&mut self, arg: &str) -> Reply {
        if !is_signal(arg) {
            return enn(1);
        }
        self.resume(vec![(None, Action::Continue)])
    }

    pub(super) fn step(&mut self, arg: &str) -> Reply {
        if !arg.is_empty() {
            return enn(1);
        }
        self.step_selected()
    }

    pub(super) fn step_signal(&mut self, arg: &str) -> Reply {
        if !is_signal(arg) {
            return enn(1);
        }
        self.step_selected()
    }

    /// Steps the wave `Hc` (else `Hg`) selected, else the last stopped one.
    fn step_selected(&mut self) -> Reply {
        let w = match self.conn.c_thread.or(self.conn.g_thread) {
            Some(id) => id,
            None => {
                let waves = self.target.waves();
                match self.default_wave(&waves) {
                    Some(w) => w.id,
                    None => return enn(1),
                }
            }
        };
        self.resume(vec![(Some(w), Action::Step)])
    }

    pub(super) fn v_stopped(&mut self) -> Reply {
        self.conn.stops.pop_front();
        match self.conn.stops.front() {
            Some(r) => pk(r.clone()),
            None => {
                self.conn.notified = false;
                ok()
            }
        }
    }

    pub(super) fn v_ctrl_c(&mut self) -> Reply {
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

    pub(super) fn v_wait(&mut self, arg: &str) -> Reply {
        match arg {
            ":block" => Reply::WaitBlock,
            ":poll" => pk(self.wait_event(Wait::Poll)),
            _ => enn(1),
        }
    }

    // ----- ends and restarts -----

    /// `D` or `D;PID`: running waves stop, the kernel stays. In extended mode the client
    /// stays connected (GDB's `detach` there keeps the connection), and a new client may
    /// take over.
    pub(super) fn detach(&mut self, arg: &str) -> Reply {
        if !(arg.is_empty() || arg.strip_prefix(';').is_some_and(is_hex)) {
            return enn(1);
        }
        if self.conn.extended {
            self.stop_running();
            self.remove_points();
            self.conn.detached = true;
            self.log.push(
                "client detached (extended mode: it stays connected until another client comes)"
                    .into(),
            );
            return ok();
        }
        Reply::Detach
    }

    /// `k`: ends the kernel. In extended mode the stub launches it again, held, and the
    /// client stays (`k` has no reply).
    pub(super) fn kill(&mut self) -> Reply {
        if self.conn.extended && self.can_relaunch() {
            return match self.relaunch() {
                Ok(()) => Reply::Nothing,
                Err(e) => {
                    self.log
                        .push(format!("cannot launch the kernel again: {e}"));
                    Reply::Kill
                }
            };
        }
        Reply::Kill
    }

    /// `vKill;PID`: as `k`, answered `OK` in extended mode.
    pub(super) fn v_kill(&mut self, arg: &str) -> Reply {
        if !arg.strip_prefix(';').is_some_and(is_hex) {
            return enn(1);
        }
        if self.conn.extended && self.can_relaunch() {
            return match self.relaunch() {
                Ok(()) => ok(),
                Err(e) => {
                    self.log
                        .push(format!("cannot launch the kernel again: {e}"));
                    typed(&TargetError::Other(format!(
                        "cannot launch the kernel again: {e}"
                    )))
                }
            };
        }
        Reply::Kill
    }

    /// `vRun;PROGRAM[;ARG…]` (extended mode's `run`): the kernel starts afresh, held before
    /// its first instruction, and the reply is its stop. The program and arguments are the
    /// stub's own launch (given to `hdb serve`); a client's are ignored.
    pub(super) fn v_run(&mut self, arg: &str) -> Reply {
        if !arg.is_empty() && !arg.starts_with(';') {
            return enn(1);
        }
        if self.started || self.completed {
            if let Err(e) = self.relaunch() {
                self.log.push(format!("vRun: {e}"));
                return typed(&TargetError::Other(e));
            }
        }
        self.hold_at_start();
        if self.conn.non_stop {
            return self.question();
        }
        let question = self.question();
        match &question {
            Reply::Packet(p) if p.starts_with(b"T") => question,
            _ => typed(&TargetError::Other(
                "the kernel has no wave to stop at".into(),
            )),
        }
    }

    /// `R XX` (restart, no reply).
    pub(super) fn restart_packet(&mut self, arg: &str) -> Reply {
        if !is_signal(arg) {
            return Reply::Nothing;
        }
        if let Err(e) = self.relaunch() {
            self.log.push(format!("R: {e}"));
        }
        Reply::Nothing
    }

    /// `vAttach;PID`: refused (the stub serves its one kernel); GDB then says the target
    /// does not support attaching, which is the truth.
    pub(super) fn v_attach(&mut self, arg: &str) -> Reply {
        self.log.push(format!(
            "refused vAttach{}: the stub serves one kernel (use `run` or `target remote`)",
            arg.escape_default()
        ));
        empty()
    }
}

/// Two hex digits (a signal number), as `C`, `S` and `R` carry them; an address after `;`
/// is not supported.
fn is_signal(arg: &str) -> bool {
    arg.len() == 2 && arg.bytes().all(|b| b.is_ascii_hexdigit())
}

fn is_hex(s: &str) -> bool {
    parse_hex(s.as_bytes()).is_some()
}
