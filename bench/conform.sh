#!/usr/bin/env bash
# hdb conform's static checks against `llvm-dwarfdump --verify` on the same files, side by
# side: N rounds, each running every command once in turn (A/B pairs in one run), whole
# processes, output to /dev/null. Prints the median wall and CPU (user + sys) seconds of each
# command and the median of the per-round ratios (llvm-dwarfdump / hdb: above 1 means hdb is
# faster).
#
#   bash bench/conform.sh [HDB] [N] [FILE...]
#
# HDB defaults to target/release/hdb, N to 21. Without FILEs: every ELF code object of the
# corpus (bundles, Gallium containers, HIP host programs and the bad-input corpus left out),
# checked by `hdb conform --jobs 1` and by `hdb conform` (default jobs). With FILEs: those
# files (e.g. one large single-unit object). DWARFDUMP names the LLVM tool
# (default llvm-dwarfdump-19).
set -euo pipefail
cd "$(dirname "$0")/.."
hdb=${1:-target/release/hdb}
n=${2:-21}
shift $(($# < 2 ? $# : 2))
dd=${DWARFDUMP:-llvm-dwarfdump-19}
command -v "$dd" >/dev/null || { echo "$dd is required (bash .ci/run installs it)"; exit 1; }
if (($#)); then
    files=("$@")
else
    mapfile -t files < <(find corpus \( -name '*.hsaco' -o -name '*.o' \) -not -path 'corpus/bad/*' | sort)
fi
echo "${#files[@]} files, $(du -cb "${files[@]}" | tail -1 | cut -f1) bytes, $n rounds; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$n" "$dd" "$hdb" "${files[@]}" <<'PY'
import os, statistics, subprocess, sys, time
n, dd, hdb, files = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
cmds = {
    f"{dd} --verify": [dd, "--verify", *files],
    "hdb conform --jobs 1": [hdb, "conform", "--jobs", "1", *files],
}
if len(files) > 1:
    cmds["hdb conform (default jobs)"] = [hdb, "conform", *files]

def run(argv):
    """Wall and CPU (user + sys) seconds of one whole process."""
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    return wall, ru.ru_utime + ru.ru_stime

for argv in cmds.values():  # warm the page cache
    run(argv)
res = {k: [] for k in cmds}
for _ in range(n):
    for k, argv in cmds.items():
        res[k].append(run(argv))
med = lambda xs: statistics.median(xs)
base = f"{dd} --verify"
for k, rs in res.items():
    w, c = [r[0] for r in rs], [r[1] for r in rs]
    print(f"{k:32} wall median {med(w)*1000:8.1f} ms (min {min(w)*1000:7.1f}) | CPU median {med(c)*1000:8.1f} ms")
for k in cmds:
    if k == base:
        continue
    rw = [a[0] / b[0] for a, b in zip(res[base], res[k])]
    rc = [a[1] / b[1] for a, b in zip(res[base], res[k]) if b[1] > 0]
    print(f"speed of {k} relative to {base}: wall {med(rw):.2f}x, CPU {med(rc):.2f}x (median of per-round ratios)")
PY
