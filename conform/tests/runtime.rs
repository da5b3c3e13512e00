//! Run-time checks: a hand-written kernel whose variable `kx` is planted in the wrong
//! register; run against the same kernel with the right location, the check must catch it.
//! Both wave sizes. A kernel with the right location agrees with itself.
mod support;

use conform::runtime::{
    check_run, compare, compare_detailed, compare_with, observe, Align, RunOptions,
};
use sim::SimulatorLaunch;
use support::Spec;

fn launch(path: &std::path::Path) -> SimulatorLaunch {
    SimulatorLaunch {
        code_object: path.to_path_buf(),
        target: None,
        launch: sim::Launch {
            kernel: "k".into(),
            grid: [64, 1, 1],
            block: [64, 1, 1],
            args: vec![sim::LaunchArg::Buffer(vec![0; 64 * 4])],
            recorded: None,
        },
    }
}

#[test]
fn a_planted_wrong_location_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    for target in ["gfx90a", "gfx1100"] {
        let good = Spec::conforming(target);
        // kx in v2 (which holds lane * 4 from line 5) instead of v1 (42 + lane).
        let bad = Spec {
            kx: good.lane_slice(2),
            ..good.clone()
        };
        let g = good.build(dir.path(), &format!("good-{target}"));
        let b = bad.build(dir.path(), &format!("bad-{target}"));
        let opts = RunOptions::default();
        let reference = observe(launch(&g), &opts).expect("reference run");
        let checked = observe(launch(&b), &opts).expect("checked run");
        assert!(
            reference.observations.iter().any(|o| o
                .values
                .iter()
                .any(|(n, v)| &**n == "kx" && v.as_deref() == Ok("42"))),
            "{target}: the reference run reads kx = 42 in lane 0: {:?}",
            reference.observations.iter().take(3).collect::<Vec<_>>()
        );
        assert!(check_run(&reference).findings.is_empty(), "{target}");
        assert!(
            compare(&reference, &reference).findings.is_empty(),
            "{target}"
        );
        let found = compare(&checked, &reference).findings;
        assert!(
            found
                .iter()
                .any(|f| f.rule == "run-value-mismatch" && f.variable.as_deref() == Some("kx")),
            "{target}: {found:?}"
        );
        assert!(
            found.iter().all(|f| f.variable.as_deref() == Some("kx")),
            "{found:?}"
        );
        // Paired by line-entry sequence, the same.
        let seq = compare_with(&checked, &reference, Align::Sequence).findings;
        assert!(
            seq.iter()
                .any(|f| f.rule == "run-value-mismatch" && f.variable.as_deref() == Some("kx")),
            "{target}: {seq:?}"
        );
        assert!(compare_with(&reference, &reference, Align::Sequence)
            .findings
            .is_empty());
    }
}

#[test]
fn reads_outside_any_allocation_and_evaluation_errors_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    for target in ["gfx90a", "gfx1100"] {
        let good = Spec::conforming(target);
        // kx at global address 0x1234, which the dispatch never allocated.
        let wild = Spec {
            kx: vec![0x10, 0xb4, 0x24],
            ..good.clone()
        };
        let co = wild.build(dir.path(), &format!("wild-{target}"));
        let run = observe(launch(&co), &RunOptions::default()).expect("run");
        let f = check_run(&run).findings;
        assert!(
            f.iter()
                .any(|f| f.rule == "run-bad-read" && f.variable.as_deref() == Some("kx")),
            "{target}: {f:?}"
        );
        // kx's expression underflows the stack.
        let broken = Spec {
            kx: vec![0x31, 0x22],
            ..good.clone()
        };
        let co = broken.build(dir.path(), &format!("broken-{target}"));
        let run = observe(launch(&co), &RunOptions::default()).expect("run");
        let f = check_run(&run).findings;
        assert!(
            f.iter()
                .any(|f| f.rule == "run-eval-error" && f.variable.as_deref() == Some("kx")),
            "{target}: {f:?}"
        );
    }
}

