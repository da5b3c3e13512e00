//! Code object metadata (AMDGPUUsage "Code Object Metadata").
//!
//! V3 and later carry a msgpack map in the `NT_AMDGPU_METADATA` note (AMDGPUUsage "Code Object
//! V3 Metadata", with the V4 and V5 additions); it is decoded with serde into [`Metadata`].
//! V2 carries YAML in `NT_AMD_HSA_METADATA` ("Code Object V2 Metadata"); it is read by the
//! small reader in [`yaml`] and mapped onto the same structs, V2 key names rewritten to their
//! V3 equivalents (`NumSGPRs` → `.sgpr_count`, `ValueKind: GlobalBuffer` →
//! `.value_kind: global_buffer`, ...). Keys that neither version defines are kept in each
//! struct's `extra` map, so nothing is lost when the metadata is printed again.

mod v2;
pub mod yaml;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

/// Keys the ABI does not define (or that this crate does not type), kept as msgpack values.
pub type Extra = BTreeMap<String, rmpv::Value>;

/// The metadata map of a code object.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Metadata {
    /// `amdhsa.version`: [major, minor] of the metadata (1.0 V3, 1.1 V4, 1.2 V5; V2 `Version`).
    #[serde(
        rename = "amdhsa.version",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub version: Option<Vec<u64>>,
    /// `amdhsa.target` (V4+): the target ID string, e.g. `amdgcn-amd-amdhsa--gfx90a:xnack+`.
    #[serde(
        rename = "amdhsa.target",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub target: Option<String>,
    /// `amdhsa.printf`: encoded printf call descriptions (`ID:N:S0:...:Format`).
    #[serde(
        rename = "amdhsa.printf",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub printf: Option<Vec<String>>,
    /// `amdhsa.kernels`: one map per kernel.
    #[serde(rename = "amdhsa.kernels", default)]
    pub kernels: Vec<KernelMetadata>,
    /// Every other top-level key.
    #[serde(flatten)]
    pub extra: Extra,
}

/// The metadata of one kernel (AMDGPUUsage "AMDHSA Code Object V3 Kernel Metadata Map" and
/// its V4/V5 changes).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct KernelMetadata {
    /// `.name`: the kernel's source name.
    #[serde(rename = ".name")]
    pub name: String,
    /// `.symbol`: the kernel descriptor symbol (`name.kd`; V2 `SymbolName`, `name@kd`).
    #[serde(rename = ".symbol")]
    pub symbol: String,
    /// `.language`: e.g. `OpenCL C`, `HIP`.
    #[serde(rename = ".language", default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// `.language_version`: [major, minor].
    #[serde(
        rename = ".language_version",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub language_version: Option<Vec<u64>>,
    /// `.args`: kernel arguments in kernarg order.
    #[serde(rename = ".args", default)]
    pub args: Vec<ArgMetadata>,
    /// `.reqd_workgroup_size`: [x, y, z] required by the source.
    #[serde(
        rename = ".reqd_workgroup_size",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub reqd_workgroup_size: Option<Vec<u64>>,
    /// `.workgroup_size_hint`: [x, y, z].
    #[serde(
        rename = ".workgroup_size_hint",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub workgroup_size_hint: Option<Vec<u64>>,
    /// `.vec_type_hint`.
    #[serde(
        rename = ".vec_type_hint",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub vec_type_hint: Option<String>,
    /// `.device_enqueue_symbol` (V2 `RuntimeHandle`).
    #[serde(
        rename = ".device_enqueue_symbol",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub device_enqueue_symbol: Option<String>,
    /// `.kernarg_segment_size` in bytes.
    #[serde(
        rename = ".kernarg_segment_size",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub kernarg_segment_size: Option<u64>,
    /// `.group_segment_fixed_size`: static LDS bytes.
    #[serde(
        rename = ".group_segment_fixed_size",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub group_segment_fixed_size: Option<u64>,
    /// `.private_segment_fixed_size`: static scratch bytes per work-item.
    #[serde(
        rename = ".private_segment_fixed_size",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub private_segment_fixed_size: Option<u64>,
    /// `.kernarg_segment_align` in bytes.
    #[serde(
        rename = ".kernarg_segment_align",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub kernarg_segment_align: Option<u64>,
    /// `.wavefront_size`: 32 or 64.
    #[serde(
        rename = ".wavefront_size",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub wavefront_size: Option<u64>,
    /// `.sgpr_count`.
    #[serde(
        rename = ".sgpr_count",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub sgpr_count: Option<u64>,
    /// `.vgpr_count`.
    #[serde(
        rename = ".vgpr_count",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub vgpr_count: Option<u64>,
    /// `.agpr_count` (GFX90A+).
    #[serde(
        rename = ".agpr_count",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub agpr_count: Option<u64>,
    /// `.max_flat_workgroup_size`.
    #[serde(
        rename = ".max_flat_workgroup_size",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub max_flat_workgroup_size: Option<u64>,
    /// `.sgpr_spill_count`.
    #[serde(
        rename = ".sgpr_spill_count",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub sgpr_spill_count: Option<u64>,
    /// `.vgpr_spill_count`.
    #[serde(
        rename = ".vgpr_spill_count",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub vgpr_spill_count: Option<u64>,
    /// `.kind`: `normal`, `init` or `fini`.
    #[serde(rename = ".kind", default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// `.uses_dynamic_stack` (V5; V2 `IsDynamicCallStack`).
    #[serde(
        rename = ".uses_dynamic_stack",
        default,
        deserialize_with = "lenient::bool",
        skip_serializing_if = "Option::is_none"
    )]
    pub uses_dynamic_stack: Option<bool>,
    /// `.workgroup_processor_mode` (V5, GFX10+).
    #[serde(
        rename = ".workgroup_processor_mode",
        default,
        deserialize_with = "lenient::bool",
        skip_serializing_if = "Option::is_none"
    )]
    pub workgroup_processor_mode: Option<bool>,
    /// `.uniform_work_group_size` (V5): an integer in the ABI (1 = uniform).
    #[serde(
        rename = ".uniform_work_group_size",
        default,
        deserialize_with = "lenient::int",
        skip_serializing_if = "Option::is_none"
    )]
    pub uniform_work_group_size: Option<u64>,
    /// Every other key of the kernel map.
    #[serde(flatten)]
    pub extra: Extra,
}

