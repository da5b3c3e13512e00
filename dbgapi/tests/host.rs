//! The host process controller on real processes: a small C program built here with the
//! system compiler (no GPU involved). A machine without `cc` fails these tests loudly.

#![cfg(all(target_os = "linux", target_arch = "x86_64"))]

use std::ffi::OsStr;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

use dbgapi::host::{HostStop, Inferior};
use nix::sys::signal::Signal;

const PROGRAM: &str = r#"
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
volatile int counter = 0;
char marker[] = "hdb-host-marker";
__attribute__((noinline)) void hit(int x) { __atomic_add_fetch(&counter, x, __ATOMIC_SEQ_CST); }
static void *worker(void *a) { hit(10); return a; }
static void *racer(void *a) { for (int i = 0; i < 200; i++) hit(1); return a; }
static void on_usr1(int s) { (void)s; _exit(42); }
int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "";
  if (!strcmp(m, "exit")) return 7;
  if (!strcmp(m, "hits")) { for (int i = 0; i < 3; i++) hit(1); return counter; }
  if (!strcmp(m, "threads")) {
    /* One worker at a time (concurrent ones: the "race" mode). */
    pthread_t t[2];
    for (int i = 0; i < 2; i++) { pthread_create(&t[i], 0, worker, 0); pthread_join(t[i], 0); }
    return counter;
  }
  if (!strcmp(m, "race")) {
    /* Four threads at once on the same breakpoint. */
    pthread_t t[4];
    for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, racer, 0);
    for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
    return counter == 800 ? 0 : 1;
  }
  if (!strcmp(m, "signal")) { signal(SIGUSR1, on_usr1); raise(SIGUSR1); return 1; }
  if (!strcmp(m, "detach")) { hit(1); usleep(100000); hit(1); return 5; }
  if (!strcmp(m, "spin")) { for (;;) { hit(1); usleep(1000); } }
  return 0;
}
"#;

struct Built {
    exe: PathBuf,
    hit: u64,
    counter: u64,
    marker: u64,
    _dir: tempfile::TempDir,
}

fn built() -> &'static Built {
    static B: OnceLock<Built> = OnceLock::new();
    B.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let src = dir.path().join("inferior.c");
        let exe = dir.path().join("inferior");
        std::fs::write(&src, PROGRAM).unwrap();
        // No PIE: symbol addresses from `nm` are the run-time addresses.
        let o = Command::new(std::env::var("CC").unwrap_or_else(|_| "cc".into()))
            .args(["-O1", "-g", "-no-pie", "-pthread", "-o"])
            .arg(&exe)
            .arg(&src)
            .output()
            .expect("the system C compiler `cc`");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let nm = Command::new("nm")
            .arg(&exe)
            .output()
            .expect("nm (binutils)");
        let syms = String::from_utf8_lossy(&nm.stdout).to_string();
        let addr = |name: &str| {
            syms.lines()
                .find_map(|l| {
                    let mut f = l.split_whitespace();
                    let a = f.next()?;
                    let _k = f.next()?;
                    (f.next()? == name).then(|| u64::from_str_radix(a, 16).ok())?
                })
                .unwrap_or_else(|| panic!("no symbol {name}"))
        };
        Built {
            hit: addr("hit"),
            counter: addr("counter"),
            marker: addr("marker"),
            exe,
            _dir: dir,
        }
    })
}

fn spawn(mode: &str) -> Inferior {
    let b = built();
    Inferior::spawn(b.exe.as_os_str(), &[OsStr::new(mode)]).unwrap()
}

fn counter(inf: &Inferior) -> i32 {
    let mut c = [0u8; 4];
    assert_eq!(inf.read_memory(built().counter, &mut c).unwrap(), 4);
    i32::from_le_bytes(c)
}

#[test]
fn exit_code() {
    let mut inf = spawn("exit");
    inf.resume().unwrap();
    assert_eq!(inf.wait().unwrap(), HostStop::Exited(7));
}

#[test]
fn breakpoints_step_over_and_memory() {
    let b = built();
    let mut inf = spawn("hits");
    // /proc/PID/mem reads the initialised data before the program runs.
    let mut m = [0u8; 15];
    assert_eq!(inf.read_memory(b.marker, &mut m).unwrap(), 15);
    assert_eq!(&m, b"hdb-host-marker");
    inf.insert_breakpoint(b.hit).unwrap();
    // The breakpoint reads as the original byte (0xcc is int3, never a function's start).
    let mut first = [0u8];
    inf.read_memory(b.hit, &mut first).unwrap();
    assert_ne!(first[0], 0xcc);
    for expected in 0..3 {
        inf.resume().unwrap();
        let s = inf.wait().unwrap();
        let HostStop::Breakpoint { tid, address } = s else {
            panic!("expected a breakpoint, got {s:?}");
        };
        assert_eq!(address, b.hit);
        assert_eq!(
            inf.pc(tid).unwrap(),
            b.hit,
            "PC rewound onto the breakpoint"
        );
        // Each resume stepped over the previous hit and ran the call.
        assert_eq!(counter(&inf), expected);
    }
    inf.resume().unwrap();
    assert_eq!(inf.wait().unwrap(), HostStop::Exited(3));
}

