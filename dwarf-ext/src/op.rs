//! DWARF operations: decoding from both encodings, printing, and encoding back to bytes.
//!
//! Decoding is separate from evaluating (gimli's `Operation::parse` shape): [`decode`] turns
//! the bytes at one offset into one [`Op`], borrowing block operands from the expression.
//!
//! Two encodings of the heterogeneous-debugging operations exist (extension A.7.7.1; notes
//! `dwarf-ext.md` §1.1, `producers.md` §3):
//! * [`Encoding::UserOps`] — current LLVM and AMD's fork: `DW_OP_LLVM_user` (0xe9) followed
//!   by a ULEB128 sub-opcode. Here 0xe1..=0xe8 are the HP/Intel vendor operations of LLVM's
//!   `Dwarf.def`, so they are an "unknown vendor opcode" error, not LLVM operations.
//! * [`Encoding::Legacy`] — the older drafts' single bytes 0xe1..=0xec
//!   (`-emit-heterogeneous-dwarf-as-user-ops=false`).
//!
//! Four operations of the published extension have no sub-opcode yet ("TBA"):
//! `DW_OP_LLVM_aspace_implicit_pointer`, `DW_OP_LLVM_push_iteration`, `DW_OP_LLVM_overlay`
//! and `DW_OP_LLVM_bit_overlay`. They decode only where the caller assigns them a code in
//! [`TbaOps`]; under [`Encoding::Legacy`], `aspace_implicit_pointer` is the spec's 0xe9.
//!
//! Text follows llvm-dwarfdump's operation names (`DW_OP_LLVM_user DW_OP_LLVM_offset` for a
//! user operation) with numeric operands: unsigned ones in hex, signed displacements with a
//! sign (`DW_OP_fbreg -8`), constants in decimal for the signed forms.

use std::fmt;

use crate::error::{Error, ErrorKind};
use crate::leb;
pub use crate::optable::DW_OP_LLVM_USER;
use crate::optable::{self, OperandKind, LLVM};

/// How the heterogeneous-debugging operations are encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Encoding {
    /// `DW_OP_LLVM_user` (0xe9) + ULEB128 sub-opcode (current LLVM, AMD's fork).
    #[default]
    UserOps,
    /// The single bytes 0xe1..=0xec of the older drafts.
    Legacy,
}

/// Codes for the operations the extension leaves "TBA". Under [`Encoding::UserOps`] each is
/// a `DW_OP_LLVM_user` sub-opcode; under [`Encoding::Legacy`] a single opcode byte (only
/// values 0xe0..=0xff are honoured). Unset operations cannot be decoded or encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TbaOps {
    /// `DW_OP_LLVM_aspace_implicit_pointer` under [`Encoding::UserOps`] (the legacy byte is
    /// always 0xe9).
    pub aspace_implicit_pointer: Option<u64>,
    /// `DW_OP_LLVM_push_iteration`.
    pub push_iteration: Option<u64>,
    /// `DW_OP_LLVM_overlay`.
    pub overlay: Option<u64>,
    /// `DW_OP_LLVM_bit_overlay`.
    pub bit_overlay: Option<u64>,
}

/// Everything decoding needs besides the bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DecodeOptions {
    /// The encoding of the LLVM operations.
    pub encoding: Encoding,
    /// Codes for the operations without an assigned sub-opcode.
    pub tba: TbaOps,
    /// Size of `DW_OP_addr`'s operand (the unit's address size; 8 on AMDGPU).
    pub address_size: u8,
    /// Size of `DW_OP_call_ref`/`DW_OP_implicit_pointer` DIE offsets (4 for 32-bit DWARF,
    /// 8 for 64-bit DWARF).
    pub offset_size: u8,
}

impl Default for DecodeOptions {
    fn default() -> Self {
        DecodeOptions {
            encoding: Encoding::UserOps,
            tba: TbaOps::default(),
            address_size: 8,
            offset_size: 4,
        }
    }
}

impl DecodeOptions {
    /// The default options with another encoding.
    pub fn with_encoding(encoding: Encoding) -> Self {
        DecodeOptions {
            encoding,
            ..DecodeOptions::default()
        }
    }
}

