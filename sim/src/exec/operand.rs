//! Operands as the executor reads them: the decoder's [`Operand`]s resolved once, at decode
//! time, into [`Src`] (a register to read, or a constant already converted to the bits the
//! operand's type gives it: inline floats as f32, f64 or f16 bits; 64-bit integer literals
//! sign-extended, 64-bit float literals in the high dword).

use amdgpu::decode::{Operand, RegKind};

use super::Ctx;
use crate::wave::Wave;

/// The type of a source slot, which decides how constants read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum T {
    /// 32-bit integer (float inline constants give their f32 bits).
    B32,
    /// 64-bit integer (integers sign-extend; float inline constants give f64 bits).
    B64,
    /// 32-bit float.
    F32,
    /// 64-bit float (a literal is the high dword).
    F64,
    /// 16-bit integer.
    B16,
    /// 16-bit float.
    F16,
}

impl T {
    /// Whether the slot is 64 bits wide.
    pub fn wide(self) -> bool {
        matches!(self, T::B64 | T::F64)
    }
    /// Whether the slot is a float.
    pub fn float(self) -> bool {
        matches!(self, T::F32 | T::F64 | T::F16)
    }
}

/// A resolved source or destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Src {
    S(u8),
    Ttmp(u8),
    VccLo,
    VccHi,
    ExecLo,
    ExecHi,
    M0,
    Null,
    FlatLo,
    FlatHi,
    XnackLo,
    XnackHi,
    Scc,
    Vccz,
    Execz,
    SharedBase,
    SharedLimit,
    PrivBase,
    PrivLimit,
    /// A constant in the slot's bits.
    Imm(u64),
    /// VGPR.
    V(u16),
    /// AGPR.
    A(u16),
    /// The high 16 bits of a VGPR (GFX11+ true16 `v1.h`).
    VH(u16),
    /// Something the simulator cannot read (LDS direct, POPS id, invalid codes).
    Bad,
}

const F32_INLINE: [u32; 9] = [
    0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000,
    0x3e22f983,
];
const F64_INLINE: [u64; 9] = [
    0x3fe0000000000000,
    0xbfe0000000000000,
    0x3ff0000000000000,
    0xbff0000000000000,
    0x4000000000000000,
    0xc000000000000000,
    0x4010000000000000,
    0xc010000000000000,
    0x3fc45f306dc9c882,
];
const F16_INLINE: [u16; 9] = [
    0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
];

impl Src {
    /// Resolves a decoded operand for a slot of type `t`.
    pub fn from_operand(op: &Operand, t: T) -> Src {
        match *op {
            Operand::Reg { kind, index, .. } => match kind {
                RegKind::Sgpr => Src::S(index as u8),
                RegKind::Vgpr => Src::V(index),
                RegKind::Agpr => Src::A(index),
                RegKind::Ttmp => Src::Ttmp(index as u8),
                RegKind::VccLo | RegKind::Vcc => Src::VccLo,
                RegKind::VccHi => Src::VccHi,
                RegKind::ExecLo | RegKind::Exec => Src::ExecLo,
                RegKind::ExecHi => Src::ExecHi,
                RegKind::M0 => Src::M0,
                RegKind::Null => Src::Null,
                RegKind::FlatScratchLo | RegKind::FlatScratch => Src::FlatLo,
                RegKind::FlatScratchHi => Src::FlatHi,
                RegKind::XnackMaskLo | RegKind::XnackMask => Src::XnackLo,
                RegKind::XnackMaskHi => Src::XnackHi,
                RegKind::SrcSharedBase => Src::SharedBase,
                RegKind::SrcSharedLimit => Src::SharedLimit,
                RegKind::SrcPrivateBase => Src::PrivBase,
                RegKind::SrcPrivateLimit => Src::PrivLimit,
                RegKind::VccZ => Src::Vccz,
                RegKind::ExecZ => Src::Execz,
                RegKind::Scc => Src::Scc,
                RegKind::VgprLo16 => Src::V(index),
                RegKind::VgprHi16 => Src::VH(index),
                #[allow(unreachable_patterns)]
                _ => Src::Bad,
            },
            Operand::Int(i) => Src::Imm(match t {
                T::B32 | T::F32 => i as i32 as u32 as u64,
                T::B64 | T::F64 => i as i64 as u64,
                T::B16 | T::F16 => i as i16 as u16 as u64,
            }),
            Operand::Float(k) => {
                let k = (k as usize).min(8);
                Src::Imm(match t {
                    T::B32 | T::F32 => F32_INLINE[k] as u64,
                    T::B64 | T::F64 => F64_INLINE[k],
                    T::B16 | T::F16 => F16_INLINE[k] as u64,
                })
            }
            // A 32-bit literal for a 64-bit operand: a double's high half; an integer's value
            // zero-extended (LLVM's disassembler; clang-22 -O0 builds the mask 0xffffffff
            // with `s_mov_b64 s[10:11], 0xffffffff` and expects s11 = 0).
            Operand::Literal(v) => Src::Imm(match t {
                T::F64 => (v as u64) << 32,
                T::B64 => v as u64,
                _ => v as u64,
            }),
            Operand::Imm(v) => Src::Imm(v as u64),
            Operand::Invalid(_) => Src::Bad,
        }
    }

    /// Whether this is a vector register.
    #[inline]
    pub fn is_vector(self) -> bool {
        matches!(self, Src::V(_) | Src::A(_) | Src::VH(_))
    }
}

/// Reads a scalar source as 32 bits. The two common kinds, an SGPR and a constant, are tested
/// inline before the rest: one call site reads both kinds, and a jump table over all of them
/// there mispredicts (8% of an ALU loop's time).
#[inline(always)]
pub fn sread32(w: &Wave, ctx: &Ctx, s: Src) -> u32 {
    if let Src::Imm(v) = s {
        v as u32
    } else if let Src::S(i) = s {
        w.sgpr.get(i as usize).copied().unwrap_or(0)
    } else {
        sread32_other(w, ctx, s)
    }
}

/// [`sread32`] of the kinds other than an SGPR and a constant.
#[inline(never)]
fn sread32_other(w: &Wave, ctx: &Ctx, s: Src) -> u32 {
    match s {
        Src::S(i) => w.sgpr.get(i as usize).copied().unwrap_or(0),
        Src::Imm(v) => v as u32,
        Src::Ttmp(i) => w.ttmp[(i & 15) as usize],
        Src::VccLo => w.vcc as u32,
        Src::VccHi => (w.vcc >> 32) as u32,
        Src::ExecLo => w.exec as u32,
        Src::ExecHi => (w.exec >> 32) as u32,
        Src::M0 => w.m0,
        Src::Null | Src::Bad => 0,
        Src::FlatLo => w.flat_scratch as u32,
        Src::FlatHi => (w.flat_scratch >> 32) as u32,
        Src::XnackLo => w.xnack_mask as u32,
        Src::XnackHi => (w.xnack_mask >> 32) as u32,
        Src::Scc => w.scc as u32,
        Src::Vccz => (w.vcc & w.lane_mask() == 0) as u32,
        Src::Execz => (w.exec & w.lane_mask() == 0) as u32,
        Src::SharedBase => (ctx.apertures.local_base >> 32) as u32,
        Src::SharedLimit => ((ctx.apertures.local_base + 0xffff_ffff) >> 32) as u32,
        Src::PrivBase => (ctx.apertures.private_base >> 32) as u32,
        Src::PrivLimit => ((ctx.apertures.private_base + 0xffff_ffff) >> 32) as u32,
        Src::V(r) => w.vgpr[r as usize][0],
        Src::VH(r) => w.vgpr[r as usize][0] >> 16,
        Src::A(r) => w.agpr.get(r as usize).map_or(0, |row| row[0]),
    }
}

/// Reads a scalar source as 64 bits (register pairs; constants as resolved).
#[inline]
pub fn sread64(w: &Wave, ctx: &Ctx, s: Src) -> u64 {
    match s {
        Src::S(i) => {
            let lo = w.sgpr.get(i as usize).copied().unwrap_or(0) as u64;
            let hi = w.sgpr.get(i as usize + 1).copied().unwrap_or(0) as u64;
            lo | hi << 32
        }
        Src::Ttmp(i) => {
            w.ttmp[(i & 15) as usize] as u64 | (w.ttmp[((i + 1) & 15) as usize] as u64) << 32
        }
        Src::Imm(v) => v,
        Src::VccLo => w.vcc,
        Src::ExecLo => w.exec,
        Src::FlatLo => w.flat_scratch,
        Src::XnackLo => w.xnack_mask,
        Src::SharedBase => ctx.apertures.local_base,
        Src::SharedLimit => ctx.apertures.local_base + 0xffff_ffff,
        Src::PrivBase => ctx.apertures.private_base,
        Src::PrivLimit => ctx.apertures.private_base + 0xffff_ffff,
        other => sread32(w, ctx, other) as u64,
    }
}

/// Writes a scalar destination (32 bits).
#[inline]
pub fn swrite32(w: &mut Wave, d: Src, v: u32) {
    match d {
        Src::S(i) => {
            if let Some(r) = w.sgpr.get_mut(i as usize) {
                *r = v
            }
        }
        Src::Ttmp(i) => w.ttmp[(i & 15) as usize] = v,
        Src::VccLo => w.vcc = (w.vcc & !0xffff_ffff) | v as u64,
        Src::VccHi => w.vcc = (w.vcc & 0xffff_ffff) | (v as u64) << 32,
        Src::ExecLo => w.exec = (w.exec & !0xffff_ffff) | v as u64,
        Src::ExecHi => w.exec = (w.exec & 0xffff_ffff) | (v as u64) << 32,
        Src::M0 => w.m0 = v,
        Src::FlatLo => w.flat_scratch = (w.flat_scratch & !0xffff_ffff) | v as u64,
        Src::FlatHi => w.flat_scratch = (w.flat_scratch & 0xffff_ffff) | (v as u64) << 32,
        Src::XnackLo => w.xnack_mask = (w.xnack_mask & !0xffff_ffff) | v as u64,
        Src::XnackHi => w.xnack_mask = (w.xnack_mask & 0xffff_ffff) | (v as u64) << 32,
        _ => {}
    }
}

/// Writes a scalar destination (64 bits).
#[inline]
pub fn swrite64(w: &mut Wave, d: Src, v: u64) {
    match d {
        Src::S(i) => {
            swrite32(w, Src::S(i), v as u32);
            swrite32(w, Src::S(i.wrapping_add(1)), (v >> 32) as u32);
        }
        Src::Ttmp(i) => {
            w.ttmp[(i & 15) as usize] = v as u32;
            w.ttmp[((i + 1) & 15) as usize] = (v >> 32) as u32;
        }
        Src::VccLo => w.vcc = v,
        Src::ExecLo => w.exec = v,
        Src::FlatLo => w.flat_scratch = v,
        Src::XnackLo => w.xnack_mask = v,
        other => swrite32(w, other, v as u32),
    }
}

/// Reads a lane mask (VCC or an SGPR pair in wave64; one SGPR in wave32).
#[inline]
pub fn read_mask(w: &Wave, ctx: &Ctx, s: Src) -> u64 {
    if w.lanes() == 64 {
        sread64(w, ctx, s)
    } else {
        sread32(w, ctx, s) as u64
    }
}

/// Writes a lane mask.
#[inline]
pub fn write_mask(w: &mut Wave, d: Src, v: u64) {
    if w.lanes() == 64 {
        swrite64(w, d, v)
    } else {
        swrite32(w, d, v as u32)
    }
}