#[test]
fn threads_are_followed() {
    let b = built();
    let mut inf = spawn("threads");
    inf.insert_breakpoint(b.hit).unwrap();
    inf.resume().unwrap();
    let mut created = Vec::new();
    let mut hit_by = Vec::new();
    let mut exited = 0;
    loop {
        match inf.wait().unwrap() {
            HostStop::ThreadCreated { tid } => created.push(tid),
            HostStop::Breakpoint { tid, .. } => {
                hit_by.push(tid);
                inf.resume().unwrap();
            }
            HostStop::ThreadExited { .. } => exited += 1,
            HostStop::Exited(code) => {
                assert_eq!(code, 20);
                break;
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(created.len(), 2, "two threads created");
    hit_by.sort();
    created.sort();
    assert_eq!(
        hit_by, created,
        "each worker hit the breakpoint in its own thread"
    );
    assert_eq!(exited, 2);
}

/// Several threads on one breakpoint at once: while one steps over it, the others are held,
/// so none can run through the lifted byte unseen — every call is a reported hit.
#[test]
fn concurrent_threads_never_pass_a_breakpoint_unseen() {
    let b = built();
    let mut inf = spawn("race");
    inf.insert_breakpoint(b.hit).unwrap();
    inf.resume().unwrap();
    let mut hits = 0;
    loop {
        match inf.wait().unwrap() {
            HostStop::Breakpoint { .. } => {
                hits += 1;
                inf.resume().unwrap();
            }
            HostStop::ThreadCreated { .. } | HostStop::ThreadExited { .. } => {}
            HostStop::Exited(code) => {
                assert_eq!(code, 0, "the program counted 800 calls");
                break;
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(hits, 800, "4 threads x 200 calls, each one a hit");
}

#[test]
fn signals_pass_through() {
    let mut inf = spawn("signal");
    inf.resume().unwrap();
    let s = inf.wait().unwrap();
    assert!(
        matches!(
            s,
            HostStop::Signal {
                signal: Signal::SIGUSR1,
                ..
            }
        ),
        "{s:?}"
    );
    // Resuming delivers it: the program's handler exits 42.
    inf.resume().unwrap();
    assert_eq!(inf.wait().unwrap(), HostStop::Exited(42));
}

#[test]
fn detach_lifts_breakpoints() {
    let b = built();
    let mut inf = spawn("detach");
    let pid = inf.pid();
    inf.insert_breakpoint(b.hit).unwrap();
    inf.resume().unwrap();
    assert!(matches!(inf.wait().unwrap(), HostStop::Breakpoint { .. }));
    inf.detach().unwrap();
    // Untraced now, it runs hit() again without a trap and exits normally.
    let st = nix::sys::wait::waitpid(nix::unistd::Pid::from_raw(pid), None).unwrap();
    assert_eq!(
        st,
        nix::sys::wait::WaitStatus::Exited(nix::unistd::Pid::from_raw(pid), 5)
    );
}

#[test]
fn attach_to_a_running_process_and_kill() {
    let b = built();
    let mut child = Command::new(&b.exe).arg("spin").spawn().unwrap();
    let mut inf = Inferior::attach(child.id() as i32).unwrap();
    assert_eq!(inf.threads(), vec![child.id() as i32]);
    inf.insert_breakpoint(b.hit).unwrap();
    inf.resume().unwrap();
    let s = inf.wait().unwrap();
    assert!(
        matches!(s, HostStop::Breakpoint { address, .. } if address == b.hit),
        "{s:?}"
    );
    // The loop calls hit(1) before each pause: the attach found it mid-run.
    let before = counter(&inf);
    inf.resume().unwrap();
    assert!(matches!(inf.wait().unwrap(), HostStop::Breakpoint { .. }));
    assert_eq!(
        counter(&inf),
        before + 1,
        "stepped over the breakpoint and ran hit once"
    );
    let pid = child.id();
    inf.kill().unwrap();
    // Reaped by the controller: the process is gone.
    assert!(!std::path::Path::new(&format!("/proc/{pid}")).exists());
    let _ = child.try_wait();
}

#[test]
fn hostile_addresses_are_errors() {
    let mut inf = spawn("exit");
    let mut b = [0u8; 16];
    assert!(inf.read_memory(u64::MAX - 4, &mut b).is_err());
    assert!(inf.write_memory(u64::MAX - 4, &b).is_err());
    assert!(inf.read_memory(0, &mut b).is_err(), "page 0 is unmapped");
    assert!(inf.insert_breakpoint(0).is_err());
    inf.kill().unwrap();
}
