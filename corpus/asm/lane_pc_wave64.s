// lane_pc_wave64.s - a hand-written gfx90a (wave64) kernel with divergent control flow and
// the lane attributes no compiler emits yet: DW_AT_LLVM_lane_pc and DW_AT_LLVM_active_lane
// (extension A.3.3.5 items 5 and 6; AMDGPUUsage "DW_AT_LLVM_lane_pc"), as location lists.
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh, asm step)
//
// The source lines are those of lane_pc.cl beside this file (the markers `// @then` etc.
// name them for the tests). lane_pc_divergence(out): lanes < 20 take the `then` block
// (out[lane] = lane*2, then a whole-wave region with EXEC = all ones whose conceptual
// active lanes are the `then` lanes saved in s[14:15], then out[lane] += 1); the others take
// the `else` block (out[lane] = lane + 100); every lane writes out[64 + lane] = lane.
//
// The compilation unit announces "[amdgpu:v0.0]" (DW_AT_LLVM_augmentation), so its vendor
// attributes use the published codes: active_lane 0x3e08, augmentation 0x3e09, lanes
// 0x3e0a, lane_pc 0x3e0b.
//
// DW_AT_LLVM_lane_pc describes 64 generic elements (one per lane), per range:
//   uniform code:                select_bit_piece 64 64 of
//                                  L0 = DW_OP_LLVM_undefined, extend 64 64
//                                  L1 = regx PC_64, extend 64 64
//                                  M  = the lanes active on entry, saved in s[16:17]
//                                (a lane not active on entry has no PC in the function;
//                                the other ranges leave that out: a full wave's lanes are
//                                all active on entry)
//   `then` (EXEC = then lanes):  select_bit_piece 64 64 of
//                                  L0 = addr .Lelse, stack_value, extend 64 64
//                                  L1 = regx PC_64, extend 64 64
//                                  M  = bregx EXEC_64 0
//   whole-wave region:           the same with M = the mask saved in s[14:15]
//   `else` prologue:             L0 = .Ljoin_body, M = the else lanes in s[10:11]
//   `else` body:                 L0 = .Ljoin_body, M = EXEC
// DW_AT_LLVM_active_lane: regx EXEC_64, except the whole-wave region (s[14:15]) and the
// `else` prologue (s[10:11]), where EXEC is not the set of lanes the source runs.
//
// DWARF register numbers (AMDGPUUsage, wave64): PC_64 16, EXEC_64 17, SGPRn 32+n,
// VGPRn 2560+n (ULEB 80 14 + n).

        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .amdhsa_code_object_version 5

        .text
        .globl  lane_pc_divergence
        .p2align 8
        .type   lane_pc_divergence,@function
lane_pc_divergence:
.Lk_begin:
        .file   1 "." "lane_pc.cl"
        .loc    1 5 0                           // @entry
        // s[0:1] kernarg pointer
        s_mov_b64 s[16:17], exec                // the lanes active on entry
.Lentry_saved:
        s_load_dwordx2 s[4:5], s[0:1], 0x0
        v_mbcnt_lo_u32_b32 v1, -1, 0
        v_mbcnt_hi_u32_b32 v1, -1, v1           // lane
        v_lshlrev_b32_e32 v2, 2, v1             // lane * 4
        .loc    1 6 0                           // @cond
        v_cmp_gt_u32_e32 vcc, 20, v1
        s_and_saveexec_b64 s[10:11], vcc        // exec = then lanes
.Ldiverge:
        s_xor_b64 s[10:11], exec, s[10:11]      // s[10:11] = else lanes
        s_cbranch_execz .Lelse
.Lthen:
        .loc    1 7 0                           // @then
        v_lshlrev_b32_e32 v3, 1, v1
        s_waitcnt lgkmcnt(0)
        global_store_dword v2, v3, s[4:5]
        .loc    1 8 0                           // @wwm-enter
        s_or_saveexec_b64 s[14:15], -1          // s[14:15] = then lanes, exec = all
.Lwwm_body:
        .loc    1 9 0                           // @wwm
        v_add_u32_e32 v4, 1, v1
        v_mov_b32_e32 v5, v4
        .loc    1 10 0                          // @wwm-leave
        s_mov_b64 exec, s[14:15]
.Lwwm_end:
        .loc    1 11 0                          // @then-after
        v_add_u32_e32 v3, 1, v3
        global_store_dword v2, v3, s[4:5]
.Lelse:
        .loc    1 13 0                          // @else
        s_or_saveexec_b64 s[12:13], s[10:11]    // s[12:13] = then lanes, exec = all
        s_xor_b64 exec, exec, s[12:13]          // exec = else lanes
        s_cbranch_execz .Ljoin
