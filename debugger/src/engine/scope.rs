//! `info scope`: the symbols of the blocks holding an address, innermost block first up to the
//! function (or inlined call) that holds them, and where each one lives as its DWARF location
//! says, read without a frame.

use std::ops::Range;

use amdgpu::{DwarfReg, RegisterKind};
use dwarf_ext::debuginfo::VarLocation;
use dwarf_ext::eval::XderefConvention;
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
        /// The address as arithmetic on registers (`($s33 >> 6) + 4`) when it is that
        /// simple, else the expression as llvm-dwarfdump prints it.
        expression: String,
    },
    /// A value in pieces (`DW_OP_piece`): each piece's location (`None`: the piece is
    /// optimized out) and its size in bytes.
    Pieces(Vec<(Option<SymbolLocation>, u64)>),
    /// Memory at an offset from the function's frame base (`DW_OP_fbreg`), in an address
    /// space when the expression names one (else the frame base's own).
    FrameBase {
        /// Bytes from the frame base.
        offset: i64,
        /// The address space (`private_lane`), when the expression converts to one.
        space: Option<String>,
    },
    /// A value the expression computes (`DW_OP_stack_value`).
    Computed {
        /// The expression, as llvm-dwarfdump prints it.
        expression: String,
    },
    /// Anything else: each operation's offset and text.
    Expression(Vec<(usize, String)>),
    /// A location list's entries: each (loaded) range and its location.
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
            if s.is_function() {
                break;
            }
        }
        let types = self.types.entry(mi).or_default();
        let mut out = Vec::new();
        for block in blocks {
            for v in at.variables.iter().filter(|v| v.scope == block) {
                let byte_size = types.type_of(info, v.die).ok().and_then(|t| t.byte_size());
                // gdb lists a location list's every range, not only the address's.
                let location = info
                    .variable_locations(unit, v.die)
                    .unwrap_or_else(|_| v.location.clone());
                out.push(ScopeSymbol {
                    name: v.name.clone().unwrap_or_else(|| "<anonymous>".into()),
                    byte_size,
                    location: symbol_location(&location, decode, xderef, base),
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
    if ops.iter().any(|(_, op)| matches!(op, Op::Piece(_))) {
        let mut pieces = Vec::new();
        let mut part = Vec::new();
        for (at, op) in ops.iter().cloned() {
            match op {
                Op::Piece(n) => {
                    let piece = if part.is_empty() {
                        None
                    } else {
                        Some(describe_ops(std::mem::take(&mut part), decode, xderef))
                    };
                    pieces.push((piece, n));
                }
                op => part.push((at, op)),
            }
        }
        if part.is_empty() {
            return SymbolLocation::Pieces(pieces);
        }
    }
    describe_ops(ops, decode, xderef)
}

/// [`describe_expression`] for a decoded expression without pieces.
fn describe_ops(
    ops: Vec<(usize, Op<'_>)>,
    decode: DecodeOptions,
    xderef: XderefConvention,
) -> SymbolLocation {
    let text = || {
        let without_space = &ops[..ops.len().saturating_sub(address_space_suffix(&ops))];
        address_arithmetic(without_space).unwrap_or_else(|| {
            ops.iter()
                .map(|(_, op)| dump::op_text(op, decode))
                .collect::<Vec<_>>()
                .join(", ")
        })
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
        [Op::Fbreg(offset)] => SymbolLocation::FrameBase {
            offset: *offset,
            space: None,
        },
        [Op::Fbreg(offset), Op::Lit(class), Op::Swap, Op::Xderef] => {
            match class_space(u64::from(*class)) {
                Some(space) => SymbolLocation::FrameBase {
                    offset: *offset,
                    space: Some(space.to_string()),
                },
                None => SymbolLocation::Expression(listing(&ops, decode)),
            }
        }
        [Op::Fbreg(offset), Op::Lit(space), Op::FormAspaceAddress] => SymbolLocation::FrameBase {
            offset: *offset,
            space: Some(AddrSpace(u32::from(*space)).to_string()),
        },
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
        [Op::Addr(_)] => SymbolLocation::Memory {
            space: AddrSpace::GLOBAL.to_string(),
            expression: text(),
        },
        _ => SymbolLocation::Expression(listing(&ops, decode)),
    }
}

/// How many operations at the end of `ops` convert the address to an address space
/// (`litN, swap, xderef` or `litN, DW_OP_LLVM_form_aspace_address`).
fn address_space_suffix(ops: &[(usize, Op<'_>)]) -> usize {
    let only: Vec<&Op<'_>> = ops.iter().map(|(_, op)| op).collect();
    match only.as_slice() {
        [.., Op::Lit(_), Op::Swap, Op::Xderef] => 3,
        [.., Op::Lit(_) | Op::Const(..), Op::FormAspaceAddress] => 2,
        _ => 0,
    }
}

/// An address computed from registers and constants, as arithmetic (`($s33 >> 6) + 4`);
/// `None` when the operations do more than that. A register's value is `DW_OP_bregx R, 0`
/// or a register location read back (`DW_OP_regx R, DW_OP_deref_size N`); a
/// `DW_OP_stack_value` read back with `DW_OP_deref_size` is the value itself.
fn address_arithmetic(ops: &[(usize, Op<'_>)]) -> Option<String> {
    // Each entry: the text and its operator's binding strength, C's (an atom binds most).
    const ATOM: u8 = 4;
    let mut stack: Vec<(String, u8)> = Vec::new();
    let reg = |r: u64| format!("${}", DwarfReg(r));
    let offset = |r: String, d: i64| {
        if d == 0 {
            (r, ATOM)
        } else {
            (format!("{r} {} {}", sign(d), d.unsigned_abs()), 2)
        }
    };
    let mut k = 0;
    while k < ops.len() {
        let op = &ops[k].1;
        let next = ops.get(k + 1).map(|(_, o)| o);
        match (op, next) {
            (Op::Regx(r), Some(Op::DerefSize(_))) => {
                stack.push((reg(*r), ATOM));
                k += 1;
            }
            (Op::Reg(r), Some(Op::DerefSize(_))) => {
                stack.push((reg(u64::from(*r)), ATOM));
                k += 1;
            }
            (Op::StackValue, Some(Op::DerefSize(_))) => k += 1,
            (Op::Bregx(r, d), _) => stack.push(offset(reg(*r), *d)),
            (Op::Breg(r, d), _) => stack.push(offset(reg(u64::from(*r)), *d)),
            (Op::Lit(v), _) => stack.push((v.to_string(), ATOM)),
            (Op::Const(form, v), _) if form.signed() => stack.push(((*v as i64).to_string(), ATOM)),
            (Op::Const(_, v), _) => stack.push((v.to_string(), ATOM)),
            (Op::PlusUconst(v), _) => {
                let (a, p) = stack.pop()?;
                let a = if p >= 2 { a } else { format!("({a})") };
                stack.push((format!("{a} + {v}"), 2));
            }
            (Op::Plus | Op::Minus | Op::Mul | Op::Shl | Op::Shr | Op::And, _) => {
                let (b, pb) = stack.pop()?;
                let (a, pa) = stack.pop()?;
                let (symbol, p) = match op {
                    Op::Mul => ("*", 3),
                    Op::Plus => ("+", 2),
                    Op::Minus => ("-", 2),
                    Op::Shl => ("<<", 1),
                    Op::Shr => (">>", 1),
                    _ => ("&", 0),
                };
                // Left-associative: the left operand may bind as strongly as the operator,
                // the right one must bind more strongly (but `+` and `*` associate).
                let a = if pa >= p { a } else { format!("({a})") };
                let associative = matches!(op, Op::Plus | Op::Mul);
                let b = if pb > p || (associative && pb == p) {
                    b
                } else {
                    format!("({b})")
                };
                stack.push((format!("{a} {symbol} {b}"), p));
            }
            _ => return None,
        }
        k += 1;
    }
    match stack.as_slice() {
        [(one, _)] => Some(one.clone()),
        _ => None,
    }
}

fn sign(d: i64) -> char {
    if d < 0 {
        '-'
    } else {
        '+'
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
        assert_eq!(
            describe(
                "DW_OP_fbreg 20, DW_OP_lit5, DW_OP_swap, DW_OP_xderef",
                XderefConvention::UpstreamClang22
            ),
            SymbolLocation::FrameBase {
                offset: 20,
                space: Some("private_lane".into())
            }
        );
        assert_eq!(
            describe(
                "DW_OP_regx 65, DW_OP_deref_size 4, DW_OP_lit6, DW_OP_shr, DW_OP_lit4, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit5, DW_OP_swap, DW_OP_xderef",
                XderefConvention::UpstreamClang22
            ),
            SymbolLocation::Memory {
                space: "private_lane".into(),
                expression: "($s33 >> 6) + 4".into()
            }
        );
        assert_eq!(
            describe(
                "DW_OP_bregx 65 -8, DW_OP_lit2, DW_OP_lit3, DW_OP_plus, DW_OP_mul, DW_OP_lit5, DW_OP_swap, DW_OP_xderef",
                XderefConvention::UpstreamClang22
            ),
            SymbolLocation::Memory {
                space: "private_lane".into(),
                expression: "($s33 - 8) * (2 + 3)".into()
            }
        );
        assert_eq!(
            describe(
                "DW_OP_piece 4, DW_OP_regx 2563, DW_OP_piece 4",
                XderefConvention::Dwarf5
            ),
            SymbolLocation::Pieces(vec![
                (None, 4),
                (
                    Some(SymbolLocation::Register {
                        name: "v3".into(),
                        per_lane: true
                    }),
                    4
                )
            ])
        );
        assert_eq!(
            describe("DW_OP_fbreg -8", XderefConvention::Dwarf5),
            SymbolLocation::FrameBase {
                offset: -8,
                space: None
            }
        );
        assert!(matches!(
            describe(
                "DW_OP_lit1, DW_OP_lit2, DW_OP_plus, DW_OP_stack_value",
                legacy
            ),
            SymbolLocation::Computed { .. }
        ));
    }
}
