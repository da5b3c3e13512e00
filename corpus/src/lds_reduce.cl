/* lds_reduce.cl - LDS (local memory) array with barriers.
 * Exercises: a __local array declared in the kernel (LDS global), a
 * tree reduction with barrier() between steps, a second __local buffer
 * passed as a kernel argument, and a group-uniform result written by
 * work-item 0.  Work-group size must be 64 (the array size).
 * Results: out[group] = sum of in[] over the group; scan[gid] = in[gid] +
 * its left neighbour in the group (through the argument buffer).
 */
#include "shim.h"

#define WG 64

__kernel void lds_reduce_sum(__global const int *in,
                             __global int *out,
                             __global int *scan,
                             __local int *scratch) {
    __local int tile[WG];
    uint lid = get_local_id(0);
    uint gid = get_global_id(0);

    int v = in[gid];
    tile[lid] = v;
    scratch[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);

    /* neighbour read through the argument buffer */
    scan[gid] = v + (lid > 0 ? scratch[lid - 1] : 0);

    /* tree reduction */
    for (uint s = WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            tile[lid] += tile[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    if (lid == 0)
        out[get_group_id(0)] = tile[0];
}
