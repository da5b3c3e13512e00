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
//!
//! Everything else prints as `llvm-dwarfdump-22 --debug-info` does (`DWARFDie::dumpAttribute`,
//! `DWARFFormValue::dump`): constants in their form's width (`DW_AT_byte_size (0x04)`), line
//! and column numbers in decimal, a constant-class `DW_AT_high_pc` as the absolute end
//! address, file names under their include and compilation directories, references with the
//! referenced type's name in LLVM's type-printer style (`(0x0000002f "int[4]")`) or the
//! origin's linkage name, indexed location and range lists as `indexed (0x3) loclist = …`,
//! and the NULL entries that end lists of children. The workspace test
//! `dump_matches_llvm_dwarfdump_22` compares whole dumps line for line; the only differences
//! left are the intended ones (register names, operations llvm-dwarfdump cannot decode).

use std::fmt::Write as _;
use std::ops::Range;

use std::borrow::Cow;

use gimli::{AttributeValue, DwAt};

use crate::debuginfo::{DebugInfo, Reader, UnitInfo};
use crate::op::{DecodeOptions, Encoding, Op, Ops, Val};
use crate::producer::VendorAttribute;

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

/// The operands of an operation, in encoding order (a block as its length and its bytes), as
/// the operation table lays them out.
pub fn operands(op: &Op<'_>) -> Vec<Operand> {
    let mut out = Vec::new();
    for (kind, v) in op.layout() {
        match v {
            Val::B(b) => {
                out.push(Operand::U(b.len() as u64));
                out.push(Operand::Bytes(b.to_vec()));
            }
            Val::S(s) => out.push(Operand::S(s)),
            Val::U(u) if kind.is_signed() => out.push(Operand::S(u as i64)),
            Val::U(u) => out.push(Operand::U(u)),
        }
    }
    out
}

/// The ABI name of a DWARF register (`SGPR33`), as llvm-dwarfdump prints it, or its number
/// in hex for numbers the mapping does not have.
pub fn register_name(reg: u64) -> String {
    amdgpu::DwarfReg(reg)
        .abi_name()
        .unwrap_or_else(|| format!("{reg:#x}"))
}

/// One operation as text, registers named (see the module docs).
pub fn op_text(op: &Op<'_>, options: DecodeOptions) -> String {
    let mut out = String::new();
    write_op(&mut out, op, options);
    out
}

/// Appends [`op_text`].
fn write_op(out: &mut String, op: &Op<'_>, options: DecodeOptions) {
    let name = op.name_in(options.encoding);
    let signed = |out: &mut String, d: i64| {
        if d >= 0 {
            out.push('+');
        }
        push_signed(out, d);
    };
    match *op {
        Op::Regx(r) | Op::CallFrameEntryReg(r) => {
            out.push_str(name);
            out.push(' ');
            out.push_str(&register_name(r));
        }
        Op::Bregx(r, d) | Op::AspaceBregx { reg: r, offset: d } => {
            out.push_str(name);
            out.push(' ');
            out.push_str(&register_name(r));
            signed(out, d);
        }
        Op::RegvalType { reg, ty } => {
            let _ = write!(out, "{name} {} {ty:#x}", register_name(reg));
        }
        // llvm-dwarfdump prints signed operands with their sign (`DW_OP_consts +3`).
        Op::Const(
            crate::op::ConstForm::S
            | crate::op::ConstForm::S1
            | crate::op::ConstForm::S2
            | crate::op::ConstForm::S4
            | crate::op::ConstForm::S8,
            v,
        ) => {
            out.push_str(name);
            out.push(' ');
            signed(out, v as i64);
        }
        Op::EntryValue(b) => {
            out.push_str(name);
            out.push('(');
            // The inner expression's text, up to and including a decoding error.
            let _ = write_ops(out, b, options, &mut false);
            out.push(')');
        }
        _ => {
            let _ = write!(out, "{}", op.display(options));
        }
    }
}

/// A whole expression as text. On a decoding error: `Err((text so far + "<decoding
/// error> bytes", error))`.
pub fn expression_text(
    bytes: &[u8],
    options: DecodeOptions,
) -> Result<String, (String, crate::error::Error)> {
    let mut out = String::new();
    match write_ops(&mut out, bytes, options, &mut false) {
        Ok(()) => Ok(out),
        Err(e) => Err((out, e)),
    }
}

/// Appends [`expression_text`]'s text (on an error, up to and including `<decoding error>`
/// and the bytes left); sets `llvm` if an operation that decoded is a `DW_OP_LLVM_*` one.
fn write_ops(
    out: &mut String,
    bytes: &[u8],
    options: DecodeOptions,
    llvm: &mut bool,
) -> Result<(), crate::error::Error> {
    let start = out.len();
    for r in Ops::new(bytes, options) {
        if out.len() > start {
            out.push_str(", ");
        }
        match r {
            Ok((_, op)) => {
                *llvm |= op.is_llvm();
                write_op(out, &op, options);
            }
            Err(e) => {
                out.push_str("<decoding error>");
                let at = e.offset.map_or(0, |o| o as usize).min(bytes.len());
                for &b in &bytes[at..] {
                    out.push(' ');
                    hex_digits(out, b.into(), 2);
                }
                return Err(e);
            }
        }
    }
    Ok(())
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
    let mut text = String::new();
    let d = write_expression(&mut text, bytes, options);
    ExprRecord {
        range,
        bytes: bytes.to_vec(),
        text,
        error: d.error.map(|e| e.to_string()),
        encoding: d.encoding,
        fallback: d.fallback,
    }
}

