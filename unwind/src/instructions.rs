//! Call-frame instructions (DWARF 5 §6.4.2, extension A.6.4.2): decoding bytes into
//! [`Instruction`] values, one at a time, without interpreting them.
//!
//! Every DWARF 5 instruction is known, plus the vendor ones AMDGPU code objects and common
//! toolchains emit: `DW_CFA_LLVM_def_aspace_cfa` (0x30) and `DW_CFA_LLVM_def_aspace_cfa_sf`
//! (0x31) from the heterogeneous-debugging extension (notes `dwarf-ext.md` §1.3),
//! `DW_CFA_GNU_args_size` (0x2e), `DW_CFA_GNU_negative_offset_extended` (0x2f) and
//! `DW_CFA_MIPS_advance_loc8` (0x1d).
//!
//! Operands stay as encoded: factored offsets and deltas are kept unscaled (the
//! `*_bytes`/[`Instruction::scaled`] helpers apply the CIE's alignment factors), and DWARF
//! expressions borrow the section's bytes ([`Expression`]).

use crate::error::{ErrorKind, Result, SectionKind};
use crate::reader::read_encoded_pointer;
use crate::reader::Reader;

/// A DWARF register number as CFI writes it (a column of the unwind table): `Display`
/// prints ROCgdb's name, or `dwarf:N` outside the AMDGPU mapping.
pub use amdgpu::DwarfReg;

/// A DWARF expression operand of a call-frame instruction, borrowing the section.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Expression<'a> {
    /// The expression's bytes (without the length prefix).
    pub bytes: &'a [u8],
    /// Section offset of the first byte.
    pub offset: u64,
}

/// Call-frame instruction opcodes (`DW_CFA_*`), with their spec names.
pub mod opcode {
    /// `DW_CFA_advance_loc` (high two bits 0b01; delta in the low six).
    pub const ADVANCE_LOC: u8 = 0x40;
    /// `DW_CFA_offset` (high two bits 0b10; register in the low six).
    pub const OFFSET: u8 = 0x80;
    /// `DW_CFA_restore` (high two bits 0b11; register in the low six).
    pub const RESTORE: u8 = 0xc0;
    /// `DW_CFA_nop`.
    pub const NOP: u8 = 0x00;
    /// `DW_CFA_set_loc`.
    pub const SET_LOC: u8 = 0x01;
    /// `DW_CFA_advance_loc1`.
    pub const ADVANCE_LOC1: u8 = 0x02;
    /// `DW_CFA_advance_loc2`.
    pub const ADVANCE_LOC2: u8 = 0x03;
    /// `DW_CFA_advance_loc4`.
    pub const ADVANCE_LOC4: u8 = 0x04;
    /// `DW_CFA_offset_extended`.
    pub const OFFSET_EXTENDED: u8 = 0x05;
    /// `DW_CFA_restore_extended`.
    pub const RESTORE_EXTENDED: u8 = 0x06;
    /// `DW_CFA_undefined`.
    pub const UNDEFINED: u8 = 0x07;
    /// `DW_CFA_same_value`.
    pub const SAME_VALUE: u8 = 0x08;
    /// `DW_CFA_register`.
    pub const REGISTER: u8 = 0x09;
    /// `DW_CFA_remember_state`.
    pub const REMEMBER_STATE: u8 = 0x0a;
    /// `DW_CFA_restore_state`.
    pub const RESTORE_STATE: u8 = 0x0b;
    /// `DW_CFA_def_cfa`.
    pub const DEF_CFA: u8 = 0x0c;
    /// `DW_CFA_def_cfa_register`.
    pub const DEF_CFA_REGISTER: u8 = 0x0d;
    /// `DW_CFA_def_cfa_offset`.
    pub const DEF_CFA_OFFSET: u8 = 0x0e;
    /// `DW_CFA_def_cfa_expression`.
    pub const DEF_CFA_EXPRESSION: u8 = 0x0f;
    /// `DW_CFA_expression`.
    pub const EXPRESSION: u8 = 0x10;
    /// `DW_CFA_offset_extended_sf`.
    pub const OFFSET_EXTENDED_SF: u8 = 0x11;
    /// `DW_CFA_def_cfa_sf`.
    pub const DEF_CFA_SF: u8 = 0x12;
    /// `DW_CFA_def_cfa_offset_sf`.
    pub const DEF_CFA_OFFSET_SF: u8 = 0x13;
    /// `DW_CFA_val_offset`.
    pub const VAL_OFFSET: u8 = 0x14;
    /// `DW_CFA_val_offset_sf`.
    pub const VAL_OFFSET_SF: u8 = 0x15;
    /// `DW_CFA_val_expression`.
    pub const VAL_EXPRESSION: u8 = 0x16;
    /// `DW_CFA_MIPS_advance_loc8`.
    pub const MIPS_ADVANCE_LOC8: u8 = 0x1d;
    /// `DW_CFA_GNU_args_size`.
    pub const GNU_ARGS_SIZE: u8 = 0x2e;
    /// `DW_CFA_GNU_negative_offset_extended`.
    pub const GNU_NEGATIVE_OFFSET_EXTENDED: u8 = 0x2f;
    /// `DW_CFA_LLVM_def_aspace_cfa` (heterogeneous-debugging extension).
    pub const LLVM_DEF_ASPACE_CFA: u8 = 0x30;
    /// `DW_CFA_LLVM_def_aspace_cfa_sf` (heterogeneous-debugging extension).
    pub const LLVM_DEF_ASPACE_CFA_SF: u8 = 0x31;
}

