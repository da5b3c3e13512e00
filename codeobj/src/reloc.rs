//! Static relocations of relocatable (`ET_REL`) code objects: a section's bytes with its
//! `.rela<section>` applied (AMDGPUUsage "Relocation Records", the table
//! `amdgpu-elf-relocation-records-table`).
//!
//! In a `.o` file, the debugging sections refer to code and to each other through
//! relocations: `.debug_frame`'s CIE pointers and FDE `initial_location`s, `.debug_info`'s
//! `DW_AT_low_pc` and section offsets, are `R_AMDGPU_ABS64`/`R_AMDGPU_ABS32` against section
//! symbols, with the value in the addend. Read unrelocated, every FDE starts at 0. This module
//! computes the field values a static linker would write, with each symbol's value taken as
//! its section offset plus the section's `sh_addr` (0 in relocatable objects), so addresses
//! come out as section offsets — the same numbers the object's function symbols carry.
//!
//! ```text
//! R_AMDGPU_ABS32_LO 1  word32  (S + A) & 0xFFFFFFFF
//! R_AMDGPU_ABS32_HI 2  word32  (S + A) >> 32
//! R_AMDGPU_ABS64    3  word64  S + A
//! R_AMDGPU_REL32    4  word32  S + A - P
//! R_AMDGPU_REL64    5  word64  S + A - P
//! R_AMDGPU_ABS32    6  word32  S + A
//! R_AMDGPU_REL32_LO 10 word32  (S + A - P) & 0xFFFFFFFF
//! R_AMDGPU_REL32_HI 11 word32  (S + A - P) >> 32
//! ```
//!
//! The GOT-relative kinds (7–9), `R_AMDGPU_RELATIVE64` (13, dynamic only) and
//! `R_AMDGPU_REL16` (14, branch offsets in code) never apply to debugging sections and are
//! reported as [`RelocError::Unsupported`].

use std::borrow::Cow;

use crate::elf::{CodeObject, FileKind};

/// `SHT_RELA`.
const SHT_RELA: u32 = 4;
/// `SHT_REL`.
const SHT_REL: u32 = 9;
/// Size of an `Elf64_Rela`.
const RELA_SIZE: usize = 24;

/// `R_AMDGPU_*` relocation types (AMDGPUUsage "Relocation Records").
pub mod kind {
    /// `R_AMDGPU_NONE`.
    pub const NONE: u32 = 0;
    /// `R_AMDGPU_ABS32_LO`: `(S + A) & 0xFFFFFFFF`.
    pub const ABS32_LO: u32 = 1;
    /// `R_AMDGPU_ABS32_HI`: `(S + A) >> 32`.
    pub const ABS32_HI: u32 = 2;
    /// `R_AMDGPU_ABS64`: `S + A`.
    pub const ABS64: u32 = 3;
    /// `R_AMDGPU_REL32`: `S + A - P`.
    pub const REL32: u32 = 4;
    /// `R_AMDGPU_REL64`: `S + A - P`.
    pub const REL64: u32 = 5;
    /// `R_AMDGPU_ABS32`: `S + A`.
    pub const ABS32: u32 = 6;
    /// `R_AMDGPU_REL32_LO`: `(S + A - P) & 0xFFFFFFFF`.
    pub const REL32_LO: u32 = 10;
    /// `R_AMDGPU_REL32_HI`: `(S + A - P) >> 32`.
    pub const REL32_HI: u32 = 11;

    /// The spec name of a relocation type.
    pub fn name(t: u32) -> &'static str {
        match t {
            0 => "R_AMDGPU_NONE",
            1 => "R_AMDGPU_ABS32_LO",
            2 => "R_AMDGPU_ABS32_HI",
            3 => "R_AMDGPU_ABS64",
            4 => "R_AMDGPU_REL32",
            5 => "R_AMDGPU_REL64",
            6 => "R_AMDGPU_ABS32",
            7 => "R_AMDGPU_GOTPCREL",
            8 => "R_AMDGPU_GOTPCREL32_LO",
            9 => "R_AMDGPU_GOTPCREL32_HI",
            10 => "R_AMDGPU_REL32_LO",
            11 => "R_AMDGPU_REL32_HI",
            13 => "R_AMDGPU_RELATIVE64",
            14 => "R_AMDGPU_REL16",
            _ => "unknown",
        }
    }
}

