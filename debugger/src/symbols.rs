//! A loaded code object as the session keeps it for its whole life: the bytes, the parsed
//! [`Image`], its DWARF, the functions and one line-table index, built once (lazily) and
//! shared by every lookup: PC → line, line → addresses, stepping's "is this a new line".
//!
//! The bytes and the image are leaked to `'static` when a module is loaded: the DWARF reader
//! borrows them, a session keeps every module it ever loaded (a code object that unloads
//! stays readable for frames already shown), and each URI is loaded once per session.

use std::cell::OnceCell;
use std::path::{Path, PathBuf};

use amdgpu::decode::Decoder;
use codeobj::uri::CodeObjectUri;
use dwarf_ext::debuginfo::DebugInfo;
pub use dwarf_ext::lines::{LineIndex, LineRow, SourceFile};
use unwind::Function;

use crate::image::Image;

/// A module of a session: an index into its modules, stable for the session's life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ModuleId(pub usize);

/// A code object loaded in the session.
pub struct Module {
    /// Where it came from (a loaded-code-object URI).
    pub uri: String,
    /// A name for messages (the file path).
    pub name: String,
    /// Wave address = ELF address + `load_base`.
    pub load_base: u64,
    /// Whether the target has it loaded now (an unloaded module stays for frames shown
    /// earlier, but no address lookup finds it).
    pub loaded: bool,
    /// The parsed code object.
    pub image: &'static Image<'static>,
    /// Functions (symbols) by ELF start address.
    pub functions: Vec<Function>,
    /// Demangled C++ names of the functions whose names are mangled: with parameters
    /// (`ipow(long, unsigned int)`) and without (`ipow`, what gdb's frame lines show).
    demangled: std::collections::HashMap<String, (String, String)>,
    debug: OnceCell<Result<DebugInfo<'static>, String>>,
    lines: OnceCell<LineIndex>,
    barriers: OnceCell<Vec<u64>>,
}

impl Module {
    /// Loads a module from its bytes (kept for the session's life).
    pub fn load(
        uri: String,
        name: String,
        bytes: Vec<u8>,
        load_base: u64,
    ) -> Result<Module, String> {
        let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
        let image = Image::parse(name.clone(), bytes).map_err(|e| format!("{name}: {e}"))?;
        let image: &'static Image<'static> = Box::leak(Box::new(image));
        let functions = image.functions();
        let demangled = functions
            .iter()
            .filter_map(|f| Some((f.name.clone(), codeobj::demangle(&f.name)?)))
            .collect();
        Ok(Module {
            uri,
            name,
            load_base,
            loaded: true,
            image,
            functions,
            demangled,
            debug: OnceCell::new(),
            lines: OnceCell::new(),
            barriers: OnceCell::new(),
        })
    }

    /// How many distinct named symbols the code object leaves undefined: the linker resolved
    /// every relocation against them (DWARF addresses among them) to 0.
    pub fn undefined_symbols(&self) -> usize {
        let co = &self.image.code_object;
        let mut names: Vec<&str> = co
            .symbols()
            .iter()
            .chain(co.dynamic_symbols())
            .filter(|s| s.shndx == 0 && !s.name.is_empty())
            .map(|s| s.name)
            .collect();
        names.sort_unstable();
        names.dedup();
        names.len()
    }

    /// The demangled form of a mangled symbol name (`scale(float*, float)`), if it is one.
    pub fn demangled(&self, name: &str) -> Option<&str> {
        self.demangled.get(name).map(|d| d.0.as_str())
    }

    /// A function's name as gdb shows it in breakpoint listings: demangled when mangled.
    pub fn display_name<'n>(&'n self, name: &'n str) -> &'n str {
        self.demangled(name).unwrap_or(name)
    }

    /// A function's name as gdb's frame lines show it: demangled, without parameters.
    pub fn frame_name<'n>(&'n self, name: &'n str) -> &'n str {
        self.demangled.get(name).map_or(name, |d| d.1.as_str())
    }

