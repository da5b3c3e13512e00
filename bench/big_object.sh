#!/usr/bin/env bash
# Builds a large code object for the debugger benchmarks: N OpenCL kernels (default 400), each
# with a struct, a private array, a loop and a noinline helper, compiled with clang-19 (or clang-22) -g for
# gfx90a (-O0: the most DWARF). Writes OUT_DIR/big.cl, big.hsaco and big.json (a launch of
# kernel N/2). Usage: bench/big_object.sh [OUT_DIR] [N]
set -euo pipefail
out=${1:-/tmp/hdb-bench}
n=${2:-400}
mkdir -p "$out"
{
    echo '#include "shim.h"'
    echo '#define NOINLINE __attribute__((noinline))'
    echo 'typedef struct { int a; float b; int c[4]; } Rec;'
    for ((k = 0; k < n; k++)); do
        cat <<K
NOINLINE int helper_$k(Rec *r, int x) {
    int acc = 0;
    for (int i = 0; i < 4; i++)
        acc += r->c[i] * (x + $k);
    return acc + r->a;
}
__kernel void kernel_$k(__global const int *in, __global int *out) {
    int gid = get_global_id(0);
    Rec r = { in[gid], (float)gid * 0.5f, { gid, gid + 1, gid + 2, gid + $k } };
    int priv[8];
    for (int i = 0; i < 8; i++)
        priv[i] = in[gid] * i + $k;
    int v = helper_$k(&r, priv[gid & 7]);
    out[gid] = v + priv[3];
}
K
    done
} > "$out/big.cl"
cc=$(command -v clang-19 || command -v clang-22)
ld=$(command -v ld.lld-19 || command -v ld.lld-22)
"$cc" -x cl -cl-std=CL2.0 -cl-no-stdinc -I "$(dirname "$0")/../corpus/src" -g -O0 -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib \
    -c "$out/big.cl" -o "$out/big.o"
"$ld" -shared "$out/big.o" -o "$out/big.hsaco"
half=$((n / 2))
cat > "$out/big.json" <<J
{"code_object": "big.hsaco", "kernel": "kernel_$half", "grid": [256, 1, 1], "block": [64, 1, 1],
 "args": [{"buffer": {"type": "i32", "count": 256, "iota": 0}}, {"buffer": {"type": "i32", "count": 256, "fill": 0}}]}
J
ls -l "$out/big.hsaco"
