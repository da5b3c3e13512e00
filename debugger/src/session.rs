//! The debugging session: one [`Target`], the code objects it has loaded, breakpoints, focus
//! (wave, lane, frame) and the command interpreter every front end shares (REPL, batch, JSON,
//! the gdb-remote stub's monitor commands).
//!
//! Front ends call [`Session::execute`] with one command line and print the
//! [`CommandOutput`]; they never evaluate DWARF or walk frames themselves.
//!
//! Run control is all-stop, with gdb's `scheduler-locking step` behaviour: `continue` resumes
//! every wave, while `step`, `next`, `finish`, `until` and `advance` move only the focused wave
//! (others are held stopped, as ROCgdb's manual recommends), except when the focused wave waits
//! at a barrier that the held waves must reach.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use amdgpu::target::{Event, Lane, ResumeMode, StopReason, Target, Wait, Wave, WaveId, WaveState};
use amdgpu::Register;
use serde_json::{Map, Value as Json};

use crate::frame::{Frame, FrameContext};
use crate::location::{Location, RunOutcome};
use crate::symbols::{Module, SourcePath};

/// What one command printed, and the same facts for scripts.
#[derive(Debug, Clone, PartialEq)]
pub struct CommandOutput {
    /// The command line as given.
    pub command: String,
    /// `false` when the command failed; `text` then holds gdb's error message.
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

/// How to start a session on the simulator: the code object file and the launch.
#[derive(Debug, Clone)]
pub struct SimulatorLaunch {
    /// The code object file: an AMDGPU code object, an offload bundle (compressed or not), or
    /// a host object, executable or library with embedded bundles.
    pub code_object: PathBuf,
    /// Which entry of a bundle or host binary (`gfx90a`, a target ID or an entry ID); needed
    /// when the file holds several.
    pub target: Option<String>,
    /// The kernel launch.
    pub launch: sim::Launch,
}

impl SimulatorLaunch {
    /// The program as `run` shows it: `PATH --kernel NAME --grid X,Y,Z --block X,Y,Z`.
    pub fn program_line(&self) -> String {
        format!(
            "{} --kernel {} --grid {} --block {}",
            self.code_object.display(),
            self.launch.kernel,
            self.launch.grid.map(|x| x.to_string()).join(","),
            self.launch.block.map(|x| x.to_string()).join(",")
        )
    }
}

/// What a session attached to a held kernel (one a gdb-remote stub launched and keeps before
/// its first instruction) knows of the launch: `run` prints it and starts the kernel once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldProgram {
    /// What `run` prints after `Starting program: ` ([`SimulatorLaunch::program_line`]).
    pub command_line: String,
    /// The kernel's name, for `[Inferior 1 (kernel NAME) exited normally]`.
    pub kernel: String,
}

/// A code object taken out of whatever file holds it.
#[derive(Debug, Clone)]
pub struct OpenedCodeObject {
    /// The code object's bytes.
    pub bytes: Vec<u8>,
    /// Its loaded-code-object URI (`file://PATH#offset=N&size=M`).
    pub uri: String,
    /// Which entry was taken, for a bundle or host binary (`hipv4-amdgcn-amd-amdhsa--gfx90a`).
    pub entry: Option<String>,
}

/// The kernel symbol `name` stands for in `code_object`: itself, or the mangled name of the
/// one kernel whose demangled name (`scale`, or `scale(float*, float const*, float, unsigned
/// int)`) it is, as `break scale` finds `_Z5scalePff`.
pub fn kernel_symbol(code_object: &[u8], name: &str) -> String {
    let Ok(co) = codeobj::CodeObject::parse(code_object) else {
        return name.to_string();
    };
    let names = co.kernel_names();
    if names.contains(&name) {
        return name.to_string();
    }
    let matches: Vec<&str> = names
        .into_iter()
        .filter(|k| {
            cpp_demangle::Symbol::new(k.as_bytes()).is_ok_and(|sym| {
                let short = sym
                    .demangle(&cpp_demangle::DemangleOptions::new().no_params())
                    .unwrap_or_default();
                short == name || sym.to_string() == name
            })
        })
        .collect();
    match matches.as_slice() {
        [one] => one.to_string(),
        _ => name.to_string(),
    }
}

/// Reads `path` and takes out the AMDGPU code object to run: the file itself, or the entry of
/// a bundle or host binary that `target` names (the only one when `target` is `None`).
pub fn open_code_object(
    path: &std::path::Path,
    target: Option<&str>,
) -> Result<OpenedCodeObject, SessionError> {
    let bytes = std::fs::read(path).map_err(|source| SessionError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let name = path.display().to_string();
    let launch_error = |e: codeobj::Error| SessionError::Launch(format!("{name}: {e}"));
    let contents = codeobj::extract(&bytes).map_err(launch_error)?;
    if contents.format == codeobj::container::Format::CodeObject {
        let uri = file_uri(path, bytes.len());
        return Ok(OpenedCodeObject {
            bytes,
            uri,
            entry: None,
        });
    }
    let chosen = match target {
        Some(t) => codeobj::code_object_for_target(&bytes, t).map_err(launch_error)?,
        None if contents.code_objects.len() == 1 => contents.code_objects[0].clone(),
        None => {
            return Err(SessionError::Launch(format!(
                "{name} holds code objects for {}: choose one with --target",
                contents.targets().join(", ")
            )))
        }
    };
    let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    Ok(OpenedCodeObject {
        uri: chosen.uri(&abs.display().to_string()).to_string(),
        entry: Some(chosen.label()),
        bytes: chosen.bytes.into_owned(),
    })
}

/// Why a session cannot start.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The code object cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The code object or launch is not usable.
    #[error("{0}")]
    Launch(String),
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

/// A user breakpoint.
#[derive(Debug, Clone)]
pub struct Breakpoint {
    /// gdb's number.
    pub number: u32,
    /// The location as typed.
    pub spec: String,
    /// Parsed.
    pub location: Location,
    /// `tbreak`: deleted at its first stop.
    pub temporary: bool,
    /// Enabled.
    pub enabled: bool,
    /// Condition (an expression, evaluated per active lane).
    pub condition: Option<String>,
    /// Hits to ignore.
    pub ignore_count: u32,
    /// Times it stopped the program.
    pub hits: u32,
    /// Loaded code addresses; empty while pending.
    pub addresses: Vec<u64>,
}

/// Where the user's attention is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Focus {
    /// The wave (gdb's thread).
    pub wave: WaveId,
    /// The lane.
    pub lane: u32,
    /// The selected frame.
    pub frame: usize,
}

