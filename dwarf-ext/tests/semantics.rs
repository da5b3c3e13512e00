//! Every operation's semantics, table-driven, under both encodings and both wave sizes; and
//! every prefix of every test expression evaluated (clean errors, never a panic).

mod common;

use std::sync::Arc;

use common::{asm, subst, Wave, WaveExt};
use dwarf_ext::value::ate;
use dwarf_ext::{
    AddrSpace, BaseType, DieRef, Encoding, Entry, ErrorKind, Evaluator, Location, Ops, Options,
    Procedure, ResultKind,
};

/// The wave every case runs against (lane 3 focused).
fn wave(lanes: u32) -> Wave {
    let mut w = Wave::new(lanes).with_lane(3);
    let v0: Vec<u32> = (0..lanes).map(|i| 0x100 + i).collect();
    let v1: Vec<u32> = (0..lanes).map(|i| 0x200 + i).collect();
    w.set_lanes("v0", &v0).set_lanes("v1", &v1);
    w.set_reg("s0", 0x1122_3344)
        .set_reg("s30", 0xaaaa_bbbb)
        .set_reg("s31", 0xcccc_dddd)
        .set_reg("s33", 0x40);
    w.set_reg(
        "exec",
        if lanes == 64 {
            u128::from(u64::MAX)
        } else {
            0xffff_ffff
        },
    );
    w.set_reg("pc", 0x1000);
    w.set_mem(
        AddrSpace::GLOBAL,
        0x1000,
        &[
            0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b,
        ],
    );
    w.set_mem(AddrSpace::LOCAL, 0x20, &[0xa0, 0xa1, 0xa2, 0xa3]);
    for lane in 0..lanes {
        w.set_private(lane, 0x8, &[lane as u8, 0xb1, 0xb2, 0xb3, 0xb4, 0xb5]);
    }
    w.set_mem(AddrSpace::PRIVATE_WAVE, 0x100, &[0xc0, 0xc1, 0xc2, 0xc3]);
    w.frame_base = Some(Location::register(w.reg("s33")));
    w.cfa = Some(Location::memory(AddrSpace::PRIVATE_WAVE, 0x100));
    w.object = Some(Location::memory(AddrSpace::GLOBAL, 0x1000));
    w.addrs = vec![0x1000, 0x1234];
    w.iteration = Some(2);
    let addr = |byte_size, space| BaseType {
        byte_size,
        encoding: ate::ADDRESS,
        address_space: Some(space),
    };
    w.types.insert(0x2a, BaseType::unsigned(4));
    w.types.insert(0x30, BaseType::signed(1));
    w.types.insert(0x38, BaseType::unsigned(8));
    w.types.insert(
        0x40,
        BaseType {
            byte_size: 4,
            encoding: ate::FLOAT,
            address_space: None,
        },
    );
    w.types.insert(0x50, addr(8, 1));
    w.types.insert(0x51, addr(4, 3));
    w.types.insert(0x52, addr(4, 5));
    w.types.insert(0x53, addr(8, 0));
    w.types.insert(0x54, addr(4, 6));
    let s0 = w.reg("s0");
    let procs = [
        (
            DieRef::Unit(0x10),
            Procedure::Expression(asm("DW_OP_lit7", Encoding::UserOps).into()),
        ),
        (
            DieRef::Unit(0x11),
            Procedure::ConstValue(Arc::from(&[1u8, 2][..])),
        ),
        (DieRef::Unit(0x12), Procedure::Absent),
        (
            DieRef::Info(0x200),
            Procedure::Expression(asm(&format!("DW_OP_regx {s0}"), Encoding::UserOps).into()),
        ),
        (
            DieRef::Info(0x300),
            Procedure::LocationList(vec![asm("DW_OP_addr 0x1000", Encoding::UserOps).into()]),
        ),
        (
            DieRef::Info(0x400),
            Procedure::Expression(asm("DW_OP_call_ref 0x400", Encoding::UserOps).into()),
        ),
    ];
    w.procs.extend(procs);
    w
}

