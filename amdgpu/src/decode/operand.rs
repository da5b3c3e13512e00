//! Operands: the 9-bit source code space shared by SALU and VALU encodings (SGPRs, special
//! registers, inline constants, the literal marker, VGPRs), and how LLVM prints them.
//!
//! Codes per the AMDGPU ISA manuals' "SSRC/SRC" tables: 0–101 SGPRs (0–105 on GFX10+),
//! 102–105 `flat_scratch`/`xnack_mask` (GFX9), 106/107 `vcc`, 108–123 `ttmp`, 124/125 `m0` and
//! `null` (swapped on GFX11+), 126/127 `exec`, 128–208 integers 0..64 and -1..-16, 235–239
//! aperture registers and `pops_exiting_wave_id`, 240–248 float constants, 251–254 `vccz`,
//! `execz`, `scc`, `lds_direct`, 255 a literal dword, 256–511 VGPRs.

use std::fmt::{self, Write};

use super::table::Ty;
use super::IsaFamily;

/// A register operand's register file or special register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum RegKind {
    Sgpr,
    Vgpr,
    /// Low half of a VGPR (true16).
    VgprLo16,
    /// High half of a VGPR (true16).
    VgprHi16,
    Agpr,
    Ttmp,
    VccLo,
    VccHi,
    Vcc,
    ExecLo,
    ExecHi,
    Exec,
    M0,
    Null,
    FlatScratchLo,
    FlatScratchHi,
    FlatScratch,
    XnackMaskLo,
    XnackMaskHi,
    XnackMask,
    SrcSharedBase,
    SrcSharedLimit,
    SrcPrivateBase,
    SrcPrivateLimit,
    PopsExitingWaveId,
    VccZ,
    ExecZ,
    Scc,
    LdsDirect,
}

/// A decoded operand, typed for execution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// A register or register range (`count` dwords from `index`).
    Reg {
        /// Register file or special register.
        kind: RegKind,
        /// First register (index within its file; 0 for special registers).
        index: u16,
        /// Number of dwords.
        count: u8,
    },
    /// An inline integer constant (source codes 128–208).
    Int(i8),
    /// An inline float constant: source code 240–248 (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0,
    /// -4.0, 1/(2π)).
    Float(u8),
    /// A literal dword following the instruction.
    Literal(u32),
    /// An immediate field of the instruction (SOPP/SOPK `simm16`).
    Imm(u16),
    /// A source code with no meaning on this target.
    Invalid(u16),
}

impl Operand {
    /// The number of dwords a register operand covers (1 for constants).
    pub fn dwords(&self) -> u8 {
        match *self {
            Operand::Reg { count, .. } => count,
            _ => 1,
        }
    }
}

/// Alignment (in registers) LLVM rounds a scalar register range down to.
fn sgpr_align(count: u8) -> u16 {
    match count {
        1 => 1,
        2 => 2,
        _ => 4,
    }
}

/// Decodes a scalar or vector source code of `count` dwords. `vgpr_is_agpr` reads codes
/// 256–511 as AGPRs. Inlined: see [`super::Instruction::field_operand`].
#[inline(always)]
pub(crate) fn decode_src(
    gen: IsaFamily,
    code: u16,
    count: u8,
    literal: u32,
    agpr: bool,
) -> Operand {
    let sgprs = if gen == IsaFamily::Gfx9 { 102 } else { 106 };
    let reg = |kind, index: u16, count| Operand::Reg { kind, index, count };
    match code {
        0..=105 if code < sgprs => reg(RegKind::Sgpr, code & !(sgpr_align(count) - 1), count),
        102..=105 => {
            let (lo, hi, both) = if code < 104 {
                (
                    RegKind::FlatScratchLo,
                    RegKind::FlatScratchHi,
                    RegKind::FlatScratch,
                )
            } else {
                (
                    RegKind::XnackMaskLo,
                    RegKind::XnackMaskHi,
                    RegKind::XnackMask,
                )
            };
            special(code, count, lo, hi, both)
        }
        106 | 107 => special(code, count, RegKind::VccLo, RegKind::VccHi, RegKind::Vcc),
        108..=123 => reg(
            RegKind::Ttmp,
            (code - 108) & !(sgpr_align(count) - 1),
            count,
        ),
        // `m0` is 32 bits only; `null` (125 before GFX11, where LLVM 19 prints it on GFX9
        // too) serves any width.
        124 if gen >= IsaFamily::Gfx11 => reg(RegKind::Null, 0, 1),
        124 if count == 1 => reg(RegKind::M0, 0, 1),
        125 if gen <= IsaFamily::Gfx10 => reg(RegKind::Null, 0, 1),
        125 if count == 1 => reg(RegKind::M0, 0, 1),
        124 | 125 => Operand::Invalid(code),
        126 | 127 => special(code, count, RegKind::ExecLo, RegKind::ExecHi, RegKind::Exec),
        128..=192 => Operand::Int((code - 128) as i8),
        193..=208 => Operand::Int(-((code - 192) as i8)),
        235 => reg(RegKind::SrcSharedBase, 0, count),
        236 => reg(RegKind::SrcSharedLimit, 0, count),
        237 => reg(RegKind::SrcPrivateBase, 0, count),
        238 => reg(RegKind::SrcPrivateLimit, 0, count),
        // LLVM 19 still names 239 and 254 on GFX11/GFX12.
        239 => reg(RegKind::PopsExitingWaveId, 0, 1),
        240..=248 => Operand::Float((code - 240) as u8),
        251 => reg(RegKind::VccZ, 0, 1),
        252 => reg(RegKind::ExecZ, 0, 1),
        253 => reg(RegKind::Scc, 0, 1),
        254 => reg(RegKind::LdsDirect, 0, 1),
        255 => Operand::Literal(literal),
        256..=511 => reg(
            if agpr { RegKind::Agpr } else { RegKind::Vgpr },
            code - 256,
            count,
        ),
        _ => Operand::Invalid(code),
    }
}

