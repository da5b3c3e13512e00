#!/usr/bin/env bash
# Whole-process simulator speed: `hdb run --launch` (release) on the ALU loop kernel
# (bench/sim/alu_loop.cl: integer LCG, rotates, float multiply-adds, 2000 iterations per
# work-item, 16,384 work-items), wave64 (gfx90a) and wave32 (gfx1100). Prints the
# wave-instructions per second of the whole process (wall time from exec to exit, median of
# RUNS runs), and per CPU-second (user + system time of the process, median of the same runs:
# with the work-groups on several threads the wall rate is the CPU rate times the cores the
# process got). Results go in BENCHMARKS.md ("Simulator (sim)").
#
#   bash bench/sim.sh                       # build target/release/hdb and measure it
#   BEFORE=/path/to/old/hdb bash bench/sim.sh   # also measure another build, the two runs
#                                           # interleaved, and print the ratio
#   RUNS=9 ...                              # runs per binary and kernel (default 5)
#   BUILD=1 bash bench/sim.sh               # rebuild the kernels with clang-22 first
#
# The outputs of every binary must be identical (checked) before their speeds are compared.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
dir=bench/sim

if [[ -n "${BUILD:-}" ]]; then
    # The corpus flags (corpus/build.sh), clang-22 -O2.
    for t in gfx90a gfx1100; do
        (cd "$dir" && clang-22 -x cl -cl-std=CL2.0 -cl-no-stdinc -nogpulib -g \
            -ffile-prefix-map="$PWD"=. -fdebug-compilation-dir=. \
            -target amdgcn-amd-amdhsa -mcpu=$t -O2 -c alu_loop.cl -o "/tmp/simspeed-alu-$t.o" &&
            ld.lld-22 -shared "/tmp/simspeed-alu-$t.o" -o "alu_loop-$t-O2.hsaco")
    done
fi
cargo build --release -q -p hdb
bins=(target/release/hdb)
[[ -n "${BEFORE:-}" ]] && bins=("$BEFORE" target/release/hdb)

# wall microseconds of one run; its CPU microseconds (user + system) appended to $cpu_file
cpu_file=$(mktemp)
trap 'rm -f "$cpu_file" "$cpu_file.one"' EXIT
one_ms() {
    local t0 t1
    t0=$(date +%s%N)
    /usr/bin/time -f "%U %S" -o "$cpu_file.one" "$@" >/dev/null 2>&1
    t1=$(date +%s%N)
    awk '{printf "%d\n", ($1 + $2) * 1e6}' "$cpu_file.one" >>"$cpu_file"
    echo $(((t1 - t0) / 1000))
}

for t in gfx90a gfx1100; do
    launch=$dir/alu_loop-$t.json
    ref=""
    declare -A times=() cpus=()
    for b in "${bins[@]}"; do
        out=$("$b" run --launch "$launch")
        sum=$(grep -v 'wave-instructions in' <<<"$out" | sha256sum)
        [[ -z "$ref" ]] && ref=$sum
        [[ "$sum" == "$ref" ]] || { echo "$b: output differs on $launch"; exit 1; }
        winst=$(grep -oP '[0-9]+(?= wave-instructions in)' <<<"$out")
        times[$b]=""
        cpus[$b]=""
    done
    # interleaved: one run of each binary per round, so both see the same load
    for ((i = 0; i < runs; i++)); do
        for b in "${bins[@]}"; do
            : >"$cpu_file"
            times[$b]+="$(one_ms "$b" run --launch "$launch") "
            cpus[$b]+="$(cat "$cpu_file") "
        done
    done
    declare -A med=()
    for b in "${bins[@]}"; do
        med[$b]=$(printf '%s\n' ${times[$b]} | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
        cpu=$(printf '%s\n' ${cpus[$b]} | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
        awk -v n="$winst" -v us="${med[$b]}" -v cpu="$cpu" -v b="$b" -v t="$t" \
            'BEGIN {printf "%-8s %-28s %d wave-inst in %.3f s (median of '"$runs"'): %.1f M wave-inst/s; %.3f CPU-s: %.1f M per CPU-s\n", t, b, n, us / 1e6, n / us, cpu / 1e6, n / cpu}'
    done
    if [[ -n "${BEFORE:-}" ]]; then
        awk -v a="${med[$BEFORE]}" -v b="${med[target/release/hdb]}" -v t="$t" \
            'BEGIN {printf "%-8s speed-up (before / after wall time): %.2fx\n", t, a / b}'
    fi
    unset times cpus med
done