#[derive(Debug, Clone, Copy)]
enum X {
    /// The result entry prints as this.
    Show(&'static str),
    /// Reading this many bytes gives this hex.
    Read(usize, &'static str),
    /// Evaluation fails with an error whose text contains this.
    Fails(&'static str),
    /// Evaluation succeeds, reading this many bytes fails with this text.
    ReadFails(usize, &'static str),
}
use X::*;

/// (ops with `{reg}` placeholders, expectation, which wave sizes: 0 = both)
const CASES: &[(&str, X, u32)] = &[
    // Literals and constants: the generic type.
    ("DW_OP_lit0", Show("value 0x0 (generic)"), 0),
    ("DW_OP_lit31", Show("value 0x1f (generic)"), 0),
    ("DW_OP_const1u 255", Show("value 0xff (generic)"), 0),
    ("DW_OP_const1s -2", Show("value 0xfffffffffffffffe (generic)"), 0),
    ("DW_OP_const2u 0x1234", Show("value 0x1234 (generic)"), 0),
    ("DW_OP_const2s -1", Show("value 0xffffffffffffffff (generic)"), 0),
    ("DW_OP_const4u 0x12345678", Show("value 0x12345678 (generic)"), 0),
    ("DW_OP_const4s -16", Show("value 0xfffffffffffffff0 (generic)"), 0),
    ("DW_OP_const8u 0x123456789abcdef0", Show("value 0x123456789abcdef0 (generic)"), 0),
    ("DW_OP_const8s -3", Show("value 0xfffffffffffffffd (generic)"), 0),
    ("DW_OP_constu 1024", Show("value 0x400 (generic)"), 0),
    ("DW_OP_consts -8", Show("value 0xfffffffffffffff8 (generic)"), 0),
    ("DW_OP_constx 1", Show("value 0x1234 (generic)"), 0),
    ("DW_OP_const_type 0x2a 4 0x78 0x56 0x34 0x12", Show("value 0x12345678 (uint32)"), 0),
    ("DW_OP_LLVM_push_lane", Show("value 0x3 (generic)"), 0),
    // Stack operations.
    ("DW_OP_lit1, DW_OP_dup, DW_OP_plus", Show("value 0x2 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit2, DW_OP_drop", Show("value 0x1 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit2, DW_OP_over", Show("value 0x1 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit2, DW_OP_lit3, DW_OP_pick 2", Show("value 0x1 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit2, DW_OP_swap", Show("value 0x1 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit2, DW_OP_lit3, DW_OP_rot", Show("value 0x2 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit2, DW_OP_lit3, DW_OP_rot, DW_OP_drop, DW_OP_drop", Show("value 0x3 (generic)"), 0),
    ("DW_OP_regx {v0}, DW_OP_lit1, DW_OP_swap, DW_OP_drop", Show("value 0x1 (generic)"), 0),
    ("DW_OP_regx {v0}, DW_OP_dup, DW_OP_drop", Show("register v0"), 0),
    // Arithmetic and logic.
    ("DW_OP_lit5, DW_OP_neg, DW_OP_abs", Show("value 0x5 (generic)"), 0),
    ("DW_OP_lit12, DW_OP_lit10, DW_OP_and", Show("value 0x8 (generic)"), 0),
    ("DW_OP_lit12, DW_OP_lit10, DW_OP_or", Show("value 0xe (generic)"), 0),
    ("DW_OP_lit12, DW_OP_lit10, DW_OP_xor", Show("value 0x6 (generic)"), 0),
    ("DW_OP_consts -12, DW_OP_lit5, DW_OP_div", Show("value 0xfffffffffffffffe (generic)"), 0),
    ("DW_OP_lit12, DW_OP_lit5, DW_OP_mod", Show("value 0x2 (generic)"), 0),
    ("DW_OP_lit12, DW_OP_lit5, DW_OP_minus", Show("value 0x7 (generic)"), 0),
    ("DW_OP_lit12, DW_OP_lit5, DW_OP_mul", Show("value 0x3c (generic)"), 0),
    ("DW_OP_lit0, DW_OP_not", Show("value 0xffffffffffffffff (generic)"), 0),
    ("DW_OP_lit12, DW_OP_plus_uconst 0x100", Show("value 0x10c (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit4, DW_OP_shl", Show("value 0x10 (generic)"), 0),
    ("DW_OP_lit16, DW_OP_lit4, DW_OP_shr", Show("value 0x1 (generic)"), 0),
    ("DW_OP_consts -16, DW_OP_lit2, DW_OP_shra", Show("value 0xfffffffffffffffc (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit1, DW_OP_eq", Show("value 0x1 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit2, DW_OP_ge", Show("value 0x0 (generic)"), 0),
    ("DW_OP_lit2, DW_OP_lit1, DW_OP_gt", Show("value 0x1 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit1, DW_OP_le", Show("value 0x1 (generic)"), 0),
    ("DW_OP_consts -1, DW_OP_lit1, DW_OP_lt", Show("value 0x1 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit2, DW_OP_ne", Show("value 0x1 (generic)"), 0),
    ("DW_OP_lit0, DW_OP_lit1, DW_OP_div", Show("value 0x0 (generic)"), 0),
    ("DW_OP_lit1, DW_OP_lit0, DW_OP_div", Fails("DW_OP_div at offset 0x2: division by zero"), 0),
    ("DW_OP_lit1, DW_OP_lit0, DW_OP_mod", Fails("division by zero"), 0),
    ("DW_OP_const1s -2, DW_OP_convert 0x30, DW_OP_convert 0x2a", Show("value 0xfffffffe (uint32)"), 0),
    ("DW_OP_const_type 0x30 1 0xfe, DW_OP_convert 0x40, DW_OP_reinterpret 0x2a", Show("value 0xc0000000 (uint32)"), 0),
    ("DW_OP_const_type 0x2a 4 1 0 0 0, DW_OP_lit1, DW_OP_plus", Fails("type mismatch"), 0),
    ("DW_OP_const_type 0x2a 4 1 0 0 0, DW_OP_const_type 0x2a 4 2 0 0 0, DW_OP_plus", Show("value 0x3 (uint32)"), 0),
    // Control flow.
    ("DW_OP_lit9, DW_OP_lit1, DW_OP_bra 1, DW_OP_lit7", Show("value 0x9 (generic)"), 0),
    ("DW_OP_lit9, DW_OP_lit0, DW_OP_bra 1, DW_OP_lit7", Show("value 0x7 (generic)"), 0),
    ("DW_OP_lit9, DW_OP_skip 1, DW_OP_lit7", Show("value 0x9 (generic)"), 0),
    ("DW_OP_lit3, DW_OP_lit1, DW_OP_minus, DW_OP_dup, DW_OP_bra -6", Show("value 0x0 (generic)"), 0),
    ("DW_OP_const2u 0x1234, DW_OP_skip -5", Fails("DW_OP_skip at offset 0x3: branch target 0x1"), 0),
    ("DW_OP_skip 5", Fails("branch target"), 0),
    ("DW_OP_skip -4", Fails("branch target"), 0),
    ("DW_OP_skip -3", Fails("more than 10000 operations executed"), 0),
    ("DW_OP_nop, DW_OP_LLVM_nop, DW_OP_lit1", Show("value 0x1 (generic)"), 0),
    // Registers.
    ("DW_OP_regx {v0}", Read(8, "0001000001010000"), 0),
    ("DW_OP_regx {v0}, DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_offset", Read(4, "03010000"), 0),
    ("DW_OP_regx {v0}, DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_offset", Show("register v0 +bit 96"), 0),
    ("DW_OP_regx {a0}", ReadFails(4, "register not available"), 0),
    ("DW_OP_regx {s0}", Read(4, "44332211"), 0),
    ("DW_OP_regx {s0}", ReadFails(8, "reading past the end of register storage"), 0),
    ("DW_OP_reg16", Show("register pc"), 0),
    ("DW_OP_regx 5", Fails("DW_OP_regx at offset 0x0: unknown DWARF register 5"), 0),
    ("DW_OP_regx {exec}, DW_OP_deref_size 8", Show("value 0xffffffffffffffff (generic)"), 64),
    ("DW_OP_regx {exec}, DW_OP_deref_size 4", Show("value 0xffffffff (generic)"), 32),
    ("DW_OP_regval_type {s0} 0x2a", Show("value 0x11223344 (uint32)"), 0),
    ("DW_OP_regval_type {s0} 0x38", Fails("reading past the end of register storage"), 0),
    ("DW_OP_LLVM_call_frame_entry_reg {exec}", Show("register exec"), 0),
    // Memory.
    ("DW_OP_addr 0x1000", Show("memory global#0x1000"), 0),
    ("DW_OP_addr 0x1000", Read(4, "10111213"), 0),
    ("DW_OP_addrx 0", Show("memory global#0x1000"), 0),
    ("DW_OP_lit16, DW_OP_deref", Fails("memory not mapped"), 0),
    ("DW_OP_addr 0x1000, DW_OP_deref", Show("value 0x1716151413121110 (generic)"), 0),
    ("DW_OP_addr 0x1000, DW_OP_deref_size 2", Show("value 0x1110 (generic)"), 0),
    ("DW_OP_addr 0x1000, DW_OP_deref_type 4 0x2a", Show("value 0x13121110 (uint32)"), 0),
    ("DW_OP_addr 0x1000, DW_OP_deref_type 8 0x2a", Fails("ill-formed"), 0),
    ("DW_OP_const2u 0x1000, DW_OP_deref_size 1", Show("value 0x10 (generic)"), 0),
    ("DW_OP_lit3, DW_OP_const1u 0x20, DW_OP_xderef_size 4", Show("value 0xa3a2a1a0 (generic)"), 0),
    ("DW_OP_lit3, DW_OP_const1u 0x20, DW_OP_xderef_type 4 0x2a", Show("value 0xa3a2a1a0 (uint32)"), 0),
    ("DW_OP_lit0, DW_OP_const2u 0x1000, DW_OP_xderef", Show("value 0x1716151413121110 (generic)"), 0),
    ("DW_OP_lit8, DW_OP_lit5, DW_OP_LLVM_form_aspace_address", Show("memory private_lane#0x8"), 0),
    ("DW_OP_lit8, DW_OP_lit5, DW_OP_LLVM_form_aspace_address", Read(6, "03b1b2b3b4b5"), 0),
    ("DW_OP_lit9, DW_OP_lit5, DW_OP_LLVM_form_aspace_address", Read(4, "b1b2b3b4"), 0),
    ("DW_OP_lit8, DW_OP_const1u 0x21, DW_OP_LLVM_form_aspace_address", Read(2, "01b1"), 0),
    ("DW_OP_const8u 0x2000000000008, DW_OP_lit1, DW_OP_LLVM_form_aspace_address", Read(2, "03b1"), 0),
    ("DW_OP_const8u 0x1000000000020, DW_OP_lit1, DW_OP_LLVM_form_aspace_address", Read(4, "a0a1a2a3"), 0),
    ("DW_OP_const2u 0x1000, DW_OP_lit1, DW_OP_LLVM_form_aspace_address", Read(2, "1011"), 0),
    ("DW_OP_lit0, DW_OP_lit6, DW_OP_LLVM_form_aspace_address, DW_OP_LLVM_offset_uconst 0x100", Read(4, "c0c1c2c3"), 0),
    ("DW_OP_const8u 0x100000020, DW_OP_lit3, DW_OP_LLVM_form_aspace_address", Show("memory local#0x20"), 0),
    ("DW_OP_lit0, DW_OP_lit4, DW_OP_LLVM_form_aspace_address", Fails("unknown address space 4"), 0),
    ("DW_OP_lit3, DW_OP_LLVM_aspace_bregx {s33} -32", Show("memory local#0x20"), 0),
    ("DW_OP_lit3, DW_OP_LLVM_aspace_bregx {s33} -32", Read(4, "a0a1a2a3"), 0),
    // DW_OP_LLVM_aspace_bregx reads R "as if a DW_OP_regval_type R, DR operation was performed
    // where DR is ... an unsigned integral base type of size S bits" (A.2.5.4.4.3): a 32-bit
    // register cannot give a 64-bit global address.
    ("DW_OP_lit0, DW_OP_LLVM_aspace_bregx {s33} 0", Fails("narrower than the address space"), 0),
    ("DW_OP_lit1, DW_OP_LLVM_aspace_bregx {s33} 0", Fails("narrower than the address space"), 0),
    ("DW_OP_breg16 +4", Show("memory global#0x1004"), 0),
    ("DW_OP_bregx {s0} 0", Show("memory global#0x11223344"), 0),
    ("DW_OP_fbreg -8", Show("memory global#0x38"), 0),
    ("DW_OP_fbreg -72", Fails("offset out of range"), 0),
    ("DW_OP_push_object_address, DW_OP_lit2, DW_OP_LLVM_offset", Read(2, "1213"), 0),
    ("DW_OP_call_frame_cfa", Show("memory private_wave#0x100"), 0),
    ("DW_OP_lit1, DW_OP_form_tls_address", Fails("thread-local"), 0),
    // Offsets.
    ("DW_OP_addr 0x1000, DW_OP_lit4, DW_OP_LLVM_offset", Show("memory global#0x1004"), 0),
    ("DW_OP_addr 0x1000, DW_OP_consts -4, DW_OP_LLVM_offset", Show("memory global#0xffc"), 0),
    ("DW_OP_lit4, DW_OP_consts -8, DW_OP_LLVM_offset", Fails("offset out of range"), 0),
    ("DW_OP_addr 0x1000, DW_OP_LLVM_offset_uconst 8", Read(2, "1819"), 0),
    ("DW_OP_addr 0x1000, DW_OP_lit12, DW_OP_LLVM_bit_offset", Read(1, "21"), 0),
    ("DW_OP_regx {s0}, DW_OP_lit4, DW_OP_LLVM_bit_offset", Read(1, "34"), 0),
    ("DW_OP_regx {s0}, DW_OP_LLVM_offset_uconst 4", Fails("offset out of range: bit offset 32 outside register storage of 32 bits"), 0),
    ("DW_OP_LLVM_undefined, DW_OP_LLVM_offset_uconst 4", Show("undefined"), 0),
    ("DW_OP_LLVM_undefined", ReadFails(4, "reading undefined bits (at bit 0 of the 32-bit read)"), 0),
    // Implicit locations.
    ("DW_OP_implicit_value 3 0x01 0x02 0x03", Read(3, "010203"), 0),
    ("DW_OP_implicit_value 3 0x01 0x02 0x03", ReadFails(4, "reading past the end of implicit storage"), 0),
    ("DW_OP_const2u 0x1234, DW_OP_stack_value", Show("implicit 3412000000000000"), 0),
    ("DW_OP_const2u 0x1234, DW_OP_stack_value, DW_OP_LLVM_offset_uconst 1", Read(1, "12"), 0),
    ("DW_OP_const_type 0x2a 4 1 2 3 4, DW_OP_stack_value", Show("implicit 01020304"), 0),
    ("DW_OP_lit5, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit1, DW_OP_plus", Show("value 0x6 (generic)"), 0),
    ("DW_OP_implicit_pointer 0x200 +0", Show("implicit_pointer <0x200> +0 (global)"), 0),
    ("DW_OP_implicit_pointer 0x200 +0, DW_OP_deref", Show("implicit pointer value <0x200> +0 (global)"), 0),
    ("DW_OP_implicit_pointer 0x200 +1, DW_OP_deref, DW_OP_LLVM_offset_uconst 1", Show("register s0 +bit 16"), 0),
    ("DW_OP_implicit_pointer 0x200 +0, DW_OP_deref, DW_OP_stack_value", Show("implicit_pointer <0x200> +0 (global)"), 0),
    ("DW_OP_implicit_pointer 0x200 +0, DW_OP_deref_size 4", Fails("implicit-pointer storage"), 0),
    ("DW_OP_implicit_pointer 0x200 +0, DW_OP_deref, DW_OP_lit1, DW_OP_plus", Fails("expected a value, found an implicit pointer value"), 0),
    // Composites.
    ("DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_regx {s31}, DW_OP_piece 4", Read(8, "bbbbaaaaddddcccc"), 0),
    ("DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_regx {s31}, DW_OP_piece 4", Show("composite [ register s30 (32 bits), register s31 (32 bits) ]"), 0),
    ("DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_regx {s31}, DW_OP_piece 4, DW_OP_LLVM_piece_end, DW_OP_LLVM_offset_uconst 2", Read(4, "aaaadddd"), 0),
    // "If a stack entry is required to be a location description L, but L has an incomplete
    // composite location description, then the DWARF expression is ill-formed." (A.2.5.4.4.7)
    ("DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_regx {s31}, DW_OP_piece 4, DW_OP_LLVM_offset_uconst 2", Fails("incomplete composite"), 0),
    ("DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_deref", Fails("incomplete composite"), 0),
    ("DW_OP_regx {v0}, DW_OP_bit_piece 32 96, DW_OP_regx {v1}, DW_OP_bit_piece 16 0", Read(6, "030100000002"), 0),
    ("DW_OP_regx {s0}, DW_OP_bit_piece 4 8, DW_OP_regx {s0}, DW_OP_bit_piece 4 0", Read(1, "43"), 0),
    ("DW_OP_piece 4, DW_OP_regx {s0}, DW_OP_piece 4", ReadFails(8, "reading undefined bits (at bit 0 of the 64-bit read)"), 0),
    ("DW_OP_regx {s0}, DW_OP_piece 4, DW_OP_piece 4", ReadFails(8, "reading undefined bits (at bit 32 of the 64-bit read)"), 0),
    ("DW_OP_piece 4, DW_OP_regx {s0}, DW_OP_piece 4, DW_OP_LLVM_piece_end, DW_OP_LLVM_offset_uconst 4", Read(4, "44332211"), 0),
    ("DW_OP_lit5, DW_OP_stack_value, DW_OP_piece 2, DW_OP_addr 0x1000, DW_OP_piece 2", Read(4, "05001011"), 0),
    ("DW_OP_regx {s0}, DW_OP_piece 4, DW_OP_LLVM_piece_end, DW_OP_regx {s30}, DW_OP_piece 4", Show("composite [ register s30 (32 bits) ]"), 0),
    ("DW_OP_regx {s0}, DW_OP_piece 4, DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_LLVM_piece_end", Read(8, "44332211bbbbaaaa"), 0),
    ("DW_OP_regx {s0}, DW_OP_piece 4, DW_OP_dup", Fails("stack operation on an incomplete composite"), 0),
    ("DW_OP_lit1, DW_OP_LLVM_piece_end", Fails("DW_OP_LLVM_piece_end without an incomplete composite"), 0),
    ("DW_OP_regx {s0}, DW_OP_LLVM_extend 32 2", Read(8, "4433221144332211"), 0),
    ("DW_OP_regx {s0}, DW_OP_LLVM_extend 0 2", Fails("zero size or count"), 0),
    ("DW_OP_LLVM_undefined, DW_OP_LLVM_extend 64 4", ReadFails(8, "reading undefined bits"), 0),
    ("DW_OP_regx {v0}, DW_OP_regx {v1}, DW_OP_lit5, DW_OP_LLVM_select_bit_piece 32 4", Read(16, "00020000010100000202000003010000"), 0),
    ("DW_OP_regx {v0}, DW_OP_regx {v1}, DW_OP_lit5, DW_OP_LLVM_select_bit_piece 32 65", Fails("mask has fewer bits"), 0),
    // Calls and the caller's frame.
    ("DW_OP_call2 0x10", Show("value 0x7 (generic)"), 0),
    ("DW_OP_call4 0x11", Read(2, "0102"), 0),
    ("DW_OP_lit1, DW_OP_call2 0x12", Show("value 0x1 (generic)"), 0),
    ("DW_OP_call_ref 0x300", Show("memory global#0x1000"), 0),
    ("DW_OP_call_ref 0x400", Fails("calls nest deeper than 16"), 0),
    ("DW_OP_call2 0x99", Fails("no such DIE"), 0),
    ("DW_OP_entry_value(DW_OP_reg16), DW_OP_LLVM_offset_uconst 16", Show("memory global#0x1010"), 0),
    ("DW_OP_entry_value(DW_OP_regx {s30})", Show("value 0xaaaabbbb (uint32)"), 0),
    ("DW_OP_entry_value(DW_OP_breg16 +2)", Show("value 0x1002 (generic)"), 0),
    // Errors.
    ("DW_OP_plus", Fails("DW_OP_plus at offset 0x0: stack underflow: needs 2 entries, has 0"), 0),
    ("DW_OP_regx {s0}, DW_OP_lit1, DW_OP_plus", Fails("expected a value, found a register location"), 0),
    ("DW_OP_lit1, DW_OP_pick 3", Fails("stack underflow"), 0),
    ("DW_OP_regx {v0}, DW_OP_lit5, DW_OP_LLVM_form_aspace_address", Fails("expected a value, found a register location"), 0),
];

fn check(enc: Encoding, lanes: u32, text: &str, x: X) {
    let t = subst(text, lanes);
    let mut w = wave(lanes);
    let options = Options {
        result_kind: ResultKind::Unspecified,
        ..common::opts(enc)
    };
    let bytes = asm(&t, enc);
    let mut ev = Evaluator::new(options);
    let what = format!("{enc:?} wave{lanes}: {t}");
    let r = ev.evaluate(&mut w, &bytes);
    match x {
        Show(s) => assert_eq!(
            r.unwrap_or_else(|e| panic!("{what}: {e}")).to_string(),
            s,
            "{what}"
        ),
        Read(n, hex) => {
            let e = r.unwrap_or_else(|e| panic!("{what}: {e}"));
            let got = ev
                .read(&mut w, &e, n)
                .unwrap_or_else(|err| panic!("{what}: {e}: {err}"));
            assert_eq!(to_hex(&got), hex, "{what}: {e}");
        }
        Fails(msg) => {
            let err = r.expect_err(&what).to_string();
            assert!(err.contains(msg), "{what}: {err}");
        }
        ReadFails(n, msg) => {
            let e = r.unwrap_or_else(|e| panic!("{what}: {e}"));
            let err = ev.read(&mut w, &e, n).expect_err(&what).to_string();
            assert!(err.contains(msg), "{what}: {err}");
        }
    }
}

fn to_hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

#[test]
fn every_case_in_both_encodings_and_both_wave_sizes() {
    let mut failed = 0;
    for &(text, x, only) in CASES {
        for lanes in [64, 32] {
            if only != 0 && only != lanes {
                continue;
            }
            for enc in [Encoding::UserOps, Encoding::Legacy] {
                if enc == Encoding::Legacy && text.contains("DW_OP_LLVM_nop") {
                    continue; // no legacy code
                }
                if std::panic::catch_unwind(|| check(enc, lanes, text, x)).is_err() {
                    failed += 1;
                }
            }
        }
    }
    assert_eq!(failed, 0, "{failed} cases failed (see above)");
}

#[test]
fn every_prefix_of_every_case_fails_cleanly() {
    for &(text, _, _) in CASES {
        for lanes in [64, 32] {
            for enc in [Encoding::UserOps, Encoding::Legacy] {
                if enc == Encoding::Legacy && text.contains("DW_OP_LLVM_nop") {
                    continue;
                }
                let bytes = asm(&subst(text, lanes), enc);
                let o = common::opts(enc);
                let starts: Vec<usize> = Ops::new(&bytes, o.decode).map(|r| r.unwrap().0).collect();
                for cut in 0..bytes.len() {
                    let mut w = wave(lanes);
                    let mut ev = Evaluator::new(o);
                    let r = ev.evaluate(&mut w, &bytes[..cut]);
                    if !starts.contains(&cut) {
                        let e = r.expect_err("a cut inside an operation");
                        assert!(
                            e.kind == ErrorKind::Truncated
                                || matches!(e.kind, ErrorKind::BranchOutOfRange(_)),
                            "{text} cut at {cut}: {e}"
                        );
                    } else if let Ok(e) = r {
                        let _ = ev.read(&mut w, &e, 8); // reads may fail, never panic
                    }
                }
            }
        }
    }
}

#[test]
fn wave_mode_of_register_numbers_is_checked() {
    let mut w = wave(32);
    let e = common::run(
        &mut w,
        "DW_OP_regx 2560",
        common::opts(Encoding::UserOps),
        0,
    )
    .unwrap_err();
    assert_eq!(
        e.kind,
        ErrorKind::WrongWaveRegister {
            reg: 2560,
            wave: 64,
            lanes: 32
        }
    );
    let mut w = wave(64);
    let e = common::run(
        &mut w,
        "DW_OP_regx 1536",
        common::opts(Encoding::UserOps),
        0,
    )
    .unwrap_err();
    assert!(e.to_string().contains("wave32 register"), "{e}");
}

#[test]
fn lane_binding_happens_when_the_location_is_formed() {
    // A private_lane location formed for lane 3 keeps reading lane 3's memory.
    let mut w = wave(64);
    let bytes = asm(
        "DW_OP_lit8, DW_OP_lit5, DW_OP_LLVM_form_aspace_address",
        Encoding::UserOps,
    );
    let mut ev = Evaluator::new(Options::default());
    let loc = ev.evaluate(&mut w, &bytes).unwrap();
    w.lane = Some(9);
    assert_eq!(ev.read(&mut w, &loc, 1).unwrap(), [3]);
    // Without a lane, private_lane cannot be formed, and push_lane fails.
    w.lane = None;
    assert!(ev
        .evaluate(&mut w, &bytes)
        .unwrap_err()
        .to_string()
        .contains("needs a lane"));
    let e = common::run(&mut w, "DW_OP_LLVM_push_lane", Options::default(), 0).unwrap_err();
    assert!(
        e.to_string()
            .contains("DW_OP_LLVM_user DW_OP_LLVM_push_lane at offset 0x0: no lane"),
        "{e}"
    );
}

#[test]
fn result_kinds() {
    let mut w = wave(64);
    let val = Options {
        result_kind: ResultKind::Value,
        ..Options::default()
    };
    let loc = Options::default();
    let (e, _) = common::run(&mut w, "DW_OP_lit5", loc, 0).unwrap();
    assert_eq!(e.to_string(), "memory global#0x5");
    let (e, _) = common::run(&mut w, "DW_OP_addr 0x10", val, 0).unwrap();
    assert_eq!(e.to_string(), "value 0x10 (generic)");
    let (e, _) = common::run(&mut w, "", loc, 0).unwrap();
    assert_eq!(e.to_string(), "undefined");
    assert!(common::run(&mut w, "", val, 0).is_err());
    assert!(common::run(&mut w, "DW_OP_regx 32", val, 0).is_err());
    // An incomplete composite on top is completed at the end.
    let (e, _) = common::run(&mut w, "DW_OP_regx 32, DW_OP_piece 4", loc, 0).unwrap();
    let Entry::Location(l) = e else { panic!() };
    assert!(l.as_composite().unwrap().is_complete());
}

#[test]
fn initial_stack_and_address_space_conversions() {
    let mut w = wave(64);
    // DW_AT_data_member_location with an initial stack (Ada example D.2.6).
    let bytes = asm("DW_OP_lit4, DW_OP_LLVM_offset", Encoding::UserOps);
    let mut ev = Evaluator::new(Options::default());
    let e = ev
        .evaluate_with(
            &mut w,
            &bytes,
            &[Entry::Location(Location::memory(AddrSpace::GLOBAL, 0x1000))],
        )
        .unwrap();
    assert_eq!(e.to_string(), "memory global#0x1004");
    // DW_OP_convert between address types (AMDGPUUsage "Base Type Conversions").
    let val = Options {
        result_kind: ResultKind::Value,
        ..Options::default()
    };
    let conv = |w: &mut Wave, from: &str, to: u64| -> Result<String, String> {
        let t = format!("DW_OP_const_type {from}, DW_OP_convert {to:#x}");
        common::run(w, &t, val, 0)
            .map(|(e, _)| e.to_string())
            .map_err(|e| e.to_string())
    };
    // generic (local aperture) -> local
    assert_eq!(
        conv(&mut w, "0x50 8 0x20 0 0 0 0 0 1 0", 0x51).unwrap(),
        "value 0x20 (address32 aspace 3)"
    );
    // generic (private aperture) -> private_lane, -> private_wave (lane 3)
    assert_eq!(
        conv(&mut w, "0x50 8 0x08 0 0 0 0 0 2 0", 0x52).unwrap(),
        "value 0x8 (address32 aspace 5)"
    );
    assert_eq!(
        conv(&mut w, "0x50 8 0x08 0 0 0 0 0 2 0", 0x54).unwrap(),
        "value 0x20c (address32 aspace 6)"
    );
    // generic (global) -> global; generic (local) -> global fails
    assert_eq!(
        conv(&mut w, "0x50 8 0x00 0x10 0 0 0 0 0 0", 0x53).unwrap(),
        "value 0x1000 (address64 aspace 0)"
    );
    assert!(conv(&mut w, "0x50 8 0x20 0 0 0 0 0 1 0", 0x53)
        .unwrap_err()
        .contains("not in the target address space"));
    // local -> generic; private_lane -> generic
    assert_eq!(
        conv(&mut w, "0x51 4 0x20 0 0 0", 0x50).unwrap(),
        "value 0x1000000000020 (address64 aspace 1)"
    );
    assert_eq!(
        conv(&mut w, "0x52 4 0x08 0 0 0", 0x50).unwrap(),
        "value 0x2000000000008 (address64 aspace 1)"
    );
    // private_wave -> private_lane only for the focused lane
    assert_eq!(
        conv(&mut w, "0x54 4 0x0c 0x02 0 0", 0x52).unwrap(),
        "value 0x8 (address32 aspace 5)"
    );
    assert!(conv(&mut w, "0x54 4 0x10 0x02 0 0", 0x52)
        .unwrap_err()
        .contains("another lane"));
}

#[test]
fn the_tba_operations_work_where_a_code_is_assigned() {
    use dwarf_ext::{DecodeOptions, TbaOps};
    let decode = DecodeOptions {
        tba: TbaOps {
            aspace_implicit_pointer: Some(0x40),
            push_iteration: Some(0x41),
            overlay: Some(0x42),
            bit_overlay: Some(0x43),
        },
        ..DecodeOptions::default()
    };
    let o = Options {
        decode,
        result_kind: ResultKind::Unspecified,
        ..Options::default()
    };
    let go = |text: &str, n: usize| {
        let mut w = wave(64);
        let bytes = dwarf_ext::text::assemble(&subst(text, 64), &decode).unwrap();
        let mut ev = Evaluator::new(o);
        let e = ev
            .evaluate(&mut w, &bytes)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        let b = if n > 0 {
            ev.read(&mut w, &e, n)
                .unwrap_or_else(|err| panic!("{text}: {err}"))
        } else {
            vec![]
        };
        (e.to_string(), to_hex(&b))
    };
    assert_eq!(go("DW_OP_LLVM_push_iteration", 0).0, "value 0x2 (generic)");
    // overlay: base s30:s31 (8 bytes), overlay s0's low 2 bytes at byte 2.
    let base =
        "DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_regx {s31}, DW_OP_piece 4, DW_OP_LLVM_piece_end";
    assert_eq!(
        go(
            &format!("{base}, DW_OP_regx {{s0}}, DW_OP_lit2, DW_OP_lit2, DW_OP_LLVM_overlay"),
            8
        )
        .1,
        "bbbb4433ddddcccc"
    );
    assert_eq!(
        go(
            &format!("{base}, DW_OP_regx {{s0}}, DW_OP_lit0, DW_OP_lit8, DW_OP_LLVM_overlay"),
            0
        )
        .0,
        "register s0"
    );
    assert_eq!(
        go(
            &format!("{base}, DW_OP_regx {{s0}}, DW_OP_lit8, DW_OP_lit0, DW_OP_LLVM_bit_overlay"),
            8
        )
        .1,
        "bbbbaaaaddddcccc"
    );
    assert_eq!(
        go(
            &format!("{base}, DW_OP_regx {{s0}}, DW_OP_lit4, DW_OP_lit8, DW_OP_LLVM_bit_overlay"),
            2
        )
        .1,
        "4bb4"
    );
    let e = {
        let mut w = wave(64);
        let t = subst(
            &format!("{base}, DW_OP_regx {{s0}}, DW_OP_lit6, DW_OP_lit4, DW_OP_LLVM_overlay"),
            64,
        );
        Evaluator::new(o)
            .evaluate(&mut w, &dwarf_ext::text::assemble(&t, &decode).unwrap())
            .unwrap_err()
    };
    assert!(
        e.to_string().contains("overlay extends past the base"),
        "{e}"
    );
    // aspace_implicit_pointer in local space, dereferenced with a 32-bit read, then formed.
    let (s, _) = go("DW_OP_lit3, DW_OP_LLVM_aspace_implicit_pointer 0x200 +0, DW_OP_deref_size 4, DW_OP_lit3, DW_OP_LLVM_form_aspace_address", 0);
    assert_eq!(s, "register s0");
}

#[test]
fn hostile_input_is_bounded() {
    let mut w = wave(64);
    // Extend in a loop: parts are budgeted, not allocated without bound.
    let e = common::run(
        &mut w,
        "DW_OP_lit0, DW_OP_LLVM_extend 8 65536, DW_OP_skip -9",
        Options::default(),
        0,
    )
    .unwrap_err();
    assert!(matches!(e.kind, ErrorKind::Budget { .. }), "{e}");
    // Composites nested by piece after piece_end stop at the depth limit.
    let mut t = String::from("DW_OP_lit0");
    for _ in 0..100 {
        t.push_str(", DW_OP_piece 1, DW_OP_LLVM_piece_end");
    }
    let e = common::run(&mut w, &t, Options::default(), 0).unwrap_err();
    assert_eq!(e.kind, ErrorKind::CompositeTooLarge);
    // dup forever: the stack is bounded.
    let e = common::run(
        &mut w,
        "DW_OP_lit0, DW_OP_dup, DW_OP_skip -4",
        Options::default(),
        0,
    )
    .unwrap_err();
    assert!(e.to_string().contains("stack too deep"), "{e}");
    // A huge read is refused before allocating.
    let (loc, _) = common::run(&mut w, "DW_OP_addr 0", Options::default(), 0).unwrap();
    assert!(Evaluator::new(Options::default())
        .read(&mut w, &loc, usize::MAX)
        .is_err());
}

/// Upstream clang's whole-register locations narrowed to a lane hold that lane's dword and
/// nothing more: a 64-bit value described as one vector register reads as undefined past
/// the dword (never the next lane's), in a composite part as well; 32-bit values and the
/// dword itself read as before.
#[test]
fn a_lane_of_a_whole_vector_register_never_reads_the_next_lane() {
    for lanes in [32u32, 64] {
        let mut w = wave(lanes);
        let text = subst("DW_OP_regx {v0}", lanes);
        let (e, _) = common::run(&mut w, &text, common::opts(Encoding::UserOps), 0).unwrap();
        let Entry::Location(loc) = e else {
            panic!("not a location")
        };
        // Lane 3 of v0 holds 0x103; lane 4 holds 0x104.
        let dword = loc.select_lane_in_vector_registers(3, Some(32));
        assert_eq!(dword.read(&mut w, 4).unwrap(), 0x103u32.to_le_bytes());
        let unknown = loc.select_lane_in_vector_registers(3, None);
        assert_eq!(unknown.read(&mut w, 4).unwrap(), 0x103u32.to_le_bytes());
        let wide = loc.select_lane_in_vector_registers(3, Some(64));
        assert_eq!(wide.read(&mut w, 4).unwrap(), 0x103u32.to_le_bytes());
        let err = wide.read(&mut w, 8).unwrap_err();
        assert!(
            matches!(err, ErrorKind::ReadUndefined { .. }),
            "{lanes}: {err}"
        );
        assert!(unknown.read(&mut w, 8).is_err(), "{lanes}");

        // A composite: an 8-byte piece of v1, then v0's dword.
        let text = subst(
            "DW_OP_regx {v1}, DW_OP_piece 8, DW_OP_regx {v0}, DW_OP_piece 4",
            lanes,
        );
        let (e, _) = common::run(&mut w, &text, common::opts(Encoding::UserOps), 0).unwrap();
        let Entry::Location(loc) = e else {
            panic!("not a location")
        };
        let sel = loc.select_lane_in_vector_registers(3, Some(96));
        assert!(
            sel.read(&mut w, 12).is_err(),
            "{lanes}: the 8-byte piece is past the dword"
        );
        let text = subst(
            "DW_OP_regx {v1}, DW_OP_piece 4, DW_OP_regx {v0}, DW_OP_piece 4",
            lanes,
        );
        let (e, _) = common::run(&mut w, &text, common::opts(Encoding::UserOps), 0).unwrap();
        let Entry::Location(loc) = e else {
            panic!("not a location")
        };
        let sel = loc.select_lane_in_vector_registers(3, Some(64));
        let mut want = 0x203u32.to_le_bytes().to_vec();
        want.extend(0x103u32.to_le_bytes());
        assert_eq!(sel.read(&mut w, 8).unwrap(), want, "{lanes}");
    }
}
