//! AMDGPU code objects: ELF loading, kernels, metadata notes, kernel descriptors, offload bundles
//! and loaded-code-object URIs.
//!
//! The modules follow the AMDGPU ABI ("User Guide for AMDGPU Backend",
//! `shared/seeds/000_45aaad396c803ec1.txt`):
//!
//! * [`elf`] — [`CodeObject`]: the ELF header ("ELF Header"), sections, symbols ("Symbols"),
//!   kernels with their descriptors, and functions;
//! * [`note`] — note records ("Note Records", V2 and V3+);
//! * [`metadata`] — the msgpack (V3+) and YAML (V2) metadata ("Code Object Metadata");
//! * [`kernel_code`] — V2's `amd_kernel_code_t` (ROCm code object format);
//! * [`container`] — [`extract`]: the one entry point from any input (code object, bundle,
//!   compressed bundle, host ELF) to the AMDGPU code objects it holds;
//! * [`bundle`] — Clang offload bundles (`__CLANG_OFFLOAD_BUNDLE__`) and `.hip_fatbin`;
//! * [`compressed`] — compressed offload bundles (`CCOB`, zlib or zstd);
//! * [`open`] — the code object to run out of a file (a bundle entry by target), and the
//!   kernel a demangled name stands for;
//! * [`uri`] — loaded-code-object URIs (`file://…#offset=…&size=…`, `memory://…`);
//! * [`gallium`] — GalliumCompute binaries (`.AMDGPU.config` ProgInfo);
//! * [`core`] — AMDGPU core files (`NT_AMDGPU_KFD_CORE_STATE`): reading, writing, merging,
//!   and a core as a read-only debugging target;
//! * [`error`] — the one [`Error`] type.
//!
//! Nothing here panics on malformed input: every read is bounds-checked and every failure is
//! an [`Error`] naming the offset, section, note or key.
#![deny(missing_docs)]

pub mod bundle;
mod bytes;
pub mod compressed;
pub mod container;
pub mod core;
pub mod elf;
pub mod error;
#[doc(hidden)]
pub mod fuzzing;
pub mod gallium;
pub mod kernel_code;
pub mod metadata;
pub mod note;
pub mod open;
pub mod reloc;
mod target;
#[cfg(test)]
mod testelf;
pub mod uri;

pub use bundle::{Bundle, BundleEntry};
pub use compressed::CompressedBundle;
pub use container::{code_object_for_target, extract, ContainerPlace, Contents, Embedded};
pub use elf::{
    CodeObject, CodeObjectVersion, Descriptor, FileKind, Function, Kernel, OsAbi, Section, Symbol,
    SymbolKind,
};
pub use error::{Error, Result};
pub use gallium::GalliumBinary;
pub use kernel_code::AmdKernelCode;
pub use metadata::{ArgMetadata, KernelMetadata, Metadata};
pub use open::{demangle, kernel_symbol, open_code_object, OpenError, OpenedCodeObject};
pub use uri::CodeObjectUri;
