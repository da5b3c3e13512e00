//! One entry point from any input file's bytes to the AMDGPU code objects it holds:
//! [`extract`].
//!
//! What it accepts, and how each is recognised:
//!
//! * a plain AMDGPU ELF code object (`e_machine` `EM_AMDGPU`, or anything that is not a
//!   little-endian host ELF: the code-object reader then names what is wrong);
//! * a raw offload bundle (`__CLANG_OFFLOAD_BUNDLE__` at offset 0), or a compressed one (`CCOB`,
//!   versions 1 to 3, zlib or zstd; see [`crate::compressed`]);
//! * a host ELF (x86-64 object, executable or shared library, 32- or 64-bit little-endian)
//!   whose `.hip_fatbin` section holds one or more bundles, each plain or compressed, back to
//!   back with padding (one per translation unit once linked), or whose
//!   `__CLANG_OFFLOAD_BUNDLE__<id>` sections are the entries (`clang-offload-bundler -type=o`).
//!
//! A loaded-code-object URI is resolved by the caller ([`CodeObjectUri::extract`]) to the bytes
//! it names, which then go through [`extract`] like a file.
//!
//! Every code object found is an [`Embedded`]: its bundle entry ID, its bytes (borrowed, or
//! owned when decompressed) and its [`ContainerPlace`] in the input. Entries for other targets (the
//! empty `host-x86_64-…` entry of every HIP bundle) are listed in [`Contents::other_entries`].
//!
//! Offsets are from the start of the bytes given to [`extract`]. An entry of a compressed
//! bundle has no offset in the input: its [`ContainerPlace::Compressed`] gives the compressed
//! bundle's offset and size in the input, and the entry's offset and size inside the
//! decompressed bundle. Its URI ([`Embedded::uri`]) names the whole compressed bundle, the
//! smallest range of the file that holds it; [`Contents::select`] with the entry ID picks the
//! entry out again when that URI is read back.

use std::borrow::Cow;

use crate::bundle::{self, Bundle, BundleEntry};
use crate::compressed::{self, CompressedBundle, Header};
use crate::error::{Error, Result};
use crate::uri::CodeObjectUri;
use crate::{bytes, CodeObject};

/// `EM_AMDGPU`.
const EM_AMDGPU: u16 = 224;

/// What kind of container the input was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A plain AMDGPU ELF code object.
    CodeObject,
    /// A raw offload bundle.
    Bundle,
    /// A compressed offload bundle.
    CompressedBundle,
    /// A host ELF carrying bundles.
    HostElf,
}

/// Where an embedded code object's bytes are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContainerPlace {
    /// Stored as they are in the input, at `offset`.
    Stored {
        /// Offset in the input.
        offset: u64,
        /// Size in bytes.
        size: u64,
    },
    /// An entry of a compressed bundle.
    Compressed {
        /// Offset of the compressed bundle (its `CCOB` magic) in the input.
        bundle_offset: u64,
        /// Size of the compressed bundle (header and payload) in the input.
        bundle_size: u64,
        /// The compressed bundle's header.
        header: Header,
        /// Offset of the entry in the decompressed bundle.
        offset: u64,
        /// Size of the entry.
        size: u64,
    },
}

impl ContainerPlace {
    /// The range of the input that holds the code object: its own bytes, or the whole
    /// compressed bundle it is an entry of.
    pub fn input_range(&self) -> (u64, u64) {
        match *self {
            ContainerPlace::Stored { offset, size } => (offset, size),
            ContainerPlace::Compressed {
                bundle_offset,
                bundle_size,
                ..
            } => (bundle_offset, bundle_size),
        }
    }

    /// The same location for an input that starts `base` bytes into a larger file.
    pub fn shifted(self, base: u64) -> ContainerPlace {
        match self {
            ContainerPlace::Stored { offset, size } => ContainerPlace::Stored {
                offset: offset.saturating_add(base),
                size,
            },
            ContainerPlace::Compressed {
                bundle_offset,
                bundle_size,
                header,
                offset,
                size,
            } => ContainerPlace::Compressed {
                bundle_offset: bundle_offset.saturating_add(base),
                bundle_size,
                header,
                offset,
                size,
            },
        }
    }
}

