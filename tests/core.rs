//! AMDGPU core files.
//!
//! * Round trip: for corpus kernels on GFX9 (gfx900, gfx90a, gfx942), GFX10.3 (gfx1030), GFX11
//!   (gfx1100 wave32 and wave64) and GFX12 (gfx1200), the simulator is stopped at a breakpoint
//!   (and at a fault); its state is saved with the session's `gcore` and reopened as a core.
//!   Every register of every live wave, the whole of every memory segment (code, queue and
//!   packet, kernargs, buffers, scratch), every lane's private memory and every work-group's
//!   LDS must equal the live simulator's bit for bit, and `bt`, `info locals`, `print`,
//!   `info threads` … must print the same text live and from the core.
//! * The file as other tools see it: `llvm-readelf --notes --program-headers`, and a note
//!   parser written here from the format description (anchors.md §5.2), field by field.
//! * The command line: `hdb debug … --ex gcore`, `hdb core FILE --batch`, `hdb run
//!   --core-on-trap`, `hdb core merge` (the unified core loads in gdb as an x86-64 core).
//! * Hostile cores: every truncation and thousands of corruptions end in an error naming an
//!   offset or a field, never a panic.

use std::path::{Path, PathBuf};

use crate::support;
use crate::support::{corpus, hdb, oracle};
use amdgpu::aspace::AddressSpace;
use amdgpu::target::{Lane, Target, WaveState};
use amdgpu::Register;
use codeobj::core::{CoreFile, CoreTarget, KfdNote};
use debugger::engine::CoreOpen;
use debugger::Interpreter as Session;
use serde_json::Value;
use sim::SimulatorLaunch;

/// The launch described by a corpus launch file, for another build of the same kernel.
fn launch(file: &str, code_object: &str) -> SimulatorLaunch {
    let path = corpus().join("launch").join(file);
    let j: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    let dims = |k: &str| -> [u32; 3] {
        let v: Vec<u32> = j[k]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap() as u32)
            .collect();
        [v[0], v[1], v[2]]
    };
    let elem = |ty: &str, v: &Value| -> Vec<u8> {
        match ty {
            "u32" | "i32" => (v.as_i64().unwrap() as u32).to_le_bytes().to_vec(),
            "f32" => (v.as_f64().unwrap() as f32).to_le_bytes().to_vec(),
            "u64" | "i64" => (v.as_i64().unwrap() as u64).to_le_bytes().to_vec(),
            "f64" => v.as_f64().unwrap().to_le_bytes().to_vec(),
            other => panic!("{file}: element type {other}"),
        }
    };
    let args = j["args"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            if let Some(b) = a.get("buffer") {
                let ty = b["type"].as_str().unwrap();
                let bytes = match b.get("data") {
                    Some(d) => d
                        .as_array()
                        .unwrap()
                        .iter()
                        .flat_map(|v| elem(ty, v))
                        .collect(),
                    None => (0..b["count"].as_u64().unwrap())
                        .flat_map(|_| elem(ty, &b["fill"]))
                        .collect(),
                };
                sim::LaunchArg::Buffer(bytes)
            } else if let Some(v) = a.get("value") {
                sim::LaunchArg::Value(elem(v["type"].as_str().unwrap(), &v["data"]))
            } else {
                sim::LaunchArg::Local(a["local"].as_u64().unwrap() as u32)
            }
        })
        .collect();
    SimulatorLaunch {
        code_object: corpus().join(code_object),
        target: None,
        launch: sim::Launch {
            kernel: j["kernel"].as_str().unwrap().to_string(),
            grid: dims("grid"),
            block: dims("block"),
            args,
            recorded: None,
        },
    }
}

/// (launch file, code object, where to stop, commands whose output must match).
const CASES: &[(&str, &str, &str, &[&str])] = &[
    (
        "example.json",
        "rocm22/gfx90a/recursion-O0.hsaco",
        "break 12",
        &["bt", "up", "info locals", "p n", "info frame"],
    ),
    (
        "recursion.json",
        "clang22/gfx900/recursion-O0.hsaco",
        "break 12",
        &["bt", "p n", "up 2", "p n"],
    ),
    (
        "recursion.json",
        "clang22/gfx942/recursion-O0.hsaco",
        "break 12",
        &["bt", "p n"],
    ),
    (
        "recursion.json",
        "clang22/gfx1030/recursion-O0.hsaco",
        "break 12",
        &["bt", "p n", "lane 3", "p n"],
    ),
    (
        "recursion.json",
        "clang22/gfx1200/recursion-O0.hsaco",
        "break 12",
        &["bt", "p n", "up", "info locals"],
    ),
    (
        "recursion.json",
        "clang22/gfx1100-wave64/recursion-O0.hsaco",
        "break 12",
        &["bt", "p n", "lane 40", "p n"],
    ),
    (
        "lds_reduce.json",
        "clang22/gfx90a/lds_reduce-O0.hsaco",
        "break 27",
        &[
            "p v",
            "p tile",
            "p scratch[3]",
            "x/8dw local#0",
            "info locals",
        ],
    ),
    (
        "lds_reduce.json",
        "clang22/gfx1100/lds_reduce-O0.hsaco",
        "break 27",
        &["p v", "p tile", "lane 17", "p lid", "x/4dw local#0"],
    ),
    (
        "lds_reduce.json",
        "clang22/gfx1100-wave64/lds_reduce-O0.hsaco",
        "break 27",
        &["p v", "p tile", "lane 63", "p lid"],
    ),
    (
        "lds_reduce.json",
        "clang19/gfx1200/lds_reduce-O2.hsaco",
        "break 27",
        &["p v", "info locals"],
    ),
    (
        "private_array.json",
        "clang19/gfx90a/private_array-O0.hsaco",
        "break 30",
        &[
            "p arr",
            "p items[2]",
            "lane 5",
            "p hist",
            "x/4xw private_lane#0",
        ],
    ),
    (
        "private_array.json",
        "clang22/gfx1030/private_array-O0.hsaco",
        "break 30",
        &["p arr", "lane 9", "p arr[3]"],
    ),
];

/// Commands every case also compares.
const COMMON: &[&str] = &[
    "info threads",
    "info agents",
    "info queues",
    "info dispatches",
    "info sharedlibrary",
    "thread apply all bt",
    "info registers",
    "info registers vector",
    "disassemble",
    "info lanes",
];

fn run_commands(s: &mut Session, cmds: &[&str]) -> Vec<(String, bool, String)> {
    cmds.iter()
        .map(|c| {
            let o = s.execute(c);
            (c.to_string(), o.ok, o.text)
        })
        .collect()
}

/// Everything readable from the live target equals what the core gives.
/// Whether the kernel a core's dispatch runs enables the private segment (its descriptor's
/// `COMPUTE_PGM_RSRC2.ENABLE_PRIVATE_SEGMENT`, read from the core).
fn enables_private_segment(core: &mut CoreTarget, dispatch: amdgpu::target::DispatchId) -> bool {
    let kd_address = core
        .kernel_object(dispatch)
        .expect("the dispatch's kernel object");
    let wave = core.waves()[0].id;
    let mut kd = [0u8; amdgpu::kd::KERNEL_DESCRIPTOR_SIZE];
    core.read_memory(wave, Lane(0), AddressSpace::Global, kd_address, &mut kd)
        .expect("the kernel descriptor in the core");
    let kd = amdgpu::KernelDescriptor::parse(&kd).expect("a kernel descriptor");
    let processor = amdgpu::Processor::by_name(&core.agents()[0].processor).expect("a processor");
    kd.field(processor, "ENABLE_PRIVATE_SEGMENT") == Some(1)
}

fn compare_state(what: &str, live: &mut dyn Target, core: &mut CoreTarget, core_bytes: &[u8]) {
    let live_waves: Vec<_> = live
        .waves()
        .into_iter()
        .filter(|w| w.state != WaveState::Exited)
        .collect();
    let core_waves = core.waves();
    assert_eq!(live_waves.len(), core_waves.len(), "{what}: waves");
    assert!(!core_waves.is_empty(), "{what}: no waves saved");
    for (l, c) in live_waves.iter().zip(&core_waves) {
        assert_eq!(
            (
                l.id,
                l.agent,
                l.queue,
                l.dispatch,
                l.group,
                l.wave_in_group,
                l.wave_size,
                l.pc
            ),
            (
                c.id,
                c.agent,
                c.queue,
                c.dispatch,
                c.group,
                c.wave_in_group,
                c.wave_size,
                c.pc
            ),
            "{what}: wave {}",
            l.id
        );
        if l.state == WaveState::Stopped {
            assert_eq!(
                l.stop_reason, c.stop_reason,
                "{what}: wave {} stop reason",
                l.id
            );
        }
        let mut regs = 0;
        for reg in Register::all() {
            let n = reg.byte_size(l.wave_size) as usize;
            let (mut a, mut b) = (vec![0u8; n], vec![0u8; n]);
            let ra = live.read_register(l.id, reg, &mut a);
            let rb = core.read_register(c.id, reg, &mut b);
            assert_eq!(
                ra.is_ok(),
                rb.is_ok(),
                "{what}: wave {} {reg}: {ra:?} vs {rb:?}",
                l.id
            );
            assert_eq!(a, b, "{what}: wave {} register {reg}", l.id);
            regs += ra.is_ok() as usize;
        }
        assert!(regs > 100, "{what}: only {regs} registers compared");
        // LDS, whole; each lane's first 2 KiB of private memory.
        let mut a = vec![0u8; 64 * 1024];
        let mut b = vec![0u8; 64 * 1024];
        let lds = (0..=64 * 1024usize)
            .rev()
            .step_by(4)
            .find(|&n| {
                live.read_memory(l.id, Lane(0), AddressSpace::Local, 0, &mut a[..n])
                    .is_ok()
            })
            .unwrap();
        live.read_memory(l.id, Lane(0), AddressSpace::Local, 0, &mut a[..lds])
            .unwrap();
        core.read_memory(c.id, Lane(0), AddressSpace::Local, 0, &mut b[..lds])
            .unwrap_or_else(|e| panic!("{what}: wave {} LDS of {lds} bytes: {e}", l.id));
        assert_eq!(a[..lds], b[..lds], "{what}: wave {} LDS", l.id);
        // A kernel without a private segment has no scratch on hardware, and its waves are
        // saved without any (the simulator gives every wave a slot, so only the core says).
        if !enables_private_segment(core, c.dispatch) {
            let mut b = [0u8; 4];
            assert!(
                core.read_memory(c.id, Lane(0), AddressSpace::PrivateLane, 0, &mut b)
                    .is_err(),
                "{what}: wave {} has no private segment, yet its core reads private memory",
                l.id
            );
            continue;
        }
        for lane in 0..l.wave_size.lanes() {
            let (mut a, mut b) = (vec![0u8; 2048], vec![0u8; 2048]);
            live.read_memory(l.id, Lane(lane), AddressSpace::PrivateLane, 0, &mut a)
                .unwrap();
            core.read_memory(c.id, Lane(lane), AddressSpace::PrivateLane, 0, &mut b)
                .unwrap_or_else(|e| panic!("{what}: wave {} lane {lane} private: {e}", l.id));
            assert_eq!(a, b, "{what}: wave {} lane {lane} private memory", l.id);
        }
    }
    // Every byte of every segment the core holds reads the same live (global memory), except
    // the save area and the runtime's list, which exist only in the core.
    let file = CoreFile::parse(core_bytes).unwrap();
    let note = KfdNote::parse(file.core_state().unwrap().0, 0).unwrap();
    let area = note.queues[0].ctx_save_restore_address;
    let w = live_waves[0].id;
    let mut compared = 0u64;
    for s in &file.segments {
        if s.address >= area {
            continue;
        }
        let mut a = vec![0u8; s.mem_size as usize];
        let mut b = vec![0u8; s.mem_size as usize];
        live.read_memory(w, Lane(0), AddressSpace::Global, s.address, &mut a)
            .unwrap_or_else(|e| panic!("{what}: live memory at {:#x}: {e}", s.address));
        core.read_memory(
            core_waves[0].id,
            Lane(0),
            AddressSpace::Global,
            s.address,
            &mut b,
        )
        .unwrap();
        assert!(a == b, "{what}: segment at {:#x} differs", s.address);
        compared += s.mem_size;
    }
    assert!(compared > 0, "{what}: no memory compared");
}

