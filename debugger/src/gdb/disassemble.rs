//! `disassemble [/r] [/s | /m] [WHERE | START,END | START,+LEN]`: gdb 13's layouts, with `=>`
//! at the selected frame's PC. `/r` adds the instruction's bytes (in memory order), `/s`
//! interleaves the source in address order, `/m` in source-line order.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;

use amdgpu::decode::Decoder;

use super::{CommandError, CommandResult, Interpreter};
use crate::engine::Placement;
use crate::symbols::{LineIndex, Module, ModuleId};

/// The modifiers after `/`.
#[derive(Debug, Default, Clone, Copy)]
struct Modifiers {
    /// `/r`: the raw bytes.
    raw: bool,
    /// `/s`: source lines in address order.
    source: bool,
    /// `/m`: source lines in line order (gdb's deprecated form).
    source_by_line: bool,
}

/// Splits `/rs …` off the argument, as gdb reads it.
fn parse_modifiers(arg: &str) -> Result<(Modifiers, &str), CommandError> {
    let mut m = Modifiers::default();
    let mut rest = arg.trim_start();
    while let Some(after) = rest.strip_prefix('/') {
        let end = after.find(char::is_whitespace).unwrap_or(after.len());
        for c in after[..end].chars() {
            match c {
                'r' => m.raw = true,
                's' => m.source = true,
                'm' => m.source_by_line = true,
                _ => return Err(CommandError("Invalid disassembly modifier.".into())),
            }
        }
        rest = after[end..].trim_start();
    }
    if m.source && m.source_by_line {
        return Err(CommandError("Cannot specify both /m and /s.".into()));
    }
    Ok((m, rest))
}

/// One decoded instruction.
struct Insn {
    /// ELF address.
    elf: u64,
    bytes: Vec<u8>,
    text: String,
}

/// What a dump covers and how its addresses are labelled.
struct Extent {
    module: ModuleId,
    /// ELF addresses, `low..high`.
    low: u64,
    high: u64,
    /// `Some(name)`: one function, offsets shown as `<+N>`; `None`: a range, `<func+N>`.
    function: Option<String>,
}

/// A source position for the `/s` and `/m` layouts: gdb's `find_pc_line` (line 0 is no line).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct SourceLine {
    file: u32,
    line: u32,
    /// Where the row ends (the next row's address).
    end: u64,
}

fn source_line(lines: &LineIndex, elf: u64) -> Option<SourceLine> {
    let row = lines.row_for(elf)?;
    let range = lines.row_range(elf)?;
    (row.line != 0).then_some(SourceLine {
        file: row.file,
        line: row.line,
        end: range.end,
    })
}

impl Interpreter {
    pub(crate) fn cmd_disassemble(&mut self, arg: &str) -> CommandResult {
        let (mods, rest) = parse_modifiers(arg)?;
        let selected_pc = match self.engine.focus() {
            Some(f) => self.engine.frame(f.frame).ok().map(|fr| fr.pc),
            None => None,
        };
        let extent = self.disassembly_extent(rest)?;
        let base = self.engine.module(extent.module).load_base;
        let insns = self.decode_range(&extent)?;
        let mut s = match &extent.function {
            Some(name) => format!("Dump of assembler code for function {name}:\n"),
            None => format!(
                "Dump of assembler code from {:#x} to {:#x}:\n",
                extent.low + base,
                extent.high + base
            ),
        };
        let render = |this: &Self, i: &Insn| {
            let a = i.elf + base;
            let marker = if selected_pc == Some(a) { "=> " } else { "   " };
            let label = match &extent.function {
                Some(_) => format!(" <+{}>", i.elf - extent.low),
                None => this
                    .engine
                    .function_of(a)
                    .map_or(String::new(), |(f, o)| format!(" <{f}+{o}>")),
            };
            let raw = if mods.raw {
                let hex: Vec<String> = i.bytes.iter().map(|b| format!("{b:02x}")).collect();
                format!("{}\t", hex.join(" "))
            } else {
                String::new()
            };
            format!("{marker}0x{a:016x}{label}:\t{raw}{}\n", i.text)
        };
        let m = self.engine.module(extent.module);
        if mods.source {
            s.push_str(&self.source_in_address_order(m, &extent, &insns, &render));
        } else if mods.source_by_line {
            s.push_str(&self.source_in_line_order(m, &extent, &insns, &render));
        } else {
            for i in &insns {
                s.push_str(&render(self, i));
            }
        }
        s.push_str("End of assembler dump.\n");
        self.print(s);
        Ok(())
    }

