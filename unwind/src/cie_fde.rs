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
use crate::instructions::{DecodeContext, DwarfReg, Instructions};
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
    pub return_address_register: DwarfReg,
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

    /// The FDE at section offset `offset` (as [`FdeIndex::lookup`] returns).
    pub fn fde_at(&self, offset: u64) -> Result<Fde<'a>> {
        match self.entry_at(offset)? {
            Some(Entry::Fde(f)) => Ok(f),
            _ => Err(self.err(ErrorKind::NotAnFde, offset)),
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
        let return_address_register = DwarfReg(if version == 1 {
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
                ErrorKind::Truncated(_) => Error {
                    kind: ErrorKind::BadAugmentationData,
                    ..e
                },
                _ => e,
            };
            for c in augmentation.bytes().skip(1) {
                match c {
                    b'L' => cie.lsda_encoding = Some(a.u8("LSDA encoding").map_err(bad)?),
                    b'P' => {
                        let enc = a.u8("personality encoding").map_err(bad)?;
                        let p = crate::reader::read_encoded_pointer(
                            &mut a,
                            enc,
                            self.address,
                            address_size,
                            "personality",
                        )
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

    fn fde(
        &self,
        h: &Header,
        mut r: Reader<'a>,
        cie_pointer: u64,
        cie: Cie<'a>,
    ) -> Result<Fde<'a>> {
        let segment_selector =
            r.uint(usize::from(cie.segment_selector_size), "segment selector")?;
        let loc_at = r.offset();
        let (initial_location, address_range) = match (self.kind, cie.fde_pointer_encoding) {
            (SectionKind::EhFrame, Some(enc)) => {
                let loc = crate::reader::read_encoded_pointer(
                    &mut r,
                    enc,
                    self.address,
                    cie.address_size,
                    "initial location",
                )?;
                // The range is a plain value in the same format.
                let range = crate::reader::read_encoded_pointer(
                    &mut r,
                    enc & 0x0f,
                    self.address,
                    cie.address_size,
                    "address range",
                )?;
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
                let lsda = crate::reader::read_encoded_pointer(
                    &mut a,
                    enc,
                    self.address,
                    cie.address_size,
                    "LSDA",
                )
                .map_err(|e| match e.kind {
                    ErrorKind::Truncated(_) => Error {
                        kind: ErrorKind::BadAugmentationData,
                        ..e
                    },
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

/// An index of a section's FDEs by address, for repeated lookups (a frame iterator asks
/// once per frame; [`FrameSection::fde_for_pc`] walks the whole section each time).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FdeIndex {
    /// `(start, end, entry offset)`, sorted by start.
    ranges: Vec<(u64, u64, u64)>,
    errors: Vec<Error>,
}

impl FdeIndex {
    /// Indexes every FDE of `section`; broken entries are kept as [`FdeIndex::errors`].
    pub fn new(section: &FrameSection<'_>) -> FdeIndex {
        let mut index = FdeIndex::default();
        for entry in section.entries() {
            match entry {
                Ok(Entry::Fde(f)) if f.address_range > 0 => {
                    let r = f.pc_range();
                    index.ranges.push((r.start, r.end, f.offset));
                }
                Ok(_) => {}
                Err(e) => index.errors.push(e),
            }
        }
        index.ranges.sort_unstable();
        index
    }

    /// The section offset of the FDE holding `pc` (the first by start address if FDEs
    /// overlap), for [`FrameSection::fde_at`].
    pub fn lookup(&self, pc: u64) -> Option<u64> {
        let after = self.ranges.partition_point(|&(start, _, _)| start <= pc);
        // Overlapping FDEs are ill-formed but possible: look back past shorter ones.
        self.ranges[..after]
            .iter()
            .find(|&&(start, end, _)| start <= pc && pc < end)
            .map(|&(_, _, offset)| offset)
    }

    /// How many FDEs are indexed.
    pub fn len(&self) -> usize {
        self.ranges.len()
    }

    /// Whether no FDE is indexed.
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// The entries that could not be read while indexing.
    pub fn errors(&self) -> &[Error] {
        &self.errors
    }
}

/// `DW_EH_PE_omit`: no value.
pub const DW_EH_PE_OMIT: u8 = crate::reader::DW_EH_PE_OMIT;

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

impl DecodeContext {
    /// The context of the instructions of `cie` and its FDEs.
    pub fn for_cie(cie: &Cie<'_>) -> DecodeContext {
        DecodeContext {
            section: cie.section,
            section_address: cie.section_address,
            address_size: cie.address_size,
            segment_selector_size: cie.segment_selector_size,
            pointer_encoding: cie.fde_pointer_encoding,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{sleb, uleb, Section};

    fn all<'a>(section: &FrameSection<'a>) -> Vec<Result<Entry<'a>>> {
        section.entries().collect()
    }

    #[test]
    fn amdgpu_cies_and_fdes() {
        for aug in ["[amd:v0.0]", "[llvm:v0.0]", ""] {
            let mut s = Section::new();
            let cie = s.cie(aug, &[0, 0, 0]);
            let fde = s.fde(cie, 0x1a00, 0x3ac, &[0x30, 0x40, 0x00, 0x06]);
            let f = s.frame();
            let entries = all(&f);
            assert_eq!(entries.len(), 2);
            let Ok(Entry::Cie(c)) = entries[0] else {
                panic!("{:?}", entries[0])
            };
            assert_eq!(c.augmentation, aug);
            assert_eq!(
                (c.version, c.address_size, c.segment_selector_size),
                (4, 8, 0)
            );
            assert_eq!((c.code_alignment_factor, c.data_alignment_factor), (4, 4));
            assert_eq!(c.return_address_register, DwarfReg(16));
            assert_eq!(c.initial_instructions, &[0, 0, 0]);
            assert_eq!(c.initial_instructions_offset, 8 + 2 + aug.len() as u64 + 5);
            let Ok(Entry::Fde(d)) = entries[1] else {
                panic!("{:?}", entries[1])
            };
            assert_eq!(d.offset, fde);
            assert_eq!(d.cie, c);
            assert_eq!(d.pc_range(), 0x1a00..0x1dac);
            assert_eq!(d.instructions, &[0x30, 0x40, 0x00, 0x06]);
            assert_eq!(f.fde_for_pc(0x1dab).unwrap().unwrap(), d);
            assert_eq!(f.fde_for_pc(0x1dac).unwrap(), None);
            assert_eq!(f.cie_at(0).unwrap(), c);
        }
    }

    #[test]
    fn vendor_augmentations() {
        let v =
            parse_vendor_augmentations("[abc:v0.0][def:v1.2:feature-a=on,feature-b=3]").unwrap();
        assert_eq!(v.len(), 2);
        assert_eq!(
            (v[0].vendor, v[0].major, v[0].minor, v[0].options),
            ("abc", 0, 0, None)
        );
        assert_eq!((v[1].vendor, v[1].major, v[1].minor), ("def", 1, 2));
        assert_eq!(v[1].options, Some("feature-a=on,feature-b=3"));
        for bad in [
            "",
            "[amd]",
            "[amd:v0]",
            "[amd:0.0]",
            "[:v0.0]",
            "[amd:v0.0",
            "[amd:v0.0]x",
            "amd",
            "[amd:vx.0]",
        ] {
            assert!(parse_vendor_augmentations(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn unknown_augmentation_skips_to_the_next_entry() {
        let mut s = Section::new();
        s.cie("weird", &[]);
        let good = s.cie("", &[]);
        let f = s.frame();
        let entries = all(&f);
        assert_eq!(entries.len(), 2);
        let e = entries[0].unwrap_err();
        assert_eq!((e.kind, e.offset), (ErrorKind::UnknownAugmentation, 9));
        assert_eq!(entries[1].unwrap().offset(), good);
    }

    #[test]
    fn old_cie_versions() {
        // Version 1: RA column is a byte; version 3: ULEB128; neither has address size.
        let mut s = Section::new();
        let mut v1 = vec![1, 0];
        v1.extend(uleb(1));
        v1.extend(sleb(-8));
        v1.push(16);
        s.raw_cie(&v1);
        let mut v3 = vec![3, 0];
        v3.extend(uleb(1));
        v3.extend(sleb(-8));
        v3.extend(uleb(300));
        s.raw_cie(&v3);
        s.raw_cie(&[2, 0, 1, 1, 1]);
        let f = FrameSection::new(&s.bytes, SectionKind::DebugFrame).with_address_size(4);
        let e = all(&f);
        let Ok(Entry::Cie(c1)) = e[0] else { panic!() };
        assert_eq!(
            (c1.version, c1.address_size, c1.return_address_register),
            (1, 4, DwarfReg(16))
        );
        assert_eq!(c1.data_alignment_factor, -8);
        let Ok(Entry::Cie(c3)) = e[1] else { panic!() };
        assert_eq!((c3.version, c3.return_address_register), (3, DwarfReg(300)));
        assert_eq!(e[2].unwrap_err().kind, ErrorKind::UnsupportedVersion(2));
    }

    #[test]
    fn dwarf64_entries() {
        let mut s = Section::dwarf64();
        let cie = s.cie("[amd:v0.0]", &[]);
        s.fde(cie, 0x100, 0x20, &[0x00]);
        let f = s.frame();
        let e = all(&f);
        let Ok(Entry::Cie(c)) = e[0] else {
            panic!("{:?}", e[0])
        };
        assert_eq!(c.format, Format::Dwarf64);
        let Ok(Entry::Fde(d)) = e[1] else {
            panic!("{:?}", e[1])
        };
        assert_eq!((d.format, d.pc_range()), (Format::Dwarf64, 0x100..0x120));
    }

    #[test]
    fn bad_address_and_segment_sizes() {
        let mut s = Section::new();
        s.raw_cie(&[4, 0, 3, 0, 4, 4, 16]);
        s.raw_cie(&[4, 0, 8, 9, 4, 4, 16]);
        let f = s.frame();
        let e = all(&f);
        assert_eq!(e[0].unwrap_err().kind, ErrorKind::BadAddressSize(3));
        assert_eq!(e[1].unwrap_err().kind, ErrorKind::BadSegmentSelectorSize(9));
    }

    #[test]
    fn segment_selectors_precede_the_initial_location() {
        let mut s = Section::new();
        let cie = s.raw_cie(&[4, 0, 4, 2, 4, 4, 16]);
        let mut body = vec![0xaa, 0xbb];
        body.extend_from_slice(&0x1000u32.to_le_bytes());
        body.extend_from_slice(&0x10u32.to_le_bytes());
        body.push(0);
        s.bytes
            .extend_from_slice(&(4 + body.len() as u32).to_le_bytes());
        s.bytes.extend_from_slice(&(cie as u32).to_le_bytes());
        s.bytes.extend_from_slice(&body);
        let f = s.frame();
        let Ok(Entry::Fde(d)) = all(&f)[1] else {
            panic!()
        };
        assert_eq!((d.segment_selector, d.pc_range()), (0xbbaa, 0x1000..0x1010));
    }

    #[test]
    fn every_truncated_cie_is_an_error() {
        let mut full = vec![4];
        full.extend_from_slice(b"[amd:v0.0]\0");
        full.extend_from_slice(&[8, 0]);
        full.extend(uleb(300));
        full.extend(sleb(-300));
        full.extend(uleb(3000));
        let header_len = full.len();
        for len in 0..header_len {
            let mut s = Section::new();
            s.raw_cie(&full[..len]);
            let f = s.frame();
            let e = all(&f);
            assert_eq!(e.len(), 1);
            assert!(e[0].is_err(), "CIE cut at {len} parsed");
        }
    }

    #[test]
    fn every_truncated_fde_is_an_error() {
        let mut s = Section::new();
        s.cie("", &[]);
        let cie_end = s.bytes.len();
        s.fde(0, 0x1000, 0x10, &[]);
        let fde = s.bytes[cie_end + 4..].to_vec(); // without the length
        for len in 0..fde.len() {
            let mut t = s.bytes[..cie_end].to_vec();
            t.extend_from_slice(&(len as u32).to_le_bytes());
            t.extend_from_slice(&fde[..len]);
            let f = FrameSection::new(&t, SectionKind::DebugFrame);
            let e = all(&f);
            assert_eq!(e.len(), 2);
            assert!(e[1].is_err(), "FDE cut at {len} parsed");
        }
    }

    #[test]
    fn lengths_past_the_end_stop_the_walk() {
        let mut s = Section::new();
        s.cie("", &[]);
        let at = s.bytes.len() as u64;
        s.bytes.extend_from_slice(&0x1000u32.to_le_bytes());
        s.bytes.extend_from_slice(&[0; 8]);
        s.cie("", &[]); // unreachable: the broken length hides it
        let f = s.frame();
        let e = all(&f);
        assert_eq!(e.len(), 2);
        let err = e[1].unwrap_err();
        assert_eq!(err.offset, at);
        assert!(
            matches!(err.kind, ErrorKind::LengthPastEnd { length: 0x1000, .. }),
            "{err}"
        );
        assert!(
            err.to_string().contains("at .debug_frame offset 0xf"),
            "{err}"
        );
    }

    #[test]
    fn hostile_initial_lengths() {
        // Reserved.
        let b = 0xffff_fff0u32.to_le_bytes();
        let f = FrameSection::new(&b, SectionKind::DebugFrame);
        assert_eq!(
            all(&f)[0].unwrap_err().kind,
            ErrorKind::ReservedLength(0xffff_fff0)
        );
        // 64-bit escape with a truncated 64-bit length.
        let b = [0xff, 0xff, 0xff, 0xff, 1, 2, 3];
        let f = FrameSection::new(&b, SectionKind::DebugFrame);
        assert_eq!(
            all(&f)[0].unwrap_err().kind,
            ErrorKind::Truncated("64-bit initial length")
        );
        // 64-bit escape with an absurd 64-bit length.
        let mut b = vec![0xff, 0xff, 0xff, 0xff];
        b.extend_from_slice(&u64::MAX.to_le_bytes());
        let f = FrameSection::new(&b, SectionKind::DebugFrame);
        assert!(matches!(
            all(&f)[0].unwrap_err().kind,
            ErrorKind::LengthPastEnd {
                length: u64::MAX,
                ..
            }
        ));
        // A length the word cannot fill, and a lone partial length.
        let f = FrameSection::new(&[0, 0, 0, 0], SectionKind::DebugFrame);
        assert_eq!(all(&f)[0].unwrap_err().kind, ErrorKind::LengthTooShort(0));
        let f = FrameSection::new(&[1, 0], SectionKind::DebugFrame);
        assert_eq!(
            all(&f)[0].unwrap_err().kind,
            ErrorKind::Truncated("initial length")
        );
        // An empty section has no entries.
        assert!(all(&FrameSection::new(&[], SectionKind::DebugFrame)).is_empty());
        assert!(FrameSection::new(&[], SectionKind::DebugFrame)
            .entry_at(0)
            .unwrap()
            .is_none());
        assert!(FrameSection::new(&[], SectionKind::DebugFrame)
            .entry_at(5)
            .is_err());
    }

    #[test]
    fn bad_cie_pointers() {
        let mut s = Section::new();
        let cie = s.cie("", &[]);
        let fde1 = s.fde(cie, 0x1000, 0x10, &[]);
        // An FDE naming another FDE, itself, a point past the end, and the middle of the CIE.
        let to_fde = s.fde(fde1, 0x2000, 0x10, &[]);
        let own = s.bytes.len() as u64;
        let self_ptr = s.fde(own, 0x3000, 0x10, &[]);
        let past = s.fde(0x10_0000, 0x4000, 0x10, &[]);
        let mid = s.fde(2, 0x5000, 0x10, &[]);
        assert_eq!(self_ptr, own);
        let f = s.frame();
        let e = all(&f);
        assert_eq!(e.len(), 6);
        assert!(e[1].is_ok());
        for (i, (off, ptr)) in [(to_fde, fde1), (self_ptr, own), (past, 0x10_0000), (mid, 2)]
            .into_iter()
            .enumerate()
        {
            let err = e[2 + i].unwrap_err();
            assert_eq!(err.kind, ErrorKind::BadCiePointer(ptr), "{err}");
            assert_eq!(err.offset, off + 4, "{err}");
        }
        // The FDE after a broken one is still found, and a broken one's pc gives its error.
        assert_eq!(f.fde_for_pc(0x1000).unwrap().unwrap().offset, fde1);
        assert_eq!(
            f.fde_for_pc(0x2000).unwrap_err().kind,
            ErrorKind::BadCiePointer(fde1)
        );
        assert!(f.cie_at(fde1).is_err());
    }

    #[test]
    fn fde_index() {
        let mut s = Section::new();
        let cie = s.cie("", &[]);
        let b = s.fde(cie, 0x2000, 0x100, &[]);
        let a = s.fde(cie, 0x1000, 0x100, &[]);
        s.fde(cie, 0x1800, 0, &[]);
        s.fde(0x999, 0x3000, 0x10, &[]);
        let wide = s.fde(cie, 0x4000, 0x1000, &[]);
        let inner = s.fde(cie, 0x4800, 0x10, &[]);
        let f = s.frame();
        let index = FdeIndex::new(&f);
        assert_eq!(index.len(), 4);
        assert_eq!(index.errors().len(), 1);
        assert_eq!(index.lookup(0x1000), Some(a));
        assert_eq!(index.lookup(0x10ff), Some(a));
        assert_eq!(index.lookup(0x1100), None);
        assert_eq!(index.lookup(0x2050), Some(b));
        assert_eq!(index.lookup(0xfff), None);
        assert_eq!(index.lookup(0x4900), Some(wide));
        assert_eq!(index.lookup(0x4808), Some(wide));
        let _ = inner;
        assert_eq!(f.fde_at(a).unwrap().pc_range(), 0x1000..0x1100);
        assert_eq!(f.fde_at(cie).unwrap_err().kind, ErrorKind::NotAnFde);
    }

    #[test]
    fn fde_range_overflow() {
        let mut s = Section::new();
        let cie = s.cie("", &[]);
        s.fde(cie, u64::MAX - 1, 2, &[]);
        let f = s.frame();
        assert_eq!(all(&f)[1].unwrap_err().kind, ErrorKind::AddressOverflow);
    }

    /// An `.eh_frame` as GCC writes it: `zPLR` CIE with pc-relative sdata4 pointers.
    #[test]
    fn eh_frame() {
        let section_address = 0x2000u64;
        let mut b = Vec::new();
        // CIE at 0.
        let mut cie = vec![0, 0, 0, 0, 1];
        cie.extend_from_slice(b"zPLR\0");
        cie.extend(uleb(1));
        cie.extend(sleb(-8));
        cie.push(16);
        // Augmentation data: P (udata4 absolute 0xabcd), L (pcrel sdata4), R (pcrel sdata4).
        let aug = [0x03, 0xcd, 0xab, 0, 0, 0x1b, 0x1b];
        cie.extend(uleb(aug.len() as u64));
        cie.extend_from_slice(&aug);
        cie.extend_from_slice(&[0x0c, 0x07, 0x08]); // def_cfa r7, 8
        b.extend_from_slice(&(cie.len() as u32).to_le_bytes());
        b.extend_from_slice(&cie);
        // FDE.
        let fde_at = b.len();
        let mut fde = Vec::new();
        fde.extend_from_slice(&((fde_at + 4) as u32).to_le_bytes()); // back to offset 0
        let loc_field = (fde_at + 8) as u64;
        let target = 0x1000u64;
        let rel = target.wrapping_sub(section_address + loc_field) as u32;
        fde.extend_from_slice(&rel.to_le_bytes());
        fde.extend_from_slice(&0x40u32.to_le_bytes());
        fde.extend(uleb(4));
        let lsda_field = (fde_at + 4 + fde.len()) as u64;
        let lsda_rel = 0x3000u64.wrapping_sub(section_address + lsda_field) as u32;
        fde.extend_from_slice(&lsda_rel.to_le_bytes());
        fde.extend_from_slice(&[0x41, 0x0e, 0x10]); // advance 1, def_cfa_offset 16
        b.extend_from_slice(&(fde.len() as u32).to_le_bytes());
        b.extend_from_slice(&fde);
        b.extend_from_slice(&[0, 0, 0, 0]); // terminator
        b.extend_from_slice(&[0xde, 0xad]); // ignored after the terminator
        let f = FrameSection::new(&b, SectionKind::EhFrame).with_address(section_address);
        let e = all(&f);
        assert_eq!(e.len(), 2, "{e:?}");
        let Ok(Entry::Cie(c)) = e[0] else {
            panic!("{:?}", e[0])
        };
        assert_eq!(c.augmentation_kind, AugmentationKind::Gnu);
        assert_eq!(c.personality, Some((0x03, 0xabcd)));
        assert_eq!(
            (c.lsda_encoding, c.fde_pointer_encoding),
            (Some(0x1b), Some(0x1b))
        );
        assert_eq!(c.initial_instructions, &[0x0c, 0x07, 0x08]);
        let Ok(Entry::Fde(d)) = e[1] else {
            panic!("{:?}", e[1])
        };
        assert_eq!(d.pc_range(), 0x1000..0x1040);
        assert_eq!(d.lsda, Some(0x3000));
        assert_eq!(d.instructions, &[0x41, 0x0e, 0x10]);
        assert_eq!(f.fde_for_pc(0x103f).unwrap().unwrap().offset, fde_at as u64);
        // Indirect encodings are refused, cleanly (here the LSDA's, used by the FDE).
        let mut bad = b.clone();
        bad[4 + 4 + 1 + 5 + 3 + 1 + 5] = 0x9b;
        let f = FrameSection::new(&bad, SectionKind::EhFrame);
        assert_eq!(
            all(&f)[1].unwrap_err().kind,
            ErrorKind::BadPointerEncoding(0x9b)
        );
        // So are data-relative ones (here the personality's, read in the CIE).
        let mut bad = b.clone();
        bad[4 + 4 + 1 + 5 + 3 + 1] = 0x33;
        let f = FrameSection::new(&bad, SectionKind::EhFrame);
        assert_eq!(
            all(&f)[0].unwrap_err().kind,
            ErrorKind::BadPointerEncoding(0x33)
        );
        // An .eh_frame CIE pointer reaching before the section start.
        let mut bad = b.clone();
        bad[fde_at + 4..fde_at + 8].copy_from_slice(&0x1000u32.to_le_bytes());
        let f = FrameSection::new(&bad, SectionKind::EhFrame);
        assert_eq!(
            all(&f)[1].unwrap_err().kind,
            ErrorKind::BadCiePointer(0x1000)
        );
    }

    #[test]
    fn augmentation_data_too_short_for_its_fields() {
        let mut cie = vec![0, 0, 0, 0, 1];
        cie.extend_from_slice(b"zR\0");
        cie.extend_from_slice(&[1, 0x78, 16, 0]); // CAF, DAF, RA, empty data
        let mut b = (cie.len() as u32).to_le_bytes().to_vec();
        b.extend_from_slice(&cie);
        let f = FrameSection::new(&b, SectionKind::EhFrame);
        assert_eq!(all(&f)[0].unwrap_err().kind, ErrorKind::BadAugmentationData);
    }
}
