use super::*;
use rmpv::Value;

fn s(t: &str) -> Value {
    Value::from(t)
}

fn map(entries: Vec<(&str, Value)>) -> Value {
    Value::Map(entries.into_iter().map(|(k, v)| (s(k), v)).collect())
}

fn encode(v: &Value) -> Vec<u8> {
    let mut out = Vec::new();
    rmpv::encode::write_value(&mut out, v).unwrap();
    out
}

pub(crate) fn sample_v5() -> Value {
    let arg0 = map(vec![
        (".name", s("out")),
        (".type_name", s("int*")),
        (".size", Value::from(8)),
        (".offset", Value::from(0)),
        (".value_kind", s("global_buffer")),
        (".address_space", s("global")),
        (".actual_access", s("write_only")),
        (".is_const", Value::from(false)),
        (".vendor_thing", Value::from(7)),
    ]);
    let arg1 = map(vec![
        (".size", Value::from(8)),
        (".offset", Value::from(8)),
        (".value_kind", s("hidden_global_offset_x")),
    ]);
    let kernel = map(vec![
        (".name", s("add")),
        (".symbol", s("add.kd")),
        (".language", s("OpenCL C")),
        (
            ".language_version",
            Value::Array(vec![Value::from(2), Value::from(0)]),
        ),
        (".args", Value::Array(vec![arg0, arg1])),
        (".kernarg_segment_size", Value::from(16)),
        (".group_segment_fixed_size", Value::from(0)),
        (".private_segment_fixed_size", Value::from(32)),
        (".kernarg_segment_align", Value::from(8)),
        (".wavefront_size", Value::from(64)),
        (".sgpr_count", Value::from(46)),
        (".vgpr_count", Value::from(44)),
        (".agpr_count", Value::from(0)),
        (".max_flat_workgroup_size", Value::from(256)),
        (".sgpr_spill_count", Value::from(0)),
        (".vgpr_spill_count", Value::from(0)),
        (".uses_dynamic_stack", Value::from(false)),
        (".workgroup_processor_mode", Value::from(true)),
        (".uniform_work_group_size", Value::from(1)),
        (
            ".reqd_workgroup_size",
            Value::Array(vec![Value::from(64), Value::from(1), Value::from(1)]),
        ),
        (".kind", s("normal")),
        (".future_key", map(vec![("x", Value::from(1))])),
    ]);
    map(vec![
        (
            "amdhsa.version",
            Value::Array(vec![Value::from(1), Value::from(2)]),
        ),
        ("amdhsa.target", s("amdgcn-amd-amdhsa--gfx90a:xnack+")),
        ("amdhsa.kernels", Value::Array(vec![kernel])),
        ("amdhsa.printf", Value::Array(vec![s("1:1:4:%d\\n")])),
        ("amdhsa.something_new", Value::from(true)),
    ])
}

#[test]
fn msgpack_typed_and_unknown_keys_kept() {
    let md = Metadata::from_msgpack(&encode(&sample_v5())).unwrap();
    assert_eq!(md.version, Some(vec![1, 2]));
    assert_eq!(
        md.target.as_deref(),
        Some("amdgcn-amd-amdhsa--gfx90a:xnack+")
    );
    assert_eq!(md.printf.as_ref().map(Vec::len), Some(1));
    assert_eq!(
        md.extra.get("amdhsa.something_new"),
        Some(&Value::from(true))
    );
    let k = &md.kernels[0];
    assert_eq!((k.name.as_str(), k.symbol.as_str()), ("add", "add.kd"));
    assert_eq!(k.sgpr_count, Some(46));
    assert_eq!(k.vgpr_count, Some(44));
    assert_eq!(k.agpr_count, Some(0));
    assert_eq!(k.wavefront_size, Some(64));
    assert_eq!(k.workgroup_processor_mode, Some(true));
    assert_eq!(k.uniform_work_group_size, Some(1));
    assert_eq!(k.reqd_workgroup_size, Some(vec![64, 1, 1]));
    assert_eq!(k.kind.as_deref(), Some("normal"));
    assert!(k.extra.contains_key(".future_key"));
    assert_eq!(k.args.len(), 2);
    assert_eq!(k.args[0].name.as_deref(), Some("out"));
    assert_eq!(k.args[0].actual_access.as_deref(), Some("write_only"));
    assert_eq!(k.args[0].extra.get(".vendor_thing"), Some(&Value::from(7)));
    assert!(!k.args[0].is_hidden());
    assert!(k.args[1].is_hidden());
    assert_eq!(md.kernel("add.kd").map(|k| k.name.as_str()), Some("add"));
    assert_eq!(md.kernel("add").map(|k| k.name.as_str()), Some("add"));
    assert!(md.kernel("nope").is_none());
    assert_eq!(md.kernels[0].link_name(), "add");
    // The typed form round-trips through msgpack (named fields) unchanged.
    let again = rmp_serde::to_vec_named(&md).unwrap();
    assert_eq!(Metadata::from_msgpack(&again).unwrap(), md);
}