/// One AMDGPU code object found in the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Embedded<'data> {
    /// The bundle entry ID (`hipv4-amdgcn-amd-amdhsa--gfx90a`); `None` for a plain code object.
    pub id: Option<String>,
    /// The code object's bytes.
    pub bytes: Cow<'data, [u8]>,
    /// Where they are in the input.
    pub location: ContainerPlace,
}

/// A bundle entry for another target (host code), listed but not extracted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtherEntry {
    /// The bundle entry ID (`host-x86_64-unknown-linux-gnu-`).
    pub id: String,
    /// Where its bytes are.
    pub location: ContainerPlace,
}

/// Everything [`extract`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contents<'data> {
    /// The input's container format.
    pub format: Format,
    /// The AMDGPU code objects (`amdgcn-…` entries), in input order.
    pub code_objects: Vec<Embedded<'data>>,
    /// Entries for other targets, in input order.
    pub other_entries: Vec<OtherEntry>,
}

impl Embedded<'_> {
    /// The target ID: the bundle entry ID's part after the triple (`gfx90a:xnack+`), or for a
    /// plain code object the one its ELF header names; `None` if neither can be read.
    pub fn target_id(&self) -> Option<String> {
        match &self.id {
            Some(id) => entry(id).target_id().map(str::to_string),
            None => CodeObject::parse(&self.bytes)
                .and_then(|co| co.target_id())
                .ok()
                .map(|t| t.to_string()),
        }
    }

    /// The processor (`gfx90a`): the target ID before its first `:`.
    pub fn processor(&self) -> Option<String> {
        self.target_id()
            .map(|t| t.split(':').next().unwrap_or("").to_string())
    }

    /// How to name this code object in messages: its entry ID, or its target ID.
    pub fn label(&self) -> String {
        match (&self.id, self.target_id()) {
            (Some(id), _) => id.clone(),
            (None, Some(t)) => t,
            (None, None) => "code object".to_string(),
        }
    }

    /// A loaded-code-object URI for the code object in the file at `path` (whose bytes were
    /// given to [`extract`]): its own range, or for a compressed entry the whole compressed
    /// bundle's.
    pub fn uri(&self, path: &str) -> CodeObjectUri {
        let (offset, size) = self.location.input_range();
        CodeObjectUri::File {
            path: path.to_string(),
            offset: Some(offset),
            size: Some(size),
        }
    }

    /// Parses the code object.
    pub fn code_object(&self) -> Result<CodeObject<'_>> {
        CodeObject::parse(&self.bytes)
    }
}

impl<'data> Contents<'data> {
    /// The code objects for `target`: a full entry ID, a target ID (`gfx90a:xnack+`) or a
    /// processor (`gfx90a`). Exact entry-ID or target-ID matches win over processor matches;
    /// several entries with the same ID (one per translation unit) all match. An unknown target
    /// is [`Error::NoSuchTarget`], listing the ones present.
    pub fn select(&self, target: &str) -> Result<Vec<&Embedded<'data>>> {
        let ids: Vec<(Option<String>, Option<String>)> = self
            .code_objects
            .iter()
            .map(|e| (e.target_id(), e.processor()))
            .collect();
        let exact: Vec<&Embedded<'data>> = self
            .code_objects
            .iter()
            .zip(&ids)
            .filter(|(e, (t, _))| e.id.as_deref() == Some(target) || t.as_deref() == Some(target))
            .map(|(e, _)| e)
            .collect();
        if !exact.is_empty() {
            return Ok(exact);
        }
        let by_processor: Vec<&Embedded<'data>> = self
            .code_objects
            .iter()
            .zip(&ids)
            .filter(|(_, (_, p))| p.as_deref() == Some(target))
            .map(|(e, _)| e)
            .collect();
        if !by_processor.is_empty() {
            return Ok(by_processor);
        }
        Err(Error::NoSuchTarget {
            wanted: target.to_string(),
            available: self.targets(),
        })
    }

    /// The distinct targets present, as `--target` accepts them: the target ID, followed by
    /// the entry ID in parentheses where there is one.
    pub fn targets(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for e in &self.code_objects {
            let t = match (e.target_id(), &e.id) {
                (Some(t), Some(id)) => format!("{t} ({id})"),
                (Some(t), None) => t,
                (None, _) => e.label(),
            };
            if !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }
}

