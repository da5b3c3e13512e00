//! llvm-dwarfdump's renderer: the name LLVM's `DWARFTypePrinter` adds to a reference
//! attribute (`DW_AT_type (0x… "const float *")`), as llvm-dwarfdump-22 writes it. It
//! differs from gdb's: typedef and base names as the DIE writes them (with their C++
//! scope, `ns::T`), no `struct` keyword, unnamed types by their tag (`structure `), a space
//! between a function type's return type and its parameters, a pointer to a member
//! function without its artificial `this` (`int (S::*)(int)`), and `restrict` and
//! `_Atomic` not followed: LLVM writes the tag's name (`restrict `, `atomic `) for a tag
//! its printer does not know.

use std::fmt::Write as _;

use super::{AggregateKind, Qualifier, Reference, Type, TypeKind};

/// How deep the printer follows types before writing `...`.
const MAX_DEPTH: u32 = 16;

impl Type {
    /// The name llvm-dwarfdump gives this type: `int`, `const float *`, `int[4]`,
    /// `int (*)(int)`, `Pair`, `int S::*`.
    pub fn llvm_name(&self) -> String {
        let (before, after) = parts(self, 0, false);
        format!("{before}{after}")
    }
}

/// The parts of a type's name before and after the declarator (`int (*` and `)(int)`).
/// `member` says a pointer to member points here: a method type then leaves out its
/// artificial first parameter, and writes the qualifiers it stood for (` const`).
fn parts(t: &Type, depth: u32, member: bool) -> (String, String) {
    if depth > MAX_DEPTH {
        return ("...".into(), String::new());
    }
    let named = |unnamed: &str| match &t.name {
        Some(n) => (format!("{}{n}", t.scope), String::new()),
        None => (unnamed.to_string(), String::new()),
    };
    match &t.kind {
        TypeKind::Pointer {
            pointee, reference, ..
        } => {
            let sigil = match reference {
                None => "*",
                Some(Reference::Lvalue) => "&",
                Some(Reference::Rvalue) => "&&",
            };
            pointer_parts(pointee, sigil, false, depth)
        }
        TypeKind::MemberPointer {
            pointee,
            containing,
            ..
        } => {
            let (b, a) = parts(containing, depth + 1, false);
            pointer_parts(pointee, &format!("{b}{a}::*"), true, depth)
        }
        TypeKind::Qualified(Qualifier::Atomic, _) => named("atomic "),
        TypeKind::Qualified(Qualifier::Restrict, _) => named("restrict "),
        TypeKind::Qualified(q, target) => {
            let (before, after) = parts(target, depth + 1, false);
            let pointer = is(target, |k| {
                matches!(k, TypeKind::Pointer { .. } | TypeKind::MemberPointer { .. })
            });
            if pointer {
                (format!("{before} {}", q.keyword()), after)
            } else {
                (format!("{} {before}", q.keyword()), after)
            }
        }
        TypeKind::Array { element, dims, .. } => {
            let (before, after) = parts(element, depth + 1, false);
            let mut subscripts = String::new();
            for dim in dims {
                match dim {
                    Some(n) => write!(subscripts, "[{n}]").unwrap_or(()),
                    None => subscripts.push_str("[]"),
                }
            }
            (before, format!("{subscripts}{after}"))
        }
        TypeKind::Function {
            ret,
            params,
            variadic,
            artificial_first,
            ..
        } => {
            let (before, after) = parts(ret, depth + 1, false);
            let this = params.first().filter(|_| member && *artificial_first);
            let mut list: Vec<String> = params
                .iter()
                .skip(usize::from(this.is_some()))
                .map(|p| {
                    let (b, a) = parts(p, depth + 1, false);
                    format!("{b}{a}")
                })
                .collect();
            if *variadic {
                list.push("...".into());
            }
            let mut params = format!("({})", list.join(", "));
            if let Some(this) = this {
                for q in method_qualifiers(this) {
                    params.push(' ');
                    params.push_str(q.keyword());
                }
            }
            // LLVM writes a space after the return type: `int (int *)`, `int (*)(int)`.
            (format!("{before}{after} "), params)
        }
        // No `DW_AT_type`: void. A `DW_TAG_unspecified_type` has a DIE (and usually a name).
        TypeKind::Void if t.die.is_none() => ("void".into(), String::new()),
        TypeKind::Void => named("unspecified "),
        TypeKind::Base { .. } => named("base "),
        TypeKind::Typedef(_) => named("typedef "),
        TypeKind::Aggregate { kind, .. } => named(match kind {
            AggregateKind::Struct => "structure ",
            AggregateKind::Class => "class ",
            AggregateKind::Union => "union ",
        }),
        TypeKind::Enum { .. } => named("enumeration "),
        // Unnamed: LLVM's `appendTypeTagName`, the tag without `DW_TAG_` and `_type` and a
        // space.
        TypeKind::Unknown { tag: Some(tag) } => named(
            &tag.static_string()
                .and_then(|t| t.strip_prefix("DW_TAG_"))
                .and_then(|t| t.strip_suffix("_type"))
                .map_or_else(String::new, |t| format!("{t} ")),
        ),
        // A reference that leads to no DIE reads as no type at all.
        TypeKind::Unknown { tag: None } => ("void".into(), String::new()),
        TypeKind::Forward(f) => match f.target() {
            Some(target) => parts(&target, depth + 1, member),
            None => named(""),
        },
    }
}

/// A pointer-like declarator (`*`, `&`, `S::*`) around `pointee`'s, in parentheses when
/// it points to a function or an array.
fn pointer_parts(pointee: &Type, sigil: &str, member: bool, depth: u32) -> (String, String) {
    let (mut before, mut after) = parts(pointee, depth + 1, member);
    if is(pointee, |k| {
        matches!(k, TypeKind::Function { .. } | TypeKind::Array { .. })
    }) {
        if !before.ends_with(' ') {
            before.push(' ');
        }
        before.push('(');
        before.push_str(sigil);
        after.insert(0, ')');
    } else {
        if !before.ends_with('*') && !before.ends_with('&') {
            before.push(' ');
        }
        before.push_str(sigil);
    }
    (before, after)
}

/// Whether the DIE `t` was built from is of a kind (through a forward reference, which
/// stands for its DIE).
fn is(t: &Type, what: impl Fn(&TypeKind) -> bool) -> bool {
    match &t.kind {
        TypeKind::Forward(f) => f.target().is_some_and(|target| what(&target.kind)),
        kind => what(kind),
    }
}

/// The qualifiers of a method (` const`, ` volatile`): those of the object its artificial
/// `this` points to, at most two levels down the pointer, as LLVM looks.
fn method_qualifiers(this: &Type) -> Vec<Qualifier> {
    let mut out = Vec::new();
    let TypeKind::Pointer { pointee, .. } = &this.kind else {
        return out;
    };
    let mut t = pointee.clone();
    for _ in 0..2 {
        let TypeKind::Qualified(q @ (Qualifier::Const | Qualifier::Volatile), next) = &t.kind
        else {
            break;
        };
        out.push(*q);
        t = next.clone();
    }
    // `const` before `volatile`, whichever DIE comes first.
    out.sort_by_key(|q| *q != Qualifier::Const);
    out
}
