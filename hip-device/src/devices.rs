//! What a simulated device reports: the figures of a real product with the simulated
//! processor (AMD's published specifications), and HIP's device attributes, numbered as each
//! ABI's `hipDeviceAttribute_t` numbers them.

use amdgpu::{Generation, Processor, WaveSize};

use crate::protocol::DeviceProperties;

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

/// Work-items a work-group may have on every simulated device.
pub const MAX_WORKGROUP_ITEMS: u32 = 1024;

/// The properties of device `index` with processor `p`.
pub fn properties(p: &Processor, index: usize) -> DeviceProperties {
    let pr = product(p);
    let wave = default_wave_size(p);
    let cu = compute_unit(p, wave);
    let digits: String = p.name.trim_start_matches("gfx").to_string();
    // `major`/`minor`: the processor's major version and the first digit after it, as the
    // runtime reports them (gfx90a → 9.0, gfx1030 → 10.3).
    let (major, minor) = if digits.len() >= 4 {
        (
            digits[..2].parse().unwrap_or(0),
            digits[2..3].parse().unwrap_or(0),
        )
    } else {
        (
            digits[..1].parse().unwrap_or(0),
            digits[1..2].parse().unwrap_or(0),
        )
    };
    // `gcnArch`: the processor's digits as a number, hexadecimal ones as the runtime reads
    // them (gfx90a → 910).
    let gcn_arch = digits
        .chars()
        .fold(0i32, |n, c| n * 10 + c.to_digit(16).map_or(0, |d| d as i32));
    DeviceProperties {
        name: pr.name.to_string(),
        gcn_arch_name: format!("{}{}", p.name, pr.features),
        gcn_arch,
        total_global_mem: pr.memory_gib << 30,
        shared_mem_per_block: 64 * 1024,
        shared_mem_per_multiprocessor: cu.lds as u64,
        regs_per_block: 65536,
        regs_per_multiprocessor: (cu.vgprs_per_simd * cu.simds * cu.wave_lanes) as i32,
        warp_size: wave.lanes() as i32,
        max_threads_per_block: MAX_WORKGROUP_ITEMS as i32,
        max_threads_dim: [1024, 1024, 1024],
        max_grid_size: [i32::MAX, 65536, 65536],
        clock_rate: (pr.clock_mhz * 1000) as i32,
        memory_clock_rate: (pr.memory_clock_mhz * 1000) as i32,
        memory_bus_width: pr.bus_width as i32,
        total_const_mem: 2_147_483_647,
        major,
        minor,
        multi_processor_count: pr.compute_units as i32,
        l2_cache_size: (pr.l2_kib * 1024) as i32,
        max_threads_per_multiprocessor: (cu.simds * cu.waves_per_simd * cu.wave_lanes).min(2048)
            as i32,
        max_blocks_per_multiprocessor: 32,
        pci: [0, 0x03 + index as i32, 0],
        cooperative_launch: true,
        integrated: false,
        ecc_enabled: p.name.starts_with("gfx9") && p.name != "gfx900",
        wall_clock_rate: 100_000,
        mem_pitch: i32::MAX as u64,
        texture_alignment: 256,
        is_large_bar: true,
        asic_revision: 1,
    }
}

/// ROCm 5's `hipDeviceAttribute_t` from 0 (the CUDA-compatible attributes) and from 10000
/// (the AMD-specific ones), in enumeration order.
const ATTRIBUTES_5: (&[&str], &[&str]) = (
    &[
        "EccEnabled",
        "AccessPolicyMaxWindowSize",
        "AsyncEngineCount",
        "CanMapHostMemory",
        "CanUseHostPointerForRegisteredMem",
        "ClockRate",
        "ComputeMode",
        "ComputePreemptionSupported",
        "ConcurrentKernels",
        "ConcurrentManagedAccess",
        "CooperativeLaunch",
        "CooperativeMultiDeviceLaunch",
        "DeviceOverlap",
        "DirectManagedMemAccessFromHost",
        "GlobalL1CacheSupported",
        "HostNativeAtomicSupported",
        "Integrated",
        "IsMultiGpuBoard",
        "KernelExecTimeout",
        "L2CacheSize",
        "LocalL1CacheSupported",
        "Luid",
        "LuidDeviceNodeMask",
        "ComputeCapabilityMajor",
        "ManagedMemory",
        "MaxBlocksPerMultiProcessor",
        "MaxBlockDimX",
        "MaxBlockDimY",
        "MaxBlockDimZ",
        "MaxGridDimX",
        "MaxGridDimY",
        "MaxGridDimZ",
        "MaxSurface1D",
        "MaxSurface1DLayered",
        "MaxSurface2D",
        "MaxSurface2DLayered",
        "MaxSurface3D",
        "MaxSurfaceCubemap",
        "MaxSurfaceCubemapLayered",
        "MaxTexture1DWidth",
        "MaxTexture1DLayered",
        "MaxTexture1DLinear",
        "MaxTexture1DMipmap",
        "MaxTexture2DWidth",
        "MaxTexture2DHeight",
        "MaxTexture2DGather",
        "MaxTexture2DLayered",
        "MaxTexture2DLinear",
        "MaxTexture2DMipmap",
        "MaxTexture3DWidth",
        "MaxTexture3DHeight",
        "MaxTexture3DDepth",
        "MaxTexture3DAlt",
        "MaxTextureCubemap",
        "MaxTextureCubemapLayered",
        "MaxThreadsDim",
        "MaxThreadsPerBlock",
        "MaxThreadsPerMultiProcessor",
        "MaxPitch",
        "MemoryBusWidth",
        "MemoryClockRate",
        "ComputeCapabilityMinor",
        "MultiGpuBoardGroupID",
        "MultiprocessorCount",
        "Name",
        "PageableMemoryAccess",
        "PageableMemoryAccessUsesHostPageTables",
        "PciBusId",
        "PciDeviceId",
        "PciDomainID",
        "PersistingL2CacheMaxSize",
        "MaxRegistersPerBlock",
        "MaxRegistersPerMultiprocessor",
        "ReservedSharedMemPerBlock",
        "MaxSharedMemoryPerBlock",
        "SharedMemPerBlockOptin",
        "SharedMemPerMultiprocessor",
        "SingleToDoublePrecisionPerfRatio",
        "StreamPrioritiesSupported",
        "SurfaceAlignment",
        "TccDriver",
        "TextureAlignment",
        "TexturePitchAlignment",
        "TotalConstantMemory",
        "TotalGlobalMem",
        "UnifiedAddressing",
        "Uuid",
        "WarpSize",
        "MemoryPoolsSupported",
    ],
    &[
        "ClockInstructionRate",
        "Arch",
        "MaxSharedMemoryPerMultiprocessor",
        "GcnArch",
        "GcnArchName",
        "HdpMemFlushCntl",
        "HdpRegFlushCntl",
        "CooperativeMultiDeviceUnmatchedFunc",
        "CooperativeMultiDeviceUnmatchedGridDim",
        "CooperativeMultiDeviceUnmatchedBlockDim",
        "CooperativeMultiDeviceUnmatchedSharedMem",
        "IsLargeBar",
        "AsicRevision",
        "CanUseStreamWaitValue",
        "ImageSupport",
        "PhysicalMultiProcessorCount",
        "FineGrainSupport",
    ],
);

/// ROCm 6's (and 7's) numbering: as ROCm 5's with placeholders kept where attributes went,
/// and a few added.
const ATTRIBUTES_6: (&[&str], &[&str]) = (
    &[
        "EccEnabled",
        "AccessPolicyMaxWindowSize",
        "AsyncEngineCount",
        "CanMapHostMemory",
        "CanUseHostPointerForRegisteredMem",
        "ClockRate",
        "ComputeMode",
        "ComputePreemptionSupported",
        "ConcurrentKernels",
        "ConcurrentManagedAccess",
        "CooperativeLaunch",
        "CooperativeMultiDeviceLaunch",
        "DeviceOverlap",
        "DirectManagedMemAccessFromHost",
        "GlobalL1CacheSupported",
        "HostNativeAtomicSupported",
        "Integrated",
        "IsMultiGpuBoard",
        "KernelExecTimeout",
        "L2CacheSize",
        "LocalL1CacheSupported",
        "Luid",
        "LuidDeviceNodeMask",
        "ComputeCapabilityMajor",
        "ManagedMemory",
        "MaxBlocksPerMultiProcessor",
        "MaxBlockDimX",
        "MaxBlockDimY",
        "MaxBlockDimZ",
        "MaxGridDimX",
        "MaxGridDimY",
        "MaxGridDimZ",
        "MaxSurface1D",
        "MaxSurface1DLayered",
        "MaxSurface2D",
        "MaxSurface2DLayered",
        "MaxSurface3D",
        "MaxSurfaceCubemap",
        "MaxSurfaceCubemapLayered",
        "MaxTexture1DWidth",
        "MaxTexture1DLayered",
        "MaxTexture1DLinear",
        "MaxTexture1DMipmap",
        "MaxTexture2DWidth",
        "MaxTexture2DHeight",
        "MaxTexture2DGather",
        "MaxTexture2DLayered",
        "MaxTexture2DLinear",
        "MaxTexture2DMipmap",
        "MaxTexture3DWidth",
        "MaxTexture3DHeight",
        "MaxTexture3DDepth",
        "MaxTexture3DAlt",
        "MaxTextureCubemap",
        "MaxTextureCubemapLayered",
        "MaxThreadsDim",
        "MaxThreadsPerBlock",
        "MaxThreadsPerMultiProcessor",
        "MaxPitch",
        "MemoryBusWidth",
        "MemoryClockRate",
        "ComputeCapabilityMinor",
        "MultiGpuBoardGroupID",
        "MultiprocessorCount",
        "Unused1",
        "Name",
        "PageableMemoryAccess",
        "PageableMemoryAccessUsesHostPageTables",
        "PciBusId",
        "PciDeviceId",
        "PciDomainID",
        "PersistingL2CacheMaxSize",
        "MaxRegistersPerBlock",
        "MaxRegistersPerMultiprocessor",
        "ReservedSharedMemPerBlock",
        "MaxSharedMemoryPerBlock",
        "SharedMemPerBlockOptin",
        "SharedMemPerMultiprocessor",
        "SingleToDoublePrecisionPerfRatio",
        "StreamPrioritiesSupported",
        "SurfaceAlignment",
        "TccDriver",
        "TextureAlignment",
        "TexturePitchAlignment",
        "TotalConstantMemory",
        "TotalGlobalMem",
        "UnifiedAddressing",
        "Unused2",
        "Uuid",
        "WarpSize",
        "MemoryPoolsSupported",
        "VirtualMemoryManagementSupported",
        "HostRegisterSupported",
        "MemoryPoolSupportedHandleTypes",
    ],
    &[
        "ClockInstructionRate",
        "Unused3",
        "Arch",
        "MaxSharedMemoryPerMultiprocessor",
        "Unused4",
        "GcnArch",
        "Unused5",
        "GcnArchName",
        "HdpMemFlushCntl",
        "HdpRegFlushCntl",
        "CooperativeMultiDeviceUnmatchedFunc",
        "CooperativeMultiDeviceUnmatchedGridDim",
        "CooperativeMultiDeviceUnmatchedBlockDim",
        "CooperativeMultiDeviceUnmatchedSharedMem",
        "IsLargeBar",
        "AsicRevision",
        "CanUseStreamWaitValue",
        "ImageSupport",
        "PhysicalMultiProcessorCount",
        "FineGrainSupport",
        "WallClockRate",
    ],
);

