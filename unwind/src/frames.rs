//! The frame iterator: a wave's call stack, frame by frame, from its registers and memory
//! and the call-frame information of the code objects it runs (DWARF 5 §6.4.4 "Call Frame
//! Instruction Usage", extension A.6.4, AMDGPUUsage "Call Frame Information" and "Call
//! Convention").
//!
//! # Shape
//!
//! * [`WaveSource`] is what the unwinder asks of a stopped wave: its lanes, whole registers by
//!   DWARF number (a vector register is lanes × 4 bytes, lane N's dword at byte 4N) and memory
//!   of the raw address spaces. A `Target` wave, a core file's wave or a test's fake is a thin
//!   adapter.
//! * [`Code`] describes one loaded code object: its `.debug_frame` (relocated), its code
//!   bytes (for prologue analysis), its functions and the processor; [`Unwinder`] holds them.
//! * [`Unwinder::backtrace`] walks the stack and returns a [`Backtrace`]: the [`Frame`]s
//!   (PC, function, CFA as a location in an address space, [`Method`], and the caller's
//!   registers that the frame's rules recover, dword by dword so partially recovered vector
//!   registers keep their good lanes) and the [`EndReason`] the walk stopped for.
//!
//! # Frame k's registers
//!
//! Frame 0's registers are the wave's. Frame k+1's registers are frame k's, overlaid with
//! what frame k's rules recover ([`Frame::recovered`]); a register no rule names keeps its
//! value (the AMDGPU default rule, "same value"), except that the ABI fallback treats the
//! argument and return-address SGPRs (s4–s31) as clobbered. [`Backtrace::register`] reads any
//! register in any frame this way.
//!
//! # Evaluation
//!
//! Rules are evaluated with `dwarf_ext`: the frame's CFA is evaluated first (a
//! `DW_CFA_LLVM_def_aspace_cfa` rule is the memory location `register + offset` in its
//! address space, a `DW_CFA_def_cfa_expression` rule is evaluated and must give a memory byte
//! address), then each register rule as the extension's A.6.4.1 defines it: `offset(N)` is
//! the CFA location plus N (so in the CFA's address space), `val_offset(N)` the address
//! CFA + N, `register(R)` register R of the frame, `expression(E)` the location E computes on
//! a stack holding the CFA, `val_expression(E)` the value it computes.
//! `DW_OP_LLVM_call_frame_entry_reg R` inside an expression applies the frame's rule for R
//! (same value gives the frame's register R); a rule that comes back to itself through such
//! references, or to the CFA while the CFA is being computed, is a cycle and fails that
//! register (or the frame, when it is the CFA or the return address).
//!
//! `register(R)` follows DWARF 5 and GDB (the value is in register R of the current frame).
//! The extension's text could also be read as "R's own rule"; the two agree whenever R has no
//! rule, which is the case for every `DW_CFA_register` AMD's compiler emits (the frame
//! pointer's copy in a scratch SGPR).
//!
//! # Ends
//!
//! Every walk ends with a stated [`EndReason`] and never panics or loops: kernels are the
//! outermost frame (PC undefined in CFI, or a kernel symbol under the fallback); a missing
//! CFA rule, a broken FDE, a return address that is misaligned or outside every code object
//! (`0xbebebebebebebebe`), an unknown instruction in a prologue, a (PC, CFA) pair seen
//! before, or the frame limit all end it with the reason.
//!
//! Two recoveries come first when a return address is bad. The ABI fallback is tried on the
//! same frame; if it finds a return address inside the code, the frame is redone that way
//! ([`Method::FallbackAfterBadCfi`]). If the caller's return address is still bad, the CFI
//! of the frame inside may have left a register it saved undescribed ("same value" though
//! overwritten): that inner frame is redone by prologue analysis when the analysis agrees
//! on its own return address, and the caller is unwound again
//! ([`Method::FallbackAfterUndescribedSave`]).

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex};

use dwarf_ext::{AddrSpace, Entry, Evaluator, Location, Options, ResultKind};

use crate::cie_fde::{Fde, FdeIndex, FrameSection};
use crate::context::{FrameContext, Regs};
use crate::fallback;
use crate::instructions::DwarfReg;
use crate::table::{CfaRule, RegisterRule, UnwindRow, UnwindTable};
use crate::writes::{self, WriteSet};

/// DWARF register number of `PC_64`.
pub const PC: u64 = 16;
/// DWARF register number of SGPR32, the stack pointer.
pub const SP: u64 = 64;
/// DWARF register number of SGPR33, the frame pointer.
pub const FP: u64 = 65;

/// Why a wave's register or memory could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StateError(pub String);

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StateError {}

/// A stopped wave as the unwinder sees it.
///
/// Registers are named by their DWARF numbers (AMDGPUUsage "DWARF DwarfReg Identifier";
/// [`amdgpu::dwarf_register`]) and read whole: a vector register is `lanes × 4` bytes, lane
/// N's dword at byte 4N, exactly as the DWARF register is laid out. Memory is read from the
/// raw address spaces only — `global` (0), `region` (2), `local` (3), `private_wave` (6, the
/// wave's unswizzled scratch backing, address 0 = its first byte); the evaluator maps
/// `private_lane` and `generic` onto those.
///
/// Adapting an `amdgpu::target::Target` wave is one call each: `read_register` maps the
/// DWARF number to an `amdgpu::Register` (`amdgpu::dwarf_register(n)?.register()`), and
/// `read_memory` passes lane 0 (the raw spaces do not depend on the lane).
pub trait WaveSource {
    /// Lanes in the wave (32 or 64).
    fn lanes(&self) -> u32;

    /// Reads the whole register `reg` (a DWARF number) into `out`, which is the register's
    /// size for this wave.
    fn read_register(&mut self, reg: u64, out: &mut [u8]) -> Result<(), StateError>;

    /// Reads memory of a raw address space.
    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        out: &mut [u8],
    ) -> Result<(), StateError>;

    /// The program counter (default: register `PC_64`).
    fn pc(&mut self) -> Result<u64, StateError> {
        let mut b = [0u8; 8];
        self.read_register(PC, &mut b)?;
        Ok(u64::from_le_bytes(b))
    }
}

/// A function of a code object (a symbol), in the code object's own addresses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Function {
    /// The symbol name.
    pub name: String,
    /// First instruction.
    pub start: u64,
    /// One past the last byte.
    pub end: u64,
    /// Whether it is a kernel entry point (the outermost frame).
    pub is_kernel: bool,
}

