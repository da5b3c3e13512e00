//! Stepping commands: `stepi`, `nexti`, `step`, `next`, `until`, `advance`, `finish`. The
//! engine moves the wave; this prints where it ended as gdb does.

use super::table::count_arg;
use super::{CommandError, CommandResult, Interpreter};
use crate::engine::{Position, StepKind, StopEvent};
use crate::format::{format_value, to_json};

impl Interpreter {
    /// Prints where a step ended: the frame line when the frame changed, then the source
    /// line (with the address when the PC is inside a line), then the displays. Other stops
    /// (a breakpoint met on the way) are reported as such.
    pub(crate) fn report_step(
        &mut self,
        stop: StopEvent,
        start: Option<&StepStart>,
        previous: Option<amdgpu::target::WaveId>,
    ) -> CommandResult {
        let StopEvent::Stepped { wave } = stop else {
            return self.report(stop, previous);
        };
        self.report(stop, Some(wave))?;
        let pc = self.engine.pc(wave)?;
        let now = self.engine.position(pc);
        // gdb shows the frame line when the frame changed: another function, or another
        // call of the same one (recursion), which its CFA tells.
        // An inlined call entered or left is another frame too.
        let frame_changed = |this: &mut Self, s: &StepStart| {
            let frame = this.engine.frame(0).ok();
            s.position.function != now.function
                || (s.cfa.is_some() && s.cfa != frame.as_ref().and_then(|f| f.cfa))
                || s.scope != frame.and_then(|f| f.scope_die)
        };
        // An instruction without a line (line 0) has no source line to show: the frame
        // line with the address says where the wave is.
        if now.line == 0 || start.is_none_or(|s| frame_changed(self, s)) {
            let d = self.frame_description(0, false)?;
            self.print(format!("{d}\n"));
        }
        let mid = !self.engine.at_statement(pc);
        self.print_source_line(0, mid);
        self.do_displays();
        Ok(())
    }

    /// Where the focused wave is now, and in which frame.
    pub(crate) fn start_position(&mut self) -> Result<StepStart, CommandError> {
        let f = self.require_focus()?;
        let pc = self.engine.pc(f.wave)?;
        let position = self.engine.position(pc);
        let frame = self.engine.frame(0).ok();
        Ok(StepStart {
            position,
            cfa: frame.as_ref().and_then(|f| f.cfa),
            scope: frame.and_then(|f| f.scope_die),
        })
    }

    pub(crate) fn cmd_stepi(&mut self, arg: &str, over_calls: bool) -> CommandResult {
        if self.reverse_direction() {
            return self.cmd_reverse_stepi(arg, over_calls);
        }
        let n = step_count(arg)?;
        if self.engine.is_running() {
            self.engine.require_run_control()?;
        }
        let start = self.start_position()?;
        let previous = self.engine.focus().map(|f| f.wave);
        let stop = self.engine.step_instructions(n, over_calls)?;
        self.report_step(stop, Some(&start), previous)
    }

    pub(crate) fn cmd_step(&mut self, arg: &str, kind: StepKind) -> CommandResult {
        if self.reverse_direction() && kind != StepKind::Until {
            return self.cmd_reverse_step(arg, kind);
        }
        let n = step_count(arg)?;
        if self.engine.is_running() {
            self.engine.require_run_control()?;
        }
        let previous = self.engine.focus().map(|f| f.wave);
        // gdb prints only where the last step ended, with the frame line when that step
        // (not the first) changed the frame.
        let mut start = self.start_position()?;
        let mut stop = self.engine.step_lines(kind, 1)?;
        for _ in 1..n {
            if !matches!(stop, StopEvent::Stepped { .. }) {
                break;
            }
            start = self.start_position()?;
            stop = self.engine.step_lines(kind, 1)?;
        }
        // A step that returned into its caller's line went on in the caller's frame: gdb
        // compares the stop with that frame.
        if let Some(caller) = self.engine.step_returned_into() {
            start.cfa = caller.cfa;
        }
        self.report_step(stop, Some(&start), previous)
    }

    pub(crate) fn cmd_until(&mut self, arg: &str) -> CommandResult {
        if arg.is_empty() {
            self.cmd_step("", StepKind::Until)
        } else {
            self.cmd_advance(arg)
        }
    }

    pub(crate) fn cmd_finish(&mut self) -> CommandResult {
        if self.reverse_direction() {
            return self.cmd_reverse_finish();
        }
        if self.engine.is_running() {
            self.engine.require_run_control()?;
        }
        let f = self.require_focus()?;
        if self.engine.frame(f.frame + 1).is_err() {
            return Err(CommandError(
                "\"finish\" not meaningful in the outermost frame.".into(),
            ));
        }
        let d = self.frame_description(f.frame, false)?;
        self.print(format!("Run till exit from #{:<2} {d}\n", f.frame));
        // Out of an inlined call the wave stops at the start of a line of the caller: its
        // address is shown only when it is not (gdb's `frame_show_address`).
        let inlined = self.engine.frame(f.frame)?.inlined;
        let finished = self.engine.finish_returning()?;
        let StopEvent::Stepped { wave } = finished.stop else {
            return self.report(finished.stop, Some(f.wave));
        };
        self.report(finished.stop, Some(wave))?;
        let d = self.frame_description(0, !inlined)?;
        self.print(format!("{d}\n"));
        // gdb shows the address in the frame line only, not before the source line.
        self.print_source_line(0, false);
        if let Some(v) = finished.returned {
            let opts = self.format_options();
            let text = format_value(&v, &opts);
            self.field("returned", to_json(&v, &opts));
            let h = &mut self.engine.user_variables().history;
            h.push(v);
            let n = h.len();
            self.print(format!("Value returned is ${n} = {text}\n"));
        }
        self.do_displays();
        Ok(())
    }

    pub(crate) fn cmd_advance(&mut self, arg: &str) -> CommandResult {
        if self.engine.is_running() {
            self.engine.require_run_control()?;
        }
        if arg.is_empty() {
            return Err(CommandError("Argument required (a location).".into()));
        }
        let f = self.require_focus()?;
        let spec = self.parse_location(arg)?;
        let stop = self.engine.advance(&spec)?;
        let StopEvent::Stepped { wave } = stop else {
            return self.report(stop, Some(f.wave));
        };
        self.report(stop, Some(wave))?;
        let d = self.frame_description(0, false)?;
        self.print(format!("{d}\n"));
        let pc = self.engine.pc(wave)?;
        let mid = !self.engine.at_statement(pc);
        self.print_source_line(0, mid);
        self.do_displays();
        Ok(())
    }
}

/// Where a step began: the position, and the innermost frame's CFA (`None` when the
/// unwinder found none), which tells one call of a function from another.
pub(crate) struct StepStart {
    pub(crate) position: Position,
    pub(crate) cfa: Option<unwind::Cfa>,
    /// The innermost frame's scope: an inlined call's, or the function's.
    pub(crate) scope: Option<u64>,
}

/// A step's repeat count.
pub(crate) fn step_count(arg: &str) -> Result<u64, CommandError> {
    if arg.is_empty() {
        return Ok(1);
    }
    arg.parse::<u64>()
        .map_err(|_| CommandError(format!("Invalid number \"{arg}\".")))
        .or_else(|e| count_arg(arg).map_err(|_| e))
}
