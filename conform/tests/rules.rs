//! Each rule has a minimal positive example (a hand-written object that breaks exactly that
//! requirement, built with llvm-mc) where it is reported, and a minimal negative example
//! (the same object done right) where it is not.
mod support;

use std::path::{Path, PathBuf};

use support::{findings_text, rules_of, uleb, FCfa, Loc, PointerSpace, Spec};

/// Asserts `rule` is reported for `bad` and not for `good`.
fn pair(dir: &Path, rule: &str, bad: &Spec, good: &Spec) {
    let b = bad.build(dir, &format!("{rule}-bad-{}", bad.target));
    let g = good.build(dir, &format!("{rule}-good-{}", good.target));
    check_pair(rule, &b, &g);
}

fn check_pair(rule: &str, b: &Path, g: &Path) {
    assert!(
        rules_of(b).contains(&rule),
        "{rule} not reported on its positive example {}:\n{}",
        b.display(),
        findings_text(b)
    );
    // The negative examples are conforming objects: no finding at all, not just not this one.
    assert!(
        rules_of(g).is_empty(),
        "{rule}: findings on its negative example {}:\n{}",
        g.display(),
        findings_text(g)
    );
}

fn both(f: impl Fn(&'static str)) {
    for t in ["gfx90a", "gfx1100"] {
        f(t);
    }
}

#[test]
fn every_rule_has_an_explanation_and_a_reference() {
    let issue_ids = [
        "cfi-cie-augmentation",
        "cfi-missing-cfa",
        "cfi-undescribed-save",
        "cfi-register-number",
        "loc-xderef-address-class",
        "loc-register-as-memory",
        "loc-no-lane-selection",
        "loc-wave-scaled-frame-base",
        "loc-lds-missing-symbol",
        "loc-generic-unmarked",
        "loc-pc-outside-function",
        "loc-eval-error",
        "cu-no-augmentation",
        "expr-legacy-encoding",
        "line-header",
        "loc-wave-scaled-address",
        "loc-missing",
        "type-pointer-address-space",
        "attr-lane-absent",
        "cfi-no-return-address",
        "cfi-kernel-return-address",
        "cfi-cfa-address-space",
    ];
    for id in issue_ids {
        let r = conform::rule(id).unwrap_or_else(|| panic!("rule {id} missing"));
        assert!(r.explanation.len() > 80 && !r.reference.is_empty(), "{id}");
    }
    let mut ids: Vec<_> = conform::RULES.iter().map(|r| r.id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), conform::RULES.len(), "duplicate rule ids");
}

#[test]
fn cie_augmentation() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        for aug in ["", "[llvm:v0.0]"] {
            let bad = Spec {
                cie_augmentation: aug,
                ..good.clone()
            };
            pair(dir.path(), "cfi-cie-augmentation", &bad, &good);
        }
    });
}

#[test]
fn cie_fields() {
    let dir = tempfile::tempdir().unwrap();
    let good = Spec::conforming("gfx90a");
    let bad = Spec {
        code_alignment_factor: 1,
        ..good.clone()
    };
    pair(dir.path(), "cfi-cie-fields", &bad, &good);
}

#[test]
fn missing_cfa() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        let bad = Spec {
            f_cfa: FCfa::Missing,
            ..good.clone()
        };
        pair(dir.path(), "cfi-missing-cfa", &bad, &good);
    });
}

#[test]
fn undescribed_save() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        let bad = Spec {
            f_describes_v40: false,
            ..good.clone()
        };
        pair(dir.path(), "cfi-undescribed-save", &bad, &good);
    });
}

#[test]
fn register_number() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        // VGPR0 numbered for the other wave size.
        let other = if good.wave64() { 1536 } else { 2560 };
        let mut e = vec![0x90];
        e.extend(uleb(other));
        e.extend([0xe9, 0x03, 0x34, 0x1e, 0xe9, 0x04]);
        let bad = Spec {
            x: Loc::Expr(e),
            ..good.clone()
        };
        pair(dir.path(), "cfi-register-number", &bad, &good);
    });
    // A reserved number.
    let good = Spec::conforming("gfx90a");
    let bad = Spec {
        x: Loc::Expr(vec![0x90, 0xe8, 0x07]), // regx 1000
        ..good.clone()
    };
    pair(dir.path(), "cfi-register-number", &bad, &good);
}

