//! `hdb run --check` end to end.
//!
//! * Seeded bugs (`corpus/src/sanitize_bugs.cl`, `corpus/src/sanitize_bugs_hip.hip`, launch
//!   files in `corpus/sanitize/`): for every producer, target (wave64 and wave32) and
//!   optimisation level, the check named by the source's `BUG: <check>` comment finds the bug
//!   at that line (the finding's own line, a line it is inlined into, or its other site's),
//!   in the lanes whose work-items the bug involves, and no check reports anything the bug
//!   does not explain; the exit status is 3.
//! * No false alarms: every corpus kernel (`corpus/launch/*.json`) on every producer, target
//!   and optimisation level runs clean under `--check all`, with output buffers identical to
//!   the unchecked run's.
//! * The interfaces: JSON lines, SARIF, bad `--check` lists, unwritten launch buffers.

use crate::support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::Value;

const PRODUCERS: [&str; 3] = ["clang19", "clang22", "rocm22"];
const TARGETS: [&str; 6] = [
    "gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200",
];

/// The kernels' wave size on `target` (the compilers' default).
fn wave_size(target: &str) -> u32 {
    if target.starts_with("gfx9") {
        64
    } else {
        32
    }
}

/// Runs `hdb` on `launch` with `code_object` substituted; returns (exit code, finding
/// objects, the result object).
fn run(launch: &Value, code_object: &Path, extra: &[&str], tmp: &Path) -> (i32, Vec<Value>, Value) {
    let mut launch = launch.clone();
    launch["code_object"] = Value::String(code_object.to_string_lossy().into_owned());
    let name = code_object
        .to_string_lossy()
        .replace(['/', '.'], "_")
        .to_string();
    let file = tmp.join(format!(
        "{name}-{}.json",
        extra.join("_").replace(['-', ','], "")
    ));
    std::fs::write(&file, launch.to_string()).unwrap();
    let mut args = vec!["run", "--launch", file.to_str().unwrap(), "--json"];
    args.extend_from_slice(extra);
    args.extend(["--max-instructions", "20000000"]);
    let out = support::hdb(&args);
    let text = String::from_utf8_lossy(&out.stdout);
    let mut findings = Vec::new();
    let mut result = Value::Null;
    for line in text.lines() {
        let v: Value = serde_json::from_str(line)
            .unwrap_or_else(|e| panic!("{}: bad JSON line {line:?}: {e}", code_object.display()));
        if v.get("check").is_some() {
            findings.push(v);
        } else {
            result = v;
        }
    }
    (out.status.code().unwrap_or(-1), findings, result)
}

/// `BUG: <check>` lines of a source file (1-based), by check.
fn markers(source: &str) -> Vec<(String, u64)> {
    source
        .lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let rest = l.split("BUG: ").nth(1)?;
            let check = rest.split_whitespace().next()?.to_string();
            Some((check, i as u64 + 1))
        })
        .collect()
}

/// The lines a finding's site stands for: its own and the call lines it is inlined at.
fn site_lines(site: &Value) -> Vec<u64> {
    let mut v = vec![site["line"].as_u64().unwrap_or(0)];
    if let Some(frames) = site["inlined_into"].as_array() {
        v.extend(frames.iter().filter_map(|f| f["call_line"].as_u64()));
    }
    v
}

/// The work-items (flat ids in the work-group) of a site's lanes.
fn work_items(site: &Value, wave: u32) -> BTreeSet<u32> {
    let k = site["wave_in_group"].as_u64().unwrap_or(0) as u32;
    site["lanes"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(Value::as_u64)
                .map(|l| k * wave + l as u32)
                .collect()
        })
        .unwrap_or_default()
}

/// One seeded bug: its launch file, source, and what its findings must show.
struct Bug {
    launch: &'static str,
    source: &'static str,
    /// Checks allowed to report anything for this kernel (the bug's own first).
    checks: &'static [&'static str],
    /// The kind of the bug's own findings whose lanes are checked (`None`: any).
    kind: Option<&'static str>,
    /// Whether the work-items found at the bug's line (given the wave size) are right.
    items: fn(&BTreeSet<u32>, u32) -> Result<(), String>,
    /// What the bug's own findings name: the allocation (always) and the variable (when
    /// the finding names one: producers that give LDS variables no location leave it out,
    /// but a name must never be another's).
    names: Names,
}

