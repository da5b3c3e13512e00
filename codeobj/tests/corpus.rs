//! Every code object in the real-compiler corpus (`../corpus`, built by `corpus/build.sh`)
//! parses, and what it says agrees with itself: kernels match the metadata, descriptors
//! decode, entry points land in `.text`, the target ID matches `amdhsa.target`.

use std::path::{Path, PathBuf};

use codeobj::{Bundle, CodeObject, CodeObjectVersion, Descriptor, FileKind, GalliumBinary};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus")
}

fn files_with(ext: &[&str]) -> Vec<PathBuf> {
    fn walk(dir: &Path, ext: &[&str], out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                // `bad/` holds deliberately broken inputs; see `bad_inputs_are_errors`.
                if p.file_name().is_some_and(|n| n == "bad") {
                    continue;
                }
                walk(&p, ext, out);
            } else if p
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| ext.contains(&e))
            {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&corpus(), ext, &mut out);
    out.sort();
    out
}

/// AMDGPU ELF files (host objects in the corpus are skipped by `e_machine`).
fn code_objects() -> Vec<(PathBuf, Vec<u8>)> {
    files_with(&["hsaco", "o", "co"])
        .into_iter()
        .filter_map(|p| {
            let data = std::fs::read(&p).ok()?;
            (data.get(18..20) == Some(&224u16.to_le_bytes()[..])).then_some((p, data))
        })
        .collect()
}

#[test]
fn every_code_object_parses_and_agrees_with_its_metadata() {
    let objects = code_objects();
    if objects.is_empty() {
        eprintln!("corpus not built yet: nothing to check");
        return;
    }
    let mut kernels_seen = 0;
    for (path, data) in &objects {
        let name = path
            .strip_prefix(corpus())
            .unwrap_or(path)
            .display()
            .to_string();
        let co = CodeObject::parse(data).unwrap_or_else(|e| panic!("{name}: {e}"));
        // Mesa3D/PAL objects have no HSA code object version; they use the V3 e_flags layout.
        let version = co.version().unwrap_or(CodeObjectVersion::V3);
        let target = co.target_id().unwrap_or_else(|e| panic!("{name}: {e}"));
        let md = co.metadata().unwrap_or_else(|e| panic!("{name}: {e}"));
        let kernels = co.kernels().unwrap_or_else(|e| panic!("{name}: {e}"));
        kernels_seen += kernels.len();
        // Without the metadata: the same kernels, entries and code, only `metadata` unset;
        // and one kernel read alone (its entry symbol found by a scan) is the same too.
        let plain: Vec<_> = co
            .each_kernel_descriptor()
            .collect::<Result<_, _>>()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(plain.len(), kernels.len(), "{name}");
        for (p, k) in plain.iter().zip(&kernels) {
            assert!(p.metadata.is_none(), "{name}: {}", p.name);
            let with = codeobj::Kernel {
                metadata: k.metadata,
                ..p.clone()
            };
            assert_eq!(&with, k, "{name}: {}", k.name);
            let alone = co.kernel(k.name).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(alone.as_ref(), Some(k), "{name}: {}", k.name);
        }

        if let Some(md) = md {
            if let Some(t) = &md.target {
                let from_md = amdgpu::TargetId::parse(t)
                    .unwrap_or_else(|e| panic!("{name}: amdhsa.target {t}: {e}"));
                // The target string carries no generic version; compare the rest.
                assert_eq!(
                    (from_md.processor.name, from_md.xnack, from_md.sramecc),
                    (target.processor.name, target.xnack, target.sramecc),
                    "{name}: e_flags vs amdhsa.target"
                );
            }
            let mut from_md: Vec<&str> = md.kernels.iter().map(|k| k.name.as_str()).collect();
            let mut from_syms: Vec<&str> = kernels
                .iter()
                .filter_map(|k| k.metadata.map(|m| m.name.as_str()))
                .collect();
            from_md.sort();
            from_syms.sort();
            assert_eq!(
                from_md, from_syms,
                "{name}: every kernel matches one metadata entry"
            );
            assert_eq!(kernels.len(), md.kernels.len(), "{name}: kernel count");
        }

        let text = co.section_by_name(".text");
        for k in &kernels {
            match &k.descriptor {
                Descriptor::V3(_) => {
                    assert!(version >= CodeObjectVersion::V3, "{name}");
                    let kd = k
                        .kernel_descriptor()
                        .unwrap()
                        .unwrap_or_else(|e| panic!("{name}: {e}"));
                    assert_eq!(kd.compute_pgm_rsrc1, k.descriptor.compute_pgm_rsrc1());
                    if let Some(m) = k.metadata {
                        assert_eq!(
                            Some(u64::from(kd.private_segment_fixed_size)),
                            m.private_segment_fixed_size.or(Some(0)),
                            "{name}: {}",
                            k.name
                        );
                        assert_eq!(
                            Some(u64::from(kd.group_segment_fixed_size)),
                            m.group_segment_fixed_size.or(Some(0)),
                            "{name}: {}",
                            k.name
                        );
                    }
                    if co.kind() == FileKind::Shared {
                        let entry = k
                            .entry
                            .unwrap_or_else(|| panic!("{name}: {} has no entry", k.name));
                        let text = text.unwrap_or_else(|| panic!("{name}: no .text"));
                        assert!(
                            text.address_range().contains(&entry),
                            "{name}: {} entry {entry:#x}",
                            k.name
                        );
                        if let Some(f) = k.function {
                            assert_eq!(f.value, entry, "{name}: {} KD entry vs symbol", k.name);
                        }
                    }
                }
                Descriptor::V2(akc) => {
                    assert_eq!(version, CodeObjectVersion::V2, "{name}");
                    assert_eq!(akc.kernel_code_entry_byte_offset, 256, "{name}");
                    assert!(k.code.is_some(), "{name}");
                }
            }
        }
        // Functions are sorted and every kernel with code is among them, marked.
        let fs = co.functions();
        assert!(fs.windows(2).all(|w| (w[0].section, w[0].address)
            <= (w[1].section, w[1].address)
            || co.kind() == FileKind::Shared));
        for k in kernels.iter().filter(|k| {
            k.entry.is_some() && (k.function.is_some() || matches!(k.descriptor, Descriptor::V2(_)))
        }) {
            assert!(
                fs.iter().any(|f| f.is_kernel && Some(f.address) == k.entry),
                "{name}: {} not in functions()",
                k.name
            );
        }
    }
    eprintln!(
        "checked {} code objects, {kernels_seen} kernels",
        objects.len()
    );
}

