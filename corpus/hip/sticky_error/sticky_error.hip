// A kernel that faults leaves its error sticky: every synchronising call after it returns the
// error (events, streams, the device, from any thread), and so do copies, until
// hipDeviceReset clears it. Before the fault and after the reset, the same calls succeed.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <thread>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

__global__ void store(int *out, int value) { out[threadIdx.x] = value; }

static int failures = 0;

static void expect(const char *what, hipError_t got, hipError_t want) {
    printf("%s: %s%s\n", what, hipGetErrorName(got), got == want ? "" : "  <-- unexpected");
    if (got != want) {
        failures++;
    }
}

// Every way a program waits for its work, each expected to return `want`.
static void wait_all(const char *when, hipStream_t stream, hipEvent_t event, hipError_t want) {
    char what[128];
    snprintf(what, sizeof what, "%s, hipEventSynchronize", when);
    expect(what, hipEventSynchronize(event), want);
    snprintf(what, sizeof what, "%s, hipEventQuery", when);
    expect(what, hipEventQuery(event), want);
    snprintf(what, sizeof what, "%s, hipStreamSynchronize", when);
    expect(what, hipStreamSynchronize(stream), want);
    snprintf(what, sizeof what, "%s, hipStreamQuery", when);
    expect(what, hipStreamQuery(stream), want);
    snprintf(what, sizeof what, "%s, hipDeviceSynchronize", when);
    expect(what, hipDeviceSynchronize(), want);
    hipError_t other = hipErrorUnknown;
    std::thread([&other] { other = hipDeviceSynchronize(); }).join();
    snprintf(what, sizeof what, "%s, hipDeviceSynchronize on another thread", when);
    expect(what, other, want);
}

int main() {
    const int n = 64;
    int *data = nullptr;
    HIP_CHECK(hipMalloc(&data, n * sizeof(int)));
    hipStream_t stream;
    HIP_CHECK(hipStreamCreate(&stream));
    hipEvent_t done;
    HIP_CHECK(hipEventCreate(&done));

    store<<<1, n, 0, stream>>>(data, 1);
    HIP_CHECK(hipEventRecord(done, stream));
    wait_all("before the fault", stream, done, hipSuccess);

    // A store through an address nothing maps: the launch succeeds, the kernel faults.
    store<<<1, n, 0, stream>>>(reinterpret_cast<int *>(0x10), 2);
    HIP_CHECK(hipEventRecord(done, stream));
    wait_all("after the fault", stream, done, hipErrorIllegalAddress);
    int host[n] = {};
    expect("after the fault, hipMemcpy", hipMemcpy(host, data, sizeof host, hipMemcpyDeviceToHost),
           hipErrorIllegalAddress);

    // The reset clears the error and drops the device's streams and allocations.
    expect("hipDeviceReset", hipDeviceReset(), hipSuccess);
    HIP_CHECK(hipMalloc(&data, n * sizeof(int)));
    HIP_CHECK(hipStreamCreate(&stream));
    store<<<1, n, 0, stream>>>(data, 3);
    HIP_CHECK(hipEventRecord(done, stream));
    wait_all("after the reset", stream, done, hipSuccess);
    HIP_CHECK(hipMemcpy(host, data, sizeof host, hipMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        if (host[i] != 3) {
            printf("host[%d] = %d, not 3  <-- unexpected\n", i, host[i]);
            failures++;
            break;
        }
    }
    HIP_CHECK(hipFree(data));
    HIP_CHECK(hipStreamDestroy(stream));
    HIP_CHECK(hipEventDestroy(done));
    printf("%s\n", failures ? "FAILED" : "PASSED");
    return failures ? 1 : 0;
}
