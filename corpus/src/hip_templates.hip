/* hip_templates.hip - HIP device code without HIP headers.
 * Exercises: C++ templates (a generic accumulator class instantiated for
 * int and float), a struct with member functions and a constructor, a
 * __shared__ array with __syncthreads, a recursive device function
 * (power by squaring), a lambda, and HIP's __hip_atomic_fetch_add builtin.
 * Results: out_i[tid], out_f[tid], sum[0] (atomic total of the inputs).
 */
#include "shim.h"

template <typename T, int N>
struct Accum {
    T vals[N];
    int count;
    __device__ Accum() : count(0) {
        for (int i = 0; i < N; i++)
            vals[i] = T(0);
    }
    __device__ void push(T v) { vals[count++ % N] += v; }
    __device__ T total() const {
        T s = T(0);
        for (int i = 0; i < N; i++)
            s += vals[i];
        return s;
    }
};

struct Point {
    int x, y;
    __device__ int manhattan() const { return (x < 0 ? -x : x) + (y < 0 ? -y : y); }
};

__device__ NOINLINE long ipow(long base, unsigned e) {
    if (e == 0)
        return 1;
    long h = ipow(base, e / 2);
    return (e & 1) ? h * h * base : h * h;
}

template <typename T>
__device__ NOINLINE T scaled_sum(const T *p, int n, T scale) {
    Accum<T, 4> acc;
    for (int i = 0; i < n; i++)
        acc.push(p[i] * scale);
    return acc.total();
}

extern "C" __global__ void hip_template_shared(const int *in, const float *inf,
                                               int *out_i, float *out_f,
                                               int *sum) {
    __shared__ int tile[64];
    unsigned tid = threadIdx_x + blockIdx_x * blockDim_x;
    unsigned lid = threadIdx_x;

    tile[lid & 63] = in[tid];
    __syncthreads();

    int window[4] = {tile[lid & 63], tile[(lid + 1) & 63], tile[(lid + 2) & 63],
                     tile[(lid + 3) & 63]};
    Point p{window[0], window[1] - window[2]};
    auto sq = [](int v) { return v * v; };

    int si = scaled_sum<int>(window, 4, 3) + p.manhattan() + sq(window[3]);
    float sf = scaled_sum<float>(inf + (tid & ~3u), 4, 0.5f);

    out_i[tid] = si + (int)ipow(window[0] & 7, lid & 7);
    out_f[tid] = sf;
    __hip_atomic_fetch_add(sum, in[tid], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
