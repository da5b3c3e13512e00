//! Device `printf` messages as HIP's hostcall delivers them (ROCclr's `devhcprintf`): a
//! control word (bit 0: stderr), the format string padded to 8 bytes, then the arguments, one
//! 64-bit word each, a string argument as its bytes padded to 8. The format is split into
//! literal text and one piece per conversion, which the program's C library prints (so the
//! output is what `printf` on the host prints for the same values).

use crate::protocol::{stream, Bytes, PrintArgument, PrintPiece};

/// The conversion characters that end a specification.
const CONVERSIONS: &[u8] = b"diouxXfFeEgGaAcspn";

/// A message split into pieces, and the stream it goes to.
#[derive(Debug, Clone, PartialEq)]
pub struct Printf {
    /// [`stream::STDOUT`] or [`stream::STDERR`].
    pub stream: u32,
    /// Literal text and conversions, in order.
    pub pieces: Vec<PrintPiece>,
}

/// The bytes of `words` from word `at`, little-endian.
fn bytes(words: &[u64]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// A NUL-terminated string starting at word `at`: its bytes and the words it takes.
fn string_at(words: &[u64], at: usize) -> (Vec<u8>, usize) {
    let b = bytes(&words[at.min(words.len())..]);
    let len = b.iter().position(|&c| c == 0).unwrap_or(b.len());
    (b[..len].to_vec(), (len + 1).div_ceil(8))
}

fn literal(text: &[u8]) -> PrintPiece {
    PrintPiece {
        format: Bytes(text.to_vec()),
        stars: Vec::new(),
        argument: PrintArgument::Literal,
    }
}

/// Splits a device `printf` message; `None` for a control word with unknown bits (the
/// runtime answers such a message with -1).
pub fn parse(message: &[u64]) -> Option<Printf> {
    let (&control, rest) = message.split_first()?;
    if control & !1 != 0 {
        return None;
    }
    let stream = if control & 1 != 0 {
        stream::STDERR
    } else {
        stream::STDOUT
    };
    let (fmt, used) = string_at(rest, 0);
    let mut args = &rest[used.min(rest.len())..];
    let mut pieces = Vec::new();
    let mut point = 0usize;
    loop {
        let Some(pct) = fmt[point..]
            .iter()
            .position(|&c| c == b'%')
            .map(|p| p + point)
        else {
            if point < fmt.len() {
                pieces.push(literal(&fmt[point..]));
            }
            break;
        };
        if pct > point {
            pieces.push(literal(&fmt[point..pct]));
        }
        if fmt.get(pct + 1) == Some(&b'%') {
            pieces.push(literal(b"%"));
            point = pct + 2;
            continue;
        }
        // Out of arguments, or no conversion character: the rest is not printed (as the
        // runtime does).
        if args.is_empty() {
            break;
        }
        let Some(end) = fmt[pct + 1..]
            .iter()
            .position(|c| CONVERSIONS.contains(c))
            .map(|e| e + pct + 2)
        else {
            break;
        };
        let spec = &fmt[pct..end];
        point = end;
        let stars = spec.iter().filter(|&&c| c == b'*').count();
        if stars > 2 || args.len() < stars + 1 {
            break;
        }
        let star_values: Vec<i32> = args[..stars].iter().map(|&v| v as i32).collect();
        args = &args[stars..];
        let conversion = *spec.last().expect("ends with a conversion");
        let (argument, taken) = match conversion {
            b'd' | b'i' | b'o' | b'u' | b'x' | b'X' | b'c' => {
                (PrintArgument::Integer { value: args[0] }, 1)
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => (
                PrintArgument::Float {
                    value: f64::from_bits(args[0]),
                },
                1,
            ),
            b's' => {
                let (text, words) = string_at(args, 0);
                (PrintArgument::Text { bytes: Bytes(text) }, words.max(1))
            }
            b'p' => (PrintArgument::Address { value: args[0] }, 1),
            // `%n` writes nothing here: its argument is skipped.
            _ => {
                args = &args[1..];
                continue;
            }
        };
        args = &args[taken.min(args.len())..];
        pieces.push(PrintPiece {
            format: Bytes(spec.to_vec()),
            stars: star_values,
            argument,
        });
    }
    Some(Printf { stream, pieces })
}

/// Renders pieces as the C library's `printf` would, for a replay that has no program to
/// print through: flags `-+ #0`, width, precision, `*`, the `hh h l ll j z t L` lengths (the
/// device passes every argument as 64 bits; the length says how many of them `printf` reads).
pub fn render(pieces: &[PrintPiece]) -> Vec<u8> {
    let mut out = Vec::new();
    for p in pieces {
        match &p.argument {
            PrintArgument::Literal => out.extend_from_slice(&p.format.0),
            argument => out.extend(Spec::parse(&p.format.0, &p.stars).render(argument)),
        }
    }
    out
}

/// One conversion specification.
#[derive(Debug, Default)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alternate: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
    /// Bits of an integer argument `printf` reads (0: the default `int`).
    bits: u32,
    conversion: u8,
}

impl Spec {
    fn parse(spec: &[u8], stars: &[i32]) -> Spec {
        let mut s = Spec::default();
        let mut stars = stars.iter().copied();
        let mut i = 1; // past '%'
        while let Some(&c) = spec.get(i) {
            match c {
                b'-' => s.left = true,
                b'+' => s.plus = true,
                b' ' => s.space = true,
                b'#' => s.alternate = true,
                b'0' => s.zero = true,
                _ => break,
            }
            i += 1;
        }
        let number = |i: &mut usize| {
            let mut n = 0usize;
            while let Some(d) = spec.get(*i).filter(|c| c.is_ascii_digit()) {
                n = n.saturating_mul(10).saturating_add(usize::from(d - b'0'));
                *i += 1;
            }
            n
        };
        if spec.get(i) == Some(&b'*') {
            i += 1;
            let w = stars.next().unwrap_or(0);
            if w < 0 {
                s.left = true;
            }
            s.width = w.unsigned_abs() as usize;
        } else {
            s.width = number(&mut i);
        }
        if spec.get(i) == Some(&b'.') {
            i += 1;
            if spec.get(i) == Some(&b'*') {
                i += 1;
                let p = stars.next().unwrap_or(0);
                s.precision = (p >= 0).then_some(p as usize);
            } else {
                s.precision = Some(number(&mut i));
            }
        }
        // Widths past any real use would only allocate.
        s.width = s.width.min(4096);
        s.precision = s.precision.map(|p| p.min(4096));
        s.bits = 32;
        while let Some(&c) = spec.get(i) {
            s.bits = match c {
                b'h' if s.bits == 16 => 8,
                b'h' => 16,
                b'l' | b'j' | b'z' | b't' | b'q' | b'L' => 64,
                _ => break,
            };
            i += 1;
        }
        s.conversion = spec.last().copied().unwrap_or(b'd');
        s
    }

    fn render(&self, argument: &PrintArgument) -> Vec<u8> {
        let (sign, body, numeric) = match *argument {
            PrintArgument::Literal => return Vec::new(),
            PrintArgument::Text { ref bytes } => {
                let end = self
                    .precision
                    .map_or(bytes.0.len(), |p| p.min(bytes.0.len()));
                (String::new(), bytes.0[..end].to_vec(), false)
            }
            PrintArgument::Address { value: 0 } => (String::new(), b"(nil)".to_vec(), false),
            PrintArgument::Address { value } => {
                (String::new(), format!("{value:#x}").into_bytes(), false)
            }
            PrintArgument::Integer { value } => self.integer(value),
            PrintArgument::Float { value } => self.float(value),
        };
        let len = sign.len() + body.len();
        let pad = self.width.saturating_sub(len);
        let mut out = Vec::with_capacity(len + pad);
        if self.left {
            out.extend_from_slice(sign.as_bytes());
            out.extend_from_slice(&body);
            out.resize(out.len() + pad, b' ');
        } else if self.zero && numeric {
            out.extend_from_slice(sign.as_bytes());
            out.resize(out.len() + pad, b'0');
            out.extend_from_slice(&body);
        } else {
            out.resize(pad, b' ');
            out.extend_from_slice(sign.as_bytes());
            out.extend_from_slice(&body);
        }
        out
    }

    /// The sign or prefix, the digits, and whether `0` padding applies.
    fn integer(&self, value: u64) -> (String, Vec<u8>, bool) {
        let mask = if self.bits >= 64 {
            u64::MAX
        } else {
            (1u64 << self.bits) - 1
        };
        let raw = value & mask;
        let signed = || {
            let shift = 64 - self.bits.min(64);
            ((raw << shift) as i64) >> shift
        };
        let (mut sign, digits) = match self.conversion {
            b'c' => return (String::new(), vec![value as u8], false),
            b'd' | b'i' => {
                let v = signed();
                (self.sign(v < 0).to_string(), v.unsigned_abs().to_string())
            }
            b'o' => (String::new(), format!("{raw:o}")),
            b'x' => (String::new(), format!("{raw:x}")),
            b'X' => (String::new(), format!("{raw:X}")),
            _ => (String::new(), raw.to_string()),
        };
        let mut digits = match self.precision {
            Some(0) if raw == 0 => String::new(),
            Some(p) if digits.len() < p => "0".repeat(p - digits.len()) + &digits,
            _ => digits,
        };
        if self.alternate && raw != 0 {
            match self.conversion {
                b'x' => sign.push_str("0x"),
                b'X' => sign.push_str("0X"),
                b'o' if !digits.starts_with('0') => digits.insert(0, '0'),
                _ => {}
            }
        }
        (sign, digits.into_bytes(), self.precision.is_none())
    }

    /// What precedes a signed number: `-`, or what the `+` and space flags ask for.
    fn sign(&self, negative: bool) -> &'static str {
        if negative {
            "-"
        } else if self.plus {
            "+"
        } else if self.space {
            " "
        } else {
            ""
        }
    }

    fn float(&self, v: f64) -> (String, Vec<u8>, bool) {
        let sign = self.sign(v.is_sign_negative() && !v.is_nan());
        let upper = self.conversion.is_ascii_uppercase();
        let a = v.abs();
        let case = |t: String| if upper { t.to_uppercase() } else { t };
        if !a.is_finite() {
            let t = if a.is_nan() { "nan" } else { "inf" };
            return (sign.to_string(), case(t.to_string()).into_bytes(), false);
        }
        let p = self.precision.unwrap_or(6);
        let body = match self.conversion.to_ascii_lowercase() {
            b'f' => fixed(a, p, self.alternate),
            b'e' => exponent(a, p, self.alternate),
            b'g' => {
                let p = p.max(1);
                // The exponent the `e` style would show, after rounding to P digits.
                let x = exponent_of(a, p - 1);
                let t = if x < -4 || x >= p as i32 {
                    exponent(a, p - 1, self.alternate)
                } else {
                    fixed(a, (p as i32 - 1 - x) as usize, self.alternate)
                };
                if self.alternate {
                    t
                } else {
                    strip_zeros(&t)
                }
            }
            _ => hex_float(a, self.precision),
        };
        (sign.to_string(), case(body).into_bytes(), true)
    }
}

