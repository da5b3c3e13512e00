/* int64_double.cl - 64-bit integer and double-precision math.
 * Exercises: 64-bit mul, signed/unsigned div and rem (expanded in software
 * by the compiler), 64-bit shifts and compares, double add/mul/div/fma,
 * long<->double conversion, and a 64-bit loop counter.
 * Results: out_l[gid*4 .. +3], out_d[gid*2 .. +1].
 */
#include "shim.h"

__kernel void int64_double_math(__global const long *in_l,
                                __global const double *in_d,
                                __global long *out_l,
                                __global double *out_d) {
    uint gid = get_global_id(0);
    long a = in_l[gid];
    long b = in_l[gid] * 3 + 0x100000001L;
    ulong ua = (ulong)a;

    long m = a * b;
    long q = b / (a | 1);
    long r = b % (a | 1);
    ulong uq = (ua + 0xfedcba9876543210UL) / ((ua & 0xffff) + 3);
    ulong ur = (ua ^ 0x0123456789abcdefUL) % 1000000007UL;

    /* 64-bit loop counter with a shift */
    ulong h = 1469598103934665603UL;
    for (ulong i = 0; i < (ua & 15); i++)
        h = (h ^ (i << 40)) * 1099511628211UL;

    double d = in_d[gid];
    double e = d * 1.000000001 + 3.5;
    double f = e / (d + 2.0);
    double g = __builtin_fma(d, e, f);
    double c = (double)a * 0.5 + (double)(long)g;

    out_l[gid * 4 + 0] = m ^ q;
    out_l[gid * 4 + 1] = r + (long)uq;
    out_l[gid * 4 + 2] = (long)(ur + h);
    out_l[gid * 4 + 3] = (long)c;
    out_d[gid * 2 + 0] = g;
    out_d[gid * 2 + 1] = c + f;
}
