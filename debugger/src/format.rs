//! gdb's value text: what `print`, `output` and `x` show, byte for byte as gdb 13 prints
//! the same C values, and a JSON twin for `--json`. Each rule was checked against gdb 13
//! on host programs (by hand and with random values of random C types, through this
//! crate's own DWARF type loader: `cargo run -p debugger --example gdb_diff` prints what to diff);
//! the unit tests hold gdb's own output.
//!
//! * integers in decimal; `char` as `65 'A'` with C escapes and octal (`'\310'`); `bool`
//!   as `true`/`false`; floats with `%g` at 5 (half), 9 (float) or 17 (double)
//!   significant digits, `inf`, `-nan(0x400000)` (the mantissa in hex);
//! * structures `{a = 1, b = 2.5}`, anonymous members without a name; arrays `{1, 2, 3}`
//!   with runs of more than 10 equal elements as `0 <repeats 16 times>` and at most 200
//!   elements then `...`; char arrays as strings (`"hi", '\000' <repeats 29 times>`), their
//!   last NUL dropped, decoded as UTF-8 the way gdb's iconv does;
//! * enums by name, flag enums as `(A | C | unknown: 0x8)`, else the number;
//! * pointers `(int *) 0x1234` at top level, `0x1234` inside aggregates; a `char *` is
//!   followed by its string when a context is given ([`format_value_in`]); C++ references
//!   as `(int &) @0x4010: 5`; addresses outside global/generic memory as `local#0x10`
//!   ([`address_text`]);
//! * `/x /d /u /o /t /c /f /a /z` applied to every scalar inside aggregates (char arrays
//!   then print as arrays); `/x` of a float shows its bits, `/f` of a 4- or 8-byte integer
//!   reinterprets its bits, `/c` converts to a char of the same signedness, `/a`
//!   sign-extends to 64 bits;
//! * a value with no byte known is one `<optimized out>` / `<unavailable>`; a part that
//!   could not be read is `<error: REASON>`.
//!
//! Not reproduced: gdb's `<symbol+offset>` after addresses (no host symbols here) and
//! `set print pretty`.

use std::fmt::Write as _;

use serde_json::json;

use dwarf_ext::Context;

use crate::types::{Encoding, Type, TypeKind};
use crate::value::{address_text, read_c_string, ByteState, Value};

/// gdb's defaults: `set print elements 200`, `set print repeats 10`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormatOptions {
    /// The format letter of `print/F` (`x d u o t c f a z s`), if any.
    pub format: Option<char>,
    /// `set print elements`: array elements and string characters shown at most.
    pub print_max: usize,
    /// `set print repeats`: runs longer than this collapse to `<repeats N times>`.
    pub repeat_threshold: usize,
    /// `set print pretty`: structures one member a line, indented by nesting.
    pub pretty: bool,
}

impl Default for FormatOptions {
    fn default() -> FormatOptions {
        FormatOptions {
            format: None,
            print_max: 200,
            repeat_threshold: 10,
            pretty: false,
        }
    }
}

impl FormatOptions {
    /// The defaults with a format letter.
    pub fn with_format(format: char) -> FormatOptions {
        FormatOptions {
            format: Some(format),
            ..FormatOptions::default()
        }
    }

    /// These options with a format letter.
    pub fn and_format(&self, format: Option<char>) -> FormatOptions {
        FormatOptions { format, ..*self }
    }
}

/// Why a format could not be applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// A letter gdb does not know.
    #[error("Undefined output format \"{0}\".")]
    UnknownFormat(char),
    /// A unit size other than b, h, w, g (1, 2, 4, 8).
    #[error("Invalid unit size {0}")]
    BadUnit(usize),
    /// A format `x` cannot show here (`s`, `i`).
    #[error("format '{0}' is not supported by this memory dump")]
    Unsupported(char),
}

/// The letters `print/F` accepts.
pub fn check_format(f: char) -> Result<(), FormatError> {
    match f {
        'x' | 'd' | 'u' | 'o' | 't' | 'c' | 'f' | 'a' | 'z' | 's' => Ok(()),
        c => Err(FormatError::UnknownFormat(c)),
    }
}

/// A value as `print` shows it after `$N = `, without reading memory (a `char *` shows
/// its address only; see [`format_value_in`]).
pub fn format_value(v: &Value, opts: &FormatOptions) -> String {
    format_value_in(v, opts, None)
}

/// A value as `print` shows it after `$N = `; with a context, pointers to characters are
/// followed by the string they point to, read from the pointer's address space
/// (`0x1000 "hello"`), as gdb does.
pub fn format_value_in<'c>(
    v: &Value,
    opts: &FormatOptions,
    mut ctx: Option<&mut (dyn Context + 'c)>,
) -> String {
    let mut out = String::new();
    let t = Type::strip(&v.ty);
    if v.is_reference() {
        // `(int &) @0x4010: 5`, with or without a format letter.
        write!(out, "({}) ", v.ty.name()).unwrap_or(());
        write_value(&mut out, v, opts, 0, ctx.as_deref_mut());
        if let Some(r) = &v.referent {
            out.push_str(": ");
            write_value(&mut out, r, opts, 0, ctx);
        }
        return out;
    }
    // gdb prefixes a top-level pointer with its type unless a format letter is given or
    // it is an unnamed pointer to (qualified) `char`, whose string follows instead
    // (c_value_print): `unsigned char *` keeps its prefix, so does a typedef of `char *`.
    if let TypeKind::Pointer {
        pointee,
        reference: None,
        ..
    } = &t.kind
    {
        let mut target = pointee.clone();
        while let TypeKind::Qualified(_, inner) = &target.kind {
            target = inner.clone();
        }
        let plain_char = v.ty.name.is_none()
            && matches!(target.kind, TypeKind::Base { .. })
            && target.name.as_deref() == Some("char");
        if opts.format.is_none() && !plain_char && v.is_known() {
            write!(out, "({}) ", v.ty.name()).unwrap_or(());
        }
    }
    write_value(&mut out, v, opts, 0, ctx);
    out
}

/// A value as `info locals`, `info args` and frame lines show it: like [`format_value`]
/// without the `(type *)` prefix of a top-level pointer.
pub fn format_inner(v: &Value, opts: &FormatOptions) -> String {
    let mut out = String::new();
    write_value(&mut out, v, opts, 0, None);
    out
}

/// What [`format_inner`]'s text of a value is made of, when that is no more than its type
/// and up to 16 known bytes, or one state every byte is in: values with equal keys (for
/// [`InnerKey::Scalar`], of the same type) print the same text under the same options, so a
/// caller printing the same variables of every lane at every stop can keep the text by key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InnerKey {
    /// A scalar whose bytes are all known: the bytes (little-endian) and their number. The
    /// text depends on the type too.
    Scalar(u128, u8),
    /// Every byte optimized out (`<optimized out>`, whatever the type).
    OptimizedOut,
    /// Every byte optimized out, read from a register (`<not saved>`).
    NotSaved,
    /// Every byte unavailable (`<unavailable>`).
    Unavailable,
}

/// The [`InnerKey`] of `v`; `None` when its text depends on more (an aggregate, an array, a
/// reference, a bit-field, an error's reason, bytes in several states).
pub fn inner_key(v: &Value) -> Option<InnerKey> {
    let first = v.states.first().copied().unwrap_or(ByteState::Known);
    if first != ByteState::Known {
        // `write_value`'s marker for a value with no byte known.
        if v.bytes.is_empty() || v.states.iter().any(|s| *s != first) {
            return None;
        }
        return match marker(first, v)? {
            "<not saved>" => Some(InnerKey::NotSaved),
            "<unavailable>" => Some(InnerKey::Unavailable),
            _ => Some(InnerKey::OptimizedOut),
        };
    }
    let scalar = !matches!(
        Type::stripped(&v.ty).kind,
        TypeKind::Aggregate { .. }
            | TypeKind::Array { .. }
            | TypeKind::Void
            | TypeKind::Function { .. }
    );
    if !scalar
        || v.bytes.is_empty()
        || v.bytes.len() > 16
        || v.states.iter().any(|s| *s != ByteState::Known)
        || v.bitfield.is_some()
        || v.referent.is_some()
        || v.is_reference()
    {
        return None;
    }
    Some(InnerKey::Scalar(v.unsigned()?, v.bytes.len() as u8))
}

/// Values nest at most this deep in text (hostile DWARF: a structure inside itself).
const MAX_DEPTH: usize = 32;

fn write_value<'c>(
    out: &mut String,
    v: &Value,
    opts: &FormatOptions,
    depth: usize,
    mut ctx: Option<&mut (dyn Context + 'c)>,
) {
    if depth > MAX_DEPTH {
        out.push_str("...");
        return;
    }
    let t = Type::stripped(&v.ty);
    // A value with no byte known prints as one marker, not field by field (gdb's
    // `value_check_printable`).
    if !v.bytes.is_empty() && !v.states.is_empty() {
        let first = v.states[0];
        if first != ByteState::Known && v.states.iter().all(|s| *s == first) {
            write_state(out, first, v);
            return;
        }
    }
    match &t.kind {
        TypeKind::Aggregate { .. } => {
            let fields = v.fields();
            if fields.is_empty() {
                out.push_str("{<No data fields>}");
                return;
            }
            out.push('{');
            if opts.pretty {
                // gdb's `set print pretty on`: a member a line, two spaces a level.
                out.push('\n');
            }
            for (i, (name, f)) in fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(if opts.pretty { ",\n" } else { ", " });
                }
                if opts.pretty {
                    out.push_str(&" ".repeat(2 * (depth + 1)));
                }
                if let Some(n) = name {
                    out.push_str(n);
                    out.push_str(" = ");
                }
                write_value(out, f, opts, depth + 1, ctx.as_deref_mut());
            }
            // A class with base classes and no fields of its own, as gdb shows it.
            if fields
                .iter()
                .all(|(n, _)| n.as_deref().is_some_and(|n| n.starts_with('<')))
            {
                out.push_str(if opts.pretty { ",\n" } else { ", " });
                if opts.pretty {
                    out.push_str(&" ".repeat(2 * (depth + 1)));
                }
                out.push_str("<No data fields>");
            }
            if opts.pretty {
                out.push('\n');
                out.push_str(&" ".repeat(2 * depth));
            }
            out.push('}');
        }
        TypeKind::Array { .. } => write_array(out, v, opts, depth, ctx),
        TypeKind::Void => out.push_str("void"),
        TypeKind::Function { .. } => out.push_str("{<text variable, no debug info>}"),
        _ => match v.state_of(0, v.bytes.len()) {
            ByteState::Known => write_scalar(out, v, opts, ctx),
            s => write_state(out, s, v),
        },
    }
}

fn write_state(out: &mut String, s: ByteState, v: &Value) {
    match marker(s, v) {
        Some(m) => out.push_str(m),
        None if s == ByteState::Error => write!(
            out,
            "<error: {}>",
            v.reason.as_deref().unwrap_or("cannot read value")
        )
        .unwrap_or(()),
        None => {}
    }
}

