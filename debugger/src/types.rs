//! The types values are read as: a model of DWARF 5 type DIEs (§5: base, pointer and
//! reference, structure/union/class, array and subrange, enumeration, typedef, qualifiers,
//! subroutine types), loaded by `.debug_info` offset and cached, plus the C built-in types an
//! expression may cast to and the register types a session hands out.
//!
//! Names render as gdb's `whatis` does (`int`, `struct Pair`, `int *`, `int [2][3]`,
//! `int (*)[3]`, `void (*)(void)`); [`Type::ptype`] renders a `ptype` body.
//!
//! Pointer address spaces (producers.md §3, §9 item 3): no producer in the corpus writes
//! `DW_AT_LLVM_address_space`; upstream clang writes `DW_AT_address_class` on pointers to
//! private and local memory only, in the same numbering as its `xderef` suffix (clang ≤ 19:
//! 1 = private, 2 = local; clang 22: `DW_ASPACE` numbers, 1 = generic). So the unit's
//! [`XderefConvention`] decides how the number reads. A pointer with no attribute is in
//! `DW_ASPACE_LLVM_none` (global) for clang 22 and the fork, which mark generic pointers
//! explicitly; clang ≤ 19 leaves both global and flat (generic) pointers unmarked, and a
//! global address read as generic resolves to the same global memory through the
//! apertures, so unmarked clang ≤ 19 pointers are taken as generic. AMD's fork keeps
//! clang-19's producer string and marks no pointer at all (not even HIP's flat ones), so
//! the same reading fits it.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, OnceLock, Weak};

use dwarf_ext::debuginfo::{DebugInfo, Reader, UnitInfo};
use dwarf_ext::gimli::{self, AttributeValue, UnitOffset};
use dwarf_ext::{AddrSpace, VendorAttribute, XderefConvention};

/// How deep type DIEs may nest (pointer to array of typedef of ...) before loading gives up:
/// hostile DWARF must not exhaust the stack.
pub const MAX_TYPE_DEPTH: u32 = 64;

/// Members or enumerators one type may have at most (hostile DWARF).
const MAX_CHILDREN: usize = 1 << 16;

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
        error: gimli::Error,
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
    fn keyword(self) -> &'static str {
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
}

impl Qualifier {
    fn keyword(self) -> &'static str {
        match self {
            Qualifier::Const => "const",
            Qualifier::Volatile => "volatile",
            Qualifier::Restrict => "restrict",
        }
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
    },
    /// A pointer or reference.
    Pointer {
        /// The type pointed to.
        pointee: Arc<Type>,
        /// Size in bytes (8 unless the DIE says otherwise).
        byte_size: u64,
        /// The address space the pointer's value is an address in.
        space: AddrSpace,
        /// Whether the space was named (by DWARF or an address-space literal) rather than
        /// defaulted: a cast to a pointer type without one keeps the operand's named space.
        explicit_space: bool,
        /// `&` (`DW_TAG_reference_type`) or `&&`.
        reference: bool,
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
        /// `...` at the end, or no prototype.
        variadic: bool,
    },
    /// A type still being loaded (see [`Forward`]).
    Forward(Forward),
}

/// A type: its name (when the DIE has one) and what it is.
#[derive(Debug, Clone)]
pub struct Type {
    /// `DW_AT_name` (typedef, base, struct tag, enum tag).
    pub name: Option<String>,
    /// What it is.
    pub kind: TypeKind,
    /// The DIE it came from, if any.
    pub die: Option<u64>,
    /// Whether the language leaves out the `struct`/`union`/`enum` keyword (C++, HIP).
    pub cplus: bool,
}

impl Type {
    fn new(name: Option<&str>, kind: TypeKind) -> Arc<Type> {
        Arc::new(Type {
            name: name.map(str::to_string),
            kind,
            die: None,
            cplus: false,
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
                explicit_space: explicit,
                reference: false,
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
                variadic: true,
            },
        );
        Type::pointer_to(f, AddrSpace::GLOBAL, false)
    }

    /// The type after typedefs, qualifiers and forward references: what values of it are.
    pub fn strip(this: &Arc<Type>) -> Arc<Type> {
        let mut t = this.clone();
        for _ in 0..MAX_TYPE_DEPTH {
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
            TypeKind::Void | TypeKind::Function { .. } => None,
            TypeKind::Base { byte_size, .. }
            | TypeKind::Pointer { byte_size, .. }
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
        let t = Type::strip(this);
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
    pub fn name(&self) -> String {
        self.render("", 0, -1, 0)
    }

    /// The keyword-qualified name of a named aggregate or enum (`struct Pair`), or the
    /// bare name in C++.
    fn tagged(&self, kw: &str) -> String {
        match &self.name {
            Some(n) if self.cplus => n.clone(),
            Some(n) => format!("{kw} {n}"),
            None => format!("{kw} {{...}}"),
        }
    }

    /// A C declaration of `inner` (a declarator: `""`, `"*"`, `"(*)"`) with this type, as
    /// gdb's `c_print_type` writes it: `show` > 0 strips typedefs and writes the bodies of
    /// structures, unions and enums (`ptype`), `show` = 0 writes bodies of anonymous ones
    /// only (members inside a `ptype` body), `show` < 0 writes names (`whatis`).
    fn render(&self, inner: &str, depth: u32, show: i32, indent: usize) -> String {
        if depth > MAX_TYPE_DEPTH {
            return "...".into();
        }
        let d1 = depth + 1;
        let with = |base: String| {
            if inner.is_empty() {
                base
            } else {
                format!("{base} {inner}")
            }
        };
        let expand = show > 0 || (show == 0 && self.name.is_none());
        match &self.kind {
            TypeKind::Void => with("void".into()),
            TypeKind::Base { .. } => with(self.name.clone().unwrap_or_else(|| "?".into())),
            TypeKind::Typedef(t) => match &self.name {
                Some(n) if show <= 0 => with(n.clone()),
                _ => t.render(inner, d1, show, indent),
            },
            TypeKind::Aggregate { kind, members, .. } if expand => {
                let mut s = match &self.name {
                    Some(n) => format!("{} {n} {{\n", kind.keyword()),
                    None => format!("{} {{\n", kind.keyword()),
                };
                let pad = " ".repeat(indent + 4);
                for m in members {
                    let name = m.name.clone().unwrap_or_default();
                    s.push_str(&pad);
                    s.push_str(&m.ty.render(&name, d1, show - 1, indent + 4));
                    if let Some((_, bits)) = m.bits {
                        write!(s, " : {bits}").unwrap_or(());
                    }
                    s.push_str(";\n");
                }
                s.push_str(&" ".repeat(indent));
                s.push('}');
                with(s)
            }
            TypeKind::Aggregate { kind, .. } => with(self.tagged(kind.keyword())),
            TypeKind::Enum {
                enumerators,
                scoped,
                underlying,
                ..
            } if expand => {
                let mut s = String::from(if *scoped { "enum class " } else { "enum " });
                if let Some(n) = &self.name {
                    s.push_str(n);
                    s.push(' ');
                }
                // C++ shows the underlying type: `enum class Color : int {...}`.
                if let (true, Some(u)) = (self.cplus, underlying) {
                    write!(s, ": {u} ").unwrap_or(());
                }
                s.push('{');
                let mut next = 0i128;
                for (i, (n, v)) in enumerators.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(n);
                    // gdb writes a value only where it breaks the count from the previous.
                    if *v != next {
                        write!(s, " = {v}").unwrap_or(());
                    }
                    next = v.wrapping_add(1);
                }
                s.push('}');
                with(s)
            }
            TypeKind::Enum { .. } => with(self.tagged("enum")),
            TypeKind::Forward(f) => match f.slot.get().and_then(Weak::upgrade) {
                // A structure reached again through its own pointer: a name, never a body.
                Some(t) => t.render(inner, d1, show.min(-1), indent),
                None => with(self.name.clone().unwrap_or_else(|| "struct {...}".into())),
            },
            TypeKind::Pointer {
                pointee, reference, ..
            } => {
                let sigil = if *reference { "&" } else { "*" };
                let d = format!("{sigil}{inner}");
                let pointee_strip = Type::strip(pointee);
                match pointee_strip.kind {
                    // `int (*)[3]`, `void (*)(void)`: the declarator binds tighter.
                    TypeKind::Array { .. } | TypeKind::Function { .. }
                        if matches!(
                            pointee.kind,
                            TypeKind::Array { .. } | TypeKind::Function { .. }
                        ) =>
                    {
                        pointee.render(&format!("({d})"), d1, show, indent)
                    }
                    _ => pointee.render(&d, d1, show, indent),
                }
            }
            TypeKind::Qualified(q, t) => {
                if matches!(t.kind, TypeKind::Pointer { .. }) {
                    // `char * const`: the qualifier binds to the pointer's declarator.
                    let d = if inner.is_empty() {
                        format!(" {}", q.keyword())
                    } else {
                        format!(" {} {inner}", q.keyword())
                    };
                    t.render(&d, d1, show, indent)
                } else {
                    format!("{} {}", q.keyword(), t.render(inner, d1, show, indent))
                }
            }
            TypeKind::Array {
                element,
                dims,
                vector,
            } => {
                if *vector {
                    // gdb's rendering of a vector type without a typedef name.
                    let n = dims.iter().map(|d| d.unwrap_or(0)).product::<u64>();
                    return with(format!(
                        "{} __attribute__ ((vector_size({n})))",
                        element.render("", d1, -1, indent)
                    ));
                }
                let mut d = inner.to_string();
                for dim in dims {
                    match dim {
                        Some(n) => write!(d, "[{n}]").unwrap_or(()),
                        None => d.push_str("[]"),
                    }
                }
                element.render(&d, d1, show, indent)
            }
            TypeKind::Function {
                ret,
                params,
                variadic,
            } => {
                let mut p: Vec<String> = params
                    .iter()
                    .map(|t| t.render("", d1, -1, indent))
                    .collect();
                if *variadic && !p.is_empty() {
                    p.push("...".into());
                }
                if p.is_empty() && !*variadic {
                    p.push("void".into());
                }
                ret.render(&format!("{inner}({})", p.join(", ")), d1, show, indent)
            }
        }
    }

    /// gdb's `ptype` text: typedefs stripped, the structure, union or enum at the base of
    /// the declarator written with its body (`struct {...} *` in full), anonymous member
    /// types inline. C++ methods and access labels are not modelled.
    pub fn ptype(this: &Arc<Type>) -> String {
        this.render("", 0, 1, 0)
    }

    /// The base encoding of a scalar (enums and pointers count as integers), after typedefs.
    pub fn encoding(this: &Arc<Type>) -> Option<Encoding> {
        let t = Type::strip(this);
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
        match &Type::strip(this).kind {
            TypeKind::Pointer {
                space,
                explicit_space,
                ..
            } => Some((*space, *explicit_space)),
            _ => None,
        }
    }

    /// The pointee of a pointer type.
    pub fn pointee(this: &Arc<Type>) -> Option<Arc<Type>> {
        match &Type::strip(this).kind {
            TypeKind::Pointer { pointee, .. } => Some(pointee.clone()),
            _ => None,
        }
    }
}

/// A C built-in type by name (`int`, `unsigned long`, `long long`, `_Bool`, and OpenCL's
/// `uint`, `ushort`, `uchar`, `ulong`), for casts in expressions. Word order and the
/// redundant `int` of `long int`, `short unsigned int` are accepted, as in C.
pub fn builtin(name: &str) -> Option<Arc<Type>> {
    let words: Vec<&str> = name.split_whitespace().collect();
    let count = |w: &str| words.iter().filter(|x| **x == w).count();
    let (unsigned, signed) = (count("unsigned"), count("signed"));
    let (long, short, char, int) = (count("long"), count("short"), count("char"), count("int"));
    let known = unsigned + signed + long + short + char + int;
    let b = |n: &str, e, s| Some(Type::base(n, e, s));
    if known == words.len() && known > 0 {
        if unsigned + signed > 1 || (short > 0 && (long > 0 || char > 0)) || char > 1 {
            return None;
        }
        let u = unsigned == 1;
        return match (char, short, long) {
            (1, 0, 0) if u => b("unsigned char", Encoding::UnsignedChar, 1),
            (1, 0, 0) if signed == 1 => b("signed char", Encoding::SignedChar, 1),
            (1, 0, 0) => b("char", Encoding::SignedChar, 1),
            (0, 1, 0) if u => b("unsigned short", Encoding::Unsigned, 2),
            (0, 1, 0) => b("short", Encoding::Signed, 2),
            (0, 0, 1) if u => b("unsigned long", Encoding::Unsigned, 8),
            (0, 0, 1) => b("long", Encoding::Signed, 8),
            (0, 0, 2) if u => b("unsigned long long", Encoding::Unsigned, 8),
            (0, 0, 2) => b("long long", Encoding::Signed, 8),
            (0, 0, 0) if int <= 1 && u => b("unsigned int", Encoding::Unsigned, 4),
            (0, 0, 0) if int <= 1 => b("int", Encoding::Signed, 4),
            _ => None,
        };
    }
    match name {
        "float" => b("float", Encoding::Float, 4),
        "double" => b("double", Encoding::Float, 8),
        "bool" => b("bool", Encoding::Boolean, 1),
        "_Bool" => b("_Bool", Encoding::Boolean, 1),
        "void" => Some(Type::void()),
        "uint" => b("uint", Encoding::Unsigned, 4),
        "ushort" => b("ushort", Encoding::Unsigned, 2),
        "uchar" => b("uchar", Encoding::UnsignedChar, 1),
        "ulong" => b("ulong", Encoding::Unsigned, 8),
        _ => None,
    }
}

/// The types of one code object's DWARF, loaded on demand and cached by DIE offset.
#[derive(Debug, Default)]
pub struct TypeTable {
    cache: HashMap<u64, Arc<Type>>,
    /// DIEs being loaded, with the slot a [`Forward`] to them is resolved through.
    loading: HashMap<u64, Option<Arc<OnceLock<Weak<Type>>>>>,
    /// Named types by name (`Pair`, `struct Pair`), built on the first [`TypeTable::named`].
    names: Option<HashMap<String, u64>>,
    /// Enumerators by name (`RED`, `Color::Red`): their enum's DIE and value.
    enumerators: Option<HashMap<String, (u64, i128)>>,
    /// Per C++ unit (by offset): the scope prefix (`ns::Outer::`) of each type DIE nested
    /// in a namespace or class, built on first use.
    scopes: HashMap<u64, HashMap<u64, String>>,
}

impl TypeTable {
    /// An empty table.
    pub fn new() -> TypeTable {
        TypeTable::default()
    }

    /// The type of a variable, parameter or member DIE (its `DW_AT_type`; `void` without one).
    pub fn type_of(&mut self, info: &DebugInfo<'_>, die: u64) -> Result<Arc<Type>, TypeError> {
        let (u, e) = entry(info, die)?;
        match info.inherited(u, &e, gimli::DW_AT_type) {
            Some(v) => {
                let target = reference(u, &v).ok_or(TypeError::Malformed {
                    die,
                    what: "DW_AT_type is not a reference",
                })?;
                self.type_at(info, target)
            }
            None => Ok(Type::void()),
        }
    }

    /// The type whose DIE is at `.debug_info` offset `die`.
    pub fn type_at(&mut self, info: &DebugInfo<'_>, die: u64) -> Result<Arc<Type>, TypeError> {
        self.load(info, die, 0)
    }

    fn load(&mut self, info: &DebugInfo<'_>, die: u64, depth: u32) -> Result<Arc<Type>, TypeError> {
        if let Some(t) = self.cache.get(&die) {
            return Ok(t.clone());
        }
        if depth > MAX_TYPE_DEPTH {
            return Err(TypeError::TooDeep(die));
        }
        if let Some(slot) = self.loading.get_mut(&die) {
            // A cycle: hand out a forward reference that the outer load resolves.
            let slot = slot.get_or_insert_with(Default::default).clone();
            return Ok(Arc::new(Type {
                name: None,
                kind: TypeKind::Forward(Forward { die, slot }),
                die: Some(die),
                cplus: false,
            }));
        }
        self.loading.insert(die, None);
        let r = self.build(info, die, depth);
        let slot = self.loading.remove(&die).flatten();
        let t = r?;
        if let Some(slot) = slot {
            let _ = slot.set(Arc::downgrade(&t));
        }
        self.cache.insert(die, t.clone());
        Ok(t)
    }

    fn build(
        &mut self,
        info: &DebugInfo<'_>,
        die: u64,
        depth: u32,
    ) -> Result<Arc<Type>, TypeError> {
        let (u, e) = entry(info, die)?;
        let mut name = info.name(u, &e);
        if e.tag() == gimli::DW_TAG_base_type {
            name = name.map(|n| canonical_base_name(&n));
        }
        let udata = |at| {
            e.attr_value(at)
                .and_then(|v: AttributeValue<Reader>| v.udata_value())
        };
        let byte_size = udata(gimli::DW_AT_byte_size);
        let cplus = matches!(
            unit_language(u),
            Some(
                gimli::DW_LANG_C_plus_plus
                    | gimli::DW_LANG_C_plus_plus_03
                    | gimli::DW_LANG_C_plus_plus_11
                    | gimli::DW_LANG_C_plus_plus_14
            )
        );
        // C++ names carry their namespaces and enclosing classes (`ns::P`), as gdb writes.
        let prefix = if cplus {
            self.scope_prefix(info, u, die)
        } else {
            String::new()
        };
        if matches!(
            e.tag(),
            gimli::DW_TAG_structure_type
                | gimli::DW_TAG_class_type
                | gimli::DW_TAG_union_type
                | gimli::DW_TAG_enumeration_type
                | gimli::DW_TAG_typedef
        ) {
            name = name.map(|n| format!("{prefix}{n}"));
        }
        let name = name;
        let inner = |table: &mut TypeTable| -> Result<Arc<Type>, TypeError> {
            match e.attr_value(gimli::DW_AT_type) {
                Some(v) => {
                    let target = reference(u, &v).ok_or(TypeError::Malformed {
                        die,
                        what: "DW_AT_type is not a reference",
                    })?;
                    table.load(info, target, depth + 1)
                }
                None => Ok(Type::void()),
            }
        };
        let kind = match e.tag() {
            gimli::DW_TAG_base_type => {
                let encoding = match e.attr_value(gimli::DW_AT_encoding) {
                    Some(AttributeValue::Encoding(a)) => Encoding::from_dwarf(a.0),
                    _ => {
                        return Err(TypeError::Malformed {
                            die,
                            what: "base type without DW_AT_encoding",
                        })
                    }
                };
                let byte_size = byte_size.ok_or(TypeError::Malformed {
                    die,
                    what: "base type without DW_AT_byte_size",
                })?;
                TypeKind::Base {
                    encoding,
                    byte_size,
                }
            }
            gimli::DW_TAG_unspecified_type => TypeKind::Void,
            gimli::DW_TAG_typedef => TypeKind::Typedef(inner(self)?),
            gimli::DW_TAG_const_type => TypeKind::Qualified(Qualifier::Const, inner(self)?),
            gimli::DW_TAG_volatile_type => TypeKind::Qualified(Qualifier::Volatile, inner(self)?),
            gimli::DW_TAG_restrict_type => TypeKind::Qualified(Qualifier::Restrict, inner(self)?),
            tag @ (gimli::DW_TAG_pointer_type
            | gimli::DW_TAG_reference_type
            | gimli::DW_TAG_rvalue_reference_type) => {
                let (space, explicit_space) = pointer_space(info, u, &e);
                TypeKind::Pointer {
                    pointee: inner(self)?,
                    byte_size: pointer_size(space, byte_size, u.unit.header.address_size()),
                    space,
                    explicit_space,
                    reference: tag != gimli::DW_TAG_pointer_type,
                }
            }
            tag @ (gimli::DW_TAG_structure_type
            | gimli::DW_TAG_class_type
            | gimli::DW_TAG_union_type) => {
                let kind = match tag {
                    gimli::DW_TAG_structure_type => AggregateKind::Struct,
                    gimli::DW_TAG_class_type => AggregateKind::Class,
                    _ => AggregateKind::Union,
                };
                let mut members = Vec::new();
                for child in children(u, &e, die)? {
                    if child.tag() != gimli::DW_TAG_member
                        || child.attr_value(gimli::DW_AT_external).is_some()
                        || child.attr_value(gimli::DW_AT_declaration).is_some()
                    {
                        continue; // static members and methods have no storage in the value
                    }
                    let cdie = u.info_offset(child.offset());
                    let ty = self.type_of_entry(info, u, &child, cdie, depth + 1)?;
                    let udata_c = |at| {
                        child
                            .attr_value(at)
                            .and_then(|v: AttributeValue<Reader>| v.udata_value())
                    };
                    let loc = match child.attr_value(gimli::DW_AT_data_member_location) {
                        None => 0,
                        Some(v) => v.udata_value().ok_or(TypeError::Malformed {
                            die: cdie,
                            what: "DW_AT_data_member_location is not a constant",
                        })?,
                    };
                    let bit_size = udata_c(gimli::DW_AT_bit_size);
                    let bits = match (bit_size, udata_c(gimli::DW_AT_data_bit_offset)) {
                        (Some(n), Some(off)) => Some((off, n)),
                        (Some(n), None) => {
                            // DWARF 2–4 DW_AT_bit_offset counts from the most significant
                            // bit of the storage unit; on a little-endian target that is
                            // bit (size*8 - bit_offset - n) of the unit at `loc`.
                            let unit = udata_c(gimli::DW_AT_byte_size)
                                .or_else(|| ty.byte_size())
                                .unwrap_or(4);
                            let from_msb = udata_c(gimli::DW_AT_bit_offset).unwrap_or(0);
                            let lsb = (unit * 8).checked_sub(from_msb + n).ok_or(
                                TypeError::Malformed {
                                    die: cdie,
                                    what: "bit field outside its storage unit",
                                },
                            )?;
                            Some((loc * 8 + lsb, n))
                        }
                        _ => None,
                    };
                    members.push(Member {
                        name: info.name(u, &child),
                        ty,
                        byte_offset: bits.map_or(loc, |(off, _)| off / 8),
                        bits,
                    });
                }
                TypeKind::Aggregate {
                    kind,
                    members,
                    byte_size: byte_size.unwrap_or(0),
                }
            }
            gimli::DW_TAG_array_type => {
                let element = inner(self)?;
                let mut dims = Vec::new();
                for child in children(u, &e, die)? {
                    if child.tag() != gimli::DW_TAG_subrange_type {
                        continue;
                    }
                    let c = |at| child.attr_value(at);
                    let count = match (c(gimli::DW_AT_count), c(gimli::DW_AT_upper_bound)) {
                        (Some(n), _) => n.udata_value(),
                        (None, Some(ub)) => {
                            let lower = c(gimli::DW_AT_lower_bound)
                                .and_then(|v| v.udata_value())
                                .unwrap_or(0);
                            match ub {
                                // -1 (DW_FORM_sdata) is clang's "no bound" for `int x[]`.
                                AttributeValue::Sdata(v) if v < 0 => None,
                                v => v
                                    .udata_value()
                                    .and_then(|b| b.checked_add(1))
                                    .and_then(|b| b.checked_sub(lower)),
                            }
                        }
                        _ => None,
                    };
                    dims.push(count);
                }
                if dims.is_empty() {
                    dims.push(None);
                }
                TypeKind::Array {
                    element,
                    dims,
                    vector: e.attr_value(gimli::DW_AT_GNU_vector).is_some(),
                }
            }
            gimli::DW_TAG_enumeration_type => {
                let under = inner(self)?;
                let scoped = e.attr_value(gimli::DW_AT_enum_class).is_some();
                let signed = match Type::encoding(&under) {
                    Some(enc) => enc.is_signed(),
                    None => false,
                };
                let mut enumerators = Vec::new();
                for child in children(u, &e, die)? {
                    if child.tag() != gimli::DW_TAG_enumerator {
                        continue;
                    }
                    let v = match child.attr_value(gimli::DW_AT_const_value) {
                        Some(AttributeValue::Sdata(v)) => i128::from(v),
                        Some(AttributeValue::Udata(v)) => i128::from(v),
                        Some(AttributeValue::Data1(v)) if signed => i128::from(v as i8),
                        Some(AttributeValue::Data2(v)) if signed => i128::from(v as i16),
                        Some(AttributeValue::Data4(v)) if signed => i128::from(v as i32),
                        Some(AttributeValue::Data8(v)) if signed => i128::from(v as i64),
                        Some(v) => v.udata_value().map(i128::from).unwrap_or(0),
                        None => 0,
                    };
                    let n = info.name(u, &child).unwrap_or_default();
                    // C++ qualifies enumerators: `Color::Red` for an enum class, the
                    // enclosing scope (`ns::A`) for a plain enum.
                    let n = match (&name, scoped) {
                        (Some(en), true) if cplus => format!("{en}::{n}"),
                        _ if cplus => format!("{prefix}{n}"),
                        _ => n,
                    };
                    enumerators.push((n, v));
                }
                let flag = is_flag_enum(&enumerators);
                TypeKind::Enum {
                    enumerators,
                    byte_size: byte_size.or_else(|| under.byte_size()).unwrap_or(4),
                    signed,
                    flag,
                    scoped,
                    underlying: e.attr_value(gimli::DW_AT_type).map(|_| under.name()),
                }
            }
            gimli::DW_TAG_subroutine_type => {
                let ret = inner(self)?;
                let mut params = Vec::new();
                let mut variadic = e.attr_value(gimli::DW_AT_prototyped).is_none();
                for child in children(u, &e, die)? {
                    match child.tag() {
                        gimli::DW_TAG_formal_parameter => {
                            let cdie = u.info_offset(child.offset());
                            params.push(self.type_of_entry(info, u, &child, cdie, depth + 1)?)
                        }
                        gimli::DW_TAG_unspecified_parameters => variadic = true,
                        _ => {}
                    }
                }
                TypeKind::Function {
                    ret,
                    params,
                    variadic,
                }
            }
            tag => {
                return Err(TypeError::NotAType {
                    die,
                    tag: tag.static_string().unwrap_or("an unknown tag").to_string(),
                })
            }
        };
        Ok(Arc::new(Type {
            name,
            kind,
            die: Some(die),
            cplus,
        }))
    }

    /// The `ns::Outer::` prefix of a DIE in a C++ unit (empty at file scope).
    fn scope_prefix<'a>(&mut self, info: &DebugInfo<'a>, u: &UnitInfo<'a>, die: u64) -> String {
        let map = self.scopes.entry(u.offset).or_insert_with(|| {
            let mut map = HashMap::new();
            let mut stack: Vec<(isize, String)> = Vec::new();
            let mut cursor = u.unit.entries();
            while let Ok(Some(e)) = cursor.next_dfs() {
                let depth = e.depth();
                while stack.last().is_some_and(|(d, _)| *d >= depth) {
                    stack.pop();
                }
                let tag = e.tag();
                if !stack.is_empty()
                    && matches!(
                        tag,
                        gimli::DW_TAG_structure_type
                            | gimli::DW_TAG_class_type
                            | gimli::DW_TAG_union_type
                            | gimli::DW_TAG_enumeration_type
                            | gimli::DW_TAG_typedef
                    )
                {
                    let prefix: String = stack.iter().map(|(_, n)| format!("{n}::")).collect();
                    map.insert(u.info_offset(e.offset()), prefix);
                }
                if matches!(
                    tag,
                    gimli::DW_TAG_namespace
                        | gimli::DW_TAG_structure_type
                        | gimli::DW_TAG_class_type
                        | gimli::DW_TAG_union_type
                ) {
                    let n = info
                        .name(u, e)
                        .unwrap_or_else(|| "(anonymous namespace)".to_string());
                    stack.push((depth, n));
                }
            }
            map
        });
        map.get(&die).cloned().unwrap_or_default()
    }

    fn type_of_entry<'a>(
        &mut self,
        info: &DebugInfo<'a>,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
        die: u64,
        depth: u32,
    ) -> Result<Arc<Type>, TypeError> {
        match e.attr_value(gimli::DW_AT_type) {
            Some(v) => {
                let target = reference(u, &v).ok_or(TypeError::Malformed {
                    die,
                    what: "DW_AT_type is not a reference",
                })?;
                self.load(info, target, depth)
            }
            None => Ok(Type::void()),
        }
    }

    /// An enumerator constant by name, as gdb resolves `p RED` (C) or `p Color::Red`,
    /// `p ns::X` (C++): the enum's type and the value.
    pub fn enumerator(&mut self, info: &DebugInfo<'_>, name: &str) -> Option<(Arc<Type>, i128)> {
        if self.enumerators.is_none() {
            let mut dies = Vec::new();
            for u in info.units() {
                let mut cursor = u.unit.entries();
                while let Ok(Some(e)) = cursor.next_dfs() {
                    if e.tag() == gimli::DW_TAG_enumeration_type {
                        dies.push(u.info_offset(e.offset()));
                    }
                }
            }
            let mut map = HashMap::new();
            for die in dies {
                let Ok(t) = self.type_at(info, die) else {
                    continue;
                };
                if let TypeKind::Enum { enumerators, .. } = &t.kind {
                    // The names as the enum was built with them: plain in C and at C++
                    // file scope, qualified inside namespaces and for enum classes, which
                    // is how gdb finds them too.
                    for (n, v) in enumerators {
                        map.entry(n.clone()).or_insert((die, *v));
                    }
                }
            }
            self.enumerators = Some(map);
        }
        let (die, v) = *self.enumerators.as_ref()?.get(name)?;
        Some((self.type_at(info, die).ok()?, v))
    }

    /// A named type of the DWARF: a typedef, base type, or `struct X` / `union X` /
    /// `enum X` (the tag name alone also finds them, as in C++). The first definition in
    /// section order wins; declarations without members lose to definitions.
    pub fn named(&mut self, info: &DebugInfo<'_>, name: &str) -> Option<Arc<Type>> {
        if self.names.is_none() {
            self.names = Some(index_names(info));
        }
        let names = self.names.as_ref()?;
        let key = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let die = *names.get(&key)?;
        self.type_at(info, die).ok()
    }
}

/// A C integer type's name as gdb writes it whatever word order the producer used (GCC
/// writes `short unsigned int`, `long int`; gdb canonicalizes them to `unsigned short`,
/// `long`). Other names are unchanged.
fn canonical_base_name(name: &str) -> String {
    let words = ["signed", "unsigned", "short", "long", "int", "char"];
    if name.split_whitespace().all(|w| words.contains(&w)) {
        if let Some(t) = builtin(name) {
            return t.name();
        }
    }
    name.to_string()
}

/// gdb's flag-enum rule (dwarf2/read.c): every value non-negative with at most one bit
/// set, and no bit used twice.
fn is_flag_enum(enumerators: &[(String, i128)]) -> bool {
    let mut mask = 0i128;
    for (_, v) in enumerators {
        if *v < 0 || v.count_ones() >= 2 || mask & v != 0 {
            return false;
        }
        mask |= v;
    }
    true
}

fn index_names(info: &DebugInfo<'_>) -> HashMap<String, u64> {
    // (DIE, rank): a lower rank wins a name; within a rank the first in section order.
    // Typedefs and base types rank before structure/union/enum tags for a bare name (C
    // code names `Pair`, the typedef), definitions before declarations. Types inside
    // namespaces and classes are also found by their qualified name (`ns::P`).
    let mut out: HashMap<String, (u64, u8)> = HashMap::new();
    for u in info.units() {
        let mut cursor = u.unit.entries();
        let mut scopes: Vec<(isize, String)> = Vec::new();
        while let Ok(Some(e)) = cursor.next_dfs() {
            let depth = e.depth();
            while scopes.last().is_some_and(|(d, _)| *d >= depth) {
                scopes.pop();
            }
            let kw = match e.tag() {
                gimli::DW_TAG_namespace => {
                    let n = info
                        .name(u, e)
                        .unwrap_or_else(|| "(anonymous namespace)".into());
                    scopes.push((depth, n));
                    continue;
                }
                gimli::DW_TAG_typedef | gimli::DW_TAG_base_type => "",
                gimli::DW_TAG_structure_type | gimli::DW_TAG_class_type => "struct",
                gimli::DW_TAG_union_type => "union",
                gimli::DW_TAG_enumeration_type => "enum",
                _ => continue,
            };
            let Some(name) = info.name(u, e) else {
                continue;
            };
            let die = u.info_offset(e.offset());
            let prefix: String = scopes.iter().map(|(_, n)| format!("{n}::")).collect();
            if kw == "struct" || kw == "union" {
                scopes.push((depth, name.clone()));
            }
            let declaration = u8::from(e.attr_value(gimli::DW_AT_declaration).is_some()) * 2;
            let mut keys = vec![(name.clone(), u8::from(!kw.is_empty()) + declaration)];
            if !prefix.is_empty() {
                keys.push((
                    format!("{prefix}{name}"),
                    u8::from(!kw.is_empty()) + declaration,
                ));
            }
            if !kw.is_empty() {
                keys.push((format!("{kw} {prefix}{name}"), declaration));
                if kw == "struct" {
                    keys.push((format!("class {prefix}{name}"), declaration));
                }
            }
            for (k, rank) in keys {
                match out.get(&k) {
                    Some((_, r)) if *r <= rank => {}
                    _ => {
                        out.insert(k, (die, rank));
                    }
                }
            }
        }
    }
    out.into_iter().map(|(k, (die, _))| (k, die)).collect()
}

/// The unit holding `.debug_info` offset `die`, and the DIE.
fn entry<'i, 'a>(
    info: &'i DebugInfo<'a>,
    die: u64,
) -> Result<
    (
        &'i UnitInfo<'a>,
        gimli::DebuggingInformationEntry<Reader<'a>>,
    ),
    TypeError,
> {
    let u = info
        .units()
        .iter()
        .find(|u| die >= u.offset && die < u.offset + u.unit.header.length_including_self() as u64)
        .ok_or(TypeError::NoDie(die))?;
    let off = UnitOffset((die - u.offset) as usize);
    let e = u
        .unit
        .entry(off)
        .map_err(|error| TypeError::Read { die, error })?;
    Ok((u, e))
}

/// A reference attribute as a `.debug_info` offset.
fn reference(u: &UnitInfo<'_>, v: &AttributeValue<Reader<'_>>) -> Option<u64> {
    match v {
        AttributeValue::UnitRef(o) => Some(u.info_offset(*o)),
        AttributeValue::DebugInfoRef(o) => Some(o.0 as u64),
        _ => None,
    }
}

/// A unit's `DW_AT_language`.
pub(crate) fn unit_language(u: &UnitInfo<'_>) -> Option<gimli::DwLang> {
    let mut cursor = u.unit.entries();
    let root = cursor.next_dfs().ok()??;
    match root.attr_value(gimli::DW_AT_language) {
        Some(AttributeValue::Language(l)) => Some(l),
        _ => None,
    }
}

/// The children of a DIE (at most [`MAX_CHILDREN`]).
fn children<'a>(
    u: &UnitInfo<'a>,
    e: &gimli::DebuggingInformationEntry<Reader<'a>>,
    die: u64,
) -> Result<Vec<gimli::DebuggingInformationEntry<Reader<'a>>>, TypeError> {
    let read = |error| TypeError::Read { die, error };
    let mut tree = u.unit.entries_tree(Some(e.offset())).map_err(read)?;
    let root = tree.root().map_err(read)?;
    let mut it = root.children();
    let mut out = Vec::new();
    while let Some(c) = it.next().map_err(read)? {
        out.push(c.entry().clone());
        if out.len() > MAX_CHILDREN {
            return Err(TypeError::Malformed {
                die,
                what: "too many children",
            });
        }
    }
    Ok(out)
}

/// The corpus's `struct Pair { int a; float b; int c[4]; }` (24 bytes), built by hand for the
/// value and expression tests.
#[cfg(test)]
pub(crate) fn test_pair() -> Arc<Type> {
    let m = |n: &str, ty, off| Member {
        name: Some(n.into()),
        ty,
        byte_offset: off,
        bits: None,
    };
    Type::aggregate(
        "Pair",
        AggregateKind::Struct,
        vec![
            m("a", Type::int(), 0),
            m("b", Type::float(), 4),
            m("c", Type::array_of(Type::int(), 4), 8),
        ],
        24,
    )
}

/// The size of a pointer into `space`: the AMDGPU ABI's 32-bit pointers for LDS, GDS and
/// scratch (`local`, `region`, `private_lane`, `private_wave`), whatever size the producer
/// wrote (upstream clang writes none, so the unit's 8-byte address size would read the next
/// stack slot into the upper half); otherwise the DIE's size or the address size.
fn pointer_size(space: AddrSpace, declared: Option<u64>, address_size: u8) -> u64 {
    match space.amdgpu() {
        Some(
            amdgpu::AddressSpace::Local
            | amdgpu::AddressSpace::Region
            | amdgpu::AddressSpace::PrivateLane
            | amdgpu::AddressSpace::PrivateWave,
        ) => 4,
        _ => declared.unwrap_or(u64::from(address_size)),
    }
}

/// The address space of a pointer DIE and whether DWARF named it (see the module docs).
fn pointer_space<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    e: &gimli::DebuggingInformationEntry<Reader<'a>>,
) -> (AddrSpace, bool) {
    if let Some(v) = info
        .vendor(u, e, VendorAttribute::AddressSpace)
        .and_then(|v| v.udata_value())
    {
        return (AddrSpace(u32::try_from(v).unwrap_or(u32::MAX)), true);
    }
    let legacy = u.conventions.xderef == XderefConvention::UpstreamClangLegacyClasses;
    let class = e
        .attr_value(gimli::DW_AT_address_class)
        .and_then(|v| match v {
            AttributeValue::AddressClass(c) => Some(c.0),
            v => v.udata_value(),
        });
    match (class, legacy) {
        (Some(1), true) => (AddrSpace::PRIVATE_LANE, true),
        (Some(2), true) => (AddrSpace::LOCAL, true),
        (Some(c), false) => (AddrSpace(u32::try_from(c).unwrap_or(u32::MAX)), true),
        (_, true) => (AddrSpace::GENERIC, false),
        (None, false) => (AddrSpace::GLOBAL, false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_names() {
        for (text, want, size) in [
            ("int", "int", 4),
            ("unsigned", "unsigned int", 4),
            ("long unsigned int", "unsigned long", 8),
            ("unsigned long long", "unsigned long long", 8),
            ("signed char", "signed char", 1),
            ("short", "short", 2),
            ("unsigned short", "unsigned short", 2),
            ("uint", "uint", 4),
            ("ulong", "ulong", 8),
            ("_Bool", "_Bool", 1),
            ("double", "double", 8),
        ] {
            let t = builtin(text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(t.name(), want);
            assert_eq!(t.byte_size(), Some(size));
        }
        assert!(builtin("short long").is_none());
        // GCC's spellings, as gdb 13 prints them.
        for (gcc, gdb) in [
            ("short unsigned int", "unsigned short"),
            ("short int", "short"),
            ("long int", "long"),
            ("long unsigned int", "unsigned long"),
            ("long long int", "long long"),
            ("long long unsigned int", "unsigned long long"),
            ("char", "char"),
            ("_Bool", "_Bool"),
            ("__int128", "__int128"),
        ] {
            assert_eq!(canonical_base_name(gcc), gdb);
        }
        assert!(builtin("Pair").is_none());
    }

    #[test]
    fn declarators_as_gdb_whatis() {
        let int = Type::int();
        let p = Type::pointer_to(int.clone(), AddrSpace::GLOBAL, false);
        assert_eq!(p.name(), "int *");
        assert_eq!(
            Type::pointer_to(p.clone(), AddrSpace::GLOBAL, false).name(),
            "int **"
        );
        let a23 = Type::new(
            None,
            TypeKind::Array {
                element: int.clone(),
                dims: vec![Some(2), Some(3)],
                vector: false,
            },
        );
        assert_eq!(a23.name(), "int [2][3]");
        let (row, n) = Type::array_element(&a23).unwrap();
        assert_eq!((row.name().as_str(), n), ("int [3]", Some(2)));
        assert_eq!(
            Type::pointer_to(row, AddrSpace::GLOBAL, false).name(),
            "int (*)[3]"
        );
        let f = Type::new(
            None,
            TypeKind::Function {
                ret: Type::void(),
                params: vec![],
                variadic: false,
            },
        );
        assert_eq!(
            Type::pointer_to(f, AddrSpace::GLOBAL, false).name(),
            "void (*)(void)"
        );
        assert_eq!(Type::code_pointer().name(), "void (*)()");
        let cc = Type::new(None, TypeKind::Qualified(Qualifier::Const, Type::char()));
        assert_eq!(
            Type::pointer_to(cc, AddrSpace::GLOBAL, false).name(),
            "const char *"
        );
        assert_eq!(Type::array_of(Type::int(), 64).name(), "int [64]");
    }

    #[test]
    fn flag_enums_follow_gdb() {
        let e = |v: &[i128]| v.iter().map(|v| (String::new(), *v)).collect::<Vec<_>>();
        assert!(is_flag_enum(&e(&[0, 1, 2])));
        assert!(is_flag_enum(&e(&[1, 2, 4])));
        assert!(!is_flag_enum(&e(&[1, 3])));
        assert!(!is_flag_enum(&e(&[1, 1])));
        assert!(!is_flag_enum(&e(&[-1])));
    }

    /// Every variable and parameter of a few corpus objects of each producer loads a type,
    /// and the names a user would see come out as gdb writes them.
    #[test]
    fn corpus_variable_types() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../corpus");
        let mut seen: HashMap<String, Vec<(String, AddrSpace, bool)>> = HashMap::new();
        for producer in ["clang19", "clang22", "rocm22"] {
            for file in [
                "arith-O0",
                "lds_reduce-O0",
                "hip_templates-O0",
                "recursion-O2",
            ] {
                let path = format!("{root}/{producer}/gfx90a/{file}.hsaco");
                let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
                let image = crate::Image::parse(&path, &bytes).unwrap();
                let info = image.debug_info().unwrap();
                let mut table = TypeTable::new();
                let mut vars = 0;
                for u in info.units() {
                    let mut cursor = u.unit.entries();
                    while let Some(e) = cursor.next_dfs().unwrap() {
                        if !matches!(
                            e.tag(),
                            gimli::DW_TAG_variable | gimli::DW_TAG_formal_parameter
                        ) {
                            continue;
                        }
                        let die = u.info_offset(e.offset());
                        let t = table
                            .type_of(&info, die)
                            .unwrap_or_else(|err| panic!("{path}: {err}"));
                        vars += 1;
                        let space = Type::pointer_space(&t);
                        seen.entry(producer.to_string()).or_default().push((
                            t.name(),
                            space.map_or(AddrSpace(99), |s| s.0),
                            space.is_some_and(|s| s.1),
                        ));
                        let _ = Type::ptype(&t);
                        let _ = t.byte_size();
                    }
                }
                assert!(vars > 0, "{path}: no variables");
            }
        }
        for (producer, names) in &seen {
            let has = |n: &str| names.iter().any(|(x, _, _)| x == n);
            assert!(has("Pair"), "{producer}: {names:?}");
            assert!(has("float4"), "{producer}");
            assert!(has("int4"), "{producer}");
            // kernel arguments: `__global int *`
            let global = names
                .iter()
                .any(|(n, s, _)| n == "int *" && *s == AddrSpace::GLOBAL);
            let generic = names
                .iter()
                .any(|(n, s, _)| n == "int *" && *s == AddrSpace::GENERIC);
            if producer != "clang22" {
                // clang ≤ 19 (and the fork, which keeps clang-19's producer string and
                // marks no pointer) leaves global pointers unmarked: read as generic.
                assert!(generic, "{producer}");
            } else {
                assert!(global, "{producer}");
            }
        }
        // clang-19 marks `__local int *` with address class 2 (legacy numbering).
        assert!(seen["clang19"]
            .iter()
            .any(|(n, s, e)| n == "int *" && *s == AddrSpace::LOCAL && *e));
        // clang-22 marks generic pointers with DW_ASPACE 1.
        assert!(seen["clang22"]
            .iter()
            .any(|(_, s, e)| *s == AddrSpace::GENERIC && *e));
    }

    #[test]
    fn struct_pair_layout_from_clang19() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../corpus/clang19/gfx90a/arith-O0.hsaco"
        );
        let bytes = std::fs::read(path).unwrap();
        let image = crate::Image::parse(path, &bytes).unwrap();
        let info = image.debug_info().unwrap();
        let mut table = TypeTable::new();
        let pair = table.named(&info, "Pair").expect("typedef Pair");
        assert_eq!(pair.name(), "Pair");
        assert_eq!(pair.byte_size(), Some(32));
        assert_eq!(
            Type::ptype(&pair),
            "struct {\n    int a;\n    float b;\n    int4 c;\n}"
        );
        let f4 = table.named(&info, "float4").unwrap();
        let s = Type::strip(&f4);
        assert!(matches!(s.kind, TypeKind::Array { vector: true, .. }));
        assert_eq!(s.name(), "float __attribute__ ((vector_size(4)))");
        assert_eq!(f4.byte_size(), Some(16));
    }

    /// A hand-assembled DWARF 5 unit: `struct Node { int v; struct Node *next; } *head;`
    /// plus hostile DIEs: a typedef of itself and an array of itself.
    fn node_dwarf() -> (Vec<u8>, Vec<u8>) {
        let abbrev = vec![
            1, 0x11, 1, 0x13, 0x05, 0, 0, // compile_unit: language data2
            2, 0x13, 1, 0x03, 0x08, 0x0b, 0x0b, 0, 0, // structure: name string, byte_size
            3, 0x0d, 0, 0x03, 0x08, 0x49, 0x13, 0x38, 0x0b, 0, 0, // member: name, type, loc
            4, 0x24, 0, 0x03, 0x08, 0x3e, 0x0b, 0x0b, 0x0b, 0, 0, // base: name, enc, size
            5, 0x0f, 0, 0x49, 0x13, 0, 0, // pointer: type
            6, 0x34, 0, 0x03, 0x08, 0x49, 0x13, 0, 0, // variable: name, type
            7, 0x16, 0, 0x03, 0x08, 0x49, 0x13, 0, 0, // typedef: name, type
            8, 0x01, 1, 0x49, 0x13, 0, 0, // array: type
            9, 0x21, 0, 0x37, 0x0b, 0, 0, // subrange: count
            0,
        ];
        let mut d: Vec<u8> = vec![0, 0, 0, 0, 5, 0, 1, 8, 0, 0, 0, 0];
        let r4 = |d: &mut Vec<u8>, x: u32| d.extend(x.to_le_bytes());
        d.extend([1, 0x0c, 0x00]); // 12: CU, DW_LANG_C99
        d.extend(b"\x02Node\0\x10"); // 15: struct Node, 16 bytes
        d.extend(b"\x03v\0"); // 22: member v
        r4(&mut d, 42);
        d.push(0);
        d.extend(b"\x03next\0"); // 30: member next
        r4(&mut d, 49);
        d.push(8);
        d.push(0); // 41: end of Node
        d.extend(b"\x04int\0\x05\x04"); // 42: int
        d.push(5); // 49: struct Node *
        r4(&mut d, 15);
        d.extend(b"\x06head\0"); // 54: head
        r4(&mut d, 49);
        d.extend(b"\x07T\0"); // 64: typedef T T
        r4(&mut d, 64);
        d.push(8); // 71: array of itself
        r4(&mut d, 71);
        d.extend([9, 4, 0]); // 76: subrange count 4; end of array
        d.push(0); // 79: end of CU
        let len = (d.len() - 4) as u32;
        d[..4].copy_from_slice(&len.to_le_bytes());
        (d, abbrev)
    }

    fn load<'a>(info: &'a [u8], abbrev: &'a [u8]) -> DebugInfo<'a> {
        DebugInfo::load(
            |name| match name {
                ".debug_info" => Some(info),
                ".debug_abbrev" => Some(abbrev),
                _ => None,
            },
            Default::default(),
        )
        .unwrap()
    }

    #[test]
    fn recursive_and_hostile_types() {
        let (info, abbrev) = node_dwarf();
        let di = load(&info, &abbrev);
        let mut table = TypeTable::new();
        let head = table.type_of(&di, 54).unwrap();
        assert_eq!(head.name(), "struct Node *");
        let node = Type::pointee(&head).unwrap();
        assert_eq!(
            Type::ptype(&node),
            "struct Node {\n    int v;\n    struct Node *next;\n}"
        );
        let TypeKind::Aggregate { members, .. } = &Type::strip(&node).kind else {
            panic!("not a struct");
        };
        assert_eq!(members[1].ty.name(), "struct Node *");
        let next_pointee = Type::pointee(&members[1].ty).unwrap();
        assert_eq!(Type::strip(&next_pointee).byte_size(), Some(16));
        assert_eq!(
            table.named(&di, "struct Node").unwrap().name(),
            "struct Node"
        );
        // A typedef of itself and an array of itself: loaded, bounded, never a hang.
        let t = table.type_at(&di, 64).unwrap();
        assert_eq!(t.name(), "T");
        assert!(Type::contains_itself(&t));
        let a = table.type_at(&di, 71).unwrap();
        let _ = a.name();
        assert_eq!(a.byte_size(), None);
        assert!(Type::contains_itself(&a));
        let v = crate::value::Value::from_bytes(a, vec![0; 8]);
        let _ = crate::format::format_value(&v, &Default::default());
        // Not a type, and no DIE at all.
        assert!(matches!(
            table.type_at(&di, 22),
            Err(TypeError::NotAType { .. })
        ));
        assert!(matches!(
            table.type_at(&di, 5000),
            Err(TypeError::NoDie(5000))
        ));
    }

    #[test]
    fn values_through_a_recursive_type() {
        use dwarf_ext::{Location, SnapshotWave};
        let (info, abbrev) = node_dwarf();
        let di = load(&info, &abbrev);
        let mut table = TypeTable::new();
        let head_t = table.type_of(&di, 54).unwrap();
        let mut w = SnapshotWave::new(64);
        let node = |v: i32, next: u64| {
            let mut b = v.to_le_bytes().to_vec();
            b.extend([0; 4]);
            b.extend(next.to_le_bytes());
            b
        };
        w.store(AddrSpace::GLOBAL, 0x100, &node(1, 0x200)).unwrap();
        w.store(AddrSpace::GLOBAL, 0x200, &node(2, 0)).unwrap();
        w.store(AddrSpace::GLOBAL, 0x10, &0x100u64.to_le_bytes())
            .unwrap();
        let head =
            crate::value::Value::read(head_t, &Location::memory(AddrSpace::GLOBAL, 0x10), &mut w);
        let first = head.deref(&mut w).unwrap();
        let p = |v: &crate::value::Value| crate::format::format_value(v, &Default::default());
        assert_eq!(p(&first), "{v = 1, next = 0x200}");
        let second = first.member("next").unwrap().deref(&mut w).unwrap();
        assert_eq!(p(&second), "{v = 2, next = 0x0}");
        assert_eq!(p(&first.member("next").unwrap()), "(struct Node *) 0x200");
    }

    #[test]
    fn truncated_dwarf_is_an_error_not_a_panic() {
        let (info, abbrev) = node_dwarf();
        for cut in 12..info.len() {
            let mut short = info[..cut].to_vec();
            let len = (cut - 4) as u32;
            short[..4].copy_from_slice(&len.to_le_bytes());
            let di = load(&short, &abbrev);
            let mut table = TypeTable::new();
            for die in 12..cut as u64 {
                let _ = table.type_of(&di, die);
                let _ = table.type_at(&di, die).map(|t| (t.name(), t.byte_size()));
            }
        }
    }

    /// Every variable's type name equals what gdb 13 prints for the same object (its
    /// Python `str(sym.type)` over every block; C++ with `set language c++`, as a HIP frame
    /// would select).
    #[test]
    fn variable_type_names_match_gdb() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../corpus");
        for (file, gdb) in [
            (
                "clang19/gfx90a/arith-O0",
                "cv|44|float;d|44|uint;d|49|uint;d|54|uint;d|62|uint;f|32|float;gid|29|uint;\
                 g|42|float;h|43|float;in_f|26|const float *;in_i|25|const int *;iv|49|int4;\
                 k|17|int;mx|39|int;m|37|int;out_f|28|float *;out_i|27|int *;p|17|Pair;\
                 p|52|Pair;q|36|int;r|18|Pair;r|53|Pair;sh|38|int;s|35|int;v|47|float4;\
                 w|48|float4;x|30|int;y|31|int",
            ),
            (
                "clang22/gfx90a/hip_templates-O2",
                "base|32|long;d|54|uint;e|32|unsigned int;h|35|long;inf|47|const float *;\
                 in|47|const int *;lid|52|unsigned int;out_f|48|float *;out_i|48|int *;\
                 p|59|Point;sf|63|float;si|62|int;sq|60|class {...};sum|49|int *;\
                 this|0|const Point *;this|0|const class {...} *;tid|51|unsigned int;\
                 tile|50|int [64];v|60|int;window|57|int [4]",
            ),
            (
                "rocm22/gfx90a/private_array-O0",
                "arr|17|int [32];d|44|uint;d|49|uint;d|54|uint;d|62|uint;gid|16|uint;\
                 hist|19|int [8];hsum|41|int;idx|30|int;in|14|const int *;items|18|Item [8];\
                 i|21|int;i|23|int;i|38|int;i|42|int;out|15|int *;picked|31|int;t|34|Item",
            ),
        ] {
            let path = format!("{root}/{file}.hsaco");
            let bytes = std::fs::read(&path).unwrap();
            let image = crate::Image::parse(&path, &bytes).unwrap();
            let info = image.debug_info().unwrap();
            let mut table = TypeTable::new();
            let mut ours = std::collections::HashSet::new();
            for u in info.units() {
                let mut cursor = u.unit.entries();
                while let Some(e) = cursor.next_dfs().unwrap() {
                    if !matches!(
                        e.tag(),
                        gimli::DW_TAG_variable | gimli::DW_TAG_formal_parameter
                    ) {
                        continue;
                    }
                    let Some(name) = info.name(u, e) else {
                        continue;
                    };
                    let line = info
                        .inherited(u, e, gimli::DW_AT_decl_line)
                        .and_then(|v| v.udata_value())
                        .unwrap_or(0);
                    let t = table.type_of(&info, u.info_offset(e.offset())).unwrap();
                    ours.insert(format!("{name}|{line}|{}", t.name()));
                }
            }
            for want in gdb.split(';') {
                assert!(ours.contains(want.trim()), "{file}: gdb has {want}");
            }
        }
    }

    /// `ptype`/`whatis` as gdb 13 prints them for
    /// `typedef struct { int a; float b; } Item; typedef Item *ItemP; struct S { Item it;
    /// myint m; Item *ip; enum { A1, B1 } e; union { int i; float f; } u; int arr[3]; };`
    #[test]
    fn ptype_as_gdb() {
        let t = |name: Option<&str>, kind| {
            Arc::new(Type {
                name: name.map(String::from),
                kind,
                die: None,
                cplus: false,
            })
        };
        let m = |n: &str, ty: &Arc<Type>| Member {
            name: Some(n.into()),
            ty: ty.clone(),
            byte_offset: 0,
            bits: None,
        };
        let anon_item = t(
            None,
            TypeKind::Aggregate {
                kind: AggregateKind::Struct,
                members: vec![m("a", &Type::int()), m("b", &Type::float())],
                byte_size: 8,
            },
        );
        let item = t(Some("Item"), TypeKind::Typedef(anon_item));
        let item_p = Type::pointer_to(item.clone(), AddrSpace::GLOBAL, false);
        let item_pt = t(Some("ItemP"), TypeKind::Typedef(item_p.clone()));
        let myint = t(Some("myint"), TypeKind::Typedef(Type::int()));
        let e = t(
            None,
            TypeKind::Enum {
                enumerators: vec![("A1".into(), 0), ("B1".into(), 1)],
                byte_size: 4,
                signed: false,
                flag: true,
                scoped: false,
                underlying: Some("unsigned int".into()),
            },
        );
        let u = t(
            None,
            TypeKind::Aggregate {
                kind: AggregateKind::Union,
                members: vec![m("i", &Type::int()), m("f", &Type::float())],
                byte_size: 4,
            },
        );
        let s = t(
            Some("S"),
            TypeKind::Aggregate {
                kind: AggregateKind::Struct,
                members: vec![
                    m("it", &item),
                    m("m", &myint),
                    m("ip", &item_p),
                    m("e", &e),
                    m("u", &u),
                    m("arr", &Type::array_of(Type::int(), 3)),
                ],
                byte_size: 48,
            },
        );
        let body = "struct {\n    int a;\n    float b;\n}";
        assert_eq!(Type::ptype(&item), body);
        assert_eq!(
            Type::ptype(&Type::array_of(item.clone(), 4)),
            format!("{body} [4]")
        );
        assert_eq!(Type::ptype(&item_p), format!("{body} *"));
        assert_eq!(Type::ptype(&item_pt), format!("{body} *"));
        assert_eq!(item_pt.name(), "ItemP");
        assert_eq!(Type::ptype(&myint), "int");
        assert_eq!(myint.name(), "myint");
        let cip = Type::pointer_to(
            t(None, TypeKind::Qualified(Qualifier::Const, item.clone())),
            AddrSpace::GLOBAL,
            false,
        );
        assert_eq!(Type::ptype(&cip), format!("const {body} *"));
        assert_eq!(
            Type::ptype(&Type::pointer_to(item_p.clone(), AddrSpace::GLOBAL, false)),
            format!("{body} **")
        );
        let s_body =
            "struct S {\n    Item it;\n    myint m;\n    Item *ip;\n    enum {A1, B1} e;\n    \
                      union {\n        int i;\n        float f;\n    } u;\n    int arr[3];\n}";
        assert_eq!(Type::ptype(&s), s_body);
        assert_eq!(
            Type::ptype(&Type::pointer_to(s.clone(), AddrSpace::GLOBAL, false)),
            format!("{s_body} *")
        );
        assert_eq!(e.name(), "enum {...}");
        assert_eq!(u.name(), "union {...}");
        assert_eq!(Type::ptype(&Type::array_of(Type::int(), 3)), "int [3]");
        assert_eq!(Type::ptype(&Type::int()), "int");
    }
}