/// One loaded code object, as the unwinder needs it. Addresses in it are the ELF's own
/// (virtual addresses of a linked object; section offsets of a relocatable one); `bias` is
/// added to give the wave's addresses.
#[derive(Debug, Clone)]
pub struct Code<'a> {
    /// A name for messages (a path or URI).
    pub name: String,
    /// The processor the code is for (decides MUBUF vs architected flat scratch, and the
    /// instruction decoder).
    pub processor: &'static amdgpu::Processor,
    /// Load bias: wave address = ELF address + bias.
    pub bias: u64,
    /// `.debug_frame` with its relocations applied (`codeobj::reloc`), if present.
    pub debug_frame: Option<FrameSection<'a>>,
    /// Executable bytes: `(ELF address, bytes)` per section.
    pub text: Vec<(u64, &'a [u8])>,
    /// Functions, sorted by start.
    pub functions: Vec<Function>,
    index: FdeIndex,
}

impl<'a> Code<'a> {
    /// A code object description; indexes the FDEs of `debug_frame`.
    pub fn new(
        name: impl Into<String>,
        processor: &'static amdgpu::Processor,
        bias: u64,
        debug_frame: Option<FrameSection<'a>>,
        text: Vec<(u64, &'a [u8])>,
        mut functions: Vec<Function>,
    ) -> Code<'a> {
        functions.sort_by_key(|f| (f.start, f.end));
        let index = debug_frame.as_ref().map(FdeIndex::new).unwrap_or_default();
        Code {
            name: name.into(),
            processor,
            bias,
            debug_frame,
            text,
            functions,
            index,
        }
    }

    /// Whether the (ELF) address is in this object's code.
    fn contains(&self, elf: u64) -> bool {
        self.text
            .iter()
            .any(|(a, b)| (*a..a.saturating_add(b.len() as u64)).contains(&elf))
    }

    /// The function holding the (ELF) address: the smallest one.
    pub fn function_at(&self, elf: u64) -> Option<&Function> {
        self.functions
            .iter()
            .filter(|f| (f.start..f.end).contains(&elf))
            .min_by_key(|f| f.end - f.start)
    }

    /// The FDE covering the (ELF) address.
    fn fde_at(&self, elf: u64) -> Option<crate::Result<Fde<'a>>> {
        let section = self.debug_frame.as_ref()?;
        let offset = self.index.lookup(elf)?;
        Some(section.fde_at(offset))
    }

    /// `len` code bytes at the (ELF) address, if they are all in one section.
    pub(crate) fn bytes(&self, elf: u64, len: u64) -> Option<&'a [u8]> {
        self.text.iter().find_map(|(a, b)| {
            let start = elf.checked_sub(*a)?;
            let end = start.checked_add(len)?;
            b.get(usize::try_from(start).ok()?..usize::try_from(end).ok()?)
        })
    }
}

/// How a frame's CFA and its caller were found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// The frame's FDE row.
    Cfi,
    /// The AMDGPU calling convention and prologue analysis (no CFI, or empty FDEs).
    Fallback,
    /// The frame has CFI, but the return address its rules recover is not one (misaligned,
    /// or outside every loaded code object: a producer that left a clobbered register's
    /// rule out), while the prologue analysis finds one inside the code; the frame was
    /// unwound by the fallback instead. See [`Method::note`].
    FallbackAfterBadCfi {
        /// The return address the CFI recovered.
        cfi_return_address: u64,
        /// Why it is not a return address ([`EndReason::BadReturnAddress`]'s `why`).
        why: &'static str,
    },
    /// The frame has CFI whose return address is good, but its rules leave out a register
    /// the function saves and overwrites (AMD's fork describes only the last of a clause of
    /// callee-saved VGPR spills), so its caller could not be unwound (its CFI and its
    /// fallback both gave a bad return address). The frame was redone by prologue analysis,
    /// which had to agree on the return address, and its caller unwound again. See
    /// [`Method::note`].
    FallbackAfterUndescribedSave {
        /// A register (DWARF number) the prologue analysis recovers from a save slot, which
        /// the CFI leaves "same value" although the function overwrote it.
        register: u64,
    },
    /// Neither applied (the walk ended at this frame before either could run).
    None,
}

impl Method {
    /// `cfi`, `fallback`, `fallback_after_bad_cfi` or `none`.
    pub fn name(self) -> &'static str {
        match self {
            Method::Cfi => "cfi",
            Method::Fallback => "fallback",
            Method::FallbackAfterBadCfi { .. } => "fallback_after_bad_cfi",
            Method::FallbackAfterUndescribedSave { .. } => "fallback_after_undescribed_save",
            Method::None => "none",
        }
    }

    /// Whether the frame's caller registers come from the ABI fallback (which treats the
    /// argument and return-address SGPRs as clobbered).
    pub fn is_fallback(self) -> bool {
        matches!(
            self,
            Method::Fallback
                | Method::FallbackAfterBadCfi { .. }
                | Method::FallbackAfterUndescribedSave { .. }
        )
    }

    /// What users should know about how the frame was unwound, if anything: for
    /// [`Method::FallbackAfterBadCfi`], the CFI's return address and why it was not used.
    pub fn note(self) -> Option<String> {
        self.note_for(None)
    }

    /// [`Method::note`], naming the frame's function when it is known.
    pub fn note_for(self, function: Option<&str>) -> Option<String> {
        match self {
            Method::FallbackAfterUndescribedSave { register } => {
                let name = amdgpu::dwarf_register(register)
                    .map(|d| d.register().to_string())
                    .unwrap_or_else(|_| format!("dwarf register {register}"));
                let of = function.map(|f| format!(" of {f}")).unwrap_or_default();
                Some(format!(
                    "CFI{of} gives no rule for {name}, which the function saves and \
                     overwrites; caller frame needed prologue analysis (unwound by it, \
                     agreeing with the CFI's return address)"
                ))
            }
            Method::FallbackAfterBadCfi {
                cfi_return_address,
                why,
            } => Some(format!(
                "CFI recovered return address {cfi_return_address:#x}, which {why}; \
                 unwound by prologue analysis instead"
            )),
            _ => None,
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A canonical frame address: a memory location in an address space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cfa {
    /// The address space (AMDGPU CFAs are in `private_wave`).
    pub space: AddrSpace,
    /// The byte address.
    pub address: u64,
}

impl fmt::Display for Cfa {
    /// ROCgdb's `private_wave#0x1000`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}#{:#x}", self.space, self.address)
    }
}

/// A register value recovered for the caller, dword by dword.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecoveredValue {
    /// The rule says the value cannot be recovered (`DW_CFA_undefined`, an ABI-clobbered
    /// register).
    Undefined,
    /// The bytes, with a mask of the dwords that were recovered (bit N = bytes 4N..4N+4;
    /// for a vector register, lane N). Bytes of dwords not in the mask are zero.
    Bytes {
        /// The register's bytes.
        bytes: Vec<u8>,
        /// Which dwords are valid.
        valid: u64,
    },
    /// Evaluating the rule failed; nothing is known.
    Error(String),
}