/// How [`write_expression`] decoded an expression.
struct Decoded {
    /// The encoding whose text was written.
    encoding: Encoding,
    /// Whether the unit's own encoding failed and the other one was used.
    fallback: bool,
    /// The unit's encoding's error when neither decoded (its text was written).
    error: Option<crate::error::Error>,
    /// Whether an operation that decoded under `encoding` is a `DW_OP_LLVM_*` one.
    llvm: bool,
}

/// Appends an expression's text under `options`, or when that fails under the other
/// encoding, or when both fail the first attempt's text.
fn write_expression(out: &mut String, bytes: &[u8], options: DecodeOptions) -> Decoded {
    let start = out.len();
    let mut llvm = false;
    let Err(e) = write_ops(out, bytes, options, &mut llvm) else {
        return Decoded {
            encoding: options.encoding,
            fallback: false,
            error: None,
            llvm,
        };
    };
    let other = DecodeOptions {
        encoding: match options.encoding {
            Encoding::UserOps => Encoding::Legacy,
            Encoding::Legacy => Encoding::UserOps,
        },
        ..options
    };
    let first = out.len();
    let mut other_llvm = false;
    match write_ops(out, bytes, other, &mut other_llvm) {
        Ok(()) => {
            out.replace_range(start..first, "");
            Decoded {
                encoding: other.encoding,
                fallback: true,
                error: None,
                llvm: other_llvm,
            }
        }
        Err(_) => {
            out.truncate(first);
            Decoded {
                encoding: options.encoding,
                fallback: false,
                error: Some(e),
                llvm,
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
    pub name: Cow<'static, str>,
    /// `DW_FORM_*` name.
    pub form: Cow<'static, str>,
    /// The value.
    pub value: AttrValue,
    /// For a location or range list reached through `DW_FORM_loclistx`/`DW_FORM_rnglistx`:
    /// the index (llvm-dwarfdump prints `indexed (0x3) loclist = 0x…`).
    pub list_index: Option<u64>,
    /// For a location or range list: its offset in `.debug_loclists`/`.debug_rnglists`
    /// (`.debug_loc`/`.debug_ranges` before DWARF 5).
    pub list_offset: Option<u64>,
}

/// The [`DieRecord::tag`] of a null entry, which ends a list of children (llvm-dwarfdump
/// prints these as `NULL`).
pub const NULL_TAG: &str = "NULL";

/// One DIE, or the null entry that ends a list of children ([`NULL_TAG`], no attributes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DieRecord {
    /// `.debug_info` offset.
    pub offset: u64,
    /// Depth (the unit DIE is 0).
    pub depth: usize,
    /// `DW_TAG_*` name.
    pub tag: Cow<'static, str>,
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
    fn merge(&mut self, o: Counts) {
        self.exprlocs += o.exprlocs;
        self.loclist_entries += o.loclist_entries;
        self.heterogeneous += o.heterogeneous;
        self.fallback += o.fallback;
        self.errors += o.errors;
    }

    fn add(&mut self, e: &ExprRecord, list: bool) {
        let llvm = has_llvm(&e.bytes, DecodeOptions::with_encoding(e.encoding));
        self.tally(list, e.error.is_some(), e.fallback, llvm);
    }

    /// Counts an expression [`write_expression`] wrote under `options`, as [`Counts::add`]
    /// counts its record: the operations are looked at as decoded with the default options
    /// and the encoding used, which the writing's own decoding already did when `options`
    /// are those.
    fn add_written(&mut self, list: bool, bytes: &[u8], options: DecodeOptions, d: &Decoded) {
        let counted = DecodeOptions::with_encoding(d.encoding);
        let written = DecodeOptions {
            encoding: d.encoding,
            ..options
        };
        let llvm = if written == counted {
            d.llvm
        } else {
            has_llvm(bytes, counted)
        };
        self.tally(list, d.error.is_some(), d.fallback, llvm);
    }

    /// Counts one expression: a location-list entry or an exprloc, whether it failed to
    /// decode, decoded only under the other encoding, and holds a `DW_OP_LLVM_*` operation.
    fn tally(&mut self, list: bool, error: bool, fallback: bool, llvm: bool) {
        if list {
            self.loclist_entries += 1;
        } else {
            self.exprlocs += 1;
        }
        self.errors += usize::from(error);
        self.fallback += usize::from(fallback);
        self.heterogeneous += usize::from(llvm);
    }
}

/// Whether an operation that decodes under `options` (up to the first that does not) is a
/// `DW_OP_LLVM_*` one.
fn has_llvm(bytes: &[u8], options: DecodeOptions) -> bool {
    Ops::new(bytes, options).any(|r| r.is_ok_and(|(_, op)| op.is_llvm()))
}

/// The name of an attribute code.
pub fn attr_name(u: &UnitInfo<'_>, at: DwAt) -> Cow<'static, str> {
    if let Some(v) = u.conventions.vendor.lookup(at) {
        return Cow::Borrowed(v.name());
    }
    at.static_string()
        .map_or_else(|| Cow::Owned(format!("DW_AT_{:#06x}", at.0)), Cow::Borrowed)
}

/// Appends `x` as `Display` writes it.
fn push_display(out: &mut String, x: impl std::fmt::Display) {
    let _ = write!(out, "{x}");
}

/// Appends an attribute value in llvm-dwarfdump's form-driven style.
fn write_text_value<'a>(
    out: &mut String,
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    v: AttributeValue<Reader<'a>>,
) {
    use AttributeValue as V;
    if let Some(c) = form_constant(&v) {
        return write_constant(out, c);
    }
    match v {
        V::Addr(a) => hex_padded(out, a, 16),
        V::DebugAddrIndex(_) => match info.dwarf.attr_address(&u.unit, v).ok().flatten() {
            Some(a) => hex_padded(out, a, 16),
            None => out.push_str("<bad address index>"),
        },
        V::Block(b) => {
            out.push('<');
            hex_padded(out, b.len() as u64, 2);
            out.push('>');
            for &x in b.slice() {
                out.push(' ');
                hex_digits(out, x.into(), 2);
            }
        }
        V::Flag(f) => out.push_str(if f { "true" } else { "false" }),
        V::UnitRef(o) => hex_padded(out, u.info_offset(o), 8),
        V::DebugInfoRef(o) => hex_padded(out, o.0 as u64, 8),
        // gimli's names of the standard enumerations (`DW_ATE_signed`), else its
        // `Unknown DwAte: 0x…`.
        V::Encoding(x) => push_display(out, x),
        V::Language(x) => push_display(out, x),
        V::Inline(x) => push_display(out, x),
        V::CallingConvention(x) => push_display(out, x),
        V::Accessibility(x) => push_display(out, x),
        V::Virtuality(x) => push_display(out, x),
        V::Visibility(x) => push_display(out, x),
        V::IdentifierCase(x) => push_display(out, x),
        V::Ordering(x) => push_display(out, x),
        V::DecimalSign(x) => push_display(out, x),
        V::Endianity(x) => push_display(out, x),
        V::AddressClass(x) => hex_padded(out, x.0, 8),
        V::FileIndex(i) => match info.line_file_path(u, i) {
            Some(n) => {
                out.push('"');
                out.push_str(&n);
                out.push('"');
            }
            None => {
                let _ = write!(out, "{i:#x}");
            }
        },
        V::String(_) | V::DebugStrRef(_) | V::DebugStrOffsetsIndex(_) | V::DebugLineStrRef(_) => {
            match info.str(u, v) {
                Some(s) => {
                    out.push('"');
                    out.push_str(&s);
                    out.push('"');
                }
                None => out.push_str("<bad string>"),
            }
        }
        V::SecOffset(o) => hex_padded(out, o as u64, 8),
        V::DebugLineRef(o) => hex_padded(out, o.0 as u64, 8),
        V::DebugStrOffsetsBase(o) => hex_padded(out, o.0 as u64, 8),
        V::DebugAddrBase(o) => hex_padded(out, o.0 as u64, 8),
        V::DebugLocListsBase(o) => hex_padded(out, o.0 as u64, 8),
        V::DebugRngListsBase(o) => hex_padded(out, o.0 as u64, 8),
        other => {
            let _ = write!(out, "{other:?}");
        }
    }
}

/// A constant as llvm-dwarfdump's `DWARFFormValue::dump` prints it: fixed-size data forms
/// in hex of their width, LEB128 forms in decimal.
#[derive(Clone, Copy)]
enum Constant {
    /// The value and its number of hex digits.
    Hex(u64, usize),
    Unsigned(u64),
    Signed(i64),
}

/// The constant a data form holds.
fn form_constant(v: &AttributeValue<Reader<'_>>) -> Option<Constant> {
    use AttributeValue as V;
    Some(match *v {
        V::Data1(x) => Constant::Hex(x.into(), 2),
        V::Data2(x) => Constant::Hex(x.into(), 4),
        V::Data4(x) => Constant::Hex(x.into(), 8),
        V::Data8(x) => Constant::Hex(x, 16),
        V::Sdata(x) => Constant::Signed(x),
        V::Udata(x) => Constant::Unsigned(x),
        _ => return None,
    })
}

fn write_constant(out: &mut String, c: Constant) {
    match c {
        Constant::Hex(v, digits) => hex_padded(out, v, digits),
        Constant::Unsigned(v) => push_decimal(out, v),
        Constant::Signed(v) => push_signed(out, v),
    }
}

/// The name llvm-dwarfdump gives an enumerated constant gimli has no name for (LLVM's
/// vendor values).
fn llvm_constant_name(at: DwAt, v: u64) -> Option<&'static str> {
    match (at, v) {
        (gimli::DW_AT_calling_convention, 0xc7) => Some("DW_CC_LLVM_DeviceKernel"),
        _ => None,
    }
}

/// Appends the value of an attribute as llvm-dwarfdump 22 prints it
/// (`DWARFDie::dumpAttribute`).
fn write_attr_text<'a>(
    out: &mut String,
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    e: &gimli::DebuggingInformationEntry<Reader<'a>>,
    attr: &gimli::Attribute<Reader<'a>>,
) {
    use AttributeValue as V;
    let at = attr.name();
    let raw = attr.raw_value();
    let value = attr.value();
    match at {
        // Line and column numbers are decimal whatever their form.
        gimli::DW_AT_decl_line
        | gimli::DW_AT_decl_column
        | gimli::DW_AT_call_line
        | gimli::DW_AT_call_column => {
            if let Some(n) = raw.udata_value() {
                return push_decimal(out, n);
            }
        }
        // A constant-class high PC is an offset from the low PC; the absolute end is printed.
        gimli::DW_AT_high_pc if form_constant(&raw).is_some() => {
            let low = e.attr_value(gimli::DW_AT_low_pc).and_then(|l| match l {
                V::Addr(a) => Some(a),
                other => info.dwarf.attr_address(&u.unit, other).ok().flatten(),
            });
            if let (Some(low), Some(n)) = (low, raw.udata_value()) {
                return hex_padded(out, low.wrapping_add(n), 16);
            }
        }
        _ => {}
    }
    match value {
        // Enumerations gimli knows by name print as the name; others as the raw form.
        V::Encoding(_)
        | V::Language(_)
        | V::Inline(_)
        | V::CallingConvention(_)
        | V::Accessibility(_)
        | V::Virtuality(_)
        | V::Visibility(_)
        | V::IdentifierCase(_)
        | V::Ordering(_)
        | V::DecimalSign(_)
        | V::Endianity(_) => {
            let known = match value {
                V::Encoding(x) => x.static_string(),
                V::Language(x) => x.static_string(),
                V::Inline(x) => x.static_string(),
                V::CallingConvention(x) => x.static_string(),
                V::Accessibility(x) => x.static_string(),
                V::Virtuality(x) => x.static_string(),
                V::Visibility(x) => x.static_string(),
                V::IdentifierCase(x) => x.static_string(),
                V::Ordering(x) => x.static_string(),
                V::DecimalSign(x) => x.static_string(),
                V::Endianity(x) => x.static_string(),
                _ => None,
            };
            let vendor = raw.udata_value().and_then(|n| llvm_constant_name(at, n));
            match (known.or(vendor), form_constant(&raw)) {
                (Some(n), _) => out.push_str(n),
                (None, Some(c)) => write_constant(out, c),
                (None, None) => write_text_value(out, info, u, value),
            }
        }
        // gimli widens some constants (sizes, offsets, bounds) to `Udata`/`Sdata`; the
        // form's own width is printed.
        V::Udata(_) | V::Sdata(_) => match form_constant(&raw) {
            Some(c) => write_constant(out, c),
            None => write_text_value(out, info, u, value),
        },
        other => write_text_value(out, info, u, other),
    }
    // References get the referenced DIE's name, as llvm-dwarfdump adds them.
    let named = match at {
        gimli::DW_AT_type | gimli::DW_AT_containing_type => {
            info.referenced_type(u, value).map(|t| t.llvm_name())
        }
        gimli::DW_AT_specification | gimli::DW_AT_abstract_origin => {
            info.follow(u, value).and_then(|d| {
                info.inherited(u, &d, gimli::DW_AT_linkage_name)
                    .or_else(|| info.inherited(u, &d, gimli::DW_AT_MIPS_linkage_name))
                    .and_then(|v| info.string(u, v))
                    .or_else(|| info.name(u, &d))
            })
        }
        _ => None,
    };
    if let Some(n) = named {
        out.push_str(" \"");
        out.push_str(&n);
        out.push('"');
    }
}

