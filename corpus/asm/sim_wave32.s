// sim_wave32.s - hand-written gfx1100 (wave32, architected flat scratch) kernels that test the
// simulator's dispatch set-up, EXEC corner cases and the private-memory swizzle
// (tests/run.rs, `sim_asm_*`).
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh, asm step)
//
// Kernels (kernarg 0 = `out`, a global buffer of u32):
//  * sim_dispatch_state32: dispatch ptr and kernarg ptr enabled, USER_SGPR_COUNT forced to
//    14 so that the workgroup ids must land at s14/s15/s16 (not right after the last user
//    SGPR), workgroup info in s17; per work-group g = x + 2y + 4z it writes s0..s17 and
//    exec_lo to out[g*32 ..] and each active lane's v0 (packed ids) to out[256 + g*32 + lane].
//  * sim_exec_corners32: as sim_exec_corners of sim_wave64.s, for 32 lanes.
//  * sim_scratch_swizzle32: each lane stores lane*3+1 at private address 8 with
//    scratch_store_b32 (FLAT_SCRATCH set up by the hardware), loads it back and writes it to
//    out[lane]; sim_scratch_swizzle32_done marks the s_endpgm.

        .amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
        .amdhsa_code_object_version 5

        .text
// ---------------------------------------------------------------- dispatch state
        .globl  sim_dispatch_state32
        .p2align 8
        .type   sim_dispatch_state32,@function
sim_dispatch_state32:
        // s[0:1] dispatch ptr, s[2:3] kernarg ptr, s4..s13 not initialised,
        // s14/s15/s16 workgroup id x/y/z, s17 workgroup info.
        s_load_b64 s[20:21], s[2:3], 0x0
        s_lshl_b32 s24, s16, 2
        s_lshl_b32 s25, s15, 1
        s_add_u32 s24, s24, s25
        s_add_u32 s24, s24, s14                 // g
        s_lshl_b32 s25, s24, 7                  // g * 32 dwords
        s_lshl_b32 s26, s24, 7                  // g * 32 dwords
        s_addk_i32 s26, 0x400                   // + 256 dwords
        v_mov_b32_e32 v2, s25
        s_waitcnt lgkmcnt(0)
        v_mov_b32_e32 v1, s0
        global_store_b32 v2, v1, s[20:21] offset:0
        v_mov_b32_e32 v1, s1
        global_store_b32 v2, v1, s[20:21] offset:4
        v_mov_b32_e32 v1, s2
        global_store_b32 v2, v1, s[20:21] offset:8
        v_mov_b32_e32 v1, s3
        global_store_b32 v2, v1, s[20:21] offset:12
        v_mov_b32_e32 v1, s14
        global_store_b32 v2, v1, s[20:21] offset:56
        v_mov_b32_e32 v1, s15
        global_store_b32 v2, v1, s[20:21] offset:60
        v_mov_b32_e32 v1, s16
        global_store_b32 v2, v1, s[20:21] offset:64
        v_mov_b32_e32 v1, s17
        global_store_b32 v2, v1, s[20:21] offset:68
        v_mov_b32_e32 v1, exec_lo
        global_store_b32 v2, v1, s[20:21] offset:80
        v_mbcnt_lo_u32_b32 v3, -1, 0
        v_lshlrev_b32_e32 v3, 2, v3
        v_add_nc_u32_e32 v3, s26, v3
        global_store_b32 v3, v0, s[20:21]
        s_endpgm

// ---------------------------------------------------------------- EXEC corners
        .globl  sim_exec_corners32
        .p2align 8
        .type   sim_exec_corners32,@function
sim_exec_corners32:
        // s[0:1] kernarg ptr
        s_load_b64 s[4:5], s[0:1], 0x0
        s_movk_i32 s13, 0x600d
        v_mbcnt_lo_u32_b32 v1, -1, 0            // lane
        v_lshlrev_b32_e32 v2, 2, v1             // lane * 4
        v_mov_b32_e32 v3, 1
        s_waitcnt lgkmcnt(0)
        v_cmp_gt_u32_e32 vcc_lo, 5, v1          // lanes 0..4
        s_and_saveexec_b32 s10, vcc_lo
        s_cbranch_execz .Lskip1
        global_store_b32 v2, v3, s[4:5]