impl RecoveredValue {
    /// Lane `lane`'s dword of a vector register (or dword `lane` of any register), if
    /// recovered.
    pub fn dword(&self, lane: u32) -> Option<u32> {
        match self {
            RecoveredValue::Bytes { bytes, valid } if lane < 64 && valid >> lane & 1 == 1 => {
                let i = lane as usize * 4;
                bytes
                    .get(i..i + 4)
                    .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            }
            _ => None,
        }
    }

    /// The value of a register of up to 8 bytes, if every dword was recovered.
    pub fn scalar(&self) -> Option<u64> {
        match self {
            RecoveredValue::Bytes { bytes, valid } if bytes.len() <= 8 => {
                let dwords = bytes.len().div_ceil(4);
                if valid.trailing_ones() as usize >= dwords {
                    let mut b = [0u8; 8];
                    b[..bytes.len()].copy_from_slice(bytes);
                    Some(u64::from_le_bytes(b))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Whether every dword is known.
    pub fn is_complete(&self) -> bool {
        match self {
            RecoveredValue::Bytes { bytes, valid } => {
                let n = bytes.len().div_ceil(4) as u32;
                n == 0 || valid.trailing_ones() >= n
            }
            _ => false,
        }
    }
}

/// A caller's register as a frame's rules recover it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recovered {
    /// The register (DWARF number).
    pub register: DwarfReg,
    /// The rule that gave it: a CFI rule kind (`offset`, `expression`, …), `cfa` (the stack
    /// pointer implied by the CFA), or the fallback's description (`saved in v40 lane 2`).
    pub how: std::borrow::Cow<'static, str>,
    /// The value.
    pub value: RecoveredValue,
}

/// One frame of a backtrace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// 0 for the innermost frame.
    pub index: usize,
    /// The PC: the wave's for frame 0, the return address for the others.
    pub pc: u64,
    /// The function holding [`Frame::lookup_pc`], if a symbol names it.
    pub function: Option<Function>,
    /// Index of the code object in the unwinder, if one holds the PC.
    pub code: Option<usize>,
    /// The frame's CFA, when it could be computed.
    pub cfa: Option<Cfa>,
    /// How the CFA and the caller were found.
    pub method: Method,
    /// The caller's registers that this frame's rules recover (sorted by number); the next
    /// frame's registers are this frame's overlaid with these.
    pub recovered: Vec<Recovered>,
    /// Frames unwound by the ABI fallback: the SGPRs the frame's function and its callees
    /// may write. Of the SGPRs that are not callee-saved (s0–s31), only these are clobbered
    /// for the caller; the others hold the caller's values (as interprocedural register
    /// allocation relies on). `None` for a fallback frame means no function is known, and
    /// the convention's s4–s31 are clobbered (so they are when the set is opaque).
    pub writes: Option<Arc<WriteSet>>,
}

impl Frame {
    /// The address to look the frame's function, line and CFI row up with: the PC in frame
    /// 0, the return address − 1 (inside the call instruction) in callers (AMDGPUUsage "Call
    /// Frame Information").
    pub fn lookup_pc(&self) -> u64 {
        if self.index == 0 {
            self.pc
        } else {
            self.pc.saturating_sub(1)
        }
    }

    /// The value this frame recovers for the caller's `reg`, if it has a rule for it.
    pub fn recovered(&self, reg: u64) -> Option<&Recovered> {
        self.recovered
            .binary_search_by_key(&reg, |r| r.register.0)
            .ok()
            .map(|i| &self.recovered[i])
    }

    /// Whether the frame's caller cannot see `reg` (a DWARF number) as the frame does,
    /// though no rule recovers it: under the ABI fallback, an SGPR that is not callee-saved
    /// and that the frame's function or its callees may write ([`Frame::writes`]), or a
    /// vector register the call convention lets a callee clobber (write sets do not track
    /// VGPRs, so the convention decides: a variable is never shown with a callee's value).
    pub fn clobbers(&self, reg: u64) -> bool {
        self.method.is_fallback()
            && (clobbered(self.writes.as_deref(), reg)
                || (fallback::abi_clobbered(reg)
                    && amdgpu::dwarf_register(reg).is_ok_and(|d| d.register().is_vector())))
    }
}

/// Whether register `reg` (a DWARF number) is clobbered across a frame unwound by the
/// fallback whose function's write set is `writes`, as the walk itself sees it: one of
/// s0–s31 (not callee-saved) that the function or its callees write; when that is not known
/// (`None`, or an opaque set), the convention's clobbered scalar registers. Vector registers
/// are read by the walk (and checked: a return address must land in code).
pub(crate) fn clobbered(writes: Option<&WriteSet>, reg: u64) -> bool {
    match writes {
        Some(w) if w.opaque.is_none() => {
            fallback::not_callee_saved(reg) && w.may_write_sgpr((reg - 32) as u16)
        }
        _ => fallback::walk_clobbered(reg),
    }
}

/// Why a backtrace has no more frames.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndReason {
    /// The last frame is a kernel: its return address is undefined (CFI), or the fallback
    /// found a kernel entry point.
    Outermost,
    /// Frame 0's PC is in no code object.
    PcOutsideCode,
    /// The last frame's FDE could not be read or run.
    BadCfi(crate::Error),
    /// The last frame's FDE row has no CFA rule.
    NoCfaRule,
    /// The last frame's CFA could not be computed.
    CfaError(String),
    /// The last frame's CFI has no rule for the return-address column (it would be "same
    /// value", a frame that returns to itself).
    NoReturnAddressRule,
    /// The return address could not be recovered.
    ReturnAddressUnavailable(String),
    /// The return address is not a code address: misaligned, or outside every code object
    /// (a poisoned `0xbebebebe…`, a corrupt stack).
    BadReturnAddress {
        /// The value.
        address: u64,
        /// Why it is rejected.
        why: &'static str,
    },
    /// The prologue analysis could not unwind the last frame.
    Fallback(String),
    /// The caller would repeat a frame already walked (same PC and CFA).
    Cycle {
        /// The repeated PC.
        pc: u64,
    },
    /// The frame limit was reached.
    FrameLimit(usize),
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndReason::Outermost => f.write_str("outermost frame (kernel)"),
            EndReason::PcOutsideCode => f.write_str("the PC is in no loaded code object"),
            EndReason::BadCfi(e) => write!(f, "bad call-frame information: {e}"),
            EndReason::NoCfaRule => f.write_str("the CFI gives no CFA rule"),
            EndReason::CfaError(e) => write!(f, "the CFA cannot be computed: {e}"),
            EndReason::NoReturnAddressRule => {
                f.write_str("the CFI gives no rule for the return address (pc)")
            }
            EndReason::ReturnAddressUnavailable(e) => {
                write!(f, "the return address cannot be recovered: {e}")
            }
            EndReason::BadReturnAddress { address, why } => {
                write!(f, "return address {address:#x} {why}")
            }
            EndReason::Fallback(e) => write!(f, "prologue analysis failed: {e}"),
            EndReason::Cycle { pc } => {
                write!(f, "the caller at {pc:#x} repeats a frame (same PC and CFA)")
            }
            EndReason::FrameLimit(n) => write!(f, "stopped after {n} frames"),
        }
    }
}

