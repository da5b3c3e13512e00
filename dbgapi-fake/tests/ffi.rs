//! The FFI wrapper against the in-process fake function table: every status code becomes a
//! typed error naming the function (never a panic), values from a newer library stay
//! values, allocation failure surfaces as an error, and every event is acknowledged once.

mod support;

use std::sync::Mutex;

use amdgpu::target::{ResumeMode, StopReason, Target, TargetError, Wait, WaveId};
use dbgapi::sys::{EventKind, Status};
use dbgapi::{DbgapiTarget, Error, StatusText};
use support::v;

static ONE: Mutex<()> = Mutex::new(());

/// The kernel's first-line breakpoint address, as the debugger resolves it.
fn kernel_breakpoint(l: &sim::SimulatorLaunch) -> u64 {
    let mut s = support::session(l);
    let o = s.execute("break recursive_fib_gcd");
    let hex = o
        .text
        .split(" at 0x")
        .nth(1)
        .and_then(|r| r.split(':').next())
        .unwrap_or_else(|| panic!("{}", o.text));
    u64::from_str_radix(hex, 16).unwrap()
}

/// A target over a fake over a fresh simulator, with a breakpoint planted at the kernel's
/// first line, run to its first stop there.
fn stopped() -> (DbgapiTarget, WaveId) {
    let l = support::launch("example.json");
    let bp = kernel_breakpoint(&l);
    let bytes = std::fs::read(&l.code_object).unwrap();
    let sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    let mut t = support::through_fake(Box::new(sim), v(77), &|t| t).unwrap();
    t.breakpoints().unwrap().insert_breakpoint(bp).unwrap();
    assert_eq!(t.breakpoints().unwrap().breakpoint_addresses(), vec![bp]);
    let rc = t.run_control().unwrap();
    let e = rc.wait(Wait::Block).unwrap();
    let wave = match e {
        Some(amdgpu::target::Event::WaveStopped {
            wave, pc, reason, ..
        }) => {
            assert_eq!(reason, StopReason::Breakpoint);
            assert_eq!(pc, bp);
            wave
        }
        other => panic!("expected a breakpoint stop, got {other:?}"),
    };
    // All-stop, as the session does: the simulator holds every wave after a stop, so a
    // wave left "running" would never report (the fake then has nothing to say).
    let running: Vec<WaveId> = t
        .waves()
        .iter()
        .filter(|w| w.stop_reason.is_none())
        .map(|w| w.id)
        .collect();
    let rc = t.run_control().unwrap();
    for w in &running {
        rc.stop(*w).unwrap();
    }
    let mut left = running.len();
    while left > 0 {
        match rc.wait(Wait::Block).unwrap() {
            Some(amdgpu::target::Event::WaveStopped { .. }) => left -= 1,
            Some(_) => {}
            None => break,
        }
    }
    (t, wave)
}

const KNOWN: std::ops::RangeInclusive<i32> = -51..=-1;

#[test]
fn every_status_code_is_a_typed_error() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let (mut t, wave) = stopped();
    let mut codes: Vec<i32> = KNOWN.collect();
    codes.push(-99); // from a newer library
    let mut b = [0u8; 4];
    let pc = t.wave(wave).unwrap().pc;
    // The wave is stopped and its code readable before any fault is injected.
    let read = |t: &mut DbgapiTarget, b: &mut [u8]| {
        t.read_memory(
            wave,
            amdgpu::target::Lane(0),
            amdgpu::AddressSpace::Global,
            pc,
            b,
        )
    };
    read(&mut t, &mut b).unwrap();
    for code in codes {
        dbgapi_fake::with(|f| f.fail(Some(("read_memory", Status(code))))).unwrap();
        let e = read(&mut t, &mut b).expect_err("fails");
        let text = e.to_string();
        match Status(code).name() {
            Some("ERROR_MEMORY_ACCESS")
            | Some("ERROR_MEMORY_UNAVAILABLE")
            | Some("ERROR_INVALID_ADDRESS_SPACE_CONVERSION") => {
                assert!(matches!(e, TargetError::Memory { .. }), "{code}: {text}")
            }
            Some(n) => {
                // A process the library no longer knows is gone: the error says so.
                let gone = matches!(
                    Status(code),
                    Status::ERROR_PROCESS_EXITED | Status::ERROR_INVALID_PROCESS_ID
                );
                let suffix = if gone { "; the target is gone" } else { "" };
                assert_eq!(
                    text,
                    format!("amd_dbgapi_read_memory: AMD_DBGAPI_STATUS_{n} ({code}){suffix}"),
                    "{code}"
                );
                assert_eq!(e.is_fatal(), gone, "{code}");
            }
            None => assert_eq!(text, "amd_dbgapi_read_memory: unknown status -99"),
        }
        // Registers too: the status reaches the caller with the function's name.
        dbgapi_fake::with(|f| f.fail(Some(("read_register", Status(code))))).unwrap();
        let mut pc = [0u8; 8];
        let e = t
            .read_register(wave, amdgpu::Register::Pc, &mut pc)
            .expect_err("fails");
        match Status(code) {
            Status::ERROR_REGISTER_NOT_AVAILABLE | Status::ERROR_INVALID_REGISTER_ID => {
                assert_eq!(e, TargetError::NoRegister(amdgpu::Register::Pc))
            }
            Status::ERROR_INVALID_WAVE_ID => assert_eq!(e, TargetError::NoWave(wave)),
            Status::ERROR_WAVE_NOT_STOPPED => assert_eq!(e, TargetError::NotStopped(wave)),
            _ => assert!(
                e.to_string().starts_with("amd_dbgapi_read_register: "),
                "{e}"
            ),
        }
    }
    dbgapi_fake::with(|f| f.fail(None));
    read(&mut t, &mut b).unwrap();
}

#[test]
fn attach_errors_name_the_function() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let l = support::launch("example.json");
    let bytes = std::fs::read(&l.code_object).unwrap();
    let sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    let t = dbgapi_fake::install(Box::new(sim), v(77)).unwrap();
    let inst = dbgapi::Instance::new(t).unwrap();
    // A second instance in one process is refused: the library is process-global.
    assert_eq!(dbgapi::Instance::new(t).err(), Some(Error::InUse));
    dbgapi_fake::with(|f| f.fail(Some(("process_attach", Status::ERROR_RESTRICTION))));
    let e = inst.attach(Box::new(support::SelfClient)).err().unwrap();
    assert_eq!(
        e,
        Error::Call {
            function: "amd_dbgapi_process_attach",
            status: StatusText(Status::ERROR_RESTRICTION)
        }
    );
    assert_eq!(
        e.to_string(),
        "amd_dbgapi_process_attach: AMD_DBGAPI_STATUS_ERROR_RESTRICTION (-10)"
    );
}

#[test]
fn allocation_failure_is_an_error_not_a_crash() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let (mut t, _w) = stopped();
    assert!(!t.waves().is_empty());
    dbgapi_fake::with(|f| f.fail_allocation(true));
    // The library cannot return its list: the listing is empty, the raw call an error.
    assert!(t.waves().is_empty());
    let e = t.process().waves().err().unwrap();
    assert_eq!(e.status(), Some(Status::ERROR));
    dbgapi_fake::with(|f| f.fail_allocation(false));
    assert!(!t.waves().is_empty());
}

#[test]
fn unknown_stop_bits_and_event_kinds_are_tolerated() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let l = support::launch("example.json");
    let bytes = std::fs::read(&l.code_object).unwrap();
    let sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    let mut t = support::through_fake(Box::new(sim), v(81), &|t| t).unwrap();
    let bp = kernel_breakpoint(&l);
    t.breakpoints().unwrap().insert_breakpoint(bp).unwrap();
    // Stop the first wave, with a stop-reason bit and an event kind no header names yet.
    dbgapi_fake::with(|f| {
        f.unknown_stop_bits(1 << 25);
        f.extra_event(EventKind(77));
    });
    let rc = t.run_control().unwrap();
    let first = rc.wait(Wait::Block).unwrap();
    assert!(first.is_some(), "the kernel runs to an event");
    let w = t.waves();
    let stopped: Vec<_> = w.iter().filter(|w| w.stop_reason.is_some()).collect();
    assert!(!stopped.is_empty());
    for s in stopped {
        // Breakpoint plus an unknown bit is still a breakpoint: known bits win, the
        // unknown one is neither dropped into a panic nor mistaken for another reason.
        assert_eq!(s.stop_reason, Some(StopReason::Breakpoint), "{s}");
    }
    assert_eq!(
        dbgapi::target::stop_reason(dbgapi::sys::StopReasons(1 << 25)),
        StopReason::Trap(0)
    );
    // The unknown event was acknowledged like every other.
    let acked = dbgapi_fake::with(|f| f.acknowledged()).unwrap();
    assert!(acked >= 2, "acknowledged {acked}");
}

#[test]
fn events_are_acknowledged_exactly_once() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let l = support::launch("example.json");
    let bytes = std::fs::read(&l.code_object).unwrap();
    let sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    let t = dbgapi_fake::install(Box::new(sim), v(77)).unwrap();
    let inst = dbgapi::Instance::new(t).unwrap();
    let p = inst.attach(Box::new(support::SelfClient)).unwrap();
    let mut seen = 0;
    while let Some(ev) = p.next_event().unwrap() {
        assert_eq!(ev.kind, EventKind::WAVE_STOP);
        seen += 1;
        // Dropping acknowledges; the fake refuses a second acknowledgement, so a count
        // equal to the events seen means once each.
    }
    assert_eq!(dbgapi_fake::with(|f| f.acknowledged()), Some(seen));
}

