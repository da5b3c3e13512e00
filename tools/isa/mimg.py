#!/usr/bin/env python3
"""Image-instruction sweep (MIMG on GFX9/GFX10/GFX11, VIMAGE/VSAMPLE on GFX12) through LLVM's
disassembler, and the Rust table it feeds: amdgpu/src/decode/gen_mimg.rs.

LLVM decodes an image instruction as one fixed variant per opcode (its "default": usually one
data dword and one address dword, or for NSA forms a fixed address count) and then
(`convertMIMGInst`) re-targets it to the data width the `dmask`/`d16`/`tfe` bits ask for and the
address width the opcode's address components, `dim` and `a16` ask for, if LLVM has a variant of
that size and the registers do not run past v255; otherwise it keeps the default.  This script
probes, per target, wave size and opcode:

* the mnemonic (dmask = 1), whether the opcode takes a sampler, the bits LLVM requires to be
  zero (single-bit flips of the probe);
* the data widths LLVM has variants for (dmask popcount 1..4, with and without tfe), whether
  the data width is fixed at 4 (gather4, msaa_load), the default widths (a probe whose data
  runs past v255 falls back to them);
* the address components: per `dim` and `a16`, the address width LLVM prints (plain and NSA
  forms); the parameters of LLVM's `getAddrSizeMIMGOp` (extra arguments, coordinates,
  lod/clamp/mip, gradients, 16-bit gradients) are fitted to those observations, and the
  address widths with variants recorded;
* the NSA default address counts (GFX10: per value of the 2-bit NSA field; GFX11: bit 0;
  GFX12: always), and for BVH operations the operand widths as printed.

LLVM 22 re-targets to more data widths than LLVM 19 (and has more GFX12 BVH operations), so
both are swept and gen_mimg.rs holds a table per release (`MIMG19_*`, `MIMG22_*`; the decoder
picks one by its `Syntax`).

usage: mimg.py [LLVM_VERSION...]   (default 19 22; writes sweep/mimg-<target>-llvmN.json and
                                     gen_mimg.rs)"""
import json, os, re, struct, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from llvm_oracle import Disasm

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', '..', 'amdgpu', 'src', 'decode', 'gen_mimg.rs')
TARGETS = [('gfx900', 'w64'), ('gfx906', 'w64'), ('gfx908', 'w64'), ('gfx90a', 'w64'), ('gfx942', 'w64'),
           ('gfx1030', 'w32'), ('gfx1030', 'w64'), ('gfx1100', 'w32'), ('gfx1100', 'w64'),
           ('gfx1200', 'w32'), ('gfx1200', 'w64')]
# (NumCoords, NumGradients) per dim encoding (LLVM MIMGDimInfoTable).
DIMS = [(1, 2), (2, 4), (3, 6), (3, 4), (2, 2), (3, 4), (3, 4), (4, 4)]
VDATA, VADDR = 40, 20


def gen_of(cpu):
    return 9 if cpu.startswith('gfx9') else int(cpu[3:5])


class Enc:
    """Builds words of one image family (fields by name)."""

    def __init__(self, gen, fam):
        self.gen, self.fam = gen, fam

    def words(self, op, dmask=1, dim=0, a16=0, d16=0, tfe=0, nsa=0, vdata=VDATA, vaddr=(VADDR,), samp=0,
              rsrc=3, extra=()):
        g = self.gen
        va = list(vaddr)
        if g == 9:
            w0 = 0xF0000000 | op << 18 | dmask << 8 | tfe << 16
            w1 = va[0] | vdata << 8 | rsrc << 16 | samp << 21 | d16 << 31
            ws = [w0, w1]
        elif g == 10:
            w0 = 0xF0000000 | (op & 127) << 18 | op >> 7 | nsa << 1 | dim << 3 | dmask << 8 | tfe << 16
            w1 = va[0] | vdata << 8 | rsrc << 16 | samp << 21 | a16 << 30 | d16 << 31
            ws = [w0, w1]
        elif g == 11:
            w0 = 0xF0000000 | op << 18 | nsa | dim << 2 | dmask << 8 | a16 << 16 | d16 << 17
            w1 = va[0] | vdata << 8 | rsrc << 16 | tfe << 21 | samp << 26
            ws = [w0, w1]
        else:
            rs = rsrc * 4
            if self.fam == 'VIMAGE':
                w0 = 0xD0000000 | dim | d16 << 5 | a16 << 6 | op << 14 | dmask << 22
                w1 = vdata | rs << 9 | tfe << 23
            else:
                w0 = 0xE4000000 | dim | tfe << 3 | d16 << 5 | a16 << 6 | op << 14 | dmask << 22
                w1 = vdata | rs << 9 | (samp * 4) << 23
            va = (va + [0, 0, 0, 0])[:4]
            ws = [w0, w1, va[0] | va[1] << 8 | va[2] << 16 | va[3] << 24]
        if g in (10, 11) and len(va) > 1:
            b = va[1:] + [0] * 12
            n = nsa if g == 10 else 1
            for i in range(n):
                ws.append(b[4 * i] | b[4 * i + 1] << 8 | b[4 * i + 2] << 16 | b[4 * i + 3] << 24)
        ws += list(extra)
        return ws


