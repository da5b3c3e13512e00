//! The frame iterator on the corpus's hand-written CFI and on upstream clang's code (the ABI
//! fallback), against fake wave states whose every register and stack slot the test chose;
//! and hostile stacks that must end with a stated reason.

mod support;

use support::{code, find_inst, function, FakeWave};
use unwind::{EndReason, Method, RecoveredValue, Unwinder};

const BIAS: u64 = 0x7f00_0000_0000;

/// The caller's v40 image on the stack, its v41 image, the live v41 (the inactive lanes'
/// caller values), and the caller's EXEC.
fn v40_caller(l: u32) -> u32 {
    0x4000_0000 + l
}
fn v41_saved(l: u32) -> u32 {
    0x5100_0000 + l
}
fn v41_live(l: u32) -> u32 {
    0x4100_0000 + l
}

/// hetero_cfi_wave64.s / hetero_cfi_wave32.s: `lane_saves_func` stopped after its prologue
/// (CFA = s33 in private_wave), called from the kernel.
fn lane_saves(path: &str, func: &str, kernel: &str, lanes: u32, exec: u64) {
    let c = code(path, BIAS);
    let (fs, fe) = function(&c, func);
    let (ks, ke) = function(&c, kernel);
    let (call, len) = find_inst(&c, ks, ke, "s_swappc_b64");
    let ra = BIAS + call + len;
    // The first instruction after the prologue: `v_mov_b32_e32 v41, v0`.
    let (body, _) = find_inst(&c, fs, fe, "v_mov_b32_e32 v41, v0");
    let unwinder = Unwinder::new(vec![c]);

    let mut w = FakeWave::new(lanes);
    w.set_pc(BIAS + body);
    let entry_sp: u32 = if lanes == 64 { 0x400 } else { 0x20 };
    let frame_size: u32 = if lanes == 64 { 0x200 } else { 8 };
    // MUBUF (gfx90a): s33 is a wave offset = the CFA. Flat scratch (gfx1100): per lane, the
    // CFA is s33 << 5.
    let cfa = if lanes == 64 {
        u64::from(entry_sp)
    } else {
        u64::from(entry_sp) * 32
    };
    w.set_sgpr(33, entry_sp);
    w.set_sgpr(32, entry_sp + frame_size);
    w.set_exec(exec);
    w.set_vgpr(40, |l| 0xdead_0000 + l);
    w.set_lane(40, 0, ra as u32);
    w.set_lane(40, 1, (ra >> 32) as u32);
    w.set_lane(40, 2, 0x1234); // the caller's s33
    w.set_vgpr(41, v41_live);
    w.write_wave(cfa, v40_caller);
    w.write_wave(cfa + 4 * u64::from(lanes), v41_saved);

    let bt = unwinder.backtrace(&mut w);
    assert_eq!(bt.end, EndReason::Outermost, "{:#?}", bt);
    assert_eq!(bt.frames.len(), 2);
    let f0 = &bt.frames[0];
    assert_eq!(f0.method, Method::Cfi);
    assert_eq!(f0.function.as_ref().unwrap().name, func);
    let c0 = f0.cfa.unwrap();
    assert_eq!((c0.space.0, c0.address), (6, cfa));
    let vb = if lanes == 64 { 2560 } else { 1536 };
    // The return address from lanes 0 and 1 of v40.
    assert_eq!(f0.recovered(16).unwrap().value.scalar(), Some(ra));
    // s33 from lane 2 of v40.
    assert_eq!(f0.recovered(65).unwrap().value.scalar(), Some(0x1234));
    // s32: implied by the CFA (the SP at the call).
    assert_eq!(
        f0.recovered(64).unwrap().value.scalar(),
        Some(u64::from(entry_sp))
    );
    // v40: whole wave from memory.
    let v40 = &f0.recovered(vb + 40).unwrap().value;
    assert!(v40.is_complete());
    for l in 0..lanes {
        assert_eq!(v40.dword(l), Some(v40_caller(l)), "v40 lane {l}");
    }
    // v41: spilled under the caller's EXEC: active lanes from memory, the others from the
    // live register.
    let v41 = &f0.recovered(vb + 41).unwrap().value;
    assert!(v41.is_complete());
    for l in 0..lanes {
        let want = if exec >> l & 1 == 1 {
            v41_saved(l)
        } else {
            v41_live(l)
        };
        assert_eq!(v41.dword(l), Some(want), "v41 lane {l}");
    }
    // v0 is undefined in the caller (it holds the result).
    assert_eq!(f0.recovered(vb).unwrap().value, RecoveredValue::Undefined);

    let f1 = &bt.frames[1];
    assert_eq!(f1.pc, ra);
    assert_eq!(f1.lookup_pc(), ra - 1);
    assert_eq!(f1.function.as_ref().unwrap().name, kernel);
    assert_eq!(f1.method, Method::Cfi);
    // Kernels: CFA 0 in private_wave, the return address undefined.
    assert_eq!(f1.cfa.map(|c| (c.space.0, c.address)), Some((6, 0)));
    // The kernel frame sees the recovered registers.
    assert_eq!(
        bt.register(&mut w, 1, vb + 41).unwrap().dword(3),
        Some(if exec >> 3 & 1 == 1 {
            v41_saved(3)
        } else {
            v41_live(3)
        })
    );
    assert_eq!(bt.register(&mut w, 1, 65).unwrap().scalar(), Some(0x1234));
    assert_eq!(
        bt.register(&mut w, 0, 65).unwrap().scalar(),
        Some(u64::from(entry_sp))
    );
}

