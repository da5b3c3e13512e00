//! Text for people: instructions, rules and CFI expressions in llvm-dwarfdump's layout, with
//! ROCgdb's register names (`s33`, `v40`, `pc`) and hdb's address-space names
//! (`private_wave`). Expressions are decoded by `dwarf_ext::op`, which knows every DWARF 5
//! and `DW_OP_LLVM_*` operation in both encodings.

use std::fmt;

use dwarf_ext::op::{DecodeOptions, Op, Ops};

use crate::cie_fde::{Cie, Format};
use crate::instructions::{DwarfReg, Expression, Instruction, Scaled};
use crate::table::{CfaRule, RegisterRule};

/// The name of a DWARF address space: hdb's (`private_wave`, `private_lane3`) for the AMDGPU
/// spaces, `addrspaceN` otherwise (`amdgpu::DwarfSpaceName`).
pub fn address_space_name(number: u64) -> String {
    amdgpu::DwarfSpaceName(number).to_string()
}

impl Cie<'_> {
    /// How CFI expressions under this CIE decode: `encoding` for the LLVM operations, the
    /// CIE's address size, and the entry format's offset size.
    pub fn expression_options(&self, encoding: dwarf_ext::op::Encoding) -> DecodeOptions {
        DecodeOptions {
            encoding,
            address_size: self.address_size,
            offset_size: match self.format {
                Format::Dwarf32 => 4,
                Format::Dwarf64 => 8,
            },
            ..DecodeOptions::default()
        }
    }
}

/// One operation as text, with register operands named (`DW_OP_regx s30`); other operands
/// as `dwarf_ext` prints them.
pub fn op_text(op: &Op<'_>, options: DecodeOptions) -> String {
    let name = op.name_in(options.encoding);
    match *op {
        Op::Regx(r) | Op::CallFrameEntryReg(r) => format!("{name} {}", DwarfReg(r)),
        Op::Reg(n) => format!("{name} {}", DwarfReg(u64::from(n))),
        Op::Breg(n, d) => format!("{name} {}{d:+}", DwarfReg(u64::from(n))),
        Op::Bregx(r, d) | Op::AspaceBregx { reg: r, offset: d } => {
            format!("{name} {}{d:+}", DwarfReg(r))
        }
        Op::RegvalType { reg, ty } => format!("{name} {} {ty:#x}", DwarfReg(reg)),
        _ => op.display(options).to_string(),
    }
}

impl<'a> Expression<'a> {
    /// The decoded operations, as `(offset in the expression, op)`; stops after an error.
    pub fn ops(&self, options: DecodeOptions) -> Ops<'a> {
        Ops::new(self.bytes, options)
    }

    /// The operations as text, separated by `, `. Bytes that do not decode print as
    /// `<decoding error: …>` followed by the rest in hex, as llvm-dwarfdump does.
    pub fn display(&self, options: DecodeOptions) -> ExpressionDisplay<'a> {
        ExpressionDisplay {
            expression: *self,
            options,
        }
    }
}

/// [`Expression::display`]'s result.
#[derive(Debug, Clone, Copy)]
pub struct ExpressionDisplay<'a> {
    expression: Expression<'a>,
    options: DecodeOptions,
}

impl fmt::Display for ExpressionDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for item in self.expression.ops(self.options) {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            match item {
                Ok((_, op)) => f.write_str(&op_text(&op, self.options))?,
                Err(e) => {
                    write!(f, "<decoding error: {e}>")?;
                    let at = e
                        .offset
                        .map_or(0, |o| o as usize)
                        .min(self.expression.bytes.len());
                    for b in &self.expression.bytes[at..] {
                        write!(f, " {b:02x}")?;
                    }
                }
            }
        }
        Ok(())
    }
}

impl<'a> Instruction<'a> {
    /// The instruction as llvm-dwarfdump prints it (`DW_CFA_offset_extended: v40 1280`),
    /// with offsets and advances scaled by `cie`'s factors and expressions decoded with
    /// `options`. `location` is the location after the instruction; advances then end in
    /// `to 0x…`.
    pub fn display(
        &self,
        cie: &Cie<'a>,
        options: DecodeOptions,
        location: Option<u64>,
    ) -> InstructionDisplay<'a> {
        InstructionDisplay {
            instruction: *self,
            caf: cie.code_alignment_factor,
            daf: cie.data_alignment_factor,
            options,
            location,
        }
    }
}

