//! gdb's command language over the engine: one command table (names, abbreviations, help,
//! handlers), gdb's and ROCgdb's output formats with a JSON twin for scripts, and the state
//! only a command line has (displays, the `list` position, `x`'s last format, settings).
//! Every text front end (the REPL, batch scripts, `hdb core`, the stub's `monitor`) calls
//! [`Interpreter::execute`] with one command line and prints the [`CommandOutput`]; the
//! interpreter asks the [`engine`](crate::engine) for everything and never reads a target or
//! DWARF itself.

mod breakpoints;
mod checks;
mod complete;
mod core;
mod data;
mod disassemble;
mod host;
mod printf;
mod registers;
mod report;
mod reverse;
mod running;
mod script;
pub use script::script_lines;
mod settings;
mod source;
mod stack;
mod stepping;
mod symbols;
mod table;
mod threads;

use std::collections::BTreeMap;

use serde_json::{Map, Value as Json};

use crate::engine::{Notice, Session};
use crate::symbols::ModuleId;
use settings::Settings;

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
    /// When the command failed: gdb's error message, newline-terminated; `text` ends with
    /// it, after what the command printed before it failed (for standard output).
    pub error: Option<String>,
    /// How many leading bytes of `text` were already shown as they were printed (through
    /// [`Interpreter::set_stream`]); a front end shows only the rest.
    pub streamed: usize,
}

