//! The debugger never changes what the program computes: a session full of steps through
//! barriers ends with the output of a free run, every breakpoint hit is reported (one per
//! `continue`, also when several waves reach it in one scheduling step), and lanes past the
//! grid never run.

mod common;

use amdgpu::target::WaveId;
use common::*;
use debugger::engine::StepKind;
use debugger::{BreakpointOptions, EngineError, Session, StopEvent};
use sim::LaunchArg;

/// The kernels of the corpus that have barriers (all but the sanitizer's seeded bugs), with a
/// launch of each (inputs computed here; work-groups of several waves on wave32, and on
/// wave64 where the kernel allows it) and the arguments whose contents depend on the order
/// waves run in (`atomics`' tickets: which work-item got which counter value).
fn barrier_launches(
    producer: &str,
    target: &str,
    opt: &str,
) -> Vec<(sim::SimulatorLaunch, Vec<usize>)> {
    let (scan, _) = wg_scan(
        &format!("{producer}/{target}/wg_scan-{opt}.hsaco"),
        300,
        290,
    );
    let input = numbers(128, 5, -9000, 9000);
    let lds = launch(
        &format!("{producer}/{target}/lds_reduce-{opt}.hsaco"),
        "lds_reduce_sum",
        128,
        64,
        vec![
            LaunchArg::Buffer(i32s(input.clone())),
            LaunchArg::Buffer(vec![0; 8]),
            LaunchArg::Buffer(vec![0; 128 * 4]),
            LaunchArg::Local(256),
        ],
    );
    let floats: Vec<u8> = numbers(128, 9, -1000, 1000)
        .into_iter()
        .flat_map(|v| (v as f32 / 8.0).to_le_bytes())
        .collect();
    let hip = launch(
        &format!("{producer}/{target}/hip_templates-{opt}.hsaco"),
        "hip_template_shared",
        128,
        64,
        vec![
            LaunchArg::Buffer(i32s(numbers(128, 3, -100, 100))),
            LaunchArg::Buffer(floats),
            LaunchArg::Buffer(vec![0; 128 * 4]),
            LaunchArg::Buffer(vec![0; 128 * 4]),
            LaunchArg::Buffer(vec![0; 4]),
        ],
    );
    let atomics = launch(
        &format!("{producer}/{target}/atomics-{opt}.hsaco"),
        "atomics_global_lds_cas",
        256,
        128,
        vec![
            LaunchArg::Buffer(i32s(numbers(256, 11, -500, 500))),
            LaunchArg::Buffer(vec![0; 4]),
            LaunchArg::Buffer(vec![0; 16 * 4]),
            LaunchArg::Buffer(vec![0; 4]),
            LaunchArg::Buffer(vec![0; 8]),
            LaunchArg::Buffer(vec![0; 256 * 4]),
        ],
    );
    vec![
        (scan, vec![]),
        (lds, vec![]),
        (hip, vec![]),
        (atomics, vec![5]),
    ]
}

/// One step command of a session that steps a lot: the n-th of a fixed mix of `next`,
/// `step`, `stepi`, `nexti` and `until`.
fn one_step(s: &mut Session, n: usize) -> Result<StopEvent, EngineError> {
    match n % 7 {
        0 | 4 => s.step_lines(StepKind::Next, 1),
        1 => s.step_lines(StepKind::Step, 1),
        2 => s.step_instructions(3, false),
        3 => s.step_lines(StepKind::Until, 1),
        5 => s.step_instructions(1, true),
        _ => s.step_lines(StepKind::Next, 2),
    }
}

