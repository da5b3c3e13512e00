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
    fn signed(self) -> bool {
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

const LIT_NAMES: [&str; 32] = [
    "DW_OP_lit0",
    "DW_OP_lit1",
    "DW_OP_lit2",
    "DW_OP_lit3",
    "DW_OP_lit4",
    "DW_OP_lit5",
    "DW_OP_lit6",
    "DW_OP_lit7",
    "DW_OP_lit8",
    "DW_OP_lit9",
    "DW_OP_lit10",
    "DW_OP_lit11",
    "DW_OP_lit12",
    "DW_OP_lit13",
    "DW_OP_lit14",
    "DW_OP_lit15",
    "DW_OP_lit16",
    "DW_OP_lit17",
    "DW_OP_lit18",
    "DW_OP_lit19",
    "DW_OP_lit20",
    "DW_OP_lit21",
    "DW_OP_lit22",
    "DW_OP_lit23",
    "DW_OP_lit24",
    "DW_OP_lit25",
    "DW_OP_lit26",
    "DW_OP_lit27",
    "DW_OP_lit28",
    "DW_OP_lit29",
    "DW_OP_lit30",
    "DW_OP_lit31",
];
const REG_NAMES: [&str; 32] = [
    "DW_OP_reg0",
    "DW_OP_reg1",
    "DW_OP_reg2",
    "DW_OP_reg3",
    "DW_OP_reg4",
    "DW_OP_reg5",
    "DW_OP_reg6",
    "DW_OP_reg7",
    "DW_OP_reg8",
    "DW_OP_reg9",
    "DW_OP_reg10",
    "DW_OP_reg11",
    "DW_OP_reg12",
    "DW_OP_reg13",
    "DW_OP_reg14",
    "DW_OP_reg15",
    "DW_OP_reg16",
    "DW_OP_reg17",
    "DW_OP_reg18",
    "DW_OP_reg19",
    "DW_OP_reg20",
    "DW_OP_reg21",
    "DW_OP_reg22",
    "DW_OP_reg23",
    "DW_OP_reg24",
    "DW_OP_reg25",
    "DW_OP_reg26",
    "DW_OP_reg27",
    "DW_OP_reg28",
    "DW_OP_reg29",
    "DW_OP_reg30",
    "DW_OP_reg31",
];
const BREG_NAMES: [&str; 32] = [
    "DW_OP_breg0",
    "DW_OP_breg1",
    "DW_OP_breg2",
    "DW_OP_breg3",
    "DW_OP_breg4",
    "DW_OP_breg5",
    "DW_OP_breg6",
    "DW_OP_breg7",
    "DW_OP_breg8",
    "DW_OP_breg9",
    "DW_OP_breg10",
    "DW_OP_breg11",
    "DW_OP_breg12",
    "DW_OP_breg13",
    "DW_OP_breg14",
    "DW_OP_breg15",
    "DW_OP_breg16",
    "DW_OP_breg17",
    "DW_OP_breg18",
    "DW_OP_breg19",
    "DW_OP_breg20",
    "DW_OP_breg21",
    "DW_OP_breg22",
    "DW_OP_breg23",
    "DW_OP_breg24",
    "DW_OP_breg25",
    "DW_OP_breg26",
    "DW_OP_breg27",
    "DW_OP_breg28",
    "DW_OP_breg29",
    "DW_OP_breg30",
    "DW_OP_breg31",
];

/// One LLVM operation's codes and names.
struct Llvm {
    /// `DW_OP_LLVM_user` sub-opcode (None: TBA).
    user: Option<u64>,
    /// Legacy single byte (None: none).
    legacy: Option<u8>,
    name: &'static str,
    user_name: &'static str,
}

const fn llvm(
    user: Option<u64>,
    legacy: Option<u8>,
    name: &'static str,
    user_name: &'static str,
) -> Llvm {
    Llvm {
        user,
        legacy,
        name,
        user_name,
    }
}

/// `DW_OP_LLVM_user` (0xe9).
pub const DW_OP_LLVM_USER: u8 = 0xe9;

/// The LLVM operations in sub-opcode order (producers.md §3; dwarf-ext.md §1.1).
const LLVM_OPS: [Llvm; 16] = [
    llvm(
        Some(0x01),
        None,
        "DW_OP_LLVM_nop",
        "DW_OP_LLVM_user DW_OP_LLVM_nop",
    ),
    llvm(
        Some(0x02),
        Some(0xe1),
        "DW_OP_LLVM_form_aspace_address",
        "DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address",
    ),
    llvm(
        Some(0x03),
        Some(0xe2),
        "DW_OP_LLVM_push_lane",
        "DW_OP_LLVM_user DW_OP_LLVM_push_lane",
    ),
    llvm(
        Some(0x04),
        Some(0xe3),
        "DW_OP_LLVM_offset",
        "DW_OP_LLVM_user DW_OP_LLVM_offset",
    ),
    llvm(
        Some(0x05),
        Some(0xe4),
        "DW_OP_LLVM_offset_uconst",
        "DW_OP_LLVM_user DW_OP_LLVM_offset_uconst",
    ),
    llvm(
        Some(0x06),
        Some(0xe5),
        "DW_OP_LLVM_bit_offset",
        "DW_OP_LLVM_user DW_OP_LLVM_bit_offset",
    ),
    llvm(
        Some(0x07),
        Some(0xe6),
        "DW_OP_LLVM_call_frame_entry_reg",
        "DW_OP_LLVM_user DW_OP_LLVM_call_frame_entry_reg",
    ),
    llvm(
        Some(0x08),
        Some(0xe7),
        "DW_OP_LLVM_undefined",
        "DW_OP_LLVM_user DW_OP_LLVM_undefined",
    ),
    llvm(
        Some(0x09),
        Some(0xe8),
        "DW_OP_LLVM_aspace_bregx",
        "DW_OP_LLVM_user DW_OP_LLVM_aspace_bregx",
    ),
    llvm(
        Some(0x0a),
        Some(0xea),
        "DW_OP_LLVM_piece_end",
        "DW_OP_LLVM_user DW_OP_LLVM_piece_end",
    ),
    llvm(
        Some(0x0b),
        Some(0xeb),
        "DW_OP_LLVM_extend",
        "DW_OP_LLVM_user DW_OP_LLVM_extend",
    ),
    llvm(
        Some(0x0c),
        Some(0xec),
        "DW_OP_LLVM_select_bit_piece",
        "DW_OP_LLVM_user DW_OP_LLVM_select_bit_piece",
    ),
    llvm(
        None,
        Some(0xe9),
        "DW_OP_LLVM_aspace_implicit_pointer",
        "DW_OP_LLVM_user DW_OP_LLVM_aspace_implicit_pointer",
    ),
    llvm(
        None,
        None,
        "DW_OP_LLVM_push_iteration",
        "DW_OP_LLVM_user DW_OP_LLVM_push_iteration",
    ),
    llvm(
        None,
        None,
        "DW_OP_LLVM_overlay",
        "DW_OP_LLVM_user DW_OP_LLVM_overlay",
    ),
    llvm(
        None,
        None,
        "DW_OP_LLVM_bit_overlay",
        "DW_OP_LLVM_user DW_OP_LLVM_bit_overlay",
    ),
];

/// The names of the vendor opcodes 0xe0..=0xff in LLVM's `Dwarf.def` (for error messages).
fn vendor_name(code: u8) -> &'static str {
    match code {
        0xe0 => "DW_OP_GNU_push_tls_address",
        0xe1 => "DW_OP_HP_is_value",
        0xe2 => "DW_OP_HP_fltconst4",
        0xe3 => "DW_OP_HP_fltconst8",
        0xe4 => "DW_OP_HP_mod_range",
        0xe5 => "DW_OP_HP_unmod_range",
        0xe6 => "DW_OP_HP_tls",
        0xe8 => "DW_OP_INTEL_bit_piece",
        0xe9 => "DW_OP_LLVM_user",
        0xed => "DW_OP_WASM_location",
        0xee => "DW_OP_WASM_location_int",
        0xf0 => "DW_OP_APPLE_uninit",
        0xf3 => "DW_OP_GNU_entry_value",
        0xf8 => "DW_OP_PGI_omp_thread_num",
        0xfb => "DW_OP_GNU_addr_index",
        0xfc => "DW_OP_GNU_const_index",
        0xfd => "DW_OP_GNU_variable_value",
        _ => "unassigned",
    }
}

