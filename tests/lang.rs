//! gdb's language as people script it, differentially: the same script runs in
//! the host's gdb on an x86-64 build of a corpus kernel's source (`clang-19 -x cl -g -O0`,
//! work-items run one after another by `host_main.c`) and in `hdb debug --launch` on the
//! kernel built for the GPU, and the outputs must be identical once the facts that must differ
//! are normalised (addresses, file paths, hdb's wave and lane lines, process or kernel names).
//!
//! Scripts only stop at breakpoints whose command lists start with `silent`: gdb's stop line
//! (`Breakpoint 1, f (p=0x5555… <main.in>)`) and hdb's (`Thread 1 hit Breakpoint 1, with
//! lanes …`) name different things by design. Conditions pick one work-item, so the GPU's
//! lanes running together and the host's work-items running in turn stop at the same places.
//!
//! gdb and clang-19 are required (`.ci/run` installs them); a differential test that skips
//! proves nothing.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support;

/// A work directory for one test, removed when the test ends.
fn work_dir() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("hdb-lang-")
        .tempdir()
        .expect("temporary directory")
}

fn data() -> PathBuf {
    support::root().join("tests/data/lang")
}

/// C's name for a launch file's element type.
fn c_type(t: &str) -> &'static str {
    match t {
        "i8" => "signed char",
        "u8" => "unsigned char",
        "i16" => "short",
        "u16" => "unsigned short",
        "i32" => "int",
        "u32" => "unsigned int",
        "i64" => "long",
        "u64" => "unsigned long",
        "f32" => "float",
        "f64" => "double",
        other => panic!("launch type {other} not supported by the host driver"),
    }
}

/// Builds the kernel `kernel` of corpus source `source` for the host, with a `main` that runs
/// every work-item of `launch` (its buffers as static arrays) in turn.
fn host_program(dir: &Path, source: &str, launch: &Path) -> PathBuf {
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(launch).expect("launch file"))
            .expect("launch JSON");
    let kernel = json["kernel"].as_str().expect("kernel name");
    let grid = json["grid"][0].as_u64().expect("grid");
    let mut decls = String::new();
    let mut params = Vec::new();
    let mut args = Vec::new();
    for (i, a) in json["args"].as_array().expect("args").iter().enumerate() {
        let b = &a["buffer"];
        assert!(b.is_object(), "the host driver takes buffer arguments only");
        let t = c_type(b["type"].as_str().expect("type"));
        match b["data"].as_array() {
            Some(data) => {
                let items: Vec<String> = data.iter().map(|v| v.to_string()).collect();
                decls.push_str(&format!("static {t} a{i}[] = {{{}}};\n", items.join(", ")));
            }
            None => {
                let n = b["count"].as_u64().expect("count");
                decls.push_str(&format!("static {t} a{i}[{n}];\n"));
            }
        }
        params.push(format!("{t} *"));
        args.push(format!("a{i}"));
    }
    let main = format!(
        "/* Generated from {} by tests/lang.rs. */\n{}\nunsigned int host_gid;\nvoid {kernel}({});\nint main(void) {{\n    for (host_gid = 0; host_gid < {grid}; host_gid++)\n        {kernel}({});\n    return 0;\n}}\n",
        launch.display(),
        decls,
        params.join(", "),
        args.join(", ")
    );
    let main_c = dir.join("host_main.c");
    std::fs::write(&main_c, main).expect("writing host_main.c");
    let kernel_o = dir.join("kernel.o");
    let shim = data().join("host_shim.h");
    let src = support::corpus().join("src").join(source);
    let out = support::oracle(
        "clang-19",
        &[
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-cl-no-stdinc",
            "-g",
            "-O0",
            "-include",
            shim.to_str().expect("path"),
            "-c",
            src.to_str().expect("path"),
            "-o",
            kernel_o.to_str().expect("path"),
        ],
    );
    support::stdout_ok(&out, "clang-19 (kernel for the host)");
    let program = dir.join("host");
    let out = support::oracle(
        "clang-19",
        &[
            "-g",
            "-O0",
            kernel_o.to_str().expect("path"),
            main_c.to_str().expect("path"),
            "-o",
            program.to_str().expect("path"),
        ],
    );
    support::stdout_ok(&out, "clang-19 (host driver)");
    program
}

/// A script's stdout and stderr.
type Output = (String, String);