/// Fetches a 32-bit vector source for every lane of the wave (lanes past the wave size are
/// left as they are).
#[inline]
pub fn vfetch32(w: &Wave, ctx: &Ctx, s: Src, out: &mut [u64; 64]) {
    let n = w.lanes().min(64);
    match s {
        Src::V(r) => {
            let row = &w.vgpr[r as usize & 255];
            for (o, x) in out[..n].iter_mut().zip(&row[..n]) {
                *o = *x as u64;
            }
        }
        Src::A(r) => {
            if let Some(row) = w.agpr.get(r as usize) {
                for (o, x) in out[..n].iter_mut().zip(&row[..n]) {
                    *o = *x as u64;
                }
            }
        }
        Src::VH(r) => {
            let row = &w.vgpr[r as usize & 255];
            for (o, x) in out[..n].iter_mut().zip(&row[..n]) {
                *o = (*x >> 16) as u64;
            }
        }
        other => out[..n].fill(sread32(w, ctx, other) as u64),
    }
}

/// Fetches a 64-bit vector source (a VGPR pair) for every lane.
#[inline]
pub fn vfetch64(w: &Wave, ctx: &Ctx, s: Src, out: &mut [u64; 64]) {
    match s {
        Src::V(r) => {
            let lo = &w.vgpr[r as usize & 255];
            let hi = &w.vgpr[(r as usize + 1) & 255];
            for l in 0..64 {
                out[l] = lo[l] as u64 | (hi[l] as u64) << 32;
            }
        }
        Src::A(r) => {
            let r = r as usize;
            if r + 1 < w.agpr.len() {
                let (lo, hi) = (&w.agpr[r], &w.agpr[r + 1]);
                for (o, (l, h)) in out.iter_mut().zip(lo.iter().zip(hi.iter())) {
                    *o = *l as u64 | (*h as u64) << 32;
                }
            }
        }
        other => *out = [sread64(w, ctx, other); 64],
    }
}

/// A 32-bit source for every lane: a register row borrowed in place, or the lanes built for
/// this instruction (a scalar or constant broadcast, a 16-bit high half). Building only what
/// is needed keeps the hot path free of zero-filled buffers.
// Built lanes stay inline on purpose: boxing them would allocate per instruction.
#[allow(clippy::large_enum_variant)]
pub enum Lanes32<'a> {
    /// A VGPR/AGPR row.
    Row(&'a [u32; 64]),
    /// Lanes built from something else.
    Built([u32; 64]),
}

impl Lanes32<'_> {
    /// The 64 lanes.
    #[inline(always)]
    pub fn get(&self) -> &[u32; 64] {
        match self {
            Lanes32::Row(r) => r,
            Lanes32::Built(b) => b,
        }
    }
}

/// A 32-bit source for every lane without copying registers (see [`Lanes32`]).
#[inline(always)]
pub fn src32<'a>(w: &'a Wave, ctx: &Ctx, s: Src) -> Lanes32<'a> {
    match s {
        Src::V(r) => Lanes32::Row(&w.vgpr[r as usize & 255]),
        Src::A(r) if (r as usize) < w.agpr.len() => Lanes32::Row(&w.agpr[r as usize]),
        Src::A(_) => Lanes32::Built([0; 64]),
        Src::VH(r) => {
            let mut buf = [0u32; 64];
            for (b, x) in buf.iter_mut().zip(w.vgpr[r as usize & 255].iter()) {
                *b = *x >> 16;
            }
            Lanes32::Built(buf)
        }
        other => Lanes32::Built([sread32(w, ctx, other); 64]),
    }
}

/// Packs per-lane flags (each 0 or 1) into a lane mask, eight lanes per multiply: the
/// multiplier moves byte `j`'s low bit to bit `56 + j` (no carries, as every byte is 0 or 1).
#[inline(always)]
pub fn pack_mask(flags: &[u8; 64]) -> u64 {
    let mut m = 0u64;
    for (k, chunk) in flags.chunks_exact(8).enumerate() {
        let bytes = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        m |= (bytes.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * k);
    }
    m
}

