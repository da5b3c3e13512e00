// prefix_sum: exclusive prefix sum of 2^18 unsigned values in three launches.
// 1) every work-group scans its 512-value tile in shared memory with the
//    work-efficient up-sweep/down-sweep tree and writes the tile's total;
// 2) one work-group scans the 512 tile totals the same way;
// 3) every tile adds the scanned total of the tiles before it.
// The host computes the same sums (modulo 2^32) and compares every value.
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

constexpr int kTile = 512;
constexpr int kThreads = kTile / 2;
constexpr int kTiles = 512;
constexpr int kN = kTile * kTiles;

// Exclusive scan of tile[0..kTile) in place; returns the tile's total in every work-item.
__device__ unsigned scan_tile(unsigned *tile) {
    const int t = threadIdx.x;
    int offset = 1;
    for (int d = kTile / 2; d > 0; d >>= 1) {  // up-sweep: partial sums in a tree
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1;
            int bi = offset * (2 * t + 2) - 1;
            tile[bi] += tile[ai];
        }
        offset <<= 1;
    }
    __syncthreads();
    unsigned total = tile[kTile - 1];
    __syncthreads();
    if (t == 0) tile[kTile - 1] = 0;
    for (int d = 1; d < kTile; d <<= 1) {  // down-sweep
        offset >>= 1;
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1;
            int bi = offset * (2 * t + 2) - 1;
            unsigned left = tile[ai];
            tile[ai] = tile[bi];
            tile[bi] += left;
        }
    }
    __syncthreads();
    return total;
}

__global__ void scan_tiles(const unsigned *in, unsigned *out, unsigned *totals) {
    __shared__ unsigned tile[kTile];
    const int base = blockIdx.x * kTile, t = threadIdx.x;
    tile[t] = in[base + t];
    tile[t + kThreads] = in[base + t + kThreads];
    unsigned total = scan_tile(tile);
    out[base + t] = tile[t];
    out[base + t + kThreads] = tile[t + kThreads];
    if (t == 0) totals[blockIdx.x] = total;
}

__global__ void add_tile_offsets(unsigned *out, const unsigned *scanned_totals) {
    const unsigned offset = scanned_totals[blockIdx.x];
    const int base = blockIdx.x * kTile, t = threadIdx.x;
    out[base + t] += offset;
    out[base + t + kThreads] += offset;
}

int main() {
    std::vector<unsigned> in(kN);
    unsigned seed = 5u;
    for (auto &x : in) {
        seed = seed * 1664525u + 1013904223u;
        x = seed >> 12;  // large enough that the sum wraps around 2^32
    }

    unsigned *d_in = nullptr, *d_out = nullptr, *d_totals = nullptr, *d_scanned = nullptr;
    HIP_CHECK(hipMalloc(&d_in, kN * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&d_out, kN * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&d_totals, kTiles * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&d_scanned, kTiles * sizeof(unsigned)));
    HIP_CHECK(hipMemcpy(d_in, in.data(), kN * sizeof(unsigned), hipMemcpyHostToDevice));

    hipLaunchKernelGGL(scan_tiles, dim3(kTiles), dim3(kThreads), 0, 0, d_in, d_out, d_totals);
    hipLaunchKernelGGL(scan_tiles, dim3(1), dim3(kThreads), 0, 0, d_totals, d_scanned, d_totals);
    hipLaunchKernelGGL(add_tile_offsets, dim3(kTiles), dim3(kThreads), 0, 0, d_out, d_scanned);
    HIP_CHECK(hipGetLastError());

    std::vector<unsigned> out(kN);
    HIP_CHECK(hipMemcpy(out.data(), d_out, kN * sizeof(unsigned), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
    HIP_CHECK(hipFree(d_totals));
    HIP_CHECK(hipFree(d_scanned));

    unsigned running = 0;
    int wrong = 0;
    for (int i = 0; i < kN; i++) {
        if (out[i] != running) {
            if (wrong < 5) printf("out[%d] = %u, expected %u\n", i, out[i], running);
            wrong++;
        }
        running += in[i];
    }
    printf("scanned %d values: out[1] = %u, out[%d] = %u, total %u\n", kN, out[1], kN - 1,
           out[kN - 1], running);
    bool ok = wrong == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
