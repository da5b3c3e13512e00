//! The bodies of the fuzz targets over this crate (`fuzz/fuzz_targets/`), here so that the
//! targets and the test replaying their saved inputs (`tests/fuzz_regressions.rs`) run the
//! same calls and cannot drift apart. Not part of the API.

use crate::{Bundle, CodeObject, CodeObjectUri, CompressedBundle, GalliumBinary, Metadata};

/// `codeobj_parse`: [`CodeObject::parse`], then everything a debugger would walk.
pub fn codeobj_parse(data: &[u8]) {
    let Ok(co) = CodeObject::parse(data) else {
        return;
    };
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
            let _ = (
                k.descriptor.compute_pgm_rsrc1(),
                k.descriptor.compute_pgm_rsrc2(),
            );
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
}

/// `bundle_parse`: offload bundles (plain, compressed magic, inside a host ELF), each entry
/// parsed as a code object.
pub fn bundle_parse(data: &[u8]) {
    if let Ok(b) = Bundle::parse(data) {
        let _ = b.extent();
        for e in &b.entries {
            let _ = (e.kind(), e.triple(), e.target_id(), e.is_amdgcn());
            codeobj_parse(e.data);
        }
    }
    let _ = Bundle::find_all(data);
    let _ = Bundle::find_in_host_elf(data);
}

/// `container_extract`: [`crate::extract`], the one entry point from any input to its code
/// objects: every entry's target, selection by target, each entry parsed as a code object.
pub fn container_extract(data: &[u8]) {
    if let Ok(contents) = crate::extract(data) {
        let _ = contents.targets();
        for e in &contents.code_objects {
            let _ = (e.label(), e.processor(), e.uri("/f").to_string());
            if let Ok(co) = e.code_object() {
                let _ = co.target_id();
                let _ = co.kernels();
            }
            codeobj_parse(&e.bytes);
        }
        let _ = contents.select("gfx90a");
    }
    let _ = crate::code_object_for_target(data, "gfx942");
    if let Ok(c) = CompressedBundle::parse(data) {
        let _ = c.decompress();
    }
}

/// `uri_parse`: a parsed URI must print back to an equal URI.
pub fn uri_parse(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(uri) = CodeObjectUri::parse(text) {
        let again = CodeObjectUri::parse(&uri.to_string()).expect("Display output parses");
        assert_eq!(again, uri);
        let _ = uri.extract(data);
    }
}

/// `gallium_parse`: GalliumCompute containers and their inner ELF.
pub fn gallium_parse(data: &[u8]) {
    if let Ok(g) = GalliumBinary::parse(data) {
        for k in &g.kernels {
            let _ = k.lds_size_granules();
        }
        codeobj_parse(g.elf());
    }
}

/// `metadata_parse`: msgpack (V3+) and the YAML subset (V2).
pub fn metadata_parse(data: &[u8]) {
    let _ = Metadata::from_msgpack(data);
    let _ = Metadata::from_v2_yaml(data);
}

/// `core_open`: a whole core file through [`crate::core::CoreTarget::open`] (ELF container,
/// notes, the KFD note, save areas, `r_debug`), then every wave's registers and a read of each
/// address space; and the bytes as a bare note descriptor through
/// [`crate::core::KfdNote::parse`].
pub fn core_open(data: &[u8]) {
    use amdgpu::aspace::AddressSpace;
    use amdgpu::target::{Lane, Target};
    let _ = crate::core::KfdNote::parse(data, 0);
    let _ = crate::core::merge(data, data);
    let Ok(mut t) = crate::core::CoreTarget::open(data.to_vec()) else {
        return;
    };
    let _ = (t.agents(), t.queues(), t.dispatches(), t.code_objects());
    for w in t.waves().into_iter().take(64) {
        for reg in amdgpu::Register::all() {
            let mut b = vec![0u8; reg.byte_size(w.wave_size) as usize];
            let _ = t.read_register(w.id, reg, &mut b);
        }
        for space in AddressSpace::ALL {
            let mut m = [0u8; 32];
            let _ = t.read_memory(w.id, Lane(1), space, 0x10, &mut m);
            let _ = t.read_memory(w.id, Lane(0), space, u64::MAX - 3, &mut m);
        }
    }
}