impl EndReason {
    /// A short stable name for scripts: `outermost`, `pc_outside_code`, `bad_cfi`,
    /// `no_cfa_rule`, `cfa_error`, `no_return_address_rule`, `return_address_unavailable`,
    /// `bad_return_address`, `fallback`, `cycle`, `frame_limit`.
    pub fn kind(&self) -> &'static str {
        match self {
            EndReason::Outermost => "outermost",
            EndReason::PcOutsideCode => "pc_outside_code",
            EndReason::BadCfi(_) => "bad_cfi",
            EndReason::NoCfaRule => "no_cfa_rule",
            EndReason::CfaError(_) => "cfa_error",
            EndReason::NoReturnAddressRule => "no_return_address_rule",
            EndReason::ReturnAddressUnavailable(_) => "return_address_unavailable",
            EndReason::BadReturnAddress { .. } => "bad_return_address",
            EndReason::Fallback(_) => "fallback",
            EndReason::Cycle { .. } => "cycle",
            EndReason::FrameLimit(_) => "frame_limit",
        }
    }

    /// Whether the walk reached the kernel, the stack's true end.
    pub fn is_complete(&self) -> bool {
        matches!(self, EndReason::Outermost)
    }
}

/// A wave's frames and why they end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Backtrace {
    /// Innermost first.
    pub frames: Vec<Frame>,
    /// Why there are no more.
    pub end: EndReason,
    /// Lanes of the wave.
    pub lanes: u32,
}

impl Backtrace {
    /// DwarfReg `reg` (DWARF number) as frame `frame` sees it: the wave's value overlaid
    /// with what frames `0..frame` recover. `None` if `frame` is out of range.
    pub fn register(
        &self,
        state: &mut dyn WaveSource,
        frame: usize,
        reg: u64,
    ) -> Option<RecoveredValue> {
        if frame >= self.frames.len() {
            return None;
        }
        for f in self.frames[..frame].iter().rev() {
            if let Some(r) = f.recovered(reg) {
                return Some(r.value.clone());
            }
            if f.clobbers(reg) {
                return Some(RecoveredValue::Undefined);
            }
        }
        let bytes = amdgpu::dwarf_register(reg).ok()?.bit_size as usize / 8;
        let mut buf = vec![0u8; bytes];
        Some(match state.read_register(reg, &mut buf) {
            Ok(()) => RecoveredValue::Bytes {
                bytes: buf,
                valid: full_mask(bytes),
            },
            Err(e) => RecoveredValue::Error(e.0),
        })
    }
}

/// Limits on one walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnwindLimits {
    /// Frames at most (recursion on a GPU is shallow; a corrupt stack is not).
    pub max_frames: usize,
    /// Instructions a prologue analysis decodes at most.
    pub max_prologue_instructions: usize,
}

impl Default for UnwindLimits {
    fn default() -> Self {
        UnwindLimits {
            max_frames: 256,
            max_prologue_instructions: 100_000,
        }
    }
}

/// The valid-dword mask of a `bytes`-byte register.
pub(crate) fn full_mask(bytes: usize) -> u64 {
    let n = bytes.div_ceil(4);
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// Unwinds waves running a set of code objects.
///
/// An unwinder remembers, per code object and lookup PC, the CFI row it built and the
/// prologue analysis it ran, so recursive frames (the same function and return address) and
/// later backtraces of the same code pay for them once. The memo is bounded
/// ([`MEMO_CAPACITY`] entries each; it starts over when full) and shared behind a mutex, so
/// an unwinder stays `Send + Sync`.
#[derive(Debug)]
pub struct Unwinder<'a> {
    code: Vec<Code<'a>>,
    limits: UnwindLimits,
    memo: Mutex<Memo<'a>>,
}

impl Clone for Unwinder<'_> {
    /// A copy with the same code objects and limits, and an empty memo.
    fn clone(&self) -> Self {
        Unwinder {
            code: self.code.clone(),
            limits: self.limits,
            memo: Mutex::default(),
        }
    }
}

/// How many CFI rows, and how many prologue analyses, an [`Unwinder`] remembers.
pub const MEMO_CAPACITY: usize = 4096;

/// A CFI row as a frame needs it: the FDE (for its CIE) and the row, or why there is none.
type RowMemo<'a> = Option<Result<(Fde<'a>, Arc<UnwindRow<'a>>), crate::Error>>;

/// What an [`Unwinder`] remembers between frames and backtraces.
#[derive(Debug, Default)]
struct Memo<'a> {
    /// (code object, lookup address) → the row (`None`: no FDE covers it).
    rows: HashMap<(usize, u64), RowMemo<'a>>,
    /// (code object, function start, analysed end, lanes) → the prologue analysis.
    prologues: HashMap<(usize, u64, u64, u32), fallback::Analysed>,
    /// (code object, function start, lanes) → what the function's own instructions write
    /// and call.
    direct: HashMap<(usize, u64, u32), Arc<writes::Direct>>,
    /// (code object, function start, lanes) → the function's write set with its callees'.
    writes: HashMap<(usize, u64, u32), Arc<WriteSet>>,
}

