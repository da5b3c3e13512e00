//! The gdb-remote stub's framing and dispatcher: any bytes a client may send, answered by a
//! stub over a fake target with three waves. The body is `gdbserver::fuzzing::rsp_packets`,
//! shared with `gdbserver/tests/fuzz_regressions.rs`, which replays
//! `fuzz/regressions/rsp_packets/`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| gdbserver::fuzzing::rsp_packets(data));
