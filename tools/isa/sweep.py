#!/usr/bin/env python3
"""Opcode sweep: for every target, encoding family and opcode value, find a probe word LLVM
accepts, and turn its text into a template: the mnemonic plus operand tokens, each either a
register field of the word (with the register class and width LLVM printed) or fixed text.
Also records which bits of the probe LLVM requires to stay zero.  Output: one JSON file per
LLVM version under tools/isa/sweep/, read by gen_tables.py.

usage: sweep.py LLVM_VERSION [TARGET...]      (19 and 22; libLLVM from /usr/lib/llvm-N)"""
import itertools, json, os, re, sys
sys.path.insert(0, os.path.dirname(__file__))
from llvm_oracle import Disasm
import families

S_MARK = [4, 24, 44, 64, 84]
V_MARK = [40, 80, 120, 160, 200]
REG = re.compile(r'(?<![\w.])(ttmp|[sva])(?:(\d+)|\[(\d+):(\d+)\])(\.[lh])?(?![\w])')

def marker(kind, j, sgpr):
    if kind in ('sdst', 'ssrc', 'saddr', 'sreg'):
        return S_MARK[j]
    if kind == 'src':
        return S_MARK[j] if sgpr else 256 + V_MARK[j]
    if kind == 'vgpr':
        return V_MARK[j]
    if kind == 'sbase':
        return S_MARK[j] // 2
    if kind == 'srsrc':
        return S_MARK[j] // 4
    if kind == 'imm':
        return 0
    if kind == 'vdsty':
        return 30
    raise ValueError(kind)

def reg_number(kind, value):
    """The register number a marker value shows up as in text."""
    if kind == 'src':
        return value - 256 if value >= 256 else value
    if kind == 'sbase':
        return value * 2
    if kind == 'srsrc':
        return value * 4
    if kind == 'vdsty':
        return value * 2 + 1
    return value

def tokenize(text, marks):
    """Split LLVM text into mnemonic and operand template; marks maps reg number -> field."""
    sp = text.find(' ')
    mnem, rest = (text, '') if sp < 0 else (text[:sp], text[sp + 1:])
    toks = []
    pos = 0
    seen = set()
    for m in REG.finditer(rest):
        first = int(m.group(2) or m.group(3))
        last = int(m.group(2) or m.group(4))
        if first not in marks:
            continue
        field = marks[first]
        toks.append(('t', rest[pos:m.start()]))
        toks.append(('f', field, m.group(1) + ('16' if m.group(5) else ''), last - first + 1))
        seen.add(field)
        pos = m.end()
    toks.append(('t', rest[pos:]))
    return mnem, [t for t in toks if t != ('t', '')], seen

# Other values for fields a probe leaves out, tried when no probe with the family's defaults
# is accepted: LLVM 22 requires GFX10+ VOP3 `v_cmpx_*` (no destination) to hold vdst = 0x7e
# (exec_lo); the required bits then record it.
ALT_DEFAULTS = [{'vdst': 0x7e}]

def probe_op(d, fam, op, wide=False):
    r = probe_op1(d, fam, op, fam.defaults)
    if r is None and fam.name == 'DS' and fam.size == 8:
        # The GWS operations (`ds_gws_*`, GFX9 to GFX11) exist only with the `gds` bit set: the
        # bit below the opcode field.
        r = probe_op1(d, fam, op, fam.defaults, extra=1 << (fam.op[0] - 1))
    if r is None and fam.size >= 8:
        names = {f[0] for f in fam.fields}
        for alt in ALT_DEFAULTS:
            if set(alt) <= names:
                r = probe_op1(d, fam, op, dict(fam.defaults, **alt))
                if r is not None:
                    r['alt'] = alt
                    break
    return r

