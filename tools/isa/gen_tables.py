#!/usr/bin/env python3
"""Turn the opcode sweeps (sweep/<target>-llvm19.json, made by sweep.py) into Rust tables:
amdgpu/src/decode/gen_tables.rs.  Run by developers after a sweep; the output is committed
and the normal build never needs LLVM.

usage: gen_tables.py [LLVM_VERSION...]   (default: 19 22; the first is the default syntax)

Every release gets its own TargetTables per target (`GFX1100_W32` for the first release,
`GFX1100_W32_L22` for the others); names, templates and identical per-family entry slices are
shared between releases and targets."""
import json, os, re, sys
import families

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', '..', 'amdgpu', 'src', 'decode', 'gen_tables.rs')

FAMS = ['SOP2', 'SOPK', 'SOP1', 'SOPC', 'SOPP', 'VOP1', 'VOPC', 'VOP2', 'VOP3', 'VOP3P', 'SMEM', 'DS',
        'FLAT', 'SCRATCH', 'GLOBAL', 'MUBUF', 'VOPD',
        'VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA', 'VOP1_DPP', 'VOP2_DPP', 'VOPC_DPP', 'VOP1_DPP8', 'VOP2_DPP8',
        'VOPC_DPP8', 'MTBUF', 'VOP3_DPP', 'VOP3_DPP8', 'VOP3P_DPP', 'VOP3P_DPP8', 'VINTRP', 'VINTERP', 'LDSDIR']
FIELD = {'sdst': 'Sdst', 'ssrc0': 'Ssrc0', 'ssrc1': 'Ssrc1', 'vdst': 'Vdst', 'src0': 'Src0', 'src1': 'Src1',
         'src2': 'Src2', 'vsrc1': 'Vsrc1', 'sdata': 'Sdata', 'sbase': 'Sbase', 'addr': 'Addr', 'data0': 'Data0',
         'data1': 'Data1', 'vaddr': 'Vaddr', 'vdata': 'Vdata', 'saddr': 'Saddr', 'srsrc': 'Srsrc',
         'soffset': 'Soffset', 'vdstx': 'Vdstx', 'src0x': 'Src0x', 'vsrc1x': 'Vsrc1x', 'src0y': 'Src0y',
         'vsrc1y': 'Vsrc1y', 'vdsty': 'Vdsty', 'kimm': 'Kimm'}
TARGETS = [('gfx900', 'w64'), ('gfx906', 'w64'), ('gfx908', 'w64'), ('gfx90a', 'w64'), ('gfx942', 'w64'),
           ('gfx1030', 'w32'), ('gfx1030', 'w64'), ('gfx1100', 'w32'), ('gfx1100', 'w64'),
           ('gfx1200', 'w32'), ('gfx1200', 'w64')]

def imm_kind(fam, name, rest, imms):
    """How SOPP/SOPK print their 16-bit immediate, from the probe's text (imm = 0) and the
    texts for a few other immediates."""
    if name == 's_delay_alu':
        return 'Delay'
    if name in ('s_endpgm', 's_endpgm_saved', 's_endpgm_ordered_ps_done'):
        return 'Endpgm'
    if rest == '':
        return None
    if rest.startswith('hwreg('):
        return 'Hwreg'
    if rest.startswith('sendmsg('):
        return 'Sendmsg'
    if rest.startswith('vmcnt('):
        return 'Waitcnt'
    if rest.startswith('depctr_'):
        return 'Depctr'
    if rest.startswith('UC_VERSION'):
        return 'Version'
    if rest.startswith('gpr_idx('):
        return 'GprIdx'
    if rest == '0x0':
        return 'Hex'
    if rest == '0':
        t41 = (imms.get('65') or '').split(' ')[-1]
        return 'Imm16' if t41 == '0x41' else 'Dec'
    raise ValueError((fam, name, rest))

TY = {
    ('0.5', '0.15915494', '0x12345678', '0x3800', '-16', '-1'): ('B32', True),
    ('0.5', '0.15915494', None, None, None, '-1'): ('B32', False),
    ('0.5', '0.15915494309189532', '0x12345678', '0x3800', '0xfffffff0', '-1'): ('B64', True),
    ('0.5', '0.15915494309189532', None, None, None, '-1'): ('B64', False),
    ('0.5', '0.15915494', '0x5678', '0.5', '-16', '-1'): ('F16', True),
    ('0.5', '0.15915494', None, None, None, '-1'): ('B32', False),
    ('0x3800', '0x3118', '0x5678', '0x3800', '-16', '-1'): ('I16', True),
    ('0x3800', '0x3118', None, None, None, '-1'): ('I16', False),
    ('0.5', '0.15915494', '0x12345678', '0.5', '-16', '-1'): ('Pk16', True),
}
UNKNOWN_TY = {}

