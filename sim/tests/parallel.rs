//! The parallel work-group path: every run here is made twice, on one thread and on two, and
//! must end the same way with the same memory and counts; the path is kept only where that
//! is guaranteed (kernels in `data/parallel.cl`, built by `data/build.sh`, and corpus
//! kernels).

use sim::{Fallback, Launch, LaunchArg, Parallel, Race, RunEnd, Simulator, Stats};

fn file(path: &str) -> Vec<u8> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn ints(v: impl IntoIterator<Item = i32>) -> LaunchArg {
    LaunchArg::Buffer(v.into_iter().flat_map(|x| x.to_le_bytes()).collect())
}

struct Run {
    end: RunEnd,
    buffers: Vec<Option<Vec<u8>>>,
    stats: Stats,
    parallel: Parallel,
}

fn run(code: &[u8], launch: &Launch, jobs: usize) -> Run {
    let mut sim = Simulator::new(code, launch).expect("launch");
    sim.set_jobs(jobs);
    let end = sim.run_to_end();
    Run {
        end,
        buffers: (0..launch.args.len()).map(|i| sim.buffer(i)).collect(),
        stats: sim.stats(),
        parallel: sim.parallel().clone(),
    }
}

/// Runs `launch` serially and on two threads; checks they agree and returns how the
/// two-thread run went.
fn both(code: &[u8], launch: &Launch) -> (Run, Parallel) {
    let serial = run(code, launch, 1);
    assert!(matches!(serial.parallel, Parallel::NotTried(_)));
    let two = run(code, launch, 2);
    assert_eq!(two.end, serial.end, "{}: how the run ended", launch.kernel);
    assert_eq!(two.buffers, serial.buffers, "{}: buffers", launch.kernel);
    assert_eq!(two.stats, serial.stats, "{}: counts", launch.kernel);
    let p = two.parallel.clone();
    (serial, p)
}

fn launch(kernel: &str, items: u32, block: u32, args: Vec<LaunchArg>) -> Launch {
    Launch {
        kernel: kernel.into(),
        grid: [items, 1, 1],
        block: [block, 1, 1],
        args,
        recorded: None,
    }
}

const TARGETS: [&str; 2] = ["gfx90a", "gfx1100"];

#[test]
fn independent_groups_run_in_parallel() {
    for t in TARGETS {
        let code = file(&format!("tests/data/parallel-{t}.hsaco"));
        let l = launch(
            "independent",
            1024,
            128,
            vec![ints(0..1024), ints(std::iter::repeat_n(0, 1024))],
        );
        let (serial, p) = both(&code, &l);
        assert_eq!(p, Parallel::Ran(2), "{t}");
        assert_eq!(serial.end, RunEnd::Completed);
        let out = serial.buffers[1].as_ref().unwrap();
        assert_eq!(&out[4 * 200..4 * 201], &(600 + 200 / 128i32).to_le_bytes());
    }
}

#[test]
fn a_barrier_orders_lds_accesses_of_different_waves() {
    for t in TARGETS {
        let code = file(&format!("tests/data/parallel-{t}.hsaco"));
        let l = launch(
            "lds_neighbours",
            1024,
            256,
            vec![ints(std::iter::repeat_n(0, 1024))],
        );
        let (serial, p) = both(&code, &l);
        assert_eq!(p, Parallel::Ran(2), "{t}");
        let out = serial.buffers[0].as_ref().unwrap();
        // Item 300 (group 1, local 44) reads local 108 of its group: item 364.
        assert_eq!(&out[4 * 300..4 * 301], &364i32.to_le_bytes());
    }
}

#[test]
fn groups_that_read_each_others_writes_fall_back() {
    for t in TARGETS {
        let code = file(&format!("tests/data/parallel-{t}.hsaco"));
        let l = launch("next_group", 1024, 64, vec![ints(0..1024)]);
        let (_, p) = both(&code, &l);
        assert_eq!(p, Parallel::FellBack(Fallback::Groups), "{t}");
    }
}

#[test]
fn racing_writers_fall_back() {
    for t in TARGETS {
        let code = file(&format!("tests/data/parallel-{t}.hsaco"));
        // One wave per group: only work-groups race.
        let l = launch("last_writer", 512, 32, vec![ints([0])]);
        let (_, p) = both(&code, &l);
        assert_eq!(p, Parallel::FellBack(Fallback::Groups), "{t}");
        // One group of several waves: only its waves race.
        let l = launch("last_writer", 256, 256, vec![ints([0])]);
        let (_, p) = both(&code, &l);
        assert_eq!(p, Parallel::NotTried("one work-group"), "{t}");
        let l = launch("last_writer", 512, 256, vec![ints([0])]);
        let (_, p) = both(&code, &l);
        assert_eq!(p, Parallel::FellBack(Fallback::Race(Race::Waves)), "{t}");
        let l = launch(
            "lds_race",
            512,
            256,
            vec![ints(std::iter::repeat_n(0, 512))],
        );
        let (_, p) = both(&code, &l);
        assert_eq!(p, Parallel::FellBack(Fallback::LdsRace), "{t}");
    }
}

