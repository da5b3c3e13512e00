// dct: the 8x8 two-dimensional discrete cosine transform (DCT-II, orthonormal,
// as in JPEG) of every 8x8 block of a 256x256 image, and its inverse. One
// 8x8 work-group per block: the block and the 8x8 cosine matrix C go to shared
// memory, then Y = C X C^T is computed as two matrix products with a barrier
// in between (X = C^T Y C for the inverse). The host computes the forward
// transform in double; the inverse must give back the image.
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

constexpr int kB = 8;  // block edge
constexpr int kWidth = 256;
constexpr int kHeight = 256;

// cosines[u * 8 + x] = C[u][x]; `inverse` selects C^T Y C instead of C X C^T.
__global__ void dct8x8(const float *in, float *out, const float *cosines, int width,
                       bool inverse) {
    __shared__ float c[kB][kB];
    __shared__ float block[kB][kB];
    __shared__ float half[kB][kB];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x = blockIdx.x * kB + tx, y = blockIdx.y * kB + ty;
    c[ty][tx] = cosines[ty * kB + tx];
    block[ty][tx] = in[y * width + x];
    __syncthreads();

    // first product: rows of the result of the left multiplication
    float sum = 0.0f;
    for (int k = 0; k < kB; k++)
        sum += inverse ? c[k][ty] * block[k][tx] : c[ty][k] * block[k][tx];
    half[ty][tx] = sum;
    __syncthreads();

    // second product: multiply on the right
    sum = 0.0f;
    for (int k = 0; k < kB; k++)
        sum += inverse ? half[ty][k] * c[k][tx] : half[ty][k] * c[tx][k];
    out[y * width + x] = sum;
}

int main() {
    const int w = kWidth, h = kHeight;
    std::vector<float> cosines(kB * kB), image(w * h);
    const double pi = 3.14159265358979323846;
    for (int u = 0; u < kB; u++)
        for (int x = 0; x < kB; x++)
            cosines[u * kB + x] =
                (float)((u == 0 ? sqrt(1.0 / kB) : sqrt(2.0 / kB)) * cos((2 * x + 1) * u * pi / 16));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)  // smooth gradients plus a little texture
            image[y * w + x] = (float)((x * 3 + y * 5) % 256 / 2 + ((x * y) & 15));

    float *d_image = nullptr, *d_coeff = nullptr, *d_back = nullptr, *d_cos = nullptr;
    HIP_CHECK(hipMalloc(&d_image, w * h * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_coeff, w * h * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_back, w * h * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_cos, kB * kB * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_image, image.data(), w * h * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(d_cos, cosines.data(), kB * kB * sizeof(float), hipMemcpyHostToDevice));

    dim3 block(kB, kB), grid(w / kB, h / kB);
    hipLaunchKernelGGL(dct8x8, grid, block, 0, 0, d_image, d_coeff, d_cos, w, false);
    hipLaunchKernelGGL(dct8x8, grid, block, 0, 0, d_coeff, d_back, d_cos, w, true);
    HIP_CHECK(hipGetLastError());

    std::vector<float> coeff(w * h), back(w * h);
    HIP_CHECK(hipMemcpy(coeff.data(), d_coeff, w * h * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(back.data(), d_back, w * h * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_image));
    HIP_CHECK(hipFree(d_coeff));
    HIP_CHECK(hipFree(d_back));
    HIP_CHECK(hipFree(d_cos));

    double worst_forward = 0.0, worst_inverse = 0.0;
    for (int by = 0; by < h; by += kB)
        for (int bx = 0; bx < w; bx += kB)
            for (int u = 0; u < kB; u++)
                for (int v = 0; v < kB; v++) {
                    double s = 0.0;
                    for (int yy = 0; yy < kB; yy++)
                        for (int xx = 0; xx < kB; xx++)
                            s += (double)cosines[u * kB + yy] * cosines[v * kB + xx] *
                                 image[(by + yy) * w + bx + xx];
                    int i = (by + u) * w + bx + v;
                    worst_forward = fmax(worst_forward, fabs(coeff[i] - s));
                    worst_inverse = fmax(worst_inverse, fabs(back[i] - image[i]));
                }
    printf("%dx%d image in %d blocks: DC of block 0 = %.3f, coefficient (0,1) = %.3f\n", w, h,
           (w / kB) * (h / kB), coeff[0], coeff[1]);
    printf("largest error: forward %.2e, after the inverse %.2e\n", worst_forward, worst_inverse);
    bool ok = worst_forward < 2e-3 && worst_inverse < 2e-3;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
