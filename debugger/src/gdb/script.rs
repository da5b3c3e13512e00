//! gdb's scripting: blocks of command lines ended by `end` (`commands N`, `define NAME`,
//! `document NAME`, `if`/`else`, `while` with `loop_break`/`loop_continue`), user-defined
//! commands with `$arg0`…`$argc`, `source FILE`, and breakpoint command lists (`silent`,
//! and a command that resumes the program ends the list), run after the stop that owes them.
//!
//! A front end hands the interpreter one line at a time; a line that opens a block keeps the
//! interpreter collecting ([`Interpreter::continuation_prompt`]) until the block's `end`,
//! then the block runs (`if`, `while`) or is stored (`commands`, `define`, `document`).
//! Files (`source`, bodies of user commands, command lists) go through the same parser.

use std::fmt::Write as _;
use std::sync::atomic::Ordering;

use super::table::{lookup, number_list};
use super::{CommandError, CommandResult, Interpreter};

/// Commands whose lines up to `end` form a block.
const BLOCK_COMMANDS: &[&str] = &["commands", "define", "document", "if", "while", "python"];

/// Blocks whose lines are text, not commands: an `if` or `end` inside them opens or closes
/// nothing but the line `end` itself.
const RAW_BLOCKS: &[&str] = &["document", "python"];

/// User commands and `source` files nest at most this deep (a command that calls itself).
const MAX_NESTING: u32 = 64;

/// A user-defined command (`define`).
#[derive(Debug, Clone, Default)]
pub(crate) struct UserCommand {
    /// Its lines, as typed (blocks included).
    pub(crate) body: Vec<String>,
    /// Its `document` text.
    pub(crate) doc: Option<String>,
}

/// A block being typed: its first line and the lines so far.
#[derive(Debug, Clone)]
pub(crate) struct OpenBlock {
    header: String,
    lines: Vec<String>,
    /// Blocks opened inside it and not yet closed.
    depth: usize,
}

impl OpenBlock {
    /// gdb's prompt for a block's lines.
    pub(crate) fn prompt(&self) -> String {
        ">".to_string()
    }
}

/// A parsed script line or block.
#[derive(Debug, Clone, PartialEq)]
enum Node {
    /// One command line, and its line number in the script.
    Command(String, usize),
    /// `if COND` … [`else` …] `end`.
    If {
        cond: String,
        then: Vec<Node>,
        otherwise: Vec<Node>,
        line: usize,
    },
    /// `while COND` … `end`.
    While {
        cond: String,
        body: Vec<Node>,
        line: usize,
    },
    /// `commands`, `define`, `document`, `python`: the header and the raw lines, stored
    /// rather than run.
    Stored {
        header: String,
        body: Vec<String>,
        line: usize,
    },
}

/// How a list of commands ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    /// Ran to its end.
    Normal,
    /// `loop_break`.
    Break,
    /// `loop_continue`.
    Continue,
    /// A command resumed the program: the rest of a breakpoint's command list is dropped.
    Resumed,
}

/// The first word of a line and the rest.
fn first_word(line: &str) -> (&str, &str) {
    let line = line.trim();
    let end = line
        .find(|c: char| c.is_whitespace() || c == '/')
        .unwrap_or(line.len());
    (&line[..end], line[end..].trim())
}

/// The table name of the block command a line starts, if it starts one (`comm 2` is
/// `commands`; a `python` line with code after it is a one-liner, not a block).
fn block_opener(line: &str) -> Option<&'static str> {
    let (word, rest) = first_word(line);
    if word.is_empty() {
        return None;
    }
    let name = lookup(word).ok()?.name;
    match name {
        "python" if !rest.is_empty() => None,
        n if BLOCK_COMMANDS.contains(&n) => Some(n),
        _ => None,
    }
}

fn is_end(line: &str) -> bool {
    line.trim() == "end"
}

