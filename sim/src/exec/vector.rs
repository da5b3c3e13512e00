//! Vector ALU execution: the table operations of [`valu_ops`] with VOP3 modifiers (`abs`,
//! `neg`, `clamp`, `omod`), compares (`v_cmp`, `v_cmpx`, `v_cmp_class`), and the operations
//! with special operands (carries, `v_cndmask`, lane access, `v_mad_u64_u32`,
//! `v_div_scale`, packed f32, AGPR moves, VOPD pairs).

use amdgpu::decode::{
    CompareCond, CompareType, Dpp, DstUnused, Family, OpFacts, Opcode, SdwaSel, SdwaSrc,
};

use super::cmp::CondEval;
use super::fp::*;
use super::operand::{
    pack_mask, read_mask, src32, sread32, vfetch32, vfetch64, vstore32, vstore32_rows, vstore64,
    write_mask, Lanes32, Src, T,
};
use super::valu_ops::{self, VOp};
use super::{permute, Ctx, Inst, IsaFamily, Outcome, Sem};
use crate::wave::Wave;

/// Operations with special operand shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum VxOp {
    Cndmask,
    /// add/sub with carry-out (`v_add_co_u32`), optionally carry-in (`v_addc_co_u32`).
    Carry {
        sub: bool,
        rev: bool,
        cin: bool,
    },
    Readlane,
    Writelane,
    /// `v_permlane16_b32` (within each row of 16 lanes) and `v_permlanex16_b32` (`cross`:
    /// from the other row of the same 32 lanes), lanes picked by two scalar sources.
    Permlane16 {
        cross: bool,
    },
    Readfirstlane,
    MadU64U32,
    MadI64I32,
    DivScaleF32,
    DivScaleF64,
    AccRead,
    AccWrite,
    PkFmaF32,
    PkMulF32,
    PkAddF32,
    PkMovB32,
    /// Packed f16 (`v_pk_*_f16`): the operation on each 16-bit half.
    Pk16(Pk16),
    /// `v_fma_mix*`/`v_mad_mix*`: a multiply-add of f32 or f16 sources (each source's
    /// `op_sel_hi` bit: an f16 from the half its `op_sel` bit picks), written as f32, or as
    /// f16 to the low or high half.
    Mix {
        fused: bool,
        to: MixTo,
    },
    /// GFX12 `v_s_*`: a VALU transcendental on a scalar source, written to an SGPR.
    Scalar(VOp),
}

/// The packed f16 operations (VOP3P, and the VOP2 `v_pk_fmac_f16`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Pk16 {
    Fma,
    /// `v_pk_fmac_f16`: VOP2, the destination is the addend, no modifiers.
    Fmac,
    Mul,
    Add,
    Max,
    Min,
}

impl Pk16 {
    fn of(op: Opcode) -> Option<Pk16> {
        Some(match op {
            Opcode::VPkFmaF16 => Pk16::Fma,
            Opcode::VPkFmacF16 => Pk16::Fmac,
            Opcode::VPkMulF16 => Pk16::Mul,
            Opcode::VPkAddF16 => Pk16::Add,
            Opcode::VPkMaxF16 | Opcode::VPkMaxNumF16 => Pk16::Max,
            Opcode::VPkMinF16 | Opcode::VPkMinNumF16 => Pk16::Min,
            _ => return None,
        })
    }

    /// Source count.
    pub fn source_count(self) -> usize {
        match self {
            Pk16::Fma | Pk16::Fmac => 3,
            _ => 2,
        }
    }

    /// One half: f16 bits in, f16 bits out.
    #[inline]
    fn half(self, x: [u64; 3]) -> u64 {
        match self {
            Pk16::Fma | Pk16::Fmac => fma16(x[0], x[1], x[2]),
            Pk16::Mul => op16(&x[..2], |v| v[0] * v[1]),
            Pk16::Add => op16(&x[..2], |v| v[0] + v[1]),
            Pk16::Max => fmax16(x[0], x[1]),
            Pk16::Min => fmin16(x[0], x[1]),
        }
    }
}

/// Where a `v_fma_mix*` result goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum MixTo {
    F32,
    Lo16,
    Hi16,
}

/// A compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cmp {
    /// Condition ([`CompareCond::Class`]: `v_cmp_class`).
    pub cond: CompareCond,
    /// Operand type.
    pub ty: CompareType,
    /// `v_cmpx`: writes EXEC.
    pub x: bool,
}

impl Cmp {
    /// `v_cmp_class`: the second operand is a mask of float classes.
    pub fn is_class(self) -> bool {
        self.cond == CompareCond::Class
    }
}

