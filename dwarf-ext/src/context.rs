//! What the evaluator asks of the program being debugged (extension A.2.5.1 "DWARF
//! Expression Evaluation Context"): registers, memory, the focused lane, the frame base, the
//! CFA, entry values, the current object, DWARF procedures and base types.
//!
//! # Why a trait, not gimli's resumable requests
//!
//! gimli's `Evaluation` stops with `RequiresMemory`/`RequiresRegister` and is resumed by the
//! caller. Under the extension that shape stops fitting: a location description is *read*
//! after evaluation (following composite parts into registers and memory, swizzling
//! private_lane bytes into the wave's backing store, resolving generic addresses through the
//! apertures), `DW_OP_call*` and implicit pointers nest evaluations, and `DW_OP_entry_value`
//! evaluates in the caller's frame. A state machine would have to reify all of that
//! recursion. A trait keeps each request a plain call, keeps the evaluator free of any
//! `Target` (the `debugger` crate implements `Context` over one; tests and `hdb eval` use an
//! in-memory one), and costs no allocation per request: reads fill caller buffers. The
//! evaluator is generic over `C: Context + ?Sized`, so `&mut dyn Context` works too.
//!
//! Only the raw address spaces are asked for: `global`, `region`, `local` and
//! `private_wave`. The evaluator itself maps `private_lane` (and `private_laneN`) through the
//! swizzle onto `private_wave`, and `generic` through [`Context::apertures`].

use std::sync::Arc;

pub use amdgpu::Apertures;

use crate::aspace::AddrSpace;
use crate::error::ContextError;
use crate::location::Location;
use crate::value::BaseType;

/// A DIE named by an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DieRef {
    /// Offset from the start of the current compilation unit (`DW_OP_call2`, `DW_OP_call4`).
    Unit(u64),
    /// Offset in `.debug_info` (`DW_OP_call_ref`, `DW_OP_implicit_pointer`).
    Info(u64),
}

/// What a DIE named by `DW_OP_call*` or an implicit pointer provides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Procedure {
    /// `DW_AT_location` as an exprloc: run on the caller's stack (calls) or on a fresh stack
    /// (implicit pointers).
    Expression(Arc<[u8]>),
    /// `DW_AT_location` as a location list: the expressions of the entries that match the
    /// current program location; each runs on a fresh stack and the results are unioned.
    LocationList(Vec<Arc<[u8]>>),
    /// `DW_AT_const_value`: pushed as implicit storage.
    ConstValue(Arc<[u8]>),
    /// Neither: `DW_OP_call*` does nothing; an implicit pointer to it is an error.
    Absent,
}

/// The program state an expression is evaluated against (one wave, one focused lane, one
/// frame). Every method but the register/memory readers has a default that reports the
/// element as unavailable, so a context only implements what it has.
pub trait Context {
    /// Lanes in the wave (32 or 64).
    fn wave_lanes(&self) -> u32;

    /// The focused lane, if the context has one (`DW_OP_LLVM_push_lane`, private_lane).
    fn lane(&self) -> Option<u32>;

    /// The focused lane asked only to bind a location to it (a `private_lane` or `generic`
    /// memory location names the lane whose memory it is): the evaluator stores it in the
    /// location and computes nothing from it, so a context may give another lane the same
    /// result with the lane replaced. The default is [`Context::lane`].
    fn bound_lane(&self) -> Option<u32> {
        self.lane()
    }

    /// The focused concurrent loop iteration (`DW_OP_LLVM_push_iteration`).
    fn iteration(&self) -> Option<u64> {
        None
    }

    /// Reads `buf.len()` bytes of register `reg` (a DWARF number) starting at byte `offset`
    /// of the register. A vector register is lanes × 4 bytes, lane N's dword at byte 4N.
    /// The evaluator has checked the range against [`Context::register_bits`].
    fn read_register(&mut self, reg: u64, offset: u64, buf: &mut [u8]) -> Result<(), ContextError>;

    /// Size of register `reg` in bits, or `None` if there is no such register. The default
    /// is the AMDGPU DWARF register mapping.
    fn register_bits(&self, reg: u64) -> Option<u64> {
        crate::location::abi_register(reg).map(|(bits, _)| bits)
    }

    /// Reads memory of a raw address space: `global` (0), `region` (2), `local` (3) or
    /// `private_wave` (6, the wave's unswizzled backing store, address 0 = its first byte).
    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        buf: &mut [u8],
    ) -> Result<(), ContextError>;

    /// The wave's flat-address apertures, if generic addresses can be resolved.
    fn apertures(&self) -> Option<Apertures> {
        None
    }

    /// The frame base of the current subprogram (the result of its `DW_AT_frame_base`).
    /// A register location is turned into a memory location by the evaluator, as the
    /// extension asks (`DW_OP_bregx R, 0`). A consumer that corrects upstream clang's
    /// wave-scaled frame pointer (producers.md §5) returns the corrected location here.
    fn frame_base(&mut self) -> Result<Location, ContextError> {
        Err(ContextError("no frame base in this context"))
    }

    /// The canonical frame address of the current frame (`DW_OP_call_frame_cfa`).
    fn cfa(&mut self) -> Result<Location, ContextError> {
        Err(ContextError("no call frame address in this context"))
    }

    /// Where register `reg` held its value on entry to the current subprogram, per the
    /// frame's CFI (`DW_OP_LLVM_call_frame_entry_reg`; also how `DW_OP_entry_value` reads
    /// the caller's registers). "Same value" is `Location::register(reg)`, "undefined" is
    /// `Location::undefined()`.
    fn entry_register(&mut self, reg: u64) -> Result<Location, ContextError> {
        let _ = reg;
        Err(ContextError("no call frame information in this context"))
    }

    /// The current object (`DW_OP_push_object_address`).
    fn object_address(&mut self) -> Result<Location, ContextError> {
        Err(ContextError("no current object in this context"))
    }

    /// The DWARF procedure or variable a `DW_OP_call*` or implicit pointer names.
    fn procedure(&mut self, die: DieRef) -> Result<Procedure, ContextError> {
        let _ = die;
        Err(ContextError(
            "no debugging information entries in this context",
        ))
    }

    /// The base type at a unit-relative DIE offset (`DW_OP_const_type`, `deref_type`,
    /// `regval_type`, `convert`, `reinterpret`; offset 0 means the generic type and is not
    /// asked for).
    fn base_type(&mut self, die: u64) -> Result<BaseType, ContextError> {
        let _ = die;
        Err(ContextError("no base types in this context"))
    }

    /// Entry `index` of the unit's `.debug_addr` table, relocated (`DW_OP_addrx`,
    /// `DW_OP_constx`).
    fn debug_addr(&mut self, index: u64) -> Result<u64, ContextError> {
        let _ = index;
        Err(ContextError("no .debug_addr in this context"))
    }

    /// Relocates a `DW_OP_addr` operand by the code object's load bias; an error when the
    /// operand names no address (a relocation the linker left unresolved).
    fn relocate(&mut self, address: u64) -> Result<u64, ContextError> {
        Ok(address)
    }

    /// The memory location of a thread-local storage offset (`DW_OP_form_tls_address`).
    fn tls_address(&mut self, offset: u64) -> Result<Location, ContextError> {
        let _ = offset;
        Err(ContextError("AMDGPU has no thread-local storage"))
    }
}
