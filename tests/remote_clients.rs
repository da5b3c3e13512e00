//! Stock clients against `hdb serve`, in batch mode: Debian's `gdb` (x86 only),
//! `gdb-multiarch` and `lldb-19`. With the default amdgcn identity they connect, negotiate,
//! list waves as threads, read global memory and detach; with `--compat aarch64`,
//! gdb-multiarch and LLDB also show registers (a 64-lane `v0` as an array) and stop at a
//! breakpoint at the right PC. `shared/notes/rsp-clients.md` measured why; the README states
//! how far each client goes. A missing client fails the test (`.ci/run` installs them).

use crate::support;

use std::process::{Command, Output};

use crate::support::Served;

pub(crate) fn example() -> String {
    support::corpus()
        .join("launch/example.json")
        .display()
        .to_string()
}

/// Runs a client under `timeout` (a client that hangs must fail the test, not stall it).
pub(crate) fn client(tool: &str, args: &[String]) -> Output {
    let out = Command::new("timeout")
        .arg("120")
        .arg(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("running {tool}: {e}"));
    assert_ne!(
        out.status.code(),
        Some(127),
        "{tool} is required by this test; run `bash .ci/run` or `apt-get install gdb gdb-multiarch lldb-19`"
    );
    out
}

pub(crate) fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The first input buffer's first four words as gdb prints them, and its address, from the
/// launch file and hdb's own session (no value written here by hand).
fn first_buffer() -> (String, Vec<u32>) {
    let out = support::hdb(&[
        "debug",
        "--launch",
        &example(),
        "--batch",
        "--ex",
        "break recursive_fib_gcd",
        "--ex",
        "run",
        "--ex",
        "print in",
    ]);
    let t = support::stdout_ok(&out, "hdb debug");
    let addr = t
        .lines()
        .find_map(|l| l.strip_prefix("$1 = (__global uint *) "))
        .or_else(|| {
            t.lines()
                .find_map(|l| l.split(") ").nth(1).filter(|a| a.starts_with("0x")))
        })
        .unwrap_or_else(|| panic!("no buffer address in {t}"))
        .trim()
        .to_string();
    let launch: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(example()).unwrap()).unwrap();
    let words = launch["args"][0]["buffer"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .take(4)
        .map(|v| v.as_u64().unwrap() as u32)
        .collect();
    (addr, words)
}

/// The address `break recursion.cl:12` resolves to, from hdb.
fn breakpoint_address() -> String {
    let out = support::hdb(&[
        "debug",
        "--launch",
        &example(),
        "--batch",
        "--ex",
        "break recursion.cl:12",
    ]);
    let t = support::stdout_ok(&out, "hdb debug");
    t.split_whitespace()
        .find(|w| w.starts_with("0x"))
        .map(|w| w.trim_end_matches(':').to_string())
        .unwrap_or_else(|| panic!("no address in {t}"))
}

/// The code word at `address` as the program has it (no breakpoint planted there), from hdb.
fn code_word(address: &str) -> String {
    let out = support::hdb(&[
        "debug",
        "--launch",
        &example(),
        "--batch",
        "--ex",
        "break recursive_fib_gcd",
        "--ex",
        "run",
        "--ex",
        &format!("x/1xw {address}"),
    ]);
    let t = support::stdout_ok(&out, "hdb debug");
    t.lines()
        .find_map(|l| l.strip_prefix(&format!("{address}:\t")))
        .unwrap_or_else(|| panic!("no word at {address} in {t}"))
        .trim()
        .to_string()
}

fn gdb_args(address: &str, arch: Option<&str>, commands: &[String]) -> Vec<String> {
    let mut a = vec!["-batch".to_string(), "-nx".to_string()];
    if let Some(arch) = arch {
        a.push("-ex".into());
        a.push(format!("set architecture {arch}"));
    }
    a.push("-ex".into());
    a.push(format!("target remote {address}"));
    for c in commands {
        a.push("-ex".into());
        a.push(c.clone());
    }
    a
}

