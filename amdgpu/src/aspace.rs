//! Address spaces: the DWARF address spaces hdb shows, the LLVM IR address spaces they come
//! from, the DWARF memory spaces, the flat-address apertures and the private-memory swizzle.
//!
//! ABI sections: "Address Spaces" (`amdgpu-address-spaces-table` and the **Private** text on
//! the dword interleaving), "Memory Space Identifier"
//! (`amdgpu-dwarf-memory-space-mapping-table`) and "Address Space Identifier"
//! (`amdgpu-dwarf-address-space-mapping-table`, with the lane-to-wave formula).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::register::WaveSize;

/// Errors from address-space lookups and conversions.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AspaceError {
    /// A DWARF address space number the ABI does not define (4 is reserved).
    #[error("unknown AMDGPU DWARF address space {0}")]
    UnknownDwarfAddressSpace(u64),
    /// A DWARF memory space number the ABI does not define.
    #[error("unknown AMDGPU DWARF memory space {0:#x}")]
    UnknownMemorySpace(u64),
    /// An LLVM IR address space number the ABI does not define.
    #[error("unknown AMDGPU LLVM IR address space {0}")]
    UnknownLlvmAddressSpace(u32),
    /// A name that is not an address space name.
    #[error("unknown address space name `{0}`")]
    UnknownName(String),
    /// A lane number not below the wave's lane count.
    #[error("lane {lane} is out of range for {wave}")]
    LaneOutOfRange {
        /// The lane.
        lane: u32,
        /// The wave size.
        wave: WaveSize,
    },
    /// The swizzled address does not fit in 64 bits.
    #[error("private address {0:#x} overflows when swizzled")]
    Overflow(u64),
}

/// A DWARF address space of the AMDGPU target (`DW_ASPACE_*`), as hdb and ROCgdb name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AddressSpace {
    /// `DW_ASPACE_LLVM_none` (0): the default, which is the global address space. ROCgdb
    /// calls it `global`.
    Global,
    /// `DW_ASPACE_AMDGPU_generic` (1): flat addresses.
    Generic,
    /// `DW_ASPACE_AMDGPU_region` (2): GDS.
    Region,
    /// `DW_ASPACE_AMDGPU_local` (3): LDS of the focused wave's work-group.
    Local,
    /// `DW_ASPACE_AMDGPU_private_lane` (5): scratch as the focused lane sees it.
    PrivateLane,
    /// `DW_ASPACE_AMDGPU_private_wave` (6): the wave's unswizzled scratch backing memory.
    PrivateWave,
}

impl AddressSpace {
    /// Every DWARF address space, in number order.
    pub const ALL: [AddressSpace; 6] = [
        AddressSpace::Global,
        AddressSpace::Generic,
        AddressSpace::Region,
        AddressSpace::Local,
        AddressSpace::PrivateLane,
        AddressSpace::PrivateWave,
    ];

    /// The DWARF address space number.
    pub const fn dwarf_number(self) -> u8 {
        match self {
            AddressSpace::Global => 0x00,
            AddressSpace::Generic => 0x01,
            AddressSpace::Region => 0x02,
            AddressSpace::Local => 0x03,
            AddressSpace::PrivateLane => 0x05,
            AddressSpace::PrivateWave => 0x06,
        }
    }

    /// The address space with a DWARF number (0x04 is reserved).
    pub fn from_dwarf(number: u64) -> Result<AddressSpace, AspaceError> {
        AddressSpace::from_dwarf_number(number).ok_or(AspaceError::UnknownDwarfAddressSpace(number))
    }

    /// [`AddressSpace::from_dwarf`] without the error: a match, for the DWARF expression
    /// evaluator's hot path. The lane-bound `private_lane<N>` numbers are not among these
    /// (see [`dwarf_fixed_lane`]).
    #[inline]
    pub const fn from_dwarf_number(number: u64) -> Option<AddressSpace> {
        Some(match number {
            0x00 => AddressSpace::Global,
            0x01 => AddressSpace::Generic,
            0x02 => AddressSpace::Region,
            0x03 => AddressSpace::Local,
            0x05 => AddressSpace::PrivateLane,
            0x06 => AddressSpace::PrivateWave,
            _ => return None,
        })
    }

