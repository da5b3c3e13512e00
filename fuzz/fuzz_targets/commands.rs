//! Arbitrary bytes as the file of `hdb info`, `hdb dwarf`, `hdb cfi` and `hdb disasm`: every
//! code object the input holds, through the library calls behind each subcommand. The body is
//! `hdb_fuzz::entry_points::commands`, which `tests/fuzz_entry_points.rs` replays.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| hdb_fuzz::entry_points::commands(data));
