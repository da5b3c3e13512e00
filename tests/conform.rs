//! `hdb conform` end to end: rules listing, exit statuses, the JSON document's shape, SARIF
//! 2.1.0, suppressions, directories, bundles, bad input and the run-time checks' command line.

use crate::support;
use crate::support::{corpus, hdb};
use serde_json::Value;
use std::collections::BTreeSet;

fn path(rel: &str) -> String {
    corpus().join(rel).to_string_lossy().into_owned()
}

/// Asserts that `out` exited with `code` (showing what it printed when not); its stderr.
fn exit_stderr(out: &std::process::Output, code: i32) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        out.status.code(),
        Some(code),
        "{}\n{stderr}",
        String::from_utf8_lossy(&out.stdout)
    );
    stderr
}

fn json_of(out: &std::process::Output) -> Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}):\n{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// The findings of `rule` in every file of a `--json` document.
fn findings_of<'j>(j: &'j Value, rule: &str) -> Vec<&'j Value> {
    j["files"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["findings"].as_array().unwrap())
        .filter(|f| f["rule"] == rule)
        .collect()
}

const ISSUE_IDS: &[&str] = &[
    "cfi-cie-augmentation",
    "cfi-missing-cfa",
    "cfi-undescribed-save",
    "cfi-register-number",
    "loc-xderef-address-class",
    "loc-register-as-memory",
    "loc-no-lane-selection",
    "loc-wave-scaled-frame-base",
    "loc-lds-missing-symbol",
    "loc-generic-unmarked",
    "loc-pc-outside-function",
    "loc-eval-error",
    "cu-no-augmentation",
    "expr-legacy-encoding",
    "line-header",
];

