// device_printf: printf from kernels. Every work-item of a 2x4 grid prints a
// line naming itself (the lines may come in any order); work-item 0 prints
// every kind of conversion once: integers of several sizes and bases, widths
// and flags, float and double, characters, a literal string, a string read
// from device memory, and a line without arguments. The host flushes its own
// output around the launches so the two never interleave.
#include <hip/hip_runtime.h>

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

__global__ void hello(int *sum) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    printf("work-item %d (block %d, thread %d) squares to %d\n", id, (int)blockIdx.x,
           (int)threadIdx.x, id * id);
    atomicAdd(sum, id);
}

__global__ void formats(const char *message, float f, double d) {
    if (threadIdx.x != 0 || blockIdx.x != 0) return;
    printf("no arguments\n");
    printf("int %d, negative %d, unsigned %u, hex %x, HEX %X, octal %o\n", 42, -42, 4000000000u,
           0xbeef, 0xbeef, 8);
    printf("long %ld, long long %lld, unsigned long long %llu\n", -1234567890123L,
           9000000000000000000LL, 18000000000000000000ULL);
    printf("width [%5d] [%-5d] [%05d] [%+d]\n", 7, 7, 7, 7);
    printf("float %f, %.2f, %e, %g\n", f, f, f, f);
    printf("double %.10f, %.3e\n", d, d);
    printf("char %c%c%c, percent %%\n", 'H', 'I', 'P');
    printf("literal %s, device string %s\n", "on the GPU", message);
}

int main() {
    const char message[] = "from a hipMemcpy";
    char *d_message = nullptr;
    int *d_sum = nullptr;
    HIP_CHECK(hipMalloc(&d_message, sizeof message));
    HIP_CHECK(hipMalloc(&d_sum, sizeof(int)));
    HIP_CHECK(hipMemcpy(d_message, message, sizeof message, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_sum, 0, sizeof(int)));

    printf("launching 2 x 4 work-items\n");
    fflush(stdout);
    hipLaunchKernelGGL(hello, dim3(2), dim3(4), 0, 0, d_sum);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    fflush(stdout);
    printf("launching the formats kernel\n");
    fflush(stdout);
    hipLaunchKernelGGL(formats, dim3(1), dim3(64), 0, 0, d_message, 3.14159274f,
                       2.718281828459045);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    fflush(stdout);

    int sum = 0;
    HIP_CHECK(hipMemcpy(&sum, d_sum, sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_message));
    HIP_CHECK(hipFree(d_sum));
    printf("sum of work-item ids: %d\n", sum);
    bool ok = sum == 28;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