    /// An address a `disassemble` argument names: an expression (`$pc`, `0x…`, `$pc+8`),
    /// else a location (a function, `FILE:LINE`).
    fn disassembly_address(&mut self, text: &str) -> Result<u64, CommandError> {
        if let Ok(v) = self.evaluate(text) {
            if let Some(a) = v
                .as_address()
                .map(|a| a.1)
                .or(v.unsigned().map(|u| u as u64))
            {
                return Ok(a);
            }
        }
        let spec = self.parse_location(text)?;
        Ok(self.engine.resolve(&spec, Placement::FirstInstruction)?[0])
    }

    fn disassembly_extent(&mut self, arg: &str) -> Result<Extent, CommandError> {
        let no_function = || CommandError("No function contains specified address.".into());
        if let Some((start, end)) = arg.split_once(',') {
            let low = self.disassembly_address(start.trim())?;
            let end = end.trim();
            let high = match end.strip_prefix('+') {
                Some(len) => low.wrapping_add(self.disassembly_address(len.trim())?),
                None => self.disassembly_address(end)?,
            };
            let module = self
                .engine
                .module_at(low)
                .ok_or_else(|| CommandError(format!("Cannot access memory at address {low:#x}")))?;
            let base = self.engine.module(module).load_base;
            return Ok(Extent {
                module,
                low: low - base,
                high: high.saturating_sub(base),
                function: None,
            });
        }
        let at = if arg.is_empty() {
            let f = self.require_focus()?;
            self.engine.frame(f.frame)?.lookup_pc
        } else {
            self.disassembly_address(arg)?
        };
        let module = self.engine.module_at(at).ok_or_else(no_function)?;
        let m = self.engine.module(module);
        let func = m.function_at(at - m.load_base).ok_or_else(no_function)?;
        Ok(Extent {
            module,
            low: func.start,
            high: func.end,
            function: Some(m.display_name(&func.name).to_string()),
        })
    }

    /// The instructions of `extent`, decoded from the module's own bytes (a planted
    /// breakpoint is in the target's memory, not there).
    fn decode_range(&mut self, extent: &Extent) -> Result<Vec<Insn>, CommandError> {
        let focused_size = self
            .engine
            .focus()
            .and_then(|f| self.engine.wave(f.wave).ok())
            .map(|w| w.wave_size);
        let m = self.engine.module(extent.module);
        let processor = m
            .image
            .processor()
            .ok_or_else(|| CommandError("unknown processor".into()))?;
        let wave = focused_size
            .or_else(|| m.image.code_object.wave_size_at(extent.low))
            .unwrap_or(amdgpu::WaveSize::Wave64);
        let decoder = Decoder::for_target(processor.name, wave)?;
        let section = m.image.code_object.code_at(extent.low).ok_or_else(|| {
            CommandError(format!(
                "Cannot access memory at address {:#x}",
                extent.low + m.load_base
            ))
        })?;
        let end = extent.high.min(section.address + section.data.len() as u64);
        let mut out = Vec::new();
        let mut a = extent.low;
        while a < end {
            let off = (a - section.address) as usize;
            let inst = decoder.decode(&section.data[off..]);
            let len = inst.len().max(4).min(section.data.len() - off);
            out.push(Insn {
                elf: a,
                bytes: section.data[off..off + len].to_vec(),
                text: inst.text(),
            });
            a += len as u64;
        }
        Ok(out)
    }

    /// `LINE\tTEXT\n` of a file's line, as `list` prints it.
    fn source_text(
        &self,
        m: &Module,
        cache: &mut HashMap<u32, Result<Vec<String>, String>>,
        file: u32,
        line: u32,
    ) -> String {
        let Some(f) = m.lines().files.get(file as usize) else {
            return format!("{line}\n");
        };
        let text = cache
            .entry(file)
            .or_insert_with(|| self.engine.source_path().read(f));
        match text {
            Ok(lines) => match lines.get(line as usize - 1) {
                Some(t) => format!("{line}\t{t}\n"),
                None => format!("{line}\tin {}\n", f.name),
            },
            Err(e) => format!("{line}\t{e}\n"),
        }
    }

