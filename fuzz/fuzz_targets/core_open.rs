//! A core file through `CoreTarget::open` and every read a debugger makes of it; the bytes
//! also as a bare KFD note descriptor. The body is `codeobj::fuzzing::core_open`, shared with
//! `codeobj/tests/fuzz_regressions.rs`, which replays `fuzz/regressions/core_open/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| codeobj::fuzzing::core_open(data));
