//! The 64-byte code object V3+ kernel descriptor, its `COMPUTE_PGM_RSRC1/2/3`,
//! `kernel_code_properties` and kernarg-preload bit fields, and the initial wave state it
//! asks for.
//!
//! ABI sections: "Kernel Descriptor" (`amdgpu-amdhsa-kernel-descriptor-v3-table`),
//! "compute_pgm_rsrc1 for GFX6-GFX12", "compute_pgm_rsrc2 for GFX6-GFX12",
//! "compute_pgm_rsrc3" for GFX90A/GFX940, GFX10–GFX11 and GFX12, the enumeration tables
//! after them, and "Initial Kernel Execution State" (SGPR/VGPR set-up order).
//!
//! Decoding is table-driven: [`KD_FIELDS`] lists every named field once, with the
//! generations on which it exists; [`KernelDescriptor::decode`] filters that table by a
//! processor.

use thiserror::Error;

use crate::processor::{AgprFile, Generation, GenerationSet, Processor};
use crate::register::WaveSize;

/// The size of a kernel descriptor in bytes.
pub const KERNEL_DESCRIPTOR_SIZE: usize = 64;
/// The alignment CP requires of a kernel descriptor.
pub const KERNEL_DESCRIPTOR_ALIGN: usize = 64;

/// Errors parsing a kernel descriptor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum KdError {
    /// Fewer than 64 bytes were given.
    #[error("kernel descriptor needs {KERNEL_DESCRIPTOR_SIZE} bytes, got {0}")]
    TooShort(usize),
}

/// A code object V3+ kernel descriptor, field for field. Reserved bytes are kept as read,
/// so `to_bytes` reproduces the input exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct KernelDescriptor {
    /// Bytes 0–3: `GROUP_SEGMENT_FIXED_SIZE` (fixed LDS per work-group, bytes).
    pub group_segment_fixed_size: u32,
    /// Bytes 4–7: `PRIVATE_SEGMENT_FIXED_SIZE` (fixed scratch per work-item, bytes).
    pub private_segment_fixed_size: u32,
    /// Bytes 8–11: `KERNARG_SIZE` (bytes; 0 means unspecified).
    pub kernarg_size: u32,
    /// Bytes 12–15: reserved, must be 0.
    pub reserved0: [u8; 4],
    /// Bytes 16–23: `KERNEL_CODE_ENTRY_BYTE_OFFSET`, from the descriptor's address to the
    /// entry instruction (possibly negative).
    pub kernel_code_entry_byte_offset: i64,
    /// Bytes 24–43: reserved, must be 0.
    pub reserved1: [u8; 20],
    /// Bytes 44–47: `COMPUTE_PGM_RSRC3` (reserved before GFX90A).
    pub compute_pgm_rsrc3: u32,
    /// Bytes 48–51: `COMPUTE_PGM_RSRC1`.
    pub compute_pgm_rsrc1: u32,
    /// Bytes 52–55: `COMPUTE_PGM_RSRC2`.
    pub compute_pgm_rsrc2: u32,
    /// Bytes 56–57: the `ENABLE_SGPR_*`, `ENABLE_WAVEFRONT_SIZE32` and
    /// `USES_DYNAMIC_STACK` bits (descriptor bits 448–463).
    pub kernel_code_properties: u16,
    /// Bytes 58–59: `KERNARG_PRELOAD_SPEC_LENGTH` and `_OFFSET` (descriptor bits 464–479).
    pub kernarg_preload: u16,
    /// Bytes 60–63: reserved, must be 0.
    pub reserved2: [u8; 4],
}

/// The 32- or 16-bit descriptor word a bit field lives in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KdRegister {
    /// `compute_pgm_rsrc1`.
    ComputePgmRsrc1,
    /// `compute_pgm_rsrc2`.
    ComputePgmRsrc2,
    /// `compute_pgm_rsrc3`.
    ComputePgmRsrc3,
    /// `kernel_code_properties` (descriptor bits 448–463).
    KernelCodeProperties,
    /// `kernarg_preload` (descriptor bits 464–479).
    KernargPreload,
}

impl KdRegister {
    /// Every register, in the order [`KernelDescriptor::decode`] reports them.
    pub const ALL: [KdRegister; 5] = [
        KdRegister::ComputePgmRsrc1,
        KdRegister::ComputePgmRsrc2,
        KdRegister::ComputePgmRsrc3,
        KdRegister::KernelCodeProperties,
        KdRegister::KernargPreload,
    ];

    /// The lower-case name used in [`KdField::register`].
    pub const fn name(self) -> &'static str {
        match self {
            KdRegister::ComputePgmRsrc1 => "compute_pgm_rsrc1",
            KdRegister::ComputePgmRsrc2 => "compute_pgm_rsrc2",
            KdRegister::ComputePgmRsrc3 => "compute_pgm_rsrc3",
            KdRegister::KernelCodeProperties => "kernel_code_properties",
            KdRegister::KernargPreload => "kernarg_preload",
        }
    }

    /// The width in bits.
    pub const fn bits(self) -> u32 {
        match self {
            KdRegister::KernelCodeProperties | KdRegister::KernargPreload => 16,
            _ => 32,
        }
    }
}

/// One named bit field of a descriptor word, and where it exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BitField {
    /// The word it lives in.
    pub register: KdRegister,
    /// The ABI's field name.
    pub name: &'static str,
    /// Lowest bit, relative to the word.
    pub lo: u8,
    /// Highest bit (inclusive), relative to the word.
    pub hi: u8,
    /// Generations on which the field exists (elsewhere the bits are reserved or mean
    /// something else).
    pub generations: GenerationSet,
    /// The field is "not supported and must be 0" when the processor has architected flat
    /// scratch (the private segment buffer and flat scratch init enables).
    pub absent_with_architected_flat_scratch: bool,
}

impl BitField {
    /// The field's value in `word`.
    pub const fn extract(&self, word: u32) -> u32 {
        let width = (self.hi - self.lo + 1) as u32;
        (word >> self.lo) & (u32::MAX >> (32 - width))
    }

    /// The field's mask within its word.
    pub const fn mask(&self) -> u32 {
        let width = (self.hi - self.lo + 1) as u32;
        (u32::MAX >> (32 - width)) << self.lo
    }

    /// Whether the field exists on `processor`.
    pub fn exists_on(&self, processor: &Processor) -> bool {
        self.generations.contains(processor.generation)
            && !(self.absent_with_architected_flat_scratch && processor.architected_flat_scratch())
    }
}

/// One decoded field: register, ABI name, bit range within the register, value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KdField {
    /// `compute_pgm_rsrc1`, `compute_pgm_rsrc2`, `compute_pgm_rsrc3`,
    /// `kernel_code_properties` or `kernarg_preload`.
    pub register: &'static str,
    /// The ABI's field name (`GRANULATED_WORKITEM_VGPR_COUNT`, ...).
    pub name: &'static str,
    /// `(lo, hi)`, inclusive, relative to the register.
    pub bits: (u8, u8),
    /// The field's value.
    pub value: u64,
}