fn special(code: u16, count: u8, lo: RegKind, hi: RegKind, both: RegKind) -> Operand {
    let kind = match (code & 1, count) {
        (0, 1) => lo,
        (_, 1) => hi,
        (0, 2) => both,
        _ => return Operand::Invalid(code),
    };
    Operand::Reg {
        kind,
        index: 0,
        count,
    }
}

/// Writes a register range the way LLVM names it.
#[inline]
pub(crate) fn write_reg(out: &mut String, kind: RegKind, index: u16, count: u8) {
    // SGPRs, VGPRs and AGPRs (most operands) here, one-letter files as a `char` (a one-byte
    // `push_str` is a `memcpy` call); the rest out of line.
    let file = match kind {
        RegKind::Sgpr => 's',
        RegKind::Vgpr => 'v',
        RegKind::Agpr => 'a',
        _ => return write_other_reg(out, kind, index, count),
    };
    out.push(file);
    write_reg_numbers(out, index, count);
}

/// `5` or `[4:7]`.
#[inline(always)]
fn write_reg_numbers(out: &mut String, index: u16, count: u8) {
    if count == 1 {
        push_decimal(out, index.into());
    } else {
        out.push('[');
        push_decimal(out, index.into());
        out.push(':');
        push_decimal(
            out,
            index
                .saturating_add(u16::from(count).saturating_sub(1))
                .into(),
        );
        out.push(']');
    }
}

/// [`write_reg`] for trap temporaries, true16 halves and special registers.
fn write_other_reg(out: &mut String, kind: RegKind, index: u16, count: u8) {
    match kind {
        RegKind::Ttmp => {
            out.push_str("ttmp");
            write_reg_numbers(out, index, count);
        }
        RegKind::VgprLo16 | RegKind::VgprHi16 => {
            out.push('v');
            push_decimal(out, index.into());
            out.push_str(if kind == RegKind::VgprLo16 {
                ".l"
            } else {
                ".h"
            });
        }
        _ => out.push_str(special_name(kind)),
    }
}

// Numbers are printed for most operands of most instructions: these write them without the
// formatting machinery (`write!` costs a few hundred instructions a number).

/// Appends `v` in decimal (`{v}`).
pub(crate) fn push_decimal(out: &mut String, v: u32) {
    let digit = |d: u32| char::from(b'0' + (d % 10) as u8);
    // Register numbers and counts: up to three digits without a loop.
    if v < 10 {
        out.push(digit(v));
    } else if v < 100 {
        out.push(digit(v / 10));
        out.push(digit(v));
    } else if v < 1000 {
        out.push(digit(v / 100));
        out.push(digit(v / 10));
        out.push(digit(v));
    } else {
        push_decimal(out, v / 1000);
        out.push(digit(v / 100));
        out.push(digit(v / 10));
        out.push(digit(v));
    }
}

/// Appends `v` in decimal with its sign (`{v}`).
pub(crate) fn push_signed(out: &mut String, v: i32) {
    if v < 0 {
        out.push('-');
    }
    push_decimal(out, v.unsigned_abs());
}

/// Appends `v` as `0x` and lower-case hex digits, without leading zeros (`{v:#x}`).
pub(crate) fn push_hex(out: &mut String, v: u32) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push_str("0x");
    let digits = (8 - v.leading_zeros() / 4).max(1);
    for i in (0..digits).rev() {
        out.push(char::from(HEX[(v >> (4 * i)) as usize & 0xf]));
    }
}

