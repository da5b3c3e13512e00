//! The expression evaluator (extension A.2.5.4 "DWARF Operation Expressions").
//!
//! [`Evaluator::evaluate`] runs an expression against a [`Context`] and returns the top
//! [`Entry`]: a value, a location description, or an implicit-pointer value. The evaluator
//! keeps its stack between evaluations, so a caller that evaluates many expressions (every
//! lane of a wave, every variable of a frame) allocates once. Budgets bound the operations
//! executed, the nesting of calls, and the bytes read, so hostile input cannot hang it.
//!
//! Semantics are the extension's: location descriptions live on the stack; `DW_OP_stack_value`
//! and `DW_OP_piece` do not end the expression; `DW_OP_LLVM_offset` checks bounds instead of
//! wrapping; a generic value converts to a memory location in the default address space and
//! back (notes §3.2). Where producers deviate in known ways (upstream clang's
//! `litN, swap, xderef`; registers narrower than an address in `DW_OP_breg*`), the evaluator
//! follows the producer's intent when told to and records a [`Deviation`].

use std::fmt;

use amdgpu::AddressSpace;

use crate::aspace::AddrSpace;
use crate::context::{Context, DieRef, Procedure};
use crate::error::{ContextError, Error, ErrorKind, StorageKind};
use crate::location::{self, Budget, Composite, CompositeRef, Location, Storage};
use crate::op::{decode, ConstForm, DecodeOptions, Encoding, Op};
use crate::value::{self, ate, BaseType, BinOp, UnOp, Value};

/// How `DW_OP_litN, DW_OP_swap, DW_OP_xderef` is read (producers.md §0, §9 item 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum XderefConvention {
    /// DWARF 5 / the extension: `xderef` loads a generic value from (AS, A).
    #[default]
    Dwarf5,
    /// clang ≤ 19: the suffix tags a location with an address *class*, 1 = private,
    /// 2 = local; it means "this location, in that address space", not a load.
    UpstreamClangLegacyClasses,
    /// clang 22: the same suffix with `DW_ASPACE` numbers (5 = private_lane, 3 = local).
    UpstreamClang22,
}

/// How `DW_OP_fbreg` reads a frame base that is a register (`DW_AT_frame_base DW_OP_regx R`;
/// producers.md §5, §9 item 6). Chosen from the target and the producer:
/// [`FrameBaseConvention::for_target`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FrameBaseConvention {
    /// The extension (A.3.3.5 `DW_AT_frame_base`): a register frame base R is
    /// `DW_OP_bregx R, 0`, an address in the default address space. Right for architected
    /// flat scratch (gfx942, gfx11, gfx12), where the frame pointer is a per-lane offset.
    #[default]
    Dwarf5,
    /// Upstream clang on MUBUF-scratch targets (gfx900/906/908/90a, gfx1030): the frame
    /// pointer holds a *wave-scaled* scratch offset (the stack moves by frame size × lanes),
    /// so `DW_OP_fbreg N` means the private_lane address `(R >> log2(lanes)) + N`, as the
    /// code itself computes with `v_lshrrev_b32 v1, 6, s33`. A [`Deviation`] is recorded.
    WaveScaled,
    /// Upstream clang on architected flat scratch (gfx942, gfx11, gfx12): the frame pointer
    /// is the lane's private offset, so `DW_OP_fbreg N` means the private_lane address
    /// `R + N` (the extension's default address space would read it as a flat address, and
    /// HIP locals carry no address-space suffix to correct it). A [`Deviation`] is recorded.
    PerLane,
}

impl FrameBaseConvention {
    /// The convention for code for `processor` from a producer that uses `DW_OP_fbreg` over
    /// the frame pointer the way upstream clang does (`upstream_clang`): wave-scaled exactly
    /// when the target has MUBUF scratch (no architected flat scratch).
    pub fn for_target(processor: &amdgpu::Processor, upstream_clang: bool) -> Self {
        match (upstream_clang, processor.architected_flat_scratch()) {
            (true, false) => FrameBaseConvention::WaveScaled,
            (true, true) => FrameBaseConvention::PerLane,
            (false, _) => FrameBaseConvention::Dwarf5,
        }
    }
}

/// What an expression is expected to produce (extension A.2.5.4 "result kind").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ResultKind {
    /// A location description (`DW_AT_location`): an empty stack gives undefined, a generic
    /// value converts to a memory location.
    #[default]
    Location,
    /// A value (`DW_AT_call_value`, bounds): a default-space memory location converts.
    Value,
    /// Whatever is on top (`DW_OP_entry_value`'s inner expression).
    Unspecified,
}

/// Evaluation settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Options {
    /// How operations are decoded.
    pub decode: DecodeOptions,
    /// How the upstream-clang `xderef` suffix is read (set per compilation unit).
    pub xderef: XderefConvention,
    /// How `DW_OP_fbreg` reads a register frame base (set from the target and producer).
    pub frame_base: FrameBaseConvention,
    /// The result kind.
    pub result_kind: ResultKind,
    /// Operations executed at most, counting nested calls.
    pub max_ops: u32,
    /// Nesting of `DW_OP_call*`, `DW_OP_entry_value` and implicit pointers at most.
    pub max_call_depth: u32,
    /// Bytes read from registers and memory at most, during evaluation and each read.
    pub max_read_bytes: u64,
    /// Stack entries at most.
    pub max_stack: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            decode: DecodeOptions::default(),
            xderef: XderefConvention::Dwarf5,
            frame_base: FrameBaseConvention::Dwarf5,
            result_kind: ResultKind::Location,
            max_ops: 10_000,
            max_call_depth: 16,
            max_read_bytes: 1 << 20,
            max_stack: 1024,
        }
    }
}

/// The value `DW_OP_deref*` gives when it reads all of an implicit pointer's storage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ImplicitPointerValue {
    /// The `.debug_info` offset of the object pointed to.
    pub die: u64,
    /// Byte displacement into the object.
    pub byte_offset: i64,
    /// The pointer's address space.
    pub space: AddrSpace,
}

/// A stack entry.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Entry {
    /// A typed value.
    Value(Value),
    /// A location description.
    Location(Location),
    /// An implicit-pointer value.
    ImplicitPointer(ImplicitPointerValue),
}

impl Entry {
    fn kind_name(&self) -> &'static str {
        match self {
            Entry::Value(_) => "a value",
            Entry::ImplicitPointer(_) => "an implicit pointer value",
            Entry::Location(l) => match l.first().storage.kind() {
                StorageKind::Memory => "a memory location",
                StorageKind::Register => "a register location",
                StorageKind::Implicit => "an implicit location",
                StorageKind::ImplicitPointer => "an implicit pointer location",
                StorageKind::Undefined => "an undefined location",
                StorageKind::Composite => "a composite location",
            },
        }
    }

    fn is_incomplete(&self) -> bool {
        matches!(self, Entry::Location(l) if l.is_incomplete_composite())
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Value(v) => write!(f, "value {v}"),
            Entry::Location(l) => l.fmt(f),
            Entry::ImplicitPointer(p) => {
                write!(
                    f,
                    "implicit pointer value <{:#x}> {:+} ({})",
                    p.die, p.byte_offset, p.space
                )
            }
        }
    }
}

/// A place where the expression follows a producer's known deviation rather than the
/// extension (for the conformance checker).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Deviation {
    /// Byte offset of the operation in its expression.
    pub offset: u32,
    /// What was done.
    pub kind: DeviationKind,
}

/// The kinds of [`Deviation`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeviationKind {
    /// `…, litN, swap, xderef` read as "this address, in address space `space`" instead of
    /// a load from address class `class`.
    XderefAddressClass {
        /// The literal.
        class: u64,
        /// The address space it stands for.
        space: AddrSpace,
    },
    /// `…, litN, swap, xderef, stack_value`: the suffix applied to a computed value; the
    /// value is kept.
    XderefOnValue {
        /// The literal.
        class: u64,
    },
    /// `bregx R, 0, litN, swap, xderef`: the variable's value is in register R (the focused
    /// lane's dword of a vector register).
    XderefOnRegister {
        /// The literal.
        class: u64,
        /// The register.
        reg: u64,
    },
    /// `DW_OP_breg*` of a vector register read as the focused lane's 32-bit value
    /// (upstream clang, which writes no lane selection).
    VectorRegisterAtLane {
        /// The register.
        reg: u64,
    },
    /// A register narrower than the address size was zero-extended to form an address
    /// (`DW_OP_breg*`, `DW_OP_fbreg` over a 32-bit frame pointer); the extension calls this
    /// an evaluation error.
    NarrowRegisterAddress {
        /// The register.
        reg: u64,
        /// Its size in bits.
        bits: u32,
    },
    /// `DW_OP_fbreg` over a wave-scaled frame pointer (upstream clang on a MUBUF-scratch
    /// target): the register was shifted right by `shift` (log2 of the wave's lanes) to give a
    /// private_lane address.
    WaveScaledFrameBase {
        /// The frame-pointer register.
        reg: u64,
        /// The shift applied.
        shift: u32,
    },
    /// `DW_OP_fbreg` over upstream clang's per-lane frame pointer (architected flat scratch):
    /// read as a private_lane address.
    PerLaneFrameBase {
        /// The frame-pointer register.
        reg: u64,
    },
    /// A non-generic integral value was used as an address (GDB's rule; the extension only
    /// converts the generic type).
    NonGenericAddress {
        /// The value's type size in bytes.
        byte_size: u8,
    },
}

impl fmt::Display for Deviation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at offset {:#x}: ", self.offset)?;
        match self.kind {
            DeviationKind::XderefAddressClass { class, space } => write!(
                f,
                "upstream clang address-class suffix `DW_OP_lit{class}, DW_OP_swap, DW_OP_xderef` read as a {space} location, not a load"
            ),
            DeviationKind::XderefOnValue { class } => write!(
                f,
                "upstream clang address-class suffix (class {class}) on a computed value ignored"
            ),
            DeviationKind::XderefOnRegister { class, reg } => write!(
                f,
                "upstream clang `DW_OP_bregx {} +0` + address-class suffix (class {class}) read as the value in the register",
                amdgpu::DwarfReg(reg)
            ),
            DeviationKind::VectorRegisterAtLane { reg } => write!(
                f,
                "upstream clang `DW_OP_bregx {}` without lane selection read as the focused lane's dword",
                amdgpu::DwarfReg(reg)
            ),
            DeviationKind::NarrowRegisterAddress { reg, bits } => {
                write!(f, "{bits}-bit register {} zero-extended to a 64-bit address", amdgpu::DwarfReg(reg))
            }
            DeviationKind::WaveScaledFrameBase { reg, shift } => write!(
                f,
                "wave-scaled frame pointer {} shifted right by {shift} to a private_lane address (upstream clang on MUBUF scratch)",
                amdgpu::DwarfReg(reg)
            ),
            DeviationKind::PerLaneFrameBase { reg } => write!(
                f,
                "frame pointer {} read as a private_lane address (upstream clang on architected flat scratch)",
                amdgpu::DwarfReg(reg)
            ),
            DeviationKind::NonGenericAddress { byte_size } => {
                write!(f, "{byte_size}-byte typed value used as an address")
            }
        }
    }
}

