// hetero_cfi_wave32.s - the wave64 file's ideas on gfx1100 (wave32,
// architected flat scratch), written by hand.
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh)
//
//  * hand_kernel32: calls lane_saves_func32 with v0 = 41 and stores the
//    result (42) to the buffer in kernarg 0.
//  * lane_saves_func32: prologue saves v40 whole-wave (exec_lo = all ones)
//    and v41 under the caller's EXEC_32, keeps the return address and s33 in
//    lanes of v40.  Flat scratch: s32/s33 are per-lane byte offsets, so the
//    CFA (a private_wave address) is SP << 5, written as
//    DW_CFA_def_cfa_expression { regx SGPR32, deref_size 4, lit5, shl, lit6,
//    LLVM_user form_aspace_address } the way AMD's fork does on gfx11.
//    One FDE under a hand-written "[amd:v0.0]" CIE.
//  * .debug_info: wave32 lane expressions in both encodings.
//
// DWARF registers (wave32): PC_64 16, EXEC_32 1, SGPRn 32+n,
// VGPRn 1536+n: VGPR0 = uleb 80 0c, VGPR1 81 0c, VGPR40 a8 0c, VGPR41 a9 0c.

        .amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
        .amdhsa_code_object_version 5

        .text
        .globl  hand_kernel32
        .p2align 8
        .type   hand_kernel32,@function
hand_kernel32:
.Lk_begin:
        .file   1 "." "hetero_cfi_wave32.s"
        .loc    1 40 0
        // s[0:1] kernarg pointer, s2 workgroup id x; scratch is architected
        s_mov_b32 s32, 0                        // stack pointer (per lane)
        s_load_b64 s[8:9], s[0:1], 0x0
        v_mov_b32_e32 v0, 41
        .loc    1 45 0
        s_getpc_b64 s[10:11]
        s_add_u32 s10, s10, lane_saves_func32@rel32@lo+4
        s_addc_u32 s11, s11, lane_saves_func32@rel32@hi+12
        s_swappc_b64 s[30:31], s[10:11]
.Lk_after_call:
        .loc    1 50 0
        s_waitcnt lgkmcnt(0)
        v_mov_b32_e32 v2, 0
        global_store_b32 v2, v0, s[8:9]
        s_endpgm
.Lk_end:
        .size   hand_kernel32, .Lk_end-hand_kernel32

        .globl  lane_saves_func32
        .hidden lane_saves_func32
        .p2align 2
        .type   lane_saves_func32,@function
lane_saves_func32:
.Lf_begin:
        .loc    1 60 0
        s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
        s_xor_saveexec_b32 s4, -1               // all 32 lanes on
        scratch_store_b32 off, v40, s32         // whole-wave v40 -> CFA+0
.Lf_v40_saved:
        s_mov_b32 exec_lo, s4                   // caller's EXEC back
        scratch_store_b32 off, v41, s32 offset:4 // v41 under EXEC -> CFA+128
.Lf_v41_saved:
        v_writelane_b32 v40, s30, 0
        v_writelane_b32 v40, s31, 1
.Lf_ra_saved:
        v_writelane_b32 v40, s33, 2
.Lf_fp_saved:
        s_mov_b32 s33, s32
        s_add_u32 s32, s32, 8                   // 8 bytes per lane
.Lf_cfa_fp:
        .loc    1 72 0 prologue_end
        v_mov_b32_e32 v41, v0
        v_add_nc_u32_e32 v0, 1, v41
        .loc    1 75 0
        v_readlane_b32 s30, v40, 0
        v_readlane_b32 s31, v40, 1
        s_sub_u32 s32, s32, 8
        v_readlane_b32 s33, v40, 2
        scratch_load_b32 v41, off, s32 offset:4
        s_xor_saveexec_b32 s4, -1
        scratch_load_b32 v40, off, s32
        s_mov_b32 exec_lo, s4
        s_waitcnt vmcnt(0)
        s_setpc_b64 s[30:31]
