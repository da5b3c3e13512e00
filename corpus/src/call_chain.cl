/* call_chain.cl - chains of direct noinline calls, for unwinding without CFI.
 * Exercises: the ABI fallback of the unwinder on upstream clang, whose
 * prologues copy the caller's frame pointer into a free SGPR (a different
 * one per function) and never spill it, because interprocedural register
 * allocation knows the callees leave that SGPR alone.
 *   chain A: call_chain -> level1 -> level2 -> mix3, a struct in private
 *            memory passed by pointer, a private array indexed by data in
 *            mix3 (so it lives in scratch);
 *   chain B: call_chain -> deep1 -> deep2 -> deep3 -> ping <-> pong (mutual
 *            recursion, depth from data) -> leaf, with deep3's calls inside
 *            a branch that diverges by lane: 7 frames or more.
 * Results: out[gid*2] = chain A, out[gid*2+1] = chain B.
 */
#include "shim.h"

typedef struct {
    int a;
    int b;
    float c;
    int d[4];
} state_t;

NOINLINE int mix3(state_t *s, int x) {
    int tmp[8];
    for (int i = 0; i < 8; i++)
        tmp[i] = s->d[i & 3] * (x + i);
    s->a += tmp[x & 7];
    s->b ^= tmp[(x >> 3) & 7];
    s->c = s->c * 0.5f + (float)x;
    return s->a + s->b;
}

NOINLINE int level2(state_t *s, int x) {
    int r = mix3(s, x + 1);
    return r * 3 + s->a;
}

NOINLINE int level1(state_t *s, int x) {
    int r = level2(s, x * 2);
    return r - s->b;
}

NOINLINE int leaf(int acc, int n) {
    int w[4];
    for (int i = 0; i < 4; i++)
        w[i] = acc * (i + 1) + n;
    return w[acc & 3] ^ w[(acc >> 2) & 3];
}

NOINLINE int pong(int n, int acc);

NOINLINE int ping(int n, int acc) {
    if (n <= 0)
        return leaf(acc, n) + 1;
    int r = pong(n - 1, acc * 3 + 1);
    return r + n;
}

NOINLINE int pong(int n, int acc) {
    if (n <= 0)
        return leaf(acc, n) + 2;
    int r = ping(n - 1, acc ^ 0x55);
    return r * 2 - n;
}

NOINLINE int deep3(int n, int acc, uint lane) {
    int r;
    if (lane & 1)
        r = ping(n, acc);
    else
        r = pong(n, acc + 7);
    return r + (int)lane;
}

NOINLINE int deep2(int n, int acc, uint lane) {
    int r = deep3(n, acc * 5, lane);
    return r ^ acc;
}

NOINLINE int deep1(int n, int acc, uint lane) {
    int r = deep2(n, acc + 11, lane);
    return r - 3;
}

__kernel void call_chain(__global const int *in, __global int *out) {
    uint gid = get_global_id(0);
    state_t s;
    s.a = in[gid];
    s.b = in[gid] * 7;
    s.c = (float)in[gid];
    for (int i = 0; i < 4; i++)
        s.d[i] = in[gid] + i;
    int a = level1(&s, in[gid]);
    out[gid * 2] = a + s.a + s.b + (int)s.c;
    int n = (in[0] & 3) + 2; /* the same depth in every lane */
    int b = deep1(n, in[gid], gid);
    out[gid * 2 + 1] = b;
}
