//! Unit tests of the decoder; the corpus and random differential tests against LLVM live in
//! `tests/disasm.rs`.

use super::*;

#[test]
fn never_panics_on_short_or_odd_input() {
    for target in [
        "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200",
    ] {
        let d = Decoder::for_target(target, WaveSize::Wave32).unwrap();
        let mut x: u64 = 0x9e3779b97f4a7c15;
        for _ in 0..20000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let mut b = [0u8; 16];
            for (i, c) in b.iter_mut().enumerate() {
                *c = (x >> ((i % 8) * 8)) as u8 ^ (i as u8).wrapping_mul(31);
            }
            let n = (x % 17) as usize;
            let inst = d.decode(&b[..n]);
            let _ = inst.text();
            let _ = inst.operands();
            // No instruction, valid or not, claims bytes past the input, and every one makes
            // progress (a disassembler loops on `len`). This used to be
            // `len <= max(n, 4) || len <= 16`, whose second arm made the first irrelevant.
            assert!(
                inst.len() <= n,
                "{target}: {} bytes from {n}: {:02x?} ({}, valid {})",
                inst.len(),
                &b[..n],
                inst.text(),
                inst.is_valid()
            );
            assert!(
                n == 0 || inst.len() > 0,
                "{target}: no progress on {n} bytes"
            );
        }
    }
}

/// Compares against a TSV of `target, path, address, words, text` rows (from
/// `tools/isa/corpus_dump.py`) named by `HDB_DECODE_TSV`.
#[test]
#[ignore]
fn tsv_agreement() {
    let Ok(path) = std::env::var("HDB_DECODE_TSV") else {
        return;
    };
    let text = std::fs::read_to_string(path).unwrap();
    let mut bad = std::collections::BTreeMap::<String, (usize, String)>::new();
    let (mut total, mut ok) = (0usize, 0usize);
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 5 {
            continue;
        }
        let Ok(d) = Decoder::for_target(f[0], WaveSize::Wave32) else {
            continue;
        };
        let d = if std::env::var("HDB_DECODE_SYNTAX").as_deref() == Ok("22") {
            d.with_syntax(Syntax::Llvm22)
        } else {
            d
        };
        let mut bytes = Vec::new();
        for w in f[3].split(' ') {
            bytes.extend_from_slice(&u32::from_str_radix(w, 16).unwrap().to_le_bytes());
        }
        bytes.extend_from_slice(&[0; 16]);
        let inst = d.decode(&bytes);
        total += 1;
        let got = inst.text();
        if got == f[4] && inst.len() == f[3].split(' ').count() * 4 {
            ok += 1;
        } else {
            let key = format!("{} {}", f[0], f[4].split(' ').next().unwrap_or(""));
            let e = bad.entry(key).or_insert((0, String::new()));
            e.0 += 1;
            if e.1.is_empty() {
                e.1 = format!(
                    "{} | want `{}` len {} | got `{}` len {}",
                    f[3],
                    f[4],
                    f[3].split(' ').count() * 4,
                    got,
                    inst.len()
                );
            }
        }
    }
    let mut v: Vec<_> = bad.into_iter().collect();
    v.sort_by_key(|e| std::cmp::Reverse(e.1 .0));
    for (k, (n, ex)) in v.iter().take(60) {
        eprintln!("{n:6} {k}: {ex}");
    }
    eprintln!("agreement {ok}/{total}");
}

#[test]
#[ignore]
fn debug_one() {
    let Ok(spec) = std::env::var("HDB_DECODE_ONE") else {
        return;
    };
    let mut it = spec.split(' ');
    let target = it.next().unwrap();
    let d = Decoder::for_target(target, WaveSize::Wave32).unwrap();
    let mut bytes = Vec::new();
    for w in it {
        bytes.extend_from_slice(&u32::from_str_radix(w, 16).unwrap().to_le_bytes());
    }
    bytes.extend_from_slice(&[0; 16]);
    let inst = d.decode(&bytes);
    let op = inst.opcode_field();
    let fi = inst.family.table_index();
    eprintln!(
        "family {:?} op {op} entry {:?}",
        inst.family,
        fi.and_then(|fi| d.t.tables.find(fi, op))
    );
    if let Some(e) = fi.and_then(|fi| d.t.tables.find(fi, op)) {
        eprintln!(
            "tpl {:?} raw&zero {:x}",
            gen_tables::TEMPLATES[e.tpl as usize],
            inst.raw64() & e.zero
        );
    }
    eprintln!("{} len {}", inst.text(), inst.len());
}

/// `ds_swizzle_b32` offsets print as LLVM's swizzle patterns (vectors from llvm-objdump 19/22).
#[test]
fn ds_swizzle_offsets() {
    let d = Decoder::for_target("gfx900", WaveSize::Wave64).unwrap();
    let text = |imm: u32, syntax: Syntax| {
        let mut b = (0xd87a_0000u32 | imm).to_le_bytes().to_vec();
        b.extend_from_slice(&0x0100_0002u32.to_le_bytes());
        d.with_syntax(syntax).decode(&b).text()
    };
    let l19 = Syntax::Llvm19;
    assert_eq!(text(0, l19), "ds_swizzle_b32 v1, v2");
    assert_eq!(
        text(0x801b, l19),
        "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,3,2,1,0)"
    );
    assert_eq!(
        text(0x041f, l19),
        "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,1)"
    );
    assert_eq!(
        text(0x0c1f, l19),
        "ds_swizzle_b32 v1, v2 offset:swizzle(REVERSE,4)"
    );
    assert_eq!(
        text(0x0070, l19),
        "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,16,3)"
    );
    assert_eq!(
        text(0x045f, l19),
        "ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,\"ppp1i\")"
    );
    assert_eq!(text(0xc000, l19), "ds_swizzle_b32 v1, v2 offset:49152");
    assert_eq!(
        text(0xc4a0, Syntax::Llvm22),
        "ds_swizzle_b32 v1, v2 offset:swizzle(ROTATE,1,5)"
    );
    assert_eq!(
        text(0xe007, Syntax::Llvm22),
        "ds_swizzle_b32 v1, v2 offset:swizzle(FFT,7)"
    );
}

#[test]
fn calls_and_returns_from_the_opcode_facts() {
    let d = Decoder::for_target("gfx90a", WaveSize::Wave64).unwrap();
    // (bytes as llvm-mc-22 -mcpu=gfx90a encodes them, call, return)
    for (bytes, text, call, ret) in [
        (
            [0x04, 0x1e, 0x9e, 0xbe],
            "s_swappc_b64 s[30:31], s[4:5]",
            true,
            false,
        ),
        (
            [0x04, 0x00, 0x9e, 0xba],
            "s_call_b64 s[30:31], 4",
            true,
            false,
        ),
        (
            [0x1e, 0x1d, 0x80, 0xbe],
            "s_setpc_b64 s[30:31]",
            false,
            true,
        ),
        ([0x00, 0x1c, 0x84, 0xbe], "s_getpc_b64 s[4:5]", false, false),
    ] {
        let i = d.decode(&bytes);
        assert_eq!(i.text(), text);
        assert_eq!((i.is_call(), i.is_return()), (call, ret), "{text}");
        assert_eq!(i.return_address(0x1000), call.then_some(0x1004), "{text}");
    }
    let invalid = d.decode(&[0xff; 4]);
    assert!(!invalid.is_call() && !invalid.is_return());
}
