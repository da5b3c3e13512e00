//! `hdb run` end to end: every corpus kernel, for every producer, target and optimisation
//! level, runs in the simulator from its launch file (`corpus/launch/<kernel>.json`, with the
//! code object path substituted) and its output buffers are compared with a host reference
//! written in Rust below: bit-exact for integers; floats within a relative 1e-5 (the kernels
//! are compiled with contraction allowed and OpenCL's relaxed f32 division, so a device result
//! may differ from the host's in the last bits; see each reference).
//!
//! The test prints the whole matrix (pass, or the failure reason) and asserts a floor of
//! passing combinations that only goes up.

use crate::support;

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::Value;

const PRODUCERS: [&str; 3] = ["clang19", "clang22", "rocm22"];
const TARGETS: [&str; 6] = [
    "gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200",
];
const KERNELS: [&str; 10] = [
    "arith",
    "divergence",
    "nested_divergence",
    "lds_reduce",
    "private_array",
    "atomics",
    "int64_double",
    "recursion",
    "spill_calls",
    "hip_templates",
];

/// Passing (producer, target, kernel, opt) combinations must not drop below this.
const FLOOR: usize = 360;

/// An expected output buffer.
enum Expect {
    /// Exact integers.
    Ints(Vec<i128>),
    /// Floats within a relative tolerance.
    Floats(Vec<f64>, f64),
    /// The values, sorted, must equal these.
    Permutation(Vec<i128>),
}

/// The launch's input arguments, materialised.
struct Inputs {
    args: Vec<Vec<f64>>,
    ints: Vec<Vec<i128>>,
    values: Vec<i128>,
    n: usize,
    block: usize,
}

fn materialise(launch: &Value) -> Inputs {
    let mut args = Vec::new();
    let mut ints = Vec::new();
    let mut values = Vec::new();
    for a in launch["args"].as_array().expect("args") {
        if let Some(b) = a.get("buffer") {
            let (f, i): (Vec<f64>, Vec<i128>) = if let Some(d) = b.get("data") {
                d.as_array()
                    .unwrap()
                    .iter()
                    .map(|v| {
                        (
                            v.as_f64().unwrap(),
                            v.as_i64()
                                .map(i128::from)
                                .unwrap_or(v.as_f64().unwrap() as i128),
                        )
                    })
                    .unzip()
            } else {
                let n = b["count"].as_u64().unwrap() as usize;
                let v = b.get("fill").or(b.get("iota")).unwrap();
                let iota = b.get("iota").is_some();
                (0..n)
                    .map(|k| {
                        let x = v.as_f64().unwrap() + if iota { k as f64 } else { 0.0 };
                        (x, x as i128)
                    })
                    .unzip()
            };
            args.push(f);
            ints.push(i);
            values.push(0);
        } else if let Some(v) = a.get("value") {
            args.push(vec![]);
            ints.push(vec![]);
            values.push(v["data"].as_i64().unwrap() as i128);
        } else {
            args.push(vec![]);
            ints.push(vec![]);
            values.push(0);
        }
    }
    Inputs {
        args,
        ints,
        values,
        n: launch["grid"][0].as_u64().unwrap() as usize,
        block: launch["block"][0].as_u64().unwrap() as usize,
    }
}

fn i32s(v: &[i128]) -> Vec<i32> {
    v.iter().map(|&x| x as i32).collect()
}
fn ints<T: Into<i128> + Copy>(v: &[T]) -> Expect {
    Expect::Ints(v.iter().map(|&x| x.into()).collect())
}

