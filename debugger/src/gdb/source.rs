//! Source: `list`, `directory`, `info source`, `info line`.

use std::fmt::Write as _;

use super::{CommandError, CommandResult, Interpreter};
use crate::engine::{BreakpointSpec, Placement};
use crate::symbols::ModuleId;

impl Interpreter {
    /// `, <func+off>` after an address in `info line`.
    fn function_suffix(&self, a: u64) -> String {
        self.engine.function_of(a).map_or(String::new(), |(f, o)| {
            if o == 0 {
                format!(" <{f}>")
            } else {
                format!(" <{f}+{o}>")
            }
        })
    }

    /// The file, module and line a `list` argument names (a line, `FILE:LINE`, a function).
    fn list_location(&mut self, arg: &str) -> Result<(u32, ModuleId, u32), CommandError> {
        match self.parse_location(arg)? {
            BreakpointSpec::Line {
                file: Some(file),
                line,
            } => {
                let (mi, fi) = self
                    .engine
                    .loaded_modules()
                    .find_map(|(mi, m)| m.lines().matching_files(&file).first().map(|&f| (mi, f)))
                    .ok_or_else(|| CommandError(format!("No source file named {file}.")))?;
                Ok((fi, mi, u32::try_from(line).unwrap_or(u32::MAX)))
            }
            spec => {
                let a = self.engine.resolve(&spec, Placement::FirstInstruction)?[0];
                let mi = self.engine.module_at(a).unwrap_or(ModuleId(0));
                let m = self.engine.module(mi);
                let (file, line) = m
                    .line_at(a - m.load_base)
                    .ok_or_else(|| CommandError(format!("No line number known for {arg}.")))?;
                let fi = m.lines().files.iter().position(|f| f == file).unwrap_or(0) as u32;
                Ok((fi, mi, line))
            }
        }
    }

    /// `list [LOCATION | FIRST,LAST | FIRST, | ,LAST]`: `listsize` lines around LOCATION (or
    /// after the last listing), or the range given.
    pub(crate) fn cmd_list(&mut self, arg: &str) -> CommandResult {
        // `set listsize unlimited` (or 0) lists the whole file.
        let size = self.settings.listsize.unwrap_or(u32::MAX / 2).max(1);
        let no_symbols =
            || CommandError("No symbol table is loaded.  Use the \"file\" command.".into());
        let arg = arg.trim();
        if arg.is_empty() && self.engine.host_focus().is_some() {
            return self.host_list();
        }
        let (fi, mi, first, last) = if arg.is_empty() {
            let (fi, mi, center) = match (self.list_next, self.list_last) {
                (Some((fi, first, mi)), _) => (fi, mi, first.saturating_add(size / 2)),
                (None, Some((fi, line, mi))) => (fi, mi, line),
                (None, None) => {
                    let file = self.current_file().ok_or_else(no_symbols)?;
                    let (mi, m) = self.engine.loaded_modules().next().ok_or_else(no_symbols)?;
                    let fi = m
                        .lines()
                        .matching_files(&file)
                        .first()
                        .copied()
                        .unwrap_or(0);
                    let kernel_line = m
                        .functions
                        .iter()
                        .find(|f| f.is_kernel)
                        .and_then(|f| m.line_at(f.start))
                        .map_or(1, |x| x.1);
                    (fi, mi, kernel_line + 1)
                }
            };
            let first = center.saturating_sub(size / 2).max(1);
            (fi, mi, first, first.saturating_add(size - 1))
        } else if let Some((a, b)) = arg.split_once(',') {
            let (a, b) = (a.trim(), b.trim());
            match (a.is_empty(), b.is_empty()) {
                (true, true) => {
                    return Err(CommandError("Junk at end of line specification.".into()))
                }
                (false, true) => {
                    let (fi, mi, first) = self.list_location(a)?;
                    (fi, mi, first, first.saturating_add(size - 1))
                }
                (true, false) => {
                    let (fi, mi, last) = self.list_location(b)?;
                    (fi, mi, last.saturating_sub(size - 1).max(1), last)
                }
                (false, false) => {
                    let (fi, mi, first) = self.list_location(a)?;
                    // A bare number after the comma is a line of the first location's file.
                    let last = match b.parse::<u32>() {
                        Ok(n) => n,
                        Err(_) => self.list_location(b)?.2,
                    };
                    (fi, mi, first, last.max(first))
                }
            }
        } else {
            let (fi, mi, center) = self.list_location(arg)?;
            let first = center.saturating_sub(size / 2).max(1);
            (fi, mi, first, first.saturating_add(size - 1))
        };
        let file = self.engine.module(mi).lines().files[fi as usize].clone();
        let lines = self
            .engine
            .source_path()
            .read(&file)
            .map_err(CommandError)?;
        let first = first.max(1);
        let last = last.min(lines.len() as u32);
        if first > lines.len() as u32 {
            return Err(CommandError(format!(
                "Line number {first} out of range; {} has {} lines.",
                file.name,
                lines.len()
            )));
        }
        let mut s = String::new();
        for l in first..=last {
            let _ = writeln!(s, "{l}\t{}", lines[l as usize - 1]);
        }
        self.print(s);
        self.list_next = Some((fi, last + 1, mi));
        Ok(())
    }

