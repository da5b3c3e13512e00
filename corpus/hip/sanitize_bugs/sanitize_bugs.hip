// Seeded bugs for `hdb run --sim --check`: each one a sanitizer must find.
//   1. fill_upto writes one element past the end of a hipMalloc'd buffer (i <= n).
//   2. sum_freed reads a buffer after hipFree (use after free), in lanes 0 and 1.
//   3. the same buffer is freed a second time (double free).
//   4. `kept` is never freed (leak).
//   5. count_positive reads a hipMalloc'd buffer nobody wrote and branches on it.
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

__global__ void fill_upto(int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= n) {
        out[i] = i;
    }
}

__global__ void sum_freed(const int *in, int *sum) {
    int i = threadIdx.x;
    if (i < 2) {
        atomicAdd(sum, in[i]);
    }
}

__global__ void count_positive(const int *in, int *count, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        if (in[i] > 0) {
            atomicAdd(count, 1);
        }
    }
}

int main() {
    const int n = 1000;
    int *filled = nullptr, *freed = nullptr, *sum = nullptr, *kept = nullptr;
    int *unset = nullptr, *count = nullptr;
    HIP_CHECK(hipMalloc(&filled, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&freed, 2 * sizeof(int)));
    HIP_CHECK(hipMalloc(&sum, sizeof(int)));
    HIP_CHECK(hipMalloc(&kept, 64));
    HIP_CHECK(hipMalloc(&unset, 64 * sizeof(int)));
    HIP_CHECK(hipMalloc(&count, sizeof(int)));
    HIP_CHECK(hipMemset(sum, 0, sizeof(int)));
    HIP_CHECK(hipMemset(count, 0, sizeof(int)));

    // 1. One element past the end.
    fill_upto<<<dim3(4), dim3(256)>>>(filled, n);
    HIP_CHECK(hipDeviceSynchronize());

    // 2. Use after free.
    const int two[2] = {20, 22};
    HIP_CHECK(hipMemcpy(freed, two, sizeof(two), hipMemcpyHostToDevice));
    HIP_CHECK(hipFree(freed));
    sum_freed<<<dim3(1), dim3(64)>>>(freed, sum);
    HIP_CHECK(hipDeviceSynchronize());

    // 3. Double free: ROCm refuses the second one.
    hipError_t again = hipFree(freed);
    printf("second hipFree: %s\n", hipGetErrorName(again));

    // 5. An uninitialised read used in a branch.
    count_positive<<<dim3(1), dim3(64)>>>(unset, count, 64);
    int positive = 0;
    HIP_CHECK(hipMemcpy(&positive, count, sizeof(int), hipMemcpyDeviceToHost));
    printf("positive: %s\n", positive >= 0 ? "counted" : "?");

    HIP_CHECK(hipFree(filled));
    HIP_CHECK(hipFree(sum));
    HIP_CHECK(hipFree(unset));
    HIP_CHECK(hipFree(count));
    // 4. `kept` leaks.
    printf("done\n");
    return 0;
}
