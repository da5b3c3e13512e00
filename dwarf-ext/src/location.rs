//! The location-description model (extension A.2.5.3 and the "Location Description
//! Operations" of A.2.5.4.4; notes `dwarf-ext.md` §3).
//!
//! A [`Location`] is one or more [`Single`] location descriptions, all holding the same bits;
//! a single one is a [`Storage`] and a bit offset into it. Storage is memory of one address
//! space (per-lane spaces bound to the lane that created the location), a register, implicit
//! bytes, an implicit pointer, undefined, or a [`Composite`] of parts. Bit offsets are `u128`
//! because a 64-bit address space holds 2^67 bits.
//!
//! Reading follows composites into their parts, swizzles `private_lane` bytes into the
//! wave's `private_wave` backing store, resolves `generic` addresses through the apertures,
//! and fails on undefined bits with the position of the first one.

use std::fmt;
use std::sync::Arc;

use amdgpu::{AddressSpace, WaveSize};

use crate::aspace::AddrSpace;
use crate::context::Context;
use crate::error::{ErrorKind, StorageKind};

/// Implicit storage bytes: inline for values of up to 16 bytes (`DW_OP_stack_value`), shared
/// otherwise (`DW_OP_implicit_value`, `DW_AT_const_value`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Implicit {
    /// Up to 16 bytes, stored in place.
    Inline {
        /// Number of bytes used.
        len: u8,
        /// The bytes (the first `len`).
        bytes: [u8; 16],
    },
    /// Any number of bytes.
    Shared(Arc<[u8]>),
}

impl Implicit {
    /// Implicit storage holding `bytes`.
    pub fn new(bytes: &[u8]) -> Implicit {
        if bytes.len() <= 16 {
            let mut b = [0u8; 16];
            b[..bytes.len()].copy_from_slice(bytes);
            Implicit::Inline {
                len: bytes.len() as u8,
                bytes: b,
            }
        } else {
            Implicit::Shared(bytes.into())
        }
    }

    /// Implicit storage holding `bytes`, shared rather than copied when they do not fit in
    /// place.
    pub fn shared(bytes: Arc<[u8]>) -> Implicit {
        if bytes.len() <= 16 {
            Implicit::new(&bytes)
        } else {
            Implicit::Shared(bytes)
        }
    }

    /// The bytes.
    pub fn bytes(&self) -> &[u8] {
        match self {
            Implicit::Inline { len, bytes } => &bytes[..usize::from(*len).min(16)],
            Implicit::Shared(b) => b,
        }
    }
}

/// The storage a single location description points into.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Storage {
    /// Memory of an address space. Per-lane spaces (`private_lane`, and `generic` when it
    /// resolves into the private aperture) are bound to the lane current when the location
    /// was created.
    Memory {
        /// The address space.
        space: AddrSpace,
        /// The lane whose private memory this is, when bound.
        lane: Option<u32>,
    },
    /// A register, by DWARF number.
    Register(u64),
    /// Read-only bytes.
    Implicit(Implicit),
    /// The storage of `DW_OP_implicit_pointer`/`DW_OP_LLVM_aspace_implicit_pointer`: only a
    /// read of all of it is allowed, and gives an implicit-pointer value.
    ImplicitPointer {
        /// The `.debug_info` offset of the object pointed to.
        die: u64,
        /// The byte displacement into that object.
        byte_offset: i64,
        /// The pointer's address space.
        space: AddrSpace,
    },
    /// No storage: reading is an error; offsets leave it unchanged.
    Undefined,
    /// Parts, each a location and a bit size.
    Composite(CompositeRef),
}

impl Storage {
    /// The kind, for error messages.
    pub fn kind(&self) -> StorageKind {
        match self {
            Storage::Memory { .. } => StorageKind::Memory,
            Storage::Register(_) => StorageKind::Register,
            Storage::Implicit(_) => StorageKind::Implicit,
            Storage::ImplicitPointer { .. } => StorageKind::ImplicitPointer,
            Storage::Undefined => StorageKind::Undefined,
            Storage::Composite(_) => StorageKind::Composite,
        }
    }
}

/// A single location description: storage and a bit offset into it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Single {
    /// The storage.
    pub storage: Storage,
    /// The bit offset (for memory: the byte address × 8 plus the bit position).
    pub bit_offset: u128,
}

/// One part of a composite.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Part {
    /// Where the part's bits are.
    pub location: Location,
    /// The part's size in bits.
    pub bits: u64,
}

/// Composite storage: the concatenation of its parts (`DW_OP_piece`, `DW_OP_bit_piece`,
/// `DW_OP_LLVM_extend`, `DW_OP_LLVM_select_bit_piece`, the overlays).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Composite {
    parts: Parts,
    complete: bool,
    bits: u128,
    depth: u8,
}

/// How a [`Storage::Composite`] holds its composite: owned, or shared by reference count.
///
/// Owned is the common case: a composite is built by `DW_OP_piece`, read and dropped, and a
/// `Box` costs one allocation and no atomic operations (an `Arc` create and drop costs
/// about 2.5× as much). Shared is for a composite that appears many times:
/// `DW_OP_LLVM_extend` and `DW_OP_LLVM_select_bit_piece` repeat their part `count` times, and
/// AMDGPU's lane-PC pattern nests them (a `select_bit_piece` of 64 parts each a 64-part
/// composite), so copying would multiply parts with every nesting; `DW_OP_dup`, `DW_OP_over`
/// and `DW_OP_pick` share too. The evaluator turns an owned composite into a shared one when
/// it is about to be copied ([`Location::share`]); either way it dereferences to the
/// [`Composite`].
#[derive(Clone)]
pub enum CompositeRef {
    /// Owned: cloning copies the parts.
    Owned(Box<Composite>),
    /// Shared: cloning copies a pointer.
    Shared(Arc<Composite>),
}