fn gdb_words(words: &[u32]) -> String {
    words
        .iter()
        .map(|w| format!("0x{w:08x}"))
        .collect::<Vec<_>>()
        .join("\t")
}

/// Connect, waves as threads, global memory, detach — with the amdgcn identity GDB falls back
/// to its default architecture; `i386:x86-64` gives it 64-bit addresses.
fn gdb_basics(tool: &str) {
    let served = Served::start(&["--launch", &example()]);
    let (addr, words) = first_buffer();
    let out = client(
        tool,
        &gdb_args(
            &served.address,
            Some("i386:x86-64"),
            &[
                "info threads".into(),
                format!("x/4xw {addr}"),
                "detach".into(),
            ],
        ),
    );
    let t = text(&out);
    assert!(
        t.contains("Thread 1 \"wave1\" (AMDGPU Wave 1:1:1:1 (0,0,0)/0)"),
        "{tool}: {t}"
    );
    assert!(
        t.contains("Thread 2 \"wave2\" (AMDGPU Wave 1:1:1:2 (1,0,0)/0)"),
        "{tool}: {t}"
    );
    assert!(
        t.contains(&format!("{addr}:\t{}", gdb_words(&words))),
        "{tool}: {t}"
    );
    assert!(
        t.contains("[Inferior 1 (Remote target) detached]"),
        "{tool}: {t}"
    );
    let log = served.stop();
    assert!(log.contains("client connected"), "{log}");
}

#[test]
fn gdb_connects_lists_waves_reads_memory_and_detaches() {
    gdb_basics("gdb");
}

#[test]
fn gdb_runs_the_stub_through_a_pipe_with_stdio() {
    let (addr, words) = first_buffer();
    let pipe = format!(
        "target remote | {} serve --stdio --launch {}",
        env!("CARGO_BIN_EXE_hdb"),
        example()
    );
    let out = client(
        "gdb",
        &[
            "-batch".into(),
            "-nx".into(),
            "-ex".into(),
            "set architecture i386:x86-64".into(),
            "-ex".into(),
            pipe,
            "-ex".into(),
            "info threads".into(),
            "-ex".into(),
            format!("x/4xw {addr}"),
            "-ex".into(),
            "detach".into(),
        ],
    );
    let t = text(&out);
    assert!(t.contains("Thread 2 \"wave2\""), "{t}");
    assert!(
        t.contains(&format!("{addr}:\t{}", gdb_words(&words))),
        "{t}"
    );
    assert!(t.contains("[Inferior 1 (Remote target) detached]"), "{t}");
}

#[test]
fn gdb_multiarch_connects_lists_waves_reads_memory_and_detaches() {
    gdb_basics("gdb-multiarch");
}

