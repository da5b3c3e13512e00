/* hip_poly.hip - a HIP function template taking `const T *` evaluated per work-item.
 * Exercises: a pointer argument that -O2 keeps in vector registers of a device function
 * template instantiated for float and int, Horner's rule over coefficients in global
 * memory, a struct of two template values returned by value.
 * Results, for x = xs[tid] and c = coef[0..n):
 *   out_f[tid] = c[0] + c[1] x + ... + c[n-1] x^(n-1)           (float)
 *   out_i[tid] = the same with the coefficients and x as int (x = tid % 5)
 */
#include "shim.h"

template <typename T>
struct Pair {
    T value;
    T last;
};

template <typename T>
__device__ NOINLINE Pair<T> horner(const T *coef, int n, T x) {
    T acc = T(0);
    for (int i = n - 1; i >= 0; --i)
        acc = acc * x + coef[i];
    Pair<T> p{acc, coef[n - 1]};
    return p;
}

extern "C" __global__ void hip_poly(const float *coef_f, const int *coef_i,
                                    const float *xs, float *out_f, int *out_i,
                                    int n) {
    unsigned tid = threadIdx_x + blockIdx_x * blockDim_x;
    Pair<float> pf = horner<float>(coef_f, n, xs[tid]);
    Pair<int> pi = horner<int>(coef_i, n, (int)(tid % 5));
    out_f[tid] = pf.value + 0.0f * pf.last;
    out_i[tid] = pi.value + 0 * pi.last;
}
