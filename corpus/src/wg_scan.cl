/* wg_scan.cl - a work-group prefix sum through LDS with a barrier in every step.
 * Exercises: barrier() inside a loop in a work-group of several waves (128 work-items:
 * four waves on wave32, two on wave64), double buffering in a 2-D __local array, a guard
 * for work-items past the input's end, and a result only the group's last work-item
 * writes (a partial last work-group has none).
 * Results: for gid < n, scan[gid] = in[g*128] + ... + in[gid] (g = the work-group);
 * total[g] = the sum of the group's inputs (those past n count as 0).
 */
#include "shim.h"

#define WG 128

__kernel void wg_scan(__global const int *in, __global int *scan,
                      __global int *total, uint n) {
    __local int buf[2][WG];
    uint lid = get_local_id(0);
    uint gid = get_global_id(0);
    int v = gid < n ? in[gid] : 0;
    uint cur = 0;

    buf[0][lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint off = 1; off < WG; off <<= 1) {
        int x = buf[cur][lid];
        if (lid >= off)
            x += buf[cur][lid - off];
        buf[1 - cur][lid] = x;
        cur = 1 - cur;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    int mine = buf[cur][lid];
    if (gid < n)
        scan[gid] = mine;
    if (lid == WG - 1)
        total[get_group_id(0)] = mine;
}
