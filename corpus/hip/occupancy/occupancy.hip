// occupancy: what the runtime says about kernels before they run.
// hipFuncGetAttributes reports a kernel's static shared memory, registers,
// scratch and its largest work-group (1024 by default, 256 under
// __launch_bounds__(256)); hipOccupancyMaxActiveBlocksPerMultiprocessor says
// how many work-groups fit on a compute unit (fewer when each takes 32 KiB of
// shared memory); hipOccupancyMaxPotentialBlockSize suggests a work-group
// size, which is then used for a real launch. A launch larger than the
// launch bounds must fail with hipErrorLaunchFailure.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

constexpr int kLdsFloats = 8192;  // 32 KiB

__global__ void light(float *y, const float *x, float a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void lds_heavy(float *out) {
    __shared__ float big[kLdsFloats];
    for (int i = threadIdx.x; i < kLdsFloats; i += blockDim.x) big[i] = (float)i;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = big[(threadIdx.x * 33) % kLdsFloats];
}

__global__ void __launch_bounds__(256) bounded(int *out) {
    out[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x;
}

static hipFuncAttributes attributes_of(const void *f, const char *name) {
    hipFuncAttributes a;
    HIP_CHECK(hipFuncGetAttributes(&a, f));
    printf("%-9s: %5zu bytes shared, %3d registers, %4zu bytes scratch, up to %4d work-items\n",
           name, a.sharedSizeBytes, a.numRegs, a.localSizeBytes, a.maxThreadsPerBlock);
    return a;
}

int main() {
    hipDeviceProp_t props;
    HIP_CHECK(hipGetDeviceProperties(&props, 0));
    printf("%s: %d compute units, wave size %d\n", props.gcnArchName, props.multiProcessorCount,
           props.warpSize);

    hipFuncAttributes a_light = attributes_of(reinterpret_cast<const void *>(&light), "light");
    hipFuncAttributes a_lds = attributes_of(reinterpret_cast<const void *>(&lds_heavy), "lds_heavy");
    hipFuncAttributes a_bounded = attributes_of(reinterpret_cast<const void *>(&bounded), "bounded");

    int per_cu_light = 0, per_cu_lds = 0, per_cu_dynamic = 0;
    HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&per_cu_light, light, 256, 0));
    HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&per_cu_lds, lds_heavy, 256, 0));
    HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&per_cu_dynamic, light, 256,
                                                           kLdsFloats * sizeof(float)));
    printf("work-groups of 256 per compute unit: light %d, lds_heavy %d, light + 32 KiB dynamic"
           " %d\n",
           per_cu_light, per_cu_lds, per_cu_dynamic);

    int grid_light = 0, block_light = 0, grid_bounded = 0, block_bounded = 0;
    HIP_CHECK(hipOccupancyMaxPotentialBlockSize(&grid_light, &block_light, light, 0, 0));
    HIP_CHECK(hipOccupancyMaxPotentialBlockSize(&grid_bounded, &block_bounded, bounded, 0, 0));
    printf("suggested work-group size: light %d (grid %d), bounded %d (grid %d)\n", block_light,
           grid_light, block_bounded, grid_bounded);

    // use the suggestion for a real launch
    const int n = 100000;
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; i++) {
        x[i] = (float)(i % 31);
        y[i] = (float)(i % 5);
    }
    float *d_x = nullptr, *d_y = nullptr;
    HIP_CHECK(hipMalloc(&d_x, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_y, n * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_x, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(d_y, y.data(), n * sizeof(float), hipMemcpyHostToDevice));
    const int block = block_light > 0 ? block_light : 256;
    hipLaunchKernelGGL(light, dim3((n + block - 1) / block), dim3(block), 0, 0, d_y, d_x, 3.0f, n);
    HIP_CHECK(hipGetLastError());
    std::vector<float> out(n);
    HIP_CHECK(hipMemcpy(out.data(), d_y, n * sizeof(float), hipMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < n; i++)
        if (out[i] != 3.0f * x[i] + y[i]) wrong++;
    printf("saxpy with the suggested size: %d wrong\n", wrong);

    int *d_out = nullptr;
    HIP_CHECK(hipMalloc(&d_out, 512 * sizeof(int)));
    hipLaunchKernelGGL(bounded, dim3(1), dim3(512), 0, 0, d_out);
    hipError_t too_big = hipGetLastError();
    printf("bounded with 512 work-items: %s\n", hipGetErrorName(too_big));

    HIP_CHECK(hipFree(d_x));
    HIP_CHECK(hipFree(d_y));
    HIP_CHECK(hipFree(d_out));

    bool attrs_ok = a_lds.sharedSizeBytes == kLdsFloats * sizeof(float) &&
                    a_light.sharedSizeBytes == 0 && a_light.maxThreadsPerBlock == 1024 &&
                    a_bounded.maxThreadsPerBlock == 256 && a_light.numRegs > 0;
    bool occupancy_ok = per_cu_light >= 1 && per_cu_lds >= 1 && per_cu_lds <= per_cu_light &&
                        per_cu_lds * kLdsFloats * sizeof(float) <= 128 * 1024 &&
                        per_cu_dynamic == per_cu_lds;
    bool suggestion_ok = block_light >= props.warpSize && block_light <= 1024 &&
                         block_bounded >= 1 && block_bounded <= 256 && grid_light >= 1;
    bool ok = attrs_ok && occupancy_ok && suggestion_ok && wrong == 0 &&
              too_big == hipErrorLaunchFailure;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