#[test]
fn rules_are_listed() {
    let out = hdb(&["conform", "--rules"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for id in ISSUE_IDS {
        assert!(
            text.contains(&format!("{id} [")),
            "{id} missing from --rules"
        );
    }
    let j = json_of(&hdb(&["conform", "--rules", "--json"]));
    let rules = j.as_array().expect("an array of rules");
    for id in ISSUE_IDS {
        let r = rules.iter().find(|r| r["id"] == *id).expect(id);
        assert!(["error", "warning", "note"].contains(&r["severity"].as_str().unwrap()));
        assert!(r["explanation"].as_str().unwrap().len() > 80);
        assert!(!r["reference"].as_str().unwrap().is_empty());
    }
}

#[test]
fn exit_status_follows_fail_on() {
    // The fork's gfx90a output has warnings and notes only.
    let fork = path("rocm22/gfx90a/arith-O2.hsaco");
    assert_eq!(hdb(&["conform", &fork]).status.code(), Some(0));
    assert_eq!(
        hdb(&["conform", "--fail-on", "warning", &fork])
            .status
            .code(),
        Some(3)
    );
    // Upstream output has errors.
    let upstream = path("clang19/gfx90a/divergence-O2.hsaco");
    assert_eq!(hdb(&["conform", &upstream]).status.code(), Some(3));
    // Bad flags and bad input are status 1.
    assert_eq!(
        hdb(&["conform", "--fail-on", "fatal", &fork]).status.code(),
        Some(1)
    );
    let bad = path("bad/truncated-header.hsaco");
    let out = hdb(&["conform", &fork, &bad]);
    let err = exit_stderr(&out, 1);
    assert!(err.contains("truncated-header.hsaco"), "{err}");
    assert_eq!(
        hdb(&["conform", "/nonexistent.hsaco"]).status.code(),
        Some(1)
    );
}

#[test]
fn json_document_shape() {
    let f = path("clang19/gfx90a/divergence-O2.hsaco");
    let out = hdb(&["conform", "--json", &f]);
    exit_stderr(&out, 3);
    let j = json_of(&out);
    let files = j["files"].as_array().expect("files");
    assert_eq!(files.len(), 1);
    assert_eq!(files[0]["file"], f.as_str());
    assert!(files[0]["producer"]
        .as_str()
        .unwrap()
        .contains("clang version 19"));
    let findings = files[0]["findings"].as_array().unwrap();
    assert!(!findings.is_empty());
    for x in findings {
        for key in [
            "rule",
            "severity",
            "message",
            "function",
            "variable",
            "pc",
            "die",
            "expression",
        ] {
            assert!(x.get(key).is_some(), "{key} missing in {x}");
        }
    }
    let summary = j["summary"].as_object().unwrap();
    let total: u64 = summary.values().map(|v| v.as_u64().unwrap()).sum();
    assert_eq!(total as usize, findings.len());
    // A location finding carries the expression as `hdb dwarf` prints it.
    let xd = findings
        .iter()
        .find(|x| x["rule"] == "loc-xderef-address-class")
        .unwrap();
    let e = xd["expression"].as_str().unwrap();
    assert!(e.contains("DW_OP_swap, DW_OP_xderef"), "{e}");
    assert!(xd["die"].as_u64().is_some() && xd["variable"].as_str().is_some());
    let dwarf = String::from_utf8_lossy(&hdb(&["dwarf", &f]).stdout).into_owned();
    assert!(dwarf.contains(e), "{e} not as hdb dwarf prints it");
}

#[test]
fn text_is_grouped_by_rule() {
    let f = path("clang19/gfx90a/divergence-O2.hsaco");
    let text = String::from_utf8_lossy(&hdb(&["conform", &f]).stdout).into_owned();
    assert!(text.contains("  cfi-missing-cfa [error]"), "{text}");
    assert!(
        text.contains("  loc-xderef-address-class [error]"),
        "{text}"
    );
    assert!(text.contains("summary:"));
    // every finding of a rule follows its heading
    let heading = text.find("  loc-xderef-address-class [error]").unwrap();
    let next = text[heading + 4..]
        .find("\n  l")
        .or_else(|| text[heading + 4..].find("\n  c"))
        .map_or(text.len(), |i| heading + 4 + i);
    assert!(text[heading..next].contains("variable "));
}

#[test]
fn sarif_2_1_0() {
    let dir = tempfile::tempdir().unwrap();
    let sarif = dir.path().join("out.sarif");
    let f = path("clang22/gfx1100/call_chain-O2.hsaco");
    let out = hdb(&["conform", "--json", "--sarif", sarif.to_str().unwrap(), &f]);
    let j = json_of(&out);
    let n = j["files"][0]["findings"].as_array().unwrap().len();
    let s: Value = serde_json::from_slice(&std::fs::read(&sarif).unwrap()).unwrap();
    assert_eq!(s["version"], "2.1.0");
    let run = &s["runs"][0];
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    let results = run["results"].as_array().unwrap();
    assert_eq!(results.len(), n);
    for r in results {
        let i = r["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[i]["id"], r["ruleId"]);
        assert!(["error", "warning", "note"].contains(&r["level"].as_str().unwrap()));
        assert!(r["message"]["text"].as_str().is_some());
        assert!(
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                .as_str()
                .is_some()
        );
    }
}

#[test]
fn suppressions() {
    let dir = tempfile::tempdir().unwrap();
    let f = path("rocm22/gfx1100/call_chain-O2.hsaco");
    // The fork's errors here are the VGPR saves under one `s_clause` that the CFI leaves
    // out (all but the last of each group), in `ping`, `deep3` and `deep2`.
    assert_eq!(hdb(&["conform", &f]).status.code(), Some(3));
    let sup = dir.path().join("suppress.txt");
    std::fs::write(&sup, "cfi-undescribed-save rocm22 ping\n").unwrap();
    let out = hdb(&["conform", "--json", "--suppress", sup.to_str().unwrap(), &f]);
    exit_stderr(&out, 3);
    let left = json_of(&out)["files"][0]["findings"]
        .as_array()
        .unwrap()
        .clone();
    assert!(left.iter().all(|x| x["function"] != "ping"));
    assert!(left.iter().any(|x| x["function"] == "deep3"));
    std::fs::write(&sup, "# known fork bug\ncfi-undescribed-save rocm22\n").unwrap();
    let out = hdb(&["conform", "--suppress", sup.to_str().unwrap(), &f]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("suppressed"));
    std::fs::write(&sup, "no-such-rule\n").unwrap();
    let out = hdb(&["conform", "--suppress", sup.to_str().unwrap(), &f]);
    assert!(exit_stderr(&out, 1).contains("no-such-rule"));
}

#[test]
fn directories_bundles_and_jobs() {
    let dir = path("rocm22/gfx942");
    let j = json_of(&hdb(&["conform", "--json", "--jobs", "2", &dir]));
    let files = j["files"].as_array().unwrap();
    let in_dir = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension() == Some("hsaco".as_ref()))
        .count();
    assert!(in_dir >= 22, "{dir}: {in_dir} code objects");
    assert_eq!(files.len(), in_dir, "every code object in the directory");
    let mut names: Vec<&str> = files.iter().map(|f| f["file"].as_str().unwrap()).collect();
    let sorted = {
        let mut s = names.clone();
        s.sort();
        s
    };
    assert_eq!(names, sorted, "reports come in input order");
    names.dedup();
    assert_eq!(names.len(), in_dir);
    let b = path("bundle/hip_templates-O2-gfx90a-gfx1100.bundle");
    let j = json_of(&hdb(&["conform", "--json", &b]));
    let files: Vec<&str> = j["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["file"].as_str().unwrap())
        .collect();
    assert_eq!(files.len(), 2);
    assert!(files.iter().any(|f| f.ends_with("--gfx90a]")), "{files:?}");
    assert!(files.iter().any(|f| f.ends_with("--gfx1100]")), "{files:?}");
    // --target picks entries as the other subcommands' does.
    let j = json_of(&hdb(&["conform", "--json", "--target", "gfx1100", &b]));
    let files = j["files"].as_array().unwrap();
    assert_eq!(files.len(), 1);
    assert!(files[0]["file"].as_str().unwrap().ends_with("--gfx1100]"));
    assert_eq!(
        hdb(&["conform", "--target", "gfx1200", &b]).status.code(),
        Some(1)
    );
}

#[test]
fn run_time_checks_from_the_command_line() {
    let launch = path("launch/divergence.json");
    let out = hdb(&[
        "conform",
        "--launch",
        &launch,
        "--max-stops",
        "20",
        "--json",
    ]);
    assert_ne!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let j = json_of(&out);
    assert!(j["files"][0]["file"]
        .as_str()
        .unwrap()
        .contains("divergence-O2"));
    let out = hdb(&["conform", "--launch", "/nonexistent.json"]);
    exit_stderr(&out, 1);
}

#[path = "../conform/tests/support/mod.rs"]
mod hand;

/// The run-time check from the command line: a hand-written kernel (llvm-mc) whose `kx` is
/// planted in the wrong register, run against the same kernel with the right location.
#[test]
fn a_planted_wrong_location_is_caught_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let good = hand::Spec::conforming("gfx90a");
    let bad = hand::Spec {
        kx: good.lane_slice(2),
        ..good.clone()
    };
    let g = good.build(dir.path(), "good");
    let b = bad.build(dir.path(), "bad");
    let launch = |co: &std::path::Path, name: &str| {
        let p = dir.path().join(name);
        let j = serde_json::json!({
            "code_object": co, "kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": {"type": "u32", "count": 64, "fill": 0}}]
        });
        std::fs::write(&p, j.to_string()).unwrap();
        p.to_string_lossy().into_owned()
    };
    let (lg, lb) = (launch(&g, "good.json"), launch(&b, "bad.json"));
    let out = hdb(&["conform", "--launch", &lg, "--against", &lg]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    // The same build against itself scores 1: every value right, every step made.
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("debug-experience score: 1.000"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    // --min-score fails the run below the bar (no score is above 1).
    let out = hdb(&[
        "conform",
        "--launch",
        &lg,
        "--against",
        &lg,
        "--min-score",
        "1.5",
    ]);
    exit_stderr(&out, 3);
    let out = hdb(&["conform", "--json", "--launch", &lb, "--against", &lg]);
    exit_stderr(&out, 3);
    let j = json_of(&out);
    let f = &j["files"][0]["findings"];
    let kx = f
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["rule"] == "run-value-mismatch" && x["variable"] == "kx")
        .unwrap_or_else(|| panic!("{f}"));
    // The finding names what a compiler engineer acts on: the DIE the static pass knows
    // `kx` by, the planted expression and the range it holds in, every lane that
    // disagrees, and the two values as numbers.
    let stats = json_of(&hdb(&["conform", "--json", "--stats", b.to_str().unwrap()]));
    let static_die = stats["coverage"]["files"][0]["units"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|u| u["functions"].as_array().unwrap())
        .flat_map(|f| f["variables"].as_array().unwrap())
        .find(|v| v["name"] == "kx")
        .map(|v| v["die"].clone())
        .unwrap_or_else(|| panic!("{stats}"));
    assert_eq!(kx["die"], static_die, "{kx}");
    assert_eq!(
        kx["expression"],
        "DW_OP_regx VGPR2, DW_OP_LLVM_user DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user DW_OP_LLVM_offset",
        "{kx}"
    );
    let pc = kx["pc"].as_u64().unwrap();
    let ranges = kx["ranges"].as_array().unwrap();
    assert!(
        ranges
            .iter()
            .any(|r| r[0].as_u64().unwrap() <= pc && pc < r[1].as_u64().unwrap()),
        "{kx}"
    );
    // Every lane but 14, whose wrong register holds the right value at line 5 (14 × 4 =
    // 42 + 14): at line 4 it still shows the 0 it held before line 3's assignment and then
    // that assignment's value, a statement late, which is a note.
    assert_eq!(
        kx["lanes"],
        serde_json::json!([{"group": [0, 0, 0], "work_items": [[0, 13], [15, 63]]}]),
        "{kx}"
    );
    let late = findings_of(&j, "run-value-shifted")
        .into_iter()
        .find(|x| x["variable"] == "kx")
        .unwrap_or_else(|| panic!("{f}"));
    assert_eq!(
        late["lanes"],
        serde_json::json!([{"group": [0, 0, 0], "work_items": [[14, 14]]}]),
        "{late}"
    );
    assert!(
        kx["expected"].is_number() && kx["observed"].is_number(),
        "{kx}"
    );
    assert_ne!(kx["expected"], kx["observed"], "{kx}");
    assert!(kx.get("inline").is_none(), "{kx}");
    // SARIF carries the same facts in the result's properties.
    let sarif_path = dir.path().join("run.sarif");
    hdb(&[
        "conform",
        "--sarif",
        sarif_path.to_str().unwrap(),
        "--launch",
        &lb,
        "--against",
        &lg,
    ]);
    let sarif: Value =
        serde_json::from_str(&std::fs::read_to_string(&sarif_path).unwrap()).unwrap();
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    let props = &results
        .iter()
        .find(|r| {
            r["ruleId"] == "run-value-mismatch"
                && r["locations"][0]["logicalLocations"]
                    .as_array()
                    .is_some_and(|l| l.iter().any(|x| x["name"] == "kx"))
        })
        .unwrap_or_else(|| panic!("{sarif}"))["properties"];
    for key in [
        "die",
        "expression",
        "ranges",
        "lanes",
        "expected",
        "observed",
    ] {
        assert_eq!(props[key], kx[key], "{key}: {props}");
    }
    // The planted location costs `kx` its score: its values are wrong (index 1).
    let score = &j["score"];
    let kernel = score["kernel"]["score"].as_f64().unwrap();
    assert!(kernel < 1.0, "{score}");
    let kx_score = &score["variables"]["kx"];
    assert!(kx_score["values"][1].as_u64().unwrap() > 0, "{kx_score}");
    assert!(kx_score["score"].as_f64().unwrap() < 1.0, "{kx_score}");
}

#[test]
fn a_location_switch_with_no_write_is_caught_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let good = hand::Spec::conforming("gfx1100");
    // kx moves from v1 to v0 at line 5; nothing in `k` writes v0.
    let bad = hand::Spec {
        kx_list: Some(vec![
            (".Lk_begin", ".Lk_line5", good.lane_slice(1)),
            (".Lk_line5", ".Lk_end", good.lane_slice(0)),
        ]),
        ..good.clone()
    };
    let b = bad.build(dir.path(), "switch");
    let p = dir.path().join("switch.json");
    let j = serde_json::json!({
        "code_object": b, "kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
        "args": [{"buffer": {"type": "u32", "count": 64, "fill": 0}}]
    });
    std::fs::write(&p, j.to_string()).unwrap();
    let l = p.to_string_lossy().into_owned();
    // A warning: exit 0 by default, 3 with --fail-on warning.
    let out = hdb(&["conform", "--launch", &l]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains("run-value-unwritten [warning]")
            && text.contains("values compared between consecutive stops"),
        "{text}"
    );
    let out = hdb(&["conform", "--json", "--fail-on", "warning", "--launch", &l]);
    exit_stderr(&out, 3);
    let j = json_of(&out);
    assert_eq!(j["summary"]["run-value-unwritten"], 1, "{j}");
    // The finding names the location-list entry in force (kx in v0, from line 5 on) and its
    // range, every lane, and the value before and after.
    let u = j["files"][0]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["rule"] == "run-value-unwritten")
        .unwrap();
    assert!(u["die"].is_u64(), "{u}");
    assert!(
        u["expression"]
            .as_str()
            .is_some_and(|e| e.starts_with("DW_OP_regx VGPR0,")),
        "{u}"
    );
    let pc = u["pc"].as_u64().unwrap();
    let ranges = u["ranges"].as_array().unwrap();
    assert!(
        ranges.len() == 1
            && ranges[0][0].as_u64().unwrap() <= pc
            && pc < ranges[0][1].as_u64().unwrap(),
        "{u}"
    );
    assert_eq!(
        u["lanes"],
        serde_json::json!([{"group": [0, 0, 0], "work_items": [[0, 63]]}]),
        "{u}"
    );
    assert!(
        u["expected"].is_number() && u["observed"].is_number(),
        "{u}"
    );
    // Without the per-instruction stops the check does not run.
    let out = hdb(&["conform", "--json", "--no-write-check", "--launch", &l]);
    assert_eq!(
        json_of(&out)["summary"]["run-value-unwritten"],
        serde_json::Value::Null
    );
}

