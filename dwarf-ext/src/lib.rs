//! The heterogeneous DWARF expression evaluator of hdb.
//!
//! It implements the "DWARF Extensions For Heterogeneous Debugging" (LLVM, as used by AMDGPU;
//! `shared/reference/AMDGPUDwarfExtensionsForHeterogeneousDebugging.rst`, digested in
//! `shared/notes/dwarf-ext.md`) together with AMDGPU's DWARF conventions (AMDGPUUsage, "DWARF
//! Debug Information"):
//!
//! * [`op`] — decoding every DWARF 5 operation and every `DW_OP_LLVM_*` operation in both
//!   encodings ([`Encoding::UserOps`], [`Encoding::Legacy`]), printing them with
//!   llvm-dwarfdump's names, and encoding them back; [`text`] assembles operations from text.
//! * [`location`] — location descriptions: memory in an address space, registers, implicit
//!   bytes, implicit pointers, undefined, composites; several places at once.
//! * [`value`] — typed values (the generic type is 64-bit).
//! * [`eval`] — the evaluator: the extension's semantics for every operation, budgets, the
//!   upstream-clang `xderef` convention with recorded [`Deviation`]s.
//! * [`context`] — the [`Context`] trait: what the evaluator asks of the program.
//! * [`error`] — `Copy` error kinds, tagged with the operation and its offset.
//! * [`producer`] — who wrote a unit and the conventions that follow: vendor attribute
//!   codes ([`VendorAttributes`], both the published and the fork's), the encoding, the
//!   `xderef` address classes, the wave-scaled frame base.
//! * [`debuginfo`] — reading DWARF on top of gimli: units, DIEs,
//!   scopes, line tables, and for a program counter the function, scopes, line and the
//!   variables in scope with the location expression that applies
//!   ([`debuginfo::DebugInfo::lookup`]).
//! * [`lanes`] — `DW_AT_LLVM_lane_pc` and `DW_AT_LLVM_active_lane`: the scope whose
//!   attribute applies at a PC, and a lane's program location and the active-lane mask.
//! * [`snapshot`] — [`SnapshotWave`], a wave whose state is given up front (`hdb eval`, tests).
//! * [`types`] — the C type model of type DIEs, built once per DIE, and its three renderers
//!   (gdb's, llvm-dwarfdump's, the compact one of listings).
//! * [`dump`] — an llvm-dwarfdump-style listing of every unit and DIE with every expression
//!   decoded, heterogeneous operations included.
//!
//! ```
//! use dwarf_ext::{evaluate, text, Context, ContextError, AddrSpace, DecodeOptions, Options};
//!
//! /// A wave64 whose v0 holds lane × 0x10 in every lane.
//! struct Wave;
//! impl Context for Wave {
//!     fn wave_lanes(&self) -> u32 { 64 }
//!     fn lane(&self) -> Option<u32> { Some(5) }
//!     fn read_register(&mut self, _reg: u64, offset: u64, buf: &mut [u8]) -> Result<(), ContextError> {
//!         for (i, b) in buf.iter_mut().enumerate() {
//!             let byte = offset + i as u64;
//!             *b = if byte % 4 == 0 { (byte / 4 * 0x10) as u8 } else { 0 };
//!         }
//!         Ok(())
//!     }
//!     fn read_memory(&mut self, _: AddrSpace, _: u64, _: &mut [u8]) -> Result<(), ContextError> {
//!         Err(ContextError("no memory"))
//!     }
//! }
//!
//! // What AMD's compiler emits for a 32-bit value in a VGPR (producers.md §4.2).
//! let expr = text::assemble(
//!     "DW_OP_regx 2560, DW_OP_LLVM_user DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user DW_OP_LLVM_offset",
//!     &DecodeOptions::default(),
//! ).unwrap();
//! let loc = evaluate(&mut Wave, &expr, Options::default()).unwrap();
//! assert_eq!(loc.to_string(), "register v0 +bit 160");
//! # let mut ev = dwarf_ext::Evaluator::new(Options::default());
//! assert_eq!(ev.read(&mut Wave, &loc, 4).unwrap(), [0x50, 0, 0, 0]);
//! ```
#![deny(missing_docs)]

pub mod aspace;
pub mod context;
pub mod debuginfo;
pub mod dump;
pub mod error;
pub mod eval;
#[doc(hidden)]
pub mod fuzzing;
pub mod lanes;
pub mod leb;
pub mod lines;
pub mod location;
pub mod op;
pub mod optable;
pub mod producer;
pub mod snapshot;
pub mod text;
pub mod types;
pub mod value;

/// The gimli this crate reads DWARF with (its types appear in [`debuginfo`]'s API).
pub use gimli;

pub use aspace::AddrSpace;
pub use context::{Apertures, Context, DieRef, Procedure};
pub use error::{ContextError, Error, ErrorKind, Result, StorageKind};
pub use eval::{
    evaluate, Deviation, DeviationKind, Entry, Evaluator, FrameBaseConvention,
    ImplicitPointerValue, Options, ResultKind, XderefConvention,
};
pub use lanes::{LaneError, LanePc};
pub use location::{Composite, CompositeRef, Implicit, Location, Part, Single, Storage};
pub use op::{
    decode, disassemble, encode, encode_all, ConstForm, DecodeOptions, Encoding, Op, Ops, TbaOps,
};
pub use producer::{Conventions, Producer, VendorAttribute, VendorAttributes};
pub use snapshot::{Missing, SnapshotWave, StoreError, SNAPSHOT_APERTURES};
pub use value::{BaseType, Value};

/// The DWARF register number of `reg` for a wave of `lanes` lanes, from its ROCgdb name
/// (`s33`, `v0`, `a3`, `exec`, `vcc`, `pc`, `status`), or `dwarf:N`.
pub fn register_number(name: &str, lanes: u32) -> Option<u64> {
    let wave = amdgpu::WaveSize::from_lanes(lanes)?;
    amdgpu::DwarfReg::parse(name, wave).ok().map(|r| r.0)
}
