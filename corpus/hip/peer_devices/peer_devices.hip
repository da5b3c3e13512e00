// peer_devices: two devices. Each device fills a buffer of its own; device 1
// is given access to device 0's memory (hipDeviceEnablePeerAccess) and a
// kernel on device 1 reads device 0's buffer directly; hipMemcpyPeer copies
// between the two; enabling the same access twice must say so. Needs at
// least two devices (under the simulator: --devices 2); with fewer it says
// so and exits with status 2.
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

constexpr int kN = 4096;

__global__ void fill(int *data, int n, int device) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = device * 100000 + i;
}

// out[i] = local[i] + remote[n - 1 - i], remote on the peer device
__global__ void add_remote(const int *local, const int *remote, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = local[i] + remote[n - 1 - i];
}

int main() {
    int count = 0;
    HIP_CHECK(hipGetDeviceCount(&count));
    if (count < 2) {
        fprintf(stderr, "peer_devices needs two devices, found %d\n", count);
        return 2;
    }
    for (int d = 0; d < 2; d++) {
        hipDeviceProp_t props;
        HIP_CHECK(hipGetDeviceProperties(&props, d));
        printf("device %d: %s\n", d, props.gcnArchName);
    }
    int can_1_0 = 0, can_0_1 = 0;
    HIP_CHECK(hipDeviceCanAccessPeer(&can_1_0, 1, 0));
    HIP_CHECK(hipDeviceCanAccessPeer(&can_0_1, 0, 1));
    printf("peer access: 1 -> 0 %s, 0 -> 1 %s\n", can_1_0 ? "yes" : "no", can_0_1 ? "yes" : "no");
    if (!can_1_0) {
        printf("FAILED\n");
        return 1;
    }

    const size_t bytes = kN * sizeof(int);
    const int threads = 256, blocks = kN / threads;
    int *on0 = nullptr, *on1 = nullptr, *sum1 = nullptr, *copy0 = nullptr;

    HIP_CHECK(hipSetDevice(0));
    HIP_CHECK(hipMalloc(&on0, bytes));
    HIP_CHECK(hipMalloc(&copy0, bytes));
    hipLaunchKernelGGL(fill, dim3(blocks), dim3(threads), 0, 0, on0, kN, 0);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());

    HIP_CHECK(hipSetDevice(1));
    int current = -1;
    HIP_CHECK(hipGetDevice(&current));
    HIP_CHECK(hipMalloc(&on1, bytes));
    HIP_CHECK(hipMalloc(&sum1, bytes));
    HIP_CHECK(hipDeviceEnablePeerAccess(0, 0));
    hipError_t again = hipDeviceEnablePeerAccess(0, 0);
    (void)hipGetLastError();  // clear the expected error
    printf("enabling peer access twice: %s\n", hipGetErrorName(again));
    hipLaunchKernelGGL(fill, dim3(blocks), dim3(threads), 0, 0, on1, kN, 1);
    hipLaunchKernelGGL(add_remote, dim3(blocks), dim3(threads), 0, 0, on1, on0, sum1, kN);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());

    // device 1's sums back to device 0, then to the host
    HIP_CHECK(hipMemcpyPeer(copy0, 0, sum1, 1, bytes));
    std::vector<int> host(kN);
    HIP_CHECK(hipSetDevice(0));
    HIP_CHECK(hipMemcpy(host.data(), copy0, bytes, hipMemcpyDeviceToHost));

    int wrong = 0;
    for (int i = 0; i < kN; i++)
        if (host[i] != (100000 + i) + (kN - 1 - i)) wrong++;

    HIP_CHECK(hipFree(on0));
    HIP_CHECK(hipFree(copy0));
    HIP_CHECK(hipSetDevice(1));
    HIP_CHECK(hipDeviceDisablePeerAccess(0));
    HIP_CHECK(hipFree(on1));
    HIP_CHECK(hipFree(sum1));

    printf("current device after hipSetDevice(1): %d; %d of %d sums wrong\n", current, wrong, kN);
    bool ok = wrong == 0 && current == 1 && again == hipErrorPeerAccessAlreadyEnabled;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
