//! The host program's source lines of its runtime calls: the return addresses the runtime
//! stand-in found on the program's stack (`hip-runtime/src/caller.rs`) put in `FILE:LINE`
//! terms with the program's own host DWARF, for the sanitizers' reports ("allocated at
//! main.hip:12 in main").
//!
//! An address is the process's: `/proc/PID/maps` says which mapping of the executable holds
//! it (a PIE is loaded anywhere), and the file offset there with the executable's program
//! headers gives the ELF address. The line table gives the line of the call (the return
//! address minus one, as debuggers look up callers), and the inlined-subroutine DIEs the calls
//! it was inlined into. The site is the first of those frames outside the HIP headers (their
//! `hipMalloc<T>` wrappers are part of the runtime's API, inlined or not). An address outside
//! the executable (a call from a shared library), a program without line information, or any
//! failure gives no site: never a wrong line.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use dwarf_ext::debuginfo::{DebugInfo, LoadOptions, Scope};
use object::{Object as _, ObjectSection as _, ObjectSegment as _};
use sim::check::HostSite;

/// A call into the runtime: the process, and the return addresses of the call and its
/// callers, innermost first (none: unknown).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Caller {
    /// The calling process.
    pub pid: u32,
    /// Return addresses in it.
    pub addresses: Vec<u64>,
}

/// Source places of the program's calls, looked up on first need and kept.
#[derive(Debug)]
pub struct HostSites {
    /// The executable, as `/proc/PID/maps` names it.
    program: PathBuf,
    /// Its bytes, read on first need (`None` when unreadable).
    bytes: Option<Option<Vec<u8>>>,
    /// The frames at each return address so far (innermost first), by process and address.
    known: HashMap<(u32, u64), Vec<HostSite>>,
}

/// Whether a source file is one of the HIP runtime's headers (`/usr/include/hip/…`,
/// `/opt/rocm/include/hip/…`).
fn in_hip_headers(file: &str) -> bool {
    file.contains("/include/hip/")
}

impl HostSites {
    /// The sites of calls made by `program`.
    pub fn new(program: &Path) -> HostSites {
        HostSites {
            program: std::fs::canonicalize(program).unwrap_or_else(|_| program.to_path_buf()),
            bytes: None,
            known: HashMap::new(),
        }
    }

    /// The source place of `caller`'s call in the program's own code, when the executable's
    /// line table has it.
    pub fn site(&mut self, caller: &Caller) -> Option<HostSite> {
        if caller.pid == 0 {
            return None;
        }
        for &address in &caller.addresses {
            let key = (caller.pid, address);
            if !self.known.contains_key(&key) {
                let frames = self.frames(caller.pid, address).unwrap_or_default();
                self.known.insert(key, frames);
            }
            let frames = self.known.get(&key)?;
            if frames.is_empty() {
                // Not the program's code, or no line for it: nothing further out is trusted.
                return None;
            }
            if let Some(s) = frames.iter().find(|s| !in_hip_headers(&s.file)) {
                return Some(s.clone());
            }
        }
        None
    }

    /// The source frames of the call returning to `address` in process `pid`, innermost
    /// (inlined) first.
    fn frames(&mut self, pid: u32, address: u64) -> Option<Vec<HostSite>> {
        let offset = file_offset(&self.program, pid, address)?;
        let bytes = self
            .bytes
            .get_or_insert_with(|| std::fs::read(&self.program).ok())
            .as_deref()?;
        let file = object::File::parse(bytes).ok()?;
        let elf = file
            .segments()
            .find(|s| {
                let (start, size) = s.file_range();
                offset >= start && offset - start < size
            })
            .map(|s| offset - s.file_range().0 + s.address())?;
        let info = DebugInfo::load(
            |name| file.section_by_name(name).and_then(|s| s.data().ok()),
            LoadOptions::default(),
        )
        .ok()?;
        // The call instruction ends at the return address.
        let at = info.lookup(elf.checked_sub(1)?).ok()??;
        let line = at.line.filter(|l| l.line != 0)?;
        let functions: Vec<&Scope> = at.scopes.iter().filter(|s| s.is_function()).collect();
        let name = |s: &Scope| s.name.clone().or_else(|| s.linkage_name.clone());
        let mut frames = vec![HostSite {
            file: line.path,
            line: line.line,
            function: functions.last().and_then(|s| name(s)),
        }];
        // Each inlined subroutine was called from a line of the function around it.
        for k in (1..functions.len()).rev() {
            let inlined = functions[k];
            let (Some(call_line), Some(call_file)) =
                (inlined.call_line, info.call_file(at.unit, inlined.die))
            else {
                break;
            };
            frames.push(HostSite {
                file: call_file.path,
                line: call_line,
                function: name(functions[k - 1]),
            });
        }
        Some(frames)
    }
}

/// The offset in `program`'s file of the byte process `pid` maps at `address`, when one of
/// its mappings of `program` holds it.
fn file_offset(program: &Path, pid: u32, address: u64) -> Option<u64> {
    let maps = std::fs::read_to_string(format!("/proc/{pid}/maps")).ok()?;
    maps.lines().find_map(|l| {
        // start-end perms offset dev inode path
        let mut fields = l.split_whitespace();
        let (range, _perms, offset) = (fields.next()?, fields.next()?, fields.next()?);
        let path = fields.nth(2)?;
        if Path::new(path) != program {
            return None;
        }
        let (start, end) = range.split_once('-')?;
        let start = u64::from_str_radix(start, 16).ok()?;
        let end = u64::from_str_radix(end, 16).ok()?;
        let offset = u64::from_str_radix(offset, 16).ok()?;
        (start..end)
            .contains(&address)
            .then(|| address - start + offset)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_address_or_no_process_is_no_site() {
        let mut s = HostSites::new(Path::new("/nonexistent/program"));
        assert_eq!(s.site(&Caller::default()), None);
        let me = Caller {
            pid: std::process::id(),
            addresses: vec![no_address_or_no_process_is_no_site as *const () as usize as u64],
        };
        // The test binary is not the program named.
        assert_eq!(s.site(&me), None);
    }

    #[test]
    fn an_address_in_the_program_is_its_line() {
        let exe = std::env::current_exe().unwrap();
        let mut s = HostSites::new(&exe);
        let here = an_address_in_the_program_is_its_line as *const () as usize as u64;
        // As if a call ended just past the function's first byte.
        let caller = Caller {
            pid: std::process::id(),
            addresses: vec![here + 1],
        };
        let site = s.site(&caller).expect("the test binary has line tables");
        assert!(site.file.ends_with("sites.rs"), "{site}");
        assert!(site.line > 150, "{site}");
    }
}
