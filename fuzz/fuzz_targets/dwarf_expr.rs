//! Fuzzes the DWARF expression evaluator: decoding in both encodings, evaluation under every
//! `xderef` convention against an in-memory wave, reading the result, and printing.
//!
//! The first input byte picks the encoding, convention, wave size and lane; the rest is the
//! expression. Nothing may panic, and evaluation must stay inside its operation budget.
#![no_main]

use dwarf_ext::{
    disassemble, AddrSpace, Apertures, Context, ContextError, DecodeOptions, DieRef, Encoding, Evaluator, Location,
    Options, Procedure, XderefConvention,
};
use libfuzzer_sys::fuzz_target;

struct Wave {
    lanes: u32,
    lane: u32,
}

impl Context for Wave {
    fn wave_lanes(&self) -> u32 {
        self.lanes
    }
    fn lane(&self) -> Option<u32> {
        Some(self.lane)
    }
    fn read_register(&mut self, reg: u64, offset: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        for (i, b) in buf.iter_mut().enumerate() {
            *b = (reg as u8) ^ (offset as u8).wrapping_add(i as u8);
        }
        Ok(())
    }
    fn read_memory(&mut self, space: AddrSpace, address: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        if address > 1 << 40 {
            return Err(ContextError("unmapped"));
        }
        for (i, b) in buf.iter_mut().enumerate() {
            *b = (space.0 as u8).wrapping_mul(31) ^ (address as u8).wrapping_add(i as u8);
        }
        Ok(())
    }
    fn apertures(&self) -> Option<Apertures> {
        Some(Apertures { local_base: 1 << 48, private_base: 2 << 48 })
    }
    fn frame_base(&mut self) -> Result<Location, ContextError> {
        Ok(Location::register(65))
    }
    fn cfa(&mut self) -> Result<Location, ContextError> {
        Ok(Location::memory(AddrSpace::PRIVATE_WAVE, 0x100))
    }
    fn entry_register(&mut self, reg: u64) -> Result<Location, ContextError> {
        Ok(Location::register(reg))
    }
    fn object_address(&mut self) -> Result<Location, ContextError> {
        Ok(Location::memory(AddrSpace::GLOBAL, 0x1000))
    }
    fn procedure(&mut self, die: DieRef) -> Result<Procedure, ContextError> {
        // A procedure that calls itself: the call-depth budget must stop it.
        match die {
            DieRef::Unit(0) => Ok(Procedure::Expression(vec![0x98, 0, 0].into())),
            DieRef::Unit(1) => Ok(Procedure::ConstValue(vec![1, 2, 3].into())),
            _ => Ok(Procedure::Absent),
        }
    }
    fn base_type(&mut self, die: u64) -> Result<dwarf_ext::BaseType, ContextError> {
        Ok(dwarf_ext::BaseType::unsigned((die % 17) as u8))
    }
    fn debug_addr(&mut self, index: u64) -> Result<u64, ContextError> {
        Ok(index.wrapping_mul(0x100))
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&sel, expr)) = data.split_first() else { return };
    let encoding = if sel & 1 == 0 { Encoding::UserOps } else { Encoding::Legacy };
    let xderef = match (sel >> 1) & 3 {
        0 => XderefConvention::Dwarf5,
        1 => XderefConvention::UpstreamClangLegacyClasses,
        _ => XderefConvention::UpstreamClang22,
    };
    let lanes = if sel & 8 == 0 { 64 } else { 32 };
    let mut wave = Wave { lanes, lane: u32::from(sel >> 4) % lanes };
    let decode = DecodeOptions::with_encoding(encoding);
    let options = Options { decode, xderef, max_ops: 2_000, ..Options::default() };
    let mut ev = Evaluator::new(options);
    if let Ok(entry) = ev.evaluate(&mut wave, expr) {
        let _ = ev.read(&mut wave, &entry, 64);
        let _ = entry.to_string();
    }
    assert!(ev.ops_executed() <= options.max_ops + 1);
    let _ = disassemble(expr, decode);
});
