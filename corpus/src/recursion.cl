/* recursion.cl - real recursion on the GPU.
 * Exercises: noinline recursive functions (Fibonacci, Euclid's gcd and a
 * recursive array sum through a private pointer) with recursion depth taken
 * from input data, so the stack grows per lane by a data-dependent amount.
 * Results: out[gid*3 .. +2] = { fib(n), gcd(a, b), sum of 0..n-1 squares }.
 */
#include "shim.h"

NOINLINE uint fib_rec(uint n) {
    if (n < 2)
        return n;
    return fib_rec(n - 1) + fib_rec(n - 2);
}

NOINLINE uint gcd_rec(uint a, uint b) {
    if (b == 0)
        return a;
    return gcd_rec(b, a % b);
}

NOINLINE int sum_rec(const int *p, int n) {
    if (n == 0)
        return 0;
    return p[n - 1] + sum_rec(p, n - 1);
}

__kernel void recursive_fib_gcd(__global const uint *in, __global uint *out) {
    uint gid = get_global_id(0);
    uint n = in[gid * 3 + 0] % 16; /* depth from data */
    uint a = in[gid * 3 + 1];
    uint b = in[gid * 3 + 2];

    int sq[16];
    for (int i = 0; i < 16; i++)
        sq[i] = i * i;

    out[gid * 3 + 0] = fib_rec(n);
    out[gid * 3 + 1] = gcd_rec(a, b);
    out[gid * 3 + 2] = (uint)sum_rec(sq, (int)n);
}
