//! The operation table: every DWARF operation hdb knows, with its code, its name and the
//! layout of its operands, written once (gimli's `dw!` pattern, with operand shapes added).
//! Decoding, encoding and printing ([`crate::op`]), the `hdb eval --ops` assembler
//! ([`crate::text`]) and the dumper's operand lists ([`crate::dump::operands`]) all read it.

use OperandKind::*;

/// How one operand is encoded and printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OperandKind {
    /// An address of the unit's address size, printed in hex.
    Addr,
    /// A DIE offset of the format's offset size (4 or 8 bytes), printed in hex.
    DieRef,
    /// An unsigned number of 1, 2, 4 or 8 bytes, printed in hex.
    Fixed(u8),
    /// A signed constant of 1, 2, 4 or 8 bytes (sign-extended), printed in decimal.
    FixedSigned(u8),
    /// A 2-byte signed branch displacement, printed with its sign.
    Displacement,
    /// An unsigned LEB128 number, printed in hex.
    Uleb,
    /// A signed LEB128 constant (`DW_OP_consts`), printed in decimal.
    SlebConst,
    /// A signed LEB128 offset, printed with its sign.
    Sleb,
    /// An unsigned LEB128 length and that many bytes.
    Block,
    /// A one-byte length and that many bytes (`DW_OP_const_type`'s value).
    Block1,
    /// An unsigned LEB128 length and that many bytes holding a DWARF expression
    /// (`DW_OP_entry_value`), printed in parentheses.
    Expression,
}

impl OperandKind {
    /// Whether the operand is signed.
    pub const fn is_signed(self) -> bool {
        matches!(self, FixedSigned(_) | Displacement | SlebConst | Sleb)
    }

    /// Whether the operand is a block of bytes (its length is part of the encoding).
    pub const fn is_block(self) -> bool {
        matches!(self, Block | Block1 | Expression)
    }
}

/// One standard operation (opcodes below 0xe0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StandardOp {
    /// The opcode.
    pub code: u8,
    /// `DW_OP_…`.
    pub name: &'static str,
    /// The operands, in encoding order.
    pub operands: &'static [OperandKind],
}

const fn std(code: u8, name: &'static str, operands: &'static [OperandKind]) -> StandardOp {
    StandardOp {
        code,
        name,
        operands,
    }
}

