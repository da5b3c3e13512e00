//! Metadata decoding: msgpack (V3+) and the YAML subset (V2).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = codeobj::Metadata::from_msgpack(data);
    let _ = codeobj::Metadata::from_v2_yaml(data);
});
