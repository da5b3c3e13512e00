// hetero_cfi_wave64.s - hand-written heterogeneous DWARF and CFI, gfx90a
// (wave64, MUBUF scratch), in shapes no compiler here emits.
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh)
//
// What is in here:
//  * hand_kernel: sets up scratch, calls lane_saves_func (v0 = 41) and
//    stores its result (42) to the buffer in kernarg 0, so a simulator can
//    check the run and unwind through the call.
//  * lane_saves_func: a real prologue/epilogue that
//      - saves v40 whole-wave (exec = all ones) at CFA+0 -> DW_CFA_offset_extended
//      - saves v41 under the caller's EXEC at CFA+256    -> call_frame_entry_reg
//        EXEC + select_bit_piece
//      - puts the return address s[30:31] into lanes 0/1 of v40 -> bit_piece
//      - puts s33 (frame pointer) into lane 2 of v40      -> offset_uconst 8
//      - moves the CFA from s32 (DW_CFA_LLVM_def_aspace_cfa) to s33
//        (DW_CFA_LLVM_def_aspace_cfa_sf).
//    Its FDE is hand-written under a CIE with augmentation "[amd:v0.0]"
//    (what AMDGPUUsage asks for; AMD's fork writes "[llvm:v0.0]").
//  * asm_cfi_func: uses the assembler's own .cfi_* directives, so the same
//    .debug_frame also holds llvm-mc's CIE (augmentation "").
//  * .debug_info: variables whose DW_AT_location uses the DW_OP_LLVM_user
//    (0xe9 + ULEB sub-op) encoding, and variables using the legacy
//    single-byte encodings 0xe1..0xec (except 0xe9, which is now
//    DW_OP_LLVM_user).
//
// DWARF register numbers (AMDGPUUsage, wave64): PC_64 16, EXEC_64 17,
// SGPRn 32+n, VGPRn 2560+n.  ULEB128: 2560 = 80 14, VGPR1 2561 = 81 14,
// VGPR40 2600 = a8 14, VGPR41 2601 = a9 14.
// Address spaces: 5 private_lane, 6 private_wave.

        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .amdhsa_code_object_version 5
        .cfi_sections .debug_frame

        .text
        .globl  hand_kernel
        .p2align 8
        .type   hand_kernel,@function
hand_kernel:
.Lk_begin:
        .file   1 "." "hetero_cfi_wave64.s"
        .loc    1 60 0
        // s[0:3] private segment buffer, s[4:5] kernarg pointer,
        // s6 workgroup id x, s7 private segment wave offset
        s_add_u32 s0, s0, s7
        s_addc_u32 s1, s1, 0
        s_mov_b32 s32, 0                        // stack pointer (wave-scaled)
        s_load_dwordx2 s[8:9], s[4:5], 0x0
        v_mov_b32_e32 v0, 41
        .loc    1 67 0
        s_getpc_b64 s[10:11]
        s_add_u32 s10, s10, lane_saves_func@rel32@lo+4
        s_addc_u32 s11, s11, lane_saves_func@rel32@hi+12
        s_swappc_b64 s[30:31], s[10:11]
.Lk_after_call:
        .loc    1 72 0
        s_waitcnt lgkmcnt(0)
        v_mov_b32_e32 v2, 0
        global_store_dword v2, v0, s[8:9]
        s_endpgm
.Lk_end:
        .size   hand_kernel, .Lk_end-hand_kernel

        .globl  lane_saves_func
        .hidden lane_saves_func
        .p2align 2
        .type   lane_saves_func,@function
lane_saves_func:
.Lf_begin:
        .loc    1 80 0
        s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
        s_xor_saveexec_b64 s[4:5], -1           // all lanes on
.Lf_ww:
        buffer_store_dword v40, off, s[0:3], s32          // whole-wave v40 -> CFA+0
.Lf_v40_saved:
        s_mov_b64 exec, s[4:5]                  // caller's EXEC back
        buffer_store_dword v41, off, s[0:3], s32 offset:4 // v41 under EXEC -> CFA+256
