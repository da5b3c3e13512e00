//! AMDGPU call-frame information: `.debug_frame` (and `.eh_frame`) with the AMDGPU CIE
//! augmentations and the heterogeneous-debugging extension's `DW_CFA_LLVM_def_aspace_cfa*`,
//! and the unwind table built from it.
//!
//! gimli rejects `DW_CFA_LLVM_def_aspace_cfa` (0x30) and `_sf` (0x31), which AMD's compiler
//! emits, so parsing is hdb's own:
//!
//! * [`cie_fde`] — the section's entries: [`FrameSection`], [`Cie`], [`Fde`] (DWARF 5
//!   §6.4.1; `.debug_frame` 32/64-bit, `.eh_frame` with `z`/`R`/`P`/`L`).
//! * [`instructions`] — call-frame instructions decoded into [`Instruction`] values, every
//!   DWARF 5 one plus the LLVM and GNU vendor ones; expression operands borrow the section.
//! * [`table`] — [`UnwindTable`]: the rows of an FDE (a PC range, the CFA rule as a
//!   location in an address space or an expression, a rule per register), with bounded
//!   `remember_state` and work budgets.
//! * [`display`] — text in llvm-dwarfdump's layout with ROCgdb register names; expressions
//!   decoded by `dwarf_ext::op`.
//! * [`error`] — `Copy` error kinds with the section and offset.
//!
//! * [`frames`] — the frame iterator: [`Unwinder::backtrace`] walks a wave's stack
//!   ([`WaveSource`]: whole registers, memory by address space) through the code objects'
//!   CFI ([`Code`]), evaluating CFA and register rules with `dwarf_ext` (vector registers lane
//!   by lane), and through the AMDGPU calling convention plus prologue analysis (the
//!   `fallback` module) where upstream clang left the FDEs empty; every walk ends with a
//!   stated [`EndReason`]. An [`Unwinder`] remembers the CFI row and the prologue analysis
//!   per code object and PC, so recursive frames and later walks reuse them.
//! * [`writes`] — the SGPRs a function and its callees may write ([`WriteSet`]): under the
//!   fallback, a caller's register the inner frames never write is the frame's own.
//!
//! ```
//! use unwind::{FrameSection, SectionKind, UnwindTable, CfaRule, RegisterRule, DwarfReg};
//!
//! // A CIE as AMDGPUUsage asks for, and an FDE for 0x1000..0x1010 whose CFA is s32 in
//! // private_wave; after 8 bytes, v40 is saved at CFA+0x100.
//! let mut s = vec![];
//! s.extend_from_slice(&21u32.to_le_bytes());
//! s.extend_from_slice(&0xffff_ffffu32.to_le_bytes());
//! s.push(4);
//! s.extend_from_slice(b"[amd:v0.0]\0");
//! s.extend_from_slice(&[8, 0, 4, 4, 16]);
//! s.extend_from_slice(&29u32.to_le_bytes());
//! s.extend_from_slice(&0u32.to_le_bytes());
//! s.extend_from_slice(&0x1000u64.to_le_bytes());
//! s.extend_from_slice(&0x10u64.to_le_bytes());
//! s.extend_from_slice(&[0x30, 0x40, 0x00, 0x06]); // DW_CFA_LLVM_def_aspace_cfa s32, 0, 6
//! s.extend_from_slice(&[0x42]); // DW_CFA_advance_loc 2 (× CAF 4)
//! s.extend_from_slice(&[0x05, 0xa8, 0x14, 0x40]); // DW_CFA_offset_extended v40, 64 × DAF 4
//!
//! let section = FrameSection::new(&s, SectionKind::DebugFrame);
//! let fde = section.fde_for_pc(0x100c).unwrap().unwrap();
//! assert_eq!(fde.cie.augmentation, "[amd:v0.0]");
//! let row = UnwindTable::new(&fde).unwrap().row_for_pc(0x100c).unwrap().unwrap();
//! assert_eq!((row.start, row.end), (0x1008, 0x1010));
//! assert_eq!(row.cfa, CfaRule::RegisterOffset { register: DwarfReg(64), offset: 0, address_space: 6 });
//! assert_eq!(row.cfa.to_string(), "s32+0 in private_wave");
//! assert_eq!(row.rule(DwarfReg(2600)), Some(&RegisterRule::Offset(256)));
//! ```
#![deny(missing_docs)]

pub mod cie_fde;
mod context;
pub mod display;
pub mod error;
mod fallback;
pub mod frames;
pub mod instructions;
mod reader;
pub mod table;
pub mod writes;

pub use cie_fde::{
    AugmentationKind, Cie, Entries, Entry, Fde, FdeIndex, Format, FrameSection, VendorAugmentation,
};
pub use display::{address_space_name, op_text, ExpressionDisplay, InstructionDisplay};
pub use error::{Error, ErrorKind, Result, SectionKind};
pub use frames::{
    callee_saves, Backtrace, CalleeSave, Cfa, Code, EndReason, Frame, Function, Method, Recovered,
    RecoveredValue, SaveKind, StateError, UnwindLimits, Unwinder, WaveSource,
};
pub use instructions::{
    decode_all, DecodeContext, DwarfReg, Expression, Instruction, Instructions, Scaled,
};
pub use table::{
    CfaRule, Limits, RegisterRule, RowRef, Rows, UnwindRow, UnwindTable, AMDGPU_DEFAULT_RULE,
};
pub use writes::{Opaque, WriteSet};

#[cfg(test)]
pub(crate) mod testutil;
