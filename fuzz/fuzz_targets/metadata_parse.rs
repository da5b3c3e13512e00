//! Metadata decoding: msgpack (V3+) and the YAML subset (V2).
//! The body is `codeobj::fuzzing::metadata_parse`, shared with `codeobj/tests/fuzz_regressions.rs`, which
//! replays `fuzz/regressions/metadata_parse/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| codeobj::fuzzing::metadata_parse(data));
