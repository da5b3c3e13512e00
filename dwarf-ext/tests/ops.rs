//! Decoding, printing, encoding and assembling every operation, in both encodings; cutting
//! every encoding short; the vendor-opcode rules.

mod common;

use dwarf_ext::op::ConstForm as F;
use dwarf_ext::{
    decode, disassemble, encode, text, DecodeOptions, Encoding, ErrorKind, Op, TbaOps,
};

/// (operation, bytes under `UserOps`, bytes under `Legacy` or None when it has no legacy code)
fn table() -> Vec<(Op<'static>, Vec<u8>, Option<Vec<u8>>)> {
    let same = |op: Op<'static>, b: &[u8]| (op, b.to_vec(), Some(b.to_vec()));
    let llvm = |op: Op<'static>, user: &[u8], legacy: Option<&[u8]>| {
        (op, user.to_vec(), legacy.map(<[u8]>::to_vec))
    };
    vec![
        same(
            Op::Addr(0x1122334455667788),
            &[0x03, 0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11],
        ),
        same(Op::Deref, &[0x06]),
        same(Op::Const(F::U1, 0xff), &[0x08, 0xff]),
        same(Op::Const(F::S1, -2i64 as u64), &[0x09, 0xfe]),
        same(Op::Const(F::U2, 0x1234), &[0x0a, 0x34, 0x12]),
        same(Op::Const(F::S2, -2i64 as u64), &[0x0b, 0xfe, 0xff]),
        same(
            Op::Const(F::U4, 0x12345678),
            &[0x0c, 0x78, 0x56, 0x34, 0x12],
        ),
        same(
            Op::Const(F::S4, -2i64 as u64),
            &[0x0d, 0xfe, 0xff, 0xff, 0xff],
        ),
        same(Op::Const(F::U8, 1), &[0x0e, 1, 0, 0, 0, 0, 0, 0, 0]),
        same(
            Op::Const(F::S8, -1i64 as u64),
            &[0x0f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
        ),
        same(Op::Const(F::U, 1024), &[0x10, 0x80, 0x08]),
        same(Op::Const(F::S, -8i64 as u64), &[0x11, 0x78]),
        same(Op::Dup, &[0x12]),
        same(Op::Drop, &[0x13]),
        same(Op::Over, &[0x14]),
        same(Op::Pick(2), &[0x15, 2]),
        same(Op::Swap, &[0x16]),
        same(Op::Rot, &[0x17]),
        same(Op::Xderef, &[0x18]),
        same(Op::Abs, &[0x19]),
        same(Op::And, &[0x1a]),
        same(Op::Div, &[0x1b]),
        same(Op::Minus, &[0x1c]),
        same(Op::Mod, &[0x1d]),
        same(Op::Mul, &[0x1e]),
        same(Op::Neg, &[0x1f]),
        same(Op::Not, &[0x20]),
        same(Op::Or, &[0x21]),
        same(Op::Plus, &[0x22]),
        same(Op::PlusUconst(16), &[0x23, 16]),
        same(Op::Shl, &[0x24]),
        same(Op::Shr, &[0x25]),
        same(Op::Shra, &[0x26]),
        same(Op::Xor, &[0x27]),
        same(Op::Bra(-3), &[0x28, 0xfd, 0xff]),
        same(Op::Eq, &[0x29]),
        same(Op::Ge, &[0x2a]),
        same(Op::Gt, &[0x2b]),
        same(Op::Le, &[0x2c]),
        same(Op::Lt, &[0x2d]),
        same(Op::Ne, &[0x2e]),
        same(Op::Skip(2), &[0x2f, 2, 0]),
        same(Op::Lit(0), &[0x30]),
        same(Op::Lit(31), &[0x4f]),
        same(Op::Reg(1), &[0x51]),
        same(Op::Reg(31), &[0x6f]),
        same(Op::Breg(16, -4), &[0x80, 0x7c]),
        same(Op::Regx(2560), &[0x90, 0x80, 0x14]),
        same(Op::Fbreg(52), &[0x91, 0x34]),
        same(Op::Bregx(2560, 0), &[0x92, 0x80, 0x14, 0x00]),
        same(Op::Piece(4), &[0x93, 4]),
        same(Op::DerefSize(4), &[0x94, 4]),
        same(Op::XderefSize(2), &[0x95, 2]),
        same(Op::Nop, &[0x96]),
        same(Op::PushObjectAddress, &[0x97]),
        same(Op::Call2(0x1234), &[0x98, 0x34, 0x12]),
        same(Op::Call4(0x12345678), &[0x99, 0x78, 0x56, 0x34, 0x12]),
        same(Op::CallRef(0x1234), &[0x9a, 0x34, 0x12, 0, 0]),
        same(Op::FormTlsAddress, &[0x9b]),
        same(Op::CallFrameCfa, &[0x9c]),
        same(
            Op::BitPiece {
                size: 32,
                offset: 64,
            },
            &[0x9d, 32, 64],
        ),
        same(Op::ImplicitValue(&[1, 2, 3]), &[0x9e, 3, 1, 2, 3]),
        same(Op::StackValue, &[0x9f]),
        same(
            Op::ImplicitPointer {
                die: 0x40,
                offset: -8,
            },
            &[0xa0, 0x40, 0, 0, 0, 0x78],
        ),
        same(Op::Addrx(3), &[0xa1, 3]),
        same(Op::Constx(4), &[0xa2, 4]),
        same(Op::EntryValue(&[0x60]), &[0xa3, 1, 0x60]),
        same(
            Op::ConstType {
                ty: 0x2a,
                bytes: &[1, 0, 0, 0],
            },
            &[0xa4, 0x2a, 4, 1, 0, 0, 0],
        ),
        same(Op::RegvalType { reg: 17, ty: 0x2a }, &[0xa5, 17, 0x2a]),
        same(Op::DerefType { size: 8, ty: 0x2a }, &[0xa6, 8, 0x2a]),
        same(Op::XderefType { size: 4, ty: 0x2a }, &[0xa7, 4, 0x2a]),
        same(Op::Convert(0x2a), &[0xa8, 0x2a]),
        same(Op::Reinterpret(0x2a), &[0xa9, 0x2a]),
        llvm(Op::LlvmNop, &[0xe9, 0x01], None),
        llvm(Op::FormAspaceAddress, &[0xe9, 0x02], Some(&[0xe1])),
        llvm(Op::PushLane, &[0xe9, 0x03], Some(&[0xe2])),
        llvm(Op::Offset, &[0xe9, 0x04], Some(&[0xe3])),
        llvm(
            Op::OffsetUconst(0),
            &[0xe9, 0x05, 0x00],
            Some(&[0xe4, 0x00]),
        ),
        llvm(Op::BitOffset, &[0xe9, 0x06], Some(&[0xe5])),
        llvm(
            Op::CallFrameEntryReg(0),
            &[0xe9, 0x07, 0x00],
            Some(&[0xe6, 0x00]),
        ),
        llvm(Op::Undefined, &[0xe9, 0x08], Some(&[0xe7])),
        llvm(
            Op::AspaceBregx { reg: 0, offset: 2 },
            &[0xe9, 0x09, 0x00, 0x02],
            Some(&[0xe8, 0x00, 0x02]),
        ),
        llvm(Op::PieceEnd, &[0xe9, 0x0a], Some(&[0xea])),
        llvm(
            Op::Extend { bits: 0, count: 0 },
            &[0xe9, 0x0b, 0x00, 0x00],
            Some(&[0xeb, 0x00, 0x00]),
        ),
        llvm(
            Op::SelectBitPiece {
                bits: 32,
                count: 64,
            },
            &[0xe9, 0x0c, 32, 64],
            Some(&[0xec, 32, 64]),
        ),
        llvm(
            Op::AspaceImplicitPointer {
                die: 0x40,
                offset: 4,
            },
            &[0xe9, 0x40, 0x40, 0, 0, 0, 4],
            Some(&[0xe9, 0x40, 0, 0, 0, 4]),
        ),
        llvm(Op::PushIteration, &[0xe9, 0x41], Some(&[0xf8])),
        llvm(Op::Overlay, &[0xe9, 0x42], Some(&[0xfa])),
        llvm(Op::BitOverlay, &[0xe9, 0x43], Some(&[0xfb])),
    ]
}

