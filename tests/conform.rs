//! `hdb conform` end to end: rules listing, exit statuses, the JSON document's shape, SARIF
//! 2.1.0, suppressions, directories, bundles, bad input and the run-time checks' command line.

use crate::support::{corpus, hdb};
use serde_json::Value;

fn path(rel: &str) -> String {
    corpus().join(rel).to_string_lossy().into_owned()
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
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
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
    assert_eq!(out.status.code(), Some(3));
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
    assert_eq!(out.status.code(), Some(3));
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
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-rule"));
}

#[test]
fn directories_bundles_and_jobs() {
    let dir = path("rocm22/gfx942");
    let j = json_of(&hdb(&["conform", "--json", "--jobs", "2", &dir]));
    let files = j["files"].as_array().unwrap();
    assert_eq!(files.len(), 22, "every code object in the directory");
    let mut names: Vec<&str> = files.iter().map(|f| f["file"].as_str().unwrap()).collect();
    let sorted = {
        let mut s = names.clone();
        s.sort();
        s
    };
    assert_eq!(names, sorted, "reports come in input order");
    names.dedup();
    assert_eq!(names.len(), 22);
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
    assert_eq!(out.status.code(), Some(1));
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
    let out = hdb(&["conform", "--json", "--launch", &lb, "--against", &lg]);
    assert_eq!(out.status.code(), Some(3));
    let j = json_of(&out);
    let f = &j["files"][0]["findings"];
    assert!(
        f.as_array()
            .unwrap()
            .iter()
            .any(|x| x["rule"] == "run-value-mismatch" && x["variable"] == "kx"),
        "{f}"
    );
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
    assert_eq!(out.status.code(), Some(3));
    let j = json_of(&out);
    assert_eq!(j["summary"]["run-value-unwritten"], 1, "{j}");
    // Without the per-instruction stops the check does not run.
    let out = hdb(&["conform", "--json", "--no-write-check", "--launch", &l]);
    assert_eq!(
        json_of(&out)["summary"]["run-value-unwritten"],
        serde_json::Value::Null
    );
}
