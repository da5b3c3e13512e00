#!/usr/bin/env python3
"""Writes amdgpu/src/decode/gen_facts.rs: one row of facts per opcode of gen_tables.rs.

The decoder's users ask the same questions about an operation (does it store, is it atomic,
does it write EXEC, is its `sdst` field a source); the answers live here, once, keyed by the
typed `Opcode`, so no crate reads mnemonic text for semantics. The facts follow LLVM's
instruction definitions (SIInstrInfo: mayLoad/mayStore, Defs = [EXEC], the SOPK forms whose
`sdst` is an input); the naming conventions of AMD's ISA manuals make them decidable from the
mnemonic, which is what this generator does, once, at generation time.

    python3 tools/isa/gen_facts.py          # after gen_tables.py; no LLVM needed

The tests in amdgpu/src/decode/facts.rs check the facts family by family (every memory
opcode is exactly one of load, store, atomic or cache maintenance; every fact has its members).
"""
import os
import re

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
TABLES = os.path.join(ROOT, 'amdgpu', 'src', 'decode', 'gen_tables.rs')
OUT = os.path.join(ROOT, 'amdgpu', 'src', 'decode', 'gen_facts.rs')

# Flag name -> (bit, doc). The Rust side (facts.rs) names the same bits.
FLAGS = [
    ('STORE', 'Writes memory through its data operand (a store; not atomics, see ATOMIC).'),
    ('LOAD', 'Returns data in its destination: loads, samples, gathers, image queries (`image_get_*`), BVH intersections; not atomics.'),
    ('ATOMIC', 'A read-modify-write of memory (returns the old value when its cache bits say so, or always for `_rtn` forms).'),
    ('ATOMIC_RTN', 'An atomic whose mnemonic says it returns (`ds_*_rtn_*`).'),
    ('CMPSWAP', 'The data operand is a value and a compare value (`*cmpswap*`, `ds_cmpst*`).'),
    ('DS_TWO_OFFSETS', 'A DS operation with `offset0`/`offset1` (two addresses).'),
    ('PREFETCH', 'A GFX12 scalar prefetch: the sdata field holds a length, not registers.'),
    ('VALU_COMPARE', 'A vector compare (`v_cmp*`, `v_cmpx*`): writes a lane mask.'),
    ('WRITES_EXEC', 'Writes EXEC implicitly (`v_cmpx*`, `s_*_saveexec_*`, `s_*_wrexec_*`).'),
    ('SAVEEXEC', 'Saves EXEC in its destination, then writes EXEC (`s_*_saveexec_*`).'),
    ('SDST_READ', 'Its `sdst` field is a source, not a destination (`s_cmpk_*`, `s_setreg_b32`, `s_waitcnt_*cnt`, `s_cbranch_i_fork`).'),
    ('DST_RELATIVE', 'Writes a register named relative to M0 (`s_movreld`, `v_movreld`, `v_movrelsd`, `v_swaprel_b32`): which one is known only at run time.'),
    ('WRITES_SRC0', 'Writes its first source as well as its destination (`v_swap_b32`).'),
    ('MATRIX', 'A matrix operation (`v_mfma*`, `v_smfmac*`): modifier bits are cbsz/abid/blgp.'),
    ('SPARSE_MATRIX', 'A sparse matrix operation (`v_smfmac*`): src2 is an index register.'),
    ('MIX', 'A mixed-precision FMA (`v_fma_mix*`, `v_mad_mix*`): neg_hi bits are abs bits.'),
    ('F64', 'Operates on doubles (`_f64`).'),
    ('PERMLANE16', 'A 16-lane permute (`v_permlane16*`, `v_permlanex16*`): op_sel bits are fi/bound_ctrl.'),
    ('CALL', 'A call: saves the return address in its destination (`s_call_b64`, `s_swappc_b64`).'),
    ('INDIRECT_JUMP', 'Jumps to an address held in registers (`s_setpc_b64`, `s_swappc_b64`).'),
    ('TYPE64', 'Its last type suffix is 64-bit (`s_and_b64`, `s_bcnt1_i32_b64`, `v_cmp_lt_u64`): that operand is a register pair and its constants are 64-bit.'),
    ('WAIT', 'Waits for counters, a time or an event, and does nothing else (`s_waitcnt*`, `s_wait_*`, `s_nop`, `s_sleep*`, `s_delay_alu`, `s_clause`, `s_barrier_wait`).'),
    ('CACHE_CONTROL', 'Invalidates, writes back or discards cache lines and does nothing else (`buffer_wbinvl1*`, `*_inv`, `*_wb*`, `buffer_invl2`, `s_dcache_*`, `s_icache_inv`, `s_gl1_inv`).'),
    ('HINT', 'A performance or trace hint without architectural effect (`s_setprio`, `s_*prefetch*`, `s_ttracedata*`, `s_version`, `s_singleuse_vdst`, `s_incperflevel`, `s_decperflevel`).'),
    ('MESSAGE', 'Sends a message and returns nothing (`s_sendmsg`, `s_sendmsghalt`; not `s_sendmsg_rtn_*`, which return a value).'),
]