/// The one code object for `target` (see [`Contents::select`]) in any input [`extract`]
/// accepts: what a launch needs. Several matches (the same target in several translation
/// units) are [`Error::AmbiguousTarget`].
pub fn code_object_for_target<'data>(data: &'data [u8], target: &str) -> Result<Embedded<'data>> {
    let contents = extract(data)?;
    let mut found = contents.select(target)?;
    if found.len() > 1 {
        return Err(Error::AmbiguousTarget {
            wanted: target.to_string(),
            matches: found
                .iter()
                .map(|e| {
                    let (o, s) = e.location.input_range();
                    format!("{} at {o:#x} ({s} bytes)", e.label())
                })
                .collect(),
        });
    }
    let one = found.remove(0).clone();
    Ok(one)
}

fn entry(id: &str) -> BundleEntry<'_> {
    BundleEntry {
        id,
        offset: 0,
        size: 0,
        data: &[],
    }
}

/// Whether `data` is a little-endian ELF for some machine other than AMDGPU. Anything else
/// starting with the ELF magic is read as a code object, so a broken AMDGPU ELF gets the code
/// object reader's precise complaint.
fn is_host_elf(data: &[u8]) -> bool {
    data.starts_with(b"\x7fELF")
        && matches!(bytes::u8_at(data, 4), Some(1 | 2))
        && bytes::u8_at(data, 5) == Some(1)
        && bytes::u16_at(data, 0x12).is_some_and(|m| m != EM_AMDGPU)
}

/// Finds every AMDGPU code object in `data`: see the [module documentation](self).
pub fn extract(data: &[u8]) -> Result<Contents<'_>> {
    let mut found = Found {
        code_objects: Vec::new(),
        other_entries: Vec::new(),
        budget: compressed::expansion_limit(data.len() as u64),
    };
    let format = if is_host_elf(data) {
        for (name, offset, section) in bundle::host_sections(data)? {
            if name == b".hip_fatbin" {
                found.scan(section, offset)?;
            } else if let Some(id) = name.strip_prefix(bundle::MAGIC.as_slice()) {
                let id = std::str::from_utf8(id).map_err(|_| Error::BundleEntryId {
                    index: found.code_objects.len() as u64,
                    offset,
                })?;
                found.push(
                    id,
                    Cow::Borrowed(section),
                    ContainerPlace::Stored {
                        offset,
                        size: section.len() as u64,
                    },
                );
            }
        }
        Format::HostElf
    } else if data.starts_with(bundle::MAGIC) {
        found.scan(data, 0)?;
        Format::Bundle
    } else if data.starts_with(compressed::MAGIC) {
        found.scan(data, 0)?;
        Format::CompressedBundle
    } else if data.starts_with(b"\x7fELF") {
        found.code_objects.push(Embedded {
            id: None,
            bytes: Cow::Borrowed(data),
            location: ContainerPlace::Stored {
                offset: 0,
                size: data.len() as u64,
            },
        });
        Format::CodeObject
    } else {
        return Err(Error::NoCodeObject);
    };
    if found.code_objects.is_empty() && found.other_entries.is_empty() {
        return Err(Error::NoCodeObject);
    }
    Ok(Contents {
        format,
        code_objects: found.code_objects,
        other_entries: found.other_entries,
    })
}

struct Found<'data> {
    code_objects: Vec<Embedded<'data>>,
    other_entries: Vec<OtherEntry>,
    /// Uncompressed bytes the remaining compressed bundles may still produce: each bundle's
    /// own limit bounds one bundle, this bounds their sum (many tiny bundles, each within
    /// its own limit, must not add up to a huge allocation).
    budget: u64,
}

impl<'data> Found<'data> {
    fn push(&mut self, id: &str, bytes: Cow<'data, [u8]>, location: ContainerPlace) {
        if entry(id).is_amdgcn() {
            self.code_objects.push(Embedded {
                id: Some(id.to_string()),
                bytes,
                location,
            });
        } else {
            self.other_entries.push(OtherEntry {
                id: id.to_string(),
                location,
            });
        }
    }

