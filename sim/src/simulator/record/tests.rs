//! Going back in a recorded dispatch gives, bit for bit, the registers, LDS and memory a
//! fresh run had at the same instruction.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::Path;

use amdgpu::target::{
    Breakpoints, Event, Replay, ResumeMode, RunControl, Wait, WatchScope, WaveId,
};

use crate::launch::LaunchFile;
use crate::simulator::Simulator;
use crate::wave::RunState;

fn simulator(launch: &str) -> Simulator {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/launch");
    let file = LaunchFile::read(&dir.join(launch)).expect("launch file");
    let code = std::fs::read(dir.join(&file.code_object)).expect("code object");
    let mut sim = Simulator::new(&code, &file.launch()).expect("simulator");
    sim.set_debugger_attached(true);
    sim
}

/// A small deterministic generator (the tests must not depend on a seed from outside).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

/// Drives a dispatch as a debugger would: a few breakpoints, then each stopped wave is
/// continued or single-stepped at random, until the dispatch ends or `stop` says so.
/// Returns the clock at the end.
fn drive(sim: &mut Simulator, seed: u64, stop: impl Fn(&Simulator) -> bool) -> u64 {
    let mut rng = Lcg(seed);
    let starts = instruction_starts(sim);
    for _ in 0..3 {
        let a = starts[rng.next() as usize % starts.len()];
        let _ = sim.insert_breakpoint(a);
    }
    loop {
        let stopped: Vec<WaveId> = sim
            .waves
            .iter()
            .flatten()
            .filter(|w| matches!(w.state, RunState::Stopped(_)))
            .map(|w| w.id)
            .collect();
        for w in stopped {
            let mode = if rng.next().is_multiple_of(3) {
                ResumeMode::Step
            } else {
                ResumeMode::Continue
            };
            sim.resume(w, mode).expect("resume");
        }
        let e = sim.wait(Wait::Block).expect("wait");
        if stop(sim) {
            break;
        }
        match e {
            None | Some(Event::DispatchCompleted { .. }) => break,
            Some(_) => {}
        }
        while let Ok(Some(_)) = sim.wait(Wait::Poll) {}
    }
    sim.stats.wave_instructions
}

/// Where the kernel's instructions start (a breakpoint inside one would change the program).
fn instruction_starts(sim: &Simulator) -> Vec<u64> {
    let mut pcs = Vec::new();
    let mut pc = sim.setup.entry;
    while pc + 4 <= sim.code_end && pcs.len() < 4096 {
        let mut b = [0u8; 12];
        let n = (sim.code_end - pc).min(12) as usize;
        if sim.mem.read(pc, &mut b[..n]).is_err() {
            break;
        }
        let i = sim.decoder.decode(&b[..n]);
        pcs.push(pc);
        pc += i.len().max(4) as u64;
    }
    pcs
}

/// The architectural state: every wave's registers, every work-group's LDS, global memory.
fn state_hash(sim: &Simulator) -> u64 {
    let mut h = DefaultHasher::new();
    for w in sim.waves.iter().flatten() {
        (w.id.0, w.pc, w.exec, w.vcc, w.scc, w.m0).hash(&mut h);
        w.sgpr.hash(&mut h);
        w.vgpr.hash(&mut h);
        w.agpr.hash(&mut h);
    }
    for g in sim.groups.iter().filter(|g| g.live) {
        let mut b = vec![0u8; g.lds.len()];
        g.lds.read(0, &mut b);
        b.hash(&mut h);
    }
    for (base, size, kind, pages) in sim.mem.touched() {
        // Code holds the debugger's present breakpoints, whatever the time.
        if *kind == crate::memory::RegionKind::Code {
            continue;
        }
        (base, size).hash(&mut h);
        for (off, bytes) in pages {
            off.hash(&mut h);
            bytes.hash(&mut h);
        }
    }
    h.finish()
}

/// A fresh run, driven the same way, stopped before instruction `time`.
fn fresh(launch: &str, seed: u64, time: u64) -> u64 {
    let mut sim = simulator(launch);
    sim.set_stop_at(Some(time));
    drive(&mut sim, seed, |s| s.reached.is_some());
    assert_eq!(
        sim.stats.wave_instructions, time,
        "{launch}: the fresh run reached {time}"
    );
    state_hash(&sim)
}

