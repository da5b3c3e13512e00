//! The protocol's base framing: each message is a header block (`Content-Length: N`, then
//! other `Name: value` lines hdb ignores, each ending in `\r\n`), an empty line, and N bytes
//! of UTF-8 JSON.
//!
//! Reading is defensive: a header block or a body larger than the limits, a missing or bad
//! `Content-Length`, or input that ends inside a message is a [`FramingError`] that names
//! what was wrong; nothing the client sends can make the reader allocate more than
//! [`MAX_BODY`] bytes or loop forever.

use std::io::{self, BufRead, Read, Write};

/// The largest body accepted (a `setBreakpoints` with thousands of lines is a few hundred
/// kilobytes; a `writeMemory` of a megabyte, 1.4 MB of base64).
pub const MAX_BODY: usize = 64 << 20;

/// The longest header block accepted.
const MAX_HEADER: usize = 8 << 10;

/// Why a message could not be read.
#[derive(Debug, thiserror::Error)]
pub enum FramingError {
    /// Reading the stream failed.
    #[error("reading the client's stream: {0}")]
    Io(#[from] io::Error),
    /// The stream ended inside a header block or a body.
    #[error("the client's stream ended inside a message")]
    Truncated,
    /// A header block with no `Content-Length`.
    #[error("a message header has no Content-Length")]
    NoLength,
    /// A `Content-Length` that is not a number.
    #[error("bad Content-Length `{0}`")]
    BadLength(String),
    /// A body over [`MAX_BODY`].
    #[error("a message of {0} bytes is over the limit of {MAX_BODY} bytes")]
    TooLarge(usize),
    /// A header block over the limit, or a header line that is not `Name: value`.
    #[error("malformed message header: {0}")]
    BadHeader(String),
}

/// Reads one message body; `Ok(None)` at a clean end of the stream (between messages).
pub fn read_message(input: &mut impl BufRead) -> Result<Option<Vec<u8>>, FramingError> {
    let mut length: Option<usize> = None;
    let mut header_bytes = 0usize;
    let mut first = true;
    loop {
        let mut line = Vec::new();
        let n = read_line_limited(input, &mut line, MAX_HEADER - header_bytes)?;
        if n == 0 {
            return if first {
                Ok(None)
            } else {
                Err(FramingError::Truncated)
            };
        }
        first = false;
        header_bytes += n;
        if !line.ends_with(b"\n") {
            return if header_bytes >= MAX_HEADER {
                Err(FramingError::BadHeader(format!("over {MAX_HEADER} bytes")))
            } else {
                Err(FramingError::Truncated)
            };
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        if text.is_empty() {
            if length.is_none() && header_bytes <= 2 {
                // Blank lines between messages (some clients send a trailing CRLF).
                first = true;
                header_bytes = 0;
                continue;
            }
            break;
        }
        let Some((name, value)) = text.split_once(':') else {
            return Err(FramingError::BadHeader(format!("`{}`", shorten(text))));
        };
        if name.trim().eq_ignore_ascii_case("content-length") {
            let v = value.trim();
            let n: usize = v
                .parse()
                .map_err(|_| FramingError::BadLength(shorten(v).to_string()))?;
            if n > MAX_BODY {
                return Err(FramingError::TooLarge(n));
            }
            length = Some(n);
        }
    }
    let n = length.ok_or(FramingError::NoLength)?;
    // Grown as bytes arrive, not allocated at the announced length: a header claiming
    // MAX_BODY followed by nothing costs nothing.
    let mut body = Vec::with_capacity(n.min(64 << 10));
    (&mut *input).take(n as u64).read_to_end(&mut body)?;
    if body.len() < n {
        return Err(FramingError::Truncated);
    }
    Ok(Some(body))
}

/// Reads up to and including `\n`, at most `limit` bytes.
fn read_line_limited(
    input: &mut impl BufRead,
    out: &mut Vec<u8>,
    limit: usize,
) -> io::Result<usize> {
    let mut total = 0;
    loop {
        if total >= limit {
            return Ok(total);
        }
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(total);
        }
        let room = limit - total;
        let window = &buf[..buf.len().min(room)];
        match window.iter().position(|&b| b == b'\n') {
            Some(i) => {
                out.extend_from_slice(&window[..=i]);
                input.consume(i + 1);
                return Ok(total + i + 1);
            }
            None => {
                let n = window.len();
                out.extend_from_slice(window);
                input.consume(n);
                total += n;
            }
        }
    }
}

fn shorten(s: &str) -> &str {
    match s.char_indices().nth(60) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}

/// Writes one message (its header and body) and flushes. The message goes out in one write:
/// on an unbuffered socket each write is a packet of its own.
pub fn write_message(output: &mut impl Write, body: &[u8]) -> io::Result<()> {
    let mut message = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    message.extend_from_slice(body);
    output.write_all(&message)?;
    output.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(bytes: &[u8]) -> Vec<Result<Option<Vec<u8>>, String>> {
        let mut input = io::BufReader::new(bytes);
        let mut out = Vec::new();
        loop {
            let r = read_message(&mut input).map_err(|e| e.to_string());
            let end = !matches!(r, Ok(Some(_)));
            out.push(r);
            if end {
                return out;
            }
        }
    }

    #[test]
    fn messages_and_ends() {
        let r = read_all(
            b"Content-Length: 2\r\n\r\n{}Content-Length: 4\r\nContent-Type: x\r\n\r\nnull",
        );
        assert_eq!(
            r,
            vec![
                Ok(Some(b"{}".to_vec())),
                Ok(Some(b"null".to_vec())),
                Ok(None)
            ]
        );
        // Header names are case-insensitive; bare LF line ends are accepted.
        let r = read_all(b"content-length:1\n\n1");
        assert_eq!(r[0], Ok(Some(b"1".to_vec())));
    }

    #[test]
    fn malformed_input_is_an_error_not_a_panic() {
        for (input, want) in [
            (&b"Content-Length: 10\r\n\r\n{}"[..], "ended inside"),
            (b"Content-Length: x\r\n\r\n", "bad Content-Length"),
            (b"Content-Type: a\r\n\r\n{}", "no Content-Length"),
            (b"garbage\r\n\r\n", "malformed message header"),
            (b"Content-Length: 99999999999\r\n\r\n", "over the limit"),
            (b"Content-Length: 2\r\n", "ended inside"),
            (b"Content-Length: -1\r\n\r\n", "bad Content-Length"),
            (b"Content-Length: 1e3\r\n\r\n{}", "bad Content-Length"),
            // The limit itself, with two bytes: the body is not allocated up front.
            (b"Content-Length: 67108864\r\n\r\n{}", "ended inside"),
        ] {
            let r = read_all(input);
            let last = r.last().cloned().unwrap_or(Ok(None));
            let e = last.expect_err("an error");
            assert!(e.contains(want), "{e}");
        }
        let long = vec![b'a'; MAX_HEADER * 2];
        let r = read_all(&long);
        assert!(matches!(r.last(), Some(Err(e)) if e.contains("over")));
    }

    #[test]
    fn write_then_read() {
        let mut buf = Vec::new();
        write_message(&mut buf, br#"{"seq":1}"#).unwrap();
        let r = read_all(&buf);
        assert_eq!(r[0], Ok(Some(br#"{"seq":1}"#.to_vec())));
    }
}
