//! Clang offload bundles: the container HIP (and OpenMP) use to carry one code object per
//! target, in a file or in a host executable's `.hip_fatbin` section.
//!
//! Layout (all little-endian): the 24-byte magic `__CLANG_OFFLOAD_BUNDLE__`, a `u64` entry
//! count, then per entry `u64 offset`, `u64 size`, `u64 id_len` and the ID string (e.g.
//! `hipv4-amdgcn-amd-amdhsa--gfx90a:xnack+`); each entry's bytes are at `offset` from the
//! start of the bundle. [`Bundle::parse`] borrows its entries from the input, so it refuses a
//! compressed bundle (magic `CCOB`) with [`Error::CompressedBundle`]; [`crate::extract`]
//! decompresses those ([`crate::compressed`]).

use crate::bytes::{self, Cursor};
use crate::error::{Container, Error, Result};

/// Magic of an uncompressed offload bundle.
pub const MAGIC: &[u8; 24] = b"__CLANG_OFFLOAD_BUNDLE__";
/// Magic of a compressed offload bundle.
pub const COMPRESSED_MAGIC: &[u8; 4] = crate::compressed::MAGIC;

/// One entry of a bundle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BundleEntry<'data> {
    /// The entry ID: `<kind>-<triple>[-<target ID>]`.
    pub id: &'data str,
    /// Offset of the entry's bytes from the start of the bundle.
    pub offset: u64,
    /// Size of the entry's bytes.
    pub size: u64,
    /// The entry's bytes (a code object for device entries; often empty for `host`).
    pub data: &'data [u8],
}

impl<'data> BundleEntry<'data> {
    /// The offload kind: `hip`, `hipv4`, `host`, `openmp`, ...
    pub fn kind(&self) -> &'data str {
        self.id.split('-').next().unwrap_or("")
    }

    /// Splits the ID after the kind into (triple, target ID). The triple has four components
    /// (`amdgcn-amd-amdhsa-` has an empty environment); older IDs with a three-part triple
    /// followed directly by `gfx…` are recognised too.
    fn split(&self) -> (&'data str, &'data str) {
        let id = self.id;
        let Some(start) = id.find('-').map(|i| i + 1) else {
            return ("", "");
        };
        let rest = &id[start..];
        let mut seen = 0;
        for (i, c) in rest.char_indices() {
            if c == '-' {
                seen += 1;
                if seen == 3 && rest[i + 1..].starts_with("gfx") {
                    return (&rest[..i], &rest[i + 1..]);
                }
                if seen == 4 {
                    return (&rest[..i], &rest[i + 1..]);
                }
            }
        }
        (rest, "")
    }

    /// The target triple, e.g. `amdgcn-amd-amdhsa-` or `x86_64-unknown-linux-gnu`.
    pub fn triple(&self) -> &'data str {
        self.split().0
    }

    /// The target ID after the triple, e.g. `gfx90a:xnack+`; `None` if there is none.
    pub fn target_id(&self) -> Option<&'data str> {
        Some(self.split().1).filter(|t| !t.is_empty())
    }

    /// Whether the entry is AMDGPU device code (`amdgcn` triple).
    pub fn is_amdgcn(&self) -> bool {
        self.triple().starts_with("amdgcn-")
    }
}

/// A parsed offload bundle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bundle<'data> {
    /// The bytes the bundle was parsed from (from its magic to the end of the input).
    pub data: &'data [u8],
    /// Its entries, in header order.
    pub entries: Vec<BundleEntry<'data>>,
}

impl<'data> Bundle<'data> {
    /// Whether `data` starts with either bundle magic.
    pub fn is_bundle(data: &[u8]) -> bool {
        data.starts_with(MAGIC) || data.starts_with(COMPRESSED_MAGIC)
    }

