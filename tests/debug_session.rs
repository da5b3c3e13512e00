//! `hdb debug` sessions on corpus kernels: breakpoints (conditions, ignore counts, temporary,
//! disabled), stops naming their lanes, waves and lanes, stepping (step into calls, next over
//! them, finish, until, advance, stepi), watchpoints, values of outer frames, bundles in host
//! binaries, errors and the JSON twin of a stop. Values themselves are checked against the
//! program's own arithmetic in `debug_values.rs`; this file checks the debugger's behaviour.

use crate::support;

use serde_json::{Map, Value};

/// One command's JSON object.
type Reply = Map<String, Value>;

/// Runs `hdb debug ARGS --batch --json --ex CMD…` and returns one reply per command.
fn session(args: &[&str], commands: &[&str]) -> Vec<Reply> {
    let mut all: Vec<String> = vec!["debug".into()];
    all.extend(args.iter().map(|s| s.to_string()));
    all.push("--batch".into());
    all.push("--json".into());
    for c in commands {
        all.push("--ex".into());
        all.push(c.to_string());
    }
    let out = support::hdb(&all.iter().map(String::as_str).collect::<Vec<_>>());
    let replies: Vec<Reply> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(replies.len(), commands.len(), "one reply per command");
    // gdb's -batch: status 1 when the last command failed, else 0.
    let last_ok = replies.last().is_none_or(|r| r["ok"] == true);
    assert_eq!(
        out.status.code(),
        Some(if last_ok { 0 } else { 1 }),
        "hdb debug {all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    replies
}

fn example() -> Vec<String> {
    vec![
        "--launch".into(),
        support::corpus()
            .join("launch/example.json")
            .display()
            .to_string(),
    ]
}

fn run_example(commands: &[&str]) -> Vec<Reply> {
    let a = example();
    session(&a.iter().map(String::as_str).collect::<Vec<_>>(), commands)
}

fn output(r: &Reply) -> &str {
    r["output"].as_str().expect("output")
}

fn ok(r: &Reply) -> bool {
    r["ok"].as_bool().expect("ok")
}

/// The `recursion` kernel's inputs (the launch file's first buffer).
fn recursion_inputs() -> Vec<u64> {
    let text = std::fs::read_to_string(support::corpus().join("launch/recursion.json")).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    v["args"][0]["buffer"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

#[test]
fn conditional_breakpoint_stops_for_the_lanes_that_satisfy_it() {
    let r = run_example(&[
        "break recursion.cl:12 if n == 4",
        "run",
        "print n",
        "print gid",
        "info breakpoints",
    ]);
    assert_eq!(
        output(&r[0]),
        "Breakpoint 1 at 0x700000001b80: file src/recursion.cl, line 12.\n"
    );
    let stop = &r[1]["stop"];
    assert_eq!(stop["reason"], "breakpoint");
    // The lanes named are exactly those whose n (in[gid*3] % 16, the first call's argument)
    // is 4: at the first stop of wave 1 only first-level calls have been made.
    let inputs = recursion_inputs();
    let expected: Vec<u64> = (0..64)
        .filter(|&g| inputs[g * 3] % 16 == 4)
        .map(|g| g as u64)
        .collect();
    let lanes: Vec<u64> = stop["lanes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_u64().unwrap())
        .collect();
    assert_eq!(lanes, expected);
    assert!(output(&r[1]).contains(&format!(
        "\nThread 1 hit Breakpoint 1, with lanes [{}], fib_rec (n=4) at src/recursion.cl:12\n12\t    return fib_rec(n - 1) + fib_rec(n - 2);\n",
        lane_text(&lanes)
    )), "{}", output(&r[1]));
    // The focus is the first of those lanes.
    assert_eq!(output(&r[2]), "$1 = 4\n");
    assert!(!ok(&r[3]), "gid is not a variable of fib_rec");
    assert!(output(&r[4]).contains("\tstop only if n == 4\n\tbreakpoint already hit 1 time\n"));
}

/// ROCgdb's lane list: ranges joined by spaces.
fn lane_text(lanes: &[u64]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < lanes.len() {
        let mut j = i;
        while j + 1 < lanes.len() && lanes[j + 1] == lanes[j] + 1 {
            j += 1;
        }
        parts.push(if i == j {
            lanes[i].to_string()
        } else {
            format!("{}-{}", lanes[i], lanes[j])
        });
        i = j + 1;
    }
    parts.join(" ")
}

#[test]
fn ignore_counts_temporary_and_disabled_breakpoints() {
    let r = run_example(&[
        "break fib_rec",
        "ignore 1 2",
        "tbreak recursion.cl:38",
        "run",
        "info breakpoints",
        "disable 1",
        "continue",
        "info breakpoints",
        "delete",
        "info breakpoints",
    ]);
    assert_eq!(
        output(&r[1]),
        "Will ignore next 2 crossings of breakpoint 1.\n"
    );
    assert!(output(&r[3]).contains("hit Breakpoint 1,"));
    assert!(output(&r[4]).contains("\tbreakpoint already hit 3 times\n"));
    assert!(
        output(&r[6]).contains("hit Temporary breakpoint 2,"),
        "{}",
        output(&r[6])
    );
    assert!(
        output(&r[6]).contains("recursive_fib_gcd (in=0x"),
        "{}",
        output(&r[6])
    );
    // The temporary breakpoint is gone, the disabled one stays.
    let listing = output(&r[7]);
    assert!(
        listing.contains("1       breakpoint     keep n   "),
        "{listing}"
    );
    assert!(!listing.contains("\n2 "), "{listing}");
    assert_eq!(output(&r[9]), "No breakpoints or watchpoints.\n");
}

#[test]
fn step_next_finish_until_advance() {
    let r = run_example(&[
        "break recursion.cl:37",
        "run",
        "delete",
        "step",
        "bt",
        "finish",
        "next",
        "advance 39",
        "stepi",
        "until",
        "info line",
    ]);
    // step enters fib_rec after its prologue.
    assert!(
        output(&r[3]).starts_with("fib_rec (n=")
            && output(&r[3]).contains(") at src/recursion.cl:10\n10\t    if (n < 2)\n"),
        "{}",
        output(&r[3])
    );
    let bt = output(&r[4]);
    assert!(bt.starts_with("#0  fib_rec (n="), "{bt}");
    assert!(
        bt.contains("\n#1  0x") && bt.contains(" in recursive_fib_gcd (in=0x"),
        "{bt}"
    );
    assert!(!bt.contains("Backtrace stopped"), "{bt}");
    // finish returns to the caller's line 37, mid-line.
    assert!(
        output(&r[5]).starts_with("Run till exit from #0  fib_rec (n="),
        "{}",
        output(&r[5])
    );
    assert!(
        output(&r[5]).contains(" in recursive_fib_gcd (in=0x"),
        "{}",
        output(&r[5])
    );
    assert!(
        output(&r[5]).ends_with(
            "at src/recursion.cl:37\n37\t    out[gid * 3 + 0] = fib_rec(n);\nValue returned is $1 = 34\n"
        ),
        "{}",
        output(&r[5])
    );
    // next finishes line 37 and stops at 38; advance 39 runs to line 39.
    assert_eq!(output(&r[6]), "38\t    out[gid * 3 + 1] = gcd_rec(a, b);\n");
    assert_eq!(
        output(&r[7]),
        "recursive_fib_gcd (in=0x100000020000, out=0x100000040000) at src/recursion.cl:39\n39\t    out[gid * 3 + 2] = (uint)sum_rec(sq, (int)n);\n"
    );
    // stepi inside a line shows the address first; until then ends the line.
    assert!(
        output(&r[8]).starts_with("0x0000700000") && output(&r[8]).contains("\t39\t"),
        "{}",
        output(&r[8])
    );
    assert_eq!(output(&r[9]), "40\t}\n");
    assert!(
        output(&r[10]).starts_with("Line 40 of \"src/recursion.cl\""),
        "{}",
        output(&r[10])
    );
}

#[test]
fn lanes_waves_and_outer_frames() {
    let inputs = recursion_inputs();
    let r = run_example(&[
        "break fib_rec",
        "run",
        "info threads",
        "lane 5",
        "up",
        "print gid",
        "print n",
        "print a",
        "print sq[3]",
        "print $_lane",
        "print $_lane_workgroup_pos",
        "info lanes 0-2",
        "lane apply 1-2 print gid",
        "thread 2",
        "lane 99",
    ]);
    let threads = output(&r[2]);
    assert!(threads.starts_with("  Id   Target Id "), "{threads}");
    // gdb's Frame column: frame 0 with the arguments of the wave's lane (lane 0 here).
    assert!(
        threads.contains(&format!(
            "* 1    AMDGPU Wave 1:1:1:1 (0,0,0)/0 64/64  fib_rec (n={}) at src/recursion.cl:10",
            inputs[0] % 16
        )),
        "{threads}"
    );
    assert!(output(&r[3])
        .starts_with("[Switching to thread 1, lane 5 (AMDGPU Lane 1:1:1:1/5 (0,0,0)[5,0,0])]\n"));
    assert!(output(&r[4]).starts_with("#1  0x") && output(&r[4]).contains("recursive_fib_gcd"));
    assert_eq!(output(&r[5]), "$1 = 5\n");
    assert_eq!(output(&r[6]), format!("$2 = {}\n", inputs[15] % 16));
    assert_eq!(output(&r[7]), format!("$3 = {}\n", inputs[16]));
    assert_eq!(output(&r[8]), "$4 = 9\n");
    assert_eq!(output(&r[9]), "$5 = 5\n");
    assert_eq!(output(&r[10]), "$6 = \"[5,0,0]\"\n");
    let lanes = output(&r[11]);
    assert!(
        lanes.contains("  0    A     AMDGPU Lane 1:1:1:1/0 (0,0,0)[0,0,0]"),
        "{lanes}"
    );
    assert_eq!(lanes.lines().count(), 4, "{lanes}");
    // Each lane's frame 0 with its own arguments, as gdb's `info threads` shows a thread's.
    for lane in 0..3 {
        assert!(
            lanes.contains(&format!(
                "AMDGPU Lane 1:1:1:1/{lane} (0,0,0)[{lane},0,0]        fib_rec (n={}) at src/recursion.cl:10",
                inputs[lane * 3] % 16
            )),
            "{lanes}"
        );
    }
    assert_eq!(
        output(&r[12]),
        "\nLane 1 (AMDGPU Lane 1:1:1:1/1 (0,0,0)[1,0,0]):\n$7 = 1\n\nLane 2 (AMDGPU Lane 1:1:1:1/2 (0,0,0)[2,0,0]):\n$8 = 2\n"
    );
    assert!(output(&r[13])
        .starts_with("[Switching to thread 2, lane 0 (AMDGPU Lane 1:1:1:2/0 (1,0,0)[0,0,0])]"));
    assert!(!ok(&r[14]));
    assert_eq!(
        output(&r[14]),
        "Lane 99 does not exist in thread 2 (64 lanes).\n"
    );
}

#[test]
fn watchpoint_reports_old_and_new_values() {
    let inputs = recursion_inputs();
    let r = run_example(&[
        "break recursive_fib_gcd",
        "run",
        "watch out[5]",
        "delete 1",
        "continue",
        "print gid",
    ]);
    assert_eq!(output(&r[2]), "Hardware watchpoint 2: out[5]\n");
    let hit = output(&r[4]);
    // out[5] = out[1 * 3 + 2]: lane 1's sum of the squares below in[3] % 16.
    let want: u64 = (0..inputs[3] % 16).map(|i| i * i).sum();
    assert!(
        hit.contains(&format!(
            "hit Hardware watchpoint 2: out[5], with lane 1\n\nOld value = 0\nNew value = {want}\n"
        )),
        "{hit}"
    );
    assert_eq!(r[4]["stop"]["reason"], "watchpoint-trigger");
}

#[test]
fn errors_are_gdbs_messages_and_the_batch_goes_on() {
    let r = run_example(&[
        "print 1 +",
        "bt",
        "print 6 * 7",
        "print $pc",
        "frobnicate",
        "break nosuchfunction",
        "break nosuchfile.cl:3",
        "run",
        "print nosuch",
        "frame 40",
        "finish",
        "rwatch in[0]",
        "kill",
        "info threads",
    ]);
    assert!(
        !ok(&r[0]) && output(&r[0]).starts_with("A syntax error in expression"),
        "{}",
        output(&r[0])
    );
    assert_eq!(output(&r[1]), "The program is not being run.\n");
    // Without a stopped wave, constants still evaluate (as in gdb), registers do not.
    assert_eq!(output(&r[2]), "$1 = 42\n");
    assert_eq!(output(&r[3]), "No registers.\n");
    let r = &r[2..];
    assert_eq!(
        output(&r[2]),
        "Undefined command: \"frobnicate\".  Try \"help\".\n"
    );
    // gdb 13 -batch: the reason, then its pending-breakpoint question answered with the
    // default (no breakpoint is made).
    let pending = "Make breakpoint pending on future shared library load? (y or [n]) [answered N; input not from terminal]\n";
    assert_eq!(
        output(&r[3]),
        format!("Function \"nosuchfunction\" not defined.\n{pending}")
    );
    assert_eq!(
        output(&r[4]),
        format!("No source file named nosuchfile.cl.\n{pending}")
    );
    assert!(ok(&r[5]), "run without breakpoints completes");
    assert!(output(&r[5]).ends_with("[Inferior 1 (kernel recursive_fib_gcd) exited normally]\n"));
    assert_eq!(output(&r[6]), "No symbol \"nosuch\" in current context.\n");
    assert!(!ok(&r[9]));
    assert_eq!(output(&r[10]), "The program is not being run.\n");
    assert_eq!(output(&r[11]), "No threads.\n");
}

#[test]
fn json_stop_has_the_structured_event() {
    let r = run_example(&["break fib_rec", "run", "bt", "print sq", "print n"]);
    let stop = &r[1]["stop"];
    assert_eq!(stop["reason"], "breakpoint");
    assert_eq!(stop["thread"], 1);
    assert_eq!(stop["frame"]["function"], "fib_rec");
    assert_eq!(stop["frame"]["file"], "src/recursion.cl");
    assert_eq!(stop["frame"]["line"], 10);
    assert!(stop["pc"].as_str().unwrap().starts_with("0x7000"));
    let frames = r[2]["frames"].as_array().unwrap();
    assert_eq!(frames.last().unwrap()["function"], "recursive_fib_gcd");
    assert_eq!(r[2]["end"], "outermost");
    assert!(!ok(&r[3]), "sq is not in fib_rec's scope");
    assert_eq!(r[4]["value"]["type"], "uint");
}

#[test]
fn host_binary_with_compressed_bundles() {
    let app = support::corpus().join("bundle/hip_app-O2-compressed.out");
    let app = app.display().to_string();
    let common = [
        "--kernel",
        "scale",
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "f32[64]=0",
        "--arg",
        "f32[64]+1",
        "--arg",
        "f32:2.5",
        "--arg",
        "u32:64",
    ];
    let mut args = vec![app.as_str()];
    args.extend(common);
    // Two targets in the file: hdb asks which.
    let out = support::hdb(&[&["debug"][..], &args, &["--batch", "--ex", "run"]].concat());
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("gfx90a") && err.contains("gfx942") && err.contains("--target"),
        "{err}"
    );
    args.extend(["--target", "gfx942"]);
    let r = session(
        &args,
        &["break scale", "run", "info sharedlibrary", "finish"],
    );
    assert!(
        output(&r[1]).contains("hit Breakpoint 1, with lanes [0-63], scale (out="),
        "{}",
        output(&r[1])
    );
    assert!(output(&r[1]).contains("--kernel _Z5scalePfPKffj"));
    assert!(
        output(&r[2]).contains("hip_app-O2-compressed.out#offset="),
        "{}",
        output(&r[2])
    );
    assert_eq!(
        output(&r[3]),
        "\"finish\" not meaningful in the outermost frame.\n"
    );
}

#[test]
fn until_leaves_a_loop_next_goes_round_it() {
    let r = run_example(&[
        "break 35", "run", "delete", "next", "next", "until", "print sq",
    ]);
    // next goes back to the loop header and into the body again…
    assert_eq!(output(&r[3]), "34\t    for (int i = 0; i < 16; i++)\n");
    assert_eq!(output(&r[4]), "35\t        sq[i] = i * i;\n");
    // …until at the body's end does not: it runs the loop out.
    assert_eq!(output(&r[5]), "34\t    for (int i = 0; i < 16; i++)\n");
    let r2 = run_example(&["break 35", "run", "delete", "next", "until", "print sq"]);
    assert_eq!(output(&r2[4]), "37\t    out[gid * 3 + 0] = fib_rec(n);\n");
    assert_eq!(
        output(&r2[5]),
        "$1 = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225}\n"
    );
}

/// The `-O2` clang-19 build of `lds_reduce.cl`, where the work-item builtins of `shim.h`
/// (`get_global_id` is `hdb_global_id`, which calls `hdb_local_size`) are inlined.
fn lds_reduce_o2() -> Vec<String> {
    vec![
        "--launch".into(),
        support::corpus()
            .join("launch/lds_reduce.json")
            .display()
            .to_string(),
    ]
}

/// A frame row of a `bt` reply's JSON: (function, file's last component, line).
fn frame_rows(r: &Reply) -> Vec<(String, String, u64)> {
    r["frames"]
        .as_array()
        .expect("frames")
        .iter()
        .map(|f| {
            let file = f["file"].as_str().unwrap_or("");
            (
                f["function"].as_str().unwrap_or("??").to_string(),
                file.rsplit('/').next().unwrap_or(file).to_string(),
                f["line"].as_u64().unwrap_or(0),
            )
        })
        .collect()
}

#[test]
fn inlined_builtins_are_frames_at_o2() {
    let a = lds_reduce_o2();
    let r = session(
        &a.iter().map(String::as_str).collect::<Vec<_>>(),
        &[
            "break lds_reduce.cl:21",
            "run",
            "bt",
            "stepi",
            "bt",
            "info frame",
            "up",
            "finish",
            "bt",
        ],
    );
    let row = |f: &str, file: &str, line: u64| (f.to_string(), file.to_string(), line);
    // At line 21 no builtin is running: the kernel's frame alone.
    assert_eq!(
        frame_rows(&r[2]),
        [row("lds_reduce_sum", "lds_reduce.cl", 21)],
        "{}",
        output(&r[2])
    );
    // One instruction on, inside `hdb_local_size` inlined into `hdb_global_id` inlined into
    // the kernel at line 19 (`uint gid = get_global_id(0);`).
    assert_eq!(
        frame_rows(&r[4]),
        [
            row("hdb_local_size", "shim.h", 56),
            row("hdb_global_id", "shim.h", 63),
            row("lds_reduce_sum", "lds_reduce.cl", 19),
        ],
        "{}",
        output(&r[4])
    );
    let bt = output(&r[4]);
    // Frames of inlined calls and the frames they are inlined into show no address.
    assert!(!bt.contains(" in "), "{bt}");
    assert!(
        output(&r[5]).contains(" inlined into frame 1\n"),
        "{}",
        output(&r[5])
    );
    // `finish` from `hdb_global_id` (frame 1) runs until the PC leaves it: the kernel again.
    assert!(
        output(&r[6]).starts_with("#1  hdb_global_id "),
        "{}",
        output(&r[6])
    );
    assert!(ok(&r[7]), "{}", output(&r[7]));
    let after = frame_rows(&r[8]);
    assert_eq!(after.len(), 1, "{}", output(&r[8]));
    assert_eq!(after[0].0, "lds_reduce_sum", "{}", output(&r[8]));
}

/// The `-O2` build of `inline_helpers.cl` (`scale` inlined into `combine` inlined into the
/// kernel, and `scale` inlined into the kernel once more): `break scale` stops in both
/// copies, and every argument and local an inlined frame shows is the launch input's.
#[test]
fn inlined_frames_values_at_o2() {
    let launch = support::root().join("tests/data/lang/inline_helpers-O2.json");
    let json: Value = serde_json::from_str(&std::fs::read_to_string(&launch).expect("launch file"))
        .expect("launch JSON");
    let input: Vec<i64> = json["args"][0]["buffer"]["data"]
        .as_array()
        .expect("input data")
        .iter()
        .map(|v| v.as_i64().expect("an int"))
        .collect();
    let r = session(
        &["--launch", launch.to_str().expect("path")],
        &[
            "break scale",
            "run",
            "bt",
            "lane 5",
            "info args",
            "up",
            "info args",
            "up",
            "print v",
            "continue",
            "bt",
            "info args",
        ],
    );
    assert!(output(&r[0]).contains("(2 locations)"), "{}", output(&r[0]));
    let row = |f: &str, line: u64| (f.to_string(), "inline_helpers.cl".to_string(), line);
    assert_eq!(
        frame_rows(&r[2]),
        [
            row("scale", 15),
            row("combine", 20),
            row("inline_helpers", 28)
        ],
        "{}",
        output(&r[2])
    );
    let v = input[5];
    assert_eq!(output(&r[4]), format!("x = {v}\nfactor = 3\n"));
    assert_eq!(output(&r[6]), format!("a = {v}\nb = 5\n"));
    assert_eq!(output(&r[8]), format!("$1 = {v}\n"));
    // The second copy: `scale(v, 2)` inlined straight into the kernel at line 29.
    assert_eq!(
        frame_rows(&r[10]),
        [row("scale", 15), row("inline_helpers", 29)],
        "{}",
        output(&r[10])
    );
    assert_eq!(output(&r[11]), format!("x = {v}\nfactor = 2\n"));
}

/// gdb's stepping at an inlined call: `next` stops at the call's first instruction showing
/// the call site in the caller (the calls starting there hidden), and each `step` then
/// enters one call without running anything.
#[test]
fn step_enters_an_inlined_call_without_running() {
    let launch = support::root().join("tests/data/lang/inline_helpers-O2.json");
    let r = session(
        &["--launch", launch.to_str().expect("path")],
        &[
            "break inline_helpers.cl:27",
            "run",
            "next",
            "next",
            "print $pc",
            "bt",
            "step",
            "print $pc",
            "step",
            "print $pc",
            "bt",
        ],
    );
    let row = |f: &str, line: u64| (f.to_string(), "inline_helpers.cl".to_string(), line);
    assert!(output(&r[3]).starts_with("28\t"), "{}", output(&r[3]));
    assert_eq!(
        frame_rows(&r[5]),
        [row("inline_helpers", 28)],
        "{}",
        output(&r[5])
    );
    assert!(
        output(&r[6]).starts_with("combine (a="),
        "{}",
        output(&r[6])
    );
    assert!(output(&r[8]).starts_with("scale (x="), "{}", output(&r[8]));
    let pc = output(&r[4]).rsplit(' ').next().expect("a PC").to_string();
    assert_eq!(output(&r[7]).rsplit(' ').next(), Some(pc.as_str()));
    assert_eq!(output(&r[9]).rsplit(' ').next(), Some(pc.as_str()));
    assert_eq!(
        frame_rows(&r[10]),
        [
            row("scale", 15),
            row("combine", 20),
            row("inline_helpers", 28)
        ],
        "{}",
        output(&r[10])
    );
}

/// The `nested_divergence` kernel's inputs (the launch file's first buffer).
fn nested_divergence_inputs() -> Vec<i64> {
    let path = support::corpus().join("launch/nested_divergence.json");
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    v["args"][0]["buffer"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap())
        .collect()
}

/// `code` as `nested_divergence.cl` computes it.
fn classify(x: i64) -> i64 {
    if x > 0 {
        match (x & 1 == 1, x > 100, x & 6 == 4) {
            (true, true, _) => 1,
            (true, false, _) => 2,
            (false, _, true) => 3,
            (false, _, false) => 4,
        }
    } else {
        10 + ((-x) & 3)
    }
}

/// `next` on a lane in the branch not taken runs the wave until the lane is active again and
/// stops at a statement there (ROCgdb); a lane that stays inactive to the end is said to.
#[test]
fn next_on_an_inactive_lane_waits_for_it() {
    let inputs = nested_divergence_inputs();
    let launch = support::corpus().join("launch/nested_divergence.json");
    let launch = launch.to_str().unwrap();
    // Line 23 is the even, positive branch; lane 1's input is odd.
    assert!(inputs[1] > 0 && inputs[1] & 1 == 1);
    let r = session(
        &["--launch", launch],
        &[
            "break nested_divergence.cl:23",
            "run",
            "lane 1",
            "next",
            "print x",
            "print code",
            "print $_lane",
        ],
    );
    let stepped = output(&r[3]);
    let mut lines = stepped.lines();
    assert_eq!(
        lines.next(),
        Some("Lane 1 is inactive; running until it becomes active.")
    );
    // It stops at a source line of the lane's own path, not inside a line.
    let source = lines.next().expect("a source line");
    let (number, _) = source.split_once('\t').expect("LINE\\tsource");
    let number: u32 = number.parse().expect("a line number");
    assert!(!(22..=27).contains(&number), "{stepped}");
    assert_eq!(lines.next(), None, "{stepped}");
    assert_eq!(output(&r[4]), format!("$1 = {}\n", inputs[1]));
    assert_eq!(output(&r[5]), format!("$2 = {}\n", classify(inputs[1])));
    assert_eq!(output(&r[6]), "$3 = 1\n");

    // After the last reconvergence, a lane cleared from EXEC never comes back.
    let r = session(
        &["--launch", launch],
        &["break 53", "run", "set var $exec = 1", "lane 5", "next"],
    );
    assert_eq!(
        output(&r[4]),
        "Lane 5 is inactive; running until it becomes active.\n\
         Lane 5 did not become active before the wave ended.\n\
         [AMDGPU Wave 1:1:1:1 (0,0,0)/0 exited]\n"
    );
}

/// `disassemble` with gdb 13's modifiers and ranges: `/r` adds the bytes in memory order,
/// `START,+LEN` and `START,END` dump a range with `<function+offset>` labels, `/s` puts the
/// file and source lines over their instructions, `/m` lists source lines in order.
#[test]
fn disassemble_raw_source_and_ranges() {
    let r = run_example(&[
        "break fib_rec",
        "run",
        "disassemble /r $pc,+16",
        "disassemble $pc,$pc+8",
        "disassemble /s",
        "disassemble /m",
        "disassemble /x",
        "disassemble /s /m",
    ]);
    let raw = output(&r[2]);
    let mut lines = raw.lines();
    let header = lines.next().unwrap();
    assert!(
        header.starts_with("Dump of assembler code from 0x") && header.ends_with(':'),
        "{raw}"
    );
    let first = lines.next().unwrap();
    assert!(first.starts_with("=> 0x"), "{raw}");
    let (_, rest) = first
        .split_once(" <fib_rec+")
        .expect("function+offset label");
    let (_, columns) = rest.split_once(">:\t").unwrap();
    let (bytes, text) = columns
        .split_once('\t')
        .expect("bytes, then the instruction");
    assert!(
        bytes
            .split(' ')
            .all(|b| b.len() == 2 && u8::from_str_radix(b, 16).is_ok()),
        "{raw}"
    );
    assert_eq!(bytes.split(' ').count() % 4, 0, "{raw}");
    assert!(!text.is_empty());
    assert!(raw.ends_with("End of assembler dump.\n"), "{raw}");
    let two = output(&r[3]);
    // The first instruction is 8 bytes long: the range holds it alone.
    assert_eq!(two.lines().count(), 3, "{two}");
    assert!(two.contains(" to 0x700000001acc:\n"), "{two}");

    let s = output(&r[4]);
    assert!(
        s.starts_with("Dump of assembler code for function fib_rec:\nsrc/recursion.cl:\n9\tNOINLINE uint fib_rec(uint n) {\n"),
        "{s}"
    );
    assert!(
        s.contains("\n\n10\t    if (n < 2)\n=> 0x"),
        "a blank line, then the line of the PC: {s}"
    );
    let m = output(&r[5]);
    let source: Vec<&str> = m
        .lines()
        .filter(|l| !l.starts_with(' ') && !l.starts_with("=>"))
        .collect();
    assert_eq!(
        source,
        [
            "Dump of assembler code for function fib_rec:",
            "9\tNOINLINE uint fib_rec(uint n) {",
            "",
            "10\t    if (n < 2)",
            "",
            "11\t        return n;",
            "",
            "12\t    return fib_rec(n - 1) + fib_rec(n - 2);",
            "",
            "13\t}",
            "",
            "End of assembler dump.",
        ],
        "{m}"
    );
    assert!(!ok(&r[6]) && output(&r[6]).starts_with("Invalid disassembly modifier."));
    assert!(!ok(&r[7]) && output(&r[7]).starts_with("Cannot specify both /m and /s."));
}

/// `info scope` on optimised code says where each symbol lives in AMDGPU words: a vector
/// register's lane slice, a location list's every range (as gdb, not only the address's),
/// optimized out.
#[test]
fn info_scope_in_amdgpu_words() {
    let launch = support::corpus().join("launch/nested_divergence.json");
    let r = session(
        &["--launch", launch.to_str().unwrap()],
        &["info scope nested_divergence.cl:42", "info scope"],
    );
    let text = output(&r[0]);
    assert!(
        text.starts_with("Scope for nested_divergence.cl:42:\nSymbol i is "),
        "{text}"
    );
    assert!(text.contains("Symbol in is optimized out.\n"), "{text}");
    assert!(
        text.contains("Symbol code is multi-location:\n  Range 0x700000001784-0x700000001794: a constant with value 13 (0xd)\n  Range 0x700000001794-0x70000000179c: a constant with value 12 (0xc)\n  Range 0x7000000017b4-0x7000000017bc: a constant with value 11 (0xb)\n  Range 0x700000001818-0x700000001b10: a variable in register $v3 (lane's slice)\n, length 4.\n"),
        "{text}"
    );
    assert!(!ok(&r[1]));
    assert!(output(&r[1])
        .starts_with("requires an argument (function, line or *addr) to define a scope"));
}

/// gfx1100 has no XNACK: `$xnack_mask` is an unset convenience variable there (`void`, the
/// script goes on), `info registers xnack_mask` an invalid register, and the register lists
/// leave it out; gfx90a has it.
#[test]
fn xnack_mask_only_where_the_processor_has_it() {
    let gfx1100 = support::corpus().join("clang19/gfx1100/recursion-O2.hsaco");
    let args = [
        gfx1100.to_str().unwrap(),
        "--kernel",
        "recursive_fib_gcd",
        "--grid",
        "64",
        "--block",
        "32",
        "--arg",
        "u32[192]+1",
        "--arg",
        "u32[192]=0",
    ];
    let commands = [
        "break fib_rec",
        "run",
        "print $xnack_mask",
        "info registers xnack_mask",
        "info all-registers",
        "print $exec",
    ];
    let r = session(&args, &commands);
    assert_eq!(output(&r[2]), "$1 = void\n");
    assert!(!ok(&r[3]) && output(&r[3]).starts_with("Invalid register `xnack_mask'"));
    assert!(output(&r[4]).contains("\nexec "), "{}", output(&r[4]));
    assert!(!output(&r[4]).contains("xnack"), "{}", output(&r[4]));
    assert_eq!(output(&r[5]), "$2 = 4294967295\n");

    let r = run_example(&commands);
    assert_eq!(output(&r[2]), "$1 = 0\n");
    assert!(output(&r[3]).starts_with("xnack_mask "));
    assert!(output(&r[4]).contains("\nxnack_mask_lo "));
}

/// `info agents` with ROCgdb's columns: the simulated device is the product its processor is
/// reported as (the HIP runtime's figures), its threads the waves its compute units hold.
#[test]
fn info_agents_names_the_simulated_device() {
    let r = run_example(&["break recursive_fib_gcd", "run", "info agents"]);
    let text = output(&r[2]);
    assert!(
        text.starts_with(
            "  Id State Target Id                  Architecture Device Name            Cores Threads Location\n"
        ),
        "{text}"
    );
    // example.json runs gfx90a: an MI210's 104 compute units, 4 SIMDs of 8 waves each.
    assert!(
        text.contains("gfx90a       AMD Instinct MI210     104   3328    simulated\n"),
        "{text}"
    );
}

/// `info queues` and `info dispatches -full` with ROCgdb's columns, read from the AQL queue
/// and packet the simulator writes to memory as a runtime does: the ring the queue names holds
/// the dispatch's packet (its grid), the kernarg address holds the kernel's pointer arguments
/// (as the stop line prints them) and the descriptor address is the kernel's `.kd` symbol.
#[test]
fn info_queues_and_dispatches_show_the_packet_in_memory() {
    let launch = support::corpus()
        .join("launch/wg_scan.json")
        .display()
        .to_string();
    let args = ["--launch", launch.as_str()];
    let r = session(
        &args,
        &[
            "break wg_scan",
            "run",
            "info queues",
            "info dispatches -full",
            "info dispatches -bad",
        ],
    );
    let stop = output(&r[1]).to_string();
    let queue = &r[2]["queues"][0];
    assert_eq!(queue["type"], "HSA (Multi)", "{:?}", r[2]);
    // The first dispatch on the queue: its packet taken at 0, the next to write at 1.
    assert_eq!(
        (queue["read"].as_u64(), queue["write"].as_u64()),
        (Some(0), Some(1))
    );
    assert_eq!(queue["size"].as_u64(), Some(64 * 64));
    let ring = queue["addr"].as_str().expect("ring address").to_string();
    assert!(
        output(&r[2]).contains("HSA (Multi) 0    1     4096 0x"),
        "{}",
        output(&r[2])
    );
    let d = &r[3]["dispatches"][0];
    assert_eq!(d["fences"], "B|As|Rs");
    assert_eq!(
        d["group_segment_size"].as_u64(),
        Some(1024),
        "wg_scan's LDS array"
    );
    let text = output(&r[3]);
    assert!(
        text.contains("Address Spaces") && text.contains("Completion Signal"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "Private: {}, Group: 1024",
            d["private_segment_size"]
        )),
        "{text}"
    );
    assert!(!ok(&r[4]) && output(&r[4]).contains("Unrecognized option at: -bad"));
    let kd = d["kernel_desc"].as_str().expect("descriptor").to_string();
    let args_at = d["kernel_args"].as_str().expect("kernargs").to_string();

    let r = session(
        &args,
        &[
            "break wg_scan",
            "run",
            &format!("x/6xw {ring}"),
            &format!("x/3xg {args_at}"),
            &format!("info symbol {kd}"),
        ],
    );
    // The packet: header, setup and work-group size, then the grid (300 work-items).
    let words: Vec<u64> = output(&r[2])
        .split_whitespace()
        .filter(|w| !w.ends_with(':'))
        .map(|w| u64::from_str_radix(w.trim_start_matches("0x"), 16).expect("hex"))
        .collect();
    assert_eq!(words[0] & 0xff, 2, "a kernel dispatch packet");
    assert_eq!(words[1] & 0xffff, 128, "work-group x");
    assert_eq!(words[3], 300, "grid x");
    for (k, p) in output(&r[3])
        .split_whitespace()
        .filter(|w| !w.ends_with(':'))
        .enumerate()
    {
        let arg = ["in", "scan", "total"][k];
        let v = u64::from_str_radix(p.trim_start_matches("0x"), 16).expect("hex");
        assert!(
            stop.contains(&format!("{arg}={v:#x}")),
            "{arg}: {p} in {stop}"
        );
    }
    assert!(
        output(&r[4]).starts_with("wg_scan.kd in section .rodata"),
        "{}",
        output(&r[4])
    );
}

/// A watchpoint on a recursive call's parameter goes when that call returns, not when a
/// deeper call returns to the same address: fib_rec(3), called from fib_rec(4), calls
/// fib_rec(2) and fib_rec(1), which return into fib_rec(3) with another stack pointer.
#[test]
fn a_watch_in_a_recursive_call_ends_with_that_call() {
    let r = run_example(&[
        "break fib_rec if n == 3",
        "ignore 1 1",
        "run",
        "delete 1",
        "bt 3",
        "watch n",
        "continue",
        "bt 2",
        "info watchpoints",
    ]);
    let before = output(&r[4]);
    assert!(
        before.starts_with("#0  fib_rec (n=3) at ") && before.contains("in fib_rec (n=4) at "),
        "{before}"
    );
    let stop = output(&r[6]);
    assert!(
        stop.contains("Watchpoint 2 deleted because the program has left the block in\nwhich its expression is valid.\n"),
        "{stop}"
    );
    assert_eq!(r[6]["stop"]["reason"], "watchpoint-scope", "{:?}", r[6]);
    let after = output(&r[7]);
    assert!(
        after.starts_with("#0  0x") && after.contains(" in fib_rec (n=4) at "),
        "{after}"
    );
    assert_eq!(output(&r[8]), "No watchpoints.\n");
}

/// `step` follows the focused lane: a call the wave makes while that lane is inactive (the
/// other lanes' recursion) is stepped over, and the step ends on the lane's own next line.
#[test]
fn step_does_not_enter_a_call_the_lane_does_not_make() {
    // Deleted first: the other lanes' calls would meet it (a hit in a call stops `step`).
    let r = run_example(&[
        "break fib_rec if n == 1",
        "run",
        "delete",
        "step",
        "bt 1",
        "print n",
    ]);
    let step = output(&r[3]);
    assert!(step.starts_with("11\t"), "{step}");
    let bt = output(&r[4]);
    assert!(bt.starts_with("#0  fib_rec (n=1) at "), "{bt}");
    assert_eq!(output(&r[5]), "$1 = 1\n");
}