/// Chooses semantics for a VOP1/VOP2/VOP3/VOP3P/VOPC opcode, and the types of its printed
/// operands.
pub fn classify(op: Opcode) -> (Sem, Vec<T>) {
    use T::*;
    if let Some(c) = op.compare() {
        let t = operand_type(c.ty);
        let cmp = Cmp {
            cond: c.cond,
            ty: c.ty,
            x: op.facts().contains(OpFacts::WRITES_EXEC),
        };
        // Printed operands: [sdst,] src0, src1 — the sdst slot is typed B64 (and dropped by
        // `prepare` when the form prints none).
        let second = if cmp.is_class() { B32 } else { t };
        return (Sem::VCmp(cmp), vec![B64, t, second, t]);
    }
    let vx = |op| Sem::Vx(op);
    let carry = |sub, rev, cin| (vx(VxOp::Carry { sub, rev, cin }), vec![]);
    // A constant of a mix source reads as f32 (an f16 one would need op_sel_hi, which
    // compilers do not set for constants).
    let mix = |fused, to| (vx(VxOp::Mix { fused, to }), vec![B32, F32, F32, F32]);
    match op {
        Opcode::VCndmaskB32 => (vx(VxOp::Cndmask), vec![B32, B32, B32, B64]),
        Opcode::VAddCoU32 => carry(false, false, false),
        Opcode::VSubCoU32 => carry(true, false, false),
        Opcode::VSubrevCoU32 => carry(true, true, false),
        Opcode::VAddcCoU32 | Opcode::VAddCoCiU32 => carry(false, false, true),
        Opcode::VSubbCoU32 | Opcode::VSubCoCiU32 => carry(true, false, true),
        Opcode::VSubbrevCoU32 | Opcode::VSubrevCoCiU32 => carry(true, true, true),
        Opcode::VReadlaneB32 => (vx(VxOp::Readlane), vec![B32, B32, B32]),
        Opcode::VWritelaneB32 => (vx(VxOp::Writelane), vec![B32, B32, B32]),
        Opcode::VPermlane16B32 => (vx(VxOp::Permlane16 { cross: false }), vec![B32; 4]),
        Opcode::VPermlanex16B32 => (vx(VxOp::Permlane16 { cross: true }), vec![B32; 4]),
        Opcode::VReadfirstlaneB32 => (vx(VxOp::Readfirstlane), vec![B32, B32]),
        Opcode::VMadU64U32 | Opcode::VMadCoU64U32 => {
            (vx(VxOp::MadU64U32), vec![B64, B64, B32, B32, B64])
        }
        Opcode::VMadI64I32 | Opcode::VMadCoI64I32 => {
            (vx(VxOp::MadI64I32), vec![B64, B64, B32, B32, B64])
        }
        Opcode::VDivScaleF32 => (vx(VxOp::DivScaleF32), vec![F32, B64, F32, F32, F32]),
        Opcode::VDivScaleF64 => (vx(VxOp::DivScaleF64), vec![F64, B64, F64, F64, F64]),
        Opcode::VAccvgprReadB32 => (vx(VxOp::AccRead), vec![B32, B32]),
        Opcode::VAccvgprWriteB32 => (vx(VxOp::AccWrite), vec![B32, B32]),
        // Packed f32: an inline constant is one f32, used by both halves through op_sel_hi.
        Opcode::VPkFmaF32 => (vx(VxOp::PkFmaF32), vec![B64, F32, F32, F32]),
        Opcode::VPkMulF32 => (vx(VxOp::PkMulF32), vec![B64, F32, F32]),
        Opcode::VPkAddF32 => (vx(VxOp::PkAddF32), vec![B64, F32, F32]),
        Opcode::VPkMovB32 => (vx(VxOp::PkMovB32), vec![B64, B64, B64]),
        Opcode::VFmaMixF32 => mix(true, MixTo::F32),
        Opcode::VFmaMixloF16 => mix(true, MixTo::Lo16),
        Opcode::VFmaMixhiF16 => mix(true, MixTo::Hi16),
        Opcode::VMadMixF32 => mix(false, MixTo::F32),
        Opcode::VMadMixloF16 => mix(false, MixTo::Lo16),
        Opcode::VMadMixhiF16 => mix(false, MixTo::Hi16),
        // Packed f16: an inline constant is one f16 in the low half (the high half zero).
        _ if Pk16::of(op).is_some() => match Pk16::of(op) {
            Some(p) => (vx(VxOp::Pk16(p)), vec![B32, F16, F16, F16]),
            None => (Sem::Unimplemented, vec![]),
        },
        // GFX12 transcendentals on a scalar, written to an SGPR: the VALU row of the operation.
        Opcode::VSExpF32
        | Opcode::VSExpF16
        | Opcode::VSLogF32
        | Opcode::VSLogF16
        | Opcode::VSRcpF32
        | Opcode::VSRcpF16
        | Opcode::VSRsqF32
        | Opcode::VSRsqF16
        | Opcode::VSSqrtF32
        | Opcode::VSSqrtF16 => match valu_ops::VOp::of(op) {
            Some(v) => (vx(VxOp::Scalar(v)), v.types()),
            None => (Sem::Unimplemented, vec![]),
        },
        _ => match valu_ops::VOp::of(op) {
            Some(v) => (Sem::Valu(v), v.types()),
            None => (Sem::Unimplemented, vec![]),
        },
    }
}

/// How a compare's operands read (constants, modifiers, widths).
fn operand_type(ty: CompareType) -> T {
    match ty {
        CompareType::I16 | CompareType::U16 => T::B16,
        CompareType::F16 => T::F16,
        CompareType::I32 | CompareType::U32 => T::B32,
        CompareType::F32 => T::F32,
        CompareType::I64 | CompareType::U64 => T::B64,
        CompareType::F64 => T::F64,
    }
}

#[inline]
fn fetch(w: &Wave, ctx: &Ctx, s: Src, t: T, out: &mut [u64; 64]) {
    if t.wide() {
        vfetch64(w, ctx, s, out)
    } else {
        vfetch32(w, ctx, s, out);
        if matches!(t, T::B16 | T::F16) {
            for v in out.iter_mut() {
                *v &= 0xffff;
            }
        }
    }
}

/// Applies VOP3 `abs`/`neg` to a float source.
#[inline]
fn float_mods(v: &mut [u64; 64], t: T, abs: bool, neg: bool) {
    let sign = match t {
        T::F32 => 1u64 << 31,
        T::F64 => 1u64 << 63,
        T::F16 => 1u64 << 15,
        _ => return,
    };
    if abs {
        for x in v.iter_mut() {
            *x &= !sign;
        }
    }
    if neg {
        for x in v.iter_mut() {
            *x ^= sign;
        }
    }
}

/// An SDWA source: the selected byte or word, zero- or sign-extended (`sext`), then the float
/// `neg`/`abs`.
fn sdwa_src(v: &mut [u64; 64], src: SdwaSrc, t: T) {
    let (shift, bits) = src.sel.bit_range();
    if bits < 32 {
        for x in v.iter_mut() {
            let y = (*x >> shift) & ((1u64 << bits) - 1);
            *x = if src.sext && !t.float() {
                ((y << (64 - bits)) as i64 >> (64 - bits)) as u64 & 0xffff_ffff
            } else {
                y
            };
        }
    }
    float_mods(v, t, src.abs, src.neg);
}

/// An SDWA destination: the result's low byte or word placed at `dst_sel`, the other bits
/// zero, sign-extended or preserved from `old` by `dst_unused`.
fn sdwa_dst(out: &mut [u64; 64], old: &[u64; 64], sel: SdwaSel, unused: DstUnused) {
    let (shift, bits) = sel.bit_range();
    if bits == 32 {
        return;
    }
    let field = ((1u64 << bits) - 1) << shift;
    for (x, o) in out.iter_mut().zip(old) {
        let v = (*x << shift) & field;
        *x = match unused {
            DstUnused::Sext => {
                let top = shift + bits;
                ((v << (64 - top)) as i64 >> (64 - top)) as u64 & 0xffff_ffff
            }
            DstUnused::Preserve => (o & !field) | v,
            DstUnused::Pad => v,
        };
    }
}

/// Applies `omod` and `clamp` to a float result (VOP3 and GFX9/GFX10 SDWA; integer results
/// take neither).
fn out_mods(v: &mut [u64; 64], t: T, n: usize, omod: u8, clamp: bool) {
    match t {
        T::F32 => {
            for x in v.iter_mut().take(n) {
                let mut f = f32_(*x);
                f *= [1.0, 2.0, 4.0, 0.5][omod as usize & 3];
                if clamp {
                    f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                }
                *x = b32(f);
            }
        }
        T::F64 => {
            for x in v.iter_mut().take(n) {
                let mut f = f64_(*x);
                f *= [1.0, 2.0, 4.0, 0.5][omod as usize & 3];
                if clamp {
                    f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                }
                *x = b64(f);
            }
        }
        T::F16 => {
            // Scaling by a power of two is exact in f32; one rounding back to f16.
            for x in v.iter_mut().take(n) {
                let mut f = f16_to_f32(*x as u16);
                f *= [1.0, 2.0, 4.0, 0.5][omod as usize & 3];
                if clamp {
                    f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                }
                *x = f32_to_f16(f) as u64;
            }
        }
        _ => {}
    }
}

/// Whether a 16-bit result written to the low half of a VGPR zeroes the high half: on GFX9
/// most operations do (as GFX8 did), but the ones GFX9 gave `op_sel` or that accumulate into
/// their destination keep it, as every GFX10+ operation does. Their `_legacy` GFX8 forms
/// zero it.
pub fn zeroes_high16(gen: IsaFamily, op: Option<Opcode>) -> bool {
    gen == IsaFamily::Gfx9
        && !matches!(
            op,
            Some(
                Opcode::VFmaF16
                    | Opcode::VMadF16
                    | Opcode::VMadU16
                    | Opcode::VMadI16
                    | Opcode::VDivFixupF16
                    | Opcode::VMacF16
                    | Opcode::VMadakF16
                    | Opcode::VMadmkF16
                    | Opcode::VFmacF16
                    | Opcode::VFmaakF16
                    | Opcode::VFmamkF16
            )
        )
}

/// Writes a result of type `t` to the lanes in EXEC; a 16-bit one to the low half (the high
/// one with `opsel_hi`), the other half zeroed when `zero_high` ([`zeroes_high16`]).
#[allow(clippy::too_many_arguments)]
fn store(
    w: &mut Wave,
    ctx: &Ctx,
    d: Src,
    t: T,
    v: &[u64; 64],
    opsel_hi: bool,
    zero_high: bool,
    mask: u64,
) {
    match t {
        T::B64 | T::F64 => vstore64(w, d, v, mask),
        T::B16 | T::F16 => {
            let mut old = [0u64; 64];
            vfetch32(w, ctx, d, &mut old);
            let mut m = [0u64; 64];
            for l in 0..64 {
                m[l] = if opsel_hi {
                    (old[l] & 0xffff) | (v[l] & 0xffff) << 16
                } else if zero_high {
                    v[l] & 0xffff
                } else {
                    (old[l] & 0xffff_0000) | (v[l] & 0xffff)
                };
            }
            vstore32(w, d, &m, mask)
        }
        _ => vstore32(w, d, v, mask),
    }
}

/// Executes a table operation (VOP1/VOP2/VOP3).
pub fn valu(op: VOp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) {
    if inst.fast32 {
        valu32(op, inst, w, ctx);
        return;
    }
    let srcs = op.sources();
    let n = w.lanes();
    let mut s = [[0u64; 64]; 3];
    let name_acc = inst.nops as usize == srcs.len()
        && srcs.len() == 3
        && matches!(inst.fam, Family::Vop2 | Family::Vop3);
    // Printed sources follow the destination; `v_fmac`/`v_mac` read the destination as the
    // third source.
    let vop3 = inst.fam == Family::Vop3;
    // The lanes written: EXEC, narrowed by a DPP form's masks and invalid reads.
    let mut write = w.exec & w.lane_mask();
    for (k, &t) in srcs.iter().enumerate() {
        let src = if 1 + k < inst.nops as usize {
            inst.ops[1 + k]
        } else if name_acc {
            inst.ops[0]
        } else {
            Src::Imm(0)
        };
        fetch(w, ctx, src, t, &mut s[k]);
        match inst.dpp {
            Some(dpp) if k == 0 => write = permute::dpp_permute(&dpp, write, n, &mut s[0]),
            _ => {}
        }
        if let Some(Dpp::Dpp16 { neg, abs, .. }) = inst.dpp {
            if !vop3 && t.float() && k < 2 {
                float_mods(&mut s[k], t, abs >> k & 1 != 0, neg >> k & 1 != 0);
            }
        }
        if vop3 && t.float() {
            float_mods(
                &mut s[k],
                t,
                inst.mods.abs >> k & 1 != 0,
                inst.mods.neg >> k & 1 != 0,
            );
        }
        let sdwa_ctl = inst.sdwa.and_then(|d| match k {
            0 => Some(d.src0),
            1 => d.src1,
            _ => None,
        });
        if let Some(ctl) = sdwa_ctl {
            if t.wide() {
                fetch(w, ctx, src, t, &mut s[k]);
            } else {
                vfetch32(w, ctx, src, &mut s[k]);
            }
            sdwa_src(&mut s[k], ctl, t);
        }
        if vop3 && matches!(t, T::B16 | T::F16) && inst.mods.op_sel >> k & 1 != 0 {
            // op_sel picks the high half of a 16-bit source.
            let mut full = [0u64; 64];
            vfetch32(w, ctx, src, &mut full);
            for l in 0..64 {
                s[k][l] = full[l] >> 16 & 0xffff;
            }
        }
    }
    let mut out = [0u64; 64];
    op.run(n, &s, w.vcc, &mut out);
    let rt = op.result();
    if vop3 && (inst.mods.omod != 0 || inst.mods.clamp) {
        out_mods(&mut out, rt, n, inst.mods.omod, inst.mods.clamp);
    }
    if let Some(d) = inst.sdwa {
        if d.omod != 0 || d.clamp {
            out_mods(&mut out, rt, n, d.omod, d.clamp);
        }
        if let (false, Some(sel), Some(unused)) = (rt.wide(), d.dst_sel, d.dst_unused) {
            let mut old = [0u64; 64];
            vfetch32(w, ctx, inst.ops[0], &mut old);
            sdwa_dst(&mut out, &old, sel, unused);
            vstore32(w, inst.ops[0], &out, write);
            return;
        }
    }
    store(
        w,
        ctx,
        inst.ops[0],
        rt,
        &out,
        vop3 && inst.mods.op_sel >> 3 & 1 != 0,
        zeroes_high16(ctx.gen, inst.raw.opcode()),
        write,
    );
}

/// The source operand of slot `k` of a table operation (printed sources follow the
/// destination; `v_fmac`/`v_mac` read the destination as their third source).
#[inline]
pub(crate) fn table_src(op: VOp, inst: &Inst, k: usize) -> Src {
    let nsrc = op.sources().len();
    if 1 + k < inst.nops as usize {
        inst.ops[1 + k]
    } else if k < nsrc
        && inst.nops as usize == nsrc
        && nsrc == 3
        && matches!(inst.fam, Family::Vop2 | Family::Vop3)
    {
        inst.ops[0]
    } else {
        Src::Imm(0)
    }
}