/// The form of a `DW_OP_const*` operation (kept for printing and re-encoding).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ConstForm {
    /// `DW_OP_const1u`.
    U1,
    /// `DW_OP_const1s`.
    S1,
    /// `DW_OP_const2u`.
    U2,
    /// `DW_OP_const2s`.
    S2,
    /// `DW_OP_const4u`.
    U4,
    /// `DW_OP_const4s`.
    S4,
    /// `DW_OP_const8u`.
    U8,
    /// `DW_OP_const8s`.
    S8,
    /// `DW_OP_constu` (ULEB128).
    U,
    /// `DW_OP_consts` (SLEB128).
    S,
}

impl ConstForm {
    /// Whether the constant is signed (`DW_OP_const1s`…`DW_OP_consts`).
    pub fn signed(self) -> bool {
        matches!(
            self,
            ConstForm::S1 | ConstForm::S2 | ConstForm::S4 | ConstForm::S8 | ConstForm::S
        )
    }
}

/// One decoded operation. Block operands borrow the expression bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(missing_docs)] // the variants are the DWARF operations of the same name
pub enum Op<'a> {
    Addr(u64),
    Deref,
    /// `DW_OP_const*`; signed forms hold the sign-extended value.
    Const(ConstForm, u64),
    /// `DW_OP_lit0` .. `DW_OP_lit31`.
    Lit(u8),
    Dup,
    Drop,
    Over,
    Pick(u8),
    Swap,
    Rot,
    Xderef,
    Abs,
    And,
    Div,
    Minus,
    Mod,
    Mul,
    Neg,
    Not,
    Or,
    Plus,
    PlusUconst(u64),
    Shl,
    Shr,
    Shra,
    Xor,
    /// Branch displacement, from the end of the operation.
    Bra(i16),
    Eq,
    Ge,
    Gt,
    Le,
    Lt,
    Ne,
    /// Skip displacement, from the end of the operation.
    Skip(i16),
    /// `DW_OP_reg0` .. `DW_OP_reg31`.
    Reg(u8),
    /// `DW_OP_breg0` .. `DW_OP_breg31` with the displacement.
    Breg(u8, i64),
    Regx(u64),
    Fbreg(i64),
    Bregx(u64, i64),
    Piece(u64),
    DerefSize(u8),
    XderefSize(u8),
    Nop,
    PushObjectAddress,
    Call2(u16),
    Call4(u32),
    CallRef(u64),
    FormTlsAddress,
    CallFrameCfa,
    BitPiece {
        size: u64,
        offset: u64,
    },
    ImplicitValue(&'a [u8]),
    StackValue,
    ImplicitPointer {
        die: u64,
        offset: i64,
    },
    Addrx(u64),
    Constx(u64),
    EntryValue(&'a [u8]),
    ConstType {
        ty: u64,
        bytes: &'a [u8],
    },
    RegvalType {
        reg: u64,
        ty: u64,
    },
    DerefType {
        size: u8,
        ty: u64,
    },
    XderefType {
        size: u8,
        ty: u64,
    },
    Convert(u64),
    Reinterpret(u64),
    /// `DW_OP_LLVM_nop` (user sub-op 0x01; no legacy byte).
    LlvmNop,
    FormAspaceAddress,
    PushLane,
    Offset,
    OffsetUconst(u64),
    BitOffset,
    CallFrameEntryReg(u64),
    Undefined,
    AspaceBregx {
        reg: u64,
        offset: i64,
    },
    PieceEnd,
    Extend {
        bits: u64,
        count: u64,
    },
    SelectBitPiece {
        bits: u64,
        count: u64,
    },
    /// No assigned sub-opcode (see [`TbaOps`]); legacy byte 0xe9.
    AspaceImplicitPointer {
        die: u64,
        offset: i64,
    },
    /// No assigned code (see [`TbaOps`]).
    PushIteration,
    /// No assigned code (see [`TbaOps`]).
    Overlay,
    /// No assigned code (see [`TbaOps`]).
    BitOverlay,
}

/// An operand value, as the table's [`OperandKind`]s carry them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Val<'a> {
    /// An unsigned number.
    U(u64),
    /// A signed number.
    S(i64),
    /// A block of bytes.
    B(&'a [u8]),
}

impl Val<'_> {
    fn u(self) -> u64 {
        match self {
            Val::U(v) => v,
            Val::S(v) => v as u64,
            Val::B(b) => b.len() as u64,
        }
    }

    fn s(self) -> i64 {
        match self {
            Val::S(v) => v,
            Val::U(v) => v as i64,
            Val::B(b) => b.len() as i64,
        }
    }
}

/// Where an operation sits in the operation table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Code {
    /// A standard opcode.
    Standard(u8),
    /// An index into [`optable::LLVM`].
    Llvm(usize),
}

