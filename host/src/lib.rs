//! Host code of the program around the GPU kernels: where an x86-64 address is (which mapped
//! file, which function, source line and inlined calls), how a stack unwinds through it, and
//! what its instructions are, as gdb shows them.
//!
//! - [`maps`]: the files a process maps, from `/proc/PID/maps` or a core's `NT_FILE` note;
//! - [`module`]: one ELF file: its DWARF (through `addr2line`), its symbol table for code
//!   without DWARF, its `.eh_frame`, its bytes by address;
//! - [`process`]: a process's mapped files together: frames of an address, code bytes,
//!   symbols, and CFI unwinding from the registers of a stop ([`unwind`]);
//! - [`regs`]: x86-64 Linux's saved registers and gdb's `info registers` order;
//! - [`disasm`]: x86-64 instructions in gdb's default AT&T syntax (through `capstone`).
//!
//! Nothing here runs a process: addresses, registers and memory come from the caller.

#![deny(missing_docs)]

pub mod disasm;
pub mod maps;
pub mod module;
pub mod process;
pub mod regs;
pub mod unwind;

pub use disasm::{Disassembler, Instruction};
pub use maps::{Mapping, Mappings};
pub use module::{ElfModule, SourceFrame};
pub use process::{HostFrame, HostProcess};
pub use unwind::{Memory, Registers};

/// What went wrong reading host code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HostError {
    /// A file could not be read.
    #[error("cannot read {path}: {message}")]
    Read {
        /// The file.
        path: String,
        /// Why.
        message: String,
    },
    /// A file is not an ELF file object can read.
    #[error("{path}: {message}")]
    Elf {
        /// The file.
        path: String,
        /// object's words.
        message: String,
    },
    /// A file's DWARF could not be read.
    #[error("{path}: DWARF: {error}")]
    Dwarf {
        /// The file.
        path: String,
        /// gimli's error.
        error: gimli::Error,
    },
    /// An `NT_FILE` note is shorter than its counts say.
    #[error("NT_FILE note truncated at byte {0}")]
    FileNote(usize),
    /// capstone refused.
    #[error("disassembler: {0}")]
    Disassembler(String),
}
