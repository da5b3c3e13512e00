// dynamic_shared: shared memory whose size is chosen at launch. A block sum
// uses `extern __shared__` sized to the work-group, launched with 64, 256 and
// 1024 work-items per group; a second kernel has both a static __shared__
// array and a dynamic one (HIP_DYNAMIC_SHARED), which must not overlap; a
// third asks for 48 KiB of dynamic shared memory. The host checks every sum
// and every copied element.
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

constexpr int kN = 1 << 14;

// sums[blockIdx.x] = sum of this group's blockDim.x inputs
__global__ void block_sums(const int *in, int *sums) {
    extern __shared__ int partial[];
    const int t = threadIdx.x;
    partial[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) partial[t] += partial[t + s];
        __syncthreads();
    }
    if (t == 0) sums[blockIdx.x] = partial[0];
}

// The static array is filled with one pattern and the dynamic one with
// another; if the two overlapped, the copies would mix them up.
__global__ void static_and_dynamic(float *out_static, float *out_dynamic, int per_item) {
    __shared__ float fixed[256];
    HIP_DYNAMIC_SHARED(float, flexible)
    const int t = threadIdx.x;
    fixed[t] = 1000.0f + t;
    for (int k = 0; k < per_item; k++) flexible[t * per_item + k] = -(float)(t * per_item + k);
    __syncthreads();
    // read back through other work-items' slots
    const int u = (t + 17) % blockDim.x;
    out_static[blockIdx.x * blockDim.x + t] = fixed[u];
    for (int k = 0; k < per_item; k++)
        out_dynamic[(blockIdx.x * blockDim.x + t) * per_item + k] = flexible[u * per_item + k];
}

// Walks a 48 KiB dynamic array: each work-item writes a stripe, then sums another.
__global__ void large_dynamic(unsigned *out, int words) {
    extern __shared__ unsigned big[];
    const int t = threadIdx.x;
    for (int i = t; i < words; i += blockDim.x) big[i] = (unsigned)i * 2654435761u;
    __syncthreads();
    unsigned x = 0;
    for (int i = (t + 1) % blockDim.x; i < words; i += blockDim.x) x ^= big[i];
    out[blockIdx.x * blockDim.x + t] = x;
}

int main() {
    std::vector<int> in(kN);
    for (int i = 0; i < kN; i++) in[i] = (i * 37) % 101 - 50;
    int *d_in = nullptr, *d_sums = nullptr;
    HIP_CHECK(hipMalloc(&d_in, kN * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_sums, kN / 64 * sizeof(int)));
    HIP_CHECK(hipMemcpy(d_in, in.data(), kN * sizeof(int), hipMemcpyHostToDevice));

    int wrong = 0;
    for (int group : {64, 256, 1024}) {
        const int groups = kN / group;
        hipLaunchKernelGGL(block_sums, dim3(groups), dim3(group), group * sizeof(int), 0, d_in,
                           d_sums);
        HIP_CHECK(hipGetLastError());
        std::vector<int> sums(groups);
        HIP_CHECK(hipMemcpy(sums.data(), d_sums, groups * sizeof(int), hipMemcpyDeviceToHost));
        int bad = 0;
        for (int g = 0; g < groups; g++) {
            int s = 0;
            for (int i = 0; i < group; i++) s += in[g * group + i];
            if (sums[g] != s) bad++;
        }
        printf("block sums, %4d work-items and %5zu bytes per group: %d wrong\n", group,
               group * sizeof(int), bad);
        wrong += bad;
    }

    const int groups = 4, threads = 256, per_item = 8;
    float *d_static = nullptr, *d_dynamic = nullptr;
    HIP_CHECK(hipMalloc(&d_static, groups * threads * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_dynamic, groups * threads * per_item * sizeof(float)));
    hipLaunchKernelGGL(static_and_dynamic, dim3(groups), dim3(threads),
                       threads * per_item * sizeof(float), 0, d_static, d_dynamic, per_item);
    HIP_CHECK(hipGetLastError());
    std::vector<float> st(groups * threads), dy(groups * threads * per_item);
    HIP_CHECK(hipMemcpy(st.data(), d_static, st.size() * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(dy.data(), d_dynamic, dy.size() * sizeof(float), hipMemcpyDeviceToHost));
    int bad_mixed = 0;
    for (int g = 0; g < groups; g++)
        for (int t = 0; t < threads; t++) {
            int u = (t + 17) % threads;
            if (st[g * threads + t] != 1000.0f + u) bad_mixed++;
            for (int k = 0; k < per_item; k++)
                if (dy[(g * threads + t) * per_item + k] != -(float)(u * per_item + k)) bad_mixed++;
        }
    printf("static 1 KiB + dynamic %d KiB: %d wrong\n", threads * per_item * 4 / 1024, bad_mixed);
    wrong += bad_mixed;

    const int words = 48 * 1024 / 4;
    unsigned *d_big = nullptr;
    HIP_CHECK(hipMalloc(&d_big, groups * threads * sizeof(unsigned)));
    hipLaunchKernelGGL(large_dynamic, dim3(groups), dim3(threads), words * sizeof(unsigned), 0,
                       d_big, words);
    HIP_CHECK(hipGetLastError());
    std::vector<unsigned> big(groups * threads);
    HIP_CHECK(hipMemcpy(big.data(), d_big, big.size() * sizeof(unsigned), hipMemcpyDeviceToHost));
    int bad_big = 0;
    for (int g = 0; g < groups; g++)
        for (int t = 0; t < threads; t++) {
            unsigned x = 0;
            for (int i = (t + 1) % threads; i < words; i += threads) x ^= (unsigned)i * 2654435761u;
            if (big[g * threads + t] != x) bad_big++;
        }
    printf("48 KiB dynamic: %d wrong\n", bad_big);
    wrong += bad_big;

    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_sums));
    HIP_CHECK(hipFree(d_static));
    HIP_CHECK(hipFree(d_dynamic));
    HIP_CHECK(hipFree(d_big));
    bool ok = wrong == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
