//! `info scope`: the symbols of the blocks holding an address, innermost block first up to the
//! function (or inlined call) that holds them, and where each one lives as its DWARF location
//! says, read without a frame.

use std::ops::Range;

use amdgpu::{DwarfReg, RegisterKind};
use dwarf_ext::debuginfo::VarLocation;
use dwarf_ext::eval::XderefConvention;
use dwarf_ext::gimli;
use dwarf_ext::op::{DecodeOptions, Op, Ops};
use dwarf_ext::{dump, AddrSpace};

use super::session::Session;

/// A variable or parameter of a block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScopeSymbol {
    /// Its name (`<anonymous>` when the DWARF gives none).
    pub name: String,
    /// Its type's size in bytes, when the type has one.
    pub byte_size: Option<u64>,
    /// Where it lives at the address asked about.
    pub location: SymbolLocation,
}

/// Where a symbol lives, as its location description says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SymbolLocation {
    /// No location and no constant value.
    OptimizedOut,
    /// A location list with no entry for the address.
    NotLive,
    /// A constant (`DW_AT_const_value`, or a literal pushed as the value), little-endian.
    Constant(Vec<u8>),
    /// The whole value in a register: for a vector register, the lane's 4-byte slice.
    Register {
        /// The register as ROCgdb names it (`v3`, `s5`).
        name: String,
        /// A vector register (each lane its own slice).
        per_lane: bool,
    },
    /// Memory in an address space at an address the expression computes.
    Memory {
        /// The address space (`private_lane`, `local`, `global`).
        space: String,
        /// The expression, as llvm-dwarfdump prints it.
        expression: String,
    },
    /// A value the expression computes (`DW_OP_stack_value`).
    Computed {
        /// The expression, as llvm-dwarfdump prints it.
        expression: String,
    },
    /// Anything else: each operation's offset and text.
    Expression(Vec<(usize, String)>),
    /// Location-list entries covering the address: each (loaded) range and its location.
    List(Vec<(Range<u64>, SymbolLocation)>),
}

impl Session {
    /// The symbols of the blocks holding loaded address `address`: innermost block first,
    /// each block's in DIE order, up to the innermost function or inlined call (gdb's
    /// `info scope`). `None` when no DWARF (or unreadable DWARF) covers the address.
    pub fn scope_symbols(&mut self, address: u64) -> Option<Vec<ScopeSymbol>> {
        let mi = self.module_at(address)?;
        let m = &self.modules[mi.0];
        let base = m.load_base;
        let elf = address - base;
        let info = m.debug_info().ok()?;
        let at = info.lookup(elf).ok()??;
        let unit = info.units().get(at.unit)?;
        let decode = unit.decode_options();
        let xderef = unit.eval_options().xderef;
        let mut blocks = Vec::new();
        for s in at.scopes.iter().rev() {
            blocks.push(s.die);
            if s.tag == gimli::DW_TAG_subprogram || s.tag == gimli::DW_TAG_inlined_subroutine {
                break;
            }
        }
        let types = self.types.entry(mi).or_default();
        let mut out = Vec::new();
        for block in blocks {
            for v in at.variables.iter().filter(|v| v.scope == block) {
                let byte_size = types.type_of(info, v.die).ok().and_then(|t| t.byte_size());
                out.push(ScopeSymbol {
                    name: v.name.clone().unwrap_or_else(|| "<anonymous>".into()),
                    byte_size,
                    location: symbol_location(&v.location, decode, xderef, base),
                });
            }
        }
        Some(out)
    }
}

/// `base`: the module's load base, added to location-list ranges.
fn symbol_location(
    location: &VarLocation,
    decode: DecodeOptions,
    xderef: XderefConvention,
    base: u64,
) -> SymbolLocation {
    match location {
        VarLocation::None => SymbolLocation::OptimizedOut,
        VarLocation::NotLive => SymbolLocation::NotLive,
        VarLocation::Const(bytes) => SymbolLocation::Constant(bytes.clone()),
        VarLocation::Expressions(list) => match list.as_slice() {
            [(None, bytes)] => describe_expression(bytes, decode, xderef),
            entries => SymbolLocation::List(
                entries
                    .iter()
                    .map(|(range, bytes)| {
                        (
                            range.clone().map_or(0..0, |r| r.start + base..r.end + base),
                            describe_expression(bytes, decode, xderef),
                        )
                    })
                    .collect(),
            ),
        },
    }
}

