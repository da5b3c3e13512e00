//! One model of DWARF 5 type DIEs (§5: base, pointer and reference, pointer to member,
//! structure/union/class, array and subrange, enumeration, typedef, qualifiers, subroutine
//! types), built once per DIE by [`TypeTable`] and cached by `.debug_info` offset, with three
//! renderers of its C names:
//!
//! * gdb's ([`Type::name`], [`Type::ptype`]): `int`, `struct Pair`, `int *`, `int [2][3]`,
//!   `int (*)[3]`, `void (*)(void)`, and `ptype` bodies;
//! * llvm-dwarfdump's ([`Type::llvm_name`]), the name it adds to `DW_AT_type (0x… "name")`;
//! * the compact one of variable listings ([`Type::compact_name`]): `const uint *`,
//!   `int[32]`, `float __vector(4)`, `int *__aspace(local)`.
//!
//! The C built-in types an expression may cast to ([`builtin`]) live here too.
//!
//! Pointer address spaces (producers.md §3, §9 item 3): no producer in the corpus writes
//! `DW_AT_LLVM_address_space`; upstream clang writes `DW_AT_address_class` on pointers to
//! private and local memory only, in the same numbering as its `xderef` suffix (clang ≤ 19:
//! 1 = private, 2 = local; clang 22: `DW_ASPACE` numbers, 1 = generic). So the unit's
//! [`XderefConvention`](crate::XderefConvention) decides how the number reads. A pointer
//! with no attribute is in `DW_ASPACE_LLVM_none` (global) for clang 22 and the fork, which
//! mark generic pointers explicitly; clang ≤ 19 leaves both global and flat (generic)
//! pointers unmarked, and a global address read as generic resolves to the same global
//! memory through the apertures, so unmarked clang ≤ 19 pointers are taken as generic.
//! AMD's fork keeps clang-19's producer string and marks no pointer at all (not even HIP's
//! flat ones), so the same reading fits it.

mod compact;
mod gdb;
mod llvm;
mod load;
#[cfg(test)]
mod tests;

pub use gdb::builtin;
pub use load::{unit_language, TypeTable};

use std::sync::{Arc, OnceLock, Weak};

use crate::AddrSpace;

/// How deep type DIEs may nest (pointer to array of typedef of ...) before loading gives up:
/// hostile DWARF must not exhaust the stack.
pub const MAX_TYPE_DEPTH: u32 = 64;

/// Why a type could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TypeError {
    /// No unit holds the offset, or there is no DIE there.
    #[error("no DIE at .debug_info offset {0:#x}")]
    NoDie(u64),
    /// gimli could not read the DIE or its children.
    #[error("DIE {die:#x}: {error}")]
    Read {
        /// The DIE's `.debug_info` offset.
        die: u64,
        /// gimli's error.
        error: crate::gimli::Error,
    },
    /// The DIE is not a type.
    #[error("DIE {die:#x} is {tag}, not a type")]
    NotAType {
        /// The DIE's `.debug_info` offset.
        die: u64,
        /// Its tag.
        tag: String,
    },
    /// Types nest deeper than [`MAX_TYPE_DEPTH`].
    #[error("types nest deeper than {MAX_TYPE_DEPTH} at DIE {0:#x}")]
    TooDeep(u64),
    /// A broken rule of DWARF's type DIEs.
    #[error("DIE {die:#x}: {what}")]
    Malformed {
        /// The DIE's `.debug_info` offset.
        die: u64,
        /// What is wrong.
        what: &'static str,
    },
}

/// `DW_ATE_*` encodings of base types that values are read by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// `DW_ATE_signed`.
    Signed,
    /// `DW_ATE_unsigned`.
    Unsigned,
    /// `DW_ATE_signed_char`.
    SignedChar,
    /// `DW_ATE_unsigned_char`.
    UnsignedChar,
    /// `DW_ATE_boolean`.
    Boolean,
    /// `DW_ATE_float`.
    Float,
    /// `DW_ATE_address`.
    Address,
    /// `DW_ATE_UTF` (a character type of C++/C11).
    Utf,
    /// Anything else (decimal float, fixed point, complex): shown as unsigned bytes.
    Other(u8),
}

impl Encoding {
    /// From a `DW_ATE_*` number.
    pub fn from_dwarf(ate: u8) -> Encoding {
        match ate {
            0x1 => Encoding::Address,
            0x2 => Encoding::Boolean,
            0x4 => Encoding::Float,
            0x5 => Encoding::Signed,
            0x6 => Encoding::SignedChar,
            0x7 => Encoding::Unsigned,
            0x8 => Encoding::UnsignedChar,
            0x10 => Encoding::Utf,
            n => Encoding::Other(n),
        }
    }

