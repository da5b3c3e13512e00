//! Debugger sessions of the corpus run twice — on the simulator directly, and through the
//! fake amd-dbgapi library with hdb's `DbgapiTarget` on top — and must print the same
//! transcript, command by command.

mod support;

use std::sync::Mutex;

use dbgapi::FnTable;
use support::{launch, transcript, v};

/// The library is process-global: one session at a time.
static ONE: Mutex<()> = Mutex::new(());

/// A transcript without the lanes a watchpoint stop names: the library says which
/// watchpoints a wave triggered, not which of its lanes accessed them.
fn without_watch_lanes(t: &str) -> String {
    t.lines()
        .map(|l| match l.split_once(", with lane") {
            Some((head, _)) if l.contains(" hit Hardware ") => head,
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
        + if t.ends_with('\n') { "\n" } else { "" }
}

fn same(launch_file: &str, commands: &[&str]) {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let l = launch(launch_file);
    let direct: Vec<String> = transcript(&l, commands, None)
        .iter()
        .map(|t| without_watch_lanes(t))
        .collect();
    static ID: fn(FnTable) -> FnTable = |t| t;
    let fake: Vec<String> = transcript(&l, commands, Some((v(77), &ID)))
        .iter()
        .map(|t| without_watch_lanes(t))
        .collect();
    // And with the target on its own thread, the engine talking to it through a channel.
    let owned: Vec<String> = support::transcript_owned(&l, commands, v(81))
        .iter()
        .map(|t| without_watch_lanes(t))
        .collect();
    for (d, o) in direct.iter().zip(&owned) {
        assert_eq!(
            d, o,
            "{launch_file}: transcripts differ through the owner thread"
        );
    }
    // The second run really went through the library's functions.
    let resumes = dbgapi_fake::with(|f| f.calls.get("wave_resume").copied().unwrap_or(0));
    assert!(
        resumes.unwrap_or(0) > 0,
        "{launch_file}: no wave_resume reached the fake"
    );
    for (d, f) in direct.iter().zip(&fake) {
        assert_eq!(d, f, "{launch_file}: transcripts differ");
    }
    // A transcript where every command failed would compare equal and prove nothing.
    assert!(
        direct.iter().filter(|t| t.starts_with("(ok)")).count() * 2 > commands.len(),
        "{launch_file}: most commands should succeed:\n{}",
        direct.join("")
    );
}

#[test]
fn breakpoint_stop_threads_and_registers() {
    same(
        "example.json",
        &[
            "break recursive_fib_gcd",
            "run",
            "info threads",
            "p $pc",
            "info registers exec",
            "stepi",
            "x/4xw $pc",
            "continue",
            "info threads",
        ],
    );
}

#[test]
fn stepping_and_values() {
    same(
        "arith.json",
        &[
            "break arith_int_float_vec_struct",
            "run",
            "next",
            "next",
            "step",
            "bt",
            "info locals",
            "p $v0",
            "delete",
            "continue",
        ],
    );
}

#[test]
fn divergence_lanes() {
    same(
        "divergence.json",
        &[
            "break divergent_loops_collatz",
            "run",
            "next",
            "next",
            "info lanes",
            "lane 3",
            "p $_lane",
            "thread 2",
            "continue",
        ],
    );
}

#[test]
fn calls_backtrace_and_finish() {
    same(
        "call_chain.json",
        &[
            "break call_chain",
            "run",
            "step",
            "step",
            "step",
            "bt",
            "finish",
            "info frame",
            "continue",
        ],
    );
}

#[test]
fn local_and_private_memory() {
    same(
        "lds_reduce.json",
        &[
            "break lds_reduce_sum",
            "run",
            "next",
            "next",
            "next",
            "x/4xw local#0",
            "p $_lane",
            "info registers s0",
            "continue",
        ],
    );
    same(
        "private_array.json",
        &[
            "break private_array_dynamic_index",
            "run",
            "next",
            "next",
            "next",
            "info locals",
            "x/2xw private_lane#0",
            "continue",
        ],
    );
}

/// Every launch file of the corpus, with one generic script:
/// stop at the kernel, step by line and by instruction, look at threads, frames, locals and
/// registers, run on.
#[test]
fn every_corpus_launch_through_the_fake() {
    let dir = support::corpus().join("launch");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".json"))
        .collect();
    names.sort();
    assert!(names.len() >= 10, "{names:?}");
    for name in names {
        let l = launch(&name);
        let kernel = l.launch.kernel.clone();
        let brk = format!("break {kernel}");
        same(
            &name,
            &[
                &brk,
                "run",
                "next",
                "next",
                "stepi",
                "info threads",
                "bt",
                "info locals",
                "info registers pc",
                "p $exec",
                "continue",
                "delete",
                "continue",
            ],
        );
    }
}

