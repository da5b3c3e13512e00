//! DWARF producer conformance: static ABI rules and dynamic checks by running the program.
//!
//! Filled by the conformance issue.
#![deny(missing_docs)]
