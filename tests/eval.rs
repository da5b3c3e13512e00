//! `hdb eval` end to end: lane slices of VGPRs (wave64 and wave32), a private_lane variable
//! through the swizzle, the upstream clang `xderef` convention, composites, JSON, errors.

use crate::support::{hdb, stdout_ok};
use serde_json::Value;

fn eval_ok(args: &[&str]) -> String {
    let mut all = vec!["eval"];
    all.extend_from_slice(args);
    stdout_ok(&hdb(&all), &format!("hdb {}", all.join(" ")))
}

fn last_line(s: &str) -> &str {
    s.lines().last().unwrap_or("")
}

const LANE_SLICE: &str =
    "DW_OP_regx {v}, DW_OP_LLVM_user DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user DW_OP_LLVM_offset";

#[test]
fn lane_slice_of_a_vgpr_on_wave64() {
    let ops = LANE_SLICE.replace("{v}", "2561"); // v1, wave64
    let out = eval_ok(&[
        "--lane",
        "2",
        "--reg",
        "v1=lanes:0x10,0x11,0x12,0x13",
        "--read",
        "4",
        "--ops",
        &ops,
    ]);
    assert_eq!(out.lines().next(), Some("register v1 +bit 64"), "{out}");
    assert_eq!(last_line(&out), "12000000");
    // Lane 63 exists on wave64 and is 0 when not given.
    let out = eval_ok(&[
        "--lane",
        "63",
        "--reg",
        "v1=lanes:1",
        "--read",
        "4",
        "--ops",
        &ops,
    ]);
    assert_eq!(last_line(&out), "00000000");
}

#[test]
fn lane_slice_of_a_vgpr_on_wave32() {
    let ops = LANE_SLICE.replace("{v}", "1537"); // v1, wave32
    for target in [["--target", "gfx1100"], ["--wave-size", "32"]] {
        let mut args = target.to_vec();
        args.extend([
            "--lane",
            "3",
            "--reg",
            "v1=lanes:0x10,0x11,0x12,0x13",
            "--read",
            "4",
            "--ops",
            &ops,
        ]);
        let out = eval_ok(&args);
        assert_eq!(out.lines().next(), Some("register v1 +bit 96"), "{out}");
        assert_eq!(last_line(&out), "13000000");
    }
    // The same bytes under --hex (0xe9 = DW_OP_LLVM_user).
    let out = eval_ok(&[
        "--target",
        "gfx1100",
        "--lane",
        "1",
        "--reg",
        "v1=lanes:7,8",
        "--read",
        "4",
        "--hex",
        "90810ce903341ee904",
    ]);
    assert_eq!(last_line(&out), "08000000");
    // A wave64 register number on a wave32 target is an error.
    let out = hdb(&[
        "eval",
        "--target",
        "gfx1100",
        "--ops",
        &LANE_SLICE.replace("{v}", "2561"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("wave64 register"));
}

#[test]
fn private_lane_variable_through_the_swizzle() {
    // The fork's private variable on a MUBUF target: s33 is wave-scaled (0x40 × 64).
    let ops = "DW_OP_regx 65, DW_OP_deref_size 4, DW_OP_lit6, DW_OP_shr, DW_OP_constu 16, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit5, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address";
    let out = eval_ok(&[
        "--lane",
        "5",
        "--reg",
        "s33=0x1000",
        "--mem",
        "private_lane:0x50=efbeadde",
        "--read",
        "4",
        "--ops",
        ops,
    ]);
    assert_eq!(
        out.lines().next(),
        Some("memory private_lane#0x50"),
        "{out}"
    );
    assert_eq!(last_line(&out), "efbeadde");
    // Lane 5's dword at 0x50 lives at (0x50/4)*64*4 + 5*4 in the wave's backing store.
    let out = eval_ok(&[
        "--lane",
        "5",
        "--mem",
        "private_wave:0x1414=01020304",
        "--read",
        "4",
        "--ops",
        "DW_OP_const1u 0x50, DW_OP_lit5, DW_OP_LLVM_form_aspace_address",
    ]);
    assert_eq!(last_line(&out), "01020304");
    // A generic address in the private aperture reaches the same bytes.
    let out = eval_ok(&[
        "--lane",
        "5",
        "--mem",
        "private_lane:0x50=aabb",
        "--read",
        "2",
        "--ops",
        "DW_OP_const8u 0x2000000000050, DW_OP_lit1, DW_OP_LLVM_form_aspace_address",
    ]);
    assert_eq!(last_line(&out), "aabb");
}

/// `hdb eval --target T --lane 1 --reg s33=0x400 --frame-base "DW_OP_regx 65" --ops
/// "DW_OP_fbreg 16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef"` and its first line.
fn fbreg_on(target: &str, extra: &[&str]) -> String {
    let mut args = vec![
        "--target",
        target,
        "--lane",
        "1",
        "--reg",
        "s33=0x400",
        "--frame-base",
        "DW_OP_regx 65",
    ];
    args.extend_from_slice(extra);
    args.extend([
        "--ops",
        "DW_OP_fbreg 16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
    ]);
    eval_ok(&args)
}

#[test]
fn wave_scaled_frame_base_on_mubuf_scratch_targets() {
    // MUBUF scratch: s33 is wave-scaled, the variable is at (0x400 >> log2 lanes) + 16.
    for (target, want) in [
        ("gfx900", "memory private_lane#0x20"),
        ("gfx90a", "memory private_lane#0x20"),
        ("gfx1030", "memory private_lane#0x30"),
    ] {
        let out = fbreg_on(target, &[]);
        assert_eq!(out.lines().next(), Some(want), "{target}: {out}");
        assert!(
            out.contains("wave-scaled frame pointer s33 shifted right"),
            "{target}: {out}"
        );
    }
    // Architected flat scratch: per-lane offsets, no scaling.
    for target in ["gfx942", "gfx1100", "gfx1200"] {
        let out = fbreg_on(target, &[]);
        assert_eq!(
            out.lines().next(),
            Some("memory private_lane#0x410"),
            "{target}: {out}"
        );
        assert!(!out.contains("wave-scaled"), "{target}: {out}");
    }
    // The flag overrides the target.
    let out = fbreg_on("gfx90a", &["--frame-base-convention", "dwarf5"]);
    assert_eq!(
        out.lines().next(),
        Some("memory private_lane#0x410"),
        "{out}"
    );
    let out = fbreg_on("gfx1100", &["--frame-base-convention", "wave-scaled"]);
    assert_eq!(
        out.lines().next(),
        Some("memory private_lane#0x30"),
        "{out}"
    );
    // The bytes come from the scaled address, through the swizzle.
    let out = fbreg_on(
        "gfx90a",
        &["--mem", "private_lane:0x20=2a000000", "--read", "4"],
    );
    assert_eq!(last_line(&out), "2a000000", "{out}");
    let j: Value = serde_json::from_str(&fbreg_on("gfx90a", &["--json"])).unwrap();
    assert_eq!(j["result"]["address"], 0x20, "{j}");
    assert_eq!(j["deviations"].as_array().map(Vec::len), Some(2), "{j}");
}

#[test]
fn upstream_clang_xderef_convention() {
    // clang 19: `fbreg 16, lit1, swap, xderef` — a private_lane variable, not a load. On
    // gfx942 (architected flat scratch) s33 is a per-lane offset.
    let out = eval_ok(&[
        "--target",
        "gfx942",
        "--lane",
        "1",
        "--reg",
        "s33=0x40",
        "--frame-base",
        "DW_OP_regx 65",
        "--mem",
        "private_lane:0x50=2a000000",
        "--read",
        "4",
        "--ops",
        "DW_OP_fbreg +16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "memory private_lane#0x50", "{out}");
    assert!(
        out.contains("note:") && out.contains("read as a private_lane location"),
        "{out}"
    );
    assert_eq!(last_line(&out), "2a000000");
    // clang 22 numbers: lit3 = local.
    let out = eval_ok(&[
        "--mem",
        "local:0x400=0506",
        "--read",
        "2",
        "--ops",
        "DW_OP_constu 1024, DW_OP_lit3, DW_OP_swap, DW_OP_xderef",
    ]);
    assert_eq!(out.lines().next(), Some("memory local#0x400"), "{out}");
    assert_eq!(last_line(&out), "0506");
    // `bregx VGPR +0 … xderef`: the value is in the VGPR.
    let out = eval_ok(&[
        "--lane",
        "2",
        "--reg",
        "v0=lanes:9,8,7",
        "--read",
        "4",
        "--ops",
        "DW_OP_bregx 2560 +0, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
    ]);
    assert_eq!(out.lines().next(), Some("register v0 +bit 64"), "{out}");
    assert_eq!(last_line(&out), "07000000");
    // With --xderef dwarf5 it is a load from generic address 0x50.
    let out = eval_ok(&[
        "--xderef", "dwarf5", "--mem", "global:0x50=0100000000000000",
        "--ops", "DW_OP_lit0, DW_OP_lit16, DW_OP_plus, DW_OP_const1u 0x40, DW_OP_plus, DW_OP_lit1, DW_OP_swap, DW_OP_xderef",
    ]);
    assert_eq!(out.trim(), "memory global#0x1", "{out}");
}

#[test]
fn composites() {
    let out = eval_ok(&[
        "--reg",
        "s30=0x1234",
        "--reg",
        "s31=0x7fff",
        "--read",
        "8",
        "--ops",
        "DW_OP_regx 62, DW_OP_piece 4, DW_OP_regx 63, DW_OP_piece 4",
    ]);
    assert_eq!(
        out.lines().next(),
        Some("composite [ register s30 (32 bits), register s31 (32 bits) ]"),
        "{out}"
    );
    assert_eq!(last_line(&out), "34120000ff7f0000");
    // The fork's 64-bit VGPR pair, legacy encoding.
    let ops = "DW_OP_regx 2560, DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_offset, DW_OP_piece 4, DW_OP_regx 2561, DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_offset, DW_OP_piece 4, DW_OP_LLVM_piece_end";
    let out = eval_ok(&[
        "--legacy-ops",
        "--lane",
        "1",
        "--reg",
        "v0=lanes:1,2",
        "--reg",
        "v1=lanes:3,4",
        "--read",
        "8",
        "--ops",
        ops,
    ]);
    assert_eq!(last_line(&out), "0200000004000000");
    // An undefined piece cannot be read.
    let out = hdb(&[
        "eval",
        "--reg",
        "s0=1",
        "--read",
        "8",
        "--ops",
        "DW_OP_piece 4, DW_OP_regx 32, DW_OP_piece 4",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("reading undefined bits"));
}

#[test]
fn json_output() {
    let out = eval_ok(&[
        "--json",
        "--lane",
        "3",
        "--reg",
        "v0=lanes:0,1,2,0x2a",
        "--read",
        "4",
        "--ops",
        &LANE_SLICE.replace("{v}", "2560"),
    ]);
    let j: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(j["bytes"], "2a000000");
    assert_eq!(j["result"]["kind"], "location");
    assert_eq!(j["result"]["storage"], "register");
    assert_eq!(j["result"]["register"], "v0");
    assert_eq!(j["result"]["bit_offset"], 96);
    let out = eval_ok(&[
        "--json",
        "--ops",
        "DW_OP_lit21, DW_OP_lit2, DW_OP_mul, DW_OP_stack_value",
    ]);
    let j: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(j["result"]["storage"], "implicit");
    assert!(j.get("bytes").is_none());
    let out = eval_ok(&[
        "--json",
        "--read",
        "8",
        "--ops",
        "DW_OP_lit21, DW_OP_lit2, DW_OP_mul, DW_OP_stack_value",
    ]);
    let j: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(j["bytes"], "2a00000000000000");
}

#[test]
fn value_and_memory_results() {
    let out = eval_ok(&[
        "--mem",
        "global:0x1000=2a00000000000000",
        "--read",
        "8",
        "--ops",
        "DW_OP_addr 0x1000, DW_OP_deref, DW_OP_lit0, DW_OP_plus, DW_OP_stack_value",
    ]);
    assert_eq!(last_line(&out), "2a00000000000000");
    let out = eval_ok(&[
        "--cfa",
        "private_wave:0x100",
        "--ops",
        "DW_OP_call_frame_cfa",
    ]);
    assert_eq!(out.trim(), "memory private_wave#0x100");
    let out = eval_ok(&[
        "--entry-reg",
        "exec=0x5",
        "--ops",
        "DW_OP_LLVM_call_frame_entry_reg 17, DW_OP_deref_size 8, DW_OP_stack_value",
        "--read",
        "1",
    ]);
    assert_eq!(last_line(&out), "05");
    let out = eval_ok(&[
        "--object",
        "global:0x10",
        "--ops",
        "DW_OP_push_object_address, DW_OP_LLVM_offset_uconst 4",
    ]);
    assert_eq!(out.trim(), "memory global#0x14");
}

#[test]
fn errors_exit_1_and_name_the_operation() {
    let cases: &[(&[&str], &str)] = &[
        (&["--ops", "DW_OP_lit1, DW_OP_lit0, DW_OP_div"], "error: DW_OP_div at offset 0x2: division by zero"),
        (&["--ops", "DW_OP_plus"], "error: DW_OP_plus at offset 0x0: stack underflow"),
        (&["--hex", "e9"], "error: DW_OP_LLVM_user at offset 0x0: truncated operand"),
        (&["--hex", "e1"], "error: unknown operation at offset 0x0: unknown vendor opcode 0xe1 (DW_OP_HP_is_value)"),
        (&["--ops", "DW_OP_regx 32", "--read", "4"], "register not set"),
        (&["--ops", "DW_OP_frob"], "error: --ops: operation 1: unknown operation `DW_OP_frob`"),
        (&["--ops", "DW_OP_skip -3"], "more than 10000 operations executed"),
    ];
    for (args, want) in cases {
        let mut all = vec!["eval"];
        all.extend_from_slice(args);
        let out = hdb(&all);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{all:?}: {stderr}");
        assert!(stderr.starts_with("error:"), "{all:?}: {stderr}");
        assert!(stderr.contains(want), "{all:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{all:?}: {stderr}");
    }
}
