//! The session engine shared by every front end: code objects, breakpoints, stepping, focus.
//!
//! Filled as the debugging issues land.
#![deny(missing_docs)]
