//! Whole HIP programs end to end: every program in `corpus/hip/NAME/` (built by
//! `corpus/build.sh hip` with Debian's hipcc) runs under `hdb run --sim` and must do what its
//! `expect.json` says a correct run does: the exit status (or the signal, for a program that a
//! GPU run aborts), the lines it prints, in order, on stdout and stderr.
//!
//! `expect.json`:
//! ```text
//! { "description": "…",
//!   "runs": [ { "programs": ["NAME.out", "NAME-O0.out"],  // each run separately
//!               "args": [], "hdb_args": ["--devices", "2"],  // hdb's go before PROGRAM
//!               "status": 0 | "signal": "SIGABRT",
//!               "stdout": [LINE…],            // in this order, other lines in between allowed
//!               "stdout_unordered": [LINE…],  // each matches its own line, anywhere
//!               "stdout_absent": [LINE…],     // no line matches
//!               "stderr": [LINE…] } ],        // in this order
//!   "native_without_gpu": { "status": 2 | "signal": "SIGSEGV", "stderr": [LINE…] },
//!   "debug": { "program": "NAME-O0.out", "hdb_args": [],     // optional
//!              "commands": [CMD…], "stdout": [LINE…] } }    // in order
//! ```
//! A LINE matches a whole line; `*` in it matches any run of characters (timings, register
//! counts, device names: what a correct run may print differently).
//!
//! One test per program (`sim::NAME`, so `cargo test --test hip_programs sim::dct` runs one);
//! `debug::NAME` runs the program's scripted session, `hdb debug --sim -batch -ex CMD…
//! PROGRAM`, and checks the per-lane values it prints (the sessions were checked against
//! `hdb debug --launch` on the same kernels with the same arguments);
//! `checked::NAME` runs each program (its -O2 and -O0 builds) again under `hdb run --sim
//! --check all`: it must do the same (the same status and lines, its stdout identical to the
//! unchecked run's but for the sanitizer's lines and the lines expect.json lets vary) and the
//! sanitizers must find nothing (`sanitize_bugs`, `sanitize_calls`, `sanitize_devmem` and
//! `sanitize_heap`, whose bugs are seeded, are checked by tests/sanitize_hip.rs).
//! `every_program_folder_is_listed` keeps the lists and the folders in step.
//! `without_a_gpu_rocm_fails_cleanly` runs each program natively against ROCm's own
//! `libamdhip64.so.5` on a machine without a GPU, where the programs must stop with the HIP
//! error of their first call (exit status 2), not crash or hang.

use crate::support;

use std::io::Read as _;
use std::os::unix::process::ExitStatusExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use serde::Deserialize;

