//! `hdb debug`'s front end end to end: flags (gdb's spellings too), batch scripts from `--ex`
//! and `--command` files, JSON lines, exit status, commands from a pipe, and the REPL under a
//! pseudo-terminal (prompt, history, Ctrl-C, Ctrl-D, Tab).
//!
//! Every command is interpreted by the session engine; these tests check what the front end
//! does with the engine's answers, so they use commands whose answer is fixed whatever the
//! engine implements: an undefined command (`frobnicate`) fails with gdb's message, and `quit`
//! ends the session. Commands that do exist are only compared between text and JSON mode.

use crate::support;

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use expectrl::process::unix::WaitStatus;
use expectrl::session::OsSession;
use expectrl::{ControlCode, Eof, Expect as _, Session};
use serde_json::Value;

/// gdb's message for an undefined command.
fn undefined(command: &str) -> String {
    format!("Undefined command: \"{command}\".  Try \"help\".\n")
}

/// The launch file every test debugs.
fn launch() -> String {
    support::corpus()
        .join("launch/arith.json")
        .display()
        .to_string()
}

/// `hdb debug --launch arith.json ARGS`, with the history kept out of $HOME and `stdin` as
/// standard input.
fn debug_with_input(args: &[&str], history: &Path, stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .arg("debug")
        .arg("--launch")
        .arg(launch())
        .args(args)
        .env("HDB_HISTORY", history)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running hdb debug");
    // A pipe hdb does not read (with --batch) may be closed before this is written.
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes());
    child.wait_with_output().expect("waiting for hdb debug")
}

/// `hdb debug --launch arith.json ARGS` with empty standard input.
fn debug(args: &[&str]) -> Output {
    let dir = tempfile::tempdir().expect("temp dir");
    debug_with_input(args, &dir.path().join("history"), "")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8 output")
}

/// The JSON objects of `--json` output, checking that every stdout line is one object with
/// the three keys every command has.
fn json_lines(out: &Output) -> Vec<serde_json::Map<String, Value>> {
    text(&out.stdout)
        .lines()
        .map(|line| {
            let v: Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("not a JSON line ({e}): {line}"));
            let object = v.as_object().expect("a JSON object").clone();
            assert!(object["command"].is_string(), "{line}");
            assert!(object["ok"].is_boolean(), "{line}");
            assert!(object["output"].is_string(), "{line}");
            object
        })
        .collect()
}

fn commands(lines: &[serde_json::Map<String, Value>]) -> Vec<&str> {
    lines
        .iter()
        .map(|l| l["command"].as_str().unwrap_or_default())
        .collect()
}

