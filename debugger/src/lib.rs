//! The session engine shared by every front end: code objects, breakpoints, stepping, focus.
//!
//! * [`image`] — a loaded code object: its unwinder view ([`unwind::Code`]) and its DWARF
//!   ([`dwarf_ext::debuginfo::DebugInfo`]), with relocations applied.
//! * [`location`] — breakpoint locations (`fib_rec`, `FILE:LINE`, `*ADDR`) resolved to code
//!   addresses, and running a [`Target`](amdgpu::target::Target) until a wave reaches one.
//! * [`backtrace`] — a stopped wave's frames through [`unwind`], with function, source line,
//!   CFA, method and the registers each frame recovers.
#![deny(missing_docs)]

pub mod backtrace;
pub mod expr;
pub mod format;
pub mod image;
pub mod location;
pub mod session;
pub mod types;
pub mod value;

pub use backtrace::{backtrace, BacktraceReport, FrameReport, RegisterValue, TargetWave};
pub use image::Image;
pub use location::{run_until, Location, LocationError, RunOutcome};
pub use session::{CommandOutput, Session, SessionError, SimulatorLaunch};
