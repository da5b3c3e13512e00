//! Divergence-aware stepping: `stepi`, `nexti`, `step`, `next`, `until`, `advance`, `finish`.
//!
//! Steps move the focused wave only (the others are held, gdb's `scheduler-locking step`).
//! A source step follows the focused lane: instructions executed while that lane's EXEC bit
//! is clear are skipped over, and the step ends when the lane reaches the start of a
//! statement of another line (ROCgdb's lane-divergence rule). Calls are recognised from the
//! decoder's typed opcode (`s_swappc_b64`, `s_call_b64`); `next` runs a call to its return
//! address with the stack pointer (`s32`) back at its value before the call, so recursion
//! does not stop early.

use amdgpu::decode::{Decoder, Instruction};
use amdgpu::target::{ResumeMode, WaveId};
use amdgpu::Register;

use crate::commands::StepKind;
use crate::session::{CommandError, CommandResult, Session, Stop};

/// A source step gives up after this many instructions (a kernel looping forever).
const STEP_LIMIT: u64 = 50_000_000;

/// Where a wave is, for deciding when a step ends.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Position {
    function: Option<u64>,
    file: Option<u32>,
    line: u32,
}

impl Session {
    /// The instruction at wave address `pc`, decoded from the module's own bytes (the target's
    /// memory may hold a planted breakpoint there).
    pub(crate) fn instruction_at(&self, wave: WaveId, pc: u64) -> Option<Instruction> {
        let Some(mi) = self.module_at(pc) else {
            return self.instruction_in_memory(wave, pc);
        };
        let m = &self.modules[mi];
        let elf = pc - m.load_base;
        let section = m.image.code_object.code_at(elf)?;
        let size = self.target.as_ref()?.wave(wave).ok()?.wave_size;
        let decoder = Decoder::for_target(m.image.processor()?.name, size).ok()?;
        Some(decoder.decode(&section.data[(elf - section.address) as usize..]))
    }

