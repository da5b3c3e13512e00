//! The Debug Adapter Protocol server's framing, message parser and dispatch: any bytes as a
//! client's stream. The body is `dap::fuzzing::framing`, shared with `dap/tests/protocol.rs`,
//! which replays `fuzz/regressions/dap_framing/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| dap::fuzzing::framing(data));
