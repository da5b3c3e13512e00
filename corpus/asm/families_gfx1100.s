// families_gfx1100.s - one function holding instructions of the encoding families compilers do
// not emit for compute kernels (image, interpolation, export, and on GFX11+ the VOP3 DPP
// forms; GFX12 buffer), so that tests/disasm.rs checks hdb disasm on them against
// llvm-objdump 19 and 22 as it does on compiler output. Never executed.
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh, asm step)

        .amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
        .amdhsa_code_object_version 5

        .text
        .globl  families
        .p2align 8
        .type   families,@function
families:
        image_sample v[0:3], [v4, v6, v8], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_3D
        image_sample_d v[0:3], [v4, v5, v6, v7, v[8:9]], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D
        image_load v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
        image_atomic_add v0, v[1:2], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc
        lds_param_load v1, attr0.x wait_vdst:0
        lds_direct_load v2 wait_vdst:3
        v_interp_p10_f32 v0, v1, v2, v3 wait_exp:0
        v_interp_p2_f16_f32 v0, -v1, v2, v3 clamp wait_exp:2
        v_interp_p10_f16_f32 v4, v5, v6, v7 op_sel:[1,0,1,0] wait_exp:1
        v_add_f32_e64_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
        v_fma_f32_e64_dpp v0, -v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0]
        v_fma_mix_f32_e64_dpp v0, v1, v2, v3 op_sel_hi:[1,0,0] quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
        v_cmp_lt_f32_e64_dpp s0, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf
        v_add_nc_u32_e64_dpp v0, v1, v2 row_ror:3 row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1
        exp mrt0 v0, v1, v2, v3 done row_en
        s_setpc_b64 s[30:31]
.Lfamilies_end:
        .size   families, .Lfamilies_end-families