def soft_fail(d, fam, r):
    """Fields of an ALT_DEFAULTS probe whose other values LLVM only soft-fails (the C API
    rejects the word, llvm-objdump prints it with "potentially undefined instruction
    encoding": LLVM 22's v_cmpx vdst): their bits are then not required. Asked of llvm-mc."""
    import subprocess
    free = 0
    for name, lo, w, kind in fam.fields:
        if name not in r.get('alt', {}):
            continue
        v = r['word'] & ~(((1 << w) - 1) << lo)
        data = ','.join('0x%02x' % b for b in v.to_bytes(fam.size, 'little'))
        attr = ['-mattr=+wavefrontsize64'] if d.wave64 else (['-mattr=+wavefrontsize32'] if d.wave64 is False else [])
        p = subprocess.run(['llvm-mc-%s' % d.ver, '--disassemble', '-triple=amdgcn', '-mcpu=' + d.cpu] + attr,
                           input=data, capture_output=True, text=True)
        if p.stdout.strip().split('\t')[-1].split(' ')[0] == r['mnem']:
            free |= ((1 << w) - 1) << lo
    return free

def probe_op1(d, fam, op, defaults, extra=0):
    base = fam.value | extra | ((op & ((1 << fam.op[1]) - 1)) << fam.op[0])
    if fam.op_hi is not None:
        base |= (op >> fam.op[1]) << fam.op_hi
    fields = [f for f in fam.fields if f[3] != 'fixed']
    names = [f[0] for f in fields]
    for k in range(len(fields), -1, -1):
        for sub in itertools.combinations(range(len(fields)), k):
            srcs = [i for i in sub if fields[i][3] == 'src']
            for choice in range(1 << len(srcs)):
                sgpr_of = {i: bool(choice >> k & 1) for k, i in enumerate(srcs)}
                sgpr = choice != 0
                v = base
                marks = {}
                needed = set()
                for k, (name, lo, w, kind) in enumerate(fields):
                    if k not in sub and name in defaults:
                        v |= defaults[name] << lo
                for j, i in enumerate(sub):
                    name, lo, w, kind = fields[i]
                    mv = marker(kind, j, sgpr_of.get(i, False))
                    v |= mv << lo
                    if kind != 'imm':
                        marks[reg_number(kind, mv)] = name
                        needed.add(name)
                data = v.to_bytes(fam.size, 'little') + b'\0' * 16
                n, t = d.one(data)
                if t is None or 'Invalid' in t or '<unknown>' in t:
                    continue
                mnem, toks, seen = tokenize(t, marks)
                if needed - seen:
                    # A field we set did not show: it is ignored or means something else here.
                    # Accept only if that field is a MUBUF vaddr (printed as `off`).
                    if needed - seen != {'vaddr'} or fam.name not in ('MUBUF', 'MTBUF'):
                        continue
                return {'op': op, 'len': n, 'text': t, 'mnem': mnem, 'toks': toks,
                        'fields': [names[i] for i in sub], 'sgpr': sgpr, 'word': v}
    return None

MEMORY = ('SMEM', 'DS', 'FLAT', 'SCRATCH', 'GLOBAL', 'MUBUF')

def required_bits(d, fam, r):
    """Bits of the probe word LLVM requires to keep their value (single-bit flips), outside
    opcode/family bits and the register fields the probe uses (whose values the decoder checks
    itself). Fields the probe leaves unused (FLAT's saddr, a SOPP immediate that must be 0) and
    immediates are flipped too. Returns (bits that must be 0, bits that must be 1)."""
    out = 0
    fixed = fam.mask | (((1 << fam.op[1]) - 1) << fam.op[0])
    if fam.op_hi is not None:
        fixed |= 1 << fam.op_hi
    for name, lo, w, kind in fam.fields:
        if (name in r['fields'] and kind != 'imm') or kind == 'fixed':
            fixed |= ((1 << w) - 1) << lo
        elif name == 'saddr' and fam.name != 'FLAT':
            fixed |= ((1 << w) - 1) << lo
    shown = 0
    sext = 0   # neg bits LLVM prints as sext() (integer source modifiers)
    # op_sel bits (11..14) whose value 1 makes LLVM 22 fall back from a true16 VOP3 operation
    # (`v2.l`) to its fake16 form (plain registers, no op_sel): op_sel of an operand the true16
    # form does not have.
    fake16 = 0
    half = re.compile(r'\bv\d+\.[lh]\b')
    for b in range(min(fam.size * 8, 64)):
        if (fixed >> b) & 1:
            continue
        v = r['word'] ^ (1 << b)
        n, t = d.one(v.to_bytes(fam.size, 'little') + b'\0' * 16)
        if t is None or t.split(' ')[0] != r['mnem'] or n != r['len']:
            # Rejected, another operation, or another form (v_nop's DPP form falls back to the
            # plain 4-byte v_nop unless its DPP src0 byte is zero).
            out |= 1 << b
        elif t != r['text'] and 11 <= b <= 14 and half.search(r['text']) and not half.search(t) \
                and fam.name.startswith('VOP3'):
            fake16 |= 1 << b
        elif t != r['text']:
            shown |= 1 << b
            if 'sext(' in t and 'sext(' not in r['text']:
                sext |= 1 << b
    word = r['word'] & ((1 << 64) - 1)
    r['shown'] = shown
    r['sext'] = sext
    r['fake16'] = fake16 >> 11
    return out & ~word, out & word