fn texts(out: &std::process::Output) -> Output {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `gdb -nx -batch -x SCRIPT [-ex …] PROGRAM`, run in `dir`.
fn gdb(dir: &Path, program: &Path, script: &Path, ex: &[&str]) -> Output {
    let mut args = vec!["-nx", "-batch", "-x", script.to_str().expect("path")];
    for e in ex {
        args.extend(["-ex", e]);
    }
    args.push(program.to_str().expect("path"));
    let out = Command::new("gdb")
        .args(&args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("gdb is required by this test ({e}); run `bash .ci/run`"));
    texts(&out)
}

/// `hdb debug --launch LAUNCH -batch -x SCRIPT [-ex …]`, run in `dir`.
fn hdb(dir: &Path, launch: &Path, script: &Path, ex: &[&str]) -> Output {
    let mut args = vec![
        "debug",
        "--launch",
        launch.to_str().expect("path"),
        "-batch",
        "-x",
        script.to_str().expect("path"),
    ];
    for e in ex {
        args.extend(["-ex", e]);
    }
    let out = Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(&args)
        .current_dir(dir)
        .output()
        .expect("running hdb");
    texts(&out)
}

/// The text with what must differ between the host and the GPU made equal: breakpoint
/// addresses and file paths, gdb's thread-library lines, hdb's `Starting program:` and
/// `[Switching to thread …]` lines (hdb says them at the top level, gdb not in batch
/// scripts), and what the inferior is (a process or a kernel).
fn normalise(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.starts_with("[Thread debugging using libthread_db")
            || line.starts_with("Using host libthread_db library")
            || line.starts_with("Starting program: ")
            || line.starts_with("[Switching to thread ")
        {
            continue;
        }
        let line = if let Some(rest) = line.strip_prefix("[Inferior 1 (") {
            let tail = rest.split_once(')').map_or("", |(_, t)| t);
            format!("[Inferior 1{tail}")
        } else if let Some((head, tail)) = line.split_once(" at 0x") {
            // `Breakpoint 2 at 0x1234: file /x/y/recursion.cl, line 37.`
            match tail.split_once(": file ") {
                Some((_, where_)) => {
                    let line_no = where_.rsplit_once(", line ").map_or("", |(_, l)| l);
                    format!("{head}: line {line_no}")
                }
                None => line.to_string(),
            }
        } else if let Some((head, tail)) = line.split_once(" out of range; ") {
            // The file as each compiler named it: keep its last component.
            let (file, rest) = tail.split_once(" has ").unwrap_or((tail, ""));
            let base = file.rsplit('/').next().unwrap_or(file);
            format!("{head} out of range; {base} has {rest}")
        } else {
            line.to_string()
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// One differential case: a kernel source, its launch, a script (and `-ex` lines after it).
struct Case<'a> {
    source: &'a str,
    launch: PathBuf,
    script: &'a str,
    ex: &'a [&'a str],
}

impl Case<'_> {
    /// Runs the script under both debuggers; returns (gdb, hdb) outputs, normalised, and the
    /// work directory (for files the script wrote).
    fn run(&self) -> (Output, Output, tempfile::TempDir) {
        let dir = work_dir();
        let program = host_program(dir.path(), self.source, &self.launch);
        let script = dir.path().join("script.gdb");
        std::fs::write(&script, self.script).expect("writing the script");
        let g = gdb(dir.path(), &program, &script, self.ex);
        let h = hdb(dir.path(), &self.launch, &script, self.ex);
        (
            (normalise(&g.0), normalise(&g.1)),
            (normalise(&h.0), normalise(&h.1)),
            dir,
        )
    }

    /// Runs the script under both and asserts identical output; returns hdb's stdout.
    fn same(&self) -> String {
        let (g, h, _dir) = self.run();
        assert_eq!(h.0, g.0, "stdout differs from gdb's (left hdb, right gdb)");
        assert_eq!(h.1, g.1, "stderr differs from gdb's (left hdb, right gdb)");
        h.0
    }
}

fn example() -> PathBuf {
    support::corpus().join("launch/example.json")
}

/// The `-O0` AMD-fork build of `arith.cl` (the corpus launch file runs the `-O2` clang-19
/// build, where vector variables are partly optimised out).
fn arith_o0() -> PathBuf {
    data().join("arith-O0.json")
}

/// A user's script as it starts: pagination and confirmation off, settings shown.
const SETTINGS: &str = r#"set pagination off
set confirm off
show pagination
show confirm
show print pretty
show print elements
set print elements 4
show print elements
set print elements unlimited
show print elements
set print elements 0
show p elem
show listsize
set listsize 5
show listsize
set listsize unlimited
show listsize
show width
show height
set height 0
show height
set width 100
show width
show print repeats
set print repeats 3
show print repeats
show print frame-arguments
show language
set language opencl
show language
set language auto
show language
show logging file
show logging enabled
show logging overwrite
show logging redirect
show breakpoint pending
set breakpoint pending off
show breakpoint pending
set var $x = 7
set $y = $x * 6
print $y
set p pretty on
show p pretty
"#;

#[test]
fn set_and_show_print_what_gdb_prints() {
    let out = Case {
        source: "recursion.cl",
        launch: example(),
        script: SETTINGS,
        ex: &[
            "set print elements x",
            "set pagination maybe",
            "set listsize",
            "show nonsense",
            "set print nonsense on",
            "show print nonsense",
            "set var",
        ],
    }
    .same();
    assert!(out.contains("State of pagination is off.\n"), "{out}");
    assert!(out.contains("$1 = 42\n"), "{out}");
}