/// The frames of the focused wave at the current stop.
pub(crate) struct Frames {
    pub wave: WaveId,
    pub backtrace: unwind::Backtrace,
    pub frames: Vec<Frame>,
}

/// How a resumption ended.
#[derive(Debug, Clone)]
pub(crate) enum Stop {
    /// A wave stopped for a user breakpoint; `lanes` satisfied its condition.
    Breakpoint {
        wave: WaveId,
        numbers: Vec<u32>,
        lanes: Vec<u32>,
    },
    /// A wave's store changed watched memory: (watchpoint, old bytes, new bytes).
    Watchpoint {
        wave: WaveId,
        changes: Vec<(u32, Vec<u8>, Vec<u8>)>,
    },
    /// A step, finish, until or advance ended in the focused wave.
    Stepped { wave: WaveId, finished: bool },
    /// A wave stopped for a trap or fault.
    Signal { wave: WaveId, reason: StopReason },
    /// The user interrupted.
    Interrupted { wave: Option<WaveId> },
    /// Every wave ended.
    Completed,
    /// The host process of a live target ended.
    ProcessExited {
        pid: u32,
        how: amdgpu::target::ProcessEnd,
    },
    /// The focused wave exited during a step.
    WaveExited { wave: WaveId },
}

/// A convenience variable the session sets (`$_lane`, `$_dispatch_pos`, …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Convenience {
    /// An integer.
    Int(i64),
    /// A string.
    Str(String),
}

/// A debugging session.
pub struct Session {
    /// What the session says when it opens (which bundle entry it took).
    pub(crate) banner: Option<String>,
    pub(crate) launch: Option<SimulatorLaunch>,
    /// The launch of a held remote kernel (see [`Session::attach_held`]).
    pub(crate) held: Option<HeldProgram>,
    /// Whether `run` has started the held kernel.
    pub(crate) held_started: bool,
    pub(crate) code_bytes: Vec<u8>,
    pub(crate) target: Option<Box<dyn Target>>,
    pub(crate) modules: Vec<Module>,
    /// Where code objects a target names are looked for when their files are missing.
    pub(crate) code_object_search: crate::core::CodeObjectSearch,
    pub(crate) breakpoints: Vec<Breakpoint>,
    pub(crate) watchpoints: Vec<crate::watch::Watchpoint>,
    pub(crate) next_breakpoint: u32,
    pub(crate) focus: Option<Focus>,
    pub(crate) frames: Option<Frames>,
    /// The unwinder over every module (kept: it remembers CFI rows and prologue analyses per
    /// PC across stops); rebuilt when modules load or move.
    pub(crate) unwinder: Option<unwind::Unwinder<'static>>,
    /// Events that arrived while the session stopped every wave (all-stop), reported first
    /// at the next resumption.
    pub(crate) pending: std::collections::VecDeque<Event>,
    pub(crate) source: SourcePath,
    /// The last source line shown (file index, line, module).
    pub(crate) list_last: Option<(u32, u32, usize)>,
    /// Where a bare `list` continues (file index, first line, module).
    pub(crate) list_next: Option<(u32, u32, usize)>,
    /// Breakpoints the session plants for itself (step over calls, finish, advance).
    pub(crate) internal_breakpoints: Vec<u64>,
    pub(crate) displays: Vec<(u32, String, String)>,
    pub(crate) next_display: u32,
    /// Convenience variables the session sets (`$_lane`, …).
    pub(crate) convenience: HashMap<String, Convenience>,
    /// Convenience variables the user sets (`set $x = 5`).
    pub(crate) user_convenience: HashMap<String, crate::value::Value>,
    /// Value history (`$1`, `$2`, …).
    pub(crate) history: Vec<crate::value::Value>,
    /// Types read from each module's DWARF (by module index).
    pub(crate) types: HashMap<usize, crate::types::TypeTable>,
    /// Scopes by (module, ELF PC).
    pub(crate) scopes: HashMap<(usize, u64), Arc<dwarf_ext::debuginfo::PcInfo>>,
    /// `x`'s last format and unit.
    pub(crate) x_last: (char, usize),
    pub(crate) instruction_limit: Option<u64>,
    pub(crate) interrupt: Arc<AtomicBool>,
    /// The instruction limit stopped the last resumption.
    pub(crate) limit_hit: bool,
    pub(crate) quit: bool,
    /// What the current command printed so far.
    pub(crate) out: String,
    /// What the command prints on standard error without failing.
    pub(crate) diagnostics: String,
    pub(crate) fields: Map<String, Json>,
    /// Puts each fresh simulator behind another backend before the session uses it.
    pub(crate) wrap_target: Option<TargetWrapper>,
    /// gdb's `set breakpoint pending`: `None` asks (auto), `Some(on)` decides.
    pub(crate) breakpoint_pending: Option<bool>,
    /// Asks the user a yes/no question (gdb's `query`), when someone can answer: the REPL on
    /// a terminal. Without it the default answer is taken, as gdb does when input is not
    /// from a terminal.
    pub(crate) query: Option<QueryHandler>,
    /// The host thread (LWP) `thread H<n>` selected; `None` when a wave (or nothing) is.
    pub(crate) host_focus: Option<u32>,
}

/// Shows a question (its text ends with gdb's `(y or [n]) `) and returns the user's answer.
pub type QueryHandler = Box<dyn FnMut(&str) -> bool>;

/// Takes a fresh simulator and returns the target the session should drive instead (the
/// hardware backend's tests run a simulator session through the fake amd-dbgapi library).
pub type TargetWrapper = Box<dyn FnMut(sim::Simulator) -> Result<Box<dyn Target>, String>>;

/// The lane list in ROCgdb's form: `[0-10 13]`.
pub fn lane_list(lanes: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < lanes.len() {
        let start = lanes[i];
        let mut end = start;
        while i + 1 < lanes.len() && lanes[i + 1] == end + 1 {
            i += 1;
            end = lanes[i];
        }
        parts.push(if start == end {
            start.to_string()
        } else {
            format!("{start}-{end}")
        });
        i += 1;
    }
    format!("[{}]", parts.join(" "))
}