/// Runs `launch` in a session that stops in every wave at the kernel's first line and steps
/// each (switching lanes on the way) through its barriers, then lets the program end; returns
/// the output buffers and how many step commands ran.
fn stepped_run(l: sim::SimulatorLaunch, kernel: &str) -> (Vec<Vec<u8>>, usize) {
    let (program, buffers) = Recorded::new(l);
    let mut s = Session::new(Box::new(program)).expect("session");
    brk(&mut s, kernel, BreakpointOptions::default());
    let mut stop = s.run().expect("run");
    let mut steps = 0;
    let mut waves_stepped = 0;
    loop {
        match stop {
            StopEvent::Completed { .. } => break,
            StopEvent::Breakpoint { .. } if waves_stepped >= 3 => {
                // Enough waves stepped: the rest run freely.
                for b in s.breakpoints().breakpoints.clone() {
                    s.delete_breakpoint(b.number).expect("delete");
                }
                stop = s.resume().expect("continue");
                continue;
            }
            StopEvent::Breakpoint { wave, .. } => {
                waves_stepped += 1;
                // Step this wave many times, on a lane of its second half when it has one.
                let lanes = s.active_lanes(wave);
                if let Some(&lane) = lanes.get(lanes.len() / 2 + 1) {
                    s.set_focus_lane(lane).expect("lane");
                }
                let mut k = 0;
                stop = loop {
                    let e = one_step(&mut s, steps).expect("step");
                    steps += 1;
                    k += 1;
                    match e {
                        StopEvent::Stepped { .. } if k < 60 => {}
                        other => break other,
                    }
                };
                if let StopEvent::Stepped { .. } = stop {
                    stop = s.resume().expect("continue");
                }
            }
            StopEvent::WaveExited { .. } | StopEvent::Stepped { .. } => {
                stop = s.resume().expect("continue");
            }
            other => panic!("unexpected stop {other:?}"),
        }
    }
    drop(s);
    let out = buffers.lock().expect("buffers").take().expect("recorded");
    (out, steps)
}

#[test]
fn stepping_through_barriers_leaves_the_results_of_a_free_run() {
    let mut checked = 0;
    let mut total_steps = 0;
    for producer in PRODUCERS {
        for target in ["gfx90a", "gfx1100"] {
            for opt in ["O0", "O2"] {
                for (l, order_dependent) in barrier_launches(producer, target, opt) {
                    let what = format!("{}", l.code_object.display());
                    let kernel = l.launch.kernel.clone();
                    let free = free_run(&l);
                    let (debugged, steps) = stepped_run(l, &kernel);
                    assert!(steps > 0, "{what}: no steps");
                    for (i, (a, b)) in free.iter().zip(&debugged).enumerate() {
                        if order_dependent.contains(&i) {
                            // The same values, perhaps to other work-items.
                            let (mut a, mut b) = (to_i32s(a), to_i32s(b));
                            a.sort_unstable();
                            b.sort_unstable();
                            assert_eq!(a, b, "{what}: argument {i}'s values differ");
                            continue;
                        }
                        assert!(
                            a == b,
                            "{what}: argument {i} differs after a session of {steps} steps:\n\
                             free run {:?}\nsession  {:?}",
                            to_i32s(a),
                            to_i32s(b)
                        );
                    }
                    checked += 1;
                    total_steps += steps;
                }
            }
        }
    }
    assert_eq!(checked, 48);
    eprintln!("{checked} launches, {total_steps} step commands, results unchanged");
}

/// The oracle itself, and the free run against it (so the comparison above compares right
/// results): `wg_scan` on a partial last work-group leaves its total untouched.
#[test]
fn wg_scan_free_runs_compute_the_oracle() {
    for producer in PRODUCERS {
        for target in ["gfx90a", "gfx1100"] {
            for opt in ["O0", "O2"] {
                let path = format!("{producer}/{target}/wg_scan-{opt}.hsaco");
                let (l, input) = wg_scan(&path, 256, 250);
                let out = free_run(&l);
                let (scan, total) = wg_scan_oracle(&input, 256, 250);
                assert_eq!(to_i32s(&out[1]), scan, "{path}: scan");
                assert_eq!(to_i32s(&out[2]), total, "{path}: total");
            }
        }
    }
}

/// A `next` that reaches `barrier()` with the rest of the work-group stopped lets the group
/// arrive; the stepped wave then reads its neighbours' values, not stale LDS.
#[test]
fn next_over_a_barrier_waits_for_the_work_group() {
    for producer in PRODUCERS {
        let path = format!("{producer}/gfx1100/wg_scan-O0.hsaco");
        let (l, input) = wg_scan(&path, 128, 128);
        let (scan, _) = wg_scan_oracle(&input, 128, 128);
        let mut s = session(l);
        // `buf[0][lid] = v;`, before the first barrier.
        brk(&mut s, "wg_scan.cl:21", BreakpointOptions::default());
        let StopEvent::Breakpoint { wave, .. } = s.run().expect("run") else {
            panic!("{path}: no stop");
        };
        assert_eq!(wave, WaveId(1));
        for b in s.breakpoints().breakpoints.clone() {
            s.delete_breakpoint(b.number).expect("delete");
        }
        s.set_focus_lane(31).expect("lane");
        // Next until line 31, through every barrier of the loop.
        let mut guard = 0;
        while s.frame(0).expect("frame").line.map(|l| l.1) != Some(31) {
            let stop = s.step_lines(StepKind::Next, 1).expect("next");
            assert!(
                matches!(stop, StopEvent::Stepped { .. }),
                "{path}: {stop:?}"
            );
            guard += 1;
            assert!(guard < 200, "{path}: never reached line 31");
        }
        let s_next = s.step_lines(StepKind::Next, 1).expect("next");
        assert!(matches!(s_next, StopEvent::Stepped { .. }));
        assert_eq!(var(&mut s, 0, 31, "mine"), scan[31].to_string(), "{path}");
        assert_eq!(var(&mut s, 0, 5, "mine"), scan[5].to_string(), "{path}");
    }
}

