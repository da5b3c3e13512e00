//! `codeobj::extract`, the one entry point from any input (code object, raw or compressed
//! bundle, host ELF) to its code objects: every entry's target, selection by target, and each
//! entry parsed as a code object.
//! The body is `codeobj::fuzzing::container_extract`, shared with `codeobj/tests/fuzz_regressions.rs`, which
//! replays `fuzz/regressions/container_extract/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| codeobj::fuzzing::container_extract(data));
