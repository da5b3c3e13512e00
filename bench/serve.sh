#!/usr/bin/env bash
# gdb-remote stub benchmark on the simulator (BENCHMARKS.md, "gdb-remote stub"): 1,000 waves
# of a real kernel held at their start and listed, then run, interrupted (0x03) and listed.
# Usage: bench/serve.sh [HDB] [RUNS]   (HDB defaults to target/release/hdb; build it first)
set -euo pipefail
cd "$(dirname "$0")/.."
hdb=${1:-target/release/hdb}
runs=${2:-5}
co=corpus/clang19/gfx90a/divergence-O0.hsaco
# 1,000 work-groups of one wave each, all resident: 1,000 threads.
launch=("$co" --kernel divergent_loops_collatz --grid 64000 --block 64 --resident-groups 1000
        --arg "u32[64000]=27" --arg "i32[4]=0" --arg i32:4 --arg "i32[192000]=0")
for ((r = 0; r < runs; r++)); do
    out=$(mktemp)
    "$hdb" serve "${launch[@]}" >"$out" 2>/dev/null &
    pid=$!
    while ! grep -q listening "$out"; do sleep 0.05; done
    port=$(sed -n 's/listening on 127.0.0.1://p' "$out")
    python3 - "$port" <<'PY'
import socket, sys, time
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
buf = b""
def send(body):
    s.sendall(b"$" + body + b"#" + b"%02x" % (sum(body) % 256))
def reply():
    global buf
    while True:
        i = buf.find(b"$")
        j = buf.find(b"#", i)
        if i >= 0 and j >= 0 and len(buf) >= j + 3:
            body, buf = buf[i + 1:j], buf[j + 3:]
            return body
        buf += s.recv(1 << 16)
def ask(body):
    send(body)
    return reply()
def threads():
    data, off = b"", 0
    while True:
        r = ask(b"qXfer:threads:read::%x,3fff" % off)
        data += r[1:]
        off += len(r) - 1
        if r[:1] == b"l":
            return data.count(b"<thread ")
s.sendall(b"+")
ask(b"QStartNoAckMode")
t = time.perf_counter()
ask(b"?")  # creates the dispatch, every wave held before its first instruction
n = threads()
held = time.perf_counter() - t
send(b"vCont;c")
time.sleep(0.3)
t = time.perf_counter()
s.sendall(b"\x03")
stop = reply()
m = threads()
interrupted = time.perf_counter() - t
assert n == 1000 and m == 1000 and stop.startswith(b"T02"), (n, m, stop)
ask(b"D")
print(f"hold {n} waves and list them: {held * 1e3:.1f} ms; interrupt {m} running waves and list them: {interrupted * 1e3:.1f} ms")
PY
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -f "$out"
done
