//! Replays inputs saved under `fuzz/regressions/dwarf_expr/` and
//! `fuzz/regressions/debug_info/` (crashes the fuzzers found) through the same calls as the
//! fuzz targets (`dwarf_ext::fuzzing`, which the targets call too), so they stay fixed
//! without cargo-fuzz.

use std::path::Path;

use dwarf_ext::{text, DecodeOptions, Encoding, ErrorKind, Evaluator, Options};

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

/// `oom-nested-extend`: three nested `DW_OP_LLVM_extend`s (8435, 73 and 3955 copies) would
/// describe 2.4 billion parts; the part budget stops the second, naming it.
#[test]
fn nested_extend_is_budgeted() {
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
    struct NoTarget;
    impl dwarf_ext::Context for NoTarget {
        fn wave_lanes(&self) -> u32 {
            64
        }
        fn lane(&self) -> Option<u32> {
            Some(0)
        }
        fn read_register(
            &mut self,
            _: u64,
            _: u64,
            _: &mut [u8],
        ) -> Result<(), dwarf_ext::ContextError> {
            Err(dwarf_ext::ContextError("no registers"))
        }
        fn read_memory(
            &mut self,
            _: dwarf_ext::AddrSpace,
            _: u64,
            _: &mut [u8],
        ) -> Result<(), dwarf_ext::ContextError> {
            Err(dwarf_ext::ContextError("no memory"))
        }
    }
    let e = ev.evaluate(&mut NoTarget, expr).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::Budget { .. }), "{e}");
    assert_eq!(e.offset, Some(6));
    assert_eq!(
        e.to_string(),
        "DW_OP_LLVM_extend at offset 0x6: over the evaluation's budget of 262144 composite parts \
         created or copied"
    );
    // Copies by `DW_OP_dup` count too: a composite of 2^16 parts copied four times.
    let opts = DecodeOptions::default();
    let dup = text::assemble(
        "DW_OP_lit0, DW_OP_LLVM_user DW_OP_LLVM_extend 8 65536, DW_OP_dup, DW_OP_dup, DW_OP_dup, DW_OP_dup",
        &opts,
    )
    .unwrap();
    let e = Evaluator::new(Options::default())
        .evaluate(&mut NoTarget, &dup)
        .unwrap_err();
    assert!(matches!(e.kind, ErrorKind::Budget { .. }), "{e}");
    assert_eq!(e.op, Some("DW_OP_dup"));
}
