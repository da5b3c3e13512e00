// managed_variable: __managed__ variables, which the program registers at
// start-up with __hipRegisterManagedVar. Kernels update a counter and an
// array; the host reads and writes them as plain variables between launches,
// without copies. (Without a GPU, ROCm 5.2's own runtime crashes inside that
// registration, before main.)
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

constexpr int kN = 1024;

__managed__ int launches = 100;
__managed__ float values[kN];

__global__ void scale(float factor) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < kN) values[i] *= factor;
    if (i == 0) launches += 1;
}

int main() {
    for (int i = 0; i < kN; i++) values[i] = (float)i;
    hipLaunchKernelGGL(scale, dim3(kN / 256), dim3(256), 0, 0, 2.0f);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    int wrong = 0;
    for (int i = 0; i < kN; i++) {
        if (values[i] != 2.0f * i) wrong++;
        values[i] += 1.0f;
    }
    launches += 10;
    hipLaunchKernelGGL(scale, dim3(kN / 256), dim3(256), 0, 0, 0.5f);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    for (int i = 0; i < kN; i++)
        if (values[i] != i + 0.5f) wrong++;
    printf("%d managed values, two launches: %d wrong; launches = %d\n", kN, wrong, launches);
    bool ok = wrong == 0 && launches == 112;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