fn copy(rel: &str, to: &std::path::Path) {
    std::fs::create_dir_all(to.parent().unwrap()).unwrap();
    std::fs::copy(corpus().join(rel), to).unwrap_or_else(|e| panic!("{rel}: {e}"));
}

/// A host object compiled for x86-64 (clang-19; a missing tool fails the test).
fn host_object(dir: &std::path::Path) -> std::path::PathBuf {
    let c = dir.join("host.c");
    std::fs::write(&c, "int host_fn(int x) { return x + 1; }\n").unwrap();
    let o = dir.join("host.o");
    let out = support::oracle(
        "clang-19",
        &["-c", c.to_str().unwrap(), "-o", o.to_str().unwrap()],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_file(&c).unwrap();
    o
}

/// A build tree with host objects, a stray library and a text file: they are skipped with a
/// note and do not hide the findings' exit status; an unreadable code object is a
/// notification in JSON and SARIF.
#[test]
fn a_build_tree_with_host_files_and_broken_objects() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("build");
    copy(
        "clang19/gfx90a/divergence-O2.hsaco",
        &tree.join("kernels/div.hsaco"),
    );
    copy(
        "rocm22/gfx90a/arith-O2.hsaco",
        &tree.join("kernels/arith.hsaco"),
    );
    std::fs::create_dir_all(tree.join("host")).unwrap();
    let host = host_object(&tree.join("host"));
    std::fs::copy(&host, tree.join("host/libstray.so")).unwrap();
    std::fs::write(tree.join("host/readme.o"), "not an object\n").unwrap();
    let t = tree.to_str().unwrap();
    let out = hdb(&["conform", t]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "{text}");
    assert!(
        text.contains("skipped 3 inputs without AMDGPU code"),
        "{text}"
    );
    assert!(
        text.contains("host.o: skipped: a host x86-64 ELF object"),
        "{text}"
    );
    assert!(
        text.contains("readme.o: skipped: not an ELF file"),
        "{text}"
    );
    // Only the fork's object: warnings and notes, exit 0 although files were skipped.
    std::fs::remove_file(tree.join("kernels/div.hsaco")).unwrap();
    assert_eq!(hdb(&["conform", t]).status.code(), Some(0));
    // An unreadable code object: exit 1 when no finding fails, 3 when one does.
    copy(
        "bad/truncated-half.hsaco",
        &tree.join("kernels/broken.hsaco"),
    );
    let sarif = dir.path().join("out.sarif");
    let out = hdb(&["conform", "--json", "--sarif", sarif.to_str().unwrap(), t]);
    exit_stderr(&out, 1);
    let j = json_of(&out);
    let n = j["notifications"].as_array().unwrap();
    assert_eq!(n.len(), 4, "{n:?}");
    let broken = n.iter().find(|n| n["kind"] == "unreadable").unwrap();
    assert_eq!(broken["level"], "error");
    assert!(broken["file"].as_str().unwrap().ends_with("broken.hsaco"));
    assert_eq!(n.iter().filter(|n| n["kind"] == "skipped").count(), 3);
    let s: Value = serde_json::from_slice(&std::fs::read(&sarif).unwrap()).unwrap();
    let inv = &s["runs"][0]["invocations"][0];
    assert_eq!(inv["executionSuccessful"], false);
    let notes = inv["toolExecutionNotifications"].as_array().unwrap();
    assert!(notes.iter().any(|n| n["level"] == "error"
        && n["descriptor"]["id"] == "input-unreadable"
        && n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            .as_str()
            .unwrap()
            .ends_with("broken.hsaco")));
    assert_eq!(
        notes.iter().filter(|n| n["level"] == "note").count(),
        3,
        "{notes:?}"
    );
    copy(
        "clang19/gfx90a/divergence-O2.hsaco",
        &tree.join("kernels/div.hsaco"),
    );
    assert_eq!(hdb(&["conform", t]).status.code(), Some(3));
    // Nothing with AMDGPU code at all is an error.
    let out = hdb(&["conform", tree.join("host").to_str().unwrap()]);
    assert!(exit_stderr(&out, 1).contains("no AMDGPU code object"));
}