/// The text of a value every byte of which is in state `s`, when that does not depend on
/// why (an error's does).
fn marker(s: ByteState, v: &Value) -> Option<&'static str> {
    match s {
        // gdb's val_print_optimized_out: a register's lost value is "not saved".
        ByteState::OptimizedOut
            if v.lval
                .as_ref()
                .is_some_and(|l| matches!(l.first().storage, dwarf_ext::Storage::Register(_))) =>
        {
            Some("<not saved>")
        }
        ByteState::OptimizedOut => Some("<optimized out>"),
        ByteState::Unavailable => Some("<unavailable>"),
        ByteState::Error | ByteState::Known => None,
    }
}

fn write_array<'c>(
    out: &mut String,
    v: &Value,
    opts: &FormatOptions,
    depth: usize,
    mut ctx: Option<&mut (dyn Context + 'c)>,
) {
    let Some((el, _)) = Type::array_element(&v.ty) else {
        return;
    };
    let is_char = Type::encoding(&el).is_some_and(Encoding::is_char) && el.byte_size() == Some(1);
    if is_char && matches!(opts.format, None | Some('s')) && v.is_known() {
        let mut bytes: &[u8] = &v.bytes;
        if bytes.last() == Some(&0) {
            bytes = &bytes[..bytes.len() - 1];
        }
        write_string(out, bytes, opts, false);
        return;
    }
    let count = v.element_count();
    if count == 0 {
        out.push_str("{}");
        return;
    }
    out.push('{');
    let mut printed = 0usize;
    let mut i = 0u64;
    while i < count && printed < opts.print_max {
        if i > 0 {
            out.push_str(", ");
        }
        let mut reps = 1;
        while i + reps < count && v.elements_equal(i, i + reps) {
            reps += 1;
        }
        if let Some(e) = v.element_at(i) {
            write_value(out, &e, opts, depth + 1, ctx.as_deref_mut());
        }
        if reps > opts.repeat_threshold as u64 {
            write!(out, " <repeats {reps} times>").unwrap_or(());
            i += reps;
            printed += opts.repeat_threshold;
        } else {
            i += 1;
            printed += 1;
        }
    }
    if i < count {
        out.push_str("...");
    }
    out.push('}');
}

/// One element of a string as gdb's `printstr` sees it (the host charset is UTF-8).
#[derive(Debug, Clone, PartialEq, Eq)]
enum StrElem {
    /// A valid UTF-8 character: ASCII (escaped as C does), or multi-byte (shown as itself
    /// when printable, else its bytes in octal).
    Char(Vec<u8>),
    /// A byte that starts no valid UTF-8 sequence, shown in octal.
    Invalid(u8),
    /// A UTF-8 sequence cut short by the end of the string.
    Incomplete(Vec<u8>),
}

impl StrElem {
    fn text(&self, quote: u8) -> String {
        match self {
            StrElem::Char(b) if b.len() == 1 => escape(b[0], quote),
            StrElem::Char(b) => match std::str::from_utf8(b) {
                Ok(s) if !s.chars().any(char::is_control) => s.to_string(),
                _ => b.iter().map(|c| format!("\\{c:03o}")).collect(),
            },
            StrElem::Invalid(c) => format!("\\{c:03o}"),
            StrElem::Incomplete(b) => b.iter().map(|c| format!("\\{c:03o}")).collect(),
        }
    }
}

/// Splits a string's bytes into characters as gdb decodes them with iconv from UTF-8.
fn decode(bytes: &[u8]) -> Vec<StrElem> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        // Sequence lengths as glibc's UTF-8 decoder counts them (it still knows the old
        // 5- and 6-byte forms, so `\370` at the end is an incomplete sequence to gdb).
        let len = match b {
            0xc2..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf7 => 4,
            0xf8..=0xfb => 5,
            0xfc..=0xfd => 6,
            _ => 1,
        };
        if len > 1 {
            let rest = &bytes[i..];
            if rest.len() < len && rest[1..].iter().all(|c| (0x80..0xc0).contains(c)) {
                out.push(StrElem::Incomplete(rest.to_vec()));
                break;
            }
            if let Some(Ok(_)) = rest.get(..len).map(std::str::from_utf8) {
                out.push(StrElem::Char(rest[..len].to_vec()));
                i += len;
                continue;
            }
        }
        out.push(if b < 0x80 {
            StrElem::Char(vec![b])
        } else {
            StrElem::Invalid(b)
        });
        i += 1;
    }
    // gdb 13 loses the valid character just before an incomplete sequence (`"xyz\346"`
    // prints as `"xy", <incomplete sequence \346>`, while `"ab\200\346"` keeps its
    // invalid `\200`); hdb prints what gdb prints.
    if let [.., StrElem::Char(_), StrElem::Incomplete(_)] = out.as_slice() {
        let n = out.len();
        out.remove(n - 2);
    }
    out
}

/// A char array's bytes as gdb's `printstr` writes them: quoted runs, long runs of one
/// character as `'c' <repeats N times>`, UTF-8 characters as themselves, a sequence cut
/// short at the end as `<incomplete sequence \ooo>`, at most `print_max` characters then
/// `...`.
fn write_string(out: &mut String, bytes: &[u8], opts: &FormatOptions, more: bool) {
    let elems = decode(bytes);
    if elems.is_empty() {
        out.push_str("\"\"");
        return;
    }
    let limit = elems.len().min(opts.print_max);
    let mut i = 0;
    let mut in_quote = false;
    let mut any = false;
    let sep = |out: &mut String, any: bool| {
        if any {
            out.push_str(", ");
        }
    };
    while i < limit {
        let e = &elems[i];
        if let StrElem::Incomplete(_) = e {
            if in_quote {
                out.push('"');
                in_quote = false;
            }
            sep(out, any);
            write!(out, "<incomplete sequence {}>", e.text(b'"')).unwrap_or(());
            i += 1;
            any = true;
            continue;
        }
        let mut run = 1;
        while i + run < elems.len() && elems[i + run] == *e {
            run += 1;
        }
        if run > opts.repeat_threshold {
            if in_quote {
                out.push('"');
                in_quote = false;
            }
            sep(out, any);
            write!(out, "'{}' <repeats {run} times>", e.text(b'\'')).unwrap_or(());
            i += run;
        } else {
            if !in_quote {
                sep(out, any);
                out.push('"');
                in_quote = true;
            }
            out.push_str(&e.text(b'"'));
            i += 1;
        }
        any = true;
    }
    if in_quote {
        out.push('"');
    }
    if i < elems.len() || more {
        out.push_str("...");
    }
}

/// One character as C writes it inside `quote`s: the named escapes, the quote and the
/// backslash escaped, printable ASCII as is, anything else as three octal digits.
fn escape(c: u8, quote: u8) -> String {
    match c {
        7 => "\\a".into(),
        8 => "\\b".into(),
        12 => "\\f".into(),
        b'\n' => "\\n".into(),
        b'\r' => "\\r".into(),
        b'\t' => "\\t".into(),
        11 => "\\v".into(),
        b'\\' => "\\\\".into(),
        c if c == quote => format!("\\{}", c as char),
        0x20..=0x7e => (c as char).to_string(),
        c => format!("\\{c:03o}"),
    }
}

/// `65 'A'`.
fn char_text(value: i128, byte: u8) -> String {
    format!("{value} '{}'", escape(byte, b'\''))
}

fn write_scalar<'c>(
    out: &mut String,
    v: &Value,
    opts: &FormatOptions,
    ctx: Option<&mut (dyn Context + 'c)>,
) {
    let format = opts.format;
    let t = Type::stripped(&v.ty);
    let size = v.bytes.len();
    let raw = v.unsigned().unwrap_or(0);
    let enc = Type::encoding(&v.ty);
    let signed = enc.is_some_and(Encoding::is_signed);
    let sval = v.signed().unwrap_or(0);
    let value = if signed { sval } else { raw as i128 };
    if v.is_reference() {
        // A reference shows its address whatever the format (gdb: `@0x4010`).
        if let TypeKind::Pointer { space, .. } = &t.kind {
            write!(out, "@{}", address_text(*space, raw as u64)).unwrap_or(());
        }
        return;
    }
    match format {
        Some('x') => write!(out, "{raw:#x}").unwrap_or(()),
        // An address: the value (a float's, truncated) as a 64-bit pointer, so negative
        // numbers sign-extend.
        Some('a') => {
            let int = match enc {
                Some(Encoding::Float) => float_value(v).map_or(0, crate::value::float_to_longest),
                _ => value,
            };
            write!(out, "{:#x}", int as u64).unwrap_or(())
        }
        Some('z') => write!(out, "0x{raw:0width$x}", width = size * 2).unwrap_or(()),
        Some('o') if raw == 0 => out.push('0'),
        Some('o') => write!(out, "0{raw:o}").unwrap_or(()),
        Some('t') => write!(out, "{raw:b}").unwrap_or(()),
        Some('d') => write!(out, "{sval}").unwrap_or(()),
        Some('u') => write!(out, "{raw}").unwrap_or(()),
        Some('c') => {
            // gdb casts the value (not its bits) to a one-byte integer of the same
            // signedness.
            let int = match enc {
                Some(Encoding::Float) => float_value(v).map_or(0, crate::value::float_to_longest),
                _ => value,
            };
            let byte = int as u8;
            let shown = if signed || enc == Some(Encoding::Float) {
                i128::from(byte as i8)
            } else {
                i128::from(byte)
            };
            out.push_str(&char_text(shown, byte));
        }
        Some('f') => match (enc, size) {
            (Some(Encoding::Float), _) | (_, 4) | (_, 8) => {
                out.push_str(&float_text(raw as u64, size))
            }
            _ => write!(out, "{value}").unwrap_or(()),
        },
        _ => match &t.kind {
            TypeKind::Enum {
                enumerators, flag, ..
            } => out.push_str(&enum_text(enumerators, *flag, value)),
            TypeKind::Pointer { space, pointee, .. } => {
                out.push_str(&address_text(*space, raw as u64));
                let textual = Type::encoding(pointee).is_some_and(Encoding::is_char)
                    && pointee.byte_size() == Some(1);
                if let (true, Some(ctx), true) = (textual, ctx, raw != 0) {
                    let (bytes, more, err) = read_c_string(*space, raw as u64, opts.print_max, ctx);
                    out.push(' ');
                    match err {
                        Some(e) if bytes.is_empty() => write!(out, "<error: {e}>").unwrap_or(()),
                        _ => write_string(out, &bytes, opts, more),
                    }
                }
            }
            _ => match enc {
                Some(Encoding::Boolean) => match raw {
                    0 => out.push_str("false"),
                    1 => out.push_str("true"),
                    n => write!(out, "{n}").unwrap_or(()),
                },
                Some(e) if e.is_char() && size == 1 => out.push_str(&char_text(value, raw as u8)),
                Some(Encoding::Float) => out.push_str(&float_text(raw as u64, size)),
                Some(Encoding::Address) => write!(out, "{raw:#x}").unwrap_or(()),
                Some(Encoding::Other(_)) => write!(out, "{raw:#x}").unwrap_or(()),
                _ => write!(out, "{value}").unwrap_or(()),
            },
        },
    }
}