#[test]
fn xderef_address_class() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        // bregx SGPR33 +8, lit5, swap, xderef
        let bad = Spec {
            p: vec![0x92, 0x41, 0x08, 0x35, 0x16, 0x18],
            ..good.clone()
        };
        pair(dir.path(), "loc-xderef-address-class", &bad, &good);
    });
}

#[test]
fn register_as_memory() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        // bregx VGPR0 +0, lit1, swap, xderef
        let mut e = vec![0x92];
        e.extend(uleb(good.vgpr(0)));
        e.extend([0x00, 0x31, 0x16, 0x18]);
        let bad = Spec {
            x: Loc::Expr(e),
            ..good.clone()
        };
        pair(dir.path(), "loc-register-as-memory", &bad, &good);
        // consts 7, lit1, minus, lit1, swap, xderef, stack_value: a constant as a load
        let bad = Spec {
            x: Loc::Expr(vec![0x11, 0x07, 0x31, 0x1c, 0x31, 0x16, 0x18, 0x9f]),
            ..good.clone()
        };
        let good_const = Spec {
            x: Loc::Expr(vec![0x10, 0x06, 0x9f]),
            ..good.clone()
        };
        pair(dir.path(), "loc-register-as-memory", &bad, &good_const);
    });
}

#[test]
fn no_lane_selection() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        let mut e = vec![0x90];
        e.extend(uleb(good.vgpr(0)));
        let bad = Spec {
            x: Loc::Expr(e),
            ..good.clone()
        };
        pair(dir.path(), "loc-no-lane-selection", &bad, &good);
    });
}

#[test]
fn wave_scaled_frame_base() {
    let dir = tempfile::tempdir().unwrap();
    // gfx90a has MUBUF scratch: fbreg over s33 is wave-scaled.
    let good = Spec::conforming("gfx90a");
    let bad = Spec {
        p: vec![0x91, 0x08],
        ..good.clone()
    };
    pair(dir.path(), "loc-wave-scaled-frame-base", &bad, &good);
    // gfx1100 has architected flat scratch: the same fbreg is per-lane, not reported.
    let flat = Spec {
        p: vec![0x91, 0x08],
        ..Spec::conforming("gfx1100")
    };
    let co = flat.build(dir.path(), "fbreg-gfx1100");
    assert!(
        !rules_of(&co).contains(&"loc-wave-scaled-frame-base"),
        "{}",
        findings_text(&co)
    );
}

#[test]
fn lds_missing_symbol() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec {
            lds_symbol: Some("k"),
            ..Spec::conforming(t)
        };
        let bad = Spec {
            lds_symbol: Some("k.tile"),
            ..good.clone()
        };
        pair(dir.path(), "loc-lds-missing-symbol", &bad, &good);
    });
}

#[test]
fn generic_unmarked() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec {
            source: "hand.hip",
            ..Spec::conforming(t)
        };
        // bregx SGPR33 +8: a frame slot with no address space.
        let bad = Spec {
            p: vec![0x92, 0x41, 0x08],
            ..good.clone()
        };
        pair(dir.path(), "loc-generic-unmarked", &bad, &good);
    });
}

#[test]
fn pc_outside_function() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let base = Spec::conforming(t);
        let e = base.lane_slice(0);
        let good = Spec {
            x: Loc::List {
                expr: e.clone(),
                outside: false,
            },
            ..base.clone()
        };
        let bad = Spec {
            x: Loc::List {
                expr: e,
                outside: true,
            },
            ..base.clone()
        };
        pair(dir.path(), "loc-pc-outside-function", &bad, &good);
    });
}

