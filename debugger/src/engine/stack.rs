//! The focused wave's frames: unwound once per stop, selected by index, and the evaluation
//! context of one frame and lane.

use std::sync::Arc;

use amdgpu::target::TargetError;
use dwarf_ext::debuginfo::PcInfo;

use super::error::{EngineError, EngineResult};
use super::frame::{Frame, FrameContext, Frames, StopReads, TargetWave};
use super::session::Session;
use crate::backtrace::BacktraceReport;
use crate::symbols::{Module, ModuleId};

/// The indexes in `scope.scopes` (outermost first) of the inlined calls holding its PC.
pub(super) fn inlined_scope_indexes(scope: &PcInfo) -> Vec<usize> {
    scope
        .scopes
        .iter()
        .enumerate()
        .filter(|(_, s)| s.tag == dwarf_ext::gimli::DW_TAG_inlined_subroutine)
        .map(|(i, _)| i)
        .collect()
}

/// Where the inlined call `scope.scopes[index]` is: its call file and line.
fn call_site(m: &Module, scope: &PcInfo, index: usize) -> Option<(String, u32)> {
    let s = scope.scopes.get(index)?;
    let line = u32::try_from(s.call_line?).ok()?;
    let info = m.debug_info().ok()?;
    let file = info.call_file(scope.unit, s.die)?;
    Some((file.name, line))
}

impl Session {
    /// The focused wave's frames, innermost first (unwound once per stop).
    pub fn frames(&mut self) -> EngineResult<&[Frame]> {
        Ok(&self.frames_state()?.frames)
    }

    /// The focused wave's innermost physical frame as frames, innermost first: the calls
    /// inlined into it, then the function's own. The walk goes no further than that frame,
    /// so a caller that reads only the stopped function's scopes does not pay for the
    /// whole stack.
    pub fn innermost_frames(&mut self) -> EngineResult<&[Frame]> {
        let frames = &self.frames_upto(1)?.frames;
        let own = frames.iter().take_while(|f| f.physical == 0).count();
        Ok(&frames[..own])
    }

    /// The focused wave's unwound state: every frame and what the unwinder recovered.
    pub(super) fn frames_state(&mut self) -> EngineResult<&Frames> {
        self.frames_upto(usize::MAX)
    }

    /// The focused wave's unwound state, holding at least frames `0..count` (or all there
    /// are): a stop that shows only the innermost frame does not walk the whole stack.
    pub(super) fn frames_upto(&mut self, count: usize) -> EngineResult<&Frames> {
        let f = self.require_focus()?;
        self.frames_upto_at(f, count)
    }

    /// [`Session::frames_upto`] for the focus `f` the caller has just checked
    /// ([`Session::require_focus`]).
    pub(super) fn frames_upto_at(
        &mut self,
        f: super::focus::Focus,
        count: usize,
    ) -> EngineResult<&Frames> {
        let cached = self
            .frames
            .as_ref()
            .is_some_and(|x| x.wave == f.wave && x.covers(count.saturating_sub(1)));
        if !cached {
            let frames = self.unwind(f.wave, count)?;
            self.frames = Some(frames);
        }
        let lane_pc = self.focused_lane_pc(f.wave, f.lane);
        if self.frames.as_ref().is_some_and(|x| x.lane_pc != lane_pc) {
            self.stand_at_lane_pc(lane_pc);
        }
        self.frames.as_ref().ok_or(EngineError::NoFocus)
    }

    /// Where the focused lane's innermost frames stand when that is not the wave's PC (an
    /// inactive lane that `DW_AT_LLVM_lane_pc` puts elsewhere), worked out once per stop.
    fn focused_lane_pc(&mut self, wave: amdgpu::target::WaveId, lane: u32) -> Option<u64> {
        if let Some(known) = self.frames.as_ref().and_then(|x| x.lane_pcs.get(&lane)) {
            return *known;
        }
        let pc = match self.lane_location(wave, lane) {
            super::LaneLocation::Divergent(pc) => Some(pc),
            _ => None,
        };
        if let Some(x) = self.frames.as_mut() {
            x.lane_pcs.insert(lane, pc);
        }
        pc
    }

