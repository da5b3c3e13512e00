"""LLVM's AMDGPU disassembler through the LLVM-C API (ctypes), for the table generator and
for ad-hoc probing.  Only used by developers; the build never needs it.

    d = Disasm(19, 'gfx1100', wave64=False)
    d.one(bytes)  -> (length, text) or (0, None) when LLVM rejects the word
"""
import ctypes

class Disasm:
    def __init__(self, ver, cpu, wave64=None):
        lib = ctypes.CDLL(f'/usr/lib/llvm-{ver}/lib/libLLVM.so.1')
        for n in ('TargetInfo', 'TargetMC', 'Disassembler'):
            getattr(lib, f'LLVMInitializeAMDGPU{n}')()
        lib.LLVMCreateDisasmCPUFeatures.restype = ctypes.c_void_p
        lib.LLVMCreateDisasmCPUFeatures.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p,
                                                    ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p]
        lib.LLVMDisasmInstruction.restype = ctypes.c_size_t
        lib.LLVMDisasmInstruction.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint64,
                                              ctypes.c_uint64, ctypes.c_char_p, ctypes.c_size_t]
        feats = ''
        if wave64 is True:
            feats = '+wavefrontsize64'
        elif wave64 is False and not cpu.startswith('gfx9'):
            feats = '+wavefrontsize32'
        self.lib = lib
        self.ver, self.cpu, self.wave64 = ver, cpu, wave64
        self.ctx = lib.LLVMCreateDisasmCPUFeatures(b'amdgcn-amd-amdhsa', cpu.encode(), feats.encode(),
                                                   None, 0, None, None)
        assert self.ctx, cpu
        self.buf = ctypes.create_string_buffer(512)

    def one(self, data, pc=0):
        n = self.lib.LLVMDisasmInstruction(self.ctx, data, len(data), pc, self.buf, 512)
        if n == 0:
            return 0, None
        text = self.buf.value.decode()
        return n, text.strip().replace('\t', ' ', 1) if text.strip() else text
