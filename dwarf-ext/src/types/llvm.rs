//! llvm-dwarfdump's renderer: the name LLVM's `DWARFTypePrinter` adds to a reference
//! attribute (`DW_AT_type (0x… "const float *")`). It differs from gdb's: typedef and base
//! names as the DIE writes them, no `struct` keyword, unnamed types by their tag
//! (`structure `), a space between a function type's return type and its parameters, and
//! `_Atomic` not followed (the tag's name, `atomic `, as LLVM writes any tag it does not
//! know).

use std::fmt::Write as _;

use super::{Qualifier, Reference, Type, TypeKind};

/// How deep the printer follows types before writing `...`.
const MAX_DEPTH: u32 = 16;

impl Type {
    /// The name llvm-dwarfdump gives this type: `int`, `const float *`, `int[4]`,
    /// `int (*)(int)`, `Pair`.
    pub fn llvm_name(&self) -> String {
        let (before, after) = parts(self, 0);
        format!("{before}{after}")
    }
}

/// The parts of a type's name before and after the declarator (`int (*` and `)(int)`).
fn parts(t: &Type, depth: u32) -> (String, String) {
    if depth > MAX_DEPTH {
        return ("...".into(), String::new());
    }
    let named = |unnamed: &str| {
        (
            t.name.clone().unwrap_or_else(|| unnamed.into()),
            String::new(),
        )
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
            pointer_parts(pointee, sigil, depth)
        }
        TypeKind::MemberPointer { pointee, .. } => pointer_parts(pointee, "*", depth),
        TypeKind::Qualified(Qualifier::Atomic, _) => named("atomic "),
        TypeKind::Qualified(q, target) => {
            let (before, after) = parts(target, depth + 1);
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
            let (before, after) = parts(element, depth + 1);
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
            prototyped,
        } => {
            let (before, after) = parts(ret, depth + 1);
            let mut list: Vec<String> = params
                .iter()
                .map(|p| {
                    let (b, a) = parts(p, depth + 1);
                    format!("{b}{a}")
                })
                .collect();
            // `DW_TAG_unspecified_parameters` of a prototyped function.
            if *variadic && *prototyped {
                list.push("...".into());
            }
            // LLVM writes a space after the return type: `int (int *)`, `int (*)(int)`.
            (
                format!("{before}{after} "),
                format!("({})", list.join(", ")),
            )
        }
        // No `DW_AT_type`: void. A `DW_TAG_unspecified_type` has a DIE (and usually a name).
        TypeKind::Void if t.die.is_none() => ("void".into(), String::new()),
        TypeKind::Void => named("unspecified "),
        TypeKind::Base { .. } => named("base "),
        TypeKind::Typedef(_) => named("typedef "),
        TypeKind::Aggregate { kind, .. } => named(match kind {
            super::AggregateKind::Struct => "structure ",
            super::AggregateKind::Class => "class ",
            super::AggregateKind::Union => "union ",
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
            Some(target) => parts(&target, depth + 1),
            None => named(""),
        },
    }
}

fn pointer_parts(pointee: &Type, sigil: &str, depth: u32) -> (String, String) {
    let (mut before, mut after) = parts(pointee, depth + 1);
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