/// The standard operations of DWARF 5, in code order.
#[rustfmt::skip]
pub const STANDARD: [StandardOp; 164] = [
    std(0x03, "DW_OP_addr", &[Addr]),
    std(0x06, "DW_OP_deref", &[]),
    std(0x08, "DW_OP_const1u", &[Fixed(1)]),
    std(0x09, "DW_OP_const1s", &[FixedSigned(1)]),
    std(0x0a, "DW_OP_const2u", &[Fixed(2)]),
    std(0x0b, "DW_OP_const2s", &[FixedSigned(2)]),
    std(0x0c, "DW_OP_const4u", &[Fixed(4)]),
    std(0x0d, "DW_OP_const4s", &[FixedSigned(4)]),
    std(0x0e, "DW_OP_const8u", &[Fixed(8)]),
    std(0x0f, "DW_OP_const8s", &[FixedSigned(8)]),
    std(0x10, "DW_OP_constu", &[Uleb]),
    std(0x11, "DW_OP_consts", &[SlebConst]),
    std(0x12, "DW_OP_dup", &[]),
    std(0x13, "DW_OP_drop", &[]),
    std(0x14, "DW_OP_over", &[]),
    std(0x15, "DW_OP_pick", &[Fixed(1)]),
    std(0x16, "DW_OP_swap", &[]),
    std(0x17, "DW_OP_rot", &[]),
    std(0x18, "DW_OP_xderef", &[]),
    std(0x19, "DW_OP_abs", &[]),
    std(0x1a, "DW_OP_and", &[]),
    std(0x1b, "DW_OP_div", &[]),
    std(0x1c, "DW_OP_minus", &[]),
    std(0x1d, "DW_OP_mod", &[]),
    std(0x1e, "DW_OP_mul", &[]),
    std(0x1f, "DW_OP_neg", &[]),
    std(0x20, "DW_OP_not", &[]),
    std(0x21, "DW_OP_or", &[]),
    std(0x22, "DW_OP_plus", &[]),
    std(0x23, "DW_OP_plus_uconst", &[Uleb]),
    std(0x24, "DW_OP_shl", &[]),
    std(0x25, "DW_OP_shr", &[]),
    std(0x26, "DW_OP_shra", &[]),
    std(0x27, "DW_OP_xor", &[]),
    std(0x28, "DW_OP_bra", &[Displacement]),
    std(0x29, "DW_OP_eq", &[]),
    std(0x2a, "DW_OP_ge", &[]),
    std(0x2b, "DW_OP_gt", &[]),
    std(0x2c, "DW_OP_le", &[]),
    std(0x2d, "DW_OP_lt", &[]),
    std(0x2e, "DW_OP_ne", &[]),
    std(0x2f, "DW_OP_skip", &[Displacement]),
    std(0x30, "DW_OP_lit0", &[]),
    std(0x31, "DW_OP_lit1", &[]),
    std(0x32, "DW_OP_lit2", &[]),
    std(0x33, "DW_OP_lit3", &[]),
    std(0x34, "DW_OP_lit4", &[]),
    std(0x35, "DW_OP_lit5", &[]),
    std(0x36, "DW_OP_lit6", &[]),
    std(0x37, "DW_OP_lit7", &[]),
    std(0x38, "DW_OP_lit8", &[]),
    std(0x39, "DW_OP_lit9", &[]),
    std(0x3a, "DW_OP_lit10", &[]),
    std(0x3b, "DW_OP_lit11", &[]),
    std(0x3c, "DW_OP_lit12", &[]),
    std(0x3d, "DW_OP_lit13", &[]),
    std(0x3e, "DW_OP_lit14", &[]),
    std(0x3f, "DW_OP_lit15", &[]),
    std(0x40, "DW_OP_lit16", &[]),
    std(0x41, "DW_OP_lit17", &[]),
    std(0x42, "DW_OP_lit18", &[]),
    std(0x43, "DW_OP_lit19", &[]),
    std(0x44, "DW_OP_lit20", &[]),
    std(0x45, "DW_OP_lit21", &[]),
    std(0x46, "DW_OP_lit22", &[]),
    std(0x47, "DW_OP_lit23", &[]),
    std(0x48, "DW_OP_lit24", &[]),
    std(0x49, "DW_OP_lit25", &[]),
    std(0x4a, "DW_OP_lit26", &[]),
    std(0x4b, "DW_OP_lit27", &[]),
    std(0x4c, "DW_OP_lit28", &[]),
    std(0x4d, "DW_OP_lit29", &[]),
    std(0x4e, "DW_OP_lit30", &[]),
    std(0x4f, "DW_OP_lit31", &[]),
    std(0x50, "DW_OP_reg0", &[]),
    std(0x51, "DW_OP_reg1", &[]),
    std(0x52, "DW_OP_reg2", &[]),
    std(0x53, "DW_OP_reg3", &[]),
    std(0x54, "DW_OP_reg4", &[]),
    std(0x55, "DW_OP_reg5", &[]),
    std(0x56, "DW_OP_reg6", &[]),
    std(0x57, "DW_OP_reg7", &[]),
    std(0x58, "DW_OP_reg8", &[]),
    std(0x59, "DW_OP_reg9", &[]),
    std(0x5a, "DW_OP_reg10", &[]),
    std(0x5b, "DW_OP_reg11", &[]),
    std(0x5c, "DW_OP_reg12", &[]),
    std(0x5d, "DW_OP_reg13", &[]),
    std(0x5e, "DW_OP_reg14", &[]),
    std(0x5f, "DW_OP_reg15", &[]),
    std(0x60, "DW_OP_reg16", &[]),
    std(0x61, "DW_OP_reg17", &[]),
    std(0x62, "DW_OP_reg18", &[]),
    std(0x63, "DW_OP_reg19", &[]),
    std(0x64, "DW_OP_reg20", &[]),
    std(0x65, "DW_OP_reg21", &[]),
    std(0x66, "DW_OP_reg22", &[]),
    std(0x67, "DW_OP_reg23", &[]),
    std(0x68, "DW_OP_reg24", &[]),
    std(0x69, "DW_OP_reg25", &[]),
    std(0x6a, "DW_OP_reg26", &[]),
    std(0x6b, "DW_OP_reg27", &[]),
    std(0x6c, "DW_OP_reg28", &[]),
    std(0x6d, "DW_OP_reg29", &[]),
    std(0x6e, "DW_OP_reg30", &[]),
    std(0x6f, "DW_OP_reg31", &[]),
    std(0x70, "DW_OP_breg0", &[Sleb]),
    std(0x71, "DW_OP_breg1", &[Sleb]),
    std(0x72, "DW_OP_breg2", &[Sleb]),
    std(0x73, "DW_OP_breg3", &[Sleb]),
    std(0x74, "DW_OP_breg4", &[Sleb]),
    std(0x75, "DW_OP_breg5", &[Sleb]),
    std(0x76, "DW_OP_breg6", &[Sleb]),
    std(0x77, "DW_OP_breg7", &[Sleb]),
    std(0x78, "DW_OP_breg8", &[Sleb]),
    std(0x79, "DW_OP_breg9", &[Sleb]),
    std(0x7a, "DW_OP_breg10", &[Sleb]),
    std(0x7b, "DW_OP_breg11", &[Sleb]),
    std(0x7c, "DW_OP_breg12", &[Sleb]),
    std(0x7d, "DW_OP_breg13", &[Sleb]),
    std(0x7e, "DW_OP_breg14", &[Sleb]),
    std(0x7f, "DW_OP_breg15", &[Sleb]),
    std(0x80, "DW_OP_breg16", &[Sleb]),
    std(0x81, "DW_OP_breg17", &[Sleb]),
    std(0x82, "DW_OP_breg18", &[Sleb]),
    std(0x83, "DW_OP_breg19", &[Sleb]),
    std(0x84, "DW_OP_breg20", &[Sleb]),
    std(0x85, "DW_OP_breg21", &[Sleb]),
    std(0x86, "DW_OP_breg22", &[Sleb]),
    std(0x87, "DW_OP_breg23", &[Sleb]),
    std(0x88, "DW_OP_breg24", &[Sleb]),
    std(0x89, "DW_OP_breg25", &[Sleb]),
    std(0x8a, "DW_OP_breg26", &[Sleb]),
    std(0x8b, "DW_OP_breg27", &[Sleb]),
    std(0x8c, "DW_OP_breg28", &[Sleb]),
    std(0x8d, "DW_OP_breg29", &[Sleb]),
    std(0x8e, "DW_OP_breg30", &[Sleb]),
    std(0x8f, "DW_OP_breg31", &[Sleb]),
    std(0x90, "DW_OP_regx", &[Uleb]),
    std(0x91, "DW_OP_fbreg", &[Sleb]),
    std(0x92, "DW_OP_bregx", &[Uleb, Sleb]),
    std(0x93, "DW_OP_piece", &[Uleb]),
    std(0x94, "DW_OP_deref_size", &[Fixed(1)]),
    std(0x95, "DW_OP_xderef_size", &[Fixed(1)]),
    std(0x96, "DW_OP_nop", &[]),
    std(0x97, "DW_OP_push_object_address", &[]),
    std(0x98, "DW_OP_call2", &[Fixed(2)]),
    std(0x99, "DW_OP_call4", &[Fixed(4)]),
    std(0x9a, "DW_OP_call_ref", &[DieRef]),
    std(0x9b, "DW_OP_form_tls_address", &[]),
    std(0x9c, "DW_OP_call_frame_cfa", &[]),
    std(0x9d, "DW_OP_bit_piece", &[Uleb, Uleb]),
    std(0x9e, "DW_OP_implicit_value", &[Block]),
    std(0x9f, "DW_OP_stack_value", &[]),
    std(0xa0, "DW_OP_implicit_pointer", &[DieRef, Sleb]),
    std(0xa1, "DW_OP_addrx", &[Uleb]),
    std(0xa2, "DW_OP_constx", &[Uleb]),
    std(0xa3, "DW_OP_entry_value", &[Expression]),
    std(0xa4, "DW_OP_const_type", &[Uleb, Block1]),
    std(0xa5, "DW_OP_regval_type", &[Uleb, Uleb]),
    std(0xa6, "DW_OP_deref_type", &[Fixed(1), Uleb]),
    std(0xa7, "DW_OP_xderef_type", &[Fixed(1), Uleb]),
    std(0xa8, "DW_OP_convert", &[Uleb]),
    std(0xa9, "DW_OP_reinterpret", &[Uleb]),
];

/// `STANDARD`'s index for each opcode byte (`NONE`: not a standard operation).
const NONE: u8 = u8::MAX;
const INDEX: [u8; 256] = {
    let mut index = [NONE; 256];
    let mut i = 0;
    while i < STANDARD.len() {
        index[STANDARD[i].code as usize] = i as u8;
        i += 1;
    }
    index
};

/// The standard operation with opcode `code`.
pub fn standard(code: u8) -> Option<&'static StandardOp> {
    match INDEX[usize::from(code)] {
        NONE => None,
        i => Some(&STANDARD[usize::from(i)]),
    }
}

/// The standard operation named `name` (`DW_OP_bregx`).
pub fn standard_by_name(name: &str) -> Option<&'static StandardOp> {
    STANDARD.iter().find(|s| s.name == name)
}

/// `DW_OP_LLVM_user` (0xe9).
pub const DW_OP_LLVM_USER: u8 = 0xe9;

/// One heterogeneous-debugging operation (`DW_OP_LLVM_*`) and its two encodings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LlvmOp {
    /// The `DW_OP_LLVM_user` sub-opcode (`None`: TBA, see [`crate::TbaOps`]).
    pub user: Option<u64>,
    /// The legacy single byte (`None`: none).
    pub legacy: Option<u8>,
    /// `DW_OP_LLVM_offset`.
    pub name: &'static str,
    /// `DW_OP_LLVM_user DW_OP_LLVM_offset`, as llvm-dwarfdump prints a user operation.
    pub user_name: &'static str,
    /// The operands after the opcode (and sub-opcode), in encoding order.
    pub operands: &'static [OperandKind],
}