fn unwritten(run: &conform::runtime::Run) -> Vec<conform::Finding> {
    check_run(run)
        .findings
        .into_iter()
        .filter(|f| f.rule == "run-value-unwritten")
        .collect()
}

#[test]
fn a_location_list_switch_to_an_unwritten_register_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    for target in ["gfx90a", "gfx1100"] {
        let base = Spec::conforming(target);
        // kx = 42 + lane in v1 for the whole kernel, as a two-entry list (split at line 5).
        let good = Spec {
            kx_list: Some(vec![
                (".Lk_begin", ".Lk_line5", base.lane_slice(1)),
                (".Lk_line5", ".Lk_end", base.lane_slice(1)),
            ]),
            ..base.clone()
        };
        // At line 5 the list moves kx to v0 (the work-item id, which no instruction of `k`
        // writes): the value changes from 42 + lane to lane with nothing assigning it.
        let bad = Spec {
            kx_list: Some(vec![
                (".Lk_begin", ".Lk_line5", base.lane_slice(1)),
                (".Lk_line5", ".Lk_end", base.lane_slice(0)),
            ]),
            ..base.clone()
        };
        // Moved to v2 instead, which `v_lshlrev_b32 v2, 2, v0` at line 4 writes: a wrong
        // value (--against catches it) but not one that changed without a write.
        let written = Spec {
            kx_list: Some(vec![
                (".Lk_begin", ".Lk_line5", base.lane_slice(1)),
                (".Lk_line5", ".Lk_end", base.lane_slice(2)),
            ]),
            ..base.clone()
        };
        let opts = RunOptions::default();
        let run = |s: &Spec, name: &str| {
            observe(
                launch(&s.build(dir.path(), &format!("{name}-{target}"))),
                &opts,
            )
            .expect("run")
        };
        let g = run(&good, "good");
        assert!(
            g.write_check.changed > 0,
            "{target}: kx changes from line 3 to 4 (v_add writes v1): {:?}",
            g.write_check
        );
        assert!(unwritten(&g).is_empty(), "{target}: {:?}", unwritten(&g));
        let b = run(&bad, "bad");
        let f = unwritten(&b);
        assert_eq!(f.len(), 1, "{target}: {f:?}");
        assert_eq!(f[0].variable.as_deref(), Some("kx"));
        assert_eq!(f[0].function.as_deref(), Some("k"));
        assert!(
            f[0].message.contains("line 5, work-group (0,0,0)")
                && f[0].message.contains("(line 4, PC ")
                && f[0].message.contains("in v1) to ")
                && f[0]
                    .message
                    .contains("(in v0), but none of the 3 instructions")
                && f[0].message.contains("wrote v0 (64 lane stops)"),
            "{target}: {}",
            f[0].message
        );
        let w = run(&written, "written");
        assert!(unwritten(&w).is_empty(), "{target}: {:?}", unwritten(&w));
        // Without instruction tracking the check has nothing to go on.
        let fast = RunOptions {
            track_writes: false,
            ..RunOptions::default()
        };
        let co = bad.build(dir.path(), &format!("bad2-{target}"));
        let b = observe(launch(&co), &fast).expect("run");
        assert!(b.unwritten.is_empty() && b.write_check.compared == 0);
    }
}

