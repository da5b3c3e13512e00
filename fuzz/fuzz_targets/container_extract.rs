//! `codeobj::extract`, the one entry point from any input (code object, raw or compressed
//! bundle, host ELF) to its code objects: every entry's target, selection by target, and each
//! entry parsed as a code object.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(contents) = codeobj::extract(data) {
        let _ = contents.targets();
        for e in &contents.code_objects {
            let _ = (e.label(), e.processor(), e.uri("/f").to_string());
            if let Ok(co) = e.code_object() {
                let _ = co.target_id();
                let _ = co.kernels();
            }
        }
        let _ = contents.select("gfx90a");
    }
    let _ = codeobj::code_object_for_target(data, "gfx942");
    if let Ok(c) = codeobj::CompressedBundle::parse(data) {
        let _ = c.decompress();
    }
});
