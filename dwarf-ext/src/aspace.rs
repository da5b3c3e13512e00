//! [`AddrSpace`]: a DWARF address space number (`DW_ASPACE_*`) as the evaluator carries it.
//!
//! The vocabulary (which numbers AMDGPU defines, their names, the lane-bound
//! `private_lane<N>` spaces) is `amdgpu::aspace`'s; this type adds what evaluation needs.

use std::fmt;

use amdgpu::aspace::{
    dwarf_fixed_lane, parse_dwarf_space, DwarfSpaceName, DW_ASPACE_PRIVATE_LANE_0,
};
use amdgpu::AddressSpace;

use crate::error::ErrorKind;

/// A DWARF address space number (`DW_ASPACE_*`; AMDGPUUsage "Address Space Identifier").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AddrSpace(pub u32);

impl AddrSpace {
    /// `DW_ASPACE_LLVM_none`: global memory, the default address space.
    pub const GLOBAL: AddrSpace = AddrSpace::of(AddressSpace::Global);
    /// `DW_ASPACE_AMDGPU_generic` (flat).
    pub const GENERIC: AddrSpace = AddrSpace::of(AddressSpace::Generic);
    /// `DW_ASPACE_AMDGPU_region` (GDS).
    pub const REGION: AddrSpace = AddrSpace::of(AddressSpace::Region);
    /// `DW_ASPACE_AMDGPU_local` (LDS).
    pub const LOCAL: AddrSpace = AddrSpace::of(AddressSpace::Local);
    /// `DW_ASPACE_AMDGPU_private_lane`: the focused lane's scratch.
    pub const PRIVATE_LANE: AddrSpace = AddrSpace::of(AddressSpace::PrivateLane);
    /// `DW_ASPACE_AMDGPU_private_wave`: the wave's unswizzled scratch backing store.
    pub const PRIVATE_WAVE: AddrSpace = AddrSpace::of(AddressSpace::PrivateWave);

    /// The DWARF number of an `amdgpu` address space.
    pub const fn of(space: AddressSpace) -> AddrSpace {
        AddrSpace(space.dwarf_number() as u32)
    }

    /// `DW_ASPACE_AMDGPU_private_lane<N>` (0x20 + N) for lane N < 64.
    pub const fn private_lane_n(lane: u32) -> AddrSpace {
        AddrSpace(DW_ASPACE_PRIVATE_LANE_0 as u32 + lane)
    }

    /// The lane of a `private_lane<N>` space.
    pub const fn fixed_lane(self) -> Option<u32> {
        dwarf_fixed_lane(self.0 as u64)
    }

    /// The `amdgpu` address space (`private_lane<N>` is [`AddressSpace::PrivateLane`]), or
    /// `None` if AMDGPU defines no such space.
    #[inline]
    pub fn amdgpu(self) -> Option<AddressSpace> {
        if self.fixed_lane().is_some() {
            return Some(AddressSpace::PrivateLane);
        }
        AddressSpace::from_dwarf_number(u64::from(self.0))
    }

    /// The address size in bits (64 for global/generic, 32 otherwise), or `None` if AMDGPU
    /// defines no such space.
    pub fn address_bits(self) -> Option<u32> {
        self.amdgpu().map(AddressSpace::address_bits)
    }

    /// [`AddrSpace::address_bits`] of a number that may not fit a `u32`.
    pub(crate) fn bits_of(space: u64) -> Option<u32> {
        u32::try_from(space)
            .ok()
            .and_then(|s| AddrSpace(s).address_bits())
    }

    /// Parses a ROCgdb/hdb name (`global`, `generic`, `region`, `local`, `private_lane`,
    /// `private_wave`, `private_lane7`), an ABI name, or a number AMDGPU defines.
    pub fn parse(name: &str) -> Option<AddrSpace> {
        parse_dwarf_space(name)
            .ok()
            .and_then(|n| u32::try_from(n).ok())
            .map(AddrSpace)
    }

    /// Size of the space's memory storage in bits (2^address_bits bytes).
    pub(crate) fn storage_bits(self) -> Result<u128, ErrorKind> {
        let b = self
            .address_bits()
            .ok_or(ErrorKind::UnknownAddressSpace(u64::from(self.0)))?;
        Ok(1u128 << (b + 3))
    }
}

impl fmt::Display for AddrSpace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        DwarfSpaceName(u64::from(self.0)).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_numbers_agree_with_amdgpu() {
        for n in 0..0x70u32 {
            let space = AddrSpace(n);
            let name = space.to_string();
            match space.amdgpu() {
                Some(a) => {
                    assert_eq!(AddrSpace::parse(&name), Some(space), "{name}");
                    assert_eq!(space.address_bits(), Some(a.address_bits()));
                }
                None => {
                    assert_eq!(name, format!("addrspace{n}"));
                    assert_eq!(AddrSpace::parse(&n.to_string()), None);
                }
            }
        }
        assert_eq!(AddrSpace::private_lane_n(3).to_string(), "private_lane3");
        assert_eq!(AddrSpace::private_lane_n(3).fixed_lane(), Some(3));
        assert_eq!(AddrSpace::parse("flat"), Some(AddrSpace::GENERIC));
        assert_eq!(AddrSpace::parse("none"), Some(AddrSpace::GLOBAL));
    }
}
