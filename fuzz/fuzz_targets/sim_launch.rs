//! Arbitrary bytes as the code object of `hdb run`: `sim::Simulator::new` with a small launch
//! of its first kernels, then a run bounded by an instruction limit. The body is
//! `hdb_fuzz::entry_points::sim_launch`, which `tests/fuzz_entry_points.rs` replays.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| hdb_fuzz::entry_points::sim_launch(data));
