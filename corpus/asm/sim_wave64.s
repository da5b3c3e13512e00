// sim_wave64.s - hand-written gfx90a (wave64) kernels that test the simulator's dispatch set-up,
// traps, EXEC corner cases and the private-memory swizzle (tests/run.rs, `sim_asm_*`).
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh, asm step)
//
// Kernels (kernarg 0 = `out`, a global buffer of u32):
//  * sim_dispatch_state: every user and system SGPR enabled; per work-group g = x + 2y + 4z
//    it writes s0..s19, exec_lo/hi to out[g*32 ..] and each active lane's v0 (packed
//    work-item ids) to out[256 + g*64 + lane].
//  * sim_trap_assert: `s_trap 2` (llvm.trap): the dispatch fails with the wave and PC.
//  * sim_trap_breakpoint: `s_trap 1` compiled into the code (a debugger breakpoint): the
//    wave stops with the PC at the trap, and stops there again when resumed.
//  * sim_trap_debug: `s_trap 3` (llvm.debugtrap): a no-op without a debugger (out[0] = 1 is
//    written after it); with one, a stop, and resuming continues after the trap.
//  * sim_exec_corners: lanes < 5 store 1 to out[lane]; a branch over code for no lanes
//    (`s_cbranch_execz`) must skip an SALU write; out[64] = lanes in EXEC at the end,
//    out[65] = 0x600d unless the skipped block ran.
//  * sim_scratch_swizzle: each lane stores lane*3+1 at private address 8 through the
//    swizzled MUBUF scratch resource, loads it back and writes it to out[lane]; the symbol
//    sim_scratch_swizzle_done marks the s_endpgm (a debugger stops there to read
//    private_lane / private_wave memory).

        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .amdhsa_code_object_version 5

        .text
// ---------------------------------------------------------------- dispatch state
        .globl  sim_dispatch_state
        .p2align 8
        .type   sim_dispatch_state,@function
sim_dispatch_state:
        // s[0:3] private segment buffer, s[4:5] dispatch ptr, s[6:7] queue ptr,
        // s[8:9] kernarg ptr, s[10:11] dispatch id, s[12:13] flat scratch init,
        // s14 private segment size; s15/s16/s17 workgroup id x/y/z, s18 workgroup info,
        // s19 private segment wave offset.
        s_load_dwordx2 s[20:21], s[8:9], 0x0
        s_lshl_b32 s24, s17, 2
        s_lshl_b32 s25, s16, 1
        s_add_u32 s24, s24, s25
        s_add_u32 s24, s24, s15                 // g
        s_lshl_b32 s25, s24, 7                  // g * 32 dwords
        s_lshl_b32 s26, s24, 8                  // g * 64 dwords
        s_addk_i32 s26, 0x400                   // + 256 dwords
        v_mov_b32_e32 v2, s25
        s_waitcnt lgkmcnt(0)
        v_mov_b32_e32 v1, s0
        global_store_dword v2, v1, s[20:21] offset:0
        v_mov_b32_e32 v1, s1
        global_store_dword v2, v1, s[20:21] offset:4
        v_mov_b32_e32 v1, s2
        global_store_dword v2, v1, s[20:21] offset:8
        v_mov_b32_e32 v1, s3
        global_store_dword v2, v1, s[20:21] offset:12
        v_mov_b32_e32 v1, s4
        global_store_dword v2, v1, s[20:21] offset:16
        v_mov_b32_e32 v1, s5
        global_store_dword v2, v1, s[20:21] offset:20
        v_mov_b32_e32 v1, s6
        global_store_dword v2, v1, s[20:21] offset:24
        v_mov_b32_e32 v1, s7
        global_store_dword v2, v1, s[20:21] offset:28
        v_mov_b32_e32 v1, s8
        global_store_dword v2, v1, s[20:21] offset:32
        v_mov_b32_e32 v1, s9
        global_store_dword v2, v1, s[20:21] offset:36
        v_mov_b32_e32 v1, s10
        global_store_dword v2, v1, s[20:21] offset:40
        v_mov_b32_e32 v1, s11
        global_store_dword v2, v1, s[20:21] offset:44
        v_mov_b32_e32 v1, s12
        global_store_dword v2, v1, s[20:21] offset:48
        v_mov_b32_e32 v1, s13
        global_store_dword v2, v1, s[20:21] offset:52
        v_mov_b32_e32 v1, s14
        global_store_dword v2, v1, s[20:21] offset:56
        v_mov_b32_e32 v1, s15
        global_store_dword v2, v1, s[20:21] offset:60
        v_mov_b32_e32 v1, s16
        global_store_dword v2, v1, s[20:21] offset:64
        v_mov_b32_e32 v1, s17
        global_store_dword v2, v1, s[20:21] offset:68
        v_mov_b32_e32 v1, s18
        global_store_dword v2, v1, s[20:21] offset:72
        v_mov_b32_e32 v1, s19
        global_store_dword v2, v1, s[20:21] offset:76
        v_mov_b32_e32 v1, exec_lo
        global_store_dword v2, v1, s[20:21] offset:80
        v_mov_b32_e32 v1, exec_hi
        global_store_dword v2, v1, s[20:21] offset:84
        // per lane: v0 at out[256 + g*64 + lane]
        v_mbcnt_lo_u32_b32 v3, -1, 0
        v_mbcnt_hi_u32_b32 v3, -1, v3
        v_lshlrev_b32_e32 v3, 2, v3
        v_add_u32_e32 v3, s26, v3
        global_store_dword v3, v0, s[20:21]
        s_endpgm

// ---------------------------------------------------------------- s_trap 2
        .globl  sim_trap_assert
        .p2align 8
        .type   sim_trap_assert,@function
sim_trap_assert:
        v_mov_b32_e32 v1, 7
        s_nop 0
        s_trap 2
        s_endpgm

// ---------------------------------------------------------------- s_trap 1 / s_trap 3
        .globl  sim_trap_breakpoint
        .p2align 8
        .type   sim_trap_breakpoint,@function
sim_trap_breakpoint:
        v_mov_b32_e32 v1, 7
        s_trap 1
        s_endpgm

        .globl  sim_trap_debug
        .p2align 8
        .type   sim_trap_debug,@function
sim_trap_debug:
        // s[0:1] kernarg ptr
        s_load_dwordx2 s[4:5], s[0:1], 0x0
        v_mov_b32_e32 v1, 0
        v_mov_b32_e32 v2, 1
        s_trap 3
        s_waitcnt lgkmcnt(0)
        global_store_dword v1, v2, s[4:5]
        s_endpgm

// ---------------------------------------------------------------- EXEC corners
        .globl  sim_exec_corners
        .p2align 8
        .type   sim_exec_corners,@function
sim_exec_corners:
        // s[0:1] kernarg ptr
        s_load_dwordx2 s[4:5], s[0:1], 0x0
        s_movk_i32 s13, 0x600d
        v_mbcnt_lo_u32_b32 v1, -1, 0
        v_mbcnt_hi_u32_b32 v1, -1, v1           // lane
        v_lshlrev_b32_e32 v2, 2, v1             // lane * 4
        v_mov_b32_e32 v3, 1
        s_waitcnt lgkmcnt(0)
        v_cmp_gt_u32_e32 vcc, 5, v1             // lanes 0..4
        s_and_saveexec_b64 s[10:11], vcc
        s_cbranch_execz .Lskip1
        global_store_dword v2, v3, s[4:5]
.Lskip1:
        s_or_b64 exec, exec, s[10:11]
        v_cmp_gt_u32_e32 vcc, 0, v1             // no lane
        s_and_saveexec_b64 s[10:11], vcc
        s_cbranch_execz .Lskip2
        s_movk_i32 s13, 0xbad                   // must not run
        global_store_dword v2, v3, s[4:5] offset:512
.Lskip2:
        s_or_b64 exec, exec, s[10:11]
        s_bcnt1_i32_b64 s12, exec
        v_mov_b32_e32 v4, 0
        v_mov_b32_e32 v5, s12
        global_store_dword v4, v5, s[4:5] offset:256
        v_mov_b32_e32 v5, s13
        global_store_dword v4, v5, s[4:5] offset:260
        s_endpgm

// ---------------------------------------------------------------- scratch swizzle
        .globl  sim_scratch_swizzle
        .globl  sim_scratch_swizzle_done
        .p2align 8
        .type   sim_scratch_swizzle,@function
sim_scratch_swizzle:
        // s[0:3] private segment buffer, s[4:5] kernarg ptr, s6 private segment wave offset
        s_add_u32 s0, s0, s6
        s_addc_u32 s1, s1, 0
        s_load_dwordx2 s[8:9], s[4:5], 0x0
        v_mbcnt_lo_u32_b32 v1, -1, 0
        v_mbcnt_hi_u32_b32 v1, -1, v1           // lane
        v_mul_u32_u24_e32 v2, 3, v1
        v_add_u32_e32 v2, 1, v2                 // lane * 3 + 1
        v_mov_b32_e32 v3, 0x5a5a
        buffer_store_dword v3, off, s[0:3], 0 offset:4
        buffer_store_dword v2, off, s[0:3], 0 offset:8
        buffer_load_dword v4, off, s[0:3], 0 offset:8
        v_lshlrev_b32_e32 v5, 2, v1
        s_waitcnt vmcnt(0) lgkmcnt(0)
        global_store_dword v5, v4, s[8:9]
sim_scratch_swizzle_done:
        s_endpgm

// ---------------------------------------------------------------- descriptors
        .rodata
        .p2align 6
        .amdhsa_kernel sim_dispatch_state
          .amdhsa_user_sgpr_private_segment_buffer 1
          .amdhsa_user_sgpr_dispatch_ptr 1
          .amdhsa_user_sgpr_queue_ptr 1
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_user_sgpr_dispatch_id 1
          .amdhsa_user_sgpr_flat_scratch_init 1
          .amdhsa_user_sgpr_private_segment_size 1
          .amdhsa_system_sgpr_workgroup_id_x 1
          .amdhsa_system_sgpr_workgroup_id_y 1
          .amdhsa_system_sgpr_workgroup_id_z 1
          .amdhsa_system_sgpr_workgroup_info 1
          .amdhsa_system_sgpr_private_segment_wavefront_offset 1
          .amdhsa_system_vgpr_workitem_id 2
          .amdhsa_private_segment_fixed_size 16
          .amdhsa_next_free_vgpr 8
          .amdhsa_next_free_sgpr 28
          .amdhsa_accum_offset 8
        .end_amdhsa_kernel
        .amdhsa_kernel sim_trap_assert
          .amdhsa_next_free_vgpr 4
          .amdhsa_next_free_sgpr 8
          .amdhsa_accum_offset 4
        .end_amdhsa_kernel
        .amdhsa_kernel sim_trap_breakpoint
          .amdhsa_next_free_vgpr 4
          .amdhsa_next_free_sgpr 8
          .amdhsa_accum_offset 4
        .end_amdhsa_kernel
        .amdhsa_kernel sim_trap_debug
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_next_free_vgpr 4
          .amdhsa_next_free_sgpr 8
          .amdhsa_accum_offset 4
        .end_amdhsa_kernel
        .amdhsa_kernel sim_exec_corners
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_next_free_vgpr 8
          .amdhsa_next_free_sgpr 16
          .amdhsa_accum_offset 8
        .end_amdhsa_kernel
        .amdhsa_kernel sim_scratch_swizzle
          .amdhsa_user_sgpr_private_segment_buffer 1
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_system_sgpr_private_segment_wavefront_offset 1
          .amdhsa_private_segment_fixed_size 16
          .amdhsa_next_free_vgpr 8
          .amdhsa_next_free_sgpr 12
          .amdhsa_accum_offset 8
        .end_amdhsa_kernel

        .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.kernels:
  - .name: sim_dispatch_state
    .symbol: sim_dispatch_state.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 16
    .wavefront_size: 64
    .sgpr_count: 28
    .vgpr_count: 8
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: sim_trap_assert
    .symbol: sim_trap_assert.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 4
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: sim_trap_breakpoint
    .symbol: sim_trap_breakpoint.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 4
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: sim_trap_debug
    .symbol: sim_trap_debug.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 4
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: sim_exec_corners
    .symbol: sim_exec_corners.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 8
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
  - .name: sim_scratch_swizzle
    .symbol: sim_scratch_swizzle.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 16
    .wavefront_size: 64
    .sgpr_count: 12
    .vgpr_count: 8
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
...
        .end_amdgpu_metadata