def src_ty(res):
    if res is None:
        return ('B32', True)
    k = tuple(res[:6])
    if k in TY:
        ty = TY[k]
        # bf16 slots: literals print in hex, never as f32 constant names (0x40000000 stays
        # 0x40000000), or, for a scalar bf16, by their low half (0x40000000 is 0).
        if ty[0] == 'B32' and len(res) > 7 and res[6] == '0x40000000':
            return ('B32Hex', ty[1])
        if ty[0] == 'B32' and len(res) > 7 and res[6] == '0' and res[7] == '-1':
            return ('Bf16', ty[1])
        # A 64-bit float slot takes a 32-bit literal as the high half: 0x40000000 is 2.0.
        if ty[0] == 'B64' and len(res) > 6 and res[6] == '2.0':
            return ('F64', ty[1])
        # A 16-bit integer slot whose literal prints whole (0x40000000 as 2.0).
        if ty[0] == 'I16' and len(res) > 7 and res[6] == '2.0':
            # ... and 0xffff whole (GFX9/GFX10 VALU), or as -1 (GFX12 SALU f16).
            return ('I16L' if res[7] == '0xffff' else 'I16F', ty[1])
        return ty
    if all(x is None or x.endswith('/*Invalid') for x in k):
        return ('RegOnly', k[2] is not None)
    UNKNOWN_TY[k] = UNKNOWN_TY.get(k, 0) + 1
    return ('B32', k[2] is not None)

