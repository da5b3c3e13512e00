//! gdb's process record and reverse execution: `record [full]`, `record stop`,
//! `info record`, `reverse-stepi`, `reverse-nexti`, `reverse-step`, `reverse-next`,
//! `reverse-finish`, `reverse-continue`, and `set exec-direction reverse`, under which the
//! forward commands go back. The engine goes back; this prints where it landed as gdb does.

use serde_json::json;

use super::{CommandError, CommandResult, Interpreter};
use crate::engine::{RecordPoint, ReverseStop, StepKind};
use crate::format::format_value;
use crate::value::Value;

impl Interpreter {
    /// `record`, `record full`, `record stop`.
    pub(crate) fn cmd_record(&mut self, arg: &str) -> CommandResult {
        match arg.trim() {
            "" | "full" => {
                self.engine.record_start(self.settings.record_budget)?;
                self.field("record", json!("started"));
                Ok(())
            }
            "stop" | "s" => {
                self.engine.record_stop()?;
                self.print("Process record is stopped and all execution logs are deleted.\n");
                self.field("record", json!("stopped"));
                Ok(())
            }
            goto if goto == "goto" || goto.starts_with("goto ") => {
                self.record_goto(goto["goto".len()..].trim())
            }
            "btrace" | "bts" | "pt" => Err(CommandError(
                "Target does not support branch tracing.".into(),
            )),
            other => Err(CommandError(format!(
                "Undefined record command: \"{other}\".  Try \"help record\"."
            ))),
        }
    }

    /// `record goto begin|start|end|N`: moves in the history and shows the frame there, as
    /// gdb does.
    fn record_goto(&mut self, arg: &str) -> CommandResult {
        let to = match arg {
            "begin" | "start" => RecordPoint::Begin,
            "end" => RecordPoint::End,
            "" => {
                return Err(CommandError(
                    "Command requires an argument (insn number to go to).".into(),
                ))
            }
            n => RecordPoint::Instruction(
                super::stepping::step_count(n)
                    .map_err(|_| CommandError(format!("Invalid number \"{n}\".")))?,
            ),
        };
        let previous = self.engine.focus().map(|f| f.wave);
        let before = self.engine.record_status();
        let (time, stop) = self.engine.record_goto(to)?;
        let direction = if before.is_some_and(|s| time < s.position) {
            "backward"
        } else {
            "forward"
        };
        // Instructions are numbered from 1, as `info record` numbers them; the end of the
        // history is the highest one.
        let number = before.map_or(time + 1, |s| (time + 1).min(s.end));
        self.print(format!("Go {direction} to insn number {number}\n"));
        self.report(stop, previous)?;
        let d = self.frame_description(0, false)?;
        self.print(format!("#0  {d}\n"));
        self.print_source_line(0, false);
        Ok(())
    }

    /// `info record`: gdb's lines for `record full`, with the instruction numbers 1-based
    /// as gdb counts them, and what the history costs.
    pub(crate) fn info_record(&mut self) -> CommandResult {
        let Some(s) = self.engine.record_status() else {
            self.print("No recording is currently active.\n");
            self.field("record", json!(null));
            return Ok(());
        };
        let mut text = String::from("Active record target: record-full\n");
        if s.position < s.end {
            text.push_str("Replay mode:\n");
        } else {
            text.push_str("Record mode:\n");
        }
        if s.end == s.oldest {
            text.push_str("No instructions have been logged.\n");
        } else {
            text.push_str(&format!(
                "Lowest recorded instruction number is {}.\n",
                s.oldest + 1
            ));
            if s.position < s.end {
                text.push_str(&format!(
                    "Current instruction number is {}.\n",
                    s.position + 1
                ));
            }
            text.push_str(&format!(
                "Highest recorded instruction number is {}.\nLog contains {} instructions.\n",
                s.end,
                s.end - s.oldest
            ));
        }
        text.push_str(&format!(
            "History holds {} snapshots in {} KiB of a {} KiB budget.\n",
            s.snapshots,
            s.bytes / 1024,
            s.budget / 1024
        ));
        if s.dropped {
            text.push_str(&format!(
                "Older history was dropped to stay within the budget: instruction {} is the oldest one can go back to.\n",
                s.oldest + 1
            ));
        }
        self.print(text);
        self.field(
            "record",
            json!({"oldest": s.oldest, "position": s.position, "end": s.end, "snapshots": s.snapshots, "bytes": s.bytes, "budget": s.budget, "dropped": s.dropped}),
        );
        Ok(())
    }

    /// `reverse-stepi [N]` (`over_calls`: `reverse-nexti [N]`).
    pub(crate) fn cmd_reverse_stepi(&mut self, arg: &str, over_calls: bool) -> CommandResult {
        let n = super::stepping::step_count(arg)?;
        let start = self.start_position()?;
        let previous = self.engine.focus().map(|f| f.wave);
        let r = if over_calls {
            self.engine.reverse_next_instructions(n)?
        } else {
            self.engine.reverse_step_instructions(n)?
        };
        self.history_end(&r);
        // At the history's end gdb shows the frame line whatever the function.
        let start = (!r.history_end).then_some(&start);
        self.report_step(r.stop, start, previous)
    }

