#!/usr/bin/env bash
# corpus/build.sh - rebuild every binary in corpus/ from corpus/src and
# corpus/asm with real compilers, then write MANIFEST.tsv and check every
# code object with llvm-readelf-19 and llvm-objdump-19.
#
#   bash corpus/build.sh            # install tools if missing, build, check
#   bash corpus/build.sh hip        # only the HIP programs in hip/ (hipcc, ROCm 5.2)
#   HDB_CORPUS_NO_INSTALL=1 ...     # never call apt-get / pip
#   HDB_CORPUS_CACHE=dir ...        # where the rocm-llvm-python wheel goes
#                                   # (default ~/.cache/hdb-corpus; never
#                                   # inside the repository)
#
# Jobs run one at a time on purpose (the build machine is shared).
set -euo pipefail

CORPUS="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${HDB_CORPUS_CACHE:-$HOME/.cache/hdb-corpus}"
ROCM_WHEEL_VERSION="7.2.2.562.46"
ROCM_LIB="$CACHE/wheel-$ROCM_WHEEL_VERSION/rocm/llvm/librocmllvm.so"
PY="${PYTHON:-python3}"

TARGETS=(gfx900 gfx90a gfx942 gfx1030 gfx1100 gfx1200)
OPTS=(O0 O2)
CL_KERNELS=(arith divergence nested_divergence lds_reduce private_array
            spill_calls recursion int64_double atomics call_chain sanitize_bugs wg_scan frames)
HIP_KERNELS=(hip_templates sanitize_bugs_hip hip_poly)
# relocatable objects are kept for this target only (ET_REL coverage)
REL_TARGET=gfx90a

log() { printf '[corpus] %s\n' "$*" >&2; }