#[test]
fn eval_error() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        // lit1, plus: stack underflow
        let bad = Spec {
            x: Loc::Expr(vec![0x31, 0x22]),
            ..good.clone()
        };
        pair(dir.path(), "loc-eval-error", &bad, &good);
        // an unknown DW_OP_LLVM_user sub-opcode
        let bad = Spec {
            x: Loc::Expr(vec![0x30, 0xe9, 0x7f]),
            ..good.clone()
        };
        pair(dir.path(), "loc-eval-error", &bad, &good);
        // the legacy single-byte DW_OP_LLVM_offset (0xe3) on an empty stack: evaluated in
        // the encoding it decodes in
        let bad = Spec {
            x: Loc::Expr(vec![0xe3]),
            ..good.clone()
        };
        pair(dir.path(), "loc-eval-error", &bad, &good);
    });
}

#[test]
fn cu_no_augmentation() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        let bad = Spec {
            cu_augmentation: false,
            ..good.clone()
        };
        pair(dir.path(), "cu-no-augmentation", &bad, &good);
    });
}

#[test]
fn legacy_encoding() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        // regx VGPR0, push_lane (0xe2), lit4, mul, offset (0xe3): the old single bytes
        let mut e = vec![0x90];
        e.extend(uleb(good.vgpr(0)));
        e.extend([0xe2, 0x34, 0x1e, 0xe3]);
        let bad = Spec {
            x: Loc::Expr(e),
            ..good.clone()
        };
        pair(dir.path(), "expr-legacy-encoding", &bad, &good);
    });
}

#[test]
fn vendor_attribute_code() {
    let dir = tempfile::tempdir().unwrap();
    let good = Spec::conforming("gfx90a");
    let bad = Spec {
        vendor_attribute: true,
        ..good.clone()
    };
    pair(dir.path(), "attr-vendor-code", &bad, &good);
}

/// The file offset of `section` in an ELF file.
fn section_offset(bytes: &[u8], section: &str) -> usize {
    let co = codeobj::CodeObject::parse(bytes).expect("parse");
    let s = co.section_by_name(section).expect("section");
    s.data.as_ptr() as usize - bytes.as_ptr() as usize
}

/// A copy of `path` with `patch` applied at `offset` into `section`.
fn patched(path: &Path, section: &str, offset: usize, patch: &[u8]) -> PathBuf {
    let mut bytes = std::fs::read(path).unwrap();
    let at = section_offset(&bytes, section) + offset;
    bytes[at..at + patch.len()].copy_from_slice(patch);
    let out = path.with_extension("patched.hsaco");
    std::fs::write(&out, bytes).unwrap();
    out
}

#[test]
fn line_header() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t).build(dir.path(), &format!("line-{t}"));
        // The line header: unit_length 4, version 2, then (v5) address_size, seg_sel_size,
        // header_length 4, minimum_instruction_length; (v4) header_length 4, min_inst_length.
        let bytes = std::fs::read(&good).unwrap();
        let line = section_offset(&bytes, ".debug_line");
        let version = u16::from_le_bytes([bytes[line + 4], bytes[line + 5]]);
        let min_inst = if version >= 5 { 12 } else { 10 };
        let bad = patched(&good, ".debug_line", min_inst, &[1]);
        check_pair("line-header", &bad, &good);
    });
}

#[test]
fn unit_header_and_malformed() {
    let dir = tempfile::tempdir().unwrap();
    let good = Spec::conforming("gfx90a").build(dir.path(), "unit");
    // address_size (byte 7 of a DWARF 5 unit header) 4
    let bad = patched(&good, ".debug_info", 7, &[4]);
    check_pair("unit-header", &bad, &good);
    // unit_length far past the section
    let bad = patched(&good, ".debug_info", 0, &[0xf0, 0xff, 0xff, 0x0f]);
    check_pair("dwarf-malformed", &bad, &good);
    // a CIE length past the section
    let bad = patched(&good, ".debug_frame", 0, &[0xf0, 0xff, 0xff, 0x0f]);
    check_pair("dwarf-malformed", &bad, &good);
}

