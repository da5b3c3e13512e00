//! Unwinding a 10-frame stack for all lanes of a wave: kernel → fib_rec × 9, stopped in the
//! innermost fib_rec right after its prologue, from the corpus's `recursion-O0` code objects.
//! AMD's fork (CFI: every frame evaluates its CFA and its register rules through `dwarf_ext`,
//! including whole-wave VGPR spills read for every lane) and upstream clang (the ABI fallback:
//! prologue analysis of each frame's function). Each iteration is one `Unwinder::backtrace`
//! over a fresh fake wave (registers and scratch in hash maps).

#[path = "../tests/support/mod.rs"]
mod support;

use support::{code, find_inst, function, FakeWave};
use unwind::{Code, EndReason, Unwinder};

const BIAS: u64 = 0x7f00_0000_0000;

fn main() {
    divan::main();
}

struct Layout {
    vgpr: u64,
    offset: u64,
    ra: (u32, u32),
    fp_lane: u32,
    fp_copy: u64,
    bump: u32,
    body: u64,
}

fn layout(c: &Code<'_>) -> Layout {
    let (fs, fe) = function(c, "fib_rec");
    let wave = c.processor.default_wave_size().unwrap();
    let d = amdgpu::decode::Decoder::for_target(c.processor.name, wave).unwrap();
    let bytes = c
        .text
        .iter()
        .find_map(|(s, b)| (fs >= *s).then(|| &b[(fs - s) as usize..(fe - s) as usize]))
        .unwrap();
    let num = |s: &str| {
        let s = s.trim_end_matches(',');
        s.strip_prefix("0x").map_or_else(
            || s.parse().unwrap(),
            |h| u64::from_str_radix(h, 16).unwrap(),
        )
    };
    let (mut fp, mut vgpr, mut offset, mut ra0, mut ra1, mut fpl, mut bump) =
        (String::new(), None, 0, None, None, None, None);
    let mut off = 0;
    while off < bytes.len() {
        let i = d.decode(&bytes[off..]);
        let t = i.text();
        off += i.len();
        let w: Vec<&str> = t.split_whitespace().collect();
        if t.starts_with("s_mov_b32") && w.get(2) == Some(&"s33") && fp.is_empty() {
            fp = w[1].trim_end_matches(',').to_string();
        }
        if (t.starts_with("buffer_store_dword v4")
            || t.contains("store_dword off, v4")
            || t.contains("store_b32 off, v4"))
            && vgpr.is_none()
        {
            vgpr = Some(num(&w.iter().find(|x| x.starts_with("v4")).unwrap()[1..]));
            offset = w
                .iter()
                .find_map(|x| x.strip_prefix("offset:"))
                .map_or(0, num);
        }
        if t.starts_with("v_writelane_b32") {
            let (src, lane) = (w[2].trim_end_matches(','), num(w[3]) as u32);
            match src {
                "s30" => ra0 = Some(lane),
                "s31" => ra1 = Some(lane),
                s if s == fp && fpl.is_none() => fpl = Some(lane),
                _ => {}
            }
        }
        if t.starts_with("s_add_i32 s32, s32,") || t.starts_with("s_add_co_i32 s32, s32,") {
            bump = Some(num(w[3]) as u32);
        }
        if let (Some(v), Some(r0), Some(r1), Some(f), Some(b)) = (vgpr, ra0, ra1, fpl, bump) {
            return Layout {
                vgpr: v,
                offset,
                ra: (r0, r1),
                fp_lane: f,
                fp_copy: num(&fp[1..]),
                bump: b,
                body: fs + off as u64,
            };
        }
    }
    panic!("prologue not recognised");
}