/// Codes for the TBA operations, used only by these tests (the notes assign none).
fn with_tba(encoding: Encoding) -> DecodeOptions {
    let tba = match encoding {
        Encoding::UserOps => TbaOps {
            aspace_implicit_pointer: Some(0x40),
            push_iteration: Some(0x41),
            overlay: Some(0x42),
            bit_overlay: Some(0x43),
        },
        Encoding::Legacy => TbaOps {
            aspace_implicit_pointer: None,
            push_iteration: Some(0xf8),
            overlay: Some(0xfa),
            bit_overlay: Some(0xfb),
        },
    };
    DecodeOptions {
        tba,
        ..DecodeOptions::with_encoding(encoding)
    }
}

fn cases() -> Vec<(Encoding, Op<'static>, Vec<u8>)> {
    let mut v = Vec::new();
    for (op, user, legacy) in table() {
        v.push((Encoding::UserOps, op, user));
        if let Some(l) = legacy {
            v.push((Encoding::Legacy, op, l));
        }
    }
    v
}

#[test]
fn every_operation_decodes_and_encodes_in_both_encodings() {
    for (enc, op, bytes) in cases() {
        let o = with_tba(enc);
        let (got, next) = decode(&bytes, 0, &o).unwrap_or_else(|e| panic!("{enc:?} {op:?}: {e}"));
        assert_eq!(got, op, "{enc:?} {bytes:02x?}");
        assert_eq!(next, bytes.len(), "{enc:?} {op:?}");
        let mut out = Vec::new();
        encode(&op, &o, &mut out).unwrap();
        assert_eq!(out, bytes, "{enc:?} {op:?}");
    }
}

#[test]
fn every_operation_prints_and_reassembles() {
    for (enc, op, bytes) in cases() {
        let o = with_tba(enc);
        let text = op.display(o).to_string();
        let name = op.name_in(enc);
        assert!(text.starts_with(name), "{text}");
        if op.is_llvm() && enc == Encoding::UserOps {
            assert!(text.starts_with("DW_OP_LLVM_user DW_OP_LLVM_"), "{text}");
        }
        let again = text::assemble(&text, &o).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(again, bytes, "{text}");
        // The other spelling of a user op names the same operation.
        if let Some(bare) = text.strip_prefix("DW_OP_LLVM_user ") {
            assert_eq!(text::assemble(bare, &o).unwrap(), bytes, "{bare}");
        }
    }
}

#[test]
fn every_shorter_cut_of_an_encoding_is_a_clean_truncation_error() {
    for (enc, op, bytes) in cases() {
        let o = with_tba(enc);
        for cut in 1..bytes.len() {
            let err = decode(&bytes[..cut], 0, &o).expect_err(&format!("{op:?} cut at {cut}"));
            assert_eq!(err.kind, ErrorKind::Truncated, "{op:?} cut at {cut}: {err}");
            assert_eq!(err.offset, Some(0));
            assert!(err.op.unwrap().starts_with("DW_OP_"), "{err}");
        }
    }
}

#[test]
fn the_dwarf5_opcode_space_is_covered_exactly() {
    // Every byte below 0xe0: defined DWARF 5 opcodes decode, the rest are unknown.
    let o = DecodeOptions::default();
    let defined = |b: u8| matches!(b, 0x03 | 0x06 | 0x08..=0xa9);
    for b in 0u8..0xe0 {
        let mut bytes = vec![b];
        bytes.extend_from_slice(&[0; 16]);
        match decode(&bytes, 0, &o) {
            Ok(_) => assert!(defined(b), "{b:#x} decoded"),
            Err(e) => {
                assert!(!defined(b), "{b:#x}: {e}");
                assert_eq!(e.kind, ErrorKind::UnknownOp(b));
            }
        }
    }
}