impl Code {
    fn operands(self) -> &'static [OperandKind] {
        match self {
            Code::Standard(c) => optable::standard(c).map_or(&[], |s| s.operands),
            Code::Llvm(i) => LLVM[i].operands,
        }
    }
}

const CONST_FORMS: [ConstForm; 10] = [
    ConstForm::U1,
    ConstForm::S1,
    ConstForm::U2,
    ConstForm::S2,
    ConstForm::U4,
    ConstForm::S4,
    ConstForm::U8,
    ConstForm::S8,
    ConstForm::U,
    ConstForm::S,
];

impl<'a> Op<'a> {
    /// The operation's place in the table and its operand values, in encoding order (unused
    /// slots are `U(0)`). With [`Op::from_parts`], the one map between [`Op`] variants and
    /// the table.
    fn parts(&self) -> (Code, [Val<'a>; 2]) {
        use Val::{B, S, U};
        const Z: Val<'static> = U(0);
        let std = |c: u8, a: Val<'a>, b: Val<'a>| (Code::Standard(c), [a, b]);
        let llvm = |i: usize, a: Val<'a>, b: Val<'a>| (Code::Llvm(i), [a, b]);
        match *self {
            Op::Addr(a) => std(0x03, U(a), Z),
            Op::Deref => std(0x06, Z, Z),
            Op::Const(form, v) => {
                let code = 0x08 + CONST_FORMS.iter().position(|f| *f == form).unwrap_or(0) as u8;
                std(code, if form.signed() { S(v as i64) } else { U(v) }, Z)
            }
            Op::Lit(n) => std(0x30 + (n & 31), Z, Z),
            Op::Dup => std(0x12, Z, Z),
            Op::Drop => std(0x13, Z, Z),
            Op::Over => std(0x14, Z, Z),
            Op::Pick(n) => std(0x15, U(u64::from(n)), Z),
            Op::Swap => std(0x16, Z, Z),
            Op::Rot => std(0x17, Z, Z),
            Op::Xderef => std(0x18, Z, Z),
            Op::Abs => std(0x19, Z, Z),
            Op::And => std(0x1a, Z, Z),
            Op::Div => std(0x1b, Z, Z),
            Op::Minus => std(0x1c, Z, Z),
            Op::Mod => std(0x1d, Z, Z),
            Op::Mul => std(0x1e, Z, Z),
            Op::Neg => std(0x1f, Z, Z),
            Op::Not => std(0x20, Z, Z),
            Op::Or => std(0x21, Z, Z),
            Op::Plus => std(0x22, Z, Z),
            Op::PlusUconst(v) => std(0x23, U(v), Z),
            Op::Shl => std(0x24, Z, Z),
            Op::Shr => std(0x25, Z, Z),
            Op::Shra => std(0x26, Z, Z),
            Op::Xor => std(0x27, Z, Z),
            Op::Bra(d) => std(0x28, S(i64::from(d)), Z),
            Op::Eq => std(0x29, Z, Z),
            Op::Ge => std(0x2a, Z, Z),
            Op::Gt => std(0x2b, Z, Z),
            Op::Le => std(0x2c, Z, Z),
            Op::Lt => std(0x2d, Z, Z),
            Op::Ne => std(0x2e, Z, Z),
            Op::Skip(d) => std(0x2f, S(i64::from(d)), Z),
            Op::Reg(n) => std(0x50 + (n & 31), Z, Z),
            Op::Breg(n, d) => std(0x70 + (n & 31), S(d), Z),
            Op::Regx(r) => std(0x90, U(r), Z),
            Op::Fbreg(d) => std(0x91, S(d), Z),
            Op::Bregx(r, d) => std(0x92, U(r), S(d)),
            Op::Piece(n) => std(0x93, U(n), Z),
            Op::DerefSize(n) => std(0x94, U(u64::from(n)), Z),
            Op::XderefSize(n) => std(0x95, U(u64::from(n)), Z),
            Op::Nop => std(0x96, Z, Z),
            Op::PushObjectAddress => std(0x97, Z, Z),
            Op::Call2(d) => std(0x98, U(u64::from(d)), Z),
            Op::Call4(d) => std(0x99, U(u64::from(d)), Z),
            Op::CallRef(d) => std(0x9a, U(d), Z),
            Op::FormTlsAddress => std(0x9b, Z, Z),
            Op::CallFrameCfa => std(0x9c, Z, Z),
            Op::BitPiece { size, offset } => std(0x9d, U(size), U(offset)),
            Op::ImplicitValue(b) => std(0x9e, B(b), Z),
            Op::StackValue => std(0x9f, Z, Z),
            Op::ImplicitPointer { die, offset } => std(0xa0, U(die), S(offset)),
            Op::Addrx(i) => std(0xa1, U(i), Z),
            Op::Constx(i) => std(0xa2, U(i), Z),
            Op::EntryValue(b) => std(0xa3, B(b), Z),
            Op::ConstType { ty, bytes } => std(0xa4, U(ty), B(bytes)),
            Op::RegvalType { reg, ty } => std(0xa5, U(reg), U(ty)),
            Op::DerefType { size, ty } => std(0xa6, U(u64::from(size)), U(ty)),
            Op::XderefType { size, ty } => std(0xa7, U(u64::from(size)), U(ty)),
            Op::Convert(t) => std(0xa8, U(t), Z),
            Op::Reinterpret(t) => std(0xa9, U(t), Z),
            Op::LlvmNop => llvm(0, Z, Z),
            Op::FormAspaceAddress => llvm(1, Z, Z),
            Op::PushLane => llvm(2, Z, Z),
            Op::Offset => llvm(3, Z, Z),
            Op::OffsetUconst(v) => llvm(4, U(v), Z),
            Op::BitOffset => llvm(5, Z, Z),
            Op::CallFrameEntryReg(r) => llvm(6, U(r), Z),
            Op::Undefined => llvm(7, Z, Z),
            Op::AspaceBregx { reg, offset } => llvm(8, U(reg), S(offset)),
            Op::PieceEnd => llvm(9, Z, Z),
            Op::Extend { bits, count } => llvm(10, U(bits), U(count)),
            Op::SelectBitPiece { bits, count } => llvm(11, U(bits), U(count)),
            Op::AspaceImplicitPointer { die, offset } => llvm(12, U(die), S(offset)),
            Op::PushIteration => llvm(13, Z, Z),
            Op::Overlay => llvm(14, Z, Z),
            Op::BitOverlay => llvm(15, Z, Z),
        }
    }

    /// The operation at `code` with operand values `v` (see [`Op::parts`]); `None` for a
    /// code the table does not hold.
    fn from_parts(code: Code, v: [Val<'a>; 2]) -> Option<Op<'a>> {
        let (u, s) = (|i: usize| v[i].u(), |i: usize| v[i].s());
        let b = |i: usize| match v[i] {
            Val::B(b) => b,
            _ => &[],
        };
        Some(match code {
            Code::Standard(c) => match c {
                0x03 => Op::Addr(u(0)),
                0x06 => Op::Deref,
                0x08..=0x11 => {
                    let form = CONST_FORMS[usize::from(c - 0x08)];
                    Op::Const(form, if form.signed() { s(0) as u64 } else { u(0) })
                }
                0x12 => Op::Dup,
                0x13 => Op::Drop,
                0x14 => Op::Over,
                0x15 => Op::Pick(u(0) as u8),
                0x16 => Op::Swap,
                0x17 => Op::Rot,
                0x18 => Op::Xderef,
                0x19 => Op::Abs,
                0x1a => Op::And,
                0x1b => Op::Div,
                0x1c => Op::Minus,
                0x1d => Op::Mod,
                0x1e => Op::Mul,
                0x1f => Op::Neg,
                0x20 => Op::Not,
                0x21 => Op::Or,
                0x22 => Op::Plus,
                0x23 => Op::PlusUconst(u(0)),
                0x24 => Op::Shl,
                0x25 => Op::Shr,
                0x26 => Op::Shra,
                0x27 => Op::Xor,
                0x28 => Op::Bra(s(0) as i16),
                0x29 => Op::Eq,
                0x2a => Op::Ge,
                0x2b => Op::Gt,
                0x2c => Op::Le,
                0x2d => Op::Lt,
                0x2e => Op::Ne,
                0x2f => Op::Skip(s(0) as i16),
                0x30..=0x4f => Op::Lit(c - 0x30),
                0x50..=0x6f => Op::Reg(c - 0x50),
                0x70..=0x8f => Op::Breg(c - 0x70, s(0)),
                0x90 => Op::Regx(u(0)),
                0x91 => Op::Fbreg(s(0)),
                0x92 => Op::Bregx(u(0), s(1)),
                0x93 => Op::Piece(u(0)),
                0x94 => Op::DerefSize(u(0) as u8),
                0x95 => Op::XderefSize(u(0) as u8),
                0x96 => Op::Nop,
                0x97 => Op::PushObjectAddress,
                0x98 => Op::Call2(u(0) as u16),
                0x99 => Op::Call4(u(0) as u32),
                0x9a => Op::CallRef(u(0)),
                0x9b => Op::FormTlsAddress,
                0x9c => Op::CallFrameCfa,
                0x9d => Op::BitPiece {
                    size: u(0),
                    offset: u(1),
                },
                0x9e => Op::ImplicitValue(b(0)),
                0x9f => Op::StackValue,
                0xa0 => Op::ImplicitPointer {
                    die: u(0),
                    offset: s(1),
                },
                0xa1 => Op::Addrx(u(0)),
                0xa2 => Op::Constx(u(0)),
                0xa3 => Op::EntryValue(b(0)),
                0xa4 => Op::ConstType {
                    ty: u(0),
                    bytes: b(1),
                },
                0xa5 => Op::RegvalType {
                    reg: u(0),
                    ty: u(1),
                },
                0xa6 => Op::DerefType {
                    size: u(0) as u8,
                    ty: u(1),
                },
                0xa7 => Op::XderefType {
                    size: u(0) as u8,
                    ty: u(1),
                },
                0xa8 => Op::Convert(u(0)),
                0xa9 => Op::Reinterpret(u(0)),
                _ => return None,
            },
            Code::Llvm(i) => match i {
                0 => Op::LlvmNop,
                1 => Op::FormAspaceAddress,
                2 => Op::PushLane,
                3 => Op::Offset,
                4 => Op::OffsetUconst(u(0)),
                5 => Op::BitOffset,
                6 => Op::CallFrameEntryReg(u(0)),
                7 => Op::Undefined,
                8 => Op::AspaceBregx {
                    reg: u(0),
                    offset: s(1),
                },
                9 => Op::PieceEnd,
                10 => Op::Extend {
                    bits: u(0),
                    count: u(1),
                },
                11 => Op::SelectBitPiece {
                    bits: u(0),
                    count: u(1),
                },
                12 => Op::AspaceImplicitPointer {
                    die: u(0),
                    offset: s(1),
                },
                13 => Op::PushIteration,
                14 => Op::Overlay,
                15 => Op::BitOverlay,
                _ => return None,
            },
        })
    }

    /// The operation with standard opcode `code`, or else the LLVM operation named `name`,
    /// with operand values `v` (for the text assembler).
    pub(crate) fn from_table(code: Option<u8>, name: &str, v: [Val<'a>; 2]) -> Option<Op<'a>> {
        let place = match code {
            Some(c) => Code::Standard(c),
            None => Code::Llvm(optable::llvm_by_name(name)?),
        };
        Op::from_parts(place, v)
    }

    /// The operand kinds of the operation and their values, in encoding order.
    pub(crate) fn layout(&self) -> impl Iterator<Item = (OperandKind, Val<'a>)> {
        let (code, vals) = self.parts();
        code.operands().iter().copied().zip(vals)
    }

    fn llvm_index(&self) -> Option<usize> {
        match self.parts().0 {
            Code::Llvm(i) => Some(i),
            Code::Standard(_) => None,
        }
    }

    /// Whether this is one of the `DW_OP_LLVM_*` operations.
    pub fn is_llvm(&self) -> bool {
        self.llvm_index().is_some()
    }

    /// The operation's name as llvm-dwarfdump prints it for `encoding`
    /// (`DW_OP_LLVM_user DW_OP_LLVM_offset` for a user operation).
    pub fn name_in(&self, encoding: Encoding) -> &'static str {
        match (self.parts().0, encoding) {
            (Code::Llvm(i), Encoding::UserOps) => LLVM[i].user_name,
            _ => self.name(),
        }
    }

    /// The operation's DWARF name (`DW_OP_LLVM_offset` for LLVM operations, whatever the
    /// encoding).
    pub fn name(&self) -> &'static str {
        match self.parts().0 {
            Code::Standard(c) => optable::standard(c).map_or("DW_OP_unknown", |s| s.name),
            Code::Llvm(i) => LLVM[i].name,
        }
    }

    /// Prints the operation with its operands, as named under `options.encoding`.
    pub fn display(&self, options: DecodeOptions) -> OpDisplay<'a> {
        OpDisplay { op: *self, options }
    }
}

/// [`Op::display`]'s result.
pub struct OpDisplay<'a> {
    op: Op<'a>,
    options: DecodeOptions,
}

fn signed(f: &mut fmt::Formatter<'_>, v: i64) -> fmt::Result {
    if v < 0 {
        write!(f, " {v}")
    } else {
        write!(f, " +{v}")
    }
}

fn block(f: &mut fmt::Formatter<'_>, bytes: &[u8]) -> fmt::Result {
    for b in bytes {
        write!(f, " {b:#04x}")?;
    }
    Ok(())
}

impl fmt::Display for OpDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = self.op;
        f.write_str(op.name_in(self.options.encoding))?;
        for (kind, v) in op.layout() {
            match (kind, v) {
                (OperandKind::FixedSigned(_) | OperandKind::SlebConst, v) => {
                    write!(f, " {}", v.s())?
                }
                (OperandKind::Displacement | OperandKind::Sleb, v) => signed(f, v.s())?,
                (OperandKind::Expression, Val::B(b)) => {
                    f.write_str("(")?;
                    let mut pos = 0;
                    while pos < b.len() {
                        if pos > 0 {
                            f.write_str(", ")?;
                        }
                        match decode(b, pos, &self.options) {
                            Ok((inner, next)) => {
                                write!(f, "{}", inner.display(self.options))?;
                                pos = next;
                            }
                            Err(_) => {
                                f.write_str("<decoding error>")?;
                                break;
                            }
                        }
                    }
                    f.write_str(")")?
                }
                (_, Val::B(b)) => {
                    write!(f, " {:#x}", b.len())?;
                    block(f, b)?
                }
                (_, v) => write!(f, " {:#x}", v.u())?,
            }
        }
        Ok(())
    }
}