fn special_name(kind: RegKind) -> &'static str {
    match kind {
        RegKind::VccLo => "vcc_lo",
        RegKind::VccHi => "vcc_hi",
        RegKind::Vcc => "vcc",
        RegKind::ExecLo => "exec_lo",
        RegKind::ExecHi => "exec_hi",
        RegKind::Exec => "exec",
        RegKind::M0 => "m0",
        RegKind::Null => "null",
        RegKind::FlatScratchLo => "flat_scratch_lo",
        RegKind::FlatScratchHi => "flat_scratch_hi",
        RegKind::FlatScratch => "flat_scratch",
        RegKind::XnackMaskLo => "xnack_mask_lo",
        RegKind::XnackMaskHi => "xnack_mask_hi",
        RegKind::XnackMask => "xnack_mask",
        RegKind::SrcSharedBase => "src_shared_base",
        RegKind::SrcSharedLimit => "src_shared_limit",
        RegKind::SrcPrivateBase => "src_private_base",
        RegKind::SrcPrivateLimit => "src_private_limit",
        RegKind::PopsExitingWaveId => "src_pops_exiting_wave_id",
        RegKind::VccZ => "src_vccz",
        RegKind::ExecZ => "src_execz",
        RegKind::Scc => "src_scc",
        RegKind::LdsDirect => "src_lds_direct",
        RegKind::Sgpr
        | RegKind::Vgpr
        | RegKind::Agpr
        | RegKind::Ttmp
        | RegKind::VgprLo16
        | RegKind::VgprHi16 => "",
    }
}

const FLOATS32: [&str; 9] = [
    "0.5",
    "-0.5",
    "1.0",
    "-1.0",
    "2.0",
    "-2.0",
    "4.0",
    "-4.0",
    "0.15915494",
];
const HALF_BITS: [u16; 9] = [
    0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
];
const F32_BITS: [u32; 9] = [
    0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000,
    0x3e22f983,
];

/// High halves of the doubles 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0.
const F64_HI: [u32; 8] = [
    0x3fe00000, 0xbfe00000, 0x3ff00000, 0xbff00000, 0x40000000, 0xc0000000, 0x40100000, 0xc0100000,
];

/// Which LLVM release's spelling to reproduce.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Syntax {
    /// `llvm-objdump` 19.
    #[default]
    Llvm19,
    /// `llvm-objdump` 22: literals an inline constant could express print as `lit(...)`.
    Llvm22,
}

/// Writes a 32-bit immediate as LLVM's `printImmediate32` does.
fn imm32(out: &mut String, v: u32) {
    let s = v as i32;
    if (-16..=64).contains(&s) {
        push_signed(out, s);
    } else if v == 0 {
        out.push_str("0.0")
    } else if let Some(i) = F32_BITS.iter().position(|&b| b == v) {
        out.push_str(FLOATS32[i]);
    } else {
        push_hex(out, v);
    }
}

fn imm16(out: &mut String, v: u16) {
    let s = v as i16;
    if (-16..=64).contains(&s) {
        push_signed(out, s.into());
    } else if let Some(i) = HALF_BITS.iter().position(|&b| b == v) {
        out.push_str(FLOATS32[i]);
    } else {
        push_hex(out, v.into());
    }
}

fn int16(out: &mut String, v: u16) {
    let s = v as i16;
    if (-16..=64).contains(&s) {
        push_signed(out, s.into());
    } else {
        push_hex(out, v.into());
    }
}

/// Would this literal value have been encodable as an inline constant of type `ty`?
fn literal_is_inlinable(v: u32, ty: Ty) -> bool {
    match ty {
        Ty::B32 | Ty::RegOnly => {
            let s = v as i32;
            (-16..=64).contains(&s) || F32_BITS.contains(&v)
        }
        Ty::B32Hex => (-16..=64).contains(&(v as i32)),
        Ty::Bf16 => (-16..=64).contains(&(v as u16 as i16)),
        Ty::B64 => v <= 64,
        Ty::F64 => v == 0 || F64_HI.contains(&v),
        Ty::F16 | Ty::Pk16 | Ty::I16 | Ty::I16L | Ty::I16F => {
            let s = v as i32;
            (-16..=64).contains(&s)
        }
    }
}

/// Writes a source operand (register, constant or literal) as LLVM does for a slot of type `ty`.
/// Registers (most operands) inline, constants and literals out of line.
#[inline(always)]
pub(crate) fn write_src(out: &mut String, op: &Operand, ty: Ty, syntax: Syntax) {
    match *op {
        Operand::Reg { kind, index, count } => write_reg(out, kind, index, count),
        _ => write_constant(out, op, ty, syntax),
    }
}