#[test]
fn lane_pc_shape() {
    let dir = tempfile::tempdir().unwrap();
    // exprloc: DW_OP_lit0, DW_OP_stack_value
    let good = Spec {
        lane_pc: Some((0x18, vec![2, 0x30, 0x9f])),
        ..Spec::conforming("gfx90a")
    };
    // data4
    let bad = Spec {
        lane_pc: Some((0x06, vec![0, 0x13, 0, 0])),
        ..good.clone()
    };
    pair(dir.path(), "attr-lane-shape", &bad, &good);
}

fn aranges(address_size: u8) -> String {
    // unit_length, version 2, debug_info_offset, address_size, segment_selector_size,
    // padding to a tuple boundary, one (address, length) tuple, the (0, 0) terminator.
    let (addr, pad) = if address_size == 8 {
        (".quad", 4)
    } else {
        (".long", 0)
    };
    format!(
        r#"
        .section .debug_aranges,"",@progbits
        .long .Lar_end - .Lar_version
.Lar_version:
        .short 2
        .long .Lcu_begin
        .byte {address_size}, 0
        .zero {pad}
        {addr} .Lk_begin
        {addr} .Lf_end - .Lk_begin
        {addr} 0
        {addr} 0
.Lar_end:
"#
    )
}

fn names(augmentation: &str) -> String {
    // A name index with one CU, no buckets, no names, an abbreviation table of one 0.
    let padded = augmentation.len().div_ceil(4) * 4;
    format!(
        r#"
        .section .debug_names,"",@progbits
        .long .Lnames_end - .Lnames_version
.Lnames_version:
        .short 5, 0
        .long 1, 0, 0, 0, 0, 1
        .long {padded}
        .ascii "{augmentation}"
        .zero {zeros}
        .long .Lcu_begin
        .byte 0
.Lnames_end:
"#,
        zeros = padded - augmentation.len()
    )
}

#[test]
fn aranges_header() {
    let dir = tempfile::tempdir().unwrap();
    let good = Spec {
        extra: aranges(8),
        ..Spec::conforming("gfx90a")
    };
    let bad = Spec {
        extra: aranges(4),
        ..good.clone()
    };
    pair(dir.path(), "aranges-header", &bad, &good);
}

#[test]
fn names_augmentation() {
    let dir = tempfile::tempdir().unwrap();
    let good = Spec {
        extra: names("[amdgpu:v0.0]"),
        ..Spec::conforming("gfx90a")
    };
    let bad = Spec {
        extra: names(""),
        ..good.clone()
    };
    pair(dir.path(), "names-augmentation", &bad, &good);
}

#[test]
fn wave_scaled_address() {
    let dir = tempfile::tempdir().unwrap();
    // gfx90a (MUBUF scratch): a private_lane slot made of s33 without the shift by 6.
    let good = Spec::conforming("gfx90a");
    let bad = Spec {
        p: good.unshifted_slot(),
        ..good.clone()
    };
    pair(dir.path(), "loc-wave-scaled-address", &bad, &good);
    // gfx1100 (architected flat scratch): the unshifted slot is right, a shift is wrong.
    let flat = Spec::conforming("gfx1100");
    let good = Spec {
        p: flat.unshifted_slot(),
        ..flat.clone()
    };
    let bad = Spec {
        // regx SGPR33, deref_size 4, lit5, shr, lit8, plus, lit5, form_aspace_address
        p: vec![
            0x90, 0x41, 0x94, 0x04, 0x35, 0x25, 0x38, 0x22, 0x35, 0xe9, 0x02,
        ],
        ..flat.clone()
    };
    pair(dir.path(), "loc-wave-scaled-address", &bad, &good);
    // A frame base that is a private_lane location, with and without the shift.
    let base = Spec::conforming("gfx90a");
    let good = Spec {
        frame_base: base.private_lane_frame_base(),
        ..base.clone()
    };
    let bad = Spec {
        // regx SGPR33, deref_size 4, lit5, form_aspace_address
        frame_base: vec![0x90, 0x41, 0x94, 0x04, 0x35, 0xe9, 0x02],
        ..base.clone()
    };
    let b = bad.build(dir.path(), "frame-base-unshifted");
    let g = good.build(dir.path(), "frame-base-shifted");
    check_pair("loc-wave-scaled-address", &b, &g);
    assert!(
        findings_text(&b).contains("DW_AT_frame_base"),
        "{}",
        findings_text(&b)
    );
}

/// A HIP unit whose frame base is a private_lane location: `DW_OP_fbreg` is in that address
/// space, not unmarked (and over a plain `DW_OP_regx SGPR33` it is).
#[test]
fn generic_unmarked_follows_the_frame_base() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let base = Spec {
            source: "hand.hip",
            ..Spec::conforming(t)
        };
        let good = Spec {
            frame_base: base.private_lane_frame_base(),
            p: vec![0x91, 0x08],
            ..base.clone()
        };
        let bad = Spec {
            p: vec![0x91, 0x08],
            ..base.clone()
        };
        pair(dir.path(), "loc-generic-unmarked", &bad, &good);
    });
}

#[test]
fn missing_location() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        let bad = Spec {
            x: Loc::None,
            ..good.clone()
        };
        pair(dir.path(), "loc-missing", &bad, &good);
        // In optimised code a variable may have no location: not reported.
        let optimised = Spec {
            x: Loc::None,
            optimised: true,
            ..good.clone()
        };
        let co = optimised.build(dir.path(), &format!("missing-optimised-{t}"));
        assert!(rules_of(&co).is_empty(), "{}", findings_text(&co));
    });
}

#[test]
fn register_as_memory_without_xderef_and_in_later_pieces() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        // bregx VGPR0 0 alone for an int.
        let mut e = vec![0x92];
        e.extend(uleb(good.vgpr(0)));
        e.push(0x00);
        let bad = Spec {
            x: Loc::Expr(e),
            ..good.clone()
        };
        pair(dir.path(), "loc-register-as-memory", &bad, &good);
        // lane-selected VGPR0, piece 4, bregx VGPR1 0, lit1, swap, xderef, piece 4
        let mut e = good.lane_slice(0);
        e.extend([0x93, 0x04, 0x92]);
        e.extend(uleb(good.vgpr(1)));
        e.extend([0x00, 0x31, 0x16, 0x18, 0x93, 0x04]);
        let bad = Spec {
            x: Loc::Expr(e),
            ..good.clone()
        };
        let b = bad.build(dir.path(), &format!("ram-piece-{t}"));
        let g = good.build(dir.path(), &format!("ram-piece-good-{t}"));
        check_pair("loc-register-as-memory", &b, &g);
        let text = findings_text(&b);
        assert!(
            text.contains("piece 2 of 2: the value is in VGPR1"),
            "{text}"
        );
    });
}

#[test]
fn lane_selection_in_every_piece() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        // lane-selected VGPR0, piece 4, regx VGPR1, piece 4
        let mut e = good.lane_slice(0);
        e.extend([0x93, 0x04, 0x90]);
        e.extend(uleb(good.vgpr(1)));
        e.extend([0x93, 0x04]);
        let bad = Spec {
            x: Loc::Expr(e),
            ..good.clone()
        };
        let b = bad.build(dir.path(), &format!("lanes-piece-{t}"));
        let g = good.build(dir.path(), &format!("lanes-piece-good-{t}"));
        check_pair("loc-no-lane-selection", &b, &g);
        let text = findings_text(&b);
        assert!(
            text.contains("piece 2 of 2") && text.contains("an earlier piece selects the lane"),
            "{text}"
        );
    });
}

#[test]
fn return_address_rules() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        let bad = Spec {
            f_return_address: false,
            ..good.clone()
        };
        pair(dir.path(), "cfi-no-return-address", &bad, &good);
        let bad = Spec {
            k_return_address_undefined: false,
            ..good.clone()
        };
        pair(dir.path(), "cfi-kernel-return-address", &bad, &good);
    });
}

#[test]
fn cfa_address_space() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        let bad = Spec {
            f_cfa: FCfa::Plain,
            ..good.clone()
        };
        pair(dir.path(), "cfi-cfa-address-space", &bad, &good);
    });
}