# ------------------------------------------------------------------ tools
install_tools() {
    local need=()
    for p in clang-19:clang-19 ld.lld-19:lld-19 llvm-readelf-19:llvm-19 \
             clang-22:clang-22 ld.lld-22:lld-22 llvm-dwarfdump-22:llvm-22 \
             clang-14:clang-14 ld.lld-14:lld-14 llvm-readelf-14:llvm-14 \
             clang-offload-bundler-19:clang-tools-19 \
             llvm-objdump-22:llvm-22 clang-offload-bundler-22:clang-tools-22 \
             "$PY":python3; do
        command -v "${p%%:*}" >/dev/null 2>&1 || need+=("${p##*:}")
    done
    need+=($(hip_tools_missing))
    # llvm-mc-19 comes with llvm-19; clang-offload-bundler-19 (also used by
    # the clang-19 driver for HIP device-only bundles) with clang-tools-19.
    if ((${#need[@]})); then
        if [[ -n "${HDB_CORPUS_NO_INSTALL:-}" ]]; then
            log "missing tools: ${need[*]}"; exit 1
        fi
        log "installing: ${need[*]}"
        apt-get update
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
            $(printf '%s\n' "${need[@]}" | sort -u) python3 python3-pip
    fi
    install_wheel
}

# install_missing COMMAND:PACKAGE... [-- PACKAGE...]: apt-get installs the package of each
# missing command, and the packages after `--`; with HDB_CORPUS_NO_INSTALL it fails instead.
install_missing() {
    local need=()
    while (($#)); do
        if [[ "$1" == -- ]]; then shift; need+=("$@"); break; fi
        command -v "${1%%:*}" >/dev/null 2>&1 || need+=("${1##*:}")
        shift
    done
    ((${#need[@]})) || return 0
    [[ -z "${HDB_CORPUS_NO_INSTALL:-}" ]] || { log "missing tools: ${need[*]}"; exit 1; }
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need[@]}"
}

# the AMD fork's backend: the rocm-llvm-python wheel from PyPI, unpacked into $CACHE
install_wheel() {
    if [[ ! -f "$ROCM_LIB" ]]; then
        if [[ -n "${HDB_CORPUS_NO_INSTALL:-}" ]]; then
            log "missing $ROCM_LIB"; exit 1
        fi
        mkdir -p "$CACHE"
        log "fetching rocm-llvm-python==$ROCM_WHEEL_VERSION into $CACHE"
        "$PY" -m pip download --no-deps --only-binary=:all: --python-version 3.11 \
            -d "$CACHE" "rocm-llvm-python==$ROCM_WHEEL_VERSION"
        "$PY" -m zipfile -e "$CACHE"/rocm_llvm_python-"$ROCM_WHEEL_VERSION"-*.whl \
            "$CACHE/wheel-$ROCM_WHEEL_VERSION"
    fi
}

# ---------------------------------------------------------- bookkeeping
ROWS="$(mktemp)"; SKIPS="$(mktemp)"; TMP="$(mktemp -d)"
trap 'rm -rf "$ROWS" "$SKIPS" "$TMP"' EXIT

# row PATH PRODUCER VERSION TARGET FLAGS KIND
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$ROWS"; }
skip() { printf '%s\t%s\n' "$1" "$2" >>"$SKIPS"; log "SKIP $1: $2"; }

# Flags that keep build paths out of the output: sources are passed as
# src/<file> relative to $CORPUS and the compilation directory is ".".
MAPS=(-ffile-prefix-map="$CORPUS"=. -fdebug-compilation-dir=.)
CLFLAGS=(-x cl -cl-std=CL2.0 -cl-no-stdinc -nogpulib -g "${MAPS[@]}")
# -cuid: a fixed compilation-unit id (the default is random per run)
HIPFLAGS=(-x hip --cuda-device-only -nogpuinc -nogpulib -cuid=hdbcorpus -g "${MAPS[@]}")

# cc1 line for a HIP device-only compile, with our own -o: gives a plain
# relocatable object instead of the driver's bundle of a linked image.
hip_obj() { # CLANG TARGET OPT SRC OUT
    local clang="$1" tgt="$2" opt="$3" src="$4" out="$5"
    "$clang" -### "${HIPFLAGS[@]}" --offload-arch="$tgt" "-$opt" -c "$src" \
        -o "$TMP/unused.o" 2>&1 | "$PY" -c '
import shlex, subprocess, sys
out = sys.argv[1]
for line in sys.stdin:
    line = line.strip()
    if "\"-cc1\"" in line and "amdgcn" in line:
        argv = shlex.split(line)
        i = argv.index("-o")
        argv[i + 1] = out
        sys.exit(subprocess.call(argv))
sys.exit("no device cc1 line")' "$out"
}

compile_obj() { # CLANG TARGET OPT KERNEL OUT
    local clang="$1" tgt="$2" opt="$3" k="$4" out="$5"
    if [[ -f "src/$k.hip" ]]; then
        hip_obj "$clang" "$tgt" "$opt" "src/$k.hip" "$out"
    else
        "$clang" "${CLFLAGS[@]}" -target amdgcn-amd-amdhsa -mcpu="$tgt" "-$opt" \
            -c "src/$k.cl" -o "$out"
    fi
}

emit_ir() { # TARGET OPT KERNEL OUT   (clang-19 IR for the fork)
    local tgt="$1" opt="$2" k="$3" out="$4"
    if [[ -f "src/$k.hip" ]]; then
        clang-19 "${HIPFLAGS[@]}" --offload-arch="$tgt" "-$opt" -S -emit-llvm \
            "src/$k.hip" -o "$out"
    else
        clang-19 "${CLFLAGS[@]}" -target amdgcn-amd-amdhsa -mcpu="$tgt" "-$opt" \
            -S -emit-llvm "src/$k.cl" -o "$out"
    fi
}

# ------------------------------------------------- upstream clang 19 / 22
build_upstream() { # N  (19 or 22)
    local n="$1" clang="clang-$1" lld="ld.lld-$1" dir="clang$1" ver
    ver="$($clang --version | head -n1)"
    log "== $dir ($ver)"
    for tgt in "${TARGETS[@]}"; do
        mkdir -p "$dir/$tgt"
        for k in "${CL_KERNELS[@]}" "${HIP_KERNELS[@]}"; do
            for opt in "${OPTS[@]}"; do
                local base="$dir/$tgt/$k-$opt" obj="$TMP/$n-$tgt-$k-$opt.o"
                if ! compile_obj "$clang" "$tgt" "$opt" "$k" "$obj"; then
                    skip "$base.hsaco" "$clang failed to compile"; continue
                fi
                "$lld" -shared "$obj" -o "$base.hsaco"
                row "$base.hsaco" "$dir" "$ver" "$tgt" "-$opt -g" "code-object"
                if [[ "$tgt" == "$REL_TARGET" ]]; then
                    cp "$obj" "$base.o"
                    row "$base.o" "$dir" "$ver" "$tgt" "-$opt -g" "relocatable"
                fi
            done
        done
    done
}

# --------------------------------------------- AMD fork via the PyPI wheel
build_rocm() {
    local dir=rocm22 fe be ver
    fe="$(clang-19 --version | head -n1)"
    be="$("$PY" tools/rocm_llc.py --lib "$ROCM_LIB" --version | head -n1 | sed 's/^ *//')"
    ver="$be (backend, rocm-llvm-python $ROCM_WHEEL_VERSION) + $fe (front/middle end)"
    log "== $dir ($ver)"
    for tgt in "${TARGETS[@]}"; do
        mkdir -p "$dir/$tgt"
        for k in "${CL_KERNELS[@]}" "${HIP_KERNELS[@]}"; do
            for opt in "${OPTS[@]}"; do
                local base="$dir/$tgt/$k-$opt" ll="$TMP/r-$tgt-$k-$opt.ll"
                local dll="$TMP/r-$tgt-$k-$opt.diop.ll" obj="$TMP/r-$tgt-$k-$opt.o"
                emit_ir "$tgt" "$opt" "$k" "$ll"
                "$PY" tools/diop_rewrite.py "$ll" "$dll" 2>"$TMP/rw.log" || {
                    skip "$base.hsaco" "diop_rewrite failed: $(tail -n1 "$TMP/rw.log")"; continue; }
                if ! "$PY" tools/rocm_llc.py --lib "$ROCM_LIB" -mcpu="$tgt" \
                        -O"${opt#O}" "$dll" -o "$obj" 2>"$TMP/llc.log"; then
                    skip "$base.hsaco" "fork backend rejected the rewritten IR: $(head -n1 "$TMP/llc.log" | cut -c1-200)"
                    continue
                fi
                ld.lld-19 -shared "$obj" -o "$base.hsaco"
                row "$base.hsaco" "$dir" "$ver" "$tgt" "-$opt -g, DIOp rewrite" "code-object"
                if [[ "$tgt" == "$REL_TARGET" ]]; then
                    cp "$obj" "$base.o"
                    row "$base.o" "$dir" "$ver" "$tgt" "-$opt -g, DIOp rewrite" "relocatable"
                    # keep the rewritten IR next to it: it is the fork's input
                    sed -e "s#$CORPUS#.#g" "$dll" >"$base.diop.ll"
                    row "$base.diop.ll" "$dir" "$fe + tools/diop_rewrite.py" "$tgt" "-$opt -g -S -emit-llvm" "llvm-ir"
                fi
            done
        done
    done
}

# ------------------------------------ older code-object versions, generic
build_old_formats() {
    local ver14 ver19
    ver14="$(clang-14 --version | head -n1)"; ver19="$(clang-19 --version | head -n1)"
    log "== clang14 ($ver14) code object v2/v3/v4"
    for tgt in gfx900 gfx906; do
        mkdir -p "clang14/$tgt"
        for cov in 2 3; do
            for k in arith spill_calls; do
                local base="clang14/$tgt/$k-O2-cov$cov" obj="$TMP/14-$tgt-$k-$cov.o"
                clang-14 "${CLFLAGS[@]}" -target amdgcn-amd-amdhsa -mcpu="$tgt" -O2 \
                    -mcode-object-version=$cov -c "src/$k.cl" -o "$obj"
                ld.lld-14 -shared "$obj" -o "$base.hsaco"
                row "$base.hsaco" clang14 "$ver14" "$tgt" "-O2 -g -mcode-object-version=$cov" "code-object"
            done
        done
    done
    for k in arith spill_calls; do
        local base="clang14/gfx906/$k-O2-cov4" obj="$TMP/14-v4-$k.o"
        clang-14 "${CLFLAGS[@]}" -target amdgcn-amd-amdhsa -mcpu=gfx906 -O2 \
            -mcode-object-version=4 -c "src/$k.cl" -o "$obj"
        ld.lld-14 -shared "$obj" -o "$base.hsaco"
        row "$base.hsaco" clang14 "$ver14" gfx906 "-O2 -g -mcode-object-version=4" "code-object"
        cp "$obj" "$base.o"
        row "$base.o" clang14 "$ver14" gfx906 "-O2 -g -mcode-object-version=4" "relocatable"
    done

    log "== clang19 code object v6, generic targets"
    for tgt in gfx9-generic gfx11-generic; do
        mkdir -p "clang19/$tgt"
        for k in arith divergence; do
            local base="clang19/$tgt/$k-O2-cov6" obj="$TMP/19g-$tgt-$k.o"
            # clang-19 warns that v6 is "still in development"; expected.
            clang-19 "${CLFLAGS[@]}" -target amdgcn-amd-amdhsa -mcpu="$tgt" -O2 \
                -mcode-object-version=6 -c "src/$k.cl" -o "$obj" 2>"$TMP/v6.log" || {
                cat "$TMP/v6.log" >&2; exit 1; }
            ld.lld-19 -shared "$obj" -o "$base.hsaco"
            row "$base.hsaco" clang19 "$ver19" "$tgt" "-O2 -g -mcode-object-version=6" "code-object"
        done
    done
}

# ------------------------------ DWARF variants the reader must also handle
# DWARF 4 units (.debug_loc/.debug_ranges instead of loclists/rnglists) and line tables that
# embed the source (DW_LNCT_LLVM_source), from clang-19 on gfx90a.
build_dwarf_variants() {
    local ver19; ver19="$(clang-19 --version | head -n1)"
    log "== clang19 DWARF 4 and embedded-source variants"
    mkdir -p clang19/gfx90a
    for k in recursion private_array; do
        for opt in O0 O2; do
            local base="clang19/gfx90a/$k-$opt-dwarf4" obj="$TMP/19d4-$k-$opt.o"
            clang-19 "${CLFLAGS[@]}" -gdwarf-4 -target amdgcn-amd-amdhsa -mcpu=gfx90a "-$opt" \
                -c "src/$k.cl" -o "$obj"
            ld.lld-19 -shared "$obj" -o "$base.hsaco"
            row "$base.hsaco" clang19 "$ver19" gfx90a "-$opt -g -gdwarf-4" "code-object"
        done
    done
    local base="clang19/gfx90a/recursion-O2-embed-source" obj="$TMP/19es.o"
    clang-19 "${CLFLAGS[@]}" -gdwarf-5 -gembed-source -target amdgcn-amd-amdhsa -mcpu=gfx90a -O2 \
        -c src/recursion.cl -o "$obj"
    ld.lld-19 -shared "$obj" -o "$base.hsaco"
    row "$base.hsaco" clang19 "$ver19" gfx90a "-O2 -g -gdwarf-5 -gembed-source" "code-object"
}

# ------------------------------------------------------ HIP offload bundles
build_bundles() {
    local ver; ver="$(clang-19 --version | head -n1)"
    log "== bundle"
    mkdir -p bundle
    # What the driver gives for a device-only -c with two offload archs:
    # a __CLANG_OFFLOAD_BUNDLE__ with an empty host entry and two linked
    # code objects.
    clang-19 "${HIPFLAGS[@]}" --offload-arch=gfx90a --offload-arch=gfx1100 -O2 \
        -c src/hip_templates.hip -o bundle/hip_templates-O2-gfx90a-gfx1100.bundle
    row bundle/hip_templates-O2-gfx90a-gfx1100.bundle bundle "$ver" "gfx90a,gfx1100" \
        "-x hip --cuda-device-only --offload-arch=gfx90a --offload-arch=gfx1100 -O2 -g -c" "bundle"
    # A bundle whose host entry is a real x86-64 object.
    printf 'int hdb_corpus_host_marker(void) { return 42; }\n' >"$TMP/host.c"
    clang-19 -target x86_64-unknown-linux-gnu -O2 -c "$TMP/host.c" -o "$TMP/host.o"
    clang-offload-bundler-19 -type=o -bundle-align=4096 \
        -targets=host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx90a,hipv4-amdgcn-amd-amdhsa--gfx1100 \
        -input="$TMP/host.o" -input=clang19/gfx90a/hip_templates-O2.hsaco \
        -input=clang19/gfx1100/hip_templates-O2.hsaco \
        -output=bundle/hip_templates-O2-with-host.bundle
    row bundle/hip_templates-O2-with-host.bundle bundle "$ver" "x86_64,gfx90a,gfx1100" \
        "clang-offload-bundler-19 -type=o (host.o + clang19/{gfx90a,gfx1100}/hip_templates-O2.hsaco)" "bundle"
}

# ------------------------------- a whole HIP program: host object and executable
# src/hip_app.hip for two targets, compiled the ordinary way (host + device), so
# the device code object bundle sits in the host ELF's .hip_fatbin: raw, or
# compressed (CCOB, zstd) with --offload-compress as hipcc passes it. The
# executable links against src/hip_app_stub.c, which stands in for the HIP
# runtime. Suffixes .obj/.out keep these x86-64 files out of the tests that
# walk the corpus's *.o AMDGPU objects.
build_hip_app() {
    local ver; ver="$(clang-22 --version | head -n1)"
    log "== bundle/hip_app ($ver)"
    mkdir -p bundle
    local flags=(-x hip -nogpuinc -nogpulib -cuid=hdbcorpus -g "${MAPS[@]}"
                 --offload-arch=gfx90a --offload-arch=gfx942 -O2)
    clang-22 -O2 "${MAPS[@]}" -c src/hip_app_stub.c -o "$TMP/hip_app_stub.o"
    local variant extra
    for variant in plain compressed; do
        local base=bundle/hip_app-O2 extra=()
        if [[ "$variant" == compressed ]]; then
            base=bundle/hip_app-O2-compressed; extra=(--offload-compress)
        fi
        clang-22 "${flags[@]}" "${extra[@]}" -c src/hip_app.hip -o "$base.obj"
        row "$base.obj" bundle "$ver" "x86_64,gfx90a,gfx942" \
            "-x hip --offload-arch=gfx90a --offload-arch=gfx942 -O2 -g -c ${extra[*]}" "host-object"
        clang-22 -fuse-ld=lld "$base.obj" "$TMP/hip_app_stub.o" -o "$base.out"
        row "$base.out" bundle "$ver + ld.lld-22" "x86_64,gfx90a,gfx942" \
            "$base.obj + src/hip_app_stub.c, clang-22 -fuse-ld=lld" "host-executable"
    done
}

# ------------------------------------------- whole HIP programs (hipcc, ROCm 5.2)
# hip/NAME/NAME.hip -> hip/NAME/NAME.out: x86-64 executables with a fat binary
# for HIP_PROGRAM_ARCHS, built by Debian's hipcc exactly as a user would (they
# link libamdhip64.so.5); -O2, plus NAME-O0.out for HIP_PROGRAMS_O0. Any other
# hip/NAME/*.hip is device code loaded at run time, built with --genco into a
# .co offload bundle. hip/tools/ holds the host-only check harness (not built).
HIP_PROGRAM_ARCHS=(gfx90a gfx1030)
HIP_PROGRAMS_O0=(hello_world histogram matrix_multiplication prefix_sum bitonic_sort
                 device_printf templates binomial_option fast_walsh_transform floyd_warshall
                 recursive_gaussian simple_convolution dct dwt_haar1d wave_shuffles half_precision
                 intrinsics device_malloc sanitize_calls)

# Packages missing for build_hip_programs (hipcc, HIP headers and library, device libraries).
hip_tools_missing() {
    command -v hipcc >/dev/null 2>&1 && command -v hipconfig >/dev/null 2>&1 || echo hipcc
    [[ -f /usr/include/hip/hip_runtime.h ]] || echo libamdhip64-dev
}

build_hip_programs() {
    local ver
    # (with an --offload-arch, hipcc does not probe for a GPU)
    ver="$(hipcc --offload-arch=gfx90a --version |
           awk '/^HIP version/ { h = $3 } /clang version/ && !c { c = $0 }
                END { printf "hipcc %s (%s)", h, c }')"
    log "== hip programs ($ver)"
    local archs=() a
    for a in "${HIP_PROGRAM_ARCHS[@]}"; do archs+=(--offload-arch="$a"); done
    local targets; targets="x86_64,$(IFS=,; echo "${HIP_PROGRAM_ARCHS[*]}")"
    local common=(-g -cuid=hdbcorpus "${MAPS[@]}" "${archs[@]}")
    local d name src
    for d in hip/*/; do
        d="${d%/}"; name="$(basename "$d")"
        [[ -f "$d/$name.hip" ]] || continue
        for src in "$d"/*.hip; do
            [[ "$src" == "$d/$name.hip" ]] && continue
            hipcc --genco -O2 "${common[@]}" "$src" -o "${src%.hip}.co"
            row "${src%.hip}.co" hipcc "$ver" "${targets#x86_64,}" "--genco -O2 -g" "bundle"
        done
        hipcc -O2 "${common[@]}" "$d/$name.hip" -o "$d/$name.out"
        row "$d/$name.out" hipcc "$ver" "$targets" "-O2 -g" "host-executable"
        if [[ " ${HIP_PROGRAMS_O0[*]} " == *" $name "* ]]; then
            hipcc -O0 "${common[@]}" "$d/$name.hip" -o "$d/$name-O0.out"
            row "$d/$name-O0.out" hipcc "$ver" "$targets" "-O0 -g" "host-executable"
        fi
    done
}

# Every HIP program needs libamdhip64.so.5 and carries a code object for each of
# HIP_PROGRAM_ARCHS, unless all its device code is in .co files next to it; every
# .co lists them too.
check_hip_programs() {
    local f bad=0 a
    for f in hip/*/*.out; do
        readelf -V "$f" >"$TMP/ver.txt"
        grep -q 'File: libamdhip64.so.5' "$TMP/ver.txt" || { log "$f: no libamdhip64.so.5"; bad=1; }
        readelf -S -W "$f" >"$TMP/sections.txt"
        if ! grep -q '\.hip_fatbin' "$TMP/sections.txt"; then
            compgen -G "$(dirname "$f")/*.co" >/dev/null || { log "$f: no device code"; bad=1; }
            continue
        fi
        rm -rf "$TMP/offload"; mkdir -p "$TMP/offload"; cp "$f" "$TMP/offload/x"
        llvm-objdump-22 --offloading "$TMP/offload/x" >"$TMP/offload.txt"
        for a in "${HIP_PROGRAM_ARCHS[@]}"; do
            grep -q "amdgcn-amd-amdhsa--$a\$" "$TMP/offload.txt" || { log "$f: no $a code object"; bad=1; }
        done
    done
    for f in hip/*/*.co; do
        clang-offload-bundler-19 -list -type=o -input="$f" >"$TMP/list.txt"
        for a in "${HIP_PROGRAM_ARCHS[@]}"; do
            grep -q -- "--$a\$" "$TMP/list.txt" || { log "$f: no $a code object"; bad=1; }
        done
    done
    rm -rf "$TMP/offload"
    return $bad
}

# `bash corpus/build.sh hip`: rebuild only hip/*/*.{out,co} and replace their rows
# in MANIFEST.tsv.
only_hip_programs() {
    cd "$CORPUS"
    install_missing llvm-objdump-22:llvm-22 clang-offload-bundler-19:clang-tools-19 \
        -- $(hip_tools_missing)
    rm -f hip/*/*.out hip/*/*.co
    build_hip_programs
    write_manifest_keeping_rows_except '^hip/'
    check_hip_programs
    log "rebuilt hip/*; MANIFEST.tsv has $(($(wc -l <MANIFEST.tsv) - 1)) rows"
}

# ------------------------------------------------- GalliumCompute container
build_gallium() {
    local ver; ver="$(clang-19 --version | head -n1)"
    log "== gallium"
    mkdir -p gallium/gfx900
    local base=gallium/gfx900/divergence-O2
    # clang-19 for amdgcn-mesa-mesa3d: relocatable ELF with .AMDGPU.config
    # (5 register/value pairs per kernel) and an amd_kernel_code_t header.
    clang-19 "${CLFLAGS[@]}" -target amdgcn-mesa-mesa3d -mcpu=gfx900 -O2 \
        -c src/divergence.cl -o "$base.elf"
    row "$base.elf" clang19 "$ver" gfx900 "-target amdgcn-mesa-mesa3d -O2 -g" "relocatable"
    # divergent_loops_collatz(global uint*, global int*, int, global int*)
    "$PY" tools/gallium_wrap.py "$base.elf" "$base.gallium" \
        --kernel divergent_loops_collatz --args global,global,scalar,global
    row "$base.gallium" gallium "$ver + tools/gallium_wrap.py" gfx900 \
        "-target amdgcn-mesa-mesa3d -O2 -g" "gallium"
}

# ------------------------------------------------------ hand-written asm
build_asm() {
    local ver; ver="$(llvm-mc-19 --version | grep -i 'version' | head -n1 | sed 's/^ *//')"
    log "== asm ($ver)"
    for s in asm/*.s; do
        local name tgt; name="$(basename "$s" .s)"
        tgt="$(sed -n 's/^[[:space:]]*\.amdgcn_target "amdgcn-amd-amdhsa--\([a-z0-9]*\)".*/\1/p' "$s")"
        mkdir -p "asm/$tgt"
        llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu="$tgt" -filetype=obj "$s" -o "asm/$tgt/$name.o"
        ld.lld-19 -shared "asm/$tgt/$name.o" -o "asm/$tgt/$name.hsaco"
        row "asm/$tgt/$name.o" asm "llvm-mc-19: $ver" "$tgt" "-filetype=obj" "relocatable"
        row "asm/$tgt/$name.hsaco" asm "llvm-mc-19 + ld.lld-19: $ver" "$tgt" "ld.lld-19 -shared" "code-object"
    done
}

# ------------------------------------------------------------ checks
check_all() {
    log "== checks"
    local fails=0 n=0
    while IFS=$'\t' read -r path producer _ver tgt _flags kind; do
        case "$kind" in code-object|relocatable) ;; *) continue ;; esac
        [[ "$path" == gallium/* ]] && tgt=gfx900
        n=$((n + 1))
        if ! llvm-readelf-19 --notes -h "$path" >/dev/null 2>"$TMP/chk.err" || [[ -s "$TMP/chk.err" ]]; then
            log "readelf: $path: $(head -n1 "$TMP/chk.err")"; fails=$((fails + 1))
        fi
        if ! llvm-objdump-19 -d --mcpu="$tgt" "$path" >"$TMP/dis.txt" 2>"$TMP/chk.err" \
                || [[ -s "$TMP/chk.err" ]] || grep -q '<unknown>' "$TMP/dis.txt"; then
            log "objdump: $path: $(head -n1 "$TMP/chk.err")"; fails=$((fails + 1))
        fi
    done <"$ROWS"
    for b in bundle/*.bundle; do
        clang-offload-bundler-19 -list -type=o -input="$b" >/dev/null || fails=$((fails + 1))
    done
    check_hip_app || fails=$((fails + 1))
    check_hip_programs || fails=$((fails + 1))
    "$PY" tools/gallium_wrap.py --check gallium/gfx900/divergence-O2.gallium || fails=$((fails + 1))
    # the fork's output must carry [llvm:v0.0] CIEs and DW_OP_LLVM_user ops
    # (output goes to files first: grep -q on a pipe trips pipefail)
    local nu=0 nr=0
    for s in rocm22/*/*.hsaco; do
        nr=$((nr + 1))
        llvm-dwarfdump-22 --debug-frame "$s" >"$TMP/frame.txt"
        llvm-dwarfdump-22 --debug-info "$s" >"$TMP/info.txt"
        if ! grep -q 'Augmentation:.*"\[llvm:v0.0\]"' "$TMP/frame.txt"; then
            log "no [llvm:v0.0] CIE in $s"; fails=$((fails + 1))
        fi
        grep -q 'DW_OP_LLVM_user' "$TMP/info.txt" && nu=$((nu + 1))
    done
    log "rocm22: $nr code objects with [llvm:v0.0] CIEs, $nu with DW_OP_LLVM_user in .debug_info"
    llvm-dwarfdump-22 --debug-frame asm/gfx90a/hetero_cfi_wave64.hsaco >"$TMP/frame.txt"
    grep -q '"\[amd:v0.0\]"' "$TMP/frame.txt" \
        || { log "no [amd:v0.0] CIE in asm"; fails=$((fails + 1)); }
    log "checked $n ELF files, $fails failures"
    return $((fails > 0))
}

# For a partial rebuild: the rows of MANIFEST.tsv whose path does not match the Perl regex $1
# (the files not rebuilt), and every row of SKIPPED.tsv, join this run's rows; then both files
# are written again.
write_manifest_keeping_rows_except() {
    local old; old="$(mktemp)"
    grep -v -P "$1" MANIFEST.tsv | tail -n +2 | cut -f1-6 >"$old"
    cat "$old" >>"$ROWS"; rm -f "$old"
    cp SKIPPED.tsv "$TMP/skipped"; tail -n +2 "$TMP/skipped" >>"$SKIPS"
    write_manifest
}

write_manifest() {
    {
        printf 'path\tproducer\tproducer_version\ttarget\tflags\tkind\tsha256\n'
        sort -u "$ROWS" | while IFS=$'\t' read -r path producer ver tgt flags kind; do
            printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$path" "$producer" "$ver" "$tgt" \
                "$flags" "$kind" "$(sha256sum "$path" | cut -d' ' -f1)"
        done
    } >MANIFEST.tsv
    {
        printf 'path\treason\n'
        sort "$SKIPS"
    } >SKIPPED.tsv
}

# llvm-objdump-22 --offloading finds the two device entries in every hip_app
# file (it extracts next to its input, so it works on a copy).
check_hip_app() {
    local b bad=0
    for b in bundle/hip_app-*.obj bundle/hip_app-*.out; do
        rm -rf "$TMP/offload"; mkdir -p "$TMP/offload"; cp "$b" "$TMP/offload/x"
        llvm-objdump-22 --offloading "$TMP/offload/x" >"$TMP/offload.txt"
        if [[ "$(grep -c 'amdgcn-amd-amdhsa--gfx9' "$TMP/offload.txt")" != 2 ]]; then
            log "llvm-objdump-22 --offloading: $b"; bad=1
        fi
    done
    rm -rf "$TMP/offload"
    return $bad
}

# `bash corpus/build.sh hip_app`: rebuild only bundle/hip_app-* and replace
# their rows in MANIFEST.tsv (for machines without the other producers).
only_hip_app() {
    cd "$CORPUS"
    install_missing clang-22:clang-22 ld.lld-22:lld-22 llvm-objdump-22:llvm-22
    rm -f bundle/hip_app-*
    build_hip_app
    write_manifest_keeping_rows_except '^bundle/hip_app-'
    check_hip_app
    log "rebuilt bundle/hip_app-*; MANIFEST.tsv has $(($(wc -l <MANIFEST.tsv) - 1)) rows"
}

# `bash corpus/build.sh KERNEL...` (names from CL_KERNELS/HIP_KERNELS): rebuild only those
# kernels with clang-19, clang-22 and the AMD fork (skipped, and said so, when the wheel
# cannot be had), and replace their rows in MANIFEST.tsv and SKIPPED.tsv.
only_kernels() {
    cd "$CORPUS"
    local k all=" ${CL_KERNELS[*]} ${HIP_KERNELS[*]} " pattern=""
    for k in "$@"; do
        [[ "$all" == *" $k "* ]] || { log "unknown kernel $k"; exit 1; }
        pattern+="${pattern:+|}^[a-z0-9]+/[a-z0-9-]+/$k-O[02]\\."
    done
    install_missing clang-19:clang-19 ld.lld-19:lld-19 clang-22:clang-22 ld.lld-22:lld-22
    install_wheel || log "the rocm-llvm-python wheel could not be fetched"
    CL_KERNELS=(); HIP_KERNELS=()
    for k in "$@"; do
        if [[ -f "src/$k.hip" ]]; then HIP_KERNELS+=("$k"); else CL_KERNELS+=("$k"); fi
    done
    local tgt opt
    for tgt in "${TARGETS[@]}"; do
        for k in "$@"; do
            for opt in "${OPTS[@]}"; do
                rm -f {clang19,clang22,rocm22}/"$tgt/$k-$opt".{hsaco,o,diop.ll}
            done
        done
    done
    build_upstream 19
    build_upstream 22
    build_wave64
    if [[ -f "$ROCM_LIB" ]]; then
        build_rocm
    else
        for k in "$@"; do skip "rocm22/*/$k-*.hsaco" "no rocm-llvm-python wheel"; done
    fi
    local old; old="$(mktemp)"
    # build_wave64 wrote its rows again: keep only those.
    grep -v -E "$pattern|^clang22/gfx1100-wave64/(lds_reduce|recursion)-O0\\." MANIFEST.tsv | tail -n +2 | cut -f1-6 >"$old"
    cat "$old" >>"$ROWS"
    grep -v -E "$pattern" SKIPPED.tsv | tail -n +2 >>"$SKIPS"; rm -f "$old"
    write_manifest
    log "rebuilt $*; MANIFEST.tsv has $(($(wc -l <MANIFEST.tsv) - 1)) rows"
}

# ------------------------------------ wave64 on GFX11 (a save-area layout of its own)
build_wave64() {
    local clang=clang-22 lld=ld.lld-22 dir=clang22/gfx1100-wave64 ver
    ver="$($clang --version | head -n1)"
    log "== $dir ($ver)"
    mkdir -p "$dir"
    for k in lds_reduce recursion; do
        local base="$dir/$k-O0" obj="$TMP/w64-$k.o"
        "$clang" "${CLFLAGS[@]}" -target amdgcn-amd-amdhsa -mcpu=gfx1100 -mwavefrontsize64 \
            -O0 -c "src/$k.cl" -o "$obj"
        "$lld" -shared "$obj" -o "$base.hsaco"
        row "$base.hsaco" clang22 "$ver" gfx1100 "-O0 -g -mwavefrontsize64" "code-object"
    done
}

# ------------- accelerator tables (-gdwarf-aranges -gpubnames), mixed wave sizes
# .debug_aranges and .debug_names from all three producers (the fork: clang-19 IR with
# -gpubnames, and the backend option -generate-arange-section), and one gfx1100 code object
# holding a wave32 kernel and a wave64 kernel (two translation units linked together).
build_accel() {
    local ver19 ver22 n; ver19="$(clang-19 --version | head -n1)"; ver22="$(clang-22 --version | head -n1)"
    log "== accelerator tables and mixed wave sizes"
    for n in 19 22; do
        local base="clang$n/gfx90a/arith-O2-accel" obj="$TMP/accel$n.o" ver
        ver="$(clang-$n --version | head -n1)"
        mkdir -p "clang$n/gfx90a"
        "clang-$n" "${CLFLAGS[@]}" -gdwarf-aranges -gpubnames -target amdgcn-amd-amdhsa \
            -mcpu=gfx90a -O2 -c src/arith.cl -o "$obj"
        "ld.lld-$n" -shared "$obj" -o "$base.hsaco"
        row "$base.hsaco" "clang$n" "$ver" gfx90a "-O2 -g -gdwarf-aranges -gpubnames" "code-object"
    done
    if [[ -f "$ROCM_LIB" ]]; then
        local fe be base=rocm22/gfx90a/arith-O2-accel
        fe="$ver19"
        be="$("$PY" tools/rocm_llc.py --lib "$ROCM_LIB" --version | head -n1 | sed 's/^ *//')"
        clang-19 "${CLFLAGS[@]}" -gpubnames -target amdgcn-amd-amdhsa -mcpu=gfx90a -O2 \
            -S -emit-llvm src/arith.cl -o "$TMP/accel-r.ll"
        "$PY" tools/diop_rewrite.py "$TMP/accel-r.ll" "$TMP/accel-r.diop.ll"
        "$PY" tools/rocm_llc.py --lib "$ROCM_LIB" -mcpu=gfx90a -O2 \
            --cl-opt=-generate-arange-section "$TMP/accel-r.diop.ll" -o "$TMP/accel-r.o"
        mkdir -p rocm22/gfx90a
        ld.lld-19 -shared "$TMP/accel-r.o" -o "$base.hsaco"
        row "$base.hsaco" rocm22 "$be (backend, rocm-llvm-python $ROCM_WHEEL_VERSION) + $fe (front/middle end)" \
            gfx90a "-O2 -g -gpubnames, -generate-arange-section, DIOp rewrite" "code-object"
    else
        skip "rocm22/gfx90a/arith-O2-accel.hsaco" "no rocm-llvm-python wheel"
    fi
    local dir=clang22/gfx1100-wave64
    mkdir -p "$dir"
    clang-22 "${CLFLAGS[@]}" -target amdgcn-amd-amdhsa -mcpu=gfx1100 -O2 \
        -c src/divergence.cl -o "$TMP/mixed32.o"
    clang-22 "${CLFLAGS[@]}" -target amdgcn-amd-amdhsa -mcpu=gfx1100 -mwavefrontsize64 -O2 \
        -c src/lds_reduce.cl -o "$TMP/mixed64.o"
    ld.lld-22 -shared "$TMP/mixed32.o" "$TMP/mixed64.o" -o "$dir/mixed_wave-O2.hsaco"
    row "$dir/mixed_wave-O2.hsaco" clang22 "$ver22" gfx1100 \
        "-O2 -g; divergence.cl wave32 + lds_reduce.cl -mwavefrontsize64, one ld.lld-22 link" "code-object"
}

# `bash corpus/build.sh accel`: rebuild only the files of build_accel and replace their
# rows in MANIFEST.tsv.
only_accel() {
    cd "$CORPUS"
    install_wheel || log "the rocm-llvm-python wheel could not be fetched"
    rm -f {clang19,clang22,rocm22}/gfx90a/arith-O2-accel.hsaco clang22/gfx1100-wave64/mixed_wave-O2.hsaco
    build_accel
    write_manifest_keeping_rows_except \
        '^(clang19|clang22|rocm22)/gfx90a/arith-O2-accel\.|^clang22/gfx1100-wave64/mixed_wave-'
    log "rebuilt the accelerator-table and mixed-wave files; MANIFEST.tsv has $(($(wc -l <MANIFEST.tsv) - 1)) rows"
}

main() {
    if [[ "${1:-}" == hip_app ]]; then only_hip_app; return; fi
    if [[ "${1:-}" == accel ]]; then only_accel; return; fi
    if [[ "${1:-}" == hip ]]; then only_hip_programs; return; fi
    if (($#)); then only_kernels "$@"; return; fi
    cd "$CORPUS"
    install_tools
    # start from a clean tree: every generated file is rebuilt
    rm -rf clang19 clang22 rocm22 clang14 bundle gallium asm/gfx*/
    rm -f hip/*/*.out hip/*/*.co
    build_asm
    build_upstream 19
    build_upstream 22
    build_wave64
    build_rocm
    build_old_formats
    build_dwarf_variants
    build_accel
    build_bundles
    build_hip_app
    build_hip_programs
    build_gallium
    write_manifest
    check_all
    log "$(($(wc -l <MANIFEST.tsv) - 1)) files in MANIFEST.tsv, $(du -sh --exclude=.git . | cut -f1) in corpus/"
}

main "$@"
