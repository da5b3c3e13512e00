// fast_walsh_transform: the Walsh-Hadamard transform of 2^16 values, in place.
// Butterfly passes with a span of at least 1024 run over global memory, one
// launch per span; the ten smallest spans run inside each 1024-value tile in
// shared memory. The inputs are small integers, so every sum is exact in
// float and the host compares bit for bit; applying the transform twice
// gives the input times N, which is checked too.
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

constexpr int kLog2N = 16;
constexpr int kN = 1 << kLog2N;
constexpr int kTile = 1024;
constexpr int kThreads = kTile / 2;

// One butterfly on data[a] and data[a + span].
__device__ void butterfly(float *data, int a, int span) {
    float x = data[a], y = data[a + span];
    data[a] = x + y;
    data[a + span] = x - y;
}

__device__ int pair_base(int pair, int span) {
    return (pair / span) * 2 * span + pair % span;
}

__global__ void fwt_global_pass(float *data, int span) {
    int pair = blockIdx.x * blockDim.x + threadIdx.x;
    butterfly(data, pair_base(pair, span), span);
}

__global__ void fwt_tile(float *data) {
    __shared__ float tile[kTile];
    float *block = data + blockIdx.x * kTile;
    const int t = threadIdx.x;
    tile[t] = block[t];
    tile[t + kThreads] = block[t + kThreads];
    __syncthreads();
    for (int span = kTile / 2; span >= 1; span >>= 1) {
        butterfly(tile, pair_base(t, span), span);
        __syncthreads();
    }
    block[t] = tile[t];
    block[t + kThreads] = tile[t + kThreads];
}

static void transform_on_device(float *d_data) {
    for (int span = kN / 2; span >= kTile; span >>= 1)
        hipLaunchKernelGGL(fwt_global_pass, dim3(kN / 2 / kThreads), dim3(kThreads), 0, 0, d_data,
                           span);
    hipLaunchKernelGGL(fwt_tile, dim3(kN / kTile), dim3(kThreads), 0, 0, d_data);
}

static void transform_on_host(std::vector<float> &v) {
    for (int span = 1; span < kN; span <<= 1)
        for (int i = 0; i < kN; i += 2 * span)
            for (int j = i; j < i + span; j++) {
                float x = v[j], y = v[j + span];
                v[j] = x + y;
                v[j + span] = x - y;
            }
}

int main() {
    std::vector<float> input(kN);
    unsigned seed = 77u;
    for (auto &x : input) {
        seed = seed * 1664525u + 1013904223u;
        x = (float)((int)(seed >> 28) - 8);  // -8 .. 7
    }

    float *d_data = nullptr;
    HIP_CHECK(hipMalloc(&d_data, kN * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_data, input.data(), kN * sizeof(float), hipMemcpyHostToDevice));
    transform_on_device(d_data);
    HIP_CHECK(hipGetLastError());
    std::vector<float> once(kN);
    HIP_CHECK(hipMemcpy(once.data(), d_data, kN * sizeof(float), hipMemcpyDeviceToHost));
    transform_on_device(d_data);
    HIP_CHECK(hipGetLastError());
    std::vector<float> twice(kN);
    HIP_CHECK(hipMemcpy(twice.data(), d_data, kN * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_data));

    std::vector<float> expected = input;
    transform_on_host(expected);
    int wrong = 0, wrong_inverse = 0;
    for (int i = 0; i < kN; i++) {
        if (once[i] != expected[i]) {
            if (wrong < 5) printf("[%d] = %g, expected %g\n", i, once[i], expected[i]);
            wrong++;
        }
        if (twice[i] != input[i] * (float)kN) wrong_inverse++;
    }
    printf("transformed %d values: [0] = %g, [1] = %g, [%d] = %g\n", kN, once[0], once[1], kN - 1,
           once[kN - 1]);
    printf("%d differences from the host, %d after the inverse\n", wrong, wrong_inverse);
    bool ok = wrong == 0 && wrong_inverse == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