#[test]
fn v2_objects_have_isa_notes_and_yaml_metadata() {
    for (path, data) in code_objects()
        .iter()
        .filter(|(p, _)| p.to_string_lossy().contains("cov2"))
    {
        let co = CodeObject::parse(data).unwrap();
        assert_eq!(
            co.version(),
            Some(CodeObjectVersion::V2),
            "{}",
            path.display()
        );
        assert!(co.isa_version().unwrap().is_some());
        let md = co.metadata().unwrap().expect("V2 metadata");
        assert_eq!(md.version.as_deref().map(|v| v[0]), Some(1));
        for k in &md.kernels {
            assert!(k.symbol.ends_with("@kd"));
            let mut end = 0;
            for a in &k.args {
                assert!(
                    a.offset >= end,
                    "{}: {} arg offsets",
                    path.display(),
                    k.name
                );
                end = a.offset + a.size;
            }
            if let Some(size) = k.kernarg_segment_size {
                assert!(end <= size.max(end), "{}", path.display());
            }
        }
    }
}

#[test]
fn bundles_extract_to_code_objects() {
    for path in files_with(&["bundle", "hipfb", "fatbin"]) {
        let data = std::fs::read(&path).unwrap();
        let bundles = if Bundle::is_bundle(&data) {
            vec![Bundle::parse(&data).unwrap_or_else(|e| panic!("{}: {e}", path.display()))]
        } else {
            Bundle::find_in_host_elf(&data).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        };
        assert!(!bundles.is_empty());
        for b in &bundles {
            assert!(b.device_entries().count() > 0, "{}", path.display());
            for e in b.device_entries() {
                let co = CodeObject::parse(e.data)
                    .unwrap_or_else(|err| panic!("{} {}: {err}", path.display(), e.id));
                let t = co.target_id().unwrap();
                let want = e.target_id().expect("device entry has a target ID");
                assert_eq!(
                    amdgpu::TargetId::parse(want).unwrap().processor,
                    t.processor,
                    "{}",
                    e.id
                );
            }
        }
    }
}

#[test]
fn gallium_binaries_parse() {
    for path in files_with(&["gallium", "clover"]) {
        let data = std::fs::read(&path).unwrap();
        let g = GalliumBinary::parse(&data).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(!g.kernels.is_empty(), "{}", path.display());
        let co = CodeObject::parse(g.elf())
            .unwrap_or_else(|e| panic!("{}: inner ELF: {e}", path.display()));
        assert_eq!(co.os_abi(), codeobj::OsAbi::Mesa3d, "{}", path.display());
        co.target_id()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for k in &g.kernels {
            let sym = co
                .symbol_by_name(k.name)
                .unwrap_or_else(|| panic!("{}: no symbol {}", path.display(), k.name));
            assert_eq!(
                sym.value,
                u64::from(k.offset),
                "{}: {}",
                path.display(),
                k.name
            );
        }
        for k in &g.kernels {
            assert!(
                k.register(codeobj::gallium::COMPUTE_PGM_RSRC1).is_some(),
                "{}: {}",
                path.display(),
                k.name
            );
        }
    }
}

