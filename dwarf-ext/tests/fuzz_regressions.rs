//! Replays inputs saved under `fuzz/regressions/dwarf_expr/` and
//! `fuzz/regressions/debug_info/` (crashes the fuzzers found) through the same calls as the
//! fuzz targets (`dwarf_ext::fuzzing`, which the targets call too), so they stay fixed
//! without cargo-fuzz.

use std::path::Path;

use dwarf_ext::{
    text, AddrSpace, ContextError, DecodeOptions, Encoding, Entry, ErrorKind, Evaluator, Options,
};

fn inputs(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/regressions")
        .join(target);
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .filter(|e| e.path().is_file())
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no inputs in {}", dir.display());
    out
}

#[test]
fn dwarf_expr_regressions() {
    for (name, data) in inputs("dwarf_expr") {
        eprintln!("dwarf_expr/{name}");
        dwarf_ext::fuzzing::expression(&data);
    }
}

#[test]
fn debug_info_regressions() {
    for (name, data) in inputs("debug_info") {
        eprintln!("debug_info/{name}");
        dwarf_ext::fuzzing::debug_info(&data);
    }
}

/// `oom-nested-extend`: three nested `DW_OP_LLVM_extend`s (8435, 73 and 3955 copies)
/// describe 2.4 billion parts. Each repeats a shared location, so the evaluation holds 12 463
/// parts; reading visits only the parts it needs, and printing stops at
/// `MAX_DISPLAY_PARTS` (printing all of it used to exhaust memory).
#[test]
fn nested_extend_is_shared_and_printing_is_bounded() {
    let data = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../fuzz/regressions/dwarf_expr/oom-nested-extend"),
    )
    .unwrap();
    let decode = DecodeOptions::with_encoding(Encoding::Legacy);
    let expr = &data[1..];
    assert_eq!(
        dwarf_ext::disassemble(expr, decode).unwrap(),
        "DW_OP_lit25, DW_OP_LLVM_extend 0x40a 0x20f3, DW_OP_LLVM_extend 0xf0a 0x49, \
         DW_OP_LLVM_extend 0x140a 0xf73"
    );
    let mut ev = Evaluator::new(Options {
        decode,
        ..Options::default()
    });
    let e = ev.evaluate(&mut Memory, expr).unwrap();
    let Entry::Location(l) = &e else {
        panic!("{e:?}")
    };
    let c = l.as_composite().unwrap();
    assert_eq!(c.parts().len(), 3955);
    assert_eq!(c.bits(), 3955 * 5130);
    // Memory at 25, 26, ...: the first 8 bytes lie in the first part of each level.
    assert_eq!(
        ev.read(&mut Memory, &e, 8).unwrap(),
        [25, 26, 27, 28, 29, 30, 31, 32]
    );
    let text = e.to_string();
    assert!(text.len() < 1 << 20 && text.contains('…'), "{}", text.len());
    let debug = format!("{e:?}");
    assert!(
        debug.len() < 1 << 20 && debug.contains('…'),
        "{}",
        debug.len()
    );
    assert_eq!(e.clone(), e);
}

/// Parts are budgeted per evaluation, with the operation and its offset in the error.
#[test]
fn composite_parts_are_budgeted() {
    let opts = DecodeOptions::default();
    let looped = text::assemble(
        "DW_OP_lit0, DW_OP_LLVM_user DW_OP_LLVM_extend 8 65536, DW_OP_skip -9",
        &opts,
    )
    .unwrap();
    let e = Evaluator::new(Options::default())
        .evaluate(&mut Memory, &looped)
        .unwrap_err();
    assert!(matches!(e.kind, ErrorKind::Budget { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        "DW_OP_LLVM_user DW_OP_LLVM_extend at offset 0x1: over the evaluation's budget of \
         262144 composite parts created"
    );
    // `DW_OP_dup` of a composite shares it: a thousand copies of 2^16 parts cost nothing.
    let mut t = String::from("DW_OP_lit0, DW_OP_LLVM_user DW_OP_LLVM_extend 8 65536");
    for _ in 0..1000 {
        t.push_str(", DW_OP_dup");
    }
    let dup = text::assemble(&t, &opts).unwrap();
    let e = Evaluator::new(Options::default())
        .evaluate(&mut Memory, &dup)
        .unwrap();
    let Entry::Location(l) = &e else {
        panic!("{e:?}")
    };
    assert_eq!(l.as_composite().map(|c| c.parts().len()), Some(65536));
}

/// Global memory whose byte at address `a` is `a as u8`.
struct Memory;

impl dwarf_ext::Context for Memory {
    fn wave_lanes(&self) -> u32 {
        64
    }
    fn lane(&self) -> Option<u32> {
        Some(0)
    }
    fn read_register(&mut self, _: u64, _: u64, _: &mut [u8]) -> Result<(), ContextError> {
        Err(ContextError("no registers"))
    }
    fn read_memory(&mut self, _: AddrSpace, a: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        for (i, b) in buf.iter_mut().enumerate() {
            *b = a.wrapping_add(i as u64) as u8;
        }
        Ok(())
    }
}
