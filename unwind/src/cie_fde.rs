//! CIEs and FDEs (DWARF 5 §6.4.1, extension A.6.4.1) of `.debug_frame` and `.eh_frame`.
//!
//! [`FrameSection`] walks a section's entries; each is a [`Cie`] or an [`Fde`] (which carries
//! a copy of its CIE). Both borrow the section: their instruction bytes are slices of it.
//!
//! AMDGPU producers emit only `.debug_frame`, version 4, with augmentation `"[amd:v0.0]"`
//! (what AMDGPUUsage asks for), `"[llvm:v0.0]"` (AMD's fork) or `""` (upstream LLVM), code
//! and data alignment factors 4 and return-address column 16 (`PC_64`) — notes
//! `producers.md` §6. `.eh_frame` is read too: CIE id 0, CIE pointers relative to the
//! pointer field, and the GNU `z` augmentations (`L`, `P`, `R`, `S`, `B`, `G`) with
//! absolute or pc-relative pointer encodings.
//!
//! Errors in an entry's length end the walk (nothing after it can be found); other errors
//! are reported for that entry and the walk goes on with the next one.

use std::ops::Range;

use crate::error::{Error, ErrorKind, Result, SectionKind};
use crate::instructions::{DecodeContext, Instructions, Register};
use crate::reader::Reader;

/// 32- or 64-bit DWARF (the entry's initial length).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// 4-byte lengths and CIE ids/pointers.
    Dwarf32,
    /// Initial length `0xffffffff` followed by an 8-byte length; 8-byte CIE ids/pointers.
    Dwarf64,
}

impl Format {
    /// Size of a CIE id or CIE pointer.
    pub const fn word_size(self) -> usize {
        match self {
            Format::Dwarf32 => 4,
            Format::Dwarf64 => 8,
        }
    }

    /// `DWARF32` / `DWARF64`, as llvm-dwarfdump prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Dwarf32 => "DWARF32",
            Format::Dwarf64 => "DWARF64",
        }
    }
}

/// A vendor group of the recommended augmentation format `[vendor:vX.Y(:options)]`
/// (extension A.6.4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VendorAugmentation<'a> {
    /// The vendor (`amd`, `llvm`).
    pub vendor: &'a str,
    /// Major version X.
    pub major: u32,
    /// Minor version Y.
    pub minor: u32,
    /// The options after the version, if any.
    pub options: Option<&'a str>,
}

/// What a CIE's augmentation string says about the layout of the CIE and its FDEs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AugmentationKind {
    /// `""`: no augmentation (upstream LLVM's `.debug_frame`).
    None,
    /// One or more `[vendor:vX.Y]` groups (`[amd:v0.0]`, `[llvm:v0.0]`): no extra fields.
    Vendor,
    /// A GNU `z…` string: augmentation data follows the return-address column.
    Gnu,
    /// GNU's old `eh`: an address-sized EH-data pointer follows the string (skipped).
    GnuEh,
}

/// Parses the recommended format: one or more `[vendor:vX.Y(:options)]` groups.
pub fn parse_vendor_augmentations(s: &str) -> Option<Vec<VendorAugmentation<'_>>> {
    let mut out = Vec::new();
    let mut rest = s;
    while !rest.is_empty() {
        let body = rest.strip_prefix('[')?;
        let end = body.find(']')?;
        let (group, after) = (&body[..end], &body[end + 1..]);
        let (vendor, tail) = group.split_once(':')?;
        let (version, options) = match tail.split_once(':') {
            Some((v, o)) => (v, Some(o)),
            None => (tail, None),
        };
        let (major, minor) = version.strip_prefix('v')?.split_once('.')?;
        let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        if vendor.is_empty() || !digits(major) || !digits(minor) {
            return None;
        }
        out.push(VendorAugmentation {
            vendor,
            major: major.parse().ok()?,
            minor: minor.parse().ok()?,
            options,
        });
        rest = after;
    }
    (!out.is_empty()).then_some(out)
}

