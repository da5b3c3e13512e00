//! Agreement of the decoder with a TSV of `target, path, address, words, text` rows written by
//! `tools/isa/corpus_dump.py` from llvm-objdump's output:
//! `cargo run --release -p amdgpu --example decode_tsv -- FILE.tsv [19|22]`.
//! Prints the disagreeing mnemonics, most frequent first, and `agreement OK/TOTAL`.

use amdgpu::decode::{Decoder, Syntax};
use amdgpu::WaveSize;
use std::collections::BTreeMap;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: decode_tsv FILE.tsv [19|22]");
        return ExitCode::from(2);
    };
    let syntax = match args.get(1).map(String::as_str) {
        None | Some("19") => Syntax::Llvm19,
        Some("22") => Syntax::Llvm22,
        Some(other) => {
            eprintln!("decode_tsv: unknown LLVM syntax `{other}` (19 or 22)");
            return ExitCode::from(2);
        }
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("decode_tsv: cannot read {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut bad = BTreeMap::<String, (usize, String)>::new();
    let (mut total, mut ok) = (0usize, 0usize);
    for (number, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 5 {
            continue;
        }
        let Ok(d) = Decoder::for_target(f[0], WaveSize::Wave32) else {
            continue;
        };
        let d = d.with_syntax(syntax);
        let mut bytes = Vec::new();
        for w in f[3].split(' ') {
            match u32::from_str_radix(w, 16) {
                Ok(w) => bytes.extend_from_slice(&w.to_le_bytes()),
                Err(_) => {
                    eprintln!("decode_tsv: {path}:{}: `{w}` is not a hex word", number + 1);
                    return ExitCode::FAILURE;
                }
            }
        }
        let want_len = bytes.len();
        bytes.extend_from_slice(&[0; 16]);
        let inst = d.decode(&bytes);
        total += 1;
        let got = inst.text();
        if got == f[4] && inst.len() == want_len {
            ok += 1;
            continue;
        }
        let key = format!("{} {}", f[0], f[4].split(' ').next().unwrap_or(""));
        let e = bad.entry(key).or_insert((0, String::new()));
        e.0 += 1;
        if e.1.is_empty() {
            e.1 = format!(
                "{} | want `{}` len {want_len} | got `{got}` len {}",
                f[3],
                f[4],
                inst.len()
            );
        }
    }
    let mut v: Vec<_> = bad.into_iter().collect();
    v.sort_by_key(|e| std::cmp::Reverse(e.1 .0));
    for (k, (n, example)) in v.iter().take(60) {
        println!("{n:6} {k}: {example}");
    }
    println!("agreement {ok}/{total}");
    ExitCode::SUCCESS
}