/// [`Instruction::display`]'s result.
#[derive(Debug, Clone, Copy)]
pub struct InstructionDisplay<'a> {
    instruction: Instruction<'a>,
    caf: u64,
    daf: i64,
    options: DecodeOptions,
    location: Option<u64>,
}

impl fmt::Display for InstructionDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let i = &self.instruction;
        write!(f, "{}:", i.name())?;
        let scaled = i.scaled(self.caf, self.daf);
        let offset = || match scaled {
            Some(Scaled::Offset(o)) => o.to_string(),
            _ => "<overflow>".to_string(),
        };
        let expr = |e: &Expression<'_>| e.display(self.options).to_string();
        match i {
            Instruction::AdvanceLoc(_)
            | Instruction::AdvanceLoc1(_)
            | Instruction::AdvanceLoc2(_)
            | Instruction::AdvanceLoc4(_)
            | Instruction::MipsAdvanceLoc8(_) => {
                match scaled {
                    Some(Scaled::Advance(d)) => write!(f, " {d}")?,
                    _ => f.write_str(" <overflow>")?,
                }
                if let Some(loc) = self.location {
                    write!(f, " to {loc:#x}")?;
                }
                Ok(())
            }
            Instruction::SetLoc(a) => write!(f, " {a:#x}"),
            Instruction::Offset { register, .. }
            | Instruction::OffsetExtendedSf { register, .. }
            | Instruction::GnuNegativeOffsetExtended { register, .. }
            | Instruction::ValOffset { register, .. }
            | Instruction::ValOffsetSf { register, .. } => write!(f, " {register} {}", offset()),
            Instruction::Restore { register, .. }
            | Instruction::Undefined(register)
            | Instruction::SameValue(register)
            | Instruction::DefCfaRegister(register) => write!(f, " {register}"),
            Instruction::Register { register, from } => write!(f, " {register} {from}"),
            Instruction::RememberState | Instruction::RestoreState | Instruction::Nop => Ok(()),
            Instruction::DefCfa { register, .. } | Instruction::DefCfaSf { register, .. } => {
                let o = offset();
                let sign = if o.starts_with('-') { "" } else { "+" };
                write!(f, " {register} {sign}{o}")
            }
            Instruction::DefCfaOffset(_) | Instruction::DefCfaOffsetSf(_) => {
                let o = offset();
                let sign = if o.starts_with('-') { "" } else { "+" };
                write!(f, " {sign}{o}")
            }
            Instruction::LlvmDefAspaceCfa {
                register,
                address_space,
                ..
            }
            | Instruction::LlvmDefAspaceCfaSf {
                register,
                address_space,
                ..
            } => {
                let o = offset();
                let sign = if o.starts_with('-') { "" } else { "+" };
                write!(
                    f,
                    " {register} {sign}{o} in {}",
                    address_space_name(*address_space)
                )
            }
            Instruction::DefCfaExpression(e) => write!(f, " {}", expr(e)),
            Instruction::Expression {
                register,
                expression,
            }
            | Instruction::ValExpression {
                register,
                expression,
            } => write!(f, " {register} {}", expr(expression)),
            Instruction::GnuArgsSize(n) => write!(f, " {n}"),
        }
    }
}

impl<'a> CfaRule<'a> {
    /// The rule as text: `s32+0 in private_wave`, the expression's operations, or
    /// `undefined`.
    pub fn display(&self, options: DecodeOptions) -> String {
        match self {
            CfaRule::Expression(e) => e.display(options).to_string(),
            other => other.to_string(),
        }
    }
}

impl<'a> RegisterRule<'a> {
    /// The rule as llvm-dwarfdump prints it in a row: `undefined`, `same`, `[CFA+8]`
    /// (offset), `CFA+8` (val_offset), `s6` (register), `[ops]` (expression), `ops`
    /// (val_expression), `architectural`.
    pub fn display(&self, options: DecodeOptions) -> String {
        match self {
            RegisterRule::Undefined => "undefined".into(),
            RegisterRule::SameValue => "same".into(),
            RegisterRule::Offset(o) => format!("[CFA{o:+}]"),
            RegisterRule::ValOffset(o) => format!("CFA{o:+}"),
            RegisterRule::Register(r) => r.to_string(),
            RegisterRule::Expression(e) => format!("[{}]", e.display(options)),
            RegisterRule::ValExpression(e) => e.display(options).to_string(),
            RegisterRule::Architectural => "architectural".into(),
        }
    }