/// Every wave that reaches a breakpoint is reported, one per `continue`: a breakpoint on the
/// line right after a barrier, which the barrier releases every wave of the group to at once.
#[test]
fn every_wave_at_a_breakpoint_is_reported() {
    for producer in PRODUCERS {
        for target in ["gfx90a", "gfx1100"] {
            for opt in ["O0", "O2"] {
                let path = format!("{producer}/{target}/wg_scan-{opt}.hsaco");
                let (l, _) = wg_scan(&path, 256, 256);
                let mut s = session(l);
                // `int mine = buf[cur][lid];`: once per wave, after the last barrier.
                brk(&mut s, "wg_scan.cl:31", BreakpointOptions::default());
                let mut seen: Vec<WaveId> = Vec::new();
                let mut stop = s.run().expect("run");
                let waves = s.waves().len();
                assert_eq!(waves, if target == "gfx90a" { 4 } else { 8 }, "{path}");
                while let StopEvent::Breakpoint { wave, .. } = stop {
                    seen.push(wave);
                    assert!(
                        seen.len() <= 2 * waves,
                        "{path}: more stops than waves at the breakpoint: {seen:?}"
                    );
                    stop = s.resume().expect("continue");
                }
                assert!(
                    matches!(stop, StopEvent::Completed { .. }),
                    "{path}: {stop:?}"
                );
                seen.sort();
                let expect: Vec<WaveId> = (1..=waves as u32).map(WaveId).collect();
                assert_eq!(seen, expect, "{path}: waves reported at the breakpoint");
            }
        }
    }
}

/// `next` over a call of a helper that waits at `barrier()` (twice) for the rest of its
/// work-group: the step ends on the next line with the values the oracle says, `finish` out
/// of the helper in another wave returns its value, and the program's output is a free
/// run's; on wave32 (four waves a group) and wave64 (two).
#[test]
fn next_over_a_call_that_waits_at_a_barrier() {
    for target in ["gfx1100", "gfx1200", "gfx90a"] {
        let (l, input) = barrier_helper(target);
        let once = neighbour_sums(&input);
        let twice = neighbour_sums(&once);
        let free = free_run(&l);
        assert_eq!(to_i32s(&free[1]), twice, "{target}: the free run");
        let (program, buffers) = Recorded::new(l);
        let mut s = Session::new(Box::new(program)).expect("session");
        // `int once = neighbour_sum(buf, lid, v);`
        brk(&mut s, "barrier_helper.cl:29", BreakpointOptions::default());
        let StopEvent::Breakpoint { wave, .. } = s.run().expect("run") else {
            panic!("{target}: no stop at line 29");
        };
        for b in s.breakpoints().breakpoints.clone() {
            s.delete_breakpoint(b.number).expect("delete");
        }
        let lanes = s.active_lanes(wave);
        let line = |s: &mut Session| s.frame(0).expect("frame").line.map(|l| l.1);
        for (next_line, name, oracle) in [(30, "once", &once), (31, "twice", &twice)] {
            let stop = s.step_lines(StepKind::Next, 1).expect("next");
            assert_eq!(stop, StopEvent::Stepped { wave }, "{target}");
            assert_eq!(line(&mut s), Some(next_line), "{target}");
            for &lane in [lanes[0], lanes[7], lanes[lanes.len() - 1]].iter() {
                let gid: usize = var(&mut s, 0, lane, "gid").parse().expect("gid");
                assert_eq!(
                    var(&mut s, 0, lane, name),
                    oracle[gid].to_string(),
                    "{target}: {name} of work-item {gid}"
                );
            }
        }
        // Another wave, stopped in the helper: `finish` runs it through the barriers left.
        brk(&mut s, "neighbour_sum", BreakpointOptions::default());
        let StopEvent::Breakpoint { wave: other, .. } = s.resume().expect("continue") else {
            panic!("{target}: no stop in the helper");
        };
        assert_ne!(other, wave, "{target}");
        for b in s.breakpoints().breakpoints.clone() {
            s.delete_breakpoint(b.number).expect("delete");
        }
        let lane = s.focus().expect("focus").lane;
        let finished = s.finish_returning().expect("finish");
        assert_eq!(
            finished.stop,
            StopEvent::Stepped { wave: other },
            "{target}"
        );
        let gid: usize = var(&mut s, 0, lane, "gid").parse().expect("gid");
        let want = match line(&mut s) {
            Some(29) => once[gid],
            Some(30) => twice[gid],
            l => panic!("{target}: finish returned to line {l:?}"),
        };
        let returned = finished.returned.expect("a returned value");
        let opts = debugger::format::FormatOptions::default();
        assert_eq!(
            debugger::format::format_inner(&returned, &opts),
            want.to_string(),
            "{target}"
        );
        assert!(matches!(
            s.resume().expect("continue"),
            StopEvent::Completed { .. }
        ));
        drop(s);
        let out = buffers.lock().expect("buffers").take().expect("recorded");
        assert_eq!(out, free, "{target}: the session changed the results");
    }
}