/// The metadata of one kernel argument (AMDGPUUsage "AMDHSA Code Object V3 Kernel Argument
/// Metadata Map").
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ArgMetadata {
    /// `.name`: the source name.
    #[serde(rename = ".name", default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// `.type_name`: the source type.
    #[serde(
        rename = ".type_name",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub type_name: Option<String>,
    /// `.size` in bytes.
    #[serde(rename = ".size")]
    pub size: u64,
    /// `.offset` in the kernarg segment (computed from `Align` for V2).
    #[serde(rename = ".offset")]
    pub offset: u64,
    /// `.value_kind`: `by_value`, `global_buffer`, `hidden_*`, ...
    #[serde(rename = ".value_kind")]
    pub value_kind: String,
    /// `.pointee_align` for `dynamic_shared_pointer`.
    #[serde(
        rename = ".pointee_align",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub pointee_align: Option<u64>,
    /// `.address_space`: `global`, `constant`, `local`, ...
    #[serde(
        rename = ".address_space",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub address_space: Option<String>,
    /// `.access`: `read_only`, `write_only`, `read_write`.
    #[serde(rename = ".access", default, skip_serializing_if = "Option::is_none")]
    pub access: Option<String>,
    /// `.actual_access`.
    #[serde(
        rename = ".actual_access",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub actual_access: Option<String>,
    /// `.is_const`.
    #[serde(
        rename = ".is_const",
        default,
        deserialize_with = "lenient::bool",
        skip_serializing_if = "Option::is_none"
    )]
    pub is_const: Option<bool>,
    /// `.is_restrict`.
    #[serde(
        rename = ".is_restrict",
        default,
        deserialize_with = "lenient::bool",
        skip_serializing_if = "Option::is_none"
    )]
    pub is_restrict: Option<bool>,
    /// `.is_volatile`.
    #[serde(
        rename = ".is_volatile",
        default,
        deserialize_with = "lenient::bool",
        skip_serializing_if = "Option::is_none"
    )]
    pub is_volatile: Option<bool>,
    /// `.is_pipe`.
    #[serde(
        rename = ".is_pipe",
        default,
        deserialize_with = "lenient::bool",
        skip_serializing_if = "Option::is_none"
    )]
    pub is_pipe: Option<bool>,
    /// Every other key of the argument map.
    #[serde(flatten)]
    pub extra: Extra,
}

