//! The engine's typed API in-process: a session over the simulator running a corpus kernel
//! (breakpoints, per-lane conditions, `$_lane`, `-lane`, frames, variables, stepping through
//! calls and divergence, loaded addresses) and over the stub's fake target (run control
//! without DWARF). No binary is spawned and no text is parsed.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use amdgpu::target::WaveId;
use debugger::engine::{StepKind, VariableKind};
use debugger::format::{format_inner, FormatOptions};
use debugger::{BreakpointOptions, BreakpointSpec, EngineError, Session, StopEvent};
use sim::{Launch, LaunchArg, LaunchProgram, SimulatorLaunch};

fn corpus(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(path)
}

fn u32s(v: impl IntoIterator<Item = u32>) -> Vec<u8> {
    v.into_iter().flat_map(u32::to_le_bytes).collect()
}

/// `recursion.cl` on 128 work-items in two waves: work-item `g` computes `fib(g % 16)`,
/// `gcd(g + 1, 3)` and the sum of the first `g % 16` squares.
fn recursion(producer: &str) -> Session {
    let input = u32s((0..128u32).flat_map(|g| [g % 16, g + 1, 3]));
    let launch = SimulatorLaunch {
        code_object: corpus(&format!("{producer}/gfx90a/recursion-O0.hsaco")),
        target: None,
        launch: Launch {
            kernel: "recursive_fib_gcd".into(),
            grid: [128, 1, 1],
            block: [64, 1, 1],
            args: vec![
                LaunchArg::Buffer(input),
                LaunchArg::Buffer(vec![0; 128 * 3 * 4]),
            ],
            recorded: None,
        },
    };
    Session::new(Box::new(LaunchProgram::open(launch).expect("launch"))).expect("session")
}

fn brk(s: &mut Session, text: &str, options: BreakpointOptions) -> u32 {
    let spec = BreakpointSpec::parse(text).expect("location");
    s.add_breakpoint(text, spec, options)
        .expect("breakpoint")
        .number
}

/// The value of variable `name` of frame `frame` for `lane`, as gdb prints it.
fn var(s: &mut Session, frame: usize, lane: u32, name: &str) -> String {
    let opts = FormatOptions::default();
    [VariableKind::Arguments, VariableKind::Locals]
        .into_iter()
        .flat_map(|k| s.variables(frame, lane, k).expect("variables"))
        .find(|v| v.name == name)
        .map(|v| format_inner(v.value.as_ref().expect("readable"), &opts))
        .unwrap_or_else(|| panic!("no variable {name}"))
}

#[test]
fn breakpoint_conditions_are_per_lane() {
    for producer in ["clang19", "rocm22"] {
        let mut s = recursion(producer);
        let n = brk(
            &mut s,
            "fib_rec",
            BreakpointOptions {
                condition: Some("n == 4".into()),
                ..BreakpointOptions::default()
            },
        );
        let stop = s.run().expect("run");
        let StopEvent::Breakpoint {
            wave,
            breakpoints,
            lanes,
            ..
        } = stop
        else {
            panic!("{producer}: {stop:?}");
        };
        assert_eq!(breakpoints, vec![n]);
        assert_eq!(wave, WaveId(1));
        assert_eq!(lanes, vec![4, 20, 36, 52], "{producer}");
        for &l in &lanes {
            assert_eq!(var(&mut s, 0, l, "n"), "4");
        }
        assert_eq!(var(&mut s, 0, 5, "n"), "5");
        // The focus is on the first lane that hit.
        assert_eq!(s.focus().map(|f| f.lane), Some(4));
    }
}

#[test]
fn lane_convenience_variables_are_the_evaluated_lanes() {
    let mut s = recursion("rocm22");
    brk(
        &mut s,
        "fib_rec",
        BreakpointOptions {
            condition: Some("$_lane == 5 || $_lane == 63".into()),
            ..BreakpointOptions::default()
        },
    );
    let StopEvent::Breakpoint { lanes, .. } = s.run().expect("run") else {
        panic!("no breakpoint stop");
    };
    assert_eq!(lanes, vec![5, 63]);
    for lane in [1, 2, 3] {
        let v = s.evaluate("$_lane", 0, lane).expect("$_lane");
        assert_eq!(v.signed(), Some(i128::from(lane)));
    }
    let pos = s.evaluate("$_lane_workgroup_pos", 0, 3).expect("pos");
    assert_eq!(format_inner(&pos, &FormatOptions::default()), "\"[3,0,0]\"");
}

