//! The wave's register file, its ROCgdb names, and the AMDGPU DWARF register numbering.
//!
//! ABI section: "DWARF Debug Information" → "Register Identifier"
//! (`amdgpu-dwarf-register-mapping-table`). The mapping is the same for every AMDGPU
//! processor; registers whose size depends on the wave size (EXEC, VCC, VGPRs, AGPRs) get a
//! distinct DWARF number per wave size, so each DWARF register has a fixed size.
//!
//! Two views are kept apart on purpose:
//! * [`DwarfRegister`] / [`RegisterKind`] describe what a DWARF number means (only the
//!   registers the ABI numbers, with their ABI sizes);
//! * [`Register`] is the hardware register file as ROCgdb names it (`s0`, `v7`, `exec_lo`,
//!   `m0`, `ttmp6`, ...). Many hardware registers have no DWARF number.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Errors from register lookups.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RegisterError {
    /// The DWARF number falls in a range the ABI reserves.
    #[error("DWARF register {number} is reserved by the AMDGPU ABI ({reason})")]
    ReservedDwarfRegister {
        /// The number looked up.
        number: u64,
        /// The ABI's description of the reserved range.
        reason: &'static str,
    },
    /// The DWARF number is beyond the ABI's table (3583 is the last entry).
    #[error("DWARF register {0} is not in the AMDGPU DWARF register mapping (0..=3583)")]
    UnknownDwarfRegister(u64),
    /// A register index is outside its register file (e.g. `s106`, `v256`).
    #[error("{kind} index {index} is out of range (0..{count})")]
    IndexOutOfRange {
        /// `sgpr`, `vgpr`, `agpr` or `ttmp`.
        kind: &'static str,
        /// The index asked for.
        index: u16,
        /// How many registers the file has.
        count: u16,
    },
    /// The name is not a ROCgdb AMDGPU register name.
    #[error("unknown AMDGPU register name `{0}`")]
    UnknownRegisterName(String),
    /// The register exists but the ABI gives it no DWARF number (m0, mode, ttmps, ...).
    #[error("register `{0}` has no AMDGPU DWARF register number")]
    NoDwarfNumber(String),
}

/// A wavefront size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WaveSize {
    /// 32 lanes (GFX10+ native mode).
    Wave32,
    /// 64 lanes (GCN, and GFX10+ with `wavefrontsize64`).
    Wave64,
}

impl WaveSize {
    /// The number of lanes.
    #[inline]
    pub const fn lanes(self) -> u32 {
        match self {
            WaveSize::Wave32 => 32,
            WaveSize::Wave64 => 64,
        }
    }

    /// The wave size with `lanes` lanes, if it is 32 or 64.
    pub const fn from_lanes(lanes: u32) -> Option<WaveSize> {
        match lanes {
            32 => Some(WaveSize::Wave32),
            64 => Some(WaveSize::Wave64),
            _ => None,
        }
    }

    /// Bytes in a lane mask (EXEC, VCC) of this wave size.
    pub const fn mask_bytes(self) -> u32 {
        self.lanes() / 8
    }
}

impl fmt::Display for WaveSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wave{}", self.lanes())
    }
}

/// Number of addressable SGPRs (`s0`..`s105`, the ABI's SGPR0–SGPR105).
pub const SGPR_COUNT: u16 = 106;
/// Number of VGPRs (`v0`..`v255`).
pub const VGPR_COUNT: u16 = 256;
/// Number of accumulation VGPRs (`a0`..`a255`).
pub const AGPR_COUNT: u16 = 256;
/// Number of trap temporaries (`ttmp0`..`ttmp15`).
pub const TTMP_COUNT: u16 = 16;

/// What a DWARF register number denotes: the ABI's "AMDGPU Register" column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegisterKind {
    /// The program counter (PC_32 or PC_64; see [`DwarfRegister::bit_size`]).
    Pc,
    /// The execution mask (EXEC_MASK_32 or EXEC_MASK_64).
    Exec,
    /// The status register.
    Status,
    /// The vector condition code (VCC_32 or VCC_64).
    Vcc,
    /// Scalar general-purpose register `n` (0..=105).
    Sgpr(u16),
    /// Vector general-purpose register `n` (0..=255).
    Vgpr(u16),
    /// Vector accumulation register `n` (0..=255).
    Agpr(u16),
}

/// One row class of the ABI's DWARF register mapping table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DwarfClass {
    /// `PC_32` (32-bit process) or `PC_64`.
    Pc {
        /// 32 or 64.
        bits: u32,
    },
    /// `EXEC_MASK_32` / `EXEC_MASK_64`.
    Exec(WaveSize),
    /// A run of SGPRs starting at SGPR `first`.
    Sgpr {
        /// The SGPR number at the row's first DWARF number.
        first: u16,
    },
    /// `STATUS`.
    Status,
    /// `VCC_32` / `VCC_64`.
    Vcc(WaveSize),
    /// VGPR0–VGPR255 for a wave size.
    Vgpr(WaveSize),
    /// AGPR0–AGPR255 for a wave size.
    Agpr(WaveSize),
    /// A reserved range.
    Reserved,
}

/// One row of the ABI's DWARF register mapping table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DwarfRow {
    /// First DWARF number of the row.
    pub first: u16,
    /// Last DWARF number of the row (inclusive).
    pub last: u16,
    /// What the numbers denote.
    pub class: DwarfClass,
    /// The ABI's description column (abridged).
    pub description: &'static str,
}

