//! Divergence-aware stepping: instruction steps, source steps (`step`, `next`, `until`),
//! `finish` and `advance`.
//!
//! Steps move the focused wave only (the others are held, gdb's `scheduler-locking step`),
//! but for the rest of its work-group at each barrier it passes.
//! A source step follows the focused lane: instructions executed while that lane's EXEC bit
//! is clear are skipped over, and the step ends when the lane reaches the start of a
//! statement of another line (ROCgdb's lane-divergence rule). Calls are recognised from the
//! decoder's typed opcode; `next` runs a call to its return address with the stack pointer
//! (`s32`) back at its value before the call, so recursion does not stop early. A step that
//! returns into the middle of its caller's line goes on in the caller's frame, to that line's
//! end; frames are told apart by function and CFA, as gdb's frame ids, so an activation of
//! the same function is another frame.

use amdgpu::decode::{Decoder, Instruction};
use amdgpu::target::WaveId;
use amdgpu::Register;
use std::sync::Arc;

use super::breakpoints::{BreakpointSpec, Placement};
use super::error::{EngineError, EngineResult};
use super::frame::{Frame, FrameIdentity};
use super::session::{HiddenInlined, Session};
use super::stack::inlined_scope_indexes;
use super::stop::{Notice, StopEvent};
use crate::types::{Type, TypeKind};
use crate::value::{ByteState, Value};

/// A source step gives up after this many instructions (a kernel looping forever).
const STEP_LIMIT: u64 = 50_000_000;

/// What a source step does with calls and loops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepKind {
    /// Into calls.
    Step,
    /// Over calls.
    Next,
    /// Over calls, never back into a loop.
    Until,
}

/// What `finish` ended with.
#[derive(Debug, Clone)]
pub struct Finished {
    /// Why the wave stopped: [`StopEvent::Stepped`] when the frame returned.
    pub stop: StopEvent,
    /// What the function returned to the focused lane (gdb's `Value returned`): `None` for
    /// a `void` function, a function without DWARF, or a stop before the return.
    pub returned: Option<Value>,
}

/// Where a wave is, for deciding when a step ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    /// The loaded start of the function holding the PC.
    pub function: Option<u64>,
    /// The line table's file index.
    pub file: Option<u32>,
    /// The line (0: none).
    pub line: u32,
}

impl Session {
    /// The instruction at wave address `pc`, decoded from the module's own bytes (the target's
    /// memory may hold a planted breakpoint there), or from the target's memory for code no
    /// loaded module holds.
    pub fn instruction_at(&mut self, wave: WaveId, pc: u64) -> Option<Instruction> {
        let Some(mi) = self.module_at(pc) else {
            return self.instruction_in_memory(wave, pc);
        };
        let size = self.target.as_mut()?.wave(wave).ok()?.wave_size;
        let m = self.module(mi);
        let elf = pc - m.load_base;
        let section = m.image.code_object.code_at(elf)?;
        let decoder = Decoder::for_target(m.image.processor()?.name, size).ok()?;
        Some(decoder.decode(&section.data[(elf - section.address) as usize..]))
    }

    /// An instruction decoded from the target's memory, for code no loaded module holds (a
    /// core whose code object file is missing): the wave's agent names the processor.
    fn instruction_in_memory(&mut self, wave: WaveId, pc: u64) -> Option<Instruction> {
        let t = self.target.as_mut()?;
        let w = t.wave(wave).ok()?;
        let agent = t.agents().into_iter().find(|a| a.id == w.agent)?;
        let decoder = Decoder::for_target(&agent.processor, w.wave_size).ok()?;
        // The longest encoding is 12 bytes; near the end of memory take what is there.
        [16usize, 12, 8, 4].into_iter().find_map(|n| {
            let mut b = vec![0u8; n];
            t.read_memory(
                wave,
                amdgpu::target::Lane(0),
                amdgpu::aspace::AddressSpace::Global,
                pc,
                &mut b,
            )
            .ok()?;
            Some(decoder.decode(&b))
        })
    }