/// The unwinder and a wave stopped `depth` fib_rec frames deep.
fn setup(path: &str, depth: u32) -> (Unwinder<'static>, FakeWave) {
    let c = code(path, BIAS);
    let lanes = c.processor.default_wave_size().unwrap().lanes();
    let flat = c.processor.architected_flat_scratch();
    let p = layout(&c);
    let (ks, ke) = function(&c, "recursive_fib_gcd");
    let (_, fe) = function(&c, "fib_rec");
    let (kc, kl) = find_inst(&c, ks, ke, "s_swappc_b64");
    let (fc, fl) = find_inst(&c, p.body, fe, "s_swappc_b64");
    let (ra_k, ra_f) = (BIAS + kc + kl, BIAS + fc + fl);
    let s0: u32 = if flat { 0x40 } else { 0x1000 };
    let sp = |m: u32| s0 + m * p.bump;
    let slot = |s: u32| {
        if flat {
            (u64::from(s) + p.offset) * u64::from(lanes)
        } else {
            u64::from(s) + p.offset * u64::from(lanes)
        }
    };
    // v40 while level m runs: the return address into its caller, the caller's FP.
    let image = |m: u32, l: u32| {
        let ra = if m == 0 { ra_k } else { ra_f };
        let fp = if m == 0 { 0 } else { sp(m - 1) };
        if l == p.ra.0 {
            ra as u32
        } else if l == p.ra.1 {
            (ra >> 32) as u32
        } else if l == p.fp_lane {
            fp
        } else {
            0x1000 * m + l
        }
    };
    let mut w = FakeWave::new(lanes);
    let inner = depth - 1;
    w.set_pc(BIAS + p.body);
    w.set_sgpr(33, sp(inner));
    w.set_sgpr(32, sp(inner) + p.bump);
    w.set_sgpr(30, ra_f as u32);
    w.set_sgpr(31, (ra_f >> 32) as u32);
    w.set_sgpr(p.fp_copy, sp(inner.saturating_sub(1)));
    w.set_exec(if lanes == 32 { 0xffff_ffff } else { u64::MAX });
    w.set_vgpr(p.vgpr, |l| image(inner, l));
    for m in 0..depth {
        // Level m's prologue saved its caller's v40.
        w.write_wave(slot(sp(m)), |l| {
            if m == 0 {
                0xcafe_0000 + l
            } else {
                image(m - 1, l)
            }
        });
    }
    let u = Unwinder::new(vec![c]);
    // Checked on a copy, so `u`'s memo stays empty for the cold runs...
    let bt = u.clone().backtrace(&mut w.clone());
    assert_eq!(bt.end, EndReason::Outermost, "{path}");
    assert_eq!(bt.frames.len() as u32, depth + 1, "{path}");
    // ... and the warm runs fill it on their first iteration.
    (u, w)
}

/// Warm: one unwinder for every iteration, so its memo (CFI rows and prologue analyses per
/// code object and PC, filled by `setup`'s check) is reused, as a debugger reuses it across
/// stops and waves.
fn run(bencher: divan::Bencher, path: &str) {
    let (u, w) = setup(path, 9);
    bencher
        .with_inputs(|| w.clone())
        .bench_local_refs(|w| divan::black_box(u.backtrace(w)));
}

/// Cold: a fresh unwinder (empty memo) per iteration, made outside the timing; only the
/// recursive frames share work.
fn run_cold(bencher: divan::Bencher, path: &str) {
    let (u, w) = setup(path, 9);
    bencher
        .with_inputs(|| (u.clone(), w.clone()))
        .bench_local_refs(|(u, w)| divan::black_box(u.backtrace(w)));
}

const FORK_W64: &str = "rocm22/gfx90a/recursion-O0.hsaco";
const FORK_W32: &str = "rocm22/gfx1100/recursion-O0.hsaco";
const CLANG_W64: &str = "clang19/gfx90a/recursion-O0.hsaco";
const CLANG_W32: &str = "clang19/gfx1100/recursion-O0.hsaco";

/// AMD's fork, gfx90a (wave64, MUBUF scratch): CFI.
#[divan::bench]
fn cfi_gfx90a_wave64(b: divan::Bencher) {
    run(b, FORK_W64);
}

/// AMD's fork, gfx1100 (wave32, flat scratch): CFI.
#[divan::bench]
fn cfi_gfx1100_wave32(b: divan::Bencher) {
    run(b, FORK_W32);
}

/// Upstream clang 19, gfx90a: the ABI fallback.
#[divan::bench]
fn fallback_gfx90a_wave64(b: divan::Bencher) {
    run(b, CLANG_W64);
}

/// Upstream clang 19, gfx1100: the ABI fallback.
#[divan::bench]
fn fallback_gfx1100_wave32(b: divan::Bencher) {
    run(b, CLANG_W32);
}

/// The same four with an empty memo.
#[divan::bench]
fn cold_cfi_gfx90a_wave64(b: divan::Bencher) {
    run_cold(b, FORK_W64);
}

#[divan::bench]
fn cold_cfi_gfx1100_wave32(b: divan::Bencher) {
    run_cold(b, FORK_W32);
}

#[divan::bench]
fn cold_fallback_gfx90a_wave64(b: divan::Bencher) {
    run_cold(b, CLANG_W64);
}

#[divan::bench]
fn cold_fallback_gfx1100_wave32(b: divan::Bencher) {
    run_cold(b, CLANG_W32);
}