fn assert_status(out: &Output, code: i32) {
    assert_eq!(
        out.status.code(),
        Some(code),
        "stdout:\n{}\nstderr:\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
}

#[test]
fn batch_goes_on_after_a_failing_command() {
    let out = debug(&["--batch", "--ex", "frobnicate", "--ex", "frobnicate2"]);
    // gdb's -batch: status 1, the last command failed.
    assert_status(&out, 1);
    let stderr = text(&out.stderr);
    let first = stderr.find(&undefined("frobnicate")).expect(&stderr);
    let second = stderr.find(&undefined("frobnicate2")).expect(&stderr);
    assert!(first < second, "{stderr}");
    assert!(!text(&out.stdout).contains("Undefined command"));
}

#[test]
fn gdb_spellings_are_accepted() {
    let ours = debug(&["--batch", "--ex", "frobnicate"]);
    for args in [
        &["-batch", "-ex", "frobnicate"][..],
        &["-batch", "-eval-command", "frobnicate"],
        &["-batch", "-ex=frobnicate"],
        &["--batch", "--eval-command=frobnicate"],
    ] {
        let out = debug(args);
        // gdb's -batch: status 1, the last command failed.
        assert_status(&out, 1);
        assert_eq!(out.stdout, ours.stdout, "{args:?}");
        assert_eq!(text(&out.stderr), text(&ours.stderr), "{args:?}");
    }
}

#[test]
fn values_that_look_like_gdb_flags_stay_values() {
    // `-batch` after `--ex` is the command, not the flag.
    let out = debug(&["-batch", "--json", "--ex", "-batch", "-ex", "-x"]);
    // gdb's -batch: status 1, the last command failed.
    assert_status(&out, 1);
    let lines = json_lines(&out);
    assert_eq!(commands(&lines), ["-batch", "-x"]);
    assert!(lines.iter().all(|l| l["ok"] == false), "{lines:?}");
}

#[test]
fn json_lines_match_text_mode() {
    // Whatever these print once the engine knows them, text mode must show the same.
    let script = [
        "frobnicate",
        "print 1",
        "info threads",
        "show version",
        "frobnicate",
    ];
    let mut args = vec!["-batch"];
    for c in &script {
        args.extend(["-ex", c]);
    }
    let plain = debug(&args);
    args.push("--json");
    let json = debug(&args);
    // gdb's -batch: status 1, the last command failed.
    assert_status(&plain, 1);
    assert_status(&json, 1);
    let lines = json_lines(&json);
    assert_eq!(commands(&lines), script);
    let printed = |ok: bool| -> String {
        lines
            .iter()
            .filter(|l| l["ok"] == ok)
            .map(|l| l["output"].as_str().unwrap_or_default())
            .collect()
    };
    assert_eq!(printed(true), text(&plain.stdout));
    assert_eq!(printed(false), text(&plain.stderr));
    assert_eq!(lines[0]["ok"], false);
    assert_eq!(lines[0]["output"], undefined("frobnicate"));
    assert!(json.stderr.is_empty(), "{}", text(&json.stderr));
}

#[test]
fn quit_ends_the_batch() {
    let out = debug(&["-batch", "--json", "-ex", "quit", "-ex", "frobnicate"]);
    assert_status(&out, 0);
    assert_eq!(commands(&json_lines(&out)), ["quit"]);
    let out = debug(&["-batch", "-ex", "q", "-ex", "frobnicate"]);
    assert_status(&out, 0);
    assert!(!text(&out.stderr).contains("frobnicate"));
}

/// A file in a fresh temporary folder (kept alive by the returned guard).
fn temp_file(name: &str, contents: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    std::fs::write(&path, contents).expect("writing a temp file");
    (dir, path)
}

#[test]
fn command_files_run_in_argv_order_without_comments() {
    let (_d1, one) = temp_file("one.gdb", "# a comment\n\n   frob_b   \n  # another\n");
    let (_d2, two) = temp_file("two.gdb", "frob_d\n");
    let (one, two) = (one.display().to_string(), two.display().to_string());
    let out = debug(&[
        "-batch",
        "--json",
        "-ex",
        "frob_a",
        "-x",
        &one,
        "-ex",
        "frob_c",
        "--command",
        &two,
    ]);
    // gdb's -batch: status 1, the last command failed.
    assert_status(&out, 1);
    assert_eq!(
        commands(&json_lines(&out)),
        ["frob_a", "frob_b", "frob_c", "frob_d"]
    );
}

/// A breakpoint no loaded code resolves, in a command file with no one to answer gdb's
/// pending question: gdb says why on stderr, takes "no" on stdout, and the file goes on.
#[test]
fn an_unanswered_pending_question_does_not_stop_a_command_file() {
    let (_dir, file) = temp_file("script.gdb", "break nosuch\nprint 6 * 7\n");
    let file = file.display().to_string();
    let out = debug(&["-batch", "-x", &file]);
    assert_status(&out, 0);
    assert_eq!(text(&out.stderr), "Function \"nosuch\" not defined.\n");
    assert_eq!(
        text(&out.stdout),
        "Make breakpoint pending on future shared library load? (y or [n]) \
         [answered N; input not from terminal]\n$1 = 42\n"
    );
}

#[test]
fn a_command_file_stops_at_its_first_error() {
    // gdb abandons a sourced file at its first error and goes on with the next -ex.
    let (_dir, file) = temp_file("script.gdb", "# header\nfrob_1\nfrob_2\n");
    let file = file.display().to_string();
    let out = debug(&["-batch", "-x", &file, "-ex", "frob_3"]);
    // gdb's -batch: status 1, the last command failed.
    assert_status(&out, 1);
    let stderr = text(&out.stderr);
    assert_eq!(
        stderr,
        format!(
            "{file}:2: Error in sourced command file:\n{}{}",
            undefined("frob_1"),
            undefined("frob_3")
        )
    );
}

#[test]
fn bad_input_exits_with_status_1() {
    let (_d1, not_json) = temp_file("launch.json", "{ not json");
    let (_d2, no_code) = temp_file(
        "launch.json",
        r#"{"code_object": "missing.hsaco", "kernel": "k", "grid": [1], "block": [1]}"#,
    );
    let cases: Vec<(Vec<String>, String)> = vec![
        (
            vec!["--launch".into(), "/nonexistent/launch.json".into()],
            "/nonexistent/launch.json".into(),
        ),
        (
            vec!["--launch".into(), not_json.display().to_string()],
            not_json.display().to_string(),
        ),
        (
            vec!["--launch".into(), no_code.display().to_string()],
            "missing.hsaco".into(),
        ),
        (
            vec!["/nonexistent/k.hsaco".into(), "--kernel".into(), "k".into()],
            "--grid".into(),
        ),
        (
            vec![
                "/nonexistent/k.hsaco".into(),
                "--kernel=k".into(),
                "--grid=1".into(),
                "--block=1".into(),
            ],
            "/nonexistent/k.hsaco".into(),
        ),
        (vec![], "--launch".into()),
    ];
    for (args, named) in cases {
        let mut all = vec!["debug".to_string()];
        all.extend(args);
        all.extend(["-batch".into(), "-ex".into(), "frobnicate".into()]);
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        let out = support::hdb(&all);
        assert_status(&out, 1);
        let stderr = text(&out.stderr);
        assert!(
            stderr.starts_with("error: ") && stderr.contains(&named),
            "{all:?}: {stderr}"
        );
        assert!(out.stdout.is_empty(), "{all:?}");
    }
}

#[test]
fn a_missing_command_file_or_an_unknown_flag_exits_with_status_1() {
    let out = debug(&[
        "-batch",
        "-ex",
        "frobnicate",
        "-x",
        "/nonexistent/script.gdb",
    ]);
    assert_status(&out, 1);
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("error: cannot read /nonexistent/script.gdb"),
        "{stderr}"
    );
    // Nothing ran: the script is read before the session starts.
    assert!(!stderr.contains("frobnicate"), "{stderr}");

    for flag in ["--frobnicate", "-z"] {
        let out = debug(&["-batch", flag]);
        assert_status(&out, 1);
        let stderr = text(&out.stderr);
        assert!(stderr.contains(&format!("'{flag}'")), "{stderr}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn launch_flags_work_like_the_launch_file() {
    let launch: Value =
        serde_json::from_str(&std::fs::read_to_string(launch()).expect("launch file"))
            .expect("launch JSON");
    let code_object = support::corpus()
        .join("launch")
        .join(launch["code_object"].as_str().expect("code_object"));
    let code_object = code_object.display().to_string();
    let kernel = launch["kernel"].as_str().expect("kernel");
    let out = support::hdb(&[
        "debug",
        &code_object,
        "--kernel",
        kernel,
        "--grid",
        "128",
        "--block",
        "64",
        "--arg",
        "i32[128]=-5",
        "--arg",
        "f32[128]+-1",
        "--arg",
        "i32[512]=0",
        "--arg",
        "f32[512]=0",
        "-batch",
        "--json",
        "-ex",
        "frobnicate",
    ]);
    // gdb's -batch: status 1, the last command failed.
    assert_status(&out, 1);
    assert_eq!(commands(&json_lines(&out)), ["frobnicate"]);
}

#[test]
fn commands_from_a_pipe_run_until_end_of_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    let history = dir.path().join("history");
    // An empty line repeats `step` (as in gdb), not an undefined command.
    let out = debug_with_input(
        &["--json", "-ex", "frob_first"],
        &history,
        "frobnicate\n\nstep\n\n  \nfrob_last\n",
    );
    assert_status(&out, 0);
    assert_eq!(
        commands(&json_lines(&out)),
        [
            "frob_first",
            "frobnicate",
            "step",
            "step",
            "step",
            "frob_last"
        ]
    );
    // No prompt and no `quit` echo on stdout in text mode; the REPL's history is not used.
    let out = debug_with_input(&[], &history, "frobnicate\n");
    assert_status(&out, 0);
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert_eq!(text(&out.stderr), undefined("frobnicate"));
    assert!(!history.exists());
    // `quit` ends the session; what follows is not read.
    let out = debug_with_input(&["--json"], &history, "quit\nfrobnicate\n");
    assert_status(&out, 0);
    assert_eq!(commands(&json_lines(&out)), ["quit"]);
    // With --batch standard input is not read at all.
    let out = debug_with_input(&["--batch", "--json"], &history, "frobnicate\n");
    assert_status(&out, 0);
    assert!(out.stdout.is_empty());
}

/// `hdb debug --launch arith.json` under a pseudo-terminal, with the history in `history`.
fn repl(history: &Path) -> OsSession {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hdb"));
    command
        .arg("debug")
        .arg("--launch")
        .arg(launch())
        .env("HDB_HISTORY", history)
        .env("TERM", "xterm");
    let mut session = Session::spawn(command).expect("spawning hdb debug under a pty");
    session.set_expect_timeout(Some(Duration::from_secs(30)));
    session.expect("(hdb) ").expect("the prompt");
    session
}

/// Waits for the REPL to end and returns its exit code.
fn exit_code(session: &mut OsSession) -> i32 {
    session.expect(Eof).expect("hdb debug to end");
    match session.get_process().wait().expect("waiting for hdb debug") {
        WaitStatus::Exited(_, code) => code,
        other => panic!("hdb debug did not exit: {other:?}"),
    }
}

/// The commands in a rustyline history file.
fn history_lines(path: &Path) -> Vec<String> {
    let content = std::fs::read_to_string(path).expect("the history file");
    content
        .lines()
        .filter(|l| *l != "#V2")
        .map(str::to_string)
        .collect()
}

#[test]
fn repl_runs_commands_keeps_history_and_quits() {
    let dir = tempfile::tempdir().expect("temp dir");
    let history = dir.path().join("history");
    let mut s = repl(&history);
    s.send("frobnicate\r").expect("typing");
    s.expect("Undefined command: \"frobnicate\".")
        .expect("the error");
    s.expect("(hdb) ").expect("the next prompt");
    s.send("quit\r").expect("typing");
    assert_eq!(exit_code(&mut s), 0);
    assert_eq!(history_lines(&history), ["frobnicate", "quit"]);

    // The next session reads the history: Up brings back the last command.
    let mut s = repl(&history);
    s.send("\x1b[A\x1b[A\r").expect("typing");
    s.expect("Undefined command: \"frobnicate\".")
        .expect("the recalled command");
    s.expect("(hdb) ").expect("the next prompt");
    s.send("q\r").expect("typing");
    assert_eq!(exit_code(&mut s), 0);
    assert_eq!(
        history_lines(&history),
        ["frobnicate", "quit", "frobnicate", "q"]
    );
}

#[test]
fn repl_ctrl_d_quits_with_status_0() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut s = repl(&dir.path().join("history"));
    s.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
    s.expect("quit").expect("gdb's echo of quit");
    assert_eq!(exit_code(&mut s), 0);
}

