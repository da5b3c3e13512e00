//! Building call-frame sections byte by byte for the unit tests.

pub use dwarf_ext::leb::{sleb, uleb};

/// A `.debug_frame` (32-bit DWARF unless `dwarf64`) under construction.
#[derive(Default)]
pub struct Section {
    pub bytes: Vec<u8>,
    pub dwarf64: bool,
}

impl Section {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn dwarf64() -> Self {
        Section {
            bytes: Vec::new(),
            dwarf64: true,
        }
    }

    fn entry(&mut self, id: u64, body: &[u8]) -> u64 {
        let offset = self.bytes.len() as u64;
        if self.dwarf64 {
            self.bytes.extend_from_slice(&0xffff_ffffu32.to_le_bytes());
            self.bytes
                .extend_from_slice(&(8 + body.len() as u64).to_le_bytes());
            self.bytes.extend_from_slice(&id.to_le_bytes());
        } else {
            self.bytes
                .extend_from_slice(&(4 + body.len() as u32).to_le_bytes());
            self.bytes.extend_from_slice(&(id as u32).to_le_bytes());
        }
        self.bytes.extend_from_slice(body);
        offset
    }

    /// A version-4 CIE with `augmentation`, address size 8, CAF/DAF 4, RA 16.
    pub fn cie(&mut self, augmentation: &str, instructions: &[u8]) -> u64 {
        self.cie_with(augmentation, 4, 4, instructions)
    }

    /// A version-4 CIE with the given factors.
    pub fn cie_with(&mut self, augmentation: &str, caf: u64, daf: i64, instructions: &[u8]) -> u64 {
        let mut body = vec![4];
        body.extend_from_slice(augmentation.as_bytes());
        body.push(0);
        body.extend_from_slice(&[8, 0]);
        body.extend(uleb(caf));
        body.extend(sleb(daf));
        body.extend(uleb(16));
        body.extend_from_slice(instructions);
        self.entry(if self.dwarf64 { u64::MAX } else { 0xffff_ffff }, &body)
    }

    /// Any CIE body (everything after the CIE id).
    pub fn raw_cie(&mut self, body: &[u8]) -> u64 {
        self.entry(if self.dwarf64 { u64::MAX } else { 0xffff_ffff }, body)
    }

    /// An FDE for `[start, start + len)` under the CIE at `cie`.
    pub fn fde(&mut self, cie: u64, start: u64, len: u64, instructions: &[u8]) -> u64 {
        let mut body = Vec::new();
        body.extend_from_slice(&start.to_le_bytes());
        body.extend_from_slice(&len.to_le_bytes());
        body.extend_from_slice(instructions);
        self.entry(cie, &body)
    }

    pub fn frame(&self) -> crate::FrameSection<'_> {
        crate::FrameSection::new(&self.bytes, crate::SectionKind::DebugFrame)
    }
}
