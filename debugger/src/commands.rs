//! The command interpreter: gdb's and ROCgdb's command names, abbreviations and output
//! formats, over the session's state. Every front end goes through [`Session::execute`].

use std::fmt::Write as _;

use amdgpu::decode::Decoder;
use amdgpu::target::{StopReason, WaveId, WaveState};
use amdgpu::Register;
use serde_json::json;

use crate::location::Location;
use crate::session::{lane_list, Breakpoint, CommandError, CommandResult, Focus, Session, Stop};

/// A command: its full name, the abbreviations gdb predefines, one line of help.
struct Command {
    name: &'static str,
    aliases: &'static [&'static str],
    help: &'static str,
}

/// Every top-level command, in `help` order.
const COMMANDS: &[Command] = &[
    Command { name: "advance", aliases: &[], help: "Run until LOCATION or the current frame returns." },
    Command { name: "backtrace", aliases: &["bt", "where"], help: "Print the frames of the selected wave: backtrace [full] [N]." },
    Command { name: "break", aliases: &["b", "br", "brea"], help: "Set a breakpoint: break FUNCTION | FILE:LINE | LINE | *ADDR [if COND]." },
    Command { name: "condition", aliases: &[], help: "Set or clear a breakpoint's condition: condition N [EXPR]." },
    Command { name: "continue", aliases: &["c", "cont", "fg"], help: "Resume every wave until a breakpoint, a trap or the kernel's end." },
    Command { name: "delete", aliases: &["d"], help: "Delete breakpoints (all without arguments): delete [N...]." },
    Command { name: "directory", aliases: &["dir"], help: "Add a directory to the source search path." },
    Command { name: "disable", aliases: &["disa"], help: "Disable breakpoints: disable [N...]." },
    Command { name: "disassemble", aliases: &[], help: "Disassemble the function at the selected frame's PC (=> marks it)." },
    Command { name: "display", aliases: &[], help: "Print EXPR at every stop: display[/FMT] EXPR." },
    Command { name: "down", aliases: &["do"], help: "Select the frame called by this one: down [N]." },
    Command { name: "enable", aliases: &["en"], help: "Enable breakpoints: enable [N...]." },
    Command { name: "finish", aliases: &["fin"], help: "Run until the selected frame returns." },
    Command { name: "frame", aliases: &["f"], help: "Select and print a frame: frame [N]." },
    Command { name: "generate-core-file", aliases: &["gcore"], help: "Save the GPU state as a core file: gcore [-unified] [FILE] (default gpucore.PID; -unified adds a host core)." },
    Command { name: "help", aliases: &["h"], help: "List the commands." },
    Command { name: "ignore", aliases: &[], help: "Ignore the next COUNT hits of a breakpoint: ignore N COUNT." },
    Command { name: "info", aliases: &["i", "inf"], help: "info breakpoints|locals|args|frame|registers|line|source|sharedlibrary|agents|queues|dispatches|threads|lanes|display." },
    Command { name: "kill", aliases: &["k"], help: "Kill the kernel (every wave)." },
    Command { name: "lane", aliases: &[], help: "Select a lane of the current wave: lane N; lane apply all|LIST CMD." },
    Command { name: "list", aliases: &["l"], help: "List source lines: list [LINE | FUNCTION | FILE:LINE]." },
    Command { name: "next", aliases: &["n"], help: "Step the focused lane to the next line, over calls: next [N]." },
    Command { name: "nexti", aliases: &["ni"], help: "Step one instruction, over calls: nexti [N]." },
    Command { name: "output", aliases: &[], help: "Print a value without history or newline." },
    Command { name: "print", aliases: &["p", "inspect"], help: "Print a value: print[/FMT] EXPR (FMT: x d u o t c f a z)." },
    Command { name: "ptype", aliases: &[], help: "Print a type's definition: ptype EXPR|TYPE." },
    Command { name: "quit", aliases: &["q", "exit"], help: "Leave hdb (the kernel is killed)." },
    Command { name: "run", aliases: &["r"], help: "Start the kernel from the beginning." },
    Command { name: "set", aliases: &[], help: "set var NAME = EXPR; set listsize N; set breakpoint pending on|off|auto." },
    Command { name: "step", aliases: &["s"], help: "Step the focused lane to the next line, into calls: step [N]." },
    Command { name: "stepi", aliases: &["si"], help: "Step one instruction: stepi [N]." },
    Command { name: "tbreak", aliases: &["tb"], help: "Set a temporary breakpoint (deleted when hit)." },
    Command { name: "thread", aliases: &["t"], help: "Select a wave: thread N [LANE]; thread apply all|LIST CMD." },
    Command { name: "undisplay", aliases: &[], help: "Cancel displays: undisplay [N...]." },
    Command { name: "up", aliases: &[], help: "Select the frame that called this one: up [N]." },
    Command { name: "until", aliases: &["u"], help: "Step without going back in loops, or run to LOCATION: until [LOCATION]." },
    Command { name: "watch", aliases: &[], help: "Stop when a store changes EXPR (global memory; exact in the simulator)." },
    Command { name: "rwatch", aliases: &[], help: "Read watchpoints (not supported by AMD GPUs)." },
    Command { name: "awatch", aliases: &[], help: "Access watchpoints (not supported by AMD GPUs)." },
    Command { name: "whatis", aliases: &[], help: "Print the type of an expression." },
    Command { name: "x", aliases: &[], help: "Examine memory: x/NFU ADDR (ADDR may be aspace#addr)." },
];

/// `info` subcommands (gdb's minimal abbreviations are prefixes).
const INFO: &[&str] = &[
    "agents",
    "args",
    "breakpoints",
    "dispatches",
    "display",
    "frame",
    "lanes",
    "line",
    "locals",
    "queues",
    "registers",
    "sharedlibrary",
    "source",
    "threads",
];

/// Finds a command by exact alias, full name or unique prefix.
fn lookup(word: &str) -> Result<&'static Command, CommandError> {
    if let Some(c) = COMMANDS
        .iter()
        .find(|c| c.name == word || c.aliases.contains(&word))
    {
        return Ok(c);
    }
    let hits: Vec<&Command> = COMMANDS
        .iter()
        .filter(|c| c.name.starts_with(word))
        .collect();
    match hits.as_slice() {
        [one] => Ok(one),
        [] => Err(CommandError(format!(
            "Undefined command: \"{word}\".  Try \"help\"."
        ))),
        many => Err(CommandError(format!(
            "Ambiguous command \"{word}\": {}.",
            many.iter().map(|c| c.name).collect::<Vec<_>>().join(", ")
        ))),
    }
}

fn info_lookup(word: &str) -> Result<&'static str, CommandError> {
    let aliases: &[(&str, &str)] = &[
        ("b", "breakpoints"),
        ("br", "breakpoints"),
        ("break", "breakpoints"),
        ("f", "frame"),
        ("r", "registers"),
        ("reg", "registers"),
        ("shared", "sharedlibrary"),
        ("s", "source"),
    ];
    if let Some((_, full)) = aliases.iter().find(|(a, _)| *a == word) {
        return Ok(full);
    }
    let hits: Vec<&str> = INFO
        .iter()
        .copied()
        .filter(|c| c.starts_with(word))
        .collect();
    match hits.as_slice() {
        [one] => Ok(one),
        _ if INFO.contains(&word) => Ok(INFO.iter().find(|c| **c == word).expect("present")),
        [] => Err(CommandError(format!(
            "Undefined info command: \"{word}\".  Try \"help info\"."
        ))),
        many => Err(CommandError(format!(
            "Ambiguous info command \"{word}\": {}.",
            many.join(", ")
        ))),
    }
}

/// Splits `p/x foo` into (`p`, Some(`x`), `foo`).
fn split_command(line: &str) -> (&str, Option<&str>, &str) {
    let end = line
        .find(|c: char| c.is_whitespace() || c == '/')
        .unwrap_or(line.len());
    let word = &line[..end];
    let rest = &line[end..];
    if let Some(r) = rest.strip_prefix('/') {
        let fend = r.find(char::is_whitespace).unwrap_or(r.len());
        (word, Some(&r[..fend]), r[fend..].trim())
    } else {
        (word, None, rest.trim())
    }
}