/// With `scheduler-locking on` the other waves of the group never run, so a step over the
/// helper cannot pass its barrier: an error names it (rather than a wait for ever), and the
/// session goes on with the other modes to a free run's results.
#[test]
fn a_barrier_under_scheduler_locking_on_is_an_error() {
    use debugger::engine::SchedulerLocking;
    let (l, _) = barrier_helper("gfx1100");
    let free = free_run(&l);
    let (program, buffers) = Recorded::new(l);
    let mut s = Session::new(Box::new(program)).expect("session");
    brk(&mut s, "barrier_helper.cl:29", BreakpointOptions::default());
    let StopEvent::Breakpoint { wave, .. } = s.run().expect("run") else {
        panic!("no stop at line 29");
    };
    for b in s.breakpoints().breakpoints.clone() {
        s.delete_breakpoint(b.number).expect("delete");
    }
    s.set_scheduler_locking(SchedulerLocking::On);
    let e = s
        .step_lines(StepKind::Next, 1)
        .expect_err("a step that cannot end");
    assert!(
        matches!(e, EngineError::BarrierWithOthersHeld { wave: w, .. } if w == wave),
        "{e:?}"
    );
    assert!(e.to_string().contains("work-group barrier"), "{e}");
    let e = s.resume().expect_err("a continue that cannot end");
    assert!(
        matches!(e, EngineError::BarrierWithOthersHeld { .. }),
        "{e:?}"
    );
    s.set_scheduler_locking(SchedulerLocking::Step);
    let stop = s.step_lines(StepKind::Next, 1).expect("next");
    assert_eq!(stop, StopEvent::Stepped { wave });
    assert!(matches!(
        s.resume().expect("continue"),
        StopEvent::Completed { .. }
    ));
    drop(s);
    let out = buffers.lock().expect("buffers").take().expect("recorded");
    assert_eq!(out, free);
}

/// `until` and `advance` run the wave to an address as `next` and `finish` do: over the
/// helper's barriers too, with the oracle's values after.
#[test]
fn until_and_advance_over_a_call_that_waits_at_a_barrier() {
    let (l, input) = barrier_helper("gfx90a");
    let once = neighbour_sums(&input);
    let twice = neighbour_sums(&once);
    let mut s = session(l);
    brk(&mut s, "barrier_helper.cl:29", BreakpointOptions::default());
    let StopEvent::Breakpoint { wave, .. } = s.run().expect("run") else {
        panic!("no stop at line 29");
    };
    for b in s.breakpoints().breakpoints.clone() {
        s.delete_breakpoint(b.number).expect("delete");
    }
    let lane = *s.active_lanes(wave).last().expect("a lane");
    let gid: usize = var(&mut s, 0, lane, "gid").parse().expect("gid");
    let line = |s: &mut Session| s.frame(0).expect("frame").line.map(|l| l.1);
    let stop = s.step_lines(StepKind::Until, 1).expect("until");
    assert_eq!(stop, StopEvent::Stepped { wave });
    assert_eq!(line(&mut s), Some(30));
    assert_eq!(var(&mut s, 0, lane, "once"), once[gid].to_string());
    let to = debugger::BreakpointSpec::parse("barrier_helper.cl:32").expect("location");
    let stop = s.advance(&to).expect("advance");
    assert_eq!(stop, StopEvent::Stepped { wave });
    assert_eq!(line(&mut s), Some(32));
    assert_eq!(var(&mut s, 0, lane, "twice"), twice[gid].to_string());
}
