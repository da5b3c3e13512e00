// Seeded bugs in blocks of device-side malloc: a write one element past a 12-byte block (the
// allocator hands out 16 bytes for it, so nothing faults), a read of a block after its free,
// and a branch on a block element nobody wrote. Unchecked the program runs to its end; under
// --check all each bug is reported at its line against its block (tests/sanitize_hip.rs).
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

// Each work-item sums three values it keeps in a block of its own; work-item 5 writes a
// fourth.
__global__ void sum_three(int* sums, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const int len = 3;
    int* a = (int*)malloc(len * sizeof(int));
    if (a == nullptr) {
        sums[i] = -1;
        return;
    }
    for (int k = 0; k < len; ++k) a[k] = i + k;
    if (i == 5) a[len] = 0;
    int s = 0;
    for (int k = 0; k < len; ++k) s += a[k];
    sums[i] = s;
    free(a);
}

// Work-item 2 reads its block after freeing it.
__global__ void read_after_free(int* out) {
    int* p = (int*)malloc(2 * sizeof(int));
    if (p == nullptr) return;
    p[0] = 7;
    p[1] = threadIdx.x;
    int kept = p[0];
    free(p);
    int late = threadIdx.x == 2 ? p[1] : 0;
    out[threadIdx.x] = kept + (late != 0);
}

// Each work-item branches on the element of its block it did not write.
__global__ void branch_on_unwritten(int* count) {
    int* p = (int*)malloc(2 * sizeof(int));
    if (p == nullptr) return;
    p[0] = 1;
    if (p[1] > 0) {
        atomicAdd(count, 1);
    }
    free(p);
}

int main() {
    const int n = 64;
    int *d_sums, *d_out;
    HIP_CHECK(hipMalloc(&d_sums, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_out, 64 * sizeof(int)));
    hipLaunchKernelGGL(sum_three, dim3(1), dim3(n), 0, 0, d_sums, n);
    HIP_CHECK(hipGetLastError());
    int sums[n];
    HIP_CHECK(hipMemcpy(sums, d_sums, sizeof sums, hipMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < n; ++i)
        if (sums[i] != 3 * i + 3) ++wrong;
    printf("sums: %d wrong\n", wrong);
    hipLaunchKernelGGL(read_after_free, dim3(1), dim3(64), 0, 0, d_out);
    hipLaunchKernelGGL(branch_on_unwritten, dim3(1), dim3(64), 0, 0, d_out);
    HIP_CHECK(hipDeviceSynchronize());
    HIP_CHECK(hipFree(d_sums));
    HIP_CHECK(hipFree(d_out));
    printf("done\n");
    return wrong != 0;
}
