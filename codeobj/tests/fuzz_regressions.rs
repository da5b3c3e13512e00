//! Replays inputs saved under `fuzz/regressions/<target>/` (crashes the fuzzers found, and
//! hand-made edge cases) through the same calls as the fuzz targets in `fuzz/fuzz_targets/`,
//! so they stay fixed without cargo-fuzz.

use std::path::Path;

use codeobj::{Bundle, CodeObject, CodeObjectUri, GalliumBinary, Metadata};

fn inputs(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/regressions")
        .join(target);
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().is_file())
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

fn codeobj_parse(data: &[u8]) {
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

#[test]
fn codeobj_parse_regressions() {
    for (name, data) in inputs("codeobj_parse") {
        eprintln!("codeobj_parse/{name}");
        codeobj_parse(&data);
    }
}

#[test]
fn container_extract_regressions() {
    for (name, data) in inputs("container_extract") {
        eprintln!("container_extract/{name}");
        if let Ok(contents) = codeobj::extract(&data) {
            let _ = contents.targets();
            for e in &contents.code_objects {
                let _ = (e.label(), e.processor(), e.uri("/f").to_string());
                codeobj_parse(&e.bytes);
            }
            let _ = contents.select("gfx90a");
        }
        let _ = codeobj::code_object_for_target(&data, "gfx942");
        if let Ok(c) = codeobj::CompressedBundle::parse(&data) {
            let _ = c.decompress();
        }
    }
}

#[test]
fn bundle_parse_regressions() {
    for (name, data) in inputs("bundle_parse") {
        eprintln!("bundle_parse/{name}");
        if let Ok(b) = Bundle::parse(&data) {
            for e in &b.entries {
                let _ = (e.kind(), e.triple(), e.target_id());
                codeobj_parse(e.data);
            }
        }
        let _ = Bundle::find_all(&data);
        let _ = Bundle::find_in_host_elf(&data);
    }
}

#[test]
fn uri_parse_regressions() {
    for (name, data) in inputs("uri_parse") {
        eprintln!("uri_parse/{name}");
        let Ok(text) = std::str::from_utf8(&data) else {
            continue;
        };
        if let Ok(uri) = CodeObjectUri::parse(text) {
            assert_eq!(
                CodeObjectUri::parse(&uri.to_string()).unwrap(),
                uri,
                "{name}"
            );
        }
    }
}

#[test]
fn gallium_and_metadata_regressions() {
    for (name, data) in inputs("gallium_parse") {
        eprintln!("gallium_parse/{name}");
        if let Ok(g) = GalliumBinary::parse(&data) {
            let _ = CodeObject::parse(g.elf());
        }
    }
    for (name, data) in inputs("metadata_parse") {
        eprintln!("metadata_parse/{name}");
        let _ = Metadata::from_msgpack(&data);
        let _ = Metadata::from_v2_yaml(&data);
    }
}