#[test]
fn gdb_multiarch_with_the_aarch64_disguise_shows_registers_and_stops_at_breakpoints() {
    let served = Served::start(&["--launch", &example(), "--compat", "aarch64"]);
    let bp = breakpoint_address();
    let (addr, _) = first_buffer();
    let out = client(
        "gdb-multiarch",
        &gdb_args(
            &served.address,
            None,
            &[
                "p $v0".into(),
                "p $v0[5]".into(),
                "p/x $exec".into(),
                // s101: a register these kernels never use (writing a live one crashes them).
                "set var $s101 = 1234".into(),
                "p $s101".into(),
                "thread 2".into(),
                "p $s101".into(),
                format!("set var *(int *){addr} = 4242"),
                format!("x/1dw {addr}"),
                "thread 1".into(),
                format!("break *{bp}"),
                "continue".into(),
                "p/x $pc".into(),
                "stepi".into(),
                "p/x $pc".into(),
                "info registers mode".into(),
                "detach".into(),
            ],
        ),
    );
    let t = text(&out);
    // A register write changes that wave only; a single step moves the stopped wave.
    assert!(t.contains("$4 = 1234"), "{t}");
    assert!(!t.contains("$5 = 1234"), "{t}");
    assert!(t.contains(&format!("{addr}:\t4242")), "{t}");
    // Flags registers show their fields (amdgpu's table, through target.xml <flags>).
    assert!(t.contains("[ FP_ROUND_32="), "{t}");
    let next = u64::from_str_radix(bp.trim_start_matches("0x"), 16).unwrap() + 4;
    assert!(t.contains(&format!("$7 = {next:#x}")), "{t}");
    // Wave 1's v0 holds its lanes' work-item ids at the kernel's entry (block 64,1,1).
    let lanes: Vec<String> = (0..64).map(|i| i.to_string()).collect();
    assert!(t.contains(&format!("$1 = {{{}}}", lanes.join(", "))), "{t}");
    assert!(t.contains("$2 = 5"), "{t}");
    assert!(t.contains("$3 = 0xffffffffffffffff"), "{t}");
    assert!(t.contains("hit Breakpoint 1, "), "{t}");
    assert!(t.contains(&format!("$6 = {bp}")), "{t}");
    assert!(t.contains("[Inferior 1 (Remote target) detached]"), "{t}");
}

#[test]
fn gdb_multiarch_in_non_stop_mode_runs_one_wave_to_a_breakpoint() {
    let served = Served::start(&["--launch", &example(), "--compat", "aarch64"]);
    let bp = breakpoint_address();
    let mut args = vec!["-batch".to_string(), "-nx".into(), "-ex".into()];
    args.push("set non-stop on".into());
    args.extend(
        gdb_args(
            &served.address,
            None,
            &[
                format!("break *{bp}"),
                "continue".into(),
                "info threads".into(),
                "p/x $pc".into(),
                "detach".into(),
            ],
        )
        .into_iter()
        .skip(2),
    );
    let out = client("gdb-multiarch", &args);
    let t = text(&out);
    // One wave is reported stopped at connection (GDB 13 asserts on more); it runs alone to
    // the breakpoint while the others stay where they are.
    assert!(t.contains("Thread 1 \"wave1\" stopped."), "{t}");
    assert!(t.contains("Thread 1 \"wave1\" hit Breakpoint 1, "), "{t}");
    assert!(t.contains(&format!("$1 = {bp}")), "{t}");
    assert!(
        t.contains("2    Thread 2 \"wave2\" (AMDGPU Wave 1:1:1:2 (1,0,0)/0) (running)"),
        "{t}"
    );
    assert!(t.contains("[Inferior 1 (Remote target) detached]"), "{t}");
}

#[test]
fn plain_gdb_cannot_take_the_aarch64_disguise() {
    // Documented limit: x86-only gdb has no aarch64; it drops the description.
    let served = Served::start(&["--launch", &example(), "--compat", "aarch64"]);
    let out = client(
        "gdb",
        &gdb_args(&served.address, None, &["info threads".into()]),
    );
    let t = text(&out);
    assert!(t.contains("unknown architecture \"aarch64\""), "{t}");
}

fn lldb_args(address: &str, commands: &[String]) -> Vec<String> {
    let mut a = vec![
        "--batch".to_string(),
        "--no-lldbinit".to_string(),
        "-o".into(),
        format!("gdb-remote {address}"),
    ];
    for c in commands {
        a.push("-o".into());
        a.push(c.clone());
    }
    a
}