/// Objects without DWARF or CFI say so instead of counting as clean.
#[test]
fn objects_without_dwarf_or_cfi_say_so() {
    let dir = tempfile::tempdir().unwrap();
    let src = path("rocm22/gfx90a/arith-O2.hsaco");
    let stripped = dir.path().join("stripped.hsaco");
    let no_cfi = dir.path().join("no-cfi.hsaco");
    for (args, out) in [
        (vec!["--strip-debug"], &stripped),
        (vec!["--remove-section=.debug_frame"], &no_cfi),
    ] {
        let mut a: Vec<&str> = args.clone();
        a.push(&src);
        a.push(out.to_str().unwrap());
        let r = support::oracle("llvm-objcopy-19", &a);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    }
    let j = json_of(&hdb(&["conform", "--json", stripped.to_str().unwrap()]));
    let f = j["files"][0]["findings"].as_array().unwrap();
    assert_eq!(f.len(), 1, "{f:?}");
    assert_eq!(f[0]["rule"], "dwarf-absent");
    assert_eq!(f[0]["severity"], "note");
    let out = hdb(&["conform", "--fail-on", "note", stripped.to_str().unwrap()]);
    exit_stderr(&out, 3);
    let j = json_of(&hdb(&["conform", "--json", no_cfi.to_str().unwrap()]));
    let rules: Vec<&str> = j["files"][0]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["rule"].as_str().unwrap())
        .collect();
    assert!(rules.contains(&"cfi-absent"), "{rules:?}");
    assert!(!rules.contains(&"cfi-cie-augmentation"), "{rules:?}");
}

