//! Framing of the GDB remote serial protocol (GDB manual, "Overview" of Remote Protocol):
//! `$body#cs` packets, `%body#cs` notifications, `+`/`-` acknowledgements and the `0x03`
//! interrupt byte; the checksum, the `}` binary escape and `*` run-length decoding.
//!
//! [`Decoder`] is a byte-at-a-time state machine: it never allocates more than its limit,
//! never panics, and turns anything that is not a frame (noise between packets) into nothing.

use std::fmt;

/// The largest packet body the decoder accepts (and the stub advertises as `PacketSize`).
pub const MAX_PACKET: usize = 0x4000;

/// One thing read from the wire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Frame {
    /// A `$…#cs` packet whose checksum matched: its body, escapes still in place.
    Packet(Vec<u8>),
    /// A `%…#cs` notification (stub to client only).
    Notification(Vec<u8>),
    /// `+`.
    Ack,
    /// `-`: resend the last packet.
    Nack,
    /// The `0x03` byte outside a packet: interrupt the running waves.
    Interrupt,
    /// A packet that could not be accepted; the peer is sent `-` (in ack mode).
    Bad(FrameError),
}

/// Why a packet was dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    /// The checksum after `#` does not match the body.
    #[error("bad checksum: packet says {given:#04x}, body sums to {computed:#04x}")]
    Checksum {
        /// The checksum the packet carries.
        given: u8,
        /// The checksum of the body received.
        computed: u8,
    },
    /// The two characters after `#` are not hex digits.
    #[error("checksum is not two hex digits")]
    ChecksumDigits,
    /// The body is longer than the limit; the rest of it up to `#cs` was skipped.
    #[error("packet longer than {limit} bytes dropped")]
    Oversized {
        /// The limit.
        limit: usize,
    },
    /// A `$` started a new packet before the previous one ended (a truncated packet).
    #[error("truncated packet: `$` before its `#`")]
    Truncated,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Idle,
    Body { notification: bool },
    Sum1 { notification: bool },
    Sum2 { notification: bool, hi: u8 },
}

/// Splits a byte stream into [`Frame`]s.
#[derive(Debug, Clone)]
pub struct Decoder {
    state: State,
    body: Vec<u8>,
    sum: u8,
    overflow: bool,
    limit: usize,
    /// Bytes outside any frame that were ignored.
    pub noise: u64,
}

impl Default for Decoder {
    fn default() -> Self {
        Decoder::new(MAX_PACKET)
    }
}

impl Decoder {
    /// A decoder that drops bodies longer than `limit` bytes.
    pub fn new(limit: usize) -> Decoder {
        Decoder {
            state: State::Idle,
            body: Vec::new(),
            sum: 0,
            overflow: false,
            limit,
            noise: 0,
        }
    }

    /// Feeds one byte; returns a frame when one is complete.
    pub fn push(&mut self, b: u8) -> Option<Frame> {
        match self.state {
            State::Idle => match b {
                b'$' | b'%' => {
                    self.start(b == b'%');
                    None
                }
                b'+' => Some(Frame::Ack),
                b'-' => Some(Frame::Nack),
                0x03 => Some(Frame::Interrupt),
                _ => {
                    self.noise += 1;
                    None
                }
            },
            State::Body { notification } => match b {
                b'#' => {
                    self.state = State::Sum1 { notification };
                    None
                }
                b'$' => {
                    // The previous packet never ended; this one starts afresh.
                    self.start(false);
                    Some(Frame::Bad(FrameError::Truncated))
                }
                _ => {
                    self.sum = self.sum.wrapping_add(b);
                    if self.body.len() < self.limit {
                        self.body.push(b);
                    } else {
                        self.overflow = true;
                    }
                    None
                }
            },
            State::Sum1 { notification } => {
                self.state = State::Sum2 {
                    notification,
                    hi: b,
                };
                None
            }
            State::Sum2 { notification, hi } => {
                self.state = State::Idle;
                let body = std::mem::take(&mut self.body);
                let (Some(h), Some(l)) = (hex_value(hi), hex_value(b)) else {
                    return Some(Frame::Bad(FrameError::ChecksumDigits));
                };
                let given = h << 4 | l;
                if self.overflow {
                    return Some(Frame::Bad(FrameError::Oversized { limit: self.limit }));
                }
                if given != self.sum {
                    return Some(Frame::Bad(FrameError::Checksum {
                        given,
                        computed: self.sum,
                    }));
                }
                Some(if notification {
                    Frame::Notification(body)
                } else {
                    Frame::Packet(body)
                })
            }
        }
    }