/// Host references: output buffer argument index → expected values.
fn reference(kernel: &str, inp: &Inputs) -> Vec<(usize, Expect)> {
    let n = inp.n;
    match kernel {
        "arith" => {
            let (xi, xf) = (i32s(&inp.ints[0]), &inp.args[1]);
            let mut oi = vec![0i32; 4 * n];
            let mut of = vec![0f64; 4 * n];
            for g in 0..n {
                let x = xi[g];
                let y = x.wrapping_mul(3).wrapping_add(7);
                let f = xf[g] as f32;
                let s = x.wrapping_mul(y);
                let d = x | 1;
                let q = y.wrapping_div(d);
                let m = y.wrapping_rem(d);
                let sh = x.wrapping_shl(3) ^ (y >> 2);
                let mx = x.max(y);
                let gg = f * 1.5 + 0.25;
                let h = gg / (f + 2.0);
                let cv = s as f32 * 0.5 + (h as i32) as f32;
                let w = [f * cv + 1.0, gg * h + 2.0, h * gg + 3.0, cv * f + 4.0];
                let iv = [s, q, m, sh].map(|v| v.wrapping_add(mx));
                let ra = x.wrapping_mul(5).wrapping_add(iv[0] ^ iv[3]);
                let rb = f * 5.0 - iv[1] as f32;
                let rc = [iv[3], iv[2], iv[1], iv[0]].map(|v| v.wrapping_add(5));
                oi[4 * g..4 * g + 4].copy_from_slice(&[
                    s.wrapping_add(q),
                    m ^ sh,
                    ra,
                    rc.iter().fold(0i32, |a, &b| a.wrapping_add(b)),
                ]);
                of[4 * g..4 * g + 4].copy_from_slice(&[
                    (w[0] + w[1]) as f64,
                    (w[2] * w[3]) as f64,
                    rb as f64,
                    cv as f64,
                ]);
            }
            vec![(2, ints(&oi)), (3, Expect::Floats(of, 1e-5))]
        }
        "divergence" => {
            let v = &inp.ints[0];
            let table = i32s(&inp.ints[1]);
            let len = inp.values[2] as usize;
            let mut out = vec![0i32; 3 * n];
            for g in 0..n {
                let v = v[g] as u32;
                let mode: i32 = if v & 1 != 0 { 3 } else { -2 };
                let mut steps = 0;
                let mut c = if v == 0 { 1 } else { v };
                while c != 1 && steps < 1000 {
                    c = if c & 1 != 0 {
                        c.wrapping_mul(3).wrapping_add(1)
                    } else {
                        c >> 1
                    };
                    steps += 1;
                }
                let found = (0..len)
                    .find(|&i| table[i] == v as i32)
                    .map_or(-1, |i| i as i32);
                let mut acc = 0i32;
                for i in 0..(v % 17) as i32 {
                    if (i as u32).wrapping_add(v).is_multiple_of(3) {
                        acc = acc.wrapping_add(i * mode);
                    } else {
                        acc -= 1;
                    }
                }
                out[3 * g..3 * g + 3].copy_from_slice(&[steps, found, acc]);
            }
            vec![(3, ints(&out))]
        }
        "nested_divergence" => {
            let xs = i32s(&inp.ints[0]);
            let (mut o1, mut o2) = (vec![0i32; n], vec![0i32; n]);
            for g in 0..n {
                let x = xs[g];
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
                    [10, 11, 12, 13][(x.wrapping_neg() & 3) as usize]
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
                o1[g] = code;
                o2[g] = acc;
            }
            vec![(1, ints(&o1)), (2, ints(&o2))]
        }
        "lds_reduce" => {
            let v = i32s(&inp.ints[0]);
            let b = inp.block;
            let sums: Vec<i32> = v
                .chunks(b)
                .map(|c| c.iter().fold(0i32, |a, &x| a.wrapping_add(x)))
                .collect();
            let scan: Vec<i32> = (0..n)
                .map(|g| v[g].wrapping_add(if g % b > 0 { v[g - 1] } else { 0 }))
                .collect();
            vec![(1, ints(&sums)), (2, ints(&scan))]
        }
        "private_array" => {
            let xs = i32s(&inp.ints[0]);
            let mut out = vec![0i32; 4 * n];
            for g in 0..n {
                let a = xs[g];
                let arr: Vec<i32> = (0..32)
                    .map(|i: i32| a.wrapping_mul(i).wrapping_add(i ^ 5))
                    .collect();
                let idx = (a & 31) as usize;
                let picked = arr[idx].wrapping_add(arr[31 - idx]);
                let k = (a & 7) as usize;
                let key = arr[((k as i32 * 7).wrapping_add(a) & 31) as usize];
                let weight = k as f32 * 0.5;
                let mut hist = [0i32; 8];
                for &x in &arr {
                    hist[(x & 7) as usize] += 1;
                }
                let hsum: i32 = (0..8).map(|i| hist[i] * (i as i32 + 1)).sum();
                out[4 * g..4 * g + 4].copy_from_slice(&[picked, key, (weight * 10.0) as i32, hsum]);
            }
            vec![(1, ints(&out))]
        }
        "atomics" => {
            let v = i32s(&inp.ints[0]);
            let mut hist = vec![0i32; 16];
            for &x in &v {
                hist[(x & 15) as usize] += 1;
            }
            let fmax = v
                .iter()
                .map(|&x| x as f32 * 0.25)
                .fold(0.0f32, |a, b| if b > a { b } else { a });
            let total: i64 = v.iter().map(|&x| x as i64).sum();
            vec![
                (1, ints(&[n as i32])),
                (2, ints(&hist)),
                (3, ints(&[fmax.to_bits()])),
                (4, ints(&[total])),
                (5, Expect::Permutation((0..n as i128).collect())),
            ]
        }
        "int64_double" => {
            let (ls, ds) = (&inp.ints[0], &inp.args[1]);
            let mut ol = vec![0i64; 4 * n];
            let mut od = vec![0f64; 2 * n];
            for g in 0..n {
                let a = ls[g] as i64;
                let b = a.wrapping_mul(3).wrapping_add(0x1_0000_0001);
                let ua = a as u64;
                let m = a.wrapping_mul(b);
                let q = b.wrapping_div(a | 1);
                let r = b.wrapping_rem(a | 1);
                let uq = ua.wrapping_add(0xfedc_ba98_7654_3210) / ((ua & 0xffff) + 3);
                let ur = (ua ^ 0x0123_4567_89ab_cdef) % 1_000_000_007;
                let mut h: u64 = 1469598103934665603;
                for i in 0..(ua & 15) {
                    h = (h ^ (i << 40)).wrapping_mul(1099511628211);
                }
                let d = ds[g];
                let e = d * 1.000000001 + 3.5;
                let f = e / (d + 2.0);
                let gg = d.mul_add(e, f);
                let c = a as f64 * 0.5 + (gg as i64) as f64;
                ol[4 * g..4 * g + 4].copy_from_slice(&[
                    m ^ q,
                    r.wrapping_add(uq as i64),
                    ur.wrapping_add(h) as i64,
                    c as i64,
                ]);
                od[2 * g..2 * g + 2].copy_from_slice(&[gg, c + f]);
            }
            vec![(2, ints(&ol)), (3, Expect::Floats(od, 1e-12))]
        }
        "recursion" => {
            let v = &inp.ints[0];
            fn fib(n: u32) -> u32 {
                if n < 2 {
                    n
                } else {
                    fib(n - 1).wrapping_add(fib(n - 2))
                }
            }
            fn gcd(a: u32, b: u32) -> u32 {
                if b == 0 {
                    a
                } else {
                    gcd(b, a % b)
                }
            }
            let mut out = vec![0u32; 3 * n];
            for g in 0..n {
                let k = v[3 * g] as u32 % 16;
                let (a, b) = (v[3 * g + 1] as u32, v[3 * g + 2] as u32);
                out[3 * g..3 * g + 3].copy_from_slice(&[
                    fib(k),
                    gcd(a, b),
                    (0..k).map(|i| i * i).sum(),
                ]);
            }
            vec![(1, ints(&out))]
        }
        "spill_calls" => {
            let v = i32s(&inp.ints[0]);
            let mut log = vec![0i32; 2 * n];
            let mut out = vec![0i32; 2 * n];
            let mid = |p: &[i32], log: &mut [i32]| -> i32 {
                let (a, b) = (p[0].wrapping_add(p[1]), p[2].wrapping_add(p[3]));
                let r = if p[15] & 1 != 0 {
                    a.wrapping_mul(31) ^ b.wrapping_add(17)
                } else {
                    a.wrapping_mul(29).wrapping_add(b ^ 0x5a5a)
                };
                log[0] = r;
                log[1] = r.wrapping_add(1);
                p[..16]
                    .iter()
                    .fold(r, |h, &t| h.wrapping_mul(3).wrapping_add(t))
            };
            for g in 0..n {
                let p = &v[20 * g..20 * g + 20];
                let plain = p[19] & 2 != 0;
                let l = &mut log[2 * g..2 * g + 2];
                let r1 = mid(p, l).wrapping_add(if plain { 0 } else { 1 });
                let r2 = mid(&p[4..], l).wrapping_add(if plain { 0 } else { 1 });
                let s = p[..10]
                    .iter()
                    .fold(r1, |s, &x| s.wrapping_mul(5).wrapping_add(x));
                let t = p[10..20].iter().fold(r2, |t, &x| t.wrapping_mul(7) ^ x);
                out[2 * g] = s;
                out[2 * g + 1] = t;
            }
            vec![(1, ints(&log)), (2, ints(&out))]
        }
        "hip_templates" => {
            let v = i32s(&inp.ints[0]);
            let fl = &inp.args[1];
            let b = inp.block;
            let mut oi = vec![0i32; n];
            let mut of = vec![0f64; n];
            for tid in 0..n {
                let lid = tid % b;
                let base = tid - lid;
                let w: Vec<i32> = (0..4).map(|k| v[base + ((lid + k) & 63)]).collect();
                let si = w
                    .iter()
                    .map(|&x| x.wrapping_mul(3))
                    .fold(0i32, |a, x| a.wrapping_add(x))
                    + w[0].abs()
                    + (w[1] - w[2]).abs()
                    + w[3] * w[3];
                let fb = tid & !3;
                let sf = (0..4).fold(0f32, |s, i| s + fl[fb + i] as f32 * 0.5);
                let ipow = ((w[0] & 7) as i64).pow((lid & 7) as u32);
                oi[tid] = si.wrapping_add(ipow as i32);
                of[tid] = sf as f64;
            }
            let total = v.iter().fold(0i32, |a, &x| a.wrapping_add(x));
            vec![
                (2, ints(&oi)),
                (3, Expect::Floats(of, 1e-6)),
                (4, ints(&[total])),
            ]
        }
        other => panic!("no reference for {other}"),
    }
}