.Lf_end:
        .size   lane_saves_func32, .Lf_end-lane_saves_func32

        .rodata
        .p2align 6
        .amdhsa_kernel hand_kernel32
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_system_sgpr_workgroup_id_x 1
          .amdhsa_enable_private_segment 1
          .amdhsa_private_segment_fixed_size 8
          .amdhsa_wavefront_size32 1
          .amdhsa_next_free_vgpr 42
          .amdhsa_next_free_sgpr 34
        .end_amdhsa_kernel

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
        .byte 0, 0
        .byte 2, 0x2e, 1            // abbrev 2: DW_TAG_subprogram, children
        .byte 0x03, 0x08            //   DW_AT_name, DW_FORM_string
        .byte 0x11, 0x01            //   DW_AT_low_pc, DW_FORM_addr
        .byte 0x12, 0x06            //   DW_AT_high_pc, DW_FORM_data4
        .byte 0x40, 0x18            //   DW_AT_frame_base, DW_FORM_exprloc
        .byte 0, 0
        .byte 3, 0x34, 0            // abbrev 3: DW_TAG_variable, no children
        .byte 0x03, 0x08            //   DW_AT_name, DW_FORM_string
        .byte 0x02, 0x18            //   DW_AT_location, DW_FORM_exprloc
        .byte 0x49, 0x13            //   DW_AT_type, DW_FORM_ref4
        .byte 0, 0
        .byte 4, 0x24, 0            // abbrev 4: DW_TAG_base_type
        .byte 0x03, 0x08            //   DW_AT_name, DW_FORM_string
        .byte 0x0b, 0x0b            //   DW_AT_byte_size, DW_FORM_data1
        .byte 0x3e, 0x0b            //   DW_AT_encoding, DW_FORM_data1
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
        .asciz "hetero_cfi_wave32.s"
        .asciz "."
        .long .debug_line
        .quad .Lk_begin
        .long .Lf_end - .Lk_begin

        .byte 2                     //   DW_TAG_subprogram hand_kernel32
        .asciz "hand_kernel32"
        .quad .Lk_begin
        .long .Lk_end - .Lk_begin
        .byte 1, 0x30               //   frame_base { lit0 }

        .byte 3                     //     variable "legacy_lane32": lane slice of v1
        .asciz "legacy_lane32"
        .byte .Lv1e - .Lv1s
.Lv1s:  .byte 0x90, 0x81, 0x0c      //       regx VGPR1 (1537)
        .byte 0xe2                  //       legacy DW_OP_LLVM_push_lane
        .byte 0x34, 0x1e            //       lit4, mul
        .byte 0xe3                  //       legacy DW_OP_LLVM_offset
.Lv1e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "legacy_select32": v4/v5 picked by EXEC_32
        .asciz "legacy_select32"
        .byte .Lv2e - .Lv2s
.Lv2s:  .byte 0x90, 0x84, 0x0c      //       regx VGPR4
        .byte 0x90, 0x85, 0x0c      //       regx VGPR5
        .byte 0x90, 0x01            //       regx EXEC_32
        .byte 0x94, 0x04            //       deref_size 4 (read the mask)
        .byte 0xec, 0x20, 0x20      //       legacy DW_OP_LLVM_select_bit_piece 32, 32
.Lv2e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "legacy_private32": private_lane 12
        .asciz "legacy_private32"
        .byte .Lv3e - .Lv3s
.Lv3s:  .byte 0x3c, 0x35            //       lit12, lit5
        .byte 0xe1                  //       legacy DW_OP_LLVM_form_aspace_address
.Lv3e:  .long .Lint - .Lcu_begin
        .byte 0

        .byte 2                     //   DW_TAG_subprogram lane_saves_func32
        .asciz "lane_saves_func32"
        .quad .Lf_begin
        .long .Lf_end - .Lf_begin
        .byte 2, 0x90, 0x41         //   frame_base { regx SGPR33 }

        .byte 3                     //     variable "x": lane slice of v41
        .asciz "x"
        .byte .Lw1e - .Lw1s
.Lw1s:  .byte 0x90, 0xa9, 0x0c      //       regx VGPR41 (1577)
        .byte 0xe9, 0x03            //       DW_OP_LLVM_user push_lane
        .byte 0x34, 0x1e            //       lit4, mul
        .byte 0xe9, 0x04            //       DW_OP_LLVM_user offset
.Lw1e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "spill": private_lane s33 + 4 (no shift: flat scratch)
        .asciz "spill"
        .byte .Lw2e - .Lw2s
.Lw2s:  .byte 0x90, 0x41            //       regx SGPR33
        .byte 0x94, 0x04            //       deref_size 4
        .byte 0x34, 0x22            //       lit4, plus
        .byte 0x35                  //       lit5 (private_lane)
        .byte 0xe9, 0x02            //       DW_OP_LLVM_user form_aspace_address
.Lw2e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "saved_fp": lane 2 of v40
        .asciz "saved_fp"
        .byte .Lw3e - .Lw3s
.Lw3s:  .byte 0x90, 0xa8, 0x0c      //       regx VGPR40
        .byte 0xe9, 0x05, 0x08      //       DW_OP_LLVM_user offset_uconst 8
.Lw3e:  .long .Lint - .Lcu_begin
        .byte 0

.Lint:
        .byte 4                     //   DW_TAG_base_type "int"
        .asciz "int"
        .byte 4, 5                  //     4 bytes, DW_ATE_signed
        .byte 0
.Lcu_end:

// ------------------------------------------------------------- debug_frame
        .section .debug_frame,"",@progbits
.Lcie:
        .long .Lcie_end - .Lcie_id  // length
