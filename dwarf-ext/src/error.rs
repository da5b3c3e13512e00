//! Errors of decoding and evaluating DWARF expressions.
//!
//! The inner [`ErrorKind`] is small and `Copy` (one variant per broken rule, gimli style);
//! [`Error`](struct@Error) adds where it happened: the operation's name and its byte offset in the
//! expression. Evaluation never panics; every malformed or hostile input ends in one of these.

use std::fmt;

use thiserror::Error;

/// What a [`crate::Context`] could not provide (a register it does not have, memory it cannot
/// read, a frame base it does not know). The message is static so the error stays `Copy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct ContextError(pub &'static str);

/// The storage kind named in an error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StorageKind {
    /// Memory in an address space.
    Memory,
    /// A register.
    Register,
    /// Implicit storage (`DW_OP_implicit_value`, `DW_OP_stack_value`).
    Implicit,
    /// Implicit-pointer storage.
    ImplicitPointer,
    /// Undefined storage.
    Undefined,
    /// A composite.
    Composite,
}

impl fmt::Display for StorageKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StorageKind::Memory => "memory",
            StorageKind::Register => "register",
            StorageKind::Implicit => "implicit",
            StorageKind::ImplicitPointer => "implicit pointer",
            StorageKind::Undefined => "undefined",
            StorageKind::Composite => "composite",
        })
    }
}