impl<'a> Op<'a> {
    fn llvm_index(&self) -> Option<usize> {
        Some(match self {
            Op::LlvmNop => 0,
            Op::FormAspaceAddress => 1,
            Op::PushLane => 2,
            Op::Offset => 3,
            Op::OffsetUconst(_) => 4,
            Op::BitOffset => 5,
            Op::CallFrameEntryReg(_) => 6,
            Op::Undefined => 7,
            Op::AspaceBregx { .. } => 8,
            Op::PieceEnd => 9,
            Op::Extend { .. } => 10,
            Op::SelectBitPiece { .. } => 11,
            Op::AspaceImplicitPointer { .. } => 12,
            Op::PushIteration => 13,
            Op::Overlay => 14,
            Op::BitOverlay => 15,
            _ => return None,
        })
    }

    /// Whether this is one of the `DW_OP_LLVM_*` operations.
    pub fn is_llvm(&self) -> bool {
        self.llvm_index().is_some()
    }

    /// The operation's name as llvm-dwarfdump prints it for `encoding`
    /// (`DW_OP_LLVM_user DW_OP_LLVM_offset` for a user operation).
    pub fn name_in(&self, encoding: Encoding) -> &'static str {
        match (self.llvm_index(), encoding) {
            (Some(i), Encoding::UserOps) => LLVM_OPS[i].user_name,
            _ => self.name(),
        }
    }

    /// The operation's DWARF name (`DW_OP_LLVM_offset` for LLVM operations, whatever the
    /// encoding).
    pub fn name(&self) -> &'static str {
        if let Some(i) = self.llvm_index() {
            return LLVM_OPS[i].name;
        }
        match self {
            Op::Addr(_) => "DW_OP_addr",
            Op::Deref => "DW_OP_deref",
            Op::Const(form, _) => match form {
                ConstForm::U1 => "DW_OP_const1u",
                ConstForm::S1 => "DW_OP_const1s",
                ConstForm::U2 => "DW_OP_const2u",
                ConstForm::S2 => "DW_OP_const2s",
                ConstForm::U4 => "DW_OP_const4u",
                ConstForm::S4 => "DW_OP_const4s",
                ConstForm::U8 => "DW_OP_const8u",
                ConstForm::S8 => "DW_OP_const8s",
                ConstForm::U => "DW_OP_constu",
                ConstForm::S => "DW_OP_consts",
            },
            Op::Lit(n) => LIT_NAMES[usize::from(*n & 31)],
            Op::Dup => "DW_OP_dup",
            Op::Drop => "DW_OP_drop",
            Op::Over => "DW_OP_over",
            Op::Pick(_) => "DW_OP_pick",
            Op::Swap => "DW_OP_swap",
            Op::Rot => "DW_OP_rot",
            Op::Xderef => "DW_OP_xderef",
            Op::Abs => "DW_OP_abs",
            Op::And => "DW_OP_and",
            Op::Div => "DW_OP_div",
            Op::Minus => "DW_OP_minus",
            Op::Mod => "DW_OP_mod",
            Op::Mul => "DW_OP_mul",
            Op::Neg => "DW_OP_neg",
            Op::Not => "DW_OP_not",
            Op::Or => "DW_OP_or",
            Op::Plus => "DW_OP_plus",
            Op::PlusUconst(_) => "DW_OP_plus_uconst",
            Op::Shl => "DW_OP_shl",
            Op::Shr => "DW_OP_shr",
            Op::Shra => "DW_OP_shra",
            Op::Xor => "DW_OP_xor",
            Op::Bra(_) => "DW_OP_bra",
            Op::Eq => "DW_OP_eq",
            Op::Ge => "DW_OP_ge",
            Op::Gt => "DW_OP_gt",
            Op::Le => "DW_OP_le",
            Op::Lt => "DW_OP_lt",
            Op::Ne => "DW_OP_ne",
            Op::Skip(_) => "DW_OP_skip",
            Op::Reg(n) => REG_NAMES[usize::from(*n & 31)],
            Op::Breg(n, _) => BREG_NAMES[usize::from(*n & 31)],
            Op::Regx(_) => "DW_OP_regx",
            Op::Fbreg(_) => "DW_OP_fbreg",
            Op::Bregx(..) => "DW_OP_bregx",
            Op::Piece(_) => "DW_OP_piece",
            Op::DerefSize(_) => "DW_OP_deref_size",
            Op::XderefSize(_) => "DW_OP_xderef_size",
            Op::Nop => "DW_OP_nop",
            Op::PushObjectAddress => "DW_OP_push_object_address",
            Op::Call2(_) => "DW_OP_call2",
            Op::Call4(_) => "DW_OP_call4",
            Op::CallRef(_) => "DW_OP_call_ref",
            Op::FormTlsAddress => "DW_OP_form_tls_address",
            Op::CallFrameCfa => "DW_OP_call_frame_cfa",
            Op::BitPiece { .. } => "DW_OP_bit_piece",
            Op::ImplicitValue(_) => "DW_OP_implicit_value",
            Op::StackValue => "DW_OP_stack_value",
            Op::ImplicitPointer { .. } => "DW_OP_implicit_pointer",
            Op::Addrx(_) => "DW_OP_addrx",
            Op::Constx(_) => "DW_OP_constx",
            Op::EntryValue(_) => "DW_OP_entry_value",
            Op::ConstType { .. } => "DW_OP_const_type",
            Op::RegvalType { .. } => "DW_OP_regval_type",
            Op::DerefType { .. } => "DW_OP_deref_type",
            Op::XderefType { .. } => "DW_OP_xderef_type",
            Op::Convert(_) => "DW_OP_convert",
            Op::Reinterpret(_) => "DW_OP_reinterpret",
            _ => "DW_OP_LLVM_unknown", // unreachable: LLVM ops returned above
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
        match op {
            Op::Addr(a) => write!(f, " {a:#x}"),
            Op::Const(form, v) => {
                if form.signed() {
                    write!(f, " {}", v as i64)
                } else {
                    write!(f, " {v:#x}")
                }
            }
            Op::Pick(n) | Op::DerefSize(n) | Op::XderefSize(n) => write!(f, " {n:#x}"),
            Op::PlusUconst(v)
            | Op::Regx(v)
            | Op::Piece(v)
            | Op::CallRef(v)
            | Op::Addrx(v)
            | Op::Constx(v)
            | Op::Convert(v)
            | Op::Reinterpret(v)
            | Op::OffsetUconst(v)
            | Op::CallFrameEntryReg(v) => write!(f, " {v:#x}"),
            Op::Call2(v) => write!(f, " {v:#x}"),
            Op::Call4(v) => write!(f, " {v:#x}"),
            Op::Bra(d) | Op::Skip(d) => signed(f, i64::from(d)),
            Op::Breg(_, d) | Op::Fbreg(d) => signed(f, d),
            Op::Bregx(r, d) | Op::AspaceBregx { reg: r, offset: d } => {
                write!(f, " {r:#x}")?;
                signed(f, d)
            }
            Op::BitPiece { size, offset } => write!(f, " {size:#x} {offset:#x}"),
            Op::Extend { bits, count } | Op::SelectBitPiece { bits, count } => {
                write!(f, " {bits:#x} {count:#x}")
            }
            Op::ImplicitValue(b) => {
                write!(f, " {:#x}", b.len())?;
                block(f, b)
            }
            Op::ImplicitPointer { die, offset } | Op::AspaceImplicitPointer { die, offset } => {
                write!(f, " {die:#x}")?;
                signed(f, offset)
            }
            Op::EntryValue(b) => {
                f.write_str("(")?;
                let mut pos = 0;
                let mut first = true;
                while pos < b.len() {
                    if !first {
                        f.write_str(", ")?;
                    }
                    first = false;
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
                f.write_str(")")
            }
            Op::ConstType { ty, bytes } => {
                write!(f, " {ty:#x} {:#x}", bytes.len())?;
                block(f, bytes)
            }
            Op::RegvalType { reg, ty } => write!(f, " {reg:#x} {ty:#x}"),
            Op::DerefType { size, ty } | Op::XderefType { size, ty } => {
                write!(f, " {size:#x} {ty:#x}")
            }
            _ => Ok(()),
        }
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
        let mut result = 0u64;
        let mut shift = 0u32;
        loop {
            let b = self.u8()?;
            let low = u64::from(b & 0x7f);
            if shift >= 64 {
                if low != 0 {
                    return Err(ErrorKind::BadOperand);
                }
            } else {
                if shift == 63 && low > 1 {
                    return Err(ErrorKind::BadOperand);
                }
                result |= low << shift;
            }
            if b & 0x80 == 0 {
                return Ok(result);
            }
            shift = shift.saturating_add(7);
        }
    }

    #[inline]
    fn sleb(&mut self) -> Result<i64, ErrorKind> {
        let mut result = 0i64;
        let mut shift = 0u32;
        loop {
            let b = self.u8()?;
            if shift < 64 {
                result |= i64::from(b & 0x7f) << shift;
            }
            shift = shift.saturating_add(7);
            if b & 0x80 == 0 {
                if shift < 64 && b & 0x40 != 0 {
                    result |= -1i64 << shift;
                }
                return Ok(result);
            }
        }
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
    let mut name = "DW_OP_LLVM_user";
    let op = decode_body(code, &mut c, options, &mut name).map_err(|k| {
        let n = match k {
            ErrorKind::UnknownOp(_) | ErrorKind::UnknownVendorOp { .. } => "unknown operation",
            _ if code < 0xe0 => standard_name(code),
            _ => name,
        };
        Error::at(k, n, pos)
    })?;
    Ok((op, c.pos))
}

/// The name of a standard opcode (decoded with all-zero operands, which always suffice).
fn standard_name(code: u8) -> &'static str {
    const ZEROS: [u8; 16] = [0; 16];
    let mut c = Cursor {
        bytes: &ZEROS,
        pos: 0,
    };
    let mut unused = "";
    decode_body(code, &mut c, &DecodeOptions::default(), &mut unused)
        .map_or("unknown operation", |op| op.name())
}

