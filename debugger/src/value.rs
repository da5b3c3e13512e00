//! Typed values: bytes of a [`Type`], what is known of each byte, and the location they were
//! read from (an lvalue), with C's operations on them (members, indexing, dereference
//! through a pointer's address space, `&`, casts, arithmetic with the usual conversions).
//! gdb-style text is in [`crate::format`].

use std::sync::Arc;

use dwarf_ext::{AddrSpace, Context, ErrorKind, Location, Storage};

use crate::types::{Encoding, Member, SpaceSource, Type, TypeKind};

/// Values larger than this are not read whole (a `char [1 << 30]` must not allocate a
/// gigabyte); their bytes are unavailable.
pub const MAX_VALUE_BYTES: u64 = 1 << 24;

/// What is known of one byte of a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ByteState {
    /// Read.
    Known,
    /// Its storage is undefined (`DW_OP_LLVM_undefined`, no location): `<optimized out>`.
    OptimizedOut,
    /// Not recovered (a register the unwinder could not restore): `<unavailable>`.
    Unavailable,
    /// The read failed (memory that cannot be accessed): `<error: REASON>`.
    Error,
}

/// Why a value operation failed, with gdb's wording where gdb has one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ValueError {
    /// `p pr.zz`.
    #[error("There is no member named {0}.")]
    NoMember(String),
    /// `.` on a non-structure.
    #[error("Attempt to extract a component of a value that is not a structure.")]
    NotStruct,
    /// `->` on something other than a pointer to a structure.
    #[error("Attempt to extract a component of a value that is not a structure pointer.")]
    NotStructPointer,
    /// `[]` on a non-array.
    #[error("cannot subscript something of type `{0}'")]
    CannotSubscript(String),
    /// `*` on a non-pointer.
    #[error("Attempt to take contents of a non-pointer value.")]
    NotPointer,
    /// `&` of a value that is not in memory.
    #[error("Attempt to take address of value not located in memory.")]
    NotInMemory,
    /// A value whose bytes are not all known was used in arithmetic.
    #[error("value is not available")]
    NotAvailable,
    /// A value of `<optimized out>` bytes was used in arithmetic.
    #[error("value has been optimized out")]
    OptimizedOut,
    /// A read failed.
    #[error("{0}")]
    Read(String),
    /// Integer division or remainder by zero.
    #[error("Division by zero")]
    DivisionByZero,
    /// `%`, `<<`, `&` ... on a floating-point number.
    #[error("Integer-only operation on floating point number.")]
    IntegerOnly,
    /// `~` on a non-integer.
    #[error("Argument to complement operation not an integer, boolean.")]
    Complement,
    /// An operator applied to operands it does not take.
    #[error("Argument to arithmetic operation not a number or boolean.")]
    NotNumber,
    /// A cast gdb refuses.
    #[error("Invalid cast.")]
    InvalidCast,
    /// A type whose size is not known (void, a function, `int []`).
    #[error("value of type `{0}' has no known size")]
    NoSize(String),
    /// Assignment to something that is not an lvalue.
    #[error("Left operand of assignment is not an lvalue.")]
    NotLvalue,
}

/// A typed value.
#[derive(Debug, Clone)]
pub struct Value {
    /// The type.
    pub ty: Arc<Type>,
    /// The bytes, little-endian (unknown bytes are zero).
    pub bytes: Vec<u8>,
    /// What is known of each byte; empty means all known.
    pub states: Vec<ByteState>,
    /// Why bytes are [`ByteState::Error`] or [`ByteState::Unavailable`], when known.
    pub reason: Option<String>,
    /// The location the value was read from, if it is an lvalue.
    pub lval: Option<Location>,
    /// For a bit-field member: its (bit offset from `lval`, bit size); such a value cannot
    /// be assigned to or have its address taken.
    pub bitfield: Option<(u64, u64)>,
    /// For a C++ reference the expression evaluator produced: the object it refers to,
    /// read (gdb prints `(int &) @0x4010: 5`).
    pub referent: Option<Box<Value>>,
}

/// A scalar as arithmetic sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scalar {
    /// A signed or unsigned integer (pointers, enums, bools and chars too), as the
    /// mathematical value.
    Int(i128),
    /// A floating-point number.
    Float(f64),
}

impl Value {
    /// A fully known value.
    pub fn from_bytes(ty: Arc<Type>, bytes: Vec<u8>) -> Value {
        Value {
            ty,
            bytes,
            states: Vec::new(),
            reason: None,
            lval: None,
            bitfield: None,
            referent: None,
        }
    }

    /// A value whose bytes are all in `state` (optimized out, unavailable, error).
    pub fn with_state(ty: Arc<Type>, state: ByteState, reason: Option<String>) -> Value {
        let n = ty.byte_size().unwrap_or(0).min(MAX_VALUE_BYTES) as usize;
        Value {
            ty,
            bytes: vec![0; n],
            states: if state == ByteState::Known {
                Vec::new()
            } else {
                vec![state; n.max(1)]
            },
            reason,
            lval: None,
            bitfield: None,
            referent: None,
        }
    }

    /// `<optimized out>`.
    pub fn optimized_out(ty: Arc<Type>) -> Value {
        Value::with_state(ty, ByteState::OptimizedOut, None)
    }

    /// A register's value in an outer frame that the frame's CFI says was not saved (an
    /// undefined rule): gdb prints `<not saved>` for an optimized-out register.
    pub fn not_saved(ty: Arc<Type>, reg: u64) -> Value {
        let mut v = Value::optimized_out(ty);
        v.lval = Some(Location::register(reg));
        v
    }

    /// `<unavailable>`, with why.
    pub fn unavailable(ty: Arc<Type>, reason: impl Into<String>) -> Value {
        Value::with_state(ty, ByteState::Unavailable, Some(reason.into()))
    }

    /// An integer of type `ty` (truncated to its size).
    pub fn from_int(ty: Arc<Type>, v: i128) -> Value {
        let n = ty.byte_size().unwrap_or(8).min(16) as usize;
        Value::from_bytes(ty, v.to_le_bytes()[..n].to_vec())
    }

    /// A floating-point number of type `ty` (4 or 8 bytes).
    pub fn from_float(ty: Arc<Type>, v: f64) -> Value {
        let bytes = match ty.byte_size() {
            Some(4) => (v as f32).to_le_bytes().to_vec(),
            _ => v.to_le_bytes().to_vec(),
        };
        Value::from_bytes(ty, bytes)
    }

    /// `int` value.
    pub fn int(v: i128) -> Value {
        Value::from_int(Type::int(), v)
    }

    /// A pointer of type `ty` holding `address`.
    pub fn pointer(ty: Arc<Type>, address: u64) -> Value {
        Value::from_int(ty, i128::from(address))
    }

    /// The value of `void` (gdb's `$nonexist`).
    pub fn void() -> Value {
        Value::from_bytes(Type::void(), Vec::new())
    }

    /// Whether every byte is known.
    pub fn is_known(&self) -> bool {
        self.states.iter().all(|s| *s == ByteState::Known)
    }

