/* arith.cl - straight-line arithmetic.
 * Exercises: 32-bit int ops (mul, div, rem, shifts, min/max via ?:),
 * float ops (mul/add/fma-able, division, int<->float conversion),
 * float4/int4 vectors (component-wise math, swizzles), and a struct passed
 * by value to a noinline helper and returned by value.
 * Results: out_i[gid*4 .. +3] and out_f[gid*4 .. +3].
 */
#include "shim.h"

typedef struct {
    int   a;
    float b;
    int4  c;
} Pair;

/* struct by value in and out; noinline so the ABI passing stays visible */
NOINLINE Pair mix_pair(Pair p, int k) {
    Pair r;
    r.a = p.a * k + (p.c.x ^ p.c.w);
    r.b = p.b * (float)k - (float)p.c.y;
    r.c = p.c.wzyx + (int4)(k);
    return r;
}

__kernel void arith_int_float_vec_struct(__global const int *in_i,
                                         __global const float *in_f,
                                         __global int *out_i,
                                         __global float *out_f) {
    uint gid = get_global_id(0);
    int x = in_i[gid];
    int y = in_i[gid] * 3 + 7;
    float f = in_f[gid];

    /* scalar integer */
    int s = x * y;
    int q = y / (x | 1);
    int m = y % (x | 1);
    int sh = (x << 3) ^ (y >> 2);
    int mx = x > y ? x : y;

    /* scalar float */
    float g = f * 1.5f + 0.25f;
    float h = g / (f + 2.0f);
    float cv = (float)s * 0.5f + (float)(int)h;

    /* vectors */
    float4 v = (float4)(f, g, h, cv);
    float4 w = v * v.wzyx + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    int4 iv = (int4)(s, q, m, sh) + (int4)(mx);

    /* struct by value */
    Pair p = { x, f, iv };
    Pair r = mix_pair(p, 5);

    out_i[gid * 4 + 0] = s + q;
    out_i[gid * 4 + 1] = m ^ sh;
    out_i[gid * 4 + 2] = r.a;
    out_i[gid * 4 + 3] = r.c.x + r.c.y + r.c.z + r.c.w;
    out_f[gid * 4 + 0] = w.x + w.y;
    out_f[gid * 4 + 1] = w.z * w.w;
    out_f[gid * 4 + 2] = r.b;
    out_f[gid * 4 + 3] = cv;
}