/// A failure inside a step: a bare kind (to be tagged with the current operation) or an
/// error already tagged by a nested evaluation.
enum Fail {
    Kind(ErrorKind),
    Nested(Error),
}

impl From<ErrorKind> for Fail {
    fn from(k: ErrorKind) -> Self {
        Fail::Kind(k)
    }
}

impl From<ContextError> for Fail {
    fn from(e: ContextError) -> Self {
        Fail::Kind(ErrorKind::Context(e))
    }
}

impl From<Error> for Fail {
    fn from(e: Error) -> Self {
        Fail::Nested(e)
    }
}

type Step<T> = Result<T, Fail>;

/// Which offsets of an expression start an operation (for branch targets): computed on the
/// first branch, in place for expressions of up to 256 bytes.
#[derive(Default)]
struct Starts {
    ready: bool,
    small: [u64; 4],
    big: Vec<u64>,
}

impl Starts {
    fn is_start(&mut self, expr: &[u8], t: usize, o: &DecodeOptions) -> bool {
        if !self.ready {
            self.ready = true;
            if expr.len() > 256 {
                self.big = vec![0u64; expr.len() / 64 + 1];
            }
            let bits: &mut [u64] = if expr.len() > 256 {
                &mut self.big
            } else {
                &mut self.small
            };
            let mut pos = 0;
            while pos < expr.len() {
                bits[pos / 64] |= 1 << (pos % 64);
                match decode(expr, pos, o) {
                    Ok((_, n)) => pos = n,
                    Err(_) => break,
                }
            }
        }
        let bits: &[u64] = if expr.len() > 256 {
            &self.big
        } else {
            &self.small
        };
        bits.get(t / 64).is_some_and(|w| w & (1 << (t % 64)) != 0)
    }
}

/// A ULEB128 operand of at most 9 bytes at `*p` (longer ones are the decoder's to check).
#[inline(always)]
fn fast_uleb(expr: &[u8], p: &mut usize) -> Option<u64> {
    let mut v = 0u64;
    let mut shift = 0u32;
    loop {
        let b = *expr.get(*p)?;
        *p += 1;
        if shift > 56 {
            return None;
        }
        v |= u64::from(b & 0x7f) << shift;
        shift += 7;
        if b & 0x80 == 0 {
            return Some(v);
        }
    }
}

/// An SLEB128 operand of at most 9 bytes at `*p`.
#[inline(always)]
fn fast_sleb(expr: &[u8], p: &mut usize) -> Option<u64> {
    let mut v = 0u64;
    let mut shift = 0u32;
    loop {
        let b = *expr.get(*p)?;
        *p += 1;
        if shift > 56 {
            return None;
        }
        v |= u64::from(b & 0x7f) << shift;
        shift += 7;
        if b & 0x80 == 0 {
            if shift < 64 && b & 0x40 != 0 {
                v |= u64::MAX << shift;
            }
            return Some(v);
        }
    }
}

/// The offsets of the last operations executed, for the upstream-clang `xderef` pattern: a
/// ring, so recording one is a single store. (Shifting an array, LLVM merges two 8-byte
/// moves into a 16-byte load of words stored by the previous operation: a store-forwarding
/// stall on every operation.)
struct History {
    ring: [usize; 4],
    next: usize,
}

impl History {
    fn new() -> History {
        History {
            ring: [usize::MAX; 4],
            next: 0,
        }
    }

    #[inline(always)]
    fn record(&mut self, pc: usize) {
        self.ring[self.next & 3] = pc;
        self.next = self.next.wrapping_add(1);
    }

    /// The last three, latest first (`usize::MAX` before the start).
    fn last3(&self) -> [usize; 3] {
        let at = |i: usize| self.ring[self.next.wrapping_sub(i) & 3];
        [at(1), at(2), at(3)]
    }
}

enum Flow {
    Next,
    Jump(usize),
}

/// Evaluates DWARF expressions; reuse one for many evaluations to reuse its stack.
#[derive(Debug, Clone)]
pub struct Evaluator {
    options: Options,
    stack: Vec<Entry>,
    deviations: Vec<Deviation>,
    ops: u32,
    budget: Budget,
    cur: u32,
    last_reg: Option<u64>,
    entry_mode: bool,
    /// Composite parts created by this evaluation, nested calls included.
    parts: u64,
    /// Bytes this evaluation copied into implicit storage.
    bytes: u64,
    fast_path: bool,
    /// The composite the fast path is building, already in the `Box` it will be returned
    /// in, and the index of the stack entry that stands for it (an undefined location until
    /// [`Self::spill`] puts the composite there). Kept out of the stack while parts are
    /// appended, so appending touches neither the stack entry nor a storage enum; when it
    /// escapes only the pointer moves. Only the fast path's pushes and `DW_OP_piece` run
    /// while it is out; everything else spills it first, so `step` and nested evaluations
    /// never see the stand-in.
    building: Option<(usize, Box<Composite>)>,
}

/// Composite parts one evaluation may create, across nested calls: `DW_OP_LLVM_extend` and
/// `DW_OP_LLVM_select_bit_piece` create `count` parts from a few bytes of input, the overlays
/// up to three. The location they repeat is shared ([`Location::share`]), as is a composite
/// that `DW_OP_dup`, `DW_OP_over` or `DW_OP_pick` copies, so nesting adds parts rather than
/// multiplying them and this bounds the memory hostile input can claim. A part moved into a
/// composite by `DW_OP_piece` is not charged: each costs an operation, and operations have
/// their own budget ([`Options::max_ops`]).
///
/// What nesting does multiply is the number of parts a location *describes* (three nested
/// `DW_OP_LLVM_extend`s of a few thousand each describe billions); that costs nothing until
/// something walks the description. Reading visits only the parts holding the bits asked
/// for, under the read budget; printing stops at [`location::MAX_DISPLAY_PARTS`]. Bits
/// described need no budget either: a part's size is an operand, so nesting adds sizes.
pub const MAX_PARTS_PER_EVALUATION: u64 = 1 << 18;

/// Evaluates `expr` once with `options`; see [`Evaluator::evaluate`].
pub fn evaluate<C: Context + ?Sized>(
    ctx: &mut C,
    expr: &[u8],
    options: Options,
) -> Result<Entry, Error> {
    Evaluator::new(options).evaluate(ctx, expr)
}

fn wrong(expected: &'static str, e: &Entry) -> ErrorKind {
    ErrorKind::WrongEntryKind {
        expected,
        found: e.kind_name(),
    }
}

fn generic_type(ctx: &mut (impl Context + ?Sized), die: u64) -> Result<BaseType, ErrorKind> {
    if die == 0 {
        return Ok(BaseType::GENERIC);
    }
    let t = ctx.base_type(die)?;
    t.check()?;
    Ok(t)
}

impl Evaluator {
    /// An evaluator with `options`.
    pub fn new(options: Options) -> Evaluator {
        Evaluator {
            options,
            stack: Vec::with_capacity(16),
            deviations: Vec::new(),
            ops: 0,
            budget: Budget::new(options.max_read_bytes, 0),
            cur: 0,
            last_reg: None,
            entry_mode: false,
            parts: 0,
            bytes: 0,
            fast_path: true,
            building: None,
        }
    }

    /// Turns the fast path off (or back on), so every operation goes through the full
    /// semantics; for tests that check the two agree.
    #[doc(hidden)]
    pub fn set_fast_path(&mut self, on: bool) {
        self.fast_path = on;
    }

    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The options, to change between evaluations.
    pub fn options_mut(&mut self) -> &mut Options {
        &mut self.options
    }

    /// The deviations recorded by the last evaluation.
    pub fn deviations(&self) -> &[Deviation] {
        &self.deviations
    }

    /// Operations executed by the last evaluation (including nested ones).
    pub fn ops_executed(&self) -> u32 {
        self.ops
    }

    /// Evaluates `expr` on an empty stack.
    pub fn evaluate<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        expr: &[u8],
    ) -> Result<Entry, Error> {
        self.evaluate_with(ctx, expr, &[])
    }

    /// Evaluates `expr` with `initial` on the stack (bottom first): the containing object for
    /// `DW_AT_data_member_location`, the CFA for CFI register rules, the dimension for
    /// Fortran bounds.
    pub fn evaluate_with<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        expr: &[u8],
        initial: &[Entry],
    ) -> Result<Entry, Error> {
        self.stack.clear();
        if !initial.is_empty() {
            self.stack.extend_from_slice(initial);
        }
        self.deviations.clear();
        self.ops = 0;
        self.budget = Budget::new(self.options.max_read_bytes, 0);
        self.entry_mode = false;
        self.last_reg = None;
        self.parts = 0;
        self.bytes = 0;
        if self.building.is_some() {
            self.building = None;
        }
        self.run(ctx, expr, 0)?;
        if let Some(top) = self.built_result(self.options.result_kind) {
            return Ok(top);
        }
        self.finish(ctx, self.options.result_kind)
            .map_err(|f| match f {
                Fail::Kind(k) => Error::new(k),
                Fail::Nested(e) => e,
            })
    }

    /// Reads `nbytes` bytes of a result: a value's bytes, or a location's bits following
    /// composites. Bounded by the read budget.
    pub fn read<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        entry: &Entry,
        nbytes: usize,
    ) -> Result<Vec<u8>, Error> {
        if nbytes as u64 > self.options.max_read_bytes {
            return Err(Error::new(ErrorKind::ReadBudget(
                self.options.max_read_bytes,
            )));
        }
        let mut out = vec![0u8; nbytes];
        self.read_into(ctx, entry, &mut out)?;
        Ok(out)
    }

    /// Like [`Evaluator::read`], into a caller's buffer.
    pub fn read_into<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        entry: &Entry,
        out: &mut [u8],
    ) -> Result<(), Error> {
        let nbits = out.len() as u64 * 8;
        match entry {
            Entry::Value(v) => {
                let (bytes, n) = v.to_le_bytes();
                if out.len() > n {
                    return Err(Error::new(ErrorKind::ReadPastEnd {
                        storage: StorageKind::Implicit,
                        bit: 0,
                        nbits,
                        size: n as u128 * 8,
                    }));
                }
                out.copy_from_slice(&bytes[..out.len()]);
                Ok(())
            }
            Entry::Location(l) => {
                if self.fast_path
                    && location::read_fast(ctx, l, out, self.options.max_read_bytes).is_some()
                {
                    return Ok(());
                }
                let mut budget = Budget::new(self.options.max_read_bytes, nbits);
                location::read_bits(ctx, l, 0, nbits, out, 0, &mut budget).map_err(Error::new)
            }
            Entry::ImplicitPointer(_) => Err(Error::new(ErrorKind::IllFormed(
                "an implicit pointer value cannot be read",
            ))),
        }
    }

    /// The result, when it is the composite being built: the end of the expression
    /// completes it, and it goes straight into the result (its stand-in popped). Separate
    /// from [`Self::finish`] so the result is written by plain stores, not assembled through
    /// the error path's temporaries (a store-forwarding stall).
    #[inline(always)]
    fn built_result(&mut self, kind: ResultKind) -> Option<Entry> {
        match &self.building {
            Some((k, _)) if k + 1 == self.stack.len() && kind != ResultKind::Value => {}
            _ => return None,
        }
        let (_, mut c) = self.building.take()?;
        c.complete();
        self.stack.pop();
        Some(Entry::Location(Location::single(
            Storage::Composite(CompositeRef::Owned(c)),
            0,
        )))
    }

    fn finish<C: Context + ?Sized>(&mut self, ctx: &mut C, kind: ResultKind) -> Step<Entry> {
        if let Some(top) = self.built_result(kind) {
            return Ok(top);
        }
        if self.building.is_some() {
            self.finish_building();
        }
        let Some(mut top) = self.stack.pop() else {
            return match kind {
                ResultKind::Value => Err(ErrorKind::StackUnderflow { needed: 1, has: 0 }.into()),
                _ => Ok(Entry::Location(Location::undefined())),
            };
        };
        if let Entry::Location(l) = &mut top {
            if l.is_incomplete_composite() {
                if let Some(c) = l.composite_mut() {
                    c.complete();
                }
            }
            if kind != ResultKind::Value {
                return Ok(top);
            }
        }
        match kind {
            ResultKind::Unspecified => Ok(top),
            ResultKind::Location => Ok(Entry::Location(self.location_of(ctx, top, 0)?)),
            ResultKind::Value => match top {
                Entry::ImplicitPointer(_) => Ok(top),
                other => Ok(Entry::Value(self.value_of(other)?)),
            },
        }
    }

    fn run<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        expr: &[u8],
        depth: u32,
    ) -> Result<(), Error> {
        let mut pc = 0usize;
        let mut hist = History::new();
        let mut starts = Starts::default();
        let dopts = self.options.decode;
        while let Some(&code) = expr.get(pc) {
            self.ops += 1;
            if self.ops > self.options.max_ops {
                let name = decode(expr, pc, &dopts)
                    .map_or("unknown operation", |(op, _)| op.name_in(dopts.encoding));
                return Err(Error::at(
                    ErrorKind::TooManyOps(self.options.max_ops),
                    name,
                    pc,
                ));
            }
            // Operations on generic values, the bulk of DWARF 5 expressions, run here straight
            // from the opcode byte, on the stack in place; everything else (and every error)
            // is decoded and goes through `step`.
            if let Some(next) = self
                .fast_path
                .then(|| self.fast(ctx, code, expr, pc, &mut starts))
                .flatten()
            {
                hist.record(pc);
                pc = next;
                continue;
            }
            self.spill();
            let (op, next) = decode(expr, pc, &dopts)?;
            let name = || op.name_in(dopts.encoding);
            self.cur = pc as u32;
            let flow = self.step(ctx, expr, op, next, &hist.last3(), depth, &mut starts);
            self.last_reg = match op {
                Op::Reg(r) => Some(u64::from(r)),
                Op::Regx(r) => Some(r),
                _ => None,
            };
            match flow {
                Ok(Flow::Next) => {}
                Ok(Flow::Jump(t)) => {
                    hist.record(pc);
                    pc = t;
                    continue;
                }
                Err(Fail::Kind(k)) => return Err(Error::at(k, name(), pc)),
                Err(Fail::Nested(e)) => return Err(e),
            }
            if self.stack.len() > self.options.max_stack {
                return Err(Error::at(
                    ErrorKind::OutOfRange("stack too deep"),
                    name(),
                    pc,
                ));
            }
            hist.record(pc);
            pc = next;
        }
        Ok(())
    }

    /// The fast path: the operation at `pc` (opcode `code`) applied when it and its operands
    /// are plain generic values (no conversions, no errors, no context), dispatched on the
    /// opcode byte without decoding. Returns the next pc; `None` leaves the operation to
    /// [`Self::step`], which has the full semantics (both agree where this one answers).
    ///
    /// Besides generic-value arithmetic it takes the register and memory operations of the
    /// common DWARF 5 shapes (`DW_OP_reg*`, `DW_OP_breg*` over a 64-bit register, `deref` of
    /// a generic address, a register or implicit bytes, `stack_value` of a generic value),
    /// which need the context. Anything unusual (entry-value mode, narrow registers, per-lane
    /// spaces, typed values, errors) is left to `step`; nothing is changed when it does.
    #[inline(always)]
    fn fast<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        code: u8,
        expr: &[u8],
        pc: usize,
        starts: &mut Starts,
    ) -> Option<usize> {
        // Only the register operations set it (for `DW_OP_entry_value`); `step` overwrites it
        // when this returns `None`.
        self.last_reg = None;
        // Operations that only push (literals, constants, registers, nop) and `piece` leave a
        // composite being built where it is; the rest see it as a real stack entry.
        if self.building.is_some()
            && !matches!(
                code,
                0x08 | 0x0a | 0x0c | 0x0e | 0x10 | 0x30..=0x6f | 0x70..=0x8f | 0x90 | 0x92 | 0x93 | 0x96
            )
        {
            self.spill();
        }
        if matches!(code, 0x06 | 0x50..=0x94 | 0x9f) {
            return self.fast_context(ctx, code, expr, pc);
        }
        if code >= 0xe0 {
            return self.fast_llvm(ctx, code, expr, pc);
        }
        #[inline(always)]
        fn generic(e: &Entry) -> Option<u64> {
            match e {
                Entry::Value(v) if v.ty.is_generic() => Some(v.bits as u64),
                _ => None,
            }
        }
        let max_stack = self.options.max_stack;
        let st = &mut self.stack;
        let n = st.len();
        // Pushes a generic value (the stack limit is `step`'s to report).
        macro_rules! push {
            ($v:expr) => {{
                if n >= max_stack {
                    return None;
                }
                st.push(Entry::Value(Value::generic($v)));
            }};
        }
        // A binary operation on the two top generic values, in place.
        macro_rules! bin {
            (|$a:ident, $b:ident| $e:expr) => {{
                if n < 2 {
                    return None;
                }
                let $b = generic(&st[n - 1])?;
                let $a = generic(&st[n - 2])?;
                let r: u64 = $e;
                st.truncate(n - 1);
                if let Some(Entry::Value(v)) = st.last_mut() {
                    v.bits = u128::from(r);
                }
            }};
        }
        // A unary operation on the top generic value, in place.
        macro_rules! un {
            (|$a:ident| $e:expr) => {{
                match st.last_mut() {
                    Some(Entry::Value(v)) if v.ty.is_generic() => {
                        let $a = v.bits as u64;
                        let r: u64 = $e;
                        v.bits = u128::from(r);
                    }
                    _ => return None,
                }
            }};
        }
        let fixed = |len: usize| -> Option<u64> {
            let b = expr.get(pc + 1..pc + 1 + len)?;
            let mut w = [0u8; 8];
            w[..len].copy_from_slice(b);
            Some(u64::from_le_bytes(w))
        };
        // DWARF 5 on the generic type (value.rs): div, shra and comparisons are signed.
        match code {
            0x30..=0x4f => push!(u64::from(code - 0x30)),
            0x08 => {
                push!(fixed(1)?);
                return Some(pc + 2);
            }
            0x0a => {
                push!(fixed(2)?);
                return Some(pc + 3);
            }
            0x0c => {
                push!(fixed(4)?);
                return Some(pc + 5);
            }
            0x0e => {
                push!(fixed(8)?);
                return Some(pc + 9);
            }
            0x10 | 0x11 | 0x23 => {
                // constu, consts, plus_uconst: one LEB128 operand.
                let mut p = pc + 1;
                let v = if code == 0x11 {
                    fast_sleb(expr, &mut p)?
                } else {
                    fast_uleb(expr, &mut p)?
                };
                if code == 0x23 {
                    match st.last_mut() {
                        Some(Entry::Value(t)) if t.ty.is_generic() => {
                            t.bits = u128::from((t.bits as u64).wrapping_add(v));
                        }
                        _ => return None,
                    }
                } else {
                    push!(v);
                }
                return Some(p);
            }
            0x12 => {
                let v = generic(st.last()?)?;
                push!(v);
            }
            0x13 => {
                generic(st.last()?)?;
                st.pop();
            }
            0x14 if n >= 2 => {
                generic(&st[n - 1])?;
                let v = generic(&st[n - 2])?;
                push!(v);
            }
            0x16 if n >= 2 => {
                generic(&st[n - 1])?;
                generic(&st[n - 2])?;
                st.swap(n - 1, n - 2);
            }
            0x19 => un!(|a| (a as i64).wrapping_abs() as u64),
            0x1a => bin!(|a, b| a & b),
            0x1b => bin!(|a, b| {
                if b == 0 {
                    return None; // `step` reports the division by zero
                }
                (a as i64).wrapping_div(b as i64) as u64
            }),
            0x1c => bin!(|a, b| a.wrapping_sub(b)),
            0x1d => bin!(|a, b| {
                if b == 0 {
                    return None;
                }
                a % b
            }),
            0x1e => bin!(|a, b| a.wrapping_mul(b)),
            0x1f => un!(|a| (a as i64).wrapping_neg() as u64),
            0x20 => un!(|a| !a),
            0x21 => bin!(|a, b| a | b),
            0x22 => bin!(|a, b| a.wrapping_add(b)),
            0x24 => bin!(|a, b| if b >= 64 { 0 } else { a << b }),
            0x25 => bin!(|a, b| if b >= 64 { 0 } else { a >> b }),
            0x26 => bin!(|a, b| ((a as i64) >> b.min(63)) as u64),
            0x27 => bin!(|a, b| a ^ b),
            0x29 => bin!(|a, b| u64::from(a == b)),
            0x2a => bin!(|a, b| u64::from(a as i64 >= b as i64)),
            0x2b => bin!(|a, b| u64::from(a as i64 > b as i64)),
            0x2c => bin!(|a, b| u64::from(a as i64 <= b as i64)),
            0x2d => bin!(|a, b| u64::from((a as i64) < b as i64)),
            0x2e => bin!(|a, b| u64::from(a != b)),
            0x28 | 0x2f => {
                let d = fixed(2)? as u16 as i16;
                let next = pc + 3;
                if code == 0x28 {
                    let v = generic(st.last()?)?;
                    if v == 0 {
                        st.pop();
                        return Some(next);
                    }
                }
                let Flow::Jump(t) =
                    Self::branch(expr, next, d, starts, &self.options.decode).ok()?
                else {
                    return None;
                };
                if code == 0x28 {
                    self.stack.pop();
                }
                return Some(t);
            }
            0x96 => {}
            _ => return None,
        }
        Some(pc + 1)
    }

    /// The context-needing part of [`Self::fast`] (same contract).
    #[inline(always)]
    fn fast_context<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        code: u8,
        expr: &[u8],
        pc: usize,
    ) -> Option<usize> {
        if self.entry_mode {
            return None; // registers are the caller's: `step` asks the context
        }
        let mut p = pc + 1;
        match code {
            // DW_OP_reg*, DW_OP_regx: a register location.
            0x50..=0x6f | 0x90 => {
                let reg = if code == 0x90 {
                    fast_uleb(expr, &mut p)?
                } else {
                    u64::from(code - 0x50)
                };
                location::register_bits(ctx, reg).ok()?;
                if self.stack.len() >= self.options.max_stack {
                    return None;
                }
                // A `DW_OP_piece` right after: the register goes straight into the composite,
                // without a round trip through the stack (the commonest composite, a value
                // over several registers). Two operations, counted as two.
                if expr.get(p) == Some(&0x93) && self.ops < self.options.max_ops {
                    let mut q = p + 1;
                    if let Some(bits) = fast_uleb(expr, &mut q).and_then(|b| b.checked_mul(8)) {
                        if self.fast_register_piece(reg, bits) {
                            self.ops += 1;
                            return Some(q);
                        }
                    }
                }
                self.stack.push(Entry::Location(Location::register(reg)));
                self.last_reg = Some(reg);
            }
            // DW_OP_breg*, DW_OP_bregx over a register of at least 64 bits: a global address.
            0x70..=0x8f | 0x92 => {
                let reg = if code == 0x92 {
                    fast_uleb(expr, &mut p)?
                } else {
                    u64::from(code - 0x70)
                };
                let off = fast_sleb(expr, &mut p)?;
                if self.stack.len() >= self.options.max_stack
                    || location::register_bits(ctx, reg).ok()? < 64
                {
                    return None; // narrower registers record a deviation in `step`
                }
                if self.lane_dword_register(reg) {
                    return None; // upstream clang's lane-less vector registers: `step`
                }
                let mut buf = [0u8; 8];
                self.fast_read(|| ctx.read_register(reg, 0, &mut buf), 64)?;
                let a = u64::from_le_bytes(buf).wrapping_add(off);
                self.stack
                    .push(Entry::Location(Location::memory(AddrSpace::GLOBAL, a)));
            }
            // DW_OP_deref, DW_OP_deref_size: a generic value read from a global address, a
            // register, or implicit bytes.
            0x06 | 0x94 => {
                let size = if code == 0x94 {
                    let s = *expr.get(p)?;
                    p += 1;
                    if s == 0 {
                        return None;
                    }
                    usize::from(s.min(8))
                } else {
                    8
                };
                let mut buf = [0u8; 8];
                let nbits = size as u64 * 8;
                match self.stack.last()? {
                    Entry::Value(v) if v.ty.is_generic() => {
                        let a = v.bits as u64;
                        if a > u64::MAX - 16 {
                            return None;
                        }
                        self.fast_read(
                            || ctx.read_memory(AddrSpace::GLOBAL, a, &mut buf[..size]),
                            nbits,
                        )?;
                    }
                    Entry::Location(l) if l.is_single() => {
                        let off = l.first().bit_offset;
                        if off % 8 != 0 {
                            return None;
                        }
                        match &l.first().storage {
                            Storage::Memory { space, .. }
                                if *space == AddrSpace::GLOBAL
                                    && off / 8 <= u128::from(u64::MAX - 16) =>
                            {
                                let a = (off / 8) as u64;
                                self.fast_read(
                                    || ctx.read_memory(AddrSpace::GLOBAL, a, &mut buf[..size]),
                                    nbits,
                                )?;
                            }
                            Storage::Register(reg) => {
                                let reg = *reg;
                                let bits = location::register_bits(ctx, reg).ok()?;
                                if off + u128::from(nbits) > u128::from(bits) {
                                    return None;
                                }
                                let byte = (off / 8) as u64;
                                self.fast_read(
                                    || ctx.read_register(reg, byte, &mut buf[..size]),
                                    nbits,
                                )?;
                            }
                            Storage::Implicit(b) => {
                                let from = (off / 8) as usize;
                                let src = b.bytes().get(from..from + size)?;
                                buf[..size].copy_from_slice(src);
                            }
                            _ => return None,
                        }
                    }
                    _ => return None,
                }
                if let Some(top) = self.stack.last_mut() {
                    *top = Entry::Value(Value::generic(u64::from_le_bytes(buf)));
                }
            }
            // DW_OP_piece of a location: appended to the composite being built (or an
            // incomplete one) below it, or the first part of a new one, built as a plain value.
            0x93 => {
                let bits = fast_uleb(expr, &mut p)?.checked_mul(8)?;
                let n = self.stack.len();
                let part_ok = match self.stack.last()? {
                    Entry::Location(l) => !l.is_incomplete_composite(),
                    _ => false,
                };
                if !part_ok || self.building.as_ref().is_some_and(|(k, _)| k + 1 == n) {
                    return None; // the top is the composite being built: `step` spills it
                }
                let onto_built = self.building.as_ref().is_some_and(|(k, _)| k + 2 == n);
                if onto_built || (n >= 2 && self.stack[n - 2].is_incomplete()) {
                    let [below, Entry::Location(part)] = &mut self.stack[n - 2..] else {
                        return None;
                    };
                    let c = match (onto_built, &mut self.building, below) {
                        (true, Some((_, c)), _) => &mut **c,
                        (false, _, Entry::Location(below)) => below.unique_composite_mut()?,
                        _ => return None,
                    };
                    if !c.can_push(part) {
                        return None;
                    }
                    let part = std::mem::replace(part, Location::undefined());
                    c.push(part, bits).ok()?;
                    self.stack.truncate(n - 1);
                } else {
                    let Some(Entry::Location(part)) = self.stack.last_mut() else {
                        return None;
                    };
                    if part.depth() >= location::MAX_COMPOSITE_DEPTH {
                        return None;
                    }
                    // The stand-in left on the stack is the undefined location.
                    let part = std::mem::replace(part, Location::undefined());
                    self.spill();
                    let (_, c) = self.building.insert((n - 1, Box::new(Composite::new())));
                    c.push(part, bits).ok()?;
                }
            }
            // DW_OP_stack_value of a generic value: its 8 bytes as implicit storage.
            0x9f => {
                let top = self.stack.last_mut()?;
                match top {
                    Entry::Value(v) if v.ty.is_generic() => {
                        let bytes = (v.bits as u64).to_le_bytes();
                        *top = Entry::Location(Location::implicit(&bytes));
                    }
                    _ => return None,
                }
            }
            _ => return None,
        }
        Some(p)
    }

    /// `DW_OP_reg* R, DW_OP_piece N` for [`Self::fast_context`]: what the two operations do
    /// one after the other, the register location appended to the composite below (being
    /// built, or an incomplete owned one) or starting a new one. `false` (nothing changed)
    /// leaves them to the one-at-a-time paths.
    #[inline(always)]
    fn fast_register_piece(&mut self, reg: u64, bits: u64) -> bool {
        let n = self.stack.len();
        if let Some((k, c)) = &mut self.building {
            if *k + 1 == n {
                return c.push_register(reg, bits).is_ok();
            }
        }
        if let Some(Entry::Location(l)) = self.stack.last_mut() {
            if l.is_incomplete_composite() {
                return l
                    .unique_composite_mut()
                    .is_some_and(|c| c.push_register(reg, bits).is_ok());
            }
        }
        self.spill();
        // The stand-in for the composite being built (see `building`).
        self.stack.push(Entry::Location(Location::undefined()));
        let (_, c) = self.building.insert((n, Box::new(Composite::new())));
        // A register part: no nesting, and the composite is empty, so this cannot fail.
        let _ = c.push_register(reg, bits);
        true
    }

    /// The heterogeneous operations of the fork's common patterns for [`Self::fast`] (same
    /// contract): `DW_OP_LLVM_push_lane`, `DW_OP_LLVM_offset` of a single location by a
    /// generic value, `DW_OP_LLVM_form_aspace_address` of two generic values.
    #[inline(always)]
    fn fast_llvm<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        code: u8,
        expr: &[u8],
        pc: usize,
    ) -> Option<usize> {
        let mut p = pc + 1;
        // The index in the LLVM operation table (`op::LLVM_OPS`): 1 form_aspace_address,
        // 2 push_lane, 3 offset.
        let index = match self.options.decode.encoding {
            Encoding::UserOps if code == crate::op::DW_OP_LLVM_USER => {
                match fast_uleb(expr, &mut p)? {
                    sub @ 2..=4 => sub - 1,
                    _ => return None,
                }
            }
            Encoding::Legacy if (0xe1..=0xe3).contains(&code) => u64::from(code - 0xe0),
            _ => return None,
        };
        let n = self.stack.len();
        let generic = |e: &Entry| match e {
            Entry::Value(v) if v.ty.is_generic() => Some(v.bits as u64),
            _ => None,
        };
        match index {
            1 => {
                if n < 2 {
                    return None;
                }
                let space = generic(&self.stack[n - 1])?;
                let a = generic(&self.stack[n - 2])?;
                let loc = self.form_memory(ctx, space, a).ok()?;
                self.stack.truncate(n - 1);
                self.stack[n - 2] = Entry::Location(loc);
            }
            2 => {
                let lane = ctx.lane()?;
                if lane >= ctx.wave_lanes() || n >= self.options.max_stack {
                    return None;
                }
                self.stack
                    .push(Entry::Value(Value::generic(u64::from(lane))));
            }
            _ => {
                if n < 2 {
                    return None;
                }
                let delta = i128::from(generic(&self.stack[n - 1])? as i64) * 8;
                match &mut self.stack[n - 2] {
                    // A single location is left unchanged when the offset fails.
                    Entry::Location(l) if l.is_single() => l.offset_bits(ctx, delta).ok()?,
                    _ => return None,
                }
                self.stack.truncate(n - 1);
            }
        }
        Some(p)
    }

    /// One read for [`Self::fast_context`] of `nbits` bits (whole bytes, at most 8), charged
    /// to the read budget; `None` (budget untouched) if the budget or the read fails.
    #[inline(always)]
    fn fast_read(
        &mut self,
        read: impl FnOnce() -> Result<(), ContextError>,
        nbits: u64,
    ) -> Option<()> {
        let nbytes = (nbits / 8) as usize;
        let saved = self.budget;
        self.budget.total_bits = nbits;
        if self.budget.take(nbytes).is_err() || read().is_err() {
            self.budget = saved;
            return None;
        }
        Some(())
    }

    /// At the end of an expression: puts the composite being built on the stack, completed
    /// if it is the top.
    fn finish_building(&mut self) {
        if let Some((k, mut c)) = self.building.take() {
            if k + 1 == self.stack.len() {
                c.complete(); // the end of the expression completes the top composite
            }
            self.stack[k] = Entry::Location(Location::single(
                Storage::Composite(CompositeRef::Owned(c)),
                0,
            ));
        }
    }

    /// Puts the composite being built (if any) on the stack, in a `Box`.
    #[inline(always)]
    fn spill(&mut self) {
        if self.building.is_some() {
            self.spill_building();
        }
    }

    #[cold]
    #[inline(never)]
    fn spill_building(&mut self) {
        if let Some((k, c)) = self.building.take() {
            self.stack[k] = Entry::Location(Location::single(
                Storage::Composite(CompositeRef::Owned(c)),
                0,
            ));
        }
    }

    /// Charges `n` composite parts created to this evaluation
    /// ([`MAX_PARTS_PER_EVALUATION`]).
    fn charge_parts(&mut self, n: u64) -> Result<(), ErrorKind> {
        self.parts = self.parts.saturating_add(n);
        if self.parts > MAX_PARTS_PER_EVALUATION {
            return Err(ErrorKind::Budget {
                what: "composite parts created",
                limit: MAX_PARTS_PER_EVALUATION,
            });
        }
        Ok(())
    }

    /// Before stack entry `i` is copied: makes its composites shared, so the copy costs a
    /// pointer, not parts.
    fn share(&mut self, i: usize) {
        if let Entry::Location(l) = &mut self.stack[i] {
            l.share();
        }
    }

    /// Charges `n` bytes copied into implicit storage to this evaluation (at most
    /// [`Options::max_read_bytes`], like the bytes it reads).
    fn charge_bytes(&mut self, n: usize) -> Result<(), ErrorKind> {
        self.bytes = self.bytes.saturating_add(n as u64);
        if self.bytes > self.options.max_read_bytes {
            return Err(ErrorKind::Budget {
                what: "bytes copied into implicit storage",
                limit: self.options.max_read_bytes,
            });
        }
        Ok(())
    }

    fn deviate(&mut self, kind: DeviationKind) {
        if self.deviations.len() < 256 {
            self.deviations.push(Deviation {
                offset: self.cur,
                kind,
            });
        }
    }

    // ---- stack primitives -------------------------------------------------------------

    fn push(&mut self, e: Entry) {
        self.stack.push(e);
    }

    fn pop(&mut self) -> Result<Entry, ErrorKind> {
        self.stack
            .pop()
            .ok_or(ErrorKind::StackUnderflow { needed: 1, has: 0 })
    }

    fn need(&self, n: usize) -> Result<(), ErrorKind> {
        if self.stack.len() < n {
            Err(ErrorKind::StackUnderflow {
                needed: n as u32,
                has: self.stack.len() as u32,
            })
        } else {
            Ok(())
        }
    }

    fn check_complete(&self, from_top: usize) -> Result<(), ErrorKind> {
        let n = self.stack.len();
        for e in &self.stack[n - from_top..] {
            if e.is_incomplete() {
                return Err(ErrorKind::IllFormed(
                    "stack operation on an incomplete composite",
                ));
            }
        }
        Ok(())
    }

    /// The extension's "LD → value" conversion (notes §3.2 item 3).
    fn value_of(&mut self, e: Entry) -> Result<Value, ErrorKind> {
        match e {
            Entry::Value(v) => Ok(v),
            Entry::Location(ref l) => match l.memory_address() {
                Some((AddrSpace::GLOBAL, a)) => Ok(Value::generic(a)),
                _ => Err(wrong("a value", &e)),
            },
            Entry::ImplicitPointer(_) => Err(wrong("a value", &e)),
        }
    }

    fn pop_value(&mut self) -> Result<Value, ErrorKind> {
        let e = self.pop()?;
        self.value_of(e)
    }

    fn pop_integral(&mut self) -> Result<Value, ErrorKind> {
        let v = self.pop_value()?;
        if v.ty.is_float() {
            return Err(ErrorKind::TypeMismatch);
        }
        Ok(v)
    }

    /// The extension's "value → LD" conversions (notes §3.2 items 1 and 2).
    fn location_of<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        e: Entry,
        depth: u32,
    ) -> Step<Location> {
        match e {
            Entry::Location(l) => Ok(l),
            Entry::Value(v) if v.ty.is_generic() => {
                Ok(Location::memory(AddrSpace::GLOBAL, v.as_u64()))
            }
            Entry::Value(v) if v.ty.is_integral() => {
                self.deviate(DeviationKind::NonGenericAddress {
                    byte_size: v.ty.byte_size,
                });
                Ok(Location::memory(AddrSpace::GLOBAL, v.as_u64()))
            }
            Entry::ImplicitPointer(p) if p.space == AddrSpace::GLOBAL => {
                self.resolve_implicit_pointer(ctx, p, depth)
            }
            other => Err(wrong("a location description", &other).into()),
        }
    }

    fn pop_location<C: Context + ?Sized>(&mut self, ctx: &mut C, depth: u32) -> Step<Location> {
        // "If a stack entry is required to be a location description L, but L has an
        // incomplete composite location description, then the DWARF expression is ill-formed"
        // (A.2.5.4.4.7); the operations that build composites look at the top themselves.
        if self.stack.last().is_some_and(Entry::is_incomplete) {
            return Err(ErrorKind::IllFormed(
                "a location description is required, but the entry is an incomplete composite (no DW_OP_LLVM_piece_end)",
            )
            .into());
        }
        let e = self.pop()?;
        self.location_of(ctx, e, depth)
    }

    // ---- helpers for registers and memory ---------------------------------------------

    /// The location of register `reg` in the current frame, or in the caller's frame
    /// inside `DW_OP_entry_value`.
    fn register_location<C: Context + ?Sized>(&mut self, ctx: &mut C, reg: u64) -> Step<Location> {
        if self.entry_mode {
            return Ok(ctx.entry_register(reg)?);
        }
        location::register_bits(ctx, reg)?;
        Ok(Location::register(reg))
    }

    /// The contents `DW_OP_breg*` reads from register `reg`. Upstream clang writes no lane
    /// selection: a vector register there is one 32-bit value per lane, and the producer
    /// means the focused lane's (`bregx v1, bregx v40, plus, …, stack_value`). Read as the
    /// register's first 64 bits, every lane would show lane 0's value.
    fn breg_contents<C: Context + ?Sized>(&mut self, ctx: &mut C, reg: u64) -> Step<u64> {
        let lane = ctx
            .lane()
            .filter(|_| !self.entry_mode && self.lane_dword_register(reg));
        if let Some(lane) = lane {
            self.budget.take(4)?;
            let mut buf = [0u8; 4];
            ctx.read_register(reg, u64::from(lane) * 4, &mut buf)?;
            self.deviate(DeviationKind::VectorRegisterAtLane { reg });
            return Ok(u64::from(u32::from_le_bytes(buf)));
        }
        self.register_address(ctx, reg, 64)
    }

    /// Whether `DW_OP_breg*` of `reg` reads the focused lane's dword ([`Self::breg_contents`]):
    /// a vector register under an upstream-clang convention.
    fn lane_dword_register(&self, reg: u64) -> bool {
        self.options.xderef != XderefConvention::Dwarf5 && location::is_vector_register(reg)
    }

    /// Reads register `reg` from bit 0 as an unsigned integer of up to `bits` bits; a
    /// narrower register is zero-extended (recording a deviation).
    fn register_address<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        reg: u64,
        bits: u32,
    ) -> Step<u64> {
        if !self.entry_mode {
            // The common case, without building a location: one lookup of the register.
            let have = location::register_bits(ctx, reg)?;
            let n = have.min(u64::from(bits));
            if n < u64::from(bits) {
                self.deviate(DeviationKind::NarrowRegisterAddress {
                    reg,
                    bits: have as u32,
                });
            }
            let nbytes = n.div_ceil(8) as usize;
            self.budget.total_bits = n;
            self.budget.take(nbytes)?;
            let mut buf = [0u8; 8];
            ctx.read_register(reg, 0, &mut buf[..nbytes])?;
            if n % 8 != 0 {
                buf[nbytes - 1] &= (1u8 << (n % 8)) - 1;
            }
            return Ok(u64::from_le_bytes(buf));
        }
        let loc = self.register_location(ctx, reg)?;
        let have = match (&loc.first().storage, loc.is_single()) {
            (Storage::Register(r), true) => location::register_bits(ctx, *r)?,
            _ => u64::from(bits),
        };
        let n = have.min(u64::from(bits));
        if n < u64::from(bits) {
            self.deviate(DeviationKind::NarrowRegisterAddress {
                reg,
                bits: have as u32,
            });
        }
        let mut buf = [0u8; 8];
        self.budget.total_bits = n;
        location::read_bits(ctx, &loc, 0, n, &mut buf, 0, &mut self.budget)?;
        Ok(u64::from_le_bytes(buf))
    }

    /// A memory location in `space` at `address` (truncated to the space's address size),
    /// bound to the current lane for per-lane spaces.
    fn form_memory<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        space: u64,
        address: u64,
    ) -> Result<Location, ErrorKind> {
        let bits = AddrSpace::bits_of(space).ok_or(ErrorKind::UnknownAddressSpace(space))?;
        let a = address & (value::mask(bits) as u64);
        let space = AddrSpace(space as u32);
        let lane = match space {
            AddrSpace::PRIVATE_LANE => {
                let lane = ctx
                    .bound_lane()
                    .ok_or(ContextError("private_lane memory needs a lane"))?;
                Some(lane)
            }
            AddrSpace::GENERIC => ctx.bound_lane(),
            _ => None,
        };
        Ok(match lane {
            Some(l) => Location::lane_memory(space, l, a),
            None => Location::memory(space, a),
        })
    }

    /// Reads `ty` from `loc` (`DW_OP_deref_type` and friends), or gives the implicit-pointer
    /// value when all of an implicit pointer's storage is read.
    fn deref<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        loc: &Location,
        ty: BaseType,
        nbits: u32,
    ) -> Step<Entry> {
        if let Storage::ImplicitPointer {
            die,
            byte_offset,
            space,
        } = loc.first().storage
        {
            let bits = space.address_bits().unwrap_or(64);
            if loc.first().bit_offset == 0 && nbits == bits {
                return Ok(Entry::ImplicitPointer(ImplicitPointerValue {
                    die,
                    byte_offset,
                    space,
                }));
            }
        }
        let mut buf = [0u8; 16];
        self.budget.total_bits = u64::from(nbits);
        // The common case: whole bytes from one global-memory location (64-bit space, so any
        // address + 16 bytes is in range unless it wraps).
        if let (Storage::Memory { space, .. }, true) = (&loc.first().storage, loc.is_single()) {
            let off = loc.first().bit_offset;
            let nbytes = (nbits / 8) as usize;
            if *space == AddrSpace::GLOBAL
                && off.is_multiple_of(8)
                && nbits.is_multiple_of(8)
                && (off / 8) as u64 <= u64::MAX - 16
            {
                self.budget.take(nbytes)?;
                ctx.read_memory(AddrSpace::GLOBAL, (off / 8) as u64, &mut buf[..nbytes])?;
                return Ok(Entry::Value(Value::from_le_bytes(ty, &buf)));
            }
        }
        location::read_bits(ctx, loc, 0, u64::from(nbits), &mut buf, 0, &mut self.budget)?;
        Ok(Entry::Value(Value::from_le_bytes(ty, &buf)))
    }

    fn deref_size<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        loc: &Location,
        size: u8,
    ) -> Step<Entry> {
        if size == 0 {
            return Err(ErrorKind::IllFormed("DW_OP_deref_size 0").into());
        }
        let bits = (u32::from(size) * 8).min(64);
        match self.deref(ctx, loc, BaseType::unsigned((bits / 8) as u8), bits)? {
            Entry::Value(v) => Ok(Entry::Value(Value::generic(v.as_u64()))),
            other => Ok(other),
        }
    }

    fn resolve_implicit_pointer<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        p: ImplicitPointerValue,
        depth: u32,
    ) -> Step<Location> {
        let mut loc = match ctx.procedure(DieRef::Info(p.die))? {
            Procedure::Absent => {
                return Err(ErrorKind::IllFormed(
                    "implicit pointer to an object without location or value",
                )
                .into())
            }
            proc => self.procedure_location(ctx, proc, depth)?,
        };
        loc.offset_bits(ctx, i128::from(p.byte_offset) * 8)?;
        Ok(loc)
    }

    /// The location of a DIE evaluated on its own (location lists, implicit pointers).
    fn procedure_location<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        proc: Procedure,
        depth: u32,
    ) -> Step<Location> {
        match proc {
            Procedure::Expression(e) => self.eval_fresh(ctx, &e, depth),
            Procedure::LocationList(list) => {
                let mut out: Option<Location> = None;
                for e in list {
                    let l = self.eval_fresh(ctx, &e, depth)?;
                    out = Some(match out {
                        Some(o) => o.union(l),
                        None => l,
                    });
                }
                Ok(out.unwrap_or_else(Location::undefined))
            }
            // Shared with the context, not copied: repeated calls materialise nothing.
            Procedure::ConstValue(b) => Ok(Location::single(
                Storage::Implicit(location::Implicit::shared(b)),
                0,
            )),
            Procedure::Absent => Ok(Location::undefined()),
        }
    }

    /// Runs `expr` on a fresh stack with result kind location, then restores the stack.
    fn eval_fresh<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        expr: &[u8],
        depth: u32,
    ) -> Step<Location> {
        if depth + 1 > self.options.max_call_depth {
            return Err(ErrorKind::CallDepth(self.options.max_call_depth).into());
        }
        self.spill();
        let saved = std::mem::take(&mut self.stack);
        let r = self
            .run(ctx, expr, depth + 1)
            .map_err(Fail::Nested)
            .and_then(|()| self.finish(ctx, ResultKind::Location));
        self.building = None; // left by a failed nested evaluation: it belongs to that stack
        self.stack = saved;
        match r? {
            Entry::Location(l) => Ok(l),
            other => Err(wrong("a location description", &other).into()),
        }
    }

    fn branch(
        expr: &[u8],
        next: usize,
        d: i16,
        starts: &mut Starts,
        o: &DecodeOptions,
    ) -> Result<Flow, ErrorKind> {
        let t = next as i64 + i64::from(d);
        if t < 0 || t as usize > expr.len() {
            return Err(ErrorKind::BranchOutOfRange(t));
        }
        let t = t as usize;
        if t == expr.len() {
            return Ok(Flow::Jump(t));
        }
        if !starts.is_start(expr, t, o) {
            return Err(ErrorKind::BranchOutOfRange(t as i64));
        }
        Ok(Flow::Jump(t))
    }

    // ---- composites -------------------------------------------------------------------

    fn piece<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        bits: u64,
        bit_offset: Option<u64>,
        depth: u32,
    ) -> Step<()> {
        match self.stack.last_mut() {
            None => {
                let mut c = Composite::new();
                c.push(Location::undefined(), bits)?;
                self.push(Entry::Location(Location::single(
                    Storage::Composite(c.into()),
                    0,
                )));
            }
            Some(Entry::Location(l)) if l.is_incomplete_composite() => {
                if let Some(c) = l.composite_mut() {
                    c.push(Location::undefined(), bits)?;
                }
            }
            Some(_) => {
                let mut part = self.pop_location(ctx, depth)?;
                if let Some(b) = bit_offset {
                    part.offset_bits(ctx, i128::from(b))?;
                }
                match self.stack.last_mut() {
                    Some(Entry::Location(l)) if l.is_incomplete_composite() => {
                        if let Some(c) = l.composite_mut() {
                            c.push(part, bits)?;
                        }
                    }
                    _ => {
                        let mut c = Composite::new();
                        c.push(part, bits)?;
                        self.push(Entry::Location(Location::single(
                            Storage::Composite(c.into()),
                            0,
                        )));
                    }
                }
            }
        }
        Ok(())
    }

    fn overlay<C: Context + ?Sized>(&mut self, ctx: &mut C, scale: u32, depth: u32) -> Step<()> {
        self.need(4)?;
        let size = self.pop_integral()?;
        let off = self.pop_integral()?;
        let (bs, bo) = (size.as_i128(), off.as_i128());
        if bs < 0 || bo < 0 {
            return Err(ErrorKind::IllFormed("negative overlay offset or size").into());
        }
        let bs = (bs as u128)
            .checked_mul(u128::from(scale))
            .ok_or(ErrorKind::BadOperand)?;
        let bo = (bo as u128)
            .checked_mul(u128::from(scale))
            .ok_or(ErrorKind::BadOperand)?;
        let ol = self.pop_location(ctx, depth)?;
        let mut bl = self.pop_location(ctx, depth)?;
        // Up to three parts; the base location appears twice, shared.
        self.charge_parts(3)?;
        bl.share();
        let rbss = bl.remaining_bits(ctx)?.unwrap_or(u128::from(u64::MAX));
        let end = bo.checked_add(bs).ok_or(ErrorKind::BadOperand)?;
        if end > rbss {
            return Err(ErrorKind::IllFormed("overlay extends past the base location").into());
        }
        let clamp = |b: u128| b.min(u128::from(u64::MAX)) as u64;
        let result = if bs == 0 {
            bl
        } else if bo == 0 && bs == rbss {
            ol
        } else {
            let mut c = Composite::new();
            if bo > 0 {
                c.push(bl.clone(), clamp(bo))?;
            }
            c.push(ol, clamp(bs))?;
            if end < rbss {
                let mut rest = bl;
                rest.offset_bits(ctx, end as i128)?;
                c.push(rest, clamp(rbss - end))?;
            }
            c.complete();
            Location::single(Storage::Composite(c.into()), 0)
        };
        self.push(Entry::Location(result));
        Ok(())
    }

    // ---- the upstream clang convention --------------------------------------------------

    /// `…, litN, swap, xderef` under an upstream-clang convention: the location the producer
    /// meant. `None` when the pattern does not match (the standard semantics apply).
    fn upstream_xderef<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        expr: &[u8],
        next: usize,
        hist: &[usize; 3],
    ) -> Step<Option<Flow>> {
        let o = self.options.decode;
        let prev =
            |i: usize| -> Option<Op<'_>> { decode(expr, hist[i], &o).ok().map(|(op, _)| op) };
        // One-byte operations (`DW_OP_swap` 0x16, `DW_OP_lit0`–`lit31` 0x30–0x4f,
        // `DW_OP_stack_value` 0x9f) are told by their byte, without decoding: this runs at
        // every upstream clang variable read.
        let byte = |at: usize| expr.get(at).copied();
        if byte(hist[0]) != Some(0x16) {
            return Ok(None);
        }
        let class = match byte(hist[1]) {
            Some(lit @ 0x30..=0x4f) => u64::from(lit - 0x30),
            _ => match prev(1) {
                Some(Op::Const(
                    ConstForm::U | ConstForm::U1 | ConstForm::U2 | ConstForm::U4 | ConstForm::U8,
                    v,
                )) => v,
                _ => return Ok(None),
            },
        };
        let space = match (self.options.xderef, class) {
            (XderefConvention::UpstreamClangLegacyClasses, 1) => AddrSpace::PRIVATE_LANE,
            (XderefConvention::UpstreamClangLegacyClasses, 2) => AddrSpace::LOCAL,
            (XderefConvention::UpstreamClang22, c) if AddrSpace::bits_of(c).is_some() => {
                AddrSpace(c as u32)
            }
            _ => return Ok(None),
        };
        self.need(2)?;
        let a = self.pop()?;
        let _class_entry = self.pop()?;
        let then_stack_value = byte(next) == Some(0x9f);
        if then_stack_value {
            let v = self.value_of(a)?;
            self.push(Entry::Value(v));
            self.deviate(DeviationKind::XderefOnValue { class });
            return Ok(Some(Flow::Next));
        }
        let reg = match prev(2) {
            Some(Op::Bregx(r, 0)) => Some(r),
            Some(Op::Breg(r, 0)) => Some(u64::from(r)),
            _ => None,
        };
        if let Some(reg) = reg {
            let mut loc = self.register_location(ctx, reg)?;
            if location::is_vector_register(reg) {
                let lane = ctx
                    .lane()
                    .ok_or(ContextError("a vector register's lane needs a lane"))?;
                loc.offset_bits(ctx, i128::from(lane) * 32)?;
            }
            self.push(Entry::Location(loc));
            self.deviate(DeviationKind::XderefOnRegister { class, reg });
            return Ok(Some(Flow::Next));
        }
        let loc = match a {
            // Already a location in that space: the frame-base conventions gave it. A generic
            // class (clang-22's HIP locals) names the pointer's space, not the frame's: a
            // frame slot stays where `DW_OP_fbreg` put it.
            Entry::Location(l)
                if l.memory_address()
                    .is_some_and(|(s, _)| s == space || space == AddrSpace::GENERIC) =>
            {
                l
            }
            a => {
                let v = self.value_of(a)?;
                self.form_memory(ctx, u64::from(space.0), v.as_u64())?
            }
        };
        self.push(Entry::Location(loc));
        self.deviate(DeviationKind::XderefAddressClass { class, space });
        Ok(Some(Flow::Next))
    }

    // ---- address-space conversion (AMDGPUUsage "Base Type Conversions") -----------------

    fn convert_address<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        v: u64,
        from: AddrSpace,
        to: AddrSpace,
    ) -> Result<u64, ErrorKind> {
        const NO: ErrorKind =
            ErrorKind::OutOfRange("the address is not in the target address space");
        let lanes = ctx.wave_lanes();
        let lane = || {
            ctx.lane().ok_or(ErrorKind::Context(ContextError(
                "conversion to private_lane needs a lane",
            )))
        };
        let apertures = ctx.apertures().ok_or(ErrorKind::Context(ContextError(
            "no apertures in this context",
        )));
        match (from, to) {
            (AddrSpace::GENERIC, AddrSpace::GLOBAL) => {
                match ctx.apertures().map(|a| a.classify_generic(v)) {
                    None | Some((AddressSpace::Global, _)) => Ok(v),
                    _ => Err(NO),
                }
            }
            (AddrSpace::GENERIC, AddrSpace::LOCAL) => match apertures?.classify_generic(v) {
                (AddressSpace::Local, a) => Ok(a),
                _ => Err(NO),
            },
            (AddrSpace::GENERIC, AddrSpace::PRIVATE_LANE) => match apertures?.classify_generic(v) {
                (AddressSpace::PrivateLane, a) => {
                    lane()?;
                    Ok(a)
                }
                _ => Err(NO),
            },
            (AddrSpace::GENERIC, AddrSpace::PRIVATE_WAVE) => match apertures?.classify_generic(v) {
                (AddressSpace::PrivateLane, a) => location::swizzle(a, lane()?, lanes),
                _ => Err(NO),
            },
            (AddrSpace::GLOBAL, AddrSpace::GENERIC) => Ok(v),
            (AddrSpace::LOCAL, AddrSpace::GENERIC) => {
                Ok(apertures?.local_base.wrapping_add(v & 0xffff_ffff))
            }
            (AddrSpace::PRIVATE_LANE, AddrSpace::GENERIC) => {
                Ok(apertures?.private_base.wrapping_add(v & 0xffff_ffff))
            }
            (AddrSpace::PRIVATE_LANE, AddrSpace::PRIVATE_WAVE) => {
                location::swizzle(v & 0xffff_ffff, lane()?, lanes)
            }
            (AddrSpace::PRIVATE_WAVE, AddrSpace::PRIVATE_LANE | AddrSpace::GENERIC) => {
                let (l, a) = location::unswizzle(v & 0xffff_ffff, lanes)?;
                if l != lane()? {
                    return Err(ErrorKind::OutOfRange(
                        "the private_wave address belongs to another lane",
                    ));
                }
                if to == AddrSpace::GENERIC {
                    Ok(apertures?.private_base.wrapping_add(a))
                } else {
                    Ok(a)
                }
            }
            _ => Err(ErrorKind::IllFormed(
                "no AMDGPU conversion between these address spaces",
            )),
        }
    }

    // ---- the operations -----------------------------------------------------------------

    #[allow(clippy::too_many_arguments)]
    fn step<C: Context + ?Sized>(
        &mut self,
        ctx: &mut C,
        expr: &[u8],
        op: Op<'_>,
        next: usize,
        hist: &[usize; 3],
        depth: u32,
        starts: &mut Starts,
    ) -> Step<Flow> {
        let bin = |s: &mut Self, op: BinOp| -> Step<Flow> {
            s.need(2)?;
            let b = s.pop_value()?;
            let a = s.pop_value()?;
            s.push(Entry::Value(value::binary(op, a, b)?));
            Ok(Flow::Next)
        };
        let un = |s: &mut Self, op: UnOp| -> Step<Flow> {
            let a = s.pop_value()?;
            s.push(Entry::Value(value::unary(op, a)?));
            Ok(Flow::Next)
        };
        match op {
            // Literals (A.2.5.4.3.1): the generic type.
            Op::Lit(n) => self.push(Entry::Value(Value::generic(u64::from(n)))),
            Op::Const(_, v) => self.push(Entry::Value(Value::generic(v))),
            Op::Constx(i) => {
                let v = ctx.debug_addr(i)?;
                self.push(Entry::Value(Value::generic(v)));
            }
            Op::ConstType { ty, bytes } => {
                let t = generic_type(ctx, ty)?;
                if bytes.len() != usize::from(t.byte_size) {
                    return Err(ErrorKind::IllFormed(
                        "DW_OP_const_type size does not match the type",
                    )
                    .into());
                }
                self.push(Entry::Value(Value::from_le_bytes(t, bytes)));
            }
            Op::PushLane => {
                let lane = ctx.lane().ok_or(ContextError("no lane in this context"))?;
                if lane >= ctx.wave_lanes() {
                    return Err(ErrorKind::OutOfRange("lane outside the wave").into());
                }
                self.push(Entry::Value(Value::generic(u64::from(lane))));
            }
            Op::PushIteration => {
                let it = ctx
                    .iteration()
                    .ok_or(ContextError("no loop iteration in this context"))?;
                self.push(Entry::Value(Value::generic(it)));
            }

            // Stack operations: values and locations alike.
            Op::Dup => {
                self.need(1)?;
                self.check_complete(1)?;
                self.share(self.stack.len() - 1);
                let e = self.stack[self.stack.len() - 1].clone();
                self.push(e);
            }
            Op::Drop => {
                self.need(1)?;
                self.check_complete(1)?;
                self.pop()?;
            }
            Op::Over => {
                self.need(2)?;
                self.check_complete(2)?;
                self.share(self.stack.len() - 2);
                let e = self.stack[self.stack.len() - 2].clone();
                self.push(e);
            }
            Op::Pick(i) => {
                let i = usize::from(i);
                self.need(i + 1)?;
                let idx = self.stack.len() - 1 - i;
                if self.stack[idx].is_incomplete() {
                    return Err(
                        ErrorKind::IllFormed("stack operation on an incomplete composite").into(),
                    );
                }
                self.share(idx);
                let e = self.stack[idx].clone();
                self.push(e);
            }
            Op::Swap => {
                self.need(2)?;
                self.check_complete(2)?;
                let n = self.stack.len();
                self.stack.swap(n - 1, n - 2);
            }
            Op::Rot => {
                self.need(3)?;
                self.check_complete(3)?;
                let n = self.stack.len();
                self.stack[n - 3..].rotate_right(1);
            }

            // Arithmetic and logic (DWARF 5 §2.5.1.4): values only.
            Op::Abs => return un(self, UnOp::Abs),
            Op::Neg => return un(self, UnOp::Neg),
            Op::Not => return un(self, UnOp::Not),
            Op::And => return bin(self, BinOp::And),
            Op::Div => return bin(self, BinOp::Div),
            Op::Minus => return bin(self, BinOp::Minus),
            Op::Mod => return bin(self, BinOp::Mod),
            Op::Mul => return bin(self, BinOp::Mul),
            Op::Or => return bin(self, BinOp::Or),
            Op::Plus => return bin(self, BinOp::Plus),
            Op::Shl => return bin(self, BinOp::Shl),
            Op::Shr => return bin(self, BinOp::Shr),
            Op::Shra => return bin(self, BinOp::Shra),
            Op::Xor => return bin(self, BinOp::Xor),
            Op::Eq => return bin(self, BinOp::Eq),
            Op::Ge => return bin(self, BinOp::Ge),
            Op::Gt => return bin(self, BinOp::Gt),
            Op::Le => return bin(self, BinOp::Le),
            Op::Lt => return bin(self, BinOp::Lt),
            Op::Ne => return bin(self, BinOp::Ne),
            Op::PlusUconst(n) => {
                let a = self.pop_integral()?;
                let b = Value::new(a.ty, u128::from(n));
                self.push(Entry::Value(value::binary(BinOp::Plus, a, b)?));
            }
            Op::Convert(t) => {
                let v = self.pop_value()?;
                let to = generic_type(ctx, t)?;
                let r = if v.ty.encoding == ate::ADDRESS
                    && to.encoding == ate::ADDRESS
                    && v.ty.address_space.unwrap_or(0) != to.address_space.unwrap_or(0)
                {
                    let from = AddrSpace(v.ty.address_space.unwrap_or(0));
                    let dest = AddrSpace(to.address_space.unwrap_or(0));
                    Value::new(
                        to,
                        u128::from(self.convert_address(ctx, v.as_u64(), from, dest)?),
                    )
                } else {
                    value::convert(v, to)?
                };
                self.push(Entry::Value(r));
            }
            Op::Reinterpret(t) => {
                let v = self.pop_value()?;
                let to = generic_type(ctx, t)?;
                self.push(Entry::Value(value::reinterpret(v, to)?));
            }

            // Control flow.
            Op::Skip(d) => return Ok(Self::branch(expr, next, d, starts, &self.options.decode)?),
            Op::Bra(d) => {
                let v = self.pop_value()?;
                if v.is_true() {
                    return Ok(Self::branch(expr, next, d, starts, &self.options.decode)?);
                }
            }
            Op::Nop | Op::LlvmNop => {}

            // Memory locations (A.2.5.4.4.3).
            Op::Addr(a) => {
                let a = ctx.relocate(a)?;
                self.push(Entry::Location(Location::memory(AddrSpace::GLOBAL, a)));
            }
            Op::Addrx(i) => {
                let a = ctx.debug_addr(i)?;
                self.push(Entry::Location(Location::memory(AddrSpace::GLOBAL, a)));
            }
            Op::FormAspaceAddress => {
                self.need(2)?;
                let space = self.pop_integral()?.as_u64();
                let a = self.pop()?;
                let loc = match a {
                    Entry::ImplicitPointer(p) if u64::from(p.space.0) == space => {
                        self.resolve_implicit_pointer(ctx, p, depth)?
                    }
                    other => {
                        let v = self.value_of(other)?;
                        if v.ty.is_float() {
                            return Err(ErrorKind::TypeMismatch.into());
                        }
                        self.form_memory(ctx, space, v.as_u64())?
                    }
                };
                self.push(Entry::Location(loc));
            }
            Op::FormTlsAddress => {
                let v = self.pop_integral()?;
                let loc = ctx.tls_address(v.as_u64())?;
                self.push(Entry::Location(loc));
            }
            Op::CallFrameCfa => {
                let l = ctx.cfa()?;
                self.push(Entry::Location(l));
            }
            Op::Fbreg(off) => {
                let mut fb = ctx.frame_base()?;
                if let (Storage::Register(r), true, 0) =
                    (&fb.first().storage, fb.is_single(), fb.first().bit_offset)
                {
                    let r = *r;
                    fb = match self.options.frame_base {
                        FrameBaseConvention::Dwarf5 => {
                            let a = self.register_address(ctx, r, 64)?;
                            Location::memory(AddrSpace::GLOBAL, a)
                        }
                        FrameBaseConvention::WaveScaled => {
                            let a = self.register_address(ctx, r, 32)?;
                            let shift = ctx.wave_lanes().trailing_zeros();
                            self.deviate(DeviationKind::WaveScaledFrameBase { reg: r, shift });
                            self.form_memory(ctx, u64::from(AddrSpace::PRIVATE_LANE.0), a >> shift)?
                        }
                        FrameBaseConvention::PerLane => {
                            let a = self.register_address(ctx, r, 32)?;
                            self.deviate(DeviationKind::PerLaneFrameBase { reg: r });
                            self.form_memory(ctx, u64::from(AddrSpace::PRIVATE_LANE.0), a)?
                        }
                    };
                }
                fb.offset_bits(ctx, i128::from(off) * 8)?;
                self.push(Entry::Location(fb));
            }
            Op::Breg(r, off) => {
                let a = self.breg_contents(ctx, u64::from(r))?;
                self.push(Entry::Location(Location::memory(
                    AddrSpace::GLOBAL,
                    a.wrapping_add(off as u64),
                )));
            }
            Op::Bregx(r, off) => {
                let a = self.breg_contents(ctx, r)?;
                self.push(Entry::Location(Location::memory(
                    AddrSpace::GLOBAL,
                    a.wrapping_add(off as u64),
                )));
            }
            Op::AspaceBregx { reg, offset } => {
                let space = self.pop_integral()?.as_u64();
                let bits =
                    AddrSpace::bits_of(space).ok_or(ErrorKind::UnknownAddressSpace(space))?;
                // The register is read "as if a DW_OP_regval_type R, DR operation was performed
                // where DR is ... an unsigned integral base type of size S bits" (A.2.5.4.4.3,
                // DW_OP_breg<N>, which DW_OP_LLVM_aspace_bregx follows), and regval_type cannot
                // read more bits than the register has. Plain bregs stay lenient (a recorded
                // deviation): upstream producers use them on 32-bit registers.
                if !self.entry_mode {
                    let have = location::register_bits(ctx, reg)?;
                    if have < u64::from(bits) {
                        return Err(ErrorKind::IllFormed(
                            "DW_OP_LLVM_aspace_bregx: the register is narrower than the address space's addresses",
                        )
                        .into());
                    }
                }
                let a = self.register_address(ctx, reg, bits)?;
                let loc = self.form_memory(ctx, space, a.wrapping_add(offset as u64))?;
                self.push(Entry::Location(loc));
            }

            // Register locations (A.2.5.4.4.4).
            Op::Reg(r) => {
                let l = self.register_location(ctx, u64::from(r))?;
                self.push(Entry::Location(l));
            }
            Op::Regx(r) => {
                let l = self.register_location(ctx, r)?;
                self.push(Entry::Location(l));
            }
            Op::CallFrameEntryReg(r) => {
                let l = ctx.entry_register(r)?;
                self.push(Entry::Location(l));
            }
            Op::RegvalType { reg, ty } => {
                let t = generic_type(ctx, ty)?;
                let l = self.register_location(ctx, reg)?;
                let v = self.deref(ctx, &l, t, t.bits())?;
                self.push(v);
            }

            // Dereferencing.
            Op::Deref => {
                let l = self.pop_location(ctx, depth)?;
                let v = self.deref(ctx, &l, BaseType::GENERIC, 64)?;
                self.push(v);
            }
            Op::DerefSize(s) => {
                let l = self.pop_location(ctx, depth)?;
                let v = self.deref_size(ctx, &l, s)?;
                self.push(v);
            }
            Op::DerefType { size, ty } => {
                let t = generic_type(ctx, ty)?;
                if size != t.byte_size {
                    return Err(ErrorKind::IllFormed(
                        "DW_OP_deref_type size does not match the type",
                    )
                    .into());
                }
                let l = self.pop_location(ctx, depth)?;
                let v = self.deref(ctx, &l, t, t.bits())?;
                self.push(v);
            }
            Op::Xderef | Op::XderefSize(_) | Op::XderefType { .. } => {
                if op == Op::Xderef && self.options.xderef != XderefConvention::Dwarf5 {
                    if let Some(flow) = self.upstream_xderef(ctx, expr, next, hist)? {
                        return Ok(flow);
                    }
                }
                self.need(2)?;
                let a = self.pop_integral()?;
                let space = self.pop_integral()?;
                let l = self.form_memory(ctx, space.as_u64(), a.as_u64())?;
                let v = match op {
                    Op::XderefSize(s) => self.deref_size(ctx, &l, s)?,
                    Op::XderefType { size, ty } => {
                        let t = generic_type(ctx, ty)?;
                        if size != t.byte_size {
                            return Err(ErrorKind::IllFormed(
                                "DW_OP_xderef_type size does not match the type",
                            )
                            .into());
                        }
                        self.deref(ctx, &l, t, t.bits())?
                    }
                    _ => self.deref(ctx, &l, BaseType::GENERIC, 64)?,
                };
                self.push(v);
            }

            // Offsets (A.2.5.4.4.1).
            Op::Offset | Op::BitOffset => {
                self.need(2)?;
                let b = self.pop_integral()?.as_i128();
                let mut l = self.pop_location(ctx, depth)?;
                let delta = if op == Op::Offset {
                    b.checked_mul(8).ok_or(ErrorKind::BadOperand)?
                } else {
                    b
                };
                l.offset_bits(ctx, delta)?;
                self.push(Entry::Location(l));
            }
            Op::OffsetUconst(b) => {
                let mut l = self.pop_location(ctx, depth)?;
                l.offset_bits(ctx, i128::from(b) * 8)?;
                self.push(Entry::Location(l));
            }
            Op::PushObjectAddress => {
                let l = ctx.object_address()?;
                self.push(Entry::Location(l));
            }

            // Undefined and implicit locations.
            Op::Undefined => self.push(Entry::Location(Location::undefined())),
            Op::ImplicitValue(b) => {
                // Past 16 bytes the value is copied to the heap (`Implicit::Shared`).
                if b.len() > 16 {
                    self.charge_bytes(b.len())?;
                }
                self.push(Entry::Location(Location::implicit(b)));
            }
            Op::StackValue => {
                let e = self.pop()?;
                let l = match e {
                    Entry::ImplicitPointer(p) => Location::single(
                        Storage::ImplicitPointer {
                            die: p.die,
                            byte_offset: p.byte_offset,
                            space: p.space,
                        },
                        0,
                    ),
                    other => {
                        let v = self.value_of(other)?;
                        let (bytes, n) = v.to_le_bytes();
                        Location::implicit(&bytes[..n])
                    }
                };
                self.push(Entry::Location(l));
            }
            Op::ImplicitPointer { die, offset } => self.push(Entry::Location(Location::single(
                Storage::ImplicitPointer {
                    die,
                    byte_offset: offset,
                    space: AddrSpace::GLOBAL,
                },
                0,
            ))),
            Op::AspaceImplicitPointer { die, offset } => {
                let space = self.pop_integral()?.as_u64();
                if AddrSpace::bits_of(space).is_none() {
                    return Err(ErrorKind::UnknownAddressSpace(space).into());
                }
                self.push(Entry::Location(Location::single(
                    Storage::ImplicitPointer {
                        die,
                        byte_offset: offset,
                        space: AddrSpace(space as u32),
                    },
                    0,
                )));
            }

            // Composites (A.2.5.4.4.6).
            Op::Piece(n) => {
                let bits = n.checked_mul(8).ok_or(ErrorKind::BadOperand)?;
                self.piece(ctx, bits, None, depth)?;
            }
            Op::BitPiece { size, offset } => self.piece(ctx, size, Some(offset), depth)?,
            Op::PieceEnd => match self.stack.last_mut() {
                Some(Entry::Location(l)) if l.is_incomplete_composite() => {
                    if let Some(c) = l.composite_mut() {
                        c.complete();
                    }
                }
                _ => {
                    return Err(ErrorKind::IllFormed(
                        "DW_OP_LLVM_piece_end without an incomplete composite",
                    )
                    .into())
                }
            },
            Op::Extend { bits, count } => {
                if bits == 0 || count == 0 {
                    return Err(ErrorKind::IllFormed(
                        "DW_OP_LLVM_extend with a zero size or count",
                    )
                    .into());
                }
                if count > location::MAX_COMPOSITE_PARTS as u64 {
                    return Err(ErrorKind::CompositeTooLarge.into());
                }
                self.charge_parts(count)?;
                let mut part = self.pop_location(ctx, depth)?;
                // `count` copies of the part: shared, so nesting adds parts, not multiplies.
                part.share();
                let mut c = Composite::new();
                for _ in 0..count {
                    c.push(part.clone(), bits)?;
                }
                c.complete();
                self.push(Entry::Location(Location::single(
                    Storage::Composite(c.into()),
                    0,
                )));
            }
            Op::SelectBitPiece { bits, count } => {
                if bits == 0 || count == 0 {
                    return Err(ErrorKind::IllFormed(
                        "DW_OP_LLVM_select_bit_piece with a zero size or count",
                    )
                    .into());
                }
                self.need(3)?;
                let mask = self.pop_integral()?;
                if u64::from(mask.ty.bits()) < count {
                    return Err(ErrorKind::IllFormed(
                        "DW_OP_LLVM_select_bit_piece mask has fewer bits than the count",
                    )
                    .into());
                }
                self.charge_parts(count)?;
                let mut one = self.pop_location(ctx, depth)?;
                let mut zero = self.pop_location(ctx, depth)?;
                one.share();
                zero.share();
                let mut c = Composite::new();
                for n in 0..count {
                    let mut part = if (mask.bits >> n) & 1 == 1 {
                        one.clone()
                    } else {
                        zero.clone()
                    };
                    part.offset_bits(ctx, i128::from(n) * i128::from(bits))?;
                    c.push(part, bits)?;
                }
                c.complete();
                self.push(Entry::Location(Location::single(
                    Storage::Composite(c.into()),
                    0,
                )));
            }
            Op::Overlay => self.overlay(ctx, 8, depth)?,
            Op::BitOverlay => self.overlay(ctx, 1, depth)?,

            // DWARF procedures and the caller's frame.
            Op::Call2(_) | Op::Call4(_) | Op::CallRef(_) => {
                let die = match op {
                    Op::Call2(d) => DieRef::Unit(u64::from(d)),
                    Op::Call4(d) => DieRef::Unit(u64::from(d)),
                    Op::CallRef(d) => DieRef::Info(d),
                    _ => DieRef::Unit(0),
                };
                if depth + 1 > self.options.max_call_depth {
                    return Err(ErrorKind::CallDepth(self.options.max_call_depth).into());
                }
                match ctx.procedure(die)? {
                    Procedure::Expression(e) => self.run(ctx, &e, depth + 1)?,
                    Procedure::Absent => {}
                    other => {
                        let l = self.procedure_location(ctx, other, depth)?;
                        self.push(Entry::Location(l));
                    }
                }
            }
            Op::EntryValue(block) => {
                if depth + 1 > self.options.max_call_depth {
                    return Err(ErrorKind::CallDepth(self.options.max_call_depth).into());
                }
                self.spill();
                let saved = std::mem::take(&mut self.stack);
                let was = std::mem::replace(&mut self.entry_mode, true);
                let r = self.run(ctx, block, depth + 1);
                self.entry_mode = was;
                let last_reg = self.last_reg;
                self.spill();
                let top = self.stack.pop();
                self.stack = saved;
                r?;
                let v = match (top, last_reg) {
                    (None, _) => {
                        return Err(ErrorKind::IllFormed(
                            "DW_OP_entry_value expression left an empty stack",
                        )
                        .into())
                    }
                    (Some(Entry::Location(l)), Some(reg)) => {
                        let bits = location::register_bits(ctx, reg)?;
                        if bits > 128 {
                            return Err(ErrorKind::UnsupportedType((bits / 8) as u32).into());
                        }
                        let ty = if bits == 64 {
                            BaseType::GENERIC
                        } else {
                            BaseType::unsigned((bits / 8) as u8)
                        };
                        self.deref(ctx, &l, ty, bits as u32)?
                    }
                    (Some(other), _) => Entry::Value(self.value_of(other)?),
                };
                self.push(v);
            }
        }
        Ok(Flow::Next)
    }
}
