//! ELF note records (AMDGPUUsage "Note Records").
//!
//! Code object V2 uses owner `"AMD"` with `NT_AMD_HSA_*` types (AMDGPUUsage "Code Object V2
//! Note Records"); V3 and later use owner `"AMDGPU"` with `NT_AMDGPU_METADATA` (32), whose
//! descriptor is the msgpack metadata map ("Code Object V3 and Above Note Records").
//! Records are a 12-byte header (`n_namesz`, `n_descsz`, `n_type`), then the name and the
//! descriptor, each padded to 4 bytes.

use crate::bytes;
use crate::error::{Error, Result};

/// `NT_AMD_HSA_CODE_OBJECT_VERSION`: V2 code object version (major, minor).
pub const NT_AMD_HSA_CODE_OBJECT_VERSION: u32 = 1;
/// `NT_AMD_HSA_HSAIL`: HSAIL properties from the Finalizer.
pub const NT_AMD_HSA_HSAIL: u32 = 2;
/// `NT_AMD_HSA_ISA_VERSION`: V2 target ISA (vendor, architecture, major, minor, stepping).
pub const NT_AMD_HSA_ISA_VERSION: u32 = 3;
/// `NT_AMD_HSA_METADATA`: V2 metadata, a NUL-terminated YAML string.
pub const NT_AMD_HSA_METADATA: u32 = 10;
/// `NT_AMD_HSA_ISA_NAME`: V2 target ISA name, not NUL-terminated.
pub const NT_AMD_HSA_ISA_NAME: u32 = 11;
/// `NT_AMDGPU_METADATA`: V3+ metadata, a msgpack map.
pub const NT_AMDGPU_METADATA: u32 = 32;
/// `NT_AMDGPU_KFD_CORE_STATE`: runtime/agent/queue snapshot in core files.
pub const NT_AMDGPU_KFD_CORE_STATE: u32 = 33;

/// Owner of V2 notes.
pub const OWNER_AMD: &[u8] = b"AMD";
/// Owner of V3+ notes.
pub const OWNER_AMDGPU: &[u8] = b"AMDGPU";

/// One note record, borrowed from the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Note<'data> {
    /// The owner ("vendor") name without its NUL terminator.
    pub name: &'data [u8],
    /// `n_type`.
    pub n_type: u32,
    /// The descriptor bytes (without padding).
    pub desc: &'data [u8],
    /// File offset of the note header.
    pub offset: u64,
    /// File offset of the descriptor.
    pub desc_offset: u64,
}

impl Note<'_> {
    /// Whether this is a V2 (`"AMD"`) note of type `n_type`.
    pub fn is_amd(&self, n_type: u32) -> bool {
        self.name == OWNER_AMD && self.n_type == n_type
    }

    /// Whether this is a V3+ (`"AMDGPU"`) note of type `n_type`.
    pub fn is_amdgpu(&self, n_type: u32) -> bool {
        self.name == OWNER_AMDGPU && self.n_type == n_type
    }
}

/// Parses every note in `data`, the bytes of a note section or segment named `section` that
/// starts at file offset `base`.
///
/// Trailing zero bytes shorter than a header are accepted as padding (linkers pad sections);
/// anything else that does not fit is an [`Error::NoteOverrun`].
pub fn parse_notes<'data>(section: &str, base: u64, data: &'data [u8]) -> Result<Vec<Note<'data>>> {
    let mut notes = Vec::new();
    let mut pos: u64 = 0;
    let len = data.len() as u64;
    let overrun = |pos: u64, what: &'static str| Error::NoteOverrun {
        section: section.to_owned(),
        offset: base.saturating_add(pos),
        what,
    };
    while pos < len {
        let rest = bytes::slice(data, pos, len - pos).unwrap_or(&[]);
        if rest.len() < 12 {
            if rest.iter().all(|&b| b == 0) {
                break;
            }
            return Err(overrun(pos, "12-byte header"));
        }
        let namesz = bytes::u32_at(data, pos).ok_or_else(|| overrun(pos, "n_namesz"))?;
        let descsz = bytes::u32_at(data, pos + 4).ok_or_else(|| overrun(pos, "n_descsz"))?;
        let n_type = bytes::u32_at(data, pos + 8).ok_or_else(|| overrun(pos, "n_type"))?;
        let name_off = pos + 12;
        let name = bytes::slice(data, name_off, u64::from(namesz))
            .ok_or_else(|| overrun(pos, "name (n_namesz)"))?;
        let desc_off = bytes::align_up(name_off + u64::from(namesz), 4)
            .ok_or_else(|| overrun(pos, "name padding"))?;
        let desc = bytes::slice(data, desc_off, u64::from(descsz))
            .ok_or_else(|| overrun(pos, "descriptor (n_descsz)"))?;
        let name = match name.iter().position(|&b| b == 0) {
            Some(nul) => &name[..nul],
            None => name,
        };
        notes.push(Note {
            name,
            n_type,
            desc,
            offset: base.saturating_add(pos),
            desc_offset: base.saturating_add(desc_off),
        });
        // The descriptor is padded to 4 bytes; a last note may omit its padding.
        let next = bytes::align_up(desc_off + u64::from(descsz), 4).unwrap_or(u64::MAX);
        pos = next;
    }
    Ok(notes)
}