/// How an attribute's value is dumped.
enum Shape<'a> {
    /// An exprloc: its bytes.
    Expression(&'a [u8]),
    /// A location list.
    LocationList,
    /// A range list.
    Ranges,
    /// Text ([`write_attr_text`]).
    Text,
}

/// An attribute's value, a lane attribute's section offset read as the location list it is
/// ([`crate::lanes::as_location_list`]).
fn value<'a>(u: &UnitInfo<'a>, attr: &gimli::Attribute<Reader<'a>>) -> AttributeValue<Reader<'a>> {
    match u.conventions.vendor.lookup(attr.name()) {
        Some(VendorAttribute::LanePc | VendorAttribute::ActiveLane) => {
            crate::lanes::as_location_list(attr.value())
        }
        _ => attr.value(),
    }
}

fn shape<'a>(u: &UnitInfo<'a>, attr: &gimli::Attribute<Reader<'a>>) -> Shape<'a> {
    match value(u, attr) {
        AttributeValue::Exprloc(x) => Shape::Expression(x.0.slice()),
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
            Shape::LocationList
        }
        AttributeValue::RangeListsRef(_) | AttributeValue::DebugRngListsIndex(_)
            if attr.name() == gimli::DW_AT_ranges =>
        {
            Shape::Ranges
        }
        _ => Shape::Text,
    }
}

