//! What a simulated device reports: the figures of a real product with the simulated
//! processor (AMD's published specifications), and HIP's device attributes, numbered as each
//! ABI's `hipDeviceAttribute_t` numbers them.

use amdgpu::Processor;

use crate::protocol::DeviceProperties;

pub use amdgpu::product::{compute_unit, default_wave_size, product, ComputeUnit, Product};

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