REG = re.compile(r'([sva])(?:(\d+)|\[(\d+):(\d+)\])')


def parse(text):
    """(mnemonic, vdata width, [address operand widths], nsa-bracketed) from LLVM text."""
    mnem, _, rest = text.partition(' ')
    rest = rest.strip()
    regs = []
    m = REG.match(rest)
    if not m:
        return mnem, None, None, False
    w = int(m.group(4)) - int(m.group(3)) + 1 if m.group(3) else 1
    rest = rest[m.end():].lstrip(', ')
    if rest.startswith('['):
        inner = re.match(r'\[((?:[^\[\]]|\[[^\]]*\])*)\]', rest).group(1)
        addrs = []
        for r in REG.finditer(inner):
            addrs.append(int(r.group(4)) - int(r.group(3)) + 1 if r.group(3) else 1)
        return mnem, w, addrs, True
    r = REG.match(rest)
    if not r:
        return mnem, w, None, False
    return mnem, w, [int(r.group(4)) - int(r.group(3)) + 1 if r.group(3) else 1], False


class Prober:
    def __init__(self, ver, cpu, wave):
        self.ver = ver
        self.d = Disasm(ver, cpu, wave64=(wave == 'w64') if not cpu.startswith('gfx9') else None)
        self.gen = gen_of(cpu)
        self.cpu = cpu

    def one(self, ws):
        data = b''.join(struct.pack('<I', x & 0xffffffff) for x in ws) + b'\0' * 32
        return self.d.one(data)