/// A location list's offset in `.debug_loclists` (`.debug_loc`), 0 when unknown.
fn location_list_offset<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    v: AttributeValue<Reader<'a>>,
) -> u64 {
    info.dwarf
        .attr_locations_offset(&u.unit, v)
        .ok()
        .flatten()
        .map_or(0, |o| o.0 as u64)
}

/// A range list's offset in `.debug_rnglists` (`.debug_ranges`).
fn range_list_offset<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    v: AttributeValue<Reader<'a>>,
) -> Option<u64> {
    info.dwarf
        .attr_ranges_offset(&u.unit, v)
        .ok()
        .flatten()
        .map(|o| o.0 as u64)
}

/// The index of a list reached through `DW_FORM_loclistx`/`DW_FORM_rnglistx`.
fn list_index(shape: &Shape<'_>, v: AttributeValue<Reader<'_>>) -> Option<u64> {
    match (shape, v) {
        (Shape::LocationList, AttributeValue::DebugLocListsIndex(i)) => Some(i.0 as u64),
        (Shape::Ranges, AttributeValue::DebugRngListsIndex(i)) => Some(i.0 as u64),
        _ => None,
    }
}

/// Calls `f` with each entry of a location list (its range and expression bytes), and at
/// most one error, which ends the list.
fn for_each_location<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    v: AttributeValue<Reader<'a>>,
    mut f: impl FnMut(Result<(Range<u64>, &'a [u8]), gimli::Error>),
) {
    if let Ok(Some(mut it)) = info.dwarf.attr_locations(&u.unit, v) {
        loop {
            match it.next() {
                Ok(Some(e)) => f(Ok((e.range.begin..e.range.end, e.data.0.slice()))),
                Ok(None) => break,
                Err(err) => {
                    f(Err(err));
                    break;
                }
            }
        }
    }
}

/// The text of a location-list entry that did not read.
const BAD_LOCATION_LIST: &str = "<bad location list>";

/// Calls `f` with each range of a range list.
fn for_each_range<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    v: AttributeValue<Reader<'a>>,
    mut f: impl FnMut(Range<u64>),
) {
    if let Ok(Some(off)) = info.dwarf.attr_ranges_offset(&u.unit, v) {
        if let Ok(mut it) = info.dwarf.ranges(&u.unit, off) {
            while let Ok(Some(r)) = it.next() {
                f(r.begin..r.end);
            }
        }
    }
}