impl CompositeRef {
    /// The composite, to change: in place when owned, copied first when shared with
    /// another location.
    pub fn make_mut(&mut self) -> &mut Composite {
        match self {
            CompositeRef::Owned(c) => c,
            CompositeRef::Shared(c) => Arc::make_mut(c),
        }
    }

    /// Makes it shared, so clones copy a pointer.
    pub fn share(&mut self) {
        if let CompositeRef::Owned(c) = self {
            let c = std::mem::take(&mut **c);
            *self = CompositeRef::Shared(Arc::new(c));
        }
    }
}

impl std::ops::Deref for CompositeRef {
    type Target = Composite;

    #[inline]
    fn deref(&self) -> &Composite {
        match self {
            CompositeRef::Owned(c) => c,
            CompositeRef::Shared(c) => c,
        }
    }
}

impl From<Composite> for CompositeRef {
    /// An owned composite.
    #[inline]
    fn from(c: Composite) -> CompositeRef {
        CompositeRef::Owned(Box::new(c))
    }
}

/// Equal when the composites are, owned or shared.
impl PartialEq for CompositeRef {
    fn eq(&self, other: &CompositeRef) -> bool {
        match (self, other) {
            (CompositeRef::Shared(a), CompositeRef::Shared(b)) if Arc::ptr_eq(a, b) => true,
            _ => **self == **other,
        }
    }
}

impl Eq for CompositeRef {}

/// Hashes one level: the size, completeness and each part's size and storage kind, not the
/// composites nested in it, whose description can be exponentially larger than the memory
/// they take (shared composites). Equal composites still hash equal.
impl std::hash::Hash for CompositeRef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bits.hash(state);
        self.complete.hash(state);
        self.parts().len().hash(state);
        for p in self.parts() {
            p.bits.hash(state);
            p.location.first.bit_offset.hash(state);
            std::mem::discriminant(&p.location.first.storage).hash(state);
        }
    }
}

/// Like `Display`, prints at most [`MAX_DISPLAY_PARTS`] parts in all (then `…`).
impl fmt::Debug for CompositeRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use std::cell::Cell;
        thread_local! {
            /// (nesting of composites being printed, parts that may still be printed)
            static LEFT: Cell<(u32, usize)> = const { Cell::new((0, 0)) };
        }
        struct Leave;
        impl Drop for Leave {
            fn drop(&mut self) {
                LEFT.with(|l| l.set((l.get().0 - 1, l.get().1)));
            }
        }
        let left = LEFT.with(|l| {
            let (depth, left) = l.get();
            let left = if depth == 0 { MAX_DISPLAY_PARTS } else { left };
            let n = self.parts().len();
            l.set((depth + 1, left.saturating_sub(n)));
            left
        });
        let _leave = Leave;
        if left < self.parts().len() {
            return f.write_str("Composite { … }");
        }
        Composite::fmt(self, f)
    }
}

/// Parts a composite holds in place before it moves them to the heap: the commonest
/// composite is a value split over two registers (a 64-bit value in two 32-bit registers),
/// and keeping those parts inside the composite makes building one a single allocation (its
/// `Box`). Two, not more: every inline slot is initialised, copied into the `Box` and
/// dropped whether used or not (4 slots cost ~130 more instructions per composite).
const INLINE_PARTS: usize = 2;

/// A composite's parts: in place up to [`INLINE_PARTS`], on the heap beyond. Unused inline
/// slots hold an undefined zero-bit part (which costs no allocation), so no unsafe code is
/// needed.
#[derive(Clone)]
enum Parts {
    Inline {
        len: u8,
        items: [Part; INLINE_PARTS],
    },
    Heap(Vec<Part>),
}

impl Parts {
    fn new() -> Parts {
        let empty = || Part {
            location: Location::undefined(),
            bits: 0,
        };
        Parts::Inline {
            len: 0,
            items: [empty(), empty()],
        }
    }

    #[inline]
    fn as_slice(&self) -> &[Part] {
        match self {
            Parts::Inline { len, items } => &items[..usize::from(*len)],
            Parts::Heap(v) => v,
        }
    }

    fn len(&self) -> usize {
        self.as_slice().len()
    }

    #[inline]
    fn push(&mut self, part: Part) {
        match self {
            Parts::Inline { len, items } if usize::from(*len) < INLINE_PARTS => {
                // The slot held the undefined zero-bit filler, which owns nothing: forgetting
                // it skips its drop glue.
                std::mem::forget(std::mem::replace(&mut items[usize::from(*len)], part));
                *len += 1;
            }
            Parts::Inline { items, .. } => {
                let mut v = Vec::with_capacity(INLINE_PARTS * 2);
                v.extend(items.iter_mut().map(std::mem::take));
                v.push(part);
                *self = Parts::Heap(v);
            }
            Parts::Heap(v) => v.push(part),
        }
    }
}