    /// The ABI constant name (`DW_ASPACE_LLVM_none`, `DW_ASPACE_AMDGPU_private_lane`, ...).
    pub const fn abi_name(self) -> &'static str {
        match self {
            AddressSpace::Global => "DW_ASPACE_LLVM_none",
            AddressSpace::Generic => "DW_ASPACE_AMDGPU_generic",
            AddressSpace::Region => "DW_ASPACE_AMDGPU_region",
            AddressSpace::Local => "DW_ASPACE_AMDGPU_local",
            AddressSpace::PrivateLane => "DW_ASPACE_AMDGPU_private_lane",
            AddressSpace::PrivateWave => "DW_ASPACE_AMDGPU_private_wave",
        }
    }

    /// The ROCgdb name (`global`, `generic`, `region`, `local`, `private_lane`,
    /// `private_wave`), used in `local#0x10`-style addresses.
    pub const fn name(self) -> &'static str {
        match self {
            AddressSpace::Global => "global",
            AddressSpace::Generic => "generic",
            AddressSpace::Region => "region",
            AddressSpace::Local => "local",
            AddressSpace::PrivateLane => "private_lane",
            AddressSpace::PrivateWave => "private_wave",
        }
    }

    /// Parses a ROCgdb name or an ABI constant name.
    pub fn parse(name: &str) -> Result<AddressSpace, AspaceError> {
        AddressSpace::ALL
            .into_iter()
            .find(|a| a.name() == name || a.abi_name() == name)
            .ok_or_else(|| AspaceError::UnknownName(name.to_string()))
    }

    /// The address size in bits in a 64-bit process (the only kind `amdgcn` supports): 64 for
    /// global and generic, 32 for the rest.
    pub const fn address_bits(self) -> u32 {
        match self {
            AddressSpace::Global | AddressSpace::Generic => 64,
            _ => 32,
        }
    }

    /// The address size in bits in a 32-bit process (the table's second size column).
    pub const fn address_bits_32bit_process(self) -> u32 {
        32
    }

    /// The address size in bytes in a 64-bit process.
    pub const fn address_bytes(self) -> u32 {
        self.address_bits() / 8
    }

    /// The LLVM IR address space the DWARF address space corresponds to. Both private
    /// views are LLVM's private address space.
    pub const fn llvm(self) -> LlvmAddressSpace {
        match self {
            AddressSpace::Global => LlvmAddressSpace::Global,
            AddressSpace::Generic => LlvmAddressSpace::Flat,
            AddressSpace::Region => LlvmAddressSpace::Region,
            AddressSpace::Local => LlvmAddressSpace::Local,
            AddressSpace::PrivateLane | AddressSpace::PrivateWave => LlvmAddressSpace::Private,
        }
    }

    /// The NULL pointer value, from the "AMDGPU Address Spaces" table through
    /// [`AddressSpace::llvm`]: 0 for global/generic, `0xFFFFFFFF` for local and private, and
    /// `None` for region ("not implemented for AMDHSA").
    pub const fn null_value(self) -> Option<u64> {
        self.llvm().null_value()
    }
}

impl fmt::Display for AddressSpace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for AddressSpace {
    type Err = AspaceError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        AddressSpace::parse(s)
    }
}

/// `DW_ASPACE_AMDGPU_private_lane0`: the first of 64 DWARF address spaces (0x20 .. 0x5f)
/// that each are `private_lane` bound to a fixed lane ("Address Space Identifier" table).
pub const DW_ASPACE_PRIVATE_LANE_0: u64 = 0x20;

/// The lane of a `DW_ASPACE_AMDGPU_private_lane<N>` number.
#[inline]
pub const fn dwarf_fixed_lane(number: u64) -> Option<u32> {
    if number >= DW_ASPACE_PRIVATE_LANE_0 && number < DW_ASPACE_PRIVATE_LANE_0 + 64 {
        Some((number - DW_ASPACE_PRIVATE_LANE_0) as u32)
    } else {
        None
    }
}

/// A DWARF address space number as hdb prints it: the ROCgdb name (`global`,
/// `private_wave`), `private_lane<N>` for the lane-bound spaces, and `addrspace<N>` for
/// numbers AMDGPU does not define.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DwarfSpaceName(pub u64);

impl fmt::Display for DwarfSpaceName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(space) = AddressSpace::from_dwarf_number(self.0) {
            f.write_str(space.name())
        } else if let Some(lane) = dwarf_fixed_lane(self.0) {
            write!(f, "private_lane{lane}")
        } else {
            write!(f, "addrspace{}", self.0)
        }
    }
}

