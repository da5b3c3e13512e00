#!/usr/bin/env python3
"""Developer check of the image decoder (amdgpu/src/decode/mimg.rs) against LLVM 19 and 22
through LLVM-C: random image words with meaningful dmask/dim/a16/d16/tfe/NSA fields (and BVH
forms), decoded by both; prints the agreement and the first disagreements.

usage: mimg_check.py [WORDS_PER_TARGET]"""
import os, random, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mimg

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..', '..')


def gen(rng, g, fam, ops):
    e = mimg.Enc(g, fam)
    op = rng.choice(ops)
    ws = e.words(op, dmask=rng.randrange(16), dim=rng.randrange(8), a16=rng.randrange(2) * rng.randrange(2),
                 d16=rng.randrange(2) * rng.randrange(2), tfe=rng.randrange(2) * rng.randrange(2),
                 nsa=rng.choice([0, 0, 1, 2, 3]) if g == 10 else rng.choice([0, 1]) if g == 11 else 0,
                 vdata=rng.choice([rng.randrange(256), 250 + rng.randrange(6)]),
                 vaddr=[rng.randrange(256) for _ in range(13)] if g != 12 else
                 [rng.randrange(256) if rng.randrange(3) else 0 for _ in range(4)],
                 samp=rng.choice([0, rng.randrange(32)]), rsrc=rng.choice([rng.randrange(32), 3]))
    # Sparse flag bits (cache policy, unorm, r128, lwe, ...), BVH's required bits now and then.
    for i in range(len(ws[:2])):
        for b in range(32):
            if rng.randrange(100) < 4 and not (i == 0 and b >= 26):
                ws[i] ^= 1 << b
    if rng.randrange(8) == 0:
        ws[0] |= {9: 0, 10: 0x9f00, 11: 0x8f80, 12: 0x3c00010}[g]
    return ws + [0xBF800000] * 4


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    rng = random.Random(1)
    lines, want = [], []
    for ver in ('19', '22'):
        for cpu, wave in mimg.TARGETS:
            pr = mimg.Prober(ver, cpu, wave)
            g = pr.gen
            recs = mimg.sweep(ver, cpu, wave)
            fams = ['VIMAGE', 'VSAMPLE'] if g == 12 else ['MIMG']
            for i in range(n):
                fam = rng.choice(fams)
                ops = [r['op'] for r in recs if r['fam'] == fam] or [0]
                ws = gen(rng, g, fam, ops)
                l, t = pr.one(ws)
                lines.append('%s %s %s %s' % (cpu, 'wave32' if wave == 'w32' else 'wave64', ver,
                                              ' '.join('%08x' % w for w in ws)))
                # LLVM-C appends comments (`; Warning: ...`) that llvm-objdump prints after
                # the encoding.
                want.append((l or 4, (t or '<unknown>').split(' ; ')[0]))
    path = '/tmp/hdb-mimg-words.txt'
    open(path, 'w').write('\n'.join(lines) + '\n')
    with open(path + '.out', 'w') as out:
        subprocess.run(['cargo', 'run', '-q', '--release', '-p', 'amdgpu', '--example', 'decode_words', '--',
                        path], cwd=ROOT, check=True, stdout=out)
    got = [tuple(x.split('\t', 1)) for x in open(path + '.out').read().splitlines()]
    stats = {}
    shown = {}
    for line, (wl, wt), (gl, gt) in zip(lines, want, got):
        key = tuple(line.split()[:3])
        ok = wl == int(gl) and wt == gt
        s = stats.setdefault(key, [0, 0, 0, 0, 0, 0])
        if wt == '<unknown>':
            s[2] += 1
            s[3] += ok
        elif '/*' in wt:
            # LLVM's invalid-operand comments: reported apart
            s[4] += 1
            s[5] += ok
        else:
            s[0] += 1
            s[1] += ok
        if not ok and '/*' not in wt and shown.get(key, 0) < 6:
            shown[key] = shown.get(key, 0) + 1
            print('DIFF', line, '| llvm', wl, wt, '| hdb', gl, gt)
    for k, (acc, agr, rej, rja, ann, anna) in sorted(stats.items()):
        print('%-8s %-7s llvm%s  decoded %5d agree %5d (%.2f%%)  rejected %5d agree %5d  annotated %d/%d' % (
            k[0], k[1], k[2], acc, agr, 100.0 * agr / max(acc, 1), rej, rja, anna, ann))


if __name__ == '__main__':
    main()