/// Parses lines (numbered from `first`) into nodes; blocks must be closed.
fn parse(lines: &[(usize, String)]) -> Result<Vec<Node>, CommandError> {
    let mut i = 0;
    let nodes = parse_until(lines, &mut i, false)?;
    if i < lines.len() {
        return Err(CommandError(
            "This command cannot be used at the top level.".into(),
        ));
    }
    Ok(nodes)
}

/// Parses until an unmatched `end` (or `else` when `in_if`), leaving `i` on it.
fn parse_until(
    lines: &[(usize, String)],
    i: &mut usize,
    in_if: bool,
) -> Result<Vec<Node>, CommandError> {
    let mut out = Vec::new();
    while *i < lines.len() {
        let (n, line) = (&lines[*i].0, lines[*i].1.trim());
        if line.is_empty() || line.starts_with('#') {
            *i += 1;
            continue;
        }
        if is_end(line) || (in_if && line == "else") {
            return Ok(out);
        }
        let Some(kind) = block_opener(line) else {
            out.push(Node::Command(line.to_string(), *n));
            *i += 1;
            continue;
        };
        let (_, arg) = first_word(line);
        *i += 1;
        match kind {
            "if" | "while" => {
                if arg.is_empty() {
                    return Err(CommandError(format!(
                        "{kind} command requires an argument."
                    )));
                }
                let body = parse_until(lines, i, kind == "if")?;
                let mut otherwise = Vec::new();
                if kind == "if" && lines.get(*i).is_some_and(|l| l.1.trim() == "else") {
                    *i += 1;
                    otherwise = parse_until(lines, i, false)?;
                }
                let end = lines.get(*i).map(|l| l.0).ok_or_else(unterminated)?;
                *i += 1;
                out.push(if kind == "if" {
                    Node::If {
                        cond: arg.to_string(),
                        then: body,
                        otherwise,
                        line: end,
                    }
                } else {
                    Node::While {
                        cond: arg.to_string(),
                        body,
                        line: end,
                    }
                });
            }
            _ => {
                let (body, end) = raw_block(lines, i, kind)?;
                out.push(Node::Stored {
                    header: line.to_string(),
                    body,
                    line: end,
                });
            }
        }
    }
    Ok(out)
}

fn unterminated() -> CommandError {
    CommandError("A block of commands is missing its \"end\".".into())
}

/// The raw lines of a block of `kind` up to its matching `end` (nested blocks kept, unless
/// the block is text: [`RAW_BLOCKS`]), and the `end`'s line number; `i` moves past the `end`.
fn raw_block(
    lines: &[(usize, String)],
    i: &mut usize,
    kind: &str,
) -> Result<(Vec<String>, usize), CommandError> {
    let nests = !RAW_BLOCKS.contains(&kind);
    let mut depth = 0usize;
    let mut body = Vec::new();
    while *i < lines.len() {
        let (n, line) = (lines[*i].0, lines[*i].1.trim().to_string());
        *i += 1;
        if is_end(&line) {
            if depth == 0 {
                return Ok((body, n));
            }
            depth -= 1;
        } else if nests && block_opener(&line).is_some() {
            depth += 1;
        }
        body.push(line);
    }
    Err(unterminated())
}

/// Splits a user command's arguments: words, with quoted strings and bracketed text kept
/// whole (quotes included, as gdb passes them).
fn split_arguments(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut depth = 0i32;
    let mut escaped = false;
    for c in text.chars() {
        if escaped {
            cur.push(c);
            escaped = false;
            continue;
        }
        match (quote, c) {
            (_, '\\') => {
                cur.push(c);
                escaped = true;
            }
            (Some(q), c) if c == q => {
                cur.push(c);
                quote = None;
            }
            (Some(_), c) => cur.push(c),
            (None, '"' | '\'') => {
                cur.push(c);
                quote = Some(c);
            }
            (None, '(' | '[' | '{') => {
                depth += 1;
                cur.push(c);
            }
            (None, ')' | ']' | '}') => {
                depth -= 1;
                cur.push(c);
            }
            (None, c) if c.is_whitespace() && depth <= 0 => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            (None, c) => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Replaces `$argc` and `$argN` in a user command's line.
fn substitute(line: &str, args: &[String]) -> Result<String, CommandError> {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find("$arg") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 4..];
        if let Some(tail) = after.strip_prefix('c') {
            if !tail.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
                out.push_str(&args.len().to_string());
                rest = tail;
                continue;
            }
        }
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        let tail = &after[digits.len()..];
        if digits.is_empty() || tail.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
            out.push_str("$arg");
            rest = after;
            continue;
        }
        let n: usize = digits.parse().unwrap_or(usize::MAX);
        let value = args
            .get(n)
            .ok_or_else(|| CommandError(format!("Missing argument {n} in user function.")))?;
        out.push_str(value);
        rest = tail;
    }
    out.push_str(rest);
    Ok(out)
}

