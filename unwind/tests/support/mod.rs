//! A fake wave (registers and private_wave memory in maps) and code objects from the corpus.
#![allow(dead_code)]

use std::collections::HashMap;
use std::path::PathBuf;

use dwarf_ext::AddrSpace;
use unwind::{Code, FrameSection, Function, SectionKind, StateError, WaveSource};

/// A wave whose registers and memory are whatever the test put there.
#[derive(Debug, Clone, Default)]
pub struct FakeWave {
    pub lanes: u32,
    pub regs: HashMap<u64, Vec<u8>>,
    /// private_wave bytes (dense from 0), and which were written.
    pub scratch: Vec<u8>,
    pub mapped: Vec<bool>,
    pub reads: usize,
}

impl FakeWave {
    pub fn new(lanes: u32) -> FakeWave {
        FakeWave {
            lanes,
            ..FakeWave::default()
        }
    }
    pub fn vgpr_base(&self) -> u64 {
        if self.lanes == 32 {
            1536
        } else {
            2560
        }
    }
    pub fn exec_reg(&self) -> u64 {
        if self.lanes == 32 {
            1
        } else {
            17
        }
    }
    pub fn set_pc(&mut self, pc: u64) {
        self.regs.insert(16, pc.to_le_bytes().to_vec());
    }
    pub fn set_sgpr(&mut self, n: u64, v: u32) {
        self.regs.insert(32 + n, v.to_le_bytes().to_vec());
    }
    pub fn set_exec(&mut self, v: u64) {
        let bytes = self.lanes as usize / 8;
        let r = self.exec_reg();
        self.regs.insert(r, v.to_le_bytes()[..bytes].to_vec());
    }
    pub fn set_vgpr(&mut self, n: u64, f: impl Fn(u32) -> u32) {
        let mut b = Vec::new();
        for l in 0..self.lanes {
            b.extend_from_slice(&f(l).to_le_bytes());
        }
        let r = self.vgpr_base() + n;
        self.regs.insert(r, b);
    }
    pub fn set_lane(&mut self, n: u64, lane: u32, v: u32) {
        let r = self.vgpr_base() + n;
        let lanes = self.lanes as usize;
        let e = self.regs.entry(r).or_insert_with(|| vec![0; lanes * 4]);
        e[lane as usize * 4..lane as usize * 4 + 4].copy_from_slice(&v.to_le_bytes());
    }
    pub fn write(&mut self, addr: u64, bytes: &[u8]) {
        let end = addr as usize + bytes.len();
        if self.scratch.len() < end {
            self.scratch.resize(end, 0);
            self.mapped.resize(end, false);
        }
        self.scratch[addr as usize..end].copy_from_slice(bytes);
        self.mapped[addr as usize..end].fill(true);
    }
    /// Writes a whole-wave VGPR image (lane n's dword at addr + 4n).
    pub fn write_wave(&mut self, addr: u64, f: impl Fn(u32) -> u32) {
        for l in 0..self.lanes {
            self.write(addr + 4 * u64::from(l), &f(l).to_le_bytes());
        }
    }
}

impl WaveSource for FakeWave {
    fn lanes(&self) -> u32 {
        self.lanes
    }
    fn read_register(&mut self, reg: u64, out: &mut [u8]) -> Result<(), StateError> {
        self.reads += 1;
        match self.regs.get(&reg) {
            Some(v) if v.len() == out.len() => {
                out.copy_from_slice(v);
                Ok(())
            }
            Some(_) => Err(StateError(format!("register {reg}: wrong size"))),
            None => {
                // Unset registers read as zero.
                out.fill(0);
                Ok(())
            }
        }
    }
    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        out: &mut [u8],
    ) -> Result<(), StateError> {
        if space != AddrSpace::PRIVATE_WAVE {
            return Err(StateError(format!("no {space} memory")));
        }
        let unmapped = || StateError(format!("private_wave#{address:#x} unmapped"));
        let start = usize::try_from(address).map_err(|_| unmapped())?;
        let end = start.checked_add(out.len()).ok_or_else(unmapped)?;
        match (self.scratch.get(start..end), self.mapped.get(start..end)) {
            (Some(b), Some(m)) if m.iter().all(|&x| x) => {
                out.copy_from_slice(b);
                Ok(())
            }
            _ => Err(unmapped()),
        }
    }
}

pub fn corpus(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(path)
}

/// A linked code object's bytes, leaked so `Code` can borrow them for the test's life.
pub fn load(path: &str) -> &'static [u8] {
    let data = std::fs::read(corpus(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    Box::leak(data.into_boxed_slice())
}

/// The unwinder's view of a code object, loaded at `bias`.
pub fn code(path: &str, bias: u64) -> Code<'static> {
    let data = load(path);
    let co: &'static codeobj::CodeObject<'static> =
        Box::leak(Box::new(codeobj::CodeObject::parse(data).unwrap()));
    let processor = co.target_id().unwrap().processor;
    let frame = codeobj::reloc::relocated_section(co, ".debug_frame")
        .ok()
        .map(|d| {
            let d: &'static [u8] = match d {
                std::borrow::Cow::Borrowed(b) => b,
                std::borrow::Cow::Owned(v) => Box::leak(v.into_boxed_slice()),
            };
            FrameSection::new(d, SectionKind::DebugFrame)
        });
    let text = co
        .sections()
        .iter()
        .filter(|s| s.is_executable())
        .map(|s| (s.address, s.data))
        .collect();
    let functions = co
        .functions()
        .iter()
        .map(|f| Function {
            name: f.name.to_string(),
            start: f.address,
            end: f.address + f.size,
            is_kernel: f.is_kernel,
        })
        .collect();
    Code::new(path, processor, bias, frame, text, functions)
}

/// A function's start and end in a code object (ELF addresses).
pub fn function(code: &Code<'_>, name: &str) -> (u64, u64) {
    let f = code
        .functions
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function {name}"));
    (f.start, f.end)
}

/// The address of the first instruction at or after `from` whose text starts with
/// `prefix`, and its length.
pub fn find_inst(code: &Code<'_>, from: u64, to: u64, prefix: &str) -> (u64, u64) {
    let wave = code.processor.default_wave_size().unwrap();
    let d = amdgpu::decode::Decoder::for_target(code.processor.name, wave).unwrap();
    let mut a = from;
    while a < to {
        let bytes = code
            .text
            .iter()
            .find_map(|(s, b)| (a >= *s && a < s + b.len() as u64).then(|| &b[(a - s) as usize..]))
            .unwrap();
        let i = d.decode(bytes);
        if i.text().starts_with(prefix) {
            return (a, i.len() as u64);
        }
        a += i.len() as u64;
    }
    panic!("no `{prefix}` in {from:#x}..{to:#x}");
}