    /// Rebuilds the innermost physical frame's frames at `lane_pc` (else at the wave's PC):
    /// the lane is in the same function, with the same registers and CFA; only the program
    /// location, and with it the line, the scopes and the location lists that apply, differ.
    fn stand_at_lane_pc(&mut self, lane_pc: Option<u64>) {
        let Some(mut frames) = self.frames.take() else {
            return;
        };
        let Some(top) = frames.backtrace.frames.first() else {
            self.frames = Some(frames);
            return;
        };
        let (cfa, method) = (top.cfa, top.method);
        let (pc, hidden) = match lane_pc {
            Some(pc) => (pc, 0),
            None => (top.pc, self.hidden_count(frames.wave, top.pc)),
        };
        let (physical, scope) = self.physical_frame(0, pc, pc, cfa, method);
        let mut rebuilt = Vec::with_capacity(frames.frames.len());
        self.push_inlined_frames(physical, scope.as_deref(), hidden, &mut rebuilt);
        for f in frames.frames.drain(..).filter(|f| f.physical != 0) {
            rebuilt.push(Frame {
                index: rebuilt.len(),
                ..f
            });
        }
        frames.limit = frames.limit.map(|_| rebuilt.len());
        frames.frames = rebuilt;
        frames.lane_pc = lane_pc;
        frames.reads.clear();
        self.frames = Some(frames);
    }

    /// How many inlined calls a stop at their first instruction hides at `pc` of `wave`.
    fn hidden_count(&self, wave: amdgpu::target::WaveId, pc: u64) -> usize {
        match self.hidden_inlined {
            Some(h) if h.wave == wave && h.pc == pc => h.count,
            _ => 0,
        }
    }

    /// The frame of physical frame `physical` at `pc` (looked up at `lookup`), with the
    /// scopes there.
    fn physical_frame(
        &mut self,
        physical: usize,
        pc: u64,
        lookup: u64,
        cfa: Option<unwind::Cfa>,
        method: unwind::Method,
    ) -> (Frame, Option<Arc<PcInfo>>) {
        let module = self.module_at(lookup);
        let (function, line) = match module {
            Some(mi) => {
                let m = self.module(mi);
                let elf = lookup.wrapping_sub(m.load_base);
                (
                    m.function_at(elf)
                        .map(|f| m.frame_name(&f.name).to_string()),
                    m.line_at(elf).map(|(f, l)| (f.name.clone(), l)),
                )
            }
            None => (None, None),
        };
        let scope = module.and_then(|mi| self.scope_at(mi, lookup));
        let frame = Frame {
            index: 0,
            pc,
            lookup_pc: lookup,
            module,
            function,
            line,
            cfa,
            method,
            physical,
            scope_die: None,
            inlined: false,
        };
        (frame, scope)
    }

    /// Unwinds at most `count` frames of `wave` (stopped) with the session's unwinder, at
    /// the wave's PC.
    pub(super) fn unwind(
        &mut self,
        wave: amdgpu::target::WaveId,
        count: usize,
    ) -> EngineResult<Frames> {
        let modules = &self.modules;
        let unwinder = self.unwinder.get_or_insert_with(|| {
            let codes: Vec<unwind::Code<'static>> = modules
                .iter()
                .filter(|m| m.loaded)
                .filter_map(|m| m.image.code(m.load_base).ok())
                .collect();
            unwind::Unwinder::new(codes)
        });
        let t = self.target.as_deref_mut().ok_or(EngineError::NotRunning)?;
        let wave_size = t.wave(wave)?.wave_size;
        let mut state = TargetWave::new(t, wave)?;
        let bt = unwinder.backtrace_to(&mut state, count);
        let limit = match bt.end {
            unwind::EndReason::FrameLimit(n) if n == count => Some(n),
            _ => None,
        };
        let hidden = bt
            .frames
            .first()
            .map_or(0, |f| self.hidden_count(wave, f.pc));
        let mut frames = Vec::with_capacity(bt.frames.len());
        for (physical, fr) in bt.frames.iter().enumerate() {
            let (physical_frame, scope) =
                self.physical_frame(physical, fr.pc, fr.lookup_pc(), fr.cfa, fr.method);
            let skip = if physical == 0 { hidden } else { 0 };
            self.push_inlined_frames(physical_frame, scope.as_deref(), skip, &mut frames);
        }
        let limit = limit.map(|_| frames.len());
        Ok(Frames {
            wave,
            wave_size,
            backtrace: bt,
            frames,
            limit,
            lane_pc: None,
            lane_pcs: std::collections::HashMap::new(),
            reads: StopReads::default(),
        })
    }