#[test]
fn vendor_bytes_follow_the_chosen_encoding() {
    let user = DecodeOptions::default();
    let legacy = DecodeOptions::with_encoding(Encoding::Legacy);
    // 0xe1..0xe8 are HP/Intel ops in current LLVM: an error under UserOps.
    for b in 0xe1u8..=0xe8 {
        let e = decode(&[b, 0, 0, 0, 0, 0], 0, &user).unwrap_err();
        assert!(
            matches!(e.kind, ErrorKind::UnknownVendorOp { code, .. } if code == b),
            "{b:#x}: {e}"
        );
        assert!(
            decode(&[b, 0, 0, 0, 0, 0], 0, &legacy).unwrap().0.is_llvm(),
            "{b:#x}"
        );
    }
    let e = decode(&[0xe1], 0, &user).unwrap_err();
    assert!(e.to_string().contains("DW_OP_HP_is_value"), "{e}");
    // Unknown and reserved sub-opcodes.
    for sub in [0x00u8, 0x0d, 0x7f] {
        let e = decode(&[0xe9, sub], 0, &user).unwrap_err();
        assert_eq!(e.kind, ErrorKind::UnknownUserOp(u64::from(sub)));
        assert_eq!(e.op, Some("DW_OP_LLVM_user"));
    }
    // TBA operations decode only where assigned.
    assert_eq!(
        decode(&[0xe9, 0x41], 0, &user).unwrap_err().kind,
        ErrorKind::UnknownUserOp(0x41)
    );
    // 0xe9 under Legacy is aspace_implicit_pointer.
    let (op, _) = decode(&[0xe9, 1, 0, 0, 0, 2], 0, &legacy).unwrap();
    assert_eq!(op, Op::AspaceImplicitPointer { die: 1, offset: 2 });
    // A LEB128 beyond 64 bits is a bad operand, not a panic.
    let e = decode(
        &[
            0x10, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
        ],
        0,
        &user,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadOperand);
}

#[test]
fn disassembly_matches_llvm_dwarfdump_names() {
    let o = DecodeOptions::default();
    let bytes = [0x90, 0x80, 0x14, 0xe9, 0x03, 0x34, 0x1e, 0xe9, 0x04];
    assert_eq!(
        disassemble(&bytes, o).unwrap(),
        "DW_OP_regx 0xa00, DW_OP_LLVM_user DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user DW_OP_LLVM_offset"
    );
    let legacy = DecodeOptions::with_encoding(Encoding::Legacy);
    assert_eq!(
        disassemble(&[0x91, 0x7c, 0xe2], legacy).unwrap(),
        "DW_OP_fbreg -4, DW_OP_LLVM_push_lane"
    );
    assert_eq!(
        disassemble(&[0xa3, 0x01, 0x60, 0x9f], o).unwrap(),
        "DW_OP_entry_value(DW_OP_reg16), DW_OP_stack_value"
    );
    // The brief's example assembles to the fork's bytes.
    let a = text::assemble(
        "DW_OP_regx 2560, DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_offset",
        &o,
    )
    .unwrap();
    assert_eq!(a, bytes);
}

#[test]
fn assembler_errors_name_the_operation() {
    let o = DecodeOptions::default();
    let e = text::assemble("DW_OP_lit1, DW_OP_frob", &o).unwrap_err();
    assert_eq!(e.index, 1);
    assert!(e.message.contains("DW_OP_frob"));
    assert!(text::assemble("DW_OP_plus 3", &o).is_err());
    assert!(text::assemble("DW_OP_regx", &o).is_err());
    // Operands are checked against their encoded width (the table's operand kinds).
    for (text, what) in [
        ("DW_OP_const1s 200", "operand 1 out of range"),
        ("DW_OP_const1u 256", "operand 1 out of range"),
        ("DW_OP_pick 300", "operand 1 out of range"),
        ("DW_OP_bra 40000", "operand 1 out of range"),
        ("DW_OP_deref_type 1", "missing operand 2"),
        ("DW_OP_implicit_value 3 1 2", "expected 3 block bytes"),
        ("DW_OP_bregx 1 2 3", "takes 2 operand(s), got 3"),
    ] {
        let e = text::assemble(text, &o).unwrap_err();
        assert!(e.message.contains(what), "{text}: {}", e.message);
    }
    assert_eq!(
        text::assemble("DW_OP_const1s -128, DW_OP_const2u 65535", &o).unwrap(),
        [0x09, 0x80, 0x0a, 0xff, 0xff]
    );
    assert!(text::assemble(
        "DW_OP_LLVM_nop",
        &DecodeOptions::with_encoding(Encoding::Legacy)
    )
    .is_err());
    assert!(
        text::assemble("DW_OP_LLVM_overlay", &o).is_err(),
        "TBA ops need an assigned code"
    );
}