    /// Whether `wanted` (as a user types it after `break`) names the function symbol `symbol`:
    /// the symbol itself, its demangled name with or without parameters
    /// (`ipow(long, unsigned int)`, `ipow`), or a template's name without its arguments
    /// (`scaled_sum` names every `scaled_sum<T>`, as in gdb).
    pub fn names_function(&self, symbol: &str, wanted: &str) -> bool {
        if symbol == wanted {
            return true;
        }
        let Some((full, short)) = self.demangled.get(symbol) else {
            return false;
        };
        full == wanted
            || short == wanted
            || (!wanted.contains('<') && short.split('<').next() == Some(wanted))
    }

    /// The DWARF, read on first use.
    pub fn debug_info(&self) -> Result<&DebugInfo<'static>, String> {
        self.debug
            .get_or_init(|| self.image.debug_info().map_err(|e| e.to_string()))
            .as_ref()
            .map_err(|e| e.clone())
    }

    /// The line index, built on first use (empty without DWARF).
    pub fn lines(&self) -> &LineIndex {
        self.lines.get_or_init(|| match self.debug_info() {
            Ok(info) => info.combined_line_index(),
            Err(_) => LineIndex::default(),
        })
    }

    /// The ELF addresses of the work-group barrier instructions in this module's functions,
    /// in order, found on first use: a wave run alone would wait at one for waves that are
    /// held.
    pub fn barriers(&self) -> &[u64] {
        self.barriers.get_or_init(|| self.find_barriers())
    }

    /// Decodes every function from its first instruction to its end.
    fn find_barriers(&self) -> Vec<u64> {
        let Some(processor) = self.image.processor() else {
            return Vec::new();
        };
        let code = &self.image.code_object;
        let mut found = Vec::new();
        for f in &self.functions {
            let (Some(section), Some(wave)) = (code.code_at(f.start), code.wave_size_at(f.start))
            else {
                continue;
            };
            let Ok(decoder) = Decoder::for_target(processor.name, wave) else {
                continue;
            };
            let end = f.end.min(section.address + section.data.len() as u64);
            let mut at = f.start;
            while at < end {
                let i = decoder.decode(&section.data[(at - section.address) as usize..]);
                if i.opcode().is_some_and(|o| o.is_work_group_barrier()) {
                    found.push(at);
                }
                // An undecodable word still takes 4 bytes.
                at += i.len().max(4) as u64;
            }
        }
        found.sort_unstable();
        found.dedup();
        found
    }

    /// Whether a wave address is in this module's code.
    pub fn contains(&self, pc: u64) -> bool {
        self.holds_elf_code(pc.wrapping_sub(self.load_base))
    }

    /// Whether ELF address `elf` is in this module's code.
    pub fn holds_elf_code(&self, elf: u64) -> bool {
        self.image.code_object.code_at(elf).is_some()
    }

    /// The function holding ELF address `elf` (the smallest symbol range).
    pub fn function_at(&self, elf: u64) -> Option<&Function> {
        self.functions
            .iter()
            .filter(|f| (f.start..f.end).contains(&elf))
            .min_by_key(|f| f.end - f.start)
    }

    /// The entries (ELF addresses) of the inlined copies of the function `wanted` names
    /// (as `break` takes it: the source name, or a linkage name in any form
    /// [`Module::names_function`] accepts).
    pub fn inlined_entries(&self, wanted: &str) -> Vec<u64> {
        let Ok(info) = self.debug_info() else {
            return Vec::new();
        };
        let Ok(copies) = info.inlined_copies() else {
            return Vec::new();
        };
        copies
            .into_iter()
            .filter(|c| {
                c.name.as_deref() == Some(wanted)
                    || c.linkage_name
                        .as_deref()
                        .is_some_and(|l| self.names_function(l, wanted))
            })
            .map(|c| c.entry)
            .collect()
    }

    /// The source line of ELF address `elf`: file and line.
    pub fn line_at(&self, elf: u64) -> Option<(&SourceFile, u32)> {
        let lines = self.lines();
        let r = lines.row_for(elf)?;
        (r.line != 0).then(|| (&lines.files[r.file as usize], r.line))
    }
}

/// Finds the text of source files: the embedded source, or a file found from the search
/// directories (and each of their ancestors, since objects usually sit below the source tree).
#[derive(Debug, Default, Clone)]
pub struct SourcePath {
    /// Directories tried in order.
    pub directories: Vec<PathBuf>,
}

impl SourcePath {
    /// The lines of `file`, or why they cannot be read.
    pub fn read(&self, file: &SourceFile) -> Result<Vec<String>, String> {
        if let Some(text) = &file.embedded {
            return Ok(text.lines().map(str::to_string).collect());
        }
        self.locate(file)
            .and_then(|p| std::fs::read_to_string(p).ok())
            .map(|text| text.lines().map(str::to_string).collect())
            .ok_or_else(|| format!("{}: No such file or directory.", file.name))
    }

    /// The file on disk that holds `file`'s text: its path when absolute, else the first
    /// readable file under a search directory (or one of their ancestors).
    pub fn locate(&self, file: &SourceFile) -> Option<PathBuf> {
        let mut tried = Vec::new();
        let candidates = [file.path.as_str(), file.name.as_str()];
        for c in candidates {
            let p = Path::new(c);
            if p.is_absolute() {
                tried.push(p.to_path_buf());
                continue;
            }
            for d in &self.directories {
                let mut dir = Some(d.as_path());
                while let Some(x) = dir {
                    tried.push(x.join(p));
                    dir = x.parent();
                }
            }
            tried.push(p.to_path_buf());
        }
        tried.into_iter().find(|p| p.is_file())
    }
}

/// Where the session looks for code objects a target names.
#[derive(Debug, Clone, Default)]
pub struct CodeObjectSearch {
    /// Code objects the user named (paths or `file://` URIs).
    pub given: Vec<String>,
    /// Directories searched by file name.
    pub directories: Vec<PathBuf>,
}

impl CodeObjectSearch {
    /// The bytes of the code object `uri` names, with the file they came from, or every place
    /// tried and why it failed.
    pub fn load(&self, uri: &str) -> Result<(String, Vec<u8>), String> {
        let parsed = CodeObjectUri::parse(uri).map_err(|e| e.to_string())?;
        let CodeObjectUri::File { path, .. } = &parsed else {
            return Err("code objects in memory:// URIs need the process's memory".into());
        };
        let mut tried = Vec::new();
        match try_file(Path::new(path), &parsed) {
            Ok(b) => return Ok((path.clone(), b)),
            Err(e) => tried.push(format!("{path}: {e}")),
        }
        let name = Path::new(path).file_name();
        for g in &self.given {
            let (file, given_uri) = match CodeObjectUri::parse(g) {
                Ok(u @ CodeObjectUri::File { .. }) => {
                    let CodeObjectUri::File { path, .. } = &u else {
                        unreachable!()
                    };
                    (PathBuf::from(path), Some(u.clone()))
                }
                _ => (PathBuf::from(g), None),
            };
            if self.given.len() > 1 && file.file_name() != name {
                continue;
            }
            let r = match &given_uri {
                Some(u) => try_file(&file, u),
                None => try_file(&file, &parsed).or_else(|_| try_whole(&file)),
            };
            match r {
                Ok(b) => return Ok((file.display().to_string(), b)),
                Err(e) => tried.push(format!("{}: {e}", file.display())),
            }
        }
        if let Some(name) = name {
            for d in &self.directories {
                let file = d.join(name);
                if file.as_path() == Path::new(path) {
                    continue;
                }
                match try_file(&file, &parsed).or_else(|_| try_whole(&file)) {
                    Ok(b) => return Ok((file.display().to_string(), b)),
                    Err(e) => tried.push(format!("{}: {e}", file.display())),
                }
            }
        }
        Err(format!(
            "tried {}; name it with --code-object",
            tried.join("; ")
        ))
    }
}

/// The code object at the URI's range of `file`.
fn try_file(file: &Path, uri: &CodeObjectUri) -> Result<Vec<u8>, String> {
    let bytes = std::fs::read(file).map_err(|e| e.to_string())?;
    let co = uri.extract(&bytes).map_err(|e| e.to_string())?;
    codeobj::CodeObject::parse(co).map_err(|e| e.to_string())?;
    Ok(co.to_vec())
}

/// The whole of `file` as a code object.
fn try_whole(file: &Path) -> Result<Vec<u8>, String> {
    let bytes = std::fs::read(file).map_err(|e| e.to_string())?;
    codeobj::CodeObject::parse(&bytes).map_err(|e| e.to_string())?;
    Ok(bytes)
}
