//! An llvm-dwarfdump-style listing of the units and DIEs of a [`DebugInfo`], with every
//! DWARF expression decoded, the heterogeneous operations included (llvm-dwarfdump 19 prints
//! `<decoding error>` for all of them but `DW_OP_LLVM_nop`).
//!
//! Layout: `0x0000000c: DW_TAG_compile_unit`, then one attribute a line, indented two
//! spaces per depth, `DW_AT_name\t("value")`. Expressions print as llvm-dwarfdump does
//! (`DW_OP_fbreg +16, DW_OP_lit1, DW_OP_swap, DW_OP_xderef`, user operations as
//! `DW_OP_LLVM_user DW_OP_LLVM_offset`). **Register operands** are named by the AMDGPU ABI's
//! DWARF register names ([`amdgpu::DwarfRegister::abi_name`]: `SGPR33`, `VGPR0`,
//! `EXEC_MASK_64`, `PC_64`; wave32 VGPRs are `VGPR0` too, numbered 1536+), written directly
//! after the operation: `DW_OP_regx SGPR33`, `DW_OP_bregx VGPR0+0`. llvm-dwarfdump 22 uses
//! the same names for wave64 numbers (it prints wave32 VGPRs as raw numbers, and
//! llvm-dwarfdump 19 says `SGPR33_LO16`); numbers outside the mapping stay hex.
//!
//! An expression that does not decode under its unit's encoding is retried under the other
//! one (hand-written objects mix them); the record says which encoding decoded it.

use std::fmt::Write as _;
use std::ops::Range;

use gimli::{AttributeValue, DwAt};

use crate::debuginfo::{DebugInfo, Reader, UnitInfo};
use crate::op::{DecodeOptions, Encoding, Op, Ops};

/// One operand of an operation, for tools that compare operations (JSON output, tests).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Operand {
    /// An unsigned number (register numbers, sizes, constants of unsigned forms).
    U(u64),
    /// A signed number (displacements, constants of signed forms).
    S(i64),
    /// A block of bytes.
    Bytes(Vec<u8>),
}

/// The operands of an operation, in encoding order.
pub fn operands(op: &Op<'_>) -> Vec<Operand> {
    use Operand::{Bytes, S, U};
    match *op {
        Op::Addr(a) => vec![U(a)],
        Op::Const(form, v) => {
            use crate::op::ConstForm as F;
            match form {
                F::S1 | F::S2 | F::S4 | F::S8 | F::S => vec![S(v as i64)],
                _ => vec![U(v)],
            }
        }
        Op::Pick(n) | Op::DerefSize(n) | Op::XderefSize(n) => vec![U(u64::from(n))],
        Op::PlusUconst(v)
        | Op::Regx(v)
        | Op::Piece(v)
        | Op::CallRef(v)
        | Op::Addrx(v)
        | Op::Constx(v)
        | Op::Convert(v)
        | Op::Reinterpret(v)
        | Op::OffsetUconst(v)
        | Op::CallFrameEntryReg(v) => vec![U(v)],
        Op::Call2(v) => vec![U(u64::from(v))],
        Op::Call4(v) => vec![U(u64::from(v))],
        Op::Bra(d) | Op::Skip(d) => vec![S(i64::from(d))],
        Op::Breg(_, d) | Op::Fbreg(d) => vec![S(d)],
        Op::Bregx(r, d) | Op::AspaceBregx { reg: r, offset: d } => vec![U(r), S(d)],
        Op::BitPiece { size, offset } => vec![U(size), U(offset)],
        Op::Extend { bits, count } | Op::SelectBitPiece { bits, count } => {
            vec![U(bits), U(count)]
        }
        Op::ImplicitValue(b) => vec![U(b.len() as u64), Bytes(b.to_vec())],
        Op::ImplicitPointer { die, offset } | Op::AspaceImplicitPointer { die, offset } => {
            vec![U(die), S(offset)]
        }
        Op::EntryValue(b) => vec![U(b.len() as u64), Bytes(b.to_vec())],
        Op::ConstType { ty, bytes } => vec![U(ty), U(bytes.len() as u64), Bytes(bytes.to_vec())],
        Op::RegvalType { reg, ty } => vec![U(reg), U(ty)],
        Op::DerefType { size, ty } | Op::XderefType { size, ty } => vec![U(u64::from(size)), U(ty)],
        _ => vec![],
    }
}

/// The ABI name of a DWARF register (`SGPR33`), or its number in hex.
pub fn register_name(reg: u64) -> String {
    amdgpu::dwarf_register(reg).map_or_else(|_| format!("{reg:#x}"), |r| r.abi_name())
}

/// One operation as text, registers named (see the module docs).
pub fn op_text(op: &Op<'_>, options: DecodeOptions) -> String {
    let name = op.name_in(options.encoding);
    let signed = |d: i64| {
        if d < 0 {
            format!("{d}")
        } else {
            format!("+{d}")
        }
    };
    match *op {
        Op::Regx(r) | Op::CallFrameEntryReg(r) => format!("{name} {}", register_name(r)),
        Op::Bregx(r, d) | Op::AspaceBregx { reg: r, offset: d } => {
            format!("{name} {}{}", register_name(r), signed(d))
        }
        Op::RegvalType { reg, ty } => format!("{name} {} {ty:#x}", register_name(reg)),
        Op::EntryValue(b) => {
            let inner = expression_text(b, options).unwrap_or_else(|(t, _)| t);
            format!("{name}({inner})")
        }
        _ => op.display(options).to_string(),
    }
}

/// A whole expression as text. On a decoding error: `Err((text so far + "<decoding
/// error> bytes", error))`.
pub fn expression_text(
    bytes: &[u8],
    options: DecodeOptions,
) -> Result<String, (String, crate::error::Error)> {
    let mut out = String::new();
    for r in Ops::new(bytes, options) {
        if !out.is_empty() {
            out.push_str(", ");
        }
        match r {
            Ok((_, op)) => out.push_str(&op_text(&op, options)),
            Err(e) => {
                out.push_str("<decoding error>");
                let at = e.offset.map_or(0, |o| o as usize).min(bytes.len());
                for b in &bytes[at..] {
                    let _ = write!(out, " {b:02x}");
                }
                return Err((out, e));
            }
        }
    }
    Ok(out)
}

/// A decoded expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExprRecord {
    /// The address range of a location-list entry (`None` for an exprloc).
    pub range: Option<Range<u64>>,
    /// The raw bytes.
    pub bytes: Vec<u8>,
    /// The text (with `<decoding error>` where decoding stopped).
    pub text: String,
    /// The decoding error, if any.
    pub error: Option<String>,
    /// The encoding that decoded it.
    pub encoding: Encoding,
    /// Whether the unit's own encoding failed and the other one was used.
    pub fallback: bool,
}

/// Decodes an expression under `options`, falling back to the other encoding.
pub fn decode_expression(
    bytes: &[u8],
    options: DecodeOptions,
    range: Option<Range<u64>>,
) -> ExprRecord {
    match expression_text(bytes, options) {
        Ok(text) => ExprRecord {
            range,
            bytes: bytes.to_vec(),
            text,
            error: None,
            encoding: options.encoding,
            fallback: false,
        },
        Err((text, e)) => {
            let other = DecodeOptions {
                encoding: match options.encoding {
                    Encoding::UserOps => Encoding::Legacy,
                    Encoding::Legacy => Encoding::UserOps,
                },
                ..options
            };
            match expression_text(bytes, other) {
                Ok(text) => ExprRecord {
                    range,
                    bytes: bytes.to_vec(),
                    text,
                    error: None,
                    encoding: other.encoding,
                    fallback: true,
                },
                Err(_) => ExprRecord {
                    range,
                    bytes: bytes.to_vec(),
                    text,
                    error: Some(e.to_string()),
                    encoding: options.encoding,
                    fallback: false,
                },
            }
        }
    }
}

/// An attribute's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttrValue {
    /// Anything printed as text (strings quoted, numbers, constants' names).
    Text(String),
    /// An exprloc.
    Expression(ExprRecord),
    /// A location list (its offset and entries).
    LocationList(u64, Vec<ExprRecord>),
    /// A range list.
    Ranges(Vec<Range<u64>>),
}