    /// The return address when the instruction at `pc` is a call.
    fn is_call(&mut self, wave: WaveId, pc: u64) -> Option<u64> {
        self.instruction_at(wave, pc)?.return_address(pc)
    }

    /// The function, file and line of a loaded address.
    pub fn position(&self, pc: u64) -> Position {
        let Some(mi) = self.module_at(pc) else {
            return Position {
                function: None,
                file: None,
                line: 0,
            };
        };
        let m = self.module(mi);
        let elf = pc - m.load_base;
        let row = m.lines().row_for(elf);
        Position {
            function: m.function_at(elf).map(|f| f.start + m.load_base),
            file: row.map(|r| r.file),
            line: row.map_or(0, |r| r.line),
        }
    }

    /// The identity of the focused wave's innermost frame, its PC at `pc`.
    fn frame_identity(&mut self, pc: u64) -> FrameIdentity {
        FrameIdentity {
            function: self.position(pc).function,
            cfa: self.frame(0).ok().and_then(|f| f.cfa),
        }
    }

    /// The caller frame the last source step returned into, in the middle of a line, and
    /// went on stepping in to that line's end (gdb then steps in the caller's frame and
    /// line, and shows the stop as within the frame stepped in); `None` when the step
    /// stayed in the frame it began in.
    pub fn step_returned_into(&self) -> Option<FrameIdentity> {
        self.step_returned_into
    }

    /// How many inlined calls hold `pc` (`DW_TAG_inlined_subroutine` scopes).
    fn inline_depth(&mut self, pc: u64) -> usize {
        let Some(mi) = self.module_at(pc) else {
            return 0;
        };
        self.scope_at(mi, pc)
            .map_or(0, |s| inlined_scope_indexes(&s).len())
    }

    /// The names of the innermost inlined calls active at `pc` that start there (`pc` is
    /// their entry), innermost first.
    fn inlined_entries_at(&mut self, pc: u64) -> Vec<Option<String>> {
        let Some(mi) = self.module_at(pc) else {
            return Vec::new();
        };
        let elf = pc.wrapping_sub(self.module(mi).load_base);
        let Some(scope) = self.scope_at(mi, pc) else {
            return Vec::new();
        };
        inlined_scope_indexes(&scope)
            .iter()
            .rev()
            .map(|&i| &scope.scopes[i])
            .take_while(|s| s.ranges.first().map(|r| r.start) == Some(elf))
            .map(|s| s.name.clone())
            .collect()
    }

    /// After `wave` stopped (a step, or the user breakpoints `breakpoints`): unless a step
    /// chose already, the inlined calls whose first instruction the PC is at are hidden, and
    /// the frame they were inlined into shows their call site (gdb's `skip_inline_frames`).
    /// A breakpoint set on a line or an address shows the innermost call, one set on a
    /// function the calls out to that function's (gdb's `stopped_by_user_bp_inline_frame`).
    pub(super) fn hide_inlined_entries(&mut self, wave: WaveId, breakpoints: &[u32]) {
        let Ok(pc) = self.pc(wave) else {
            self.hidden_inlined = None;
            return;
        };
        if breakpoints.is_empty()
            && self
                .hidden_inlined
                .is_some_and(|h| h.wave == wave && h.pc == pc)
        {
            return;
        }
        let specs: Vec<BreakpointSpec> = self
            .table
            .breakpoints
            .iter()
            .filter(|b| breakpoints.contains(&b.number))
            .map(|b| b.spec.clone())
            .collect();
        let shown = |name: &Option<String>| {
            specs.iter().any(|s| match s {
                BreakpointSpec::Function(f) => name.as_deref() == Some(f.as_str()),
                _ => true,
            })
        };
        let count = self
            .inlined_entries_at(pc)
            .iter()
            .take_while(|n| !shown(n))
            .count();
        self.hidden_inlined = Some(HiddenInlined { wave, pc, count });
    }

    /// The number of inlined calls hidden at `wave`'s stop at `pc`.
    fn hidden_at(&self, wave: WaveId, pc: u64) -> usize {
        self.hidden_inlined
            .filter(|h| h.wave == wave && h.pc == pc)
            .map_or(0, |h| h.count)
    }

