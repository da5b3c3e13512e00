//! The ELF container of a core: program headers, notes and memory segments.
//!
//! [`CoreFile`] reads any little-endian ELF64 `ET_CORE` (a split GPU core, `EM_AMDGPU`, or a
//! unified core whose machine is the host's) without trusting `p_align` (ROCr stores log2
//! values there); a segment cut short by a truncated file stays usable up to where the file
//! ends, and reads past that are errors naming the segment. [`CoreBuilder`] writes one, and
//! [`merge`] joins a host core and a GPU core the way `roccoremerge` does.

use crate::note::{parse_notes, Note};

use super::{truncated, CoreError, CoreResult, Fields};

/// `ET_CORE`.
pub const ET_CORE: u16 = 4;
/// `EM_AMDGPU`.
pub const EM_AMDGPU: u16 = 224;
/// `EM_X86_64`.
pub const EM_X86_64: u16 = 62;
/// `ELFOSABI_AMDGPU_HSA`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `PT_LOAD`.
pub const PT_LOAD: u32 = 1;
/// `PT_NOTE`.
pub const PT_NOTE: u32 = 4;
/// Segment flags.
pub const PF_X: u32 = 1;
/// Writable.
pub const PF_W: u32 = 2;
/// Readable.
pub const PF_R: u32 = 4;

const EHDR_SIZE: usize = 64;
const PHDR_SIZE: usize = 56;

/// A memory segment of a core.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// Index of its program header.
    pub index: usize,
    /// `p_vaddr`.
    pub address: u64,
    /// `p_memsz`.
    pub mem_size: u64,
    /// `p_filesz`.
    pub file_size: u64,
    /// `p_offset`.
    pub offset: u64,
    /// File bytes actually present (less than `file_size` in a truncated core).
    pub present: u64,
    /// `p_flags`.
    pub flags: u32,
}

/// A core file, borrowed.
#[derive(Debug)]
pub struct CoreFile<'data> {
    data: &'data [u8],
    /// `e_machine`.
    pub machine: u16,
    /// `EI_OSABI`.
    pub os_abi: u8,
    /// The `PT_LOAD` segments, in program-header order.
    pub segments: Vec<Segment>,
    notes: Vec<Note<'data>>,
    /// Problems that do not stop reading (a truncated segment).
    pub warnings: Vec<String>,
}

