//! The compact renderer of variable listings: C-like, with the DWARF a listing should not
//! hide (`float __vector(4)`, `int *__aspace(local)`) and unnamed types as `<anonymous>`.

use std::fmt::Write as _;

use super::{AggregateKind, Qualifier, Reference, SpaceSource, Type, TypeKind};

/// How deep the renderer follows types before writing `...`.
const MAX_DEPTH: u32 = 16;

impl Type {
    /// The compact name: `const uint *`, `int[32]`, `float __vector(4)`,
    /// `int *__aspace(local)`, `struct <anonymous>`.
    pub fn compact_name(&self) -> String {
        compact(self, 0)
    }
}

fn compact(t: &Type, depth: u32) -> String {
    if depth > MAX_DEPTH {
        return "...".into();
    }
    let name_or = |unnamed: &str| t.name.clone().unwrap_or_else(|| unnamed.into());
    match &t.kind {
        TypeKind::Void if t.die.is_none() => "void".into(),
        TypeKind::Void => name_or("<anonymous>"),
        TypeKind::Base { vector_size, .. } => {
            let mut s = name_or("<anonymous>");
            if let Some(k) = vector_size {
                write!(s, " __vector({k})").unwrap_or(());
            }
            s
        }
        TypeKind::Typedef(target) => match &t.name {
            Some(n) => n.clone(),
            None => compact(target, depth + 1),
        },
        TypeKind::Pointer {
            pointee,
            reference,
            space,
            space_source,
            ..
        } => {
            let mut s = compact(pointee, depth + 1);
            if !s.ends_with('*') && !s.ends_with('&') {
                s.push(' ');
            }
            s.push_str(match reference {
                None => "*",
                Some(Reference::Lvalue) => "&",
                Some(Reference::Rvalue) => "&&",
            });
            if *space_source == SpaceSource::AddressSpaceAttribute {
                write!(s, "__aspace({space})").unwrap_or(());
            }
            s
        }
        TypeKind::Qualified(Qualifier::Atomic, _) => {
            name_or(&format!("<{}>", crate::gimli::DW_TAG_atomic_type))
        }
        TypeKind::Qualified(q, target) => {
            let s = compact(target, depth + 1);
            if s.ends_with('*') || s.ends_with('&') {
                format!("{s}{}", q.keyword())
            } else {
                format!("{} {s}", q.keyword())
            }
        }
        TypeKind::Aggregate { kind, .. } => {
            let kw = match kind {
                AggregateKind::Struct => "struct",
                AggregateKind::Class => "class",
                AggregateKind::Union => "union",
            };
            format!("{kw} {}", name_or("<anonymous>"))
        }
        TypeKind::Enum { .. } => format!("enum {}", name_or("<anonymous>")),
        TypeKind::Array {
            element,
            dims,
            vector,
        } => {
            let mut subscripts = String::new();
            for dim in dims {
                match dim {
                    Some(n) => write!(subscripts, "[{n}]").unwrap_or(()),
                    None => subscripts.push_str("[]"),
                }
            }
            let element = compact(element, depth + 1);
            if *vector {
                let n = subscripts.trim_start_matches('[').trim_end_matches(']');
                format!("{element} __vector({n})")
            } else {
                format!("{element}{subscripts}")
            }
        }
        TypeKind::Function { ret, .. } => format!("{} (*)(...)", compact(ret, depth + 1)),
        TypeKind::MemberPointer { .. } => {
            name_or(&format!("<{}>", crate::gimli::DW_TAG_ptr_to_member_type))
        }
        TypeKind::Unknown { tag: Some(tag) } => name_or(&format!("<{tag}>")),
        TypeKind::Unknown { tag: None } => "<unknown type>".into(),
        TypeKind::Forward(f) => match f.target() {
            Some(target) => compact(&target, depth + 1),
            None => name_or("<anonymous>"),
        },
    }
}