// Generation sets named as the ABI writes them.
const ALL_GCN: GenerationSet = GenerationSet::range(Generation::Gfx6, Generation::Gfx12);
const GFX6_GFX9: GenerationSet = GenerationSet::range(Generation::Gfx6, Generation::Gfx940);
const GFX6_GFX11: GenerationSet = GenerationSet::range(Generation::Gfx6, Generation::Gfx11);
const GFX9_GFX12: GenerationSet = GenerationSet::range(Generation::Gfx9, Generation::Gfx12);
const GFX10_GFX12: GenerationSet = GenerationSet::range(Generation::Gfx10_1, Generation::Gfx12);
const GFX10_GFX11: GenerationSet = GenerationSet::range(Generation::Gfx10_1, Generation::Gfx11);
const GFX90A_GFX940: GenerationSet = GenerationSet::range(Generation::Gfx90a, Generation::Gfx940);
const GFX11: GenerationSet = GenerationSet::only(Generation::Gfx11);
const GFX12: GenerationSet = GenerationSet::only(Generation::Gfx12);
const GFX11_GFX12: GenerationSet = GenerationSet::range(Generation::Gfx11, Generation::Gfx12);

const fn bf(
    register: KdRegister,
    name: &'static str,
    lo: u8,
    hi: u8,
    generations: GenerationSet,
) -> BitField {
    BitField {
        register,
        name,
        lo,
        hi,
        generations,
        absent_with_architected_flat_scratch: false,
    }
}

const fn bf_not_architected(register: KdRegister, name: &'static str, bit: u8) -> BitField {
    BitField {
        absent_with_architected_flat_scratch: true,
        ..bf(register, name, bit, bit, ALL_GCN)
    }
}

use KdRegister::{
    ComputePgmRsrc1 as R1, ComputePgmRsrc2 as R2, ComputePgmRsrc3 as R3, KernargPreload as KP,
    KernelCodeProperties as KCP,
};

/// Every named field of the kernel descriptor's bit-field words, from the ABI tables.
///
/// Where a table says "GFXn-GFXm Reserved, must be 0" the field is left out for those
/// generations. Two qualifiers are read more widely than printed, because the bits are
/// defined on the hardware and real producers set them: `ENABLE_DX10_CLAMP` and
/// `ENABLE_IEEE_MODE` are printed "GFX9-GFX11" but the table gives no GFX6–GFX8 reserved
/// note (unlike `FP16_OVFL`), so hdb shows them on GFX6–GFX11; `ENABLE_WAVEFRONT_SIZE32` is
/// printed "GFX10-GFX11" but GFX12 compilers set it (producers.md §2), so GFX10–GFX12.
#[rustfmt::skip]
pub static KD_FIELDS: &[BitField] = &[
    // compute_pgm_rsrc1 for GFX6-GFX12.
    bf(R1, "GRANULATED_WORKITEM_VGPR_COUNT", 0, 5, ALL_GCN),
    bf(R1, "GRANULATED_WAVEFRONT_SGPR_COUNT", 6, 9, GFX6_GFX9),
    bf(R1, "PRIORITY", 10, 11, ALL_GCN),
    bf(R1, "FLOAT_ROUND_MODE_32", 12, 13, ALL_GCN),
    bf(R1, "FLOAT_ROUND_MODE_16_64", 14, 15, ALL_GCN),
    bf(R1, "FLOAT_DENORM_MODE_32", 16, 17, ALL_GCN),
    bf(R1, "FLOAT_DENORM_MODE_16_64", 18, 19, ALL_GCN),
    bf(R1, "PRIV", 20, 20, ALL_GCN),
    bf(R1, "ENABLE_DX10_CLAMP", 21, 21, GFX6_GFX11),
    bf(R1, "WG_RR_EN", 21, 21, GFX12),
    bf(R1, "DEBUG_MODE", 22, 22, ALL_GCN),
    bf(R1, "ENABLE_IEEE_MODE", 23, 23, GFX6_GFX11),
    bf(R1, "DISABLE_PERF", 23, 23, GFX12),
    bf(R1, "BULKY", 24, 24, ALL_GCN),
    bf(R1, "CDBG_USER", 25, 25, ALL_GCN),
    bf(R1, "FP16_OVFL", 26, 26, GFX9_GFX12),
    bf(R1, "WGP_MODE", 29, 29, GFX10_GFX12),
    bf(R1, "MEM_ORDERED", 30, 30, GFX10_GFX12),
    bf(R1, "FWD_PROGRESS", 31, 31, GFX10_GFX12),
    // compute_pgm_rsrc2 for GFX6-GFX12.
    bf(R2, "ENABLE_PRIVATE_SEGMENT", 0, 0, ALL_GCN),
    bf(R2, "USER_SGPR_COUNT", 1, 5, ALL_GCN),
    bf(R2, "ENABLE_TRAP_HANDLER", 6, 6, GFX6_GFX11),
    bf(R2, "ENABLE_SGPR_WORKGROUP_ID_X", 7, 7, ALL_GCN),
    bf(R2, "ENABLE_SGPR_WORKGROUP_ID_Y", 8, 8, ALL_GCN),
    bf(R2, "ENABLE_SGPR_WORKGROUP_ID_Z", 9, 9, ALL_GCN),
    bf(R2, "ENABLE_SGPR_WORKGROUP_INFO", 10, 10, ALL_GCN),
    bf(R2, "ENABLE_VGPR_WORKITEM_ID", 11, 12, ALL_GCN),
    bf(R2, "ENABLE_EXCEPTION_ADDRESS_WATCH", 13, 13, ALL_GCN),
    bf(R2, "ENABLE_EXCEPTION_MEMORY", 14, 14, ALL_GCN),
    bf(R2, "GRANULATED_LDS_SIZE", 15, 23, ALL_GCN),
    bf(R2, "ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION", 24, 24, ALL_GCN),
    bf(R2, "ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", 25, 25, ALL_GCN),
    bf(R2, "ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO", 26, 26, ALL_GCN),
    bf(R2, "ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", 27, 27, ALL_GCN),
    bf(R2, "ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", 28, 28, ALL_GCN),
    bf(R2, "ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", 29, 29, ALL_GCN),
    bf(R2, "ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", 30, 30, ALL_GCN),
    // compute_pgm_rsrc3 for GFX90A, GFX940.
    bf(R3, "ACCUM_OFFSET", 0, 5, GFX90A_GFX940),
    bf(R3, "TG_SPLIT", 16, 16, GFX90A_GFX940),
    // compute_pgm_rsrc3 for GFX10-GFX11 (INST_PREF_SIZE and the trap bits are GFX11 only).
    bf(R3, "SHARED_VGPR_COUNT", 0, 3, GFX10_GFX11),
    bf(R3, "INST_PREF_SIZE", 4, 9, GFX11),
    bf(R3, "TRAP_ON_START", 10, 10, GFX11),
    bf(R3, "TRAP_ON_END", 11, 11, GFX11),
    // compute_pgm_rsrc3 for GFX12.
    bf(R3, "INST_PREF_SIZE", 4, 11, GFX12),
    bf(R3, "GLG_EN", 13, 13, GFX12),
    bf(R3, "IMAGE_OP", 31, 31, GFX11_GFX12),
    // Kernel descriptor bits 448-463.
    bf_not_architected(KCP, "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", 0),
    bf(KCP, "ENABLE_SGPR_DISPATCH_PTR", 1, 1, ALL_GCN),
    bf(KCP, "ENABLE_SGPR_QUEUE_PTR", 2, 2, ALL_GCN),
    bf(KCP, "ENABLE_SGPR_KERNARG_SEGMENT_PTR", 3, 3, ALL_GCN),
    bf(KCP, "ENABLE_SGPR_DISPATCH_ID", 4, 4, ALL_GCN),
    bf_not_architected(KCP, "ENABLE_SGPR_FLAT_SCRATCH_INIT", 5),
    bf(KCP, "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", 6, 6, ALL_GCN),
    bf(KCP, "ENABLE_WAVEFRONT_SIZE32", 10, 10, GFX10_GFX12),
    bf(KCP, "USES_DYNAMIC_STACK", 11, 11, ALL_GCN),
    // Kernel descriptor bits 464-479.
    bf(KP, "KERNARG_PRELOAD_SPEC_LENGTH", 0, 6, GFX90A_GFX940),
    bf(KP, "KERNARG_PRELOAD_SPEC_OFFSET", 7, 15, GFX90A_GFX940),
];

/// `FLOAT_ROUND_MODE_*` enumeration names, by value.
pub const FLOAT_ROUND_MODE_NAMES: [&str; 4] = [
    "FLOAT_ROUND_MODE_NEAR_EVEN",
    "FLOAT_ROUND_MODE_PLUS_INFINITY",
    "FLOAT_ROUND_MODE_MINUS_INFINITY",
    "FLOAT_ROUND_MODE_ZERO",
];

/// `FLOAT_DENORM_MODE_*` enumeration names, by value.
pub const FLOAT_DENORM_MODE_NAMES: [&str; 4] = [
    "FLOAT_DENORM_MODE_FLUSH_SRC_DST",
    "FLOAT_DENORM_MODE_FLUSH_DST",
    "FLOAT_DENORM_MODE_FLUSH_SRC",
    "FLOAT_DENORM_MODE_FLUSH_NONE",
];

/// `ENABLE_VGPR_WORKITEM_ID` values (System VGPR Work-Item ID Enumeration Values).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WorkItemIdEnable {
    /// `SYSTEM_VGPR_WORKITEM_ID_X` (0).
    X,
    /// `SYSTEM_VGPR_WORKITEM_ID_X_Y` (1).
    XY,
    /// `SYSTEM_VGPR_WORKITEM_ID_X_Y_Z` (2).
    XYZ,
    /// `SYSTEM_VGPR_WORKITEM_ID_UNDEFINED` (3).
    Undefined,
}

impl WorkItemIdEnable {
    /// Decodes the 2-bit field.
    pub const fn from_bits(bits: u32) -> WorkItemIdEnable {
        match bits & 3 {
            0 => WorkItemIdEnable::X,
            1 => WorkItemIdEnable::XY,
            2 => WorkItemIdEnable::XYZ,
            _ => WorkItemIdEnable::Undefined,
        }
    }

    /// The ABI enumeration name.
    pub const fn name(self) -> &'static str {
        match self {
            WorkItemIdEnable::X => "SYSTEM_VGPR_WORKITEM_ID_X",
            WorkItemIdEnable::XY => "SYSTEM_VGPR_WORKITEM_ID_X_Y",
            WorkItemIdEnable::XYZ => "SYSTEM_VGPR_WORKITEM_ID_X_Y_Z",
            WorkItemIdEnable::Undefined => "SYSTEM_VGPR_WORKITEM_ID_UNDEFINED",
        }
    }

    /// How many work-item ID dimensions are set up; `None` for undefined.
    pub const fn dimensions(self) -> Option<u32> {
        match self {
            WorkItemIdEnable::X => Some(1),
            WorkItemIdEnable::XY => Some(2),
            WorkItemIdEnable::XYZ => Some(3),
            WorkItemIdEnable::Undefined => None,
        }
    }
}

/// An initial SGPR value, in the ABI's "SGPR Register Set Up Order".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SgprKind {
    /// User: Private Segment Buffer V# (4 SGPRs).
    PrivateSegmentBuffer,
    /// User: Dispatch Ptr (2).
    DispatchPtr,
    /// User: Queue Ptr (2).
    QueuePtr,
    /// User: Kernarg Segment Ptr (2).
    KernargSegmentPtr,
    /// User: Dispatch Id (2).
    DispatchId,
    /// User: Flat Scratch Init (2).
    FlatScratchInit,
    /// User: Private Segment Size (1).
    PrivateSegmentSize,
    /// User: preloaded kernel arguments (`KERNARG_PRELOAD_SPEC_LENGTH` SGPRs).
    PreloadedKernargs,
    /// System: Work-Group Id X (1).
    WorkgroupIdX,
    /// System: Work-Group Id Y (1).
    WorkgroupIdY,
    /// System: Work-Group Id Z (1).
    WorkgroupIdZ,
    /// System: Work-Group Info (1).
    WorkgroupInfo,
    /// System: Scratch Wavefront Offset (1), set when `ENABLE_PRIVATE_SEGMENT` and flat
    /// scratch is not architected.
    PrivateSegmentWavefrontOffset,
}

impl SgprKind {
    /// Whether CP sets it from the user data registers (as opposed to ADC/SPI).
    pub const fn is_user(self) -> bool {
        !matches!(
            self,
            SgprKind::WorkgroupIdX
                | SgprKind::WorkgroupIdY
                | SgprKind::WorkgroupIdZ
                | SgprKind::WorkgroupInfo
                | SgprKind::PrivateSegmentWavefrontOffset
        )
    }
}

/// One run of initial SGPRs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct InitialSgpr {
    /// What the SGPRs hold.
    pub kind: SgprKind,
    /// The first SGPR number.
    pub first: u32,
    /// How many SGPRs.
    pub count: u32,
}

/// One initial VGPR value ("VGPR Register Set Up Order").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InitialVgpr {
    /// Unpacked method: `vgpr` holds the work-item ID of dimension `dim` (0 = X).
    WorkItemId {
        /// The VGPR number.
        vgpr: u32,
        /// 0, 1 or 2 for X, Y, Z.
        dim: u32,
    },
    /// Packed method ("Packed work-item IDs" processors): VGPR0 holds X in bits 0–9, Y in
    /// 10–19, Z in 20–29; dimensions past `dims` read 0.
    PackedWorkItemIds {
        /// How many dimensions are initialised (1–3).
        dims: u32,
    },
}

fn le32(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn le16(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

fn array<const N: usize>(b: &[u8], at: usize) -> [u8; N] {
    let mut out = [0u8; N];
    out.copy_from_slice(&b[at..at + N]);
    out
}

impl KernelDescriptor {
    /// Parses the first 64 bytes of `bytes` (little-endian). Reserved bytes are kept, not
    /// checked; fewer than 64 bytes is an error naming the size.
    pub fn parse(bytes: &[u8]) -> Result<KernelDescriptor, KdError> {
        if bytes.len() < KERNEL_DESCRIPTOR_SIZE {
            return Err(KdError::TooShort(bytes.len()));
        }
        let b = &bytes[..KERNEL_DESCRIPTOR_SIZE];
        Ok(KernelDescriptor {
            group_segment_fixed_size: le32(b, 0),
            private_segment_fixed_size: le32(b, 4),
            kernarg_size: le32(b, 8),
            reserved0: array(b, 12),
            kernel_code_entry_byte_offset: i64::from_le_bytes(array(b, 16)),
            reserved1: array(b, 24),
            compute_pgm_rsrc3: le32(b, 44),
            compute_pgm_rsrc1: le32(b, 48),
            compute_pgm_rsrc2: le32(b, 52),
            kernel_code_properties: le16(b, 56),
            kernarg_preload: le16(b, 58),
            reserved2: array(b, 60),
        })
    }

    /// The 64 bytes of the descriptor.
    pub fn to_bytes(&self) -> [u8; KERNEL_DESCRIPTOR_SIZE] {
        let mut b = [0u8; KERNEL_DESCRIPTOR_SIZE];
        b[0..4].copy_from_slice(&self.group_segment_fixed_size.to_le_bytes());
        b[4..8].copy_from_slice(&self.private_segment_fixed_size.to_le_bytes());
        b[8..12].copy_from_slice(&self.kernarg_size.to_le_bytes());
        b[12..16].copy_from_slice(&self.reserved0);
        b[16..24].copy_from_slice(&self.kernel_code_entry_byte_offset.to_le_bytes());
        b[24..44].copy_from_slice(&self.reserved1);
        b[44..48].copy_from_slice(&self.compute_pgm_rsrc3.to_le_bytes());
        b[48..52].copy_from_slice(&self.compute_pgm_rsrc1.to_le_bytes());
        b[52..56].copy_from_slice(&self.compute_pgm_rsrc2.to_le_bytes());
        b[56..58].copy_from_slice(&self.kernel_code_properties.to_le_bytes());
        b[58..60].copy_from_slice(&self.kernarg_preload.to_le_bytes());
        b[60..64].copy_from_slice(&self.reserved2);
        b
    }

    /// The raw value of a bit-field word.
    pub const fn word(&self, register: KdRegister) -> u32 {
        match register {
            KdRegister::ComputePgmRsrc1 => self.compute_pgm_rsrc1,
            KdRegister::ComputePgmRsrc2 => self.compute_pgm_rsrc2,
            KdRegister::ComputePgmRsrc3 => self.compute_pgm_rsrc3,
            KdRegister::KernelCodeProperties => self.kernel_code_properties as u32,
            KdRegister::KernargPreload => self.kernarg_preload as u32,
        }
    }

    /// Every named field that exists on `processor`'s generation, grouped by register in
    /// [`KdRegister::ALL`] order and by bit position within a register. `r600` processors
    /// (no `amdhsa`) get none.
    pub fn decode(&self, processor: &Processor) -> Vec<KdField> {
        let mut out: Vec<KdField> = KD_FIELDS
            .iter()
            .filter(|f| f.exists_on(processor))
            .map(|f| KdField {
                register: f.register.name(),
                name: f.name,
                bits: (f.lo, f.hi),
                value: u64::from(f.extract(self.word(f.register))),
            })
            .collect();
        let order = |r: &str| KdRegister::ALL.iter().position(|k| k.name() == r);
        out.sort_by_key(|f| (order(f.register), f.bits.0));
        out
    }

    /// Bits set in a word that no field on `processor` accounts for (reserved bits, or
    /// fields of other generations), per register, omitting registers with none. Useful for
    /// conformance checks; the descriptor is still usable.
    pub fn undefined_bits(&self, processor: &Processor) -> Vec<(KdRegister, u32)> {
        KdRegister::ALL
            .into_iter()
            .filter_map(|r| {
                let defined = KD_FIELDS
                    .iter()
                    .filter(|f| f.register == r && f.exists_on(processor))
                    .fold(0u32, |m, f| m | f.mask());
                let stray = self.word(r) & !defined;
                (stray != 0).then_some((r, stray))
            })
            .collect()
    }

    /// The value of a named field on `processor`, if the field exists there.
    pub fn field(&self, processor: &Processor, name: &str) -> Option<u32> {
        KD_FIELDS
            .iter()
            .find(|f| f.name == name && f.exists_on(processor))
            .map(|f| f.extract(self.word(f.register)))
    }

    const fn bit(word: u32, bit: u32) -> bool {
        (word >> bit) & 1 != 0
    }

    /// `compute_pgm_rsrc2.USER_SGPR_COUNT`: user SGPRs CP sets up.
    pub const fn user_sgpr_count(&self) -> u32 {
        (self.compute_pgm_rsrc2 >> 1) & 0x1f
    }

    /// `compute_pgm_rsrc2.ENABLE_PRIVATE_SEGMENT`.
    pub const fn enable_private_segment(&self) -> bool {
        Self::bit(self.compute_pgm_rsrc2, 0)
    }

    /// `compute_pgm_rsrc2.ENABLE_VGPR_WORKITEM_ID`.
    pub const fn enable_vgpr_workitem_id(&self) -> WorkItemIdEnable {
        WorkItemIdEnable::from_bits(self.compute_pgm_rsrc2 >> 11)
    }

    /// The raw `ENABLE_WAVEFRONT_SIZE32` bit (meaningful on GFX10+ only; see
    /// [`KernelDescriptor::wave_size`]).
    pub const fn wavefront_size32(&self) -> bool {
        Self::bit(self.kernel_code_properties as u32, 10)
    }

    /// `USES_DYNAMIC_STACK`.
    pub const fn uses_dynamic_stack(&self) -> bool {
        Self::bit(self.kernel_code_properties as u32, 11)
    }

    /// The wave size the kernel runs in: wave32 on GFX10+ when `ENABLE_WAVEFRONT_SIZE32` is
    /// set, wave64 otherwise (GFX6–GFX9 only run wave64).
    pub fn wave_size(&self, processor: &Processor) -> WaveSize {
        if processor.generation.is_gfx10_plus() && self.wavefront_size32() {
            WaveSize::Wave32
        } else {
            WaveSize::Wave64
        }
    }

    /// `KERNARG_PRELOAD_SPEC_LENGTH` (dwords), on GFX90A/GFX940; 0 elsewhere.
    pub fn kernarg_preload_length(&self, processor: &Processor) -> u32 {
        self.field(processor, "KERNARG_PRELOAD_SPEC_LENGTH")
            .unwrap_or(0)
    }

    /// `KERNARG_PRELOAD_SPEC_OFFSET` (dwords), on GFX90A/GFX940; 0 elsewhere.
    pub fn kernarg_preload_offset(&self, processor: &Processor) -> u32 {
        self.field(processor, "KERNARG_PRELOAD_SPEC_OFFSET")
            .unwrap_or(0)
    }

    /// The first AccVGPR in the unified register file, `(ACCUM_OFFSET + 1) * 4`, on
    /// GFX90A/GFX940 (`None` elsewhere).
    pub fn accum_offset(&self, processor: &Processor) -> Option<u32> {
        self.field(processor, "ACCUM_OFFSET").map(|v| (v + 1) * 4)
    }

    /// The VGPR allocation granule (compute_pgm_rsrc1 `GRANULATED_WORKITEM_VGPR_COUNT`):
    /// 4 on GFX6–GFX9, 8 on GFX90A/GFX940 (unified VGPR+AGPR file), and on GFX10–GFX12 4 in
    /// wave64 and 8 in wave32. `None` for `r600`.
    pub fn vgpr_granule(&self, processor: &Processor) -> Option<u32> {
        Some(match processor.generation {
            Generation::R600 => return None,
            Generation::Gfx90a | Generation::Gfx940 => 8,
            g if g.is_gfx10_plus() => match self.wave_size(processor) {
                WaveSize::Wave32 => 8,
                WaveSize::Wave64 => 4,
            },
            _ => 4,
        })
    }

    /// VGPRs allocated per work-item: `(GRANULATED_WORKITEM_VGPR_COUNT + 1) * granule`. On
    /// GFX90A/GFX940 this counts the unified file (ArchVGPRs, then AccVGPRs from
    /// [`KernelDescriptor::accum_offset`]).
    pub fn vgpr_count(&self, processor: &Processor) -> Option<u32> {
        let g = self.compute_pgm_rsrc1 & 0x3f;
        self.vgpr_granule(processor)
            .map(|granule| (g + 1) * granule)
    }

    /// The VGPRs and AGPRs each wave of the kernel has, as the hardware allocates them and
    /// amd-dbgapi shows them (a register past the allocation does not exist for the wave):
    /// the unified file split at `ACCUM_OFFSET` on gfx90a/gfx940, as many AGPRs as VGPRs on
    /// gfx908, none elsewhere. A field out of range is clamped to what the files hold.
    pub fn register_allocation(&self, processor: &Processor) -> RegisterAllocation {
        let total = self.vgpr_count(processor).unwrap_or(4).clamp(4, 512);
        match processor.agpr_file() {
            AgprFile::Unified => {
                let vgprs = self
                    .accum_offset(processor)
                    .unwrap_or(total)
                    .clamp(4, 256)
                    .min(total);
                RegisterAllocation {
                    vgprs,
                    agprs: total - vgprs,
                }
            }
            AgprFile::Separate => RegisterAllocation {
                vgprs: total.min(256),
                agprs: total.min(256),
            },
            AgprFile::None => RegisterAllocation {
                vgprs: total.min(256),
                agprs: 0,
            },
        }
    }

    /// SGPRs allocated per wave from `GRANULATED_WAVEFRONT_SGPR_COUNT`, not counting the 16
    /// trap-handler SGPRs: `(g + 1) * 8` on GFX6–GFX8; on GFX9 the ABI encodes
    /// `2 * (ceil(sgprs / 16) - 1)`, so `(g / 2 + 1) * 16` (producers also write odd values,
    /// which the hardware reads the same way). `None` on GFX10+, where the field is reserved
    /// and 128 SGPRs are always allocated, and on `r600`.
    pub fn sgpr_count(&self, processor: &Processor) -> Option<u32> {
        let g = (self.compute_pgm_rsrc1 >> 6) & 0xf;
        match processor.generation {
            Generation::Gfx6 | Generation::Gfx7 | Generation::Gfx8 => Some((g + 1) * 8),
            gen if gen.is_gfx9_family() => Some((g / 2 + 1) * 16),
            _ => None,
        }
    }

    /// The initial SGPRs, in the ABI's set-up order, numbered densely from `s0`.
    ///
    /// User SGPRs come first (enables that do not exist on `processor`, such as the private
    /// segment buffer with architected flat scratch, are skipped), then preloaded kernargs;
    /// system SGPRs start at `USER_SGPR_COUNT`, which is where the hardware puts them. CP
    /// only initialises the first 16 user SGPRs.
    pub fn initial_sgprs(&self, processor: &Processor) -> Vec<InitialSgpr> {
        let mut out = Vec::new();
        let mut next = 0u32;
        let push = |out: &mut Vec<InitialSgpr>, next: &mut u32, kind, count| {
            out.push(InitialSgpr {
                kind,
                first: *next,
                count,
            });
            *next += count;
        };
        let kcp: [(&str, SgprKind, u32); 7] = [
            (
                "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
                SgprKind::PrivateSegmentBuffer,
                4,
            ),
            ("ENABLE_SGPR_DISPATCH_PTR", SgprKind::DispatchPtr, 2),
            ("ENABLE_SGPR_QUEUE_PTR", SgprKind::QueuePtr, 2),
            (
                "ENABLE_SGPR_KERNARG_SEGMENT_PTR",
                SgprKind::KernargSegmentPtr,
                2,
            ),
            ("ENABLE_SGPR_DISPATCH_ID", SgprKind::DispatchId, 2),
            (
                "ENABLE_SGPR_FLAT_SCRATCH_INIT",
                SgprKind::FlatScratchInit,
                2,
            ),
            (
                "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE",
                SgprKind::PrivateSegmentSize,
                1,
            ),
        ];
        for (field, kind, count) in kcp {
            if self.field(processor, field) == Some(1) {
                push(&mut out, &mut next, kind, count);
            }
        }
        let preload = self.kernarg_preload_length(processor);
        if preload > 0 {
            push(&mut out, &mut next, SgprKind::PreloadedKernargs, preload);
        }
        next = self.user_sgpr_count();
        let system = [
            ("ENABLE_SGPR_WORKGROUP_ID_X", SgprKind::WorkgroupIdX),
            ("ENABLE_SGPR_WORKGROUP_ID_Y", SgprKind::WorkgroupIdY),
            ("ENABLE_SGPR_WORKGROUP_ID_Z", SgprKind::WorkgroupIdZ),
            ("ENABLE_SGPR_WORKGROUP_INFO", SgprKind::WorkgroupInfo),
        ];
        for (field, kind) in system {
            if self.field(processor, field) == Some(1) {
                push(&mut out, &mut next, kind, 1);
            }
        }
        if self.enable_private_segment() && !processor.architected_flat_scratch() {
            push(
                &mut out,
                &mut next,
                SgprKind::PrivateSegmentWavefrontOffset,
                1,
            );
        }
        out
    }

    /// The initial VGPRs holding work-item IDs: X always; Y and Z as
    /// `ENABLE_VGPR_WORKITEM_ID` asks (undefined is treated as X, Y, Z). Processors with
    /// packed work-item IDs get one packed VGPR0.
    pub fn initial_vgprs(&self, processor: &Processor) -> Vec<InitialVgpr> {
        let dims = self.enable_vgpr_workitem_id().dimensions().unwrap_or(3);
        if processor.packed_work_item_ids {
            vec![InitialVgpr::PackedWorkItemIds { dims }]
        } else {
            (0..dims)
                .map(|d| InitialVgpr::WorkItemId { vgpr: d, dim: d })
                .collect()
        }
    }
}

/// The vector registers each wave of a kernel has ([`KernelDescriptor::register_allocation`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RegisterAllocation {
    /// ArchVGPRs (`v0`..).
    pub vgprs: u32,
    /// AccVGPRs (`a0`..).
    pub agprs: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(name: &str) -> &'static Processor {
        Processor::by_name(name).unwrap()
    }

    /// clang19 / gfx90a / -O2 `calls.kd` (shared/notes/producers.md §2).
    const CALLS_KD_GFX90A: [u8; 64] = [
        0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x1c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x80, 0x13, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0x0a, 0x00, 0x00, 0x00, 0x45, 0x01, 0xaf, 0x00, 0x95, 0x00, 0x00,
        0x00, 0x2b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ];

    fn kd(rsrc1: u32, rsrc2: u32, rsrc3: u32, kcp: u16) -> KernelDescriptor {
        KernelDescriptor {
            compute_pgm_rsrc1: rsrc1,
            compute_pgm_rsrc2: rsrc2,
            compute_pgm_rsrc3: rsrc3,
            kernel_code_properties: kcp,
            private_segment_fixed_size: 32,
            kernarg_size: 28,
            ..KernelDescriptor::default()
        }
    }

    #[test]
    fn register_allocation_per_agpr_file() {
        let d = KernelDescriptor::parse(&CALLS_KD_GFX90A).unwrap();
        // 6 granules of 8 in the unified file, ACCUM_OFFSET (10 + 1) * 4.
        assert_eq!(
            d.register_allocation(p("gfx90a")),
            RegisterAllocation {
                vgprs: 44,
                agprs: 4
            }
        );
        // The same fields on gfx908 (granule 4) and gfx906: 24 VGPRs, a mirror AGPR file.
        assert_eq!(
            d.register_allocation(p("gfx908")),
            RegisterAllocation {
                vgprs: 24,
                agprs: 24
            }
        );
        assert_eq!(d.register_allocation(p("gfx906")).agprs, 0);
        assert_eq!(p("gfx942").agpr_file(), AgprFile::Unified);
        assert_eq!(p("gfx1100").agpr_file(), AgprFile::None);
        assert!(!p("gfx900").agpr_file().exists());
    }

    #[test]
    fn calls_kd_gfx90a_field_by_field() {
        let d = KernelDescriptor::parse(&CALLS_KD_GFX90A).unwrap();
        assert_eq!(d.group_segment_fixed_size, 0);
        assert_eq!(d.private_segment_fixed_size, 32);
        assert_eq!(d.kernarg_size, 28);
        assert_eq!(d.kernel_code_entry_byte_offset, 0x1380);
        assert_eq!(d.compute_pgm_rsrc3, 0xa);
        assert_eq!(d.compute_pgm_rsrc1, 0x00af_0145);
        assert_eq!(d.compute_pgm_rsrc2, 0x95);
        assert_eq!(d.kernel_code_properties, 0x2b);
        assert_eq!(d.kernarg_preload, 0);
        assert_eq!(d.to_bytes(), CALLS_KD_GFX90A);

        let gfx90a = p("gfx90a");
        let got: Vec<(&str, &str, (u8, u8), u64)> = d
            .decode(gfx90a)
            .iter()
            .map(|f| (f.register, f.name, f.bits, f.value))
            .collect();
        let r1 = "compute_pgm_rsrc1";
        let r2 = "compute_pgm_rsrc2";
        let r3 = "compute_pgm_rsrc3";
        let k = "kernel_code_properties";
        let kp = "kernarg_preload";
        let want = vec![
            (r1, "GRANULATED_WORKITEM_VGPR_COUNT", (0, 5), 5),
            (r1, "GRANULATED_WAVEFRONT_SGPR_COUNT", (6, 9), 5),
            (r1, "PRIORITY", (10, 11), 0),
            (r1, "FLOAT_ROUND_MODE_32", (12, 13), 0),
            (r1, "FLOAT_ROUND_MODE_16_64", (14, 15), 0),
            (r1, "FLOAT_DENORM_MODE_32", (16, 17), 3),
            (r1, "FLOAT_DENORM_MODE_16_64", (18, 19), 3),
            (r1, "PRIV", (20, 20), 0),
            (r1, "ENABLE_DX10_CLAMP", (21, 21), 1),
            (r1, "DEBUG_MODE", (22, 22), 0),
            (r1, "ENABLE_IEEE_MODE", (23, 23), 1),
            (r1, "BULKY", (24, 24), 0),
            (r1, "CDBG_USER", (25, 25), 0),
            (r1, "FP16_OVFL", (26, 26), 0),
            (r2, "ENABLE_PRIVATE_SEGMENT", (0, 0), 1),
            (r2, "USER_SGPR_COUNT", (1, 5), 10),
            (r2, "ENABLE_TRAP_HANDLER", (6, 6), 0),
            (r2, "ENABLE_SGPR_WORKGROUP_ID_X", (7, 7), 1),
            (r2, "ENABLE_SGPR_WORKGROUP_ID_Y", (8, 8), 0),
            (r2, "ENABLE_SGPR_WORKGROUP_ID_Z", (9, 9), 0),
            (r2, "ENABLE_SGPR_WORKGROUP_INFO", (10, 10), 0),
            (r2, "ENABLE_VGPR_WORKITEM_ID", (11, 12), 0),
            (r2, "ENABLE_EXCEPTION_ADDRESS_WATCH", (13, 13), 0),
            (r2, "ENABLE_EXCEPTION_MEMORY", (14, 14), 0),
            (r2, "GRANULATED_LDS_SIZE", (15, 23), 0),
            (
                r2,
                "ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION",
                (24, 24),
                0,
            ),
            (r2, "ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", (25, 25), 0),
            (
                r2,
                "ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO",
                (26, 26),
                0,
            ),
            (r2, "ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", (27, 27), 0),
            (r2, "ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", (28, 28), 0),
            (r2, "ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", (29, 29), 0),
            (r2, "ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", (30, 30), 0),
            (r3, "ACCUM_OFFSET", (0, 5), 10),
            (r3, "TG_SPLIT", (16, 16), 0),
            (k, "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", (0, 0), 1),
            (k, "ENABLE_SGPR_DISPATCH_PTR", (1, 1), 1),
            (k, "ENABLE_SGPR_QUEUE_PTR", (2, 2), 0),
            (k, "ENABLE_SGPR_KERNARG_SEGMENT_PTR", (3, 3), 1),
            (k, "ENABLE_SGPR_DISPATCH_ID", (4, 4), 0),
            (k, "ENABLE_SGPR_FLAT_SCRATCH_INIT", (5, 5), 1),
            (k, "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", (6, 6), 0),
            (k, "USES_DYNAMIC_STACK", (11, 11), 0),
            (kp, "KERNARG_PRELOAD_SPEC_LENGTH", (0, 6), 0),
            (kp, "KERNARG_PRELOAD_SPEC_OFFSET", (7, 15), 0),
        ];
        assert_eq!(got, want);
        assert!(d.undefined_bits(gfx90a).is_empty());

        // Typed accessors.
        assert_eq!(d.user_sgpr_count(), 10);
        assert!(d.enable_private_segment());
        assert_eq!(d.enable_vgpr_workitem_id(), WorkItemIdEnable::X);
        assert!(!d.wavefront_size32());
        assert_eq!(d.wave_size(gfx90a), WaveSize::Wave64);
        assert_eq!(d.accum_offset(gfx90a), Some(44));
        assert_eq!(d.vgpr_count(gfx90a), Some(48)); // metadata: 44 VGPRs used
        assert_eq!(d.sgpr_count(gfx90a), Some(48)); // metadata: 46 SGPRs used
        let sgprs = d.initial_sgprs(gfx90a);
        let s = |kind, first, count| InitialSgpr { kind, first, count };
        assert_eq!(
            sgprs,
            vec![
                s(SgprKind::PrivateSegmentBuffer, 0, 4),
                s(SgprKind::DispatchPtr, 4, 2),
                s(SgprKind::KernargSegmentPtr, 6, 2),
                s(SgprKind::FlatScratchInit, 8, 2),
                s(SgprKind::WorkgroupIdX, 10, 1),
                s(SgprKind::PrivateSegmentWavefrontOffset, 11, 1),
            ]
        );
        assert_eq!(
            d.initial_vgprs(gfx90a),
            vec![InitialVgpr::PackedWorkItemIds { dims: 1 }]
        );
    }

    #[test]
    fn producer_table_rows() {
        // (target, rsrc1, rsrc2, rsrc3, kcp, wave, md sgprs, md vgprs) from producers.md §2.
        let rows = [
            ("gfx900", 0xaf014a, 0x95, 0x0, 0x2b, 64, 46, 44),
            ("gfx906", 0xaf014a, 0x95, 0x0, 0x2b, 64, 46, 44),
            ("gfx90a", 0xaf0145, 0x95, 0xa, 0x2b, 64, 46, 44),
            ("gfx942", 0xaf0145, 0x89, 0xa, 0xa, 64, 46, 44),
            ("gfx1030", 0x60af0105, 0x95, 0x0, 0x42b, 32, 40, 44),
            ("gfx1100", 0x60af0105, 0x9f, 0x0, 0x40a, 32, 40, 44),
            ("gfx1200", 0x600f0145, 0x89, 0x0, 0x40a, 32, 41, 44),
            ("gfx900", 0xaf01ca, 0x395, 0x0, 0x2b, 64, 58, 44),
            ("gfx90a", 0xaf01c5, 0x395, 0xa, 0x2b, 64, 58, 44),
            ("gfx942", 0xaf01c5, 0x389, 0xa, 0xa, 64, 58, 44),
            ("gfx1030", 0xe0af0005, 0x395, 0x0, 0x42b, 32, 52, 44),
            ("gfx1100", 0xe0af0005, 0x39b, 0x30, 0x40a, 32, 52, 44),
            ("gfx1200", 0xe00f0005, 0x389, 0x30, 0x40a, 32, 53, 44),
        ];
        for (name, r1, r2, r3, kcp, wave, sgprs, vgprs) in rows {
            let proc_ = p(name);
            let d = kd(r1, r2, r3, kcp);
            assert_eq!(d.wave_size(proc_).lanes(), wave, "{name}");
            assert!(d.vgpr_count(proc_).unwrap() >= vgprs, "{name}");
            if let Some(n) = d.sgpr_count(proc_) {
                assert!(n >= sgprs, "{name}: {n} < {sgprs}");
            } else {
                assert!(proc_.generation.is_gfx10_plus());
            }
            // The user SGPRs the enables ask for fit in USER_SGPR_COUNT ("must be greater than
            // or equal to the number of user data registers enabled"; clang19 gfx1100 asks
            // for 15 with 4 enabled), and system SGPRs start right after it.
            let user: u32 = d
                .initial_sgprs(proc_)
                .iter()
                .filter(|s| s.kind.is_user())
                .map(|s| s.count)
                .sum();
            assert!(user <= d.user_sgpr_count(), "{name}");
            if let Some(sys) = d.initial_sgprs(proc_).iter().find(|s| !s.kind.is_user()) {
                assert_eq!(sys.first, d.user_sgpr_count(), "{name}");
            }
            // Decoded fields agree with the raw words.
            for f in d.decode(proc_) {
                let reg = KdRegister::ALL
                    .iter()
                    .find(|r| r.name() == f.register)
                    .unwrap();
                let w = d.word(*reg) as u64;
                let width = f.bits.1 - f.bits.0 + 1;
                assert_eq!(f.value, (w >> f.bits.0) & ((1 << width) - 1));
            }
        }
        // gfx942 (architected flat scratch): no scratch-offset SGPR even with
        // ENABLE_PRIVATE_SEGMENT; gfx1100 has the same.
        let d = kd(0xaf0145, 0x89, 0xa, 0xa);
        let kinds: Vec<SgprKind> = d
            .initial_sgprs(p("gfx942"))
            .iter()
            .map(|s| s.kind)
            .collect();
        assert_eq!(
            kinds,
            vec![
                SgprKind::DispatchPtr,
                SgprKind::KernargSegmentPtr,
                SgprKind::WorkgroupIdX
            ]
        );
        // gfx1030 wave32 granule is 8: (5 + 1) * 8 = 48.
        assert_eq!(
            kd(0x60af0105, 0x95, 0, 0x42b).vgpr_count(p("gfx1030")),
            Some(48)
        );
        // The same field in wave64 counts in 4s.
        assert_eq!(
            kd(0x60af0105, 0x95, 0, 0x2b).vgpr_count(p("gfx1030")),
            Some(24)
        );
        // gfx1030's clang19 rsrc1 sets the GFX10-reserved SGPR field: reported as undefined.
        let stray = kd(0x60af0105, 0x95, 0, 0x42b).undefined_bits(p("gfx1030"));
        assert_eq!(stray, vec![(KdRegister::ComputePgmRsrc1, 0x100)]);
        // fork gfx1100 rsrc3 0x30: INST_PREF_SIZE 3.
        assert_eq!(
            kd(0, 0, 0x30, 0).field(p("gfx1100"), "INST_PREF_SIZE"),
            Some(3)
        );
        assert_eq!(
            kd(0, 0, 0x30, 0).field(p("gfx1200"), "INST_PREF_SIZE"),
            Some(3)
        );
        assert_eq!(
            kd(0, 0, 0x30, 0).field(p("gfx1030"), "INST_PREF_SIZE"),
            None
        );
    }

    fn names(proc_: &str) -> Vec<&'static str> {
        KernelDescriptor::default()
            .decode(p(proc_))
            .iter()
            .map(|f| f.name)
            .collect()
    }

    const RSRC1_COMMON: [&str; 11] = [
        "GRANULATED_WORKITEM_VGPR_COUNT",
        "PRIORITY",
        "FLOAT_ROUND_MODE_32",
        "FLOAT_ROUND_MODE_16_64",
        "FLOAT_DENORM_MODE_32",
        "FLOAT_DENORM_MODE_16_64",
        "PRIV",
        "DEBUG_MODE",
        "BULKY",
        "CDBG_USER",
        "ENABLE_PRIVATE_SEGMENT",
    ];

    fn has(list: &[&str], name: &str) -> bool {
        list.contains(&name)
    }

    #[test]
    fn fields_per_generation() {
        // (processor, present, absent)
        let cases: &[(&str, &[&str], &[&str])] = &[
            (
                "gfx600",
                &[
                    "GRANULATED_WAVEFRONT_SGPR_COUNT",
                    "ENABLE_DX10_CLAMP",
                    "ENABLE_IEEE_MODE",
                    "ENABLE_TRAP_HANDLER",
                    "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
                    "ENABLE_SGPR_FLAT_SCRATCH_INIT",
                ],
                &[
                    "FP16_OVFL",
                    "WGP_MODE",
                    "ACCUM_OFFSET",
                    "SHARED_VGPR_COUNT",
                    "ENABLE_WAVEFRONT_SIZE32",
                    "KERNARG_PRELOAD_SPEC_LENGTH",
                    "WG_RR_EN",
                ],
            ),
            (
                "gfx701",
                &[
                    "GRANULATED_WAVEFRONT_SGPR_COUNT",
                    "ENABLE_SGPR_FLAT_SCRATCH_INIT",
                ],
                &["FP16_OVFL", "MEM_ORDERED", "TG_SPLIT", "INST_PREF_SIZE"],
            ),
            (
                "gfx803",
                &["GRANULATED_WAVEFRONT_SGPR_COUNT", "ENABLE_DX10_CLAMP"],
                &["FP16_OVFL", "FWD_PROGRESS", "ACCUM_OFFSET"],
            ),
            (
                "gfx900",
                &[
                    "GRANULATED_WAVEFRONT_SGPR_COUNT",
                    "FP16_OVFL",
                    "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
                ],
                &[
                    "ACCUM_OFFSET",
                    "TG_SPLIT",
                    "KERNARG_PRELOAD_SPEC_LENGTH",
                    "ENABLE_WAVEFRONT_SIZE32",
                    "WGP_MODE",
                    "SHARED_VGPR_COUNT",
                ],
            ),
            (
                "gfx90a",
                &[
                    "ACCUM_OFFSET",
                    "TG_SPLIT",
                    "KERNARG_PRELOAD_SPEC_LENGTH",
                    "KERNARG_PRELOAD_SPEC_OFFSET",
                    "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
                    "FP16_OVFL",
                ],
                &["ENABLE_WAVEFRONT_SIZE32", "SHARED_VGPR_COUNT", "WGP_MODE"],
            ),
            (
                "gfx942",
                &[
                    "ACCUM_OFFSET",
                    "TG_SPLIT",
                    "KERNARG_PRELOAD_SPEC_LENGTH",
                    "GRANULATED_WAVEFRONT_SGPR_COUNT",
                ],
                &[
                    "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
                    "ENABLE_SGPR_FLAT_SCRATCH_INIT",
                    "ENABLE_WAVEFRONT_SIZE32",
                ],
            ),
            (
                "gfx1010",
                &[
                    "SHARED_VGPR_COUNT",
                    "ENABLE_WAVEFRONT_SIZE32",
                    "WGP_MODE",
                    "MEM_ORDERED",
                    "FWD_PROGRESS",
                    "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
                    "ENABLE_DX10_CLAMP",
                ],
                &[
                    "GRANULATED_WAVEFRONT_SGPR_COUNT",
                    "INST_PREF_SIZE",
                    "TRAP_ON_START",
                    "IMAGE_OP",
                    "ACCUM_OFFSET",
                    "KERNARG_PRELOAD_SPEC_LENGTH",
                ],
            ),
            (
                "gfx1030",
                &[
                    "SHARED_VGPR_COUNT",
                    "ENABLE_WAVEFRONT_SIZE32",
                    "ENABLE_SGPR_FLAT_SCRATCH_INIT",
                ],
                &[
                    "GRANULATED_WAVEFRONT_SGPR_COUNT",
                    "INST_PREF_SIZE",
                    "GLG_EN",
                ],
            ),
            (
                "gfx1100",
                &[
                    "SHARED_VGPR_COUNT",
                    "INST_PREF_SIZE",
                    "TRAP_ON_START",
                    "TRAP_ON_END",
                    "IMAGE_OP",
                    "ENABLE_TRAP_HANDLER",
                    "ENABLE_IEEE_MODE",
                ],
                &[
                    "GRANULATED_WAVEFRONT_SGPR_COUNT",
                    "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
                    "ENABLE_SGPR_FLAT_SCRATCH_INIT",
                    "GLG_EN",
                    "WG_RR_EN",
                ],
            ),
            (
                "gfx1200",
                &[
                    "INST_PREF_SIZE",
                    "GLG_EN",
                    "IMAGE_OP",
                    "WG_RR_EN",
                    "DISABLE_PERF",
                    "ENABLE_WAVEFRONT_SIZE32",
                    "FP16_OVFL",
                ],
                &[
                    "SHARED_VGPR_COUNT",
                    "TRAP_ON_START",
                    "ENABLE_DX10_CLAMP",
                    "ENABLE_IEEE_MODE",
                    "ENABLE_TRAP_HANDLER",
                    "GRANULATED_WAVEFRONT_SGPR_COUNT",
                    "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
                ],
            ),
        ];
        for (proc_, present, absent) in cases {
            let got = names(proc_);
            for n in RSRC1_COMMON.iter().chain(present.iter()) {
                assert!(has(&got, n), "{proc_}: {n} missing");
            }
            for n in *absent {
                assert!(!has(&got, n), "{proc_}: {n} should not exist");
            }
            // No name appears twice, and no two fields of a register overlap.
            let fields = KernelDescriptor::default().decode(p(proc_));
            for (i, a) in fields.iter().enumerate() {
                for b in &fields[i + 1..] {
                    assert!(
                        a.name != b.name || a.register != b.register,
                        "{proc_}: {}",
                        a.name
                    );
                    if a.register == b.register {
                        assert!(
                            a.bits.1 < b.bits.0 || b.bits.1 < a.bits.0,
                            "{proc_}: {} overlaps {}",
                            a.name,
                            b.name
                        );
                    }
                }
            }
        }
        // Exact field counts per generation.
        let counts = [
            ("gfx600", 13 + 18 + 8),
            ("gfx803", 13 + 18 + 8),
            ("gfx900", 14 + 18 + 8),
            ("gfx90a", 14 + 18 + 2 + 8 + 2),
            ("gfx940", 14 + 18 + 2 + 6 + 2),
            ("gfx1010", 16 + 18 + 1 + 9),
            ("gfx1030", 16 + 18 + 1 + 9),
            ("gfx1100", 16 + 18 + 5 + 7),
            ("gfx1200", 16 + 17 + 3 + 7),
        ];
        for (proc_, n) in counts {
            assert_eq!(names(proc_).len(), n, "{proc_}");
        }
        assert!(names("r600").is_empty());
    }

    #[test]
    fn parse_errors_and_round_trip() {
        assert_eq!(
            KernelDescriptor::parse(&[0; 63]),
            Err(KdError::TooShort(63))
        );
        assert_eq!(KernelDescriptor::parse(&[]), Err(KdError::TooShort(0)));
        assert!(KdError::TooShort(12).to_string().contains("12"));
        // Longer input: only the first 64 bytes are read.
        let mut long = [0xffu8; 80];
        long[..64].copy_from_slice(&CALLS_KD_GFX90A);
        assert_eq!(
            KernelDescriptor::parse(&long).unwrap().to_bytes(),
            CALLS_KD_GFX90A
        );
        // Every byte, reserved ones included, survives a round trip; negative entry offsets
        // too.
        let bytes: [u8; 64] = std::array::from_fn(|i| (i as u8).wrapping_mul(37).wrapping_add(11));
        let d = KernelDescriptor::parse(&bytes).unwrap();
        assert_eq!(d.to_bytes(), bytes);
        assert_eq!(KernelDescriptor::parse(&d.to_bytes()), Ok(d));
        let neg = KernelDescriptor {
            kernel_code_entry_byte_offset: -256,
            ..KernelDescriptor::default()
        };
        assert_eq!(
            KernelDescriptor::parse(&neg.to_bytes())
                .unwrap()
                .kernel_code_entry_byte_offset,
            -256
        );
        // Decoding garbage on every processor never panics.
        for proc_ in Processor::all() {
            let _ = d.decode(proc_);
            let _ = d.initial_sgprs(proc_);
            let _ = d.initial_vgprs(proc_);
            let _ = d.vgpr_count(proc_);
            let _ = d.sgpr_count(proc_);
            let _ = d.undefined_bits(proc_);
        }
    }

    #[test]
    fn enumerations() {
        assert_eq!(FLOAT_ROUND_MODE_NAMES[3], "FLOAT_ROUND_MODE_ZERO");
        assert_eq!(FLOAT_DENORM_MODE_NAMES[3], "FLOAT_DENORM_MODE_FLUSH_NONE");
        assert_eq!(WorkItemIdEnable::from_bits(2), WorkItemIdEnable::XYZ);
        assert_eq!(
            WorkItemIdEnable::from_bits(3).name(),
            "SYSTEM_VGPR_WORKITEM_ID_UNDEFINED"
        );
        let d = kd(0, 2 << 11, 0, 0);
        assert_eq!(
            d.initial_vgprs(p("gfx900")),
            vec![
                InitialVgpr::WorkItemId { vgpr: 0, dim: 0 },
                InitialVgpr::WorkItemId { vgpr: 1, dim: 1 },
                InitialVgpr::WorkItemId { vgpr: 2, dim: 2 },
            ]
        );
        assert_eq!(
            d.initial_vgprs(p("gfx1100")),
            vec![InitialVgpr::PackedWorkItemIds { dims: 3 }]
        );
    }
}