/// Every prefix (1-byte steps over the first 512 bytes, then coarser) and seeded single-byte
/// corruptions of a few real files give `Ok` or `Err`, never a panic.
#[test]
fn truncated_and_corrupted_corpus_files_never_panic() {
    let objects = code_objects();
    // The first file of each producer (V2 and V3+, shared and relocatable, wave32/64).
    let mut picks: Vec<&(PathBuf, Vec<u8>)> = Vec::new();
    for pattern in [
        "clang19/gfx90a/",
        "clang22/gfx1100/",
        "rocm22/",
        "clang14/",
        "-cov2",
        "asm/",
    ] {
        for ext in ["hsaco", "o"] {
            if let Some(f) = objects.iter().find(|(p, _)| {
                let s = p.to_string_lossy();
                s.contains(pattern) && s.ends_with(ext)
            }) {
                picks.push(f);
            }
        }
    }
    assert!(objects.is_empty() || !picks.is_empty());
    let mut rng = 0x853c_49e6_748f_ea9bu64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    for (_, data) in picks {
        let mut len = 0;
        while len < data.len() {
            walk(&data[..len]);
            len += if len < 512 { 1 } else { 1 + len / 64 };
        }
        for _ in 0..1500 {
            let mut d = data.clone();
            let i = (next() % d.len() as u64) as usize;
            d[i] = next() as u8;
            walk(&d);
        }
    }
}

fn walk(data: &[u8]) {
    if let Ok(co) = CodeObject::parse(data) {
        let _ = co.target_id();
        let _ = co.metadata();
        if let Ok(ks) = co.kernels() {
            for k in ks {
                let _ = k.kernel_descriptor();
            }
        }
        for f in co.functions() {
            let _ = co.function_containing(f.address);
        }
    }
}

/// Loads a file the way a front end does: a bundle's device entries or the code object, its
/// target ID, metadata and kernels (with their descriptors).
fn load_all(data: &[u8]) -> codeobj::Result<usize> {
    let load_one = |data: &[u8]| -> codeobj::Result<usize> {
        let co = CodeObject::parse(data)?;
        co.target_id()?;
        co.metadata()?;
        let kernels = co.kernels()?;
        for k in &kernels {
            if let Some(kd) = k.kernel_descriptor() {
                kd?;
            }
        }
        Ok(kernels.len())
    };
    if Bundle::is_bundle(data) {
        let b = Bundle::parse(data)?;
        let mut n = 0;
        for e in b.device_entries() {
            n += load_one(e.data)?;
        }
        Ok(n)
    } else {
        load_one(data)
    }
}

/// Every file in `corpus/bad/` breaks one rule; loading it must give an error (and the
/// message must say something more than "error").
#[test]
fn bad_inputs_are_errors() {
    let dir = corpus().join("bad");
    let Ok(rd) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut checked = 0;
    for e in rd.flatten() {
        let p = e.path();
        if p.extension().is_some_and(|x| x == "py") || !p.is_file() {
            continue;
        }
        let data = std::fs::read(&p).unwrap();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        match load_all(&data) {
            Ok(n) => panic!("bad/{name}: loaded without error ({n} kernels)"),
            Err(err) => {
                let msg = err.to_string();
                assert!(msg.len() > 20, "bad/{name}: terse error {msg:?}");
                eprintln!("bad/{name}: {msg}");
            }
        }
        checked += 1;
    }
    eprintln!("checked {checked} bad inputs");
}

fn read(rel: &str) -> Option<Vec<u8>> {
    std::fs::read(corpus().join(rel)).ok()
}

/// Values pinned against `llvm-readelf-19` on the committed files.
#[test]
fn pinned_values_clang19_gfx90a_spill_calls() {
    let Some(data) = read("clang19/gfx90a/spill_calls-O2.hsaco") else {
        return;
    };
    let co = CodeObject::parse(&data).unwrap();
    assert_eq!(co.version(), Some(CodeObjectVersion::V5));
    assert_eq!(co.e_flags(), 0x53f);
    assert_eq!(co.target_id().unwrap().to_string(), "gfx90a");
    let ks = co.kernels().unwrap();
    assert_eq!(ks.len(), 1);
    let k = &ks[0];
    assert_eq!(
        (k.name, k.descriptor_address, k.entry),
        ("noinline_calls_spill", 0x5c0, Some(0x1e00))
    );
    assert_eq!(k.code, Some(0x1e00..0x1e00 + 644));
    let names: Vec<(&str, u64, bool)> = co
        .functions()
        .iter()
        .map(|f| (f.name, f.address, f.is_kernel))
        .collect();
    assert_eq!(
        names,
        [
            ("leaf_mix", 0x1700, false),
            ("leaf_mix2", 0x1728, false),
            ("mid_mix", 0x1754, false),
            ("mid_mix_b", 0x1be0, false),
            ("noinline_calls_spill", 0x1e00, true)
        ]
    );
    assert_eq!(
        co.function_containing(0x1760).map(|f| f.name),
        Some("mid_mix")
    );
    let md = k.metadata.unwrap();
    assert_eq!(md.symbol, "noinline_calls_spill.kd");
    assert_eq!(md.wavefront_size, Some(64));
}