fn json_number(v: &Value) -> f64 {
    match v {
        Value::Number(n) => n.as_f64().unwrap_or(f64::NAN),
        Value::String(s) => s.parse().unwrap_or(f64::NAN),
        _ => f64::NAN,
    }
}

fn json_int(v: &Value) -> i128 {
    v.as_i64()
        .map(i128::from)
        .or_else(|| v.as_u64().map(i128::from))
        .unwrap_or(i128::MIN)
}

/// Runs one combination; `Ok` or the failure reason.
fn check(producer: &str, target: &str, kernel: &str, opt: &str, tmp: &Path) -> Result<(), String> {
    let launch_path = support::corpus()
        .join("launch")
        .join(format!("{kernel}.json"));
    let mut launch: Value =
        serde_json::from_str(&std::fs::read_to_string(&launch_path).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
    let co = support::corpus()
        .join(producer)
        .join(target)
        .join(format!("{kernel}-{opt}.hsaco"));
    if !co.exists() {
        return Err("no code object".into());
    }
    launch["code_object"] = Value::String(co.to_string_lossy().into_owned());
    let file = tmp.join(format!("{producer}-{target}-{kernel}-{opt}.json"));
    std::fs::write(&file, launch.to_string()).map_err(|e| e.to_string())?;
    let out = support::hdb(&[
        "run",
        "--launch",
        &file.to_string_lossy(),
        "--json",
        "--max-instructions",
        "20000000",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    let v: Value = serde_json::from_str(&text).map_err(|_| {
        format!(
            "exit {:?}: {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).trim()
        )
    })?;
    if v["status"] != "completed" {
        return Err(v["message"].as_str().unwrap_or("?").to_string());
    }
    let inp = materialise(&launch);
    for (arg, expect) in reference(kernel, &inp) {
        let buf = v["buffers"]
            .as_array()
            .and_then(|b| b.iter().find(|b| b["arg"] == arg))
            .ok_or_else(|| format!("no buffer {arg}"))?;
        let data = buf["data"].as_array().ok_or("no data")?;
        match expect {
            Expect::Ints(e) => {
                for (i, (got, want)) in data.iter().zip(&e).enumerate() {
                    let got = json_int(got);
                    if got != *want {
                        return Err(format!("arg {arg}[{i}] = {got}, expected {want}"));
                    }
                }
            }
            Expect::Floats(e, tol) => {
                for (i, (got, want)) in data.iter().zip(&e).enumerate() {
                    let g = json_number(got);
                    let ok = (g - want).abs() <= tol * want.abs().max(1.0)
                        || (g.is_nan() && want.is_nan());
                    if !ok {
                        return Err(format!("arg {arg}[{i}] = {g}, expected {want}"));
                    }
                }
            }
            Expect::Permutation(e) => {
                let mut got: Vec<i128> = data.iter().map(json_int).collect();
                got.sort();
                if got != e {
                    return Err(format!("arg {arg} is not a permutation of 0..{}", e.len()));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn corpus_kernels_match_host_references() {
    let tmp = std::env::temp_dir().join(format!("hdb-run-test-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut jobs = Vec::new();
    for producer in PRODUCERS {
        for target in TARGETS {
            for kernel in KERNELS {
                for opt in ["O0", "O2"] {
                    jobs.push((producer, target, kernel, opt));
                }
            }
        }
    }
    type Outcome<'a> = ((&'a str, &'a str, &'a str, &'a str), Result<(), String>);
    let results: Mutex<Vec<Outcome>> = Mutex::new(Vec::new());
    let next = Mutex::new(0usize);
    std::thread::scope(|s| {
        for _ in 0..std::thread::available_parallelism()
            .map_or(2, |n| n.get())
            .min(4)
        {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(&job) = jobs.get(i) else { break };
                let r = check(job.0, job.1, job.2, job.3, &tmp);
                results.lock().unwrap().push((job, r));
            });
        }
    });
    let _ = std::fs::remove_dir_all(&tmp);
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(j, _)| {
        (
            PRODUCERS.iter().position(|p| *p == j.0),
            TARGETS.iter().position(|t| *t == j.1),
            KERNELS.iter().position(|k| *k == j.2),
            j.3,
        )
    });
    let passed = results.iter().filter(|(_, r)| r.is_ok()).count();
    println!("hdb run matrix: {passed}/{} pass", results.len());
    for ((p, t, k, o), r) in &results {
        match r {
            Ok(()) => println!("  pass  {p:8} {t:8} {k:18} {o}"),
            Err(e) => println!("  FAIL  {p:8} {t:8} {k:18} {o}  {e}"),
        }
    }
    assert!(
        passed >= FLOOR,
        "{passed} combinations pass, the floor is {FLOOR}"
    );
}

#[test]
fn bad_input_exits_1() {
    let co: PathBuf = support::corpus().join("clang19/gfx90a/arith-O2.hsaco");
    let co = co.to_string_lossy();
    let out = support::hdb(&[
        "run", &co, "--kernel", "nope", "--grid", "64", "--block", "64",
    ]);
    assert_eq!(out.status.code(), Some(1), "unknown kernel");
    let out = support::hdb(&[
        "run",
        &co,
        "--kernel",
        "arith_int_float_vec_struct",
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "i32[1,2]",
    ]);
    assert_eq!(out.status.code(), Some(1), "wrong argument count");
    let out = support::hdb(&[
        "run",
        "/nonexistent.hsaco",
        "--kernel",
        "k",
        "--grid",
        "1",
        "--block",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(1), "unreadable file");
    // A launch file given where the code object goes: said, with what to type instead.
    let launch = support::corpus().join("launch/example.json");
    let launch = launch.to_string_lossy();
    let out = support::hdb(&["run", &launch]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "a launch file as the code object"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!(
            "{launch} looks like a launch file, not a code object: give it with --launch {launch}"
        )),
        "{err}"
    );
}

/// The address of the first line-table row for `line` of `file` at or after `from` (ELF
/// addresses of a linked code object).
fn line_address(co: &codeobj::CodeObject, file: &str, line: u64, from: u64) -> Option<u64> {
    use gimli::{EndianSlice, LittleEndian};
    let dwarf = gimli::Dwarf::load(|id| -> Result<_, ()> {
        Ok(EndianSlice::new(
            co.section_by_name(id.name()).map_or(&[][..], |s| s.data),
            LittleEndian,
        ))
    })
    .ok()?;
    let mut units = dwarf.units();
    let mut best: Option<u64> = None;
    while let Ok(Some(header)) = units.next() {
        let unit = dwarf.unit(header).ok()?;
        let Some(program) = unit.line_program.clone() else {
            continue;
        };
        let mut rows = program.rows();
        while let Ok(Some((hdr, row))) = rows.next_row() {
            let name = row
                .file(hdr)
                .and_then(|f| dwarf.attr_string(&unit, f.path_name()).ok())
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            if row.is_stmt()
                && !row.end_sequence()
                && row.line().map(|l| l.get()) == Some(line)
                && name.ends_with(file)
                && row.address() >= from
            {
                best = Some(best.map_or(row.address(), |b| b.min(row.address())));
            }
        }
    }
    best
}

/// Breakpoints and single step through [`amdgpu::target::Target`]: a breakpoint at the
/// kernel's entry (checking the dispatch's packed work-item ids in v0), one at a source line
/// (reached by both waves), a single step, removal, and a run to completion whose results
/// match an undisturbed run.
#[test]
fn breakpoints_and_single_step_through_the_target_trait() {
    use amdgpu::register::Register;
    use amdgpu::target::{Event, ResumeMode, StopReason, Target, Wait};
    let path = support::corpus().join("clang19/gfx90a/arith-O0.hsaco");
    let bytes = std::fs::read(&path).unwrap();
    let co = codeobj::CodeObject::parse(&bytes).unwrap();
    let kernel = "arith_int_float_vec_struct";
    let entry = co.symbol_by_name(kernel).expect("kernel symbol").value;
    // `int s = x * y;` in corpus/src/arith.cl.
    let line = 36;
    let at_line = line_address(&co, "arith.cl", line, entry).expect("a row for line 36");
    let launch = sim::Launch {
        kernel: kernel.into(),
        grid: [128, 1, 1],
        block: [64, 1, 1],
        args: vec![
            sim::LaunchArg::Buffer(
                (0..128i32)
                    .flat_map(|i| (i * 7 - 50).to_le_bytes())
                    .collect(),
            ),
            sim::LaunchArg::Buffer(
                (0..128)
                    .flat_map(|i| (i as f32 * 0.25).to_le_bytes())
                    .collect(),
            ),
            sim::LaunchArg::Buffer(vec![0; 128 * 16]),
            sim::LaunchArg::Buffer(vec![0; 128 * 16]),
        ],
        recorded: None,
    };
    let mut reference = sim::Simulator::new(&bytes, &launch).unwrap();
    assert!(matches!(reference.run_to_end(), sim::RunEnd::Completed));

    let mut s = sim::Simulator::new(&bytes, &launch).unwrap();
    s.set_debugger_attached(true);
    let base = s.load_base();
    let bp = s.breakpoints().expect("breakpoints");
    bp.insert_breakpoint(base + entry).unwrap();
    bp.insert_breakpoint(base + at_line).unwrap();
    assert_eq!(bp.breakpoint_addresses().len(), 2);
    let next = |s: &mut sim::Simulator| s.run_control().unwrap().wait(Wait::Block).unwrap();
    let read = |s: &sim::Simulator, wave, reg, n: usize| {
        let mut out = vec![0u8; n];
        s.read_register(wave, reg, &mut out).unwrap();
        out
    };
    // Entry: both waves (one per work-group) stop before their first instruction.
    let mut at_entry = Vec::new();
    for _ in 0..2 {
        match next(&mut s) {
            Some(Event::WaveStopped {
                wave, pc, reason, ..
            }) => {
                assert_eq!((pc, reason), (base + entry, StopReason::Breakpoint));
                at_entry.push(wave);
            }
            other => panic!("expected a breakpoint stop at the entry, got {other:?}"),
        }
    }
    for &wave in &at_entry {
        let pc = read(&s, wave, Register::Pc, 8);
        assert_eq!(u64::from_le_bytes(pc.try_into().unwrap()), base + entry);
        let exec = read(&s, wave, Register::Exec, 8);
        assert_eq!(u64::from_le_bytes(exec.try_into().unwrap()), u64::MAX);
        // gfx90a packs the work-item ids: v0 = X | Y << 10 | Z << 20, X = the lane here.
        let v0 = read(&s, wave, Register::Vgpr(0), 256);
        for lane in 0..64 {
            let x = u32::from_le_bytes(v0[lane * 4..lane * 4 + 4].try_into().unwrap());
            assert_eq!(x, lane as u32, "v0 of lane {lane}");
        }
        s.run_control()
            .unwrap()
            .resume(wave, ResumeMode::Continue)
            .unwrap();
    }
    // The source line: each wave stops there; step one instruction from it.
    let mut stopped = Vec::new();
    for _ in 0..2 {
        match next(&mut s) {
            Some(Event::WaveStopped {
                wave, pc, reason, ..
            }) => {
                assert_eq!((pc, reason), (base + at_line, StopReason::Breakpoint));
                stopped.push(wave);
            }
            other => panic!("expected a breakpoint stop at line {line}, got {other:?}"),
        }
    }
    let wave = stopped[0];
    s.run_control()
        .unwrap()
        .resume(wave, ResumeMode::Step)
        .unwrap();
    match next(&mut s) {
        Some(Event::WaveStopped {
            wave: w,
            pc,
            reason,
            ..
        }) => {
            assert_eq!((w, reason), (wave, StopReason::SingleStep));
            assert!(
                pc > base + at_line && pc <= base + at_line + 12,
                "pc {pc:#x}"
            );
            let now = read(&s, wave, Register::Pc, 8);
            assert_eq!(u64::from_le_bytes(now.try_into().unwrap()), pc);
        }
        other => panic!("expected a single-step stop, got {other:?}"),
    }
    // Remove both breakpoints and let everything finish.
    let bp = s.breakpoints().unwrap();
    bp.remove_breakpoint(base + entry).unwrap();
    bp.remove_breakpoint(base + at_line).unwrap();
    assert!(bp.breakpoint_addresses().is_empty());
    for &w in &stopped {
        s.run_control()
            .unwrap()
            .resume(w, ResumeMode::Continue)
            .unwrap();
    }
    let mut exited = 0;
    loop {
        match next(&mut s) {
            Some(Event::WaveExited { .. }) => exited += 1,
            Some(Event::DispatchCompleted { .. }) | None => break,
            Some(other) => panic!("unexpected event {other:?}"),
        }
    }
    assert_eq!(exited, 2);
    for arg in [2, 3] {
        assert_eq!(s.buffer(arg), reference.buffer(arg), "buffer {arg}");
    }
    assert_ne!(s.buffer(2).unwrap(), vec![0; 128 * 16]);
}

/// Every malformed code object of `corpus/bad/` and a set of broken launch files stop
/// `hdb run` with exit status 1 and a message saying what is wrong.
#[test]
fn malformed_code_objects_and_launch_files_exit_1_with_a_message() {
    let args = [
        "--kernel",
        "arith_int_float_vec_struct",
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "i32[64]=1",
        "--arg",
        "f32[64]=1",
        "--arg",
        "i32[256]=0",
        "--arg",
        "f32[256]=0",
    ];
    let bad = support::files_with(&support::corpus().join("bad"), &[".hsaco", ".bin"]);
    assert!(bad.len() >= 10, "corpus/bad has its malformed code objects");
    for co in &bad {
        let co = co.to_string_lossy();
        let mut a = vec!["run", &co];
        a.extend_from_slice(&args);
        let out = support::hdb(&a);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{co}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains("code object"),
            "{co}: {err}"
        );
    }

    let tmp = std::env::temp_dir().join(format!("hdb-run-bad-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let co = support::corpus().join("clang19/gfx90a/arith-O2.hsaco");
    let co = co.to_string_lossy();
    let buffers = r#"[{"buffer": {"type": "i32", "count": 64, "fill": 0}},
        {"buffer": {"type": "f32", "count": 64, "fill": 0}},
        {"buffer": {"type": "i32", "count": 256, "fill": 0}},
        {"buffer": {"type": "f32", "count": 256, "fill": 0}}]"#;
    let launch = |kernel: &str, grid: &str, block: &str, args: &str| {
        format!(
            r#"{{"code_object": "{co}", {kernel} "grid": {grid}, "block": {block}, "args": {args}}}"#
        )
    };
    let k = r#""kernel": "arith_int_float_vec_struct","#;
    let cases = [
        (
            "truncated",
            format!(r#"{{"code_object": "{co}", "grid": [64"#),
            "not JSON",
        ),
        (
            "no-kernel",
            launch("", "[64,1,1]", "[64,1,1]", buffers),
            "missing `kernel`",
        ),
        (
            "grid-string",
            launch(k, "\"lots\"", "[64,1,1]", buffers),
            "`grid`",
        ),
        (
            "block-zero",
            launch(k, "[64,1,1]", "[0,1,1]", buffers),
            "at least 1",
        ),
        (
            "block-huge",
            launch(k, "[64,1,1]", "[2048,1,1]", buffers),
            "2048",
        ),
        (
            "bad-type",
            launch(
                k,
                "[64,1,1]",
                "[64,1,1]",
                &buffers.replacen("i32", "i33", 1),
            ),
            "unknown element type `i33`",
        ),
        (
            "no-data",
            launch(
                k,
                "[64,1,1]",
                "[64,1,1]",
                &buffers.replacen(r#", "count": 64, "fill": 0"#, "", 1),
            ),
            "needs `data`",
        ),
        (
            "too-few-args",
            launch(k, "[64,1,1]", "[64,1,1]", "[]"),
            "argument",
        ),
        (
            "missing-code-object",
            launch(k, "[64,1,1]", "[64,1,1]", buffers).replace(&*co, "/nonexistent.hsaco"),
            "nonexistent.hsaco",
        ),
    ];
    for (name, text, expect) in cases {
        let file = tmp.join(format!("{name}.json"));
        std::fs::write(&file, text).unwrap();
        let out = support::hdb(&["run", "--launch", &file.to_string_lossy()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name}: {err}");
        assert!(
            err.contains(expect),
            "{name}: expected `{expect}` in: {err}"
        );
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

/// Reads u32 `i` of a byte buffer.
fn u32_at(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap())
}

/// Runs a kernel of a hand-written `corpus/asm` code object with one u32 output buffer of
/// `words` entries filled with `fill`; returns the simulator after the dispatch.
fn run_asm(
    path: &str,
    kernel: &str,
    grid: [u32; 3],
    block: [u32; 3],
    words: usize,
    fill: u32,
) -> sim::Simulator {
    let bytes = std::fs::read(support::corpus().join(path)).unwrap();
    let launch = sim::Launch {
        kernel: kernel.into(),
        grid,
        block,
        args: vec![sim::LaunchArg::Buffer(
            std::iter::repeat_n(fill.to_le_bytes(), words)
                .flatten()
                .collect(),
        )],
        recorded: None,
    };
    let mut s = sim::Simulator::new(&bytes, &launch).unwrap();
    assert_eq!(s.run_to_end(), sim::RunEnd::Completed, "{path} {kernel}");
    s
}

/// The initial wave state of `corpus/asm/sim_wave64.s` `sim_dispatch_state` (gfx90a, every
/// enable bit) and `sim_wave32.s` `sim_dispatch_state32` (gfx1100, USER_SGPR_COUNT 14):
/// user SGPRs in ABI order, system SGPRs from USER_SGPR_COUNT, packed work-item ids, EXEC
/// of partial waves (16 work-items per group).
#[test]
fn sim_asm_dispatch_state() {
    let (grid, block) = ([8, 4, 2], [4, 2, 2]);
    let packed = |lane: u32| (lane % 4) | ((lane / 4) % 2) << 10 | (lane / 8) << 20;
    let aql = |s: &sim::Simulator, at: u64| {
        let mut p = [0u8; 24];
        s.memory().read(at, &mut p).unwrap();
        let h = |o: usize| u16::from_le_bytes([p[o], p[o + 1]]) as u32;
        (
            [h(4), h(6), h(8)],
            [u32_at(&p, 3), u32_at(&p, 4), u32_at(&p, 5)],
        )
    };
    // gfx90a, wave64.
    let s = run_asm(
        "asm/gfx90a/sim_wave64.hsaco",
        "sim_dispatch_state",
        grid,
        block,
        768,
        !0,
    );
    let out = s.buffer(0).unwrap();
    let kernarg =
        |s: &sim::Simulator| u64::from_le_bytes(s.kernarg_bytes()[..8].try_into().unwrap());
    for g in 0..4usize {
        let sg = |i: usize| u32_at(&out, g * 32 + i);
        let pair = |i: usize| sg(i) as u64 | (sg(i + 1) as u64) << 32;
        // s[0:3]: the swizzled scratch V# (base = flat scratch init, swizzle enable).
        assert_eq!(
            pair(0) & 0xffff_ffff_ffff,
            pair(12),
            "V# base = flat scratch init"
        );
        assert_ne!(sg(1) >> 31, 0, "V# swizzle enable");
        // s[4:5]: the AQL packet with the launch's sizes.
        assert_eq!(aql(&s, pair(4)), (block, grid));
        // s[8:9]: the kernarg segment (its first argument is the output buffer).
        let mut k = [0u8; 8];
        s.memory().read(pair(8), &mut k).unwrap();
        assert_eq!(u64::from_le_bytes(k), kernarg(&s));
        // Past the segment, to the end of its page, the region reads as zeros: LLVM widens
        // scalar loads of the last arguments past the segment's end.
        let len = s.kernarg_bytes().len() as u64;
        let mut tail = vec![1u8; (len.next_multiple_of(4096) - len) as usize];
        s.memory().read(pair(8) + len, &mut tail).unwrap();
        assert!(tail.iter().all(|&b| b == 0), "kernarg padding");
        assert_eq!(pair(10), 0, "dispatch id");
        assert_eq!(sg(14), s.setup().scratch_per_lane, "private segment size");
        assert_eq!(
            [sg(15), sg(16), sg(17)],
            [g as u32 % 2, g as u32 / 2, 0],
            "group ids"
        );
        assert_eq!(sg(18), 0x8000_0001, "workgroup info: first wave, 1 wave");
        assert_eq!((sg(20), sg(21)), (0xffff, 0), "EXEC of a 16-lane wave");
        for lane in 0..64 {
            let v0 = u32_at(&out, 256 + g * 64 + lane as usize);
            let want = if lane < 16 { packed(lane) } else { !0 };
            assert_eq!(v0, want, "group {g} lane {lane} v0");
        }
    }
    // The scratch wave offsets of different groups are different.
    assert_ne!(u32_at(&out, 19), u32_at(&out, 32 + 19));

    // gfx1100, wave32: USER_SGPR_COUNT 14, so the group ids are s14..s16.
    let s = run_asm(
        "asm/gfx1100/sim_wave32.hsaco",
        "sim_dispatch_state32",
        grid,
        block,
        512,
        !0,
    );
    let out = s.buffer(0).unwrap();
    for g in 0..4usize {
        let sg = |i: usize| u32_at(&out, g * 32 + i);
        let pair = |i: usize| sg(i) as u64 | (sg(i + 1) as u64) << 32;
        assert_eq!(aql(&s, pair(0)), (block, grid));
        let mut k = [0u8; 8];
        s.memory().read(pair(2), &mut k).unwrap();
        assert_eq!(u64::from_le_bytes(k), kernarg(&s));
        assert_eq!(
            [sg(14), sg(15), sg(16)],
            [g as u32 % 2, g as u32 / 2, 0],
            "group ids"
        );
        assert_eq!(sg(17), 0x8000_0001, "workgroup info");
        assert_eq!(sg(20), 0xffff, "EXEC of a 16-lane wave32");
        for lane in 0..32 {
            let v0 = u32_at(&out, 256 + g * 32 + lane as usize);
            let want = if lane < 16 { packed(lane) } else { !0 };
            assert_eq!(v0, want, "group {g} lane {lane} v0");
        }
    }
}

/// EXEC corners: a partial wave (48 of 64 lanes, 20 of 32), a branch taken by some lanes, and
/// `s_cbranch_execz` over a block no lane runs (its SALU write must not happen).
#[test]
fn sim_asm_exec_corners() {
    for (path, kernel, items) in [
        ("asm/gfx90a/sim_wave64.hsaco", "sim_exec_corners", 48u32),
        ("asm/gfx1100/sim_wave32.hsaco", "sim_exec_corners32", 20),
    ] {
        let s = run_asm(path, kernel, [items, 1, 1], [items, 1, 1], 192, 0);
        let out = s.buffer(0).unwrap();
        for lane in 0..64 {
            assert_eq!(
                u32_at(&out, lane),
                (lane < 5) as u32,
                "{kernel} lane {lane}"
            );
            assert_eq!(
                u32_at(&out, 128 + lane),
                0,
                "{kernel}: the no-lane block stored"
            );
        }
        assert_eq!(u32_at(&out, 64), items, "{kernel}: lanes in EXEC");
        assert_eq!(u32_at(&out, 65), 0x600d, "{kernel}: the execz block ran");
    }
}

/// `s_trap 2` ends `hdb run` with exit status 2 and names the wave, the PC and the trap.
#[test]
fn sim_asm_trap_2_fails_the_dispatch() {
    let co = support::corpus().join("asm/gfx90a/sim_wave64.hsaco");
    let out = support::hdb(&[
        "run",
        &co.to_string_lossy(),
        "--kernel",
        "sim_trap_assert",
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "u32[4]=0",
    ]);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(
        text.contains("AMDGPU Wave 1:1:1:1 (0,0,0)/0") && text.contains("assert trap (s_trap 2)"),
        "{text}"
    );
    let bytes = std::fs::read(&co).unwrap();
    let c = codeobj::CodeObject::parse(&bytes).unwrap();
    let entry = c.symbol_by_name("sim_trap_assert").unwrap().value;
    // v_mov_b32 (4 bytes) and s_nop (4 bytes) come first; the PC is the loaded address, as
    // the debugger shows it.
    assert!(
        text.contains(&format!(
            "pc {:#x} in sim_trap_assert",
            sim::CODE_BASE + entry + 8
        )),
        "{text}"
    );
}

/// The private-memory swizzle: values stored through MUBUF scratch (gfx90a) and
/// `scratch_store` (gfx1100) read back the same per lane, and a debugger sees them at
/// `private_lane` address 8 of each lane and at the interleaved `private_wave` address.
#[test]
fn sim_asm_scratch_swizzle() {
    use amdgpu::target::{Event, ResumeMode, StopReason, Target, Wait};
    use amdgpu::{target::Lane, AddressSpace};
    for (path, kernel, lanes) in [
        ("asm/gfx90a/sim_wave64.hsaco", "sim_scratch_swizzle", 64u32),
        ("asm/gfx1100/sim_wave32.hsaco", "sim_scratch_swizzle32", 32),
    ] {
        let bytes = std::fs::read(support::corpus().join(path)).unwrap();
        let co = codeobj::CodeObject::parse(&bytes).unwrap();
        let done = co.symbol_by_name(&format!("{kernel}_done")).unwrap().value;
        let launch = sim::Launch {
            kernel: kernel.into(),
            grid: [lanes, 1, 1],
            block: [lanes, 1, 1],
            args: vec![sim::LaunchArg::Buffer(vec![0; 4 * lanes as usize])],
            recorded: None,
        };
        let mut s = sim::Simulator::new(&bytes, &launch).unwrap();
        s.set_debugger_attached(true);
        let at = s.load_base() + done;
        s.breakpoints().unwrap().insert_breakpoint(at).unwrap();
        let wave = match s.run_control().unwrap().wait(Wait::Block).unwrap() {
            Some(Event::WaveStopped {
                wave, pc, reason, ..
            }) => {
                assert_eq!((pc, reason), (at, StopReason::Breakpoint));
                wave
            }
            other => panic!("{kernel}: expected the breakpoint, got {other:?}"),
        };
        let read = |s: &sim::Simulator, lane: u32, space, addr: u64| {
            let mut b = [0u8; 4];
            s.read_memory(wave, Lane(lane), space, addr, &mut b)
                .unwrap();
            u32::from_le_bytes(b)
        };
        for lane in 0..lanes {
            assert_eq!(read(&s, lane, AddressSpace::PrivateLane, 8), lane * 3 + 1);
            assert_eq!(read(&s, lane, AddressSpace::PrivateLane, 4), 0x5a5a);
            // private_wave: (addr / 4) * lanes * 4 + lane * 4 + addr % 4.
            let wave_addr = (8 / 4) * lanes as u64 * 4 + lane as u64 * 4;
            assert_eq!(
                read(&s, 0, AddressSpace::PrivateWave, wave_addr),
                lane * 3 + 1
            );
        }
        s.breakpoints().unwrap().remove_breakpoint(at).unwrap();
        s.run_control()
            .unwrap()
            .resume(wave, ResumeMode::Continue)
            .unwrap();
        while let Some(e) = s.run_control().unwrap().wait(Wait::Block).unwrap() {
            if matches!(e, Event::DispatchCompleted { .. }) {
                break;
            }
        }
        let out = s.buffer(0).unwrap();
        for lane in 0..lanes as usize {
            assert_eq!(
                u32_at(&out, lane),
                lane as u32 * 3 + 1,
                "{kernel} lane {lane}"
            );
        }
    }
}

/// `s_trap 1` in the code is a breakpoint (the wave stops at it, `hdb run` exits 2, and it
/// stops there again when resumed); `s_trap 3` is a no-op without a debugger and a stop with
/// one, after which the wave continues past it.
#[test]
fn sim_asm_trap_1_and_trap_3() {
    use amdgpu::target::{Event, ResumeMode, StopReason, Target, Wait};
    let path = support::corpus().join("asm/gfx90a/sim_wave64.hsaco");
    let bytes = std::fs::read(&path).unwrap();
    let co = codeobj::CodeObject::parse(&bytes).unwrap();
    let launch = |kernel: &str| sim::Launch {
        kernel: kernel.into(),
        grid: [64, 1, 1],
        block: [64, 1, 1],
        args: vec![sim::LaunchArg::Buffer(vec![0; 16])],
        recorded: None,
    };
    let next = |s: &mut sim::Simulator| s.run_control().unwrap().wait(Wait::Block).unwrap();

    let out = support::hdb(&[
        "run",
        &path.to_string_lossy(),
        "--kernel",
        "sim_trap_breakpoint",
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "u32[4]=0",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let mut s = sim::Simulator::new(&bytes, &launch("sim_trap_breakpoint")).unwrap();
    s.set_debugger_attached(true);
    let trap = s.load_base() + co.symbol_by_name("sim_trap_breakpoint").unwrap().value + 4;
    for _ in 0..2 {
        match next(&mut s) {
            Some(Event::WaveStopped {
                wave, pc, reason, ..
            }) => {
                assert_eq!((pc, reason), (trap, StopReason::Breakpoint));
                s.run_control()
                    .unwrap()
                    .resume(wave, ResumeMode::Continue)
                    .unwrap();
            }
            other => panic!("expected the s_trap 1 stop, got {other:?}"),
        }
    }

    // s_trap 3 without a debugger: the store after it happens.
    let mut s = sim::Simulator::new(&bytes, &launch("sim_trap_debug")).unwrap();
    assert_eq!(s.run_to_end(), sim::RunEnd::Completed);
    assert_eq!(u32_at(&s.buffer(0).unwrap(), 0), 1);
    // With one: a stop at the trap (after an 8-byte s_load and two v_mov), then past it.
    let mut s = sim::Simulator::new(&bytes, &launch("sim_trap_debug")).unwrap();
    s.set_debugger_attached(true);
    let trap = s.load_base() + co.symbol_by_name("sim_trap_debug").unwrap().value + 16;
    match next(&mut s) {
        Some(Event::WaveStopped {
            wave, pc, reason, ..
        }) => {
            assert_eq!((pc, reason), (trap, StopReason::DebugTrap));
            assert_eq!(u32_at(&s.buffer(0).unwrap(), 0), 0);
            s.run_control()
                .unwrap()
                .resume(wave, ResumeMode::Continue)
                .unwrap();
        }
        other => panic!("expected the s_trap 3 stop, got {other:?}"),
    }
    while let Some(e) = next(&mut s) {
        if matches!(e, Event::DispatchCompleted { .. }) {
            break;
        }
    }
    assert_eq!(u32_at(&s.buffer(0).unwrap(), 0), 1);
}

/// The simulator's lane loops give the same results in both instruction sets it runs them
/// with (x86-64-v3 where the host has AVX2 and FMA, baseline x86-64 with `HDB_SIM_BASELINE`):
/// the ALU loop benchmark (fused multiply-adds, 64-bit multiply-adds, rotates, conversions)
/// and every corpus kernel of two producers on a wave64 and a wave32 target, output compared
/// byte for byte (timing removed).
#[test]
fn lane_instruction_sets_give_identical_runs() {
    let tmp = std::env::temp_dir().join(format!("hdb-lanes-test-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut launches: Vec<PathBuf> = ["gfx90a", "gfx1100"]
        .iter()
        .map(|t| support::root().join(format!("bench/sim/alu_loop-{t}.json")))
        .collect();
    for producer in ["clang22", "rocm22"] {
        for target in ["gfx90a", "gfx1100"] {
            for kernel in KERNELS {
                let co = support::corpus()
                    .join(producer)
                    .join(target)
                    .join(format!("{kernel}-O2.hsaco"));
                let mut launch: Value = serde_json::from_str(
                    &std::fs::read_to_string(
                        support::corpus()
                            .join("launch")
                            .join(format!("{kernel}.json")),
                    )
                    .unwrap(),
                )
                .unwrap();
                launch["code_object"] = Value::String(co.to_string_lossy().into_owned());
                let file = tmp.join(format!("{producer}-{target}-{kernel}.json"));
                std::fs::write(&file, launch.to_string()).unwrap();
                launches.push(file);
            }
        }
    }
    let run = |launch: &Path, baseline: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_hdb"));
        cmd.args(["run", "--launch", &launch.to_string_lossy(), "--json"])
            .env("HDB_SIM_REPORT", "1")
            .env_remove("HDB_SIM_BASELINE");
        if baseline {
            cmd.env("HDB_SIM_BASELINE", "1");
        }
        let out = cmd.output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let mut v: Value = serde_json::from_str(&text)
            .unwrap_or_else(|_| panic!("{}: not JSON: {text}", launch.display()));
        assert_eq!(v["status"], "completed", "{}", launch.display());
        v["stats"].as_object_mut().unwrap().remove("seconds");
        let report = String::from_utf8_lossy(&out.stderr).into_owned();
        (v, report)
    };
    let wide = cfg!(target_arch = "x86_64") && has_x86_64_v3();
    for launch in &launches {
        let (fast, fast_report) = run(launch, false);
        let (base, base_report) = run(launch, true);
        assert!(base_report.contains("lanes: baseline"), "{base_report}");
        if wide {
            assert!(fast_report.contains("lanes: x86-64-v3"), "{fast_report}");
        }
        assert_eq!(fast, base, "{}", launch.display());
    }
    let _ = std::fs::remove_dir_all(&tmp);
    println!(
        "{} launches identical in both instruction sets (host has x86-64-v3: {wide})",
        launches.len()
    );
}

#[cfg(target_arch = "x86_64")]
fn has_x86_64_v3() -> bool {
    std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma")
}

#[cfg(not(target_arch = "x86_64"))]
fn has_x86_64_v3() -> bool {
    false
}

/// A struct and a vector passed by value, written in a launch file as their elements in order
/// (`{"value": {"type": "f32", "data": [...]}}`) or as flags (`f32:a,b,c`); a value of another
/// size than the kernel's argument is an error naming the argument, not cut or zero-padded.
#[test]
fn structs_and_vectors_by_value() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = dir.path().join("by_value.cl");
    std::fs::write(
        &src,
        "typedef struct { float scale; int shift; float bias; } params_t;\n\
         __kernel void by_value(__global float *out, params_t p, float4 v, uint n) {\n\
             uint i = get_global_id(0);\n\
             if (i >= n) return;\n\
             out[i] = (float)((int)i << p.shift) * p.scale + p.bias + v.x + v.y * v.z - v.w;\n\
         }\n",
    )
    .expect("writing the kernel");
    let co = dir.path().join("by_value.hsaco");
    let shim = support::corpus().join("src").join("shim.h");
    let out = support::oracle(
        "clang-19",
        &[
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-cl-no-stdinc",
            "-nogpulib",
            "-include",
            shim.to_str().expect("path"),
            "-target",
            "amdgcn-amd-amdhsa",
            "-mcpu=gfx90a",
            "-g",
            "-O2",
            src.to_str().expect("path"),
            "-o",
            co.to_str().expect("path"),
        ],
    );
    support::stdout_ok(&out, "clang-19 (by_value.cl)");
    // 70 work-items in groups of 64: the last group is partial.
    let expected: Vec<String> = (0..70)
        .map(|i: i32| {
            let x = ((i << 2) as f32) * 0.5 + 0.25 + 1.0 + 2.0 * 3.0 - 4.0;
            format!("{x}")
        })
        .collect();
    let launch = dir.path().join("by_value.json");
    std::fs::write(
        &launch,
        serde_json::json!({
            "code_object": co.to_str().expect("path"),
            "kernel": "by_value",
            "grid": [70, 1, 1],
            "block": [64, 1, 1],
            "args": [
                {"buffer": {"type": "f32", "count": 70, "fill": 0}},
                // params_t: float, int, float; each element is its field's bytes.
                {"value": {"type": "u32", "data": [0x3f00_0000u32, 2, 0x3e80_0000u32]}},
                {"value": {"type": "f32", "data": [1.0, 2.0, 3.0, 4.0]}},
                {"value": {"type": "u32", "data": 70}},
            ],
        })
        .to_string(),
    )
    .expect("writing the launch file");
    let from_file = support::hdb(&["run", "--launch", launch.to_str().expect("path")]);
    let text = support::stdout_ok(&from_file, "hdb run --launch (struct and float4 by value)");
    let line = format!("arg 0 (f32[70]): {}", expected.join(" "));
    assert!(text.contains(&line), "expected `{line}` in:\n{text}");
    // The same as flags: the struct's fields are all 4 bytes, so u32 words carry them.
    let co_arg = co.to_str().expect("path");
    let flags = [
        "run",
        co_arg,
        "--kernel",
        "by_value",
        "--grid",
        "70",
        "--block",
        "64",
        "--arg",
        "f32[70]=0",
        "--arg",
        "u32:0x3f000000,2,0x3e800000",
        "--arg",
        "f32:1,2,3,4",
        "--arg",
        "u32:70",
    ];
    let text = support::stdout_ok(&support::hdb(&flags), "hdb run with by-value flags");
    assert!(text.contains(&line), "expected `{line}` in:\n{text}");
    // Three floats for a 16-byte float4: refused, naming the argument and both sizes.
    let mut short = flags;
    short[13] = "f32:1,2,3";
    let out = support::hdb(&short);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("argument 2 is a 16-byte value, the launch gives 12 bytes"),
        "{err}"
    );
}
