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


def ds_two_offsets(rest):
    return '2addr' in rest or rest.startswith(('write2', 'read2', 'wrxchg2', 'load_2', 'store_2'))


def facts(n):
    f = set()
    memory = n.startswith(MEMORY_PREFIXES)
    if n.startswith('ds_'):
        rest = n[3:]
        if rest.startswith(DS_ATOMICS):
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
    return f


def main():
    text = open(TABLES).read()
    start = text.index('pub static NAMES')
    names = re.findall(r'"([^"]*)"', text[start:text.index('];', start)])
    bit = {name: i for i, (name, _) in enumerate(FLAGS)}
    o = []
    w = o.append
    w('// @generated by tools/isa/gen_facts.py from the mnemonics of gen_tables.rs.')
    w('// Do not edit: change the generator and rerun it (see tools/isa/README.md).')
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
    w('/// The bit of each fact.')
    w('#[rustfmt::skip]')
    w('pub(super) mod bits {')
    for i, (name, doc) in enumerate(FLAGS):
        w('    /// %s' % doc)
        w('    pub const %s: u32 = 1 << %d;' % (name, i))
    w('}')
    open(OUT, 'w').write('\n'.join(o) + '\n')
    print('wrote %s (%d opcodes, %d facts)' % (OUT, len(names), len(FLAGS)))


if __name__ == '__main__':
    main()
