//! ELF code objects (AMDGPUUsage "ELF Code Object": header, sections, notes, symbols).
//!
//! [`CodeObject::parse`] checks the header by hand first, so the common mistakes get a precise
//! error (not ELF64, not little-endian, not `EM_AMDGPU`, unknown OS ABI or ABI version); the
//! section and symbol tables are then read with the `object` crate, borrowing the input.
//! Kernels are found by their descriptor symbols: `name.kd` (`STT_OBJECT` in `.rodata`, V3+) or
//! the V2 `STT_AMDGPU_HSA_KERNEL` symbol whose bytes start with `amd_kernel_code_t`.

use std::ops::Range;

use object::read::elf::{ProgramHeader, SectionHeader, Sym};
use object::LittleEndian as LE;

use crate::bytes;
use crate::error::{Container, Error, Result};
use crate::kernel_code::{AmdKernelCode, AMD_KERNEL_CODE_SIZE};
use crate::metadata::{KernelMetadata, Metadata};
use crate::note::{self, IsaVersion, Note};

/// `EM_AMDGPU`: the ELF machine of every AMDGPU code object.
pub const EM_AMDGPU: u16 = 224;
/// `ELFOSABI_NONE`: unknown OS.
pub const ELFOSABI_NONE: u8 = 0;
/// `ELFOSABI_AMDGPU_HSA`: the `amdhsa` OS (ROCm).
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `ELFOSABI_AMDGPU_PAL`: the `amdpal` OS.
pub const ELFOSABI_AMDGPU_PAL: u8 = 65;
/// `ELFOSABI_AMDGPU_MESA3D`: the `mesa3d` OS.
pub const ELFOSABI_AMDGPU_MESA3D: u8 = 66;
/// `STT_AMDGPU_HSA_KERNEL`: the V2 kernel symbol type (`STT_LOPROC`).
pub const STT_AMDGPU_HSA_KERNEL: u8 = 10;
/// `SHN_AMDGPU_LDS`: the section index of LDS (group segment) variables.
pub const SHN_AMDGPU_LDS: u32 = 0xff00;
/// Size of a V3+ kernel descriptor (AMDGPUUsage "Kernel Descriptor").
pub const KERNEL_DESCRIPTOR_SIZE: usize = 64;

const SHT_NOBITS: u32 = 8;
const SHT_NOTE: u32 = 7;
const SHF_ALLOC: u64 = 0x2;
const SHF_EXECINSTR: u64 = 0x4;
const SHF_WRITE: u64 = 0x1;
const SHT_PROGBITS: u32 = 1;
const PT_NOTE: u32 = 4;
const SHN_XINDEX: u16 = 0xffff;
const SHN_LORESERVE: u16 = 0xff00;

/// `e_ident[EI_OSABI]` (AMDGPUUsage "AMDGPU ELF Header Enumeration Values").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OsAbi {
    /// `ELFOSABI_NONE` (0).
    None,
    /// `ELFOSABI_AMDGPU_HSA` (64).
    Hsa,
    /// `ELFOSABI_AMDGPU_PAL` (65).
    Pal,
    /// `ELFOSABI_AMDGPU_MESA3D` (66).
    Mesa3d,
}

/// The HSA code object version, from `EI_ABIVERSION` (0 → V2 ... 4 → V6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CodeObjectVersion {
    /// V2: `amd_kernel_code_t`, `"AMD"` notes, YAML metadata.
    V2,
    /// V3: kernel descriptors, msgpack metadata.
    V3,
    /// V4: target ID features in `e_flags` (`any`/`off`/`on`).
    V4,
    /// V5: hidden arguments in the kernarg segment, dynamic stack.
    V5,
    /// V6: generic processors.
    V6,
}

impl CodeObjectVersion {
    /// The version number (2..=6).
    pub fn number(self) -> u32 {
        match self {
            CodeObjectVersion::V2 => 2,
            CodeObjectVersion::V3 => 3,
            CodeObjectVersion::V4 => 4,
            CodeObjectVersion::V5 => 5,
            CodeObjectVersion::V6 => 6,
        }
    }
}

/// `e_type`: the ABI allows relocatable objects (compiler output) and shared objects (linker
/// output, what the HSA loader requires).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FileKind {
    /// `ET_REL`: symbol values are offsets into their section.
    Relocatable,
    /// `ET_DYN`: symbol values are virtual addresses.
    Shared,
}

/// One section header, with its name and bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Section<'data> {
    /// Index in the section table.
    pub index: u32,
    /// Name from `.shstrtab`.
    pub name: &'data str,
    /// `sh_type`.
    pub sh_type: u32,
    /// `sh_flags`.
    pub flags: u64,
    /// `sh_addr` (0 in relocatable objects).
    pub address: u64,
    /// `sh_offset`.
    pub offset: u64,
    /// `sh_size`.
    pub size: u64,
    /// `sh_addralign`.
    pub align: u64,
    /// The section's bytes; empty for `SHT_NOBITS`.
    pub data: &'data [u8],
}

