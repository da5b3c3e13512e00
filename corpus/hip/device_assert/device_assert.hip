// device_assert: a kernel whose assert fails in exactly one work-item.
// Expected behaviour, as on a GPU with ROCm: the failing work-item prints
//   <file>:<line>: <function>: Device-side assertion `<condition>' failed.
// to stderr, then executes a trap; the runtime reports the queue error and
// aborts the process (SIGABRT), so the host's "unreachable" line after
// hipDeviceSynchronize never appears. The first launch, whose data is all
// valid, passes its asserts and prints its check line first.
#include <hip/hip_runtime.h>

#include <cassert>
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

__global__ void check_non_negative(const int *data, int *checked, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        assert(data[i] >= 0);
        atomicAdd(checked, 1);
    }
}

int main() {
    const int n = 256, bad = 137;
    int host[n];
    for (int i = 0; i < n; i++) host[i] = i;
    int *d_data = nullptr, *d_checked = nullptr;
    HIP_CHECK(hipMalloc(&d_data, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_checked, sizeof(int)));
    HIP_CHECK(hipMemcpy(d_data, host, n * sizeof(int), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_checked, 0, sizeof(int)));

    hipLaunchKernelGGL(check_non_negative, dim3(n / 64), dim3(64), 0, 0, d_data, d_checked, n);
    HIP_CHECK(hipDeviceSynchronize());
    int checked = 0;
    HIP_CHECK(hipMemcpy(&checked, d_checked, sizeof(int), hipMemcpyDeviceToHost));
    printf("valid data: %d of %d elements checked\n", checked, n);
    fflush(stdout);

    host[bad] = -1;
    HIP_CHECK(hipMemcpy(d_data, host, n * sizeof(int), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(check_non_negative, dim3(n / 64), dim3(64), 0, 0, d_data, d_checked, n);
    hipError_t err = hipDeviceSynchronize();
    // not reached on a GPU: the runtime aborts the process first
    printf("unreachable: hipDeviceSynchronize returned %s\n", hipGetErrorName(err));
    printf("FAILED\n");
    return 1;
}
