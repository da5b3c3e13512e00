//! An in-memory wave for the evaluator's tests: registers, memory of every raw address space,
//! apertures, frame base, CFA, entry registers, DWARF procedures and base types.
#![allow(dead_code)]

use std::collections::{BTreeMap, HashMap};

use dwarf_ext::{
    text, AddrSpace, Apertures, BaseType, Context, ContextError, DecodeOptions, DieRef, Encoding,
    Entry, Evaluator, Location, Options, Procedure,
};

/// The apertures `hdb eval` uses too: local at 1 << 48, private at 2 << 48.
pub const APERTURES: Apertures = Apertures {
    local_base: 1 << 48,
    private_base: 2 << 48,
};

#[derive(Debug, Clone)]
pub struct Wave {
    pub lanes: u32,
    pub lane: Option<u32>,
    pub regs: HashMap<u64, Vec<u8>>,
    pub mem: BTreeMap<(u32, u64), u8>,
    pub frame_base: Option<Location>,
    pub cfa: Option<Location>,
    pub entry: HashMap<u64, Location>,
    pub object: Option<Location>,
    pub procs: HashMap<DieRef, Procedure>,
    pub types: HashMap<u64, BaseType>,
    pub addrs: Vec<u64>,
    pub iteration: Option<u64>,
    pub register_reads: u64,
}

impl Wave {
    pub fn new(lanes: u32) -> Wave {
        Wave {
            lanes,
            lane: Some(0),
            regs: HashMap::new(),
            mem: BTreeMap::new(),
            frame_base: None,
            cfa: None,
            entry: HashMap::new(),
            object: None,
            procs: HashMap::new(),
            types: HashMap::new(),
            addrs: Vec::new(),
            iteration: None,
            register_reads: 0,
        }
    }

    pub fn wave64() -> Wave {
        Wave::new(64)
    }

    pub fn wave32() -> Wave {
        Wave::new(32)
    }

    pub fn with_lane(mut self, lane: u32) -> Wave {
        self.lane = Some(lane);
        self
    }

    /// The DWARF number of a ROCgdb register name in this wave's mode.
    pub fn reg(&self, name: &str) -> u64 {
        dwarf_ext::register_number(name, self.lanes).unwrap_or_else(|| panic!("register {name}"))
    }

    /// Sets a register from little-endian bytes (zero-padded to its size).
    pub fn set_reg(&mut self, name: &str, value: u128) -> &mut Self {
        let r = self.reg(name);
        let bits = self.register_bits(r).unwrap() as usize;
        let mut b = vec![0u8; bits / 8];
        let v = value.to_le_bytes();
        let n = b.len().min(16);
        b[..n].copy_from_slice(&v[..n]);
        self.regs.insert(r, b);
        self
    }

    /// Sets a vector register's lanes (absent lanes are 0).
    pub fn set_lanes(&mut self, name: &str, lanes: &[u32]) -> &mut Self {
        let r = self.reg(name);
        let mut b = vec![0u8; self.lanes as usize * 4];
        for (i, v) in lanes.iter().enumerate().take(self.lanes as usize) {
            b[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
        }
        self.regs.insert(r, b);
        self
    }

    pub fn set_mem(&mut self, space: AddrSpace, addr: u64, bytes: &[u8]) -> &mut Self {
        for (i, b) in bytes.iter().enumerate() {
            self.mem.insert((space.0, addr + i as u64), *b);
        }
        self
    }

    /// Writes `bytes` at a private_lane address of `lane`, through the swizzle.
    pub fn set_private(&mut self, lane: u32, addr: u64, bytes: &[u8]) -> &mut Self {
        for (i, b) in bytes.iter().enumerate() {
            let a = addr + i as u64;
            let w = (a / 4) * u64::from(self.lanes) * 4 + u64::from(lane) * 4 + a % 4;
            self.mem.insert((AddrSpace::PRIVATE_WAVE.0, w), *b);
        }
        self
    }
}

impl Context for Wave {
    fn wave_lanes(&self) -> u32 {
        self.lanes
    }

    fn lane(&self) -> Option<u32> {
        self.lane
    }

    fn iteration(&self) -> Option<u64> {
        self.iteration
    }

    fn read_register(&mut self, reg: u64, offset: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        self.register_reads += 1;
        let r = self
            .regs
            .get(&reg)
            .ok_or(ContextError("register not available"))?;
        let o = offset as usize;
        let src = r
            .get(o..o + buf.len())
            .ok_or(ContextError("register read out of range"))?;
        buf.copy_from_slice(src);
        Ok(())
    }

    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        buf: &mut [u8],
    ) -> Result<(), ContextError> {
        for (i, b) in buf.iter_mut().enumerate() {
            *b = *self
                .mem
                .get(&(space.0, address.wrapping_add(i as u64)))
                .ok_or(ContextError("memory not mapped"))?;
        }
        Ok(())
    }

    fn apertures(&self) -> Option<Apertures> {
        Some(APERTURES)
    }

    fn frame_base(&mut self) -> Result<Location, ContextError> {
        self.frame_base.clone().ok_or(ContextError("no frame base"))
    }

    fn cfa(&mut self) -> Result<Location, ContextError> {
        self.cfa.clone().ok_or(ContextError("no CFA"))
    }

    fn entry_register(&mut self, reg: u64) -> Result<Location, ContextError> {
        Ok(self
            .entry
            .get(&reg)
            .cloned()
            .unwrap_or_else(|| Location::register(reg)))
    }

    fn object_address(&mut self) -> Result<Location, ContextError> {
        self.object.clone().ok_or(ContextError("no object"))
    }

    fn procedure(&mut self, die: DieRef) -> Result<Procedure, ContextError> {
        self.procs
            .get(&die)
            .cloned()
            .ok_or(ContextError("no such DIE"))
    }

    fn base_type(&mut self, die: u64) -> Result<BaseType, ContextError> {
        self.types
            .get(&die)
            .copied()
            .ok_or(ContextError("no such base type"))
    }

    fn debug_addr(&mut self, index: u64) -> Result<u64, ContextError> {
        self.addrs
            .get(index as usize)
            .copied()
            .ok_or(ContextError("no such .debug_addr entry"))
    }
}

pub fn opts(encoding: Encoding) -> Options {
    Options {
        decode: DecodeOptions::with_encoding(encoding),
        ..Options::default()
    }
}

pub fn asm(text: &str, encoding: Encoding) -> Vec<u8> {
    text::assemble(text, &DecodeOptions::with_encoding(encoding))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Evaluates `text` (assembled for `encoding`) and returns the result and `nbytes` read from
/// it (when `nbytes > 0`).
pub fn run(
    wave: &mut Wave,
    text: &str,
    options: Options,
    nbytes: usize,
) -> Result<(Entry, Vec<u8>), dwarf_ext::Error> {
    let bytes = asm(text, options.decode.encoding);
    let mut ev = Evaluator::new(options);
    let e = ev.evaluate(wave, &bytes)?;
    let read = if nbytes > 0 {
        ev.read(wave, &e, nbytes)?
    } else {
        Vec::new()
    };
    Ok((e, read))
}

/// Substitutes `{v0}`, `{exec}`, `{s33}`… with the wave's DWARF numbers.
pub fn subst(text: &str, lanes: u32) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let j = rest[i..].find('}').expect("closing brace") + i;
        let name = &rest[i + 1..j];
        out.push_str(
            &dwarf_ext::register_number(name, lanes)
                .unwrap_or_else(|| panic!("{name}"))
                .to_string(),
        );
        rest = &rest[j + 1..];
    }
    out.push_str(rest);
    out
}