impl Session {
    /// Opens a session that will run `launch` in the simulator (the kernel starts with `run`).
    /// The code object is read and parsed now, so breakpoints and `list` work before `run`.
    pub fn simulator(mut launch: SimulatorLaunch) -> Result<Session, SessionError> {
        let path = launch.code_object.clone();
        let path = &path;
        let opened = open_code_object(path, launch.target.as_deref())?;
        let bytes = opened.bytes;
        // The simulator loads at its fixed base; the module is replaced by the target's own
        // report when the kernel starts.
        let module = Module::load(
            opened.uri,
            path.display().to_string(),
            bytes.clone(),
            sim::CODE_BASE,
        )
        .map_err(SessionError::Launch)?;
        let banner = opened
            .entry
            .map(|e| format!("Using bundle entry {e} of {}.\n", path.display()));
        launch.launch.kernel = kernel_symbol(&bytes, &launch.launch.kernel);
        let mut dirs = Vec::new();
        if let Some(d) = path.parent() {
            dirs.push(d.to_path_buf());
        }
        if let Ok(cwd) = std::env::current_dir() {
            dirs.push(cwd);
        }
        // Check the launch now (kernel name, arguments) so bad input fails at start.
        sim::Simulator::new(&bytes, &launch.launch)
            .map_err(|e| SessionError::Launch(e.to_string()))?;
        let mut s = Session::empty(SourcePath { directories: dirs });
        s.banner = banner;
        s.launch = Some(launch);
        s.code_bytes = bytes;
        s.modules = vec![module];
        Ok(s)
    }

    /// A session with nothing loaded and no target.
    pub(crate) fn empty(source: SourcePath) -> Session {
        Session {
            banner: None,
            launch: None,
            held: None,
            held_started: false,
            code_bytes: Vec::new(),
            target: None,
            modules: Vec::new(),
            code_object_search: Default::default(),
            breakpoints: Vec::new(),
            watchpoints: Vec::new(),
            next_breakpoint: 1,
            focus: None,
            frames: None,
            unwinder: None,
            pending: std::collections::VecDeque::new(),
            source,
            list_last: None,
            list_next: None,
            internal_breakpoints: Vec::new(),
            displays: Vec::new(),
            next_display: 1,
            convenience: HashMap::new(),
            user_convenience: HashMap::new(),
            history: Vec::new(),
            types: HashMap::new(),
            scopes: HashMap::new(),
            x_last: ('x', 4),
            instruction_limit: None,
            interrupt: Arc::new(AtomicBool::new(false)),
            limit_hit: false,
            quit: false,
            out: String::new(),
            diagnostics: String::new(),
            fields: Map::new(),
            wrap_target: None,
            breakpoint_pending: None,
            query: None,
            host_focus: None,
        }
    }

    /// Opens a session over a target that is already running or stopped (a core file, a
    /// remote stub): its code objects are loaded from their URIs.
    pub fn attach(target: Box<dyn Target>) -> Result<Session, SessionError> {
        let mut s = Session::empty(SourcePath::default());
        s.target = Some(target);
        s.sync_modules();
        // Sources are looked for beside each code object, then in the current directory, as
        // for a session that opened the code object itself.
        let mut dirs: Vec<PathBuf> = Vec::new();
        for m in &s.modules {
            if let Some(d) = std::path::Path::new(&m.name).parent() {
                if !dirs.iter().any(|x| x == d) {
                    dirs.push(d.to_path_buf());
                }
            }
        }
        if let Ok(cwd) = std::env::current_dir() {
            dirs.push(cwd);
        }
        s.source.directories = dirs;
        s.focus_first_stopped();
        Ok(s)
    }

    /// Opens a session over a target whose kernel is held before its first instruction (a
    /// gdb-remote stub started with a launch): the first `run` starts it and prints
    /// `program` as a local `run` does, so a script reads the same locally and remotely.
    pub fn attach_held(
        target: Box<dyn Target>,
        program: HeldProgram,
    ) -> Result<Session, SessionError> {
        let mut s = Session::attach(target)?;
        s.held = Some(program);
        Ok(s)
    }

    /// The session's target, taken out of it (for a front end that serves it elsewhere, such
    /// as `hdb serve --core`, after [`Session::open_core`] has named its kernels).
    pub fn into_target(mut self) -> Option<Box<dyn Target>> {
        self.target.take()
    }

    /// Lets the session ask the user yes/no questions (gdb's `Make breakpoint pending on
    /// future shared library load?`); without a handler the default answer is taken.
    pub fn set_query_handler(&mut self, query: QueryHandler) {
        self.query = Some(query);
    }

    /// Makes `run` hand each fresh simulator to `wrap` and drive what it returns.
    pub fn set_target_wrapper(&mut self, wrap: TargetWrapper) {
        self.wrap_target = Some(wrap);
    }

    /// What the session says when it opens (which entry of a bundle it runs), for the front
    /// end to show before the first prompt.
    pub fn banner(&self) -> Option<&str> {
        self.banner.as_deref()
    }

    /// Stop a run after this many wave-instructions (a guard for kernels that never end).
    pub fn set_instruction_limit(&mut self, limit: Option<u64>) {
        self.instruction_limit = limit;
    }

    /// A flag a front end sets (from a Ctrl-C handler) to interrupt a running kernel; the
    /// session clears it when it returns to the prompt.
    pub fn interrupt_handle(&self) -> Arc<AtomicBool> {
        self.interrupt.clone()
    }

    /// Whether `quit` was given.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// The target, if the kernel is running.
    pub fn target(&self) -> Option<&dyn Target> {
        self.target.as_deref()
    }

    /// The modules loaded.
    pub fn modules(&self) -> &[Module] {
        &self.modules
    }

    /// The focus, if a wave is selected.
    pub fn focus(&self) -> Option<Focus> {
        self.focus
    }

