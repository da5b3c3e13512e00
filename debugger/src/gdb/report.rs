//! Stops as gdb and ROCgdb print them (`Thread 1 hit Breakpoint 1, with lanes [35 46], …`,
//! `[Switching to thread …]`, the source line), frame lines (`func (args) at file:line`) and
//! their JSON twins.

use std::fmt::Write as _;

use amdgpu::target::{ProcessEnd, StopReason, WatchKind, WaveId};
use serde_json::json;

use super::breakpoints::watch_title;
use super::settings::FrameArguments;
use super::{CommandError, CommandResult, Interpreter};
use crate::engine::{lane_list, StopEvent, VariableKind};
use crate::format::{format_inner, format_value, FormatOptions};
use crate::types::Type;
use crate::value::Value;

/// gdb's signal name and description for a stop reason.
pub(crate) fn signal_of(reason: &StopReason) -> (&'static str, &'static str) {
    let signal = reason.signal();
    (signal.name, signal.description)
}

impl Interpreter {
    /// Prints a stop as gdb does; `previous` is the wave in focus before the command (a
    /// switch to another wave is announced).
    pub(crate) fn report(&mut self, stop: StopEvent, previous: Option<WaveId>) -> CommandResult {
        // What the engine noticed on the way (condition errors) comes first, as gdb prints it
        // while it runs.
        self.print_notices();
        self.last_stop = Some(stop.clone());
        let lane = self.engine.focus().map_or(0, |f| f.lane);
        let owing: Vec<u32> = match &stop {
            StopEvent::Breakpoint { breakpoints, .. } => breakpoints.clone(),
            StopEvent::Watchpoint { hits, .. } => hits.iter().map(|h| h.number).collect(),
            _ => Vec::new(),
        };
        self.note_stop(&owing);
        self.warn_language_mismatch();
        let silent = self.stop_is_silent(&owing);
        match &stop {
            StopEvent::Completed { kernel } => {
                self.print(format!("[Inferior 1 (kernel {kernel}) exited normally]\n"));
                self.field("stop", json!({"reason": "exited"}));
                return Ok(());
            }
            StopEvent::ProcessExited { pid, how } => {
                // gdb's words; the exit code in octal, as gdb prints it.
                let text = match how {
                    ProcessEnd::Code(0) => {
                        format!("[Inferior 1 (process {pid}) exited normally]\n")
                    }
                    ProcessEnd::Code(c) => {
                        format!("[Inferior 1 (process {pid}) exited with code {c:02o}]\n")
                    }
                    ProcessEnd::Signal(s) => format!(
                        "\nProgram terminated with signal {s}.\nThe program no longer exists.\n"
                    ),
                };
                self.print(text);
                let (code, signal) = match how {
                    ProcessEnd::Code(c) => (Some(*c), None),
                    ProcessEnd::Signal(s) => (None, Some(*s)),
                };
                self.field(
                    "stop",
                    json!({"reason": "exited", "pid": pid, "code": code, "signal": signal}),
                );
                return Ok(());
            }
            StopEvent::Terminated { signal } => {
                self.print(format!(
                    "\nProgram terminated with signal {}, {}.\nThe program no longer exists.\n",
                    signal.name, signal.description
                ));
                self.field(
                    "stop",
                    json!({"reason": "exited-signalled", "signal": signal.name}),
                );
                return Ok(());
            }
            StopEvent::WaveExited { wave } => {
                let name = self
                    .engine
                    .wave(*wave)
                    .ok()
                    .map_or_else(|| format!("wave {wave}"), |w| w.to_string());
                self.print(format!("[{name} exited]\n"));
                self.field("stop", json!({"reason": "wave-exited", "thread": wave.0}));
                return Ok(());
            }
            StopEvent::Breakpoint {
                wave,
                breakpoints,
                temporary,
                lanes,
            } => {
                self.switch_message(previous, *wave, lane);
                let pc = self.engine.pc(*wave)?;
                let frame = self.frame_json(0);
                self.field(
                    "stop",
                    json!({"reason": "breakpoint", "breakpoints": breakpoints, "thread": wave.0, "lane": lane, "lanes": lanes, "pc": format!("{pc:#x}"), "frame": frame}),
                );
                if silent {
                    // `silent` first in the command list: the list says what it wants.
                    return Ok(());
                }
                let kind = if *temporary {
                    "Temporary breakpoint"
                } else {
                    "Breakpoint"
                };
                let lane_text = if lanes.len() == 1 {
                    format!("with lane {}", lanes[0])
                } else {
                    format!("with lanes {}", lane_list(lanes))
                };
                let where_ = self.frame_description(0, false)?;
                self.print(format!(
                    "\nThread {wave} hit {kind} {}, {lane_text}, {where_}\n",
                    breakpoints[0]
                ));
                self.print_source_line(0, false);
            }
            StopEvent::Stepped { wave } => {
                self.engine.frame(0)?;
                let frame = self.frame_json(0);
                self.field("stop", json!({"reason": "end-stepping-range", "thread": wave.0, "lane": lane, "frame": frame}));
            }
            StopEvent::Watchpoint { wave, hits } => {
                self.switch_message(previous, *wave, lane);
                let mut s = String::new();
                let opts = self.format_options();
                let mut rows = Vec::new();
                for h in hits {
                    let Some(w) = self.engine.breakpoints().watchpoint(h.number) else {
                        continue;
                    };
                    let o = format_value(&Value::from_bytes(w.ty.clone(), h.old.clone()), &opts);
                    let n = format_value(&Value::from_bytes(w.ty.clone(), h.new.clone()), &opts);
                    let lanes = match h.lanes.as_slice() {
                        [] => String::new(),
                        [l] => format!(", with lane {l}"),
                        many => format!(", with lanes {}", lane_list(many)),
                    };
                    let _ = write!(
                        s,
                        "\nThread {wave} hit {} {}: {}{lanes}\n\n",
                        watch_title(h.kind),
                        h.number,
                        w.expression
                    );
                    // As gdb: a load, or a store that left the bytes as they were, shows the
                    // value; a change shows both.
                    if h.kind == WatchKind::Read || h.old == h.new {
                        let _ = writeln!(s, "Value = {n}");
                    } else {
                        let _ = write!(s, "Old value = {o}\nNew value = {n}\n");
                    }
                    rows.push(
                        json!({"number": h.number, "expression": w.expression, "kind": format!("{:?}", h.kind).to_lowercase(), "lanes": h.lanes, "old": o, "new": n}),
                    );
                }
                self.print(s);
                self.field("watchpoints", json!(rows));
                let d = self.frame_description(0, false)?;
                self.print(format!("{d}\n"));
                self.print_source_line(0, false);
                let frame = self.frame_json(0);
                self.field("stop", json!({"reason": "watchpoint-trigger", "thread": wave.0, "lane": lane, "frame": frame}));
            }
            StopEvent::RecordedEnd { wave } => {
                // The notice said why; gdb then shows where the program is held.
                self.switch_message(previous, *wave, lane);
                let d = self.frame_description(0, true)?;
                self.print(format!("{d}\n"));
                self.print_source_line(0, false);
                let frame = self.frame_json(0);
                self.field(
                    "stop",
                    json!({"reason": "record-end", "thread": wave.0, "lane": lane, "frame": frame}),
                );
            }
            StopEvent::WatchpointScopeLeft { wave, watchpoints } => {
                // The notices said which watchpoints went; gdb then shows where the wave is.
                self.switch_message(previous, *wave, lane);
                let d = self.frame_description(0, false)?;
                self.print(format!("{d}\n"));
                self.print_source_line(0, false);
                let frame = self.frame_json(0);
                self.field("stop", json!({"reason": "watchpoint-scope", "watchpoints": watchpoints, "thread": wave.0, "lane": lane, "frame": frame}));
            }
            StopEvent::Signal { wave, reason } => {
                let (sig, text) = signal_of(reason);
                self.print(format!("\nThread {wave} received signal {sig}, {text}.\n"));
                if *reason == StopReason::Deadlock {
                    // gdb's signal line cannot say why; a GPU would show no stop at all.
                    self.print(format!("hdb: {reason}.\n"));
                }
                self.switch_message(previous, *wave, lane);
                let d = self.frame_description(0, true)?;
                self.print(format!("{d}\n"));
                self.print_source_line(0, false);
                let frame = self.frame_json(0);
                self.field("stop", json!({"reason": "signal", "signal": sig, "detail": reason.to_string(), "thread": wave.0, "lane": lane, "frame": frame}));
            }
            StopEvent::Check { wave, findings } => {
                let mut text = String::new();
                for (n, f) in findings.iter().enumerate() {
                    let lead = if n == 0 {
                        format!("\nThread {wave} stopped: ")
                    } else {
                        "Also: ".to_string()
                    };
                    text.push_str(&format!("{lead}{f}.\n"));
                }
                self.print(text);
                self.switch_message(previous, *wave, lane);
                let d = self.frame_description(0, false)?;
                self.print(format!("{d}\n"));
                self.print_source_line(0, false);
                let frame = self.frame_json(0);
                let rows: Vec<serde_json::Value> =
                    findings.iter().map(super::checks::finding_json).collect();
                let lanes = findings
                    .first()
                    .map(|f| {
                        (0..64)
                            .filter(|l| f.lanes >> l & 1 != 0)
                            .collect::<Vec<u32>>()
                    })
                    .unwrap_or_default();
                self.field("stop", json!({"reason": "check", "findings": rows, "thread": wave.0, "lane": lane, "lanes": lanes, "frame": frame}));
            }
            StopEvent::Interrupted { wave, limit } => {
                let Some(wave) = wave.or(previous) else {
                    self.print("\nProgram received signal SIGINT, Interrupt.\n");
                    return Ok(());
                };
                let limit = if *limit {
                    " (instruction limit reached)"
                } else {
                    ""
                };
                self.print(format!(
                    "\nThread {wave} received signal SIGINT, Interrupt{limit}.\n"
                ));
                let d = self.frame_description(0, true)?;
                self.print(format!("{d}\n"));
                self.print_source_line(0, false);
                self.field(
                    "stop",
                    json!({"reason": "interrupted", "thread": wave.0, "lane": lane}),
                );
            }
        }
        // A step's report ends with its source line; its caller shows the displays after it.
        if !matches!(stop, StopEvent::Stepped { .. }) {
            self.do_displays();
        }
        Ok(())
    }

