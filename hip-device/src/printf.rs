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
}
