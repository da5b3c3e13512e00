#!/usr/bin/env python3
"""Disassemble every ELF code object of corpus/ with llvm-objdump-N and write one TSV row per
instruction: target, file, address, encoding words, text.  Used to build the expected-text file
for the decoder's corpus differential test and to compare LLVM versions.

usage: corpus_dump.py LLVM_VERSION OUT.tsv
"""
import csv, os, re, subprocess, sys

ROOT = os.path.join(os.path.dirname(__file__), '..', '..')
LINE = re.compile(r'^\t(.*?)\s*// ([0-9A-F]{12}): ((?:[0-9A-F]{8} ?)+)(.*)$')

def main():
    ver, out = sys.argv[1], sys.argv[2]
    rows = []
    with open(os.path.join(ROOT, 'corpus', 'MANIFEST.tsv')) as f:
        for r in csv.DictReader(f, delimiter='\t'):
            if r['kind'] not in ('code-object', 'relocatable') or ',' in r['target']:
                continue
            rows.append((r['path'], r['target']))
    with open(out, 'w') as o:
        for path, target in rows:
            full = os.path.join(ROOT, 'corpus', path)
            p = subprocess.run([f'llvm-objdump-{ver}', '-d', f'--mcpu={target}', full],
                               capture_output=True, text=True)
            for line in p.stdout.splitlines():
                m = LINE.match(line)
                if m:
                    o.write(f'{target}\t{path}\t{m.group(2)}\t{m.group(3).strip()}\t{m.group(1)}\n')

main()