    /// `[Switching to thread 2, lane 0 (AMDGPU Lane …)]` when the stop is in another wave.
    pub(crate) fn switch_message(&mut self, previous: Option<WaveId>, wave: WaveId, lane: u32) {
        if previous == Some(wave) {
            return;
        }
        if let Ok(p) = self.engine.lane_position(wave, lane) {
            self.print(format!("[Switching to thread {wave}, lane {lane} ({p})]\n"));
        }
    }

    /// `func (args) at file:line`, with `0x… in ` first when the PC is not at the start of a
    /// line (or always, for callers and with `force_address`).
    pub(crate) fn frame_description(
        &mut self,
        index: usize,
        force_address: bool,
    ) -> Result<String, CommandError> {
        let fr = self.engine.frame(index)?;
        let at_line_start = fr.module.is_some() && self.engine.at_statement(fr.pc);
        // gdb's `frame_show_address`: a frame a call was inlined into is at that call, shown
        // without an address; so is a frame whose inlined calls a stop at their entry hides.
        let has_inlined_callee = match index.checked_sub(1) {
            Some(inner) => self.engine.frame(inner)?.physical == fr.physical,
            None => self.engine.hides_inlined_calls(),
        };
        let mut s = String::new();
        if !has_inlined_callee && (index > 0 || force_address || !at_line_start) {
            let _ = write!(s, "0x{:016x} in ", fr.pc);
        }
        let args = self.frame_arguments(index);
        let _ = write!(s, "{} ({args})", fr.function.as_deref().unwrap_or("??"));
        if let Some((file, line)) = &fr.line {
            let _ = write!(s, " at {file}:{line}");
        }
        Ok(s)
    }