    /// The line of the call of the `depth`-th (0: outermost) inlined call active at `pc`.
    fn inlined_call_line(&mut self, pc: u64, depth: usize) -> Option<u32> {
        let scope = self.scope_at(self.module_at(pc)?, pc)?;
        let i = *inlined_scope_indexes(&scope).get(depth)?;
        u32::try_from(scope.scopes[i].call_line?).ok()
    }

    /// Runs `wave` alone until it stops at one of `targets` (with `s32` equal to the paired
    /// value, when given). Any other stop is returned as is.
    ///
    /// The wave also stops at every work-group barrier of the loaded code: alone it would
    /// wait there for the held waves of its group, and no target reports a wave that waits.
    /// It steps each barrier it reaches as [`Session::step_instruction`] does, the rest of its
    /// group running to arrive.
    pub(super) fn run_wave_to(
        &mut self,
        wave: WaveId,
        targets: &[(u64, Option<u64>)],
    ) -> EngineResult<StopEvent> {
        self.internal_breakpoints = targets
            .iter()
            .map(|t| t.0)
            .chain(self.barrier_addresses())
            .collect();
        self.plant_breakpoints();
        let result = self.run_planted(wave, targets);
        self.internal_breakpoints.clear();
        self.plant_breakpoints();
        result
    }

    /// [`Session::run_wave_to`] once its breakpoints are planted.
    fn run_planted(
        &mut self,
        wave: WaveId,
        targets: &[(u64, Option<u64>)],
    ) -> EngineResult<StopEvent> {
        loop {
            let stop = if self.barrier_at_pc(wave)?.is_some() {
                self.step_instruction(wave)?
            } else {
                self.continue_wave(wave)?;
                self.frames = None;
                self.wait_for_stop(Some(wave))?
            };
            let StopEvent::Stepped { wave: w } = stop else {
                return Ok(stop);
            };
            let pc = self.pc(w)?;
            let sp = self.scalar_register(w, Register::Sgpr(32));
            let reached = targets
                .iter()
                .any(|&(a, want)| a == pc && want.is_none_or(|v| Some(v) == sp));
            if reached {
                return Ok(stop);
            }
        }
    }

    /// The loaded addresses of the work-group barriers in the loaded code.
    fn barrier_addresses(&self) -> Vec<u64> {
        self.modules
            .iter()
            .filter(|m| m.loaded)
            .flat_map(|m| m.barriers().iter().map(move |a| a + m.load_base))
            .collect()
    }

    /// `wave`'s PC when the instruction there is a work-group barrier.
    pub(super) fn barrier_at_pc(&mut self, wave: WaveId) -> EngineResult<Option<u64>> {
        let pc = self.require_target()?.wave(wave)?.pc;
        let barrier = self
            .instruction_at(wave, pc)
            .and_then(|i| i.opcode())
            .is_some_and(|o| o.is_work_group_barrier());
        Ok(barrier.then_some(pc))
    }

    /// One instruction; over a call when `over_calls`.
    fn one_instruction(&mut self, wave: WaveId, over_calls: bool) -> EngineResult<StopEvent> {
        let pc = self.pc(wave)?;
        if over_calls {
            if let Some(ret) = self.is_call(wave, pc) {
                let sp = self.scalar_register(wave, Register::Sgpr(32));
                return self.run_wave_to(wave, &[(ret, sp)]);
            }
        }
        self.step_instruction(wave)
    }

    /// `count` instructions of the focused wave (`stepi`), over calls when `over_calls`
    /// (`nexti`).
    pub fn step_instructions(&mut self, count: u64, over_calls: bool) -> EngineResult<StopEvent> {
        self.require_run_control()?;
        if let Some(end) = self.deliver_fatal_signal() {
            return Ok(end);
        }
        let f = self.require_focus()?;
        self.others_run_while_stepping(f.wave)?;
        let mut stop = StopEvent::Stepped { wave: f.wave };
        for _ in 0..count {
            stop = self.one_instruction(f.wave, over_calls)?;
            if !matches!(stop, StopEvent::Stepped { .. }) {
                break;
            }
        }
        Ok(self.stopped(stop))
    }