/// One attribute.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttrRecord {
    /// `DW_AT_*` name (vendor attributes by the unit's table; unknown codes in hex).
    pub name: String,
    /// `DW_FORM_*` name.
    pub form: String,
    /// The value.
    pub value: AttrValue,
}

/// One DIE.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DieRecord {
    /// `.debug_info` offset.
    pub offset: u64,
    /// Depth (the unit DIE is 0).
    pub depth: usize,
    /// `DW_TAG_*` name.
    pub tag: String,
    /// The attributes in order.
    pub attrs: Vec<AttrRecord>,
}

/// One unit: its header and DIEs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitRecord {
    /// The header line, as llvm-dwarfdump prints it.
    pub header: String,
    /// `.debug_info` offset of the header.
    pub offset: u64,
    /// The producer string.
    pub producer: Option<String>,
    /// The DIEs in order.
    pub dies: Vec<DieRecord>,
    /// An error that stopped the walk, if any.
    pub error: Option<String>,
}

/// Expression statistics of a dump.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Exprloc attributes.
    pub exprlocs: usize,
    /// Location-list entries.
    pub loclist_entries: usize,
    /// Expressions containing a `DW_OP_LLVM_*` operation.
    pub heterogeneous: usize,
    /// Expressions decoded only under the other encoding.
    pub fallback: usize,
    /// Expressions that did not decode.
    pub errors: usize,
}

impl Counts {
    fn add(&mut self, e: &ExprRecord, list: bool) {
        if list {
            self.loclist_entries += 1;
        } else {
            self.exprlocs += 1;
        }
        if e.error.is_some() {
            self.errors += 1;
        }
        if e.fallback {
            self.fallback += 1;
        }
        let opts = DecodeOptions::with_encoding(e.encoding);
        if Ops::new(&e.bytes, opts).any(|r| r.is_ok_and(|(_, op)| op.is_llvm())) {
            self.heterogeneous += 1;
        }
    }
}

/// The name of an attribute code.
pub fn attr_name(u: &UnitInfo<'_>, at: DwAt) -> String {
    if let Some(v) = u.conventions.vendor.lookup(at) {
        return v.name().to_string();
    }
    at.static_string()
        .map_or_else(|| format!("DW_AT_{:#06x}", at.0), str::to_string)
}

fn text_value<'a>(info: &DebugInfo<'a>, u: &UnitInfo<'a>, v: AttributeValue<Reader<'a>>) -> String {
    use AttributeValue as V;
    match v {
        V::Addr(a) => format!("{a:#018x}"),
        V::DebugAddrIndex(_) => info
            .dwarf
            .attr_address(&u.unit, v)
            .ok()
            .flatten()
            .map_or_else(|| "<bad address index>".into(), |a| format!("{a:#018x}")),
        V::Block(b) => {
            let mut s = "<".to_string();
            let _ = write!(s, "{:#04x}>", b.len());
            for x in b.iter() {
                let _ = write!(s, " {x:02x}");
            }
            s
        }
        V::Data1(x) => format!("{x:#04x}"),
        V::Data2(x) => format!("{x:#06x}"),
        V::Data4(x) => format!("{x:#010x}"),
        V::Data8(x) => format!("{x:#018x}"),
        V::Sdata(x) => format!("{x}"),
        V::Udata(x) => format!("{x}"),
        V::Flag(f) => format!("{f}"),
        V::UnitRef(o) => format!("{:#010x}", u.info_offset(o)),
        V::DebugInfoRef(o) => format!("{:#010x}", o.0),
        V::Encoding(x) => format!("{x}"),
        V::Language(x) => format!("{x}"),
        V::Inline(x) => format!("{x}"),
        V::CallingConvention(x) => format!("{x}"),
        V::Accessibility(x) => format!("{x}"),
        V::Virtuality(x) => format!("{x}"),
        V::Visibility(x) => format!("{x}"),
        V::IdentifierCase(x) => format!("{x}"),
        V::Ordering(x) => format!("{x}"),
        V::DecimalSign(x) => format!("{x}"),
        V::Endianity(x) => format!("{x}"),
        V::AddressClass(x) => format!("{:#x}", x.0),
        V::FileIndex(i) => {
            let name = u.unit.line_program.as_ref().and_then(|p| {
                let h = p.header();
                let f = h.file(i)?;
                let name = info.string(u, f.path_name())?;
                Some(match f.directory(h).and_then(|d| info.string(u, d)) {
                    Some(d) if !name.starts_with('/') && !d.is_empty() => format!("{d}/{name}"),
                    _ => name,
                })
            });
            name.map_or_else(|| format!("{i:#x}"), |n| format!("\"{n}\""))
        }
        V::String(_) | V::DebugStrRef(_) | V::DebugStrOffsetsIndex(_) | V::DebugLineStrRef(_) => {
            match info.string(u, v) {
                Some(s) => format!("\"{s}\""),
                None => "<bad string>".into(),
            }
        }
        V::SecOffset(o) => format!("{o:#010x}"),
        V::DebugLineRef(o) => format!("{:#010x}", o.0),
        V::DebugStrOffsetsBase(o) => format!("{:#010x}", o.0),
        V::DebugAddrBase(o) => format!("{:#010x}", o.0),
        V::DebugLocListsBase(o) => format!("{:#010x}", o.0),
        V::DebugRngListsBase(o) => format!("{:#010x}", o.0),
        other => format!("{other:?}"),
    }
}

