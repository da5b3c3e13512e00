/* inline_helpers.cl - always-inline helpers two levels deep, for inlined frames.
 * Exercises: DW_TAG_inlined_subroutine scopes nested twice (combine -> scale),
 * a helper inlined at two call sites (scale: from the kernel and from combine),
 * parameters and locals of inlined calls.
 * Results: out[gid] = (in[gid] * 3 + 1 + 5) + (in[gid] * 2 + 1).
 * Built for tests/lang.rs (tests/data/lang/inline_helpers-O{0,2}.hsaco) with
 * corpus/build.sh's OpenCL flags: clang-19 -x cl -cl-std=CL2.0 -cl-no-stdinc
 * -nogpulib -g -target amdgcn-amd-amdhsa -mcpu=gfx90a -O0|-O2, then ld.lld-19 -shared.
 */
#include "shim.h"

#define INLINE static inline __attribute__((always_inline))

INLINE int scale(int x, int factor) {
    int scaled = x * factor;
    return scaled + 1;
}

INLINE int combine(int a, int b) {
    int sum = scale(a, 3);
    sum += b;
    return sum;
}

__kernel void inline_helpers(__global const int *in, __global int *out) {
    uint gid = get_global_id(0);
    int v = in[gid];
    int r = combine(v, 5);
    int twice = scale(v, 2);
    out[gid] = r + twice;
}