/// Only new findings fail; stale entries are reported; SARIF carries fingerprints and
/// baseline states; a rebuild that only moves addresses (DWARF 4 instead of 5) matches.
#[test]
fn baselines() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("t");
    copy(
        "clang19/gfx90a/private_array-O2.hsaco",
        &tree.join("k.hsaco"),
    );
    copy("clang19/gfx90a/recursion-O2.hsaco", &tree.join("r.hsaco"));
    let base = dir.path().join("base.json");
    let (t, b) = (tree.to_str().unwrap(), base.to_str().unwrap());
    // Writing a baseline accepts the findings.
    assert_eq!(
        hdb(&["conform", "--write-baseline", b, t]).status.code(),
        Some(0)
    );
    let written: Value = serde_json::from_slice(&std::fs::read(&base).unwrap()).unwrap();
    assert_eq!(written["version"], 1);
    let entries = written["findings"].as_array().unwrap().len();
    assert!(entries > 20, "{entries}");
    // The same tree, and the same source rebuilt with DWARF 4 (every offset moves).
    copy(
        "clang19/gfx90a/private_array-O2-dwarf4.hsaco",
        &tree.join("k.hsaco"),
    );
    let out = hdb(&["conform", "--baseline", b, t]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("baseline: 0 new"), "{text}");
    assert!(text.contains("more in the baseline, not shown"), "{text}");
    // A new object: its findings are new and fail; a removed one leaves stale entries.
    copy("clang19/gfx90a/divergence-O2.hsaco", &tree.join("d.hsaco"));
    std::fs::remove_file(tree.join("r.hsaco")).unwrap();
    let sarif = dir.path().join("out.sarif");
    let out = hdb(&[
        "conform",
        "--json",
        "--baseline",
        b,
        "--sarif",
        sarif.to_str().unwrap(),
        t,
    ]);
    exit_stderr(&out, 3);
    let j = json_of(&out);
    let bl = &j["baseline"];
    assert!(bl["new"].as_u64().unwrap() > 0);
    assert!(bl["unchanged"].as_u64().unwrap() > 0);
    let stale = bl["stale"].as_array().unwrap();
    assert!(!stale.is_empty());
    assert!(stale
        .iter()
        .all(|e| e["file"].as_str().unwrap().ends_with("r.hsaco")));
    for f in j["files"].as_array().unwrap() {
        let new_file = f["file"].as_str().unwrap().ends_with("d.hsaco");
        for x in f["findings"].as_array().unwrap() {
            let state = if new_file { "new" } else { "unchanged" };
            assert_eq!(x["baseline"], state, "{x}");
            assert!(!x["fingerprint"].as_str().unwrap().is_empty());
        }
    }
    let s: Value = serde_json::from_slice(&std::fs::read(&sarif).unwrap()).unwrap();
    let results = s["runs"][0]["results"].as_array().unwrap();
    for state in ["new", "unchanged", "absent"] {
        assert!(
            results.iter().any(|r| r["baselineState"] == state),
            "{state}"
        );
    }
    assert!(results
        .iter()
        .all(|r| r["partialFingerprints"]["hdbConformFinding/v1"].is_string()));
    // A baseline of another version is refused.
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"version\": 9, \"findings\": []}").unwrap();
    let out = hdb(&["conform", "--baseline", bad.to_str().unwrap(), t]);
    assert!(exit_stderr(&out, 1).contains("version 9"));
}