#[test]
fn a_fault_is_reported_as_the_serial_run_reports_it() {
    for t in TARGETS {
        let code = file(&format!("tests/data/parallel-{t}.hsaco"));
        let l = launch(
            "out_of_bounds",
            1024,
            64,
            vec![ints(std::iter::repeat_n(0, 1024))],
        );
        let (serial, p) = both(&code, &l);
        assert_eq!(p, Parallel::FellBack(Fallback::Stopped), "{t}");
        assert!(
            matches!(serial.end, RunEnd::Stopped { .. }),
            "{t}: {:?}",
            serial.end
        );
    }
}

#[test]
fn global_atomics_on_one_counter_fall_back() {
    // corpus/launch/atomics.json: a global counter, a histogram and a CAS loop shared by
    // every work-item.
    let code = file("../corpus/clang22/gfx90a/atomics-O2.hsaco");
    let l = launch(
        "atomics_global_lds_cas",
        128,
        64,
        vec![
            ints((0..128).map(|i| (i * 37 % 101) - 50)),
            ints([0]),
            ints(std::iter::repeat_n(0, 16)),
            ints([0]),
            LaunchArg::Buffer(vec![0; 8]),
            ints(std::iter::repeat_n(0, 128)),
        ],
    );
    let (serial, p) = both(&code, &l);
    assert!(matches!(p, Parallel::FellBack(_)), "{p:?}");
    assert_eq!(
        serial.buffers[1].as_deref(),
        Some(&128i32.to_le_bytes()[..])
    );
}

#[test]
fn observed_runs_stay_serial() {
    let code = file("tests/data/parallel-gfx90a.hsaco");
    let l = launch(
        "independent",
        1024,
        128,
        vec![ints(0..1024), ints(std::iter::repeat_n(0, 1024))],
    );
    let mut sim = Simulator::new(&code, &l).unwrap();
    sim.set_jobs(2);
    sim.set_instruction_limit(Some(1 << 30));
    assert_eq!(sim.run_to_end(), RunEnd::Completed);
    assert_eq!(
        sim.parallel(),
        &Parallel::NotTried("an instruction limit is set")
    );
    let mut sim = Simulator::new(&code, &l).unwrap();
    sim.set_jobs(2);
    sim.set_debugger_attached(true);
    assert_eq!(sim.run_to_end(), RunEnd::Completed);
    assert_eq!(
        sim.parallel(),
        &Parallel::NotTried("a debugger is attached")
    );
}

#[test]
fn a_group_waiting_for_another_falls_back_early() {
    for t in TARGETS {
        let code = file(&format!("tests/data/parallel-{t}.hsaco"));
        let l = launch(
            "wait_for_group0",
            256,
            64,
            vec![ints([0]), ints(std::iter::repeat_n(0, 256))],
        );
        let (serial, p) = both(&code, &l);
        assert_eq!(p, Parallel::FellBack(Fallback::Groups), "{t}");
        assert_eq!(serial.end, RunEnd::Completed);
    }
}

#[test]
fn a_partial_last_work_group_runs_only_its_work_items() {
    for t in TARGETS {
        let code = file(&format!("tests/data/parallel-{t}.hsaco"));
        // 1000 work-items in groups of 128: the last group holds 104. The buffers hold
        // exactly 1000 elements, so a lane past the grid would fault.
        let l = launch(
            "independent",
            1000,
            128,
            vec![ints(0..1000), ints(std::iter::repeat_n(0, 1000))],
        );
        let (serial, p) = both(&code, &l);
        assert_eq!(serial.end, RunEnd::Completed, "{t}");
        assert_eq!(p, Parallel::Ran(2), "{t}");
        let lanes = if t == "gfx90a" { 64 } else { 32 };
        let full = 7 * 128u64.div_ceil(lanes);
        assert_eq!(serial.stats.waves, full + 104u64.div_ceil(lanes), "{t}");
        let out = serial.buffers[1].as_ref().unwrap();
        assert_eq!(&out[4 * 999..], &(999 * 3 + 7i32).to_le_bytes());
    }
}