/// One call-frame instruction with its operands as encoded.
///
/// `factored` operands are to be multiplied by the CIE's data alignment factor, `delta`s by
/// its code alignment factor; [`Instruction::scaled`] does both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Instruction<'a> {
    /// `DW_CFA_advance_loc`: a 6-bit factored delta.
    AdvanceLoc(u8),
    /// `DW_CFA_advance_loc1`.
    AdvanceLoc1(u8),
    /// `DW_CFA_advance_loc2`.
    AdvanceLoc2(u16),
    /// `DW_CFA_advance_loc4`.
    AdvanceLoc4(u32),
    /// `DW_CFA_MIPS_advance_loc8`.
    MipsAdvanceLoc8(u64),
    /// `DW_CFA_set_loc`: an address (resolved through the pointer encoding in `.eh_frame`).
    SetLoc(u64),
    /// `DW_CFA_offset` / `DW_CFA_offset_extended`: offset(factored × DAF).
    Offset {
        /// Whether this is the `_extended` form (ULEB128 register).
        extended: bool,
        /// The register.
        register: DwarfReg,
        /// The unsigned factored offset.
        factored: u64,
    },
    /// `DW_CFA_offset_extended_sf`.
    OffsetExtendedSf {
        /// The register.
        register: DwarfReg,
        /// The signed factored offset.
        factored: i64,
    },
    /// `DW_CFA_GNU_negative_offset_extended`: offset(−factored × DAF).
    GnuNegativeOffsetExtended {
        /// The register.
        register: DwarfReg,
        /// The factored offset, negated when applied.
        factored: u64,
    },
    /// `DW_CFA_val_offset`.
    ValOffset {
        /// The register.
        register: DwarfReg,
        /// The unsigned factored offset.
        factored: u64,
    },
    /// `DW_CFA_val_offset_sf`.
    ValOffsetSf {
        /// The register.
        register: DwarfReg,
        /// The signed factored offset.
        factored: i64,
    },
    /// `DW_CFA_restore` / `DW_CFA_restore_extended`.
    Restore {
        /// Whether this is `DW_CFA_restore_extended`.
        extended: bool,
        /// The register.
        register: DwarfReg,
    },
    /// `DW_CFA_undefined`.
    Undefined(DwarfReg),
    /// `DW_CFA_same_value`.
    SameValue(DwarfReg),
    /// `DW_CFA_register`: `register`'s value is in `from`.
    Register {
        /// The register whose rule is set.
        register: DwarfReg,
        /// Where its value is.
        from: DwarfReg,
    },
    /// `DW_CFA_remember_state`.
    RememberState,
    /// `DW_CFA_restore_state`.
    RestoreState,
    /// `DW_CFA_def_cfa`: register + unfactored offset, default address space.
    DefCfa {
        /// The register.
        register: DwarfReg,
        /// The byte offset.
        offset: u64,
    },
    /// `DW_CFA_def_cfa_sf`.
    DefCfaSf {
        /// The register.
        register: DwarfReg,
        /// The signed factored offset.
        factored: i64,
    },
    /// `DW_CFA_def_cfa_register`.
    DefCfaRegister(DwarfReg),
    /// `DW_CFA_def_cfa_offset`: an unfactored byte offset.
    DefCfaOffset(u64),
    /// `DW_CFA_def_cfa_offset_sf`: a signed factored offset.
    DefCfaOffsetSf(i64),
    /// `DW_CFA_def_cfa_expression`.
    DefCfaExpression(Expression<'a>),
    /// `DW_CFA_expression`.
    Expression {
        /// The register.
        register: DwarfReg,
        /// Computes the location of the register's saved value.
        expression: Expression<'a>,
    },
    /// `DW_CFA_val_expression`.
    ValExpression {
        /// The register.
        register: DwarfReg,
        /// Computes the register's value.
        expression: Expression<'a>,
    },
    /// `DW_CFA_GNU_args_size` (no effect on the table).
    GnuArgsSize(u64),
    /// `DW_CFA_LLVM_def_aspace_cfa`: register + unfactored offset in an address space.
    LlvmDefAspaceCfa {
        /// The register.
        register: DwarfReg,
        /// The byte offset (ULEB128, not factored).
        offset: u64,
        /// The DWARF address space (`DW_ASPACE_*`).
        address_space: u64,
    },
    /// `DW_CFA_LLVM_def_aspace_cfa_sf`: register + signed factored offset in an address space.
    LlvmDefAspaceCfaSf {
        /// The register.
        register: DwarfReg,
        /// The signed factored offset.
        factored: i64,
        /// The DWARF address space (`DW_ASPACE_*`).
        address_space: u64,
    },
    /// `DW_CFA_nop`.
    Nop,
}