# Compare conditions and operand types, in the order of `CompareCond` and `CompareType` in
# facts.rs. `ne` is LLVM's integer spelling of `lg`, `tru` its float spelling of `t`.
COMPARE_CONDS = ['f', 'lt', 'eq', 'le', 'gt', 'lg', 'ge', 't', 'o', 'u', 'nge', 'nlg', 'ngt', 'nle', 'neq',
                 'nlt', 'class']
COND_ALIASES = {'ne': 'lg', 'tru': 't'}
COMPARE_TYPES = ['i16', 'u16', 'f16', 'i32', 'u32', 'f32', 'i64', 'u64', 'f64']


def compare(n):
    """(condition index, type index) of a compare (`v_cmp[x]_*`, `s_cmp[k]_*`), or None."""
    m = re.fullmatch(r'(?:v_cmpx?|s_cmpk?)_([a-z]+)_([a-z0-9]+)', n)
    if not m:
        return None
    cond = COND_ALIASES.get(m.group(1), m.group(1))
    if cond not in COMPARE_CONDS or m.group(2) not in COMPARE_TYPES:
        return None
    return COMPARE_CONDS.index(cond), COMPARE_TYPES.index(m.group(2))

MEMORY_PREFIXES = ('global_', 'flat_', 'scratch_', 'buffer_', 'tbuffer_', 'ds_', 's_load_', 's_buffer_load_',
                   's_store_', 's_buffer_store_', 's_atomic_', 's_buffer_atomic_', 's_scratch_', 'image_')

# DS read-modify-write operations (their `_rtn` forms return the old value).
DS_ATOMICS = ('add_', 'sub_', 'rsub_', 'inc_', 'dec_', 'min_', 'max_', 'and_', 'or_', 'xor_', 'mskor_',
              'cmpst', 'cmpstore', 'wrxchg', 'storexchg', 'condxchg', 'wrap_', 'pk_add_', 'cond_sub_',
              'sub_clamp_', 'bvh_')


# Cache maintenance without other effect (the scalar ones may name an address).
CACHE_CONTROL = ('buffer_wbinvl1', 'buffer_wbinvl1_vol', 'buffer_wbl2', 'buffer_invl2', 'buffer_inv',
                 'buffer_gl0_inv', 'buffer_gl1_inv', 'global_inv', 'global_wb', 'global_wbinv',
                 's_dcache_inv', 's_dcache_wb', 's_dcache_inv_vol', 's_dcache_wb_vol', 's_dcache_discard',
                 's_dcache_discard_x2', 's_icache_inv', 's_gl1_inv')

# Hints: scheduling priority, instruction prefetch, thread-trace data, performance levels, the
# shader version marker, GFX11's VGPR reuse hint (prefetches are matched by name, see facts()).
HINTS = ('s_setprio', 's_ttracedata', 's_ttracedata_imm', 's_version', 's_singleuse_vdst',
         's_incperflevel', 's_decperflevel')