/// A cursor over expression bytes with DWARF's primitive readers.
struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    #[inline]
    fn u8(&mut self) -> Result<u8, ErrorKind> {
        let b = *self.bytes.get(self.pos).ok_or(ErrorKind::Truncated)?;
        self.pos += 1;
        Ok(b)
    }

    #[inline]
    fn fixed(&mut self, n: usize) -> Result<u64, ErrorKind> {
        let s = self.slice(n)?;
        let mut b = [0u8; 8];
        b[..n].copy_from_slice(s);
        Ok(u64::from_le_bytes(b))
    }

    #[inline]
    fn slice(&mut self, n: usize) -> Result<&'a [u8], ErrorKind> {
        let end = self.pos.checked_add(n).ok_or(ErrorKind::Truncated)?;
        let s = self.bytes.get(self.pos..end).ok_or(ErrorKind::Truncated)?;
        self.pos = end;
        Ok(s)
    }

    #[inline]
    fn uleb(&mut self) -> Result<u64, ErrorKind> {
        leb::read_uleb(self.bytes, &mut self.pos).map_err(leb_error)
    }

    #[inline]
    fn sleb(&mut self) -> Result<i64, ErrorKind> {
        leb::read_sleb(self.bytes, &mut self.pos).map_err(leb_error)
    }
}

