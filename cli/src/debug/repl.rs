//! The interactive side of `hdb debug`: a rustyline prompt on a terminal, or command lines
//! read from a pipe.
//!
//! As in gdb, an empty line repeats the previous command when that command steps, continues
//! or examines memory; Ctrl-C at the prompt clears the line; Ctrl-D ends the session (`quit`
//! is echoed). Tab completion asks [`Interpreter::complete`](debugger::Interpreter::complete). The history lives in
//! `~/.hdb_history`, or in the file named by `HDB_HISTORY` (empty: no history).

use std::cell::RefCell;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use anyhow::{Context as _, Result};
use debugger::Interpreter as Session;
use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{Behavior, CompletionType, Config, Editor, Helper};

use super::Printer;

/// gdb's prompt, renamed.
const PROMPT: &str = "(hdb) ";

/// How many lines the history file keeps (gdb's default `history size`).
const HISTORY_SIZE: usize = 256;

/// The history file: `HDB_HISTORY` when set (empty: none), else `~/.hdb_history`.
pub fn history_file() -> Option<PathBuf> {
    match std::env::var_os("HDB_HISTORY") {
        Some(path) if path.is_empty() => None,
        Some(path) => Some(PathBuf::from(path)),
        None => std::env::var_os("HOME")
            .filter(|home| !home.is_empty())
            .map(|home| Path::new(&home).join(".hdb_history")),
    }
}

/// Whether an empty line after `previous` runs it again, as gdb does for the commands that
/// move a wave on (`step`, `next`, `stepi`, `nexti`, `continue` and their abbreviations) or
/// read memory (`x`).
fn repeats_on_empty_line(previous: &str) -> bool {
    let word = previous
        .split(|c: char| c.is_whitespace() || c == '/')
        .next()
        .unwrap_or("");
    matches!(
        word,
        "step" | "s" | "next" | "n" | "stepi" | "si" | "nexti" | "ni" | "continue" | "c" | "x"
    ) || (word.len() >= 4 && "continue".starts_with(word))
}

/// The command a line asks for: the line itself, the previous command for an empty line that
/// repeats it, or nothing.
fn command_for(line: &str, previous: Option<&str>) -> Option<String> {
    let line = line.trim();
    if line.is_empty() {
        return previous
            .filter(|p| repeats_on_empty_line(p))
            .map(str::to_string);
    }
    Some(line.to_string())
}

/// Asks a yes/no question on the terminal as gdb's `query` does: the reason on stderr, the
/// question on stdout, and `y` or `yes` (any case) for yes; anything else, an empty line or
/// end of input is the default, no.
fn ask(question: &str) -> bool {
    use std::io::Write as _;
    let (why, q) = question.rsplit_once('\n').unwrap_or(("", question));
    if !why.is_empty() {
        eprintln!("{why}");
    }
    print!("{q}");
    let _ = std::io::stdout().flush();
    let mut answer = String::new();
    if std::io::stdin().read_line(&mut answer).unwrap_or(0) == 0 {
        println!("EOF [answered N; input not from terminal]");
        return false;
    }
    matches!(answer.trim().to_ascii_lowercase().as_str(), "y" | "yes")
}

/// Reads commands from a pipe or file, one a line, until end of input or `quit`; no prompt.
pub fn lines(session: &mut Session, printer: &Printer, input: impl BufRead) -> Result<()> {
    let mut previous: Option<String> = None;
    for line in input.split(b'\n') {
        let line = line.context("reading standard input")?;
        let line = String::from_utf8_lossy(&line);
        let Some(command) = command_for(&line, previous.as_deref()) else {
            continue;
        };
        let out = printer.execute(session, &command);
        printer.show(&out, None)?;
        if session.quit_requested() {
            break;
        }
        previous = Some(command);
    }
    if let Some(out) = session.end_of_input() {
        printer.show(&out, None)?;
    }
    Ok(())
}

/// The rustyline helper: completion from the session, nothing else.
struct SessionHelper {
    session: Rc<RefCell<Session>>,
}

impl Completer for SessionHelper {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &rustyline::Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        // Completion runs inside readline, never while a command holds the session.
        Ok(match self.session.try_borrow_mut() {
            Ok(mut session) => session.complete(line, pos),
            Err(_) => (pos, Vec::new()),
        })
    }
}

impl Hinter for SessionHelper {
    type Hint = String;
}

impl Highlighter for SessionHelper {}

impl Validator for SessionHelper {}

impl Helper for SessionHelper {}

/// Keeps the history file, warning once if it cannot be written.
struct History {
    path: Option<PathBuf>,
    warned: bool,
}

