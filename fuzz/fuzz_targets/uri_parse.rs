//! Loaded-code-object URI parsing; a parsed URI must print back to an equal URI.
//! The body is `codeobj::fuzzing::uri_parse`, shared with `codeobj/tests/fuzz_regressions.rs`, which
//! replays `fuzz/regressions/uri_parse/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| codeobj::fuzzing::uri_parse(data));
