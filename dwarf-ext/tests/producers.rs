//! Every location-expression pattern of producers.md §4.2 (upstream clang 19 and 22, AMD's
//! fork) and the fork's CFI patterns (§6), with concrete wave contents and the bytes they
//! must read; and the worked examples of the extension (appendix D) and of AMDGPUUsage
//! (`DW_AT_LLVM_lane_pc`).

mod common;

use std::sync::Arc;

use common::{asm, subst, Wave, WaveExt};
use dwarf_ext::{
    AddrSpace, DeviationKind, DieRef, Encoding, Entry, Evaluator, Location, Options, Procedure,
    XderefConvention,
};

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// A wave with per-lane data: v0 = 0x100 + lane, v1 = 0x200 + lane, s33 the frame pointer.
fn wave(lanes: u32, lane: u32) -> Wave {
    let mut w = Wave::new(lanes).with_lane(lane);
    let v0: Vec<u32> = (0..lanes).map(|i| 0x100 + i).collect();
    let v1: Vec<u32> = (0..lanes).map(|i| 0x200 + i).collect();
    w.set_lanes("v0", &v0).set_lanes("v1", &v1);
    w.set_reg("s30", 0x0000_1234)
        .set_reg("s31", 0x0000_7fff)
        .set_reg("s9", 42);
    for l in 0..lanes {
        // a private variable at private_lane 0x50 and 0x54 in every lane
        w.set_private(
            l,
            0x50,
            &[l as u8, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff, 0x11],
        );
    }
    w.set_mem(AddrSpace::LOCAL, 0, &[1, 2, 3, 4]);
    w.set_mem(AddrSpace::LOCAL, 1024, &[5, 6, 7, 8]);
    w
}

struct Run {
    entry: Entry,
    bytes: Vec<u8>,
    deviations: Vec<DeviationKind>,
}

fn eval(w: &mut Wave, text: &str, enc: Encoding, xderef: XderefConvention, read: usize) -> Run {
    let t = subst(text, w.lanes);
    let options = Options {
        xderef,
        ..common::opts(enc)
    };
    let bytes = asm(&t, enc);
    let mut ev = Evaluator::new(options);
    let entry = ev
        .evaluate(w, &bytes)
        .unwrap_or_else(|e| panic!("{t}: {e}"));
    let b = if read > 0 {
        ev.read(w, &entry, read)
            .unwrap_or_else(|e| panic!("{t}: {entry}: {e}"))
    } else {
        vec![]
    };
    Run {
        entry,
        bytes: b,
        deviations: ev.deviations().iter().map(|d| d.kind).collect(),
    }
}

const LEGACY: XderefConvention = XderefConvention::UpstreamClangLegacyClasses;
const CLANG22: XderefConvention = XderefConvention::UpstreamClang22;
const DWARF5: XderefConvention = XderefConvention::Dwarf5;
const U: Encoding = Encoding::UserOps;

#[test]
fn clang19_fbreg_private_variable() {
    // `fbreg(N), litN, swap, xderef` (1778×): the variable at frame base + N in private_lane.
    // The frame base is s33 read as a per-lane address (flat-scratch targets, or a consumer
    // that corrected the MUBUF wave scaling, producers.md §5).
    for (lanes, lane) in [(64, 0), (64, 63), (32, 7)] {
        let mut w = wave(lanes, lane);
        w.frame_base = Some(Location::memory(AddrSpace::GLOBAL, 0x40));
        let r = eval(
            &mut w,
            "DW_OP_fbreg +16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
            U,
            LEGACY,
            4,
        );
        assert_eq!(r.entry.to_string(), "memory private_lane#0x50");
        assert_eq!(hex(&r.bytes), format!("{lane:02x}aabbcc"));
        assert_eq!(
            r.deviations,
            [DeviationKind::XderefAddressClass {
                class: 1,
                space: AddrSpace::PRIVATE_LANE
            }]
        );
        // Under plain DWARF 5 the same bytes are a load from generic address 0x50.
        let t = subst(
            "DW_OP_fbreg +16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
            lanes,
        );
        let e = Evaluator::new(common::opts(U))
            .evaluate(&mut w, &asm(&t, U))
            .unwrap_err();
        assert!(e.to_string().contains("DW_OP_xderef"), "{e}");
    }
    // Frame base given as the register itself (`DW_AT_frame_base DW_OP_regx SGPR33`): the
    // 32-bit register is zero-extended to an address, with a deviation recorded.
    let mut w = wave(64, 2);
    w.set_reg("s33", 0x40);
    w.frame_base = Some(Location::register(w.reg("s33")));
    let r = eval(
        &mut w,
        "DW_OP_fbreg +16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
        U,
        LEGACY,
        4,
    );
    assert_eq!(hex(&r.bytes), "02aabbcc");
    assert!(r
        .deviations
        .contains(&DeviationKind::NarrowRegisterAddress { reg: 65, bits: 32 }));
    // `fbreg(N)` alone (238×, HIP: no address-space marker): a global location.
    let r = eval(&mut w, "DW_OP_fbreg +16", U, LEGACY, 0);
    assert_eq!(r.entry.to_string(), "memory global#0x50");
}

#[test]
fn per_lane_frame_base_on_flat_scratch_targets() {
    // Upstream clang on gfx942/gfx11/gfx12: s33 is the lane's private offset, so `fbreg 16`
    // (HIP locals, no address-space suffix) is private_lane s33 + 16, the same memory the
    // OpenCL form `fbreg 16, lit1, swap, xderef` names (producers.md §9 item 6).
    use dwarf_ext::FrameBaseConvention;
    let mut w = wave(32, 7);
    w.set_reg("s33", 0x40);
    w.frame_base = Some(Location::register(w.reg("s33")));
    let options = Options {
        xderef: LEGACY,
        frame_base: FrameBaseConvention::PerLane,
        ..common::opts(U)
    };
    for expr in [
        "DW_OP_fbreg +16",
        "DW_OP_fbreg +16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
    ] {
        let mut ev = Evaluator::new(options);
        let bytes = asm(expr, U);
        let r = ev.evaluate(&mut w, &bytes).unwrap();
        assert_eq!(r.to_string(), "memory private_lane#0x50", "{expr}");
        assert!(ev
            .deviations()
            .iter()
            .any(|d| d.kind == DeviationKind::PerLaneFrameBase { reg: 65 }));
    }
}

#[test]
fn wave_scaled_frame_base_on_mubuf_targets() {
    // Upstream clang on gfx900/906/90a/gfx1030: s33 is wave-scaled, so `fbreg 16` is the
    // private_lane address (s33 >> log2 lanes) + 16 (producers.md §5).
    use dwarf_ext::FrameBaseConvention;
    let gfx90a = amdgpu::Processor::by_name("gfx90a").unwrap();
    let gfx1100 = amdgpu::Processor::by_name("gfx1100").unwrap();
    assert_eq!(
        FrameBaseConvention::for_target(gfx90a, true),
        FrameBaseConvention::WaveScaled
    );
    assert_eq!(
        FrameBaseConvention::for_target(gfx90a, false),
        FrameBaseConvention::Dwarf5
    );
    assert_eq!(
        FrameBaseConvention::for_target(gfx1100, true),
        FrameBaseConvention::PerLane
    );
    for (lanes, lane, s33) in [(64u32, 3u32, 0x40 * 64), (32, 7, 0x40 * 32)] {
        let mut w = wave(lanes, lane);
        w.set_reg("s33", s33);
        w.frame_base = Some(Location::register(w.reg("s33")));
        let options = Options {
            xderef: LEGACY,
            frame_base: FrameBaseConvention::WaveScaled,
            ..common::opts(U)
        };
        let mut ev = Evaluator::new(options);
        let t = "DW_OP_fbreg +16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef";
        let e = ev.evaluate(&mut w, &asm(t, U)).unwrap();
        assert_eq!(e.to_string(), "memory private_lane#0x50");
        assert_eq!(
            hex(&ev.read(&mut w, &e, 4).unwrap()),
            format!("{lane:02x}aabbcc")
        );
        let kinds: Vec<_> = ev.deviations().iter().map(|d| d.kind).collect();
        let shift = lanes.trailing_zeros();
        assert_eq!(
            kinds,
            [
                DeviationKind::WaveScaledFrameBase { reg: 65, shift },
                DeviationKind::XderefAddressClass {
                    class: 1,
                    space: AddrSpace::PRIVATE_LANE
                }
            ]
        );
        // Alone (HIP, no suffix) it is the same private_lane location.
        let e = ev.evaluate(&mut w, &asm("DW_OP_fbreg +16", U)).unwrap();
        assert_eq!(e.to_string(), "memory private_lane#0x50");
    }
}

#[test]
fn clang_constant_and_register_patterns() {
    for (conv, class) in [(LEGACY, 1), (CLANG22, 5)] {
        let mut w = wave(64, 5);
        let c = class;
        // `consts(N), litN, minus, litN, swap, xderef, stack_value` (830×): the value N - lit.
        let r = eval(&mut w, &format!("DW_OP_consts 10, DW_OP_lit1, DW_OP_minus, DW_OP_lit{c}, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value"), U, conv, 4);
        assert_eq!(hex(&r.bytes), "09000000");
        assert_eq!(r.deviations, [DeviationKind::XderefOnValue { class: c }]);
        // `consts(N), litN, swap, xderef, stack_value` (396×)
        let r = eval(
            &mut w,
            &format!("DW_OP_consts -2, DW_OP_lit{c}, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value"),
            U,
            conv,
            4,
        );
        assert_eq!(hex(&r.bytes), "feffffff");
        // `litN, litN, swap, xderef, stack_value` (292× + 86×)
        let r = eval(
            &mut w,
            &format!("DW_OP_lit0, DW_OP_lit{c}, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value"),
            U,
            conv,
            8,
        );
        assert_eq!(hex(&r.bytes), "0000000000000000");
        // `bregx v0, bregx v1, plus, litN, swap, xderef, stack_value`: arithmetic on whole
        // vector registers, which upstream clang writes without lane selection; each is the
        // focused lane's dword (lane 5: 0x105 + 0x205), not the register's first lanes.
        let r = eval(
            &mut w,
            &format!("DW_OP_bregx {{v0}} +0, DW_OP_bregx {{v1}} +0, DW_OP_plus, DW_OP_lit{c}, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value"),
            U,
            conv,
            4,
        );
        assert_eq!(hex(&r.bytes), "0a030000", "{:?}", r.deviations);
        assert_eq!(
            r.deviations,
            [
                DeviationKind::VectorRegisterAtLane { reg: 2560 },
                DeviationKind::VectorRegisterAtLane { reg: 2561 },
                DeviationKind::XderefOnValue { class: c }
            ]
        );
        // `bregx<VGPR.w64>, litN, swap, xderef` (442×): the value lives in the VGPR.
        let r = eval(
            &mut w,
            &format!("DW_OP_bregx {{v0}} +0, DW_OP_lit{c}, DW_OP_swap, DW_OP_xderef"),
            U,
            conv,
            4,
        );
        assert_eq!(r.entry.to_string(), "register v0 +bit 160");
        assert_eq!(hex(&r.bytes), "05010000");
        assert_eq!(
            r.deviations.last(),
            Some(&DeviationKind::XderefOnRegister {
                class: c,
                reg: 2560
            })
        );
        // `bregx<VGPR.w32>, litN, swap, xderef` (278×), wave32.
        let mut w32 = wave(32, 31);
        let r = eval(
            &mut w32,
            &format!("DW_OP_bregx {{v1}} +0, DW_OP_lit{c}, DW_OP_swap, DW_OP_xderef"),
            U,
            conv,
            4,
        );
        assert_eq!(hex(&r.bytes), "1f020000");
    }
    let mut w = wave(64, 5);
    // `regx<VGPR.w64>` (144×) and `regx<VGPR.w32>` (92×): the whole register.
    let r = eval(&mut w, "DW_OP_regx {v0}", U, LEGACY, 256);
    assert_eq!(hex(&r.bytes[20..24]), "05010000");
    let mut w32 = wave(32, 5);
    let r = eval(&mut w32, "DW_OP_regx {v0}", U, LEGACY, 128);
    assert_eq!(r.bytes.len(), 128);
    // `consts(N), stack_value` (140×)
    let r = eval(&mut w, "DW_OP_consts 7, DW_OP_stack_value", U, LEGACY, 4);
    assert_eq!(hex(&r.bytes), "07000000");
    // `regx<SGPR>, piece(N), regx<SGPR>, piece(N)` (call_target, 168×)
    let r = eval(
        &mut w,
        "DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_regx {s31}, DW_OP_piece 4",
        U,
        LEGACY,
        8,
    );
    assert_eq!(hex(&r.bytes), "34120000ff7f0000");
    // `piece(N), regx<VGPR.w64>, piece(N)` (54×): the low half is optimised out.
    let r = eval(
        &mut w,
        "DW_OP_piece 4, DW_OP_regx {v0}, DW_OP_piece 4",
        U,
        LEGACY,
        0,
    );
    let mut ev = Evaluator::new(Options::default());
    let err = ev.read(&mut w, &r.entry, 8).unwrap_err();
    assert!(
        err.to_string().contains("reading undefined bits (at bit 0"),
        "{err}"
    );
    // frame_base `regx<SGPR>` (308×)
    let r = eval(&mut w, "DW_OP_regx {s33}", U, LEGACY, 0);
    assert_eq!(r.entry.to_string(), "register s33");
}

#[test]
fn clang_lds_variables() {
    // `addrx(N), lit2, swap, xderef` (clang19) and `… lit3 …` (clang22): an LDS variable.
    for (conv, c) in [(LEGACY, 2), (CLANG22, 3)] {
        let mut w = wave(64, 0);
        w.addrs = vec![0, 1024];
        let r = eval(
            &mut w,
            &format!("DW_OP_addrx 1, DW_OP_lit{c}, DW_OP_swap, DW_OP_xderef"),
            U,
            conv,
            4,
        );
        assert_eq!(r.entry.to_string(), "memory local#0x400");
        assert_eq!(hex(&r.bytes), "05060708");
        assert_eq!(
            r.deviations,
            [DeviationKind::XderefAddressClass {
                class: c,
                space: AddrSpace::LOCAL
            }]
        );
    }
    // clang22's private class under the legacy convention is not a class: plain DWARF 5.
    let mut w = wave(64, 0);
    w.frame_base = Some(Location::memory(AddrSpace::GLOBAL, 0x40));
    let t = subst("DW_OP_fbreg +16, DW_OP_lit5, DW_OP_swap, DW_OP_xderef", 64);
    let mut ev = Evaluator::new(Options {
        xderef: LEGACY,
        ..Options::default()
    });
    let e = ev.evaluate(&mut w, &asm(&t, U)).unwrap();
    assert_eq!(
        e.to_string(),
        "memory global#0x11ffeeddccbbaa00",
        "a DWARF 5 load of lane 0's private bytes"
    );
    assert!(ev.deviations().is_empty());
}

#[test]
fn fork_location_patterns() {
    for enc in [Encoding::UserOps, Encoding::Legacy] {
        for (lanes, lane, shift) in [(64u32, 9u32, 6u32), (32, 9, 5)] {
            let mut w = wave(lanes, lane);
            // MUBUF: s33 is wave-scaled.
            w.set_reg("s33", u128::from(0x40u32 << shift));
            // `litN, litN, minus, stack_value` (833×), `litN, stack_value` (817× + 216×)
            assert_eq!(
                hex(&eval(
                    &mut w,
                    "DW_OP_lit7, DW_OP_lit2, DW_OP_minus, DW_OP_stack_value",
                    enc,
                    DWARF5,
                    4
                )
                .bytes),
                "05000000"
            );
            assert_eq!(
                hex(&eval(&mut w, "DW_OP_lit7, DW_OP_stack_value", enc, DWARF5, 2).bytes),
                "0700"
            );
            // The private variable: `regx SGPR33, deref_size 4, lit6, shr, constu N, plus,
            // stack_value, deref_size 4, lit5, form_aspace_address` (640×, 508×)
            let t = format!(
                "DW_OP_regx {{s33}}, DW_OP_deref_size 4, DW_OP_lit{shift}, DW_OP_shr, DW_OP_constu 16, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit5, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address"
            );
            let r = eval(&mut w, &t, enc, DWARF5, 8);
            assert_eq!(r.entry.to_string(), "memory private_lane#0x50");
            assert_eq!(hex(&r.bytes), format!("{lane:02x}aabbccddeeff11"));
            assert!(r.deviations.is_empty());
            let t = format!(
                "DW_OP_regx {{s33}}, DW_OP_deref_size 4, DW_OP_lit{shift}, DW_OP_shr, DW_OP_lit20, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit5, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address"
            );
            assert_eq!(hex(&eval(&mut w, &t, enc, DWARF5, 4).bytes), "ddeeff11");
            // Flat scratch (no shift): `regx SGPR, deref_size, constu N, plus, stack_value, …` (480×, 381×)
            w.set_reg("s33", 0x40);
            let t = "DW_OP_regx {s33}, DW_OP_deref_size 4, DW_OP_constu 16, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit5, DW_OP_LLVM_form_aspace_address";
            assert_eq!(
                hex(&eval(&mut w, t, enc, DWARF5, 1).bytes),
                format!("{lane:02x}")
            );
            let t = "DW_OP_regx {s33}, DW_OP_deref_size 4, DW_OP_lit16, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit5, DW_OP_LLVM_form_aspace_address";
            assert_eq!(
                hex(&eval(&mut w, t, enc, DWARF5, 1).bytes),
                format!("{lane:02x}")
            );
            // A VGPR value, lane-selected (528× wave64, 431× wave32)
            let t = "DW_OP_regx {v0}, DW_OP_LLVM_user DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user DW_OP_LLVM_offset";
            let r = eval(&mut w, t, enc, DWARF5, 4);
            assert_eq!(hex(&r.bytes), format!("{:02x}010000", lane));
            // A 64-bit value in two VGPRs (73×)
            let t = "DW_OP_regx {v0}, DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_offset, DW_OP_piece 4, DW_OP_regx {v1}, DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_offset, DW_OP_piece 4, DW_OP_LLVM_piece_end";
            assert_eq!(
                hex(&eval(&mut w, t, enc, DWARF5, 8).bytes),
                format!("{lane:02x}010000{lane:02x}020000")
            );
            // `regx<SGPR>, piece, regx<SGPR>, piece, piece_end` (193×), `regx<SGPR>` (145×)
            let t = "DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_regx {s31}, DW_OP_piece 4, DW_OP_LLVM_piece_end";
            assert_eq!(
                hex(&eval(&mut w, t, enc, DWARF5, 8).bytes),
                "34120000ff7f0000"
            );
            assert_eq!(
                hex(&eval(&mut w, "DW_OP_regx {s9}", enc, DWARF5, 4).bytes),
                "2a000000"
            );
            // LDS: `lit0, stack_value, deref_size 4, constu 1024, plus, stack_value,
            // deref_size 4, lit3, form_aspace_address` (and the 70× `litN, stack_value, …` form)
            let t = "DW_OP_lit0, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_constu 1024, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit3, DW_OP_LLVM_form_aspace_address";
            let r = eval(&mut w, t, enc, DWARF5, 4);
            assert_eq!(
                (r.entry.to_string(), hex(&r.bytes)),
                ("memory local#0x400".into(), "05060708".into())
            );
            let t = "DW_OP_lit0, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit0, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit3, DW_OP_LLVM_form_aspace_address";
            assert_eq!(hex(&eval(&mut w, t, enc, DWARF5, 4).bytes), "01020304");
        }
    }
}

#[test]
fn fork_cfi_patterns() {
    for (lanes, exec) in [(64u32, "exec"), (32, "exec")] {
        let mut w = wave(lanes, 2);
        w.set_reg("s32", 0x10);
        // kernel CFA: `lit0, lit6, form_aspace_address`
        assert_eq!(
            eval(
                &mut w,
                "DW_OP_lit0, DW_OP_lit6, DW_OP_LLVM_form_aspace_address",
                U,
                DWARF5,
                0
            )
            .entry
            .to_string(),
            "memory private_wave#0x0"
        );
        // flat-scratch CFA: `regx SGPR32, deref_size 4, lit6, shl, lit6, form_aspace_address`
        let r = eval(&mut w, "DW_OP_regx {s32}, DW_OP_deref_size 4, DW_OP_lit6, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_form_aspace_address", U, DWARF5, 0);
        assert_eq!(r.entry.to_string(), "memory private_wave#0x400");
        // MUBUF CFA: `DW_CFA_LLVM_def_aspace_cfa SGPR32, 0, 6` = `lit6, aspace_bregx SGPR32 0`
        let r = eval(
            &mut w,
            "DW_OP_lit6, DW_OP_LLVM_aspace_bregx {s32} 0",
            U,
            DWARF5,
            0,
        );
        assert_eq!(r.entry.to_string(), "memory private_wave#0x10");
        // RA in s[30:31] and RA in VGPR lanes (L = 4)
        let r = eval(
            &mut w,
            "DW_OP_regx {s30}, DW_OP_piece 4, DW_OP_regx {s31}, DW_OP_piece 4",
            U,
            DWARF5,
            8,
        );
        assert_eq!(hex(&r.bytes), "34120000ff7f0000");
        let r = eval(
            &mut w,
            "DW_OP_regx {v1}, DW_OP_bit_piece 32 128, DW_OP_regx {v1}, DW_OP_bit_piece 32 160",
            U,
            DWARF5,
            8,
        );
        assert_eq!(hex(&r.bytes), "0402000005020000");
        // An SGPR saved in lane L of a VGPR: `regx VGPR43, offset_uconst 4*L`
        let r = eval(
            &mut w,
            "DW_OP_regx {v0}, DW_OP_LLVM_offset_uconst 12",
            U,
            DWARF5,
            4,
        );
        assert_eq!(hex(&r.bytes), "03010000");
        // A VGPR spilled under EXEC, with the CFA as the initial stack: lanes whose EXEC
        // bit was set on entry come from the spill slot, the others from the register.
        let cfa = Location::memory(AddrSpace::PRIVATE_WAVE, 0x40);
        let spill: Vec<u8> = (0..lanes)
            .flat_map(|l| (0xf000 + l).to_le_bytes())
            .collect();
        w.set_mem(AddrSpace::PRIVATE_WAVE, 0x40 + 512, &spill);
        w.set_reg(exec, 0b1010_0101);
        let (size, bits) = if lanes == 64 { (8, 64) } else { (4, 32) };
        let t = subst(
            &format!(
                "DW_OP_regx {{v0}}, DW_OP_swap, DW_OP_LLVM_offset_uconst 512, DW_OP_LLVM_call_frame_entry_reg {{{exec}}}, DW_OP_deref_size {size}, DW_OP_LLVM_select_bit_piece 32 {bits}"
            ),
            lanes,
        );
        let mut ev = Evaluator::new(Options::default());
        let e = ev
            .evaluate_with(&mut w, &asm(&t, U), &[Entry::Location(cfa)])
            .unwrap_or_else(|e| panic!("{t}: {e}"));
        let all = ev.read(&mut w, &e, lanes as usize * 4).unwrap();
        for l in 0..lanes as usize {
            let got = u32::from_le_bytes(all[l * 4..l * 4 + 4].try_into().unwrap());
            let want = if 0b1010_0101u64 >> l & 1 == 1 {
                0xf000 + l as u32
            } else {
                0x100 + l as u32
            };
            assert_eq!(got, want, "wave{lanes} lane {l}");
        }
    }
}

#[test]
fn extension_appendix_d_examples() {
    let mut w = wave(64, 0);
    w.set_reg("pc", 0x2000);
    // D.1.3: `DW_OP_offset_uconst 4` with the structure's location on the stack.
    let mut ev = Evaluator::new(Options::default());
    let base = Entry::Location(Location::memory(AddrSpace::GLOBAL, 0x3000));
    let e = ev
        .evaluate_with(&mut w, &asm("DW_OP_LLVM_offset_uconst 4", U), &[base])
        .unwrap();
    assert_eq!(e.to_string(), "memory global#0x3004");
    // D.1.3: `DW_OP_entry_value 1 DW_OP_reg5 DW_OP_offset_uconst 16` (with AMDGPU's PC_64,
    // register 16, since 5 is reserved on AMDGPU): register contents on entry + 16.
    let e = ev
        .evaluate(
            &mut w,
            &asm(
                "DW_OP_entry_value(DW_OP_reg16), DW_OP_LLVM_offset_uconst 16",
                U,
            ),
        )
        .unwrap();
    assert_eq!(e.to_string(), "memory global#0x2010");
    // On entry PC was elsewhere (the context's CFI says PC was saved in memory).
    w.set_mem(AddrSpace::GLOBAL, 0x5000, &0x4000u64.to_le_bytes());
    w.entry
        .insert(16, Location::memory(AddrSpace::GLOBAL, 0x5000));
    let e = ev
        .evaluate(
            &mut w,
            &asm(
                "DW_OP_entry_value(DW_OP_reg16), DW_OP_LLVM_offset_uconst 16",
                U,
            ),
        )
        .unwrap();
    assert_eq!(e.to_string(), "memory global#0x4010");

    // D.2.1 Fortran array descriptor: flag, data pointer, bounds.
    let mut desc = Vec::new();
    desc.extend_from_slice(&3u64.to_le_bytes()); // 0: flags (ptr_assoc | ptr_alloc)
    desc.extend_from_slice(&0x9000u64.to_le_bytes()); // 8: base
    desc.extend_from_slice(&1u64.to_le_bytes()); // 16: dims[0].lower
    desc.extend_from_slice(&10u64.to_le_bytes()); // 24: dims[0].upper
    desc.extend_from_slice(&0u64.to_le_bytes()); // 32: dims[1].lower
    desc.extend_from_slice(&4u64.to_le_bytes()); // 40: dims[1].upper
    w.set_mem(AddrSpace::GLOBAL, 0x8000, &desc);
    w.object = Some(Location::memory(AddrSpace::GLOBAL, 0x8000));
    let val = Options {
        result_kind: dwarf_ext::ResultKind::Value,
        ..Options::default()
    };
    let mut ev = Evaluator::new(val);
    let mut v = |w: &mut Wave, t: &str, init: &[Entry]| {
        ev.evaluate_with(w, &asm(t, U), init).unwrap().to_string()
    };
    assert_eq!(v(&mut w, "DW_OP_push_object_address, DW_OP_lit0, DW_OP_LLVM_offset, DW_OP_deref, DW_OP_lit1, DW_OP_and", &[]), "value 0x1 (generic)");
    assert_eq!(v(&mut w, "DW_OP_push_object_address, DW_OP_lit0, DW_OP_LLVM_offset, DW_OP_deref, DW_OP_lit2, DW_OP_and", &[]), "value 0x2 (generic)");
    assert_eq!(
        v(
            &mut w,
            "DW_OP_push_object_address, DW_OP_lit8, DW_OP_LLVM_offset, DW_OP_deref",
            &[]
        ),
        "value 0x9000 (generic)"
    );
    assert_eq!(
        v(
            &mut w,
            "DW_OP_push_object_address, DW_OP_lit24, DW_OP_LLVM_offset, DW_OP_deref",
            &[]
        ),
        "value 0xa (generic)"
    );
    // D.2.3 assumed-rank: the dimension index is the initial stack.
    let lower = "DW_OP_lit16, DW_OP_mul, DW_OP_lit16, DW_OP_plus, DW_OP_push_object_address, DW_OP_swap, DW_OP_LLVM_offset, DW_OP_lit0, DW_OP_LLVM_offset, DW_OP_deref";
    let upper = "DW_OP_lit16, DW_OP_mul, DW_OP_lit16, DW_OP_plus, DW_OP_push_object_address, DW_OP_swap, DW_OP_LLVM_offset, DW_OP_lit8, DW_OP_LLVM_offset, DW_OP_deref";
    let dim = |i| [Entry::Value(dwarf_ext::Value::generic(i))];
    assert_eq!(v(&mut w, lower, &dim(0)), "value 0x1 (generic)");
    assert_eq!(v(&mut w, upper, &dim(0)), "value 0xa (generic)");
    assert_eq!(v(&mut w, lower, &dim(1)), "value 0x0 (generic)");
    assert_eq!(v(&mut w, upper, &dim(1)), "value 0x4 (generic)");
    // D.2.6 Ada: `DW_AT_data_member_location(DW_OP_lit<n>, DW_OP_offset)` on the record.
    let mut ev = Evaluator::new(Options::default());
    let rec = Entry::Location(Location::memory(AddrSpace::GLOBAL, 0x8000));
    let e = ev
        .evaluate_with(&mut w, &asm("DW_OP_lit8, DW_OP_LLVM_offset", U), &[rec])
        .unwrap();
    assert_eq!(ev.read(&mut w, &e, 2).unwrap(), [0x00, 0x90]);
}

#[test]
fn amdgpu_lane_pc_example() {
    // AMDGPUUsage `DW_AT_LLVM_lane_pc`: `call_ref __divergent_lane_pc; call_ref __active_lane_pc`
    // gives each lane's PC where EXEC is set, undefined elsewhere; the THEN region's
    // procedure puts lanes active on region entry at `lex_1_start`.
    let mut w = wave(64, 0);
    w.set_reg("pc", 0x1234).set_reg("exec", 0b1010);
    w.types.insert(0x38, dwarf_ext::BaseType::unsigned(8));
    w.addrs = vec![0x1100];
    w.set_mem(AddrSpace::GLOBAL, 0x7000, &0b1110u64.to_le_bytes()); // __lex_1_save_exec
    let p = |t: &str| Procedure::Expression(Arc::from(asm(t, U)));
    w.procs.insert(DieRef::Info(0x100), p("DW_OP_regx 16, DW_OP_LLVM_extend 64 64, DW_OP_regval_type 17 0x38, DW_OP_LLVM_select_bit_piece 64 64"));
    w.procs.insert(
        DieRef::Info(0x200),
        p("DW_OP_LLVM_undefined, DW_OP_LLVM_extend 64 64"),
    );
    w.procs.insert(DieRef::Info(0x300), p("DW_OP_addr 0x7000"));
    w.procs.insert(
        DieRef::Info(0x400),
        p("DW_OP_call_ref 0x200, DW_OP_addrx 0, DW_OP_stack_value, DW_OP_LLVM_extend 64 64, DW_OP_call_ref 0x300, DW_OP_deref_type 8 0x38, DW_OP_LLVM_select_bit_piece 64 64"),
    );
    let mut ev = Evaluator::new(Options::default());
    let e = ev
        .evaluate(
            &mut w,
            &asm("DW_OP_call_ref 0x200, DW_OP_call_ref 0x100", U),
        )
        .unwrap();
    let pc_of = |ev: &mut Evaluator, w: &mut Wave, e: &Entry, lane: usize| -> Result<u64, String> {
        let Entry::Location(l) = e else { panic!() };
        let mut l = l.clone();
        l.offset_bits(w, lane as i128 * 64)
            .map_err(|e| e.to_string())?;
        let b = ev
            .read(w, &Entry::Location(l), 8)
            .map_err(|e| e.to_string())?;
        Ok(u64::from_le_bytes(b.try_into().unwrap()))
    };
    assert_eq!(pc_of(&mut ev, &mut w, &e, 1), Ok(0x1234));
    assert_eq!(pc_of(&mut ev, &mut w, &e, 3), Ok(0x1234));
    assert!(pc_of(&mut ev, &mut w, &e, 0)
        .unwrap_err()
        .contains("undefined"));
    // In the THEN region: lane 2 was active on entry (saved EXEC) but is not now.
    let e = ev
        .evaluate(
            &mut w,
            &asm("DW_OP_call_ref 0x400, DW_OP_call_ref 0x100", U),
        )
        .unwrap();
    assert_eq!(pc_of(&mut ev, &mut w, &e, 1), Ok(0x1234));
    assert_eq!(pc_of(&mut ev, &mut w, &e, 2), Ok(0x1100));
    assert!(pc_of(&mut ev, &mut w, &e, 0).is_err());
}

/// A wave context that counts how an evaluation asks for the lane: for a value
/// ([`dwarf_ext::Context::lane`]) or only to bind a location to it
/// ([`dwarf_ext::Context::bound_lane`]).
struct LaneAsks<'w> {
    wave: &'w mut Wave,
    asked: std::cell::Cell<u32>,
    bound: std::cell::Cell<u32>,
}

impl dwarf_ext::Context for LaneAsks<'_> {
    fn wave_lanes(&self) -> u32 {
        self.wave.wave_lanes()
    }
    fn lane(&self) -> Option<u32> {
        self.asked.set(self.asked.get() + 1);
        self.wave.lane()
    }
    fn bound_lane(&self) -> Option<u32> {
        self.bound.set(self.bound.get() + 1);
        self.wave.lane()
    }
    fn read_register(
        &mut self,
        reg: u64,
        offset: u64,
        buf: &mut [u8],
    ) -> Result<(), dwarf_ext::ContextError> {
        self.wave.read_register(reg, offset, buf)
    }
    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        buf: &mut [u8],
    ) -> Result<(), dwarf_ext::ContextError> {
        self.wave.read_memory(space, address, buf)
    }
    fn frame_base(&mut self) -> Result<Location, dwarf_ext::ContextError> {
        self.wave.frame_base()
    }
}

/// Evaluates `text` for `lane`: the entry, and how many times the lane was asked for a
/// value and to bind a location.
fn lane_asks(text: &str, options: Options, lane: u32) -> (Entry, u32, u32) {
    let mut w = wave(64, lane);
    w.set_reg("s33", 0x40);
    w.frame_base = Some(Location::register(w.reg("s33")));
    let mut ctx = LaneAsks {
        wave: &mut w,
        asked: Default::default(),
        bound: Default::default(),
    };
    let bytes = asm(&subst(text, 64), U);
    let entry = Evaluator::new(options)
        .evaluate(&mut ctx, &bytes)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    (entry, ctx.asked.get(), ctx.bound.get())
}

#[test]
fn private_lane_locations_only_bind_the_lane() {
    // Upstream clang's private variables (`fbreg`, `xderef` of class 1, the frame base per
    // lane or a plain register): the location is the same for every lane but for the lane
    // it is bound to, so the evaluator asks the lane only to bind it, and one lane's result
    // rebound is another lane's.
    use dwarf_ext::FrameBaseConvention;
    for (text, frame_base) in [
        (
            "DW_OP_fbreg +16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
            FrameBaseConvention::Dwarf5,
        ),
        (
            "DW_OP_fbreg +16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
            FrameBaseConvention::PerLane,
        ),
        ("DW_OP_fbreg +16", FrameBaseConvention::PerLane),
    ] {
        let options = Options {
            xderef: LEGACY,
            frame_base,
            ..common::opts(U)
        };
        let (Entry::Location(at2), asked, bound) = lane_asks(text, options, 2) else {
            panic!("{text}: not a location");
        };
        assert_eq!((asked, bound > 0), (0, true), "{text} {frame_base:?}");
        assert!(at2.binds_only_lane(2), "{text}: {at2}");
        assert!(!at2.binds_only_lane(3), "{text}: {at2}");
        for lane in [0, 1, 3, 63] {
            let (own, _, _) = lane_asks(text, options, lane);
            let mut rebound = at2.clone();
            rebound.rebind_lane(lane);
            assert_eq!(Entry::Location(rebound), own, "{text} lane {lane}");
        }
    }
    // A lane computed with is asked for as a value.
    let (_, asked, _) = lane_asks(
        "DW_OP_regx {v0}, DW_OP_LLVM_user DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user DW_OP_LLVM_offset",
        common::opts(U),
        2,
    );
    assert!(asked > 0);
    // Places that could hold lanes of their own are not rebindable.
    let pieces = Location::composite(vec![(
        Location::lane_memory(AddrSpace::PRIVATE_LANE, 2, 0x50),
        32,
    )])
    .unwrap();
    assert!(!pieces.binds_only_lane(2));
    let union = Location::lane_memory(AddrSpace::PRIVATE_LANE, 2, 0x50)
        .union(Location::lane_memory(AddrSpace::PRIVATE_LANE, 3, 0x50));
    assert!(!union.binds_only_lane(2));
}

#[test]
fn an_address_class_given_as_a_constant_reads_as_the_literal() {
    // The class of `…, DW_OP_litN, DW_OP_swap, DW_OP_xderef` may be any unsigned constant
    // (`DW_OP_constu`, `DW_OP_const1u`, …): the same location and deviations as the literal.
    for (lit, constant) in [
        ("DW_OP_lit1", "DW_OP_constu 1"),
        ("DW_OP_lit1", "DW_OP_const1u 1"),
        ("DW_OP_lit2", "DW_OP_const2u 2"),
    ] {
        for body in [
            "DW_OP_bregx {v0} +0, CLASS, DW_OP_swap, DW_OP_xderef",
            "DW_OP_consts -2, CLASS, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value",
            "DW_OP_lit16, CLASS, DW_OP_swap, DW_OP_xderef",
        ] {
            let mut w = wave(64, 5);
            let a = eval(&mut w, &body.replace("CLASS", lit), U, LEGACY, 0);
            let b = eval(&mut w, &body.replace("CLASS", constant), U, LEGACY, 0);
            assert_eq!(a.entry, b.entry, "{body} {constant}");
            assert_eq!(a.deviations, b.deviations, "{body} {constant}");
            assert!(!a.deviations.is_empty(), "{body} {lit}");
        }
    }
    // Without the swap, or with a signed constant, it is no address class: a plain
    // DW_OP_xderef, a load from address space 1 (global) under DWARF 5's rule.
    let mut w = wave(64, 5);
    for text in [
        "DW_OP_lit0, DW_OP_lit1, DW_OP_xderef",
        "DW_OP_lit0, DW_OP_consts 1, DW_OP_swap, DW_OP_xderef",
    ] {
        let t = subst(text, 64);
        let options = Options {
            xderef: LEGACY,
            ..common::opts(U)
        };
        let mut ev = Evaluator::new(options);
        let _ = ev.evaluate(&mut w, &asm(&t, U));
        assert!(
            ev.deviations()
                .iter()
                .all(|d| !matches!(d.kind, DeviationKind::XderefAddressClass { .. })),
            "{text}"
        );
    }
}
