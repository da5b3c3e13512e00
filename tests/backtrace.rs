//! `hdb run --break LOCATION --backtrace`: run corpus kernels in the simulator to a breakpoint
//! in their deepest noinline or recursive function and check the whole backtrace — function
//! names, source lines (the call sites, found by searching the source for the call
//! expressions), CFAs and how each frame was unwound — for AMD's compiler (CFI on every
//! frame) and upstream clang (empty FDEs: the prologue-analysis fallback).

use crate::support;

use std::path::{Path, PathBuf};

use serde_json::Value;

const TARGETS: [&str; 3] = ["gfx90a", "gfx942", "gfx1100"];

/// (toolchain, method every non-kernel frame must report).
const TOOLCHAINS: [(&str, &str); 2] = [("rocm22", "cfi"), ("clang19", "fallback")];

/// The source of a corpus kernel.
fn source(name: &str) -> Vec<String> {
    let path = support::corpus().join("src").join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(str::to_string)
        .collect()
}

/// The 1-based lines containing `needle` (after the first line containing `after`, if given).
fn lines_with(src: &[String], needle: &str, after: Option<&str>) -> Vec<u64> {
    let start = after.map_or(0, |a| {
        src.iter()
            .position(|l| l.contains(a))
            .unwrap_or_else(|| panic!("no `{a}` in the source"))
    });
    let out: Vec<u64> = src
        .iter()
        .enumerate()
        .skip(start)
        .filter(|(_, l)| l.contains(needle))
        .map(|(i, _)| i as u64 + 1)
        .collect();
    assert!(!out.is_empty(), "no `{needle}` in the source");
    out
}

/// A launch file for `toolchain/target/kernel-opt.hsaco` with the arguments of the corpus
/// launch file `corpus/launch/<launch>.json` (or `args`), written to a temporary folder.
fn launch_file(
    launch: &str,
    toolchain: &str,
    target: &str,
    opt: &str,
    args: Option<Value>,
) -> (PathBuf, Value) {
    let base = support::corpus()
        .join("launch")
        .join(format!("{launch}.json"));
    let mut v: Value = serde_json::from_str(&std::fs::read_to_string(&base).unwrap()).unwrap();
    let co = support::corpus()
        .join(toolchain)
        .join(target)
        .join(format!("{launch}-{opt}.hsaco"));
    v["code_object"] = Value::String(co.canonicalize().unwrap().display().to_string());
    if let Some(a) = args {
        v["args"] = a;
    }
    let dir = std::env::temp_dir().join(format!("hdb-backtrace-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!(
        "{launch}-{toolchain}-{target}-{opt}-{}.json",
        v["args"].to_string().len()
    ));
    std::fs::write(&path, v.to_string()).unwrap();
    (path, v)
}

/// Runs `hdb run --launch FILE --break LOCATION --backtrace --json` and returns the JSON.
fn backtrace(file: &Path, location: &str, what: &str) -> Value {
    let out = support::hdb(&[
        "run",
        "--launch",
        file.to_str().unwrap(),
        "--break",
        location,
        "--backtrace",
        "--json",
        "--lane",
        "0",
    ]);
    assert!(
        out.status.success(),
        "{what}: hdb failed ({:?}): {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{what}: not JSON: {e}"))
}

/// The first global work-item id of the stopped wave, from `AMDGPU Wave a:q:d:w (x,y,z)/n`.
fn first_item(wave: &str, block: u64, lanes: u64) -> u64 {
    let ids = wave.split_once('(').unwrap().1;
    let (group, rest) = ids.split_once(')').unwrap();
    let x: u64 = group.split(',').next().unwrap().parse().unwrap();
    let n: u64 = rest.trim_start_matches('/').parse().unwrap();
    x * block + n * lanes
}

fn lanes_of(target: &str) -> u64 {
    if target.starts_with("gfx11") {
        32
    } else {
        64
    }
}

fn hex(v: &Value) -> u64 {
    u64::from_str_radix(v.as_str().unwrap().trim_start_matches("0x"), 16).unwrap()
}

/// The checks every backtrace passes: the kernel is the outermost frame and the walk says
/// so, every non-kernel frame was unwound with `method`, CFAs are in private_wave and do not
/// grow toward the caller (the AMDGPU stack grows upward, so a caller's CFA is below its
/// callee's; strictly between non-kernel frames), and each frame names its file.
fn common(bt: &Value, kernel: &str, file: &str, method: &str, what: &str) {
    assert_eq!(bt["status"], "stopped", "{what}");
    assert_eq!(bt["end"], "outermost", "{what}: {bt}");
    let frames = bt["frames"].as_array().unwrap();
    let last = frames.last().unwrap();
    assert_eq!(last["function"], kernel, "{what}");
    let mut prev: Option<u64> = None;
    for (i, f) in frames.iter().enumerate() {
        assert_eq!(f["index"], i, "{what}");
        assert!(
            f["file"].as_str().unwrap_or("").ends_with(file),
            "{what}: frame {i} file {}",
            f["file"]
        );
        assert_eq!(
            f["cfa"]["address_space"], "private_wave",
            "{what}: frame {i}"
        );
        let cfa = hex(&f["cfa"]["address"]);
        if let Some(p) = prev {
            if i + 1 < frames.len() {
                assert!(cfa < p, "{what}: frame {i} CFA {cfa:#x} !< callee's {p:#x}");
            } else {
                assert!(cfa <= p, "{what}: kernel CFA {cfa:#x} > callee's {p:#x}");
            }
        }
        prev = Some(cfa);
        if i + 1 < frames.len() {
            assert_eq!(f["method"], method, "{what}: frame {i}");
            // Every callee frame recovers its caller's PC for the chosen lane.
            let pc = &f["registers"]["pc"];
            assert!(
                hex(pc).is_multiple_of(4) && hex(pc) != 0,
                "{what}: frame {i} recovered pc {pc}"
            );
        }
    }
}

