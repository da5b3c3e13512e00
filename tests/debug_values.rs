//! The values `hdb debug` prints for real compiler output, checked against the
//! values the program computes.
//!
//! For every corpus kernel, for the producers clang19, clang22 and rocm22 (AMD's fork), at
//! `-O0` and `-O2`, for gfx90a (wave64) and gfx1100 (wave32), the test drives the real binary in
//! batch mode (`hdb debug --launch … --batch --json --ex …`): it breaks on a source line where
//! the interesting variables are live, visits several waves (`continue`) and several lanes of
//! each (`lane N`), and prints every variable, also in outer frames (`up`: recursion's
//! `fib_rec` chain, spill_calls' callers, the kernel above HIP's template instantiations). Each value is compared with the value computed here,
//! in Rust, from the launch inputs by re-implementing the kernel's arithmetic (wrapping integer
//! math; floats within one ulp, or OpenCL's 2.5 ulp for single-precision division and the
//! results derived from it, with or without fma contraction).
//!
//! `<optimized out>` is accepted only where the DWARF has no location for the variable at the
//! frame's PC (the return address minus one in outer frames, as gdb looks it up), as
//! `hdb dwarf FILE --pc ADDR --vars --json` reports it (that command is checked against
//! llvm-dwarfdump in tests/dwarf.rs). A variable with a location must print a value, and the
//! value must be right.
//!
//! Stepping: `lane N` then repeated `next` through divergence.cl and nested_divergence.cl must
//! stop only on lines the lane executes (never inside a branch it does not take), in source
//! order at -O0, and every `next` must end.
//!
//! Each code object is debugged by one `hdb` process running the whole script; a first run of
//! the bare stops (`run`, `bt`, `continue`) picks the lanes that are active at each stop.
//!
//! Failures caused by engine bugs are excused one by one by `KNOWN_BUGS` (code object pattern,
//! message pattern, and why), and wrong values that the producer's DWARF itself states by
//! `PRODUCER_DEFECTS`; each run reports how many failures every entry excused. Removing an
//! entry makes its failures fail the test again.

use crate::support;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Map, Value};

const PRODUCERS: [&str; 3] = ["clang19", "clang22", "rocm22"];
const TARGETS: [&str; 2] = ["gfx90a", "gfx1100"];
const OPTS: [&str; 2] = ["O0", "O2"];

/// Where the loader puts the code object (`hdb dwarf --pc` takes object addresses).
const LOAD_BASE: u64 = 0x7000_0000_0000;

/// Engine bugs this test finds, as (code-object pattern, what): a failure whose message
/// contains `what` for a code object whose name contains the pattern is reported but does not
/// fail the test. The list shrinks as the bugs are fixed; it is empty now.
const KNOWN_BUGS: &[(&str, &str)] = &[];

/// Values that are wrong because the producer's DWARF is wrong (hdb prints what the DWARF
/// says; checked by hand with llvm-dwarfdump and the disassembly), as (code-object pattern,
/// what): reported, not failed.
const PRODUCER_DEFECTS: &[(&str, &str)] = &[
    // upstream clang at -O2 gives kernels no DW_AT_frame_base while their private arrays are
    // `DW_OP_fbreg +N`: hdb says so (`DW_OP_fbreg …: the function has no frame base`), as gdb
    // does: the expression names a base the DWARF does not give, and guessing one (the
    // kernel's CFA) could print a wrong value.
    ("clang", "the function has no frame base"),
    // items[] is `private` memory for its whole scope, but at -O2 the compiler drops the
    // stores of the `weight` members that it never reads back (t.weight is computed from the
    // index), so the memory keeps zeros.
    ("rocm22/gfx90a/private_array-O2", "items[0].weight"),
    // On gfx1100 AMD's compiler promotes items[] to LDS (`ds_store_2addr_b32 v0, …`, v0 = the
    // lane's LDS offset) but its location still forms a `private_lane` address
    // (`DW_OP_regx VGPR0 … DW_OP_lit5, DW_OP_LLVM_form_aspace_address`).
    ("rocm22/gfx1100/private_array-O2", "items["),
    // hsum's location list says `DW_OP_lit0, DW_OP_stack_value` over [0x3e08, 0x3ea0): the
    // debug value of `int hsum = 0` outlives the loop that sums it.
    ("rocm22/gfx1100/private_array-O2", "hsum = 0"),
    // AMD's CFI on gfx1100 at -O2 describes only the last callee-saved VGPR spill of a
    // function (tests/backtrace.rs, SPILL_UNDESCRIBED_SAVE): mid_mix saves v56-v63, v72-v79,
    // v88-v91 but its FDE says nothing of most of them, so by the CFI the kernel's v0..v19
    // (in those registers across the call) are "same value" and show mid_mix's t values.
    (
        "rocm22/gfx1100/spill_calls-O2",
        "noinline_calls_spill pc*but the program computes",
    ),
    // …and fib_rec saves v40 (`scratch_store_b32 off, v40, s33 offset:4`) with no CFI (its
    // FDE describes v42 and v41 only): the kernel's `a` (VGPR40) shows fib_rec's n.
    ("rocm22/gfx1100/recursion-O2", "recursive_fib_gcd pc*: a = "),
    // clang19's HIP at -O2: after the loop (line 44) `acc` is `DW_OP_lit0, DW_OP_stack_value,
    // DW_OP_piece 0x4` ×4 then `DW_OP_lit4, DW_OP_stack_value, DW_OP_piece 0x4` over
    // [0x1b5c, 0x1b78) in scaled_sum<int> (and [0x1b90, 0x1ba8) in scaled_sum<float>): the
    // constructor's zeros, not the sums the loop stored.
    ("clang19/*/hip_templates-O2", "scaled_sum<*: acc.vals["),
];

// ------------------------------------------------------------------------------ inputs