#[derive(Clone, Copy)]
struct Names {
    allocation: Option<&'static str>,
    /// The names allowed, `x[` for any element of `x` (at -O0 an undefined value is used from the spill
    /// slot of the local it was stored in, which the finding names).
    variables: &'static [&'static str],
}

const NONE: Names = Names {
    allocation: None,
    variables: &[],
};

fn exactly(want: BTreeSet<u32>) -> impl Fn(&BTreeSet<u32>) -> Result<(), String> {
    move |got| {
        if *got == want {
            Ok(())
        } else {
            Err(format!("work-items {got:?}, expected {want:?}"))
        }
    }
}

const BUGS: [Bug; 11] = [
    Bug {
        launch: "off_by_one",
        source: "sanitize_bugs.cl",
        checks: &["memory"],
        kind: None,
        items: |got, _| exactly([63].into())(got),
        names: Names {
            allocation: Some("out"),
            variables: &[],
        },
    },
    Bug {
        launch: "lds_overflow",
        source: "sanitize_bugs.cl",
        checks: &["memory"],
        kind: None,
        items: |got, _| exactly([63].into())(got),
        names: Names {
            allocation: Some("static LDS"),
            variables: &["tile[64]"],
        },
    },
    Bug {
        launch: "uninit_lds",
        source: "sanitize_bugs.cl",
        checks: &["init"],
        kind: None,
        items: |got, _| exactly((32..64).collect())(got),
        names: Names {
            allocation: None,
            variables: &["tile[", "v"],
        },
    },
    Bug {
        launch: "missing_barrier",
        source: "sanitize_bugs.cl",
        // The neighbour's element is read before it is written: its value is undefined too.
        checks: &["race", "init"],
        kind: None,
        items: |got, wave| {
            // The reads that cross a wave boundary: the last lane of each wave.
            if !got.is_empty() && got.iter().all(|x| (x + 1) % wave == 0) {
                Ok(())
            } else {
                Err(format!(
                    "work-items {got:?} are not the last lanes of waves"
                ))
            }
        },
        names: Names {
            allocation: None,
            variables: &["tile[", "v"],
        },
    },
    Bug {
        launch: "divergent_barrier",
        source: "sanitize_bugs.cl",
        checks: &["sync"],
        kind: Some("divergent-barrier"),
        items: |got, wave| {
            // The work-items of the barrier's wave that do not reach it (with wave32 the
            // second wave reaches no barrier at all).
            let want: BTreeSet<u32> = (16..wave.clamp(32, 64)).collect();
            exactly(want)(got)
        },
        names: NONE,
    },
    Bug {
        launch: "missing_wait",
        source: "sanitize_bugs.cl",
        checks: &["hazard"],
        kind: None,
        // Every wave misses the wait; the other waves' findings at the same PC are counted
        // in the first wave's, whose lanes are all shown.
        items: |got, wave| exactly((0..wave).collect())(got),
        names: NONE,
    },
    Bug {
        launch: "hip_off_by_one",
        source: "sanitize_bugs_hip.hip",
        checks: &["memory"],
        kind: None,
        items: |got, _| exactly([63].into())(got),
        names: Names {
            allocation: Some("out"),
            variables: &[],
        },
    },
    Bug {
        launch: "hip_uninit_shared",
        source: "sanitize_bugs_hip.hip",
        checks: &["init"],
        kind: None,
        items: |got, _| exactly((32..64).collect())(got),
        names: Names {
            allocation: None,
            variables: &["tile[", "v"],
        },
    },
    Bug {
        launch: "hip_missing_sync",
        source: "sanitize_bugs_hip.hip",
        checks: &["race", "init"],
        kind: None,
        items: |got, wave| {
            if !got.is_empty() && got.iter().all(|x| (x + 1) % wave == 0) {
                Ok(())
            } else {
                Err(format!(
                    "work-items {got:?} are not the last lanes of waves"
                ))
            }
        },
        names: Names {
            allocation: None,
            variables: &["tile[", "v"],
        },
    },
    Bug {
        launch: "hip_divergent_sync",
        source: "sanitize_bugs_hip.hip",
        checks: &["sync"],
        kind: Some("divergent-barrier"),
        items: |got, wave| exactly((16..wave.clamp(32, 64)).collect())(got),
        names: NONE,
    },
    Bug {
        launch: "hip_missing_wait",
        source: "sanitize_bugs_hip.hip",
        checks: &["hazard"],
        kind: None,
        // Every wave misses the wait; the other waves' findings at the same PC are counted
        // in the first wave's, whose lanes are all shown.
        items: |got, wave| exactly((0..wave).collect())(got),
        names: NONE,
    },
];