#[test]
fn wave64_cfi_every_lane_partial_exec() {
    lane_saves(
        "asm/gfx90a/hetero_cfi_wave64.hsaco",
        "lane_saves_func",
        "hand_kernel",
        64,
        0x0f0f_0000_ffff_00a5,
    );
}

#[test]
fn wave64_cfi_full_exec() {
    lane_saves(
        "asm/gfx90a/hetero_cfi_wave64.hsaco",
        "lane_saves_func",
        "hand_kernel",
        64,
        u64::MAX,
    );
}

#[test]
fn wave32_cfi_every_lane_partial_exec() {
    lane_saves(
        "asm/gfx1100/hetero_cfi_wave32.hsaco",
        "lane_saves_func32",
        "hand_kernel32",
        32,
        0x8000_1e01,
    );
}

/// What a recursive function's prologue does, read off its disassembly: the SGPR the caller's
/// FP is copied to, the callee-saved VGPR spilled whole-wave and its offset, the lanes of the
/// return address and of the FP, and the SP increment.
#[derive(Debug)]
struct Prologue {
    vgpr: u64,
    offset: u64,
    ra_lanes: (u32, u32),
    fp_lane: u32,
    bump: u32,
    /// The SGPR holding the caller's FP.
    fp_copy: u64,
    /// First instruction after the prologue.
    body: u64,
}

fn num(s: &str) -> u64 {
    let s = s.trim_matches(|c: char| c == ',' || c.is_whitespace());
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).unwrap(),
        None => s.parse().unwrap(),
    }
}

fn prologue(c: &unwind::Code<'_>, func: &str) -> Prologue {
    let (fs, fe) = function(c, func);
    let wave = c.processor.default_wave_size().unwrap();
    let d = amdgpu::decode::Decoder::for_target(c.processor.name, wave).unwrap();
    let bytes = c
        .text
        .iter()
        .find_map(|(s, b)| (fs >= *s).then(|| &b[(fs - s) as usize..(fe - s) as usize]))
        .unwrap();
    let mut fp_copy = String::new();
    let (mut vgpr, mut offset, mut ra0, mut ra1, mut fpl, mut bump) =
        (None, 0, None, None, None, None);
    let mut off = 0;
    while off < bytes.len() {
        let i = d.decode(&bytes[off..]);
        let t = i.text();
        off += i.len();
        let w: Vec<&str> = t.split_whitespace().collect();
        if t.starts_with("s_mov_b32") && w.get(2) == Some(&"s33") && fp_copy.is_empty() {
            fp_copy = w[1].trim_end_matches(',').to_string();
        }
        if (t.starts_with("buffer_store_dword v4")
            || t.starts_with("scratch_store_dword off, v4")
            || t.starts_with("scratch_store_b32 off, v4"))
            && t.contains("s33")
            && vgpr.is_none()
        {
            let v = w.iter().find(|x| x.starts_with("v4")).unwrap();
            vgpr = Some(num(&v[1..]));
            offset = w
                .iter()
                .find_map(|x| x.strip_prefix("offset:"))
                .map_or(0, num);
        }
        if t.starts_with("v_writelane_b32") {
            let (src, lane) = (w[2].trim_end_matches(','), num(w[3]) as u32);
            if src == "s30" {
                ra0 = Some(lane);
            } else if src == "s31" {
                ra1 = Some(lane);
            } else if src == fp_copy && fpl.is_none() {
                fpl = Some(lane);
            }
        }
        if t.starts_with("s_add_i32 s32, s32,") || t.starts_with("s_add_co_i32 s32, s32,") {
            bump = Some(num(w[3]) as u32);
        }
        if let (Some(v), Some(r0), Some(r1), Some(f), Some(b)) = (vgpr, ra0, ra1, fpl, bump) {
            return Prologue {
                vgpr: v,
                offset,
                ra_lanes: (r0, r1),
                fp_lane: f,
                bump: b,
                fp_copy: num(&fp_copy[1..]),
                body: fs + off as u64,
            };
        }
    }
    panic!("{func}: prologue not recognised: fp {fp_copy} v{vgpr:?} ra {ra0:?}/{ra1:?} fp lane {fpl:?} bump {bump:?}");
}

