//! `hdb dap` driven by VS Code's own client: `@vscode/debugadapter-testsupport`'s `DebugClient`
//! (npm) runs whole sessions over stdio from the node tests in `dap/node/test/`. Node and the
//! packages are required: a missing one fails the test (`.ci/run` runs `npm ci` in dap/node).

use crate::support;

use std::path::PathBuf;

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
