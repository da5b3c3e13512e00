//! The one error type of this crate.
//!
//! Every variant says what was expected and where: a byte offset into the file (or into the
//! container being read), a section or note name, or a metadata key. Parsing never panics; a
//! malformed input always ends in one of these values (DESIGN.md, "Conventions").

use std::fmt;

/// Where in the input a problem was found, used by [`Error::Truncated`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Container {
    /// The ELF code object itself.
    Elf,
    /// A Clang offload bundle.
    Bundle,
    /// A compressed (`CCOB`) offload bundle's header.
    CompressedBundle,
    /// A GalliumCompute binary (the container around the ELF).
    Gallium,
    /// A kernel descriptor or `amd_kernel_code_t` inside the ELF.
    KernelDescriptor,
    /// A note record's descriptor.
    Note,
}

impl fmt::Display for Container {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Container::Elf => "ELF code object",
            Container::Bundle => "offload bundle",
            Container::CompressedBundle => "compressed offload bundle",
            Container::Gallium => "GalliumCompute binary",
            Container::KernelDescriptor => "kernel descriptor",
            Container::Note => "note descriptor",
        })
    }
}

/// Everything that can go wrong while reading a code object, a bundle, a Gallium binary or a
/// loaded-code-object URI.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input ends before a structure that must be there.
    #[error("{container} truncated: {what} needs {needed} bytes at offset {offset:#x}, but the input has {available}")]
    Truncated {
        /// Which container was being read.
        container: Container,
        /// The structure that did not fit (e.g. "ELF header", "entry triple").
        what: &'static str,
        /// Byte offset where the structure starts.
        offset: u64,
        /// Bytes the structure needs from `offset`.
        needed: u64,
        /// Bytes the input has in total.
        available: u64,
    },
    /// The first four bytes are not `\x7fELF`.
    #[error("not an ELF file: expected magic 7f 45 4c 46 at offset 0")]
    NotElf,
    /// `e_ident[EI_CLASS]` is not `ELFCLASS64` (AMDGPUUsage "ELF Header": amdgcn is 64-bit only).
    #[error("expected ELFCLASS64 (2) at e_ident[EI_CLASS] (offset 4), found {0}")]
    NotElf64(u8),
    /// `e_ident[EI_DATA]` is not `ELFDATA2LSB` (all AMDGPU targets are little-endian).
    #[error("expected little-endian ELFDATA2LSB (1) at e_ident[EI_DATA] (offset 5), found {0}")]
    NotLittleEndian(u8),
    /// `e_machine` is not `EM_AMDGPU`.
    #[error("expected e_machine EM_AMDGPU (224) at offset 0x12, found {0}")]
    WrongMachine(u16),
    /// `e_type` is neither `ET_REL` nor `ET_DYN`.
    #[error("expected e_type ET_REL (1) or ET_DYN (3) at offset 0x10, found {0}")]
    WrongFileType(u16),
    /// `e_ident[EI_OSABI]` is not one the AMDGPU ABI defines.
    #[error("unknown OS ABI {0} at e_ident[EI_OSABI] (offset 7): expected 0 (none), 64 (HSA), 65 (PAL) or 66 (Mesa3D)")]
    UnknownOsAbi(u8),
    /// `e_ident[EI_ABIVERSION]` is not defined for the OS ABI.
    #[error("unknown ABI version {abi_version} at e_ident[EI_ABIVERSION] (offset 8) for OS ABI {os_abi}: expected 0..=4 for HSA (code object V2..V6), 0 otherwise")]
    UnknownAbiVersion {
        /// The `EI_OSABI` byte.
        os_abi: u8,
        /// The `EI_ABIVERSION` byte.
        abi_version: u8,
    },
    /// The `object` crate rejected the ELF structure (section table, symbol table, strings).
    // The reader's message is part of this one, not a separate cause, so that error chains
    // (`anyhow`'s `{:#}`) do not print it twice.
    #[error("malformed ELF ({context}): {reason}")]
    Elf {
        /// What was being read.
        context: &'static str,
        /// The reader's description.
        reason: object::read::Error,
    },
    /// A section header claims file bytes the file does not have.
    #[error("section `{section}` (index {index}) claims {size:#x} bytes at file offset {offset:#x}, but the file has {available:#x}")]
    SectionOutsideFile {
        /// The section's name.
        section: String,
        /// Its index in the section table.
        index: u64,
        /// `sh_offset`.
        offset: u64,
        /// `sh_size`.
        size: u64,
        /// Bytes the file has.
        available: u64,
    },
    /// A note record does not fit in its section.
    #[error("note at offset {offset:#x} in section `{section}` overruns the section: {what}")]
    NoteOverrun {
        /// The note section's name.
        section: String,
        /// File offset of the note header.
        offset: u64,
        /// Which part did not fit (header, name, descriptor).
        what: &'static str,
    },
    /// A section or symbol name is not UTF-8.
    #[error("{what} {index} has a name that is not UTF-8")]
    BadName {
        /// "section" or "symbol".
        what: &'static str,
        /// Its index in the section or symbol table.
        index: u64,
    },
    /// A known note's descriptor does not have the layout the ABI gives it.
    #[error("note {note} at offset {offset:#x}: {reason}")]
    BadNote {
        /// The note type's ABI name (e.g. `NT_AMD_HSA_ISA_VERSION`).
        note: &'static str,
        /// File offset of the note's descriptor.
        offset: u64,
        /// What was wrong.
        reason: String,
    },
    /// The metadata note cannot be decoded at all (not msgpack / not text).
    #[error("{format} metadata cannot be decoded: {reason}")]
    MetadataEncoding {
        /// "msgpack" (V3+) or "YAML" (V2).
        format: &'static str,
        /// The decoder's description, with a line or byte position where known.
        reason: String,
    },
    /// A metadata key holds a value of the wrong shape, or a required key is missing.
    #[error("metadata key `{key}`: expected {expected}")]
    MetadataShape {
        /// Path of the key, e.g. `amdhsa.kernels[0].vgpr_count`.
        key: String,
        /// What the ABI wants there (and what was found, where known).
        expected: String,
    },
    /// A symbol's bytes (value + size) lie outside the section it names.
    #[error("symbol `{symbol}` (value {value:#x}, size {size}) lies outside section `{section}` (address {section_address:#x}, size {section_size})")]
    SymbolOutsideSection {
        /// The symbol's name.
        symbol: String,
        /// The section's name.
        section: String,
        /// `st_value`.
        value: u64,
        /// Bytes needed from the symbol's address.
        size: u64,
        /// `sh_addr` (0 in relocatable objects, where symbol values are section-relative).
        section_address: u64,
        /// `sh_size`.
        section_size: u64,
    },
    /// A symbol names a section index that does not exist or has no file bytes.
    #[error("symbol `{symbol}` refers to section index {index}, which {reason}")]
    BadSymbolSection {
        /// The symbol's name.
        symbol: String,
        /// `st_shndx`.
        index: u32,
        /// "does not exist", "has no file bytes (SHT_NOBITS)".
        reason: &'static str,
    },
    /// A kernel descriptor could not be decoded by the `amdgpu` crate.
    #[error("kernel descriptor `{symbol}`: {reason}")]
    KernelDescriptor {
        /// The `.kd` symbol.
        symbol: String,
        /// The decoder's description.
        reason: String,
    },
    /// The target ID could not be derived from `e_flags` or the V2 ISA note.
    #[error("target ID: {0}")]
    TargetId(String),
    /// The bytes do not start with an offload bundle magic.
    #[error("not a Clang offload bundle: expected magic `__CLANG_OFFLOAD_BUNDLE__` at offset 0")]
    NotBundle,
    /// [`Bundle::parse`](crate::Bundle::parse) was given a compressed (`CCOB`) bundle, which
    /// cannot be borrowed: read it with [`extract`](crate::extract) or
    /// [`CompressedBundle`](crate::CompressedBundle).
    #[error("compressed offload bundle (magic `CCOB`, format version {version}): decompress it first (codeobj::extract)")]
    CompressedBundle {
        /// The compressed-bundle format version (u16 after the magic).
        version: u16,
    },
    /// The bytes do not start with the compressed-bundle magic.
    #[error("not a compressed offload bundle: expected magic `CCOB` at offset 0")]
    NotCompressedBundle,
    /// A compressed bundle's version is not one clang writes.
    #[error(
        "compressed offload bundle: unknown format version {0} at offset 4 (expected 1, 2 or 3)"
    )]
    CompressedBundleVersion(u16),
    /// A compressed bundle's method is neither zlib nor zstd.
    #[error("compressed offload bundle: unknown compression method {0} at offset 6 (expected 0 zlib or 1 zstd)")]
    CompressionMethod(u16),
    /// A compressed bundle's header field contradicts the input or a safety limit.
    #[error("compressed offload bundle: {field} {value} at offset {offset:#x}: {reason}")]
    CompressedBundleField {
        /// The header field (`total size`, `uncompressed size`).
        field: &'static str,
        /// Its offset from the magic.
        offset: u64,
        /// The value found.
        value: u64,
        /// Why it is refused.
        reason: String,
    },
    /// The payload does not decompress.
    #[error("compressed offload bundle: {method} payload at offset {offset:#x} does not decompress: {reason}")]
    Decompress {
        /// `zlib` or `zstd`.
        method: &'static str,
        /// Offset of the payload from the magic.
        offset: u64,
        /// The decoder's description.
        reason: String,
    },
    /// The payload decompresses to a size other than the header's.
    #[error("compressed offload bundle: the header declares {declared} uncompressed bytes, the payload gives {}", found.map_or_else(|| "more".to_string(), |f| f.to_string()))]
    DecompressedSize {
        /// The header's uncompressed size.
        declared: u64,
        /// What the payload gave (`None`: more than declared; decoding stopped there).
        found: Option<u64>,
    },
    /// The decompressed bundle's hash differs from the header's.
    #[error("compressed offload bundle: the header's hash is {expected:#018x}, but the MD5 of the decompressed bundle begins {found:#018x}")]
    CompressedBundleHash {
        /// The header's hash.
        expected: u64,
        /// The low 64 bits of the MD5 of the decompressed bytes.
        found: u64,
    },
    /// A compressed bundle inside a compressed bundle (clang never writes one).
    #[error("compressed offload bundle inside a compressed offload bundle (at offset {offset:#x} of the decompressed data)")]
    NestedCompressedBundle {
        /// Offset in the outer bundle's decompressed bytes.
        offset: u64,
    },
    /// The input holds no AMDGPU code object and no offload bundle.
    #[error("no AMDGPU code object or offload bundle found")]
    NoCodeObject,
    /// No code object matches the requested target.
    #[error("no code object for target `{wanted}`; available: {}", available.join(", "))]
    NoSuchTarget {
        /// The target asked for.
        wanted: String,
        /// The targets present (bundle entry IDs or processors).
        available: Vec<String>,
    },
    /// Several code objects match the requested target.
    #[error("target `{wanted}` matches {} code objects: {}; name one by its full entry ID", matches.len(), matches.join(", "))]
    AmbiguousTarget {
        /// The target asked for.
        wanted: String,
        /// What matched.
        matches: Vec<String>,
    },
    /// A bundle entry's code object lies outside the bundle.
    #[error("offload bundle entry {index} (`{triple}`): offset {offset:#x} + size {size} is outside the {available}-byte bundle")]
    BundleEntryOutOfRange {
        /// Entry number, from 0.
        index: u64,
        /// The entry's ID string.
        triple: String,
        /// Entry offset from the start of the bundle.
        offset: u64,
        /// Entry size.
        size: u64,
        /// Bundle size.
        available: u64,
    },
    /// A bundle entry's ID is not UTF-8.
    #[error("offload bundle entry {index} at offset {offset:#x}: ID string is not UTF-8")]
    BundleEntryId {
        /// Entry number, from 0.
        index: u64,
        /// Offset of the ID string.
        offset: u64,
    },
    /// A host ELF has no `.hip_fatbin` section.
    #[error("host ELF has no `.hip_fatbin` section")]
    NoFatbin,
    /// A loaded-code-object URI does not follow the ROCm grammar.
    #[error("bad code object URI `{uri}`: {reason}")]
    BadUri {
        /// The URI text.
        uri: String,
        /// What was wrong.
        reason: String,
    },
    /// A URI's offset/size range does not fit in the file it names.
    #[error(
        "code object URI range offset {offset:#x} size {size} is outside the {available}-byte file"
    )]
    UriRange {
        /// `offset=` value.
        offset: u64,
        /// `size=` value (or the rest of the file).
        size: u64,
        /// File size.
        available: u64,
    },
    /// A GalliumCompute binary's container or `.AMDGPU.config` is inconsistent.
    #[error("GalliumCompute binary at offset {offset:#x}: {reason}")]
    Gallium {
        /// Byte offset in the container (or in `.AMDGPU.config`).
        offset: u64,
        /// What was wrong.
        reason: String,
    },
}

/// Shorthand for results with this crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// Wraps an `object` error with what was being read.
    pub(crate) fn elf(context: &'static str) -> impl FnOnce(object::read::Error) -> Error {
        move |reason| Error::Elf { context, reason }
    }
}
