// managed_memory: memory that host and device both use through the same
// pointer, without copies. hipMallocManaged memory is written by the host,
// updated by a kernel, read and changed again by the host, updated again.
// hipPointerGetAttributes must call the allocation managed. (__managed__
// variables are in managed_variable.hip.)
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

constexpr int kN = 1 << 15;

__global__ void twice_plus_one(int *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = data[i] * 2 + 1;
}

int main() {
    int managed_supported = 0;
    HIP_CHECK(hipDeviceGetAttribute(&managed_supported, hipDeviceAttributeManagedMemory, 0));
    printf("managed memory %s\n", managed_supported ? "supported" : "not supported");

    int *data = nullptr;
    HIP_CHECK(hipMallocManaged(&data, kN * sizeof(int), hipMemAttachGlobal));
    hipPointerAttribute_t attributes;
    HIP_CHECK(hipPointerGetAttributes(&attributes, data));
    printf("hipPointerGetAttributes: isManaged %d, device %d\n", attributes.isManaged,
           attributes.device);

    for (int i = 0; i < kN; i++) data[i] = i;
    const int threads = 256, blocks = kN / threads;
    hipLaunchKernelGGL(twice_plus_one, dim3(blocks), dim3(threads), 0, 0, data, kN);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    int wrong = 0;
    for (int i = 0; i < kN; i++) {
        if (data[i] != 2 * i + 1) wrong++;
        data[i] -= i;  // now i + 1
    }
    hipLaunchKernelGGL(twice_plus_one, dim3(blocks), dim3(threads), 0, 0, data, kN);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    for (int i = 0; i < kN; i++)
        if (data[i] != 2 * (i + 1) + 1) wrong++;

    printf("%d values, two round trips: %d wrong\n", kN, wrong);
    HIP_CHECK(hipFree(data));
    bool ok = managed_supported && attributes.isManaged == 1 && attributes.device == 0 &&
              wrong == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
