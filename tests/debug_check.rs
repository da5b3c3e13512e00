//! `hdb debug --check` end to end: a sanitizer finding stops its wave before the bad
//! instruction runs, at the line and in the lanes `hdb run --check` reports for the same
//! launch; `continue` goes on to the next finding or the end; `info checks` counts them; a
//! clean kernel runs as it does without checks.

use crate::support;

use std::collections::BTreeSet;
use std::io::Write as _;
use std::process::{Command, Stdio};

use serde_json::Value;

/// The seeded bugs' launch files (`corpus/sanitize/`).
const SEEDED: [&str; 6] = [
    "off_by_one",
    "uninit_lds",
    "missing_barrier",
    "divergent_barrier",
    "missing_wait",
    "lds_overflow",
];

fn launch(name: &str) -> String {
    support::corpus()
        .join(format!("sanitize/{name}.json"))
        .to_string_lossy()
        .into_owned()
}

/// Lanes of a JSON list.
fn lanes(v: &Value) -> Vec<u64> {
    v.as_array()
        .map(|a| a.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default()
}

/// (check.kind, line, lanes) of a JSON finding where a debugger stops for it (an
/// uninitialised value's use, else the finding's site).
fn stop_key(v: &Value) -> (String, u64, Vec<u64>) {
    let site = if v["kind"] == "uninitialized" && v.get("other").is_some() {
        &v["other"]
    } else {
        &v["site"]
    };
    (
        format!(
            "{}.{}",
            v["check"].as_str().unwrap_or(""),
            v["kind"].as_str().unwrap_or("")
        ),
        site["line"].as_u64().unwrap_or(0),
        lanes(&site["lanes"]),
    )
}

/// (check.kind, line, lanes) of every finding `hdb run --check all --json` reports that an
/// instruction makes: where a debugger stops for it (an uninitialised value's use, else the
/// finding's site). Uninitialised bytes left in an output buffer are found when the
/// dispatch ends, where nothing stops.
fn run_findings(launch: &str) -> BTreeSet<(String, u64, Vec<u64>)> {
    let out = support::hdb(&["run", "--launch", launch, "--check", "all", "--json"]);
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|v| v.get("kind").is_some() && v.get("check").is_some())
        .filter(|v| v["use"] != "output")
        .map(|v| stop_key(&v))
        .collect()
}

/// The JSON objects of `hdb debug --launch LAUNCH --json -batch` running `commands`, with
/// `extra` flags.
fn debug_json(launch: &str, extra: &[&str], commands: &[&str]) -> Vec<Value> {
    let mut args = vec!["debug", "--launch", launch, "--json", "-batch"];
    args.extend_from_slice(extra);
    for c in commands {
        args.extend(["-ex", c]);
    }
    // Exit status 1: the `continue`s after the end fail.
    let out = support::hdb(&args);
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("bad JSON {l:?}: {e}")))
        .collect()
}

/// The text `hdb debug ARGS -batch` prints running `commands` (it must succeed); `program`:
/// the HIP program and its arguments, which come last.
fn debug_text(args: &[&str], commands: &[&str], program: &[&str]) -> String {
    let mut all = vec!["debug"];
    all.extend_from_slice(args);
    all.push("-batch");
    for c in commands {
        all.extend(["-ex", c]);
    }
    all.extend_from_slice(program);
    support::stdout_ok(&support::hdb(&all), "hdb debug --check")
}

#[test]
fn findings_stop_where_run_check_reports_them() {
    let commands = ["run", "continue", "continue", "continue", "continue"];
    for name in SEEDED {
        let launch = launch(name);
        let want = run_findings(&launch);
        assert!(!want.is_empty(), "{name}: hdb run --check found nothing");
        let replies = debug_json(&launch, &["--check", "all"], &commands);
        let mut got = BTreeSet::new();
        let mut ended = false;
        for r in &replies {
            let stop = &r["stop"];
            if stop["reason"] == "exited" {
                ended = true;
            }
            if stop["reason"] != "check" {
                continue;
            }
            let line = stop["frame"]["line"].as_u64().unwrap_or(0);
            let finding = &stop["findings"][0];
            assert_eq!(lanes(&stop["lanes"]), lanes(&finding["lanes"]), "{name}");
            assert!(
                lanes(&finding["lanes"]).contains(&stop["lane"].as_u64().unwrap_or(99)),
                "{name}: the focus is on a lane of the finding: {stop}"
            );
            for f in stop["findings"].as_array().into_iter().flatten() {
                got.insert((
                    f["id"].as_str().unwrap_or("").to_string(),
                    line,
                    lanes(&f["lanes"]),
                ));
            }
        }
        assert_eq!(got, want, "{name}: the stops and hdb run --check disagree");
        assert!(ended, "{name}: continue reaches the end: {replies:?}");
    }
}

