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
    support::interrupt_running_kernel(&mut s, false);
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

/// The launch of `arith` (no scratch) over `waves` wave64 waves, all resident, 4 per
/// work-group.
fn many_waves(waves: u32) -> Vec<String> {
    let n = waves * 64;
    let co = support::corpus().join("clang19/gfx90a/arith-O2.hsaco");
    vec![
        co.display().to_string(),
        "--kernel".into(),
        "arith_int_float_vec_struct".into(),
        "--grid".into(),
        n.to_string(),
        "--block".into(),
        "256".into(),
        "--arg".into(),
        format!("i32[{n}]=3"),
        "--arg".into(),
        format!("f32[{n}]=1"),
        "--arg".into(),
        format!("i32[{}]=0", 4 * n),
        "--arg".into(),
        format!("f32[{}]=0", 4 * n),
        "--resident-groups".into(),
        (waves / 4).to_string(),
    ]
}

/// `info threads` with 10,000 resident waves: every wave listed, locally and remotely
/// (the list of waves does not fit one packet), the same text, each `info threads` under a
/// second (timed from the JSON output's arrival, command by command).
#[test]
fn ten_thousand_waves_debug_the_same_remotely_and_info_threads_is_fast() {
    let launch = many_waves(10_000);
    let launch: Vec<&str> = launch.iter().map(String::as_str).collect();
    let commands = [
        "break arith_int_float_vec_struct",
        "run",
        "info threads",
        "thread 9999",
        "info threads",
    ];
    let run = |target: &[&str]| -> (String, Vec<Duration>) {
        let mut args = vec!["debug"];
        args.extend(target);
        args.extend(["--batch", "--json"]);
        for c in commands {
            args.extend(["--ex", c]);
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_hdb"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut lines = Vec::new();
        let mut times = Vec::new();
        let mut last = std::time::Instant::now();
        let out = std::io::BufReader::new(child.stdout.take().unwrap());
        for line in std::io::BufRead::lines(out) {
            let line = line.unwrap();
            let now = std::time::Instant::now();
            if line.contains("\"command\":\"info threads\"") {
                times.push(now - last);
            }
            last = now;
            lines.push(line);
        }
        assert!(child.wait().unwrap().success());
        (lines.join("\n"), times)
    };
    let (local, local_times) = run(&launch);
    let served = Served::start(&launch);
    let (remote, remote_times) = run(&["--remote", &served.address]);
    let log = served.stop();
    assert_eq!(local, remote, "stub log:\n{log}");
    assert!(
        local.contains("10000 AMDGPU Wave 1:1:1:10000 (2499,0,0)/3"),
        "{}",
        &local[..2000]
    );
    eprintln!("info threads over 10,000 waves: local {local_times:?} remote {remote_times:?}");
    // The second is for an optimized build (`cargo test --release`); a debug build's times
    // depend on the machine's load (2 to 7 s measured), so they are only printed.
    if !cfg!(debug_assertions) {
        for t in local_times.iter().chain(&remote_times) {
            assert!(
                *t < Duration::from_secs(1),
                "local {local_times:?} remote {remote_times:?}"
            );
        }
    }
}

/// `gcore` through the stub writes the same core as a local session at the same stop, and
/// `hdb core` opens it.
#[test]
fn gcore_works_remotely_and_writes_what_a_local_session_writes() {
    let dir = tempfile::tempdir().unwrap();
    let local = dir.path().join("local.core");
    let remote = dir.path().join("remote.core");
    let commands = |file: &std::path::Path| {
        vec![
            "break recursion.cl:12 if n == 4".to_string(),
            "run".into(),
            format!("gcore {}", file.display()),
        ]
    };
    let l = launch("example");
    let c = commands(&local);
    let c: Vec<&str> = c.iter().map(String::as_str).collect();
    let out = debug(&["--launch", &l], &[], &c);
    assert!(support::stdout_ok(&out, "local gcore").contains("Saved corefile"));
    let served = Served::start(&["--launch", &l]);
    let c = commands(&remote);
    let c: Vec<&str> = c.iter().map(String::as_str).collect();
    let out = debug(&["--remote", &served.address], &[], &c);
    let text = support::stdout_ok(&out, "remote gcore");
    served.stop();
    assert!(text.contains("Saved corefile"), "{text}");
    assert_eq!(
        std::fs::read(&local).unwrap(),
        std::fs::read(&remote).unwrap()
    );
    let out = support::hdb(&[
        "core",
        &remote.display().to_string(),
        "--batch",
        "--ex",
        "p n",
    ]);
    assert!(support::stdout_ok(&out, "hdb core").contains("= 4"));
}

/// `--listen unix:PATH`: a socket only its owner can use, which `hdb debug --remote
/// unix:PATH` reaches.
#[test]
fn a_unix_socket_is_private_and_serves_like_tcp() {
    use std::os::unix::fs::MetadataExt as _;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hdb.sock");
    let listen = format!("unix:{}", path.display());
    let mut child = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(["serve", "--launch", &launch("example"), "--listen", &listen])
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
    assert_eq!(line.trim(), format!("listening on {listen}"));
    assert_eq!(std::fs::metadata(&path).unwrap().mode() & 0o777, 0o600);
    let out = debug(
        &["--remote", &listen],
        &[],
        &["break recursion.cl:12", "run", "p n"],
    );
    let _ = child.kill();
    let _ = child.wait();
    let text = support::stdout_ok(&out, "hdb debug over a Unix socket");
    assert!(text.contains("hit Breakpoint 1"), "{text}");
    let out = support::hdb(&[
        "serve",
        "--launch",
        &launch("example"),
        "--listen",
        &listen,
        "--allow-remote",
    ]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("a Unix socket is local"));
}

/// A peer that is not `hdb serve`: one that never answers fails after the handshake
/// timeout, one that answers junk fails at once; neither hangs.
#[test]
fn a_silent_or_junk_peer_fails_the_handshake() {
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = silent.local_addr().unwrap().to_string();
    let held = std::thread::spawn(move || {
        let (s, _) = silent.accept().unwrap();
        std::thread::sleep(Duration::from_secs(15));
        drop(s);
    });
    let start = std::time::Instant::now();
    let out = debug(&["--remote", &address], &[], &["info threads"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no answer within 10 s"), "{err}");
    assert!(
        start.elapsed() < Duration::from_secs(14),
        "{:?}",
        start.elapsed()
    );
    let junk = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = junk.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        let (mut s, _) = junk.accept().unwrap();
        let _ = s.write_all(b"SSH-2.0-OpenSSH_9.2p1 Debian\r\n");
        std::thread::sleep(Duration::from_secs(15));
    });
    let start = std::time::Instant::now();
    let out = debug(&["--remote", &address], &[], &["info threads"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("the peer is not a gdb-remote stub: it sent `SSH-2.0-OpenSSH"),
        "{err}"
    );
    assert!(
        start.elapsed() < Duration::from_secs(3),
        "{:?}",
        start.elapsed()
    );
    drop(held);
}

/// The stub's resident memory, from /proc.
fn rss_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

/// The hostile-client battery against the real stub, on loopback: a flood of packets while
/// the kernel runs does not grow the stub (its reader queue is bounded), 40 connections are
/// refused at once, and after all of it a normal client debugs the kernel.
#[test]
fn hostile_clients_cannot_grow_the_stub_or_delay_refusals() {
    let co = support::corpus().join("clang19/gfx90a/divergence-O0.hsaco");
    let co = co.display().to_string();
    let args = [
        co.as_str(),
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
    ];
    let served = Served::start(&args);
    let pid = served.pid();
    let mut flood = TcpStream::connect(&served.address).unwrap();
    let mut reader = flood.try_clone().unwrap();
    // Replies are read (and thrown away) so the client is not dropped for not reading.
    let drain = std::thread::spawn(move || {
        let mut buf = vec![0u8; 1 << 16];
        let mut n = 0usize;
        while let Ok(k) = reader.read(&mut buf) {
            if k == 0 {
                break;
            }
            n += k;
        }
        n
    });
    flood.write_all(b"+$QStartNoAckMode#b0").unwrap();
    flood.write_all(&frame("vCont;c")).unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let before = rss_kib(pid, "VmRSS:");
    // 140 MiB of small packets while the waves run.
    let small = frame("qNoSuchPacket");
    let chunk: Vec<u8> = small
        .iter()
        .copied()
        .cycle()
        .take(small.len() * 4096)
        .collect();
    let mut sent = 0usize;
    let start = std::time::Instant::now();
    while sent < 140 << 20 && start.elapsed() < Duration::from_secs(30) {
        flood.write_all(&chunk).unwrap();
        sent += chunk.len();
    }
    let peak = rss_kib(pid, "VmHWM:");
    // The reading half is a clone: end the connection for the stub to see it end.
    flood.shutdown(std::net::Shutdown::Both).unwrap();
    drain.join().unwrap();
    // A stub that queued everything grew about 12 times what it was sent (1.66 GiB for
    // 139 MiB): 16 MiB is enough to tell, on a slow machine and a debug build.
    assert!(sent >= 16 << 20, "only {} MiB sent in 30 s", sent >> 20);
    eprintln!(
        "flood: {} MiB sent, RSS {before} KiB before, peak {peak} KiB",
        sent >> 20
    );
    assert!(
        peak < before + 64 * 1024,
        "the stub grew from {before} KiB to a peak of {peak} KiB"
    );
    // Refusals come at once and in parallel while a client holds the stub.
    let mut holder = TcpStream::connect(&served.address).unwrap();
    holder.write_all(&frame("qC")).unwrap();
    let mut buf = [0u8; 64];
    holder
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    assert!(holder.read(&mut buf).unwrap() > 0);
    let start = std::time::Instant::now();
    let refused: Vec<_> = (0..40)
        .map(|_| {
            let a = served.address.clone();
            std::thread::spawn(move || {
                let mut s = TcpStream::connect(a).unwrap();
                s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
                let mut text = Vec::new();
                let _ = s.read_to_end(&mut text);
                String::from_utf8_lossy(&text).into_owned()
            })
        })
        .collect();
    for r in refused {
        let text = r.join().unwrap();
        assert!(text.contains("another client is connected"), "{text}");
    }
    assert!(
        start.elapsed() < Duration::from_secs(4),
        "{:?}",
        start.elapsed()
    );
    drop(holder);
    let log = served.stop();
    assert!(log.contains("refused a second client"), "{log}");
}

fn frame(body: &str) -> Vec<u8> {
    let sum = body.bytes().fold(0u8, |s, b| s.wrapping_add(b));
    format!("${body}#{sum:02x}").into_bytes()
}

/// Ctrl-C, then `continue`: the kernel runs on (a second, stale SIGINT was reported at once),
/// locally and through the stub.
#[test]
fn continue_after_ctrl_c_continues() {
    use expectrl::{ControlCode, Expect as _, Session};
    let co = support::corpus().join("clang19/gfx90a/divergence-O0.hsaco");
    let co = co.display().to_string();
    let launch = [
        co.as_str(),
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
    ];
    for remote in [false, true] {
        let served = remote.then(|| Served::start(&launch));
        let dir = tempfile::tempdir().expect("temp dir");
        let mut command = Command::new(env!("CARGO_BIN_EXE_hdb"));
        command.arg("debug");
        match &served {
            Some(s) => command.args(["--remote", &s.address]),
            None => command.args(launch),
        };
        command
            .env("HDB_HISTORY", dir.path().join("history"))
            .env("TERM", "xterm");
        let mut s = Session::spawn(command).expect("spawning hdb debug under a pty");
        s.set_expect_timeout(Some(Duration::from_secs(60)));
        support::interrupt_running_kernel(&mut s, false);
        s.send("continue\r").expect("typing");
        // Still running a second later: no prompt, no second interrupt (a command's text
        // comes when it returns).
        s.set_expect_timeout(Some(Duration::from_millis(1500)));
        assert!(
            s.expect("(hdb) ").is_err(),
            "remote {remote}: continue returned at once"
        );
        s.set_expect_timeout(Some(Duration::from_secs(60)));
        s.send(ControlCode::EndOfText).expect("Ctrl-C");
        s.expect("Continuing.").expect("continuing");
        s.expect("received signal SIGINT, Interrupt.")
            .expect("the second interrupt report");
        s.expect("(hdb) ").expect("the prompt");
        s.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
        if let Some(s) = served {
            s.stop();
        }
    }
}

/// A stub that goes away mid-session: the next command says the target is gone in gdb's
/// words, the session drops it, and the command after that neither hangs nor panics.
#[test]
fn a_stub_that_goes_away_is_reported_and_the_session_goes_on_without_it() {
    use expectrl::{Expect as _, Session};
    let served = Served::start(&["--launch", &launch("example")]);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut command = Command::new(env!("CARGO_BIN_EXE_hdb"));
    command
        .args(["debug", "--remote", &served.address])
        .env("HDB_HISTORY", dir.path().join("history"))
        .env("TERM", "xterm");
    let mut s = Session::spawn(command).expect("spawning hdb debug under a pty");
    s.set_expect_timeout(Some(Duration::from_secs(60)));
    s.expect("(hdb) ").expect("the prompt");
    s.send("break recursion.cl:12\r").expect("typing");
    s.expect("(hdb) ").expect("the prompt");
    s.send("run\r").expect("typing");
    s.expect("hit Breakpoint 1").expect("the breakpoint");
    s.expect("(hdb) ").expect("the prompt");
    served.stop();
    s.send("continue\r").expect("typing");
    s.expect("Remote c")
        .expect("gdb's words for a stub that went away");
    s.expect("the target is gone").expect("the engine's words");
    s.expect("(hdb) ").expect("the prompt");
    s.send("info registers pc\r").expect("typing");
    s.expect("The program is not being run.")
        .expect("no target after it went away");
    s.expect("(hdb) ").expect("the prompt");
    s.send(expectrl::ControlCode::EndOfTransmission)
        .expect("Ctrl-D");
}

/// Every reverse command through `hdb debug --remote` prints what it prints locally: the
/// stub records, and hdb's client walks the recording over `qAMDGPU.record*` (hits met going
/// back in every wave, the history's start, `record goto`, line steps back over calls, the
/// last write of a private element, a global watchpoint met going back).
#[test]
fn reverse_execution_remote_as_local() {
    let text = same_local_and_remote(
        "example",
        &[
            "break recursion.cl:29",
            "break recursion.cl:38",
            "run",
            "record",
            "continue",
            "continue",
            "continue",
            "reverse-continue",
            "reverse-continue",
            "reverse-continue",
            "info record",
            "record goto end",
            "reverse-stepi",
            "reverse-next",
            "reverse-step",
            "info last-write sq[3]",
            "record goto end",
            "delete",
            // Over the wire a watchpoint is on global memory (`Z2` names no space).
            "watch out[0]",
            "reverse-continue",
            "record goto begin",
            "record stop",
        ],
    );
    assert!(text.contains("Thread 2 hit Breakpoint 1"), "{text}");
    assert!(
        text.contains("No more reverse-execution history."),
        "{text}"
    );
    assert!(text.contains("Go forward to insn number"), "{text}");
    assert!(text.contains("hit Hardware watchpoint 3: out[0]"), "{text}");
}

/// corpus/hip/NAME/PROGRAM.
fn hip_program(name: &str, program: &str) -> String {
    let path = support::corpus().join("hip").join(name).join(program);
    assert!(
        path.is_file(),
        "{} is missing: run `bash corpus/build.sh hip`",
        path.display()
    );
    path.display().to_string()
}

/// `[Inferior 1 (process 1234) …]` with the pid, which differs between runs, taken out.
fn without_pids(text: &str) -> String {
    text.lines()
        .map(|l| match l.split_once("(process ") {
            Some((head, rest)) => match rest.split_once(')') {
                Some((pid, tail)) if pid.bytes().all(|b| b.is_ascii_digit()) => {
                    format!("{head}(process N){tail}")
                }
                _ => l.to_string(),
            },
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The text without host-thread rows of `info threads` (a local session lists the program's
/// launching thread; the stub serves waves only), with runs of spaces squeezed so the table's
/// column widths, which that row widens, do not count.
fn waves_only(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("H1 "))
        .map(|l| {
            l.split(' ')
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Runs `commands` on a HIP program under `hdb debug --sim` and through `hdb serve --sim`
/// (hdb's own flags `hdb_args` for both, the program's `args` after it) and asserts the
/// sessions print the same, but for the pids and the program's own output (the stub's, not
/// the client's: the lines `hdb run --sim` prints for it); returns the remote text.
fn same_program_local_and_remote(
    hdb_args: &[&str],
    program: &str,
    args: &[&str],
    commands: &[&str],
) -> String {
    let script: Vec<&str> = commands.iter().flat_map(|c| ["--ex", c]).collect();
    let session = |target: &[&str], tail: &[&str]| {
        let mut a = vec!["debug"];
        a.extend(target);
        a.push("--batch");
        a.extend(&script);
        a.extend(tail);
        support::hdb(&a)
    };
    let mut local_target = vec!["--sim"];
    local_target.extend(hdb_args);
    let mut program_line = vec![program];
    program_line.extend(args);
    let local = session(&local_target, &program_line);
    let mut serve_args = local_target.clone();
    serve_args.extend(&program_line);
    let served = Served::start(&serve_args);
    let remote = session(&["--remote", &served.address], &[]);
    let log = served.stop();
    let mut run = vec!["run"];
    run.extend(&local_target);
    run.extend(&program_line);
    let own = String::from_utf8_lossy(&support::hdb(&run).stdout).into_owned();
    let local_text = String::from_utf8_lossy(&local.stdout).into_owned();
    // The program's lines may share one with hdb's when it does not end its last.
    let local_text: String = local_text
        .split_inclusive('\n')
        .filter(|l| !own.lines().any(|o| o == l.trim_end_matches('\n')))
        .collect();
    let remote_text = String::from_utf8_lossy(&remote.stdout).into_owned();
    assert_eq!(
        waves_only(&without_pids(&local_text)),
        waves_only(&without_pids(&remote_text)),
        "local (left) and remote (right) differ; remote stderr:\n{}\nstub log:\n{log}",
        String::from_utf8_lossy(&remote.stderr)
    );
    assert_eq!(local.status.code(), remote.status.code());
    remote_text
}

#[test]
fn a_hip_program_served_debugs_as_locally_to_its_end() {
    let out = same_program_local_and_remote(
        &[],
        &hip_program("hello_world", "hello_world-O0.out"),
        &[],
        &[
            "break hello_world.hip:31 if i == 4",
            "run",
            "print i",
            "info threads",
            "print in[n - 1 - i]",
            "lane 9",
            "print i",
            "print in[n - 1 - i]",
            "continue",
        ],
    );
    // The breakpoint resolved before the program ran, stopped, and the program's end came.
    assert!(
        out.contains("Breakpoint 1 at 0x3970: file hip/hello_world/hello_world.hip, line 31."),
        "{out}"
    );
    assert!(
        out.contains("hit Breakpoint 1, with lane 4, reverse_shift"),
        "{out}"
    );
    assert!(
        out.contains("* 1    AMDGPU Wave 1:1:1:1 (0,0,0)/0"),
        "{out}"
    );
    assert!(out.contains("$4 = 107 'k'"), "{out}");
    assert!(out.contains("exited normally]"), "{out}");
}

#[test]
fn a_served_program_continues_across_its_kernels_to_its_end() {
    let out = same_program_local_and_remote(
        &["--target", "gfx90a"],
        &hip_program("bitonic_sort", "bitonic_sort-O0.out"),
        &[],
        &[
            "break sort_tiles",
            "run",
            "info dispatches",
            "delete 1",
            "break merge_tiles",
            "continue",
            "info dispatches",
            "print size",
            "delete",
            "continue",
        ],
    );
    // Waves are numbered across the program's dispatches, as locally.
    assert!(
        out.contains("Thread 1025 hit Breakpoint 2, with lanes [0-63], merge_tiles (keys=0x"),
        "{out}"
    );
    assert!(
        out.contains("* 3    AMDGPU Dispatch 1:1:3 (PKID 2)"),
        "{out}"
    );
    assert!(out.contains("$1 = 1024"), "{out}");
    assert!(out.contains("exited normally]"), "{out}");
}

#[test]
fn a_served_programs_exit_status_reaches_the_client() {
    // With one device the program says it needs two and exits 2, before any kernel.
    let out = same_program_local_and_remote(
        &[],
        &hip_program("peer_devices", "peer_devices.out"),
        &[],
        &["run"],
    );
    assert!(out.contains(") exited with code 02]"), "{out}");
    // The program's arguments are its own: a code object that is not there fails its load.
    let out = same_program_local_and_remote(
        &[],
        &hip_program("partial_workgroup", "partial_workgroup.out"),
        &["/nonexistent.hsaco"],
        &["run"],
    );
    assert!(out.contains(") exited with code 02]"), "{out}");
}

/// `kill` in `hdb debug --remote` ends the served program (it used to detach and leave it
/// held at the breakpoint); the next client gets a fresh program that runs to its end.
#[test]
fn kill_through_the_stub_ends_the_served_program() {
    let served = Served::start(&["--sim", &hip_program("hello_world", "hello_world-O0.out")]);
    let first = debug(
        &["--remote", &served.address],
        &[],
        &[
            "break hello_world.hip:31 if i == 4",
            "run",
            "print i",
            "kill",
            "info threads",
        ],
    );
    let text = support::stdout_ok(&first, "first client");
    assert!(text.contains("$1 = 4"), "{text}");
    assert!(text.contains("killed]"), "{text}");
    assert!(text.contains("No threads."), "{text}");
    let second = debug(
        &["--remote", &served.address],
        &[],
        &[
            "break hello_world.hip:31 if i == 7",
            "run",
            "print i",
            "continue",
        ],
    );
    let text = support::stdout_ok(&second, "second client");
    assert!(text.contains("$1 = 7"), "{text}");
    assert!(text.contains("exited normally]"), "{text}");
    let log = served.stop();
    assert!(
        log.contains("the client killed the program; a fresh start waits for the next client"),
        "{log}"
    );
    assert!(!log.contains("client detached"), "{log}");
}
