//! Breakpoints and watchpoints: `break`, `tbreak`, `delete`, `enable`, `disable`,
//! `condition`, `ignore`, `info breakpoints`, `watch`.

use std::fmt::Write as _;

use amdgpu::target::{Lane, WatchKind, WatchRegion, WatchScope, WaveId};
use amdgpu::AddressSpace;
use dwarf_ext::{AddrSpace, Storage};
use serde_json::json;

use super::table::number_list;
use super::{CommandError, CommandResult, Interpreter};
use crate::engine::{BreakpointOptions, BreakpointSpec};

/// `break`'s argument: the location, then gdb's `thread N`, ROCgdb's `-lane N` and `if COND`.
struct BreakArgs<'a> {
    location: &'a str,
    thread: Option<u32>,
    lane: Option<u32>,
    condition: Option<String>,
}

fn break_args(arg: &str) -> Result<BreakArgs<'_>, CommandError> {
    let (head, condition) = match arg
        .find(" if ")
        .or_else(|| arg.strip_prefix("if ").map(|_| 0))
    {
        Some(0) if arg.starts_with("if ") => ("", Some(arg[3..].trim().to_string())),
        Some(i) => (&arg[..i], Some(arg[i + 4..].trim().to_string())),
        None => (arg, None),
    };
    let mut location = head.trim();
    let mut thread = None;
    let mut lane = None;
    // Trailing `thread N` and `-lane N`, in either order.
    loop {
        let mut words = location.rsplitn(3, char::is_whitespace);
        let (Some(value), Some(key)) = (words.next(), words.next()) else {
            break;
        };
        let rest = words.next().unwrap_or("").trim_end();
        let n = || -> Result<u32, CommandError> {
            value
                .parse()
                .map_err(|_| CommandError(format!("Invalid {key} number \"{value}\".")))
        };
        match key {
            "thread" => thread = Some(n()?),
            "-lane" => lane = Some(n()?),
            _ => break,
        }
        location = rest;
    }
    Ok(BreakArgs {
        location,
        thread,
        lane,
        condition,
    })
}

impl Interpreter {
    pub(crate) fn cmd_break(&mut self, arg: &str, temporary: bool) -> CommandResult {
        let kind = if temporary {
            "Temporary breakpoint"
        } else {
            "Breakpoint"
        };
        self.create_breakpoint(arg, temporary, kind).map(|_| ())
    }

    /// Makes a breakpoint (`kind` names it in the message: `Breakpoint`, `Temporary
    /// breakpoint`, `Dprintf`); its number, or `None` when the user declined a pending one.
    pub(crate) fn create_breakpoint(
        &mut self,
        arg: &str,
        temporary: bool,
        kind: &str,
    ) -> Result<Option<u32>, CommandError> {
        let args = break_args(arg.trim())?;
        let text = if args.location.is_empty() {
            // gdb: the current line of the selected frame.
            let f = self.require_focus()?;
            let fr = self.engine.frame(f.frame)?;
            format!("*{:#x}", fr.pc)
        } else {
            args.location.to_string()
        };
        let spec = self.parse_location(&text)?;
        if let Some(t) = args.thread {
            self.engine
                .require_target()?
                .wave(WaveId(t))
                .map_err(|_| CommandError(format!("Unknown thread {t}.")))?;
        }
        let mut options = BreakpointOptions {
            temporary,
            condition: args.condition,
            lane: args.lane,
            thread: args.thread.map(WaveId),
            pending: false,
            first_instruction: false,
        };
        let number = match self
            .engine
            .add_breakpoint(&text, spec.clone(), options.clone())
        {
            Ok(b) => b.number,
            Err(
                e @ (crate::engine::EngineError::Location(_)
                | crate::engine::EngineError::NoSymbols),
            ) => {
                // Not in any code object loaded now: gdb's pending breakpoints, for code a
                // runtime loads later (a host program's kernels).
                if !self.make_pending(&e.to_string())? {
                    return Ok(None);
                }
                options.pending = true;
                self.engine.add_breakpoint(&text, spec, options)?.number
            }
            Err(e) => return Err(e.into()),
        };
        let b = self
            .engine
            .breakpoints()
            .get(number)
            .cloned()
            .ok_or_else(|| CommandError(format!("No breakpoint number {number}.")))?;
        let line = match b.addresses.as_slice() {
            [] => format!("{kind} {number} ({text}) pending.\n"),
            [a] => format!("{kind} {number} at {a:#x}{}\n", self.where_suffix(*a)),
            many => format!(
                "{kind} {number} at {:#x}: {text}. ({} locations)\n",
                many[0],
                many.len()
            ),
        };
        self.print(line);
        self.field(
            "breakpoint",
            json!({"number": number, "temporary": temporary, "locations": b.addresses.iter().map(|a| format!("{a:#x}")).collect::<Vec<_>>()}),
        );
        self.last_breakpoint = Some(number);
        Ok(Some(number))
    }