fn attr_record<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    e: &gimli::DebuggingInformationEntry<Reader<'a>>,
    attr: &gimli::Attribute<Reader<'a>>,
    counts: &mut Counts,
) -> AttrRecord {
    let name = attr_name(u, attr.name());
    let form = attr.form().static_string().map_or_else(
        || Cow::Owned(format!("DW_FORM_{:#x}", attr.form().0)),
        Cow::Borrowed,
    );
    let opts = u.decode_options();
    let v = value(u, attr);
    let shape = shape(u, attr);
    let value = match shape {
        Shape::Expression(bytes) => {
            let r = decode_expression(bytes, opts, None);
            counts.add(&r, false);
            AttrValue::Expression(r)
        }
        Shape::LocationList => {
            let mut entries = Vec::new();
            for_each_location(info, u, v, |entry| {
                let r = match entry {
                    Ok((range, bytes)) => decode_expression(bytes, opts, Some(range)),
                    Err(err) => ExprRecord {
                        range: None,
                        bytes: vec![],
                        text: BAD_LOCATION_LIST.into(),
                        error: Some(err.to_string()),
                        encoding: opts.encoding,
                        fallback: false,
                    },
                };
                counts.add(&r, true);
                entries.push(r);
            });
            AttrValue::LocationList(location_list_offset(info, u, v), entries)
        }
        Shape::Ranges => {
            let mut out = Vec::new();
            for_each_range(info, u, v, |r| out.push(r));
            AttrValue::Ranges(out)
        }
        Shape::Text => {
            let mut text = String::new();
            write_attr_text(&mut text, info, u, e, attr);
            AttrValue::Text(text)
        }
    };
    let list_offset = match &value {
        AttrValue::LocationList(off, _) => Some(*off),
        AttrValue::Ranges(_) => range_list_offset(info, u, v),
        _ => None,
    };
    AttrRecord {
        name,
        form,
        value,
        list_index: list_index(&shape, v),
        list_offset,
    }
}

/// Appends one attribute's line(s) straight from the DIE, as [`write_dies`] writes its
/// record, counting its expressions.
#[allow(clippy::too_many_arguments)]
fn write_attr<'a>(
    s: &mut String,
    apad: &str,
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    e: &gimli::DebuggingInformationEntry<Reader<'a>>,
    attr: &gimli::Attribute<Reader<'a>>,
    counts: &mut Counts,
) {
    s.push_str(apad);
    s.push_str(&attr_name(u, attr.name()));
    s.push_str("\t(");
    let opts = u.decode_options();
    let v = value(u, attr);
    let shape = shape(u, attr);
    match shape {
        Shape::Expression(bytes) => {
            let d = write_expression(s, bytes, opts);
            counts.add_written(false, bytes, opts, &d);
        }
        Shape::LocationList => {
            write_location_list_head(s, list_index(&shape, v), location_list_offset(info, u, v));
            for_each_location(info, u, v, |entry| match entry {
                Ok((range, bytes)) => {
                    write_location_entry_head(s, apad, Some(&range));
                    let d = write_expression(s, bytes, opts);
                    counts.add_written(true, bytes, opts, &d);
                }
                Err(_) => {
                    write_location_entry_head(s, apad, None);
                    s.push_str(BAD_LOCATION_LIST);
                    counts.tally(true, true, false, false);
                }
            });
        }
        Shape::Ranges => {
            write_ranges_head(s, list_index(&shape, v), range_list_offset(info, u, v));
            for_each_range(info, u, v, |r| write_range(s, apad, &r));
        }
        Shape::Text => write_attr_text(s, info, u, e, attr),
    }
    s.push_str(")\n");
}