impl Default for Part {
    /// An undefined part of zero bits.
    fn default() -> Part {
        Part {
            location: Location::undefined(),
            bits: 0,
        }
    }
}

impl PartialEq for Parts {
    fn eq(&self, other: &Parts) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Parts {}

impl std::hash::Hash for Parts {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl fmt::Debug for Parts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.as_slice().fmt(f)
    }
}

/// Composites nest at most this deep (each nesting costs a recursion when reading).
pub const MAX_COMPOSITE_DEPTH: u8 = 64;
/// A composite holds at most this many parts.
pub const MAX_COMPOSITE_PARTS: usize = 1 << 16;

impl Composite {
    /// An empty, incomplete composite.
    pub fn new() -> Composite {
        Composite {
            parts: Parts::new(),
            complete: false,
            bits: 0,
            depth: 1,
        }
    }

    /// Whether [`Composite::push`] of `location` would succeed.
    #[inline]
    pub(crate) fn can_push(&self, location: &Location) -> bool {
        self.parts.len() < MAX_COMPOSITE_PARTS && location.depth() < MAX_COMPOSITE_DEPTH
    }

    /// Appends a part.
    #[inline]
    pub fn push(&mut self, location: Location, bits: u64) -> Result<(), ErrorKind> {
        if self.parts.len() >= MAX_COMPOSITE_PARTS {
            return Err(ErrorKind::CompositeTooLarge);
        }
        let depth = location.depth().saturating_add(1);
        if depth > MAX_COMPOSITE_DEPTH {
            return Err(ErrorKind::CompositeTooLarge);
        }
        self.depth = self.depth.max(depth);
        self.bits += u128::from(bits);
        self.parts.push(Part { location, bits });
        Ok(())
    }

    /// [`Composite::push`] of register `reg` at bit 0, written in place: built elsewhere and
    /// moved, the part is read back while its narrower stores are still in flight (a
    /// store-forwarding stall that cost the two-register composite ~10 ns).
    #[inline(always)]
    pub(crate) fn push_register(&mut self, reg: u64, bits: u64) -> Result<(), ErrorKind> {
        match &mut self.parts {
            Parts::Inline { len, items } if usize::from(*len) < INLINE_PARTS => {
                // The slot holds the undefined zero-bit filler (see `Parts`).
                let slot = &mut items[usize::from(*len)];
                slot.location.first.storage = Storage::Register(reg);
                slot.location.first.bit_offset = 0;
                slot.bits = bits;
                *len += 1;
            }
            _ => {
                if self.parts.len() >= MAX_COMPOSITE_PARTS {
                    return Err(ErrorKind::CompositeTooLarge);
                }
                self.parts.push(Part {
                    location: Location::register(reg),
                    bits,
                });
            }
        }
        // A register location nests nothing: the depth stays.
        self.bits += u128::from(bits);
        Ok(())
    }

    /// The parts in order.
    pub fn parts(&self) -> &[Part] {
        self.parts.as_slice()
    }

    /// Whether `DW_OP_LLVM_piece_end` (or the end of a top-level expression) completed it.
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// Marks it complete.
    pub fn complete(&mut self) {
        self.complete = true;
    }

    /// Total size in bits.
    pub fn bits(&self) -> u128 {
        self.bits
    }
}

impl Default for Composite {
    fn default() -> Self {
        Composite::new()
    }
}

/// A location description: one or more single location descriptions holding the same bits.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Location {
    first: Single,
    /// The other single location descriptions: rare (overlapping location-list entries), so
    /// boxed to keep `Location` (and every evaluator stack entry) small: 8 bytes instead of a
    /// `Vec`'s 24. Never `Some(empty)`.
    #[allow(clippy::box_collection)]
    rest: Option<Box<Vec<Single>>>,
}

impl Location {
    /// A location with one single location description.
    pub fn single(storage: Storage, bit_offset: u128) -> Location {
        Location {
            first: Single {
                storage,
                bit_offset,
            },
            rest: None,
        }
    }

    /// Memory of `space` at byte `address`, not bound to a lane.
    pub fn memory(space: AddrSpace, address: u64) -> Location {
        Location::single(
            Storage::Memory { space, lane: None },
            u128::from(address) * 8,
        )
    }

    /// Memory of `space` at byte `address` for lane `lane` (private spaces).
    pub fn lane_memory(space: AddrSpace, lane: u32, address: u64) -> Location {
        Location::single(
            Storage::Memory {
                space,
                lane: Some(lane),
            },
            u128::from(address) * 8,
        )
    }

    /// Register `reg` (DWARF number) at bit offset 0.
    pub fn register(reg: u64) -> Location {
        Location::single(Storage::Register(reg), 0)
    }

    /// The undefined location.
    pub fn undefined() -> Location {
        Location::single(Storage::Undefined, 0)
    }

    /// Implicit storage holding `bytes`.
    pub fn implicit(bytes: &[u8]) -> Location {
        Location::single(Storage::Implicit(Implicit::new(bytes)), 0)
    }

    /// A complete composite of `parts`.
    pub fn composite(
        parts: impl IntoIterator<Item = (Location, u64)>,
    ) -> Result<Location, ErrorKind> {
        let mut c = Composite::new();
        for (l, bits) in parts {
            c.push(l, bits)?;
        }
        c.complete();
        Ok(Location::single(Storage::Composite(c.into()), 0))
    }

