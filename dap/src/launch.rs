//! What `launch` and `attach` ask for, and the [`Launcher`] that turns it into an engine
//! session. The adapter does not know how a kernel is started (the simulator, a gdb-remote
//! stub, a live process, a core file): the program embedding it (the `hdb` binary) does, with
//! the same readers `hdb debug` uses.

use std::sync::{mpsc, Arc};

use amdgpu::check::{CheckSet, CheckSetError};
use debugger::Session;
use serde::Deserialize;
use serde_json::Value;

/// `launch` arguments (hdb's own; unknown ones are ignored, as clients add theirs).
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct LaunchArguments {
    /// A launch file (the JSON of `hdb run --launch`), relative to `cwd`.
    pub launch_file: Option<String>,
    /// A code object (or offload bundle) to run in the simulator, with `kernel`, `grid`,
    /// `block` and `args`.
    pub code_object: Option<String>,
    /// The kernel's name.
    pub kernel: Option<String>,
    /// Grid size in work-items (1 to 3 numbers).
    pub grid: Option<Vec<u32>>,
    /// Work-group size in work-items.
    pub block: Option<Vec<u32>>,
    /// With `codeObject`: the kernel's arguments as a launch file writes them
    /// (`{"buffer": …}`, `{"value": …}`, `{"local": N}`); with `program`: its command-line
    /// arguments (strings).
    #[serde(default)]
    pub args: Vec<Value>,
    /// The entry of a bundle or host binary to run (`gfx90a`, a target ID).
    pub target: Option<String>,
    /// A host program (HIP) to run.
    pub program: Option<String>,
    /// Run `program` with its kernels in the simulator (`hdb run --sim`).
    #[serde(default)]
    pub sim: bool,
    /// Stop before the first instruction.
    #[serde(default)]
    pub stop_on_entry: bool,
    /// Record the run from its start, so `stepBack` and `reverseContinue` can go back
    /// (the simulator; `record` in the Debug Console starts a recording later).
    #[serde(default)]
    pub record: bool,
    /// The directory relative paths are taken from (default: the adapter's).
    pub cwd: Option<String>,
    /// Work-groups the simulator keeps resident at once (every resident wave is a thread;
    /// default 8, as `hdb run`).
    pub resident_groups: Option<usize>,
    /// Stop a run after this many wave-instructions (a guard for kernels that never end).
    pub instruction_limit: Option<u64>,
    /// List every wave in `threads` up to this many; above it, the waves that stopped for
    /// their own reason, the focused one and one summary entry (default 256).
    pub max_threads: Option<usize>,
    /// Write every protocol message to this file (appended).
    pub log_file: Option<String>,
    /// Directories searched for source files, before the code object's and the current one.
    #[serde(default)]
    pub source_directories: Vec<String>,
    /// `noDebug` (the protocol's): run without stopping.
    #[serde(default)]
    pub no_debug: bool,
    /// The simulator's sanitizer checks to run (`"all"`, `"memory,race"` or a list of
    /// names, as `hdb run --check`): a finding stops its wave as an exception. With a launch
    /// file, a code object, or a `program` with `sim` (one set of checks for the program).
    pub check: Option<CheckArgument>,
}

/// `check`: one string of comma-separated names, or a list of names.
#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum CheckArgument {
    /// `"all"`, `"memory,race"`.
    Names(String),
    /// `["memory", "race"]`.
    List(Vec<String>),
}

impl CheckArgument {
    /// The checks it names.
    pub fn checks(&self) -> Result<CheckSet, CheckSetError> {
        match self {
            CheckArgument::Names(s) => CheckSet::parse(s),
            CheckArgument::List(names) => CheckSet::parse(&names.join(",")),
        }
    }
}

/// `attach` arguments.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AttachArguments {
    /// A `hdb serve` stub at HOST:PORT.
    pub remote: Option<String>,
    /// A core file, opened read-only.
    pub core: Option<String>,
    /// A live process on a GPU (amd-dbgapi).
    pub pid: Option<i32>,
    /// Code objects to use when the ones a core or process names are missing.
    #[serde(default)]
    pub code_objects: Vec<String>,
    /// The directory relative paths are taken from.
    pub cwd: Option<String>,
    /// As for `launch`.
    #[serde(default)]
    pub stop_on_entry: bool,
    /// As for `launch`.
    pub max_threads: Option<usize>,
    /// As for `launch`.
    pub log_file: Option<String>,
    /// As for `launch`.
    #[serde(default)]
    pub source_directories: Vec<String>,
}

/// Something that interrupts a running target.
pub type Interrupt = Arc<dyn Fn() + Send + Sync>;

/// How a session begins once the client has configured its breakpoints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// Start the program (`Session::run`), or stop at its entry.
    Run,
    /// The target exists already and is stopped or running (an attached process): report
    /// its state.
    Attached,
    /// A core file: nothing runs; report the wave that stopped.
    ReadOnly,
}

/// A session ready to debug, and how to drive it.
pub struct Debuggee {
    /// The engine session.
    pub session: Session,
    /// How it begins.
    pub start: Start,
    /// What else interrupts a running target besides the engine's own flag (a remote stub's
    /// flag, a live process's waker); called from the thread reading the client.
    pub interrupts: Vec<Interrupt>,
    /// The program's name (the `process` event).
    pub name: String,
    /// The process id, for a live process.
    pub pid: Option<u32>,
    /// What the user should read when the session opens (a bundle entry chosen, a code
    /// object not found).
    pub notes: Vec<String>,
    /// The program's own output (its stdout and stderr, which must not reach the client's
    /// stream unframed), shown on the client's console as `output` events.
    pub output: Option<mpsc::Receiver<ProgramOutput>>,
}

/// A piece of a debuggee's own output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProgramOutput {
    /// Bytes the program wrote to its stdout (`true`) or stderr (`false`).
    Text {
        /// Written to stdout rather than stderr.
        stdout: bool,
        /// The text (invalid UTF-8 replaced).
        text: String,
    },
    /// One of the two streams ended (the program closed it or exited).
    Closed,
}

/// Why a session could not be opened: the message the user reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LaunchError(pub String);

/// Opens sessions for `launch` and `attach` (the `hdb` binary's: the simulator, stubs,
/// processes, cores).
pub trait Launcher {
    /// A session for a launch.
    fn launch(&mut self, args: &LaunchArguments) -> Result<Debuggee, LaunchError>;
    /// A session attached to a target that exists.
    fn attach(&mut self, args: &AttachArguments) -> Result<Debuggee, LaunchError>;
}