/// A corpus launch file (`corpus/launch/NAME.json`) for another build of its kernel, one
/// work-group of 64.
fn corpus_launch(name: &str, code_object: &str) -> SimulatorLaunch {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let text = std::fs::read_to_string(corpus.join("launch").join(format!("{name}.json")))
        .expect("launch file");
    let j: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let scalar = |ty: &str, v: &serde_json::Value| -> Vec<u8> {
        match ty {
            "f32" => (v.as_f64().expect("number") as f32).to_le_bytes().to_vec(),
            "u32" => (v.as_u64().expect("number") as u32).to_le_bytes().to_vec(),
            _ => (v.as_i64().expect("number") as i32).to_le_bytes().to_vec(),
        }
    };
    let args = j["args"]
        .as_array()
        .expect("args")
        .iter()
        .map(|a| {
            if let Some(b) = a.get("buffer") {
                let ty = b["type"].as_str().expect("type");
                let bytes = match b.get("data") {
                    Some(d) => d
                        .as_array()
                        .expect("data")
                        .iter()
                        .flat_map(|v| scalar(ty, v))
                        .collect(),
                    None => (0..b["count"].as_u64().expect("count"))
                        .flat_map(|_| scalar(ty, &b["fill"]))
                        .collect(),
                };
                sim::LaunchArg::Buffer(bytes)
            } else if let Some(v) = a.get("value") {
                sim::LaunchArg::Value(scalar(v["type"].as_str().expect("type"), &v["data"]))
            } else {
                sim::LaunchArg::Local(a["local"].as_u64().expect("local") as u32)
            }
        })
        .collect();
    SimulatorLaunch {
        code_object: corpus.join(code_object),
        target: None,
        launch: sim::Launch {
            kernel: j["kernel"].as_str().expect("kernel").into(),
            grid: [64, 1, 1],
            block: [64, 1, 1],
            args,
            recorded: None,
        },
    }
}

/// clang-19's -O2 `lds_reduce` enters the tree-reduction loop's lines a different number of
/// times than its -O0 build (a rotated loop): paired by (line, hit) the loop variable `s`
/// looks wrong an iteration apart; aligned by each work-item's line-entry sequence nothing
/// is reported, and the entries that could not be paired are counted.
#[test]
fn a_loop_entered_a_different_number_of_times_gives_no_false_mismatch() {
    let opts = RunOptions {
        track_writes: false,
        ..RunOptions::default()
    };
    let checked = observe(
        corpus_launch("lds_reduce", "clang19/gfx90a/lds_reduce-O2.hsaco"),
        &opts,
    )
    .expect("O2 run");
    let reference = observe(
        corpus_launch("lds_reduce", "clang19/gfx90a/lds_reduce-O0.hsaco"),
        &opts,
    )
    .expect("O0 run");
    let (hit, _) = compare_detailed(&checked, &reference, Align::Hit);
    assert!(
        hit.findings
            .iter()
            .any(|f| f.rule == "run-value-mismatch" && f.variable.as_deref() == Some("s")),
        "(line, hit) pairing is one iteration off in the loop: {:?}",
        hit.findings
    );
    let (seq, stats) = compare_detailed(&checked, &reference, Align::Sequence);
    let wrong: Vec<_> = seq
        .findings
        .iter()
        .filter(|f| f.rule == "run-value-mismatch")
        .collect();
    assert!(wrong.is_empty(), "{wrong:?}");
    assert!(stats.compared > 1000, "{stats:?}");
    assert!(stats.unpaired.0 + stats.unpaired.1 > 0, "{stats:?}");
}

/// A variable described by a whole VGPR without selecting the lane (`DW_OP_regx v1`): every
/// lane reads lane 0's dword. The finding shown is that bug: lane 0's value as observed,
/// the lane's own as expected, and every other lane in its lane set.
#[test]
fn a_whole_vgpr_showing_lane_zero_everywhere_is_the_example_shown() {
    let dir = tempfile::tempdir().unwrap();
    for target in ["gfx90a", "gfx1100"] {
        let good = Spec::conforming(target);
        let mut whole = good.lane_slice(1);
        // Without the lane selection that follows the register.
        whole.truncate(whole.len() - 6);
        let bad = Spec {
            kx: whole,
            ..good.clone()
        };
        let opts = RunOptions::default();
        let reference = observe(
            launch(&good.build(dir.path(), &format!("good-{target}"))),
            &opts,
        )
        .expect("reference run");
        let checked = observe(
            launch(&bad.build(dir.path(), &format!("lane0-{target}"))),
            &opts,
        )
        .expect("checked run");
        for align in [Align::Window, Align::Sequence, Align::Value] {
            let f = compare_with(&checked, &reference, align).findings;
            let first = f
                .iter()
                .find(|f| f.rule == "run-value-mismatch")
                .unwrap_or_else(|| panic!("{target} {align:?}: {f:?}"));
            assert_eq!(first.variable.as_deref(), Some("kx"), "{target} {align:?}");
            assert_eq!(
                first.observed.as_deref(),
                Some("42"),
                "{target} {align:?}: {first:?}"
            );
            assert_eq!(
                first.expected.as_deref(),
                Some("43"),
                "{target} {align:?}: {first:?}"
            );
            assert!(
                first.message.contains("work-item 1:"),
                "{target} {align:?}: {}",
                first.message
            );
            // wave64: lanes 1 to 63 of the one work-group (gfx1100 runs the 64 work-items
            // as two wave32s: the second wave's lane 0 reads its own value).
            let lanes: Vec<(u32, u32)> = first
                .lanes
                .iter()
                .flat_map(|w| w.work_items.clone())
                .collect();
            let expected = if target == "gfx90a" {
                vec![(1, 63)]
            } else {
                vec![(1, 31), (33, 63)]
            };
            assert_eq!(lanes, expected, "{target} {align:?}");
        }
    }
}

