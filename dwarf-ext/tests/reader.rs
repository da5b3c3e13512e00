//! The DWARF reader on a small hand-built unit (the fuzz target's fixed sections), and
//! arbitrary bytes as `.debug_info` or `.debug_abbrev`: never a panic.

use dwarf_ext::debuginfo::{DebugInfo, LoadOptions, VarLocation};
// The fuzz target's fixed unit: its abbreviations and `.debug_info`.
use dwarf_ext::fuzzing::{info, ABBREV};
use proptest::prelude::*;

fn walk(info: &[u8], abbrev: &[u8]) -> usize {
    let sections = |name: &str| -> Option<&[u8]> {
        match name {
            ".debug_info" => Some(info),
            ".debug_abbrev" => Some(abbrev),
            _ => None,
        }
    };
    let processor = amdgpu::Processor::by_name("gfx90a");
    let Ok(di) = DebugInfo::load(
        sections,
        LoadOptions {
            processor,
            ..LoadOptions::default()
        },
    ) else {
        return 0;
    };
    let (units, _) = dwarf_ext::dump::dump(&di);
    let _ = dwarf_ext::dump::to_text(&units);
    let mut n = 0;
    for pc in [0u64, 0x1000, 0x1010, 0x10ff] {
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