/// The descriptor of `NT_AMD_HSA_ISA_VERSION` (AMDGPUUsage `amdgpu_hsa_note_isa_s`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IsaVersion<'data> {
    /// Vendor name, e.g. `AMD`.
    pub vendor: &'data str,
    /// Architecture name, e.g. `AMDGPU`.
    pub architecture: &'data str,
    /// Major version (e.g. 9 for GFX9).
    pub major: u32,
    /// Minor version.
    pub minor: u32,
    /// Stepping.
    pub stepping: u32,
}

impl<'data> IsaVersion<'data> {
    /// Decodes the descriptor of an `NT_AMD_HSA_ISA_VERSION` note.
    pub fn parse(note: &Note<'data>) -> Result<Self> {
        let bad = |reason: &str| Error::BadNote {
            note: "NT_AMD_HSA_ISA_VERSION",
            offset: note.desc_offset,
            reason: reason.to_owned(),
        };
        let d = note.desc;
        let vendor_size =
            bytes::u16_at(d, 0).ok_or_else(|| bad("descriptor shorter than 16 bytes"))?;
        let arch_size =
            bytes::u16_at(d, 2).ok_or_else(|| bad("descriptor shorter than 16 bytes"))?;
        let major = bytes::u32_at(d, 4).ok_or_else(|| bad("descriptor shorter than 16 bytes"))?;
        let minor = bytes::u32_at(d, 8).ok_or_else(|| bad("descriptor shorter than 16 bytes"))?;
        let stepping =
            bytes::u32_at(d, 12).ok_or_else(|| bad("descriptor shorter than 16 bytes"))?;
        let vendor = bytes::slice(d, 16, u64::from(vendor_size))
            .ok_or_else(|| bad("vendor_name_size runs past the descriptor"))?;
        let arch = bytes::slice(d, 16 + u64::from(vendor_size), u64::from(arch_size))
            .ok_or_else(|| bad("architecture_name_size runs past the descriptor"))?;
        let text = |b: &'data [u8]| -> Result<&'data str> {
            // Sizes include the NUL terminator.
            let b = b.split(|&c| c == 0).next().unwrap_or(b);
            std::str::from_utf8(b).map_err(|_| bad("name is not UTF-8"))
        };
        Ok(IsaVersion {
            vendor: text(vendor)?,
            architecture: text(arch)?,
            major,
            minor,
            stepping,
        })
    }

    /// The target ID the ABI assigns to this ISA version ("Code Object V2 Supported Processors
    /// and Fixed Target Feature Settings"), e.g. `gfx906:sramecc-:xnack-` for 9.0.6.
    /// Versions the table does not list give `None`.
    pub fn target_id(&self) -> Option<&'static str> {
        Some(match (self.major, self.minor, self.stepping) {
            (6, 0, 0) => "gfx600",
            (6, 0, 1) => "gfx601",
            (6, 0, 2) => "gfx602",
            (7, 0, 0) => "gfx700",
            (7, 0, 1) => "gfx701",
            (7, 0, 2) => "gfx702",
            (7, 0, 3) => "gfx703",
            (7, 0, 4) => "gfx704",
            (7, 0, 5) => "gfx705",
            (8, 0, 0) => "gfx802",
            (8, 0, 1) => "gfx801:xnack+",
            (8, 0, 2) => "gfx802",
            (8, 0, 3) | (8, 0, 4) => "gfx803",
            (8, 0, 5) => "gfx805",
            (8, 1, 0) => "gfx810:xnack+",
            (9, 0, 0) => "gfx900:xnack-",
            (9, 0, 1) => "gfx900:xnack+",
            (9, 0, 2) => "gfx902:xnack-",
            (9, 0, 3) => "gfx902:xnack+",
            (9, 0, 4) => "gfx904:xnack-",
            (9, 0, 5) => "gfx904:xnack+",
            (9, 0, 6) => "gfx906:sramecc-:xnack-",
            (9, 0, 7) => "gfx906:sramecc-:xnack+",
            (9, 0, 12) => "gfx90c:xnack-",
            _ => return None,
        })
    }
}

