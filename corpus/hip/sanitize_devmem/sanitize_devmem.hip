// Seeded bugs for `hdb run --sim --check` in device memory that is not a hipMalloc block,
// and in copies between device buffers:
//   1. fill_table writes one element past a __device__ array (i <= n): the write lands in
//      the gap before the next variable, which belongs to no variable.
//   2. count_positive reads a buffer filled only by a device-to-device copy from a buffer
//      nobody wrote, and branches on it: undefined bytes travel with the copy.
//   3. count_in_lut reads a __device__ table filled by hipMemcpyToSymbol from that same
//      never-written buffer, and branches on it.
// count_positive then reads a buffer copied from a written one: clean.
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

constexpr int kTable = 15;
__device__ int table[kTable];        // 60 bytes; `checksum` is 8-aligned, 4 bytes later
__device__ long long checksum;
__device__ int lut[8];

__global__ void fill_table(int n) {
    int i = threadIdx.x;
    if (i <= n) {
        table[i] = i * i;
    }
    if (i == 0) {
        checksum = 1;
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

__global__ void count_in_lut(int *count) {
    int i = threadIdx.x;
    if (i < 8) {
        if (lut[i] > 0) {
            atomicAdd(count, 1);
        }
    }
}

int main() {
    const int n = 64;
    int *unwritten = nullptr, *copy_of_unwritten = nullptr;
    int *written = nullptr, *copy_of_written = nullptr, *count = nullptr;
    HIP_CHECK(hipMalloc(&unwritten, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&copy_of_unwritten, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&written, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&copy_of_written, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&count, sizeof(int)));
    HIP_CHECK(hipMemset(count, 0, sizeof(int)));

    // 1. One element past a __device__ array.
    fill_table<<<dim3(1), dim3(64)>>>(kTable);
    HIP_CHECK(hipDeviceSynchronize());

    // 2. A copy of a buffer nobody wrote, read and branched on.
    HIP_CHECK(hipMemcpy(copy_of_unwritten, unwritten, n * sizeof(int),
                        hipMemcpyDeviceToDevice));
    count_positive<<<dim3(1), dim3(64)>>>(copy_of_unwritten, count, n);
    HIP_CHECK(hipDeviceSynchronize());

    // A copy of a written buffer: clean.
    int host[n];
    for (int i = 0; i < n; i++) host[i] = i - n / 2;
    HIP_CHECK(hipMemcpy(written, host, sizeof(host), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(copy_of_written, written, sizeof(host), hipMemcpyDeviceToDevice));
    HIP_CHECK(hipMemset(count, 0, sizeof(int)));
    count_positive<<<dim3(1), dim3(64)>>>(copy_of_written, count, n);
    int positive = 0;
    HIP_CHECK(hipMemcpy(&positive, count, sizeof(int), hipMemcpyDeviceToHost));
    printf("positive: %d\n", positive);

    // 3. A __device__ table filled from the buffer nobody wrote.
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(lut), unwritten, 8 * sizeof(int), 0,
                                hipMemcpyDeviceToDevice));
    count_in_lut<<<dim3(1), dim3(64)>>>(count);
    HIP_CHECK(hipDeviceSynchronize());

    HIP_CHECK(hipFree(unwritten));
    HIP_CHECK(hipFree(copy_of_unwritten));
    HIP_CHECK(hipFree(written));
    HIP_CHECK(hipFree(copy_of_written));
    HIP_CHECK(hipFree(count));
    printf("done\n");
    return 0;
}
