//! The C structures of the HIP API this library fills, laid out as HIP's headers lay them
//! out: `hipDeviceProp_t` of ROCm 5 (`R0000`) and of ROCm 6 and later (`R0600`),
//! `hipFuncAttributes`, `hipPointerAttribute_t`, `dim3`.

use std::ffi::{c_char, c_int, c_uint, c_void};

use crate::protocol::DeviceProperties;

/// `dim3`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct Dim3 {
    /// X.
    pub x: u32,
    /// Y.
    pub y: u32,
    /// Z.
    pub z: u32,
}

impl Dim3 {
    pub fn array(self) -> [u32; 3] {
        [self.x, self.y, self.z]
    }
}

/// `hipDeviceArch_t`: 17 one-bit flags in an `unsigned`.
fn arch_flags() -> c_uint {
    // Every flag but surface functions (bit 14) and dynamic parallelism (bit 16), as the
    // runtime reports them for gfx9 and gfx10 processors.
    0x1_ffff & !(1 << 14) & !(1 << 16)
}

/// `hipDeviceProp_t` as ROCm 5 lays it out (the `hipGetDeviceProperties` symbol of every
/// runtime).
#[repr(C)]
pub struct DevicePropR0000 {
    pub name: [c_char; 256],
    pub totalGlobalMem: usize,
    pub sharedMemPerBlock: usize,
    pub regsPerBlock: c_int,
    pub warpSize: c_int,
    pub maxThreadsPerBlock: c_int,
    pub maxThreadsDim: [c_int; 3],
    pub maxGridSize: [c_int; 3],
    pub clockRate: c_int,
    pub memoryClockRate: c_int,
    pub memoryBusWidth: c_int,
    pub totalConstMem: usize,
    pub major: c_int,
    pub minor: c_int,
    pub multiProcessorCount: c_int,
    pub l2CacheSize: c_int,
    pub maxThreadsPerMultiProcessor: c_int,
    pub computeMode: c_int,
    pub clockInstructionRate: c_int,
    pub arch: c_uint,
    pub concurrentKernels: c_int,
    pub pciDomainID: c_int,
    pub pciBusID: c_int,
    pub pciDeviceID: c_int,
    pub maxSharedMemoryPerMultiProcessor: usize,
    pub isMultiGpuBoard: c_int,
    pub canMapHostMemory: c_int,
    pub gcnArch: c_int,
    pub gcnArchName: [c_char; 256],
    pub integrated: c_int,
    pub cooperativeLaunch: c_int,
    pub cooperativeMultiDeviceLaunch: c_int,
    pub maxTexture1DLinear: c_int,
    pub maxTexture1D: c_int,
    pub maxTexture2D: [c_int; 2],
    pub maxTexture3D: [c_int; 3],
    pub hdpMemFlushCntl: *mut c_uint,
    pub hdpRegFlushCntl: *mut c_uint,
    pub memPitch: usize,
    pub textureAlignment: usize,
    pub texturePitchAlignment: usize,
    pub kernelExecTimeoutEnabled: c_int,
    pub ECCEnabled: c_int,
    pub tccDriver: c_int,
    pub cooperativeMultiDeviceUnmatchedFunc: c_int,
    pub cooperativeMultiDeviceUnmatchedGridDim: c_int,
    pub cooperativeMultiDeviceUnmatchedBlockDim: c_int,
    pub cooperativeMultiDeviceUnmatchedSharedMem: c_int,
    pub isLargeBar: c_int,
    pub asicRevision: c_int,
    pub managedMemory: c_int,
    pub directManagedMemAccessFromHost: c_int,
    pub concurrentManagedAccess: c_int,
    pub pageableMemoryAccess: c_int,
    pub pageableMemoryAccessUsesHostPageTables: c_int,
}

/// `hipDeviceProp_t` as ROCm 6 and later lay it out (`hipGetDevicePropertiesR0600`).
#[repr(C)]
pub struct DevicePropR0600 {
    pub name: [c_char; 256],
    pub uuid: [c_char; 16],
    pub luid: [c_char; 8],
    pub luidDeviceNodeMask: c_uint,
    pub totalGlobalMem: usize,
    pub sharedMemPerBlock: usize,
    pub regsPerBlock: c_int,
    pub warpSize: c_int,
    pub memPitch: usize,
    pub maxThreadsPerBlock: c_int,
    pub maxThreadsDim: [c_int; 3],
    pub maxGridSize: [c_int; 3],
    pub clockRate: c_int,
    pub totalConstMem: usize,
    pub major: c_int,
    pub minor: c_int,
    pub textureAlignment: usize,
    pub texturePitchAlignment: usize,
    pub deviceOverlap: c_int,
    pub multiProcessorCount: c_int,
    pub kernelExecTimeoutEnabled: c_int,
    pub integrated: c_int,
    pub canMapHostMemory: c_int,
    pub computeMode: c_int,
    pub maxTexture1D: c_int,
    pub maxTexture1DMipmap: c_int,
    pub maxTexture1DLinear: c_int,
    pub maxTexture2D: [c_int; 2],
    pub maxTexture2DMipmap: [c_int; 2],
    pub maxTexture2DLinear: [c_int; 3],
    pub maxTexture2DGather: [c_int; 2],
    pub maxTexture3D: [c_int; 3],
    pub maxTexture3DAlt: [c_int; 3],
    pub maxTextureCubemap: c_int,
    pub maxTexture1DLayered: [c_int; 2],
    pub maxTexture2DLayered: [c_int; 3],
    pub maxTextureCubemapLayered: [c_int; 2],
    pub maxSurface1D: c_int,
    pub maxSurface2D: [c_int; 2],
    pub maxSurface3D: [c_int; 3],
    pub maxSurface1DLayered: [c_int; 2],
    pub maxSurface2DLayered: [c_int; 3],
    pub maxSurfaceCubemap: c_int,
    pub maxSurfaceCubemapLayered: [c_int; 2],
    pub surfaceAlignment: usize,
    pub concurrentKernels: c_int,
    pub ECCEnabled: c_int,
    pub pciBusID: c_int,
    pub pciDeviceID: c_int,
    pub pciDomainID: c_int,
    pub tccDriver: c_int,
    pub asyncEngineCount: c_int,
    pub unifiedAddressing: c_int,
    pub memoryClockRate: c_int,
    pub memoryBusWidth: c_int,
    pub l2CacheSize: c_int,
    pub persistingL2CacheMaxSize: c_int,
    pub maxThreadsPerMultiProcessor: c_int,
    pub streamPrioritiesSupported: c_int,
    pub globalL1CacheSupported: c_int,
    pub localL1CacheSupported: c_int,
    pub sharedMemPerMultiprocessor: usize,
    pub regsPerMultiprocessor: c_int,
    pub managedMemory: c_int,
    pub isMultiGpuBoard: c_int,
    pub multiGpuBoardGroupID: c_int,
    pub hostNativeAtomicSupported: c_int,
    pub singleToDoublePrecisionPerfRatio: c_int,
    pub pageableMemoryAccess: c_int,
    pub concurrentManagedAccess: c_int,
    pub computePreemptionSupported: c_int,
    pub canUseHostPointerForRegisteredMem: c_int,
    pub cooperativeLaunch: c_int,
    pub cooperativeMultiDeviceLaunch: c_int,
    pub sharedMemPerBlockOptin: usize,
    pub pageableMemoryAccessUsesHostPageTables: c_int,
    pub directManagedMemAccessFromHost: c_int,
    pub maxBlocksPerMultiProcessor: c_int,
    pub accessPolicyMaxWindowSize: c_int,
    pub reservedSharedMemPerBlock: usize,
    pub hostRegisterSupported: c_int,
    pub sparseHipArraySupported: c_int,
    pub hostRegisterReadOnlySupported: c_int,
    pub timelineSemaphoreInteropSupported: c_int,
    pub memoryPoolsSupported: c_int,
    pub gpuDirectRDMASupported: c_int,
    pub gpuDirectRDMAFlushWritesOptions: c_uint,
    pub gpuDirectRDMAWritesOrdering: c_int,
    pub memoryPoolSupportedHandleTypes: c_uint,
    pub deferredMappingHipArraySupported: c_int,
    pub ipcEventSupported: c_int,
    pub clusterLaunch: c_int,
    pub unifiedFunctionPointers: c_int,
    pub reserved: [c_int; 63],
    pub hipReserved: [c_int; 32],
    pub gcnArchName: [c_char; 256],
    pub maxSharedMemoryPerMultiProcessor: usize,
    pub clockInstructionRate: c_int,
    pub arch: c_uint,
    pub hdpMemFlushCntl: *mut c_uint,
    pub hdpRegFlushCntl: *mut c_uint,
    pub cooperativeMultiDeviceUnmatchedFunc: c_int,
    pub cooperativeMultiDeviceUnmatchedGridDim: c_int,
    pub cooperativeMultiDeviceUnmatchedBlockDim: c_int,
    pub cooperativeMultiDeviceUnmatchedSharedMem: c_int,
    pub isLargeBar: c_int,
    pub asicRevision: c_int,
}