    /// Parses an uncompressed bundle starting at the beginning of `data`.
    pub fn parse(data: &'data [u8]) -> Result<Bundle<'data>> {
        if data.starts_with(COMPRESSED_MAGIC) {
            return Err(Error::CompressedBundle {
                version: bytes::u16_at(data, 4).unwrap_or(0),
            });
        }
        if !data.starts_with(MAGIC) {
            return Err(Error::NotBundle);
        }
        let available = data.len() as u64;
        let truncated = |what, offset, needed| Error::Truncated {
            container: Container::Bundle,
            what,
            offset,
            needed,
            available,
        };
        let mut c = Cursor::new(data);
        c.bytes(MAGIC.len() as u64);
        let count = c.u64().ok_or(truncated("entry count", 24, 8))?;
        let mut entries = Vec::new();
        for index in 0..count {
            let at = c.pos();
            let offset = c.u64().ok_or(truncated("entry offset", at, 8))?;
            let size = c.u64().ok_or(truncated("entry size", at + 8, 8))?;
            let id_len = c.u64().ok_or(truncated("entry ID length", at + 16, 8))?;
            let id_at = c.pos();
            let id = c
                .bytes(id_len)
                .ok_or(truncated("entry ID", id_at, id_len))?;
            let id = std::str::from_utf8(id).map_err(|_| Error::BundleEntryId {
                index,
                offset: id_at,
            })?;
            let body =
                bytes::slice(data, offset, size).ok_or_else(|| Error::BundleEntryOutOfRange {
                    index,
                    triple: id.to_owned(),
                    offset,
                    size,
                    available,
                })?;
            entries.push(BundleEntry {
                id,
                offset,
                size,
                data: body,
            });
        }
        Ok(Bundle { data, entries })
    }

    /// Bytes from the magic to the end of the last entry or header, whichever is later.
    pub fn extent(&self) -> u64 {
        let header_end = self.entries.iter().fold(32u64, |acc, e| {
            acc.saturating_add(24).saturating_add(e.id.len() as u64)
        });
        self.entries
            .iter()
            .map(|e| e.offset.saturating_add(e.size))
            .fold(header_end, u64::max)
    }

    /// The AMDGPU entries (`amdgcn-…` triples).
    pub fn device_entries(&self) -> impl Iterator<Item = &BundleEntry<'data>> {
        self.entries.iter().filter(|e| e.is_amdgcn())
    }