impl ArgMetadata {
    /// Whether the argument is one the runtime fills in (`hidden_*` value kinds).
    pub fn is_hidden(&self) -> bool {
        self.value_kind.starts_with("hidden_")
    }
}

/// Producers do not always write the type the ABI names: LLVM writes
/// `.workgroup_processor_mode` as the integer 1 although AMDGPUUsage says boolean, and
/// `.uniform_work_group_size` is an integer in the ABI but a flag in meaning. These accept
/// either form; anything else (a string, a map) is still a shape error.
mod lenient {
    use serde::de::{self, Deserializer, Visitor};
    use std::fmt;

    struct Flag;

    impl<'de> Visitor<'de> for Flag {
        type Value = Option<u64>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a boolean or a non-negative integer")
        }
        fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
            Ok(Some(u64::from(v)))
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
            Ok(Some(v))
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
            u64::try_from(v)
                .map(Some)
                .map_err(|_| E::invalid_value(de::Unexpected::Signed(v), &self))
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
    }

    pub(super) fn bool<'de, D: Deserializer<'de>>(d: D) -> Result<Option<bool>, D::Error> {
        Ok(d.deserialize_any(Flag)?.map(|v| v != 0))
    }

    pub(super) fn int<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
        d.deserialize_any(Flag)
    }
}

/// Nesting limit for msgpack decoding; real metadata is about 6 levels deep.
const MAX_MSGPACK_DEPTH: usize = 64;

impl Metadata {
    /// Decodes the descriptor of an `NT_AMDGPU_METADATA` note (msgpack).
    pub fn from_msgpack(bytes: &[u8]) -> Result<Metadata> {
        // Tracking the path of every value costs about as much as decoding it: decode without,
        // and only for a note that fails decode again to say where.
        let mut de = rmp_serde::Deserializer::from_read_ref(bytes);
        de.set_max_depth(MAX_MSGPACK_DEPTH);
        if let Ok(m) = serde::Deserialize::deserialize(&mut de) {
            return Ok(m);
        }
        let mut de = rmp_serde::Deserializer::from_read_ref(bytes);
        de.set_max_depth(MAX_MSGPACK_DEPTH);
        serde_path_to_error::deserialize(&mut de).map_err(|e| {
            let key = path_string(e.path());
            use rmp_serde::decode::Error as E;
            match e.into_inner() {
                E::Syntax(msg) => Error::MetadataShape {
                    key,
                    expected: expected_from_serde(&msg),
                },
                E::TypeMismatch(marker) if marker != rmp::Marker::Reserved => {
                    Error::MetadataShape {
                        key,
                        expected: format!("another msgpack type (found marker {marker:?})"),
                    }
                }
                E::OutOfRange => Error::MetadataShape {
                    key,
                    expected: "a value in range".into(),
                },
                other => Error::MetadataEncoding {
                    format: "msgpack",
                    reason: if key == "(top level)" {
                        other.to_string()
                    } else {
                        format!("{other} (at `{key}`)")
                    },
                },
            }
        })
    }

    /// Decodes the descriptor of an `NT_AMD_HSA_METADATA` note (V2 YAML, NUL-terminated).
    pub fn from_v2_yaml(bytes: &[u8]) -> Result<Metadata> {
        let text = std::str::from_utf8(bytes).map_err(|e| Error::MetadataEncoding {
            format: "YAML",
            reason: format!("not UTF-8 at byte {}", e.valid_up_to()),
        })?;
        let doc = yaml::parse(text).map_err(|reason| Error::MetadataEncoding {
            format: "YAML",
            reason,
        })?;
        let value = v2::to_v3_value(&doc)?;
        Self::from_value(value)
    }

    /// Decodes a schema-less msgpack value (already in V3 key names) into typed metadata.
    pub fn from_value(value: rmpv::Value) -> Result<Metadata> {
        serde_path_to_error::deserialize(value).map_err(|e| Error::MetadataShape {
            key: path_string(e.path()),
            expected: expected_from_serde(&e.into_inner().to_string()),
        })
    }

