//! `hdb run --sim PROGRAM --check` end to end on `corpus/hip/sanitize_bugs`: a HIP program
//! with one seeded bug of each kind the runtime feeds the checks (an overrun of a
//! `hipMalloc` block, a read after `hipFree`, a double `hipFree`, a leak, an uninitialised
//! `hipMalloc` block read and branched on). On each of the program's targets (wave64 and
//! wave32) every bug is found once, at its line, in the lanes whose work-items it involves,
//! measured against its allocation, and nothing else is; the exit status is 3, the program
//! runs to its end, and the SARIF log has the same results. Each allocation names the line
//! of the `hipMalloc` that made it (and of the `hipFree` that freed it), from the program's
//! host line table. `corpus/hip/sanitize_devmem` seeds bugs in `__device__` variables and
//! device-to-device copies the same way, `corpus/hip/sanitize_heap` in blocks of device-side
//! `malloc`. (That every other corpus
//! program runs clean under `--check all` is `hip_programs::checked::*`.)

use crate::support;

use serde_json::Value;

/// The findings (JSON objects with a `check`), the summary object and the exit status of
/// `hdb run --sim --target TARGET --check all --json sanitize_bugs.out`; the program's own
/// lines must be there too.
fn run(target: &str, sarif: &std::path::Path) -> (Vec<Value>, Value, i32) {
    let (findings, summary, status, stdout) = run_json("sanitize_bugs", target, sarif);
    for line in ["second hipFree: hipErrorInvalidValue", "done"] {
        assert!(
            stdout.lines().any(|l| l == line),
            "{target}: no line {line:?} from the program:\n{stdout}"
        );
    }
    (findings, summary, status)
}

/// [`run`] for corpus program `name`, with its stdout.
fn run_json(name: &str, target: &str, sarif: &std::path::Path) -> (Vec<Value>, Value, i32, String) {
    run_build_json(name, &format!("{name}.out"), target, sarif)
}