#[test]
fn a_finding_stops_like_a_breakpoint_in_text() {
    let text = debug_text(
        &["--launch", &launch("off_by_one"), "--check", "memory"],
        &[
            "run",
            "bt",
            "print $_lane",
            "info checks",
            "continue",
            "info checks",
        ],
        &[],
    );
    assert!(
        text.contains(
            "\nThread 1 stopped: Invalid global write of size 4 bytes: out of bounds at global#0x1000000200fc, lane 63.\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(") at src/sanitize_bugs.cl:24\n24\t"),
        "{text}"
    );
    assert!(text.contains("#0  off_by_one ("), "{text}");
    assert!(text.contains("$1 = 63\n"), "{text}");
    assert!(
        text.contains("Checks: memory\n1  [memory] Invalid global write"),
        "{text}"
    );
    assert!(
        text.contains("[Inferior 1 (kernel off_by_one) exited normally]"),
        "{text}"
    );
    // The same finding is listed, with its count, after the end.
    assert_eq!(
        text.matches("; 1 time\n1 error in all.\n").count(),
        2,
        "{text}"
    );
}

#[test]
fn checks_left_out_do_not_stop() {
    // The memory check finds nothing in a missing `s_waitcnt`: the run goes to the end.
    let replies = debug_json(&launch("missing_wait"), &["--check", "memory"], &["run"]);
    assert_eq!(replies[0]["stop"]["reason"], "exited", "{replies:?}");
}

#[test]
fn a_clean_kernel_runs_as_without_checks() {
    let launch = support::corpus()
        .join("launch/example.json")
        .to_string_lossy()
        .into_owned();
    let run = |extra: &[&str]| {
        let mut args = vec!["debug", "--launch", &launch, "-batch", "-ex", "run"];
        args.extend_from_slice(extra);
        support::stdout_ok(&support::hdb(&args), "hdb debug")
    };
    let plain = run(&[]);
    assert!(plain.contains("exited normally"), "{plain}");
    assert_eq!(run(&["--check", "all"]), plain);
}

#[test]
fn the_repl_stops_at_findings_too() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args([
            "debug",
            "--launch",
            &launch("lds_overflow"),
            "--check",
            "all",
        ])
        .env("HOME", std::env::temp_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running hdb");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"run\ncontinue\ninfo checks\ncontinue\n")
        .expect("writing commands");
    let out = child.wait_with_output().expect("hdb ends");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Thread 1 stopped: Invalid LDS read of size 4 bytes: out of bounds at local#0x100, lane 63."),
        "{text}"
    );
    assert!(
        text.contains("Thread 1 stopped: Invalid LDS write of size 4 bytes: out of bounds at local#0x100, lane 63."),
        "{text}"
    );
    assert!(text.contains("2 errors in all."), "{text}");
    assert!(text.contains("exited normally"), "{text}");
}

