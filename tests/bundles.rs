//! Code objects inside host ELFs: `corpus/bundle/hip_app-O2*.{obj,out}` are a HIP program
//! built by clang-22 for gfx90a and gfx942, as a host object and as an executable, each with a
//! raw offload bundle in `.hip_fatbin` and with a compressed one (`--offload-compress`: CCOB v3,
//! zstd). The oracle for what each entry holds is LLVM's own: `llvm-objcopy-22 --dump-section
//! .hip_fatbin` and `clang-offload-bundler-22 -unbundle`, which decompresses CCOB itself.

use crate::support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::support::{corpus, hdb, oracle, stdout_ok};
use serde_json::Value;

const TARGETS: [&str; 2] = ["gfx90a", "gfx942"];

/// The four host ELFs: (plain, compressed) for the object and the executable.
fn pairs() -> [(PathBuf, PathBuf); 2] {
    let b = corpus().join("bundle");
    [
        (
            b.join("hip_app-O2.obj"),
            b.join("hip_app-O2-compressed.obj"),
        ),
        (
            b.join("hip_app-O2.out"),
            b.join("hip_app-O2-compressed.out"),
        ),
    ]
}

fn all_files() -> Vec<PathBuf> {
    pairs().into_iter().flat_map(|(a, b)| [a, b]).collect()
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// A scratch directory for this test's oracle output.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hdb-bundles-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// The code object LLVM's tools extract for `target` from a host ELF's `.hip_fatbin`.
fn llvm_entry(file: &Path, target: &str, dir: &Path) -> PathBuf {
    let stem = file.file_name().unwrap().to_str().unwrap();
    let fatbin = dir.join(format!("{stem}.hip_fatbin"));
    let out = oracle(
        "llvm-objcopy-22",
        &[
            &format!("--dump-section=.hip_fatbin={}", s(&fatbin)),
            s(file),
            "/dev/null",
        ],
    );
    stdout_ok(&out, "llvm-objcopy-22 --dump-section");
    let entry = dir.join(format!("{stem}.{target}.co"));
    let out = oracle(
        "clang-offload-bundler-22",
        &[
            "-type=o",
            "-unbundle",
            &format!("-input={}", s(&fatbin)),
            &format!("-targets=hipv4-amdgcn-amd-amdhsa--{target}"),
            &format!("-output={}", s(&entry)),
        ],
    );
    stdout_ok(&out, "clang-offload-bundler-22 -unbundle");
    entry
}

fn info_json(args: &[&str]) -> Value {
    let out = hdb(args);
    serde_json::from_str(&stdout_ok(&out, &format!("hdb {args:?}"))).expect("hdb info JSON")
}

/// processor -> sorted kernel names, for every AMDGPU entry of an `hdb info --json` report.
fn kernels_by_processor(info: &Value) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    for e in info["entries"].as_array().expect("entries") {
        let co = &e["code_object"];
        if co.is_null() {
            continue;
        }
        let mut names: Vec<String> = co["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k["name"].as_str().unwrap().to_string())
            .collect();
        names.sort();
        out.insert(co["processor"].as_str().unwrap().to_string(), names);
    }
    out
}

#[test]
fn info_lists_the_same_kernels_plain_and_compressed() {
    for (plain, compressed) in pairs() {
        let p = info_json(&["info", "--json", s(&plain)]);
        let c = info_json(&["info", "--json", s(&compressed)]);
        for info in [&p, &c] {
            assert_eq!(info["format"], "offload_bundle");
            assert_eq!(info["container"], "host_elf");
        }
        let kernels = kernels_by_processor(&p);
        assert_eq!(
            kernels.keys().collect::<Vec<_>>(),
            TARGETS.iter().collect::<Vec<_>>()
        );
        for names in kernels.values() {
            assert_eq!(names, &["_Z5scalePfPKffj", "_Z9histogramPjPKjj"]);
        }
        assert_eq!(
            kernels,
            kernels_by_processor(&c),
            "{}",
            compressed.display()
        );
        // The compressed entries say where the compressed bundle is; the plain ones do not.
        for e in c["entries"].as_array().unwrap() {
            let z = &e["compressed"];
            assert_eq!(z["method"], "zstd", "{e}");
            assert_eq!(z["version"], 3, "{e}");
        }
        for e in p["entries"].as_array().unwrap() {
            assert!(e.get("compressed").is_none(), "{e}");
        }
        // A plain entry's offset and size are a range of the file holding exactly the code
        // object LLVM extracts.
        let dir = scratch("info");
        let bytes = std::fs::read(&plain).unwrap();
        for e in p["entries"].as_array().unwrap() {
            let Some(target) = e["id"]
                .as_str()
                .unwrap()
                .strip_prefix("hipv4-amdgcn-amd-amdhsa--")
            else {
                continue;
            };
            let (o, n) = (e["offset"].as_u64().unwrap(), e["size"].as_u64().unwrap());
            let want = std::fs::read(llvm_entry(&plain, target, &dir)).unwrap();
            assert_eq!(&bytes[o as usize..][..n as usize], &want[..], "{target}");
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn compressed_entry_is_reachable_by_its_uri() {
    let file = corpus().join("bundle").join("hip_app-O2-compressed.out");
    let info = info_json(&["info", "--json", s(&file)]);
    let entry = &info["entries"].as_array().unwrap()[1];
    let z = &entry["compressed"];
    let uri = format!(
        "file://{}#offset={}&size={}",
        file.display(),
        z["offset"],
        z["size"]
    );
    let by_uri = info_json(&["info", "--json", &uri, "--target", "gfx942"]);
    assert_eq!(by_uri["container"], "compressed_bundle");
    let entries = by_uri["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["id"], "hipv4-amdgcn-amd-amdhsa--gfx942");
    // Offsets stay file offsets through the URI.
    assert_eq!(entries[0]["compressed"]["offset"], z["offset"]);
}

/// `hdb disasm` text without its `FILE:\tfile format` line, which names the input.
fn without_file_line(text: &str) -> String {
    text.lines()
        .filter(|l| !l.ends_with("file format elf64-amdgpu"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn disasm_of_a_target_equals_disasm_of_the_entry_llvm_extracts() {
    let dir = scratch("disasm");
    for file in all_files() {
        for target in TARGETS {
            let entry = llvm_entry(&file, target, &dir);
            for llvm in ["19", "22"] {
                let got = hdb(&["disasm", "--target", target, s(&file), "--llvm", llvm]);
                let got = stdout_ok(&got, "hdb disasm --target");
                let want = hdb(&["disasm", s(&entry), "--llvm", llvm]);
                let want = stdout_ok(&want, "hdb disasm of the extracted entry");
                assert!(
                    got.contains(&format!(
                        "{}[hipv4-amdgcn-amd-amdhsa--{target}]:\tfile format",
                        file.display()
                    )),
                    "{got}"
                );
                assert_eq!(
                    without_file_line(&got),
                    without_file_line(&want),
                    "{} {target}",
                    file.display()
                );
                assert!(support::instruction_lines(&got).count() > 20);
            }
            // `--mcpu` is the same flag.
            let mcpu = hdb(&["disasm", "--mcpu", target, s(&file)]);
            let plain = hdb(&["disasm", "--target", target, s(&file)]);
            assert_eq!(mcpu.stdout, plain.stdout);
        }
        // Without --target: both entries, each after a heading.
        let all = stdout_ok(&hdb(&["disasm", s(&file)]), "hdb disasm");
        for target in TARGETS {
            assert!(
                all.contains(&format!("bundle entry hipv4-amdgcn-amd-amdhsa--{target} (")),
                "{all}"
            );
        }
        let json: Value =
            serde_json::from_str(&stdout_ok(&hdb(&["disasm", "--json", s(&file)]), "json"))
                .unwrap();
        assert_eq!(json.as_array().map(Vec::len), Some(2));
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn dwarf_and_cfi_of_one_entry_equal_those_of_the_extracted_entry() {
    let dir = scratch("dwarf");
    for file in all_files() {
        let entry = llvm_entry(&file, "gfx942", &dir);
        for cmd in ["dwarf", "cfi"] {
            let got = hdb(&[cmd, "--target", "gfx942", s(&file)]);
            let got = stdout_ok(&got, &format!("hdb {cmd} --target gfx942"));
            let want = stdout_ok(&hdb(&[cmd, s(&entry)]), &format!("hdb {cmd} entry"));
            if cmd == "dwarf" {
                assert!(got.contains("src/hip_app.hip"), "{got}");
                assert!(got.contains("histogram"), "{got}");
                assert_eq!(got, want, "{}", file.display());
            } else {
                // cfi names the file in its report; the rest is the same.
                let name = format!("{}[hipv4-amdgcn-amd-amdhsa--gfx942]", file.display());
                assert_eq!(got.replace(&name, "F"), want.replace(s(&entry), "F"));
                assert!(got.contains("CIE"), "{got}");
            }
            // Without --target: one heading per entry.
            let all = stdout_ok(&hdb(&[cmd, s(&file)]), &format!("hdb {cmd}"));
            assert_eq!(
                all.matches("\nbundle entry hipv4-amdgcn").count(),
                2,
                "{cmd}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_unknown_target_lists_the_available_ones() {
    let file = corpus().join("bundle").join("hip_app-O2-compressed.obj");
    for cmd in ["info", "disasm", "dwarf", "cfi"] {
        let out = hdb(&[cmd, "--target", "gfx1100", s(&file)]);
        assert_eq!(out.status.code(), Some(1), "{cmd}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.starts_with("error: ")
                && stderr.contains("`gfx1100`")
                && stderr.contains("available: gfx90a (hipv4-amdgcn-amd-amdhsa--gfx90a), gfx942"),
            "{cmd}: {stderr}"
        );
    }
}

#[test]
fn a_host_elf_without_gpu_code_says_so() {
    // This test's own executable is a host ELF with no `.hip_fatbin`.
    let exe = std::env::current_exe().unwrap();
    let exe = s(&exe);
    for cmd in ["info", "disasm", "dwarf", "cfi"] {
        let out = hdb(&[cmd, exe]);
        assert_eq!(out.status.code(), Some(1), "{cmd}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            stderr.trim_end(),
            format!("error: no AMDGPU code object or offload bundle found in {exe}"),
            "{cmd}"
        );
    }
}
