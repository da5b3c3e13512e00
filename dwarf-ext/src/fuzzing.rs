//! The bodies of the fuzz targets `dwarf_expr` and `debug_info` (`fuzz/fuzz_targets/`), here
//! so that the targets and the test replaying their saved inputs
//! (`tests/fuzz_regressions.rs`) run the same calls and cannot drift apart. Not part of the
//! API.

use crate::debuginfo::{DebugInfo, LoadOptions, VarLocation};
use crate::{
    disassemble, AddrSpace, Apertures, Context, ContextError, DecodeOptions, DieRef, Encoding,
    Evaluator, Location, Options, Procedure, XderefConvention,
};

/// The `dwarf_expr` target: the first byte picks the encoding, `xderef` convention, wave size
/// and lane; the rest is the expression, evaluated under budgets, read, printed and
/// disassembled. Nothing may panic, and evaluation must stay inside its operation budget.
pub fn expression(data: &[u8]) {
    let Some((&sel, expr)) = data.split_first() else {
        return;
    };
    let encoding = if sel & 1 == 0 {
        Encoding::UserOps
    } else {
        Encoding::Legacy
    };
    let xderef = match (sel >> 1) & 3 {
        0 => XderefConvention::Dwarf5,
        1 => XderefConvention::UpstreamClangLegacyClasses,
        _ => XderefConvention::UpstreamClang22,
    };
    let lanes = if sel & 8 == 0 { 64 } else { 32 };
    let mut wave = Wave {
        lanes,
        lane: u32::from(sel >> 4) % lanes,
    };
    let decode = DecodeOptions::with_encoding(encoding);
    let options = Options {
        decode,
        xderef,
        max_ops: 2_000,
        ..Options::default()
    };
    let mut ev = Evaluator::new(options);
    if let Ok(entry) = ev.evaluate(&mut wave, expr) {
        let _ = ev.read(&mut wave, &entry, 64);
        let _ = entry.to_string();
        // Cloning, comparing and hashing walk every part: bounded by the part budget.
        let copy = entry.clone();
        assert_eq!(copy, entry);
    }
    assert!(ev.ops_executed() <= options.max_ops + 1);
    let _ = disassemble(expr, decode);
}

/// The `debug_info` target: arbitrary bytes as a whole `.debug_info` section under a fixed
/// `.debug_abbrev` (first byte even), or as `.debug_abbrev` under a fixed `.debug_info`
/// (odd). Every unit and DIE is walked and dumped (which decodes every exprloc and location
/// list), a few addresses are looked up, and every variable's expression is evaluated with
/// the evaluator's budgets. Nothing may panic or hang.
pub fn debug_info(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let fixed_info = info();
    let (info_bytes, abbrev): (&[u8], &[u8]) = if mode & 1 == 0 {
        (rest, ABBREV)
    } else {
        (&fixed_info, rest)
    };
    let sections = |name: &str| -> Option<&[u8]> {
        match name {
            ".debug_info" => Some(info_bytes),
            ".debug_abbrev" => Some(abbrev),
            _ => None,
        }
    };
    let processor = amdgpu::Processor::by_name(if mode & 2 == 0 { "gfx90a" } else { "gfx1100" });
    let Ok(di) = DebugInfo::load(
        sections,
        LoadOptions {
            processor,
            ..LoadOptions::default()
        },
    ) else {
        return;
    };
    let (units, _) = crate::dump::dump(&di);
    let _ = crate::dump::to_text(&units);
    for pc in [0u64, 0x1000, 0x1010, 0x10ff] {
        if let Ok(Some(at)) = di.lookup(pc) {
            for v in &at.variables {
                if let VarLocation::Expressions(es) = &v.location {
                    for (_, e) in es {
                        let _ = di.deviations(&at, e);
                    }
                }
            }
        }
    }
}

/// A wave for [`expression`]: registers and memory hold a pattern of their address, and
/// procedure 0 calls itself (the call-depth budget must stop it).
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
    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        buf: &mut [u8],
    ) -> Result<(), ContextError> {
        if address > 1 << 40 {
            return Err(ContextError("unmapped"));
        }
        for (i, b) in buf.iter_mut().enumerate() {
            *b = (space.0 as u8).wrapping_mul(31) ^ (address as u8).wrapping_add(i as u8);
        }
        Ok(())
    }
    fn apertures(&self) -> Option<Apertures> {
        Some(Apertures {
            local_base: 1 << 48,
            private_base: 2 << 48,
        })
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
    fn base_type(&mut self, die: u64) -> Result<crate::BaseType, ContextError> {
        Ok(crate::BaseType::unsigned((die % 17) as u8))
    }
    fn debug_addr(&mut self, index: u64) -> Result<u64, ContextError> {
        Ok(index.wrapping_mul(0x100))
    }
}

/// Abbreviations: 1 compile_unit (producer string, name string, low_pc addr, high_pc data4,
/// children); 2 subprogram (name string, low_pc addr, high_pc data4, frame_base exprloc,
/// children); 3 variable (name string, location exprloc, type ref4); 4 base_type (name
/// string, byte_size data1, encoding data1); 5 variable (name string, location
/// sec_offset, type ref4); 6 lexical_block (ranges sec_offset, children).
pub const ABBREV: &[u8] = &[
    1, 0x11, 1, 0x25, 0x08, 0x03, 0x08, 0x11, 0x01, 0x12, 0x06, 0, 0, //
    2, 0x2e, 1, 0x03, 0x08, 0x11, 0x01, 0x12, 0x06, 0x40, 0x18, 0, 0, //
    3, 0x34, 0, 0x03, 0x08, 0x02, 0x18, 0x49, 0x13, 0, 0, //
    4, 0x24, 0, 0x03, 0x08, 0x0b, 0x0b, 0x3e, 0x0b, 0, 0, //
    5, 0x34, 0, 0x03, 0x08, 0x02, 0x17, 0x49, 0x13, 0, 0, //
    6, 0x0b, 1, 0x55, 0x17, 0, 0, //
    0,
];

/// A DWARF 5 unit using [`ABBREV`]: a kernel with a lane-sliced VGPR variable and an
/// upstream-clang private variable (also the reader tests' fixture).
pub fn info() -> Vec<u8> {
    let mut b = vec![0, 0, 0, 0, 5, 0, 1, 8, 0, 0, 0, 0]; // length, v5, DW_UT_compile, addr 8, abbrev 0
    b.push(1);
    b.extend_from_slice(b"clang version 19.1.7\0f.cl\0");
    b.extend_from_slice(&0x1000u64.to_le_bytes());
    b.extend_from_slice(&0x100u32.to_le_bytes());
    b.push(2);
    b.extend_from_slice(b"k\0");
    b.extend_from_slice(&0x1000u64.to_le_bytes());
    b.extend_from_slice(&0x100u32.to_le_bytes());
    b.extend_from_slice(&[2, 0x90, 0x41]); // frame_base: regx 65
    let mut patches = Vec::new();
    b.push(3);
    b.extend_from_slice(b"x\0");
    // regx v0, LLVM_user push_lane, lit4, mul, LLVM_user offset
    b.extend_from_slice(&[9, 0x90, 0x80, 0x14, 0xe9, 0x03, 0x34, 0x1e, 0xe9, 0x04]);
    patches.push(b.len());
    b.extend_from_slice(&[0; 4]);
    b.push(3);
    b.extend_from_slice(b"p\0");
    b.extend_from_slice(&[5, 0x91, 0x10, 0x31, 0x16, 0x18]); // fbreg 16, lit1, swap, xderef
    patches.push(b.len());
    b.extend_from_slice(&[0; 4]);
    b.push(0);
    let int_at = b.len() as u32;
    b.push(4);
    b.extend_from_slice(b"int\0");
    b.extend_from_slice(&[4, 5]);
    b.push(0);
    for p in patches {
        b[p..p + 4].copy_from_slice(&int_at.to_le_bytes());
    }
    let len = (b.len() - 4) as u32;
    b[..4].copy_from_slice(&len.to_le_bytes());
    b
}