fn round_trip(case: &(&str, &str, &str, &[&str]), stop: &[&str]) {
    let (file, co, _, cmds) = case;
    let what = format!("{co} ({})", stop.join("; "));
    let mut live = sim_session(launch(file, co)).unwrap_or_else(|e| panic!("{what}: {e}"));
    for c in stop {
        let o = live.execute(c);
        assert!(o.ok, "{what}: {c}: {}", o.text);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("gpucore");
    let o = live.execute(&format!("gcore {}", path.display()));
    assert!(
        o.ok && o.text.starts_with("Saved corefile "),
        "{what}: {}",
        o.text
    );
    let bytes = std::fs::read(&path).unwrap();
    let mut core = CoreTarget::open(bytes.clone()).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(core.warnings().is_empty(), "{what}: {:?}", core.warnings());
    compare_state(
        &what,
        live.engine_mut().target_mut().unwrap(),
        &mut core,
        &bytes,
    );
    // The same commands print the same text live and from the core.
    let mut reopened = Session::open_core(CoreOpen {
        path: path.clone(),
        ..CoreOpen::default()
    })
    .unwrap();
    // Both sessions look at the live session's wave and lane.
    let f = live.engine().focus().unwrap();
    let select = [format!("thread {}", f.wave), format!("lane {}", f.lane)];
    let mut all: Vec<&str> = select.iter().map(String::as_str).collect();
    all.extend(cmds.iter().chain(COMMON).copied());
    // And the last wave the core holds, from its first lane.
    let last = core.waves().last().unwrap().id;
    let other = [
        format!("thread {last}"),
        "bt".to_string(),
        "info registers".to_string(),
    ];
    all.extend(other.iter().map(String::as_str));
    let a = run_commands(&mut live, &all);
    let b = run_commands(&mut reopened, &all);
    for (x, y) in a.iter().zip(&b) {
        if x.0 == "info agents" {
            // A core's notes name the processor, not the board it ran on: the device columns
            // are the live session's alone.
            let processor_columns = |t: &str| -> Vec<String> {
                t.lines()
                    .map(|l| l.split_whitespace().take(8).collect::<Vec<_>>().join(" "))
                    .collect()
            };
            assert_eq!(
                (x.1, processor_columns(&x.2)),
                (y.1, processor_columns(&y.2)),
                "{what}: `info agents` differs live and from the core"
            );
            continue;
        }
        assert_eq!(x, y, "{what}: `{}` differs live and from the core", x.0);
    }
    let ok = a.iter().filter(|x| x.1).count();
    assert!(ok + 2 >= a.len(), "{what}: most commands must work: {a:?}");
}

#[test]
fn round_trip_at_breakpoints_every_generation() {
    for case in CASES {
        round_trip(case, &[case.2, "run"]);
    }
}

/// Every corpus kernel with a launch file, for each producer, three generations and both
/// optimisation levels: stopped at its kernel's first line, saved and reopened, the state is
/// the same bit for bit.
#[test]
fn round_trip_every_corpus_kernel() {
    let mut done = 0;
    for entry in std::fs::read_dir(corpus().join("launch")).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_str().unwrap().to_string();
        let j: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        let original = j["code_object"]
            .as_str()
            .unwrap()
            .trim_start_matches("../")
            .to_string();
        let kernel_file = Path::new(&original).file_name().unwrap().to_str().unwrap();
        // Hand-written code objects (corpus/asm) have one build, not one per producer.
        let Some((stem, _)) = kernel_file.rsplit_once('-') else {
            continue;
        };
        for producer in ["clang19", "clang22", "rocm22"] {
            for target in ["gfx90a", "gfx1100", "gfx1200"] {
                for opt in ["O0", "O2"] {
                    let co = format!("{producer}/{target}/{stem}-{opt}.hsaco");
                    if !corpus().join(&co).exists() {
                        continue; // not built (corpus/SKIPPED.tsv says why)
                    }
                    let l = launch(&file, &co);
                    let what = format!("{co} ({file})");
                    let mut live = sim_session(l.clone()).unwrap_or_else(|e| panic!("{what}: {e}"));
                    let stop = format!("break {}", l.launch.kernel);
                    let b = live.execute(&stop);
                    let r = live.execute("run");
                    assert!(b.ok && r.ok, "{what}: {} {}", b.text, r.text);
                    if live.engine().focus().is_none() {
                        continue; // the kernel ended before reaching its breakpoint
                    }
                    let dir = tempfile::tempdir().unwrap();
                    let core_path = dir.path().join("c");
                    let o = live.execute(&format!("gcore {}", core_path.display()));
                    assert!(o.ok, "{what}: {}", o.text);
                    let bytes = std::fs::read(&core_path).unwrap();
                    let mut core =
                        CoreTarget::open(bytes.clone()).unwrap_or_else(|e| panic!("{what}: {e}"));
                    compare_state(
                        &what,
                        live.engine_mut().target_mut().unwrap(),
                        &mut core,
                        &bytes,
                    );
                    done += 1;
                }
            }
        }
    }
    assert!(done >= 150, "only {done} kernels compared");
    eprintln!("{done} corpus kernels saved and reopened identically");
}

/// A later stop: after `continue` some waves have run on and others not started; the core
/// holds exactly the live ones.
#[test]
fn round_trip_after_continue_and_steps() {
    let case = &CASES[0];
    round_trip(
        case,
        &[case.2, "run", "continue", "continue", "next", "stepi"],
    );
    let case = &CASES[7];
    round_trip(case, &[case.2, "run", "delete", "break 37", "continue"]);
}

/// At a fault: the input buffer holds 4 elements for 128 work-items, so the first wave to
/// load past it stops with a memory violation; the core must hold the same state.
#[test]
fn round_trip_at_a_fault() {
    for co in [
        "clang22/gfx90a/lds_reduce-O0.hsaco",
        "clang22/gfx1200/lds_reduce-O0.hsaco",
    ] {
        let mut l = launch("lds_reduce.json", co);
        l.launch.args[0] = sim::LaunchArg::Buffer(vec![1; 16]);
        let what = format!("{co} (fault)");
        let mut live = sim_session(l).unwrap();
        let o = live.execute("run");
        assert!(o.text.contains("SIGSEGV"), "{what}: {}", o.text);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("gpucore");
        assert!(live.execute(&format!("gcore {}", path.display())).ok);
        let bytes = std::fs::read(&path).unwrap();
        let mut core = CoreTarget::open(bytes.clone()).unwrap();
        compare_state(
            &what,
            live.engine_mut().target_mut().unwrap(),
            &mut core,
            &bytes,
        );
        let mut reopened = Session::open_core(CoreOpen {
            path,
            ..CoreOpen::default()
        })
        .unwrap();
        let f = live.engine().focus().unwrap();
        let cmds = [
            format!("thread {}", f.wave),
            "bt".into(),
            "p v".into(),
            "info registers trapsts".into(),
            "p $_siginfo".into(),
        ];
        let cmds: Vec<&str> = cmds.iter().map(String::as_str).collect();
        assert_eq!(
            run_commands(&mut live, &cmds),
            run_commands(&mut reopened, &cmds),
            "{what}"
        );
        assert!(reopened.banner().unwrap().contains("SIGSEGV"), "{what}");
    }
}