fn float_value(v: &Value) -> Option<f64> {
    match v.bytes.len() {
        4 => Some(f64::from(f32::from_le_bytes(v.bytes[..4].try_into().ok()?))),
        8 => Some(f64::from_le_bytes(v.bytes[..8].try_into().ok()?)),
        _ => None,
    }
}

/// gdb's enum text (`generic_val_print_enum_1`).
fn enum_text(enumerators: &[(String, i128)], flag: bool, value: i128) -> String {
    if let Some((n, _)) = enumerators.iter().find(|(_, v)| *v == value) {
        return n.clone();
    }
    if !flag {
        return value.to_string();
    }
    let mut rest = value;
    let mut parts = Vec::new();
    for (n, v) in enumerators {
        if rest & v != 0 {
            parts.push(n.clone());
            rest &= !v;
        }
    }
    if rest != 0 {
        parts.push(format!("unknown: {rest:#x}"));
    }
    if parts.is_empty() {
        return "0".into();
    }
    format!("({})", parts.join(" | "))
}

/// A float of `size` bytes (2, 4 or 8) from its bits, as gdb prints it: `%g` with 9 (float)
/// or 17 (double) significant digits — enough to round-trip — and `inf`, `nan(0x...)`.
pub fn float_text(bits: u64, size: usize) -> String {
    let (sign, exp_all_ones, mantissa, value, digits) = match size {
        2 => {
            let b = bits as u16;
            let exp = (b >> 10) & 0x1f;
            let man = u64::from(b & 0x3ff);
            let v = half_to_f64(b);
            (b >> 15 == 1, exp == 0x1f, man, v, 5)
        }
        4 => {
            let b = bits as u32;
            let f = f32::from_bits(b);
            (
                b >> 31 == 1,
                (b >> 23) & 0xff == 0xff,
                u64::from(b & 0x7f_ffff),
                f64::from(f),
                9,
            )
        }
        _ => {
            let f = f64::from_bits(bits);
            (
                bits >> 63 == 1,
                (bits >> 52) & 0x7ff == 0x7ff,
                bits & 0xf_ffff_ffff_ffff,
                f,
                17,
            )
        }
    };
    let minus = if sign { "-" } else { "" };
    if exp_all_ones {
        return if mantissa == 0 {
            format!("{minus}inf")
        } else {
            format!("{minus}nan({mantissa:#x})")
        };
    }
    percent_g(value, digits)
}

fn half_to_f64(b: u16) -> f64 {
    let sign = if b >> 15 == 1 { -1.0 } else { 1.0 };
    let exp = i32::from((b >> 10) & 0x1f);
    let man = f64::from(b & 0x3ff);
    sign * if exp == 0 {
        man * 2f64.powi(-24)
    } else {
        (1.0 + man / 1024.0) * 2f64.powi(exp - 15)
    }
}

/// C's `%.{precision}g`.
pub fn percent_g(x: f64, precision: usize) -> String {
    let p = precision.max(1);
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.into();
    }
    let sci = format!("{:.*e}", p - 1, x);
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if exp < -4 || exp >= p as i32 {
        let mant = trim_zeros(mant);
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mant}e{sign}{:02}", exp.abs())
    } else {
        let decimals = (p as i32 - 1 - exp).max(0) as usize;
        trim_zeros(&format!("{x:.decimals$}")).to_string()
    }
}

fn trim_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

/// `x/NFU`: `bytes` read from `address` shown as gdb lays them out: a line per 8 bytes,
/// halfwords or (for `c`) characters, 4 words or 2 giant words, each line `LABEL:` then the
/// items after tabs. `label` writes a line's address (`0x1000`, `local#0x10`); the unit is
/// 1, 2, 4 or 8 bytes.
pub fn format_memory(
    bytes: &[u8],
    address: u64,
    format: char,
    unit: usize,
    label: &dyn Fn(u64) -> String,
) -> Result<String, FormatError> {
    if !matches!(unit, 1 | 2 | 4 | 8) {
        return Err(FormatError::BadUnit(unit));
    }
    match format {
        'x' | 'z' | 'd' | 'u' | 'o' | 't' | 'c' | 'a' | 'f' => {}
        's' | 'i' => return Err(FormatError::Unsupported(format)),
        c => return Err(FormatError::UnknownFormat(c)),
    }
    let per_line = match unit {
        1 | 2 => 8,
        4 => 4,
        _ => 2,
    };
    let mut out = String::new();
    for (n, chunk) in bytes.chunks(unit * per_line).enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let at = address.wrapping_add((n * unit * per_line) as u64);
        write!(out, "{}:", label(at)).unwrap_or(());
        for item in chunk.chunks(unit) {
            let mut b = [0u8; 8];
            b[..item.len()].copy_from_slice(item);
            let raw = u64::from_le_bytes(b);
            let shift = 64 - 8 * unit as u32;
            let signed = ((raw << shift) as i64) >> shift;
            out.push('\t');
            match format {
                'x' | 'z' => write!(out, "0x{raw:0w$x}", w = unit * 2).unwrap_or(()),
                'd' => write!(out, "{signed}").unwrap_or(()),
                'u' => write!(out, "{raw}").unwrap_or(()),
                'o' if raw == 0 => out.push('0'),
                'o' => write!(out, "0{raw:o}").unwrap_or(()),
                't' => write!(out, "{raw:0w$b}", w = unit * 8).unwrap_or(()),
                // An address-sized value: a word sign-extends, as gdb's `x/aw` shows.
                'a' => write!(out, "{:#x}", signed as u64).unwrap_or(()),
                'c' => out.push_str(&char_text(i128::from(raw as u8 as i8), raw as u8)),
                _ => match unit {
                    4 | 8 => out.push_str(&float_text(raw, unit)),
                    _ => write!(out, "{signed}").unwrap_or(()),
                },
            }
        }
    }
    Ok(out)
}

/// What `x` produced: the dump, the address after it (gdb's next default for `x`), and
/// the error that cut it short (`Cannot access memory at address 0x...`), if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Examined {
    /// The lines, as [`format_memory`] writes them (`x/s`: one string a line).
    pub text: String,
    /// The address after the last unit or string shown.
    pub next: u64,
    /// Why the dump stopped early.
    pub error: Option<String>,
}

/// `x/NFU ADDR` against a context: reads `count` units of `unit` bytes (or, for `s`,
/// `count` C strings) from `space` at `addr` and lays them out as gdb does. Memory that
/// cannot be read ends the dump at the last readable unit, with gdb's message.
pub fn examine(
    ctx: &mut dyn Context,
    space: dwarf_ext::AddrSpace,
    addr: u64,
    count: usize,
    format: char,
    unit: usize,
    label: &dyn Fn(u64) -> String,
) -> Result<Examined, FormatError> {
    let cannot = |a: u64| format!("Cannot access memory at address {}", address_text(space, a));
    if format == 's' {
        let opts = FormatOptions::default();
        let mut text = String::new();
        let mut at = addr;
        for n in 0..count {
            let (bytes, more, err) = read_c_string(space, at, opts.print_max, ctx);
            if let Some(e) = err {
                if bytes.is_empty() {
                    return Ok(Examined {
                        text,
                        next: at,
                        error: Some(if e.starts_with("Cannot access") {
                            e
                        } else {
                            cannot(at)
                        }),
                    });
                }
            }
            if n > 0 {
                text.push('\n');
            }
            write!(text, "{}:\t", label(at)).unwrap_or(());
            write_string(&mut text, &bytes, &opts, more);
            at = at.wrapping_add(bytes.len() as u64 + u64::from(!more));
        }
        return Ok(Examined {
            text,
            next: at,
            error: None,
        });
    }
    // Check the format and unit before touching memory.
    format_memory(&[], addr, format, unit, label)?;
    let total = count
        .saturating_mul(unit)
        .min(crate::value::MAX_VALUE_BYTES as usize);
    let whole = dwarf_ext::Location::memory(space, addr).read(ctx, total);
    let (bytes, error) = match whole {
        Ok(b) => (b, None),
        Err(_) => {
            // Find the readable units one by one.
            let mut b = Vec::new();
            let mut bad = None;
            while b.len() < total {
                let at = addr.wrapping_add(b.len() as u64);
                match dwarf_ext::Location::memory(space, at).read(ctx, unit) {
                    Ok(u) => b.extend(u),
                    Err(_) => {
                        bad = Some(cannot(at));
                        break;
                    }
                }
            }
            (b, bad)
        }
    };
    let text = if bytes.is_empty() {
        String::new()
    } else {
        format_memory(&bytes, addr, format, unit, label)?
    };
    Ok(Examined {
        text,
        next: addr.wrapping_add(bytes.len() as u64),
        error,
    })
}

/// The JSON twin of a value: `type` (gdb's name), `text` (what `print` shows inside an
/// aggregate), and by kind: `fields` (name, value) of structures and unions, `elements` of
/// arrays (at most `print_max`, `truncated` when there were more), `space` and `address`
/// of pointers, `state` (`optimized_out`, `unavailable`, `error` with `error`) when not
/// every byte is known.
pub fn to_json(v: &Value, opts: &FormatOptions) -> serde_json::Value {
    to_json_depth(v, opts, 0)
}

fn to_json_depth(v: &Value, opts: &FormatOptions, depth: usize) -> serde_json::Value {
    let mut text = String::new();
    write_value(&mut text, v, opts, depth, None);
    let mut o = json!({ "type": v.ty.name(), "text": text });
    let t = Type::strip(&v.ty);
    let state = v.state_of(0, v.bytes.len());
    if state != ByteState::Known {
        o["state"] = json!(match state {
            ByteState::OptimizedOut => "optimized_out",
            ByteState::Unavailable => "unavailable",
            _ => "error",
        });
        if let Some(r) = &v.reason {
            o["error"] = json!(r);
        }
    }
    if depth > MAX_DEPTH {
        return o;
    }
    match &t.kind {
        TypeKind::Aggregate { .. } => {
            o["fields"] = v
                .fields()
                .iter()
                .map(|(n, f)| {
                    let mut j = to_json_depth(f, opts, depth + 1);
                    j["name"] = json!(n);
                    j
                })
                .collect();
        }
        TypeKind::Array { .. } => {
            let count = v.element_count();
            if count > opts.print_max as u64 {
                o["truncated"] = json!(true);
            }
            o["elements"] = (0..count.min(opts.print_max as u64))
                .filter_map(|i| v.element_at(i))
                .map(|e| to_json_depth(&e, opts, depth + 1))
                .collect();
        }
        TypeKind::Pointer { space, .. } if v.is_known() => {
            o["space"] = json!(space.to_string());
            o["address"] = json!(format!("{:#x}", v.unsigned().unwrap_or(0)));
        }
        _ if v.is_known() && Type::is_scalar(&v.ty) => {
            match v.scalar() {
                Ok(crate::value::Scalar::Int(i)) => {
                    o["value"] = i64::try_from(i)
                        .map(|x| json!(x))
                        .or_else(|_| u64::try_from(i).map(|x| json!(x)))
                        .unwrap_or_else(|_| json!(i.to_string()))
                }
                Ok(crate::value::Scalar::Float(f)) if f.is_finite() => o["value"] = json!(f),
                _ => {}
            };
        }
        _ => {}
    }
    o
}

/// gdb's array layout with repeats: `{0x1, 0x2, 0x0 <repeats 62 times>}`.
pub fn gdb_array(items: &[String]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < items.len() {
        let mut j = i + 1;
        while j < items.len() && items[j] == items[i] {
            j += 1;
        }
        let n = j - i;
        if n >= 10 {
            parts.push(format!("{} <repeats {n} times>", items[i]));
        } else {
            parts.extend(std::iter::repeat_n(items[i].clone(), n));
        }
        i = j;
    }
    format!("{{{}}}", parts.join(", "))
}

#[cfg(test)]
mod tests {
    //! Expected strings are gdb 13's output for the same C values (a host program built
    //! with `gcc -g`, printed with `gdb -batch -ex 'print ...'`).
    use super::*;
    use crate::types::{AggregateKind, Member, Qualifier, Reference, SpaceSource};
    use dwarf_ext::AddrSpace;
    use std::sync::Arc;

    fn p(v: &Value) -> String {
        format_value(v, &FormatOptions::default())
    }
    fn pf(v: &Value, f: char) -> String {
        format_value(v, &FormatOptions::with_format(f))
    }
    fn ints(ty: Arc<Type>, xs: &[i128]) -> Value {
        let n = xs.len() as u64;
        let es = ty.byte_size().unwrap() as usize;
        let mut b = Vec::new();
        for x in xs {
            b.extend_from_slice(&x.to_le_bytes()[..es]);
        }
        Value::from_bytes(Type::array_of(ty, n), b)
    }
    fn member(n: &str, ty: Arc<Type>, off: u64) -> Member {
        Member {
            name: Some(n.into()),
            ty,
            byte_offset: off,
            bits: None,
            base: false,
        }
    }
    fn pair() -> Value {
        let t = Type::aggregate(
            "Pair",
            AggregateKind::Struct,
            vec![
                member("a", Type::int(), 0),
                member("b", Type::float(), 4),
                member("c", Type::array_of(Type::int(), 4), 8),
            ],
            24,
        );
        let mut b = Vec::new();
        b.extend(1i32.to_le_bytes());
        b.extend(2.5f32.to_le_bytes());
        for i in 1..=4i32 {
            b.extend(i.to_le_bytes());
        }
        Value::from_bytes(t, b)
    }

    /// `struct B { union { int data[2]; struct { int x; int y; }; }; }`, `struct D : B {}` and
    /// `struct E : B { int z; }`, printed and searched as gdb 13 does for g++'s build.
    #[test]
    fn base_classes_print_and_are_searched() {
        let inner = Type::aggregate(
            "",
            AggregateKind::Struct,
            vec![member("x", Type::int(), 0), member("y", Type::int(), 4)],
            8,
        );
        let anonymous = |ty: Arc<Type>| Member {
            name: None,
            ty,
            byte_offset: 0,
            bits: None,
            base: false,
        };
        let union = Type::aggregate(
            "",
            AggregateKind::Union,
            vec![
                member("data", Type::array_of(Type::int(), 2), 0),
                anonymous(inner),
            ],
            8,
        );
        let b = Type::aggregate("B", AggregateKind::Struct, vec![anonymous(union)], 8);
        let base = Member {
            name: Some("B".into()),
            ty: b,
            byte_offset: 0,
            bits: None,
            base: true,
        };
        let d = Type::aggregate("D", AggregateKind::Struct, vec![base.clone()], 8);
        let e = Type::aggregate(
            "E",
            AggregateKind::Struct,
            vec![base, member("z", Type::int(), 8)],
            12,
        );
        let bytes = |xs: &[i32]| xs.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let dv = Value::from_bytes(d.clone(), bytes(&[5, 3]));
        assert_eq!(
            p(&dv),
            "{<B> = {{data = {5, 3}, {x = 5, y = 3}}}, <No data fields>}"
        );
        assert_eq!(p(&dv.member("y").unwrap()), "3");
        let ev = Value::from_bytes(e.clone(), bytes(&[1, 2, 9]));
        assert_eq!(p(&ev), "{<B> = {{data = {1, 2}, {x = 1, y = 2}}}, z = 9}");
        assert_eq!(p(&ev.member("x").unwrap()), "1");
        assert!(ev.member("B").is_err(), "a base is not a member by name");
        assert_eq!(Type::ptype(&e), "struct E : public B {\n    int z;\n}");
    }

    #[test]
    fn scalars() {
        assert_eq!(p(&Value::int(-42)), "-42");
        assert_eq!(p(&Value::from_int(Type::char(), 65)), "65 'A'");
        assert_eq!(p(&Value::from_int(Type::char(), 10)), "10 '\\n'");
        assert_eq!(p(&Value::from_int(Type::char(), 0)), "0 '\\000'");
        assert_eq!(p(&Value::from_int(Type::char(), -56)), "-56 '\\310'");
        assert_eq!(p(&Value::from_int(Type::char(), 27)), "27 '\\033'");
        assert_eq!(p(&Value::from_int(Type::char(), 39)), "39 '\\''");
        assert_eq!(p(&Value::from_int(Type::char(), 34)), "34 '\"'");
        let uc = crate::types::builtin("unsigned char").unwrap();
        assert_eq!(p(&Value::from_int(uc, 200)), "200 '\\310'");
        let sc = crate::types::builtin("signed char").unwrap();
        assert_eq!(p(&Value::from_int(sc, -5)), "-5 '\\373'");
        assert_eq!(p(&Value::from_int(Type::bool(), 1)), "true");
        assert_eq!(p(&Value::from_int(Type::bool(), 0)), "false");
        let ul = Type::ulong();
        assert_eq!(
            p(&Value::from_int(ul, u64::MAX as i128)),
            "18446744073709551615"
        );
        assert_eq!(
            p(&Value::from_int(Type::long(), -123456789012)),
            "-123456789012"
        );
    }

    #[test]
    fn floats() {
        let f = |x: f32| p(&Value::from_float(Type::float(), f64::from(x)));
        let d = |x: f64| p(&Value::from_float(Type::double(), x));
        assert_eq!(f(1.5), "1.5");
        assert_eq!(f(0.1), "0.100000001");
        assert_eq!(f(-2.0), "-2");
        assert_eq!(f(1e10), "1e+10");
        assert_eq!(f(1e-5), "9.99999975e-06");
        assert_eq!(f(100.0), "100");
        assert_eq!(f(1.0 / 3.0), "0.333333343");
        assert_eq!(f(12345678.0), "12345678");
        assert_eq!(f(f32::INFINITY), "inf");
        assert_eq!(d(0.1), "0.10000000000000001");
        assert_eq!(d(1.5), "1.5");
        assert_eq!(d(1e20), "1e+20");
        assert_eq!(d(1.0 / 3.0), "0.33333333333333331");
        assert_eq!(d(3.0), "3");
        assert_eq!(d(-0.0), "-0");
        assert_eq!(d(1.5e-7), "1.4999999999999999e-07");
        assert_eq!(d(123456789.0), "123456789");
        assert_eq!(d(1e16), "10000000000000000");
        assert_eq!(d(1e15), "1000000000000000");
        assert_eq!(d(0.0001), "0.0001");
        assert_eq!(d(10.0 / 3.0), "3.3333333333333335");
        assert_eq!(float_text(0x7fc0_0000, 4), "nan(0x400000)");
        assert_eq!(float_text(0xffc0_0000, 4), "-nan(0x400000)");
        assert_eq!(
            float_text(0xfff8_0000_0000_0000, 8),
            "-nan(0x8000000000000)"
        );
        assert_eq!(float_text(0xfff0_0000_0000_0000, 8), "-inf");
        // _Float16 (gdb 13: 1.5, 0.099976, 65504, 1.1921e-07, -3.1406).
        assert_eq!(float_text(0x3e00, 2), "1.5");
        assert_eq!(float_text(0x2e66, 2), "0.099976");
        assert_eq!(float_text(0x7bff, 2), "65504");
        assert_eq!(float_text(0x0002, 2), "1.1921e-07");
        assert_eq!(float_text(0xc248, 2), "-3.1406");
        assert_eq!(float_text(0x7c00, 2), "inf");
    }

    #[test]
    fn aggregates() {
        assert_eq!(p(&pair()), "{a = 1, b = 2.5, c = {1, 2, 3, 4}}");
        assert_eq!(
            pf(&pair(), 'x'),
            "{a = 0x1, b = 0x40200000, c = {0x1, 0x2, 0x3, 0x4}}"
        );
        assert_eq!(
            pf(&pair(), 'f'),
            "{a = 1.40129846e-45, b = 2.5, c = {1.40129846e-45, 2.80259693e-45, \
             4.20389539e-45, 5.60519386e-45}}"
        );
        let u = Type::aggregate(
            "U",
            AggregateKind::Union,
            vec![member("i", Type::int(), 0), member("f", Type::float(), 0)],
            4,
        );
        let uv = Value::from_bytes(u, 0x3fc0_0000u32.to_le_bytes().to_vec());
        assert_eq!(p(&uv), "{i = 1069547520, f = 1.5}");
        assert_eq!(pf(&uv, 'x'), "{i = 0x3fc00000, f = 0x3fc00000}");
        // Bit fields: struct Bits { unsigned x : 3; int y : 5; unsigned z : 8; } = {5, -3, 200}
        let bf = |n: &str, ty, off, bits| Member {
            name: Some(String::from(n)),
            ty,
            byte_offset: off / 8,
            bits: Some((off, bits)),
            base: false,
        };
        let bits_t = Type::aggregate(
            "Bits",
            AggregateKind::Struct,
            vec![
                bf("x", Type::uint(), 0, 3),
                bf("y", Type::int(), 3, 5),
                bf("z", Type::uint(), 8, 8),
            ],
            4,
        );
        let raw: u32 = 5 | ((-3i32 as u32 & 0x1f) << 3) | (200 << 8);
        let bv = Value::from_bytes(bits_t, raw.to_le_bytes().to_vec());
        assert_eq!(p(&bv), "{x = 5, y = -3, z = 200}");
        assert_eq!(pf(&bv, 'x'), "{x = 0x5, y = 0xfffffffd, z = 0xc8}");
    }

    #[test]
    fn arrays_and_repeats() {
        let int = Type::int();
        assert_eq!(p(&ints(int.clone(), &[1, 2, 3])), "{1, 2, 3}");
        assert_eq!(p(&ints(int.clone(), &[0; 16])), "{0 <repeats 16 times>}");
        let mut r2 = vec![0i128; 16];
        r2[0] = 1;
        r2[1] = 2;
        assert_eq!(p(&ints(int.clone(), &r2)), "{1, 2, 0 <repeats 14 times>}");
        assert_eq!(
            pf(&ints(int.clone(), &r2), 'x'),
            "{0x1, 0x2, 0x0 <repeats 14 times>}"
        );
        let mixed = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3];
        assert_eq!(
            p(&ints(int.clone(), &mixed)),
            "{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3}"
        );
        assert_eq!(p(&ints(int.clone(), &[0; 300])), "{0 <repeats 300 times>}");
        let seq: Vec<i128> = (0..300).collect();
        let s = p(&ints(int.clone(), &seq));
        assert!(s.starts_with("{0, 1, 2, "));
        assert!(s.ends_with(", 197, 198, 199...}"), "{s}");
        let four = FormatOptions {
            print_max: 4,
            ..FormatOptions::default()
        };
        assert_eq!(
            format_value(&ints(int.clone(), &seq), &four),
            "{0, 1, 2, 3...}"
        );
        assert_eq!(
            pf(&ints(int.clone(), &[1, 2, 3]), 'z'),
            "{0x00000001, 0x00000002, 0x00000003}"
        );
        assert_eq!(
            pf(&ints(int.clone(), &[1, 2, 3]), 'c'),
            "{1 '\\001', 2 '\\002', 3 '\\003'}"
        );
        // int [2][3]
        let two = Value::from_bytes(
            Arc::new(Type {
                name: None,
                scope: String::new(),
                kind: TypeKind::Array {
                    element: int.clone(),
                    dims: vec![Some(2), Some(3)],
                    vector: false,
                },
                die: None,
                cplus: false,
                bare_tags: false,
            }),
            (1..=6i32).flat_map(|i| i.to_le_bytes()).collect(),
        );
        assert_eq!(p(&two), "{{1, 2, 3}, {4, 5, 6}}");
        assert_eq!(pf(&two, 'x'), "{{0x1, 0x2, 0x3}, {0x4, 0x5, 0x6}}");
        let b = ints(Type::bool(), &[1, 0, 1]);
        assert_eq!(p(&b), "{true, false, true}");
        assert_eq!(pf(&b, 'x'), "{0x1, 0x0, 0x1}");
        // Repeated structures: struct Pair ps[12] (all zero).
        let pt = Type::aggregate(
            "Pair",
            AggregateKind::Struct,
            vec![member("a", Type::int(), 0), member("b", Type::float(), 4)],
            8,
        );
        let ps = Value::from_bytes(Type::array_of(pt, 12), vec![0; 96]);
        assert_eq!(p(&ps), "{{a = 0, b = 0} <repeats 12 times>}");
    }

    #[test]
    fn strings() {
        let s = |b: &[u8]| {
            let v = Value::from_bytes(Type::array_of(Type::char(), b.len() as u64), b.to_vec());
            p(&v)
        };
        let mut buf = vec![0u8; 32];
        buf[..2].copy_from_slice(b"hi");
        assert_eq!(s(&buf), "\"hi\", '\\000' <repeats 29 times>");
        assert_eq!(s(b"hello\0"), "\"hello\"");
        assert_eq!(s(b"abcd"), "\"abcd\"");
        assert_eq!(s(b"ab\0\0"), "\"ab\\000\"");
        let mut rep = vec![b'a'; 15];
        rep.extend(b"b\0\0\0\0");
        assert_eq!(s(&rep), "'a' <repeats 15 times>, \"b\\000\\000\\000\"");
        assert_eq!(s(b"\t\"\\\x01\x7fx"), "\"\\t\\\"\\\\\\001\\177x\"");
        // UTF-8 (gdb's host charset): characters as themselves, broken ends as gdb has them.
        assert_eq!(s(b"h\xc3\xa9llo\0"), "\"h\u{e9}llo\"");
        assert_eq!(s(b"x\xe6\0"), "<incomplete sequence \\346>");
        assert_eq!(s(b"xyz\xe6\0"), "\"xy\", <incomplete sequence \\346>");
        assert_eq!(s(b"x\xe6\xbf\0"), "<incomplete sequence \\346\\277>");
        assert_eq!(s(b"\xe6\xbfx\0"), "\"\\346\\277x\"");
        assert_eq!(s(&b"\xc3\xa9".repeat(12)), "'\u{e9}' <repeats 12 times>");
        assert_eq!(s(b"\xf0\x9f\x98\x80!\0"), "\"\u{1f600}!\"");
        assert_eq!(s(b"a\xc3\0\0"), "\"a\\303\\000\"");
        assert_eq!(
            s(b"aaaaaaaaaaaaa\xe6\0"),
            "'a' <repeats 12 times>, <incomplete sequence \\346>"
        );
        assert_eq!(s(b"a\n\xe6\0"), "\"a\", <incomplete sequence \\346>");
        assert_eq!(s(b"z\xc3\xa9\xe6\0"), "\"z\", <incomplete sequence \\346>");
        assert_eq!(
            s(b"ab\x80\xe6\0"),
            "\"ab\\200\", <incomplete sequence \\346>"
        );
        assert_eq!(s(b"x\xe6\xe6\0"), "\"x\\346\", <incomplete sequence \\346>");
        assert_eq!(s(b"\n\xe6\0"), "<incomplete sequence \\346>");
        assert_eq!(s(b"ab\xc0\0"), "\"ab\\300\"");
        assert_eq!(s(b"ab\xfe\0"), "\"ab\\376\"");
        assert_eq!(
            s(b"ab\xf8\x80\x80\0"),
            "\"a\", <incomplete sequence \\370\\200\\200>"
        );
        assert_eq!(
            s(b"ab\xed\xa0\0"),
            "\"a\", <incomplete sequence \\355\\240>"
        );
        let v = Value::from_bytes(Type::array_of(Type::char(), 6), b"hello\0".to_vec());
        assert_eq!(pf(&v, 'x'), "{0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x0}");
        assert_eq!(pf(&v, 'd'), "{104, 101, 108, 108, 111, 0}");
        assert_eq!(pf(&v, 's'), "\"hello\"");
        let four = FormatOptions {
            print_max: 4,
            ..FormatOptions::default()
        };
        let v = Value::from_bytes(Type::array_of(Type::char(), 8), b"abcdefg\0".to_vec());
        assert_eq!(format_value(&v, &four), "\"abcd\"...");
    }

    #[test]
    fn enums() {
        let e = |vals: &[(&str, i128)], flag: bool, x: i128| {
            let t = Arc::new(Type {
                name: Some("E".into()),
                scope: String::new(),
                kind: TypeKind::Enum {
                    enumerators: vals.iter().map(|(n, v)| (n.to_string(), *v)).collect(),
                    byte_size: 4,
                    signed: false,
                    flag,
                    scoped: false,
                    underlying: None,
                },
                die: None,
                cplus: false,
                bare_tags: false,
            });
            Value::from_int(t, x)
        };
        let color = [("RED", 0), ("GREEN", 1), ("BLUE", 2)];
        let flags = [("F_A", 1), ("F_B", 2), ("F_C", 4)];
        assert_eq!(p(&e(&color, true, 2)), "BLUE");
        assert_eq!(p(&e(&color, true, 7)), "(GREEN | BLUE | unknown: 0x4)");
        assert_eq!(p(&e(&flags, true, 5)), "(F_A | F_C)");
        assert_eq!(p(&e(&flags, true, 9)), "(F_A | unknown: 0x8)");
        assert_eq!(p(&e(&flags, true, 0)), "0");
        assert_eq!(p(&e(&[("A", 1), ("B", 3)], false, 7)), "7");
        assert_eq!(pf(&e(&color, true, 2), 'x'), "0x2");
        assert_eq!(pf(&e(&color, true, 2), 'd'), "2");
    }

    #[test]
    fn pointers() {
        let ip = Type::pointer_to(Type::int(), AddrSpace::GLOBAL, false);
        assert_eq!(p(&Value::pointer(ip.clone(), 0x1234)), "(int *) 0x1234");
        assert_eq!(p(&Value::pointer(ip.clone(), 0)), "(int *) 0x0");
        assert_eq!(pf(&Value::pointer(ip.clone(), 0x1234), 'x'), "0x1234");
        assert_eq!(pf(&Value::pointer(ip.clone(), 0x1234), 'a'), "0x1234");
        let cc = Arc::new(Type {
            name: None,
            scope: String::new(),
            kind: TypeKind::Qualified(Qualifier::Const, Type::char()),
            die: None,
            cplus: false,
            bare_tags: false,
        });
        let ccp = Type::pointer_to(cc, AddrSpace::GLOBAL, false);
        assert_eq!(p(&Value::pointer(ccp, 0)), "0x0");
        let fnp = Type::pointer_to(
            Arc::new(Type {
                name: None,
                scope: String::new(),
                kind: TypeKind::Function {
                    ret: Type::void(),
                    params: vec![],
                    variadic: false,
                    prototyped: true,
                    artificial_first: false,
                },
                die: None,
                cplus: false,
                bare_tags: false,
            }),
            AddrSpace::GLOBAL,
            false,
        );
        assert_eq!(p(&Value::pointer(fnp, 0)), "(void (*)(void)) 0x0");
        // struct Nest { struct Pair p; char name[4]; int *ptr; }
        let pt = pair().ty;
        let nest = Type::aggregate(
            "Nest",
            AggregateKind::Struct,
            vec![
                member("p", pt, 0),
                member("name", Type::array_of(Type::char(), 4), 24),
                member("ptr", ip.clone(), 32),
            ],
            40,
        );
        let mut b = Vec::new();
        b.extend((-3i32).to_le_bytes());
        b.extend(0.1f32.to_le_bytes());
        b.extend([0u8; 16]);
        b.extend(b"ab\0\0\0\0\0\0");
        b.extend(0x1234u64.to_le_bytes());
        let nv = Value::from_bytes(nest, b);
        assert_eq!(
            p(&nv),
            "{p = {a = -3, b = 0.100000001, c = {0, 0, 0, 0}}, name = \"ab\\000\", ptr = 0x1234}"
        );
        assert_eq!(
            pf(&nv, 'x'),
            "{p = {a = 0xfffffffd, b = 0x3dcccccd, c = {0x0, 0x0, 0x0, 0x0}}, \
             name = {0x61, 0x62, 0x0, 0x0}, ptr = 0x1234}"
        );
        // `$pc` (gdb: `(void (*)()) 0x555555555131 <main+8>`; no symbol here).
        assert_eq!(
            p(&Value::pointer(Type::code_pointer(), 0x1000)),
            "(void (*)()) 0x1000"
        );
        let j = to_json(
            &Value::pointer(ip.clone(), 0x1234),
            &FormatOptions::default(),
        );
        assert_eq!(j["type"], "int *");
        assert_eq!(j["space"], "global");
        assert_eq!(j["address"], "0x1234");
        assert_eq!(j["text"], "0x1234");
        // struct R { int &r; int v; } (gdb: `{r = @0x4010, v = 3}`).
        let iref = Arc::new(Type {
            name: None,
            scope: String::new(),
            kind: TypeKind::Pointer {
                pointee: Type::int(),
                byte_size: 8,
                space: AddrSpace::GLOBAL,
                space_source: SpaceSource::Default,
                reference: Some(Reference::Lvalue),
            },
            die: None,
            cplus: true,
            bare_tags: true,
        });
        let r = Type::aggregate(
            "R",
            AggregateKind::Struct,
            vec![member("r", iref.clone(), 0), member("v", Type::int(), 8)],
            16,
        );
        let mut b = 0x4010u64.to_le_bytes().to_vec();
        b.extend(3i64.to_le_bytes());
        let rv = Value::from_bytes(r, b);
        assert_eq!(p(&rv), "{r = @0x4010, v = 3}");
        assert_eq!(pf(&rv, 'x'), "{r = @0x4010, v = 0x3}");
        let mut top = Value::pointer(iref, 0x4010);
        top.referent = Some(Box::new(Value::int(5)));
        assert_eq!(p(&top), "(int &) @0x4010: 5");
        assert_eq!(pf(&top, 'x'), "(int &) @0x4010: 0x5");
        // A pointer into LDS (hdb's choice of spelling, see address_text).
        let lp = Type::pointer_to(Type::int(), AddrSpace::LOCAL, true);
        assert_eq!(p(&Value::pointer(lp, 0x10)), "(int *) local#0x10");
    }

    #[test]
    fn print_formats_on_scalars() {
        let i = |x: i128| Value::int(x);
        assert_eq!(pf(&i(-42), 'x'), "0xffffffd6");
        assert_eq!(pf(&i(-42), 'o'), "037777777726");
        assert_eq!(pf(&i(10), 't'), "1010");
        assert_eq!(pf(&i(-42), 'u'), "4294967254");
        assert_eq!(pf(&i(65), 'c'), "65 'A'");
        assert_eq!(pf(&i(300), 'c'), "44 ','");
        assert_eq!(pf(&i(-42), 'c'), "-42 '\\326'");
        assert_eq!(pf(&i(5), 'z'), "0x00000005");
        assert_eq!(pf(&i(0x1234), 'a'), "0x1234");
        assert_eq!(pf(&i(3), 'f'), "4.20389539e-45");
        assert_eq!(pf(&i(-1), 'f'), "-nan(0x7fffff)");
        assert_eq!(pf(&i(0), 'o'), "0");
        assert_eq!(pf(&i(0), 't'), "0");
        assert_eq!(pf(&i(0), 'x'), "0x0");
        assert_eq!(pf(&i(0), 'c'), "0 '\\000'");
        assert_eq!(pf(&i(8), 'o'), "010");
        assert_eq!(pf(&i(-1), 't'), "11111111111111111111111111111111");
        let ch = Value::from_int(Type::char(), 65);
        assert_eq!(pf(&ch, 'd'), "65");
        assert_eq!(pf(&ch, 't'), "1000001");
        assert_eq!(pf(&ch, 'z'), "0x41");
        assert_eq!(pf(&ch, 'o'), "0101");
        assert_eq!(pf(&ch, 'f'), "65");
        assert_eq!(pf(&Value::from_int(Type::char(), -1), 'u'), "255");
        assert_eq!(pf(&Value::from_int(Type::char(), -1), 'x'), "0xff");
        let short = crate::types::builtin("short").unwrap();
        assert_eq!(pf(&Value::from_int(short.clone(), -7), 'x'), "0xfff9");
        assert_eq!(pf(&Value::from_int(short.clone(), -7), 'f'), "-7");
        assert_eq!(
            pf(&Value::from_int(short.clone(), -7), 't'),
            "1111111111111001"
        );
        assert_eq!(pf(&Value::from_int(short, 1), 'z'), "0x0001");
        assert_eq!(
            pf(&Value::from_int(Type::long(), -1), 'x'),
            "0xffffffffffffffff"
        );
        assert_eq!(
            pf(&Value::from_int(Type::long(), 1), 'z'),
            "0x0000000000000001"
        );
        assert_eq!(
            pf(&Value::from_int(Type::long(), 1099511627776), 'f'),
            "5.4323092248710971e-312"
        );
        assert_eq!(pf(&Value::from_int(Type::bool(), 1), 'f'), "1");
        assert_eq!(pf(&Value::from_int(Type::bool(), 1), 'x'), "0x1");
        let f15 = Value::from_float(Type::float(), 1.5);
        assert_eq!(pf(&f15, 'x'), "0x3fc00000");
        assert_eq!(pf(&f15, 'o'), "07760000000");
        assert_eq!(pf(&f15, 't'), "111111110000000000000000000000");
        assert_eq!(pf(&f15, 'c'), "1 '\\001'");
        assert_eq!(pf(&f15, 'z'), "0x3fc00000");
        assert_eq!(pf(&f15, 'u'), "1069547520");
        assert_eq!(pf(&f15, 'f'), "1.5");
        let d15 = Value::from_float(Type::double(), 1.5);
        assert_eq!(pf(&d15, 'x'), "0x3ff8000000000000");
        assert_eq!(pf(&d15, 'd'), "4609434218613702656");
        assert_eq!(
            pf(&Value::from_float(Type::double(), -1.5), 'd'),
            "-4613937818241073152"
        );
        assert_eq!(
            pf(&Value::from_float(Type::double(), 0.1), 'x'),
            "0x3fb999999999999a"
        );
    }

    #[test]
    fn availability() {
        assert_eq!(p(&Value::optimized_out(Type::int())), "<optimized out>");
        assert_eq!(p(&Value::unavailable(Type::int(), "no")), "<unavailable>");
        assert_eq!(p(&Value::optimized_out(pair().ty)), "<optimized out>");
        // A register the unwinder could not recover (gdb: `<not saved>`).
        assert_eq!(p(&Value::not_saved(Type::ulong(), 65)), "<not saved>");
        assert_eq!(
            p(&Value::optimized_out(Type::array_of(Type::int(), 3))),
            "<optimized out>"
        );
        let mut v = pair();
        v.states = vec![ByteState::Known; 24];
        for s in &mut v.states[4..8] {
            *s = ByteState::Error;
        }
        v.reason = Some("Cannot access memory at address 0x4".into());
        assert_eq!(
            p(&v),
            "{a = 1, b = <error: Cannot access memory at address 0x4>, c = {1, 2, 3, 4}}"
        );
        let j = to_json(&v, &FormatOptions::default());
        assert_eq!(j["type"], "struct Pair");
        assert_eq!(j["fields"][0]["name"], "a");
        assert_eq!(j["fields"][0]["value"], 1);
        assert_eq!(j["fields"][1]["state"], "error");
        assert_eq!(j["fields"][2]["elements"][3]["value"], 4);
    }

    /// gdb 13 on a host program: `0x555555556004 "hello"`, `0x0`,
    /// `0x10 <error: Cannot access memory at address 0x10>`, `(unsigned char *) 0x... "xy"`,
    /// `{name = 0x... "wname", v = 3}`, `0x... ""`, `0x... 'a' <repeats 19 times>, "b"`,
    /// `p/x s1` = `0x555555556004`.
    #[test]
    fn char_pointers_show_their_strings() {
        use dwarf_ext::SnapshotWave;
        let mut w = SnapshotWave::new(64);
        w.store(AddrSpace::GLOBAL, 0x1000, b"hello\0").unwrap();
        w.store(AddrSpace::GLOBAL, 0x1010, b"\0").unwrap();
        let mut reps = vec![b'a'; 19];
        reps.extend(b"b\0");
        w.store(AddrSpace::GLOBAL, 0x1020, &reps).unwrap();
        w.store(AddrSpace::GLOBAL, 0x2000, &[b'z'; 300]).unwrap();
        w.store(AddrSpace::LOCAL, 0x40, b"lds\0").unwrap();
        let cp = Type::pointer_to(Type::char(), AddrSpace::GLOBAL, false);
        let ucp = Type::pointer_to(
            crate::types::builtin("unsigned char").unwrap(),
            AddrSpace::GLOBAL,
            false,
        );
        let mut show = |v: &Value, f: Option<char>| {
            let opts = FormatOptions {
                format: f,
                ..FormatOptions::default()
            };
            format_value_in(v, &opts, Some(&mut w))
        };
        assert_eq!(
            show(&Value::pointer(cp.clone(), 0x1000), None),
            "0x1000 \"hello\""
        );
        assert_eq!(show(&Value::pointer(cp.clone(), 0), None), "0x0");
        assert_eq!(
            show(&Value::pointer(cp.clone(), 0x10), None),
            "0x10 <error: Cannot access memory at address 0x10>"
        );
        assert_eq!(
            show(&Value::pointer(ucp, 0x1000), None),
            "(unsigned char *) 0x1000 \"hello\""
        );
        assert_eq!(
            show(&Value::pointer(cp.clone(), 0x1010), None),
            "0x1010 \"\""
        );
        assert_eq!(
            show(&Value::pointer(cp.clone(), 0x1020), None),
            "0x1020 'a' <repeats 19 times>, \"b\""
        );
        assert_eq!(
            show(&Value::pointer(cp.clone(), 0x1000), Some('x')),
            "0x1000"
        );
        assert_eq!(
            show(&Value::pointer(cp.clone(), 0x2000), None),
            "0x2000 'z' <repeats 200 times>..."
        );
        let lp = Type::pointer_to(Type::char(), AddrSpace::LOCAL, true);
        assert_eq!(show(&Value::pointer(lp, 0x40), None), "local#0x40 \"lds\"");
        let wt = Type::aggregate(
            "W",
            AggregateKind::Struct,
            vec![member("name", cp.clone(), 0), member("v", Type::int(), 8)],
            16,
        );
        let mut b = 0x1000u64.to_le_bytes().to_vec();
        b.extend(3i64.to_le_bytes());
        assert_eq!(
            show(&Value::from_bytes(wt, b), None),
            "{name = 0x1000 \"hello\", v = 3}"
        );
    }

    /// gdb: `x/2sb buf` on `char buf[32] = "hi"` gives `ADDR <buf>:\t"hi"` then
    /// `ADDR <buf+3>:\t""`; unreadable memory stops the dump with gdb's message.
    #[test]
    fn examine_reads_memory() {
        use dwarf_ext::SnapshotWave;
        let mut w = SnapshotWave::new(64);
        w.store(AddrSpace::LOCAL, 0x10, b"hi\0\0abc\0").unwrap();
        let words: Vec<u8> = (1..=6u32).flat_map(|i| i.to_le_bytes()).collect();
        w.store(AddrSpace::GLOBAL, 0x1000, &words).unwrap();
        let local = |a: u64| address_text(AddrSpace::LOCAL, a);
        let e = examine(&mut w, AddrSpace::LOCAL, 0x10, 3, 's', 1, &local).unwrap();
        assert_eq!(
            e.text,
            "local#0x10:\t\"hi\"\nlocal#0x13:\t\"\"\nlocal#0x14:\t\"abc\""
        );
        assert_eq!(e.next, 0x18);
        assert_eq!(e.error, None);
        let global = |a: u64| address_text(AddrSpace::GLOBAL, a);
        let e = examine(&mut w, AddrSpace::GLOBAL, 0x1000, 4, 'x', 4, &global).unwrap();
        assert_eq!(
            e.text,
            "0x1000:\t0x00000001\t0x00000002\t0x00000003\t0x00000004"
        );
        assert_eq!(e.next, 0x1010);
        // Six words readable, eight asked for.
        let e = examine(&mut w, AddrSpace::GLOBAL, 0x1000, 8, 'd', 4, &global).unwrap();
        assert_eq!(e.text, "0x1000:\t1\t2\t3\t4\n0x1010:\t5\t6");
        assert_eq!(
            e.error.as_deref(),
            Some("Cannot access memory at address 0x1018")
        );
        assert_eq!(e.next, 0x1018);
        let e = examine(&mut w, AddrSpace::GLOBAL, 0x9000, 1, 's', 1, &global).unwrap();
        assert_eq!(
            e.error.as_deref(),
            Some("Cannot access memory at address 0x9000")
        );
        assert!(examine(&mut w, AddrSpace::GLOBAL, 0x1000, 1, 'q', 4, &global).is_err());
    }

    #[test]
    fn hostile_sizes_do_not_allocate() {
        let huge = Arc::new(Type {
            name: None,
            scope: String::new(),
            kind: TypeKind::Array {
                element: Type::int(),
                dims: vec![Some(1 << 40)],
                vector: false,
            },
            die: None,
            cplus: false,
            bare_tags: false,
        });
        let v = Value::from_bytes(huge.clone(), vec![0; 8]);
        assert_eq!(p(&v), "{0, 0}");
        let t = Type::aggregate(
            "H",
            AggregateKind::Struct,
            vec![member("a", huge, u64::MAX - 2), member("b", Type::int(), 0)],
            8,
        );
        assert_eq!(
            p(&Value::from_bytes(t, vec![0; 8])),
            "{a = <unavailable>, b = 0}"
        );
        let j = to_json(
            &Value::from_bytes(Type::array_of(Type::int(), 300), vec![0; 1200]),
            &FormatOptions::default(),
        );
        assert_eq!(j["elements"].as_array().unwrap().len(), 200);
        assert_eq!(j["truncated"], true);
    }

    #[test]
    fn memory_dumps() {
        let label = |a: u64| format!("{a:#x}");
        let words: Vec<u8> = (1..=10u32).flat_map(|i| i.to_le_bytes()).collect();
        assert_eq!(
            format_memory(&words[..16], 0x1000, 'x', 4, &label).unwrap(),
            "0x1000:\t0x00000001\t0x00000002\t0x00000003\t0x00000004"
        );
        assert_eq!(
            format_memory(&words, 0x1000, 'x', 4, &label).unwrap(),
            "0x1000:\t0x00000001\t0x00000002\t0x00000003\t0x00000004\n\
             0x1010:\t0x00000005\t0x00000006\t0x00000007\t0x00000008\n\
             0x1020:\t0x00000009\t0x0000000a"
        );
        let bytes: Vec<u8> = (1..=20u8).collect();
        assert_eq!(
            format_memory(&bytes, 0, 'x', 1, &label).unwrap(),
            "0x0:\t0x01\t0x02\t0x03\t0x04\t0x05\t0x06\t0x07\t0x08\n\
             0x8:\t0x09\t0x0a\t0x0b\t0x0c\t0x0d\t0x0e\t0x0f\t0x10\n\
             0x10:\t0x11\t0x12\t0x13\t0x14"
        );
        assert_eq!(
            format_memory(&bytes[..10], 0, 'x', 2, &label).unwrap(),
            "0x0:\t0x0201\t0x0403\t0x0605\t0x0807\t0x0a09"
        );
        assert_eq!(
            format_memory(&bytes[..12], 0, 'd', 2, &label).unwrap(),
            "0x0:\t513\t1027\t1541\t2055\t2569\t3083"
        );
        let gws: Vec<u8> = [1i64, -2, 3].iter().flat_map(|i| i.to_le_bytes()).collect();
        assert_eq!(
            format_memory(&gws, 0, 'x', 8, &label).unwrap(),
            "0x0:\t0x0000000000000001\t0xfffffffffffffffe\n0x10:\t0x0000000000000003"
        );
        assert_eq!(
            format_memory(&gws, 0, 'd', 8, &label).unwrap(),
            "0x0:\t1\t-2\n0x10:\t3"
        );
        assert_eq!(
            format_memory(&gws, 0, 'u', 8, &label).unwrap(),
            "0x0:\t1\t18446744073709551614\n0x10:\t3"
        );
        assert_eq!(
            format_memory(&gws[..16], 0, 'a', 8, &label).unwrap(),
            "0x0:\t0x1\t0xfffffffffffffffe"
        );
        let dd: Vec<u8> = [1.5f64, 0.1, -3.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect();
        assert_eq!(
            format_memory(&dd, 0, 'f', 8, &label).unwrap(),
            "0x0:\t1.5\t0.10000000000000001\n0x10:\t-3"
        );
        let ff: Vec<u8> = [1.5f32, 0.1].iter().flat_map(|f| f.to_le_bytes()).collect();
        assert_eq!(
            format_memory(&ff, 0, 'f', 4, &label).unwrap(),
            "0x0:\t1.5\t0.100000001"
        );
        assert_eq!(
            format_memory(&words[..12], 0, 'f', 4, &label).unwrap(),
            "0x0:\t1.40129846e-45\t2.80259693e-45\t4.20389539e-45"
        );
        assert_eq!(
            format_memory(&bytes[..4], 0, 'o', 1, &label).unwrap(),
            "0x0:\t01\t02\t03\t04"
        );
        assert_eq!(
            format_memory(&bytes[..4], 0, 't', 1, &label).unwrap(),
            "0x0:\t00000001\t00000010\t00000011\t00000100"
        );
        assert_eq!(
            format_memory(&words[..8], 0, 't', 4, &label).unwrap(),
            "0x0:\t00000000000000000000000000000001\t00000000000000000000000000000010"
        );
        assert_eq!(
            format_memory(b"hi\0", 0, 'c', 1, &label).unwrap(),
            "0x0:\t104 'h'\t105 'i'\t0 '\\000'"
        );
        assert_eq!(
            format_memory(&words[..8], 0, 'c', 4, &label).unwrap(),
            "0x0:\t1 '\\001'\t2 '\\002'"
        );
        assert_eq!(
            format_memory(&words[..12], 0, 'o', 4, &label).unwrap(),
            "0x0:\t01\t02\t03"
        );
        // x/aw sign-extends each word to an address (gdb).
        assert_eq!(
            format_memory(&[0xe4, 0x26, 0x00, 0xff, 0x41, 0, 0, 0], 0, 'a', 4, &label).unwrap(),
            "0x0:\t0xffffffffff0026e4\t0x41"
        );
        let local = |a: u64| format!("local#{a:#x}");
        assert_eq!(
            format_memory(&words[..4], 0x10, 'x', 4, &local).unwrap(),
            "local#0x10:\t0x00000001"
        );
        assert!(format_memory(&words, 0, 'q', 4, &label).is_err());
        assert!(format_memory(&words, 0, 'x', 3, &label).is_err());
    }

    /// Random bytes of C scalar and array types, printed with random formats by gdb 13
    /// (`print/F` of a union member over the same bytes in a host program).
    const GDB_RANDOM: &[(&str, &str)] = &[
        ("double|fdcd968173f2f67f|f", "nan(0x6f2738196cdfd)"),
        ("double|2ef4a5857455f5ff|f", "-nan(0x5557485a5f42e)"),
        ("float[2]|e77aacffe77aacff|", "{-nan(0x2c7ae7), -nan(0x2c7ae7)}"),
        ("float[5]|a61d3e130000807f1c76ccf31c76ccf38d750f00|", "{2.39959893e-27, inf, -3.23981965e+31, -3.23981965e+31, 1.41970172e-39}"),
        ("int[3]|ffffffffffffffff80808080|f", "{-nan(0x7fffff), -nan(0x7fffff), -1.18010406e-38}"),
        ("unsigned char[12]|e995e9e9e9e9e99fe9e9e9e9|", "\"\\351\\225\\351\\351\\351\\351\\351\\237\\351\\351\\351\", <incomplete sequence \\351>"),
        ("char[12]|c380ae7fc3c3d8c3c3c3c3c3|", "\"\u{00c0}\\256\\177\\303\\303\\330\\303\\303\\303\\303\", <incomplete sequence \\303>"),
        ("char[16]|7f762b7f7fd716c27f7f7f32ffbc86f8|", "\"\\177v+\\177\\177\\327\\026\\302\\177\\177\\1772\\377\\274\\206\", <incomplete sequence \\370>"),
        ("float|0f59ba7f|f", "nan(0x3a590f)"),
        ("unsigned long[5]|e8ce2084511ecf66f826ec3013dba0b6ffffffffffffffff8080808080808080fdad0330b0f65317|f", "{1.6924857507978166e+187, -1.476247051330075e-45, -nan(0xfffffffffffff), -2.9374465244229968e-306, 2.6706824894357232e-196}"),
        ("double|49a89e83e152f57f|", "nan(0x552e1839ea849)"),
        ("double|4c45743480d859b9|u", "13355944215091365196"),
        ("unsigned int|23197c84|c", "35 '#'"),
        ("unsigned long|4141414141414141|", "4702111234474983745"),
        ("unsigned long[12]|55d23893f707781c55d23893f707781c4c1e54d30bf1698055d23893f707781c55d23893f707781cab25b0819eeebbba55d23893f707781c55d23893f707781c55d23893f707781c55d23893f707781c55d23893f707781c55d23893f707781c|z", "{0x1c7807f79338d255, 0x1c7807f79338d255, 0x8069f10bd3541e4c, 0x1c7807f79338d255, 0x1c7807f79338d255, 0xbabbee9e81b025ab, 0x1c7807f79338d255, 0x1c7807f79338d255, 0x1c7807f79338d255, 0x1c7807f79338d255, 0x1c7807f79338d255, 0x1c7807f79338d255}"),
        ("unsigned int[25]|2161c2d02161c2d02161c2d02161c2d0702ca7bf2161c2d02161c2d02161c2d02161c2d0f07c8926fa28932e2161c2d0372cf1782161c2d0f52dc59c2161c2d0c553a3e18e99c441ffffffff2161c2d02161c2d02161c2d02161c2d0b4cf5d7c61b1255a|x", "{0xd0c26121, 0xd0c26121, 0xd0c26121, 0xd0c26121, 0xbfa72c70, 0xd0c26121, 0xd0c26121, 0xd0c26121, 0xd0c26121, 0x26897cf0, 0x2e9328fa, 0xd0c26121, 0x78f12c37, 0xd0c26121, 0x9cc52df5, 0xd0c26121, 0xe1a353c5, 0x41c4998e, 0xffffffff, 0xd0c26121, 0xd0c26121, 0xd0c26121, 0xd0c26121, 0x7c5dcfb4, 0x5a25b161}"),
        ("unsigned char|41|z", "0x41"),
        ("short[3]|ffffa46f0000|t", "{1111111111111111, 110111110100100, 0}"),
        ("int[2]|5e9d77dbb1ed3711|t", "{11011011011101111001110101011110, 10001001101111110110110110001}"),
        ("int|c3e0accc|x", "0xccace0c3"),
        ("float|137ca239|c", "0 '\\000'"),
        ("double[2]|562b2ecf1979f5ff562b2ecf1979f5ff|a", "{0x7fffffffffffffff, 0x7fffffffffffffff}"),
        ("double|36661d7a92d1dc3e|z", "0x3edcd1927a1d6636"),
        ("_Bool|01|d", "1"),
        ("int[5]|0000000000000000000000002940a59a00000000|x", "{0x0, 0x0, 0x0, 0x9aa54029, 0x0}"),
        ("signed char|d9|", "-39 '\\331'"),
        ("signed char[3]|540026|o", "{0124, 0, 046}"),
        ("long|39287589c2dedfab|f", "-2.3313399263893851e-97"),
        ("int|a8c91a72|u", "1914358184"),
        ("long|076ccf2989e0ab4b|", "5452698653578718215"),
        ("short|33cd|x", "0xcd33"),
        ("unsigned short|7f7f|x", "0x7f7f"),
        ("float|b0c1b7b9|t", "10111001101101111100000110110000"),
        ("char[12]|8e6f6f6fff2f806f6f806f6f|t", "{10001110, 1101111, 1101111, 1101111, 11111111, 101111, 10000000, 1101111, 1101111, 10000000, 1101111, 1101111}"),
        ("long|80393728864b4479|f", "1.4053206746126192e+276"),
        ("int|ffffffff|d", "-1"),
        ("char[12]|805611417f414141419f414e|c", "{-128 '\\200', 86 'V', 17 '\\021', 65 'A', 127 '\\177', 65 'A', 65 'A', 65 'A', 65 'A', -97 '\\237', 65 'A', 78 'N'}"),
        ("unsigned char|6d|f", "109"),
        ("unsigned int[3]|21e4e2876abc687d21e4e287|o", "{020770562041, 017532136152, 020770562041}"),
        ("_Bool[12]|010200000102020202020002|u", "{1, 2, 0, 0, 1, 2, 2, 2, 2, 2, 0, 2}"),
        ("_Bool[3]|010000|x", "{0x1, 0x0, 0x0}"),
        ("int|632c6979|f", "7.56690899e+34"),
        ("unsigned long[2]|41414141414141414141414141414141|z", "{0x4141414141414141, 0x4141414141414141}"),
        ("char|7f|d", "127"),
        ("unsigned short|e513|x", "0x13e5"),
        ("int|41414141|x", "0x41414141"),
        ("char|22|z", "0x22"),
        ("signed char|23|f", "35"),
        ("float|69130c00|t", "11000001001101101001"),
        ("unsigned short[12]|00000000ffff7f7f414192d67f7f0000e214dcb17f7f8080|x", "{0x0, 0x0, 0xffff, 0x7f7f, 0x4141, 0xd692, 0x7f7f, 0x0, 0x14e2, 0xb1dc, 0x7f7f, 0x8080}"),
        ("unsigned long[16]|5a28a1abca2285fa5a28a1abca2285fa5a28a1abca2285fa5a28a1abca2285fa00000000000000005a28a1abca2285fa5f2e9631a89512ae7833ba8ecfd983205a28a1abca2285fa5a28a1abca2285fa5a28a1abca2285fa5a28a1abca2285fa5a28a1abca2285fa5a28a1abca2285fa5a28a1abca2285fa5a28a1abca2285fa|d", "{-394871138466846630, -394871138466846630, -394871138466846630, -394871138466846630, 0, -394871138466846630, -5903491611910328737, 2342955716638815096, -394871138466846630, -394871138466846630, -394871138466846630, -394871138466846630, -394871138466846630, -394871138466846630, -394871138466846630, -394871138466846630}"),
        ("float[12]|00002c4200002c4200002c4200002c4200002c4200002c422ed3949500002c4200002c4200002c4200002c4200002c42|t", "{1000010001011000000000000000000, 1000010001011000000000000000000, 1000010001011000000000000000000, 1000010001011000000000000000000, 1000010001011000000000000000000, 1000010001011000000000000000000, 10010101100101001101001100101110, 1000010001011000000000000000000, 1000010001011000000000000000000, 1000010001011000000000000000000, 1000010001011000000000000000000, 1000010001011000000000000000000}"),
        ("_Bool|00|z", "0x00"),
        ("float|da3863e7|u", "3882039514"),
        ("double|00008f504cc03042|t", "100001000110000110000000100110001010000100011110000000000000000"),
        ("unsigned int|308c7a8f|d", "-1887794128"),
        ("float[2]|43ed91ff9224b941|a", "{0x7fffffffffffffff, 0x17}"),
        ("unsigned char[25]|bdffeaea1546f1eaff36eaead84edbffeaf0ea80ea006c14ea|d", "{-67, -1, -22, -22, 21, 70, -15, -22, -1, 54, -22, -22, -40, 78, -37, -1, -22, -16, -22, -128, -22, 0, 108, 20, -22}"),
        ("int|0ba9724c|f", "63611948"),
        ("unsigned int|7fb6f109|a", "0x9f1b67f"),
        ("unsigned int[3]|0f1507980f1507980f150798|c", "{15 '\\017', 15 '\\017', 15 '\\017'}"),
        ("unsigned long|d3b1b7b89957dcb2|c", "211 '\\323'"),
        ("unsigned int|51234577|x", "0x77452351"),
        ("unsigned int[2]|2aba6cbbeba72c68|z", "{0xbb6cba2a, 0x682ca7eb}"),
        ("float[12]|22590a4d22590a4d22590a4d22590a4d22590a4d22590a4d22590a4d922491c100feffc622590a4d22590a4d22590a4d|f", "{145068576, 145068576, 145068576, 145068576, 145068576, 145068576, 145068576, -18.1428566, -32767, 145068576, 145068576, 145068576}"),
        ("unsigned int|e3bd6ed0|u", "3496918499"),
        ("int[25]|5d87a493ffffffffc730e76c629494cfaa7f414b1bb67a1c7f7f7f7ffd5458f4629494cf5a39a41880808080629494cf5f0076a9629494cffbf06c76ffffffff629494cf41414141629494cf629494cf979381d0629494cf629494cf3776191ff0ed57a9|o", "{022351103535, 037777777777, 015471630307, 031745112142, 011320277652, 03436533033, 017737677577, 036426052375, 031745112142, 03051034532, 020040100200, 031745112142, 025135400137, 031745112142, 016633170373, 037777777777, 031745112142, 010120240501, 031745112142, 031745112142, 032040311627, 031745112142, 031745112142, 03706273067, 025125766760}"),
        ("long[16]|ffffffffffffffffffffffffffffffffa42e144b4668bb77ffffffffffffffffffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1b859b844192d273ffffffffffffffff|t", "{1111111111111111111111111111111111111111111111111111111111111111, 1111111111111111111111111111111111111111111111111111111111111111, 111011110111011011010000100011001001011000101000010111010100100, 1111111111111111111111111111111111111111111111111111111111111111, 1111111111111111111111111111111111111111111111111111111111111111, 0, 1111111111111111111111111111111111111111111111111111111111111111, 1111111111111111111111111111111111111111111111111111111111111111, 1111111111111111111111111111111111111111111111111111111111111111, 1111111111111111111111111111111111111111111111111111111111111111, 1111111111111111111111111111111111111111111111111111111111111111, 1111111111111111111111111111111111111111111111111111111111111111, 1111111111111111111111111111111111111111111111111111111111111111, 1111111111111111111111111111111111111111111111111111111111111111, 111001111010010100100100100000110000100100110111000010100011011, 1111111111111111111111111111111111111111111111111111111111111111}"),
        ("float|9a9999be|z", "0xbe99999a"),
        ("unsigned short|be57|c", "190 '\\276'"),
        ("unsigned char|f6|t", "11110110"),
        ("_Bool|00|a", "0x0"),
        ("unsigned long|4141414141414141|z", "0x4141414141414141"),
        ("unsigned int|ffffffff|a", "0xffffffff"),
        ("char|00|t", "0"),
        ("short|3c0d|", "3388"),
        ("_Bool|00|d", "0"),
        ("int|5a57df6b|u", "1809799002"),
        ("short[3]|c928d94ec928|f", "{10441, 20185, 10441}"),
        ("char[16]|2a112ac52a2a009a2a2aa1ff2a2a2a2a|z", "{0x2a, 0x11, 0x2a, 0xc5, 0x2a, 0x2a, 0x00, 0x9a, 0x2a, 0x2a, 0xa1, 0xff, 0x2a, 0x2a, 0x2a, 0x2a}"),
        ("float|1f854bc0|o", "030022702437"),
    ];

    /// `TYPE|HEX|F` as a value and options.
    fn spec(line: &str) -> (Value, FormatOptions) {
        let mut parts = line.split('|');
        let (t, hex, f) = (parts.next().unwrap(), parts.next().unwrap(), parts.next());
        let ty = match t.strip_suffix(']').and_then(|x| x.split_once('[')) {
            Some((base, n)) => {
                Type::array_of(crate::types::builtin(base).unwrap(), n.parse().unwrap())
            }
            None => crate::types::builtin(t).unwrap(),
        };
        let bytes = (0..hex.len() / 2)
            .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap())
            .collect();
        let opts = FormatOptions {
            format: f.and_then(|f| f.chars().next()),
            ..FormatOptions::default()
        };
        (Value::from_bytes(ty, bytes), opts)
    }

    #[test]
    fn random_values_as_gdb() {
        for (line, want) in GDB_RANDOM {
            let (v, opts) = spec(line);
            assert_eq!(&format_value(&v, &opts), want, "{line}");
        }
    }

    #[test]
    fn values_with_one_inner_key_print_the_same() {
        let o = FormatOptions::default();
        let int = Type::int();
        let float = Type::float();
        let values = [
            Value::from_int(int.clone(), 7),
            Value::from_int(int.clone(), 7),
            Value::from_int(int.clone(), -7),
            Value::from_float(float.clone(), 1.5),
            Value::from_float(float.clone(), 1.5),
            Value::optimized_out(int.clone()),
            Value::optimized_out(float.clone()),
            Value::not_saved(int.clone(), 65),
            Value::not_saved(Type::ulong(), 66),
            Value::unavailable(int.clone(), "no"),
            Value::unavailable(float.clone(), "other"),
        ];
        let same_type = |a: &Value, b: &Value| Arc::ptr_eq(&a.ty, &b.ty);
        for a in &values {
            for b in &values {
                let (ka, kb) = (inner_key(a), inner_key(b));
                assert!(ka.is_some(), "{a:?}");
                let scalar = matches!(ka, Some(InnerKey::Scalar(..)));
                if ka == kb && (!scalar || same_type(a, b)) {
                    assert_eq!(format_inner(a, &o), format_inner(b, &o), "{a:?} {b:?}");
                }
            }
        }
        // Distinct texts have distinct keys.
        assert_ne!(inner_key(&values[5]), inner_key(&values[7]));
        assert_ne!(inner_key(&values[0]), inner_key(&values[2]));
        // Texts that depend on more have none: an error's reason, an aggregate, an array,
        // bytes in several states.
        assert_eq!(
            inner_key(&Value::with_state(
                int.clone(),
                ByteState::Error,
                Some("x".into())
            )),
            None
        );
        assert_eq!(inner_key(&pair()), None);
        assert_eq!(inner_key(&ints(int.clone(), &[1, 2])), None);
        let mut partly = Value::from_int(Type::ulong(), 1);
        partly.states = vec![ByteState::Known; 8];
        partly.states[4] = ByteState::Unavailable;
        assert_eq!(inner_key(&partly), None);
    }
}
