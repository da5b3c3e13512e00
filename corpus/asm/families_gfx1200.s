// families_gfx1200.s - one function holding instructions of the encoding families compilers do
// not emit for compute kernels (image, interpolation, export, and on GFX11+ the VOP3 DPP
// forms; GFX12 buffer), so that tests/disasm.rs checks hdb disasm on them against
// llvm-objdump 19 and 22 as it does on compiler output. Never executed.
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1200 -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh, asm step)

        .amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
        .amdhsa_code_object_version 5

        .text
        .globl  families
        .p2align 8
        .type   families,@function
families:
        buffer_load_b32 v0, off, s[8:11], s0 offset:16
        buffer_store_b32 v0, v1, s[8:11], s0 offen offset:4 th:TH_STORE_NT scope:SCOPE_SYS
        buffer_atomic_add_u32 v0, v[1:2], s[8:11], null idxen offen th:TH_ATOMIC_RETURN
        buffer_load_b128 v[0:3], off, s[8:11], s1 offset:0x7ff0
        tbuffer_load_format_x v0, off, s[8:11], s0 format:[BUF_FMT_32_FLOAT]
        tbuffer_store_format_xyzw v[0:3], v4, s[8:11], s0 format:[BUF_FMT_32_32_32_32_FLOAT] offen offset:64
        image_sample v[0:3], [v4, v5], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D
        image_load v[0:3], [v4, v5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D
        image_store v[0:1], [v2, v3, v4], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D th:TH_STORE_NT
        image_sample_d v[0:3], [v4, v5, v6, v[7:9]], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D
        ds_param_load v1, attr0.x wait_va_vdst:0 wait_vm_vsrc:0
        ds_direct_load v2 wait_va_vdst:1 wait_vm_vsrc:1
        v_interp_p10_f32 v0, v1, v2, v3 wait_exp:0
        v_add_f32_e64_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
        v_fma_f32_e64_dpp v0, -v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0]
        v_dot2_f32_f16_e64_dpp v0, v1, v2, v3 row_share:2 row_mask:0xf bank_mask:0xf
        export mrt0 v0, v1, v2, v3 done
        s_setpc_b64 s[30:31]
.Lfamilies_end:
        .size   families, .Lfamilies_end-families