/// `conform/tests/data/loops.cl` built by clang-19 for gfx90a at -O0 and -O2.
fn loops(dir: &std::path::Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = here.join("tests/data/loops.cl");
    let include = format!("-I{}", here.join("../corpus/src").display());
    let build = |opt: &str| {
        let o = dir.join(format!("loops-{opt}.o"));
        let co = dir.join(format!("loops-{opt}.hsaco"));
        support::run(
            "clang-19",
            &[
                "-x",
                "cl",
                "-cl-std=CL2.0",
                "-cl-no-stdinc",
                "-nogpulib",
                "-g",
                &include,
                "-target",
                "amdgcn-amd-amdhsa",
                "-mcpu=gfx90a",
                opt,
                "-c",
                src.to_str().unwrap(),
                "-o",
                o.to_str().unwrap(),
            ],
        );
        support::run(
            "ld.lld-19",
            &["-shared", o.to_str().unwrap(), "-o", co.to_str().unwrap()],
        );
        co
    };
    (build("-O2"), build("-O0"))
}

/// One wave of `kernel` from `loops.cl` with 64 inputs (and `n` = 5 for running_index).
fn loops_launch(code_object: &std::path::Path, kernel: &str) -> SimulatorLaunch {
    let ints: Vec<i32> = (0..64).map(|k| (k * 37 % 101) - 50).collect();
    let input = if kernel == "reduce" {
        ints.iter()
            .flat_map(|&v| (v as f32 / 10.0 + 0.317).to_le_bytes())
            .collect()
    } else {
        ints.iter().flat_map(|v| v.to_le_bytes()).collect()
    };
    let mut args = vec![
        sim::LaunchArg::Buffer(input),
        sim::LaunchArg::Buffer(vec![0; 256 * 4]),
    ];
    if kernel == "running_index" {
        args.push(sim::LaunchArg::Value(5i32.to_le_bytes().to_vec()));
    }
    SimulatorLaunch {
        code_object: code_object.to_path_buf(),
        target: None,
        launch: sim::Launch {
            kernel: kernel.into(),
            grid: [64, 1, 1],
            block: [64, 1, 1],
            args,
            recorded: None,
        },
    }
}

fn mismatches(f: &[conform::Finding]) -> Vec<(String, String, String)> {
    f.iter()
        .filter(|f| f.rule == "run-value-mismatch")
        .map(|f| {
            (
                f.variable.clone().unwrap_or_default(),
                f.expected.clone().unwrap_or_default(),
                f.observed.clone().unwrap_or_default(),
            )
        })
        .collect()
}

