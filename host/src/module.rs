//! One ELF file of a process: its source frames through `addr2line` (functions, files, lines,
//! inlined calls), its symbol table where there is no DWARF, its `.eh_frame`, and its bytes
//! by ELF address.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use gimli::Reader as _;
use object::{Object as _, ObjectSection as _, ObjectSegment as _, ObjectSymbol as _};

use crate::maps::Mapping;
use crate::HostError;

/// The DWARF reader: shares the file's bytes.
pub(crate) type Reader = gimli::EndianArcSlice<gimli::RunTimeEndian>;

/// A loadable segment: file bytes `[offset, offset + file_size)` at ELF address `address`.
#[derive(Debug, Clone, Copy)]
struct Segment {
    offset: u64,
    file_size: u64,
    address: u64,
}

/// A code symbol of the symbol table.
#[derive(Debug, Clone)]
struct Symbol {
    address: u64,
    size: u64,
    name: String,
}

/// A source file as gdb names it (`hello.cpp`, relative to the compilation directory when
/// compiled so) and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    /// The name gdb displays: the line table's, without the compilation directory.
    pub name: String,
    /// The full path, to read the text.
    pub path: PathBuf,
}

/// One source frame at an address: the function, inlined calls first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFrame {
    /// The function, demangled without its parameter list (`ns::f`), when known.
    pub function: Option<String>,
    /// The source file, when the line table has the address.
    pub file: Option<SourceFile>,
    /// The line (never 0).
    pub line: Option<u32>,
    /// Whether this is a call inlined into the next frame.
    pub inlined: bool,
}

/// `.eh_frame` and the addresses its pointers are relative to.
pub(crate) struct EhFrame {
    pub(crate) section: gimli::EhFrame<Reader>,
    pub(crate) bases: gimli::BaseAddresses,
}

/// An ELF file, read once.
pub struct ElfModule {
    path: PathBuf,
    data: Arc<[u8]>,
    segments: Vec<Segment>,
    symbols: Vec<Symbol>,
    dwarf: Option<addr2line::Context<Reader>>,
    pub(crate) eh_frame: Option<EhFrame>,
}

impl std::fmt::Debug for ElfModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ElfModule")
            .field("path", &self.path)
            .field("dwarf", &self.dwarf.is_some())
            .finish()
    }
}

/// A mangled name as gdb prints a frame's function: Rust names without their hash, C++
/// names without their parameters; anything else as it is.
pub fn demangle(name: &str) -> String {
    if let Ok(d) = rustc_demangle::try_demangle(name) {
        return format!("{d:#}");
    }
    if name.starts_with("_Z") {
        let options = cpp_demangle::DemangleOptions::new().no_params();
        if let Some(d) = cpp_demangle::Symbol::new(name)
            .ok()
            .and_then(|s| s.demangle(&options).ok())
        {
            return d;
        }
    }
    name.to_string()
}

impl ElfModule {
    /// Reads the ELF file at `path`.
    pub fn open(path: &Path) -> Result<ElfModule, HostError> {
        let data = std::fs::read(path).map_err(|e| HostError::Read {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
        ElfModule::parse(path, data.into())
    }

    /// An ELF file from its bytes (`path` names it in messages and frames).
    pub fn parse(path: &Path, data: Arc<[u8]>) -> Result<ElfModule, HostError> {
        let name = || path.display().to_string();
        let file = object::File::parse(&*data).map_err(|e| HostError::Elf {
            path: name(),
            message: e.to_string(),
        })?;
        let endian = if file.is_little_endian() {
            gimli::RunTimeEndian::Little
        } else {
            gimli::RunTimeEndian::Big
        };
        let segments = file
            .segments()
            .map(|s| {
                let (offset, file_size) = s.file_range();
                Segment {
                    offset,
                    file_size,
                    address: s.address(),
                }
            })
            .collect();
        let mut symbols: Vec<Symbol> = file
            .symbols()
            .chain(file.dynamic_symbols())
            .filter(|s| s.kind() == object::SymbolKind::Text && s.address() != 0)
            .filter_map(|s| {
                Some(Symbol {
                    address: s.address(),
                    size: s.size(),
                    name: s.name().ok()?.to_string(),
                })
            })
            .collect();
        symbols.sort_by_key(|s| (s.address, std::cmp::Reverse(s.size)));
        symbols.dedup_by_key(|s| s.address);
        // A section's bytes share the file's allocation (no copy per section).
        let section = |name: &str| -> Reader {
            let range = file
                .section_by_name(name)
                .and_then(|s| s.file_range())
                .and_then(|(o, n)| Some(usize::try_from(o).ok()?..usize::try_from(o + n).ok()?))
                .filter(|r| r.end <= data.len());
            let whole = Reader::new(data.clone(), endian);
            match range {
                Some(r) => whole.range(r),
                None => whole.range(0..0),
            }
        };
        let has_dwarf = file.section_by_name(".debug_info").is_some();
        let dwarf = if has_dwarf {
            let dwarf =
                gimli::Dwarf::load(|id| -> Result<Reader, gimli::Error> { Ok(section(id.name())) })
                    .map_err(|error| HostError::Dwarf {
                        path: name(),
                        error,
                    })?;
            Some(
                addr2line::Context::from_dwarf(dwarf).map_err(|error| HostError::Dwarf {
                    path: name(),
                    error,
                })?,
            )
        } else {
            None
        };
        let eh_frame = file.section_by_name(".eh_frame").map(|s| {
            let mut bases = gimli::BaseAddresses::default().set_eh_frame(s.address());
            if let Some(t) = file.section_by_name(".text") {
                bases = bases.set_text(t.address());
            }
            if let Some(h) = file.section_by_name(".eh_frame_hdr") {
                bases = bases.set_eh_frame_hdr(h.address());
            }
            if let Some(g) = file.section_by_name(".got") {
                bases = bases.set_got(g.address());
            }
            let mut section = gimli::EhFrame::from(section(".eh_frame"));
            section.set_address_size(8);
            EhFrame { section, bases }
        });
        Ok(ElfModule {
            path: path.to_path_buf(),
            data,
            segments,
            symbols,
            dwarf,
            eh_frame,
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the file has DWARF.
    pub fn has_dwarf(&self) -> bool {
        self.dwarf.is_some()
    }

    /// The ELF address of `address` in `mapping` (a mapping of this file).
    pub fn elf_address(&self, mapping: &Mapping, address: u64) -> Option<u64> {
        let offset = mapping.file_offset(address)?;
        self.segments
            .iter()
            .find(|s| offset >= s.offset && offset - s.offset < s.file_size)
            .map(|s| offset - s.offset + s.address)
    }

    /// `len` bytes of the file at ELF address `address` (as loaded; none past the file's
    /// part of a segment).
    pub fn read(&self, address: u64, len: usize) -> Option<&[u8]> {
        let s = self
            .segments
            .iter()
            .find(|s| address >= s.address && address - s.address < s.file_size)?;
        let start = usize::try_from(s.offset + (address - s.address)).ok()?;
        let end = usize::try_from(s.offset + s.file_size)
            .ok()?
            .min(start.checked_add(len)?);
        self.data.get(start..end)
    }

    /// Whether ELF address `address` starts a row of the line table (gdb shows a frame
    /// stopped there without its PC).
    pub fn starts_line(&self, address: u64) -> bool {
        let Some(ctx) = &self.dwarf else {
            return false;
        };
        let Ok(mut rows) = ctx.find_location_range(address, address + 1) else {
            return false;
        };
        matches!(rows.next(), Some((start, _, _)) if start == address)
    }

    /// The code symbol holding ELF address `address`, and the offset in it.
    pub fn symbol(&self, address: u64) -> Option<(&str, u64)> {
        let i = self.symbols.partition_point(|s| s.address <= address);
        let s = self.symbols.get(i.checked_sub(1)?)?;
        let offset = address - s.address;
        (s.size == 0 || offset < s.size).then_some((s.name.as_str(), offset))
    }

    /// The source frames at ELF address `probe`, innermost (inlined) first; from the symbol
    /// table (a function, no line) without DWARF for it; none when nothing is known.
    pub fn frames(&self, probe: u64) -> Vec<SourceFrame> {
        let from_dwarf = self.dwarf_frames(probe).unwrap_or_default();
        if !from_dwarf.is_empty() {
            return from_dwarf;
        }
        match self.symbol(probe) {
            Some((name, _)) => vec![SourceFrame {
                function: Some(demangle(name)),
                file: None,
                line: None,
                inlined: false,
            }],
            None => Vec::new(),
        }
    }

    fn dwarf_frames(&self, probe: u64) -> Option<Vec<SourceFrame>> {
        let ctx = self.dwarf.as_ref()?;
        let comp_dir = ctx
            .find_dwarf_and_unit(probe)
            .skip_all_loads()
            .and_then(|unit| unit.comp_dir.as_ref()?.to_string_lossy().ok())
            .map(|d| d.into_owned());
        let mut frames = ctx.find_frames(probe).skip_all_loads().ok()?;
        let mut out: Vec<SourceFrame> = Vec::new();
        while let Ok(Some(f)) = frames.next() {
            let function = f.function.as_ref().and_then(|n| {
                let raw: Cow<'_, str> = n.raw_name().ok()?;
                Some(demangle(&raw))
            });
            let (file, line) = match &f.location {
                Some(l) => (
                    l.file.map(|p| SourceFile {
                        name: display_name(p, comp_dir.as_deref()),
                        path: PathBuf::from(p),
                    }),
                    l.line.filter(|&n| n != 0),
                ),
                None => (None, None),
            };
            out.push(SourceFrame {
                function,
                file,
                line,
                inlined: true,
            });
        }
        if let Some(last) = out.last_mut() {
            last.inlined = false;
        }
        // No function and no line: as good as nothing (the symbol table may know more).
        if out.iter().all(|f| f.function.is_none() && f.line.is_none()) {
            return None;
        }
        Some(out)
    }
}

/// The name gdb shows for a line-table path: relative to the compilation directory when
/// it is under it.
fn display_name(path: &str, comp_dir: Option<&str>) -> String {
    comp_dir
        .and_then(|d| path.strip_prefix(d))
        .and_then(|rest| rest.strip_prefix('/'))
        .unwrap_or(path)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demangles_as_gdb_names_frames() {
        assert_eq!(demangle("_ZN2ns3fooEi"), "ns::foo");
        assert_eq!(demangle("main"), "main");
        assert_eq!(
            demangle("_ZN11hip_runtime6launch17h0123456789abcdefE"),
            "hip_runtime::launch"
        );
    }

    #[test]
    fn display_names_are_relative_to_the_compilation_directory() {
        assert_eq!(
            display_name("/src/a/hello.cpp", Some("/src/a")),
            "hello.cpp"
        );
        assert_eq!(
            display_name("/usr/include/x.h", Some("/src/a")),
            "/usr/include/x.h"
        );
    }
}