.Lcie_id:
        .long 0xffffffff            // CIE_id
        .byte 4                     // version
        .asciz "[amd:v0.0]"         // augmentation (AMDGPUUsage)
        .byte 8                     // address_size
        .byte 0                     // segment_selector_size
        .byte 4                     // code_alignment_factor
        .byte 4                     // data_alignment_factor
        .byte 16                    // return_address_register PC_64
        .p2align 3, 0
.Lcie_end:

        // FDE: hand_kernel32 (no caller)
        .long .Lfde0_end - .Lfde0_cie
.Lfde0_cie:
        .long .Lcie
        .quad .Lk_begin
        .quad .Lk_end - .Lk_begin
        .byte 0x0f, 0x04            // DW_CFA_def_cfa_expression, 4 bytes
        .byte 0x30, 0x36            //   lit0, lit6
        .byte 0xe9, 0x02            //   DW_OP_LLVM_user form_aspace_address
        .byte 0x07, 0x10            // DW_CFA_undefined PC_64
        .byte 0x40 | ((.Lk_after_call - .Lk_begin) >> 2)
        .byte 0x07, 0x80, 0x0c      // DW_CFA_undefined VGPR0
        .p2align 3, 0
.Lfde0_end:

        // FDE: lane_saves_func32
        .long .Lfde1_end - .Lfde1_cie
.Lfde1_cie:
        .long .Lcie
        .quad .Lf_begin
        .quad .Lf_end - .Lf_begin
        // CFA = (s32 << 5) in private_wave:
        .byte 0x0f, .Lc1e - .Lc1s   // DW_CFA_def_cfa_expression
.Lc1s:  .byte 0x90, 0x40            //   regx SGPR32
        .byte 0x94, 0x04            //   deref_size 4
        .byte 0x35, 0x24            //   lit5, shl (x 32 lanes)
        .byte 0x36                  //   lit6 (private_wave)
        .byte 0xe9, 0x02            //   DW_OP_LLVM_user form_aspace_address
.Lc1e:
        // DW_CFA_expression PC_64 { regx SGPR30, piece 4, regx SGPR31, piece 4 }
        .byte 0x10, 0x10, 0x08, 0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04
        .byte 0x40 | ((.Lf_v40_saved - .Lf_begin) >> 2)
        .byte 0x05, 0xa8, 0x0c, 0x00 // DW_CFA_offset_extended VGPR40, 0
        .byte 0x40 | ((.Lf_v41_saved - .Lf_v40_saved) >> 2)
        // v41 in the caller's EXEC_32 lanes at CFA + 128 (4 bytes x 32 lanes)
        .byte 0x10, 0xa9, 0x0c, .Le1e - .Le1s
.Le1s:  .byte 0x90, 0xa9, 0x0c      //   regx VGPR41
        .byte 0x16                  //   swap
        .byte 0xe9, 0x05, 0x80, 0x01 //  LLVM_user offset_uconst 128
        .byte 0xe9, 0x07, 0x01      //   LLVM_user call_frame_entry_reg EXEC_32
        .byte 0x94, 0x04            //   deref_size 4
        .byte 0xe9, 0x0c, 0x20, 0x20 //  LLVM_user select_bit_piece 32, 32
.Le1e:
        .byte 0x40 | ((.Lf_ra_saved - .Lf_v41_saved) >> 2)
        // DW_CFA_expression PC_64 { regx VGPR40, bit_piece 32 0, regx VGPR40, bit_piece 32 32 }
        .byte 0x10, 0x10, .Le2e - .Le2s
.Le2s:  .byte 0x90, 0xa8, 0x0c, 0x9d, 0x20, 0x00
        .byte 0x90, 0xa8, 0x0c, 0x9d, 0x20, 0x20
.Le2e:
        .byte 0x40 | ((.Lf_fp_saved - .Lf_ra_saved) >> 2)
        // DW_CFA_expression SGPR33 { regx VGPR40, LLVM_user offset_uconst 8 }
        .byte 0x10, 0x41, 0x06, 0x90, 0xa8, 0x0c, 0xe9, 0x05, 0x08
        .byte 0x40 | ((.Lf_cfa_fp - .Lf_fp_saved) >> 2)
        // CFA = (s33 << 5) in private_wave
        .byte 0x0f, .Lc2e - .Lc2s   // DW_CFA_def_cfa_expression
.Lc2s:  .byte 0x90, 0x41            //   regx SGPR33
        .byte 0x94, 0x04            //   deref_size 4
        .byte 0x35, 0x24            //   lit5, shl
        .byte 0x36                  //   lit6
        .byte 0xe9, 0x02            //   DW_OP_LLVM_user form_aspace_address
.Lc2e:
        .byte 0x07, 0x80, 0x0c      // DW_CFA_undefined VGPR0
        .p2align 3, 0
.Lfde1_end:
