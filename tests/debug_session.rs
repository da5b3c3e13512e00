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
    assert_eq!(
        out.status.code(),
        Some(0),
        "hdb debug {all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let replies: Vec<Reply> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(replies.len(), commands.len(), "one reply per command");
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