/// gdb's default `scheduler-locking` is `replay` (which is `off` unless replaying); hdb's is
/// `step` (only the focused wave moves while stepping), and `show` says what hdb does.
#[test]
fn scheduler_locking_shows_what_hdb_does() {
    let out = support::hdb(&[
        "debug",
        "--launch",
        example().to_str().expect("path"),
        "-batch",
        "-ex",
        "show scheduler-locking",
        "-ex",
        "set scheduler-locking on",
        "-ex",
        "show scheduler-locking",
        "-ex",
        "set scheduler-locking replay",
        "-ex",
        "show scheduler-locking",
        "-ex",
        "set scheduler-locking sometimes",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text,
        "Mode for locking scheduler during execution is \"step\".\n\
         Mode for locking scheduler during execution is \"on\".\n\
         Mode for locking scheduler during execution is \"off\".\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "Undefined item: \"sometimes\".\n"
    );
}

/// The script of a user who prints with `commands`, `silent`, `printf` and `continue`, defines
/// a command, and loops in the script.
///
/// String arguments come from convenience variables: gdb copies a string literal into the
/// program's memory by calling its `malloc`, and gdb 13 cannot call a function on CPUs whose
/// extended register state it fails to write back ("Couldn't write extended state status").
const COMMANDS: &str = r#"set pagination off
set confirm off
set $lit = "lit"
break recursion.cl:37 if gid == 35
commands
silent
printf "gid=%u n=%u a=%u b=%u hex=%#x str=%s pct=%%\n", gid, n, a, b, a, $lit
printf "%5d|%-5d|%05d|%x|%o|%c|%lu\n", n, n, n, b, n, 65, a
echo in commands\n
output n
echo \n
print sq
set print elements 4
print sq
set print repeats 2
set print elements 200
print sq
continue
end
define show3
  printf "args=%d first=%d\n", $argc, $arg0
  if $argc > 1
    echo two or more\n
  else
    echo one\n
  end
end
document show3
Print its arguments.
end
show3 7
show3 7 8
help show3
show user show3
set $i = 0
while $i < 5
  set $i = $i + 1
  if $i == 2
    loop_continue
  end
  if $i == 4
    loop_break
  end
  printf "i=%d\n", $i
end
run
echo done\n
"#;

#[test]
fn breakpoint_commands_define_if_while_as_gdb() {
    let out = Case {
        source: "recursion.cl",
        launch: example(),
        script: COMMANDS,
        ex: &[],
    }
    .same();
    assert!(out.contains("gid=35 n=4 a=79600 b=69908"), "{out}");
    assert!(
        out.contains("[Inferior 1 exited normally]\ndone\n"),
        "{out}"
    );
    // No `Continuing.` from the command list, as in gdb.
    assert!(!out.contains("Continuing."), "{out}");
}

/// `dprintf` prints and goes on; its condition picks one work-item of each wave. (No `kill`
/// in a command list: gdb 13 crashes after one.)
#[test]
fn dprintf_as_gdb() {
    let out = Case {
        source: "recursion.cl",
        launch: example(),
        script: "set pagination off\nset confirm off\n\
                 dprintf recursion.cl:38,\"gid %u: gcd(%u, %u)\\n\", gid, a, b\n\
                 condition 1 gid == 3 || gid == 100\n\
                 tbreak recursion.cl:39 if gid == 127\n\
                 commands\n  silent\n  printf \"last: n=%u\\n\", n\n  continue\nend\n\
                 run\n\
                 echo after\\n\n",
        ex: &[],
    }
    .same();
    assert!(
        out.contains("gid 3: gcd(96826, 67818)\ngid 100: gcd(8125, 6097)\nlast: n=7\n[Inferior 1 exited normally]\nafter\n"),
        "{out}"
    );
}

/// OpenCL C vectors: components, swizzles, element-wise arithmetic and comparisons, and
/// `print pretty`, on the AMD fork's -O0 build (gdb's frame language is OpenCL there too).
const VECTORS: &str = r#"set pagination off
set confirm off
break arith.cl:56 if gid == 5
commands
silent
show language
print p
set print pretty on
print p
set print pretty off
print p.c
print p.c.x
print p.c.xy
print p.c.s01
print p.c.lo
print p.c.hi
print p.c.even
print p.c.odd
print p.c.wzyx
print p.c.s3210
print p.c + 1
print p.c * p.c
print p.c - p.c.wzyx
print p.c == p.c
print p.c > 0
print -p.c
print !p.c
print v
print v.zw
print v * 2
print iv.s3
whatis p.c.xy
whatis v.lo
printf "%d %d %f\n", p.c.x, p.c.y, v.y
continue
end
run
"#;

#[test]
fn opencl_vectors_and_pretty_print_as_gdb() {
    let out = Case {
        source: "arith.cl",
        launch: arith_o0(),
        script: VECTORS,
        ex: &[],
    }
    .same();
    assert!(out.contains("currently opencl"), "{out}");
    assert!(out.contains("type = int2\n"), "{out}");
}

#[test]
fn list_as_gdb() {
    Case {
        source: "recursion.cl",
        launch: example(),
        script: "list fib_rec\nlist\nlist 30\nlist recursion.cl:10\nlist gcd_rec\n\
                 set listsize 3\nlist 20\nlist 10,12\nlist 38,\nlist ,5\nlist gcd_rec,20\n\
                 set listsize 10\nlist 35\nlist\nlist\n",
        ex: &[],
    }
    .same();
}

/// printf's conversions and gdb's messages for bad formats and misplaced block words; echo's
/// escapes, and a line that goes on after a backslash; `source` of a file that is missing.
#[test]
fn printf_echo_and_errors_as_gdb() {
    Case {
        source: "recursion.cl",
        launch: example(),
        // String arguments are convenience variables, as in COMMANDS.
        script: "break recursion.cl:28\ncommands\nsilent\nend\nrun\n\
                 set $ab = \"ab\"\nset $hello = \"hello\"\n\
                 printf \"%5.1f|%-6s|%c|%e|%g|%#o|%+d|%lld\\n\", 2.25, $ab, 66, 12345.678, 0.0001, 8, 5, -3\n\
                 printf \"%x|%X|%u|%ld|%lu|%5.3s|\\n\", 255, 255, -1, -1, -1, $hello\n\
                 printf \"%f %d %5.2e %g %G\\n\", 3, 2.9, 1.0/3, 1e-10, 1e20\n\
                 echo \\a\\101\\tB\\n\n\
                 echo joined \\\n\
                 echo \\n\n\
                 output 1+2\necho \\n\noutput/x 255\necho \\n\n",
        ex: &[
            "printf \"%d\\n\"",
            "printf \"%d\\n\", 1, 2",
            "printf \"abc",
            "printf abc",
            "printf \"%q\\n\", 1",
            "printf \"%hhd\\n\", 1",
            "printf \"%*d\\n\", 1, 2",
            "printf \"%s\\n\", 5",
            "end",
            "define",
            "document nosuch",
            "if",
            "while",
            "source /nonexistent/hdb-lang.gdb",
            "echo still here\\n",
        ],
    }
    .same();
}

/// `source FILE` runs another script (its first error ends it, named by file and line), and
/// `set logging` copies output to a file; the log files are compared too.
#[test]
fn source_and_logging_as_gdb() {
    let dir = work_dir();
    let inner = dir.path().join("inner.gdb");
    std::fs::write(
        &inner,
        "echo inner start\\n\nprint 6 * 7\nprint nosuch\necho not reached\\n\n",
    )
    .expect("writing inner.gdb");
    let script = format!(
        "set logging file {log}\nset logging overwrite on\nset logging enabled on\n\
         print 1 + 1\nset logging enabled off\nshow logging file\nsource {inner}\n\
         echo after source\\n\n",
        log = dir.path().join("LOG").display(),
        inner = inner.display()
    );
    let case = Case {
        source: "recursion.cl",
        launch: example(),
        script: &script,
        ex: &[],
    };
    let (g, h, _) = case.run();
    assert_eq!(h, g);
    // Each debugger wrote the log in the same place: run them again, one at a time.
    let program = host_program(dir.path(), "recursion.cl", &example());
    let script_path = dir.path().join("outer.gdb");
    std::fs::write(&script_path, &script).expect("writing outer.gdb");
    gdb(dir.path(), &program, &script_path, &[]);
    let gdb_log = std::fs::read_to_string(dir.path().join("LOG")).expect("gdb's log");
    hdb(dir.path(), &example(), &script_path, &[]);
    let hdb_log = std::fs::read_to_string(dir.path().join("LOG")).expect("hdb's log");
    assert_eq!(hdb_log, gdb_log);
    assert_eq!(hdb_log, "$1 = 2\n");
}

/// A command file that ends inside a block runs the block, as gdb does, and the next `-ex`
/// runs at the top level.
#[test]
fn unterminated_block_runs_at_end_of_file() {
    Case {
        source: "recursion.cl",
        launch: example(),
        script: "echo a\\n\nif 1\necho b\\n\n",
        ex: &["echo next\\n"],
    }
    .same();
}

/// `print pretty`, `print elements` and `print repeats` on a private array of structs.
const PRETTY: &str = r#"set pagination off
set confirm off
break private_array.cl:45 if gid == 9
commands
silent
print t
print items
print hist
set print pretty on
print t
print items
set print elements 3
print items
print arr
set print elements 200
set print repeats 2
print hist
set print repeats unlimited
print hist
set print pretty off
set print frame-arguments all
continue
end
run
"#;

#[test]
fn print_pretty_elements_repeats_as_gdb() {
    let out = Case {
        source: "private_array.cl",
        launch: data().join("private_array-O0.json"),
        script: PRETTY,
        ex: &[],
    }
    .same();
    assert!(out.contains("  key = "), "{out}");
}

/// At the terminal a block is typed after gdb's explanation, at gdb's `>` prompt, and runs
/// (or is stored) at its `end`.
#[test]
fn blocks_at_the_terminal_prompt() {
    use expectrl::{ControlCode, Expect as _, Session};
    let dir = work_dir();
    let mut command = Command::new(env!("CARGO_BIN_EXE_hdb"));
    command
        .args(["debug", "--launch", example().to_str().expect("path")])
        .env("HDB_HISTORY", dir.path().join("history"))
        .env("TERM", "xterm");
    let mut s = Session::spawn(command).expect("spawning hdb debug under a pty");
    s.set_expect_timeout(Some(std::time::Duration::from_secs(30)));
    s.expect("(hdb) ").expect("the prompt");
    s.send("define twice\r").expect("typing");
    s.expect("Type commands for definition of \"twice\".\r\nEnd with a line saying just \"end\".")
        .expect("gdb's explanation");
    s.expect(">").expect("the block prompt");
    s.send("print $arg0 * 2\r").expect("typing");
    s.expect(">").expect("the block prompt");
    s.send("end\r").expect("typing");
    s.expect("(hdb) ").expect("the prompt again");
    s.send("twice 21\r").expect("typing");
    s.expect("$1 = 42").expect("the user command ran");
    s.expect("(hdb) ").expect("the prompt");
    s.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
}

/// Stepping into a recursive call shows the new frame's line: the function is the same, the
/// frame another, and gdb tells them apart.
#[test]
fn step_into_recursion_shows_the_new_frame() {
    let (g, h, _dir) = Case {
        source: "recursion.cl",
        launch: example(),
        script: "set pagination off\nbreak recursion.cl:12 if n == 9\ncommands\nsilent\nend\nrun\nstep\nstep\nstep\nstep\n",
        ex: &[],
    }
    .run();
    let (g, h) = (frames_by_name(&g.0), frames_by_name(&h.0));
    assert_eq!(h, g, "left hdb, right gdb");
    assert_eq!(
        h.matches("fib_rec (…) at recursion.cl:10\n").count(),
        2,
        "{h}"
    );
}

/// A backtrace and stop lines as both debuggers can print them: frame addresses dropped,
/// the kernel's arguments (pointers: host arrays, GPU buffers) elided, file paths cut to
/// their last component, and the host's `main` frame left out (the GPU kernel is outermost).
fn recursion_frames(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.contains(" main () at ") {
            continue;
        }
        let mut line = line.to_string();
        if line.starts_with('#') {
            if let Some((head, tail)) = line.split_once("  0x") {
                let rest = tail.split_once(" in ").map_or(tail, |(_, r)| r);
                line = format!("{head}  {rest}");
            }
        }
        if let Some((head, tail)) = line.split_once(" at ") {
            let file = tail.rsplit('/').next().unwrap_or(tail);
            line = format!("{head} at {file}");
        }
        if let Some(open) = line.find("recursive_fib_gcd (") {
            if let Some(close) = line.rfind(") at ") {
                line = format!("{}recursive_fib_gcd (…{}", &line[..open], &line[close..]);
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// `next` from the last line of an inner activation of a recursive function returns into
/// the caller, another frame of the same function with the same lines, in the middle of its
/// line: it goes on to the caller's next line and stops there, one activation out per
/// `next`, as gdb 13 does on the host build (the stop shows the source line alone, the step
/// having gone on in the caller's frame).
#[test]
fn next_out_of_inner_recursive_activations() {
    let mut script =
        String::from("set pagination off\nbreak recursion.cl:37 if gid == 0\ncommands\nsilent\nend\nrun\nstep 17\nnext\n");
    for _ in 0..8 {
        script.push_str("bt\nnext\n");
    }
    script.push_str("bt\n");
    let (g, h, _dir) = Case {
        source: "recursion.cl",
        launch: example(),
        script: &script,
        ex: &[],
    }
    .run();
    let (g, h) = (recursion_frames(&g.0), recursion_frames(&h.0));
    assert_eq!(h, g, "left hdb, right gdb");
    // Each `next` after the first leaves one activation: fib_rec(n=1) at line 13, then
    // n=2, n=3, … in turn.
    for n in 1..=7 {
        assert!(
            h.contains(&format!("#0  fib_rec (n={n}) at recursion.cl:13\n")),
            "{h}"
        );
    }
    assert_eq!(h.matches("\n13\t}\n").count(), 8, "{h}");
}

/// Reverse stepping (`record`, `reverse-next`, `reverse-step`, `reverse-stepi`,
/// `reverse-nexti`, the end of the history) through a loop stops where gdb 13's `record full`
/// stops in the host build of the same source.
#[test]
fn reverse_stepping_in_a_loop_stops_where_gdb_stops() {
    let script = "set pagination off
break recursion.cl:35 if gid == 0 && i == 2
commands
silent
end
run
record
next
next
next
next
reverse-next
reverse-next
reverse-step
print i
reverse-stepi
reverse-nexti
next
reverse-next
reverse-next
reverse-next
print i
record stop
";
    let (g, h, _dir) = Case {
        source: "recursion.cl",
        launch: example(),
        script,
        ex: &[],
    }
    .run();
    let (g, h) = (frames_by_name(&g.0), frames_by_name(&h.0));
    assert_eq!(h, g, "left hdb, right gdb");
    assert!(h.contains("\nNo more reverse-execution history.\n"), "{h}");
    assert!(h.contains("$1 = 2\n"), "{h}");
}

/// Frame and source lines with what must differ between the host and the GPU made equal:
/// the PC before a source line, argument values (host and device addresses), and the source
/// file's directory.
fn frames_by_name(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let line = match line.split_once('\t') {
            Some((pc, rest)) if pc.starts_with("0x") => format!("ADDR\t{rest}"),
            _ => line.to_string(),
        };
        let line = match (line.find(" ("), line.rfind(") at ")) {
            (Some(open), Some(close)) if open < close => {
                let place = &line[close + 5..];
                let file = place.rsplit('/').next().unwrap_or(place);
                format!("{} (…) at {file}", &line[..open])
            }
            _ => line,
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Calls inlined two levels deep (`inline_helpers.cl`: `static inline
/// __attribute__((always_inline))` helpers, inlined even at `-O0`) are frames of their own,
/// as gdb 13 shows them on the host build: `bt` lists them without an address, `step` at a
/// call enters it, `info args`/`info locals` see the call's own variables (values checked
/// against the launch input: `in[3]` is -40), `up`/`down` move through them, `finish` leaves
/// one, and `break scale` has a location in each inlined copy.
#[test]
fn inlined_calls_are_frames_as_gdb_shows_them() {
    let corpus = support::corpus();
    let script = format!(
        "set pagination off
directory {}
break inline_helpers.cl:28 if gid == 3
commands
silent
end
run
bt
step
bt
info args
step
bt
info args
next
info locals
up
info args
print a
down
print x
finish
next
info locals
finish
next
step
bt
info args
info frame
break scale
break combine
info breakpoints
",
        corpus.display()
    );
    let (g, h, _dir) = Case {
        source: "inline_helpers.cl",
        launch: data().join("inline_helpers-O0.json"),
        script: &script,
        ex: &[],
    }
    .run();
    let h_text = h.0.clone();
    let (g, h) = (same_places(&g.0), same_places(&h.0));
    assert_eq!(h, g, "left hdb, right gdb");
    for want in [
        "#0  scale (x=-40, factor=3) at inline_helpers.cl:15\n\
         #1  combine (a=-40, b=5) at inline_helpers.cl:20\n\
         #2  inline_helpers (in=ADDR, out=ADDR) at inline_helpers.cl:28\n",
        "x = -40\nfactor = 3\n",
        "scaled = -120\n",
        "a = -40\nb = 5\n",
        "sum = -119\n",
        "Breakpoint 2 at ADDR: scale. (2 locations)\n",
        "2.2 ",
    ] {
        assert!(h.contains(want), "missing {want:?} in\n{h}");
    }
    // The innermost frame is inlined into the kernel's (gdb says the same, with x86 words).
    assert!(h_text.contains(" inlined into frame 1\n"), "{h_text}");
}

/// Lines both debuggers print alike once addresses (`0x…`, with gdb's `<symbol>`), directories
/// and the host's `main` frame are set aside; `info frame` bodies, `directory`'s answer and
/// `finish`'s `Run till exit` line (gdb prints it only at a terminal) are left out.
fn same_places(text: &str) -> String {
    let mut out = String::new();
    let mut in_info_frame = false;
    for line in text.lines() {
        if line.starts_with("Stack level ") {
            in_info_frame = true;
            continue;
        }
        if in_info_frame && line.starts_with(' ') {
            continue;
        }
        in_info_frame = false;
        if line.contains(" main () at ")
            || line.starts_with("Source directories searched")
            || line.starts_with("Run till exit from ")
        {
            continue;
        }
        let mut words = Vec::new();
        for w in line.split(' ') {
            let w = match w.find("0x") {
                Some(i) if w[i + 2..].starts_with(|c: char| c.is_ascii_hexdigit()) => {
                    let end = w[i + 2..]
                        .find(|c: char| !c.is_ascii_hexdigit())
                        .map_or(w.len(), |e| i + 2 + e);
                    format!("{}ADDR{}", &w[..i], &w[end..])
                }
                _ => w.to_string(),
            };
            let w = match w.rfind('/') {
                Some(i) if !w.starts_with('<') => w[i + 1..].to_string(),
                _ => w,
            };
            if w.starts_with('<') && w.ends_with(">,") {
                words.push(",".to_string());
                continue;
            }
            if w.starts_with('<') && w.ends_with(">)") {
                words.push(")".to_string());
                continue;
            }
            words.push(w);
        }
        let line = words.join(" ").replace(" ,", ",").replace(" )", ")");
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// `next N` and `step N` print only where the last step ended, with the frame line only when
/// that step changed the frame, as gdb does.
#[test]
fn counted_steps_print_the_last_stop_only() {
    let (g, h, _dir) = Case {
        source: "recursion.cl",
        launch: example(),
        script: "set pagination off\nbreak recursion.cl:35 if gid == 0 && i == 14\ncommands\nsilent\nend\nrun\nnext 3\ndelete\nstep 2\nstep 2\nnext\n",
        ex: &[],
    }
    .run();
    let (g, h) = (frames_by_name(&g.0), frames_by_name(&h.0));
    assert_eq!(h, g, "left hdb, right gdb");
    // The first `next 3` stays in the loop; the `step 2` that enters fib_rec shows its frame.
    assert!(h.contains("\n34\t"), "{h}");
    assert!(h.contains("fib_rec (…) at recursion.cl:10\n"), "{h}");
}

/// What `info scope` says that the host and the GPU share: the blocks' symbols in order,
/// which are optimized out, and their lengths (not where they live: registers and address
/// spaces differ by design).
fn scope_facts(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("Scope for ") {
            out.push(line.to_string());
        } else if let Some(rest) = line.strip_prefix("Symbol ") {
            let name = rest.split(' ').next().unwrap_or("");
            if rest.ends_with(" is optimized out.") {
                out.push(format!("{name} optimized out"));
            } else {
                out.push(name.to_string());
            }
        }
        if let Some((_, tail)) = line.rsplit_once(", length ") {
            if let Some(last) = out.last_mut() {
                last.push_str(&format!(" length {}", tail.trim_end_matches('.')));
            }
        }
    }
    out
}

/// `info scope` lists the same symbols, in the same order and with the same lengths, as gdb.
#[test]
fn info_scope_lists_the_symbols_gdb_lists() {
    let (g, h, _dir) = Case {
        source: "recursion.cl",
        launch: example(),
        script: "info scope fib_rec\ninfo scope recursion.cl:35\ninfo scope sum_rec\ninfo scope recursion.cl:38\n",
        ex: &["info scope"],
    }
    .run();
    assert_eq!(
        scope_facts(&h.0),
        scope_facts(&g.0),
        "left hdb, right gdb:\n{}",
        h.0
    );
    assert_eq!(h.1, g.1);
    let facts = scope_facts(&h.0);
    assert!(facts.contains(&"i length 4".to_string()), "{facts:?}");
    assert!(facts.contains(&"sq length 64".to_string()), "{facts:?}");
    // The AMDGPU wording: private_lane memory at -O0.
    assert!(
        h.0.contains("Symbol n is a variable in private_lane memory"),
        "{}",
        h.0
    );
}

/// `info types [REGEX]` lists what gdb lists for the same OpenCL source (built here for the
/// host and for gfx90a): grouped by file, sorted by name, typedefs, tags and base types each
/// in gdb's form.
#[test]
fn info_types_as_gdb() {
    let dir = work_dir();
    let src = data().join("types.cl");
    let src = src.to_str().expect("path");
    let host = dir.path().join("types-host.o");
    let gpu = dir.path().join("types-gpu.o");
    let hsaco = dir.path().join("types.hsaco");
    let common = ["-x", "cl", "-cl-std=CL2.0", "-g", "-O0", "-c", src, "-o"];
    let mut args: Vec<&str> = vec!["-cl-no-stdinc"];
    args.extend(common);
    args.push(host.to_str().expect("path"));
    support::stdout_ok(&support::oracle("clang-19", &args), "clang-19 (host)");
    let mut args: Vec<&str> = vec!["-nogpulib", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx90a"];
    args.extend(common);
    args.push(gpu.to_str().expect("path"));
    support::stdout_ok(&support::oracle("clang-19", &args), "clang-19 (gfx90a)");
    let out = support::oracle(
        "ld.lld-19",
        &[
            "-shared",
            gpu.to_str().expect("path"),
            "-o",
            hsaco.to_str().expect("path"),
        ],
    );
    support::stdout_ok(&out, "ld.lld-19");
    let ex = [
        "info types",
        "info types col",
        "info types ^u",
        "info types nomatch",
    ];
    let mut g = Command::new("gdb");
    g.args(["-nx", "-batch"]);
    for e in ex {
        g.args(["-ex", e]);
    }
    let g = texts(
        &g.arg(&host)
            .current_dir(dir.path())
            .output()
            .expect("gdb is required"),
    );
    let h = support::hdb(&[
        "debug",
        hsaco.to_str().expect("path"),
        "--kernel",
        "types_kernel",
        "--grid",
        "1",
        "--block",
        "1",
        "--arg",
        "i32[1]=0",
        "--arg",
        "u32:3",
        "-batch",
        "-ex",
        ex[0],
        "-ex",
        ex[1],
        "-ex",
        ex[2],
        "-ex",
        ex[3],
    ]);
    let h = texts(&h);
    // The file as each compiler named it: keep its last component.
    let base = |t: &str| {
        t.lines()
            .map(|l| match l.strip_prefix("File ") {
                Some(f) => format!("File {}", f.rsplit('/').next().unwrap_or(f)),
                None => l.to_string(),
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(base(&h.0), base(&g.0), "left hdb, right gdb");
    assert_eq!(h.1, g.1);
    assert!(
        h.0.contains("\n7:\tcolor;\n9:\ttypedef color color_t;\n"),
        "{}",
        h.0
    );
}

/// `watch`, `rwatch` and `awatch` on a private local and on private array elements of one
/// work-item in a loop: the same stops, in the same order, with the same values and lines.
const WATCHES: &str = r#"set pagination off
set confirm off
break private_array.cl:42 if gid == 9
commands
silent
end
run
delete 1
watch hsum
rwatch hist[2]
awatch hist[5]
info watchpoints
continue
continue
continue
continue
info watchpoints
delete 3
info watchpoints
"#;

/// The watchpoint reports of a session's output: the header of each stop (hdb's `Thread N
/// hit ` and `, with lane(s) …` dropped: gdb's single-threaded host program names neither),
/// the values, the source line it stopped at, and `info watchpoints`. The line after a
/// store is the line of the next instruction, which the two compilers place differently (the
/// GPU code ends line 43 with a branch to the increment, the x86 code falls into line 42's
/// increment), so it is kept only after loads (`Value = `).
fn watch_reports(out: &str) -> String {
    let mut s = String::new();
    let mut after_store = false;
    for line in out.lines() {
        let line = line.split_once(" hit ").map_or(line, |(_, l)| l);
        let line = line.split_once(", with lane").map_or(line, |(l, _)| l);
        let source = line
            .split_once('\t')
            .is_some_and(|(n, _)| n.parse::<u32>().is_ok());
        if line.starts_with("New value = ") {
            after_store = true;
        } else if line.starts_with("Value = ") {
            after_store = false;
        }
        let keep = line.starts_with("Hardware ")
            || line.starts_with("Old value = ")
            || line.starts_with("New value = ")
            || line.starts_with("Value = ")
            || line.starts_with("Num ")
            || (source && !after_store)
            || (!source
                && line
                    .split_whitespace()
                    .next()
                    .is_some_and(|n| n.parse::<u32>().is_ok()));
        if keep {
            s.push_str(line);
            s.push('\n');
        }
    }
    s
}

#[test]
fn watch_rwatch_awatch_in_a_loop_as_gdb() {
    let (g, h, _dir) = Case {
        source: "private_array.cl",
        launch: data().join("private_array-O0.json"),
        script: WATCHES,
        ex: &[],
    }
    .run();
    assert!(
        h.0.contains("hit Hardware watchpoint 2: hsum, with lane 9\n\nOld value = 0\nNew value = "),
        "{}",
        h.0
    );
    let (g, h) = (watch_reports(&g.0), watch_reports(&h.0));
    assert_eq!(h, g, "left hdb, right gdb");
    assert!(
        g.contains("Hardware read watchpoint 3: hist[2]\nValue = 0\n43\t"),
        "{g}"
    );
    assert!(
        g.contains("Hardware access (read/write) watchpoint 4: hist[5]\nValue = "),
        "{g}"
    );
    assert!(g.contains("Old value = 0\nNew value = "), "{g}");
    assert!(g.contains("3       read watchpoint keep y"), "{g}");
    assert!(g.contains("\n4       acc watchpoint  keep y"), "{g}");
}

/// A watchpoint on a called function's local goes when the function returns: gdb deletes it
/// with its notice and stops in the caller, at the instruction after the call.
const WATCH_SCOPE: &str = r#"set pagination off
set confirm off
tbreak level2
run
watch r
continue
continue
info watchpoints
continue
"#;

#[test]
fn a_watch_on_a_local_ends_when_its_function_returns_as_gdb() {
    let (g, h, _dir) = Case {
        source: "call_chain.cl",
        launch: data().join("call_chain-O0.json"),
        script: WATCH_SCOPE,
        ex: &[],
    }
    .run();
    // What the scope's end prints: the notice, then the caller's frame (gdb shows the
    // address, the PC being inside line 39's call) and line; then no watchpoints are left.
    let scope_end = |out: &str| -> String {
        let at = out
            .find("Watchpoint 2 deleted")
            .unwrap_or_else(|| panic!("no scope end in:\n{out}"));
        out[at..]
            .lines()
            .take(5)
            .map(|l| match l.split_once(" in ") {
                Some((addr, rest)) if addr.starts_with("0x") => format!("0x… in {rest}"),
                _ => l.to_string(),
            })
            // The file as each compiler names it (the host build's is a full path).
            .map(|l| match l.rsplit_once(" at ") {
                Some((head, path)) => {
                    format!("{head} at {}", path.rsplit('/').next().unwrap_or(path))
                }
                None => l,
            })
            .map(|l| {
                // Pointer arguments differ between the GPU's and the host's memory.
                l.split("s=0x")
                    .enumerate()
                    .map(|(k, p)| {
                        if k == 0 {
                            p.to_string()
                        } else {
                            p.split_once(',')
                                .map_or(p.to_string(), |(_, r)| format!("s=…,{r}"))
                        }
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let (gs, hs) = (scope_end(&g.0), scope_end(&h.0));
    assert_eq!(hs, gs, "left hdb, right gdb");
    assert!(
        gs.starts_with("Watchpoint 2 deleted because the program has left the block in\nwhich its expression is valid.\n0x… in level1 (s=…, x=-782) at "),
        "{gs}"
    );
    assert!(gs.contains("No watchpoints."), "{gs}");
    // Once deleted it stops nothing: the last continue runs to the end.
    assert!(h.0.contains("exited normally"), "{}", h.0);
}
