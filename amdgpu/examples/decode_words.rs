//! Decodes instruction words listed one instruction per line
//! (`TARGET wave32|wave64 19|22 WORD...`, words in hex) and prints `LEN<TAB>TEXT` per line, for
//! `tools/isa/mimg_check.py` to diff against LLVM:
//! `cargo run --release -p amdgpu --example decode_words -- FILE > FILE.out`.

use amdgpu::decode::{Decoder, Syntax};
use amdgpu::WaveSize;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: decode_words FILE");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("decode_words: cannot read {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    for (number, line) in text.lines().enumerate() {
        let at = || format!("{path}:{}", number + 1);
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() < 4 {
            eprintln!("decode_words: {}: want TARGET WAVE SYNTAX WORD...", at());
            return ExitCode::FAILURE;
        }
        let wave = if f[1] == "wave32" {
            WaveSize::Wave32
        } else {
            WaveSize::Wave64
        };
        let syntax = if f[2] == "22" {
            Syntax::Llvm22
        } else {
            Syntax::Llvm19
        };
        let d = match Decoder::for_target(f[0], wave) {
            Ok(d) => d.with_syntax(syntax),
            Err(e) => {
                eprintln!("decode_words: {}: {e}", at());
                return ExitCode::FAILURE;
            }
        };
        let mut bytes = Vec::new();
        for w in &f[3..] {
            match u32::from_str_radix(w, 16) {
                Ok(w) => bytes.extend_from_slice(&w.to_le_bytes()),
                Err(_) => {
                    eprintln!("decode_words: {}: `{w}` is not a hex word", at());
                    return ExitCode::FAILURE;
                }
            }
        }
        let inst = d.decode(&bytes);
        println!("{}\t{}", inst.len(), inst.text());
    }
    ExitCode::SUCCESS
}
