//! Replays inputs saved under `fuzz/regressions/<target>/` (crashes the fuzzers found, and
//! hand-made edge cases) through the fuzz targets' own bodies (`codeobj::fuzzing`, which the
//! targets in `fuzz/fuzz_targets/` call too), so they stay fixed without cargo-fuzz.
//!
//! A missing or empty folder fails: a replay of nothing would pass whatever the code does.

use std::path::Path;

use codeobj::fuzzing;

fn inputs(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/regressions")
        .join(target);
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap_or_else(|e| panic!("{}: {e}", dir.display())))
        .filter(|e| e.path().is_file())
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no inputs in {}", dir.display());
    out
}

fn replay(target: &str, body: fn(&[u8])) {
    for (name, data) in inputs(target) {
        eprintln!("{target}/{name}");
        body(&data);
    }
}

#[test]
fn codeobj_parse_regressions() {
    replay("codeobj_parse", fuzzing::codeobj_parse);
}

#[test]
fn core_open_regressions() {
    replay("core_open", fuzzing::core_open);
}

#[test]
fn container_extract_regressions() {
    replay("container_extract", fuzzing::container_extract);
}

#[test]
fn bundle_parse_regressions() {
    replay("bundle_parse", fuzzing::bundle_parse);
}

#[test]
fn uri_parse_regressions() {
    replay("uri_parse", fuzzing::uri_parse);
}

#[test]
fn gallium_parse_regressions() {
    replay("gallium_parse", fuzzing::gallium_parse);
}

#[test]
fn metadata_parse_regressions() {
    replay("metadata_parse", fuzzing::metadata_parse);
}

/// The folder is found from this crate's manifest: a rename of either would otherwise turn
/// every test above into a replay of nothing.
#[test]
fn a_missing_folder_fails() {
    let r = std::panic::catch_unwind(|| inputs("no-such-target"));
    assert!(r.is_err());
}