    /// Runs one command line (gdb syntax and abbreviations).
    pub fn execute(&mut self, line: &str) -> CommandOutput {
        self.out.clear();
        self.diagnostics.clear();
        self.fields = Map::new();
        let r = self.dispatch(line.trim());
        self.interrupt.store(false, Ordering::SeqCst);
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

    // ----- modules -----

    /// Loads the code objects the target reports (new URIs) and re-resolves pending
    /// breakpoints.
    pub(crate) fn sync_modules(&mut self) {
        let Some(t) = &self.target else { return };
        let cos = t.code_objects();
        self.load_code_objects(cos);
    }

    /// Loads the code objects not loaded yet (and follows load-base changes).
    pub(crate) fn load_code_objects(&mut self, cos: Vec<amdgpu::target::LoadedCodeObject>) {
        let mut changed = false;
        for co in cos {
            if let Some(m) = self.modules.iter_mut().find(|m| m.uri == co.uri) {
                changed |= m.load_base != co.load_base;
                m.load_base = co.load_base;
                continue;
            }
            match self
                .code_object_search
                .load(&co.uri)
                .or_else(|e| self.code_object_from_process(&co.uri).ok_or(e))
            {
                Ok((name, bytes)) => {
                    match Module::load(co.uri.clone(), name, bytes, co.load_base) {
                        Ok(m) => {
                            // Sources are looked for beside the code object too (before the
                            // current directory), as for one loaded at the start.
                            if let Some(d) = std::path::Path::new(&m.name).parent() {
                                let dirs = &mut self.source.directories;
                                if !d.as_os_str().is_empty() && !dirs.iter().any(|x| x == d) {
                                    let cwd = std::env::current_dir().ok();
                                    let at = dirs
                                        .iter()
                                        .position(|x| Some(x) == cwd.as_ref())
                                        .unwrap_or(dirs.len());
                                    dirs.insert(at, d.to_path_buf());
                                }
                            }
                            self.modules.push(m);
                            changed = true;
                        }
                        Err(e) => self.print(format!("warning: {e}\n")),
                    }
                }
                Err(e) => self.print(format!(
                    "warning: cannot load code object {}: {e} (registers, memory and disassembly still work)\n",
                    co.uri
                )),
            }
        }
        if changed {
            self.unwinder = None;
        }
        self.resolve_breakpoints();
    }

    /// The target said its code objects changed (a runtime loaded or unloaded GPU code):
    /// modules whose code object is gone are dropped with their breakpoint locations (those
    /// breakpoints become pending again), new ones are loaded, pending breakpoints are
    /// resolved in them and everything is planted — before the target is waited on again,
    /// so a kernel launched right after its load already meets its breakpoints.
    pub(crate) fn code_objects_changed(&mut self) {
        let Some(t) = &self.target else { return };
        let cos = t.code_objects();
        let gone: Vec<usize> = (0..self.modules.len())
            .filter(|&i| !cos.iter().any(|c| c.uri == self.modules[i].uri))
            .collect();
        for &i in gone.iter().rev() {
            let m = &self.modules[i];
            for b in &mut self.breakpoints {
                b.addresses.retain(|&a| !m.contains(a));
            }
            self.internal_breakpoints.retain(|&a| !m.contains(a));
            self.modules.remove(i);
        }
        if !gone.is_empty() {
            // Caches keyed by module index.
            self.types.clear();
            self.scopes.clear();
            self.list_last = None;
            self.list_next = None;
            self.unwinder = None;
            self.frames = None;
        }
        self.load_code_objects(cos);
    }

    /// The bytes of a `memory://` code object, read from the target's process (a runtime
    /// that loaded it from memory, as HIP does); `None` for other URIs, targets without a
    /// process or a failed read (the search's own message is then shown).
    fn code_object_from_process(&self, uri: &str) -> Option<(String, Vec<u8>)> {
        /// A hostile size must not allocate the machine away.
        const MAX: u64 = 512 << 20;
        let codeobj::CodeObjectUri::Memory { address, size, .. } =
            codeobj::CodeObjectUri::parse(uri).ok()?
        else {
            return None;
        };
        let mem = self.target.as_ref()?.process_memory()?;
        if size > MAX {
            return None;
        }
        let mut b = vec![0u8; size as usize];
        mem.read_process_memory(address, &mut b).ok()?;
        Some((uri.to_string(), b))
    }

    /// The module holding wave address `pc`.
    pub(crate) fn module_at(&self, pc: u64) -> Option<usize> {
        self.modules.iter().position(|m| m.contains(pc))
    }

    /// Resolves a location to loaded addresses in every module (gdb: all locations).
    pub(crate) fn resolve(
        &self,
        location: &Location,
        after_prologue: bool,
    ) -> Result<Vec<u64>, String> {
        let mut out = Vec::new();
        let mut last_err = None;
        for m in &self.modules {
            match location.resolve(m) {
                Ok(v) => {
                    for a in v {
                        let a = match location {
                            Location::Function(_) if after_prologue => {
                                let end = m.function_at(a).map_or(a + 4, |f| f.end);
                                m.lines().after_prologue(a, end)
                            }
                            _ => a,
                        };
                        out.push(a + m.load_base);
                    }
                }
                Err(e) => last_err = Some(e),
            }
        }
        if out.is_empty() {
            return Err(match (location, last_err) {
                (Location::Function(n), _) => format!("Function \"{n}\" not defined."),
                (Location::Line { file, .. }, Some(e)) if e.why.starts_with("no line-table") => {
                    format!("No source file named {file}.")
                }
                (_, Some(e)) => e.why,
                (_, None) => "No symbol table is loaded.  Use the \"file\" command.".to_string(),
            });
        }
        out.sort_unstable();
        out.dedup();
        Ok(out)
    }

    pub(crate) fn resolve_breakpoints(&mut self) {
        for i in 0..self.breakpoints.len() {
            if self.breakpoints[i].addresses.is_empty() {
                if let Ok(a) = self.resolve(&self.breakpoints[i].location.clone(), true) {
                    self.breakpoints[i].addresses = a;
                }
            }
        }
        self.plant_breakpoints();
    }

    /// Makes the target's planted breakpoints equal the enabled user breakpoints.
    pub(crate) fn plant_breakpoints(&mut self) {
        // A set: conform plants a breakpoint at every instruction, one `break` at a time.
        let want: std::collections::BTreeSet<u64> = self
            .breakpoints
            .iter()
            .filter(|b| b.enabled)
            .flat_map(|b| b.addresses.iter().copied())
            .chain(self.internal_breakpoints.iter().copied())
            .collect();
        let Some(t) = self.target.as_mut() else {
            return;
        };
        let Some(bp) = t.breakpoints() else { return };
        for a in bp.breakpoint_addresses() {
            if !want.contains(&a) {
                let _ = bp.remove_breakpoint(a);
            }
        }
        for a in want {
            let _ = bp.insert_breakpoint(a);
        }
    }

    // ----- waves and focus -----

    pub(crate) fn waves(&self) -> Vec<Wave> {
        self.target.as_ref().map(|t| t.waves()).unwrap_or_default()
    }

    /// Fails unless the target can run (a core file cannot): checked before a run-control
    /// command prints anything.
    pub(crate) fn require_run_control(&mut self) -> Result<(), CommandError> {
        let t = self
            .target
            .as_mut()
            .ok_or_else(|| CommandError("The program is not being run.".into()))?;
        if t.run_control().is_none() {
            return Err(CommandError(
                "The target cannot run (it is a core file).".into(),
            ));
        }
        Ok(())
    }

    pub(crate) fn require_target(&self) -> Result<&dyn Target, CommandError> {
        self.target
            .as_deref()
            .ok_or_else(|| CommandError("The program is not being run.".into()))
    }

    /// The focused wave, stopped.
    pub(crate) fn require_focus(&self) -> Result<Focus, CommandError> {
        let t = self.require_target()?;
        if let Some(lwp) = self.host_focus {
            return Err(CommandError(format!(
                "The selected thread (LWP {lwp}) is a host thread: hdb debugs GPU waves only \
                 (no host frames, registers or variables). Select a wave with `thread N`."
            )));
        }
        let f = self
            .focus
            .ok_or_else(|| CommandError("No thread selected.".into()))?;
        let w = t
            .wave(f.wave)
            .map_err(|_| CommandError("No thread selected.".into()))?;
        match w.state {
            WaveState::Stopped => Ok(f),
            WaveState::Exited => Err(CommandError(format!("Thread {} has exited.", f.wave))),
            WaveState::Running => Err(CommandError("Selected thread is running.".into())),
        }
    }

    pub(crate) fn focus_first_stopped(&mut self) {
        if let Some(w) = self
            .waves()
            .into_iter()
            .find(|w| w.state == WaveState::Stopped)
        {
            let lane = self.exec_lanes(w.id).first().copied().unwrap_or(0);
            self.set_focus(w.id, lane);
        }
    }

    pub(crate) fn set_focus(&mut self, wave: WaveId, lane: u32) {
        self.host_focus = None;
        self.focus = Some(Focus {
            wave,
            lane,
            frame: 0,
        });
        self.frames = None;
        let wv = self.target.as_ref().and_then(|t| t.wave(wave).ok());
        if let Some(w) = wv {
            self.set_lane_convenience(&w, lane);
        }
    }

    /// EXEC of a wave (bit N = lane N).
    pub(crate) fn exec_mask(&self, wave: WaveId) -> Option<u64> {
        let t = self.target.as_ref()?;
        let w = t.wave(wave).ok()?;
        let mut b = vec![0u8; Register::Exec.byte_size(w.wave_size) as usize];
        t.read_register(wave, Register::Exec, &mut b).ok()?;
        let mut x = [0u8; 8];
        x[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
        Some(u64::from_le_bytes(x))
    }

    /// The active lanes (EXEC bits set), among the used lanes.
    pub(crate) fn exec_lanes(&self, wave: WaveId) -> Vec<u32> {
        let Some(mask) = self.exec_mask(wave) else {
            return Vec::new();
        };
        let lanes = self
            .target
            .as_ref()
            .and_then(|t| t.wave(wave).ok())
            .map_or(64, |w| w.wave_size.lanes());
        (0..lanes).filter(|l| mask >> l & 1 == 1).collect()
    }

    /// The work-item of `lane` of `w` (work-group-local coordinates), or `None` for a lane
    /// no work-item backs.
    pub(crate) fn lane_workitem(&self, w: &Wave, lane: u32) -> Option<[u32; 3]> {
        let t = self.target.as_ref()?;
        let d = t.dispatches().into_iter().find(|d| d.id == w.dispatch)?;
        w.work_item(&d, lane)
    }

    /// `AMDGPU Lane 1:1:1:1/0 (0,0,0)[0,0,0]`.
    pub(crate) fn lane_systag(&self, w: &Wave, lane: u32) -> String {
        let wi = self
            .lane_workitem(w, lane)
            .map_or("[?,?,?]".to_string(), |x| {
                format!("[{},{},{}]", x[0], x[1], x[2])
            });
        format!(
            "AMDGPU Lane {}:{}:{}:{}/{} ({},{},{}){}",
            w.agent.0,
            w.queue.0,
            w.dispatch.0,
            w.id.0,
            lane,
            w.group[0],
            w.group[1],
            w.group[2],
            wi
        )
    }

    fn set_lane_convenience(&mut self, w: &Wave, lane: u32) {
        let pos = self
            .lane_workitem(w, lane)
            .map_or("[?,?,?]".to_string(), |x| {
                format!("[{},{},{}]", x[0], x[1], x[2])
            });
        let dpos = format!(
            "({},{},{})/{}",
            w.group[0], w.group[1], w.group[2], w.wave_in_group
        );
        let lane_systag = self.lane_systag(w, lane);
        let ints = [
            ("_lane", i64::from(lane)),
            ("_thread", i64::from(w.id.0)),
            ("_agent", i64::from(w.agent.0)),
            ("_queue", i64::from(w.queue.0)),
            ("_dispatch", i64::from(w.dispatch.0)),
            ("_thread_workgroup_pos", i64::from(w.wave_in_group)),
        ];
        for (k, v) in ints {
            self.convenience.insert(k.into(), Convenience::Int(v));
        }
        let strs = [
            ("_lane_workgroup_pos", pos),
            ("_dispatch_pos", dpos.clone()),
            ("_wave_id", dpos),
            ("_thread_systag", w.to_string()),
            ("_lane_systag", lane_systag),
        ];
        for (k, v) in strs {
            self.convenience.insert(k.into(), Convenience::Str(v));
        }
    }

    // ----- frames -----

    /// The focused wave's frames (unwound once per stop).
    pub(crate) fn frames(&mut self) -> Result<&Frames, CommandError> {
        let f = self.require_focus()?;
        if self.frames.as_ref().is_some_and(|x| x.wave == f.wave) {
            return Ok(self.frames.as_ref().expect("checked"));
        }
        let t = self.target.as_deref().expect("focus has a target");
        let unwinder = self.unwinder.get_or_insert_with(|| {
            let codes: Vec<unwind::Code<'static>> = self
                .modules
                .iter()
                .filter_map(|m| m.image.code(m.load_base).ok())
                .collect();
            unwind::Unwinder::new(codes)
        });
        let mut state = crate::backtrace::TargetWave::new(t, f.wave).map_err(CommandError)?;
        let bt = unwinder.backtrace(&mut state);
        let mut frames = Vec::new();
        for fr in &bt.frames {
            let lookup = fr.lookup_pc();
            let module = self.module_at(lookup);
            let (function, line) = match module {
                Some(mi) => {
                    let m = &self.modules[mi];
                    let elf = lookup.wrapping_sub(m.load_base);
                    (
                        m.function_at(elf)
                            .map(|f| m.frame_name(&f.name).to_string()),
                        m.line_at(elf).map(|(f, l)| (f.name.clone(), l)),
                    )
                }
                None => (None, None),
            };
            frames.push(Frame {
                index: fr.index,
                pc: fr.pc,
                lookup_pc: lookup,
                module,
                function,
                line,
                cfa: fr.cfa,
                method: fr.method,
            });
        }
        self.frames = Some(Frames {
            wave: f.wave,
            backtrace: bt,
            frames,
        });
        Ok(self.frames.as_ref().expect("just set"))
    }

    /// Register `reg` (DWARF number) as frame `frame` of the focused wave sees it.
    pub(crate) fn frame_register(
        &mut self,
        frame: usize,
        reg: u64,
    ) -> Option<unwind::RecoveredValue> {
        self.frames().ok()?;
        let frames = self.frames.as_ref()?;
        let t = self.target.as_deref()?;
        let mut state = crate::backtrace::TargetWave::new(t, frames.wave).ok()?;
        frames.backtrace.register(&mut state, frame, reg)
    }

    /// The evaluation context of the focused frame for `lane`.
    pub(crate) fn frame_context(&mut self, lane: u32) -> Result<FrameContext<'_>, CommandError> {
        let f = self.require_focus()?;
        self.frames()?;
        let frames = self.frames.as_ref().expect("computed");
        let frame = frames
            .frames
            .get(f.frame)
            .ok_or_else(|| CommandError("No frame selected.".into()))?;
        let t = self.target.as_deref().expect("focus has a target");
        let lanes = t.wave(f.wave)?.wave_size.lanes();
        let module = frame.module.map(|i| &self.modules[i]);
        Ok(FrameContext::new(
            t,
            f.wave,
            lanes,
            lane,
            &frames.backtrace,
            frame,
            module,
        ))
    }

    // ----- running -----

    /// Starts the kernel with a breakpoint at `location` and runs until a wave reaches it
    /// (what `hdb run --break` reports): the wave and its PC, another stop, or the end. A
    /// function stands for its first instruction here (the prologue not yet run), unlike
    /// `break FUNCTION`, which gdb places after the prologue.
    pub fn run_to(&mut self, location: &str) -> Result<RunOutcome, CommandError> {
        let parsed = Location::parse(location)?;
        let addresses = self.resolve(&parsed, false).map_err(CommandError)?;
        let number = self.next_breakpoint;
        self.next_breakpoint += 1;
        self.breakpoints.push(Breakpoint {
            number,
            spec: location.to_string(),
            location: parsed,
            temporary: true,
            enabled: true,
            condition: None,
            ignore_count: 0,
            hits: 0,
            addresses,
        });
        self.start()?;
        Ok(match self.continue_all()? {
            Stop::Breakpoint { wave, .. } => {
                let lane = self.exec_lanes(wave).first().copied().unwrap_or(0);
                self.set_focus(wave, lane);
                self.stop_all();
                RunOutcome::Hit {
                    wave,
                    pc: self.pc(wave)?,
                }
            }
            Stop::Completed | Stop::ProcessExited { .. } => RunOutcome::Completed,
            Stop::Watchpoint { wave, .. } => RunOutcome::Stopped {
                wave,
                pc: self.pc(wave)?,
                reason: StopReason::Watchpoint { address: 0 },
            },
            Stop::Signal { wave, reason } => RunOutcome::Stopped {
                wave,
                pc: self.pc(wave)?,
                reason,
            },
            Stop::Interrupted { wave: Some(wave) } | Stop::Stepped { wave, .. } => {
                RunOutcome::Stopped {
                    wave,
                    pc: self.pc(wave).unwrap_or(0),
                    reason: StopReason::Requested,
                }
            }
            Stop::Interrupted { wave: None } | Stop::WaveExited { .. } => RunOutcome::Completed,
        })
    }

    /// The focused wave's backtrace as `hdb run --backtrace` prints it, registers for `lane`.
    pub fn backtrace_report(&mut self, lane: u32) -> Result<crate::BacktraceReport, CommandError> {
        let f = self.require_focus()?;
        let wave = self.require_target()?.wave(f.wave)?;
        if lane >= wave.wave_size.lanes() {
            return Err(CommandError(format!(
                "lane {lane} is outside {wave} ({} lanes)",
                wave.wave_size.lanes()
            )));
        }
        self.frames()?;
        let frames = self.frames.as_ref().expect("computed");
        Ok(crate::backtrace::report(
            &wave,
            &frames.backtrace,
            &frames.frames,
            &self.modules,
            lane,
        ))
    }

    /// Whether the instruction limit stopped the last run.
    pub fn limit_reached(&self) -> bool {
        self.limit_hit
    }

    /// Starts the kernel (a fresh simulator).
    pub(crate) fn start(&mut self) -> CommandResult {
        let launch = self
            .launch
            .clone()
            .ok_or_else(|| CommandError("The target cannot be restarted.".into()))?;
        let mut sim = sim::Simulator::new(&self.code_bytes, &launch.launch)?;
        sim.set_debugger_attached(true);
        sim.set_instruction_limit(self.instruction_limit);
        sim.set_code_object_uri(self.modules[0].uri.clone());
        sim.set_interrupt_flag(self.interrupt.clone());
        // The old target goes first: a backend may allow one instance at a time.
        self.target = None;
        self.target = Some(match self.wrap_target.as_mut() {
            Some(wrap) => wrap(sim).map_err(CommandError)?,
            None => Box::new(sim),
        });
        self.focus = None;
        self.frames = None;
        self.pending.clear();
        for b in &mut self.breakpoints {
            b.hits = 0;
        }
        self.sync_modules();
        // Watched globals are read afresh: a new run starts from the launch's buffers.
        self.plant_watchpoints();
        for i in 0..self.watchpoints.len() {
            let (a, l) = (self.watchpoints[i].address, self.watchpoints[i].len);
            let mut b = vec![0u8; l as usize];
            let t = self.target.as_ref().expect("started");
            if let Some(w) = t.waves().first() {
                if t.read_memory(w.id, Lane(0), amdgpu::AddressSpace::Global, a, &mut b)
                    .is_ok()
                {
                    self.watchpoints[i].old = b;
                }
            }
        }
        Ok(())
    }

    /// Resumes every stopped wave (but those with an unreported stop) and waits for the next
    /// reportable stop.
    pub(crate) fn continue_all(&mut self) -> Result<Stop, CommandError> {
        self.frames = None;
        self.resume_others(None)?;
        self.wait_for_stop(None)
    }

    /// Resumes every stopped wave except `except` and those whose stop is still pending.
    pub(crate) fn resume_others(&mut self, except: Option<WaveId>) -> CommandResult {
        let pending: Vec<WaveId> = self
            .pending
            .iter()
            .filter_map(|e| match e {
                Event::WaveStopped { wave, .. } => Some(*wave),
                _ => None,
            })
            .collect();
        let t = self
            .target
            .as_mut()
            .ok_or_else(|| CommandError("The program is not being run.".into()))?;
        let stopped: Vec<WaveId> = t
            .waves()
            .into_iter()
            .filter(|w| w.state == WaveState::Stopped)
            .map(|w| w.id)
            .filter(|w| Some(*w) != except && !pending.contains(w))
            .collect();
        let rc = t
            .run_control()
            .ok_or_else(|| CommandError("The target cannot run (it is a core file).".into()))?;
        for w in stopped {
            rc.resume(w, ResumeMode::Continue)?;
        }
        Ok(())
    }

    /// All-stop: stops every running wave; events other than the requested stops are kept
    /// for the next resumption.
    pub(crate) fn stop_all(&mut self) {
        let Some(t) = self.target.as_mut() else {
            return;
        };
        let running: Vec<WaveId> = t
            .waves()
            .into_iter()
            .filter(|w| w.state == WaveState::Running)
            .map(|w| w.id)
            .collect();
        let Some(rc) = t.run_control() else { return };
        for w in &running {
            let _ = rc.stop(*w);
        }
        loop {
            let Some(rc) = self.target.as_mut().and_then(|t| t.run_control()) else {
                return;
            };
            let Ok(Some(e)) = rc.wait(Wait::Poll) else {
                return;
            };
            match e {
                Event::WaveStopped {
                    wave,
                    reason: StopReason::Requested,
                    ..
                } if running.contains(&wave) => {}
                // Handled now: the next wait acknowledges it to the target.
                Event::CodeObjectsChanged => self.code_objects_changed(),
                e => self.pending.push_back(e),
            }
        }
    }

    /// Waits for events until one is reportable; `stepping` is the wave being stepped (its
    /// single-step stops end the wait).
    pub(crate) fn wait_for_stop(&mut self, stepping: Option<WaveId>) -> Result<Stop, CommandError> {
        self.limit_hit = false;
        loop {
            if self.interrupt.swap(false, Ordering::SeqCst) {
                let t = self.target.as_mut().expect("running");
                let running: Vec<WaveId> = t
                    .waves()
                    .into_iter()
                    .filter(|w| w.state == WaveState::Running)
                    .map(|w| w.id)
                    .collect();
                let rc = t.run_control().expect("running target");
                for w in &running {
                    let _ = rc.stop(*w);
                }
                while let Ok(Some(_)) = rc.wait(Wait::Poll) {}
                return Ok(Stop::Interrupted {
                    wave: stepping.or(running.first().copied()),
                });
            }
            let ev = match self.pending.pop_front() {
                Some(e) => Some(e),
                None => {
                    let t = self.target.as_mut().expect("running");
                    let rc = t.run_control().ok_or_else(|| {
                        CommandError("The target cannot run (it is a core file).".into())
                    })?;
                    rc.wait(Wait::Block)?
                }
            };
            match ev {
                None => {
                    if self.waves().iter().all(|w| w.state == WaveState::Exited) {
                        return Ok(Stop::Completed);
                    }
                    // Only the stepped wave runs and it cannot go on (it waits at a barrier
                    // the others must reach): let the others run too.
                    if let Some(w) = stepping {
                        let others_stopped = self
                            .waves()
                            .iter()
                            .any(|x| x.id != w && x.state == WaveState::Stopped);
                        if others_stopped {
                            self.resume_others(Some(w))?;
                            continue;
                        }
                    }
                    return Ok(Stop::Interrupted { wave: stepping });
                }
                Some(Event::DispatchCompleted { .. }) => return Ok(Stop::Completed),
                Some(Event::ProcessExited { pid, how }) => {
                    return Ok(Stop::ProcessExited { pid, how })
                }
                // Not a stop for the user (gdb's shared-library events): load, resolve,
                // plant, and wait on.
                Some(Event::CodeObjectsChanged) => self.code_objects_changed(),
                Some(Event::WaveExited { wave }) => {
                    if Some(wave) == stepping {
                        return Ok(Stop::WaveExited { wave });
                    }
                }
                Some(Event::WaveStopped { wave, pc, reason }) => {
                    if Some(wave) == stepping && reason == StopReason::SingleStep {
                        return Ok(Stop::Stepped {
                            wave,
                            finished: false,
                        });
                    }
                    match reason {
                        StopReason::Breakpoint => {
                            if let Some(stop) = self.breakpoint_hit(wave, pc)? {
                                return Ok(stop);
                            }
                            // Not for the user (condition false, ignored, internal): go on.
                            if let Some(stop) = self.go_on(wave, stepping)? {
                                return Ok(stop);
                            }
                        }
                        StopReason::Requested => {
                            // Nobody but the user (Ctrl-C) or the instruction limit asks.
                            let user = self.interrupt.swap(false, Ordering::SeqCst);
                            self.limit_hit = !user && self.instruction_limit.is_some();
                            return Ok(Stop::Interrupted { wave: Some(wave) });
                        }
                        StopReason::Watchpoint { address } => {
                            if let Some(stop) = self.watch_hit(wave, address) {
                                return Ok(stop);
                            }
                            // The store left the watched bytes as they were: go on.
                            if let Some(stop) = self.go_on(wave, stepping)? {
                                return Ok(stop);
                            }
                        }
                        reason => return Ok(Stop::Signal { wave, reason }),
                    }
                }
            }
        }
    }

    /// A stop that is not for the user (a condition false, an ignored hit, a watched store
    /// that changed nothing): the stepped wave's step ends there; any other wave resumes.
    fn go_on(
        &mut self,
        wave: WaveId,
        stepping: Option<WaveId>,
    ) -> Result<Option<Stop>, CommandError> {
        if Some(wave) == stepping {
            return Ok(Some(Stop::Stepped {
                wave,
                finished: false,
            }));
        }
        let rc = self
            .target
            .as_mut()
            .and_then(|t| t.run_control())
            .ok_or_else(|| CommandError("The target cannot run (it is a core file).".into()))?;
        rc.resume(wave, ResumeMode::Continue)?;
        Ok(None)
    }

    /// A wave stopped at a planted breakpoint: decides whether a user breakpoint reports it
    /// (enabled, condition true for some active lane, ignore count spent).
    fn breakpoint_hit(&mut self, wave: WaveId, pc: u64) -> Result<Option<Stop>, CommandError> {
        let candidates: Vec<usize> = (0..self.breakpoints.len())
            .filter(|&i| self.breakpoints[i].enabled && self.breakpoints[i].addresses.contains(&pc))
            .collect();
        if candidates.is_empty() {
            return Ok(None);
        }
        let active = self.exec_lanes(wave);
        if active.is_empty() {
            // ROCgdb's lane-divergence rule: a hit with every lane inactive is ignored.
            return Ok(None);
        }
        let mut numbers = Vec::new();
        let mut lanes_hit: Vec<u32> = Vec::new();
        for i in candidates {
            let lanes = match self.breakpoints[i].condition.clone() {
                None => active.clone(),
                Some(cond) => {
                    let saved = self.focus;
                    self.focus = Some(Focus {
                        wave,
                        lane: active[0],
                        frame: 0,
                    });
                    self.frames = None;
                    let mut ok = Vec::new();
                    for &l in &active {
                        if let Some(f) = self.focus.as_mut() {
                            f.lane = l;
                        }
                        if self.condition_true(&cond, l) {
                            ok.push(l);
                        }
                    }
                    self.focus = saved;
                    self.frames = None;
                    ok
                }
            };
            if lanes.is_empty() {
                continue;
            }
            let b = &mut self.breakpoints[i];
            if b.ignore_count > 0 {
                b.ignore_count -= 1;
                b.hits += 1;
                continue;
            }
            b.hits += 1;
            numbers.push(b.number);
            for l in lanes {
                if !lanes_hit.contains(&l) {
                    lanes_hit.push(l);
                }
            }
        }
        if numbers.is_empty() {
            return Ok(None);
        }
        lanes_hit.sort_unstable();
        Ok(Some(Stop::Breakpoint {
            wave,
            numbers,
            lanes: lanes_hit,
        }))
    }

    /// Single-steps the focused wave once (others stay as they are); returns the stop.
    pub(crate) fn step_instruction(&mut self, wave: WaveId) -> Result<Stop, CommandError> {
        self.frames = None;
        let t = self
            .target
            .as_mut()
            .ok_or_else(|| CommandError("The program is not being run.".into()))?;
        let rc = t
            .run_control()
            .ok_or_else(|| CommandError("The target cannot run (it is a core file).".into()))?;
        rc.resume(wave, ResumeMode::Step)?;
        self.wait_for_stop(Some(wave))
    }

    /// The wave's PC.
    pub(crate) fn pc(&self, wave: WaveId) -> Result<u64, CommandError> {
        Ok(self.require_target()?.wave(wave)?.pc)
    }

    /// A scalar register's value.
    pub(crate) fn sreg(&self, wave: WaveId, reg: Register) -> Option<u64> {
        let t = self.target.as_ref()?;
        let w = t.wave(wave).ok()?;
        let mut b = vec![0u8; reg.byte_size(w.wave_size) as usize];
        t.read_register(wave, reg, &mut b).ok()?;
        let mut x = [0u8; 8];
        let n = b.len().min(8);
        x[..n].copy_from_slice(&b[..n]);
        Some(u64::from_le_bytes(x))
    }

    pub(crate) fn lane_in_range(&self, wave: WaveId, lane: u32) -> Result<(), CommandError> {
        let w = self.require_target()?.wave(wave)?;
        if lane >= w.wave_size.lanes() {
            return Err(CommandError(format!(
                "Lane {lane} does not exist in thread {} ({} lanes).",
                wave,
                w.wave_size.lanes()
            )));
        }
        let _ = Lane(lane);
        Ok(())
    }
}

/// gdb's array layout with repeats: `{0x1, 0x2, 0x0 <repeats 62 times>}`.
pub fn gdb_array(items: &[String]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < items.len() {
        let mut j = i + 1;
        while j < items.len() && items[j] == items[i] {
            j += 1;
        }
        let n = j - i;
        if n >= 10 {
            parts.push(format!("{} <repeats {n} times>", items[i]));
        } else {
            parts.extend(std::iter::repeat_n(items[i].clone(), n));
        }
        i = j;
    }
    format!("{{{}}}", parts.join(", "))
}

/// `file://ABS#offset=0&size=N`.
fn file_uri(path: &std::path::Path, size: usize) -> String {
    let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    format!(
        "file://{}#offset=0&size={size}",
        codeobj::uri::encode_path(&abs.display().to_string())
    )
}
