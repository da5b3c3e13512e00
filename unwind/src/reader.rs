//! A bounds-checked little-endian cursor over part of a call-frame section. Every read names
//! the field it was reading and reports the section offset where that field starts.

use crate::error::{Error, ErrorKind, Result, SectionKind};

/// A cursor over `data`, whose first byte is at section offset `base`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    base: u64,
    section: SectionKind,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(data: &'a [u8], base: u64, section: SectionKind) -> Self {
        Reader {
            data,
            pos: 0,
            base,
            section,
        }
    }

    /// Section offset of the next byte.
    pub(crate) fn offset(&self) -> u64 {
        self.base.saturating_add(self.pos as u64)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    pub(crate) fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    pub(crate) fn error(&self, kind: ErrorKind) -> Error {
        Error::new(kind, self.section, self.offset())
    }

    pub(crate) fn error_at(&self, kind: ErrorKind, offset: u64) -> Error {
        Error::new(kind, self.section, offset)
    }

    pub(crate) fn bytes(&mut self, n: usize, what: &'static str) -> Result<&'a [u8]> {
        let end = self
            .pos
            .checked_add(n)
            .filter(|&e| e <= self.data.len())
            .ok_or_else(|| self.error(ErrorKind::Truncated(what)))?;
        let s = &self.data[self.pos..end];
        self.pos = end;
        Ok(s)
    }

    pub(crate) fn u8(&mut self, what: &'static str) -> Result<u8> {
        Ok(self.bytes(1, what)?[0])
    }

    /// An unsigned little-endian integer of `n` ≤ 8 bytes.
    pub(crate) fn uint(&mut self, n: usize, what: &'static str) -> Result<u64> {
        debug_assert!(n <= 8);
        let s = self.bytes(n.min(8), what)?;
        let mut b = [0u8; 8];
        b[..s.len()].copy_from_slice(s);
        Ok(u64::from_le_bytes(b))
    }

    /// A signed little-endian integer of `n` ≤ 8 bytes, sign-extended.
    pub(crate) fn sint(&mut self, n: usize, what: &'static str) -> Result<i64> {
        let v = self.uint(n, what)?;
        let bits = (n.min(8) * 8) as u32;
        Ok(if bits == 0 || bits >= 64 {
            v as i64
        } else {
            ((v << (64 - bits)) as i64) >> (64 - bits)
        })
    }

    pub(crate) fn u32(&mut self, what: &'static str) -> Result<u32> {
        Ok(self.uint(4, what)? as u32)
    }

    pub(crate) fn uleb(&mut self, what: &'static str) -> Result<u64> {
        let start = self.offset();
        dwarf_ext::leb::read_uleb(self.data, &mut self.pos)
            .map_err(|e| self.leb_error(e, what, start))
    }

    pub(crate) fn sleb(&mut self, what: &'static str) -> Result<i64> {
        let start = self.offset();
        dwarf_ext::leb::read_sleb(self.data, &mut self.pos)
            .map_err(|e| self.leb_error(e, what, start))
    }

    /// A LEB128 error as the reader reports it: a truncation where the bytes end, an
    /// overflow where the number starts.
    fn leb_error(&mut self, e: dwarf_ext::leb::LebError, what: &'static str, start: u64) -> Error {
        match e {
            dwarf_ext::leb::LebError::Truncated => {
                self.pos = self.data.len();
                self.error(ErrorKind::Truncated(what))
            }
            dwarf_ext::leb::LebError::Overflow => {
                self.error_at(ErrorKind::LebOverflow(what), start)
            }
        }
    }

    /// A NUL-terminated string (without the NUL).
    pub(crate) fn cstr(&mut self, what: &'static str) -> Result<&'a [u8]> {
        let rest = &self.data[self.pos.min(self.data.len())..];
        let len = rest
            .iter()
            .position(|&b| b == 0)
            .ok_or_else(|| self.error(ErrorKind::Truncated(what)))?;
        let s = &rest[..len];
        self.pos += len + 1;
        Ok(s)
    }
}

/// `DW_EH_PE_omit`: no value.
pub(crate) const DW_EH_PE_OMIT: u8 = 0xff;

/// Reads an `.eh_frame` pointer with encoding `enc` (`DW_EH_PE_*`): absolute or pc-relative
/// (`section_address` + the field's section offset), any value format. Text-, data- and
/// function-relative, aligned and indirect pointers need more than the section and are
/// errors.
pub(crate) fn read_encoded_pointer(
    r: &mut Reader<'_>,
    enc: u8,
    section_address: u64,
    address_size: u8,
    what: &'static str,
) -> Result<u64> {
    let at = r.offset();
    if enc == DW_EH_PE_OMIT {
        return Err(r.error_at(ErrorKind::BadPointerEncoding(enc), at));
    }
    let value = match enc & 0x0f {
        0x00 => r.uint(usize::from(address_size), what)?,
        0x01 => r.uleb(what)?,
        0x02 => r.uint(2, what)?,
        0x03 => r.uint(4, what)?,
        0x04 => r.uint(8, what)?,
        0x09 => r.sleb(what)? as u64,
        0x0a => r.sint(2, what)? as u64,
        0x0b => r.sint(4, what)? as u64,
        0x0c => r.sint(8, what)? as u64,
        _ => return Err(r.error_at(ErrorKind::BadPointerEncoding(enc), at)),
    };
    match enc & 0xf0 {
        0x00 => Ok(value),
        0x10 => Ok(section_address.wrapping_add(at).wrapping_add(value)),
        _ => Err(r.error_at(ErrorKind::BadPointerEncoding(enc), at)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(b: &[u8]) -> Reader<'_> {
        Reader::new(b, 0x100, SectionKind::DebugFrame)
    }

    #[test]
    fn leb128() {
        assert_eq!(r(&[0xe5, 0x8e, 0x26]).uleb("x").unwrap(), 624485);
        assert_eq!(r(&[0x7f]).sleb("x").unwrap(), -1);
        assert_eq!(r(&[0xc0, 0xbb, 0x78]).sleb("x").unwrap(), -123456);
        let max = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01];
        assert_eq!(r(&max).uleb("x").unwrap(), u64::MAX);
        let over = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03];
        assert_eq!(
            r(&over).uleb("x").unwrap_err().kind,
            ErrorKind::LebOverflow("x")
        );
        // Padded with zero continuation bytes far beyond 64 bits: still fine.
        let mut long = vec![0x81];
        long.extend(std::iter::repeat_n(0x80, 20));
        long.push(0);
        assert_eq!(r(&long).uleb("x").unwrap(), 1);
        let min = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x7f];
        assert_eq!(r(&min).sleb("x").unwrap(), i64::MIN);
        let bad = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x3f];
        assert!(r(&bad).sleb("x").is_err());
        let e = r(&[0x80, 0x80]).uleb("register").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Truncated("register"));
        assert_eq!(e.offset, 0x102);
    }

    #[test]
    fn fixed_and_strings() {
        let mut rd = r(&[0xfe, 0xff, b'a', 0, 9]);
        assert_eq!(rd.sint(2, "x").unwrap(), -2);
        assert_eq!(rd.cstr("s").unwrap(), b"a");
        assert_eq!(rd.offset(), 0x104);
        assert!(rd.uint(2, "y").is_err());
        assert!(r(b"abc").cstr("s").is_err());
    }
}
