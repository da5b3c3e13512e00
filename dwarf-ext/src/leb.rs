//! LEB128, DWARF's variable-length integers (DWARF 5 §7.6), read and written once for the
//! expression decoder and encoder, the call-frame reader and the test writers.
//!
//! Reading follows LLVM's `decodeULEB128`/`decodeSLEB128`: a value that does not fit 64
//! bits is an error, padding bytes that add nothing (`0x80 … 0x00`) are accepted.

use thiserror::Error;

/// Why a LEB128 number could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum LebError {
    /// The bytes end before the number's last byte (one without the 0x80 bit).
    #[error("truncated LEB128 number")]
    Truncated,
    /// The number does not fit 64 bits.
    #[error("LEB128 number does not fit 64 bits")]
    Overflow,
}

/// Reads a ULEB128 number at `*pos` in `bytes` and moves `*pos` past it. On an error `*pos`
/// is past the bytes read.
#[inline]
pub fn read_uleb(bytes: &[u8], pos: &mut usize) -> Result<u64, LebError> {
    let mut result = 0u64;
    let mut shift = 0u32;
    loop {
        let b = *bytes.get(*pos).ok_or(LebError::Truncated)?;
        *pos += 1;
        let low = u64::from(b & 0x7f);
        if shift >= 64 {
            if low != 0 {
                return Err(LebError::Overflow);
            }
        } else {
            if shift == 63 && low > 1 {
                return Err(LebError::Overflow);
            }
            result |= low << shift;
        }
        if b & 0x80 == 0 {
            return Ok(result);
        }
        shift = shift.saturating_add(7);
    }
}

/// Reads an SLEB128 number at `*pos` in `bytes` and moves `*pos` past it. Bytes past the
/// 64th bit must repeat the sign (0 or 0x7f), as in LLVM.
#[inline]
pub fn read_sleb(bytes: &[u8], pos: &mut usize) -> Result<i64, LebError> {
    let mut result = 0i64;
    let mut shift = 0u32;
    loop {
        let b = *bytes.get(*pos).ok_or(LebError::Truncated)?;
        *pos += 1;
        if shift < 64 {
            if shift == 63 && !matches!(b & 0x7f, 0 | 0x7f) {
                return Err(LebError::Overflow);
            }
            result |= i64::from(b & 0x7f) << shift;
        } else if !matches!(b & 0x7f, 0 | 0x7f) {
            return Err(LebError::Overflow);
        }
        shift = shift.saturating_add(7);
        if b & 0x80 == 0 {
            if shift < 64 && b & 0x40 != 0 {
                result |= -1i64 << shift;
            }
            return Ok(result);
        }
    }
}

/// Appends the shortest ULEB128 encoding of `v`.
pub fn write_uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// Appends the shortest SLEB128 encoding of `v`.
pub fn write_sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if (v == 0 && b & 0x40 == 0) || (v == -1 && b & 0x40 != 0) {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// The ULEB128 bytes of `v`.
pub fn uleb(v: u64) -> Vec<u8> {
    let mut out = Vec::new();
    write_uleb(&mut out, v);
    out
}

/// The SLEB128 bytes of `v`.
pub fn sleb(v: i64) -> Vec<u8> {
    let mut out = Vec::new();
    write_sleb(&mut out, v);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dwarf_examples_and_round_trips() {
        // DWARF 5 tables 7.6 and 7.7.
        for (v, bytes) in [
            (2u64, &[2u8][..]),
            (127, &[127]),
            (128, &[0x80, 1]),
            (129, &[0x81, 1]),
            (130, &[0x82, 1]),
            (12857, &[0xb9, 0x64]),
        ] {
            assert_eq!(uleb(v), bytes);
            assert_eq!(read_uleb(bytes, &mut 0), Ok(v));
        }
        for (v, bytes) in [
            (2i64, &[2u8][..]),
            (-2, &[0x7e]),
            (127, &[0xff, 0]),
            (-127, &[0x81, 0x7f]),
            (128, &[0x80, 1]),
            (-128, &[0x80, 0x7f]),
            (129, &[0x81, 1]),
            (-129, &[0xff, 0x7e]),
        ] {
            assert_eq!(sleb(v), bytes);
            assert_eq!(read_sleb(bytes, &mut 0), Ok(v));
        }
        for v in [0, 1, 63, 64, u64::MAX, u64::MAX >> 1, 1 << 63] {
            let b = uleb(v);
            let mut p = 0;
            assert_eq!(read_uleb(&b, &mut p), Ok(v));
            assert_eq!(p, b.len());
        }
        for v in [0, -1, 63, -64, -65, i64::MIN, i64::MAX] {
            let b = sleb(v);
            let mut p = 0;
            assert_eq!(read_sleb(&b, &mut p), Ok(v));
            assert_eq!(p, b.len());
        }
    }

    #[test]
    fn overflow_truncation_and_padding() {
        // 2^64 does not fit; u64::MAX with zero padding does.
        let mut big = vec![0x80; 9];
        big.push(0x02);
        assert_eq!(read_uleb(&big, &mut 0), Err(LebError::Overflow));
        let mut padded = uleb(u64::MAX);
        *padded.last_mut().unwrap() |= 0x80;
        padded.extend([0x80, 0x00]);
        assert_eq!(read_uleb(&padded, &mut 0), Ok(u64::MAX));
        assert_eq!(read_uleb(&[0x80, 0x80], &mut 0), Err(LebError::Truncated));
        assert_eq!(read_sleb(&[], &mut 0), Err(LebError::Truncated));
        // i64::MIN - 1 does not fit; sign padding after i64::MIN does.
        let mut below = vec![0xff; 9];
        below.push(0x7e);
        assert_eq!(read_sleb(&below, &mut 0), Err(LebError::Overflow));
        let mut min = sleb(i64::MIN);
        *min.last_mut().unwrap() |= 0x80;
        min.push(0x7f);
        assert_eq!(read_sleb(&min, &mut 0), Ok(i64::MIN));
    }
}
