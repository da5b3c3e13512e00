//! hdb as a plugin for stock debuggers: `monitor` runs hdb's own commands over the kernel
//! `hdb serve` serves, and the Python extensions `hdb plugin gdb` and `hdb plugin lldb` print
//! make Debian's gdb 13, gdb-multiarch and lldb-19 show a kernel's frames, variables and
//! lanes. Each client's session prints, line for line, what `hdb debug --remote` prints on
//! the same stop: a breakpoint in the -O0 recursion kernel (`fib_rec`, with locals in its
//! caller), lane 5 selected. A missing client fails the test (`.ci/run` installs them).

use std::path::{Path, PathBuf};

use crate::remote_clients::{client, example, text};
use crate::support::{self, Served};

/// The commands of the comparison, in hdb's (and gdb's) language: lane 5, both frames, their
/// variables, values in two formats, the lanes.
const SESSION: &[&str] = &[
    "lane 5",
    "bt",
    "bt full",
    "bt 1",
    "info locals",
    "print n",
    "print/x n",
    "frame 1",
    "info args",
    "info locals",
    "print gid",
    "down",
    "up",
    "info lanes",
];

const BEGIN: &str = "@@begin";
const END: &str = "@@end";

/// The text between the markers (a client's own messages before and after are not hdb's).
fn between(t: &str) -> String {
    let start = t
        .find(&format!("{BEGIN}\n"))
        .unwrap_or_else(|| panic!("no {BEGIN} in {t}"));
    let rest = &t[start + BEGIN.len() + 1..];
    let end = rest
        .find(&format!("{END}\n"))
        .unwrap_or_else(|| panic!("no {END} in {t}"));
    rest[..end].to_string()
}

/// `hdb debug --remote` on the stub at `address`: `before` (not compared), then `commands`
/// between the markers.
fn reference(address: &str, before: &[&str], commands: &[&str]) -> String {
    let mut args = vec!["debug", "--remote", address, "--batch"];
    for c in before {
        args.extend(["--ex", c]);
    }
    let begin = format!("echo {BEGIN}\\n");
    let end = format!("echo {END}\\n");
    args.extend(["--ex", &begin]);
    for c in commands {
        args.extend(["--ex", c]);
    }
    args.extend(["--ex", &end]);
    let out = support::hdb(&args);
    between(&support::stdout_ok(&out, "hdb debug --remote"))
}

/// A core written at the first hit of `break recursion.cl:12`, with lane 5 selected.
fn core_at_breakpoint(dir: &Path) -> PathBuf {
    let core = dir.join("fib.core");
    let out = support::hdb(&[
        "debug",
        "--launch",
        &example(),
        "--batch",
        "--ex",
        "break recursion.cl:12",
        "--ex",
        "run",
        "--ex",
        "lane 5",
        "--ex",
        &format!("gcore {}", core.display()),
    ]);
    support::stdout_ok(&out, "hdb debug");
    core
}

/// The extension for `debugger`, written to `dir`.
fn plugin(dir: &Path, debugger: &str, file: &str) -> String {
    let out = support::hdb(&["plugin", debugger]);
    let path = dir.join(file);
    std::fs::write(&path, support::stdout_ok(&out, "hdb plugin")).unwrap();
    path.display().to_string()
}

/// gdb's arguments: connect, `setup`, source the extension, the session between markers.
fn gdb_session(address: &str, arch: Option<&str>, setup: &[String], plugin: &str) -> Vec<String> {
    let mut a = vec!["-batch".to_string(), "-nx".to_string()];
    let mut ex = |c: String| {
        a.push("-ex".into());
        a.push(c);
    };
    if let Some(arch) = arch {
        ex(format!("set architecture {arch}"));
    }
    ex(format!("target remote {address}"));
    for c in setup {
        ex(c.clone());
    }
    ex(format!("source {plugin}"));
    ex(format!("echo {BEGIN}\\n"));
    for c in SESSION {
        ex((*c).to_string());
    }
    ex(format!("echo {END}\\n"));
    ex("detach".into());
    a
}