/// A LEB128 operand's error as the decoder reports it.
fn leb_error(e: leb::LebError) -> ErrorKind {
    match e {
        leb::LebError::Truncated => ErrorKind::Truncated,
        leb::LebError::Overflow => ErrorKind::BadOperand,
    }
}

/// Decodes the operation at `pos`; returns it and the offset of the next operation.
///
/// Errors name the operation (or `DW_OP_LLVM_user` when the sub-opcode itself is bad) and
/// `pos`. Never panics, whatever the bytes.
#[inline]
pub fn decode<'a>(
    bytes: &'a [u8],
    pos: usize,
    options: &DecodeOptions,
) -> Result<(Op<'a>, usize), Error> {
    let mut c = Cursor { bytes, pos };
    let code = c.u8().map_err(|k| Error::at(k, "end of expression", pos))?;
    let (place, kinds, name) = match code {
        0xe0..=0xff => {
            let (i, name) = decode_vendor(code, &mut c, options).map_err(|(k, name)| {
                let name = match k {
                    ErrorKind::UnknownVendorOp { .. } => "unknown operation",
                    _ => name,
                };
                Error::at(k, name, pos)
            })?;
            (Code::Llvm(i), LLVM[i].operands, name)
        }
        _ => match optable::standard(code) {
            Some(s) => (Code::Standard(code), s.operands, s.name),
            None => {
                return Err(Error::at(
                    ErrorKind::UnknownOp(code),
                    "unknown operation",
                    pos,
                ))
            }
        },
    };
    let mut vals = [Val::U(0); 2];
    for (slot, &kind) in vals.iter_mut().zip(kinds) {
        *slot = read_operand(kind, &mut c, options).map_err(|k| Error::at(k, name, pos))?;
    }
    let op = Op::from_parts(place, vals)
        .ok_or_else(|| Error::at(ErrorKind::UnknownOp(code), "unknown operation", pos))?;
    Ok((op, c.pos))
}