SRC_PROBES = [(240, None), (248, None), (255, 0x12345678), (255, 0x3800), (255, 0xfffffff0), (193, None),
              (255, 0x40000000), (255, 0xffff)]

def src_types(d, fam, r, no_literal=False):
    """For each source field of the probe: LLVM's text for a few inline constants and literals,
    which tells how the operand's type prints (16/32/64-bit, int or float). no_literal: the
    encoding takes no literal (GFX9 64-bit encodings; LLVM 19 rejects such words, LLVM 22 crashes
    on them), so literal probes are not asked."""
    out = {}
    base = r['text']
    for name, lo, w, kind in fam.fields:
        if kind not in ('src', 'ssrc') or name not in r['fields']:
            continue
        cur = (r['word'] >> lo) & ((1 << w) - 1)
        marks = [t for t in r['toks'] if t[0] == 'f' and t[1] == name]
        if not marks:
            continue
        # text before the marker's token
        prefix = ''
        for t in r['toks']:
            if t[0] == 'f' and t[1] == name:
                break
            prefix += t[1] if t[0] == 't' else '\x00'
        res = []
        for code, lit in SRC_PROBES:
            if no_literal and lit is not None:
                res.append(None)
                continue
            v = r['word'] & ~(((1 << w) - 1) << lo) | (code << lo)
            data = v.to_bytes(fam.size, 'little')
            if lit is not None:
                data += lit.to_bytes(4, 'little')
            n, t = d.one(data + b'\0' * 16)
            if t is None:
                res.append(None)
                continue
            sp = t.find(' ')
            rest = t[sp + 1:] if sp >= 0 else ''
            # skip as many operand separators as the prefix has
            k = prefix.count(', ')
            parts = rest.split(', ')
            tok = parts[k] if k < len(parts) else ''
            tok = tok.split(' ')[0]
            res.append(tok)
        out[name] = res
    return out