const fn dr(first: u16, last: u16, class: DwarfClass, description: &'static str) -> DwarfRow {
    DwarfRow {
        first,
        last,
        class,
        description,
    }
}

/// The ABI's "AMDGPU DWARF Register Mapping" table, row for row.
pub static DWARF_REGISTER_MAP: &[DwarfRow] = &DWARF_ROWS;

/// One past the last DWARF number the table covers.
const DWARF_TABLE_END: usize = 3584;

/// For each DWARF number below [`DWARF_TABLE_END`], the index of its row in
/// [`DWARF_REGISTER_MAP`], computed from the table at compile time: [`dwarf_row`] is one load.
static DWARF_ROW_INDEX: [u8; DWARF_TABLE_END] = {
    let mut index = [u8::MAX; DWARF_TABLE_END];
    let mut row = 0;
    while row < DWARF_ROWS.len() {
        let mut n = DWARF_ROWS[row].first as usize;
        while n <= DWARF_ROWS[row].last as usize {
            index[n] = row as u8;
            n += 1;
        }
        row += 1;
    }
    index
};

#[rustfmt::skip]
const DWARF_ROWS: [DwarfRow; 25] = [
    dr(0, 0, DwarfClass::Pc { bits: 32 }, "Program Counter in a 32-bit process address space"),
    dr(1, 1, DwarfClass::Exec(WaveSize::Wave32), "Execution Mask Register in wavefront 32 mode"),
    dr(2, 15, DwarfClass::Reserved, "reserved for highly accessed registers using DWARF shortcut"),
    dr(16, 16, DwarfClass::Pc { bits: 64 }, "Program Counter in a 64-bit process address space"),
    dr(17, 17, DwarfClass::Exec(WaveSize::Wave64), "Execution Mask Register in wavefront 64 mode"),
    dr(18, 31, DwarfClass::Reserved, "reserved for highly accessed registers using DWARF shortcut"),
    dr(32, 95, DwarfClass::Sgpr { first: 0 }, "Scalar General Purpose Registers SGPR0-SGPR63"),
    dr(96, 127, DwarfClass::Reserved, "reserved for frequently accessed registers using DWARF 1-byte ULEB"),
    dr(128, 128, DwarfClass::Status, "Status Register"),
    dr(129, 511, DwarfClass::Reserved, "reserved for future Scalar Architectural Registers"),
    dr(512, 512, DwarfClass::Vcc(WaveSize::Wave32), "Vector Condition Code Register in wavefront 32 mode"),
    dr(513, 767, DwarfClass::Reserved, "reserved for future Vector Architectural Registers in wavefront 32 mode"),
    dr(768, 768, DwarfClass::Vcc(WaveSize::Wave64), "Vector Condition Code Register in wavefront 64 mode"),
    dr(769, 1023, DwarfClass::Reserved, "reserved for future Vector Architectural Registers in wavefront 64 mode"),
    dr(1024, 1087, DwarfClass::Reserved, "reserved for padding"),
    dr(1088, 1129, DwarfClass::Sgpr { first: 64 }, "Scalar General Purpose Registers SGPR64-SGPR105"),
    dr(1130, 1535, DwarfClass::Reserved, "reserved for future Scalar General Purpose Registers"),
    dr(1536, 1791, DwarfClass::Vgpr(WaveSize::Wave32), "Vector General Purpose Registers in wavefront 32 mode"),
    dr(1792, 2047, DwarfClass::Reserved, "reserved for future Vector General Purpose Registers in wavefront 32 mode"),
    dr(2048, 2303, DwarfClass::Agpr(WaveSize::Wave32), "Vector Accumulation Registers in wavefront 32 mode"),
    dr(2304, 2559, DwarfClass::Reserved, "reserved for future Vector Accumulation Registers in wavefront 32 mode"),
    dr(2560, 2815, DwarfClass::Vgpr(WaveSize::Wave64), "Vector General Purpose Registers in wavefront 64 mode"),
    dr(2816, 3071, DwarfClass::Reserved, "reserved for future Vector General Purpose Registers in wavefront 64 mode"),
    dr(3072, 3327, DwarfClass::Agpr(WaveSize::Wave64), "Vector Accumulation Registers in wavefront 64 mode"),
    dr(3328, 3583, DwarfClass::Reserved, "reserved for future Vector Accumulation Registers in wavefront 64 mode"),
];

/// What one DWARF register number means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DwarfRegister {
    /// The DWARF register number.
    pub number: u16,
    /// The register it names.
    pub kind: RegisterKind,
    /// The ABI's bit size: 32/64 for PC, EXEC and VCC as the name says, 32 for SGPRs and
    /// STATUS, lanes × 32 for vector registers (whole register, lane 0 in the low dword).
    pub bit_size: u32,
    /// The wave mode the number belongs to, for registers that have one number per wave size.
    pub wave_size: Option<WaveSize>,
}

impl DwarfRegister {
    /// The size in bytes.
    pub const fn byte_size(&self) -> u32 {
        self.bit_size / 8
    }

    /// The ABI's name for the register (`PC_64`, `EXEC_MASK_32`, `SGPR33`, `VCC_64`, `VGPR0`).
    pub fn abi_name(&self) -> String {
        match self.kind {
            RegisterKind::Pc => format!("PC_{}", self.bit_size),
            RegisterKind::Exec => format!("EXEC_MASK_{}", self.bit_size),
            RegisterKind::Status => "STATUS".to_string(),
            RegisterKind::Vcc => format!("VCC_{}", self.bit_size),
            RegisterKind::Sgpr(n) => format!("SGPR{n}"),
            RegisterKind::Vgpr(n) => format!("VGPR{n}"),
            RegisterKind::Agpr(n) => format!("AGPR{n}"),
        }
    }

