"""Encoding families per generation, for the table sweep (gen_tables.py): where each family's
fixed bits, opcode field and register operand fields sit.  Bits count from bit 0 of the first
dword across the whole instruction (bit 32 = bit 0 of the second dword).  The Rust decoder has
its own copy of these layouts (amdgpu/src/decode/layout.rs); the differential tests keep the
two honest."""

# Operand field kinds: 'sdst' 7-bit scalar dst, 'ssrc' 8-bit scalar src, 'src' 9-bit
# vector-or-scalar src, 'vgpr' 8-bit VGPR, 'sbase' SMEM base (value*2), 'srsrc' (value*4),
# 'saddr' 7-bit scalar address, 'sreg' 7-bit SGPR number used as-is (gfx12 rsrc), 'imm'.
class Fam:
    def __init__(self, name, mask, value, op, size, fields, ops=None, defaults=None):
        self.name, self.mask, self.value, self.op, self.size = name, mask, value, op, size
        self.fields = fields
        self.ops = ops
        self.defaults = defaults or {}   # values of fields a probe leaves out
        self.op_hi = None                # bit holding opcode bit op[1] (GFX10 MTBUF)

def sop():
    return [
        Fam('SOP2', 0xC0000000, 0x80000000, (23, 7), 4,
            [('sdst', 16, 7, 'sdst'), ('ssrc0', 0, 8, 'ssrc'), ('ssrc1', 8, 8, 'ssrc')], ops=range(0x60)),
        Fam('SOPK', 0xF0000000, 0xB0000000, (23, 5), 4,
            [('sdst', 16, 7, 'sdst'), ('simm16', 0, 16, 'imm')], ops=range(0x1D)),
        Fam('SOP1', 0xFF800000, 0xBE800000, (8, 8), 4, [('sdst', 16, 7, 'sdst'), ('ssrc0', 0, 8, 'ssrc')]),
        Fam('SOPC', 0xFF800000, 0xBF000000, (16, 7), 4, [('ssrc0', 0, 8, 'ssrc'), ('ssrc1', 8, 8, 'ssrc')]),
        Fam('SOPP', 0xFF800000, 0xBF800000, (16, 7), 4, [('simm16', 0, 16, 'imm')]),
    ]

def vop(vop3_value, vop3p_mask, vop3p_value):
    return [
        Fam('VOP1', 0xFE000000, 0x7E000000, (9, 8), 4, [('vdst', 17, 8, 'vgpr'), ('src0', 0, 9, 'src')]),
        Fam('VOPC', 0xFE000000, 0x7C000000, (17, 8), 4, [('src0', 0, 9, 'src'), ('vsrc1', 9, 8, 'vgpr')]),
        Fam('VOP2', 0x80000000, 0x00000000, (25, 6), 4,
            [('vdst', 17, 8, 'vgpr'), ('src0', 0, 9, 'src'), ('vsrc1', 9, 8, 'vgpr')], ops=range(0x3E)),
        Fam('VOP3', 0xFC000000, vop3_value, (16, 10), 8,
            [('vdst', 0, 8, 'vgpr'), ('sdst', 8, 7, 'sdst'), ('src0', 32, 9, 'src'), ('src1', 41, 9, 'src'),
             ('src2', 50, 9, 'src')]),
        Fam('VOP3P', vop3p_mask, vop3p_value, (16, 7), 8,
            [('vdst', 0, 8, 'vgpr'), ('src0', 32, 9, 'src'), ('src1', 41, 9, 'src'), ('src2', 50, 9, 'src')]),
    ]

def flat(seg_lo, op, gfx12=False, off=0x7f):
    out = []
    for i, name in enumerate(['FLAT', 'SCRATCH', 'GLOBAL']):
        if gfx12:
            out.append(Fam(name, 0xFF000000, 0xEC000000 | (i << 24), (14, 8), 12,
                           [('vaddr', 64, 8, 'vgpr'), ('vdata', 55, 8, 'vgpr'), ('saddr', 0, 7, 'saddr'),
                            ('vdst', 32, 8, 'vgpr')], defaults={'saddr': off}))
        else:
            out.append(Fam(name, 0xFC000000 | (3 << seg_lo), 0xDC000000 | (i << seg_lo), op, 8,
                           [('vaddr', 32, 8, 'vgpr'), ('vdata', 40, 8, 'vgpr'), ('saddr', 48, 7, 'saddr'),
                            ('vdst', 56, 8, 'vgpr')], defaults={'saddr': 0 if (name == 'FLAT' and off == 0x7f) else off}))
    return out

