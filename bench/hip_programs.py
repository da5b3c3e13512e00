#!/usr/bin/env python3
"""Times every corpus HIP program under `hdb run --sim --stats` (or the programs given) and
prints a Markdown table: wall time (median of N runs), time in kernels (the median run's),
the simulator's wave-instructions per second there, the time the stand-in runtime spent serving HIP calls
beyond the kernels (copies, allocations, registration) as a share of the kernel time, the time
the program itself was blocked in HIP calls beyond the kernels (hdb's serving plus the socket's
round trips and wake-ups, as the stand-in library measured it) with its share (both times
beyond the kernels are medians over the N runs, the shares against the median run's kernel
time).

    bench/hip_programs.py [--hdb target/release/hdb] [-n 5] [--target gfx90a] [--arg A]... [PROGRAM ...]

Each program runs in its own folder; `--arg` values are passed to every program given.
"""
import argparse
import json
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATS = re.compile(
    r"hdb: (\d+) dispatches, (\d+) waves, (\d+) wave-instructions in ([\d.]+) s of kernels"
    r".*?; (\d+) HIP calls served in ([\d.]+) s \(kernels included\); ([\d.]+) s in all"
)
WAITED = re.compile(r"hdb: the program waited ([\d.]+) s in (\d+) HIP calls")


def corpus_programs():
    """The first program of each corpus folder's first run that ends normally, with the
    hdb flags it runs under (none under the sanitizers: they are measured elsewhere)."""
    for expect in sorted((ROOT / "corpus/hip").glob("*/expect.json")):
        e = json.loads(expect.read_text())
        for run in e.get("runs", []):
            flags = run.get("hdb_args", [])
            if run.get("status", 0) == 0 and "signal" not in run and "--check" not in flags:
                yield expect.parent / run["programs"][0], flags
                break


def measure(hdb, program, flags, runs, target, extra):
    walls, found = [], []
    for _ in range(runs):
        cmd = [hdb, "run", "--sim", "--stats", *flags]
        if target:
            cmd += ["--target", target]
        cmd.append(str(program))
        cmd += extra
        start = time.monotonic()
        done = subprocess.run(cmd, capture_output=True, text=True, cwd=program.parent)
        walls.append(time.monotonic() - start)
        m = STATS.search(done.stderr)
        if done.returncode != 0 or not m:
            return None, f"exit {done.returncode}: {done.stderr.strip()[-200:]}"
        found.append(m)
    wall = statistics.median(walls)
    # The times beyond the kernels: medians over the runs, each run's own (a run that lost
    # its core for a few milliseconds at one call shows in that run alone).
    served_beyond = statistics.median(max(float(m.group(6)) - float(m.group(4)), 0.0) for m in found)
    waits = [WAITED.search(m.string) for m in found]
    waited_beyond = None
    if all(waits):
        waited_beyond = statistics.median(
            max(float(w.group(1)) - float(m.group(4)), 0.0) for w, m in zip(waits, found))
    # The run whose kernel time is the median speaks for the others.
    found.sort(key=lambda m: float(m.group(4)))
    m = found[len(found) // 2]
    dispatches, waves, insts = int(m.group(1)), int(m.group(2)), int(m.group(3))
    kernels, calls, served, total = float(m.group(4)), int(m.group(5)), float(m.group(6)), float(m.group(7))
    return dict(wall=wall, dispatches=dispatches, waves=waves, insts=insts, kernels=kernels,
                calls=calls, served=served, total=total, served_beyond=served_beyond,
                waited_beyond=waited_beyond), None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hdb", default=str(ROOT / "target/release/hdb"))
    ap.add_argument("-n", type=int, default=5)
    ap.add_argument("--target")
    ap.add_argument("--arg", action="append", default=[])
    ap.add_argument("programs", nargs="*")
    a = ap.parse_args()
    programs = [(Path(p).resolve(), []) for p in a.programs] or list(corpus_programs())
    print("| program | wall (median) | dispatches | wave-instructions | in kernels | M wave-inst/s | HIP calls "
          "| serving beyond kernels | share of kernel time | program waited beyond kernels | share of kernel time |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    failed = 0
    for p, flags in programs:
        r, why = measure(a.hdb, p, flags, a.n, a.target, a.arg)
        if r is None:
            failed += 1
            print(f"| {p.name} | failed: {why} | | | | | | | | | |")
            continue
        rate = r["insts"] / r["kernels"] / 1e6 if r["kernels"] > 0 else 0.0
        beyond = r["served_beyond"]
        share = f"{100 * beyond / r['kernels']:.1f} %" if r["kernels"] > 0 else "-"
        # What the program waited for (an hdb that does not report it: "-").
        if r["waited_beyond"] is None:
            waited, waited_share = "-", "-"
        else:
            w = r["waited_beyond"]
            waited = f"{1e3 * w:.3f} ms"
            waited_share = f"{100 * w / r['kernels']:.1f} %" if r["kernels"] > 0 else "-"
        # Milliseconds to the microsecond: programs whose kernels run a few milliseconds
        # would otherwise read as 0 or 1 ms.
        print(f"| {p.name} | {r['wall']:.3f} s | {r['dispatches']} | {r['insts']:,} | {1e3 * r['kernels']:.3f} ms "
              f"| {rate:.1f} | {r['calls']} | {1e3 * beyond:.3f} ms | {share} | {waited} | {waited_share} |")
        sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
