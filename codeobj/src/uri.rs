//! Loaded code object URIs (AMDGPUUsage "Loaded Code Object Path Uniform Resource Identifier
//! (URI)"):
//!
//! ```text
//! code_object_uri ::== file_uri | memory_uri
//! file_uri        ::== "file://" file_path [ range_specifier ]
//! memory_uri      ::== "memory://" process_id range_specifier
//! range_specifier ::== [ "#" | "?" ] "offset=" number "&" "size=" number
//! ```
//!
//! Numbers are C literals (`0x` hex, leading-`0` octal, decimal); the path is percent-encoded
//! UTF-8 where every byte outside `[a-zA-Z0-9/_.~-]` is written `%XX`. The parser also accepts
//! a file range with only one of `offset=`/`size=` (the ABI defaults them to 0 and the rest of
//! the file), since ROCm tools print such URIs.

use std::fmt;
use std::str::FromStr;

use crate::error::{Error, Result};

/// A parsed loaded-code-object URI.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum CodeObjectUri {
    /// `file://PATH[#offset=N&size=M]`: a code object stored in a file (possibly inside a
    /// bundle or host executable, at `offset`).
    File {
        /// The decoded file path.
        path: String,
        /// Byte offset in the file (default 0).
        offset: Option<u64>,
        /// Byte size (default: to the end of the file).
        size: Option<u64>,
    },
    /// `memory://PID#offset=ADDR&size=N`: a code object loaded from a process's memory.
    Memory {
        /// The process ID.
        pid: u64,
        /// The code object's address in that process.
        address: u64,
        /// Its size in bytes.
        size: u64,
    },
}

fn bad(uri: &str, reason: impl Into<String>) -> Error {
    Error::BadUri {
        uri: uri.to_owned(),
        reason: reason.into(),
    }
}

/// Parses a C integral literal: `0x`/`0X` hex, a leading `0` octal, else decimal.
fn parse_number(text: &str) -> Option<u64> {
    if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u64::from_str_radix(hex, 16).ok()
    } else if text.len() > 1 && text.starts_with('0') {
        if !text.bytes().all(|b| (b'0'..=b'7').contains(&b)) {
            return None;
        }
        u64::from_str_radix(&text[1..], 8).ok()
    } else {
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        text.parse().ok()
    }
}

/// Whether the ABI lets `b` appear unencoded in a path.
fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'/' | b'_' | b'.' | b'~' | b'-')
}

