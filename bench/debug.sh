#!/usr/bin/env bash
# Debugger benchmarks (BENCHMARKS.md, "hdb debug"): time from start to the first breakpoint
# report on a large code object, `lane apply all print STRUCT`, and source steps.
# Usage: bench/debug.sh [HDB] [RUNS]   (HDB defaults to target/release/hdb; build it first)
set -euo pipefail
cd "$(dirname "$0")/.."
hdb=${1:-target/release/hdb}
runs=${2:-10}
out=/tmp/hdb-bench
[ -f "$out/big.hsaco" ] || bash bench/big_object.sh "$out" 400 >/dev/null

source bench/lib.sh

echo "file: $out/big.hsaco ($(stat -c %s "$out/big.hsaco") bytes, $(grep -c '__kernel' "$out/big.cl") kernels)"
first=$(median_ms "$hdb" debug --launch "$out/big.json" -batch -ex "break helper_200" -ex run)
dump=$(median_ms llvm-dwarfdump-22 --debug-line "$out/big.hsaco")
echo "start to first breakpoint report: $first ms (llvm-dwarfdump-22 --debug-line of the same file: $dump ms)"

# lane apply all print of a struct, ten times (640 prints): the difference of two sessions,
# per print.
base=(debug --launch "$out/big.json" -batch -ex "break big.cl:3016" -ex run)
prints=()
for ((i = 0; i < 10; i++)); do prints+=(-ex "lane apply all print r"); done
one=$(median_ms "$hdb" "${base[@]}" -ex "print r")
all=$(median_ms "$hdb" "${base[@]}" "${prints[@]}")
echo "print r: session with one print $one ms, with 10 x lane apply all (640 prints) $all ms: $(awk -v a="$all" -v o="$one" 'BEGIN {printf "%.3f", (a-o)/639}') ms per print"

# Source steps: 40 `next` in a loop of the example kernel.
steps=()
for ((i = 0; i < 40; i++)); do steps+=(-ex next); done
ex=(debug --launch corpus/launch/example.json -batch -ex "break recursion.cl:34" -ex run)
s0=$(median_ms "$hdb" "${ex[@]}")
s40=$(median_ms "$hdb" "${ex[@]}" "${steps[@]}")
echo "next: $(awk -v a="$s40" -v o="$s0" 'BEGIN {printf "%.3f", (a-o)/40}') ms per source step (40 steps in the sq[] loop)"