/// Copies `text` into a C character array, NUL-terminated and truncated to fit.
fn c_chars(out: &mut [c_char], text: &str) {
    out.fill(0);
    let room = out.len() - 1;
    for (o, b) in out.iter_mut().zip(text.bytes()).take(room) {
        *o = b as c_char;
    }
}

/// The texture limits HIP reports for gfx9 and gfx10 processors (textures are not
/// simulated; programs read these to size images).
const TEXTURE_1D: c_int = 16384;
const TEXTURE_2D: [c_int; 2] = [16384, 16384];
const TEXTURE_3D: [c_int; 3] = [16384, 16384, 8192];

impl DevicePropR0000 {
    /// Fills the structure from hdb's properties.
    pub fn fill(&mut self, p: &DeviceProperties) {
        c_chars(&mut self.name, &p.name);
        c_chars(&mut self.gcnArchName, &p.gcn_arch_name);
        self.totalGlobalMem = p.total_global_mem as usize;
        self.sharedMemPerBlock = p.shared_mem_per_block as usize;
        self.regsPerBlock = p.regs_per_block;
        self.warpSize = p.warp_size;
        self.maxThreadsPerBlock = p.max_threads_per_block;
        self.maxThreadsDim = p.max_threads_dim;
        self.maxGridSize = p.max_grid_size;
        self.clockRate = p.clock_rate;
        self.memoryClockRate = p.memory_clock_rate;
        self.memoryBusWidth = p.memory_bus_width;
        self.totalConstMem = p.total_const_mem as usize;
        self.major = p.major;
        self.minor = p.minor;
        self.multiProcessorCount = p.multi_processor_count;
        self.l2CacheSize = p.l2_cache_size;
        self.maxThreadsPerMultiProcessor = p.max_threads_per_multiprocessor;
        self.computeMode = 0;
        self.clockInstructionRate = p.wall_clock_rate;
        self.arch = arch_flags();
        self.concurrentKernels = 1;
        self.pciDomainID = p.pci[0];
        self.pciBusID = p.pci[1];
        self.pciDeviceID = p.pci[2];
        self.maxSharedMemoryPerMultiProcessor = p.shared_mem_per_multiprocessor as usize;
        self.isMultiGpuBoard = 0;
        self.canMapHostMemory = 1;
        self.gcnArch = p.gcn_arch;
        self.integrated = p.integrated as c_int;
        self.cooperativeLaunch = p.cooperative_launch as c_int;
        self.cooperativeMultiDeviceLaunch = 0;
        self.maxTexture1DLinear = i32::MAX;
        self.maxTexture1D = TEXTURE_1D;
        self.maxTexture2D = TEXTURE_2D;
        self.maxTexture3D = TEXTURE_3D;
        self.hdpMemFlushCntl = std::ptr::null_mut();
        self.hdpRegFlushCntl = std::ptr::null_mut();
        self.memPitch = p.mem_pitch as usize;
        self.textureAlignment = p.texture_alignment as usize;
        self.texturePitchAlignment = p.texture_alignment as usize;
        self.kernelExecTimeoutEnabled = 0;
        self.ECCEnabled = p.ecc_enabled as c_int;
        self.tccDriver = 0;
        self.cooperativeMultiDeviceUnmatchedFunc = 0;
        self.cooperativeMultiDeviceUnmatchedGridDim = 0;
        self.cooperativeMultiDeviceUnmatchedBlockDim = 0;
        self.cooperativeMultiDeviceUnmatchedSharedMem = 0;
        self.isLargeBar = p.is_large_bar as c_int;
        self.asicRevision = p.asic_revision;
        self.managedMemory = 1;
        self.directManagedMemAccessFromHost = 0;
        self.concurrentManagedAccess = 0;
        self.pageableMemoryAccess = 0;
        self.pageableMemoryAccessUsesHostPageTables = 0;
    }
}

