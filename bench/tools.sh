#!/usr/bin/env bash
# hdb's dumpers against LLVM's on one large code object, side by side in one run: wall time
# (median), CPU time (user + system, median) and peak RSS of each subcommand and of the LLVM
# tool that does the same job. Results go in BENCHMARKS.md ("Dumpers and disassembler").
#
#   bash bench/tools.sh [HDB] [RUNS] [FILE]
#
# FILE defaults to bench/big_object.sh's 400-kernel object (-O0, one compilation unit).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
hdb=${1:-target/release/hdb}
runs=${2:-9}
file=${3:-/tmp/hdb-bench/big.hsaco}
[ -f "$file" ] || bash bench/big_object.sh "$(dirname "$file")" 400 >/dev/null
command -v llvm-dwarfdump-22 >/dev/null || { echo "needs llvm-22"; exit 1; }

# Median CPU seconds (user + system) and the largest peak RSS (KiB) over $runs runs.
cpu_rss() {
    local log
    log=$(mktemp)
    for ((i = 0; i < runs; i++)); do
        /usr/bin/time -a -o "$log" -f "%U %S %M" "$@" >/dev/null 2>&1
    done
    grep -E '^[0-9.]+ [0-9.]+ [0-9]+$' "$log" | awk '{print $1 + $2, $3}' | sort -n |
        awk '{a[NR] = $1; if ($2 > m) m = $2} END {printf "%.3f %d", a[int((NR + 1) / 2)], m}'
    rm -f "$log"
}

row() {
    local what=$1 ours=$2 theirs=$3
    local ow tw oc orss tc trss
    ow=$(median_ms $ours)
    tw=$(median_ms $theirs)
    read -r oc orss <<<"$(cpu_rss $ours)"
    read -r tc trss <<<"$(cpu_rss $theirs)"
    printf '| %s | %s ms | %s ms | %.1f× | %s s | %s s | %d MiB | %d MiB |\n' "$what" "$ow" "$tw" \
        "$(echo "$tw / $ow" | bc -l)" "$oc" "$tc" $((orss / 1024)) $((trss / 1024))
}

echo "$file: $(stat -c %s "$file") bytes; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| job | hdb wall | LLVM wall | ratio | hdb CPU | LLVM CPU | hdb peak RSS | LLVM peak RSS |"
echo "|---|---|---|---|---|---|---|---|"
row "disassembly (\`hdb disasm\` / \`llvm-objdump-22 -d\`)" "$hdb disasm $file" "llvm-objdump-22 -d $file"
row "DIEs (\`hdb dwarf\` / \`llvm-dwarfdump-22 --debug-info\`)" "$hdb dwarf $file" "llvm-dwarfdump-22 --debug-info $file"
row "CFI (\`hdb cfi\` / \`llvm-dwarfdump-22 --debug-frame\`)" "$hdb cfi $file" "llvm-dwarfdump-22 --debug-frame $file"
row "headers, symbols, notes (\`hdb info\` / \`llvm-readelf-22 -h -S -s --notes\`)" "$hdb info $file" "llvm-readelf-22 -h -S -s --notes $file"
row "checks (\`hdb conform\` / \`llvm-dwarfdump-22 --verify\`)" "$hdb conform $file" "llvm-dwarfdump-22 --verify $file"