/// `fib_rec`, the recursive function that survives -O2: at -O0 a breakpoint on its base case
/// (`return n;`) is first reached at the deepest level of the wave's recursion — a wave
/// recurses while any lane still needs to, so the depth is the largest `n = in[3*gid] % 16`
/// of the wave's lanes (at least 1): that many `fib_rec` frames, the innermost at the base
/// case and the others at the `fib_rec(n - 1)` call, then the kernel at `fib_rec(n)`. At -O2
/// the breakpoint is the function itself (its first call: one `fib_rec` frame).
#[test]
fn recursion_backtraces() {
    let src = source("recursion.cl");
    let decl = lines_with(&src, "uint fib_rec(uint n)", None)[0];
    let base_case = lines_with(&src, "return n;", Some("uint fib_rec(uint n)"))[0];
    let recursive_call = lines_with(&src, "fib_rec(n - 1)", None)[0];
    let kernel_call = lines_with(&src, "= fib_rec(n);", None)[0];
    let kernel = "recursive_fib_gcd";
    for target in TARGETS {
        for (toolchain, method) in TOOLCHAINS {
            for opt in ["O0", "O2"] {
                let what = format!("{toolchain}/{target}/recursion-{opt}");
                let (file, launch) = launch_file("recursion", toolchain, target, opt, None);
                let location = if opt == "O0" {
                    format!("recursion.cl:{base_case}")
                } else {
                    "fib_rec".to_string()
                };
                let bt = backtrace(&file, &location, &what);
                common(&bt, kernel, "recursion.cl", method, &what);
                let frames = bt["frames"].as_array().unwrap();
                let depth = if opt == "O0" {
                    let data: Vec<u64> = launch["args"][0]["buffer"]["data"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|x| x.as_u64().unwrap())
                        .collect();
                    let block = launch["block"][0].as_u64().unwrap();
                    let lanes = lanes_of(target);
                    let first = first_item(bt["wave"].as_str().unwrap(), block, lanes);
                    (first..first + lanes)
                        .map(|gid| (data[gid as usize * 3] % 16).max(1))
                        .max()
                        .unwrap() as usize
                } else {
                    1
                };
                let names: Vec<&str> = frames
                    .iter()
                    .map(|f| f["function"].as_str().unwrap_or("??"))
                    .collect();
                let mut expected = vec!["fib_rec"; depth];
                expected.push(kernel);
                assert_eq!(names, expected, "{what}: functions");
                let lines: Vec<u64> = frames.iter().map(|f| f["line"].as_u64().unwrap()).collect();
                let mut expected = vec![if opt == "O0" { base_case } else { decl }];
                expected.extend(std::iter::repeat_n(recursive_call, depth - 1));
                expected.push(kernel_call);
                assert_eq!(lines, expected, "{what}: lines");
            }
        }
    }
}

/// Configurations whose spill_calls walk reaches the kernel only by redoing a frame by
/// prologue analysis, and that frame: ROCm -O2 on gfx1100, frame 1 (`mid_mix`). Its CFI
/// describes only the last of the 18 callee-saved VGPR spills (v75; `llvm-dwarfdump
/// --debug-frame` shows the same), so by the CFI v40, which holds `mid_mix_b`'s return
/// address in lanes 14/15, is "same value" although `mid_mix` clobbered it: a producer bug.
/// `mid_mix_b`'s CFI and fallback then both give a bad return address, and the unwinder
/// redoes `mid_mix` by prologue analysis (`fallback_after_undescribed_save`), which finds
/// v40 in its scratch slot. Every other frame of every configuration is unwound by CFI.
const SPILL_UNDESCRIBED_SAVE: [(&str, &str, &str, usize); 1] = [("rocm22", "gfx1100", "O2", 1)];

