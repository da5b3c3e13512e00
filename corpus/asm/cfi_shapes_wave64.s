// cfi_shapes_wave64.s - hand-written CFI register-rule shapes, gfx90a (wave64,
// MUBUF scratch): every DWARF rule kind the unwinder evaluates, in the
// AMDGPU places a compiler could put them.
//
// Build: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj
//        then ld.lld-19 -shared                       (corpus/build.sh)
//
// What is in here:
//  * shapes_kernel: sets up scratch and calls shapes_func; its FDE says
//    CFA = 0 in private_wave and the return address undefined (outermost).
//  * shapes_func: a prologue whose rows, one by one, add
//      - s40: DW_CFA_same_value (never touched)
//      - v40 saved whole-wave (exec = all ones) at CFA+0 -> DW_CFA_offset_extended
//      - v41 saved under the caller's EXEC at CFA+256 (inactive lanes keep
//        the caller's value in v41)             -> DW_CFA_expression with
//        DW_OP_regx EXEC_64 and DW_OP_LLVM_select_bit_piece
//      - the return address s[30:31] in lanes 6 and 7 of v40
//                                               -> DW_CFA_expression with
//        DW_OP_LLVM_offset_uconst + DW_OP_piece
//      - s48 in lane 5 and s49 in lane 63 of v40 -> DW_CFA_expression
//        (SGPRs in VGPR lanes other than s33's, the last lane included)
//      - s34 copied to s16                      -> DW_CFA_register
//      - s35: the caller's value was CFA+16     -> DW_CFA_val_offset
//      - s36: the caller's value is s17 + 256   -> DW_CFA_val_expression
//    The CFA stays s32 (a leaf: no frame of its own).
//
// DWARF register numbers (AMDGPUUsage, wave64): PC_64 16, EXEC_64 17,
// SGPRn 32+n, VGPRn 2560+n.  ULEB128: VGPR40 2600 = a8 14, VGPR41 2601 = a9 14.
// SGPR16 0x30, SGPR17 0x31, SGPR30 0x3e, SGPR31 0x3f, SGPR32 0x40,
// SGPR34 0x42, SGPR35 0x43, SGPR36 0x44, SGPR40 0x48, SGPR48 0x50, SGPR49 0x51.
// Address space 6: private_wave.

        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .amdhsa_code_object_version 5

        .text
        .globl  shapes_kernel
        .p2align 8
        .type   shapes_kernel,@function
shapes_kernel:
.Lk_begin:
        // s[0:3] private segment buffer, s[4:5] kernarg pointer,
        // s6 workgroup id x, s7 private segment wave offset
        s_add_u32 s0, s0, s7
        s_addc_u32 s1, s1, 0
        s_mov_b32 s32, 0                        // stack pointer (wave-scaled)
        v_mov_b32_e32 v0, 41
        s_getpc_b64 s[10:11]
        s_add_u32 s10, s10, shapes_func@rel32@lo+4
        s_addc_u32 s11, s11, shapes_func@rel32@hi+12
        s_swappc_b64 s[30:31], s[10:11]
.Lk_after_call:
        s_endpgm
.Lk_end:
        .size   shapes_kernel, .Lk_end-shapes_kernel

        .globl  shapes_func
        .hidden shapes_func
        .p2align 2
        .type   shapes_func,@function
shapes_func:
.Lf_begin:
        s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
        s_xor_saveexec_b64 s[4:5], -1           // all lanes on
        buffer_store_dword v40, off, s[0:3], s32          // whole-wave v40 -> CFA+0
.Lf_v40_saved:
        s_mov_b64 exec, s[4:5]                  // caller's EXEC back
        buffer_store_dword v41, off, s[0:3], s32 offset:4 // v41 under EXEC -> CFA+256
.Lf_v41_saved:
        v_writelane_b32 v40, s30, 6
        v_writelane_b32 v40, s31, 7
.Lf_ra_saved:
        v_writelane_b32 v40, s48, 5
        v_writelane_b32 v40, s49, 63
.Lf_sgprs_saved:
        s_mov_b32 s16, s34                      // caller's s34 kept in s16
        s_sub_u32 s17, s36, 0x100               // caller's s36 = s17 + 256
        s_mov_b32 s34, 0                        // s34, s35, s36, s48, s49 now free
        s_mov_b32 s35, 0
        s_mov_b32 s36, 0
.Lf_body:
        v_mov_b32_e32 v41, v0
        v_add_u32_e32 v0, 1, v41                // the actual work: v0 + 1
        s_mov_b32 s48, 0
        s_mov_b32 s49, 0
        // epilogue
        s_add_u32 s35, s32, 16
        s_add_u32 s36, s17, 0x100
        s_mov_b32 s34, s16
        v_readlane_b32 s49, v40, 63
        v_readlane_b32 s48, v40, 5
        v_readlane_b32 s31, v40, 7
        v_readlane_b32 s30, v40, 6
        buffer_load_dword v41, off, s[0:3], s32 offset:4
        s_xor_saveexec_b64 s[4:5], -1
        buffer_load_dword v40, off, s[0:3], s32
        s_mov_b64 exec, s[4:5]
        s_waitcnt vmcnt(0)
        s_setpc_b64 s[30:31]
