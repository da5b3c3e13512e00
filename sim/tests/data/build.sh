#!/usr/bin/env bash
# Builds parallel.cl as corpus/build.sh builds the corpus (clang-22 -O2, OpenCL 2.0, no
# stdlib, -g with relative paths), for gfx90a and gfx1100.
set -euo pipefail
cd "$(dirname "$0")"
for t in gfx90a gfx1100; do
    clang-22 -x cl -cl-std=CL2.0 -cl-no-stdinc -nogpulib -g \
        -ffile-prefix-map="$PWD"=. -fdebug-compilation-dir=. \
        -target amdgcn-amd-amdhsa -mcpu=$t -O2 -c parallel.cl -o "/tmp/sim-parallel-$t.o"
    ld.lld-22 -shared "/tmp/sim-parallel-$t.o" -o "parallel-$t.hsaco"
done