fn attr_record<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    attr: &gimli::Attribute<Reader<'a>>,
    counts: &mut Counts,
) -> AttrRecord {
    let name = attr_name(u, attr.name());
    let form = attr
        .form()
        .static_string()
        .map_or_else(|| format!("DW_FORM_{:#x}", attr.form().0), str::to_string);
    let opts = u.decode_options();
    let v = attr.value();
    let value = match v {
        AttributeValue::Exprloc(x) => {
            let r = decode_expression(x.0.slice(), opts, None);
            counts.add(&r, false);
            AttrValue::Expression(r)
        }
        AttributeValue::LocationListsRef(_) | AttributeValue::DebugLocListsIndex(_)
            if matches!(
                attr.name(),
                gimli::DW_AT_location
                    | gimli::DW_AT_frame_base
                    | gimli::DW_AT_data_member_location
                    | gimli::DW_AT_use_location
                    | gimli::DW_AT_vtable_elem_location
                    | gimli::DW_AT_return_addr
                    | gimli::DW_AT_static_link
                    | gimli::DW_AT_string_length
            ) || u.conventions.vendor.lookup(attr.name()).is_some() =>
        {
            let offset = info
                .dwarf
                .attr_locations_offset(&u.unit, v)
                .ok()
                .flatten()
                .map_or(0, |o| o.0 as u64);
            let mut entries = Vec::new();
            if let Ok(Some(mut it)) = info.dwarf.attr_locations(&u.unit, v) {
                loop {
                    match it.next() {
                        Ok(Some(e)) => {
                            let r = decode_expression(
                                e.data.0.slice(),
                                opts,
                                Some(e.range.begin..e.range.end),
                            );
                            counts.add(&r, true);
                            entries.push(r);
                        }
                        Ok(None) => break,
                        Err(err) => {
                            let r = ExprRecord {
                                range: None,
                                bytes: vec![],
                                text: "<bad location list>".into(),
                                error: Some(err.to_string()),
                                encoding: opts.encoding,
                                fallback: false,
                            };
                            counts.add(&r, true);
                            entries.push(r);
                            break;
                        }
                    }
                }
            }
            AttrValue::LocationList(offset, entries)
        }
        AttributeValue::RangeListsRef(_) | AttributeValue::DebugRngListsIndex(_)
            if attr.name() == gimli::DW_AT_ranges =>
        {
            let mut out = Vec::new();
            if let Ok(Some(off)) = info.dwarf.attr_ranges_offset(&u.unit, v) {
                if let Ok(mut it) = info.dwarf.ranges(&u.unit, off) {
                    while let Ok(Some(r)) = it.next() {
                        out.push(r.begin..r.end);
                    }
                }
            }
            AttrValue::Ranges(out)
        }
        other => AttrValue::Text(text_value(info, u, other)),
    };
    AttrRecord { name, form, value }
}

/// Walks every unit and DIE. Never fails: a unit whose DIEs stop parsing keeps what was
/// read and says why in [`UnitRecord::error`].
pub fn dump(info: &DebugInfo<'_>) -> (Vec<UnitRecord>, Counts) {
    let mut counts = Counts::default();
    let mut out = Vec::new();
    for u in info.units() {
        let h = &u.unit.header;
        let ut = match h.type_() {
            gimli::UnitType::Compilation => "DW_UT_compile",
            gimli::UnitType::Type { .. } => "DW_UT_type",
            gimli::UnitType::Partial => "DW_UT_partial",
            gimli::UnitType::Skeleton(_) => "DW_UT_skeleton",
            gimli::UnitType::SplitCompilation(_) => "DW_UT_split_compile",
            gimli::UnitType::SplitType { .. } => "DW_UT_split_type",
        };
        let len = h.unit_length();
        let header = format!(
            "{:#010x}: Compile Unit: length = {:#010x}, format = {}, version = {:#06x}, unit_type = {ut}, abbr_offset = {:#06x}, addr_size = {:#04x} (next unit at {:#010x})",
            u.offset,
            len,
            match h.format() {
                gimli::Format::Dwarf32 => "DWARF32",
                gimli::Format::Dwarf64 => "DWARF64",
            },
            h.version(),
            h.debug_abbrev_offset().0,
            h.address_size(),
            u.offset + len as u64 + u64::from(h.format().initial_length_size()),
        );
        let mut dies = Vec::new();
        let mut error = None;
        let mut cursor = u.unit.entries();
        loop {
            match cursor.next_dfs() {
                Ok(Some(e)) => {
                    let attrs = e
                        .attrs()
                        .iter()
                        .map(|a| attr_record(info, u, a, &mut counts))
                        .collect();
                    dies.push(DieRecord {
                        offset: u.info_offset(e.offset()),
                        depth: usize::try_from(e.depth()).unwrap_or(0),
                        tag: e
                            .tag()
                            .static_string()
                            .map_or_else(|| format!("DW_TAG_{:#x}", e.tag().0), str::to_string),
                        attrs,
                    });
                    if dies.len() > 1 << 22 {
                        error = Some("too many DIEs".to_string());
                        break;
                    }
                }
                Ok(None) => break,
                Err(e) => {
                    error = Some(format!(
                        "DIE at {:#x}: {e}",
                        cursor.offset().0 as u64 + u.offset
                    ));
                    break;
                }
            }
        }
        out.push(UnitRecord {
            header,
            offset: u.offset,
            producer: u.producer.clone(),
            dies,
            error,
        });
    }
    (out, counts)
}

/// The dump as text, in llvm-dwarfdump's layout.
pub fn to_text(units: &[UnitRecord]) -> String {
    let mut s = String::from(".debug_info contents:\n");
    for u in units {
        let _ = writeln!(s, "{}\n", u.header);
        for d in &u.dies {
            let pad = " ".repeat(d.depth * 2);
            let _ = writeln!(s, "{:#010x}: {pad}{}", d.offset, d.tag);
            for a in &d.attrs {
                let apad = format!("{pad}              ");
                match &a.value {
                    AttrValue::Text(t) => {
                        let _ = writeln!(s, "{apad}{}\t({t})", a.name);
                    }
                    AttrValue::Expression(e) => {
                        let _ = writeln!(s, "{apad}{}\t({})", a.name, e.text);
                    }
                    AttrValue::LocationList(off, entries) => {
                        let _ = write!(s, "{apad}{}\t(loclist = {off:#010x}:", a.name);
                        for e in entries {
                            match &e.range {
                                Some(r) => {
                                    let _ = write!(
                                        s,
                                        "\n{apad}   [{:#018x}, {:#018x}): {}",
                                        r.start, r.end, e.text
                                    );
                                }
                                None => {
                                    let _ = write!(s, "\n{apad}   {}", e.text);
                                }
                            }
                        }
                        s.push_str(")\n");
                    }
                    AttrValue::Ranges(rs) => {
                        let _ = write!(s, "{apad}{}\t(", a.name);
                        for r in rs {
                            let _ = write!(s, "\n{apad}   [{:#018x}, {:#018x})", r.start, r.end);
                        }
                        s.push_str(")\n");
                    }
                }
            }
            s.push('\n');
        }
        if let Some(e) = &u.error {
            let _ = writeln!(s, "error: {e}\n");
        }
    }
    s
}
