//! Unit tests of the GFX12 VBUFFER, GFX11+ VOP3/VOP3P DPP and interpolation families: real
//! words with the text `llvm-objdump-19` prints for them.

use super::*;

fn check(target: &str, wave: WaveSize, words: &[u32], len: usize, want: &str) {
    let d = Decoder::for_target(target, wave).unwrap();
    let mut bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    bytes.extend_from_slice(&[0; 8]);
    let inst = d.decode(&bytes);
    assert_eq!(inst.text(), want, "{target} {words:08x?}");
    assert_eq!(inst.len(), len, "{target} {words:08x?}");
    assert!(inst.opcode().is_some());
}

#[test]
fn gfx12_vbuffer() {
    let w = WaveSize::Wave32;
    check(
        "gfx1200",
        w,
        &[0xc4220003, 0x00801004, 0x7fffff00],
        12,
        "tbuffer_load_d16_format_x v4, off, s[8:11], s3 offset:8388607",
    );
    check(
        "gfx1200",
        w,
        &[0xc4220003, 0x41801004, 0x00003401],
        12,
        "tbuffer_load_d16_format_x v4, v1, s[8:11], s3 format:[BUF_FMT_8_USCALED] offen offset:52",
    );
    check(
        "gfx1200",
        w,
        &[0xc40dc003, 0x00581004, 0x00000f01],
        12,
        "buffer_atomic_sub_clamp_u32 v4, off, s[8:11], s3 offset:15 th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV",
    );
    check(
        "gfx1200",
        w,
        &[0xc4450003, 0x00001004, 0x00000001],
        12,
        "buffer_load_b32 v[4:5], off, s[8:11], s3 tfe",
    );
    check(
        "gfx1200",
        w,
        &[0xc4050003, 0xc0001004, 0xffffff01],
        12,
        "buffer_load_b32 v4, v[1:2], s[8:11], s3 idxen offen offset:-1",
    );
    let d = Decoder::for_target("gfx1200", w).unwrap();
    let inst = d.decode(&[
        0x03, 0, 0x22, 0xc4, 0x04, 0x10, 0x80, 0, 0, 0xff, 0xff, 0x7f,
    ]);
    assert_eq!(inst.words().len(), 3);
    assert_eq!(inst.literal(), None);
    assert_eq!(inst.family(), Family::Mtbuf);
}

#[test]
fn vop3_dpp() {
    let w = WaveSize::Wave32;
    check(
        "gfx1100",
        w,
        &[0xd6138105, 0x7cc250fa, 0xff0ce401],
        12,
        "v_fma_f32_e64_dpp v5, -|v1|, -v40, v48 clamp div:2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1",
    );
    check(
        "gfx1100",
        w,
        &[0xd6130005, 0x04c250e9, 0xfac68801],
        12,
        "v_fma_f32_e64_dpp v5, v1, v40, v48 dpp8:[0,1,2,3,4,5,6,7]",
    );
    // Integer input modifiers (sext) and a literal after the DPP dword.
    check(
        "gfx1100",
        w,
        &[0xd64d004b, 0x23c1fefa, 0xbd000c3c, 0xbf800000],
        16,
        "v_max3_i16_e64_dpp v75, sext(v60), -1.0, 0x3800 quad_perm:[0,3,0,0] row_mask:0xb bank_mask:0xd",
    );
    // op_sel bits LLVM ignores for packed sources.
    check(
        "gfx1200",
        w,
        &[0xd6670c78, 0x0220aefa, 0xff081c47],
        12,
        "v_dot2_bf16_bf16_e64_dpp v120, v71, s87, |8| quad_perm:[0,3,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1",
    );
    // True16 DPP source half.
    check(
        "gfx1100",
        w,
        &[0x7e3a38e9, 0xcbc050e4],
        8,
        "v_mov_b16_dpp v29.l, v100.h dpp8:[0,2,1,0,4,7,2,6]",
    );
    // A bf16 literal prints in hex.
    check(
        "gfx1100",
        w,
        &[0xcc1a00f1, 0x05e9ffb2, 0x40000000],
        12,
        "v_dot2_f32_bf16 v241, v178, 0x40000000, v122 op_sel_hi:[0,0,0]",
    );
}

#[test]
fn interpolation() {
    let w = WaveSize::Wave32;
    check(
        "gfx1100",
        w,
        &[0xcd02ff05, 0xe5e2a128],
        8,
        "v_interp_p10_f16_f32 v5, -v40, -v80, -v120 clamp op_sel:[1,1,1,1] wait_exp:7",
    );
    check(
        "gfx1100",
        w,
        &[0xce032705],
        4,
        "lds_param_load v5, attr9.w wait_vdst:3",
    );
    check(
        "gfx1200",
        w,
        &[0xce832705],
        4,
        "ds_param_load v5, attr9.w wait_va_vdst:3 wait_vm_vsrc:1",
    );
    let w64 = WaveSize::Wave64;
    check(
        "gfx900",
        w64,
        &[0xd4140d28],
        4,
        "v_interp_p1_f32_e32 v5, v40, attr3.y",
    );
    check(
        "gfx900",
        w64,
        &[0xd416ff02],
        4,
        "v_interp_mov_f32_e32 v5, p0, attr63.w",
    );
    check(
        "gfx1030",
        w,
        &[0xc8160d01],
        4,
        "v_interp_mov_f32_e32 v5, p20, attr3.y",
    );
}

#[test]
fn known_classes_fixed() {
    let w64 = WaveSize::Wave64;
    let w32 = WaveSize::Wave32;
    check("gfx942", w64, &[0xe0a0c000, 0], 8, "buffer_wbl2 sc0 sc1");
    check(
        "gfx942",
        w64,
        &[0xd3ee00d1, 0x420e4d5b],
        8,
        "v_mfma_f64_16x16x4_f64 v[209:216], v[91:92], v[38:39], 3 neg:[0,1,0]",
    );
    check(
        "gfx908",
        w64,
        &[0xd3d4002d, 0x72ce3dd5],
        8,
        "v_mfma_i32_32x32x8i8 a[45:60], v213, a30, 51 blgp:3",
    );
    check(
        "gfx942",
        w64,
        &[0xd3e48090, 0x057e27d7],
        8,
        "v_smfmac_f32_32x32x16_f16 a[144:159], v[215:216], v[19:22], v95",
    );
    check("gfx1100", w32, &[0xbfb60c0f], 4, "s_sendmsg 3087");
    check(
        "gfx1100",
        w32,
        &[0xbede4c0f],
        4,
        "s_sendmsg_rtn_b32 s94, sendmsg(15, 0, 0)",
    );
    check(
        "gfx1100",
        w32,
        &[0x8155c6ef],
        4,
        "s_add_i32 s85, src_pops_exiting_wave_id, -6",
    );
    check(
        "gfx900",
        w64,
        &[0xd27500b1, 0x458f9e40],
        8,
        "v_interp_p1lv_f16 v177, -v207, attr0.y, v99",
    );
    check(
        "gfx906",
        w64,
        &[0xd2758062, 0x06b6c74f],
        8,
        "v_interp_p1lv_f16 v98, v99, attr15.y, v173 high clamp",
    );
}

#[test]
fn gfx11_gfx12_quirks() {
    let w32 = WaveSize::Wave32;
    check(
        "gfx1100",
        w32,
        &[0xd65c1055, 0x013565b8],
        8,
        "v_permlanex16_b32 v85, v184, 50, s77 op_sel:[0,1]",
    );
    check(
        "gfx1100",
        w32,
        &[0xbfb62186],
        4,
        "s_sendmsg sendmsg(MSG_RTN_GET_TBA_TO_PC)",
    );
    check(
        "gfx1200",
        w32,
        &[0x029a8efa, 0x6e9046ec],
        8,
        "v_cndmask_b32_dpp v77, -v236, |v71, vcc_lo| quad_perm:[2,1,0,1] row_mask:0x6 bank_mask:0xe",
    );
    check(
        "gfx1100",
        w32,
        &[0x029a8efa, 0x6e9046ec],
        8,
        "v_cndmask_b32_dpp v77, -v236, |v71|, vcc_lo quad_perm:[2,1,0,1] row_mask:0x6 bank_mask:0xe",
    );
}
