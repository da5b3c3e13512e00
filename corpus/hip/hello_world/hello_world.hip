// hello_world: the smallest complete HIP program. The host copies a string to
// the device, one work-item per character turns it around and shifts each
// letter by one place in the alphabet, and the host checks the result.
#include <hip/hip_runtime.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

__device__ char next_letter(char c) {
    if (c >= 'a' && c <= 'z') return c == 'z' ? 'a' : c + 1;
    if (c >= 'A' && c <= 'Z') return c == 'Z' ? 'A' : c + 1;
    return c;
}

// out[i] = next_letter(in[n - 1 - i])
__global__ void reverse_shift(const char *in, char *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = next_letter(in[n - 1 - i]);
    }
}

int main() {
    const char message[] = "ckqnV nkkdG";  // becomes "Hello World"
    const int n = (int)strlen(message);

    char *d_in = nullptr, *d_out = nullptr;
    HIP_CHECK(hipMalloc(&d_in, n));
    HIP_CHECK(hipMalloc(&d_out, n + 1));
    HIP_CHECK(hipMemcpy(d_in, message, n, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_out, 0, n + 1));

    const int block = 64;
    hipLaunchKernelGGL(reverse_shift, dim3((n + block - 1) / block), dim3(block), 0, 0, d_in,
                       d_out, n);
    HIP_CHECK(hipGetLastError());

    char result[64] = {0};
    HIP_CHECK(hipMemcpy(result, d_out, n + 1, hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));

    printf("input:  %s\n", message);
    printf("output: %s\n", result);

    char expected[64] = {0};
    for (int i = 0; i < n; i++) {
        char c = message[n - 1 - i];
        if (isalpha((unsigned char)c)) c = c == 'z' ? 'a' : c == 'Z' ? 'A' : c + 1;
        expected[i] = c;
    }
    bool ok = strcmp(result, expected) == 0 && strcmp(result, "Hello World") == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
