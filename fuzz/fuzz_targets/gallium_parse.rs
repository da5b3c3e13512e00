//! GalliumCompute container parsing.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(g) = codeobj::GalliumBinary::parse(data) {
        for k in &g.kernels {
            let _ = k.lds_size_granules();
        }
        let _ = codeobj::CodeObject::parse(g.elf());
    }
});
