/* loops.cl - loops clang -O2 unrolls (fully or by two) and rotates, for the run-time
 * alignment tests (conform/tests/runtime.rs builds it with clang-19 at -O0 and -O2).
 * Not tuned to any finding: a reduction over a private array, a running index, and a
 * fully unrolled loop that stores its accumulator every iteration.
 */
#include "shim.h"

kernel void reduce(global const float *in, global float *out) {
    int gid = get_global_id(0);
    float vals[8];
    for (int k = 0; k < 8; k++)
        vals[k] = in[gid] + (float)k;
    float sum = 0.0f;
    for (int k = 0; k < 8; k++) {
        float v = vals[k];
        sum += v * v;
    }
    out[gid] = sum;
}

kernel void running_index(global const int *in, global int *out, int n) {
    int gid = get_global_id(0);
    int idx = gid;
    int total = 0;
    int steps = 0;
    while (steps < n) {
        total += in[idx % 64];
        idx += 3;
        steps++;
    }
    out[gid] = total + idx;
}

kernel void unrolled_store(global const int *in, global int *out) {
    int gid = get_global_id(0);
    int acc = in[gid];
    for (int i = 0; i < 4; i++) {
        acc = acc * 3 + in[(gid + i) % 64];
        out[gid * 4 + i] = acc;
    }
}