#[test]
fn repl_ctrl_c_clears_the_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut s = repl(&dir.path().join("history"));
    s.send("garbage").expect("typing");
    s.send(ControlCode::EndOfText).expect("Ctrl-C");
    s.expect("(hdb) ").expect("a fresh prompt");
    s.send("frobnicate\r").expect("typing");
    s.expect("Undefined command: \"frobnicate\".")
        .expect("only what was typed after Ctrl-C");
    // Ctrl-D at a prompt (the terminal in raw mode), not while the command runs.
    s.expect("(hdb) ").expect("the next prompt");
    s.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
    assert_eq!(exit_code(&mut s), 0);
}

#[test]
fn repl_tab_without_candidates_keeps_the_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut s = repl(&dir.path().join("history"));
    s.send("frobnic\t").expect("typing");
    s.send("ate\r").expect("typing");
    s.expect("Undefined command: \"frobnicate\".")
        .expect("the line as typed");
    s.expect("(hdb) ").expect("the next prompt");
    s.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
    assert_eq!(exit_code(&mut s), 0);
}

/// ENGINE: passes once `Session::complete` completes command names (`qui` has one
/// candidate, `quit`; ROCgdb's `queue` rules out `qu`). The REPL hands the line and cursor to
/// `complete` and inserts the one candidate, so Tab then Enter runs `quit`.
#[test]
fn repl_tab_completes_a_command_through_the_engine() {
    let dir = tempfile::tempdir().expect("temp dir");
    let history = dir.path().join("history");
    let mut s = repl(&history);
    s.send("qui\t").expect("typing");
    s.expect("quit").expect("the completed command");
    s.send("\r").expect("Enter");
    assert_eq!(exit_code(&mut s), 0);
    assert_eq!(history_lines(&history), ["quit"]);
}