# DS operations that exist only with the `gds` bit (GWS barriers and semaphores, ordered
# counts, the GS registers): they touch no LDS.
GDS_ONLY = ('gws_', 'ordered_count', 'add_gs_reg', 'sub_gs_reg')


def ds_two_offsets(rest):
    return '2addr' in rest or rest.startswith(('write2', 'read2', 'wrxchg2', 'load_2', 'store_2'))


def facts(n):
    f = set()
    memory = n.startswith(MEMORY_PREFIXES)
    if n.startswith('ds_'):
        rest = n[3:]
        if rest.startswith(GDS_ONLY):
            pass  # the global wave sync unit and GDS registers: no LDS access
        elif rest.startswith(DS_ATOMICS):
            f.add('ATOMIC')
            if '_rtn' in rest or rest.startswith(('wrxchg', 'storexchg', 'condxchg')):
                f.add('ATOMIC_RTN')
        elif rest.startswith(('write', 'store')):
            f.add('STORE')
        elif rest.startswith(('read', 'load')):
            f.add('LOAD')
        elif rest in ('consume', 'append'):
            f.update(('ATOMIC', 'ATOMIC_RTN'))  # a counter in LDS/GDS, returned
        elif rest in ('param_load', 'direct_load'):
            f.add('LOAD')
        if ds_two_offsets(rest):
            f.add('DS_TWO_OFFSETS')
    elif n in ('lds_param_load', 'lds_direct_load'):
        f.add('LOAD')
    elif memory:
        if 'atomic' in n:
            f.add('ATOMIC')
        elif 'store' in n:
            f.add('STORE')
        elif 'load' in n or n.startswith(('image_sample', 'image_gather', 'image_msaa', 'image_get_',
                                          'image_bvh')):
            f.add('LOAD')
    if 'cmpswap' in n or n.startswith('ds_cmpst'):
        f.add('CMPSWAP')
    if n.startswith(('s_prefetch_', 's_buffer_prefetch')):
        f.add('PREFETCH')
    if n.startswith('v_cmp'):
        f.add('VALU_COMPARE')
    if n.startswith('v_cmpx'):
        f.add('WRITES_EXEC')
    if n.startswith('s_') and 'saveexec' in n:
        f.update(('WRITES_EXEC', 'SAVEEXEC'))
    if n.startswith('s_') and '_wrexec_' in n:
        f.add('WRITES_EXEC')
    if n.startswith('s_cmpk_') or n in ('s_setreg_b32', 's_cbranch_i_fork') or \
            re.fullmatch(r's_waitcnt_(vs|vm|exp|lgkm)cnt', n):
        f.add('SDST_READ')
    if n in ('s_movreld_b32', 's_movreld_b64', 'v_movreld_b32', 'v_movrelsd_b32', 'v_movrelsd_2_b32',
             's_movrelsd_2_b32', 'v_swaprel_b32'):
        f.add('DST_RELATIVE')
    if n.startswith('v_swap_'):
        f.add('WRITES_SRC0')
    if n.startswith(('v_mfma', 'v_smfmac')):
        f.add('MATRIX')
    if n.startswith('v_smfmac'):
        f.add('SPARSE_MATRIX')
    if n.startswith(('v_fma_mix', 'v_mad_mix')):
        f.add('MIX')
    if '_f64' in n:
        f.add('F64')
    if n.startswith(('v_permlane16', 'v_permlanex16')):
        f.add('PERMLANE16')
    if n in ('s_call_b64', 's_swappc_b64'):
        f.add('CALL')
    if n in ('s_setpc_b64', 's_swappc_b64'):
        f.add('INDIRECT_JUMP')
    if re.search(r'_[biuf]64$', n):
        f.add('TYPE64')
    if n.startswith(('s_waitcnt', 's_wait_', 's_sleep')) or \
            n in ('s_nop', 's_delay_alu', 's_clause', 's_barrier_wait'):
        f.add('WAIT')
    if n in CACHE_CONTROL:
        f.add('CACHE_CONTROL')
    if n in HINTS or 'prefetch' in n:
        f.add('HINT')
    if n in ('s_sendmsg', 's_sendmsghalt'):
        f.add('MESSAGE')
    return f


