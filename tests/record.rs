//! `hdb run --sim PROGRAM --record DIR`: the program runs as without it, and every dispatch it
//! made replays from its launch file (`hdb run --launch DIR/NNNN-KERNEL.json`) with the memory
//! the recording says it left; `hdb debug --launch` on a recorded dispatch shows the values
//! `hdb debug --sim PROGRAM` shows at the same breakpoint.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::support;

fn program(name: &str, file: &str) -> PathBuf {
    support::corpus().join("hip").join(name).join(file)
}

fn hdb(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdb"))
        .args(args)
        .output()
        .expect("running hdb")
}

/// A fresh folder for one test's recording, removed when dropped.
struct Folder(PathBuf);

impl Folder {
    fn new(what: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("hdb-record-{what}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        Folder(dir)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `hdb run --sim FLAGS… --record DIR PROGRAM`.
fn record(folder: &Folder, flags: &[&str], path: &Path) -> Output {
    let mut args: Vec<&std::ffi::OsStr> = vec!["run".as_ref(), "--sim".as_ref()];
    args.extend(flags.iter().map(std::ffi::OsStr::new));
    args.extend(["--record".as_ref(), folder.0.as_os_str(), path.as_os_str()]);
    hdb(&args)
}

/// Replays one recorded dispatch with `hdb run --launch` and asserts every region it left
/// matches the recording.
fn replays_as_recorded(what: &str, file: &Path) {
    let replay = hdb(&["run".as_ref(), "--launch".as_ref(), file.as_os_str()]);
    let err = String::from_utf8_lossy(&replay.stderr);
    assert!(
        replay.status.success() && err.contains("hdb: replay matches the recording ("),
        "{what}: replaying {} ({:?}):\n{}{err}",
        file.display(),
        replay.status,
        String::from_utf8_lossy(&replay.stdout)
    );
}

/// The recorded dispatches in `dir`, in dispatch order.
fn launch_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

/// Records `name`'s program, checks it ran as without `--record`, and replays every dispatch.
fn records_and_replays(name: &str) {
    let path = program(name, &format!("{name}.out"));
    let folder = Folder::new(name);
    let plain = hdb(&["run".as_ref(), "--sim".as_ref(), path.as_os_str()]);
    let recorded = record(&folder, &[], &path);
    assert_eq!(
        recorded.status.code(),
        plain.status.code(),
        "{name}: exit status"
    );
    assert_eq!(
        String::from_utf8_lossy(&recorded.stdout),
        String::from_utf8_lossy(&plain.stdout),
        "{name}: the program's output"
    );
    let files = launch_files(&folder.0);
    assert!(!files.is_empty(), "{name}: no dispatch recorded");
    for (i, file) in files.iter().enumerate() {
        let stem = file.file_name().map(|f| f.to_string_lossy().into_owned());
        assert!(
            stem.is_some_and(|s| s.starts_with(&format!("{:04}-", i + 1))),
            "{name}: {} is not dispatch {}",
            file.display(),
            i + 1
        );
        replays_as_recorded(name, file);
    }
}

#[test]
fn matrix_multiplication() {
    records_and_replays("matrix_multiplication");
}

#[test]
fn prefix_sum() {
    records_and_replays("prefix_sum");
}

#[test]
fn histogram() {
    records_and_replays("histogram");
}

#[test]
fn device_globals() {
    records_and_replays("device_globals");
}

/// Device-side malloc's heap outlives a dispatch: a later dispatch's recording holds the
/// slabs earlier ones mapped, and its replay maps new ones where the run did.
#[test]
fn device_malloc() {
    records_and_replays("device_malloc");
}

#[test]
fn dynamic_shared() {
    records_and_replays("dynamic_shared");
}

#[test]
fn partial_workgroup() {
    records_and_replays("partial_workgroup");
}

/// A cooperative launch with grid-wide barriers: the recording says so, and the replay keeps
/// every work-group resident as the live run did (with the default 8 it would wait forever).
#[test]
fn cooperative_grid() {
    records_and_replays("cooperative_grid");
}

#[test]
fn hello_world() {
    records_and_replays("hello_world");
}

#[test]
fn module_api() {
    records_and_replays("module_api");
}

#[test]
fn managed_and_host_memory() {
    records_and_replays("managed_memory");
    records_and_replays("host_memory");
}

/// A kernel that calls device `printf` replays with the hostcall buffer served as the program
/// served it: each dispatch prints what it printed in the program (the formats of every
/// conversion the program uses, rendered without the program's C library) and matches.
#[test]
fn a_printf_kernel_replays_its_output() {
    let folder = Folder::new("device_printf");
    let path = program("device_printf", "device_printf.out");
    let run = record(&folder, &[], &path);
    assert!(run.status.success(), "{run:?}");
    let live = String::from_utf8_lossy(&run.stdout).into_owned();
    let files = launch_files(&folder.0);
    assert_eq!(files.len(), 2, "{files:?}");
    let mut printed = String::new();
    for file in &files {
        replays_as_recorded("device_printf", file);
        let replay = hdb(&["run".as_ref(), "--launch".as_ref(), file.as_os_str()]);
        let out = String::from_utf8_lossy(&replay.stdout);
        // hdb's own lines after the kernel's output.
        let kernel_output = out.split("completed: kernel").next().unwrap_or("");
        printed.push_str(kernel_output);
    }
    let device_lines: Vec<&str> = printed.lines().collect();
    assert!(device_lines.len() >= 10, "{printed}");
    for line in &device_lines {
        assert!(
            live.lines().any(|l| l == *line),
            "the replay printed {line:?}, which the program did not:\n{live}"
        );
    }
    assert!(
        printed.contains("float 3.141593, 3.14, 3.141593e+00, 3.14159"),
        "{printed}"
    );
}

/// The values at a breakpoint in a replayed dispatch are the program's.
#[test]
fn debugging_a_recorded_dispatch_shows_the_programs_values() {
    let folder = Folder::new("debug");
    let path = program("matrix_multiplication", "matrix_multiplication-O0.out");
    let run = record(&folder, &[], &path);
    assert!(run.status.success(), "{run:?}");
    let commands = [
        "set breakpoint pending on",
        "break matrix_multiplication.hip:43 if row == 5 && col == 7 && t == 32 && e == 3",
        "run",
        "print row",
        "print k",
        "print a[row * k + t + e]",
        "print c",
    ];
    let session = |launch: &[&std::ffi::OsStr]| {
        // The program (and its arguments) come last.
        let mut args: Vec<&std::ffi::OsStr> = vec!["debug".as_ref(), "-batch".as_ref()];
        for c in &commands {
            args.push("-ex".as_ref());
            args.push(c.as_ref());
        }
        args.extend(launch);
        let out = hdb(&args);
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let values: Vec<String> = text
            .lines()
            .filter(|l| l.starts_with('$'))
            .map(String::from)
            .collect();
        (values, text)
    };
    let first = &launch_files(&folder.0)[0];
    let (replayed, replay_text) = session(&["--launch".as_ref(), first.as_os_str()]);
    let (live, live_text) = session(&["--sim".as_ref(), path.as_os_str()]);
    assert_eq!(replayed.len(), 4, "{replay_text}");
    assert_eq!(
        replayed, live,
        "replay:\n{replay_text}\nprogram:\n{live_text}"
    );
}

/// A dispatch that faulted replays to the same fault: the same wave, PC and address.
#[test]
fn a_faulting_dispatch_replays_to_its_fault() {
    let folder = Folder::new("sanitize_bugs");
    let path = program("sanitize_bugs", "sanitize_bugs.out");
    let run = record(&folder, &[], &path);
    let err = String::from_utf8_lossy(&run.stderr);
    // "… AMDGPU Wave 1:1:1:32 (3,0,0)/7, lane 8 stopped at pc 0x… (offset …): memory
    // violation at global#0x…"
    let line = err
        .lines()
        .find(|l| l.contains("memory violation at global#"))
        .unwrap_or_else(|| panic!("no fault in the program's run:\n{err}"));
    let word_after = |key: &str| {
        let at = line.find(key).map(|i| i + key.len()).unwrap_or(line.len());
        line[at..]
            .split([' ', ',', ';'])
            .next()
            .unwrap_or("")
            .to_string()
    };
    let (wave, pc, address, dispatch) = (
        // The wave's place in the grid (its id counts the program's earlier dispatches' waves,
        // the replay's does not).
        {
            let id = word_after("AMDGPU Wave ");
            word_after(&format!("AMDGPU Wave {id} "))
        },
        word_after("stopped at pc "),
        word_after("violation at global#"),
        word_after("(dispatch ")
            .trim_end_matches([')', ':'])
            .to_string(),
    );
    // The launch file of the dispatch that faulted: `NNNN-KERNEL.json`, NNNN its id.
    let prefix = format!("{:04}-", dispatch.parse::<u32>().expect("a dispatch id"));
    let faulted = launch_files(&folder.0)
        .into_iter()
        .find(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with(&prefix)
        })
        .unwrap_or_else(|| panic!("no launch file {prefix}*.json"));
    let replay = hdb(&["run".as_ref(), "--launch".as_ref(), faulted.as_os_str()]);
    let out = String::from_utf8_lossy(&replay.stdout);
    assert_eq!(replay.status.code(), Some(2), "{replay:?}");
    for what in [&wave, &pc, &address] {
        assert!(
            !what.is_empty() && out.contains(what.as_str()),
            "{what} in:\n{out}\nprogram:\n{line}"
        );
    }
}

/// With two devices, each device's dispatches replay (allocations of both are recorded).
#[test]
fn peer_devices() {
    let folder = Folder::new("peer_devices");
    let path = program("peer_devices", "peer_devices.out");
    let run = record(&folder, &["--devices", "2"], &path);
    assert!(run.status.success(), "{run:?}");
    let files = launch_files(&folder.0);
    assert!(files.len() >= 2, "{files:?}");
    for file in files {
        replays_as_recorded("peer_devices", &file);
    }
}

/// `hdb debug --sim --record` records the dispatches it debugs the same way.
#[test]
fn a_debugged_program_records_too() {
    let folder = Folder::new("debugged");
    let path = program("prefix_sum", "prefix_sum.out");
    let run = hdb(&[
        "debug".as_ref(),
        "--sim".as_ref(),
        "--record".as_ref(),
        folder.0.as_os_str(),
        "-batch".as_ref(),
        "-ex".as_ref(),
        "run".as_ref(),
        path.as_os_str(),
    ]);
    assert!(run.status.success(), "{run:?}");
    let files = launch_files(&folder.0);
    assert_eq!(files.len(), 3, "{files:?}");
    for file in files {
        replays_as_recorded("hdb debug --sim --record", &file);
    }
}