#[test]
fn repl_runs_ex_commands_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut command = Command::new(env!("CARGO_BIN_EXE_hdb"));
    command
        .args(["debug", "--launch", &launch(), "-ex", "frob_first"])
        .env("HDB_HISTORY", dir.path().join("history"))
        .env("TERM", "xterm");
    let mut s = Session::spawn(command).expect("spawning hdb debug under a pty");
    s.set_expect_timeout(Some(Duration::from_secs(30)));
    s.expect("Undefined command: \"frob_first\".")
        .expect("the --ex command");
    s.expect("(hdb) ").expect("then the prompt");
    s.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
    assert_eq!(exit_code(&mut s), 0);
}

/// `hdb debug` of a long kernel (a million work-items of Collatz loops, tens of seconds of
/// simulation) under a pseudo-terminal.
fn long_kernel_repl(history: &Path) -> OsSession {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hdb"));
    command
        .arg("debug")
        .arg(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../corpus/clang19/gfx90a/divergence-O0.hsaco"),
        )
        .args([
            "--kernel",
            "divergent_loops_collatz",
            "--grid",
            "1048576",
            "--block",
            "64",
        ])
        .args([
            "--arg",
            "u32[1048576]=27",
            "--arg",
            "i32[4]=0",
            "--arg",
            "i32:4",
        ])
        .args(["--arg", "i32[3145728]=0"])
        .env("HDB_HISTORY", history)
        .env("TERM", "xterm");
    let mut s = Session::spawn(command).expect("spawning hdb debug under a pty");
    s.set_expect_timeout(Some(Duration::from_secs(60)));
    s
}