/// What one location expression says, recognised from its operations (no frame is read).
fn describe_expression(
    bytes: &[u8],
    decode: DecodeOptions,
    xderef: XderefConvention,
) -> SymbolLocation {
    let mut ops = Vec::new();
    for item in Ops::new(bytes, decode) {
        match item {
            Ok(op) => ops.push(op),
            Err(_) => break,
        }
    }
    let text = || {
        ops.iter()
            .map(|(_, op)| dump::op_text(op, decode))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let register = |reg: u64| {
        let per_lane = DwarfReg(reg)
            .decode()
            .is_ok_and(|d| matches!(d.kind, RegisterKind::Vgpr(_) | RegisterKind::Agpr(_)));
        SymbolLocation::Register {
            name: DwarfReg(reg).to_string(),
            per_lane,
        }
    };
    let only: Vec<&Op<'_>> = ops.iter().map(|(_, op)| op).collect();
    // Upstream clang's address-class suffix `litN, swap, xderef` (see the evaluator).
    let class_space = |class: u64| match (xderef, class) {
        (XderefConvention::UpstreamClangLegacyClasses, 1) => Some(AddrSpace::PRIVATE_LANE),
        (XderefConvention::UpstreamClangLegacyClasses, 2) => Some(AddrSpace::LOCAL),
        (XderefConvention::UpstreamClang22, c) => Some(AddrSpace(c as u32)),
        _ => None,
    };
    match only.as_slice() {
        [Op::Reg(r)] => register(u64::from(*r)),
        [Op::Regx(r)] => register(*r),
        // `bregx R, 0, litN, swap, xderef`: the value in register R.
        [Op::Bregx(r, 0), Op::Lit(_), Op::Swap, Op::Xderef]
            if xderef != XderefConvention::Dwarf5 =>
        {
            register(*r)
        }
        [Op::Breg(r, 0), Op::Lit(_), Op::Swap, Op::Xderef]
            if xderef != XderefConvention::Dwarf5 =>
        {
            register(u64::from(*r))
        }
        [Op::Lit(k), Op::StackValue] => {
            SymbolLocation::Constant(u64::from(*k).to_le_bytes().to_vec())
        }
        [Op::Const(_, k), Op::StackValue] => SymbolLocation::Constant(k.to_le_bytes().to_vec()),
        [Op::Lit(k), Op::Lit(_), Op::Swap, Op::Xderef, Op::StackValue]
            if xderef != XderefConvention::Dwarf5 =>
        {
            SymbolLocation::Constant(u64::from(*k).to_le_bytes().to_vec())
        }
        [Op::Const(_, k), Op::Lit(_), Op::Swap, Op::Xderef, Op::StackValue]
            if xderef != XderefConvention::Dwarf5 =>
        {
            SymbolLocation::Constant(k.to_le_bytes().to_vec())
        }
        [.., Op::StackValue] => SymbolLocation::Computed { expression: text() },
        [.., Op::Lit(class), Op::Swap, Op::Xderef] => match class_space(u64::from(*class)) {
            Some(space) => SymbolLocation::Memory {
                space: space.to_string(),
                expression: text(),
            },
            None => SymbolLocation::Expression(listing(&ops, decode)),
        },
        [.., Op::Lit(space), Op::FormAspaceAddress] => SymbolLocation::Memory {
            space: AddrSpace(u32::from(*space)).to_string(),
            expression: text(),
        },
        [.., Op::Const(_, space), Op::FormAspaceAddress] => SymbolLocation::Memory {
            space: AddrSpace(*space as u32).to_string(),
            expression: text(),
        },
        [Op::Addr(_)] | [Op::Fbreg(_)] => SymbolLocation::Memory {
            space: AddrSpace::GLOBAL.to_string(),
            expression: text(),
        },
        _ => SymbolLocation::Expression(listing(&ops, decode)),
    }
}

fn listing(ops: &[(usize, Op<'_>)], decode: DecodeOptions) -> Vec<(usize, String)> {
    ops.iter()
        .map(|(at, op)| (*at, dump::op_text(op, decode)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dwarf_ext::text::assemble;

    fn describe(text: &str, xderef: XderefConvention) -> SymbolLocation {
        let decode = DecodeOptions::default();
        let bytes = assemble(text, &decode).unwrap();
        describe_expression(&bytes, decode, xderef)
    }

    #[test]
    fn locations_in_words() {
        let legacy = XderefConvention::UpstreamClangLegacyClasses;
        assert_eq!(
            describe("DW_OP_regx 2563", XderefConvention::Dwarf5),
            SymbolLocation::Register {
                name: "v3".into(),
                per_lane: true
            }
        );
        assert_eq!(
            describe(
                "DW_OP_bregx 2563 0, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
                legacy
            ),
            SymbolLocation::Register {
                name: "v3".into(),
                per_lane: true
            }
        );
        assert_eq!(
            describe("DW_OP_regx 37", XderefConvention::Dwarf5),
            SymbolLocation::Register {
                name: "s5".into(),
                per_lane: false
            }
        );
        assert_eq!(
            describe(
                "DW_OP_consts 13, DW_OP_lit1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value",
                legacy
            ),
            SymbolLocation::Constant(13u64.to_le_bytes().to_vec())
        );
        assert!(matches!(
            describe("DW_OP_regx 33, DW_OP_lit4, DW_OP_plus, DW_OP_lit1, DW_OP_swap, DW_OP_xderef", legacy),
            SymbolLocation::Memory { space, .. } if space == "private_lane"
        ));
        assert!(matches!(
            describe(
                "DW_OP_lit1, DW_OP_lit2, DW_OP_plus, DW_OP_stack_value",
                legacy
            ),
            SymbolLocation::Computed { .. }
        ));
    }
}
