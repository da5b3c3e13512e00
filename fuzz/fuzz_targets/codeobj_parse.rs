//! `CodeObject::parse` on arbitrary bytes, then everything a debugger would walk.
//! The body is `codeobj::fuzzing::codeobj_parse`, shared with `codeobj/tests/fuzz_regressions.rs`, which
//! replays `fuzz/regressions/codeobj_parse/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| codeobj::fuzzing::codeobj_parse(data));
