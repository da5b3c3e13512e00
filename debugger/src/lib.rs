//! The session engine shared by every front end: code objects, breakpoints, stepping, focus.
//!
//! * [`session`] — [`Session`]: one [`Target`](amdgpu::target::Target), its modules,
//!   breakpoints, focus (wave, lane, frame), all-stop run control, and the gdb/ROCgdb command
//!   interpreter ([`Session::execute`]) every front end calls.
//! * [`symbols`] — a loaded code object ([`symbols::Module`]) with its DWARF, functions
//!   (demangled) and one line index; source files.
//! * [`frame`] — frames as objects and the evaluation context of a frame and lane.
//! * [`image`] — a parsed code object with relocated debugging sections.
//! * [`location`] — breakpoint locations (`fib_rec`, `FILE:LINE`, `*ADDR`) resolved to code
//!   addresses of a module.
//! * [`backtrace`] — a stopped wave's frames as `hdb run --backtrace` reports them.
#![deny(missing_docs)]

pub mod backtrace;
mod commands;
pub mod core;
pub mod expr;
pub mod format;
pub mod frame;
pub mod image;
mod inspect;
pub mod location;
pub mod session;
mod stepping;
pub mod symbols;
pub mod types;
pub mod value;
pub mod watch;

pub use backtrace::{BacktraceReport, FrameReport, RegisterValue, TargetWave};
pub use image::Image;
pub use inspect::{LaneValue, LocatedValue};
pub use location::{Location, LocationError, RunOutcome};
pub use session::{
    kernel_symbol, open_code_object, CommandOutput, HeldProgram, OpenedCodeObject, QueryHandler,
    Session, SessionError, SimulatorLaunch, TargetWrapper,
};