    /// `count` source steps of the focused lane (`step`, `next`, `until`).
    pub fn step_lines(&mut self, kind: StepKind, count: u64) -> EngineResult<StopEvent> {
        self.require_run_control()?;
        if let Some(end) = self.deliver_fatal_signal() {
            return Ok(end);
        }
        let f = self.require_focus()?;
        let (wave, lane) = (f.wave, f.lane);
        let w = self.require_target()?.wave(wave)?;
        if self.lane_workitem(&w, lane).is_none() {
            return Err(EngineError::UnusedLane(lane));
        }
        self.others_run_while_stepping(wave)?;
        let mut stop = StopEvent::Stepped { wave };
        for _ in 0..count {
            stop = self.step_line(wave, lane, kind)?;
            if !matches!(stop, StopEvent::Stepped { .. }) {
                break;
            }
        }
        Ok(self.stopped(stop))
    }

    /// One source step of `lane` of `wave`.
    fn step_line(&mut self, wave: WaveId, lane: u32, kind: StepKind) -> EngineResult<StopEvent> {
        let start_pc = self.pc(wave)?;
        let mut start = self.position(start_pc);
        let inactive = !self.lane_active(wave, lane);
        if inactive {
            // An inactive lane's line is where `DW_AT_LLVM_lane_pc` puts it.
            if let super::LaneLocation::Divergent(pc) = self.lane_location(wave, lane) {
                start = self.position(pc);
            }
        }
        let mut current = start.clone();
        // The frame stepped in: another activation of the same function (recursion) is
        // another frame, whatever its lines.
        let mut frame = self.frame_identity(start_pc);
        self.step_returned_into = None;
        if inactive {
            if let Some(stop) = self.run_until_lane_active(wave, lane)? {
                return Ok(stop);
            }
            // The lane wakes where its branch rejoins: a statement is where it stops; inside
            // a line (or code without one) the step goes on to the next statement.
            let pc = self.pc(wave)?;
            let now = self.position(pc);
            if now.line != 0 && self.at_statement(pc) {
                return Ok(StopEvent::Stepped { wave });
            }
            current = now;
        }
        let hidden = self.hidden_at(wave, start_pc);
        self.hidden_inlined = None;
        if kind == StepKind::Step && hidden > 0 {
            // gdb: `step` at an inlined call's first instruction enters the call without
            // executing anything.
            self.hidden_inlined = Some(HiddenInlined {
                wave,
                pc: start_pc,
                count: hidden - 1,
            });
            return Ok(StopEvent::Stepped { wave });
        }
        // The depth of inlined calls the step began in (hidden calls are not entered), and
        // the line shown there.
        let start_depth = self.inline_depth(start_pc).saturating_sub(hidden);
        let start_line = match hidden {
            0 => Some(start.line),
            _ => self.inlined_call_line(start_pc, start_depth),
        };
        let until_end = self
            .module_at(start_pc)
            .and_then(|mi| {
                let m = self.module(mi);
                m.lines()
                    .row_range(start_pc - m.load_base)
                    .map(|r| r.end + m.load_base)
            })
            .unwrap_or(start_pc);
        let mut steps = 0u64;
        loop {
            steps += 1;
            if steps > STEP_LIMIT {
                return Err(EngineError::StepLimit(STEP_LIMIT));
            }
            let pc = self.pc(wave)?;
            let call = self.is_call(wave, pc);
            // The followed lane takes no part in a call the wave makes while it is inactive:
            // `step` goes over it, as `next` does.
            let enters = kind == StepKind::Step && call.is_some() && self.lane_active(wave, lane);
            let stop = match (call, kind) {
                (Some(ret), StepKind::Step) if enters => {
                    let stop = self.step_instruction(wave)?;
                    if !matches!(stop, StopEvent::Stepped { .. }) {
                        return Ok(stop);
                    }
                    let callee = self.pc(wave)?;
                    let body = self.module_at(callee).and_then(|mi| {
                        let m = self.module(mi);
                        let elf = callee - m.load_base;
                        m.line_at(elf)?;
                        let end = m.function_at(elf).map_or(elf + 4, |f| f.end);
                        Some(m.lines().after_prologue(elf, end) + m.load_base)
                    });
                    match body {
                        // Stop after the callee's prologue, as gdb does.
                        Some(body) if body != callee => {
                            return self.run_wave_to(wave, &[(body, None)]);
                        }
                        Some(_) => return Ok(stop),
                        // No lines in the callee: step over it.
                        None => self.run_wave_to(wave, &[(ret, None)])?,
                    }
                }
                (Some(_), _) => self.one_instruction(wave, true)?,
                (None, _) => self.step_instruction(wave)?,
            };
            if !matches!(stop, StopEvent::Stepped { .. }) {
                return Ok(stop);
            }
            let pc = self.pc(wave)?;
            if !self.lane_active(wave, lane) {
                continue;
            }
            let now = self.position(pc);
            if now.line == 0 {
                continue;
            }
            let at_statement = self.at_statement(pc);
            let moved = now.line != current.line
                || now.file != current.file
                || now.function != current.function;
            if moved && !at_statement {
                // Returned into the middle of a caller's line (the frame stepped in is gone):
                // the step goes on in the caller, to the start of a statement of a line
                // other than that one (gdb's "stepped to a different frame, but it's not the
                // start of a statement").
                let here = self.frame_identity(pc);
                if here != frame {
                    current = now;
                    frame = here;
                    self.step_returned_into = Some(here);
                }
                continue;
            }
            if at_statement && moved {
                // gdb's `until`: never stop back inside the loop — keep going while the PC
                // is below the end of the line it started on, in the same function.
                if kind == StepKind::Until && now.function == start.function && pc < until_end {
                    continue;
                }
                let depth = self.inline_depth(pc);
                let entered = self.inlined_entries_at(pc).len();
                if entered > 0 && depth.saturating_sub(entered) == start_depth {
                    // At the first instruction of calls inlined into the frame the step
                    // began in (gdb's "stepped into inlined function"): a call on the line
                    // the step began on is entered by `step` and stepped through by `next`;
                    // one on another line is a stop at its call site.
                    let same_line = self.inlined_call_line(pc, start_depth) == start_line;
                    let count = match (kind, same_line) {
                        (StepKind::Step, true) => entered - 1,
                        (_, true) => continue,
                        (_, false) => entered,
                    };
                    self.hidden_inlined = Some(HiddenInlined { wave, pc, count });
                    return Ok(StopEvent::Stepped { wave });
                }
                // `next` and `until` step over inlined calls as over real ones: a line of a
                // function inlined deeper than where the step began is not a stop.
                if kind != StepKind::Step && depth > start_depth {
                    continue;
                }
                return Ok(StopEvent::Stepped { wave });
            }
        }
    }