/// The name (without `hipDeviceAttribute`) of attribute `number` in ABI `abi`.
pub fn attribute_name(abi: u32, number: i32) -> Option<&'static str> {
    let (cuda, amd) = if abi >= 6 { ATTRIBUTES_6 } else { ATTRIBUTES_5 };
    match number {
        0..10000 => cuda.get(number as usize).copied(),
        10000..20000 => amd.get(number as usize - 10000).copied(),
        _ => None,
    }
}

/// The value of attribute `name` of a device with properties `p`; `None` for attributes
/// without an integer value (names, UUIDs, placeholders).
pub fn attribute(name: &str, p: &DeviceProperties) -> Option<i64> {
    let b = |v: bool| Some(v as i64);
    let size = |v: u64| Some(v.min(i32::MAX as u64) as i64);
    match name {
        "EccEnabled" => b(p.ecc_enabled),
        "AccessPolicyMaxWindowSize" | "PersistingL2CacheMaxSize" | "ReservedSharedMemPerBlock" => {
            Some(0)
        }
        "AsyncEngineCount" => Some(1),
        "CanMapHostMemory" | "CanUseHostPointerForRegisteredMem" | "ConcurrentKernels" => Some(1),
        "ClockRate" => Some(p.clock_rate as i64),
        "ComputeMode" | "ComputePreemptionSupported" | "ConcurrentManagedAccess" => Some(0),
        "CooperativeLaunch" => b(p.cooperative_launch),
        "CooperativeMultiDeviceLaunch" => Some(0),
        "DeviceOverlap" | "UnifiedAddressing" | "ManagedMemory" => Some(1),
        "DirectManagedMemAccessFromHost" | "HostNativeAtomicSupported" => Some(0),
        "GlobalL1CacheSupported" | "LocalL1CacheSupported" => Some(1),
        "Integrated" => b(p.integrated),
        "IsMultiGpuBoard" | "KernelExecTimeout" | "MultiGpuBoardGroupID" => Some(0),
        "L2CacheSize" => Some(p.l2_cache_size as i64),
        "ComputeCapabilityMajor" => Some(p.major as i64),
        "ComputeCapabilityMinor" => Some(p.minor as i64),
        "MaxBlocksPerMultiProcessor" => Some(p.max_blocks_per_multiprocessor as i64),
        "MaxBlockDimX" => Some(p.max_threads_dim[0] as i64),
        "MaxBlockDimY" => Some(p.max_threads_dim[1] as i64),
        "MaxBlockDimZ" => Some(p.max_threads_dim[2] as i64),
        "MaxGridDimX" => Some(p.max_grid_size[0] as i64),
        "MaxGridDimY" => Some(p.max_grid_size[1] as i64),
        "MaxGridDimZ" => Some(p.max_grid_size[2] as i64),
        "MaxTexture1DWidth" | "MaxTexture2DWidth" | "MaxTexture2DHeight" | "MaxTexture3DWidth"
        | "MaxTexture3DHeight" => Some(16384),
        "MaxTexture3DDepth" => Some(8192),
        "MaxTexture1DLinear" => Some(i32::MAX as i64),
        "MaxThreadsPerBlock" => Some(p.max_threads_per_block as i64),
        "MaxThreadsPerMultiProcessor" => Some(p.max_threads_per_multiprocessor as i64),
        "MaxPitch" => size(p.mem_pitch),
        "MemoryBusWidth" => Some(p.memory_bus_width as i64),
        "MemoryClockRate" => Some(p.memory_clock_rate as i64),
        "MultiprocessorCount" | "PhysicalMultiProcessorCount" => {
            Some(p.multi_processor_count as i64)
        }
        "PageableMemoryAccess" | "PageableMemoryAccessUsesHostPageTables" => Some(0),
        "PciBusId" => Some(p.pci[1] as i64),
        "PciDeviceId" => Some(p.pci[2] as i64),
        "PciDomainID" => Some(p.pci[0] as i64),
        "MaxRegistersPerBlock" => Some(p.regs_per_block as i64),
        "MaxRegistersPerMultiprocessor" => Some(p.regs_per_multiprocessor as i64),
        "MaxSharedMemoryPerBlock" | "SharedMemPerBlockOptin" => size(p.shared_mem_per_block),
        "SharedMemPerMultiprocessor" | "MaxSharedMemoryPerMultiprocessor" => {
            size(p.shared_mem_per_multiprocessor)
        }
        "SingleToDoublePrecisionPerfRatio" => Some(2),
        "StreamPrioritiesSupported" | "HostRegisterSupported" => Some(1),
        "SurfaceAlignment" | "TextureAlignment" | "TexturePitchAlignment" => {
            size(p.texture_alignment)
        }
        "TccDriver" | "MemoryPoolsSupported" | "VirtualMemoryManagementSupported" => Some(0),
        "MemoryPoolSupportedHandleTypes" => Some(0),
        "TotalConstantMemory" => size(p.total_const_mem),
        "TotalGlobalMem" => size(p.total_global_mem),
        "WarpSize" => Some(p.warp_size as i64),
        "ClockInstructionRate" | "WallClockRate" => Some(p.wall_clock_rate as i64),
        "GcnArch" => Some(p.gcn_arch as i64),
        "IsLargeBar" => b(p.is_large_bar),
        "AsicRevision" => Some(p.asic_revision as i64),
        "CanUseStreamWaitValue" | "ImageSupport" => Some(0),
        "FineGrainSupport" => Some(1),
        "CooperativeMultiDeviceUnmatchedFunc"
        | "CooperativeMultiDeviceUnmatchedGridDim"
        | "CooperativeMultiDeviceUnmatchedBlockDim"
        | "CooperativeMultiDeviceUnmatchedSharedMem" => Some(0),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_of_the_corpus_processors() {
        let gfx90a = Processor::by_name("gfx90a").unwrap();
        let p = properties(gfx90a, 0);
        assert_eq!((p.major, p.minor, p.gcn_arch), (9, 0, 910));
        assert_eq!(p.gcn_arch_name, "gfx90a:sramecc+:xnack-");
        assert_eq!((p.warp_size, p.multi_processor_count), (64, 104));
        let gfx1030 = Processor::by_name("gfx1030").unwrap();
        let p = properties(gfx1030, 1);
        assert_eq!((p.major, p.minor, p.gcn_arch), (10, 3, 1030));
        assert_eq!((p.warp_size, p.multi_processor_count), (32, 72));
        assert_eq!(p.pci[1], 4);
    }

    #[test]
    fn attribute_numbers_follow_each_abi() {
        // hipDeviceAttributeMultiprocessorCount is 63 in both; Name follows it in ROCm 5,
        // a placeholder in ROCm 6; hipDeviceAttributeWarpSize is 87 and 88.
        assert_eq!(attribute_name(5, 63), Some("MultiprocessorCount"));
        assert_eq!(attribute_name(6, 63), Some("MultiprocessorCount"));
        assert_eq!(attribute_name(5, 64), Some("Name"));
        assert_eq!(attribute_name(6, 64), Some("Unused1"));
        assert_eq!(attribute_name(5, 87), Some("WarpSize"));
        assert_eq!(attribute_name(6, 89), Some("WarpSize"));
        assert_eq!(attribute_name(5, 10003), Some("GcnArch"));
        assert_eq!(attribute_name(6, 10005), Some("GcnArch"));
        assert_eq!(attribute_name(5, 9999), None);
    }
}