#[test]
fn lldb_connects_lists_waves_reads_memory_and_detaches() {
    let served = Served::start(&["--launch", &example()]);
    let (addr, words) = first_buffer();
    let out = client(
        "lldb-19",
        &lldb_args(
            &served.address,
            &[
                "thread list".into(),
                // Bytes: with the amdgcn triple LLDB has no byte order and shows words
                // byte-swapped (rsp-clients.md, d1); the bytes themselves are right.
                format!("memory read -s1 -fx -c8 {addr}"),
                "process detach".into(),
            ],
        ),
    );
    let t = text(&out);
    assert!(t.contains("tid = 0x0001, "), "{t}");
    assert!(t.contains("name = 'wave2'"), "{t}");
    let bytes: Vec<String> = words
        .iter()
        .take(2)
        .flat_map(|w| w.to_le_bytes())
        .map(|b| format!("0x{b:02x}"))
        .collect();
    assert!(t.contains(&format!("{addr}: {}", bytes.join(" "))), "{t}");
    assert!(t.contains("Process 1 detached"), "{t}");
}

#[test]
fn lldb_with_the_aarch64_disguise_shows_registers_and_stops_at_breakpoints() {
    let served = Served::start(&["--launch", &example(), "--compat", "aarch64"]);
    let bp = breakpoint_address();
    let out = client(
        "lldb-19",
        &lldb_args(
            &served.address,
            &[
                "register read v0".into(),
                format!("breakpoint set -a {bp}"),
                "continue".into(),
                "register read pc".into(),
                // LLDB keeps its breakpoints planted while stopped (GDB removes them).
                format!("memory read -s4 -fx -c1 {bp}"),
                "process detach".into(),
            ],
        ),
    );
    let t = text(&out);
    let lanes: Vec<String> = (0..64).map(|i| format!("0x{i:08x}")).collect();
    assert!(t.contains(&format!("v0 = {{{}}}", lanes.join(" "))), "{t}");
    assert!(t.contains("stop reason = breakpoint 1.1"), "{t}");
    let pc = u64::from_str_radix(bp.trim_start_matches("0x"), 16).unwrap();
    assert!(t.contains(&format!("pc = 0x{pc:016x}")), "{t}");
    // Memory shows the program's code under the planted trap, as gdbserver shows it.
    let word = code_word(&bp);
    assert!(t.contains(&format!("{bp}: {word}")), "{word}: {t}");
    assert!(t.contains("Process 1 detached"), "{t}");
}

/// Stock gdb-multiarch goes backwards against `hdb serve --record`: `reverse-stepi` undoes
/// single steps (the PC comes back), `reverse-continue` stops at the previous breakpoint hit,
/// and with none left it says the history has ended, at the kernel's first instruction.
#[test]
fn gdb_multiarch_reverse_steps_and_continues_against_a_recording_stub() {
    let served = Served::start(&["--launch", &example(), "--compat", "aarch64", "--record"]);
    let bp = breakpoint_address();
    let out = client(
        "gdb-multiarch",
        &gdb_args(
            &served.address,
            None,
            &[
                "p/x $pc".into(),
                // One wave runs: its steps and its hits of the recursive function's
                // breakpoint are the only ones.
                "set scheduler-locking on".into(),
                format!("break *{bp}"),
                "continue".into(),
                "stepi".into(),
                "stepi".into(),
                "p/x $pc".into(),
                "reverse-stepi".into(),
                "reverse-stepi".into(),
                "p/x $pc".into(),
                "continue".into(),
                "continue".into(),
                "reverse-continue".into(),
                "p/x $pc".into(),
                "delete".into(),
                "reverse-continue".into(),
                "p/x $pc".into(),
                "monitor info record".into(),
                "detach".into(),
            ],
        ),
    );
    let t = text(&out);
    let bp_at = u64::from_str_radix(bp.trim_start_matches("0x"), 16).unwrap();
    let entry = t
        .lines()
        .find_map(|l| l.strip_prefix("$1 = "))
        .unwrap_or_else(|| panic!("no entry PC in {t}"))
        .to_string();
    // Two steps forward, two back: the breakpoint's PC again.
    assert!(!t.contains(&format!("$2 = {bp}")), "{t}");
    assert!(t.contains(&format!("$3 = {bp_at:#x}")), "{t}");
    // Back from the third hit to the second, at the breakpoint.
    assert!(t.contains(&format!("$4 = {bp_at:#x}")), "{t}");
    // Without breakpoints, back to where the recording began: the history's end.
    assert!(t.contains("No more reverse-execution history."), "{t}");
    assert!(t.contains(&format!("$5 = {entry}")), "{t}");
    assert!(t.contains("Recording: instructions 1 to "), "{t}");
    assert!(t.contains("[Inferior 1 (Remote target) detached]"), "{t}");
}

