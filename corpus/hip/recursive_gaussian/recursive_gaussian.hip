// recursive_gaussian: blurs a 256x256 image with Deriche's second-order
// recursive approximation of a Gaussian (sigma = 4). A recursive filter runs
// along a line, so each work-item filters one whole column, forwards and
// backwards; the image is then transposed through a shared-memory tile, the
// columns (the old rows) are filtered, and it is transposed back. The filter
// coefficients travel as a struct passed by value. The host filters the same
// image the same way and compares every pixel.
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

constexpr int kWidth = 256;
constexpr int kHeight = 256;
constexpr int kTile = 16;

struct Deriche {
    float a0, a1, a2, a3;  // feed-forward
    float b1, b2;          // feedback
    float edge_forward, edge_backward;  // steady-state gains for a constant border
};

static Deriche deriche_coefficients(float sigma) {
    const float alpha = 1.695f / sigma;
    const float ema = expf(-alpha), ema2 = expf(-2.0f * alpha);
    const float k = (1.0f - ema) * (1.0f - ema) / (1.0f + 2.0f * alpha * ema - ema2);
    Deriche d;
    d.a0 = k;
    d.a1 = k * (alpha - 1.0f) * ema;
    d.a2 = k * (alpha + 1.0f) * ema;
    d.a3 = -k * ema2;
    d.b1 = -2.0f * ema;
    d.b2 = ema2;
    d.edge_forward = (d.a0 + d.a1) / (1.0f + d.b1 + d.b2);
    d.edge_backward = (d.a2 + d.a3) / (1.0f + d.b1 + d.b2);
    return d;
}

// Filters column x of a width x height row-major image (in -> out).
__host__ __device__ void filter_column(const float *in, float *out, int x, int width, int height,
                                       Deriche c) {
    // causal pass, the border value repeated before the first row
    float xp = in[x], yp = c.edge_forward * xp, yb = yp;
    for (int y = 0; y < height; y++) {
        float xc = in[y * width + x];
        float yc = c.a0 * xc + c.a1 * xp - c.b1 * yp - c.b2 * yb;
        out[y * width + x] = yc;
        xp = xc;
        yb = yp;
        yp = yc;
    }
    // anti-causal pass, the border value repeated after the last row
    float xn = in[(height - 1) * width + x], xa = xn;
    float yn = c.edge_backward * xn, ya = yn;
    for (int y = height - 1; y >= 0; y--) {
        float xc = in[y * width + x];
        float yc = c.a2 * xn + c.a3 * xa - c.b1 * yn - c.b2 * ya;
        xa = xn;
        xn = xc;
        ya = yn;
        yn = yc;
        out[y * width + x] += yc;
    }
}

__global__ void deriche_columns(const float *in, float *out, int width, int height, Deriche c) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x < width) filter_column(in, out, x, width, height, c);
}

// out (height x width) = transpose of in (width x height); the +1 column
// keeps the tile's columns in different shared-memory banks.
__global__ void transpose(const float *in, float *out, int width, int height) {
    __shared__ float tile[kTile][kTile + 1];
    int x = blockIdx.x * kTile + threadIdx.x;
    int y = blockIdx.y * kTile + threadIdx.y;
    if (x < width && y < height) tile[threadIdx.y][threadIdx.x] = in[y * width + x];
    __syncthreads();
    x = blockIdx.y * kTile + threadIdx.x;
    y = blockIdx.x * kTile + threadIdx.y;
    if (x < height && y < width) out[y * height + x] = tile[threadIdx.x][threadIdx.y];
}

static float test_image(int x, int y) {
    float dx = x - 100.0f, dy = y - 140.0f;
    float v = dx * dx + dy * dy < 60.0f * 60.0f ? 0.8f : 0.1f;  // a disc
    if (x > 170 && x < 230 && y > 20 && y < 90) v = 1.0f;       // a square
    if ((x / 8 + y / 8) % 2 == 0 && y > 220) v += 0.1f;          // a checkerboard strip
    return v;
}

int main() {
    const int w = kWidth, h = kHeight;
    const Deriche c = deriche_coefficients(4.0f);
    std::vector<float> image(w * h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) image[y * w + x] = test_image(x, y);

    float *d_a = nullptr, *d_b = nullptr;
    HIP_CHECK(hipMalloc(&d_a, w * h * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_b, w * h * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_a, image.data(), w * h * sizeof(float), hipMemcpyHostToDevice));

    const int threads = 64;
    dim3 tiles_wh((w + kTile - 1) / kTile, (h + kTile - 1) / kTile);
    dim3 tiles_hw((h + kTile - 1) / kTile, (w + kTile - 1) / kTile);
    dim3 tile(kTile, kTile);
    deriche_columns<<<(w + threads - 1) / threads, threads>>>(d_a, d_b, w, h, c);
    transpose<<<tiles_wh, tile>>>(d_b, d_a, w, h);
    deriche_columns<<<(h + threads - 1) / threads, threads>>>(d_a, d_b, h, w, c);
    transpose<<<tiles_hw, tile>>>(d_b, d_a, h, w);
    HIP_CHECK(hipGetLastError());

    std::vector<float> blurred(w * h);
    HIP_CHECK(hipMemcpy(blurred.data(), d_a, w * h * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_a));
    HIP_CHECK(hipFree(d_b));

    std::vector<float> tmp(w * h), tr(w * h), expected(w * h);
    for (int x = 0; x < w; x++) filter_column(image.data(), tmp.data(), x, w, h, c);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) tr[x * h + y] = tmp[y * w + x];
    for (int x = 0; x < h; x++) filter_column(tr.data(), tmp.data(), x, h, w, c);
    for (int y = 0; y < w; y++)
        for (int x = 0; x < h; x++) expected[x * w + y] = tmp[y * h + x];

    int wrong = 0;
    double worst = 0.0, sum_in = 0.0, sum_out = 0.0;
    for (int i = 0; i < w * h; i++) {
        double d = fabs(blurred[i] - expected[i]);
        worst = fmax(worst, d);
        if (d > 1e-4) wrong++;
        sum_in += image[i];
        sum_out += blurred[i];
    }
    printf("%dx%d image, sigma 4: centre of the disc %.4f, its edge %.4f, background %.4f\n", w, h,
           blurred[140 * w + 100], blurred[140 * w + 160], blurred[10 * w + 10]);
    printf("mean before %.5f, after %.5f; largest difference from the host %.2e\n",
           sum_in / (w * h), sum_out / (w * h), worst);
    bool ok = wrong == 0 && fabs(sum_in - sum_out) / (w * h) < 1e-3;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
