//! Errors of reading call-frame information and building unwind tables.
//!
//! The inner [`ErrorKind`] is small and `Copy`, one variant per broken rule (gimli's shape);
//! [`struct@Error`] adds where it happened: the section and the byte offset in it. Nothing in this
//! crate panics on malformed input; every hostile byte sequence ends in one of these.

use std::fmt;

use thiserror::Error;

/// Which call-frame section an offset refers to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SectionKind {
    /// `.debug_frame` (DWARF 5 §6.4; what AMDGPU producers emit).
    DebugFrame,
    /// `.eh_frame` (the LSB's variant: CIE id 0, pc-relative pointers, `z` augmentations).
    EhFrame,
}

impl SectionKind {
    /// The ELF section name.
    pub const fn name(self) -> &'static str {
        match self {
            SectionKind::DebugFrame => ".debug_frame",
            SectionKind::EhFrame => ".eh_frame",
        }
    }
}

impl fmt::Display for SectionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One broken rule. Small and `Copy`; [`struct@Error`] says where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ErrorKind {
    /// The data ends inside a field.
    #[error("truncated {0}")]
    Truncated(&'static str),
    /// A LEB128 number does not fit in 64 bits.
    #[error("LEB128 {0} does not fit in 64 bits")]
    LebOverflow(&'static str),
    /// An initial length in the reserved range `0xfffffff0..=0xfffffffe`.
    #[error("reserved initial length {0:#x}")]
    ReservedLength(u32),
    /// An entry's length runs past the end of the section.
    #[error(
        "entry length {length:#x} runs past the end of the section ({available:#x} bytes left)"
    )]
    LengthPastEnd {
        /// The length field's value.
        length: u64,
        /// Bytes left in the section after the length field.
        available: u64,
    },
    /// An entry too short to hold its own header.
    #[error("entry length {0:#x} is too short for a CIE or FDE header")]
    LengthTooShort(u64),
    /// A CIE version this reader does not know (1, 3 and 4 are known).
    #[error("unsupported CIE version {0} (1, 3 and 4 are known)")]
    UnsupportedVersion(u8),
    /// An augmentation string whose meaning is unknown; by DWARF 5 §6.4.1 nothing after it
    /// can be read.
    #[error("unknown CIE augmentation string")]
    UnknownAugmentation,
    /// The augmentation string is not valid UTF-8 or has no terminating NUL.
    #[error("augmentation string is not NUL-terminated UTF-8")]
    BadAugmentationString,
    /// An address size other than 1, 2, 4 or 8.
    #[error("unsupported address size {0}")]
    BadAddressSize(u8),
    /// A segment selector size above 8.
    #[error("unsupported segment selector size {0}")]
    BadSegmentSelectorSize(u8),
    /// An offset that was expected to hold an FDE holds a CIE or nothing.
    #[error("no FDE at this offset")]
    NotAnFde,
    /// A CIE pointer that does not point at a CIE inside the section.
    #[error("CIE pointer {0:#x} does not point at a CIE")]
    BadCiePointer(u64),
    /// An `.eh_frame` pointer encoding this reader cannot resolve.
    #[error("unsupported pointer encoding {0:#04x}")]
    BadPointerEncoding(u8),
    /// The augmentation data is shorter than its fields.
    #[error("augmentation data shorter than its fields")]
    BadAugmentationData,
    /// A call-frame instruction opcode that is not defined.
    #[error("unknown call-frame instruction {0:#04x}")]
    UnknownInstruction(u8),
    /// A location computation overflowed 64 bits (`advance_loc` or an FDE's range).
    #[error("address overflow")]
    AddressOverflow,
    /// An offset computation overflowed 64 bits (factored offset × data alignment factor).
    #[error("offset overflow")]
    OffsetOverflow,
    /// An advance or `DW_CFA_set_loc` outside `[initial_location, initial_location +
    /// address_range]`, or `DW_CFA_set_loc` going backwards.
    #[error("location {0:#x} is outside the FDE's range or goes backwards")]
    LocationOutOfRange(u64),
    /// An instruction that is not allowed in a CIE's initial instructions (location changes,
    /// `restore`, `remember_state`/`restore_state`).
    #[error("{0} is not allowed in a CIE's initial instructions")]
    NotInCie(&'static str),
    /// `DW_CFA_remember_state` beyond the stack limit.
    #[error("DW_CFA_remember_state nested deeper than {0}")]
    StateStackFull(usize),
    /// `DW_CFA_restore_state` with nothing remembered.
    #[error("DW_CFA_restore_state without DW_CFA_remember_state")]
    StateStackEmpty,
    /// `def_cfa_register`/`def_cfa_offset*` without a register-based CFA rule.
    #[error("{0} without a register-based CFA rule")]
    NoRegisterCfa(&'static str),
    /// More distinct register columns than the limit.
    #[error("more than {0} register columns")]
    TooManyRegisters(usize),
    /// The work budget ran out (instructions executed plus rule copies).
    #[error("work budget of {0} steps exhausted")]
    BudgetExhausted(u64),
}

/// An error with where it happened: a section and the byte offset in it of the entry field or
/// instruction that is broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Error {
    /// What went wrong.
    pub kind: ErrorKind,
    /// The section.
    pub section: SectionKind,
    /// Byte offset in the section.
    pub offset: u64,
}

impl Error {
    /// An error of `kind` at `offset` of `section`.
    pub const fn new(kind: ErrorKind, section: SectionKind, offset: u64) -> Error {
        Error {
            kind,
            section,
            offset,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at {} offset {:#x}",
            self.kind, self.section, self.offset
        )
    }
}

// No `source()`: the message already includes the kind, and anyhow's `{:#}` would repeat it.
impl std::error::Error for Error {}

/// `Result` with this crate's [`struct@Error`].
pub type Result<T> = std::result::Result<T, Error>;