    /// The hardware register this DWARF register reads. PC_32 maps to `pc` too (the
    /// `amdgcn` target only has 64-bit processes, so a consumer only meets PC_64 in practice).
    pub const fn register(&self) -> Register {
        match self.kind {
            RegisterKind::Pc => Register::Pc,
            RegisterKind::Exec => Register::Exec,
            RegisterKind::Status => Register::Status,
            RegisterKind::Vcc => Register::Vcc,
            RegisterKind::Sgpr(n) => Register::Sgpr(n),
            RegisterKind::Vgpr(n) => Register::Vgpr(n),
            RegisterKind::Agpr(n) => Register::Agpr(n),
        }
    }
}

impl fmt::Display for DwarfRegister {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (DWARF {})", self.abi_name(), self.number)
    }
}

/// The table row holding `number`, if any.
///
/// A lookup in an index computed from the table rather than a scan of it: the DWARF
/// expression evaluator looks a register up on every register operation. The test
/// `dwarf_row_matches_a_scan_of_the_table` checks the two agree.
#[inline]
pub fn dwarf_row(number: u64) -> Option<&'static DwarfRow> {
    let i = *DWARF_ROW_INDEX.get(usize::try_from(number).ok()?)?;
    DWARF_REGISTER_MAP.get(usize::from(i))
}

/// Decodes a DWARF register number (as found in `DW_OP_regx`, `DW_CFA_offset`, ...).
///
/// Reserved numbers and numbers past the table are errors that say which.
#[inline]
pub fn dwarf_register(number: u64) -> Result<DwarfRegister, RegisterError> {
    let row = dwarf_row(number).ok_or(RegisterError::UnknownDwarfRegister(number))?;
    // `number` is within a row whose bounds are u16, so these casts are lossless.
    let offset = (number - u64::from(row.first)) as u16;
    let number = number as u16;
    let vector_bits = |w: WaveSize| w.lanes() * 32;
    let (kind, bit_size, wave_size) = match row.class {
        DwarfClass::Pc { bits } => (RegisterKind::Pc, bits, None),
        DwarfClass::Exec(w) => (RegisterKind::Exec, w.lanes(), Some(w)),
        DwarfClass::Sgpr { first } => (RegisterKind::Sgpr(first + offset), 32, None),
        DwarfClass::Status => (RegisterKind::Status, 32, None),
        DwarfClass::Vcc(w) => (RegisterKind::Vcc, w.lanes(), Some(w)),
        DwarfClass::Vgpr(w) => (RegisterKind::Vgpr(offset), vector_bits(w), Some(w)),
        DwarfClass::Agpr(w) => (RegisterKind::Agpr(offset), vector_bits(w), Some(w)),
        DwarfClass::Reserved => {
            return Err(RegisterError::ReservedDwarfRegister {
                number: u64::from(number),
                reason: row.description,
            })
        }
    };
    Ok(DwarfRegister {
        number,
        kind,
        bit_size,
        wave_size,
    })
}

/// A DWARF register number as DWARF carries it (`DW_OP_regx`, `DW_OP_bregx`, CFI rules).
///
/// DWARF encodes register numbers as ULEB128, so a number read from a file can be any `u64`;
/// the newtype keeps it as read, and [`DwarfReg::decode`] says what it denotes. It prints as
/// ROCgdb names the register (`s33`, `v0`, `exec`), or `dwarf:N` for numbers the AMDGPU
/// mapping does not have: the spelling [`DwarfReg::parse`] reads back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct DwarfReg(pub u64);

impl DwarfReg {
    /// What the number denotes in the ABI's mapping (an error for reserved and unknown ones).
    #[inline]
    pub fn decode(self) -> Result<DwarfRegister, RegisterError> {
        dwarf_register(self.0)
    }

    /// The hardware register the number reads, as ROCgdb names it.
    pub fn register(self) -> Option<Register> {
        self.decode().ok().map(|d| d.register())
    }

    /// The wave size the number belongs to (vector registers, EXEC and VCC have one number
    /// per wave size), if it has one.
    pub fn wave_size(self) -> Option<WaveSize> {
        self.decode().ok().and_then(|d| d.wave_size)
    }

    /// The ABI's name (`SGPR33`, `VGPR0`, `EXEC_MASK_64`), as LLVM's tools print it.
    pub fn abi_name(self) -> Option<String> {
        self.decode().ok().map(|d| d.abi_name())
    }

    /// Reads a register written as ROCgdb names it (`s33`, `$v0`, `exec`), for a wave of
    /// `wave` size (VGPRs, AGPRs, EXEC and VCC have one number per wave size), or as
    /// `dwarf:N`.
    pub fn parse(text: &str, wave: WaveSize) -> Result<DwarfReg, RegisterError> {
        if let Some(n) = text.strip_prefix("dwarf:") {
            return n
                .parse()
                .map(DwarfReg)
                .map_err(|_| RegisterError::UnknownRegisterName(text.to_string()));
        }
        dwarf_number_by_name(text, wave).map(|n| DwarfReg(u64::from(n)))
    }
}

