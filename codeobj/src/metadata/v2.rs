//! Mapping of code object V2 metadata (AMDGPUUsage "Code Object V2 Metadata", the
//! `Kernels:`/`Args:`/`CodeProps:` maps) onto the V3 key names, so both versions decode into
//! the same [`Metadata`](super::Metadata) structs.
//!
//! The ABI gives each V2 key a type (string, integer, boolean, sequence of integers); scalars
//! are converted by that type here and a mismatch is an error naming the V2 key path
//! (`Kernels[0].CodeProps.NumSGPRs`). Keys the ABI does not define keep their V2 name and a
//! best-guess scalar type.

use rmpv::Value;

use super::yaml::Yaml;
use crate::error::{Error, Result};

#[derive(Clone, Copy)]
enum Ty {
    Str,
    Int,
    Bool,
    Ints,
    Strs,
    /// A V2 enumeration written in CamelCase that V3 writes in snake_case.
    Enum,
}

/// (V2 key, V3 key, type) for the top-level map.
const TOP: &[(&str, &str, Ty)] = &[
    ("Version", "amdhsa.version", Ty::Ints),
    ("Printf", "amdhsa.printf", Ty::Strs),
];

/// Kernel keys, including the flattened `Attrs` and `CodeProps` maps.
const KERNEL: &[(&str, &str, Ty)] = &[
    ("Name", ".name", Ty::Str),
    ("SymbolName", ".symbol", Ty::Str),
    ("Language", ".language", Ty::Str),
    ("LanguageVersion", ".language_version", Ty::Ints),
    ("ReqdWorkGroupSize", ".reqd_workgroup_size", Ty::Ints),
    ("WorkGroupSizeHint", ".workgroup_size_hint", Ty::Ints),
    ("VecTypeHint", ".vec_type_hint", Ty::Str),
    ("RuntimeHandle", ".device_enqueue_symbol", Ty::Str),
    ("KernargSegmentSize", ".kernarg_segment_size", Ty::Int),
    (
        "GroupSegmentFixedSize",
        ".group_segment_fixed_size",
        Ty::Int,
    ),
    (
        "PrivateSegmentFixedSize",
        ".private_segment_fixed_size",
        Ty::Int,
    ),
    ("KernargSegmentAlign", ".kernarg_segment_align", Ty::Int),
    ("WavefrontSize", ".wavefront_size", Ty::Int),
    ("NumSGPRs", ".sgpr_count", Ty::Int),
    ("NumVGPRs", ".vgpr_count", Ty::Int),
    ("MaxFlatWorkGroupSize", ".max_flat_workgroup_size", Ty::Int),
    ("NumSpilledSGPRs", ".sgpr_spill_count", Ty::Int),
    ("NumSpilledVGPRs", ".vgpr_spill_count", Ty::Int),
    ("IsDynamicCallStack", ".uses_dynamic_stack", Ty::Bool),
    ("IsXNACKEnabled", "IsXNACKEnabled", Ty::Bool),
];

const ARG: &[(&str, &str, Ty)] = &[
    ("Name", ".name", Ty::Str),
    ("TypeName", ".type_name", Ty::Str),
    ("Size", ".size", Ty::Int),
    ("Align", "Align", Ty::Int),
    ("ValueKind", ".value_kind", Ty::Enum),
    ("ValueType", ".value_type", Ty::Enum),
    ("PointeeAlign", ".pointee_align", Ty::Int),
    ("AddrSpaceQual", ".address_space", Ty::Enum),
    ("AccQual", ".access", Ty::Enum),
    ("ActualAccQual", ".actual_access", Ty::Enum),
    ("IsConst", ".is_const", Ty::Bool),
    ("IsRestrict", ".is_restrict", Ty::Bool),
    ("IsVolatile", ".is_volatile", Ty::Bool),
    ("IsPipe", ".is_pipe", Ty::Bool),
];

fn shape(key: &str, expected: &str) -> Error {
    Error::MetadataShape {
        key: key.to_owned(),
        expected: expected.to_owned(),
    }
}

fn s(text: &str) -> Value {
    Value::from(text)
}

