// bitonic_sort: sorts 2^16 unsigned keys ascending with a bitonic sorting
// network. Each work-group first sorts its own tile of 512 keys in shared
// memory; then, for every larger merge size, compare-exchange passes with a
// stride of at least one tile run over global memory, and the passes with a
// smaller stride run again inside each tile in shared memory. The host checks
// the result against std::sort.
#include <hip/hip_runtime.h>

#include <algorithm>
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

constexpr unsigned kKeys = 1u << 16;
constexpr unsigned kTile = 512;            // keys per work-group in shared memory
constexpr unsigned kThreads = kTile / 2;   // one compare-exchange per work-item

// Orders keys[a] and keys[b] (a < b): ascending when the bitonic sequence of
// size `size` that contains a is to be ascending.
__device__ void compare_exchange(unsigned *keys, unsigned a, unsigned b, bool ascending) {
    unsigned x = keys[a], y = keys[b];
    if ((x > y) == ascending) {
        keys[a] = y;
        keys[b] = x;
    }
}

// Index of the lower element of compare-exchange pair `pair` at `stride`.
__device__ unsigned lower_index(unsigned pair, unsigned stride) {
    return 2 * pair - (pair & (stride - 1));
}

// Sorts each tile completely (merge sizes 2..kTile).
__global__ void sort_tiles(unsigned *keys) {
    __shared__ unsigned tile[kTile];
    const unsigned base = blockIdx.x * kTile;
    const unsigned t = threadIdx.x;
    tile[t] = keys[base + t];
    tile[t + kThreads] = keys[base + t + kThreads];
    __syncthreads();
    for (unsigned size = 2; size <= kTile; size <<= 1) {
        for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
            unsigned a = lower_index(t, stride);
            bool ascending = ((base + a) & size) == 0;
            compare_exchange(tile, a, a + stride, ascending);
            __syncthreads();
        }
    }
    keys[base + t] = tile[t];
    keys[base + t + kThreads] = tile[t + kThreads];
}

// One pass with a stride of at least a tile, straight in global memory.
__global__ void merge_global(unsigned *keys, unsigned size, unsigned stride) {
    unsigned pair = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned a = lower_index(pair, stride);
    compare_exchange(keys, a, a + stride, (a & size) == 0);
}

// The remaining passes of merge size `size` (strides kTile/2 .. 1) in shared memory.
__global__ void merge_tiles(unsigned *keys, unsigned size) {
    __shared__ unsigned tile[kTile];
    const unsigned base = blockIdx.x * kTile;
    const unsigned t = threadIdx.x;
    tile[t] = keys[base + t];
    tile[t + kThreads] = keys[base + t + kThreads];
    __syncthreads();
    const bool ascending = (base & size) == 0;
    for (unsigned stride = kTile / 2; stride > 0; stride >>= 1) {
        unsigned a = lower_index(t, stride);
        compare_exchange(tile, a, a + stride, ascending);
        __syncthreads();
    }
    keys[base + t] = tile[t];
    keys[base + t + kThreads] = tile[t + kThreads];
}

int main() {
    std::vector<unsigned> keys(kKeys);
    unsigned seed = 2024u;
    for (auto &k : keys) {
        seed = seed * 1103515245u + 12345u;
        k = seed ^ (seed >> 13);
    }
    keys[7] = keys[4000];  // some equal keys
    keys[9] = keys[4000];

    unsigned *d_keys = nullptr;
    HIP_CHECK(hipMalloc(&d_keys, kKeys * sizeof(unsigned)));
    HIP_CHECK(hipMemcpy(d_keys, keys.data(), kKeys * sizeof(unsigned), hipMemcpyHostToDevice));

    const unsigned tiles = kKeys / kTile;
    int launches = 0;
    hipLaunchKernelGGL(sort_tiles, dim3(tiles), dim3(kThreads), 0, 0, d_keys);
    launches++;
    for (unsigned size = 2 * kTile; size <= kKeys; size <<= 1) {
        for (unsigned stride = size / 2; stride >= kTile; stride >>= 1) {
            hipLaunchKernelGGL(merge_global, dim3(kKeys / 2 / kThreads), dim3(kThreads), 0, 0,
                               d_keys, size, stride);
            launches++;
        }
        hipLaunchKernelGGL(merge_tiles, dim3(tiles), dim3(kThreads), 0, 0, d_keys, size);
        launches++;
    }
    HIP_CHECK(hipGetLastError());

    std::vector<unsigned> sorted(kKeys);
    HIP_CHECK(hipMemcpy(sorted.data(), d_keys, kKeys * sizeof(unsigned), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_keys));

    std::vector<unsigned> expected = keys;
    std::sort(expected.begin(), expected.end());
    size_t first_bad = kKeys;
    for (size_t i = 0; i < kKeys && first_bad == kKeys; i++)
        if (sorted[i] != expected[i]) first_bad = i;

    printf("sorted %u keys with %d kernel launches\n", kKeys, launches);
    printf("smallest %08x, largest %08x\n", sorted[0], sorted[kKeys - 1]);
    if (first_bad != kKeys)
        printf("first difference at %zu: %08x, expected %08x\n", first_bad, sorted[first_bad],
               expected[first_bad]);
    bool ok = first_bad == kKeys;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