/// A read watchpoint (`Z3`) on `in[3]` stops at the load that reads it, with its value; a
/// write watchpoint (`Z2`) on `out[5]` stops at the store with the old and new values (lane
/// 1's sum of the squares below `in[3] % 16`); both set by gdb-multiarch on global memory. The
/// stub reports the stop after the store (`watch:ADDR`), as x86-64 watchpoints do, so the
/// client runs with that architecture; as aarch64 (`--compat aarch64`) gdb 13 takes
/// watchpoints to stop before the access and fails an internal assertion stepping over it.
#[test]
fn gdb_multiarch_watches_global_memory() {
    let served = Served::start(&["--launch", &example()]);
    let out = support::hdb(&[
        "debug",
        "--launch",
        &example(),
        "--batch",
        "--ex",
        "break recursive_fib_gcd",
        "--ex",
        "run",
        "--ex",
        "print/x (unsigned long) &out[5]",
        "--ex",
        "print/x (unsigned long) &in[3]",
    ]);
    let t = support::stdout_ok(&out, "hdb debug");
    let value = |name: &str| {
        t.lines()
            .find_map(|l| l.strip_prefix(name))
            .unwrap_or_else(|| panic!("no {name} in {t}"))
            .trim()
            .to_string()
    };
    let (address, input) = (value("$1 = "), value("$2 = "));
    let launch: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(example()).unwrap()).unwrap();
    let in3 = launch["args"][0]["buffer"]["data"][3].as_u64().unwrap();
    let want: u64 = (0..in3 % 16).map(|i| i * i).sum();
    let out = client(
        "gdb-multiarch",
        &gdb_args(
            &served.address,
            Some("i386:x86-64"),
            &[
                format!("rwatch *(int *){input}"),
                "continue".into(),
                "delete".into(),
                format!("watch *(int *){address}"),
                "continue".into(),
                "delete".into(),
                "detach".into(),
            ],
        ),
    );
    let t = text(&out);
    assert!(
        t.contains(&format!(
            "hit Hardware read watchpoint 1: *(int *){input}\n\nValue = {in3}\n"
        )),
        "{t}"
    );
    assert!(
        t.contains(&format!("Hardware watchpoint 2: *(int *){address}\n")),
        "{t}"
    );
    assert!(
        t.contains(&format!(
            "hit Hardware watchpoint 2: *(int *){address}\n\nOld value = 0\nNew value = {want}\n"
        )),
        "{t}"
    );
}

#[test]
fn gdb_multiarch_follows_a_served_hip_program_through_a_library_event_to_its_exit() {
    // module_api loads a second code object between its kernels.
    let program = support::corpus().join("hip/module_api/module_api.out");
    let served = Served::start(&[
        "--compat",
        "aarch64",
        "--sim",
        &program.display().to_string(),
    ]);
    let out = client(
        "gdb-multiarch",
        &gdb_args(
            &served.address,
            None,
            &[
                "set stop-on-solib-events 1".into(),
                "continue".into(),
                "set stop-on-solib-events 0".into(),
                "continue".into(),
            ],
        ),
    );
    let t = text(&out);
    // The load stops at a wave of the next kernel, held before its first instruction; the
    // program's exit status ends the session.
    assert!(
        t.contains("Stopped due to shared library event (no libraries added or removed)"),
        "{t}"
    );
    assert!(
        t.contains("[Inferior 1 (Remote target) exited normally]"),
        "{t}"
    );
}
