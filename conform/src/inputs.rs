//! Many inputs at once: directories walked for code objects, each file's code objects found
//! with `codeobj::extract` (a code object, an offload bundle, a compressed bundle, a host
//! ELF's `.hip_fatbin`), checked on several threads.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::{check::check_code_object_with, Error, FileReport};

/// One code object's report and, when asked for, its location coverage.
pub type Checked = (FileReport, Option<Vec<crate::stats::UnitCoverage>>);

/// What to check and report besides the rules.
#[derive(Debug, Clone, Default)]
pub struct CheckOptions {
    /// Only the code objects this processor (`gfx942`), target ID or bundle entry ID picks
    /// (as the other subcommands' `--target`).
    pub target: Option<String>,
    /// Also measure location coverage ([`crate::stats`]).
    pub coverage: bool,
}

/// How [`check_all`] reads an input: its name (a path or URI) and a buffer to append to.
pub type ReadInput = dyn Fn(&str, &mut Vec<u8>) -> Result<(), Error> + Sync;

/// One input's outcome: its code objects' reports, or why it could not be checked.
#[derive(Debug)]
pub struct CheckedInput {
    /// The input as named (a path or URI).
    pub input: String,
    /// The reports, one per code object, or the error.
    pub result: Result<Vec<FileReport>, Error>,
    /// Each code object's location coverage (its report's file name and units), when
    /// [`CheckOptions::coverage`] asked for it.
    pub coverage: Vec<(String, Vec<crate::stats::UnitCoverage>)>,
}

/// File names a directory walk picks up: code objects, relocatable objects, bundles and
/// host binaries by their usual extensions.
fn looks_like_code_object(p: &Path) -> bool {
    matches!(
        p.extension().and_then(|e| e.to_str()),
        Some("hsaco" | "o" | "co" | "bundle" | "out" | "obj" | "elf" | "so")
    )
}

/// Expands the inputs: a directory becomes the code objects under it (recursively, sorted),
/// anything else stays as given.
pub fn expand(inputs: &[String]) -> Result<Vec<String>, Error> {
    let mut out = Vec::new();
    for i in inputs {
        let p = Path::new(i);
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found, 0)?;
            found.sort();
            out.extend(found.into_iter().map(|p| p.to_string_lossy().into_owned()));
        } else {
            out.push(i.clone());
        }
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>, depth: usize) -> Result<(), Error> {
    if depth > 64 {
        return Ok(());
    }
    let rd = std::fs::read_dir(dir).map_err(|source| Error::Read {
        file: dir.display().to_string(),
        source,
    })?;
    for e in rd.flatten() {
        let p = e.path();
        let Ok(ft) = e.file_type() else { continue };
        if ft.is_dir() {
            walk(&p, out, depth + 1)?;
        } else if ft.is_file() && looks_like_code_object(&p) {
            out.push(p);
        }
    }
    Ok(())
}

/// What an input without AMDGPU code is, for the note that skips it.
fn what_it_is(bytes: &[u8]) -> String {
    if !bytes.starts_with(b"\x7fELF") {
        return "not an ELF file, offload bundle or compressed offload bundle".into();
    }
    let machine = match bytes.get(5) {
        Some(2) => bytes.get(18..20).map(|b| u16::from_be_bytes([b[0], b[1]])),
        _ => bytes.get(18..20).map(|b| u16::from_le_bytes([b[0], b[1]])),
    };
    let name = match machine {
        Some(3) => "x86".to_string(),
        Some(62) => "x86-64".to_string(),
        Some(40) => "ARM".to_string(),
        Some(183) => "AArch64".to_string(),
        Some(21) => "PowerPC64".to_string(),
        Some(243) => "RISC-V".to_string(),
        Some(m) => format!("machine {m}"),
        None => "an unknown machine".to_string(),
    };
    let kind = match bytes.get(16) {
        Some(1) => "object",
        Some(2) => "executable",
        Some(3) => "shared object",
        _ => "file",
    };
    format!(
        "a host {name} ELF {kind} without offload code (no .hip_fatbin or offload-bundle section)"
    )
}

/// Checks every code object in `bytes` (from the input named `name`).
pub fn check_input(name: &str, bytes: &[u8]) -> Result<Vec<FileReport>, Error> {
    check_input_with(name, bytes, &CheckOptions::default())
        .map(|r| r.into_iter().map(|(r, _)| r).collect())
}

