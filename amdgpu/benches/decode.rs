//! Decoder throughput (divan): every instruction of the largest `.text` in the corpus
//! (`clang22/gfx1200/private_array-O2.hsaco`, 23,680 bytes, 3,642 instructions), decoded alone
//! and decoded then printed as `llvm-objdump` text, in instructions per second.
//!
//! Run: `cargo bench -p amdgpu --bench decode`. The whole-process comparison with
//! `llvm-objdump-19` is `bench/disasm.sh`; numbers and method: `BENCHMARKS.md`, section
//! "Decoder (amdgpu::decode)".

use std::hint::black_box;

use amdgpu::decode::Decoder;
use amdgpu::WaveSize;
use divan::counter::ItemsCount;
use divan::Bencher;

const FILE: &str = "../corpus/clang22/gfx1200/private_array-O2.hsaco";

fn main() {
    divan::main();
}

/// The bytes of every executable section of an ELF64 file (a minimal reader: the bench
/// should not depend on `codeobj`).
fn text(path: &str) -> Vec<u8> {
    let f = std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .expect("corpus file");
    let u16_at = |o: usize| u16::from_le_bytes([f[o], f[o + 1]]) as usize;
    let u64_at = |o: usize| u64::from_le_bytes(f[o..o + 8].try_into().unwrap()) as usize;
    let (shoff, shentsize, shnum) = (u64_at(0x28), u16_at(0x3a), u16_at(0x3c));
    let mut out = Vec::new();
    for i in 0..shnum {
        let h = shoff + i * shentsize;
        let flags = u64_at(h + 8);
        const SHF_EXECINSTR: usize = 4;
        if flags & SHF_EXECINSTR != 0 {
            let (off, size) = (u64_at(h + 0x18), u64_at(h + 0x20));
            out.extend_from_slice(&f[off..off + size]);
        }
    }
    out
}

fn setup() -> (Decoder, Vec<u8>, usize) {
    let d = Decoder::for_target("gfx1200", WaveSize::Wave32).unwrap();
    let code = text(FILE);
    let mut n = 0;
    let mut pc = 0;
    while pc < code.len() {
        pc += d.decode(&code[pc..]).len().max(1);
        n += 1;
    }
    (d, code, n)
}

#[divan::bench]
fn decode_only(b: Bencher) {
    let (d, code, n) = setup();
    b.counter(ItemsCount::new(n)).bench(|| {
        let mut pc = 0;
        let mut valid = 0usize;
        while pc < code.len() {
            let inst = d.decode(black_box(&code[pc..]));
            valid += inst.is_valid() as usize;
            pc += inst.len().max(1);
        }
        valid
    });
}

#[divan::bench]
fn decode_and_format(b: Bencher) {
    let (d, code, n) = setup();
    let mut s = String::with_capacity(64 * n);
    b.counter(ItemsCount::new(n)).bench_local(|| {
        s.clear();
        let mut pc = 0;
        while pc < code.len() {
            let inst = d.decode(black_box(&code[pc..]));
            inst.write_text(&mut s);
            s.push('\n');
            pc += inst.len().max(1);
        }
        s.len()
    });
}