.Lelse_body:
        v_add_u32_e32 v3, 0x64, v1
        s_waitcnt lgkmcnt(0)
        global_store_dword v2, v3, s[4:5]
.Ljoin:
        s_or_b64 exec, exec, s[12:13]           // every lane again
.Ljoin_body:
        .loc    1 15 0                          // @join
        s_waitcnt lgkmcnt(0)
        global_store_dword v2, v1, s[4:5] offset:256
        s_endpgm
.Lk_end:
        .size   lane_pc_divergence, .Lk_end-lane_pc_divergence

        .rodata
        .p2align 6
        .amdhsa_kernel lane_pc_divergence
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_next_free_vgpr 8
          .amdhsa_next_free_sgpr 24
          .amdhsa_accum_offset 8
        .end_amdhsa_kernel

        .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.kernels:
  - .name: lane_pc_divergence
    .symbol: lane_pc_divergence.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 24
    .vgpr_count: 8
    .max_flat_workgroup_size: 1024
    .args:
      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
...
        .end_amdgpu_metadata

// ------------------------------------------------------------ debug_abbrev
        .section .debug_abbrev,"",@progbits
        .byte 1, 0x11, 1            // abbrev 1: DW_TAG_compile_unit, children
        .byte 0x25, 0x08            //   DW_AT_producer, DW_FORM_string
        .byte 0x13, 0x05            //   DW_AT_language, DW_FORM_data2
        .byte 0x03, 0x08            //   DW_AT_name, DW_FORM_string
        .byte 0x1b, 0x08            //   DW_AT_comp_dir, DW_FORM_string
        .byte 0x10, 0x17            //   DW_AT_stmt_list, DW_FORM_sec_offset
        .byte 0x11, 0x01            //   DW_AT_low_pc, DW_FORM_addr
        .byte 0x12, 0x06            //   DW_AT_high_pc, DW_FORM_data4
        .byte 0x89, 0x7c, 0x08      //   DW_AT_LLVM_augmentation (0x3e09), DW_FORM_string
        .byte 0, 0
        .byte 2, 0x2e, 0            // abbrev 2: DW_TAG_subprogram, no children
        .byte 0x03, 0x08            //   DW_AT_name, DW_FORM_string
        .byte 0x11, 0x01            //   DW_AT_low_pc, DW_FORM_addr
        .byte 0x12, 0x06            //   DW_AT_high_pc, DW_FORM_data4
        .byte 0x40, 0x18            //   DW_AT_frame_base, DW_FORM_exprloc
        .byte 0x8a, 0x7c, 0x0b      //   DW_AT_LLVM_lanes (0x3e0a), DW_FORM_data1
        .byte 0x8b, 0x7c, 0x17      //   DW_AT_LLVM_lane_pc (0x3e0b), DW_FORM_sec_offset
        .byte 0x88, 0x7c, 0x17      //   DW_AT_LLVM_active_lane (0x3e08), DW_FORM_sec_offset
        .byte 0, 0
        .byte 0

// -------------------------------------------------------------- debug_info
        .section .debug_info,"",@progbits
.Lcu_begin:
        .long .Lcu_end - .Lcu_version       // unit_length
.Lcu_version:
        .short 5                    // version
        .byte 1                     // DW_UT_compile
        .byte 8                     // address_size
        .long .debug_abbrev         // debug_abbrev_offset
        .byte 1                     // DW_TAG_compile_unit
        .asciz "hdb corpus hand-written (llvm-mc-19)"
        .short 0x15                 //   DW_LANG_OpenCL
        .asciz "lane_pc.cl"
        .asciz "."
        .long .debug_line
        .quad .Lk_begin
        .long .Lk_end - .Lk_begin
        .asciz "[amdgpu:v0.0]"

        .byte 2                     //   DW_TAG_subprogram
        .asciz "lane_pc_divergence"
        .quad .Lk_begin
        .long .Lk_end - .Lk_begin
        .byte 1, 0x30               //   frame_base { lit0 }
        .byte 64                    //   DW_AT_LLVM_lanes
        .long .Llane_pc             //   DW_AT_LLVM_lane_pc
        .long .Lactive_lane         //   DW_AT_LLVM_active_lane

        .byte 0                     // end of compile unit children
.Lcu_end:

// --------------------------------------------------------- debug_loclists
// Entries are DW_LLE_start_end (0x07) with the expression's ULEB length.
//   PC vector:     90 10 e9 0b 40 40          regx PC_64, extend 64 64
//   undefined:     e9 08 e9 0b 40 40          DW_OP_LLVM_undefined, extend 64 64
//   address AT:    03 <AT> 9f e9 0b 40 40     addr AT, stack_value, extend 64 64
//   EXEC value:    92 11 00                   bregx EXEC_64 0
//   s[n:n+1] mask: 90 (32+n) 93 04 90 (33+n) 93 04 e9 0a 06
//                  regx, piece 4, regx, piece 4, piece_end, deref
//   select:        e9 0c 40 40                select_bit_piece 64 64
        .section .debug_loclists,"",@progbits
        .long .Lll_end - .Lll_version       // unit_length
