//! Reverse execution in `hdb debug` on the simulator: `record`, `reverse-stepi`,
//! `reverse-continue` and `info record` stop where gdb 13's `record full` stops on the same
//! loop built for x86 (`clang-19 -g -O0`): a reverse-continue lands on the previous
//! breakpoint hit (of any wave here), the hit where recording began is the end of the
//! history, and a reverse command without a recording is refused.

use crate::support;

fn session(commands: &[&str]) -> String {
    let launch = support::corpus().join("launch/example.json");
    let mut args = vec![
        "debug".to_string(),
        "--launch".into(),
        launch.display().to_string(),
        "-batch".into(),
    ];
    for c in commands {
        args.push("-ex".into());
        args.push(c.to_string());
    }
    let out = support::hdb(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    // gdb's -batch: status 1 only when the last command failed.
    assert!(matches!(out.status.code(), Some(0 | 1)), "{text}");
    text
}

/// The lines after the first that contains `marker`.
fn after<'a>(text: &'a str, marker: &str) -> &'a str {
    let i = text
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker:?} in:\n{text}"));
    &text[i + marker.len()..]
}

#[test]
fn reverse_continue_and_stepi() {
    let text = session(&[
        "reverse-stepi",
        "break recursion.cl:35",
        "run",
        "reverse-stepi",
        "record",
        "continue",
        "continue",
        "print i",
        "echo ==back\\n",
        "reverse-continue",
        "print i",
        "echo ==stepi\\n",
        "reverse-stepi",
        "print $pc",
        "echo ==info\\n",
        "info record",
        "stepi",
        "print $pc",
        "echo ==start\\n",
        "reverse-continue",
        "echo ==live\\n",
        "continue",
        "record stop",
        "record stop",
        "info record",
    ]);
    // No recording yet: gdb refuses reverse commands on such a target.
    assert!(text.contains("The program is not being run.\n"), "{text}");
    assert_eq!(
        text.matches("Target does not support this command.")
            .count(),
        1,
        "{text}"
    );
    // Going forward: wave 2's first hit (i = 0), then wave 1's second (i = 1).
    let back = after(&text, "==back");
    let (before, back) = text.split_at(text.len() - back.len());
    assert!(before.contains("$1 = 1"), "{before}");
    // Back to the most recent hit before it: wave 2 at i = 0.
    assert!(
        back.contains("Thread 2 hit Breakpoint 1, with lanes [0-63]"),
        "{back}"
    );
    assert!(back.contains("$2 = 0"), "{back}");
    // One instruction back is the loop's line 34, and forward again the breakpoint's PC.
    let stepi = after(&text, "==stepi");
    assert!(stepi.contains("\t34\t"), "{stepi}");
    assert!(
        stepi.contains("$3 = (void (*)()) 0x700000002e48"),
        "{stepi}"
    );
    let info = after(&text, "==info");
    assert!(
        info.contains("Active record target: record-full\nReplay mode:"),
        "{info}"
    );
    // Forward again from there runs live (the old future is dropped): back at the hit's PC.
    assert!(info.contains("$4 = (void (*)()) 0x700000002e4c"), "{info}");
    // Wave 1's first hit, where recording began, is not met going back: the history ends.
    let start = after(&text, "==start");
    assert!(
        start.contains("No more reverse-execution history."),
        "{start}"
    );
    // Forward from the past runs live again.
    let live = after(&text, "==live");
    assert!(live.contains("hit Breakpoint 1"), "{live}");
    assert!(
        live.contains("Process record is stopped and all execution logs are deleted."),
        "{live}"
    );
    assert!(
        text.contains("No recording is currently active.\nUse the \"record full\" command first."),
        "{text}"
    );
}

