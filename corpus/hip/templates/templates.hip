// templates: kernels as C++ templates. One kernel template over element type
// and unroll count, instantiated for float, double and int (launched with
// HIP_KERNEL_NAME and with <<<>>>); a kernel taking a functor type, used with
// a struct and with a lambda; a struct template passed by value as a kernel
// argument; and a recursive constexpr template evaluated at compile time on
// both sides. The host computes everything again and compares exactly.
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

// y[i] = a * x[i] + y[i], each work-item handling `Unroll` consecutive elements
template <typename T, int Unroll>
__global__ void axpy(T a, const T *x, T *y, int n) {
    int base = (blockIdx.x * blockDim.x + threadIdx.x) * Unroll;
#pragma unroll
    for (int k = 0; k < Unroll; k++)
        if (base + k < n) y[base + k] = a * x[base + k] + y[base + k];
}

template <typename T, typename Op>
__global__ void transform(const T *in, T *out, int n, Op op) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = op(in[i], i);
}

struct Clamp {
    int lo, hi;
    __host__ __device__ int operator()(int v, int) const { return v < lo ? lo : (v > hi ? hi : v); }
};

template <typename T, int N>
struct Vec {
    T v[N];
};

template <typename T, int N>
__global__ void dot_with(Vec<T, N> w, const T *rows, T *out, int count) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= count) return;
    T s = 0;
    for (int k = 0; k < N; k++) s += w.v[k] * rows[r * N + k];
    out[r] = s;
}

template <int N>
struct Fib {
    static constexpr long long value = Fib<N - 1>::value + Fib<N - 2>::value;
};
template <>
struct Fib<1> {
    static constexpr long long value = 1;
};
template <>
struct Fib<0> {
    static constexpr long long value = 0;
};

template <int N>
__global__ void fib_table(long long *out) {
    long long table[] = {Fib<N>::value, Fib<N + 1>::value, Fib<N + 2>::value};
    out[threadIdx.x] = table[threadIdx.x % 3];
}

template <typename T, int Unroll>
static int run_axpy(T a) {
    std::vector<T> x(kN), y(kN);
    for (int i = 0; i < kN; i++) {
        x[i] = (T)(i % 50);
        y[i] = (T)(i % 7);
    }
    T *d_x = nullptr, *d_y = nullptr;
    HIP_CHECK(hipMalloc(&d_x, kN * sizeof(T)));
    HIP_CHECK(hipMalloc(&d_y, kN * sizeof(T)));
    HIP_CHECK(hipMemcpy(d_x, x.data(), kN * sizeof(T), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(d_y, y.data(), kN * sizeof(T), hipMemcpyHostToDevice));
    const int threads = 128, blocks = (kN / Unroll + threads - 1) / threads;
    hipLaunchKernelGGL(HIP_KERNEL_NAME(axpy<T, Unroll>), dim3(blocks), dim3(threads), 0, 0, a,
                       d_x, d_y, kN);
    HIP_CHECK(hipGetLastError());
    std::vector<T> out(kN);
    HIP_CHECK(hipMemcpy(out.data(), d_y, kN * sizeof(T), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_x));
    HIP_CHECK(hipFree(d_y));
    int wrong = 0;
    for (int i = 0; i < kN; i++)
        if (out[i] != a * x[i] + y[i]) wrong++;
    return wrong;
}

int main() {
    int wrong_f = run_axpy<float, 4>(2.5f);
    int wrong_d = run_axpy<double, 2>(-0.125);
    int wrong_i = run_axpy<int, 1>(3);
    printf("axpy<float, 4>: %d wrong, axpy<double, 2>: %d wrong, axpy<int, 1>: %d wrong\n",
           wrong_f, wrong_d, wrong_i);

    std::vector<int> in(kN), out(kN);
    for (int i = 0; i < kN; i++) in[i] = i - kN / 2;
    int *d_in = nullptr, *d_out = nullptr;
    HIP_CHECK(hipMalloc(&d_in, kN * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_out, kN * sizeof(int)));
    HIP_CHECK(hipMemcpy(d_in, in.data(), kN * sizeof(int), hipMemcpyHostToDevice));
    const int threads = 256, blocks = kN / threads;
    Clamp clamp{-100, 250};
    transform<<<blocks, threads>>>(d_in, d_out, kN, clamp);
    HIP_CHECK(hipMemcpy(out.data(), d_out, kN * sizeof(int), hipMemcpyDeviceToHost));
    int wrong_clamp = 0;
    for (int i = 0; i < kN; i++)
        if (out[i] != clamp(in[i], i)) wrong_clamp++;
    const int shift = 5;
    auto mix = [=] __host__ __device__(int v, int i) { return (v << shift) ^ i; };
    transform<<<blocks, threads>>>(d_in, d_out, kN, mix);
    HIP_CHECK(hipMemcpy(out.data(), d_out, kN * sizeof(int), hipMemcpyDeviceToHost));
    int wrong_lambda = 0;
    for (int i = 0; i < kN; i++)
        if (out[i] != mix(in[i], i)) wrong_lambda++;
    printf("transform with a functor: %d wrong, with a lambda: %d wrong\n", wrong_clamp,
           wrong_lambda);

    constexpr int kDim = 6;
    const int rows = 500;
    Vec<float, kDim> w{{1.0f, -2.0f, 0.5f, 4.0f, -0.25f, 3.0f}};
    std::vector<float> m(rows * kDim), dots(rows);
    for (int i = 0; i < rows * kDim; i++) m[i] = (float)(i % 13) - 6.0f;
    float *d_m = nullptr, *d_dots = nullptr;
    HIP_CHECK(hipMalloc(&d_m, m.size() * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_dots, rows * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_m, m.data(), m.size() * sizeof(float), hipMemcpyHostToDevice));
    dot_with<<<(rows + 63) / 64, 64>>>(w, d_m, d_dots, rows);
    HIP_CHECK(hipMemcpy(dots.data(), d_dots, rows * sizeof(float), hipMemcpyDeviceToHost));
    int wrong_dot = 0;
    for (int r = 0; r < rows; r++) {
        float s = 0;
        for (int k = 0; k < kDim; k++) s += w.v[k] * m[r * kDim + k];
        if (dots[r] != s) wrong_dot++;
    }
    printf("dot_with<float, %d> (a %zu-byte struct by value): %d wrong\n", kDim, sizeof w,
           wrong_dot);

    long long *d_fib = nullptr, fib[3];
    HIP_CHECK(hipMalloc(&d_fib, 3 * sizeof(long long)));
    fib_table<80><<<1, 3>>>(d_fib);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(fib, d_fib, sizeof fib, hipMemcpyDeviceToHost));
    printf("Fib<80..82> on the device: %lld %lld %lld\n", fib[0], fib[1], fib[2]);
    bool fib_ok = fib[0] == Fib<80>::value && fib[2] == fib[0] + fib[1] &&
                  fib[0] == 23416728348467685LL;

    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
    HIP_CHECK(hipFree(d_m));
    HIP_CHECK(hipFree(d_dots));
    HIP_CHECK(hipFree(d_fib));
    bool ok = wrong_f == 0 && wrong_d == 0 && wrong_i == 0 && wrong_clamp == 0 &&
              wrong_lambda == 0 && wrong_dot == 0 && fib_ok;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
