#!/usr/bin/env bash
# Core-file benchmarks (BENCHMARKS.md, "Core files"): a dispatch with 1,024 resident waves
# faults; `hdb run --core-on-trap` writes the core (size and write time as hdb reports them);
# then the time to open it and print a backtrace, against llvm-readelf-22 reading the same
# file's headers and notes (the floor any reader pays), and against gdb opening the unified
# core (host + GPU) for its host thread.
# Usage: bench/core.sh [HDB] [RUNS]   (HDB defaults to target/release/hdb; build it first)
set -euo pipefail
cd "$(dirname "$0")/.."
hdb=${1:-target/release/hdb}
runs=${2:-10}
out=/tmp/hdb-bench-core
mkdir -p "$out"

source bench/lib.sh

# lds_reduce on gfx1100 (wave32, 2 waves a group), 512 groups resident: 1,024 live waves. The
# input buffer has 4 elements, so the first wave to load past it faults.
co=corpus/clang22/gfx1100/lds_reduce-O0.hsaco
run=("$hdb" run "$co" --kernel lds_reduce_sum --grid 262144 --block 64 --resident-groups 512
     --arg 'i32[4]=1' --arg 'i32[4096]=0' --arg 'i32[262144]=0' --arg local:256
     --core-on-trap "$out/gpucore")
"${run[@]}" 2>"$out/run.err" >/dev/null || true
grep "Saved GPU core" "$out/run.err"
writes=()
for ((i = 0; i < runs; i++)); do
    "${run[@]}" 2>&1 >/dev/null | sed -n 's/.* in \([0-9.]*\) ms$/\1/p' >>"$out/writes" || true
done
write_ms=$(sort -n "$out/writes" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
rm -f "$out/writes"
echo "core: $(stat -c %s "$out/gpucore") bytes; write (median of $runs): $write_ms ms"
open_bt=$(median_ms "$hdb" core "$out/gpucore" --batch --ex bt)
info_threads=$(median_ms "$hdb" core "$out/gpucore" --batch --ex "info threads")
readelf=$(median_ms llvm-readelf-22 --program-headers --notes "$out/gpucore")
echo "open + bt: $open_bt ms; open + info threads (1,024 waves): $info_threads ms; llvm-readelf-22 --program-headers --notes: $readelf ms"