#[test]
fn wrong_shapes_name_the_key() {
    let mut v = sample_v5();
    if let Value::Map(top) = &mut v {
        if let Value::Array(ks) = &mut top[2].1 {
            if let Value::Map(k) = &mut ks[0] {
                k.retain(|(key, _)| key.as_str() != Some(".vgpr_count"));
                k.push((s(".vgpr_count"), s("many")));
            }
        }
    }
    let err = Metadata::from_msgpack(&encode(&v)).unwrap_err();
    match &err {
        Error::MetadataShape { key, .. } => assert_eq!(key, "amdhsa.kernels[0].vgpr_count"),
        other => panic!("{other}"),
    }
    assert!(err.to_string().contains("vgpr_count"));

    // missing required .symbol
    let v = map(vec![(
        "amdhsa.kernels",
        Value::Array(vec![map(vec![(".name", s("k"))])]),
    )]);
    let err = Metadata::from_msgpack(&encode(&v)).unwrap_err();
    assert!(err.to_string().contains(".symbol"), "{err}");

    // kernels not a list
    let v = map(vec![("amdhsa.kernels", Value::from(3))]);
    let err = Metadata::from_msgpack(&encode(&v)).unwrap_err();
    assert!(
        matches!(&err, Error::MetadataShape { key, .. } if key == "amdhsa.kernels"),
        "{err}"
    );

    // negative integer where unsigned expected
    let v = map(vec![(
        "amdhsa.version",
        Value::Array(vec![Value::from(-1)]),
    )]);
    assert!(matches!(
        Metadata::from_msgpack(&encode(&v)),
        Err(Error::MetadataShape { .. })
    ));

    // integers are accepted for flags (LLVM writes `.workgroup_processor_mode: 1`), strings not
    let v = map(vec![(
        "amdhsa.kernels",
        Value::Array(vec![map(vec![
            (".name", s("k")),
            (".symbol", s("k.kd")),
            (".workgroup_processor_mode", Value::from(1)),
            (".uniform_work_group_size", Value::from(true)),
            (".uses_dynamic_stack", Value::Nil),
        ])]),
    )]);
    let md = Metadata::from_msgpack(&encode(&v)).unwrap();
    assert_eq!(md.kernels[0].workgroup_processor_mode, Some(true));
    assert_eq!(md.kernels[0].uniform_work_group_size, Some(1));
    assert_eq!(md.kernels[0].uses_dynamic_stack, None);
    for bad in [s("yes"), Value::from(-1)] {
        let v = map(vec![(
            "amdhsa.kernels",
            Value::Array(vec![map(vec![
                (".name", s("k")),
                (".symbol", s("k.kd")),
                (".workgroup_processor_mode", bad),
            ])]),
        )]);
        let err = Metadata::from_msgpack(&encode(&v)).unwrap_err();
        assert!(
            matches!(&err, Error::MetadataShape { key, .. } if key == "amdhsa.kernels[0].workgroup_processor_mode"),
            "{err}"
        );
    }

    // not a map at all
    assert!(Metadata::from_msgpack(&encode(&Value::from(5))).is_err());
}

#[test]
fn broken_msgpack_is_an_encoding_error() {
    let bytes = encode(&sample_v5());
    let err = Metadata::from_msgpack(&bytes[..bytes.len() / 2]).unwrap_err();
    assert!(
        matches!(
            err,
            Error::MetadataEncoding {
                format: "msgpack",
                ..
            }
        ),
        "{err}"
    );
    assert!(Metadata::from_msgpack(&[]).is_err());
    // deep nesting is refused, not a stack overflow
    let mut deep = vec![0x91u8; 100_000];
    deep.push(0xc0);
    let v = {
        let mut b = vec![0x81u8, 0xa1, b'x'];
        b.extend(deep);
        b
    };
    assert!(Metadata::from_msgpack(&v).is_err());
}

pub(crate) const V2_YAML: &str = "---
Version:         [ 1, 0 ]
Printf:
  - '1:1:4:%d\\n'
Kernels:
  - Name:            add
    SymbolName:      'add@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
    Attrs:
      ReqdWorkGroupSize: [ 64, 1, 1 ]
      RuntimeHandle:   add_handle
    Args:
      - Name:            out
        TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        ValueType:       I32
        AddrSpaceQual:   Global
        AccQual:         Default
        IsConst:         true
      - TypeName:        int
        Size:            4
        Align:           4
        ValueKind:       ByValue
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetX
    CodeProps:
      KernargSegmentSize: 24
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        40
      NumVGPRs:        2
      MaxFlatWorkGroupSize: 256
      IsXNACKEnabled:  true
      FutureProp:      0x10
...
";

