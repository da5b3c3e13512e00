//! AMDGPU target facts: processors and their ELF `e_flags`, target IDs, register files and the
//! DWARF register numbering, address spaces and apertures, and the kernel descriptor.
//!
//! Everything here comes from the AMDGPU ABI ("User Guide for AMDGPU Backend",
//! `shared/seeds/000_45aaad396c803ec1.txt`); each module cites the section it implements:
//!
//! * [`processor`]: the processors and generic processors tables, `EF_AMDGPU_MACH` values;
//! * [`target_id`]: target ID strings and `e_flags` for code object V2–V6+;
//! * [`register`]: the register file, ROCgdb names, and the DWARF register mapping;
//! * [`aspace`]: DWARF address and memory spaces, LLVM address spaces, apertures, and the
//!   private-memory swizzle;
//! * [`kd`]: the kernel descriptor and its bit fields.
//!
//! The main types are re-exported here, so users write `amdgpu::Processor`.
//!
//! ```
//! use amdgpu::{dwarf_register, AddressSpace, Apertures, RegisterKind, TargetId, WaveSize};
//!
//! // e_flags of a clang code object V5 for gfx90a (xnack and sramecc "any").
//! let id = TargetId::from_e_flags(0x53f, 5).unwrap();
//! assert_eq!(id.to_string(), "gfx90a");
//! assert_eq!(id.processor.default_wave_size(), Some(WaveSize::Wave64));
//!
//! // DWARF register 2560 is VGPR0 of a wave64 wave.
//! let reg = dwarf_register(2560).unwrap();
//! assert_eq!((reg.kind, reg.wave_size), (RegisterKind::Vgpr(0), Some(WaveSize::Wave64)));
//!
//! // A generic address in the local aperture.
//! let (space, offset) = Apertures::default().classify_generic((1 << 48) + 0x10);
//! assert_eq!((space, offset), (AddressSpace::Local, 0x10));
//! ```
#![deny(missing_docs)]

pub mod aspace;
pub mod check;
pub mod decode;
pub mod fasthash;
pub mod kd;
pub mod processor;
pub mod product;
pub mod register;
pub mod target;
pub mod target_id;

pub use aspace::{
    parse_dwarf_space, private_lane_to_wave, private_wave_to_lane, AddressSpace, Apertures,
    AspaceError, DwarfSpaceName, LlvmAddressSpace, MemorySpace,
};
pub use kd::{KdError, KdField, KdRegister, KernelDescriptor, RegisterAllocation};
pub use processor::{
    AgprFile, Architecture, DeviceClass, FlatScratch, Generation, IsaFamily, Processor,
};
pub use register::{
    dwarf_number, dwarf_register, DwarfReg, DwarfRegister, Register, RegisterError, RegisterKind,
    WaveSize,
};
pub use target_id::{FeatureSetting, TargetId, TargetIdError};