#[test]
fn watchpoints_through_the_library() {
    same(
        "example.json",
        &[
            "break recursive_fib_gcd",
            "run",
            "watch out[5]",
            "delete 1",
            "continue",
            "print gid",
            "info watchpoints",
            "delete",
            "continue",
        ],
    );
    let set = dbgapi_fake::with(|f| f.calls.get("set_watchpoint").copied());
    assert_eq!(
        set,
        Some(Some(1)),
        "the watchpoint went through the library"
    );
    let l = launch("example.json");
    let t = transcript(
        &l,
        &[
            "break recursive_fib_gcd",
            "run",
            "watch out[5]",
            "delete 1",
            "continue",
        ],
        None,
    );
    assert!(
        t[4].contains("hit Hardware watchpoint 2: out[5]"),
        "{}",
        t[4]
    );
}

/// Every displaced-stepping buffer taken (BUFFER_NOT_AVAILABLE) when waves resume off a
/// breakpoint: they wait, listed as running, and start once a buffer frees — the session
/// reads as if the buffers had been free.
#[test]
fn waves_wait_for_a_free_displaced_stepping_buffer() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let l = launch("example.json");
    let commands = [
        "break recursive_fib_gcd",
        "run",
        "continue",
        "continue",
        "info threads",
    ];
    let direct = transcript(&l, &commands, None);
    let mut s = support::wrapped_session(&l, |sim| {
        support::through_fake(Box::new(sim), v(77), &|t| t)
            .map(|t| Box::new(t) as Box<dyn amdgpu::target::Target>)
    });
    let mut through = Vec::new();
    for (i, c) in commands.iter().enumerate() {
        if i == 2 {
            // The next two starts find no buffer.
            dbgapi_fake::with(|f| {
                f.fail_times(
                    "displaced_stepping_start",
                    dbgapi::sys::Status::ERROR_DISPLACED_STEPPING_BUFFER_NOT_AVAILABLE,
                    2,
                )
            });
        }
        let o = s.execute(c);
        through.push(format!(
            "({}) {c}\n{}",
            if o.ok { "ok" } else { "error" },
            o.text
        ));
    }
    assert_eq!(direct, through);
    let starts = dbgapi_fake::with(|f| f.calls.get("displaced_stepping_start").copied());
    assert!(
        starts.flatten().unwrap_or(0) >= 3,
        "two refused starts and at least one that went through: {starts:?}"
    );
    // A buffer that never frees, with nothing else running to free it: an error naming it,
    // not a wait for ever.
    let mut s = support::wrapped_session(&l, |sim| {
        support::through_fake(Box::new(sim), v(77), &|t| t)
            .map(|t| Box::new(t) as Box<dyn amdgpu::target::Target>)
    });
    s.execute("break recursive_fib_gcd");
    assert!(s.execute("run").ok);
    dbgapi_fake::with(|f| {
        f.fail(Some((
            "displaced_stepping_start",
            dbgapi::sys::Status::ERROR_DISPLACED_STEPPING_BUFFER_NOT_AVAILABLE,
        )))
    });
    // Waves not at a breakpoint still run (to it); then every wave waits.
    let o = (0..3)
        .map(|_| s.execute("continue"))
        .find(|o| !o.ok)
        .expect("a continue fails once every wave waits for a buffer");
    assert!(
        o.text.contains(
            "cannot step off its breakpoint: no displaced-stepping buffer of its queue became free"
        ),
        "{}",
        o.text
    );
}

/// A generic pointer into the private aperture (`sum_rec`'s `p` points at the caller's
/// private array) reads the lane's private memory through the library too: the wave's
/// apertures come from the library's address-space conversion.
#[test]
fn generic_pointers_through_the_library_apertures() {
    let commands = [
        "break sum_rec",
        "run",
        "print p",
        "print p[3]",
        "print *p@4",
        "continue",
    ];
    same("example.json", &commands);
    let converted = dbgapi_fake::with(|f| f.calls.get("convert_address_space").copied());
    assert!(
        converted.flatten().unwrap_or(0) > 0,
        "the apertures came from the library: {converted:?}"
    );
    let direct = transcript(&launch("example.json"), &commands, None);
    assert!(direct[4].contains("$3 = {0, 1, 4, 9}"), "{}", direct[4]);
}

/// `next` over `barrier()` in a work-group of several waves: the stepped wave waits for the
/// rest of its group, which the engine lets run there, and every value afterwards is the
/// free run's.
#[test]
fn next_over_barriers_lets_the_group_arrive() {
    same(
        "wg_scan.json",
        &[
            "break wg_scan.cl:21",
            "run",
            "next",
            "next",
            "next",
            "next",
            "next",
            "next",
            "next",
            "p x",
            "delete",
            "break wg_scan.cl:34",
            "continue",
            "p mine",
            "p lid",
            "delete",
            "continue",
        ],
    );
}

