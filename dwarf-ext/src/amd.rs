//! AMDGPU facts the evaluator needs: the DWARF register mapping (sizes and wave modes), the
//! address-space address sizes and the private-memory swizzle.
//!
//! ABI: `shared/seeds/000_45aaad396c803ec1.txt`, "Register Identifier" (register mapping
//! table), "Address Space Identifier" (address sizes, the private_lane → private_wave
//! formula) and "Address Spaces" (apertures). Kept private and small: the `amdgpu` crate owns
//! these facts; this module only holds what the evaluator reads in its hot loop.

/// What a DWARF register number is, as far as the evaluator cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RegInfo {
    /// Size of the register in bits (lanes × 32 for vector registers).
    pub bits: u32,
    /// The wave mode (32 or 64 lanes) the number belongs to, if it has one.
    pub wave: Option<u32>,
    /// A vector register (VGPR/AGPR): lane N is the dword at byte 4N.
    pub vector: bool,
}

/// Looks up a DWARF register number in the ABI's mapping table.
pub(crate) fn register(reg: u64) -> Option<RegInfo> {
    let scalar = |bits| {
        Some(RegInfo {
            bits,
            wave: None,
            vector: false,
        })
    };
    let waved = |bits, wave| {
        Some(RegInfo {
            bits,
            wave: Some(wave),
            vector: false,
        })
    };
    let vector = |wave: u32| {
        Some(RegInfo {
            bits: wave * 32,
            wave: Some(wave),
            vector: true,
        })
    };
    match reg {
        0 => scalar(32),
        1 => waved(32, 32),
        16 => scalar(64),
        17 => waved(64, 64),
        32..=95 | 128 | 1088..=1129 => scalar(32),
        512 => waved(32, 32),
        768 => waved(64, 64),
        1536..=1791 | 2048..=2303 => vector(32),
        2560..=2815 | 3072..=3327 => vector(64),
        _ => None,
    }
}

/// The ROCgdb name of a DWARF register (`v0`, `s33`, `a3`, `exec`, `vcc`, `pc`, `status`).
pub(crate) fn register_name(reg: u64) -> Option<String> {
    Some(match reg {
        0 | 16 => "pc".to_string(),
        1 | 17 => "exec".to_string(),
        32..=95 => format!("s{}", reg - 32),
        1088..=1129 => format!("s{}", reg - 1088 + 64),
        128 => "status".to_string(),
        512 | 768 => "vcc".to_string(),
        1536..=1791 => format!("v{}", reg - 1536),
        2048..=2303 => format!("a{}", reg - 2048),
        2560..=2815 => format!("v{}", reg - 2560),
        3072..=3327 => format!("a{}", reg - 3072),
        _ => return None,
    })
}

/// DWARF address-space numbers (AMDGPUUsage "Address Space Identifier").
pub(crate) mod space {
    pub const GLOBAL: u32 = 0;
    pub const GENERIC: u32 = 1;
    pub const REGION: u32 = 2;
    pub const LOCAL: u32 = 3;
    pub const PRIVATE_LANE: u32 = 5;
    pub const PRIVATE_WAVE: u32 = 6;
    /// `private_lane0` .. `private_lane63` are 0x20 .. 0x5f.
    pub const PRIVATE_LANE_N: u32 = 0x20;
}

/// The address size in bits of an address space, or `None` if AMDGPU defines no such space.
pub(crate) fn address_bits(space: u64) -> Option<u32> {
    match space {
        0 | 1 => Some(64),
        2 | 3 | 5 | 6 => Some(32),
        0x20..=0x5f => Some(32),
        _ => None,
    }
}

/// The private_wave address of byte `lane_addr` of lane `lane`'s private memory:
/// `(a / 4) * lanes * 4 + lane * 4 + a % 4`.
pub(crate) fn swizzle(lane_addr: u64, lane: u32, lanes: u32) -> u64 {
    (lane_addr / 4)
        .wrapping_mul(u64::from(lanes) * 4)
        .wrapping_add(u64::from(lane) * 4)
        .wrapping_add(lane_addr % 4)
}

/// The inverse of [`swizzle`]: (lane, lane address) of a private_wave byte.
pub(crate) fn unswizzle(wave_addr: u64, lanes: u32) -> (u32, u64) {
    let dword = wave_addr / 4;
    let lane = (dword % u64::from(lanes)) as u32;
    let row = dword / u64::from(lanes);
    (lane, row * 4 + wave_addr % 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swizzle_matches_the_abi_formula_and_inverts() {
        assert_eq!(swizzle(0, 0, 64), 0);
        assert_eq!(swizzle(0, 3, 64), 12);
        assert_eq!(swizzle(4, 0, 64), 256);
        assert_eq!(swizzle(6, 2, 32), 128 + 8 + 2);
        for lanes in [32, 64] {
            for lane in [0, 1, lanes - 1] {
                for a in [0u64, 1, 3, 4, 17, 1000] {
                    assert_eq!(unswizzle(swizzle(a, lane, lanes), lanes), (lane, a));
                }
            }
        }
    }

    #[test]
    fn register_table_edges() {
        assert_eq!(register(2560).unwrap().bits, 2048);
        assert_eq!(register(1536).unwrap().bits, 1024);
        assert_eq!(register(65).unwrap().bits, 32);
        assert_eq!(register(17).unwrap().bits, 64);
        assert!(register(2).is_none() && register(1130).is_none() && register(3328).is_none());
        assert_eq!(register_name(65).unwrap(), "s33");
        assert_eq!(register_name(1089).unwrap(), "s65");
        assert_eq!(register_name(3073).unwrap(), "a1");
    }
}
