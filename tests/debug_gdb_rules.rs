//! `hdb debug` following gdb's rules where a new user notices them: a breakpoint on
//! a function's opening line stops after the prologue, `finish` returns to the caller and
//! says what the function returned, registers `info registers` lists have values, and a
//! memory fault is delivered on `continue`. Values are checked against the kernels' own
//! arithmetic on the launch inputs.

use crate::support;

use std::path::Path;

/// The producers and targets these checks run on (wave64 and wave32).
const BUILDS: &[(&str, &str)] = &[
    ("clang19", "gfx90a"),
    ("clang19", "gfx1100"),
    ("clang22", "gfx90a"),
    ("clang22", "gfx1100"),
    ("rocm22", "gfx90a"),
    ("rocm22", "gfx1100"),
];

/// The `call_chain` launch (its inputs) with the code object of `producer`/`target` at
/// -O0, written into `dir`.
fn call_chain_launch(dir: &Path, producer: &str, target: &str) -> (String, Vec<i64>) {
    let text = std::fs::read_to_string(support::corpus().join("launch/call_chain.json")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let code = support::corpus().join(format!("{producer}/{target}/call_chain-O0.hsaco"));
    v["code_object"] = code.display().to_string().into();
    let inputs = v["args"][0]["buffer"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap())
        .collect();
    let path = dir.join(format!("call_chain-{producer}-{target}.json"));
    std::fs::write(&path, v.to_string()).unwrap();
    (path.display().to_string(), inputs)
}

/// `hdb debug --launch LAUNCH -batch -ex CMD…`: stdout.
fn batch(launch: &str, commands: &[&str]) -> String {
    let mut args = vec!["debug", "--launch", launch, "-batch"];
    for c in commands {
        args.push("-ex");
        args.push(c);
    }
    let out = support::hdb(&args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "hdb {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// gdb: `break FILE:LINE` of a function's opening line is placed after the prologue, like
/// `break FUNCTION`, so -O0 arguments read what the caller passed.
#[test]
fn a_breakpoint_on_a_functions_opening_line_stops_after_its_prologue() {
    let dir = tempfile::tempdir().unwrap();
    for &(producer, target) in BUILDS {
        let (launch, inputs) = call_chain_launch(dir.path(), producer, target);
        // deep2(n, acc, lane) is called as deep2(n, in[gid] + 11, gid), n = (in[0] & 3) + 2.
        let n = (inputs[0] & 3) + 2;
        for location in ["call_chain.cl:75", "deep2"] {
            let out = batch(&launch, &[&format!("break {location}"), "run", "continue"]);
            let what = format!("{producer}/{target} break {location}:\n{out}");
            assert!(
                out.contains("Breakpoint 1 at 0x")
                    && out.contains("file src/call_chain.cl, line 76."),
                "{what}"
            );
            for (i, gid) in [0usize, if target == "gfx1100" { 32 } else { 64 }]
                .into_iter()
                .enumerate()
            {
                let want = format!(
                    "hit Breakpoint 1, with lanes [{}], deep2 (n={n}, acc={}, lane={gid}) at src/call_chain.cl:76",
                    if target == "gfx1100" { "0-31" } else { "0-63" },
                    inputs[gid] + 11
                );
                let got = out
                    .lines()
                    .filter(|l| l.contains("hit Breakpoint 1"))
                    .nth(i);
                assert_eq!(got.map(|l| l.contains(&want)), Some(true), "{want}\n{what}");
            }
        }
    }
}

/// `leaf(acc, n)` of call_chain.cl.
fn leaf(acc: i32, n: i32) -> i32 {
    let w: Vec<i32> = (0..4)
        .map(|i| acc.wrapping_mul(i + 1).wrapping_add(n))
        .collect();
    w[(acc & 3) as usize] ^ w[((acc >> 2) & 3) as usize]
}

/// gdb's `finish`: back in the caller (on wave64 too, where the stack pointer compared was
/// once the wrong register), `Run till exit from #0 …` and `Value returned is $N = …` read
/// from the return registers for the focused lane, into the value history.
#[test]
fn finish_returns_to_the_caller_with_the_value_returned() {
    let dir = tempfile::tempdir().unwrap();
    for &(producer, target) in BUILDS {
        let (launch, _) = call_chain_launch(dir.path(), producer, target);
        let out = batch(
            &launch,
            &["break leaf", "run", "finish", "print $", "finish", "finish"],
        );
        let what = format!("{producer}/{target}:\n{out}");
        // The stop in leaf names its arguments: the value oracle.
        let stop = out
            .lines()
            .find(|l| l.contains("hit Breakpoint 1"))
            .unwrap_or_else(|| panic!("{what}"));
        let args = stop.split("leaf (").nth(1).unwrap();
        let acc: i32 = args
            .split("acc=")
            .nth(1)
            .unwrap()
            .split(',')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let n: i32 = args
            .split("n=")
            .nth(1)
            .unwrap()
            .split(')')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let r = leaf(acc, n);
        assert_eq!(
            out.matches("hit Breakpoint").count(),
            1,
            "finish stopped at the breakpoint again: {what}"
        );
        assert!(
            out.contains(&format!(
                "Run till exit from #0  leaf (acc={acc}, n={n}) at src/call_chain.cl:45"
            )),
            "{what}"
        );
        // Lane 0 is even: deep3 called pong, pong(0, acc) returns leaf(acc, 0) + 2 to ping,
        // which returns it + 1 (its n) to pong(2, …).
        let want = [
            format!(" in pong (n=0, acc={acc}) at src/call_chain.cl:61\n61\t        return leaf(acc, n) + 2;\nValue returned is $1 = {r}\n$2 = {r}\n"),
            " in ping (n=1, ".to_string(),
            format!("Value returned is $3 = {}\n", r + 2),
            " in pong (n=2, ".to_string(),
            format!("Value returned is $4 = {}\n", r + 3),
        ];
        let mut rest = out.as_str();
        for w in &want {
            let at = rest
                .find(w.as_str())
                .unwrap_or_else(|| panic!("{w:?} in order in {what}"));
            rest = &rest[at + w.len()..];
        }
    }
}

/// `hdb debug … -batch -ex CMD…` on the faulting `off_by_one` launch: (stdout, stderr).
fn off_by_one(commands: &[&str]) -> (String, String) {
    let launch = support::corpus().join("sanitize/off_by_one.json");
    let launch = launch.display().to_string();
    let mut args = vec!["debug", "--launch", &launch, "-batch"];
    for c in commands {
        args.push("-ex");
        args.push(c);
    }
    let out = support::hdb(&args);
    // gdb's -batch: status 1 only when the last command failed.
    assert!(matches!(out.status.code(), Some(0 | 1)), "hdb {args:?}");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const FAULT: &str = "\nThread 1 received signal SIGSEGV, Segmentation fault.\n";
const TERMINATED: &str =
    "\nProgram terminated with signal SIGSEGV, Segmentation fault.\nThe program no longer exists.\n";

/// ROCgdb delivers a wave's memory violation when the program is resumed: the program ends
/// with the signal (gdb's words), rather than the wave faulting again at every `continue`.
#[test]
fn continue_after_a_memory_fault_ends_the_program_with_the_signal() {
    let (out, err) = off_by_one(&["run", "continue", "info threads", "continue"]);
    assert_eq!(out.matches(FAULT).count(), 1, "{out}");
    assert!(
        out.contains(&format!("Continuing.\n{TERMINATED}No threads.\n")),
        "{out}"
    );
    assert!(err.contains("The program is not being run."), "{err}");
    // Stepping delivers it too.
    let (out, _) = off_by_one(&["run", "stepi"]);
    assert!(out.ends_with(TERMINATED), "{out}");
}

/// `signal 0` resumes without the fault (the wave runs the faulting instruction again, as
/// on a GPU), `signal SIGSEGV` delivers it, and `kill` ends the program instead.
#[test]
fn signal_0_discards_the_fault_and_kill_ends_the_program() {
    let (out, err) = off_by_one(&["run", "signal 0", "signal SIGBUS", "signal SIGSEGV"]);
    assert_eq!(out.matches(FAULT).count(), 2, "{out}");
    assert!(out.contains("Continuing with no signal.\n"), "{out}");
    assert!(
        out.contains(&format!("Continuing with signal SIGSEGV.\n{TERMINATED}")),
        "{out}"
    );
    assert!(
        err.contains("Only the pending SIGSEGV or no signal (signal 0) can be delivered."),
        "{err}"
    );
    let (out, _) = off_by_one(&["run", "kill", "info threads", "run", "continue"]);
    assert!(
        out.contains("[Inferior 1 (kernel off_by_one) killed]\nNo threads.\n"),
        "{out}"
    );
    assert!(
        out.ends_with(&format!("Continuing.\n{TERMINATED}")),
        "{out}"
    );
}

/// gdb's `start` (a temporary breakpoint on the kernel, then `run`), `info symbol`,
/// `info address` and `info all-registers`, in gdb 13's sentences (checked against gdb on an
/// x86-64 `clang-19 -g -O0` build: `main in section .text of /tmp/q`, `clamp_i + 4 in
/// section …`, `No symbol matches 0.`, `Symbol "clamp_i" is a function at address 0x…`,
/// `No symbol "nosuch" in current context.`).
#[test]
fn start_info_symbol_info_address_and_all_registers() {
    let dir = tempfile::tempdir().unwrap();
    let (launch, _) = call_chain_launch(dir.path(), "rocm22", "gfx90a");
    let out = batch(
        &launch,
        &[
            "info address deep2",
            "start",
            "info symbol deep2",
            "info symbol $pc",
            "info symbol 0",
            "info address gid",
            "info address nosuch",
            "info all-registers",
        ],
    );
    let what = out.clone();
    let uri = "in section .text of file://";
    let deep2 = out
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("Symbol \"deep2\" is a function at address 0x"))
        .and_then(|a| a.strip_suffix('.'))
        .unwrap_or_else(|| panic!("{what}"));
    u64::from_str_radix(deep2, 16).unwrap();
    assert!(out.contains("\nTemporary breakpoint 1 at 0x"), "{what}");
    assert!(
        out.contains("Thread 1 hit Temporary breakpoint 1, with lanes [0-63], call_chain (in=0x"),
        "{what}"
    );
    assert!(out.contains(&format!("\ndeep2 {uri}")), "{what}");
    assert!(out.contains("\ncall_chain + "), "{what}");
    assert!(out.contains("Symbol \"gid\" is a variable with complex DWARF expression locating its address in memory.\n"), "{what}");
    // `info all-registers`: every register, a name wider than gdb's column still followed
    // by a space, as gdb's pad_to_column does.
    assert!(out.contains("\nflat_scratch_lo 0x"), "{what}");
    assert!(out.contains("\nv25            {0x"), "{what}");
    assert!(out.contains("\na25            {0x"), "{what}");
    let out = support::hdb(&[
        "debug",
        "--launch",
        &launch,
        "-batch",
        "-ex",
        "start",
        "-ex",
        "info symbol 0",
        "-ex",
        "info address nosuch",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("No symbol matches 0.\n"), "{err}");
    assert!(
        err.contains("No symbol \"nosuch\" in current context.\n"),
        "{err}"
    );
}

/// `info functions [REGEX]` as gdb 13 lists a C file's functions (`All functions matching
/// regular expression "clamp":`, a blank line, `File q.c:`, `3:\tint clamp_i(int, int,
/// int);`), before `run` too.
#[test]
fn info_functions_lists_the_dwarf_functions_as_gdb() {
    let dir = tempfile::tempdir().unwrap();
    for &(producer, target) in BUILDS {
        let (launch, _) = call_chain_launch(dir.path(), producer, target);
        let out = batch(
            &launch,
            &[
                "info functions ^deep",
                "info functions zzz",
                "info functions",
            ],
        );
        let want =
            "All functions matching regular expression \"^deep\":\n\nFile src/call_chain.cl:\n\
                    80:\tint deep1(int, int, uint);\n75:\tint deep2(int, int, uint);\n\
                    66:\tint deep3(int, int, uint);\n\
                    All functions matching regular expression \"zzz\":\nAll defined functions:\n\n\
                    File src/call_chain.cl:\n85:\tvoid call_chain(";
        assert!(out.starts_with(want), "{producer}/{target}:\n{out}");
        assert!(
            out.contains("\n23:\tint mix3(state_t *, int);\n"),
            "{producer}/{target}:\n{out}"
        );
    }
}

/// `info variables [REGEX]` lists file-scope variables in static storage, as gdb (which
/// does not list a function's statics: an OpenCL kernel's `__local` array is not one); a bad
/// pattern is an error naming it.
#[test]
fn info_variables_lists_file_scope_statics_only() {
    let launch = support::corpus().join("launch/lds_reduce.json");
    let out = support::hdb(&[
        "debug",
        "--launch",
        &launch.display().to_string(),
        "-batch",
        "-ex",
        "info variables",
        "-ex",
        "info variables ^t",
        "-ex",
        "info variables ((",
    ]);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(
        stdout,
        "All defined variables:\nAll variables matching regular expression \"^t\":\n"
    );
    assert!(stderr.starts_with("Invalid regexp("), "{stderr}");
    assert!(stderr.contains("): ((\n"), "{stderr}");
}