#[test]
fn lane_attributes_absent() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec::conforming(t);
        let bad = Spec {
            lane_attributes: false,
            ..good.clone()
        };
        pair(dir.path(), "attr-lane-absent", &bad, &good);
    });
}

/// A unit that uses no heterogeneous operation still needs the augmentation.
#[test]
fn cu_augmentation_without_heterogeneous_operations() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec {
            x: Loc::Expr(vec![0x30, 0x9f]),
            kx: vec![0x31, 0x9f],
            p: vec![0x32, 0x9f],
            ..Spec::conforming(t)
        };
        let bad = Spec {
            cu_augmentation: false,
            ..good.clone()
        };
        let b = bad.build(dir.path(), &format!("aug-plain-{t}"));
        let g = good.build(dir.path(), &format!("aug-plain-good-{t}"));
        check_pair("cu-no-augmentation", &b, &g);
        let text = findings_text(&b);
        assert!(text.contains("uses no DW_OP_LLVM_* operation"), "{text}");
    });
}

/// `__local int *scratch`: what clang 22 writes (DW_AT_address_class 3) conforms; clang
/// 19's class 2, no attribute, and a private class do not; the fork's
/// DW_AT_LLVM_address_space 3 conforms (its fork-only attribute code is a note of its own).
#[test]
fn pointer_address_space_against_metadata() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let good = Spec {
            scratch: Some(PointerSpace::AddressClass(3)),
            ..Spec::conforming(t)
        };
        for (k, space) in [
            PointerSpace::AddressClass(2),
            PointerSpace::None,
            PointerSpace::AddressClass(5),
            PointerSpace::LlvmAddressSpace(5),
        ]
        .into_iter()
        .enumerate()
        {
            let bad = Spec {
                scratch: Some(space),
                ..good.clone()
            };
            let b = bad.build(dir.path(), &format!("ptr-{k}-{t}"));
            let g = good.build(dir.path(), &format!("ptr-good-{t}"));
            check_pair("type-pointer-address-space", &b, &g);
            let text = findings_text(&b);
            assert!(text.contains("`local` argument `scratch`"), "{text}");
        }
        let fork = Spec {
            scratch: Some(PointerSpace::LlvmAddressSpace(3)),
            ..good.clone()
        };
        let co = fork.build(dir.path(), &format!("ptr-fork-{t}"));
        assert_eq!(
            rules_of(&co),
            vec!["attr-vendor-code"],
            "{}",
            findings_text(&co)
        );
    });
}

/// The findings of `rule` for a file (library API, with their fields).
fn findings(path: &Path, rule: &str) -> Vec<conform::Finding> {
    let bytes = std::fs::read(path).unwrap();
    conform::check_input(path.to_str().unwrap(), &bytes)
        .unwrap()
        .into_iter()
        .flat_map(|r| r.findings)
        .filter(|f| f.rule == rule)
        .collect()
}

/// `[start, end)` of each location-list entry `llvm-dwarfdump-19 --debug-info` shows for
/// the variable `name`, in order.
fn dwarfdump_entries(path: &Path, name: &str) -> Vec<(u64, u64)> {
    let out = std::process::Command::new("llvm-dwarfdump-19")
        .args(["--debug-info", path.to_str().unwrap()])
        .output()
        .expect("llvm-dwarfdump-19 is required by this test (bash .ci/run installs it)");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let at = text
        .find(&format!("DW_AT_name\t(\"{name}\")"))
        .unwrap_or_else(|| panic!("{name} not in llvm-dwarfdump's output:\n{text}"));
    // The location list is printed before the name ends the DIE's attributes: the DIE's
    // text is from the previous DW_TAG to the next one.
    let start = text[..at].rfind("DW_TAG_").unwrap();
    let end = text[at..].find("DW_TAG_").map_or(text.len(), |i| at + i);
    let hex = |s: &str| u64::from_str_radix(s.trim().trim_start_matches("0x"), 16).unwrap();
    text[start..end]
        .lines()
        .filter_map(|l| {
            let l = l.trim().strip_prefix('[')?;
            let (range, _) = l.split_once("):")?;
            let (a, b) = range.split_once(", ")?;
            Some((hex(a), hex(b)))
        })
        .collect()
}

