/* parallel.cl - kernels for the parallel work-group path (sim/tests/parallel.rs).
 * independent: each work-item writes its own element (the parallel path is kept).
 * next_group: each work-item reads the element the next work-group writes (work-groups
 *   conflict: the serial run decides).
 * last_writer: every work-item writes element 0 (waves and work-groups race).
 * lds_neighbours: LDS written, a barrier, then read from other waves (kept: the barrier
 *   orders them).
 * lds_race: LDS read from another wave with no barrier between (an intra-group race).
 * out_of_bounds: work-group 3 writes past the end of its buffer (a fault).
 * wait_for_group0: work-group 1 spins until work-group 0 sets a flag (finishes serially,
 *   where both are resident; alone in a worker, group 1 would spin forever).
 * Built with build.sh (clang-22 -O2, the corpus flags) for gfx90a (wave64) and gfx1100
 * (wave32).
 */
#include "../../../corpus/src/shim.h"

__kernel void independent(__global const int *in, __global int *out) {
    uint i = get_global_id(0);
    out[i] = in[i] * 3 + (int)get_group_id(0);
}

__kernel void next_group(__global int *a) {
    uint i = get_global_id(0);
    uint n = get_global_size(0);
    a[i] = a[(i + get_local_size(0)) % n] + 1;
}

__kernel void last_writer(__global int *a) {
    a[0] = (int)get_global_id(0);
}

__kernel void lds_neighbours(__global int *out) {
    __local int l[256];
    uint lid = get_local_id(0);
    uint n = get_local_size(0);
    l[lid] = (int)get_global_id(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = l[(lid + 64) % n];
}

__kernel void lds_race(__global int *out) {
    __local int l[256];
    uint lid = get_local_id(0);
    uint n = get_local_size(0);
    l[lid] = (int)get_global_id(0);
    out[get_global_id(0)] = ((volatile __local int *)l)[(lid + 64) % n];
}

__kernel void out_of_bounds(__global int *out) {
    uint i = get_global_id(0);
    out[get_group_id(0) == 3 ? i + 4096 : i] = (int)i;
}

__kernel void wait_for_group0(volatile __global int *flag, __global int *out) {
    if (get_group_id(0) == 0 && get_local_id(0) == 0)
        __atomic_store_n(flag, 1, __ATOMIC_RELAXED);
    if (get_group_id(0) == 1)
        while (__atomic_load_n(flag, __ATOMIC_RELAXED) == 0)
            ;
    out[get_global_id(0)] = 1;
}