/// kernel → fib_rec → fib_rec, stopped in the inner fib_rec right after its prologue; the
/// state is built from the prologue's own layout. Returns the backtrace's methods.
fn recursion(path: &str, expect: Method) {
    let c = code(path, BIAS);
    let lanes = c.processor.default_wave_size().unwrap().lanes();
    let flat = c.processor.architected_flat_scratch();
    let p = prologue(&c, "fib_rec");
    let (fs, fe) = function(&c, "fib_rec");
    let (ks, ke) = function(&c, "recursive_fib_gcd");
    let (kcall, kl) = find_inst(&c, ks, ke, "s_swappc_b64");
    let (fcall, fl) = find_inst(&c, p.body, fe, "s_swappc_b64");
    let (ra_k, ra_f) = (BIAS + kcall + kl, BIAS + fcall + fl);
    let unwinder = Unwinder::new(vec![c]);
    let vreg = if lanes == 32 { 1536 } else { 2560 } + p.vgpr;
    // SP in s32's units: wave-scaled on MUBUF, per lane with flat scratch.
    let sp0: u32 = if flat { 0x40 } else { 0x1000 };
    let sp1 = sp0 + p.bump;
    let cfa = |sp: u32| {
        if flat {
            u64::from(sp) * u64::from(lanes)
        } else {
            u64::from(sp)
        }
    };
    let slot = |sp: u32| {
        if flat {
            (u64::from(sp) + p.offset) * u64::from(lanes)
        } else {
            u64::from(sp) + p.offset * u64::from(lanes)
        }
    };
    let lane_of = |ra: u64, fp: u32, l: u32, other: u32| {
        if l == p.ra_lanes.0 {
            ra as u32
        } else if l == p.ra_lanes.1 {
            (ra >> 32) as u32
        } else if l == p.fp_lane {
            fp
        } else {
            other + l
        }
    };
    let mut w = FakeWave::new(lanes);
    w.set_pc(BIAS + p.body);
    w.set_sgpr(33, sp1);
    w.set_sgpr(32, sp1 + p.bump);
    w.set_exec(if lanes == 32 { 0xffff_ffff } else { u64::MAX });
    // Right after the prologue the return address and the FP copy are still in SGPRs too.
    w.set_sgpr(30, ra_f as u32);
    w.set_sgpr(31, (ra_f >> 32) as u32);
    w.set_sgpr(p.fp_copy, sp0);
    // Inner fib_rec's v40: RA into the outer fib_rec, the outer's FP (sp0).
    w.set_vgpr(p.vgpr, |l| lane_of(ra_f, sp0, l, 0x7700_0000));
    // Saved by the inner prologue: the outer fib_rec's v40 (RA into the kernel, FP 0).
    w.write_wave(slot(sp1), |l| lane_of(ra_k, 0, l, 0x6600_0000));
    // Saved by the outer prologue: the kernel's v40.
    w.write_wave(slot(sp0), |l| 0x5500_0000 + l);

    let bt = unwinder.backtrace(&mut w);
    // The unwinder's memo (rows and prologue analyses per PC) changes nothing: a second
    // walk with it filled, and one with a fresh copy, give the same frames.
    assert_eq!(unwinder.backtrace(&mut w.clone()), bt, "{path}: memo");
    assert_eq!(unwinder.clone().backtrace(&mut w.clone()), bt, "{path}");
    let names: Vec<&str> = bt
        .frames
        .iter()
        .map(|f| f.function.as_ref().map_or("?", |f| f.name.as_str()))
        .collect();
    assert_eq!(
        names,
        ["fib_rec", "fib_rec", "recursive_fib_gcd"],
        "{path}: {bt:#?}"
    );
    assert_eq!(bt.end, EndReason::Outermost, "{path}");
    let pcs: Vec<u64> = bt.frames.iter().map(|f| f.pc).collect();
    assert_eq!(pcs, [BIAS + p.body, ra_f, ra_k], "{path}");
    let cfas: Vec<u64> = bt.frames.iter().map(|f| f.cfa.unwrap().address).collect();
    assert_eq!(cfas, [cfa(sp1), cfa(sp0), 0], "{path}");
    assert!(bt.frames.iter().all(|f| f.cfa.unwrap().space.0 == 6));
    for f in &bt.frames {
        assert_eq!(f.method, expect, "{path} frame {}", f.index);
    }
    assert!(fs <= p.body && p.body < fe);
    // The registers each frame sees.
    assert_eq!(
        bt.register(&mut w, 1, 65).unwrap().scalar(),
        Some(u64::from(sp0)),
        "{path} s33"
    );
    assert_eq!(
        bt.register(&mut w, 2, 65).unwrap().scalar(),
        Some(0),
        "{path} s33"
    );
    assert_eq!(
        bt.register(&mut w, 1, 64).unwrap().scalar(),
        Some(u64::from(sp1)),
        "{path} s32"
    );
    let v1 = bt.register(&mut w, 1, vreg).unwrap();
    let v2 = bt.register(&mut w, 2, vreg).unwrap();
    for l in 0..lanes {
        assert_eq!(
            v1.dword(l),
            Some(lane_of(ra_k, 0, l, 0x6600_0000)),
            "{path} frame 1 lane {l}"
        );
        assert_eq!(
            v2.dword(l),
            Some(0x5500_0000 + l),
            "{path} frame 2 lane {l}"
        );
    }
}