# ---- Memory access: one packed u32 per opcode (MEM_ACCESS), read by decode/mem_access.rs ----
#
#   bits 0..7    element bytes per lane (0: no memory access described); SMEM: 4 × dwords
#   bit  8       sub-dword load sign-extends
#   bits 9..10   d16 half: 0 none, 1 low, 2 high
#   bits 11..12  DS two-address stride in elements: 0 none, 1 one, 2 sixty-four
#   bits 13..17  atomic operation: 0 none, else 1 + index into ATOMIC_OPS
#   bit  18      ds_cmpstore (GFX11+): data0 is the new value, data1 the compare value
#   bits 19..20  base: MEM_BASES
#   bits 21..23  form: MEM_FORMS
MEM_SHIFT = {'bytes': 0, 'sext': 8, 'd16': 9, 'stride': 11, 'atomic': 13, 'data0_new': 18, 'base': 19, 'form': 21}

# The atomic operations, in AtomicOp order (facts/mem_access.rs names them).
ATOMIC_OPS = ['Swap', 'CmpSwap', 'Add', 'Sub', 'Rsub', 'SMin', 'UMin', 'SMax', 'UMax', 'And', 'Or', 'Xor',
              'Inc', 'Dec', 'FAdd', 'FMin', 'FMax', 'FCmpSwap', 'PkAddF16', 'PkAddBf16', 'SubClamp',
              'CondSub', 'MskOr', 'Wrap', 'CondXchg32', 'OrderedAdd', 'Append', 'Consume', 'BvhStack']

# How the address is based (MemBase order).
MEM_BASES = ['Address', 'Buffer', 'Scratch', 'Lds']
BASE_OF = [('global_', 'Address'), ('flat_', 'Address'), ('scratch_', 'Scratch'), ('buffer_', 'Buffer'),
           ('tbuffer_', 'Buffer'), ('ds_', 'Lds'), ('lds_', 'Lds'), ('s_load_', 'Address'),
           ('s_store_', 'Address'), ('s_atomic_', 'Address'), ('s_buffer_', 'Buffer'),
           ('s_scratch_', 'Scratch')]

# The shape of the access (MemForm order).
MEM_FORMS = ['Plain', 'Format', 'ToLds', 'AddTid', 'Src2', 'Transpose', 'Block', 'Interp']

# Element types: bytes, and whether a load of it sign-extends.
WIDTHS = {
    'ubyte': (1, False), 'u8': (1, False), 'byte': (1, False), 'b8': (1, False),
    'sbyte': (1, True), 'i8': (1, True),
    'ushort': (2, False), 'u16': (2, False), 'short': (2, False), 'b16': (2, False),
    'sshort': (2, True), 'i16': (2, True),
    'dword': (4, False), 'b32': (4, False), 'u32': (4, False), 'i32': (4, False), 'f32': (4, False),
    'dwordx2': (8, False), 'b64': (8, False), 'x2': (8, False), 'u64': (8, False), 'i64': (8, False),
    'f64': (8, False),
    'dwordx3': (12, False), 'b96': (12, False),
    'dwordx4': (16, False), 'b128': (16, False),
    'dwordx8': (32, False), 'b256': (32, False),
    'dwordx16': (64, False), 'b512': (64, False),
    'f16': (4, False), 'bf16': (4, False),  # packed pairs (pk_add_f16)
}

# Block loads/stores move up to 32 VGPRs (one per set bit of M0's mask).
BLOCK_BYTES = 128


