//! `hdb disasm` against `llvm-objdump` (LLVM 19 and 22) on every ELF code object of the corpus:
//! every instruction must have the same address, encoding words and text, and every
//! `ADDRESS <label>:` line llvm-objdump prints (functions, and local labels inside them) must be
//! printed by hdb at the same place. Prints the agreement per target and LLVM version.

use crate::support;

use std::collections::BTreeMap;

use crate::support::{corpus, hdb, oracle, stdout_ok};

/// (address, words, text) of every instruction line in llvm-objdump layout.
fn rows(text: &str) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for (insn, addr, words) in support::instruction_lines(text) {
        if addr.len() != 12 || !addr.chars().all(|c| c.is_ascii_hexdigit()) {
            continue;
        }
        let words = words.split(" <").next().unwrap_or("").trim().to_string();
        out.push((addr.to_string(), words, insn.to_string()));
    }
    out
}

/// The `ADDRESS <name>:` lines, in order. llvm-objdump cannot decode a code object V2 kernel
/// (`; error decoding NAME: code object v2 is not supported`) and labels it at its
/// `amd_kernel_code_t`; hdb labels its first instruction, 256 bytes on.
fn labels(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some((addr, rest)) = line.split_once(" <") else {
            continue;
        };
        let (Ok(mut a), Some(name)) = (u64::from_str_radix(addr, 16), rest.strip_suffix(">:"))
        else {
            continue;
        };
        if addr.len() != 16 {
            continue;
        }
        if lines
            .get(i + 1)
            .is_some_and(|l| l.contains("code object v2 is not supported"))
        {
            a += 256;
        }
        out.push(format!("{a:016x} <{name}>"));
    }
    out
}

#[test]
fn corpus_matches_llvm_objdump() {
    let objects = support::corpus_code_objects();
    assert!(objects.len() > 100, "corpus has {} objects", objects.len());
    let mut failures = Vec::new();
    for llvm in ["19", "22"] {
        let mut per_target: BTreeMap<String, (usize, usize)> = BTreeMap::new();
        for (path, target) in &objects {
            let file = corpus().join(path);
            let file = file.to_str().unwrap();
            let want = oracle(
                &format!("llvm-objdump-{llvm}"),
                &["-d", &format!("--mcpu={target}"), file],
            );
            let want = stdout_ok(&want, "llvm-objdump");
            let got = hdb(&["disasm", file, "--mcpu", target, "--llvm", llvm]);
            let got = stdout_ok(&got, "hdb disasm");
            let (want_labels, got_labels) = (labels(&want), labels(&got));
            if want_labels != got_labels && failures.len() < 40 {
                let missing: Vec<_> = want_labels
                    .iter()
                    .filter(|l| !got_labels.contains(l))
                    .collect();
                let extra: Vec<_> = got_labels
                    .iter()
                    .filter(|l| !want_labels.contains(l))
                    .collect();
                failures.push(format!(
                    "llvm-{llvm} {path}: labels differ: missing {missing:?}, extra {extra:?}"
                ));
            }
            let (want, got) = (rows(&want), rows(&got));
            // Both list sections in table order and instructions in address order (relocatable
            // objects have several sections at address 0), so compare the sequences.
            let e = per_target.entry(target.clone()).or_default();
            if got.len() != want.len() && failures.len() < 40 {
                failures.push(format!(
                    "llvm-{llvm} {path}: {} instructions, llvm-objdump has {}",
                    got.len(),
                    want.len()
                ));
            }
            for (i, (addr, words, text)) in want.into_iter().enumerate() {
                e.1 += 1;
                match got.get(i).map(|(a, w, t)| (a, (w, t))) {
                    Some((a, (w, t))) if *a == addr && *w == words && *t == text => e.0 += 1,
                    other => {
                        if failures.len() < 40 {
                            failures.push(format!(
                                "llvm-{llvm} {path} {addr}: want `{text}` [{words}], got {other:?}"
                            ));
                        }
                    }
                }
            }
        }
        for (target, (ok, total)) in &per_target {
            println!(
                "llvm-{llvm} {target:14} {ok:7}/{total:7} instructions agree ({:.3}%)",
                100.0 * *ok as f64 / *total as f64
            );
        }
    }
    assert!(
        failures.is_empty(),
        "disagreements with llvm-objdump:\n{}",
        failures.join("\n")
    );
}

#[test]
fn json_lists_functions_and_instructions() {
    let file = corpus().join("clang19/gfx1100/divergence-O2.hsaco");
    let out = hdb(&[
        "disasm",
        file.to_str().unwrap(),
        "--json",
        "--symbol",
        "divergent_loops_collatz",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout_ok(&out, "hdb disasm --json")).unwrap();
    assert_eq!(v["target"], "gfx1100");
    let f = &v["functions"][0];
    assert_eq!(f["name"], "divergent_loops_collatz");
    assert_eq!(f["instructions"][0]["text"], "s_load_b32 s0, s[0:1], 0x4");
}

/// A local label inside a function gets its own line, as in llvm-objdump: the hand-written
/// `sim_scratch_swizzle_done` is not listed under the function above it.
#[test]
fn local_labels_are_printed() {
    for (file, label) in [
        ("asm/gfx90a/sim_wave64.hsaco", "sim_scratch_swizzle_done"),
        ("asm/gfx1100/sim_wave32.hsaco", "sim_scratch_swizzle32_done"),
    ] {
        let path = corpus().join(file);
        let out = hdb(&["disasm", path.to_str().unwrap()]);
        let text = stdout_ok(&out, "hdb disasm");
        let at = text
            .find(&format!(" <{label}>:\n"))
            .unwrap_or_else(|| panic!("{file}: no `<{label}>:` line"));
        let next = text[at..].lines().nth(1).unwrap_or_default();
        assert!(next.contains("s_endpgm"), "{file}: after {label}: {next}");
    }
}

#[test]
fn line_marks_source_lines() {
    let file = corpus().join("clang19/gfx1100/divergence-O0.hsaco");
    let out = hdb(&["disasm", file.to_str().unwrap(), "--line"]);
    let text = stdout_ok(&out, "hdb disasm --line");
    assert!(
        text.lines()
            .any(|l| l.starts_with("; ") && l.contains("divergence.cl:")),
        "no line marks"
    );
}