/// A fault: a work-group reads past its input buffer (4 elements for 128 work-items); the
/// core is written by `hdb run --core-on-trap` and reopened by the command line.
#[test]
fn core_on_trap_and_hdb_core() {
    let dir = tempfile::tempdir().unwrap();
    let core = dir.path().join("gpucore.fault");
    let co = corpus().join("clang22/gfx1100/lds_reduce-O0.hsaco");
    let out = hdb(&[
        "run",
        co.to_str().unwrap(),
        "--kernel",
        "lds_reduce_sum",
        "--grid",
        "4096",
        "--block",
        "64",
        "--arg",
        "i32[4]=1",
        "--arg",
        "i32[64]=0",
        "--arg",
        "i32[4096]=0",
        "--arg",
        "local:256",
        "--core-on-trap",
        core.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Saved GPU core"), "{err}");
    let out = hdb(&[
        "core",
        core.to_str().unwrap(),
        "--batch",
        "--ex",
        "info threads",
        "--ex",
        "bt",
        "--ex",
        "continue",
        "--ex",
        "set var v = 1",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // gdb's -batch: status 1, the last command (`set var` with the program gone) failed.
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("Program terminated with signal SIGSEGV, Segmentation fault (memory violation at global#"), "{stderr}");
    assert!(stdout.contains("lds_reduce_sum"), "{stdout}");
    assert!(
        stderr.contains("The target cannot run (it is a core file)."),
        "{stderr}"
    );
    assert!(stderr.contains("cannot write"), "{stderr}");
    // Without hdb's detail note (a core from the runtime), the registers still say why.
    let bytes = std::fs::read(&core).unwrap();
    let stripped = strip_hdb_note(&bytes);
    let mut t = CoreTarget::open(stripped).unwrap();
    let faulted: Vec<_> = t
        .waves()
        .into_iter()
        .filter(|w| w.stop_reason == Some(amdgpu::target::StopReason::MemoryViolation))
        .collect();
    assert!(!faulted.is_empty(), "{:?}", t.waves());
}

/// `s_trap 2` and `s_trap 1` on GFX9 wave64: the reason comes back from hdb's note and, without
/// it, from the trap id the trap handler keeps in ttmp6.
#[test]
fn traps_give_their_reasons() {
    use amdgpu::target::StopReason;
    let dir = tempfile::tempdir().unwrap();
    for (kernel, reason, signal) in [
        (
            "sim_trap_assert",
            StopReason::AssertTrap,
            "SIGABRT, Aborted (assert trap (s_trap 2))",
        ),
        (
            "sim_trap_breakpoint",
            StopReason::Breakpoint,
            "SIGTRAP, Trace/breakpoint trap (breakpoint)",
        ),
    ] {
        let core = dir.path().join(kernel);
        let co = corpus().join("asm/gfx90a/sim_wave64.hsaco");
        let out = hdb(&[
            "run",
            co.to_str().unwrap(),
            "--kernel",
            kernel,
            "--grid",
            "128",
            "--block",
            "64",
            "--arg",
            "u32[4]=0",
            "--core-on-trap",
            core.to_str().unwrap(),
        ]);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{kernel}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let out = hdb(&["core", core.to_str().unwrap(), "--batch"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("Program terminated with signal {signal}.")),
            "{kernel}: {err}"
        );
        for bytes in [
            std::fs::read(&core).unwrap(),
            strip_hdb_note(&std::fs::read(&core).unwrap()),
        ] {
            let mut t = CoreTarget::open(bytes).unwrap();
            assert_eq!(t.waves()[0].stop_reason.as_ref(), Some(&reason), "{kernel}");
            assert_eq!(
                t.waves()[1].stop_reason.as_ref(),
                Some(&StopReason::Requested),
                "{kernel}"
            );
        }
    }
}

/// The core with hdb's own note renamed (as if another producer wrote it).
fn strip_hdb_note(bytes: &[u8]) -> Vec<u8> {
    let mut v = bytes.to_vec();
    let pos = v.windows(4).position(|w| w == b"HDB\0").expect("hdb note");
    v[pos..pos + 3].copy_from_slice(b"XYZ");
    v
}

/// `hdb debug … --ex gcore` then `hdb core --batch` print the same (text and --json), and a
/// missing code object is named while registers and disassembly still work.
#[test]
fn command_line_round_trip_and_missing_code_object() {
    let dir = tempfile::tempdir().unwrap();
    let co_copy = dir.path().join("rec.hsaco");
    std::fs::copy(
        corpus().join("clang22/gfx1100/recursion-O0.hsaco"),
        &co_copy,
    )
    .unwrap();
    let launch_file = dir.path().join("l.json");
    let mut j: Value =
        serde_json::from_slice(&std::fs::read(corpus().join("launch/recursion.json")).unwrap())
            .unwrap();
    j["code_object"] = Value::from(co_copy.to_str().unwrap());
    std::fs::write(&launch_file, serde_json::to_vec(&j).unwrap()).unwrap();
    let core = dir.path().join("c.core");
    let cmds = ["bt", "info locals", "p n", "info threads", "x/4xw $pc"];
    let mut args: Vec<String> = vec![
        "debug".into(),
        "--launch".into(),
        launch_file.display().to_string(),
        "--batch".into(),
        "--json".into(),
    ];
    for c in ["break 12", "run"].iter().chain(&cmds) {
        args.extend(["--ex".into(), c.to_string()]);
    }
    args.extend(["--ex".into(), format!("gcore {}", core.display())]);
    let live = hdb(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(live.status.success());
    let mut args: Vec<String> = vec![
        "core".into(),
        core.display().to_string(),
        "-batch".into(),
        "--json".into(),
    ];
    args.extend(["--ex".into(), "thread 1".into()]);
    for c in &cmds {
        args.extend(["-ex".into(), c.to_string()]);
    }
    let from_core = hdb(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        from_core.status.success(),
        "{}",
        String::from_utf8_lossy(&from_core.stderr)
    );
    let objects = |o: &std::process::Output| -> Vec<Value> {
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    let l = objects(&live);
    let c = objects(&from_core);
    assert_eq!(&l[2..2 + cmds.len()], &c[1..], "live and core JSON differ");
    // Move the code object away: the core names it, and still shows registers and code.
    let moved = dir.path().join("elsewhere");
    std::fs::create_dir(&moved).unwrap();
    std::fs::rename(&co_copy, moved.join("renamed.hsaco")).unwrap();
    let out = hdb(&[
        "core",
        core.to_str().unwrap(),
        "--batch",
        "--ex",
        "p $pc",
        "--ex",
        "x/2i $pc",
        "--ex",
        "info registers pc",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stderr.contains("cannot load code object file://") && stderr.contains("rec.hsaco"),
        "{stderr}"
    );
    assert!(stdout.contains("pc "), "{stdout}");
    assert!(stdout.contains("s_") || stdout.contains("v_"), "{stdout}");
    // --code-object brings it back.
    let out = hdb(&[
        "core",
        core.to_str().unwrap(),
        "--code-object",
        moved.join("renamed.hsaco").to_str().unwrap(),
        "--batch",
        "--ex",
        "bt",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("fib_rec (n="),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// What LLVM's readelf sees, and a note parser written from the format description.
#[test]
fn layout_seen_by_llvm_readelf_and_an_independent_parser() {
    let dir = tempfile::tempdir().unwrap();
    let core = dir.path().join("c.core");
    let mut s = sim_session(launch(
        "lds_reduce.json",
        "clang22/gfx942/lds_reduce-O0.hsaco",
    ))
    .unwrap();
    for c in ["break 27", "run", &format!("gcore {}", core.display())] {
        assert!(s.execute(c).ok);
    }
    let bytes = std::fs::read(&core).unwrap();
    let headers = oracle(
        "llvm-readelf-22",
        &[
            "--file-header",
            "--program-headers",
            "--notes",
            core.to_str().unwrap(),
        ],
    );
    let text = String::from_utf8_lossy(&headers.stdout);
    assert!(
        headers.status.success(),
        "{}",
        String::from_utf8_lossy(&headers.stderr)
    );
    assert!(text.contains("CORE (Core file)"), "{text}");
    assert!(
        text.contains("EM_AMDGPU") || text.contains("AMD GPU"),
        "{text}"
    );
    assert!(text.contains("AMDGPU - HSA"), "{text}");
    let notes = oracle("llvm-readelf-22", &["--notes", core.to_str().unwrap()]);
    let notes = String::from_utf8_lossy(&notes.stdout);
    assert!(
        notes.contains("AMDGPU") && notes.contains("0x00000021"),
        "{notes}"
    );
    let loads = text
        .lines()
        .filter(|l| l.trim_start().starts_with("LOAD"))
        .count();
    let file = CoreFile::parse(&bytes).unwrap();
    assert_eq!(loads, file.segments.len());
    // The descriptor, read here from the format description (anchors.md §5.2, §3.2–3.4).
    let desc = file.core_state().unwrap().0;
    let u32_at = |o: usize| u32::from_le_bytes(desc[o..o + 4].try_into().unwrap());
    let u64_at = |o: usize| u64::from_le_bytes(desc[o..o + 8].try_into().unwrap());
    assert_eq!(u64_at(0), 1, "note version");
    assert_eq!((u32_at(8), u32_at(12)), (1, 13), "KFD version");
    let rt_size = u64_at(16) as usize;
    let (na, sa, nq, sq) = (
        u32_at(24) as usize,
        u32_at(28) as usize,
        u32_at(32) as usize,
        u32_at(36) as usize,
    );
    assert_eq!((rt_size, na, sa, nq, sq), (16, 1, 120, 1, 64));
    assert_eq!(
        desc.len(),
        40 + rt_size + na * sa + nq * sq,
        "blocks fill the descriptor"
    );
    let rdebug = u64_at(40);
    assert_eq!(u32_at(48), 1, "runtime_state ENABLED");
    let dev = 40 + rt_size;
    assert_eq!(u32_at(dev + 88), 90402, "gfx_target_version of gfx942");
    assert_eq!(u32_at(dev + 64), 0x1002, "vendor id");
    let lds_base = u64_at(dev + 8);
    let q = dev + sa;
    let ring = u64_at(q + 8);
    let wptr = u64_at(q + 16);
    let area = u64_at(q + 32);
    assert_eq!(u32_at(q + 52), 2, "COMPUTE_AQL");
    assert_eq!(u32_at(q + 48), 4096, "ring bytes");
    // The ring's first packet is the kernel dispatch; its kernarg pointer leads to memory the
    // core holds; the save area's header is consistent; r_debug names the code object.
    let read = |a: u64, n: usize| file.read_vec(a, n, "t").unwrap();
    let pkt = read(ring, 64);
    assert_eq!(pkt[0], 2, "KERNEL_DISPATCH");
    assert_eq!(u16::from_le_bytes([pkt[4], pkt[5]]), 64, "work-group x");
    assert_eq!(wptr, ring - 256 + 56, "write pointer inside amd_queue_t");
    let h = read(area, 24);
    let hw = |i: usize| u32::from_le_bytes(h[4 * i..4 * i + 4].try_into().unwrap());
    assert_eq!(
        hw(0) + hw(1),
        hw(2) - hw(3),
        "control stack meets the wave area"
    );
    let r = read(rdebug, 40);
    let map = u64::from_le_bytes(r[8..16].try_into().unwrap());
    let lm = read(map, 40);
    let name = u64::from_le_bytes(lm[8..16].try_into().unwrap());
    let uri: Vec<u8> = (name..)
        .map(|a| read(a, 1)[0])
        .take_while(|&b| b != 0)
        .collect();
    let uri = String::from_utf8(uri).unwrap();
    assert!(
        uri.starts_with("file://") && uri.contains("lds_reduce-O0.hsaco#offset=0&size="),
        "{uri}"
    );
    assert_eq!(lds_base, 1 << 48);
}

/// `hdb core merge`: a unified core keeps the host part valid for gdb and the GPU part for us.
#[test]
fn unified_core_merge() {
    let dir = tempfile::tempdir().unwrap();
    let gpu = dir.path().join("gpu.core");
    let mut s = sim_session(launch("example.json", "rocm22/gfx90a/recursion-O0.hsaco")).unwrap();
    for c in ["break 12", "run", &format!("gcore {}", gpu.display())] {
        assert!(s.execute(c).ok);
    }
    let host = dir.path().join("host.core");
    let mut b = codeobj::core::CoreBuilder::new(codeobj::core::file::EM_X86_64, 0);
    b.raw_notes(&codeobj::core::file::host_notes(
        4242,
        "/usr/bin/hip_app",
        &[(0x400000, 0x401000, 0, "/usr/bin/hip_app".into())],
    ));
    b.segment(
        0x7ffd_0000_0000,
        codeobj::core::file::PF_R | codeobj::core::file::PF_W,
        0x1000,
        vec![0xab; 0x1000],
    );
    std::fs::write(&host, b.to_bytes()).unwrap();
    let unified = dir.path().join("unified.core");
    merge_cores(&unified, &host, &gpu);
    // gdb reads the host side: one thread, its pid, the host memory.
    let g = oracle(
        "gdb",
        &[
            "-nx",
            "-batch",
            "-ex",
            &format!("core-file {}", unified.display()),
            "-ex",
            "info threads",
            "-ex",
            "x/2xb 0x7ffd00000000",
        ],
    );
    let gt = String::from_utf8_lossy(&g.stdout);
    assert!(
        gt.contains("LWP 4242") || gt.contains("process 4242"),
        "{gt}\n{}",
        String::from_utf8_lossy(&g.stderr)
    );
    assert!(gt.contains("0xab\t0xab"), "{gt}");
    // hdb reads the GPU side exactly as from the split core.
    let mut a = Session::open_core(CoreOpen {
        path: gpu,
        ..CoreOpen::default()
    })
    .unwrap();
    let mut u = Session::open_core(CoreOpen {
        path: unified.clone(),
        ..CoreOpen::default()
    })
    .unwrap();
    let cmds = [
        "bt",
        "info threads",
        "p n",
        "thread apply all info registers",
    ];
    // The unified core has the host's thread too (`H1`), listed before the waves.
    let waves_only = |runs: Vec<(String, bool, String)>| -> Vec<(String, bool, String)> {
        runs.into_iter()
            .map(|(c, ok, text)| {
                let kept: Vec<&str> = text.lines().filter(|l| !l.starts_with("  H1 ")).collect();
                (c, ok, kept.join("\n"))
            })
            .collect()
    };
    assert_eq!(
        waves_only(run_commands(&mut a, &cmds)),
        waves_only(run_commands(&mut u, &cmds))
    );
    // Merging twice, or a host core as the GPU part, is refused with a reason.
    let out = hdb(&[
        "core",
        "merge",
        dir.path().join("x").to_str().unwrap(),
        unified.to_str().unwrap(),
        unified.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("already"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A unified core from gdb's own core of a C program (`gcore` at a breakpoint, merged with a
/// GPU core by `hdb core merge`): its host thread's registers (`NT_PRSTATUS`), backtrace
/// (unwound through the core's memory and the mapped files' `.eh_frame`) and instructions
/// read as gdb 13 reads the host core.
#[test]
fn unified_core_host_thread_reads_as_gdb() {
    const SOURCE: &str = "#include <stdio.h>\n\
        static inline __attribute__((always_inline)) int twice(int x) { return x * 2; }\n\
        int leaf(int x) {\n  int y = twice(x) + 1;\n  printf(\"%d\\n\", y);\n  return y;\n}\n\
        int main(void) { return leaf(20) == 41 ? 0 : 1; }\n";
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), SOURCE).unwrap();
    let cc = std::process::Command::new("cc")
        .current_dir(dir.path())
        .args(["-g", "-O0", "-o", "prog", "prog.c"])
        .status()
        .unwrap();
    assert!(cc.success());
    let prog = dir.path().join("prog");
    let host = dir.path().join("host.core");
    let g = oracle(
        "gdb",
        &[
            "-nx",
            "-batch",
            "-ex",
            "break leaf",
            "-ex",
            "run",
            "-ex",
            &format!("gcore {}", host.display()),
            prog.to_str().unwrap(),
        ],
    );
    assert!(host.is_file(), "{}", String::from_utf8_lossy(&g.stderr));
    let gpu = dir.path().join("gpu.core");
    let mut s = sim_session(launch("example.json", "rocm22/gfx90a/recursion-O0.hsaco")).unwrap();
    for c in ["break 12", "run", &format!("gcore {}", gpu.display())] {
        assert!(s.execute(c).ok);
    }
    let unified = dir.path().join("unified.core");
    merge_cores(&unified, &host, &gpu);
    let cmds = [
        "bt",
        "info registers",
        "x/2i $pc",
        "frame 2",
        "info registers rip",
    ];
    let mut args = vec!["-nx".to_string(), "-batch".to_string()];
    for c in cmds {
        args.extend(["-ex".to_string(), c.to_string()]);
    }
    args.extend([prog.display().to_string(), host.display().to_string()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let g = oracle("gdb", &args);
    // gdb's answer after the frame and line it shows when the core loads, arguments left
    // out (hdb reads no host variables): `twice (x=20) at` → `twice () at`. The registers
    // compared are the general ones both list: gdb adds the AVX-512 mask registers k0–k7
    // when the core's NT_X86_XSTATE note holds that state, which depends on the CPU that
    // wrote the core, and hdb reads no XSTATE.
    let theirs: Vec<String> = String::from_utf8_lossy(&g.stdout)
        .lines()
        .skip_while(|l| !l.starts_with("#0"))
        .skip(2)
        .filter(|l| !is_mask_register_line(l))
        .map(|l| match (l.find(" ("), l.find(") at ")) {
            (Some(a), Some(b)) if l.starts_with('#') && a < b => {
                format!("{} ({}", &l[..a], &l[b..])
            }
            _ => l.to_string(),
        })
        .collect();
    let mut u = Session::open_core(CoreOpen {
        path: unified,
        ..CoreOpen::default()
    })
    .unwrap();
    let threads = u.execute("info threads").text;
    assert!(
        threads
            .lines()
            .any(|l| l.starts_with("  H1   Thread 0x") && l.contains("twice () at prog.c:2")),
        "{threads}"
    );
    assert!(u.execute("thread H1").ok);
    let mut ours = Vec::new();
    for c in cmds {
        let o = u.execute(c);
        assert!(o.ok, "{c}: {}", o.text);
        ours.extend(o.text.lines().map(str::to_string));
    }
    assert_eq!(ours, theirs);
}

/// A line of gdb's `info registers` for an AVX-512 mask register (`k0` … `k7`).
fn is_mask_register_line(line: &str) -> bool {
    let name = line.split_whitespace().next().unwrap_or("");
    name.len() == 2 && name.starts_with('k') && matches!(name.as_bytes()[1], b'0'..=b'7')
}

/// Hostile cores: truncated at every 97th byte and corrupted at random, the reader ends with
/// an error or a core it can inspect, never a panic; errors name an offset or a field.
#[test]
fn hostile_cores_never_panic() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.core");
    let mut s = sim_session(launch(
        "lds_reduce.json",
        "clang22/gfx1100/lds_reduce-O0.hsaco",
    ))
    .unwrap();
    for c in ["break 27", "run", &format!("gcore {}", path.display())] {
        assert!(s.execute(c).ok);
    }
    let bytes = std::fs::read(&path).unwrap();
    let exercise = |data: Vec<u8>| {
        if let Ok(mut t) = CoreTarget::open(data) {
            for w in t.waves() {
                for reg in [Register::Pc, Register::Vgpr(0), Register::Sgpr(5)] {
                    let mut b = vec![0u8; reg.byte_size(w.wave_size) as usize];
                    let _ = t.read_register(w.id, reg, &mut b);
                }
                let mut m = [0u8; 64];
                let _ = t.read_memory(w.id, Lane(1), AddressSpace::PrivateLane, 0, &mut m);
                let _ = t.read_memory(w.id, Lane(0), AddressSpace::Local, 0, &mut m);
            }
        }
    };
    for cut in (0..bytes.len()).step_by(97) {
        match CoreTarget::open(bytes[..cut].to_vec()) {
            Err(e) => {
                let m = e.to_string();
                assert!(
                    m.contains("offset") || m.contains("0x") || m.contains("note"),
                    "cut {cut}: {m}"
                );
            }
            Ok(t) => assert!(
                !t.warnings().is_empty(),
                "cut {cut}: a truncated core without a warning"
            ),
        }
    }
    let mut x = 0x1234_5678u64;
    let mut rnd = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    // Corrupt the headers, the note and the save area's header and control stack.
    let file = CoreFile::parse(&bytes).unwrap();
    let note_at = file.core_state().unwrap().1 as usize;
    let hot: Vec<usize> = (0..64 + 56 * 3).chain(note_at..note_at + 240).collect();
    for _ in 0..3000 {
        let mut v = bytes.clone();
        for _ in 0..1 + rnd() % 4 {
            let i = if rnd() % 2 == 0 {
                hot[(rnd() as usize) % hot.len()]
            } else {
                (rnd() as usize) % v.len()
            };
            v[i] = rnd() as u8;
        }
        exercise(v);
    }
}

/// The benchmark's timing helper lives in bench/core.sh; here only the size rule: a core
/// holds the live waves' records and touched memory, not every scratch slot.
#[test]
fn cores_hold_only_what_is_used() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.core");
    let mut s = sim_session(launch(
        "lds_reduce.json",
        "clang22/gfx90a/lds_reduce-O0.hsaco",
    ))
    .unwrap();
    for c in ["break 27", "run", &format!("gcore {}", path.display())] {
        assert!(s.execute(c).ok);
    }
    let len = std::fs::metadata(&path).unwrap().len();
    // 2 live waves of 64 lanes: registers, LDS, a few pages of memory; scratch is 1 MiB a slot.
    assert!(len < 512 * 1024, "core of {len} bytes");
    let _ = Path::new("");
    let _ = PathBuf::new();
}

/// A session that runs `launch` in the simulator.
fn sim_session(launch: SimulatorLaunch) -> Result<Session, String> {
    let program = sim::LaunchProgram::open(launch).map_err(|e| e.to_string())?;
    let engine = debugger::Session::new(Box::new(program)).map_err(|e| e.to_string())?;
    Ok(Session::new(engine))
}

/// A core written at a stop reopens where the session stood: the wave and the lane (a lane
/// whose variables differ from lane 0's), from `gcore` and through `hdb core`.
#[test]
fn a_core_reopens_at_the_sessions_wave_and_lane() {
    let dir = tempfile::tempdir().unwrap();
    let core = dir.path().join("gpucore.focus");
    let l = corpus().join("launch/example.json");
    let out = hdb(&[
        "debug",
        "--launch",
        l.to_str().unwrap(),
        "--batch",
        "--ex",
        "break recursion.cl:12 if n == 4",
        "--ex",
        "run",
        "--ex",
        "lane 46",
        "--ex",
        "p n",
        "--ex",
        &format!("gcore {}", core.display()),
    ]);
    let live = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(live.contains("$1 = 4"), "{live}");
    let out = hdb(&[
        "core",
        core.to_str().unwrap(),
        "--batch",
        "--ex",
        "p n",
        "--ex",
        "p $_lane",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    let banner = String::from_utf8_lossy(&out.stderr);
    assert!(text.contains("$1 = 4\n$2 = 46"), "{text}{banner}");
    assert!(
        banner.contains("[Current thread is 1, lane 46 "),
        "{banner}"
    );
    // The note is hdb's own: llvm-readelf lists it as an unknown note of owner HDB.
    let notes = oracle("llvm-readelf-19", &["--notes", core.to_str().unwrap()]);
    let notes = String::from_utf8_lossy(&notes.stdout);
    assert!(notes.contains("HDB"), "{notes}");
    assert!(notes.contains("0x48444202"), "{notes}");
}

/// A core written at a fault opens at the lane whose access faulted: work-item 342 of the
/// example kernel reads `in[3 * 342]`, the first word past a 4 KiB input (lane 22 of wave 6).
#[test]
fn a_fault_core_opens_at_the_faulting_lane() {
    let dir = tempfile::tempdir().unwrap();
    let core = dir.path().join("gpucore.fault");
    let co = corpus().join("rocm22/gfx90a/recursion-O0.hsaco");
    let out = hdb(&[
        "run",
        co.to_str().unwrap(),
        "--kernel",
        "recursive_fib_gcd",
        "--grid",
        "384",
        "--block",
        "64",
        "--arg",
        "u32[1024]=3",
        "--arg",
        "u32[1152]=0",
        "--core-on-trap",
        core.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let out = hdb(&[
        "core",
        core.to_str().unwrap(),
        "--batch",
        "--ex",
        "p gid",
        "--ex",
        "p/x (unsigned long)&in[gid * 3]",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    let banner = String::from_utf8_lossy(&out.stderr);
    // The fault's address is the focused lane's.
    let fault = banner
        .split("memory violation at global#")
        .nth(1)
        .and_then(|r| r.split(')').next())
        .unwrap_or_else(|| panic!("{banner}"));
    assert!(text.contains(&format!("$2 = {fault}")), "{text}{banner}");
    assert!(text.contains("$1 = 342"), "{text}");
    assert!(
        banner.contains("[Current thread is 6, lane 22 "),
        "{banner}"
    );
}

/// `hdb core --summary` (text and JSON): the kernel's arguments, the waves that stopped for
/// their own reasons with their lanes and source line.
#[test]
fn the_summary_is_a_triage_report() {
    let dir = tempfile::tempdir().unwrap();
    let core = dir.path().join("gpucore.fault");
    let co = corpus().join("rocm22/gfx90a/recursion-O0.hsaco");
    hdb(&[
        "run",
        co.to_str().unwrap(),
        "--kernel",
        "recursive_fib_gcd",
        "--grid",
        "384",
        "--block",
        "64",
        "--arg",
        "u32[1024]=3",
        "--arg",
        "u32[1152]=0",
        "--core-on-trap",
        core.to_str().unwrap(),
    ]);
    let out = hdb(&["core", core.to_str().unwrap(), "--summary"]);
    let text = support::stdout_ok(&out, "hdb core --summary");
    assert!(
        text.contains("kernel recursive_fib_gcd, grid [384,1,1], work-group [64,1,1]"),
        "{text}"
    );
    assert!(text.contains("arguments: in=0x"), "{text}");
    assert!(text.contains("SIGSEGV memory violation"), "{text}");
    assert!(text.contains("recursion.cl:29"), "{text}");
    assert!(text.contains("Opens at thread 6, lane 22."), "{text}");
    assert!(text.lines().count() <= 24, "one screen: {text}");
    let out = hdb(&["core", core.to_str().unwrap(), "--summary", "--json"]);
    let j: Value = serde_json::from_str(&support::stdout_ok(&out, "--summary --json")).unwrap();
    assert_eq!(j["dispatches"][0]["kernel"], "recursive_fib_gcd");
    assert_eq!(j["dispatches"][0]["arguments"][0]["name"], "in");
    let stop = &j["stops"][0];
    assert_eq!(stop["signal"], "SIGSEGV");
    assert_eq!(stop["line"], 29);
    assert!(
        stop["waves"].as_array().unwrap().contains(&Value::from(6)),
        "{stop}"
    );
    assert_eq!(j["focus"]["lane"], 22);
    let out = hdb(&["core", core.to_str().unwrap(), "--summary", "--ex", "bt"]);
    assert_eq!(out.status.code(), Some(1));
}

/// Registers DWARF does not number print their values in a core, as live; `kill` names the
/// kernel once.
#[test]
fn a_core_prints_every_register_and_names_its_kernel() {
    let dir = tempfile::tempdir().unwrap();
    let core = dir.path().join("gpucore.regs");
    let l = corpus().join("launch/example.json");
    let regs = [
        "p $trapsts",
        "p/x $mode",
        "p $m0",
        "p/x $ttmp6",
        "up",
        "p/x $mode",
    ];
    let mut args = vec![
        "debug".to_string(),
        "--launch".into(),
        l.display().to_string(),
        "--batch".into(),
        "--ex".into(),
        "break fib_rec".into(),
        "--ex".into(),
        "run".into(),
    ];
    for r in regs {
        args.extend(["--ex".into(), r.to_string()]);
    }
    args.extend(["--ex".into(), "down".into()]);
    args.extend(["--ex".into(), format!("gcore {}", core.display())]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let live = support::stdout_ok(&hdb(&args), "live");
    let values: Vec<&str> = live.lines().filter(|l| l.starts_with('$')).collect();
    assert_eq!(values.len(), 5, "{live}");
    assert!(!live.contains("void"), "{live}");
    let mut args = vec!["core", core.to_str().unwrap(), "--batch"];
    for r in regs {
        args.extend(["--ex", r]);
    }
    args.extend(["--ex", "kill"]);
    let text = support::stdout_ok(&hdb(&args), "core");
    let from_core: Vec<&str> = text.lines().filter(|l| l.starts_with('$')).collect();
    assert_eq!(values, from_core, "{text}");
    assert!(
        text.contains("[Inferior 1 (kernel recursive_fib_gcd) killed]"),
        "{text}"
    );
}

/// More than 512 resident waves on gfx90a: a kernel without a private segment (any number of
/// waves: 10,000) and one with scratch (600 waves, spread over two shader engines), written
/// and reopened with every wave; a scratch wave's private memory reads back.
#[test]
fn gfx90a_cores_hold_more_than_512_waves() {
    let dir = tempfile::tempdir().unwrap();
    let no_scratch = dir.path().join("arith.core");
    let n = 10_000 * 64;
    let co = corpus().join("clang19/gfx90a/arith-O2.hsaco");
    let out = hdb(&[
        "debug",
        co.to_str().unwrap(),
        "--kernel",
        "arith_int_float_vec_struct",
        "--grid",
        &n.to_string(),
        "--block",
        "256",
        "--arg",
        &format!("i32[{n}]=3"),
        "--arg",
        &format!("f32[{n}]=1"),
        "--arg",
        &format!("i32[{}]=0", 4 * n),
        "--arg",
        &format!("f32[{}]=0", 4 * n),
        "--resident-groups",
        "2500",
        "--batch",
        "--ex",
        "break arith_int_float_vec_struct",
        "--ex",
        "run",
        "--ex",
        &format!("gcore {}", no_scratch.display()),
    ]);
    let text = support::stdout_ok(&out, "gcore of 10,000 waves");
    assert!(text.contains("(10000 waves,"), "{text}");
    let mut t = CoreTarget::open(std::fs::read(&no_scratch).unwrap()).unwrap();
    assert_eq!(t.waves().len(), 10_000);
    let scratch = dir.path().join("recursion.core");
    let co = corpus().join("rocm22/gfx90a/recursion-O0.hsaco");
    let n = 600 * 64;
    let out = hdb(&[
        "debug",
        co.to_str().unwrap(),
        "--kernel",
        "recursive_fib_gcd",
        "--grid",
        &n.to_string(),
        "--block",
        "64",
        "--arg",
        &format!("u32[{}]=5", 3 * n),
        "--arg",
        &format!("u32[{}]=0", 3 * n),
        "--resident-groups",
        "600",
        "--batch",
        "--ex",
        "break fib_rec",
        "--ex",
        "run",
        "--ex",
        "thread 600",
        "--ex",
        "x/2xw private_lane#0x0",
        "--ex",
        &format!("gcore {}", scratch.display()),
    ]);
    let live = support::stdout_ok(&out, "gcore of 600 waves with scratch");
    assert!(live.contains("(600 waves,"), "{live}");
    let out = hdb(&[
        "core",
        scratch.to_str().unwrap(),
        "--batch",
        "--ex",
        "thread 600",
        "--ex",
        "x/2xw private_lane#0x0",
    ]);
    let text = support::stdout_ok(&out, "hdb core");
    let words = |t: &str| {
        t.lines()
            .find(|l| l.starts_with("private_lane#0x0:"))
            .map(str::to_string)
    };
    assert_eq!(words(&live), words(&text), "{live}\n---\n{text}");
    assert!(words(&text).is_some(), "{text}");
}

/// `hdb core merge UNIFIED HOST GPU`, which must succeed.
fn merge_cores(unified: &std::path::Path, host: &std::path::Path, gpu: &std::path::Path) {
    let out = hdb(&[
        "core",
        "merge",
        unified.to_str().unwrap(),
        host.to_str().unwrap(),
        gpu.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
