// memcpy_2d: copies of rectangles between buffers whose rows have different
// pitches. A 200 x 120 float image in padded host rows goes to a pitched
// device allocation (hipMallocPitch, hipMemcpy2D), a kernel scales it
// addressing rows by the pitch, a 100 x 80 window is copied device to device
// into a second pitched allocation, and both come back: the window with
// hipMemcpy2DAsync into tight rows, the whole image into the padded host rows,
// whose padding must be left alone.
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

constexpr int kW = 200, kH = 120;       // image
constexpr int kHostPitch = 256;         // floats per host row
constexpr int kWinX = 50, kWinY = 20;   // window origin
constexpr int kWinW = 100, kWinH = 80;  // window size
constexpr float kPadding = -12345.0f;

__global__ void scale_pitched(float *image, size_t pitch, int width, int height, float factor) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height) return;
    float *row = (float *)((char *)image + y * pitch);
    row[x] = row[x] * factor + (float)y;
}

static float original(int x, int y) { return (float)(x + 1000 * y); }

int main() {
    std::vector<float> host(kHostPitch * kH, kPadding);
    for (int y = 0; y < kH; y++)
        for (int x = 0; x < kW; x++) host[y * kHostPitch + x] = original(x, y);

    float *d_image = nullptr, *d_window = nullptr;
    size_t pitch = 0, window_pitch = 0;
    HIP_CHECK(hipMallocPitch((void **)&d_image, &pitch, kW * sizeof(float), kH));
    HIP_CHECK(hipMallocPitch((void **)&d_window, &window_pitch, kWinW * sizeof(float), kWinH));
    printf("pitch of a %zu-byte row: %zu; of a %zu-byte row: %zu\n", kW * sizeof(float), pitch,
           kWinW * sizeof(float), window_pitch);

    HIP_CHECK(hipMemcpy2D(d_image, pitch, host.data(), kHostPitch * sizeof(float),
                          kW * sizeof(float), kH, hipMemcpyHostToDevice));
    dim3 block(16, 16), grid((kW + 15) / 16, (kH + 15) / 16);
    hipLaunchKernelGGL(scale_pitched, grid, block, 0, 0, d_image, pitch, kW, kH, 2.0f);
    HIP_CHECK(hipGetLastError());

    const char *window_origin = (const char *)d_image + kWinY * pitch + kWinX * sizeof(float);
    HIP_CHECK(hipMemcpy2D(d_window, window_pitch, window_origin, pitch, kWinW * sizeof(float),
                          kWinH, hipMemcpyDeviceToDevice));

    std::vector<float> window(kWinW * kWinH, 0.0f);
    hipStream_t stream;
    HIP_CHECK(hipStreamCreate(&stream));
    HIP_CHECK(hipMemcpy2DAsync(window.data(), kWinW * sizeof(float), d_window, window_pitch,
                               kWinW * sizeof(float), kWinH, hipMemcpyDeviceToHost, stream));
    HIP_CHECK(hipStreamSynchronize(stream));
    HIP_CHECK(hipStreamDestroy(stream));
    HIP_CHECK(hipMemcpy2D(host.data(), kHostPitch * sizeof(float), d_image, pitch,
                          kW * sizeof(float), kH, hipMemcpyDeviceToHost));

    int wrong_image = 0, wrong_padding = 0, wrong_window = 0;
    for (int y = 0; y < kH; y++)
        for (int x = 0; x < kHostPitch; x++) {
            float v = host[y * kHostPitch + x];
            if (x < kW && v != original(x, y) * 2.0f + y) wrong_image++;
            if (x >= kW && v != kPadding) wrong_padding++;
        }
    for (int y = 0; y < kWinH; y++)
        for (int x = 0; x < kWinW; x++)
            if (window[y * kWinW + x] != original(x + kWinX, y + kWinY) * 2.0f + (y + kWinY))
                wrong_window++;
    printf("image: %d wrong, padding: %d changed, window: %d wrong\n", wrong_image, wrong_padding,
           wrong_window);

    HIP_CHECK(hipFree(d_image));
    HIP_CHECK(hipFree(d_window));
    bool ok = wrong_image == 0 && wrong_padding == 0 && wrong_window == 0 &&
              pitch >= kW * sizeof(float) && window_pitch >= kWinW * sizeof(float);
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