def atomic_op(op, ty):
    """The AtomicOp of an atomic's operation word(s) and element type (`min` + `i32` is SMin)."""
    fl = ty in ('f32', 'f64')
    table = {
        'swap': 'Swap', 'wrxchg': 'Swap', 'wrxchg2': 'Swap', 'wrxchg2st64': 'Swap', 'storexchg': 'Swap',
        'cmpswap': 'FCmpSwap' if fl else 'CmpSwap', 'cmpst': 'FCmpSwap' if fl else 'CmpSwap',
        'cmpstore': 'FCmpSwap' if fl else 'CmpSwap', 'fcmpswap': 'FCmpSwap',
        'add': 'FAdd' if fl else 'Add', 'sub': 'Sub', 'rsub': 'Rsub',
        'smin': 'SMin', 'umin': 'UMin', 'smax': 'SMax', 'umax': 'UMax',
        'min': 'FMin' if fl else 'SMin' if ty.startswith('i') else 'UMin',
        'max': 'FMax' if fl else 'SMax' if ty.startswith('i') else 'UMax',
        'fmin': 'FMin', 'fmax': 'FMax', 'min_num': 'FMin', 'max_num': 'FMax',
        'and': 'And', 'or': 'Or', 'xor': 'Xor', 'inc': 'Inc', 'dec': 'Dec',
        'pk_add': 'PkAddBf16' if ty == 'bf16' else 'PkAddF16',
        'csub': 'SubClamp', 'sub_clamp': 'SubClamp', 'cond_sub': 'CondSub',
        'mskor': 'MskOr', 'wrap': 'Wrap', 'condxchg32': 'CondXchg32', 'ordered_add': 'OrderedAdd',
        'append': 'Append', 'consume': 'Consume',
    }
    if op.startswith('bvh_stack'):
        return 'BvhStack'
    return table[op]


def mem_access(n, f):
    """(bytes, sext, d16, stride, atomic, data0_new, base, form) of a load/store/atomic of the
    buffer, flat, global, scratch, DS, LDSDIR and SMEM families; None for others (images:
    their width is the dmask's)."""
    if not f & {'LOAD', 'STORE', 'ATOMIC'} or n.startswith('image_'):
        return None
    base, body = next((b, n[len(p):]) for p, b in BASE_OF if n.startswith(p))
    if n.startswith('s_'):
        body = n.split('_', 2)[2] if n.startswith(('s_buffer_', 's_scratch_')) else n.split('_', 1)[1]
        body = body.split('_', 1)[1] if not body.startswith('atomic') else body
    toks = body.split('_')
    if toks[0] == 'atomic':
        toks = toks[1:]
    form = 'Plain'
    # A load into LDS of a format (`buffer_load_lds_format_x`) is ToLds; its width is a format's.
    fmt = 'format' in toks
    for word, fm in (('format', 'Format'), ('lds', 'ToLds'), ('addtid', 'AddTid'), ('src2', 'Src2'),
                     ('tr', 'Transpose'), ('block', 'Block')):
        if word in toks:
            form = fm
            toks.remove(word)
    if n.endswith(('param_load', 'direct_load')):
        form = 'Interp'
    d16 = 0
    if 'd16' in toks:
        d16 = 2 if 'hi' in toks else 1
        toks = [t for t in toks if t not in ('d16', 'hi')]
    stride = 0
    for two, s in (('read2', 1), ('write2', 1), ('read2st64', 64), ('write2st64', 64), ('wrxchg2', 1),
                   ('wrxchg2st64', 64)):
        if two in toks:
            stride = s
    if '2addr' in toks:
        stride = 64 if 'stride64' in toks else 1
        toks = [t for t in toks if t not in ('2addr', 'stride64')]
    toks = [t for t in toks if t != 'rtn']
    ty = toks[-1] if toks[-1] in WIDTHS else ''
    if ty:
        toks = toks[:-1]
    atomic = None
    if 'ATOMIC' in f:
        atomic = atomic_op('_'.join(toks), ty)
        size, sext = WIDTHS.get(ty, (4, False))
        sext = False
    elif fmt:
        comps = len(toks[-1])  # x, xy, xyz, xyzw
        assert toks[-1] == 'xyzw'[:comps], n
        size, sext = comps * (2 if d16 else 4), False
    elif form == 'Block':
        size, sext = BLOCK_BYTES, False
    elif form == 'Interp':
        size, sext = 4, False
    else:
        assert ty, n
        size, sext = WIDTHS[ty]
        sext = sext and 'LOAD' in f
    data0_new = n.startswith('ds_cmpstore')
    return (size, sext, d16, stride, atomic, data0_new, base, form)