#[test]
fn recursion_fallback_on_upstream_clang() {
    for t in [
        "gfx90a", "gfx942", "gfx1100", "gfx900", "gfx1030", "gfx1200",
    ] {
        recursion(&format!("clang19/{t}/recursion-O0.hsaco"), Method::Fallback);
    }
}

#[test]
fn recursion_cfi_on_the_fork() {
    for t in [
        "gfx90a", "gfx942", "gfx1100", "gfx900", "gfx1030", "gfx1200",
    ] {
        recursion(&format!("rocm22/{t}/recursion-O0.hsaco"), Method::Cfi);
    }
}

// ------------------------------------------------------------------ hostile stacks

/// A `.debug_frame` with the AMDGPU CIE and one FDE per `(start, len, instructions)`.
fn debug_frame(fdes: &[(u64, u64, &[u8])]) -> &'static [u8] {
    let mut s = vec![];
    s.extend_from_slice(&21u32.to_le_bytes());
    s.extend_from_slice(&0xffff_ffffu32.to_le_bytes());
    s.push(4);
    s.extend_from_slice(b"[amd:v0.0]\0");
    s.extend_from_slice(&[8, 0, 4, 4, 16]);
    for (start, len, insts) in fdes {
        let mut body = vec![];
        body.extend_from_slice(&0u32.to_le_bytes());
        body.extend_from_slice(&start.to_le_bytes());
        body.extend_from_slice(&len.to_le_bytes());
        body.extend_from_slice(insts);
        while (body.len() + 4) % 8 != 0 {
            body.push(0);
        }
        s.extend_from_slice(&(body.len() as u32).to_le_bytes());
        s.extend_from_slice(&body);
    }
    Box::leak(s.into_boxed_slice())
}