/// Writes 32-bit lanes to a VGPR/AGPR destination, in the lanes of `mask`. Inlined, so that
/// the whole-row copy is a few vector moves in the caller's instruction set, not a `memcpy`.
#[inline(always)]
pub fn vstore32_rows(w: &mut Wave, d: Src, v: &[u32; 64], mask: u64) {
    let row = match d {
        Src::V(r) => &mut w.vgpr[r as usize & 255],
        Src::A(r) => match w.agpr.get_mut(r as usize) {
            Some(row) => row,
            None => return,
        },
        Src::VH(r) => {
            let row = &mut w.vgpr[r as usize & 255];
            for (l, (x, v)) in row.iter_mut().zip(v.iter()).enumerate() {
                if mask >> l & 1 != 0 {
                    *x = (*x & 0xffff) | (*v << 16);
                }
            }
            return;
        }
        _ => return,
    };
    if mask == u64::MAX {
        *row = *v;
        return;
    }
    for h in 0..2 {
        let m = (mask >> (32 * h)) as u32;
        let lanes = 32 * h..32 * h + 32;
        if m == u32::MAX {
            row[lanes.clone()].copy_from_slice(&v[lanes]);
        } else if m != 0 {
            for ((x, v), bit) in row[lanes.clone()]
                .iter_mut()
                .zip(v[lanes].iter())
                .zip(LANE_BIT.iter())
            {
                let keep = 0u32.wrapping_sub((m & bit == 0) as u32);
                *x = (*x & keep) | (*v & !keep);
            }
        }
    }
}

/// `1 << lane` for 32 lanes.
const LANE_BIT: [u32; 32] = {
    let mut t = [0u32; 32];
    let mut l = 0;
    while l < 32 {
        t[l] = 1 << l;
        l += 1;
    }
    t
};

/// Writes a 32-bit vector result to the lanes in `mask`.
#[inline]
pub fn vstore32(w: &mut Wave, d: Src, v: &[u64; 64], mask: u64) {
    if let Src::VH(r) = d {
        let row = &mut w.vgpr[r as usize & 255];
        for l in 0..64 {
            if mask >> l & 1 != 0 {
                row[l] = (row[l] & 0xffff) | ((v[l] as u32) << 16);
            }
        }
        return;
    }
    let row = match d {
        Src::V(r) => &mut w.vgpr[r as usize & 255],
        Src::A(r) => match w.agpr.get_mut(r as usize) {
            Some(row) => row,
            None => return,
        },
        _ => return,
    };
    if mask == u64::MAX {
        for (x, v) in row.iter_mut().zip(v.iter()) {
            *x = *v as u32;
        }
    } else {
        // Branch-free select per lane against a table of lane bits, 32 lanes at a time so
        // that it vectorises with 32-bit compares (baseline x86-64 has no 64-bit ones).
        for h in 0..2 {
            let m = (mask >> (32 * h)) as u32;
            if m == 0 {
                continue;
            }
            let lanes = 32 * h..32 * h + 32;
            for ((x, v), bit) in row[lanes.clone()]
                .iter_mut()
                .zip(v[lanes].iter())
                .zip(LANE_BIT.iter())
            {
                *x = if m & bit != 0 { *v as u32 } else { *x };
            }
        }
    }
}

/// Writes a 64-bit vector result (a VGPR pair) to the lanes in `mask`.
#[inline]
pub fn vstore64(w: &mut Wave, d: Src, v: &[u64; 64], mask: u64) {
    let (lo, hi): ([u64; 64], [u64; 64]) = {
        let mut lo = [0u64; 64];
        let mut hi = [0u64; 64];
        for l in 0..64 {
            lo[l] = v[l] & 0xffff_ffff;
            hi[l] = v[l] >> 32;
        }
        (lo, hi)
    };
    match d {
        Src::V(r) => {
            vstore32(w, Src::V(r), &lo, mask);
            vstore32(w, Src::V(r + 1), &hi, mask);
        }
        Src::A(r) => {
            vstore32(w, Src::A(r), &lo, mask);
            vstore32(w, Src::A(r + 1), &hi, mask);
        }
        _ => {}
    }
}
