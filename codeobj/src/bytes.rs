//! Checked little-endian reads: every AMDGPU structure is little-endian (AMDGPUUsage "ELF
//! Header", `ELFDATA2LSB`), and every read here returns `None` instead of panicking when the
//! bytes run out, so callers turn a short input into an [`Error`](crate::Error) with an offset.

/// `len` bytes at `offset`, or `None` if they are not all there.
pub(crate) fn slice(data: &[u8], offset: u64, len: u64) -> Option<&[u8]> {
    let start = usize::try_from(offset).ok()?;
    let len = usize::try_from(len).ok()?;
    let end = start.checked_add(len)?;
    data.get(start..end)
}

/// A fixed-size array at `offset`.
pub(crate) fn array<const N: usize>(data: &[u8], offset: u64) -> Option<[u8; N]> {
    slice(data, offset, N as u64)?.try_into().ok()
}

pub(crate) fn u8_at(data: &[u8], offset: u64) -> Option<u8> {
    array::<1>(data, offset).map(|b| b[0])
}

pub(crate) fn u16_at(data: &[u8], offset: u64) -> Option<u16> {
    array(data, offset).map(u16::from_le_bytes)
}

pub(crate) fn u32_at(data: &[u8], offset: u64) -> Option<u32> {
    array(data, offset).map(u32::from_le_bytes)
}

pub(crate) fn u64_at(data: &[u8], offset: u64) -> Option<u64> {
    array(data, offset).map(u64::from_le_bytes)
}

pub(crate) fn i64_at(data: &[u8], offset: u64) -> Option<i64> {
    array(data, offset).map(i64::from_le_bytes)
}

/// Rounds `value` up to a multiple of `align` (a power of two or 0/1 for none).
pub(crate) fn align_up(value: u64, align: u64) -> Option<u64> {
    if align <= 1 {
        return Some(value);
    }
    let rem = value % align;
    if rem == 0 {
        Some(value)
    } else {
        value.checked_add(align - rem)
    }
}

/// A cursor over a byte slice that tracks its absolute offset, for sequential formats (bundles,
/// Gallium containers).
#[derive(Debug, Clone)]
pub(crate) struct Cursor<'data> {
    data: &'data [u8],
    pos: u64,
}

impl<'data> Cursor<'data> {
    pub(crate) fn new(data: &'data [u8]) -> Self {
        Cursor { data, pos: 0 }
    }

    pub(crate) fn pos(&self) -> u64 {
        self.pos
    }

    pub(crate) fn bytes(&mut self, len: u64) -> Option<&'data [u8]> {
        let s = slice(self.data, self.pos, len)?;
        self.pos = self.pos.checked_add(len)?;
        Some(s)
    }

    pub(crate) fn u32(&mut self) -> Option<u32> {
        self.bytes(4)
            .and_then(|b| b.try_into().ok())
            .map(u32::from_le_bytes)
    }

    pub(crate) fn u64(&mut self) -> Option<u64> {
        self.bytes(8)
            .and_then(|b| b.try_into().ok())
            .map(u64::from_le_bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_are_checked() {
        let d = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        assert_eq!(u32_at(&d, 0), Some(0x0403_0201));
        assert_eq!(u32_at(&d, 6), None);
        assert_eq!(u64_at(&d, 1), Some(0x0908_0706_0504_0302));
        assert_eq!(slice(&d, u64::MAX, 2), None);
        assert_eq!(slice(&d, 2, u64::MAX), None);
        assert_eq!(u8_at(&d, 9), None);
        assert_eq!(u16_at(&d, 7), Some(0x0908));
        assert_eq!(i64_at(&[0xff; 8], 0), Some(-1));
        assert_eq!(align_up(5, 4), Some(8));
        assert_eq!(align_up(8, 4), Some(8));
        assert_eq!(align_up(5, 0), Some(5));
        assert_eq!(align_up(u64::MAX, 8), None);
        let mut c = Cursor::new(&d);
        assert_eq!(c.u32(), Some(0x0403_0201));
        assert_eq!(c.pos(), 4);
        assert_eq!(c.u64(), None);
        assert_eq!(c.bytes(5).map(|b| b.len()), Some(5));
    }
}
