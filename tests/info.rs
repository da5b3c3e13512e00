//! `hdb info` on the whole corpus, checked against `llvm-readelf-19 --notes`, and on the
//! bad-input corpus, where every file must give a clean error.

use std::collections::BTreeMap;
use std::path::Path;

use crate::support::{corpus, files_with, hdb, oracle, stdout_ok};
use serde_json::Value;

/// Per-kernel facts as llvm-readelf prints them in the metadata note, keyed by kernel name.
type Facts = BTreeMap<String, BTreeMap<String, u64>>;

/// The metadata keys compared, as (V3+ msgpack key, V2 YAML key, hdb JSON key).
const KEYS: &[(&str, &str, &str)] = &[
    (".wavefront_size", "WavefrontSize", "wavefront_size"),
    (".sgpr_count", "NumSGPRs", "sgpr_count"),
    (".vgpr_count", "NumVGPRs", "vgpr_count"),
    (".agpr_count", "NumAGPRs", "agpr_count"),
    (
        ".kernarg_segment_size",
        "KernargSegmentSize",
        "kernarg_segment_size",
    ),
];

/// Reads the kernels out of llvm-readelf's YAML rendering of the metadata note. Kernel-level
/// keys sit at one indentation (4 for V3+, where kernels are `  - .key:` items; V2 nests
/// `CodeProps:` one level deeper), argument keys deeper; the name is the kernel's `.name`/`Name`.
fn readelf_facts(text: &str) -> Facts {
    /// Files the kernel read so far, once its name is known.
    fn flush(current: &mut Option<(Option<String>, BTreeMap<String, u64>)>, facts: &mut Facts) {
        if let Some((Some(name), map)) = current.take() {
            facts.insert(name, map);
        }
    }
    let mut facts = Facts::new();
    let mut current: Option<(Option<String>, BTreeMap<String, u64>)> = None;
    let mut in_kernels = false;
    let mut kernel_indent = 0usize;
    for line in text.lines() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        if trimmed.starts_with("amdhsa.kernels:") || trimmed.starts_with("Kernels:") {
            in_kernels = true;
            kernel_indent = indent;
            continue;
        }
        if !in_kernels {
            continue;
        }
        if indent <= kernel_indent && !trimmed.starts_with("- ") && !trimmed.is_empty() {
            in_kernels = false; // the next top-level key
            flush(&mut current, &mut facts);
            continue;
        }
        let (item_start, body, body_indent) = match trimmed.strip_prefix("- ") {
            Some(rest) => (true, rest, indent + 2),
            None => (false, trimmed, indent),
        };
        if item_start && indent == kernel_indent + 2 {
            flush(&mut current, &mut facts);
            current = Some((None, BTreeMap::new()));
        }
        let Some((name, map)) = current.as_mut() else {
            continue;
        };
        let Some((key, value)) = body.split_once(':') else {
            continue;
        };
        let value = value.trim().trim_matches('\'');
        // Kernel-level keys: directly in the kernel item (V3+) or in its CodeProps map (V2).
        let kernel_level = body_indent == kernel_indent + 4 || body_indent == kernel_indent + 6;
        if !kernel_level {
            continue;
        }
        if (key == ".name" || key == "Name") && body_indent == kernel_indent + 4 {
            *name = Some(value.to_string());
        } else if let Some((v3, _, _)) = KEYS.iter().find(|(v3, v2, _)| *v3 == key || *v2 == key) {
            if let Ok(n) = value.parse::<u64>() {
                map.insert(v3.to_string(), n);
            }
        }
    }
    flush(&mut current, &mut facts);
    facts
}

/// Kernel names from the `NAME.kd` object symbols of llvm-readelf's symbol tables.
fn kd_symbols(text: &str) -> Vec<String> {
    let mut names: Vec<String> = text
        .lines()
        .filter_map(|line| {
            let cols: Vec<&str> = line.split_whitespace().collect();
            // Num: Value Size Type Bind Vis Ndx Name
            (cols.len() == 8 && cols[3] == "OBJECT")
                .then(|| cols[7].strip_suffix(".kd"))
                .flatten()
        })
        .map(str::to_string)
        .collect();
    names.sort();
    names.dedup();
    names
}

fn hdb_info_json(path: &Path) -> Value {
    let p = path.to_str().expect("utf-8 path");
    let out = hdb(&["info", "--json", p]);
    serde_json::from_str(&stdout_ok(&out, &format!("hdb info --json {p}"))).expect("hdb info JSON")
}

/// The code objects (not bundles or Gallium containers) in the corpus.
fn code_objects() -> Vec<std::path::PathBuf> {
    let bad = corpus().join("bad");
    let files: Vec<_> = files_with(&corpus(), &[".hsaco", ".o"])
        .into_iter()
        .filter(|f| !f.starts_with(&bad))
        .collect();
    assert!(
        files.len() >= 50,
        "the corpus holds only {} code objects",
        files.len()
    );
    files
}

#[test]
fn info_agrees_with_llvm_readelf_on_every_corpus_code_object() {
    let mut compared = 0usize;
    for path in code_objects() {
        let p = path.to_str().unwrap();
        let readelf = stdout_ok(
            &oracle("llvm-readelf-19", &["--notes", "--symbols", p]),
            "llvm-readelf-19",
        );
        let mut expected = readelf_facts(&readelf);
        if expected.is_empty() {
            // No metadata note (hand-written code objects): the kernels are the `.kd` symbols.
            expected = kd_symbols(&readelf)
                .into_iter()
                .map(|n| (n, BTreeMap::new()))
                .collect();
        }
        let info = hdb_info_json(&path);
        let kernels = info["kernels"].as_array().expect("kernels array");
        let names: Vec<&str> = kernels
            .iter()
            .map(|k| k["name"].as_str().unwrap())
            .collect();
        let mut expected_names: Vec<&str> = expected.keys().map(String::as_str).collect();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        expected_names.sort_unstable();
        assert_eq!(sorted, expected_names, "{p}: kernel names");
        for k in kernels {
            let name = k["name"].as_str().unwrap();
            for (v3, _, json) in KEYS {
                if let Some(want) = expected[name].get(*v3) {
                    assert_eq!(k[*json].as_u64(), Some(*want), "{p}: kernel {name}: {json}");
                    compared += 1;
                }
            }
        }
    }
    eprintln!("compared {compared} kernel facts with llvm-readelf-19");
    assert!(compared > 0);
}

#[test]
fn info_reports_target_and_version_for_every_corpus_code_object() {
    for path in code_objects() {
        let info = hdb_info_json(&path);
        let p = path.display();
        let target = info["target"]
            .as_str()
            .unwrap_or_else(|| panic!("{p}: no target"));
        assert!(
            target.starts_with("amdgcn-amd-amdhsa--gfx"),
            "{p}: target {target}"
        );
        let processor = info["processor"].as_str().unwrap();
        assert!(
            target.contains(processor),
            "{p}: {processor} not in {target}"
        );
        let version = info["code_object_version"].as_u64().unwrap();
        assert!((2..=6).contains(&version), "{p}: version {version}");
    }
}

#[test]
fn info_errors_cleanly_on_every_bad_input() {
    let bad = files_with(&corpus().join("bad"), &[""]);
    assert!(bad.len() >= 10, "only {} bad inputs", bad.len());
    for path in bad {
        if path.extension().is_some_and(|e| e == "md" || e == "py") {
            continue;
        }
        let p = path.to_str().unwrap();
        let out = hdb(&["info", p]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{p}: status {}; stderr {stderr}",
            out.status
        );
        assert!(stderr.starts_with("error: "), "{p}: stderr {stderr}");
        assert!(
            stderr.contains(p),
            "{p}: the error does not name the file: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{p}: {stderr}");
    }
}

/// Kernel names of a code-object report, sorted.
fn kernel_names(report: &Value) -> Vec<String> {
    let mut names: Vec<String> = report["kernels"]
        .as_array()
        .expect("kernels")
        .iter()
        .map(|k| k["name"].as_str().unwrap().to_string())
        .collect();
    names.sort();
    names
}