    /// ROCgdb's rule for a step that begins on an inactive lane: the wave runs, over calls,
    /// until the lane is active again ([`Session::lane_active`]: the DWARF's active lanes,
    /// else EXEC). `Some` is a stop that came first (the wave ended: then the lane stayed
    /// inactive to the end, which is noticed).
    fn run_until_lane_active(
        &mut self,
        wave: WaveId,
        lane: u32,
    ) -> EngineResult<Option<StopEvent>> {
        self.notices.push(Notice::WaitingForLane { lane });
        let mut steps = 0u64;
        while !self.lane_active(wave, lane) {
            let stop = self.one_instruction(wave, true)?;
            if let StopEvent::WaveExited { .. } = stop {
                self.notices.push(Notice::LaneStayedInactive { lane });
            }
            if !matches!(stop, StopEvent::Stepped { .. }) {
                return Ok(Some(stop));
            }
            steps += 1;
            if steps > STEP_LIMIT {
                return Err(EngineError::LaneNeverActive {
                    lane,
                    limit: STEP_LIMIT,
                });
            }
        }
        Ok(None)
    }

    /// Runs the focused wave until the selected frame returns to its caller (`finish`).
    pub fn finish(&mut self) -> EngineResult<StopEvent> {
        self.finish_returning().map(|f| f.stop)
    }