/// [`assert_same`] for gdb's [`SESSION`], whose `bt full` shows a frame without locals and
/// whose `bt 1` leaves a frame out.
fn assert_same_session(tool: &str, got: &str, want: &str) {
    assert!(
        want.contains("\n        No locals.\n"),
        "the reference: {want}"
    );
    assert!(
        want.contains("\n(More stack frames follow...)\n"),
        "the reference: {want}"
    );
    assert_same(tool, got, want);
}

fn assert_same(tool: &str, got: &str, want: &str) {
    assert!(want.contains("fib_rec (n=7)"), "the reference: {want}");
    assert!(want.contains("sq = {0, 1, 4, 9"), "the reference: {want}");
    assert_eq!(
        got.lines().collect::<Vec<_>>(),
        want.lines().collect::<Vec<_>>(),
        "{tool} with hdb's plugin against hdb debug --remote"
    );
}

/// Plain x86-only gdb 13: no AMDGPU registers at all (the amdgcn identity falls back to
/// x86-64), yet bt, frames, variables and lanes through the plugin are hdb's.
#[test]
fn plain_gdb_with_the_plugin_prints_what_hdb_prints() {
    let dir = tempfile::tempdir().unwrap();
    let core = core_at_breakpoint(dir.path());
    let served = Served::start(&["--core", &core.display().to_string()]);
    let want = reference(&served.address, &[], SESSION);
    let py = plugin(dir.path(), "gdb", "hdb.py");
    let out = client(
        "gdb",
        &gdb_session(&served.address, Some("i386:x86-64"), &[], &py),
    );
    let t = text(&out);
    assert_same_session("gdb", &between(&t), &want);
    assert!(t.contains("[Inferior 1 (Remote target) detached]"), "{t}");
}

/// gdb-multiarch with the aarch64 disguise runs the kernel itself: the code object's symbols
/// at their load base (`add-symbol-file FILE -o BASE`) give it line breakpoints, it stops at
/// `recursion.cl:12` on its own, and the plugin shows that stop as `hdb debug --remote` shows
/// the same breakpoint's first hit.
#[test]
fn gdb_multiarch_stops_at_a_line_and_with_the_plugin_prints_what_hdb_prints() {
    let dir = tempfile::tempdir().unwrap();
    let reference_stub = Served::start(&["--launch", &example()]);
    let before = ["break recursion.cl:12", "run"];
    let want = reference(&reference_stub.address, &before, SESSION);
    // BASE: where the kernel's symbol is loaded less where the file has it.
    let loaded = reference(
        &reference_stub.address,
        &[],
        &["info address recursive_fib_gcd"],
    );
    let loaded = loaded
        .trim()
        .strip_prefix("Symbol \"recursive_fib_gcd\" is a function at address ")
        .and_then(|a| a.strip_suffix('.'))
        .unwrap_or_else(|| panic!("no address in {loaded}"));
    let loaded = u64::from_str_radix(loaded.trim_start_matches("0x"), 16).unwrap();
    let hsaco = support::corpus().join("rocm22/gfx90a/recursion-O0.hsaco");
    let info = support::stdout_ok(
        &support::hdb(&["info", &hsaco.display().to_string()]),
        "hdb info",
    );
    let in_file = info
        .lines()
        .find_map(|l| l.trim().strip_prefix("code:"))
        .and_then(|c| c.split_whitespace().next())
        .unwrap_or_else(|| panic!("no code range in {info}"));
    let base = loaded - u64::from_str_radix(in_file.trim_start_matches("0x"), 16).unwrap();
    // Where hdb puts the line's breakpoint: gdb must stop there.
    let planted = reference(&reference_stub.address, &[], &["break recursion.cl:12"]);
    let line_pc = planted
        .split_whitespace()
        .find(|w| w.starts_with("0x"))
        .map(|w| w.trim_end_matches(':').to_string())
        .unwrap_or_else(|| panic!("no address in {planted}"));
    drop(reference_stub);

    let served = Served::start(&["--launch", &example(), "--compat", "aarch64"]);
    let py = plugin(dir.path(), "gdb", "hdb.py");
    let setup = [
        format!("add-symbol-file {} -o {base:#x}", hsaco.display()),
        "break recursion.cl:12".to_string(),
        "continue".to_string(),
        "p/x $pc".to_string(),
    ];
    let out = client(
        "gdb-multiarch",
        &gdb_session(&served.address, None, &setup, &py),
    );
    let t = text(&out);
    // gdb's own stop: its breakpoint, at the line (gdb cannot read `n` itself).
    assert!(
        t.contains("Thread 1 \"wave1\" hit Breakpoint 1, fib_rec ("),
        "{t}"
    );
    assert!(t.contains("at ./src/recursion.cl:12\n"), "{t}");
    assert!(t.contains(&format!("$1 = {line_pc}\n")), "{line_pc}: {t}");
    assert_same_session("gdb-multiarch", &between(&t), &want);
}

