//! Evaluator benchmarks (divan): DWARF 5 expressions against gimli's `Evaluation` on the
//! same bytes, and the fork's lane-sliced VGPR and private-variable patterns for all 64
//! lanes of a wave.
//!
//! Run: `cargo bench -p dwarf-ext --bench eval`.
//!
//! Numbers, before/after and the method: `BENCHMARKS.md`, section "DWARF expression
//! evaluator (dwarf-ext)". CPU time per evaluation on the shared 2-core box after the
//! composite result became a `Box` and three store-forwarding stalls went (gimli in
//! brackets): arith 58 ns (117), breg_deref 61 ns (93), fbreg 53 ns (54), loop10 277 ns
//! (343), pieces 48 ns (53); 64 lanes: fork VGPR lane slice 3.5 µs, fork private variable
//! 6.8 µs (goal < 20 µs).
//!
//! Instruction counts (repeatable on a noisy box): `HDB_COUNT=<case> valgrind
//! --tool=callgrind --toggle-collect='*count_one*' <this bench's binary>` runs one case 1000
//! times outside divan; see [`count`].

use std::hint::black_box;

use dwarf_ext::{
    text, AddrSpace, Context, ContextError, DecodeOptions, Evaluator, Location, Options,
};

fn main() {
    // `HDB_COUNT=<case> valgrind --tool=callgrind --toggle-collect='*count_one*' <bench binary>`
    // runs one case 1000 times outside divan, so callgrind's instruction count is
    // repeatable (and ÷1000 gives instructions per evaluation). Cases: `hdb_<name>` and
    // `gimli_<name>` for the STANDARD expressions, `fork_vgpr`, `fork_private`.
    if let Ok(case) = std::env::var("HDB_COUNT") {
        return count(&case);
    }
    divan::main();
}

fn count(case: &str) {
    // `HDB_COUNT_RUNS` changes the number of runs (for timing the loop with `time`).
    let runs: u32 = std::env::var("HDB_COUNT_RUNS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000);
    let mut wave = Wave::new();
    let mut ev = Evaluator::new(Options::default());
    let fork = |name: &str| match name {
        "fork_vgpr" => Some(FORK_VGPR),
        "fork_private" => Some(FORK_PRIVATE),
        _ => None,
    };
    if let Some(text) = fork(case) {
        let expr = bytes(text);
        for _ in 0..runs {
            black_box(count_one_wave(&mut ev, &mut wave, &expr));
        }
        return;
    }
    let (engine, name) = case.split_once('_').expect("hdb_<name> or gimli_<name>");
    let expr = bytes(
        STANDARD
            .iter()
            .find(|c| c.0 == name)
            .expect("a STANDARD case")
            .1,
    );
    for _ in 0..runs {
        match engine {
            "hdb" => count_one_hdb(&mut ev, &mut wave, &expr),
            _ => {
                black_box(count_one_gimli(&expr));
            }
        }
    }
}

/// One evaluation, the result dropped inside (as gimli's is in `gimli_eval`).
#[inline(never)]
fn count_one_hdb(ev: &mut Evaluator, wave: &mut Wave, expr: &[u8]) {
    let e = ev.evaluate(wave, black_box(expr)).unwrap();
    black_box(&e);
}

#[inline(never)]
fn count_one_gimli(expr: &[u8]) -> usize {
    gimli_eval(black_box(expr))
}

#[inline(never)]
fn count_one_wave(ev: &mut Evaluator, wave: &mut Wave, expr: &[u8]) -> u32 {
    all_lanes(ev, wave, expr)
}

/// Evaluates `expr` and reads 4 bytes of the result for each of the 64 lanes.
fn all_lanes(ev: &mut Evaluator, wave: &mut Wave, expr: &[u8]) -> u32 {
    let mut out = [0u8; 4];
    let mut sum = 0u32;
    for lane in 0..64 {
        wave.lane = lane;
        let e = ev.evaluate(wave, expr).unwrap();
        ev.read_into(wave, &e, &mut out).unwrap();
        sum = sum.wrapping_add(u32::from_le_bytes(out));
    }
    sum
}

/// The fork's lane-selected VGPR value.
const FORK_VGPR: &str = "DW_OP_regx 2560, DW_OP_LLVM_user DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user DW_OP_LLVM_offset";
/// The fork's private variable on a MUBUF target (wave-scaled s33, swizzled read).
const FORK_PRIVATE: &str = "DW_OP_regx 65, DW_OP_deref_size 4, DW_OP_lit6, DW_OP_shr, DW_OP_constu 16, DW_OP_plus, DW_OP_stack_value, DW_OP_deref_size 4, DW_OP_lit5, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address";

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

// A fixed sample size: divan's automatic one sometimes settles on 100 iterations for these
// sub-100 ns benches, and a sample then carries a cold start worth ~25 ns per iteration.
#[divan::bench(args = STANDARD.iter().map(|c| c.0), sample_size = 1000)]
fn hdb_standard(bencher: divan::Bencher, name: &str) {
    let expr = bytes(STANDARD.iter().find(|c| c.0 == name).unwrap().1);
    let mut wave = Wave::new();
    let mut ev = Evaluator::new(Options::default());
    // The result is dropped inside the timed closure, as `gimli_eval` drops its evaluation
    // (returning it would have divan store and drop it outside, and time the storing).
    bencher.bench_local(|| {
        let e = ev.evaluate(&mut wave, black_box(&expr)).unwrap();
        black_box(&e);
    });
}

#[divan::bench(args = STANDARD.iter().map(|c| c.0), sample_size = 1000)]
fn gimli_standard(bencher: divan::Bencher, name: &str) {
    let expr = bytes(STANDARD.iter().find(|c| c.0 == name).unwrap().1);
    bencher.bench_local(|| black_box(gimli_eval(black_box(&expr))));
}

/// The fork's lane-selected VGPR value, evaluated and read (4 bytes) for all 64 lanes.
#[divan::bench]
fn fork_vgpr_lane_slice_64_lanes(bencher: divan::Bencher) {
    let expr = bytes(FORK_VGPR);
    let mut wave = Wave::new();
    let mut ev = Evaluator::new(Options::default());
    bencher.bench_local(|| black_box(all_lanes(&mut ev, &mut wave, black_box(&expr))));
}

/// The fork's private variable on a MUBUF target (wave-scaled s33, swizzled read) for all
/// 64 lanes.
#[divan::bench]
fn fork_private_variable_64_lanes(bencher: divan::Bencher) {
    let expr = bytes(FORK_PRIVATE);
    let mut wave = Wave::new();
    let mut ev = Evaluator::new(Options::default());
    bencher.bench_local(|| black_box(all_lanes(&mut ev, &mut wave, black_box(&expr))));
}