    /// [`Session::finish`], with the value the function returned to the focused lane.
    pub fn finish_returning(&mut self) -> EngineResult<Finished> {
        self.require_run_control()?;
        let f = self.require_focus()?;
        self.frames_upto(f.frame + 2)?
            .frames
            .get(f.frame + 1)
            .ok_or(EngineError::OutermostFrame)?;
        if let Some(stop) = self.deliver_fatal_signal() {
            return Ok(Finished {
                stop,
                returned: None,
            });
        }
        let frame = self.frame(f.frame)?;
        if frame.inlined {
            let stop = self.finish_inlined(f.wave, &frame)?;
            return Ok(Finished {
                stop,
                returned: None,
            });
        }
        let caller = self
            .frames_upto(f.frame + 2)?
            .frames
            .get(f.frame + 1)
            .cloned()
            .ok_or(EngineError::OutermostFrame)?;
        let return_type = self.return_type(f.frame);
        let sp = self.caller_stack_pointer(f.wave, caller.index);
        self.others_run_while_stepping(f.wave)?;
        let stop = self.run_wave_to(f.wave, &[(caller.pc, sp)])?;
        let stop = self.stopped(stop);
        let returned = match (&stop, return_type) {
            (StopEvent::Stepped { wave }, Some(ty)) => {
                Some(self.abi_return_value(*wave, f.lane, ty))
            }
            _ => None,
        };
        Ok(Finished { stop, returned })
    }

    /// `finish` out of an inlined call (frame `frame` of `wave`): runs until the PC leaves
    /// the call's ranges, over calls, and on to the start of a statement of the caller (gdb
    /// steps in the caller with an empty range). There is no returned value to show.
    fn finish_inlined(&mut self, wave: WaveId, frame: &Frame) -> EngineResult<StopEvent> {
        let mi = frame.module.ok_or(EngineError::OutermostFrame)?;
        let base = self.module(mi).load_base;
        let ranges: Vec<std::ops::Range<u64>> = self
            .scope_at(mi, frame.lookup_pc)
            .and_then(|s| {
                let call = s.scopes.iter().find(|x| Some(x.die) == frame.scope_die)?;
                Some(
                    call.ranges
                        .iter()
                        .map(|r| r.start + base..r.end + base)
                        .collect(),
                )
            })
            .unwrap_or_default();
        self.others_run_while_stepping(wave)?;
        if frame.physical > 0 {
            // The call is in an outer frame: first return to it.
            let sp = self.caller_stack_pointer(wave, frame.index);
            let stop = self.run_wave_to(wave, &[(frame.pc, sp)])?;
            if !matches!(stop, StopEvent::Stepped { .. }) {
                return Ok(self.stopped(stop));
            }
        }
        let mut left = false;
        let mut steps = 0u64;
        loop {
            let stop = self.one_instruction(wave, true)?;
            if !matches!(stop, StopEvent::Stepped { .. }) {
                return Ok(self.stopped(stop));
            }
            let pc = self.pc(wave)?;
            left = left || !ranges.iter().any(|r| r.contains(&pc));
            if left && self.at_statement(pc) {
                return Ok(self.stopped(stop));
            }
            steps += 1;
            if steps > STEP_LIMIT {
                return Err(EngineError::StepLimit(STEP_LIMIT));
            }
        }
    }

    /// The stack pointer (`s32`) as frame `caller` of `wave` sees it: what it is again once
    /// the frames it called have returned. `None` when the unwinder cannot recover it (the
    /// return is then recognised by its address alone).
    pub(super) fn caller_stack_pointer(&mut self, wave: WaveId, caller: usize) -> Option<u64> {
        let size = self.require_target().ok()?.wave(wave).ok()?.wave_size;
        let sp = Register::Sgpr(32).dwarf_number(size)?;
        self.frame_register(caller, u64::from(sp))
            .ok()
            .and_then(|v| v.scalar())
    }