/// A block's lines as `info breakpoints` and `show user` print them: two more spaces a
/// nesting level, `else` and `end` at their block's level.
pub(crate) fn indented(lines: &[String], indent: usize) -> String {
    let mut s = String::new();
    let mut depth = 0usize;
    for l in lines {
        let l = l.trim();
        if is_end(l) {
            depth = depth.saturating_sub(1);
        }
        let at = if l == "else" {
            depth.saturating_sub(1)
        } else {
            depth
        };
        let _ = writeln!(s, "{}{l}", " ".repeat(indent + 2 * at));
        if block_opener(l).is_some() {
            depth += 1;
        }
    }
    s
}

impl Interpreter {
    /// A line from the front end when no block is open: a block's first line opens it,
    /// anything else runs now, followed by the command lists the stops owe.
    pub(super) fn run_line(&mut self, line: &str) -> CommandResult {
        let line = line.trim();
        if let Some(kind) = block_opener(line) {
            self.check_inspect_only(kind, "")?;
            return self.open_block(kind, line);
        }
        let r = self.dispatch(line);
        if r.is_ok() {
            self.run_breakpoint_actions()?;
        }
        r
    }

    /// Starts collecting a block, checking what can be checked now (gdb does too: a
    /// `commands` for a breakpoint that does not exist reads no block).
    fn open_block(&mut self, kind: &str, line: &str) -> CommandResult {
        let (_, arg) = first_word(line);
        match kind {
            "commands" => {
                let numbers = self.command_targets(arg)?;
                if let Some(missing) = numbers.iter().find(|&&n| !self.breakpoint_exists(n)) {
                    self.print(format!("No breakpoint number {missing}.\n"));
                    return Ok(());
                }
                if self.query.is_some() {
                    let list = numbers
                        .iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(" ");
                    self.print(format!("Type commands for breakpoint(s) {list}, one per line.\nEnd with a line saying just \"end\".\n"));
                }
            }
            "define" => {
                if arg.is_empty() {
                    return Err(CommandError(
                        "Argument required (name of command to define).".into(),
                    ));
                }
                self.confirm_redefine(arg)?;
                if self.query.is_some() {
                    self.print(format!("Type commands for definition of \"{arg}\".\nEnd with a line saying just \"end\".\n"));
                }
            }
            "document" => {
                if arg.is_empty() {
                    return Err(CommandError(
                        "Argument required (name of command to define).".into(),
                    ));
                }
                if !self.user_commands.contains_key(arg) {
                    return Err(CommandError(format!("Undefined command: \"{arg}\".")));
                }
                if self.query.is_some() {
                    self.print(format!(
                        "Type documentation for \"{arg}\".\nEnd with a line saying just \"end\".\n"
                    ));
                }
            }
            "if" | "while" if arg.is_empty() => {
                return Err(CommandError(format!(
                    "{kind} command requires an argument."
                )));
            }
            _ => {}
        }
        self.block = Some(OpenBlock {
            header: line.to_string(),
            lines: Vec::new(),
            depth: 0,
        });
        Ok(())
    }

