// host_memory: kernels that read and write host memory directly. A mapped
// hipHostMalloc buffer is read through the device pointer that
// hipHostGetDevicePointer gives; a default hipHostMalloc buffer is written
// through its host pointer (HIP maps all of it); malloc'd memory is pinned
// with hipHostRegister and written through its device pointer. The host
// reads every result without a hipMemcpy. hipPointerGetAttributes must tell
// host memory from device memory.
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

constexpr int kN = 1 << 14;

// out[i] = in[i] * in[i] + offset
__global__ void square_plus(const float *in, float *out, float offset, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * in[i] + offset;
}

int main() {
    float *mapped = nullptr, *plain = nullptr, *device = nullptr;
    HIP_CHECK(hipHostMalloc(&mapped, kN * sizeof(float), hipHostMallocMapped));
    HIP_CHECK(hipHostMalloc(&plain, kN * sizeof(float), hipHostMallocDefault));
    HIP_CHECK(hipMalloc(&device, kN * sizeof(float)));
    float *registered = (float *)malloc(kN * sizeof(float));
    HIP_CHECK(hipHostRegister(registered, kN * sizeof(float), hipHostRegisterMapped));

    float *mapped_on_device = nullptr, *registered_on_device = nullptr;
    HIP_CHECK(hipHostGetDevicePointer((void **)&mapped_on_device, mapped, 0));
    HIP_CHECK(hipHostGetDevicePointer((void **)&registered_on_device, registered, 0));

    hipPointerAttribute_t host_attr, device_attr;
    HIP_CHECK(hipPointerGetAttributes(&host_attr, mapped));
    HIP_CHECK(hipPointerGetAttributes(&device_attr, device));
    bool attr_ok = host_attr.memoryType == hipMemoryTypeHost && host_attr.hostPointer == mapped &&
                   device_attr.memoryType == hipMemoryTypeDevice &&
                   device_attr.devicePointer == device;
    printf("hipPointerGetAttributes: pinned memory is %s, hipMalloc memory is %s\n",
           host_attr.memoryType == hipMemoryTypeHost ? "host" : "not host",
           device_attr.memoryType == hipMemoryTypeDevice ? "device" : "not device");

    for (int i = 0; i < kN; i++) mapped[i] = (float)(i % 100) * 0.5f;
    const int threads = 128, blocks = kN / threads;
    // host in -> device out, host in -> host out (host pointer), device in -> registered out
    hipLaunchKernelGGL(square_plus, dim3(blocks), dim3(threads), 0, 0, mapped_on_device, device,
                       1.0f, kN);
    hipLaunchKernelGGL(square_plus, dim3(blocks), dim3(threads), 0, 0, mapped_on_device, plain,
                       2.0f, kN);
    hipLaunchKernelGGL(square_plus, dim3(blocks), dim3(threads), 0, 0, device,
                       registered_on_device, 0.0f, kN);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());

    int wrong = 0;
    for (int i = 0; i < kN; i++) {
        float x = mapped[i], y = x * x + 1.0f;
        if (plain[i] != x * x + 2.0f) wrong++;
        if (registered[i] != y * y) wrong++;
    }
    printf("%d values through mapped, pinned and registered host memory: %d wrong\n", kN, wrong);

    HIP_CHECK(hipHostUnregister(registered));
    free(registered);
    HIP_CHECK(hipHostFree(mapped));
    HIP_CHECK(hipHostFree(plain));
    HIP_CHECK(hipFree(device));
    bool ok = wrong == 0 && attr_ok;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