    /// The state of bytes `range`: the worst of them (error, then optimized out, then
    /// unavailable), or `Known`.
    pub fn state_of(&self, start: usize, len: usize) -> ByteState {
        if self.states.is_empty() {
            return ByteState::Known;
        }
        let end = (start + len).min(self.states.len());
        let s = &self.states[start.min(end)..end];
        for want in [
            ByteState::Error,
            ByteState::OptimizedOut,
            ByteState::Unavailable,
        ] {
            if s.contains(&want) {
                return want;
            }
        }
        if len > 0 && start >= self.states.len() {
            return ByteState::Unavailable;
        }
        ByteState::Known
    }

    /// The error of a value whose read failed (gdb raises it at top level), if any.
    pub fn error(&self) -> Option<&str> {
        (self.state_of(0, self.bytes.len()) == ByteState::Error)
            .then(|| self.reason.as_deref().unwrap_or("cannot read value"))
    }

    /// Reads a value of `ty` from `loc`. Undefined storage gives `<optimized out>`; a
    /// register the context cannot supply gives `<unavailable>`; memory that cannot be read
    /// gives an error value (`Cannot access memory at address 0x...`), with the reason kept,
    /// never a made-up number. An aggregate whose whole read fails is read member by member
    /// (element by element), so one bad part does not hide the rest.
    pub fn read(ty: Arc<Type>, loc: &Location, ctx: &mut dyn Context) -> Value {
        let mut v = Value::read_inner(&ty, loc, ctx, 0);
        v.ty = ty;
        v.lval = Some(loc.clone());
        v
    }

    fn read_inner(ty: &Arc<Type>, loc: &Location, ctx: &mut dyn Context, depth: u32) -> Value {
        let Some(size) = ty.byte_size() else {
            return Value::from_bytes(ty.clone(), Vec::new());
        };
        if size > MAX_VALUE_BYTES {
            return Value::unavailable(ty.clone(), format!("value of {size} bytes is too large"));
        }
        match loc.read(ctx, size as usize) {
            Ok(bytes) => Value::from_bytes(ty.clone(), bytes),
            // A composite shorter than its type (pieces describe only part of the object):
            // the bytes no piece describes are optimized out, as gdb shows them.
            Err(ErrorKind::ReadPastEnd {
                storage: dwarf_ext::StorageKind::Composite,
                bit: 0,
                size: have,
                ..
            }) if have % 8 == 0 && have < u128::from(size) * 8 => {
                let have = (have / 8) as usize;
                let head = Value::read_inner(
                    &Type::array_of(
                        Type::base("unsigned char", crate::types::Encoding::UnsignedChar, 1),
                        have as u64,
                    ),
                    loc,
                    ctx,
                    depth + 1,
                );
                let mut v = Value::optimized_out(ty.clone());
                v.splice(0, &head);
                v
            }
            Err(e) => {
                let strip = Type::strip(ty);
                // Split a failed aggregate read into its parts (bounded: a huge array of
                // unreadable memory is one error, not a million).
                let parts: Option<Vec<(u64, Arc<Type>)>> = match &strip.kind {
                    TypeKind::Aggregate { members, .. } if depth < 8 => Some(
                        members
                            .iter()
                            .filter(|m| m.bits.is_none())
                            .map(|m| (m.byte_offset, m.ty.clone()))
                            .collect(),
                    ),
                    TypeKind::Array { .. } if depth < 8 => match Type::array_element(&strip) {
                        Some((el, Some(n))) if n <= 256 => {
                            let es = el.byte_size().unwrap_or(0);
                            Some((0..n).map(|i| (i * es, el.clone())).collect())
                        }
                        _ => None,
                    },
                    _ => None,
                };
                let whole = Value::from_read_error(ty.clone(), loc, e);
                let Some(parts) = parts else {
                    return whole;
                };
                let mut v = whole;
                for (off, pty) in parts {
                    let ploc = offset_location(loc, off).or_else(|| {
                        // A composite (pieces in registers and memory) or several places:
                        // the evaluator knows the storage sizes.
                        let mut l = loc.clone();
                        l.offset_bits(&*ctx, i128::from(off) * 8).ok().map(|()| l)
                    });
                    let Some(ploc) = ploc else {
                        continue;
                    };
                    let p = Value::read_inner(&pty, &ploc, ctx, depth + 1);
                    v.splice(off as usize, &p);
                }
                v
            }
        }
    }

    fn from_read_error(ty: Arc<Type>, loc: &Location, e: ErrorKind) -> Value {
        match e {
            ErrorKind::ReadUndefined { .. } => Value::optimized_out(ty),
            ErrorKind::Context(dwarf_ext::ContextError(m)) if m == crate::engine::NOT_SAVED => {
                let reg = match &loc.first().storage {
                    Storage::Register(r) => *r,
                    _ => 0,
                };
                Value::not_saved(ty, reg)
            }
            e => match &loc.first().storage {
                Storage::Register(_) => Value::unavailable(ty, e.to_string()),
                Storage::Memory { space, .. } => {
                    let addr = (loc.first().bit_offset / 8) as u64;
                    Value::with_state(
                        ty,
                        ByteState::Error,
                        Some(format!(
                            "Cannot access memory at address {}",
                            address_text(*space, addr)
                        )),
                    )
                }
                _ => Value::with_state(ty, ByteState::Error, Some(e.to_string())),
            },
        }
    }

    /// Copies `part`'s bytes and states over bytes `off..` of this value.
    fn splice(&mut self, off: usize, part: &Value) {
        let n = part.bytes.len().min(self.bytes.len().saturating_sub(off));
        self.bytes[off..off + n].copy_from_slice(&part.bytes[..n]);
        if self.states.is_empty() && part.states.is_empty() {
            return;
        }
        if self.states.is_empty() {
            self.states = vec![ByteState::Known; self.bytes.len()];
        }
        for i in 0..n {
            self.states[off + i] = part.states.get(i).copied().unwrap_or(ByteState::Known);
        }
        if self.states.iter().all(|s| *s == ByteState::Known) {
            self.states.clear();
        }
        if part.reason.is_some() && self.reason.is_none() {
            self.reason = part.reason.clone();
        }
    }

    /// A part of this value: `len` bytes at `off`, of type `ty`; an lvalue when this is.
    pub fn slice(&self, ty: Arc<Type>, off: u64, len: u64) -> Value {
        // Offsets and sizes come from DWARF: a hostile one must not overflow or allocate
        // without bound.
        let end = off.checked_add(len);
        if len > MAX_VALUE_BYTES || end.is_none() {
            return Value::unavailable(ty, "part outside the value");
        }
        let (o, l) = (off as usize, len as usize);
        let e = o + l;
        let bytes = self
            .bytes
            .get(o..e)
            .map(<[u8]>::to_vec)
            .unwrap_or_else(|| vec![0; l]);
        let states = if self.states.is_empty() && e <= self.bytes.len() {
            Vec::new()
        } else {
            (o..e)
                .map(|i| {
                    if i >= self.bytes.len() {
                        ByteState::Unavailable
                    } else {
                        self.states.get(i).copied().unwrap_or(ByteState::Known)
                    }
                })
                .collect()
        };
        let mut v = Value {
            ty,
            bytes,
            states,
            reason: self.reason.clone(),
            lval: self.lval.as_ref().and_then(|l| offset_location(l, off)),
            bitfield: None,
            referent: None,
        };
        if v.states.iter().all(|s| *s == ByteState::Known) {
            v.states.clear();
        }
        v
    }

    /// The member's value: a bit field is extracted and sign-extended to its type's size.
    pub fn member_value(&self, m: &Member) -> Value {
        let size = m.ty.byte_size().unwrap_or(0);
        match m.bits {
            None => self.slice(m.ty.clone(), m.byte_offset, size),
            Some((bit_off, nbits)) => {
                if nbits > 64 || size > 16 || bit_off.checked_add(nbits).is_none() {
                    return Value::unavailable(m.ty.clone(), "malformed bit field");
                }
                let first = (bit_off / 8) as usize;
                let last = ((bit_off + nbits).div_ceil(8)) as usize;
                let state = self.state_of(first, last - first);
                let mut raw: u128 = 0;
                for i in (first..last.min(self.bytes.len()).min(first + 16)).rev() {
                    raw = (raw << 8) | u128::from(self.bytes[i]);
                }
                let shifted = raw >> (bit_off % 8);
                let mask = if nbits >= 128 {
                    u128::MAX
                } else {
                    (1u128 << nbits) - 1
                };
                let mut x = shifted & mask;
                let signed = Type::encoding(&m.ty).is_some_and(Encoding::is_signed);
                if signed && nbits > 0 && nbits < 128 && x >> (nbits - 1) & 1 == 1 {
                    x |= !mask;
                }
                let mut v = Value::from_int(m.ty.clone(), x as i128);
                if state != ByteState::Known {
                    v.states = vec![state; size as usize];
                    v.reason = self.reason.clone();
                }
                v.lval = self.lval.clone();
                v.bitfield = Some((bit_off, nbits));
                v
            }
        }
    }

    /// Member `name` of a structure or union (anonymous members are searched too).
    pub fn member(&self, name: &str) -> Result<Value, ValueError> {
        let t = Type::stripped(&self.ty);
        if let TypeKind::Array { vector: true, .. } = &t.kind {
            return self.component(name);
        }
        let TypeKind::Aggregate { members, .. } = &t.kind else {
            return Err(ValueError::NotStruct);
        };
        for m in members.iter().filter(|m| !m.base) {
            if m.name.as_deref() == Some(name) {
                return Ok(self.member_value(m));
            }
        }
        // As in C++: anonymous members, then base classes.
        for m in members.iter().filter(|m| m.name.is_none() || m.base) {
            let inner = self.member_value(m);
            if let Ok(v) = inner.member(name) {
                return Ok(v);
            }
        }
        Err(ValueError::NoMember(name.to_string()))
    }

    /// One component of an OpenCL vector (`v.x`, `v.w`, `v.s3`, `v.sA`): OpenCL C 6.3.7's
    /// single-component selectors; multi-component swizzles (`v.xy`) are not values in
    /// memory and are not supported.
    fn component(&self, name: &str) -> Result<Value, ValueError> {
        let index = match name {
            "x" => Some(0),
            "y" => Some(1),
            "z" => Some(2),
            "w" => Some(3),
            n => n
                .strip_prefix('s')
                .or_else(|| n.strip_prefix('S'))
                .filter(|d| d.len() == 1)
                .and_then(|d| u64::from_str_radix(d, 16).ok()),
        };
        let (el, count) = Type::array_element(&self.ty).ok_or(ValueError::NotStruct)?;
        match (index, count) {
            (Some(i), Some(n)) if i < n => {
                let es = el.byte_size().unwrap_or(0);
                Ok(self.slice(el, i * es, es))
            }
            _ => Err(ValueError::NoMember(name.to_string())),
        }
    }

    /// The fields of a structure or union, in order, as (name, value); a base-class
    /// subobject is named as gdb prints it, `<Base>`.
    pub fn fields(&self) -> Vec<(Option<String>, Value)> {
        let t = Type::stripped(&self.ty);
        match &t.kind {
            TypeKind::Aggregate { members, .. } => members
                .iter()
                .map(|m| {
                    let v = if Type::contains_itself(&m.ty) {
                        Value::unavailable(m.ty.clone(), "the type contains itself")
                    } else {
                        self.member_value(m)
                    };
                    let name = match &m.name {
                        Some(n) if m.base => Some(format!("<{n}>")),
                        n => n.clone(),
                    };
                    (name, v)
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Element `i` of an array value (no bounds check, as in C; outside the bytes read the
    /// element is read from memory when the array is an lvalue).
    pub fn element(&self, i: i64, ctx: &mut dyn Context) -> Result<Value, ValueError> {
        let Some((el, _)) = Type::array_element(&self.ty) else {
            return Err(ValueError::CannotSubscript(self.ty.name()));
        };
        let es = el
            .byte_size()
            .ok_or_else(|| ValueError::NoSize(el.name()))?;
        let off = i.checked_mul(es as i64).ok_or(ValueError::NotAvailable)?;
        if off >= 0 && (off as u64 + es) as usize <= self.bytes.len() {
            return Ok(self.slice(el, off as u64, es));
        }
        match self.lval.as_ref().and_then(Location::memory_address) {
            Some((space, addr)) => {
                let loc = memory_location(&self.lval, space, addr.wrapping_add(off as u64));
                Ok(Value::read(el, &loc, ctx))
            }
            None => Ok(Value::unavailable(el, "element outside the array")),
        }
    }

    /// The elements of an array value (all of them; callers limit printing).
    pub fn elements(&self) -> Vec<Value> {
        (0..self.element_count())
            .filter_map(|i| self.element_at(i))
            .collect()
    }

    /// How many elements of an array value its bytes hold (the type's count, bounded by
    /// the bytes read: a hostile `int [1 << 40]` is not iterated).
    pub fn element_count(&self) -> u64 {
        let Some((el, n)) = Type::array_element(&self.ty) else {
            return 0;
        };
        if Type::contains_itself(&el) {
            return 0;
        }
        match el.byte_size() {
            Some(es) if es > 0 => n.unwrap_or(0).min(self.bytes.len() as u64 / es),
            _ => 0,
        }
    }

    /// Element `i` of an array value, from its bytes.
    pub fn element_at(&self, i: u64) -> Option<Value> {
        let (el, _) = Type::array_element(&self.ty)?;
        let es = el.byte_size()?;
        Some(self.slice(el, i.checked_mul(es)?, es))
    }

    /// Whether elements `i` and `j` have the same bytes and availability (gdb's repeat
    /// test), without building them.
    pub fn elements_equal(&self, i: u64, j: u64) -> bool {
        let Some(es) = Type::array_element(&self.ty).and_then(|(el, _)| el.byte_size()) else {
            return false;
        };
        let (a, b, n) = ((i * es) as usize, (j * es) as usize, es as usize);
        let bytes = |o: usize| self.bytes.get(o..o + n);
        let states = |o: usize| {
            if self.states.is_empty() {
                None
            } else {
                self.states.get(o..o + n)
            }
        };
        bytes(a) == bytes(b) && states(a) == states(b)
    }

    /// Whether the type is a C++ reference (`int &`).
    pub fn is_reference(&self) -> bool {
        matches!(
            Type::stripped(&self.ty).kind,
            TypeKind::Pointer {
                reference: Some(_),
                ..
            }
        )
    }

    /// A reference with the object it refers to read into [`Value::referent`]; other
    /// values unchanged.
    pub fn with_referent(mut self, ctx: &mut dyn Context) -> Value {
        if self.is_reference() && self.referent.is_none() && self.is_known() {
            if let (Some(pointee), Some((space, addr))) =
                (Type::pointee(&self.ty), self.as_address())
            {
                let r = Value::read(pointee, &Location::memory(space, addr), ctx);
                self.referent = Some(Box::new(r));
            }
        }
        self
    }

    /// What C++ operations see of a reference: the object it refers to (gdb's
    /// `coerce_ref`); other values unchanged.
    pub fn coerce_ref(self, ctx: &mut dyn Context) -> Value {
        if !self.is_reference() {
            return self;
        }
        let v = self.with_referent(ctx);
        match v.referent {
            Some(r) => *r,
            None => v,
        }
    }

    /// The address a pointer value holds, and its address space.
    pub fn as_address(&self) -> Option<(AddrSpace, u64)> {
        let (space, _) = Type::pointer_space(&self.ty)?;
        if !self.is_known() {
            return None;
        }
        Some((space, self.unsigned()? as u64))
    }

    /// The address `x EXPR` examines: a pointer's target in its space; a structure's or
    /// array's own address when it is in memory (as gdb); an integer's value as a generic
    /// (flat) address, which reaches global memory and, through the apertures, LDS and
    /// scratch.
    pub fn examine_address(&self) -> Option<(AddrSpace, u64)> {
        if let Some(a) = self.as_address() {
            return Some(a);
        }
        if Type::is_scalar(&self.ty) {
            if !self.is_known() {
                return None;
            }
            return Some((AddrSpace::GENERIC, self.unsigned()? as u64));
        }
        self.lval.as_ref().and_then(Location::memory_address)
    }

    /// `*p`: the value a pointer points to, read in the pointer's address space. An integer
    /// is treated as a pointer to `int` in global memory, as gdb does for `*1`.
    pub fn deref(&self, ctx: &mut dyn Context) -> Result<Value, ValueError> {
        let strip = Type::strip(&self.ty);
        let (pointee, space) = match &strip.kind {
            TypeKind::Pointer { pointee, space, .. } => (pointee.clone(), *space),
            TypeKind::Base { .. } | TypeKind::Enum { .. } => (Type::int(), AddrSpace::GLOBAL),
            TypeKind::Array { .. } => return self.element(0, ctx),
            _ => return Err(ValueError::NotPointer),
        };
        self.require_known()?;
        let addr = self.unsigned().ok_or(ValueError::NotAvailable)? as u64;
        let pointee_strip = Type::strip(&pointee);
        if matches!(pointee_strip.kind, TypeKind::Void) {
            return Err(ValueError::NotPointer);
        }
        let loc = Location::memory(space, addr);
        let v = Value::read(pointee, &loc, ctx);
        Ok(v)
    }

    /// `&v`: a pointer to a value held in memory (byte-aligned, one place).
    pub fn address_of(&self) -> Result<Value, ValueError> {
        if self.bitfield.is_some() {
            return Err(ValueError::NotInMemory);
        }
        let (space, addr) = self
            .lval
            .as_ref()
            .and_then(Location::memory_address)
            .ok_or(ValueError::NotInMemory)?;
        let explicit = !matches!(space, AddrSpace::GLOBAL);
        Ok(Value::pointer(
            Type::pointer_to(self.ty.clone(), space, explicit),
            addr,
        ))
    }

    /// Errs (optimized out, unavailable, unreadable) unless every byte is known.
    pub fn require_known(&self) -> Result<(), ValueError> {
        match self.state_of(0, self.bytes.len()) {
            ByteState::Known => Ok(()),
            ByteState::OptimizedOut => Err(ValueError::OptimizedOut),
            ByteState::Error => Err(ValueError::Read(
                self.reason
                    .clone()
                    .unwrap_or_else(|| "cannot read value".into()),
            )),
            ByteState::Unavailable => Err(ValueError::NotAvailable),
        }
    }

    /// The bytes as an unsigned integer (up to 16 bytes).
    pub fn unsigned(&self) -> Option<u128> {
        if self.bytes.len() > 16 {
            return None;
        }
        let mut b = [0u8; 16];
        b[..self.bytes.len()].copy_from_slice(&self.bytes);
        Some(u128::from_le_bytes(b))
    }

    /// The bytes as a signed integer of their size.
    pub fn signed(&self) -> Option<i128> {
        let n = self.bytes.len();
        let u = self.unsigned()?;
        if n == 0 || n >= 16 {
            return Some(u as i128);
        }
        let shift = 128 - 8 * n as u32;
        Some(((u << shift) as i128) >> shift)
    }

    /// The scalar this value is, for arithmetic (integers by their signedness, floats of 4
    /// or 8 bytes, pointers as their address).
    pub fn scalar(&self) -> Result<Scalar, ValueError> {
        self.require_known()?;
        let enc = Type::encoding(&self.ty).ok_or(ValueError::NotNumber)?;
        Ok(match enc {
            Encoding::Float => match self.bytes.len() {
                4 => Scalar::Float(f64::from(f32::from_le_bytes(
                    self.bytes[..4]
                        .try_into()
                        .map_err(|_| ValueError::NotNumber)?,
                ))),
                8 => Scalar::Float(f64::from_le_bytes(
                    self.bytes[..8]
                        .try_into()
                        .map_err(|_| ValueError::NotNumber)?,
                )),
                _ => return Err(ValueError::NotNumber),
            },
            e if e.is_signed() => Scalar::Int(self.signed().ok_or(ValueError::NotNumber)?),
            _ => Scalar::Int(self.unsigned().ok_or(ValueError::NotNumber)? as i128),
        })
    }

    /// Whether a scalar is non-zero (conditions, `!`, `&&`).
    pub fn truth(&self) -> Result<bool, ValueError> {
        Ok(match self.scalar()? {
            Scalar::Int(i) => i != 0,
            Scalar::Float(f) => f != 0.0,
        })
    }

    /// `(ty) self`: C conversions between scalars, pointers from integers and pointers
    /// (a pointer keeps the operand's named address space when the target type names none,
    /// so `(int *)local#0x10` stays in local memory), and same-type casts of anything.
    pub fn cast(&self, ty: &Arc<Type>) -> Result<Value, ValueError> {
        let target = Type::strip(ty);
        let source = Type::strip(&self.ty);
        if Arc::ptr_eq(&target, &source) {
            let mut v = self.clone();
            v.ty = ty.clone();
            return Ok(v);
        }
        match &target.kind {
            TypeKind::Void => return Ok(Value::void()),
            TypeKind::Pointer {
                pointee,
                byte_size,
                space,
                space_source,
                reference,
            } => {
                let (src_space, src_explicit) = match Type::pointer_space(&self.ty) {
                    Some(s) => s,
                    None if matches!(source.kind, TypeKind::Array { .. }) => {
                        // An array decays to a pointer to its first element.
                        let (space, addr) = self
                            .lval
                            .as_ref()
                            .and_then(Location::memory_address)
                            .ok_or(ValueError::NotInMemory)?;
                        let t =
                            Type::pointer_to(pointee.clone(), space, space_source.is_explicit());
                        return Ok(Value::pointer(t, addr));
                    }
                    None => (*space, false),
                };
                let addr = match self.scalar()? {
                    Scalar::Int(i) => i,
                    Scalar::Float(_) => return Err(ValueError::InvalidCast),
                };
                let ty = if src_explicit && !space_source.is_explicit() {
                    Arc::new(Type {
                        kind: TypeKind::Pointer {
                            pointee: pointee.clone(),
                            byte_size: *byte_size,
                            space: src_space,
                            space_source: SpaceSource::Named,
                            reference: *reference,
                        },
                        ..(**ty).clone()
                    })
                } else {
                    ty.clone()
                };
                return Ok(Value::from_int(ty, addr));
            }
            TypeKind::Base { .. } | TypeKind::Enum { .. } => {}
            _ => {
                // Same-size reinterpretation of aggregates is not C; gdb refuses too.
                if target.name() == source.name() && target.byte_size() == source.byte_size() {
                    let mut v = self.clone();
                    v.ty = ty.clone();
                    return Ok(v);
                }
                return Err(ValueError::InvalidCast);
            }
        }
        if !Type::is_scalar(&self.ty) {
            return Err(ValueError::InvalidCast);
        }
        let enc = Type::encoding(ty).ok_or(ValueError::InvalidCast)?;
        let s = self.scalar()?;
        Ok(match (enc, s) {
            (Encoding::Float, Scalar::Int(i)) => Value::from_float(ty.clone(), i as f64),
            (Encoding::Float, Scalar::Float(f)) => Value::from_float(ty.clone(), f),
            (Encoding::Boolean, s) => Value::from_int(
                ty.clone(),
                i128::from(match s {
                    Scalar::Int(i) => i != 0,
                    Scalar::Float(f) => f != 0.0,
                }),
            ),
            (_, Scalar::Int(i)) => Value::from_int(ty.clone(), i),
            (_, Scalar::Float(f)) => Value::from_int(ty.clone(), float_to_longest(f)),
        })
    }
}

/// The value of a variable in scope (from [`dwarf_ext::debuginfo::DebugInfo::lookup`]) in
/// a frame: its type from `table`, its location evaluated against `ctx` with its unit's
/// conventions, its bytes read there. No location, or a location list with no entry for
/// the PC, is `<optimized out>` (as gdb); `DW_AT_const_value` is the constant; an
/// expression the evaluator rejects gives an `<error: ...>` value naming the operation.
/// Only a type that cannot be loaded is an error.
pub fn variable_value(
    info: &dwarf_ext::debuginfo::DebugInfo<'_>,
    table: &mut crate::types::TypeTable,
    unit: &dwarf_ext::debuginfo::UnitInfo<'_>,
    var: &dwarf_ext::debuginfo::Variable,
    ctx: &mut dyn Context,
) -> Result<Value, crate::types::TypeError> {
    let ty = table.type_of(info, var.die)?;
    let evaluated = evaluate_location(unit, var, ctx);
    Ok(value_from(ty, unit, var, evaluated.as_ref(), ctx))
}

/// [`variable_value`] and [`variable_location`] from one evaluation of the expression.
pub fn variable_value_and_location(
    info: &dwarf_ext::debuginfo::DebugInfo<'_>,
    table: &mut crate::types::TypeTable,
    unit: &dwarf_ext::debuginfo::UnitInfo<'_>,
    var: &dwarf_ext::debuginfo::Variable,
    ctx: &mut dyn Context,
) -> (Result<Value, crate::types::TypeError>, Option<Location>) {
    let evaluated = evaluate_location(unit, var, ctx);
    variable_value_and_location_from(info, table, unit, var, evaluated, ctx)
}

/// [`variable_value_and_location`] given the evaluation of the variable's first location
/// expression ([`first_location_expression`]), made by the caller (once for every lane when
/// it does not depend on the lane).
pub fn variable_value_and_location_from(
    info: &dwarf_ext::debuginfo::DebugInfo<'_>,
    table: &mut crate::types::TypeTable,
    unit: &dwarf_ext::debuginfo::UnitInfo<'_>,
    var: &dwarf_ext::debuginfo::Variable,
    evaluated: Option<Result<dwarf_ext::Entry, dwarf_ext::Error>>,
    ctx: &mut dyn Context,
) -> (Result<Value, crate::types::TypeError>, Option<Location>) {
    let location = match &evaluated {
        Some(Ok(dwarf_ext::Entry::Location(loc))) => {
            Some(lane_selected(unit, ctx, loc.clone(), None))
        }
        _ => None,
    };
    let value = table
        .type_of(info, var.die)
        .map(|ty| value_from(ty, unit, var, evaluated.as_ref(), ctx));
    (value, location)
}

/// The location expression of `var` a read evaluates: the first (overlapping location-list
/// entries all hold the value: the first will do); `None` when it has no expression here.
pub fn first_location_expression(var: &dwarf_ext::debuginfo::Variable) -> Option<&[u8]> {
    let dwarf_ext::debuginfo::VarLocation::Expressions(exprs) = &var.location else {
        return None;
    };
    exprs.first().map(|(_, expr)| expr.as_slice())
}

/// [`first_location_expression`] evaluated in `ctx`.
fn evaluate_location(
    unit: &dwarf_ext::debuginfo::UnitInfo<'_>,
    var: &dwarf_ext::debuginfo::Variable,
    ctx: &mut dyn Context,
) -> Option<Result<dwarf_ext::Entry, dwarf_ext::Error>> {
    let expr = first_location_expression(var)?;
    Some(dwarf_ext::evaluate(ctx, expr, unit.eval_options()))
}

/// The value of `var` of type `ty` given its expression's evaluation
/// ([`evaluate_location`]).
fn value_from(
    ty: Arc<Type>,
    unit: &dwarf_ext::debuginfo::UnitInfo<'_>,
    var: &dwarf_ext::debuginfo::Variable,
    evaluated: Option<&Result<dwarf_ext::Entry, dwarf_ext::Error>>,
    ctx: &mut dyn Context,
) -> Value {
    use dwarf_ext::debuginfo::VarLocation;
    match (&var.location, evaluated) {
        (VarLocation::Const(bytes), _) => {
            let n = ty.byte_size().unwrap_or(bytes.len() as u64) as usize;
            let mut b = bytes.clone();
            b.resize(n.min(MAX_VALUE_BYTES as usize), 0);
            Value::from_bytes(ty, b)
        }
        (_, None) => Value::optimized_out(ty),
        (_, Some(Ok(dwarf_ext::Entry::Location(loc)))) => {
            let bits = ty.byte_size().map(|b| b.saturating_mul(8));
            let loc = lane_selected(unit, ctx, loc.clone(), bits);
            Value::read(ty, &loc, ctx)
        }
        (_, Some(Ok(dwarf_ext::Entry::Value(v)))) => {
            let (b, n) = v.to_le_bytes();
            let size = ty.byte_size().unwrap_or(n as u64) as usize;
            let mut bytes = b[..n].to_vec();
            bytes.resize(size.min(MAX_VALUE_BYTES as usize), 0);
            Value::from_bytes(ty, bytes)
        }
        (_, Some(Ok(dwarf_ext::Entry::ImplicitPointer(_)))) => {
            Value::unavailable(ty, "implicit pointer")
        }
        // The expression itself read a register the frame does not recover (a location
        // based on a clobbered VGPR in a caller): gdb's `<not saved>`.
        (
            _,
            Some(Err(dwarf_ext::Error {
                kind: ErrorKind::Context(dwarf_ext::ContextError(m)),
                ..
            })),
        ) if *m == crate::engine::NOT_SAVED => Value::not_saved(ty, 0),
        (_, Some(Err(e))) => Value::with_state(ty, ByteState::Error, Some(e.to_string())),
    }
}

/// Upstream clang names whole vector registers for one lane's value: the lane's slice, no
/// more (`value_bits`, when known, is the value's size).
fn lane_selected(
    unit: &dwarf_ext::debuginfo::UnitInfo<'_>,
    ctx: &dyn Context,
    loc: Location,
    value_bits: Option<u64>,
) -> Location {
    match ctx.lane() {
        Some(lane) if unit.conventions.producer.is_upstream_clang() => {
            loc.select_lane_in_vector_registers(lane, value_bits)
        }
        _ => loc,
    }
}

/// The location a variable's expression gives in `ctx`, as [`variable_value`] reads it
/// (the first of overlapping entries, upstream clang's whole vector registers narrowed to the
/// lane), or `None` when it has no location here: optimized out, a constant, a computed
/// value (`DW_OP_stack_value`), an implicit pointer or an evaluation error.
pub fn variable_location(
    unit: &dwarf_ext::debuginfo::UnitInfo<'_>,
    var: &dwarf_ext::debuginfo::Variable,
    ctx: &mut dyn Context,
) -> Option<Location> {
    match evaluate_location(unit, var, ctx)? {
        Ok(dwarf_ext::Entry::Location(loc)) => Some(lane_selected(unit, ctx, loc, None)),
        _ => None,
    }
}

/// Reads a C string at `addr` of `space`: the bytes before its NUL (at most `max`),
/// whether it went on past `max`, and the error that stopped the read, if one did. Reads
/// 64 bytes at a time, then byte by byte near the end of readable memory.
pub fn read_c_string(
    space: AddrSpace,
    addr: u64,
    max: usize,
    ctx: &mut dyn Context,
) -> (Vec<u8>, bool, Option<String>) {
    let mut out = Vec::new();
    while out.len() < max {
        let at = addr.wrapping_add(out.len() as u64);
        let n = (max - out.len()).min(64);
        let chunk = Value::read(
            Type::array_of(Type::char(), n as u64),
            &Location::memory(space, at),
            ctx,
        );
        if chunk.is_known() {
            match chunk.bytes.iter().position(|b| *b == 0) {
                Some(end) => {
                    out.extend_from_slice(&chunk.bytes[..end]);
                    return (out, false, None);
                }
                None => out.extend_from_slice(&chunk.bytes),
            }
            continue;
        }
        let b = Value::read(Type::char(), &Location::memory(space, at), ctx);
        if !b.is_known() {
            let why = b
                .error()
                .map(str::to_string)
                .or_else(|| b.reason.clone())
                .unwrap_or_else(|| "value is not available".into());
            return (out, false, Some(why));
        }
        if b.bytes[0] == 0 {
            return (out, false, None);
        }
        out.push(b.bytes[0]);
    }
    // At the limit: gdb shows `...` only when the string does go on.
    let at = addr.wrapping_add(out.len() as u64);
    let next = Value::read(Type::char(), &Location::memory(space, at), ctx);
    let more = next.is_known() && next.bytes[0] != 0;
    (out, more, None)
}

/// A float converted to an integer as gdb does (`target_float_to_longest`): truncated
/// toward zero and clamped to the 64-bit range, NaN as the largest value. C leaves
/// out-of-range conversions undefined; this is what gdb shows for them.
pub fn float_to_longest(f: f64) -> i128 {
    if f.is_nan() {
        return i128::from(i64::MAX);
    }
    i128::from(f as i64)
}

/// How an address of `space` is written: ROCgdb's `local#0x10` for the spaces a plain
/// number cannot name, a bare `0x1000` for global and generic (flat) addresses, which are
/// what host pointers look like. (ROCgdb's exact rendering of a pointer value in a
/// non-default space could not be confirmed here; this follows its `x` syntax, documented
/// in `shared/notes/anchors.md`.)
pub fn address_text(space: AddrSpace, addr: u64) -> String {
    match space {
        AddrSpace::GLOBAL | AddrSpace::GENERIC => format!("{addr:#x}"),
        s => format!("{s}#{addr:#x}"),
    }
}

/// A location `bytes` further on, without a context: possible for one single location
/// (its storage's size is checked at read time); a union of places or a composite needs
/// the storage sizes, so it gives `None` (the part is then not an lvalue).
pub fn offset_location(loc: &Location, bytes: u64) -> Option<Location> {
    if !loc.is_single() || matches!(loc.first().storage, Storage::Composite(_)) {
        return None;
    }
    if matches!(loc.first().storage, Storage::Undefined) {
        return Some(loc.clone());
    }
    let bit = loc.first().bit_offset.checked_add(u128::from(bytes) * 8)?;
    Some(Location::single(loc.first().storage.clone(), bit))
}

/// Memory of `space` at `addr`, bound to the same lane as `like` when that is lane memory.
fn memory_location(like: &Option<Location>, space: AddrSpace, addr: u64) -> Location {
    match like.as_ref().map(|l| &l.first().storage) {
        Some(Storage::Memory {
            lane: Some(lane), ..
        }) => Location::lane_memory(space, *lane, addr),
        _ => Location::memory(space, addr),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dwarf_ext::SnapshotWave;

    fn pair() -> Arc<Type> {
        crate::types::test_pair()
    }

    #[test]
    fn read_struct_from_private_lane_memory() {
        let mut w = SnapshotWave::new(64);
        w.lane = Some(3);
        let mut bytes = Vec::new();
        bytes.extend(7i32.to_le_bytes());
        bytes.extend(2.5f32.to_le_bytes());
        for i in 1..=4i32 {
            bytes.extend(i.to_le_bytes());
        }
        w.store(AddrSpace::PRIVATE_LANE, 0x10, &bytes).unwrap();
        let loc = w.location(AddrSpace::PRIVATE_LANE, 0x10);
        let v = Value::read(pair(), &loc, &mut w);
        assert!(v.is_known());
        assert_eq!(v.member("a").unwrap().scalar().unwrap(), Scalar::Int(7));
        assert_eq!(v.member("b").unwrap().scalar().unwrap(), Scalar::Float(2.5));
        let c = v.member("c").unwrap();
        assert_eq!(
            c.element(2, &mut w).unwrap().scalar().unwrap(),
            Scalar::Int(3)
        );
        let p = c.element(1, &mut w).unwrap().address_of().unwrap();
        assert_eq!(p.as_address(), Some((AddrSpace::PRIVATE_LANE, 0x1c)));
        assert_eq!(p.deref(&mut w).unwrap().scalar().unwrap(), Scalar::Int(2));
        assert_eq!(
            v.member("zz").unwrap_err().to_string(),
            "There is no member named zz."
        );
    }

    #[test]
    fn undefined_is_optimized_out_and_bad_memory_keeps_reason() {
        let mut w = SnapshotWave::new(64);
        let v = Value::read(Type::int(), &Location::undefined(), &mut w);
        assert_eq!(v.state_of(0, 4), ByteState::OptimizedOut);
        let v = Value::read(
            Type::int(),
            &Location::memory(AddrSpace::GLOBAL, 0x40),
            &mut w,
        );
        assert_eq!(v.error(), Some("Cannot access memory at address 0x40"));
        let v = Value::read(Type::int(), &Location::register(2560), &mut w);
        assert_eq!(v.state_of(0, 4), ByteState::Unavailable);
        // A struct half in readable memory: the readable member is known.
        w.store(AddrSpace::GLOBAL, 0x100, &5i32.to_le_bytes())
            .unwrap();
        let v = Value::read(pair(), &Location::memory(AddrSpace::GLOBAL, 0x100), &mut w);
        assert_eq!(v.member("a").unwrap().scalar().unwrap(), Scalar::Int(5));
        assert_eq!(v.member("b").unwrap().state_of(0, 4), ByteState::Error);
    }

    #[test]
    fn casts() {
        let v = Value::int(300);
        assert_eq!(
            v.cast(&Type::char()).unwrap().scalar().unwrap(),
            Scalar::Int(44)
        );
        let f = Value::from_float(Type::double(), 2.7);
        assert_eq!(
            f.cast(&Type::int()).unwrap().scalar().unwrap(),
            Scalar::Int(2)
        );
        let lit = Value::pointer(Type::pointer_to(Type::void(), AddrSpace::LOCAL, true), 0x10);
        let p = lit
            .cast(&Type::pointer_to(Type::int(), AddrSpace::GLOBAL, false))
            .unwrap();
        assert_eq!(p.as_address(), Some((AddrSpace::LOCAL, 0x10)));
        assert_eq!(p.ty.name(), "int *");
        assert!(Value::from_bytes(pair(), vec![0; 24])
            .cast(&Type::int())
            .is_err());
    }

    #[test]
    fn composite_with_an_undefined_piece_reads_member_by_member() {
        let mut w = SnapshotWave::new(64);
        let c: Vec<u8> = (1..=4i32).flat_map(|i| i.to_le_bytes()).collect();
        let loc = Location::composite([
            (Location::implicit(&1i32.to_le_bytes()), 32),
            (Location::undefined(), 32),
            (Location::implicit(&c), 128),
        ])
        .unwrap();
        let v = Value::read(pair(), &loc, &mut w);
        let text = crate::format::format_value(&v, &Default::default());
        assert_eq!(text, "{a = 1, b = <optimized out>, c = {1, 2, 3, 4}}");
    }

    #[test]
    fn opencl_vector_components() {
        let f4 = Arc::new(Type {
            name: Some("float4".into()),
            scope: String::new(),
            kind: TypeKind::Typedef(Arc::new(Type {
                name: None,
                scope: String::new(),
                kind: TypeKind::Array {
                    element: Type::float(),
                    dims: vec![Some(4)],
                    vector: true,
                },
                die: None,
                cplus: false,
                bare_tags: false,
            })),
            die: None,
            cplus: false,
            bare_tags: false,
        });
        let bytes = [1.0f32, 2.0, 3.0, 4.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect();
        let v = Value::from_bytes(f4, bytes);
        assert_eq!(v.member("x").unwrap().scalar().unwrap(), Scalar::Float(1.0));
        assert_eq!(v.member("w").unwrap().scalar().unwrap(), Scalar::Float(4.0));
        assert_eq!(
            v.member("s2").unwrap().scalar().unwrap(),
            Scalar::Float(3.0)
        );
        assert!(v.member("s4").is_err());
        assert_eq!(
            crate::format::format_value(&v, &Default::default()),
            "{1, 2, 3, 4}"
        );
    }

    #[test]
    fn examine_addresses() {
        let lp = Value::pointer(Type::pointer_to(Type::int(), AddrSpace::LOCAL, true), 0x10);
        assert_eq!(lp.examine_address(), Some((AddrSpace::LOCAL, 0x10)));
        assert_eq!(
            Value::int(0x1000).examine_address(),
            Some((AddrSpace::GENERIC, 0x1000))
        );
        let mut s = Value::from_bytes(pair(), vec![0; 24]);
        assert_eq!(s.examine_address(), None);
        s.lval = Some(Location::memory(AddrSpace::PRIVATE_LANE, 0x40));
        assert_eq!(s.examine_address(), Some((AddrSpace::PRIVATE_LANE, 0x40)));
        assert_eq!(Value::optimized_out(Type::int()).examine_address(), None);
    }

    /// An unmarked clang ≤ 19 pointer is generic: through the apertures it reaches global
    /// memory, LDS and the lane's scratch alike.
    #[test]
    fn generic_pointers_resolve_through_the_apertures() {
        let mut w = SnapshotWave::new(64);
        w.lane = Some(5);
        w.store(AddrSpace::GLOBAL, 0x1000, &11i32.to_le_bytes())
            .unwrap();
        w.store(AddrSpace::LOCAL, 0x20, &22i32.to_le_bytes())
            .unwrap();
        w.store(AddrSpace::PRIVATE_LANE, 0x30, &33i32.to_le_bytes())
            .unwrap();
        let gp = Type::pointer_to(Type::int(), AddrSpace::GENERIC, false);
        let ap = dwarf_ext::SNAPSHOT_APERTURES;
        for (addr, want) in [
            (0x1000, 11),
            (ap.local_base + 0x20, 22),
            (ap.private_base + 0x30, 33),
        ] {
            let v = Value::pointer(gp.clone(), addr).deref(&mut w).unwrap();
            assert_eq!(v.scalar().unwrap(), Scalar::Int(want), "{addr:#x}");
        }
    }

    /// End to end on real compiler output: `Pair p` of `mix_pair` in each producer's
    /// arith-O0 (gfx90a), its location evaluated by dwarf_ext against a wave whose s33
    /// (the frame pointer) is 0, its type from the DWARF, its bytes from private memory.
    #[test]
    fn corpus_struct_parameter_reads_and_prints() {
        use dwarf_ext::debuginfo::VarLocation;
        use dwarf_ext::gimli;
        for producer in ["clang19", "clang22", "rocm22"] {
            let path = format!(
                "{}/../corpus/{producer}/gfx90a/arith-O0.hsaco",
                env!("CARGO_MANIFEST_DIR")
            );
            let bytes = std::fs::read(&path).unwrap();
            let image = crate::Image::parse(&path, &bytes).unwrap();
            let info = image.debug_info().unwrap();
            let mut table = crate::types::TypeTable::new();
            let mut found = false;
            for u in info.units() {
                let mut cursor = u.unit.entries();
                let mut in_mix = false;
                while let Some(e) = cursor.next_dfs().unwrap() {
                    if e.tag() == gimli::DW_TAG_subprogram {
                        in_mix = info.name(u, e).as_deref() == Some("mix_pair");
                    }
                    if !in_mix
                        || e.tag() != gimli::DW_TAG_formal_parameter
                        || info.name(u, e).as_deref() != Some("p")
                    {
                        continue;
                    }
                    let ty = table.type_of(&info, u.info_offset(e.offset())).unwrap();
                    assert_eq!(ty.name(), "Pair", "{producer}");
                    let VarLocation::Expressions(exprs) = info.variable_location(u, e, 0).unwrap()
                    else {
                        panic!("{producer}: no location");
                    };
                    let mut w = SnapshotWave::new(64);
                    w.lane = Some(3);
                    w.regs.insert(65, vec![0; 4]); // s33
                    w.frame_base = Some(Location::register(65));
                    let loc = match dwarf_ext::evaluate(&mut w, &exprs[0].1, u.eval_options()) {
                        Ok(dwarf_ext::Entry::Location(l)) => l,
                        other => panic!("{producer}: {other:?}"),
                    };
                    let (space, addr) = loc.memory_address().unwrap();
                    assert_eq!(space, AddrSpace::PRIVATE_LANE, "{producer}");
                    let mut b = Vec::new();
                    b.extend(1i32.to_le_bytes());
                    b.extend(2.5f32.to_le_bytes());
                    b.extend([0; 8]);
                    for i in 1..=4i32 {
                        b.extend(i.to_le_bytes());
                    }
                    w.store(space, addr, &b).unwrap();
                    let v = Value::read(ty, &loc, &mut w);
                    assert_eq!(
                        crate::format::format_value(&v, &Default::default()),
                        "{a = 1, b = 2.5, c = {1, 2, 3, 4}}",
                        "{producer} at {space}#{addr:#x}"
                    );
                    found = true;
                }
            }
            assert!(found, "{producer}: no parameter p in mix_pair");
        }
    }

    /// Every variable in scope at every line-table address of some -O0 and -O2 objects
    /// reads (against a wave of zero registers and empty memory) without a panic, and a
    /// constant the producer wrote as `DW_OP_litN, DW_OP_stack_value` reads as its value.
    #[test]
    fn corpus_variables_in_scope_read() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../corpus");
        let mut constants = 0;
        for file in [
            "rocm22/gfx90a/arith-O2",
            "rocm22/gfx1100/divergence-O2",
            "clang19/gfx90a/arith-O2",
            "clang22/gfx942/recursion-O0",
        ] {
            let path = format!("{root}/{file}.hsaco");
            let bytes = std::fs::read(&path).unwrap();
            let image = crate::Image::parse(&path, &bytes).unwrap();
            let info = image.debug_info().unwrap();
            let mut table = crate::types::TypeTable::new();
            let mut pcs = Vec::new();
            for u in 0..info.units().len() {
                let mut cursor = info.units()[u].unit.entries();
                while let Some(e) = cursor.next_dfs().unwrap() {
                    if e.tag() == dwarf_ext::gimli::DW_TAG_subprogram {
                        if let Ok(r) = info.die_ranges(&info.units()[u], e) {
                            for r in r {
                                pcs.extend((r.start..r.end).step_by(64));
                            }
                        }
                    }
                }
            }
            assert!(!pcs.is_empty(), "{file}");
            for pc in pcs {
                let Some(at) = info.lookup(pc).unwrap() else {
                    continue;
                };
                let unit = &info.units()[at.unit];
                for var in &at.variables {
                    let mut w = SnapshotWave::new(info.wave_lanes());
                    w.frame_base = Some(Location::register(65));
                    let v = variable_value(&info, &mut table, unit, var, &mut w).unwrap();
                    let text = crate::format::format_value(&v, &Default::default());
                    let _ = crate::format::to_json(&v, &Default::default());
                    if let dwarf_ext::debuginfo::VarLocation::Expressions(e) = &var.location {
                        // `DW_OP_lit0..31, DW_OP_stack_value`: the fork's constants.
                        if let [op @ 0x30..=0x4f, 0x9f] = e[0].1.as_slice() {
                            if var.type_name == "int" {
                                assert_eq!(text, (op - 0x30).to_string(), "{file} {var:?}");
                                constants += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(constants > 0);
    }

    /// Reading a variable's value and location from one evaluation (with the type table's
    /// answers remembered from earlier reads) gives what the separate reads give, in a
    /// register-based -O2 build and a memory-based -O0 one.
    #[test]
    fn value_and_location_from_one_evaluation_match_the_separate_reads() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../corpus");
        let mut compared = 0;
        for file in ["clang19/gfx90a/divergence-O2", "clang19/gfx90a/arith-O0"] {
            let path = format!("{root}/{file}.hsaco");
            let bytes = std::fs::read(&path).unwrap();
            let image = crate::Image::parse(&path, &bytes).unwrap();
            let info = image.debug_info().unwrap();
            let mut remembered = crate::types::TypeTable::new();
            for u in 0..info.units().len() {
                let mut cursor = info.units()[u].unit.entries();
                let mut pcs = Vec::new();
                while let Some(e) = cursor.next_dfs().unwrap() {
                    if e.tag() == dwarf_ext::gimli::DW_TAG_subprogram {
                        if let Ok(r) = info.die_ranges(&info.units()[u], e) {
                            for r in r {
                                pcs.extend((r.start..r.end).step_by(16));
                            }
                        }
                    }
                }
                for pc in pcs {
                    let Some(at) = info.lookup(pc).unwrap() else {
                        continue;
                    };
                    let unit = &info.units()[at.unit];
                    for var in &at.variables {
                        for lane in [0, 5] {
                            let wave = || {
                                let mut w = SnapshotWave::new(info.wave_lanes());
                                w.lane = Some(lane);
                                w.frame_base = Some(Location::register(65));
                                w
                            };
                            let mut fresh = crate::types::TypeTable::new();
                            let alone = variable_value(&info, &mut fresh, unit, var, &mut wave());
                            let location_alone = variable_location(unit, var, &mut wave());
                            let (both, location) = variable_value_and_location(
                                &info,
                                &mut remembered,
                                unit,
                                var,
                                &mut wave(),
                            );
                            let text = |v: &Result<Value, crate::types::TypeError>| {
                                v.as_ref()
                                    .map(|v| crate::format::format_value(v, &Default::default()))
                                    .map_err(|e| e.to_string())
                            };
                            assert_eq!(text(&both), text(&alone), "{file} {pc:#x} {var:?}");
                            assert_eq!(location, location_alone, "{file} {pc:#x} {var:?}");
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(compared > 100, "{compared}");
    }
}