const _: () = {
    const fn send_sync<T: Send + Sync>() {}
    send_sync::<Unwinder<'static>>();
};

/// What one frame's unwinding step produced.
pub(crate) struct Step {
    pub(crate) cfa: Option<Cfa>,
    pub(crate) recovered: Vec<Recovered>,
    /// The caller's PC, or why there is none.
    pub(crate) caller: Result<u64, EndReason>,
}

impl<'a> Unwinder<'a> {
    /// An unwinder over `code` with the default limits.
    pub fn new(code: Vec<Code<'a>>) -> Unwinder<'a> {
        Unwinder {
            code,
            limits: UnwindLimits::default(),
            memo: Mutex::default(),
        }
    }

    /// The same unwinder with other limits.
    pub fn with_limits(mut self, limits: UnwindLimits) -> Unwinder<'a> {
        self.limits = limits;
        self
    }

    /// The code objects.
    pub fn code(&self) -> &[Code<'a>] {
        &self.code
    }

    /// The code object holding a wave address, and the ELF address in it.
    pub fn code_at(&self, pc: u64) -> Option<(usize, u64)> {
        self.code.iter().enumerate().find_map(|(i, c)| {
            let elf = pc.checked_sub(c.bias)?;
            c.contains(elf).then_some((i, elf))
        })
    }

    /// Walks the stack of `state`'s wave from its PC.
    pub fn backtrace(&self, state: &mut dyn WaveSource) -> Backtrace {
        self.backtrace_to(state, self.limits.max_frames)
    }

    /// Walks at most `frames` frames of `state`'s wave (fewer than the unwinder's limit): a
    /// caller that needs only the innermost frames (its CFA, its registers) stops there; the
    /// walk then ends with [`EndReason::FrameLimit`].
    pub fn backtrace_to(&self, state: &mut dyn WaveSource, frames: usize) -> Backtrace {
        let max_frames = frames.min(self.limits.max_frames);
        let lanes = state.lanes();
        let mut frames: Vec<Frame> = Vec::new();
        let mut regs = Regs::new();
        let mut pc = match state.pc() {
            Ok(pc) => pc,
            Err(e) => {
                return Backtrace {
                    frames,
                    end: EndReason::ReturnAddressUnavailable(format!("cannot read pc: {e}")),
                    lanes,
                }
            }
        };
        let mut evaluator = Evaluator::new(Options::default());
        loop {
            let index = frames.len();
            let lookup = if index == 0 { pc } else { pc.saturating_sub(1) };
            let mut frame = Frame {
                index,
                pc,
                function: None,
                code: None,
                cfa: None,
                method: Method::None,
                recovered: Vec::new(),
                writes: None,
            };
            let Some((ci, elf)) = self.code_at(lookup) else {
                frames.push(frame);
                let end = if index == 0 {
                    EndReason::PcOutsideCode
                } else {
                    EndReason::BadReturnAddress {
                        address: pc,
                        why: "is outside every loaded code object",
                    }
                };
                return Backtrace { frames, end, lanes };
            };
            let code = &self.code[ci];
            frame.code = Some(ci);
            frame.function = code.function_at(elf).cloned();
            let (mut step, method) = self.unwind_frame(
                state,
                &mut regs,
                &mut evaluator,
                ci,
                code,
                elf,
                index,
                frame.function.as_ref(),
            );
            frame.method = method;
            // Both this frame's CFI and its fallback give a bad return address: the inner
            // frame's CFI may have left out the rule of a register it saved and overwrote
            // (this frame's return address lives in it). Redo the inner frame by prologue
            // analysis, at most once per frame (it is no longer `Cfi` afterwards).
            if frame.method == Method::Cfi
                && matches!(step.caller, Ok(ra) if self.check_return_address(ra).is_err())
                && frames.last().is_some_and(|f| f.method == Method::Cfi)
            {
                if let Some((redo, method)) = self.redo_inner_frame(
                    state,
                    &mut regs,
                    &mut evaluator,
                    &mut frames,
                    &frame,
                    ci,
                    code,
                    elf,
                ) {
                    step = redo;
                    frame.method = method;
                }
            }
            frame.cfa = step.cfa;
            frame.recovered = step.recovered;
            frame.writes = self.frame_writes(ci, code, &frame, lanes);
            let caller = step.caller;
            // A frame with the PC and CFA of one already walked repeats it: the stack (or
            // its CFI) loops.
            let repeats = frame.cfa.is_some()
                && frames
                    .iter()
                    .any(|f: &Frame| f.pc == frame.pc && f.cfa == frame.cfa);
            regs.push_frame(&frame);
            frames.push(frame);
            if repeats {
                return Backtrace {
                    frames,
                    end: EndReason::Cycle { pc },
                    lanes,
                };
            }
            let caller = match caller {
                Ok(ra) => ra,
                Err(end) => return Backtrace { frames, end, lanes },
            };
            if let Err(why) = self.check_return_address(caller) {
                return Backtrace {
                    frames,
                    end: EndReason::BadReturnAddress {
                        address: caller,
                        why,
                    },
                    lanes,
                };
            }
            if frames.len() >= max_frames {
                return Backtrace {
                    frames,
                    end: EndReason::FrameLimit(max_frames),
                    lanes,
                };
            }
            pc = caller;
        }
    }

    /// Unwinds one frame: [`Unwinder::step`], then, for CFI whose return address is not one
    /// (a producer that left out the rule of a register the function clobbered), the
    /// prologue analysis when it unwinds the frame to a return address inside the code.
    #[allow(clippy::too_many_arguments)]
    fn unwind_frame(
        &self,
        state: &mut dyn WaveSource,
        regs: &mut Regs,
        evaluator: &mut Evaluator,
        ci: usize,
        code: &Code<'a>,
        elf: u64,
        index: usize,
        function: Option<&Function>,
    ) -> (Step, Method) {
        let mut method = Method::None;
        let mut step = self.step(
            state,
            regs,
            evaluator,
            ci,
            code,
            elf,
            index,
            function,
            &mut method,
        );
        if method == Method::Cfi {
            if let Ok(ra) = step.caller {
                if let Err(why) = self.check_return_address(ra) {
                    let retry = self.fallback_step(state, regs, ci, code, elf, index, function);
                    if matches!(retry.caller, Ok(r) if self.check_return_address(r).is_ok()) {
                        method = Method::FallbackAfterBadCfi {
                            cfi_return_address: ra,
                            why,
                        };
                        step = retry;
                    }
                }
            }
        }
        (step, method)
    }

