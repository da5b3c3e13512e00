#!/usr/bin/env bash
# hdb conform's static scan of the whole corpus against `llvm-dwarfdump-22 --verify` on the
# same files, side by side: N alternating runs of each, min and median of wall and CPU
# (user + sys) seconds. Usage: bash bench/conform.sh [HDB] [N]   (default target/release/hdb, 21)
set -euo pipefail
cd "$(dirname "$0")/.."
hdb=${1:-target/release/hdb}
n=${2:-21}
command -v llvm-dwarfdump-22 >/dev/null || { echo "llvm-dwarfdump-22 is required (bash .ci/run installs it)"; exit 1; }
# Every ELF code object of the corpus that llvm-dwarfdump can read (bundles, Gallium
# containers and the bad-input corpus left out).
mapfile -t files < <(find corpus \( -name '*.hsaco' -o -name '*.o' \) -not -path 'corpus/bad/*' | sort)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for _ in $(seq "$n"); do
    /usr/bin/time -f "%e %U %S" -a -o "$tmp/dd" llvm-dwarfdump-22 --verify "${files[@]}" >/dev/null 2>&1 || true
    /usr/bin/time -f "%e %U %S" -a -o "$tmp/h1" "$hdb" conform --jobs 1 "${files[@]}" >/dev/null 2>&1 || true
    /usr/bin/time -f "%e %U %S" -a -o "$tmp/hn" "$hdb" conform "${files[@]}" >/dev/null 2>&1 || true
done
echo "${#files[@]} files, $(du -ch "${files[@]}" | tail -1 | cut -f1), $n runs each"
python3 - "$tmp" <<'PY'
import statistics, sys
d = sys.argv[1]
names = {"dd": "llvm-dwarfdump-22 --verify", "h1": "hdb conform --jobs 1", "hn": "hdb conform (default jobs)"}
res = {}
for k, label in names.items():
    rows = [l.split() for l in open(f"{d}/{k}") if l.strip() and l[0].isdigit()]
    w = sorted(float(r[0]) for r in rows)
    c = sorted(float(r[1]) + float(r[2]) for r in rows)
    res[k] = (w[0], statistics.median(w), c[0], statistics.median(c))
    print(f"{label:30} wall min {w[0]:.3f} median {statistics.median(w):.3f} s | cpu min {c[0]:.3f} median {statistics.median(c):.3f} s")
for k in ("h1", "hn"):
    print(f"ratio {names[k]} / dwarfdump: wall median {res[k][1]/res['dd'][1]:.2f}, cpu median {res[k][3]/res['dd'][3]:.2f}")
PY
