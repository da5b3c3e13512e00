//! Property tests: composite reads are the concatenation of their parts' reads; an offset
//! then a read is a read at the offset; arbitrary bytes never panic and stay within the
//! operation budget.

mod common;

use common::{Wave, WaveExt};
use dwarf_ext::{AddrSpace, DecodeOptions, Encoding, Entry, Evaluator, Location, Op, Options};
use proptest::prelude::*;

/// A wave with random-looking but fixed data in s0..s7, v0 and global memory 0x1000..0x1100.
fn wave(seed: &[u8]) -> Wave {
    let mut w = Wave::wave64().with_lane(7);
    let byte = |i: usize| seed[i % seed.len()].wrapping_add(i as u8);
    for k in 0..8 {
        let v = u32::from_le_bytes([
            byte(4 * k),
            byte(4 * k + 1),
            byte(4 * k + 2),
            byte(4 * k + 3),
        ]);
        w.set_reg(&format!("s{k}"), u128::from(v));
    }
    let lanes: Vec<u32> = (0..64).map(|i| u32::from(byte(i)) * 0x0101_0101).collect();
    w.set_lanes("v0", &lanes);
    let mem: Vec<u8> = (0..256).map(|i| byte(i * 7)).collect();
    w.set_mem(AddrSpace::GLOBAL, 0x1000, &mem);
    w
}

#[derive(Debug, Clone)]
enum PartSpec {
    Sgpr { reg: u8, byte: u8, len: u8 },
    Vgpr { byte: u8, len: u8 },
    Mem { off: u8, len: u8 },
    Implicit(Vec<u8>),
}

fn part_spec() -> impl Strategy<Value = PartSpec> {
    prop_oneof![
        (0u8..8, 0u8..4, 1u8..=4).prop_map(|(reg, byte, len)| PartSpec::Sgpr {
            reg,
            byte,
            len: len.min(4 - byte)
        }),
        (0u8..=250, 1u8..=6).prop_map(|(byte, len)| PartSpec::Vgpr { byte, len }),
        (0u8..=240, 1u8..=16).prop_map(|(off, len)| PartSpec::Mem { off, len }),
        prop::collection::vec(any::<u8>(), 1..8).prop_map(PartSpec::Implicit),
    ]
}