#[test]
fn check_needs_the_simulator() {
    let out = support::hdb(&["debug", "--pid", "1", "--check", "all", "-batch"]);
    assert!(!out.status.success());
    let out = support::hdb(&[
        "debug",
        "--launch",
        &launch("off_by_one"),
        "--check",
        "memcheck",
        "-batch",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("unknown check `memcheck`"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The seeded HIP program (`corpus/hip/sanitize_bugs`).
fn hip_program() -> String {
    support::corpus()
        .join("hip/sanitize_bugs/sanitize_bugs.out")
        .to_string_lossy()
        .into_owned()
}

/// (check.kind, line, lanes) of the findings `hdb run --sim --check all --json` reports for
/// `target` that a wave makes (the runtime's own, a double free and a leak, stop nothing).
fn program_run_findings(target: &str) -> BTreeSet<(String, u64, Vec<u64>)> {
    let program = hip_program();
    let out = support::hdb(&[
        "run", "--sim", "--target", target, "--check", "all", "--json", &program,
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|v| v.get("check").is_some() && v.get("site").is_some())
        .map(|v| stop_key(&v))
        .collect()
}

/// `hdb debug --sim PROGRAM --check all`: every seeded bug a kernel makes stops its wave at
/// the line and in the lanes `hdb run --sim --check` reports, across the program's three
/// kernels (one set of checks for the program: the use after free is of a block freed
/// between kernels); the program runs to its end with its output, the report at the end
/// has the runtime's own findings too, and `info checks` lists them all.
#[test]
fn a_hip_program_stops_at_each_finding_its_kernels_make() {
    for target in ["gfx90a", "gfx1030"] {
        let want = program_run_findings(target);
        assert_eq!(want.len(), 3, "{target}: hdb run --sim --check: {want:?}");
        let program = hip_program();
        let mut args = vec![
            "debug", "--sim", "--target", target, "--check", "all", "--json", "-batch",
        ];
        for c in ["run", "continue", "continue", "continue", "info checks"] {
            args.extend(["-ex", c]);
        }
        args.push(&program);
        let out = support::hdb(&args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        // The last command succeeded: gdb's batch status.
        assert_eq!(out.status.code(), Some(0), "{target}: {stdout}");
        for line in ["second hipFree: hipErrorInvalidValue", "done"] {
            assert!(
                stdout.lines().any(|l| l == line),
                "{target}: no line {line:?} from the program:\n{stdout}"
            );
        }
        let replies: Vec<Value> = stdout
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect();
        let mut got = BTreeSet::new();
        let mut ended = false;
        for r in &replies {
            let stop = &r["stop"];
            if stop["reason"] == "exited" {
                ended = true;
            }
            if stop["reason"] != "check" {
                continue;
            }
            let line = stop["frame"]["line"].as_u64().unwrap_or(0);
            let finding = &stop["findings"][0];
            assert_eq!(lanes(&stop["lanes"]), lanes(&finding["lanes"]), "{target}");
            for f in stop["findings"].as_array().into_iter().flatten() {
                got.insert((
                    f["id"].as_str().unwrap_or("").to_string(),
                    line,
                    lanes(&f["lanes"]),
                ));
            }
        }
        assert_eq!(
            got, want,
            "{target}: the stops and hdb run --check disagree"
        );
        assert!(ended, "{target}: continue reaches the end: {stdout}");
        // The report at the end, as `hdb run --sim --check --json` prints it: the runtime's
        // findings with where the program allocated and freed.
        let double_free = replies
            .iter()
            .find(|v| v["kind"] == "double-free" && v.get("check").is_some())
            .unwrap_or_else(|| panic!("{target}: no double free reported:\n{stdout}"));
        assert_eq!(
            double_free["allocation"]["freed_at"]["function"], "main",
            "{double_free:#}"
        );
        let summary = replies
            .iter()
            .find_map(|v| v.get("checks").filter(|c| c.get("summary").is_some()))
            .unwrap_or_else(|| panic!("{target}: no summary:\n{stdout}"));
        assert_eq!(summary["summary"]["memory"], 4, "{target}: {summary:#}");
        // `info checks` after the end: every finding, kernels' and runtime's.
        let listed = replies
            .iter()
            .rev()
            .find_map(|v| v.get("checks").filter(|c| c.get("findings").is_some()))
            .unwrap_or_else(|| panic!("{target}: no info checks:\n{stdout}"));
        let kinds: BTreeSet<&str> = listed["findings"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|f| f["kind"].as_str())
            .collect();
        assert_eq!(
            kinds,
            BTreeSet::from([
                "double-free",
                "leak",
                "out-of-bounds",
                "uninitialized",
                "use-after-free"
            ]),
            "{target}: {listed:#}"
        );
    }
}

/// In text: the stop reads as for a launch file, `bt`, `print` and `info lanes` work at it,
/// `info checks` counts the findings so far across kernels, and the program's end prints
/// the compute-sanitizer-like report with the allocation sites and one ERROR SUMMARY.
#[test]
fn a_hip_program_finding_in_text() {
    let program = hip_program();
    let out = support::hdb(&[
        "debug",
        "--sim",
        "--target",
        "gfx90a",
        "--check",
        "memory",
        "-batch",
        "-ex",
        "run",
        "-ex",
        "bt",
        "-ex",
        "print i",
        "-ex",
        "info lanes",
        "-ex",
        "continue",
        "-ex",
        "info checks",
        "-ex",
        "continue",
        &program,
    ]);
    let text = support::stdout_ok(&out, "hdb debug --sim --check");
    for needle in [
        "stopped: Invalid global write of size 4 bytes: out of bounds at global#",
        "in fill_upto (out=",
        "hip/sanitize_bugs/sanitize_bugs.hip:24\n24\t        out[i] = i;\n",
        "#0  0x",
        "$1 = 1000\n",
        "stopped: Invalid global read of size 4 bytes: use after free at global#",
        "Checks: memory\n1  [memory] Invalid global write",
        "2 errors in all.\n",
        "second hipFree: hipErrorInvalidValue\n",
        "========= HDB SANITIZER (memory)\n",
        "========= Double free\n",
        "(allocated at ./hip/sanitize_bugs/sanitize_bugs.hip:",
        "ERROR SUMMARY: 4 errors (memory 4)\n",
        "exited normally]",
    ] {
        assert!(text.contains(needle), "no {needle:?} in:\n{text}");
    }
    assert_eq!(text.matches("ERROR SUMMARY").count(), 1, "{text}");
    let summary = text.find("ERROR SUMMARY").unwrap_or(0);
    let done = text.find("\ndone\n").expect("the program's output");
    assert!(done < summary, "{text}");
}

/// A device `free` the sanitizer finds wrong (here the second `free` of a block, in a helper
/// at -O0) stops its wave as the allocator is entered, with the calls that led there.
#[test]
fn a_device_double_free_stops_with_its_calls() {
    let program = support::corpus().join("hip/sanitize_calls/sanitize_calls-O0.out");
    let text = debug_text(
        &["--sim", "--target", "gfx1030", "--check", "memory"],
        &["run", "continue", "bt", "continue"],
        &[program.to_str().expect("utf-8 path")],
    );
    for needle in [
        "stopped: Invalid global write of size 4 bytes: out of bounds at global#",
        "stopped: Double free at global#",
        " in free (__ptr=",
        " in release (block=",
        "hip/sanitize_calls/sanitize_calls.hip:31\n",
        " in scratch_blocks (sums=",
        "ERROR SUMMARY: 2 errors (memory 2)\n",
        "exited normally]",
    ] {
        assert!(text.contains(needle), "no {needle:?} in:\n{text}");
    }
}