def pack_mem(m):
    if m is None:
        return 0
    size, sext, d16, stride, atomic, data0_new, base, form = m
    assert 0 < size < 256
    v = size << MEM_SHIFT['bytes']
    v |= int(sext) << MEM_SHIFT['sext']
    v |= d16 << MEM_SHIFT['d16']
    v |= {0: 0, 1: 1, 64: 2}[stride] << MEM_SHIFT['stride']
    v |= (ATOMIC_OPS.index(atomic) + 1 if atomic else 0) << MEM_SHIFT['atomic']
    v |= int(data0_new) << MEM_SHIFT['data0_new']
    v |= MEM_BASES.index(base) << MEM_SHIFT['base']
    v |= MEM_FORMS.index(form) << MEM_SHIFT['form']
    return v


def describe_mem(m):
    size, sext, d16, stride, atomic, data0_new, base, form = m
    parts = ['%dB' % size]
    if sext:
        parts.append('sext')
    if d16:
        parts.append('d16_' + ('lo', 'hi')[d16 - 1])
    if stride:
        parts.append('stride%d' % stride)
    if atomic:
        parts.append(atomic)
    if data0_new:
        parts.append('data0_new')
    parts.append(base)
    if form != 'Plain':
        parts.append(form)
    return ' '.join(parts)


def main():
    text = open(TABLES).read()
    start = text.index('pub static NAMES')
    names = re.findall(r'"([^"]*)"', text[start:text.index('];', start)])
    bit = {name: i for i, (name, _) in enumerate(FLAGS)}
    o = []
    w = o.append
    w('// @generated by tools/isa/gen_facts.py from the mnemonics of gen_tables.rs.')
    w('// Do not edit: change the generator and rerun it (see tools/isa/README.md).')
    w('#![allow(clippy::unreadable_literal)]')
    w('')
    w('/// Fact bits (see `OpFacts`), one row per opcode, in `NAMES` order.')
    w('#[rustfmt::skip]')
    w('pub(super) static FACTS: [u32; %d] = [' % len(names))
    for n in names:
        f = facts(n)
        value = sum(1 << bit[x] for x in f)
        w('    %#x, // %s%s' % (value, n, (' ' + ' '.join(sorted(f))) if f else ''))
    w('];')
    w('')
    w('/// Compares: condition + 1 in bits 0..5 (0: not a compare), operand type in bits 8..12.')
    w('#[rustfmt::skip]')
    w('pub(super) static COMPARES: [u16; %d] = [' % len(names))
    for n in names:
        c = compare(n)
        w('    %#x, // %s' % (0 if c is None else (c[0] + 1) | c[1] << 8, n))
    w('];')
    w('')
    w('/// The memory access of each opcode, packed (see `mem_access.rs`), in `NAMES` order.')
    w('#[rustfmt::skip]')
    w('pub(super) static MEM_ACCESS: [u32; %d] = [' % len(names))
    described = 0
    for n in names:
        m = mem_access(n, facts(n))
        if m is not None:
            described += 1
            w('    %#x, // %s %s' % (pack_mem(m), n, describe_mem(m)))
        else:
            w('    0x0, // %s' % n)
    w('];')
    w('')
    w('/// The bit of each fact.')
    w('#[rustfmt::skip]')
    w('pub(super) mod bits {')
    for i, (name, doc) in enumerate(FLAGS):
        w('    /// %s' % doc)
        w('    pub const %s: u32 = 1 << %d;' % (name, i))
    w('}')
    open(OUT, 'w').write('\n'.join(o) + '\n')
    print('wrote %s (%d opcodes, %d facts, %d memory accesses)' % (OUT, len(names), len(FLAGS), described))


if __name__ == '__main__':
    main()
