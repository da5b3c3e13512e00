//! `hdb debug PROGRAM` and `hdb debug --pid PID` on a machine without ROCm: the hardware
//! backend is chosen for host programs, and a missing or unusable amd-dbgapi library is one
//! clear line naming where hdb looked, before any program starts. Code objects still go to
//! the simulator.

use crate::support;

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

/// A host program standing in for a HIP program: `r_brk` is where its runtime (ROCr) tells
/// the debugger that GPU code objects changed — called once when the kernel's code object
/// is loaded and once when it is unloaded before the program exits.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
const HOST_PROGRAM: &str = r#"
#include <unistd.h>
__attribute__((noinline)) void r_brk(void) { __asm__ volatile(""); }
int main(void) {
    r_brk();
    for (int i = 0; i < 50; i++) usleep(10000);
    r_brk();
    return 3;
}
"#;

/// The pieces of a live session over the fake library: the host program, the versioned
/// shim, and the environment that makes the shim load the fake (`HDB_FAKE_IMPL`) over the
/// simulator running `launch`, with the code object loaded at the first `r_brk`.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
struct LiveFake {
    _dir: tempfile::TempDir,
    exe: std::path::PathBuf,
    env: Vec<(String, String)>,
}

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
fn live_fake(launch: &str) -> LiveFake {
    let dir = tempfile::tempdir().unwrap();
    let host = dbgapi_fake::host::HostProgram::build(dir.path(), "host", HOST_PROGRAM, &[])
        .unwrap_or_else(|e| panic!("{e}"));
    let exe = host.exe.clone();
    let r_brk = format!(
        "{:x}",
        host.symbol("r_brk").expect("r_brk in the host program")
    );
    let v = dbgapi::Version {
        major: 0,
        minor: 77,
        patch: 0,
    };
    let shim = dbgapi_fake::shim::build(dir.path(), v, &[]).unwrap_or_else(|e| panic!("{e}"));
    // The fake's own shared object, built with it (a cdylib beside this test's binary).
    let exe_dir = std::env::current_exe().unwrap();
    let deps = exe_dir.parent().unwrap();
    let imp = [
        deps.join("libdbgapi_fake.so"),
        deps.join("../libdbgapi_fake.so"),
    ]
    .into_iter()
    .find(|p| p.exists())
    .expect("libdbgapi_fake.so (dbgapi-fake's cdylib) next to the test binary");
    let env = vec![
        ("HDB_DBGAPI_LIBRARY".into(), shim.display().to_string()),
        ("HDB_FAKE_IMPL".into(), imp.display().to_string()),
        (
            "HDB_FAKE_LAUNCH".into(),
            support::corpus()
                .join("launch")
                .join(launch)
                .display()
                .to_string(),
        ),
        ("HDB_FAKE_RUNTIME_BREAKPOINT".into(), r_brk),
    ];
    LiveFake {
        _dir: dir,
        exe,
        env,
    }
}

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
fn hdb_live(f: &LiveFake, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(args)
        .envs(f.env.iter().map(|(k, v)| (k, v)))
        .env_remove("ROCM_PATH")
        .output()
        .expect("running hdb")
}

/// `hdb debug PROGRAM`: a breakpoint on a kernel line before the kernel's code object is
/// loaded is pending; the runtime's load resolves and plants it before the kernel runs;
/// the stop, the backtrace and the values are those of the same kernel in the simulator.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
#[test]
fn run_until_a_kernel_breakpoint_of_a_host_program() {
    let f = live_fake("example.json");
    let exe = f.exe.to_str().unwrap();
    let commands = [
        "break recursion.cl:16",
        "run",
        "bt",
        "print a",
        "print b",
        "info breakpoints",
    ];
    let mut args = vec!["debug", "--batch", "--ex", "set breakpoint pending on"];
    for c in &commands {
        args.extend(["--ex", c]);
    }
    args.push(exe);
    let out = hdb_live(&f, &args);
    let live = String::from_utf8_lossy(&out.stdout).to_string();
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(0), "{live}{err}");
    assert_eq!(err, "", "{live}");
    // The same kernel directly in the simulator.
    let l = support::corpus().join("launch/example.json");
    let mut args = vec!["debug", "--batch", "--launch", l.to_str().unwrap()];
    for c in &commands {
        args.extend(["--ex", c]);
    }
    let direct = hdb_env(&args, "");
    let direct = String::from_utf8_lossy(&direct.stdout).to_string();
    let after_start = |s: &str| -> String {
        s.lines()
            .skip_while(|l| !l.starts_with("Starting program: "))
            .skip(1)
            .map(|l| format!("{l}\n"))
            .collect()
    };
    assert!(
        live.starts_with(&format!(
            "Breakpoint 1 (recursion.cl:16) pending.\nStarting program: {exe}\n"
        )),
        "{live}"
    );
    assert!(
        after_start(&live).contains("hit Breakpoint 1, with lanes [0-63], gcd_rec"),
        "{live}"
    );
    assert_eq!(
        after_start(&live),
        after_start(&direct),
        "live:\n{live}\ndirect:\n{direct}"
    );
}

