//! Run-time checks: a hand-written kernel whose variable `kx` is planted in the wrong
//! register; run against the same kernel with the right location, the check must catch it.
//! Both wave sizes. A kernel with the right location agrees with itself.
mod support;

use conform::runtime::{check_run, compare, compare_with, observe, Align, RunOptions};
use debugger::SimulatorLaunch;
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
                .any(|(n, v)| n == "kx" && v.as_deref() == Ok("42"))),
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