    /// Redoes the last walked frame (unwound by CFI) by prologue analysis, because `frame`
    /// (its caller) cannot be unwound to a return address in the code by its CFI nor by its
    /// fallback. The redo is kept only when its return address is the CFI's (`frame.pc`),
    /// it recovers a register the CFI has no rule for with another value than the frame's
    /// own (the save the CFI left out), and `frame`, unwound again over it, reaches a good
    /// return address; otherwise `frames` and `regs` are left as they were.
    #[allow(clippy::too_many_arguments)]
    fn redo_inner_frame(
        &self,
        state: &mut dyn WaveSource,
        regs: &mut Regs,
        evaluator: &mut Evaluator,
        frames: &mut [Frame],
        frame: &Frame,
        ci: usize,
        code: &Code<'a>,
        elf: u64,
    ) -> Option<(Step, Method)> {
        let inner = frames.last_mut()?;
        let (ici, ielf) = self.code_at(inner.lookup_pc())?;
        let icode = &self.code[ici];
        regs.pop_frame();
        let retry = self.fallback_step(
            state,
            regs,
            ici,
            icode,
            ielf,
            inner.index,
            inner.function.as_ref(),
        );
        let clobbered = if matches!(retry.caller, Ok(r) if r == frame.pc) {
            self.undescribed_save(state, regs, inner, &retry.recovered)
        } else {
            None
        };
        let Some(register) = clobbered else {
            regs.push_frame(inner);
            return None;
        };
        let saved = inner.clone();
        inner.method = Method::FallbackAfterUndescribedSave { register };
        inner.cfa = retry.cfa;
        inner.recovered = retry.recovered;
        inner.writes = self.frame_writes(ici, icode, inner, state.lanes());
        regs.push_frame(inner);
        let (step, method) = self.unwind_frame(
            state,
            regs,
            evaluator,
            ci,
            code,
            elf,
            frame.index,
            frame.function.as_ref(),
        );
        if matches!(step.caller, Ok(ra) if self.check_return_address(ra).is_ok()) {
            return Some((step, method));
        }
        regs.pop_frame();
        *inner = saved;
        regs.push_frame(inner);
        None
    }

    /// A register the prologue analysis of `inner` recovers, which its CFI has no rule for
    /// and whose recovered value differs from the frame's own: vector registers first.
    fn undescribed_save(
        &self,
        state: &mut dyn WaveSource,
        regs: &mut Regs,
        inner: &Frame,
        recovered: &[Recovered],
    ) -> Option<u64> {
        let vector = |reg: u64| {
            amdgpu::dwarf_register(reg).is_ok_and(|d| {
                matches!(
                    d.kind,
                    amdgpu::register::RegisterKind::Vgpr(_)
                        | amdgpu::register::RegisterKind::Agpr(_)
                )
            })
        };
        let mut differs = |r: &Recovered| {
            if inner.recovered(r.register.0).is_some() {
                return false;
            }
            let RecoveredValue::Bytes { bytes, valid } = &r.value else {
                return false;
            };
            let mut own = vec![0u8; bytes.len()];
            if regs.read(state, r.register.0, 0, &mut own).is_err() {
                return false;
            }
            (0..bytes.len().div_ceil(4).min(64)).any(|d| {
                let end = (d * 4 + 4).min(bytes.len());
                valid >> d & 1 == 1 && bytes[d * 4..end] != own[d * 4..end]
            })
        };
        let first_vector = recovered
            .iter()
            .filter(|r| vector(r.register.0))
            .find(|r| differs(r))
            .map(|r| r.register.0);
        first_vector.or_else(|| {
            recovered
                .iter()
                .filter(|r| !vector(r.register.0))
                .find(|r| differs(r))
                .map(|r| r.register.0)
        })
    }

    /// A return address must be 4-byte aligned and inside a code object (its call
    /// instruction, at RA − 1, too).
    fn check_return_address(&self, ra: u64) -> Result<(), &'static str> {
        if !ra.is_multiple_of(4) {
            return Err("is not 4-byte aligned (a poisoned or corrupt return address)");
        }
        if ra == 0 || self.code_at(ra - 1).is_none() {
            return Err("is outside every loaded code object");
        }
        Ok(())
    }

    /// Unwinds one frame: CFI when its FDE has rules, else the ABI fallback.
    #[allow(clippy::too_many_arguments)]
    fn step(
        &self,
        state: &mut dyn WaveSource,
        regs: &mut Regs,
        evaluator: &mut Evaluator,
        ci: usize,
        code: &Code<'a>,
        elf: u64,
        index: usize,
        function: Option<&Function>,
        method: &mut Method,
    ) -> Step {
        // `elf` is already the lookup address (return address − 1 in callers).
        let lookup = elf;
        let fail = |end| Step {
            cfa: None,
            recovered: Vec::new(),
            caller: Err(end),
        };
        let row = match self.row_at(ci, code, lookup) {
            None => None,
            Some(Err(e)) => {
                *method = Method::Cfi;
                return fail(EndReason::BadCfi(e));
            }
            Some(Ok(row)) => Some(row),
        };
        match row {
            Some((fde, row)) if !is_empty_fde(&fde, &row) => {
                *method = Method::Cfi;
                let lanes = state.lanes();
                let exec_reg = fallback::exec_register(lanes);
                let exec = match function {
                    Some(f) if !f.is_kernel && row.rule(DwarfReg(exec_reg)).is_none() => {
                        let analysed = self.prologue(ci, code, elf, index, f, lanes);
                        fallback::exec_for_cfi(state, regs, &analysed, lanes)
                    }
                    _ => None,
                };
                self.cfi_step(state, regs, evaluator, code, &fde, &row, exec)
            }
            _ => {
                *method = Method::Fallback;
                self.fallback_step(state, regs, ci, code, elf, index, function)
            }
        }
    }

    /// Unwinds one frame by the ABI fallback (prologue analysis).
    #[allow(clippy::too_many_arguments)]
    fn fallback_step(
        &self,
        state: &mut dyn WaveSource,
        regs: &mut Regs,
        ci: usize,
        code: &Code<'a>,
        elf: u64,
        index: usize,
        function: Option<&Function>,
    ) -> Step {
        let lanes = state.lanes();
        let analysed = match fallback::prepare(function) {
            Err(step) => return step,
            Ok(function) => self.prologue(ci, code, elf, index, function, lanes),
        };
        fallback::step(state, regs, code, &analysed, lanes)
    }

    /// The CFI row at `lookup` in code object `ci`, from the memo or built (and
    /// remembered).
    fn row_at(&self, ci: usize, code: &Code<'a>, lookup: u64) -> RowMemo<'a> {
        let key = (ci, lookup);
        if let Some(r) = self.memo().rows.get(&key) {
            return r.clone();
        }
        let r = match code.fde_at(lookup) {
            None => None,
            Some(Err(e)) => Some(Err(e)),
            Some(Ok(fde)) => match UnwindTable::new(&fde).and_then(|t| t.row_for_pc(lookup)) {
                Err(e) => Some(Err(e)),
                Ok(None) => None,
                Ok(Some(row)) => Some(Ok((fde, Arc::new(row)))),
            },
        };
        let mut memo = self.memo();
        if memo.rows.len() >= MEMO_CAPACITY {
            memo.rows.clear();
        }
        memo.rows.insert(key, r.clone());
        r
    }

    /// The prologue analysis of `function` up to `elf`, from the memo or run (and
    /// remembered).
    fn prologue(
        &self,
        ci: usize,
        code: &Code<'a>,
        elf: u64,
        index: usize,
        function: &Function,
        lanes: u32,
    ) -> fallback::Analysed {
        // `elf` is the lookup address: the PC in frame 0, the return address − 1 in
        // callers, whose call instruction (which overwrites s[30:31]) must be included.
        let end = if index == 0 { elf } else { elf + 1 };
        let key = (ci, function.start, end, lanes);
        if let Some(a) = self.memo().prologues.get(&key) {
            return a.clone();
        }
        let a = fallback::analyse(code, function, end, lanes, &self.limits);
        let mut memo = self.memo();
        if memo.prologues.len() >= MEMO_CAPACITY {
            memo.prologues.clear();
        }
        memo.prologues.insert(key, a.clone());
        a
    }

    /// The write set a frame unwound by the fallback needs ([`Frame::writes`]).
    fn frame_writes(
        &self,
        ci: usize,
        code: &Code<'a>,
        frame: &Frame,
        lanes: u32,
    ) -> Option<Arc<WriteSet>> {
        if !frame.method.is_fallback() {
            return None;
        }
        let function = frame.function.as_ref()?;
        Some(self.write_set(ci, code, function, lanes))
    }

    /// The SGPRs `function` and every function it calls may write, from the memo or
    /// computed (and remembered, with each function's own writes).
    pub(crate) fn write_set(
        &self,
        ci: usize,
        code: &Code<'a>,
        function: &Function,
        lanes: u32,
    ) -> Arc<WriteSet> {
        let key = (ci, function.start, lanes);
        if let Some(w) = self.memo().writes.get(&key) {
            return w.clone();
        }
        let decoder = writes::decoder(code, lanes);
        let set = writes::transitive(code, function, |f| {
            let key = (ci, f.start, lanes);
            if let Some(d) = self.memo().direct.get(&key) {
                return d.clone();
            }
            let d = Arc::new(match &decoder {
                Ok(dec) => {
                    let mut budget = self.limits.max_prologue_instructions;
                    writes::direct(code, f, dec, &mut budget)
                }
                Err(e) => writes::Direct {
                    sgprs: 0,
                    calls: Vec::new(),
                    opaque: Some(e.clone()),
                },
            });
            let mut memo = self.memo();
            if memo.direct.len() >= MEMO_CAPACITY {
                memo.direct.clear();
            }
            memo.direct.insert(key, d.clone());
            d
        });
        let set = Arc::new(set);
        let mut memo = self.memo();
        if memo.writes.len() >= MEMO_CAPACITY {
            memo.writes.clear();
        }
        memo.writes.insert(key, set.clone());
        set
    }

    fn memo(&self) -> std::sync::MutexGuard<'_, Memo<'a>> {
        // A panic while the memo was held leaves it consistent (entries are inserted
        // whole), so a poisoned lock is still usable.
        self.memo.lock().unwrap_or_else(|e| e.into_inner())
    }

    #[allow(clippy::too_many_arguments)]
    fn cfi_step(
        &self,
        state: &mut dyn WaveSource,
        regs: &mut Regs,
        evaluator: &mut Evaluator,
        code: &Code<'a>,
        fde: &Fde<'a>,
        row: &UnwindRow<'a>,
        exec: Option<(std::borrow::Cow<'static, str>, RecoveredValue)>,
    ) -> Step {
        let options = Options {
            decode: fde.cie.expression_options(dwarf_ext::Encoding::UserOps),
            ..Options::default()
        };
        *evaluator.options_mut() = options;
        let ra_column = fde.cie.return_address_register;
        let mut ctx = FrameContext::new(state, regs, row, options);
        if let Some((_, v)) = &exec {
            let lanes = ctx.lanes();
            ctx.set_entry_override(fallback::exec_register(lanes), v.clone());
        }
        let cfa = ctx.compute_cfa();
        let ra_rule = row.rule(ra_column).copied();
        let cfa = match (cfa, ra_rule) {
            (Ok(loc), _) => loc,
            (Err(_), Some(RegisterRule::Undefined)) => {
                return Step {
                    cfa: None,
                    recovered: Vec::new(),
                    caller: Err(EndReason::Outermost),
                }
            }
            (Err(CfaFailure::NoRule), _) => {
                return Step {
                    cfa: None,
                    recovered: Vec::new(),
                    caller: Err(EndReason::NoCfaRule),
                }
            }
            (Err(CfaFailure::Error(e)), _) => {
                return Step {
                    cfa: None,
                    recovered: Vec::new(),
                    caller: Err(EndReason::CfaError(e)),
                }
            }
        };
        let cfa_report = cfa
            .memory_address()
            .map(|(space, address)| Cfa { space, address });
        let mut recovered = Vec::with_capacity(row.rules().len() + 1);
        for &(reg, rule) in row.rules() {
            let value = match rule {
                RegisterRule::SameValue => continue,
                RegisterRule::Undefined => RecoveredValue::Undefined,
                _ => ctx.recover(evaluator, reg.0, &rule),
            };
            recovered.push(Recovered {
                register: reg,
                how: std::borrow::Cow::Borrowed(rule.kind()),
                value,
            });
        }
        if let Some((how, value)) = exec {
            let reg = fallback::exec_register(ctx.lanes());
            let pos = recovered.partition_point(|r| r.register.0 < reg);
            recovered.insert(
                pos,
                Recovered {
                    register: DwarfReg(reg),
                    how,
                    value,
                },
            );
        }
        // The caller's stack pointer is the CFA (AMDGPUUsage "Call Convention": the CFA is
        // the SP at the call site), scaled back to SGPR32's units on flat-scratch targets.
        if row.rule(DwarfReg(SP)).is_none() {
            if let Some(c) = cfa_report.filter(|c| c.space == AddrSpace::PRIVATE_WAVE) {
                let sp = if code.processor.architected_flat_scratch() {
                    c.address >> ctx.lanes().trailing_zeros()
                } else {
                    c.address
                };
                let pos = recovered.partition_point(|r| r.register.0 < SP);
                recovered.insert(
                    pos,
                    Recovered {
                        register: DwarfReg(SP),
                        how: std::borrow::Cow::Borrowed("cfa"),
                        value: RecoveredValue::Bytes {
                            bytes: (sp as u32).to_le_bytes().to_vec(),
                            valid: 1,
                        },
                    },
                );
            }
        }
        let caller = match ra_rule {
            None | Some(RegisterRule::SameValue) => Err(EndReason::NoReturnAddressRule),
            Some(RegisterRule::Undefined) => Err(EndReason::Outermost),
            Some(_) => {
                let r = recovered
                    .iter()
                    .find(|r| r.register == ra_column)
                    .map(|r| &r.value);
                match r {
                    Some(v) => match v.scalar() {
                        Some(ra) => Ok(ra),
                        None => Err(EndReason::ReturnAddressUnavailable(match v {
                            RecoveredValue::Error(e) => e.clone(),
                            RecoveredValue::Undefined => "undefined".into(),
                            RecoveredValue::Bytes { .. } => "only part of it is known".into(),
                        })),
                    },
                    None => Err(EndReason::NoReturnAddressRule),
                }
            }
        };
        Step {
            cfa: cfa_report,
            recovered,
            caller,
        }
    }
}

/// Why a CFA could not be computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CfaFailure {
    /// The row has no CFA rule.
    NoRule,
    /// Evaluating the rule failed.
    Error(String),
}