    /// The kernel for the symbol or name `name`: first the entry whose `.symbol` is `name`
    /// exactly (`foo.kd`), then one whose `.symbol` is `name` plus `.kd` or the V2 `@kd`
    /// suffix, then one whose `.name` is `name` (without a `.kd` suffix).
    pub fn kernel(&self, name: &str) -> Option<&KernelMetadata> {
        let base = name.strip_suffix(".kd").unwrap_or(name);
        self.kernels
            .iter()
            .find(|k| k.symbol == name)
            .or_else(|| self.kernels.iter().find(|k| k.link_name() == base))
            .or_else(|| self.kernels.iter().find(|k| k.name == base))
    }
}

impl KernelMetadata {
    /// The `.symbol` without its `.kd` (V3+) or `@kd` (V2) suffix: the kernel's link name.
    pub fn link_name(&self) -> &str {
        let s = self.symbol.as_str();
        s.strip_suffix(".kd")
            .or_else(|| s.strip_suffix("@kd"))
            .unwrap_or(s)
    }
}

/// Rewrites serde's "invalid type: string \"x\", expected u64" as "u64 (found string
/// \"x\")", and "missing field `.symbol`" as "the required key `.symbol`", so the message
/// reads after "expected".
fn expected_from_serde(msg: &str) -> String {
    for prefix in ["invalid type: ", "invalid value: ", "invalid length "] {
        if let Some(rest) = msg.strip_prefix(prefix) {
            if let Some((found, expected)) = rest.rsplit_once(", expected ") {
                return format!("{expected} (found {found})");
            }
        }
    }
    if let Some(field) = msg.strip_prefix("missing field ") {
        return format!("the required key {field}");
    }
    msg.to_owned()
}

/// Formats a serde path as the ABI writes keys: `amdhsa.kernels[0].vgpr_count`.
fn path_string(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut out = String::new();
    for seg in path.iter() {
        match seg {
            Segment::Seq { index } => out.push_str(&format!("[{index}]")),
            Segment::Map { key } => {
                if !out.is_empty() && !key.starts_with('.') {
                    out.push('.');
                }
                out.push_str(key);
            }
            Segment::Enum { variant } => out.push_str(variant),
            Segment::Unknown => out.push('?'),
        }
    }
    if out.is_empty() {
        out.push_str("(top level)");
    }
    out
}

#[cfg(test)]
pub(crate) mod tests;

/// A kernel's arguments as far as their value kinds and address spaces go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelArgSpaces {
    /// `.name`.
    pub name: String,
    /// `.symbol`.
    pub symbol: String,
    /// Each argument's `.value_kind` and `.address_space`, in order (hidden ones included).
    pub args: Vec<(String, Option<String>)>,
}

/// Each kernel's argument value kinds and address spaces from a msgpack metadata note's
/// descriptor, read without decoding the rest of the note: [`Metadata::from_msgpack`] builds
/// every field (and keeps unknown ones), which costs far more on code objects with hundreds
/// of kernels. Values other than the ones asked for are skipped unread. A note that does not
/// decode, or is not shaped like metadata, gives what could be read before the trouble.
pub fn kernel_arg_spaces(desc: &[u8]) -> Vec<KernelArgSpaces> {
    let mut out = Vec::new();
    let mut r = Msgpack { b: desc };
    let _ = r.kernels(&mut out);
    out
}

/// A msgpack item's header: strings whole (their bytes, checked as UTF-8 only when read as
/// text), maps and arrays by their length (their elements follow), anything else consumed.
enum Item<'a> {
    Str(&'a [u8]),
    Map(usize),
    Array(usize),
    Other,
}

/// Just enough msgpack to find keys and skip values.
struct Msgpack<'a> {
    b: &'a [u8],
}