    /// The innermost frame of the function that called frame `frame`'s function: the next
    /// physical frame out (frames of calls inlined into `frame`'s function are skipped).
    pub(super) fn physical_caller(&mut self, frame: usize) -> EngineResult<Option<Frame>> {
        let physical = self.frame(frame)?.physical;
        Ok(self
            .frames()?
            .iter()
            .find(|x| x.physical > physical)
            .cloned())
    }

    /// The type frame `frame`'s function returns: `None` for `void` or without DWARF.
    fn return_type(&mut self, frame: usize) -> Option<Arc<Type>> {
        let (scope, mi) = self.scope_of_frame(frame)?;
        let die = scope.function.as_ref()?.die;
        let info = self.modules[mi.0].debug_info().ok()?;
        let ty = self.types.entry(mi).or_default().type_of(info, die).ok()?;
        (!matches!(Type::strip(&ty).kind, TypeKind::Void)).then_some(ty)
    }

    /// A value of type `ty` where the AMDGPU calling convention returns it, read for `lane`
    /// right after the return: a scalar of up to 8 bytes in `v0` (and `v1`). Anything else,
    /// and a lane that did not take part in the call, is `<optimized out>` rather than a
    /// guess.
    fn abi_return_value(&mut self, wave: WaveId, lane: u32, ty: Arc<Type>) -> Value {
        let size = ty.byte_size().unwrap_or(0);
        let unknown = |ty: Arc<Type>, why: &str| {
            let n = usize::try_from(size).unwrap_or(0);
            Value {
                ty,
                bytes: vec![0; n],
                states: vec![ByteState::OptimizedOut; n],
                reason: Some(why.to_string()),
                lval: None,
                bitfield: None,
                referent: None,
            }
        };
        if !Type::is_scalar(&ty) || size == 0 || size > 8 {
            return unknown(ty, "not returned in v0/v1");
        }
        if !self.lane_active(wave, lane) {
            return unknown(ty, "the lane did not take part in the call");
        }
        let mut bytes = Vec::new();
        for r in 0..size.div_ceil(4) {
            let reg = Register::Vgpr(r as u16);
            let Some(t) = self.target.as_deref_mut() else {
                return unknown(ty, "no target");
            };
            let Ok(w) = t.wave(wave) else {
                return unknown(ty, "no wave");
            };
            let mut b = vec![0u8; reg.byte_size(w.wave_size) as usize];
            let at = lane as usize * 4;
            if t.read_register(wave, reg, &mut b).is_err() || b.len() < at + 4 {
                return unknown(ty, "v0 cannot be read");
            }
            bytes.extend_from_slice(&b[at..at + 4]);
        }
        bytes.truncate(size as usize);
        Value::from_bytes(ty, bytes)
    }

    /// Runs the focused wave to `spec` or until the selected frame returns (`advance`,
    /// `until LOCATION`).
    pub fn advance(&mut self, spec: &BreakpointSpec) -> EngineResult<StopEvent> {
        self.require_run_control()?;
        if let Some(end) = self.deliver_fatal_signal() {
            return Ok(end);
        }
        let f = self.require_focus()?;
        let mut targets: Vec<(u64, Option<u64>)> = self
            .resolve(spec, Placement::AfterPrologue)?
            .into_iter()
            .map(|a| (a, None))
            .collect();
        if let Some(caller) = self.physical_caller(f.frame)? {
            let sp = self.caller_stack_pointer(f.wave, caller.index);
            targets.push((caller.pc, sp));
        }
        self.others_run_while_stepping(f.wave)?;
        let stop = self.run_wave_to(f.wave, &targets)?;
        Ok(self.stopped(stop))
    }

    /// With `scheduler-locking off`, lets every other wave run while `wave` is stepped (the
    /// stop that ends the step stops them again).
    fn others_run_while_stepping(&mut self, wave: WaveId) -> EngineResult<()> {
        if self.scheduler_locking.others_run_while_stepping() {
            self.resume_others(Some(wave))?;
        }
        Ok(())
    }
}