/// A Common Information Entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cie<'a> {
    /// The section.
    pub section: SectionKind,
    /// The section's address (`sh_addr`), which `.eh_frame`'s pc-relative pointers need.
    pub section_address: u64,
    /// Section offset of the entry (its length field).
    pub offset: u64,
    /// The length field's value (bytes after the length field).
    pub length: u64,
    /// 32- or 64-bit DWARF.
    pub format: Format,
    /// The CIE version (1, 3 or 4).
    pub version: u8,
    /// The augmentation string.
    pub augmentation: &'a str,
    /// What the augmentation string means for the layout.
    pub augmentation_kind: AugmentationKind,
    /// Size of a target address (version 4's field; otherwise the section's default).
    pub address_size: u8,
    /// Size of a segment selector (version 4's field; otherwise 0).
    pub segment_selector_size: u8,
    /// The code alignment factor (CAF).
    pub code_alignment_factor: u64,
    /// The data alignment factor (DAF).
    pub data_alignment_factor: i64,
    /// The return-address column.
    pub return_address_register: Register,
    /// The `z` augmentation data, if any.
    pub augmentation_data: Option<&'a [u8]>,
    /// `.eh_frame` `L`: the LSDA pointer encoding.
    pub lsda_encoding: Option<u8>,
    /// `.eh_frame` `P`: the personality routine's pointer encoding and address.
    pub personality: Option<(u8, u64)>,
    /// `.eh_frame` `R`: the FDE pointer encoding.
    pub fde_pointer_encoding: Option<u8>,
    /// `.eh_frame` `S`: a signal frame.
    pub signal_frame: bool,
    /// The initial instructions.
    pub initial_instructions: &'a [u8],
    /// Section offset of the initial instructions.
    pub initial_instructions_offset: u64,
}

impl<'a> Cie<'a> {
    /// The vendor groups of a `[vendor:vX.Y]` augmentation (empty otherwise).
    pub fn vendor_augmentations(&self) -> Vec<VendorAugmentation<'a>> {
        parse_vendor_augmentations(self.augmentation).unwrap_or_default()
    }

    /// What the instruction decoder needs to know of this CIE.
    pub fn decode_context(&self) -> DecodeContext {
        DecodeContext::for_cie(self)
    }

    /// The initial instructions, decoded.
    pub fn instructions(&self) -> Instructions<'a> {
        Instructions::new(
            self.initial_instructions,
            self.initial_instructions_offset,
            self.decode_context(),
        )
    }
}

/// A Frame Description Entry, with its CIE.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fde<'a> {
    /// Section offset of the entry (its length field).
    pub offset: u64,
    /// The length field's value.
    pub length: u64,
    /// 32- or 64-bit DWARF.
    pub format: Format,
    /// The CIE pointer field as stored (`.debug_frame`: a section offset; `.eh_frame`: the
    /// distance back from the field).
    pub cie_pointer: u64,
    /// The CIE it refers to.
    pub cie: Cie<'a>,
    /// The segment selector before `initial_location`, if the CIE has one (0 otherwise).
    pub segment_selector: u64,
    /// The first address covered.
    pub initial_location: u64,
    /// How many bytes are covered.
    pub address_range: u64,
    /// The `z` augmentation data, if the CIE has `z`.
    pub augmentation_data: Option<&'a [u8]>,
    /// The LSDA pointer (`.eh_frame` `L`), unless omitted.
    pub lsda: Option<u64>,
    /// The instructions.
    pub instructions: &'a [u8],
    /// Section offset of the instructions.
    pub instructions_offset: u64,
}

impl<'a> Fde<'a> {
    /// `[initial_location, initial_location + address_range)` (checked when parsed).
    pub fn pc_range(&self) -> Range<u64> {
        self.initial_location..self.initial_location.saturating_add(self.address_range)
    }

    /// Whether `pc` is in [`Fde::pc_range`].
    pub fn contains(&self, pc: u64) -> bool {
        self.pc_range().contains(&pc)
    }

    /// The FDE's instructions, decoded.
    pub fn instructions(&self) -> Instructions<'a> {
        Instructions::new(
            self.instructions,
            self.instructions_offset,
            self.cie.decode_context(),
        )
    }
}

/// One entry of a call-frame section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry<'a> {
    /// A CIE.
    Cie(Cie<'a>),
    /// An FDE.
    Fde(Fde<'a>),
}

impl Entry<'_> {
    /// Section offset of the entry.
    pub fn offset(&self) -> u64 {
        match self {
            Entry::Cie(c) => c.offset,
            Entry::Fde(f) => f.offset,
        }
    }
}

/// A `.debug_frame` or `.eh_frame` section's bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FrameSection<'a> {
    data: &'a [u8],
    kind: SectionKind,
    address: u64,
    address_size: u8,
}

/// Where an entry's parts are, once its length is known.
struct Header {
    offset: u64,
    format: Format,
    length: u64,
    /// Range of the entry's content (after the length field) in the section data.
    content: Range<usize>,
}

