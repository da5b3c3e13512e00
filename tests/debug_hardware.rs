//! `hdb debug PROGRAM` and `hdb debug --pid PID` on a machine without ROCm: the hardware
//! backend is chosen for host programs, and a missing or unusable amd-dbgapi library is one
//! clear line naming where hdb looked, before any program starts. Code objects still go to
//! the simulator.

mod support;

use std::process::{Command, Output};

fn hdb_env(args: &[&str], library: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(args)
        .env("HDB_DBGAPI_LIBRARY", library)
        .env_remove("ROCM_PATH")
        .output()
        .expect("running hdb")
}

#[test]
fn no_library_is_one_line_naming_the_search_path() {
    let dir = tempfile::tempdir().unwrap();
    let marker = dir.path().join("started");
    // With HDB_DBGAPI_LIBRARY empty, the default search order applies.
    let out = hdb_env(
        &[
            "debug",
            "--batch",
            "/usr/bin/touch",
            marker.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: cannot load the amd-dbgapi library (searched /opt/rocm/lib/librocm-dbgapi.so.0, librocm-dbgapi.so.0; set HDB_DBGAPI_LIBRARY to its path)"),
        "{err}"
    );
    // The library is checked before the program starts.
    assert!(!marker.exists(), "the program ran");
}

#[test]
fn pid_with_an_unloadable_library() {
    let out = hdb_env(
        &["debug", "--batch", "--pid", "1"],
        "/nonexistent/librocm-dbgapi.so.0",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("error: cannot load the amd-dbgapi library (searched /nonexistent/librocm-dbgapi.so.0; set HDB_DBGAPI_LIBRARY to its path): /nonexistent/librocm-dbgapi.so.0: "),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_library_missing_a_function_is_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let v = dbgapi::Version {
        major: 0,
        minor: 77,
        patch: 2,
    };
    let lib = dbgapi_fake::shim::build(dir.path(), v, &["amd_dbgapi_wave_resume"])
        .unwrap_or_else(|e| panic!("{e}"));
    let out = hdb_env(&["debug", "--batch", "/bin/true"], lib.to_str().unwrap());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: amd-dbgapi library 0.77.2 not supported, missing amd_dbgapi_wave_resume@AMD_DBGAPI_0.76\n"
    );
}

#[test]
fn code_objects_still_go_to_the_simulator() {
    // A code object with no --kernel: the simulator's own complaint, not the library's.
    let co = support::corpus().join("rocm22/gfx90a/recursion-O0.hsaco");
    let out = hdb_env(
        &["debug", "--batch", co.to_str().unwrap()],
        "/nonexistent/librocm-dbgapi.so.0",
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("amd-dbgapi"), "{err}");
    // And a launch file runs as always.
    let l = support::corpus().join("launch/example.json");
    let out = hdb_env(
        &[
            "debug",
            "--batch",
            "--launch",
            l.to_str().unwrap(),
            "--ex",
            "break recursive_fib_gcd",
            "--ex",
            "run",
        ],
        "/nonexistent/librocm-dbgapi.so.0",
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("hit Breakpoint 1"));
}

#[test]
fn core_through_the_library_needs_the_library() {
    let dir = tempfile::tempdir().unwrap();
    let core = dir.path().join("gpu.core");
    // A real GPU core from the simulator, written by `hdb debug`'s gcore.
    let l = support::corpus().join("launch/example.json");
    let out = hdb_env(
        &[
            "debug",
            "--batch",
            "--launch",
            l.to_str().unwrap(),
            "--ex",
            "break recursive_fib_gcd",
            "--ex",
            "run",
            "--ex",
            &format!("gcore {}", core.display()),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(core.exists(), "{}", String::from_utf8_lossy(&out.stdout));
    let out = hdb_env(
        &["core", "--dbgapi", "--batch", core.to_str().unwrap()],
        "/nonexistent/librocm-dbgapi.so.0",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot load the amd-dbgapi library (searched /nonexistent/librocm-dbgapi.so.0; set HDB_DBGAPI_LIBRARY to its path)"),
        "{err}"
    );
    // Not a core: refused before the library is looked for.
    let out = hdb_env(
        &["core", "--dbgapi", "--batch", l.to_str().unwrap()],
        "/nonexistent/librocm-dbgapi.so.0",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("amd-dbgapi library"));
}
