//! A live process end to end without a GPU: a real host program under hdb's ptrace
//! controller, the fake library (loaded through the versioned shim, as `hdb debug PROGRAM`
//! loads the real one) asking for a host breakpoint as ROCr's `r_brk`, and hdb reporting
//! each hit with `report_breakpoint_hit` while `DbgapiTarget` waits — plus the library's
//! reads of the inferior's memory through `xfer_global_memory` (`/proc/PID/mem`).

#![cfg(all(target_os = "linux", target_arch = "x86_64"))]
// It interrupts the host process with kill(2).
#![allow(unsafe_code)]

mod support;

use std::ffi::OsStr;
use std::process::Command;

use amdgpu::target::{Target, Wait};

static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());

const PROGRAM: &str = r#"
volatile int counter = 0;
char marker[] = "rbrk-ok!";
__attribute__((noinline)) void r_brk(int x) { counter += x; __asm__ volatile(""); }
int main(void) { for (int i = 0; i < 3; i++) r_brk(1); return 40 + counter; }
"#;

/// The fake library at version 0.`minor`, behind the versioned shim built in `dir`, over a
/// fresh simulator of `example.json`; `HDB_DBGAPI_LIBRARY` names the shim.
fn fake_library(dir: &std::path::Path, minor: u32) {
    let shim = dbgapi_fake::shim::build(dir, support::v(minor), &[]).unwrap();
    let l = support::launch("example.json");
    let bytes = std::fs::read(&l.code_object).unwrap();
    let sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    let table = dbgapi_fake::install(Box::new(sim), support::v(minor)).unwrap();
    dbgapi_fake::shim::install_into(&shim, &table).unwrap();
    std::env::set_var("HDB_DBGAPI_LIBRARY", &shim);
}

#[test]
fn runtime_breakpoint_hits_are_reported_while_the_target_waits() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let host = dbgapi_fake::host::HostProgram::build(dir.path(), "host", PROGRAM, &[])
        .unwrap_or_else(|e| panic!("{e}"));
    let exe = host.exe.clone();
    let r_brk = host.symbol("r_brk").expect("r_brk in the host program");
    let marker = host.symbol("marker").expect("marker in the host program");

    // The fake behind the versioned shim, over a simulator dispatch.
    let shim = dbgapi_fake::shim::build(dir.path(), support::v(77), &[]).unwrap();
    let l = support::launch("example.json");
    let bytes = std::fs::read(&l.code_object).unwrap();
    let sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    let table = dbgapi_fake::install(Box::new(sim), support::v(77)).unwrap();
    dbgapi_fake::shim::install_into(&shim, &table).unwrap();
    dbgapi_fake::with(|f| {
        f.runtime_breakpoint(r_brk);
        f.probe(marker);
    });
    // The tests of this binary take turns: the variable and the library are process-wide.
    std::env::set_var("HDB_DBGAPI_LIBRARY", &shim);

    let mut t = dbgapi::live::open(Some((exe.as_os_str(), &[] as &[&OsStr])), None)
        .unwrap_or_else(|e| panic!("{e}"))
        .target;
    assert_eq!(
        dbgapi_fake::with(|f| f.probed.clone()),
        Some(Some(b"rbrk-ok!".to_vec())),
        "the library read the inferior through /proc/PID/mem"
    );
    assert!(!t.agents().is_empty());
    // Run everything: the GPU side (the simulator's dispatch) and the host to its exit.
    let rc = t.run_control().unwrap();
    let mut events = 0;
    while let Some(_e) = rc.wait(Wait::Block).unwrap() {
        events += 1;
        assert!(events < 10_000, "the wait never ended");
    }
    let hits = dbgapi_fake::with(|f| f.calls.get("report_breakpoint_hit").copied());
    assert_eq!(hits, Some(Some(3)), "each r_brk call was reported once");
}