/// An instruction's operands with the CIE's alignment factors applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scaled {
    /// A location advance by this many bytes (`advance_loc*`).
    Advance(u64),
    /// A signed byte offset (the offset of a CFA or register rule).
    Offset(i64),
    /// Nothing to scale.
    None,
}

impl<'a> Instruction<'a> {
    /// The opcode byte's instruction code (for the packed forms, the high two bits only).
    pub fn opcode(&self) -> u8 {
        use opcode::*;
        match self {
            Instruction::AdvanceLoc(_) => ADVANCE_LOC,
            Instruction::AdvanceLoc1(_) => ADVANCE_LOC1,
            Instruction::AdvanceLoc2(_) => ADVANCE_LOC2,
            Instruction::AdvanceLoc4(_) => ADVANCE_LOC4,
            Instruction::MipsAdvanceLoc8(_) => MIPS_ADVANCE_LOC8,
            Instruction::SetLoc(_) => SET_LOC,
            Instruction::Offset {
                extended: false, ..
            } => OFFSET,
            Instruction::Offset { extended: true, .. } => OFFSET_EXTENDED,
            Instruction::OffsetExtendedSf { .. } => OFFSET_EXTENDED_SF,
            Instruction::GnuNegativeOffsetExtended { .. } => GNU_NEGATIVE_OFFSET_EXTENDED,
            Instruction::ValOffset { .. } => VAL_OFFSET,
            Instruction::ValOffsetSf { .. } => VAL_OFFSET_SF,
            Instruction::Restore {
                extended: false, ..
            } => RESTORE,
            Instruction::Restore { extended: true, .. } => RESTORE_EXTENDED,
            Instruction::Undefined(_) => UNDEFINED,
            Instruction::SameValue(_) => SAME_VALUE,
            Instruction::Register { .. } => REGISTER,
            Instruction::RememberState => REMEMBER_STATE,
            Instruction::RestoreState => RESTORE_STATE,
            Instruction::DefCfa { .. } => DEF_CFA,
            Instruction::DefCfaSf { .. } => DEF_CFA_SF,
            Instruction::DefCfaRegister(_) => DEF_CFA_REGISTER,
            Instruction::DefCfaOffset(_) => DEF_CFA_OFFSET,
            Instruction::DefCfaOffsetSf(_) => DEF_CFA_OFFSET_SF,
            Instruction::DefCfaExpression(_) => DEF_CFA_EXPRESSION,
            Instruction::Expression { .. } => EXPRESSION,
            Instruction::ValExpression { .. } => VAL_EXPRESSION,
            Instruction::GnuArgsSize(_) => GNU_ARGS_SIZE,
            Instruction::LlvmDefAspaceCfa { .. } => LLVM_DEF_ASPACE_CFA,
            Instruction::LlvmDefAspaceCfaSf { .. } => LLVM_DEF_ASPACE_CFA_SF,
            Instruction::Nop => NOP,
        }
    }