def template(fam, r):
    srcs = r.get('srcs', {})
    toks = [tuple(t) + ((src_ty(srcs.get(t[1])),) if t[0] == 'f' else ()) for t in r['toks']]
    mnem = r['mnem']
    # The packed-math defaults the probe left at zero are printed by the VOP3P printer.
    if fam.startswith('VOP3') and toks:
        t = toks[-1]
        if t[0] == 't':
            s = re.sub(r'\s*(op_sel_hi|op_sel|neg_lo|neg_hi):\[[01,]*\]', '', t[1])
            toks[-1] = ('t', s)
    if '_SDWA' in fam or '_DPP' in fam:
        # The controls and output modifiers are printed by the decoder from their bits.
        if toks and toks[-1][0] == 't':
            s = re.split(r'(?:^|\s+)(?=dst_sel|dst_unused|src0_sel|src1_sel|clamp|mul:|div:|quad_perm|row_|'
                         r'bank_mask|bound_ctrl|fi:|dpp8|wave_|/\*)', toks[-1][1])[0]
            toks = toks[:-1] + ([('t', s)] if s else [])
    if fam in ('VINTRP', 'VINTERP', 'LDSDIR') or (fam == 'VOP3' and 'attr0.x' in r['text']):
        # Attribute, v_interp_mov parameter and wait counters: printed by the decoder from
        # their bits (each immediate token writes its own leading space where it has one).
        pat = re.compile(r'attr0\.x|\bp10\b| wait_exp:0| wait_vdst:0| wait_va_vdst:0| wait_vm_vsrc:0')
        kinds = {'attr0.x': 'Attr', 'p10': 'InterpParam', ' wait_exp:0': 'WaitExp', ' wait_vdst:0': 'WaitVdst',
                 ' wait_va_vdst:0': 'WaitVaVdst', ' wait_vm_vsrc:0': 'WaitVmVsrc'}
        out = []
        for t in toks:
            if t[0] != 't':
                out.append(t)
                continue
            pos = 0
            for m in pat.finditer(t[1]):
                if m.start() > pos:
                    out.append(('t', t[1][pos:m.start()]))
                out.append(('i', kinds[m.group(0)]))
                pos = m.end()
            if pos < len(t[1]):
                out.append(('t', t[1][pos:]))
        toks = out
    if fam == 'SOPC' and toks and toks[-1][0] == 't' and 'gpr_idx(' in toks[-1][1]:
        # s_set_gpr_idx_on: the mode is the ssrc1 field, printed as gpr_idx(...).
        toks[-1] = ('t', toks[-1][1].split('gpr_idx(')[0])
        toks.append(('i', 'GprIdx'))
    if fam == 'SOP1' and toks and toks[-1][0] == 't' and 'sendmsg(' in toks[-1][1]:
        toks[-1] = ('t', toks[-1][1].split('sendmsg(')[0])
        toks.append(('i', 'Sendmsg'))
    if fam in ('SOPP', 'SOPK'):
        # Text after the last register token is the immediate.
        last = toks[-1] if toks and toks[-1][0] == 't' else ('t', '')
        rest = last[1]
        prefix = ''
        if fam == 'SOPK' and rest.startswith(', '):
            prefix, rest = ', ', rest[2:]
        m = re.match(r'^(hwreg\([^)]*\))(, .*)?$', rest)
        tail = ''
        if m and m.group(2):
            rest, tail = m.group(1), m.group(2)
        kind = imm_kind(fam, mnem, rest, r.get('imms', {}))
        if toks and toks[-1][0] == 't':
            toks.pop()
        if kind:
            if prefix:
                toks.append(('t', prefix))
            toks.append(('i', kind))
        if tail:
            # s_setreg_imm32_b32 hwreg(...), <literal>; s_setreg_b32 hwreg(...), sdst
            toks.append(('t', ', '))
            toks.append(('f', 'kimm', 's', 1, ('B32', True)))
        elif fam == 'SOPK' and r['text'].startswith('s_setreg_b32'):
            pass
    # A mandatory literal (madmk/madak, fmaak/fmamk): the probe's literal 0 printed as 0x0.
    if fam in ('VOP2', 'VOP3', 'VOPD', 'SOP2') and r['len'] > {'VOP2': 4, 'VOP3': 8, 'VOPD': 8, 'SOP2': 4}[fam]:
        out = []
        for t in toks:
            if t[0] == 't' and '0x0' in t[1]:
                parts = t[1].split('0x0')
                for i, p in enumerate(parts):
                    if i:
                        out.append(('f', 'kimm', 's', 1, ('B32', True)))
                    if p:
                        out.append(('t', p))
            else:
                out.append(t)
        toks = out
    # s_setreg_b32 prints the hwreg first: hwreg(...), s4 -> keep order as printed.
    if fam == 'SOPK' and mnem == 's_setreg_b32':
        toks = [('i', 'Hwreg'), ('t', ', '), ('f', 'sdst', 's', 1, ('B32', True))]
    if fam == 'SOPK' and mnem == 's_setreg_imm32_b32':
        toks = [('i', 'Hwreg'), ('t', ', '), ('f', 'kimm', 's', 1, ('B32', True))]
    return tuple(toks)

def split_suffix(mnem):
    for s, code in (('_e64_dpp', 5), ('_e32', 1), ('_e64', 2), ('_sdwa', 3), ('_dpp', 4)):
        if mnem.endswith(s):
            return mnem[:-len(s)], code
    return mnem, 0

def rust_ident(name):
    return ''.join(p[:1].upper() + p[1:] for p in name.split('_'))

def normalize(ver, fam, r):
    """The one release difference the Rust printer makes itself: LLVM 22 wraps a literal
    LLVM 19 spells as an inline constant would be in `lit(...)` (operand.rs `write_src`), so
    LLVM 22's constant probes are classified by LLVM 19's spelling of the same slot type."""
    if ver == '19':
        return r
    unlit = lambda x: re.sub(r'lit\(([^()]*)\)', r'\1', x) if isinstance(x, str) else x
    def src(v):
        v = list(v)
        if len(v) > 7 and v[6] == 'lit(0x40000000)':
            v[6] = '0' if v[7] == 'lit(0xffff)' else '2.0'
            if v[7] == 'lit(0xffff)':
                v[7] = '-1'
        if len(v) > 4 and v[4] == 'lit(0xfffffff0)':
            v[4] = '-16'
        if len(v) > 3 and v[3] == 'lit(0x3800)':
            v[3] = '0.5'
        return [unlit(x) for x in v]
    r = dict(r)
    r['srcs'] = {k: src(v) for k, v in r.get('srcs', {}).items()}
    r['toks'] = [[t[0], unlit(t[1])] if t[0] == 't' else t for t in r['toks']]
    r['text'] = unlit(r['text'])
    return r