impl<'data> CoreFile<'data> {
    /// Reads the ELF header, the program headers and the notes.
    pub fn parse(data: &'data [u8]) -> CoreResult<CoreFile<'data>> {
        if data.len() < EHDR_SIZE {
            return Err(truncated("ELF header", 0, EHDR_SIZE as u64, data.len()));
        }
        if data[..4] != *b"\x7fELF" {
            return Err(CoreError::Field {
                field: "e_ident magic".into(),
                offset: 0,
                reason: "not an ELF file (expected 7f 45 4c 46)".into(),
            });
        }
        let field = |name: &str, offset: u64, reason: String| CoreError::Field {
            field: name.into(),
            offset,
            reason,
        };
        if data[4] != 2 {
            return Err(field(
                "EI_CLASS",
                4,
                format!("{} (a core file is ELF64, class 2)", data[4]),
            ));
        }
        if data[5] != 1 {
            return Err(field(
                "EI_DATA",
                5,
                format!("{} (only little-endian cores are read)", data[5]),
            ));
        }
        let h = Fields {
            data,
            what: "ELF header".into(),
            base: 0,
        };
        let e_type = h.u16(16)?;
        if e_type != ET_CORE {
            return Err(field(
                "e_type",
                16,
                format!("{e_type} is not ET_CORE (4): not a core file"),
            ));
        }
        let machine = h.u16(18)?;
        let phoff = h.u64(32)?;
        let phentsize = h.u16(54)? as u64;
        let mut phnum = h.u16(56)? as u64;
        if phnum == 0xffff {
            // PN_XNUM: the real count is section header 0's sh_info.
            let shoff = h.u64(40)?;
            if shoff == 0 {
                return Err(field(
                    "e_phnum",
                    56,
                    "PN_XNUM (0xffff) says the count is in section header 0, but e_shoff is 0"
                        .into(),
                ));
            }
            let sh = Fields {
                data,
                what: "section header 0 (e_phnum is PN_XNUM)".into(),
                base: 0,
            };
            phnum = sh.u32(shoff.saturating_add(44) as usize)? as u64;
        }
        if phentsize < PHDR_SIZE as u64 {
            return Err(field(
                "e_phentsize",
                54,
                format!("{phentsize} is smaller than an ELF64 program header (56)"),
            ));
        }
        let table = phnum
            .checked_mul(phentsize)
            .and_then(|n| n.checked_add(phoff));
        if table.is_none_or(|end| end > data.len() as u64) {
            return Err(CoreError::Truncated {
                what: format!("{phnum} program headers of {phentsize} bytes (e_phoff)"),
                offset: phoff,
                needed: phnum.saturating_mul(phentsize),
                available: (data.len() as u64).saturating_sub(phoff),
            });
        }
        let mut segments = Vec::new();
        let mut notes = Vec::new();
        let mut warnings = Vec::new();
        for i in 0..phnum {
            let at = phoff + i * phentsize;
            let p = Fields {
                data,
                what: format!("program header {i}"),
                base: 0,
            };
            let at = at as usize;
            let p_type = p.u32(at)?;
            let flags = p.u32(at + 4)?;
            let offset = p.u64(at + 8)?;
            let address = p.u64(at + 16)?;
            let file_size = p.u64(at + 32)?;
            let mem_size = p.u64(at + 40)?;
            let present = (data.len() as u64).saturating_sub(offset).min(file_size);
            match p_type {
                PT_NOTE => {
                    if present < file_size {
                        return Err(CoreError::Truncated {
                            what: format!(
                                "PT_NOTE segment (program header {i}, p_offset/p_filesz)"
                            ),
                            offset,
                            needed: file_size,
                            available: present,
                        });
                    }
                    // An empty note segment may point anywhere, even past the end.
                    let bytes = if file_size == 0 {
                        &[][..]
                    } else {
                        &data[offset as usize..(offset + file_size) as usize]
                    };
                    notes.extend(parse_notes(&format!("PT_NOTE {i}"), offset, bytes).map_err(
                        |e| CoreError::Field {
                            field: format!("PT_NOTE segment (program header {i})"),
                            offset,
                            reason: e.to_string(),
                        },
                    )?);
                }
                PT_LOAD => {
                    if file_size > mem_size {
                        return Err(field(
                            &format!("p_filesz of program header {i}"),
                            at as u64 + 32,
                            format!("{file_size:#x} exceeds p_memsz {mem_size:#x}"),
                        ));
                    }
                    if address.checked_add(mem_size).is_none() {
                        return Err(field(
                            &format!("p_memsz of program header {i}"),
                            at as u64 + 40,
                            format!("{address:#x} + {mem_size:#x} wraps the address space"),
                        ));
                    }
                    if present < file_size {
                        warnings.push(format!(
                            "core file truncated: segment {i} at {address:#x} holds {present:#x} of its {file_size:#x} bytes (file offset {offset:#x})"
                        ));
                    }
                    segments.push(Segment {
                        index: i as usize,
                        address,
                        mem_size,
                        file_size,
                        offset,
                        present,
                        flags,
                    });
                }
                _ => {}
            }
        }
        Ok(CoreFile {
            data,
            machine,
            os_abi: data[7],
            segments,
            notes,
            warnings,
        })
    }

    /// The file's bytes.
    pub fn data(&self) -> &'data [u8] {
        self.data
    }

    /// Every note of every `PT_NOTE` segment.
    pub fn notes(&self) -> &[Note<'data>] {
        &self.notes
    }

    /// The `"AMDGPU"` core-state note's descriptor and its file offset.
    pub fn core_state(&self) -> CoreResult<(&'data [u8], u64)> {
        self.notes
            .iter()
            .find(|n| {
                n.name == super::note::OWNER && n.n_type == super::note::NT_AMDGPU_KFD_CORE_STATE
            })
            .map(|n| (n.desc, n.desc_offset))
            .ok_or(CoreError::NoCoreState)
    }

    /// Reads `out.len()` bytes at `address`, across adjacent segments; where segments overlap
    /// the later one wins (a unified core's GPU segments come after the host's).
    pub fn read(&self, address: u64, out: &mut [u8], what: &str) -> CoreResult<()> {
        read_segments(self.data, &self.segments, address, out, what)
    }