/// `spill_calls`: the kernel calls `mid_mix` directly or through `mid_mix_b` (an indirect
/// call picked per lane), and `mid_mix` calls the leaf `leaf_mix2` (also indirectly). A
/// breakpoint on the leaf shows leaf → mid_mix → [mid_mix_b →] kernel with each caller at its
/// call expression.
#[test]
fn spill_calls_backtraces() {
    let src = source("spill_calls.cl");
    let leaf_decl = lines_with(&src, "int leaf_mix2(", None)[0];
    let leaf_call = lines_with(&src, "leaf(log, ", None)[0];
    let mid_call = lines_with(&src, "return mid_mix(log, p)", None)[0];
    let kernel_calls = lines_with(&src, "= mid(log + gid * 2, p", None);
    assert_eq!(kernel_calls.len(), 2);
    let kernel = "noinline_calls_spill";
    for target in TARGETS {
        for (toolchain, method) in TOOLCHAINS {
            for opt in ["O0", "O2"] {
                let what = format!("{toolchain}/{target}/spill_calls-{opt}");
                let (file, _) = launch_file("spill_calls", toolchain, target, opt, None);
                let mut bt = backtrace(&file, "leaf_mix2", &what);
                let redone = SPILL_UNDESCRIBED_SAVE
                    .iter()
                    .find(|c| (c.0, c.1, c.2) == (toolchain, target, opt))
                    .map(|c| c.3);
                if let Some(i) = redone {
                    let f = &mut bt["frames"][i];
                    assert_eq!(f["function"], "mid_mix", "{what}: frame {i}");
                    assert_eq!(
                        f["method"], "fallback_after_undescribed_save",
                        "{what}: frame {i}"
                    );
                    // The rest is checked as for every frame (the others must be CFI).
                    f["method"] = method.into();
                }
                common(&bt, kernel, "spill_calls.cl", method, &what);
                let frames = bt["frames"].as_array().unwrap();
                let names: Vec<&str> = frames
                    .iter()
                    .map(|f| f["function"].as_str().unwrap_or("??"))
                    .collect();
                let lines: Vec<u64> = frames.iter().map(|f| f["line"].as_u64().unwrap()).collect();
                let (mut want_names, mut want_lines) =
                    (vec!["leaf_mix2", "mid_mix"], vec![leaf_decl, leaf_call]);
                if names.len() == 4 {
                    want_names.push("mid_mix_b");
                    want_lines.push(mid_call);
                }
                want_names.push(kernel);
                assert_eq!(names, want_names, "{what}: functions");
                assert_eq!(&lines[..lines.len() - 1], &want_lines[..], "{what}: lines");
                assert!(
                    kernel_calls.contains(lines.last().unwrap()),
                    "{what}: kernel line {} is not a call of mid ({kernel_calls:?})",
                    lines.last().unwrap()
                );
            }
        }
    }
}

/// The text layout: gdb's frame lines, the CFA and method under each, and the end.
#[test]
fn text_output() {
    let (file, _) = launch_file("recursion", "rocm22", "gfx90a", "O2", None);
    let out = support::hdb(&[
        "run",
        "--launch",
        file.to_str().unwrap(),
        "--break",
        "fib_rec",
        "--backtrace",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("stopped: AMDGPU Wave "), "{text}");
    assert!(
        lines[1].starts_with("#0  0x") && lines[1].contains(" in fib_rec () at src/recursion.cl:"),
        "{text}"
    );
    assert!(
        lines[2].starts_with("    CFA private_wave#0x") && lines[2].ends_with("(cfi)"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("#1  0x") && lines[3].contains(" in recursive_fib_gcd () at "),
        "{text}"
    );
    assert_eq!(
        lines.last().unwrap(),
        &"end: outermost frame (kernel)",
        "{text}"
    );
}

/// A location that names nothing: exit 1, naming it.
#[test]
fn bad_location() {
    let (file, _) = launch_file("recursion", "clang19", "gfx90a", "O0", None);
    for location in ["no_such_function", "nosuchfile.cl:3", "*0x7fffffff"] {
        let out = support::hdb(&[
            "run",
            "--launch",
            file.to_str().unwrap(),
            "--break",
            location,
            "--backtrace",
        ]);
        assert_eq!(out.status.code(), Some(1), "{location}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(location), "{location}: {err}");
        assert!(out.stdout.is_empty());
    }
}

/// A location the kernel never reaches: with every `n` below 2, `fib_rec` never recurses,
/// so its recursive call line never runs; the kernel completes and `hdb` exits 2 saying so.
#[test]
fn location_never_reached() {
    let src = source("recursion.cl");
    let recursive_call = lines_with(&src, "fib_rec(n - 1)", None)[0];
    let args = serde_json::json!([
        {"buffer": {"type": "u32", "count": 384, "fill": 0}},
        {"buffer": {"type": "u32", "count": 384, "fill": 0}}
    ]);
    for toolchain in ["rocm22", "clang19"] {
        let (file, _) = launch_file("recursion", toolchain, "gfx90a", "O2", Some(args.clone()));
        let location = format!("recursion.cl:{recursive_call}");
        let out = support::hdb(&[
            "run",
            "--launch",
            file.to_str().unwrap(),
            "--break",
            &location,
            "--backtrace",
        ]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{toolchain}: {err}");
        assert!(
            err.contains("completed without reaching") && err.contains(&location),
            "{toolchain}: {err}"
        );
    }
}