    /// A location as typed; a bare line number is a line of the current source file (the
    /// last one listed, else the engine's default).
    pub(crate) fn parse_location(&self, text: &str) -> Result<BreakpointSpec, CommandError> {
        Ok(match BreakpointSpec::parse(text)? {
            BreakpointSpec::Line { file: None, line } => BreakpointSpec::Line {
                file: Some(self.current_file().ok_or_else(|| {
                    CommandError("No symbol table is loaded.  Use the \"file\" command.".into())
                })?),
                line,
            },
            s => s,
        })
    }

    /// gdb's current source file: the last one listed, else the engine's default.
    pub(crate) fn current_file(&self) -> Option<String> {
        if let Some((f, _, mi)) = self.list_last {
            return Some(
                self.engine
                    .module(mi)
                    .lines()
                    .files
                    .get(f as usize)?
                    .name
                    .clone(),
            );
        }
        self.engine.default_source_file()
    }

    /// `: file src/x.cl, line 10.` for a loaded address with a line, else `.`.
    fn where_suffix(&self, a: u64) -> String {
        match self.engine.line_of(a) {
            Some((file, line)) => format!(": file {file}, line {line}."),
            None => ".".into(),
        }
    }

    pub(crate) fn cmd_delete(&mut self, arg: &str) -> CommandResult {
        let arg = arg.strip_prefix("breakpoints").unwrap_or(arg).trim();
        let numbers = if arg.is_empty() {
            self.all_breakpoint_numbers()
        } else {
            number_list(arg)?
        };
        for n in numbers {
            self.engine.delete_breakpoint(n)?;
        }
        self.forget_deleted_commands();
        Ok(())
    }

    fn all_breakpoint_numbers(&self) -> Vec<u32> {
        let t = self.engine.breakpoints();
        t.breakpoints
            .iter()
            .map(|b| b.number)
            .chain(t.watchpoints.iter().map(|w| w.number))
            .collect()
    }

    pub(crate) fn cmd_enable(&mut self, arg: &str, on: bool) -> CommandResult {
        let arg = arg.strip_prefix("breakpoints").unwrap_or(arg).trim();
        let numbers = if arg.is_empty() {
            self.all_breakpoint_numbers()
        } else {
            number_list(arg)?
        };
        for n in numbers {
            self.engine.enable_breakpoint(n, on)?;
        }
        Ok(())
    }

    pub(crate) fn cmd_condition(&mut self, arg: &str) -> CommandResult {
        let (n, cond) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
        let n: u32 = n
            .parse()
            .map_err(|_| CommandError("Argument required (breakpoint number).".into()))?;
        let cond = cond.trim();
        if cond.is_empty() {
            self.engine.set_condition(n, None)?;
            self.print(format!("Breakpoint {n} now unconditional.\n"));
        } else {
            self.engine.set_condition(n, Some(cond.to_string()))?;
        }
        Ok(())
    }