    /// The rule's kind: `undefined`, `same_value`, `offset`, `val_offset`, `register`,
    /// `expression`, `val_expression`, `architectural`.
    pub fn kind(&self) -> &'static str {
        match self {
            RegisterRule::Undefined => "undefined",
            RegisterRule::SameValue => "same_value",
            RegisterRule::Offset(_) => "offset",
            RegisterRule::ValOffset(_) => "val_offset",
            RegisterRule::Register(_) => "register",
            RegisterRule::Expression(_) => "expression",
            RegisterRule::ValExpression(_) => "val_expression",
            RegisterRule::Architectural => "architectural",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::Section;
    use dwarf_ext::op::Encoding;

    #[test]
    fn instructions_print_like_llvm_dwarfdump_with_rocgdb_names() {
        let mut s = Section::new();
        let cie = s.cie("[llvm:v0.0]", &[]);
        let insts = [
            0x30, 0x40, 0x00, 0x06, // LLVM_def_aspace_cfa s32, 0, 6
            0x31, 0x41, 0x7e, 0x05, // LLVM_def_aspace_cfa_sf s33, −2 × 4, 5
            0x10, 0x10, 0x08, 0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04,
            0x46, // advance 24
            0x05, 0xa8, 0x14, 0xc0, 0x02, // offset_extended v40, 320
            0x09, 0x41, 0x26, // register s33 s6
            0x0f, 0x02, 0x30, 0xe9, // def_cfa_expression lit0, <bad user op>
            0x0c, 0x40, 0x10, 0x13, 0x7f, 0x00,
        ];
        s.fde(cie, 0x1a00, 0x100, &insts);
        let f = s.frame();
        let fde = f.fde_for_pc(0x1a00).unwrap().unwrap();
        let o = fde.cie.expression_options(Encoding::UserOps);
        let text: Vec<String> = fde
            .instructions()
            .map(|i| {
                let (_, i) = i.unwrap();
                let loc = matches!(i, Instruction::AdvanceLoc(_)).then_some(0x1a18);
                i.display(&fde.cie, o, loc).to_string()
            })
            .collect();
        assert_eq!(
            text,
            [
                "DW_CFA_LLVM_def_aspace_cfa: s32 +0 in private_wave",
                "DW_CFA_LLVM_def_aspace_cfa_sf: s33 -8 in private_lane",
                "DW_CFA_expression: pc DW_OP_regx s30, DW_OP_piece 0x4, DW_OP_regx s31, DW_OP_piece 0x4",
                "DW_CFA_advance_loc: 24 to 0x1a18",
                "DW_CFA_offset_extended: v40 1280",
                "DW_CFA_register: s33 s6",
                "DW_CFA_def_cfa_expression: DW_OP_lit0, <decoding error: DW_OP_LLVM_user at offset 0x1: truncated operand> e9",
                "DW_CFA_def_cfa: s32 +16",
                "DW_CFA_def_cfa_offset_sf: -4",
                "DW_CFA_nop:",
            ]
        );
    }

    #[test]
    fn rules_print_like_llvm_dwarfdump_rows() {
        let o = DecodeOptions::default();
        let e = Expression {
            bytes: &[0x90, 0xa8, 0x14, 0xe9, 0x05, 0x10],
            offset: 0,
        };
        assert_eq!(
            RegisterRule::Expression(e).display(o),
            "[DW_OP_regx v40, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x10]"
        );
        assert_eq!(
            RegisterRule::ValExpression(e).display(o),
            "DW_OP_regx v40, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x10"
        );
        assert_eq!(RegisterRule::Offset(1280).display(o), "[CFA+1280]");
        assert_eq!(RegisterRule::ValOffset(-4).display(o), "CFA-4");
        assert_eq!(RegisterRule::Register(DwarfReg(38)).display(o), "s6");
        assert_eq!(RegisterRule::SameValue.display(o), "same");
        assert_eq!(RegisterRule::Undefined.display(o), "undefined");
        let entry = Expression {
            bytes: &[0xe9, 0x07, 0x01, 0x92, 0x41, 0x08, 0x71, 0x7c],
            offset: 0,
        };
        assert_eq!(
            entry.display(o).to_string(),
            "DW_OP_LLVM_user DW_OP_LLVM_call_frame_entry_reg exec, DW_OP_bregx s33+8, DW_OP_breg1 exec-4"
        );
        assert_eq!(CfaRule::Expression(e).display(o), e.display(o).to_string());
        assert_eq!(address_space_name(6), "private_wave");
        assert_eq!(address_space_name(4), "addrspace4");
    }
}
