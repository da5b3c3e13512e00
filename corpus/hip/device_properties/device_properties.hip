// device_properties: prints what hipGetDeviceProperties says about every
// device, checks that hipDeviceGetAttribute gives the same answers for 36
// attributes, and that a kernel sees the same wave size (warpSize) as the
// properties. Also prints the runtime and driver versions and the memory
// the device reports free.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

__global__ void wave_size(int *out) {
    if (threadIdx.x == 0) *out = warpSize;
}

struct Pair {
    const char *name;
    hipDeviceAttribute_t attribute;
    long long property;
};

static int check_device(int d) {
    hipDeviceProp_t p;
    HIP_CHECK(hipGetDeviceProperties(&p, d));
    printf("device %d: %s (%s)\n", d, p.name, p.gcnArchName);
    printf("  compute units %d, wave size %d, clock %d kHz, compute capability %d.%d\n",
           p.multiProcessorCount, p.warpSize, p.clockRate, p.major, p.minor);
    printf("  global memory %zu MiB, shared memory per block %zu KiB, constant memory %zu KiB\n",
           p.totalGlobalMem >> 20, p.sharedMemPerBlock >> 10, p.totalConstMem >> 10);
    printf("  max work-group %d (%d x %d x %d), max grid %d x %d x %d\n", p.maxThreadsPerBlock,
           p.maxThreadsDim[0], p.maxThreadsDim[1], p.maxThreadsDim[2], p.maxGridSize[0],
           p.maxGridSize[1], p.maxGridSize[2]);
    printf("  L2 %d KiB, registers per block %d, threads per CU %d, PCI %04x:%02x:%02x\n",
           p.l2CacheSize >> 10, p.regsPerBlock, p.maxThreadsPerMultiProcessor, p.pciDomainID,
           p.pciBusID, p.pciDeviceID);
    printf("  cooperative launch %d, managed memory %d, can map host memory %d, integrated %d\n",
           p.cooperativeLaunch, p.managedMemory, p.canMapHostMemory, p.integrated);

    const Pair pairs[] = {
        {"MaxThreadsPerBlock", hipDeviceAttributeMaxThreadsPerBlock, p.maxThreadsPerBlock},
        {"MaxBlockDimX", hipDeviceAttributeMaxBlockDimX, p.maxThreadsDim[0]},
        {"MaxBlockDimY", hipDeviceAttributeMaxBlockDimY, p.maxThreadsDim[1]},
        {"MaxBlockDimZ", hipDeviceAttributeMaxBlockDimZ, p.maxThreadsDim[2]},
        {"MaxGridDimX", hipDeviceAttributeMaxGridDimX, p.maxGridSize[0]},
        {"MaxGridDimY", hipDeviceAttributeMaxGridDimY, p.maxGridSize[1]},
        {"MaxGridDimZ", hipDeviceAttributeMaxGridDimZ, p.maxGridSize[2]},
        {"MaxSharedMemoryPerBlock", hipDeviceAttributeMaxSharedMemoryPerBlock,
         (long long)p.sharedMemPerBlock},
        {"WarpSize", hipDeviceAttributeWarpSize, p.warpSize},
        {"MaxRegistersPerBlock", hipDeviceAttributeMaxRegistersPerBlock, p.regsPerBlock},
        {"ClockRate", hipDeviceAttributeClockRate, p.clockRate},
        {"MemoryClockRate", hipDeviceAttributeMemoryClockRate, p.memoryClockRate},
        {"MemoryBusWidth", hipDeviceAttributeMemoryBusWidth, p.memoryBusWidth},
        {"MultiprocessorCount", hipDeviceAttributeMultiprocessorCount, p.multiProcessorCount},
        {"ComputeMode", hipDeviceAttributeComputeMode, p.computeMode},
        {"L2CacheSize", hipDeviceAttributeL2CacheSize, p.l2CacheSize},
        {"MaxThreadsPerMultiProcessor", hipDeviceAttributeMaxThreadsPerMultiProcessor,
         p.maxThreadsPerMultiProcessor},
        {"ComputeCapabilityMajor", hipDeviceAttributeComputeCapabilityMajor, p.major},
        {"ComputeCapabilityMinor", hipDeviceAttributeComputeCapabilityMinor, p.minor},
        {"PciBusId", hipDeviceAttributePciBusId, p.pciBusID},
        {"PciDeviceId", hipDeviceAttributePciDeviceId, p.pciDeviceID},
        {"ConcurrentKernels", hipDeviceAttributeConcurrentKernels, p.concurrentKernels},
        {"MaxSharedMemoryPerMultiprocessor", hipDeviceAttributeMaxSharedMemoryPerMultiprocessor,
         (long long)p.maxSharedMemoryPerMultiProcessor},
        {"IsMultiGpuBoard", hipDeviceAttributeIsMultiGpuBoard, p.isMultiGpuBoard},
        {"CooperativeLaunch", hipDeviceAttributeCooperativeLaunch, p.cooperativeLaunch},
        {"CooperativeMultiDeviceLaunch", hipDeviceAttributeCooperativeMultiDeviceLaunch,
         p.cooperativeMultiDeviceLaunch},
        {"Integrated", hipDeviceAttributeIntegrated, p.integrated},
        {"TextureAlignment", hipDeviceAttributeTextureAlignment, (long long)p.textureAlignment},
        {"KernelExecTimeout", hipDeviceAttributeKernelExecTimeout, p.kernelExecTimeoutEnabled},
        {"CanMapHostMemory", hipDeviceAttributeCanMapHostMemory, p.canMapHostMemory},
        {"EccEnabled", hipDeviceAttributeEccEnabled, p.ECCEnabled},
        {"AsicRevision", hipDeviceAttributeAsicRevision, p.asicRevision},
        {"ManagedMemory", hipDeviceAttributeManagedMemory, p.managedMemory},
        {"DirectManagedMemAccessFromHost", hipDeviceAttributeDirectManagedMemAccessFromHost,
         p.directManagedMemAccessFromHost},
        {"ConcurrentManagedAccess", hipDeviceAttributeConcurrentManagedAccess,
         p.concurrentManagedAccess},
        {"PageableMemoryAccess", hipDeviceAttributePageableMemoryAccess,
         p.pageableMemoryAccess},
    };
    int mismatches = 0;
    for (const Pair &pair : pairs) {
        int value = -1;
        HIP_CHECK(hipDeviceGetAttribute(&value, pair.attribute, d));
        if (value != pair.property) {
            printf("  hipDeviceAttribute%s = %d, but the property is %lld\n", pair.name, value,
                   pair.property);
            mismatches++;
        }
    }
    printf("  %zu attributes compared, %d differ\n", sizeof pairs / sizeof pairs[0], mismatches);

    HIP_CHECK(hipSetDevice(d));
    int *d_wave = nullptr, wave = 0;
    HIP_CHECK(hipMalloc(&d_wave, sizeof(int)));
    hipLaunchKernelGGL(wave_size, dim3(1), dim3(64), 0, 0, d_wave);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(&wave, d_wave, sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_wave));
    size_t free_mem = 0, total_mem = 0;
    HIP_CHECK(hipMemGetInfo(&free_mem, &total_mem));
    printf("  warpSize in a kernel: %d; memory free %zu of %zu MiB\n", wave, free_mem >> 20,
           total_mem >> 20);

    bool sane = (p.warpSize == 32 || p.warpSize == 64) && strncmp(p.gcnArchName, "gfx", 3) == 0 &&
                p.maxThreadsPerBlock >= 256 && p.multiProcessorCount >= 1 &&
                free_mem <= total_mem && total_mem > 0;
    return mismatches + (wave != p.warpSize) + !sane;
}

int main() {
    int count = 0, runtime = 0, driver = 0;
    HIP_CHECK(hipGetDeviceCount(&count));
    HIP_CHECK(hipRuntimeGetVersion(&runtime));
    HIP_CHECK(hipDriverGetVersion(&driver));
    printf("%d device(s), runtime version %d, driver version %d\n", count, runtime, driver);
    int problems = 0;
    for (int d = 0; d < count; d++) problems += check_device(d);
    bool ok = count >= 1 && problems == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
