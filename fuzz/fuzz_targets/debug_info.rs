//! Fuzzes DWARF reading: arbitrary bytes as a whole `.debug_info` section under a fixed
//! `.debug_abbrev` (first input byte even), or as `.debug_abbrev` under a fixed
//! `.debug_info` (odd). Every unit and DIE is walked and dumped (which decodes every exprloc
//! and location list), a few addresses are looked up, and every variable's expression is
//! evaluated with the evaluator's budgets. Nothing may panic or hang. The body is
//! `dwarf_ext::fuzzing::debug_info`, shared with `dwarf-ext/tests/fuzz_regressions.rs`, which
//! replays `fuzz/regressions/debug_info/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| dwarf_ext::fuzzing::debug_info(data));