    /// The spec name (`DW_CFA_LLVM_def_aspace_cfa`), as llvm-dwarfdump prints it.
    pub fn name(&self) -> &'static str {
        opcode_name(self.opcode()).unwrap_or("DW_CFA_unknown")
    }

    /// The register whose column the instruction sets or reads, if any (for the CFA
    /// instructions, the CFA's register).
    pub fn register(&self) -> Option<DwarfReg> {
        match *self {
            Instruction::Offset { register, .. }
            | Instruction::OffsetExtendedSf { register, .. }
            | Instruction::GnuNegativeOffsetExtended { register, .. }
            | Instruction::ValOffset { register, .. }
            | Instruction::ValOffsetSf { register, .. }
            | Instruction::Restore { register, .. }
            | Instruction::Undefined(register)
            | Instruction::SameValue(register)
            | Instruction::Register { register, .. }
            | Instruction::DefCfa { register, .. }
            | Instruction::DefCfaSf { register, .. }
            | Instruction::DefCfaRegister(register)
            | Instruction::Expression { register, .. }
            | Instruction::ValExpression { register, .. }
            | Instruction::LlvmDefAspaceCfa { register, .. }
            | Instruction::LlvmDefAspaceCfaSf { register, .. } => Some(register),
            _ => None,
        }
    }

    /// The expression operand, if any.
    pub fn expression(&self) -> Option<Expression<'a>> {
        match *self {
            Instruction::DefCfaExpression(e)
            | Instruction::Expression { expression: e, .. }
            | Instruction::ValExpression { expression: e, .. } => Some(e),
            _ => None,
        }
    }

    /// The advance or offset in bytes, with the CIE's code (`caf`) and data (`daf`) alignment
    /// factors applied; `None` if it overflows 64 bits.
    pub fn scaled(&self, caf: u64, daf: i64) -> Option<Scaled> {
        let uf = |f: u64| i64::try_from(f).ok()?.checked_mul(daf);
        let sf = |f: i64| f.checked_mul(daf);
        Some(match *self {
            Instruction::AdvanceLoc(d) | Instruction::AdvanceLoc1(d) => {
                Scaled::Advance(u64::from(d).checked_mul(caf)?)
            }
            Instruction::AdvanceLoc2(d) => Scaled::Advance(u64::from(d).checked_mul(caf)?),
            Instruction::AdvanceLoc4(d) => Scaled::Advance(u64::from(d).checked_mul(caf)?),
            Instruction::MipsAdvanceLoc8(d) => Scaled::Advance(d.checked_mul(caf)?),
            Instruction::Offset { factored, .. } | Instruction::ValOffset { factored, .. } => {
                Scaled::Offset(uf(factored)?)
            }
            Instruction::GnuNegativeOffsetExtended { factored, .. } => {
                Scaled::Offset(uf(factored)?.checked_neg()?)
            }
            Instruction::OffsetExtendedSf { factored, .. }
            | Instruction::ValOffsetSf { factored, .. }
            | Instruction::DefCfaSf { factored, .. }
            | Instruction::DefCfaOffsetSf(factored)
            | Instruction::LlvmDefAspaceCfaSf { factored, .. } => Scaled::Offset(sf(factored)?),
            Instruction::DefCfa { offset, .. }
            | Instruction::DefCfaOffset(offset)
            | Instruction::LlvmDefAspaceCfa { offset, .. } => {
                Scaled::Offset(i64::try_from(offset).ok()?)
            }
            _ => Scaled::None,
        })
    }
}

/// The spec name of an instruction code (as [`Instruction::opcode`] returns it), if defined.
pub fn opcode_name(code: u8) -> Option<&'static str> {
    use opcode::*;
    Some(match code {
        ADVANCE_LOC => "DW_CFA_advance_loc",
        OFFSET => "DW_CFA_offset",
        RESTORE => "DW_CFA_restore",
        NOP => "DW_CFA_nop",
        SET_LOC => "DW_CFA_set_loc",
        ADVANCE_LOC1 => "DW_CFA_advance_loc1",
        ADVANCE_LOC2 => "DW_CFA_advance_loc2",
        ADVANCE_LOC4 => "DW_CFA_advance_loc4",
        OFFSET_EXTENDED => "DW_CFA_offset_extended",
        RESTORE_EXTENDED => "DW_CFA_restore_extended",
        UNDEFINED => "DW_CFA_undefined",
        SAME_VALUE => "DW_CFA_same_value",
        REGISTER => "DW_CFA_register",
        REMEMBER_STATE => "DW_CFA_remember_state",
        RESTORE_STATE => "DW_CFA_restore_state",
        DEF_CFA => "DW_CFA_def_cfa",
        DEF_CFA_REGISTER => "DW_CFA_def_cfa_register",
        DEF_CFA_OFFSET => "DW_CFA_def_cfa_offset",
        DEF_CFA_EXPRESSION => "DW_CFA_def_cfa_expression",
        EXPRESSION => "DW_CFA_expression",
        OFFSET_EXTENDED_SF => "DW_CFA_offset_extended_sf",
        DEF_CFA_SF => "DW_CFA_def_cfa_sf",
        DEF_CFA_OFFSET_SF => "DW_CFA_def_cfa_offset_sf",
        VAL_OFFSET => "DW_CFA_val_offset",
        VAL_OFFSET_SF => "DW_CFA_val_offset_sf",
        VAL_EXPRESSION => "DW_CFA_val_expression",
        MIPS_ADVANCE_LOC8 => "DW_CFA_MIPS_advance_loc8",
        GNU_ARGS_SIZE => "DW_CFA_GNU_args_size",
        GNU_NEGATIVE_OFFSET_EXTENDED => "DW_CFA_GNU_negative_offset_extended",
        LLVM_DEF_ASPACE_CFA => "DW_CFA_LLVM_def_aspace_cfa",
        LLVM_DEF_ASPACE_CFA_SF => "DW_CFA_LLVM_def_aspace_cfa_sf",
        _ => return None,
    })
}

