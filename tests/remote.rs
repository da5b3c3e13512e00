//! `hdb serve` and `hdb debug --remote` end to end: scripted debugger sessions run twice, on
//! a local simulator and through the stub, and must print exactly the same (text and JSON);
//! the stub's own promises (listening line, loopback only, one client at a time, the kernel
//! kept across clients, `--stdio`, `--core` not yet).

use crate::support;

use crate::support::Served;

use std::io::{Read as _, Write as _};
use std::net::TcpStream;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

fn launch(name: &str) -> String {
    support::corpus()
        .join(format!("launch/{name}.json"))
        .display()
        .to_string()
}

fn debug(target: &[&str], extra: &[&str], commands: &[&str]) -> Output {
    let mut args: Vec<&str> = vec!["debug"];
    args.extend(target);
    args.push("--batch");
    args.extend(extra);
    for c in commands {
        args.push("--ex");
        args.push(c);
    }
    support::hdb(&args)
}

/// Runs `commands` locally and through a fresh stub (text, then JSON) and asserts the
/// outputs are identical; returns the local text output.
fn same_local_and_remote(name: &str, commands: &[&str]) -> String {
    same_local_and_remote_at(&launch(name), name, commands)
}

/// [`same_local_and_remote`] for a launch file given by path.
fn same_local_and_remote_at(l: &str, name: &str, commands: &[&str]) -> String {
    let l = l.to_string();
    let mut local_text = String::new();
    for extra in [&[][..], &["--json"][..]] {
        let local = debug(&["--launch", &l], extra, commands);
        let served = Served::start(&["--launch", &l]);
        let remote = debug(&["--remote", &served.address], extra, commands);
        let log = served.stop();
        let show = |o: &Output| {
            format!(
                "status {:?}\n--- stdout\n{}\n--- stderr\n{}",
                o.status.code(),
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            )
        };
        assert_eq!(
            show(&local),
            show(&remote),
            "{name} {extra:?}: local (left) and remote (right) differ; stub log:\n{log}"
        );
        if extra.is_empty() {
            local_text = String::from_utf8_lossy(&local.stdout).into_owned();
        }
    }
    local_text
}

#[test]
fn breakpoints_conditions_lanes_and_outer_frames() {
    let out = same_local_and_remote(
        "example",
        &[
            "break recursion.cl:12 if n == 4",
            "run",
            "print n",
            "bt",
            "info threads",
            "lane 3",
            "print n",
            "frame 1",
            "info locals",
            "print sq[3]",
            "next",
            "step",
            "continue",
            "info lanes",
            "delete",
            "continue",
        ],
    );
    // The session really stopped, switched lanes and ran to the end (not two empty outputs).
    assert!(out.contains("hit Breakpoint 1, with lanes"), "{out}");
    assert!(out.contains("[Switching to thread 1, lane 3"), "{out}");
    assert!(out.contains("sq = {0, 1, 4, 9"), "{out}");
    assert!(
        out.contains("[Inferior 1 (kernel recursive_fib_gcd) exited normally]"),
        "{out}"
    );
}

#[test]
fn memory_by_address_space_and_registers() {
    let out = same_local_and_remote(
        "example",
        &[
            "break fib_rec",
            "run",
            "x/4xw private_lane#0x0",
            "lane 7",
            "x/4xw private_lane#0x0",
            "x/2xw private_wave#0x0",
            "x/4xw global#0x100000020000",
            "info registers s0 exec pc",
            "p $v0",
            "p $v1[7]",
            "set var $s5 = 77",
            "p $s5",
            "info frame",
            "info sharedlibrary",
        ],
    );
    assert!(out.contains("0x100000020000:\t0x000001c9"), "{out}");
    assert!(out.contains("$2 = 77") || out.contains("= 77"), "{out}");
}

