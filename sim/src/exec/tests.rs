//! Per-instruction semantics against the ISA definitions: edge cases (shifts at and past the
//! width, signed overflow, carries across 64 bits, NaN and saturation in conversions).

use amdgpu::decode::Decoder;
use amdgpu::target::WaveId;
use amdgpu::{Apertures, WaveSize};

use super::fp::*;
use super::valu_ops::VOp;
use super::*;
use crate::memory::{GlobalMemory, Lds};
use crate::wave::Wave;

/// Runs lane 0 of a table operation.
fn v(op: VOp, a: u64, b: u64, c: u64) -> u64 {
    let s = [[a; 64], [b; 64], [c; 64]];
    let mut out = [0u64; 64];
    op.run(1, &s, 0, &mut out);
    out[0]
}

/// Executes one gfx90a instruction (dwords) on a fresh wave prepared by `f`.
fn exec90a(words: &[u32], f: impl FnOnce(&mut Wave)) -> Wave {
    exec_on("gfx90a", IsaFamily::Gfx9, words, f)
}

/// Executes one instruction (dwords) for `target` on a fresh wave64 prepared by `f`.
fn exec_on(target: &str, gen: IsaFamily, words: &[u32], f: impl FnOnce(&mut Wave)) -> Wave {
    exec_sized(target, gen, WaveSize::Wave64, words, f)
}

/// Executes one instruction (dwords) for `target` on a fresh wave of `size` prepared by `f`.
fn exec_sized(
    target: &str,
    gen: IsaFamily,
    size: WaveSize,
    words: &[u32],
    f: impl FnOnce(&mut Wave),
) -> Wave {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let d = Decoder::for_target(target, size).unwrap();
    let gfx90a = target == "gfx90a" || target.starts_with("gfx94");
    let inst = prepare(d.decode(&bytes));
    let mut w = Wave::new(WaveId(1), size, gfx90a);
    w.exec = u64::MAX;
    f(&mut w);
    let mut mem = GlobalMemory::new();
    let mut lds = Lds::new(64);
    let mut ctx = Ctx {
        mem: &mut mem,
        lds: &mut lds,
        apertures: Apertures::default(),
        gen,
    };
    let out = execute(&inst, &mut w, &mut ctx);
    assert_eq!(out, Outcome::Continue, "{}", inst.raw.text());
    w
}

#[test]
fn vector_shifts_mask_the_amount() {
    assert_eq!(
        v(VOp::LshlrevB32, 33, 1, 0),
        2,
        "shift amount is taken mod 32"
    );
    assert_eq!(v(VOp::LshrrevB32, 32, 0x8000_0000, 0), 0x8000_0000);
    assert_eq!(v(VOp::AshrrevI32, 31, 0x8000_0000, 0), 0xffff_ffff);
    assert_eq!(
        v(VOp::LshlrevB64, 64, 3, 0),
        3,
        "64-bit shifts take the amount mod 64"
    );
    assert_eq!(v(VOp::LshrrevB64, 63, 1 << 63, 0), 1);
    assert_eq!(
        v(VOp::AshrrevI64, 4, 0x8000_0000_0000_0000, 0),
        0xf800_0000_0000_0000
    );
}

#[test]
fn vector_integer_edges() {
    assert_eq!(v(VOp::AddU32, 0xffff_ffff, 2, 0), 1, "wraps");
    assert_eq!(v(VOp::MulHiI32, (-2i32) as u32 as u64, 0x8000_0000, 0), 1);
    assert_eq!(v(VOp::MulHiU32, 0xffff_ffff, 0xffff_ffff, 0), 0xffff_fffe);
    assert_eq!(
        v(VOp::MulI32I24, 0x80_0000, 2, 0),
        (-(1i32 << 24)) as u32 as u64,
        "24-bit operands sign-extend"
    );
    assert_eq!(v(VOp::BfeU32, 0xf0, 4, 0), 0, "width 0 gives 0");
    assert_eq!(
        v(VOp::BfeI32, 0xf0, 4, 4),
        0xffff_ffff,
        "signed field extends"
    );
    assert_eq!(v(VOp::FfbhU32, 0, 0, 0), 0xffff_ffff);
    assert_eq!(v(VOp::FfblB32, 8, 0, 0), 3);
    assert_eq!(v(VOp::AlignbitB32, 0x1, 0x8000_0000, 31), 3);
    assert_eq!(v(VOp::MinI32, (-1i32) as u32 as u64, 1, 0), 0xffff_ffff);
    assert_eq!(v(VOp::MinU32, 0xffff_ffff, 1, 0), 1);
    assert_eq!(v(VOp::Med3I32, 5, (-3i32) as u32 as u64, 2), 2);
    assert_eq!(v(VOp::LshlAddU32, 1, 31, 1), 0x8000_0001);
}

#[test]
fn conversions_saturate_and_map_nan_to_zero() {
    let f = |x: f32| x.to_bits() as u64;
    assert_eq!(v(VOp::CvtU32F32, f(-5.0), 0, 0), 0);
    assert_eq!(v(VOp::CvtU32F32, f(1e20), 0, 0), 0xffff_ffff);
    assert_eq!(v(VOp::CvtU32F32, f(f32::NAN), 0, 0), 0);
    assert_eq!(v(VOp::CvtI32F32, f(-1e20), 0, 0), 0x8000_0000);
    assert_eq!(
        v(VOp::CvtI32F32, f(-2.7), 0, 0),
        (-2i32) as u32 as u64,
        "truncates"
    );
    assert_eq!(
        v(VOp::CvtF32U32, 0xffff_ffff, 0, 0),
        f(4294967296.0),
        "round to nearest even"
    );
    assert_eq!(
        v(VOp::CvtI32F64, (-3.9f64).to_bits(), 0, 0),
        (-3i32) as u32 as u64
    );
}

#[test]
fn float_nan_and_denormals() {
    let f = |x: f32| x.to_bits() as u64;
    assert_eq!(
        v(VOp::MaxF32, f(f32::NAN), f(2.0), 0),
        f(2.0),
        "IEEE maxNum"
    );
    assert_eq!(v(VOp::AddF32, 1, 1, 0), 2, "denormals are kept");
    assert_eq!(
        v(VOp::FmaF32, f(0.1), f(10.0), f(-1.0)),
        f(0.1f32.mul_add(10.0, -1.0)),
        "fused"
    );
    assert_ne!(
        v(VOp::MadF32, f(0.1), f(10.0), f(-1.0)),
        v(VOp::FmaF32, f(0.1), f(10.0), f(-1.0)),
        "mad rounds twice"
    );
    assert!(
        f32::from_bits(v(VOp::AddF32, f(f32::INFINITY), f(f32::NEG_INFINITY), 0) as u32).is_nan()
    );
    assert_eq!(v(VOp::FractF32, f(-0.25), 0, 0), f(0.75));
    assert_eq!(v(VOp::LdexpF32, f(1.0), (-149i32) as u32 as u64, 0), 1);
    assert_eq!(v(VOp::RndneF32, f(2.5), 0, 0), f(2.0));
}

