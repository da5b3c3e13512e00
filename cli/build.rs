//! Builds the HIP runtime stand-in (`hip-runtime/`, std only) that `hdb run --sim` loads into
//! programs: rustc compiles it as a static library, and the system C compiler (which Rust
//! already uses as its linker) links it three times into `libamdhip64.so.5`, `.so.6` and
//! `.so.7`, each exporting the HIP functions under their symbol versions (`symbols.tsv`).
//! `hdb` embeds the three files and writes them out when it runs a program.
//!
//! A Rust `cdylib` cannot be given the versioned linker script: rustc passes its own
//! anonymous one, and the linker refuses to mix the two.

use std::collections::BTreeMap;
use std::env;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let shim = manifest.join("../hip-runtime");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("set by cargo"));
    println!("cargo:rerun-if-changed=../hip-runtime/src");
    println!("cargo:rerun-if-changed=../hip-runtime/symbols.tsv");
    println!("cargo:rerun-if-env-changed=CC");

    let symbols = std::fs::read_to_string(shim.join("symbols.tsv"))
        .unwrap_or_else(|e| panic!("hip-runtime/symbols.tsv: {e}"));
    let (script, names) = version_script(&symbols);
    let map = out.join("libamdhip64.map");
    std::fs::write(&map, script).expect("writing the version script");

    let archive = out.join("libhdb_hip_runtime.a");
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let target = env::var("TARGET").expect("set by cargo");
    run(Command::new(rustc)
        .args([
            "--edition=2021",
            "--crate-type=staticlib",
            "--crate-name=hdb_hip_runtime",
            "-Cpanic=abort",
            // `.eh_frame` for every function: the walk to the program's call site
            // (`caller.rs`) unwinds through this library's frames.
            "-Cforce-unwind-tables=yes",
            "-Copt-level=2",
            "-Cdebuginfo=0",
            "-Ccodegen-units=1",
            "--cap-lints=allow",
            "--target",
        ])
        .arg(&target)
        .arg(shim.join("src/lib.rs"))
        .arg("-o")
        .arg(&archive));

    let cc = env::var_os("CC").unwrap_or_else(|| "cc".into());
    for abi in [5, 6, 7] {
        let soname = format!("libamdhip64.so.{abi}");
        let mut link = Command::new(&cc);
        link.arg("-shared")
            .arg("-s")
            .arg("-o")
            .arg(out.join(&soname))
            .arg(format!("-Wl,-soname,{soname}"))
            .arg(format!("-Wl,--version-script={}", map.display()))
            .arg("-Wl,--no-undefined-version")
            .arg("-Wl,--gc-sections");
        for n in &names {
            link.arg(format!("-Wl,-u,{n}"));
        }
        link.arg(&archive)
            // What a Rust static library needs from the C runtime.
            .args([
                "-lgcc_s",
                "-lutil",
                "-lrt",
                "-lpthread",
                "-lm",
                "-ldl",
                "-lc",
            ]);
        run(&mut link);
    }
    // The cache folder's name, so each hdb build writes its own libraries once: their
    // FNV-1a, found here rather than over 1.5 MB at each `hdb run`.
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for abi in [5, 6, 7] {
        let path = out.join(format!("libamdhip64.so.{abi}"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for b in bytes {
            hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    std::fs::write(out.join("libamdhip64.hash"), format!("{hash:#018x}"))
        .expect("writing the libraries' hash");
}

/// A linker version script giving each name of `symbols.tsv` (lines `VERSION\tNAME`) its
/// version node, the nodes chained in order of appearance; and the names.
fn version_script(symbols: &str) -> (String, Vec<String>) {
    let mut order: Vec<String> = Vec::new();
    let mut nodes: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut names = Vec::new();
    for line in symbols
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (version, name) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("symbols.tsv: bad line `{line}`"));
        if !nodes.contains_key(version) {
            order.push(version.to_string());
        }
        nodes
            .entry(version.to_string())
            .or_default()
            .push(name.to_string());
        names.push(name.to_string());
    }
    let mut script = String::new();
    let mut previous: Option<&str> = None;
    for v in &order {
        let _ = writeln!(script, "{v} {{\nglobal:");
        for n in &nodes[v] {
            let _ = writeln!(script, "    {n};");
        }
        let _ = match previous {
            None => writeln!(script, "local:\n    *;\n}};"),
            Some(p) => writeln!(script, "local:\n    *;\n}} {p};"),
        };
        previous = Some(v);
    }
    (script, names)
}

fn run(c: &mut Command) {
    let shown = format!("{c:?}");
    match c.status() {
        Ok(s) if s.success() => {}
        Ok(s) => panic!(
            "building the HIP runtime stand-in failed ({s}): {}",
            short(&shown)
        ),
        Err(e) => panic!("cannot run {}: {e}", short(&shown)),
    }
}

fn short(command: &str) -> &str {
    &command[..command.len().min(300)]
}
