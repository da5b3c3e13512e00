//! The files a process maps: `/proc/PID/maps` of a live process, the `NT_FILE` note of a
//! core (Linux `fs/binfmt_elf.c`, `fill_files_note`: a count, the page size, a
//! `(start, end, page offset)` triple per mapping, then the names, each ending in NUL).

use std::path::{Path, PathBuf};

use crate::HostError;

/// One file mapping: the bytes `[start, end)` of the address space are the file's from
/// `offset`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mapping {
    /// First address.
    pub start: u64,
    /// One past the last address.
    pub end: u64,
    /// The file offset mapped at `start`.
    pub offset: u64,
    /// The file.
    pub path: PathBuf,
}

impl Mapping {
    /// The file offset of `address`, which the mapping holds.
    pub fn file_offset(&self, address: u64) -> Option<u64> {
        (self.start..self.end)
            .contains(&address)
            .then(|| address - self.start + self.offset)
    }
}

/// A process's file mappings, in address order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Mappings {
    mappings: Vec<Mapping>,
}

impl Mappings {
    /// The file mappings listed in `/proc/PID/maps` text (anonymous memory, the heap, the
    /// stack and the vDSO are not files and are left out).
    pub fn from_proc_maps(text: &str) -> Mappings {
        let mappings = text
            .lines()
            .filter_map(|line| {
                // start-end perms offset dev inode path
                let mut fields = line.split_whitespace();
                let (start, end) = fields.next()?.split_once('-')?;
                let _perms = fields.next()?;
                let offset = u64::from_str_radix(fields.next()?, 16).ok()?;
                let _dev = fields.next()?;
                let _inode = fields.next()?;
                // A path may hold spaces: it is the rest of the line.
                let path = line.split_once(" /").map(|(_, p)| format!("/{p}"))?;
                Some(Mapping {
                    start: u64::from_str_radix(start, 16).ok()?,
                    end: u64::from_str_radix(end, 16).ok()?,
                    offset,
                    path: PathBuf::from(path.trim_end_matches(" (deleted)")),
                })
            })
            .collect();
        Mappings::sorted(mappings)
    }

    /// The mappings of process `pid`, read from `/proc/PID/maps`.
    pub fn of_process(pid: u32) -> Result<Mappings, HostError> {
        let path = format!("/proc/{pid}/maps");
        let text = std::fs::read_to_string(&path).map_err(|e| HostError::Read {
            path,
            message: e.to_string(),
        })?;
        Ok(Mappings::from_proc_maps(&text))
    }

    /// The mappings of a 64-bit little-endian core's `NT_FILE` note (its descriptor).
    pub fn from_nt_file(desc: &[u8]) -> Result<Mappings, HostError> {
        let word = |at: usize| -> Result<u64, HostError> {
            desc.get(at..at + 8)
                .and_then(|b| b.try_into().ok())
                .map(u64::from_le_bytes)
                .ok_or(HostError::FileNote(at))
        };
        let count = word(0)?;
        let page = word(8)?;
        let count = usize::try_from(count)
            .ok()
            .filter(|&c| c <= desc.len() / 24)
            .ok_or(HostError::FileNote(0))?;
        let mut name_at = 16 + count * 24;
        let mut mappings = Vec::with_capacity(count);
        for i in 0..count {
            let at = 16 + i * 24;
            // Each name ends in NUL; a cut one is a truncated note.
            let rest = desc.get(name_at..).ok_or(HostError::FileNote(name_at))?;
            let len = rest
                .iter()
                .position(|&b| b == 0)
                .ok_or(HostError::FileNote(desc.len()))?;
            let name = &rest[..len];
            name_at += len + 1;
            mappings.push(Mapping {
                start: word(at)?,
                end: word(at + 8)?,
                offset: word(at + 16)?.saturating_mul(page),
                path: PathBuf::from(String::from_utf8_lossy(name).into_owned()),
            });
        }
        Ok(Mappings::sorted(mappings))
    }

    fn sorted(mut mappings: Vec<Mapping>) -> Mappings {
        mappings.sort_by_key(|m| m.start);
        Mappings { mappings }
    }

    /// The mapping holding `address`.
    pub fn at(&self, address: u64) -> Option<&Mapping> {
        let i = self.mappings.partition_point(|m| m.start <= address);
        let m = self.mappings.get(i.checked_sub(1)?)?;
        (address < m.end).then_some(m)
    }

    /// Every mapping, in address order.
    pub fn iter(&self) -> impl Iterator<Item = &Mapping> {
        self.mappings.iter()
    }

    /// The mappings of one file.
    pub fn of_file<'a>(&'a self, path: &'a Path) -> impl Iterator<Item = &'a Mapping> + 'a {
        self.mappings.iter().filter(move |m| m.path == path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAPS: &str = "\
555555554000-555555555000 r--p 00000000 08:01 123 /tmp/my prog
555555555000-555555556000 r-xp 00001000 08:01 123 /tmp/my prog
7ffff7dd3000-7ffff7df9000 r--p 00000000 08:01 456 /usr/lib/x86_64-linux-gnu/libc.so.6
7ffff7fc1000-7ffff7fc5000 rw-p 00000000 00:00 0
7ffffffde000-7ffffffff000 rw-p 00000000 00:00 0 [stack]
";

    #[test]
    fn proc_maps_lists_files_only() {
        let m = Mappings::from_proc_maps(MAPS);
        assert_eq!(m.iter().count(), 3);
        let code = m.at(0x555555555010).unwrap();
        assert_eq!(code.path, Path::new("/tmp/my prog"));
        assert_eq!(code.file_offset(0x555555555010), Some(0x1010));
        assert!(m.at(0x7ffff7fc1000).is_none());
        assert_eq!(m.of_file(Path::new("/tmp/my prog")).count(), 2);
    }

    #[test]
    fn nt_file_round_trip_and_truncation() {
        let mut d = Vec::new();
        for w in [2u64, 0x1000, 0x400000, 0x401000, 0, 0x401000, 0x402000, 1] {
            d.extend_from_slice(&w.to_le_bytes());
        }
        d.extend_from_slice(b"/bin/a\0/bin/a\0");
        let m = Mappings::from_nt_file(&d).unwrap();
        assert_eq!(m.at(0x401800).unwrap().file_offset(0x401800), Some(0x1800));
        for n in 0..d.len() - 1 {
            assert!(Mappings::from_nt_file(&d[..n]).is_err(), "cut at {n}");
        }
    }
}