impl Section<'_> {
    /// `SHT_NOBITS` (e.g. `.bss`): occupies memory but no file bytes.
    pub fn is_nobits(&self) -> bool {
        self.sh_type == SHT_NOBITS
    }

    /// `SHF_ALLOC`: loaded into memory.
    pub fn is_alloc(&self) -> bool {
        self.flags & SHF_ALLOC != 0
    }

    /// `SHF_EXECINSTR`: machine code.
    pub fn is_executable(&self) -> bool {
        self.flags & SHF_EXECINSTR != 0
    }

    /// A writable data section (`SHF_WRITE` with `SHT_PROGBITS` or `SHT_NOBITS`: `.data`,
    /// `.bss`), where a program's variables live; not `.dynamic` and its like.
    pub fn is_writable_data(&self) -> bool {
        self.flags & SHF_WRITE != 0 && (self.sh_type == SHT_PROGBITS || self.sh_type == SHT_NOBITS)
    }

    /// The address range `[sh_addr, sh_addr + sh_size)` (saturating).
    pub fn address_range(&self) -> Range<u64> {
        self.address..self.address.saturating_add(self.size)
    }
}

/// `st_type` of a symbol.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SymbolKind {
    /// `STT_NOTYPE`.
    NoType,
    /// `STT_OBJECT`: data, including `.kd` kernel descriptors.
    Object,
    /// `STT_FUNC`: a kernel entry point or a device function.
    Func,
    /// `STT_SECTION`.
    Section,
    /// `STT_FILE`.
    File,
    /// `STT_AMDGPU_HSA_KERNEL` (10): a V2 kernel (its `amd_kernel_code_t` then its code).
    AmdgpuHsaKernel,
    /// Any other type.
    Other(u8),
}

impl SymbolKind {
    fn from_raw(t: u8) -> Self {
        match t {
            0 => SymbolKind::NoType,
            1 => SymbolKind::Object,
            2 => SymbolKind::Func,
            3 => SymbolKind::Section,
            4 => SymbolKind::File,
            STT_AMDGPU_HSA_KERNEL => SymbolKind::AmdgpuHsaKernel,
            t => SymbolKind::Other(t),
        }
    }
}

/// `st_bind` of a symbol.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SymbolBinding {
    /// `STB_LOCAL`.
    Local,
    /// `STB_GLOBAL`.
    Global,
    /// `STB_WEAK`.
    Weak,
    /// Any other binding.
    Other(u8),
}

/// One symbol table entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Symbol<'data> {
    /// Index in its symbol table.
    pub index: u32,
    /// Name from the string table.
    pub name: &'data str,
    /// `st_type`.
    pub kind: SymbolKind,
    /// `st_bind`.
    pub binding: SymbolBinding,
    /// `st_other & 3`: visibility (0 default, 1 internal, 2 hidden, 3 protected).
    pub visibility: u8,
    /// `st_shndx`, resolved through `SHT_SYMTAB_SHNDX`; 0 for undefined, and the reserved
    /// values (`SHN_ABS`, `SHN_COMMON`, [`SHN_AMDGPU_LDS`]) as they are.
    pub shndx: u32,
    /// `st_value`: an address in shared objects, a section offset in relocatable ones (for
    /// `SHN_AMDGPU_LDS` symbols, the alignment).
    pub value: u64,
    /// `st_size`.
    pub size: u64,
}

impl Symbol<'_> {
    /// The index of the section that defines the symbol, or `None` for undefined and
    /// reserved (`SHN_ABS`, `SHN_COMMON`, `SHN_AMDGPU_LDS`) symbols.
    pub fn section(&self) -> Option<u32> {
        if self.shndx == 0 || (self.shndx >= u32::from(SHN_LORESERVE) && self.shndx <= 0xffff) {
            None
        } else {
            Some(self.shndx)
        }
    }

    /// Whether the symbol is an LDS variable (`st_shndx == SHN_AMDGPU_LDS`).
    pub fn is_lds(&self) -> bool {
        self.shndx == SHN_AMDGPU_LDS
    }

    /// `[value, value + size)`, saturating.
    pub fn range(&self) -> Range<u64> {
        self.value..self.value.saturating_add(self.size)
    }
}

/// A kernel's descriptor: the V3+ 64-byte kernel descriptor, or V2's `amd_kernel_code_t`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Descriptor<'data> {
    /// The raw bytes of a V3+ kernel descriptor (AMDGPUUsage "Kernel Descriptor"); decode them
    /// with [`Kernel::kernel_descriptor`].
    V3(&'data [u8; KERNEL_DESCRIPTOR_SIZE]),
    /// A decoded V2 `amd_kernel_code_t`.
    V2(Box<AmdKernelCode>),
}