#[test]
fn lane_and_thread_filters() {
    let mut s = recursion("rocm22");
    brk(
        &mut s,
        "fib_rec",
        BreakpointOptions {
            lane: Some(7),
            thread: Some(WaveId(2)),
            ..BreakpointOptions::default()
        },
    );
    let StopEvent::Breakpoint { wave, lanes, .. } = s.run().expect("run") else {
        panic!("no breakpoint stop");
    };
    assert_eq!((wave, lanes), (WaveId(2), vec![7]));
    assert_eq!(var(&mut s, 0, 7, "n"), "7");
}

#[test]
fn frames_finish_and_steps() {
    let mut s = recursion("rocm22");
    brk(&mut s, "fib_rec", BreakpointOptions::default());
    assert!(matches!(
        s.run().expect("run"),
        StopEvent::Breakpoint { .. }
    ));
    let frames = s.frames().expect("frames").to_vec();
    assert_eq!(frames[0].function.as_deref(), Some("fib_rec"));
    assert_eq!(frames[1].function.as_deref(), Some("recursive_fib_gcd"));
    assert_eq!(frames[1].line.as_ref().map(|l| l.1), Some(37));
    s.set_focus_lane(9).expect("lane");
    assert_eq!(var(&mut s, 1, 9, "n"), "9");
    assert_eq!(var(&mut s, 1, 9, "gid"), "9");
    // Every hit of the breakpoint inside the recursion is skipped by deleting it.
    s.delete_breakpoint(1).expect("delete");
    let stop = s.finish().expect("finish");
    assert!(matches!(stop, StopEvent::Stepped { .. }), "{stop:?}");
    let f = s.frame(0).expect("frame 0");
    assert_eq!(f.function.as_deref(), Some("recursive_fib_gcd"));
    assert_eq!(f.line.as_ref().map(|l| l.1), Some(37));
    let stop = s.step_lines(StepKind::Next, 1).expect("next");
    assert!(matches!(stop, StopEvent::Stepped { .. }), "{stop:?}");
    let f = s.frame(0).expect("frame 0");
    assert_eq!(f.line.as_ref().map(|l| l.1), Some(38), "the next line");
    let stop = s.step_lines(StepKind::Step, 1).expect("step");
    assert!(matches!(stop, StopEvent::Stepped { .. }), "{stop:?}");
    let f = s.frame(0).expect("frame 0");
    assert_eq!(
        f.function.as_deref(),
        Some("gcd_rec"),
        "step enters the call"
    );
    assert_eq!(var(&mut s, 0, 9, "a"), "10");
    assert_eq!(var(&mut s, 0, 9, "b"), "3");
    assert_eq!(
        s.resume().expect("continue"),
        StopEvent::Completed {
            kernel: "recursive_fib_gcd".into()
        }
    );
    assert!(s.target().is_none());
}

#[test]
fn innermost_frames_are_the_stopped_functions_without_its_callers() {
    let mut s = recursion("rocm22");
    brk(&mut s, "fib_rec", BreakpointOptions::default());
    assert!(matches!(
        s.run().expect("run"),
        StopEvent::Breakpoint { .. }
    ));
    // Deeper into the recursion: fib_rec called by fib_rec.
    for _ in 0..3 {
        assert!(matches!(
            s.resume().expect("continue"),
            StopEvent::Breakpoint { .. }
        ));
    }
    let own = s.innermost_frames().expect("innermost frames").to_vec();
    assert!(!own.is_empty());
    assert!(own.iter().all(|f| f.physical == 0));
    assert_eq!(
        own.last().and_then(|f| f.function.as_deref()),
        Some("fib_rec")
    );
    let all = s.frames().expect("frames").to_vec();
    assert!(all.len() > own.len() + 1, "{} frames", all.len());
    assert_eq!(all[own.len()].physical, 1);
    for (a, b) in own.iter().zip(&all) {
        assert_eq!(
            (
                a.index,
                a.pc,
                a.function.as_deref(),
                a.line.as_ref(),
                a.scope_die
            ),
            (
                b.index,
                b.pc,
                b.function.as_deref(),
                b.line.as_ref(),
                b.scope_die
            )
        );
    }
    // Once the whole stack is walked, the innermost frames are still its first ones.
    assert_eq!(
        s.innermost_frames().expect("innermost frames").len(),
        own.len()
    );
}