/// Percent-encodes a path as the ABI requires (uppercase hex digits).
pub fn encode_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for &b in path.as_bytes() {
        if is_unreserved(b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes `%XX` escapes (either case) and checks the result is UTF-8.
pub fn decode_path(encoded: &str) -> Option<String> {
    let src = encoded.as_bytes();
    let mut out = Vec::with_capacity(src.len());
    let mut i = 0;
    while let Some(&b) = src.get(i) {
        if b == b'%' {
            let hex = src.get(i + 1..i + 3)?;
            let hex = std::str::from_utf8(hex).ok()?;
            if !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
                return None;
            }
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

impl CodeObjectUri {
    /// Parses a URI.
    pub fn parse(uri: &str) -> Result<CodeObjectUri> {
        let (scheme, rest) = uri
            .split_once("://")
            .ok_or_else(|| bad(uri, "expected `file://` or `memory://`"))?;
        let (body, range) = match rest.find(['#', '?']) {
            Some(i) => (&rest[..i], Some(&rest[i + 1..])),
            None => (rest, None),
        };
        let mut offset = None;
        let mut size = None;
        if let Some(range) = range {
            for param in range.split('&') {
                let (key, value) = param
                    .split_once('=')
                    .ok_or_else(|| bad(uri, format!("expected `key=number`, found `{param}`")))?;
                let n = parse_number(value).ok_or_else(|| {
                    bad(
                        uri,
                        format!("`{key}` is not a C integer literal: `{value}`"),
                    )
                })?;
                let slot = match key {
                    "offset" => &mut offset,
                    "size" => &mut size,
                    _ => {
                        return Err(bad(
                            uri,
                            format!("unknown range parameter `{key}` (expected offset, size)"),
                        ))
                    }
                };
                if slot.replace(n).is_some() {
                    return Err(bad(uri, format!("`{key}` given twice")));
                }
            }
        }
        match scheme.to_ascii_lowercase().as_str() {
            "file" => {
                if body.is_empty() {
                    return Err(bad(uri, "empty file path"));
                }
                let path = decode_path(body)
                    .ok_or_else(|| bad(uri, "path has a bad %-escape or is not UTF-8"))?;
                Ok(CodeObjectUri::File { path, offset, size })
            }
            "memory" => {
                if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad(
                        uri,
                        format!("process ID must be decimal, found `{body}`"),
                    ));
                }
                let pid = body
                    .parse()
                    .map_err(|_| bad(uri, "process ID out of range"))?;
                let address = offset.ok_or_else(|| bad(uri, "memory URI needs `offset=`"))?;
                let size = size.ok_or_else(|| bad(uri, "memory URI needs `size=`"))?;
                Ok(CodeObjectUri::Memory { pid, address, size })
            }
            other => Err(bad(
                uri,
                format!("unknown scheme `{other}` (expected file or memory)"),
            )),
        }
    }

    /// For a file URI, the code object's bytes within `file` (the whole file's contents),
    /// checking the range.
    pub fn extract<'data>(&self, file: &'data [u8]) -> Result<&'data [u8]> {
        match self {
            CodeObjectUri::File { offset, size, .. } => {
                let len = file.len() as u64;
                let offset = offset.unwrap_or(0);
                let size = match size {
                    Some(s) => *s,
                    None => len.checked_sub(offset).ok_or(Error::UriRange {
                        offset,
                        size: 0,
                        available: len,
                    })?,
                };
                crate::bytes::slice(file, offset, size).ok_or(Error::UriRange {
                    offset,
                    size,
                    available: len,
                })
            }
            CodeObjectUri::Memory { .. } => Err(bad(
                &self.to_string(),
                "a memory URI names process memory, not file bytes; read it from the process",
            )),
        }
    }
}

impl fmt::Display for CodeObjectUri {
    /// Writes the URI back: the path percent-encoded, offsets and addresses in hex, sizes in
    /// decimal, as ROCm prints them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeObjectUri::File { path, offset, size } => {
                write!(f, "file://{}", encode_path(path))?;
                match (offset, size) {
                    (Some(o), Some(s)) => write!(f, "#offset={o:#x}&size={s}"),
                    (Some(o), None) => write!(f, "#offset={o:#x}"),
                    (None, Some(s)) => write!(f, "#size={s}"),
                    (None, None) => Ok(()),
                }
            }
            CodeObjectUri::Memory { pid, address, size } => {
                write!(f, "memory://{pid}#offset={address:#x}&size={size}")
            }
        }
    }
}

impl FromStr for CodeObjectUri {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self> {
        CodeObjectUri::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn abi_examples() {
        assert_eq!(
            CodeObjectUri::parse("file:///dir1/dir2/file1").unwrap(),
            CodeObjectUri::File {
                path: "/dir1/dir2/file1".into(),
                offset: None,
                size: None
            }
        );
        assert_eq!(
            CodeObjectUri::parse("file:///dir3/dir4/file2#offset=0x2000&size=3000").unwrap(),
            CodeObjectUri::File {
                path: "/dir3/dir4/file2".into(),
                offset: Some(0x2000),
                size: Some(3000)
            }
        );
        assert_eq!(
            CodeObjectUri::parse("memory://1234#offset=0x20000&size=3000").unwrap(),
            CodeObjectUri::Memory {
                pid: 1234,
                address: 0x20000,
                size: 3000
            }
        );
        assert_eq!(
            CodeObjectUri::parse("file:///a%20b/%E2%82%ac?size=010&offset=0X1f").unwrap(),
            CodeObjectUri::File {
                path: "/a b/\u{20ac}".into(),
                offset: Some(0x1f),
                size: Some(8)
            }
        );
        let u = CodeObjectUri::parse("memory://1234#offset=0x20000&size=3000").unwrap();
        assert_eq!(u.to_string(), "memory://1234#offset=0x20000&size=3000");
        assert_eq!(u.to_string().parse::<CodeObjectUri>().unwrap(), u);
        let f = CodeObjectUri::File {
            path: "/x y#z".into(),
            offset: None,
            size: Some(4),
        };
        assert_eq!(f.to_string(), "file:///x%20y%23z#size=4");
        let f = CodeObjectUri::File {
            path: "/x".into(),
            offset: Some(4),
            size: None,
        };
        assert_eq!(f.to_string(), "file:///x#offset=0x4");
    }

