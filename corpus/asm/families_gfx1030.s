// families_gfx1030.s - one function holding instructions of the encoding families compilers do
// not emit for compute kernels (image, interpolation, export, and on GFX11+ the VOP3 DPP
// forms; GFX12 buffer), so that tests/disasm.rs checks hdb disasm on them against
// llvm-objdump 19 and 22 as it does on compiler output. Never executed.
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh, asm step)

        .amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
        .amdhsa_code_object_version 5

        .text
        .globl  families
        .p2align 8
        .type   families,@function
families:
        image_sample v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D
        image_sample v[0:3], [v4, v6, v8], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_3D
        image_load v[0:3], [v4, v5, v9, v7], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
        image_store v[0:1], v[2:3], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm glc slc dlc
        image_bvh_intersect_ray v[0:3], v[4:14], s[8:11]
        image_sample_d v[0:3], [v4, v5, v6, v7, v8, v9], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D
        image_gather4_c v[0:4], v[4:6], s[8:15], s[16:19] dmask:0x2 dim:SQ_RSRC_IMG_2D tfe
        v_interp_p1_f32_e32 v0, v1, attr0.x
        v_interp_p2_f32 v0, v1, attr3.w
        v_interp_p1ll_f16 v0, v1, attr0.x
        exp pos0 v0, v1, v2, v3 done
        s_setpc_b64 s[30:31]
.Lfamilies_end:
        .size   families, .Lfamilies_end-families
