//! The evaluator tests' wave: dwarf_ext's snapshot wave with registers set by ROCgdb name.
#![allow(dead_code)]

use dwarf_ext::{text, AddrSpace, Context, DecodeOptions, Encoding, Entry, Evaluator, Options};

pub use dwarf_ext::SnapshotWave as Wave;

/// Test conveniences on a snapshot wave: registers by ROCgdb name, values as integers.
pub trait WaveExt: Sized {
    fn wave64() -> Self;
    fn wave32() -> Self;
    fn with_lane(self, lane: u32) -> Self;
    /// The DWARF number of a ROCgdb register name in this wave's mode.
    fn reg(&self, name: &str) -> u64;
    /// Sets a register from little-endian bytes (zero-padded to its size).
    fn set_reg(&mut self, name: &str, value: u128) -> &mut Self;
    /// Sets a vector register's lanes (absent lanes are 0).
    fn set_lanes(&mut self, name: &str, lanes: &[u32]) -> &mut Self;
    /// Writes bytes to a raw address space.
    fn set_mem(&mut self, space: AddrSpace, addr: u64, bytes: &[u8]) -> &mut Self;
    /// Writes `bytes` at a private_lane address of `lane`, through the swizzle.
    fn set_private(&mut self, lane: u32, addr: u64, bytes: &[u8]) -> &mut Self;
}

impl WaveExt for Wave {
    fn wave64() -> Wave {
        Wave::new(64)
    }

    fn wave32() -> Wave {
        Wave::new(32)
    }

    fn with_lane(mut self, lane: u32) -> Wave {
        self.lane = Some(lane);
        self
    }

    fn reg(&self, name: &str) -> u64 {
        dwarf_ext::register_number(name, self.lanes).unwrap_or_else(|| panic!("register {name}"))
    }

    fn set_reg(&mut self, name: &str, value: u128) -> &mut Self {
        let r = self.reg(name);
        let bits = self.register_bits(r).unwrap() as usize;
        let mut b = vec![0u8; bits / 8];
        let v = value.to_le_bytes();
        let n = b.len().min(16);
        b[..n].copy_from_slice(&v[..n]);
        self.regs.insert(r, b);
        self
    }

    fn set_lanes(&mut self, name: &str, lanes: &[u32]) -> &mut Self {
        let r = self.reg(name);
        let mut b = vec![0u8; self.lanes as usize * 4];
        for (i, v) in lanes.iter().enumerate().take(self.lanes as usize) {
            b[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
        }
        self.regs.insert(r, b);
        self
    }

    fn set_mem(&mut self, space: AddrSpace, addr: u64, bytes: &[u8]) -> &mut Self {
        for (i, b) in bytes.iter().enumerate() {
            self.mem.insert((space.0, addr + i as u64), *b);
        }
        self
    }

    fn set_private(&mut self, lane: u32, addr: u64, bytes: &[u8]) -> &mut Self {
        let space = AddrSpace::private_lane_n(lane);
        self.store(space, addr, bytes).expect("private store");
        self
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