/// `info threads` lists the host program's threads with the waves, the host stopped at a
/// GPU stop (all-stop: its PC does not move between two looks); `thread H1` selects the
/// main thread and commands that need a wave say so.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
#[test]
fn info_threads_lists_host_threads_and_waves() {
    let f = live_fake("example.json");
    let exe = f.exe.to_str().unwrap();
    let out = hdb_live(
        &f,
        &[
            "debug",
            "--batch",
            "--ex",
            "set breakpoint pending on",
            "--ex",
            "break recursion.cl:16",
            "--ex",
            "run",
            "--ex",
            "info threads",
            "--ex",
            "info threads",
            "--ex",
            "thread H1",
            "--ex",
            "print $pc",
            "--ex",
            "thread 1",
            "--ex",
            "delete",
            "--ex",
            "continue",
            exe,
        ],
    );
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    let host_rows: Vec<&str> = text.lines().filter(|l| l.starts_with("  H1 ")).collect();
    assert_eq!(host_rows.len(), 2, "{text}{err}");
    assert!(host_rows[0].contains("Thread 0x"), "{text}");
    assert!(host_rows[0].contains("\"host\""), "{text}");
    assert!(
        host_rows[0].contains(" in ?? ()"),
        "stopped, with a PC: {text}"
    );
    assert_eq!(
        host_rows[0], host_rows[1],
        "the host does not run at a GPU stop"
    );
    assert!(
        text.contains("* 1    AMDGPU Wave 1:1:1:1 (0,0,0)/0"),
        "{text}"
    );
    assert!(
        text.contains("[Switching to thread H1 (Thread 0x"),
        "{text}"
    );
    assert!(
        err.contains("is a host thread: hdb reads GPU wave registers only"),
        "{err}"
    );
    assert!(
        text.contains("[Switching to thread 1, lane 0 (AMDGPU Lane 1:1:1:1/0 (0,0,0)[0,0,0])]"),
        "{text}"
    );
    // The program's own end, with its exit code (3), as gdb says it.
    let pid = host_rows[0]
        .split("(LWP ")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .unwrap();
    assert!(
        text.ends_with(&format!(
            "[Inferior 1 (process {pid}) exited with code 03]\n"
        )),
        "{text}"
    );
}

/// A code object the runtime loaded from memory (a `memory://PID#offset=…` URI, as for HIP's
/// embedded kernels) is read from the process's memory: the pending breakpoint resolves in
/// it as in one named by a file.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
#[test]
fn a_code_object_in_memory_is_read_from_the_process() {
    let mut f = live_fake("example.json");
    f.env.push(("HDB_FAKE_MEMORY_URI".into(), "1".into()));
    let exe = f.exe.to_str().unwrap().to_string();
    // Sources are found from the current directory (the code object has no file).
    let co_dir = support::corpus().join("rocm22/gfx90a");
    let out = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args([
            "debug",
            "-batch",
            "-ex",
            "set breakpoint pending on",
            "-ex",
            "break recursion.cl:16",
            "-ex",
            "run",
            "-ex",
            "print b",
            "-ex",
            "info sharedlibrary",
            &exe,
        ])
        .envs(f.env.iter().map(|(k, v)| (k, v)))
        .env_remove("ROCM_PATH")
        .current_dir(&co_dir)
        .output()
        .expect("running hdb");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(err, "", "{text}");
    assert!(
        text.contains("Thread 1 hit Breakpoint 1, with lanes [0-63], gcd_rec (a=0, b=0) at src/recursion.cl:16\n16\t    if (b == 0)\n$1 = 0\n"),
        "{text}"
    );
    assert!(text.contains("Yes         memory://"), "{text}");
}