/// Reads one operand.
#[inline]
fn read_operand<'a>(
    kind: OperandKind,
    c: &mut Cursor<'a>,
    o: &DecodeOptions,
) -> Result<Val<'a>, ErrorKind> {
    let block = |c: &mut Cursor<'a>, n: u64| {
        let n = usize::try_from(n).map_err(|_| ErrorKind::Truncated)?;
        c.slice(n).map(Val::B)
    };
    Ok(match kind {
        OperandKind::Addr => Val::U(c.fixed(usize::from(o.address_size).clamp(1, 8))?),
        OperandKind::DieRef => Val::U(c.fixed(usize::from(o.offset_size).clamp(1, 8))?),
        OperandKind::Fixed(n) => Val::U(c.fixed(usize::from(n))?),
        OperandKind::FixedSigned(n) => {
            let shift = 64 - 8 * u32::from(n.clamp(1, 8));
            Val::S(((c.fixed(usize::from(n))? << shift) as i64) >> shift)
        }
        OperandKind::Displacement => Val::S(i64::from(c.fixed(2)? as u16 as i16)),
        OperandKind::Uleb => Val::U(c.uleb()?),
        OperandKind::Sleb | OperandKind::SlebConst => Val::S(c.sleb()?),
        OperandKind::Block | OperandKind::Expression => {
            let n = c.uleb()?;
            block(c, n)?
        }
        OperandKind::Block1 => {
            let n = c.u8()?;
            block(c, u64::from(n))?
        }
    })
}

