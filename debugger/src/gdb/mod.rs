//! gdb's command language over the engine: one command table (names, abbreviations, help,
//! handlers), gdb's and ROCgdb's output formats with a JSON twin for scripts, and the state
//! only a command line has (displays, the `list` position, `x`'s last format, settings).
//! Every text front end (the REPL, batch scripts, `hdb core`, the stub's `monitor`) calls
//! [`Interpreter::execute`] with one command line and prints the [`CommandOutput`]; the
//! interpreter asks the [`engine`](crate::engine) for everything and never reads a target or
//! DWARF itself.

mod breakpoints;
mod complete;
mod core;
mod data;
mod disassemble;
mod registers;
mod report;
mod running;
mod source;
mod stack;
mod stepping;
mod table;
mod threads;

use serde_json::{Map, Value as Json};

use crate::engine::{Notice, Session};
use crate::symbols::ModuleId;

/// What one command printed, and the same facts for scripts.
#[derive(Debug, Clone, PartialEq)]
pub struct CommandOutput {
    /// The command line as given.
    pub command: String,
    /// `false` when the command failed; `text` then ends with gdb's error message.
    pub ok: bool,
    /// Exactly what the command prints (gdb's text), newline-terminated lines or empty.
    pub text: String,
    /// What gdb prints on standard error although the command went on (the reason before
    /// a pending-breakpoint question that no one can answer), printed before `text`.
    pub diagnostics: String,
    /// Structured fields for `--json` (stop events, values, frames), merged into the JSON
    /// object beside `command`, `ok` and `output`.
    pub fields: Map<String, Json>,
}

/// A command's failure: gdb's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandError(pub String);

impl<T: std::fmt::Display> From<T> for CommandError {
    fn from(e: T) -> Self {
        CommandError(e.to_string())
    }
}

/// Result of a command handler.
pub type CommandResult = Result<(), CommandError>;

/// Shows a question (its text ends with gdb's `(y or [n]) `) and returns the user's answer.
pub type QueryHandler = Box<dyn FnMut(&str) -> bool>;

/// The command interpreter: the engine's session and the command line's own state.
pub struct Interpreter {
    engine: Session,
    /// What the session says when it opens.
    banner: Option<String>,
    /// The last source line shown (file index, line, module).
    list_last: Option<(u32, u32, ModuleId)>,
    /// Where a bare `list` continues (file index, first line, module).
    list_next: Option<(u32, u32, ModuleId)>,
    /// `display` expressions: number, expression, format.
    displays: Vec<(u32, String, String)>,
    next_display: u32,
    /// `x`'s last format and unit.
    x_last: (char, usize),
    /// gdb's `set breakpoint pending`: `None` asks (auto), `Some(on)` decides.
    breakpoint_pending: Option<bool>,
    /// Asks the user a yes/no question (gdb's `query`), when someone can answer: the REPL on
    /// a terminal. Without it the default answer is taken, as gdb does when input is not
    /// from a terminal.
    query: Option<QueryHandler>,
    quit: bool,
    /// What the current command printed so far.
    out: String,
    /// What the command prints on standard error without failing.
    diagnostics: String,
    fields: Map<String, Json>,
}

impl Interpreter {
    /// The interpreter over an engine session.
    pub fn new(engine: Session) -> Interpreter {
        let mut i = Interpreter {
            engine,
            banner: None,
            list_last: None,
            list_next: None,
            displays: Vec::new(),
            next_display: 1,
            x_last: ('x', 4),
            breakpoint_pending: None,
            query: None,
            quit: false,
            out: String::new(),
            diagnostics: String::new(),
            fields: Map::new(),
        };
        // What the engine noticed while opening (code objects it could not load).
        i.print_notices();
        let opened = std::mem::take(&mut i.out);
        if !opened.is_empty() {
            i.banner = Some(opened);
        }
        i
    }

    /// The engine session.
    pub fn engine(&self) -> &Session {
        &self.engine
    }

    /// The engine session, to ask it directly.
    pub fn engine_mut(&mut self) -> &mut Session {
        &mut self.engine
    }

    /// The engine session, taken out.
    pub fn into_engine(self) -> Session {
        self.engine
    }

    /// What the session says when it opens, for the front end to show before the first
    /// prompt.
    pub fn banner(&self) -> Option<&str> {
        self.banner.as_deref()
    }

    /// Adds a paragraph to what the session says when it opens.
    pub fn add_banner(&mut self, text: &str) {
        self.banner.get_or_insert_with(String::new).push_str(text);
    }

    /// Lets the interpreter ask the user yes/no questions (gdb's `Make breakpoint pending on
    /// future shared library load?`); without a handler the default answer is taken.
    pub fn set_query_handler(&mut self, query: QueryHandler) {
        self.query = Some(query);
    }

    /// Whether `quit` was given.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// Runs one command line (gdb syntax and abbreviations).
    pub fn execute(&mut self, line: &str) -> CommandOutput {
        self.out.clear();
        self.diagnostics.clear();
        self.fields = Map::new();
        let r = self.dispatch(line.trim());
        self.print_notices();
        let (ok, text) = match r {
            Ok(()) => (true, std::mem::take(&mut self.out)),
            Err(CommandError(mut e)) => {
                let mut text = std::mem::take(&mut self.out);
                if !e.ends_with('\n') {
                    e.push('\n');
                }
                text.push_str(&e);
                (false, text)
            }
        };
        CommandOutput {
            command: line.to_string(),
            ok,
            text,
            diagnostics: std::mem::take(&mut self.diagnostics),
            fields: std::mem::take(&mut self.fields),
        }
    }

    pub(crate) fn print(&mut self, s: impl AsRef<str>) {
        self.out.push_str(s.as_ref());
    }

    /// Text for standard error that does not fail the command (see
    /// [`CommandOutput::diagnostics`]).
    pub(crate) fn diagnose(&mut self, s: impl AsRef<str>) {
        self.diagnostics.push_str(s.as_ref());
    }

    pub(crate) fn field(&mut self, key: &str, v: Json) {
        self.fields.insert(key.to_string(), v);
    }

    /// Prints what the engine noticed, as gdb words it.
    fn print_notices(&mut self) {
        for n in self.engine.take_notices() {
            let text = match n {
                Notice::CodeObject {
                    why,
                    unreadable: true,
                    ..
                } => format!("warning: {why}\n"),
                Notice::CodeObject { uri, why, .. } => format!(
                    "warning: cannot load code object {uri}: {why} (registers, memory and disassembly still work)\n"
                ),
                Notice::Condition { lane, error, .. } => {
                    format!("Error in testing condition for lane {lane}:\n{error}\n")
                }
                Notice::WaitingForLane { lane } => {
                    format!("Lane {lane} is inactive; running until it becomes active.\n")
                }
                Notice::NotPlanted { address, why } => {
                    format!("warning: cannot plant a breakpoint at {address:#x}: {why}\n")
                }
            };
            self.print(text);
        }
    }

    /// The focused wave, stopped.
    pub(crate) fn require_focus(&self) -> Result<crate::engine::Focus, CommandError> {
        Ok(self.engine.require_focus()?)
    }
}
