/* native_collatz.c - the logic of corpus/src/divergence.cl compiled for the host, for the
 * "simulator vs native" ratio in BENCHMARKS.md (Simulator section). Same inputs as the
 * `collatz_*` benchmarks of sim/benches/sim.rs: n work-items, in[i] = i * 7919 % 5000,
 * table[i] = 3 * i (10 entries).
 *
 *   clang-19 -O2 -o /tmp/native_collatz sim/benches/native_collatz.c && /tmp/native_collatz 4096
 *
 * Prints the fastest and median time of one "dispatch" (all n work-items) over 200 runs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef unsigned int uint;

static void kernel(const uint *in, const int *table, int table_len, int *out, uint gid) {
    uint v = in[gid];
    int mode;
    if (v & 1)
        mode = 3;
    else
        mode = -2;
    int steps = 0;
    uint c = v == 0 ? 1 : v;
    while (c != 1 && steps < 1000) {
        if (c & 1)
            c = 3 * c + 1;
        else
            c = c >> 1;
        steps++;
    }
    int found = -1;
    for (int i = 0; i < table_len; i++) {
        if (table[i] == (int)v) {
            found = i;
            break;
        }
    }
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

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    uint n = argc > 1 ? (uint)atoi(argv[1]) : 4096;
    uint *in = malloc(n * sizeof *in);
    int *out = malloc(3 * n * sizeof *out);
    int table[10];
    for (uint i = 0; i < n; i++)
        in[i] = i * 7919 % 5000;
    for (int i = 0; i < 10; i++)
        table[i] = 3 * i;
    enum { RUNS = 200 };
    double t[RUNS];
    long check = 0;
    for (int r = 0; r < RUNS; r++) {
        double t0 = now();
        for (uint g = 0; g < n; g++)
            kernel(in, table, 10, out, g);
        t[r] = now() - t0;
        check += out[(r * 7) % (3 * n)];
        __asm__ volatile("" : : "r"(out) : "memory");
    }
    qsort(t, RUNS, sizeof t[0], cmp);
    printf("n=%u fastest %.1f us median %.1f us (check %ld)\n", n, t[0] * 1e6, t[RUNS / 2] * 1e6, check);
    return 0;
}