    /// `n=5, p=0x1000` for a frame line, for the focused lane, as `set print
    /// frame-arguments` says (gdb's default `scalars`: aggregates show as `...`).
    pub(crate) fn frame_arguments(&mut self, index: usize) -> String {
        let lane = self.engine.focus().map_or(0, |f| f.lane);
        let Ok(vars) = self.engine.variables(index, lane, VariableKind::Arguments) else {
            return String::new();
        };
        let which = self.settings.print_frame_arguments;
        if which == FrameArguments::Presence {
            return if vars.is_empty() {
                String::new()
            } else {
                "...".into()
            };
        }
        // Frame lines are one line: never pretty.
        let opts = FormatOptions {
            pretty: false,
            ..self.format_options()
        };
        vars.into_iter()
            .map(|v| match v.value {
                Ok(x)
                    if which == FrameArguments::All
                        || (which == FrameArguments::Scalars && Type::is_scalar(&x.ty)) =>
                {
                    format!("{}={}", v.name, format_inner(&x, &opts))
                }
                Ok(_) => format!("{}=...", v.name),
                Err(e) => format!("{}=<error: {e}>", v.name),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A frame's JSON: level, PC, function, file, line, CFA, how it was unwound, the unwound
    /// frame it is part of and whether it is an inlined call.
    pub(crate) fn frame_json(&mut self, index: usize) -> serde_json::Value {
        let Ok(fr) = self.engine.frame(index) else {
            return serde_json::Value::Null;
        };
        json!({
            "level": fr.index,
            "pc": format!("{:#x}", fr.pc),
            "function": fr.function,
            "file": fr.line.as_ref().map(|l| l.0.clone()),
            "line": fr.line.as_ref().map(|l| l.1),
            "cfa": fr.cfa.map(|c| c.to_string()),
            "unwound_by": fr.method.name(),
            "physical": fr.physical,
            "inlined": fr.inlined,
        })
    }

    /// Prints `LINE\tTEXT` for a frame (with the address first when `with_address`).
    pub(crate) fn print_source_line(&mut self, index: usize, with_address: bool) {
        let Ok(fr) = self.engine.frame(index) else {
            return;
        };
        let (Some(mi), Some((name, line))) = (fr.module, fr.line.clone()) else {
            return;
        };
        let m = self.engine.module(mi);
        // The frame's file: the line table's at the PC, or the file of the call an inner
        // frame was inlined from.
        let Some(file) = m.lines().files.iter().find(|f| f.name == name) else {
            return;
        };
        let file = file.clone();
        let fi = m.lines().files.iter().position(|f| *f == file).unwrap_or(0) as u32;
        let text = match self.engine.source_path().read(&file) {
            Ok(lines) => lines
                .get(line as usize - 1)
                .map_or_else(|| format!("in {}", file.name), |t| t.clone()),
            Err(e) => e,
        };
        let prefix = if with_address {
            format!("0x{:016x}\t", fr.pc)
        } else {
            String::new()
        };
        self.print(format!("{prefix}{line}\t{text}\n"));
        self.list_last = Some((fi, line, mi));
        self.list_next = None;
    }
}