/// The DWARF address space number of a name: a ROCgdb or ABI name ([`AddressSpace::parse`]),
/// `none` (global) and `flat` (generic), `private_lane<N>` for lane N < 64, or a number
/// AMDGPU defines.
pub fn parse_dwarf_space(name: &str) -> Result<u64, AspaceError> {
    let unknown = || AspaceError::UnknownName(name.to_string());
    let space = match name {
        "none" => AddressSpace::Global,
        "flat" => AddressSpace::Generic,
        _ => match AddressSpace::parse(name) {
            Ok(space) => space,
            Err(_) => {
                if let Some(lane) = name.strip_prefix("private_lane") {
                    let lane: u64 = lane.parse().map_err(|_| unknown())?;
                    return if lane < 64 {
                        Ok(DW_ASPACE_PRIVATE_LANE_0 + lane)
                    } else {
                        Err(unknown())
                    };
                }
                let number: u64 = name.parse().map_err(|_| unknown())?;
                return match (
                    AddressSpace::from_dwarf_number(number),
                    dwarf_fixed_lane(number),
                ) {
                    (None, None) => Err(AspaceError::UnknownDwarfAddressSpace(number)),
                    _ => Ok(number),
                };
            }
        },
    };
    Ok(u64::from(space.dwarf_number()))
}

/// An LLVM IR address space of the AMDGPU target (the "AMDGPU Address Spaces" table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LlvmAddressSpace {
    /// 0: Generic (flat).
    Flat,
    /// 1: Global.
    Global,
    /// 2: Region (GDS).
    Region,
    /// 3: Local (group, LDS).
    Local,
    /// 4: Constant (global memory, not written during the kernel).
    Constant,
    /// 5: Private (scratch).
    Private,
    /// 6: Constant 32-bit.
    Constant32Bit,
    /// 7: Buffer fat pointer.
    BufferFatPointer,
    /// 8: Buffer resource (V#).
    BufferResource,
    /// 9: Buffer strided pointer (experimental).
    BufferStridedPointer,
    /// 128: Streamout registers.
    StreamoutRegisters,
}

impl LlvmAddressSpace {
    /// Every LLVM IR address space in the table, in table order.
    pub const ALL: [LlvmAddressSpace; 11] = [
        LlvmAddressSpace::Flat,
        LlvmAddressSpace::Global,
        LlvmAddressSpace::Region,
        LlvmAddressSpace::Local,
        LlvmAddressSpace::Constant,
        LlvmAddressSpace::Private,
        LlvmAddressSpace::Constant32Bit,
        LlvmAddressSpace::BufferFatPointer,
        LlvmAddressSpace::BufferResource,
        LlvmAddressSpace::BufferStridedPointer,
        LlvmAddressSpace::StreamoutRegisters,
    ];

    /// The LLVM IR address space number.
    pub const fn number(self) -> u32 {
        match self {
            LlvmAddressSpace::Flat => 0,
            LlvmAddressSpace::Global => 1,
            LlvmAddressSpace::Region => 2,
            LlvmAddressSpace::Local => 3,
            LlvmAddressSpace::Constant => 4,
            LlvmAddressSpace::Private => 5,
            LlvmAddressSpace::Constant32Bit => 6,
            LlvmAddressSpace::BufferFatPointer => 7,
            LlvmAddressSpace::BufferResource => 8,
            LlvmAddressSpace::BufferStridedPointer => 9,
            LlvmAddressSpace::StreamoutRegisters => 128,
        }
    }

    /// The address space with an LLVM IR number.
    pub fn from_number(number: u32) -> Result<LlvmAddressSpace, AspaceError> {
        LlvmAddressSpace::ALL
            .into_iter()
            .find(|a| a.number() == number)
            .ok_or(AspaceError::UnknownLlvmAddressSpace(number))
    }

