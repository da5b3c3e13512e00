//! The end-to-end tests: each module drives the `hdb` binary for one area. They are one test
//! binary so the workspace is linked once, not once per area.

mod support;

#[path = "backtrace.rs"]
mod backtrace;
#[path = "bundles.rs"]
mod bundles;
#[path = "call_chain.rs"]
mod call_chain;
#[path = "cfi.rs"]
mod cfi;
#[path = "conform.rs"]
mod conform;
#[path = "core.rs"]
mod core;
#[path = "dap_vscode.rs"]
mod dap_vscode;
#[path = "debug_check.rs"]
mod debug_check;
#[path = "debug_cli.rs"]
mod debug_cli;
#[path = "debug_gdb_rules.rs"]
mod debug_gdb_rules;
#[path = "debug_hardware.rs"]
mod debug_hardware;
#[path = "debug_lane_pc.rs"]
mod debug_lane_pc;
#[path = "debug_session.rs"]
mod debug_session;
#[path = "debug_values.rs"]
mod debug_values;
#[path = "disasm.rs"]
mod disasm;
#[path = "disasm_random.rs"]
mod disasm_random;
#[path = "dwarf.rs"]
mod dwarf;
#[path = "eval.rs"]
mod eval;
#[path = "fuzz_entry_points.rs"]
mod fuzz_entry_points;
#[path = "hip_programs.rs"]
mod hip_programs;
#[path = "info.rs"]
mod info;
#[path = "lang.rs"]
mod lang;
#[path = "mem_access.rs"]
mod mem_access;
#[path = "mutants.rs"]
mod mutants;
#[path = "plugins.rs"]
mod plugins;
#[path = "record.rs"]
mod record;
#[path = "remote.rs"]
mod remote;
#[path = "remote_clients.rs"]
mod remote_clients;
#[path = "reverse.rs"]
mod reverse;
#[path = "run.rs"]
mod run;
#[path = "sanitize.rs"]
mod sanitize;
#[path = "sanitize_hip.rs"]
mod sanitize_hip;
#[path = "vscode_extension.rs"]
mod vscode_extension;