.Lf_v41_saved:
        v_writelane_b32 v40, s30, 0
        v_writelane_b32 v40, s31, 1
.Lf_ra_saved:
        v_writelane_b32 v40, s33, 2
.Lf_fp_saved:
        s_mov_b32 s33, s32
        s_add_u32 s32, s32, 0x200               // 8 bytes per lane x 64 lanes
.Lf_cfa_fp:
        .loc    1 92 0 prologue_end
        v_mov_b32_e32 v41, v0
        v_add_u32_e32 v0, 1, v41                // the actual work: v0 + 1
        .loc    1 95 0
        v_readlane_b32 s30, v40, 0
        v_readlane_b32 s31, v40, 1
        s_sub_u32 s32, s32, 0x200
        v_readlane_b32 s33, v40, 2
        buffer_load_dword v41, off, s[0:3], s32 offset:4
        s_xor_saveexec_b64 s[4:5], -1
        buffer_load_dword v40, off, s[0:3], s32
        s_mov_b64 exec, s[4:5]
        s_waitcnt vmcnt(0)
        s_setpc_b64 s[30:31]
.Lf_end:
        .size   lane_saves_func, .Lf_end-lane_saves_func

        .globl  asm_cfi_func
        .hidden asm_cfi_func
        .p2align 2
        .type   asm_cfi_func,@function
asm_cfi_func:
.La_begin:
        .loc    1 110 0
        .cfi_startproc
        // DW_CFA_LLVM_def_aspace_cfa SGPR32 (0x40), offset 0, aspace 6
        .cfi_llvm_def_aspace_cfa 64, 0, 6
        // DW_CFA_expression PC_64 { regx SGPR30, piece 4, regx SGPR31, piece 4 }
        .cfi_escape 0x10, 0x10, 0x08, 0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04
        .cfi_undefined 2560                     // VGPR0 is clobbered (result)
        v_add_u32_e32 v0, 2, v0
        v_writelane_b32 v1, s34, 5
        // SGPR34 (0x42) now in lane 5 of VGPR1:
        //   DW_CFA_expression 0x42 { regx VGPR1 (90 81 14),
        //                            DW_OP_LLVM_user offset_uconst 20 (e9 05 14) }
        .cfi_escape 0x10, 0x42, 0x06, 0x90, 0x81, 0x14, 0xe9, 0x05, 0x14
        s_setpc_b64 s[30:31]
.La_end:
        .size   asm_cfi_func, .La_end-asm_cfi_func
        .cfi_endproc

        .rodata
        .p2align 6
        .amdhsa_kernel hand_kernel
          .amdhsa_user_sgpr_private_segment_buffer 1
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_system_sgpr_workgroup_id_x 1
          .amdhsa_system_sgpr_private_segment_wavefront_offset 1
          .amdhsa_private_segment_fixed_size 8
          .amdhsa_uses_dynamic_stack 0
          .amdhsa_next_free_vgpr 42
          .amdhsa_next_free_sgpr 34
          .amdhsa_accum_offset 44
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
        .asciz "hetero_cfi_wave64.s"
        .asciz "."
        .long .debug_line
        .quad .Lk_begin
        .long .La_end - .Lk_begin

        // --- hand_kernel: variables in the legacy single-byte encoding
        .byte 2                     //   DW_TAG_subprogram
        .asciz "hand_kernel"
        .quad .Lk_begin
        .long .Lk_end - .Lk_begin
        .byte 1, 0x30               //   frame_base { lit0 }

        .byte 3                     //     variable "legacy_private"
        .asciz "legacy_private"
        .byte .Lv1e - .Lv1s
.Lv1s:  .byte 0x40                  //       lit16        (address 16)
        .byte 0x35                  //       lit5         (private_lane)
        .byte 0xe1                  //       legacy DW_OP_LLVM_form_aspace_address
.Lv1e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "legacy_lane": lane slice of v1
        .asciz "legacy_lane"
        .byte .Lv2e - .Lv2s
.Lv2s:  .byte 0x90, 0x81, 0x14      //       regx VGPR1 (2561)
        .byte 0xe2                  //       legacy DW_OP_LLVM_push_lane
        .byte 0x34, 0x1e            //       lit4, mul
        .byte 0xe3                  //       legacy DW_OP_LLVM_offset
.Lv2e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "legacy_uconst": lane 2 of v40
        .asciz "legacy_uconst"
        .byte .Lv3e - .Lv3s
.Lv3s:  .byte 0x90, 0xa8, 0x14      //       regx VGPR40 (2600)
        .byte 0xe4, 0x08            //       legacy DW_OP_LLVM_offset_uconst 8
.Lv3e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "legacy_bitoff": lane slice by bits
        .asciz "legacy_bitoff"
        .byte .Lv4e - .Lv4s
.Lv4s:  .byte 0x90, 0x82, 0x14      //       regx VGPR2 (2562)
        .byte 0xe2                  //       legacy DW_OP_LLVM_push_lane
        .byte 0x10, 0x20, 0x1e      //       constu 32, mul
        .byte 0xe5                  //       legacy DW_OP_LLVM_bit_offset
.Lv4e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "legacy_entry_exec": EXEC on entry
        .asciz "legacy_entry_exec"
        .byte .Lv5e - .Lv5s
.Lv5s:  .byte 0xe6, 0x11            //       legacy DW_OP_LLVM_call_frame_entry_reg EXEC_64
.Lv5e:  .long .Lint64 - .Lcu_begin

        .byte 3                     //     variable "legacy_partial": undefined low half
        .asciz "legacy_partial"
        .byte .Lv6e - .Lv6s
.Lv6s:  .byte 0xe7                  //       legacy DW_OP_LLVM_undefined
        .byte 0x93, 0x04            //       piece 4
        .byte 0x90, 0x48            //       regx SGPR40 (72)
        .byte 0x93, 0x04            //       piece 4
        .byte 0xea                  //       legacy DW_OP_LLVM_piece_end
.Lv6e:  .long .Lint64 - .Lcu_begin

        .byte 3                     //     variable "legacy_bregx": s33-relative, aspace 5
        .asciz "legacy_bregx"
        .byte .Lv7e - .Lv7s
.Lv7s:  .byte 0x35                  //       lit5 (private_lane)
        .byte 0xe8, 0x41, 0x10      //       legacy DW_OP_LLVM_aspace_bregx SGPR33, +16
.Lv7e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "legacy_broadcast": uniform s40 in all lanes
        .asciz "legacy_broadcast"
        .byte .Lv8e - .Lv8s
.Lv8s:  .byte 0x90, 0x48            //       regx SGPR40
        .byte 0xeb, 0x20, 0x40      //       legacy DW_OP_LLVM_extend 32, 64
.Lv8e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "legacy_select": v4/v5 picked by EXEC
        .asciz "legacy_select"
        .byte .Lv9e - .Lv9s
.Lv9s:  .byte 0x90, 0x84, 0x14      //       regx VGPR4
        .byte 0x90, 0x85, 0x14      //       regx VGPR5
        .byte 0x90, 0x11            //       regx EXEC_64
        .byte 0x94, 0x08            //       deref_size 8 (read the mask)
        .byte 0xec, 0x20, 0x40      //       legacy DW_OP_LLVM_select_bit_piece 32, 64
.Lv9e:  .long .Lint - .Lcu_begin
        .byte 0                     //   end of hand_kernel children

        // --- lane_saves_func: the DW_OP_LLVM_user encoding
        .byte 2                     //   DW_TAG_subprogram
        .asciz "lane_saves_func"
        .quad .Lf_begin
        .long .Lf_end - .Lf_begin
        .byte 2, 0x90, 0x41         //   frame_base { regx SGPR33 }

        .byte 3                     //     variable "x": lane slice of v41
        .asciz "x"
        .byte .Lw1e - .Lw1s
.Lw1s:  .byte 0x90, 0xa9, 0x14      //       regx VGPR41 (2601)
        .byte 0xe9, 0x03            //       DW_OP_LLVM_user push_lane
        .byte 0x34, 0x1e            //       lit4, mul
        .byte 0xe9, 0x04            //       DW_OP_LLVM_user offset
.Lw1e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "spill": private_lane (s33 >> 6) + 4
        .asciz "spill"
        .byte .Lw2e - .Lw2s
.Lw2s:  .byte 0x90, 0x41            //       regx SGPR33
        .byte 0x94, 0x04            //       deref_size 4 (read it)
        .byte 0x36, 0x25            //       lit6, shr (wave-scaled -> per lane)
        .byte 0x34, 0x22            //       lit4, plus
        .byte 0x35                  //       lit5 (private_lane)
        .byte 0xe9, 0x02            //       DW_OP_LLVM_user form_aspace_address
.Lw2e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "saved_fp": lane 2 of v40
        .asciz "saved_fp"
        .byte .Lw3e - .Lw3s
.Lw3s:  .byte 0x90, 0xa8, 0x14      //       regx VGPR40
        .byte 0xe9, 0x05, 0x08      //       DW_OP_LLVM_user offset_uconst 8
.Lw3e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "via_bregx": aspace_bregx
        .asciz "via_bregx"
        .byte .Lw4e - .Lw4s
.Lw4s:  .byte 0x36                  //       lit6 (private_wave)
        .byte 0xe9, 0x09, 0x41, 0x00 //      DW_OP_LLVM_user aspace_bregx SGPR33, +0
.Lw4e:  .long .Lint - .Lcu_begin

        .byte 3                     //     variable "nop_only": the one op llvm-dwarfdump-19 knows
        .asciz "nop_only"
        .byte .Lw5e - .Lw5s
.Lw5s:  .byte 0x3a, 0x9f            //       lit10, stack_value
        .byte 0xe9, 0x01            //       DW_OP_LLVM_user nop
.Lw5e:  .long .Lint - .Lcu_begin
        .byte 0                     //   end of lane_saves_func children

.Lint:
        .byte 4                     //   DW_TAG_base_type "int"
        .asciz "int"
        .byte 4, 5                  //     4 bytes, DW_ATE_signed
.Lint64:
        .byte 4                     //   DW_TAG_base_type "ulong"
        .asciz "ulong"
        .byte 8, 7                  //     8 bytes, DW_ATE_unsigned
        .byte 0                     // end of compile unit children
.Lcu_end:

// ------------------------------------------------------------- debug_frame
// The assembler appends its own CIE/FDE for asm_cfi_func after these.
        .section .debug_frame,"",@progbits
.Lcie:
        .long .Lcie_end - .Lcie_id  // length
.Lcie_id:
        .long 0xffffffff            // CIE_id
        .byte 4                     // version
        .asciz "[amd:v0.0]"         // augmentation (AMDGPUUsage)
        .byte 8                     // address_size
        .byte 0                     // segment_selector_size
        .byte 4                     // code_alignment_factor (uleb)
        .byte 4                     // data_alignment_factor (sleb)
        .byte 16                    // return_address_register PC_64
        .p2align 3, 0               // DW_CFA_nop padding
.Lcie_end:

        // FDE: hand_kernel.  Kernels have no caller: CFA = 0 in
        // private_wave, return address undefined.
        .long .Lfde0_end - .Lfde0_cie
.Lfde0_cie:
        .long .Lcie                 // CIE_pointer
        .quad .Lk_begin             // initial_location
        .quad .Lk_end - .Lk_begin   // address_range
        .byte 0x0f, 0x04            // DW_CFA_def_cfa_expression, 4 bytes
        .byte 0x30, 0x36            //   lit0, lit6
        .byte 0xe9, 0x02            //   DW_OP_LLVM_user form_aspace_address
        .byte 0x07, 0x10            // DW_CFA_undefined PC_64
        .byte 0x40 | ((.Lk_after_call - .Lk_begin) >> 2) // DW_CFA_advance_loc to after the call
        .byte 0x07, 0x80, 0x14      // DW_CFA_undefined VGPR0 (call result overwrote it)
        .p2align 3, 0
