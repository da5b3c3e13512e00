//! The one command table: each command's name, the abbreviations gdb predefines, its help
//! line and its handler; `info` subcommands likewise. Lookup follows gdb: an exact alias or
//! name, else a unique prefix.

use std::fmt::Write as _;

use amdgpu::target::WatchKind;

use super::{CommandError, CommandResult, Interpreter};

/// A command's handler: the interpreter, the `/FMT` suffix, the argument text.
type Handler = fn(&mut Interpreter, Option<&str>, &str) -> CommandResult;

/// A command: its full name, the abbreviations gdb predefines, one line of help, what it does.
pub(crate) struct Command {
    pub(crate) name: &'static str,
    pub(crate) aliases: &'static [&'static str],
    pub(crate) help: &'static str,
    handler: Handler,
    /// What its argument completes to.
    pub(crate) completes: Completes,
}

/// What a command's argument completes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Completes {
    /// Nothing.
    Nothing,
    /// Command names.
    Commands,
    /// `info` subcommands.
    InfoSubcommands,
    /// Locations: functions and source files.
    Locations,
    /// Expressions: variables in scope, registers, convenience variables.
    Expressions,
}

macro_rules! command {
    ($name:literal, [$($alias:literal),*], $help:literal, $handler:expr, $completes:ident) => {
        Command {
            name: $name,
            aliases: &[$($alias),*],
            help: $help,
            handler: $handler,
            completes: Completes::$completes,
        }
    };
}

/// Every top-level command, in `help` order.
#[rustfmt::skip]
pub(crate) const COMMANDS: &[Command] = &[
    command!("advance", [], "Run until LOCATION or the current frame returns.", |i, _, a| i.cmd_advance(a), Locations),
    command!("awatch", [], "Stop when a load or store accesses EXPR (exact in the simulator).", |i, _, a| i.cmd_watch(a, WatchKind::Access), Expressions),
    command!("backtrace", ["bt", "where"], "Print the frames of the selected wave: backtrace [full] [N].", |i, _, a| i.cmd_backtrace(a), Nothing),
    command!("break", ["b", "br", "brea"], "Set a breakpoint: break FUNCTION | FILE:LINE | LINE | *ADDR [if COND].", |i, _, a| i.cmd_break(a, false), Locations),
    command!("commands", [], "Set commands to run when a breakpoint is hit: commands [N...], then lines up to \"end\" (silent first: no stop message).", |i, _, _| i.cmd_needs_block("commands"), Nothing),
    command!("condition", [], "Set or clear a breakpoint's condition: condition N [EXPR].", |i, _, a| i.cmd_condition(a), Expressions),
    command!("continue", ["c", "cont", "fg"], "Resume every wave until a breakpoint, a trap or the kernel's end.", |i, _, a| i.cmd_continue(a), Nothing),
    command!("define", [], "Define a new command: define NAME, then lines up to \"end\" ($arg0..., $argc).", |i, _, _| i.cmd_needs_block("define"), Commands),
    command!("delete", ["d"], "Delete breakpoints (all without arguments): delete [N...].", |i, _, a| i.cmd_delete(a), Nothing),
    command!("directory", ["dir"], "Add a directory to the source search path.", |i, _, a| i.cmd_directory(a), Nothing),
    command!("disable", ["disa"], "Disable breakpoints: disable [N...].", |i, _, a| i.cmd_enable(a, false), Nothing),
    command!("disassemble", [], "Disassemble a function (default: the selected frame's; => marks its PC) or START,END / START,+LEN; /r raw bytes, /s source in address order, /m source in line order.", |i, _, a| i.cmd_disassemble(a), Locations),
    command!("display", [], "Print EXPR at every stop: display[/FMT] EXPR.", |i, f, a| i.cmd_display(f, a), Expressions),
    command!("document", [], "Document a user-defined command: document NAME, then lines up to \"end\".", |i, _, _| i.cmd_needs_block("document"), Commands),
    command!("down", ["do"], "Select the frame called by this one: down [N].", |i, _, a| i.cmd_up_down(a, false), Nothing),
    command!("dprintf", [], "Set a dynamic printf: dprintf LOCATION,\"FORMAT\",ARG... (prints and goes on).", |i, _, a| i.cmd_dprintf(a), Locations),
    command!("echo", [], "Print text (C escapes; no newline added): echo TEXT.", |i, _, a| i.cmd_echo(a), Nothing),
    command!("enable", ["en"], "Enable breakpoints: enable [N...].", |i, _, a| i.cmd_enable(a, true), Nothing),
    command!("end", [], "End a block of commands.", |i, _, _| i.cmd_top_level_only(), Nothing),
    command!("finish", ["fin"], "Run until the selected frame returns.", |i, _, _| i.cmd_finish(), Nothing),
    command!("frame", ["f"], "Select and print a frame: frame [N].", |i, _, a| i.cmd_frame(a), Nothing),
    command!("generate-core-file", ["gcore"], "Save the GPU state as a core file: gcore [-unified] [FILE] (default gpucore.PID; -unified adds a host core).", |i, _, a| i.cmd_gcore(a), Nothing),
    command!("help", ["h"], "List the commands.", |i, _, a| i.cmd_help(a), Commands),
    command!("if", [], "Run lines if EXPR is non-zero: if EXPR, lines, [else, lines,] end.", |i, _, _| i.cmd_needs_block("if"), Expressions),
    command!("ignore", [], "Ignore the next COUNT hits of a breakpoint: ignore N COUNT.", |i, _, a| i.cmd_ignore(a), Nothing),
    command!("info", ["i", "inf"], "info breakpoints|locals|args|frame|record|registers|line|source|sharedlibrary|agents|queues|dispatches|threads|lanes|display.", |i, _, a| i.cmd_info(a), InfoSubcommands),
    command!("kill", ["k"], "Kill the kernel (every wave).", |i, _, _| i.cmd_kill(), Nothing),
    command!("lane", [], "Select a lane of the current wave: lane N; lane apply all|LIST CMD.", |i, _, a| i.cmd_lane(a), Nothing),
    command!("list", ["l"], "List source lines: list [LINE | FUNCTION | FILE:LINE].", |i, _, a| i.cmd_list(a), Locations),
    command!("next", ["n"], "Step the focused lane to the next line, over calls: next [N].", |i, _, a| i.cmd_step(a, crate::engine::StepKind::Next), Nothing),
    command!("nexti", ["ni"], "Step one instruction, over calls: nexti [N].", |i, _, a| i.cmd_stepi(a, true), Nothing),
    command!("output", [], "Print a value without history or newline.", |i, f, a| i.cmd_print(f, a, false), Expressions),
    command!("print", ["p", "inspect"], "Print a value: print[/FMT] EXPR (FMT: x d u o t c f a z).", |i, f, a| i.cmd_print(f, a, true), Expressions),
    command!("printf", [], "Print formatted values: printf \"FORMAT\", ARG... (C's conversions).", |i, _, a| i.cmd_printf(a), Expressions),
    command!("ptype", [], "Print a type's definition: ptype EXPR|TYPE.", |i, _, a| i.cmd_ptype(a, true), Expressions),
    command!("python", ["py"], "Python scripting (not supported by hdb).", |_, _, _| Err(CommandError("Python scripting is not supported in hdb.".into())), Nothing),
    command!("quit", ["q", "exit"], "Leave hdb (the kernel is killed).", |i, _, _| i.cmd_quit(), Nothing),
    command!("record", ["rec"], "Record the kernel's execution to go back in it: record [full] | record stop | record goto begin|end|N (the simulator).", |i, _, a| i.cmd_record(a), Nothing),
    command!("reverse-continue", ["rc"], "Run backwards to the last breakpoint hit of any wave (needs record).", |i, _, _| i.cmd_reverse_continue(), Nothing),
    command!("reverse-finish", [], "Run back to where the selected frame was called (needs record).", |i, _, _| i.cmd_reverse_finish(), Nothing),
    command!("reverse-next", ["rn"], "Step the focused lane back to the previous line, over calls: reverse-next [N] (needs record).", |i, _, a| i.cmd_reverse_step(a, crate::engine::StepKind::Next), Nothing),
    command!("reverse-nexti", ["rni"], "Step the focused wave back one instruction, over calls: reverse-nexti [N] (needs record).", |i, _, a| i.cmd_reverse_stepi(a, true), Nothing),
    command!("reverse-step", ["rs"], "Step the focused lane back to the previous line, into calls: reverse-step [N] (needs record).", |i, _, a| i.cmd_reverse_step(a, crate::engine::StepKind::Step), Nothing),
    command!("reverse-stepi", ["rsi"], "Step the focused wave back one instruction: reverse-stepi [N] (needs record).", |i, _, a| i.cmd_reverse_stepi(a, false), Nothing),
    command!("run", ["r"], "Start the kernel from the beginning.", |i, _, _| i.cmd_run(), Nothing),
    command!("rwatch", [], "Stop when a load reads EXPR (exact in the simulator).", |i, _, a| i.cmd_watch(a, WatchKind::Read), Expressions),
    command!("set", [], "Change a setting (set pagination off, set print pretty on, set listsize N, set logging enabled on, ...) or a variable: set var NAME = EXPR.", |i, _, a| i.cmd_set(a), Expressions),
    command!("show", [], "Show a setting: show pagination|confirm|print ...|listsize|width|height|scheduler-locking|logging|language|user|values|convenience.", |i, _, a| i.cmd_show(a), Nothing),
    command!("signal", [], "Resume with the pending fault's signal (ending the program) or none: signal 0|SIGNAL.", |i, _, a| i.cmd_signal(a), Nothing),
    command!("source", [], "Run the commands of a file: source [-v] FILE.", |i, _, a| i.cmd_source(a), Nothing),
    command!("start", [], "Run the kernel to its first line: a temporary breakpoint on the kernel, then run.", |i, _, _| i.cmd_start(), Nothing),
    command!("step", ["s"], "Step the focused lane to the next line, into calls: step [N].", |i, _, a| i.cmd_step(a, crate::engine::StepKind::Step), Nothing),
    command!("stepi", ["si"], "Step one instruction: stepi [N].", |i, _, a| i.cmd_stepi(a, false), Nothing),
    command!("tbreak", ["tb"], "Set a temporary breakpoint (deleted when hit).", |i, _, a| i.cmd_break(a, true), Locations),
    command!("thread", ["t"], "Select a wave: thread N [LANE]; thread apply all|LIST CMD.", |i, _, a| i.cmd_thread(a), Nothing),
    command!("undisplay", [], "Cancel displays: undisplay [N...].", |i, _, a| i.cmd_undisplay(a), Nothing),
    command!("until", ["u"], "Step without going back in loops, or run to LOCATION: until [LOCATION].", |i, _, a| i.cmd_until(a), Locations),
    command!("up", [], "Select the frame that called this one: up [N].", |i, _, a| i.cmd_up_down(a, true), Nothing),
    command!("watch", [], "Stop when a store changes EXPR (global, LDS or private memory; exact in the simulator).", |i, _, a| i.cmd_watch(a, WatchKind::Write), Expressions),
    command!("whatis", [], "Print the type of an expression.", |i, _, a| i.cmd_ptype(a, false), Expressions),
    command!("while", [], "Run lines while EXPR is non-zero: while EXPR, lines, end (loop_break, loop_continue).", |i, _, _| i.cmd_needs_block("while"), Expressions),
    command!("x", [], "Examine memory: x/NFU ADDR (ADDR may be aspace#addr).", |i, f, a| i.cmd_examine(f, a), Expressions),
];

/// An `info` subcommand.
struct InfoCommand {
    name: &'static str,
    handler: fn(&mut Interpreter, &str) -> CommandResult,
}

/// `info` subcommands (gdb's minimal abbreviations are prefixes).
#[rustfmt::skip]
const INFO: &[InfoCommand] = &[
    InfoCommand { name: "address", handler: |i, a| i.info_address(a) },
    InfoCommand { name: "agents", handler: |i, _| i.info_agents() },
    InfoCommand { name: "all-registers", handler: |i, a| i.info_registers(if a.trim().is_empty() { "all" } else { a }) },
    InfoCommand { name: "args", handler: |i, _| i.info_args() },
    InfoCommand { name: "breakpoints", handler: |i, _| i.info_breakpoints() },
    InfoCommand { name: "dispatches", handler: |i, a| i.info_dispatches(a) },
    InfoCommand { name: "checks", handler: |i, _| i.info_checks() },
    InfoCommand { name: "display", handler: |i, _| i.info_display() },
    InfoCommand { name: "frame", handler: |i, _| i.info_frame() },
    InfoCommand { name: "functions", handler: |i, a| i.info_functions(a) },
    InfoCommand { name: "lanes", handler: |i, a| i.info_lanes(a) },
    InfoCommand { name: "line", handler: |i, a| i.info_line(a) },
    InfoCommand { name: "locals", handler: |i, _| i.info_locals() },
    InfoCommand { name: "queues", handler: |i, _| i.info_queues() },
    InfoCommand { name: "record", handler: |i, _| i.info_record() },
    InfoCommand { name: "last-write", handler: |i, a| i.info_last_write(a) },
    InfoCommand { name: "registers", handler: |i, a| i.info_registers(a) },
    InfoCommand { name: "scope", handler: |i, a| i.info_scope(a) },
    InfoCommand { name: "sharedlibrary", handler: |i, _| i.info_sharedlibrary() },
    InfoCommand { name: "source", handler: |i, _| i.info_source() },
    InfoCommand { name: "symbol", handler: |i, a| i.info_symbol(a) },
    InfoCommand { name: "threads", handler: |i, _| i.info_threads() },
    InfoCommand { name: "types", handler: |i, a| i.info_types(a) },
    InfoCommand { name: "variables", handler: |i, a| i.info_variables(a) },
    InfoCommand { name: "watchpoints", handler: |i, _| i.info_watchpoints() },
];

/// The `info` subcommand names, in order.
pub(crate) fn info_names() -> impl Iterator<Item = &'static str> {
    INFO.iter().map(|c| c.name)
}

/// Finds a command by exact alias, full name or unique prefix.
pub(crate) fn lookup(word: &str) -> Result<&'static Command, CommandError> {
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

fn info_lookup(word: &str) -> Result<&'static InfoCommand, CommandError> {
    let aliases: &[(&str, &str)] = &[
        ("b", "breakpoints"),
        ("br", "breakpoints"),
        ("break", "breakpoints"),
        ("f", "frame"),
        ("r", "registers"),
        ("reg", "registers"),
        ("rec", "record"),
        ("shared", "sharedlibrary"),
        ("s", "source"),
    ];
    let word = aliases
        .iter()
        .find(|(a, _)| *a == word)
        .map_or(word, |(_, full)| full);
    if let Some(c) = INFO.iter().find(|c| c.name == word) {
        return Ok(c);
    }
    let hits: Vec<&InfoCommand> = INFO.iter().filter(|c| c.name.starts_with(word)).collect();
    match hits.as_slice() {
        [one] => Ok(one),
        [] => Err(CommandError(format!(
            "Undefined info command: \"{word}\".  Try \"help info\"."
        ))),
        many => Err(CommandError(format!(
            "Ambiguous info command \"{word}\": {}.",
            many.iter().map(|c| c.name).collect::<Vec<_>>().join(", ")
        ))),
    }
}

/// Splits `p/x foo` into (`p`, Some(`x`), `foo`).
pub(crate) fn split_command(line: &str) -> (&str, Option<&str>, &str) {
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

/// A number: decimal or `0x` hex.
pub(crate) fn parse_number(s: &str) -> Option<u64> {
    let s = s.trim();
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

/// A repeat count: 1 when absent.
pub(crate) fn count_arg(arg: &str) -> Result<u64, CommandError> {
    if arg.is_empty() {
        return Ok(1);
    }
    parse_number(arg).ok_or_else(|| CommandError(format!("Invalid number \"{arg}\".")))
}

/// A list of numbers and ranges: `1 3-5`.
pub(crate) fn number_list(arg: &str) -> Result<Vec<u32>, CommandError> {
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

/// Commands that move the kernel (forwards or back through a recording).
const RESUMING: &[&str] = &[
    "advance",
    "continue",
    "finish",
    "kill",
    "next",
    "nexti",
    "record",
    "reverse-continue",
    "reverse-finish",
    "reverse-next",
    "reverse-nexti",
    "reverse-step",
    "reverse-stepi",
    "run",
    "signal",
    "start",
    "step",
    "stepi",
    "until",
];

/// Commands that plant breakpoints or watchpoints in the target.
const PLANTING: &[&str] = &["awatch", "break", "dprintf", "rwatch", "tbreak", "watch"];

/// Commands that read, write or run files on the machine the interpreter runs on, or define
/// commands and blocks that outlive one line.
const LOCAL: &[&str] = &[
    "commands",
    "define",
    "document",
    "generate-core-file",
    "if",
    "quit",
    "source",
    "while",
];

/// Why `name` (a command's full name, `arg` its argument) is refused where the interpreter
/// only inspects a stop its owner controls (`owner`: the debugger that does, as the user
/// knows it); `None` when it may run.
pub(crate) fn inspect_only_refusal(name: &str, arg: &str, owner: &str) -> Option<String> {
    if RESUMING.contains(&name) {
        return Some(format!(
            "`{name}` would move the kernel, which only {owner} does here: use {owner}'s own `{name}`."
        ));
    }
    if PLANTING.contains(&name) {
        return Some(format!(
            "`{name}` would plant a breakpoint behind {owner}'s back: use {owner}'s own `{name}`."
        ));
    }
    let logging = name == "set" && arg.split_whitespace().next() == Some("logging");
    if LOCAL.contains(&name) || logging {
        let what = if logging { "set logging" } else { name };
        return Some(format!(
            "`{what}` is not offered here (it acts on the stub's machine or outlives one command)."
        ));
    }
    None
}

impl Interpreter {
    /// Runs one command line.
    pub(crate) fn dispatch(&mut self, line: &str) -> CommandResult {
        if line.is_empty() || line.starts_with('#') {
            return Ok(());
        }
        let (word, fmt, arg) = split_command(line);
        if fmt.is_none() {
            if let Some(r) = self.user_command(word, arg) {
                return r;
            }
        }
        let cmd = lookup(word)?;
        self.check_inspect_only(cmd.name, arg)?;
        (cmd.handler)(self, fmt, arg)
    }

    /// Fails when the interpreter only inspects ([`Interpreter::set_inspect_only`]) and
    /// `name` does more.
    pub(crate) fn check_inspect_only(&self, name: &str, arg: &str) -> CommandResult {
        match self
            .inspect_only
            .as_deref()
            .and_then(|owner| inspect_only_refusal(name, arg, owner))
        {
            Some(why) => Err(CommandError(why)),
            None => Ok(()),
        }
    }

    fn cmd_help(&mut self, arg: &str) -> CommandResult {
        if let Some(doc) = self.user_help(arg) {
            self.print(format!("{doc}\n"));
            return Ok(());
        }
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

    fn cmd_info(&mut self, arg: &str) -> CommandResult {
        let (word, rest) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
        if word.is_empty() {
            return Err(CommandError(
                "List of info subcommands: ".to_string()
                    + &info_names().collect::<Vec<_>>().join(", "),
            ));
        }
        (info_lookup(word)?.handler)(self, rest.trim())
    }

    fn cmd_quit(&mut self) -> CommandResult {
        self.quit = true;
        let _ = self.engine.kill();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_and_alias_finds_its_command() {
        for c in COMMANDS {
            assert_eq!(lookup(c.name).map(|x| x.name).ok(), Some(c.name));
            for a in c.aliases {
                assert_eq!(lookup(a).map(|x| x.name).ok(), Some(c.name), "{a}");
            }
        }
        assert!(COMMANDS.windows(2).all(|w| w[0].name < w[1].name));
        assert_eq!(lookup("disas").map(|c| c.name).ok(), Some("disassemble"));
        assert!(lookup("di").is_err(), "ambiguous");
        assert!(lookup("nosuch").is_err());
        assert_eq!(info_lookup("b").map(|c| c.name).ok(), Some("breakpoints"));
        assert_eq!(info_lookup("thr").map(|c| c.name).ok(), Some("threads"));
        assert!(info_lookup("l").is_err(), "lanes, line, locals");
    }

    #[test]
    fn commands_split_into_word_format_and_argument() {
        assert_eq!(split_command("p/x foo"), ("p", Some("x"), "foo"));
        assert_eq!(
            split_command("x/4xw local#0"),
            ("x", Some("4xw"), "local#0")
        );
        assert_eq!(split_command("break  a.cl:3 "), ("break", None, "a.cl:3"));
        assert_eq!(number_list("1 3-5").ok(), Some(vec![1, 3, 4, 5]));
        assert!(number_list("5-3").is_err());
    }
}
