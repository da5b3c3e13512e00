//! `--record DIR`: every dispatch saved as a launch file that replays bit-identically
//! (`hdb run --launch DIR/NNNN-KERNEL.json`). The file names the code object (written once
//! per distinct code object as `code-HASH.hsaco`), the kernel, the sizes, the load base, the
//! kernarg bytes as the program packed them, the dynamic LDS size, and every region of memory
//! the kernel could read — the live allocations (device, managed, host memory the devices
//! reach), the kernel's code object's variables and device-side `malloc`'s heap — with its bytes before the dispatch and
//! the hash of its bytes after it ([`sim::launch`] reads and writes the format).

use std::path::{Path, PathBuf};

use sim::launch::{fnv1a, LaunchFile, LaunchFileError, MemoryRegion, Recorded};
use sim::{RuntimeBuffers, Simulator};

use crate::memory::MemoryMap;

/// A dispatch whose launch file is written once its memory after the run is known.
pub(crate) struct PendingRecord {
    path: PathBuf,
    file: LaunchFile,
}

/// Characters a file name may take from a kernel's name (mangled names are mostly these).
fn file_safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// What the program asked for in a dispatch, beyond what the simulator holds.
pub(crate) struct Dispatched<'a> {
    pub kernel: &'a str,
    /// The kernarg bytes as the program packed them.
    pub kernarg: &'a [u8],
    pub dynamic_lds: u32,
    pub cooperative: bool,
    /// The runtime's buffers the hidden arguments point at.
    pub runtime: RuntimeBuffers,
    /// Their memory, as (base, size).
    pub runtime_regions: &'a [(u64, u64)],
}

/// The launch file of the dispatch `sim` is about to run (its memory as the kernel will find
/// it), and the code object written into `dir` if it is not there yet.
pub(crate) fn begin(
    dir: &Path,
    sim: &Simulator,
    memory: &MemoryMap,
    what: &Dispatched<'_>,
) -> Result<PendingRecord, LaunchFileError> {
    let Dispatched {
        kernel,
        kernarg,
        dynamic_lds,
        cooperative,
        runtime,
        runtime_regions,
    } = *what;
    let loaded = sim.machine().code_object(sim.code_object());
    let bytes = loaded.map(|c| &c.bytes[..]).unwrap_or_default();
    let code_object = dir.join(format!("code-{:016x}.hsaco", fnv1a(bytes)));
    if !code_object.exists() {
        std::fs::write(&code_object, bytes).map_err(|source| LaunchFileError::Write {
            path: code_object.clone(),
            source,
        })?;
    }
    let variables = loaded
        .into_iter()
        .flat_map(|c| &c.variables)
        .map(|v| (v.address, v.size));
    // A region as the device maps it (device memory in whole pages), so that a replay
    // faults, or does not, where the program's dispatch did.
    let regions = memory
        .all()
        .map(|(base, a)| (base, sim.memory().region_size(base).unwrap_or(a.size)))
        .chain(variables)
        .chain(runtime_regions.iter().copied())
        // Device-side malloc's slabs of earlier dispatches (the heap outlives them).
        .chain(crate::hostcall::heap_slabs(sim.memory()));
    let mut recorded = Vec::new();
    for (address, size) in regions {
        let mut bytes = vec![0u8; size as usize];
        // An allocation the machine does not hold (freed pages) is nothing the kernel reads.
        if sim.memory().read(address, &mut bytes).is_ok() {
            recorded.push(MemoryRegion {
                address,
                bytes,
                after: None,
            });
        }
    }
    let kernel = kernel.to_string();
    let path = dir.join(format!(
        "{:04}-{}.json",
        sim.dispatch_id(),
        file_safe(&kernel)
    ));
    let setup = sim.setup();
    Ok(PendingRecord {
        path,
        file: LaunchFile {
            code_object,
            target: None,
            kernel,
            grid: setup.grid,
            block: setup.block,
            args: Vec::new(),
            recorded: Recorded {
                load_base: Some(sim.load_base()),
                // A runtime may pack more than the segment holds (`extra` blocks are
                // rounded up); the dispatch took what fits.
                kernarg: Some(kernarg[..kernarg.len().min(sim.kernarg_bytes().len())].to_vec()),
                dynamic_lds,
                cooperative,
                runtime,
                memory: recorded,
            },
        },
    })
}

/// Notes each region's bytes after the dispatch and writes the launch file.
pub(crate) fn finish(mut pending: PendingRecord, sim: &Simulator) -> Result<(), LaunchFileError> {
    for r in &mut pending.file.recorded.memory {
        let mut now = vec![0u8; r.bytes.len()];
        if sim.memory().read(r.address, &mut now).is_ok() {
            r.after = Some(fnv1a(&now));
        }
    }
    pending.file.write(&pending.path)
}