fn fixed(a: f64, p: usize, alternate: bool) -> String {
    let t = format!("{a:.p$}");
    if alternate && p == 0 {
        t + "."
    } else {
        t
    }
}

/// `d.ddde±XX`, as C writes it.
fn exponent(a: f64, p: usize, alternate: bool) -> String {
    let t = format!("{a:.p$e}");
    let (mantissa, x) = t.split_once('e').unwrap_or((&t, "0"));
    let x: i32 = x.parse().unwrap_or(0);
    let dot = if alternate && p == 0 { "." } else { "" };
    let s = if x < 0 { '-' } else { '+' };
    format!("{mantissa}{dot}e{s}{:02}", x.unsigned_abs())
}

fn exponent_of(a: f64, p: usize) -> i32 {
    if a == 0.0 {
        return 0;
    }
    let t = format!("{a:.p$e}");
    t.split_once('e')
        .and_then(|(_, x)| x.parse().ok())
        .unwrap_or(0)
}

/// `%g` drops trailing zeros of the fraction, and the point with them.
fn strip_zeros(t: &str) -> String {
    let (number, x) = match t.find('e') {
        Some(i) => t.split_at(i),
        None => (t, ""),
    };
    let number = if number.contains('.') {
        number.trim_end_matches('0').trim_end_matches('.')
    } else {
        number
    };
    format!("{number}{x}")
}