/// A unit's header line, as llvm-dwarfdump prints it.
fn unit_header(u: &UnitInfo<'_>) -> String {
    let h = &u.unit.header;
    // Units before DWARF 5 have no unit_type field, and llvm-dwarfdump prints none.
    let ut = match h.type_() {
        _ if h.version() < 5 => "",
        gimli::UnitType::Compilation => "DW_UT_compile",
        gimli::UnitType::Type { .. } => "DW_UT_type",
        gimli::UnitType::Partial => "DW_UT_partial",
        gimli::UnitType::Skeleton(_) => "DW_UT_skeleton",
        gimli::UnitType::SplitCompilation(_) => "DW_UT_split_compile",
        gimli::UnitType::SplitType { .. } => "DW_UT_split_type",
    };
    let len = h.unit_length();
    format!(
        "{:#010x}: Compile Unit: length = {:#010x}, format = {}, version = {:#06x}, {}abbr_offset = {:#06x}, addr_size = {:#04x} (next unit at {:#010x})",
        u.offset,
        len,
        match h.format() {
            gimli::Format::Dwarf32 => "DWARF32",
            gimli::Format::Dwarf64 => "DWARF64",
        },
        h.version(),
        if ut.is_empty() { String::new() } else { format!("unit_type = {ut}, ") },
        h.debug_abbrev_offset().0,
        h.address_size(),
        u.offset + len as u64 + u64::from(h.format().initial_length_size()),
    )
}

/// Walks every unit and DIE. Never fails: a unit whose DIEs stop parsing keeps what was
/// read and says why in [`UnitRecord::error`].
pub fn dump(info: &DebugInfo<'_>) -> (Vec<UnitRecord>, Counts) {
    let mut counts = Counts::default();
    let mut out = Vec::new();
    for u in info.units() {
        let header = unit_header(u);
        let (dies, error) = unit_dies(info, u, &mut counts);
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

/// The most DIEs one unit's dump holds.
const MAX_DIES: usize = 1 << 22;

/// Below this many DIEs a unit is dumped on one thread.
const PARALLEL_DIES: usize = 8192;

/// The records of a unit's DIEs and the error that stopped the walk.
fn unit_dies<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    counts: &mut Counts,
) -> (Vec<DieRecord>, Option<String>) {
    let mut dies = Vec::new();
    let error = unit_pieces(info, u, counts, &mut |d: Vec<DieRecord>| dies.extend(d));
    (dies, error)
}

/// A unit's DIEs in pieces: each piece's DIEs go into a sink of their own on the thread
/// that reads them, and the sinks to `deliver` in order, as soon as every earlier piece has
/// been; returns the error that stopped the walk. A large unit (one compilation unit holds
/// every kernel of a big code object) is cut at DIE boundaries found by an allocation-free
/// pass, and the pieces are read on several threads.
fn unit_pieces<'a, S: DieSink>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    counts: &mut Counts,
    deliver: &mut dyn FnMut(S),
) -> Option<String> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
    let cuts = if threads > 1 {
        cut_points(u, threads * 4)
    } else {
        None
    };
    let Some(cuts) = cuts else {
        let mut sink = S::default();
        let error = walk(info, u, u.unit.entries(), 0, None, counts, &mut sink);
        deliver(sink);
        return error;
    };
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Option<(S, Counts)>)>();
    let mut failed_at = None;
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (tx, next, cuts) = (tx.clone(), &next, &cuts);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&(from, base)) = cuts.get(i) else {
                    break;
                };
                let to = cuts.get(i + 1).map(|c| c.0);
                let mut counts = Counts::default();
                let mut sink = S::default();
                let piece = u.unit.entries_at_offset(from).ok().and_then(|cursor| {
                    walk(info, u, cursor, base, to, &mut counts, &mut sink)
                        .is_none()
                        .then_some((sink, counts))
                });
                if tx.send((i, piece)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        // In order; the pass that found the cuts read every DIE, so no piece should fail.
        let mut pending = std::collections::BTreeMap::new();
        let mut want = 0;
        for (i, piece) in rx {
            pending.insert(i, piece);
            while let Some(piece) = pending.remove(&want) {
                match (piece, failed_at) {
                    (Some((t, c)), None) => {
                        deliver(t);
                        counts.merge(c);
                    }
                    (None, None) => failed_at = Some(want),
                    _ => {}
                }
                want += 1;
            }
        }
    });
    // If one did, the rest of the unit is read on this thread from that piece on, so the
    // output and the error are the one-thread walk's.
    let k = failed_at?;
    let mut sink = S::default();
    let error = match u.unit.entries_at_offset(cuts[k].0) {
        Ok(cursor) => walk(info, u, cursor, cuts[k].1, None, counts, &mut sink),
        Err(e) => Some(e.to_string()),
    };
    deliver(sink);
    error
}

/// The dump as text straight from the DIEs (no records), handed to `out` piece by piece in
/// order, each piece written on the thread that read it. The same text as [`to_text`] of
/// [`dump`].
pub fn stream_text(info: &DebugInfo<'_>, out: &mut dyn FnMut(&str)) -> Counts {
    let mut counts = Counts::default();
    out(".debug_info contents:\n");
    for u in info.units() {
        out(&format!("{}\n\n", unit_header(u)));
        let error = unit_pieces(
            info,
            u,
            &mut counts,
            &mut |piece: TextSink| out(&piece.text),
        );
        if let Some(e) = error {
            out(&format!("error: {e}\n\n"));
        }
    }
    counts
}

/// For a unit of at least [`PARALLEL_DIES`] DIEs that reads cleanly: about `pieces` cut
/// points (a DIE's offset and depth), in order; the last piece runs to the unit's end.
#[allow(clippy::type_complexity)]
fn cut_points(u: &UnitInfo<'_>, pieces: usize) -> Option<Vec<(gimli::UnitOffset<usize>, isize)>> {
    let mut raw = u.unit.entries_raw(None).ok()?;
    let mut starts = Vec::new();
    while !raw.is_empty() {
        let (offset, depth) = (raw.next_offset(), raw.next_depth());
        let abbrev = raw.read_abbreviation().ok()?;
        if let Some(a) = abbrev {
            starts.push((offset, depth));
            raw.skip_attributes(a.attributes()).ok()?;
        }
        if starts.len() > MAX_DIES {
            return None;
        }
    }
    if starts.len() < PARALLEL_DIES {
        return None;
    }
    let step = starts.len().div_ceil(pieces);
    Some(starts.into_iter().step_by(step).collect())
}

/// Where [`walk`] puts the DIEs it reads.
trait DieSink: Default + Send {
    /// One DIE at `offset` and `depth`, or (`e` is `None`) the null entry that ends a list
    /// of children; its expressions are counted in `counts`.
    fn die<'a>(
        &mut self,
        info: &DebugInfo<'a>,
        u: &UnitInfo<'a>,
        offset: u64,
        depth: usize,
        e: Option<&gimli::DebuggingInformationEntry<Reader<'a>>>,
        counts: &mut Counts,
    );
}

/// Records, for [`dump`].
impl DieSink for Vec<DieRecord> {
    fn die<'a>(
        &mut self,
        info: &DebugInfo<'a>,
        u: &UnitInfo<'a>,
        offset: u64,
        depth: usize,
        e: Option<&gimli::DebuggingInformationEntry<Reader<'a>>>,
        counts: &mut Counts,
    ) {
        self.push(match e {
            Some(e) => DieRecord {
                offset,
                depth,
                tag: tag_name(e.tag()),
                attrs: e
                    .attrs()
                    .iter()
                    .map(|a| attr_record(info, u, e, a, counts))
                    .collect(),
            },
            None => DieRecord {
                offset,
                depth,
                tag: Cow::Borrowed(NULL_TAG),
                attrs: Vec::new(),
            },
        });
    }
}

/// Text written straight from the DIEs, for [`stream_text`]: no record, and no `String` per
/// attribute value.
#[derive(Default)]
struct TextSink {
    text: String,
    indent: Indent,
}

impl DieSink for TextSink {
    fn die<'a>(
        &mut self,
        info: &DebugInfo<'a>,
        u: &UnitInfo<'a>,
        offset: u64,
        depth: usize,
        e: Option<&gimli::DebuggingInformationEntry<Reader<'a>>>,
        counts: &mut Counts,
    ) {
        let (pad, apad) = self.indent.at(depth);
        let s = &mut self.text;
        match e {
            Some(e) => {
                write_die_head(s, pad, offset, &tag_name(e.tag()));
                for a in e.attrs() {
                    write_attr(s, apad, info, u, e, a, counts);
                }
            }
            None => write_die_head(s, pad, offset, NULL_TAG),
        }
        s.push('\n');
    }
}

/// The name of a tag (unknown ones in hex).
fn tag_name(tag: gimli::DwTag) -> Cow<'static, str> {
    tag.static_string()
        .map_or_else(|| Cow::Owned(format!("DW_TAG_{:#x}", tag.0)), Cow::Borrowed)
}

/// Reads DIEs from `cursor` (whose first DIE is at depth `base`) until the DIE at `end` (or
/// the unit's end), putting them in `sink`; returns the error that stopped it.
fn walk<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    mut cursor: gimli::EntriesCursor<'_, Reader<'a>>,
    base: isize,
    end: Option<gimli::UnitOffset<usize>>,
    counts: &mut Counts,
    sink: &mut impl DieSink,
) -> Option<String> {
    let mut dies = 0usize;
    loop {
        if end.is_some_and(|e| cursor.next_offset() >= e) {
            return None;
        }
        match cursor.next_entry() {
            Ok(true) => {
                let depth = usize::try_from(base + cursor.depth()).unwrap_or(0);
                match cursor.current() {
                    Some(e) => sink.die(info, u, u.info_offset(e.offset()), depth, Some(e), counts),
                    // The end of a list of children, which llvm-dwarfdump lists too.
                    None => sink.die(info, u, u.info_offset(cursor.offset()), depth, None, counts),
                }
                dies += 1;
                if dies > MAX_DIES {
                    return Some("too many DIEs".to_string());
                }
            }
            Ok(false) => return None,
            Err(e) => {
                return Some(format!(
                    "DIE at {:#x}: {e}",
                    cursor.offset().0 as u64 + u.offset
                ))
            }
        }
    }
}