/// Wording: a rule broken in several entries of a location list is one finding that counts
/// the entries it holds in and names every one's PC range (in the message and in `ranges`),
/// here the first and the last of three, as llvm-dwarfdump reads them.
#[test]
fn a_finding_names_every_entry_it_holds_in() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let base = Spec::conforming(t);
        // regx VGPR1, and regx VGPR1, piece 4: other bytes, the same rule.
        let mut whole = vec![0x90];
        whole.extend(uleb(base.vgpr(1)));
        let mut whole_piece = whole.clone();
        whole_piece.extend([0x93, 0x04]);
        let bad = Spec {
            kx_list: Some(vec![
                (".Lk_begin", ".Lk_line4", whole.clone()),
                (".Lk_line4", ".Lk_line5", base.lane_slice(1)),
                (".Lk_line5", ".Lk_end", whole_piece),
            ]),
            ..base.clone()
        };
        let co = bad.build(dir.path(), &format!("entries-{t}"));
        let entries = dwarfdump_entries(&co, "kx");
        assert_eq!(entries.len(), 3, "{entries:?}");
        let f = findings(&co, "loc-no-lane-selection");
        assert_eq!(f.len(), 1, "one finding per variable: {f:?}");
        let f = &f[0];
        assert_eq!(f.ranges, vec![entries[0], entries[2]], "{f:?}");
        assert_eq!(f.pc, Some(entries[0].0));
        let listed = format!(
            "(in 2 of the 3 location-list entries: [{:#x}, {:#x}) [{:#x}, {:#x}))",
            entries[0].0, entries[0].1, entries[2].0, entries[2].1
        );
        assert!(f.message.ends_with(&listed), "{}", f.message);
        // Every finding of the file is one of a rule's: no other rule fires.
        assert_eq!(rules_of(&co), vec!["loc-no-lane-selection"]);
    });
}

/// Wording: `cfi-undescribed-save` is reported at the store's PC, the address
/// `llvm-objdump-19 -d` shows for the instruction that saves v40.
#[test]
fn an_undescribed_save_is_reported_at_the_store() {
    let dir = tempfile::tempdir().unwrap();
    both(|t| {
        let bad = Spec {
            f_describes_v40: false,
            ..Spec::conforming(t)
        };
        let co = bad.build(dir.path(), &format!("save-pc-{t}"));
        let out = std::process::Command::new("llvm-objdump-19")
            .args(["-d", &format!("--mcpu={t}"), co.to_str().unwrap()])
            .output()
            .expect("llvm-objdump-19 is required by this test (bash .ci/run installs it)");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let store = text
            .lines()
            .find(|l| l.contains("_store_") && l.contains("v40"))
            .unwrap_or_else(|| panic!("no store of v40 in:\n{text}"));
        // `<addr>: <encoding>` or `  <mnemonic> ... // <addr>: <encoding>`
        let addr = store
            .split("//")
            .nth(1)
            .and_then(|c| c.trim().split(':').next())
            .map(|a| u64::from_str_radix(a.trim(), 16).unwrap())
            .unwrap_or_else(|| panic!("no address in {store:?}"));
        let f = findings(&co, "cfi-undescribed-save");
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].pc, Some(addr), "{f:?}\n{store}");
        assert!(f[0].message.contains("v40") || f[0].message.contains("VGPR40"));
    });
}

/// Wording: rule texts name published documents and sections, never notes of the project.
#[test]
fn rule_texts_cite_published_documents_only() {
    for r in conform::RULES {
        for text in [r.summary, r.explanation, r.reference] {
            for word in ["§", "notes/", ".md", "shared/", "issue ", "session"] {
                assert!(!text.contains(word), "{}: {word:?} in {text:?}", r.id);
            }
        }
    }
}
