#!/usr/bin/env bash
# Runs every corpus launch of tests/run.rs (producer × target × kernel × opt, the launch file
# `corpus/launch/<kernel>.json` with the code object substituted) and the two bench/sim
# alu_loop launches with two hdb binaries, and diffs their `hdb run --launch` output (stdout
# without the timing line, and the exit status). With the second binary it also tallies how
# each run went on the parallel path (HDB_SIM_REPORT).
#
#   bash bench/sim-compare.sh OLD_HDB [NEW_HDB]     # NEW_HDB defaults to target/release/hdb
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1
new=${2:-target/release/hdb}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
launches=()
for p in clang19 clang22 rocm22; do
    for t in gfx900 gfx90a gfx942 gfx1030 gfx1100 gfx1200; do
        for k in arith divergence nested_divergence lds_reduce private_array atomics \
            int64_double recursion spill_calls hip_templates; do
            for o in O0 O2; do
                co=$PWD/corpus/$p/$t/$k-$o.hsaco
                [[ -f $co ]] || continue
                f=$tmp/$p-$t-$k-$o.json
                python3 -c 'import json,sys; l=json.load(open(sys.argv[1])); l["code_object"]=sys.argv[2]; print(json.dumps(l))' \
                    "corpus/launch/$k.json" "$co" >"$f"
                launches+=("$f")
            done
        done
    done
done
launches+=(bench/sim/alu_loop-gfx90a.json bench/sim/alu_loop-gfx1100.json)
same=0
differ=0
for f in "${launches[@]}"; do
    set +e
    a=$("$old" run --launch "$f" 2>/dev/null | grep -v 'wave-instructions in')
    ra=$?
    b=$(HDB_SIM_REPORT=1 "$new" run --launch "$f" 2>"$tmp/err" | grep -v 'wave-instructions in')
    rb=$?
    set -e
    # the wave and instruction counts, without the time
    ca=$("$old" run --launch "$f" 2>/dev/null | grep -oP '^[0-9]+ waves, [0-9]+ wave-instructions' || true)
    cb=$("$new" run --launch "$f" 2>/dev/null | grep -oP '^[0-9]+ waves, [0-9]+ wave-instructions' || true)
    report=$(grep '^parallel:' "$tmp/err" || echo "parallel: no report")
    if [[ "$a" == "$b" && "$ra" == "$rb" && "$ca" == "$cb" ]]; then
        same=$((same + 1))
    else
        differ=$((differ + 1))
        echo "DIFFERS: $f"
    fi
    echo "$(basename "$f" .json)	$report" >>"$tmp/reports"
done
echo "launches: ${#launches[@]}, identical: $same, different: $differ"
cut -f2 "$tmp/reports" | sort | uniq -c | sort -rn
cp "$tmp/reports" /tmp/sim-compare-reports.tsv