    /// Pushes the frames of one physical frame, innermost first: one for each inlined call
    /// active at its lookup PC (less the `skip` innermost, which a stop at their first
    /// instruction hides, as gdb does), then the function's own. An outer frame's line is
    /// where the call inlined into it is (`DW_AT_call_file`, `DW_AT_call_line`).
    fn push_inlined_frames(
        &self,
        physical: Frame,
        scope: Option<&PcInfo>,
        skip: usize,
        frames: &mut Vec<Frame>,
    ) {
        let Some((scope, mi)) = scope.zip(physical.module) else {
            frames.push(Frame {
                index: frames.len(),
                ..physical
            });
            return;
        };
        let m = self.module(mi);
        let inlined: Vec<usize> = inlined_scope_indexes(scope);
        let shown = inlined.len().saturating_sub(skip);
        let mut line = physical.line.clone();
        // The hidden calls' own lines are not shown: the innermost shown frame is at the
        // call of the outermost hidden one.
        if let Some(&first_hidden) = inlined.get(shown) {
            line = call_site(m, scope, first_hidden).or(line);
        }
        for k in (0..shown).rev() {
            let s = &scope.scopes[inlined[k]];
            frames.push(Frame {
                index: frames.len(),
                function: s.name.as_deref().map(|n| m.frame_name(n).to_string()),
                line: line.clone(),
                scope_die: Some(s.die),
                inlined: true,
                ..physical.clone()
            });
            line = call_site(m, scope, inlined[k]).or(line);
        }
        frames.push(Frame {
            index: frames.len(),
            line,
            scope_die: scope.function.as_ref().map(|f| f.die),
            ..physical
        });
    }

    /// The scope at loaded address `pc` of module `mi`, cached per module and PC.
    pub(super) fn scope_at(&mut self, mi: ModuleId, pc: u64) -> Option<Arc<PcInfo>> {
        let m = &self.modules[mi.0];
        let elf = pc.wrapping_sub(m.load_base);
        if let Some(s) = self.scopes.get(&(mi, elf)) {
            return Some(s.clone());
        }
        let info = m.debug_info().ok()?;
        let s = Arc::new(info.lookup(elf).ok()??);
        self.scopes.insert((mi, elf), s.clone());
        Some(s)
    }

    /// Whether the focused wave's innermost frame is at inlined calls it hides: the wave
    /// stopped at their first instruction, and frame 0 is the frame they were inlined into.
    pub fn hides_inlined_calls(&mut self) -> bool {
        let Some(h) = self.hidden_inlined.filter(|h| h.count > 0) else {
            return false;
        };
        self.focus.is_some_and(|f| f.wave == h.wave)
            && self
                .frames_upto(1)
                .is_ok_and(|f| f.backtrace.frames.first().is_some_and(|x| x.pc == h.pc))
    }

    /// Frame `index` of the focused wave.
    pub fn frame(&mut self, index: usize) -> EngineResult<Frame> {
        self.frames_upto(index.saturating_add(1))?
            .frames
            .get(index)
            .cloned()
            .ok_or(EngineError::NoFrame(index))
    }

    /// Selects frame `index` of the focused wave.
    pub fn select_frame(&mut self, index: usize) -> EngineResult<Frame> {
        let frame = self.frame(index)?;
        if let Some(f) = self.focus.as_mut() {
            f.frame = index;
        }
        Ok(frame)
    }

    /// Register `reg` (DWARF number) as frame `frame` of the focused wave sees it: what the
    /// unwinder recovered for an outer frame.
    pub fn frame_register(
        &mut self,
        frame: usize,
        reg: u64,
    ) -> EngineResult<unwind::RecoveredValue> {
        let physical = self.frame(frame)?.physical;
        let frames = self.frames.as_ref().ok_or(EngineError::NoFocus)?;
        let t = self.target.as_deref_mut().ok_or(EngineError::NotRunning)?;
        let mut state = TargetWave::new(t, frames.wave)?;
        frames
            .backtrace
            .register(&mut state, physical, reg)
            .ok_or(EngineError::NoFrame(frame))
    }

    /// Register `reg` as frame `index` of the focused wave sees it: the wave's own value in
    /// frame 0 and for registers without a DWARF number, what the unwinder recovered in outer
    /// frames. `Ok(None)` when an outer frame did not save it (gdb's `<not saved>`).
    pub fn register_in_frame(
        &mut self,
        index: usize,
        reg: amdgpu::Register,
    ) -> EngineResult<Option<Vec<u8>>> {
        let f = self.require_focus()?;
        let physical = self.frame(index)?.physical;
        let t = self.require_target()?;
        let size = t.wave(f.wave)?.wave_size;
        // Registers DWARF has no number for ($trapsts, $mode, $m0, ...) are not unwound:
        // every frame shows the wave's.
        let num = match reg.dwarf_number(size) {
            Some(num) if physical != 0 => num,
            _ => {
                let mut b = vec![0u8; reg.byte_size(size) as usize];
                t.read_register(f.wave, reg, &mut b)?;
                return Ok(Some(b));
            }
        };
        Ok(match self.frame_register(index, u64::from(num))? {
            unwind::RecoveredValue::Bytes { bytes, valid }
                if bytes.len().div_ceil(4) as u32 <= valid.trailing_ones() =>
            {
                Some(bytes)
            }
            _ => None,
        })
    }