/// Shows output as a command prints it (a terminal or pipe someone watches).
pub type OutputStream = Box<dyn FnMut(&str)>;

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
    /// gdb's settings (`set`/`show`).
    settings: Settings,
    /// Command lines being collected for a block (`commands`, `define`, `if`, `while`,
    /// `document`) until its `end`.
    block: Option<script::OpenBlock>,
    /// User-defined commands (`define`), by name.
    user_commands: BTreeMap<String, script::UserCommand>,
    /// Breakpoint command lists (`commands N`), by breakpoint number.
    breakpoint_commands: BTreeMap<u32, Vec<String>>,
    /// The breakpoints whose command lists the last reported stop owes.
    pending_actions: Vec<u32>,
    /// Breakpoints made by `dprintf` (their list prints, then the program goes on).
    dprintf: std::collections::BTreeSet<u32>,
    /// How deep breakpoint command lists are running (they do not start others themselves).
    in_actions: u32,
    /// Whether the command comes from the user rather than a script or command list (gdb's
    /// `from_tty`: `Continuing.` is said only then).
    from_tty: bool,
    /// Stops reported so far: a command list stops at a command that resumed the program.
    stops_reported: u64,
    /// The last breakpoint created (a bare `commands` applies to it).
    last_breakpoint: Option<u32>,
    /// How deep `source` files and user commands nest (a file that sources itself ends).
    nesting: u32,
    /// `set logging enabled on`: the open log file.
    log: Option<std::fs::File>,
    /// The frame language the last language-mismatch check saw (gdb warns once for each).
    warned_language: Option<crate::expr::Language>,
    /// Asks the user a yes/no question (gdb's `query`), when someone can answer: the REPL on
    /// a terminal. Without it the default answer is taken, as gdb does when input is not
    /// from a terminal.
    query: Option<QueryHandler>,
    quit: bool,
    /// What the current command printed so far.
    out: String,
    /// Where output goes as it is printed, besides `out`.
    stream: Option<OutputStream>,
    /// How much of `out` the stream has shown.
    streamed: usize,
    /// What the command prints on standard error without failing.
    diagnostics: String,
    fields: Map<String, Json>,
    /// The stop the last command reported, for a front end that shows stops itself.
    last_stop: Option<crate::engine::StopEvent>,
    /// Only inspecting a stop that this debugger (as the user knows it) controls: see
    /// [`Interpreter::set_inspect_only`].
    inspect_only: Option<String>,
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
            settings: Settings::default(),
            block: None,
            user_commands: BTreeMap::new(),
            breakpoint_commands: BTreeMap::new(),
            pending_actions: Vec::new(),
            dprintf: std::collections::BTreeSet::new(),
            in_actions: 0,
            from_tty: true,
            stops_reported: 0,
            last_breakpoint: None,
            nesting: 0,
            log: None,
            warned_language: None,
            query: None,
            quit: false,
            out: String::new(),
            stream: None,
            streamed: 0,
            diagnostics: String::new(),
            fields: Map::new(),
            last_stop: None,
            inspect_only: None,
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

    /// Shows each command's output as it is printed (`Starting program:` before the
    /// program runs, a breakpoint command list's lines as they run), not only when the
    /// command ends; [`CommandOutput::streamed`] then says how much was shown.
    pub fn set_stream(&mut self, stream: OutputStream) {
        self.stream = Some(stream);
    }

    /// Lets commands only inspect the stop, which `owner` (another debugger, as the user
    /// knows it) controls: commands that would move the kernel, plant breakpoints, or act on
    /// this machine's files fail with a message naming what to use instead (a gdb-remote
    /// stub's `monitor`).
    pub fn set_inspect_only(&mut self, owner: &str) {
        self.inspect_only = Some(owner.to_string());
    }

    /// Whether `quit` was given.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// The command a line's first word names (its full name, for an alias or an
    /// unambiguous abbreviation), if it names one.
    pub fn command_name(line: &str) -> Option<&'static str> {
        let (word, _, _) = table::split_command(line.trim());
        table::lookup(word).ok().map(|c| c.name)
    }

    /// The stop the last [`Interpreter::execute`] reported (a `continue`, `step`, `run`, …
    /// typed in a front end's console), taken.
    pub fn take_stop(&mut self) -> Option<crate::engine::StopEvent> {
        self.last_stop.take()
    }

    /// The prompt for the next line while a block (`commands`, `define`, `if`, `while`) is
    /// open: gdb's `>`, indented one space per nested level; `None` at the top level.
    pub fn continuation_prompt(&self) -> Option<String> {
        self.block.as_ref().map(script::OpenBlock::prompt)
    }

    /// Ends the input: a block still open (a command file that ends inside `if` … without
    /// its `end`) runs or is stored as if closed, as gdb does at the end of a file; its
    /// output, if a block was open.
    pub fn end_of_input(&mut self) -> Option<CommandOutput> {
        let mut out = None;
        while self.block.is_some() {
            out = Some(self.execute("end"));
        }
        out
    }

    /// Runs one command line (gdb syntax and abbreviations). While a block is open the line
    /// joins it; the block runs (or is stored) at its `end`.
    pub fn execute(&mut self, line: &str) -> CommandOutput {
        self.last_stop = None;
        self.out.clear();
        self.streamed = 0;
        self.diagnostics.clear();
        self.fields = Map::new();
        let r = self.top_level(line);
        self.print_notices();
        let mut text = std::mem::take(&mut self.out);
        let error = match r {
            Ok(()) => None,
            Err(CommandError(mut e)) => {
                if !e.ends_with('\n') {
                    e.push('\n');
                }
                self.log_text(&e);
                text.push_str(&e);
                Some(e)
            }
        };
        CommandOutput {
            command: line.to_string(),
            ok: error.is_none(),
            text,
            diagnostics: std::mem::take(&mut self.diagnostics),
            fields: std::mem::take(&mut self.fields),
            error,
            streamed: std::mem::take(&mut self.streamed),
        }
    }

    /// A line from the front end: into the open block, or run, followed by the command
    /// lists of the breakpoints the stops it reported hit.
    fn top_level(&mut self, line: &str) -> CommandResult {
        if self.block.is_some() {
            return self.continue_block(line);
        }
        self.run_line(line)
    }

    pub(crate) fn print(&mut self, s: impl AsRef<str>) {
        let s = s.as_ref();
        if s.is_empty() {
            return;
        }
        self.log_text(s);
        // `set logging redirect on`: output goes only to the log file.
        if !(self.settings.logging.redirect && self.log.is_some()) {
            self.out.push_str(s);
            if let Some(stream) = self.stream.as_mut() {
                stream(s);
                self.streamed = self.out.len();
            }
        }
    }

    /// Text for standard error that does not fail the command (see
    /// [`CommandOutput::diagnostics`]).
    pub(crate) fn diagnose(&mut self, s: impl AsRef<str>) {
        let s = s.as_ref();
        self.diagnostics.push_str(s);
        self.log_text(s);
    }

    /// Copies text to the log file while logging is on (`set logging enabled on`).
    fn log_text(&mut self, s: &str) {
        if let Some(f) = self.log.as_mut() {
            use std::io::Write as _;
            if f.write_all(s.as_bytes()).is_err() {
                self.log = None;
            }
        }
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
                Notice::LaneStayedInactive { lane } => {
                    format!("Lane {lane} did not become active before the wave ended.\n")
                }
                Notice::NotPlanted { address, why } => {
                    format!("warning: cannot plant a breakpoint at {address:#x}: {why}\n")
                }
                Notice::RecordedEnd => "\nThe kernel is about to end. Process record holds it before its last\ninstruction: reverse commands go back through the recording, `continue` ends it.\n".to_string(),
                Notice::WatchpointOutOfScope { number } => format!(
                    "\nWatchpoint {number} deleted because the program has left the block in\nwhich its expression is valid.\n"
                ),
            };
            self.print(text);
        }
    }

    /// The focused wave, stopped.
    pub(crate) fn require_focus(&mut self) -> Result<crate::engine::Focus, CommandError> {
        Ok(self.engine.require_focus()?)
    }
}