impl<'a> FrameSection<'a> {
    /// A section of `kind` at address 0, for a target whose addresses are 8 bytes (AMDGPU).
    pub fn new(data: &'a [u8], kind: SectionKind) -> Self {
        FrameSection {
            data,
            kind,
            address: 0,
            address_size: 8,
        }
    }

    /// The section's address (`sh_addr`); `.eh_frame`'s pc-relative pointers need it.
    pub fn with_address(mut self, address: u64) -> Self {
        self.address = address;
        self
    }

    /// The address size of CIEs before version 4, which do not record one (default 8).
    pub fn with_address_size(mut self, size: u8) -> Self {
        self.address_size = size;
        self
    }

    /// The section's kind.
    pub fn kind(&self) -> SectionKind {
        self.kind
    }

    /// The section's bytes.
    pub fn data(&self) -> &'a [u8] {
        self.data
    }

    /// Every entry in order. See [`Entries`].
    pub fn entries(&self) -> Entries<'a> {
        Entries {
            section: *self,
            offset: 0,
            done: false,
        }
    }

    /// The CIE at section offset `offset`.
    pub fn cie_at(&self, offset: u64) -> Result<Cie<'a>> {
        let bad = self.err(ErrorKind::BadCiePointer(offset), offset);
        let header = self.header(offset)?.ok_or(bad)?;
        let (is_cie, _, _, r) = self.split(&header)?;
        if !is_cie {
            return Err(bad);
        }
        self.cie(&header, r)
    }

    /// The entry at section offset `offset` (`None` at the end or an `.eh_frame` terminator).
    pub fn entry_at(&self, offset: u64) -> Result<Option<Entry<'a>>> {
        match self.header(offset)? {
            Some(h) => self.entry(&h).map(Some),
            None => Ok(None),
        }
    }

    /// The FDE whose range holds `pc`. Broken entries elsewhere do not stop the search; if
    /// no FDE holds `pc` and some entry was broken, the first such error is returned (the
    /// broken entry may have been the one).
    pub fn fde_for_pc(&self, pc: u64) -> Result<Option<Fde<'a>>> {
        let mut first_error = None;
        for entry in self.entries() {
            match entry {
                Ok(Entry::Fde(f)) if f.contains(pc) => return Ok(Some(f)),
                Ok(_) => {}
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        first_error.map_or(Ok(None), Err)
    }

    fn err(&self, kind: ErrorKind, offset: u64) -> Error {
        Error::new(kind, self.kind, offset)
    }

    /// Reads the initial length at `offset`. `None` at the end of the section or at an
    /// `.eh_frame` zero terminator.
    fn header(&self, offset: u64) -> Result<Option<Header>> {
        let start = usize::try_from(offset)
            .ok()
            .filter(|&s| s <= self.data.len())
            .ok_or(self.err(ErrorKind::Truncated("initial length"), offset))?;
        if start == self.data.len() {
            return Ok(None);
        }
        let mut r = Reader::new(&self.data[start..], offset, self.kind);
        let first = r.u32("initial length")?;
        let (format, length) = match first {
            0xffff_ffff => (Format::Dwarf64, r.uint(8, "64-bit initial length")?),
            0xffff_fff0..=0xffff_fffe => {
                return Err(self.err(ErrorKind::ReservedLength(first), offset))
            }
            n => (Format::Dwarf32, u64::from(n)),
        };
        if length == 0 && self.kind == SectionKind::EhFrame {
            return Ok(None);
        }
        let available = r.remaining() as u64;
        if length > available {
            return Err(self.err(ErrorKind::LengthPastEnd { length, available }, offset));
        }
        let content_start = start + (r.offset() - offset) as usize;
        // `length <= available` bounds the cast and the addition.
        let content = content_start..content_start + length as usize;
        Ok(Some(Header {
            offset,
            format,
            length,
            content,
        }))
    }

    /// Reads the CIE id / CIE pointer: whether the entry is a CIE, the id, its offset, and a
    /// reader positioned after it.
    fn split(&self, h: &Header) -> Result<(bool, u64, u64, Reader<'a>)> {
        let content_offset = h.content.start as u64;
        let mut r = Reader::new(&self.data[h.content.clone()], content_offset, self.kind);
        let word = h.format.word_size();
        if h.length < word as u64 {
            return Err(self.err(ErrorKind::LengthTooShort(h.length), h.offset));
        }
        let id_offset = r.offset();
        let id = r.uint(word, "CIE id")?;
        let is_cie = match self.kind {
            SectionKind::DebugFrame => match h.format {
                Format::Dwarf32 => id == 0xffff_ffff,
                Format::Dwarf64 => id == u64::MAX,
            },
            SectionKind::EhFrame => id == 0,
        };
        Ok((is_cie, id, id_offset, r))
    }

    fn entry(&self, h: &Header) -> Result<Entry<'a>> {
        let (is_cie, id, id_offset, r) = self.split(h)?;
        if is_cie {
            return self.cie(h, r).map(Entry::Cie);
        }
        let cie_offset = match self.kind {
            SectionKind::DebugFrame => id,
            SectionKind::EhFrame => id_offset
                .checked_sub(id)
                .ok_or(self.err(ErrorKind::BadCiePointer(id), id_offset))?,
        };
        // Only a CIE is parsed at the target, never another FDE, so pointer cycles
        // (an FDE naming itself or another FDE) cannot recurse.
        let bad_pointer = self.err(ErrorKind::BadCiePointer(id), id_offset);
        let target = match self.header(cie_offset) {
            Ok(Some(t)) => t,
            _ => return Err(bad_pointer),
        };
        let (target_is_cie, _, _, tr) = self.split(&target).map_err(|_| bad_pointer)?;
        if !target_is_cie {
            return Err(bad_pointer);
        }
        let cie = self.cie(&target, tr)?;
        self.fde(h, r, id, cie).map(Entry::Fde)
    }

    fn cie(&self, h: &Header, mut r: Reader<'a>) -> Result<Cie<'a>> {
        let version_at = r.offset();
        let version = r.u8("CIE version")?;
        if !matches!(version, 1 | 3 | 4) {
            return Err(self.err(ErrorKind::UnsupportedVersion(version), version_at));
        }
        let aug_at = r.offset();
        let aug_bytes = r.cstr("augmentation string")?;
        let augmentation = std::str::from_utf8(aug_bytes)
            .map_err(|_| self.err(ErrorKind::BadAugmentationString, aug_at))?;
        let augmentation_kind = if augmentation.is_empty() {
            AugmentationKind::None
        } else if augmentation.starts_with('z') {
            AugmentationKind::Gnu
        } else if augmentation == "eh" {
            AugmentationKind::GnuEh
        } else if parse_vendor_augmentations(augmentation).is_some() {
            AugmentationKind::Vendor
        } else {
            return Err(self.err(ErrorKind::UnknownAugmentation, aug_at));
        };
        let (address_size, segment_selector_size) = if version >= 4 {
            let at = r.offset();
            let a = r.u8("address size")?;
            if !matches!(a, 1 | 2 | 4 | 8) {
                return Err(self.err(ErrorKind::BadAddressSize(a), at));
            }
            let at = r.offset();
            let s = r.u8("segment selector size")?;
            if s > 8 {
                return Err(self.err(ErrorKind::BadSegmentSelectorSize(s), at));
            }
            (a, s)
        } else {
            (self.address_size, 0)
        };
        if augmentation_kind == AugmentationKind::GnuEh {
            r.bytes(usize::from(address_size), "eh data")?;
        }
        let code_alignment_factor = r.uleb("code alignment factor")?;
        let data_alignment_factor = r.sleb("data alignment factor")?;
        let return_address_register = Register(if version == 1 {
            u64::from(r.u8("return address register")?)
        } else {
            r.uleb("return address register")?
        });
        let mut cie = Cie {
            section: self.kind,
            section_address: self.address,
            offset: h.offset,
            length: h.length,
            format: h.format,
            version,
            augmentation,
            augmentation_kind,
            address_size,
            segment_selector_size,
            code_alignment_factor,
            data_alignment_factor,
            return_address_register,
            augmentation_data: None,
            lsda_encoding: None,
            personality: None,
            fde_pointer_encoding: None,
            signal_frame: false,
            initial_instructions: &[],
            initial_instructions_offset: 0,
        };
        if augmentation_kind == AugmentationKind::Gnu {
            let len = r.uleb("augmentation data length")?;
            let len = usize::try_from(len)
                .map_err(|_| r.error(ErrorKind::Truncated("augmentation data")))?;
            let data_at = r.offset();
            let data = r.bytes(len, "augmentation data")?;
            cie.augmentation_data = Some(data);
            let mut a = Reader::new(data, data_at, self.kind);
            let bad = |e: Error| match e.kind {
                ErrorKind::Truncated(_) => Error { kind: ErrorKind::BadAugmentationData, ..e },
                _ => e,
            };
            for c in augmentation.bytes().skip(1) {
                match c {
                    b'L' => cie.lsda_encoding = Some(a.u8("LSDA encoding").map_err(bad)?),
                    b'P' => {
                        let enc = a.u8("personality encoding").map_err(bad)?;
                        let p = read_encoded_pointer(&mut a, enc, self.address, address_size, "personality")
                            .map_err(bad)?;
                        cie.personality = Some((enc, p));
                    }
                    b'R' => cie.fde_pointer_encoding = Some(a.u8("FDE encoding").map_err(bad)?),
                    b'S' => cie.signal_frame = true,
                    b'B' | b'G' => {}
                    // Unknown letters: the data length lets the rest be skipped.
                    _ => break,
                }
            }
        }
        cie.initial_instructions_offset = r.offset();
        cie.initial_instructions = r.bytes(r.remaining(), "initial instructions")?;
        Ok(cie)
    }

    fn fde(&self, h: &Header, mut r: Reader<'a>, cie_pointer: u64, cie: Cie<'a>) -> Result<Fde<'a>> {
        let segment_selector = r.uint(usize::from(cie.segment_selector_size), "segment selector")?;
        let loc_at = r.offset();
        let (initial_location, address_range) = match (self.kind, cie.fde_pointer_encoding) {
            (SectionKind::EhFrame, Some(enc)) => {
                let loc = read_encoded_pointer(&mut r, enc, self.address, cie.address_size, "initial location")?;
                // The range is a plain value in the same format.
                let range = read_encoded_pointer(&mut r, enc & 0x0f, self.address, cie.address_size, "address range")?;
                (loc, range)
            }
            _ => {
                let n = usize::from(cie.address_size);
                (r.uint(n, "initial location")?, r.uint(n, "address range")?)
            }
        };
        if initial_location.checked_add(address_range).is_none() {
            return Err(self.err(ErrorKind::AddressOverflow, loc_at));
        }
        let mut fde = Fde {
            offset: h.offset,
            length: h.length,
            format: h.format,
            cie_pointer,
            cie,
            segment_selector,
            initial_location,
            address_range,
            augmentation_data: None,
            lsda: None,
            instructions: &[],
            instructions_offset: 0,
        };
        if cie.augmentation_kind == AugmentationKind::Gnu {
            let len = r.uleb("augmentation data length")?;
            let len = usize::try_from(len)
                .map_err(|_| r.error(ErrorKind::Truncated("augmentation data")))?;
            let data_at = r.offset();
            let data = r.bytes(len, "augmentation data")?;
            fde.augmentation_data = Some(data);
            if let Some(enc) = cie.lsda_encoding.filter(|&e| e != DW_EH_PE_OMIT) {
                let mut a = Reader::new(data, data_at, self.kind);
                let lsda = read_encoded_pointer(&mut a, enc, self.address, cie.address_size, "LSDA")
                    .map_err(|e| match e.kind {
                        ErrorKind::Truncated(_) => Error { kind: ErrorKind::BadAugmentationData, ..e },
                        _ => e,
                    })?;
                fde.lsda = Some(lsda);
            }
        }
        fde.instructions_offset = r.offset();
        fde.instructions = r.bytes(r.remaining(), "instructions")?;
        Ok(fde)
    }
}

/// `DW_EH_PE_omit`: no value.
pub const DW_EH_PE_OMIT: u8 = 0xff;

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

/// The entries of a section in order, as [`FrameSection::entries`] yields them.
///
/// An entry whose contents are broken yields its error and the walk continues with the next
/// entry; a broken length (reserved, past the end) yields its error and ends the walk. Each
/// step consumes at least four bytes, so the walk always ends.
#[derive(Debug, Clone)]
pub struct Entries<'a> {
    section: FrameSection<'a>,
    offset: u64,
    done: bool,
}

impl<'a> Iterator for Entries<'a> {
    type Item = Result<Entry<'a>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let header = match self.section.header(self.offset) {
            Ok(Some(h)) => h,
            Ok(None) => {
                self.done = true;
                return None;
            }
            Err(e) => {
                self.done = true;
                return Some(Err(e));
            }
        };
        self.offset = header.content.end as u64;
        Some(self.section.entry(&header))
    }
}