/// What decoding needs from the CIE and the section besides the bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DecodeContext {
    /// The section the instructions are in.
    pub section: SectionKind,
    /// The section's address (`sh_addr`), for `.eh_frame`'s pc-relative `DW_CFA_set_loc`.
    pub section_address: u64,
    /// Size of `DW_CFA_set_loc`'s address operand.
    pub address_size: u8,
    /// Size of the segment selector before `DW_CFA_set_loc`'s address (skipped).
    pub segment_selector_size: u8,
    /// `.eh_frame`: the CIE's FDE pointer encoding (`R` augmentation), used by `set_loc`.
    pub pointer_encoding: Option<u8>,
}

/// An iterator over instructions: `(section offset, instruction)` pairs, ending after the
/// first error. Never panics and always makes progress (each instruction takes ≥ 1 byte).
#[derive(Debug, Clone)]
pub struct Instructions<'a> {
    reader: Reader<'a>,
    context: DecodeContext,
    failed: bool,
}

impl<'a> Instructions<'a> {
    /// Decodes `bytes`, whose first byte is at section offset `offset`.
    pub fn new(bytes: &'a [u8], offset: u64, context: DecodeContext) -> Self {
        Instructions {
            reader: Reader::new(bytes, offset, context.section),
            context,
            failed: false,
        }
    }
}

impl<'a> Iterator for Instructions<'a> {
    type Item = Result<(u64, Instruction<'a>)>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.reader.is_empty() {
            return None;
        }
        let at = self.reader.offset();
        let item = decode(&mut self.reader, &self.context).map(|i| (at, i));
        self.failed = item.is_err();
        Some(item)
    }
}

/// Decodes every instruction of `bytes` (at section offset `offset`), or the first error.
pub fn decode_all<'a>(
    bytes: &'a [u8],
    offset: u64,
    context: DecodeContext,
) -> Result<Vec<(u64, Instruction<'a>)>> {
    Instructions::new(bytes, offset, context).collect()
}

fn expression<'a>(r: &mut Reader<'a>, what: &'static str) -> Result<Expression<'a>> {
    let len = r.uleb(what)?;
    let offset = r.offset();
    let len = usize::try_from(len).map_err(|_| r.error(ErrorKind::Truncated(what)))?;
    let bytes = r.bytes(len, what)?;
    Ok(Expression { bytes, offset })
}

