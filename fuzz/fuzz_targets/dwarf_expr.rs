//! Fuzzes the DWARF expression evaluator: decoding in both encodings, evaluation under every
//! `xderef` convention against an in-memory wave, reading the result, and printing.
//!
//! The first input byte picks the encoding, convention, wave size and lane; the rest is the
//! expression. Nothing may panic, and evaluation must stay inside its budgets. The body is
//! `dwarf_ext::fuzzing::expression`, shared with `dwarf-ext/tests/fuzz_regressions.rs`, which
//! replays `fuzz/regressions/dwarf_expr/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| dwarf_ext::fuzzing::expression(data));