fn decode_body<'a>(
    code: u8,
    c: &mut Cursor<'a>,
    o: &DecodeOptions,
    name: &mut &'static str,
) -> Result<Op<'a>, ErrorKind> {
    // The name used in a truncation error: the standard op's name, known from the code.
    // Names are only needed for errors; `decode` recomputes them from the code then.
    macro_rules! named {
        ($op:expr) => {{}};
    }
    Ok(match code {
        0x03 => {
            named!(Op::Addr(0));
            Op::Addr(c.fixed(usize::from(o.address_size).clamp(1, 8))?)
        }
        0x06 => Op::Deref,
        0x08..=0x11 => {
            let form = [
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
            ][usize::from(code - 0x08)];
            named!(Op::Const(form, 0));
            let v = match form {
                ConstForm::U1 => c.fixed(1)?,
                ConstForm::S1 => c.fixed(1)? as u8 as i8 as u64,
                ConstForm::U2 => c.fixed(2)?,
                ConstForm::S2 => c.fixed(2)? as u16 as i16 as u64,
                ConstForm::U4 => c.fixed(4)?,
                ConstForm::S4 => c.fixed(4)? as u32 as i32 as u64,
                ConstForm::U8 | ConstForm::S8 => c.fixed(8)?,
                ConstForm::U => c.uleb()?,
                ConstForm::S => c.sleb()? as u64,
            };
            Op::Const(form, v)
        }
        0x12 => Op::Dup,
        0x13 => Op::Drop,
        0x14 => Op::Over,
        0x15 => {
            named!(Op::Pick(0));
            Op::Pick(c.u8()?)
        }
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
        0x23 => {
            named!(Op::PlusUconst(0));
            Op::PlusUconst(c.uleb()?)
        }
        0x24 => Op::Shl,
        0x25 => Op::Shr,
        0x26 => Op::Shra,
        0x27 => Op::Xor,
        0x28 => {
            named!(Op::Bra(0));
            Op::Bra(c.fixed(2)? as u16 as i16)
        }
        0x29 => Op::Eq,
        0x2a => Op::Ge,
        0x2b => Op::Gt,
        0x2c => Op::Le,
        0x2d => Op::Lt,
        0x2e => Op::Ne,
        0x2f => {
            named!(Op::Skip(0));
            Op::Skip(c.fixed(2)? as u16 as i16)
        }
        0x30..=0x4f => Op::Lit(code - 0x30),
        0x50..=0x6f => Op::Reg(code - 0x50),
        0x70..=0x8f => {
            named!(Op::Breg(code - 0x70, 0));
            Op::Breg(code - 0x70, c.sleb()?)
        }
        0x90 => {
            named!(Op::Regx(0));
            Op::Regx(c.uleb()?)
        }
        0x91 => {
            named!(Op::Fbreg(0));
            Op::Fbreg(c.sleb()?)
        }
        0x92 => {
            named!(Op::Bregx(0, 0));
            let r = c.uleb()?;
            Op::Bregx(r, c.sleb()?)
        }
        0x93 => {
            named!(Op::Piece(0));
            Op::Piece(c.uleb()?)
        }
        0x94 => {
            named!(Op::DerefSize(0));
            Op::DerefSize(c.u8()?)
        }
        0x95 => {
            named!(Op::XderefSize(0));
            Op::XderefSize(c.u8()?)
        }
        0x96 => Op::Nop,
        0x97 => Op::PushObjectAddress,
        0x98 => {
            named!(Op::Call2(0));
            Op::Call2(c.fixed(2)? as u16)
        }
        0x99 => {
            named!(Op::Call4(0));
            Op::Call4(c.fixed(4)? as u32)
        }
        0x9a => {
            named!(Op::CallRef(0));
            Op::CallRef(c.fixed(usize::from(o.offset_size).clamp(1, 8))?)
        }
        0x9b => Op::FormTlsAddress,
        0x9c => Op::CallFrameCfa,
        0x9d => {
            named!(Op::BitPiece { size: 0, offset: 0 });
            let size = c.uleb()?;
            Op::BitPiece {
                size,
                offset: c.uleb()?,
            }
        }
        0x9e => {
            named!(Op::ImplicitValue(&[]));
            let n = c.uleb()?;
            let n = usize::try_from(n).map_err(|_| ErrorKind::Truncated)?;
            Op::ImplicitValue(c.slice(n)?)
        }
        0x9f => Op::StackValue,
        0xa0 => {
            named!(Op::ImplicitPointer { die: 0, offset: 0 });
            let die = c.fixed(usize::from(o.offset_size).clamp(1, 8))?;
            Op::ImplicitPointer {
                die,
                offset: c.sleb()?,
            }
        }
        0xa1 => {
            named!(Op::Addrx(0));
            Op::Addrx(c.uleb()?)
        }
        0xa2 => {
            named!(Op::Constx(0));
            Op::Constx(c.uleb()?)
        }
        0xa3 => {
            named!(Op::EntryValue(&[]));
            let n = c.uleb()?;
            let n = usize::try_from(n).map_err(|_| ErrorKind::Truncated)?;
            Op::EntryValue(c.slice(n)?)
        }
        0xa4 => {
            named!(Op::ConstType { ty: 0, bytes: &[] });
            let ty = c.uleb()?;
            let n = c.u8()?;
            Op::ConstType {
                ty,
                bytes: c.slice(usize::from(n))?,
            }
        }
        0xa5 => {
            named!(Op::RegvalType { reg: 0, ty: 0 });
            let reg = c.uleb()?;
            Op::RegvalType { reg, ty: c.uleb()? }
        }
        0xa6 => {
            named!(Op::DerefType { size: 0, ty: 0 });
            let size = c.u8()?;
            Op::DerefType {
                size,
                ty: c.uleb()?,
            }
        }
        0xa7 => {
            named!(Op::XderefType { size: 0, ty: 0 });
            let size = c.u8()?;
            Op::XderefType {
                size,
                ty: c.uleb()?,
            }
        }
        0xa8 => {
            named!(Op::Convert(0));
            Op::Convert(c.uleb()?)
        }
        0xa9 => {
            named!(Op::Reinterpret(0));
            Op::Reinterpret(c.uleb()?)
        }
        0xe0..=0xff => return decode_vendor(code, c, o, name),
        _ => return Err(ErrorKind::UnknownOp(code)),
    })
}