    /// The bundles in a host ELF (64- or 32-bit, little-endian), in either form Clang
    /// writes:
    ///
    /// * an executable or shared library's `.hip_fatbin` section, holding one bundle per
    ///   translation unit, each starting with the magic (found in order);
    /// * a bundled relocatable object (`clang-offload-bundler -type=o`), with one section per
    ///   entry named `__CLANG_OFFLOAD_BUNDLE__<id>`; these become one [`Bundle`] whose
    ///   entry offsets are file offsets and whose `data` is the whole file.
    pub fn find_in_host_elf(elf: &'data [u8]) -> Result<Vec<Bundle<'data>>> {
        let sections = host_sections(elf)?;
        if let Some((_, _, fatbin)) = sections.iter().find(|(n, _, _)| *n == b".hip_fatbin") {
            return Self::find_all(fatbin);
        }
        let mut entries = Vec::new();
        for (index, (name, offset, data)) in sections.iter().enumerate() {
            if let Some(id) = name.strip_prefix(MAGIC.as_slice()) {
                let id = std::str::from_utf8(id).map_err(|_| Error::BundleEntryId {
                    index: index as u64,
                    offset: *offset,
                })?;
                entries.push(BundleEntry {
                    id,
                    offset: *offset,
                    size: data.len() as u64,
                    data,
                });
            }
        }
        if entries.is_empty() {
            return Err(Error::NoFatbin);
        }
        Ok(vec![Bundle { data: elf, entries }])
    }

    /// Every bundle found in `data`, scanning for the magic after each bundle's extent.
    pub fn find_all(data: &'data [u8]) -> Result<Vec<Bundle<'data>>> {
        let mut out = Vec::new();
        let mut pos = 0usize;
        while let Some(found) = find(data.get(pos..).unwrap_or(&[]), COMPRESSED_MAGIC, MAGIC) {
            let start = pos + found;
            let rest = data.get(start..).unwrap_or(&[]);
            let bundle = Bundle::parse(rest)?;
            let extent = usize::try_from(bundle.extent()).unwrap_or(usize::MAX);
            out.push(bundle);
            pos = start.saturating_add(extent.max(MAGIC.len()));
            if pos >= data.len() {
                break;
            }
        }
        Ok(out)
    }
}

/// The first position of either magic in `hay`.
fn find(hay: &[u8], a: &[u8], b: &[u8]) -> Option<usize> {
    hay.windows(a.len().min(b.len()))
        .enumerate()
        .find(|(i, _)| hay[*i..].starts_with(a) || hay[*i..].starts_with(b))
        .map(|(i, _)| i)
}

type HostSection<'data> = (&'data [u8], u64, &'data [u8]);

/// (name, file offset, bytes) of every section of a little-endian host ELF of either class.
pub(crate) fn host_sections(elf: &[u8]) -> Result<Vec<HostSection<'_>>> {
    use object::read::elf::{ElfFile, FileHeader, SectionHeader};
    use object::LittleEndian as LE;
    fn go<'data, H: FileHeader<Endian = LE>>(elf: &'data [u8]) -> Result<Vec<HostSection<'data>>> {
        let file = ElfFile::<H, &'data [u8]>::parse(elf).map_err(Error::elf("host ELF"))?;
        let table = file.elf_section_table();
        let mut out = Vec::new();
        for sh in table.iter() {
            let name = table
                .section_name(LE, sh)
                .map_err(Error::elf("section name"))?;
            let data = sh.data(LE, elf).map_err(Error::elf("section data"))?;
            out.push((name, sh.sh_offset(LE).into(), data));
        }
        Ok(out)
    }
    match bytes::u8_at(elf, 4) {
        _ if !elf.starts_with(b"\x7fELF") => Err(Error::NotElf),
        Some(2) => go::<object::elf::FileHeader64<LE>>(elf),
        Some(1) => go::<object::elf::FileHeader32<LE>>(elf),
        Some(c) => Err(Error::NotElf64(c)),
        None => Err(Error::NotElf),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Builds a bundle from (id, bytes) pairs, entries 8-aligned after the header.
    pub(crate) fn build(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let header: usize = 32 + entries.iter().map(|(id, _)| 24 + id.len()).sum::<usize>();
        let mut out = MAGIC.to_vec();
        out.extend((entries.len() as u64).to_le_bytes());
        let mut off = (header + 7) & !7;
        let mut bodies = Vec::new();
        for (id, body) in entries {
            out.extend((off as u64).to_le_bytes());
            out.extend((body.len() as u64).to_le_bytes());
            out.extend((id.len() as u64).to_le_bytes());
            out.extend(id.as_bytes());
            bodies.push((off, *body));
            off = (off + body.len() + 7) & !7;
        }
        for (o, b) in bodies {
            out.resize(o, 0);
            out.extend(b);
        }
        out
    }

    #[test]
    fn parses_entries() {
        let data = build(&[
            ("host-x86_64-unknown-linux-gnu", b""),
            ("hipv4-amdgcn-amd-amdhsa--gfx90a:xnack+", b"\x7fELF1234"),
        ]);
        let b = Bundle::parse(&data).unwrap();
        assert!(Bundle::is_bundle(&data));
        assert_eq!(b.entries.len(), 2);
        let host = &b.entries[0];
        assert_eq!(
            (host.kind(), host.triple(), host.target_id()),
            ("host", "x86_64-unknown-linux-gnu", None)
        );
        assert!(!host.is_amdgcn());
        let dev = &b.entries[1];
        assert_eq!(dev.kind(), "hipv4");
        assert_eq!(dev.triple(), "amdgcn-amd-amdhsa-");
        assert_eq!(dev.target_id(), Some("gfx90a:xnack+"));
        assert_eq!(dev.data, b"\x7fELF1234");
        assert_eq!(b.device_entries().count(), 1);
        assert_eq!(b.extent(), data.len() as u64);
        let old = BundleEntry {
            id: "hip-amdgcn-amd-amdhsa-gfx906",
            offset: 0,
            size: 0,
            data: &[],
        };
        assert_eq!(
            (old.triple(), old.target_id()),
            ("amdgcn-amd-amdhsa", Some("gfx906"))
        );
        let odd = BundleEntry {
            id: "nodash",
            offset: 0,
            size: 0,
            data: &[],
        };
        assert_eq!((odd.triple(), odd.target_id()), ("", None));
    }

    #[test]
    fn errors() {
        assert_eq!(Bundle::parse(b"hello"), Err(Error::NotBundle));
        assert!(matches!(
            Bundle::parse(b"CCOB\x02\x00\x01\x00"),
            Err(Error::CompressedBundle { version: 2 })
        ));
        assert!(Bundle::parse(b"CCOB")
            .unwrap_err()
            .to_string()
            .contains("decompress it first"));
        let data = build(&[("hipv4-amdgcn-amd-amdhsa--gfx90a", b"abcdefgh")]);
        for cut in [24, 30, 40, 48, 56, 60] {
            assert!(
                matches!(Bundle::parse(&data[..cut]), Err(Error::Truncated { .. })),
                "{cut}"
            );
        }
        let e = Bundle::parse(&data[..data.len() - 1]).unwrap_err();
        assert!(
            matches!(e, Error::BundleEntryOutOfRange { index: 0, .. }),
            "{e}"
        );
        let mut bad = data.clone();
        bad[56] = 0xff;
        assert!(matches!(
            Bundle::parse(&bad),
            Err(Error::BundleEntryId { .. })
        ));
        let mut huge = data.clone();
        huge[24..32].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(Bundle::parse(&huge).is_err());
        let mut off = data;
        off[32..40].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(matches!(
            Bundle::parse(&off),
            Err(Error::BundleEntryOutOfRange { .. })
        ));
    }

    #[test]
    fn finds_consecutive_bundles() {
        let a = build(&[("hipv4-amdgcn-amd-amdhsa--gfx900", b"AAAA")]);
        let b = build(&[("hipv4-amdgcn-amd-amdhsa--gfx1030", b"BBBB")]);
        let mut data = vec![0u8; 16];
        data.extend(&a);
        data.resize(4096, 0);
        data.extend(&b);
        let found = Bundle::find_all(&data).unwrap();
        assert_eq!(found.len(), 2);
        assert_eq!(found[1].entries[0].data, b"BBBB");
        assert!(Bundle::find_all(b"nothing here").unwrap().is_empty());
        assert_eq!(Bundle::find_in_host_elf(b"nope"), Err(Error::NotElf));
        assert_eq!(
            Bundle::find_in_host_elf(b"\x7fELF\x07"),
            Err(Error::NotElf64(7))
        );
        assert_eq!(Bundle::find_in_host_elf(b"\x7fELF"), Err(Error::NotElf));
        assert!(matches!(
            Bundle::find_in_host_elf(b"\x7fELF\x02\x01"),
            Err(Error::Elf { .. })
        ));
    }

    #[test]
    fn finds_bundles_in_a_host_fatbin_section() {
        use crate::testelf::{ElfBuilder, SHT_PROGBITS};
        let a = build(&[
            ("host-x86_64-unknown-linux-gnu", b""),
            ("hipv4-amdgcn-amd-amdhsa--gfx90a", b"AAAA"),
        ]);
        let mut fatbin = a.clone();
        fatbin.resize(4096, 0);
        fatbin.extend(build(&[("hipv4-amdgcn-amd-amdhsa--gfx1100", b"BBBBBBBB")]));
        let mut host = ElfBuilder::new(3, 0, 0);
        host.machine = 62;
        host.os_abi = 0;
        host.section(".text", SHT_PROGBITS, 6, 0x1000, vec![0xc3; 16]);
        host.section(".hip_fatbin", SHT_PROGBITS, 2, 0x2000, fatbin);
        let elf = host.build();
        let found = Bundle::find_in_host_elf(&elf).unwrap();
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].device_entries().next().unwrap().data, b"AAAA");
        assert_eq!(found[1].entries[0].target_id(), Some("gfx1100"));
        // a bundled object: one section per entry
        let mut obj = ElfBuilder::new(1, 0, 0);
        obj.machine = 62;
        obj.section(
            "__CLANG_OFFLOAD_BUNDLE__host-x86_64-unknown-linux--",
            SHT_PROGBITS,
            0,
            0,
            vec![0],
        );
        obj.section(
            "__CLANG_OFFLOAD_BUNDLE__hipv4-amdgcn-amd-amdhsa--gfx90a",
            SHT_PROGBITS,
            0,
            0,
            b"CODE".to_vec(),
        );
        let data = obj.build();
        let found = Bundle::find_in_host_elf(&data).unwrap();
        assert_eq!(found.len(), 1);
        let dev: Vec<_> = found[0].device_entries().collect();
        assert_eq!(
            (dev.len(), dev[0].data, dev[0].target_id()),
            (1, &b"CODE"[..], Some("gfx90a"))
        );
        assert_eq!(&data[dev[0].offset as usize..][..4], b"CODE");
        assert_eq!(found[0].entries[0].triple(), "x86_64-unknown-linux-");
        let mut no_fatbin = ElfBuilder::new(3, 0, 0);
        no_fatbin.section(".text", SHT_PROGBITS, 6, 0x1000, vec![0xc3; 16]);
        assert_eq!(
            Bundle::find_in_host_elf(&no_fatbin.build()),
            Err(Error::NoFatbin)
        );
    }

    proptest! {
        #[test]
        fn arbitrary_bytes_never_panic(mut tail in proptest::collection::vec(any::<u8>(), 0..300), magic in any::<bool>()) {
            if magic {
                let mut v = MAGIC.to_vec();
                v.append(&mut tail);
                tail = v;
            }
            if let Err(e) = Bundle::parse(&tail) {
                crate::elf::tests::assert_names_a_place(&e.to_string(), tail.len());
            }
            let _ = Bundle::find_all(&tail);
            let _ = Bundle::find_in_host_elf(&tail);
        }

        #[test]
        fn built_bundles_round_trip(bodies in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..64), 0..5)) {
            let ids: Vec<String> = (0..bodies.len()).map(|i| format!("hipv4-amdgcn-amd-amdhsa--gfx90{i}")).collect();
            let entries: Vec<(&str, &[u8])> = ids.iter().map(String::as_str).zip(bodies.iter().map(Vec::as_slice)).collect();
            let data = build(&entries);
            let b = Bundle::parse(&data).unwrap();
            prop_assert_eq!(b.entries.len(), bodies.len());
            for (e, body) in b.entries.iter().zip(&bodies) {
                prop_assert_eq!(e.data, body.as_slice());
            }
        }
    }
}
