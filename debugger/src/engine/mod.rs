//! The session engine every front end shares, as a typed API: a [`Session`] over a
//! [`Program`](amdgpu::target::Program) (what `run` starts) or a
//! [`Target`](amdgpu::target::Target) that exists on its own (a core file, a stub), its
//! modules, breakpoints, run control returning a [`StopEvent`], frames, variables and
//! expressions returning typed [`Value`](crate::value::Value)s, and an [`EngineError`] for
//! every failure. No text, no JSON, no gdb words: the gdb command language
//! ([`crate::gdb`]), the DAP server and the conformance checker render what it returns.
//!
//! Run control is all-stop, by default with gdb's `scheduler-locking step` behaviour:
//! [`Session::resume`] lets every wave go, while steps, `finish` and `advance` move only the
//! focused wave (others are held stopped, as ROCgdb's manual recommends), except at a
//! work-group barrier: the focused wave stops at each one on its way and passes it with the
//! rest of its group running to arrive (ROCgdb's rule). [`SchedulerLocking`] chooses
//! otherwise (`on`: only the focused wave runs, on `continue` too, and a barrier is an error;
//! `off`: every wave runs while stepping too).
//!
//! * [`session`] — the [`Session`]: construction, modules, focus, lanes, lines;
//! * [`lanes`] — which lanes are active and where each lane is (the DWARF's lane
//!   attributes, else EXEC and the wave's PC);
//! * [`breakpoints`] — the one location parser ([`BreakpointSpec`]) and the breakpoint table;
//! * [`run`] — run, resume, kill; breakpoints and watchpoints added, changed, planted;
//! * [`stepping`] — instruction and source steps, `finish`, `advance`;
//! * [`reverse`] — recording, and stepping and running backwards on a target that records;
//! * [`stack`], [`frame`] — frames and the evaluation context of a frame and lane;
//! * [`inspect`], [`variables`] — variables, expressions, writes; [`scope`] — `info scope`;
//! * [`core_file`] — a core file as a session;
//! * [`host`] — host threads' frames and x86-64 code;
//! * [`modes`] — [`SchedulerLocking`] and the expression language;
//! * [`stop`] — [`StopEvent`] and [`Notice`]; [`error`] — [`EngineError`];
//!   [`focus`] — [`Focus`] and lane names.

// A debugger under an IDE must not panic on what a target or a program hands it: failures are
// `EngineError`s, never `unwrap`s (tests may unwrap).
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

pub mod breakpoints;
pub mod checks;
pub mod core_file;
pub mod error;
pub mod focus;
pub mod frame;
mod held;
pub mod host;
mod inspect;
pub mod lanes;
pub mod lookup;
pub mod modes;
pub mod reverse;
mod run;
pub mod scope;
pub mod session;
mod stack;
pub mod stepping;
pub mod stop;
pub mod variables;

pub use breakpoints::{
    Breakpoint, BreakpointOptions, BreakpointSpec, BreakpointTable, LocationError, Placement,
    WatchHit, Watchpoint,
};
pub use checks::CheckReport;
pub use core_file::{CoreOpen, CoreSummary};
pub use error::{EngineError, EngineResult};
pub use focus::{lane_list, Focus, LanePosition};
pub use frame::{Frame, FrameContext, FrameIdentity, TargetWave, NOT_SAVED};
pub use held::HeldProgram;
pub use host::{HostFrame, HostInstruction, HostRegister};
pub use inspect::LANE_CONVENIENCE;
pub use lanes::LaneLocation;
pub use lookup::{FunctionDecl, SymbolAddress, SymbolAt, TypeDecl, VariableDecl};
pub use modes::SchedulerLocking;
pub use reverse::{LastWrite, RecordPoint, ReverseStop};
pub use scope::{ScopeSymbol, SymbolLocation};
pub use session::Session;
pub use stepping::{Finished, Position, StepKind};
pub use stop::{Notice, StopEvent};
pub use variables::{LocationInForce, VariableKind, VariableRead, VariableValue, Variables};
