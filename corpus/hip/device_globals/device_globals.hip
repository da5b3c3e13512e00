// device_globals: variables that live in the code object rather than in
// hipMalloc memory. A __constant__ polynomial and a __device__ lookup table
// are filled with hipMemcpyToSymbol (the table in two pieces, the second at
// an offset); a __device__ counter is incremented by the kernel and read
// back with hipMemcpyFromSymbol; an initialised __device__ value is read
// before anything writes it (the code object's initial data); a __device__
// pointer is set from the host to a hipMalloc buffer that the kernel writes
// through; and hipGetSymbolAddress / hipGetSymbolSize give the table's
// address and size, used directly as a kernel argument and for hipMemcpy.
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

constexpr int kTable = 256;

__constant__ float poly[4];                       // c0 + c1 x + c2 x^2 + c3 x^3
__device__ float table[kTable];
__device__ unsigned int evaluations;
__device__ unsigned long long magic = 0x0123456789abcdefull;
__device__ int *results;                          // set from the host

struct Stats {
    int min, max;
};
__device__ Stats stats = {1 << 30, -(1 << 30)};

__global__ void evaluate(float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= kTable) return;
    float x = table[i];
    out[i] = poly[0] + x * (poly[1] + x * (poly[2] + x * poly[3]));
    atomicAdd(&evaluations, 1u);
}

__global__ void through_pointer(const float *table_address) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= kTable) return;
    int v = (int)table_address[i] * 2;  // the table, reached through its symbol address
    results[i] = v;
    atomicMin(&stats.min, v);
    atomicMax(&stats.max, v);
    if (i == 0) magic = ~magic;
}

int main() {
    float host_poly[4] = {1.0f, -2.0f, 0.5f, 0.25f};
    float host_table[kTable];
    for (int i = 0; i < kTable; i++) host_table[i] = (float)(i - 128) / 16.0f;

    unsigned long long initial_magic = 0;
    HIP_CHECK(hipMemcpyFromSymbol(&initial_magic, HIP_SYMBOL(magic), sizeof initial_magic));
    printf("initial magic: %016llx\n", initial_magic);

    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(poly), host_poly, sizeof host_poly));
    const size_t half = kTable / 2 * sizeof(float);
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(table), host_table, half, 0, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(table), host_table + kTable / 2, half, half,
                                hipMemcpyHostToDevice));
    unsigned zero = 0;
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(evaluations), &zero, sizeof zero));

    float *d_out = nullptr;
    int *d_results = nullptr;
    HIP_CHECK(hipMalloc(&d_out, kTable * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_results, kTable * sizeof(int)));
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(results), &d_results, sizeof d_results));

    hipLaunchKernelGGL(evaluate, dim3(kTable / 64), dim3(64), 0, 0, d_out);
    hipLaunchKernelGGL(evaluate, dim3(kTable / 64), dim3(64), 0, 0, d_out);
    HIP_CHECK(hipGetLastError());

    void *table_address = nullptr;
    size_t table_size = 0;
    HIP_CHECK(hipGetSymbolAddress(&table_address, HIP_SYMBOL(table)));
    HIP_CHECK(hipGetSymbolSize(&table_size, HIP_SYMBOL(table)));
    hipLaunchKernelGGL(through_pointer, dim3(kTable / 64), dim3(64), 0, 0,
                       (const float *)table_address);
    HIP_CHECK(hipGetLastError());

    float out[kTable], table_back[kTable];
    int results_back[kTable];
    unsigned count = 0;
    unsigned long long final_magic = 0;
    Stats s{0, 0};
    HIP_CHECK(hipMemcpy(out, d_out, sizeof out, hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(table_back, table_address, sizeof table_back, hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(results_back, d_results, sizeof results_back, hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpyFromSymbol(&count, HIP_SYMBOL(evaluations), sizeof count));
    HIP_CHECK(hipMemcpyFromSymbol(&final_magic, HIP_SYMBOL(magic), sizeof final_magic));
    HIP_CHECK(hipMemcpyFromSymbol(&s, HIP_SYMBOL(stats), sizeof s));
    HIP_CHECK(hipFree(d_out));
    HIP_CHECK(hipFree(d_results));

    int wrong = 0;
    for (int i = 0; i < kTable; i++) {
        float x = host_table[i];
        float y = host_poly[0] + x * (host_poly[1] + x * (host_poly[2] + x * host_poly[3]));
        float err = out[i] - y;
        if (err > 1e-4f || err < -1e-4f) wrong++;
        if (table_back[i] != host_table[i]) wrong++;
        if (results_back[i] != (int)host_table[i] * 2) wrong++;
    }
    printf("table: %zu bytes; evaluations: %u; stats: min %d, max %d; magic now %016llx\n",
           table_size, count, s.min, s.max, final_magic);
    bool ok = wrong == 0 && initial_magic == 0x0123456789abcdefull &&
              final_magic == ~0x0123456789abcdefull && count == 2 * kTable &&
              table_size == sizeof host_table && s.min == -16 && s.max == 14;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