    pub(crate) fn cmd_ignore(&mut self, arg: &str) -> CommandResult {
        let mut w = arg.split_whitespace();
        let (Some(n), Some(c)) = (w.next(), w.next()) else {
            return Err(CommandError(
                "Argument required (a breakpoint number).".into(),
            ));
        };
        let n: u32 = n
            .parse()
            .map_err(|_| CommandError(format!("Bad breakpoint argument: '{n}'")))?;
        let c: u32 = c
            .parse()
            .map_err(|_| CommandError(format!("Invalid number \"{c}\".")))?;
        self.engine.set_ignore_count(n, c)?;
        self.print(match c {
            0 => format!("Will stop next time breakpoint {n} is reached.\n"),
            1 => format!("Will ignore next crossing of breakpoint {n}.\n"),
            c => format!("Will ignore next {c} crossings of breakpoint {n}.\n"),
        });
        Ok(())
    }

    /// `info breakpoints` rows of the watchpoints, by number, with the Type column `width`
    /// wide.
    fn watch_rows(&self, width: usize) -> Vec<(u32, String)> {
        self.engine
            .breakpoints()
            .watchpoints
            .iter()
            .map(|w| {
                let enb = if w.enabled { 'y' } else { 'n' };
                let mut s = format!(
                    "{:<7} {:<width$} keep {enb}                      {}\n",
                    w.number,
                    watch_type(w.region.kind),
                    w.expression
                );
                push_hits(&mut s, w.hits);
                s.push_str(&self.breakpoint_command_text(w.number));
                (w.number, s)
            })
            .collect()
    }

    /// gdb widens `info breakpoints`' Type column to its longest entry.
    fn type_width(&self) -> usize {
        self.engine
            .breakpoints()
            .watchpoints
            .iter()
            .map(|w| watch_type(w.region.kind).len())
            .fold(14, usize::max)
    }

    /// `info watchpoints`: the watchpoints' rows of `info breakpoints`.
    pub(crate) fn info_watchpoints(&mut self) -> CommandResult {
        let width = self.type_width();
        let rows = self.watch_rows(width);
        if rows.is_empty() {
            self.print("No watchpoints.\n");
            return Ok(());
        }
        let mut s = format!(
            "Num     {:<width$} Disp Enb Address            What\n",
            "Type"
        );
        for (_, r) in rows {
            s.push_str(&r);
        }
        self.print(s);
        Ok(())
    }

