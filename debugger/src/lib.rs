//! hdb's debugger: the session engine every front end shares, and gdb's command language on
//! top of it.
//!
//! * [`engine`] — the typed API: a [`Session`] over a program or a target, modules,
//!   breakpoints, run control returning a [`StopEvent`], frames, variables and expressions
//!   returning typed values, [`EngineError`];
//! * [`gdb`] — gdb's and ROCgdb's command language over the engine ([`Interpreter`]): one
//!   command table, gdb's text and a JSON twin, the command line's own state;
//! * [`symbols`] — a loaded code object ([`symbols::Module`]) with its DWARF, functions
//!   (demangled) and one line index; source files; where code objects are looked for;
//! * [`image`] — a parsed code object with relocated debugging sections;
//! * [`value`], [`types`], [`expr`] — typed values, C types from DWARF, and the C subset
//!   expressions are written in; [`format`] — values as gdb prints them;
//! * [`backtrace`] — a stopped wave's frames as `hdb run --backtrace` reports them.
#![deny(missing_docs)]

pub mod backtrace;
pub mod engine;
pub mod expr;
pub mod format;
pub mod gdb;
pub mod image;
pub mod symbols;
pub mod types;
pub mod value;

pub use backtrace::{BacktraceReport, FrameReport, RegisterValue};
pub use engine::{
    BreakpointOptions, BreakpointSpec, EngineError, EngineResult, HeldProgram, Session, StopEvent,
};
pub use gdb::{CommandOutput, Interpreter, QueryHandler};
pub use image::Image;