/// Why a section could not be relocated. Each variant names the relocation section and the
/// index of the entry at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RelocError {
    /// No section of that name.
    #[error("no section {0}")]
    NoSection(String),
    /// The relocation section's size is not a multiple of `Elf64_Rela`'s.
    #[error("{section}: size {size:#x} is not a multiple of 24 (Elf64_Rela)")]
    BadSize {
        /// The relocation section.
        section: String,
        /// Its size.
        size: u64,
    },
    /// `SHT_REL` (implicit addends): AMDGPU objects use `SHT_RELA` only.
    #[error("{0}: SHT_REL relocations are not used by AMDGPU and not supported")]
    RelWithoutAddend(String),
    /// A relocation type that cannot apply to a non-code section.
    #[error("{section} entry {index}: unsupported relocation {name} ({kind})")]
    Unsupported {
        /// The relocation section.
        section: String,
        /// Entry index.
        index: usize,
        /// The `r_type`.
        kind: u32,
        /// Its spec name.
        name: &'static str,
    },
    /// The symbol index is not in the symbol table.
    #[error("{section} entry {index}: no symbol {symbol}")]
    NoSymbol {
        /// The relocation section.
        section: String,
        /// Entry index.
        index: usize,
        /// The `r_sym`.
        symbol: u32,
    },
    /// The field lies outside the relocated section.
    #[error("{section} entry {index}: offset {offset:#x} + {width} is past the section's {size:#x} bytes")]
    OutOfRange {
        /// The relocation section.
        section: String,
        /// Entry index.
        index: usize,
        /// `r_offset`.
        offset: u64,
        /// Field width in bytes.
        width: u64,
        /// The relocated section's size.
        size: u64,
    },
}

/// One `Elf64_Rela` entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rela {
    /// `r_offset`: section offset of the field.
    pub offset: u64,
    /// `ELF64_R_SYM(r_info)`.
    pub symbol: u32,
    /// `ELF64_R_TYPE(r_info)`.
    pub kind: u32,
    /// `r_addend`.
    pub addend: i64,
}

/// Parses a `SHT_RELA` section's bytes (little-endian `Elf64_Rela` records).
pub fn parse_rela(data: &[u8]) -> Option<Vec<Rela>> {
    if !data.len().is_multiple_of(RELA_SIZE) {
        return None;
    }
    let u64_at = |c: &[u8], o: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&c[o..o + 8]);
        u64::from_le_bytes(b)
    };
    Some(
        data.chunks_exact(RELA_SIZE)
            .map(|c| {
                let info = u64_at(c, 8);
                Rela {
                    offset: u64_at(c, 0),
                    symbol: (info >> 32) as u32,
                    kind: info as u32,
                    addend: u64_at(c, 16) as i64,
                }
            })
            .collect(),
    )
}

/// Applies `relocs` to `data` (the bytes of a section at address `place_base`), with
/// `symbol_value(index)` giving S. `section` names the relocation section in errors.
pub fn apply(
    data: &mut [u8],
    place_base: u64,
    relocs: &[Rela],
    section: &str,
    symbol_value: impl Fn(u32) -> Option<u64>,
) -> Result<(), RelocError> {
    for (index, r) in relocs.iter().enumerate() {
        if r.kind == kind::NONE {
            continue;
        }
        let width: u64 = match r.kind {
            kind::ABS64 | kind::REL64 => 8,
            kind::ABS32_LO
            | kind::ABS32_HI
            | kind::REL32
            | kind::ABS32
            | kind::REL32_LO
            | kind::REL32_HI => 4,
            other => {
                return Err(RelocError::Unsupported {
                    section: section.to_string(),
                    index,
                    kind: other,
                    name: kind::name(other),
                })
            }
        };
        let size = data.len() as u64;
        let range = r
            .offset
            .checked_add(width)
            .filter(|&end| end <= size)
            .map(|end| r.offset as usize..end as usize)
            .ok_or_else(|| RelocError::OutOfRange {
                section: section.to_string(),
                index,
                offset: r.offset,
                width,
                size,
            })?;
        let s = symbol_value(r.symbol).ok_or_else(|| RelocError::NoSymbol {
            section: section.to_string(),
            index,
            symbol: r.symbol,
        })?;
        let sa = s.wrapping_add(r.addend as u64);
        let p = place_base.wrapping_add(r.offset);
        let value = match r.kind {
            kind::ABS32_LO | kind::ABS32 | kind::ABS64 => sa,
            kind::ABS32_HI => sa >> 32,
            kind::REL32 | kind::REL64 | kind::REL32_LO => sa.wrapping_sub(p),
            kind::REL32_HI => sa.wrapping_sub(p) >> 32,
            _ => unreachable!("filtered above"),
        };
        let field = &mut data[range];
        if width == 8 {
            field.copy_from_slice(&value.to_le_bytes());
        } else {
            field.copy_from_slice(&(value as u32).to_le_bytes());
        }
    }
    Ok(())
}