impl From<u16> for DwarfReg {
    fn from(n: u16) -> DwarfReg {
        DwarfReg(u64::from(n))
    }
}

impl fmt::Display for DwarfReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.register() {
            Some(r) => r.fmt(f),
            None => write!(f, "dwarf:{}", self.0),
        }
    }
}

/// The DWARF number of a register kind in a wave mode. `Pc` gives PC_64 (16), since
/// `amdgcn` only supports 64-bit processes.
pub fn dwarf_number(kind: RegisterKind, wave: WaveSize) -> Result<u16, RegisterError> {
    let wave64 = wave == WaveSize::Wave64;
    let check = |kind: &'static str, index: u16, count: u16| {
        if index < count {
            Ok(index)
        } else {
            Err(RegisterError::IndexOutOfRange { kind, index, count })
        }
    };
    Ok(match kind {
        RegisterKind::Pc => 16,
        RegisterKind::Exec => {
            if wave64 {
                17
            } else {
                1
            }
        }
        RegisterKind::Status => 128,
        RegisterKind::Vcc => {
            if wave64 {
                768
            } else {
                512
            }
        }
        RegisterKind::Sgpr(n) => {
            let n = check("sgpr", n, SGPR_COUNT)?;
            if n < 64 {
                32 + n
            } else {
                1088 + (n - 64)
            }
        }
        RegisterKind::Vgpr(n) => check("vgpr", n, VGPR_COUNT)? + if wave64 { 2560 } else { 1536 },
        RegisterKind::Agpr(n) => check("agpr", n, AGPR_COUNT)? + if wave64 { 3072 } else { 2048 },
    })
}

/// The DWARF number of a register given by its ROCgdb name (`s33`, `v0`, `exec`).
pub fn dwarf_number_by_name(name: &str, wave: WaveSize) -> Result<u16, RegisterError> {
    let reg = Register::parse(name)?;
    reg.dwarf_number(wave)
        .ok_or_else(|| RegisterError::NoDwarfNumber(reg.to_string()))
}

/// A register of the wave's hardware register file, named as ROCgdb names it.
///
/// Indices are not range-checked by construction; [`Register::parse`] and
/// [`Register::is_valid`] check them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Register {
    /// `pc` (64-bit).
    Pc,
    /// `exec`: the whole execution mask (32 or 64 bits with the wave size).
    Exec,
    /// `exec_lo`.
    ExecLo,
    /// `exec_hi`.
    ExecHi,
    /// `vcc`: the whole vector condition code (32 or 64 bits with the wave size).
    Vcc,
    /// `vcc_lo`.
    VccLo,
    /// `vcc_hi`.
    VccHi,
    /// `m0`.
    M0,
    /// `status`.
    Status,
    /// `mode`.
    Mode,
    /// `trapsts`.
    Trapsts,
    /// `flat_scratch` (64-bit pair).
    FlatScratch,
    /// `flat_scratch_lo`.
    FlatScratchLo,
    /// `flat_scratch_hi`.
    FlatScratchHi,
    /// `xnack_mask`.
    XnackMask,
    /// `xnack_mask_lo`.
    XnackMaskLo,
    /// `xnack_mask_hi`.
    XnackMaskHi,
    /// `sN`: scalar GPR N (0..=105).
    Sgpr(u16),
    /// `vN`: vector GPR N (0..=255), one dword per lane.
    Vgpr(u16),
    /// `aN`: accumulation VGPR N (0..=255), one dword per lane.
    Agpr(u16),
    /// `ttmpN`: trap temporary N (0..=15).
    Ttmp(u16),
}

/// Named registers that are not numbered families, with their ROCgdb names, in catalogue
/// order.
const NAMED: &[(Register, &str)] = &[
    (Register::Pc, "pc"),
    (Register::Exec, "exec"),
    (Register::ExecLo, "exec_lo"),
    (Register::ExecHi, "exec_hi"),
    (Register::Vcc, "vcc"),
    (Register::VccLo, "vcc_lo"),
    (Register::VccHi, "vcc_hi"),
    (Register::M0, "m0"),
    (Register::Status, "status"),
    (Register::Mode, "mode"),
    (Register::Trapsts, "trapsts"),
    (Register::FlatScratch, "flat_scratch"),
    (Register::FlatScratchLo, "flat_scratch_lo"),
    (Register::FlatScratchHi, "flat_scratch_hi"),
    (Register::XnackMask, "xnack_mask"),
    (Register::XnackMaskLo, "xnack_mask_lo"),
    (Register::XnackMaskHi, "xnack_mask_hi"),
];

/// Parses a decimal index with no sign, no leading zeros (except "0") and a bound.
fn parse_index(digits: &str, count: u16) -> Option<u16> {
    if digits.is_empty()
        || digits.len() > 3
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || (digits.len() > 1 && digits.starts_with('0'))
    {
        return None;
    }
    digits.parse::<u16>().ok().filter(|&n| n < count)
}