/// Checks the code objects in `bytes` that `options.target` picks, or all of them. Input
/// with no AMDGPU code at all (a host object without offload code, a stray library, a text
/// file) is [`Error::NoAmdgpuCode`], which a walk over a build tree skips.
pub fn check_input_with(
    name: &str,
    bytes: &[u8],
    options: &CheckOptions,
) -> Result<Vec<Checked>, Error> {
    // A plain AMDGPU ELF (`e_machine` EM_AMDGPU, 224) is the code object itself: no need to
    // look for bundles in it.
    let plain_elf =
        bytes.starts_with(b"\x7fELF") && bytes.get(18..20) == Some(&224u16.to_le_bytes()[..]);
    let target = options.target.as_deref();
    if plain_elf && target.is_none() {
        return Ok(vec![check_code_object_with(name, bytes, options)?]);
    }
    let bad = |e: codeobj::Error| match e {
        codeobj::Error::NoCodeObject => Error::NoAmdgpuCode {
            file: name.to_string(),
            reason: what_it_is(bytes),
        },
        e => Error::CodeObject {
            file: name.to_string(),
            reason: e.to_string(),
        },
    };
    let contents = codeobj::extract(bytes).map_err(bad)?;
    if contents.code_objects.is_empty() {
        return Err(Error::NoAmdgpuCode {
            file: name.to_string(),
            reason: "an offload bundle without AMDGPU code objects".into(),
        });
    }
    let chosen: Vec<&codeobj::Embedded<'_>> = match target {
        Some(t) => contents.select(t).map_err(bad)?,
        None => contents.code_objects.iter().collect(),
    };
    chosen
        .into_iter()
        .map(|o| {
            let n = match &o.id {
                Some(id) => format!("{name}[{id}]"),
                None => name.to_string(),
            };
            check_code_object_with(&n, &o.bytes, options)
        })
        .collect()
}

/// Checks `inputs` on `jobs` threads. `read` puts an input's bytes into the buffer it is
/// given (a path or a URI; the command line knows URIs; [`read_file`] reads a path);
/// `done` is called after each input (for a progress bar).
/// Results come back in input order.
pub fn check_all(
    inputs: &[String],
    jobs: usize,
    read: &ReadInput,
    done: &(dyn Fn(&CheckedInput) + Sync),
) -> Vec<CheckedInput> {
    check_all_with(inputs, &CheckOptions::default(), jobs, read, done)
}

/// [`check_all`] with [`CheckOptions`] ([`check_input_with`]).
pub fn check_all_with(
    inputs: &[String],
    options: &CheckOptions,
    jobs: usize,
    read: &ReadInput,
    done: &(dyn Fn(&CheckedInput) + Sync),
) -> Vec<CheckedInput> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<CheckedInput>>> =
        Mutex::new((0..inputs.len()).map(|_| None).collect());
    let work = || {
        // One buffer per thread, reused from file to file.
        let mut buffer = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(input) = inputs.get(i) else { break };
            buffer.clear();
            let checked =
                read(input, &mut buffer).and_then(|()| check_input_with(input, &buffer, options));
            let mut coverage = Vec::new();
            let result = checked.map(|list| {
                list.into_iter()
                    .map(|(r, c)| {
                        if let Some(c) = c {
                            coverage.push((r.file.clone(), c));
                        }
                        r
                    })
                    .collect()
            });
            let c = CheckedInput {
                input: input.clone(),
                result,
                coverage,
            };
            done(&c);
            if let Ok(mut r) = results.lock() {
                r[i] = Some(c);
            }
        }
    };
    let jobs = jobs.clamp(1, inputs.len().max(1));
    std::thread::scope(|s| {
        for _ in 1..jobs {
            s.spawn(work);
        }
        work();
    });
    results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

/// Reads a file into `buffer` (appending).
pub fn read_file(path: &str, buffer: &mut Vec<u8>) -> Result<(), Error> {
    use std::io::Read as _;
    let err = |source| Error::Read {
        file: path.to_string(),
        source,
    };
    let mut f = std::fs::File::open(path).map_err(err)?;
    if let Ok(m) = f.metadata() {
        buffer.reserve(usize::try_from(m.len()).unwrap_or(0));
    }
    f.read_to_end(buffer).map_err(err)?;
    Ok(())
}