/// `reverse-step`, `reverse-next`, `reverse-finish`, `reverse-nexti` and `set exec-direction`
/// over calls and recursion. Where gdb 13 stops in the middle of a line after a call (a line
/// with several line-table ranges, fixed in gdb 14), hdb stops at the line's start, as later
/// gdbs do; `tests/lang.rs` compares a call-free loop with gdb 13 directly.
#[test]
fn reverse_steps_by_line_over_calls_and_recursion() {
    let text = session(&[
        "set exec-direction reverse",
        "break 33",
        "run",
        "record",
        "advance 39",
        "echo ==rn\\n",
        "reverse-next",
        "echo ==rs\\n",
        "reverse-step",
        "echo ==rs2\\n",
        "reverse-step",
        "print n",
        "echo ==rfin\\n",
        "reverse-finish",
        "echo ==rn2\\n",
        "reverse-next",
        "reverse-next",
        "reverse-next",
        "echo ==rni\\n",
        "reverse-nexti",
        "echo ==dir\\n",
        "set exec-direction reverse",
        "show exec-direction",
        "next",
        "step",
        "finish",
        "set exec-direction forward",
        "next",
    ]);
    // Reverse execution needs a recording first, as in gdb.
    assert_eq!(
        text.matches("Target does not support this operation.\n")
            .count(),
        1,
        "{text}"
    );
    // From line 39 back over line 38's call to gcd_rec: the start of line 38.
    let rn = after(&text, "==rn\n");
    assert!(rn.starts_with("38\t"), "{rn}");
    // reverse-step goes back into line 37's call: the start of fib_rec's last line, in the
    // outermost call (n = 9 for lane 0).
    let rs = after(&text, "==rs\n");
    assert!(
        rs.starts_with("fib_rec (n=9) at src/recursion.cl:13\n13\t}"),
        "{rs}"
    );
    // And again: line 12's last call, fib_rec(7), at its last line; never line 11, which
    // the wave ran for other lanes with lane 0's exec bit clear.
    let rs2 = after(&text, "==rs2\n");
    assert!(
        rs2.starts_with("fib_rec (n=7) at src/recursion.cl:13\n13\t}\n$1 = 7"),
        "{rs2}"
    );
    // Back to where fib_rec(7) was called: the call instruction in fib_rec(9)'s line 12.
    let rfin = after(&text, "==rfin\n");
    assert!(
        rfin.starts_with("Run back to call of #0  fib_rec (n=7) at src/recursion.cl:13\n0x"),
        "{rfin}"
    );
    assert!(
        rfin.contains(" in fib_rec (n=9) at src/recursion.cl:12\n"),
        "{rfin}"
    );
    // Line 12's start (over its first call), line 10, then out of the function's first
    // line to the start of the caller's line that called it.
    let rn2 = after(&text, "==rn2\n");
    assert!(
        rn2.starts_with(
            "12\t    return fib_rec(n - 1) + fib_rec(n - 2);\n10\t    if (n < 2)\nrecursive_fib_gcd (in="
        ),
        "{rn2}"
    );
    assert!(rn2.contains(") at src/recursion.cl:37\n37\t"), "{rn2}");
    // One instruction back from line 37's start: compiler-made code without a line.
    let rni = after(&text, "==rni\n");
    assert!(rni.starts_with("0x"), "{rni}");
    // Under exec-direction reverse the forward commands go back.
    let dir = after(&text, "==dir\n");
    assert!(
        dir.starts_with(
            "Reverse.\n34\t    for (int i = 0; i < 16; i++)\n35\t        sq[i] = i * i;\n"
        ),
        "{dir}"
    );
    assert!(
        dir.contains("\"finish\" not meaningful in the outermost frame.\n"),
        "{dir}"
    );
    // Forward again from the past runs live: the line after 35 is the loop's 34.
    assert!(
        dir.starts_with(
            "Reverse.\n34\t    for (int i = 0; i < 16; i++)\n35\t        sq[i] = i * i;\n34\t"
        ),
        "{dir}"
    );
}

/// `record goto begin|end|N` moves in the history as gdb's does and says where; `set record
/// budget` bounds the history (`info record` shows it) and refuses sizes it cannot read.
#[test]
fn record_goto_and_the_budget() {
    let text = session(&[
        "set record budget 12Q",
        "set record budget 64M",
        "show record budget",
        "break 35",
        "run",
        "record goto end",
        "record",
        "next",
        "next",
        "echo ==begin\\n",
        "record goto begin",
        "print i",
        "info record",
        "echo ==end\\n",
        "record goto end",
        "print i",
        "echo ==bad\\n",
        "record goto 1",
        "record goto",
    ]);
    assert!(text.contains("Invalid size \"12Q\".\n"), "{text}");
    assert!(text.contains("The record budget is 65536 KiB.\n"), "{text}");
    // No recording yet.
    assert!(
        text.contains("No recording is currently active.\n"),
        "{text}"
    );
    let begin = after(&text, "==begin\n");
    assert!(begin.starts_with("Go backward to insn number "), "{begin}");
    assert!(
        begin.contains("\n#0  recursive_fib_gcd (in=0x100000020000, out=0x100000040000) at src/recursion.cl:35\n35\t"),
        "{begin}"
    );
    assert!(begin.contains("$1 = 0\n"), "{begin}");
    assert!(begin.contains("Replay mode:\n"), "{begin}");
    assert!(begin.contains("of a 65536 KiB budget."), "{begin}");
    let end = after(&text, "==end\n");
    assert!(end.starts_with("Go forward to insn number "), "{end}");
    assert!(end.contains("$2 = 1\n"), "{end}");
    assert!(text.contains("Target insn not found.\n"), "{text}");
    assert!(
        text.contains("Command requires an argument (insn number to go to).\n"),
        "{text}"
    );
}