    /// A line of the open block; at the block's `end` it runs or is stored.
    pub(super) fn continue_block(&mut self, line: &str) -> CommandResult {
        let Some(block) = self.block.as_mut() else {
            return Ok(());
        };
        let line = line.trim();
        if is_end(line) && block.depth == 0 {
            let Some(block) = self.block.take() else {
                return Ok(());
            };
            let mut lines: Vec<(usize, String)> = vec![(1, block.header)];
            lines.extend(block.lines.into_iter().map(|l| (1, l)));
            lines.push((1, "end".into()));
            let nodes = parse(&lines)?;
            return match self.exec_nodes(&nodes, None)? {
                Flow::Break | Flow::Continue => Err(CommandError(
                    "This command cannot be used at the top level.".into(),
                )),
                _ => self.run_breakpoint_actions(),
            };
        }
        let nests = block_opener(&block.header).is_none_or(|k| !RAW_BLOCKS.contains(&k));
        if is_end(line) {
            block.depth -= 1;
        } else if nests && block_opener(line).is_some() {
            block.depth += 1;
        }
        block.lines.push(line.to_string());
        Ok(())
    }

    /// Runs nodes; `args` are a user command's arguments.
    fn exec_nodes(
        &mut self,
        nodes: &[Node],
        args: Option<&[String]>,
    ) -> Result<Flow, CommandError> {
        for node in nodes {
            let flow = match node {
                Node::Command(line, _) => {
                    let line = match args {
                        Some(a) => substitute(line, a)?,
                        None => line.clone(),
                    };
                    match first_word(&line).0 {
                        "loop_break" => return Ok(Flow::Break),
                        "loop_continue" => return Ok(Flow::Continue),
                        _ => {}
                    }
                    let before = self.stops_reported;
                    self.dispatch(&line)?;
                    if self.in_actions > 0 && self.stops_reported != before {
                        Flow::Resumed
                    } else {
                        Flow::Normal
                    }
                }
                Node::If {
                    cond,
                    then,
                    otherwise,
                    ..
                } => {
                    let cond = match args {
                        Some(a) => substitute(cond, a)?,
                        None => cond.clone(),
                    };
                    if self.condition(&cond)? {
                        self.exec_nodes(then, args)?
                    } else {
                        self.exec_nodes(otherwise, args)?
                    }
                }
                Node::While { cond, body, .. } => {
                    let cond = match args {
                        Some(a) => substitute(cond, a)?,
                        None => cond.clone(),
                    };
                    let mut flow = Flow::Normal;
                    loop {
                        // Ctrl-C ends a loop that would not end by itself.
                        if self.engine.interrupt_handle().swap(false, Ordering::SeqCst) {
                            return Err(CommandError("Quit".into()));
                        }
                        if !self.condition(&cond)? {
                            break;
                        }
                        match self.exec_nodes(body, args)? {
                            Flow::Break => break,
                            Flow::Resumed => {
                                flow = Flow::Resumed;
                                break;
                            }
                            Flow::Normal | Flow::Continue => {}
                        }
                    }
                    flow
                }
                Node::Stored { header, body, .. } => {
                    let header = match args {
                        Some(a) => substitute(header, a)?,
                        None => header.clone(),
                    };
                    self.store_block(&header, body)?;
                    Flow::Normal
                }
            };
            if flow != Flow::Normal {
                return Ok(flow);
            }
        }
        Ok(Flow::Normal)
    }

    /// An `if`/`while` condition: non-zero is true.
    fn condition(&mut self, cond: &str) -> Result<bool, CommandError> {
        Ok(self.evaluate(cond)?.truth()?)
    }

