//! `CodeObject::parse` on arbitrary bytes, then everything a debugger would walk.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(co) = codeobj::CodeObject::parse(data) else { return };
    let _ = co.target_id();
    let _ = co.isa_version();
    if let Ok(Some(md)) = co.metadata() {
        for k in &md.kernels {
            let _ = md.kernel(&k.symbol);
        }
    }
    if let Ok(kernels) = co.kernels() {
        for k in kernels {
            let _ = k.kernel_descriptor();
            let _ = (k.descriptor.compute_pgm_rsrc1(), k.descriptor.compute_pgm_rsrc2());
        }
    }
    for name in co.kernel_names() {
        let _ = co.kernel(name);
    }
    for f in co.functions() {
        let _ = co.function_containing(f.address);
        let _ = co.bytes_at(f.address, f.size.min(64));
    }
    for s in co.symbols() {
        let _ = co.symbol_bytes(s, 64);
    }
});