def main():
    vers = sys.argv[1:] or ['19', '22']
    names = {}
    tpls = {}
    tables = []
    for ver in vers:
      for cpu, wave in TARGETS:
        data = json.load(open(os.path.join(HERE, 'sweep', f'{cpu}-llvm{ver}.json')))
        fams = []
        for fam in FAMS:
            rows = data.get(fam, {}).get(wave, [])
            ents = []
            for r in rows:
                r = normalize(ver, fam, r)
                mnem = r['mnem']
                if ('_SDWA' in fam or '_DPP' in fam) and r['len'] < (12 if fam.startswith('VOP3') else 8):
                    # LLVM decoded the plain 4-byte form (v_pipeflush has no src0): no
                    # extended form.
                    continue
                name2 = None
                if fam == 'VOPD':
                    name2 = r['text'].split(' :: ')[1].split(' ')[0]
                base, suffix = split_suffix(mnem)
                if base not in names:
                    names[base] = len(names)
                if name2 and name2 not in names:
                    names[name2] = len(names)
                t = template(fam, r)
                if t not in tpls:
                    tpls[t] = len(tpls)
                # Source neg bits printed as sext(): bit i for VOP3 src i (bits 61..63), bits 3
                # and 4 for VOP1/VOP2 DPP16 src0/src1 (bits 52, 54). SDWA has its own sext bits.
                sx = r.get('sext', 0)
                sext = 0
                if '_SDWA' not in fam:
                    for bit, k in ((61, 0), (62, 1), (63, 2), (52, 3), (54, 4)):
                        if sx >> bit & 1 and not (fam.startswith('VOP3') and k >= 3) and \
                                not (not fam.startswith('VOP3') and k < 3 and '_DPP' in fam):
                            sext |= 1 << k
                ents.append((r['op'], names[base], suffix, tpls[t], r['zero'], r.get('ones', 0), r.get('shown', 0), r['len'],
                             names[name2] if name2 else 0xFFFF, sext, r.get('fake16', 0)))
            fams.append(ents)
        fmt = data.get('MTBUF_FMT', {}).get(wave) or [None] * 128
        tables.append((ver, cpu, wave, fams, data['HWREG'][wave], fmt, data.get('VBUF_HI_ZERO', {}).get(wave, 0)))
    # EXP/VEXPORT have no table (one operation); their mnemonics still get opcodes.
    for extra in ('exp', 'export'):
        if extra not in names:
            names[extra] = len(names)
    # --- MIMG hook: image mnemonics (MIMG/VIMAGE/VSAMPLE) from mimg.py's sweep JSON; their
    # tables are in gen_mimg.rs, which names opcodes as `Opcode::Variant`.
    import mimg
    for ver in vers:
        for extra in mimg.mnemonics(ver):
            if extra not in names:
                names[extra] = len(names)
    # --- end MIMG hook
    o = []
    w = o.append
    w('// @generated by tools/isa/gen_tables.py from an opcode sweep of LLVM %s\'s AMDGPU disassembler.' % ' and '.join(vers))
    w('// Do not edit: change the generator and rerun it (see tools/isa/README.md).')
    w('#![allow(clippy::all, clippy::unreadable_literal)]')
    w('#[rustfmt::skip]')
    w('use super::table::{Class::*, Entry, Field::*, ImmKind, TargetTables, Tok, Tok::*, Ty};')
    w('')
    w('/// Every mnemonic of every target, without the `_e32`/`_e64` suffix.')
    w('#[rustfmt::skip]')
    w('pub static NAMES: [&str; %d] = [' % len(names))
    for n in names:
        w('    "%s",' % n)
    w('];')
    w('')
    w('/// The opcode of every mnemonic (index into [`NAMES`]).')
    w('#[rustfmt::skip]')
    w('#[allow(missing_docs, non_camel_case_types)]')
    w('#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]')
    w('#[repr(u16)]')
    w('pub enum Opcode {')
    for n, i in names.items():
        w('    %s = %d,' % (rust_ident(n), i))
    w('}')
    w('')
    w('impl Opcode {')
    w('    /// The opcode with index `i` into [`NAMES`].')
    w('    pub(crate) fn from_index(i: u16) -> Opcode {')
    w('        OPCODES[i as usize]')
    w('    }')
    w('}')
    w('#[rustfmt::skip]')
    w('static OPCODES: [Opcode; %d] = [' % len(names))
    for n in names:
        w('    Opcode::%s,' % rust_ident(n))
    w('];')
    w('')
    def tok(t):
        if t[0] == 't':
            return 'T(%s)' % json.dumps(t[1])
        if t[0] == 'i':
            return 'I(ImmKind::%s)' % t[1]
        ty, lit = t[4] if len(t) > 4 else ('B32', True)
        return 'F(%s, %s, %d, Ty::%s, %s)' % (FIELD[t[1]], {'s': 'S', 'v': 'V', 'a': 'A', 'ttmp': 'S', 'v16': 'V16', 's16': 'S', 'a16': 'A'}[t[2]], t[3],
                                           ty, 'true' if lit else 'false')
    w('/// Operand templates: LLVM\'s text for a probe, with register fields as placeholders.')
    w('#[rustfmt::skip]')
    w('pub static TEMPLATES: [&[Tok]; %d] = [' % len(tpls))
    for t in tpls:
        w('    &[%s],' % ', '.join(tok(x) for x in t))
    w('];')
    w('')
    # Identical per-family entry lists are written once and shared.
    slices = {}
    def entry(e):
        return 'e(%d, %d, %d, %d, 0x%x, 0x%x, 0x%x, %d, %d, %d, %d)' % e
    w('/// An [`Entry`] from its fields in declaration order (keeps the rows below short).')
    w('#[allow(clippy::too_many_arguments)]')
    w('#[rustfmt::skip]')
    w('const fn e(op: u16, name: u16, suffix: u8, tpl: u16, zero: u64, ones: u64, shown: u64, len: u8, name2: u16,')
    w('           sext: u8, fake16: u8) -> Entry {')
    w('    Entry { op, name, suffix, tpl, zero, ones, shown, len, name2, sext, fake16 }')
    w('}')
    w('')
    for ver, cpu, wave, fams, hwreg, fmt, _ in tables:
        for fam, ents in zip(FAMS, fams):
            k = tuple(ents)
            if ents and k not in slices:
                slices[k] = 'E%d_%s' % (len(slices), fam)
                w('#[rustfmt::skip]')
                w('static %s: [Entry; %d] = [' % (slices[k], len(ents)))
                for e in ents:
                    w('    %s,' % entry(e))
                w('];')
    w('')
    for i, (ver, cpu, wave, fams, hwreg, fmt, vbuf_hi_zero) in enumerate(tables):
        ident = '%s_%s' % (cpu.upper(), wave.upper()) + ('' if ver == vers[0] else '_L' + ver)
        w('/// Opcode tables of %s (%s) as LLVM %s decodes it.' % (cpu, 'wave32' if wave == 'w32' else 'wave64', ver))
        w('#[rustfmt::skip]')
        w('pub static %s: TargetTables = TargetTables {' % ident)
        w('    target: %d,' % (i % len(TARGETS)))
        w('    hwreg: [%s],' % ', '.join('"%s"' % (n or '') for n in hwreg))
        # MTBUF format values as LLVM prints them (None: LLVM rejects the value).
        w('    mtbuf_fmt: [%s],' % ', '.join('None' if f is None else 'Some("%s")' % f for f in fmt))
        w('    vbuffer_hi_zero: 0x%x,' % vbuf_hi_zero)
        w('    families: [%s],' % ', '.join('&%s' % slices[tuple(e)] if e else '&[]' for e in fams))
        w('};')
        w('')
    w('/// Every target\'s tables per LLVM release: `[release][TargetTables::target]`, releases %s.' % ', '.join(vers))
    w('#[rustfmt::skip]')
    w('pub static RELEASES: [[&TargetTables; %d]; %d] = [' % (len(TARGETS), len(vers)))
    for ver in vers:
        w('    [%s],' % ', '.join('&%s_%s%s' % (c.upper(), wv.upper(), '' if ver == vers[0] else '_L' + ver) for c, wv in TARGETS))
    w('];')
    open(OUT, 'w').write('\n'.join(o) + '\n')
    print('names', len(names), 'templates', len(tpls), file=sys.stderr)
    for k, n in UNKNOWN_TY.items():
        print('unknown source type', n, k, file=sys.stderr)

main()