    /// An instruction decoded from the target's memory, for code no loaded module holds (a
    /// core whose code object file is missing): the wave's agent names the processor.
    fn instruction_in_memory(&self, wave: WaveId, pc: u64) -> Option<Instruction> {
        let t = self.target.as_ref()?;
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

    fn is_call(&self, wave: WaveId, pc: u64) -> Option<u64> {
        self.instruction_at(wave, pc)?.return_address(pc)
    }

    fn position(&self, pc: u64) -> Position {
        let Some(mi) = self.module_at(pc) else {
            return Position {
                function: None,
                file: None,
                line: 0,
            };
        };
        let m = &self.modules[mi];
        let elf = pc - m.load_base;
        let row = m.lines().row_for(elf);
        Position {
            function: m.function_at(elf).map(|f| f.start + m.load_base),
            file: row.map(|r| r.file),
            line: row.map_or(0, |r| r.line),
        }
    }

    /// How many inlined calls hold `pc` (`DW_TAG_inlined_subroutine` scopes).
    fn inline_depth(&self, pc: u64) -> usize {
        let Some(mi) = self.module_at(pc) else {
            return 0;
        };
        let m = &self.modules[mi];
        let Ok(info) = m.debug_info() else { return 0 };
        match info.lookup(pc - m.load_base) {
            Ok(Some(at)) => at
                .scopes
                .iter()
                .filter(|s| s.tag == dwarf_ext::gimli::DW_TAG_inlined_subroutine)
                .count(),
            _ => 0,
        }
    }

    fn at_statement(&self, pc: u64) -> bool {
        self.module_at(pc).is_some_and(|mi| {
            let m = &self.modules[mi];
            m.lines().is_statement_start(pc - m.load_base)
        })
    }

    fn lane_active(&self, wave: WaveId, lane: u32) -> bool {
        self.exec_mask(wave).is_some_and(|m| m >> lane & 1 == 1)
    }

    /// Runs `wave` alone until it stops at one of `targets` (with `s32` equal to the paired
    /// value, when given). Any other reportable stop is returned as is.
    fn run_wave_to(
        &mut self,
        wave: WaveId,
        targets: &[(u64, Option<u64>)],
    ) -> Result<Stop, CommandError> {
        self.internal_breakpoints = targets.iter().map(|t| t.0).collect();
        self.plant_breakpoints();
        let result = loop {
            let rc = self
                .target
                .as_mut()
                .and_then(|t| t.run_control())
                .ok_or_else(|| CommandError("The target cannot run (it is a core file).".into()))?;
            rc.resume(wave, ResumeMode::Continue)?;
            self.frames = None;
            let stop = self.wait_for_stop(Some(wave))?;
            let Stop::Stepped { wave: w, .. } = stop else {
                break stop;
            };
            let pc = self.pc(w)?;
            let sp = self.sreg(w, Register::Sgpr(32));
            let reached = targets
                .iter()
                .any(|&(a, want)| a == pc && want.is_none_or(|v| Some(v) == sp));
            if reached {
                break Stop::Stepped {
                    wave: w,
                    finished: true,
                };
            }
        };
        self.internal_breakpoints.clear();
        self.plant_breakpoints();
        Ok(result)
    }

    /// One instruction; over a call when `over_calls`.
    fn one_instruction(&mut self, wave: WaveId, over_calls: bool) -> Result<Stop, CommandError> {
        let pc = self.pc(wave)?;
        if over_calls {
            if let Some(ret) = self.is_call(wave, pc) {
                let sp = self.sreg(wave, Register::Sgpr(32));
                return self.run_wave_to(wave, &[(ret, sp)]);
            }
        }
        self.step_instruction(wave)
    }

    /// `stepi [N]` / `nexti [N]`.
    pub(crate) fn cmd_stepi(&mut self, arg: &str, over_calls: bool) -> CommandResult {
        if self.target.is_some() {
            self.require_run_control()?;
        }
        let f = self.require_focus()?;
        let n = if arg.is_empty() {
            1
        } else {
            arg.parse::<u64>()
                .map_err(|_| CommandError(format!("Invalid number \"{arg}\".")))?
        };
        let start = self.position(self.pc(f.wave)?);
        for _ in 0..n {
            let stop = self.one_instruction(f.wave, over_calls)?;
            if !matches!(stop, Stop::Stepped { .. }) {
                return self.report(stop);
            }
        }
        self.report_step(f.wave, &start)
    }

    /// Prints where a step ended: the frame line when the function changed, then the source
    /// line (with the address when the PC is inside a line).
    fn report_step(&mut self, wave: WaveId, start: &Position) -> CommandResult {
        self.report(Stop::Stepped {
            wave,
            finished: false,
        })?;
        let pc = self.pc(wave)?;
        let now = self.position(pc);
        if now.function != start.function {
            let d = self.frame_description(0, false)?;
            self.print(format!("{d}\n"));
        }
        let mid = !self.at_statement(pc);
        self.print_source_line(0, mid);
        self.do_displays();
        Ok(())
    }

    /// `step`, `next`, `until` (no argument).
    pub(crate) fn cmd_step(&mut self, arg: &str, kind: StepKind) -> CommandResult {
        if self.target.is_some() {
            self.require_run_control()?;
        }
        let f = self.require_focus()?;
        let n = if arg.is_empty() {
            1
        } else {
            arg.parse::<u64>()
                .map_err(|_| CommandError(format!("Invalid number \"{arg}\".")))?
        };
        let wave = f.wave;
        let lane = f.lane;
        if self
            .lane_workitem(&self.require_target()?.wave(wave)?, lane)
            .is_none()
        {
            return Err(CommandError(format!(
                "Lane {lane} is not used by any work-item; cannot step it."
            )));
        }
        for _ in 0..n {
            let start_pc = self.pc(wave)?;
            let start = self.position(start_pc);
            if !self.lane_active(wave, lane) {
                // ROCgdb: advance the wave until the lane becomes active.
                self.print(format!(
                    "Lane {lane} is inactive; running until it becomes active.\n"
                ));
                let mut steps = 0u64;
                while !self.lane_active(wave, lane) {
                    let stop = self.one_instruction(wave, true)?;
                    if !matches!(stop, Stop::Stepped { .. }) {
                        return self.report(stop);
                    }
                    steps += 1;
                    if steps > STEP_LIMIT {
                        return Err(CommandError(format!(
                            "Lane {lane} did not become active within {STEP_LIMIT} instructions."
                        )));
                    }
                }
                return self.report_step(wave, &start);
            }
            let mut current = start.clone();
            let start_depth = self.inline_depth(start_pc);
            let until_end = self
                .module_at(start_pc)
                .and_then(|mi| {
                    let m = &self.modules[mi];
                    m.lines()
                        .row_range(start_pc - m.load_base)
                        .map(|r| r.end + m.load_base)
                })
                .unwrap_or(start_pc);
            let mut steps = 0u64;
            loop {
                steps += 1;
                if steps > STEP_LIMIT {
                    self.report_step(wave, &start)?;
                    return Err(CommandError(format!(
                        "Step abandoned after {STEP_LIMIT} instructions."
                    )));
                }
                let pc = self.pc(wave)?;
                let call = self.is_call(wave, pc);
                let stop = match (call, kind) {
                    (Some(_), StepKind::Step) => {
                        let stop = self.step_instruction(wave)?;
                        if let Stop::Stepped { .. } = stop {
                            let callee = self.pc(wave)?;
                            let has_lines = self.module_at(callee).is_some_and(|mi| {
                                let m = &self.modules[mi];
                                m.line_at(callee - m.load_base).is_some()
                            });
                            if has_lines {
                                // Stop after the callee's prologue, as gdb does.
                                let mi = self.module_at(callee).expect("checked");
                                let m = &self.modules[mi];
                                let elf = callee - m.load_base;
                                let end = m.function_at(elf).map_or(elf + 4, |f| f.end);
                                let body = m.lines().after_prologue(elf, end) + m.load_base;
                                let stop = if body != callee {
                                    self.run_wave_to(wave, &[(body, None)])?
                                } else {
                                    stop
                                };
                                if !matches!(stop, Stop::Stepped { .. }) {
                                    return self.report(stop);
                                }
                                return self.report_step(wave, &start);
                            }
                            let ret = call.expect("a call");
                            let sp = None;
                            self.run_wave_to(wave, &[(ret, sp)])?
                        } else {
                            stop
                        }
                    }
                    (Some(_), _) => self.one_instruction(wave, true)?,
                    (None, _) => self.step_instruction(wave)?,
                };
                if !matches!(stop, Stop::Stepped { .. }) {
                    return self.report(stop);
                }
                let pc = self.pc(wave)?;
                if !self.lane_active(wave, lane) {
                    continue;
                }
                let now = self.position(pc);
                if now.line == 0 {
                    continue;
                }
                if now.function != current.function && !self.at_statement(pc) {
                    // Returned into the middle of the caller's line: finish that line.
                    current = now;
                    continue;
                }
                if self.at_statement(pc)
                    && (now.line != current.line
                        || now.file != current.file
                        || now.function != current.function)
                {
                    // gdb's `until`: never stop back inside the loop — keep going while the
                    // PC is below the end of the line it started on, in the same function.
                    if kind == StepKind::Until && now.function == start.function && pc < until_end {
                        continue;
                    }
                    // `next` and `until` step over inlined calls as over real ones: a line
                    // of a function inlined deeper than where the step began is not a stop.
                    if kind != StepKind::Step && self.inline_depth(pc) > start_depth {
                        continue;
                    }
                    break;
                }
            }
            if n == 1 {
                return self.report_step(wave, &start);
            }
        }
        let start = self.position(0);
        self.report_step(wave, &start)
    }

    /// `finish`: run until the selected frame returns to its caller.
    pub(crate) fn cmd_finish(&mut self) -> CommandResult {
        if self.target.is_some() {
            self.require_run_control()?;
        }
        let f = self.require_focus()?;
        let Some(caller) = self.frames()?.frames.get(f.frame + 1).cloned() else {
            return Err(CommandError(
                "\"finish\" not meaningful in the outermost frame.".into(),
            ));
        };
        let sp = self
            .frame_register(f.frame + 1, 32)
            .and_then(|v| v.scalar());
        let d = self.frame_description(f.frame, false)?;
        self.print(format!("Run till exit from #{:<2} {d}\n", f.frame));
        let stop = self.run_wave_to(f.wave, &[(caller.pc, sp)])?;
        if !matches!(stop, Stop::Stepped { .. }) {
            return self.report(stop);
        }
        self.report(stop)?;
        let d = self.frame_description(0, true)?;
        self.print(format!("{d}\n"));
        // gdb shows the address in the frame line only, not before the source line.
        self.print_source_line(0, false);
        self.do_displays();
        Ok(())
    }

    /// `advance LOCATION` / `until LOCATION`: run the focused wave to LOCATION or until the
    /// current frame returns.
    pub(crate) fn cmd_advance(&mut self, arg: &str) -> CommandResult {
        if self.target.is_some() {
            self.require_run_control()?;
        }
        if arg.is_empty() {
            return Err(CommandError("Argument required (a location).".into()));
        }
        let f = self.require_focus()?;
        let loc = self.parse_location(arg)?;
        let mut targets: Vec<(u64, Option<u64>)> = self
            .resolve(&loc, true)
            .map_err(CommandError)?
            .into_iter()
            .map(|a| (a, None))
            .collect();
        if let Some(caller) = self.frames()?.frames.get(f.frame + 1).cloned() {
            let sp = self
                .frame_register(f.frame + 1, 32)
                .and_then(|v| v.scalar());
            targets.push((caller.pc, sp));
        }
        let start = self.position(self.pc(f.wave)?);
        let stop = self.run_wave_to(f.wave, &targets)?;
        if !matches!(stop, Stop::Stepped { .. }) {
            return self.report(stop);
        }
        let _ = start;
        self.report(stop)?;
        let d = self.frame_description(0, false)?;
        self.print(format!("{d}\n"));
        let pc = self.pc(f.wave)?;
        self.print_source_line(0, !self.at_statement(pc));
        self.do_displays();
        Ok(())
    }
}
