//! Replays `fuzz/regressions/commands/`, `fuzz/regressions/sim_launch/` and
//! `fuzz/regressions/conform_check/` through the bodies of
//! the fuzz targets over the command line's entry points. The bodies are compiled from the fuzz
//! crate's own source file (`fuzz/src/entry_points.rs`), so the targets and this replay cannot
//! drift apart; a missing or empty folder fails.

#[path = "../fuzz/src/entry_points.rs"]
mod entry_points;

use std::path::Path;

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

#[test]
fn commands_regressions() {
    for (name, data) in inputs("commands") {
        eprintln!("commands/{name}");
        entry_points::commands(&data);
    }
}

#[test]
fn sim_launch_regressions() {
    for (name, data) in inputs("sim_launch") {
        eprintln!("sim_launch/{name}");
        entry_points::sim_launch(&data);
    }
}

#[test]
fn conform_check_regressions() {
    for (name, data) in inputs("conform_check") {
        eprintln!("conform_check/{name}");
        entry_points::conform_check(&data);
    }
}
