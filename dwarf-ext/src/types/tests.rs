use std::sync::Arc;

use super::gdb::canonical_base_name;
use super::load::is_flag_enum;
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
            prototyped: true,
            artificial_first: false,
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

/// `ptype`/`whatis` as gdb 13 prints them for
/// `typedef struct { int a; float b; } Item; typedef Item *ItemP; struct S { Item it;
/// myint m; Item *ip; enum { A1, B1 } e; union { int i; float f; } u; int arr[3]; };`
#[test]
fn ptype_as_gdb() {
    let t = |name: Option<&str>, kind| {
        Arc::new(Type {
            name: name.map(String::from),
            scope: String::new(),
            kind,
            die: None,
            cplus: false,
            bare_tags: false,
        })
    };
    let m = |n: &str, ty: &Arc<Type>| Member {
        name: Some(n.into()),
        ty: ty.clone(),
        byte_offset: 0,
        bits: None,
        base: false,
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

/// A hand-assembled DWARF 5 C++ unit with one DIE of each shape the model knows, and some
/// it does not; DIEs are found by label. Where llvm-dwarfdump-22 is expected, its output
/// for the same shapes compiled by clang-22 is (`restrict `, `int (S::*)(int)`, `ns::T`).
struct Tree {
    info: Vec<u8>,
    abbrev: Vec<u8>,
    labels: std::collections::HashMap<&'static str, u64>,
}

fn tree() -> Tree {
    use gimli::constants::*;
    /// An abbreviation: code, tag, whether it has children, attributes (name, form).
    type Abbrev = (u8, DwTag, bool, &'static [(DwAt, DwForm)]);
    let abbrevs: &[Abbrev] = &[
        (
            1,
            DW_TAG_compile_unit,
            true,
            &[(DW_AT_language, DW_FORM_data2)],
        ),
        (
            2,
            DW_TAG_base_type,
            false,
            &[
                (DW_AT_name, DW_FORM_string),
                (DW_AT_encoding, DW_FORM_data1),
                (DW_AT_byte_size, DW_FORM_data1),
            ],
        ),
        (3, DW_TAG_pointer_type, false, &[(DW_AT_type, DW_FORM_ref4)]),
        (4, DW_TAG_const_type, false, &[(DW_AT_type, DW_FORM_ref4)]),
        (
            5,
            DW_TAG_restrict_type,
            false,
            &[(DW_AT_type, DW_FORM_ref4)],
        ),
        (
            6,
            DW_TAG_typedef,
            false,
            &[(DW_AT_name, DW_FORM_string), (DW_AT_type, DW_FORM_ref4)],
        ),
        (7, DW_TAG_array_type, true, &[(DW_AT_type, DW_FORM_ref4)]),
        (
            8,
            DW_TAG_subrange_type,
            false,
            &[(DW_AT_count, DW_FORM_data1)],
        ),
        (9, DW_TAG_subrange_type, false, &[]),
        (
            10,
            DW_TAG_subroutine_type,
            true,
            &[
                (DW_AT_type, DW_FORM_ref4),
                (DW_AT_prototyped, DW_FORM_flag_present),
            ],
        ),
        (
            11,
            DW_TAG_formal_parameter,
            false,
            &[(DW_AT_type, DW_FORM_ref4)],
        ),
        (
            12,
            DW_TAG_structure_type,
            true,
            &[
                (DW_AT_name, DW_FORM_string),
                (DW_AT_byte_size, DW_FORM_data1),
            ],
        ),
        (
            13,
            DW_TAG_member,
            false,
            &[
                (DW_AT_name, DW_FORM_string),
                (DW_AT_type, DW_FORM_ref4),
                (DW_AT_data_member_location, DW_FORM_data1),
            ],
        ),
        (
            14,
            DW_TAG_rvalue_reference_type,
            false,
            &[(DW_AT_type, DW_FORM_ref4)],
        ),
        (
            15,
            DW_TAG_ptr_to_member_type,
            false,
            &[
                (DW_AT_type, DW_FORM_ref4),
                (DW_AT_containing_type, DW_FORM_ref4),
            ],
        ),
        (16, DW_TAG_atomic_type, false, &[(DW_AT_type, DW_FORM_ref4)]),
        (
            17,
            DW_TAG_structure_type,
            true,
            &[(DW_AT_byte_size, DW_FORM_data1)],
        ),
        (
            18,
            DW_TAG_variable,
            false,
            &[(DW_AT_name, DW_FORM_string), (DW_AT_type, DW_FORM_ref4)],
        ),
        (19, DW_TAG_string_type, false, &[]),
        (20, DW_TAG_unspecified_parameters, false, &[]),
        (21, DW_TAG_namespace, true, &[(DW_AT_name, DW_FORM_string)]),
        (
            22,
            DW_TAG_formal_parameter,
            false,
            &[
                (DW_AT_type, DW_FORM_ref4),
                (DW_AT_artificial, DW_FORM_flag_present),
            ],
        ),
    ];
    let mut abbrev = Vec::new();
    for (code, tag, children, attrs) in abbrevs {
        abbrev.extend([*code, tag.0 as u8, u8::from(*children)]);
        for (at, form) in *attrs {
            abbrev.extend([at.0 as u8, form.0 as u8]);
        }
        abbrev.extend([0, 0]);
    }
    abbrev.push(0);

    // Each DIE: label, abbreviation code, attribute bytes; `Ref` is patched to a label.
    enum A {
        Str(&'static str),
        B(u8),
        Ref(&'static str),
    }
    use A::*;
    let dies: Vec<(&'static str, u8, Vec<A>)> = vec![
        ("cu", 1, vec![B(0x04), B(0)]), // DW_LANG_C_plus_plus
        ("int", 2, vec![Str("int"), B(5), B(4)]),
        ("char", 2, vec![Str("char"), B(6), B(1)]),
        ("cint", 4, vec![Ref("int")]),
        ("p_cint", 3, vec![Ref("cint")]),
        ("p_int", 3, vec![Ref("int")]),
        ("cp_int", 4, vec![Ref("p_int")]),
        ("rp_int", 5, vec![Ref("p_int")]),
        ("A", 6, vec![Str("A"), Ref("int")]),
        ("B", 6, vec![Str("B"), Ref("A")]),
        ("arr23", 7, vec![Ref("int")]),
        ("", 8, vec![B(2)]),
        ("", 8, vec![B(3)]),
        ("", 0, vec![]),
        ("arr_open", 7, vec![Ref("char")]),
        ("", 9, vec![]),
        ("", 0, vec![]),
        ("fn", 10, vec![Ref("int")]),
        ("", 11, vec![Ref("int")]),
        ("", 20, vec![]),
        ("", 0, vec![]),
        ("p_fn", 3, vec![Ref("fn")]),
        ("p_arr", 3, vec![Ref("arr23")]),
        ("Node", 12, vec![Str("Node"), B(16)]),
        ("", 13, vec![Str("v"), Ref("int"), B(0)]),
        ("", 13, vec![Str("next"), Ref("p_node"), B(8)]),
        ("", 0, vec![]),
        ("p_node", 3, vec![Ref("Node")]),
        ("anon", 17, vec![B(4)]),
        ("", 13, vec![Str("x"), Ref("int"), B(0)]),
        ("", 0, vec![]),
        ("rref", 14, vec![Ref("int")]),
        ("pm", 15, vec![Ref("int"), Ref("Node")]),
        ("atomic", 16, vec![Ref("int")]),
        ("var", 18, vec![Str("v"), Ref("int")]),
        ("p_var", 3, vec![Ref("var")]),
        ("string", 19, vec![]),
        ("p_nowhere", 3, vec![Ref("nowhere")]),
        ("ns", 21, vec![Str("ns")]),
        ("T", 6, vec![Str("T"), Ref("int")]),
        ("", 0, vec![]),
        ("c_node", 4, vec![Ref("Node")]),
        ("p_c_node", 3, vec![Ref("c_node")]),
        ("method", 10, vec![Ref("int")]),
        ("", 22, vec![Ref("p_c_node")]),
        ("", 11, vec![Ref("int")]),
        ("", 0, vec![]),
        ("pmf", 15, vec![Ref("method"), Ref("Node")]),
        ("", 0, vec![]),
    ];
    let mut info: Vec<u8> = vec![0, 0, 0, 0, 5, 0, 1, 8, 0, 0, 0, 0];
    let mut labels = std::collections::HashMap::new();
    let mut fixups = Vec::new();
    for (label, code, attrs) in dies {
        if !label.is_empty() {
            labels.insert(label, info.len() as u64);
        }
        info.push(code);
        for a in attrs {
            match a {
                Str(s) => {
                    info.extend(s.as_bytes());
                    info.push(0);
                }
                B(b) => info.push(b),
                Ref(l) => {
                    fixups.push((info.len(), l));
                    info.extend([0; 4]);
                }
            }
        }
    }
    labels.insert("nowhere", 0x7000);
    for (at, l) in fixups {
        let off = labels[l] as u32;
        info[at..at + 4].copy_from_slice(&off.to_le_bytes());
    }
    let len = (info.len() - 4) as u32;
    info[..4].copy_from_slice(&len.to_le_bytes());
    Tree {
        info,
        abbrev,
        labels,
    }
}

fn load<'a>(info: &'a [u8], abbrev: &'a [u8]) -> crate::debuginfo::DebugInfo<'a> {
    crate::debuginfo::DebugInfo::load(
        |name| match name {
            ".debug_info" => Some(info),
            ".debug_abbrev" => Some(abbrev),
            _ => None,
        },
        Default::default(),
    )
    .unwrap()
}

/// Each DIE's names by the three renderers: gdb's, llvm-dwarfdump's, the compact one.
#[test]
fn one_model_three_renderers() {
    let t = tree();
    let di = load(&t.info, &t.abbrev);
    let mut strict = TypeTable::new();
    let mut tolerant = TypeTable::tolerant();
    for (label, gdb, llvm, compact) in [
        ("int", "int", "int", "int"),
        ("p_cint", "const int *", "const int *", "const int *"),
        ("cp_int", "int * const", "int * const", "int *const"),
        ("rp_int", "int * restrict", "restrict ", "int *restrict"),
        ("B", "B", "B", "B"),
        ("arr23", "int [2][3]", "int[2][3]", "int[2][3]"),
        ("arr_open", "char []", "char[]", "char[]"),
        (
            "p_fn",
            "int (*)(int, ...)",
            "int (*)(int, ...)",
            "int (*)(...) *",
        ),
        ("p_arr", "int (*)[2][3]", "int (*)[2][3]", "int[2][3] *"),
        ("Node", "Node", "Node", "struct Node"),
        ("p_node", "Node *", "Node *", "struct Node *"),
        ("anon", "struct {...}", "structure ", "struct <anonymous>"),
        ("rref", "int &&", "int &&", "int &&"),
        (
            "pm",
            "int Node::*",
            "int Node::*",
            "<DW_TAG_ptr_to_member_type>",
        ),
        ("T", "ns::T", "ns::T", "T"),
        (
            "method",
            "int (const Node *, int)",
            "int (const Node *, int)",
            "int (*)(...)",
        ),
        (
            "pmf",
            "int (Node::*)(const Node *, int)",
            "int (Node::*)(int) const",
            "<DW_TAG_ptr_to_member_type>",
        ),
        ("atomic", "_Atomic int", "atomic ", "<DW_TAG_atomic_type>"),
    ] {
        let die = t.labels[label];
        let s = strict.type_at(&di, die).unwrap();
        let l = tolerant.type_at(&di, die).unwrap();
        assert_eq!(s.name(), gdb, "{label}");
        assert_eq!(l.name(), gdb, "{label}");
        assert_eq!(s.llvm_name(), llvm, "{label}");
        assert_eq!(s.compact_name(), compact, "{label}");
    }
    // A typedef chain strips to what values are; the self-referential structure is bounded.
    let b = strict.type_at(&di, t.labels["B"]).unwrap();
    assert_eq!(Type::ptype(&b), "int");
    assert_eq!(Type::strip(&b).name(), "int");
    let node = strict.type_at(&di, t.labels["Node"]).unwrap();
    assert_eq!(
        Type::ptype(&node),
        "struct Node {\n    int v;\n    Node *next;\n}"
    );
    assert_eq!(node.byte_size(), Some(16));
    let TypeKind::Aggregate { members, .. } = &node.kind else {
        panic!("Node is no structure");
    };
    let next = Type::pointee(&members[1].ty).unwrap();
    assert_eq!(next.llvm_name(), "Node");
    assert_eq!(Type::strip(&next).byte_size(), Some(16));
    // Built once per DIE: the same model comes back.
    let again = strict.type_at(&di, t.labels["Node"]).unwrap();
    assert!(Arc::ptr_eq(&node, &again));
}

/// What is no type: an error for a strict table, [`TypeKind::Unknown`] for a tolerant one,
/// which the renderers name by the DIE's name or tag.
#[test]
fn unknown_tags_and_dangling_references() {
    let t = tree();
    let di = load(&t.info, &t.abbrev);
    let mut strict = TypeTable::new();
    for label in ["var", "p_var", "string"] {
        assert!(
            matches!(
                strict.type_at(&di, t.labels[label]),
                Err(TypeError::NotAType { .. })
            ),
            "{label}"
        );
    }
    assert!(matches!(
        strict.type_at(&di, t.labels["p_nowhere"]),
        Err(TypeError::NoDie(0x7000))
    ));
    let mut tolerant = TypeTable::tolerant();
    for (label, llvm, compact) in [
        ("var", "v", "v"),
        ("p_var", "v *", "v *"),
        ("string", "string ", "<DW_TAG_string_type>"),
        ("p_nowhere", "void *", "<unknown type> *"),
    ] {
        let ty = tolerant.type_at(&di, t.labels[label]).unwrap();
        assert_eq!(ty.llvm_name(), llvm, "{label}");
        assert_eq!(ty.compact_name(), compact, "{label}");
    }
    // Through the unit's own table: a variable's type, and a reference to nothing.
    let u = &di.units()[0];
    let var = u
        .unit
        .entry(gimli::UnitOffset(t.labels["var"] as usize))
        .unwrap();
    assert_eq!(di.type_name(u, &var), "int");
    let nowhere = gimli::AttributeValue::DebugInfoRef(gimli::DebugInfoOffset(0x7000));
    assert!(di.referenced_type(u, nowhere).is_none());
}

/// Every cut of the unit loads, fails or renders without a panic.
#[test]
fn truncated_trees_never_panic() {
    let t = tree();
    for cut in 12..t.info.len() {
        let mut short = t.info[..cut].to_vec();
        let len = (cut - 4) as u32;
        short[..4].copy_from_slice(&len.to_le_bytes());
        let di = load(&short, &t.abbrev);
        let mut strict = TypeTable::new();
        let mut tolerant = TypeTable::tolerant();
        for die in 12..cut as u64 {
            if let Ok(ty) = strict.type_at(&di, die) {
                let _ = (ty.name(), Type::ptype(&ty), ty.byte_size());
            }
            let ty = tolerant.type_at(&di, die).unwrap();
            let _ = (ty.name(), ty.llvm_name(), ty.compact_name());
        }
    }
}