.Lfde0_end:

        // FDE: lane_saves_func.
        .long .Lfde1_end - .Lfde1_cie
.Lfde1_cie:
        .long .Lcie                 // CIE_pointer
        .quad .Lf_begin             // initial_location
        .quad .Lf_end - .Lf_begin   // address_range
        .byte 0x30, 0x40, 0x00, 0x06 // DW_CFA_LLVM_def_aspace_cfa SGPR32, 0, aspace 6
        // return address in s[30:31]:
        // DW_CFA_expression PC_64 { regx SGPR30, piece 4, regx SGPR31, piece 4 }
        .byte 0x10, 0x10, 0x08, 0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04
        .byte 0x40 | ((.Lf_v40_saved - .Lf_begin) >> 2)  // advance past the whole-wave store
        // v40 saved whole-wave at CFA + 0 (factored offset 0):
        .byte 0x05, 0xa8, 0x14, 0x00 // DW_CFA_offset_extended VGPR40, 0
        .byte 0x40 | ((.Lf_v41_saved - .Lf_v40_saved) >> 2)
        // v41 saved only in the lanes of the caller's EXEC, at CFA + 256
        // (4 bytes per lane x 64 lanes); inactive lanes keep their value:
        // DW_CFA_expression VGPR41 { regx VGPR41, swap,
        //     LLVM_user offset_uconst 256, LLVM_user call_frame_entry_reg EXEC_64,
        //     deref_size 8, LLVM_user select_bit_piece 32 64 }
        .byte 0x10, 0xa9, 0x14, .Le1e - .Le1s
.Le1s:  .byte 0x90, 0xa9, 0x14      //   regx VGPR41 (value if lane inactive)
        .byte 0x16                  //   swap (CFA to top)
        .byte 0xe9, 0x05, 0x80, 0x02 //  offset_uconst 256
        .byte 0xe9, 0x07, 0x11      //   call_frame_entry_reg EXEC_64
        .byte 0x94, 0x08            //   deref_size 8 (the mask value)
        .byte 0xe9, 0x0c, 0x20, 0x40 //  select_bit_piece 32, 64
.Le1e:
        .byte 0x40 | ((.Lf_ra_saved - .Lf_v41_saved) >> 2)
        // return address now in lanes 0 and 1 of v40:
        // DW_CFA_expression PC_64 { regx VGPR40, bit_piece 32 0,
        //                           regx VGPR40, bit_piece 32 32 }
        .byte 0x10, 0x10, .Le2e - .Le2s
.Le2s:  .byte 0x90, 0xa8, 0x14, 0x9d, 0x20, 0x00
        .byte 0x90, 0xa8, 0x14, 0x9d, 0x20, 0x20
.Le2e:
        .byte 0x40 | ((.Lf_fp_saved - .Lf_ra_saved) >> 2)
        // caller's s33 in lane 2 of v40:
        // DW_CFA_expression SGPR33 { regx VGPR40, LLVM_user offset_uconst 8 }
        .byte 0x10, 0x41, 0x06, 0x90, 0xa8, 0x14, 0xe9, 0x05, 0x08
        .byte 0x40 | ((.Lf_cfa_fp - .Lf_fp_saved) >> 2)
        // CFA now via the frame pointer, with a factored signed offset:
        .byte 0x31, 0x41, 0x00, 0x06 // DW_CFA_LLVM_def_aspace_cfa_sf SGPR33, 0*4, aspace 6
        .byte 0x07, 0x80, 0x14      // DW_CFA_undefined VGPR0 (holds the result)
        .p2align 3, 0
.Lfde1_end:
