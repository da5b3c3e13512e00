//! `printf "FORMAT", ARGS…` and `dprintf LOCATION,"FORMAT",ARGS…` as gdb runs them: the
//! format's C escapes, conversions `%d %i %u %o %x %X %c %s %f %F %e %E %g %G %p %%` with
//! flags, width, precision and the `l`/`ll`/`z` lengths (gdb 13 refuses `h`, `*` and `%a`,
//! and so does hdb), each argument an expression converted as gdb converts it; and `echo`'s
//! escapes.

use super::{CommandError, CommandResult, Interpreter};
use crate::types::{Encoding, Type, TypeKind};
use crate::value::{Scalar, Value};

/// A conversion's length modifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Length {
    /// None: `int`.
    Int,
    /// `l`, `z`: `long`.
    Long,
    /// `ll`: `long long`.
    LongLong,
    /// `L`: `long double`.
    LongDouble,
}

/// One `%` conversion.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Spec {
    flags: String,
    width: Option<usize>,
    precision: Option<usize>,
    length: Length,
    conversion: char,
}

/// A piece of a format: text, or a conversion.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Piece {
    Text(Vec<u8>),
    Spec(Spec),
}

/// An argument as its conversion takes it.
#[derive(Debug, Clone, PartialEq)]
enum Arg {
    Int(i128),
    Float(f64),
    Bytes(Vec<u8>),
}

/// C escapes in `text` (`\n`, `\t`, `\\`, `\"`, `\e`, octal, `\x` hex); with `echo`, a
/// backslash at the very end is dropped (gdb continues the line there).
pub(crate) fn unescape(text: &str, echo: bool) -> Vec<u8> {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        i += 1;
        let Some(&c) = b.get(i) else {
            if !echo {
                out.push(b'\\');
            }
            break;
        };
        i += 1;
        match c {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'a' => out.push(7),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'v' => out.push(11),
            b'e' => out.push(27),
            b'0'..=b'7' => {
                let mut v = u32::from(c - b'0');
                let mut n = 1;
                while n < 3 && b.get(i).is_some_and(|d| (b'0'..=b'7').contains(d)) {
                    v = v * 8 + u32::from(b[i] - b'0');
                    i += 1;
                    n += 1;
                }
                out.push(v as u8);
            }
            b'x' if b.get(i).is_some_and(u8::is_ascii_hexdigit) => {
                let mut v = 0u32;
                while let Some(d) = b.get(i).and_then(|d| (*d as char).to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    i += 1;
                }
                out.push(v as u8);
            }
            c => out.push(c),
        }
    }
    out
}

/// Splits `"FORMAT", A, B` into the format's pieces and the argument expressions.
fn parse(arg: &str) -> Result<(Vec<Piece>, Vec<String>), CommandError> {
    let s = arg.trim();
    let body = s
        .strip_prefix('"')
        .ok_or_else(|| CommandError("Bad format string, missing '\"'.".into()))?;
    // The closing quote: the first `"` not escaped.
    let mut end = None;
    let mut escaped = false;
    for (i, c) in body.char_indices() {
        match (escaped, c) {
            (true, _) => escaped = false,
            (false, '\\') => escaped = true,
            (false, '"') => {
                end = Some(i);
                break;
            }
            _ => {}
        }
    }
    let end = end.ok_or_else(|| CommandError("Bad format string, non-terminated '\"'.".into()))?;
    let format = unescape(&body[..end], false);
    let rest = body[end + 1..].trim_start();
    let args = if rest.is_empty() {
        Vec::new()
    } else {
        let list = rest
            .strip_prefix(',')
            .ok_or_else(|| CommandError("Invalid argument syntax".into()))?;
        split_commas(list)
    };
    Ok((pieces(&format)?, args))
}

/// Splits expressions at top-level commas (not inside brackets or quotes).
fn split_commas(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for c in s.chars() {
        if let Some(q) = quote {
            cur.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '"' | '\'' => {
                quote = Some(c);
                cur.push(c);
            }
            '(' | '[' | '{' => {
                depth += 1;
                cur.push(c);
            }
            ')' | ']' | '}' => {
                depth -= 1;
                cur.push(c);
            }
            ',' if depth <= 0 => out.push(std::mem::take(&mut cur).trim().to_string()),
            c => cur.push(c),
        }
    }
    out.push(cur.trim().to_string());
    out
}

/// The pieces of an unescaped format.
fn pieces(f: &[u8]) -> Result<Vec<Piece>, CommandError> {
    let mut out = Vec::new();
    let mut text = Vec::new();
    let mut i = 0;
    let unrecognized = |c: u8| {
        CommandError(format!(
            "Unrecognized format specifier '{}' in printf",
            c as char
        ))
    };
    while i < f.len() {
        if f[i] != b'%' {
            text.push(f[i]);
            i += 1;
            continue;
        }
        i += 1;
        if f.get(i) == Some(&b'%') {
            text.push(b'%');
            i += 1;
            continue;
        }
        let mut flags = String::new();
        while let Some(&c) = f.get(i).filter(|c| b"-+ #0'".contains(c)) {
            flags.push(c as char);
            i += 1;
        }
        let number = |i: &mut usize| -> Option<usize> {
            let start = *i;
            while f.get(*i).is_some_and(u8::is_ascii_digit) {
                *i += 1;
            }
            std::str::from_utf8(&f[start..*i]).ok()?.parse().ok()
        };
        if f.get(i) == Some(&b'*') {
            return Err(CommandError(
                "`*' not supported for precision or width in printf".into(),
            ));
        }
        let width = number(&mut i);
        let mut precision = None;
        if f.get(i) == Some(&b'.') {
            i += 1;
            if f.get(i) == Some(&b'*') {
                return Err(CommandError(
                    "`*' not supported for precision or width in printf".into(),
                ));
            }
            precision = Some(number(&mut i).unwrap_or(0));
        }
        let length = match f.get(i) {
            Some(b'l') if f.get(i + 1) == Some(&b'l') => {
                i += 2;
                Length::LongLong
            }
            Some(b'l' | b'z') => {
                i += 1;
                Length::Long
            }
            Some(b'L') => {
                i += 1;
                Length::LongDouble
            }
            _ => Length::Int,
        };
        let Some(&c) = f.get(i) else {
            return Err(CommandError(
                "Incomplete format specifier at end of format string".into(),
            ));
        };
        i += 1;
        if !b"diuoxXcsfFeEgGp".contains(&c) {
            return Err(unrecognized(c));
        }
        if !text.is_empty() {
            out.push(Piece::Text(std::mem::take(&mut text)));
        }
        out.push(Piece::Spec(Spec {
            flags,
            width,
            precision,
            length,
            conversion: c as char,
        }));
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    Ok(out)
}

/// Pads `body` to the width (`-` left-aligns; `0` pads numbers with zeros after the sign
/// and prefix).
fn pad(spec: &Spec, body: String, numeric: bool) -> String {
    let width = spec.width.unwrap_or(0);
    let len = body.chars().count();
    if len >= width {
        return body;
    }
    let fill = width - len;
    if spec.flags.contains('-') {
        return format!("{body}{}", " ".repeat(fill));
    }
    if numeric && spec.flags.contains('0') && (spec.precision.is_none() || !is_integer(spec)) {
        let sign_len = body
            .find(|c: char| !matches!(c, '-' | '+' | ' '))
            .unwrap_or(0);
        let prefix_len = if body[sign_len..].starts_with("0x") || body[sign_len..].starts_with("0X")
        {
            sign_len + 2
        } else {
            sign_len
        };
        let (head, tail) = body.split_at(prefix_len);
        if !tail.starts_with(['i', 'n', 'I', 'N']) {
            return format!("{head}{}{tail}", "0".repeat(fill));
        }
    }
    format!("{}{body}", " ".repeat(fill))
}

fn is_integer(spec: &Spec) -> bool {
    matches!(spec.conversion, 'd' | 'i' | 'u' | 'o' | 'x' | 'X')
}

/// An integer conversion of `v` (already truncated to the conversion's size).
fn integer(spec: &Spec, v: i128) -> String {
    let bits = match spec.length {
        Length::Int => 32,
        _ => 64,
    };
    let mask = (1u128 << bits) - 1;
    let unsigned = (v as u128) & mask;
    let signed = if unsigned >> (bits - 1) & 1 == 1 {
        (unsigned | !mask) as i128
    } else {
        unsigned as i128
    };
    let alt = spec.flags.contains('#');
    let (sign, mut digits) = match spec.conversion {
        'd' | 'i' => {
            let s = if signed < 0 {
                "-"
            } else if spec.flags.contains('+') {
                "+"
            } else if spec.flags.contains(' ') {
                " "
            } else {
                ""
            };
            (s, signed.unsigned_abs().to_string())
        }
        'u' => ("", unsigned.to_string()),
        'o' => ("", format!("{unsigned:o}")),
        'x' => ("", format!("{unsigned:x}")),
        _ => ("", format!("{unsigned:X}")),
    };
    if let Some(p) = spec.precision {
        if p == 0 && unsigned == 0 {
            digits.clear();
        }
        while digits.len() < p {
            digits.insert(0, '0');
        }
    }
    let prefix = match spec.conversion {
        'o' if alt && !digits.starts_with('0') => "0",
        'x' if alt && unsigned != 0 => "0x",
        'X' if alt && unsigned != 0 => "0X",
        _ => "",
    };
    pad(spec, format!("{sign}{prefix}{digits}"), true)
}

/// `%e` of a finite number: one digit, the fraction, `e`, sign and at least two exponent
/// digits.
fn exponent(x: f64, precision: usize, upper: bool) -> String {
    let s = format!("{x:.precision$e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let (sign, digits) = match exp.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exp),
    };
    let e = if upper { 'E' } else { 'e' };
    format!("{mantissa}{e}{sign}{digits:0>2}")
}

/// A floating-point conversion of `x`.
fn floating(spec: &Spec, x: f64) -> String {
    let upper = spec.conversion.is_ascii_uppercase();
    let precision = spec.precision.unwrap_or(6);
    let alt = spec.flags.contains('#');
    let body = if x.is_nan() {
        let s = if x.is_sign_negative() { "-nan" } else { "nan" };
        s.to_string()
    } else if x.is_infinite() {
        let s = if x < 0.0 { "-inf" } else { "inf" };
        s.to_string()
    } else {
        match spec.conversion.to_ascii_lowercase() {
            'f' => {
                let mut s = format!("{x:.precision$}");
                if alt && precision == 0 {
                    s.push('.');
                }
                s
            }
            'e' => exponent(x, precision, upper),
            _ => {
                // %g: %e or %f by the exponent, trailing zeros removed unless `#`.
                let p = precision.max(1);
                let exp = if x == 0.0 {
                    0
                } else {
                    let e = exponent(x, p - 1, false);
                    e.rsplit_once('e')
                        .and_then(|(_, d)| d.parse::<i32>().ok())
                        .unwrap_or(0)
                };
                let mut s = if exp < -4 || exp >= p as i32 {
                    exponent(x, p - 1, upper)
                } else {
                    let decimals = (p as i32 - 1 - exp).max(0) as usize;
                    format!("{x:.decimals$}")
                };
                if !alt {
                    let (mantissa, tail) = match s.find(['e', 'E']) {
                        Some(at) => (s[..at].to_string(), s[at..].to_string()),
                        None => (s.clone(), String::new()),
                    };
                    let mantissa = if mantissa.contains('.') {
                        mantissa
                            .trim_end_matches('0')
                            .trim_end_matches('.')
                            .to_string()
                    } else {
                        mantissa
                    };
                    s = format!("{mantissa}{tail}");
                }
                s
            }
        }
    };
    let body = if upper { body.to_uppercase() } else { body };
    let sign = if x.is_sign_negative() || body.starts_with('-') {
        ""
    } else if spec.flags.contains('+') {
        "+"
    } else if spec.flags.contains(' ') {
        " "
    } else {
        ""
    };
    pad(spec, format!("{sign}{body}"), true)
}

/// One conversion of its argument.
fn render(spec: &Spec, arg: &Arg) -> String {
    match (spec.conversion, arg) {
        ('s', Arg::Bytes(b)) => {
            let b = match spec.precision {
                Some(p) => &b[..p.min(b.len())],
                None => &b[..],
            };
            pad(spec, String::from_utf8_lossy(b).into_owned(), false)
        }
        ('c', Arg::Int(v)) => pad(
            spec,
            String::from_utf8_lossy(&[*v as u8]).into_owned(),
            false,
        ),
        ('p', Arg::Int(v)) => pad(spec, format!("{:#x}", *v as u64), false),
        ('f' | 'F' | 'e' | 'E' | 'g' | 'G', Arg::Float(x)) => floating(spec, *x),
        (_, Arg::Int(v)) => integer(spec, *v),
        (_, Arg::Float(x)) => integer(spec, *x as i128),
        (_, Arg::Bytes(b)) => pad(spec, String::from_utf8_lossy(b).into_owned(), false),
    }
}

impl Interpreter {
    /// `printf "FORMAT", ARGS…`.
    pub(crate) fn cmd_printf(&mut self, arg: &str) -> CommandResult {
        let text = self.printf_text(arg)?;
        self.print(text);
        Ok(())
    }

    /// The text `printf` prints for `arg`.
    pub(crate) fn printf_text(&mut self, arg: &str) -> Result<String, CommandError> {
        let (pieces, exprs) = parse(arg)?;
        let specs = pieces
            .iter()
            .filter(|p| matches!(p, Piece::Spec(_)))
            .count();
        if specs != exprs.len() || exprs.iter().any(String::is_empty) && specs > 0 {
            return Err(CommandError(
                "Wrong number of arguments for specified format-string".into(),
            ));
        }
        let mut out: Vec<u8> = Vec::new();
        let mut exprs = exprs.iter();
        for p in &pieces {
            match p {
                Piece::Text(t) => out.extend_from_slice(t),
                Piece::Spec(spec) => {
                    let Some(expr) = exprs.next() else { break };
                    let a = self.printf_arg(spec, expr)?;
                    out.extend_from_slice(render(spec, &a).as_bytes());
                }
            }
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    /// Evaluates one argument as its conversion wants it (gdb's `printf_command`): `%s`
    /// the string a `char` array holds or a pointer (any other value is an address) points
    /// to; floating conversions read an integer's bits as the float of its size; integer
    /// conversions convert a float's value.
    fn printf_arg(&mut self, spec: &Spec, expr: &str) -> Result<Arg, CommandError> {
        match spec.conversion {
            's' => {
                let (frame, lane) = self.engine.focus().map_or((0, 0), |f| (f.frame, f.lane));
                let r = self.engine.evaluate_with(expr, frame, lane, |v, ctx| {
                    if let Some((el, _)) = Type::array_element(&v.ty) {
                        if el.byte_size() == Some(1) {
                            let end = v
                                .bytes
                                .iter()
                                .position(|b| *b == 0)
                                .unwrap_or(v.bytes.len());
                            return Ok(v.bytes[..end].to_vec());
                        }
                    }
                    let (space, addr) = match v.as_address() {
                        Some(a) => a,
                        None => {
                            let a = v.unsigned().unwrap_or(0) as u64;
                            (dwarf_ext::AddrSpace::GLOBAL, a)
                        }
                    };
                    let (bytes, _, err) = crate::value::read_c_string(space, addr, 1 << 16, ctx);
                    match err {
                        Some(_) if bytes.is_empty() => Err(format!(
                            "Cannot access memory at address {}",
                            crate::value::address_text(space, addr)
                        )),
                        _ => Ok(bytes),
                    }
                })?;
                r.map(Arg::Bytes).map_err(CommandError)
            }
            'f' | 'F' | 'e' | 'E' | 'g' | 'G' => {
                let v = self.evaluate(expr)?;
                Ok(Arg::Float(float_of(&v)?))
            }
            _ => {
                let v = self.evaluate(expr)?;
                let t = Type::strip(&v.ty);
                if !Type::is_scalar(&v.ty) && !matches!(t.kind, TypeKind::Pointer { .. }) {
                    return Err(CommandError("Value can't be converted to integer.".into()));
                }
                Ok(Arg::Int(match v.scalar()? {
                    Scalar::Int(i) => i,
                    Scalar::Float(f) => crate::value::float_to_longest(f),
                }))
            }
        }
    }

    /// `dprintf LOCATION,"FORMAT",ARGS…`: a breakpoint that prints and goes on.
    pub(crate) fn cmd_dprintf(&mut self, arg: &str) -> CommandResult {
        let (location, format) = arg
            .split_once(',')
            .ok_or_else(|| CommandError("Format string required".into()))?;
        let format = format.trim();
        // Checked now, as gdb does.
        parse(format)?;
        let location = location.trim();
        let number = self.create_breakpoint(location, false, "Dprintf")?;
        let Some(number) = number else {
            return Ok(());
        };
        self.breakpoint_commands
            .insert(number, vec![format!("printf {format}")]);
        self.dprintf.insert(number);
        Ok(())
    }
}

/// A value as a C `double` for a floating conversion: floats by value, integers by their
/// bits as the float of their size (gdb's `float_type_from_length`).
fn float_of(v: &Value) -> Result<f64, CommandError> {
    v.require_known()?;
    if Type::encoding(&v.ty) == Some(Encoding::Float) {
        if let Scalar::Float(f) = v.scalar()? {
            return Ok(f);
        }
    }
    match v.bytes.len() {
        4 => Ok(f64::from(f32::from_le_bytes([
            v.bytes[0], v.bytes[1], v.bytes[2], v.bytes[3],
        ]))),
        8 => {
            let mut b = [0u8; 8];
            b.copy_from_slice(&v.bytes);
            Ok(f64::from_le_bytes(b))
        }
        _ => Err(CommandError(
            "Invalid floating value found in program.".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(format: &str, args: &[Arg]) -> String {
        let (pieces, _) = parse(&format!("\"{format}\"")).unwrap();
        let mut args = args.iter();
        let mut out = String::new();
        for p in &pieces {
            match p {
                Piece::Text(t) => out.push_str(&String::from_utf8_lossy(t)),
                Piece::Spec(s) => out.push_str(&render(s, args.next().unwrap())),
            }
        }
        out
    }

    /// Expected texts are glibc's printf for the same format and arguments.
    #[test]
    fn conversions_as_c_prints_them() {
        assert_eq!(
            fmt(
                "%d %5.2f %x %#o %%",
                &[
                    Arg::Int(42),
                    Arg::Float(3.14259),
                    Arg::Int(255),
                    Arg::Int(8)
                ]
            ),
            "42  3.14 ff 010 %"
        );
        assert_eq!(
            fmt("%5d|%-5d|%05d", &[Arg::Int(3), Arg::Int(3), Arg::Int(3)]),
            "    3|3    |00003"
        );
        assert_eq!(
            fmt("%x %u", &[Arg::Int(-1), Arg::Int(-1)]),
            "ffffffff 4294967295"
        );
        assert_eq!(
            fmt("%lx %ld", &[Arg::Int(-1), Arg::Int(-5)]),
            "ffffffffffffffff -5"
        );
        assert_eq!(
            fmt("%e %g", &[Arg::Float(1.5), Arg::Float(0.0001)]),
            "1.500000e+00 0.0001"
        );
        assert_eq!(fmt("%10.3e|", &[Arg::Float(12345.678)]), " 1.235e+04|");
        assert_eq!(
            fmt(
                "%g %g %g",
                &[Arg::Float(100000.0), Arg::Float(1e6), Arg::Float(1e-5)]
            ),
            "100000 1e+06 1e-05"
        );
        assert_eq!(
            fmt("%G %E", &[Arg::Float(1e-10), Arg::Float(2.5)]),
            "1E-10 2.500000E+00"
        );
        assert_eq!(
            fmt(
                "%s|%5s|%-4c|%.2s",
                &[
                    Arg::Bytes(b"ab".to_vec()),
                    Arg::Bytes(b"ab".to_vec()),
                    Arg::Int(65),
                    Arg::Bytes(b"xyz".to_vec())
                ]
            ),
            "ab|   ab|A   |xy"
        );
        assert_eq!(
            fmt(
                "%+d % d %.3d %#x %#x",
                &[
                    Arg::Int(5),
                    Arg::Int(5),
                    Arg::Int(7),
                    Arg::Int(0),
                    Arg::Int(26)
                ]
            ),
            "+5  5 007 0 0x1a"
        );
        assert_eq!(
            fmt(
                "%08.3f|%-8.1f|%+.0f",
                &[Arg::Float(-3.14259), Arg::Float(2.25), Arg::Float(2.5)]
            ),
            "-003.143|2.2     |+2"
        );
        assert_eq!(
            fmt("%f %f", &[Arg::Float(f64::INFINITY), Arg::Float(f64::NAN)]),
            "inf nan"
        );
        assert_eq!(fmt("%p", &[Arg::Int(16)]), "0x10");
    }

    #[test]
    fn formats_as_gdb_parses_them() {
        assert!(parse("abc").is_err());
        assert!(parse("\"abc").is_err());
        assert!(parse("\"%hhx\", 1").is_err());
        assert!(parse("\"%a\", 1.0").is_err());
        assert!(parse("\"%*d\", 1, 2").is_err());
        let (p, a) = parse(r#""%d %s\n", f(1, 2), "x,y""#).unwrap();
        assert_eq!(p.len(), 4);
        assert_eq!(a, ["f(1, 2)", "\"x,y\""]);
        assert_eq!(unescape(r#"A\tb\\c\"d\101\n"#, true), b"A\tb\\c\"dA\n");
        assert_eq!(unescape(r"trailing\", true), b"trailing");
        assert_eq!(unescape(r"\e[1m\x41", false), b"\x1b[1mA");
    }
}