    /// Stores a `commands`, `define` or `document` block; a `python` block is refused.
    fn store_block(&mut self, header: &str, body: &[String]) -> CommandResult {
        let (word, arg) = first_word(header);
        match lookup(word)?.name {
            "commands" => {
                for n in self.command_targets(arg)? {
                    if !self.breakpoint_exists(n) {
                        return Err(CommandError(format!("No breakpoint number {n}.")));
                    }
                    self.breakpoint_commands.insert(n, body.to_vec());
                }
                Ok(())
            }
            "define" => {
                let doc = self.user_commands.get(arg).and_then(|c| c.doc.clone());
                self.user_commands.insert(
                    arg.to_string(),
                    UserCommand {
                        body: body.to_vec(),
                        doc,
                    },
                );
                Ok(())
            }
            "document" => {
                let c = self
                    .user_commands
                    .get_mut(arg)
                    .ok_or_else(|| CommandError(format!("Undefined command: \"{arg}\".")))?;
                c.doc = Some(body.join("\n"));
                Ok(())
            }
            _ => Err(CommandError(
                "Python scripting is not supported in hdb.".into(),
            )),
        }
    }

    /// The breakpoints a `commands` line names: the list, or the last breakpoint made.
    fn command_targets(&self, arg: &str) -> Result<Vec<u32>, CommandError> {
        if arg.is_empty() {
            return match self.last_breakpoint {
                Some(n) => Ok(vec![n]),
                None => Err(CommandError(
                    "Argument required (one or more breakpoint numbers).".into(),
                )),
            };
        }
        number_list(arg)
    }

    fn breakpoint_exists(&self, n: u32) -> bool {
        let t = self.engine.breakpoints();
        t.get(n).is_some() || t.watchpoint(n).is_some()
    }

    /// gdb asks before a `define` replaces a command; without someone to answer it takes
    /// yes and says so.
    fn confirm_redefine(&mut self, name: &str) -> CommandResult {
        let question = if self.user_commands.contains_key(name) {
            format!("Redefine command \"{name}\"? (y or n) ")
        } else if lookup(name).is_ok_and(|c| c.name == name || c.aliases.contains(&name)) {
            format!("Really redefine built-in command \"{name}\"? (y or n) ")
        } else {
            return Ok(());
        };
        if !self.settings.confirm {
            return Ok(());
        }
        if self.ask(&question, true) {
            Ok(())
        } else {
            Err(CommandError("Command \"define\" aborted.".into()))
        }
    }

    /// Asks a yes/no question: the person at the terminal answers; otherwise `default` is
    /// taken and said, as gdb says it.
    pub(crate) fn ask(&mut self, question: &str, default: bool) -> bool {
        if self.query.is_some() {
            if let Some(ask) = self.query.as_mut() {
                return ask(question);
            }
        }
        let answer = if default { 'Y' } else { 'N' };
        self.print(format!(
            "{question}[answered {answer}; input not from terminal]\n"
        ));
        default
    }

    /// Runs a user-defined command, if `word` names one.
    pub(super) fn user_command(&mut self, word: &str, arg: &str) -> Option<CommandResult> {
        let name = if self.user_commands.contains_key(word) {
            word.to_string()
        } else {
            // A unique prefix of a user command no built-in command claims.
            if lookup(word).is_ok() {
                return None;
            }
            let hits: Vec<&String> = self
                .user_commands
                .keys()
                .filter(|k| k.starts_with(word))
                .collect();
            match hits.as_slice() {
                [one] => (*one).clone(),
                _ => return None,
            }
        };
        let body = self.user_commands.get(&name)?.body.clone();
        let args = split_arguments(arg);
        Some(self.run_nested(|i| {
            let lines: Vec<(usize, String)> = body
                .iter()
                .enumerate()
                .map(|(n, l)| (n + 1, l.clone()))
                .collect();
            let nodes = parse(&lines)?;
            match i.exec_nodes(&nodes, Some(&args))? {
                Flow::Break | Flow::Continue => Err(CommandError(
                    "This command cannot be used at the top level.".into(),
                )),
                _ => Ok(()),
            }
        }))
    }

    /// Runs `f` one level deeper (user commands, files), refusing endless recursion.
    fn run_nested<T>(
        &mut self,
        f: impl FnOnce(&mut Interpreter) -> Result<T, CommandError>,
    ) -> Result<T, CommandError> {
        if self.nesting >= MAX_NESTING {
            return Err(CommandError(format!(
                "Max user call depth exceeded -- command aborted ({MAX_NESTING} levels)."
            )));
        }
        self.nesting += 1;
        let from_tty = std::mem::replace(&mut self.from_tty, false);
        let r = f(self);
        self.from_tty = from_tty;
        self.nesting -= 1;
        r
    }