/// Per-variable and per-DIE suppressions; suppressed findings stay in SARIF with
/// `suppressions`.
#[test]
fn suppressions_by_variable_and_die() {
    let dir = tempfile::tempdir().unwrap();
    let f = path("clang22/gfx90a/lds_reduce-O0.hsaco");
    let j = json_of(&hdb(&["conform", "--json", &f]));
    let findings = j["files"][0]["findings"].as_array().unwrap().clone();
    let tile = findings
        .iter()
        .find(|x| x["rule"] == "loc-missing")
        .unwrap();
    assert_eq!(tile["variable"], "tile");
    let die = tile["die"].as_u64().unwrap();
    let xderef = findings
        .iter()
        .filter(|x| x["rule"] == "loc-xderef-address-class")
        .count();
    let sup = dir.path().join("s.txt");
    std::fs::write(
        &sup,
        format!("loc-missing variable=tile\nloc-xderef-address-class die={die:#x}\n* function=no_such\n"),
    )
    .unwrap();
    let sarif = dir.path().join("s.sarif");
    let out = hdb(&[
        "conform",
        "--json",
        "--suppress",
        sup.to_str().unwrap(),
        "--sarif",
        sarif.to_str().unwrap(),
        &f,
    ]);
    let j = json_of(&out);
    let left = j["files"][0]["findings"].as_array().unwrap();
    assert!(left.iter().all(|x| x["rule"] != "loc-missing"));
    // The DIE has no xderef finding of its own (tile has no location): nothing else goes.
    assert_eq!(
        left.iter()
            .filter(|x| x["rule"] == "loc-xderef-address-class")
            .count(),
        xderef
    );
    let suppressed = j["suppressed"].as_array().unwrap();
    assert_eq!(suppressed.len(), 1);
    assert!(suppressed[0]["suppressed_by"]
        .as_str()
        .unwrap()
        .ends_with("s.txt:1"));
    let s: Value = serde_json::from_slice(&std::fs::read(&sarif).unwrap()).unwrap();
    let results = s["runs"][0]["results"].as_array().unwrap();
    let r = results
        .iter()
        .find(|r| r["ruleId"] == "loc-missing")
        .expect("the suppressed result stays in SARIF");
    assert_eq!(r["suppressions"][0]["kind"], "external");
    // By DIE: one xderef finding goes.
    let first = findings
        .iter()
        .find(|x| x["rule"] == "loc-xderef-address-class")
        .unwrap();
    std::fs::write(
        &sup,
        format!(
            "loc-xderef-address-class die={:#x}\n",
            first["die"].as_u64().unwrap()
        ),
    )
    .unwrap();
    let j = json_of(&hdb(&[
        "conform",
        "--json",
        "--suppress",
        sup.to_str().unwrap(),
        &f,
    ]));
    assert_eq!(
        j["files"][0]["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|x| x["rule"] == "loc-xderef-address-class")
            .count(),
        xderef - 1
    );
}

#[test]
fn grouping_by_cause() {
    let dir = path("clang19/gfx90a");
    let plain = hdb(&["conform", &dir]);
    let grouped = hdb(&["conform", "--group", "cause", &dir]);
    assert_eq!(grouped.status.code(), plain.status.code());
    let (p, g) = (
        String::from_utf8_lossy(&plain.stdout).lines().count(),
        String::from_utf8_lossy(&grouped.stdout).lines().count(),
    );
    assert!(g * 10 < p, "grouped {g} lines, plain {p}");
    let text = String::from_utf8_lossy(&grouped.stdout);
    assert!(
        text.contains("loc-wave-scaled-frame-base [error]") && text.contains("  every one: "),
        "{text}"
    );
    let j = json_of(&hdb(&["conform", "--json", "--group", "cause", &dir]));
    let total: u64 = j["summary"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_u64().unwrap())
        .sum();
    let grouped: u64 = j["causes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["findings"].as_u64().unwrap())
        .sum();
    assert_eq!(total, grouped);
    assert_eq!(
        hdb(&["conform", "--group", "rule", &dir]).status.code(),
        Some(1)
    );
}

#[test]
fn coverage_from_the_command_line() {
    let f = path("clang19/gfx90a/hip_templates-O2.hsaco");
    let out = hdb(&["conform", "--stats", &f]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("location coverage")
            && text.contains("by producer and optimisation level")
            && text.contains("Debian clang version 19.1.7 (3~deb12u1) optimised"),
        "{text}"
    );
    let j = json_of(&hdb(&["conform", "--json", "--stats", &f]));
    let c = &j["coverage"];
    assert_eq!(c["buckets"].as_array().unwrap().len(), 12);
    let units = c["files"][0]["units"].as_array().unwrap();
    let totals = &units[0]["totals"];
    // llvm-dwarfdump-22 --statistics on this file: 38 variables, 18 of them at 0%.
    let l = support::oracle("llvm-dwarfdump-22", &["--statistics", &f]);
    let l: Value = serde_json::from_slice(&l.stdout).unwrap();
    assert_eq!(
        totals["variables"],
        l["#variables processed by location statistics"]
    );
    assert_eq!(
        totals["buckets"][0],
        l["#variables with 0% of parent scope covered by DW_AT_location"]
    );
    let vars: usize = units[0]["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["variables"].as_array().unwrap().len())
        .sum();
    assert_eq!(vars as u64, totals["variables"].as_u64().unwrap());
    let g = &c["groups"][0];
    assert_eq!(g["optimisation"], "optimised");
    // -O0 is told apart.
    let j = json_of(&hdb(&[
        "conform",
        "--json",
        "--stats",
        &path("clang19/gfx90a/hip_templates-O0.hsaco"),
    ]));
    assert_eq!(j["coverage"]["groups"][0]["optimisation"], "-O0");
}

/// Every key of the JSON document is described in docs/conform-json.md, and every key the
/// page says is always there is there.
#[test]
fn json_document_follows_the_schema() {
    let doc = std::fs::read_to_string(support::root().join("docs/conform-json.md")).unwrap();
    // `### Type` sections with `| \`key\` | type | present | meaning |` rows; "Every key of
    // `Other`" pulls in another type's keys.
    let mut types: std::collections::BTreeMap<String, Vec<(String, bool)>> = Default::default();
    let mut includes: Vec<(String, String)> = Vec::new();
    let mut current = None::<String>;
    for line in doc.lines() {
        if let Some(t) = line.strip_prefix("### `").and_then(|l| l.strip_suffix('`')) {
            current = Some(t.to_string());
            types.entry(t.to_string()).or_default();
        } else if let Some(t) = &current {
            if let Some(rest) = line.strip_prefix("Every key of `") {
                let other = rest.split('`').next().unwrap();
                includes.push((t.clone(), other.to_string()));
            } else if let Some(rest) = line.strip_prefix("| `") {
                let key = rest.split('`').next().unwrap().to_string();
                let cells: Vec<&str> = line.split('|').map(str::trim).collect();
                let always = cells.get(3) == Some(&"always");
                types.get_mut(t).unwrap().push((key, always));
            }
        }
    }
    for (t, other) in includes {
        let extra = types[&other].clone();
        types.get_mut(&t).unwrap().extend(extra);
    }
    fn check(
        types: &std::collections::BTreeMap<String, Vec<(String, bool)>>,
        t: &str,
        v: &Value,
        seen: &mut std::collections::BTreeSet<String>,
    ) {
        let keys = types
            .get(t)
            .unwrap_or_else(|| panic!("type {t} not documented"));
        let o = v
            .as_object()
            .unwrap_or_else(|| panic!("{t} is not an object: {v}"));
        seen.insert(t.to_string());
        for (k, always) in keys {
            assert!(
                !always || o.contains_key(k),
                "{t}.{k} is documented as always there: {v}"
            );
        }
        for (k, val) in o {
            assert!(
                keys.iter().any(|(d, _)| d == k),
                "{t}.{k} is not documented in docs/conform-json.md"
            );
            let child = match (t, k.as_str()) {
                ("Document", "tool") => Some("Tool"),
                ("Document", "files") => Some("File"),
                ("Document", "notifications") => Some("Notification"),
                ("Document", "suppressed") => Some("Suppressed"),
                ("Document", "baseline") => Some("Baseline"),
                ("Document", "coverage") => Some("Coverage"),
                ("Document", "causes") => Some("Cause"),
                ("File", "findings") => Some("Finding"),
                ("Finding", "lanes") => Some("WorkItems"),
                ("Baseline", "stale") => Some("BaselineEntry"),
                ("Coverage", "files") => Some("CoverageFile"),
                ("Coverage", "groups") => Some("CoverageGroup"),
                ("CoverageFile", "units") => Some("Unit"),
                ("Unit", "functions") => Some("Function"),
                ("Unit" | "Function", "totals") => Some("Totals"),
                ("Function", "variables") => Some("Variable"),
                ("Cause", "example") => Some("CauseExample"),
                ("Document", "score") => Some("Score"),
                ("Score", "kernel") => Some("Part"),
                ("Score", "penalties") => Some("Penalties"),
                ("Part", "steps") => Some("Steps"),
                _ => None,
            };
            if let Some(c) = child {
                match val {
                    Value::Array(items) => {
                        for i in items {
                            check(types, c, i, seen);
                        }
                    }
                    other => check(types, c, other, seen),
                }
            }
        }
    }
    // A run that fills every part: findings, a skipped input, an unreadable one, a
    // suppression, a baseline with new and stale entries, coverage, causes.
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("t");
    copy(
        "clang19/gfx90a/hip_templates-O2.hsaco",
        &tree.join("a.hsaco"),
    );
    copy("clang22/gfx90a/lds_reduce-O0.hsaco", &tree.join("b.hsaco"));
    let base = dir.path().join("b.json");
    assert_eq!(
        hdb(&[
            "conform",
            "--write-baseline",
            base.to_str().unwrap(),
            tree.to_str().unwrap()
        ])
        .status
        .code(),
        Some(0)
    );
    std::fs::remove_file(tree.join("b.hsaco")).unwrap();
    copy("clang19/gfx90a/divergence-O2.hsaco", &tree.join("c.hsaco"));
    copy("bad/truncated-half.hsaco", &tree.join("d.hsaco"));
    std::fs::write(tree.join("e.o"), "text").unwrap();
    let sup = dir.path().join("s.txt");
    std::fs::write(&sup, "cfi-missing-cfa\n").unwrap();
    let out = hdb(&[
        "conform",
        "--json",
        "--stats",
        "--group",
        "cause",
        "--suppress",
        sup.to_str().unwrap(),
        "--baseline",
        base.to_str().unwrap(),
        tree.to_str().unwrap(),
    ]);
    let j = json_of(&out);
    let mut seen = std::collections::BTreeSet::new();
    check(&types, "Document", &j, &mut seen);
    // A run-time comparison adds the score (a planted wrong location against the right one).
    let good = hand::Spec::conforming("gfx90a");
    let bad = hand::Spec {
        kx: good.lane_slice(2),
        ..good.clone()
    };
    let mut launches = Vec::new();
    for (spec, name) in [(&good, "good"), (&bad, "bad")] {
        let co = spec.build(dir.path(), name);
        let p = dir.path().join(format!("{name}.json"));
        let l = serde_json::json!({
            "code_object": co, "kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": {"type": "u32", "count": 64, "fill": 0}}]
        });
        std::fs::write(&p, l.to_string()).unwrap();
        launches.push(p.to_string_lossy().into_owned());
    }
    let run = json_of(&hdb(&[
        "conform",
        "--json",
        "--launch",
        &launches[1],
        "--against",
        &launches[0],
    ]));
    check(&types, "Document", &run, &mut seen);
    for per in ["variables", "lanes"] {
        let parts = run["score"][per].as_object().unwrap();
        assert!(!parts.is_empty(), "{per}");
        for part in parts.values() {
            check(&types, "Part", part, &mut seen);
        }
    }
    let all: std::collections::BTreeSet<String> = types.keys().cloned().collect();
    let unseen: Vec<&String> = all.difference(&seen).collect();
    assert!(
        unseen.is_empty(),
        "documented types the run did not exercise: {unseen:?}"
    );
    assert_eq!(j["version"], 2);
}

/// `hdb conform --sim PROGRAM --against PROGRAM2`: the program's dispatches are recorded
/// and each is checked against the reference program's dispatch of the same index; a
/// dispatch whose kernel differs from the reference's is said so and checked on its own.
#[test]
fn run_time_checks_of_a_hip_programs_dispatches() {
    let templates = path("hip/templates/templates.out");
    let out = hdb(&[
        "conform",
        "--sim",
        &templates,
        "--against",
        &path("hip/templates/templates-O0.out"),
        "--max-stops",
        "100",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    let stderr = exit_stderr(&out, 0);
    // The program's seven launches, each compared with the -O0 build's.
    for i in 0..7 {
        assert!(text.contains(&format!("dispatch {i} (")), "{i}: {text}");
    }
    assert_eq!(text.matches("(reference): ").count(), 7, "{text}");
    assert_eq!(text.matches("compared with the reference: ").count(), 7);
    // The runs are named by their programs: the recorded code objects are gone by now.
    assert_eq!(
        text.matches(&format!("{templates}: ")).count(),
        14,
        "each dispatch's run and report: {text}"
    );
    assert!(!text.contains(".hsaco"), "{text}");
    // The program's own output goes to stderr, the report to stdout.
    assert!(!text.contains("PASSED"), "{text}");
    assert!(stderr.contains("PASSED"));

    let out = hdb(&[
        "conform",
        "--sim",
        &path("hip/hello_world/hello_world.out"),
        "--against",
        &templates,
        "--json",
    ]);
    assert_ne!(out.status.code(), Some(1));
    let j = json_of(&out);
    // One dispatch, not compared: only its own report.
    assert_eq!(j["files"].as_array().unwrap().len(), 1, "{j}");
    let out = hdb(&[
        "conform",
        "--sim",
        &path("hip/hello_world/hello_world.out"),
        "--against",
        &templates,
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(
            "dispatch 0: kernel _Z13reverse_shiftPKcPci, the reference's dispatch 0 runs "
        ) && text.contains(": not compared"),
        "{text}"
    );
    assert!(
        text.contains("hello_world.out made 1 dispatches and the reference 7"),
        "{text}"
    );
    // Nothing to run.
    let out = hdb(&["conform", "--sim"]);
    exit_stderr(&out, 1);
    let out = hdb(&["conform", "--against", &templates, &templates]);
    assert!(exit_stderr(&out, 1).contains("--against needs --launch or --sim"));
}

/// The write check stops at every instruction only in code the line table describes: device
/// `malloc` (the device libraries' allocator, with its wait loops) is run through, and counts
/// as writing everything. With a stop at each of its instructions, the first dispatch alone
/// ran for minutes.
#[test]
fn the_write_check_runs_through_undescribed_library_code() {
    let started = std::time::Instant::now();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args([
            "conform",
            "--sim",
            &path("hip/device_malloc/device_malloc.out"),
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("starting hdb");
    while child.try_wait().expect("waiting for hdb").is_none() {
        if started.elapsed() > std::time::Duration::from_secs(120) {
            let _ = child.kill();
            panic!("hdb conform --sim device_malloc did not end in 120 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let out = child.wait_with_output().expect("hdb's output");
    let text = String::from_utf8_lossy(&out.stdout);
    let stderr = exit_stderr(&out, 0);
    // Three dispatches, the write check on in each, the first run to its end.
    assert_eq!(text.matches("run-value-unwritten: ").count(), 3, "{text}");
    assert!(
        text.contains("dispatch 0 (_Z12scratch_sumsPiS_i):\n")
            && text.contains("768 stops, 18096 lane observations, ended: exited"),
        "{text}"
    );
    assert_eq!(text.matches(": no findings").count(), 3, "{text}");
    assert!(stderr.contains("PASSED"));
}

/// A finding in a HIP program's second dispatch carries that dispatch's index: hipcc's
/// `prefix_sum` (-O2 against -O0) runs `scan_tiles` in its second dispatch, whose fully
/// unrolled down-sweep describes `d` and `offset` by constants of different iterations
/// (`d` = 4 with `offset` = 64 over one range, where the source keeps `offset * d` at 128):
/// `d` reads 4 at the first iteration's lines, where -O0 has 1.
#[test]
fn a_finding_in_a_programs_second_dispatch_names_that_dispatch() {
    let out = hdb(&[
        "conform",
        "--sim",
        &path("hip/prefix_sum/prefix_sum.out"),
        "--against",
        &path("hip/prefix_sum/prefix_sum-O0.out"),
        "--json",
        "--no-write-check",
    ]);
    exit_stderr(&out, 3);
    let j = json_of(&out);
    let mismatches = findings_of(&j, "run-value-mismatch");
    assert!(
        mismatches.iter().any(|f| f["variable"] == "d"
            && f["function"] == "scan_tiles"
            && f["expression"] == "DW_OP_consts +4, DW_OP_stack_value"
            && f["expected"] == 1
            && f["observed"] == 4),
        "{mismatches:?}"
    );
    // Every one is in the second dispatch; the first is clean.
    assert!(
        mismatches.iter().all(|f| f["dispatch"] == 1),
        "{mismatches:?}"
    );
}

/// A real program's -O2 build against its -O0 build, where the -O0 slot of `s` already
/// held the 0 that `long long s = 0` stores (so the reference shows no write of it) and the
/// -O2 build updates `s` after the statements that follow `s += node->value`: the 0 it
/// still shows there is a statement late (a note), not a wrong value. The runs' last
/// entries of the list loop, which the alignment pairs although --max-stops ended the two
/// runs in different iterations, are not judged.
#[test]
fn a_first_value_shown_a_statement_late_in_a_hip_program_is_a_note() {
    let out = hdb(&[
        "conform",
        "--json",
        "--sim",
        &path("hip/device_malloc/device_malloc.out"),
        "--against",
        &path("hip/device_malloc/device_malloc-O0.out"),
    ]);
    exit_stderr(&out, 0);
    let j = json_of(&out);
    assert!(findings_of(&j, "run-value-mismatch").is_empty(), "{j}");
    let late = findings_of(&j, "run-value-shifted");
    assert!(
        late.iter()
            .any(|f| f["variable"] == "s" && f["expected"] == 1 && f["observed"] == 0),
        "{late:?}"
    );
}

/// -O2 against -O0 of corpus kernels whose loops, calls and recursion the optimiser
/// reshapes: the divergence kernel's Collatz loop enters its condition line twice per
/// iteration (so line entries pair iterations ever further apart), `fib_rec`'s second
/// recursive call became a loop, `frames` calls `make_range` before `widen` and `scale_f`
/// (whose `r` and `w` are not the kernel's), and `private_array`'s `picked` is a sum of whole
/// vector registers (each lane's own). Every value either build shows there is right; only
/// the real location bug in `arith` (`g`'s entry outliving v0) remains a mismatch.
#[test]
fn reshaped_loops_calls_and_recursion_are_not_mismatches_and_a_real_bug_still_is() {
    let dir = tempfile::tempdir().unwrap();
    // (kernel, the variables that are mismatches: all real bugs)
    for (kernel, real) in [
        ("divergence", &[][..]),
        ("recursion", &[]),
        ("frames", &[]),
        // The unrolled loops' counters `i` are constants of other iterations (real, weak).
        ("private_array", &["i"]),
        ("arith", &["g"]),
    ] {
        let mut launch: Value = serde_json::from_str(
            &std::fs::read_to_string(path(&format!("launch/{kernel}.json"))).unwrap(),
        )
        .unwrap();
        let [checked, reference] = ["O2", "O0"].map(|opt| {
            launch["code_object"] =
                Value::from(path(&format!("clang19/gfx90a/{kernel}-{opt}.hsaco")));
            let file = dir.path().join(format!("{kernel}-{opt}.json"));
            std::fs::write(&file, launch.to_string()).unwrap();
            file.to_string_lossy().into_owned()
        });
        let out = hdb(&[
            "conform",
            "--json",
            "--launch",
            &checked,
            "--against",
            &reference,
        ]);
        let j = json_of(&out);
        let mismatches = findings_of(&j, "run-value-mismatch");
        let variables: BTreeSet<&str> = mismatches
            .iter()
            .filter_map(|f| f["variable"].as_str())
            .collect();
        assert_eq!(
            variables,
            real.iter().copied().collect(),
            "{kernel}: {mismatches:?}"
        );
    }
    // A build against itself: frames' -O0 inlines clamp_i, whose `r` hides the kernel's
    // `r` there; the two must not be compared with each other.
    let o0 = dir.path().join("frames-O0.json");
    let out = hdb(&[
        "conform",
        "--json",
        "--launch",
        &o0.to_string_lossy(),
        "--against",
        &o0.to_string_lossy(),
    ]);
    let j = json_of(&out);
    for rule in ["run-value-mismatch", "run-value-shifted"] {
        assert!(findings_of(&j, rule).is_empty(), "{rule}: {j}");
    }
}