/// The corpus launch file of `kernel` (`corpus/launch/<kernel>.json`).
fn launch_json(kernel: &str) -> Value {
    let path = support::corpus()
        .join("launch")
        .join(format!("{kernel}.json"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// The `data` of buffer argument `i`, as i64 (integers) and f64 (floats).
fn arg_ints(launch: &Value, i: usize) -> Vec<i64> {
    launch["args"][i]["buffer"]["data"]
        .as_array()
        .unwrap_or_else(|| panic!("argument {i} has no data"))
        .iter()
        .map(|v| v.as_i64().expect("an integer"))
        .collect()
}

fn arg_floats(launch: &Value, i: usize) -> Vec<f64> {
    launch["args"][i]["buffer"]["data"]
        .as_array()
        .unwrap_or_else(|| panic!("argument {i} has no data"))
        .iter()
        .map(|v| v.as_f64().expect("a number"))
        .collect()
}

/// One code object of the corpus.
#[derive(Clone)]
struct Co {
    kernel: &'static str,
    producer: &'static str,
    target: &'static str,
    opt: &'static str,
}

impl Co {
    fn path(&self) -> PathBuf {
        support::corpus()
            .join(self.producer)
            .join(self.target)
            .join(format!("{}-{}.hsaco", self.kernel, self.opt))
            .canonicalize()
            .unwrap_or_else(|e| panic!("{}: {e}", self.name()))
    }
    fn name(&self) -> String {
        format!(
            "{}/{}/{}-{}.hsaco",
            self.producer, self.target, self.kernel, self.opt
        )
    }
    fn wave(&self) -> u32 {
        if self.target.starts_with("gfx1") {
            32
        } else {
            64
        }
    }
    /// A launch file with the corpus arguments of the kernel and this code object.
    fn launch_file(&self, dir: &Path) -> PathBuf {
        let mut v = launch_json(self.kernel);
        v["code_object"] = Value::String(self.path().display().to_string());
        let path = dir.join(format!(
            "{}-{}-{}-{}.json",
            self.kernel, self.producer, self.target, self.opt
        ));
        std::fs::write(&path, v.to_string()).unwrap();
        path
    }
}

fn all_code_objects(kernel: &'static str) -> Vec<Co> {
    let mut out = Vec::new();
    for producer in PRODUCERS {
        for target in TARGETS {
            for opt in OPTS {
                out.push(Co {
                    kernel,
                    producer,
                    target,
                    opt,
                });
            }
        }
    }
    out
}

// ------------------------------------------------------------------------------ running hdb

type Line = Map<String, Value>;

/// Runs `hdb debug --launch FILE --batch --json --ex CMD…`, failing after 60 s (a `next` that
/// never ends), and returns one JSON object per command.
fn debug(co: &Co, dir: &Path, cmds: &[String]) -> Vec<Line> {
    let launch = co.launch_file(dir);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hdb"));
    cmd.arg("debug")
        .arg("--launch")
        .arg(&launch)
        .arg("--batch")
        .arg("--json");
    for c in cmds {
        cmd.arg("--ex").arg(c);
    }
    let mut child = cmd
        .env("HDB_HISTORY", dir.join("history"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running hdb debug");
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        stdout.read_to_string(&mut s).unwrap();
        s
    });
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "{}: hdb debug did not end within 60 s; commands: {cmds:?}",
                co.name()
            );
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let text = reader.join().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let lines: Vec<Line> = text
        .lines()
        .map(|l| {
            serde_json::from_str::<Value>(l)
                .unwrap_or_else(|e| panic!("{}: not JSON ({e}): {l}\n{stderr}", co.name()))
                .as_object()
                .unwrap()
                .clone()
        })
        .collect();
    assert_eq!(
        lines.len(),
        cmds.len(),
        "{}: one JSON line per command expected\nstdout:\n{text}\nstderr:\n{stderr}",
        co.name()
    );
    for (l, c) in lines.iter().zip(cmds) {
        assert_eq!(l["command"].as_str(), Some(c.as_str()), "{}", co.name());
    }
    lines
}

fn output(l: &Line) -> &str {
    l["output"].as_str().unwrap_or("")
}

fn ok(l: &Line) -> bool {
    l["ok"].as_bool() == Some(true)
}

fn hex(s: &str) -> u64 {
    u64::from_str_radix(s.trim_start_matches("0x"), 16)
        .unwrap_or_else(|e| panic!("not a hex address {s}: {e}"))
}

/// A stop: the thread, its active lanes, the frames' functions and PCs.
#[derive(Clone, Debug)]
struct Stop {
    thread: u64,
    lanes: Vec<u32>,
    line: u64,
    frames: Vec<(String, u64)>,
    /// Why the backtrace ended.
    end: String,
}

fn stop_of(l: &Line) -> Option<Stop> {
    let s = l.get("stop")?;
    s.get("thread")?;
    Some(Stop {
        thread: s["thread"].as_u64().unwrap(),
        lanes: s["lanes"]
            .as_array()
            .map(|a| a.iter().map(|x| x.as_u64().unwrap() as u32).collect())
            .unwrap_or_default(),
        line: s["frame"]["line"].as_u64().unwrap_or(0),
        frames: Vec::new(),
        end: String::new(),
    })
}

fn frames_of(bt: &Line) -> Vec<(String, u64)> {
    bt.get("frames")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .map(|f| {
                    (
                        f["function"].as_str().unwrap_or("").to_string(),
                        hex(f["pc"].as_str().unwrap()),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The stops of `run` and `continues` `continue`s after `breaks`, with their backtraces.
fn stops(co: &Co, dir: &Path, breaks: &[String], continues: usize) -> Vec<Stop> {
    let mut cmds: Vec<String> = breaks.to_vec();
    cmds.push("run".into());
    cmds.push("bt".into());
    for _ in 0..continues {
        cmds.push("continue".into());
        cmds.push("bt".into());
    }
    let lines = debug(co, dir, &cmds);
    for (l, c) in lines.iter().zip(&cmds).take(breaks.len()) {
        assert!(ok(l), "{}: `{c}` failed: {}", co.name(), output(l));
    }
    let mut out = Vec::new();
    let mut i = breaks.len();
    while i + 1 < lines.len() {
        match stop_of(&lines[i]) {
            Some(mut s) if s.lanes.is_empty() => {
                panic!("{}: a stop without lanes: {:?}", co.name(), s.frames.pop())
            }
            Some(mut s) => {
                s.frames = frames_of(&lines[i + 1]);
                s.end = lines[i + 1]
                    .get("end")
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_string();
                assert!(
                    !s.frames.is_empty(),
                    "{}: no backtrace: {}",
                    co.name(),
                    output(&lines[i + 1])
                );
                out.push(s);
            }
            None => break,
        }
        i += 2;
    }
    out
}

/// The lanes to check at a stop: 0, 5, 31 and 63 (wave64) or 0, 5, 17, 31 (wave32) when
/// active, else the first, a middle and the last active lane.
fn pick_lanes(co: &Co, active: &[u32]) -> Vec<u32> {
    let wanted: &[u32] = if co.wave() == 64 {
        &[0, 5, 31, 63]
    } else {
        &[0, 5, 17, 31]
    };
    let mut out: Vec<u32> = wanted
        .iter()
        .copied()
        .filter(|l| active.contains(l))
        .collect();
    if out.len() < 3 {
        for l in [
            active[0],
            active[active.len() / 2],
            active[active.len() - 1],
        ] {
            if !out.contains(&l) {
                out.push(l);
            }
        }
    }
    out.sort_unstable();
    out
}

/// The work-group and work-item of `lane N`'s answer
/// (`… (AMDGPU Lane 1:1:1:2/3 (1,0,0)[3,0,0])]`), as the global id in x.
fn gid_of_lane_output(text: &str, block: u64) -> u64 {
    let i = text.find("AMDGPU Lane").expect(text);
    let rest = &text[i..];
    let g0 = rest.find(" (").unwrap() + 2;
    let g1 = g0 + rest[g0..].find(')').unwrap();
    let group: u64 = rest[g0..g1].split(',').next().unwrap().parse().unwrap();
    let w0 = g1 + rest[g1..].find('[').unwrap() + 1;
    let w1 = w0 + rest[w0..].find(']').unwrap();
    let item: u64 = rest[w0..w1].split(',').next().unwrap().parse().unwrap();
    group * block + item
}

// ------------------------------------------------------------------------------ the DWARF oracle

/// What the DWARF says of a variable at one PC.
#[derive(Clone, Copy)]
struct VarLoc {
    /// It has a location there.
    has: bool,
    /// A piece of it has no location.
    empty_piece: bool,
    /// From a location list (a range around the PC), not one expression for the whole scope.
    ranged: bool,
}

/// Whether each variable in scope at `addr` has a location there, from `hdb dwarf --pc --vars`:
/// name → (has a location, its expressions have an empty piece).
struct Dwarf {
    cache: HashMap<(String, u64), BTreeMap<String, VarLoc>>,
}

impl Dwarf {
    fn vars(&mut self, co: &Co, addr: u64) -> &BTreeMap<String, VarLoc> {
        let key = (co.name(), addr);
        if !self.cache.contains_key(&key) {
            let path = co.path();
            let out = support::hdb(&[
                "dwarf",
                path.to_str().unwrap(),
                "--pc",
                &format!("{addr:#x}"),
                "--vars",
                "--json",
            ]);
            let text = support::stdout_ok(&out, &format!("hdb dwarf --pc {addr:#x}"));
            let v: Value = serde_json::from_str(&text).unwrap();
            let mut m = BTreeMap::new();
            // Inner scopes come last: a name declared again shadows the outer one.
            for var in v["variables"].as_array().unwrap() {
                let name = var["name"].as_str().unwrap_or("").to_string();
                let loc = &var["location"];
                let kind = loc["kind"].as_str().unwrap_or("");
                let has = !matches!(kind, "optimized out" | "not live here");
                let mut empty_piece = false;
                let mut ranged = false;
                if let Some(exprs) = loc["expressions"].as_array() {
                    for e in exprs {
                        ranged |= e.get("range").is_some();
                        let ops = e["ops"].as_array().cloned().unwrap_or_default();
                        for (i, op) in ops.iter().enumerate() {
                            if op["op"].as_str() == Some("DW_OP_piece")
                                && (i == 0 || ops[i - 1]["op"].as_str() == Some("DW_OP_piece"))
                            {
                                empty_piece = true;
                            }
                        }
                    }
                }
                m.insert(
                    name,
                    VarLoc {
                        has,
                        empty_piece,
                        ranged,
                    },
                );
            }
            self.cache.insert(key.clone(), m);
        }
        &self.cache[&key]
    }
}

// ------------------------------------------------------------------------------ expected values

/// A value the program computes.
#[derive(Clone, Debug)]
enum Exp {
    Int(i128),
    /// f32 candidates (with and without fma contraction) and the tolerance in ulps.
    F32(Vec<f32>, u32),
    F64(Vec<f64>, u32),
    Agg(Vec<Exp>),
}

fn int(v: impl Into<i128>) -> Exp {
    Exp::Int(v.into())
}

fn f32x(v: f32) -> Exp {
    Exp::F32(vec![v], 1)
}

fn agg(v: Vec<Exp>) -> Exp {
    Exp::Agg(v)
}

fn ints<T: Copy + Into<i128>>(v: &[T]) -> Exp {
    Exp::Agg(v.iter().map(|x| Exp::Int((*x).into())).collect())
}

fn ulps32(a: f32, b: f32) -> u64 {
    if a == b {
        return 0;
    }
    if a.is_nan() || b.is_nan() || a.signum() != b.signum() {
        return u64::MAX;
    }
    (i64::from(a.to_bits() as i32) - i64::from(b.to_bits() as i32)).unsigned_abs()
}

fn ulps64(a: f64, b: f64) -> u64 {
    if a == b {
        return 0;
    }
    if a.is_nan() || b.is_nan() || a.signum() != b.signum() {
        return u64::MAX;
    }
    (a.to_bits() as i64).abs_diff(b.to_bits() as i64)
}

/// Counts of one print's comparison.
#[derive(Default)]
struct Cmp {
    checked: usize,
    optimized_out: usize,
    not_saved: usize,
    error_states: usize,
    errors: Vec<String>,
}

/// Compares a printed value (JSON `value`) with what the program computes.
fn compare(v: &Value, e: &Exp, path: &str, out: &mut Cmp) {
    let text = v["text"].as_str().unwrap_or("");
    let kids = v
        .get("elements")
        .or_else(|| v.get("fields"))
        .and_then(Value::as_array);
    if let Exp::Agg(es) = e {
        match kids {
            Some(ks) if ks.len() == es.len() => {
                for (i, (k, e)) in ks.iter().zip(es).enumerate() {
                    let p = match k["name"].as_str() {
                        Some(n) => format!("{path}.{n}"),
                        None => format!("{path}[{i}]"),
                    };
                    compare(k, e, &p, out);
                }
            }
            _ => out.errors.push(format!(
                "{path}: expected {} members, printed {text}",
                es.len()
            )),
        }
        return;
    }
    match v["state"].as_str() {
        // gdb's `<not saved>`: an outer frame's register the unwinder does not recover (an
        // undefined CFI rule, or one the call convention lets the callee clobber).
        Some("optimized_out") if text.contains("<not saved>") => {
            out.not_saved += 1;
            return;
        }
        Some("optimized_out") => {
            out.optimized_out += 1;
            return;
        }
        Some(_) if text.contains("not saved in this frame") => {
            // gdb's `<not saved>`: the register holding it is not recovered in this frame.
            out.not_saved += 1;
            return;
        }
        Some(s) => {
            out.errors
                .push(format!("{path}: state {s}: {text}, expected {e:?}"));
            out.error_states += 1;
            return;
        }
        None => {}
    }
    out.checked += 1;
    match e {
        Exp::Int(x) => {
            // Integers as gdb prints them; chars as `65 'A'`.
            let t = text.split(' ').next().unwrap_or("");
            match t.parse::<i128>() {
                Ok(y) if y == *x => {}
                _ => out
                    .errors
                    .push(format!("{path} = {text}, but the program computes {x}")),
            }
        }
        Exp::F32(c, ulps) => match text.parse::<f64>() {
            Ok(y) if c.iter().any(|x| ulps32(y as f32, *x) <= u64::from(*ulps)) => {}
            _ => out.errors.push(format!(
                "{path} = {text}, but the program computes {c:?} (±{ulps} ulp)"
            )),
        },
        Exp::F64(c, ulps) => match text.parse::<f64>() {
            Ok(y) if c.iter().any(|x| ulps64(y, *x) <= u64::from(*ulps)) => {}
            _ => out.errors.push(format!(
                "{path} = {text}, but the program computes {c:?} (±{ulps} ulp)"
            )),
        },
        Exp::Agg(_) => unreachable!(),
    }
}

/// The identifier an expression starts from (`*in_i@4` → `in_i`, `items[3].key` → `items`).
fn base_var(expr: &str) -> &str {
    let s = expr.trim_start_matches(['*', '&', '(', ' ']);
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

// ------------------------------------------------------------------------------ the checks

/// The variables an expression names (not the members after `.`).
fn identifiers(expr: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = expr.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            if start == 0 || b[start - 1] != b'.' {
                out.push(&expr[start..i]);
            }
        } else if b[i].is_ascii_digit() {
            while i < b.len() && b[i].is_ascii_alphanumeric() {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// One lane's context while checking: the code object, gid, frame and function.
struct Ctx<'a> {
    co: &'a Co,
    gid: u64,
    lane: u32,
    thread: u64,
    level: usize,
    /// The frame is a caller's (its PC a return address), not the innermost function's or
    /// a call inlined into it.
    caller: bool,
    function: String,
    pc: u64,
    /// The stop is at the kernel's `s_endpgm`.
    at_end: bool,
}

impl Ctx<'_> {
    fn here(&self) -> String {
        format!(
            "{} thread {} lane {} (gid {}) frame #{} {} pc {:#x}",
            self.co.name(),
            self.thread,
            self.lane,
            self.gid,
            self.level,
            self.function,
            self.pc
        )
    }
}

/// Whether `name` contains the parts of `pattern` separated by `*`, in order.
fn matches(name: &str, pattern: &str) -> bool {
    let mut rest = name;
    for part in pattern.split('*') {
        match rest.find(part) {
            Some(i) => rest = &rest[i + part.len()..],
            None => return false,
        }
    }
    true
}

/// The tally of the whole test.
#[derive(Default)]
struct Tally {
    values: usize,
    optimized_out: usize,
    absent: usize,
    deferred: usize,
    not_saved: usize,
    failures: Vec<String>,
    /// Per KNOWN_BUGS / PRODUCER_DEFECTS entry: how many failures it excused, and the first.
    known: BTreeMap<usize, (usize, String)>,
    producer: BTreeMap<usize, (usize, String)>,
    lanes: BTreeSet<String>,
    waves: BTreeSet<String>,
}

impl Tally {
    fn fail(&mut self, co: &Co, msg: String) {
        let name = co.name();
        let hit = |list: &[(&str, &str)]| {
            list.iter()
                .position(|(pat, what)| matches(&name, pat) && matches(&msg, what))
        };
        // The producer's entries are the narrower: they go first.
        if let Some(i) = hit(PRODUCER_DEFECTS) {
            self.producer.entry(i).or_insert((0, msg.clone())).0 += 1;
        } else if let Some(i) = hit(KNOWN_BUGS) {
            self.known.entry(i).or_insert((0, msg.clone())).0 += 1;
        } else {
            self.failures.push(msg);
        }
    }

    /// Checks one `print EXPR` answer against `exp`, consulting the DWARF for optimized-out
    /// values.
    fn check_print(&mut self, dwarf: &mut Dwarf, cx: &Ctx, expr: &str, l: &Line, exp: &Exp) {
        let var = base_var(expr);
        // gdb looks the variables of a caller up at the return address minus one.
        let addr = cx.pc - LOAD_BASE - u64::from(cx.caller);
        let vars = dwarf.vars(cx.co, addr).clone();
        let here = cx.here();
        let names = identifiers(expr);
        if !ok(l) {
            let msg = output(l).trim();
            let absent = names.iter().find(|n| !vars.contains_key(**n));
            let no_loc = names.iter().any(|n| vars.get(*n).is_some_and(|v| !v.has));
            if let Some(n) = absent {
                // The producer dropped the variable from the DWARF.
                if msg == format!("No symbol \"{n}\" in current context.") {
                    self.absent += 1;
                    return;
                }
            } else if no_loc && msg.contains("optimized out") {
                self.optimized_out += 1;
                return;
            } else if cx.caller
                && (msg.contains("not saved in this frame") || msg.contains("optimized out"))
            {
                // In a caller frame a variable with a location is unreadable only through a
                // register that frame does not recover (`<not saved>`, which gdb also reports
                // as "value has been optimized out" when it is used).
                self.not_saved += 1;
                return;
            }
            self.fail(
                cx.co,
                format!(
                    "{here}: print {expr} failed: {msg} (DWARF locations: {})",
                    names
                        .iter()
                        .map(|n| format!(
                            "{n}: {}",
                            match vars.get(*n) {
                                None => "not in scope",
                                Some(v) if v.has => "yes",
                                Some(_) => "none",
                            }
                        ))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
            return;
        }
        let Some(&VarLoc {
            has: has_loc,
            empty_piece,
            ranged,
        }) = vars.get(var)
        else {
            self.fail(
                cx.co,
                format!(
                    "{here}: `{var}` is not in scope per the DWARF but print {expr} = {}",
                    output(l).trim()
                ),
            );
            return;
        };
        let Some(v) = l.get("value") else {
            self.fail(
                cx.co,
                format!("{here}: print {expr}: no value in the answer"),
            );
            return;
        };
        // Optimised code stores a variable that lives in memory for its whole scope (one
        // location expression, no range) when the program gets there, which need not be
        // before the first instruction of a later line: check it where the kernel ends.
        if cx.co.opt != "O0" && has_loc && !ranged && !cx.at_end {
            self.deferred += 1;
            return;
        }
        let mut c = Cmp::default();
        compare(v, exp, expr, &mut c);
        self.values += c.checked;
        self.optimized_out += c.optimized_out;
        self.not_saved += c.not_saved;
        if c.not_saved > 0 && !cx.caller {
            self.fail(
                cx.co,
                format!("{here}: print {expr}: `not saved` in the innermost frame"),
            );
        }
        for e in c.errors {
            if !has_loc && c.error_states > 0 && e.contains("Cannot access memory") {
                // The pointer has no location: gdb says `value has been optimized out`.
                self.fail(
                    cx.co,
                    format!("{here}: {e} [BUG: an optimized-out pointer is read as address 0]"),
                );
            } else {
                self.fail(cx.co, format!("{here}: {e}"));
            }
        }
        if c.optimized_out > 0 && has_loc && !empty_piece {
            self.fail(
                cx.co,
                format!(
                    "{here}: print {expr} = {} but the DWARF gives `{var}` a location at {addr:#x}",
                    v["text"].as_str().unwrap_or("")
                ),
            );
        }
        if c.checked > 0 && !has_loc {
            self.fail(
                cx.co,
                format!(
                    "{here}: print {expr} = {} but the DWARF has no location for `{var}` at {addr:#x}",
                    v["text"].as_str().unwrap_or("")
                ),
            );
        }
    }
}

/// The load addresses of the `s_endpgm` instructions of the code object's kernel.
fn kernel_ends(co: &Co) -> Vec<u64> {
    let path = co.path();
    let out = support::hdb(&["disasm", path.to_str().unwrap()]);
    let text = support::stdout_ok(&out, "hdb disasm");
    let kernel = launch_json(co.kernel)["kernel"]
        .as_str()
        .unwrap()
        .to_string();
    let mut inside = false;
    let mut ends = Vec::new();
    for line in text.lines() {
        if line.ends_with(">:") {
            inside = line.contains(&format!("<{kernel}>"));
            continue;
        }
        if inside && line.trim_start().starts_with("s_endpgm") {
            let (_, addr, _) = support::instruction_lines(line).next().expect(line);
            ends.push(LOAD_BASE + hex(addr));
        }
    }
    assert!(!ends.is_empty(), "{}: no s_endpgm in {kernel}", co.name());
    ends
}

/// What a kernel's test prints: the breakpoints and, for a frame's function, the expressions.
struct Plan {
    breaks: Vec<String>,
    /// Also break where the kernel ends (`s_endpgm`), where every variable that lives in
    /// memory has its final value.
    end: bool,
    continues: usize,
    /// Expressions to print in a frame of `function` (None: the frame is not visited).
    exprs: fn(&str) -> Option<Vec<&'static str>>,
}

/// Everything the lane's frames printed: (level, function, pc, [(expr, answer)]).
type LaneObs = Vec<FrameObs>;

/// One frame of a lane as `frame N` and its prints answered.
struct FrameObs {
    level: usize,
    /// The frame is a caller's (see [`Ctx::caller`]).
    caller: bool,
    function: String,
    pc: u64,
    line: u64,
    prints: Vec<(String, Line)>,
}

impl FrameObs {
    /// The integer `print EXPR` printed in this frame, if it printed one.
    fn int(&self, expr: &str) -> Option<i128> {
        let (_, l) = self.prints.iter().find(|(e, _)| e == expr)?;
        l.get("value")?["text"].as_str()?.parse().ok()
    }
}

/// The model of one kernel: the expected value of `expr` in the lane's frame `level`.
type Model<'a> = dyn Fn(&Co, u64, &LaneObs, usize, &str) -> Option<Exp> + 'a;

/// Debugs every code object of `kernel` with `plan`, comparing each print with `model`.
fn check_kernel(kernel: &'static str, plan: &Plan, model: &Model) -> Tally {
    let dir = tempfile::tempdir().unwrap();
    let mut dwarf = Dwarf {
        cache: HashMap::new(),
    };
    let mut t = Tally::default();
    let block = launch_json(kernel)["block"][0].as_u64().unwrap();
    for co in all_code_objects(kernel) {
        let ends = if plan.end {
            kernel_ends(&co)
        } else {
            Vec::new()
        };
        let mut breaks = plan.breaks.clone();
        breaks.extend(ends.iter().map(|a| format!("break *{a:#x}")));
        let stops = stops(&co, dir.path(), &breaks, plan.continues);
        if stops.len() < 2 {
            t.fail(
                &co,
                format!("{}: only {} breakpoint stops", co.name(), stops.len()),
            );
            continue;
        }
        // The script: per stop, per lane, per frame: `lane N`, `frame K`, `print E`….
        let mut cmds: Vec<String> = breaks.clone();
        cmds.push("run".into());
        // (index of the `lane` command, stop index, lane, [(frame cmd index, level, [print index])])
        let mut lanes_at = Vec::new();
        let kernel_fn = launch_json(kernel)["kernel"].as_str().unwrap().to_string();
        for (si, s) in stops.iter().enumerate() {
            if si > 0 {
                cmds.push("continue".into());
            }
            let last = &s.frames.last().unwrap().0;
            if !is(last, &kernel_fn) {
                t.fail(
                    &co,
                    format!(
                        "{} stop {si} (thread {}): the backtrace does not reach the kernel (end: {}): {:?}",
                        co.name(),
                        s.thread,
                        s.end,
                        s.frames
                    ),
                );
                continue;
            }
            for lane in pick_lanes(&co, &s.lanes) {
                let li = cmds.len();
                cmds.push(format!("lane {lane}"));
                let mut frames = Vec::new();
                // The selected frame is kept across `lane`: `frame N` first, then `up`.
                let mut at = 0;
                for (level, (func, _)) in s.frames.iter().enumerate() {
                    // clang22's kernel `K` is a stub calling `__clang_ocl_kern_imp_K`; at
                    // -O2 the call is inlined, a frame named `K` inside the stub's.
                    let imp = format!("__clang_ocl_kern_imp_{func}");
                    let inlined_imp =
                        level > 0 && level + 1 == s.frames.len() && s.frames[level - 1].0 == *func;
                    if s.frames.iter().any(|(f, _)| *f == imp) || inlined_imp {
                        continue;
                    }
                    let Some(exprs) = (plan.exprs)(func) else {
                        continue;
                    };
                    let fi = cmds.len();
                    cmds.push(if frames.is_empty() {
                        format!("frame {level}")
                    } else if level - at == 1 {
                        "up".to_string()
                    } else {
                        format!("up {}", level - at)
                    });
                    at = level;
                    let mut ps = Vec::new();
                    for e in exprs {
                        ps.push(cmds.len());
                        cmds.push(format!("print {e}"));
                    }
                    frames.push((fi, level, ps));
                }
                lanes_at.push((li, si, lane, frames));
            }
        }
        let lines = debug(&co, dir.path(), &cmds);
        // The stops must be the first run's.
        let mut seen = Vec::new();
        for l in &lines {
            if let Some(s) = stop_of(l) {
                seen.push((s.thread, s.lanes, s.line));
            }
        }
        let want: Vec<_> = stops
            .iter()
            .map(|s| (s.thread, s.lanes.clone(), s.line))
            .collect();
        if seen != want {
            t.fail(
                &co,
                format!(
                    "{}: the stops differ between two runs: {want:?} then {seen:?}",
                    co.name()
                ),
            );
            continue;
        }
        for (li, si, lane, frames) in lanes_at {
            let l = &lines[li];
            if !ok(l) {
                t.fail(&co, format!("{}: `lane {lane}`: {}", co.name(), output(l)));
                continue;
            }
            if output(l).contains("inactive") {
                t.fail(
                    &co,
                    format!(
                        "{}: lane {lane} is in the stop's lanes but `lane` calls it inactive",
                        co.name()
                    ),
                );
            }
            let gid = gid_of_lane_output(output(l), block);
            let stop = &stops[si];
            t.lanes
                .insert(format!("{} {} {lane}", co.name(), stop.thread));
            t.waves.insert(format!("{} {}", co.name(), stop.thread));
            let mut obs: LaneObs = Vec::new();
            for (fi, level, ps) in &frames {
                let fl = &lines[*fi];
                if !ok(fl) {
                    t.fail(
                        &co,
                        format!(
                            "{}: `{}` to frame {level} at lane {lane}: {}",
                            co.name(),
                            cmds[*fi],
                            output(fl)
                        ),
                    );
                    continue;
                }
                if fl["frame"]["level"].as_u64() != Some(*level as u64) {
                    t.fail(
                        &co,
                        format!(
                            "{}: `{}` at lane {lane} selected frame {} instead of {level}",
                            co.name(),
                            cmds[*fi],
                            fl["frame"]["level"]
                        ),
                    );
                    continue;
                }
                let pc = hex(fl["frame"]["pc"].as_str().unwrap());
                let func = fl["frame"]["function"].as_str().unwrap_or("").to_string();
                let prints = ps
                    .iter()
                    .map(|&i| {
                        let e = cmds[i].strip_prefix("print ").unwrap().to_string();
                        (e, lines[i].clone())
                    })
                    .collect();
                let line = fl["frame"]["line"].as_u64().unwrap_or(0);
                // Frames of calls inlined into the innermost function share its PC.
                let caller = fl["frame"]["physical"]
                    .as_u64()
                    .map_or(*level > 0, |p| p > 0);
                obs.push(FrameObs {
                    level: *level,
                    caller,
                    function: func,
                    pc,
                    line,
                    prints,
                });
            }
            for (k, f) in obs.iter().enumerate() {
                let cx = Ctx {
                    co: &co,
                    gid,
                    lane,
                    thread: stop.thread,
                    level: f.level,
                    caller: f.caller,
                    function: f.function.clone(),
                    pc: f.pc,
                    at_end: ends.contains(&stop.frames[0].1),
                };
                for (e, l) in &f.prints {
                    if let Some(exp) = model(&co, gid, &obs, k, e) {
                        t.check_print(&mut dwarf, &cx, e, l, &exp);
                    }
                }
            }
        }
    }
    t
}

fn report(kernel: &str, t: &Tally) {
    eprintln!(
        "{kernel}: {} values checked, {} optimized out (DWARF: no location), {} not saved in a caller frame, {} not in the DWARF, {} in memory at -O2 away from the kernel's end (not checked there), {} lanes in {} waves",
        t.values,
        t.optimized_out,
        t.not_saved,
        t.absent,
        t.deferred,
        t.lanes.len(),
        t.waves.len()
    );
    for (i, (n, first)) in &t.known {
        eprintln!("  KNOWN_BUGS[{i}] excused {n} failures, first: {first}");
    }
    for (i, (n, first)) in &t.producer {
        eprintln!("  PRODUCER_DEFECTS[{i}] excused {n} failures, first: {first}");
    }
    assert!(
        t.failures.is_empty(),
        "{kernel}: {} failures:\n{}",
        t.failures.len(),
        t.failures.join("\n")
    );
    // Every code object contributes at least two waves.
    assert!(
        t.waves.len() >= 2 * PRODUCERS.len() * TARGETS.len() * OPTS.len(),
        "{kernel}: too few waves: {:?}",
        t.waves
    );
}

/// The function name as the producers spell the kernel (clang22 at -O0 names the body
/// `__clang_ocl_kern_imp_KERNEL`).
fn is(func: &str, name: &str) -> bool {
    func == name || func.strip_prefix("__clang_ocl_kern_imp_") == Some(name)
}

// ------------------------------------------------------------------------------ the kernels

/// arith.cl at line 55: every scalar, the vectors and the `Pair` structs, and the inputs
/// through the pointer arguments.
#[test]
fn arith_values() {
    let launch = launch_json("arith");
    let in_i = arg_ints(&launch, 0);
    let in_f = arg_floats(&launch, 1);
    let plan = Plan {
        breaks: vec!["break arith.cl:55".into()],
        end: true,
        continues: 4,
        exprs: |f| {
            is(f, "arith_int_float_vec_struct").then(|| {
                vec![
                    "gid",
                    "x",
                    "y",
                    "f",
                    "s",
                    "q",
                    "m",
                    "sh",
                    "mx",
                    "g",
                    "h",
                    "cv",
                    "v",
                    "w",
                    "iv",
                    "p",
                    "r",
                    "*in_i@4",
                    "in_i[5]",
                    "in_f[gid]",
                    "in_i[gid]",
                ]
            })
        },
    };
    let model = |_: &Co, gid: u64, _: &LaneObs, _: usize, e: &str| -> Option<Exp> {
        let gid = gid as usize;
        let x = in_i[gid] as i32;
        let y = x.wrapping_mul(3).wrapping_add(7);
        let f = in_f[gid] as f32;
        let s = x.wrapping_mul(y);
        let q = y.wrapping_div(x | 1);
        let m = y.wrapping_rem(x | 1);
        let sh = x.wrapping_shl(3) ^ (y >> 2);
        let mx = if x > y { x } else { y };
        let g = [f * 1.5 + 0.25, f.mul_add(1.5, 0.25)];
        // OpenCL allows 2.5 ulp for a single-precision division.
        let h: Vec<f32> = g.iter().map(|g| g / (f + 2.0)).collect();
        let cv: Vec<f32> = h
            .iter()
            .flat_map(|h| {
                let t = (*h as i32) as f32;
                [s as f32 * 0.5 + t, (s as f32).mul_add(0.5, t)]
            })
            .collect();
        let fl = |c: Vec<f32>, u| Exp::F32(c, u);
        let add4 = |a: f32, b: f32, c: f32| [a * b + c, a.mul_add(b, c)];
        let (g0, h0, cv0) = (g[0], h[0], cv[0]);
        let w = vec![
            fl(add4(f, cv0, 1.0).to_vec(), 3),
            fl(add4(g0, h0, 2.0).to_vec(), 3),
            fl(add4(h0, g0, 3.0).to_vec(), 3),
            fl(add4(cv0, f, 4.0).to_vec(), 3),
        ];
        let iv = [
            s.wrapping_add(mx),
            q.wrapping_add(mx),
            m.wrapping_add(mx),
            sh.wrapping_add(mx),
        ];
        let p = agg(vec![int(x), f32x(f), ints(&iv)]);
        let r = agg(vec![
            int(x.wrapping_mul(5).wrapping_add(iv[0] ^ iv[3])),
            fl(
                vec![f * 5.0 - iv[1] as f32, f.mul_add(5.0, -(iv[1] as f32))],
                1,
            ),
            ints(&[
                iv[3].wrapping_add(5),
                iv[2].wrapping_add(5),
                iv[1].wrapping_add(5),
                iv[0].wrapping_add(5),
            ]),
        ]);
        Some(match e {
            "gid" => int(gid as u32),
            "x" | "in_i[gid]" => int(x),
            "y" => int(y),
            "f" | "in_f[gid]" => f32x(f),
            "s" => int(s),
            "q" => int(q),
            "m" => int(m),
            "sh" => int(sh),
            "mx" => int(mx),
            "g" => fl(g.to_vec(), 1),
            "h" => fl(h.clone(), 3),
            "cv" => fl(cv.clone(), 3),
            "v" => agg(vec![f32x(f), fl(g.to_vec(), 1), fl(h, 3), fl(cv, 3)]),
            "w" => agg(w),
            "iv" => ints(&iv),
            "p" => p,
            "r" => r,
            "*in_i@4" => ints(&[in_i[0], in_i[1], in_i[2], in_i[3]]),
            "in_i[5]" => int(in_i[5]),
            _ => return None,
        })
    };
    let t = check_kernel("arith", &plan, &model);
    report("arith", &t);
}

/// int64_double.cl at line 35: 64-bit signed and unsigned integers, the 64-bit loop's hash
/// and doubles.
#[test]
fn int64_double_values() {
    let launch = launch_json("int64_double");
    let in_l = arg_ints(&launch, 0);
    let in_d = arg_floats(&launch, 1);
    let plan = Plan {
        breaks: vec!["break int64_double.cl:35".into()],
        end: true,
        continues: 4,
        exprs: |f| {
            is(f, "int64_double_math").then(|| {
                vec![
                    "gid",
                    "a",
                    "b",
                    "ua",
                    "m",
                    "q",
                    "r",
                    "uq",
                    "ur",
                    "h",
                    "d",
                    "e",
                    "f",
                    "g",
                    "c",
                    "in_l[gid]",
                    "in_d[gid]",
                    "*in_l@3",
                ]
            })
        },
    };
    let model = |_: &Co, gid: u64, _: &LaneObs, _: usize, ex: &str| -> Option<Exp> {
        let gid = gid as usize;
        let a = in_l[gid];
        let b = a.wrapping_mul(3).wrapping_add(0x1_0000_0001);
        let ua = a as u64;
        let m = a.wrapping_mul(b);
        let q = b.wrapping_div(a | 1);
        let r = b.wrapping_rem(a | 1);
        let uq = ua.wrapping_add(0xfedc_ba98_7654_3210) / ((ua & 0xffff) + 3);
        let ur = (ua ^ 0x0123_4567_89ab_cdef) % 1_000_000_007;
        let mut h: u64 = 1_469_598_103_934_665_603;
        for i in 0..(ua & 15) {
            h = (h ^ (i << 40)).wrapping_mul(1_099_511_628_211);
        }
        let d = in_d[gid];
        let es = [d * 1.000000001 + 3.5, d.mul_add(1.000000001, 3.5)];
        let fs: Vec<f64> = es.iter().map(|e| e / (d + 2.0)).collect();
        let gs: Vec<f64> = es.iter().zip(&fs).map(|(e, f)| d.mul_add(*e, *f)).collect();
        let cs: Vec<f64> = gs
            .iter()
            .map(|g| a as f64 * 0.5 + (*g as i64) as f64)
            .collect();
        let fl = |v: Vec<f64>| Exp::F64(v, 1);
        Some(match ex {
            "gid" => int(gid as u32),
            "a" | "in_l[gid]" => int(a),
            "b" => int(b),
            "ua" => int(ua),
            "m" => int(m),
            "q" => int(q),
            "r" => int(r),
            "uq" => int(uq),
            "ur" => int(ur),
            "h" => int(h),
            "d" | "in_d[gid]" => fl(vec![d]),
            "e" => fl(es.to_vec()),
            "f" => fl(fs),
            "g" => fl(gs),
            "c" => fl(cs),
            "*in_l@3" => ints(&in_l[..3]),
            _ => return None,
        })
    };
    let t = check_kernel("int64_double", &plan, &model);
    report("int64_double", &t);
}

/// private_array.cl at line 45: a private int array, an array of structs (after the whole
/// struct copy into items[0]), the private histogram, a struct, elements and members.
#[test]
fn private_array_values() {
    let launch = launch_json("private_array");
    let input = arg_ints(&launch, 0);
    let plan = Plan {
        breaks: vec!["break private_array.cl:45".into()],
        end: true,
        continues: 4,
        exprs: |f| {
            is(f, "private_array_dynamic_index").then(|| {
                vec![
                    "gid",
                    "arr",
                    "items",
                    "hist",
                    "idx",
                    "picked",
                    "t",
                    "hsum",
                    "arr[idx]",
                    "arr[31 - idx]",
                    "items[3].key",
                    "items[5].weight",
                    "hist[2]",
                    "t.key",
                    "in[gid]",
                ]
            })
        },
    };
    let model = |_: &Co, gid: u64, _: &LaneObs, _: usize, ex: &str| -> Option<Exp> {
        let gid = gid as usize;
        let x = input[gid] as i32;
        let arr: Vec<i32> = (0..32)
            .map(|i: i32| x.wrapping_mul(i).wrapping_add(i ^ 5))
            .collect();
        let mut items: Vec<(i32, f32)> = (0..8)
            .map(|i: i32| (arr[((i * 7).wrapping_add(x) & 31) as usize], i as f32 * 0.5))
            .collect();
        let idx = x & 31;
        let picked = arr[idx as usize].wrapping_add(arr[(31 - idx) as usize]);
        let t = items[(x & 7) as usize];
        items[0] = t;
        let mut hist = [0i32; 8];
        for a in &arr {
            hist[(a & 7) as usize] += 1;
        }
        let hsum: i32 = (0..8).map(|i| hist[i] * (i as i32 + 1)).sum();
        let item = |(k, w): (i32, f32)| agg(vec![int(k), f32x(w)]);
        Some(match ex {
            "gid" => int(gid as u32),
            "arr" => ints(&arr),
            "items" => agg(items.iter().map(|i| item(*i)).collect()),
            "hist" => ints(&hist),
            "idx" => int(idx),
            "picked" => int(picked),
            "t" => item(t),
            "hsum" => int(hsum),
            "arr[idx]" => int(arr[idx as usize]),
            "arr[31 - idx]" => int(arr[(31 - idx) as usize]),
            "items[3].key" => int(items[3].0),
            "items[5].weight" => f32x(items[5].1),
            "hist[2]" => int(hist[2]),
            "t.key" => int(t.0),
            "in[gid]" => int(x),
            _ => return None,
        })
    };
    let t = check_kernel("private_array", &plan, &model);
    report("private_array", &t);
}

/// lds_reduce.cl at line 36: the LDS array after the tree reduction (every partial sum), the
/// `__local` argument buffer through its pointer, and the scalars.
#[test]
fn lds_reduce_values() {
    let launch = launch_json("lds_reduce");
    let input = arg_ints(&launch, 0);
    let plan = Plan {
        breaks: vec!["break lds_reduce.cl:36".into()],
        end: true,
        continues: 4,
        exprs: |f| {
            is(f, "lds_reduce_sum").then(|| {
                vec![
                    "lid",
                    "gid",
                    "v",
                    "tile",
                    "tile[0]",
                    "tile[lid]",
                    "*scratch@64",
                    "scratch[lid]",
                    "in[gid]",
                ]
            })
        },
    };
    let model = |_: &Co, gid: u64, _: &LaneObs, _: usize, ex: &str| -> Option<Exp> {
        let gid = gid as usize;
        let lid = gid % 64;
        let group = &input[gid - lid..gid - lid + 64];
        let mut tile: Vec<i32> = group.iter().map(|x| *x as i32).collect();
        let mut s = 32;
        while s > 0 {
            for l in 0..s {
                tile[l] = tile[l].wrapping_add(tile[l + s]);
            }
            s >>= 1;
        }
        Some(match ex {
            "lid" => int(lid as u32),
            "gid" => int(gid as u32),
            "v" | "in[gid]" | "scratch[lid]" => int(input[gid]),
            "tile" => ints(&tile),
            "tile[0]" => int(tile[0]),
            "tile[lid]" => int(tile[lid]),
            "*scratch@64" => ints(group),
            _ => return None,
        })
    };
    let t = check_kernel("lds_reduce", &plan, &model);
    report("lds_reduce", &t);
}

/// divergence.cl at line 53, after the divergent if/else and the three data-dependent loops.
#[test]
fn divergence_values() {
    let launch = launch_json("divergence");
    let input = arg_ints(&launch, 0);
    let table = arg_ints(&launch, 1);
    let plan = Plan {
        breaks: vec!["break divergence.cl:53".into()],
        end: true,
        continues: 4,
        exprs: |f| {
            is(f, "divergent_loops_collatz").then(|| {
                vec![
                    "gid",
                    "v",
                    "mode",
                    "steps",
                    "found",
                    "acc",
                    "table_len",
                    "*table@10",
                    "table[3]",
                    "in[gid]",
                ]
            })
        },
    };
    let model = |_: &Co, gid: u64, _: &LaneObs, _: usize, ex: &str| -> Option<Exp> {
        let v = input[gid as usize] as u32;
        let mode: i32 = if v & 1 != 0 { 3 } else { -2 };
        let mut steps = 0i32;
        let mut c = if v == 0 { 1 } else { v };
        while c != 1 && steps < 1000 {
            c = if c & 1 != 0 {
                c.wrapping_mul(3).wrapping_add(1)
            } else {
                c >> 1
            };
            steps += 1;
        }
        let found = table
            .iter()
            .position(|t| *t as i32 == v as i32)
            .map_or(-1, |i| i as i32);
        let mut acc = 0i32;
        for i in 0..(v % 17) as i32 {
            if (i as u32).wrapping_add(v).is_multiple_of(3) {
                acc = acc.wrapping_add(i.wrapping_mul(mode));
            } else {
                acc -= 1;
            }
        }
        Some(match ex {
            "gid" => int(gid as u32),
            "v" | "in[gid]" => int(v),
            "mode" => int(mode),
            "steps" => int(steps),
            "found" => int(found),
            "acc" => int(acc),
            "table_len" => int(table.len() as i32),
            "*table@10" => ints(&table),
            "table[3]" => int(table[3]),
            _ => return None,
        })
    };
    let t = check_kernel("divergence", &plan, &model);
    report("divergence", &t);
}

/// The classification of nested_divergence.cl.
fn classify(x: i32) -> (i32, i32) {
    let code = if x > 0 {
        if x & 1 != 0 {
            if x > 100 {
                1
            } else {
                2
            }
        } else if (x & 6) == 4 {
            3
        } else {
            4
        }
    } else {
        match x.wrapping_neg() & 3 {
            0 => 10,
            1 => 11,
            2 => 12,
            _ => 13,
        }
    };
    let mut acc = 0i32;
    if code < 10 {
        for i in 0..(x & 31) {
            if i % code == 0 {
                continue;
            }
            acc += if i > 20 { 2 * i } else { i };
        }
    } else {
        let mut i = code;
        while i > 0 {
            acc -= i;
            i -= 3;
        }
    }
    (code, acc)
}

/// nested_divergence.cl at line 52, after the three-deep if/else, the switch and the loops.
#[test]
fn nested_divergence_values() {
    let launch = launch_json("nested_divergence");
    let input = arg_ints(&launch, 0);
    let plan = Plan {
        breaks: vec!["break nested_divergence.cl:52".into()],
        end: true,
        continues: 4,
        exprs: |f| {
            is(f, "nested_divergence_classify").then(|| vec!["gid", "x", "code", "acc", "in[gid]"])
        },
    };
    let model = |_: &Co, gid: u64, _: &LaneObs, _: usize, ex: &str| -> Option<Exp> {
        let x = input[gid as usize] as i32;
        let (code, acc) = classify(x);
        Some(match ex {
            "gid" => int(gid as u32),
            "x" | "in[gid]" => int(x),
            "code" => int(code),
            "acc" => int(acc),
            _ => return None,
        })
    };
    let t = check_kernel("nested_divergence", &plan, &model);
    report("nested_divergence", &t);
}

/// atomics.cl after the second barrier (line 52): the LDS histogram every wave of the group
/// has added to, and the scalars.
#[test]
fn atomics_values() {
    let launch = launch_json("atomics");
    let input = arg_ints(&launch, 0);
    let plan = Plan {
        breaks: vec!["break atomics.cl:52".into()],
        end: true,
        continues: 4,
        exprs: |f| {
            is(f, "atomics_global_lds_cas")
                .then(|| vec!["lid", "gid", "v", "fv", "lhist", "lhist[v & 15]", "in[gid]"])
        },
    };
    let model = |_: &Co, gid: u64, _: &LaneObs, _: usize, ex: &str| -> Option<Exp> {
        let gid = gid as usize;
        let lid = gid % 64;
        let v = input[gid] as i32;
        let mut hist = [0i32; 16];
        for x in &input[gid - lid..gid - lid + 64] {
            hist[(*x as i32 & 15) as usize] += 1;
        }
        Some(match ex {
            "lid" => int(lid as u32),
            "gid" => int(gid as u32),
            "v" | "in[gid]" => int(v),
            "fv" => f32x(v as f32 * 0.25),
            "lhist" => ints(&hist),
            "lhist[v & 15]" => int(hist[(v & 15) as usize]),
            _ => return None,
        })
    };
    let t = check_kernel("atomics", &plan, &model);
    report("atomics", &t);
}

/// hip_templates.hip at line 65: the `__shared__` tile, the private window, the `Point`
/// struct, and the results of the template instantiations `scaled_sum<int>` and
/// `scaled_sum<float>`.
#[test]
fn hip_templates_values() {
    let launch = launch_json("hip_templates");
    let input = arg_ints(&launch, 0);
    let inf = arg_floats(&launch, 1);
    let plan = Plan {
        breaks: vec!["break hip_templates.hip:65".into()],
        end: true,
        continues: 4,
        exprs: |f| {
            (f == "hip_template_shared").then(|| {
                vec![
                    "tid",
                    "lid",
                    "tile",
                    "tile[lid]",
                    "window",
                    "window[3]",
                    "p",
                    "p.y",
                    "si",
                    "sf",
                    "in[tid]",
                    "inf[tid]",
                ]
            })
        },
    };
    let model = |_: &Co, gid: u64, _: &LaneObs, _: usize, ex: &str| -> Option<Exp> {
        let tid = gid as usize;
        let lid = tid % 64;
        let tile: Vec<i32> = input[tid - lid..tid - lid + 64]
            .iter()
            .map(|x| *x as i32)
            .collect();
        let window: Vec<i32> = (0..4).map(|k| tile[(lid + k) & 63]).collect();
        let p = (window[0], window[1].wrapping_sub(window[2]));
        let manhattan = p.0.wrapping_abs().wrapping_add(p.1.wrapping_abs());
        let scaled: i32 = window.iter().fold(0i32, |s, w| s.wrapping_add(w * 3));
        let si = scaled
            .wrapping_add(manhattan)
            .wrapping_add(window[3].wrapping_mul(window[3]));
        let base = tid & !3;
        let mut sf = 0.0f32;
        for k in 0..4 {
            sf += inf[base + k] as f32 * 0.5;
        }
        Some(match ex {
            "tid" => int(tid as u32),
            "lid" => int(lid as u32),
            "tile" => ints(&tile),
            "tile[lid]" | "in[tid]" => int(tile[lid]),
            "window" => ints(&window),
            "window[3]" => int(window[3]),
            "p" => agg(vec![int(p.0), int(p.1)]),
            "p.y" => int(p.1),
            "si" => int(si),
            "sf" => f32x(sf),
            "inf[tid]" => f32x(inf[tid] as f32),
            _ => return None,
        })
    };
    let t = check_kernel("hip_templates", &plan, &model);
    report("hip_templates", &t);
}

/// The load addresses following the calls (`s_swappc_b64`) in `function`: its return
/// addresses, in address order.
fn call_returns(co: &Co, function: &str) -> Vec<u64> {
    let path = co.path();
    let out = support::hdb(&["disasm", path.to_str().unwrap()]);
    let text = support::stdout_ok(&out, "hdb disasm");
    let mut inside = false;
    let mut after_call = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.ends_with(">:") {
            inside = line.contains(&format!("<{function}>"));
            after_call = false;
            continue;
        }
        let Some((insn, addr, _)) = support::instruction_lines(line).next() else {
            continue;
        };
        if inside && after_call {
            out.push(LOAD_BASE + hex(addr));
        }
        after_call = inside && insn.starts_with("s_swappc_b64");
    }
    out
}

/// recursion.cl: stopped in the deepest `fib_rec` (line 11), `n` in every frame of the chain
/// (`frame N`) and the kernel's `n`, `a`, `b` and `sq` in the outermost frame.
#[test]
fn recursion_frames() {
    let launch = launch_json("recursion");
    let input = arg_ints(&launch, 0);
    let plan = Plan {
        breaks: vec!["break recursion.cl:11".into()],
        end: false,
        continues: 4,
        exprs: |f| match f {
            "fib_rec" => Some(vec!["n"]),
            f if is(f, "recursive_fib_gcd") => Some(vec!["n", "a", "b", "sq", "sq[n]", "gid"]),
            _ => None,
        },
    };
    let returns: std::cell::RefCell<HashMap<String, Vec<u64>>> = Default::default();
    let model = |co: &Co, gid: u64, obs: &LaneObs, k: usize, ex: &str| -> Option<Exp> {
        let gid = gid as usize;
        let n = (input[gid * 3] as u32) % 16;
        let f = &obs[k];
        if f.function == "fib_rec" {
            // The caller's `n` and its call site: fib_rec(n - 1) is the first call in
            // fib_rec's code, fib_rec(n - 2) the second (at -O0; optimised code recurses
            // differently, and there only 0 <= n <= the caller's n is required).
            let caller = obs.get(k + 1)?;
            let outer = if caller.function == "fib_rec" {
                caller.int("n")?
            } else {
                return Some(int(n));
            };
            let mut r = returns.borrow_mut();
            let calls = r
                .entry(co.name())
                .or_insert_with(|| call_returns(co, "fib_rec"));
            if co.opt == "O0" && calls.len() == 2 {
                let d = if caller.pc == calls[0] { 1 } else { 2 };
                assert!(
                    calls.contains(&caller.pc),
                    "{}: {:#x}",
                    co.name(),
                    caller.pc
                );
                return Some(int(outer - d));
            }
            let mine = f.int("n")?;
            return Some(int(if (0..=outer).contains(&mine) {
                mine
            } else {
                outer
            }));
        }
        Some(match ex {
            "gid" => int(gid as u32),
            "n" => int(n),
            "a" => int(input[gid * 3 + 1] as u32),
            "b" => int(input[gid * 3 + 2] as u32),
            "sq" => ints(&(0..16).map(|i| i * i).collect::<Vec<i32>>()),
            "sq[n]" => int((n * n) as i32),
            _ => return None,
        })
    };
    let t = check_kernel("recursion", &plan, &model);
    report("recursion", &t);
}

/// call_chain.cl: stopped at the start of `mix3`, the kernel's private `state_t s` through
/// the generic pointer each caller passed down (`*s` in every outer frame: a generic address
/// into the lane's private memory), with each frame's `x`, and the kernel's `s` itself.
#[test]
fn call_chain_frames() {
    let launch = launch_json("call_chain");
    let input = arg_ints(&launch, 0);
    let plan = Plan {
        breaks: vec!["break mix3".into()],
        end: false,
        continues: 3,
        exprs: |f| match f {
            "mix3" => Some(vec!["x", "*s", "s->d[2]"]),
            "level2" | "level1" => Some(vec!["x", "*s"]),
            f if is(f, "call_chain") => Some(vec!["s", "gid"]),
            _ => None,
        },
    };
    let model = |_: &Co, gid: u64, obs: &LaneObs, k: usize, ex: &str| -> Option<Exp> {
        let v = input[gid as usize] as i32;
        // Nothing in the chain has written `s` yet at mix3's first line.
        let state = agg(vec![
            int(v),
            int(v.wrapping_mul(7)),
            f32x(v as f32),
            ints(&[v, v.wrapping_add(1), v.wrapping_add(2), v.wrapping_add(3)]),
        ]);
        let f = obs[k].function.as_str();
        Some(match (f, ex) {
            (_, "*s") | (_, "s") => state,
            (_, "gid") => int(gid as u32),
            ("mix3", "x") => int(v.wrapping_mul(2).wrapping_add(1)),
            ("mix3", "s->d[2]") => int(v.wrapping_add(2)),
            ("level2", "x") => int(v.wrapping_mul(2)),
            ("level1", "x") => int(v),
            _ => return None,
        })
    };
    let t = check_kernel("call_chain", &plan, &model);
    report("call_chain", &t);
}

/// spill_calls.cl: stopped in the leaf functions, their arguments and result, mid_mix's
/// sixteen values (live across the call in callee-saved registers and spill slots) one frame
/// up, and the kernel's twenty values two or three frames up.
#[test]
fn spill_calls_frames() {
    let launch = launch_json("spill_calls");
    let input = arg_ints(&launch, 0);
    const T: [&str; 16] = [
        "t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9", "t10", "t11", "t12", "t13",
        "t14", "t15",
    ];
    const V: [&str; 20] = [
        "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13",
        "v14", "v15", "v16", "v17", "v18", "v19",
    ];
    let plan = Plan {
        breaks: vec![
            "break spill_calls.cl:24".into(),
            "break spill_calls.cl:30".into(),
        ],
        end: false,
        continues: 5,
        exprs: |f| match f {
            "leaf_mix" | "leaf_mix2" => Some(vec!["a", "b", "r", "log[0]"]),
            "mid_mix" => {
                let mut v = T.to_vec();
                v.extend(["p[15]", "*p@4"]);
                Some(v)
            }
            "mid_mix_b" => Some(vec!["p[1]"]),
            f if is(f, "noinline_calls_spill") => {
                let mut v = V.to_vec();
                v.extend(["gid", "p[19]", "*p@20"]);
                Some(v)
            }
            _ => None,
        },
    };
    let model = |_: &Co, gid: u64, obs: &LaneObs, k: usize, ex: &str| -> Option<Exp> {
        let gid = gid as usize;
        let f = &obs[k];
        let kernel = obs.last()?;
        let base = gid * 20;
        if is(&kernel.function, "noinline_calls_spill") && k + 1 == obs.len() {
            return Some(match ex {
                "gid" => int(gid as u32),
                "p[19]" => int(input[base + 19]),
                "*p@20" => ints(&input[base..base + 20]),
                v => int(input[base + V.iter().position(|x| *x == v)?]),
            });
        }
        // mid(log, p) on line 67, mid(log, p + 4) on line 68.
        let off = match kernel.line {
            67 => 0,
            68 => 4,
            _ => return None,
        };
        let t = |i: usize| input[base + off + i] as i32;
        match f.function.as_str() {
            "mid_mix" => Some(match ex {
                "p[15]" => int(t(15)),
                "*p@4" => ints(&[t(0), t(1), t(2), t(3)]),
                v => int(t(T.iter().position(|x| *x == v)?)),
            }),
            "mid_mix_b" => Some(int(t(1))),
            leaf => {
                let a = t(0).wrapping_add(t(1));
                let b = t(2).wrapping_add(t(3));
                let r = if leaf == "leaf_mix" {
                    a.wrapping_mul(31) ^ b.wrapping_add(17)
                } else {
                    a.wrapping_mul(29).wrapping_add(b ^ 0x5a5a)
                };
                Some(match ex {
                    "a" => int(a),
                    "b" => int(b),
                    "r" => int(r),
                    // log[0] is stored on line 24/30 itself: not yet.
                    _ => return None,
                })
            }
        }
    };
    let t = check_kernel("spill_calls", &plan, &model);
    report("spill_calls", &t);
}

// ------------------------------------------------------------------------------ stepping

/// The source lines one work-item of nested_divergence.cl executes, in order.
fn nested_trace(x: i32) -> Vec<u64> {
    let (code, _) = classify(x);
    let mut t = vec![12, 13, 16];
    if x > 0 {
        t.push(17);
        if x & 1 != 0 {
            t.push(18);
            t.push(if x > 100 { 19 } else { 21 });
        } else {
            t.push(23);
            t.push(if (x & 6) == 4 { 24 } else { 26 });
        }
    } else {
        t.push(29);
        t.push(20 + code as u64);
    }
    t.extend([37, 38]);
    if code < 10 {
        t.push(39);
        for i in 0..(x & 31) {
            t.push(40);
            if i % code == 0 {
                t.push(41);
            } else {
                t.push(42);
                t.push(if i > 20 { 43 } else { 45 });
            }
            t.push(39);
        }
    } else {
        t.push(48);
        let mut i = code;
        while i > 0 {
            t.push(49);
            t.push(48);
            i -= 3;
        }
    }
    t.extend([52, 53, 54]);
    t
}

/// The source lines one work-item of divergence.cl executes, in order.
fn divergence_trace(v: u32, table: &[i64]) -> Vec<u64> {
    let mut t = vec![14, 15, 19, if v & 1 != 0 { 20 } else { 22 }, 25, 26, 27];
    let mut steps = 0;
    let mut c = if v == 0 { 1 } else { v };
    while c != 1 && steps < 1000 {
        t.push(28);
        if c & 1 != 0 {
            t.push(29);
            c = c.wrapping_mul(3).wrapping_add(1);
        } else {
            t.push(31);
            c >>= 1;
        }
        t.extend([32, 27]);
        steps += 1;
    }
    t.extend([36, 37]);
    for x in table {
        t.push(38);
        if *x as i32 == v as i32 {
            t.extend([39, 40]);
            break;
        }
        t.push(37);
    }
    t.extend([45, 46]);
    for i in 0..(v % 17) {
        t.push(47);
        t.push(if (i + v).is_multiple_of(3) { 48 } else { 50 });
        t.push(46);
    }
    t.extend([53, 54, 55, 56]);
    t
}

/// `lane N` then `next` until the wave ends: every `next` must end, stop with the lane still
/// selected, on a line the lane executes (never inside a branch it does not take), and at
/// -O0 in the lane's order (a branch's `if`/`switch`/`for` line may come back where the
/// branches join: the line table gives the join's exec-mask restore that line).
fn check_stepping(
    kernel: &'static str,
    start: &str,
    lanes: &[u32],
    nexts: usize,
    trace: &dyn Fn(u64) -> Vec<u64>,
) {
    let dir = tempfile::tempdir().unwrap();
    let src: Vec<String> = std::fs::read_to_string(
        support::corpus()
            .join("src")
            .join(start.split(':').next().unwrap()),
    )
    .unwrap()
    .lines()
    .map(str::to_string)
    .collect();
    let header = |line: u64| {
        let t = src[line as usize - 1].trim_start();
        ["if ", "if(", "switch", "for ", "for(", "while", "} else"]
            .iter()
            .any(|k| t.starts_with(k))
    };
    // A line that is only `}` closes the block opened on `opener[line]`.
    let mut opener = HashMap::new();
    let mut stack = Vec::new();
    for (i, l) in src.iter().enumerate() {
        for c in l.chars() {
            match c {
                '{' => stack.push(i as u64 + 1),
                '}' => {
                    let o = stack.pop().unwrap_or(0);
                    if l.trim() == "}" {
                        opener.insert(i as u64 + 1, o);
                    }
                }
                _ => {}
            }
        }
    }
    // The lines a lane may stop on: its own, and the `}` of the blocks it runs (a loop's or
    // function's when it runs the opening line, an if's when it runs the block's first line).
    let allowed = |want: &[u64]| -> BTreeSet<u64> {
        let mut set: BTreeSet<u64> = want.iter().copied().collect();
        for (close, open) in &opener {
            let o = src[*open as usize - 1].trim_start();
            let runs = if o.starts_with("if") || o.starts_with("} else") {
                set.contains(&(open + 1))
            } else {
                set.contains(open)
            };
            if runs {
                set.insert(*close);
            }
        }
        set
    };
    let file = start.split(':').next().unwrap();
    let mut failures = Vec::new();
    let mut steps = 0;
    for (i, co) in all_code_objects(kernel).into_iter().enumerate() {
        // Each code object steps one lane; together they take every path.
        let lane = lanes[i % lanes.len()];
        let mut cmds = vec![
            format!("break {start}"),
            "run".into(),
            "delete".into(),
            format!("lane {lane}"),
        ];
        for _ in 0..nexts {
            cmds.push("next".into());
            cmds.push("print/x $exec".into());
        }
        let lines = debug(&co, dir.path(), &cmds);
        let lane_line = &lines[3];
        assert!(ok(lane_line), "{}: {}", co.name(), output(lane_line));
        let gid = gid_of_lane_output(output(lane_line), 64);
        let want = trace(gid);
        let lane_set = allowed(&want);
        let mut visited: Vec<u64> = Vec::new();
        let mut last_func = String::new();
        let mut ended = false;
        let here = format!("{}: lane {lane} (gid {gid})", co.name());
        for pair in lines[4..].chunks(2) {
            let l = &pair[0];
            if !ok(l) || output(l).contains("exited") {
                ended = true;
                break;
            }
            let Some(s) = l.get("stop") else {
                failures.push(format!("{here}: `next` without a stop: {}", output(l)));
                break;
            };
            steps += 1;
            if s["lane"].as_u64() != Some(u64::from(lane)) || s["thread"].as_u64() != Some(1) {
                failures.push(format!(
                    "{here}: `next` stopped in thread {} lane {}: {}",
                    s["thread"],
                    s["lane"],
                    output(l).trim()
                ));
                break;
            }
            let line = s["frame"]["line"].as_u64().unwrap_or(0);
            let f = s["frame"]["file"].as_str().unwrap_or("");
            let exec = pair[1]
                .get("value")
                .and_then(|v| v["text"].as_str())
                .and_then(|t| u64::from_str_radix(t.trim_start_matches("0x"), 16).ok());
            let Some(exec) = exec else {
                failures.push(format!("{here}: print/x $exec: {}", output(&pair[1])));
                break;
            };
            let active = exec >> lane & 1 == 1;
            if !f.ends_with(file) {
                failures.push(format!(
                    "{here}: `next` stopped in an inlined function at {f}:{line} (gdb's `next` steps over inlined calls); visited {visited:?}"
                ));
                continue;
            }
            if !active {
                failures.push(format!(
                    "{here}: `next` stopped on line {line} where the lane is inactive (a branch it does not take); visited {visited:?}"
                ));
            } else if co.opt == "O0" && !lane_set.contains(&line) && !header(line) {
                // (Optimised code runs both sides of a small if with the lanes active and
                // selects: there an active lane may stop on the other side's line.)
                failures.push(format!(
                    "{here}: `next` stopped on line {line}, which the lane does not execute (its lines: {want:?}); visited {visited:?}"
                ));
            }
            let func = s["frame"]["function"].as_str().unwrap_or("").to_string();
            // (clang22 -O0's kernel body returns into its stub, on the same line.)
            if visited.last() == Some(&line) && last_func == func {
                failures.push(format!(
                    "{here}: `next` stopped on line {line} again (gdb keeps stepping while the line is the same); visited {visited:?}"
                ));
            }
            visited.push(line);
            last_func = func;
        }
        if kernel == "nested_divergence" && !ended {
            failures.push(format!(
                "{here}: {nexts} `next`s did not reach the kernel's end: {visited:?}"
            ));
        }
        if co.opt == "O0" {
            // In order: a subsequence of the lane's lines, but for the joins.
            let mut at = 0;
            let mut seen = BTreeSet::new();
            for (k, line) in visited.iter().enumerate() {
                // A branch's line seen before comes back where its branches join: it is the
                // lane's next line only if the trace has it right there.
                let horizon = if header(*line) && seen.contains(line) {
                    (at + 1).min(want.len())
                } else {
                    want.len()
                };
                match want[at..horizon].iter().position(|x| x == line) {
                    Some(p) => at += p + 1,
                    None if (header(*line) && seen.contains(line))
                        || src[*line as usize - 1].trim_start().starts_with("} else")
                        || (opener.contains_key(line) && lane_set.contains(line)) => {}
                    None => {
                        failures.push(format!(
                            "{here}: step {k} on line {line} is out of the lane's order {want:?}; visited {visited:?}"
                        ));
                        break;
                    }
                }
                seen.insert(*line);
            }
        }
    }
    eprintln!("{kernel}: {steps} `next`s checked");
    let (known, failures): (Vec<_>, Vec<_>) = failures.into_iter().partition(|m| {
        KNOWN_BUGS
            .iter()
            .any(|(pat, what)| matches(m, pat) && matches(m, what))
    });
    for k in &known {
        eprintln!("  known bug: {k}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn nested_divergence_stepping() {
    let launch = launch_json("nested_divergence");
    let input = arg_ints(&launch, 0);
    // Lanes 0..7 take the eight paths (codes 10, 1, 3, 4, 11, 12, 13, 2).
    check_stepping(
        "nested_divergence",
        "nested_divergence.cl:13",
        &[0, 1, 2, 3, 4, 5, 6, 7],
        80,
        &|gid| nested_trace(input[gid as usize] as i32),
    );
}

#[test]
fn divergence_stepping() {
    let launch = launch_json("divergence");
    let input = arg_ints(&launch, 0);
    let table = arg_ints(&launch, 1);
    // v = 0 (even, not in the table) and v = 1 (odd, found last); lane 2 (v = 27) spends
    // its steps in the Collatz loop.
    check_stepping("divergence", "divergence.cl:15", &[0, 1, 2], 50, &|gid| {
        divergence_trace(input[gid as usize] as u32, &table)
    });
}

/// hip_templates.hip in the template instantiations `scaled_sum<int>` and
/// `scaled_sum<float>` (line 44, after the loop): the `Accum<T, 4>` object, the arguments,
/// the array through the pointer, and the kernel's window one frame up.
#[test]
fn hip_template_instances() {
    let launch = launch_json("hip_templates");
    let input = arg_ints(&launch, 0);
    let inf = arg_floats(&launch, 1);
    let plan = Plan {
        breaks: vec!["break hip_templates.hip:44".into()],
        end: false,
        continues: 4,
        exprs: |f| {
            if f.contains("scaled_sum<") {
                Some(vec![
                    "n",
                    "scale",
                    "acc",
                    "acc.count",
                    "acc.vals[2]",
                    "*p@4",
                    "p[3]",
                ])
            } else if f == "hip_template_shared" {
                Some(vec!["window", "tid"])
            } else {
                None
            }
        },
    };
    let model = |_: &Co, gid: u64, obs: &LaneObs, k: usize, ex: &str| -> Option<Exp> {
        let tid = gid as usize;
        let lid = tid % 64;
        let window: Vec<i32> = (0..4)
            .map(|k| input[tid - lid + ((lid + k) & 63)] as i32)
            .collect();
        let f = &obs[k].function;
        if f == "hip_template_shared" {
            return Some(match ex {
                "window" => ints(&window),
                "tid" => int(tid as u32),
                _ => return None,
            });
        }
        let base = tid & !3;
        if f.contains("scaled_sum<int>") {
            let vals: Vec<i32> = window.iter().map(|w| w * 3).collect();
            Some(match ex {
                "n" | "acc.count" => int(4),
                "scale" => int(3),
                "acc" => agg(vec![ints(&vals), int(4)]),
                "acc.vals[2]" => int(vals[2]),
                "*p@4" => ints(&window),
                "p[3]" => int(window[3]),
                _ => return None,
            })
        } else if f.contains("scaled_sum<float>") {
            let p: Vec<f32> = (0..4).map(|k| inf[base + k] as f32).collect();
            let vals: Vec<Exp> = p.iter().map(|x| f32x(x * 0.5)).collect();
            Some(match ex {
                "n" | "acc.count" => int(4),
                "scale" => f32x(0.5),
                "acc" => agg(vec![agg(vals), int(4)]),
                "acc.vals[2]" => f32x(p[2] * 0.5),
                "*p@4" => agg(p.iter().map(|x| f32x(*x)).collect()),
                "p[3]" => f32x(p[3]),
                _ => return None,
            })
        } else {
            None
        }
    };
    let t = check_kernel("hip_templates", &plan, &model);
    report("hip_templates (scaled_sum<T>)", &t);
}

/// HIP's C++ names: a breakpoint on a template function by its source name, and the frame
/// line as gdb prints it (`#0  scaled_sum<int> (p=…, n=4, scale=3) at …`: the demangled
/// name without return type and parameter types).
#[test]
fn hip_template_names() {
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for co in all_code_objects("hip_templates") {
        let cmds: Vec<String> = [
            "break scaled_sum<float>",
            "break scaled_sum",
            "break hip_templates.hip:44",
            "run",
            "bt",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let lines = debug(&co, dir.path(), &cmds);
        for l in &lines[..2] {
            if !ok(l) {
                failures.push(format!(
                    "{}: `{}`: {}",
                    co.name(),
                    l["command"].as_str().unwrap_or(""),
                    output(l).trim()
                ));
            }
        }
        let bt = output(&lines[4]);
        let first = bt.lines().next().unwrap_or("");
        if !(first.starts_with("#0  scaled_sum<int> (")
            || first.starts_with("#0  scaled_sum<float> ("))
        {
            failures.push(format!(
                "{}: bt: `{first}`, gdb prints `#0  scaled_sum<int> (p=…`",
                co.name()
            ));
        }
    }
    let (known, failures): (Vec<_>, Vec<_>) = failures.into_iter().partition(|m| {
        KNOWN_BUGS
            .iter()
            .any(|(pat, what)| matches(m, pat) && matches(m, what))
    });
    for k in &known {
        eprintln!("  known bug: {k}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A per-lane breakpoint condition: `break arith.cl:55 if gid == 70` stops once, in the wave
/// of work-item 70, with that lane selected, where `gid` and `x` are 70's. Where the DWARF
/// gives `gid` no location the condition cannot be tested, and the stop says so.
#[test]
fn conditional_breakpoint_selects_the_lane() {
    let launch = launch_json("arith");
    let in_i = arg_ints(&launch, 0);
    let dir = tempfile::tempdir().unwrap();
    let mut dwarf = Dwarf {
        cache: HashMap::new(),
    };
    let mut failures = Vec::new();
    let mut checked = 0;
    for co in all_code_objects("arith") {
        let cmds: Vec<String> = [
            "break arith.cl:55 if gid == 70",
            "run",
            "print gid",
            "print x",
            "print $_lane",
            "continue",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let lines = debug(&co, dir.path(), &cmds);
        let run = &lines[1];
        let Some(stop) = run.get("stop") else {
            failures.push(format!("{}: no stop: {}", co.name(), output(run)));
            continue;
        };
        let pc = hex(stop["pc"].as_str().unwrap());
        let gid_has_loc = dwarf
            .vars(&co, pc - LOAD_BASE)
            .get("gid")
            .is_some_and(|v| v.has);
        if !gid_has_loc {
            if !output(run).contains("Error in testing condition") {
                failures.push(format!(
                    "{}: `gid` has no location at {pc:#x} but the stop does not report the condition's error: {}",
                    co.name(),
                    output(run)
                ));
            }
            continue;
        }
        let wave = u64::from(co.wave());
        let want_thread = 70 / wave + 1;
        let want_lane = 70 % wave;
        let lanes: Vec<u64> = stop["lanes"]
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_u64).collect())
            .unwrap_or_default();
        if stop["thread"].as_u64() != Some(want_thread)
            || stop["lane"].as_u64() != Some(want_lane)
            || lanes != [want_lane]
        {
            failures.push(format!(
                "{}: stop in thread {} lane {} lanes {lanes:?}, want thread {want_thread} lane {want_lane} alone",
                co.name(),
                stop["thread"],
                stop["lane"]
            ));
        }
        let x_has_loc = dwarf
            .vars(&co, pc - LOAD_BASE)
            .get("x")
            .is_some_and(|v| v.has);
        for (i, want) in [(2, 70i64), (3, in_i[70]), (4, want_lane as i64)] {
            if i == 3 && !x_has_loc {
                if output(&lines[i]) != "$2 = <optimized out>\n" {
                    failures.push(format!(
                        "{}: `x` has no location at {pc:#x}: {}",
                        co.name(),
                        output(&lines[i])
                    ));
                }
                continue;
            }
            let got = lines[i]
                .get("value")
                .and_then(|v| v["text"].as_str())
                .and_then(|t| t.parse::<i64>().ok());
            checked += 1;
            if got != Some(want) {
                failures.push(format!(
                    "{}: `{}` = {}, want {want}",
                    co.name(),
                    cmds[i],
                    output(&lines[i]).trim()
                ));
            }
        }
        if lines[5]
            .get("stop")
            .is_some_and(|s| s.get("thread").is_some())
        {
            failures.push(format!(
                "{}: a second stop although only work-item 70 has gid == 70: {}",
                co.name(),
                output(&lines[5])
            ));
        }
    }
    eprintln!("conditional breakpoint: {checked} values checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `frame N` past the outermost frame: gdb says `No frame at level N.` whatever N.
#[test]
fn frame_past_the_outermost() {
    let dir = tempfile::tempdir().unwrap();
    let co = Co {
        kernel: "spill_calls",
        producer: "rocm22",
        target: "gfx90a",
        opt: "O2",
    };
    let cmds: Vec<String> = ["break spill_calls.cl:24", "run", "bt", "frame 3", "frame 4"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let lines = debug(&co, dir.path(), &cmds);
    let frames = frames_of(&lines[2]).len();
    assert_eq!(frames, 3, "{}", output(&lines[2]));
    let mut failures = Vec::new();
    for l in &lines[3..] {
        let n = l["command"].as_str().unwrap().trim_start_matches("frame ");
        if ok(l) || output(l) != format!("No frame at level {n}.\n") {
            failures.push(format!("`frame {n}` with {frames} frames: {:?}", output(l)));
        }
    }
    let (known, failures): (Vec<_>, Vec<_>) = failures.into_iter().partition(|m| {
        KNOWN_BUGS
            .iter()
            .any(|(pat, what)| matches(m, pat) && matches(m, what))
    });
    for k in &known {
        eprintln!("  known bug: {k}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// clang-19's -O2 `picked` (`arr[idx] + arr[31 - idx]`) at 0x1a2c is
/// `DW_OP_bregx VGPR0 +0, DW_OP_bregx VGPR6 +0, DW_OP_plus, …, DW_OP_stack_value`: arithmetic on
/// whole vector registers, which upstream clang writes without lane selection. Each register
/// is the focused lane's dword; read as the register's first bytes, every lane showed lane
/// 0's sum.
#[test]
fn a_sum_of_whole_vector_registers_is_each_lanes_own() {
    let launch = launch_json("private_array");
    let input = arg_ints(&launch, 0);
    let picked = |lane: usize| {
        let v = input[lane] as i32;
        let arr = |i: i32| v.wrapping_mul(i).wrapping_add(i ^ 5);
        let idx = v & 31;
        arr(idx).wrapping_add(arr(31 - idx))
    };
    let out = support::hdb(&[
        "debug",
        "--launch",
        &support::corpus()
            .join("launch/private_array.json")
            .to_string_lossy(),
        "-batch",
        "-ex",
        "break *0x1a2c",
        "-ex",
        "run",
        "-ex",
        "lane 1",
        "-ex",
        "print picked",
        "-ex",
        "lane 2",
        "-ex",
        "print picked",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(picked(1) != picked(0) && picked(2) != picked(0));
    assert!(
        text.contains(&format!("$1 = {}\n", picked(1))),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains(&format!("$2 = {}\n", picked(2))), "{text}");
}