#[test]
fn a_waker_interrupts_a_wait_on_a_quiet_host() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    fake_library(dir.path(), 81);
    let sleep = Command::new("sh")
        .args(["-c", "command -v sleep"])
        .output()
        .unwrap();
    let sleep = String::from_utf8_lossy(&sleep.stdout).trim().to_string();
    let live = dbgapi::live::open(
        Some((OsStr::new(&sleep), &[OsStr::new("30")] as &[&OsStr])),
        None,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut t = live.target;
    let waker = live.waker.clone();
    let started = std::time::Instant::now();
    let h = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(300));
        waker.wake();
    });
    // The GPU side finishes first; then the wait sits on the sleeping host until woken.
    let rc = t.run_control().unwrap();
    let end = loop {
        match rc.wait(Wait::Block) {
            Ok(Some(_)) => continue,
            other => break other,
        }
    };
    h.join().unwrap();
    let took = started.elapsed();
    assert!(
        took < std::time::Duration::from_secs(10),
        "woken promptly: {took:?}"
    );
    assert_eq!(
        end.err().map(|e| e.to_string()),
        Some("interrupted (no GPU wave was running)".to_string())
    );
}

#[test]
fn the_owner_thread_serves_a_live_process() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let host = dbgapi_fake::host::HostProgram::build(dir.path(), "host", PROGRAM, &[])
        .unwrap_or_else(|e| panic!("{e}"));
    let exe = host.exe.clone();
    let r_brk = host.symbol("r_brk").expect("r_brk in the host program");
    let shim = dbgapi_fake::shim::build(dir.path(), support::v(80), &[]).unwrap();
    std::env::set_var("HDB_DBGAPI_LIBRARY", &shim);
    let l = support::launch("example.json");
    let shim2 = shim.clone();
    let exe2 = exe.clone();
    // Everything that needs the tracer thread is made on the owner thread.
    let mut owned = dbgapi::owner::Owned::spawn(move || {
        let bytes = std::fs::read(&l.code_object).unwrap();
        let sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
        let table = dbgapi_fake::install(Box::new(sim), support::v(80)).unwrap();
        dbgapi_fake::shim::install_into(&shim2, &table).unwrap();
        dbgapi_fake::with(|f| f.runtime_breakpoint(r_brk));
        dbgapi::live::open(Some((exe2.as_os_str(), &[] as &[&OsStr])), None).map(|l| l.target)
    })
    .unwrap_or_else(|e| panic!("{e}"));
    let name = owned
        .call(|_| std::thread::current().name().map(str::to_string))
        .unwrap();
    assert_eq!(name.as_deref(), Some("hdb-dbgapi"));
    assert!(!owned.agents().is_empty());
    let rc = owned.run_control().unwrap();
    let mut events = 0;
    while let Some(_e) = rc.wait(Wait::Block).unwrap() {
        events += 1;
        assert!(events < 10_000, "the wait never ended");
    }
    let hits = owned
        .call(|_| dbgapi_fake::with(|f| f.calls.get("report_breakpoint_hit").copied()))
        .unwrap();
    assert_eq!(hits, Some(Some(3)));
}

/// A host program that loads its kernel's code object when it runs (ROCr's `r_brk`), and
/// unloads it before it exits.
const LOADER: &str = r#"
#include <unistd.h>
__attribute__((noinline)) void r_brk(void) { __asm__ volatile(""); }
int main(void) {
    r_brk();
    for (int i = 0; i < 20; i++) usleep(10000);
    r_brk();
    return 0;
}
"#;