/// lldb-19 with its plugin: `bt`, `f N`, `up`, `down`, `v`, `p`, `lane`, `lanes`.
#[test]
fn lldb_with_the_plugin_prints_what_hdb_prints() {
    let dir = tempfile::tempdir().unwrap();
    let core = core_at_breakpoint(dir.path());
    let served = Served::start(&["--core", &core.display().to_string()]);
    // LLDB's names for the session's commands (`v` is `frame variable`: arguments, then
    // locals) and hdb's for the same.
    let pairs: &[(&str, &[&str])] = &[
        ("lane 5", &["lane 5"]),
        ("bt", &["bt"]),
        ("v", &["info args", "info locals"]),
        ("p n", &["print n"]),
        ("hdb print/x n", &["print/x n"]),
        ("f 1", &["frame 1"]),
        ("v", &["info args", "info locals"]),
        ("v gid", &["print gid"]),
        ("down", &["down"]),
        ("up", &["up"]),
        ("lanes", &["info lanes"]),
        ("hdb x/4i $pc", &["x/4i $pc"]),
        ("hdb info threads", &["info threads"]),
    ];
    let hdb_commands: Vec<&str> = pairs.iter().flat_map(|(_, h)| h.iter().copied()).collect();
    let want = reference(&served.address, &[], &hdb_commands);
    let py = plugin(dir.path(), "lldb", "hdb_lldb.py");
    let mut args = vec![
        "--batch".to_string(),
        "--no-lldbinit".to_string(),
        "-o".into(),
        format!("gdb-remote {}", served.address),
        "-o".into(),
        format!("command script import {py}"),
        "-o".into(),
        format!("script print('{BEGIN}')"),
    ];
    for (c, _) in pairs {
        args.push("-o".into());
        args.push((*c).to_string());
    }
    args.extend([
        "-o".into(),
        format!("script print('{END}')"),
        "-o".into(),
        "process detach".into(),
    ]);
    let out = client("lldb-19", &args);
    let t = String::from_utf8_lossy(&out.stdout).into_owned();
    // LLDB echoes each command as `(lldb) COMMAND`: those lines are its own.
    let got: String = between(&t)
        .lines()
        .filter(|l| !l.starts_with("(lldb) "))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_same("lldb-19", &got, &want);
    assert!(t.contains("Process 1 detached"), "{}", text(&out));
}