/// Ctrl-C while a long kernel runs stops it and returns to the prompt with gdb's SIGINT
/// report; the session is then stopped in a wave whose frames and variables can be read.
#[test]
fn repl_ctrl_c_interrupts_a_running_kernel() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut s = long_kernel_repl(&dir.path().join("history"));
    support::interrupt_running_kernel(&mut s, true);
    s.send("kill\r").expect("typing");
    s.expect("killed]").expect("kill");
    s.expect("(hdb) ").expect("the prompt");
    s.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
    assert_eq!(exit_code(&mut s), 0);
}

/// Output appears as it is printed: `Starting program:` while the kernel still runs, then a
/// status line saying how far it has got; Ctrl-C erases it and the stop is reported.
#[test]
fn repl_streams_output_and_shows_progress_while_a_kernel_runs() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut s = long_kernel_repl(&dir.path().join("history"));
    s.expect("(hdb) ").expect("the prompt");
    s.send("run\r").expect("typing");
    s.expect("Starting program: ")
        .expect("the command's first line before the kernel ends");
    s.expect("work-groups done, ")
        .expect("the status line while the kernel runs");
    s.expect(" wave-instructions (Ctrl-C to stop)")
        .expect("the status line's count");
    s.send(ControlCode::EndOfText).expect("Ctrl-C");
    s.expect("received signal SIGINT, Interrupt.")
        .expect("the interrupt report");
    s.expect("(hdb) ").expect("the prompt after the interrupt");
    s.send("kill\r").expect("typing");
    s.expect("killed]").expect("kill");
    s.expect("(hdb) ").expect("the prompt");
    s.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
    assert_eq!(exit_code(&mut s), 0);
}

/// Several lines pasted at once (a terminal's bracketed paste) run one after the other, and
/// each goes into the history.
#[test]
fn repl_runs_every_pasted_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let history = dir.path().join("history");
    let mut s = repl(&history);
    s.send("\x1b[200~print 6*7\rprint 2+3\rfrobnicate\r\x1b[201~\r")
        .expect("pasting");
    s.expect("$1 = 42").expect("the first pasted line");
    s.expect("$2 = 5").expect("the second pasted line");
    s.expect("Undefined command: \"frobnicate\".")
        .expect("the third pasted line");
    s.expect("(hdb) ").expect("the next prompt");
    s.send("quit\r").expect("typing");
    assert_eq!(exit_code(&mut s), 0);
    assert_eq!(
        history_lines(&history),
        ["print 6*7", "print 2+3", "frobnicate", "quit"]
    );
}

/// gdb's `-batch` exits with status 1 when the last command it ran failed, and 0 when an
/// earlier one failed but the last succeeded.
#[test]
fn batch_exit_status_is_the_last_commands() {
    let launch = launch();
    let run = |cmds: &[&str]| {
        let mut args = vec!["debug", "--launch", &launch, "-batch"];
        for c in cmds {
            args.extend(["-ex", c]);
        }
        support::hdb(&args)
    };
    let out = run(&["frobnicate", "print 1"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let out = run(&["print 1", "frobnicate"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("Undefined command: \"frobnicate\"."));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("error:"));
}