#[test]
fn resume_and_step_through_the_fake() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let (mut t, first) = stopped();
    let w = t.wave(first).unwrap();
    assert_eq!(w.stop_reason, Some(StopReason::Breakpoint));
    let pc = w.pc;
    let rc = t.run_control().unwrap();
    rc.resume(w.id, ResumeMode::Step).unwrap();
    let mut stepped = None;
    while let Some(e) = rc.wait(Wait::Block).unwrap() {
        if let amdgpu::target::Event::WaveStopped {
            wave, pc, reason, ..
        } = e
        {
            if wave == w.id {
                stepped = Some((pc, reason));
                break;
            }
        }
    }
    let (new_pc, reason) = stepped.expect("the step stopped");
    assert_eq!(reason, StopReason::SingleStep);
    assert!(new_pc != pc, "the step moved the PC");
    // Unknown waves are typed errors.
    assert_eq!(
        t.run_control()
            .unwrap()
            .resume(WaveId(9999), ResumeMode::Continue),
        Err(TargetError::NoWave(WaveId(9999)))
    );
}

#[test]
fn core_mode_hands_the_note_and_memory_to_the_library() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let l = support::launch("example.json");
    let bp = kernel_breakpoint(&l);
    let bytes = std::fs::read(&l.code_object).unwrap();
    // A core written by the simulator at a breakpoint.
    let mut sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    sim.set_debugger_attached(true);
    sim.breakpoints().unwrap().insert_breakpoint(bp).unwrap();
    let e = sim.run_control().unwrap().wait(Wait::Block).unwrap();
    assert!(
        matches!(e, Some(amdgpu::target::Event::WaveStopped { .. })),
        "{e:?}"
    );
    let (core, _) = sim.core_writer().unwrap().write_core().unwrap();
    let note = codeobj::core::CoreFile::parse(&core)
        .unwrap()
        .core_state()
        .unwrap()
        .0
        .to_vec();
    // The library side: attach in core mode.
    let other = sim::Simulator::new(&bytes, &l.launch).unwrap();
    let t = dbgapi_fake::install(Box::new(other), v(77)).unwrap();
    let inst = dbgapi::Instance::new(t).unwrap();
    let mut client = dbgapi::core::CoreClient::new(core.clone()).unwrap();
    // Memory comes from the core's segments: the code object's bytes are where the
    // simulator loaded them.
    let mut at_bp = [0u8; 4];
    use dbgapi::Client as _;
    assert_eq!(client.read_global(bp, &mut at_bp).unwrap(), 4);
    assert!(
        client.write_global(bp, &[0; 4]).is_err(),
        "cores are read-only"
    );
    let _p = inst.attach(Box::new(client)).unwrap();
    assert_eq!(dbgapi_fake::with(|f| f.core_note.clone()), Some(Some(note)));
    // Not a core: refused with the reason.
    assert!(dbgapi::core::CoreClient::new(vec![0; 64]).is_err());
}

#[test]
fn every_reason_of_a_stop_arrives_first_in_rocgdbs_order() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let l = support::launch("example.json");
    let bytes = std::fs::read(&l.code_object).unwrap();
    let sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    let mut t = support::through_fake(Box::new(sim), v(83), &|t| t).unwrap();
    let bp = kernel_breakpoint(&l);
    t.breakpoints().unwrap().insert_breakpoint(bp).unwrap();
    // The library reports a breakpoint that was also a single step, and a bit no header
    // names: both known reasons arrive, the breakpoint first; the unknown bit adds none.
    dbgapi_fake::with(|f| f.unknown_stop_bits(dbgapi::sys::StopReasons::SINGLE_STEP.0 | 1 << 25));
    let e = t.run_control().unwrap().wait(Wait::Block).unwrap();
    dbgapi_fake::with(|f| f.unknown_stop_bits(0));
    match e {
        Some(amdgpu::target::Event::WaveStopped {
            reason,
            other_reasons,
            ..
        }) => {
            assert_eq!(reason, StopReason::Breakpoint);
            assert_eq!(other_reasons, vec![StopReason::SingleStep]);
        }
        other => panic!("expected a breakpoint stop, got {other:?}"),
    }
    use dbgapi::sys::StopReasons as S;
    assert_eq!(
        dbgapi::target::stop_reasons(S(S::WATCHPOINT.0 | S::SINGLE_STEP.0)),
        vec![
            StopReason::Watchpoint { address: 0 },
            StopReason::SingleStep
        ]
    );
    assert_eq!(
        dbgapi::target::stop_reasons(S::NONE),
        vec![StopReason::Requested]
    );
}
