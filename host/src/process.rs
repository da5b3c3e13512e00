//! A process's mapped files together: which file and function hold an address, the
//! backtrace from a stop's registers or from return addresses already walked, and the code
//! bytes at an address (read from the files: code does not change while a program runs).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::maps::{Mapping, Mappings};
use crate::module::{ElfModule, SourceFrame};
use crate::unwind::{self, Memory, Registers};

/// Frames a backtrace walks at most (a corrupt stack cannot loop it forever).
pub const MAX_FRAMES: usize = 256;

/// One frame of a host thread: a source frame at a PC (an inlined call shares the PC of the
/// function it was inlined into).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostFrame {
    /// The frame's PC: the stop's in frame 0, the return address in a caller.
    pub pc: u64,
    /// Function, file and line; all `None` when nothing knows the address (gdb's `?? ()`).
    pub source: SourceFrame,
    /// The shared library holding the PC (none in the executable or in no file): gdb's
    /// `from LIBRARY` where no line is known.
    pub library: Option<PathBuf>,
    /// The PC starts a line-table row (only ever so for the innermost frame: a caller's PC
    /// is a return address), where gdb leaves the PC out of the frame's line.
    pub at_line_start: bool,
}

impl HostFrame {
    /// Whether this is the program's `main` (where gdb stops a backtrace).
    pub fn is_main(&self) -> bool {
        self.source.function.as_deref() == Some("main")
    }
}

/// A process's files, each read once on first need.
#[derive(Debug, Default)]
pub struct HostProcess {
    mappings: Mappings,
    /// The program's executable (the mapped file that is no shared library).
    executable: Option<PathBuf>,
    modules: HashMap<PathBuf, Option<Arc<ElfModule>>>,
}

impl HostProcess {
    /// The process whose files `mappings` lists.
    pub fn new(mappings: Mappings) -> HostProcess {
        HostProcess {
            mappings,
            executable: None,
            modules: HashMap::new(),
        }
    }

    /// The process's mappings now (a library loaded since): the files read stay read.
    pub fn set_mappings(&mut self, mappings: Mappings) {
        self.mappings = mappings;
    }

    /// Names the program's executable (`/proc/PID/exe`, a core's first `NT_FILE` entry).
    pub fn set_executable(&mut self, path: PathBuf) {
        self.executable = Some(path);
    }

    /// Its mappings.
    pub fn mappings(&self) -> &Mappings {
        &self.mappings
    }

    /// The file at `path`, read once (`None` when it cannot be read).
    pub fn module(&mut self, path: &Path) -> Option<Arc<ElfModule>> {
        self.modules
            .entry(path.to_path_buf())
            .or_insert_with(|| ElfModule::open(path).ok().map(Arc::new))
            .clone()
    }

    /// The file mapped at `address`, the mapping and the ELF address there.
    pub fn locate(&mut self, address: u64) -> Option<(Arc<ElfModule>, Mapping, u64)> {
        let mapping = self.mappings.at(address)?.clone();
        let module = self.module(&mapping.path)?;
        let elf = module.elf_address(&mapping, address)?;
        Some((module, mapping, elf))
    }

    /// The frames at `pc`, innermost (inlined) first; `caller` looks up the call before a
    /// return address (`pc - 1`), as debuggers do for every frame but the innermost.
    pub fn frames_at(&mut self, pc: u64, caller: bool) -> Vec<HostFrame> {
        let probe = if caller { pc.saturating_sub(1) } else { pc };
        let unknown = |library| {
            vec![HostFrame {
                pc,
                source: SourceFrame {
                    function: None,
                    file: None,
                    line: None,
                    inlined: false,
                },
                library,
                at_line_start: false,
            }]
        };
        let Some(mapping) = self.mappings.at(probe).cloned() else {
            return unknown(None);
        };
        let library = Some(mapping.path.clone()).filter(|p| Some(p) != self.executable.as_ref());
        let Some((module, _, elf)) = self.locate(probe) else {
            return unknown(library);
        };
        let frames = module.frames(elf);
        if frames.is_empty() {
            return unknown(library);
        }
        let at_line_start = !caller && module.starts_line(elf);
        frames
            .into_iter()
            .map(|source| HostFrame {
                pc,
                source,
                library: library.clone(),
                at_line_start,
            })
            .collect()
    }

    /// The frames of a stack whose PCs are known (frame 0's PC, then each caller's return
    /// address), up to and including `main`.
    pub fn backtrace(&mut self, pcs: &[u64]) -> Vec<HostFrame> {
        let mut out = Vec::new();
        for (i, &pc) in pcs.iter().take(MAX_FRAMES).enumerate() {
            let frames = self.frames_at(pc, i > 0);
            let at_main = frames.last().is_some_and(HostFrame::is_main);
            out.extend(frames);
            if at_main {
                break;
            }
        }
        out
    }

    /// The registers of each frame of the stack stopped with `regs`, frame 0 first, unwound
    /// through the files' `.eh_frame` (the frame-pointer chain where no FDE covers a PC);
    /// the walk ends at a PC no file maps, at `main`'s caller, or when the stack does not
    /// grow towards its base.
    pub fn unwind(&mut self, regs: Registers, memory: &mut dyn Memory) -> Vec<Registers> {
        let mut out = vec![regs];
        let mut current = regs;
        while out.len() < MAX_FRAMES {
            let Some(pc) = current.pc() else { break };
            let caller = out.len() > 1;
            if self
                .frames_at(pc, caller)
                .last()
                .is_some_and(HostFrame::is_main)
            {
                break;
            }
            let probe = if caller { pc.saturating_sub(1) } else { pc };
            let cfi = self.locate(probe).and_then(|(module, _, elf)| {
                let eh = module.eh_frame.as_ref()?;
                unwind::step_cfi(eh, elf, &current, memory)
            });
            let Some(next) = cfi.or_else(|| unwind::step_frame_pointer(&current, memory)) else {
                break;
            };
            let sp = |r: &Registers| r.get(unwind::dwarf::RSP).unwrap_or(0);
            if next.pc().is_none_or(|p| p == 0) || sp(&next) <= sp(&current) {
                break;
            }
            out.push(next);
            current = next;
        }
        out
    }

    /// The code bytes at `address` (up to `len`, from the mapped file).
    pub fn read_code(&mut self, address: u64, len: usize) -> Option<Vec<u8>> {
        let (module, mapping, elf) = self.locate(address)?;
        // Not past the mapping's end.
        let len = len.min(usize::try_from(mapping.end - address).ok()?);
        module.read(elf, len).map(<[u8]>::to_vec)
    }

    /// The symbol holding `address` as gdb's `x/i` names it (`<name+offset>`: the symbol
    /// table's name, not demangled, as gdb's `print asm-demangle` is off by default).
    pub fn symbol(&mut self, address: u64) -> Option<(String, u64)> {
        let (module, _, elf) = self.locate(address)?;
        module.symbol(elf).map(|(n, o)| (n.to_string(), o))
    }
}