def sweep(ver, cpu):
    gen = families.TARGETS[cpu]
    res = {}
    for wave64 in ([None] if gen == 'gfx9' else [False, True]):
        d = Disasm(ver, cpu, wave64)
        key = 'w64' if (gen == 'gfx9' or wave64) else 'w32'
        for fam in families.GENERATIONS[gen]:
            ops = fam.ops or range(1 << fam.op[1])
            rows = []
            for op in ops:
                r = probe_op(d, fam, op)
                if r is None:
                    continue
                r['zero'], r['ones'] = required_bits(d, fam, r)
                if 'alt' in r:
                    free = soft_fail(d, fam, r)
                    r['zero'] &= ~free
                    r['ones'] &= ~free
                r['srcs'] = src_types(d, fam, r, gen == 'gfx9' and fam.size >= 8)
                if fam.name in ('SOPP', 'SOPK'):
                    r['imms'] = {}
                    for imm in (0x41, 0xffff, 0x8000, 0x3):
                        v = (r['word'] & ~0xffff) | imm
                        n, t = d.one(v.to_bytes(4, 'little') + b'\0' * 16)
                        r['imms'][str(imm)] = t
                if fam.name == 'MTBUF':
                    # How each 7-bit format value prints (' format:...' or '').
                    fmts = []
                    lo = next(f[1] for f in fam.fields if f[0] == 'fmt')
                    for fv in range(128):
                        v = r['word'] & ~(0x7f << lo) | (fv << lo)
                        n, t = d.one(v.to_bytes(fam.size, 'little') + b'\0' * 16)
                        m = re.search(r' format:\S+', t or '')
                        fmts.append(m.group(0) if m else ('' if t else None))
                    res.setdefault('MTBUF_FMT', {})[key] = fmts
                rows.append(r)
            res.setdefault(fam.name, {})[key] = rows
            print(cpu, key, fam.name, len(rows), file=sys.stderr)
        # GFX12 VBUFFER: bits of the third dword (the offset) LLVM requires to be zero (LLVM 22
        # rejects negative offsets), from single-bit flips of the first MUBUF probe.
        mub = [f for f in families.GENERATIONS[gen] if f.name == 'MUBUF' and f.size == 12]
        if mub and res.get('MUBUF', {}).get(key):
            r = res['MUBUF'][key][0]
            hi = 0
            for b in range(64, 96):
                n, t = d.one((r['word'] ^ (1 << b)).to_bytes(12, 'little') + b'\0' * 16)
                if t is None:
                    hi |= 1 << (b - 64)
            res.setdefault('VBUF_HI_ZERO', {})[key] = hi
        # Hardware register names: s_getreg_b32 s0, hwreg(id) for every 6-bit id.
        getreg = next(r for r in res['SOPK'][key] if r['mnem'] == 's_getreg_b32')
        names = []
        for i in range(64):
            v = (getreg['word'] & ~0xffff) | i | (31 << 11)
            n, t = d.one(v.to_bytes(4, 'little') + b'\0' * 16)
            m = re.search(r'hwreg\((HW_REG_\w+)\)', t or '')
            names.append(m.group(1) if m else None)
        res.setdefault('HWREG', {})[key] = names
    return res

# Words LLVM crashes on (SIGSEGV; LLVM 22 on literals in some GFX12 SOP1 slots, ...): each
# target is swept in a child process that records the word it is asking about; when the child
# dies, that word is added to the skip list (treated as rejected) and the target is swept again.

def child(ver, cpu, out, trace, skips):
    import llvm_oracle
    skip = set(bytes.fromhex(h) for h in skips)
    fd = os.open(trace, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    orig = llvm_oracle.Disasm.one

    def one(self, data, pc=0):
        key = bytes(data[:16])
        if key in skip:
            return 0, None
        os.pwrite(fd, key.hex().encode().ljust(32), 0)
        return orig(self, data, pc)
    llvm_oracle.Disasm.one = one
    with open(out, 'w') as f:
        json.dump(sweep(ver, cpu), f)

if __name__ == '__main__':
    import subprocess, tempfile
    if sys.argv[1] == '--child':
        child(*sys.argv[2:6], sys.argv[6:])
        sys.exit(0)
    ver = sys.argv[1]
    cpus = sys.argv[2:] or list(families.TARGETS)
    os.makedirs(os.path.join(os.path.dirname(__file__), 'sweep'), exist_ok=True)
    for cpu in cpus:
        out = os.path.join(os.path.dirname(__file__), 'sweep', f'{cpu}-llvm{ver}.json')
        trace = tempfile.mktemp(prefix='sweep-trace-')
        skips = []
        while True:
            p = subprocess.run([sys.executable, __file__, '--child', ver, cpu, out, trace] + skips)
            if p.returncode == 0:
                break
            word = open(trace).read().strip()
            assert word and word not in skips, (cpu, p.returncode)
            print(cpu, 'LLVM', ver, 'crashed on', word, '(skipped, sweeping again)', file=sys.stderr)
            skips.append(word)
        if os.path.exists(trace):
            os.unlink(trace)