impl<'a> Msgpack<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.b.len() < n {
            return None;
        }
        let (head, rest) = self.b.split_at(n);
        self.b = rest;
        Some(head)
    }

    fn uint(&mut self, n: usize) -> Option<usize> {
        let v = self
            .take(n)?
            .iter()
            .fold(0u64, |v, &b| (v << 8) | u64::from(b));
        usize::try_from(v).ok()
    }

    fn item(&mut self) -> Option<Item<'a>> {
        let m = self.take(1)?[0];
        let skip = |r: &mut Self, n: usize| r.take(n).map(|_| Item::Other);
        match m {
            0x00..=0x7f | 0xe0..=0xff | 0xc0 | 0xc2 | 0xc3 => Some(Item::Other),
            0x80..=0x8f => Some(Item::Map(usize::from(m & 0x0f))),
            0x90..=0x9f => Some(Item::Array(usize::from(m & 0x0f))),
            0xa0..=0xbf => self.string(usize::from(m & 0x1f)),
            0xd9..=0xdb => {
                let n = self.uint(1 << (m - 0xd9))?;
                self.string(n)
            }
            0xc4..=0xc6 => {
                let n = self.uint(1 << (m - 0xc4))?;
                skip(self, n)
            }
            0xc7..=0xc9 => {
                let n = self.uint(1 << (m - 0xc7))?;
                skip(self, n + 1)
            }
            0xca | 0xce | 0xd2 => skip(self, 4),
            0xcb | 0xcf | 0xd3 => skip(self, 8),
            0xcc | 0xd0 => skip(self, 1),
            0xcd | 0xd1 => skip(self, 2),
            0xd4..=0xd8 => skip(self, 1 + (1 << (m - 0xd4))),
            0xdc | 0xdd => Some(Item::Array(self.uint(2 << (m - 0xdc))?)),
            0xde | 0xdf => Some(Item::Map(self.uint(2 << (m - 0xde))?)),
            0xc1 => None,
        }
    }

    fn string(&mut self, n: usize) -> Option<Item<'a>> {
        Some(Item::Str(self.take(n)?))
    }

    /// Skips one value (nested at most [`MAX_MSGPACK_DEPTH`] deep).
    fn skip(&mut self, depth: usize) -> Option<()> {
        if depth > MAX_MSGPACK_DEPTH {
            return None;
        }
        match self.item()? {
            Item::Map(n) => (0..n * 2).try_for_each(|_| self.skip(depth + 1)),
            Item::Array(n) => (0..n).try_for_each(|_| self.skip(depth + 1)),
            _ => Some(()),
        }
    }

    /// A string value, or `None` after skipping another.
    fn text(&mut self) -> Option<Option<&'a str>> {
        let before = self.b;
        match self.item()? {
            Item::Str(s) => Some(Some(std::str::from_utf8(s).ok()?)),
            Item::Other => Some(None),
            Item::Map(_) | Item::Array(_) => {
                self.b = before;
                self.skip(0).map(|()| None)
            }
        }
    }

    /// The map's `(key, value)` pairs: `each` reads (or skips) the value of each string key.
    fn map(&mut self, mut each: impl FnMut(&mut Self, &'a str) -> Option<()>) -> Option<()> {
        let Item::Map(n) = self.item()? else {
            return None;
        };
        for _ in 0..n {
            match self.item()? {
                Item::Str(k) => each(self, std::str::from_utf8(k).ok()?)?,
                Item::Other => self.skip(1)?,
                Item::Map(m) => {
                    (0..m * 2).try_for_each(|_| self.skip(2))?;
                    self.skip(1)?;
                }
                Item::Array(m) => {
                    (0..m).try_for_each(|_| self.skip(2))?;
                    self.skip(1)?;
                }
            }
        }
        Some(())
    }

    fn array(&mut self, mut each: impl FnMut(&mut Self) -> Option<()>) -> Option<()> {
        let Item::Array(n) = self.item()? else {
            return None;
        };
        (0..n).try_for_each(|_| each(self))
    }

    fn kernels(&mut self, out: &mut Vec<KernelArgSpaces>) -> Option<()> {
        self.map(|r, key| {
            if key != "amdhsa.kernels" {
                return r.skip(1);
            }
            r.array(|r| {
                let mut k = KernelArgSpaces {
                    name: String::new(),
                    symbol: String::new(),
                    args: Vec::new(),
                };
                let read = r.map(|r, key| match key {
                    ".name" => r.text().map(|t| k.name = t.unwrap_or_default().to_string()),
                    ".symbol" => r
                        .text()
                        .map(|t| k.symbol = t.unwrap_or_default().to_string()),
                    ".args" => r.array(|r| {
                        let (mut kind, mut space) = (String::new(), None);
                        r.map(|r, key| match key {
                            ".value_kind" => {
                                r.text().map(|t| kind = t.unwrap_or_default().to_string())
                            }
                            ".address_space" => r.text().map(|t| space = t.map(str::to_string)),
                            _ => r.skip(3),
                        })?;
                        k.args.push((kind, space));
                        Some(())
                    }),
                    _ => r.skip(2),
                });
                out.push(k);
                read
            })
        })
    }
}