/// A numbered register family: name prefix, register count, constructor.
type Family = (&'static str, u16, fn(u16) -> Register);

impl Register {
    /// Parses a ROCgdb register name (`s0`..`s105`, `v0`..`v255`, `a0`..`a255`,
    /// `ttmp0`..`ttmp15`, `pc`, `exec`, `exec_lo`, `vcc_hi`, `m0`, `status`, `mode`, `trapsts`,
    /// `flat_scratch[_lo|_hi]`, `xnack_mask[_lo|_hi]`). A leading `$`, as typed in ROCgdb
    /// expressions, is accepted. Indices out of range are errors.
    pub fn parse(name: &str) -> Result<Register, RegisterError> {
        let bare = name.strip_prefix('$').unwrap_or(name);
        if let Some((reg, _)) = NAMED.iter().find(|(_, n)| *n == bare) {
            return Ok(*reg);
        }
        let unknown = || RegisterError::UnknownRegisterName(name.to_string());
        let families: [Family; 4] = [
            ("ttmp", TTMP_COUNT, Register::Ttmp),
            ("s", SGPR_COUNT, Register::Sgpr),
            ("v", VGPR_COUNT, Register::Vgpr),
            ("a", AGPR_COUNT, Register::Agpr),
        ];
        for (prefix, count, make) in families {
            if let Some(digits) = bare.strip_prefix(prefix) {
                return parse_index(digits, count).map(make).ok_or_else(unknown);
            }
        }
        Err(unknown())
    }

    /// Whether the index (for numbered families) is inside its register file.
    pub const fn is_valid(&self) -> bool {
        match *self {
            Register::Sgpr(n) => n < SGPR_COUNT,
            Register::Vgpr(n) => n < VGPR_COUNT,
            Register::Agpr(n) => n < AGPR_COUNT,
            Register::Ttmp(n) => n < TTMP_COUNT,
            _ => true,
        }
    }

    /// Whether this is a vector register (one dword per lane).
    pub const fn is_vector(&self) -> bool {
        matches!(self, Register::Vgpr(_) | Register::Agpr(_))
    }

    /// Whether a call may change this register (AMDGPUUsage, "Call Convention", on exit
    /// from a function): SGPR4–31 (results and the return address), VGPRs other than the
    /// preserved blocks v40–47, v56–63, …, v248–255 (eight preserved in every sixteen from
    /// v40), AGPR0–31, VCC, M0 and the trap temporaries. (The lanes of a clobbered VGPR that
    /// are inactive at the call are preserved; a debugger that cannot tell which lanes those
    /// were takes the whole register as clobbered.) EXEC, FLAT_SCRATCH, the other SGPRs and
    /// AGPRs are preserved; the PC returns to the caller.
    pub const fn call_clobbered(&self) -> bool {
        match *self {
            Register::Sgpr(n) => n >= 4 && n <= 31,
            Register::Vgpr(n) => n < 40 || (n - 40) % 16 >= 8,
            Register::Agpr(n) => n < 32,
            Register::Vcc | Register::VccLo | Register::VccHi | Register::M0 => true,
            Register::Ttmp(_) => true,
            _ => false,
        }
    }

    /// The register's size in bytes for a wave size: vector registers are 4 bytes a lane;
    /// `exec` and `vcc` are lane masks; `pc` and `flat_scratch` are 64-bit. `xnack_mask` is
    /// taken as a lane mask too (64-bit on GFX9 wave64; ROCgdb shows 32 bits on GFX10+).
    pub const fn byte_size(&self, wave: WaveSize) -> u32 {
        match self {
            Register::Pc | Register::FlatScratch => 8,
            Register::Exec | Register::Vcc | Register::XnackMask => wave.mask_bytes(),
            Register::Vgpr(_) | Register::Agpr(_) => 4 * wave.lanes(),
            _ => 4,
        }
    }

    /// Whether `processor` has the register. `xnack_mask` and its halves exist only where
    /// XNACK replay does (the processor table's `xnack` feature: not on GFX10.3 and later),
    /// as ROCgdb lists them; the rest of the catalogue is left to the target to read or
    /// refuse.
    pub fn exists_on(&self, processor: &crate::processor::Processor) -> bool {
        match self {
            Register::XnackMask | Register::XnackMaskLo | Register::XnackMaskHi => {
                processor.features.xnack
            }
            _ => true,
        }
    }

    /// The DWARF register number for this register in a wave mode, or `None` for registers
    /// the ABI does not number (halves, `m0`, `mode`, `trapsts`, `flat_scratch`,
    /// `xnack_mask`, ttmps) and for out-of-range indices.
    pub fn dwarf_number(&self, wave: WaveSize) -> Option<u16> {
        let kind = match *self {
            Register::Pc => RegisterKind::Pc,
            Register::Exec => RegisterKind::Exec,
            Register::Vcc => RegisterKind::Vcc,
            Register::Status => RegisterKind::Status,
            Register::Sgpr(n) => RegisterKind::Sgpr(n),
            Register::Vgpr(n) => RegisterKind::Vgpr(n),
            Register::Agpr(n) => RegisterKind::Agpr(n),
            _ => return None,
        };
        dwarf_number(kind, wave).ok()
    }

    /// The whole catalogue in display order: named registers, `s0..s105`, `v0..v255`,
    /// `a0..a255`, `ttmp0..ttmp15`. Which ones a given wave has is the target's business.
    pub fn all() -> impl Iterator<Item = Register> {
        NAMED
            .iter()
            .map(|(r, _)| *r)
            .chain((0..SGPR_COUNT).map(Register::Sgpr))
            .chain((0..VGPR_COUNT).map(Register::Vgpr))
            .chain((0..AGPR_COUNT).map(Register::Agpr))
            .chain((0..TTMP_COUNT).map(Register::Ttmp))
    }
}

impl fmt::Display for Register {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Register::Sgpr(n) => write!(f, "s{n}"),
            Register::Vgpr(n) => write!(f, "v{n}"),
            Register::Agpr(n) => write!(f, "a{n}"),
            Register::Ttmp(n) => write!(f, "ttmp{n}"),
            named => {
                let name = NAMED
                    .iter()
                    .find(|(r, _)| *r == named)
                    .map_or("?", |(_, n)| n);
                f.write_str(name)
            }
        }
    }
}

