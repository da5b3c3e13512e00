// families_gfx900.s - one function holding instructions of the encoding families compilers do
// not emit for compute kernels (image, interpolation, export, and on GFX11+ the VOP3 DPP
// forms; GFX12 buffer), so that tests/disasm.rs checks hdb disasm on them against
// llvm-objdump 19 and 22 as it does on compiler output. Never executed.
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh, asm step)

        .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
        .amdhsa_code_object_version 5

        .text
        .globl  families
        .p2align 8
        .type   families,@function
families:
        image_sample v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf
        image_load v[0:1], v[2:3], s[8:15] dmask:0x3 unorm
        image_store v[0:3], v[4:6], s[8:15] dmask:0xf unorm da
        image_atomic_cmpswap v[0:1], v[2:3], s[8:15] dmask:0x3 unorm glc
        image_gather4 v[0:3], v[4:5], s[8:15], s[16:19] dmask:0x1
        image_sample v[0:1], v[4:5], s[8:15], s[16:19] dmask:0xf d16
        v_interp_p1_f32 v0, v1, attr0.x
        v_interp_p2_f32 v0, v1, attr3.w
        v_interp_mov_f32 v0, p10, attr1.z
        exp mrt0 v0, v1, v2, v3 done vm
        tbuffer_load_format_xyzw v[0:3], off, s[8:11], 0 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT]
        s_setpc_b64 s[30:31]
.Lfamilies_end:
        .size   families, .Lfamilies_end-families