    /// Whether values of this encoding are signed integers.
    pub fn is_signed(self) -> bool {
        matches!(self, Encoding::Signed | Encoding::SignedChar)
    }

    /// Whether this is a character encoding (printed `65 'A'`).
    pub fn is_char(self) -> bool {
        matches!(
            self,
            Encoding::SignedChar | Encoding::UnsignedChar | Encoding::Utf
        )
    }
}

/// Structure, class or union.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AggregateKind {
    /// `DW_TAG_structure_type`.
    Struct,
    /// `DW_TAG_class_type`.
    Class,
    /// `DW_TAG_union_type`.
    Union,
}

impl AggregateKind {
    /// The C keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            AggregateKind::Struct => "struct",
            AggregateKind::Class => "class",
            AggregateKind::Union => "union",
        }
    }
}

/// One data member of a structure, class or union.
#[derive(Debug, Clone)]
pub struct Member {
    /// The name (`None` for an anonymous member).
    pub name: Option<String>,
    /// The type.
    pub ty: Arc<Type>,
    /// The byte offset of the member's storage (for a bit field: of its containing bytes,
    /// see `bits`).
    pub byte_offset: u64,
    /// A bit field: (bit offset from the start of the structure, bit size).
    pub bits: Option<(u64, u64)>,
    /// A base-class subobject (`DW_TAG_inheritance`), named by its type.
    pub base: bool,
}

/// A qualifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Qualifier {
    /// `const`.
    Const,
    /// `volatile`.
    Volatile,
    /// `restrict`.
    Restrict,
    /// `_Atomic` (`DW_TAG_atomic_type`).
    Atomic,
}

impl Qualifier {
    /// The C keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            Qualifier::Const => "const",
            Qualifier::Volatile => "volatile",
            Qualifier::Restrict => "restrict",
            Qualifier::Atomic => "_Atomic",
        }
    }
}

/// Which of C++'s references a pointer type is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reference {
    /// `&` (`DW_TAG_reference_type`).
    Lvalue,
    /// `&&` (`DW_TAG_rvalue_reference_type`).
    Rvalue,
}

/// Where a pointer's address space came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpaceSource {
    /// Nothing named it: the producer's default for unmarked pointers (see the module docs).
    Default,
    /// `DW_AT_address_class`.
    AddressClass,
    /// The vendor address-space attribute (`DW_AT_LLVM_address_space`).
    AddressSpaceAttribute,
    /// An expression named it (a cast to an address-space-qualified pointer type).
    Named,
}

impl SpaceSource {
    /// Whether the space was named rather than defaulted: a cast to a pointer type without
    /// one keeps the operand's named space.
    pub fn is_explicit(self) -> bool {
        self != SpaceSource::Default
    }
}

/// A type whose DIE was still being loaded when something inside it pointed back at it (a
/// structure with a pointer to itself). It becomes the real type once the load finishes; a
/// weak reference, so the cycle does not keep the types alive after their table.
#[derive(Debug, Clone)]
pub struct Forward {
    /// The DIE.
    pub die: u64,
    slot: Arc<OnceLock<Weak<Type>>>,
}

impl Forward {
    /// The type the reference stands for, once its load has finished.
    pub fn target(&self) -> Option<Arc<Type>> {
        self.slot.get().and_then(Weak::upgrade)
    }
}

/// What a type is.
#[derive(Debug, Clone)]
pub enum TypeKind {
    /// `void` (no `DW_AT_type`, or `DW_TAG_unspecified_type`).
    Void,
    /// A base type.
    Base {
        /// The encoding.
        encoding: Encoding,
        /// Size in bytes.
        byte_size: u64,
        /// The vendor vector-size attribute (`DW_AT_LLVM_vector_size`): a base type that
        /// stands for a vector of this many elements.
        vector_size: Option<u64>,
    },
    /// A pointer or reference.
    Pointer {
        /// The type pointed to.
        pointee: Arc<Type>,
        /// Size in bytes (8 unless the DIE says otherwise).
        byte_size: u64,
        /// The address space the pointer's value is an address in.
        space: AddrSpace,
        /// Where `space` came from.
        space_source: SpaceSource,
        /// A C++ reference (`&`, `&&`) rather than a pointer.
        reference: Option<Reference>,
    },
    /// A pointer to a member of a class (`DW_TAG_ptr_to_member_type`): `int A::*`.
    MemberPointer {
        /// The member's type.
        pointee: Arc<Type>,
        /// The class (`DW_AT_containing_type`; `void` without one).
        containing: Arc<Type>,
        /// Size in bytes (the DIE's, or the unit's address size).
        byte_size: u64,
    },
    /// A structure, class or union.
    Aggregate {
        /// Which.
        kind: AggregateKind,
        /// The data members.
        members: Vec<Member>,
        /// Size in bytes.
        byte_size: u64,
    },
    /// An array (several dimensions when one DIE has several subranges).
    Array {
        /// The element type.
        element: Arc<Type>,
        /// Element counts, outermost first; `None` for an unknown bound.
        dims: Vec<Option<u64>>,
        /// `DW_AT_GNU_vector`: an OpenCL/ext vector such as `float4`.
        vector: bool,
    },
    /// An enumeration.
    Enum {
        /// The enumerators in declaration order.
        enumerators: Vec<(String, i128)>,
        /// Size in bytes.
        byte_size: u64,
        /// Whether the underlying type is signed.
        signed: bool,
        /// gdb's "flag enum": all values non-negative, single bits or zero, disjoint.
        flag: bool,
        /// C++ `enum class` (`DW_AT_enum_class`).
        scoped: bool,
        /// The underlying type's name when DWARF gives one (C++ `ptype` shows it).
        underlying: Option<String>,
    },
    /// A typedef.
    Typedef(Arc<Type>),
    /// A qualified type.
    Qualified(Qualifier, Arc<Type>),
    /// A function type (only its rendering matters: values of it are not read).
    Function {
        /// The return type.
        ret: Arc<Type>,
        /// Parameter types.
        params: Vec<Arc<Type>>,
        /// `...` at the end (`DW_TAG_unspecified_parameters`).
        variadic: bool,
        /// `DW_AT_prototyped`: C's `(void)` rather than `()`.
        prototyped: bool,
        /// The first parameter is `DW_AT_artificial`: C++'s `this`, in a method's type.
        artificial_first: bool,
    },
    /// A DIE a [`TypeTable::tolerant`] table could not make a type of: a tag that is no
    /// type, a DIE that breaks a rule of type DIEs, or (`tag: None`) a reference that leads
    /// to no readable DIE. Its `name` is the DIE's `DW_AT_name`, when it has one.
    Unknown {
        /// The DIE's tag, when the DIE could be read.
        tag: Option<crate::gimli::DwTag>,
    },
    /// A type still being loaded (see [`Forward`]).
    Forward(Forward),
}

/// A type: its name (when the DIE has one) and what it is.
#[derive(Debug, Clone)]
pub struct Type {
    /// `DW_AT_name` as the DIE writes it (typedef, base, struct tag, enum tag).
    pub name: Option<String>,
    /// C++: the namespaces and classes the DIE is nested in, as a name prefix (`ns::Outer::`);
    /// empty in C and at file scope.
    pub scope: String,
    /// What it is.
    pub kind: TypeKind,
    /// The DIE it came from, if any.
    pub die: Option<u64>,
    /// C++ (HIP): names carry their scopes, enums their underlying type.
    pub cplus: bool,
    /// Whether a name leaves out the `struct`/`union`/`enum` keyword, as gdb writes names in
    /// C++ and OpenCL (`point`; C: `struct point`).
    pub bare_tags: bool,
}

impl Type {
    fn new(name: Option<&str>, kind: TypeKind) -> Arc<Type> {
        Arc::new(Type {
            name: name.map(str::to_string),
            scope: String::new(),
            kind,
            die: None,
            cplus: false,
            bare_tags: false,
        })
    }

    /// `void`.
    pub fn void() -> Arc<Type> {
        Type::new(Some("void"), TypeKind::Void)
    }

    /// A base type.
    pub fn base(name: &str, encoding: Encoding, byte_size: u64) -> Arc<Type> {
        Type::new(
            Some(name),
            TypeKind::Base {
                encoding,
                byte_size,
                vector_size: None,
            },
        )
    }

    /// `int` (32-bit signed).
    pub fn int() -> Arc<Type> {
        Type::base("int", Encoding::Signed, 4)
    }

    /// `unsigned int`.
    pub fn uint() -> Arc<Type> {
        Type::base("unsigned int", Encoding::Unsigned, 4)
    }

    /// `long` (64-bit signed).
    pub fn long() -> Arc<Type> {
        Type::base("long", Encoding::Signed, 8)
    }

    /// `unsigned long` (64-bit unsigned; registers such as `$pc`, `$exec`).
    pub fn ulong() -> Arc<Type> {
        Type::base("unsigned long", Encoding::Unsigned, 8)
    }

    /// `char`.
    pub fn char() -> Arc<Type> {
        Type::base("char", Encoding::SignedChar, 1)
    }

    /// `bool`.
    pub fn bool() -> Arc<Type> {
        Type::base("bool", Encoding::Boolean, 1)
    }

    /// `float`.
    pub fn float() -> Arc<Type> {
        Type::base("float", Encoding::Float, 4)
    }

    /// `double`.
    pub fn double() -> Arc<Type> {
        Type::base("double", Encoding::Float, 8)
    }

    /// An array of `n` elements (a vector register is `int [64]` or `int [32]`).
    pub fn array_of(element: Arc<Type>, n: u64) -> Arc<Type> {
        Type::new(
            None,
            TypeKind::Array {
                element,
                dims: vec![Some(n)],
                vector: false,
            },
        )
    }

    /// A vector of `n` elements (`DW_AT_GNU_vector`), named `name` (a typedef, as OpenCL's
    /// `int4` is) when given.
    pub fn vector_of(element: Arc<Type>, n: u64, name: Option<&str>) -> Arc<Type> {
        let array = Type::new(
            None,
            TypeKind::Array {
                element,
                dims: vec![Some(n)],
                vector: true,
            },
        );
        match name {
            Some(name) => Type::new(Some(name), TypeKind::Typedef(array)),
            None => array,
        }
    }

    /// A pointer to `pointee` in `space`, 8 bytes. `explicit` says whether the space was
    /// named rather than defaulted.
    pub fn pointer_to(pointee: Arc<Type>, space: AddrSpace, explicit: bool) -> Arc<Type> {
        Type::new(
            None,
            TypeKind::Pointer {
                pointee,
                byte_size: 8,
                space,
                space_source: if explicit {
                    SpaceSource::Named
                } else {
                    SpaceSource::Default
                },
                reference: None,
            },
        )
    }

    /// A named structure, class or union of `members` (the session's synthetic
    /// structures, tests).
    pub fn aggregate(
        name: &str,
        kind: AggregateKind,
        members: Vec<Member>,
        byte_size: u64,
    ) -> Arc<Type> {
        Type::new(
            Some(name),
            TypeKind::Aggregate {
                kind,
                members,
                byte_size,
            },
        )
    }

    /// `void (*)()`: a code address (`$pc`).
    pub fn code_pointer() -> Arc<Type> {
        let f = Type::new(
            None,
            TypeKind::Function {
                ret: Type::void(),
                params: Vec::new(),
                variadic: false,
                prototyped: false,
                artificial_first: false,
            },
        );
        Type::pointer_to(f, AddrSpace::GLOBAL, false)
    }

    /// The type after typedefs, qualifiers and forward references: what values of it are.
    pub fn strip(this: &Arc<Type>) -> Arc<Type> {
        Type::stripped(this).into_owned()
    }

