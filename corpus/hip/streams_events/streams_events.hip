// streams_events: four streams, each copying its quarter of a pinned host
// array to the device, running a kernel on it and copying it back, all with
// asynchronous calls, timed with events (hipEventElapsedTime). A fifth kernel
// on stream 1 combines the results of streams 0 and 1 after waiting, through
// hipStreamWaitEvent, for an event recorded on stream 0. Stream 3 is created
// non-blocking. The host checks every value and that each timing is a
// non-negative number of milliseconds.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

constexpr int kStreams = 4;
constexpr int kChunk = 1 << 16;
constexpr int kN = kStreams * kChunk;
constexpr int kRounds = 8;

// A few rounds of a polynomial per element, so the kernel takes a while.
__global__ void polish(float *data, int n, float scale) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = data[i];
    for (int r = 0; r < kRounds; r++) x = x * 0.5f + scale;
    data[i] = x;
}

__global__ void combine(const float *a, const float *b, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] - b[i];
}

static float polish_on_host(float x, float scale) {
    for (int r = 0; r < kRounds; r++) x = x * 0.5f + scale;
    return x;
}

int main() {
    float *host = nullptr, *host_combined = nullptr;
    HIP_CHECK(hipHostMalloc(&host, kN * sizeof(float), hipHostMallocDefault));
    HIP_CHECK(hipHostMalloc(&host_combined, kChunk * sizeof(float), hipHostMallocDefault));
    for (int i = 0; i < kN; i++) host[i] = (float)(i % 1000);

    float *device = nullptr, *combined = nullptr;
    HIP_CHECK(hipMalloc(&device, kN * sizeof(float)));
    HIP_CHECK(hipMalloc(&combined, kChunk * sizeof(float)));

    hipStream_t streams[kStreams];
    hipEvent_t start[kStreams], stop[kStreams], stream0_done;
    for (int s = 0; s < kStreams; s++) {
        if (s == kStreams - 1)
            HIP_CHECK(hipStreamCreateWithFlags(&streams[s], hipStreamNonBlocking));
        else
            HIP_CHECK(hipStreamCreate(&streams[s]));
        HIP_CHECK(hipEventCreate(&start[s]));
        HIP_CHECK(hipEventCreate(&stop[s]));
    }
    HIP_CHECK(hipEventCreate(&stream0_done));

    const int threads = 256;
    for (int s = 0; s < kStreams; s++) {
        float *h = host + s * kChunk, *d = device + s * kChunk;
        HIP_CHECK(hipEventRecord(start[s], streams[s]));
        HIP_CHECK(hipMemcpyAsync(d, h, kChunk * sizeof(float), hipMemcpyHostToDevice,
                                 streams[s]));
        hipLaunchKernelGGL(polish, dim3(kChunk / threads), dim3(threads), 0, streams[s], d, kChunk,
                           (float)(s + 1));
        HIP_CHECK(hipGetLastError());
        if (s == 0) HIP_CHECK(hipEventRecord(stream0_done, streams[0]));
        HIP_CHECK(hipMemcpyAsync(h, d, kChunk * sizeof(float), hipMemcpyDeviceToHost,
                                 streams[s]));
        HIP_CHECK(hipEventRecord(stop[s], streams[s]));
    }
    // stream 1 waits for stream 0's kernel before combining both chunks
    HIP_CHECK(hipStreamWaitEvent(streams[1], stream0_done, 0));
    hipLaunchKernelGGL(combine, dim3(kChunk / threads), dim3(threads), 0, streams[1], device,
                       device + kChunk, combined, kChunk);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpyAsync(host_combined, combined, kChunk * sizeof(float),
                             hipMemcpyDeviceToHost, streams[1]));

    hipError_t query = hipStreamQuery(streams[2]);  // hipSuccess or hipErrorNotReady
    if (query != hipSuccess && query != hipErrorNotReady) HIP_CHECK(query);
    for (int s = 0; s < kStreams; s++) HIP_CHECK(hipStreamSynchronize(streams[s]));
    HIP_CHECK(hipStreamQuery(streams[2]));  // idle now
    HIP_CHECK(hipEventSynchronize(stop[kStreams - 1]));
    HIP_CHECK(hipEventQuery(stop[0]));

    bool times_ok = true;
    for (int s = 0; s < kStreams; s++) {
        float ms = -1.0f;
        HIP_CHECK(hipEventElapsedTime(&ms, start[s], stop[s]));
        printf("stream %d: %.3f ms\n", s, ms);
        times_ok = times_ok && ms >= 0.0f && std::isfinite(ms);
    }

    int wrong = 0;
    for (int s = 0; s < kStreams; s++)
        for (int i = 0; i < kChunk; i++) {
            int g = s * kChunk + i;
            if (host[g] != polish_on_host((float)(g % 1000), (float)(s + 1))) wrong++;
        }
    int wrong_combined = 0;
    for (int i = 0; i < kChunk; i++)
        if (host_combined[i] != host[i] - host[kChunk + i]) wrong_combined++;

    for (int s = 0; s < kStreams; s++) {
        HIP_CHECK(hipStreamDestroy(streams[s]));
        HIP_CHECK(hipEventDestroy(start[s]));
        HIP_CHECK(hipEventDestroy(stop[s]));
    }
    HIP_CHECK(hipEventDestroy(stream0_done));
    HIP_CHECK(hipFree(device));
    HIP_CHECK(hipFree(combined));
    HIP_CHECK(hipHostFree(host));
    HIP_CHECK(hipHostFree(host_combined));

    printf("%d streams x %d values: %d wrong, %d wrong after combining\n", kStreams, kChunk, wrong,
           wrong_combined);
    bool ok = wrong == 0 && wrong_combined == 0 && times_ok;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