impl History {
    fn load(&mut self, editor: &mut Editor<SessionHelper, DefaultHistory>) {
        let Some(path) = &self.path else { return };
        match editor.load_history(path) {
            Err(ReadlineError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => eprintln!("warning: cannot read history {}: {e}", path.display()),
            Ok(()) => {}
        }
    }

    fn add(&mut self, editor: &mut Editor<SessionHelper, DefaultHistory>, line: &str) {
        if editor.add_history_entry(line).is_err() {
            return;
        }
        let Some(path) = &self.path else { return };
        if let Err(e) = editor.append_history(path) {
            if !self.warned {
                eprintln!("warning: cannot write history {}: {e}", path.display());
                self.warned = true;
            }
        }
    }
}

/// The REPL on a terminal, until `quit` or Ctrl-D.
pub fn terminal(mut session: Session, printer: &Printer, history: Option<PathBuf>) -> Result<()> {
    if printer.text() {
        // Someone can answer gdb's questions (`Make breakpoint pending …? (y or [n])`).
        session.set_query_handler(Box::new(ask));
    }
    let session = Rc::new(RefCell::new(session));
    // In JSON mode stdout carries only the JSON lines: the prompt goes to the terminal.
    let behavior = if printer.text() {
        Behavior::Stdio
    } else {
        Behavior::PreferTerm
    };
    let config = Config::builder()
        .auto_add_history(false)
        .history_ignore_dups(true)?
        .max_history_size(HISTORY_SIZE)?
        .completion_type(CompletionType::List)
        .behavior(behavior)
        .build();
    let mut editor: Editor<SessionHelper, DefaultHistory> =
        Editor::with_config(config).context("starting the line editor")?;
    editor.set_helper(Some(SessionHelper {
        session: session.clone(),
    }));
    let mut history = History {
        path: history,
        warned: false,
    };
    history.load(&mut editor);
    let mut previous: Option<String> = None;
    loop {
        // gdb's `>` while the lines of a block (`commands`, `define`, `if`, `while`) are typed.
        let prompt = session.borrow().continuation_prompt();
        let line = match editor.readline(prompt.as_deref().unwrap_or(PROMPT)) {
            Ok(line) => line,
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => {
                if printer.text() {
                    println!("quit");
                }
                return Ok(());
            }
            Err(e) => return Err(e).context("reading a command"),
        };
        // Several lines pasted at once (the terminal's bracketed paste hands them over as
        // one edited line) run one after the other, as gdb runs them.
        for (n, line) in pasted_lines(&line).into_iter().enumerate() {
            // An empty line inside a block repeats nothing; nor does a pasted empty line.
            let block_open = session.borrow().continuation_prompt().is_some();
            let repeat = if block_open || n > 0 {
                None
            } else {
                previous.as_deref()
            };
            let Some(command) = command_for(line, repeat) else {
                continue;
            };
            if !line.trim().is_empty() {
                history.add(&mut editor, &command);
            }
            let out = printer.execute(&mut session.borrow_mut(), &command);
            printer.show(&out, None)?;
            if session.borrow().quit_requested() {
                return Ok(());
            }
            previous = Some(command);
        }
    }
}

/// The command lines of what the line editor returned: one, or several pasted together (the
/// empty line after a paste's last newline is not a command).
fn pasted_lines(line: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = line.split('\n').collect();
    if lines.len() > 1 && lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_line_repeats_motion_and_examine() {
        for p in [
            "step", "s 3", "next", "n", "stepi", "si", "nexti 2", "ni", "c", "cont",
        ] {
            assert_eq!(command_for("", Some(p)).as_deref(), Some(p), "{p}");
        }
        for p in ["continue 5", "x/4x $pc", "x"] {
            assert_eq!(command_for("  ", Some(p)).as_deref(), Some(p), "{p}");
        }
    }

    #[test]
    fn pasted_lines_run_one_by_one() {
        assert_eq!(pasted_lines("p 1"), ["p 1"]);
        assert_eq!(pasted_lines(""), [""]);
        assert_eq!(pasted_lines("p 1\np 2\n"), ["p 1", "p 2"]);
        assert_eq!(
            pasted_lines("break f\nrun\n\nbt"),
            ["break f", "run", "", "bt"]
        );
    }

    #[test]
    fn empty_line_after_other_commands_does_nothing() {
        for p in ["print x", "break main", "info threads", "run", "xyz", "co"] {
            assert_eq!(command_for("", Some(p)), None, "{p}");
        }
        assert_eq!(command_for("", None), None);
        assert_eq!(command_for(" bt ", Some("step")).as_deref(), Some("bt"));
    }
}