#[test]
fn v2_yaml_maps_onto_v3_names() {
    let mut bytes = V2_YAML.as_bytes().to_vec();
    bytes.push(0);
    let md = Metadata::from_v2_yaml(&bytes).unwrap();
    assert_eq!(md.version, Some(vec![1, 0]));
    assert_eq!(md.printf, Some(vec!["1:1:4:%d\\n".to_owned()]));
    let k = &md.kernels[0];
    assert_eq!((k.name.as_str(), k.symbol.as_str()), ("add", "add@kd"));
    assert_eq!(k.language.as_deref(), Some("OpenCL C"));
    assert_eq!(k.language_version, Some(vec![2, 0]));
    assert_eq!(k.reqd_workgroup_size, Some(vec![64, 1, 1]));
    assert_eq!(k.device_enqueue_symbol.as_deref(), Some("add_handle"));
    assert_eq!(k.kernarg_segment_size, Some(24));
    assert_eq!(k.sgpr_count, Some(40));
    assert_eq!(k.vgpr_count, Some(2));
    assert_eq!(k.max_flat_workgroup_size, Some(256));
    assert_eq!(k.extra.get("IsXNACKEnabled"), Some(&Value::from(true)));
    assert_eq!(k.extra.get("FutureProp"), Some(&Value::from(16)));
    let a = &k.args;
    assert_eq!(a.len(), 3);
    assert_eq!(a[0].value_kind, "global_buffer");
    assert_eq!(a[0].address_space.as_deref(), Some("global"));
    assert_eq!(a[0].access.as_deref(), Some("default"));
    assert_eq!(a[0].is_const, Some(true));
    assert_eq!(a[0].extra.get(".value_type"), Some(&Value::from("i32")));
    assert_eq!((a[0].offset, a[1].offset, a[2].offset), (0, 8, 16));
    assert_eq!(a[2].value_kind, "hidden_global_offset_x");
    assert!(md.kernel("add").is_some());
    assert!(md.kernel("add.kd").is_some());
}

#[test]
fn v2_wrong_shapes_name_the_key() {
    let cases = [
        (
            V2_YAML.replace("NumSGPRs:        40", "NumSGPRs:        lots"),
            "Kernels[0].CodeProps.NumSGPRs",
        ),
        (
            V2_YAML.replace("IsConst:         true", "IsConst:         maybe"),
            "Kernels[0].Args[0].IsConst",
        ),
        (
            V2_YAML.replace("Version:         [ 1, 0 ]", "Version:         1"),
            "Version",
        ),
        (
            V2_YAML.replace("LanguageVersion: [ 2, 0 ]", "LanguageVersion: [ 2, x ]"),
            "Kernels[0].LanguageVersion[1]",
        ),
        (
            V2_YAML.replace("Align:           4", "Align:           3"),
            "Kernels[0].Args[1].Align",
        ),
        (
            V2_YAML.replace(
                "      KernargSegmentSize: 24",
                "      KernargSegmentSize: [24]",
            ),
            "Kernels[0].CodeProps.KernargSegmentSize",
        ),
        (
            V2_YAML.replace("    Attrs:\n", "    Attrs: 3\n    Attrs2:\n"),
            "Kernels[0].Attrs",
        ),
        (
            V2_YAML.replace("    Args:\n", "    Args: 3\n    Args2:\n"),
            "Kernels[0].Args",
        ),
        (
            V2_YAML.replace("    SymbolName:      'add@kd'\n", ""),
            ".symbol",
        ),
        ("Kernels: 3".to_owned(), "Kernels"),
        ("Kernels: [ 3 ]".to_owned(), "Kernels[0]"),
        ("Kernels:\n  - Args: [ 3 ]".to_owned(), "Kernels[0].Args[0]"),
        ("[1, 2]".to_owned(), "(top level)"),
        ("Kernels:\n  - Name: [x]".to_owned(), "Kernels[0].Name"),
    ];
    for (doc, key) in cases {
        let err = Metadata::from_v2_yaml(doc.as_bytes()).unwrap_err();
        assert!(matches!(err, Error::MetadataShape { .. }), "{key}: {err}");
        assert!(err.to_string().contains(key), "{key}: {err}");
    }
    assert!(matches!(
        Metadata::from_v2_yaml(b"a: [1"),
        Err(Error::MetadataEncoding { format: "YAML", .. })
    ));
    assert!(matches!(
        Metadata::from_v2_yaml(&[0xff, 0xfe]),
        Err(Error::MetadataEncoding { .. })
    ));
    assert_eq!(Metadata::from_v2_yaml(b"\0").unwrap(), Metadata::default());
}

#[test]
fn argument_spaces_agree_with_the_full_decode() {
    let bytes = encode(&sample_v5());
    let full = Metadata::from_msgpack(&bytes).unwrap();
    let quick = kernel_arg_spaces(&bytes);
    assert_eq!(quick.len(), full.kernels.len());
    for (q, k) in quick.iter().zip(&full.kernels) {
        assert_eq!((&q.name, &q.symbol), (&k.name, &k.symbol));
        let args: Vec<(String, Option<String>)> = k
            .args
            .iter()
            .map(|a| (a.value_kind.clone(), a.address_space.clone()))
            .collect();
        assert_eq!(q.args, args);
    }
    assert!(kernel_arg_spaces(b"\xc1").is_empty());
    assert!(kernel_arg_spaces(&encode(&s("not a map"))).is_empty());
}