fn parse_number(s: &str) -> Option<u64> {
    let s = s.trim();
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

fn count_arg(arg: &str) -> Result<u64, CommandError> {
    if arg.is_empty() {
        return Ok(1);
    }
    parse_number(arg).ok_or_else(|| CommandError(format!("Invalid number \"{arg}\".")))
}

/// A list of numbers and ranges: `1 3-5`.
fn number_list(arg: &str) -> Result<Vec<u32>, CommandError> {
    let mut out = Vec::new();
    for w in arg.split_whitespace() {
        if let Some((a, b)) = w.split_once('-') {
            let (a, b) = (a.parse::<u32>(), b.parse::<u32>());
            match (a, b) {
                (Ok(a), Ok(b)) if a <= b => out.extend(a..=b),
                _ => return Err(CommandError(format!("inverted or bad range: {w}"))),
            }
        } else {
            out.push(w.parse().map_err(|_| {
                CommandError(format!(
                    "Convenience variable must have integer value.\nBad breakpoint argument: '{w}'"
                ))
            })?);
        }
    }
    Ok(out)
}

impl Session {
    /// Runs one command line.
    pub(crate) fn dispatch(&mut self, line: &str) -> CommandResult {
        if line.is_empty() || line.starts_with('#') {
            return Ok(());
        }
        let (word, fmt, arg) = split_command(line);
        let cmd = lookup(word)?;
        match cmd.name {
            "help" => self.cmd_help(arg),
            "quit" => {
                self.quit = true;
                self.target = None;
                Ok(())
            }
            "run" => self.cmd_run(),
            "kill" => self.cmd_kill(),
            "generate-core-file" => self.cmd_gcore(arg),
            "continue" => self.cmd_continue(arg),
            "break" => self.cmd_break(arg, false),
            "tbreak" => self.cmd_break(arg, true),
            "delete" => self.cmd_delete(arg),
            "disable" => self.cmd_enable(arg, false),
            "enable" => self.cmd_enable(arg, true),
            "condition" => self.cmd_condition(arg),
            "ignore" => self.cmd_ignore(arg),
            "info" => self.cmd_info(arg),
            "thread" => self.cmd_thread(arg),
            "lane" => self.cmd_lane(arg),
            "backtrace" => self.cmd_backtrace(arg),
            "frame" => self.cmd_frame(arg),
            "up" => self.cmd_up_down(arg, true),
            "down" => self.cmd_up_down(arg, false),
            "list" => self.cmd_list(arg),
            "directory" => {
                for d in arg.split(':').filter(|d| !d.is_empty()) {
                    self.source.directories.insert(0, d.into());
                }
                self.print(format!(
                    "Source directories searched: {}\n",
                    self.source
                        .directories
                        .iter()
                        .map(|d| d.display().to_string())
                        .collect::<Vec<_>>()
                        .join(":")
                ));
                Ok(())
            }
            "disassemble" => self.cmd_disassemble(arg),
            "stepi" => self.cmd_stepi(arg, false),
            "nexti" => self.cmd_stepi(arg, true),
            "step" => self.cmd_step(arg, StepKind::Step),
            "next" => self.cmd_step(arg, StepKind::Next),
            "until" if arg.is_empty() => self.cmd_step("", StepKind::Until),
            "until" | "advance" => self.cmd_advance(arg),
            "finish" => self.cmd_finish(),
            "watch" => self.cmd_watch(arg),
            "rwatch" | "awatch" => Err(CommandError(
                "Target does not support this type of hardware watchpoint.".into(),
            )),
            "print" | "output" | "ptype" | "whatis" | "display" | "undisplay" | "x" | "set" => {
                self.value_command(cmd.name, fmt, arg)
            }
            other => Err(CommandError(format!(
                "Undefined command: \"{other}\".  Try \"help\"."
            ))),
        }
    }

    fn cmd_help(&mut self, arg: &str) -> CommandResult {
        if !arg.is_empty() {
            let c = lookup(arg)?;
            let mut s = format!("{}\n", c.help);
            if !c.aliases.is_empty() {
                let _ = writeln!(s, "Aliases: {}", c.aliases.join(", "));
            }
            self.print(s);
            return Ok(());
        }
        let mut s = String::from("List of commands:\n\n");
        for c in COMMANDS {
            let _ = writeln!(s, "{} -- {}", c.name, c.help);
        }
        s.push_str("\nCommand name abbreviations are allowed if unambiguous.\n");
        self.print(s);
        Ok(())
    }

    fn kernel_name(&self) -> String {
        match (&self.launch, &self.held) {
            (Some(l), _) => l.launch.kernel.clone(),
            (None, Some(h)) => h.kernel.clone(),
            // An attached target names the kernel of its dispatch.
            (None, None) => self
                .target
                .as_ref()
                .and_then(|t| t.dispatches().into_iter().find_map(|d| d.kernel))
                .unwrap_or_else(|| "kernel".to_string()),
        }
    }

    fn cmd_run(&mut self) -> CommandResult {
        // A kernel held before its first instruction by a remote stub starts once, as a
        // local `run` would start it; it cannot be restarted.
        if self.launch.is_none() && self.target.is_some() && !self.held_started {
            if let Some(h) = &self.held {
                let line = format!("Starting program: {}\n", h.command_line);
                self.held_started = true;
                self.print(line);
                // As after a local `run`: no wave was in focus before the kernel started.
                self.focus = None;
                self.frames = None;
                let stop = self.continue_all()?;
                return self.report(stop);
            }
        }
        if self.target.is_some() && self.launch.is_some() {
            self.print("The program being debugged has been started already.\n");
        }
        self.start()?;
        let l = self.launch.clone().expect("started");
        self.print(format!("Starting program: {}\n", l.program_line()));
        let stop = self.continue_all()?;
        self.report(stop)
    }

    /// `gcore [-unified] [FILE]`: the GPU state at this stop as a split core (ROCr's default
    /// name), or with `-unified` merged with a minimal host core (one thread of this process,
    /// the code objects' files mapped) as `roccoremerge` makes them.
    fn cmd_gcore(&mut self, arg: &str) -> CommandResult {
        let (unified, file) = match arg.trim().strip_prefix("-unified") {
            Some(rest) if rest.is_empty() || rest.starts_with(' ') => (true, rest.trim()),
            _ => (false, arg.trim()),
        };
        let t = self
            .target
            .as_deref()
            .ok_or_else(|| CommandError("The program is not being run.".into()))?;
        let w = t.core_writer().ok_or_else(|| {
            CommandError("Can't create a corefile: this target cannot save its state.".into())
        })?;
        let (mut bytes, mut summary) = w.write_core()?;
        if unified {
            // The host side maps each code object's file where a loader would (from 4 MiB).
            let mut files = Vec::new();
            let mut at = 0x40_0000u64;
            for m in &self.modules {
                let len = std::fs::metadata(&m.name).map_or(0, |md| md.len()).max(1);
                let end = (at + len).next_multiple_of(4096);
                files.push((at, end, 0, m.name.clone()));
                at = end;
            }
            let program = std::env::current_exe()
                .map_or_else(|_| "hdb".to_string(), |p| p.display().to_string());
            bytes = codeobj::core::file::unified(&bytes, std::process::id(), &program, &files)?;
            summary.push_str("; unified with a host core of one thread");
        }
        let file = match file {
            "" => format!(
                "{}.{}",
                if unified { "core" } else { "gpucore" },
                std::process::id()
            ),
            f => f.to_string(),
        };
        std::fs::write(&file, &bytes)
            .map_err(|e| CommandError(format!("Failed to write corefile {file}: {e}")))?;
        self.print(format!("Saved corefile {file} ({summary})\n"));
        self.field("core_file", serde_json::Value::String(file));
        self.field("core_bytes", serde_json::Value::from(bytes.len() as u64));
        Ok(())
    }

    fn cmd_kill(&mut self) -> CommandResult {
        if self.target.take().is_none() {
            return Err(CommandError("The program is not being run.".into()));
        }
        self.focus = None;
        self.frames = None;
        self.print(format!(
            "[Inferior 1 (kernel {}) killed]\n",
            self.kernel_name()
        ));
        Ok(())
    }

    fn cmd_continue(&mut self, arg: &str) -> CommandResult {
        self.require_run_control()?;
        if let Some(f) = self.focus {
            let n = count_arg(arg)?;
            if n > 1 {
                // gdb: `continue N` ignores the current breakpoint N-1 more times.
                let pc = self.pc(f.wave)?;
                if let Some(b) = self
                    .breakpoints
                    .iter_mut()
                    .find(|b| b.addresses.contains(&pc))
                {
                    b.ignore_count = (n - 1) as u32;
                    let num = b.number;
                    self.print(format!(
                        "Will ignore next {} crossings of breakpoint {num}.  Continuing.\n",
                        n - 1
                    ));
                }
            } else {
                self.print("Continuing.\n");
            }
        } else {
            self.print("Continuing.\n");
        }
        let stop = self.continue_all()?;
        self.report(stop)
    }

    // ----- breakpoints -----

    fn cmd_break(&mut self, arg: &str, temporary: bool) -> CommandResult {
        let (spec, condition) = match arg.find(" if ") {
            Some(i) => (arg[..i].trim(), Some(arg[i + 4..].trim().to_string())),
            None => (arg.trim(), None),
        };
        let spec = if spec.is_empty() {
            // gdb: the current line of the selected frame.
            let f = self.require_focus()?;
            let frames = self.frames()?;
            let fr = &frames.frames[f.frame];
            format!("*{:#x}", fr.pc)
        } else {
            spec.to_string()
        };
        let location = self.parse_location(&spec)?;
        let addresses = match self.resolve(&location, true) {
            Ok(a) => a,
            // Not in any code object loaded now: gdb's pending breakpoints, for code a
            // runtime loads later (a host program's kernels).
            Err(why) => {
                if !self.make_pending(&why)? {
                    return Ok(());
                }
                Vec::new()
            }
        };
        let number = self.next_breakpoint;
        self.next_breakpoint += 1;
        let kind = if temporary {
            "Temporary breakpoint"
        } else {
            "Breakpoint"
        };
        let text = match addresses.as_slice() {
            [] => format!("{kind} {number} ({spec}) pending.\n"),
            [a] => format!("{kind} {number} at {a:#x}{}\n", self.where_suffix(*a)),
            many => format!(
                "{kind} {number} at {:#x}{} ({} locations)\n",
                many[0],
                self.where_suffix(many[0]),
                many.len()
            ),
        };
        self.print(text);
        self.field(
            "breakpoint",
            json!({"number": number, "temporary": temporary, "locations": addresses.iter().map(|a| format!("{a:#x}")).collect::<Vec<_>>()}),
        );
        self.breakpoints.push(Breakpoint {
            number,
            spec,
            location,
            temporary,
            enabled: true,
            condition,
            ignore_count: 0,
            hits: 0,
            addresses,
        });
        self.plant_breakpoints();
        Ok(())
    }

    /// A location as typed: a bare number is a line of the current source file, and `*ADDR`
    /// a loaded address (what frames and `info line` show) when a module holds it.
    pub(crate) fn parse_location(&self, spec: &str) -> Result<Location, CommandError> {
        let spec = spec.trim();
        if !spec.is_empty() && spec.chars().all(|c| c.is_ascii_digit()) {
            let file = self.current_file().ok_or_else(|| {
                CommandError("No symbol table is loaded.  Use the \"file\" command.".into())
            })?;
            return Ok(Location::parse(&format!("{file}:{spec}"))?);
        }
        Ok(match Location::parse(spec)? {
            Location::Address(a) => match self.modules.iter().find(|m| m.contains(a)) {
                Some(m) => Location::Address(a - m.load_base),
                None => Location::Address(a),
            },
            l => l,
        })
    }

    /// `: file src/x.cl, line 10.` for a loaded address with a line, else `.`.
    fn where_suffix(&self, a: u64) -> String {
        match self.line_of(a) {
            Some((file, line)) => format!(": file {file}, line {line}."),
            None => ".".into(),
        }
    }

    /// The loaded address of an ELF address of the first module holding it (else as is).
    fn loaded(&self, elf: u64) -> u64 {
        self.modules
            .iter()
            .find(|m| {
                m.image.code_object.sections().iter().any(|s| {
                    s.is_executable() && (s.address..s.address + s.data.len() as u64).contains(&elf)
                })
            })
            .map_or(elf, |m| elf + m.load_base)
    }

    /// File and line of a loaded address.
    pub(crate) fn line_of(&self, a: u64) -> Option<(String, u32)> {
        let m = &self.modules[self.module_at(a)?];
        m.line_at(a - m.load_base).map(|(f, l)| (f.name.clone(), l))
    }

    /// Function name and offset of a loaded address.
    pub(crate) fn function_of(&self, a: u64) -> Option<(String, u64)> {
        let m = &self.modules[self.module_at(a)?];
        let elf = a - m.load_base;
        m.function_at(elf)
            .map(|f| (m.display_name(&f.name).to_string(), elf - f.start))
    }

    fn current_file(&self) -> Option<String> {
        if let Some((f, _, _)) = self.list_last {
            return Some(
                self.modules
                    .first()?
                    .lines()
                    .files
                    .get(f as usize)?
                    .name
                    .clone(),
            );
        }
        if let Some(fr) = self.frames.as_ref().and_then(|x| x.frames.first()) {
            if let Some((file, _)) = &fr.line {
                return Some(file.clone());
            }
        }
        // The kernel's file, else the first file with code.
        let m = self.modules.first()?;
        let kernel = m.functions.iter().find(|f| f.is_kernel)?;
        m.line_at(kernel.start).map(|(f, _)| f.name.clone())
    }

    fn breakpoint_index(&self, n: u32) -> Result<usize, CommandError> {
        self.breakpoints
            .iter()
            .position(|b| b.number == n)
            .ok_or_else(|| CommandError(format!("No breakpoint number {n}.")))
    }

    fn cmd_delete(&mut self, arg: &str) -> CommandResult {
        let arg = arg.strip_prefix("breakpoints").unwrap_or(arg).trim();
        if arg.is_empty() {
            self.breakpoints.clear();
            let numbers: Vec<u32> = self.watchpoints.iter().map(|w| w.number).collect();
            for n in numbers {
                self.watch_edit(n, None);
            }
        } else {
            for n in number_list(arg)? {
                if self.watch_edit(n, None) {
                    continue;
                }
                let i = self.breakpoint_index(n)?;
                self.breakpoints.remove(i);
            }
        }
        self.plant_breakpoints();
        Ok(())
    }

    fn cmd_enable(&mut self, arg: &str, on: bool) -> CommandResult {
        let arg = arg.strip_prefix("breakpoints").unwrap_or(arg).trim();
        if arg.is_empty() {
            for b in &mut self.breakpoints {
                b.enabled = on;
            }
            let numbers: Vec<u32> = self.watchpoints.iter().map(|w| w.number).collect();
            for n in numbers {
                self.watch_edit(n, Some(on));
            }
        } else {
            for n in number_list(arg)? {
                if self.watch_edit(n, Some(on)) {
                    continue;
                }
                let i = self.breakpoint_index(n)?;
                self.breakpoints[i].enabled = on;
            }
        }
        self.plant_breakpoints();
        Ok(())
    }

    fn cmd_condition(&mut self, arg: &str) -> CommandResult {
        let (n, cond) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
        let n: u32 = n
            .parse()
            .map_err(|_| CommandError("Argument required (breakpoint number).".into()))?;
        let i = self.breakpoint_index(n)?;
        let cond = cond.trim();
        if cond.is_empty() {
            self.breakpoints[i].condition = None;
            self.print(format!("Breakpoint {n} now unconditional.\n"));
        } else {
            self.check_expression(cond)?;
            self.breakpoints[i].condition = Some(cond.to_string());
        }
        Ok(())
    }

    fn cmd_ignore(&mut self, arg: &str) -> CommandResult {
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
        let i = self.breakpoint_index(n)?;
        self.breakpoints[i].ignore_count = c;
        self.print(match c {
            0 => format!("Will stop next time breakpoint {n} is reached.\n"),
            1 => format!("Will ignore next crossing of breakpoint {n}.\n"),
            c => format!("Will ignore next {c} crossings of breakpoint {n}.\n"),
        });
        Ok(())
    }

    fn info_breakpoints(&mut self) -> CommandResult {
        if self.breakpoints.is_empty() && self.watchpoints.is_empty() {
            self.print("No breakpoints or watchpoints.\n");
            return Ok(());
        }
        let mut s = String::from("Num     Type           Disp Enb Address            What\n");
        let mut rows = Vec::new();
        let mut watch_rows = self.watch_rows();
        for b in &self.breakpoints {
            while watch_rows.first().is_some_and(|w| w.0 < b.number) {
                s.push_str(&watch_rows.remove(0).1);
            }
            let disp = if b.temporary { "del " } else { "keep" };
            let enb = if b.enabled { "y" } else { "n" };
            let what = |a: u64| -> String {
                let f = self
                    .function_of(a)
                    .map(|(f, _)| format!("in {f} "))
                    .unwrap_or_default();
                match self.line_of(a) {
                    Some((file, line)) => format!("{f}at {file}:{line}"),
                    None => f.trim_end().to_string(),
                }
            };
            match b.addresses.as_slice() {
                [] => {
                    let _ = writeln!(
                        s,
                        "{:<7} breakpoint     {disp} {enb}   {:<18} {}",
                        b.number, "<PENDING>", b.spec
                    );
                }
                [a] => {
                    let _ = writeln!(
                        s,
                        "{:<7} breakpoint     {disp} {enb}   0x{a:016x} {}",
                        b.number,
                        what(*a)
                    );
                }
                many => {
                    let _ = writeln!(
                        s,
                        "{:<7} breakpoint     {disp} {enb}   {:<18} ",
                        b.number, "<MULTIPLE>"
                    );
                    for (k, a) in many.iter().enumerate() {
                        let _ = writeln!(
                            s,
                            "{:<27} {enb}   0x{a:016x} {}",
                            format!("{}.{}", b.number, k + 1),
                            what(*a)
                        );
                    }
                }
            }
            if let Some(c) = &b.condition {
                let _ = writeln!(s, "\tstop only if {c}");
            }
            match b.hits {
                0 => {}
                1 => s.push_str("\tbreakpoint already hit 1 time\n"),
                n => {
                    let _ = writeln!(s, "\tbreakpoint already hit {n} times");
                }
            }
            if b.ignore_count > 0 {
                let _ = writeln!(
                    s,
                    "\tWill ignore next {} crossings of breakpoint.",
                    b.ignore_count
                );
            }
            rows.push(json!({"number": b.number, "spec": b.spec, "enabled": b.enabled, "temporary": b.temporary, "hits": b.hits, "condition": b.condition, "locations": b.addresses.iter().map(|a| format!("{a:#x}")).collect::<Vec<_>>()}));
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
        match self.breakpoint_pending {
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

    // ----- stops -----

    /// Prints a stop as gdb does and updates the focus.
    pub(crate) fn report(&mut self, stop: Stop) -> CommandResult {
        let previous = self.focus.map(|f| f.wave);
        if !matches!(stop, Stop::Completed | Stop::ProcessExited { .. }) {
            self.stop_all();
            // Code objects may have loaded or unloaded while the waves ran: pending
            // breakpoints resolve in new ones.
            self.sync_modules();
        }
        match stop {
            Stop::Completed => {
                let kernel = self.kernel_name();
                self.target = None;
                self.focus = None;
                self.frames = None;
                self.print(format!("[Inferior 1 (kernel {kernel}) exited normally]\n"));
                self.field("stop", json!({"reason": "exited"}));
                return Ok(());
            }
            Stop::ProcessExited { pid, how } => {
                self.target = None;
                self.focus = None;
                self.frames = None;
                // gdb's words; the exit code in octal, as gdb prints it.
                let text = match how {
                    amdgpu::target::ProcessEnd::Code(0) => {
                        format!("[Inferior 1 (process {pid}) exited normally]\n")
                    }
                    amdgpu::target::ProcessEnd::Code(c) => {
                        format!("[Inferior 1 (process {pid}) exited with code {c:02o}]\n")
                    }
                    amdgpu::target::ProcessEnd::Signal(s) => format!(
                        "\nProgram terminated with signal {s}.\nThe program no longer exists.\n"
                    ),
                };
                self.print(text);
                let (code, signal) = match how {
                    amdgpu::target::ProcessEnd::Code(c) => (Some(c), None),
                    amdgpu::target::ProcessEnd::Signal(s) => (None, Some(s)),
                };
                self.field(
                    "stop",
                    json!({"reason": "exited", "pid": pid, "code": code, "signal": signal}),
                );
                return Ok(());
            }
            Stop::WaveExited { wave } => {
                let t = self.target.as_ref().and_then(|t| t.wave(wave).ok());
                let name = t.map_or_else(|| format!("wave {wave}"), |w| w.to_string());
                self.print(format!("[{name} exited]\n"));
                self.focus = None;
                self.frames = None;
                self.field("stop", json!({"reason": "wave-exited", "thread": wave.0}));
                return Ok(());
            }
            Stop::Breakpoint {
                wave,
                ref numbers,
                ref lanes,
            } => {
                let lane = if self
                    .focus
                    .is_some_and(|f| f.wave == wave && lanes.contains(&f.lane))
                {
                    self.focus.expect("checked").lane
                } else {
                    lanes[0]
                };
                self.set_focus(wave, lane);
                self.switch_message(previous, wave, lane);
                let temporary = numbers.iter().any(|n| {
                    self.breakpoints
                        .iter()
                        .any(|b| b.number == *n && b.temporary)
                });
                let kind = if temporary {
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
                    numbers[0]
                ));
                self.print_source_line(0, false);
                let pc = self.pc(wave)?;
                self.field(
                    "stop",
                    json!({"reason": "breakpoint", "breakpoints": numbers, "thread": wave.0, "lane": lane, "lanes": lanes, "pc": format!("{pc:#x}"), "frame": self.frame_json(0)}),
                );
                self.breakpoints
                    .retain(|b| !(b.temporary && numbers.contains(&b.number)));
                self.plant_breakpoints();
            }
            Stop::Stepped { wave, finished } => {
                let lane = self.focus.map_or(0, |f| f.lane);
                self.set_focus(wave, lane);
                self.frames()?;
                let _ = finished;
                self.field("stop", json!({"reason": "end-stepping-range", "thread": wave.0, "lane": lane, "frame": self.frame_json(0)}));
            }
            Stop::Watchpoint { wave, ref changes } => {
                let lane = match self.focus {
                    Some(f) if f.wave == wave => f.lane,
                    _ => self.exec_lanes(wave).first().copied().unwrap_or(0),
                };
                self.set_focus(wave, lane);
                self.switch_message(previous, wave, lane);
                self.print_watch_changes(wave, changes);
                let d = self.frame_description(0, false)?;
                self.print(format!("{d}\n"));
                self.print_source_line(0, false);
                self.field("stop", json!({"reason": "watchpoint-trigger", "thread": wave.0, "lane": lane, "frame": self.frame_json(0)}));
            }
            Stop::Signal { wave, ref reason } => {
                let lane = self.exec_lanes(wave).first().copied().unwrap_or(0);
                self.set_focus(wave, lane);
                let (sig, text) = signal_of(reason);
                self.print(format!("\nThread {wave} received signal {sig}, {text}.\n"));
                self.switch_message(previous, wave, lane);
                let d = self.frame_description(0, true)?;
                self.print(format!("{d}\n"));
                self.print_source_line(0, false);
                self.field("stop", json!({"reason": "signal", "signal": sig, "detail": reason.to_string(), "thread": wave.0, "lane": lane, "frame": self.frame_json(0)}));
            }
            Stop::Interrupted { wave } => {
                let Some(wave) = wave.or(previous) else {
                    self.print("\nProgram received signal SIGINT, Interrupt.\n");
                    return Ok(());
                };
                let lane = self.focus.filter(|f| f.wave == wave).map_or(0, |f| f.lane);
                self.set_focus(wave, lane);
                let limit = if self.limit_hit {
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
        if !matches!(stop, Stop::Stepped { .. }) {
            self.do_displays();
        }
        Ok(())
    }

    fn switch_message(&mut self, previous: Option<WaveId>, wave: WaveId, lane: u32) {
        if previous == Some(wave) {
            return;
        }
        if let Some(w) = self.target.as_ref().and_then(|t| t.wave(wave).ok()) {
            let tag = self.lane_systag(&w, lane);
            self.print(format!(
                "[Switching to thread {wave}, lane {lane} ({tag})]\n"
            ));
        }
    }

    /// `func (args) at file:line`, with `0x… in ` first when the PC is not at the start of a
    /// line (or always, for callers and with `force_address`).
    pub(crate) fn frame_description(
        &mut self,
        index: usize,
        force_address: bool,
    ) -> Result<String, CommandError> {
        self.frames()?;
        let frames = self.frames.as_ref().expect("computed");
        let Some(fr) = frames.frames.get(index).cloned() else {
            return Err(CommandError(format!("No frame at level {index}.")));
        };
        let at_line_start = fr.module.is_some_and(|m| {
            let m = &self.modules[m];
            m.lines().is_statement_start(fr.pc - m.load_base)
        });
        let mut s = String::new();
        if index > 0 || force_address || !at_line_start {
            let _ = write!(s, "0x{:016x} in ", fr.pc);
        }
        let args = self.frame_arguments(index);
        let _ = write!(s, "{} ({args})", fr.function.as_deref().unwrap_or("??"));
        if let Some((file, line)) = &fr.line {
            let _ = write!(s, " at {file}:{line}");
        }
        Ok(s)
    }

    pub(crate) fn frame_json(&self, index: usize) -> serde_json::Value {
        let Some(fr) = self.frames.as_ref().and_then(|f| f.frames.get(index)) else {
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
        })
    }

    /// Prints `LINE\tTEXT` for a frame (with the address first when `with_address`).
    pub(crate) fn print_source_line(&mut self, index: usize, with_address: bool) {
        let Some(fr) = self
            .frames
            .as_ref()
            .and_then(|f| f.frames.get(index))
            .cloned()
        else {
            return;
        };
        let (Some(mi), Some((_, line))) = (fr.module, fr.line.clone()) else {
            return;
        };
        let m = &self.modules[mi];
        let Some((file, _)) = m.line_at(fr.lookup_pc - m.load_base) else {
            return;
        };
        let file = file.clone();
        let text = match self.source.read(&file) {
            Ok(lines) => lines
                .get(line as usize - 1)
                .map_or_else(|| format!("in {}", file.name), |t| t.clone()),
            Err(e) => e,
        };
        let fi = m.lines().files.iter().position(|f| *f == file).unwrap_or(0) as u32;
        let prefix = if with_address {
            format!("0x{:016x}\t", fr.pc)
        } else {
            String::new()
        };
        self.print(format!("{prefix}{line}\t{text}\n"));
        self.list_last = Some((fi, line, mi));
        self.list_next = None;
    }

    // ----- waves, lanes, agents -----

    fn cmd_info(&mut self, arg: &str) -> CommandResult {
        let (word, rest) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
        if word.is_empty() {
            return Err(CommandError(
                "List of info subcommands: ".to_string() + &INFO.join(", "),
            ));
        }
        match info_lookup(word)? {
            "breakpoints" => self.info_breakpoints(),
            "threads" => self.info_threads(),
            "lanes" => self.info_lanes(rest.trim()),
            "agents" => self.info_agents(),
            "queues" => self.info_queues(),
            "dispatches" => self.info_dispatches(),
            "frame" => self.info_frame(),
            "registers" => self.info_registers(rest.trim()),
            "sharedlibrary" => self.info_sharedlibrary(),
            "line" => self.info_line(rest.trim()),
            "source" => self.info_source(),
            "locals" => self.value_command("info locals", None, rest),
            "args" => self.value_command("info args", None, rest),
            "display" => self.value_command("info display", None, rest),
            other => Err(CommandError(format!(
                "Undefined info command: \"{other}\"."
            ))),
        }
    }

    /// `func (args) at file:line` of a wave's frame 0 without unwinding (for listings).
    fn short_frame(&self, pc: u64) -> String {
        let f = self.function_of(pc).map_or("??".to_string(), |f| f.0);
        match self.line_of(pc) {
            Some((file, line)) => format!("{f} () at {file}:{line}"),
            None => format!("0x{pc:016x} in {f} ()"),
        }
    }

    /// `func (args) at file:line` of a wave's frame 0 as gdb's `info threads` shows it: the
    /// arguments are those of the wave's selected lane (the focus lane of the focus wave, else
    /// its first active lane). The focus, its frames and the lane variables are kept.
    fn wave_frame(&mut self, wave: WaveId, pc: u64) -> String {
        let (focus, host_focus) = (self.focus, self.host_focus);
        let lane = match focus {
            Some(f) if f.wave == wave => f.lane,
            _ => self.exec_lanes(wave).first().copied().unwrap_or(0),
        };
        // The focus wave's frames are reused (and kept); another wave's are computed and dropped.
        let same = focus.is_some_and(|f| f.wave == wave);
        let mut saved = self.frames.take();
        self.set_focus(wave, lane);
        if same {
            self.frames = saved.take();
        }
        let text = self
            .frame_description(0, false)
            .unwrap_or_else(|_| self.short_frame(pc));
        if same {
            saved = self.frames.take();
        }
        match focus {
            Some(f) => {
                self.set_focus(f.wave, f.lane);
                if let Some(fo) = self.focus.as_mut() {
                    fo.frame = f.frame;
                }
            }
            None => self.focus = None,
        }
        self.host_focus = host_focus;
        self.frames = saved;
        text
    }

    fn info_threads(&mut self) -> CommandResult {
        let waves = self.waves();
        let hosts = self
            .target
            .as_ref()
            .map(|t| t.host_threads())
            .unwrap_or_default();
        if hosts.is_empty() && waves.iter().all(|w| w.state == WaveState::Exited) {
            self.print("No threads.\n");
            return Ok(());
        }
        let host_id = |h: &amdgpu::target::HostThread| match &h.name {
            Some(n) => format!("{h} \"{n}\""),
            None => h.to_string(),
        };
        let width = waves
            .iter()
            .map(|w| w.to_string().len())
            .chain(hosts.iter().map(|h| host_id(h).len()))
            .max()
            .unwrap_or(10)
            .max(9);
        let mut s = format!("  Id   {:<width$} Lanes  Frame \n", "Target Id");
        let mut rows = Vec::new();
        // The host process's threads first (`H1` is the main thread), as ROCgdb lists them
        // before the waves; their own ids keep the waves' numbers those of the simulator.
        for (i, h) in hosts.iter().enumerate() {
            let star = if self.host_focus == Some(h.lwp) {
                '*'
            } else {
                ' '
            };
            let frame = match h.pc {
                Some(pc) => format!("0x{pc:016x} in ?? ()"),
                None => "(running)".to_string(),
            };
            let id = format!("H{}", i + 1);
            let _ = writeln!(s, "{star} {id:<4} {:<width$} -      {frame}", host_id(h));
            rows.push(json!({"id": id, "target_id": h.to_string(), "lwp": h.lwp, "name": h.name, "state": if h.pc.is_some() { "stopped" } else { "running" }, "pc": h.pc.map(|p| format!("{p:#x}")), "frame": frame}));
        }
        for w in &waves {
            if w.state == WaveState::Exited {
                continue;
            }
            let star = if self.focus.is_some_and(|f| f.wave == w.id) {
                '*'
            } else {
                ' '
            };
            let used = (0..w.wave_size.lanes())
                .filter(|&l| self.lane_workitem(w, l).is_some())
                .count();
            let (lanes, frame) = match w.state {
                WaveState::Stopped => {
                    let active = self.exec_lanes(w.id).len();
                    (format!("{active}/{used}"), self.wave_frame(w.id, w.pc))
                }
                _ => ("-".to_string(), "(running)".to_string()),
            };
            let _ = writeln!(
                s,
                "{star} {:<4} {:<width$} {:<6} {frame}",
                w.id.0,
                w.to_string(),
                lanes
            );
            rows.push(json!({"id": w.id.0, "target_id": w.to_string(), "state": format!("{:?}", w.state).to_lowercase(), "lanes": lanes, "pc": format!("{:#x}", w.pc), "frame": frame}));
        }
        self.print(s);
        self.field("threads", json!(rows));
        Ok(())
    }

    fn info_lanes(&mut self, arg: &str) -> CommandResult {
        let f = self.require_focus()?;
        let w = self.require_target()?.wave(f.wave)?;
        let exec = self.exec_mask(f.wave).unwrap_or(0);
        let (filter, list) = match arg.split_whitespace().next() {
            Some("-all") => ("all", arg.trim_start_matches("-all").trim()),
            Some("-active") => ("active", arg.trim_start_matches("-active").trim()),
            Some("-inactive") => ("inactive", arg.trim_start_matches("-inactive").trim()),
            _ => ("used", arg),
        };
        let chosen: Option<Vec<u32>> = if list.is_empty() {
            None
        } else {
            Some(number_list(list)?)
        };
        let frame = self.short_frame(w.pc);
        let mut s =
            String::from("  Id   State Target Id                                   Frame \n");
        let mut rows = Vec::new();
        for lane in 0..w.wave_size.lanes() {
            if chosen.as_ref().is_some_and(|c| !c.contains(&lane)) {
                continue;
            }
            let used = self.lane_workitem(&w, lane).is_some();
            let active = exec >> lane & 1 == 1;
            let state = if !used {
                "U"
            } else if active {
                "A"
            } else {
                "I"
            };
            let keep = match filter {
                "all" => true,
                "active" => active && used,
                "inactive" => !active && used,
                _ => used,
            };
            if !keep {
                continue;
            }
            let star = if lane == f.lane { '*' } else { ' ' };
            let fr = if active {
                frame.clone()
            } else {
                "(inactive)".to_string()
            };
            let tag = self.lane_systag(&w, lane);
            let _ = writeln!(s, "{star} {lane:<4} {state}     {tag:<43} {fr}");
            rows.push(json!({"id": lane, "state": state, "target_id": tag}));
        }
        self.print(s);
        self.field("lanes", json!(rows));
        Ok(())
    }

    fn info_agents(&mut self) -> CommandResult {
        let t = self.require_target()?;
        let agents = t.agents();
        let mut s = String::from("  Id State Target Id                  Architecture\n");
        for a in &agents {
            let _ = writeln!(
                s,
                "* {:<2} A     {:<26} {}",
                a.id.0,
                a.to_string(),
                a.processor
            );
        }
        let rows: Vec<_> = agents
            .iter()
            .map(|a| json!({"id": a.id.0, "target_id": a.to_string(), "architecture": a.processor}))
            .collect();
        self.print(s);
        self.field("agents", json!(rows));
        Ok(())
    }

    fn info_queues(&mut self) -> CommandResult {
        let t = self.require_target()?;
        let queues = t.queues();
        let mut s = String::from("  Id   Target Id                  Type\n");
        for q in &queues {
            let _ = writeln!(
                s,
                "* {:<4} {:<26} HSA (Multi)",
                format!("{}", q.id.0),
                q.to_string()
            );
        }
        let rows: Vec<_> = queues
            .iter()
            .map(|q| json!({"id": q.id.0, "target_id": q.to_string()}))
            .collect();
        self.print(s);
        self.field("queues", json!(rows));
        Ok(())
    }

    fn info_dispatches(&mut self) -> CommandResult {
        let t = self.require_target()?;
        let ds = t.dispatches();
        let mut s = String::from("  Id   Target Id                      Grid         Workgroup    Fence    Kernel Function\n");
        for d in &ds {
            let grid = format!("[{},{},{}]", d.grid[0], d.grid[1], d.grid[2]);
            let group = format!("[{},{},{}]", d.group[0], d.group[1], d.group[2]);
            let _ = writeln!(
                s,
                "* {:<4} {:<30} {grid:<12} {group:<12} B|Aa|Ra  {}",
                d.id.0,
                d.to_string(),
                d.kernel.as_deref().unwrap_or("??")
            );
        }
        let rows: Vec<_> = ds.iter().map(|d| json!({"id": d.id.0, "target_id": d.to_string(), "grid": d.grid, "workgroup": d.group, "kernel": d.kernel})).collect();
        self.print(s);
        self.field("dispatches", json!(rows));
        Ok(())
    }

    fn info_sharedlibrary(&mut self) -> CommandResult {
        if self.modules.is_empty() {
            self.print("No shared libraries loaded at this time.\n");
            return Ok(());
        }
        let mut s = String::from(
            "From                To                  Syms Read   Shared Object Library\n",
        );
        let mut rows = Vec::new();
        for m in &self.modules {
            let text = m
                .image
                .code_object
                .sections()
                .iter()
                .filter(|x| x.is_executable())
                .map(|x| (x.address, x.address + x.data.len() as u64))
                .fold(None, |acc: Option<(u64, u64)>, (a, b)| {
                    Some(acc.map_or((a, b), |(x, y)| (x.min(a), y.max(b))))
                });
            let (from, to) = text.unwrap_or((0, 0));
            let syms = if m.debug_info().is_ok() {
                "Yes"
            } else {
                "Yes (*)"
            };
            let _ = writeln!(
                s,
                "0x{:016x}  0x{:016x}  {syms:<11} {}",
                from + m.load_base,
                to + m.load_base,
                m.uri
            );
            rows.push(json!({"from": format!("{:#x}", from + m.load_base), "to": format!("{:#x}", to + m.load_base), "uri": m.uri}));
        }
        self.print(s);
        self.field("libraries", json!(rows));
        Ok(())
    }

    fn cmd_thread(&mut self, arg: &str) -> CommandResult {
        if let Some(rest) = arg.strip_prefix("apply") {
            return self.apply(rest.trim(), false);
        }
        if arg.is_empty() {
            let f = self.require_focus()?;
            let w = self.require_target()?.wave(f.wave)?;
            let tag = self.lane_systag(&w, f.lane);
            self.print(format!(
                "[Current thread is {}, lane {} ({tag})]\n",
                f.wave, f.lane
            ));
            return Ok(());
        }
        let mut words = arg.split_whitespace();
        if let Some(h) = words.clone().next().and_then(|w| w.strip_prefix('H')) {
            return self.select_host_thread(h);
        }
        let n: u32 = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| CommandError(format!("Invalid thread ID: {arg}")))?;
        let t = self.require_target()?;
        let w = t
            .wave(WaveId(n))
            .map_err(|_| CommandError(format!("Invalid thread ID: {n}")))?;
        if w.state == WaveState::Exited {
            return Err(CommandError(format!("Thread ID {n} has terminated.")));
        }
        let lane = match words.next() {
            Some(l) => l
                .parse()
                .map_err(|_| CommandError(format!("Invalid lane: {l}")))?,
            None => self.exec_lanes(w.id).first().copied().unwrap_or(0),
        };
        self.lane_in_range(w.id, lane)?;
        self.set_focus(w.id, lane);
        let tag = self.lane_systag(&w, lane);
        self.print(format!("[Switching to thread {n}, lane {lane} ({tag})]\n"));
        if w.state == WaveState::Stopped {
            let d = self.frame_description(0, false)?;
            self.print(format!("#0  {d}\n"));
            self.print_source_line(0, false);
        } else {
            self.print("(running)\n");
        }
        Ok(())
    }

    /// `thread H<n>`: selects a thread of the host process. hdb shows where it is (its PC)
    /// but debugs only GPU waves: frames, registers and variables of a host thread are
    /// refused with a message saying so.
    fn select_host_thread(&mut self, n: &str) -> CommandResult {
        let hosts = self.require_target()?.host_threads();
        let h = n
            .parse::<usize>()
            .ok()
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| hosts.get(i))
            .ok_or_else(|| CommandError(format!("Invalid thread ID: H{n}")))?
            .clone();
        self.focus = None;
        self.frames = None;
        self.host_focus = Some(h.lwp);
        self.print(format!("[Switching to thread H{n} ({h})]\n"));
        match h.pc {
            Some(pc) => self.print(format!("#0  0x{pc:016x} in ?? ()\n")),
            None => self.print("(running)\n"),
        }
        self.field(
            "thread",
            json!({"id": format!("H{n}"), "lwp": h.lwp, "pc": h.pc.map(|p| format!("{p:#x}"))}),
        );
        Ok(())
    }

    fn cmd_lane(&mut self, arg: &str) -> CommandResult {
        if let Some(rest) = arg.strip_prefix("apply") {
            return self.apply(rest.trim(), true);
        }
        let f = self.require_focus()?;
        if arg.is_empty() {
            let w = self.require_target()?.wave(f.wave)?;
            let tag = self.lane_systag(&w, f.lane);
            self.print(format!("[Current lane is {} ({tag})]\n", f.lane));
            return Ok(());
        }
        let lane: u32 = arg
            .trim()
            .parse()
            .map_err(|_| CommandError(format!("Invalid lane: {arg}")))?;
        self.lane_in_range(f.wave, lane)?;
        let frame = f.frame;
        self.set_focus(f.wave, lane);
        if let Some(x) = self.focus.as_mut() {
            x.frame = frame;
        }
        let w = self.require_target()?.wave(f.wave)?;
        let tag = self.lane_systag(&w, lane);
        self.print(format!(
            "[Switching to thread {}, lane {lane} ({tag})]\n",
            f.wave
        ));
        if self.lane_workitem(&w, lane).is_none() {
            self.print("warning: Current lane is unused.\n");
        } else if !self.exec_lanes(f.wave).contains(&lane) {
            self.print("warning: Current lane is inactive.\n");
        }
        let d = self.frame_description(frame, false)?;
        self.print(format!("#{frame:<2} {d}\n"));
        self.print_source_line(frame, false);
        Ok(())
    }

    /// `lane apply all|LIST CMD` and `thread apply all|LIST CMD`.
    fn apply(&mut self, arg: &str, lanes: bool) -> CommandResult {
        let (which, cmd) = if let Some(rest) = arg.strip_prefix("all") {
            (None, rest.trim())
        } else {
            let split = arg
                .find(|c: char| !(c.is_ascii_digit() || c == '-' || c == ' '))
                .unwrap_or(arg.len());
            (Some(number_list(&arg[..split])?), arg[split..].trim())
        };
        if cmd.is_empty() {
            return Err(CommandError(
                "Please specify a command to apply on the selected lanes".into(),
            ));
        }
        let saved: Option<Focus> = self.focus;
        let mut results = Vec::new();
        if lanes {
            let f = self.require_focus()?;
            let list: Vec<u32> = match which {
                Some(l) => l,
                None => self.exec_lanes(f.wave),
            };
            for lane in list {
                self.lane_in_range(f.wave, lane)?;
                if let Some(x) = self.focus.as_mut() {
                    x.lane = lane;
                }
                let w = self.require_target()?.wave(f.wave)?;
                let tag = self.lane_systag(&w, lane);
                self.print(format!("\nLane {lane} ({tag}):\n"));
                let r = self.dispatch(cmd);
                if let Err(CommandError(e)) = r {
                    self.print(format!("{e}\n"));
                }
                results.push(lane);
            }
            self.focus = saved;
            if let Some(f) = saved {
                self.set_focus(f.wave, f.lane);
                if let Some(x) = self.focus.as_mut() {
                    x.frame = f.frame;
                }
            }
        } else {
            let waves: Vec<_> = self
                .waves()
                .into_iter()
                .filter(|w| w.state == WaveState::Stopped)
                .filter(|w| which.as_ref().is_none_or(|l| l.contains(&w.id.0)))
                .collect();
            for w in waves.iter().rev() {
                let lane = self.exec_lanes(w.id).first().copied().unwrap_or(0);
                self.set_focus(w.id, lane);
                self.print(format!("\nThread {} ({w}):\n", w.id));
                if let Err(CommandError(e)) = self.dispatch(cmd) {
                    self.print(format!("{e}\n"));
                }
                results.push(w.id.0);
            }
            self.focus = saved;
            self.frames = None;
        }
        Ok(())
    }

    // ----- frames -----

    fn cmd_backtrace(&mut self, arg: &str) -> CommandResult {
        let mut full = false;
        let mut limit: Option<usize> = None;
        for w in arg.split_whitespace() {
            match w {
                "full" | "-full" => full = true,
                n => {
                    limit = Some(n.parse().map_err(|_| {
                        CommandError(format!("No symbol \"{n}\" in current context."))
                    })?)
                }
            }
        }
        let frames = self.frames()?;
        let n = frames.frames.len();
        let end = frames.backtrace.end.clone();
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
        let n = self.frames()?.frames.len();
        if index >= n {
            return Err(CommandError(format!("No frame at level {index}.")));
        }
        if let Some(f) = self.focus.as_mut() {
            f.frame = index;
        }
        let d = self.frame_description(index, false)?;
        self.print(format!("#{index:<2} {d}\n"));
        self.print_source_line(index, false);
        self.field("frame", self.frame_json(index));
        Ok(())
    }

    fn cmd_frame(&mut self, arg: &str) -> CommandResult {
        let f = self.require_focus()?;
        let arg = arg.trim().strip_prefix("level").unwrap_or(arg).trim();
        let index = if arg.is_empty() {
            f.frame
        } else {
            arg.parse()
                .map_err(|_| CommandError(format!("Invalid frame level: {arg}")))?
        };
        self.select_frame(index)
    }

    fn cmd_up_down(&mut self, arg: &str, up: bool) -> CommandResult {
        let f = self.require_focus()?;
        let n = count_arg(arg)? as usize;
        let count = self.frames()?.frames.len();
        let index = if up {
            if f.frame + 1 >= count {
                return Err(CommandError(
                    "Initial frame selected; you cannot go up.".into(),
                ));
            }
            (f.frame + n).min(count - 1)
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

    fn info_frame(&mut self) -> CommandResult {
        let f = self.require_focus()?;
        self.frames()?;
        let frames = self.frames.as_ref().expect("computed");
        let fr = frames.frames[f.frame].clone();
        let caller = frames.frames.get(f.frame + 1).cloned();
        let recovered = frames.backtrace.frames[f.frame].recovered.clone();
        let mut s = format!(
            "Stack level {}, frame at {}:\n",
            fr.index,
            fr.cfa.map_or("<unknown>".to_string(), |c| c.to_string())
        );
        let _ = write!(
            s,
            " pc = 0x{:016x} in {}",
            fr.pc,
            fr.function.as_deref().unwrap_or("??")
        );
        if let Some((file, line)) = &fr.line {
            let _ = write!(s, " ({file}:{line})");
        }
        match &caller {
            Some(c) => {
                let _ = writeln!(s, "; saved pc = 0x{:016x}", c.pc);
            }
            None => s.push('\n'),
        }
        if let Some(c) = &caller {
            let _ = writeln!(
                s,
                " called by frame at {}",
                c.cfa.map_or("<unknown>".to_string(), |x| x.to_string())
            );
        }
        if f.frame > 0 {
            let inner = &self.frames.as_ref().expect("computed").frames[f.frame - 1];
            let _ = writeln!(
                s,
                " caller of frame at {}",
                inner.cfa.map_or("<unknown>".to_string(), |x| x.to_string())
            );
        }
        let _ = writeln!(s, " unwound by: {}", fr.method);
        if recovered
            .iter()
            .any(|r| !matches!(r.value, unwind::RecoveredValue::Undefined))
        {
            s.push_str(" Saved registers:\n");
            // Registers the rules leave undefined (the ABI clobbers them) are not saved.
            for r in recovered
                .iter()
                .filter(|r| !matches!(r.value, unwind::RecoveredValue::Undefined))
            {
                let name = amdgpu::DwarfReg(r.register.0);
                let _ = writeln!(s, "  {name}: {}", r.how);
            }
        }
        self.print(s);
        self.field("frame", self.frame_json(f.frame));
        Ok(())
    }

    // ----- source -----

    fn cmd_list(&mut self, arg: &str) -> CommandResult {
        let size = 10u32;
        let (fi, mi, center) = if arg.is_empty() {
            match (self.list_next, self.list_last) {
                (Some((fi, first, mi)), _) => (fi, mi, first + size / 2),
                (None, Some((fi, line, mi))) => (fi, mi, line),
                (None, None) => {
                    let file = self.current_file().ok_or_else(|| {
                        CommandError("No symbol table is loaded.  Use the \"file\" command.".into())
                    })?;
                    let m = &self.modules[0];
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
                    (fi, 0, kernel_line + 1)
                }
            }
        } else {
            match self.parse_location(arg)? {
                Location::Line { file, line } => {
                    let (mi, fi) = self
                        .modules
                        .iter()
                        .enumerate()
                        .find_map(|(mi, m)| {
                            m.lines().matching_files(&file).first().map(|&f| (mi, f))
                        })
                        .ok_or_else(|| CommandError(format!("No source file named {file}.")))?;
                    (fi, mi, line as u32)
                }
                loc => {
                    let a = self.resolve(&loc, false).map_err(CommandError)?[0];
                    let mi = self.module_at(a).unwrap_or(0);
                    let m = &self.modules[mi];
                    let (file, line) = m
                        .line_at(a - m.load_base)
                        .ok_or_else(|| CommandError(format!("No line number known for {arg}.")))?;
                    let fi = m.lines().files.iter().position(|f| f == file).unwrap_or(0) as u32;
                    (fi, mi, line)
                }
            }
        };
        let file = self.modules[mi].lines().files[fi as usize].clone();
        let lines = self.source.read(&file).map_err(CommandError)?;
        let first = center.saturating_sub(size / 2).max(1);
        let last = (first + size - 1).min(lines.len() as u32);
        if first > lines.len() as u32 {
            return Err(CommandError(format!(
                "Line number {first} out of range; \"{}\" has {} lines.",
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

    fn info_source(&mut self) -> CommandResult {
        let Some(file) = self.current_file() else {
            self.print("No current source file.\n");
            return Ok(());
        };
        let m = &self.modules[0];
        let fi = m.lines().matching_files(&file).first().copied();
        let mut s = format!("Current source file is {file}\n");
        if let Some(fi) = fi {
            let f = m.lines().files[fi as usize].clone();
            let _ = writeln!(s, "Located in {}", f.path);
            if let Ok(lines) = self.source.read(&f) {
                let _ = writeln!(s, "Contains {} lines.", lines.len());
            }
            if f.embedded.is_some() {
                s.push_str("Source is embedded in the DWARF (DW_LNCT_LLVM_source).\n");
            }
        }
        self.print(s);
        Ok(())
    }

    fn info_line(&mut self, arg: &str) -> CommandResult {
        let (fi_line, addr) = if arg.is_empty() {
            let f = self.require_focus()?;
            let pc = self.frames()?.frames[f.frame].lookup_pc;
            (None, Some(pc))
        } else {
            match self.parse_location(arg)? {
                Location::Address(a) => (None, Some(self.loaded(a))),
                Location::Line { file, line } => (Some((file, line)), None),
                loc => (
                    None,
                    Some(self.resolve(&loc, false).map_err(CommandError)?[0]),
                ),
            }
        };
        if let Some(a) = addr {
            let mi = self.module_at(a).ok_or_else(|| {
                CommandError(format!(
                    "No line number information available for address {a:#x}"
                ))
            })?;
            let m = &self.modules[mi];
            let elf = a - m.load_base;
            let (file, line) = m.line_at(elf).ok_or_else(|| {
                CommandError(format!(
                    "No line number information available for address {a:#x}"
                ))
            })?;
            let r = m.lines().row_range(elf).expect("a row");
            let (start, end) = (r.start + m.load_base, r.end + m.load_base);
            let fname = |x: u64| {
                self.function_of(x).map_or(String::new(), |(f, o)| {
                    if o == 0 {
                        format!(" <{f}>")
                    } else {
                        format!(" <{f}+{o}>")
                    }
                })
            };
            let text = format!(
                "Line {line} of \"{}\" starts at address {start:#x}{} and ends at {end:#x}{}.\n",
                file.name,
                fname(start),
                fname(end)
            );
            self.print(text);
            return Ok(());
        }
        let (file, line) = fi_line.expect("one of them");
        let addrs = self
            .resolve(
                &Location::Line {
                    file: file.clone(),
                    line,
                },
                false,
            )
            .map_err(CommandError)?;
        let a = addrs[0];
        let (f2, l2) = self.line_of(a).unwrap_or((file.clone(), line as u32));
        let fname = self.function_of(a).map_or(String::new(), |(f, o)| {
            if o == 0 {
                format!(" <{f}>")
            } else {
                format!(" <{f}+{o}>")
            }
        });
        self.print(format!(
            "Line {l2} of \"{f2}\" starts at address {a:#x}{fname}.\n"
        ));
        Ok(())
    }

    // ----- registers -----

    fn info_registers(&mut self, arg: &str) -> CommandResult {
        let f = self.require_focus()?;
        let w = self.require_target()?.wave(f.wave)?;
        let regs: Vec<Register> = match arg {
            "" | "general" | "scalar" | "system" => {
                let mut v = vec![
                    Register::Pc,
                    Register::Exec,
                    Register::Vcc,
                    Register::M0,
                    Register::Status,
                    Register::Mode,
                    Register::Trapsts,
                ];
                if arg == "system" {
                    v = vec![
                        Register::Pc,
                        Register::Exec,
                        Register::Status,
                        Register::Mode,
                        Register::Trapsts,
                        Register::M0,
                    ];
                } else {
                    for i in 0..106u16 {
                        v.push(Register::Sgpr(i));
                    }
                }
                v
            }
            "vector" => (0..256u16)
                .map(Register::Vgpr)
                .chain((0..256u16).map(Register::Agpr))
                .collect(),
            "all" => Register::all().collect(),
            names => names
                .split_whitespace()
                .map(|n| {
                    Register::parse(n).map_err(|_| {
                        CommandError(format!("Invalid register `{}'", n.trim_start_matches('$')))
                    })
                })
                .collect::<Result<_, _>>()?,
        };
        let explicit = !matches!(arg, "" | "general" | "scalar" | "system" | "vector" | "all");
        let mut s = String::new();
        let mut rows = serde_json::Map::new();
        let frame_index = f.frame;
        for reg in regs {
            let text = match self.register_text(f.wave, w.wave_size, reg, frame_index) {
                Some(t) => t,
                None if explicit => format!("{:<15}<unavailable>", reg.to_string()),
                None => continue,
            };
            let _ = writeln!(s, "{text}");
            rows.insert(reg.to_string(), json!(text[15..].trim()));
        }
        self.print(s);
        self.field("registers", serde_json::Value::Object(rows));
        Ok(())
    }

    /// One `info registers` line: name, raw hex, natural value (vectors as gdb prints
    /// arrays), for the selected frame (outer frames show what the unwinder recovered).
    fn register_text(
        &mut self,
        wave: WaveId,
        size: amdgpu::WaveSize,
        reg: Register,
        frame: usize,
    ) -> Option<String> {
        let bytes = if frame == 0 {
            let t = self.target.as_ref()?;
            let mut b = vec![0u8; reg.byte_size(size) as usize];
            t.read_register(wave, reg, &mut b).ok()?;
            b
        } else {
            let num = reg.dwarf_number(size)?;
            let ctx = self.frame_context(0).ok()?;
            match ctx.register_value(u64::from(num))? {
                unwind::RecoveredValue::Bytes { bytes, valid }
                    if bytes.len().div_ceil(4) as u32 <= valid.trailing_ones() =>
                {
                    bytes
                }
                _ => return Some(format!("{:<15}<not saved>", reg.to_string())),
            }
        };
        let name = reg.to_string();
        if bytes.len() > 8 {
            let lanes: Vec<String> = bytes
                .chunks_exact(4)
                .map(|c| format!("{:#x}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                .collect();
            return Some(format!("{name:<15}{}", crate::session::gdb_array(&lanes)));
        }
        let mut x = [0u8; 8];
        x[..bytes.len()].copy_from_slice(&bytes);
        let v = u64::from_le_bytes(x);
        let natural = match reg {
            Register::Pc => {
                let sym = self.function_of(v).map_or(String::new(), |(f, o)| {
                    if o == 0 {
                        format!(" <{f}>")
                    } else {
                        format!(" <{f}+{o}>")
                    }
                });
                format!("{v:#x}{sym}")
            }
            _ if bytes.len() == 4 => (v as u32 as i32).to_string(),
            _ => v.to_string(),
        };
        Some(format!("{name:<15}{:<19}{natural}", format!("{v:#x}")))
    }

    // ----- disassembly -----

    fn cmd_disassemble(&mut self, arg: &str) -> CommandResult {
        let (pc, range) = if arg.is_empty() {
            let f = self.require_focus()?;
            let fr = self.frames()?.frames[f.frame].clone();
            (Some(fr.pc), fr.lookup_pc)
        } else {
            let loc = self.parse_location(arg.trim_start_matches("/r").trim())?;
            let a = self.resolve(&loc, false).map_err(CommandError)?[0];
            (self.focus.and_then(|f| self.pc(f.wave).ok()), a)
        };
        let mi = self
            .module_at(range)
            .ok_or_else(|| CommandError("No function contains specified address.".into()))?;
        let m = &self.modules[mi];
        let elf = range - m.load_base;
        let func = m
            .function_at(elf)
            .cloned()
            .ok_or_else(|| CommandError("No function contains specified address.".into()))?;
        let processor = m
            .image
            .processor()
            .ok_or_else(|| CommandError("unknown processor".into()))?;
        let wave = self
            .focus
            .and_then(|f| self.target.as_ref()?.wave(f.wave).ok())
            .map(|w| w.wave_size)
            .or_else(|| m.image.code_object.wave_size_at(func.start))
            .unwrap_or(amdgpu::WaveSize::Wave64);
        let decoder = Decoder::for_target(processor.name, wave)?;
        let section = m
            .image
            .code_object
            .code_at(func.start)
            .ok_or_else(|| CommandError("No function contains specified address.".into()))?;
        let name = m.display_name(&func.name).to_string();
        let mut s = format!("Dump of assembler code for function {name}:\n");
        let mut a = func.start;
        let end = func.end.min(section.address + section.data.len() as u64);
        let base = m.load_base;
        // Planted breakpoints are not in the module's bytes (the module keeps the file's).
        while a < end {
            let off = (a - section.address) as usize;
            let inst = decoder.decode(&section.data[off..]);
            let marker = if pc == Some(a + base) { "=> " } else { "   " };
            let _ = writeln!(
                s,
                "{marker}0x{:016x} <+{}>:\t{}",
                a + base,
                a - func.start,
                inst.text()
            );
            a += inst.len().max(4) as u64;
        }
        s.push_str("End of assembler dump.\n");
        self.print(s);
        Ok(())
    }
}

/// gdb's signal for a stop reason.
pub(crate) fn signal_of(reason: &StopReason) -> (&'static str, &'static str) {
    let signal = reason.signal();
    (signal.name, signal.description)
}

/// What a source step does with calls and loops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StepKind {
    /// Into calls.
    Step,
    /// Over calls.
    Next,
    /// Over calls, never back into a loop.
    Until,
}

impl Session {
    /// Completions for `line` with the cursor at byte `pos`: the byte offset where the word
    /// being completed starts, and the candidates (commands, `info` subcommands, functions and
    /// source files for locations, variables in scope for expressions), sorted.
    pub fn complete(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let line = line.get(..pos).unwrap_or(line);
        let start = line
            .rfind(|c: char| c.is_whitespace() || "(*&!,[+-/=<>".contains(c))
            .map_or(0, |i| i + 1);
        let word = &line[start..];
        let before: Vec<&str> = line[..start].split_whitespace().collect();
        let mut out: Vec<String> = match before.first().map(|w| lookup(w).map(|c| c.name)) {
            None => COMMANDS
                .iter()
                .flat_map(|c| {
                    std::iter::once(c.name).chain(c.aliases.iter().copied().filter(|a| a.len() > 1))
                })
                .filter(|n| n.starts_with(word))
                .map(str::to_string)
                .collect(),
            Some(Ok("info")) if before.len() == 1 => INFO
                .iter()
                .filter(|n| n.starts_with(word))
                .map(|s| s.to_string())
                .collect(),
            Some(Ok("help")) => COMMANDS
                .iter()
                .map(|c| c.name)
                .filter(|n| n.starts_with(word))
                .map(str::to_string)
                .collect(),
            Some(Ok("break" | "tbreak" | "list" | "until" | "advance" | "disassemble")) => {
                let mut v = Vec::new();
                for m in &self.modules {
                    for f in &m.functions {
                        let n = m.display_name(&f.name);
                        let n = n.split('(').next().unwrap_or(n);
                        if n.starts_with(word) {
                            v.push(n.to_string());
                        }
                    }
                    for f in &m.lines().files {
                        let base = f.name.rsplit('/').next().unwrap_or(&f.name);
                        for n in [f.name.as_str(), base] {
                            if n.starts_with(word) {
                                v.push(format!("{n}:"));
                            }
                        }
                    }
                }
                v
            }
            Some(Ok(_)) => self.names_in_scope(word),
            Some(Err(_)) => Vec::new(),
        };
        out.sort();
        out.dedup();
        (start, out)
    }

    /// Variables visible at the selected frame (and registers when the word starts with `$`).
    fn names_in_scope(&self, word: &str) -> Vec<String> {
        if let Some(r) = word.strip_prefix('$') {
            return amdgpu::Register::all()
                .map(|x| format!("${x}"))
                .chain(self.convenience.keys().map(|k| format!("${k}")))
                .filter(|n| n[1..].starts_with(r))
                .collect();
        }
        let (Some(f), Some(frames)) = (self.focus, self.frames.as_ref()) else {
            return Vec::new();
        };
        let Some(fr) = frames.frames.get(f.frame) else {
            return Vec::new();
        };
        let Some(m) = fr.module.map(|i| &self.modules[i]) else {
            return Vec::new();
        };
        let Ok(info) = m.debug_info() else {
            return Vec::new();
        };
        let Ok(Some(at)) = info.lookup(fr.lookup_pc - m.load_base) else {
            return Vec::new();
        };
        at.variables
            .into_iter()
            .filter_map(|v| v.name)
            .filter(|n| n.starts_with(word))
            .collect()
    }
}