/// Whether an FDE says nothing: upstream clang's FDEs have no instructions (only padding
/// `DW_CFA_nop`s) under a CIE without initial rules, so the row has no CFA rule and no
/// register rules. The fallback handles those.
fn is_empty_fde(fde: &Fde<'_>, row: &UnwindRow<'_>) -> bool {
    row.cfa == CfaRule::Undefined
        && row.rules().is_empty()
        && fde.instructions.iter().all(|&b| b == 0)
}

/// Reads a location of `bytes` bytes dword by dword into a [`RecoveredValue`]: a whole read first,
/// then, for a location made of pieces or registers, dword by dword when part of it is
/// unavailable (a vector register whose lanes come from different places, some undefined).
pub(crate) fn read_value<C: dwarf_ext::Context + ?Sized>(
    ctx: &mut C,
    evaluator: &mut Evaluator,
    entry: &Entry,
    bytes: usize,
) -> RecoveredValue {
    let mut buf = vec![0u8; bytes];
    let first_error = match evaluator.read_into(ctx, entry, &mut buf) {
        Ok(()) => {
            return RecoveredValue::Bytes {
                bytes: buf,
                valid: full_mask(bytes),
            }
        }
        Err(e) => e,
    };
    let Entry::Location(loc) = entry else {
        return RecoveredValue::Error(first_error.to_string());
    };
    // One memory range (a whole-wave spill slot) is not retried dword by dword: a raw
    // address space's memory is readable or not by range, and retrying an unreadable
    // slot would cost one failed read per lane.
    if loc.memory_address().is_some() {
        return RecoveredValue::Error(first_error.to_string());
    }
    buf.iter_mut().for_each(|b| *b = 0);
    let mut valid = 0u64;
    for dword in 0..bytes.div_ceil(4).min(64) {
        let mut part = loc.clone();
        if part.offset_bits(ctx, dword as i128 * 32).is_err() {
            continue;
        }
        let n = (bytes - dword * 4).min(4);
        let e = Entry::Location(part);
        if evaluator
            .read_into(ctx, &e, &mut buf[dword * 4..dword * 4 + n])
            .is_ok()
        {
            valid |= 1 << dword;
        } else {
            buf[dword * 4..dword * 4 + n]
                .iter_mut()
                .for_each(|b| *b = 0);
        }
    }
    if valid == 0 {
        if is_undefined(loc) {
            return RecoveredValue::Undefined;
        }
        return RecoveredValue::Error(first_error.to_string());
    }
    RecoveredValue::Bytes { bytes: buf, valid }
}

fn is_undefined(loc: &Location) -> bool {
    loc.singles()
        .all(|s| matches!(s.storage, dwarf_ext::Storage::Undefined))
}

/// The result kind of a rule's expression.
pub(crate) fn result_kind(rule: &RegisterRule<'_>) -> ResultKind {
    match rule {
        RegisterRule::ValExpression(_) => ResultKind::Value,
        _ => ResultKind::Location,
    }
}

/// How a function's code keeps a callee-saved register's caller value ([`callee_saves`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SaveKind {
    /// The VGPR was stored to a stack slot while it still held the caller's value.
    StackSlot,
    /// The SGPR was written into a lane of a VGPR (`v_writelane_b32`).
    VgprLane {
        /// The VGPR.
        vgpr: u16,
        /// The lane.
        lane: u8,
    },
}

/// A callee-saved register whose caller value a function's code saves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CalleeSave {
    /// The DWARF register number (for the wave size analysed).
    pub register: u64,
    /// Where the code put the caller's value.
    pub kind: SaveKind,
}

/// The callee-saved registers (AMDGPUUsage "Call Convention") that `function`'s code saves
/// for its caller before the ELF address `end`, found by the same prologue analysis the ABI
/// fallback unwinds with: what CFI must describe for a caller's frame to be unwound
/// (the conformance checker compares the two). A kernel has no caller: empty.
pub fn callee_saves(
    code: &Code<'_>,
    function: &Function,
    end: u64,
    lanes: u32,
    limits: &UnwindLimits,
) -> std::result::Result<Vec<CalleeSave>, String> {
    if function.is_kernel {
        return Ok(Vec::new());
    }
    let a = fallback::analyse_with(code, function, end, lanes, limits, false)?;
    Ok(a.callee_saves())
}
