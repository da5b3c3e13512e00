#!/usr/bin/env python3
"""gallium_wrap.py - wrap a real amdgcn-mesa-mesa3d ELF (from clang) in the
GalliumCompute (Mesa clover) binary container, and check such a container.

    gallium_wrap.py in.elf out.gallium --kernel NAME --args global,scalar,...
    gallium_wrap.py --check file.gallium

The container is ours; the ELF inside is clang's output, byte for byte.
Layout (all fields little-endian u32; facts from CLRX's documentation and
its reader of clover binaries):

  kernels_num
  per kernel:   name_len, name bytes (no NUL, no padding),
                section_id, offset (= the kernel symbol's st_value in the
                ELF), args_num,
                per arg: type, size, target_size, target_align,
                         sign_extended (0 = zext), semantic
  sections_num
  per section:  section_id, type, size, size + 4 (length of the serialized
                data vector), size (again: the pipe binary header's
                num_bytes), then `size` bytes of the ELF

Arg types: 0 scalar, 1 constant, 2 global, 3 local, 4..7 images, 8 sampler.
Arg semantics: 0 general, 1 grid dimension, 2 grid offset, 3 image size,
4 image format.  clover appends two hidden scalar args, grid dimension and
grid offset.  Section types (Mesa >= 17): 0 text_intermediate,
1 text_library, 2 text_executable, 3 data_constant, 4 data_global,
5 data_local, 6 data_private.  The inner ELF must have a .text section,
a global kernel symbol in it per kernel, and an .AMDGPU.config section of
24 or 40 bytes per kernel (clang >= 3.9 writes 40: five register/value
pairs).
"""
import argparse
import struct
import sys

ARG_TYPES = {"scalar": 0, "constant": 1, "global": 2, "local": 3,
             "image2d_rd": 4, "image2d_wr": 5, "image3d_rd": 6,
             "image3d_wr": 7, "sampler": 8}
# (size, target_size, target_align) per kind
ARG_SIZES = {"scalar": (4, 4, 4), "constant": (8, 8, 8), "global": (8, 8, 8),
             "local": (4, 4, 4), "sampler": (4, 4, 4)}
SEM_GENERAL, SEM_GRID_DIM, SEM_GRID_OFFSET = 0, 1, 2
SECT_TEXT_EXECUTABLE = 2