    fn start(&mut self, notification: bool) {
        self.state = State::Body { notification };
        self.body.clear();
        self.sum = 0;
        self.overflow = false;
    }
}

/// The modulo-256 sum of the bytes.
pub fn checksum(body: &[u8]) -> u8 {
    body.iter().fold(0u8, |s, &b| s.wrapping_add(b))
}

/// `$body#cs` (or `%body#cs`). The body goes out as given: binary parts must have been
/// escaped with [`escape_into`] already (text packets have nothing to escape).
pub fn frame(body: &[u8], notification: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len() + 4);
    out.push(if notification { b'%' } else { b'$' });
    out.extend_from_slice(body);
    let cs = checksum(body);
    out.push(b'#');
    out.extend_from_slice(format!("{cs:02x}").as_bytes());
    out
}

/// Appends `data` with the protocol's binary escape (`}` then the byte XOR 0x20) applied to
/// the four bytes that would otherwise end or corrupt a packet.
pub fn escape_into(data: &[u8], out: &mut Vec<u8>) {
    for &b in data {
        if matches!(b, b'$' | b'#' | b'}' | b'*') {
            out.push(b'}');
            out.push(b ^ 0x20);
        } else {
            out.push(b);
        }
    }
}

/// Undoes the binary escape. A trailing lone `}` is an error.
pub fn unescape(data: &[u8]) -> Result<Vec<u8>, crate::Error> {
    let mut out = Vec::with_capacity(data.len());
    let mut it = data.iter();
    while let Some(&b) = it.next() {
        if b == b'}' {
            let &n = it.next().ok_or(crate::Error::Malformed {
                what: "binary data",
                why: "ends with a lone `}` escape",
            })?;
            out.push(n ^ 0x20);
        } else {
            out.push(b);
        }
    }
    Ok(out)
}

/// Expands run-length encoding (`X*n`: repeat X `n - 29` more times) in a reply body.
pub fn expand_rle(data: &[u8]) -> Result<Vec<u8>, crate::Error> {
    let mut out: Vec<u8> = Vec::with_capacity(data.len());
    let mut i = 0;
    while i < data.len() {
        let b = data[i];
        if b == b'*' {
            let (&prev, &count) = (
                out.last().ok_or(crate::Error::Malformed {
                    what: "run-length encoding",
                    why: "`*` with nothing to repeat",
                })?,
                data.get(i + 1).ok_or(crate::Error::Malformed {
                    what: "run-length encoding",
                    why: "`*` without a count",
                })?,
            );
            let n = usize::from(count)
                .checked_sub(29)
                .ok_or(crate::Error::Malformed {
                    what: "run-length encoding",
                    why: "count below 29",
                })?;
            out.extend(std::iter::repeat_n(prev, n));
            i += 2;
        } else if b == b'}' {
            let &n = data.get(i + 1).ok_or(crate::Error::Malformed {
                what: "binary data",
                why: "ends with a lone `}` escape",
            })?;
            out.push(n ^ 0x20);
            i += 2;
        } else {
            out.push(b);
            i += 1;
        }
    }
    Ok(out)
}

