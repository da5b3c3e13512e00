/* spill_calls.cl - noinline calls with many live values.
 * Exercises: the kernel loads 20 values from memory, calls a noinline
 * function that writes global memory (so the loads cannot be sunk past the
 * call) and then uses all 20 values: they must survive the call in
 * callee-saved registers.  mid_mix itself keeps 16 values live across its
 * own call to leaf_mix, so its prologue/epilogue saves callee-saved VGPRs
 * to scratch and SGPRs (frame pointer, return address) into VGPR lanes,
 * which is what the CFI of real code has to describe.  Call chain depth 2.
 * Results: log[gid*2 .. +1] (written by the callees), out[gid*2 .. +1].
 */
#include "shim.h"

/* Calls go through function pointers picked from data: an indirect call
 * has an unknown callee, so the compiler cannot use interprocedural
 * register allocation to dodge the calling convention, and the live
 * values really have to sit in callee-saved registers (or be spilled). */
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable

typedef int (*leaf_fn)(__global int *, int, int);
typedef int (*mid_fn)(__global int *, __global const int *);

NOINLINE int leaf_mix(__global int *log, int a, int b) {
    int r = (a * 31) ^ (b + 17);
    log[0] = r;
    return r;
}

NOINLINE int leaf_mix2(__global int *log, int a, int b) {
    int r = (a * 29) + (b ^ 0x5a5a);
    log[0] = r;
    return r;
}

NOINLINE int mid_mix(__global int *log, __global const int *p) {
    /* 16 values live across the call to leaf_mix */
    int t0 = p[0], t1 = p[1], t2 = p[2], t3 = p[3];
    int t4 = p[4], t5 = p[5], t6 = p[6], t7 = p[7];
    int t8 = p[8], t9 = p[9], t10 = p[10], t11 = p[11];
    int t12 = p[12], t13 = p[13], t14 = p[14], t15 = p[15];
    leaf_fn leaf = (t15 & 1) ? leaf_mix : leaf_mix2;
    int r = leaf(log, t0 + t1, t2 + t3);
    log[1] = r + 1;
    /* Horner chain through r: no partial result can be formed early */
    int h = r;
    h = h * 3 + t0;  h = h * 3 + t1;  h = h * 3 + t2;  h = h * 3 + t3;
    h = h * 3 + t4;  h = h * 3 + t5;  h = h * 3 + t6;  h = h * 3 + t7;
    h = h * 3 + t8;  h = h * 3 + t9;  h = h * 3 + t10; h = h * 3 + t11;
    h = h * 3 + t12; h = h * 3 + t13; h = h * 3 + t14; h = h * 3 + t15;
    return h;
}

NOINLINE int mid_mix_b(__global int *log, __global const int *p) {
    return mid_mix(log, p) + 1; /* a plain direct call, one level deeper */
}

__kernel void noinline_calls_spill(__global const int *in, __global int *log,
                                   __global int *out) {
    uint gid = get_global_id(0);
    __global const int *p = in + gid * 20;
    /* 20 values that stay live across both calls */
    int v0 = p[0], v1 = p[1], v2 = p[2], v3 = p[3], v4 = p[4];
    int v5 = p[5], v6 = p[6], v7 = p[7], v8 = p[8], v9 = p[9];
    int v10 = p[10], v11 = p[11], v12 = p[12], v13 = p[13], v14 = p[14];
    int v15 = p[15], v16 = p[16], v17 = p[17], v18 = p[18], v19 = p[19];

    mid_fn mid = (v19 & 2) ? mid_mix : mid_mix_b;
    int r1 = mid(log + gid * 2, p);
    int r2 = mid(log + gid * 2, p + 4);

    /* Horner chains through the call results keep all 20 values live */
    int s = r1;
    s = s * 5 + v0;  s = s * 5 + v1;  s = s * 5 + v2;  s = s * 5 + v3;
    s = s * 5 + v4;  s = s * 5 + v5;  s = s * 5 + v6;  s = s * 5 + v7;
    s = s * 5 + v8;  s = s * 5 + v9;
    int t = r2;
    t = t * 7 ^ v10; t = t * 7 ^ v11; t = t * 7 ^ v12; t = t * 7 ^ v13;
    t = t * 7 ^ v14; t = t * 7 ^ v15; t = t * 7 ^ v16; t = t * 7 ^ v17;
    t = t * 7 ^ v18; t = t * 7 ^ v19;
    out[gid * 2 + 0] = s;
    out[gid * 2 + 1] = t;
}
