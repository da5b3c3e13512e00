// matrix_multiplication: C = A * B for a 256x320 A and a 320x192 B (float),
// tiled: each 16x16 work-group loads one 16x16 tile of A and of B into shared
// memory per step, waits at a barrier, accumulates, and waits again before
// the next tiles overwrite the old ones. The sizes differ in every dimension
// so that swapped indices show. The host multiplies in double and accepts a
// small relative error.
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

constexpr int kTile = 16;
constexpr int kRowsA = 256;  // M
constexpr int kColsA = 320;  // K
constexpr int kColsB = 192;  // N

// c[M x N] = a[M x K] * b[K x N], all row-major; M, N, K multiples of kTile.
__global__ void matmul_tiled(const float *a, const float *b, float *c, int m, int n, int k) {
    __shared__ float tile_a[kTile][kTile];
    __shared__ float tile_b[kTile][kTile];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * kTile + ty;
    const int col = blockIdx.x * kTile + tx;

    float sum = 0.0f;
    for (int t = 0; t < k; t += kTile) {
        tile_a[ty][tx] = a[row * k + t + tx];
        tile_b[ty][tx] = b[(t + ty) * n + col];
        __syncthreads();
        for (int e = 0; e < kTile; e++) {
            sum += tile_a[ty][e] * tile_b[e][tx];
        }
        __syncthreads();
    }
    c[row * n + col] = sum;
}

int main() {
    const int m = kRowsA, k = kColsA, n = kColsB;
    std::vector<float> a(m * k), b(k * n), c(m * n);
    unsigned seed = 31337u;
    auto next = [&seed]() {
        seed = seed * 1664525u + 1013904223u;
        return (float)(seed >> 8) / 16777216.0f - 0.5f;
    };
    for (auto &x : a) x = next();
    for (auto &x : b) x = next();

    float *d_a = nullptr, *d_b = nullptr, *d_c = nullptr;
    HIP_CHECK(hipMalloc(&d_a, a.size() * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_b, b.size() * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_c, c.size() * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_a, a.data(), a.size() * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(d_b, b.data(), b.size() * sizeof(float), hipMemcpyHostToDevice));

    dim3 block(kTile, kTile);
    dim3 grid(n / kTile, m / kTile);
    hipLaunchKernelGGL(matmul_tiled, grid, block, 0, 0, d_a, d_b, d_c, m, n, k);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(c.data(), d_c, c.size() * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_a));
    HIP_CHECK(hipFree(d_b));
    HIP_CHECK(hipFree(d_c));

    int wrong = 0;
    double worst = 0.0;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double s = 0.0, mag = 0.0;
            for (int e = 0; e < k; e++) {
                s += (double)a[i * k + e] * b[e * n + j];
                mag += fabs((double)a[i * k + e] * b[e * n + j]);
            }
            double err = fabs(c[i * n + j] - s) / (mag + 1e-30);
            worst = fmax(worst, err);
            if (err > 1e-5) {
                if (wrong < 5) printf("c[%d][%d] = %f, expected %f\n", i, j, c[i * n + j], s);
                wrong++;
            }
        }
    printf("%dx%d times %dx%d: c[0][0] = %.6f, c[%d][%d] = %.6f\n", m, k, k, n, c[0], m - 1, n - 1,
           c[m * n - 1]);
    printf("largest error relative to the sum of magnitudes: %.2e\n", worst);
    bool ok = wrong == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