impl DevicePropR0600 {
    /// Fills the structure from hdb's properties.
    pub fn fill(&mut self, p: &DeviceProperties, device: i32) {
        // SAFETY: every field is an integer, a pointer or an array of them: all zeros is a
        // valid value, and the fields not set below are meant to read as zero.
        unsafe { std::ptr::write_bytes(self as *mut Self, 0, 1) };
        c_chars(&mut self.name, &p.name);
        c_chars(&mut self.gcnArchName, &p.gcn_arch_name);
        // A stable identifier per simulated device.
        let uuid = format!("hdb-sim-dev{device:07}");
        c_chars(&mut self.uuid, &uuid);
        self.totalGlobalMem = p.total_global_mem as usize;
        self.sharedMemPerBlock = p.shared_mem_per_block as usize;
        self.regsPerBlock = p.regs_per_block;
        self.warpSize = p.warp_size;
        self.memPitch = p.mem_pitch as usize;
        self.maxThreadsPerBlock = p.max_threads_per_block;
        self.maxThreadsDim = p.max_threads_dim;
        self.maxGridSize = p.max_grid_size;
        self.clockRate = p.clock_rate;
        self.totalConstMem = p.total_const_mem as usize;
        self.major = p.major;
        self.minor = p.minor;
        self.textureAlignment = p.texture_alignment as usize;
        self.texturePitchAlignment = p.texture_alignment as usize;
        self.deviceOverlap = 1;
        self.multiProcessorCount = p.multi_processor_count;
        self.integrated = p.integrated as c_int;
        self.canMapHostMemory = 1;
        self.maxTexture1D = TEXTURE_1D;
        self.maxTexture1DLinear = i32::MAX;
        self.maxTexture2D = TEXTURE_2D;
        self.maxTexture3D = TEXTURE_3D;
        self.concurrentKernels = 1;
        self.ECCEnabled = p.ecc_enabled as c_int;
        self.pciDomainID = p.pci[0];
        self.pciBusID = p.pci[1];
        self.pciDeviceID = p.pci[2];
        self.asyncEngineCount = 1;
        self.unifiedAddressing = 1;
        self.memoryClockRate = p.memory_clock_rate;
        self.memoryBusWidth = p.memory_bus_width;
        self.l2CacheSize = p.l2_cache_size;
        self.maxThreadsPerMultiProcessor = p.max_threads_per_multiprocessor;
        self.streamPrioritiesSupported = 1;
        self.sharedMemPerMultiprocessor = p.shared_mem_per_multiprocessor as usize;
        self.regsPerMultiprocessor = p.regs_per_multiprocessor;
        self.managedMemory = 1;
        self.cooperativeLaunch = p.cooperative_launch as c_int;
        self.sharedMemPerBlockOptin = p.shared_mem_per_block as usize;
        self.maxBlocksPerMultiProcessor = p.max_blocks_per_multiprocessor;
        self.hostRegisterSupported = 1;
        self.maxSharedMemoryPerMultiProcessor = p.shared_mem_per_multiprocessor as usize;
        self.clockInstructionRate = p.wall_clock_rate;
        self.arch = arch_flags();
        self.isLargeBar = p.is_large_bar as c_int;
        self.asicRevision = p.asic_revision;
    }
}

/// `hipFuncAttributes`.
#[repr(C)]
pub struct FuncAttributes {
    pub binaryVersion: c_int,
    pub cacheModeCA: c_int,
    pub constSizeBytes: usize,
    pub localSizeBytes: usize,
    pub maxDynamicSharedSizeBytes: c_int,
    pub maxThreadsPerBlock: c_int,
    pub numRegs: c_int,
    pub preferredShmemCarveout: c_int,
    pub ptxVersion: c_int,
    pub sharedSizeBytes: usize,
}

/// `hipPointerAttribute_t` (the same layout in every ABI; the memory type's numbering
/// differs).
#[repr(C)]
pub struct PointerAttribute {
    pub memoryType: c_int,
    pub device: c_int,
    pub devicePointer: *mut c_void,
    pub hostPointer: *mut c_void,
    pub isManaged: c_int,
    pub allocationFlags: c_uint,
}

/// `hipChannelFormatDesc`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ChannelFormatDesc {
    pub x: c_int,
    pub y: c_int,
    pub z: c_int,
    pub w: c_int,
    pub f: c_int,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::{offset_of, size_of};

    /// Offsets and sizes from HIP's headers (ROCm 5.2's `hipDeviceProp_t` compiled with
    /// gcc; ROCm 6's `gcnArchName` at 1160 in a 1472-byte structure).
    #[test]
    fn layouts_match_the_headers() {
        assert_eq!(size_of::<DevicePropR0000>(), 792);
        assert_eq!(offset_of!(DevicePropR0000, totalGlobalMem), 256);
        assert_eq!(offset_of!(DevicePropR0000, arch), 356);
        assert_eq!(
            offset_of!(DevicePropR0000, maxSharedMemoryPerMultiProcessor),
            376
        );
        assert_eq!(offset_of!(DevicePropR0000, gcnArchName), 396);
        assert_eq!(offset_of!(DevicePropR0000, hdpMemFlushCntl), 696);
        assert_eq!(offset_of!(DevicePropR0000, asicRevision), 768);
        assert_eq!(offset_of!(DevicePropR0600, gcnArchName), 1160);
        assert_eq!(size_of::<DevicePropR0600>(), 1472);
        assert_eq!(size_of::<FuncAttributes>(), 56);
        assert_eq!(size_of::<PointerAttribute>(), 32);
        assert_eq!(size_of::<Dim3>(), 12);
    }
}