#[test]
fn salu_add_carry_and_signed_overflow() {
    // s_add_u32 s0, s1, s2 — SCC is the carry out.
    let w = exec90a(&[0x8000_0201], |w| {
        w.sgpr[1] = 0xffff_ffff;
        w.sgpr[2] = 2;
    });
    assert_eq!((w.sgpr[0], w.scc), (1, true));
    // s_add_i32 s0, s1, s2 — SCC is signed overflow.
    let w = exec90a(&[0x8100_0201], |w| {
        w.sgpr[1] = 0x7fff_ffff;
        w.sgpr[2] = 1;
    });
    assert_eq!((w.sgpr[0], w.scc), (0x8000_0000, true));
    // s_addc_u32 s0, s1, s2 with SCC in.
    let w = exec90a(&[0x8200_0201], |w| {
        w.sgpr[1] = 0xffff_ffff;
        w.sgpr[2] = 0;
        w.scc = true;
    });
    assert_eq!((w.sgpr[0], w.scc), (0, true));
    // s_sub_u32 s0, s1, s2 — SCC is the borrow.
    let w = exec90a(&[0x8080_0201], |w| {
        w.sgpr[1] = 1;
        w.sgpr[2] = 2;
    });
    assert_eq!((w.sgpr[0], w.scc), (0xffff_ffff, true));
}

#[test]
fn salu_64bit_shift_and_saveexec() {
    // s_lshl_b64 s[0:1], s[2:3], s4 — amount mod 64, SCC = result != 0.
    let w = exec90a(&[0x8e80_0402], |w| {
        w.sgpr[2] = 1;
        w.sgpr[4] = 65;
    });
    assert_eq!((w.sgpr[0], w.sgpr[1], w.scc), (2, 0, true));
    // s_and_saveexec_b64 s[0:1], s[2:3]
    let w = exec90a(&[0xbe80_2002], |w| {
        w.exec = 0xff;
        w.sgpr[2] = 0x0f;
        w.sgpr[3] = 0xff;
    });
    assert_eq!((w.sgpr[0], w.sgpr[1], w.exec, w.scc), (0xff, 0, 0x0f, true));
}

#[test]
fn valu_carry_chain_is_a_64bit_add() {
    // v_add_co_u32_e32 v0, vcc, v2, v4 ; v_addc_co_u32_e32 v1, vcc, v3, v5, vcc
    let add_co = (0x19 << 25) | (4 << 9) | 258;
    let addc = (0x1c << 25) | (1 << 17) | (5 << 9) | 259;
    let w = exec90a(&[add_co], |w| {
        w.vgpr[2] = [0xffff_ffff; 64];
        w.vgpr[4] = [1; 64];
    });
    assert_eq!(w.vgpr[0][0], 0);
    assert_eq!(w.vcc, u64::MAX, "carry out in every lane");
    let w2 = exec90a(&[addc], |x| {
        x.vcc = w.vcc;
        x.vgpr[3] = [7; 64];
        x.vgpr[5] = [1; 64];
    });
    assert_eq!(w2.vgpr[1][0], 9);
    assert_eq!(w2.vcc, 0);
}

#[test]
fn exec_masks_vector_writes() {
    // v_mov_b32_e32 v0, 5 with half the lanes active.
    let w = exec90a(&[0x7e00_0285], |w| {
        w.exec = 0xffff_ffff;
        w.vgpr[0] = [9; 64];
    });
    assert_eq!(w.vgpr[0][0], 5);
    assert_eq!(w.vgpr[0][63], 9, "inactive lanes keep their value");
}

#[test]
fn sdwa_selects_and_extends_sources() {
    // v_add_u32_sdwa v1, v4, v10 src0_sel:WORD_0 (clang22's 64-bit udiv expansion): only
    // the low word of v4 is added.
    let w = exec90a(&[0x680214F9, 0x06040604], |w| {
        w.vgpr[4][0] = 0xffff_ffff;
        w.vgpr[10][0] = 3;
    });
    assert_eq!(w.vgpr[1][0], 0x1_0002);
    // The same with src0 sext(BYTE_1), dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE.
    let w = exec90a(&[0x680214F9, 0x06091504], |w| {
        w.vgpr[4][0] = 0x0000_8000;
        w.vgpr[10][0] = 1;
        w.vgpr[1][0] = 0x1234_5678;
    });
    assert_eq!(w.vgpr[1][0], 0xff81_5678);
}

#[test]
fn sdwa_and_f16_output_modifiers() {
    // v_add_f32_sdwa v0, v1, v2 mul:2 dst_sel:DWORD ... (GFX10 SDWA has omod too).
    let w = exec_on(
        "gfx1030",
        IsaFamily::Gfx10,
        &[0x060004F9, 0x06064601],
        |w| {
            w.vgpr[1][0] = 1.5f32.to_bits();
            w.vgpr[2][0] = 0.25f32.to_bits();
        },
    );
    assert_eq!(f32::from_bits(w.vgpr[0][0]), 3.5);
    // f16 results take it too: v_cvt_f16_f32_sdwa v0, v1 mul:2 dst_sel:DWORD ... (1.75 × 2).
    let w = exec_on(
        "gfx1030",
        IsaFamily::Gfx10,
        &[0x7E0014F9, 0x00064601],
        |w| {
            w.vgpr[1][0] = 1.75f32.to_bits();
        },
    );
    assert_eq!(w.vgpr[0][0], 0x4300);
}

#[test]
fn literal_for_a_64_bit_integer_is_zero_extended() {
    // s_mov_b64 s[10:11], 0xffffffff (clang-22 -O0 builds a low-dword mask this way).
    let w = exec_on(
        "gfx900",
        IsaFamily::Gfx9,
        &[0xBE8A01FF, 0xFFFF_FFFF],
        |_| {},
    );
    assert_eq!((w.sgpr[10], w.sgpr[11]), (0xffff_ffff, 0));
}

#[test]
fn gfx12_scalar_float_operations() {
    let g12 = |words: &[u32], f: &dyn Fn(&mut Wave)| exec_on("gfx1200", IsaFamily::Gfx12, words, f);
    // v_s_rcp_f32 s1, s2
    let w = g12(&[0xD6840001, 0x0000_0002], &|w| {
        w.sgpr[2] = 4.0f32.to_bits()
    });
    assert_eq!(f32::from_bits(w.sgpr[1]), 0.25);
    // s_mul_f32 s3, s4, 0.5
    let w = g12(&[0xA203F004], &|w| w.sgpr[4] = 3.0f32.to_bits());
    assert_eq!(f32::from_bits(w.sgpr[3]), 1.5);
    // s_fmac_f32 s7, s8, s9: s7 = s8 * s9 + s7
    let w = g12(&[0xA3870908], &|w| {
        w.sgpr[7] = 1.0f32.to_bits();
        w.sgpr[8] = 2.0f32.to_bits();
        w.sgpr[9] = 3.0f32.to_bits();
    });
    assert_eq!(f32::from_bits(w.sgpr[7]), 7.0);
    // s_cmp_lt_f32 s5, s6 compares as floats (-1.0 < 0.5), not as integers.
    let w = g12(&[0xBF410605], &|w| {
        w.sgpr[5] = (-1.0f32).to_bits();
        w.sgpr[6] = 0.5f32.to_bits();
    });
    assert!(w.scc);
}

#[test]
fn gfx940_scratch_sve_is_bit_13() {
    let parse = |words: [u32; 2]| {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let d = Decoder::for_target("gfx942", WaveSize::Wave64).unwrap();
        match prepare(d.decode(&bytes)).sem {
            Sem::Mem(m) => m,
            other => panic!("{other:?}"),
        }
    };
    // scratch_load_dword v0, v0, s33 offset:36 (SVE set: the VGPR address takes part).
    let m = parse([0xDC506024, 0x0021_0000]);
    assert!(m.vaddr_used && !m.acc);
    assert_eq!(m.offset, 36);
    // scratch_load_dword v1, off, s33 offset:12 (SVE clear).
    let m = parse([0xDC50400C, 0x0121_0000]);
    assert!(!m.vaddr_used);
    // scratch_store_dword off, a32, s33 offset:28: bit 55 is `acc` on gfx940 too.
    let m = parse([0xDC70401C, 0x00A1_2000]);
    assert!(m.acc && !m.vaddr_used);
}

#[test]
fn run32_matches_run_for_every_32_bit_table_operation() {
    // The fast path must compute exactly what the widened path computes, lane by lane.
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed as u32
    };
    let specials = [
        0u32,
        1,
        0x8000_0000,
        0x7fff_ffff,
        0xffff_ffff,
        0x3f80_0000,
        0x7fc0_0000,
    ];
    for &op in VOp::ALL {
        if !op.all32() {
            continue;
        }
        let mut rows = [[0u32; 64]; 3];
        for (k, row) in rows.iter_mut().enumerate() {
            for (l, x) in row.iter_mut().enumerate() {
                *x = if l < specials.len() {
                    specials[(l + k) % specials.len()]
                } else {
                    next()
                };
            }
        }
        let wide = rows.map(|r| r.map(|x| x as u64));
        let vcc = 0xa5a5_5a5a_0f0f_f0f0;
        let mut out = [0u64; 64];
        op.run(64, &wide, vcc, &mut out);
        let mut out32 = [0u32; 64];
        op.run32(64, [&rows[0], &rows[1], &rows[2]], vcc, &mut out32);
        for l in 0..64 {
            // Which NaN an f32 operation returns for NaN inputs depends on the host's operand
            // order (both paths give a NaN).
            let nan = |x: u32| f32::from_bits(x).is_nan();
            let both_nan = op.result() == T::F32 && nan(out32[l]) && nan(out[l] as u32);
            assert!(out32[l] == out[l] as u32 || both_nan, "{op:?} lane {l}");
        }
    }
}

#[test]
fn masked_row_stores_keep_inactive_lanes() {
    use super::operand::vstore32_rows;
    let mut w = Wave::new(WaveId(1), WaveSize::Wave64, false);
    w.vgpr[3] = [0xdead; 64];
    let v: [u32; 64] = std::array::from_fn(|l| l as u32);
    for mask in [
        0u64,
        1,
        0x8000_0000_0000_0001,
        0xffff_ffff,
        0xffff_ffff_0000_0000,
        u64::MAX,
        0x5555_5555_aaaa_aaaa,
    ] {
        let mut w2 = w.clone();
        vstore32_rows(&mut w2, Src::V(3), &v, mask);
        for l in 0..64 {
            let want = if mask >> l & 1 != 0 { l as u32 } else { 0xdead };
            assert_eq!(w2.vgpr[3][l], want, "mask {mask:#x} lane {l}");
        }
    }
}

#[test]
fn dpp_reads_the_permuted_lane_and_writes_only_the_masked_lanes() {
    // v_mov_b32_dpp v0, v1 row_share:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1 fi:1 (gfx1030,
    // wave32): row 0 only, banks 1 and 3, every lane reads lane 3 of its row, fetched even
    // though EXEC disables it.
    let w = exec_sized(
        "gfx1030",
        IsaFamily::Gfx10,
        WaveSize::Wave32,
        &[0x7e00_02fa, 0x5a0d_5301],
        |w| {
            w.exec = 0xffff_fff7;
            for l in 0..64 {
                w.vgpr[0][l] = 0xdead;
                w.vgpr[1][l] = 100 + l as u32;
            }
        },
    );
    for l in 0..32 {
        let written = l < 16 && matches!(l / 4, 1 | 3);
        let want = if written { 103 } else { 0xdead };
        assert_eq!(w.vgpr[0][l], want, "lane {l}");
    }
}

#[test]
fn dpp_source_modifiers_apply_to_the_permuted_value() {
    // v_add_f32_dpp v0, -v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf (gfx90a): each row's
    // first lane has no lane to read and keeps v0.
    let w = exec90a(&[0x0200_04fa, 0xff11_1101], |w| {
        for l in 0..64 {
            w.vgpr[0][l] = 7;
            w.vgpr[1][l] = (l as f32).to_bits();
            w.vgpr[2][l] = 1000f32.to_bits();
        }
    });
    for l in 0..64 {
        let want = if l % 16 == 0 {
            7
        } else {
            (1000.0 - (l - 1) as f32).to_bits()
        };
        assert_eq!(w.vgpr[0][l], want, "lane {l}");
    }
}

#[test]
fn bpermute_reads_the_addressed_lane() {
    // ds_bpermute_b32 v3, v4, v5 offset:8: lane l reads v5 of lane (v4 + 8) / 4.
    let w = exec90a(&[0xd87e_0008, 0x0300_0504], |w| {
        w.exec = !(1u64 << 10);
        for l in 0..64 {
            w.vgpr[3][l] = 0xdead;
            w.vgpr[4][l] = 4 * l as u32;
            w.vgpr[5][l] = 500 + l as u32;
        }
    });
    assert_eq!(w.vgpr[3][0], 502);
    assert_eq!(w.vgpr[3][8], 0, "lane 10 is disabled: it gives 0");
    assert_eq!(w.vgpr[3][10], 0xdead, "a disabled lane is not written");
    assert_eq!(w.vgpr[3][62], 500, "lane numbers wrap at the wave's size");
}

/// The uniform-amount shifts give what the table's lane functions give, for every amount
/// (including those past the width) and both lane counts.
#[test]
fn uniform_amount_shifts_match_the_table() {
    let mut x = [0u32; 64];
    let mut y = [0u32; 64];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for l in 0..64 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        x[l] = seed as u32;
        y[l] = (seed >> 32) as u32;
    }
    for op in [
        VOp::LshlrevB32,
        VOp::LshrrevB32,
        VOp::AshrrevI32,
        VOp::AlignbitB32,
        VOp::AlignbyteB32,
    ] {
        let k = op.uniform_amount_slot().unwrap();
        for amount in [0u32, 1, 7, 19, 31, 32, 33, 0xffff_ffff] {
            let splat = [amount; 64];
            let mut s = [&x, &y, &x];
            s[k] = &splat;
            for n in [32, 64] {
                let (mut want, mut got) = ([0u32; 64], [0u32; 64]);
                op.run32(n, s, 0, &mut want);
                assert!(op.run32_uniform_amount(n, amount, s, &mut got));
                assert_eq!(got, want, "{op:?} by {amount} on {n} lanes");
            }
        }
    }
    assert!(!VOp::AddU32.run32_uniform_amount(64, 1, [&x, &y, &x], &mut [0; 64]));
}

/// The fused multiply-add through f64 gives `mul_add`'s bits: exact and inexact sums, f32
/// midpoints reached exactly and by rounding, subnormal and overflowing results, zeros of
/// both signs, infinities and NaNs.
#[test]
fn fma32_matches_mul_add() {
    let specials = [
        0.0f32,
        -0.0,
        1.0,
        -1.0,
        0.5,
        1.0 + f32::EPSILON,
        1.0 - f32::EPSILON / 2.0,
        3.0,
        f32::MAX,
        -f32::MAX,
        f32::MIN_POSITIVE,
        f32::MIN_POSITIVE / 3.0,
        1.0e-45,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        1.0e20,
        -1.0e-20,
        f32::from_bits(0x0380_0000), // 2^-120
        f32::from_bits(1),           // 2^-149
        16_777_217.0,
        0.1,
    ];
    let check = |a: f32, b: f32, c: f32| {
        let want = a.mul_add(b, c);
        let got = fp::fma32(a, b, c);
        if let (r, true) = fp::fma32_exact_via_f64(a, b, c) {
            assert_eq!(
                r.to_bits(),
                want.to_bits(),
                "fma({a:e}, {b:e}, {c:e}) exact"
            );
        }
        assert!(
            got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
            "fma({a:e}, {b:e}, {c:e}) = {got:e}, mul_add gives {want:e}"
        );
    };
    for &a in &specials {
        for &b in &specials {
            for &c in &specials {
                check(a, b, c);
            }
        }
    }
    // Random operands of mixed magnitudes, and products that nearly cancel the addend.
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..200_000 {
        let r = next();
        let a = f32::from_bits(r as u32);
        let b = f32::from_bits((r >> 32) as u32);
        let c = f32::from_bits(next() as u32);
        check(a, b, c);
        check(a, b, -(a * b));
        let (a, b) = (
            1.0 + (r as u32 >> 9) as f32 * f32::EPSILON,
            1.0 + (r >> 41) as f32 * f32::EPSILON,
        );
        check(a, b, -1.0);
        check(a, b, f32::from_bits(0x3300_0000)); // 2^-25
    }
}

/// Lane flags pack into the lane mask bit for bit.
#[test]
fn pack_mask_is_the_lane_mask() {
    let mut seed = 0x1234_5678_9abc_def1u64;
    for _ in 0..1000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let flags: [u8; 64] = std::array::from_fn(|l| (seed >> l & 1) as u8);
        assert_eq!(operand::pack_mask(&flags), seed);
    }
}

/// `v_mad_u64_u32`/`v_mad_i64_i32` lanes against 128-bit arithmetic: the result and the
/// carry (unsigned) or overflow (signed) of the addition.
#[test]
fn mad64_rows_match_wide_arithmetic() {
    let mut seed = 0x0bad_5eed_dead_beefu64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let edges = [0u32, 1, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff];
    for round in 0..200 {
        let pick = |r: u64, l: usize| {
            if (r >> l) & 3 == 0 {
                edges[(r >> 8) as usize % edges.len()]
            } else {
                r as u32
            }
        };
        let (mut a, mut b, mut clo, mut chi) = ([0u32; 64], [0u32; 64], [0u32; 64], [0u32; 64]);
        for l in 0..64 {
            a[l] = pick(next(), l % 60);
            b[l] = pick(next(), l % 60);
            clo[l] = pick(next(), l % 60);
            chi[l] = pick(next(), (l + round) % 60);
        }
        for unsigned in [true, false] {
            let (mut lo, mut hi, mut co) = ([0u32; 64], [0u32; 64], [0u8; 64]);
            vector::mad64_rows::<64>(unsigned, [&a, &b, &clo, &chi], &mut lo, &mut hi, &mut co);
            for l in 0..64 {
                let c = clo[l] as u64 | (chi[l] as u64) << 32;
                let (r, o) = if unsigned {
                    let p = a[l] as u128 * b[l] as u128 + c as u128;
                    (p as u64, p >> 64 != 0)
                } else {
                    let p = a[l] as i32 as i128 * b[l] as i32 as i128 + c as i64 as i128;
                    (p as u64, p > i64::MAX as i128 || p < i64::MIN as i128)
                };
                let got = lo[l] as u64 | (hi[l] as u64) << 32;
                assert_eq!((got, co[l] != 0), (r, o), "lane {l}, unsigned {unsigned}");
            }
        }
    }
}

/// A VOPC compare prints no destination (VCC is implied), so its first operand is src0: an
/// inline float constant there is an f32 (it was read as the f64 slot of a destination, so
/// `-2.0` compared as 0.0). GFX11's VOP3 `v_cmpx` prints no destination either.
#[test]
fn compares_without_a_printed_destination_read_constants_at_their_type() {
    let lanes = [-3.0f32, -1.5, 0.5, -2.0];
    let setup = |w: &mut Wave| {
        for (l, v) in lanes.iter().enumerate() {
            w.vgpr[2][l] = v.to_bits();
        }
        w.exec = 0b1111;
    };
    // v_cmp_ngt_f32_e32 vcc, -2.0, v2 (llvm-mc 22, gfx90a): !(-2.0 > v2).
    let w = exec90a(&[0x7C96_04F5], setup);
    assert_eq!(w.vcc & 0b1111, 0b1110);
    // v_cmp_lt_f32_e32 vcc, 0.5, v2 and v_cmp_gt_f32_e32 vcc, -2.0, v2
    let w = exec90a(&[0x7C82_04F0], setup);
    assert_eq!(w.vcc & 0b1111, 0b0000);
    let w = exec90a(&[0x7C88_04F5], setup);
    assert_eq!(w.vcc & 0b1111, 0b0001);
}

#[test]
fn every_table_row_has_an_opcode_and_every_vector_compare_classifies() {
    use super::vector::classify;
    use amdgpu::decode::Opcode;
    for &v in VOp::ALL {
        assert!(
            Opcode::all().any(|o| VOp::of(o) == Some(v)),
            "{v:?} is reached by no opcode"
        );
    }
    for o in Opcode::all().filter(|o| o.name().starts_with("v_cmp")) {
        let (sem, types) = classify(o);
        let super::Sem::VCmp(c) = sem else {
            panic!("{}: {sem:?}", o.name())
        };
        assert_eq!(c.x, o.name().starts_with("v_cmpx"), "{}", o.name());
        assert_eq!(types.len(), 4, "{}", o.name());
    }
    // The spellings of one operation across generations share a row.
    assert_eq!(VOp::of(Opcode::VAddU32), VOp::of(Opcode::VAddNcU32));
    assert_eq!(VOp::of(Opcode::VDualFmacF32), Some(VOp::FmaF32));
    assert_eq!(VOp::of(Opcode::SAddF32), Some(VOp::AddF32));
    assert_eq!(VOp::of(Opcode::VCmpLtF32), None);
}

/// GFX11's `v_minmax_*` is max(min(a, b), c) and `v_maxmin_*` min(max(a, b), c) (as clang-22
/// uses them for `fmax(r, fmin(x, y))`): values that tell the two orders apart.
#[test]
fn minmax_and_maxmin_apply_their_operations_in_order() {
    let run = |op: VOp, a: u32, b: u32, c: u32| {
        let rows = [[a; 64], [b; 64], [c; 64]];
        let mut out = [0u32; 64];
        op.run32(64, [&rows[0], &rows[1], &rows[2]], 0, &mut out);
        out[0]
    };
    let f = |x: f32| x.to_bits();
    assert_eq!(run(VOp::MinmaxF32, f(4.0), f(5.0), f(3.0)), f(4.0));
    assert_eq!(run(VOp::MaxminF32, f(4.0), f(5.0), f(3.0)), f(3.0));
    assert_eq!(run(VOp::MinmaxI32, 4, 5, (-3i32) as u32), 4);
    assert_eq!(
        run(VOp::MaxminI32, (-4i32) as u32, 5, (-3i32) as u32),
        (-3i32) as u32
    );
    assert_eq!(run(VOp::MinmaxU32, 4, 5, 3), 4);
    assert_eq!(run(VOp::MaxminU32, 4, 5, 3), 3);
    assert_eq!(VOp::of(Opcode::VMinmaxF32), Some(VOp::MinmaxF32));
    assert_eq!(VOp::of(Opcode::VMaxminNumF32), Some(VOp::MaxminF32));
}

/// Runs one instruction with `regs` (VGPR, lane-0 value) set, and returns lane 0 of v0.
fn v0_after(target: &str, gen: IsaFamily, words: &[u32], regs: &[(usize, u32)]) -> u32 {
    let w = exec_on(target, gen, words, |w| {
        for &(r, x) in regs {
            w.vgpr[r][0] = x;
        }
    });
    w.vgpr[0][0]
}

#[test]
fn f16_widening_is_exact_and_narrowing_rounds_once() {
    // Every f16 survives the round trip through f64 (NaNs quieted), and widens as f32 does.
    for h in 0..=u16::MAX {
        let x = f16_to_f64(h);
        let nan = h & 0x7fff > 0x7c00;
        assert_eq!(f64_to_f16(x), if nan { h | 0x200 } else { h }, "{h:#06x}");
        if !nan {
            assert_eq!(x, f16_to_f32(h) as f64, "{h:#06x}");
        }
    }
    // Narrowing an f32 (exact in f64) is one rounding either way: the two agree.
    let mut b = 0u32;
    while b < u32::MAX - 40_000 {
        let x = f32::from_bits(b);
        if !x.is_nan() {
            assert_eq!(f64_to_f16(x as f64), f32_to_f16(x), "{b:#010x}");
        }
        b += 4099;
    }
    // Ties to even: at 1.0, among the denormals, and to infinity past the largest finite.
    let tie = |x: f64| f64_to_f16(x);
    assert_eq!(tie(1.0 + 2f64.powi(-11)), 0x3c00);
    assert_eq!(tie(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
    assert_eq!(tie(1.0 + 2f64.powi(-11) + 2f64.powi(-40)), 0x3c01);
    assert_eq!(
        tie(2f64.powi(-25)),
        0,
        "half the smallest denormal rounds to even zero"
    );
    assert_eq!(tie(2f64.powi(-25) * 1.0000001), 1);
    assert_eq!(tie(3.0 * 2f64.powi(-25)), 2);
    assert_eq!(tie(-5.0 * 2f64.powi(-25)), 0x8002);
    assert_eq!(tie(65519.99), 0x7bff);
    assert_eq!(tie(65520.0), 0x7c00);
    assert_eq!(tie(-1e300), 0xfc00);
    assert_eq!(tie(1e-300), 0);
}

/// `a * b + c` for f16 bits, exactly (integers scaled by 2^48), rounded once to nearest even.
fn fma16_reference(a: u16, b: u16, c: u16) -> Option<u16> {
    let (x, y, z) = (f16_to_f64(a), f16_to_f64(b), f16_to_f64(c));
    if !(x.is_finite() && y.is_finite() && z.is_finite()) {
        return None;
    }
    // Every finite f16 is an integer times 2^-24.
    let n = |v: f64| (v * 2f64.powi(24)) as i128;
    let exact = n(x) * n(y) + (n(z) << 24);
    if exact == 0 {
        return None;
    }
    let mag = exact.unsigned_abs();
    let top = 127 - mag.leading_zeros() as i32 - 48; // value in [2^top, 2^(top+1))
    let ulp = if top >= -14 { top - 10 } else { -24 };
    let drop = ulp + 48;
    let q = if drop <= 0 {
        mag << -drop
    } else {
        let (q, rem, half) = (mag >> drop, mag & ((1 << drop) - 1), 1u128 << (drop - 1));
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    // q has at most 12 bits: q * 2^ulp is exact in f64, and f16-representable or past the
    // largest finite (then infinity).
    let v = q as f64 * 2f64.powi(ulp);
    Some(f64_to_f16(if exact < 0 { -v } else { v }))
}

#[test]
fn fma_f16_rounds_once() {
    // Just above a tie only after the exact sum: fused 1 + 2^-10; unfused (the product
    // rounded first) lands on the tie and rounds to even, 1.0.
    let (a, c) = (0x3c01u64, 0x9600u64); // 1 + 2^-10, -3 * 2^-11
    assert_eq!(f16_to_f64(c as u16), -3.0 * 2f64.powi(-11));
    assert_eq!(v(VOp::FmaF16, a, a, c), 0x3c01);
    assert_eq!(v(VOp::MadF16, a, a, c), 0x3c00);
    // Against the exact reference: pseudo-random triples, and triples of small significands
    // scaled far apart (denormal products with large addends, ties).
    let mut s = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let mut checked = 0;
    for i in 0..200_000 {
        let r = next();
        let (a, b, mut c) = (r as u16, (r >> 16) as u16, (r >> 32) as u16);
        if i % 2 == 0 {
            // Addends near the product: cancellation and ties are common.
            let p = f64_to_f16(f16_to_f64(a) * f16_to_f64(b));
            c = (p ^ 0x8000).wrapping_add((r >> 48) as u16 & 0xf);
        }
        if let Some(want) = fma16_reference(a, b, c) {
            let got = v(VOp::FmaF16, a as u64, b as u64, c as u64) as u16;
            assert_eq!(got, want, "fma({a:#06x}, {b:#06x}, {c:#06x})");
            checked += 1;
        }
    }
    assert!(checked > 150_000, "{checked}");
    // Infinities, invalid operations and NaN operands.
    assert_eq!(v(VOp::FmaF16, 0x7c00, 0x3c00, 0x3c00), 0x7c00);
    assert_eq!(v(VOp::FmaF16, 0x7c00, 0, 0x3c00), F16_DEFAULT_NAN as u64);
    assert_eq!(
        v(VOp::FmaF16, 0x7c00, 0x3c00, 0xfc00),
        F16_DEFAULT_NAN as u64
    );
    assert_eq!(
        v(VOp::FmaF16, 0x3c00, 0x7c01, 0x7e05),
        0x7e01,
        "first NaN, quieted"
    );
    assert_eq!(v(VOp::FmaF16, 0x7bff, 0x7bff, 0), 0x7c00, "overflow");
    assert_eq!(
        v(VOp::FmaF16, 1, 0x3800, 0),
        0,
        "half the smallest denormal: even"
    );
    assert_eq!(v(VOp::FmaF16, 3, 0x3800, 0), 2, "1.5 denormal ulps: even");
}

#[test]
fn f16_arithmetic_rounding_denormals_and_nan() {
    let h = |x: f64| f64_to_f16(x) as u64;
    // add/sub/mul: the exact result rounded once, ties to even.
    assert_eq!(v(VOp::AddF16, h(1.0), h(2f64.powi(-11)), 0), h(1.0));
    assert_eq!(
        v(VOp::AddF16, h(1.0 + 2f64.powi(-10)), h(2f64.powi(-11)), 0),
        h(1.0 + 2.0 * 2f64.powi(-10))
    );
    assert_eq!(v(VOp::SubF16, h(3.0), h(5.0), 0), h(-2.0));
    assert_eq!(v(VOp::SubrevF16, h(3.0), h(5.0), 0), h(2.0));
    assert_eq!(
        v(VOp::MulF16, h(0.1), h(0.1), 0),
        h(f16_to_f64(h(0.1) as u16).powi(2))
    );
    assert_eq!(v(VOp::AddF16, 1, 1, 0), 2, "denormals are kept");
    assert_eq!(
        v(VOp::MulF16, 0x0200, 0x4000, 0),
        0x0400,
        "denormal to normal"
    );
    assert_eq!(v(VOp::MulF16, h(256.0), h(256.0), 0), 0x7c00, "overflow");
    assert_eq!(v(VOp::MulF16, 0x8000, h(3.0), 0), 0x8000, "-0");
    assert_eq!(v(VOp::AddF16, 0x7c00, 0xfc00, 0), F16_DEFAULT_NAN as u64);
    assert_eq!(
        v(VOp::MulF16, 0x7d00, h(1.0), 0),
        0x7f00,
        "NaN operand quieted"
    );
    // min/max: IEEE minNum/maxNum.
    assert_eq!(v(VOp::MaxF16, 0x7e00, h(2.0), 0), h(2.0));
    assert_eq!(v(VOp::MinF16, h(2.0), 0x7e00, 0), h(2.0));
    assert_eq!(v(VOp::MinF16, 0, 0x8000, 0), 0x8000);
    assert_eq!(v(VOp::MaxF16, 0x8000, 0, 0), 0);
    assert_eq!(v(VOp::Med3F16, h(3.0), h(1.0), h(2.0)), h(2.0));
    assert_eq!(v(VOp::Max3F16, h(3.0), h(1.0), h(4.0)), h(4.0));
    // Unary operations.
    assert_eq!(v(VOp::RcpF16, h(4.0), 0, 0), h(0.25));
    assert_eq!(v(VOp::RcpF16, 0x8000, 0, 0), 0xfc00);
    assert_eq!(v(VOp::SqrtF16, h(2.0), 0, 0), h(2f64.sqrt()));
    assert_eq!(v(VOp::SqrtF16, h(-1.0), 0, 0), F16_DEFAULT_NAN as u64);
    assert_eq!(v(VOp::RsqF16, h(4.0), 0, 0), h(0.5));
    assert_eq!(v(VOp::ExpF16, h(3.0), 0, 0), h(8.0));
    assert_eq!(v(VOp::LogF16, h(0.25), 0, 0), h(-2.0));
    assert_eq!(v(VOp::FloorF16, h(-2.5), 0, 0), h(-3.0));
    assert_eq!(v(VOp::CeilF16, h(-2.5), 0, 0), 0xc000);
    assert_eq!(v(VOp::TruncF16, h(-2.5), 0, 0), h(-2.0));
    assert_eq!(v(VOp::RndneF16, h(2.5), 0, 0), h(2.0));
    assert_eq!(v(VOp::RndneF16, h(3.5), 0, 0), h(4.0));
    assert_eq!(v(VOp::FractF16, h(-0.25), 0, 0), h(0.75));
    assert_eq!(v(VOp::FractF16, 0x8001, 0, 0), 0x3bff, "below 1");
    assert_eq!(v(VOp::FractF16, 0x7c00, 0, 0), F16_DEFAULT_NAN as u64);
    assert_eq!(v(VOp::LdexpF16, h(1.0), (-24i16) as u16 as u64, 0), 1);
    assert_eq!(
        v(VOp::LdexpF16, h(1.5), (-24i16) as u16 as u64, 0),
        2,
        "ties to even"
    );
    assert_eq!(v(VOp::LdexpF16, h(1.0), 16, 0), 0x7c00);
    assert_eq!(v(VOp::FrexpMantF16, h(8.0), 0, 0), h(0.5));
    assert_eq!(v(VOp::FrexpExpF16, h(8.0), 0, 0), 4);
    assert_eq!(v(VOp::FrexpExpF16, 1, 0, 0), (-23i16) as u16 as u64);
    assert_eq!(v(VOp::DivFixupF16, h(0.5), h(-2.0), h(1.0)), h(-0.5));
    // Conversions: integers round once; to integers toward zero, saturating, NaN to 0.
    assert_eq!(v(VOp::CvtF16U16, 2049, 0, 0), h(2048.0), "tie to even");
    assert_eq!(v(VOp::CvtF16U16, 65535, 0, 0), 0x7c00);
    assert_eq!(v(VOp::CvtF16I16, (-3i16) as u16 as u64, 0, 0), h(-3.0));
    assert_eq!(v(VOp::CvtU16F16, h(-3.7), 0, 0), 0);
    assert_eq!(v(VOp::CvtU16F16, 0x7c00, 0, 0), 0xffff);
    assert_eq!(v(VOp::CvtI16F16, h(-3.7), 0, 0), (-3i16) as u16 as u64);
    assert_eq!(v(VOp::CvtI16F16, 0xfc00, 0, 0), 0x8000);
    assert_eq!(v(VOp::CvtI16F16, 0x7e00, 0, 0), 0);
}

#[test]
fn f16_results_keep_or_zero_the_high_half_by_generation_and_opcode() {
    let (one, two, half) = (0x3c00u32, 0x4000u32, 0x3800u32);
    let regs = [(0, 0xabcd_0000), (1, two), (2, half), (3, one)];
    let g9 = |words: &[u32]| v0_after("gfx90a", IsaFamily::Gfx9, words, &regs);
    let g10 = |words: &[u32]| v0_after("gfx1030", IsaFamily::Gfx10, words, &regs);
    // v_add_f16_e32 v0, v1, v2: GFX9 zeroes the high half, GFX10 keeps it.
    assert_eq!(g9(&[0x3e00_0501]), 0x4100);
    assert_eq!(g10(&[0x6400_0501]), 0xabcd_4100);
    // v_fma_f16 v0, v1, v2, v3 (2 * 0.5 + 1): GFX9's op_sel form keeps it; the GFX8 form
    // (v_fma_legacy_f16) zeroes it.
    assert_eq!(g9(&[0xd206_0000, 0x040e_0501]), 0xabcd_4000);
    assert_eq!(g9(&[0xd1ee_0000, 0x040e_0501]), 0x4000);
    assert_eq!(g10(&[0xd74b_0000, 0x040e_0501]), 0xabcd_4000);
    // op_sel:[0,0,0,1] writes the high half and keeps the low one.
    assert_eq!(g9(&[0xd206_4000, 0x040e_0501]), 0x4000_0000);
    // v_mac_f16_e32 v0, v1, v2 (GFX9) and v_fmac_f16_e32 (GFX10): the destination's low half
    // is the addend, its high half kept.
    let regs = [(0, 0xabcd_3c00), (1, two), (2, half)];
    assert_eq!(
        v0_after("gfx90a", IsaFamily::Gfx9, &[0x4600_0501], &regs),
        0xabcd_4000
    );
    assert_eq!(
        v0_after("gfx1030", IsaFamily::Gfx10, &[0x6c00_0501], &regs),
        0xabcd_4000
    );
    // v_ldexp_f16_e32 v0, v1, v2 and v_cvt_i16_f16_e32 v0, v1 (GFX9: high half zeroed).
    let regs = [(0, 0xffff_ffff), (1, 0x3e00), (2, 0xfffe)];
    assert_eq!(
        v0_after("gfx90a", IsaFamily::Gfx9, &[0x6600_0501], &regs),
        0x3600
    );
    assert_eq!(
        v0_after("gfx90a", IsaFamily::Gfx9, &[0x7e00_7901], &regs),
        1
    );
    // v_cmp_lt_f16_e32 vcc, v1, v2 reads the low halves as f16.
    let w = exec90a(&[0x7c42_0501], |w| {
        w.vgpr[1][0] = 0x0001_bc00; // -1.0 (the high half is not read)
        w.vgpr[2][0] = 0xffff_3c00; // 1.0
    });
    assert_eq!(w.vcc & 1, 1);
}

#[test]
fn packed_f16_operations_select_and_negate_halves() {
    let h = |x: f64| f64_to_f16(x) as u32;
    let pack = |lo: f64, hi: f64| h(lo) | h(hi) << 16;
    let regs = [
        (1, pack(2.0, 3.0)),
        (2, pack(0.5, 4.0)),
        (3, pack(1.0, -1.0)),
    ];
    // v_pk_fma_f16 v0, v1, v2, v3: (2 * 0.5 + 1, 3 * 4 - 1).
    let want = pack(2.0, 11.0);
    assert_eq!(
        v0_after(
            "gfx90a",
            IsaFamily::Gfx9,
            &[0xd38e_4000, 0x1c0e_0501],
            &regs
        ),
        want
    );
    assert_eq!(
        v0_after(
            "gfx1030",
            IsaFamily::Gfx10,
            &[0xcc0e_4000, 0x1c0e_0501],
            &regs
        ),
        want
    );
    // op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[0,1,0] neg_hi:[0,0,1]:
    // lo = v1.hi * -v2.lo + v3.lo = 3 * -0.5 + 1; hi = v1.lo * v2.hi + -v3.hi = 2 * 4 + 1.
    assert_eq!(
        v0_after(
            "gfx90a",
            IsaFamily::Gfx9,
            &[0xd38e_4c00, 0x540e_0501],
            &regs
        ),
        pack(-0.5, 9.0)
    );
    // v_pk_add_f16 v0, v1, 1.0: the constant is one f16 in the low half, zero above.
    assert_eq!(
        v0_after(
            "gfx90a",
            IsaFamily::Gfx9,
            &[0xd38f_4000, 0x1801_e501],
            &regs
        ),
        pack(3.0, 3.0)
    );
    // v_pk_mul_f16 v0, v1, v2 clamp: (1, 12) clamped to (1, 1).
    assert_eq!(
        v0_after(
            "gfx90a",
            IsaFamily::Gfx9,
            &[0xd390_c000, 0x1802_0501],
            &regs
        ),
        pack(1.0, 1.0)
    );
    // v_pk_fmac_f16_e32 v0, v1, v2: each half of v0 is its own addend.
    let regs = [
        (0, pack(1.0, -2.0)),
        (1, pack(2.0, 3.0)),
        (2, pack(0.5, 4.0)),
    ];
    assert_eq!(
        v0_after("gfx90a", IsaFamily::Gfx9, &[0x7800_0501], &regs),
        pack(2.0, 10.0)
    );
}

#[test]
fn pack_and_round_toward_zero_conversions() {
    // v_pack_b32_f16 v0, v1, v2, then v0, v1, -v2 op_sel:[1,0,0] (v1's high half, v2 negated).
    let regs = [(1, 0x4000_3c00), (2, 0x0000_3800)];
    assert_eq!(
        v0_after(
            "gfx90a",
            IsaFamily::Gfx9,
            &[0xd2a0_0000, 0x0002_0501],
            &regs
        ),
        0x3800_3c00
    );
    assert_eq!(
        v0_after(
            "gfx90a",
            IsaFamily::Gfx9,
            &[0xd2a0_0800, 0x4002_0501],
            &regs
        ),
        0xb800_4000
    );
    assert_eq!(
        v0_after(
            "gfx1030",
            IsaFamily::Gfx10,
            &[0xd711_0000, 0x0002_0501],
            &regs
        ),
        0x3800_3c00
    );
    // v_cvt_pkrtz_f16_f32_e32 v0, v1, v2 (GFX10): toward zero, never to infinity.
    let x = 1.0f32 + 3.0 * 2f32.powi(-12); // nearest even would round up
    let regs = [(1, x.to_bits()), (2, (-1e6f32).to_bits())];
    assert_eq!(
        v0_after("gfx1030", IsaFamily::Gfx10, &[0x5e00_0501], &regs),
        0xfbff_3c00
    );
    assert_eq!(f32_to_f16_rtz(-1.5 * 2f32.powi(-24)), 0x8001);
    assert_eq!(f32_to_f16_rtz(f32::INFINITY), 0x7c00);
    assert_eq!(f32_to_f16_rtz(2.0), 0x4000);
}

#[test]
fn fma_mix_reads_f32_or_f16_sources_and_rounds_once() {
    let h = |x: f64| f64_to_f16(x) as u32;
    let f = |x: f32| x.to_bits();
    let g9 =
        |words: &[u32], regs: &[(usize, u32)]| v0_after("gfx90a", IsaFamily::Gfx9, words, regs);
    // v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,0]: f16 * f16 + f32.
    let regs = [(1, h(2.0) | h(3.0) << 16), (2, h(0.5)), (3, f(0.25))];
    assert_eq!(g9(&[0xd3a0_0000, 0x1c0e_0501], &regs), f(1.25));
    // v_fma_mix_f32 v0, -v1, |v2|, v3 op_sel:[1,0,0] op_sel_hi:[1,0,1]:
    // -(v1.hi as f16) * |v2 as f32| + (v3.lo as f16) = -3 * 1.5 + 1.
    let regs = [(1, h(2.0) | h(3.0) << 16), (2, f(-1.5)), (3, h(1.0))];
    assert_eq!(g9(&[0xd3a0_4a00, 0x2c0e_0501], &regs), f(-3.5));
    // v_fma_mixlo_f16 v0, v1, v2, v3 (f32 sources): the exact sum 1 + 2^-11 + 2^-100 is just
    // above an f16 tie; rounded to nearest in f64 first it would be the tie, and round to even.
    let regs = [
        (0, 0xabcd_0000),
        (1, f(1.0 + 2f32.powi(-11))),
        (2, f(1.0)),
        (3, f(2f32.powi(-100))),
    ];
    assert_eq!(g9(&[0xd3a1_0000, 0x040e_0501], &regs), 0xabcd_3c01);
    // v_fma_mixhi_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1] clamp: 2 * 3 + 1, clamped, high half.
    let regs = [(0, 0x0000_1234), (1, h(2.0)), (2, h(3.0)), (3, h(1.0))];
    assert_eq!(g9(&[0xd3a2_c000, 0x1c0e_0501], &regs), 0x3c00_1234);
}

#[test]
fn clock_reads_advance_the_waves_own_clock() {
    // s_memtime s[2:3]; s_memrealtime s[4:5] (gfx90a).
    let w = exec90a(&[0xc090_0080, 0], |w| w.clock = 1000);
    assert_eq!((w.sgpr[2], w.sgpr[3], w.clock), (1064, 0, 1064));
    let w = exec90a(&[0xc094_0100, 0], |w| w.clock = 0xf_0000_0000);
    assert_eq!(
        w.sgpr[4] as u64 | (w.sgpr[5] as u64) << 32,
        (0xf_0000_0000 + 64) / 16
    );
    // Each read moves it on, so a loop waiting for the clock ends.
    let w = exec90a(&[0xc090_0080, 0], |_| {});
    let first = w.sgpr[2];
    let w = exec90a(&[0xc090_0080, 0], |n| n.clock = w.clock);
    assert!(w.sgpr[2] > first);
}

#[test]
fn the_real_time_message_reads_the_waves_clock() {
    // s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_REALTIME) (gfx1100).
    let w = exec_sized(
        "gfx1100",
        IsaFamily::Gfx11,
        WaveSize::Wave32,
        &[0xbe82_4d83],
        |w| w.clock = 1600,
    );
    assert_eq!((w.sgpr[2], w.sgpr[3], w.clock), ((1600 + 64) / 16, 0, 1664));
    // s_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_GET_DOORBELL): no doorbell here, and no clock.
    let w = exec_sized(
        "gfx1100",
        IsaFamily::Gfx11,
        WaveSize::Wave32,
        &[0xbe82_4c80],
        |w| {
            w.clock = 1600;
            w.sgpr[2] = 7;
        },
    );
    assert_eq!((w.sgpr[2], w.clock), (0, 1600));
}