/// `%a`: `0x1.hhhp±d` (glibc's form; a subnormal as `0x0.hhh p-1022`).
fn hex_float(a: f64, precision: Option<usize>) -> String {
    if a == 0.0 {
        return match precision {
            Some(p) if p > 0 => format!("0x0.{}p+0", "0".repeat(p)),
            _ => "0x0p+0".to_string(),
        };
    }
    let bits = a.to_bits();
    let raw_exp = ((bits >> 52) & 0x7ff) as i32;
    let (lead, exp) = if raw_exp == 0 {
        (0, -1022)
    } else {
        (1, raw_exp - 1023)
    };
    let mut mantissa = bits & ((1u64 << 52) - 1);
    let mut lead = lead as u64;
    let digits = match precision {
        Some(p) if p < 13 => {
            let drop = 4 * (13 - p) as u32;
            let half = 1u64 << (drop - 1);
            let rest = mantissa & ((1u64 << drop) - 1);
            mantissa >>= drop;
            if rest > half || (rest == half && mantissa & 1 == 1) {
                mantissa += 1;
                if mantissa >> (4 * p) != 0 {
                    mantissa &= (1u64 << (4 * p)) - 1;
                    lead += 1;
                }
            }
            if p == 0 {
                String::new()
            } else {
                format!("{mantissa:0p$x}")
            }
        }
        Some(p) => format!("{mantissa:013x}") + &"0".repeat(p - 13),
        None => format!("{mantissa:013x}").trim_end_matches('0').to_string(),
    };
    let dot = if digits.is_empty() { "" } else { "." };
    let s = if exp < 0 { '-' } else { '+' };
    format!("0x{lead}{dot}{digits}p{s}{}", exp.unsigned_abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Roughly what the pieces print (the program's C library formats the real output).
    fn render(p: &Printf) -> String {
        let mut out = String::new();
        for piece in &p.pieces {
            let spec = String::from_utf8_lossy(&piece.format.0);
            match &piece.argument {
                PrintArgument::Literal => out.push_str(&spec),
                PrintArgument::Integer { value } => out.push_str(&value.to_string()),
                PrintArgument::Float { value } => out.push_str(&value.to_string()),
                PrintArgument::Text { bytes } => out.push_str(&String::from_utf8_lossy(&bytes.0)),
                PrintArgument::Address { value } => out.push_str(&format!("{value:#x}")),
            }
        }
        out
    }

    fn words(b: &[u8]) -> Vec<u64> {
        b.chunks(8)
            .map(|c| {
                let mut a = [0u8; 8];
                a[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(a)
            })
            .collect()
    }

    #[test]
    fn a_message_splits_into_literals_and_conversions() {
        let mut m = vec![0u64];
        m.extend(words(b"x=%d y=%5.2f %s%%\n\0"));
        m.push(42);
        m.push(1.5f64.to_bits());
        m.extend(words(b"hello\0"));
        let p = parse(&m).unwrap();
        assert_eq!(p.stream, stream::STDOUT);
        let kinds: Vec<String> = p
            .pieces
            .iter()
            .map(|x| String::from_utf8_lossy(&x.format.0).into_owned())
            .collect();
        assert_eq!(kinds, ["x=", "%d", " y=", "%5.2f", " ", "%s", "%", "\n"]);
        assert_eq!(p.pieces[1].argument, PrintArgument::Integer { value: 42 });
        assert_eq!(
            p.pieces[5].argument,
            PrintArgument::Text {
                bytes: Bytes(b"hello".to_vec())
            }
        );
        assert_eq!(render(&p), "x=42 y=1.5 hello%\n");
    }

    #[test]
    fn stars_stderr_and_missing_arguments() {
        let mut m = vec![1u64];
        m.extend(words(b"%*d|%d\0"));
        m.push(6);
        m.push(7);
        let p = parse(&m).unwrap();
        assert_eq!(p.stream, stream::STDERR);
        assert_eq!(
            p.pieces.len(),
            2,
            "the second %d has no argument: the rest is dropped"
        );
        assert_eq!(p.pieces[0].stars, vec![6]);
        assert!(parse(&[4]).is_none(), "unknown control bits");
    }

    fn piece(spec: &str, argument: PrintArgument, stars: &[i32]) -> String {
        let p = PrintPiece {
            format: Bytes(spec.as_bytes().to_vec()),
            stars: stars.to_vec(),
            argument,
        };
        String::from_utf8(super::render(&[p])).unwrap()
    }

    /// The coreutils `printf` program formats with the C library's `printf` (reading a long
    /// double: values that are exact in both, and no `%a`): the same specification and value
    /// must print the same text.
    #[test]
    fn rendering_matches_the_c_library() {
        let floats = [
            0.0,
            -0.0,
            1.5,
            -2.25,
            0.1,
            123456.789,
            1e-5,
            1e20,
            9.9999999,
            0.000123456,
            2.5e-300,
            1.0 / 3.0,
            100.0,
            1e6,
            12345678.0,
        ];
        let float_specs = [
            "%f", "%.0f", "%#.0f", "%10.3f", "%-10.2f", "%+f", "% f", "%010.2f", "%e", "%.2e",
            "%E", "%g", "%.3g", "%#g", "%G", "%.0g", "%12.4g", "%-12.3e",
        ];
        let ints: [i64; 7] = [0, 1, -1, 42, -123456, 2147483647, 255];
        let int_specs = [
            "%d", "%5d", "%-5d", "%05d", "%+d", "% d", "%.3d", "%.0d", "%x", "%#x", "%X", "%#o",
            "%o", "%u", "%8.4x",
        ];
        let mut mismatches = Vec::new();
        let mut check = |spec: &str, arg: String, ours: String| {
            let out = std::process::Command::new("printf")
                .arg(spec)
                .arg(&arg)
                .output()
                .expect("coreutils printf runs");
            let c = String::from_utf8_lossy(&out.stdout).into_owned();
            if c != ours {
                mismatches.push(format!("{spec} {arg}: C {c:?}, ours {ours:?}"));
            }
        };
        for &v in &floats {
            for spec in float_specs {
                let ours = piece(spec, PrintArgument::Float { value: v }, &[]);
                check(spec, format!("{v:e}"), ours);
            }
        }
        for &v in &ints {
            for spec in int_specs {
                // coreutils reads a 64-bit integer: compare where int and long agree.
                let ours = piece(spec, PrintArgument::Integer { value: v as u64 }, &[]);
                let unsigned = matches!(spec.as_bytes().last(), Some(b'x' | b'X' | b'o' | b'u'));
                let arg = if unsigned && v < 0 {
                    (v as u32).to_string()
                } else {
                    v.to_string()
                };
                check(spec, arg, ours);
            }
        }
        assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    }

    #[test]
    fn lengths_stars_strings_and_pointers() {
        let int = |spec: &str, v: i64| piece(spec, PrintArgument::Integer { value: v as u64 }, &[]);
        assert_eq!(int("%d", -1), "-1");
        assert_eq!(int("%d", 1 << 32), "0", "an int reads the low 32 bits");
        assert_eq!(int("%ld", 1 << 32), "4294967296");
        assert_eq!(int("%hhd", 255), "-1");
        assert_eq!(int("%hu", 65537), "1");
        assert_eq!(int("%u", -1), "4294967295");
        assert_eq!(int("%c", 65), "A");
        let star = piece("%*d", PrintArgument::Integer { value: 7 }, &[4]);
        assert_eq!(star, "   7");
        let left = piece("%*d", PrintArgument::Integer { value: 7 }, &[-3]);
        assert_eq!(left, "7  ");
        let text = |spec: &str| {
            piece(
                spec,
                PrintArgument::Text {
                    bytes: Bytes(b"hello".to_vec()),
                },
                &[],
            )
        };
        assert_eq!(text("%s"), "hello");
        assert_eq!(text("%.2s"), "he");
        assert_eq!(text("%7s"), "  hello");
        assert_eq!(text("%-7s"), "hello  ");
        // glibc's `%a` of a double (coreutils formats a long double, so it cannot compare).
        let float = |spec: &str, v: f64| piece(spec, PrintArgument::Float { value: v }, &[]);
        assert_eq!(float("%a", 1.5), "0x1.8p+0");
        assert_eq!(float("%a", -2.25), "-0x1.2p+1");
        assert_eq!(float("%a", 0.1), "0x1.999999999999ap-4");
        assert_eq!(float("%.3a", 0.1), "0x1.99ap-4");
        assert_eq!(float("%A", 1.0), "0X1P+0");
        assert_eq!(float("%a", 0.0), "0x0p+0");
        assert_eq!(
            piece("%p", PrintArgument::Address { value: 0x1000 }, &[]),
            "0x1000"
        );
        assert_eq!(
            piece("%p", PrintArgument::Address { value: 0 }, &[]),
            "(nil)"
        );
    }
}