    #[test]
    fn errors() {
        for (uri, why) in [
            ("/just/a/path", "expected `file://`"),
            ("http://x", "unknown scheme"),
            ("file://", "empty file path"),
            ("file:///a%2", "%-escape"),
            ("file:///a%zz", "%-escape"),
            ("file:///a%ff", "%-escape"),
            ("file:///a#offset=12x", "C integer"),
            ("file:///a#offset=09", "C integer"),
            ("file:///a#offset=0x", "C integer"),
            ("file:///a#offset=", "C integer"),
            ("file:///a#offset=99999999999999999999999", "C integer"),
            ("file:///a#offset", "key=number"),
            ("file:///a#offset=1&offset=2", "twice"),
            ("file:///a#start=1", "unknown range parameter"),
            ("memory://12a#offset=1&size=2", "decimal"),
            ("memory://#offset=1&size=2", "decimal"),
            (
                "memory://99999999999999999999999#offset=1&size=2",
                "out of range",
            ),
            ("memory://12#size=2", "offset="),
            ("memory://12#offset=2", "size="),
            ("memory://12", "offset="),
        ] {
            let e = CodeObjectUri::parse(uri).unwrap_err();
            assert!(matches!(e, Error::BadUri { .. }));
            assert!(e.to_string().contains(why), "{uri}: {e}");
        }
    }

    #[test]
    fn extract_checks_range() {
        let file: Vec<u8> = (0..100).collect();
        let u = CodeObjectUri::parse("file:///f#offset=10&size=5").unwrap();
        assert_eq!(u.extract(&file).unwrap(), &[10, 11, 12, 13, 14]);
        let u = CodeObjectUri::parse("file:///f#offset=98").unwrap();
        assert_eq!(u.extract(&file).unwrap(), &[98, 99]);
        let u = CodeObjectUri::parse("file:///f").unwrap();
        assert_eq!(u.extract(&file).unwrap().len(), 100);
        for bad in [
            "file:///f#offset=101",
            "file:///f#offset=96&size=5",
            "file:///f#offset=0xffffffffffffffff&size=2",
        ] {
            let e = CodeObjectUri::parse(bad)
                .unwrap()
                .extract(&file)
                .unwrap_err();
            assert!(matches!(e, Error::UriRange { .. }), "{bad}: {e}");
        }
        let m = CodeObjectUri::parse("memory://1#offset=0&size=1").unwrap();
        assert!(m.extract(&file).is_err());
    }

    proptest! {
        #[test]
        fn display_parse_round_trip(path in "/[^\u{0}]{0,40}", offset in proptest::option::of(any::<u64>()),
                                    size in proptest::option::of(any::<u64>())) {
            let u = CodeObjectUri::File { path, offset, size };
            prop_assert_eq!(CodeObjectUri::parse(&u.to_string()).unwrap(), u);
        }

        #[test]
        fn memory_round_trip(pid in any::<u64>(), address in any::<u64>(), size in any::<u64>()) {
            let u = CodeObjectUri::Memory { pid, address, size };
            prop_assert_eq!(CodeObjectUri::parse(&u.to_string()).unwrap(), u);
        }

        #[test]
        fn parse_never_panics(s in "\\PC{0,60}") {
            // A URI that cannot be read is quoted back, or the part that is wrong is named.
            if let Err(e) = CodeObjectUri::parse(&s) {
                let m = e.to_string();
                prop_assert!(m.contains('`') || m.contains("URI"), "{}: {}", s, m);
            }
        }

        #[test]
        fn parse_then_display_is_stable(s in "(file|memory)://[a-z0-9%/#?&=x]{0,30}") {
            if let Ok(u) = CodeObjectUri::parse(&s) {
                prop_assert_eq!(CodeObjectUri::parse(&u.to_string()).unwrap(), u);
            }
        }
    }
}