    pub(crate) fn info_breakpoints(&mut self) -> CommandResult {
        let table = self.engine.breakpoints().clone();
        if table.breakpoints.is_empty() && table.watchpoints.is_empty() {
            self.print("No breakpoints or watchpoints.\n");
            return Ok(());
        }
        let width = self.type_width();
        let mut s = format!(
            "Num     {:<width$} Disp Enb Address            What\n",
            "Type"
        );
        let mut rows = Vec::new();
        let mut watch_rows = self.watch_rows(width);
        for b in &table.breakpoints {
            while watch_rows.first().is_some_and(|w| w.0 < b.number) {
                s.push_str(&watch_rows.remove(0).1);
            }
            let disp = if b.temporary { "del " } else { "keep" };
            let enb = if b.enabled { "y" } else { "n" };
            let type_ = if self.dprintf.contains(&b.number) {
                "dprintf"
            } else {
                "breakpoint"
            };
            let what = |a: u64| -> String {
                let f = self
                    .engine
                    .innermost_function_of(a)
                    .map(|f| format!("in {f} "))
                    .unwrap_or_default();
                match self.engine.line_of(a) {
                    Some((file, line)) => format!("{f}at {file}:{line}"),
                    None => f.trim_end().to_string(),
                }
            };
            match b.addresses.as_slice() {
                [] => {
                    let _ = writeln!(
                        s,
                        "{:<7} {type_:<width$} {disp} {enb}   {:<18} {}",
                        b.number, "<PENDING>", b.text
                    );
                }
                [a] => {
                    let _ = writeln!(
                        s,
                        "{:<7} {type_:<width$} {disp} {enb}   0x{a:016x} {}",
                        b.number,
                        what(*a)
                    );
                }
                many => {
                    let _ = writeln!(
                        s,
                        "{:<7} {type_:<width$} {disp} {enb}   {:<18} ",
                        b.number, "<MULTIPLE>"
                    );
                    for (k, a) in many.iter().enumerate() {
                        let _ = writeln!(
                            s,
                            "{:<w$} {enb}   0x{a:016x} {}",
                            format!("{}.{}", b.number, k + 1),
                            what(*a),
                            w = width + 13,
                        );
                    }
                }
            }
            if let Some(t) = b.thread {
                let _ = writeln!(s, "\tstop only in thread {t}");
            }
            if let Some(l) = b.lane {
                let _ = writeln!(s, "\tstop only in lane {l}");
            }
            if let Some(c) = &b.condition {
                let _ = writeln!(s, "\tstop only if {c}");
            }
            push_hits(&mut s, b.hits);
            if b.ignore_count > 0 {
                let _ = writeln!(
                    s,
                    "\tWill ignore next {} crossings of breakpoint.",
                    b.ignore_count
                );
            }
            s.push_str(&self.breakpoint_command_text(b.number));
            rows.push(json!({"number": b.number, "spec": b.text, "enabled": b.enabled, "temporary": b.temporary, "hits": b.hits, "condition": b.condition, "thread": b.thread.map(|t| t.0), "lane": b.lane, "locations": b.addresses.iter().map(|a| format!("{a:#x}")).collect::<Vec<_>>()}));
        }
        for (_, w) in watch_rows {
            s.push_str(&w);
        }
        self.print(s);
        self.field("breakpoints", json!(rows));
        Ok(())
    }

    /// Whether a breakpoint that resolves nowhere (`why`) is made pending, as gdb's
    /// `set breakpoint pending` says: `on` makes it, `off` fails with `why`, and `auto` asks
    /// — with no one to answer (batch, a pipe, JSON) gdb's default, no, is taken and said,
    /// and the command does not fail.
    fn make_pending(&mut self, why: &str) -> Result<bool, CommandError> {
        const QUESTION: &str = "Make breakpoint pending on future shared library load? (y or [n]) ";
        match self.settings.breakpoint_pending {
            Some(true) => Ok(true),
            Some(false) => Err(CommandError(why.to_string())),
            None => match self.query.as_mut() {
                Some(ask) => Ok(ask(&format!("{why}\n{QUESTION}"))),
                // As gdb: the reason on standard error, the question and its answer on
                // standard output, and the command (and a command file) goes on.
                None => {
                    self.diagnose(format!("{why}\n"));
                    self.print(format!("{QUESTION}[answered N; input not from terminal]\n"));
                    Ok(false)
                }
            },
        }
    }

