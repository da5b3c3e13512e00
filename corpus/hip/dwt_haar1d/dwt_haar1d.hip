// dwt_haar1d: full one-dimensional Haar wavelet decomposition of a signal of
// 2^16 samples (orthonormal: pairs become (a+b)/sqrt2 and (a-b)/sqrt2). Each
// work-group takes 512 samples through all 9 levels in shared memory and
// writes each level's detail coefficients to their place in the standard
// layout (out[n/2^j ...] for level j); a second launch of one work-group takes
// the 128 remaining averages through the last 7 levels. The host decomposes
// the same signal in double, and the energy (sum of squares) must be kept.
#include <hip/hip_runtime.h>

#include <cmath>
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

constexpr int kN = 1 << 16;
constexpr int kTile = 512;

// Decomposes `in` (n samples, n / len work-groups of len = min(kTile, n)
// samples each); details go to `out` in the standard layout, each work-group's
// final average to averages[blockIdx.x].
__global__ void haar_tiles(const float *in, float *out, float *averages, int n) {
    __shared__ float s[kTile];
    const float r = 0.70710678118654752f;  // 1 / sqrt(2)
    const int len = n < kTile ? n : kTile;
    const int base = blockIdx.x * len, t = threadIdx.x;
    for (int i = t; i < len; i += blockDim.x) s[i] = in[base + i];
    __syncthreads();
    int level = 1;
    for (int half = len / 2; half >= 1; half /= 2, level++) {
        float average = 0.0f;
        if (t < half) {
            float a = s[2 * t], b = s[2 * t + 1];
            average = (a + b) * r;
            out[(n >> level) + blockIdx.x * half + t] = (a - b) * r;
        }
        __syncthreads();
        if (t < half) s[t] = average;
        __syncthreads();
    }
    if (t == 0) averages[blockIdx.x] = s[0];
}

int main() {
    std::vector<float> signal(kN);
    unsigned seed = 1u;
    for (int i = 0; i < kN; i++) {
        seed = seed * 1664525u + 1013904223u;
        signal[i] = sinf(i * 0.001f) * 4.0f + (i % 1000 < 500 ? 1.0f : -1.0f) +
                    (float)(seed >> 20) / 4096.0f;
    }

    float *d_signal = nullptr, *d_out = nullptr, *d_averages = nullptr;
    const int groups = kN / kTile;
    HIP_CHECK(hipMalloc(&d_signal, kN * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_out, kN * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_averages, groups * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_signal, signal.data(), kN * sizeof(float), hipMemcpyHostToDevice));

    hipLaunchKernelGGL(haar_tiles, dim3(groups), dim3(kTile / 2), 0, 0, d_signal, d_out,
                       d_averages, kN);
    // out[0] receives the overall average
    hipLaunchKernelGGL(haar_tiles, dim3(1), dim3(groups / 2), 0, 0, d_averages, d_out, d_out,
                       groups);
    HIP_CHECK(hipGetLastError());

    std::vector<float> out(kN);
    HIP_CHECK(hipMemcpy(out.data(), d_out, kN * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_signal));
    HIP_CHECK(hipFree(d_out));
    HIP_CHECK(hipFree(d_averages));

    std::vector<double> cur(signal.begin(), signal.end()), expected(kN);
    for (int len = kN; len > 1; len /= 2) {
        std::vector<double> next(len / 2);
        for (int i = 0; i < len / 2; i++) {
            next[i] = (cur[2 * i] + cur[2 * i + 1]) / sqrt(2.0);
            expected[len / 2 + i] = (cur[2 * i] - cur[2 * i + 1]) / sqrt(2.0);
        }
        cur = next;
    }
    expected[0] = cur[0];

    double worst = 0.0, energy_in = 0.0, energy_out = 0.0;
    int wrong = 0;
    for (int i = 0; i < kN; i++) {
        double d = fabs(out[i] - expected[i]) / (1.0 + fabs(expected[i]));
        worst = fmax(worst, d);
        if (d > 1e-4) {
            if (wrong < 5) printf("out[%d] = %f, expected %f\n", i, out[i], expected[i]);
            wrong++;
        }
        energy_in += (double)signal[i] * signal[i];
        energy_out += (double)out[i] * out[i];
    }
    printf("%d samples: average coefficient %.4f, first detail %.4f\n", kN, out[0], out[1]);
    printf("energy %.3f -> %.3f; largest relative error %.2e\n", energy_in, energy_out, worst);
    bool ok = wrong == 0 && fabs(energy_in - energy_out) < 1e-5 * energy_in;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
