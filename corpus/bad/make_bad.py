#!/usr/bin/env python3
"""Builds the bad-input corpus: each file breaks one rule a code-object reader relies on.

Every output is derived from a committed, valid corpus file, so the set is reproducible:
    python3 corpus/bad/make_bad.py
Each file must make `hdb info` exit with status 1 and an `error:` line naming the file.
"""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
BASE = os.path.join(CORPUS, "clang19", "gfx90a", "arith-O2.hsaco")
BASE_V2 = os.path.join(CORPUS, "clang14", "gfx900", "arith-O2-cov2.hsaco")
BUNDLE = os.path.join(CORPUS, "bundle", "hip_templates-O2-gfx90a-gfx1100.bundle")


def elf_sections(data):
    """(name, sh_type, sh_offset, sh_size, header_offset) for each section header."""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = []
    for i in range(shnum):
        off = shoff + i * shentsize
        name, sh_type, _flags, _addr, sh_offset, sh_size = struct.unpack_from("<IIQQQQ", data, off)
        headers.append((name, sh_type, sh_offset, sh_size, off))
    strtab = headers[shstrndx]
    out = []
    for name, sh_type, sh_offset, sh_size, off in headers:
        end = data.index(b"\0", strtab[2] + name)
        out.append((data[strtab[2] + name:end].decode(), sh_type, sh_offset, sh_size, off))
    return out


def section(data, wanted):
    for s in elf_sections(data):
        if s[0] == wanted:
            return s
    raise SystemExit(f"no section {wanted}")


def msgpack_str(s):
    b = s.encode()
    assert len(b) < 256
    return (bytes([0xA0 | len(b)]) if len(b) < 32 else bytes([0xD9, len(b)])) + b


def metadata_of_shape(size):
    """A msgpack map where `amdhsa.kernels` is an integer, padded to exactly `size` bytes."""
    body = msgpack_str("amdhsa.version") + bytes([0x92, 0x01, 0x02])
    body += msgpack_str("amdhsa.kernels") + bytes([0x07])
    pad_key = msgpack_str("pad")
    # fixmap of 3 entries: version, kernels, pad (a str8/str16 filler)
    head = bytes([0x83])
    remaining = size - len(head) - len(body) - len(pad_key)
    if remaining - 3 < 256:
        filler = bytes([0xD9, remaining - 2]) + b"x" * (remaining - 2)
    else:
        filler = bytes([0xDA]) + struct.pack(">H", remaining - 3) + b"x" * (remaining - 3)
    out = head + body + pad_key + filler
    assert len(out) == size, (len(out), size)
    return out


def note_desc(data):
    """(offset of the first note's namesz field, namesz, descsz, desc offset)."""
    _, _, off, _, _ = section(data, ".note")
    namesz, descsz, _type = struct.unpack_from("<III", data, off)
    desc = off + 12 + ((namesz + 3) & ~3)
    return off, namesz, descsz, desc


def symbol_offset(data, name):
    """File offset of the .symtab entry for `name`."""
    _, _, symoff, symsize, _ = section(data, ".symtab")
    _, _, stroff, _, _ = section(data, ".strtab")
    for i in range(symsize // 24):
        entry = symoff + 24 * i
        st_name, = struct.unpack_from("<I", data, entry)
        end = data.index(b"\0", stroff + st_name)
        if data[stroff + st_name:end].decode() == name:
            return entry
    raise SystemExit(f"no symbol {name}")


def bundle_entries(data):
    """(header offset, data offset, size, id) for each entry of a clang offload bundle."""
    count, = struct.unpack_from("<Q", data, 24)
    pos, out = 32, []
    for _ in range(count):
        offset, size, id_len = struct.unpack_from("<QQQ", data, pos)
        out.append((pos, offset, size, data[pos + 24:pos + 24 + id_len]))
        pos += 24 + id_len
    return out


def patched(data, offset, fmt, *values):
    out = bytearray(data)
    struct.pack_into(fmt, out, offset, *values)
    return bytes(out)


def main():
    base = open(BASE, "rb").read()
    base_v2 = open(BASE_V2, "rb").read()
    bundle = open(BUNDLE, "rb").read()
    files = {}
    files["empty.bin"] = b""
    files["text.bin"] = b"this is not a code object\n"
    files["truncated-ident.hsaco"] = base[:10]
    files["truncated-header.hsaco"] = base[:40]
    files["truncated-half.hsaco"] = base[: len(base) // 2]
    files["elfclass32.hsaco"] = patched(base, 4, "<B", 1)
    files["big-endian.hsaco"] = patched(base, 5, "<B", 2)
    files["wrong-machine-x86_64.hsaco"] = patched(base, 0x12, "<H", 62)
    files["wrong-type-exec.hsaco"] = patched(base, 0x10, "<H", 2)
    files["unknown-osabi.hsaco"] = patched(base, 7, "<B", 0x99)
    files["unknown-abiversion.hsaco"] = patched(base, 8, "<B", 9)
    files["unknown-mach.hsaco"] = patched(base, 0x30, "<I", 0x3FF)
    files["section-table-beyond-eof.hsaco"] = patched(base, 0x28, "<Q", len(base) + 0x1000)
    files["section-count-huge.hsaco"] = patched(base, 0x3C, "<H", 0xFFF0)

    # A section whose bytes lie beyond the end of the file.
    _, _, _, _, hdr = section(base, ".text")
    files["section-beyond-eof.hsaco"] = patched(base, hdr + 0x18, "<Q", len(base) + 0x10)

    # The metadata note claims more descriptor bytes than its section has.
    off, namesz, descsz, desc = note_desc(base)
    files["note-overrun.hsaco"] = patched(base, off + 4, "<I", descsz + 0x10000)
    # Metadata of the wrong shape: `amdhsa.kernels` is an integer, not a list.
    files["metadata-wrong-shape.hsaco"] = base[:desc] + metadata_of_shape(descsz) + base[desc + descsz:]
    # Metadata that is not msgpack at all (0xc1 is never used by msgpack).
    files["metadata-not-msgpack.hsaco"] = base[:desc] + b"\xc1" * descsz + base[desc + descsz:]

    # A kernel descriptor symbol that points past its section.
    kd = symbol_offset(base, "arith_int_float_vec_struct.kd")
    files["kd-symbol-out-of-range.hsaco"] = patched(base, kd + 8, "<Q", 0x7FFF_FFFF_0000)

    # V2: the amd_kernel_code_t symbol points past the end of .text.
    files["v2-truncated.hsaco"] = base_v2[: len(base_v2) * 2 // 3]

    # Offload bundles: truncated, an entry beyond the file, an absurd entry count, an amdgcn
    # entry that is not an ELF.
    entries = bundle_entries(bundle)
    amdgcn = next(e for e in entries if b"amdgcn" in e[3])
    files["bundle-truncated.bundle"] = bundle[:30]
    files["bundle-entry-beyond-eof.bundle"] = patched(bundle, amdgcn[0], "<Q", len(bundle) + 0x100)
    files["bundle-entry-count-huge.bundle"] = patched(bundle, 24, "<Q", 1 << 40)
    data_offset, = struct.unpack_from("<Q", bundle, amdgcn[0])
    files["bundle-entry-not-elf.bundle"] = bundle[:data_offset] + b"NOTELF!!" + bundle[data_offset + 8:]

    for name, data in sorted(files.items()):
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
    print(f"wrote {len(files)} bad inputs")


if __name__ == "__main__":
    main()