/// The value of one hex digit.
pub fn hex_value(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Lower-case hex of the bytes, two digits each.
pub fn to_hex(data: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(data.len() * 2);
    for &b in data {
        s.push(char::from(DIGITS[usize::from(b >> 4)]));
        s.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    s
}

/// Bytes from hex pairs.
pub fn from_hex(text: &[u8]) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    text.chunks(2)
        .map(|p| Some(hex_value(p[0])? << 4 | hex_value(p[1])?))
        .collect()
}

/// A hex number (at most 16 digits, no prefix).
pub fn parse_hex(text: &[u8]) -> Option<u64> {
    if text.is_empty() || text.len() > 16 {
        return None;
    }
    text.iter()
        .try_fold(0u64, |v, &c| Some(v << 4 | u64::from(hex_value(c)?)))
}

/// A packet body as text for messages: printable ASCII kept, the rest as `\xNN`, cut at 60.
pub struct Shown<'a>(pub &'a [u8]);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &b in self.0.iter().take(60) {
            if b.is_ascii_graphic() || b == b' ' {
                write!(f, "{}", char::from(b))?;
            } else {
                write!(f, "\\x{b:02x}")?;
            }
        }
        if self.0.len() > 60 {
            write!(f, "…")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(bytes: &[u8]) -> (Vec<Frame>, u64) {
        let mut d = Decoder::new(16);
        let frames = bytes.iter().filter_map(|&b| d.push(b)).collect();
        (frames, d.noise)
    }

    #[test]
    fn packets_acks_interrupts_and_noise() {
        let (f, noise) = decode(b"+junk$qC#b4-\x03%Stop:T05#xx");
        assert_eq!(
            f,
            vec![
                Frame::Ack,
                Frame::Packet(b"qC".to_vec()),
                Frame::Nack,
                Frame::Interrupt,
                Frame::Bad(FrameError::ChecksumDigits),
            ]
        );
        assert_eq!(noise, 4);
    }

    #[test]
    fn bad_checksum_names_both_sums() {
        let (f, _) = decode(b"$qC#00");
        assert_eq!(
            f,
            vec![Frame::Bad(FrameError::Checksum {
                given: 0,
                computed: 0xb4
            })]
        );
    }

    #[test]
    fn oversized_and_truncated() {
        let long = frame(&[b'a'; 40], false);
        let (f, _) = decode(&long);
        assert_eq!(f, vec![Frame::Bad(FrameError::Oversized { limit: 16 })]);
        let (f, _) = decode(b"$qSupp$qC#b4");
        assert_eq!(
            f,
            vec![
                Frame::Bad(FrameError::Truncated),
                Frame::Packet(b"qC".to_vec())
            ]
        );
    }

    #[test]
    fn escapes_round_trip() {
        let data: Vec<u8> = (0..=255).collect();
        let mut esc = Vec::new();
        escape_into(&data, &mut esc);
        assert!(!esc.iter().any(|&b| b == b'$' || b == b'#' || b == b'*'));
        assert_eq!(unescape(&esc).unwrap(), data);
        assert!(unescape(b"ab}").is_err());
        let mut body = Vec::new();
        escape_into(b"a$b", &mut body);
        let framed = frame(&body, false);
        let mut d = Decoder::default();
        let got: Vec<Frame> = framed.iter().filter_map(|&b| d.push(b)).collect();
        assert_eq!(got, vec![Frame::Packet(b"a}\x04b".to_vec())]);
    }

    #[test]
    fn run_length() {
        assert_eq!(expand_rle(b"0* ").unwrap(), b"0000");
        assert!(expand_rle(b"*").is_err());
        assert!(expand_rle(b"0*\x01").is_err());
    }

    #[test]
    fn hex() {
        assert_eq!(to_hex(&[0, 0xab]), "00ab");
        assert_eq!(from_hex(b"00aB"), Some(vec![0, 0xab]));
        assert_eq!(from_hex(b"0"), None);
        assert_eq!(parse_hex(b"7000000000ff"), Some(0x7000_0000_00ff));
        assert_eq!(parse_hex(b"11112222333344445"), None);
        assert_eq!(parse_hex(b""), None);
    }
}