/// [`run_json`] for build `file` of corpus program `name` (`NAME-O0.out`).
fn run_build_json(
    name: &str,
    file: &str,
    target: &str,
    sarif: &std::path::Path,
) -> (Vec<Value>, Value, i32, String) {
    let program = support::corpus().join(format!("hip/{name}/{file}"));
    let out = support::hdb(&[
        "run",
        "--sim",
        "--target",
        target,
        "--check",
        "all",
        "--json",
        "--sarif",
        sarif.to_str().expect("utf-8 path"),
        program.to_str().expect("utf-8 path"),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut findings = Vec::new();
    let mut summary = Value::Null;
    for v in stdout
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
    {
        if v.get("check").is_some() {
            findings.push(v);
        } else if v.get("checks").is_some() {
            summary = v["checks"].clone();
        }
    }
    (findings, summary, out.status.code().unwrap_or(-1), stdout)
}

/// Runs corpus program `name` with [`run_json`] on each target (wave64 and wave32), checks
/// that it ends with the findings' status and printed `lines`, and hands each target's
/// (target, wave size, findings, summary) to `check`.
fn on_both_targets(name: &str, lines: &[&str], check: impl Fn(&str, u64, &[Value], &Value)) {
    build_on_both_targets(name, &format!("{name}.out"), lines, check);
}

/// [`on_both_targets`] for build `file` of corpus program `name`.
fn build_on_both_targets(
    name: &str,
    file: &str,
    lines: &[&str],
    check: impl Fn(&str, u64, &[Value], &Value),
) {
    let tmp = std::env::temp_dir().join(format!("hdb-{file}-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temporary folder");
    for (target, wave) in [("gfx90a", 64u64), ("gfx1030", 32)] {
        let sarif = tmp.join(format!("{target}.sarif"));
        let (findings, summary, status, stdout) = run_build_json(name, file, target, &sarif);
        assert_eq!(status, 3, "{target}: exit status; findings {findings:#?}");
        for line in lines {
            assert!(stdout.lines().any(|l| l == *line), "{target}: {stdout}");
        }
        check(target, wave, &findings, &summary);
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

/// The source line of a finding's site.
fn line(f: &Value) -> Option<u64> {
    f["site"]["line"].as_u64()
}

/// The name of the allocation a finding was measured against.
fn allocation(f: &Value) -> Option<String> {
    f["allocation"]["name"].as_str().map(str::to_string)
}

fn lanes(f: &Value) -> Vec<u64> {
    f["site"]["lanes"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default()
}

/// The line of `sanitize_bugs.hip` holding `text` (found by text, so edits to the program
/// do not silently break the test).
fn source_line(text: &str) -> u64 {
    let source =
        std::fs::read_to_string(support::corpus().join("hip/sanitize_bugs/sanitize_bugs.hip"))
            .expect("the program's source");
    let lines: Vec<usize> = source
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains(text))
        .map(|(n, _)| n + 1)
        .collect();
    assert_eq!(lines.len(), 1, "lines with {text:?}: {lines:?}");
    lines[0] as u64
}

/// A host site of a finding's allocation (`allocated_at` or `freed_at`): file and line, in
/// `main`.
fn host_site(f: &Value, which: &str) -> Option<(String, u64)> {
    let s = &f["allocation"][which];
    assert!(s.is_null() || s["function"] == "main", "{which}: {f:#}");
    Some((s["file"].as_str()?.to_string(), s["line"].as_u64()?))
}

/// The findings of `kind`.
fn of_kind<'a>(findings: &'a [Value], kind: &str) -> Vec<&'a Value> {
    findings.iter().filter(|f| f["kind"] == kind).collect()
}

/// The one finding of `kind` (asserted).
fn one<'a>(findings: &'a [Value], kind: &str, target: &str) -> &'a Value {
    let of = of_kind(findings, kind);
    assert_eq!(of.len(), 1, "{target}: {kind} findings: {of:#?}");
    of[0]
}

#[test]
fn seeded_hip_bugs_are_found_at_their_lines_lanes_and_allocations() {
    let tmp = std::env::temp_dir().join(format!("hdb-sanitize-hip-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temporary folder");
    for (target, wave) in [("gfx90a", 64u64), ("gfx1030", 32)] {
        let sarif = tmp.join(format!("{target}.sarif"));
        let (findings, summary, status) = run(target, &sarif);
        assert_eq!(status, 3, "{target}: exit status; findings {findings:#?}");
        assert_eq!(findings.len(), 5, "{target}: findings {findings:#?}");
        // Where the program called hipMalloc and hipFree, as its host line table says.
        let at = |text: &str| {
            Some((
                "./hip/sanitize_bugs/sanitize_bugs.hip".to_string(),
                source_line(text),
            ))
        };
        let allocated = |f: &Value| host_site(f, "allocated_at");
        let freed = |f: &Value| host_site(f, "freed_at");

        // 1. out[1000] of 1000 ints: work-item 1000 is work-group 3's item 232.
        let f = one(&findings, "out-of-bounds", target);
        assert_eq!(line(f), Some(24), "{target}: {f:#}");
        assert_eq!(f["site"]["work_group"], serde_json::json!([3, 0, 0]));
        assert_eq!(lanes(f), vec![232 % wave], "{target}: {f:#}");
        assert_eq!(f["access"]["kind"], "write");
        assert_eq!(allocation(f).as_deref(), Some("hipMalloc #1 (4000 bytes)"));
        assert_eq!(f["allocation"]["offset"], 4000);
        assert_eq!(allocated(f), at("hipMalloc(&filled,"), "{target}: {f:#}");
        assert_eq!(freed(f), None, "{target}: {f:#}");

        // 2. Lanes 0 and 1 read the freed block.
        let f = one(&findings, "use-after-free", target);
        assert_eq!(line(f), Some(31), "{target}: {f:#}");
        assert_eq!(lanes(f), vec![0, 1], "{target}: {f:#}");
        assert_eq!(allocation(f).as_deref(), Some("hipMalloc #2 (8 bytes)"));
        assert_eq!(allocated(f), at("hipMalloc(&freed,"), "{target}: {f:#}");
        assert_eq!(freed(f), at("HIP_CHECK(hipFree(freed))"), "{target}: {f:#}");

        // 3. The same block freed again: where it was allocated and first freed.
        let f = one(&findings, "double-free", target);
        assert_eq!(allocation(f).as_deref(), Some("hipMalloc #2 (8 bytes)"));
        assert_eq!(allocated(f), at("hipMalloc(&freed,"), "{target}: {f:#}");
        assert_eq!(freed(f), at("HIP_CHECK(hipFree(freed))"), "{target}: {f:#}");

        // 4. `kept` only.
        let f = one(&findings, "leak", target);
        assert_eq!(allocation(f).as_deref(), Some("hipMalloc #4 (64 bytes)"));
        assert_eq!(f["allocation"]["size"], 64);
        assert_eq!(allocated(f), at("hipMalloc(&kept,"), "{target}: {f:#}");

        // 5. Every lane of the (first) wave reads an unwritten int and compares it.
        let f = one(&findings, "uninitialized", target);
        assert_eq!(line(f), Some(38), "{target}: {f:#}");
        assert_eq!(f["use"], "compare");
        assert_eq!(f["other"]["line"], 38);
        assert_eq!(lanes(f), (0..wave).collect::<Vec<_>>(), "{target}: {f:#}");
        assert_eq!(allocation(f).as_deref(), Some("hipMalloc #5 (256 bytes)"));
        assert_eq!(allocated(f), at("hipMalloc(&unset,"), "{target}: {f:#}");
        assert_eq!(f["count"], 64 / wave, "{target}: one occurrence a wave");

        assert_eq!(summary["summary"]["memory"], 4, "{target}: {summary:#}");
        assert_eq!(
            summary["summary"]["init"],
            64 / wave,
            "{target}: {summary:#}"
        );
        let log: Value = serde_json::from_str(
            &std::fs::read_to_string(&sarif).expect("the SARIF log is written"),
        )
        .expect("SARIF is JSON");
        let results = log["runs"][0]["results"].as_array().expect("results");
        let mut rules: Vec<&str> = results
            .iter()
            .filter_map(|r| r["ruleId"].as_str())
            .collect();
        rules.sort();
        // The leak's allocation site is a related location.
        let leak = results
            .iter()
            .find(|r| r["ruleId"] == "leak")
            .expect("a leak result");
        let related = &leak["relatedLocations"][0];
        assert_eq!(
            related["physicalLocation"]["region"]["startLine"].as_u64(),
            Some(source_line("hipMalloc(&kept,")),
            "{target}: {leak:#}"
        );
        assert_eq!(
            rules,
            [
                "double-free",
                "leak",
                "out-of-bounds",
                "uninitialized",
                "use-after-free"
            ],
            "{target}"
        );
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

/// Text as compute-sanitizer prints it, after the program's own output, with one ERROR
/// SUMMARY; a `--check` list of one check reports only that check's findings.
#[test]
fn text_report_follows_the_program_and_names_allocations() {
    let program = support::corpus().join("hip/sanitize_bugs/sanitize_bugs.out");
    let out = support::hdb(&[
        "run",
        "--sim",
        "--check",
        "memory",
        program.to_str().expect("utf-8 path"),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "{text}");
    let done = text.find("\ndone\n").expect("the program's output");
    let header = text
        .find("========= HDB SANITIZER (memory)")
        .expect("the report");
    assert!(done < header, "{text}");
    assert_eq!(text.matches("ERROR SUMMARY").count(), 1, "{text}");
    for needle in [
        "is 0 bytes after the 4000-byte allocation `hipMalloc #1 (4000 bytes)`",
        "Invalid global read of size 4 bytes: use after free",
        "========= Double free",
        "Allocation `hipMalloc #4 (64 bytes)`: 64 bytes at global#",
        ", allocated at ./hip/sanitize_bugs/sanitize_bugs.hip:",
        "ERROR SUMMARY: 4 errors (memory 4)",
    ] {
        assert!(text.contains(needle), "no {needle:?} in:\n{text}");
    }
    assert!(!text.contains("Uninitialized"), "{text}");
}

/// Leaks are the memory check's: a run with only other checks lists none. Unchecked, the
/// program's read after `hipFree` faults and it exits with its own status 2, leaking every
/// block (the base build listed five leaks here).
#[test]
fn leaks_are_listed_by_the_memory_check_only() {
    let program = support::corpus().join("hip/sanitize_bugs/sanitize_bugs.out");
    let out = support::hdb(&[
        "run",
        "--sim",
        "--check",
        "race,sync",
        program.to_str().expect("utf-8 path"),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("Leaked"), "{text}");
    assert!(
        text.contains("ERROR SUMMARY: 0 errors (race 0, sync 0)"),
        "{text}"
    );
    assert_eq!(out.status.code(), Some(2), "{text}");
}

/// A FLAT load counts in `vmcnt` wherever its lanes went: histogram at -O0 on gfx1030 issues
/// a buffer load, then a FLAT load through the LDS aperture, then waits `vmcnt(1)` for the
/// buffer load's register — covered, as the compiler knows (the check once reported it 512
/// times).
#[test]
fn a_flat_access_to_lds_counts_in_vmcnt() {
    let program = support::corpus().join("hip/histogram/histogram-O0.out");
    let out = support::hdb(&[
        "run",
        "--sim",
        program.to_str().unwrap(),
        "--target",
        "gfx1030",
        "--check",
        "hazard",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains("ERROR SUMMARY: 0 errors (hazard 0)"),
        "{text}"
    );
}

/// `corpus/hip/sanitize_devmem`: a `__device__` array's overrun is measured against the
/// variable itself (the write lands in the gap before the next variable), and undefined
/// bytes travel with device-to-device copies (`hipMemcpy` and `hipMemcpyToSymbol`) while a
/// copy of a written buffer reads clean: the second `count_positive` launch, at the same
/// PC as the first, adds no occurrence.
#[test]
fn device_variables_and_device_copies_are_checked() {
    on_both_targets(
        "sanitize_devmem",
        &["positive: 31", "done"],
        |target, wave, findings, summary| {
            assert_eq!(findings.len(), 3, "{target}: findings {findings:#?}");

            // 1. table[15] of 15 ints, written by lane 15.
            let f = one(findings, "out-of-bounds", target);
            assert_eq!(line(f), Some(32), "{target}: {f:#}");
            assert_eq!(lanes(f), vec![15], "{target}: {f:#}");
            assert_eq!(f["access"]["kind"], "write");
            assert_eq!(
                allocation(f).as_deref(),
                Some("__device__ variable table (60 bytes)")
            );
            assert_eq!(f["allocation"]["offset"], 60);

            // 2. and 3. The copy of the never-written buffer, and the table filled from it.
            let init = of_kind(findings, "uninitialized");
            assert_eq!(init.len(), 2, "{target}: {init:#?}");
            let copied = init
                .iter()
                .find(|f| line(f) == Some(42))
                .expect("the copy's read");
            assert_eq!(copied["use"], "compare");
            assert_eq!(
                allocation(copied).as_deref(),
                Some("hipMalloc #2 (256 bytes)")
            );
            assert_eq!(
                copied["count"],
                64 / wave,
                "{target}: the first launch only"
            );
            let table = init
                .iter()
                .find(|f| line(f) == Some(51))
                .expect("the table's read");
            assert_eq!(
                allocation(table).as_deref(),
                Some("__device__ variable lut (32 bytes)")
            );
            assert_eq!(lanes(table), (0..8).collect::<Vec<_>>(), "{target}");
            assert_eq!(summary["summary"]["memory"], 1, "{target}: {summary:#}");
        },
    );
}

/// `corpus/hip/sanitize_heap`: blocks of device-side `malloc` are allocations of their own,
/// known by following the device libraries' allocator: a write one int past a 12-byte block
/// is out of bounds of that block (the allocator's 16-byte size class around it does not
/// hide it), a read after the block's `free` is a use after free, and a branch on the
/// element of a block nobody wrote reads undefined bytes. Nothing else is found: not the
/// allocator's own accesses to its slabs, and no race between work-groups over a block the
/// allocator handed out again.
#[test]
fn device_malloc_blocks_are_checked() {
    on_both_targets(
        "sanitize_heap",
        &["sums: 0 wrong", "done"],
        |target, wave, findings, summary| {
            // 1. Work-item 5's a[3], past its 3 ints.
            let f = one(findings, "out-of-bounds", target);
            assert_eq!(line(f), Some(31), "{target}: {f:#}");
            assert_eq!(lanes(f), vec![5], "{target}: {f:#}");
            assert_eq!(f["access"]["kind"], "write");
            assert_eq!(
                allocation(f).as_deref(),
                Some("device malloc #6 (12 bytes)"),
                "{target}: lane 5's block, the sixth of the wave"
            );
            assert_eq!(f["allocation"]["offset"], 12);

            // 2. Work-item 2's p[1] after free(p).
            let f = one(findings, "use-after-free", target);
            assert_eq!(line(f), Some(46), "{target}: {f:#}");
            assert_eq!(lanes(f), vec![2], "{target}: {f:#}");
            assert_eq!(f["access"]["kind"], "read");
            assert!(
                allocation(f).is_some_and(|a| a.ends_with("(8 bytes)")),
                "{target}: {f:#}"
            );
            assert_eq!(f["allocation"]["offset"], 4);

            // 3. p[1], never written, branched on by every work-item (each wave once).
            let init = of_kind(findings, "uninitialized");
            assert_eq!(init.len(), 1, "{target}: {init:#?}");
            assert_eq!(line(init[0]), Some(55), "{target}: {:#}", init[0]);
            assert_eq!(init[0]["use"], "compare");
            assert_eq!(init[0]["count"], 64 / wave, "{target}: {:#}", init[0]);
            assert_eq!(init[0]["allocation"]["offset"], 4);

            assert_eq!(findings.len(), 3, "{target}: findings {findings:#?}");
            assert_eq!(summary["summary"]["race"], 0, "{target}: {summary:#}");
        },
    );
}

/// `corpus/hip/sanitize_calls`: a finding inside device functions names the calls it was in.
/// The -O0 build calls each function: the store past the output is in `store_at`, called
/// from `scale_into`, called from the kernel `scale`; the double free is at `free`'s call of
/// the allocator, called from `release`, called from `scratch_blocks`. Each caller is the
/// line of its call. The -O2 build inlines them all: the same findings, placed with their
/// inlined functions, and no calls.
#[test]
fn findings_name_the_calls_they_were_in() {
    let calls = |f: &Value| -> Vec<(String, u64)> {
        f["site"]["callers"]
            .as_array()
            .map(|c| {
                c.iter()
                    .map(|c| {
                        let function = c["function"].as_str().unwrap_or("?").to_string();
                        (function, c["line"].as_u64().unwrap_or(0))
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    let lines = ["scaled and summed: 0 wrong", "done"];
    build_on_both_targets(
        "sanitize_calls",
        "sanitize_calls-O0.out",
        &lines,
        |target, _, findings, _| {
            let f = one(findings, "out-of-bounds", target);
            assert_eq!(
                (f["site"]["function"].as_str(), line(f)),
                (Some("store_at"), Some(22)),
                "{target}: {f:#}"
            );
            assert_eq!(
                calls(f),
                [("scale_into".to_string(), 26), ("scale".to_string(), 37)],
                "{target}: {f:#}"
            );
            let f = one(findings, "double-free", target);
            assert_eq!(f["site"]["function"], "free", "{target}: {f:#}");
            assert_eq!(
                calls(f),
                [
                    ("release".to_string(), 31),
                    ("scratch_blocks".to_string(), 51)
                ],
                "{target}: {f:#}"
            );
            assert_eq!(findings.len(), 2, "{target}: findings {findings:#?}");
        },
    );
    on_both_targets("sanitize_calls", &lines, |target, _, findings, _| {
        let f = one(findings, "out-of-bounds", target);
        assert_eq!(line(f), Some(22), "{target}: {f:#}");
        assert!(calls(f).is_empty(), "{target}: {f:#}");
        let inlined: Vec<&str> = f["site"]["inlined_into"]
            .as_array()
            .map(|a| a.iter().filter_map(|i| i["function"].as_str()).collect())
            .unwrap_or_default();
        assert_eq!(inlined, ["scale_into", "scale"], "{target}: {f:#}");
        one(findings, "double-free", target);
        assert_eq!(findings.len(), 2, "{target}: findings {findings:#?}");
    });
}