/// "Who wrote this value?": `watch` then `reverse-continue` stops before the store that last
/// changed it, in the wave that made it, with the values going back; `info last-write` says
/// the same without moving. A location the history saw no change of says so.
#[test]
fn a_watchpoint_going_back_finds_the_writer() {
    let text = session(&[
        "break 34",
        "run",
        "record",
        "advance 40",
        "echo ==query\\n",
        "info last-write out[0]",
        "info last-write out[1]",
        "info record",
        "echo ==watch\\n",
        "watch out[0]",
        "reverse-continue",
        "print out[0]",
        "echo ==again\\n",
        "reverse-continue",
    ]);
    let query = after(&text, "==query\n");
    assert!(
        query.starts_with("out[0] was last changed by Thread 1 at instruction "),
        "{query}"
    );
    assert!(
        query.contains(
            " in recursive_fib_gcd at src/recursion.cl:37\nOld value = 0\nNew value = 34\n"
        ),
        "{query}"
    );
    // lane 0's gcd(0, 0) stored 0 over 0: no change.
    assert!(
        query.contains("out[1] was not changed in the recorded history"),
        "{query}"
    );
    // The query did not move the program: still at the history's end.
    assert!(query.contains("Record mode:\n"), "{query}");
    let watch = after(&text, "==watch\n");
    assert!(
        watch.contains(
            "Thread 1 hit Hardware watchpoint 2: out[0], with lane 0\n\nOld value = 34\nNew value = 0\n"
        ),
        "{watch}"
    );
    assert!(
        watch.contains(" in recursive_fib_gcd (in=0x100000020000, out=0x100000040000) at src/recursion.cl:37\n"),
        "{watch}"
    );
    // Before the store: the value it had.
    assert!(watch.contains("$1 = 0\n"), "{watch}");
    // No earlier change: the history's start.
    let again = after(&text, "==again\n");
    assert!(
        again.contains("No more reverse-execution history."),
        "{again}"
    );
}

/// A session over `corpus/launch/wg_scan.json`.
fn wg_scan_session(commands: &[&str]) -> (String, Vec<i64>) {
    let launch = support::corpus().join("launch/wg_scan.json");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&launch).expect("launch file"))
            .expect("launch JSON");
    let input: Vec<i64> = json["args"][0]["buffer"]["data"]
        .as_array()
        .expect("inputs")
        .iter()
        .map(|v| v.as_i64().expect("int"))
        .collect();
    let mut args = vec![
        "debug".to_string(),
        "--launch".into(),
        launch.display().to_string(),
        "-batch".into(),
    ];
    for c in commands {
        args.push("-ex".into());
        args.push(c.to_string());
    }
    let out = support::hdb(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}");
    (text, input)
}

