/* alu_loop.cl - an ALU-heavy loop for the simulator's speed (bench/sim.sh, sim/benches/sim.rs).
 * Exercises: a long uniform loop (s_cbranch on SCC), an integer LCG (v_mad_u32_u24 /
 * v_mul_lo_u32 + add), rotates (v_alignbit_b32), xor/shift mixing, an unsigned-to-float
 * conversion and float multiply-adds (v_fma_f32 / v_fmac_f32), no memory inside the loop.
 * Results: out[gid*2 .. +1] = { the mixed hash, the float accumulator's bits }.
 */
#include "../../corpus/src/shim.h"

static inline uint rotl(uint x, uint r) { return (x << r) | (x >> (32u - r)); }

__kernel void alu_loop(int iters, __global uint *out) {
    uint gid = get_global_id(0);
    uint x = gid * 2654435761u + 12345u; /* LCG state */
    uint h = gid ^ 0x9e3779b9u;          /* hash */
    float f = (float)gid * (1.0f / 16384.0f);
    float g = 0.25f;
    for (int i = 0; i < iters; i++) {
        x = x * 1664525u + 1013904223u;
        h ^= rotl(x, 13u) + (h >> 7);
        h = rotl(h, 5u) * 5u + 0xe6546b64u;
        /* f and g stay in [0, 2): the multipliers are < 1 and the addends < 1 */
        float u = (float)(x >> 8) * (1.0f / 16777216.0f);
        f = f * 0.5f + u;
        g = g * 0.75f + f * 0.125f;
    }
    out[gid * 2 + 0] = h;
    out[gid * 2 + 1] = __builtin_bit_cast(uint, f + g);
}