/// The descriptor of `NT_AMD_HSA_CODE_OBJECT_VERSION`: (major, minor).
pub fn parse_code_object_version(note: &Note<'_>) -> Result<(u32, u32)> {
    match (bytes::u32_at(note.desc, 0), bytes::u32_at(note.desc, 4)) {
        (Some(major), Some(minor)) => Ok((major, minor)),
        _ => Err(Error::BadNote {
            note: "NT_AMD_HSA_CODE_OBJECT_VERSION",
            offset: note.desc_offset,
            reason: format!("expected 8 bytes (major, minor), found {}", note.desc.len()),
        }),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Encodes one note record with 4-byte padding.
    pub(crate) fn note(name: &[u8], n_type: u32, desc: &[u8]) -> Vec<u8> {
        let mut v = Vec::new();
        let namesz = if name.is_empty() { 0 } else { name.len() + 1 };
        v.extend_from_slice(&(namesz as u32).to_le_bytes());
        v.extend_from_slice(&(desc.len() as u32).to_le_bytes());
        v.extend_from_slice(&n_type.to_le_bytes());
        if !name.is_empty() {
            v.extend_from_slice(name);
            v.push(0);
        }
        while !v.len().is_multiple_of(4) {
            v.push(0);
        }
        v.extend_from_slice(desc);
        while !v.len().is_multiple_of(4) {
            v.push(0);
        }
        v
    }

    pub(crate) fn isa_desc(major: u32, minor: u32, stepping: u32) -> Vec<u8> {
        let mut d = Vec::new();
        d.extend_from_slice(&4u16.to_le_bytes());
        d.extend_from_slice(&7u16.to_le_bytes());
        d.extend_from_slice(&major.to_le_bytes());
        d.extend_from_slice(&minor.to_le_bytes());
        d.extend_from_slice(&stepping.to_le_bytes());
        d.extend_from_slice(b"AMD\0AMDGPU\0");
        d
    }

    #[test]
    fn parses_records_and_padding() {
        let mut data = note(
            b"AMD",
            NT_AMD_HSA_CODE_OBJECT_VERSION,
            &[2, 0, 0, 0, 1, 0, 0, 0],
        );
        data.extend(note(b"AMDGPU", NT_AMDGPU_METADATA, &[0x80]));
        data.extend([0u8; 8]);
        let notes = parse_notes(".note", 0x100, &data).unwrap();
        assert_eq!(notes.len(), 2);
        assert!(notes[0].is_amd(NT_AMD_HSA_CODE_OBJECT_VERSION));
        assert_eq!(notes[0].offset, 0x100);
        assert_eq!(parse_code_object_version(&notes[0]).unwrap(), (2, 1));
        assert!(notes[1].is_amdgpu(NT_AMDGPU_METADATA));
        assert_eq!(notes[1].desc, &[0x80]);
        assert!(!notes[1].is_amd(NT_AMDGPU_METADATA));
    }

    #[test]
    fn overruns_are_errors() {
        let data = note(b"AMDGPU", NT_AMDGPU_METADATA, &[1, 2, 3, 4, 5, 6, 7, 8]);
        for cut in [5usize, 13, 20, data.len() - 1] {
            let err = parse_notes(".note", 0, &data[..cut]).unwrap_err();
            assert!(matches!(err, Error::NoteOverrun { .. }), "{cut}: {err}");
            assert!(err.to_string().contains(".note"));
        }
        // descsz far too big
        let mut bad = data.clone();
        bad[4..8].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(parse_notes(".note", 0, &bad).is_err());
        let mut bad = data;
        bad[0..4].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(parse_notes(".note", 0, &bad).is_err());
    }

    #[test]
    fn isa_version() {
        let data = note(b"AMD", NT_AMD_HSA_ISA_VERSION, &isa_desc(9, 0, 6));
        let notes = parse_notes(".note", 0, &data).unwrap();
        let isa = IsaVersion::parse(&notes[0]).unwrap();
        assert_eq!((isa.vendor, isa.architecture), ("AMD", "AMDGPU"));
        assert_eq!(isa.target_id(), Some("gfx906:sramecc-:xnack-"));
        let short = Note {
            desc: &notes[0].desc[..10],
            ..notes[0]
        };
        assert!(matches!(
            IsaVersion::parse(&short),
            Err(Error::BadNote { .. })
        ));
        let cut = Note {
            desc: &notes[0].desc[..20],
            ..notes[0]
        };
        assert!(IsaVersion::parse(&cut).is_err());
        let mut bad = isa_desc(9, 0, 6);
        bad[16] = 0xff;
        let bad_note = Note {
            desc: &bad,
            ..notes[0]
        };
        assert!(IsaVersion::parse(&bad_note)
            .unwrap_err()
            .to_string()
            .contains("UTF-8"));
        let unknown = IsaVersion { major: 42, ..isa };
        assert_eq!(unknown.target_id(), None);
        let short = Note {
            desc: &[1, 2, 3],
            ..notes[0]
        };
        assert!(parse_code_object_version(&short).is_err());
    }
}