/// The LLVM operation a vendor opcode starts under `o.encoding`, and its name for errors
/// about its operands. Errors carry the name known so far.
fn decode_vendor(
    code: u8,
    c: &mut Cursor<'_>,
    o: &DecodeOptions,
) -> Result<(usize, &'static str), (ErrorKind, &'static str)> {
    let unknown = ErrorKind::UnknownVendorOp {
        code,
        name: optable::vendor_name(code),
    };
    match o.encoding {
        Encoding::UserOps => {
            if code != DW_OP_LLVM_USER {
                return Err((unknown, "unknown operation"));
            }
            let sub = c.uleb().map_err(|k| (k, "DW_OP_LLVM_user"))?;
            let i = LLVM
                .iter()
                .position(|l| l.user == Some(sub))
                .or_else(|| tba_index(&o.tba, sub, Encoding::UserOps))
                .ok_or((ErrorKind::UnknownUserOp(sub), "DW_OP_LLVM_user"))?;
            Ok((i, LLVM[i].user_name))
        }
        Encoding::Legacy => {
            let i = LLVM
                .iter()
                .position(|l| l.legacy == Some(code))
                .or_else(|| tba_index(&o.tba, u64::from(code), Encoding::Legacy))
                .ok_or((unknown, "unknown operation"))?;
            Ok((i, LLVM[i].name))
        }
    }
}

/// The [`LLVM`] index of a TBA operation the caller assigned `code` to.
fn tba_index(t: &TbaOps, code: u64, enc: Encoding) -> Option<usize> {
    let hit = |v: Option<u64>| v == Some(code);
    if enc == Encoding::UserOps && hit(t.aspace_implicit_pointer) {
        Some(12)
    } else if hit(t.push_iteration) {
        Some(13)
    } else if hit(t.overlay) {
        Some(14)
    } else if hit(t.bit_overlay) {
        Some(15)
    } else {
        None
    }
}
/// An iterator over the operations of an expression: `(offset, op)` pairs, stopping after the
/// first error.
pub struct Ops<'a> {
    bytes: &'a [u8],
    pos: usize,
    options: DecodeOptions,
    failed: bool,
}

impl<'a> Ops<'a> {
    /// Iterates over `bytes`.
    pub fn new(bytes: &'a [u8], options: DecodeOptions) -> Self {
        Ops {
            bytes,
            pos: 0,
            options,
            failed: false,
        }
    }
}