    /// The table's address space name.
    pub const fn name(self) -> &'static str {
        match self {
            LlvmAddressSpace::Flat => "Generic",
            LlvmAddressSpace::Global => "Global",
            LlvmAddressSpace::Region => "Region",
            LlvmAddressSpace::Local => "Local",
            LlvmAddressSpace::Constant => "Constant",
            LlvmAddressSpace::Private => "Private",
            LlvmAddressSpace::Constant32Bit => "Constant 32-bit",
            LlvmAddressSpace::BufferFatPointer => "Buffer Fat Pointer",
            LlvmAddressSpace::BufferResource => "Buffer Resource",
            LlvmAddressSpace::BufferStridedPointer => "Buffer Strided Pointer (experimental)",
            LlvmAddressSpace::StreamoutRegisters => "Streamout Registers",
        }
    }

    /// The HSA segment name (`flat`, `global`, `group`, `constant`, `private`), where the
    /// table gives one.
    pub const fn hsa_segment(self) -> Option<&'static str> {
        match self {
            LlvmAddressSpace::Flat => Some("flat"),
            LlvmAddressSpace::Global => Some("global"),
            LlvmAddressSpace::Local => Some("group"),
            LlvmAddressSpace::Constant => Some("constant"),
            LlvmAddressSpace::Private => Some("private"),
            _ => None,
        }
    }

    /// The address size in bits (64-bit process), where the table gives one. Constant
    /// 32-bit leaves the column blank; its name says 32.
    pub const fn address_bits(self) -> Option<u32> {
        match self {
            LlvmAddressSpace::Flat | LlvmAddressSpace::Global | LlvmAddressSpace::Constant => {
                Some(64)
            }
            LlvmAddressSpace::Region
            | LlvmAddressSpace::Local
            | LlvmAddressSpace::Private
            | LlvmAddressSpace::Constant32Bit => Some(32),
            LlvmAddressSpace::BufferFatPointer => Some(160),
            LlvmAddressSpace::BufferResource => Some(128),
            LlvmAddressSpace::BufferStridedPointer | LlvmAddressSpace::StreamoutRegisters => None,
        }
    }

    /// The NULL value, where the table gives one (region: "not implemented for AMDHSA").
    /// Buffer values wider than 64 bits have NULL 0, given here as 0.
    pub const fn null_value(self) -> Option<u64> {
        match self {
            LlvmAddressSpace::Local | LlvmAddressSpace::Private => Some(0xFFFF_FFFF),
            LlvmAddressSpace::Flat
            | LlvmAddressSpace::Global
            | LlvmAddressSpace::Constant
            | LlvmAddressSpace::Constant32Bit
            | LlvmAddressSpace::BufferFatPointer
            | LlvmAddressSpace::BufferResource => Some(0),
            LlvmAddressSpace::Region
            | LlvmAddressSpace::BufferStridedPointer
            | LlvmAddressSpace::StreamoutRegisters => None,
        }
    }

    /// The DWARF address space for pointers of this LLVM address space: constant maps to
    /// global (same memory), private to `private_lane`. Buffer and streamout spaces have none.
    pub const fn dwarf(self) -> Option<AddressSpace> {
        match self {
            LlvmAddressSpace::Flat => Some(AddressSpace::Generic),
            LlvmAddressSpace::Global | LlvmAddressSpace::Constant => Some(AddressSpace::Global),
            LlvmAddressSpace::Region => Some(AddressSpace::Region),
            LlvmAddressSpace::Local => Some(AddressSpace::Local),
            LlvmAddressSpace::Private => Some(AddressSpace::PrivateLane),
            _ => None,
        }
    }
}

/// A DWARF memory space (`DW_MSPACE_*`): the source language's memory space of a variable
/// or pointer type (`DW_AT_LLVM_memory_space`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MemorySpace {
    /// `DW_MSPACE_LLVM_none` (0): generic (flat); the default when the attribute is absent.
    None,
    /// `DW_MSPACE_LLVM_global` (1).
    Global,
    /// `DW_MSPACE_LLVM_constant` (2): global memory.
    Constant,
    /// `DW_MSPACE_LLVM_group` (3): local (LDS).
    Group,
    /// `DW_MSPACE_LLVM_private` (4): private (scratch).
    Private,
    /// `DW_MSPACE_AMDGPU_region` (0x8000): region (GDS).
    Region,
}

impl MemorySpace {
    /// Every memory space in the ABI table.
    pub const ALL: [MemorySpace; 6] = [
        MemorySpace::None,
        MemorySpace::Global,
        MemorySpace::Constant,
        MemorySpace::Group,
        MemorySpace::Private,
        MemorySpace::Region,
    ];

    /// The `DW_MSPACE_*` value.
    pub const fn dwarf_number(self) -> u16 {
        match self {
            MemorySpace::None => 0x0000,
            MemorySpace::Global => 0x0001,
            MemorySpace::Constant => 0x0002,
            MemorySpace::Group => 0x0003,
            MemorySpace::Private => 0x0004,
            MemorySpace::Region => 0x8000,
        }
    }

    /// The memory space with a `DW_MSPACE_*` value.
    pub fn from_dwarf(number: u64) -> Result<MemorySpace, AspaceError> {
        MemorySpace::ALL
            .into_iter()
            .find(|m| u64::from(m.dwarf_number()) == number)
            .ok_or(AspaceError::UnknownMemorySpace(number))
    }

    /// The ABI constant name.
    pub const fn abi_name(self) -> &'static str {
        match self {
            MemorySpace::None => "DW_MSPACE_LLVM_none",
            MemorySpace::Global => "DW_MSPACE_LLVM_global",
            MemorySpace::Constant => "DW_MSPACE_LLVM_constant",
            MemorySpace::Group => "DW_MSPACE_LLVM_group",
            MemorySpace::Private => "DW_MSPACE_LLVM_private",
            MemorySpace::Region => "DW_MSPACE_AMDGPU_region",
        }
    }

    /// The DWARF address space that holds addresses of this memory space (the table's
    /// "AMDGPU Memory Space" column): none → generic, global/constant → global, group →
    /// local, private → private_lane, region → region.
    pub const fn address_space(self) -> AddressSpace {
        match self {
            MemorySpace::None => AddressSpace::Generic,
            MemorySpace::Global | MemorySpace::Constant => AddressSpace::Global,
            MemorySpace::Group => AddressSpace::Local,
            MemorySpace::Private => AddressSpace::PrivateLane,
            MemorySpace::Region => AddressSpace::Region,
        }
    }
}

impl fmt::Display for MemorySpace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.abi_name())
    }
}

/// Converts a `private_lane` address of `lane` to a `private_wave` address (an offset into
/// the wave's scratch backing memory, not including `wavefront-scratch-base`):
///
/// `((addr / 4) * wave_lanes * 4) + (lane * 4) + (addr % 4)` (Address Space Identifier,
/// and the **Private** text of Address Spaces: lanes interleave dwords).
pub fn private_lane_to_wave(addr: u64, lane: u32, wave: WaveSize) -> Result<u64, AspaceError> {
    let lanes = u64::from(wave.lanes());
    if u64::from(lane) >= lanes {
        return Err(AspaceError::LaneOutOfRange { lane, wave });
    }
    (addr / 4)
        .checked_mul(lanes * 4)
        .and_then(|v| v.checked_add(u64::from(lane) * 4 + addr % 4))
        .ok_or(AspaceError::Overflow(addr))
}

/// The inverse of [`private_lane_to_wave`]: which lane's private address a `private_wave`
/// offset holds, as `(lane, private_lane address)`.
pub const fn private_wave_to_lane(wave_addr: u64, wave: WaveSize) -> (u32, u64) {
    let lanes = wave.lanes() as u64;
    let dword = wave_addr / 4;
    let lane = (dword % lanes) as u32;
    let lane_addr = (dword / lanes) * 4 + wave_addr % 4;
    (lane, lane_addr)
}

/// The size of each aperture in the 64-bit flat address space: 2^32 bytes, 2^32-aligned
/// (Address Spaces, **Generic**).
pub const APERTURE_SIZE: u64 = 1 << 32;

/// The flat-address apertures through which generic addresses reach LDS and scratch.
///
/// Real hardware reports its bases (`SRC_SHARED_BASE`/`SRC_PRIVATE_BASE` on GFX9+, the AQL
/// queue on GFX7–GFX8); [`Apertures::default`] is what hdb uses when no target says
/// otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Apertures {
    /// Base of the local (LDS) aperture.
    pub local_base: u64,
    /// Base of the private (scratch) aperture.
    pub private_base: u64,
}

impl Default for Apertures {
    /// hdb's default: local at `1 << 48`, private at `2 << 48`, each 4 GiB, both outside
    /// any global address a 48-bit virtual address space can hold.
    fn default() -> Self {
        Apertures {
            local_base: 1 << 48,
            private_base: 2 << 48,
        }
    }
}

impl Apertures {
    /// Splits a generic address into its address space and offset: an address inside the
    /// local aperture is `local`, inside the private aperture is `private_lane` (of the
    /// focused lane), anything else is `global` with the same value. The generic NULL (0)
    /// is global 0.
    #[inline]
    pub const fn classify_generic(&self, addr: u64) -> (AddressSpace, u64) {
        if addr >= self.local_base && addr - self.local_base < APERTURE_SIZE {
            (AddressSpace::Local, addr - self.local_base)
        } else if addr >= self.private_base && addr - self.private_base < APERTURE_SIZE {
            (AddressSpace::PrivateLane, addr - self.private_base)
        } else {
            (AddressSpace::Global, addr)
        }
    }

    /// Converts a segment address to a generic address by adding the aperture base; global
    /// addresses are unchanged. Region and `private_wave` addresses have no generic form
    /// (`None`), nor do offsets past the aperture. NULL is not special here; see
    /// [`Apertures::cast_to_generic`].
    pub const fn to_generic(&self, space: AddressSpace, offset: u64) -> Option<u64> {
        let base = match space {
            AddressSpace::Global | AddressSpace::Generic => return Some(offset),
            AddressSpace::Local => self.local_base,
            AddressSpace::PrivateLane => self.private_base,
            AddressSpace::Region | AddressSpace::PrivateWave => return None,
        };
        if offset < APERTURE_SIZE {
            Some(base + offset)
        } else {
            None
        }
    }

    /// Converts a segment *pointer value* to a generic pointer, as `addrspacecast` does:
    /// like [`Apertures::to_generic`], except that the segment's NULL (`0xFFFFFFFF` for
    /// local and private, per the Address Spaces table) becomes the generic NULL 0.
    pub const fn cast_to_generic(&self, space: AddressSpace, offset: u64) -> Option<u64> {
        match space.null_value() {
            Some(null) if null == offset => Some(0),
            _ => self.to_generic(space, offset),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn dwarf_space_names_print_and_parse_back() {
        for n in (0..=0x60).chain([0x1000, u64::MAX]) {
            let name = DwarfSpaceName(n).to_string();
            match parse_dwarf_space(&name) {
                Ok(back) => assert_eq!(back, n, "{name}"),
                Err(_) => assert!(
                    name == format!("addrspace{n}") && parse_dwarf_space(&n.to_string()).is_err(),
                    "{name}"
                ),
            }
        }
        assert_eq!(DwarfSpaceName(0x22).to_string(), "private_lane2");
        assert_eq!(DwarfSpaceName(4).to_string(), "addrspace4");
        assert_eq!(parse_dwarf_space("none"), Ok(0));
        assert_eq!(parse_dwarf_space("flat"), Ok(1));
        assert_eq!(parse_dwarf_space("DW_ASPACE_AMDGPU_local"), Ok(3));
        assert_eq!(parse_dwarf_space("6"), Ok(6));
        assert_eq!(
            parse_dwarf_space("0x5f"),
            Err(AspaceError::UnknownName("0x5f".into()))
        );
        assert!(parse_dwarf_space("private_lane64").is_err());
        assert!(parse_dwarf_space("4").is_err());
        for n in 0..0x100 {
            assert_eq!(
                AddressSpace::from_dwarf_number(n),
                AddressSpace::ALL
                    .into_iter()
                    .find(|a| u64::from(a.dwarf_number()) == n)
            );
        }
    }

    #[test]
    fn dwarf_address_space_table() {
        // (number, ABI name, ROCgdb name, bits in a 64-bit process)
        let rows = [
            (0, "DW_ASPACE_LLVM_none", "global", 64),
            (1, "DW_ASPACE_AMDGPU_generic", "generic", 64),
            (2, "DW_ASPACE_AMDGPU_region", "region", 32),
            (3, "DW_ASPACE_AMDGPU_local", "local", 32),
            (5, "DW_ASPACE_AMDGPU_private_lane", "private_lane", 32),
            (6, "DW_ASPACE_AMDGPU_private_wave", "private_wave", 32),
        ];
        for (n, abi, name, bits) in rows {
            let a = AddressSpace::from_dwarf(n).unwrap();
            assert_eq!(a.dwarf_number() as u64, n);
            assert_eq!(a.abi_name(), abi);
            assert_eq!(a.name(), name);
            assert_eq!(a.to_string(), name);
            assert_eq!(a.address_bits(), bits);
            assert_eq!(a.address_bits_32bit_process(), 32);
            assert_eq!(AddressSpace::parse(name), Ok(a));
            assert_eq!(AddressSpace::parse(abi), Ok(a));
        }
        assert_eq!(
            AddressSpace::from_dwarf(4),
            Err(AspaceError::UnknownDwarfAddressSpace(4))
        );
        assert!(AddressSpace::from_dwarf(7).is_err());
        assert!(AddressSpace::parse("private").is_err());
        assert_eq!(AddressSpace::Local.null_value(), Some(0xFFFF_FFFF));
        assert_eq!(AddressSpace::PrivateLane.null_value(), Some(0xFFFF_FFFF));
        assert_eq!(AddressSpace::PrivateWave.null_value(), Some(0xFFFF_FFFF));
        assert_eq!(AddressSpace::Global.null_value(), Some(0));
        assert_eq!(AddressSpace::Generic.null_value(), Some(0));
        assert_eq!(AddressSpace::Region.null_value(), None);
    }

    #[test]
    fn llvm_address_space_table() {
        // (number, name, hsa segment, bits, null)
        type Row = (
            u32,
            &'static str,
            Option<&'static str>,
            Option<u32>,
            Option<u64>,
        );
        let rows: [Row; 11] = [
            (0, "Generic", Some("flat"), Some(64), Some(0)),
            (1, "Global", Some("global"), Some(64), Some(0)),
            (2, "Region", None, Some(32), None),
            (3, "Local", Some("group"), Some(32), Some(0xFFFF_FFFF)),
            (4, "Constant", Some("constant"), Some(64), Some(0)),
            (5, "Private", Some("private"), Some(32), Some(0xFFFF_FFFF)),
            (6, "Constant 32-bit", None, Some(32), Some(0)),
            (7, "Buffer Fat Pointer", None, Some(160), Some(0)),
            (8, "Buffer Resource", None, Some(128), Some(0)),
            (9, "Buffer Strided Pointer (experimental)", None, None, None),
            (128, "Streamout Registers", None, None, None),
        ];
        for (n, name, seg, bits, null) in rows {
            let a = LlvmAddressSpace::from_number(n).unwrap();
            assert_eq!(a.number(), n);
            assert_eq!(a.name(), name);
            assert_eq!(a.hsa_segment(), seg);
            assert_eq!(a.address_bits(), bits);
            assert_eq!(a.null_value(), null);
        }
        assert!(LlvmAddressSpace::from_number(10).is_err());
        use LlvmAddressSpace as L;
        assert_eq!(L::Flat.dwarf(), Some(AddressSpace::Generic));
        assert_eq!(L::Global.dwarf(), Some(AddressSpace::Global));
        assert_eq!(L::Constant.dwarf(), Some(AddressSpace::Global));
        assert_eq!(L::Local.dwarf(), Some(AddressSpace::Local));
        assert_eq!(L::Private.dwarf(), Some(AddressSpace::PrivateLane));
        assert_eq!(L::Region.dwarf(), Some(AddressSpace::Region));
        assert_eq!(L::BufferResource.dwarf(), None);
        for a in AddressSpace::ALL {
            // The DWARF space's NULL and size agree with its LLVM space's.
            assert_eq!(a.null_value(), a.llvm().null_value());
            assert_eq!(Some(a.address_bits()), a.llvm().address_bits());
        }
    }

    #[test]
    fn memory_space_table() {
        let rows = [
            (0x0000, "DW_MSPACE_LLVM_none", AddressSpace::Generic),
            (0x0001, "DW_MSPACE_LLVM_global", AddressSpace::Global),
            (0x0002, "DW_MSPACE_LLVM_constant", AddressSpace::Global),
            (0x0003, "DW_MSPACE_LLVM_group", AddressSpace::Local),
            (0x0004, "DW_MSPACE_LLVM_private", AddressSpace::PrivateLane),
            (0x8000, "DW_MSPACE_AMDGPU_region", AddressSpace::Region),
        ];
        for (n, name, aspace) in rows {
            let m = MemorySpace::from_dwarf(n).unwrap();
            assert_eq!(u64::from(m.dwarf_number()), n);
            assert_eq!(m.abi_name(), name);
            assert_eq!(m.address_space(), aspace);
        }
        assert_eq!(
            MemorySpace::from_dwarf(5),
            Err(AspaceError::UnknownMemorySpace(5))
        );
    }

    #[test]
    fn swizzle_examples() {
        // Lane 0, address 0 is the start of the backing memory.
        assert_eq!(private_lane_to_wave(0, 0, WaveSize::Wave64), Ok(0));
        // Adjacent lanes at the same address are adjacent dwords.
        assert_eq!(private_lane_to_wave(0, 1, WaveSize::Wave64), Ok(4));
        assert_eq!(private_lane_to_wave(0, 63, WaveSize::Wave64), Ok(252));
        // The next dword of lane 0 follows the whole wave's first dwords.
        assert_eq!(private_lane_to_wave(4, 0, WaveSize::Wave64), Ok(256));
        assert_eq!(private_lane_to_wave(4, 0, WaveSize::Wave32), Ok(128));
        // Byte within dword is kept.
        assert_eq!(
            private_lane_to_wave(6, 2, WaveSize::Wave32),
            Ok(128 + 8 + 2)
        );
        // Dword-aligned, lane 0: the ABI's simplification addr * wave size.
        for addr in (0..1024).step_by(4) {
            assert_eq!(
                private_lane_to_wave(addr, 0, WaveSize::Wave64),
                Ok(addr * 64)
            );
        }
        assert_eq!(
            private_lane_to_wave(0, 32, WaveSize::Wave32),
            Err(AspaceError::LaneOutOfRange {
                lane: 32,
                wave: WaveSize::Wave32
            })
        );
        assert_eq!(
            private_lane_to_wave(u64::MAX, 0, WaveSize::Wave64),
            Err(AspaceError::Overflow(u64::MAX))
        );
        assert_eq!(private_wave_to_lane(128 + 8 + 2, WaveSize::Wave32), (2, 6));
    }

    #[test]
    fn apertures() {
        let ap = Apertures::default();
        assert_eq!(ap.local_base, 1 << 48);
        assert_eq!(ap.private_base, 2 << 48);
        assert_eq!(ap.classify_generic(0), (AddressSpace::Global, 0));
        assert_eq!(
            ap.classify_generic(0x7fff_0000),
            (AddressSpace::Global, 0x7fff_0000)
        );
        assert_eq!(ap.classify_generic(1 << 48), (AddressSpace::Local, 0));
        assert_eq!(
            ap.classify_generic((1 << 48) + 0x10),
            (AddressSpace::Local, 0x10)
        );
        assert_eq!(
            ap.classify_generic((1 << 48) + APERTURE_SIZE - 1),
            (AddressSpace::Local, APERTURE_SIZE - 1)
        );
        assert_eq!(
            ap.classify_generic((1 << 48) + APERTURE_SIZE),
            (AddressSpace::Global, (1 << 48) + APERTURE_SIZE)
        );
        assert_eq!(
            ap.classify_generic((2 << 48) + 8),
            (AddressSpace::PrivateLane, 8)
        );
        assert_eq!(
            ap.classify_generic((1 << 48) - 1),
            (AddressSpace::Global, (1 << 48) - 1)
        );
        assert_eq!(
            ap.classify_generic(u64::MAX),
            (AddressSpace::Global, u64::MAX)
        );
        assert_eq!(
            ap.to_generic(AddressSpace::Local, 0x10),
            Some((1 << 48) + 0x10)
        );
        assert_eq!(
            ap.to_generic(AddressSpace::Local, 0xFFFF_FFFF),
            Some((1 << 48) + 0xFFFF_FFFF)
        );
        assert_eq!(
            ap.cast_to_generic(AddressSpace::Local, 0xFFFF_FFFF),
            Some(0)
        );
        assert_eq!(
            ap.cast_to_generic(AddressSpace::PrivateLane, 0xFFFF_FFFF),
            Some(0)
        );
        assert_eq!(ap.cast_to_generic(AddressSpace::Local, 0), Some(1 << 48));
        assert_eq!(ap.cast_to_generic(AddressSpace::Global, 0), Some(0));
        assert_eq!(
            ap.to_generic(AddressSpace::PrivateLane, 4),
            Some((2 << 48) + 4)
        );
        assert_eq!(ap.to_generic(AddressSpace::Global, 0x1234), Some(0x1234));
        assert_eq!(ap.to_generic(AddressSpace::PrivateWave, 0), None);
        assert_eq!(ap.to_generic(AddressSpace::Region, 0), None);
        assert_eq!(ap.to_generic(AddressSpace::Local, APERTURE_SIZE), None);
    }

    fn wave() -> impl Strategy<Value = WaveSize> {
        prop_oneof![Just(WaveSize::Wave32), Just(WaveSize::Wave64)]
    }

    proptest! {
        #[test]
        fn swizzle_inverts(w in wave(), lane in 0u32..64, addr in 0u64..(1 << 40)) {
            let lane = lane % w.lanes();
            let wave_addr = private_lane_to_wave(addr, lane, w).unwrap();
            prop_assert_eq!(private_wave_to_lane(wave_addr, w), (lane, addr));
        }

        #[test]
        fn unswizzle_inverts(w in wave(), wave_addr in 0u64..(1 << 46)) {
            let (lane, addr) = private_wave_to_lane(wave_addr, w);
            prop_assert!(lane < w.lanes());
            prop_assert_eq!(private_lane_to_wave(addr, lane, w).unwrap(), wave_addr);
        }

        #[test]
        fn distinct_lane_addresses_never_collide(
            w in wave(),
            a in (0u32..64, 0u64..(1 << 32)),
            b in (0u32..64, 0u64..(1 << 32)),
        ) {
            let (la, aa) = (a.0 % w.lanes(), a.1);
            let (lb, ab) = (b.0 % w.lanes(), b.1);
            prop_assume!((la, aa) != (lb, ab));
            prop_assert_ne!(
                private_lane_to_wave(aa, la, w).unwrap(),
                private_lane_to_wave(ab, lb, w).unwrap()
            );
        }

        #[test]
        fn generic_round_trip(addr in any::<u64>()) {
            let ap = Apertures::default();
            let (space, offset) = ap.classify_generic(addr);
            prop_assert_eq!(ap.to_generic(space, offset), Some(addr));
        }
    }
}