/// Checks one seeded bug on one code object.
fn check_bug(bug: &Bug, producer: &str, target: &str, opt: &str, tmp: &Path) -> Result<(), String> {
    let launch: Value = serde_json::from_str(
        &std::fs::read_to_string(
            support::corpus()
                .join("sanitize")
                .join(format!("{}.json", bug.launch)),
        )
        .map_err(|e| e.to_string())?,
    )
    .map_err(|e| e.to_string())?;
    let stem = bug.source.split('.').next().unwrap();
    let co = support::corpus()
        .join(producer)
        .join(target)
        .join(format!("{stem}-{opt}.hsaco"));
    if !co.exists() {
        return Err(format!("no {}", co.display()));
    }
    let source = std::fs::read_to_string(support::corpus().join("src").join(bug.source))
        .map_err(|e| e.to_string())?;
    let own = bug.checks[0];
    let lines: Vec<u64> = markers(&source)
        .into_iter()
        .filter(|(c, l)| c == own && kernel_of(&source, *l) == launch["kernel"].as_str())
        .map(|(_, l)| l)
        .collect();
    let (code, findings, result) = run(&launch, &co, &["--check", "all"], tmp);
    if code != 3 {
        return Err(format!("exit status {code}, expected 3 ({result})"));
    }
    if let Some(f) = findings
        .iter()
        .find(|f| !bug.checks.contains(&f["check"].as_str().unwrap_or("")))
    {
        return Err(format!("unexpected finding: {}", f["message"]));
    }
    let wave = wave_size(target);
    let mut items = BTreeSet::new();
    let mut at_line = false;
    for f in findings
        .iter()
        .filter(|f| f["check"] == own && bug.kind.is_none_or(|k| f["kind"] == k))
    {
        for side in [&f["site"], &f["other"]] {
            if side.is_object() && site_lines(side).iter().any(|l| lines.contains(l)) {
                at_line = true;
                items.extend(work_items(side, wave));
            }
        }
    }
    if !at_line {
        let found: Vec<String> = findings
            .iter()
            .map(|f| format!("{} at line {}", f["message"], f["site"]["line"]))
            .collect();
        return Err(format!(
            "no `{own}` finding at line {lines:?}; found: {}",
            found.join("; ")
        ));
    }
    for f in findings
        .iter()
        .filter(|f| f["check"] == own && bug.kind.is_none_or(|k| f["kind"] == k))
    {
        if let Some(want) = bug.names.allocation {
            if f["allocation"]["name"] != want {
                return Err(format!("allocation {}, expected `{want}`", f["allocation"]));
            }
        }
        if let Some(got) = f["site"]["variable"].as_str() {
            if !bug
                .names
                .variables
                .iter()
                .any(|w| got == *w || (w.ends_with('[') && got.starts_with(w)))
            {
                return Err(format!(
                    "variable `{got}`, expected one of {:?}",
                    bug.names.variables
                ));
            }
        }
    }
    (bug.items)(&items, wave)
}