/// Going back to the last change of an LDS element (the work-group's scan buffer, at LDS
/// offset 0: `buf[1][5]` is `local#0x214`; this build's DWARF says `buf` is optimized out)
/// and of a private variable of one lane: the scan's step with `off == 4` made `buf[1][5]` and lane
/// 5's `x` the sum of inputs 0 to 5, from `in[4] + in[5]` and `in[2] + … + in[5]`
/// (Hillis-Steele: later steps store the same values again, which is no change).
#[test]
fn going_back_to_the_last_write_of_lds_and_of_a_private_variable() {
    let (text, input) = wg_scan_session(&[
        "break 21",
        "run",
        "record",
        "delete 1",
        "break 31",
        "continue",
        "thread 1",
        "lane 5",
        "echo ==query\\n",
        "info last-write *(int *)local#0x214",
        "info last-write x",
        "echo ==lds\\n",
        "watch *(int *)local#0x214",
        "reverse-continue",
        "delete 3",
        "echo ==private\\n",
        "lane 5",
        "watch x",
        "reverse-continue",
    ]);
    let sum = |a: usize, b: usize| input[a..=b].iter().sum::<i64>();
    let (all, pair, four) = (sum(0, 5), sum(4, 5), sum(2, 5));
    let query = after(&text, "==query\n");
    assert!(
        query.contains("*(int *)local#0x214 was last changed by Thread 1 at instruction "),
        "{query}"
    );
    assert!(
        query.contains(&format!(
            " at src/wg_scan.cl:27\nOld value = {pair}\nNew value = {all}\n"
        )),
        "{query}"
    );
    assert!(query.contains(", with lane 5, "), "{query}");
    assert!(
        query.contains(&format!(
            " at src/wg_scan.cl:26\nOld value = {four}\nNew value = {all}\n"
        )),
        "{query}"
    );
    let lds = after(&text, "==lds\n");
    assert!(
        lds.contains(&format!(
            "Thread 1 hit Hardware watchpoint 3: *(int *)local#0x214, with lane 5\n\nOld value = {all}\nNew value = {pair}\n"
        )),
        "{lds}"
    );
    assert!(lds.contains("src/wg_scan.cl:27\n"), "{lds}");
    let private = after(&text, "==private\n");
    assert!(
        private.contains(&format!(
            "hit Hardware watchpoint 4: x, with lane 5\n\nOld value = {all}\nNew value = {four}\n"
        )),
        "{private}"
    );
    assert!(private.contains("src/wg_scan.cl:26\n"), "{private}");
}

/// Two waves, each hitting two breakpoints: `reverse-continue` meets every earlier hit of
/// every wave in turn, the other wave's included (its trap is its last instruction and its PC
/// has not moved since: a hit of the past, not the present).
#[test]
fn reverse_continue_meets_the_other_waves_hits() {
    let text = session(&[
        "break recursion.cl:29",
        "break recursion.cl:38",
        "run",
        "record",
        "continue",
        "continue",
        "continue",
        "echo ==back\\n",
        "reverse-continue",
        "reverse-continue",
        "reverse-continue",
    ]);
    let back = after(&text, "==back\n");
    let hits: Vec<&str> = back
        .lines()
        .filter(|l| l.contains(" hit Breakpoint "))
        .map(|l| l.split(", with").next().unwrap_or(l))
        .collect();
    assert_eq!(
        hits,
        ["Thread 1 hit Breakpoint 2", "Thread 2 hit Breakpoint 1"],
        "{back}"
    );
    // Thread 1's hit of Breakpoint 1 was reported when recording began: its step over the
    // breakpoint is its first instruction of the history (not the history's first: the
    // other wave ran before it), and gdb says the history ends there.
    assert!(
        back.contains("\nNo more reverse-execution history.\n"),
        "{back}"
    );
}

/// A recorded kernel that reaches its end is held before its last instruction (as gdb holds a
/// recorded process before it exits): reverse commands go back through the recording,
/// `record goto end` comes back to the held point, and `continue` from there ends it.
#[test]
fn going_back_after_the_kernel_ends() {
    let text = session(&[
        "break recursion.cl:39",
        "run",
        "record",
        "delete",
        "continue",
        "echo ==held\\n",
        "reverse-stepi",
        "echo ==begin\\n",
        "reverse-continue",
        "echo ==end\\n",
        "record goto end",
        "continue",
    ]);
    let held = after(&text, "Continuing.\n");
    assert!(
        held.starts_with("\nThe kernel is about to end. Process record holds it before its last\ninstruction: reverse commands go back through the recording, `continue` ends it.\n0x"),
        "{text}"
    );
    // Held at the last wave's end of the kernel (its closing brace), not gone.
    assert!(held.contains(" in recursive_fib_gcd (in=0x"), "{text}");
    assert!(held.contains(" at src/recursion.cl:40\n40\t}"), "{text}");
    let back = after(&text, "==held\n");
    assert!(
        back.starts_with("0x") && !back.starts_with("0x0000700000003368\t40"),
        "{back}"
    );
    assert!(
        after(&text, "==begin\n").contains("No more reverse-execution history."),
        "{text}"
    );
    let end = after(&text, "==end\n");
    assert!(end.contains("\n40\t}\n"), "{end}");
    assert!(
        end.trim_end()
            .ends_with("[Inferior 1 (kernel recursive_fib_gcd) exited normally]"),
        "{end}"
    );
}