    /// Every bundle, plain or compressed, in `data` (which starts `base` bytes into the
    /// input), found by magic after the end of the previous one.
    fn scan(&mut self, data: &'data [u8], base: u64) -> Result<()> {
        let mut pos = 0usize;
        while let Some(found) = find_magic(data.get(pos..).unwrap_or(&[])) {
            let start = pos + found;
            let rest = &data[start..];
            let at = base + start as u64;
            let extent = if rest.starts_with(compressed::MAGIC) {
                // A v1 header has no total size: like clang's lister, stop at the next `CCOB`.
                let end = if bytes::u16_at(rest, 4) == Some(1) {
                    find(&rest[4..], compressed::MAGIC).map_or(rest.len(), |i| i + 4)
                } else {
                    rest.len()
                };
                let c = CompressedBundle::parse(&rest[..end])?;
                let declared = c.header.uncompressed_size;
                if declared > self.budget {
                    return Err(Error::CompressedBundleField {
                        field: "uncompressed size",
                        offset: at
                            + match c.header.version {
                                1 => 8,
                                2 => 12,
                                _ => 16,
                            },
                        value: declared,
                        reason: format!(
                            "with the bundles before it, more than {}x the input's size (or \
                             {} bytes) in all",
                            compressed::MAX_EXPANSION,
                            compressed::MIN_LIMIT
                        ),
                    });
                }
                self.budget -= declared;
                let inner = c.decompress()?;
                let header = c.header;
                let bundle_size = c.extent();
                for (id, offset, size) in inner_entries(&inner)? {
                    let bytes = bytes::slice(&inner, offset, size).unwrap_or(&[]).to_vec();
                    self.push(
                        &id,
                        Cow::Owned(bytes),
                        ContainerPlace::Compressed {
                            bundle_offset: at,
                            bundle_size,
                            header,
                            offset,
                            size,
                        },
                    );
                }
                bundle_size
            } else {
                let b = Bundle::parse(rest)?;
                for e in &b.entries {
                    self.push(
                        e.id,
                        Cow::Borrowed(e.data),
                        ContainerPlace::Stored {
                            offset: at.saturating_add(e.offset),
                            size: e.size,
                        },
                    );
                }
                b.extent()
            };
            let step = usize::try_from(extent).unwrap_or(usize::MAX).max(4);
            pos = start.saturating_add(step);
            if pos >= data.len() {
                break;
            }
        }
        Ok(())
    }
}

/// (ID, offset, size) of the entries of a decompressed bundle: a plain bundle, or a bundled
/// host object (`clang-offload-bundler -type=o -compress`) with one section per entry.
fn inner_entries(inner: &[u8]) -> Result<Vec<(String, u64, u64)>> {
    if inner.starts_with(bundle::MAGIC) {
        let b = Bundle::parse(inner)?;
        return Ok(b
            .entries
            .iter()
            .map(|e| (e.id.to_string(), e.offset, e.size))
            .collect());
    }
    if inner.starts_with(compressed::MAGIC) {
        return Err(Error::NestedCompressedBundle { offset: 0 });
    }
    if is_host_elf(inner) {
        let mut out = Vec::new();
        for (index, (name, offset, section)) in
            bundle::host_sections(inner)?.into_iter().enumerate()
        {
            if let Some(id) = name.strip_prefix(bundle::MAGIC.as_slice()) {
                let id = std::str::from_utf8(id).map_err(|_| Error::BundleEntryId {
                    index: index as u64,
                    offset,
                })?;
                out.push((id.to_string(), offset, section.len() as u64));
            }
        }
        return Ok(out);
    }
    Err(Error::NotBundle)
}