#[test]
fn pending_breakpoints_are_planted_before_the_load_is_acknowledged() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let host = dbgapi_fake::host::HostProgram::build(dir.path(), "loader", LOADER, &[])
        .unwrap_or_else(|e| panic!("{e}"));
    let exe = host.exe.clone();
    let r_brk = host.symbol("r_brk").expect("r_brk in the host program");
    let shim = dbgapi_fake::shim::build(dir.path(), support::v(77), &[]).unwrap();
    let l = support::launch("example.json");
    let bytes = std::fs::read(&l.code_object).unwrap();
    let mut sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    sim.set_debugger_attached(true);
    let co = std::fs::canonicalize(&l.code_object).unwrap();
    sim.set_code_object_uri(format!(
        "file://{}#offset=0&size={}",
        co.display(),
        bytes.len()
    ));
    let table = dbgapi_fake::install(Box::new(sim), support::v(77)).unwrap();
    dbgapi_fake::shim::install_into(&shim, &table).unwrap();
    dbgapi_fake::with(|f| {
        f.runtime_breakpoint(r_brk);
        f.load_at_runtime_breakpoint();
    });
    std::env::set_var("HDB_DBGAPI_LIBRARY", &shim);
    let mut live = dbgapi::live::open(Some((exe.as_os_str(), &[] as &[&OsStr])), None)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(live.target.code_objects().is_empty(), "nothing loaded yet");
    let mut s = debugger::Interpreter::new(
        debugger::Session::attach_held(
            Box::new(live.target),
            debugger::HeldProgram {
                command_line: exe.display().to_string(),
                kernel: "loader".into(),
                code_objects: Vec::new(),
            },
        )
        .unwrap(),
    );
    let mut run = |c: &str| {
        let o = s.execute(c);
        format!(
            "{}{}{}",
            if o.ok { "" } else { "error: " },
            o.diagnostics,
            o.text
        )
    };
    // gdb's answer without a terminal to ask: no pending breakpoint (and no error).
    assert_eq!(
        run("break gcd_rec"),
        "Function \"gcd_rec\" not defined.\nMake breakpoint pending on future shared library load? (y or [n]) [answered N; input not from terminal]\n"
    );
    assert_eq!(run("info breakpoints"), "No breakpoints or watchpoints.\n");
    run("set breakpoint pending on");
    assert_eq!(run("break gcd_rec"), "Breakpoint 1 (gcd_rec) pending.\n");
    assert!(run("info breakpoints").contains("<PENDING>"));
    let stop = run("run");
    assert!(
        stop.contains("Thread 1 hit Breakpoint 1, with lanes [0-63], gcd_rec (a=0, b=0)"),
        "{stop}"
    );
    assert_eq!(
        dbgapi_fake::with(|f| f.planted_at_acknowledgement.clone()),
        Some(vec![1]),
        "the breakpoint was planted before the load was acknowledged"
    );
    assert!(run("info breakpoints").contains("in gcd_rec at src/recursion.cl:16"));
    // The dispatch is named from the kernel descriptor symbol at the address the library
    // gives (KERNEL_DESCRIPTOR_ADDRESS) in the loaded code object.
    let kernels: Vec<Option<String>> = s
        .engine_mut()
        .target_mut()
        .unwrap()
        .dispatches()
        .into_iter()
        .map(|d| d.kernel)
        .collect();
    assert_eq!(kernels, vec![Some("recursive_fib_gcd".to_string())]);
    let mut run = |c: &str| {
        let o = s.execute(c);
        format!(
            "{}{}{}",
            if o.ok { "" } else { "error: " },
            o.diagnostics,
            o.text
        )
    };
    // The kernel's end (the breakpoint disabled: gcd_rec recurses), then the program's: the
    // unload takes the location away again.
    run("disable 1");
    let end = run("continue");
    assert!(end.contains("exited"), "{end}");
    assert_eq!(
        dbgapi_fake::with(|f| f.planted_at_acknowledgement.len()),
        Some(2),
        "the unload was reported"
    );
    let info = run("info breakpoints");
    assert!(info.contains("<PENDING>"), "{info}");
}

/// A SIGINT sent to the program (what Ctrl-C at the terminal does, as the program shares
/// hdb's terminal) is not passed on — gdb's `handle SIGINT nopass` — so the program lives on
/// to its own end.
#[test]
fn sigint_is_not_passed_to_the_program() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    fake_library(dir.path(), 77);
    let sh = OsStr::new("/bin/sh");
    let script = [OsStr::new("-c"), OsStr::new("sleep 0.5; exit 4")];
    let mut t = dbgapi::live::open(Some((sh, &script[..])), None)
        .unwrap_or_else(|e| panic!("{e}"))
        .target;
    let pid = t.host_threads()[0].lwp as i32;
    let rc = t.run_control().unwrap();
    // Let the GPU side finish and the host run, then interrupt it as a terminal would.
    let killer = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(150));
        // SAFETY: kill(2) with integer arguments.
        unsafe { libc::kill(pid, libc::SIGINT) };
    });
    let mut end = None;
    for _ in 0..10_000 {
        match rc.wait(Wait::Block).unwrap() {
            Some(amdgpu::target::Event::ProcessExited { how, .. }) => {
                end = Some(how);
                break;
            }
            Some(_) => continue,
            None => break,
        }
    }
    killer.join().unwrap();
    assert_eq!(end, Some(amdgpu::target::ProcessEnd::Code(4)));
}
