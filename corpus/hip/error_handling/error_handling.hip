// error_handling: calls that must fail, and how a program finds out. A launch
// with 2048 work-items per group and one with an empty grid are refused
// (hipErrorInvalidConfiguration or hipErrorInvalidValue: ROCm 5 and 6 differ)
// and hipGetLastError reports it once, then hipSuccess; hipPeekAtLastError
// reports without clearing; launching something that is not a kernel gives
// hipErrorInvalidDeviceFunction; an invalid device, a null copy destination,
// an impossible allocation, a zero-byte allocation, hipFree(nullptr) and the
// error-name functions each give their documented answer. Afterwards a normal
// kernel still runs correctly.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

__global__ void add_one(int *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += 1;
}

static int failures = 0;

static void expect(const char *what, hipError_t got, std::initializer_list<hipError_t> allowed) {
    bool ok = false;
    for (hipError_t e : allowed) ok = ok || got == e;
    printf("%-44s %s%s\n", what, hipGetErrorName(got), ok ? "" : "  <-- unexpected");
    if (!ok) failures++;
}

int main() {
    int count = 0;
    HIP_CHECK(hipGetDeviceCount(&count));
    const int n = 1024;
    int *data = nullptr;
    HIP_CHECK(hipMalloc(&data, n * sizeof(int)));
    HIP_CHECK(hipMemset(data, 0, n * sizeof(int)));

    // a work-group larger than any device allows
    add_one<<<1, 2048>>>(data, n);
    expect("launch with 2048 work-items per group:", hipGetLastError(),
           {hipErrorInvalidConfiguration, hipErrorInvalidValue});
    expect("hipGetLastError again:", hipGetLastError(), {hipSuccess});

    // hipPeekAtLastError does not clear
    add_one<<<dim3(0), 64>>>(data, n);
    hipError_t first = hipPeekAtLastError();
    expect("launch with an empty grid (peek):", first,
           {hipErrorInvalidConfiguration, hipErrorInvalidValue});
    expect("hipPeekAtLastError again:", hipPeekAtLastError(), {first});
    expect("hipGetLastError after peeking:", hipGetLastError(), {first});
    expect("hipGetLastError then:", hipGetLastError(), {hipSuccess});

    // a host function is not a kernel
    void *args[] = {&data, (void *)&n};
    expect("hipLaunchKernel of a host function:",
           hipLaunchKernel(reinterpret_cast<const void *>(&expect), dim3(1), dim3(64), args, 0,
                           nullptr),
           {hipErrorInvalidDeviceFunction});
    (void)hipGetLastError();

    expect("hipSetDevice(device count):", hipSetDevice(count), {hipErrorInvalidDevice});
    int current = -1;
    HIP_CHECK(hipGetDevice(&current));
    printf("%-44s %d\n", "current device afterwards:", current);
    if (current != 0) failures++;

    int host[4] = {1, 2, 3, 4};
    expect("hipMemcpy to a null pointer:",
           hipMemcpy(nullptr, host, sizeof host, hipMemcpyHostToDevice), {hipErrorInvalidValue});
    void *huge = nullptr;
    expect("hipMalloc of 2^62 bytes:", hipMalloc(&huge, 1ull << 62), {hipErrorOutOfMemory});
    void *empty = (void *)0x1;
    expect("hipMalloc of 0 bytes:", hipMalloc(&empty, 0), {hipSuccess});
    if (empty != nullptr) {
        printf("hipMalloc of 0 bytes gave %p, not a null pointer\n", empty);
        failures++;
    }
    expect("hipFree(nullptr):", hipFree(nullptr), {hipSuccess});
    (void)hipGetLastError();

    const char *name = hipGetErrorName(hipErrorInvalidValue);
    const char *unknown = hipGetErrorName((hipError_t)12345);
    const char *text = hipGetErrorString(hipErrorOutOfMemory);
    printf("%-44s %s / %s / \"%s\"\n", "names:", name, unknown, text);
    if (strcmp(name, "hipErrorInvalidValue") != 0 || strcmp(unknown, "hipErrorUnknown") != 0 ||
        text == nullptr || text[0] == '\0')
        failures++;

    // the device still works
    hipLaunchKernelGGL(add_one, dim3(n / 256), dim3(256), 0, 0, data, n);
    expect("a correct launch:", hipGetLastError(), {hipSuccess});
    expect("hipDeviceSynchronize:", hipDeviceSynchronize(), {hipSuccess});
    int out[n];
    HIP_CHECK(hipMemcpy(out, data, sizeof out, hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(data));
    int wrong = 0;
    for (int i = 0; i < n; i++)
        if (out[i] != 1) wrong++;  // only the last launch may have run
    printf("%-44s %d wrong\n", "data after the refused launches:", wrong);

    bool ok = failures == 0 && wrong == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