fn decode<'a>(r: &mut Reader<'a>, ctx: &DecodeContext) -> Result<Instruction<'a>> {
    use opcode::*;
    let at = r.offset();
    let byte = r.u8("instruction")?;
    let reg = |r: &mut Reader<'a>| r.uleb("register operand").map(DwarfReg);
    let low = byte & 0x3f;
    Ok(match byte & 0xc0 {
        ADVANCE_LOC => Instruction::AdvanceLoc(low),
        OFFSET => Instruction::Offset {
            extended: false,
            register: DwarfReg(u64::from(low)),
            factored: r.uleb("offset operand")?,
        },
        RESTORE => Instruction::Restore {
            extended: false,
            register: DwarfReg(u64::from(low)),
        },
        _ => match byte {
            NOP => Instruction::Nop,
            SET_LOC => {
                let seg = usize::from(ctx.segment_selector_size);
                r.bytes(seg, "segment selector")?;
                match (ctx.section, ctx.pointer_encoding) {
                    (SectionKind::EhFrame, Some(enc)) => {
                        let addr = read_encoded_pointer(
                            r,
                            enc,
                            ctx.section_address,
                            ctx.address_size,
                            "address",
                        )?;
                        Instruction::SetLoc(addr)
                    }
                    _ => Instruction::SetLoc(r.uint(usize::from(ctx.address_size), "address")?),
                }
            }
            ADVANCE_LOC1 => Instruction::AdvanceLoc1(r.u8("delta")?),
            ADVANCE_LOC2 => Instruction::AdvanceLoc2(r.uint(2, "delta")? as u16),
            ADVANCE_LOC4 => Instruction::AdvanceLoc4(r.u32("delta")?),
            MIPS_ADVANCE_LOC8 => Instruction::MipsAdvanceLoc8(r.uint(8, "delta")?),
            OFFSET_EXTENDED => Instruction::Offset {
                extended: true,
                register: reg(r)?,
                factored: r.uleb("offset operand")?,
            },
            RESTORE_EXTENDED => Instruction::Restore {
                extended: true,
                register: reg(r)?,
            },
            UNDEFINED => Instruction::Undefined(reg(r)?),
            SAME_VALUE => Instruction::SameValue(reg(r)?),
            REGISTER => Instruction::Register {
                register: reg(r)?,
                from: reg(r)?,
            },
            REMEMBER_STATE => Instruction::RememberState,
            RESTORE_STATE => Instruction::RestoreState,
            DEF_CFA => Instruction::DefCfa {
                register: reg(r)?,
                offset: r.uleb("offset operand")?,
            },
            DEF_CFA_REGISTER => Instruction::DefCfaRegister(reg(r)?),
            DEF_CFA_OFFSET => Instruction::DefCfaOffset(r.uleb("offset operand")?),
            DEF_CFA_EXPRESSION => Instruction::DefCfaExpression(expression(r, "expression")?),
            EXPRESSION => Instruction::Expression {
                register: reg(r)?,
                expression: expression(r, "expression")?,
            },
            OFFSET_EXTENDED_SF => Instruction::OffsetExtendedSf {
                register: reg(r)?,
                factored: r.sleb("offset operand")?,
            },
            DEF_CFA_SF => Instruction::DefCfaSf {
                register: reg(r)?,
                factored: r.sleb("offset operand")?,
            },
            DEF_CFA_OFFSET_SF => Instruction::DefCfaOffsetSf(r.sleb("offset operand")?),
            VAL_OFFSET => Instruction::ValOffset {
                register: reg(r)?,
                factored: r.uleb("offset operand")?,
            },
            VAL_OFFSET_SF => Instruction::ValOffsetSf {
                register: reg(r)?,
                factored: r.sleb("offset operand")?,
            },
            VAL_EXPRESSION => Instruction::ValExpression {
                register: reg(r)?,
                expression: expression(r, "expression")?,
            },
            GNU_ARGS_SIZE => Instruction::GnuArgsSize(r.uleb("size operand")?),
            GNU_NEGATIVE_OFFSET_EXTENDED => Instruction::GnuNegativeOffsetExtended {
                register: reg(r)?,
                factored: r.uleb("offset operand")?,
            },
            LLVM_DEF_ASPACE_CFA => Instruction::LlvmDefAspaceCfa {
                register: reg(r)?,
                offset: r.uleb("offset operand")?,
                address_space: r.uleb("address space operand")?,
            },
            LLVM_DEF_ASPACE_CFA_SF => Instruction::LlvmDefAspaceCfaSf {
                register: reg(r)?,
                factored: r.sleb("offset operand")?,
                address_space: r.uleb("address space operand")?,
            },
            other => return Err(r.error_at(ErrorKind::UnknownInstruction(other), at)),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;
    use crate::testutil::{sleb, uleb};

    fn ctx() -> DecodeContext {
        DecodeContext {
            section: SectionKind::DebugFrame,
            section_address: 0,
            address_size: 8,
            segment_selector_size: 0,
            pointer_encoding: None,
        }
    }

    fn cat(parts: &[&[u8]]) -> Vec<u8> {
        parts.concat()
    }

    /// One encoding of every instruction, with its decoding (expressions at offset 0x100 + n).
    fn vectors() -> Vec<(Vec<u8>, Instruction<'static>)> {
        const E: &[u8] = &[0x30, 0x36, 0xe9, 0x02]; // lit0, lit6, LLVM_user form_aspace_address
        let expr = |at: u64| Expression {
            bytes: E,
            offset: 0x100 + at,
        };
        let r = DwarfReg;
        vec![
            (vec![0x40 | 0x3f], Instruction::AdvanceLoc(0x3f)),
            (
                vec![0x80 | 0x10, 0x02],
                Instruction::Offset {
                    extended: false,
                    register: r(16),
                    factored: 2,
                },
            ),
            (
                vec![0xc0 | 0x05],
                Instruction::Restore {
                    extended: false,
                    register: r(5),
                },
            ),
            (vec![0x00], Instruction::Nop),
            (
                cat(&[&[0x01], &0x1234u64.to_le_bytes()]),
                Instruction::SetLoc(0x1234),
            ),
            (vec![0x02, 0xff], Instruction::AdvanceLoc1(0xff)),
            (vec![0x03, 0x34, 0x12], Instruction::AdvanceLoc2(0x1234)),
            (
                vec![0x04, 0x78, 0x56, 0x34, 0x12],
                Instruction::AdvanceLoc4(0x1234_5678),
            ),
            (
                cat(&[&[0x05], &uleb(2600), &uleb(320)]),
                Instruction::Offset {
                    extended: true,
                    register: r(2600),
                    factored: 320,
                },
            ),
            (
                cat(&[&[0x06], &uleb(2600)]),
                Instruction::Restore {
                    extended: true,
                    register: r(2600),
                },
            ),
            (
                cat(&[&[0x07], &uleb(2560)]),
                Instruction::Undefined(r(2560)),
            ),
            (cat(&[&[0x08], &uleb(65)]), Instruction::SameValue(r(65))),
            (
                cat(&[&[0x09], &uleb(65), &uleb(38)]),
                Instruction::Register {
                    register: r(65),
                    from: r(38),
                },
            ),
            (vec![0x0a], Instruction::RememberState),
            (vec![0x0b], Instruction::RestoreState),
            (
                cat(&[&[0x0c], &uleb(64), &uleb(300)]),
                Instruction::DefCfa {
                    register: r(64),
                    offset: 300,
                },
            ),
            (
                cat(&[&[0x0d], &uleb(65)]),
                Instruction::DefCfaRegister(r(65)),
            ),
            (
                cat(&[&[0x0e], &uleb(1000)]),
                Instruction::DefCfaOffset(1000),
            ),
            (
                cat(&[&[0x0f, 4], E]),
                Instruction::DefCfaExpression(expr(2)),
            ),
            (
                cat(&[&[0x10], &uleb(2601), &[4], E]),
                Instruction::Expression {
                    register: r(2601),
                    expression: expr(4),
                },
            ),
            (
                cat(&[&[0x11], &uleb(2600), &sleb(-3)]),
                Instruction::OffsetExtendedSf {
                    register: r(2600),
                    factored: -3,
                },
            ),
            (
                cat(&[&[0x12], &uleb(64), &sleb(-2)]),
                Instruction::DefCfaSf {
                    register: r(64),
                    factored: -2,
                },
            ),
            (
                cat(&[&[0x13], &sleb(-100)]),
                Instruction::DefCfaOffsetSf(-100),
            ),
            (
                cat(&[&[0x14], &uleb(65), &uleb(7)]),
                Instruction::ValOffset {
                    register: r(65),
                    factored: 7,
                },
            ),
            (
                cat(&[&[0x15], &uleb(65), &sleb(-7)]),
                Instruction::ValOffsetSf {
                    register: r(65),
                    factored: -7,
                },
            ),
            (
                cat(&[&[0x16], &uleb(65), &[4], E]),
                Instruction::ValExpression {
                    register: r(65),
                    expression: expr(3),
                },
            ),
            (
                cat(&[&[0x1d], &u64::MAX.to_le_bytes()]),
                Instruction::MipsAdvanceLoc8(u64::MAX),
            ),
            (cat(&[&[0x2e], &uleb(16)]), Instruction::GnuArgsSize(16)),
            (
                cat(&[&[0x2f], &uleb(65), &uleb(2)]),
                Instruction::GnuNegativeOffsetExtended {
                    register: r(65),
                    factored: 2,
                },
            ),
            (
                cat(&[&[0x30], &uleb(64), &uleb(0), &uleb(6)]),
                Instruction::LlvmDefAspaceCfa {
                    register: r(64),
                    offset: 0,
                    address_space: 6,
                },
            ),
            (
                cat(&[&[0x31], &uleb(65), &sleb(-16), &uleb(5)]),
                Instruction::LlvmDefAspaceCfaSf {
                    register: r(65),
                    factored: -16,
                    address_space: 5,
                },
            ),
        ]
    }

    #[test]
    fn every_instruction_decodes() {
        for (bytes, want) in vectors() {
            let got =
                decode_all(&bytes, 0x100, ctx()).unwrap_or_else(|e| panic!("{bytes:02x?}: {e}"));
            assert_eq!(got, vec![(0x100, want)], "{bytes:02x?}");
            assert_eq!(
                want.opcode() & if want.opcode() >= 0x40 { 0xc0 } else { 0xff },
                want.opcode()
            );
            assert_eq!(opcode_name(want.opcode()), Some(want.name()));
        }
    }

    /// Like iced-x86's coverage test: every opcode with a name has a test vector.
    #[test]
    fn every_named_opcode_has_a_vector() {
        let tested: std::collections::BTreeSet<u8> =
            vectors().iter().map(|(_, i)| i.opcode()).collect();
        for code in 0..=0xffu8 {
            let code = if code >= 0x40 { code & 0xc0 } else { code };
            if opcode_name(code).is_some() {
                assert!(tested.contains(&code), "no test vector for {code:#04x}");
            }
        }
    }

    #[test]
    fn every_truncation_is_an_error() {
        for (bytes, _) in vectors() {
            for len in 1..bytes.len() {
                let err = decode_all(&bytes[..len], 0x100, ctx()).unwrap_err();
                assert!(
                    matches!(err.kind, ErrorKind::Truncated(_)),
                    "{:02x?} cut at {len}: {err}",
                    bytes
                );
                assert!(
                    err.offset >= 0x100 && err.offset <= 0x100 + len as u64,
                    "{err}"
                );
            }
        }
    }

    #[test]
    fn unknown_opcodes_name_their_offset() {
        for code in (0x17..=0x1c).chain(0x1e..=0x2d).chain(0x32..=0x3f) {
            let err = decode_all(&[0x00, 0x00, code, 0x00], 0x40, ctx()).unwrap_err();
            assert_eq!(err.kind, ErrorKind::UnknownInstruction(code));
            assert_eq!(err.offset, 0x42);
            assert!(
                err.to_string().contains("at .debug_frame offset 0x42"),
                "{err}"
            );
        }
    }

    #[test]
    fn iteration_stops_after_the_first_error() {
        let items: Vec<_> = Instructions::new(&[0x00, 0x3f, 0x00], 0, ctx()).collect();
        assert_eq!(items.len(), 2);
        assert!(items[0].is_ok() && items[1].is_err());
    }

    #[test]
    fn huge_lebs_are_errors() {
        let mut bytes = vec![0x07];
        bytes.extend([0xff; 10]);
        bytes.push(0x01);
        let err = decode_all(&bytes, 0, ctx()).unwrap_err();
        assert_eq!(err.kind, ErrorKind::LebOverflow("register operand"));
        assert_eq!(err.offset, 1);
        // An expression length beyond the data.
        let err = decode_all(&[0x0f, 0xff, 0xff, 0xff, 0xff, 0x0f], 0, ctx()).unwrap_err();
        assert_eq!(err.kind, ErrorKind::Truncated("expression"));
        // ... or beyond usize on any host.
        let mut bytes = vec![0x0f];
        bytes.extend(uleb(u64::MAX));
        assert!(decode_all(&bytes, 0, ctx()).is_err());
    }

    #[test]
    fn set_loc_with_other_sizes_and_segment_selectors() {
        let mut c = ctx();
        c.address_size = 4;
        c.segment_selector_size = 2;
        let got = decode_all(&[0x01, 0xaa, 0xbb, 0x78, 0x56, 0x34, 0x12], 0, c).unwrap();
        assert_eq!(got[0].1, Instruction::SetLoc(0x1234_5678));
        // .eh_frame: pc-relative sdata4 at section address 0x1000, operand at offset 0x21.
        let c = DecodeContext {
            section: SectionKind::EhFrame,
            section_address: 0x1000,
            pointer_encoding: Some(0x1b),
            ..ctx()
        };
        let got = decode_all(&[0x01, 0xf0, 0xff, 0xff, 0xff], 0x20, c).unwrap();
        assert_eq!(got[0].1, Instruction::SetLoc(0x1000 + 0x21 - 0x10));
    }

    #[test]
    fn scaling() {
        let s = |i: Instruction<'_>| i.scaled(4, -8);
        assert_eq!(s(Instruction::AdvanceLoc(3)), Some(Scaled::Advance(12)));
        assert_eq!(
            s(Instruction::AdvanceLoc4(u32::MAX)),
            Some(Scaled::Advance(u64::from(u32::MAX) * 4))
        );
        assert_eq!(s(Instruction::MipsAdvanceLoc8(u64::MAX)), None);
        let off = Instruction::Offset {
            extended: true,
            register: DwarfReg(1),
            factored: 3,
        };
        assert_eq!(s(off), Some(Scaled::Offset(-24)));
        let neg = Instruction::GnuNegativeOffsetExtended {
            register: DwarfReg(1),
            factored: 3,
        };
        assert_eq!(s(neg), Some(Scaled::Offset(24)));
        assert_eq!(s(Instruction::DefCfaOffset(16)), Some(Scaled::Offset(16)));
        assert_eq!(s(Instruction::DefCfaOffset(u64::MAX)), None);
        assert_eq!(s(Instruction::DefCfaOffsetSf(i64::MIN)), None);
        let big = Instruction::ValOffset {
            register: DwarfReg(1),
            factored: u64::MAX,
        };
        assert_eq!(s(big), None);
        assert_eq!(s(Instruction::Nop), Some(Scaled::None));
    }

    #[test]
    fn register_names_follow_rocgdb() {
        let name = |n| DwarfReg(n).to_string();
        assert_eq!(name(16), "pc");
        assert_eq!(name(17), "exec");
        assert_eq!(name(1), "exec");
        assert_eq!(name(65), "s33");
        assert_eq!(name(1088), "s64");
        assert_eq!(name(2600), "v40");
        assert_eq!(name(1576), "v40");
        assert_eq!(name(3075), "a3");
        assert_eq!(name(99_999), "dwarf:99999");
        assert_eq!(
            DwarfReg(1576).wave_size(),
            Some(amdgpu::register::WaveSize::Wave32)
        );
        assert_eq!(
            DwarfReg(2600).wave_size(),
            Some(amdgpu::register::WaveSize::Wave64)
        );
    }
}
