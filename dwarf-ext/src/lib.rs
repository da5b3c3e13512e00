//! The heterogeneous DWARF expression evaluator and DWARF reader (see `docs/DESIGN.md`).
//!
//! Filled by the dwarf-ext issue: location descriptions, every `DW_OP_LLVM_*` operation in both
//! encodings, and DIE-level symbols.
#![deny(missing_docs)]