/// The lanes of a source that is not a register row: a scalar or constant broadcast, a
/// 16-bit high half, or zeros for an AGPR past the file.
#[inline(always)]
fn built32(w: &Wave, ctx: &Ctx, s: Src) -> [u32; 64] {
    match s {
        Src::V(_) | Src::A(_) | Src::VH(_) => *src32(w, ctx, s).get(),
        other => [sread32(w, ctx, other); 64],
    }
}

/// Binds `$s0..$s2` to the 32-bit lanes of up to three sources (`$n` present): register rows
/// in place, other sources built into locals only when present, absent ones a row of zeros
/// (the lane functions ignore them). Three arms written out, not a helper returning a
/// reference into an `Option` buffer: that costs 5% more host instructions in `valu32`.
macro_rules! rows32 {
    ($w:expr, $ctx:expr, $n:expr, $a:expr, $b:expr, $c:expr => $s0:ident, $s1:ident, $s2:ident) => {
        let (b0, b1, b2): ([u32; 64], [u32; 64], [u32; 64]);
        let nsrc = $n;
        let $s0 = match $a {
            _ if nsrc < 1 => &ZERO_ROW,
            Src::V(r) => &$w.vgpr[r as usize & 255],
            Src::A(r) if (r as usize) < $w.agpr.len() => &$w.agpr[r as usize],
            other => {
                b0 = built32($w, $ctx, other);
                &b0
            }
        };
        let $s1 = match $b {
            _ if nsrc < 2 => &ZERO_ROW,
            Src::V(r) => &$w.vgpr[r as usize & 255],
            Src::A(r) if (r as usize) < $w.agpr.len() => &$w.agpr[r as usize],
            other => {
                b1 = built32($w, $ctx, other);
                &b1
            }
        };
        let $s2 = match $c {
            _ if nsrc < 3 => &ZERO_ROW,
            Src::V(r) => &$w.vgpr[r as usize & 255],
            Src::A(r) if (r as usize) < $w.agpr.len() => &$w.agpr[r as usize],
            other => {
                b2 = built32($w, $ctx, other);
                &b2
            }
        };
    };
}

/// A row of zeros, for absent sources.
static ZERO_ROW: [u32; 64] = [0; 64];

/// The 32-bit fast path of [`valu`] ([`Inst::fast32`]): sources are read from the register
/// rows in place, and the result is written back without widening.
pub fn valu32(op: VOp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) {
    on_lane_arch(Valu32(op), inst, w, ctx);
}

/// The 32-bit path of [`vopd`] ([`Inst::fast32`]): both halves on the register rows, both
/// reading their sources before either writes.
pub fn vopd32(x: VOp, y: VOp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) {
    on_lane_arch(Vopd32(x, y), inst, w, ctx);
}

/// Executes a compare.
pub fn vcmp(c: Cmp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) {
    on_lane_arch(c, inst, w, ctx);
}

/// Executes an operation with special operands.
pub fn vx(op: VxOp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    on_lane_arch(op, inst, w, ctx)
}

/// A vector routine whose lane loops run in [`super::lane_arch`]'s instruction set. Each is
/// its own dispatched function: one function for all of them has a stack frame of several
/// pages and runs slower.
trait LaneJob: Copy {
    fn run(self, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome;
}

#[derive(Clone, Copy)]
struct Valu32(VOp);

#[derive(Clone, Copy)]
struct Vopd32(VOp, VOp);

impl LaneJob for Valu32 {
    #[inline(always)]
    fn run(self, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
        rows32_lanes(self.0, None, inst, w, ctx);
        Outcome::Continue
    }
}

impl LaneJob for Vopd32 {
    #[inline(always)]
    fn run(self, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
        rows32_lanes(self.0, Some(self.1), inst, w, ctx);
        Outcome::Continue
    }
}

impl LaneJob for Cmp {
    #[inline(always)]
    fn run(self, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
        vcmp_lanes(self, inst, w, ctx);
        Outcome::Continue
    }
}

impl LaneJob for VxOp {
    #[inline(always)]
    fn run(self, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
        vx_lanes(self, inst, w, ctx)
    }
}

/// Runs `job` on one instruction in [`super::lane_arch`]'s instruction set.
fn on_lane_arch<J: LaneJob>(job: J, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    super::lane_arch().dispatch(OnLaneArch { job, inst, w, ctx })
}

/// A [`LaneJob`] and its instruction, for [`pulp::Arch::dispatch`].
struct OnLaneArch<'a, 'c, J> {
    job: J,
    inst: &'a Inst,
    w: &'a mut Wave,
    ctx: &'a mut Ctx<'c>,
}

impl<J: LaneJob> pulp::WithSimd for OnLaneArch<'_, '_, J> {
    type Output = Outcome;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) -> Outcome {
        self.job.run(self.inst, self.w, self.ctx)
    }
}

/// [`valu32`] (`y` absent) and [`vopd32`].
#[inline(always)]
pub(crate) fn rows32_lanes(x: VOp, y: Option<VOp>, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) {
    let fused = super::fused_multiply_add();
    let n = w.lanes();
    let srcs = &inst.srcs;
    let mask = w.exec & w.lane_mask();
    let Some(y) = y else {
        let mut out = [0u32; 64];
        {
            rows32!(w, ctx, x.sources().len(), srcs[0], srcs[1], srcs[2] => s0, s1, s2);
            // A shift amount that is a constant or an SGPR: one vector shift for all lanes.
            let uniform = x
                .uniform_amount_slot()
                .map(|k| srcs[k])
                .filter(|src| !src.is_vector())
                .is_some_and(|src| {
                    x.run32_uniform_amount(n, sread32(w, ctx, src), [s0, s1, s2], &mut out)
                });
            if !uniform {
                x.run32_lanes(n, [s0, s1, s2], w.vcc, fused, &mut out);
            }
        }
        vstore32_rows(w, inst.ops[0], &out, mask);
        return;
    };
    let vcc = w.vcc & w.lane_mask();
    let (mut ox, mut oy) = ([0u32; 64], [0u32; 64]);
    {
        rows32!(w, ctx, x.sources().len(), srcs[0], srcs[1], srcs[2] => x0, x1, x2);
        x.run32_lanes(n, [x0, x1, x2], vcc, fused, &mut ox);
        rows32!(w, ctx, y.sources().len(), srcs[3], srcs[4], srcs[5] => y0, y1, y2);
        y.run32_lanes(n, [y0, y1, y2], vcc, fused, &mut oy);
    }
    vstore32_rows(w, inst.ops[0], &ox, mask);
    vstore32_rows(w, inst.dst_y, &oy, mask);
}

