//! A host thread selected with `thread H<n>`: its frames (`bt`, `frame`, `up`, `down`), the
//! code at its PC (`x/i`) and its source (`list`), in gdb's words; the engine finds and
//! symbolizes them ([`crate::engine::host`]).

use std::fmt::Write as _;

use serde_json::json;

use super::{CommandError, CommandResult, Interpreter};
use crate::engine::{HostFrame, HostInstruction};

/// Where gdb's `info registers` puts an x86-64 register's natural value (`infcmd.c`:
/// `value_column_2`, 15 + 2 + 16 + 2), checked against gdb 13 on a host core.
const HOST_VALUE_COLUMN: usize = 35;

/// gdb's text of frame `index` of a host stack (what follows `#N  `):
/// `0x00007f… in hipLaunchKernel () from /…/libamdhip64.so.5`,
/// `0x000055… in main () at hello.cpp:42`. gdb leaves the PC out of a function's frame
/// whose inlined call is the frame inside it (they share the PC), and out of a frame whose
/// PC starts a line.
pub(crate) fn host_frame_text(frames: &[HostFrame], index: usize) -> String {
    let Some(f) = frames.get(index) else {
        return String::new();
    };
    let holds_inlined = index
        .checked_sub(1)
        .and_then(|i| frames.get(i))
        .is_some_and(|inner| inner.source.inlined && inner.pc == f.pc);
    let mut s = String::new();
    let line_start = f.at_line_start && f.source.line.is_some();
    if !holds_inlined && !line_start {
        let _ = write!(s, "0x{:016x} in ", f.pc);
    }
    let _ = write!(s, "{} ()", f.source.function.as_deref().unwrap_or("??"));
    match (&f.source.file, f.source.line, &f.library) {
        (Some(file), Some(line), _) => {
            let _ = write!(s, " at {}:{line}", file.name);
        }
        (_, _, Some(library)) => {
            let _ = write!(s, " from {}", library.display());
        }
        _ => {}
    }
    s
}

fn host_frame_json(frames: &[HostFrame], index: usize) -> serde_json::Value {
    let Some(f) = frames.get(index) else {
        return json!(null);
    };
    json!({
        "level": index,
        "pc": format!("{:#x}", f.pc),
        "function": f.source.function,
        "file": f.source.file.as_ref().map(|x| x.name.clone()),
        "line": f.source.line,
        "from": f.library.as_ref().map(|m| m.display().to_string()),
        "inlined": f.source.inlined,
        "text": host_frame_text(frames, index),
    })
}

impl Interpreter {
    /// The frames of the selected host thread.
    fn selected_host_frames(&mut self) -> Result<Vec<HostFrame>, CommandError> {
        let lwp = self
            .engine
            .host_focus()
            .ok_or_else(|| CommandError("No thread selected.".into()))?;
        Ok(self.engine.host_frames(lwp)?)
    }

    /// `#0  …` of a host thread's frame 0, or its PC alone when its frames cannot be read.
    pub(crate) fn host_thread_frame(&mut self, lwp: u32, pc: u64) -> String {
        match self.engine.host_frames(lwp) {
            Ok(frames) if !frames.is_empty() => host_frame_text(&frames, 0),
            _ => format!("0x{pc:016x} in ?? ()"),
        }
    }

    /// `backtrace [N]` of the selected host thread.
    pub(crate) fn host_backtrace(&mut self, limit: Option<usize>) -> CommandResult {
        let frames = self.selected_host_frames()?;
        let shown = limit.unwrap_or(frames.len()).min(frames.len());
        let mut s = String::new();
        for i in 0..shown {
            let _ = writeln!(s, "#{i:<2} {}", host_frame_text(&frames, i));
        }
        if shown < frames.len() {
            s.push_str("(More stack frames follow...)\n");
        }
        self.print(s);
        let rows: Vec<_> = (0..shown).map(|i| host_frame_json(&frames, i)).collect();
        self.field("frames", json!(rows));
        Ok(())
    }

    /// Selects frame `index` of the selected host thread and shows it, with its source line.
    pub(crate) fn select_host_frame(&mut self, index: usize) -> CommandResult {
        self.engine.select_host_frame(index)?;
        let frames = self.selected_host_frames()?;
        self.print(format!("#{index:<2} {}\n", host_frame_text(&frames, index)));
        if let Some(f) = frames.get(index) {
            if let (Some(line), Ok(lines)) = (f.source.line, self.engine.host_source(f)) {
                if let Some(text) = lines.get(line as usize - 1) {
                    self.print(format!("{line}\t{text}\n"));
                }
            }
        }
        self.field("frame", host_frame_json(&frames, index));
        Ok(())
    }