/// `monitor` refuses what would move the kernel or plant breakpoints behind the client, and
/// junk, with a message; the stub serves on.
#[test]
fn monitor_refuses_running_and_junk_with_a_message() {
    let served = Served::start(&["--launch", &example()]);
    let deep = format!("print {}1{}", "(".repeat(3000), ")".repeat(3000));
    let commands = [
        "monitor continue".to_string(),
        "monitor thread apply all stepi".to_string(),
        "monitor break recursion.cl:12".to_string(),
        "monitor source /etc/passwd".to_string(),
        "monitor define x".to_string(),
        "monitor frobnicate".to_string(),
        format!("monitor {deep}"),
        "monitor print 6 * 7".to_string(),
        "detach".to_string(),
    ];
    let mut args = vec![
        "-batch".to_string(),
        "-nx".into(),
        "-ex".into(),
        "set architecture i386:x86-64".into(),
        "-ex".into(),
        format!("target remote {}", served.address),
    ];
    for c in commands {
        args.push("-ex".into());
        args.push(c);
    }
    let t = text(&client("gdb", &args));
    for line in [
        "`continue` would move the kernel, which only the debugger does here: use the debugger's own `continue`.",
        "`stepi` would move the kernel, which only the debugger does here: use the debugger's own `stepi`.",
        "`break` would plant a breakpoint behind the debugger's back: use the debugger's own `break`.",
        "`source` is not offered here (it acts on the stub's machine or outlives one command).",
        "`define` is not offered here (it acts on the stub's machine or outlives one command).",
        "Undefined command: \"frobnicate\".  Try \"help\".",
        "expression nests too deeply",
        "$1 = 42",
        "[Inferior 1 (Remote target) detached]",
    ] {
        assert!(t.contains(&format!("{line}\n")), "{line}: {t}");
    }
}

/// A host C program (clang-19 -g -O0) and its `twice` breakpoint, for the plugins' fallbacks.
fn host_program(dir: &Path) -> PathBuf {
    let source = dir.join("prog.c");
    std::fs::write(
        &source,
        "int twice(int x){int y = x*2; return y;}\nint main(void){int a = 20; return twice(a) == 40 ? 0 : 1;}\n",
    )
    .unwrap();
    let program = dir.join("prog");
    let cc = support::oracle(
        "clang-19",
        &[
            "-g",
            "-O0",
            "-o",
            program.to_str().unwrap(),
            source.to_str().unwrap(),
        ],
    );
    assert!(cc.status.success(), "{}", text(&cc));
    program
}

/// On a thread that is not a wave, gdb with the plugin prints what gdb prints without it:
/// the replaced commands fall back to gdb's behaviour, the unwinder and the filter stand
/// aside.
#[test]
fn gdb_with_the_plugin_is_gdb_on_a_host_program() {
    let dir = tempfile::tempdir().unwrap();
    let program = host_program(dir.path());
    let py = plugin(dir.path(), "gdb", "hdb.py");
    let session = |with_plugin: bool| {
        let mut a = vec!["-batch".to_string(), "-nx".to_string()];
        let mut ex = |c: &str| {
            a.push("-ex".into());
            a.push(c.to_string());
        };
        if with_plugin {
            ex(&format!("source {py}"));
        }
        for c in [
            "break twice",
            "run",
            &format!("echo {BEGIN}\\n"),
            "bt",
            "info locals",
            "info args",
            "print x",
            "print/x x",
            "up",
            "info locals",
            "info args",
            "down",
            "frame 1",
            "frame 0",
            "frame",
            "print",
            &format!("echo {END}\\n"),
            "kill",
        ] {
            ex(c);
        }
        a.push(program.display().to_string());
        between(&text(&client("gdb", &a)))
    };
    let own = session(false);
    assert!(own.contains("#0  twice (x=20) at "), "{own}");
    assert_eq!(
        session(true).lines().collect::<Vec<_>>(),
        own.lines().collect::<Vec<_>>()
    );
}

/// The same for lldb-19: off a wave, the plugin's commands are LLDB's own.
#[test]
fn lldb_with_the_plugin_is_lldb_on_a_host_program() {
    let dir = tempfile::tempdir().unwrap();
    let program = host_program(dir.path());
    let py = plugin(dir.path(), "lldb", "hdb_lldb.py");
    let session = |with_plugin: bool| {
        let mut a = vec!["--batch".to_string(), "--no-lldbinit".to_string()];
        let mut o = |c: &str| {
            a.push("-o".into());
            a.push(c.to_string());
        };
        if with_plugin {
            o(&format!("command script import {py}"));
        }
        for c in [
            "b twice",
            "run",
            &format!("script print('{BEGIN}')"),
            "bt",
            "v",
            "p y",
            "up",
            "v",
            "down",
            "f 1",
            &format!("script print('{END}')"),
            "kill",
        ] {
            o(c);
        }
        a.push(program.display().to_string());
        between(&String::from_utf8_lossy(&client("lldb-19", &a).stdout))
    };
    let own = session(false);
    assert!(own.contains("prog`twice(x="), "{own}");
    assert_eq!(
        session(true).lines().collect::<Vec<_>>(),
        own.lines().collect::<Vec<_>>()
    );
}