    /// Several registers as frame `index` of the focused wave sees them (see
    /// [`Session::register_in_frame`]), each with its own result. The wave's own values are
    /// read together, in one request to the target (one round trip to a remote stub).
    pub fn registers_in_frame(
        &mut self,
        index: usize,
        regs: &[amdgpu::Register],
    ) -> EngineResult<Vec<EngineResult<Option<Vec<u8>>>>> {
        let f = self.require_focus()?;
        let physical = self.frame(index)?.physical;
        let t = self.require_target()?;
        let size = t.wave(f.wave)?.wave_size;
        let own = |r: &amdgpu::Register| physical == 0 || r.dwarf_number(size).is_none();
        let wanted: Vec<amdgpu::Register> = regs.iter().copied().filter(own).collect();
        let mut values = t.read_registers(f.wave, &wanted).into_iter();
        let mut out = Vec::with_capacity(regs.len());
        for reg in regs {
            if own(reg) {
                match values.next() {
                    Some(Ok(b)) => out.push(Ok(Some(b))),
                    Some(Err(e)) if e.is_fatal() => return Err(self.target_failed(e)),
                    Some(Err(e)) => out.push(Err(e.into())),
                    None => out.push(Err(TargetError::NoRegister(*reg).into())),
                }
            } else {
                out.push(self.register_in_frame(index, *reg));
            }
        }
        Ok(out)
    }

    /// The registers frame `index` recovers for its caller, as the unwinder found them.
    pub fn recovered_registers(&mut self, index: usize) -> EngineResult<Vec<unwind::Recovered>> {
        let physical = self.frame(index)?.physical;
        let frames = self.frames_upto(index.saturating_add(1))?;
        frames
            .backtrace
            .frames
            .get(physical)
            .map(|f| f.recovered.clone())
            .ok_or(EngineError::NoFrame(index))
    }

    /// Why the focused wave's walk ended.
    pub fn backtrace_end(&mut self) -> EngineResult<unwind::EndReason> {
        Ok(self.frames_state()?.backtrace.end.clone())
    }

    /// Runs `f` with the evaluation context of frame `index` of the focused wave for `lane`
    /// (registers as the frame sees them, memory as the lane sees it, the frame's DWARF).
    pub fn with_frame_context<R>(
        &mut self,
        index: usize,
        lane: u32,
        f: impl FnOnce(&mut FrameContext<'_>) -> R,
    ) -> EngineResult<R> {
        let focus = self.require_focus()?;
        self.frames_upto(index.saturating_add(1))?;
        let frames = self.frames.as_ref().ok_or(EngineError::NoFocus)?;
        let frame = frames
            .frames
            .get(index)
            .ok_or(EngineError::NoFrame(index))?;
        let t = self.target.as_deref_mut().ok_or(EngineError::NotRunning)?;
        let lanes = t.wave(focus.wave)?.wave_size.lanes();
        let module = frame.module.map(|i| &self.modules[i.0]);
        let mut ctx =
            FrameContext::new(t, focus.wave, lanes, lane, &frames.backtrace, frame, module);
        Ok(f(&mut ctx))
    }

    /// The focused wave's backtrace as `hdb run --backtrace` reports it, registers for `lane`.
    pub fn backtrace_report(&mut self, lane: u32) -> EngineResult<BacktraceReport> {
        let f = self.require_focus()?;
        let wave = self.require_target()?.wave(f.wave)?;
        self.lane_in_range(f.wave, lane)?;
        self.frames_state()?;
        let frames = self.frames.as_ref().ok_or(EngineError::NoFocus)?;
        // The report has one row per unwound frame: the function's own frame of each, at
        // the line of its PC (the innermost of its frames has it).
        let mut own: Vec<Frame> = Vec::new();
        for f in &frames.frames {
            match own.last_mut() {
                Some(o) if o.physical == f.physical => {
                    o.function.clone_from(&f.function);
                    o.scope_die = f.scope_die;
                    o.inlined = f.inlined;
                }
                _ => own.push(f.clone()),
            }
        }
        Ok(crate::backtrace::report(
            &wave,
            &frames.backtrace,
            &own,
            &self.modules,
            lane,
        ))
    }
}
