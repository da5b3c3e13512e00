//! Evaluator benchmarks (divan): DWARF 5 expressions against gimli's `Evaluation` on the
//! same bytes, and the fork's lane-sliced VGPR and private-variable patterns for all 64
//! lanes of a wave.
//!
//! Run: `cargo bench -p dwarf-ext --bench eval`.
//!
//! Medians on the 2-core development box (shared, so ±20%), before → after the fast path
//! (generic-value operations dispatched on the opcode byte and applied on the stack in place;
//! `DW_OP_breg*` reading the register without building a location; byte-aligned
//! default-space `deref` reading memory directly):
//!
//! | bench | gimli | hdb before | hdb after |
//! |---|---|---|---|
//! | arith (8 ops) | 128–163 ns | 310 ns | 97–130 ns |
//! | loop10 (42 ops executed) | 317–357 ns | 1.34 µs | 284–342 ns |
//! | fbreg | 52–67 ns | 56 ns | 54–60 ns |
//! | breg_deref | 82–102 ns | 219 ns | 148–187 ns (still ~1.8× gimli) |
//! | pieces | 51–66 ns | 191 ns | 185–205 ns (still ~3×: two allocations per composite) |
//! | fork VGPR lane slice, 64 lanes | — | 13.8 µs | 10.4–11.8 µs |
//! | fork private variable, 64 lanes | — | 27.8 µs | 19.0–21.2 µs (goal < 20 µs) |

use std::hint::black_box;

use dwarf_ext::{
    text, AddrSpace, Context, ContextError, DecodeOptions, Evaluator, Location, Options,
};

fn main() {
    divan::main();
}

/// A wave64 with v0/v1 (lane i = i), s0..s63 (= n), PC, and 64 KiB of every memory space.
struct Wave {
    lane: u32,
    vgpr: [u8; 256],
    mem: Vec<u8>,
}

impl Wave {
    fn new() -> Wave {
        let mut vgpr = [0u8; 256];
        for l in 0..64 {
            vgpr[l * 4..l * 4 + 4].copy_from_slice(&(l as u32).to_le_bytes());
        }
        Wave {
            lane: 0,
            vgpr,
            mem: (0..65536u32).map(|i| i as u8).collect(),
        }
    }
}

impl Context for Wave {
    fn wave_lanes(&self) -> u32 {
        64
    }
    fn lane(&self) -> Option<u32> {
        Some(self.lane)
    }
    fn read_register(&mut self, reg: u64, offset: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        let o = offset as usize;
        match reg {
            2560 | 2561 => buf.copy_from_slice(
                self.vgpr
                    .get(o..o + buf.len())
                    .ok_or(ContextError("range"))?,
            ),
            16 => buf.copy_from_slice(&0x1000u64.to_le_bytes()[o..o + buf.len()]),
            32..=95 => {
                buf.copy_from_slice(&((reg - 32) as u32 * 0x40).to_le_bytes()[o..o + buf.len()])
            }
            _ => return Err(ContextError("no register")),
        }
        Ok(())
    }
    fn read_memory(
        &mut self,
        _space: AddrSpace,
        address: u64,
        buf: &mut [u8],
    ) -> Result<(), ContextError> {
        let a = (address & 0xffff) as usize;
        let src = self
            .mem
            .get(a..a + buf.len())
            .ok_or(ContextError("unmapped"))?;
        buf.copy_from_slice(src);
        Ok(())
    }
    fn frame_base(&mut self) -> Result<Location, ContextError> {
        Ok(Location::memory(AddrSpace::GLOBAL, 0x100))
    }
}

const STANDARD: &[(&str, &str)] = &[
    ("arith", "DW_OP_lit5, DW_OP_lit3, DW_OP_plus, DW_OP_const1u 7, DW_OP_mul, DW_OP_lit2, DW_OP_shl, DW_OP_stack_value"),
    ("breg_deref", "DW_OP_breg16 +8, DW_OP_deref_size 4, DW_OP_plus_uconst 16, DW_OP_stack_value"),
    ("pieces", "DW_OP_regx 62, DW_OP_piece 4, DW_OP_regx 63, DW_OP_piece 4"),
    ("fbreg", "DW_OP_fbreg -16"),
    ("loop10", "DW_OP_lit10, DW_OP_lit1, DW_OP_minus, DW_OP_dup, DW_OP_bra -6, DW_OP_stack_value"),
];

fn bytes(text: &str) -> Vec<u8> {
    text::assemble(text, &DecodeOptions::default()).unwrap()
}

fn gimli_eval(expr: &[u8]) -> usize {
    use gimli::{EvaluationResult as R, Value};
    let enc = gimli::Encoding {
        format: gimli::Format::Dwarf32,
        version: 5,
        address_size: 8,
    };
    let e = gimli::Expression(gimli::EndianSlice::new(expr, gimli::LittleEndian));
    let mut ev = e.evaluation(enc);
    let mut r = ev.evaluate().unwrap();
    loop {
        r = match r {
            R::Complete => break,
            R::RequiresRegister { register, .. } => ev
                .resume_with_register(Value::Generic(0x1000 + u64::from(register.0)))
                .unwrap(),
            R::RequiresMemory { address, .. } => ev
                .resume_with_memory(Value::Generic(address & 0xffff))
                .unwrap(),
            R::RequiresFrameBase => ev.resume_with_frame_base(0x100).unwrap(),
            other => panic!("{other:?}"),
        };
    }
    ev.result().len()
}

#[divan::bench(args = STANDARD.iter().map(|c| c.0))]
fn hdb_standard(bencher: divan::Bencher, name: &str) {
    let expr = bytes(STANDARD.iter().find(|c| c.0 == name).unwrap().1);
    let mut wave = Wave::new();
    let mut ev = Evaluator::new(Options::default());
    bencher.bench_local(|| black_box(ev.evaluate(&mut wave, black_box(&expr)).unwrap()));
}

#[divan::bench(args = STANDARD.iter().map(|c| c.0))]
fn gimli_standard(bencher: divan::Bencher, name: &str) {
    let expr = bytes(STANDARD.iter().find(|c| c.0 == name).unwrap().1);
    bencher.bench_local(|| black_box(gimli_eval(black_box(&expr))));
}

/// The fork's lane-selected VGPR value, evaluated and read (4 bytes) for all 64 lanes.
#[divan::bench]
fn fork_vgpr_lane_slice_64_lanes(bencher: divan::Bencher) {
    let expr = bytes("DW_OP_regx 2560, DW_OP_LLVM_user DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user DW_OP_LLVM_offset");
    let mut wave = Wave::new();
    let mut ev = Evaluator::new(Options::default());
    let mut out = [0u8; 4];
    bencher.bench_local(|| {
        let mut sum = 0u32;
        for lane in 0..64 {
            wave.lane = lane;
            let e = ev.evaluate(&mut wave, &expr).unwrap();
            ev.read_into(&mut wave, &e, &mut out).unwrap();
            sum = sum.wrapping_add(u32::from_le_bytes(out));
        }
        black_box(sum)
    });
}

/// The fork's private variable on a MUBUF target (wave-scaled s33, swizzled read) for all
/// 64 lanes.
#[divan::bench]
fn fork_private_variable_64_lanes(bencher: divan::Bencher) {
    let expr = bytes(
        "DW_OP_regx 65, DW_OP_deref_size 4, DW_OP_lit6, DW_OP_shr, DW_OP_constu 16, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit5, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address",
    );
    let mut wave = Wave::new();
    let mut ev = Evaluator::new(Options::default());
    let mut out = [0u8; 4];
    bencher.bench_local(|| {
        let mut sum = 0u32;
        for lane in 0..64 {
            wave.lane = lane;
            let e = ev.evaluate(&mut wave, &expr).unwrap();
            ev.read_into(&mut wave, &e, &mut out).unwrap();
            sum = sum.wrapping_add(u32::from_le_bytes(out));
        }
        black_box(sum)
    });
}
