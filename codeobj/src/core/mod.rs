//! AMDGPU core files: the GPU state of a process at a crash or a debugger's `gcore`.
//!
//! The format is the one the ROCm runtime and ROCgdb write (`shared/notes/anchors.md` §5): an
//! ELF64 `ET_CORE` file whose `PT_NOTE` holds an `"AMDGPU"` note of type 33
//! (`NT_AMDGPU_KFD_CORE_STATE`, the KFD snapshot: [`note`]), and whose `PT_LOAD` segments hold
//! agent memory: code objects, kernarg segments, the AQL queue with its `amd_queue_t` and
//! dispatch packets ([`queue`]), each queue's context-save area with one record per wave
//! ([`cwsr`]), scratch backing and the runtime's code-object list ([`queue::RDebug`]). A
//! *split* core is that file alone (`EM_AMDGPU`); a *unified* core is a host core with the GPU
//! note and segments merged in ([`file::merge`]).
//!
//! * [`file`] — the ELF container: [`CoreFile`] reads one (any machine), [`CoreBuilder`]
//!   writes one;
//! * [`note`] — [`KfdNote`]: runtime info, one device entry per agent, one queue entry per
//!   queue;
//! * [`cwsr`] — context-save areas per generation, trap-handler metadata in the TTMPs;
//! * [`queue`] — `amd_queue_t`, the dispatch packet, ROCr's `r_debug` and link map;
//! * [`target`] — [`CoreTarget`]: a core as a read-only [`amdgpu::target::Target`].
//!
//! Readers never trust a count, size or pointer: every failure is a [`CoreError`] naming the
//! file offset (or address) and the field.

pub mod cwsr;
pub mod file;
pub mod note;
pub mod queue;
pub mod target;

pub use file::{merge, CoreBuilder, CoreFile, Segment};
pub use note::{DeviceInfo, KfdNote, QueueSnapshot, RuntimeInfo};
pub use target::CoreTarget;

/// What can go wrong reading or writing a core file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CoreError {
    /// A structure does not fit in the bytes that hold it.
    #[error("{what} at offset {offset:#x} needs {needed} bytes, but only {available} are there")]
    Truncated {
        /// The structure (`ELF header`, `program header 3`, `device entry 1`).
        what: String,
        /// Where it starts (a file offset, or an offset in the note descriptor as named).
        offset: u64,
        /// Bytes it needs.
        needed: u64,
        /// Bytes available from `offset`.
        available: u64,
    },
    /// A field holds a value the format does not allow.
    #[error("{field} at offset {offset:#x}: {reason}")]
    Field {
        /// The field (`e_type`, `agent_entry_size`).
        field: String,
        /// Its file offset (or offset in the structure named by `field`).
        offset: u64,
        /// What is wrong.
        reason: String,
    },
    /// The note's format version is newer than this reader knows.
    #[error(
        "AMDGPU core-state note version {version} is not supported (this reader knows version 1)"
    )]
    NoteVersion {
        /// The version found.
        version: u64,
    },
    /// The core has no `"AMDGPU"` note of type 33.
    #[error(
        "no AMDGPU core-state note (owner \"AMDGPU\", type 33) in the core's PT_NOTE segments"
    )]
    NoCoreState,
    /// Memory the core does not hold was needed.
    #[error("the core holds no memory at {address:#x} ({len} bytes wanted for {what})")]
    Unmapped {
        /// The address.
        address: u64,
        /// Bytes wanted.
        len: u64,
        /// What was being read.
        what: String,
    },
    /// A context-save area or a structure in memory is inconsistent.
    #[error("{what}: {reason}")]
    Corrupt {
        /// What (`queue 1 context-save area at 0x…`).
        what: String,
        /// Why.
        reason: String,
    },
    /// State that cannot be written in the format.
    #[error("cannot write a core: {0}")]
    Unrepresentable(String),
}

/// Shorthand.
pub type CoreResult<T> = Result<T, CoreError>;

/// A truncation error for `what` at `offset` of `data`.
pub(crate) fn truncated(
    what: impl Into<String>,
    offset: u64,
    needed: u64,
    data_len: usize,
) -> CoreError {
    CoreError::Truncated {
        what: what.into(),
        offset,
        needed,
        available: (data_len as u64).saturating_sub(offset),
    }
}

/// Little-endian field reads that fail with the field's name and offset.
pub(crate) struct Fields<'a> {
    pub data: &'a [u8],
    /// The structure's name, for messages.
    pub what: String,
    /// File offset of `data[0]`, for messages.
    pub base: u64,
}

impl Fields<'_> {
    pub(crate) fn u32(&self, off: usize) -> CoreResult<u32> {
        self.data
            .get(off..off + 4)
            .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
            .ok_or_else(|| {
                truncated(
                    &self.what,
                    self.base + off as u64,
                    4,
                    self.data.len() + self.base as usize,
                )
            })
    }
    pub(crate) fn u64(&self, off: usize) -> CoreResult<u64> {
        self.data
            .get(off..off + 8)
            .map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
            .ok_or_else(|| {
                truncated(
                    &self.what,
                    self.base + off as u64,
                    8,
                    self.data.len() + self.base as usize,
                )
            })
    }
    pub(crate) fn u16(&self, off: usize) -> CoreResult<u16> {
        self.data
            .get(off..off + 2)
            .map(|b| u16::from_le_bytes(b.try_into().expect("2 bytes")))
            .ok_or_else(|| {
                truncated(
                    &self.what,
                    self.base + off as u64,
                    2,
                    self.data.len() + self.base as usize,
                )
            })
    }
}

/// Appends `v` little-endian.
pub(crate) fn put_u32(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// Appends `v` little-endian.
pub(crate) fn put_u64(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// Pads `out` with zeros to a multiple of `align`.
pub(crate) fn pad_to(out: &mut Vec<u8>, align: usize) {
    while !out.len().is_multiple_of(align) {
        out.push(0);
    }
}