/// The kernel whose body holds `line` (the last `__kernel`/`__global__` line above it).
fn kernel_of(source: &str, line: u64) -> Option<&str> {
    source
        .lines()
        .take(line as usize)
        .filter(|l| l.contains("__kernel void ") || l.contains("__global__ void "))
        .last()
        .and_then(|l| l.split("void ").nth(1))
        .and_then(|r| r.split('(').next())
}

/// Runs `jobs` on up to four threads; returns each job's result in order.
fn parallel<J: Sync, R: Send>(jobs: &[J], f: impl Fn(&J) -> R + Sync) -> Vec<R> {
    let results: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::new());
    let next = Mutex::new(0usize);
    std::thread::scope(|s| {
        for _ in 0..std::thread::available_parallelism()
            .map_or(2, |n| n.get())
            .min(4)
        {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(job) = jobs.get(i) else { break };
                let r = f(job);
                results.lock().unwrap().push((i, r));
            });
        }
    });
    let mut r = results.into_inner().unwrap();
    r.sort_by_key(|x| x.0);
    r.into_iter().map(|x| x.1).collect()
}

fn temp_dir(what: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("hdb-sanitize-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn seeded_bugs_are_found_at_their_lines_and_lanes() {
    let tmp = temp_dir("bugs");
    let mut jobs = Vec::new();
    for bug in &BUGS {
        for producer in PRODUCERS {
            for target in TARGETS {
                for opt in ["O0", "O2"] {
                    jobs.push((bug, producer, target, opt));
                }
            }
        }
    }
    let results = parallel(&jobs, |(bug, p, t, o)| check_bug(bug, p, t, o, &tmp));
    let _ = std::fs::remove_dir_all(&tmp);
    let mut failed = 0;
    for ((bug, p, t, o), r) in jobs.iter().zip(&results) {
        if let Err(e) = r {
            failed += 1;
            println!("  FAIL  {:18} {p:8} {t:8} {o}  {e}", bug.launch);
        }
    }
    println!("seeded bugs: {}/{} found", jobs.len() - failed, jobs.len());
    assert_eq!(failed, 0, "{failed} seeded bugs were missed or misplaced");
}

#[test]
fn corpus_kernels_run_clean_under_check_all() {
    let tmp = temp_dir("clean");
    let launches = support::files_with(&support::corpus().join("launch"), &[".json"]);
    let mut jobs = Vec::new();
    for l in &launches {
        let stem = l.file_stem().unwrap().to_string_lossy().into_owned();
        let launch: Value = serde_json::from_str(&std::fs::read_to_string(l).unwrap()).unwrap();
        // The code object the launch names, in every producer's and target's directory.
        let co = launch["code_object"].as_str().unwrap().to_string();
        let file = Path::new(&co)
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let kernel_file = file.split('-').next().unwrap_or(&stem).to_string();
        for producer in PRODUCERS {
            for target in TARGETS {
                for opt in ["O0", "O2"] {
                    let path = support::corpus()
                        .join(producer)
                        .join(target)
                        .join(format!("{kernel_file}-{opt}.hsaco"));
                    if path.exists() {
                        jobs.push((launch.clone(), path));
                    }
                }
            }
        }
    }
    assert!(
        jobs.len() >= 360,
        "only {} corpus launches found",
        jobs.len()
    );
    let results = parallel(&jobs, |(launch, co)| {
        let (code, findings, checked) = run(launch, co, &["--check", "all"], &tmp);
        let (_, _, plain) = run(launch, co, &[], &tmp);
        if let Some(f) = findings.first() {
            return Err(format!("{} findings, first: {}", findings.len(), f));
        }
        if code != 0 || checked["status"] != "completed" {
            return Err(format!("exit status {code}: {}", checked["message"]));
        }
        if checked["buffers"] != plain["buffers"] {
            return Err("output buffers differ from the unchecked run".into());
        }
        Ok(())
    });
    let _ = std::fs::remove_dir_all(&tmp);
    let mut failed = 0;
    for ((_, co), r) in jobs.iter().zip(&results) {
        if let Err(e) = r {
            failed += 1;
            println!("  FAIL  {}  {}", co.display(), &e[..e.len().min(600)]);
        }
    }
    println!(
        "--check all: {}/{} corpus launches clean",
        jobs.len() - failed,
        jobs.len()
    );
    assert_eq!(failed, 0, "{failed} corpus launches are not clean");
}

#[test]
fn findings_as_json_lines_sarif_and_text() {
    let tmp = temp_dir("formats");
    let launch = support::corpus().join("sanitize/off_by_one.json");
    let launch_text = std::fs::read_to_string(&launch).unwrap();
    let mut v: Value = serde_json::from_str(&launch_text).unwrap();
    let co = support::corpus().join("clang19/gfx90a/sanitize_bugs-O2.hsaco");
    v["code_object"] = Value::String(co.to_string_lossy().into_owned());
    let file = tmp.join("l.json");
    std::fs::write(&file, v.to_string()).unwrap();
    let sarif = tmp.join("out.sarif");
    let out = support::hdb(&[
        "run",
        "--launch",
        file.to_str().unwrap(),
        "--check",
        "memory",
        "--sarif",
        sarif.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(3));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Invalid global write of size 4 bytes: out of bounds"),
        "{text}"
    );
    assert!(text.contains("sanitize_bugs.cl:24"), "{text}");
    assert!(text.contains("lane 63 (work-item (63,0,0)"), "{text}");
    assert!(
        text.contains("is 0 bytes after the 252-byte allocation `out`"),
        "{text}"
    );
    assert!(text.contains("ERROR SUMMARY: 1 error (memory 1)"), "{text}");
    let log: Value = serde_json::from_str(&std::fs::read_to_string(&sarif).unwrap()).unwrap();
    assert_eq!(log["version"], "2.1.0");
    let results = log["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["ruleId"], "out-of-bounds");
    assert_eq!(
        results[0]["locations"][0]["physicalLocation"]["region"]["startLine"],
        24
    );
    // JSON: one object per finding, then the run's.
    let out = support::hdb(&[
        "run",
        "--launch",
        file.to_str().unwrap(),
        "--check",
        "all",
        "--json",
    ]);
    let lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    let f = &lines[0];
    assert_eq!(f["check"], "memory");
    assert_eq!(f["kind"], "out-of-bounds");
    assert_eq!(f["access"]["kind"], "write");
    assert_eq!(f["access"]["size"], 4);
    assert_eq!(f["access"]["address_space"], "global");
    assert_eq!(f["allocation"]["name"], "out");
    assert_eq!(f["allocation"]["offset"], 252);
    assert_eq!(f["site"]["lanes"], serde_json::json!([63]));
    assert_eq!(lines[1]["checks"]["errors"], 1);
    assert_eq!(lines[1]["status"], "completed");
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn bad_check_lists_exit_1() {
    let co = support::corpus().join("clang19/gfx90a/arith-O2.hsaco");
    let out = support::hdb(&[
        "run",
        co.to_str().unwrap(),
        "--kernel",
        "arith_int_float_vec_struct",
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "i32[64]=1",
        "--arg",
        "f32[64]=1",
        "--arg",
        "i32[256]=0",
        "--arg",
        "f32[256]=0",
        "--check",
        "memcheck",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unknown check `memcheck`"), "{err}");
}

#[test]
fn reads_of_an_unwritten_buffer_are_uninitialised() {
    // arith reads in_i and in_f; given a buffer nobody wrote as in_i, what it computes from
    // it is undefined, and it stores that to its outputs.
    let co = support::corpus().join("clang19/gfx90a/arith-O2.hsaco");
    let args = |in_i: &'static str| {
        vec![
            "run",
            co.to_str().unwrap(),
            "--kernel",
            "arith_int_float_vec_struct",
            "--grid",
            "64",
            "--block",
            "64",
            "--arg",
            in_i,
            "--arg",
            "f32[64]=1",
            "--arg",
            "i32[256]=0",
            "--arg",
            "f32[256]=0",
            "--check",
            "init",
        ]
    };
    let out = support::hdb(&args("i32[64]?"));
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "{text}");
    assert!(text.contains("Uninitialized"), "{text}");
    let out = support::hdb(&args("i32[64]=5"));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}
