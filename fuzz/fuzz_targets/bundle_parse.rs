//! Offload bundle parsing (plain, compressed magic, inside a host ELF).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(b) = codeobj::Bundle::parse(data) {
        let _ = b.extent();
        for e in &b.entries {
            let _ = (e.kind(), e.triple(), e.target_id(), e.is_amdgcn());
            let _ = codeobj::CodeObject::parse(e.data);
        }
    }
    let _ = codeobj::Bundle::find_all(data);
    let _ = codeobj::Bundle::find_in_host_elf(data);
});