/// The dump's records as text, in llvm-dwarfdump's layout ([`stream_text`] writes the same
/// text straight from the DIEs, on every core, without keeping the records).
pub fn to_text(units: &[UnitRecord]) -> String {
    let mut s = String::from(".debug_info contents:\n");
    for u in units {
        s.push_str(&u.header);
        s.push_str("\n\n");
        write_dies(&mut s, &u.dies);
        if let Some(e) = &u.error {
            let _ = writeln!(s, "error: {e}\n");
        }
    }
    s
}

/// Appends DIEs' records as text ([`TextSink`] writes the same text from the DIEs).
fn write_dies(s: &mut String, dies: &[DieRecord]) {
    let mut indent = Indent::default();
    for d in dies {
        let (pad, apad) = indent.at(d.depth);
        write_die_head(s, pad, d.offset, &d.tag);
        for a in &d.attrs {
            s.push_str(apad);
            s.push_str(&a.name);
            s.push_str("\t(");
            match &a.value {
                AttrValue::Text(t) => s.push_str(t),
                AttrValue::Expression(e) => s.push_str(&e.text),
                AttrValue::LocationList(off, entries) => {
                    write_location_list_head(s, a.list_index, *off);
                    for e in entries {
                        write_location_entry_head(s, apad, e.range.as_ref());
                        s.push_str(&e.text);
                    }
                }
                AttrValue::Ranges(rs) => {
                    write_ranges_head(s, a.list_index, a.list_offset);
                    for r in rs {
                        write_range(s, apad, r);
                    }
                }
            }
            s.push_str(")\n");
        }
        s.push('\n');
    }
}

/// The indentation of DIEs (two spaces per depth) and of their attributes (14 more), cut
/// from one string.
#[derive(Default)]
struct Indent {
    /// Spaces for depths past [`Indent::SPACES`].
    deep: String,
}

impl Indent {
    const SPACES: &'static str = "                                                                ";

    /// A DIE's indentation and its attributes'.
    fn at(&mut self, depth: usize) -> (&str, &str) {
        let width = depth * 2 + 14;
        if width > Self::SPACES.len() && self.deep.len() < width {
            self.deep = " ".repeat(width);
        }
        let spaces = if width > Self::SPACES.len() {
            &self.deep
        } else {
            Self::SPACES
        };
        (&spaces[..width - 14], &spaces[..width])
    }
}

/// `0x0000000c: DW_TAG_compile_unit`, indented.
fn write_die_head(s: &mut String, pad: &str, offset: u64, tag: &str) {
    hex_padded(s, offset, 8);
    s.push_str(": ");
    s.push_str(pad);
    s.push_str(tag);
    s.push('\n');
}

/// A location list's value up to its entries: `indexed (0x3) loclist = 0x00000010: `.
fn write_location_list_head(s: &mut String, index: Option<u64>, offset: u64) {
    if let Some(i) = index {
        let _ = write!(s, "indexed ({i:#x}) loclist = ");
    }
    hex_padded(s, offset, 8);
    s.push_str(": ");
}

/// A location-list entry's line up to its expression: the range, if it has one.
fn write_location_entry_head(s: &mut String, apad: &str, range: Option<&Range<u64>>) {
    s.push('\n');
    s.push_str(apad);
    s.push_str("   ");
    if let Some(r) = range {
        s.push('[');
        hex_padded(s, r.start, 16);
        s.push_str(", ");
        hex_padded(s, r.end, 16);
        s.push_str("): ");
    }
}

/// A range list's value up to its ranges.
fn write_ranges_head(s: &mut String, index: Option<u64>, offset: Option<u64>) {
    match (index, offset) {
        (Some(i), Some(off)) => {
            let _ = write!(s, "indexed ({i:#x}) rangelist = ");
            hex_padded(s, off, 8);
        }
        (None, Some(off)) => hex_padded(s, off, 8),
        _ => {}
    }
}

/// One range of a range list, on its own line.
fn write_range(s: &mut String, apad: &str, r: &Range<u64>) {
    s.push('\n');
    s.push_str(apad);
    s.push_str("   [");
    hex_padded(s, r.start, 16);
    s.push_str(", ");
    hex_padded(s, r.end, 16);
    s.push(')');
}

/// Appends `v` as `0x` and at least `digits` lower-case hex digits (`{v:#0W$x}` with
/// W = digits + 2).
fn hex_padded(s: &mut String, v: u64, digits: usize) {
    let needed = (16 - (v.leading_zeros() as usize) / 4).max(1);
    s.push_str("0x");
    hex_digits(s, v, needed.max(digits));
}

/// Appends the low `digits` hex digits of `v`, lower-case, without `0x`.
fn hex_digits(s: &mut String, v: u64, digits: usize) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    for i in (0..digits.min(16)).rev() {
        s.push(HEX[(v >> (4 * i)) as usize & 0xf] as char);
    }
}

/// Appends `v` in decimal (`{v}`, without the formatting machinery).
fn push_decimal(s: &mut String, v: u64) {
    if v >= 10 {
        push_decimal(s, v / 10);
    }
    s.push(char::from(b'0' + (v % 10) as u8));
}

/// Appends `v` in decimal with its sign.
fn push_signed(s: &mut String, v: i64) {
    if v < 0 {
        s.push('-');
    }
    push_decimal(s, v.unsigned_abs());
}
