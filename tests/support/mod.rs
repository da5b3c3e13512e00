//! Helpers shared by the end-to-end tests: the corpus, the `hdb` binary and the LLVM oracles.
#![allow(dead_code)] // each test file uses its own subset

use std::io::{BufRead as _, BufReader, Read as _};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// The repository root (the workspace folder).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `corpus/` in the repository.
pub fn corpus() -> PathBuf {
    root().join("corpus")
}

/// Every file below `dir` whose name ends with one of `suffixes`, sorted.
pub fn files_with(dir: &Path, suffixes: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in
            std::fs::read_dir(&d).unwrap_or_else(|e| panic!("reading {}: {e}", d.display()))
        {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if suffixes.iter().any(|s| path.to_string_lossy().ends_with(s)) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Runs the `hdb` binary built for this test run.
pub fn hdb(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(args)
        .output()
        .expect("running hdb")
}

/// Runs an LLVM oracle. A missing tool fails the test: `.ci/run` installs them, and a
/// differential test that silently skips proves nothing.
pub fn oracle(tool: &str, args: &[&str]) -> Output {
    Command::new(tool).args(args).output().unwrap_or_else(|e| {
        panic!("{tool} is required by this test ({e}); run `bash .ci/run` or `apt-get install llvm-19 llvm-22`")
    })
}

/// Runs `node --test` on one test file (or folder) in `dir`, with `HDB` naming the `hdb` built
/// for this test run and `env` added; fails with node's report unless every test passes, and
/// when any is skipped (tests never skip). Returns the report.
pub fn node_test(dir: &Path, file: &str, env: &[(&str, &std::ffi::OsStr)]) -> String {
    let out = Command::new("node")
        .args(["--test", "--test-reporter=spec", file])
        .current_dir(dir)
        .env("HDB", env!("CARGO_BIN_EXE_hdb"))
        .envs(env.iter().copied())
        .output()
        .unwrap_or_else(|e| {
            panic!("node is required by this test (`apt-get install nodejs`): {e}")
        });
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    println!("{report}");
    assert!(
        out.status.success(),
        "node --test {file} in {} failed:\n{report}",
        dir.display()
    );
    // The spec reporter's summary: `ℹ skipped N` and `ℹ todo N`.
    for line in report.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let [_, "skipped" | "todo", count] = words[..] {
            assert_eq!(count, "0", "node --test {file} skipped tests:\n{report}");
        }
    }
    report
}

/// Stdout as text, asserting success.
pub fn stdout_ok(out: &Output, what: &str) -> String {
    assert!(
        out.status.success(),
        "{what} failed with {}:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).expect("utf-8 output")
}

/// (path, target) of every single-target ELF code object (linked or relocatable) in
/// `corpus/MANIFEST.tsv`.
pub fn corpus_code_objects() -> Vec<(String, String)> {
    let manifest = std::fs::read_to_string(corpus().join("MANIFEST.tsv")).expect("MANIFEST.tsv");
    let mut out = Vec::new();
    for line in manifest.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 6 || !matches!(f[5], "code-object" | "relocatable") || f[3].contains(',') {
            continue;
        }
        out.push((f[0].to_string(), f[3].to_string()));
    }
    out
}

/// The instruction lines of text in llvm-objdump's layout (`\tTEXT  // ADDR: WORDS...`), as
/// (instruction text, address, what follows the address: encoding words, then maybe a branch
/// target or a comment). `hdb disasm` prints the same layout.
pub fn instruction_lines(text: &str) -> impl Iterator<Item = (&str, &str, &str)> {
    text.lines().filter_map(|line| {
        let rest = line.strip_prefix('\t')?;
        let i = rest.rfind("// ")?;
        let (addr, words) = rest[i + 3..].split_once(": ")?;
        Some((rest[..i].trim_end(), addr, words))
    })
}

/// A running `hdb serve`, killed when dropped.
pub struct Served {
    child: Child,
    /// `127.0.0.1:PORT`.
    pub address: String,
}

impl Served {
    /// Starts `hdb serve --listen 127.0.0.1:0 ARGS` and reads the address it prints.
    pub fn start(args: &[&str]) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hdb"))
            .arg("serve")
            // Before ARGS: a program's arguments (`--sim PROGRAM ARGS…`) end the line.
            .args(["--listen", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("running hdb serve");
        let mut line = String::new();
        BufReader::new(child.stdout.as_mut().expect("stdout"))
            .read_line(&mut line)
            .expect("reading hdb serve's first line");
        let address = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| {
                let mut err = String::new();
                let _ = child.stderr.take().unwrap().read_to_string(&mut err);
                panic!("hdb serve printed `{line}` first; stderr: {err}")
            })
            .to_string();
        Served { child, address }
    }

    /// The stub's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Stops the stub and returns what it wrote on stderr.
    pub fn stop(mut self) -> String {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let mut err = String::new();
        if let Some(mut e) = self.child.stderr.take() {
            let _ = e.read_to_string(&mut err);
        }
        err
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// At the prompt of an `hdb debug` session under a pty whose kernel runs long and has `v = 27`
/// in every lane: `run`, Ctrl-C while it runs, the interrupt reported within 5 s, the prompt
/// back, and a variable of the interrupted wave printed. `status_line`: the session shows how
/// far the kernel has got while it runs (a local one does).
pub fn interrupt_running_kernel(s: &mut expectrl::session::OsSession, status_line: bool) {
    use expectrl::{ControlCode, Expect as _};
    use std::time::Duration;
    s.expect("(hdb) ").expect("the prompt");
    s.send("run\r").expect("typing");
    s.expect("Starting program").expect("the kernel started");
    // Waves must be running (past the load of `v`), not still being set up, when Ctrl-C
    // comes: a local session says so on its status line; a remote one is given time (1.5 s
    // was too little once on a loaded 2-core CI machine: the wave stopped before its load).
    if status_line {
        s.expect(" wave-instructions (Ctrl-C to stop)")
            .expect("the status line while the kernel runs");
    } else {
        std::thread::sleep(Duration::from_millis(4000));
    }
    let start = std::time::Instant::now();
    s.send(ControlCode::EndOfText).expect("Ctrl-C");
    s.expect("received signal SIGINT, Interrupt.")
        .expect("the interrupt report");
    s.expect("(hdb) ").expect("the prompt after the interrupt");
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "Ctrl-C took {:?}",
        start.elapsed()
    );
    s.send("print v\r").expect("typing");
    s.expect("$1 = 27")
        .expect("a variable of the interrupted wave");
    s.expect("(hdb) ").expect("the prompt");
}