/// A named bit field of a flags register (`status`, `mode`, `trapsts`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BitField {
    /// The field's name (ROCdbgapi's, with `.` spelled `_`).
    pub name: &'static str,
    /// First bit.
    pub lo: u8,
    /// Last bit (inclusive).
    pub hi: u8,
}

const fn bf(name: &'static str, lo: u8, hi: u8) -> BitField {
    BitField { name, lo, hi }
}

/// STATUS fields common to GFX9 through GFX12 (ROCdbgapi's `flags32_t status` type; bits
/// whose meaning differs between generations are left unnamed).
const STATUS_FIELDS: &[BitField] = &[
    bf("SCC", 0, 0),
    bf("SPI_PRIO", 1, 2),
    bf("USER_PRIO", 3, 4),
    bf("PRIV", 5, 5),
    bf("TRAP_EN", 6, 6),
    bf("TTRACE_EN", 7, 7),
    bf("EXPORT_RDY", 8, 8),
    bf("EXECZ", 9, 9),
    bf("VCCZ", 10, 10),
    bf("IN_TG", 11, 11),
    bf("IN_BARRIER", 12, 12),
    bf("HALT", 13, 13),
    bf("TRAP", 14, 14),
    bf("VALID", 16, 16),
    bf("ECC_ERR", 17, 17),
    bf("SKIP_EXPORT", 18, 18),
    bf("PERF_EN", 19, 19),
    bf("COND_DBG_USER", 20, 20),
    bf("COND_DBG_SYS", 21, 21),
    bf("FATAL_HALT", 23, 23),
    bf("MUST_EXPORT", 27, 27),
];

/// MODE fields common to GFX9 and GFX10+ (ROCdbgapi's `flags32_t mode`).
const MODE_FIELDS: &[BitField] = &[
    bf("FP_ROUND_32", 0, 1),
    bf("FP_ROUND_64_16", 2, 3),
    bf("FP_DENORM_32", 4, 5),
    bf("FP_DENORM_64_16", 6, 7),
    bf("DX10_CLAMP", 8, 8),
    bf("IEEE", 9, 9),
    bf("LOD_CLAMPED", 10, 10),
    bf("DEBUG_EN", 11, 11),
    bf("EXCP_EN_INVALID", 12, 12),
    bf("EXCP_EN_DENORM", 13, 13),
    bf("EXCP_EN_DIV0", 14, 14),
    bf("EXCP_EN_OVERFLOW", 15, 15),
    bf("EXCP_EN_UNDERFLOW", 16, 16),
    bf("EXCP_EN_INEXACT", 17, 17),
    bf("EXCP_EN_INT_DIV0", 18, 18),
    bf("EXCP_EN_ADDR_WATCH", 19, 19),
    bf("FP16_OVFL", 23, 23),
];

/// TRAPSTS fields common to GFX9 and GFX10/11 (ROCdbgapi's `flags32_t trapsts`).
const TRAPSTS_FIELDS: &[BitField] = &[
    bf("EXCP_INVALID", 0, 0),
    bf("EXCP_DENORM", 1, 1),
    bf("EXCP_DIV0", 2, 2),
    bf("EXCP_OVERFLOW", 3, 3),
    bf("EXCP_UNDERFLOW", 4, 4),
    bf("EXCP_INEXACT", 5, 5),
    bf("EXCP_INT_DIV0", 6, 6),
    bf("EXCP_ADDR_WATCH", 7, 7),
    bf("EXCP_MEM_VIOL", 8, 8),
    bf("SAVE_CTX", 10, 10),
    bf("ILLEGAL_INST", 11, 11),
    bf("EXCP_HI_ADDR_WATCH1", 12, 12),
    bf("EXCP_HI_ADDR_WATCH2", 13, 13),
    bf("EXCP_HI_ADDR_WATCH3", 14, 14),
    bf("DP_RATE", 29, 31),
];

impl Register {
    /// The named bit fields of a flags register (`status`, `mode`, `trapsts`), empty for
    /// the others. Source: ROCdbgapi's register types as recorded in the project's notes
    /// (`shared/notes/anchors.md`, §2.3); only the fields every generation hdb runs shares.
    pub fn fields(&self) -> &'static [BitField] {
        match self {
            Register::Status => STATUS_FIELDS,
            Register::Mode => MODE_FIELDS,
            Register::Trapsts => TRAPSTS_FIELDS,
            _ => &[],
        }
    }
}

