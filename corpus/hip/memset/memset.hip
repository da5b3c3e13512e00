// memset: every way of filling device memory with a value. hipMemset (bytes),
// hipMemsetD8/D16/D32 (elements), hipMemsetAsync on a stream, hipMemset on
// an odd-sized range at an odd offset (the bytes around it must not change),
// and hipMemset2D on a pitched allocation (only the requested width of each
// row). A kernel counts the bytes that differ from the expected pattern, so
// the check is made on the device as well as after copying back.
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

constexpr size_t kBytes = 1 << 16;

// counts bytes of data[0..n) that differ from expected[0..n)
__global__ void count_differences(const uint8_t *data, const uint8_t *expected, size_t n,
                                  unsigned *count) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n && data[i] != expected[i]) atomicAdd(count, 1u);
}

static uint8_t *d_expected = nullptr;
static size_t expected_capacity = 0;
static unsigned *d_count = nullptr;

// Compares device bytes with `expected` on the device and on the host.
static int check(const char *what, const uint8_t *d_data, const std::vector<uint8_t> &expected) {
    const size_t n = expected.size();
    if (n > expected_capacity) {
        HIP_CHECK(hipFree(d_expected));
        HIP_CHECK(hipMalloc(&d_expected, n));
        expected_capacity = n;
    }
    HIP_CHECK(hipMemcpy(d_expected, expected.data(), n, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_count, 0, sizeof(unsigned)));
    hipLaunchKernelGGL(count_differences, dim3((unsigned)((n + 255) / 256)), dim3(256), 0, 0,
                       d_data, d_expected, n, d_count);
    HIP_CHECK(hipGetLastError());
    unsigned on_device = 0;
    HIP_CHECK(hipMemcpy(&on_device, d_count, sizeof on_device, hipMemcpyDeviceToHost));
    std::vector<uint8_t> got(n);
    HIP_CHECK(hipMemcpy(got.data(), d_data, n, hipMemcpyDeviceToHost));
    unsigned on_host = 0;
    for (size_t i = 0; i < n; i++) on_host += got[i] != expected[i];
    printf("%-40s %u bytes differ (device), %u (host)\n", what, on_device, on_host);
    return (int)(on_device + on_host);
}

int main() {
    uint8_t *d = nullptr;
    HIP_CHECK(hipMalloc(&d, kBytes));
    HIP_CHECK(hipMalloc(&d_count, sizeof(unsigned)));
    std::vector<uint8_t> expected(kBytes);
    int wrong = 0;

    HIP_CHECK(hipMemset(d, 0xab, kBytes));
    expected.assign(kBytes, 0xab);
    wrong += check("hipMemset 0xab:", d, expected);

    HIP_CHECK(hipMemsetD32(d, 0xdeadbeef, kBytes / 4));
    for (size_t i = 0; i < kBytes; i += 4) {
        uint32_t v = 0xdeadbeef;
        for (int k = 0; k < 4; k++) expected[i + k] = (uint8_t)(v >> (8 * k));
    }
    wrong += check("hipMemsetD32 0xdeadbeef:", d, expected);

    HIP_CHECK(hipMemsetD16(d, 0x1234, kBytes / 4));  // first half only
    for (size_t i = 0; i < kBytes / 2; i += 2) {
        expected[i] = 0x34;
        expected[i + 1] = 0x12;
    }
    wrong += check("hipMemsetD16 0x1234, first half:", d, expected);

    HIP_CHECK(hipMemsetD8(d + 1, 0x5a, 1000));
    for (size_t i = 1; i < 1001; i++) expected[i] = 0x5a;
    wrong += check("hipMemsetD8 0x5a at offset 1:", d, expected);

    HIP_CHECK(hipMemset(d + 4093, 0x00, 13));  // across a 4 KiB boundary, odd both ends
    for (size_t i = 4093; i < 4106; i++) expected[i] = 0;
    wrong += check("hipMemset 13 bytes at offset 4093:", d, expected);

    hipStream_t stream;
    HIP_CHECK(hipStreamCreate(&stream));
    HIP_CHECK(hipMemsetAsync(d + kBytes / 2, 0x77, kBytes / 2, stream));
    HIP_CHECK(hipStreamSynchronize(stream));
    HIP_CHECK(hipStreamDestroy(stream));
    for (size_t i = kBytes / 2; i < kBytes; i++) expected[i] = 0x77;
    wrong += check("hipMemsetAsync 0x77, second half:", d, expected);

    // 2-D: 100 rows of 300 bytes in a pitched allocation, fill 250 x 60
    uint8_t *pitched = nullptr;
    size_t pitch = 0;
    const size_t width = 300, height = 100;
    HIP_CHECK(hipMallocPitch((void **)&pitched, &pitch, width, height));
    HIP_CHECK(hipMemset(pitched, 0x11, pitch * height));
    HIP_CHECK(hipMemset2D(pitched, pitch, 0xee, 250, 60));
    std::vector<uint8_t> expected2(pitch * height, 0x11);
    for (size_t r = 0; r < 60; r++)
        for (size_t c = 0; c < 250; c++) expected2[r * pitch + c] = 0xee;
    printf("pitch of a %zu-byte row: %zu\n", width, pitch);
    wrong += check("hipMemset2D 250 x 60 of 300 x 100:", pitched, expected2);

    HIP_CHECK(hipFree(d));
    HIP_CHECK(hipFree(pitched));
    HIP_CHECK(hipFree(d_expected));
    HIP_CHECK(hipFree(d_count));
    bool ok = wrong == 0 && pitch >= width;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
