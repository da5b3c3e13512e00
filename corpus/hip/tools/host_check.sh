#!/usr/bin/env bash
# corpus/hip/tools/host_check.sh NAME [WAVE_SIZE]
# Builds corpus/hip/NAME/NAME.hip for the host with tools/host/hip/*.h (kernels
# run as fibers on the CPU) and runs it: a check of the program's algorithm and
# its verification without a GPU or a simulator. Never used for the committed
# binaries. WAVE_SIZE (default 64) is the warpSize the kernels see.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
NAME="$1"; WAVE="${2:-64}"
SRC="$HERE/../$NAME/$NAME.hip"
OUT="$(mktemp -d)"; trap 'rm -rf "$OUT"' EXIT
# `extern __shared__ T x[];` and `k<<<...>>>(...)` are not C++: rewrite them.
sed -E -e 's/extern[[:space:]]+__shared__[[:space:]]+([A-Za-z_][A-Za-z0-9_ ]*)[[:space:]]+([A-Za-z_][A-Za-z0-9_]*)\[\];/\1 *\2 = (\1 *)::hdbx::dyn_shared();/' \
       -e 's/([A-Za-z_][A-Za-z0-9_:]*(<[^<>]*>)?)<<<(.*)>>>\(\)/::hdbx::Config(\3).run([=](auto... a_) { \1(a_...); })/' \
       -e 's/([A-Za-z_][A-Za-z0-9_:]*(<[^<>]*>)?)<<<(.*)>>>\(/::hdbx::Config(\3).run([=](auto... a_) { \1(a_...); }, /' \
       "$SRC" >"$OUT/$NAME.cpp"
g++ -std=c++17 -O1 -g -w -I"$HERE/host" -I"$HERE/../$NAME" -DHDB_HOST_CHECK \
    "$OUT/$NAME.cpp" -o "$OUT/$NAME" -lm
shift; shift || true
HDB_HOST_WARP="$WAVE" "$OUT/$NAME" "$@"