/// The bytes of section `name` with its `.rela<name>` applied. Linked code objects, and
/// sections without relocations, come back borrowed and unchanged.
///
/// S is the symbol's `st_value` plus the `sh_addr` of its section when the object is
/// relocatable (0 for every section of a `.o`, so addresses are section offsets); undefined
/// and absolute symbols contribute their `st_value`.
pub fn relocated_section<'data>(
    co: &CodeObject<'data>,
    name: &str,
) -> Result<Cow<'data, [u8]>, RelocError> {
    let section = co
        .section_by_name(name)
        .ok_or_else(|| RelocError::NoSection(name.to_string()))?;
    if co.kind() != FileKind::Relocatable {
        return Ok(Cow::Borrowed(section.data));
    }
    let rela_name = format!(".rela{name}");
    let Some(rela) = co.section_by_name(&rela_name) else {
        let rel_name = format!(".rel{name}");
        if co
            .section_by_name(&rel_name)
            .is_some_and(|s| s.sh_type == SHT_REL)
        {
            return Err(RelocError::RelWithoutAddend(rel_name));
        }
        return Ok(Cow::Borrowed(section.data));
    };
    if rela.sh_type != SHT_RELA {
        return Ok(Cow::Borrowed(section.data));
    }
    let relocs = parse_rela(rela.data).ok_or(RelocError::BadSize {
        section: rela_name.clone(),
        size: rela.size,
    })?;
    let symbols = co.symbols();
    let sections = co.sections();
    let symbol_value = |index: u32| {
        let sym = symbols
            .get(index as usize)
            .filter(|s| s.index == index)
            .or_else(|| symbols.iter().find(|s| s.index == index))?;
        let base = sym
            .section()
            .and_then(|i| sections.iter().find(|s| s.index == i))
            .map_or(0, |s| s.address);
        Some(sym.value.wrapping_add(base))
    };
    let mut data = section.data.to_vec();
    apply(
        &mut data,
        section.address,
        &relocs,
        &rela_name,
        symbol_value,
    )?;
    Ok(Cow::Owned(data))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rela(offset: u64, symbol: u32, kind: u32, addend: i64) -> Vec<u8> {
        let mut v = offset.to_le_bytes().to_vec();
        v.extend_from_slice(&((u64::from(symbol) << 32) | u64::from(kind)).to_le_bytes());
        v.extend_from_slice(&addend.to_le_bytes());
        v
    }

    #[test]
    fn parses_elf64_rela() {
        let mut bytes = rela(0x18, 2, kind::ABS64, 0x1a00);
        bytes.extend(rela(4, 1, kind::ABS32, -4));
        let r = parse_rela(&bytes).unwrap();
        assert_eq!(
            r,
            [
                Rela {
                    offset: 0x18,
                    symbol: 2,
                    kind: 3,
                    addend: 0x1a00
                },
                Rela {
                    offset: 4,
                    symbol: 1,
                    kind: 6,
                    addend: -4
                }
            ]
        );
        assert!(parse_rela(&bytes[..30]).is_none());
        assert_eq!(parse_rela(&[]).unwrap(), []);
    }

    #[test]
    fn every_supported_calculation() {
        let sym = |i: u32| match i {
            1 => Some(0x1_0000_1000u64),
            2 => Some(0x40),
            _ => None,
        };
        let relocs = [
            Rela {
                offset: 0,
                symbol: 1,
                kind: kind::ABS64,
                addend: 0x10,
            },
            Rela {
                offset: 8,
                symbol: 1,
                kind: kind::ABS32_LO,
                addend: 0x10,
            },
            Rela {
                offset: 12,
                symbol: 1,
                kind: kind::ABS32_HI,
                addend: 0x10,
            },
            Rela {
                offset: 16,
                symbol: 2,
                kind: kind::ABS32,
                addend: 4,
            },
            Rela {
                offset: 20,
                symbol: 2,
                kind: kind::REL32,
                addend: 0,
            },
            Rela {
                offset: 24,
                symbol: 2,
                kind: kind::REL64,
                addend: 8,
            },
            Rela {
                offset: 32,
                symbol: 1,
                kind: kind::REL32_LO,
                addend: 0,
            },
            Rela {
                offset: 36,
                symbol: 1,
                kind: kind::REL32_HI,
                addend: 0,
            },
            Rela {
                offset: 40,
                symbol: 99,
                kind: kind::NONE,
                addend: 0,
            },
        ];
        let mut data = vec![0xaau8; 44];
        apply(&mut data, 0x100, &relocs, ".rela.test", sym).unwrap();
        let u32_at = |o: usize| u32::from_le_bytes(data[o..o + 4].try_into().unwrap());
        let u64_at = |o: usize| u64::from_le_bytes(data[o..o + 8].try_into().unwrap());
        assert_eq!(u64_at(0), 0x1_0000_1010);
        assert_eq!(u32_at(8), 0x1010);
        assert_eq!(u32_at(12), 1);
        assert_eq!(u32_at(16), 0x44);
        // P = 0x100 + 20.
        assert_eq!(u32_at(20), (0x40u64.wrapping_sub(0x114)) as u32);
        assert_eq!(u64_at(24), 0x48u64.wrapping_sub(0x118));
        assert_eq!(u32_at(32), (0x1_0000_1000u64 - 0x120) as u32);
        assert_eq!(u32_at(36), ((0x1_0000_1000u64 - 0x124) >> 32) as u32);
        // NONE leaves the bytes alone.
        assert_eq!(&data[40..44], &[0xaa; 4]);
    }

    #[test]
    fn errors_name_the_entry() {
        let mut data = vec![0u8; 8];
        let err = apply(
            &mut data,
            0,
            &[Rela {
                offset: 4,
                symbol: 1,
                kind: kind::ABS64,
                addend: 0,
            }],
            ".rela.debug_frame",
            |_| Some(0),
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            ".rela.debug_frame entry 0: offset 0x4 + 8 is past the section's 0x8 bytes"
        );
        let err = apply(
            &mut data,
            0,
            &[
                Rela {
                    offset: 0,
                    symbol: 1,
                    kind: kind::ABS32,
                    addend: 0,
                },
                Rela {
                    offset: 0,
                    symbol: 1,
                    kind: 7,
                    addend: 0,
                },
            ],
            ".rela.x",
            |_| Some(0),
        )
        .unwrap_err();
        assert_eq!(
            err,
            RelocError::Unsupported {
                section: ".rela.x".into(),
                index: 1,
                kind: 7,
                name: "R_AMDGPU_GOTPCREL"
            }
        );
        let err = apply(
            &mut data,
            0,
            &[Rela {
                offset: 0,
                symbol: 5,
                kind: kind::ABS32,
                addend: 0,
            }],
            ".rela.x",
            |_| None,
        )
        .unwrap_err();
        assert!(matches!(err, RelocError::NoSymbol { symbol: 5, .. }));
        // Offsets near u64::MAX do not overflow.
        let err = apply(
            &mut data,
            0,
            &[Rela {
                offset: u64::MAX - 2,
                symbol: 0,
                kind: kind::ABS64,
                addend: 0,
            }],
            ".rela.x",
            |_| Some(0),
        )
        .unwrap_err();
        assert!(matches!(err, RelocError::OutOfRange { .. }));
    }

    fn corpus(path: &str) -> Option<Vec<u8>> {
        let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../corpus")
            .join(path);
        std::fs::read(p).ok()
    }

    #[test]
    fn debug_frame_of_a_relocatable_object_matches_the_linked_one() {
        // The hand-written asm: .o and its ld.lld -shared .hsaco. The FDE addresses of the
        // .o are section offsets; in the .hsaco, .text starts at some address, so the FDEs
        // differ by exactly that much.
        let (Some(o), Some(so)) = (
            corpus("asm/gfx90a/hetero_cfi_wave64.o"),
            corpus("asm/gfx90a/hetero_cfi_wave64.hsaco"),
        ) else {
            return;
        };
        let o = CodeObject::parse(&o).unwrap();
        let so = CodeObject::parse(&so).unwrap();
        let raw = o.section_by_name(".debug_frame").unwrap().data;
        let fixed = relocated_section(&o, ".debug_frame").unwrap();
        assert!(matches!(fixed, Cow::Owned(_)));
        assert_ne!(&fixed[..], raw);
        let linked = relocated_section(&so, ".debug_frame").unwrap();
        assert!(matches!(linked, Cow::Borrowed(_)));
        assert_eq!(fixed.len(), linked.len());
        let text_base = so.section_by_name(".text").unwrap().address;
        // Compare the FDEs' initial_location fields: in the hand-written FDEs they follow a
        // 4-byte length and a 4-byte CIE pointer.
        let mut off = 0usize;
        let mut fdes = 0;
        while off + 4 <= fixed.len() {
            let len = u32::from_le_bytes(fixed[off..off + 4].try_into().unwrap()) as usize;
            if len == 0 {
                break;
            }
            let id = u32::from_le_bytes(fixed[off + 4..off + 8].try_into().unwrap());
            let lid = u32::from_le_bytes(linked[off + 4..off + 8].try_into().unwrap());
            assert_eq!(id, lid, "CIE pointer/id at {off:#x}");
            if id != 0xffff_ffff {
                let a = u64::from_le_bytes(fixed[off + 8..off + 16].try_into().unwrap());
                let b = u64::from_le_bytes(linked[off + 8..off + 16].try_into().unwrap());
                assert_eq!(a + text_base, b, "FDE at {off:#x}");
                fdes += 1;
            }
            off += 4 + len;
        }
        assert!(fdes >= 3, "{fdes} FDEs");
        assert!(matches!(
            relocated_section(&o, ".nope"),
            Err(RelocError::NoSection(_))
        ));
    }
}
