//! What a simulated processor is reported as: the figures of a real product with that
//! processor (AMD's published specifications), and how its compute units hold waves. The
//! HIP runtime's device properties and the debugger's agent listing both read them here.

use crate::{Generation, Processor, WaveSize};

/// A product's figures.
#[derive(Debug, Clone, Copy)]
pub struct Product {
    /// Marketing name.
    pub name: &'static str,
    /// Compute units.
    pub compute_units: u32,
    /// Peak shader clock, MHz.
    pub clock_mhz: u32,
    /// Memory, GiB.
    pub memory_gib: u64,
    /// Memory clock, MHz.
    pub memory_clock_mhz: u32,
    /// Memory bus width, bits.
    pub bus_width: u32,
    /// L2 cache, KiB.
    pub l2_kib: u32,
    /// The target ID features the runtime reports after the processor name.
    pub features: &'static str,
}

/// The product each processor is reported as (one common product per processor).
pub fn product(p: &Processor) -> Product {
    let (name, compute_units, clock_mhz, memory_gib, memory_clock_mhz, bus_width, l2_kib, features) =
        match p.name {
            "gfx900" => ("Radeon RX Vega 64", 64, 1546, 8, 945, 2048, 4096, ":xnack-"),
            "gfx906" => (
                "AMD Instinct MI50",
                60,
                1725,
                16,
                1000,
                4096,
                4096,
                ":sramecc+:xnack-",
            ),
            "gfx908" => (
                "AMD Instinct MI100",
                120,
                1502,
                32,
                1200,
                4096,
                8192,
                ":sramecc+:xnack-",
            ),
            "gfx90a" => (
                "AMD Instinct MI210",
                104,
                1700,
                64,
                1600,
                4096,
                8192,
                ":sramecc+:xnack-",
            ),
            "gfx942" => (
                "AMD Instinct MI300X",
                304,
                2100,
                192,
                2600,
                8192,
                16384,
                ":sramecc+:xnack-",
            ),
            "gfx1030" => ("AMD Radeon RX 6800 XT", 72, 2250, 16, 2000, 256, 4096, ""),
            "gfx1100" => ("AMD Radeon RX 7900 XTX", 96, 2500, 24, 2500, 384, 6144, ""),
            "gfx1200" => ("AMD Radeon RX 9060 XT", 32, 3130, 16, 2518, 128, 4096, ""),
            "gfx1201" => ("AMD Radeon RX 9070 XT", 64, 2970, 16, 2518, 256, 8192, ""),
            _ => ("AMD GPU (simulated)", 64, 1500, 16, 1000, 2048, 4096, ""),
        };
    Product {
        name,
        compute_units,
        clock_mhz,
        memory_gib,
        memory_clock_mhz,
        bus_width,
        l2_kib,
        features,
    }
}

/// How a processor's compute units hold waves (for occupancy).
#[derive(Debug, Clone, Copy)]
pub struct ComputeUnit {
    /// SIMDs per compute unit.
    pub simds: u32,
    /// Waves a SIMD holds.
    pub waves_per_simd: u32,
    /// VGPRs of a SIMD's file, per lane of its native wave size.
    pub vgprs_per_simd: u32,
    /// SGPRs a SIMD has for its waves (0: enough for every wave).
    pub sgprs_per_simd: u32,
    /// LDS bytes of a compute unit.
    pub lds: u32,
    /// Lanes of the wave size the kernel runs with.
    pub wave_lanes: u32,
}

/// The compute unit of `p` for a kernel of wave size `wave`.
pub fn compute_unit(p: &Processor, wave: WaveSize) -> ComputeUnit {
    let g = p.generation;
    let wave_lanes = wave.lanes();
    if g >= Generation::Gfx10_1 {
        // RDNA: two SIMD32 per CU (in CU mode), 16 waves each (20 on RDNA 1); a 1024-entry
        // VGPR file per SIMD for wave32 (half as many registers for wave64).
        ComputeUnit {
            simds: 2,
            waves_per_simd: if g < Generation::Gfx10_3 { 20 } else { 16 },
            vgprs_per_simd: if wave_lanes == 32 { 1024 } else { 512 },
            sgprs_per_simd: 0,
            lds: 64 * 1024,
            wave_lanes,
        }
    } else {
        // GCN/CDNA: four SIMD16 running wave64, 10 waves each (8 on gfx90a and later), 512
        // VGPRs (gfx90a: one 512-entry file for ArchVGPRs and AccVGPRs), 800 SGPRs.
        let cdna2 = g >= Generation::Gfx90a;
        ComputeUnit {
            simds: 4,
            waves_per_simd: if cdna2 { 8 } else { 10 },
            vgprs_per_simd: 512,
            sgprs_per_simd: 800,
            lds: 64 * 1024,
            wave_lanes,
        }
    }
}

/// The wave size a processor's HIP code runs with by default.
pub fn default_wave_size(p: &Processor) -> WaveSize {
    if p.generation >= Generation::Gfx10_1 {
        WaveSize::Wave32
    } else {
        WaveSize::Wave64
    }
}
