// histogram: a 256-bin histogram of 1 MiB of bytes. Each work-group counts
// its share of the input into a histogram in shared memory with shared-memory
// atomics (reading four bytes per load), then adds its bins to the global
// histogram with global atomics. The input is skewed so that some bins get
// many collisions. The host counts the same bytes and compares every bin.
#include <hip/hip_runtime.h>

#include <cstdint>
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

constexpr int kBins = 256;
constexpr int kBytes = 1 << 20;
constexpr int kThreads = 256;
constexpr int kGroups = 64;

__global__ void histogram256(const uint32_t *words, int word_count, unsigned *bins) {
    __shared__ unsigned local[kBins];
    local[threadIdx.x] = 0;  // one bin per work-item (kThreads == kBins)
    __syncthreads();

    const int stride = gridDim.x * blockDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < word_count; i += stride) {
        uint32_t w = words[i];
        atomicAdd(&local[w & 0xff], 1u);
        atomicAdd(&local[(w >> 8) & 0xff], 1u);
        atomicAdd(&local[(w >> 16) & 0xff], 1u);
        atomicAdd(&local[w >> 24], 1u);
    }
    __syncthreads();

    unsigned count = local[threadIdx.x];
    if (count != 0) atomicAdd(&bins[threadIdx.x], count);
}

int main() {
    std::vector<uint8_t> data(kBytes);
    unsigned seed = 99u;
    for (auto &b : data) {
        seed = seed * 1664525u + 1013904223u;
        unsigned r = seed >> 16;
        // a quarter of the bytes fall into 8 bins, the rest anywhere
        b = (r & 3) == 0 ? (uint8_t)(0x40 + ((r >> 2) & 7)) : (uint8_t)(r >> 4);
    }

    uint32_t *d_words = nullptr;
    unsigned *d_bins = nullptr;
    HIP_CHECK(hipMalloc(&d_words, kBytes));
    HIP_CHECK(hipMalloc(&d_bins, kBins * sizeof(unsigned)));
    HIP_CHECK(hipMemcpy(d_words, data.data(), kBytes, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_bins, 0, kBins * sizeof(unsigned)));

    hipLaunchKernelGGL(histogram256, dim3(kGroups), dim3(kThreads), 0, 0, d_words, kBytes / 4,
                       d_bins);
    HIP_CHECK(hipGetLastError());

    std::vector<unsigned> bins(kBins);
    HIP_CHECK(hipMemcpy(bins.data(), d_bins, kBins * sizeof(unsigned), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_words));
    HIP_CHECK(hipFree(d_bins));

    std::vector<unsigned> expected(kBins, 0);
    for (uint8_t b : data) expected[b]++;
    int wrong = 0;
    unsigned long long total = 0;
    int fullest = 0;
    for (int i = 0; i < kBins; i++) {
        total += bins[i];
        if (bins[i] > bins[fullest]) fullest = i;
        if (bins[i] != expected[i]) {
            if (wrong < 5) printf("bin %d: %u, expected %u\n", i, bins[i], expected[i]);
            wrong++;
        }
    }
    printf("%d bytes in %d bins: total %llu, fullest bin 0x%02x with %u\n", kBytes, kBins, total,
           fullest, bins[fullest]);
    bool ok = wrong == 0 && total == (unsigned long long)kBytes;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
