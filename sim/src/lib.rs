//! The wave simulator: dispatch, waves, memory, traps and single step.
//!
//! Filled by the simulator issue; it will implement the `Target` seam.
#![deny(missing_docs)]
