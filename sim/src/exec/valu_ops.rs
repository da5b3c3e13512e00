//! The per-lane VALU operations: one table row per operation, shared by every encoding that
//! carries it (VOP1, VOP2, VOP3 `_e64`, VOPD halves), and by every spelling across
//! generations (`v_add_u32` on GFX9 is `v_add_nc_u32` on GFX10+).
//!
//! A row gives the opcodes, the source types (which decide how constants read and which
//! float modifiers apply), the result type, and the lane function. `|a, b, c, l, vcc|`
//! receive the three sources (zero-extended to 64 bits), the lane index, and the wave's VCC.
//! The macro turns each row into its own lane loop, so each operation runs a tight, branch-free
//! loop over the lanes. Semantics follow the AMD ISA manuals' pseudocode for each opcode.

use amdgpu::decode::Opcode;

use super::fp::*;
use super::operand::T;

/// One [`VOp::run32`] call, for [`pulp::Arch::dispatch`] (see [`super::lane_arch`]).
struct Run32<'a> {
    op: VOp,
    n: usize,
    s: [&'a [u32; 64]; 3],
    vcc: u64,
    out: &'a mut [u32; 64],
}

impl pulp::WithSimd for Run32<'_> {
    type Output = ();

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) {
        let fused = super::fused_multiply_add();
        self.op
            .run32_lanes(self.n, self.s, self.vcc, fused, self.out)
    }
}

macro_rules! valu_table {
    ($( $v:ident [$($n:ident),+] ($($t:ident),*) -> $rt:ident |$a:pat_param, $b:pat_param, $c:pat_param, $l:pat_param, $vcc:pat_param| $e:expr; )*) => {
        /// A table-driven VALU operation.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[allow(missing_docs)]
        pub enum VOp { $($v),* }

        impl VOp {
    /// The printed operand types: the result, then the sources.
    pub(crate) fn types(self) -> Vec<T> {
        let mut t = vec![self.result()];
        t.extend_from_slice(self.sources());
        t
    }

            /// Every operation.
            pub const ALL: &'static [VOp] = &[ $( VOp::$v ),* ];

            /// The operation an opcode performs: its VOP1/VOP2/VOP3 forms, a VOPD half
            /// (`v_dual_add_f32`), the SALU float form (`s_add_f32`) and the GFX12 scalar
            /// transcendental (`v_s_exp_f32`) share a row.
            pub fn of(op: Opcode) -> Option<VOp> {
                match op {
                    $( $(Opcode::$n)|+ => Some(VOp::$v), )*
                    _ => None,
                }
            }

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
                super::lane_arch().dispatch(Run32 { op: self, n, s, vcc, out })
            }

            /// [`VOp::run32`] in the caller's instruction set ([`super::lane_arch`]): picks a
            /// loop with a constant lane count for wave64 and wave32 (so that it is unrolled
            /// and vectorised), and a general one otherwise. `fused`: the host has a fused
            /// multiply-add instruction, so `mul_add` is one instruction, not a library call.
            #[inline(always)]
            pub(crate) fn run32_lanes(self, n: usize, s: [&[u32; 64]; 3], vcc: u64, fused: bool, out: &mut [u32; 64]) {
                if self == VOp::FmaF32 {
                    match n {
                        64 if fused => fused32_rows::<64>(s, out),
                        32 if fused => fused32_rows::<32>(s, out),
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

/// `v_fma_f32` on `N` lanes of 32-bit rows with the host's fused multiply-add instruction.
#[inline(always)]
fn fused32_rows<const N: usize>(s: [&[u32; 64]; 3], out: &mut [u32; 64]) {
    for i in 0..N {
        let (a, b, c) = (
            f32::from_bits(s[0][i]),
            f32::from_bits(s[1][i]),
            f32::from_bits(s[2][i]),
        );
        out[i] = a.mul_add(b, c).to_bits();
    }
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
    MovB32 [VMovB32, VDualMovB32, SMovB32, VAccvgprMovB32] (B32) -> B32 |a, _, _, _, _| a;
    // v_cndmask_b32 with VCC as the mask (VOPD's v_dual_cndmask_b32; VOP2/VOP3 use vector::VxOp)
    CndmaskVcc [VCndmaskB32, VDualCndmaskB32] (B32, B32) -> B32 |a, b, _, l, vcc| if vcc >> l & 1 != 0 { b } else { a };
    MovB64 [VMovB64, SMovB64] (B64) -> B64 |a, _, _, _, _| a;
    NotB32 [VNotB32, SNotB32] (B32) -> B32 |a, _, _, _, _| zx(!u(a));
    BfrevB32 [VBfrevB32] (B32) -> B32 |a, _, _, _, _| zx(u(a).reverse_bits());
    AndB32 [VAndB32, VDualAndB32, SAndB32] (B32, B32) -> B32 |a, b, _, _, _| a & b;
    OrB32 [VOrB32, SOrB32] (B32, B32) -> B32 |a, b, _, _, _| a | b;
    XorB32 [VXorB32, SXorB32] (B32, B32) -> B32 |a, b, _, _, _| a ^ b;
    XnorB32 [VXnorB32, SXnorB32] (B32, B32) -> B32 |a, b, _, _, _| zx(!(u(a) ^ u(b)));
    Or3B32 [VOr3B32] (B32, B32, B32) -> B32 |a, b, c, _, _| a | b | c;
    Xor3B32 [VXor3B32] (B32, B32, B32) -> B32 |a, b, c, _, _| a ^ b ^ c;
    AndOrB32 [VAndOrB32] (B32, B32, B32) -> B32 |a, b, c, _, _| (a & b) | c;
    LshlrevB32 [VLshlrevB32, VDualLshlrevB32] (B32, B32) -> B32 |a, b, _, _, _| zx(u(b) << (a & 31));
    LshrrevB32 [VLshrrevB32] (B32, B32) -> B32 |a, b, _, _, _| zx(u(b) >> (a & 31));
    AshrrevI32 [VAshrrevI32] (B32, B32) -> B32 |a, b, _, _, _| zx((i(b) >> (a & 31)) as u32);
    LshlAddU32 [VLshlAddU32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx((u(a) << (b & 31)).wrapping_add(u(c)));
    AddLshlU32 [VAddLshlU32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(u(a).wrapping_add(u(b)) << (c & 31));
    LshlOrB32 [VLshlOrB32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx((u(a) << (b & 31)) | u(c));
    AlignbitB32 [VAlignbitB32] (B32, B32, B32) -> B32 |a, b, c, _, _| (((a << 32) | b) >> (c & 31)) & 0xffff_ffff;
    AlignbyteB32 [VAlignbyteB32] (B32, B32, B32) -> B32 |a, b, c, _, _| (((a << 32) | b) >> (8 * (c & 3))) & 0xffff_ffff;
    BfeU32 [VBfeU32, SBfeU32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(bfe(u(a), u(b), u(c)));
    BfeI32 [VBfeI32, SBfeI32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(bfe_i(u(a), u(b), u(c)));
    BfiB32 [VBfiB32] (B32, B32, B32) -> B32 |a, b, c, _, _| (a & b) | (!a & c & 0xffff_ffff);
    BfmB32 [VBfmB32, SBfmB32] (B32, B32) -> B32 |a, b, _, _, _| zx(((1u64 << (a & 31)) as u32).wrapping_sub(1) << (b & 31));
    BcntU32B32 [VBcntU32B32] (B32, B32) -> B32 |a, b, _, _, _| zx(u(a).count_ones().wrapping_add(u(b)));
    FfbhU32 [VFfbhU32, VClzI32U32, SClzI32U32] (B32) -> B32 |a, _, _, _, _| if u(a) == 0 { 0xffff_ffff } else { zx(u(a).leading_zeros()) };
    FfblB32 [VFfblB32, VCtzI32B32, SCtzI32B32] (B32) -> B32 |a, _, _, _, _| if u(a) == 0 { 0xffff_ffff } else { zx(u(a).trailing_zeros()) };
    FfbhI32 [VFfbhI32, VClsI32, SClsI32] (B32) -> B32 |a, _, _, _, _| {
        let x = i(a);
        if x == 0 || x == -1 { 0xffff_ffff } else { zx(if x < 0 { (!x).leading_zeros() } else { x.leading_zeros() }) }
    };
    MbcntLo [VMbcntLoU32B32] (B32, B32) -> B32 |a, b, _, l, _| zx(mbcnt_lo(u(a), l).wrapping_add(u(b)));
    MbcntHi [VMbcntHiU32B32] (B32, B32) -> B32 |a, b, _, l, _| zx(mbcnt_hi(u(a), l).wrapping_add(u(b)));
    // ---- integer arithmetic (32-bit)
    AddU32 [VAddU32, SAddU32, VAddNcU32, VDualAddNcU32] (B32, B32) -> B32 |a, b, _, _, _| zx(u(a).wrapping_add(u(b)));
    SubU32 [VSubU32, SSubU32, VSubNcU32] (B32, B32) -> B32 |a, b, _, _, _| zx(u(a).wrapping_sub(u(b)));
    SubrevU32 [VSubrevU32, VSubrevNcU32] (B32, B32) -> B32 |a, b, _, _, _| zx(u(b).wrapping_sub(u(a)));
    Add3U32 [VAdd3U32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(u(a).wrapping_add(u(b)).wrapping_add(u(c)));
    XadU32 [VXadU32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx((u(a) ^ u(b)).wrapping_add(u(c)));
    MulLoU32 [VMulLoU32] (B32, B32) -> B32 |a, b, _, _, _| zx(u(a).wrapping_mul(u(b)));
    MulHiU32 [VMulHiU32, SMulHiU32] (B32, B32) -> B32 |a, b, _, _, _| (a * b) >> 32;
    MulHiI32 [VMulHiI32, SMulHiI32] (B32, B32) -> B32 |a, b, _, _, _| zx(((i(a) as i64 * i(b) as i64) >> 32) as u32);
    MulU32U24 [VMulU32U24] (B32, B32) -> B32 |a, b, _, _, _| ((a & 0xff_ffff) * (b & 0xff_ffff)) & 0xffff_ffff;
    MulHiU32U24 [VMulHiU32U24] (B32, B32) -> B32 |a, b, _, _, _| ((a & 0xff_ffff) * (b & 0xff_ffff)) >> 32;
    MulI32I24 [VMulI32I24] (B32, B32) -> B32 |a, b, _, _, _| zx((sx24(a) * sx24(b)) as u32);
    MulHiI32I24 [VMulHiI32I24] (B32, B32) -> B32 |a, b, _, _, _| zx(((sx24(a) * sx24(b)) >> 32) as u32);
    MadU32U24 [VMadU32U24] (B32, B32, B32) -> B32 |a, b, c, _, _| ((a & 0xff_ffff) * (b & 0xff_ffff) + c) & 0xffff_ffff;
    MadI32I24 [VMadI32I24] (B32, B32, B32) -> B32 |a, b, c, _, _| zx((sx24(a) * sx24(b)).wrapping_add(i(c) as i64) as u32);
    MinI32 [VMinI32, SMinI32] (B32, B32) -> B32 |a, b, _, _, _| zx(i(a).min(i(b)) as u32);
    MaxI32 [VMaxI32, SMaxI32] (B32, B32) -> B32 |a, b, _, _, _| zx(i(a).max(i(b)) as u32);
    MinU32 [VMinU32, SMinU32] (B32, B32) -> B32 |a, b, _, _, _| a.min(b);
    MaxU32 [VMaxU32, SMaxU32] (B32, B32) -> B32 |a, b, _, _, _| a.max(b);
    Min3I32 [VMin3I32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(i(a).min(i(b)).min(i(c)) as u32);
    Max3I32 [VMax3I32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(i(a).max(i(b)).max(i(c)) as u32);
    Min3U32 [VMin3U32] (B32, B32, B32) -> B32 |a, b, c, _, _| a.min(b).min(c);
    Max3U32 [VMax3U32] (B32, B32, B32) -> B32 |a, b, c, _, _| a.max(b).max(c);
    // GFX11+: `v_minmax` is max(min(a, b), c), `v_maxmin` min(max(a, b), c).
    MinmaxI32 [VMinmaxI32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(i(a).min(i(b)).max(i(c)) as u32);
    MaxminI32 [VMaxminI32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(i(a).max(i(b)).min(i(c)) as u32);
    MinmaxU32 [VMinmaxU32] (B32, B32, B32) -> B32 |a, b, c, _, _| a.min(b).max(c);
    MaxminU32 [VMaxminU32] (B32, B32, B32) -> B32 |a, b, c, _, _| a.max(b).min(c);
    Med3I32 [VMed3I32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(med3(i(a), i(b), i(c)) as u32);
    Med3U32 [VMed3U32] (B32, B32, B32) -> B32 |a, b, c, _, _| med3(a, b, c);
    SadU32 [VSadU32] (B32, B32, B32) -> B32 |a, b, c, _, _| zx(u(a).abs_diff(u(b)).wrapping_add(u(c)));
    // ---- 64-bit integer
    LshlrevB64 [VLshlrevB64, SLshlB64] (B32, B64) -> B64 |a, b, _, _, _| b << (a & 63);
    LshrrevB64 [VLshrrevB64] (B32, B64) -> B64 |a, b, _, _, _| b >> (a & 63);
    AshrrevI64 [VAshrrevI64] (B32, B64) -> B64 |a, b, _, _, _| ((b as i64) >> (a & 63)) as u64;
    LshlAddU64 [VLshlAddU64] (B64, B32, B64) -> B64 |a, b, c, _, _| (a << (b & 7)).wrapping_add(c);
    AddU64 [SAddNcU64] (B64, B64) -> B64 |a, b, _, _, _| a.wrapping_add(b);
    // ---- 16-bit integer
    AddU16 [VAddU16, VAddNcU16] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).wrapping_add(b as u16) as u64;
    SubU16 [VSubU16, VSubNcU16] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).wrapping_sub(b as u16) as u64;
    SubrevU16 [VSubrevU16] (B16, B16) -> B16 |a, b, _, _, _| (b as u16).wrapping_sub(a as u16) as u64;
    MulLoU16 [VMulLoU16] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).wrapping_mul(b as u16) as u64;
    // The low 16 bits of a product and sum are the same signed or unsigned.
    MadU16 [VMadU16, VMadLegacyU16, VMadI16, VMadLegacyI16] (B16, B16, B16) -> B16 |a, b, c, _, _| (a as u16).wrapping_mul(b as u16).wrapping_add(c as u16) as u64;
    LshlrevB16 [VLshlrevB16] (B16, B16) -> B16 |a, b, _, _, _| ((b as u16) << (a & 15)) as u64;
    LshrrevB16 [VLshrrevB16] (B16, B16) -> B16 |a, b, _, _, _| ((b as u16) >> (a & 15)) as u64;
    AshrrevI16 [VAshrrevI16] (B16, B16) -> B16 |a, b, _, _, _| ((b as u16 as i16) >> (a & 15)) as u16 as u64;
    AndB16 [VAndB16] (B16, B16) -> B16 |a, b, _, _, _| (a & b) & 0xffff;
    OrB16 [VOrB16] (B16, B16) -> B16 |a, b, _, _, _| (a | b) & 0xffff;
    XorB16 [VXorB16] (B16, B16) -> B16 |a, b, _, _, _| (a ^ b) & 0xffff;
    MaxU16 [VMaxU16] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).max(b as u16) as u64;
    MinU16 [VMinU16] (B16, B16) -> B16 |a, b, _, _, _| (a as u16).min(b as u16) as u64;
    MaxI16 [VMaxI16] (B16, B16) -> B16 |a, b, _, _, _| (a as u16 as i16).max(b as u16 as i16) as u16 as u64;
    MinI16 [VMinI16] (B16, B16) -> B16 |a, b, _, _, _| (a as u16 as i16).min(b as u16 as i16) as u16 as u64;
    MovB16 [VMovB16] (B16) -> B16 |a, _, _, _, _| a & 0xffff;
    // ---- f32
    AddF32 [VAddF32, VDualAddF32, SAddF32] (F32, F32) -> F32 |a, b, _, _, _| b32(f32_(a) + f32_(b));
    SubF32 [VSubF32, VDualSubF32, SSubF32] (F32, F32) -> F32 |a, b, _, _, _| b32(f32_(a) - f32_(b));
    SubrevF32 [VSubrevF32, VDualSubrevF32] (F32, F32) -> F32 |a, b, _, _, _| b32(f32_(b) - f32_(a));
    MulF32 [VMulF32, VDualMulF32, SMulF32] (F32, F32) -> F32 |a, b, _, _, _| b32(f32_(a) * f32_(b));
    FmaF32 [VFmaF32, VFmacF32, VDualFmacF32, SFmacF32, VFmaakF32, VDualFmaakF32, SFmaakF32, VFmamkF32, VDualFmamkF32, SFmamkF32] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(f32_(a).mul_add(f32_(b), f32_(c)));
    MadF32 [VMadF32, VMacF32, VMadakF32, VMadmkF32] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(f32_(a) * f32_(b) + f32_(c));
    MinF32 [VMinF32, VDualMinF32, VMinNumF32, VDualMinNumF32, SMinNumF32] (F32, F32) -> F32 |a, b, _, _, _| b32(fmin32(f32_(a), f32_(b)));
    MaxF32 [VMaxF32, VDualMaxF32, VMaxNumF32, VDualMaxNumF32, SMaxNumF32] (F32, F32) -> F32 |a, b, _, _, _| b32(fmax32(f32_(a), f32_(b)));
    Min3F32 [VMin3F32, VMin3NumF32] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(fmin32(fmin32(f32_(a), f32_(b)), f32_(c)));
    Max3F32 [VMax3F32, VMax3NumF32] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(fmax32(fmax32(f32_(a), f32_(b)), f32_(c)));
    MinmaxF32 [VMinmaxF32, VMinmaxNumF32] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(fmax32(fmin32(f32_(a), f32_(b)), f32_(c)));
    MaxminF32 [VMaxminF32, VMaxminNumF32] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(fmin32(fmax32(f32_(a), f32_(b)), f32_(c)));
    Med3F32 [VMed3F32, VMed3NumF32] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(fmed3(f32_(a), f32_(b), f32_(c)));
    RcpF32 [VRcpF32, VSRcpF32, VRcpIflagF32] (F32) -> F32 |a, _, _, _, _| b32(1.0 / f32_(a));
    RsqF32 [VRsqF32, VSRsqF32] (F32) -> F32 |a, _, _, _, _| b32((1.0 / (f32_(a) as f64).sqrt()) as f32);
    SqrtF32 [VSqrtF32, VSSqrtF32] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).sqrt());
    ExpF32 [VExpF32, VSExpF32] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).exp2());
    LogF32 [VLogF32, VSLogF32] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).log2());
    TruncF32 [VTruncF32, STruncF32] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).trunc());
    FloorF32 [VFloorF32, SFloorF32] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).floor());
    CeilF32 [VCeilF32, SCeilF32] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).ceil());
    RndneF32 [VRndneF32, SRndneF32] (F32) -> F32 |a, _, _, _, _| b32(f32_(a).round_ties_even());
    FractF32 [VFractF32] (F32) -> F32 |a, _, _, _, _| b32(fract32(f32_(a)));
    FrexpMantF32 [VFrexpMantF32] (F32) -> F32 |a, _, _, _, _| b32(frexp_mant32(f32_(a)));
    FrexpExpF32 [VFrexpExpI32F32] (F32) -> B32 |a, _, _, _, _| zx(frexp_exp32(f32_(a)) as u32);
    LdexpF32 [VLdexpF32] (F32, B32) -> F32 |a, b, _, _, _| b32(ldexp32(f32_(a), i(b)));
    DivFixupF32 [VDivFixupF32] (F32, F32, F32) -> F32 |a, b, c, _, _| b32(div_fixup32(f32_(a), f32_(b), f32_(c)));
    DivFmasF32 [VDivFmasF32] (F32, F32, F32) -> F32 |a, b, c, l, vcc| b32(div_fmas32(f32_(a), f32_(b), f32_(c), vcc >> l & 1 != 0));
    CvtF32U32 [VCvtF32U32, SCvtF32U32] (B32) -> F32 |a, _, _, _, _| b32(u(a) as f32);
    CvtF32I32 [VCvtF32I32, SCvtF32I32] (B32) -> F32 |a, _, _, _, _| b32(i(a) as f32);
    CvtU32F32 [VCvtU32F32, SCvtU32F32] (F32) -> B32 |a, _, _, _, _| zx(f32_(a) as u32);
    CvtI32F32 [VCvtI32F32, SCvtI32F32] (F32) -> B32 |a, _, _, _, _| zx(f32_(a) as i32 as u32);
    CvtF32Ubyte0 [VCvtF32Ubyte0] (B32) -> F32 |a, _, _, _, _| b32((a & 0xff) as f32);
    CvtF32Ubyte1 [VCvtF32Ubyte1] (B32) -> F32 |a, _, _, _, _| b32((a >> 8 & 0xff) as f32);
    CvtF32Ubyte2 [VCvtF32Ubyte2] (B32) -> F32 |a, _, _, _, _| b32((a >> 16 & 0xff) as f32);
    CvtF32Ubyte3 [VCvtF32Ubyte3] (B32) -> F32 |a, _, _, _, _| b32((a >> 24 & 0xff) as f32);
    CvtF32F64 [VCvtF32F64] (F64) -> F32 |a, _, _, _, _| b32(f64_(a) as f32);
    CvtF16F32 [VCvtF16F32, SCvtF16F32] (F32) -> F16 |a, _, _, _, _| f32_to_f16(f32_(a)) as u64;
    CvtF32F16 [VCvtF32F16, SCvtF32F16] (F16) -> F32 |a, _, _, _, _| b32(f16_to_f32(a as u16));
    // ---- f16: computed in f64 and rounded once (fp::op16); a NaN operand gives that NaN
    // quieted, an invalid operation the default NaN.
    AddF16 [VAddF16] (F16, F16) -> F16 |a, b, _, _, _| op16(&[a, b], |x| x[0] + x[1]);
    SubF16 [VSubF16] (F16, F16) -> F16 |a, b, _, _, _| op16(&[a, b], |x| x[0] - x[1]);
    SubrevF16 [VSubrevF16] (F16, F16) -> F16 |a, b, _, _, _| op16(&[a, b], |x| x[1] - x[0]);
    MulF16 [VMulF16] (F16, F16) -> F16 |a, b, _, _, _| op16(&[a, b], |x| x[0] * x[1]);
    FmaF16 [VFmaF16, VFmaLegacyF16, VFmacF16, VFmaakF16, VFmamkF16] (F16, F16, F16) -> F16 |a, b, c, _, _| fma16(a, b, c);
    MadF16 [VMadF16, VMadLegacyF16, VMacF16, VMadakF16, VMadmkF16] (F16, F16, F16) -> F16 |a, b, c, _, _| mad16(a, b, c);
    MinF16 [VMinF16, VMinNumF16] (F16, F16) -> F16 |a, b, _, _, _| fmin16(a, b);
    MaxF16 [VMaxF16, VMaxNumF16] (F16, F16) -> F16 |a, b, _, _, _| fmax16(a, b);
    Min3F16 [VMin3F16, VMin3NumF16] (F16, F16, F16) -> F16 |a, b, c, _, _| fmin16(fmin16(a, b), c);
    Max3F16 [VMax3F16, VMax3NumF16] (F16, F16, F16) -> F16 |a, b, c, _, _| fmax16(fmax16(a, b), c);
    MinmaxF16 [VMinmaxF16, VMinmaxNumF16] (F16, F16, F16) -> F16 |a, b, c, _, _| fmax16(fmin16(a, b), c);
    MaxminF16 [VMaxminF16, VMaxminNumF16] (F16, F16, F16) -> F16 |a, b, c, _, _| fmin16(fmax16(a, b), c);
    Med3F16 [VMed3F16, VMed3NumF16] (F16, F16, F16) -> F16 |a, b, c, _, _| fmed3_16(a, b, c);
    LdexpF16 [VLdexpF16] (F16, B16) -> F16 |a, b, _, _, _| ldexp16(a, b);
    RcpF16 [VRcpF16, VSRcpF16] (F16) -> F16 |a, _, _, _, _| op16(&[a], |x| 1.0 / x[0]);
    SqrtF16 [VSqrtF16, VSSqrtF16] (F16) -> F16 |a, _, _, _, _| op16(&[a], |x| x[0].sqrt());
    RsqF16 [VRsqF16, VSRsqF16] (F16) -> F16 |a, _, _, _, _| op16(&[a], |x| 1.0 / x[0].sqrt());
    ExpF16 [VExpF16, VSExpF16] (F16) -> F16 |a, _, _, _, _| op16(&[a], |x| x[0].exp2());
    LogF16 [VLogF16, VSLogF16] (F16) -> F16 |a, _, _, _, _| op16(&[a], |x| x[0].log2());
    FloorF16 [VFloorF16] (F16) -> F16 |a, _, _, _, _| op16(&[a], |x| x[0].floor());
    CeilF16 [VCeilF16] (F16) -> F16 |a, _, _, _, _| op16(&[a], |x| x[0].ceil());
    TruncF16 [VTruncF16] (F16) -> F16 |a, _, _, _, _| op16(&[a], |x| x[0].trunc());
    RndneF16 [VRndneF16] (F16) -> F16 |a, _, _, _, _| op16(&[a], |x| x[0].round_ties_even());
    FractF16 [VFractF16] (F16) -> F16 |a, _, _, _, _| fract16(a);
    FrexpMantF16 [VFrexpMantF16] (F16) -> F16 |a, _, _, _, _| frexp_mant16(a);
    FrexpExpF16 [VFrexpExpI16F16] (F16) -> B16 |a, _, _, _, _| frexp_exp16(a);
    DivFixupF16 [VDivFixupF16, VDivFixupLegacyF16] (F16, F16, F16) -> F16 |a, b, c, _, _| div_fixup16(a, b, c);
    CvtF16U16 [VCvtF16U16] (B16) -> F16 |a, _, _, _, _| f64_to_f16(a as u16 as f64) as u64;
    CvtF16I16 [VCvtF16I16] (B16) -> F16 |a, _, _, _, _| f64_to_f16(a as u16 as i16 as f64) as u64;
    // Toward zero, saturating, NaN to 0 (Rust's float-to-integer `as`).
    CvtU16F16 [VCvtU16F16] (F16) -> B16 |a, _, _, _, _| f16_to_f64(a as u16) as u16 as u64;
    CvtI16F16 [VCvtI16F16] (F16) -> B16 |a, _, _, _, _| f16_to_f64(a as u16) as i16 as u16 as u64;
    // Two f16 into one dword, low from the first source (their op_sel halves, neg/abs applied).
    PackB32F16 [VPackB32F16] (F16, F16) -> B32 |a, b, _, _, _| (a & 0xffff) | (b & 0xffff) << 16;
    CvtPkrtzF16F32 [VCvtPkrtzF16F32, VCvtPkRtzF16F32] (F32, F32) -> B32 |a, b, _, _, _| f32_to_f16_rtz(f32_(a)) as u64 | (f32_to_f16_rtz(f32_(b)) as u64) << 16;
    // ---- f64
    AddF64 [VAddF64] (F64, F64) -> F64 |a, b, _, _, _| b64(f64_(a) + f64_(b));
    MulF64 [VMulF64] (F64, F64) -> F64 |a, b, _, _, _| b64(f64_(a) * f64_(b));
    FmaF64 [VFmaF64, VFmacF64] (F64, F64, F64) -> F64 |a, b, c, _, _| b64(f64_(a).mul_add(f64_(b), f64_(c)));
    MinF64 [VMinF64, VMinNumF64] (F64, F64) -> F64 |a, b, _, _, _| b64(fmin64(f64_(a), f64_(b)));
    MaxF64 [VMaxF64, VMaxNumF64] (F64, F64) -> F64 |a, b, _, _, _| b64(fmax64(f64_(a), f64_(b)));
    RcpF64 [VRcpF64] (F64) -> F64 |a, _, _, _, _| b64(1.0 / f64_(a));
    RsqF64 [VRsqF64] (F64) -> F64 |a, _, _, _, _| b64(1.0 / f64_(a).sqrt());
    SqrtF64 [VSqrtF64] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).sqrt());
    TruncF64 [VTruncF64] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).trunc());
    FloorF64 [VFloorF64] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).floor());
    CeilF64 [VCeilF64] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).ceil());
    RndneF64 [VRndneF64] (F64) -> F64 |a, _, _, _, _| b64(f64_(a).round_ties_even());
    FractF64 [VFractF64] (F64) -> F64 |a, _, _, _, _| b64(fract64(f64_(a)));
    FrexpMantF64 [VFrexpMantF64] (F64) -> F64 |a, _, _, _, _| b64(frexp_mant64(f64_(a)));
    FrexpExpF64 [VFrexpExpI32F64] (F64) -> B32 |a, _, _, _, _| zx(frexp_exp64(f64_(a)) as u32);
    LdexpF64 [VLdexpF64] (F64, B32) -> F64 |a, b, _, _, _| b64(ldexp64(f64_(a), i(b)));
    DivFixupF64 [VDivFixupF64] (F64, F64, F64) -> F64 |a, b, c, _, _| b64(div_fixup64(f64_(a), f64_(b), f64_(c)));
    DivFmasF64 [VDivFmasF64] (F64, F64, F64) -> F64 |a, b, c, l, vcc| b64(div_fmas64(f64_(a), f64_(b), f64_(c), vcc >> l & 1 != 0));
    CvtF64F32 [VCvtF64F32] (F32) -> F64 |a, _, _, _, _| b64(f32_(a) as f64);
    CvtF64I32 [VCvtF64I32] (B32) -> F64 |a, _, _, _, _| b64(i(a) as f64);
    CvtF64U32 [VCvtF64U32] (B32) -> F64 |a, _, _, _, _| b64(u(a) as f64);
    CvtI32F64 [VCvtI32F64] (F64) -> B32 |a, _, _, _, _| zx(f64_(a) as i32 as u32);
    CvtU32F64 [VCvtU32F64] (F64) -> B32 |a, _, _, _, _| zx(f64_(a) as u32);
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
    #[inline(always)]
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
                // The low word of `x:y >> k`, in 32-bit lanes, in two loops: written as one
                // expression, LLVM recognises a funnel shift and emits one scalar `shrd` per
                // lane instead of vector shifts.
                out[..N].copy_from_slice(&y[..N]);
                if k != 0 {
                    for o in &mut out[..N] {
                        *o >>= k;
                    }
                    for (o, x) in out[..N].iter_mut().zip(&x[..N]) {
                        *o |= x << (32 - k);
                    }
                }
            }
            _ => return false,
        }
        true
    }
}