impl Descriptor<'_> {
    /// `COMPUTE_PGM_RSRC1` (KD bytes 48..52, or `compute_pgm_rsrc1`).
    pub fn compute_pgm_rsrc1(&self) -> u32 {
        match self {
            Descriptor::V3(b) => bytes::u32_at(&b[..], 48).unwrap_or(0),
            Descriptor::V2(k) => k.compute_pgm_rsrc1,
        }
    }

    /// `COMPUTE_PGM_RSRC2` (KD bytes 52..56, or `compute_pgm_rsrc2`).
    pub fn compute_pgm_rsrc2(&self) -> u32 {
        match self {
            Descriptor::V3(b) => bytes::u32_at(&b[..], 52).unwrap_or(0),
            Descriptor::V2(k) => k.compute_pgm_rsrc2,
        }
    }

    /// The signed byte offset from the descriptor to the kernel's first instruction (KD bytes
    /// 16..24, or `kernel_code_entry_byte_offset`). In relocatable V3+ objects this field is
    /// filled by a relocation, so it reads 0 there.
    pub fn kernel_code_entry_byte_offset(&self) -> i64 {
        match self {
            Descriptor::V3(b) => bytes::i64_at(&b[..], 16).unwrap_or(0),
            Descriptor::V2(k) => k.kernel_code_entry_byte_offset,
        }
    }

    /// Static private (scratch) bytes per work-item (KD bytes 4..8).
    pub fn private_segment_fixed_size(&self) -> u32 {
        match self {
            Descriptor::V3(b) => bytes::u32_at(&b[..], 4).unwrap_or(0),
            Descriptor::V2(k) => k.workitem_private_segment_byte_size,
        }
    }

    /// Static group (LDS) bytes per work-group (KD bytes 0..4).
    pub fn group_segment_fixed_size(&self) -> u32 {
        match self {
            Descriptor::V3(b) => bytes::u32_at(&b[..], 0).unwrap_or(0),
            Descriptor::V2(k) => k.workgroup_group_segment_byte_size,
        }
    }

    /// Kernarg segment size in bytes (KD bytes 8..12).
    pub fn kernarg_size(&self) -> u64 {
        match self {
            Descriptor::V3(b) => u64::from(bytes::u32_at(&b[..], 8).unwrap_or(0)),
            Descriptor::V2(k) => k.kernarg_segment_byte_size,
        }
    }
}

/// A kernel found in a code object.
#[derive(Debug, Clone, PartialEq)]
pub struct Kernel<'a> {
    /// The kernel's name (the descriptor symbol without `.kd`; the V2 kernel symbol).
    pub name: &'a str,
    /// The descriptor symbol: `name.kd` (V3+) or the `STT_AMDGPU_HSA_KERNEL` symbol (V2).
    pub symbol: Symbol<'a>,
    /// The descriptor.
    pub descriptor: Descriptor<'a>,
    /// Address of the descriptor (section offset in relocatable objects).
    pub descriptor_address: u64,
    /// The entry point's `STT_FUNC` symbol, if present (V3+).
    pub function: Option<Symbol<'a>>,
    /// Address of the first instruction, if known: the function symbol, or descriptor address
    /// plus `kernel_code_entry_byte_offset`.
    pub entry: Option<u64>,
    /// The kernel's machine code `[entry, end)`, if the symbol sizes tell it.
    pub code: Option<Range<u64>>,
    /// The kernel's metadata, matched by `.symbol` or `.name`.
    pub metadata: Option<&'a KernelMetadata>,
}

/// A function (an `STT_FUNC` symbol, or a V2 kernel's code).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Function<'a> {
    /// The symbol name.
    pub name: &'a str,
    /// First instruction (section offset in relocatable objects). For V2 kernels this is
    /// after the `amd_kernel_code_t` header.
    pub address: u64,
    /// Size in bytes.
    pub size: u64,
    /// Whether this is a kernel entry point.
    pub is_kernel: bool,
    /// Index of the section holding the code.
    pub section: u32,
}

impl Function<'_> {
    /// `[address, address + size)`, saturating.
    pub fn range(&self) -> Range<u64> {
        self.address..self.address.saturating_add(self.size)
    }
}

/// A parsed AMDGPU ELF code object, borrowing the file's bytes.
#[derive(Debug, Clone)]
pub struct CodeObject<'data> {
    data: &'data [u8],
    kind: FileKind,
    os_abi: OsAbi,
    abi_version: u8,
    version: Option<CodeObjectVersion>,
    e_flags: u32,
    sections: Vec<Section<'data>>,
    symbols: Vec<Symbol<'data>>,
    dynamic_symbols: Vec<Symbol<'data>>,
    notes: Vec<Note<'data>>,
    /// The metadata note, decoded on first use (most callers never need it).
    metadata: std::sync::OnceLock<Result<Option<Metadata>>>,
    /// The functions, found on first use ([`CodeObject::functions`]).
    functions: std::sync::OnceLock<Vec<Function<'data>>>,
}

impl<'data> CodeObject<'data> {
    /// Parses an AMDGPU code object (`ET_REL` or `ET_DYN`).
    ///
    /// Only the ELF structure must be sound; metadata that cannot be decoded is reported by
    /// [`metadata`](Self::metadata) so the code can still be inspected.
    pub fn parse(data: &'data [u8]) -> Result<CodeObject<'data>> {
        let (kind, os_abi, abi_version, e_flags) = check_header(data)?;
        let file =
            object::read::elf::ElfFile64::<LE>::parse(data).map_err(Error::elf("file header"))?;
        let endian = LE;
        let table = file.elf_section_table();
        let mut sections = Vec::with_capacity(table.len());
        for (i, sh) in table.iter().enumerate() {
            let name = table
                .section_name(endian, sh)
                .map_err(Error::elf("section name"))?;
            let name = std::str::from_utf8(name).map_err(|_| Error::BadName {
                what: "section",
                index: i as u64,
            })?;
            let sh_type = sh.sh_type(endian).0;
            let data = if sh_type == SHT_NOBITS || i == 0 {
                &[][..]
            } else {
                sh.data(endian, data)
                    .map_err(|_| Error::SectionOutsideFile {
                        section: name.to_string(),
                        index: i as u64,
                        offset: sh.sh_offset(endian),
                        size: sh.sh_size(endian),
                        available: data.len() as u64,
                    })?
            };
            sections.push(Section {
                index: i as u32,
                name,
                sh_type,
                flags: sh.sh_flags(endian).0,
                address: sh.sh_addr(endian),
                offset: sh.sh_offset(endian),
                size: sh.sh_size(endian),
                align: sh.sh_addralign(endian),
                data,
            });
        }
        let symbols = read_symbols(file.elf_symbol_table(), endian)?;
        let dynamic_symbols = read_symbols(file.elf_dynamic_symbol_table(), endian)?;

        let mut notes = Vec::new();
        for s in sections.iter().filter(|s| s.sh_type == SHT_NOTE) {
            notes.extend(note::parse_notes(s.name, s.offset, s.data)?);
        }
        if !sections.iter().any(|s| s.sh_type == SHT_NOTE) {
            // Without section headers for notes, the loader reads PT_NOTE segments.
            for ph in file.elf_program_headers() {
                if ph.p_type(endian).0 == PT_NOTE {
                    let off = ph.p_offset(endian);
                    let seg =
                        bytes::slice(data, off, ph.p_filesz(endian)).ok_or(Error::Truncated {
                            container: Container::Elf,
                            what: "PT_NOTE segment",
                            offset: off,
                            needed: ph.p_filesz(endian),
                            available: data.len() as u64,
                        })?;
                    notes.extend(note::parse_notes("PT_NOTE", off, seg)?);
                }
            }
        }

        let has_amd = notes.iter().any(|n| n.name == note::OWNER_AMD);
        let has_amdgpu_md = notes.iter().any(|n| n.is_amdgpu(note::NT_AMDGPU_METADATA));
        let version = match (os_abi, abi_version) {
            // ABI version 0 is V2; a file with V3 metadata and no "AMD" notes is an early V3
            // object from before LLVM stamped EI_ABIVERSION.
            (OsAbi::Hsa, 0) if has_amdgpu_md && !has_amd => Some(CodeObjectVersion::V3),
            (OsAbi::Hsa, 0) => Some(CodeObjectVersion::V2),
            (OsAbi::Hsa, 1) => Some(CodeObjectVersion::V3),
            (OsAbi::Hsa, 2) => Some(CodeObjectVersion::V4),
            (OsAbi::Hsa, 3) => Some(CodeObjectVersion::V5),
            (OsAbi::Hsa, 4) => Some(CodeObjectVersion::V6),
            (OsAbi::Hsa, v) => {
                return Err(Error::UnknownAbiVersion {
                    os_abi: ELFOSABI_AMDGPU_HSA,
                    abi_version: v,
                })
            }
            _ => None,
        };

        Ok(CodeObject {
            data,
            kind,
            os_abi,
            abi_version,
            version,
            e_flags,
            sections,
            symbols,
            dynamic_symbols,
            notes,
            metadata: std::sync::OnceLock::new(),
            functions: std::sync::OnceLock::new(),
        })
    }

    /// The whole file.
    pub fn data(&self) -> &'data [u8] {
        self.data
    }

    /// `ET_REL` or `ET_DYN`.
    pub fn kind(&self) -> FileKind {
        self.kind
    }

    /// `e_ident[EI_OSABI]`.
    pub fn os_abi(&self) -> OsAbi {
        self.os_abi
    }

    /// `e_ident[EI_ABIVERSION]`.
    pub fn abi_version(&self) -> u8 {
        self.abi_version
    }

    /// The HSA code object version; `None` for the PAL, Mesa3D and unknown OS ABIs.
    pub fn version(&self) -> Option<CodeObjectVersion> {
        self.version
    }

    /// `e_flags`.
    pub fn e_flags(&self) -> u32 {
        self.e_flags
    }

    /// The V2 `NT_AMD_HSA_ISA_VERSION` note, decoded.
    pub fn isa_version(&self) -> Result<Option<IsaVersion<'data>>> {
        self.notes
            .iter()
            .find(|n| n.is_amd(note::NT_AMD_HSA_ISA_VERSION))
            .map(IsaVersion::parse)
            .transpose()
    }

    /// Every section, in table order (index 0 is the null section).
    pub fn sections(&self) -> &[Section<'data>] {
        &self.sections
    }

    /// The first section called `name`.
    pub fn section_by_name(&self, name: &str) -> Option<&Section<'data>> {
        self.sections.iter().find(|s| s.name == name)
    }

    /// The loaded section (`SHF_ALLOC`) whose address range holds `address`.
    pub fn section_containing(&self, address: u64) -> Option<&Section<'data>> {
        self.sections
            .iter()
            .find(|s| s.is_alloc() && s.size > 0 && s.address_range().contains(&address))
    }

    /// `len` file bytes at a virtual `address` in a loaded section.
    pub fn bytes_at(&self, address: u64, len: u64) -> Option<&'data [u8]> {
        let s = self.section_containing(address)?;
        bytes::slice(s.data, address.checked_sub(s.address)?, len)
    }

    /// The symbols of `.symtab`, or of `.dynsym` when the file has no `.symtab`.
    pub fn symbols(&self) -> &[Symbol<'data>] {
        if self.symbols.is_empty() {
            &self.dynamic_symbols
        } else {
            &self.symbols
        }
    }

    /// The symbols of `.dynsym`.
    pub fn dynamic_symbols(&self) -> &[Symbol<'data>] {
        &self.dynamic_symbols
    }

    /// The first defined symbol called `name`.
    pub fn symbol_by_name(&self, name: &str) -> Option<&Symbol<'data>> {
        self.symbols()
            .iter()
            .find(|s| s.name == name && s.section().is_some())
    }

    /// Every note record, from `SHT_NOTE` sections (or `PT_NOTE` segments without them).
    pub fn notes(&self) -> &[Note<'data>] {
        &self.notes
    }

    /// The metadata note decoded (`Ok(None)` if the file has none). Several V3+ metadata notes
    /// (objects joined by a linker) give the first note with every note's kernels.
    pub fn metadata(&self) -> Result<Option<&Metadata>> {
        let decoded = self.metadata.get_or_init(|| {
            if self.version == Some(CodeObjectVersion::V2) {
                self.notes
                    .iter()
                    .find(|n| n.is_amd(note::NT_AMD_HSA_METADATA))
                    .map(|n| Metadata::from_v2_yaml(n.desc))
                    .transpose()
            } else {
                // A linker joining several objects keeps each one's note: their kernels
                // together are the code object's (the first note's other fields stand).
                let mut merged: Option<Metadata> = None;
                for n in self
                    .notes
                    .iter()
                    .filter(|n| n.is_amdgpu(note::NT_AMDGPU_METADATA))
                {
                    let md = Metadata::from_msgpack(n.desc)?;
                    match &mut merged {
                        None => merged = Some(md),
                        Some(m) => {
                            for k in md.kernels {
                                if !m.kernels.iter().any(|x| x.name == k.name) {
                                    m.kernels.push(k);
                                }
                            }
                        }
                    }
                }
                Ok(merged)
            }
        });
        match decoded {
            Ok(m) => Ok(m.as_ref()),
            Err(e) => Err(e.clone()),
        }
    }

    /// Each kernel's argument value kinds and address spaces, read from the metadata notes
    /// without decoding the rest ([`crate::metadata::kernel_arg_spaces`]); V2 code objects'
    /// YAML metadata through the full decode.
    pub fn kernel_arg_spaces(&self) -> Vec<crate::metadata::KernelArgSpaces> {
        if self.version == Some(CodeObjectVersion::V2) {
            let Ok(Some(md)) = self.metadata() else {
                return Vec::new();
            };
            return md
                .kernels
                .iter()
                .map(|k| crate::metadata::KernelArgSpaces {
                    name: k.name.clone(),
                    symbol: k.symbol.clone(),
                    args: k
                        .args
                        .iter()
                        .map(|a| (a.value_kind.clone(), a.address_space.clone()))
                        .collect(),
                })
                .collect();
        }
        self.notes
            .iter()
            .filter(|n| n.is_amdgpu(note::NT_AMDGPU_METADATA))
            .flat_map(|n| crate::metadata::kernel_arg_spaces(n.desc))
            .collect()
    }

    /// The `len` bytes a symbol points at, in its section.
    pub fn symbol_bytes(&self, sym: &Symbol<'_>, len: u64) -> Result<&'data [u8]> {
        let index = sym.section().ok_or_else(|| Error::BadSymbolSection {
            symbol: sym.name.to_owned(),
            index: sym.shndx,
            reason: "is undefined or reserved",
        })?;
        let sec = self
            .sections
            .get(index as usize)
            .ok_or_else(|| Error::BadSymbolSection {
                symbol: sym.name.to_owned(),
                index,
                reason: "does not exist",
            })?;
        if sec.is_nobits() {
            return Err(Error::BadSymbolSection {
                symbol: sym.name.to_owned(),
                index,
                reason: "has no file bytes (SHT_NOBITS)",
            });
        }
        let outside = || Error::SymbolOutsideSection {
            symbol: sym.name.to_owned(),
            section: sec.name.to_owned(),
            value: sym.value,
            size: len,
            section_address: sec.address,
            section_size: sec.size,
        };
        // In ET_REL objects st_value is an offset into the section (AMDGPUUsage "Symbols" and
        // the ELF gABI); in ET_DYN it is a virtual address.
        let offset = match self.kind {
            FileKind::Relocatable => sym.value,
            FileKind::Shared => sym.value.checked_sub(sec.address).ok_or_else(outside)?,
        };
        bytes::slice(sec.data, offset, len).ok_or_else(outside)
    }

    /// Every kernel, in symbol table order. A kernel whose descriptor cannot be read fails
    /// the whole list; [`CodeObject::kernel`] reads one kernel alone.
    pub fn kernels(&self) -> Result<Vec<Kernel<'_>>> {
        self.each_kernel().collect()
    }

    /// Every kernel, in symbol table order, each read alone: a broken descriptor is an error
    /// for its kernel only.
    pub fn each_kernel(&self) -> impl Iterator<Item = Result<Kernel<'_>>> + use<'_, 'data> {
        self.kernels_with(self.metadata().ok().flatten())
    }

    /// [`CodeObject::each_kernel`] without the metadata (every kernel's `metadata` is
    /// `None`): for callers that need only the descriptors and the code, since decoding the
    /// metadata note of a code object with many kernels costs more than reading them.
    pub fn each_kernel_descriptor(
        &self,
    ) -> impl Iterator<Item = Result<Kernel<'_>>> + use<'_, 'data> {
        self.kernels_with(None)
    }

    fn kernels_with<'a>(
        &'a self,
        md: Option<&'a Metadata>,
    ) -> impl Iterator<Item = Result<Kernel<'a>>> + use<'a, 'data> {
        // Each function symbol by name (the first of a name, as a search would find it).
        let mut functions: std::collections::HashMap<&str, Symbol<'_>> =
            std::collections::HashMap::new();
        for f in self.symbols() {
            if f.kind == SymbolKind::Func && f.section().is_some() {
                functions.entry(f.name).or_insert(*f);
            }
        }
        self.kernel_symbols()
            .into_iter()
            .map(move |(name, sym)| self.parse_kernel(name, sym, md, functions.get(name).copied()))
    }

    /// The kernel called `name` (its symbol name without `.kd`, or the name its metadata
    /// gives), parsed alone: another kernel's broken descriptor does not stand in its way.
    pub fn kernel(&self, name: &str) -> Result<Option<Kernel<'_>>> {
        let md = self.metadata().ok().flatten();
        self.kernel_symbols()
            .into_iter()
            .find(|(n, sym)| {
                *n == name
                    || md
                        .and_then(|m| m.kernel(sym.name))
                        .is_some_and(|k| k.name == name)
            })
            .map(|(n, sym)| self.parse_kernel(n, sym, md, self.function_symbol(n)))
            .transpose()
    }

    /// The names of the kernels, in symbol table order, without reading their descriptors.
    pub fn kernel_names(&self) -> Vec<&str> {
        self.kernel_symbols().into_iter().map(|(n, _)| n).collect()
    }

    /// Each kernel's name and descriptor symbol (V2: the `STT_AMDGPU_HSA_KERNEL` symbol; V3+:
    /// `NAME.kd`), first occurrence of each name.
    fn kernel_symbols(&self) -> Vec<(&str, &Symbol<'_>)> {
        let mut out: Vec<(&str, &Symbol<'_>)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for sym in self.symbols() {
            if sym.section().is_none() || seen.contains(sym.name) {
                continue;
            }
            let name = if sym.kind == SymbolKind::AmdgpuHsaKernel {
                sym.name
            } else {
                match sym.name.strip_suffix(".kd") {
                    Some(n)
                        if !n.is_empty()
                            && matches!(sym.kind, SymbolKind::Object | SymbolKind::NoType) =>
                    {
                        n
                    }
                    _ => continue,
                }
            };
            seen.insert(sym.name);
            out.push((name, sym));
        }
        out
    }

    /// The first defined function symbol called `name`.
    fn function_symbol(&self, name: &str) -> Option<Symbol<'data>> {
        self.symbols()
            .iter()
            .find(|f| f.kind == SymbolKind::Func && f.name == name && f.section().is_some())
            .copied()
    }

    /// The kernel whose descriptor symbol is `sym`; `function` is the defined function
    /// symbol called `name` (a V3+ kernel's entry point), if any.
    fn parse_kernel<'a>(
        &'a self,
        name: &'a str,
        sym: &Symbol<'a>,
        md: Option<&'a Metadata>,
        function: Option<Symbol<'a>>,
    ) -> Result<Kernel<'a>> {
        if sym.kind == SymbolKind::AmdgpuHsaKernel {
            self.v2_kernel(sym, md)
        } else {
            self.v3_kernel(name, sym, md, function)
        }
    }

    fn v3_kernel<'a>(
        &'a self,
        name: &'a str,
        sym: &Symbol<'a>,
        md: Option<&'a Metadata>,
        function: Option<Symbol<'a>>,
    ) -> Result<Kernel<'a>> {
        let raw = self.symbol_bytes(sym, KERNEL_DESCRIPTOR_SIZE as u64)?;
        let arr: &[u8; KERNEL_DESCRIPTOR_SIZE] = raw.try_into().map_err(|_| Error::Truncated {
            container: Container::KernelDescriptor,
            what: "kernel descriptor",
            offset: sym.value,
            needed: KERNEL_DESCRIPTOR_SIZE as u64,
            available: raw.len() as u64,
        })?;
        let descriptor = Descriptor::V3(arr);
        let offset = descriptor.kernel_code_entry_byte_offset();
        let entry = match (self.kind, function) {
            (FileKind::Shared, _) if offset != 0 => sym.value.checked_add_signed(offset),
            (_, Some(f)) => Some(f.value),
            _ => None,
        };
        let code = match (entry, function) {
            (Some(e), Some(f)) if f.size > 0 => Some(e..e.saturating_add(f.size)),
            _ => None,
        };
        Ok(Kernel {
            name,
            symbol: *sym,
            descriptor,
            descriptor_address: sym.value,
            function,
            entry,
            code,
            metadata: md.and_then(|m| m.kernel(sym.name)),
        })
    }

    fn v2_kernel<'a>(&'a self, sym: &Symbol<'a>, md: Option<&'a Metadata>) -> Result<Kernel<'a>> {
        let raw = self.symbol_bytes(sym, AMD_KERNEL_CODE_SIZE as u64)?;
        let akc = AmdKernelCode::parse(raw, sym.value)?;
        let entry = sym
            .value
            .checked_add_signed(akc.kernel_code_entry_byte_offset);
        let end = sym.value.saturating_add(sym.size);
        let code = entry.filter(|&e| e < end).map(|e| e..end);
        Ok(Kernel {
            name: sym.name,
            symbol: *sym,
            descriptor: Descriptor::V2(Box::new(akc)),
            descriptor_address: sym.value,
            function: None,
            entry,
            code,
            metadata: md.and_then(|m| m.kernel(sym.name)),
        })
    }

    /// Every function (`STT_FUNC`, and V2 kernels), kernels marked, sorted by address then
    /// name, without duplicates.
    pub fn functions(&self) -> Vec<Function<'_>> {
        self.function_list().to_vec()
    }

    /// The functions, found once (every lookup by address uses them).
    fn function_list(&self) -> &[Function<'data>] {
        self.functions.get_or_init(|| {
            let kernel_names: std::collections::HashSet<&str> = self
                .symbols
                .iter()
                .filter_map(|s| s.name.strip_suffix(".kd"))
                .collect();
            let mut out = Vec::new();
            for sym in &self.symbols {
                let Some(section) = sym.section() else {
                    continue;
                };
                match sym.kind {
                    SymbolKind::Func => out.push(Function {
                        name: sym.name,
                        address: sym.value,
                        size: sym.size,
                        is_kernel: kernel_names.contains(sym.name),
                        section,
                    }),
                    SymbolKind::AmdgpuHsaKernel => {
                        // The symbol covers amd_kernel_code_t and the code; report the code.
                        let skip = self
                            .symbol_bytes(sym, AMD_KERNEL_CODE_SIZE as u64)
                            .ok()
                            .and_then(|b| AmdKernelCode::parse(b, sym.value).ok())
                            .and_then(|k| u64::try_from(k.kernel_code_entry_byte_offset).ok())
                            .filter(|&o| o <= sym.size)
                            .unwrap_or(0);
                        out.push(Function {
                            name: sym.name,
                            address: sym.value.saturating_add(skip),
                            size: sym.size - skip,
                            is_kernel: true,
                            section,
                        });
                    }
                    _ => {}
                }
            }
            out.sort_by(|a, b| (a.section, a.address, a.name).cmp(&(b.section, b.address, b.name)));
            out.dedup_by(|a, b| {
                a.address == b.address && a.name == b.name && a.section == b.section
            });
            if self.kind == FileKind::Shared {
                out.sort_by(|a, b| (a.address, a.name).cmp(&(b.address, b.name)));
            }
            out
        })
    }

    /// The function whose code holds `address` (the smallest one, if they nest).
    pub fn function_containing(&self, address: u64) -> Option<Function<'_>> {
        self.function_list()
            .iter()
            .filter(|f| f.range().contains(&address))
            .min_by_key(|f| f.size)
            .copied()
    }
}

fn read_symbols<'data>(
    table: &object::read::elf::SymbolTable<'data, object::elf::FileHeader64<LE>, &'data [u8]>,
    endian: LE,
) -> Result<Vec<Symbol<'data>>> {
    let mut out = Vec::with_capacity(table.len());
    for (i, sym) in table.iter().enumerate() {
        let name = table
            .symbol_name(endian, sym)
            .map_err(Error::elf("symbol name"))?;
        let name = std::str::from_utf8(name).map_err(|_| Error::BadName {
            what: "symbol",
            index: i as u64,
        })?;
        let raw_shndx = sym.st_shndx(endian).0;
        let shndx = if raw_shndx == SHN_XINDEX {
            table
                .shndx(endian, object::read::SymbolIndex(i))
                .unwrap_or(0)
        } else {
            u32::from(raw_shndx)
        };
        let bind = sym.st_bind().0;
        out.push(Symbol {
            index: i as u32,
            name,
            kind: SymbolKind::from_raw(sym.st_type().0),
            binding: match bind {
                0 => SymbolBinding::Local,
                1 => SymbolBinding::Global,
                2 => SymbolBinding::Weak,
                b => SymbolBinding::Other(b),
            },
            visibility: sym.st_other().0 & 3,
            shndx,
            value: sym.st_value(endian),
            size: sym.st_size(endian),
        });
    }
    Ok(out)
}

/// Checks the fields of the ELF header that the AMDGPU ABI fixes (AMDGPUUsage "ELF Header"),
/// each against the bytes present, so a short or foreign file gets the most precise error.
fn check_header(data: &[u8]) -> Result<(FileKind, OsAbi, u8, u32)> {
    const MAGIC: &[u8; 4] = b"\x7fELF";
    let n = data.len().min(4);
    if data[..n] != MAGIC[..n] {
        return Err(Error::NotElf);
    }
    if let Some(&class) = data.get(4) {
        if class != 2 {
            return Err(Error::NotElf64(class));
        }
    }
    if let Some(&enc) = data.get(5) {
        if enc != 1 {
            return Err(Error::NotLittleEndian(enc));
        }
    }
    if data.len() < 64 {
        return Err(Error::Truncated {
            container: Container::Elf,
            what: "ELF64 header",
            offset: 0,
            needed: 64,
            available: data.len() as u64,
        });
    }
    let e_type = bytes::u16_at(data, 0x10).unwrap_or(0);
    let e_machine = bytes::u16_at(data, 0x12).unwrap_or(0);
    let e_flags = bytes::u32_at(data, 0x30).unwrap_or(0);
    if e_machine != EM_AMDGPU {
        return Err(Error::WrongMachine(e_machine));
    }
    let kind = match e_type {
        1 => FileKind::Relocatable,
        3 => FileKind::Shared,
        t => return Err(Error::WrongFileType(t)),
    };
    let os_abi_raw = data[7];
    let abi_version = data[8];
    let os_abi = match os_abi_raw {
        ELFOSABI_NONE => OsAbi::None,
        ELFOSABI_AMDGPU_HSA => OsAbi::Hsa,
        ELFOSABI_AMDGPU_PAL => OsAbi::Pal,
        ELFOSABI_AMDGPU_MESA3D => OsAbi::Mesa3d,
        other => return Err(Error::UnknownOsAbi(other)),
    };
    // ELFABIVERSION_AMDGPU_PAL and ELFABIVERSION_AMDGPU_MESA3D are both 0; the HSA versions
    // are checked once the notes are known.
    if matches!(os_abi, OsAbi::Pal | OsAbi::Mesa3d) && abi_version != 0 {
        return Err(Error::UnknownAbiVersion {
            os_abi: os_abi_raw,
            abi_version,
        });
    }
    Ok((kind, os_abi, abi_version, e_flags))
}

#[cfg(test)]
#[path = "elf_tests.rs"]
pub(crate) mod tests;