fn back_and_forth(launch: &str, seed: u64) {
    let mut sim = simulator(launch);
    sim.start_recording(None).expect("record");
    let end = drive(&mut sim, seed, |_| false);
    assert!(end > 100, "{launch}: {end} instructions");
    let at_end = state_hash(&sim);
    let mut rng = Lcg(seed ^ 0x5eed);
    for _ in 0..4 {
        let t = rng.next() % end;
        let back = 1 + rng.next() % 200.min(t.max(1));
        let expected = fresh(launch, seed, t);
        sim.goto(t).expect("goto");
        assert_eq!(sim.stats.wave_instructions, t);
        assert_eq!(state_hash(&sim), expected, "{launch}: at {t}");
        sim.goto(t.saturating_sub(back)).expect("back");
        assert_eq!(
            state_hash(&sim),
            fresh(launch, seed, t.saturating_sub(back)),
            "{launch}: {back} before {t}"
        );
        sim.goto(t).expect("forward");
        assert_eq!(state_hash(&sim), expected, "{launch}: forward again to {t}");
    }
    sim.goto(end).expect("end");
    assert_eq!(state_hash(&sim), at_end, "{launch}: back at the end");
}

#[test]
fn divergence_wave64() {
    back_and_forth("divergence.json", 1);
}

#[test]
fn barriers_and_lds_wave32() {
    back_and_forth("wg_scan.json", 2);
}

#[test]
fn lds_reduce() {
    back_and_forth("lds_reduce.json", 3);
}

#[test]
fn calls_and_recursion() {
    back_and_forth("recursion.json", 4);
    back_and_forth("call_chain.json", 5);
}

#[test]
fn private_memory() {
    back_and_forth("private_array.json", 6);
}

/// Snapshots beyond the first are taken while a wait runs; a long free run crosses several.
#[test]
fn across_snapshots() {
    let mut sim = simulator("wg_scan.json");
    sim.start_recording(None).expect("record");
    sim.recording.as_mut().expect("on").interval = 700;
    let end = drive(&mut sim, 7, |_| false);
    let snaps = sim.record_status().expect("status").snapshots;
    assert!(snaps > 10, "{snaps} snapshots");
    for t in [end / 3, end / 2, end / 2 - 350, end - 1] {
        let expected = fresh("wg_scan.json", 7, t);
        sim.goto(t).expect("goto");
        assert_eq!(
            state_hash(&sim),
            expected,
            "at {t} of {end} ({snaps} snapshots)"
        );
    }
}

/// Running on live from a point in the past makes a new future that ends as a fresh run
/// does; the history before that point stays.
#[test]
fn live_from_the_past() {
    let mut sim = simulator("lds_reduce.json");
    sim.start_recording(None).expect("record");
    let end = drive(&mut sim, 8, |_| false);
    let final_memory = state_hash(&sim);
    sim.goto(end / 2).expect("goto");
    let new_end = drive(&mut sim, 9, |_| false);
    assert_eq!(new_end, end, "the same work");
    assert_eq!(sim.record_status().expect("status").end, end);
    let _ = final_memory;
    let t = end / 4;
    let expected = fresh("lds_reduce.json", 8, t);
    sim.goto(t).expect("goto");
    assert_eq!(state_hash(&sim), expected);
}

#[test]
fn budget_drops_old_history() {
    let mut sim = simulator("wg_scan.json");
    sim.start_recording(Some(1)).expect("record");
    sim.recording.as_mut().expect("on").interval = 700;
    let end = drive(&mut sim, 7, |_| false);
    let st = sim.record_status().expect("status");
    assert!(st.dropped && st.snapshots == 1 && st.oldest > 0, "{st:?}");
    assert!(sim.goto(0).is_err());
    let expected = fresh("wg_scan.json", 7, st.oldest);
    sim.goto(st.oldest).expect("the oldest kept point");
    assert_eq!(state_hash(&sim), expected);
    assert!(end > st.oldest);
    // The log read in pieces is the log read one by one; nothing before the oldest point.
    let mut piece = Vec::new();
    for (from, to) in [
        (st.oldest, end),
        (st.oldest + 5, st.oldest + 9),
        (end - 3, end + 50),
    ] {
        sim.executed_range(from, to, &mut piece);
        let one_by_one: Vec<_> = (from..to).map_while(|t| sim.executed(t)).collect();
        assert_eq!(piece, one_by_one, "{from}..{to}");
        assert_eq!(piece.len() as u64, to.min(end) - from);
    }
    sim.executed_range(0, st.oldest + 3, &mut piece);
    assert_eq!(piece, Vec::new(), "before the log");
}

