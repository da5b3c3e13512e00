//! hdb's hardware backend: AMD GPUs through ROCm's amd-dbgapi library
//! (`librocm-dbgapi.so.0`), loaded at run time with versioned symbols, never linked.
//!
//! Layers (`shared/notes/hw-backend.md` §5.2):
//! * [`sys`]: the C ABI by hand — handles, the callbacks struct, enums as integer newtypes;
//! * [`loader`]: finding the library, its version profile, `dlvsym` per function;
//! * [`safe`]: an owned instance, RAII processes and events, copied-and-freed arrays,
//!   callbacks behind `catch_unwind`;
//! * [`target`]: [`DbgapiTarget`], hdb's `Target` over the safe layer;
//! * [`host`]: the host side — a small ptrace controller for the inferior process (the
//!   library needs its caller to be the inferior's tracer, to plant ROCr's breakpoint and
//!   to serve `xfer_global_memory` from `/proc/PID/mem`).
//!
//! The library demands one thread for every call (and, live, that this thread be the
//! inferior's ptracer), so none of these types is `Send`.

// It calls a C library through function pointers resolved with dlvsym.
#![allow(unsafe_code)]
#![warn(missing_docs)]

pub mod core;
pub mod host;
pub mod live;
pub mod loader;
pub mod owner;
pub mod safe;
pub mod sys;
pub mod target;

pub use loader::{FnTable, Library, Profile, Version};
pub use safe::{Client, Instance, Process};
pub use target::DbgapiTarget;

/// What can go wrong loading or calling the library.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// No library file could be loaded.
    #[error(
        "cannot load the amd-dbgapi library (searched {searched}; set {env} to its path){}",
        details.first().map(|d| format!(": {d}")).unwrap_or_default(),
        env = loader::ENV_LIBRARY
    )]
    NotFound {
        /// The candidates, in search order.
        searched: String,
        /// What dlopen said for each.
        details: Vec<String>,
    },
    /// One file could not be loaded.
    #[error("cannot load {path}: {reason}")]
    Open {
        /// The file.
        path: String,
        /// dlopen's reason.
        reason: String,
    },
    /// The file is not an amd-dbgapi library.
    #[error("not an amd-dbgapi library: {0}")]
    NotDbgapi(String),
    /// The library's version has no profile.
    #[error("amd-dbgapi library {0} not supported (hdb supports 0.76 and newer 0.x)")]
    UnsupportedVersion(Version),
    /// A mandatory function is missing at the node hdb needs.
    #[error("amd-dbgapi library {version} not supported, missing {function}@{node}")]
    MissingFunction {
        /// The library version.
        version: Version,
        /// The function.
        function: String,
        /// The version node asked for.
        node: String,
    },
    /// A library call failed.
    #[error("{function}: {status}")]
    Call {
        /// The function.
        function: &'static str,
        /// Its status.
        status: StatusText,
    },
    /// Another instance is already initialized (the library is process-global).
    #[error("the amd-dbgapi library is already in use in this process")]
    InUse,
    /// The library returned something malformed (a NULL list, a bad size).
    #[error("{function} returned {what}")]
    Malformed {
        /// The function.
        function: &'static str,
        /// What was wrong.
        what: String,
    },
}

/// A status code with its header name, or its number when a newer library returned one hdb
/// does not know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusText(pub sys::Status);

impl std::fmt::Display for StatusText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0.name() {
            Some(n) => write!(f, "AMD_DBGAPI_STATUS_{n} ({})", self.0 .0),
            None => write!(f, "unknown status {}", self.0 .0),
        }
    }
}

impl Error {
    /// The status of a failed call, if this is one.
    pub fn status(&self) -> Option<sys::Status> {
        match self {
            Error::Call { status, .. } => Some(status.0),
            _ => None,
        }
    }
}
