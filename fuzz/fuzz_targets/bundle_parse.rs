//! Offload bundle parsing (plain, compressed magic, inside a host ELF).
//! The body is `codeobj::fuzzing::bundle_parse`, shared with `codeobj/tests/fuzz_regressions.rs`, which
//! replays `fuzz/regressions/bundle_parse/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| codeobj::fuzzing::bundle_parse(data));
