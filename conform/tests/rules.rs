//! Each rule has a minimal positive example (a hand-written object that breaks exactly that
//! requirement, built with llvm-mc) where it is reported, and a minimal negative example
//! (the same object done right) where it is not.
mod support;

use std::path::{Path, PathBuf};

use support::{findings_text, rules_of, uleb, Loc, Spec};

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
            f_cfa: false,
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
