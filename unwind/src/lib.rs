//! AMDGPU call-frame information and the frame iterator.
//!
//! Filled by the unwind issue: `.debug_frame` with the AMDGPU CIE augmentations,
//! `DW_CFA_LLVM_def_aspace_cfa*`, register rules evaluated with `dwarf_ext`, and the ABI fallback.
#![deny(missing_docs)]