    /// [`Type::strip`], borrowed from `this` unless a forward reference is crossed (a
    /// value's type is looked at several times each time it is printed: this saves taking
    /// and dropping a reference count each time).
    pub fn stripped(this: &Arc<Type>) -> std::borrow::Cow<'_, Arc<Type>> {
        let mut t = this;
        for step in 0..MAX_TYPE_DEPTH {
            t = match &t.kind {
                TypeKind::Typedef(n) | TypeKind::Qualified(_, n) => n,
                TypeKind::Forward(f) => {
                    return match f.slot.get().and_then(Weak::upgrade) {
                        Some(n) => std::borrow::Cow::Owned(Type::strip_from(n, step + 1)),
                        None => std::borrow::Cow::Borrowed(t),
                    }
                }
                _ => return std::borrow::Cow::Borrowed(t),
            };
        }
        std::borrow::Cow::Borrowed(t)
    }

    /// [`Type::strip`] from `t`, `done` of its steps already taken.
    fn strip_from(mut t: Arc<Type>, done: u32) -> Arc<Type> {
        for _ in done..MAX_TYPE_DEPTH {
            let next = match &t.kind {
                TypeKind::Typedef(n) | TypeKind::Qualified(_, n) => n.clone(),
                TypeKind::Forward(f) => match f.slot.get().and_then(Weak::upgrade) {
                    Some(n) => n,
                    None => return t,
                },
                _ => return t,
            };
            t = next;
        }
        t
    }

    /// Size in bytes (`None` for void, functions, unknown array bounds).
    pub fn byte_size(&self) -> Option<u64> {
        self.byte_size_at(0)
    }

    /// [`Type::byte_size`], bounded: hostile DWARF can make a type contain itself.
    fn byte_size_at(&self, depth: u32) -> Option<u64> {
        if depth > MAX_TYPE_DEPTH {
            return None;
        }
        match &self.kind {
            TypeKind::Void | TypeKind::Function { .. } | TypeKind::Unknown { .. } => None,
            TypeKind::Base { byte_size, .. }
            | TypeKind::Pointer { byte_size, .. }
            | TypeKind::MemberPointer { byte_size, .. }
            | TypeKind::Aggregate { byte_size, .. }
            | TypeKind::Enum { byte_size, .. } => Some(*byte_size),
            TypeKind::Array { element, dims, .. } => {
                let mut n = element.byte_size_at(depth + 1)?;
                for d in dims {
                    n = n.checked_mul((*d)?)?;
                }
                Some(n)
            }
            TypeKind::Typedef(t) | TypeKind::Qualified(_, t) => t.byte_size_at(depth + 1),
            TypeKind::Forward(f) => f.slot.get()?.upgrade()?.byte_size_at(depth + 1),
        }
    }

    /// Whether a value of this type would contain itself: a [`TypeKind::Forward`] to
    /// anything but a pointer, reached without passing through a pointer. A forward
    /// reference stands for a DIE whose load had not finished, so reaching one by value
    /// means the DIE holds itself by value: only hostile DWARF does this, and printing
    /// such a value would never end.
    pub fn contains_itself(this: &Arc<Type>) -> bool {
        let mut t = this.clone();
        for _ in 0..MAX_TYPE_DEPTH {
            let next = match &t.kind {
                TypeKind::Forward(f) => match f.slot.get().and_then(Weak::upgrade) {
                    Some(p) if matches!(p.kind, TypeKind::Pointer { .. }) => return false,
                    _ => return true,
                },
                TypeKind::Typedef(n) | TypeKind::Qualified(_, n) => n.clone(),
                TypeKind::Array { element, .. } => element.clone(),
                _ => return false,
            };
            t = next;
        }
        true
    }

    /// The array's element type and element count for the outermost dimension (an
    /// `int [2][3]` is 2 of `int [3]`).
    pub fn array_element(this: &Arc<Type>) -> Option<(Arc<Type>, Option<u64>)> {
        let t = Type::stripped(this);
        match &t.kind {
            TypeKind::Array {
                element,
                dims,
                vector,
            } => {
                let first = *dims.first()?;
                if dims.len() == 1 {
                    Some((element.clone(), first))
                } else {
                    let inner = Type::new(
                        None,
                        TypeKind::Array {
                            element: element.clone(),
                            dims: dims[1..].to_vec(),
                            vector: *vector,
                        },
                    );
                    Some((inner, first))
                }
            }
            _ => None,
        }
    }

    /// The C name, as gdb's `whatis` prints it.
    /// The base encoding of a scalar (enums and pointers count as integers), after typedefs.
    pub fn encoding(this: &Arc<Type>) -> Option<Encoding> {
        let t = Type::stripped(this);
        match &t.kind {
            TypeKind::Base { encoding, .. } => Some(*encoding),
            TypeKind::Enum { signed, .. } => Some(if *signed {
                Encoding::Signed
            } else {
                Encoding::Unsigned
            }),
            TypeKind::Pointer { .. } => Some(Encoding::Address),
            _ => None,
        }
    }

    /// Whether this is a scalar (base, enum or pointer type).
    pub fn is_scalar(this: &Arc<Type>) -> bool {
        Type::encoding(this).is_some()
    }

    /// The address space of a pointer type.
    pub fn pointer_space(this: &Arc<Type>) -> Option<(AddrSpace, bool)> {
        match &Type::stripped(this).kind {
            TypeKind::Pointer {
                space,
                space_source,
                ..
            } => Some((*space, space_source.is_explicit())),
            _ => None,
        }
    }

    /// The pointee of a pointer type.
    pub fn pointee(this: &Arc<Type>) -> Option<Arc<Type>> {
        match &Type::stripped(this).kind {
            TypeKind::Pointer { pointee, .. } => Some(pointee.clone()),
            _ => None,
        }
    }
}
