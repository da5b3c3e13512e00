//! Debugging a core file: the session over a [`codeobj::core::CoreTarget`], and finding the
//! code objects a core names (its URIs, then `--code-object`, then the search path), as ROCgdb
//! re-reads them from their original paths, then `sysroot` and `solib-search-path`.

use std::path::{Path, PathBuf};

use codeobj::core::CoreTarget;
use codeobj::uri::CodeObjectUri;

use crate::session::{Session, SessionError};
use crate::symbols::SourcePath;

/// Waves whose own stop reasons the opening banner names one by one.
const MAX_LISTED_STOPS: usize = 16;

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

/// Where the session looks for code objects a target names.
#[derive(Debug, Clone, Default)]
pub(crate) struct CodeObjectSearch {
    pub(crate) given: Vec<String>,
    pub(crate) directories: Vec<PathBuf>,
}

impl CodeObjectSearch {
    /// The bytes of the code object `uri` names, with the file they came from, or every place
    /// tried and why it failed.
    pub(crate) fn load(&self, uri: &str) -> Result<(String, Vec<u8>), String> {
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

impl Session {
    /// Opens a core file for inspection (no run control): its waves, memory and code objects.
    /// Warnings (a truncated segment, a code object not found) are printed by the first
    /// command's output, see [`Session::banner`].
    pub fn open_core(open: CoreOpen) -> Result<Session, SessionError> {
        let bytes = std::fs::read(&open.path).map_err(|source| SessionError::Read {
            path: open.path.clone(),
            source,
        })?;
        let mut target = CoreTarget::open(bytes)
            .map_err(|e| SessionError::Launch(format!("{}: {e}", open.path.display())))?;
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
        let mut s = Session::empty(SourcePath {
            directories: dirs.clone(),
        });
        s.code_object_search = CodeObjectSearch {
            given: open.code_objects.clone(),
            directories: dirs,
        };
        let mut banner = String::new();
        for w in target.warnings() {
            banner.push_str(&format!("warning: {w}\n"));
        }
        s.load_code_objects(amdgpu::target::Target::code_objects(&target));
        // Sources are looked for beside the code objects too (as for `hdb debug`).
        for m in &s.modules {
            if let Some(d) = Path::new(&m.name)
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
            {
                if !s.source.directories.iter().any(|x| x == d) {
                    s.source.directories.insert(0, d.to_path_buf());
                }
            }
        }
        // Name each dispatch's kernel from its descriptor's symbol.
        for d in amdgpu::target::Target::dispatches(&target) {
            let Some(kd) = target.kernel_object(d.id) else {
                continue;
            };
            let name = s.modules.iter().find_map(|m| {
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
        banner.push_str(&std::mem::take(&mut s.out));
        let waves = amdgpu::target::Target::waves(&target);
        banner.push_str(&format!(
            "Core file {}: {} agent(s), {} queue(s), {} dispatch(es), {} wave(s).\n",
            open.path.display(),
            amdgpu::target::Target::agents(&target).len(),
            amdgpu::target::Target::queues(&target).len(),
            amdgpu::target::Target::dispatches(&target).len(),
            waves.len()
        ));
        // gdb selects the thread that received the signal: the first wave whose stop is its
        // own (a trap, a fault, a breakpoint), not one stopped because another was.
        let focus = waves
            .iter()
            .find(|w| {
                !matches!(
                    w.stop_reason,
                    None | Some(amdgpu::target::StopReason::Requested)
                )
            })
            .map(|w| w.id);
        // ROCgdb names every wave that stopped for its own reason.
        let own: Vec<_> = waves
            .iter()
            .filter(|w| {
                !matches!(
                    w.stop_reason,
                    None | Some(amdgpu::target::StopReason::Requested)
                )
            })
            .collect();
        for w in own.iter().take(MAX_LISTED_STOPS) {
            let r = w.stop_reason.as_ref().expect("filtered");
            let (sig, _) = crate::commands::signal_of(r);
            banner.push_str(&format!(
                "Thread {} ({w}) stopped because of {sig} ({r}).\n",
                w.id
            ));
        }
        if own.len() > MAX_LISTED_STOPS {
            banner.push_str(&format!(
                "… and {} more waves stopped for their own reasons (info threads lists them all).\n",
                own.len() - MAX_LISTED_STOPS
            ));
        }
        s.target = Some(Box::new(target));
        match focus {
            Some(w) => {
                let lane = s.exec_lanes(w).first().copied().unwrap_or(0);
                s.set_focus(w, lane);
            }
            None => s.focus_first_stopped(),
        }
        if let Some(f) = s.focus {
            banner.push_str(&s.core_stop_line(f.wave, f.lane));
        }
        s.banner = Some(banner);
        Ok(s)
    }
}

impl Session {
    /// gdb's lines after loading a core: the signal, the frame, the current thread and lane.
    pub(crate) fn core_stop_line(&mut self, wave: amdgpu::target::WaveId, lane: u32) -> String {
        let Some(w) = self.target.as_ref().and_then(|t| t.wave(wave).ok()) else {
            return String::new();
        };
        let mut s = String::new();
        if let Some(r) = &w.stop_reason {
            let (sig, desc) = crate::commands::signal_of(r);
            s.push_str(&format!(
                "Program terminated with signal {sig}, {desc} ({r}).\n"
            ));
        }
        let frame = self.execute("frame");
        if frame.ok {
            s.push_str(&frame.text);
        }
        s.push_str(&format!(
            "[Current thread is {}, lane {lane} ({})]\n",
            wave,
            self.lane_systag(&w, lane)
        ));
        s
    }
}