fn part(w: &Wave, p: &PartSpec) -> (Location, u64) {
    match p {
        PartSpec::Sgpr { reg, byte, len } => {
            let mut l = Location::register(w.reg(&format!("s{reg}")));
            l.offset_bits(w, i128::from(*byte) * 8).unwrap();
            (l, u64::from(*len) * 8)
        }
        PartSpec::Vgpr { byte, len } => {
            let mut l = Location::register(w.reg("v0"));
            l.offset_bits(w, i128::from(*byte) * 8).unwrap();
            (l, u64::from(*len) * 8)
        }
        PartSpec::Mem { off, len } => (
            Location::memory(AddrSpace::GLOBAL, 0x1000 + u64::from(*off)),
            u64::from(*len) * 8,
        ),
        PartSpec::Implicit(b) => (Location::implicit(b), b.len() as u64 * 8),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn composite_read_is_the_concatenation_of_part_reads(
        seed in prop::collection::vec(any::<u8>(), 1..32),
        specs in prop::collection::vec(part_spec(), 1..8),
        skip in 0usize..4,
    ) {
        let mut w = wave(&seed);
        let parts: Vec<(Location, u64)> = specs.iter().map(|p| part(&w, p)).collect();
        let mut ev = Evaluator::new(Options::default());
        let mut concat = Vec::new();
        for (l, bits) in &parts {
            let b = ev.read(&mut w, &Entry::Location(l.clone()), (*bits / 8) as usize).unwrap();
            concat.extend(b);
        }
        let whole = Location::composite(parts.clone()).unwrap();
        let got = ev.read(&mut w, &Entry::Location(whole.clone()), concat.len()).unwrap();
        prop_assert_eq!(&got, &concat);
        // A read that starts inside the composite is the matching slice.
        let skip = skip.min(concat.len() - 1);
        let mut inner = whole;
        inner.offset_bits(&w, skip as i128 * 8).unwrap();
        let got = ev.read(&mut w, &Entry::Location(inner), concat.len() - skip).unwrap();
        prop_assert_eq!(&got[..], &concat[skip..]);
        // Reading one byte more is an error, not a panic.
        prop_assert!(ev.read(&mut w, &Entry::Location(Location::composite(parts).unwrap()), concat.len() + 1).is_err());
    }

    #[test]
    fn offset_then_read_is_a_read_at_the_offset(
        seed in prop::collection::vec(any::<u8>(), 1..32),
        base in 0u64..128,
        delta in 0u64..128,
        n in 1usize..16,
        encoding in prop_oneof![Just(Encoding::UserOps), Just(Encoding::Legacy)],
    ) {
        let mut w = wave(&seed);
        let o = common::opts(encoding);
        let direct = common::run(&mut w, &format!("DW_OP_addr {}", 0x1000 + base + delta), o, n);
        let via = common::run(&mut w, &format!("DW_OP_addr {}, DW_OP_constu {delta}, DW_OP_LLVM_offset", 0x1000 + base), o, n);
        match (direct, via) {
            (Ok((_, a)), Ok((_, b))) => prop_assert_eq!(a, b),
            (Err(_), Err(_)) => {}
            (a, b) => prop_assert!(false, "{:?} vs {:?}", a.map(|x| x.1), b.map(|x| x.1)),
        }
        // Registers: a bit offset inside v0 reads the same bytes as the whole register does.
        let whole = common::run(&mut w, "DW_OP_regx 2560", o, 256).unwrap().1;
        let via = common::run(&mut w, &format!("DW_OP_regx 2560, DW_OP_constu {}, DW_OP_LLVM_bit_offset", delta * 8), o, n);
        if delta as usize + n <= 256 {
            prop_assert_eq!(via.unwrap().1, whole[delta as usize..delta as usize + n].to_vec());
        } else {
            prop_assert!(via.is_err());
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic_and_respect_the_budget(
        bytes in prop::collection::vec(any::<u8>(), 0..96),
        legacy in any::<bool>(),
        max_ops in 1u32..300,
    ) {
        let encoding = if legacy { Encoding::Legacy } else { Encoding::UserOps };
        let mut w = wave(&[1, 2, 3]);
        w.frame_base = Some(Location::register(w.reg("s3")));
        w.cfa = Some(Location::memory(AddrSpace::PRIVATE_WAVE, 0));
        let o = Options { max_ops, ..common::opts(encoding) };
        let mut ev = Evaluator::new(o);
        match ev.evaluate(&mut w, &bytes) {
            Ok(e) => {
                let _ = ev.read(&mut w, &e, 8);
                let _ = e.to_string();
            }
            Err(e) => prop_assert!(
                e.offset.is_some() && e.to_string().contains(" at offset 0x"),
                "an evaluation error that names no offset: {e}"
            ),
        }
        prop_assert!(ev.ops_executed() <= max_ops + 1);
        let _ = dwarf_ext::disassemble(&bytes, DecodeOptions::with_encoding(encoding));
    }

    #[test]
    fn plausible_op_sequences_never_panic(
        ops in prop::collection::vec(plausible_op(), 0..24),
        legacy in any::<bool>(),
    ) {
        let encoding = if legacy { Encoding::Legacy } else { Encoding::UserOps };
        let d = DecodeOptions::with_encoding(encoding);
        let ops: Vec<Op<'static>> = ops.into_iter().filter(|op| !(legacy && *op == Op::LlvmNop)).collect();
        let bytes = dwarf_ext::encode_all(&ops, &d).unwrap();
        let mut w = wave(&[9, 8, 7]);
        w.frame_base = Some(Location::memory(AddrSpace::GLOBAL, 0x1000));
        let mut ev = Evaluator::new(common::opts(encoding));
        if let Ok(e) = ev.evaluate(&mut w, &bytes) {
            let _ = ev.read(&mut w, &e, 16);
        }
        prop_assert!(ev.ops_executed() <= 10_001);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// The evaluator's fast path (operations run from the opcode byte) gives exactly what the
    /// full semantics give: the same result or error, deviations and operation count.
    #[test]
    fn the_fast_path_agrees_with_the_full_semantics(
        ops in prop::collection::vec(prop_oneof![plausible_op(), register_op()], 0..16),
        initial in prop::collection::vec(any::<u64>(), 0..2),
        legacy in any::<bool>(),
    ) {
        let encoding = if legacy { Encoding::Legacy } else { Encoding::UserOps };
        let d = DecodeOptions::with_encoding(encoding);
        let ops: Vec<Op<'static>> =
            ops.into_iter().filter(|op| !(legacy && *op == Op::LlvmNop)).collect();
        let bytes = dwarf_ext::encode_all(&ops, &d).unwrap();
        let initial: Vec<Entry> = initial
            .iter()
            .map(|&v| Entry::Value(dwarf_ext::Value::generic(0x1000 + v % 0x120)))
            .collect();
        let run = |fast: bool| {
            let mut w = wave(&[3, 1, 4, 1, 5]);
            w.frame_base = Some(Location::memory(AddrSpace::GLOBAL, 0x1000));
            let mut ev = Evaluator::new(common::opts(encoding));
            ev.set_fast_path(fast);
            let r = ev.evaluate_with(&mut w, &bytes, &initial).map_err(|e| e.to_string());
            let read = r.as_ref().ok().map(|e| ev.read(&mut w, e, 8).map_err(|e| e.to_string()));
            (r, read, ev.deviations().to_vec(), ev.ops_executed())
        };
        prop_assert_eq!(run(true), run(false));
    }
}

/// Register operations in their short and long forms, and dereferences of them.
fn register_op() -> impl Strategy<Value = Op<'static>> {
    prop_oneof![
        (0u8..32).prop_map(Op::Reg),
        (0u8..32, -8i64..8).prop_map(|(r, o)| Op::Breg(r, o)),
        prop_oneof![Just(33u64), Just(2561), Just(17), Just(3), Just(1536)].prop_map(Op::Regx),
        (prop_oneof![Just(17u64), Just(2561), Just(33)], -8i64..8)
            .prop_map(|(r, o)| Op::Bregx(r, o)),
        (0u8..12).prop_map(Op::DerefSize),
        Just(Op::Deref),
        Just(Op::StackValue),
        (0u64..0x200).prop_map(|v| Op::Const(dwarf_ext::ConstForm::U, 0x1000 + v)),
    ]
}

fn plausible_op() -> impl Strategy<Value = Op<'static>> {
    prop_oneof![
        (0u8..32).prop_map(Op::Lit),
        any::<u64>().prop_map(|v| Op::Const(dwarf_ext::ConstForm::U, v)),
        prop_oneof![Just(32u64), Just(2560), Just(16), Just(17), Just(1)].prop_map(Op::Regx),
        (prop_oneof![Just(32u64), Just(2560), Just(16)], -8i64..8)
            .prop_map(|(r, o)| Op::Bregx(r, o)),
        (0u64..16).prop_map(Op::Piece),
        (0u64..64, 0u64..64).prop_map(|(size, offset)| Op::BitPiece { size, offset }),
        (1u8..9).prop_map(Op::DerefSize),
        (-16i64..16).prop_map(Op::Fbreg),
        (0u64..16).prop_map(Op::OffsetUconst),
        (0u64..70, 0u64..70).prop_map(|(bits, count)| Op::Extend { bits, count }),
        (0u64..70, 0u64..70).prop_map(|(bits, count)| Op::SelectBitPiece { bits, count }),
        (0u8..4).prop_map(Op::Pick),
        (-8i16..8).prop_map(Op::Skip),
        (-8i16..8).prop_map(Op::Bra),
        prop::sample::select(vec![
            Op::Deref,
            Op::Dup,
            Op::Drop,
            Op::Over,
            Op::Swap,
            Op::Rot,
            Op::Xderef,
            Op::Abs,
            Op::And,
            Op::Div,
            Op::Minus,
            Op::Mod,
            Op::Mul,
            Op::Neg,
            Op::Not,
            Op::Or,
            Op::Plus,
            Op::Shl,
            Op::Shr,
            Op::Shra,
            Op::Xor,
            Op::Eq,
            Op::Lt,
            Op::StackValue,
            Op::Nop,
            Op::CallFrameCfa,
            Op::LlvmNop,
            Op::FormAspaceAddress,
            Op::PushLane,
            Op::Offset,
            Op::BitOffset,
            Op::Undefined,
            Op::PieceEnd,
        ]),
    ]
}

/// An operation on generic values only (no registers, memory or locations).
fn value_op() -> impl Strategy<Value = Op<'static>> {
    prop_oneof![
        (0u8..32).prop_map(Op::Lit),
        any::<u64>().prop_map(|v| Op::Const(dwarf_ext::ConstForm::U, v)),
        any::<u8>().prop_map(|v| Op::Const(dwarf_ext::ConstForm::U1, u64::from(v))),
        any::<i64>().prop_map(|v| Op::Const(dwarf_ext::ConstForm::S, v as u64)),
        (0u8..4).prop_map(Op::Pick),
        any::<u64>().prop_map(Op::PlusUconst),
        (-12i16..12).prop_map(Op::Skip),
        (-12i16..12).prop_map(Op::Bra),
        prop::sample::select(vec![
            Op::Dup,
            Op::Drop,
            Op::Over,
            Op::Swap,
            Op::Rot,
            Op::Abs,
            Op::And,
            Op::Div,
            Op::Minus,
            Op::Mod,
            Op::Mul,
            Op::Neg,
            Op::Not,
            Op::Or,
            Op::Plus,
            Op::Shl,
            Op::Shr,
            Op::Shra,
            Op::Xor,
            Op::Eq,
            Op::Ge,
            Op::Gt,
            Op::Le,
            Op::Lt,
            Op::Ne,
            Op::Nop,
        ]),
    ]
}

/// gimli's answer for a value expression: the top of the stack, or `None` on any error.
fn gimli_value(bytes: &[u8]) -> Option<u64> {
    let enc = gimli::Encoding {
        format: gimli::Format::Dwarf32,
        version: 5,
        address_size: 8,
    };
    let e = gimli::Expression(gimli::EndianSlice::new(bytes, gimli::LittleEndian));
    let mut ev = e.evaluation(enc);
    ev.set_max_iterations(200);
    match ev.evaluate().ok()? {
        gimli::EvaluationResult::Complete => {}
        _ => return None,
    }
    match ev.value_result()? {
        gimli::Value::Generic(v) => Some(v),
        _ => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// On expressions of generic values, the evaluator (whose fast path runs these) gives
    /// gimli's answer wherever gimli gives one, as a value result.
    #[test]
    fn value_expressions_agree_with_gimli(ops in prop::collection::vec(value_op(), 1..12)) {
        let Ok(bytes) = dwarf_ext::encode_all(&ops, &DecodeOptions::default()) else {
            return Ok(());
        };
        let Some(want) = gimli_value(&bytes) else { return Ok(()) };
        let mut w = Wave::wave64();
        let mut ev = Evaluator::new(Options {
            result_kind: dwarf_ext::ResultKind::Value,
            max_ops: 200,
            ..Options::default()
        });
        let got = ev.evaluate(&mut w, &bytes);
        match got {
            Ok(Entry::Value(v)) => prop_assert_eq!(v.as_u64(), want, "{:?}", ops),
            // The extension makes a branch into the middle of an operation ill-formed;
            // gimli decodes from wherever it lands.
            Err(e) if matches!(e.kind, dwarf_ext::ErrorKind::BranchOutOfRange(_)) => {}
            other => prop_assert!(false, "{:?}: gimli {:#x}, hdb {:?}", ops, want, other),
        }
    }
}