def elf_sections(data):
    """Return {name: (offset, size)} and the symbol list of an ELF64 file."""
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise SystemExit("not an ELF64 file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3a)
    shdrs = []
    for i in range(shnum):
        name, typ, _fl, _addr, off, size, link, _info, _al, entsize = struct.unpack_from(
            "<IIQQQQIIQQ", data, shoff + i * shentsize)
        shdrs.append((name, typ, off, size, link, entsize))
    stroff = shdrs[shstrndx][2]

    def cstr(off):
        return data[off:data.index(b"\0", off)].decode()
    secs = {}
    idx = {}
    for i, (name, typ, off, size, link, entsize) in enumerate(shdrs):
        n = cstr(stroff + name)
        secs[n] = (off, size)
        idx[n] = i
    syms = []
    for name, typ, off, size, link, entsize in shdrs:
        if typ != 2:  # SHT_SYMTAB
            continue
        strtab = shdrs[link][2]
        for j in range(size // entsize):
            st_name, st_info, _o, st_shndx, st_value, st_size = struct.unpack_from(
                "<IBBHQQ", data, off + j * entsize)
            syms.append((cstr(strtab + st_name), st_info >> 4, st_shndx, st_value))
    return secs, idx, syms


def kernel_symbols(data):
    secs, idx, syms = elf_sections(data)
    if ".text" not in secs:
        raise SystemExit("ELF has no .text")
    return secs, [(n, v) for n, bind, shndx, v in syms
                  if bind == 1 and shndx == idx[".text"]]


def wrap(elf, kernels):
    secs, ksyms = kernel_symbols(elf)
    cfg = secs.get(".AMDGPU.config")
    if not cfg or cfg[1] not in (24 * len(ksyms), 40 * len(ksyms)):
        raise SystemExit("ELF has no .AMDGPU.config of 24 or 40 bytes per kernel")
    offsets = dict(ksyms)
    out = [struct.pack("<I", len(kernels))]
    for name, args in kernels:
        if name not in offsets:
            raise SystemExit("kernel %s is not a global .text symbol" % name)
        nb = name.encode()
        out.append(struct.pack("<I", len(nb)) + nb)
        full = [(a, SEM_GENERAL) for a in args] + [("scalar", SEM_GRID_DIM),
                                                   ("scalar", SEM_GRID_OFFSET)]
        out.append(struct.pack("<III", 0, offsets[name], len(full)))
        for kind, sem in full:
            size, tsize, talign = ARG_SIZES[kind]
            out.append(struct.pack("<6I", ARG_TYPES[kind], size, tsize, talign, 0, sem))
    out.append(struct.pack("<I", 1))
    out.append(struct.pack("<5I", 0, SECT_TEXT_EXECUTABLE, len(elf), len(elf) + 4, len(elf)))
    out.append(elf)
    return b"".join(out)


def check(blob):
    """Parse a container the way a reader would; raise on any mismatch."""
    pos = 0

    def u32():
        nonlocal pos
        v, = struct.unpack_from("<I", blob, pos)
        pos += 4
        return v
    kernels = []
    for _ in range(u32()):
        n = u32()
        name = blob[pos:pos + n].decode()
        pos += n
        sect, off, nargs = u32(), u32(), u32()
        args = [tuple(u32() for _ in range(6)) for _ in range(nargs)]
        kernels.append((name, sect, off, args))
    sections = []
    for _ in range(u32()):
        sid, typ, size, vlen, hsize = u32(), u32(), u32(), u32(), u32()
        if vlen != size + 4 or hsize != size:
            raise SystemExit("section size fields disagree")
        sections.append((sid, typ, blob[pos:pos + size]))
        pos += size
    if pos != len(blob):
        raise SystemExit("trailing bytes after the last section")
    elf = [s for s in sections if s[1] in (0, SECT_TEXT_EXECUTABLE)]
    if not elf:
        raise SystemExit("no text section")
    _secs, ksyms = kernel_symbols(elf[0][2])
    offs = dict(ksyms)
    for name, sect, off, _args in kernels:
        if sect != elf[0][0] or offs.get(name) != off:
            raise SystemExit("kernel %s: section/offset do not match the ELF" % name)
    return kernels, sections


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", metavar="FILE")
    ap.add_argument("elf", nargs="?")
    ap.add_argument("out", nargs="?")
    ap.add_argument("--kernel", action="append", default=[])
    ap.add_argument("--args", action="append", default=[],
                    help="comma-separated arg kinds for the matching --kernel")
    a = ap.parse_args()
    if a.check:
        kernels, sections = check(open(a.check, "rb").read())
        for name, sect, off, args in kernels:
            print("gallium: kernel %s section %d offset %#x, %d args" % (name, sect, off, len(args)))
        for sid, typ, body in sections:
            print("gallium: section %d type %d, %d bytes" % (sid, typ, len(body)))
        return
    if not (a.elf and a.out and a.kernel) or len(a.kernel) != len(a.args):
        ap.error("need ELF, output, and one --args per --kernel")
    kernels = []
    for k, spec in zip(a.kernel, a.args):
        kinds = [s for s in spec.split(",") if s]
        for s in kinds:
            if s not in ARG_SIZES:
                ap.error("unknown arg kind %s" % s)
        kernels.append((k, kinds))
    blob = wrap(open(a.elf, "rb").read(), kernels)
    open(a.out, "wb").write(blob)


if __name__ == "__main__":
    sys.exit(main())