    /// `source [-v] FILE`: runs a file's commands; the first error ends it, said with the
    /// file and line as gdb says it.
    pub(crate) fn cmd_source(&mut self, arg: &str) -> CommandResult {
        let mut verbose = false;
        let mut path = arg.trim();
        loop {
            if let Some(rest) = path.strip_prefix("-v ") {
                verbose = true;
                path = rest.trim_start();
            } else if let Some(rest) = path.strip_prefix("-s ") {
                path = rest.trim_start();
            } else {
                break;
            }
        }
        if path.is_empty() {
            return Err(CommandError(
                "source command requires file name of file to source.".into(),
            ));
        }
        let path = expand_home(path);
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                // gdb only warns when the command does not come from the terminal, and a
                // script goes on; hdb always does, so scripts run as under gdb -batch.
                self.diagnose(format!("warning: {path}: {}\n", io_message(&e)));
                return Ok(());
            }
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let lines = script_lines(&text);
        self.run_nested(|i| i.run_file(&path, &lines, verbose))
    }

    /// Runs a file's lines: each top-level command or block in turn (a block runs when its
    /// `end` is read), then the command lists its stops owe.
    fn run_file(&mut self, path: &str, lines: &[(usize, String)], verbose: bool) -> CommandResult {
        let mut i = 0;
        let located = |line: usize, e: CommandError| {
            CommandError(format!(
                "{path}:{line}: Error in sourced command file:\n{}",
                e.0
            ))
        };
        while i < lines.len() {
            let (n, line) = (&lines[i].0, lines[i].1.trim());
            if line.is_empty() || line.starts_with('#') {
                i += 1;
                continue;
            }
            let start = i;
            // One top-level node: a command, or a whole block.
            let node = if let Some(kind) = block_opener(line) {
                i += 1;
                let (_, end) = raw_block(lines, &mut i, kind).map_err(|e| located(*n, e))?;
                let slice = &lines[start..i];
                let nodes = parse(slice).map_err(|e| located(end, e))?;
                (nodes, end)
            } else if is_end(line)
                || matches!(first_word(line).0, "else" | "loop_break" | "loop_continue")
            {
                return Err(located(
                    *n,
                    CommandError("This command cannot be used at the top level.".into()),
                ));
            } else {
                i += 1;
                (vec![Node::Command(line.to_string(), *n)], *n)
            };
            if verbose {
                self.print(format!("+{line}\n"));
            }
            match self.exec_nodes(&node.0, None) {
                Ok(Flow::Break | Flow::Continue) => {
                    return Err(located(
                        node.1,
                        CommandError("This command cannot be used at the top level.".into()),
                    ))
                }
                Ok(_) => {}
                Err(e) => return Err(located(node.1, e)),
            }
            self.run_breakpoint_actions()
                .map_err(|e| located(node.1, e))?;
        }
        Ok(())
    }

    /// Runs the command lists of the breakpoints the last stop hit, then those of the stops
    /// they lead to (a list that resumes the program ends at that command, as in gdb), until
    /// a stop owes none.
    pub(super) fn run_breakpoint_actions(&mut self) -> CommandResult {
        if self.in_actions > 0 {
            return Ok(());
        }
        self.in_actions += 1;
        let r = self.breakpoint_actions_loop();
        self.in_actions -= 1;
        r
    }

    fn breakpoint_actions_loop(&mut self) -> CommandResult {
        while !self.pending_actions.is_empty() {
            let owed = std::mem::take(&mut self.pending_actions);
            let before = self.stops_reported;
            for n in owed {
                let Some(lines) = self.breakpoint_commands.get(&n).cloned() else {
                    continue;
                };
                let dprintf = self.dprintf.contains(&n);
                let body: Vec<(usize, String)> = lines
                    .iter()
                    .enumerate()
                    .filter(|(k, l)| !(*k == 0 && l.trim() == "silent"))
                    .map(|(k, l)| (k + 1, l.clone()))
                    .collect();
                let flow = self.run_nested(|i| {
                    let nodes = parse(&body)?;
                    i.exec_nodes(&nodes, None)
                })?;
                if flow == Flow::Resumed || self.stops_reported != before {
                    break;
                }
                if dprintf && self.engine.is_running() {
                    // A dynamic printf goes on by itself.
                    self.run_nested(|i| i.dispatch("continue"))?;
                    break;
                }
            }
            if self.stops_reported == before {
                break;
            }
        }
        Ok(())
    }

    /// Whether the stop of these breakpoints is printed: not when every one's command list
    /// starts with `silent` (and not for dynamic printfs).
    pub(super) fn stop_is_silent(&self, breakpoints: &[u32]) -> bool {
        !breakpoints.is_empty()
            && breakpoints.iter().all(|n| {
                self.dprintf.contains(n)
                    || self
                        .breakpoint_commands
                        .get(n)
                        .and_then(|c| c.first())
                        .is_some_and(|l| l.trim() == "silent")
            })
    }

    /// Notes a reported stop: command lists it owes run after the command that caused it.
    pub(super) fn note_stop(&mut self, breakpoints: &[u32]) {
        self.stops_reported += 1;
        self.pending_actions = breakpoints
            .iter()
            .copied()
            .filter(|n| self.breakpoint_commands.contains_key(n))
            .collect();
    }

    /// The command list of a breakpoint as `info breakpoints` prints it.
    pub(super) fn breakpoint_command_text(&self, n: u32) -> String {
        self.breakpoint_commands
            .get(&n)
            .map(|c| indented(c, 8))
            .unwrap_or_default()
    }

    /// Forgets the command lists of breakpoints that no longer exist.
    pub(super) fn forget_deleted_commands(&mut self) {
        let keep: Vec<u32> = self
            .breakpoint_commands
            .keys()
            .copied()
            .filter(|&n| self.breakpoint_exists(n))
            .collect();
        self.breakpoint_commands.retain(|n, _| keep.contains(n));
        self.dprintf.retain(|n| keep.contains(n));
    }

    /// `show user [NAME]`: user commands' definitions.
    pub(super) fn show_user(&mut self, name: Option<&str>) -> CommandResult {
        let mut s = String::new();
        let names: Vec<String> = match name {
            Some(n) => {
                if !self.user_commands.contains_key(n) {
                    return Err(CommandError("Not a user command.".into()));
                }
                vec![n.to_string()]
            }
            None => self.user_commands.keys().cloned().collect(),
        };
        for n in names {
            let body = &self.user_commands[&n].body;
            let _ = writeln!(s, "User command \"{n}\":");
            s.push_str(&indented(body, 2));
            s.push('\n');
        }
        self.print(s);
        Ok(())
    }

    /// `help NAME` of a user command: its documentation, else gdb's `User-defined.`.
    pub(super) fn user_help(&self, name: &str) -> Option<String> {
        let c = self.user_commands.get(name)?;
        Some(c.doc.clone().unwrap_or_else(|| "User-defined.".into()))
    }

    /// `echo TEXT`: TEXT with C escapes, no newline added.
    pub(crate) fn cmd_echo(&mut self, arg: &str) -> CommandResult {
        let text = super::printf::unescape(arg, true);
        self.print(String::from_utf8_lossy(&text));
        Ok(())
    }

    /// `end`, `else`, `loop_break`, `loop_continue` outside a block.
    pub(crate) fn cmd_top_level_only(&mut self) -> CommandResult {
        Err(CommandError(
            "This command cannot be used at the top level.".into(),
        ))
    }

    /// A block command reached without its block (`thread apply all if …`).
    pub(crate) fn cmd_needs_block(&mut self, name: &str) -> CommandResult {
        Err(CommandError(format!(
            "\"{name}\" reads the following lines up to \"end\"; it cannot be used here."
        )))
    }
}