fn decode_vendor<'a>(
    code: u8,
    c: &mut Cursor<'a>,
    o: &DecodeOptions,
    name: &mut &'static str,
) -> Result<Op<'a>, ErrorKind> {
    let index = match o.encoding {
        Encoding::UserOps => {
            if code != DW_OP_LLVM_USER {
                return Err(ErrorKind::UnknownVendorOp {
                    code,
                    name: vendor_name(code),
                });
            }
            *name = "DW_OP_LLVM_user";
            let sub = c.uleb()?;
            LLVM_OPS
                .iter()
                .position(|l| l.user == Some(sub))
                .or_else(|| tba_index(&o.tba, sub, Encoding::UserOps))
                .ok_or(ErrorKind::UnknownUserOp(sub))?
        }
        Encoding::Legacy => LLVM_OPS
            .iter()
            .position(|l| l.legacy == Some(code))
            .or_else(|| tba_index(&o.tba, u64::from(code), Encoding::Legacy))
            .ok_or(ErrorKind::UnknownVendorOp {
                code,
                name: vendor_name(code),
            })?,
    };
    *name = match o.encoding {
        Encoding::UserOps => LLVM_OPS[index].user_name,
        Encoding::Legacy => LLVM_OPS[index].name,
    };
    Ok(match index {
        0 => Op::LlvmNop,
        1 => Op::FormAspaceAddress,
        2 => Op::PushLane,
        3 => Op::Offset,
        4 => Op::OffsetUconst(c.uleb()?),
        5 => Op::BitOffset,
        6 => Op::CallFrameEntryReg(c.uleb()?),
        7 => Op::Undefined,
        8 => {
            let reg = c.uleb()?;
            Op::AspaceBregx {
                reg,
                offset: c.sleb()?,
            }
        }
        9 => Op::PieceEnd,
        10 => {
            let bits = c.uleb()?;
            Op::Extend {
                bits,
                count: c.uleb()?,
            }
        }
        11 => {
            let bits = c.uleb()?;
            Op::SelectBitPiece {
                bits,
                count: c.uleb()?,
            }
        }
        12 => {
            let die = c.fixed(usize::from(o.offset_size).clamp(1, 8))?;
            Op::AspaceImplicitPointer {
                die,
                offset: c.sleb()?,
            }
        }
        13 => Op::PushIteration,
        14 => Op::Overlay,
        _ => Op::BitOverlay,
    })
}

