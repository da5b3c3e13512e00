/* atomics.cl - global and LDS atomics.
 * Exercises: global atomic add (returning and non-returning), LDS atomic
 * add on a __local histogram, a compare-and-swap retry loop implementing
 * an atomic float max on global memory, and 64-bit global atomic add.
 * Results: counter[0] = number of work-items; hist[] = global histogram of
 * in[] & 15; fmax_bits[0] = float max as bits; total64[0] = sum of in[];
 * ticket[gid] = value returned by the counter increment.
 */
#include "shim.h"

#define RELAXED __ATOMIC_RELAXED

__kernel void atomics_global_lds_cas(__global const int *in,
                                     __global int *counter,
                                     __global int *hist,
                                     __global uint *fmax_bits,
                                     __global long *total64,
                                     __global int *ticket) {
    __local int lhist[16];
    uint lid = get_local_id(0);
    uint gid = get_global_id(0);
    int v = in[gid];

    if (lid < 16)
        lhist[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);

    /* global atomic add whose result is used */
    ticket[gid] = __atomic_fetch_add(counter, 1, RELAXED);

    /* LDS atomic add */
    __atomic_fetch_add(&lhist[v & 15], 1, RELAXED);

    /* 64-bit global atomic add */
    __atomic_fetch_add(total64, (long)v, RELAXED);

    /* CAS loop: atomic max of a float stored as bits */
    float fv = (float)v * 0.25f;
    uint old = *(volatile __global uint *)fmax_bits;
    while (1) {
        float cur = __builtin_bit_cast(float, old);
        if (cur >= fv)
            break;
        uint want = __builtin_bit_cast(uint, fv);
        if (__atomic_compare_exchange_n(fmax_bits, &old, want, 0, RELAXED,
                                        RELAXED))
            break;
    }

    barrier(CLK_LOCAL_MEM_FENCE);
    /* flush the LDS histogram with non-returning global atomics */
    if (lid < 16)
        __atomic_fetch_add(&hist[lid], lhist[lid], RELAXED);
}