    /// `len` bytes at `address`.
    pub fn read_vec(&self, address: u64, len: usize, what: &str) -> CoreResult<Vec<u8>> {
        // A hostile size is bounded by what the core can hold.
        if len as u64
            > self.data.len() as u64
                + self
                    .segments
                    .iter()
                    .map(|s| s.mem_size - s.file_size)
                    .max()
                    .unwrap_or(0)
        {
            return Err(CoreError::Unmapped {
                address,
                len: len as u64,
                what: what.into(),
            });
        }
        let mut v = vec![0u8; len];
        self.read(address, &mut v, what)?;
        Ok(v)
    }
}

/// Reads `out.len()` bytes at `address` from `segments` of the file `data` (see
/// [`CoreFile::read`]).
pub fn read_segments(
    data: &[u8],
    segments: &[Segment],
    address: u64,
    out: &mut [u8],
    what: &str,
) -> CoreResult<()> {
    let mut done = 0usize;
    while done < out.len() {
        let a = address
            .checked_add(done as u64)
            .ok_or_else(|| CoreError::Unmapped {
                address,
                len: out.len() as u64,
                what: what.into(),
            })?;
        let Some(s) = segments
            .iter()
            .rev()
            .find(|s| a.wrapping_sub(s.address) < s.mem_size)
        else {
            return Err(CoreError::Unmapped {
                address: a,
                len: (out.len() - done) as u64,
                what: what.into(),
            });
        };
        let off = a - s.address;
        // Stop where another segment starts: it may override this one from there.
        let next_start = segments
            .iter()
            .map(|o| o.address)
            .filter(|&b| b > a)
            .min()
            .map_or(u64::MAX, |b| b - a);
        let n = ((s.mem_size - off).min(next_start) as usize).min(out.len() - done);
        let chunk = &mut out[done..done + n];
        // File bytes, then zeros past p_filesz; bytes a truncation removed are an error.
        let file_part = s.file_size.saturating_sub(off).min(n as u64) as usize;
        if file_part > 0 && off + (file_part as u64) > s.present {
            return Err(CoreError::Truncated {
                what: format!(
                    "{what}: segment {} at {:#x} (core file truncated)",
                    s.index, s.address
                ),
                offset: s.offset + off,
                needed: file_part as u64,
                available: s.present.saturating_sub(off),
            });
        }
        let start = (s.offset + off) as usize;
        if file_part > 0 {
            chunk[..file_part].copy_from_slice(&data[start..start + file_part]);
        }
        chunk[file_part..].fill(0);
        done += n;
    }
    Ok(())
}

/// A core being written.
#[derive(Debug, Clone)]
pub struct CoreBuilder {
    machine: u16,
    os_abi: u8,
    notes: Vec<u8>,
    loads: Vec<(u64, u32, u64, Vec<u8>)>,
}

/// Appends one note record (name and descriptor padded to 4).
pub fn note_record(out: &mut Vec<u8>, name: &[u8], n_type: u32, desc: &[u8]) {
    super::put_u32(out, name.len() as u32 + 1);
    super::put_u32(out, desc.len() as u32);
    super::put_u32(out, n_type);
    out.extend_from_slice(name);
    out.push(0);
    super::pad_to(out, 4);
    out.extend_from_slice(desc);
    super::pad_to(out, 4);
}

impl CoreBuilder {
    /// A split GPU core (`EM_AMDGPU`, `ELFOSABI_AMDGPU_HSA`).
    pub fn gpu() -> CoreBuilder {
        CoreBuilder::new(EM_AMDGPU, ELFOSABI_AMDGPU_HSA)
    }

    /// A core for `machine`.
    pub fn new(machine: u16, os_abi: u8) -> CoreBuilder {
        CoreBuilder {
            machine,
            os_abi,
            notes: Vec::new(),
            loads: Vec::new(),
        }
    }

    /// Adds a note.
    pub fn note(&mut self, name: &[u8], n_type: u32, desc: &[u8]) -> &mut Self {
        note_record(&mut self.notes, name, n_type, desc);
        self
    }

    /// Adds already-encoded note records.
    pub fn raw_notes(&mut self, records: &[u8]) -> &mut Self {
        self.notes.extend_from_slice(records);
        self
    }

    /// Adds a memory segment with its bytes (`mem_size` ≥ `bytes.len()`; the rest reads as
    /// zeros).
    pub fn segment(
        &mut self,
        address: u64,
        flags: u32,
        mem_size: u64,
        bytes: Vec<u8>,
    ) -> &mut Self {
        self.loads
            .push((address, flags, mem_size.max(bytes.len() as u64), bytes));
        self
    }

    /// Bytes of the segments added so far.
    pub fn segment_bytes(&self) -> u64 {
        self.loads.iter().map(|l| l.3.len() as u64).sum()
    }

    /// The file: ELF header, program headers (the notes' `PT_NOTE` first), notes, segments
    /// (each at an 8-byte aligned offset).
    pub fn to_bytes(&self) -> Vec<u8> {
        let phnum = 1 + self.loads.len();
        let mut out = Vec::new();
        out.extend_from_slice(b"\x7fELF");
        out.extend_from_slice(&[2, 1, 1, self.os_abi, 0, 0, 0, 0, 0, 0, 0, 0]);
        out.extend_from_slice(&ET_CORE.to_le_bytes());
        out.extend_from_slice(&self.machine.to_le_bytes());
        super::put_u32(&mut out, 1);
        super::put_u64(&mut out, 0); // e_entry
        super::put_u64(&mut out, EHDR_SIZE as u64); // e_phoff
        super::put_u64(&mut out, 0); // e_shoff
        super::put_u32(&mut out, 0); // e_flags
        out.extend_from_slice(&(EHDR_SIZE as u16).to_le_bytes());
        out.extend_from_slice(&(PHDR_SIZE as u16).to_le_bytes());
        // More than 0xfffe segments would need PN_XNUM; hdb's cores stay far below.
        out.extend_from_slice(&(phnum.min(0xfffe) as u16).to_le_bytes());
        out.extend_from_slice(&[0; 6]); // e_shentsize, e_shnum, e_shstrndx
        let notes_off = (EHDR_SIZE + PHDR_SIZE * phnum) as u64;
        let mut offsets = Vec::new();
        let mut at = (notes_off + self.notes.len() as u64).next_multiple_of(8);
        for l in &self.loads {
            offsets.push(at);
            at = (at + l.3.len() as u64).next_multiple_of(8);
        }
        let phdr = |out: &mut Vec<u8>,
                    p_type: u32,
                    flags: u32,
                    off: u64,
                    vaddr: u64,
                    filesz: u64,
                    memsz: u64,
                    align: u64| {
            super::put_u32(out, p_type);
            super::put_u32(out, flags);
            for v in [off, vaddr, 0, filesz, memsz, align] {
                super::put_u64(out, v);
            }
        };
        phdr(
            &mut out,
            PT_NOTE,
            0,
            notes_off,
            0,
            self.notes.len() as u64,
            0,
            4,
        );
        for (l, off) in self.loads.iter().zip(&offsets) {
            phdr(&mut out, PT_LOAD, l.1, *off, l.0, l.3.len() as u64, l.2, 1);
        }
        out.extend_from_slice(&self.notes);
        for (l, off) in self.loads.iter().zip(&offsets) {
            out.resize(*off as usize, 0);
            out.extend_from_slice(&l.3);
        }
        out
    }
}

/// What [`merge`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MergeReport {
    /// Host notes and segments kept.
    pub host_notes: usize,
    /// Host `PT_LOAD` segments.
    pub host_segments: usize,
    /// GPU notes added.
    pub gpu_notes: usize,
    /// GPU segments added.
    pub gpu_segments: usize,
    /// GPU segments that overlap host ones (the GPU copy is read).
    pub overlaps: usize,
}

/// Joins a host core and a split GPU core into a unified core (the host's machine, every host
/// note and segment, then the GPU notes and segments), as `roccoremerge` does.
pub fn merge(host: &[u8], gpu: &[u8]) -> CoreResult<(Vec<u8>, MergeReport)> {
    let h = CoreFile::parse(host).map_err(|e| context("host core", e))?;
    let g = CoreFile::parse(gpu).map_err(|e| context("GPU core", e))?;
    g.core_state().map_err(|e| context("GPU core", e))?;
    if h.core_state().is_ok() {
        return Err(CoreError::Field {
            field: "host core".into(),
            offset: 0,
            reason: "it already has an AMDGPU core-state note (a unified core)".into(),
        });
    }
    if g.machine != EM_AMDGPU {
        return Err(CoreError::Field {
            field: "GPU core e_machine".into(),
            offset: 18,
            reason: format!("{} is not EM_AMDGPU (224)", g.machine),
        });
    }
    let mut b = CoreBuilder::new(h.machine, host[7]);
    let mut raw = Vec::new();
    for n in h.notes().iter().chain(g.notes()) {
        note_record(&mut raw, n.name, n.n_type, n.desc);
    }
    b.raw_notes(&raw);
    let mut overlaps = 0;
    for (file, core) in [(host, &h), (gpu, &g)] {
        for s in &core.segments {
            if std::ptr::eq(core, &g)
                && h.segments.iter().any(|hs| {
                    s.address < hs.address + hs.mem_size && hs.address < s.address + s.mem_size
                })
            {
                overlaps += 1;
            }
            let bytes = if s.present == 0 {
                Vec::new()
            } else {
                file[s.offset as usize..(s.offset + s.present) as usize].to_vec()
            };
            b.segment(s.address, s.flags, s.mem_size.max(s.present), bytes);
        }
    }
    Ok((
        b.to_bytes(),
        MergeReport {
            host_notes: h.notes().len(),
            host_segments: h.segments.len(),
            gpu_notes: g.notes().len(),
            gpu_segments: g.segments.len(),
            overlaps,
        },
    ))
}

fn context(what: &str, e: CoreError) -> CoreError {
    match e {
        CoreError::Field {
            field,
            offset,
            reason,
        } => CoreError::Field {
            field: format!("{what}: {field}"),
            offset,
            reason,
        },
        CoreError::Truncated {
            what: w,
            offset,
            needed,
            available,
        } => CoreError::Truncated {
            what: format!("{what}: {w}"),
            offset,
            needed,
            available,
        },
        other => CoreError::Corrupt {
            what: what.into(),
            reason: other.to_string(),
        },
    }
}

/// The core with a note `name`/`n_type` holding `desc`, in place of any note of that owner
/// and type it had (everything else as it was).
pub fn with_note(core: &[u8], name: &[u8], n_type: u32, desc: &[u8]) -> CoreResult<Vec<u8>> {
    let c = CoreFile::parse(core)?;
    let mut b = CoreBuilder::new(c.machine, core[7]);
    let mut raw = Vec::new();
    for n in c.notes() {
        if !(n.name == name && n.n_type == n_type) {
            note_record(&mut raw, n.name, n.n_type, n.desc);
        }
    }
    note_record(&mut raw, name, n_type, desc);
    b.raw_notes(&raw);
    for s in &c.segments {
        let bytes = if s.present == 0 {
            Vec::new()
        } else {
            core[s.offset as usize..(s.offset + s.present) as usize].to_vec()
        };
        b.segment(s.address, s.flags, s.mem_size.max(s.present), bytes);
    }
    Ok(b.to_bytes())
}

/// A unified core from a GPU core alone: a minimal x86-64 host core (one thread of process
/// `pid` running `program`, whose file mappings are `files`) merged with it.
pub fn unified(
    gpu: &[u8],
    pid: u32,
    program: &str,
    files: &[(u64, u64, u64, String)],
) -> CoreResult<Vec<u8>> {
    let mut host = CoreBuilder::new(EM_X86_64, 0);
    host.raw_notes(&host_notes(pid, program, files));
    merge(&host.to_bytes(), gpu).map(|(bytes, _)| bytes)
}

/// The notes of a minimal x86-64 Linux host core with one thread: `NT_PRSTATUS` (registers
/// zero), `NT_PRPSINFO` (the program's name) and `NT_FILE` (its file mappings).
pub fn host_notes(pid: u32, program: &str, files: &[(u64, u64, u64, String)]) -> Vec<u8> {
    let mut out = Vec::new();
    // struct elf_prstatus (336 bytes on x86-64): pid at 32, registers from 112.
    let mut prstatus = vec![0u8; 336];
    prstatus[32..36].copy_from_slice(&pid.to_le_bytes());
    note_record(&mut out, b"CORE", 1, &prstatus);
    // struct elf_prpsinfo (136 bytes): pr_state 0 (running), pr_sname 'R', pid at 24, pr_fname
    // at 40 (16 bytes), pr_psargs at 56 (80 bytes).
    let mut psinfo = vec![0u8; 136];
    psinfo[1] = b'R';
    psinfo[24..28].copy_from_slice(&pid.to_le_bytes());
    let fname = std::path::Path::new(program)
        .file_name()
        .map_or(program.to_string(), |f| f.to_string_lossy().into_owned());
    let n = fname.len().min(15);
    psinfo[40..40 + n].copy_from_slice(&fname.as_bytes()[..n]);
    let n = program.len().min(79);
    psinfo[56..56 + n].copy_from_slice(&program.as_bytes()[..n]);
    note_record(&mut out, b"CORE", 3, &psinfo);
    // NT_FILE: count, page size, (start, end, page offset) triples, then the names.
    let mut nt_file = Vec::new();
    super::put_u64(&mut nt_file, files.len() as u64);
    super::put_u64(&mut nt_file, 4096);
    for (start, end, page_offset, _) in files {
        for v in [*start, *end, *page_offset] {
            super::put_u64(&mut nt_file, v);
        }
    }
    for (_, _, _, name) in files {
        nt_file.extend_from_slice(name.as_bytes());
        nt_file.push(0);
    }
    note_record(&mut out, b"CORE", 0x4649_4c45, &nt_file);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<u8> {
        let mut b = CoreBuilder::gpu();
        b.note(b"AMDGPU", 33, &crate::core::KfdNote::default().to_bytes());
        b.segment(0x1000, PF_R | PF_W, 0x2000, vec![7; 0x100]);
        b.segment(0x2000, PF_R, 0x10, vec![9; 0x10]);
        b.to_bytes()
    }

    #[test]
    fn reads_back_across_segments_and_zero_fill() {
        let bytes = sample();
        let c = CoreFile::parse(&bytes).unwrap();
        assert_eq!(c.machine, EM_AMDGPU);
        assert_eq!(c.os_abi, ELFOSABI_AMDGPU_HSA);
        assert!(c.core_state().is_ok());
        let v = c.read_vec(0x10fe, 4, "test").unwrap();
        assert_eq!(v, [7, 7, 0, 0]);
        // The later segment wins where they overlap.
        assert_eq!(c.read_vec(0x1ffe, 4, "test").unwrap(), [0, 0, 9, 9]);
        assert_eq!(c.read_vec(0x2ffe, 2, "test").unwrap(), [0, 0]);
        assert!(c
            .read_vec(0x2ffe, 4, "x")
            .unwrap_err()
            .to_string()
            .contains("0x3000"));
    }

    #[test]
    fn truncations_never_panic_and_name_offsets() {
        let bytes = sample();
        for cut in 0..bytes.len() {
            match CoreFile::parse(&bytes[..cut]) {
                Ok(c) => {
                    let mut buf = [0u8; 0x100];
                    let r = c.read(0x1000, &mut buf, "t");
                    if cut < bytes.len() - 0x10 {
                        assert!(
                            r.is_err() || !c.warnings.is_empty() || cut >= bytes.len() - 0x10,
                            "cut {cut}"
                        );
                    }
                }
                Err(e) => assert!(
                    e.to_string().contains("0x") || e.to_string().contains("offset"),
                    "{e}"
                ),
            }
        }
    }

    #[test]
    fn merge_keeps_both_parts() {
        let mut host = CoreBuilder::new(EM_X86_64, 0);
        host.raw_notes(&host_notes(
            42,
            "/bin/app",
            &[(0x400000, 0x401000, 0, "/bin/app".into())],
        ));
        host.segment(0x7fff_0000, PF_R | PF_W, 0x1000, vec![1; 0x1000]);
        let host = host.to_bytes();
        let (u, r) = merge(&host, &sample()).unwrap();
        assert_eq!(
            (r.host_notes, r.gpu_notes, r.host_segments, r.gpu_segments),
            (3, 1, 1, 2)
        );
        let c = CoreFile::parse(&u).unwrap();
        assert_eq!(c.machine, EM_X86_64);
        assert!(c.core_state().is_ok());
        assert_eq!(c.read_vec(0x7fff_0000, 1, "t").unwrap(), [1]);
        assert_eq!(c.read_vec(0x1000, 1, "t").unwrap(), [7]);
        assert!(merge(&u, &sample())
            .unwrap_err()
            .to_string()
            .contains("already"));
    }
}