macro_rules! llvm {
    ($user:expr, $legacy:expr, $name:literal, [$($k:expr),*]) => {
        LlvmOp {
            user: $user,
            legacy: $legacy,
            name: concat!("DW_OP_LLVM_", $name),
            user_name: concat!("DW_OP_LLVM_user DW_OP_LLVM_", $name),
            operands: &[$($k),*],
        }
    };
}

/// The LLVM operations in sub-opcode order (producers.md §3; dwarf-ext.md §1.1). The index
/// is [`crate::op`]'s name for each (`LLVM[4]` is `DW_OP_LLVM_offset_uconst`).
#[rustfmt::skip]
pub const LLVM: [LlvmOp; 16] = [
    llvm!(Some(0x01), None, "nop", []),
    llvm!(Some(0x02), Some(0xe1), "form_aspace_address", []),
    llvm!(Some(0x03), Some(0xe2), "push_lane", []),
    llvm!(Some(0x04), Some(0xe3), "offset", []),
    llvm!(Some(0x05), Some(0xe4), "offset_uconst", [Uleb]),
    llvm!(Some(0x06), Some(0xe5), "bit_offset", []),
    llvm!(Some(0x07), Some(0xe6), "call_frame_entry_reg", [Uleb]),
    llvm!(Some(0x08), Some(0xe7), "undefined", []),
    llvm!(Some(0x09), Some(0xe8), "aspace_bregx", [Uleb, Sleb]),
    llvm!(Some(0x0a), Some(0xea), "piece_end", []),
    llvm!(Some(0x0b), Some(0xeb), "extend", [Uleb, Uleb]),
    llvm!(Some(0x0c), Some(0xec), "select_bit_piece", [Uleb, Uleb]),
    llvm!(None, Some(0xe9), "aspace_implicit_pointer", [DieRef, Sleb]),
    llvm!(None, None, "push_iteration", []),
    llvm!(None, None, "overlay", []),
    llvm!(None, None, "bit_overlay", []),
];

/// The index in [`LLVM`] of the operation named `name` (`DW_OP_LLVM_offset`).
pub fn llvm_by_name(name: &str) -> Option<usize> {
    LLVM.iter().position(|l| l.name == name)
}

/// The names of the vendor opcodes 0xe0..=0xff in LLVM's `Dwarf.def` (for error messages).
pub fn vendor_name(code: u8) -> &'static str {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_ascend_and_names_are_unique() {
        for w in STANDARD.windows(2) {
            assert!(w[0].code < w[1].code, "{} before {}", w[0].name, w[1].name);
        }
        let mut names: Vec<&str> = STANDARD.iter().map(|s| s.name).collect();
        names.extend(LLVM.iter().map(|l| l.name));
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), n);
        for c in 0..=255u8 {
            assert_eq!(
                standard(c).map(|s| s.code),
                STANDARD.iter().find(|s| s.code == c).map(|s| s.code)
            );
        }
    }

    #[test]
    fn numbered_families_are_numbered() {
        for n in 0..32u8 {
            assert_eq!(standard(0x30 + n).unwrap().name, format!("DW_OP_lit{n}"));
            assert_eq!(standard(0x50 + n).unwrap().name, format!("DW_OP_reg{n}"));
            assert_eq!(standard(0x70 + n).unwrap().name, format!("DW_OP_breg{n}"));
        }
    }
}