/// One broken rule. Small and `Copy`; [`Error`](struct@Error) says where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ErrorKind {
    /// The operation's operands run past the end of the expression.
    #[error("truncated operand")]
    Truncated,
    /// A standard opcode that DWARF 5 does not define.
    #[error("unknown opcode {0:#04x}")]
    UnknownOp(u8),
    /// A vendor opcode (0xe0..=0xff) that this encoding does not treat as an LLVM operation.
    #[error("unknown vendor opcode {code:#04x} ({name})")]
    UnknownVendorOp {
        /// The opcode byte.
        code: u8,
        /// What LLVM's `Dwarf.def` calls it, or `unassigned`.
        name: &'static str,
    },
    /// A `DW_OP_LLVM_user` sub-opcode that is not known (or not assigned).
    #[error("unknown DW_OP_LLVM_user sub-opcode {0:#x}")]
    UnknownUserOp(u64),
    /// An operand does not fit the operation (e.g. a LEB128 value beyond 64 bits).
    #[error("operand out of range")]
    BadOperand,
    /// The stack holds fewer entries than the operation pops.
    #[error("stack underflow: needs {needed} entries, has {has}")]
    StackUnderflow {
        /// Entries the operation needs.
        needed: u32,
        /// Entries on the stack.
        has: u32,
    },
    /// A value was needed where a location description is, or the other way round.
    #[error("expected {expected}, found {found}")]
    WrongEntryKind {
        /// What the operation needs.
        expected: &'static str,
        /// What the stack held.
        found: &'static str,
    },
    /// Bits of undefined storage were read.
    #[error("reading undefined bits (at bit {at_bit} of the {nbits}-bit read)")]
    ReadUndefined {
        /// Offset of the first undefined bit within the read.
        at_bit: u64,
        /// Size of the whole read in bits.
        nbits: u64,
    },
    /// A read runs past the end of its storage.
    #[error("reading past the end of {storage} storage (bit {bit} + {nbits} bits > {size} bits)")]
    ReadPastEnd {
        /// The storage kind.
        storage: StorageKind,
        /// The bit offset of the read in the storage.
        bit: u128,
        /// The size of the read.
        nbits: u64,
        /// The storage size in bits.
        size: u128,
    },
    /// An offset operation moved a location outside its storage.
    #[error("offset out of range: bit offset {offset} outside {storage} storage of {size} bits")]
    OffsetOutOfRange {
        /// The storage kind.
        storage: StorageKind,
        /// The resulting bit offset.
        offset: i128,
        /// The storage size in bits.
        size: u128,
    },
    /// Integer division or modulo by zero.
    #[error("division by zero")]
    DivisionByZero,
    /// A `DW_OP_skip`/`DW_OP_bra` target outside the expression or inside an operation.
    #[error("branch target {0:#x} is not the start of an operation")]
    BranchOutOfRange(i64),
    /// More operations were executed than the budget allows.
    #[error("more than {0} operations executed")]
    TooManyOps(u32),
    /// `DW_OP_call*`, `DW_OP_entry_value` or implicit pointers nest too deeply.
    #[error("calls nest deeper than {0}")]
    CallDepth(u32),
    /// More bytes were read than the budget allows.
    #[error("more than {0} bytes read")]
    ReadBudget(u64),
    /// Composites nest too deeply or hold too many parts.
    #[error("composite too large or nested too deeply")]
    CompositeTooLarge,
    /// One evaluation, nested calls included, went over a memory budget: composite parts
    /// created (`eval::MAX_PARTS_PER_EVALUATION`), or bytes copied into implicit
    /// storage (`Options::max_read_bytes`).
    #[error("over the evaluation's budget of {limit} {what}")]
    Budget {
        /// What was counted.
        what: &'static str,
        /// The budget.
        limit: u64,
    },
    /// The address space number is not an AMDGPU `DW_ASPACE_*` value.
    #[error("unknown address space {0}")]
    UnknownAddressSpace(u64),
    /// The DWARF register number is not in the AMDGPU register mapping (or is reserved).
    #[error("unknown DWARF register {0}")]
    UnknownRegister(u64),
    /// The register belongs to the other wave mode (a wave64 VGPR number in a wave32 wave).
    #[error("DWARF register {reg} is a wave{wave} register, but the wave has {lanes} lanes")]
    WrongWaveRegister {
        /// The register number.
        reg: u64,
        /// The register's wave mode (32 or 64).
        wave: u32,
        /// The wave's lane count.
        lanes: u32,
    },
    /// The operand types of an operation do not match.
    #[error("type mismatch")]
    TypeMismatch,
    /// A base type the evaluator cannot represent (more than 16 bytes, or a float that is
    /// not 4 or 8 bytes).
    #[error("unsupported base type ({0} bytes)")]
    UnsupportedType(u32),
    /// An operand value is out of the operation's range (e.g. `DW_OP_pick` past the stack,
    /// a lane outside the wave).
    #[error("{0}")]
    OutOfRange(&'static str),
    /// The expression breaks a rule the extension calls ill-formed.
    #[error("ill-formed: {0}")]
    IllFormed(&'static str),
    /// The context could not provide something.
    #[error("{0}")]
    Context(ContextError),
}

impl From<ContextError> for ErrorKind {
    fn from(e: ContextError) -> Self {
        ErrorKind::Context(e)
    }
}

/// An error with the operation and byte offset it happened at, when there is one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub struct Error {
    /// What went wrong.
    pub kind: ErrorKind,
    /// The name of the operation (`DW_OP_div`, `DW_OP_LLVM_user DW_OP_LLVM_offset`).
    pub op: Option<&'static str>,
    /// The byte offset of the operation within its expression.
    pub offset: Option<u32>,
}

impl Error {
    /// An error not tied to an operation (e.g. reading a result after evaluation).
    pub const fn new(kind: ErrorKind) -> Error {
        Error {
            kind,
            op: None,
            offset: None,
        }
    }

    /// An error at operation `op`, byte `offset`.
    pub const fn at(kind: ErrorKind, op: &'static str, offset: usize) -> Error {
        Error {
            kind,
            op: Some(op),
            offset: Some(offset as u32),
        }
    }
}

impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Self {
        Error::new(kind)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.op, self.offset) {
            (Some(op), Some(off)) => write!(f, "{op} at offset {off:#x}: {}", self.kind),
            (Some(op), None) => write!(f, "{op}: {}", self.kind),
            (None, Some(off)) => write!(f, "at offset {off:#x}: {}", self.kind),
            (None, None) => write!(f, "{}", self.kind),
        }
    }
}

/// Shorthand for results in this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;