/// What recording costs and how fast going back is, on a scan of 51 200 work-items
/// (400 work-groups of 128, wave32, barriers and LDS): `cargo test --release -p sim --lib
/// record::tests::cost -- --ignored --nocapture`. The numbers are in BENCHMARKS.md.
#[test]
#[ignore = "a measurement; run in release"]
fn cost() {
    use crate::launch::{Launch, LaunchArg};
    use std::time::Instant;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/launch");
    let file = LaunchFile::read(&dir.join("wg_scan.json")).expect("launch file");
    let code = std::fs::read(dir.join(&file.code_object)).expect("code object");
    let n: u32 = 128 * 400;
    let ints = |v: Vec<i32>| LaunchArg::Buffer(v.iter().flat_map(|x| x.to_le_bytes()).collect());
    let launch = Launch {
        kernel: "wg_scan".into(),
        grid: [n, 1, 1],
        block: [128, 1, 1],
        args: vec![
            ints((0..n as i32).map(|i| i % 101 - 50).collect()),
            ints(vec![-1; n as usize]),
            ints(vec![-1; n as usize / 128]),
            LaunchArg::Value(n.to_le_bytes().to_vec()),
        ],
        recorded: None,
    };
    let run = |record: bool| {
        let mut sim = Simulator::new(&code, &launch).expect("simulator");
        sim.set_debugger_attached(true);
        sim.set_jobs(1);
        if record {
            sim.start_recording(None).expect("record");
        }
        let t = Instant::now();
        loop {
            let stopped: Vec<WaveId> = sim
                .waves
                .iter()
                .flatten()
                .filter(|w| matches!(w.state, RunState::Stopped(_)))
                .map(|w| w.id)
                .collect();
            for w in stopped {
                sim.resume(w, ResumeMode::Continue).expect("resume");
            }
            match sim.wait(Wait::Block) {
                Ok(Some(Event::DispatchCompleted { .. })) | Ok(None) | Err(_) => break,
                Ok(Some(_)) => {}
            }
        }
        (t.elapsed(), sim)
    };
    let (plain, _) = run(false);
    let (recorded, mut sim) = run(true);
    let st = sim.record_status().expect("status");
    let m = st.end as f64 / 1e6;
    println!(
        "{:.1} M wave-instructions: {:.0} ms live, {:.0} ms recorded ({:.2}x); {} snapshots, {:.1} MiB ({:.1} MiB per million)",
        m,
        plain.as_secs_f64() * 1e3,
        recorded.as_secs_f64() * 1e3,
        recorded.as_secs_f64() / plain.as_secs_f64(),
        st.snapshots,
        st.bytes as f64 / (1 << 20) as f64,
        st.bytes as f64 / (1 << 20) as f64 / m
    );
    // Just before an instruction, and the point farthest from a snapshot (the most a
    // step back replays).
    let snaps: Vec<u64> = sim
        .recording
        .as_ref()
        .map(|r| r.snapshots.iter().map(|s| s.time).collect())
        .unwrap_or_default();
    let k = snaps.len() / 2;
    let farthest = snaps.get(k + 1).map_or(st.end - 1, |t| t - 1);
    for (what, time) in [
        ("1 back", st.end - 1),
        ("1000 back", st.end - 1000),
        ("farthest from a snapshot", farthest),
    ] {
        let t = Instant::now();
        sim.goto(time).expect("goto");
        let dt = t.elapsed();
        println!(
            "goto {what} ({} after a snapshot): {:.1} ms",
            time - snaps
                .iter()
                .rev()
                .find(|&&s| s <= time)
                .copied()
                .unwrap_or(0),
            dt.as_secs_f64() * 1e3
        );
    }
}

/// The last write to a range, found by replaying the history, is the last of the writes a
/// trace of the whole run saw; the search leaves the dispatch where it was.
#[test]
fn last_write_matches_a_trace_of_the_writes() {
    let (out, len) = simulator("wg_scan.json")
        .buffers
        .iter()
        .flatten()
        .copied()
        .last()
        .expect("an output buffer");
    // The whole output (written by every wave, across snapshots); four bytes in its middle
    // (written once, by one lane).
    let ranges = [(out, len as u64), (out + ((len as u64 / 2) & !3), 4)];
    for (address, size) in ranges {
        let mut sim = simulator("wg_scan.json");
        sim.start_recording(None).expect("record");
        sim.recording.as_mut().expect("on").interval = 700;
        sim.observe(Some((WatchScope::Global, address, size)))
            .expect("observe");
        let end = drive(&mut sim, 11, |_| false);
        sim.observe(None).expect("observe");
        let trace: Vec<u64> = std::mem::take(&mut sim.recording.as_mut().expect("on").observed)
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        assert!(!trace.is_empty(), "the kernel writes {address:#x}");
        let here = state_hash(&sim);
        let mut rng = Lcg(5);
        let mut points = vec![end, end - 1, trace[0] + 1, trace[0], end / 2, 1];
        points.extend((0..6).map(|_| rng.next() % end + 1));
        for before in points {
            let expected = trace.iter().rev().find(|&&t| t < before).copied();
            let found = sim
                .last_write(WatchScope::Global, address, size, before)
                .expect("search")
                .map(|w| w.time);
            assert_eq!(found, expected, "{size} bytes, before {before} of {end}");
            assert_eq!(state_hash(&sim), here, "the dispatch is where it was");
        }
    }
}
