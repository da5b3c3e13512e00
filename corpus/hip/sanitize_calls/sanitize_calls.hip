// Seeded bugs inside device functions, for the call chains the sanitizers' reports carry: the
// last work-item stores one element past the output two calls down (scale -> scale_into ->
// store_at), and work-item 3 frees its block twice in a helper (scratch_blocks -> release).
// The -O0 build calls each function (the -O2 build inlines them all, noinline or not).
// Unchecked the program runs to its end; under --check all each finding names the calls it
// happened in (tests/sanitize_hip.rs).
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

__device__ __noinline__ void store_at(int* out, int i, int v) {
    out[i] = v; // BUG: memory (i == n)
}

__device__ __noinline__ void scale_into(int* out, const int* in, int i, int factor) {
    store_at(out, i, in[i < 64 ? i : 0] * factor);
}

__device__ __noinline__ void release(int* block, int i) {
    free(block);
    if (i == 3) free(block); // BUG: memory (double free)
}

// n + 1 work-items for n outputs: the guard lets one too many through.
__global__ void scale(int* out, const int* in, int n, int factor) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= n) scale_into(out, in, i, factor);
}

// Each work-item keeps two ints in a block of its own.
__global__ void scratch_blocks(int* sums) {
    int i = threadIdx.x;
    int* block = (int*)malloc(2 * sizeof(int));
    if (block == nullptr) {
        sums[i] = -1;
        return;
    }
    block[0] = i;
    block[1] = 2 * i;
    sums[i] = block[0] + block[1];
    release(block, i);
}

int main() {
    const int n = 63;
    int in[64], out[n + 1], sums[64];
    for (int k = 0; k < 64; ++k) in[k] = k;
    int *d_in, *d_out, *d_sums;
    HIP_CHECK(hipMalloc(&d_in, sizeof in));
    // n ints: the stray store lands just past them, inside the allocation's granule, where
    // nothing faults.
    HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_sums, sizeof sums));
    HIP_CHECK(hipMemcpy(d_in, in, sizeof in, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(scale, dim3(1), dim3(64), 0, 0, d_out, d_in, n, 3);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(out, d_out, n * sizeof(int), hipMemcpyDeviceToHost));
    hipLaunchKernelGGL(scratch_blocks, dim3(1), dim3(64), 0, 0, d_sums);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(sums, d_sums, sizeof sums, hipMemcpyDeviceToHost));
    int wrong = 0;
    for (int k = 0; k < n; ++k) wrong += out[k] != 3 * k;
    for (int k = 0; k < 64; ++k) wrong += sums[k] != 3 * k;
    printf("scaled and summed: %d wrong\n", wrong);
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
    HIP_CHECK(hipFree(d_sums));
    printf("done\n");
    return 0;
}
