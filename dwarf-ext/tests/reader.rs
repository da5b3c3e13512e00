//! The DWARF reader on a small hand-built unit (the fuzz target's fixed sections), and
//! arbitrary bytes as `.debug_info` or `.debug_abbrev`: never a panic.

use dwarf_ext::debuginfo::{DebugInfo, LoadOptions, VarLocation};
// The fuzz target's fixed unit: its abbreviations and `.debug_info`.
use dwarf_ext::fuzzing::{info, ABBREV};
use proptest::prelude::*;

/// A reading error says where: a section offset, a unit or a DIE (`0x...`), or the section.
fn assert_names_a_place(message: &str) {
    assert!(
        message.contains("0x") || message.contains("sections"),
        "a DWARF reading error that names no place: {message}"
    );
}

fn walk(info: &[u8], abbrev: &[u8]) -> usize {
    let sections = |name: &str| -> Option<&[u8]> {
        match name {
            ".debug_info" => Some(info),
            ".debug_abbrev" => Some(abbrev),
            _ => None,
        }
    };
    let processor = amdgpu::Processor::by_name("gfx90a");
    let di = match DebugInfo::load(
        sections,
        LoadOptions {
            processor,
            ..LoadOptions::default()
        },
    ) {
        Ok(di) => di,
        Err(e) => {
            assert_names_a_place(&e.to_string());
            return 0;
        }
    };
    for e in &di.unit_errors {
        assert_names_a_place(&e.to_string());
    }
    let (units, _) = dwarf_ext::dump::dump(&di);
    let _ = dwarf_ext::dump::to_text(&units);
    let mut n = 0;
    for pc in [0u64, 0x1000, 0x1010, 0x10ff] {
        if let Err(e) = di.lookup(pc) {
            assert_names_a_place(&e.to_string());
        }
        if let Ok(Some(at)) = di.lookup(pc) {
            for v in &at.variables {
                if let VarLocation::Expressions(es) = &v.location {
                    for (_, e) in es {
                        let _ = di.deviations(&at, e);
                        n += 1;
                    }
                }
            }
        }
    }
    n
}

#[test]
fn the_hand_built_unit_reads() {
    let info = info();
    let di = DebugInfo::load(
        |n| match n {
            ".debug_info" => Some(info.as_slice()),
            ".debug_abbrev" => Some(ABBREV),
            _ => None,
        },
        LoadOptions {
            processor: amdgpu::Processor::by_name("gfx90a"),
            ..LoadOptions::default()
        },
    )
    .unwrap();
    assert_eq!(di.units().len(), 1);
    let at = di.lookup(0x1010).unwrap().unwrap();
    assert_eq!(at.function.as_ref().unwrap().name.as_deref(), Some("k"));
    let names: Vec<_> = at
        .variables
        .iter()
        .map(|v| v.name.clone().unwrap())
        .collect();
    assert_eq!(names, ["x", "p"]);
    assert_eq!(at.variables[0].type_name, "int");
    let VarLocation::Expressions(es) = &at.variables[1].location else {
        panic!("{:?}", at.variables[1].location)
    };
    let (devs, err) = di.deviations(&at, &es[0].1);
    assert!(err.is_none(), "{err:?}");
    let kinds: Vec<String> = devs.iter().map(ToString::to_string).collect();
    assert!(
        kinds[0].contains("wave-scaled frame pointer s33"),
        "{kinds:?}"
    );
    let (units, counts) = dwarf_ext::dump::dump(&di);
    assert_eq!(
        (counts.exprlocs, counts.errors, counts.heterogeneous),
        (3, 0, 1)
    );
    let text = dwarf_ext::dump::to_text(&units);
    assert!(
        text.contains("DW_OP_regx VGPR0, DW_OP_LLVM_user DW_OP_LLVM_push_lane"),
        "{text}"
    );
    assert!(text.contains("DW_OP_regx SGPR33"), "{text}");
    assert_eq!(walk(&info, ABBREV), 6); // three addresses, two variables
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn arbitrary_debug_info_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        walk(&bytes, ABBREV);
    }

    #[test]
    fn arbitrary_debug_abbrev_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..120)) {
        walk(&info(), &bytes);
    }

    #[test]
    fn mutated_debug_info_never_panics(i in 0usize..200, b in any::<u8>(), j in 0usize..200, c in any::<u8>()) {
        let mut info = info();
        let n = info.len();
        info[i % n] = b;
        info[j % n] = c;
        walk(&info, ABBREV);
    }
}

/// A unit large enough to be read in pieces on several threads (20,000 variables under one
/// compilation unit): the text has every DIE once, in order, at its depth, and streaming it
/// gives the same text as dumping the records.
#[test]
fn a_large_unit_read_in_pieces_keeps_every_die_in_order() {
    const N: usize = 20_000;
    // Abbreviation 1: DW_TAG_compile_unit with children; 2: DW_TAG_variable with a name
    // (DW_FORM_string) and a location (DW_FORM_exprloc).
    let abbrev = [
        1, 0x11, 1, 0, 0, //
        2, 0x34, 0, 0x03, 0x08, 0x02, 0x18, 0, 0, //
        0,
    ];
    let mut dies = vec![1u8];
    for i in 0..N {
        dies.push(2);
        dies.extend_from_slice(format!("v{i}").as_bytes());
        dies.push(0);
        // DW_OP_lit<i % 32>, DW_OP_stack_value
        dies.extend_from_slice(&[2, 0x30 + (i % 32) as u8, 0x9f]);
    }
    dies.push(0); // the end of the unit's children
    let mut info = Vec::new();
    let length = (2 + 1 + 1 + 4 + dies.len()) as u32;
    info.extend_from_slice(&length.to_le_bytes());
    info.extend_from_slice(&5u16.to_le_bytes());
    info.extend_from_slice(&[0x01, 8]); // DW_UT_compile, address size
    info.extend_from_slice(&0u32.to_le_bytes()); // abbreviation offset
    info.extend_from_slice(&dies);
    let sections = |name: &str| -> Option<&[u8]> {
        match name {
            ".debug_info" => Some(&info),
            ".debug_abbrev" => Some(&abbrev),
            _ => None,
        }
    };
    let di = DebugInfo::load(sections, LoadOptions::default()).unwrap();
    let (units, counts) = dwarf_ext::dump::dump(&di);
    assert_eq!(units[0].error, None);
    assert_eq!(units[0].dies.len(), N + 2); // the unit, the variables, the null entry
    assert_eq!(counts.exprlocs, N);
    let text = dwarf_ext::dump::to_text(&units);
    let mut streamed = String::new();
    let stream_counts = dwarf_ext::dump::stream_text(&di, &mut |p| streamed.push_str(p));
    assert_eq!(stream_counts, counts);
    assert_eq!(streamed, text);
    let names: Vec<&str> = text
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("DW_AT_name\t(\""))
        .collect();
    assert_eq!(names.len(), N);
    for (i, n) in names.iter().enumerate() {
        assert_eq!(*n, format!("v{i}\")"));
    }
    // The header line, then one line per DIE.
    assert_eq!(text.matches("\n0x").count(), 1 + N + 2);
    assert!(
        text.contains(": DW_OP_lit31, DW_OP_stack_value")
            || text.contains("(DW_OP_lit31, DW_OP_stack_value)")
    );
}
