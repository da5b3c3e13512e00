//! gdb's renderer: C declarators as gdb's `whatis` and `ptype` print them, and the C
//! built-in types by gdb's names.

use std::fmt::Write as _;
use std::sync::{Arc, Weak};

use super::{Encoding, Reference, Type, TypeKind, MAX_TYPE_DEPTH};

impl Type {
    /// The C name, as gdb's `whatis` prints it.
    pub fn name(&self) -> String {
        self.render("", 0, -1, 0)
    }

    /// The keyword-qualified name of a named aggregate or enum (`struct Pair`), or the
    /// bare name in C++ and OpenCL.
    fn tagged(&self, kw: &str) -> String {
        match &self.name {
            Some(n) if self.bare_tags => format!("{}{n}", self.scope),
            Some(n) => format!("{kw} {}{n}", self.scope),
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
            TypeKind::Base { .. } => with(
                self.name
                    .as_deref()
                    .map_or_else(|| "?".into(), canonical_base_name),
            ),
            TypeKind::Unknown { .. } => with(self.name.clone().unwrap_or_else(|| "?".into())),
            TypeKind::Typedef(t) => match &self.name {
                Some(n) if show <= 0 => with(format!("{}{n}", self.scope)),
                _ => t.render(inner, d1, show, indent),
            },
            TypeKind::Aggregate { kind, members, .. } if expand => {
                let bases: Vec<String> = members
                    .iter()
                    .filter(|m| m.base)
                    .map(|m| format!("public {}", m.name.as_deref().unwrap_or("?")))
                    .collect();
                let derives = if bases.is_empty() {
                    String::new()
                } else {
                    format!(": {} ", bases.join(", "))
                };
                let mut s = match &self.name {
                    Some(n) => format!("{} {}{n} {derives}{{\n", kind.keyword(), self.scope),
                    None => format!("{} {derives}{{\n", kind.keyword()),
                };
                let pad = " ".repeat(indent + 4);
                for m in members.iter().filter(|m| !m.base) {
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
                    s.push_str(&self.scope);
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
            TypeKind::MemberPointer {
                pointee,
                containing,
                ..
            } => {
                let d = format!("{}::*{inner}", containing.render("", d1, -1, indent));
                if matches!(
                    pointee.kind,
                    TypeKind::Array { .. } | TypeKind::Function { .. }
                ) {
                    pointee.render(&format!("({d})"), d1, show, indent)
                } else {
                    pointee.render(&d, d1, show, indent)
                }
            }
            TypeKind::Pointer {
                pointee, reference, ..
            } => {
                let sigil = match reference {
                    None => "*",
                    Some(Reference::Lvalue) => "&",
                    Some(Reference::Rvalue) => "&&",
                };
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
                prototyped,
                ..
            } => {
                // gdb writes `...` for an unprototyped function too (`void (*)()`).
                let variadic = &(*variadic || !*prototyped);
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
/// A C integer type's name as gdb writes it whatever word order the producer used (GCC
/// writes `short unsigned int`, `long int`; gdb canonicalizes them to `unsigned short`,
/// `long`). Other names are unchanged.
pub(super) fn canonical_base_name(name: &str) -> String {
    let words = ["signed", "unsigned", "short", "long", "int", "char"];
    if name.split_whitespace().all(|w| words.contains(&w)) {
        if let Some(Type {
            name: Some(canonical),
            ..
        }) = builtin(name).as_deref()
        {
            return canonical.clone();
        }
    }
    name.to_string()
}