    /// `frame [N]`, `up [N]`, `down [N]` on a host thread: the level to select.
    pub(crate) fn host_frame_level(&mut self, arg: &str, step: Option<bool>) -> CommandResult {
        let (current, _) = self.engine.host_frame()?;
        let count = self.selected_host_frames()?.len();
        let index = match step {
            None if arg.is_empty() => current,
            None => arg
                .parse()
                .map_err(|_| CommandError(format!("Invalid frame level: {arg}")))?,
            Some(up) => {
                let n = usize::try_from(super::table::count_arg(arg)?).unwrap_or(usize::MAX);
                if up {
                    if current + 1 >= count {
                        return Err(CommandError(
                            "Initial frame selected; you cannot go up.".into(),
                        ));
                    }
                    current.saturating_add(n).min(count - 1)
                } else {
                    if current == 0 {
                        return Err(CommandError(
                            "Bottom (innermost) frame selected; you cannot go down.".into(),
                        ));
                    }
                    current.saturating_sub(n)
                }
            }
        };
        self.select_host_frame(index)
    }

    /// `x/Ni ADDRESS` in the host process: gdb's lines, `=>` at the selected frame's PC.
    pub(crate) fn host_examine_instructions(&mut self, address: u64, count: u64) -> CommandResult {
        let pc = self.engine.host_frame().ok().map(|(_, f)| f.pc);
        let count = usize::try_from(count).unwrap_or(usize::MAX).min(10_000);
        let insns: Vec<HostInstruction> = self.engine.host_instructions(address, count)?;
        let mut s = String::new();
        for i in &insns {
            let marker = if Some(i.address) == pc { "=> " } else { "   " };
            let sym = self
                .engine
                .host_symbol(i.address)
                .map(|(n, o)| format!(" {}", host::disasm::symbolic(&n, o)))
                .unwrap_or_default();
            let _ = writeln!(s, "{marker}{:#x}{sym}:\t{}", i.address, i.text);
        }
        self.print(s);
        Ok(())
    }

    /// `info registers [NAME…]` on a host thread of a unified core: gdb's x86-64 general
    /// registers of the selected frame (name, hexadecimal, natural form).
    pub(crate) fn host_info_registers(&mut self, arg: &str) -> CommandResult {
        use host::regs::{eflags_text, natural, Natural};
        let regs = self.engine.host_registers()?;
        let wanted: Vec<&str> = arg
            .split_whitespace()
            .map(|w| w.trim_start_matches('$'))
            .map(|w| if w == "pc" { "rip" } else { w })
            .filter(|w| !matches!(*w, "general" | "all"))
            .collect();
        if let Some(bad) = wanted.iter().find(|w| !regs.iter().any(|(n, _)| n == *w)) {
            return Err(CommandError(format!("Invalid register `{bad}'")));
        }
        let mut s = String::new();
        let mut rows = Vec::new();
        for (name, value) in regs {
            if !wanted.is_empty() && !wanted.contains(&name) {
                continue;
            }
            let label = super::registers::pad_to(name.to_string(), super::registers::NAME_COLUMN);
            let Some(v) = value else {
                let _ = writeln!(s, "{label}<not saved>");
                rows.push(json!({"name": name, "value": null}));
                continue;
            };
            let raw = format!("{v:#x}");
            let shown = match natural(name) {
                Natural::Long => (v as i64).to_string(),
                Natural::Int => (v as u32 as i32).to_string(),
                Natural::DataPointer => raw.clone(),
                Natural::CodePointer => match self.engine.host_symbol(v) {
                    Some((n, o)) => format!("{raw} {}", host::disasm::symbolic(&n, o)),
                    None => raw.clone(),
                },
                Natural::Flags => eflags_text(v),
            };
            let line = super::registers::pad_to(format!("{label}{raw}"), HOST_VALUE_COLUMN);
            let _ = writeln!(s, "{line}{shown}");
            rows.push(json!({"name": name, "value": raw}));
        }
        self.print(s);
        self.field("registers", json!(rows));
        Ok(())
    }

    /// `list` on a host thread: the lines around its selected frame's line.
    pub(crate) fn host_list(&mut self) -> CommandResult {
        let (_, f) = self.engine.host_frame()?;
        let line = f
            .source
            .line
            .ok_or_else(|| CommandError("No line number information available.".into()))?;
        let lines = self.engine.host_source(&f)?;
        let size = self.settings.listsize.unwrap_or(u32::MAX / 2).max(1);
        let first = line.saturating_sub(size / 2).max(1);
        let last = first.saturating_add(size - 1).min(lines.len() as u32);
        let mut s = String::new();
        for l in first..=last {
            let _ = writeln!(s, "{l}\t{}", lines[l as usize - 1]);
        }
        self.print(s);
        Ok(())
    }
}
