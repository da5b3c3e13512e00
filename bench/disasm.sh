#!/usr/bin/env bash
# Whole-process disassembly speed: `hdb disasm` (release) against `llvm-objdump-19 -d` on the
# same code object, with hyperfine. Results go in BENCHMARKS.md ("Decoder (amdgpu::decode)").
#
#   bash bench/disasm.sh [FILE [MCPU]]
#
# Default: the corpus file with the largest .text (gfx1200, 23,680 bytes, 3,642 instructions).
# Both tools write to /dev/null (hyperfine's default), so the terminal costs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-corpus/clang22/gfx1200/private_array-O2.hsaco}
mcpu=${2:-gfx1200}
command -v hyperfine >/dev/null || { echo "needs hyperfine (apt-get install -y hyperfine)"; exit 1; }
cargo build --release -q -p hdb
# The two outputs must agree before their speed is compared.
diff <(llvm-objdump-19 -d --mcpu="$mcpu" "$file" | grep -P '^\t' | sed 's/ *\/\/.*//') \
     <(target/release/hdb disasm "$file" --mcpu "$mcpu" | grep -P '^\t' | sed 's/ *\/\/.*//') >/dev/null \
    || { echo "hdb disasm and llvm-objdump-19 disagree on $file"; exit 1; }
n=$(target/release/hdb disasm "$file" --mcpu "$mcpu" | grep -cP '^\t')
echo "$file: $n instructions"
hyperfine -N --warmup 20 --runs "${RUNS:-300}" \
    "llvm-objdump-19 -d --mcpu=$mcpu $file" \
    "target/release/hdb disasm $file --mcpu $mcpu" \
    "target/release/hdb --version"
