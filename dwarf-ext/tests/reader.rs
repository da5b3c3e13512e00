//! The DWARF reader on a small hand-built unit (the fuzz target's fixed sections), and
//! arbitrary bytes as `.debug_info` or `.debug_abbrev`: never a panic.

use dwarf_ext::debuginfo::{DebugInfo, LoadOptions, VarLocation};
use proptest::prelude::*;

/// The fuzz target's abbreviations.
const ABBREV: &[u8] = &[
    1, 0x11, 1, 0x25, 0x08, 0x03, 0x08, 0x11, 0x01, 0x12, 0x06, 0, 0, //
    2, 0x2e, 1, 0x03, 0x08, 0x11, 0x01, 0x12, 0x06, 0x40, 0x18, 0, 0, //
    3, 0x34, 0, 0x03, 0x08, 0x02, 0x18, 0x49, 0x13, 0, 0, //
    4, 0x24, 0, 0x03, 0x08, 0x0b, 0x0b, 0x3e, 0x0b, 0, 0, //
    5, 0x34, 0, 0x03, 0x08, 0x02, 0x17, 0x49, 0x13, 0, 0, //
    6, 0x0b, 1, 0x55, 0x17, 0, 0, //
    0,
];

fn info() -> Vec<u8> {
    let mut b = vec![0, 0, 0, 0, 5, 0, 1, 8, 0, 0, 0, 0]; // length, v5, DW_UT_compile, addr 8, abbrev 0
    b.push(1);
    b.extend_from_slice(b"clang version 19.1.7\0f.cl\0");
    b.extend_from_slice(&0x1000u64.to_le_bytes());
    b.extend_from_slice(&0x100u32.to_le_bytes());
    b.push(2);
    b.extend_from_slice(b"k\0");
    b.extend_from_slice(&0x1000u64.to_le_bytes());
    b.extend_from_slice(&0x100u32.to_le_bytes());
    b.extend_from_slice(&[2, 0x90, 0x41]); // frame_base: regx 65
    let mut patches = Vec::new();
    b.push(3);
    b.extend_from_slice(b"x\0");
    // regx v0, LLVM_user push_lane, lit4, mul, LLVM_user offset
    b.extend_from_slice(&[9, 0x90, 0x80, 0x14, 0xe9, 0x03, 0x34, 0x1e, 0xe9, 0x04]);
    patches.push(b.len());
    b.extend_from_slice(&[0; 4]);
    b.push(3);
    b.extend_from_slice(b"p\0");
    b.extend_from_slice(&[5, 0x91, 0x10, 0x31, 0x16, 0x18]); // fbreg 16, lit1, swap, xderef
    patches.push(b.len());
    b.extend_from_slice(&[0; 4]);
    b.push(0);
    let int_at = b.len() as u32;
    b.push(4);
    b.extend_from_slice(b"int\0");
    b.extend_from_slice(&[4, 5]);
    b.push(0);
    for p in patches {
        b[p..p + 4].copy_from_slice(&int_at.to_le_bytes());
    }
    let len = (b.len() - 4) as u32;
    b[..4].copy_from_slice(&len.to_le_bytes());
    b
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
