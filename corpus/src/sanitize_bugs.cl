/* sanitize_bugs.cl - one seeded bug per kernel, for `hdb run --check`.
 * Each bug's line carries a `BUG:` comment naming the check that must find
 * it there; the launch files are corpus/sanitize/<kernel>.json.
 *
 *   off_by_one        memory: the last work-item writes one element past
 *                     the end of `out` (n elements; `gid <= n`).
 *   lds_overflow      memory: a static __local array's last element + 1 is
 *                     written, which lands in the dynamic LDS argument.
 *   uninit_lds        init:   half of a __local array is written, all of it
 *                     is read and compared.
 *   missing_barrier   race:   each work-item reads its neighbour's element
 *                     of a __local array with no barrier after the writes.
 *   divergent_barrier sync:   a barrier inside `if (lid < 16)`.
 *   missing_wait      hazard: a load in inline assembly whose result is
 *                     used with no s_waitcnt in between.
 */
#include "shim.h"

#define WG 64

__kernel void off_by_one(__global int *out, uint n) {
    uint gid = get_global_id(0);
    if (gid <= n)
        out[gid] = (int)gid * 3; /* BUG: memory */
}

__kernel void lds_overflow(__global int *out, __local int *dyn) {
    __local int tile[WG];
    uint lid = get_local_id(0);
    tile[lid] = (int)lid;
    dyn[lid] = 2 * (int)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    tile[lid + 1] += 1; /* BUG: memory */
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[lid] + dyn[lid];
}

__kernel void uninit_lds(__global int *out) {
    __local int tile[WG];
    uint lid = get_local_id(0);
    if (lid >= WG / 2)
        tile[lid] = (int)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    int v = tile[WG - 1 - lid]; /* BUG: init */
    out[get_global_id(0)] = v > 40 ? 1 : 2;
}

__kernel void missing_barrier(__global const int *in, __global int *out) {
    __local int tile[2 * WG];
    uint lid = get_local_id(0);
    uint gid = get_global_id(0);
    tile[lid] = in[gid];
    /* a barrier(CLK_LOCAL_MEM_FENCE) belongs here */
    out[gid] = tile[(lid + 1) % (2 * WG)]; /* BUG: race */
}

__kernel void divergent_barrier(__global int *out) {
    __local int tile[WG];
    uint lid = get_local_id(0);
    tile[lid] = (int)lid;
    if (lid < 16)
        barrier(CLK_LOCAL_MEM_FENCE); /* BUG: sync */
    out[get_global_id(0)] = tile[lid];
}

__kernel void missing_wait(__global const int *in, __global int *out) {
    uint gid = get_global_id(0);
    __global const int *p = in + gid;
    int v;
    /* The compiler inserts no s_waitcnt after an asm statement's load: the
     * next read of v (its spill at -O0, the add at -O2) is too early. */
    __asm__ volatile("global_load_dword %0, %1, off" /* BUG: hazard (at -O0, its spill) */
                     : "=v"(v) : "v"(p) : "memory");
    out[gid] = v + 1; /* BUG: hazard */
}
