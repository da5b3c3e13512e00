/* barrier_helper.cl - a helper that is a real call and waits at work-group barriers.
 * Exercises: `next` over a call whose callee waits at barrier() for the rest of its
 * work-group (128 work-items: four waves on wave32, two on wave64), `finish` out of it,
 * the same helper called twice.
 * Results: with f(a)[i] = a[i] + 2 * a[g*128 + (i+1) % 128] (g = i's work-group),
 * out = f(f(in)).
 * Built for the engine and amd-dbgapi tests (tests/data/lang/barrier_helper-O0-*.hsaco)
 * with corpus/build.sh's OpenCL flags: clang-19 -x cl -cl-std=CL2.0 -cl-no-stdinc
 * -nogpulib -g -target amdgcn-amd-amdhsa -mcpu=gfx1100 (wave32), gfx1200 (wave32, split
 * s_barrier_signal/s_barrier_wait) or gfx90a (wave64) -O0, then ld.lld-19 -shared.
 */
#include "shim.h"

#define WG 128

NOINLINE int neighbour_sum(__local int *buf, uint lid, int v) {
    buf[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    int next = buf[(lid + 1) % WG];
    barrier(CLK_LOCAL_MEM_FENCE);
    return v + 2 * next;
}

__kernel void barrier_helper(__global const int *in, __global int *out) {
    __local int buf[WG];
    uint lid = get_local_id(0);
    uint gid = get_global_id(0);
    int v = in[gid];
    int once = neighbour_sum(buf, lid, v);
    int twice = neighbour_sum(buf, lid, once);
    out[gid] = twice;
}
