//! Opening a core file: the session over a [`codeobj::core::CoreTarget`], its code objects
//! found from the URIs the core lists, then the files the user named, then the search path
//! (as ROCgdb re-reads them from their original paths, then `sysroot` and
//! `solib-search-path`), and the dispatches' kernels named from their descriptor symbols.

use std::path::PathBuf;

use amdgpu::target::{StopReason, Target, Wave};
use codeobj::core::CoreTarget;

use super::error::{EngineError, EngineResult};
use super::session::Session;

/// How to open a core.
#[derive(Debug, Clone, Default)]
pub struct CoreOpen {
    /// The core file.
    pub path: PathBuf,
    /// Code objects given by the user (paths or `file://` URIs), used when a URI's file is
    /// missing: the one whose file name matches, or the only one given.
    pub code_objects: Vec<String>,
    /// Directories searched for a code object by its file name.
    pub search: Vec<PathBuf>,
}

/// What a core holds, for the words a front end prints when it opens.
#[derive(Debug, Clone)]
pub struct CoreSummary {
    /// What the reader warns about (a truncated segment, …).
    pub warnings: Vec<String>,
    /// Agents.
    pub agents: usize,
    /// Queues.
    pub queues: usize,
    /// Dispatches.
    pub dispatches: usize,
    /// Waves.
    pub waves: usize,
    /// The waves that stopped for their own reason (a trap, a fault, a breakpoint), not
    /// because another did, in wave order.
    pub own_stops: Vec<Wave>,
}

impl Session {
    /// Opens a core file for inspection (no run control): its waves, memory and code
    /// objects. The focus is on the first wave that stopped for its own reason (gdb selects
    /// the thread that received the signal), else the first stopped wave.
    pub fn open_core(open: CoreOpen) -> EngineResult<(Session, CoreSummary)> {
        let bytes = std::fs::read(&open.path).map_err(|e| {
            EngineError::CodeObject(format!("cannot read {}: {e}", open.path.display()))
        })?;
        let mut target = CoreTarget::open(bytes)
            .map_err(|e| EngineError::CodeObject(format!("{}: {e}", open.path.display())))?;
        let mut dirs: Vec<PathBuf> = open.search.clone();
        if let Some(d) = open.path.parent() {
            dirs.push(if d.as_os_str().is_empty() {
                PathBuf::from(".")
            } else {
                d.to_path_buf()
            });
        }
        if let Ok(cwd) = std::env::current_dir() {
            dirs.push(cwd);
        }
        let mut s = Session::empty(crate::symbols::SourcePath {
            directories: dirs.clone(),
        });
        s.set_code_object_search(open.code_objects.clone(), dirs);
        let warnings: Vec<String> = target.warnings().iter().map(|w| w.to_string()).collect();
        s.load_code_objects(Target::code_objects(&mut target));
        // Name each dispatch's kernel from its descriptor's symbol.
        for d in Target::dispatches(&mut target) {
            let Some(kd) = target.kernel_object(d.id) else {
                continue;
            };
            let name = s.loaded_modules().find_map(|(_, m)| {
                let elf = kd.checked_sub(m.load_base)?;
                m.image
                    .code_object
                    .each_kernel()
                    .filter_map(Result::ok)
                    .find(|k| k.descriptor_address == elf)
                    .map(|k| k.name.to_string())
            });
            if let Some(n) = name {
                target.set_kernel_name(d.id, n);
            }
        }
        let waves = Target::waves(&mut target);
        let own_stops: Vec<Wave> = waves
            .iter()
            .filter(|w| !matches!(w.stop_reason, None | Some(StopReason::Requested)))
            .cloned()
            .collect();
        let summary = CoreSummary {
            warnings,
            agents: Target::agents(&mut target).len(),
            queues: Target::queues(&mut target).len(),
            dispatches: Target::dispatches(&mut target).len(),
            waves: waves.len(),
            own_stops,
        };
        // Where the session that wrote the core stood (hdb's focus note), else as gdb: the
        // thread that received the signal, the first wave whose stop is its own.
        let recorded = target.focus();
        s.target = Some(Box::new(target));
        match (recorded, summary.own_stops.first().map(|w| w.id)) {
            (Some((w, lane)), _) => s.set_focus(w, lane.0),
            (None, Some(w)) => {
                let lane = s.active_lanes(w).first().copied().unwrap_or(0);
                s.set_focus(w, lane);
            }
            (None, None) => s.focus_first_stopped(),
        }
        Ok((s, summary))
    }
}

impl Session {
    /// The GPU state at this stop as a core file: its bytes and a one-line summary of what
    /// it holds. With `unified`, merged with a minimal host core (one thread of this process,
    /// the code objects' files mapped) as `roccoremerge` makes them.
    pub fn write_core(&mut self, unified: bool) -> EngineResult<(Vec<u8>, String)> {
        let t = self.require_target()?;
        let w = t.core_writer().ok_or(EngineError::NoCoreWriter)?;
        let (mut bytes, mut summary) = w.write_core()?;
        // The core reopens where the session stands (hdb's focus note).
        if let Some(f) = self.focus {
            use codeobj::core::target::{focus_line, HDB_OWNER, NT_HDB_FOCUS};
            let line = focus_line(f.wave, amdgpu::target::Lane(f.lane));
            bytes =
                codeobj::core::file::with_note(&bytes, HDB_OWNER, NT_HDB_FOCUS, line.as_bytes())
                    .map_err(|e| EngineError::CodeObject(e.to_string()))?;
        }
        if unified {
            // The host side maps each code object's file where a loader would (from 4 MiB).
            let mut files = Vec::new();
            let mut at = 0x40_0000u64;
            for (_, m) in self.loaded_modules() {
                let len = std::fs::metadata(&m.name).map_or(0, |md| md.len()).max(1);
                let end = (at + len).next_multiple_of(4096);
                files.push((at, end, 0, m.name.clone()));
                at = end;
            }
            let program = std::env::current_exe()
                .map_or_else(|_| "hdb".to_string(), |p| p.display().to_string());
            bytes = codeobj::core::file::unified(&bytes, std::process::id(), &program, &files)
                .map_err(|e| EngineError::CodeObject(e.to_string()))?;
            summary.push_str("; unified with a host core of one thread");
        }
        Ok((bytes, summary))
    }
}
