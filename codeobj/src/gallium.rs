//! GalliumCompute binaries (Mesa's Clover OpenCL; CLRadeonExtender's "GalliumCompute
//! handling", `shared/seeds/004_e651e78028d47c66.txt`).
//!
//! The container is a list of kernels and a list of sections, all little-endian `u32`s:
//!
//! ```text
//! u32 kernel_count
//!   per kernel: u32 name_len, name bytes, u32 section_id, u32 offset, u32 arg_count,
//!               arg_count × 6 u32 (type, size, target_size, target_align, sign_extended, semantic)
//! u32 section_count
//!   per section: u32 id, u32 type, u32 size, u32 size + 4, u32 size, then `size` bytes
//! ```
//!
//! The text section (type 0, or 2 in Mesa 17+) holds an ELF whose `.text` has every kernel's
//! code and whose `.AMDGPU.config` holds, per kernel (in the order of the global symbols in
//! `.text`), the ProgInfo: 3 (LLVM < 3.9) or 5 (address, value) pairs of `u32` giving register
//! values such as `COMPUTE_PGM_RSRC1`.

use crate::bytes::Cursor;
use crate::error::{Container, Error, Result};

/// A kernel argument as Clover describes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GalliumArg {
    /// Argument type (scalar, constant, global, local, image, sampler, ...).
    pub arg_type: u32,
    /// Size in the source.
    pub size: u32,
    /// Size in the kernarg buffer.
    pub target_size: u32,
    /// Alignment in the kernarg buffer.
    pub target_align: u32,
    /// Whether the value is sign-extended.
    pub sign_extended: bool,
    /// Semantic (general, grid dimension, grid offset, image size/format).
    pub semantic: u32,
}

/// One (register address, value) pair from `.AMDGPU.config`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProgInfoEntry {
    /// The register's byte address (e.g. `0xB848`).
    pub address: u32,
    /// The value to program.
    pub value: u32,
}

/// `COMPUTE_PGM_RSRC1` register address.
pub const COMPUTE_PGM_RSRC1: u32 = 0xB848;
/// `COMPUTE_PGM_RSRC2` register address.
pub const COMPUTE_PGM_RSRC2: u32 = 0xB84C;
/// `COMPUTE_TMPRING_SIZE` register address (scratch wave size and count).
pub const COMPUTE_TMPRING_SIZE: u32 = 0xB860;

impl ProgInfoEntry {
    /// The register's name, for the addresses LLVM writes into `.AMDGPU.config`.
    pub fn name(&self) -> Option<&'static str> {
        Some(match self.address {
            COMPUTE_PGM_RSRC1 => "COMPUTE_PGM_RSRC1",
            COMPUTE_PGM_RSRC2 => "COMPUTE_PGM_RSRC2",
            COMPUTE_TMPRING_SIZE => "COMPUTE_TMPRING_SIZE",
            0xB8A0 => "COMPUTE_PGM_RSRC3",
            0x0004 => "SPILLED_SGPRS",
            0x0008 => "SPILLED_VGPRS",
            0x286E8 => "SPI_TMPRING_SIZE",
            0xB028 => "SPI_SHADER_PGM_RSRC1_PS",
            0xB02C => "SPI_SHADER_PGM_RSRC2_PS",
            0x286CC => "SPI_PS_INPUT_ENA",
            0x286D0 => "SPI_PS_INPUT_ADDR",
            _ => return None,
        })
    }
}

/// A kernel of a Gallium binary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GalliumKernel<'data> {
    /// The kernel's name.
    pub name: &'data str,
    /// The container section holding its code.
    pub section_id: u32,
    /// Offset of its code in `.text`.
    pub offset: u32,
    /// Its arguments.
    pub args: Vec<GalliumArg>,
    /// Its `.AMDGPU.config` entries (empty if the ELF has none for it).
    pub prog_info: Vec<ProgInfoEntry>,
}

impl GalliumKernel<'_> {
    /// The value programmed into register `address`, if the ProgInfo has it.
    pub fn register(&self, address: u32) -> Option<u32> {
        self.prog_info
            .iter()
            .find(|e| e.address == address)
            .map(|e| e.value)
    }

    /// The `LDS_SIZE` field of `COMPUTE_PGM_RSRC2` (bits 15..23), in the generation's LDS
    /// allocation granules (64 dwords on GFX6, 128 dwords on GFX7+).
    pub fn lds_size_granules(&self) -> Option<u32> {
        self.register(COMPUTE_PGM_RSRC2).map(|v| (v >> 15) & 0x1ff)
    }
}

/// A section of the container.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GalliumSection<'data> {
    /// Section ID.
    pub id: u32,
    /// Section type (0 text / intermediate, 1 library or constant data, 2 executable (Mesa 17+), ...).
    pub section_type: u32,
    /// Offset of the section's bytes in the container.
    pub offset: u64,
    /// The bytes.
    pub data: &'data [u8],
}

/// A parsed GalliumCompute binary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GalliumBinary<'data> {
    /// The kernels, in container order.
    pub kernels: Vec<GalliumKernel<'data>>,
    /// The sections, in container order.
    pub sections: Vec<GalliumSection<'data>>,
    elf: &'data [u8],
}

impl<'data> GalliumBinary<'data> {
    /// Parses the container and the inner ELF's `.AMDGPU.config`.
    pub fn parse(data: &'data [u8]) -> Result<GalliumBinary<'data>> {
        let mut c = Cursor::new(data);
        let available = data.len() as u64;
        let short = |what: &'static str, offset: u64, needed: u64| Error::Truncated {
            container: Container::Gallium,
            what,
            offset,
            needed,
            available,
        };
        let kernel_count = c.u32().ok_or(short("kernel count", 0, 4))?;
        let mut kernels = Vec::new();
        for _ in 0..kernel_count {
            let at = c.pos();
            let name_len = c.u32().ok_or(short("kernel name length", at, 4))?;
            let name = c.bytes(u64::from(name_len)).ok_or(short(
                "kernel name",
                at + 4,
                u64::from(name_len),
            ))?;
            let name = std::str::from_utf8(name).map_err(|_| Error::Gallium {
                offset: at + 4,
                reason: "kernel name is not UTF-8".into(),
            })?;
            let at = c.pos();
            let (Some(section_id), Some(offset), Some(arg_count)) = (c.u32(), c.u32(), c.u32())
            else {
                return Err(short("kernel section, offset and argument count", at, 12));
            };
            let mut args = Vec::new();
            for _ in 0..arg_count {
                let at = c.pos();
                let mut f = [0u32; 6];
                for v in &mut f {
                    *v = c.u32().ok_or(short("kernel argument", at, 24))?;
                }
                args.push(GalliumArg {
                    arg_type: f[0],
                    size: f[1],
                    target_size: f[2],
                    target_align: f[3],
                    sign_extended: f[4] != 0,
                    semantic: f[5],
                });
            }
            kernels.push(GalliumKernel {
                name,
                section_id,
                offset,
                args,
                prog_info: Vec::new(),
            });
        }
        let at = c.pos();
        let section_count = c.u32().ok_or(short("section count", at, 4))?;
        let mut sections = Vec::new();
        for _ in 0..section_count {
            let at = c.pos();
            let mut f = [0u32; 5];
            for v in &mut f {
                *v = c.u32().ok_or(short("section header", at, 20))?;
            }
            let [id, section_type, size, size_plus_4, size_again] = f;
            // Clover writes the size three times (its own, the data vector's with a 4-byte
            // length prefix, and the ELF's); a mismatch means we are misreading.
            if u64::from(size_plus_4) != u64::from(size) + 4 || size_again != size {
                return Err(Error::Gallium {
                    offset: at,
                    reason: format!("section size fields disagree: {size}, {size_plus_4} (expected size + 4), {size_again}"),
                });
            }
            let offset = c.pos();
            let bytes =
                c.bytes(u64::from(size))
                    .ok_or(short("section data", offset, u64::from(size)))?;
            sections.push(GalliumSection {
                id,
                section_type,
                offset,
                data: bytes,
            });
        }
        let (elf_offset, elf) = sections
            .iter()
            .find(|s| matches!(s.section_type, 0 | 2) && s.data.starts_with(b"\x7fELF"))
            .map(|s| (s.offset, s.data))
            .ok_or(Error::Gallium {
                offset: at,
                reason: "no text section holding an ELF".into(),
            })?;
        let mut bin = GalliumBinary {
            kernels,
            sections,
            elf,
        };
        // The ELF reader's messages name no place; say where the inner ELF starts.
        bin.attach_prog_info().map_err(|e| match e {
            Error::Elf { .. } => Error::Gallium {
                offset: elf_offset,
                reason: e.to_string(),
            },
            e => e,
        })?;
        Ok(bin)
    }

    /// The inner ELF (32- or 64-bit; a 64-bit one can be opened with
    /// [`CodeObject::parse`](crate::CodeObject::parse)).
    pub fn elf(&self) -> &'data [u8] {
        self.elf
    }

    fn attach_prog_info(&mut self) -> Result<()> {
        let Some((config, config_offset, names)) = config_and_kernel_symbols(self.elf)? else {
            return Ok(());
        };
        if names.is_empty() {
            return Ok(());
        }
        let per_kernel = config.len() / names.len();
        if per_kernel == 0 || per_kernel % 8 != 0 || per_kernel * names.len() != config.len() {
            return Err(Error::Gallium {
                offset: config_offset,
                reason: format!(
                    ".AMDGPU.config has {} bytes, not a multiple of 8 per kernel for {} kernel symbols",
                    config.len(),
                    names.len()
                ),
            });
        }
        for kernel in &mut self.kernels {
            let Some(i) = names.iter().position(|n| *n == kernel.name.as_bytes()) else {
                continue;
            };
            let chunk = config
                .get(i * per_kernel..(i + 1) * per_kernel)
                .unwrap_or(&[]);
            kernel.prog_info = chunk
                .chunks_exact(8)
                .map(|p| ProgInfoEntry {
                    address: u32::from_le_bytes([p[0], p[1], p[2], p[3]]),
                    value: u32::from_le_bytes([p[4], p[5], p[6], p[7]]),
                })
                .collect();
        }
        Ok(())
    }
}

type ConfigAndNames<'data> = Option<(&'data [u8], u64, Vec<&'data [u8]>)>;

/// `.AMDGPU.config`'s bytes and file offset, and the names of the global symbols defined in
/// `.text` (the kernels, in the order their ProgInfo blocks appear).
fn config_and_kernel_symbols(elf: &[u8]) -> Result<ConfigAndNames<'_>> {
    use object::read::elf::{ElfFile, FileHeader, SectionHeader, Sym};
    use object::LittleEndian as LE;
    fn go<'data, H: FileHeader<Endian = LE>>(elf: &'data [u8]) -> Result<ConfigAndNames<'data>> {
        let file =
            ElfFile::<H, &'data [u8]>::parse(elf).map_err(Error::elf("Gallium inner ELF"))?;
        let table = file.elf_section_table();
        let mut config = None;
        let mut text = None;
        for (i, sh) in table.iter().enumerate() {
            let name = table
                .section_name(LE, sh)
                .map_err(Error::elf("section name"))?;
            if name == b".AMDGPU.config" {
                let data = sh.data(LE, elf).map_err(Error::elf(".AMDGPU.config"))?;
                let off: u64 = sh.sh_offset(LE).into();
                config = Some((data, off));
            } else if name == b".text" {
                text = Some(i);
            }
        }
        let (Some((config, off)), Some(text)) = (config, text) else {
            return Ok(None);
        };
        let symtab = file.elf_symbol_table();
        let mut names = Vec::new();
        for sym in symtab.iter() {
            if usize::from(sym.st_shndx(LE).0) == text && sym.st_bind().0 == 1 {
                names.push(
                    symtab
                        .symbol_name(LE, sym)
                        .map_err(Error::elf("symbol name"))?,
                );
            }
        }
        Ok(Some((config, off, names)))
    }
    match elf.get(4) {
        Some(1) => go::<object::elf::FileHeader32<LE>>(elf),
        _ => go::<object::elf::FileHeader64<LE>>(elf),
    }
}

#[cfg(test)]
#[path = "gallium_tests.rs"]
mod tests;