impl<'a> Iterator for Ops<'a> {
    type Item = Result<(usize, Op<'a>), Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.pos >= self.bytes.len() {
            return None;
        }
        let at = self.pos;
        match decode(self.bytes, at, &self.options) {
            Ok((op, next)) => {
                self.pos = next;
                Some(Ok((at, op)))
            }
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }
}

/// The whole expression as text, operations separated by `, ` (llvm-dwarfdump's layout).
pub fn disassemble(bytes: &[u8], options: DecodeOptions) -> Result<String, Error> {
    let mut out = String::new();
    for item in Ops::new(bytes, options) {
        let (_, op) = item?;
        if !out.is_empty() {
            out.push_str(", ");
        }
        out.push_str(&op.display(options).to_string());
    }
    Ok(out)
}

fn fixed(out: &mut Vec<u8>, v: u64, n: usize) {
    out.extend_from_slice(&v.to_le_bytes()[..n.min(8)]);
}

/// Appends the encoding of `op` under `options` to `out`.
///
/// Fails with [`ErrorKind::UnknownUserOp`]/[`ErrorKind::IllFormed`] for an LLVM operation
/// that has no code in this encoding (`DW_OP_LLVM_nop` under [`Encoding::Legacy`], the TBA
/// operations unless [`TbaOps`] assigns them), and with [`ErrorKind::BadOperand`] for a
/// block longer than its length field.
pub fn encode(op: &Op<'_>, options: &DecodeOptions, out: &mut Vec<u8>) -> Result<(), ErrorKind> {
    let (code, vals) = op.parts();
    match code {
        Code::Standard(c) => out.push(c),
        Code::Llvm(i) => {
            let l = &LLVM[i];
            let t = &options.tba;
            let tba = match i {
                12 => t.aspace_implicit_pointer,
                13 => t.push_iteration,
                14 => t.overlay,
                15 => t.bit_overlay,
                _ => None,
            };
            match options.encoding {
                Encoding::UserOps => {
                    let sub = l.user.or(tba).ok_or(ErrorKind::IllFormed(
                        "operation has no DW_OP_LLVM_user sub-opcode",
                    ))?;
                    out.push(DW_OP_LLVM_USER);
                    leb::write_uleb(out, sub);
                }
                Encoding::Legacy => {
                    let byte = l
                        .legacy
                        .or(if i == 12 {
                            None
                        } else {
                            tba.and_then(|v| u8::try_from(v).ok())
                        })
                        .ok_or(ErrorKind::IllFormed("operation has no legacy opcode"))?;
                    out.push(byte);
                }
            }
        }
    }
    for (&kind, v) in code.operands().iter().zip(vals) {
        write_operand(kind, v, options, out)?;
    }
    Ok(())
}

/// Appends one operand.
fn write_operand(
    kind: OperandKind,
    v: Val<'_>,
    o: &DecodeOptions,
    out: &mut Vec<u8>,
) -> Result<(), ErrorKind> {
    match (kind, v) {
        (OperandKind::Addr, v) => fixed(out, v.u(), usize::from(o.address_size).clamp(1, 8)),
        (OperandKind::DieRef, v) => fixed(out, v.u(), usize::from(o.offset_size).clamp(1, 8)),
        (OperandKind::Fixed(n) | OperandKind::FixedSigned(n), v) => {
            fixed(out, v.u(), usize::from(n))
        }
        (OperandKind::Displacement, v) => fixed(out, u64::from(v.s() as i16 as u16), 2),
        (OperandKind::Uleb, v) => leb::write_uleb(out, v.u()),
        (OperandKind::Sleb | OperandKind::SlebConst, v) => leb::write_sleb(out, v.s()),
        (OperandKind::Block1, Val::B(b)) => {
            out.push(u8::try_from(b.len()).map_err(|_| ErrorKind::BadOperand)?);
            out.extend_from_slice(b);
        }
        (_, Val::B(b)) => {
            leb::write_uleb(out, b.len() as u64);
            out.extend_from_slice(b);
        }
        (_, v) => leb::write_uleb(out, v.u()),
    }
    Ok(())
}

/// Encodes a sequence of operations.
pub fn encode_all(ops: &[Op<'_>], options: &DecodeOptions) -> Result<Vec<u8>, ErrorKind> {
    let mut out = Vec::new();
    for op in ops {
        encode(op, options, &mut out)?;
    }
    Ok(out)
}