#[test]
fn loaded_addresses_resolve_in_one_parser() {
    let mut s = recursion("rocm22");
    // The loaded address of a line, as frames show it, and an ELF address of the same code.
    let loaded = s
        .resolve(
            &BreakpointSpec::parse("recursion.cl:12").expect("spec"),
            debugger::engine::Placement::AfterPrologue,
        )
        .expect("resolve")[0];
    let elf = loaded - s.modules()[0].load_base;
    for text in [format!("*{loaded:#x}"), format!("*{elf:#x}")] {
        let spec = BreakpointSpec::parse(&text).expect("spec");
        let at = s
            .resolve(&spec, debugger::engine::Placement::FirstInstruction)
            .expect(&text);
        assert_eq!(at, vec![loaded], "{text}");
    }
    brk(
        &mut s,
        &format!("*{loaded:#x}"),
        BreakpointOptions {
            first_instruction: true,
            ..BreakpointOptions::default()
        },
    );
    let StopEvent::Breakpoint { wave, .. } = s.run().expect("run") else {
        panic!("no stop at the loaded address");
    };
    assert_eq!(s.pc(wave).expect("pc"), loaded);
    // A line with no file before any frame: the kernel's file.
    let spec = BreakpointSpec::parse("38").expect("line");
    assert!(!s
        .resolve(&spec, debugger::engine::Placement::AfterPrologue)
        .expect("resolve")
        .is_empty());
    assert!(matches!(
        s.resolve(
            &BreakpointSpec::Function("no_such".into()),
            debugger::engine::Placement::AfterPrologue
        ),
        Err(EngineError::Location(_))
    ));
}