    /// `reverse-step [N]`, `reverse-next [N]`.
    pub(crate) fn cmd_reverse_step(&mut self, arg: &str, kind: StepKind) -> CommandResult {
        let n = super::stepping::step_count(arg)?;
        let start = self.start_position()?;
        let previous = self.engine.focus().map(|f| f.wave);
        let r = self.engine.reverse_step_lines(kind, n)?;
        self.history_end(&r);
        let start = (n == 1 && !r.history_end).then_some(&start);
        self.report_step(r.stop, start, previous)
    }

    /// `reverse-finish`: back to the call of the selected frame, shown as gdb shows it.
    pub(crate) fn cmd_reverse_finish(&mut self) -> CommandResult {
        let f = self.require_focus()?;
        if self.engine.frame(f.frame + 1).is_err() {
            return Err(CommandError(
                "\"finish\" not meaningful in the outermost frame.".into(),
            ));
        }
        self.engine
            .record_status()
            .ok_or(crate::engine::EngineError::NoHistory)?;
        let d = self.frame_description(f.frame, false)?;
        self.print(format!("Run back to call of #{:<2} {d}\n", f.frame));
        let r = self.engine.reverse_finish()?;
        self.history_end(&r);
        self.report_step(r.stop, None, Some(f.wave))
    }

    /// `info last-write EXPR`: which instruction, wave, lanes and line last changed the bytes
    /// of EXPR (global, LDS or private), with the value before and after, from the recorded history; nothing
    /// moves.
    pub(crate) fn info_last_write(&mut self, arg: &str) -> CommandResult {
        let (v, region) = self.watchable(arg.trim(), amdgpu::target::WatchKind::Write)?;
        let Some(w) = self.engine.who_wrote(&region)? else {
            let s = self
                .engine
                .record_status()
                .ok_or(crate::engine::EngineError::NoHistory)?;
            self.print(format!(
                "{} was not changed in the recorded history (instructions {} to {}).\n",
                arg.trim(),
                s.oldest + 1,
                s.position
            ));
            self.field("last_write", json!(null));
            return Ok(());
        };
        let opts = self.format_options();
        let before = format_value(&Value::from_bytes(v.ty.clone(), w.before.clone()), &opts);
        let after = format_value(&Value::from_bytes(v.ty.clone(), w.after.clone()), &opts);
        let place = match w.pc {
            Some(pc) => {
                let function = self
                    .engine
                    .symbol_at(pc)
                    .map(|s| format!(" in {}", s.name))
                    .unwrap_or_default();
                let line = self
                    .engine
                    .line_of(pc)
                    .map(|(f, l)| format!(" at {f}:{l}"))
                    .unwrap_or_default();
                format!("0x{pc:016x}{function}{line}")
            }
            None => "an address the history did not keep".into(),
        };
        let lanes = match w.lanes.as_slice() {
            [] => String::new(),
            [l] => format!(", with lane {l}"),
            many => format!(", with lanes {}", crate::engine::lane_list(many)),
        };
        self.print(format!(
            "{} was last changed by Thread {} at instruction {}{lanes}, {place}\nOld value = {before}\nNew value = {after}\n",
            arg.trim(),
            w.wave,
            w.time + 1,
        ));
        self.field(
            "last_write",
            json!({"instruction": w.time + 1, "thread": w.wave.0, "lanes": w.lanes, "pc": w.pc.map(|p| format!("{p:#x}")), "old": before, "new": after}),
        );
        Ok(())
    }

    /// Whether `set exec-direction reverse` is on.
    pub(crate) fn reverse_direction(&self) -> bool {
        self.settings.exec_direction_reverse
    }

    /// `reverse-continue`.
    pub(crate) fn cmd_reverse_continue(&mut self) -> CommandResult {
        let previous = self.engine.focus().map(|f| f.wave);
        // Checked first: gdb says nothing more when there is no history.
        self.engine
            .record_status()
            .ok_or(crate::engine::EngineError::NoHistory)?;
        if self.from_tty {
            self.print("Continuing.\n");
        }
        let r = self.engine.reverse_resume()?;
        if r.history_end {
            self.history_end(&r);
            let d = self.frame_description(0, false)?;
            self.print(format!("{d}\n"));
            self.print_source_line(0, false);
            return Ok(());
        }
        self.report(r.stop, previous)
    }

    fn history_end(&mut self, r: &ReverseStop) {
        if r.history_end {
            self.print("\nNo more reverse-execution history.\n");
            if self.engine.process_id().is_some() {
                // A program's dispatches are recorded one at a time, from their start.
                self.print(
                    "(Recording covers the running dispatch from its start; the host program is not recorded.)\n",
                );
            }
            self.field("history_end", json!(true));
        }
    }
}