/// The LLVM_OPS index of a TBA operation the caller assigned `code` to.
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

fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && b & 0x40 == 0) || (v == -1 && b & 0x40 != 0);
        if done {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
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
    if let Some(i) = op.llvm_index() {
        let l = &LLVM_OPS[i];
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
                uleb(out, sub);
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
    let osz = usize::from(options.offset_size).clamp(1, 8);
    match *op {
        Op::Addr(a) => {
            out.push(0x03);
            fixed(out, a, usize::from(options.address_size).clamp(1, 8));
        }
        Op::Deref => out.push(0x06),
        Op::Const(form, v) => {
            let (code, n) = match form {
                ConstForm::U1 => (0x08, 1),
                ConstForm::S1 => (0x09, 1),
                ConstForm::U2 => (0x0a, 2),
                ConstForm::S2 => (0x0b, 2),
                ConstForm::U4 => (0x0c, 4),
                ConstForm::S4 => (0x0d, 4),
                ConstForm::U8 => (0x0e, 8),
                ConstForm::S8 => (0x0f, 8),
                ConstForm::U => (0x10, 0),
                ConstForm::S => (0x11, 0),
            };
            out.push(code);
            match form {
                ConstForm::U => uleb(out, v),
                ConstForm::S => sleb(out, v as i64),
                _ => fixed(out, v, n),
            }
        }
        Op::Lit(n) => out.push(0x30 + (n & 31)),
        Op::Dup => out.push(0x12),
        Op::Drop => out.push(0x13),
        Op::Over => out.push(0x14),
        Op::Pick(n) => out.extend_from_slice(&[0x15, n]),
        Op::Swap => out.push(0x16),
        Op::Rot => out.push(0x17),
        Op::Xderef => out.push(0x18),
        Op::Abs => out.push(0x19),
        Op::And => out.push(0x1a),
        Op::Div => out.push(0x1b),
        Op::Minus => out.push(0x1c),
        Op::Mod => out.push(0x1d),
        Op::Mul => out.push(0x1e),
        Op::Neg => out.push(0x1f),
        Op::Not => out.push(0x20),
        Op::Or => out.push(0x21),
        Op::Plus => out.push(0x22),
        Op::PlusUconst(v) => {
            out.push(0x23);
            uleb(out, v);
        }
        Op::Shl => out.push(0x24),
        Op::Shr => out.push(0x25),
        Op::Shra => out.push(0x26),
        Op::Xor => out.push(0x27),
        Op::Bra(d) => {
            out.push(0x28);
            fixed(out, d as u16 as u64, 2);
        }
        Op::Eq => out.push(0x29),
        Op::Ge => out.push(0x2a),
        Op::Gt => out.push(0x2b),
        Op::Le => out.push(0x2c),
        Op::Lt => out.push(0x2d),
        Op::Ne => out.push(0x2e),
        Op::Skip(d) => {
            out.push(0x2f);
            fixed(out, d as u16 as u64, 2);
        }
        Op::Reg(n) => out.push(0x50 + (n & 31)),
        Op::Breg(n, d) => {
            out.push(0x70 + (n & 31));
            sleb(out, d);
        }
        Op::Regx(r) => {
            out.push(0x90);
            uleb(out, r);
        }
        Op::Fbreg(d) => {
            out.push(0x91);
            sleb(out, d);
        }
        Op::Bregx(r, d) => {
            out.push(0x92);
            uleb(out, r);
            sleb(out, d);
        }
        Op::Piece(n) => {
            out.push(0x93);
            uleb(out, n);
        }
        Op::DerefSize(n) => out.extend_from_slice(&[0x94, n]),
        Op::XderefSize(n) => out.extend_from_slice(&[0x95, n]),
        Op::Nop => out.push(0x96),
        Op::PushObjectAddress => out.push(0x97),
        Op::Call2(d) => {
            out.push(0x98);
            fixed(out, u64::from(d), 2);
        }
        Op::Call4(d) => {
            out.push(0x99);
            fixed(out, u64::from(d), 4);
        }
        Op::CallRef(d) => {
            out.push(0x9a);
            fixed(out, d, osz);
        }
        Op::FormTlsAddress => out.push(0x9b),
        Op::CallFrameCfa => out.push(0x9c),
        Op::BitPiece { size, offset } => {
            out.push(0x9d);
            uleb(out, size);
            uleb(out, offset);
        }
        Op::ImplicitValue(b) => {
            out.push(0x9e);
            uleb(out, b.len() as u64);
            out.extend_from_slice(b);
        }
        Op::StackValue => out.push(0x9f),
        Op::ImplicitPointer { die, offset } => {
            out.push(0xa0);
            fixed(out, die, osz);
            sleb(out, offset);
        }
        Op::Addrx(i) => {
            out.push(0xa1);
            uleb(out, i);
        }
        Op::Constx(i) => {
            out.push(0xa2);
            uleb(out, i);
        }
        Op::EntryValue(b) => {
            out.push(0xa3);
            uleb(out, b.len() as u64);
            out.extend_from_slice(b);
        }
        Op::ConstType { ty, bytes } => {
            out.push(0xa4);
            uleb(out, ty);
            out.push(u8::try_from(bytes.len()).map_err(|_| ErrorKind::BadOperand)?);
            out.extend_from_slice(bytes);
        }
        Op::RegvalType { reg, ty } => {
            out.push(0xa5);
            uleb(out, reg);
            uleb(out, ty);
        }
        Op::DerefType { size, ty } => {
            out.extend_from_slice(&[0xa6, size]);
            uleb(out, ty);
        }
        Op::XderefType { size, ty } => {
            out.extend_from_slice(&[0xa7, size]);
            uleb(out, ty);
        }
        Op::Convert(t) => {
            out.push(0xa8);
            uleb(out, t);
        }
        Op::Reinterpret(t) => {
            out.push(0xa9);
            uleb(out, t);
        }
        // LLVM operations: the opcode is written above; now the operands.
        Op::OffsetUconst(v) | Op::CallFrameEntryReg(v) => uleb(out, v),
        Op::AspaceBregx { reg, offset } => {
            uleb(out, reg);
            sleb(out, offset);
        }
        Op::Extend { bits, count } | Op::SelectBitPiece { bits, count } => {
            uleb(out, bits);
            uleb(out, count);
        }
        Op::AspaceImplicitPointer { die, offset } => {
            fixed(out, die, osz);
            sleb(out, offset);
        }
        Op::LlvmNop
        | Op::FormAspaceAddress
        | Op::PushLane
        | Op::Offset
        | Op::BitOffset
        | Op::Undefined
        | Op::PieceEnd
        | Op::PushIteration
        | Op::Overlay
        | Op::BitOverlay => {}
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