    pub(crate) fn cmd_directory(&mut self, arg: &str) -> CommandResult {
        for d in arg.split(':').filter(|d| !d.is_empty()) {
            self.engine.add_source_directory(d.into());
        }
        let dirs = self
            .engine
            .source_path()
            .directories
            .iter()
            .map(|d| d.display().to_string())
            .collect::<Vec<_>>()
            .join(":");
        self.print(format!("Source directories searched: {dirs}\n"));
        Ok(())
    }

    pub(crate) fn info_source(&mut self) -> CommandResult {
        let Some(file) = self.current_file() else {
            self.print("No current source file.\n");
            return Ok(());
        };
        let mut s = format!("Current source file is {file}\n");
        if let Some((_, m)) = self.engine.loaded_modules().next() {
            if let Some(&fi) = m.lines().matching_files(&file).first() {
                let f = m.lines().files[fi as usize].clone();
                let _ = writeln!(s, "Located in {}", f.path);
                if let Ok(lines) = self.engine.source_path().read(&f) {
                    let _ = writeln!(s, "Contains {} lines.", lines.len());
                }
                if f.embedded.is_some() {
                    s.push_str("Source is embedded in the DWARF (DW_LNCT_LLVM_source).\n");
                }
            }
        }
        self.print(s);
        Ok(())
    }

    pub(crate) fn info_line(&mut self, arg: &str) -> CommandResult {
        let address = if arg.is_empty() {
            let f = self.require_focus()?;
            Some(self.engine.frame(f.frame)?.lookup_pc)
        } else {
            match self.parse_location(arg)? {
                BreakpointSpec::Address(a) => {
                    // An address in no module's loaded code may be one's ELF address.
                    Some(match self.engine.module_at(a) {
                        Some(_) => a,
                        None => self.engine.loaded_address(a),
                    })
                }
                BreakpointSpec::Line { .. } => None,
                spec => Some(self.engine.resolve(&spec, Placement::FirstInstruction)?[0]),
            }
        };
        if let Some(a) = address {
            let no_info = || {
                CommandError(format!(
                    "No line number information available for address {a:#x}"
                ))
            };
            let mi = self.engine.module_at(a).ok_or_else(no_info)?;
            let m = self.engine.module(mi);
            let elf = a - m.load_base;
            let (file, line) = m.line_at(elf).ok_or_else(no_info)?;
            let r = m.lines().row_range(elf).ok_or_else(no_info)?;
            let (start, end) = (r.start + m.load_base, r.end + m.load_base);
            let text = format!(
                "Line {line} of \"{}\" starts at address {start:#x}{} and ends at {end:#x}{}.\n",
                file.name,
                self.function_suffix(start),
                self.function_suffix(end)
            );
            self.print(text);
            return Ok(());
        }
        let spec = self.parse_location(arg)?;
        let BreakpointSpec::Line {
            file: Some(file),
            line,
        } = &spec
        else {
            return Err(CommandError(format!("No line number known for {arg}.")));
        };
        let a = self.engine.resolve(&spec, Placement::FirstInstruction)?[0];
        let (f2, l2) = self
            .engine
            .line_of(a)
            .unwrap_or((file.clone(), u32::try_from(*line).unwrap_or(u32::MAX)));
        let fname = self.function_suffix(a);
        self.print(format!(
            "Line {l2} of \"{f2}\" starts at address {a:#x}{fname}.\n"
        ));
        Ok(())
    }
}
