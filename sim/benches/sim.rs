//! Simulator throughput: wave-instructions per second on real corpus kernels.
//!
//! Each benchmark runs one whole dispatch; the counter is the dispatch's wave-instruction
//! count, so divan reports wave-instructions per second ("items/s"). Lane-operations per
//! second are that times the wave size for fully active ALU code.

use sim::{Launch, LaunchArg, Simulator};

fn main() {
    divan::main();
}

fn corpus(path: &str) -> Vec<u8> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    std::fs::read(root.join(path)).expect("corpus file")
}

fn divergence(n: u32) -> Launch {
    let input: Vec<u8> = (0..n)
        .flat_map(|i| (i * 7919 % 5000).to_le_bytes())
        .collect();
    let table: Vec<u8> = (0..10u32).flat_map(|i| (i * 3).to_le_bytes()).collect();
    Launch {
        kernel: "divergent_loops_collatz".into(),
        grid: [n, 1, 1],
        block: [64, 1, 1],
        args: vec![
            LaunchArg::Buffer(input),
            LaunchArg::Buffer(table),
            LaunchArg::Value(10i32.to_le_bytes().to_vec()),
            LaunchArg::Buffer(vec![0; 12 * n as usize]),
        ],
        recorded: None,
    }
}

fn bench(bencher: divan::Bencher, path: &str, launch: &Launch) {
    let bytes = corpus(path);
    let count = {
        let mut s = Simulator::new(&bytes, launch).unwrap();
        assert_eq!(s.run_to_end(), sim::RunEnd::Completed);
        s.stats().wave_instructions
    };
    bencher
        .counter(divan::counter::ItemsCount::new(count))
        .bench(|| {
            let mut s = Simulator::new(&bytes, launch).unwrap();
            s.run_to_end()
        });
}

/// Collatz loops, wave64 (gfx90a, -O2): mostly VALU/SALU with divergence.
#[divan::bench(sample_count = 10)]
fn collatz_gfx90a_o2(bencher: divan::Bencher) {
    bench(
        bencher,
        "clang19/gfx90a/divergence-O2.hsaco",
        &divergence(4096),
    );
}

/// Collatz loops, wave32 (gfx1100, -O2).
#[divan::bench(sample_count = 10)]
fn collatz_gfx1100_o2(bencher: divan::Bencher) {
    bench(
        bencher,
        "clang19/gfx1100/divergence-O2.hsaco",
        &divergence(4096),
    );
}

/// Collatz loops, wave64, -O0: scratch spills through MUBUF and lane spills.
#[divan::bench(sample_count = 10)]
fn collatz_gfx90a_o0(bencher: divan::Bencher) {
    bench(
        bencher,
        "clang19/gfx90a/divergence-O0.hsaco",
        &divergence(1024),
    );
}

/// The ALU loop of `bench/sim/alu_loop.cl` (clang-22 -O2): `n` work-items, `iters` iterations
/// each, in blocks of 256.
fn alu_loop(n: u32, iters: i32) -> Launch {
    Launch {
        kernel: "alu_loop".into(),
        grid: [n, 1, 1],
        block: [256, 1, 1],
        args: vec![
            LaunchArg::Value(iters.to_le_bytes().to_vec()),
            LaunchArg::Buffer(vec![0; 8 * n as usize]),
        ],
        recorded: None,
    }
}

/// ALU loop, wave64 (gfx90a): LCG, rotates, `v_mad_u64_u32`, f32 multiply-adds; uniform
/// control flow. 1024 work-items × 500 iterations (the whole-process run in `bench/sim.sh`
/// is 16,384 × 2000).
#[divan::bench(sample_count = 10)]
fn alu_loop_gfx90a(bencher: divan::Bencher) {
    bench(
        bencher,
        "../bench/sim/alu_loop-gfx90a-O2.hsaco",
        &alu_loop(1024, 500),
    );
}

/// ALU loop, wave32 (gfx1100).
#[divan::bench(sample_count = 10)]
fn alu_loop_gfx1100(bencher: divan::Bencher) {
    bench(
        bencher,
        "../bench/sim/alu_loop-gfx1100-O2.hsaco",
        &alu_loop(1024, 500),
    );
}
