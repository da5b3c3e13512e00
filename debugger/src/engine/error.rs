//! What can go wrong asking the engine. Each variant's text is the message gdb prints for
//! the same failure, so a front end that shows text needs nothing else; a front end that
//! decides (an IDE adapter) matches the variant.

use amdgpu::target::{TargetError, WaveId};

use crate::expr::eval::EvalError;

/// Why an engine request failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum EngineError {
    /// No target: the program has not been started (or has ended).
    #[error("The program is not being run.")]
    NotRunning,
    /// The target cannot run (a core file).
    #[error("The target cannot run (it is a core file).")]
    CannotRun,
    /// The target is lent for inspection (a stub's `monitor` command): its owner runs it.
    #[error("The target is only inspected here: run it with the debugger that owns it.")]
    Lent,
    /// The program cannot start again (a held kernel, an attached process) or there is none.
    #[error("The target cannot be restarted.")]
    CannotRestart,
    /// The target cannot write memory or registers.
    #[error("The target cannot write {0} (it is a core file).")]
    CannotWrite(&'static str),
    /// The target cannot record its run (gdb's words for a target without reverse
    /// execution).
    #[error("Target does not support this command.")]
    CannotRecord,
    /// `record stop` while nothing is recorded.
    #[error("No recording is currently active.\nUse the \"record full\" command first.")]
    NotRecording,
    /// A reverse command while nothing is recorded: gdb's words for a target that cannot go
    /// backwards (which it is until `record`).
    #[error("Target does not support this command.")]
    NoHistory,
    /// `record goto N` names an instruction the history does not hold (gdb's words).
    #[error("Target insn not found.")]
    NotInHistory(u64),
    /// `record` while recording.
    #[error(
        "The process is already being recorded.  Use \"record stop\" to stop recording first."
    )]
    AlreadyRecording,
    /// No wave is selected.
    #[error("No thread selected.")]
    NoFocus,
    /// A host thread is selected, and the request needs a wave.
    #[error(
        "The selected thread (LWP {0}) is a host thread: hdb shows its frames and code \
         (`bt`, `frame N`, `x/i $pc`, `list`) but not its registers or variables. Select a \
         wave with `thread N`."
    )]
    HostThread(u32),
    /// No host thread has that LWP (it ended).
    #[error("No host thread with LWP {0}.")]
    NoHostThread(u32),
    /// The target has no host process to read (a simulator launch, a stub).
    #[error("The target has no host process.")]
    NoHostProcess,
    /// No mapped file holds code at the address.
    #[error("Cannot access memory at address {0:#x}")]
    HostMemory(u64),
    /// A host frame without a line table's file.
    #[error("No line number information available.")]
    NoHostSource,
    /// Reading the host process's files failed.
    #[error("{0}")]
    Host(String),
    /// The selected wave has exited.
    #[error("Thread {0} has exited.")]
    WaveExited(WaveId),
    /// The selected wave runs.
    #[error("Selected thread is running.")]
    WaveRunning,
    /// No such wave.
    #[error("Invalid thread ID: {0}")]
    NoWave(u32),
    /// The lane is outside the wave.
    #[error("Lane {lane} does not exist in thread {wave} ({lanes} lanes).")]
    NoLane {
        /// The wave.
        wave: WaveId,
        /// The lane asked for.
        lane: u32,
        /// The wave's lane count.
        lanes: u32,
    },
    /// The lane is backed by no work-item (a step cannot follow it).
    #[error("Lane {0} is not used by any work-item; cannot step it.")]
    UnusedLane(u32),
    /// No frame at that level.
    #[error("No frame at level {0}.")]
    NoFrame(usize),
    /// `finish` in the outermost frame.
    #[error("\"finish\" not meaningful in the outermost frame.")]
    OutermostFrame,
    /// No breakpoint with that number.
    #[error("No breakpoint number {0}.")]
    NoBreakpoint(u32),
    /// A location that resolves nowhere (gdb's words: `Function "x" not defined.`, `No
    /// source file named x.`, …).
    #[error("{0}")]
    Location(String),
    /// An address outside every function.
    #[error("No function contains specified address.")]
    NoFunction,
    /// No line information at an address.
    #[error("No line number information available for address {0:#x}")]
    NoLineInfo(u64),
    /// The code object has no debugging information.
    #[error("No symbol table is loaded.  Use the \"file\" command.")]
    NoSymbols,
    /// A step ran too long.
    #[error("Step abandoned after {0} instructions.")]
    StepLimit(u64),
    /// A lane never became active.
    #[error("Lane {lane} did not become active within {limit} instructions.")]
    LaneNeverActive {
        /// The lane.
        lane: u32,
        /// Instructions run.
        limit: u64,
    },
    /// The wave must pass a work-group barrier while `scheduler-locking on` holds the rest
    /// of its group, which would never arrive.
    #[error(
        "Thread {wave} cannot pass the work-group barrier at {pc:#x}: scheduler-locking is on \
         and the other waves of its work-group do not run (set scheduler-locking step)."
    )]
    BarrierWithOthersHeld {
        /// The wave.
        wave: WaveId,
        /// The barrier instruction's address.
        pc: u64,
    },
    /// The target cannot watch this.
    #[error("{0}")]
    Watch(String),
    /// The target has no watchpoints of this kind, or none in this address space.
    #[error("Target does not support this type of hardware watchpoint.")]
    WatchUnsupported,
    /// A value cannot be written where its location is.
    #[error("{0}")]
    Write(String),
    /// Reading or writing memory failed.
    #[error("Cannot access memory at address {0}")]
    Memory(String),
    /// A code object cannot be loaded (read, parsed).
    #[error("{0}")]
    CodeObject(String),
    /// The target could not save a core file.
    #[error("Can't create a corefile: this target cannot save its state.")]
    NoCoreWriter,
    /// An expression failed (parse, evaluation, a read).
    #[error(transparent)]
    Eval(#[from] EvalError),
    /// The target refused or failed.
    #[error(transparent)]
    Target(#[from] TargetError),
}

/// Shorthand for engine results.
pub type EngineResult<T> = Result<T, EngineError>;