    /// The value of `arg` and the memory it occupies, if it can be watched with `kind`: one
    /// byte-aligned piece of memory, at most 4 KiB, in global memory, the LDS of the focused
    /// wave's work-group, or the focused lane's (or wave's) private memory; a generic address
    /// is watched in the space its aperture says.
    pub(crate) fn watchable(
        &mut self,
        arg: &str,
        kind: WatchKind,
    ) -> Result<(crate::value::Value, WatchRegion), CommandError> {
        if arg.is_empty() {
            return Err(CommandError(
                "Argument required (expression to compute).".into(),
            ));
        }
        self.engine.require_target()?;
        let f = self.require_focus()?;
        let v = self.engine.evaluate(arg, f.frame, f.lane)?;
        let len = v.ty.byte_size().unwrap_or(0);
        let apertures = self
            .engine
            .require_target()?
            .apertures(f.wave)
            .unwrap_or_default();
        let constant = || CommandError(format!("Cannot watch constant value `{arg}'."));
        let single = v
            .lval
            .as_ref()
            .filter(|l| l.is_single())
            .map(|l| l.first().clone())
            .filter(|s| s.bit_offset % 8 == 0)
            .ok_or_else(constant)?;
        let byte = u64::try_from(single.bit_offset / 8).map_err(|_| constant())?;
        let Storage::Memory { space, lane } = single.storage else {
            return Err(constant());
        };
        let lane = Lane(lane.or(space.fixed_lane()).unwrap_or(f.lane));
        let (space, address) = match space.amdgpu() {
            Some(AddressSpace::Generic) => apertures.classify_generic(byte),
            Some(s) => (s, byte),
            None => (AddressSpace::Region, byte),
        };
        let scope = match space {
            AddressSpace::Global | AddressSpace::Generic => WatchScope::Global,
            AddressSpace::Local => WatchScope::Local { wave: f.wave },
            AddressSpace::PrivateLane => WatchScope::PrivateLane { wave: f.wave, lane },
            AddressSpace::PrivateWave => WatchScope::PrivateWave { wave: f.wave },
            AddressSpace::Region => {
                return Err(CommandError(format!(
                    "Cannot watch memory in address space {}.",
                    AddrSpace::of(space)
                )))
            }
        };
        if len == 0 || len > 4096 {
            return Err(CommandError(format!("Cannot watch {len} bytes.")));
        }
        Ok((
            v,
            WatchRegion {
                scope,
                address,
                len,
                kind,
            },
        ))
    }

    /// `watch`, `rwatch` and `awatch EXPR`.
    pub(crate) fn cmd_watch(&mut self, arg: &str, kind: WatchKind) -> CommandResult {
        let (v, region) = self.watchable(arg, kind)?;
        let number = self
            .engine
            .add_watchpoint(arg, v.ty.clone(), region, v.bytes.clone())?
            .number;
        self.print(format!("{} {number}: {arg}\n", watch_title(kind)));
        self.field(
            "watchpoint",
            json!({"number": number, "kind": watch_type(kind).trim_end(), "space": region.scope.space().name(), "address": format!("{:#x}", region.address), "len": region.len}),
        );
        Ok(())
    }
}

/// gdb's name of a watchpoint kind in stop reports and when one is set.
pub(crate) fn watch_title(kind: WatchKind) -> &'static str {
    match kind {
        WatchKind::Write => "Hardware watchpoint",
        WatchKind::Read => "Hardware read watchpoint",
        WatchKind::Access => "Hardware access (read/write) watchpoint",
    }
}

/// `info breakpoints`' Type of a watchpoint.
fn watch_type(kind: WatchKind) -> &'static str {
    match kind {
        WatchKind::Write => "hw watchpoint",
        WatchKind::Read => "read watchpoint",
        WatchKind::Access => "acc watchpoint",
    }
}

/// `\tbreakpoint already hit N time(s)`.
fn push_hits(s: &mut String, hits: u32) {
    match hits {
        0 => {}
        1 => s.push_str("\tbreakpoint already hit 1 time\n"),
        n => {
            let _ = writeln!(s, "\tbreakpoint already hit {n} times");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn break_arguments() {
        let a = break_args("foo.cl:3 thread 2 -lane 5 if x > 1").unwrap();
        assert_eq!(
            (a.location, a.thread, a.lane, a.condition.as_deref()),
            ("foo.cl:3", Some(2), Some(5), Some("x > 1"))
        );
        let a = break_args("fib_rec -lane 7").unwrap();
        assert_eq!((a.location, a.lane, a.thread), ("fib_rec", Some(7), None));
        let a = break_args("if n == 4").unwrap();
        assert_eq!((a.location, a.condition.as_deref()), ("", Some("n == 4")));
        assert!(break_args("x.cl:1 -lane five").is_err());
    }
}