    /// The union of several locations (a location list whose ranges overlap).
    pub fn union(mut self, other: Location) -> Location {
        let rest = self.rest.get_or_insert_with(Box::default);
        rest.push(other.first);
        rest.extend(other.rest.into_iter().flat_map(|r| *r));
        self
    }

    /// The first single location description (the one reads use).
    pub fn first(&self) -> &Single {
        &self.first
    }

    /// All single location descriptions.
    pub fn singles(&self) -> impl Iterator<Item = &Single> {
        std::iter::once(&self.first).chain(self.rest.iter().flat_map(|r| r.iter()))
    }

    fn singles_mut(&mut self) -> impl Iterator<Item = &mut Single> {
        std::iter::once(&mut self.first).chain(self.rest.iter_mut().flat_map(|r| r.iter_mut()))
    }

    /// Whether the only lane this location names is `lane`, in memory places bound to it: it
    /// has no composite or implicit-pointer place (which could name lanes of their own) and
    /// no memory place bound to another lane. Such a location, made for `lane` by an
    /// evaluation that asked the lane only to bind memory to it ([`Context::bound_lane`]),
    /// is what the same evaluation makes for another lane once [`Location::rebind_lane`]d.
    ///
    /// [`Context::bound_lane`]: crate::Context::bound_lane
    pub fn binds_only_lane(&self, lane: u32) -> bool {
        self.singles().all(|s| match &s.storage {
            Storage::Memory { lane: bound, .. } => bound.is_none_or(|b| b == lane),
            Storage::Register(_) | Storage::Implicit(_) | Storage::Undefined => true,
            Storage::Composite(_) | Storage::ImplicitPointer { .. } => false,
        })
    }

    /// Binds every lane-bound memory place to `lane` instead (see
    /// [`Location::binds_only_lane`]).
    pub fn rebind_lane(&mut self, lane: u32) {
        for s in self.singles_mut() {
            if let Storage::Memory {
                lane: Some(bound), ..
            } = &mut s.storage
            {
                *bound = lane;
            }
        }
    }

    /// Upstream clang's "no lane selection" convention (producers.md §9.5): it names a whole
    /// vector register (`DW_OP_regx VGPRn`) for one lane's value, where the extension needs
    /// `DW_OP_LLVM_push_lane`/`DW_OP_LLVM_offset`. This moves every place that points at the
    /// first dword of a whole vector register to `lane`'s dword, in composites too; other
    /// places are unchanged. Only for units whose producer is known to write that shape: a
    /// conforming producer's lane 0 looks the same.
    ///
    /// Such a place holds at most the lane's dword: the bits of a `value_bits`-bit value (or
    /// composite part) past it would be the next lanes' (a 64-bit pointer described as one
    /// register), so they become undefined and read as `<optimized out>`, never as another
    /// lane's bytes. `None` (size unknown) bounds the place to the dword all the same.
    pub fn select_lane_in_vector_registers(&self, lane: u32, value_bits: Option<u64>) -> Location {
        let map = |s: &Single| -> Single {
            match &s.storage {
                Storage::Register(r) if is_vector_register(*r) && s.bit_offset < 32 => {
                    let in_dword = 32 - s.bit_offset as u64;
                    let moved = Single {
                        storage: s.storage.clone(),
                        bit_offset: s.bit_offset + u128::from(lane) * 32,
                    };
                    let past = match value_bits {
                        Some(bits) if bits <= in_dword => return moved,
                        Some(bits) => bits - in_dword,
                        None => u64::from(u32::MAX),
                    };
                    let place = Location {
                        first: moved,
                        rest: None,
                    };
                    match Location::composite([(place, in_dword), (Location::undefined(), past)]) {
                        Ok(l) => l.first,
                        Err(_) => Single {
                            storage: Storage::Undefined,
                            bit_offset: 0,
                        },
                    }
                }
                Storage::Composite(c) => {
                    let parts = c.parts().iter().map(|p| {
                        (
                            p.location
                                .select_lane_in_vector_registers(lane, Some(p.bits)),
                            p.bits,
                        )
                    });
                    match Location::composite(parts) {
                        Ok(l) => Single {
                            storage: l.first.storage,
                            bit_offset: s.bit_offset,
                        },
                        Err(_) => s.clone(),
                    }
                }
                _ => s.clone(),
            }
        };
        Location {
            first: map(&self.first),
            rest: self
                .rest
                .as_ref()
                .map(|r| Box::new(r.iter().map(map).collect())),
        }
    }

    /// Whether there is exactly one single location description.
    pub fn is_single(&self) -> bool {
        self.rest.is_none()
    }

    /// The composite, if this is exactly one composite single location description.
    pub fn as_composite(&self) -> Option<&Composite> {
        match (&self.first.storage, self.rest.is_none()) {
            (Storage::Composite(c), true) => Some(c),
            _ => None,
        }
    }

    /// Whether this is exactly one incomplete composite.
    pub fn is_incomplete_composite(&self) -> bool {
        self.as_composite().is_some_and(|c| !c.complete)
    }

    /// The composite, if this is exactly one owned composite (for the fast path).
    #[inline]
    pub(crate) fn unique_composite_mut(&mut self) -> Option<&mut Composite> {
        match (&mut self.first.storage, self.rest.is_none()) {
            (Storage::Composite(CompositeRef::Owned(c)), true) => Some(c),
            _ => None,
        }
    }

    pub(crate) fn composite_mut(&mut self) -> Option<&mut Composite> {
        match (&mut self.first.storage, self.rest.is_none()) {
            (Storage::Composite(c), true) => Some(c.make_mut()),
            _ => None,
        }
    }

    /// The byte address, if this is one byte-aligned memory location ("memory byte address
    /// location description").
    pub fn memory_address(&self) -> Option<(AddrSpace, u64)> {
        match (&self.first.storage, self.rest.is_none()) {
            (Storage::Memory { space, .. }, true) if self.first.bit_offset.is_multiple_of(8) => {
                Some((*space, (self.first.bit_offset / 8) as u64))
            }
            _ => None,
        }
    }

    /// Makes its composites shared ([`CompositeRef::share`]), so clones of it copy
    /// pointers, not parts.
    pub fn share(&mut self) {
        for s in self.singles_mut() {
            if let Storage::Composite(c) = &mut s.storage {
                c.share();
            }
        }
    }

    #[inline]
    pub(crate) fn depth(&self) -> u8 {
        if self.rest.is_none() {
            return match &self.first.storage {
                Storage::Composite(c) => c.depth,
                _ => 0,
            };
        }
        self.singles()
            .map(|s| match &s.storage {
                Storage::Composite(c) => c.depth,
                _ => 0,
            })
            .max()
            .unwrap_or(0)
    }

    /// Adds `delta` bits to the offset of every single location description (the
    /// `DW_OP_LLVM_*offset` rule): undefined ones are unchanged, any other must stay inside
    /// its storage.
    pub fn offset_bits<C: Context + ?Sized>(
        &mut self,
        ctx: &C,
        delta: i128,
    ) -> Result<(), ErrorKind> {
        for s in self.singles_mut() {
            let Some(size) = storage_bits(ctx, &s.storage)? else {
                continue;
            };
            let new = (s.bit_offset as i128).checked_add(delta);
            match new {
                Some(n) if n >= 0 && (n as u128) < size => s.bit_offset = n as u128,
                _ => {
                    return Err(ErrorKind::OffsetOutOfRange {
                        storage: s.storage.kind(),
                        offset: new.unwrap_or(i128::MAX),
                        size,
                    })
                }
            }
        }
        Ok(())
    }

    /// The "remaining bit storage size": the minimum over the single location descriptions
    /// of (storage size − offset); `None` if every one is undefined.
    pub fn remaining_bits<C: Context + ?Sized>(&self, ctx: &C) -> Result<Option<u128>, ErrorKind> {
        let mut min: Option<u128> = None;
        for s in self.singles() {
            if let Some(size) = storage_bits(ctx, &s.storage)? {
                let r = size.saturating_sub(s.bit_offset);
                min = Some(min.map_or(r, |m| m.min(r)));
            }
        }
        Ok(min)
    }

    /// Reads `nbytes` bytes from the location, in storage order, following composites. The
    /// read budget is the size asked for.
    pub fn read<C: Context + ?Sized>(
        &self,
        ctx: &mut C,
        nbytes: usize,
    ) -> Result<Vec<u8>, ErrorKind> {
        if nbytes > 1 << 30 {
            return Err(ErrorKind::ReadBudget(1 << 30));
        }
        let mut out = vec![0u8; nbytes];
        let mut budget = Budget::new(nbytes as u64 * 2 + 64, nbytes as u64 * 8);
        read_bits(ctx, self, 0, nbytes as u64 * 8, &mut out, 0, &mut budget)?;
        Ok(out)
    }
}

/// The size of a storage in bits (`None` for undefined).
pub(crate) fn storage_bits<C: Context + ?Sized>(
    ctx: &C,
    s: &Storage,
) -> Result<Option<u128>, ErrorKind> {
    Ok(Some(match s {
        Storage::Memory { space, .. } => space.storage_bits()?,
        Storage::Register(r) => u128::from(register_bits(ctx, *r)?),
        Storage::Implicit(b) => b.bytes().len() as u128 * 8,
        Storage::ImplicitPointer { space, .. } => u128::from(
            space
                .address_bits()
                .ok_or(ErrorKind::UnknownAddressSpace(u64::from(space.0)))?,
        ),
        Storage::Undefined => return Ok(None),
        Storage::Composite(c) => c.bits,
    }))
}

/// The size of register `reg`, checking it belongs to the wave's mode.
#[inline]
pub(crate) fn register_bits<C: Context + ?Sized>(ctx: &C, reg: u64) -> Result<u64, ErrorKind> {
    let bits = ctx
        .register_bits(reg)
        .ok_or(ErrorKind::UnknownRegister(reg))?;
    if let Some(wave) = register_wave(reg) {
        let lanes = ctx.wave_lanes();
        if wave != lanes {
            return Err(ErrorKind::WrongWaveRegister { reg, wave, lanes });
        }
    }
    Ok(bits)
}

/// The wave size (lanes) a DWARF register number belongs to, if it has one
/// (`amdgpu::dwarf_register`: EXEC, VCC, VGPRs and AGPRs are numbered per wave size).
#[inline]
pub(crate) fn register_wave(reg: u64) -> Option<u32> {
    // The SGPRs (32..=95) are the common case and have no wave mode.
    if (32..=95).contains(&reg) {
        return None;
    }
    abi_register(reg).and_then(|(_, wave)| wave)
}

/// The ABI size in bits of a DWARF register and the wave size (lanes) it belongs to, if it
/// has one: what `amdgpu::dwarf_register` says (the test `abi_register_is_dwarf_register`
/// checks), read straight from its table row without building a `DwarfRegister` or an error,
/// since the evaluator asks on every register operation.
#[inline]
pub(crate) fn abi_register(reg: u64) -> Option<(u64, Option<u32>)> {
    use amdgpu::register::DwarfClass;
    let row = amdgpu::register::dwarf_row(reg)?;
    Some(match row.class {
        DwarfClass::Sgpr { .. } | DwarfClass::Status => (32, None),
        DwarfClass::Pc { bits } => (u64::from(bits), None),
        DwarfClass::Exec(w) | DwarfClass::Vcc(w) => (u64::from(w.lanes()), Some(w.lanes())),
        DwarfClass::Vgpr(w) | DwarfClass::Agpr(w) => (u64::from(w.lanes()) * 32, Some(w.lanes())),
        DwarfClass::Reserved => return None,
    })
}

/// Whether a DWARF register number is a vector register (lane N's dword at byte 4N).
pub(crate) fn is_vector_register(reg: u64) -> bool {
    amdgpu::dwarf_register(reg).is_ok_and(|r| r.register().is_vector())
}

/// The private_wave address of byte `addr` of `lane`'s private memory (the ABI's swizzle,
/// `amdgpu::private_lane_to_wave`).
pub(crate) fn swizzle(addr: u64, lane: u32, lanes: u32) -> Result<u64, ErrorKind> {
    let wave = WaveSize::from_lanes(lanes).ok_or(ErrorKind::OutOfRange("not a wave size"))?;
    amdgpu::private_lane_to_wave(addr, lane, wave)
        .map_err(|_| ErrorKind::OutOfRange("lane or private address outside the wave"))
}

/// The inverse of [`swizzle`]: (lane, private_lane address) of a private_wave address.
pub(crate) fn unswizzle(addr: u64, lanes: u32) -> Result<(u32, u64), ErrorKind> {
    let wave = WaveSize::from_lanes(lanes).ok_or(ErrorKind::OutOfRange("not a wave size"))?;
    Ok(amdgpu::private_wave_to_lane(addr, wave))
}

/// Limits on one read (or one evaluation's reads).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Budget {
    /// Bytes that may still be fetched from the context.
    pub remaining: u64,
    /// The byte limit, for the error message.
    pub limit: u64,
    /// Size in bits of the outermost read (for error messages).
    pub total_bits: u64,
}

impl Budget {
    pub(crate) fn new(limit: u64, total_bits: u64) -> Budget {
        Budget {
            remaining: limit,
            limit,
            total_bits,
        }
    }

    pub(crate) fn take(&mut self, n: usize) -> Result<(), ErrorKind> {
        let n = n as u64;
        if n > self.remaining {
            return Err(ErrorKind::ReadBudget(self.limit));
        }
        self.remaining -= n;
        Ok(())
    }
}

/// Copies `n` bits from `src` at bit `sb` to `dst` at bit `db` (little-endian bit order).
pub(crate) fn copy_bits(src: &[u8], sb: u64, dst: &mut [u8], db: u64, n: u64) {
    if sb.is_multiple_of(8) && db.is_multiple_of(8) && n.is_multiple_of(8) {
        let (s, d, len) = ((sb / 8) as usize, (db / 8) as usize, (n / 8) as usize);
        if let (Some(from), Some(to)) = (src.get(s..s + len), dst.get_mut(d..d + len)) {
            to.copy_from_slice(from);
        }
        return;
    }
    for i in 0..n {
        let (sbit, dbit) = (sb + i, db + i);
        let Some(byte) = src.get((sbit / 8) as usize) else {
            return;
        };
        let bit = (byte >> (sbit % 8)) & 1;
        let Some(d) = dst.get_mut((dbit / 8) as usize) else {
            return;
        };
        *d = (*d & !(1 << (dbit % 8))) | (bit << (dbit % 8));
    }
}

/// Reads `nbits` bits at `extra` bits past `loc`'s offset into `dst` at bit `db`.
pub(crate) fn read_bits<C: Context + ?Sized>(
    ctx: &mut C,
    loc: &Location,
    extra: u128,
    nbits: u64,
    dst: &mut [u8],
    db: u64,
    budget: &mut Budget,
) -> Result<(), ErrorKind> {
    if nbits == 0 {
        return Ok(());
    }
    let s = &loc.first;
    let off = s
        .bit_offset
        .checked_add(extra)
        .ok_or(ErrorKind::OutOfRange("bit offset overflows"))?;
    let past_end = |storage, size| ErrorKind::ReadPastEnd {
        storage,
        bit: off,
        nbits,
        size,
    };
    match &s.storage {
        Storage::Undefined => Err(ErrorKind::ReadUndefined {
            at_bit: db,
            nbits: budget.total_bits,
        }),
        Storage::ImplicitPointer { .. } => Err(ErrorKind::IllFormed(
            "implicit-pointer storage may only be dereferenced as a whole",
        )),
        Storage::Implicit(b) => {
            let bytes = b.bytes();
            let size = bytes.len() as u128 * 8;
            if off + u128::from(nbits) > size {
                return Err(past_end(StorageKind::Implicit, size));
            }
            copy_bits(bytes, off as u64, dst, db, nbits);
            Ok(())
        }
        Storage::Composite(c) => {
            let end = off + u128::from(nbits);
            if end > c.bits {
                return Err(past_end(StorageKind::Composite, c.bits));
            }
            let mut p = 0u128;
            for part in c.parts() {
                let pe = p + u128::from(part.bits);
                if pe > off && p < end {
                    let start = off.max(p);
                    let stop = end.min(pe);
                    read_bits(
                        ctx,
                        &part.location,
                        start - p,
                        (stop - start) as u64,
                        dst,
                        db + (start - off) as u64,
                        budget,
                    )?;
                }
                p = pe;
                if p >= end {
                    break;
                }
            }
            Ok(())
        }
        Storage::Register(reg) => {
            let size = u128::from(register_bits(ctx, *reg)?);
            if off + u128::from(nbits) > size {
                return Err(past_end(StorageKind::Register, size));
            }
            let reg = *reg;
            fetch(off, nbits, dst, db, budget, |byte, buf| {
                ctx.read_register(reg, byte as u64, buf)
                    .map_err(ErrorKind::Context)
            })
        }
        Storage::Memory { space, lane } => {
            let size = space.storage_bits()?;
            if off + u128::from(nbits) > size {
                return Err(past_end(StorageKind::Memory, size));
            }
            let (space, lane) = (*space, *lane);
            fetch(off, nbits, dst, db, budget, |byte, buf| {
                read_memory(ctx, space, lane, byte as u64, buf)
            })
        }
    }
}

/// The common reads without the general machinery of [`read_bits`]: whole bytes of one
/// global or `private_lane` memory location (the fork's variables), of a register, or of
/// implicit bytes. `None` leaves the read to [`read_bits`], which gives the same bytes or
/// the error; `out` may then hold partial data, which `read_bits` overwrites.
pub(crate) fn read_fast<C: Context + ?Sized>(
    ctx: &mut C,
    loc: &Location,
    out: &mut [u8],
    max_read_bytes: u64,
) -> Option<()> {
    let len = out.len() as u64;
    if !loc.is_single() || len == 0 || len > max_read_bytes {
        return None;
    }
    let s = &loc.first;
    if !s.bit_offset.is_multiple_of(8) {
        return None;
    }
    let start = u64::try_from(s.bit_offset / 8).ok()?;
    match &s.storage {
        Storage::Memory { space, .. } if *space == AddrSpace::GLOBAL => {
            start.checked_add(len)?;
            ctx.read_memory(AddrSpace::GLOBAL, start, out).ok()
        }
        Storage::Memory { space, lane } if *space == AddrSpace::PRIVATE_LANE => {
            let lane = lane.or_else(|| ctx.lane())?;
            let lanes = ctx.wave_lanes();
            if lane >= lanes || start.checked_add(len)? > 1 << 32 {
                return None;
            }
            let mut i = 0usize;
            while i < out.len() {
                let a = start + i as u64;
                let chunk = ((4 - a % 4) as usize).min(out.len() - i);
                let w = swizzle(a, lane, lanes).ok()?;
                ctx.read_memory(AddrSpace::PRIVATE_WAVE, w, &mut out[i..i + chunk])
                    .ok()?;
                i += chunk;
            }
            Some(())
        }
        Storage::Register(reg) => {
            let bits = register_bits(ctx, *reg).ok()?;
            if start.checked_add(len)? > bits / 8 {
                return None;
            }
            ctx.read_register(*reg, start, out).ok()
        }
        Storage::Implicit(b) => {
            let from = usize::try_from(start).ok()?;
            out.copy_from_slice(b.bytes().get(from..from.checked_add(out.len())?)?);
            Some(())
        }
        _ => None,
    }
}

/// Fetches the bytes covering bits `[off, off + nbits)` with `get(first_byte, buf)` and puts
/// the bits at `dst` bit `db`. Byte-aligned reads go straight into `dst`.
fn fetch(
    off: u128,
    nbits: u64,
    dst: &mut [u8],
    db: u64,
    budget: &mut Budget,
    mut get: impl FnMut(u128, &mut [u8]) -> Result<(), ErrorKind>,
) -> Result<(), ErrorKind> {
    let byte = off / 8;
    let shift = (off % 8) as u64;
    let nbytes = (shift + nbits).div_ceil(8) as usize;
    budget.take(nbytes)?;
    if shift == 0 && db.is_multiple_of(8) && nbits.is_multiple_of(8) {
        let d = (db / 8) as usize;
        let to = dst
            .get_mut(d..d + nbytes)
            .ok_or(ErrorKind::OutOfRange("read buffer too small"))?;
        return get(byte, to);
    }
    let mut small = [0u8; 32];
    let mut big = Vec::new();
    let tmp: &mut [u8] = if nbytes <= small.len() {
        &mut small[..nbytes]
    } else {
        big.resize(nbytes, 0);
        &mut big
    };
    get(byte, tmp)?;
    copy_bits(tmp, shift, dst, db, nbits);
    Ok(())
}