.Lll_version:
        .short 5                    // version
        .byte 8                     // address_size
        .byte 0                     // segment_selector_size
        .long 0                     // offset_entry_count

.Llane_pc:
        .byte 0x07                  // the entry mask is being saved: every lane at the PC
        .quad .Lk_begin, .Lentry_saved
        .byte 6, 0x90, 0x10, 0xe9, 0x0b, 0x40, 0x40

        .byte 0x07                  // uniform code before the branch: the lanes active on
        .quad .Lentry_saved, .Ldiverge // entry (s[16:17]) at the PC, the others undefined
        .byte .Le0e - .Le0s
.Le0s:  .byte 0xe9, 0x08, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x90, 0x10, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x90, 0x30, 0x93, 0x04, 0x90, 0x31, 0x93, 0x04, 0xe9, 0x0a, 0x06
        .byte 0xe9, 0x0c, 0x40, 0x40
.Le0e:

        .byte 0x07                  // `then`: EXEC lanes at the PC, the others at .Lelse
        .quad .Ldiverge, .Lwwm_body
        .byte .Le1e - .Le1s
.Le1s:  .byte 0x03
        .quad .Lelse
        .byte 0x9f, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x90, 0x10, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x92, 0x11, 0x00
        .byte 0xe9, 0x0c, 0x40, 0x40
.Le1e:

        .byte 0x07                  // whole-wave region: the then lanes are in s[14:15]
        .quad .Lwwm_body, .Lwwm_end
        .byte .Le2e - .Le2s
.Le2s:  .byte 0x03
        .quad .Lelse
        .byte 0x9f, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x90, 0x10, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x90, 0x2e, 0x93, 0x04, 0x90, 0x2f, 0x93, 0x04, 0xe9, 0x0a, 0x06
        .byte 0xe9, 0x0c, 0x40, 0x40
.Le2e:

        .byte 0x07                  // the rest of `then`
        .quad .Lwwm_end, .Lelse
        .byte .Le3e - .Le3s
.Le3s:  .byte 0x03
        .quad .Lelse
        .byte 0x9f, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x90, 0x10, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x92, 0x11, 0x00
        .byte 0xe9, 0x0c, 0x40, 0x40
.Le3e:

        .byte 0x07                  // `else` prologue: the else lanes are in s[10:11],
        .quad .Lelse, .Lelse_body   // the then lanes wait at the join
        .byte .Le4e - .Le4s
.Le4s:  .byte 0x03
        .quad .Ljoin_body
        .byte 0x9f, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x90, 0x10, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x90, 0x2a, 0x93, 0x04, 0x90, 0x2b, 0x93, 0x04, 0xe9, 0x0a, 0x06
        .byte 0xe9, 0x0c, 0x40, 0x40
.Le4e:

        .byte 0x07                  // `else` body: EXEC lanes at the PC
        .quad .Lelse_body, .Ljoin_body
        .byte .Le5e - .Le5s
.Le5s:  .byte 0x03
        .quad .Ljoin_body
        .byte 0x9f, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x90, 0x10, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x92, 0x11, 0x00
        .byte 0xe9, 0x0c, 0x40, 0x40
.Le5e:

        .byte 0x07                  // after the join: uniform again
        .quad .Ljoin_body, .Lk_end
        .byte 6, 0x90, 0x10, 0xe9, 0x0b, 0x40, 0x40
        .byte 0x00                  // DW_LLE_end_of_list

.Lactive_lane:
        .byte 0x07                  // EXEC up to the whole-wave region
        .quad .Lk_begin, .Lwwm_body
        .byte 2, 0x90, 0x11
        .byte 0x07                  // whole-wave region: s[14:15]
        .quad .Lwwm_body, .Lwwm_end
        .byte 8, 0x90, 0x2e, 0x93, 0x04, 0x90, 0x2f, 0x93, 0x04
        .byte 0x07                  // EXEC
        .quad .Lwwm_end, .Lelse
        .byte 2, 0x90, 0x11
        .byte 0x07                  // `else` prologue: s[10:11]
        .quad .Lelse, .Lelse_body
        .byte 8, 0x90, 0x2a, 0x93, 0x04, 0x90, 0x2b, 0x93, 0x04
        .byte 0x07                  // EXEC to the end
        .quad .Lelse_body, .Lk_end
        .byte 2, 0x90, 0x11
        .byte 0x00                  // DW_LLE_end_of_list
.Lll_end:
