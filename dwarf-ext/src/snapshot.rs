//! A wave whose whole state is given up front: registers and memory as byte maps, the frame's
//! base, CFA, entry registers and current object, DWARF procedures and base types. `hdb eval`
//! builds one from its flags; the evaluator's tests build them by hand. A live target (the
//! simulator, a core file) implements [`Context`] itself instead.

use std::collections::{BTreeMap, HashMap};

use amdgpu::{AddressSpace, WaveSize};

use crate::aspace::AddrSpace;
use crate::context::{Apertures, Context, DieRef, Procedure};
use crate::error::ContextError;
use crate::location::Location;
use crate::value::BaseType;

/// The apertures of a snapshot wave: local at 1 << 48, private at 2 << 48.
pub const SNAPSHOT_APERTURES: Apertures = Apertures {
    local_base: 1 << 48,
    private_base: 2 << 48,
};

/// What a snapshot says when the evaluator asks for something it was not given. `hdb eval`
/// names the flag that would have given it.
#[derive(Debug, Clone, Copy)]
pub struct Missing {
    /// A register not in [`SnapshotWave::regs`].
    pub register: &'static str,
    /// A byte not in [`SnapshotWave::mem`].
    pub memory: &'static str,
    /// No [`SnapshotWave::frame_base`].
    pub frame_base: &'static str,
    /// No [`SnapshotWave::cfa`].
    pub cfa: &'static str,
    /// No [`SnapshotWave::object`].
    pub object: &'static str,
}

impl Default for Missing {
    fn default() -> Missing {
        Missing {
            register: "register not available",
            memory: "memory not mapped",
            frame_base: "no frame base",
            cfa: "no call frame address",
            object: "no current object",
        }
    }
}

/// Why [`SnapshotWave::store`] could not place bytes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// The bytes run past the end of the 64-bit address range.
    #[error("address overflows")]
    Overflow,
    /// The address does not fit the address space.
    #[error("address {address:#x} is outside {space}")]
    OutsideSpace {
        /// The space.
        space: AddrSpace,
        /// The address.
        address: u64,
    },
    /// A private address of a lane the wave does not have, or past the swizzle's range.
    #[error("{0}")]
    Swizzle(#[from] amdgpu::AspaceError),
}

/// An in-memory wave: every piece of state the [`Context`] trait asks for, in maps.
#[derive(Debug, Clone)]
pub struct SnapshotWave {
    /// Lanes in the wave (32 or 64).
    pub lanes: u32,
    /// The focused lane.
    pub lane: Option<u32>,
    /// The focused loop iteration.
    pub iteration: Option<u64>,
    /// Register bytes by DWARF number (a vector register is lanes × 4 bytes).
    pub regs: HashMap<u64, Vec<u8>>,
    /// Memory bytes by (raw address space number, address).
    pub mem: BTreeMap<(u32, u64), u8>,
    /// The current subprogram's frame base.
    pub frame_base: Option<Location>,
    /// The current frame's canonical frame address.
    pub cfa: Option<Location>,
    /// Where registers held their values on entry (absent: "same value").
    pub entry: HashMap<u64, Location>,
    /// The current object.
    pub object: Option<Location>,
    /// DWARF procedures by DIE.
    pub procs: HashMap<DieRef, Procedure>,
    /// DWARF base types by DIE offset.
    pub types: HashMap<u64, BaseType>,
    /// `.debug_addr` entries by index.
    pub addrs: Vec<u64>,
    /// Register reads served so far (tests count how much work an expression does).
    pub register_reads: u64,
    /// Messages for what the snapshot lacks.
    pub missing: Missing,
}

impl SnapshotWave {
    /// An empty wave of `lanes` lanes focused on lane 0.
    pub fn new(lanes: u32) -> SnapshotWave {
        SnapshotWave {
            lanes,
            lane: Some(0),
            iteration: None,
            regs: HashMap::new(),
            mem: BTreeMap::new(),
            frame_base: None,
            cfa: None,
            entry: HashMap::new(),
            object: None,
            procs: HashMap::new(),
            types: HashMap::new(),
            addrs: Vec::new(),
            register_reads: 0,
            missing: Missing::default(),
        }
    }

    fn wave_size(&self) -> WaveSize {
        if self.lanes == 32 {
            WaveSize::Wave32
        } else {
            WaveSize::Wave64
        }
    }

    /// Stores bytes at an address of any space: private_lane (and the per-lane private
    /// spaces) through the swizzle into private_wave, generic through the apertures.
    pub fn store(
        &mut self,
        space: AddrSpace,
        address: u64,
        bytes: &[u8],
    ) -> Result<(), StoreError> {
        for (i, b) in bytes.iter().enumerate() {
            let a = address.checked_add(i as u64).ok_or(StoreError::Overflow)?;
            let (s, a) = self.resolve(space, a)?;
            self.mem.insert((s.0, a), *b);
        }
        Ok(())
    }

    /// The raw space and address an address of `space` is stored at.
    fn resolve(&self, space: AddrSpace, a: u64) -> Result<(AddrSpace, u64), StoreError> {
        let lane_to_wave = |a: u64, lane: u32| -> Result<(AddrSpace, u64), StoreError> {
            let w = amdgpu::private_lane_to_wave(a, lane, self.wave_size())?;
            Ok((AddrSpace::PRIVATE_WAVE, w))
        };
        if let Some(fixed) = space.fixed_lane() {
            return lane_to_wave(a, fixed);
        }
        let lane = self.lane.unwrap_or(0);
        match space {
            AddrSpace::PRIVATE_LANE => lane_to_wave(a, lane),
            AddrSpace::GENERIC => match SNAPSHOT_APERTURES.classify_generic(a) {
                (AddressSpace::Local, l) => Ok((AddrSpace::LOCAL, l)),
                (AddressSpace::PrivateLane, p) => lane_to_wave(p, lane),
                (_, g) => Ok((AddrSpace::GLOBAL, g)),
            },
            s => match s.address_bits() {
                Some(bits) if bits < 64 && a >> bits != 0 => Err(StoreError::OutsideSpace {
                    space: s,
                    address: a,
                }),
                _ => Ok((s, a)),
            },
        }
    }

    /// A memory location of `space`: private_lane and generic ones belong to the focused lane.
    pub fn location(&self, space: AddrSpace, address: u64) -> Location {
        match (space, self.lane) {
            (AddrSpace::PRIVATE_LANE | AddrSpace::GENERIC, Some(lane)) => {
                Location::lane_memory(space, lane, address)
            }
            _ => Location::memory(space, address),
        }
    }
}

impl Context for SnapshotWave {
    fn wave_lanes(&self) -> u32 {
        self.lanes
    }

    fn lane(&self) -> Option<u32> {
        self.lane
    }

    fn iteration(&self) -> Option<u64> {
        self.iteration
    }

    fn read_register(&mut self, reg: u64, offset: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        self.register_reads += 1;
        let r = self
            .regs
            .get(&reg)
            .ok_or(ContextError(self.missing.register))?;
        let src = usize::try_from(offset)
            .ok()
            .and_then(|o| Some(o..o.checked_add(buf.len())?))
            .and_then(|range| r.get(range))
            .ok_or(ContextError("register read out of range"))?;
        buf.copy_from_slice(src);
        Ok(())
    }

    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        buf: &mut [u8],
    ) -> Result<(), ContextError> {
        for (i, b) in buf.iter_mut().enumerate() {
            *b = *self
                .mem
                .get(&(space.0, address.wrapping_add(i as u64)))
                .ok_or(ContextError(self.missing.memory))?;
        }
        Ok(())
    }

    fn apertures(&self) -> Option<Apertures> {
        Some(SNAPSHOT_APERTURES)
    }

    fn frame_base(&mut self) -> Result<Location, ContextError> {
        self.frame_base
            .clone()
            .ok_or(ContextError(self.missing.frame_base))
    }

    fn cfa(&mut self) -> Result<Location, ContextError> {
        self.cfa.clone().ok_or(ContextError(self.missing.cfa))
    }

    fn entry_register(&mut self, reg: u64) -> Result<Location, ContextError> {
        Ok(self
            .entry
            .get(&reg)
            .cloned()
            .unwrap_or_else(|| Location::register(reg)))
    }

    fn object_address(&mut self) -> Result<Location, ContextError> {
        self.object.clone().ok_or(ContextError(self.missing.object))
    }

    fn procedure(&mut self, die: DieRef) -> Result<Procedure, ContextError> {
        self.procs
            .get(&die)
            .cloned()
            .ok_or(ContextError("no such DIE"))
    }

    fn base_type(&mut self, die: u64) -> Result<BaseType, ContextError> {
        self.types
            .get(&die)
            .copied()
            .ok_or(ContextError("no such base type"))
    }

    fn debug_addr(&mut self, index: u64) -> Result<u64, ContextError> {
        usize::try_from(index)
            .ok()
            .and_then(|i| self.addrs.get(i))
            .copied()
            .ok_or(ContextError("no such .debug_addr entry"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_lane_bytes_land_in_the_lanes_swizzled_dwords() {
        let mut w = SnapshotWave::new(64);
        w.lane = Some(3);
        w.store(AddrSpace::PRIVATE_LANE, 4, &[1, 2, 3, 4, 5])
            .unwrap();
        // Dword 1 of lane 3 is private_wave dword 64 + 3; byte 8 starts dword 2 (128 + 3).
        assert_eq!(
            w.mem.get(&(AddrSpace::PRIVATE_WAVE.0, (64 + 3) * 4)),
            Some(&1)
        );
        assert_eq!(
            w.mem.get(&(AddrSpace::PRIVATE_WAVE.0, (128 + 3) * 4)),
            Some(&5)
        );
        // A generic address in the private aperture goes the same way.
        w.store(AddrSpace::GENERIC, (2 << 48) + 4, &[9]).unwrap();
        assert_eq!(
            w.mem.get(&(AddrSpace::PRIVATE_WAVE.0, (64 + 3) * 4)),
            Some(&9)
        );
    }

    #[test]
    fn bad_stores_and_reads_say_why() {
        let mut w = SnapshotWave::new(32);
        assert_eq!(
            w.store(AddrSpace::GLOBAL, u64::MAX, &[1, 2]),
            Err(StoreError::Overflow)
        );
        assert!(matches!(
            w.store(AddrSpace::LOCAL, 1 << 40, &[1]),
            Err(StoreError::OutsideSpace { .. })
        ));
        assert!(w.store(AddrSpace(0x20 + 40), 0, &[1]).is_err());
        w.missing.register = "register not set (use --reg)";
        let mut buf = [0u8; 4];
        assert_eq!(
            w.read_register(2560, 0, &mut buf),
            Err(ContextError("register not set (use --reg)"))
        );
        w.regs.insert(2560, vec![0; 128]);
        assert!(w.read_register(2560, u64::MAX, &mut buf).is_err());
        assert!(w.read_register(2560, 124, &mut buf).is_ok());
    }
}