/// Converts the parsed V2 document into a V3-shaped msgpack value.
pub(super) fn to_v3_value(doc: &Yaml) -> Result<Value> {
    let entries = match doc {
        Yaml::Map(e) => e,
        Yaml::Null => return Ok(Value::Map(Vec::new())),
        _ => return Err(shape("(top level)", "a map with `Version` and `Kernels`")),
    };
    let mut out = Vec::new();
    for (key, value) in entries {
        if key == "Kernels" {
            let Yaml::Seq(items) = value else {
                return Err(shape("Kernels", "a sequence of kernel maps"));
            };
            let mut kernels = Vec::new();
            for (i, k) in items.iter().enumerate() {
                kernels.push(kernel(k, &format!("Kernels[{i}]"))?);
            }
            out.push((s("amdhsa.kernels"), Value::Array(kernels)));
        } else {
            out.push(typed_entry(TOP, key, value, key)?);
        }
    }
    Ok(Value::Map(out))
}

fn kernel(node: &Yaml, path: &str) -> Result<Value> {
    let Yaml::Map(entries) = node else {
        return Err(shape(path, "a kernel map"));
    };
    let mut out = Vec::new();
    for (key, value) in entries {
        let kpath = format!("{path}.{key}");
        match key.as_str() {
            // AMDGPUUsage nests these maps in V2; V3 writes their keys in the kernel map.
            "Attrs" | "CodeProps" => {
                let Yaml::Map(inner) = value else {
                    return Err(shape(&kpath, "a map"));
                };
                for (ik, iv) in inner {
                    out.push(typed_entry(KERNEL, ik, iv, &format!("{kpath}.{ik}"))?);
                }
            }
            "Args" => {
                let Yaml::Seq(items) = value else {
                    return Err(shape(&kpath, "a sequence of argument maps"));
                };
                let mut args = Vec::new();
                let mut cursor: u64 = 0;
                for (i, a) in items.iter().enumerate() {
                    args.push(arg(a, &format!("{kpath}[{i}]"), &mut cursor)?);
                }
                out.push((s(".args"), Value::Array(args)));
            }
            _ => out.push(typed_entry(KERNEL, key, value, &kpath)?),
        }
    }
    Ok(Value::Map(out))
}

/// Converts one argument; V2 has no `Offset`, so it is computed the way the runtime lays out
/// the kernarg segment: each argument at the next multiple of its `Align` after the previous.
fn arg(node: &Yaml, path: &str, cursor: &mut u64) -> Result<Value> {
    let Yaml::Map(entries) = node else {
        return Err(shape(path, "an argument map"));
    };
    let mut out = Vec::new();
    let mut size = None;
    let mut align = 1u64;
    for (key, value) in entries {
        let kpath = format!("{path}.{key}");
        let entry = typed_entry(ARG, key, value, &kpath)?;
        match key.as_str() {
            "Size" => size = entry.1.as_u64(),
            "Align" => align = entry.1.as_u64().unwrap_or(1),
            _ => {}
        }
        out.push(entry);
    }
    if let Some(size) = size {
        if align != 0 && !align.is_power_of_two() {
            return Err(shape(&format!("{path}.Align"), "a power of two"));
        }
        let offset = crate::bytes::align_up(*cursor, align)
            .ok_or_else(|| shape(&format!("{path}.Size"), "sizes whose sum fits in 64 bits"))?;
        *cursor = offset
            .checked_add(size)
            .ok_or_else(|| shape(&format!("{path}.Size"), "sizes whose sum fits in 64 bits"))?;
        out.push((s(".offset"), Value::from(offset)));
    }
    Ok(Value::Map(out))
}

fn typed_entry(
    table: &[(&str, &str, Ty)],
    key: &str,
    value: &Yaml,
    path: &str,
) -> Result<(Value, Value)> {
    match table.iter().find(|(v2, _, _)| *v2 == key) {
        Some(&(_, v3, ty)) => Ok((s(v3), convert(value, ty, path)?)),
        None => Ok((s(key), guess(value))),
    }
}

