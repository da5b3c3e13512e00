//! The gdb remote serial protocol: a server over any target and a client that is one.
//!
//! Filled by the stub issue.
#![deny(missing_docs)]