/// `monitor COMMAND` in stock gdb prints exactly what the same command prints in `hdb debug
/// --remote` at the same stop, for hdb's inspecting commands beyond the plugins' own.
#[test]
fn monitor_prints_what_hdb_debug_remote_prints() {
    let dir = tempfile::tempdir().unwrap();
    let core = core_at_breakpoint(dir.path());
    let served = Served::start(&["--core", &core.display().to_string()]);
    let commands = [
        "info threads",
        "info dispatches",
        "info agents",
        "info queues",
        "x/4i $pc",
        "info frame",
        "info registers exec",
        "p $_lane",
        "p/x $pc",
        "ptype n",
        "whatis n + 1",
        "info line",
        "list 10,12",
        "frame 1",
        "ptype sq",
        "p sq[3] + gid",
        "p &sq",
        "x/4dw &sq",
        "info scope fib_rec",
        "info symbol $pc",
        "disassemble /r 0x700000001b80,+8",
        "info sharedlibrary",
        "thread 2",
        "bt",
        "lane apply 0 1 print n",
        "show print pretty",
    ];
    let want = reference(&served.address, &[], &commands);
    let mut args = vec![
        "-batch".to_string(),
        "-nx".into(),
        "-ex".into(),
        "set architecture i386:x86-64".into(),
        "-ex".into(),
        format!("target remote {}", served.address),
        "-ex".into(),
        format!("echo {BEGIN}\\n"),
    ];
    // gdb -batch writes a stub's console output to stderr: it is taken as text here so
    // that it stays in order with the markers.
    for c in commands {
        args.push("-ex".into());
        args.push(format!(
            "python gdb.write(gdb.execute('monitor {c}', to_string=True))"
        ));
    }
    args.extend([
        "-ex".into(),
        format!("echo {END}\\n"),
        "-ex".into(),
        "detach".into(),
    ]);
    let got = between(&String::from_utf8_lossy(&client("gdb", &args).stdout));
    assert!(want.contains("fib_rec"), "{want}");
    assert_eq!(
        got.lines().collect::<Vec<_>>(),
        want.lines().collect::<Vec<_>>()
    );
}

/// A stock client of a served core starts on the wave the core's writer had selected (the
/// stub's `?` names it), and `monitor` on its lane.
#[test]
fn a_served_core_opens_where_its_writer_stood() {
    let dir = tempfile::tempdir().unwrap();
    let core = dir.path().join("wave2.core");
    let out = support::hdb(&[
        "debug",
        "--launch",
        &example(),
        "--batch",
        "--ex",
        "break recursion.cl:12",
        "--ex",
        "run",
        "--ex",
        "thread 2 3",
        "--ex",
        &format!("gcore {}", core.display()),
    ]);
    support::stdout_ok(&out, "hdb debug");
    let served = Served::start(&["--core", &core.display().to_string()]);
    let out = client(
        "gdb",
        &[
            "-batch".into(),
            "-nx".into(),
            "-ex".into(),
            "set architecture i386:x86-64".into(),
            "-ex".into(),
            format!("target remote {}", served.address),
            "-ex".into(),
            "thread".into(),
            "-ex".into(),
            "python gdb.write(gdb.execute('monitor print $_lane', to_string=True))".into(),
            "-ex".into(),
            "detach".into(),
        ],
    );
    let t = text(&out);
    assert!(t.contains("[Current thread is 2 (Thread 2)]"), "{t}");
    assert!(t.contains("$1 = 3\n"), "{t}");
}
