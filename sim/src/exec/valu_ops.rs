//! The per-lane VALU operations: one table row per operation, shared by every encoding that
//! carries it (VOP1, VOP2, VOP3 `_e64`, VOPD halves), and by every spelling across
//! generations (`v_add_u32` on GFX9 is `v_add_nc_u32` on GFX10+).
//!
//! A row gives the mnemonics, the source types (which decide how constants read and which
//! float modifiers apply), the result type, and the lane function. `|a, b, c, l, vcc|`
//! receive the three sources (zero-extended to 64 bits), the lane index, and the wave's VCC.
//! The macro turns each row into its own lane loop, so each operation runs a tight, branch-free
//! loop over the lanes. Semantics follow the AMD ISA manuals' pseudocode for each opcode.

use super::fp::*;
use super::operand::T;

macro_rules! valu_table {
    ($( $v:ident [$($n:literal),+] ($($t:ident),*) -> $rt:ident |$a:pat_param, $b:pat_param, $c:pat_param, $l:pat_param, $vcc:pat_param| $e:expr; )*) => {
        /// A table-driven VALU operation.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[allow(missing_docs)]
        pub enum VOp { $($v),* }

        impl VOp {
            /// Every (mnemonic, operation) pair.
            pub const NAMES: &'static [(&'static str, VOp)] = &[ $( $( ($n, VOp::$v), )+ )* ];

            /// Source types.
            pub fn sources(self) -> &'static [T] {
                match self { $( VOp::$v => &[$(T::$t),*], )* }
            }

            /// Result type.
            pub fn result(self) -> T {
                match self { $( VOp::$v => T::$rt, )* }
            }

            /// Whether every source and the result are 32-bit (B32/F32): such operations
            /// also run through [`VOp::run32`] on the register rows themselves.
            pub fn all32(self) -> bool {
                let t32 = |t: T| matches!(t, T::B32 | T::F32);
                t32(self.result()) && self.sources().iter().all(|&t| t32(t))
            }

            /// Runs a 32-bit operation ([`VOp::all32`]) on lanes `0..n` of 32-bit rows: the
            /// same lane function, widened in registers only. Lanes `n..64` of `out` are left
            /// as they are.
            #[inline(never)]
            pub fn run32(self, n: usize, s: [&[u32; 64]; 3], vcc: u64, out: &mut [u32; 64]) {
                self.run32_lanes(n, s, vcc, out)
            }

            /// Picks a loop with a constant lane count for wave64 and wave32 (so that it is
            /// unrolled and vectorised), and a general one otherwise.
            #[inline(always)]
            fn run32_lanes(self, n: usize, s: [&[u32; 64]; 3], vcc: u64, out: &mut [u32; 64]) {
                if self == VOp::FmaF32 {
                    match n {
                        64 => fma32_rows::<64>(s, out),
                        32 => fma32_rows::<32>(s, out),
                        _ => {
                            for i in 0..n.min(64) {
                                out[i] = fma32(f32::from_bits(s[0][i]), f32::from_bits(s[1][i]), f32::from_bits(s[2][i])).to_bits();
                            }
                        }
                    }
                    return;
                }
                match n {
                    64 => self.run32_n::<64>(s, vcc, out),
                    32 => self.run32_n::<32>(s, vcc, out),
                    _ => self.run32_slices(n.min(64), s, vcc, out),
                }
            }

            #[inline(always)]
            fn run32_n<const N: usize>(self, s: [&[u32; 64]; 3], vcc: u64, out: &mut [u32; 64]) {
                let _ = vcc;
                let (s0, s1, s2) = (s[0], s[1], s[2]);
                match self {
                    $( VOp::$v => {
                        for i in 0..N {
                            let $a = s0[i] as u64;
                            let $b = s1[i] as u64;
                            let $c = s2[i] as u64;
                            let $l = i as u32;
                            let $vcc = vcc;
                            out[i] = ($e) as u32;
                        }
                    } )*
                }
            }

            #[inline(always)]
            fn run32_slices(self, n: usize, s: [&[u32; 64]; 3], vcc: u64, out: &mut [u32; 64]) {
                let _ = vcc;
                let (s0, s1, s2) = (&s[0][..n], &s[1][..n], &s[2][..n]);
                match self {
                    $( VOp::$v => {
                        for (i, (o, ((x, y), z))) in out[..n]
                            .iter_mut()
                            .zip(s0.iter().zip(s1.iter()).zip(s2.iter()))
                            .enumerate()
                        {
                            let $a = *x as u64;
                            let $b = *y as u64;
                            let $c = *z as u64;
                            let $l = i as u32;
                            let $vcc = vcc;
                            *o = ($e) as u32;
                        }
                    } )*
                }
            }

            /// Runs the operation on lanes `0..n`.
            #[inline(never)]
            pub fn run(self, n: usize, s: &[[u64; 64]; 3], vcc: u64, out: &mut [u64; 64]) {
                let _ = vcc;
                match self {
                    $( VOp::$v => {
                        for i in 0..n {
                            let $a = s[0][i];
                            let $b = s[1][i];
                            let $c = s[2][i];
                            let $l = i as u32;
                            let $vcc = vcc;
                            out[i] = $e;
                        }
                    } )*
                }
            }
        }
    };
}

/// `v_fma_f32` on `N` lanes of 32-bit rows in two passes: every lane through
/// [`fma32_exact_via_f64`] (float operations only, so the loop vectorises), then the lanes
/// whose f64 sum was not exact again through [`fma32`].
#[inline(always)]
fn fma32_rows<const N: usize>(s: [&[u32; 64]; 3], out: &mut [u32; 64]) {
    let mut redo = [0u32; N];
    let mut any = 0u32;
    for i in 0..N {
        let (a, b, c) = (
            f32::from_bits(s[0][i]),
            f32::from_bits(s[1][i]),
            f32::from_bits(s[2][i]),
        );
        let (r, exact) = fma32_exact_via_f64(a, b, c);
        out[i] = r.to_bits();
        redo[i] = !exact as u32;
        any |= redo[i];
    }
    if any != 0 {
        for i in 0..N {
            if redo[i] != 0 {
                let (a, b, c) = (
                    f32::from_bits(s[0][i]),
                    f32::from_bits(s[1][i]),
                    f32::from_bits(s[2][i]),
                );
                out[i] = fma32(a, b, c).to_bits();
            }
        }
    }
}

#[inline(always)]
fn u(x: u64) -> u32 {
    x as u32
}
#[inline(always)]
fn i(x: u64) -> i32 {
    x as u32 as i32
}
#[inline(always)]
fn zx(x: u32) -> u64 {
    x as u64
}
#[inline(always)]
fn sx24(x: u64) -> i64 {
    ((x as u32) << 8) as i32 as i64 >> 8
}
#[inline(always)]
fn bfe(v: u32, off: u32, w: u32) -> u32 {
    let off = off & 31;
    let w = w & 31;
    if w == 0 {
        0
    } else {
        (v >> off) & ((1u32 << w) - 1) // hardware: bits past 31 read as zero
    }
}
#[inline(always)]
fn bfe_i(v: u32, off: u32, w: u32) -> u32 {
    let off = off & 31;
    let w = w & 31;
    if w == 0 {
        return 0;
    }
    let x = (v >> off) as u64 & ((1u64 << w) - 1);
    let sh = 64 - w;
    (((x << sh) as i64) >> sh) as u32
}
#[inline(always)]
fn med3<X: PartialOrd + Copy>(a: X, b: X, c: X) -> X {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    if c < lo {
        lo
    } else if c > hi {
        hi
    } else {
        c
    }
}
#[inline(always)]
fn mbcnt_lo(mask: u32, l: u32) -> u32 {
    let below = if l >= 32 { u32::MAX } else { (1u32 << l) - 1 };
    (mask & below).count_ones()
}
#[inline(always)]
fn mbcnt_hi(mask: u32, l: u32) -> u32 {
    let below = if l < 32 {
        0
    } else if l >= 64 {
        u32::MAX
    } else {
        (1u32 << (l - 32)) - 1
    };
    (mask & below).count_ones()
}

valu_table! {
    // ---- moves and bit operations (32-bit)
    MovB32 ["v_mov_b32", "v_accvgpr_mov_b32"] (B32) -> B32 |a, _, _, _, _| a;
    // v_cndmask_b32 with VCC as the mask (VOPD's v_dual_cndmask_b32; VOP2/VOP3 use vector::VxOp)
    CndmaskVcc ["v_cndmask_b32"] (B32, B32) -> B32 |a, b, _, l, vcc| if vcc >> l & 1 != 0 { b } else { a };
    MovB64 ["v_mov_b64"] (B64) -> B64 |a, _, _, _, _| a;
    NotB32 ["v_not_b32"] (B32) -> B32 |a, _, _, _, _| zx(!u(a));
    BfrevB32 ["v_bfrev_b32"] (B32) -> B32 |a, _, _, _, _| zx(u(a).reverse_bits());
    AndB32 ["v_and_b32"] (B32, B32) -> B32 |a, b, _, _, _| a & b;
    OrB32 ["v_or_b32"] (B32, B32) -> B32 |a, b, _, _, _| a | b;
    XorB32 ["v_xor_b32"] (B32, B32) -> B32 |a, b, _, _, _| a ^ b;
    XnorB32 ["v_xnor_b32"] (B32, B32) -> B32 |a, b, _, _, _| zx(!(u(a) ^ u(b)));
    Or3B32 ["v_or3_b32"] (B32, B32, B32) -> B32 |a, b, c, _, _| a | b | c;
    Xor3B32 ["v_xor3_b32"] (B32, B32, B32) -> B32 |a, b, c, _, _| a ^ b ^ c;
    AndOrB32 ["v_and_or_b32"] (B32, B32, B32) -> B32 |a, b, c, _, _| (a & b) | c;
    LshlrevB32 ["v_lshlrev_b32"] (B32, B32) -> B32 |a, b, _, _, _| zx(u(b) << (a & 31));
    LshrrevB32 ["v_lshrrev_b32"] (B32, B32) -> B32 |a, b, _, _, _| zx(u(b) >> (a & 31));
    AshrrevI32 ["v_ashrrev_i32"] (B32, B32) -> B32 |a, b, _, _, _| zx((i(b) >> (a & 31)) as u32);
    LshlAddU32 ["v_lshl_add_u32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx((u(a) << (b & 31)).wrapping_add(u(c)));
    AddLshlU32 ["v_add_lshl_u32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(u(a).wrapping_add(u(b)) << (c & 31));
    LshlOrB32 ["v_lshl_or_b32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx((u(a) << (b & 31)) | u(c));
    AlignbitB32 ["v_alignbit_b32"] (B32, B32, B32) -> B32 |a, b, c, _, _| (((a << 32) | b) >> (c & 31)) & 0xffff_ffff;
    AlignbyteB32 ["v_alignbyte_b32"] (B32, B32, B32) -> B32 |a, b, c, _, _| (((a << 32) | b) >> (8 * (c & 3))) & 0xffff_ffff;
    BfeU32 ["v_bfe_u32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(bfe(u(a), u(b), u(c)));
    BfeI32 ["v_bfe_i32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(bfe_i(u(a), u(b), u(c)));
    BfiB32 ["v_bfi_b32"] (B32, B32, B32) -> B32 |a, b, c, _, _| (a & b) | (!a & c & 0xffff_ffff);
    BfmB32 ["v_bfm_b32"] (B32, B32) -> B32 |a, b, _, _, _| zx(((1u64 << (a & 31)) as u32).wrapping_sub(1) << (b & 31));
    BcntU32B32 ["v_bcnt_u32_b32"] (B32, B32) -> B32 |a, b, _, _, _| zx(u(a).count_ones().wrapping_add(u(b)));
    FfbhU32 ["v_ffbh_u32", "v_clz_i32_u32"] (B32) -> B32 |a, _, _, _, _| if u(a) == 0 { 0xffff_ffff } else { zx(u(a).leading_zeros()) };
    FfblB32 ["v_ffbl_b32", "v_ctz_i32_b32"] (B32) -> B32 |a, _, _, _, _| if u(a) == 0 { 0xffff_ffff } else { zx(u(a).trailing_zeros()) };
    FfbhI32 ["v_ffbh_i32", "v_cls_i32"] (B32) -> B32 |a, _, _, _, _| {
        let x = i(a);
        if x == 0 || x == -1 { 0xffff_ffff } else { zx(if x < 0 { (!x).leading_zeros() } else { x.leading_zeros() }) }
    };
    MbcntLo ["v_mbcnt_lo_u32_b32"] (B32, B32) -> B32 |a, b, _, l, _| zx(mbcnt_lo(u(a), l).wrapping_add(u(b)));
    MbcntHi ["v_mbcnt_hi_u32_b32"] (B32, B32) -> B32 |a, b, _, l, _| zx(mbcnt_hi(u(a), l).wrapping_add(u(b)));
    // ---- integer arithmetic (32-bit)
    AddU32 ["v_add_u32", "v_add_nc_u32"] (B32, B32) -> B32 |a, b, _, _, _| zx(u(a).wrapping_add(u(b)));
    SubU32 ["v_sub_u32", "v_sub_nc_u32"] (B32, B32) -> B32 |a, b, _, _, _| zx(u(a).wrapping_sub(u(b)));
    SubrevU32 ["v_subrev_u32", "v_subrev_nc_u32"] (B32, B32) -> B32 |a, b, _, _, _| zx(u(b).wrapping_sub(u(a)));
    Add3U32 ["v_add3_u32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(u(a).wrapping_add(u(b)).wrapping_add(u(c)));
    XadU32 ["v_xad_u32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx((u(a) ^ u(b)).wrapping_add(u(c)));
    MulLoU32 ["v_mul_lo_u32", "v_mul_lo_i32"] (B32, B32) -> B32 |a, b, _, _, _| zx(u(a).wrapping_mul(u(b)));
    MulHiU32 ["v_mul_hi_u32"] (B32, B32) -> B32 |a, b, _, _, _| (a * b) >> 32;
    MulHiI32 ["v_mul_hi_i32"] (B32, B32) -> B32 |a, b, _, _, _| zx(((i(a) as i64 * i(b) as i64) >> 32) as u32);
    MulU32U24 ["v_mul_u32_u24"] (B32, B32) -> B32 |a, b, _, _, _| ((a & 0xff_ffff) * (b & 0xff_ffff)) & 0xffff_ffff;
    MulHiU32U24 ["v_mul_hi_u32_u24"] (B32, B32) -> B32 |a, b, _, _, _| ((a & 0xff_ffff) * (b & 0xff_ffff)) >> 32;
    MulI32I24 ["v_mul_i32_i24"] (B32, B32) -> B32 |a, b, _, _, _| zx((sx24(a) * sx24(b)) as u32);
    MulHiI32I24 ["v_mul_hi_i32_i24"] (B32, B32) -> B32 |a, b, _, _, _| zx(((sx24(a) * sx24(b)) >> 32) as u32);
    MadU32U24 ["v_mad_u32_u24"] (B32, B32, B32) -> B32 |a, b, c, _, _| ((a & 0xff_ffff) * (b & 0xff_ffff) + c) & 0xffff_ffff;
    MadI32I24 ["v_mad_i32_i24"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx((sx24(a) * sx24(b)).wrapping_add(i(c) as i64) as u32);
    MinI32 ["v_min_i32"] (B32, B32) -> B32 |a, b, _, _, _| zx(i(a).min(i(b)) as u32);
    MaxI32 ["v_max_i32"] (B32, B32) -> B32 |a, b, _, _, _| zx(i(a).max(i(b)) as u32);
    MinU32 ["v_min_u32"] (B32, B32) -> B32 |a, b, _, _, _| a.min(b);
    MaxU32 ["v_max_u32"] (B32, B32) -> B32 |a, b, _, _, _| a.max(b);
    Min3I32 ["v_min3_i32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(i(a).min(i(b)).min(i(c)) as u32);
    Max3I32 ["v_max3_i32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(i(a).max(i(b)).max(i(c)) as u32);
    Min3U32 ["v_min3_u32"] (B32, B32, B32) -> B32 |a, b, c, _, _| a.min(b).min(c);
    Max3U32 ["v_max3_u32"] (B32, B32, B32) -> B32 |a, b, c, _, _| a.max(b).max(c);
    Med3I32 ["v_med3_i32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(med3(i(a), i(b), i(c)) as u32);
    Med3U32 ["v_med3_u32"] (B32, B32, B32) -> B32 |a, b, c, _, _| med3(a, b, c);
    SadU32 ["v_sad_u32"] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(u(a).abs_diff(u(b)).wrapping_add(u(c)));
    // ---- 64-bit integer
    LshlrevB64 ["v_lshlrev_b64", "v_lshl_b64"] (B32, B64) -> B64 |a, b, _, _, _| b << (a & 63);
    LshrrevB64 ["v_lshrrev_b64"] (B32, B64) -> B64 |a, b, _, _, _| b >> (a & 63);
    AshrrevI64 ["v_ashrrev_i64"] (B32, B64) -> B64 |a, b, _, _, _| ((b as i64) >> (a & 63)) as u64;
    LshlAddU64 ["v_lshl_add_u64"] (B64, B32, B64) -> B64 |a, b, c, _, _| (a << (b & 7)).wrapping_add(c);
    AddU64 ["v_add_nc_u64", "v_add_u64"] (B64, B64) -> B64 |a, b, _, _, _| a.wrapping_add(b);
    // ---- 16-bit integer
    AddU16 ["v_add_u16", "v_add_nc_u16"] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).wrapping_add(b as u16) as u64;
    SubU16 ["v_sub_u16", "v_sub_nc_u16"] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).wrapping_sub(b as u16) as u64;
    SubrevU16 ["v_subrev_u16"] (B16, B16) -> B16 |a, b, _, _, _| (b as u16).wrapping_sub(a as u16) as u64;
    MulLoU16 ["v_mul_lo_u16"] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).wrapping_mul(b as u16) as u64;
    MadU16 ["v_mad_u16", "v_mad_legacy_u16"] (B16, B16, B16) -> B16 |a, b, c, _, _| (a as u16).wrapping_mul(b as u16).wrapping_add(c as u16) as u64;
    LshlrevB16 ["v_lshlrev_b16"] (B16, B16) -> B16 |a, b, _, _, _| ((b as u16) << (a & 15)) as u64;
    LshrrevB16 ["v_lshrrev_b16"] (B16, B16) -> B16 |a, b, _, _, _| ((b as u16) >> (a & 15)) as u64;
    AshrrevI16 ["v_ashrrev_i16"] (B16, B16) -> B16 |a, b, _, _, _| ((b as u16 as i16) >> (a & 15)) as u16 as u64;
    AndB16 ["v_and_b16"] (B16, B16) -> B16 |a, b, _, _, _| (a & b) & 0xffff;
    OrB16 ["v_or_b16"] (B16, B16) -> B16 |a, b, _, _, _| (a | b) & 0xffff;
    XorB16 ["v_xor_b16"] (B16, B16) -> B16 |a, b, _, _, _| (a ^ b) & 0xffff;
    MaxU16 ["v_max_u16"] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).max(b as u16) as u64;
    MinU16 ["v_min_u16"] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).min(b as u16) as u64;
    MaxI16 ["v_max_i16"] (B16, B16) -> B16 |a, b, _, _, _| (a as u16 as i16).max(b as u16 as i16) as u16 as u64;
    MinI16 ["v_min_i16"] (B16, B16) -> B16 |a, b, _, _, _| (a as u16 as i16).min(b as u16 as i16) as u16 as u64;
    MovB16 ["v_mov_b16"] (B16) -> B16 |a, _, _, _, _| a & 0xffff;
    // ---- f32
    AddF32 ["v_add_f32"] (F32, F32) -> F32 |a, b, _, _, _| b32(f32_(a) + f32_(b));
    SubF32 ["v_sub_f32"] (F32, F32) -> F32 |a, b, _, _, _| b32(f32_(a) - f32_(b));
    SubrevF32 ["v_subrev_f32"] (F32, F32) -> F32 |a, b, _, _, _| b32(f32_(b) - f32_(a));
    MulF32 ["v_mul_f32"] (F32, F32) -> F32 |a, b, _, _, _| b32(f32_(a) * f32_(b));
    FmaF32 ["v_fma_f32", "v_fmac_f32", "v_fmaak_f32", "v_fmamk_f32"] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(f32_(a).mul_add(f32_(b), f32_(c)));
    MadF32 ["v_mad_f32", "v_mac_f32", "v_madak_f32", "v_madmk_f32"] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(f32_(a) * f32_(b) + f32_(c));
    MinF32 ["v_min_f32", "v_min_num_f32"] (F32, F32) -> F32 |a, b, _, _, _| b32(fmin32(f32_(a), f32_(b)));
    MaxF32 ["v_max_f32", "v_max_num_f32"] (F32, F32) -> F32 |a, b, _, _, _| b32(fmax32(f32_(a), f32_(b)));
    Min3F32 ["v_min3_f32", "v_min3_num_f32"] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(fmin32(fmin32(f32_(a), f32_(b)), f32_(c)));
    Max3F32 ["v_max3_f32", "v_max3_num_f32"] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(fmax32(fmax32(f32_(a), f32_(b)), f32_(c)));
    Med3F32 ["v_med3_f32", "v_med3_num_f32"] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(fmed3(f32_(a), f32_(b), f32_(c)));
    RcpF32 ["v_rcp_f32", "v_rcp_iflag_f32"] (F32) -> F32 |a, _, _, _, _| b32(1.0 / f32_(a));
    RsqF32 ["v_rsq_f32"] (F32) -> F32 |a, _, _, _, _| b32((1.0 / (f32_(a) as f64).sqrt()) as f32);
    SqrtF32 ["v_sqrt_f32"] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).sqrt());
    ExpF32 ["v_exp_f32"] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).exp2());
    LogF32 ["v_log_f32"] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).log2());
    TruncF32 ["v_trunc_f32"] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).trunc());
    FloorF32 ["v_floor_f32"] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).floor());
    CeilF32 ["v_ceil_f32"] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).ceil());
    RndneF32 ["v_rndne_f32"] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).round_ties_even());
    FractF32 ["v_fract_f32"] (F32) -> F32 |a, _, _, _, _| b32(fract32(f32_(a)));
    FrexpMantF32 ["v_frexp_mant_f32"] (F32) -> F32 |a, _, _, _, _| b32(frexp_mant32(f32_(a)));
    FrexpExpF32 ["v_frexp_exp_i32_f32"] (F32) -> B32 |a, _, _, _, _| zx(frexp_exp32(f32_(a)) as u32);
    LdexpF32 ["v_ldexp_f32"] (F32, B32) -> F32 |a, b, _, _, _| b32(ldexp32(f32_(a), i(b)));
    DivFixupF32 ["v_div_fixup_f32"] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(div_fixup32(f32_(a), f32_(b), f32_(c)));
    DivFmasF32 ["v_div_fmas_f32"] (F32, F32, F32) -> F32 |a, b, c, l, vcc| b32(div_fmas32(f32_(a), f32_(b), f32_(c), vcc >> l & 1 != 0));
    CvtF32U32 ["v_cvt_f32_u32"] (B32) -> F32 |a, _, _, _, _| b32(u(a) as f32);
    CvtF32I32 ["v_cvt_f32_i32"] (B32) -> F32 |a, _, _, _, _| b32(i(a) as f32);
    CvtU32F32 ["v_cvt_u32_f32"] (F32) -> B32 |a, _, _, _, _| zx(f32_(a) as u32);
    CvtI32F32 ["v_cvt_i32_f32"] (F32) -> B32 |a, _, _, _, _| zx(f32_(a) as i32 as u32);
    CvtF32Ubyte0 ["v_cvt_f32_ubyte0"] (B32) -> F32 |a, _, _, _, _| b32((a & 0xff) as f32);
    CvtF32Ubyte1 ["v_cvt_f32_ubyte1"] (B32) -> F32 |a, _, _, _, _| b32((a >> 8 & 0xff) as f32);
    CvtF32Ubyte2 ["v_cvt_f32_ubyte2"] (B32) -> F32 |a, _, _, _, _| b32((a >> 16 & 0xff) as f32);
    CvtF32Ubyte3 ["v_cvt_f32_ubyte3"] (B32) -> F32 |a, _, _, _, _| b32((a >> 24 & 0xff) as f32);
    CvtF32F64 ["v_cvt_f32_f64"] (F64) -> F32 |a, _, _, _, _| b32(f64_(a) as f32);
    CvtF16F32 ["v_cvt_f16_f32"] (F32) -> F16 |a, _, _, _, _| f32_to_f16(f32_(a)) as u64;
    CvtF32F16 ["v_cvt_f32_f16"] (F16) -> F32 |a, _, _, _, _| b32(f16_to_f32(a as u16));
    // ---- f64
    AddF64 ["v_add_f64", "v_add_f64_e64"] (F64, F64) -> F64 |a, b, _, _, _| b64(f64_(a) + f64_(b));
    MulF64 ["v_mul_f64"] (F64, F64) -> F64 |a, b, _, _, _| b64(f64_(a) * f64_(b));
    FmaF64 ["v_fma_f64", "v_fmac_f64"] (F64, F64, F64) -> F64 |a, b, c, _, _| b64(f64_(a).mul_add(f64_(b), f64_(c)));
    MinF64 ["v_min_f64", "v_min_num_f64"] (F64, F64) -> F64 |a, b, _, _, _| b64(fmin64(f64_(a), f64_(b)));
    MaxF64 ["v_max_f64", "v_max_num_f64"] (F64, F64) -> F64 |a, b, _, _, _| b64(fmax64(f64_(a), f64_(b)));
    RcpF64 ["v_rcp_f64"] (F64) -> F64 |a, _, _, _, _| b64(1.0 / f64_(a));
    RsqF64 ["v_rsq_f64"] (F64) -> F64 |a, _, _, _, _| b64(1.0 / f64_(a).sqrt());
    SqrtF64 ["v_sqrt_f64"] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).sqrt());
    TruncF64 ["v_trunc_f64"] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).trunc());
    FloorF64 ["v_floor_f64"] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).floor());
    CeilF64 ["v_ceil_f64"] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).ceil());
    RndneF64 ["v_rndne_f64"] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).round_ties_even());
    FractF64 ["v_fract_f64"] (F64) -> F64 |a, _, _, _, _| b64(fract64(f64_(a)));
    FrexpMantF64 ["v_frexp_mant_f64"] (F64) -> F64 |a, _, _, _, _| b64(frexp_mant64(f64_(a)));
    FrexpExpF64 ["v_frexp_exp_i32_f64"] (F64) -> B32 |a, _, _, _, _| zx(frexp_exp64(f64_(a)) as u32);
    LdexpF64 ["v_ldexp_f64"] (F64, B32) -> F64 |a, b, _, _, _| b64(ldexp64(f64_(a), i(b)));
    DivFixupF64 ["v_div_fixup_f64"] (F64, F64, F64) -> F64 |a, b, c, _, _| b64(div_fixup64(f64_(a), f64_(b), f64_(c)));
    DivFmasF64 ["v_div_fmas_f64"] (F64, F64, F64) -> F64 |a, b, c, l, vcc| b64(div_fmas64(f64_(a), f64_(b), f64_(c), vcc >> l & 1 != 0));
    CvtF64F32 ["v_cvt_f64_f32"] (F32) -> F64 |a, _, _, _, _| b64(f32_(a) as f64);
    CvtF64I32 ["v_cvt_f64_i32"] (B32) -> F64 |a, _, _, _, _| b64(i(a) as f64);
    CvtF64U32 ["v_cvt_f64_u32"] (B32) -> F64 |a, _, _, _, _| b64(u(a) as f64);
    CvtI32F64 ["v_cvt_i32_f64"] (F64) -> B32 |a, _, _, _, _| zx(f64_(a) as i32 as u32);
    CvtU32F64 ["v_cvt_u32_f64"] (F64) -> B32 |a, _, _, _, _| zx(f64_(a) as u32);
}

impl VOp {
    /// For the 32-bit shifts and aligns, the source slot holding the shift amount: compilers
    /// mostly give it as a constant or an SGPR, the same in every lane, and a shift by one
    /// amount for all lanes is a single vector instruction where a per-lane amount is not
    /// (baseline x86-64 has no per-lane shifts).
    pub fn uniform_amount_slot(self) -> Option<usize> {
        match self {
            VOp::LshlrevB32 | VOp::LshrrevB32 | VOp::AshrrevI32 => Some(0),
            VOp::AlignbitB32 | VOp::AlignbyteB32 => Some(2),
            _ => None,
        }
    }

    /// Runs an operation of [`VOp::uniform_amount_slot`] on lanes `0..n` when its amount is
    /// `amount` in every lane: the table's lane functions with the amount hoisted out of the
    /// loop (checked against [`VOp::run32`] in the tests). `false` (and `out` untouched) for
    /// other operations and lane counts.
    #[inline(never)]
    pub fn run32_uniform_amount(
        self,
        n: usize,
        amount: u32,
        s: [&[u32; 64]; 3],
        out: &mut [u32; 64],
    ) -> bool {
        match n {
            64 => self.uniform_amount_n::<64>(amount, s, out),
            32 => self.uniform_amount_n::<32>(amount, s, out),
            _ => false,
        }
    }

    #[inline(always)]
    fn uniform_amount_n<const N: usize>(
        self,
        amount: u32,
        s: [&[u32; 64]; 3],
        out: &mut [u32; 64],
    ) -> bool {
        let (x, y) = (s[0], s[1]);
        match self {
            VOp::LshlrevB32 => {
                let k = amount & 31;
                for i in 0..N {
                    out[i] = y[i] << k;
                }
            }
            VOp::LshrrevB32 => {
                let k = amount & 31;
                for i in 0..N {
                    out[i] = y[i] >> k;
                }
            }
            VOp::AshrrevI32 => {
                let k = amount & 31;
                for i in 0..N {
                    out[i] = ((y[i] as i32) >> k) as u32;
                }
            }
            VOp::AlignbitB32 | VOp::AlignbyteB32 => {
                let k = if self == VOp::AlignbitB32 {
                    amount & 31
                } else {
                    8 * (amount & 3)
                };
                for i in 0..N {
                    out[i] = ((((x[i] as u64) << 32) | y[i] as u64) >> k) as u32;
                }
            }
            _ => return false,
        }
        true
    }
}

/// Looks an operation up by mnemonic (without `_e32`/`_e64`; VOPD's `v_dual_` prefix already
/// replaced by `v_`).
pub fn by_name(name: &str) -> Option<VOp> {
    use std::collections::HashMap;
    use std::sync::OnceLock;
    static MAP: OnceLock<HashMap<&'static str, VOp>> = OnceLock::new();
    MAP.get_or_init(|| VOp::NAMES.iter().copied().collect())
        .get(name)
        .copied()
}

/// Whether the operation accumulates into its destination (`v_fmac`, `v_mac`): the third
/// source is the destination's old value.
pub fn accumulates(name: &str) -> bool {
    name.starts_with("v_fmac_") || name.starts_with("v_mac_")
}