def addr_size(p, dim, a16):
    """LLVM getAddrSizeMIMGOp for fitted parameters p = (extra, coords, lod, grad, gmode)."""
    extra, coords, lod, grad, gmode = p
    nc, ng = DIMS[dim]
    comps = (nc if coords else 0) + lod
    n = extra + ((comps + 1) // 2 if a16 else comps)
    if grad:
        # gmode 0: gradients always 32-bit; 1: packed with a16 (no G16 support); 2: always
        # packed (the _g16 opcodes).
        packed = gmode == 2 or (gmode == 1 and a16)
        n += ((ng // 2 + 1) // 2 * 2) if packed else ng
    return n


def sweep_family(pr, fam, tfe_ok):
    g = pr.gen
    enc = Enc(g, fam)
    nops = 128 if g == 9 else 256
    fam_bits = set(range(26, 32))
    if g == 12:
        op_bits = set(range(14, 22))
        nbits = 96
    elif g == 10:
        op_bits = set(range(18, 25)) | {0}
        nbits = 64
    elif g == 11:
        op_bits = set(range(18, 26))
        nbits = 64
    else:
        op_bits = set(range(18, 25))
        nbits = 64
    out = []
    for op in range(nops):
        probe = None
        bvh_ones = {10: 1 << 12 | 1 << 15, 11: 1 << 7 | 1 << 15, 12: 1 << 4}.get(g, 0)
        for samp, dm, ones in ((2, 1, 0), (0, 1, 0), (0, 15, bvh_ones), (2, 15, bvh_ones)):
            if dm == 15 and g == 9 or samp and fam == 'VIMAGE':
                continue
            for va in ([VADDR, 21, 22, 23], [VADDR, 21, 22, 0], [VADDR, 21, 0, 0], [VADDR]) if g == 12 else ([VADDR],):
                ws = enc.words(op, samp=samp, vaddr=va, dmask=dm)
                ws[0] |= ones
                n, t = pr.one(ws)
                if t and t.startswith('image_') and (dm == 1 or 'bvh' in t):
                    probe = (samp, va, ws, n, t)
                    break
            if probe:
                break
        if not probe:
            continue
        samp, va, ws, n, t = probe
        mnem = t.split(' ')[0]
        # Bits LLVM requires to be zero.
        zero = 0
        for b in range(nbits):
            if b in fam_bits or b in op_bits:
                continue
            v = list(ws)
            v[b // 32] ^= 1 << (b % 32)
            if ws[b // 32] >> (b % 32) & 1:
                continue
            n2, t2 = pr.one(v)
            if not t2 or not t2.startswith(mnem + ' ') and t2 != mnem:
                zero |= 1 << b
        bvh = 'bvh' in mnem
        # Bits of the first dword LLVM requires to be one (BVH: dmask, unorm, r128).
        ones = 0
        for b in range(32):
            if b in fam_bits or b in op_bits or not ws[0] >> b & 1:
                continue
            v = list(ws)
            v[0] ^= 1 << b
            if not pr.one(v)[1]:
                ones |= 1 << b
        kw = dict(samp=samp, vaddr=va)
        tfe_here = tfe_ok and not bvh
        # Data widths.
        obs = {}
        for dm in (1, 3, 7, 15):
            for tf in ((0, 1) if tfe_here else (0,)):
                n2, t2 = pr.one(enc.words(op, dmask=dm, tfe=tf, **kw))
                if t2:
                    obs[(dm, tf)] = parse(t2)[1]
        gather = all(obs.get((dm, 0)) == 4 for dm in (1, 3, 7, 15))
        # Packed d16 halves the data size (gather4: 4 -> 2).
        obs16 = {}
        if not zero >> {9: 63, 10: 63, 11: 17, 12: 5}[g] & 1:
            for dm in (1, 3, 7, 15):
                for tf in ((0, 1) if tfe_here else (0,)):
                    n2, t2 = pr.one(enc.words(op, dmask=dm, tfe=tf, d16=1, **kw))
                    if t2:
                        obs16[(dm, tf)] = parse(t2)[1]
        sizes = 0
        for (dm, tf), wv in obs.items():
            ds = (4 if gather else bin(dm).count('1')) + tf
            if wv == ds:
                sizes |= 1 << ds
        # Defaults: data that runs past v255 makes LLVM keep the decoded variant.
        dflt = None
        for vd, dm, tf in ((252, 15, 1), (253, 15, 0), (254, 15, 0), (255, 3, 0)):
            if tf and not tfe_here:
                continue
            ds = (4 if gather else 4) + tf
            if vd + ds <= 256:
                continue
            n2, t2 = pr.one(enc.words(op, dmask=dm, tfe=tf, vdata=vd, **kw))
            if t2 and parse(t2)[2]:
                dflt = (n2, parse(t2))
                break
        if dflt is None or bvh:
            dflt = (n, parse(t))
        dd = dflt[1][1]
        # Printed data width per data size (0: no variant, LLVM keeps the default).
        dmap = [0] * 8
        if (dd or 1) < 8:
            dmap[dd or 1] = dd or 1
        for (dm, tf), wv in obs.items():
            ds = (4 if gather else bin(dm).count('1')) + tf
            if wv == ds or wv != dd:
                dmap[ds] = wv
        for (dm, tf), wv in obs16.items():
            ds = ((4 if gather else bin(dm).count('1')) + 1) // 2 + tf
            if (wv == ds or wv != dd) and not dmap[ds]:
                dmap[ds] = wv
        rec = dict(dmap=dmap, op=op, fam=fam, mnem=mnem, sampler=samp != 0, zero=zero, ones=ones, gather=gather, data_sizes=sizes,
                   data_default=dd, bvh=bvh, len=n, text=t)
        dm_def = {1: 1, 2: 3, 3: 7, 4: 15}.get(dd, 1) if not gather else 1
        if g == 9:
            rec['addr_default'] = parse(t)[2][0]
        else:
            rec['addr_default'] = dflt[1][2][0] if not dflt[1][3] or g == 12 else None
            # NSA defaults (the decoded variant's address operands) and lengths.
            nsa_def = {}
            for nv in ((1, 2, 3) if g == 10 else (1,) if g == 11 else (0,)):
                regs = [VADDR + 1 * i for i in range(13)]
                for vd, dm, tf in ((252, 15, 1), (253, 15, 0)):
                    if tf and not tfe_here:
                        continue
                    if g == 12:
                        ws2 = enc.words(op, dmask=dm, tfe=tf, vdata=vd, samp=samp, vaddr=va)
                    else:
                        ws2 = enc.words(op, dmask=dm, tfe=tf, vdata=vd, samp=samp, nsa=nv, vaddr=regs)
                    n2, t2 = pr.one(ws2)
                    if t2:
                        nsa_def[nv] = (n2, parse(t2)[2], parse(t2)[1])
                        break
            # Plain (non-NSA) and NSA observations per dim and a16.
            plain, nsa_obs = {}, {}
            a16_ok = not (zero >> {10: 62, 11: 16, 12: 6}[g] & 1)
            for dim in range(8):
                for a16 in ((0, 1) if a16_ok else (0,)):
                    if g == 12:
                        regs = [VADDR, VADDR + 4, VADDR + 8, VADDR + 12]
                        n2, t2 = pr.one(enc.words(op, dmask=dm_def, dim=dim, a16=a16, samp=samp,
                                                  vaddr=[r if v else 0 for r, v in zip(regs, va)]))
                        if t2:
                            nsa_obs[(dim, a16, 0)] = parse(t2)[2]
                        continue
                    n2, t2 = pr.one(enc.words(op, dmask=dm_def, dim=dim, a16=a16, **kw))
                    if t2:
                        plain[(dim, a16)] = parse(t2)[2][0]
                    for nv in nsa_def:
                        regs = [VADDR + i for i in range(13)]
                        n2, t2 = pr.one(enc.words(op, dmask=dm_def, dim=dim, a16=a16, nsa=nv, samp=samp,
                                                  vaddr=regs))
                        if t2:
                            nsa_obs[(dim, a16, nv)] = parse(t2)[2]
            if g == 12 and not bvh:
                # VIMAGE decodes words whose vaddr1..3 are zero as the one-address variant.
                for vd, dm, tf in ((252, 15, 1), (253, 15, 0)):
                    if tf and not tfe_here:
                        continue
                    n2, t2 = pr.one(enc.words(op, dmask=dm, tfe=tf, vdata=vd, samp=samp, vaddr=[VADDR]))
                    if t2 and parse(t2)[2]:
                        nsa_def[1] = (n2, parse(t2)[2], parse(t2)[1])
                        break
            rec['nsa_default'] = {str(k): v for k, v in nsa_def.items()}
            rec['plain'] = {'%d,%d' % k: v for k, v in plain.items()}
            rec['nsa'] = {'%d,%d,%d' % k: v for k, v in nsa_obs.items()}
            if bvh:
                # Operand widths as printed, per a16: plain form, and the NSA form LLVM
                # accepts (GFX10: the NSA dword count the operand count needs).
                rec['bvh_forms'] = {}
                for a16 in (0, 1):
                    for nv in ((0, 1, 2, 3) if g == 10 else (0, 1) if g == 11 else (0,)):
                        regs = [VADDR + 10 * i for i in range(13)]
                        if g == 12:
                            ws2 = enc.words(op, dmask=15, a16=a16, samp=samp, vaddr=regs[:4])
                            ws2[1] |= (VADDR + 100) << 24
                        else:
                            ws2 = enc.words(op, dmask=15, a16=a16, samp=samp, nsa=nv, vaddr=regs if nv else [VADDR])
                        ws2[0] |= ones
                        n2, t2 = pr.one(ws2)
                        if g == 12 and not t2:
                            ws2[1] &= 0xffffff
                            n2, t2 = pr.one(ws2)
                        if t2 and (g != 11 or nv != 0 or not ws2[0] & 1):
                            rec['bvh_forms']['%d,%d' % (a16, nv)] = (n2, parse(t2)[2], parse(t2)[1], t2)
            fit_addr(rec, g)
        out.append(rec)
    return out


def fit_addr(rec, g):
    """Fit getAddrSizeMIMGOp's parameters to the observed address widths."""
    if rec['bvh']:
        rec['params'] = None
        return
    ad = rec['addr_default']
    nd = rec['nsa_default']
    cands = []
    for extra in range(6):
        for coords in (1, 0):
            for lod in (0, 1):
                for grad in (0, 1):
                    for gmode in ((0, 2) if grad else (0,)):
                        p = (extra, coords, lod, grad, gmode)
                        ok = True
                        for key, w in rec['plain'].items():
                            dim, a16 = map(int, key.split(','))
                            a = addr_size(p, dim, a16)
                            if a > 12:
                                a = 16
                            if w != ad and w != a:
                                ok = False
                        for key, ws in rec['nsa'].items():
                            dim, a16, nv = map(int, key.split(','))
                            nsa_n = nd[str(nv)][1] if str(nv) in nd else None
                            a = addr_size(p, dim, a16)
                            if ws != nsa_n and sum(ws) != a:
                                ok = False
                        if ok:
                            cands.append(p)
    # Prefer the candidate that explains the most observations exactly.
    def score(p):
        s = 0
        for key, w in rec['plain'].items():
            dim, a16 = map(int, key.split(','))
            a = addr_size(p, dim, a16)
            s += (16 if a > 12 else a) == w
        for key, ws in rec['nsa'].items():
            dim, a16, nv = map(int, key.split(','))
            s += sum(ws) == addr_size(p, dim, a16)
        return s
    cands.sort(key=lambda p: -score(p))
    rec['params'] = cands[0] if cands else None
    if not cands:
        print('no address fit', rec['mnem'], rec['plain'], rec['nsa'], file=sys.stderr)
        return
    p = rec['params']
    plain_ok, nsa_ok = 0, 0
    for key, w in rec['plain'].items():
        dim, a16 = map(int, key.split(','))
        a = addr_size(p, dim, a16)
        a2 = 16 if a > 12 else a
        if w == a2:
            plain_ok |= 1 << a2
    for key, ws in rec['nsa'].items():
        dim, a16, nv = map(int, key.split(','))
        nsa_n = nd[str(nv)][1] if str(nv) in nd else None
        a = addr_size(p, dim, a16)
        if sum(ws) == a and ws != nsa_n:
            nsa_ok |= 1 << a
    rec['plain_sizes'] = plain_ok
    rec['nsa_sizes'] = nsa_ok


def sweep(ver, cpu, wave):
    pr = Prober(ver, cpu, wave)
    g = pr.gen
    tfe_ok = cpu != 'gfx90a' and cpu != 'gfx942'
    if g == 12:
        return sweep_family(pr, 'VIMAGE', tfe_ok) + sweep_family(pr, 'VSAMPLE', tfe_ok)
    return sweep_family(pr, 'MIMG', tfe_ok)


def rust_ident(name):
    return ''.join(p[:1].upper() + p[1:] for p in name.split('_'))


def mnemonics(ver='19'):
    """Every image mnemonic of the sweeps (for gen_tables.py's NAMES): LLVM `ver`'s, then
    any other swept version's."""
    names = []
    for v in [ver] + [x for x in VERSIONS if x != ver]:
        for cpu, wave in TARGETS:
            path = os.path.join(HERE, 'sweep', f'mimg-{cpu}-llvm{v}.json')
            if not os.path.exists(path):
                continue
            for r in json.load(open(path)).get(wave, []):
                if r['mnem'] not in names:
                    names.append(r['mnem'])
    if not names and os.path.exists(OUT):
        # No sweep here (a fresh checkout): the list gen_mimg.rs was made with.
        for line in open(OUT):
            if line.startswith('// MNEMONICS: '):
                names = line.split(': ', 1)[1].split()
    return names


VERSIONS = ['19', '22']


def main():
    vers = sys.argv[1:] or VERSIONS
    os.makedirs(os.path.join(HERE, 'sweep'), exist_ok=True)
    data = {}
    for ver in vers:
        for cpu, wave in TARGETS:
            path = os.path.join(HERE, 'sweep', f'mimg-{cpu}-llvm{ver}.json')
            recs = sweep(ver, cpu, wave)
            d = json.load(open(path)) if os.path.exists(path) else {}
            d[wave] = recs
            json.dump(d, open(path, 'w'), indent=0)
            data[(ver, cpu, wave)] = recs
            print('llvm', ver, cpu, wave, len(recs), 'opcodes', file=sys.stderr)
    write_rust(data, vers)


def write_rust(data, vers):
    o = []
    w = o.append
    w('// @generated by tools/isa/mimg.py from image-instruction sweeps of LLVM %s\'s AMDGPU disassembler.'
      % ' and '.join(vers))
    w('// Do not edit: change the generator and rerun it (see tools/isa/README.md).')
    w('#![allow(clippy::all, clippy::unreadable_literal)]')
    names = []
    for recs in data.values():
        for r in recs:
            if r['mnem'] not in names:
                names.append(r['mnem'])
    # For gen_tables.py when the sweep JSON is absent (see mnemonics()).
    w('// MNEMONICS: ' + ' '.join(names))
    w('use super::table::{Bvh, ImgOp};')
    w('use super::{exp_entry, Opcode};')
    w('')
    seen = {}
    for (ver, cpu, wave), recs in data.items():
        ident = 'MIMG%s_%s_%s' % (ver, cpu.upper(), wave.upper())
        doc = '/// Image opcodes of %s (%s) as LLVM %s decodes them, sorted by (family, opcode).' % (
            cpu, 'wave32' if wave == 'w32' else 'wave64', ver)
        rows = []
        for r in sorted(recs, key=lambda r: (r['fam'] == 'VSAMPLE', r['op'])):
            p = r.get('params') or (0, 0, 0, 0, 0)
            nd = r.get('nsa_default') or {}
            nsa = [0, 0, 0, 0]
            for k, v in nd.items():
                nsa[int(k)] = len(v[1]) if not r['bvh'] else 0
            bvh = 'None'
            if r['bvh']:
                forms = r.get('bvh_forms', {})
                plain = [0, 0]
                nsa_field = [0, 0]
                nsa_w = [[0] * 12, [0] * 12]
                for a16 in (0, 1):
                    f = forms.get('%d,0' % a16)
                    if f and not cpu.startswith('gfx12'):
                        plain[a16] = f[1][0]
                    for k in ('3', '2', '1', '0'):
                        f = forms.get('%d,%s' % (a16, k))
                        if f and (k != '0' or cpu.startswith('gfx12')):
                            nsa_field[a16] = int(k)
                            nsa_w[a16] = (f[1] + [0] * 12)[:12]
                            break
                bvh = 'Some(&Bvh { plain: [%d, %d], nsa_field: [%d, %d], nsa: [[%s], [%s]] })' % (
                    plain[0], plain[1], nsa_field[0], nsa_field[1],
                    ', '.join(map(str, nsa_w[0])), ', '.join(map(str, nsa_w[1])))
            rows.append('    ImgOp { op: %d, sample: %s, entry: exp_entry(Opcode::%s), sampler: %s, zero: 0x%x, ones: 0x%x, gather: %s, data_sizes: 0x%x, '
              'data_map: [%s], data_default: %d, addr_default: %d, extra: %d, coords: %s, lod: %d, grad: %s, gmode: %d, '
              'plain_sizes: 0x%x, nsa_sizes: 0x%x, nsa_default: [%s], bvh: %s },' % (
                  r['op'], 'true' if r['fam'] == 'VSAMPLE' else 'false', rust_ident(r['mnem']),
                  'true' if r['sampler'] else 'false', r['zero'], r['ones'], 'true' if r['gather'] else 'false',
                  r['data_sizes'], ', '.join(map(str, r['dmap'])), r['data_default'] or 1, r.get('addr_default') or 1, p[0],
                  'true' if p[1] else 'false', p[2], 'true' if p[3] else 'false', p[4],
                  r.get('plain_sizes', 0), r.get('nsa_sizes', 0), ', '.join(str(x) for x in nsa), bvh))
        w(doc)
        key = '\n'.join(rows)
        if key in seen:
            # Identical to an earlier table (wave sizes, gfx900/gfx906/gfx908, LLVM releases).
            w('pub(super) static %s: &[ImgOp] = %s;' % (ident, seen[key]))
        else:
            seen[key] = ident
            w('#[rustfmt::skip]')
            w('pub(super) static %s: &[ImgOp] = &[' % ident)
            o.extend(rows)
            w('];')
        w('')
    open(OUT, 'w').write('\n'.join(o) + '\n')


if __name__ == '__main__':
    main()