/// clang-19 -O2 keeps the preheader's locations inside loops it unrolls: `running_index`'s
/// `idx`, `steps` and `total` read 0 in the unrolled loop's second trip, and
/// `unrolled_store`'s `i` and `acc` keep their first values through the fully unrolled
/// body. The window alignment reports each of those (the value the variable has there is
/// another), and not the values an instruction scheduled a statement early or late shows
/// (which the line-sequence alignment reports: `idx` already 15 at line 32 of the last
/// iteration).
#[test]
fn unrolled_loops_stale_values_are_reported_and_scheduled_ones_are_not() {
    let dir = tempfile::tempdir().unwrap();
    let (o2, o0) = loops(dir.path());
    let opts = RunOptions {
        track_writes: false,
        ..RunOptions::default()
    };
    let run =
        |co: &std::path::Path, kernel: &str| observe(loops_launch(co, kernel), &opts).expect("run");
    let (checked, reference) = (run(&o2, "running_index"), run(&o0, "running_index"));
    let window = mismatches(&compare_with(&checked, &reference, Align::Window).findings);
    assert_eq!(window.len(), 6, "{window:?}");
    assert!(
        window
            .iter()
            .all(|(_, expected, got)| got == "0" && expected != "0"),
        "{window:?}"
    );
    for v in ["idx", "steps", "total"] {
        assert!(window.iter().any(|m| m.0 == v), "{v}: {window:?}");
    }
    let sequence = mismatches(&compare_with(&checked, &reference, Align::Sequence).findings);
    assert!(
        sequence.iter().any(|m| m.0 == "idx" && m.2 == "15"),
        "{sequence:?}"
    );
    // The value history alone sees nothing: every value shown is one the reference held.
    assert!(mismatches(&compare_with(&checked, &reference, Align::Value).findings).is_empty());

    let (checked, reference) = (run(&o2, "unrolled_store"), run(&o0, "unrolled_store"));
    let window = mismatches(&compare_with(&checked, &reference, Align::Window).findings);
    assert!(
        window
            .iter()
            .any(|m| m.0 == "i" && m.1 == "2" && m.2 == "0"),
        "{window:?}"
    );
    assert!(window.iter().any(|m| m.0 == "acc"), "{window:?}");

    // The unrolled reduction's last row shows `v` with `sum`'s value, a value `v` never
    // has, and `k` and `sum` with their first.
    let (checked, reference) = (run(&o2, "reduce"), run(&o0, "reduce"));
    let window = mismatches(&compare_with(&checked, &reference, Align::Window).findings);
    let vars: Vec<&str> = window.iter().map(|m| m.0.as_str()).collect();
    assert_eq!(vars, ["k", "sum", "v"], "{window:?}");
}

/// clang-19's -O0 `spill_calls` assigns `s` four times on line 72 under one statement row
/// (the other rows of the line are not statements): with [`RunOptions::line_writes`] the
/// reference run reads the variables at those rows too, and keeps each value `s` takes
/// within the line entry, in order (the last store lands at the next line's first row).
#[test]
fn the_values_written_within_a_line_entry_are_kept_in_order() {
    let opts = RunOptions {
        track_writes: false,
        line_writes: true,
        ..RunOptions::default()
    };
    let run = observe(
        corpus_launch("spill_calls", "clang19/gfx90a/spill_calls-O0.hsaco"),
        &opts,
    )
    .expect("O0 run");
    let o = run
        .observations
        .iter()
        .find(|o| o.line == 72 && o.local == 0)
        .expect("line 72");
    let s: Vec<&str> = o
        .within_line
        .iter()
        .filter(|(n, _)| &**n == "s")
        .map(|(_, v)| &**v)
        .collect();
    assert!(s.len() >= 3, "{:?}", o.within_line);
    // Horner's rule: each value is the previous one times 5 plus an input.
    let at_entry: i64 = o
        .values
        .iter()
        .find(|(n, _)| &**n == "s")
        .and_then(|(_, v)| v.as_ref().ok()?.parse().ok())
        .expect("s at the entry");
    let first: i64 = s[0].parse().unwrap();
    assert_ne!(first, at_entry, "{s:?}");
    // Without line_writes nothing is kept.
    let plain = observe(
        corpus_launch("spill_calls", "clang19/gfx90a/spill_calls-O0.hsaco"),
        &RunOptions {
            line_writes: false,
            ..opts
        },
    )
    .expect("O0 run");
    assert!(plain.observations.iter().all(|o| o.within_line.is_empty()));
}
