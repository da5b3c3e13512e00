//! The stack: `backtrace`, `frame`, `up`, `down`, `info frame`.

use std::fmt::Write as _;

use serde_json::json;

use super::table::count_arg;
use super::{CommandError, CommandResult, Interpreter};

impl Interpreter {
    pub(crate) fn cmd_backtrace(&mut self, arg: &str) -> CommandResult {
        let mut full = false;
        let mut limit: Option<usize> = None;
        for w in arg.split_whitespace() {
            match w {
                "full" | "-full" => full = true,
                n => {
                    limit = Some(n.parse().map_err(|_| {
                        CommandError(format!("No symbol \"{n}\" in current context."))
                    })?);
                }
            }
        }
        if self.engine.host_focus().is_some() {
            return self.host_backtrace(limit);
        }
        let n = self.engine.frames()?.len();
        let end = self.engine.backtrace_end()?;
        let shown = limit.unwrap_or(n).min(n);
        let mut rows = Vec::new();
        for i in 0..shown {
            let d = self.frame_description(i, false)?;
            self.print(format!("#{i:<2} {d}\n"));
            if full {
                self.print_locals_indented(i);
            }
            rows.push(self.frame_json(i));
        }
        if shown < n {
            self.print("(More stack frames follow...)\n");
        } else if !end.is_complete() {
            self.print(format!("Backtrace stopped: {end}\n"));
        }
        self.field("frames", json!(rows));
        self.field("end", json!(end.kind()));
        Ok(())
    }

    fn select_frame(&mut self, index: usize) -> CommandResult {
        self.engine.select_frame(index)?;
        let d = self.frame_description(index, false)?;
        self.print(format!("#{index:<2} {d}\n"));
        self.print_source_line(index, false);
        let frame = self.frame_json(index);
        self.field("frame", frame);
        Ok(())
    }

    pub(crate) fn cmd_frame(&mut self, arg: &str) -> CommandResult {
        let arg = arg.trim().strip_prefix("level").unwrap_or(arg).trim();
        if self.engine.host_focus().is_some() {
            return self.host_frame_level(arg, None);
        }
        let f = self.require_focus()?;
        let index = if arg.is_empty() {
            f.frame
        } else {
            arg.parse()
                .map_err(|_| CommandError(format!("Invalid frame level: {arg}")))?
        };
        self.select_frame(index)
    }

    pub(crate) fn cmd_up_down(&mut self, arg: &str, up: bool) -> CommandResult {
        if self.engine.host_focus().is_some() {
            return self.host_frame_level(arg, Some(up));
        }
        let f = self.require_focus()?;
        let n = usize::try_from(count_arg(arg)?).unwrap_or(usize::MAX);
        let count = self.engine.frames()?.len();
        let index = if up {
            if f.frame + 1 >= count {
                return Err(CommandError(
                    "Initial frame selected; you cannot go up.".into(),
                ));
            }
            f.frame.saturating_add(n).min(count - 1)
        } else {
            if f.frame == 0 {
                return Err(CommandError(
                    "Bottom (innermost) frame selected; you cannot go down.".into(),
                ));
            }
            f.frame.saturating_sub(n)
        };
        self.select_frame(index)
    }

    pub(crate) fn info_frame(&mut self) -> CommandResult {
        let f = self.require_focus()?;
        let fr = self.engine.frame(f.frame)?;
        let caller = self.engine.frame(f.frame + 1).ok();
        // The saved PC is the physical caller's: an inlined frame's caller is at the same PC.
        let saved_pc = self
            .engine
            .frames()?
            .iter()
            .find(|x| x.physical > fr.physical)
            .map(|x| x.pc);
        let inner = f
            .frame
            .checked_sub(1)
            .and_then(|i| self.engine.frame(i).ok());
        let recovered = self.engine.recovered_registers(f.frame)?;
        let cfa = |c: Option<unwind::Cfa>| c.map_or("<unknown>".to_string(), |c| c.to_string());
        let mut s = format!("Stack level {}, frame at {}:\n", fr.index, cfa(fr.cfa));
        let _ = write!(
            s,
            " pc = 0x{:016x} in {}",
            fr.pc,
            fr.function.as_deref().unwrap_or("??")
        );
        if let Some((file, line)) = &fr.line {
            let _ = write!(s, " ({file}:{line})");
        }
        match saved_pc {
            Some(pc) => {
                let _ = writeln!(s, "; saved pc = 0x{pc:016x}");
            }
            None => s.push('\n'),
        }
        if fr.inlined {
            let _ = writeln!(s, " inlined into frame {}", fr.index + 1);
        }
        if let Some(c) = &caller {
            let _ = writeln!(s, " called by frame at {}", cfa(c.cfa));
        }
        if let Some(i) = &inner {
            let _ = writeln!(s, " caller of frame at {}", cfa(i.cfa));
        }
        let _ = writeln!(s, " unwound by: {}", fr.method);
        // Registers the rules leave undefined (the ABI clobbers them) are not saved.
        let saved: Vec<_> = recovered
            .iter()
            .filter(|r| !matches!(r.value, unwind::RecoveredValue::Undefined))
            .collect();
        if !saved.is_empty() {
            s.push_str(" Saved registers:\n");
            for r in saved {
                let name = amdgpu::DwarfReg(r.register.0);
                let _ = writeln!(s, "  {name}: {}", r.how);
            }
        }
        self.print(s);
        let frame = self.frame_json(f.frame);
        self.field("frame", frame);
        Ok(())
    }
}
