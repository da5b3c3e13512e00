/* divergence.cl - divergent control flow within a wave.
 * Exercises: if/else on per-lane data (exec-mask save/restore), a loop with
 * a data-dependent trip count (Collatz steps), a loop left early with
 * break, and a loop whose body itself diverges.
 * Results: out[gid*3 .. +2] = { collatz steps, index of first hit or -1,
 *                               sum over the divergent loop body }.
 */
#include "shim.h"

__kernel void divergent_loops_collatz(__global const uint *in,
                                      __global const int *table,
                                      int table_len,
                                      __global int *out) {
    uint gid = get_global_id(0);
    uint v = in[gid];

    /* if/else on lane data */
    int mode;
    if (v & 1)
        mode = 3;
    else
        mode = -2;

    /* data-dependent trip count: Collatz steps, capped */
    int steps = 0;
    uint c = v == 0 ? 1 : v;
    while (c != 1 && steps < 1000) {
        if (c & 1)
            c = 3 * c + 1;
        else
            c = c >> 1;
        steps++;
    }

    /* early exit with break: search the table for v */
    int found = -1;
    for (int i = 0; i < table_len; i++) {
        if (table[i] == (int)v) {
            found = i;
            break;
        }
    }

    /* loop with a divergent body */
    int acc = 0;
    for (int i = 0; i < (int)(v % 17); i++) {
        if ((i + v) % 3 == 0)
            acc += i * mode;
        else
            acc -= 1;
    }

    out[gid * 3 + 0] = steps;
    out[gid * 3 + 1] = found;
    out[gid * 3 + 2] = acc;
}
