//! `hdb dap` driven by VS Code's own client: `@vscode/debugadapter-testsupport`'s `DebugClient`
//! (npm) runs whole sessions over stdio from the node tests in `dap/node/test/`. Node and the
//! packages are required: a missing one fails the test (`.ci/run` runs `npm ci` in dap/node).

use crate::support;

use std::path::PathBuf;
use std::process::Command;

fn node_dir() -> PathBuf {
    support::root().join("dap/node")
}

/// Runs one node test file against the `hdb` built for this test run; fails with node's
/// report unless every test in it passes.
fn node_test(file: &str) {
    let dir = node_dir();
    assert!(
        dir.join("node_modules/@vscode/debugadapter-testsupport").is_dir(),
        "dap/node/node_modules is missing @vscode/debugadapter-testsupport: run `npm ci` in dap/node (or `bash .ci/run`)"
    );
    support::node_test(&dir, file, &[]);
}

#[test]
fn a_session_on_a_corpus_launch_file() {
    node_test("test/launch_file.test.js");
}

#[test]
fn sessions_on_corpus_kernels() {
    node_test("test/session.test.js");
}

#[test]
fn sanitizer_findings_as_exceptions() {
    node_test("test/checks.test.js");
}

#[test]
fn a_hip_program_in_the_simulator() {
    node_test("test/hip_program.test.js");
}

#[test]
fn going_back_through_a_recorded_run() {
    node_test("test/reverse.test.js");
}

/// The VS Code extension's configuration snippets (editors/vscode/package.json), filled with
/// corpus files, each reach a stop or a clean end.
#[test]
fn vscode_extension_configurations() {
    node_test("test/extension_snippets.test.js");
}

#[test]
fn attach_to_a_stub_and_a_core_and_clients_on_sockets() {
    node_test("test/remote.test.js");
}

/// `bench/dap_latency.js` (BENCHMARKS.md's DAP latencies) on a corpus kernel, one stop: every
/// request it times answers as the script expects, and each gets a row.
#[test]
fn the_latency_benchmark_runs() {
    let script = support::root().join("bench/dap_latency.js");
    let out = Command::new("node")
        .arg(&script)
        .args(["--hdb", env!("CARGO_BIN_EXE_hdb"), "--quick", "--reps", "1"])
        .args(["--waves", "64"])
        .output()
        .unwrap_or_else(|e| panic!("node is required by this test: {e}"));
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{report}");
    for row in [
        "launch → first stopped |",
        "threads |",
        "stackTrace |",
        "scopes |",
        "variables: Locals |",
        "variables: Lanes scope |",
        "variables: Lanes → n, 64 lanes |",
        "evaluate (watch `a + n`) |",
        "readMemory (64 bytes, private) |",
        "disassemble (50 instructions) |",
        "next (to the stopped event) |",
        "threads (64 waves) |",
        "threads (64 waves, all listed (maxThreads)) |",
        "yardstick: hdb debug -batch to the same first stop (whole process) |",
    ] {
        let line = report
            .lines()
            .find(|l| l.starts_with(row))
            .unwrap_or_else(|| panic!("no row `{row}`:\n{report}"));
        let ms: f64 = line[row.len()..]
            .split('|')
            .next()
            .and_then(|m| m.trim().parse().ok())
            .unwrap_or_else(|| panic!("no time in `{line}`"));
        assert!(ms > 0.0, "{line}");
    }
}