#[test]
fn local_memory_and_stepping_through_divergence() {
    let out = same_local_and_remote(
        "lds_reduce",
        &[
            "break lds_reduce.cl:36",
            "run",
            "p &tile",
            "x/4dw &tile",
            "p tile[lid]",
            "info threads",
            "thread 2",
            "p lid",
            "stepi",
            "next",
            "continue",
        ],
    );
    assert!(out.contains("local#0x0:"), "{out}");
    let out = same_local_and_remote(
        "divergence",
        &[
            "break divergence.cl:47",
            "run",
            "info lanes",
            "next",
            "next",
            "step",
            "p acc",
            "lane 9",
            "p acc",
            "until",
            "tbreak divergence.cl:53",
            "continue",
            "p steps",
            "kill",
        ],
    );
    assert!(out.contains("hit Breakpoint 1"), "{out}");
}

#[test]
fn calls_finish_and_watchpoints() {
    same_local_and_remote(
        "call_chain",
        &[
            "break call_chain",
            "run",
            "bt",
            "info frame",
            "stepi 20",
            "bt",
            "finish",
            "continue",
        ],
    );
    let out = same_local_and_remote(
        "example",
        &[
            "break recursive_fib_gcd",
            "run",
            "watch out[5]",
            "continue",
            "continue",
            "delete",
            "continue",
        ],
    );
    assert!(out.contains("atchpoint"), "{out}");
}

#[test]
fn the_kernel_outlives_clients_and_a_second_client_is_refused() {
    let served = Served::start(&["--launch", &launch("example")]);
    // First client: stop at a breakpoint and leave.
    let first = debug(
        &["--remote", &served.address],
        &[],
        &["break recursion.cl:12", "run", "print n"],
    );
    let first_text = support::stdout_ok(&first, "first client");
    assert!(first_text.contains("hit Breakpoint 1"), "{first_text}");
    // A second client finds the kernel where the first left it: `info threads` shows the same
    // stop, and `run` cannot start it again.
    let second = debug(
        &["--remote", &served.address],
        &[],
        &["frame", "print n", "run"],
    );
    let text = String::from_utf8_lossy(&second.stdout);
    assert!(text.contains("fib_rec"), "{text}");
    let err = String::from_utf8_lossy(&second.stderr);
    assert!(err.contains("The target cannot be restarted."), "{err}");
    // A third runs it to the end: no breakpoint of the first client is left, and nothing of
    // the earlier connections interrupts it.
    let third = debug(&["--remote", &served.address], &[], &["continue"]);
    let text = String::from_utf8_lossy(&third.stdout);
    assert!(
        text.contains("[Inferior 1 (kernel recursive_fib_gcd) exited normally]"),
        "{text}{}",
        String::from_utf8_lossy(&third.stderr)
    );
    // While a raw connection holds the stub, another client is refused with a message.
    let mut holder = TcpStream::connect(&served.address).unwrap();
    holder.write_all(b"$qC#b4").unwrap();
    let mut buf = [0u8; 64];
    holder
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let n = holder.read(&mut buf).unwrap();
    assert!(n > 0);
    let refused = debug(&["--remote", &served.address], &[], &["info threads"]);
    assert_eq!(refused.status.code(), Some(1));
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(err.contains("another client is connected"), "{err}");
    drop(holder);
    let log = served.stop();
    assert!(log.contains("refused a second client"), "{log}");
    assert!(
        log.contains("client detached; the kernel stays stopped"),
        "{log}"
    );
}

#[test]
fn listen_is_loopback_unless_allowed_and_bad_serve_flags_are_named() {
    let l = launch("example");
    let out = support::hdb(&["serve", "--launch", &l, "--listen", "0.0.0.0:0"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not a loopback address"), "{err}");
    // With --allow-remote it listens there, and says what that means.
    let mut child = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args([
            "serve",
            "--launch",
            &l,
            "--listen",
            "0.0.0.0:0",
            "--allow-remote",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.as_mut().unwrap()),
        &mut line,
    )
    .unwrap();
    let _ = child.kill();
    let out = child.wait_with_output().unwrap();
    assert!(line.starts_with("listening on 0.0.0.0:"), "{line}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("warning: listening on 0.0.0.0:0: anyone who can reach it"),
        "{err}"
    );
    let out = support::hdb(&["serve", "--core", "no-such.core"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot read no-such.core"), "{err}");
    let out = support::hdb(&["serve", "--core", "x.core", "--launch", &l]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--core serves a core file: give no launch with it"),
        "{err}"
    );
    let out = support::hdb(&["debug", "--remote", "127.0.0.1:1", "--batch"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot debug the kernel served at 127.0.0.1:1"),
        "{err}"
    );
}

#[test]
fn stdio_speaks_the_protocol_on_standard_streams() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(["serve", "--stdio", "--launch", &launch("example")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input
        .write_all(b"+$qfThreadInfo#bb+$qXfer:threads:read::0,1000#92+$D#44")
        .unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("$m1,2#"), "{text}");
    assert!(
        text.contains("name=\"wave1\">AMDGPU Wave 1:1:1:1 (0,0,0)/0</thread>"),
        "{text}"
    );
    assert!(text.ends_with("$OK#9a"), "{text}");
}

/// The same script on every corpus launch file: stop at the kernel, look around (threads,
/// frames, locals, lanes, registers, disassembly), step, and run to the end.
#[test]
fn every_corpus_launch_gives_the_same_session_remotely() {
    let dir = support::corpus().join("launch");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 10, "{names:?}");
    for name in names {
        let text = std::fs::read_to_string(dir.join(format!("{name}.json"))).unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let kernel = v["kernel"].as_str().unwrap().to_string();
        let brk = format!("break {kernel}");
        let out = same_local_and_remote(
            &name,
            &[
                &brk,
                "run",
                "info threads",
                "bt",
                "info locals",
                "next",
                "next",
                "step",
                "info lanes",
                "p $pc",
                "p/x $exec",
                "lane 1",
                "info args",
                "stepi",
                "x/2i $pc",
                "info registers s0 s1",
                "continue",
                "delete",
                "continue",
            ],
        );
        assert!(out.contains("Starting program: "), "{name}: {out}");
    }
}

/// Wave32 and wave64 on every processor family of the corpus: the example's launch with the
/// AMD fork's build of the same kernel for each target.
#[test]
fn other_processors_and_wave32_give_the_same_session_remotely() {
    let example: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(launch("example")).unwrap()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    for target in ["gfx900", "gfx942", "gfx1030", "gfx1100", "gfx1200"] {
        let co = support::corpus().join(format!("rocm22/{target}/recursion-O0.hsaco"));
        assert!(co.exists(), "{}", co.display());
        let mut l = example.clone();
        l["code_object"] = serde_json::Value::from(co.display().to_string());
        let path = dir.path().join(format!("{target}.json"));
        std::fs::write(&path, l.to_string()).unwrap();
        let out = same_local_and_remote_at(
            &path.display().to_string(),
            target,
            &[
                "break recursion.cl:12 if n == 3",
                "run",
                "bt",
                "info threads",
                "p $v0",
                "p/x $exec",
                "lane 2",
                "up",
                "info locals",
                "x/2xw private_lane#0x0",
                "next",
                "continue",
            ],
        );
        assert!(out.contains("hit Breakpoint 1"), "{target}: {out}");
    }
}

/// Ctrl-C in `hdb debug --remote` while a long kernel runs in the stub (a million work-items
/// of Collatz loops): the client sends `0x03`, the stub stops the waves, and the session is
/// back at its prompt, stopped in a wave whose variables can be read.
#[test]
fn ctrl_c_interrupts_a_remote_kernel() {
    use expectrl::{ControlCode, Expect as _, Session};
    let co = support::corpus().join("clang19/gfx90a/divergence-O0.hsaco");
    let served = Served::start(&[
        &co.display().to_string(),
        "--kernel",
        "divergent_loops_collatz",
        "--grid",
        "1048576",
        "--block",
        "64",
        "--arg",
        "u32[1048576]=27",
        "--arg",
        "i32[4]=0",
        "--arg",
        "i32:4",
        "--arg",
        "i32[3145728]=0",
    ]);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut command = Command::new(env!("CARGO_BIN_EXE_hdb"));
    command
        .args(["debug", "--remote", &served.address])
        .env("HDB_HISTORY", dir.path().join("history"))
        .env("TERM", "xterm");
    let mut s = Session::spawn(command).expect("spawning hdb debug under a pty");
    s.set_expect_timeout(Some(Duration::from_secs(60)));
    support::interrupt_running_kernel(&mut s);
    s.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
    let log = served.stop();
    assert!(log.contains("client connected"), "{log}");
}

/// `k` ends the kernel, not the stub: the next client finds a fresh launch, held at its start.
#[test]
fn a_killed_kernel_is_launched_afresh_for_the_next_client() {
    let served = Served::start(&["--launch", &launch("example")]);
    let first = debug(
        &["--remote", &served.address],
        &[],
        &["break recursion.cl:12", "run", "print n"],
    );
    assert!(support::stdout_ok(&first, "first client").contains("hit Breakpoint 1"));
    let mut killer = TcpStream::connect(&served.address).unwrap();
    killer.write_all(b"+$k#6b").unwrap();
    let mut sink = Vec::new();
    killer
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    // The stub closes the connection after `k`.
    let _ = killer.read_to_end(&mut sink);
    let out = run_remote(&served.address);
    assert!(out.contains("Starting program: "), "{out}");
    assert!(out.contains("exited normally"), "{out}");
    let log = served.stop();
    assert!(
        log.contains("a fresh launch waits for the next client"),
        "{log}"
    );
}

/// `run` to the end through the stub at `address`.
fn run_remote(address: &str) -> String {
    let out = debug(&["--remote", address], &[], &["run"]);
    support::stdout_ok(&out, "hdb debug --remote")
}

/// `hdb serve --core`: a core file through the stub reads as `hdb core` reads it (every
/// command's output; only `hdb core`'s opening banner is its own), and it cannot run.
#[test]
fn a_served_core_reads_as_hdb_core() {
    let dir = tempfile::tempdir().unwrap();
    let core = dir.path().join("gpucore.test");
    let core = core.display().to_string();
    let made = support::hdb(&[
        "debug",
        "--launch",
        &launch("example"),
        "--batch",
        "--ex",
        "break recursion.cl:12 if n == 4",
        "--ex",
        "run",
        "--ex",
        &format!("gcore {core}"),
    ]);
    assert!(support::stdout_ok(&made, "gcore").contains("Saved corefile"));
    let commands = [
        "info threads",
        "bt",
        "p n",
        "lane 35",
        "p n",
        "frame 1",
        "info locals",
        "x/4xw global#0x100000020000",
        "info registers s0 pc exec",
        "info dispatches",
        "continue",
        "break fib_rec",
    ];
    for extra in [&[][..], &["--json"][..]] {
        let mut args = vec!["core", core.as_str(), "--batch"];
        args.extend(extra);
        for c in commands {
            args.extend(["--ex", c]);
        }
        let local = support::hdb(&args);
        let served = Served::start(&["--core", &core]);
        let remote = debug(&["--remote", &served.address], extra, &commands);
        let log = served.stop();
        assert_eq!(
            String::from_utf8_lossy(&local.stdout),
            String::from_utf8_lossy(&remote.stdout),
            "hdb core (left) and through the stub (right) differ; stub log:\n{log}"
        );
        // Text mode prints the error on stderr, JSON mode in the command's object.
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&remote.stdout),
            String::from_utf8_lossy(&remote.stderr)
        );
        assert!(
            all.contains("The target cannot run (it is a core file)."),
            "{all}"
        );
    }
}