#[test]
fn info_describes_each_code_object_of_an_offload_bundle() {
    for bundle in files_with(&corpus().join("bundle"), &[".bundle"]) {
        let info = hdb_info_json(&bundle);
        assert_eq!(info["format"], "offload_bundle");
        let entries = info["entries"].as_array().unwrap();
        let mut devices = 0;
        for entry in entries {
            let id = entry["id"].as_str().unwrap();
            if !id.contains("amdgcn") {
                assert!(entry["code_object"].is_null(), "{id}: host entry");
                continue;
            }
            devices += 1;
            let co = &entry["code_object"];
            let processor = co["processor"].as_str().unwrap();
            assert!(
                id.ends_with(processor),
                "{id} holds a {processor} code object"
            );
            // The same source built alone by the same compiler has the same kernels.
            let alone = corpus()
                .join("clang19")
                .join(processor)
                .join("hip_templates-O2.hsaco");
            assert_eq!(
                kernel_names(co),
                kernel_names(&hdb_info_json(&alone)),
                "{id}"
            );

            // The entry is also reachable as a loaded-code-object URI, as ROCm names it.
            let uri = format!(
                "file://{}#offset={}&size={}",
                bundle.display(),
                entry["offset"].as_u64().unwrap(),
                entry["size"].as_u64().unwrap()
            );
            let out = hdb(&["info", "--json", &uri]);
            let by_uri: Value = serde_json::from_str(&stdout_ok(&out, &uri)).unwrap();
            assert_eq!(by_uri["format"], "code_object");
            assert_eq!(kernel_names(&by_uri), kernel_names(co), "{uri}");
        }
        assert!(devices >= 1, "{}: no device entries", bundle.display());
    }
}

#[test]
fn info_rejects_a_uri_range_outside_the_file() {
    let file = corpus()
        .join("bundle")
        .join("hip_templates-O2-gfx90a-gfx1100.bundle");
    let uri = format!("file://{}#offset=0x100000&size=16", file.display());
    let out = hdb(&["info", &uri]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("error: ") && stderr.contains("0x100000"),
        "{stderr}"
    );
}

#[test]
fn info_lists_gallium_kernels_with_their_prog_info() {
    for gallium in files_with(&corpus().join("gallium"), &[".gallium"]) {
        let info = hdb_info_json(&gallium);
        assert_eq!(info["format"], "gallium");
        // The container's kernels are the inner ELF's kernels.
        let listed: Vec<String> = info["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k["name"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(listed, kernel_names(&info["code_object"]));
        // ProgInfo carries COMPUTE_PGM_RSRC1 as the inner ELF's `.AMDGPU.config` has it; the
        // descriptor of the inner ELF shows the same word's VGPR granule.
        for k in info["kernels"].as_array().unwrap() {
            let rsrc1 = k["prog_info"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["name"] == "COMPUTE_PGM_RSRC1")
                .and_then(|p| p["value"].as_u64())
                .expect("COMPUTE_PGM_RSRC1 in ProgInfo");
            let inner = info["code_object"]["kernels"]
                .as_array()
                .unwrap()
                .iter()
                .find(|i| i["name"] == k["name"])
                .unwrap();
            let granule = inner["descriptor"]["fields"]
                .as_array()
                .unwrap()
                .iter()
                .find(|f| f["name"] == "GRANULATED_WORKITEM_VGPR_COUNT")
                .and_then(|f| f["value"].as_u64())
                .unwrap();
            assert_eq!(rsrc1 & 0x3f, granule, "{}", gallium.display());
        }
    }
}

#[test]
fn info_text_names_every_kernel_and_its_descriptor() {
    let file = corpus()
        .join("clang19")
        .join("gfx90a")
        .join("spill_calls-O2.hsaco");
    let text = stdout_ok(&hdb(&["info", file.to_str().unwrap()]), "hdb info");
    let json = hdb_info_json(&file);
    for name in kernel_names(&json) {
        assert!(
            text.contains(&format!("kernel {name} (symbol {name}.kd)")),
            "{text}"
        );
    }
    assert!(
        text.contains("target:    amdgcn-amd-amdhsa--gfx90a"),
        "{text}"
    );
    assert!(text.contains("kernel_descriptor at"), "{text}");
    assert!(text.contains("ENABLE_SGPR_KERNARG_SEGMENT_PTR"), "{text}");
}

/// A HIP kernel is named by its demangled name, as gdb names functions; the symbol stays
/// mangled, and the JSON keeps the metadata's name.
#[test]
fn info_names_hip_kernels_demangled() {
    let path = corpus().join("hip/dct/dct.out");
    let out = hdb(&["info", path.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(
            "\nkernel dct8x8(float const*, float*, float const*, int, bool) (symbol _Z6dct8x8PKfPfS0_ib.kd)\n"
        ),
        "{text}"
    );
}