#[test]
fn stepping_follows_the_focused_lane_through_divergence() {
    let input = u32s((0..128u32).map(|g| if g % 2 == 0 { 6 } else { 7 }));
    let launch = SimulatorLaunch {
        code_object: corpus("clang19/gfx90a/divergence-O0.hsaco"),
        target: None,
        launch: Launch {
            kernel: "divergent_loops_collatz".into(),
            grid: [64, 1, 1],
            block: [64, 1, 1],
            args: vec![
                LaunchArg::Buffer(input),
                LaunchArg::Buffer(u32s([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])),
                LaunchArg::Value(10u32.to_le_bytes().to_vec()),
                LaunchArg::Buffer(vec![0; 64 * 3 * 4]),
            ],
            recorded: None,
        },
    };
    let mut s = Session::new(Box::new(LaunchProgram::open(launch).expect("launch"))).unwrap();
    brk(
        &mut s,
        "divergent_loops_collatz",
        BreakpointOptions::default(),
    );
    assert!(matches!(s.run().unwrap(), StopEvent::Breakpoint { .. }));
    // Step the odd lane 1 many lines: it must stay active at every stop (the step skips code
    // where it is inactive).
    s.set_focus_lane(1).unwrap();
    for _ in 0..40 {
        match s.step_lines(StepKind::Next, 1).unwrap() {
            StopEvent::Stepped { wave } => assert!(s.lane_active(wave, 1)),
            StopEvent::Completed { .. } => return,
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn fake_target_run_control() {
    let flag = Arc::new(AtomicBool::new(false));
    let fake = gdbserver::fake::FakeTarget::new(3, flag);
    let mut s = Session::attach(Box::new(fake));
    assert_eq!(s.waves().len(), 3);
    let f = s.focus().expect("the first stopped wave is selected");
    assert_eq!(f.wave, WaveId(1));
    assert_eq!(s.active_lanes(f.wave).len(), 64);
    assert!(s.frames().is_ok());
    // No program: `run` cannot start anything, `resume` runs the waves to their end.
    assert_eq!(s.run(), Err(EngineError::CannotRestart));
    let s2 = gdbserver::fake::FakeTarget::new(2, Arc::new(AtomicBool::new(false)));
    let mut s = Session::attach(Box::new(s2));
    assert!(matches!(s.resume(), Ok(StopEvent::Completed { .. })));
    assert_eq!(s.frames().map(|_| ()), Err(EngineError::NotRunning));
    assert_eq!(s.kill(), Err(EngineError::NotRunning));
}

#[test]
fn bad_requests_are_typed_errors() {
    let mut s = recursion("rocm22");
    assert_eq!(s.frames().map(|_| ()), Err(EngineError::NotRunning));
    assert_eq!(
        s.step_lines(StepKind::Next, 1).map(|_| ()),
        Err(EngineError::NotRunning)
    );
    assert!(matches!(
        s.add_breakpoint(
            "nosuch.cl:3",
            BreakpointSpec::parse("nosuch.cl:3").unwrap(),
            BreakpointOptions::default()
        ),
        Err(EngineError::Location(_))
    ));
    assert!(matches!(
        s.add_breakpoint(
            "fib_rec",
            BreakpointSpec::parse("fib_rec").unwrap(),
            BreakpointOptions {
                condition: Some("n ==".into()),
                ..BreakpointOptions::default()
            }
        ),
        Err(EngineError::Eval(_))
    ));
    assert_eq!(s.delete_breakpoint(42), Err(EngineError::NoBreakpoint(42)));
    brk(&mut s, "fib_rec", BreakpointOptions::default());
    s.run().unwrap();
    assert!(matches!(
        s.set_focus_lane(64),
        Err(EngineError::NoLane { lane: 64, .. })
    ));
    assert!(matches!(s.frame(99), Err(EngineError::NoFrame(99))));
    assert!(matches!(
        s.evaluate("nosuch + 1", 0, 0),
        Err(EngineError::Eval(_))
    ));
}

/// `scheduler-locking`: `step` (the default) holds the other waves while the focused one
/// steps; `off` lets them run, so the other wave reaches the breakpoint during a `next`; `on`
/// lets only the focused wave run on `continue` too.
#[test]
fn scheduler_locking_chooses_which_waves_run() {
    use debugger::engine::SchedulerLocking;
    for (mode, other_stops_during_next) in [
        (SchedulerLocking::Step, false),
        (SchedulerLocking::Off, true),
    ] {
        let mut s = recursion("rocm22");
        assert_eq!(s.scheduler_locking(), SchedulerLocking::Step);
        brk(&mut s, "recursion.cl:37", BreakpointOptions::default());
        let StopEvent::Breakpoint { wave: first, .. } = s.run().expect("run") else {
            panic!("no breakpoint stop")
        };
        s.set_scheduler_locking(mode);
        let stop = s.step_lines(StepKind::Next, 1).expect("next");
        match stop {
            StopEvent::Breakpoint { wave, .. } if other_stops_during_next => {
                assert_ne!(wave, first, "{mode:?}")
            }
            StopEvent::Stepped { wave } if !other_stops_during_next => {
                assert_eq!(wave, first, "{mode:?}")
            }
            other => panic!("{mode:?}: {other:?}"),
        }
    }
    // `on`: continuing the focused wave runs it to its end alone; the other wave has not
    // moved from where the dispatch started it.
    let mut s = recursion("rocm22");
    brk(&mut s, "recursion.cl:37", BreakpointOptions::default());
    let StopEvent::Breakpoint { wave: first, .. } = s.run().expect("run") else {
        panic!("no breakpoint stop")
    };
    s.set_scheduler_locking(SchedulerLocking::On);
    let stop = s.resume().expect("continue");
    assert!(
        !matches!(stop, StopEvent::Breakpoint { wave, .. } if wave != first),
        "another wave ran: {stop:?}"
    );
}

/// A target lent by its owner (a stub's `monitor`) is read, never run, and always handed
/// back; an interpreter that only inspects refuses what would move the kernel, plant
/// breakpoints or act on files, even inside `thread apply`.
#[test]
fn a_lent_target_is_only_inspected_and_handed_back() {
    let fake = gdbserver::fake::FakeTarget::new(3, Arc::new(AtomicBool::new(false)));
    let mut s = Session::attach_lent(Box::new(fake));
    assert_eq!(s.waves().len(), 3);
    assert!(s.frames().is_ok());
    assert_eq!(s.resume().map(|_| ()), Err(EngineError::Lent));
    assert_eq!(s.start(), Err(EngineError::Lent));
    assert_eq!(s.kill(), Err(EngineError::Lent));
    assert_eq!(s.record_start(None), Err(EngineError::Lent));
    let mut t = s.take_target().expect("the lent target comes back");
    assert_eq!(t.waves().len(), 3);
    s.lend_again(t);
    assert_eq!(s.waves().len(), 3);

    let mut i = debugger::Interpreter::new(s);
    i.set_inspect_only("gdb");
    for (line, why) in [
        ("continue", "`continue` would move the kernel, which only gdb does here: use gdb's own `continue`.\n"),
        ("tbreak 3", "`tbreak` would plant a breakpoint behind gdb's back: use gdb's own `tbreak`.\n"),
        ("set logging enabled on", "`set logging` is not offered here (it acts on the stub's machine or outlives one command).\n"),
        ("while 1", "`while` is not offered here (it acts on the stub's machine or outlives one command).\n"),
    ] {
        let out = i.execute(line);
        assert!(!out.ok, "{line}");
        assert_eq!(out.error.as_deref(), Some(why), "{line}");
    }
    // `thread apply` reports each wave's error and goes on, as gdb does.
    let out = i.execute("thread apply all stepi");
    assert_eq!(
        out.text
            .matches(
                "`stepi` would move the kernel, which only gdb does here: use gdb's own `stepi`."
            )
            .count(),
        3,
        "{}",
        out.text
    );
    assert!(i.execute("info threads").ok);
    assert!(i.execute("print 6 * 7").text.contains("42"));
    assert_eq!(i.engine_mut().waves().len(), 3);
}
