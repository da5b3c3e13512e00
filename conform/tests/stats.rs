//! `--stats` against `llvm-dwarfdump --statistics` (LLVM 19 and 22) on corpus files: where
//! both count the same thing — the variables, parameters and local variables processed by
//! location statistics, each of llvm-locstats' twelve buckets, and the scope bytes and
//! covered scope bytes of each — the totals must be equal.

use std::path::{Path, PathBuf};
use std::process::Command;

use conform::stats::{Totals, BUCKETS, BUCKET_NAMES};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus")
}

/// The corpus files compared: every linked and relocatable object of the three producers on
/// two targets (one wave64 MUBUF, one wave32 flat scratch), and clang 14's.
fn files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in [
        "clang19/gfx90a",
        "clang22/gfx90a",
        "rocm22/gfx90a",
        "clang19/gfx1100",
        "clang22/gfx1100",
        "rocm22/gfx1100",
        "clang14/gfx900",
    ] {
        let d = corpus().join(dir);
        let mut list: Vec<PathBuf> = std::fs::read_dir(&d)
            .unwrap_or_else(|e| panic!("{}: {e}", d.display()))
            .flatten()
            .map(|e| e.path())
            .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("hsaco" | "o")))
            .collect();
        list.sort();
        out.extend(list);
    }
    out
}

fn llvm(tool: &str, file: &Path) -> serde_json::Value {
    let out = Command::new(tool)
        .arg("--statistics")
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("{tool} is required by this test ({e}); run `bash .ci/run`"));
    assert!(out.status.success(), "{tool} {}", file.display());
    serde_json::from_slice(&out.stdout).expect("llvm-dwarfdump --statistics prints JSON")
}

fn totals(file: &Path) -> Totals {
    let bytes = std::fs::read(file).unwrap();
    let options = conform::CheckOptions {
        coverage: true,
        ..Default::default()
    };
    let checked = conform::inputs::check_input_with(file.to_str().unwrap(), &bytes, &options)
        .expect("checking");
    let mut t = Totals::default();
    for (_, coverage) in checked {
        for u in coverage.expect("coverage asked for") {
            t.merge(&u.totals);
        }
    }
    t
}

/// The pairs (llvm-dwarfdump key, hdb's figure) that count the same thing.
fn pairs(t: &Totals) -> Vec<(String, u64)> {
    let mut out = vec![
        (
            "#variables processed by location statistics".to_string(),
            t.variables,
        ),
        (
            "#params processed by location statistics".to_string(),
            t.parameters,
        ),
        (
            "#local vars processed by location statistics".to_string(),
            t.local_variables,
        ),
        (
            "sum_all_variables(#bytes in parent scope)".to_string(),
            t.scope_bytes,
        ),
        (
            "sum_all_variables(#bytes in parent scope covered by DW_AT_location)".to_string(),
            t.covered_bytes,
        ),
        (
            "sum_all_params(#bytes in parent scope)".to_string(),
            t.parameter_scope_bytes,
        ),
        (
            "sum_all_params(#bytes in parent scope covered by DW_AT_location)".to_string(),
            t.parameter_covered_bytes,
        ),
        (
            "sum_all_local_vars(#bytes in parent scope)".to_string(),
            t.local_variable_scope_bytes,
        ),
        (
            "sum_all_local_vars(#bytes in parent scope covered by DW_AT_location)".to_string(),
            t.local_variable_covered_bytes,
        ),
    ];
    for (i, b) in BUCKET_NAMES.iter().enumerate().take(BUCKETS) {
        let key = |who: &str| format!("{who} with {b} of parent scope covered by DW_AT_location");
        out.push((key("#variables"), t.buckets[i]));
        out.push((key("#params"), t.parameter_buckets[i]));
        out.push((key("#local vars"), t.local_variable_buckets[i]));
    }
    out
}

#[test]
fn totals_match_llvm_dwarfdump_statistics() {
    let files = files();
    assert!(files.len() > 100, "{}", files.len());
    let mut compared = 0;
    let mut differences = Vec::new();
    let mut nonzero_partial = 0u64;
    for file in &files {
        let t = totals(file);
        nonzero_partial += t.buckets[1..BUCKETS - 1].iter().sum::<u64>();
        for tool in ["llvm-dwarfdump-19", "llvm-dwarfdump-22"] {
            let j = llvm(tool, file);
            for (key, ours) in pairs(&t) {
                let theirs = j[&key]
                    .as_u64()
                    .unwrap_or_else(|| panic!("{tool} gives no `{key}` for {}", file.display()));
                compared += 1;
                if theirs != ours {
                    differences.push(format!(
                        "{} {tool}: {key}: llvm {theirs}, hdb {ours}",
                        file.display()
                    ));
                }
            }
        }
    }
    assert!(
        differences.is_empty(),
        "{} of {compared} figures differ:\n{}",
        differences.len(),
        differences.join("\n")
    );
    // The corpus exercises partial coverage, not only 0% and 100%.
    assert!(nonzero_partial > 100, "{nonzero_partial}");
}