.Lskip1:
        s_or_b32 exec_lo, exec_lo, s10
        v_cmp_gt_u32_e32 vcc_lo, 0, v1          // no lane
        s_and_saveexec_b32 s10, vcc_lo
        s_cbranch_execz .Lskip2
        s_movk_i32 s13, 0xbad                   // must not run
        global_store_b32 v2, v3, s[4:5] offset:512
.Lskip2:
        s_or_b32 exec_lo, exec_lo, s10
        s_bcnt1_i32_b32 s12, exec_lo
        v_mov_b32_e32 v4, 0
        v_mov_b32_e32 v5, s12
        global_store_b32 v4, v5, s[4:5] offset:256
        v_mov_b32_e32 v5, s13
        global_store_b32 v4, v5, s[4:5] offset:260
        s_endpgm

// ---------------------------------------------------------------- scratch swizzle
        .globl  sim_scratch_swizzle32
        .globl  sim_scratch_swizzle32_done
        .p2align 8
        .type   sim_scratch_swizzle32,@function
sim_scratch_swizzle32:
        // s[0:1] kernarg ptr; FLAT_SCRATCH = this wave's scratch (architected)
        s_load_b64 s[8:9], s[0:1], 0x0
        v_mbcnt_lo_u32_b32 v1, -1, 0            // lane
        v_mul_u32_u24_e32 v2, 3, v1
        v_add_nc_u32_e32 v2, 1, v2              // lane * 3 + 1
        v_mov_b32_e32 v3, 0x5a5a
        v_mov_b32_e32 v6, 4
        scratch_store_b32 off, v3, off offset:4
        scratch_store_b32 v6, v2, off offset:4  // private address 8, through a VGPR
        scratch_load_b32 v4, off, off offset:8
        v_lshlrev_b32_e32 v5, 2, v1
        s_waitcnt vmcnt(0) lgkmcnt(0)
        global_store_b32 v5, v4, s[8:9]
sim_scratch_swizzle32_done:
        s_endpgm

// ---------------------------------------------------------------- descriptors
        .rodata
        .p2align 6
        .amdhsa_kernel sim_dispatch_state32
          .amdhsa_user_sgpr_dispatch_ptr 1
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_user_sgpr_count 14
          .amdhsa_wavefront_size32 1
          .amdhsa_system_sgpr_workgroup_id_x 1
          .amdhsa_system_sgpr_workgroup_id_y 1
          .amdhsa_system_sgpr_workgroup_id_z 1
          .amdhsa_system_sgpr_workgroup_info 1
          .amdhsa_system_vgpr_workitem_id 2
          .amdhsa_next_free_vgpr 8
          .amdhsa_next_free_sgpr 28
        .end_amdhsa_kernel
        .amdhsa_kernel sim_exec_corners32
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_wavefront_size32 1
          .amdhsa_next_free_vgpr 8
          .amdhsa_next_free_sgpr 16
        .end_amdhsa_kernel
        .amdhsa_kernel sim_scratch_swizzle32
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_wavefront_size32 1
          .amdhsa_enable_private_segment 1
          .amdhsa_private_segment_fixed_size 16
          .amdhsa_next_free_vgpr 8
          .amdhsa_next_free_sgpr 12
        .end_amdhsa_kernel

        .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
amdhsa.kernels:
  - .name: sim_dispatch_state32
    .symbol: sim_dispatch_state32.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 28
    .vgpr_count: 8
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: sim_exec_corners32
    .symbol: sim_exec_corners32.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 16
    .vgpr_count: 8
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: sim_scratch_swizzle32
    .symbol: sim_scratch_swizzle32.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 16
    .wavefront_size: 32
    .sgpr_count: 12
    .vgpr_count: 8
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
...
        .end_amdgpu_metadata