/// One `#[test]` per program folder in module `$module`, each calling `$runner(NAME)`, and
/// the names as `$list`.
macro_rules! test_per_program {
    ($list:ident, $module:ident, $runner:ident: $($(#[$attr:meta])* $name:ident),* $(,)?) => {
        const $list: &[&str] = &[$(stringify!($name)),*];
        mod $module {
            $(#[test] $(#[$attr])* fn $name() { super::$runner(stringify!($name)); })*
        }
    };
}

test_per_program!(
    PROGRAMS,
    sim,
    runs_as_expected:
    binomial_option,
    bitonic_sort,
    collectives,
    cooperative_grid,
    dct,
    device_assert,
    device_globals,
    device_malloc,
    device_printf,
    device_properties,
    dwt_haar1d,
    dynamic_shared,
    error_handling,
    fast_walsh_transform,
    floyd_warshall,
    grid_3d,
    gws_semaphore,
    half_precision,
    hello_world,
    histogram,
    host_memory,
    intrinsics,
    managed_memory,
    managed_variable,
    matrix_multiplication,
    memcpy_2d,
    memset,
    module_api,
    occupancy,
    partial_workgroup,
    peer_devices,
    prefix_sum,
    recursive_gaussian,
    sanitize_bugs,
    sanitize_calls,
    sanitize_devmem,
    sanitize_heap,
    simple_convolution,
    sticky_error,
    streams_events,
    templates,
    wave_shuffles,
);

test_per_program!(
    CHECKED,
    checked,
    runs_clean_under_check:
    binomial_option,
    bitonic_sort,
    collectives,
    cooperative_grid,
    dct,
    device_assert,
    device_globals,
    device_malloc,
    device_printf,
    device_properties,
    dwt_haar1d,
    dynamic_shared,
    error_handling,
    fast_walsh_transform,
    floyd_warshall,
    grid_3d,
    half_precision,
    hello_world,
    histogram,
    host_memory,
    intrinsics,
    managed_memory,
    managed_variable,
    matrix_multiplication,
    memcpy_2d,
    memset,
    module_api,
    occupancy,
    partial_workgroup,
    peer_devices,
    prefix_sum,
    recursive_gaussian,
    simple_convolution,
    streams_events,
    templates,
    wave_shuffles,
);

/// The programs whose bugs are seeded (tests/sanitize_hip.rs checks their findings); every
/// other runs clean under `--check all`, but those of [`SEMAPHORE_ORDERED`] and
/// [`FAULTING`].
const SEEDED_BUGS: &[&str] = &[
    "sanitize_bugs",
    "sanitize_calls",
    "sanitize_devmem",
    "sanitize_heap",
];

/// Programs whose work-groups order their global accesses with GWS semaphores, which the race
/// checker does not model (it orders work-groups only by grid barriers and atomics).
const SEMAPHORE_ORDERED: &[&str] = &["gws_semaphore"];

/// Programs with a kernel that faults on purpose (the memory checker reports the access, and
/// the allocations `hipDeviceReset` frees as leaked).
const FAULTING: &[&str] = &["sticky_error"];

/// A dispatch whose waves all wait for a semaphore nothing releases stops the debugger at the
/// longest waiting wave, as `SIGSTOP`, with the reason said (a GPU would hang there).
#[test]
fn a_deadlocked_dispatch_stops_the_debugger_with_its_reason() {
    let path = program_path("gws_semaphore", "gws_semaphore.out");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
    cmd.args(["debug", "--sim", "--batch", "-ex", "run", "-ex", "bt"])
        .arg(&path)
        .arg("forget");
    let done = run_captured(cmd);
    let lines: Vec<&str> = done.stdout.lines().collect();
    let at = lines
        .iter()
        .position(|l| {
            l.starts_with("Thread ") && l.ends_with("received signal SIGSTOP, Stopped (signal).")
        })
        .unwrap_or_else(|| panic!("no SIGSTOP stop:\n{}\n{}", done.stdout, done.stderr));
    assert_eq!(
        lines.get(at + 1).copied(),
        Some(
            "hdb: deadlock: every wave left waits at a barrier or semaphore no wave can release \
             (on a GPU the dispatch would hang)."
        ),
        "{}",
        done.stdout
    );
    assert!(
        done.stdout
            .contains("__builtin_amdgcn_ds_gws_sema_p(kPublished);"),
        "{}",
        done.stdout
    );
}

/// The race checker reports exactly the accesses a GWS semaphore orders (the counter the lock
/// guards, the value published before the bulk release) and nothing else; every other
/// sanitizer runs clean.
#[test]
fn semaphore_ordered_accesses_are_the_only_races() {
    let path = program_path("gws_semaphore", "gws_semaphore.out");
    let run = |checks: &str| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
        cmd.args(["run", "--sim", "--check", checks]).arg(&path);
        run_captured(cmd)
    };
    let others = run("memory,init,sync,hazard");
    assert_eq!(
        others.status.and_then(|s| s.code()),
        Some(0),
        "{}",
        others.stdout
    );
    assert!(
        others.stdout.contains("========= ERROR SUMMARY: 0 errors"),
        "{}",
        others.stdout
    );
    let races = run("race");
    assert_eq!(
        races.status.and_then(|s| s.code()),
        Some(3),
        "{}",
        races.stdout
    );
    let mut lines: Vec<&str> = races
        .stdout
        .lines()
        .filter(|l| l.starts_with("=========     at pc "))
        .filter_map(|l| l.rsplit("gws_semaphore.hip:").next())
        .filter_map(|l| l.split(':').next())
        .collect();
    lines.sort_unstable();
    lines.dedup();
    assert_eq!(lines, ["51", "52", "57"], "{}", races.stdout);
}

test_per_program!(
    DEBUG_SESSIONS,
    debug,
    debug_session_as_expected:
    binomial_option,
    bitonic_sort,
    collectives,
    cooperative_grid,
    dct,
    device_malloc,
    device_printf,
    dwt_haar1d,
    fast_walsh_transform,
    floyd_warshall,
    grid_3d,
    half_precision,
    hello_world,
    histogram,
    intrinsics,
    matrix_multiplication,
    prefix_sum,
    recursive_gaussian,
    simple_convolution,
    templates,
    wave_shuffles,
);

/// Longest a program may run (the goal is under 10 s each; this is the hang guard).
const TIMEOUT: Duration = Duration::from_secs(300);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    #[allow(dead_code)] // for people reading the file
    description: String,
    runs: Vec<Run>,
    native_without_gpu: Outcome,
    #[allow(dead_code)]
    #[serde(default)]
    native_note: Option<String>,
    #[serde(default)]
    debug: Option<DebugSession>,
}

/// A scripted `hdb debug --sim` session and the lines it must print, in order.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DebugSession {
    program: String,
    #[serde(default)]
    hdb_args: Vec<String>,
    commands: Vec<String>,
    stdout: Vec<String>,
}

/// Unknown keys are refused in `expect_of` (serde's `deny_unknown_fields` does not work
/// with `flatten`).
#[derive(Deserialize)]
struct Run {
    programs: Vec<String>,
    #[serde(default)]
    args: Vec<String>,
    #[serde(default)]
    hdb_args: Vec<String>,
    #[serde(flatten)]
    outcome: Outcome,
    #[serde(default)]
    stdout: Vec<String>,
    #[serde(default)]
    stdout_unordered: Vec<String>,
    #[serde(default)]
    stdout_absent: Vec<String>,
}

/// How a run ends and what it prints on stderr.
#[derive(Deserialize)]
struct Outcome {
    #[serde(default)]
    status: Option<i32>,
    #[serde(default)]
    signal: Option<String>,
    #[serde(default)]
    stderr: Vec<String>,
}

/// What a finished (or timed-out) process left.
struct Finished {
    status: Option<ExitStatus>,
    stdout: String,
    stderr: String,
    elapsed: Duration,
}

fn hip_dir() -> PathBuf {
    support::corpus().join("hip")
}

fn expect_of(name: &str) -> Expect {
    let path = hip_dir().join(name).join("expect.json");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    let raw: serde_json::Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let keys_within = |v: &serde_json::Value, what: &str, allowed: &[&str]| {
        for key in v.as_object().into_iter().flat_map(|o| o.keys()) {
            assert!(
                allowed.contains(&key.as_str()),
                "{}: unknown key `{key}` in {what}",
                path.display()
            );
        }
    };
    for run in raw["runs"].as_array().into_iter().flatten() {
        keys_within(
            run,
            "a run",
            &[
                "programs",
                "args",
                "hdb_args",
                "status",
                "signal",
                "stderr",
                "stdout",
                "stdout_unordered",
                "stdout_absent",
            ],
        );
    }
    keys_within(
        &raw["native_without_gpu"],
        "native_without_gpu",
        &["status", "signal", "stderr"],
    );
    serde_json::from_value(raw).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// corpus/hip/NAME/PROGRAM, which must exist.
fn program_path(name: &str, program: &str) -> PathBuf {
    let path = hip_dir().join(name).join(program);
    assert!(
        path.is_file(),
        "{} is missing: run `bash corpus/build.sh hip`",
        path.display()
    );
    path
}

/// Does `line` match `pattern`, where `*` matches any run of characters?
fn glob_matches(pattern: &str, line: &str) -> bool {
    let mut parts = pattern.split('*');
    let first = parts.next().unwrap_or("");
    let Some(mut rest) = line.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    let Some((last, middle)) = parts.split_last() else {
        return rest.is_empty(); // no `*`: the whole line
    };
    for part in middle {
        match rest.find(part) {
            Some(i) => rest = &rest[i + part.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

/// Every pattern matches a line of `text`, in order. Returns the problems.
fn in_order(stream: &str, patterns: &[String], text: &str) -> Vec<String> {
    let mut lines = text.lines();
    for p in patterns {
        if !lines.any(|l| glob_matches(p, l)) {
            return vec![format!(
                "{stream}: no line `{p}` (after the lines matched before it)"
            )];
        }
    }
    Vec::new()
}

/// Every pattern matches a line of its own, in any order.
fn unordered(patterns: &[String], text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut used = vec![false; lines.len()];
    let mut problems = Vec::new();
    for p in patterns {
        match (0..lines.len()).find(|&i| !used[i] && glob_matches(p, lines[i])) {
            Some(i) => used[i] = true,
            None => problems.push(format!("stdout: no line `{p}` (any order)")),
        }
    }
    problems
}

fn signal_number(name: &str) -> i32 {
    match name {
        "SIGABRT" => 6,
        "SIGSEGV" => 11,
        "SIGKILL" => 9,
        "SIGBUS" => 7,
        "SIGILL" => 4,
        "SIGTRAP" => 5,
        _ => panic!("expect.json names an unknown signal {name}"),
    }
}

/// The end of a run against an expected outcome. A signal may also come as the shell's
/// 128 + N exit status: a wrapper that runs the program cannot die of the same signal
/// without re-raising it.
fn outcome_problems(expected: &Outcome, run: &Finished) -> Vec<String> {
    let Some(status) = run.status else {
        return vec![format!("still running after {TIMEOUT:?}: killed")];
    };
    let ok = match (expected.status, &expected.signal) {
        (Some(code), None) => status.code() == Some(code),
        (None, Some(sig)) => {
            let n = signal_number(sig);
            status.signal() == Some(n) || status.code() == Some(128 + n)
        }
        _ => panic!("expect.json: give exactly one of \"status\" and \"signal\""),
    };
    let mut problems = Vec::new();
    if !ok {
        let wanted = match (expected.status, &expected.signal) {
            (Some(code), _) => format!("exit status {code}"),
            (_, Some(sig)) => sig.clone(),
            _ => unreachable!(),
        };
        problems.push(format!("ended with {status}, expected {wanted}"));
    }
    problems.extend(in_order("stderr", &expected.stderr, &run.stderr));
    problems
}

/// Runs `cmd` with its output captured, killing its process group after TIMEOUT.
fn run_captured(mut cmd: Command) -> Finished {
    use std::os::unix::process::CommandExt as _;
    let start = Instant::now();
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .unwrap_or_else(|e| panic!("starting {cmd:?}: {e}"));
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let out_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = out.read_to_end(&mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.read_to_end(&mut s);
        s
    });
    let status = loop {
        if let Some(status) = child.try_wait().expect("waiting") {
            break Some(status);
        }
        if start.elapsed() > TIMEOUT {
            // the whole group: the program may be a child of hdb
            let _ = Command::new("kill")
                .args(["-KILL", "--", &format!("-{}", child.id())])
                .status();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    Finished {
        status,
        stdout: text(out_reader.join().expect("stdout reader")),
        stderr: text(err_reader.join().expect("stderr reader")),
        elapsed: start.elapsed(),
    }
}

fn report(what: &str, run: &Finished, problems: &[String]) -> String {
    format!(
        "{what} ({:.1} s):\n  {}\n--- stdout\n{}--- stderr\n{}",
        run.elapsed.as_secs_f64(),
        problems.join("\n  "),
        run.stdout,
        run.stderr
    )
}

/// Every run of corpus/hip/NAME/expect.json under `hdb run --sim`.
fn runs_as_expected(name: &str) {
    let expect = expect_of(name);
    let mut failures = Vec::new();
    for run in &expect.runs {
        for program in &run.programs {
            let path = program_path(name, program);
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
            cmd.args(["run", "--sim"])
                .args(&run.hdb_args)
                .arg(&path)
                .args(&run.args);
            let what = ["hdb run --sim"]
                .into_iter()
                .chain(run.hdb_args.iter().map(String::as_str))
                .chain([program.as_str()])
                .chain(run.args.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join(" ");
            let done = run_captured(cmd);
            let mut problems = outcome_problems(&run.outcome, &done);
            if done.status.is_some() {
                problems.extend(in_order("stdout", &run.stdout, &done.stdout));
                problems.extend(unordered(&run.stdout_unordered, &done.stdout));
                for p in &run.stdout_absent {
                    if done.stdout.lines().any(|l| glob_matches(p, l)) {
                        problems.push(format!(
                            "stdout: a line matches `{p}`, which must not appear"
                        ));
                    }
                }
            }
            if !problems.is_empty() {
                failures.push(report(&what, &done, &problems));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every run of corpus/hip/NAME/expect.json again under `hdb run --sim --check all`: what
/// the unchecked run does, with the sanitizers finding nothing.
fn runs_clean_under_check(name: &str) {
    let expect = expect_of(name);
    let mut failures = Vec::new();
    for run in &expect.runs {
        // The -O0 builds too: their spills and reloads through scratch are what `init`'s
        // origins and the private-segment bounds are for.
        for program in &run.programs {
            let path = program_path(name, program);
            let command = |check: bool| {
                let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
                cmd.args(["run", "--sim"]).args(&run.hdb_args);
                if check {
                    cmd.args(["--check", "all"]);
                }
                cmd.arg(&path).args(&run.args);
                cmd
            };
            let plain = run_captured(command(false));
            let done = run_captured(command(true));
            let what = format!("hdb run --sim --check all {program}");
            let mut problems = outcome_problems(&run.outcome, &done);
            let (sanitizer, own): (Vec<&str>, Vec<&str>) = done
                .stdout
                .lines()
                .partition(|l| l.starts_with("========="));
            let clean =
                "========= ERROR SUMMARY: 0 errors (memory 0, init 0, race 0, sync 0, hazard 0)";
            if sanitizer.last() != Some(&clean) || sanitizer.len() != 2 {
                problems.push(format!("the sanitizers found something: {sanitizer:#?}"));
            }
            // The program's own output, but for the lines expect.json lets vary (timings).
            let varies = |l: &str| {
                run.stdout
                    .iter()
                    .chain(&run.stdout_unordered)
                    .any(|p| p.contains('*') && glob_matches(p, l))
            };
            let theirs: Vec<&str> = plain.stdout.lines().collect();
            if own.len() != theirs.len()
                || own
                    .iter()
                    .zip(&theirs)
                    .any(|(a, b)| a != b && !(varies(a) && varies(b)))
            {
                problems.push(format!(
                    "stdout differs from the unchecked run's:\n{}",
                    plain.stdout
                ));
            }
            if plain.status.and_then(|s| s.code()) != done.status.and_then(|s| s.code())
                || plain.status.and_then(|s| s.signal()) != done.status.and_then(|s| s.signal())
            {
                problems.push(format!(
                    "ended with {:?}, unchecked with {:?}",
                    done.status, plain.status
                ));
            }
            if !problems.is_empty() {
                failures.push(report(&what, &done, &problems));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The scripted session of corpus/hip/NAME/expect.json under `hdb debug --sim`.
fn debug_session_as_expected(name: &str) {
    let expect = expect_of(name);
    let session = expect
        .debug
        .unwrap_or_else(|| panic!("{name}/expect.json has no \"debug\" session"));
    let path = program_path(name, &session.program);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
    cmd.args(["debug", "--sim"])
        .args(&session.hdb_args)
        .arg("-batch");
    for c in &session.commands {
        cmd.args(["-ex", c]);
    }
    cmd.arg(&path);
    let done = run_captured(cmd);
    let mut problems = Vec::new();
    match done.status {
        None => problems.push(format!("still running after {TIMEOUT:?}: killed")),
        Some(s) if !s.success() => problems.push(format!("ended with {s}, expected exit status 0")),
        Some(_) => {}
    }
    problems.extend(in_order("stdout", &session.stdout, &done.stdout));
    if !problems.is_empty() {
        let what = format!("hdb debug --sim -batch -ex … {}", session.program);
        panic!("{}", report(&what, &done, &problems));
    }
}

/// `hdb debug --sim` over a whole program: a kernel breakpoint resolves before `run` (the
/// program's code objects are known), stops come from the dispatches the program makes in
/// turn (the host goes on between them), `kill` ends the program and `run` starts it again,
/// and the program's end is the session's.
#[test]
fn debug_sim_follows_launches_to_the_end() {
    let path = program_path("bitonic_sort", "bitonic_sort-O0.out");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
    cmd.args(["debug", "--sim", "--target", "gfx90a", "-batch"]);
    for c in [
        "break sort_tiles",
        "run",
        "info dispatches",
        "delete 1",
        "break merge_tiles",
        "continue",
        "info dispatches",
        "print size",
        "kill",
        "run",
        "delete",
        "continue",
    ] {
        cmd.args(["-ex", c]);
    }
    cmd.arg(&path);
    let done = run_captured(cmd);
    let expected: Vec<String> = [
        "Breakpoint 1 at 0x*: file hip/bitonic_sort/bitonic_sort.hip, line 46.",
        "Thread 1 hit Breakpoint 1, with lanes [0-63], sort_tiles (keys=0x*) at hip/bitonic_sort/bitonic_sort.hip:46",
        "* 1    AMDGPU Dispatch 1:1:1 (PKID 0) [32768,1,1] [256,1,1] B|As|Rs sort_tiles(unsigned int*)",
        "Breakpoint 2 at 0x*: file hip/bitonic_sort/bitonic_sort.hip, line 73.",
        "Thread 1025 hit Breakpoint 2, with lanes [0-63], merge_tiles (keys=0x*, size=1024) at hip/bitonic_sort/bitonic_sort.hip:73",
        "* 3    AMDGPU Dispatch 1:1:3 (PKID 2)*merge_tiles(unsigned int*, unsigned int)",
        "$1 = 1024",
        "[Inferior 1 (process *) killed]",
        "Thread 1025 hit Breakpoint 2, with lanes [0-63], merge_tiles (keys=0x*, size=1024) at hip/bitonic_sort/bitonic_sort.hip:73",
        "PASSED",
        "[Inferior 1 (process *) exited normally]",
    ]
    .map(String::from)
    .to_vec();
    let mut problems = in_order("stdout", &expected, &done.stdout);
    if !done.status.is_some_and(|s| s.success()) {
        problems.push(format!(
            "ended with {:?}, expected exit status 0",
            done.status
        ));
    }
    if !done.stderr.contains("host side is not debugged") {
        problems.push("stderr: no word that the host side is not debugged".into());
    }
    assert!(
        problems.is_empty(),
        "{}",
        report("hdb debug --sim bitonic_sort", &done, &problems)
    );
}

/// `hdb debug --sim` shows the host thread waiting in the launch of the kernel it stopped:
/// `info threads` lists it in the HIP call, `thread H1` selects it, its `bt` reaches `main`
/// at the launch's source line, `frame`/`list` show that line, and `x/2i $pc` decodes the
/// host code at its PC.
#[test]
fn debug_sim_shows_the_host_thread_of_the_launch() {
    let source = std::fs::read_to_string(hip_dir().join("hello_world/hello_world.hip"))
        .expect("hello_world.hip");
    let launch_line = source
        .lines()
        .position(|l| l.contains("hipLaunchKernelGGL(reverse_shift"))
        .expect("the launch in hello_world.hip")
        + 1;
    // main's frame: the -O0 build calls the kernel's host stub first.
    for (program, main_level) in [("hello_world-O0.out", 2), ("hello_world.out", 1)] {
        let path = program_path("hello_world", program);
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
        cmd.args(["debug", "--sim", "-batch"]);
        let select_main = format!("frame {main_level}");
        for c in [
            "break reverse_shift",
            "run",
            "info threads",
            "thread H1",
            "x/2i $pc",
            "bt",
            &select_main,
            "list",
            "thread 1",
            "bt",
        ] {
            cmd.args(["-ex", c]);
        }
        cmd.arg(&path);
        let done = run_captured(cmd);
        let main = format!(
            "#{main_level}  0x* in main () at hip/hello_world/hello_world.hip:{launch_line}"
        );
        let source_line = format!("{launch_line}\t    hipLaunchKernelGGL(reverse_shift*");
        let expected: Vec<String> = [
            "Thread 1 hit Breakpoint 1, *reverse_shift (*",
            "  H1   Thread 0x* (LWP *) \"hello_world*\" -      0x* in hipLaunchKernel* () from */libamdhip64.so.5",
            "* 1    AMDGPU Wave 1:1:1:1 *",
            "[Switching to thread H1 (Thread 0x* (LWP *))]",
            "#0  0x* in hipLaunchKernel* () from */libamdhip64.so.5",
            "=> 0x* <hipLaunchKernel*+*>:\t*",
            "   0x*:\t*",
            "#0  0x* in hipLaunchKernel* () from */libamdhip64.so.5",
            &main,
            &main,
            &source_line,
            &source_line,
            "#0  reverse_shift (*) at hip/hello_world/hello_world.hip:*",
        ]
        .map(String::from)
        .to_vec();
        let mut problems = in_order("stdout", &expected, &done.stdout);
        if !done.status.is_some_and(|s| s.success()) {
            problems.push(format!("ended with {:?}", done.status));
        }
        assert!(
            problems.is_empty(),
            "{}",
            report(&format!("hdb debug --sim {program}"), &done, &problems)
        );
    }
}

#[test]
fn every_program_folder_is_listed() {
    let mut folders: Vec<String> = std::fs::read_dir(hip_dir())
        .expect("corpus/hip")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.join("expect.json").is_file())
        .map(|p| p.file_name().expect("name").to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut listed: Vec<String> = PROGRAMS.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(
        folders, listed,
        "corpus/hip folders with an expect.json vs PROGRAMS"
    );
    let mut checked: Vec<&str> = CHECKED.to_vec();
    checked.extend_from_slice(SEEDED_BUGS);
    checked.extend_from_slice(SEMAPHORE_ORDERED);
    checked.extend_from_slice(FAULTING);
    checked.sort();
    assert_eq!(
        checked,
        listed.iter().map(String::as_str).collect::<Vec<_>>(),
        "PROGRAMS vs CHECKED, the seeded-bugs, the semaphore-ordered and the faulting programs"
    );
    let mut with_session: Vec<&str> = PROGRAMS
        .iter()
        .copied()
        .filter(|n| expect_of(n).debug.is_some())
        .collect();
    with_session.sort();
    let mut sessions = DEBUG_SESSIONS.to_vec();
    sessions.sort();
    assert_eq!(
        with_session, sessions,
        "expect.json files with a \"debug\" session vs DEBUG_SESSIONS"
    );
    for name in PROGRAMS {
        let expect = expect_of(name);
        assert!(!expect.runs.is_empty(), "{name}: no runs");
        for program in expect.runs.iter().flat_map(|r| &r.programs) {
            assert!(
                hip_dir().join(name).join(program).is_file(),
                "{name}/{program} is missing: run `bash corpus/build.sh hip`"
            );
        }
    }
}

#[test]
fn glob_patterns() {
    assert!(glob_matches("PASSED", "PASSED"));
    assert!(!glob_matches("PASSED", "PASSED!"));
    assert!(!glob_matches("PASSED", "NOT PASSED"));
    assert!(glob_matches("stream 0: * ms", "stream 0: 1.250 ms"));
    assert!(glob_matches("stream 0: * ms", "stream 0:  ms"));
    assert!(!glob_matches("stream 0: * ms", "stream 0: 1.250 s"));
    assert!(glob_matches("*", ""));
    assert!(glob_matches("a*b*c", "a-b-b-c"));
    assert!(!glob_matches("a*b*c", "a-c-b"));
    assert!(!glob_matches("ab*ba", "aba"));
}

/// On a machine without a GPU, ROCm's own runtime refuses the programs' first HIP call;
/// each program must then stop with status 2 and name the error (one program, whose
/// `__managed__` variables ROCm 5.2 registers before `main`, dies inside the runtime: its
/// expect.json says so). Needs Debian's libamdhip64-5 (`.ci/run` installs it).
#[test]
fn without_a_gpu_rocm_fails_cleanly() {
    if Path::new("/dev/kfd").exists() {
        eprintln!(
            "/dev/kfd exists: this machine may have a GPU, so the programs may run; not checked"
        );
        return;
    }
    let mut failures = Vec::new();
    for name in PROGRAMS {
        let expect = expect_of(name);
        let mut programs: Vec<&String> = expect.runs.iter().flat_map(|r| &r.programs).collect();
        programs.sort();
        programs.dedup();
        for program in programs {
            let path = hip_dir().join(name).join(program);
            let done = run_captured(Command::new(&path));
            if done.stderr.contains("error while loading shared libraries") {
                panic!(
                    "{}: {}install Debian's libamdhip64-5 (bash .ci/run does)",
                    path.display(),
                    done.stderr
                );
            }
            let mut problems = outcome_problems(&expect.native_without_gpu, &done);
            if done.stdout.lines().any(|l| l == "PASSED") {
                problems.push("printed PASSED without a device".into());
            }
            if !problems.is_empty() {
                failures.push(report(
                    &format!("{name}/{program} natively"),
                    &done,
                    &problems,
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `tests/data/hip-abi/rocmN.txt`: the `name@version` symbols a program built against ROCm N
/// may import from libamdhip64 (the stand-in runtime must export every one).
fn abi_list(major: u32) -> Vec<(String, String)> {
    let path = support::root().join(format!("tests/data/hip-abi/rocm{major}.txt"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (name, version) = l
                .split_once('@')
                .unwrap_or_else(|| panic!("{}: `{l}` is not name@version", path.display()));
            (name.to_string(), version.to_string())
        })
        .collect()
}

#[test]
fn abi_lists_are_well_formed() {
    for major in [5, 6, 7] {
        let list = abi_list(major);
        let mut names: Vec<&str> = list.iter().map(|(n, _)| n.as_str()).collect();
        names.sort();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len(), "rocm{major}.txt names a symbol twice");
        for (name, version) in &list {
            let number = version.strip_prefix("hip_").unwrap_or_else(|| {
                panic!("rocm{major}.txt: {name}@{version}: versions are hip_MAJOR.MINOR")
            });
            let node_major: u32 = number.split('.').next().unwrap().parse().unwrap();
            assert!(
                node_major <= major,
                "rocm{major}.txt: {name}@{version} is newer than ROCm {major}"
            );
        }
        let has = |s: &str| list.iter().any(|(n, v)| format!("{n}@{v}") == s);
        for s in [
            "__hipRegisterFatBinary@hip_4.2",
            "hipLaunchKernel@hip_4.2",
            "hipGetDeviceProperties@hip_4.2",
        ] {
            assert!(has(s), "rocm{major}.txt lacks {s}");
        }
        assert_eq!(
            has("hipGetDevicePropertiesR0600@hip_6.0"),
            major >= 6,
            "rocm{major}.txt"
        );
    }
}

/// The corpus programs are ROCm 5 builds: each needs libamdhip64.so.5 and imports only
/// symbols of rocm5.txt.
#[test]
fn corpus_programs_import_only_listed_rocm5_symbols() {
    let list: std::collections::HashSet<String> = abi_list(5)
        .into_iter()
        .map(|(n, v)| format!("{n}@{v}"))
        .collect();
    let programs = support::files_with(&hip_dir(), &[".out"]);
    assert!(
        programs.len() >= 31,
        "{} programs in corpus/hip",
        programs.len()
    );
    let mut missing = Vec::new();
    for program in &programs {
        let p = program.to_string_lossy();
        let dynamic = support::stdout_ok(
            &support::oracle("llvm-readelf-19", &["-d", &p]),
            "llvm-readelf -d",
        );
        assert!(
            dynamic.contains("[libamdhip64.so.5]"),
            "{p} does not need libamdhip64.so.5"
        );
        let syms = support::stdout_ok(
            &support::oracle("llvm-readelf-19", &["--dyn-syms", "-W", &p]),
            "llvm-readelf --dyn-syms",
        );
        let mut imports = 0;
        for line in syms.lines().filter(|l| l.contains(" UND ")) {
            let Some(name) = line.split_whitespace().last() else {
                continue;
            };
            if name.contains("@hip_") {
                imports += 1;
                if !list.contains(name) {
                    missing.push(format!("{p}: {name}"));
                }
            }
        }
        assert!(imports > 0, "{p} imports nothing from libamdhip64");
    }
    assert!(
        missing.is_empty(),
        "imports not in rocm5.txt:\n{}",
        missing.join("\n")
    );
}

/// Reverse execution in a HIP program (`hdb debug --sim`): `record` covers the dispatch in
/// flight; going back over kernel `printf`s and forward again replays the host's answers
/// instead of asking the host again, so each line is printed once and the kernel goes on as
/// it did; going back past the dispatch's start is the history's end, and the host side is
/// said not to be recorded.
#[test]
fn reverse_in_a_hip_program_replays_printf_once() {
    let path = program_path("device_printf", "device_printf-O0.out");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
    cmd.args(["debug", "--sim", "--target", "gfx90a", "-batch"]);
    for c in [
        "break formats",
        "run",
        "record",
        "next",
        "next",
        "next",
        "next",
        "reverse-next",
        "reverse-next",
        "reverse-next",
        "record goto end",
        "reverse-continue",
        "record goto end",
        "delete",
        "continue",
    ] {
        cmd.args(["-ex", c]);
    }
    cmd.arg(&path);
    let done = run_captured(cmd);
    let out = &done.stdout;
    // The steps forward, then back to line 31 (the first printf), then forward again to
    // where they had got.
    assert!(
        out.contains("36\t    printf(\"width [%5d]")
            && out.contains("32\t    printf(\"int %d")
            && out.contains("31\t    printf(\"no arguments\\n\");"),
        "{out}"
    );
    assert!(out.contains("Go forward to insn number"), "{out}");
    assert!(
        out.contains("No more reverse-execution history.\n(Recording covers the running dispatch from its start; the host program is not recorded.)"),
        "{out}"
    );
    for line in [
        "no arguments",
        "int 42, negative -42, unsigned 4000000000, hex beef, HEX BEEF, octal 10",
        "long -1234567890123, long long 9000000000000000000, unsigned long long 18000000000000000000",
        "width [    7] [7    ] [00007] [+7]",
        "literal on the GPU, device string from a hipMemcpy",
        "PASSED",
    ] {
        assert_eq!(
            out.lines().filter(|l| *l == line).count(),
            1,
            "{line:?} once in:\n{out}"
        );
    }
    assert!(out.contains("exited normally"), "{out}");
}

/// The README's first command (a debugging session on a bundled HIP program) as a new user
/// runs it, with the words after `cargo run … --` given to this build's `hdb`: it must end
/// normally and print the values the program's inputs give.
#[test]
fn the_readme_first_command_debugs_a_hip_program() {
    let readme = std::fs::read_to_string(support::root().join("README.md")).expect("README.md");
    let line = readme
        .lines()
        .find(|l| l.starts_with("cargo run "))
        .expect("the README's first command");
    let command = line.split("   #").next().unwrap_or(line);
    let words = shell_words(command.split_once(" -- ").expect("`cargo run … -- ARGS`").1);
    assert!(
        words.iter().any(|w| w == "--sim"),
        "the first command debugs a HIP program in the simulator: {command}"
    );
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
    cmd.args(&words).current_dir(support::root());
    let done = run_captured(cmd);
    assert!(
        done.status.is_some_and(|s| s.success()),
        "{command}\n{}{}",
        done.stdout,
        done.stderr
    );
    let problems = in_order(
        "stdout",
        &[
            "*hit Breakpoint 1, with lane 4, reverse_shift (*n=11) at hip/hello_world/hello_world.hip:31".into(),
            "$1 = 4".into(),
            "$2 = 110 'n'".into(),
            "$3 = 107 'k'".into(),
            "#0  reverse_shift (*) at hip/hello_world/hello_world.hip:31".into(),
        ],
        &done.stdout,
    );
    assert!(
        problems.is_empty(),
        "{command}\n{problems:?}\n{}",
        done.stdout
    );
}

/// Splits a shell command line into words: double-quoted words keep their spaces.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    words.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        words.push(word);
    }
    words
}

/// A program named without a folder is the file of that name in the current folder, as gdb
/// takes it (exec alone would look for it on PATH).
#[test]
fn a_bare_program_name_is_the_file_here() {
    let out = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(["run", "--sim", "hello_world.out"])
        .current_dir(support::corpus().join("hip/hello_world"))
        .output()
        .expect("running hdb");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("PASSED"),
        "{:?}\n{stdout}{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `--stats` counts every HIP call the program made, by request, and the table adds up to
/// the summary's served time.
#[test]
fn stats_table_counts_every_call() {
    let out = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(["run", "--sim", "--stats", "streams_events.out"])
        .current_dir(support::corpus().join("hip/streams_events"))
        .output()
        .expect("running hdb");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?}\n{stderr}", out.status);
    let summary = stderr
        .lines()
        .find(|l| l.contains("HIP calls served in"))
        .unwrap_or_else(|| panic!("no summary:\n{stderr}"));
    let words: Vec<&str> = summary.split_whitespace().collect();
    let at = |w: &str| words.iter().position(|x| *x == w).expect(w);
    let calls: u64 = words[at("HIP") - 1].parse().unwrap();
    let served: f64 = words[at("served") + 2].parse().unwrap();
    // Times to the microsecond: a program with a few milliseconds of kernels must not read
    // as 0.001 s of them.
    for w in [at("served") + 2, at("kernels") - 3, at("all") - 3] {
        let decimals = words[w].split_once('.').map_or(0, |(_, d)| d.len());
        assert_eq!(decimals, 6, "`{}` in {summary}", words[w]);
    }
    let rows: Vec<Vec<&str>> = stderr
        .lines()
        .skip_while(|l| !l.contains("by request"))
        .skip(2)
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|w| w.len() == 6)
        .collect();
    let count = |kind: &str| -> u64 {
        rows.iter()
            .find(|w| w[5] == kind)
            .map_or(0, |w| w[2].parse().unwrap())
    };
    assert_eq!(count("Launch"), 5, "{stderr}");
    assert_eq!(count("StreamCreate"), 4, "{stderr}");
    assert_eq!(
        rows.iter()
            .map(|w| w[2].parse::<u64>().unwrap())
            .sum::<u64>(),
        calls
    );
    let total_ms: f64 = rows
        .iter()
        .map(|w| w[1].trim_end_matches("ms").parse::<f64>().unwrap())
        .sum();
    assert!(
        (total_ms / 1e3 - served).abs() < 0.002 + served * 0.01,
        "rows add to {total_ms} ms, the summary says {served} s\n{stderr}"
    );
    // The program's own count of the time it was blocked: every call it made, each
    // connection's `Hello` inside the call that opened it, and at least the kernels' time.
    let waited = stderr
        .lines()
        .find(|l| l.starts_with("hdb: the program waited"))
        .unwrap_or_else(|| panic!("no line on what the program waited for:\n{stderr}"));
    let words: Vec<&str> = waited.split_whitespace().collect();
    let at = |w: &str| words.iter().position(|x| *x == w).expect(w);
    let seconds: f64 = words[at("waited") + 1].parse().unwrap();
    let program_calls: u64 = words[at("HIP") - 1].parse().unwrap();
    let kernels: f64 = words[at("kernels") - 5].parse().unwrap();
    assert_eq!(program_calls, calls - count("Hello"), "{stderr}");
    // One thread, one connection: the calls of its exit handlers (`__hipUnregisterFatBinary`
    // after the thread's storage went) reuse it instead of connecting again.
    assert_eq!(count("Hello"), 1, "{stderr}");
    assert!(seconds >= kernels && kernels > 0.0, "{stderr}");
    // By request, the times the program waited add up to the line's.
    let waited_ms: f64 = rows
        .iter()
        .filter(|w| w[4] != "-")
        .map(|w| w[4].trim_end_matches("ms").parse::<f64>().unwrap())
        .sum();
    assert!(
        (waited_ms / 1e3 - seconds).abs() < 1e-5 * rows.len() as f64,
        "rows add to {waited_ms} ms waited, the line says {seconds} s\n{stderr}"
    );
}

/// A program that does not exit through `exit` cannot report how long it waited, and
/// `--stats` says so instead of printing a time.
#[test]
fn stats_say_when_the_program_did_not_report_its_waiting() {
    let out = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(["run", "--sim", "--stats", "device_assert.out"])
        .current_dir(support::corpus().join("hip/device_assert"))
        .output()
        .expect("running hdb");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("hdb: the program did not report how long it waited"),
        "{:?}\n{stderr}",
        out.status
    );
}

/// Without a GPU (here: no amd-dbgapi library), `hdb run PROGRAM` and `hdb debug PROGRAM`
/// take the simulator for a HIP program and say so in one line; `--gpu` insists on hardware.
#[test]
fn without_a_gpu_hdb_chooses_the_simulator() {
    let path = program_path("hello_world", "hello_world-O0.out");
    let hdb = |args: &[&str]| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
        cmd.args(args)
            .arg(&path)
            .env("HDB_DBGAPI_LIBRARY", "/nonexistent/librocm-dbgapi.so.0");
        run_captured(cmd)
    };
    let says = |run: &Finished| {
        run.stderr
            .lines()
            .filter(|l| l.starts_with("hdb: no GPU (cannot load the amd-dbgapi library"))
            .count()
    };
    let run = hdb(&["run"]);
    assert!(
        run.status.is_some_and(|s| s.success()) && run.stdout.contains("PASSED") && says(&run) == 1,
        "{}",
        report("hdb run PROGRAM", &run, &[])
    );
    let session = hdb(&[
        "debug",
        "-batch",
        "-ex",
        "break hello_world.hip:31",
        "-ex",
        "run",
        "-ex",
        "lane 3",
        "-ex",
        "print i",
        "-ex",
        "kill",
    ]);
    let source = std::fs::read_to_string(hip_dir().join("hello_world/hello_world.hip")).unwrap();
    assert!(
        source.lines().nth(30).is_some_and(|l| l.contains("out[i]")),
        "line 31 of hello_world.hip no longer writes out[i]: {:?}",
        source.lines().nth(30)
    );
    assert!(
        says(&session) == 1
            && session.stdout.contains("hit Breakpoint 1")
            && session.stdout.lines().any(|l| l == "$1 = 3"),
        "{}",
        report("hdb debug PROGRAM", &session, &[])
    );
    for args in [
        &["run", "--gpu"][..],
        &["debug", "--gpu", "-batch", "-ex", "run"][..],
    ] {
        let refused = hdb(args);
        assert!(
            refused.status.is_some_and(|s| s.code() == Some(1))
                && refused
                    .stderr
                    .contains("cannot load the amd-dbgapi library")
                && says(&refused) == 0,
            "{}",
            report(&format!("hdb {args:?} PROGRAM"), &refused, &[])
        );
    }
}

/// A fat binary without a code object for the devices: registration does not wait for hdb,
/// so its error reaches the program at the kernel's first launch (`hipErrorNoBinaryForGpu`,
/// as ROCm reports it), and hdb's messages print once each.
#[test]
fn a_fat_binary_without_a_code_object_for_the_devices_fails_at_launch() {
    let out = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(["run", "--sim", "--target", "gfx1100", "error_handling.out"])
        .current_dir(support::corpus().join("hip/error_handling"))
        .output()
        .expect("running hdb");
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    let launch = stdout
        .lines()
        .find(|l| l.starts_with("launch with 2048 work-items per group:"))
        .unwrap_or_else(|| panic!("no first launch:\n{stdout}"));
    assert!(launch.contains("hipErrorNoBinaryForGpu"), "{stdout}");
    let count = |what: &str| stderr.matches(what).count();
    assert_eq!(
        count("has no code object for gfx1100 (it has: gfx1030, gfx90a); its kernels fail"),
        1,
        "{stderr}"
    );
    assert_eq!(
        count("hdb: kernel `_Z7add_onePii`: the fat binary"),
        1,
        "{stderr}"
    );
    assert_eq!(out.status.code(), Some(1), "{stderr}");
}
