//! hdb's Debug Adapter Protocol server: VS Code, nvim-dap and any DAP client debug AMD GPU
//! kernels with waves as threads (named with ROCgdb's systag), a lane focus
//! (`hdb/focus` request, `hdb/focusChanged` event), a Lanes scope that shows each variable
//! and watch in every lane of the wave, and memory references that keep their address space
//! (`local#0x10`). It is a sibling of the gdb layer over the same engine
//! ([`debugger::Session`]); the Debug Console runs `hdb debug`'s commands through a
//! [`debugger::Interpreter`] that owns that session.
//!
//! * [`protocol`] — the protocol's types, generated from the schema
//!   ([`protocol::generated`]), requests, responses, events and the errors hdb answers with;
//! * [`framing`] — `Content-Length` framing;
//! * [`server`] — serving one client over a stream (a reading thread, the adapter);
//! * [`adapter`] — the requests, one handler each;
//! * [`launch`] — what `launch` and `attach` ask for, and the [`launch::Launcher`] the
//!   embedding program provides to open sessions;
//! * [`fuzzing`] — the fuzz target's body.
#![deny(missing_docs)]

pub mod adapter;
pub mod base64;
pub mod framing;
pub mod fuzzing;
pub mod launch;
pub mod protocol;
pub mod server;

pub use launch::{
    AttachArguments, Debuggee, Interrupt, LaunchArguments, LaunchError, Launcher, ProgramOutput,
    Start,
};
pub use server::{serve, End, Options};