DS = lambda op: Fam('DS', 0xFC000000, 0xD8000000, op, 8,
                    [('addr', 32, 8, 'vgpr'), ('data0', 40, 8, 'vgpr'), ('data1', 48, 8, 'vgpr'),
                     ('vdst', 56, 8, 'vgpr')])
MUBUF = lambda op: Fam('MUBUF', 0xFC000000, 0xE0000000, op, 8,
                       [('vaddr', 32, 8, 'vgpr'), ('vdata', 40, 8, 'vgpr'), ('srsrc', 48, 5, 'srsrc'),
                        ('soffset', 56, 8, 'ssrc')])
# MTBUF: MUBUF plus a format field (bits 19..25, never flipped; the probe uses format 1, which
# LLVM does not print). GFX10 keeps opcode bit 3 at bit 53 (`op_hi`).
def MTBUF(op, op_hi=None):
    f = Fam('MTBUF', 0xFC000000, 0xE8000000 | (1 << 19), op, 8,
            [('vaddr', 32, 8, 'vgpr'), ('vdata', 40, 8, 'vgpr'), ('srsrc', 48, 5, 'srsrc'),
             ('soffset', 56, 8, 'ssrc'), ('fmt', 19, 7, 'fixed')], ops=range(16))
    f.op_hi = op_hi
    return f
# GFX12 VBUFFER (12 bytes): soffset 0..6 (7-bit SGPR code), opcode 14..21, tfe 22, vdata 32..39,
# rsrc 41..47 (SGPR number, not /4), scope 50..51, th 52..54, format 55..61, offen 62, idxen 63,
# vaddr 64..71, offset 72..95. MTBUF: opcode 14..17 with bits 18..21 = 0b1000; format 1 (the
# value LLVM omits) is held in the probe and never flipped.
VBUF12 = [('vaddr', 64, 8, 'vgpr'), ('vdata', 32, 8, 'vgpr'), ('srsrc', 41, 7, 'sreg'),
          ('soffset', 0, 7, 'saddr')]
def VBUFFER12():
    mu = Fam('MUBUF', 0xFC000000, 0xC4000000, (14, 8), 12, VBUF12, defaults={'soffset': 0x7c},
             ops=range(0x80))
    mt = Fam('MTBUF', 0xFC3C0000, 0xC4200000 | (1 << 55), (14, 4), 12,
             VBUF12 + [('fmt', 55, 7, 'fixed')], ops=range(16), defaults={'soffset': 0x7c})
    return [mu, mt]
# Interpolation: VINTRP (GFX9/GFX10, 4 bytes; attr/attrchan are printed from their bits by the
# decoder, v_interp_mov's parameter too), VINTERP (GFX11+, VOP3-like, wait_exp at 8..10) and
# LDSDIR (GFX11+, 4 bytes: attr, wait_vdst / wait_va_vdst, wait_vm_vsrc).
VINTRP = lambda value: Fam('VINTRP', 0xFC000000, value, (16, 2), 4,
                           [('vdst', 18, 8, 'vgpr'), ('vsrc1', 0, 8, 'vgpr'), ('attrchan', 8, 2, 'fixed'),
                            ('attr', 10, 6, 'fixed')])
VINTERP = Fam('VINTERP', 0xFF000000, 0xCD000000, (16, 7), 8,
              [('vdst', 0, 8, 'vgpr'), ('src0', 32, 9, 'src'), ('src1', 41, 9, 'src'), ('src2', 50, 9, 'src')])
LDSDIR = Fam('LDSDIR', 0xFF000000, 0xCE000000, (20, 2), 4,
             [('vdst', 0, 8, 'vgpr'), ('attrchan', 8, 2, 'fixed'), ('attr', 10, 6, 'fixed')])
SMEM = lambda value, op: Fam('SMEM', 0xFC000000, value, op, 8, [('sdata', 6, 7, 'sdst'), ('sbase', 0, 6, 'sbase')])
VOPD = Fam('VOPD', 0xFC000000, 0xC8000000, (17, 9), 8,
           [('vdstx', 56, 8, 'vgpr'), ('src0x', 0, 9, 'src'), ('vsrc1x', 9, 8, 'vgpr'),
            ('src0y', 32, 9, 'src'), ('vsrc1y', 41, 8, 'vgpr'), ('vdsty', 49, 7, 'vdsty')])