/// Executes the two halves of a VOPD instruction (both read their sources first).
pub fn vopd(x: VOp, y: VOp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) {
    let n = w.lanes();
    // The sources were resolved in slot order by `prepare` (X's three, then Y's).
    let run = |op: VOp, srcs: &[Src], w: &Wave, ctx: &Ctx| {
        let mut s = [[0u64; 64]; 3];
        for (k, &t) in op.sources().iter().enumerate() {
            fetch(w, ctx, srcs[k], t, &mut s[k]);
        }
        let mut out = [0u64; 64];
        op.run(n, &s, w.vcc & w.lane_mask(), &mut out);
        out
    };
    let ox = run(x, &inst.srcs[..3], w, ctx);
    let oy = run(y, &inst.srcs[3..], w, ctx);
    let mask = w.exec & w.lane_mask();
    // VOPD is GFX11+: 16-bit results keep the high half.
    store(w, ctx, inst.ops[0], x.result(), &ox, false, false, mask);
    store(w, ctx, inst.dst_y, y.result(), &oy, false, false, mask);
}

/// The lane mask of `f` over lanes `0..n`.
#[inline(always)]
fn lanes(n: usize, a: &[u64; 64], b: &[u64; 64], f: impl Fn(u64, u64) -> bool) -> u64 {
    let mut bits = 0u64;
    for l in 0..n.min(64) {
        bits |= (f(a[l], b[l]) as u64) << l;
    }
    bits
}

/// The lane mask of `f` over lanes `0..n` of 32-bit rows.
#[inline(always)]
fn lanes32(n: usize, a: &[u32; 64], b: &[u32; 64], f: impl Fn(u32, u32) -> bool) -> u64 {
    let mut bits = 0u64;
    for l in 0..n.min(64) {
        bits |= (f(a[l], b[l]) as u64) << l;
    }
    bits
}

/// [`int_lanes`] on 32-bit rows.
#[inline(always)]
fn int_lanes32<X: Ord>(
    n: usize,
    a: &[u32; 64],
    b: &[u32; 64],
    cond: CompareCond,
    conv: impl Fn(u32) -> X,
) -> u64 {
    match cond {
        CompareCond::F => 0,
        CompareCond::Lt => lanes32(n, a, b, |x, y| conv(x) < conv(y)),
        CompareCond::Eq => lanes32(n, a, b, |x, y| conv(x) == conv(y)),
        CompareCond::Le => lanes32(n, a, b, |x, y| conv(x) <= conv(y)),
        CompareCond::Gt => lanes32(n, a, b, |x, y| conv(x) > conv(y)),
        CompareCond::Lg => lanes32(n, a, b, |x, y| conv(x) != conv(y)),
        CompareCond::Ge => lanes32(n, a, b, |x, y| conv(x) >= conv(y)),
        _ => lanes32(n, a, b, |x, y| cond.int(conv(x), conv(y))),
    }
}

/// An integer compare with the condition chosen once, outside the lane loop.
#[inline(always)]
fn int_lanes<X: Ord>(
    n: usize,
    a: &[u64; 64],
    b: &[u64; 64],
    cond: CompareCond,
    conv: impl Fn(u64) -> X,
) -> u64 {
    match cond {
        CompareCond::F => 0,
        CompareCond::Lt => lanes(n, a, b, |x, y| conv(x) < conv(y)),
        CompareCond::Eq => lanes(n, a, b, |x, y| conv(x) == conv(y)),
        CompareCond::Le => lanes(n, a, b, |x, y| conv(x) <= conv(y)),
        CompareCond::Gt => lanes(n, a, b, |x, y| conv(x) > conv(y)),
        CompareCond::Lg => lanes(n, a, b, |x, y| conv(x) != conv(y)),
        CompareCond::Ge => lanes(n, a, b, |x, y| conv(x) >= conv(y)),
        _ => lanes(n, a, b, |x, y| cond.int(conv(x), conv(y))),
    }
}

/// Whether a compare's operands start with its destination: VOPC prints `src0, src1` (VCC
/// implied), VOP3 and GFX9 SDWA `sdst, src0, src1`, GFX10+ `v_cmpx` in VOP3 no destination —
/// so a destination is there exactly when there are three operands.
pub(crate) fn compare_has_sdst(nops: usize) -> bool {
    nops >= 3
}

/// [`vcmp`].
#[inline(always)]
fn vcmp_lanes(c: Cmp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) {
    let (s0, s1) = if compare_has_sdst(usize::from(inst.nops)) {
        (inst.ops[1], inst.ops[2])
    } else {
        (inst.ops[0], inst.ops[1])
    };
    let t = operand_type(c.ty);
    let n = w.lanes();
    let mods = inst.fam == Family::Vop3 && t.float() && (inst.mods.abs | inst.mods.neg) & 3 != 0;
    if !c.is_class()
        && !mods
        && inst.sdwa.is_none()
        && matches!(c.ty, CompareType::I32 | CompareType::U32 | CompareType::F32)
    {
        // 32-bit fast path: compare the register rows in place.
        let (la, lb) = (src32(w, ctx, s0), src32(w, ctx, s1));
        let (a, b) = (la.get(), lb.get());
        let bits = match c.ty {
            CompareType::I32 => int_lanes32(n, a, b, c.cond, |x| x as i32),
            CompareType::U32 => int_lanes32(n, a, b, c.cond, |x| x),
            _ => lanes32(n, a, b, |x, y| {
                c.cond
                    .float(f32::from_bits(x) as f64, f32::from_bits(y) as f64)
            }),
        };
        finish_cmp(c, inst, w, ctx, bits);
        return;
    }
    let mut a = [0u64; 64];
    let mut b = [0u64; 64];
    fetch(w, ctx, s0, t, &mut a);
    fetch(w, ctx, s1, if c.is_class() { T::B32 } else { t }, &mut b);
    if let Some(d) = inst.sdwa.filter(|_| !t.wide()) {
        vfetch32(w, ctx, s0, &mut a);
        vfetch32(w, ctx, s1, &mut b);
        sdwa_src(&mut a, d.src0, t);
        if let Some(src1) = d.src1 {
            sdwa_src(&mut b, src1, if c.is_class() { T::B32 } else { t });
        }
    }
    if inst.fam == Family::Vop3 && t.float() {
        float_mods(&mut a, t, inst.mods.abs & 1 != 0, inst.mods.neg & 1 != 0);
        if !c.is_class() {
            float_mods(&mut b, t, inst.mods.abs & 2 != 0, inst.mods.neg & 2 != 0);
        }
    }
    let bits = if c.is_class() {
        lanes(n, &a, &b, |x, y| {
            let cls = match c.ty {
                CompareType::F32 => class32(x as u32),
                CompareType::F64 => class_f64(x),
                _ => class32(b32(f16_to_f32(x as u16)) as u32),
            };
            y >> cls & 1 != 0
        })
    } else {
        match c.ty {
            CompareType::I16 => int_lanes(n, &a, &b, c.cond, |x| x as u16 as i16),
            CompareType::U16 => int_lanes(n, &a, &b, c.cond, |x| x as u16),
            CompareType::I32 => int_lanes(n, &a, &b, c.cond, |x| x as u32 as i32),
            CompareType::U32 => int_lanes(n, &a, &b, c.cond, |x| x as u32),
            CompareType::I64 => int_lanes(n, &a, &b, c.cond, |x| x as i64),
            CompareType::U64 => int_lanes(n, &a, &b, c.cond, |x| x),
            CompareType::F16 => lanes(n, &a, &b, |x, y| {
                c.cond
                    .float(f16_to_f32(x as u16) as f64, f16_to_f32(y as u16) as f64)
            }),
            CompareType::F32 => lanes(n, &a, &b, |x, y| {
                c.cond.float(f32_(x) as f64, f32_(y) as f64)
            }),
            CompareType::F64 => lanes(n, &a, &b, |x, y| c.cond.float(f64_(x), f64_(y))),
        }
    };
    finish_cmp(c, inst, w, ctx, bits);
}