impl FromStr for Register {
    type Err = RegisterError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Register::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every numbered row of the ABI table, restated: (first, last, ABI name of first,
    /// bit size, wave).
    const ABI_ROWS: &[(u16, u16, &str, u32, Option<WaveSize>)] = &[
        (0, 0, "PC_32", 32, None),
        (1, 1, "EXEC_MASK_32", 32, Some(WaveSize::Wave32)),
        (16, 16, "PC_64", 64, None),
        (17, 17, "EXEC_MASK_64", 64, Some(WaveSize::Wave64)),
        (32, 95, "SGPR0", 32, None),
        (128, 128, "STATUS", 32, None),
        (512, 512, "VCC_32", 32, Some(WaveSize::Wave32)),
        (768, 768, "VCC_64", 64, Some(WaveSize::Wave64)),
        (1088, 1129, "SGPR64", 32, None),
        (1536, 1791, "VGPR0", 32 * 32, Some(WaveSize::Wave32)),
        (2048, 2303, "AGPR0", 32 * 32, Some(WaveSize::Wave32)),
        (2560, 2815, "VGPR0", 64 * 32, Some(WaveSize::Wave64)),
        (3072, 3327, "AGPR0", 64 * 32, Some(WaveSize::Wave64)),
    ];
    const RESERVED: &[(u16, u16)] = &[
        (2, 15),
        (18, 31),
        (96, 127),
        (129, 511),
        (513, 767),
        (769, 1023),
        (1024, 1087),
        (1130, 1535),
        (1792, 2047),
        (2304, 2559),
        (2816, 3071),
        (3328, 3583),
    ];

    #[test]
    fn every_abi_row_decodes() {
        for &(first, last, name, bits, wave) in ABI_ROWS {
            let r = dwarf_register(first.into()).unwrap();
            assert_eq!(r.abi_name(), name);
            assert_eq!(r.bit_size, bits, "{name}");
            assert_eq!(r.wave_size, wave, "{name}");
            assert_eq!(r.number, first);
            for n in first..=last {
                let r = dwarf_register(n.into()).unwrap();
                assert_eq!(r.bit_size, bits);
                assert_eq!(r.wave_size, wave);
                let i = n - first;
                match r.kind {
                    RegisterKind::Sgpr(s) => assert_eq!(s, if first == 32 { i } else { 64 + i }),
                    RegisterKind::Vgpr(v) | RegisterKind::Agpr(v) => assert_eq!(v, i),
                    _ => assert_eq!(first, last),
                }
            }
        }
        let last = dwarf_register(1129).unwrap();
        assert_eq!(last.kind, RegisterKind::Sgpr(105));
        assert_eq!(dwarf_register(2815).unwrap().kind, RegisterKind::Vgpr(255));
    }

    #[test]
    fn reserved_and_unknown_are_errors() {
        for &(first, last) in RESERVED {
            for n in first..=last {
                assert!(
                    matches!(
                        dwarf_register(n.into()),
                        Err(RegisterError::ReservedDwarfRegister { number, .. }) if number == u64::from(n)
                    ),
                    "{n}"
                );
            }
        }
        assert_eq!(
            dwarf_register(3584),
            Err(RegisterError::UnknownDwarfRegister(3584))
        );
        assert_eq!(
            dwarf_register(u64::MAX),
            Err(RegisterError::UnknownDwarfRegister(u64::MAX))
        );
        let msg = dwarf_register(100).unwrap_err().to_string();
        assert!(msg.contains("100") && msg.contains("reserved"), "{msg}");
    }

    #[test]
    fn dwarf_row_matches_a_scan_of_the_table() {
        for n in 0..5000u64 {
            let scan = DWARF_REGISTER_MAP
                .iter()
                .find(|r| u64::from(r.first) <= n && n <= u64::from(r.last));
            assert_eq!(dwarf_row(n), scan, "DWARF register {n}");
        }
        assert_eq!(dwarf_row(u64::MAX), None);
    }

    #[test]
    fn table_covers_0_to_3583_without_gaps() {
        let mut next = 0u16;
        for row in DWARF_REGISTER_MAP {
            assert_eq!(row.first, next);
            assert!(row.last >= row.first);
            next = row.last + 1;
        }
        assert_eq!(next, 3584);
    }

    #[test]
    fn both_directions_both_wave_sizes() {
        for wave in [WaveSize::Wave32, WaveSize::Wave64] {
            let mut kinds = vec![
                RegisterKind::Pc,
                RegisterKind::Exec,
                RegisterKind::Status,
                RegisterKind::Vcc,
            ];
            kinds.extend((0..SGPR_COUNT).map(RegisterKind::Sgpr));
            kinds.extend((0..VGPR_COUNT).map(RegisterKind::Vgpr));
            kinds.extend((0..AGPR_COUNT).map(RegisterKind::Agpr));
            for kind in kinds {
                let n = dwarf_number(kind, wave).unwrap();
                let back = dwarf_register(n.into()).unwrap();
                assert_eq!(back.kind, kind);
                if let Some(w) = back.wave_size {
                    assert_eq!(w, wave);
                }
                // Register view agrees.
                assert_eq!(back.register().dwarf_number(wave), Some(n));
                assert_eq!(
                    back.byte_size(),
                    back.register().byte_size(wave),
                    "{kind:?}"
                );
            }
        }
        assert_eq!(dwarf_number(RegisterKind::Exec, WaveSize::Wave32), Ok(1));
        assert_eq!(dwarf_number(RegisterKind::Exec, WaveSize::Wave64), Ok(17));
        assert_eq!(dwarf_number(RegisterKind::Vcc, WaveSize::Wave32), Ok(512));
        assert_eq!(dwarf_number(RegisterKind::Vcc, WaveSize::Wave64), Ok(768));
        assert_eq!(
            dwarf_number(RegisterKind::Sgpr(33), WaveSize::Wave64),
            Ok(65)
        );
        assert_eq!(
            dwarf_number(RegisterKind::Sgpr(64), WaveSize::Wave64),
            Ok(1088)
        );
        assert_eq!(
            dwarf_number(RegisterKind::Vgpr(1), WaveSize::Wave32),
            Ok(0x601)
        );
        assert_eq!(
            dwarf_number(RegisterKind::Agpr(0), WaveSize::Wave64),
            Ok(3072)
        );
        assert!(matches!(
            dwarf_number(RegisterKind::Sgpr(106), WaveSize::Wave64),
            Err(RegisterError::IndexOutOfRange { index: 106, .. })
        ));
        assert!(dwarf_number(RegisterKind::Vgpr(256), WaveSize::Wave64).is_err());
    }

    #[test]
    fn dwarf_reg_prints_rocgdb_names_and_parses_them_back() {
        for (n, text) in [
            (16, "pc"),
            (17, "exec"),
            (65, "s33"),
            (1129, "s105"),
            (2560, "v0"),
            (3073, "a1"),
            (768, "vcc"),
            (100, "dwarf:100"),
            (3584, "dwarf:3584"),
            (u64::MAX, "dwarf:18446744073709551615"),
        ] {
            let reg = DwarfReg(n);
            assert_eq!(reg.to_string(), text);
            assert_eq!(DwarfReg::parse(text, WaveSize::Wave64), Ok(reg), "{text}");
        }
        assert_eq!(DwarfReg::parse("v0", WaveSize::Wave32), Ok(DwarfReg(1536)));
        assert_eq!(DwarfReg(65).abi_name().as_deref(), Some("SGPR33"));
        assert_eq!(DwarfReg(100).abi_name(), None);
        assert_eq!(DwarfReg(65).register(), Some(Register::Sgpr(33)));
        assert!(DwarfReg::parse("dwarf:x", WaveSize::Wave64).is_err());
        assert!(DwarfReg::parse("m0", WaveSize::Wave64).is_err());
    }

    #[test]
    fn names_round_trip() {
        let mut count = 0;
        for reg in Register::all() {
            let name = reg.to_string();
            assert_eq!(Register::parse(&name), Ok(reg), "{name}");
            assert_eq!(Register::parse(&format!("${name}")), Ok(reg));
            assert!(reg.is_valid());
            count += 1;
        }
        assert_eq!(count, 17 + 106 + 256 + 256 + 16);
        for bad in [
            "s106", "v256", "a256", "ttmp16", "s01", "s", "v-1", "x0", "", "EXEC", "s+1", "v1000",
        ] {
            assert!(Register::parse(bad).is_err(), "{bad}");
        }
        assert_eq!("s33".parse::<Register>(), Ok(Register::Sgpr(33)));
    }

    #[test]
    fn hardware_only_registers_have_no_dwarf_number() {
        for reg in [
            Register::M0,
            Register::Mode,
            Register::Trapsts,
            Register::Ttmp(6),
            Register::ExecLo,
            Register::VccHi,
            Register::FlatScratch,
            Register::XnackMask,
        ] {
            assert_eq!(reg.dwarf_number(WaveSize::Wave64), None, "{reg}");
        }
        assert_eq!(
            dwarf_number_by_name("m0", WaveSize::Wave64),
            Err(RegisterError::NoDwarfNumber("m0".into()))
        );
        assert_eq!(dwarf_number_by_name("s32", WaveSize::Wave64), Ok(64));
        assert_eq!(dwarf_number_by_name("v0", WaveSize::Wave32), Ok(1536));
        assert_eq!(dwarf_number_by_name("pc", WaveSize::Wave32), Ok(16));
    }

    #[test]
    fn flag_fields_fit_and_do_not_overlap() {
        for r in [Register::Status, Register::Mode, Register::Trapsts] {
            let f = r.fields();
            assert!(!f.is_empty());
            let mut used = 0u64;
            for x in f {
                assert!(x.lo <= x.hi && x.hi < 32, "{r} {x:?}");
                let mask = ((1u64 << (x.hi - x.lo + 1)) - 1) << x.lo;
                assert_eq!(used & mask, 0, "{r} {x:?} overlaps");
                used |= mask;
            }
        }
        assert_eq!(Register::Status.fields()[0].name, "SCC");
        assert!(Register::Sgpr(0).fields().is_empty());
    }

    #[test]
    fn xnack_mask_only_where_xnack_is() {
        let p = |n| crate::processor::Processor::by_name(n).unwrap();
        assert!(Register::XnackMask.exists_on(p("gfx90a")));
        assert!(Register::XnackMaskHi.exists_on(p("gfx1010")));
        assert!(!Register::XnackMask.exists_on(p("gfx1100")));
        assert!(!Register::XnackMaskLo.exists_on(p("gfx1030")));
        assert!(Register::Exec.exists_on(p("gfx1100")));
    }

    #[test]
    fn byte_sizes() {
        assert_eq!(Register::Vgpr(0).byte_size(WaveSize::Wave64), 256);
        assert_eq!(Register::Vgpr(0).byte_size(WaveSize::Wave32), 128);
        assert_eq!(Register::Exec.byte_size(WaveSize::Wave32), 4);
        assert_eq!(Register::Exec.byte_size(WaveSize::Wave64), 8);
        assert_eq!(Register::ExecHi.byte_size(WaveSize::Wave64), 4);
        assert_eq!(Register::Pc.byte_size(WaveSize::Wave32), 8);
        assert_eq!(Register::Sgpr(0).byte_size(WaveSize::Wave32), 4);
        assert_eq!(WaveSize::from_lanes(32), Some(WaveSize::Wave32));
        assert_eq!(WaveSize::from_lanes(16), None);
    }
}
