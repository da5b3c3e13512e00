//! The HIP runtime's device side: what `libamdhip64` does for a program, with the devices
//! simulated by hdb's wave simulator. The program loads hdb's stand-in library
//! (`hip-runtime/`), which forwards every HIP call here over a socket ([`protocol`],
//! [`server`]); [`runtime::Runtime`] answers with HIP's semantics — devices and their
//! properties, allocations, copies, streams in order, events, errors, fat binaries and
//! modules, launches ([`dispatch`]) — and asks the program ([`host::Host`]) for what only
//! its process can do.
//!
//! ```no_run
//! use hip_device::runtime::{Client, Options, Runtime};
//! use hip_device::host::MemoryHost;
//! use hip_device::protocol::{Request, Value};
//! let mut rt = Runtime::new(Options { devices: 1, ..Options::default() });
//! let mut client = Client::default();
//! let mut host = MemoryHost::default();
//! let (status, value) = rt.handle(&mut client, Request::Malloc { size: 1024, callers: Vec::new() }, &mut host).unwrap();
//! assert_eq!(status, 0);
//! assert!(matches!(value, Value::Number { .. }));
//! ```
#![deny(missing_docs)]

pub mod check;
pub mod debug;
pub mod devices;
pub mod dispatch;
pub mod host;
pub mod hostcall;
pub mod images;
pub mod memory;
pub mod occupancy;
pub mod printf;
#[path = "../../hip-runtime/src/protocol.rs"]
pub mod protocol;
mod record;
pub mod runtime;
pub mod server;
pub mod sites;
