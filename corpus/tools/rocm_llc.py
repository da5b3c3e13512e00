#!/usr/bin/env python3
"""rocm_llc.py - use AMD's LLVM fork (librocmllvm.so from the PyPI wheel
rocm-llvm-python) as an `llc` for amdgcn-amd-amdhsa, through the LLVM-C API
and ctypes.  No middle-end passes run: feed IR that is already optimised at
the level you ask for (clang-19 -O2 -S -emit-llvm ...).

Usage:
  rocm_llc.py --lib librocmllvm.so -mcpu=gfx90a -O2 in.ll -o out.o
              [-S] [--cl-opt=-some-backend-option ...]
  rocm_llc.py --lib librocmllvm.so --version      # prints the fork's version

Text IR from clang-19 names DW_CC 0xc6 `DW_CC_LLVM_OpenCLKernel`; the fork
calls it `DW_CC_LLVM_DeviceKernel`, so the text is renamed in memory before
parsing.  Exit status is non-zero when parsing, verification or code
generation fails; the LLVM message is printed on stderr.
"""
import argparse
import ctypes as C
import sys

TRIPLE = b"amdgcn-amd-amdhsa"

# LLVMCodeGenOptLevel, LLVMRelocMode, LLVMCodeModel, LLVMCodeGenFileType
OPT_LEVELS = {"0": 0, "1": 1, "2": 2, "3": 3}
RELOC_PIC = 2
CODE_MODEL_DEFAULT = 0
FILE_ASM, FILE_OBJ = 0, 1
VERIFIER_RETURN_STATUS = 2


def load(lib_path):
    lib = C.CDLL(lib_path)
    vp = C.c_void_p
    sigs = {
        "LLVMParseCommandLineOptions": (None, [C.c_int, C.POINTER(C.c_char_p), C.c_char_p]),
        "LLVMContextCreate": (vp, []),
        "LLVMContextDispose": (None, [vp]),
        "LLVMCreateMemoryBufferWithMemoryRangeCopy": (vp, [C.c_char_p, C.c_size_t, C.c_char_p]),
        "LLVMParseIRInContext": (C.c_int, [vp, vp, C.POINTER(vp), C.POINTER(C.c_char_p)]),
        "LLVMVerifyModule": (C.c_int, [vp, C.c_int, C.POINTER(C.c_char_p)]),
        "LLVMGetTargetFromTriple": (C.c_int, [C.c_char_p, C.POINTER(vp), C.POINTER(C.c_char_p)]),
        "LLVMCreateTargetMachine": (vp, [vp, C.c_char_p, C.c_char_p, C.c_char_p, C.c_int, C.c_int, C.c_int]),
        "LLVMTargetMachineEmitToFile": (C.c_int, [vp, vp, C.c_char_p, C.c_int, C.POINTER(C.c_char_p)]),
        "LLVMDisposeTargetMachine": (None, [vp]),
        "LLVMDisposeModule": (None, [vp]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(lib, name)
        fn.restype = res
        fn.argtypes = args
    for part in ("TargetInfo", "Target", "TargetMC", "AsmPrinter", "AsmParser"):
        getattr(lib, "LLVMInitializeAMDGPU" + part)()
    return lib


def parse_cl(lib, opts):
    argv = [b"rocm_llc"] + [o.encode() for o in opts]
    arr = (C.c_char_p * len(argv))(*argv)
    lib.LLVMParseCommandLineOptions(len(argv), arr, None)


def msg(p):
    return p.value.decode(errors="replace") if p and p.value else "(no message)"


def compile_one(lib, src, out, cpu, opt, asm):
    text = open(src, "rb").read()
    text = text.replace(b"DW_CC_LLVM_OpenCLKernel", b"DW_CC_LLVM_DeviceKernel")
    ctx = lib.LLVMContextCreate()
    buf = lib.LLVMCreateMemoryBufferWithMemoryRangeCopy(text, len(text), src.encode())
    mod = C.c_void_p()
    err = C.c_char_p()
    if lib.LLVMParseIRInContext(ctx, buf, C.byref(mod), C.byref(err)):
        print(f"rocm_llc: {src}: parse error: {msg(err)}", file=sys.stderr)
        return 1
    if lib.LLVMVerifyModule(mod, VERIFIER_RETURN_STATUS, C.byref(err)):
        print(f"rocm_llc: {src}: verifier: {msg(err)}", file=sys.stderr)
        return 1
    target = C.c_void_p()
    if lib.LLVMGetTargetFromTriple(TRIPLE, C.byref(target), C.byref(err)):
        print(f"rocm_llc: no target: {msg(err)}", file=sys.stderr)
        return 1
    tm = lib.LLVMCreateTargetMachine(target, TRIPLE, cpu.encode(), b"",
                                     OPT_LEVELS[opt], RELOC_PIC, CODE_MODEL_DEFAULT)
    rc = lib.LLVMTargetMachineEmitToFile(tm, mod, out.encode(),
                                         FILE_ASM if asm else FILE_OBJ, C.byref(err))
    if rc:
        print(f"rocm_llc: {src}: codegen: {msg(err)}", file=sys.stderr)
    lib.LLVMDisposeTargetMachine(tm)
    lib.LLVMDisposeModule(mod)
    lib.LLVMContextDispose(ctx)
    return 1 if rc else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lib", required=True, help="path to librocmllvm.so")
    ap.add_argument("--version", action="store_true",
                    help="print the fork's --version text and exit")
    ap.add_argument("-mcpu", "--mcpu", dest="cpu", default="gfx90a")
    ap.add_argument("-O", dest="opt", default="2", choices=sorted(OPT_LEVELS))
    ap.add_argument("-S", dest="asm", action="store_true", help="emit assembly")
    ap.add_argument("--cl-opt", action="append", default=[],
                    help="backend option passed to LLVMParseCommandLineOptions")
    ap.add_argument("-o", dest="out")
    ap.add_argument("input", nargs="?")
    a = ap.parse_args()
    lib = load(a.lib)
    if a.version:
        sys.stdout.flush()
        parse_cl(lib, ["--version"])  # LLVM prints and exits the process
        return 0
    if not a.input or not a.out:
        ap.error("need an input file and -o")
    parse_cl(lib, a.cl_opt)
    return compile_one(lib, a.input, a.out, a.cpu, a.opt, a.asm)


if __name__ == "__main__":
    sys.exit(main())