/// The first position of either bundle magic in `hay`.
fn find_magic(hay: &[u8]) -> Option<usize> {
    let a = find(hay, compressed::MAGIC);
    let b = find(hay, bundle::MAGIC);
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    // Comparing at every byte cost a fat binary's registration a tenth of a millisecond.
    memchr::memmem::find(hay, needle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bundle::tests::build as bundle;
    use crate::compressed::tests::build as ccob;
    use crate::compressed::Method;
    use crate::testelf::{ElfBuilder, SHT_PROGBITS};

    const GFX90A: &str = "hipv4-amdgcn-amd-amdhsa--gfx90a";
    const GFX942: &str = "hipv4-amdgcn-amd-amdhsa--gfx942";
    const HOST: &str = "host-x86_64-unknown-linux-gnu-";

    fn two_targets() -> Vec<u8> {
        bundle(&[
            (HOST, b""),
            (GFX90A, b"\x7fELF-a-90a"),
            (GFX942, b"\x7fELF-b-942"),
        ])
    }

    fn host_elf(fatbin: Vec<u8>) -> Vec<u8> {
        let mut host = ElfBuilder::new(1, 0, 0);
        host.machine = 62;
        host.os_abi = 0;
        host.section(".text", SHT_PROGBITS, 6, 0, vec![0xc3; 16]);
        host.section(".hip_fatbin", SHT_PROGBITS, 2, 0, fatbin);
        host.build()
    }

    fn ids(c: &Contents<'_>) -> Vec<String> {
        c.code_objects
            .iter()
            .map(|e| e.id.clone().unwrap_or_default())
            .collect()
    }

    #[test]
    fn raw_and_compressed_bundles() {
        let plain = two_targets();
        let c = extract(&plain).unwrap();
        assert_eq!(c.format, Format::Bundle);
        assert_eq!(ids(&c), [GFX90A, GFX942]);
        assert_eq!(c.other_entries.len(), 1);
        assert_eq!(&*c.code_objects[0].bytes, b"\x7fELF-a-90a");
        let ContainerPlace::Stored { offset, size } = c.code_objects[1].location else {
            panic!()
        };
        assert_eq!(&plain[offset as usize..][..size as usize], b"\x7fELF-b-942");
        for version in 1..=3 {
            for method in [Method::Zlib, Method::Zstd] {
                let z = ccob(version, method, &plain);
                let c = extract(&z).unwrap();
                assert_eq!(c.format, Format::CompressedBundle);
                assert_eq!(ids(&c), [GFX90A, GFX942]);
                assert_eq!(&*c.code_objects[1].bytes, b"\x7fELF-b-942");
                let ContainerPlace::Compressed {
                    bundle_offset,
                    bundle_size,
                    header,
                    offset,
                    size,
                } = c.code_objects[1].location
                else {
                    panic!()
                };
                assert_eq!((bundle_offset, bundle_size), (0, z.len() as u64));
                assert_eq!(header.version, version);
                assert_eq!(&plain[offset as usize..][..size as usize], b"\x7fELF-b-942");
                let uri = c.code_objects[1].uri("/x");
                assert_eq!(
                    uri.to_string(),
                    format!("file:///x#offset=0x0&size={}", z.len())
                );
            }
        }
    }

    #[test]
    fn host_elf_with_several_bundles() {
        let mut fatbin = two_targets();
        fatbin.resize(4096, 0);
        fatbin.extend(ccob(
            3,
            Method::Zstd,
            &bundle(&[(GFX90A, b"\x7fELF-second")]),
        ));
        fatbin.resize(8192, 0);
        fatbin.extend(ccob(
            1,
            Method::Zlib,
            &bundle(&[(GFX942, b"\x7fELF-third")]),
        ));
        fatbin.extend([0u8; 7]);
        fatbin.extend(ccob(
            2,
            Method::Zstd,
            &bundle(&[(GFX942, b"\x7fELF-fourth")]),
        ));
        let elf = host_elf(fatbin);
        let c = extract(&elf).unwrap();
        assert_eq!(c.format, Format::HostElf);
        assert_eq!(ids(&c), [GFX90A, GFX942, GFX90A, GFX942, GFX942]);
        assert_eq!(&*c.code_objects[4].bytes, b"\x7fELF-fourth");
        // Stored offsets are file offsets.
        let ContainerPlace::Stored { offset, size } = c.code_objects[0].location else {
            panic!()
        };
        assert_eq!(&elf[offset as usize..][..size as usize], b"\x7fELF-a-90a");
        // Selecting.
        assert_eq!(c.select("gfx90a").unwrap().len(), 2);
        assert_eq!(c.select(GFX942).unwrap().len(), 3);
        let e = c.select("gfx1100").unwrap_err();
        assert_eq!(
            e,
            Error::NoSuchTarget {
                wanted: "gfx1100".into(),
                available: vec![format!("gfx90a ({GFX90A})"), format!("gfx942 ({GFX942})")]
            }
        );
        assert!(e.to_string().contains("available: gfx90a"), "{e}");
        assert!(matches!(
            code_object_for_target(&elf, "gfx90a"),
            Err(Error::AmbiguousTarget { .. })
        ));
        let plain = two_targets();
        let one = code_object_for_target(&plain, "gfx942").unwrap();
        assert_eq!(&*one.bytes, b"\x7fELF-b-942");
        assert_eq!(one.processor().as_deref(), Some("gfx942"));
    }

    #[test]
    fn bundled_host_object_sections() {
        let mut host = ElfBuilder::new(1, 0, 0);
        host.machine = 62;
        host.os_abi = 0;
        host.section(
            &format!("__CLANG_OFFLOAD_BUNDLE__{GFX90A}"),
            SHT_PROGBITS,
            0,
            0,
            b"\x7fELF-sec".to_vec(),
        );
        host.section(
            &format!("__CLANG_OFFLOAD_BUNDLE__{HOST}"),
            SHT_PROGBITS,
            0,
            0,
            Vec::new(),
        );
        let elf = host.build();
        let c = extract(&elf).unwrap();
        assert_eq!(ids(&c), [GFX90A]);
        assert_eq!(c.other_entries[0].id, HOST);
        // The same object compressed whole, as `clang-offload-bundler -type=o -compress` does.
        let z = ccob(3, Method::Zstd, &elf);
        let c = extract(&z).unwrap();
        assert_eq!(ids(&c), [GFX90A]);
        assert_eq!(&*c.code_objects[0].bytes, b"\x7fELF-sec");
    }

    #[test]
    fn no_code_object() {
        let mut host = ElfBuilder::new(1, 0, 0);
        host.machine = 62;
        host.os_abi = 0;
        host.section(".text", SHT_PROGBITS, 6, 0, vec![0xc3; 16]);
        let elf = host.build();
        assert_eq!(extract(&elf), Err(Error::NoCodeObject));
        assert_eq!(extract(&host_elf(vec![0; 64])), Err(Error::NoCodeObject));
        assert_eq!(extract(b"hello"), Err(Error::NoCodeObject));
        assert_eq!(extract(b""), Err(Error::NoCodeObject));
        assert_eq!(
            Error::NoCodeObject.to_string(),
            "no AMDGPU code object or offload bundle found"
        );
    }

    #[test]
    fn plain_code_objects_and_broken_elves() {
        // Anything with the ELF magic that is not a little-endian host ELF is a code object
        // candidate, so the code object reader names what is wrong.
        for data in [&b"\x7fELF\x02\x02"[..], b"\x7fELF\x05", b"\x7fELF"] {
            let c = extract(data).unwrap();
            assert_eq!(c.format, Format::CodeObject);
            assert_eq!(c.code_objects[0].id, None);
            assert!(c.code_objects[0].code_object().is_err());
            assert_eq!(c.code_objects[0].label(), "code object");
        }
    }

    #[test]
    fn the_sum_of_many_small_expansions_is_capped() {
        // Each bundle expands 1 MiB of padding within its own limit; three of them in an input
        // of a few hundred bytes exceed the input's budget.
        let prefix = bundle(&[(GFX90A, b"\x7fELF")]);
        let mut body = prefix.clone();
        body.resize(1 << 20, 0);
        let payload = crate::compressed::tests::zstd_padding(&prefix, body.len() - prefix.len());
        let one = crate::compressed::tests::with_payload(3, Method::Zstd, &body, payload);
        assert!(one.len() < 1000, "{}", one.len());
        assert_eq!(extract(&one).unwrap().code_objects.len(), 1);
        let three = [one.clone(), one.clone(), one].concat();
        let e = extract(&three).unwrap_err();
        assert!(
            matches!(
                e,
                Error::CompressedBundleField {
                    field: "uncompressed size",
                    ..
                }
            ),
            "{e}"
        );
    }

    #[test]
    fn nested_and_broken_compressed_bundles() {
        let inner = ccob(3, Method::Zstd, &two_targets());
        let outer = ccob(3, Method::Zstd, &inner);
        assert_eq!(
            extract(&outer),
            Err(Error::NestedCompressedBundle { offset: 0 })
        );
        let not_bundle = ccob(2, Method::Zlib, b"just some bytes");
        assert_eq!(extract(&not_bundle), Err(Error::NotBundle));
        let mut bad = ccob(3, Method::Zstd, &two_targets());
        bad[30] ^= 0xff;
        assert!(matches!(
            extract(&host_elf(bad)),
            Err(Error::CompressedBundleHash { .. })
        ));
    }
}