/// [`write_src`] of a constant, literal, immediate or invalid operand.
fn write_constant(out: &mut String, op: &Operand, ty: Ty, syntax: Syntax) {
    match *op {
        Operand::Reg { kind, index, count } => write_reg(out, kind, index, count),
        Operand::Int(i) => {
            push_signed(out, i.into());
            if ty == Ty::RegOnly {
                out.push_str("/*Invalid immediate*/");
            }
        }
        Operand::Float(f) => {
            let f = f as usize;
            match ty {
                Ty::I16 | Ty::I16L | Ty::I16F => {
                    push_hex(out, HALF_BITS[f].into());
                }
                Ty::B64 | Ty::F64 if f == 8 => out.push_str("0.15915494309189532"),
                _ => out.push_str(FLOATS32[f]),
            }
            if ty == Ty::RegOnly {
                out.push_str("/*Invalid immediate*/");
            }
        }
        Operand::Literal(v) => {
            if syntax == Syntax::Llvm22 {
                // LLVM 22 writes `lit(...)` around a literal LLVM 19 spells as an inline
                // constant would be (anything but hex: `-16`, `1.0`, a 16-bit slot's `0`).
                let start = out.len();
                write_src(out, op, ty, Syntax::Llvm19);
                let inline = if ty == Ty::RegOnly {
                    literal_is_inlinable(v, ty)
                } else {
                    !out[start..].starts_with("0x")
                };
                if inline {
                    out.truncate(start);
                    let _ = write!(out, "lit({v:#x})");
                }
                return;
            }
            match ty {
                Ty::B32 => imm32(out, v),
                Ty::B32Hex => {
                    let s = v as i32;
                    if (-16..=64).contains(&s) {
                        push_signed(out, s);
                    } else {
                        push_hex(out, v);
                    }
                }
                Ty::Bf16 => {
                    let s = v as u16 as i16;
                    if (-16..=64).contains(&s) {
                        push_signed(out, s.into());
                    } else {
                        push_hex(out, v);
                    }
                }
                Ty::RegOnly => {
                    imm32(out, v);
                    out.push_str("/*Invalid immediate*/");
                }
                Ty::B64 => {
                    // A 32-bit literal in a 64-bit slot: zero-extended unless negative-small.
                    let s = v as i32;
                    if (0..=64).contains(&s) {
                        push_signed(out, s);
                    } else {
                        push_hex(out, v);
                    }
                }
                Ty::F64 => {
                    // The literal is the high half of the double (LLVM `printImmediate64`).
                    if v == 0 {
                        out.push('0');
                    } else if let Some(i) = F64_HI.iter().position(|&b| b == v) {
                        out.push_str(FLOATS32[i]);
                    } else {
                        push_hex(out, v);
                    }
                }
                Ty::F16 => imm16(out, v as u16),
                // LLVM `printImmediateInt16`: a literal that is an f32 inline constant's
                // bit pattern prints as that float.
                Ty::I16 if (v as u16 as i16) < -16 || (v as u16 as i16) > 64 => {
                    match F32_BITS.iter().position(|&b| b == v) {
                        Some(i) => out.push_str(FLOATS32[i]),
                        None => int16(out, v as u16),
                    }
                }
                Ty::I16 => int16(out, v as u16),
                // Whole-literal checks first (-16..64, an f32 constant's bits), then the low
                // half in hex: 0x40000000 is 2.0, 0x0000ffff is 0xffff, 0x12345678 is 0x5678.
                Ty::I16L | Ty::I16F => {
                    let s = v as i32;
                    if (-16..=64).contains(&s) {
                        push_signed(out, s);
                    } else if let Some(i) = F32_BITS.iter().position(|&b| b == v) {
                        out.push_str(FLOATS32[i]);
                    } else {
                        push_hex(out, (v as u16).into());
                    }
                }
                Ty::Pk16 if v <= 0xffff && !HALF_BITS.contains(&(v as u16)) => {
                    // Not an f16 inline value: printed as a 32-bit integer.
                    if v <= 64 {
                        push_decimal(out, v);
                    } else {
                        push_hex(out, v);
                    }
                }
                Ty::Pk16 => {
                    if v > 0xffff {
                        // Not an f16 value: small integers, else hex.
                        let s = v as i32;
                        if (-16..=64).contains(&s) {
                            push_signed(out, s);
                        } else {
                            push_hex(out, v);
                        }
                    } else {
                        imm16(out, v as u16)
                    }
                }
            }
        }
        Operand::Imm(v) => {
            push_decimal(out, v.into());
        }
        Operand::Invalid(code) => {
            let _ = write!(out, "<invalid operand {code}>");
        }
    }
}

impl fmt::Display for Operand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_src(&mut s, self, Ty::B32, Syntax::Llvm19);
        f.write_str(&s)
    }
}
