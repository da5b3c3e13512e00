//! GalliumCompute container parsing.
//! The body is `codeobj::fuzzing::gallium_parse`, shared with `codeobj/tests/fuzz_regressions.rs`, which
//! replays `fuzz/regressions/gallium_parse/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| codeobj::fuzzing::gallium_parse(data));