/// Writes a compare's lane mask (restricted to EXEC) to VCC, its SGPR destination or EXEC.
fn finish_cmp(c: Cmp, inst: &Inst, w: &mut Wave, ctx: &Ctx, bits: u64) {
    let has_sdst = inst.fam == Family::Vop3 && inst.nops >= 3;
    let result = bits & w.exec & w.lane_mask();
    // SDWA VOPC: `sd` selects an explicit SGPR destination instead of VCC.
    let sdwa_dst = inst
        .sdwa
        .and_then(|d| d.sdst)
        .map(|op| Src::from_operand(&op, T::B64));
    if let Some(d) = sdwa_dst {
        if c.x {
            w.exec = result;
        }
        write_mask(w, d, result);
        return;
    }
    if c.x {
        // GFX9 v_cmpx also writes its VCC/SGPR destination; GFX10+ writes EXEC only.
        if ctx.gen == IsaFamily::Gfx9 {
            if has_sdst {
                write_mask(w, inst.ops[0], result);
            } else {
                write_mask(w, Src::VccLo, result);
            }
        }
        w.exec = result;
    } else if has_sdst {
        write_mask(w, inst.ops[0], result);
    } else {
        write_mask(w, Src::VccLo, result);
    }
}

/// `v_mad_u64_u32`/`v_mad_i64_i32` on `N` lanes of 32-bit rows (`[a, b, c_lo, c_hi]`),
/// with the carry (unsigned) or overflow (signed) of the addition as a 0/1 flag per lane,
/// computed from sign bits so that the loop vectorises.
#[inline(always)]
pub(crate) fn mad64_rows<const N: usize>(
    unsigned: bool,
    s: [&[u32; 64]; 4],
    lo: &mut [u32; 64],
    hi: &mut [u32; 64],
    co: &mut [u8; 64],
) {
    let [a, b, clo, chi] = s;
    if unsigned {
        for l in 0..N {
            // (2^32 - 1)^2 fits in 64 bits; the carry out of bit 63 of p + c is the
            // majority of the operands' top bits and the result's inverted one.
            let p = a[l] as u64 * b[l] as u64;
            let c = clo[l] as u64 | (chi[l] as u64) << 32;
            let r = p.wrapping_add(c);
            (lo[l], hi[l]) = (r as u32, (r >> 32) as u32);
            co[l] = (((p & c) | ((p | c) & !r)) >> 63) as u8;
        }
    } else {
        for l in 0..N {
            // The product of two i32 fits in i64; the sum overflows when its sign differs
            // from both operands' signs.
            let p = (a[l] as i32 as i64).wrapping_mul(b[l] as i32 as i64) as u64;
            let c = clo[l] as u64 | (chi[l] as u64) << 32;
            let r = p.wrapping_add(c);
            (lo[l], hi[l]) = (r as u32, (r >> 32) as u32);
            co[l] = (((p ^ r) & (c ^ r)) >> 63) as u8;
        }
    }
}

