// simple_convolution: convolves a 384x256 image with a 5x5 mask. Each 16x16
// work-group first loads its 20x20 neighbourhood (the tile plus a 2-pixel
// apron, clamped at the image border) into shared memory, cooperatively and
// with more loads than work-items, then every work-item computes one output
// pixel from shared memory. The host convolves the same image directly and
// compares every pixel.
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

constexpr int kWidth = 384;
constexpr int kHeight = 256;
constexpr int kRadius = 2;
constexpr int kMask = 2 * kRadius + 1;
constexpr int kBlock = 16;
constexpr int kApron = kBlock + 2 * kRadius;

__host__ __device__ int clamp_index(int v, int limit) {
    return v < 0 ? 0 : (v >= limit ? limit - 1 : v);
}

__global__ void convolve(const float *in, float *out, const float *mask, int width, int height) {
    __shared__ float apron[kApron][kApron];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x0 = blockIdx.x * kBlock - kRadius, y0 = blockIdx.y * kBlock - kRadius;
    for (int i = ty * kBlock + tx; i < kApron * kApron; i += kBlock * kBlock) {
        int ax = i % kApron, ay = i / kApron;
        apron[ay][ax] = in[clamp_index(y0 + ay, height) * width + clamp_index(x0 + ax, width)];
    }
    __syncthreads();

    const int x = blockIdx.x * kBlock + tx, y = blockIdx.y * kBlock + ty;
    if (x >= width || y >= height) return;
    float sum = 0.0f;
    for (int my = 0; my < kMask; my++)
        for (int mx = 0; mx < kMask; mx++) sum += mask[my * kMask + mx] * apron[ty + my][tx + mx];
    out[y * width + x] = sum;
}

int main() {
    const int w = kWidth, h = kHeight;
    std::vector<float> image(w * h), mask(kMask * kMask);
    unsigned seed = 8u;
    for (auto &p : image) {
        seed = seed * 1664525u + 1013904223u;
        p = (float)(seed >> 24) / 255.0f;
    }
    float mask_sum = 0.0f;
    for (int y = 0; y < kMask; y++)
        for (int x = 0; x < kMask; x++) {
            // a sharpened blur: positive centre, negative corners
            float v = (float)(kMask - abs(x - kRadius) - abs(y - kRadius)) - 2.0f;
            mask[y * kMask + x] = v;
            mask_sum += v;
        }
    for (auto &m : mask) m /= mask_sum;

    float *d_in = nullptr, *d_out = nullptr, *d_mask = nullptr;
    HIP_CHECK(hipMalloc(&d_in, w * h * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_out, w * h * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_mask, mask.size() * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_in, image.data(), w * h * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(d_mask, mask.data(), mask.size() * sizeof(float), hipMemcpyHostToDevice));

    dim3 block(kBlock, kBlock);
    dim3 grid((w + kBlock - 1) / kBlock, (h + kBlock - 1) / kBlock);
    hipLaunchKernelGGL(convolve, grid, block, 0, 0, d_in, d_out, d_mask, w, h);
    HIP_CHECK(hipGetLastError());

    std::vector<float> out(w * h);
    HIP_CHECK(hipMemcpy(out.data(), d_out, w * h * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
    HIP_CHECK(hipFree(d_mask));

    int wrong = 0;
    double worst = 0.0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float sum = 0.0f;
            for (int my = 0; my < kMask; my++)
                for (int mx = 0; mx < kMask; mx++)
                    sum += mask[my * kMask + mx] *
                           image[clamp_index(y + my - kRadius, h) * w +
                                 clamp_index(x + mx - kRadius, w)];
            double d = fabs(out[y * w + x] - sum);
            worst = fmax(worst, d);
            if (d > 1e-5) {
                if (wrong < 5) printf("(%d, %d) = %f, expected %f\n", x, y, out[y * w + x], sum);
                wrong++;
            }
        }
    printf("%dx%d image, %dx%d mask: out(0,0) = %.5f, out(%d,%d) = %.5f\n", w, h, kMask, kMask,
           out[0], w - 1, h - 1, out[w * h - 1]);
    printf("largest difference from the host: %.2e\n", worst);
    bool ok = wrong == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
