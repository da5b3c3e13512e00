/* frames.cl - calls, inlined calls and return values.
 * Exercises: always-inline helpers two deep (inlined-subroutine frames with parameters
 * and locals), non-inlined functions returning int, float, long and a struct, a private
 * array passed to a function (a generic pointer into private memory), arguments that
 * -O0 code stores in the prologue.
 * Results, for v = in[gid]:
 *   out[3*gid]   = clamp(3v, -100, 100) + 3                      (w)
 *   out[3*gid+1] = |v - w|
 *   out[3*gid+2] = sum over i < 4 of (v + i) * (i + 1) = 10v + 20
 *   outf[gid]    = 1.5 * v + 0.5
 *   outl[gid]    = v * 100000 + w
 */
#include "shim.h"

typedef struct {
    int lo;
    int hi;
} range_t;

HDB_FN int clamp_i(int v, int lo, int hi) {
    int r = v < lo ? lo : v;
    return r > hi ? hi : r;
}

HDB_FN int wrap_clamp(int v, int k) {
    int c = clamp_i(v * k, -100, 100);
    return c + k;
}

NOINLINE float scale_f(float k, int v) {
    float r = k * (float)v;
    return r + 0.5f;
}

NOINLINE long widen(int a, int b) {
    long w = (long)a * 100000L + b;
    return w;
}

NOINLINE range_t make_range(int a, int b) {
    range_t r;
    r.lo = a < b ? a : b;
    r.hi = a < b ? b : a;
    return r;
}

NOINLINE int sum_private(int *q, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += q[i] * (i + 1);
    return s;
}

__kernel void frames_kernel(__global const int *in, __global int *out,
                            __global float *outf, __global long *outl) {
    uint gid = get_global_id(0);
    int v = in[gid];
    int w = wrap_clamp(v, 3);
    float f = scale_f(1.5f, v);
    long l = widen(v, w);
    range_t r = make_range(v, w);
    int arr[4];
    for (int i = 0; i < 4; i++)
        arr[i] = v + i;
    int s = sum_private(arr, 4);
    out[3 * gid] = w;
    out[3 * gid + 1] = r.hi - r.lo;
    out[3 * gid + 2] = s;
    outf[gid] = f;
    outl[gid] = l;
}