.Lf_end:
        .size   shapes_func, .Lf_end-shapes_func

        .rodata
        .p2align 6
        .amdhsa_kernel shapes_kernel
          .amdhsa_user_sgpr_private_segment_buffer 1
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_system_sgpr_workgroup_id_x 1
          .amdhsa_system_sgpr_private_segment_wavefront_offset 1
          .amdhsa_private_segment_fixed_size 8
          .amdhsa_uses_dynamic_stack 0
          .amdhsa_next_free_vgpr 42
          .amdhsa_next_free_sgpr 50
          .amdhsa_accum_offset 44
        .end_amdhsa_kernel

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
        .byte 4                     // code_alignment_factor (uleb)
        .byte 4                     // data_alignment_factor (sleb)
        .byte 16                    // return_address_register PC_64
        .p2align 3, 0               // DW_CFA_nop padding
.Lcie_end:

        // FDE: shapes_kernel.  No caller: CFA = 0 in private_wave, return
        // address undefined.
        .long .Lfde0_end - .Lfde0_cie
.Lfde0_cie:
        .long .Lcie                 // CIE_pointer
        .quad .Lk_begin             // initial_location
        .quad .Lk_end - .Lk_begin   // address_range
        .byte 0x0f, 0x04            // DW_CFA_def_cfa_expression, 4 bytes
        .byte 0x30, 0x36            //   lit0, lit6
        .byte 0xe9, 0x02            //   DW_OP_LLVM_user form_aspace_address
        .byte 0x07, 0x10            // DW_CFA_undefined PC_64
        .p2align 3, 0
.Lfde0_end:

        // FDE: shapes_func.
        .long .Lfde1_end - .Lfde1_cie
.Lfde1_cie:
        .long .Lcie                 // CIE_pointer
        .quad .Lf_begin             // initial_location
        .quad .Lf_end - .Lf_begin   // address_range
        // row 0 (function entry)
        .byte 0x30, 0x40, 0x00, 0x06 // DW_CFA_LLVM_def_aspace_cfa SGPR32, 0, aspace 6
        // return address in s[30:31]:
        // DW_CFA_expression PC_64 { regx SGPR30, piece 4, regx SGPR31, piece 4 }
        .byte 0x10, 0x10, 0x08, 0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04
        .byte 0x08, 0x48            // DW_CFA_same_value SGPR40
        // row 1: v40 saved whole-wave at CFA + 0 (factored offset 0)
        .byte 0x40 | ((.Lf_v40_saved - .Lf_begin) >> 2)  // DW_CFA_advance_loc
        .byte 0x05, 0xa8, 0x14, 0x00 // DW_CFA_offset_extended VGPR40, 0
        // row 2: v41 saved only in the lanes of the caller's EXEC, at
        // CFA + 256 (4 bytes per lane x 64 lanes); inactive lanes keep it:
        // DW_CFA_expression VGPR41 { regx VGPR41, swap,
        //     LLVM_user offset_uconst 256, regx EXEC_64, deref_size 8,
        //     LLVM_user select_bit_piece 32 64 }
        .byte 0x40 | ((.Lf_v41_saved - .Lf_v40_saved) >> 2)
        .byte 0x10, 0xa9, 0x14, .Le1e - .Le1s
.Le1s:  .byte 0x90, 0xa9, 0x14      //   regx VGPR41 (value if lane inactive)
        .byte 0x16                  //   swap (CFA to top)
        .byte 0xe9, 0x05, 0x80, 0x02 //  LLVM_user offset_uconst 256
        .byte 0x90, 0x11            //   regx EXEC_64 (restored: the caller's)
        .byte 0x94, 0x08            //   deref_size 8 (the mask value)
        .byte 0xe9, 0x0c, 0x20, 0x40 //  LLVM_user select_bit_piece 32, 64
.Le1e:
        // row 3: return address in lanes 6 and 7 of v40:
        // DW_CFA_expression PC_64 { regx VGPR40, LLVM_user offset_uconst 24,
        //     piece 4, regx VGPR40, LLVM_user offset_uconst 28, piece 4 }
        .byte 0x40 | ((.Lf_ra_saved - .Lf_v41_saved) >> 2)
        .byte 0x10, 0x10, .Le2e - .Le2s
.Le2s:  .byte 0x90, 0xa8, 0x14, 0xe9, 0x05, 0x18, 0x93, 0x04
        .byte 0x90, 0xa8, 0x14, 0xe9, 0x05, 0x1c, 0x93, 0x04
.Le2e:
        // row 4: s48 in lane 5 of v40, s49 in lane 63:
        // DW_CFA_expression SGPR48 { regx VGPR40, LLVM_user offset_uconst 20 }
        // DW_CFA_expression SGPR49 { regx VGPR40, LLVM_user offset_uconst 252 }
        .byte 0x40 | ((.Lf_sgprs_saved - .Lf_ra_saved) >> 2)
        .byte 0x10, 0x50, 0x06, 0x90, 0xa8, 0x14, 0xe9, 0x05, 0x14
        .byte 0x10, 0x51, 0x07, 0x90, 0xa8, 0x14, 0xe9, 0x05, 0xfc, 0x01
        // row 5 (the body):
        .byte 0x40 | ((.Lf_body - .Lf_sgprs_saved) >> 2)
        .byte 0x09, 0x42, 0x30      // DW_CFA_register SGPR34 in SGPR16
        .byte 0x14, 0x43, 0x04      // DW_CFA_val_offset SGPR35, 4 x 4 = CFA+16
        // DW_CFA_val_expression SGPR36 { drop (the CFA), regx SGPR17,
        //     deref_size 4, plus_uconst 256 }
        .byte 0x16, 0x44, .Le3e - .Le3s
.Le3s:  .byte 0x13                  //   drop
        .byte 0x90, 0x31            //   regx SGPR17
        .byte 0x94, 0x04            //   deref_size 4
        .byte 0x23, 0x80, 0x02      //   plus_uconst 256
.Le3e:
        .p2align 3, 0
.Lfde1_end:
