//! Replays `fuzz/regressions/rsp_packets/` through the fuzz target's body (the same function
//! `fuzz/fuzz_targets/rsp_packets.rs` calls); a missing or empty folder fails.

use std::path::Path;

#[test]
fn rsp_packets_regressions() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions/rsp_packets");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no inputs in {}", dir.display());
    for f in files {
        eprintln!("rsp_packets/{}", f.display());
        gdbserver::fuzzing::rsp_packets(&std::fs::read(&f).unwrap());
    }
}

/// Seeded mutations of the regressions (bytes flipped, inserted, cut), so stable Rust
/// exercises the target beyond its fixed inputs; `HDB_RSP_MUTANTS=N` runs more.
#[test]
fn rsp_packets_mutations() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions/rsp_packets");
    let mut seeds: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| std::fs::read(e.unwrap().path()).unwrap())
        .collect();
    seeds.sort();
    let n: usize = std::env::var("HDB_RSP_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for _ in 0..n {
        let mut data = seeds[(next() % seeds.len() as u64) as usize].clone();
        for _ in 0..1 + next() % 8 {
            let at = (next() % (data.len() as u64 + 1)) as usize;
            let b = next() as u8;
            match next() % 3 {
                0 if at < data.len() => data[at] = b,
                1 => data.insert(at, b),
                _ => data.truncate(at.max(1)),
            }
        }
        gdbserver::fuzzing::rsp_packets(&data);
    }
}