    /// gdb 13's `/s`: instructions in address order, each run of one line under that line,
    /// the file named when it changes, source lines skipped over printed when they have no
    /// code of their own in the range.
    fn source_in_address_order(
        &self,
        m: &Module,
        extent: &Extent,
        insns: &[Insn],
        render: &dyn Fn(&Self, &Insn) -> String,
    ) -> String {
        let lines = m.lines();
        let mut cache = HashMap::new();
        let with_code: BTreeSet<(u32, u32)> = insns
            .iter()
            .filter_map(|i| source_line(lines, i.elf))
            .map(|l| (l.file, l.line))
            .collect();
        // The first row in the range: a line (an opening brace) before the first one with
        // code is shown too.
        let first = lines
            .rows
            .iter()
            .find(|r| r.address >= extent.low)
            .filter(|r| r.address < extent.high && !r.end_sequence);
        let mut s = String::new();
        let mut last: Option<Option<u32>> = None;
        let mut last_line = 0u32;
        let mut k = 0;
        while k < insns.len() {
            let pc = insns[k].elf;
            let sal = source_line(lines, pc);
            let file = sal.map(|l| l.file);
            let line = sal.map_or(0, |l| l.line);
            let mut preceding = None;
            let mut new_line = false;
            if last != Some(file) {
                new_line = true;
                if let (0, Some(f)) = (last_line, first) {
                    if f.line != 0 && f.line < line && sal.is_some() {
                        preceding = Some((f.line, line));
                    }
                }
            } else if let Some(sal) = sal {
                if line > last_line + 1 && last_line != 0 {
                    let mut l = line - 1;
                    while l > last_line && !with_code.contains(&(sal.file, l)) {
                        l -= 1;
                    }
                    if l < line - 1 {
                        preceding = Some((l + 1, line));
                    }
                }
                new_line = line != last_line;
            }
            if new_line {
                if pc > extent.low {
                    s.push('\n');
                }
                if last != Some(file) {
                    match file.and_then(|f| lines.files.get(f as usize)) {
                        Some(f) => {
                            let _ = writeln!(s, "{}:", f.name);
                        }
                        None => s.push_str("unknown:\n"),
                    }
                }
                if let (Some((from, to)), Some(f)) = (preceding, file) {
                    for l in from..to {
                        s.push_str(&self.source_text(m, &mut cache, f, l));
                    }
                }
                match sal {
                    Some(sal) => s.push_str(&self.source_text(m, &mut cache, sal.file, line)),
                    None => s.push_str("--- no source info for this pc ---\n"),
                }
            }
            // The instructions up to the row's end (one, without a line).
            let end = sal.map_or(pc + 1, |l| l.end.min(extent.high));
            while k < insns.len() && (insns[k].elf < end || insns[k].elf == pc) {
                s.push_str(&render(self, &insns[k]));
                k += 1;
            }
            last = Some(file);
            last_line = line;
        }
        s
    }

    /// gdb's `/m`: the function's file's line-table rows sorted by line, each line printed
    /// once (with the lines between it and the previous one) followed by the instructions
    /// of its rows, and a blank line after each line's instructions.
    fn source_in_line_order(
        &self,
        m: &Module,
        extent: &Extent,
        insns: &[Insn],
        render: &dyn Fn(&Self, &Insn) -> String,
    ) -> String {
        let lines = m.lines();
        let mut cache = HashMap::new();
        let Some(file) = lines.row_for(extent.low).map(|r| r.file) else {
            return insns.iter().map(|i| render(self, i)).collect();
        };
        let rows: Vec<_> = lines.rows.iter().filter(|r| r.file == file).collect();
        // (line, start, end) per row in the range; rows of line 0 and repeated rows left out.
        let mut entries = Vec::new();
        for (i, r) in rows.iter().enumerate() {
            if r.address < extent.low || r.address >= extent.high {
                continue;
            }
            let Some(next) = rows.get(i + 1) else { break };
            if r.line == 0 || r.end_sequence || (next.line == r.line && next.address == r.address) {
                continue;
            }
            entries.push((r.line, r.address, next.address.min(extent.high)));
        }
        entries.sort_by_key(|e| (e.0, e.1));
        let mut s = String::new();
        let mut next_line = 0u32;
        for (i, &(line, start, end)) in entries.iter().enumerate() {
            if line >= next_line {
                let from = if next_line == 0 { line } else { next_line };
                for l in from..=line {
                    s.push_str(&self.source_text(m, &mut cache, file, l));
                }
                next_line = line + 1;
            }
            for insn in insns.iter().filter(|x| x.elf >= start && x.elf < end) {
                s.push_str(&render(self, insn));
            }
            if entries.get(i + 1).is_none_or(|n| n.0 > line) {
                s.push('\n');
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modifiers_as_gdb_reads_them() {
        let (m, rest) = parse_modifiers("/rs $pc,+16").unwrap();
        assert!(m.raw && m.source && !m.source_by_line);
        assert_eq!(rest, "$pc,+16");
        let (m, rest) = parse_modifiers("/r /m main").unwrap();
        assert!(m.raw && m.source_by_line);
        assert_eq!(rest, "main");
        assert_eq!(
            parse_modifiers("/x").unwrap_err().0,
            "Invalid disassembly modifier."
        );
        assert_eq!(
            parse_modifiers("/sm").unwrap_err().0,
            "Cannot specify both /m and /s."
        );
    }
}