fn scalar<'a>(value: &'a Yaml, path: &str, expected: &str) -> Result<(&'a str, bool)> {
    match value {
        Yaml::Scalar { text, quoted } => Ok((text, *quoted)),
        _ => Err(shape(path, expected)),
    }
}

fn convert(value: &Yaml, ty: Ty, path: &str) -> Result<Value> {
    Ok(match ty {
        Ty::Str => s(scalar(value, path, "a string")?.0),
        Ty::Enum => s(&snake_case(scalar(value, path, "a string")?.0)),
        Ty::Int => {
            let (t, _) = scalar(value, path, "an integer")?;
            Value::from(
                parse_int(t).ok_or_else(|| shape(path, &format!("an integer, found `{t}`")))?,
            )
        }
        Ty::Bool => {
            let (t, _) = scalar(value, path, "a boolean")?;
            Value::from(
                parse_bool(t).ok_or_else(|| shape(path, &format!("a boolean, found `{t}`")))?,
            )
        }
        Ty::Ints | Ty::Strs => {
            let Yaml::Seq(items) = value else {
                return Err(shape(
                    path,
                    if matches!(ty, Ty::Ints) {
                        "a sequence of integers"
                    } else {
                        "a sequence of strings"
                    },
                ));
            };
            let inner = if matches!(ty, Ty::Ints) {
                Ty::Int
            } else {
                Ty::Str
            };
            let mut v = Vec::new();
            for (i, item) in items.iter().enumerate() {
                v.push(convert(item, inner, &format!("{path}[{i}]"))?);
            }
            Value::Array(v)
        }
    })
}

/// A value for a key the ABI does not define: plain scalars that read as integers or
/// booleans become those, everything else stays a string.
fn guess(value: &Yaml) -> Value {
    match value {
        Yaml::Null => Value::Nil,
        Yaml::Scalar { text, quoted: true } => s(text),
        Yaml::Scalar {
            text,
            quoted: false,
        } => {
            if let Some(i) = parse_int(text) {
                Value::from(i)
            } else if let Some(b) = parse_bool(text) {
                Value::from(b)
            } else {
                s(text)
            }
        }
        Yaml::Seq(items) => Value::Array(items.iter().map(guess).collect()),
        Yaml::Map(entries) => Value::Map(entries.iter().map(|(k, v)| (s(k), guess(v))).collect()),
    }
}

fn parse_int(t: &str) -> Option<u64> {
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(hex, 16).ok()
    } else {
        t.parse().ok()
    }
}

fn parse_bool(t: &str) -> Option<bool> {
    match t {
        "true" | "True" | "TRUE" => Some(true),
        "false" | "False" | "FALSE" => Some(false),
        _ => None,
    }
}

/// `GlobalBuffer` → `global_buffer`, `HiddenGlobalOffsetX` → `hidden_global_offset_x`,
/// `ReadOnly` → `read_only`, `I32` → `i32`. `HiddenMultiGridSyncArg` is spelled
/// `hidden_multigrid_sync_arg` in V3.
fn snake_case(t: &str) -> String {
    if t == "HiddenMultiGridSyncArg" {
        return "hidden_multigrid_sync_arg".to_owned();
    }
    let mut out = String::new();
    let mut prev_lower = false;
    for c in t.chars() {
        if c.is_ascii_uppercase() {
            if prev_lower {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            prev_lower = false;
        } else {
            out.push(c);
            prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake() {
        assert_eq!(snake_case("GlobalBuffer"), "global_buffer");
        assert_eq!(snake_case("HiddenGlobalOffsetX"), "hidden_global_offset_x");
        assert_eq!(snake_case("ReadOnly"), "read_only");
        assert_eq!(snake_case("I32"), "i32");
        assert_eq!(snake_case("Global"), "global");
        assert_eq!(
            snake_case("HiddenMultiGridSyncArg"),
            "hidden_multigrid_sync_arg"
        );
        assert_eq!(parse_int("0x10"), Some(16));
        assert_eq!(parse_int("x"), None);
        assert_eq!(parse_bool("True"), Some(true));
        assert_eq!(guess(&Yaml::Null), Value::Nil);
    }
}