/// A command file's lines, numbered from 1: a line ending in a backslash goes on in the next
/// one (the backslash and the line break removed), numbered by its first line, as gdb reads
/// files.
pub fn script_lines(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut open: Option<(usize, String)> = None;
    for (n, l) in text.lines().enumerate() {
        let (number, mut line) = open.take().unwrap_or((n + 1, String::new()));
        match l.strip_suffix('\\') {
            Some(head) => {
                line.push_str(head);
                open = Some((number, line));
            }
            None => {
                line.push_str(l);
                out.push((number, line));
            }
        }
    }
    out.extend(open);
    out
}

/// `~/x` is the home directory's `x`.
fn expand_home(path: &str) -> String {
    match (path.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => format!("{}/{rest}", home.to_string_lossy()),
        _ => path.to_string(),
    }
}

/// An I/O error as the C library words it (`No such file or directory`).
pub(crate) fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => {
            let s = e.to_string();
            s.split(" (os error").next().unwrap_or(&s).to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbered(text: &str) -> Vec<(usize, String)> {
        text.lines()
            .enumerate()
            .map(|(n, l)| (n + 1, l.to_string()))
            .collect()
    }

    #[test]
    fn blocks_nest_and_end() {
        let nodes = parse(&numbered(
            "echo a\nif $x == 1\n  while $i < 3\n    echo b\n  end\nelse\n  echo c\nend\ncommands 2\n  silent\n  if 1\n  end\nend\n",
        ))
        .unwrap();
        assert_eq!(nodes.len(), 3);
        let Node::If {
            then,
            otherwise,
            line,
            ..
        } = &nodes[1]
        else {
            panic!("{nodes:?}")
        };
        assert_eq!((then.len(), otherwise.len(), *line), (1, 1, 8));
        let Node::Stored { body, .. } = &nodes[2] else {
            panic!()
        };
        assert_eq!(body, &["silent", "if 1", "end"]);
        assert!(parse(&numbered("if 1\necho x\n")).is_err());
        assert!(parse(&numbered("if\nend\n")).is_err());
        assert!(parse(&numbered("end\n")).is_err());
    }

    #[test]
    fn document_and_python_text_opens_no_block() {
        let nodes = parse(&numbered(
            "document f\nif you call it twice\nend\npython\nif x:\n  pass\nend\necho after\n",
        ))
        .unwrap();
        assert_eq!(nodes.len(), 3, "{nodes:?}");
        let Node::Stored { body, .. } = &nodes[0] else {
            panic!("{nodes:?}")
        };
        assert_eq!(body, &["if you call it twice"]);
    }

    #[test]
    fn backslash_joins_lines() {
        assert_eq!(
            script_lines("echo a \\\necho b\nprint 1\nlast \\"),
            [
                (1, "echo a echo b".to_string()),
                (3, "print 1".to_string()),
                (4, "last ".to_string())
            ]
        );
        assert!(script_lines("").is_empty());
    }

    #[test]
    fn arguments_split_and_substitute() {
        assert_eq!(
            split_arguments(r#"a "q r" (1, 2) 'x y'"#),
            ["a", "\"q r\"", "(1, 2)", "'x y'"]
        );
        let args = vec!["1".to_string(), "two".to_string()];
        assert_eq!(
            substitute("p $arg0 + $argc $arg1 $argv $arg0x", &args).unwrap(),
            "p 1 + 2 two $argv $arg0x"
        );
        assert!(substitute("p $arg2", &args).is_err());
    }

    #[test]
    fn listings_indent_by_level() {
        let lines: Vec<String> = [
            "silent", "if $x", "print 1", "else", "print 2", "end", "continue",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(
            indented(&lines, 8),
            "        silent\n        if $x\n          print 1\n        else\n          print 2\n        end\n        continue\n"
        );
    }
}