def ext_forms(gen):
    """VOP1/VOP2/VOPC in their SDWA (GFX9/GFX10), DPP16 and DPP8 (GFX10+) forms: src0 holds
    the marker code and a second dword the real src0 and the controls. Control fields are
    'fixed' (never flipped by the sweep: reserved SDWA selects crash LLVM 19; the decoder
    checks DPP/SDWA controls itself)."""
    base = [('VOP1', 0x7E000000, (9, 8), [('vdst', 17, 8, 'vgpr')]),
            ('VOP2', 0x00000000, (25, 6), [('vdst', 17, 8, 'vgpr'), ('vsrc1', 9, 8, 'vgpr')]),
            ('VOPC', 0x7C000000, (17, 8), [('vsrc1', 9, 8, 'vgpr')])]
    out = []
    for name, value, op, fields in base:
        mask = (0x80000000 if name == 'VOP2' else 0xFE000000) | 0x1FF
        ops = range(0x3E) if name == 'VOP2' else None
        src0 = [('src0', 32, 8, 'vgpr')]
        if gen in ('gfx9', 'gfx10'):
            sel = 0x06 | 2 << 3 if name != 'VOPC' else 0
            ctl = [('sel0', 48, 3, 'fixed'), ('sel1', 56, 3, 'fixed')]
            if name != 'VOPC':
                ctl.append(('dsel', 40, 5, 'fixed'))
            sel1 = 0 if name == 'VOP1' else 6 << 56
            out.append(Fam(name + '_SDWA', mask, value | 249 | (sel << 40) | (6 << 48) | sel1, op, 8,
                           fields + src0 + ctl, ops=ops))
        out.append(Fam(name + '_DPP', mask, value | 250 | (0xE4 << 40) | (0xFF << 56), op, 8,
                       fields + src0 + [('ctrl', 40, 9, 'fixed')], ops=ops))
        if gen != 'gfx9':
            out.append(Fam(name + '_DPP8', mask, value | 233 | (0xFAC688 << 40), op, 8,
                           fields + src0 + [('sel', 40, 24, 'fixed')], ops=ops))
    if gen in ('gfx11', 'gfx12'):
        # VOP3/VOP3P (and VOP1/VOP2/VOPC promoted to VOP3) in DPP16/DPP8 form: src0 (bits 32..40)
        # holds the marker and a third dword the real src0 (64..71) and the controls (72..95).
        vop3 = [('vdst', 0, 8, 'vgpr'), ('sdst', 8, 7, 'sdst'), ('src0', 64, 8, 'vgpr'),
                ('src1', 41, 9, 'src'), ('src2', 50, 9, 'src')]
        vop3p = [f for f in vop3 if f[0] != 'sdst']
        for name, mask, value, op, fields in (('VOP3', 0xFC000000, 0xD4000000, (16, 10), vop3),
                                              ('VOP3P', 0xFF000000, 0xCC000000, (16, 7), vop3p)):
            mask |= 0x1FF << 32
            out.append(Fam(name + '_DPP', mask, value | 250 << 32 | 0xE4 << 72 | 0xFF << 88, op, 12,
                           fields + [('ctrl', 72, 9, 'fixed')]))
            out.append(Fam(name + '_DPP8', mask, value | 233 << 32 | 0xFAC688 << 72, op, 12,
                           fields + [('sel', 72, 24, 'fixed')]))
    return out

GENERATIONS = {
    'gfx9': sop() + vop(0xD0000000, 0xFF800000, 0xD3800000) + [
        SMEM(0xC0000000, (18, 8)), DS((17, 8)), *flat(14, (18, 7), off=0x7f), MUBUF((18, 7)), MTBUF((15, 4)),
        VINTRP(0xD4000000)],
    'gfx10': sop() + vop(0xD4000000, 0xFF000000, 0xCC000000) + [
        SMEM(0xF4000000, (18, 8)), DS((18, 8)), *flat(14, (18, 7), off=0x7d), MUBUF((18, 8)), MTBUF((16, 3), 53),
        VINTRP(0xC8000000)],
    'gfx11': sop() + vop(0xD4000000, 0xFF000000, 0xCC000000) + [
        SMEM(0xF4000000, (18, 8)), DS((18, 8)), *flat(16, (18, 7), off=0x7c), MUBUF((18, 8)), MTBUF((15, 4)), VOPD,
        VINTERP, LDSDIR],
    'gfx12': sop() + vop(0xD4000000, 0xFF000000, 0xCC000000) + [
        SMEM(0xF4000000, (13, 8)), DS((18, 8)), *flat(0, None, gfx12=True, off=0x7c), VOPD,
        *VBUFFER12(), VINTERP, LDSDIR],
}

for _g in GENERATIONS:
    GENERATIONS[_g] = GENERATIONS[_g] + ext_forms(_g)

TARGETS = {
    'gfx900': 'gfx9', 'gfx906': 'gfx9', 'gfx908': 'gfx9', 'gfx90a': 'gfx9', 'gfx942': 'gfx9',
    'gfx1030': 'gfx10', 'gfx1100': 'gfx11', 'gfx1200': 'gfx12',
}