/// hetero_cfi_wave64's code with `frame` as its CFI (None: no CFI at all).
fn with_cfi(frame: Option<&'static [u8]>) -> unwind::Code<'static> {
    let c = code("asm/gfx90a/hetero_cfi_wave64.hsaco", BIAS);
    unwind::Code::new(
        "hostile",
        c.processor,
        BIAS,
        frame.map(|f| unwind::FrameSection::new(f, unwind::SectionKind::DebugFrame)),
        c.text.clone(),
        c.functions.clone(),
    )
}

const CFA_S32: &[u8] = &[0x30, 0x40, 0x00, 0x06];
const RA_S30_S31: &[u8] = &[
    0x10, 0x10, 0x08, 0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04,
];

fn leaf_state(pc: u64, ra: u64) -> FakeWave {
    let mut w = FakeWave::new(64);
    w.set_pc(pc);
    w.set_sgpr(32, 0x800);
    w.set_sgpr(30, ra as u32);
    w.set_sgpr(31, (ra >> 32) as u32);
    w.set_exec(u64::MAX);
    w
}

#[test]
fn missing_cfa_rule_ends_the_walk() {
    let c = code("asm/gfx90a/hetero_cfi_wave64.hsaco", BIAS);
    let (fs, fe) = function(&c, "asm_cfi_func");
    let frame = debug_frame(&[(fs, fe - fs, RA_S30_S31)]);
    let u = Unwinder::new(vec![with_cfi(Some(frame))]);
    let bt = u.backtrace(&mut leaf_state(BIAS + fs, BIAS + fs));
    assert_eq!(bt.end, EndReason::NoCfaRule);
    assert_eq!(bt.frames.len(), 1);
    assert_eq!(bt.frames[0].method, Method::Cfi);
    assert_eq!(bt.end.to_string(), "the CFI gives no CFA rule");
}

#[test]
fn register_rule_cycle_ends_the_walk() {
    let c = code("asm/gfx90a/hetero_cfi_wave64.hsaco", BIAS);
    let (fs, fe) = function(&c, "asm_cfi_func");
    // pc = { call_frame_entry_reg pc }; s33 = { call_frame_entry_reg s34 }, s34 = { … s33 }.
    let insts: Vec<u8> = [
        CFA_S32,
        &[0x10, 0x10, 0x03, 0xe9, 0x07, 0x10],
        &[0x10, 0x41, 0x03, 0xe9, 0x07, 0x42],
        &[0x10, 0x42, 0x03, 0xe9, 0x07, 0x41],
    ]
    .concat();
    let frame = debug_frame(&[(fs, fe - fs, Box::leak(insts.into_boxed_slice()))]);
    let u = Unwinder::new(vec![with_cfi(Some(frame))]);
    let bt = u.backtrace(&mut leaf_state(BIAS + fs, BIAS + fs));
    let EndReason::ReturnAddressUnavailable(why) = &bt.end else {
        panic!("{:?}", bt.end)
    };
    assert!(why.contains("cycle") || why.contains("itself"), "{why}");
    let f = &bt.frames[0];
    assert!(matches!(
        f.recovered(65).unwrap().value,
        RecoveredValue::Error(_)
    ));
    assert!(matches!(
        f.recovered(66).unwrap().value,
        RecoveredValue::Error(_)
    ));
    // The CFA itself depending on a register whose rule needs the CFA.
    let insts: Vec<u8> = [
        &[0x0f, 0x03, 0xe9, 0x07, 0x41][..], // CFA = { call_frame_entry_reg s33 }
        &[0x05, 0x41, 0x00],                 // s33 at CFA + 0
        RA_S30_S31,
    ]
    .concat();
    let frame = debug_frame(&[(fs, fe - fs, Box::leak(insts.into_boxed_slice()))]);
    let u = Unwinder::new(vec![with_cfi(Some(frame))]);
    let bt = u.backtrace(&mut leaf_state(BIAS + fs, BIAS + fs));
    assert_eq!(bt.end.kind(), "cfa_error", "{}", bt.end);
}

#[test]
fn poisoned_and_foreign_return_addresses_end_the_walk() {
    let c = code("asm/gfx90a/hetero_cfi_wave64.hsaco", BIAS);
    let (fs, _) = function(&c, "asm_cfi_func");
    let u = Unwinder::new(vec![c]);
    let bt = u.backtrace(&mut leaf_state(BIAS + fs + 4, 0xbebe_bebe_bebe_bebe));
    assert_eq!(
        bt.end,
        EndReason::BadReturnAddress {
            address: 0xbebe_bebe_bebe_bebe,
            why: "is not 4-byte aligned (a poisoned or corrupt return address)"
        }
    );
    assert_eq!(bt.frames.len(), 1);
    let bt = u.backtrace(&mut leaf_state(BIAS + fs + 4, 0x1000));
    assert_eq!(bt.end.kind(), "bad_return_address");
    assert!(bt
        .end
        .to_string()
        .contains("outside every loaded code object"));
    // A PC outside the code objects.
    let bt = u.backtrace(&mut leaf_state(0x4000, 0));
    assert_eq!(bt.end, EndReason::PcOutsideCode);
}

#[test]
fn a_frame_returning_to_itself_is_a_cycle() {
    let c = code("asm/gfx90a/hetero_cfi_wave64.hsaco", BIAS);
    let (fs, fe) = function(&c, "asm_cfi_func");
    let frame = debug_frame(&[(fs, fe - fs, &[CFA_S32, RA_S30_S31].concat().leak()[..])]);
    let u = Unwinder::new(vec![with_cfi(Some(frame))]);
    // s[30:31] point back into the function itself, and nothing changes the CFA.
    let bt = u.backtrace(&mut leaf_state(BIAS + fs, BIAS + fs + 8));
    assert_eq!(bt.end, EndReason::Cycle { pc: BIAS + fs + 8 });
    assert_eq!(bt.frames.len(), 3);
}

#[test]
fn unknown_instruction_in_a_prologue_ends_the_walk() {
    let c = code("asm/gfx90a/hetero_cfi_wave64.hsaco", BIAS);
    let text: &'static [u8] = Box::leak(vec![0xffu8; 64].into_boxed_slice());
    let bad = unwind::Code::new(
        "garbage",
        c.processor,
        0,
        None,
        vec![(0x10_0000, text)],
        vec![unwind::Function {
            name: "garbage".into(),
            start: 0x10_0000,
            end: 0x10_0040,
            is_kernel: false,
        }],
    );
    let u = Unwinder::new(vec![bad]);
    let bt = u.backtrace(&mut leaf_state(0x10_0010, 0));
    let EndReason::Fallback(why) = &bt.end else {
        panic!("{:?}", bt.end)
    };
    assert!(why.contains("unknown instruction at 0x100000"), "{why}");
    assert_eq!(bt.frames[0].method, Method::Fallback);
}

#[test]
fn frame_limit_stops_deep_stacks() {
    let c = code("asm/gfx90a/hetero_cfi_wave64.hsaco", BIAS);
    let (fs, fe) = function(&c, "asm_cfi_func");
    let frame = debug_frame(&[(fs, fe - fs, &[CFA_S32, RA_S30_S31].concat().leak()[..])]);
    let u = Unwinder::new(vec![with_cfi(Some(frame))]).with_limits(unwind::UnwindLimits {
        max_frames: 1,
        ..Default::default()
    });
    let bt = u.backtrace(&mut leaf_state(BIAS + fs, BIAS + fs + 8));
    assert_eq!(bt.end, EndReason::FrameLimit(1));
}

// ------------------------------------------------------- hand-written rule shapes

/// cfi_shapes_wave64.s / cfi_shapes_wave32.s: `shapes_func` stopped in its body (the last
/// row), called from the kernel. Every rule kind, every recovered register, every lane.
fn rule_shapes(path: &str, func: &str, kernel: &str, lanes: u32, exec: u64) {
    let c = code(path, BIAS);
    let (fs, fe) = function(&c, func);
    let (ks, ke) = function(&c, kernel);
    let (call, len) = find_inst(&c, ks, ke, "s_swappc_b64");
    let ra = BIAS + call + len;
    let (body, _) = find_inst(&c, fs, fe, "v_mov_b32_e32 v41, v0");
    let unwinder = Unwinder::new(vec![c]);
    let vb: u64 = if lanes == 64 { 2560 } else { 1536 };
    let last = lanes - 1;

    let mut w = FakeWave::new(lanes);
    w.set_pc(BIAS + body);
    // s32 in its own units: a wave offset on MUBUF (the CFA itself), per lane with flat
    // scratch (the CFA is s32 << 5).
    let sp: u32 = if lanes == 64 { 0x800 } else { 0x40 };
    let cfa = if lanes == 64 {
        u64::from(sp)
    } else {
        u64::from(sp) * 32
    };
    w.set_sgpr(32, sp);
    w.set_exec(exec);
    // v40: the callee's working copy, with the return address in lanes 6/7, the caller's
    // s48 in lane 5 and s49 in the last lane.
    w.set_vgpr(40, |l| 0xdead_0000 + l);
    w.set_lane(40, 6, ra as u32);
    w.set_lane(40, 7, (ra >> 32) as u32);
    w.set_lane(40, 5, 0x4848_4848);
    w.set_lane(40, last, 0x4949_4949);
    w.set_vgpr(41, v41_live);
    w.set_sgpr(16, 0x3434_3434); // the caller's s34 (DW_CFA_register)
    w.set_sgpr(17, 0x3636_3536); // the caller's s36 is s17 + 256 (val_expression)
    w.set_sgpr(34, 0);
    w.set_sgpr(35, 0);
    w.set_sgpr(36, 0);
    w.set_sgpr(40, 0x4040_4040); // same value
    w.set_sgpr(48, 0);
    w.set_sgpr(49, 0);
    w.write_wave(cfa, v40_caller);
    w.write_wave(cfa + 4 * u64::from(lanes), v41_saved);

    let bt = unwinder.backtrace(&mut w);
    assert_eq!(bt.end, EndReason::Outermost, "{bt:#?}");
    assert_eq!(bt.frames.len(), 2);
    let f0 = &bt.frames[0];
    assert_eq!(f0.method, Method::Cfi);
    assert_eq!(f0.function.as_ref().unwrap().name, func);
    let c0 = f0.cfa.unwrap();
    assert_eq!((c0.space.0, c0.address), (6, cfa));
    // Exactly these registers are recovered (s40 is same_value: not listed).
    let regs: Vec<u64> = f0.recovered.iter().map(|r| r.register.0).collect();
    assert_eq!(
        regs,
        [16, 64, 66, 67, 68, 80, 81, vb + 40, vb + 41],
        "{path}"
    );
    let how = |reg: u64| f0.recovered(reg).unwrap().how.to_string();
    let scalar = |reg: u64| f0.recovered(reg).unwrap().value.scalar();
    // The return address from lanes 6 and 7 of v40 (offset_uconst + piece).
    assert_eq!((how(16).as_str(), scalar(16)), ("expression", Some(ra)));
    // s32: the CFA, in s32's units.
    assert_eq!((how(64).as_str(), scalar(64)), ("cfa", Some(u64::from(sp))));
    // s34 in s16 (register), s35 = CFA + 16 (val_offset), s36 = s17 + 256
    // (val_expression).
    assert_eq!(
        (how(66).as_str(), scalar(66)),
        ("register", Some(0x3434_3434))
    );
    assert_eq!(
        (how(67).as_str(), scalar(67)),
        ("val_offset", Some((cfa + 16) & 0xffff_ffff))
    );
    assert_eq!(
        (how(68).as_str(), scalar(68)),
        ("val_expression", Some(0x3636_3636))
    );
    // s48 and s49 from lanes 5 and 31/63 of v40.
    assert_eq!(
        (how(80).as_str(), scalar(80)),
        ("expression", Some(0x4848_4848))
    );
    assert_eq!(
        (how(81).as_str(), scalar(81)),
        ("expression", Some(0x4949_4949))
    );
    // v40: every lane from the whole-wave slot at CFA + 0.
    let v40 = &f0.recovered(vb + 40).unwrap().value;
    assert!(v40.is_complete());
    for l in 0..lanes {
        assert_eq!(v40.dword(l), Some(v40_caller(l)), "{path} v40 lane {l}");
    }
    // v41: lanes active in the caller's EXEC from memory, the others from the live v41.
    let v41 = &f0.recovered(vb + 41).unwrap().value;
    assert!(v41.is_complete());
    for l in 0..lanes {
        let want = if exec >> l & 1 == 1 {
            v41_saved(l)
        } else {
            v41_live(l)
        };
        assert_eq!(v41.dword(l), Some(want), "{path} v41 lane {l}");
    }

    // The kernel frame sees them all; s40 (same value) and EXEC (no rule) are the live ones.
    let f1 = &bt.frames[1];
    assert_eq!(f1.pc, ra);
    assert_eq!(f1.function.as_ref().unwrap().name, kernel);
    assert_eq!(f1.cfa.map(|c| (c.space.0, c.address)), Some((6, 0)));
    let at1 = |w: &mut FakeWave, reg: u64| bt.register(w, 1, reg).unwrap();
    assert_eq!(at1(&mut w, 72).scalar(), Some(0x4040_4040));
    assert_eq!(at1(&mut w, 66).scalar(), Some(0x3434_3434));
    assert_eq!(at1(&mut w, 68).scalar(), Some(0x3636_3636));
    assert_eq!(at1(&mut w, 81).scalar(), Some(0x4949_4949));
    let exec_reg = w.exec_reg();
    assert_eq!(at1(&mut w, exec_reg).scalar(), Some(exec));
    let v41 = at1(&mut w, vb + 41);
    for l in 0..lanes {
        let want = if exec >> l & 1 == 1 {
            v41_saved(l)
        } else {
            v41_live(l)
        };
        assert_eq!(v41.dword(l), Some(want), "{path} frame 1 v41 lane {l}");
    }
    // Frame 0 sees the callee's own values.
    assert_eq!(bt.register(&mut w, 0, 66).unwrap().scalar(), Some(0));
    assert_eq!(
        bt.register(&mut w, 0, vb + 40).unwrap().dword(5),
        Some(0x4848_4848)
    );
}

#[test]
fn wave64_rule_shapes_partial_exec() {
    rule_shapes(
        "asm/gfx90a/cfi_shapes_wave64.hsaco",
        "shapes_func",
        "shapes_kernel",
        64,
        0x8000_0001_f0f0_0a5a,
    );
}

#[test]
fn wave64_rule_shapes_full_exec() {
    rule_shapes(
        "asm/gfx90a/cfi_shapes_wave64.hsaco",
        "shapes_func",
        "shapes_kernel",
        64,
        u64::MAX,
    );
}

#[test]
fn wave32_rule_shapes_partial_exec() {
    rule_shapes(
        "asm/gfx1100/cfi_shapes_wave32.hsaco",
        "shapes_func32",
        "shapes_kernel32",
        32,
        0x8001_3c05,
    );
}

#[test]
fn wave32_rule_shapes_full_exec() {
    rule_shapes(
        "asm/gfx1100/cfi_shapes_wave32.hsaco",
        "shapes_func32",
        "shapes_kernel32",
        32,
        0xffff_ffff,
    );
}

/// CFI whose return-address rule names a register the function clobbered (here s[34:35],
/// holding a stale address outside the code): the frame is redone by the prologue analysis,
/// which finds the return address in s[30:31], and the frame says so.
#[test]
fn bad_cfi_return_address_falls_back_to_prologue_analysis() {
    let c = code("asm/gfx90a/hetero_cfi_wave64.hsaco", BIAS);
    let (fs, fe) = function(&c, "asm_cfi_func");
    let (ks, ke) = function(&c, "hand_kernel");
    let (call, len) = find_inst(&c, ks, ke, "s_swappc_b64");
    let ra = BIAS + call + len;
    // pc = s[34:35] (DW_OP_regx s34, piece 4, regx s35, piece 4).
    const RA_S34_S35: &[u8] = &[
        0x10, 0x10, 0x08, 0x90, 0x42, 0x93, 0x04, 0x90, 0x43, 0x93, 0x04,
    ];
    let frame = debug_frame(&[(fs, fe - fs, &[CFA_S32, RA_S34_S35].concat().leak()[..])]);
    let u = Unwinder::new(vec![with_cfi(Some(frame))]);
    let clobbered: u64 = 0x7000_0004_0070;
    let mut w = leaf_state(BIAS + fs, ra);
    w.set_sgpr(34, clobbered as u32);
    w.set_sgpr(35, (clobbered >> 32) as u32);
    let bt = u.backtrace(&mut w);
    assert_eq!(bt.end, EndReason::Outermost, "{bt:#?}");
    assert_eq!(bt.frames.len(), 2);
    let method = bt.frames[0].method;
    assert_eq!(
        method,
        Method::FallbackAfterBadCfi {
            cfi_return_address: clobbered,
            why: "is outside every loaded code object",
        }
    );
    assert_eq!(method.name(), "fallback_after_bad_cfi");
    assert!(method.note().unwrap().contains("0x700000040070"));
    assert_eq!(bt.frames[1].pc, ra);
    assert_eq!(bt.frames[1].function.as_ref().unwrap().name, "hand_kernel");
    // Both wrong: the walk ends with the CFI's address, as before.
    let mut w = leaf_state(BIAS + fs, 0x1000);
    w.set_sgpr(34, clobbered as u32);
    w.set_sgpr(35, (clobbered >> 32) as u32);
    let bt = u.backtrace(&mut w);
    assert_eq!(bt.frames[0].method, Method::Cfi);
    assert_eq!(
        bt.end,
        EndReason::BadReturnAddress {
            address: clobbered,
            why: "is outside every loaded code object"
        }
    );
}

/// The method a frame gets when it is redone by prologue analysis because its CFI left a
/// clobbered register undescribed (its caller could not be unwound): a fallback method whose
/// note names the function and the register. The end-to-end case is `tests/backtrace.rs`
/// (`SPILL_UNDESCRIBED_SAVE`).
#[test]
fn undescribed_save_method() {
    let v40 = (2560..4096)
        .find(|&n| amdgpu::dwarf_register(n).is_ok_and(|d| d.register().to_string() == "v40"))
        .expect("a DWARF number for v40");
    let method = Method::FallbackAfterUndescribedSave { register: v40 };
    assert_eq!(method.name(), "fallback_after_undescribed_save");
    assert!(method.is_fallback());
    let note = method.note_for(Some("mid_mix")).unwrap();
    assert!(
        note.starts_with("CFI of mid_mix gives no rule for v40, which the function saves"),
        "{note}"
    );
    assert!(method
        .note()
        .unwrap()
        .starts_with("CFI gives no rule for v40"));
}
