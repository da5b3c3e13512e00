//! hdb's loader against generated shared objects that export the library's functions under
//! their `AMD_DBGAPI_0.xx` symbol-version nodes: version profiles, the renumbered
//! `process_get_info` of 0.76, the refusal when a mandatory function is missing, and a
//! corpus session through the real `dlopen` + `dlvsym` path.

mod support;

use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

use dbgapi::sys::ProcessInfo;
use dbgapi::{Error, FnTable, Instance, Library, Profile};
use support::v;

static ONE: Mutex<()> = Mutex::new(());

fn dir() -> &'static tempfile::TempDir {
    static D: OnceLock<tempfile::TempDir> = OnceLock::new();
    D.get_or_init(|| tempfile::tempdir().expect("tempdir"))
}

/// Builds the shim; a machine without a C compiler fails here, loudly (never a skip).
fn shim(minor: u32, omit: &[&str]) -> PathBuf {
    let sub = dir().path().join(format!("{minor}-{}", omit.join("-")));
    std::fs::create_dir_all(&sub).unwrap();
    dbgapi_fake::shim::build(&sub, v(minor), omit).unwrap_or_else(|e| panic!("{e}"))
}

/// Loads a shim, points it at a fake over a fresh simulator, attaches, and returns the
/// library and the NOTIFIER/OS_ID answers.
fn load(minor: u32) -> (Library, i32, i32) {
    let path = shim(minor, &[]);
    let lib = Library::open(&path).unwrap_or_else(|e| panic!("{e}"));
    let l = support::launch("example.json");
    let bytes = std::fs::read(&l.code_object).unwrap();
    let sim = sim::Simulator::new(&bytes, &l.launch).unwrap();
    let table = dbgapi_fake::install(Box::new(sim), lib.table.version).unwrap();
    dbgapi_fake::shim::install_into(&path, &table).unwrap();
    let inst = Instance::new(lib.table).unwrap_or_else(|e| panic!("{e}"));
    let p = inst.attach(Box::new(support::SelfClient)).unwrap();
    let fd: i32 = p.notifier().unwrap();
    let pid: i32 = p.process_info(ProcessInfo::OS_ID).unwrap();
    drop(p);
    (lib, fd, pid)
}

#[test]
fn profiles_by_reported_version() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    for (minor, profile) in [
        (76, Profile::V0_76),
        (77, Profile::V0_77),
        (79, Profile::V0_78To0_80),
        (81, Profile::V0_81Plus),
    ] {
        let (lib, fd, pid) = load(minor);
        assert_eq!(lib.table.profile, profile, "0.{minor}");
        assert_eq!(lib.table.version, v(minor));
        assert!(fd >= 0);
        // OS_ID is 5 in 0.76 and 6 later; the fake answers only its version's number.
        assert_eq!(pid, std::process::id() as i32, "0.{minor}: OS_ID numbering");
    }
}

#[test]
fn the_node_decides_which_symbol_binds() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    // A 0.81 object exports read_memory only at 0.78; a 0.76 one only at 0.54.
    let out = std::process::Command::new("readelf")
        .args(["--dyn-syms", "--wide"])
        .arg(shim(81, &[]))
        .output()
        .expect("readelf (binutils, which the C compiler's linker comes with)");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("amd_dbgapi_read_memory@@AMD_DBGAPI_0.78"),
        "{text}"
    );
    assert!(
        text.contains("amd_dbgapi_process_get_info@@AMD_DBGAPI_0.80"),
        "{text}"
    );
    let old = std::process::Command::new("readelf")
        .args(["--dyn-syms", "--wide"])
        .arg(shim(76, &[]))
        .output()
        .expect("readelf");
    let text = String::from_utf8_lossy(&old.stdout);
    assert!(
        text.contains("amd_dbgapi_read_memory@@AMD_DBGAPI_0.54"),
        "{text}"
    );
    assert!(
        text.contains("amd_dbgapi_process_get_info@@AMD_DBGAPI_0.54"),
        "{text}"
    );
    assert!(Library::open(&shim(81, &[])).is_ok());
}

#[test]
fn a_missing_mandatory_function_is_refused_by_name_and_node() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let e = Library::open(&shim(77, &["amd_dbgapi_wave_stop"]))
        .err()
        .expect("refused");
    assert_eq!(
        e.to_string(),
        "amd-dbgapi library 0.77.0 not supported, missing amd_dbgapi_wave_stop@AMD_DBGAPI_0.76"
    );
    let e = Library::open(&shim(81, &["amd_dbgapi_read_memory"]))
        .err()
        .expect("refused");
    assert!(
        matches!(&e, Error::MissingFunction { function, node, .. }
            if function == "amd_dbgapi_read_memory" && node == "AMD_DBGAPI_0.78"),
        "{e}"
    );
}

#[test]
fn older_and_foreign_versions_are_refused() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let e = Library::open(&shim(75, &[])).err().expect("refused");
    assert_eq!(
        e.to_string(),
        "amd-dbgapi library 0.75.0 not supported (hdb supports 0.76 and newer 0.x)"
    );
    let e = Library::open(std::path::Path::new("/nonexistent/librocm-dbgapi.so.0"))
        .err()
        .expect("refused");
    assert!(
        e.to_string().starts_with("cannot load /nonexistent/"),
        "{e}"
    );
}

#[test]
fn a_corpus_session_through_the_shared_object() {
    let _g = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let path = shim(81, &[]);
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| path.clone());
    // The shim's table is filled with this thread's fake before the instance starts.
    static VIA_SHIM: fn(FnTable) -> FnTable = |fake| {
        let p = PATH.get().expect("path");
        dbgapi_fake::shim::install_into(p, &fake).expect("install");
        Library::open(p).expect("load").table
    };
    let l = support::launch("example.json");
    let commands = [
        "break recursive_fib_gcd",
        "run",
        "info threads",
        "next",
        "continue",
        "info threads",
    ];
    let direct = support::transcript(&l, &commands, None);
    let shimmed = support::transcript(&l, &commands, Some((v(81), &VIA_SHIM)));
    assert_eq!(direct, shimmed);
    assert!(direct[1].contains("hit Breakpoint 1"), "{}", direct[1]);
}