/// The value a `print` printed (`$1 = 93`): the text after the last ` = `.
fn printed(t: &str) -> i64 {
    let value = t.trim_end().rsplit(" = ").next().unwrap_or(t);
    value
        .parse()
        .unwrap_or_else(|e| panic!("not a number in {t:?}: {e}"))
}

/// One call of `barrier_helper.cl`'s `neighbour_sum` by every work-item (work-groups of
/// 128): its value plus twice its right neighbour's in the group.
fn neighbour_sums(values: &[i64]) -> Vec<i64> {
    (0..values.len())
        .map(|i| values[i] + 2 * values[i / 128 * 128 + (i % 128 + 1) % 128])
        .collect()
}

/// `next` over a call of a helper that waits at `barrier()` (twice) for its work-group, and
/// `finish` out of it in another wave: the library's waves run there as the simulator's do,
/// the values printed are the oracle's, and the output is a free run's, on wave32 (four
/// waves a group) and wave64 (two).
#[test]
fn next_over_a_call_that_waits_at_a_barrier() {
    for target in ["gfx1100", "gfx1200", "gfx90a"] {
        let name = format!("../../tests/data/lang/barrier_helper-O0-{target}.json");
        let commands = [
            "break barrier_helper.cl:29",
            "run",
            "delete",
            "next",
            "p gid",
            "p once",
            "next",
            "p twice",
            "lane 7",
            "p gid",
            "p twice",
            "break neighbour_sum",
            "continue",
            "delete",
            "finish",
            "p gid",
            "continue",
        ];
        same(&name, &commands);
        let l = launch(&name);
        let t = transcript(&l, &commands, None);
        assert!(t[3].contains("\n30\t"), "{target}: {}", t[3]);
        assert!(t[6].contains("\n31\t"), "{target}: {}", t[6]);
        assert!(t[16].contains("exited normally"), "{target}: {}", t[16]);
        let sim::LaunchArg::Buffer(input) = &l.launch.args[0] else {
            panic!("the input buffer")
        };
        let input: Vec<i64> = input
            .chunks_exact(4)
            .map(|c| i64::from(i32::from_le_bytes([c[0], c[1], c[2], c[3]])))
            .collect();
        let once = neighbour_sums(&input);
        let twice = neighbour_sums(&once);
        let gid = |i: usize| printed(&t[i]) as usize;
        assert_eq!(printed(&t[5]), once[gid(4)], "{target}: once");
        assert_eq!(printed(&t[7]), twice[gid(4)], "{target}: twice");
        assert_eq!(printed(&t[10]), twice[gid(9)], "{target}: twice, lane 7");
        // `finish` returned to line 29 or 30 of the kernel, with the value of that call.
        let returned = printed(
            t[14]
                .lines()
                .find(|l| l.starts_with("Value returned is "))
                .unwrap_or_else(|| panic!("{target}: {}", t[14])),
        );
        let want = if t[14].contains("\n29\t") {
            &once
        } else {
            &twice
        };
        assert_eq!(returned, want[gid(15)], "{target}: finish");
        // The output through the library: what a free run leaves.
        let out_at = t[1]
            .split("out=0x")
            .nth(1)
            .and_then(|s| s.split(')').next())
            .and_then(|h| u64::from_str_radix(h, 16).ok())
            .unwrap_or_else(|| panic!("{target}: no out= in {}", t[1]));
        let mut out = vec![0u8; input.len() * 4];
        let read = dbgapi_fake::with(|f| f.read_global(out_at, &mut out));
        assert_eq!(read, Some(true), "{target}: reading the output");
        let bytes = std::fs::read(&l.code_object).expect("code object");
        let mut free = sim::Simulator::new(&bytes, &l.launch).expect("simulator");
        assert!(matches!(free.run_to_end(), sim::RunEnd::Completed));
        assert_eq!(Some(out.clone()), free.buffer(1), "{target}: output");
        let out: Vec<i64> = out
            .chunks_exact(4)
            .map(|c| i64::from(i32::from_le_bytes([c[0], c[1], c[2], c[3]])))
            .collect();
        assert_eq!(out, twice, "{target}: the oracle");
    }
}

/// `until` and `advance` over the same helper through the library, as on the simulator.
#[test]
fn until_and_advance_over_a_call_that_waits_at_a_barrier() {
    for target in ["gfx1100", "gfx1200", "gfx90a"] {
        let name = format!("../../tests/data/lang/barrier_helper-O0-{target}.json");
        same(
            &name,
            &[
                "break barrier_helper.cl:29",
                "run",
                "delete",
                "until",
                "p once",
                "advance 32",
                "p twice",
                "continue",
            ],
        );
    }
}