#[test]
fn pinned_values_clang14_v2() {
    let Some(data) = read("clang14/gfx900/arith-O2-cov2.hsaco") else {
        return;
    };
    let co = CodeObject::parse(&data).unwrap();
    assert_eq!(co.version(), Some(CodeObjectVersion::V2));
    let isa = co.isa_version().unwrap().unwrap();
    assert_eq!(
        (
            isa.vendor,
            isa.architecture,
            isa.major,
            isa.minor,
            isa.stepping
        ),
        ("AMD", "AMDGPU", 9, 0, 1)
    );
    let t = co.target_id().unwrap();
    assert_eq!(t.to_string(), "gfx900:xnack+");
    let ks = co.kernels().unwrap();
    assert_eq!(ks.len(), 1);
    let md = ks[0].metadata.expect("V2 metadata matched by name");
    assert_eq!(md.symbol, format!("{}@kd", ks[0].name));
    match &ks[0].descriptor {
        Descriptor::V2(akc) => {
            assert_eq!(akc.amd_machine_version_major, 9);
            assert_eq!(u64::from(akc.wavefront_sgpr_count), md.sgpr_count.unwrap());
            assert_eq!(u64::from(akc.workitem_vgpr_count), md.vgpr_count.unwrap());
            assert_eq!(
                akc.kernarg_segment_byte_size,
                md.kernarg_segment_size.unwrap()
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn pinned_values_gallium() {
    let (Some(data), Some(elf)) = (
        read("gallium/gfx900/divergence-O2.gallium"),
        read("gallium/gfx900/divergence-O2.elf"),
    ) else {
        return;
    };
    let g = GalliumBinary::parse(&data).unwrap();
    assert_eq!(
        g.elf(),
        &elf[..],
        "the container holds clang's ELF byte for byte"
    );
    let co = CodeObject::parse(&elf).unwrap();
    assert_eq!(
        (co.os_abi(), co.kind(), co.e_flags()),
        (codeobj::OsAbi::Mesa3d, FileKind::Relocatable, 0x12c)
    );
    assert_eq!(co.target_id().unwrap().processor.name, "gfx900");
    for k in &g.kernels {
        assert!(!k.prog_info.is_empty());
        assert_eq!(k.prog_info[0].name(), Some("COMPUTE_PGM_RSRC1"));
        assert!(k.lds_size_granules().is_some());
    }
}

/// The wave size at an address comes from the kernel whose code holds it; a link of wave32
/// and wave64 kernels leaves other code to the processor's default.
#[test]
fn wave_size_at_follows_the_kernel_descriptors() {
    use amdgpu::WaveSize::{Wave32, Wave64};
    let path = corpus().join("clang22/gfx1100-wave64/mixed_wave-O2.hsaco");
    let data = std::fs::read(&path).unwrap();
    let co = CodeObject::parse(&data).unwrap();
    let entry = |name: &str| co.kernel(name).unwrap().unwrap().entry.unwrap();
    let collatz = entry("divergent_loops_collatz");
    let reduce = entry("lds_reduce_sum");
    assert_eq!(co.wave_size_at(collatz), Some(Wave32));
    assert_eq!(co.wave_size_at(collatz + 0x100), Some(Wave32));
    assert_eq!(co.wave_size_at(reduce), Some(Wave64));
    // `__clang_ocl_kern_imp_lds_reduce_sum` is a device function: no kernel holds it, and
    // the kernels disagree, so gfx1100's default.
    let imp = co
        .symbols()
        .iter()
        .find(|s| s.name == "__clang_ocl_kern_imp_lds_reduce_sum")
        .unwrap()
        .value;
    assert_eq!(co.wave_size_at(imp), Some(Wave32));
    assert!(co.code_at(imp).is_some_and(|s| s.name == ".text"));
    assert!(co.code_at(0).is_none());

    // Every kernel of a single-wave-size object decides the size of all its code.
    let path = corpus().join("clang22/gfx1100-wave64/recursion-O0.hsaco");
    let data = std::fs::read(&path).unwrap();
    let co = CodeObject::parse(&data).unwrap();
    for f in co.functions() {
        assert_eq!(co.wave_size_at(f.address), Some(Wave64), "{}", f.name);
    }
}