/// Reads memory of any AMDGPU address space: private_lane through the swizzle into
/// private_wave, generic through the apertures, the rest from the context.
pub(crate) fn read_memory<C: Context + ?Sized>(
    ctx: &mut C,
    space: AddrSpace,
    lane: Option<u32>,
    addr: u64,
    buf: &mut [u8],
) -> Result<(), ErrorKind> {
    let len = buf.len() as u64;
    let in_32 = |a: u64| a.checked_add(len).is_some_and(|e| e <= 1 << 32);
    match space.amdgpu() {
        Some(AddressSpace::Generic) => match ctx.apertures().map(|a| a.classify_generic(addr)) {
            None | Some((AddressSpace::Global, _)) => {
                read_memory(ctx, AddrSpace::GLOBAL, None, addr, buf)
            }
            Some((AddressSpace::Local, a)) => read_memory(ctx, AddrSpace::LOCAL, None, a, buf),
            Some((_, a)) => {
                let lane =
                    lane.or_else(|| ctx.lane())
                        .ok_or(ErrorKind::Context(crate::ContextError(
                            "a generic address in the private aperture needs a lane",
                        )))?;
                read_memory(ctx, AddrSpace::PRIVATE_LANE, Some(lane), a, buf)
            }
        },
        Some(AddressSpace::PrivateLane) => {
            let lane =
                match space.fixed_lane() {
                    Some(l) => l,
                    None => lane.or_else(|| ctx.lane()).ok_or(ErrorKind::Context(
                        crate::ContextError("private_lane memory needs a lane"),
                    ))?,
                };
            let lanes = ctx.wave_lanes();
            if lane >= lanes {
                return Err(ErrorKind::OutOfRange("lane outside the wave"));
            }
            if !in_32(addr) {
                return Err(ErrorKind::ReadPastEnd {
                    storage: StorageKind::Memory,
                    bit: u128::from(addr) * 8,
                    nbits: len * 8,
                    size: 1 << 35,
                });
            }
            let mut i = 0usize;
            while i < buf.len() {
                let a = addr + i as u64;
                let chunk = ((4 - a % 4) as usize).min(buf.len() - i);
                let w = swizzle(a, lane, lanes)?;
                ctx.read_memory(AddrSpace::PRIVATE_WAVE, w, &mut buf[i..i + chunk])?;
                i += chunk;
            }
            Ok(())
        }
        _ => {
            let bits = space
                .address_bits()
                .ok_or(ErrorKind::UnknownAddressSpace(u64::from(space.0)))?;
            if bits == 32 && !in_32(addr) {
                return Err(ErrorKind::ReadPastEnd {
                    storage: StorageKind::Memory,
                    bit: u128::from(addr) * 8,
                    nbits: len * 8,
                    size: 1 << 35,
                });
            }
            ctx.read_memory(space, addr, buf)
                .map_err(ErrorKind::Context)
        }
    }
}

/// Parts printed at most by `Display` for a location. Shared composites nest without copying
/// (the lane-PC pattern, or hostile `DW_OP_LLVM_extend`s), so the parts a location describes
/// can outnumber those in memory by any factor; printing stops at this many with `…`.
pub const MAX_DISPLAY_PARTS: usize = 4096;

impl fmt::Display for Single {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.show(f, &mut { MAX_DISPLAY_PARTS })
    }
}

impl Single {
    /// Prints it, at most `*left` composite parts (counted down).
    fn show(&self, f: &mut fmt::Formatter<'_>, left: &mut usize) -> fmt::Result {
        let off = self.bit_offset;
        match &self.storage {
            Storage::Memory { space, .. } => {
                write!(f, "memory {space}#{:#x}", off / 8)?;
                if !off.is_multiple_of(8) {
                    write!(f, " +bit {}", off % 8)?;
                }
                return Ok(());
            }
            Storage::Register(r) => write!(f, "register {}", amdgpu::DwarfReg(*r))?,
            Storage::Implicit(b) => {
                f.write_str("implicit ")?;
                for x in b.bytes() {
                    write!(f, "{x:02x}")?;
                }
            }
            Storage::ImplicitPointer {
                die,
                byte_offset,
                space,
            } => write!(f, "implicit_pointer <{die:#x}> {byte_offset:+} ({space})")?,
            Storage::Undefined => return f.write_str("undefined"),
            Storage::Composite(c) => {
                f.write_str("composite ")?;
                if !c.complete {
                    f.write_str("(incomplete) ")?;
                }
                f.write_str("[")?;
                for (i, p) in c.parts().iter().enumerate() {
                    f.write_str(if i == 0 { " " } else { ", " })?;
                    if *left == 0 {
                        f.write_str("…")?;
                        break;
                    }
                    *left -= 1;
                    p.location.show(f, left)?;
                    write!(f, " ({} bits)", p.bits)?;
                }
                f.write_str(" ]")?;
            }
        }
        if off != 0 {
            write!(f, " +bit {off}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.show(f, &mut { MAX_DISPLAY_PARTS })
    }
}

impl Location {
    /// Prints it, at most `*left` composite parts (counted down).
    fn show(&self, f: &mut fmt::Formatter<'_>, left: &mut usize) -> fmt::Result {
        if self.rest.is_none() {
            return self.first.show(f, left);
        }
        f.write_str("{ ")?;
        for (i, s) in self.singles().enumerate() {
            if i > 0 {
                f.write_str(" | ")?;
            }
            s.show(f, left)?;
        }
        f.write_str(" }")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abi_register_is_dwarf_register() {
        for reg in 0..5000u64 {
            let want = amdgpu::dwarf_register(reg)
                .ok()
                .map(|r| (u64::from(r.bit_size), r.wave_size.map(WaveSize::lanes)));
            assert_eq!(abi_register(reg), want, "DWARF register {reg}");
        }
        assert_eq!(abi_register(u64::MAX), None);
    }
}