/// [`vx`].
#[inline(always)]
fn vx_lanes(op: VxOp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    let n = w.lanes();
    let exec = w.exec & w.lane_mask();
    let o = &inst.ops;
    match op {
        VxOp::Cndmask => {
            let (mask_src, s0, s1) = if inst.fam == Family::Vop3 {
                (o[3], o[1], o[2])
            } else {
                (Src::VccLo, o[1], o[2])
            };
            let m = read_mask(w, ctx, mask_src);
            if inst.fam != Family::Vop3 || (inst.mods.abs | inst.mods.neg) & 3 == 0 {
                let (la, lb) = (src32(w, ctx, s0), src32(w, ctx, s1));
                let (a, b) = (la.get(), lb.get());
                let mut out = [0u32; 64];
                for (l, o) in out.iter_mut().enumerate() {
                    *o = if m >> l & 1 != 0 { b[l] } else { a[l] };
                }
                vstore32_rows(w, o[0], &out, exec);
                return Outcome::Continue;
            }
            let mut a = [0u64; 64];
            let mut b = [0u64; 64];
            vfetch32(w, ctx, s0, &mut a);
            vfetch32(w, ctx, s1, &mut b);
            if inst.fam == Family::Vop3 {
                float_mods(
                    &mut a,
                    T::F32,
                    inst.mods.abs & 1 != 0,
                    inst.mods.neg & 1 != 0,
                );
                float_mods(
                    &mut b,
                    T::F32,
                    inst.mods.abs & 2 != 0,
                    inst.mods.neg & 2 != 0,
                );
            }
            let mut out = [0u64; 64];
            for l in 0..64 {
                out[l] = if m >> l & 1 != 0 { b[l] } else { a[l] };
            }
            vstore32(w, o[0], &out, exec);
        }
        VxOp::Carry { sub, rev, cin } => {
            // VOP2: dst, src0, src1 (carries in VCC); VOP3: dst, sdst, src0, src1[, src2].
            let vop3 = inst.fam == Family::Vop3;
            let (cout, s0, s1, cinsrc) = if vop3 {
                (o[1], o[2], o[3], o[4])
            } else {
                (Src::VccLo, o[1], o[2], Src::VccLo)
            };
            let cmask = if cin { read_mask(w, ctx, cinsrc) } else { 0 };
            if inst.sdwa.is_none() {
                let (la, lb) = (src32(w, ctx, s0), src32(w, ctx, s1));
                let (mut a, mut b) = (la.get(), lb.get());
                if rev {
                    std::mem::swap(&mut a, &mut b);
                }
                let mut out = [0u32; 64];
                let mut carry = 0u64;
                for l in 0..n.min(64) {
                    let c = cmask >> l & 1;
                    let (x, y) = (a[l] as u64, b[l] as u64);
                    let (r, co) = if sub {
                        (x.wrapping_sub(y).wrapping_sub(c), (y + c > x) as u64)
                    } else {
                        let r = x + y + c;
                        (r, r >> 32)
                    };
                    out[l] = r as u32;
                    carry |= co << l;
                }
                vstore32_rows(w, o[0], &out, exec);
                if cout != Src::Null {
                    write_mask(w, cout, carry & exec);
                }
                return Outcome::Continue;
            }
            let mut a = [0u64; 64];
            let mut b = [0u64; 64];
            vfetch32(w, ctx, s0, &mut a);
            vfetch32(w, ctx, s1, &mut b);
            if let Some(d) = inst.sdwa {
                sdwa_src(&mut a, d.src0, T::B32);
                if let Some(src1) = d.src1 {
                    sdwa_src(&mut b, src1, T::B32);
                }
            }
            if rev {
                std::mem::swap(&mut a, &mut b);
            }
            let mut out = [0u64; 64];
            let mut carry = 0u64;
            for l in 0..n {
                let c = cmask >> l & 1;
                let (r, co) = if sub {
                    let r = a[l].wrapping_sub(b[l]).wrapping_sub(c);
                    (r & 0xffff_ffff, (b[l] + c > a[l]) as u64)
                } else {
                    let r = a[l] + b[l] + c;
                    (r & 0xffff_ffff, r >> 32)
                };
                out[l] = r;
                carry |= co << l;
            }
            vstore32(w, o[0], &out, exec);
            if cout != Src::Null {
                write_mask(w, cout, carry & exec);
            }
        }
        VxOp::Readlane => {
            let lane = (sread32(w, ctx, o[2]) as usize) & (n - 1);
            let v = match o[1] {
                Src::V(r) => w.vgpr[r as usize][lane],
                Src::A(r) => w.agpr.get(r as usize).map_or(0, |row| row[lane]),
                other => sread32(w, ctx, other),
            };
            super::operand::swrite32(w, o[0], v);
        }
        VxOp::Writelane => {
            let lane = (sread32(w, ctx, o[2]) as usize) & (n - 1);
            let v = sread32(w, ctx, o[1]);
            if let Src::V(r) = o[0] {
                w.vgpr[r as usize][lane] = v;
            }
        }
        VxOp::Permlane16 { cross } => {
            let select = sread32(w, ctx, o[2]) as u64 | (sread32(w, ctx, o[3]) as u64) << 32;
            let mut v = [0u64; 64];
            vfetch32(w, ctx, o[1], &mut v);
            let (fetch_inactive, bound_ctrl) =
                (inst.mods.op_sel & 1 != 0, inst.mods.op_sel & 2 != 0);
            let write =
                permute::permlane16(cross, select, fetch_inactive, bound_ctrl, exec, n, &mut v);
            vstore32(w, o[0], &v, write);
        }
        VxOp::Readfirstlane => {
            let lane = if exec == 0 {
                0
            } else {
                exec.trailing_zeros() as usize
            };
            let v = match o[1] {
                Src::V(r) => w.vgpr[r as usize][lane],
                other => sread32(w, ctx, other),
            };
            super::operand::swrite32(w, o[0], v);
        }
        VxOp::MadU64U32 | VxOp::MadI64I32 if !matches!(o[4], Src::A(_)) => {
            // On the 32-bit rows: the addend's halves and the result's halves are rows too.
            let (la, lb) = (src32(w, ctx, o[2]), src32(w, ctx, o[3]));
            let (clo, chi) = match o[4] {
                Src::V(r) => (
                    Lanes32::Row(&w.vgpr[r as usize & 255]),
                    Lanes32::Row(&w.vgpr[(r as usize + 1) & 255]),
                ),
                other => {
                    let c = super::operand::sread64(w, ctx, other);
                    (
                        Lanes32::Built([c as u32; 64]),
                        Lanes32::Built([(c >> 32) as u32; 64]),
                    )
                }
            };
            let (a, b, clo, chi) = (la.get(), lb.get(), clo.get(), chi.get());
            let (mut lo, mut hi, mut co) = ([0u32; 64], [0u32; 64], [0u8; 64]);
            let unsigned = op == VxOp::MadU64U32;
            match n {
                // Lanes past the wave's are computed too, and never stored (EXEC is masked).
                ..=32 => mad64_rows::<32>(unsigned, [a, b, clo, chi], &mut lo, &mut hi, &mut co),
                _ => mad64_rows::<64>(unsigned, [a, b, clo, chi], &mut lo, &mut hi, &mut co),
            }
            let carry = pack_mask(&co);
            let halves = match o[0] {
                Src::V(r) => Some((Src::V(r), Src::V(r + 1))),
                Src::A(r) => Some((Src::A(r), Src::A(r + 1))),
                _ => None,
            };
            if let Some((dlo, dhi)) = halves {
                vstore32_rows(w, dlo, &lo, exec);
                vstore32_rows(w, dhi, &hi, exec);
            }
            if o[1] != Src::Null {
                write_mask(w, o[1], carry & exec);
            }
        }
        VxOp::MadU64U32 | VxOp::MadI64I32 => {
            let mut a = [0u64; 64];
            let mut b = [0u64; 64];
            let mut c = [0u64; 64];
            vfetch32(w, ctx, o[2], &mut a);
            vfetch32(w, ctx, o[3], &mut b);
            vfetch64(w, ctx, o[4], &mut c);
            let mut out = [0u64; 64];
            let mut carry = 0u64;
            for l in 0..n {
                let (r, co) = if op == VxOp::MadU64U32 {
                    let p = (a[l] as u128) * (b[l] as u128) + c[l] as u128;
                    (p as u64, p >> 64 != 0)
                } else {
                    let p = (a[l] as u32 as i32 as i128) * (b[l] as u32 as i32 as i128)
                        + (c[l] as i64 as i128);
                    (p as u64, p > i64::MAX as i128 || p < i64::MIN as i128)
                };
                out[l] = r;
                carry |= (co as u64) << l;
            }
            vstore64(w, o[0], &out, exec);
            if o[1] != Src::Null {
                write_mask(w, o[1], carry & exec);
            }
        }
        VxOp::DivScaleF32 | VxOp::DivScaleF64 => {
            let f64op = op == VxOp::DivScaleF64;
            let t = if f64op { T::F64 } else { T::F32 };
            let mut s = [[0u64; 64]; 3];
            for k in 0..3 {
                fetch(w, ctx, o[2 + k], t, &mut s[k]);
                float_mods(&mut s[k], t, false, inst.mods.neg >> k & 1 != 0);
            }
            let mut out = [0u64; 64];
            let mut vcc = 0u64;
            for l in 0..n {
                let (d, v) = if f64op {
                    let (d, v) = div_scale64(f64_(s[0][l]), f64_(s[1][l]), f64_(s[2][l]));
                    (b64(d), v)
                } else {
                    let (d, v) = div_scale32(f32_(s[0][l]), f32_(s[1][l]), f32_(s[2][l]));
                    (b32(d), v)
                };
                out[l] = d;
                vcc |= (v as u64) << l;
            }
            if f64op {
                vstore64(w, o[0], &out, exec);
            } else {
                vstore32(w, o[0], &out, exec);
            }
            write_mask(w, o[1], vcc & exec);
        }
        VxOp::Scalar(vop) => {
            // One value, computed like lane 0 of the vector form, with the VOP3 modifiers.
            let t = vop.sources()[0];
            let mut s = [[0u64; 64]; 3];
            s[0][0] = sread32(w, ctx, o[1]) as u64;
            if matches!(t, T::B16 | T::F16) {
                s[0][0] &= 0xffff;
            }
            let mut v = [s[0][0]; 64];
            float_mods(&mut v, t, inst.mods.abs & 1 != 0, inst.mods.neg & 1 != 0);
            s[0][0] = v[0];
            let mut out = [0u64; 64];
            vop.run(1, &s, 0, &mut out);
            out_mods(&mut out, vop.result(), 1, inst.mods.omod, inst.mods.clamp);
            super::operand::swrite32(w, o[0], out[0] as u32);
        }
        VxOp::AccRead | VxOp::AccWrite => {
            let mut v = [0u64; 64];
            vfetch32(w, ctx, o[1], &mut v);
            vstore32(w, o[0], &v, exec);
        }
        VxOp::Mix { fused, to } => {
            let mut s = [[0u64; 64]; 3];
            for k in 0..3 {
                vfetch32(w, ctx, o[1 + k], &mut s[k]);
            }
            let m = &inst.mods;
            let mut old = [0u64; 64];
            if to != MixTo::F32 {
                vfetch32(w, ctx, o[0], &mut old);
            }
            let mut out = [0u64; 64];
            for l in 0..n {
                let mut x = [0f64; 3];
                for k in 0..3 {
                    let bits = s[k][l] as u32;
                    let mut v = if m.op_sel_hi >> k & 1 != 0 {
                        f16_to_f64((bits >> (16 * (m.op_sel >> k & 1))) as u16)
                    } else {
                        f32::from_bits(bits) as f64
                    };
                    if m.abs >> k & 1 != 0 {
                        v = v.abs();
                    }
                    if m.neg >> k & 1 != 0 {
                        v = -v;
                    }
                    x[k] = v;
                }
                let r = if fused {
                    fma_odd(x[0], x[1], x[2])
                } else {
                    (x[0] * x[1]) as f32 as f64 + x[2]
                };
                out[l] = match to {
                    MixTo::F32 => {
                        let mut f = r as f32;
                        if m.clamp {
                            f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                        }
                        f.to_bits() as u64
                    }
                    MixTo::Lo16 | MixTo::Hi16 => {
                        let mut h = f64_to_f16(r) as u64;
                        if m.clamp {
                            h = clamp16(h);
                        }
                        if to == MixTo::Lo16 {
                            (old[l] & 0xffff_0000) | h
                        } else {
                            (old[l] & 0xffff) | h << 16
                        }
                    }
                };
            }
            vstore32(w, o[0], &out, exec);
        }
        VxOp::Pk16(p) => {
            let nsrc = p.source_count();
            let mut s = [[0u64; 64]; 3];
            for k in 0..nsrc {
                // v_pk_fmac_f16 (VOP2) reads its destination as the addend.
                let src = if k == 2 && p == Pk16::Fmac {
                    o[0]
                } else {
                    o[1 + k]
                };
                vfetch32(w, ctx, src, &mut s[k]);
            }
            // VOP2 has no modifiers: each half of the result from the same half of the sources.
            let (op_sel, op_sel_hi, neg, neg_hi) = if p == Pk16::Fmac {
                (0, 0b111, 0, 0)
            } else {
                let m = &inst.mods;
                (m.op_sel, m.op_sel_hi, m.neg, m.neg_hi)
            };
            let mut out = [0u64; 64];
            for l in 0..n {
                let mut r = 0u64;
                for h in 0..2 {
                    let (sel, negb) = if h == 0 {
                        (op_sel, neg)
                    } else {
                        (op_sel_hi, neg_hi)
                    };
                    let mut x = [0u64; 3];
                    for k in 0..nsrc {
                        x[k] = (s[k][l] >> (16 * (sel >> k & 1))) & 0xffff
                            ^ ((negb as u64 >> k & 1) << 15);
                    }
                    let mut v = p.half(x);
                    if inst.mods.clamp {
                        v = clamp16(v);
                    }
                    r |= v << (16 * h);
                }
                out[l] = r;
            }
            vstore32(w, o[0], &out, exec);
        }
        VxOp::PkFmaF32 | VxOp::PkMulF32 | VxOp::PkAddF32 | VxOp::PkMovB32 => {
            let nsrc = if op == VxOp::PkFmaF32 { 3 } else { 2 };
            let mut s = [[0u64; 64]; 3];
            for k in 0..nsrc {
                vfetch64(w, ctx, o[1 + k], &mut s[k]);
            }
            let mut out = [0u64; 64];
            for l in 0..n {
                let mut halves = [0u32; 2];
                for (h, half) in halves.iter_mut().enumerate() {
                    let pick = |k: usize| -> u32 {
                        let sel = if h == 0 {
                            inst.mods.op_sel >> k & 1
                        } else {
                            inst.mods.op_sel_hi >> k & 1
                        };
                        let mut v = (s[k][l] >> (32 * sel)) as u32;
                        let negb = if h == 0 {
                            inst.mods.neg >> k & 1
                        } else {
                            inst.mods.neg_hi >> k & 1
                        };
                        if negb != 0 && op != VxOp::PkMovB32 {
                            v ^= 0x8000_0000;
                        }
                        v
                    };
                    let f = |x: u32| f32::from_bits(x);
                    *half = match op {
                        VxOp::PkFmaF32 => f(pick(0)).mul_add(f(pick(1)), f(pick(2))).to_bits(),
                        VxOp::PkMulF32 => (f(pick(0)) * f(pick(1))).to_bits(),
                        VxOp::PkAddF32 => (f(pick(0)) + f(pick(1))).to_bits(),
                        _ => {
                            // v_pk_mov_b32: lo from src0 (op_sel[0]), hi from src1 (op_sel[1]).
                            let k = h;
                            let sel = inst.mods.op_sel >> k & 1;
                            (s[k][l] >> (32 * sel)) as u32
                        }
                    };
                }
                out[l] = halves[0] as u64 | (halves[1] as u64) << 32;
            }
            vstore64(w, o[0], &out, exec);
        }
    }
    Outcome::Continue
}
