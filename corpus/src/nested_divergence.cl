/* nested_divergence.cl - nested divergent regions.
 * Exercises: if/else nested three deep on per-lane bits, a switch on lane
 * data, and a divergent loop nested inside a divergent branch with a
 * continue, so exec masks are saved and restored at several levels.
 * Results: out[gid] = classification code; out2[gid] = loop accumulator.
 */
#include "shim.h"

__kernel void nested_divergence_classify(__global const int *in,
                                         __global int *out,
                                         __global int *out2) {
    uint gid = get_global_id(0);
    int x = in[gid];
    int code;

    if (x > 0) {
        if (x & 1) {
            if (x > 100)
                code = 1;
            else
                code = 2;
        } else {
            if ((x & 6) == 4)
                code = 3;
            else
                code = 4;
        }
    } else {
        switch ((-x) & 3) {
        case 0: code = 10; break;
        case 1: code = 11; break;
        case 2: code = 12; break;
        default: code = 13; break;
        }
    }

    int acc = 0;
    if (code < 10) {
        for (int i = 0; i < (x & 31); i++) {
            if (i % code == 0)
                continue;
            if (i > 20)
                acc += 2 * i;
            else
                acc += i;
        }
    } else {
        for (int i = code; i > 0; i -= 3)
            acc -= i;
    }

    out[gid] = code;
    out2[gid] = acc;
}
