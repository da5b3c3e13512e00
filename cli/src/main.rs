//! `hdb`: the command line of the hdb debugger for AMD GPU kernels.
//!
//! Each subcommand lives in its own module and turns what the library crates report into text
//! for people and, with `--json`, the same facts for scripts.

mod cfi;
mod check;
mod conform;
mod core;
mod dap;
mod debug;
mod disasm;
mod dwarf;
mod eval;
mod hip;
mod info;
mod input;
mod launch;
mod monitor;
mod plugin;
mod run;
mod serve;

use std::io::Write as _;
use std::process::ExitCode;

use clap::{CommandFactory as _, FromArgMatches as _, Parser, Subcommand};

/// A debugger and support library for AMD GPU kernels.
#[derive(Parser)]
#[command(name = "hdb", version, about, long_about = None, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Describe a code object: target, kernels, arguments, register use, kernel descriptors.
    ///
    /// FILE may be an AMDGPU ELF code object (relocatable or linked, code object V2 to V6), a
    /// clang offload bundle (each contained code object is shown), a GalliumCompute binary, or
    /// a loaded-code-object URI (`file://PATH#offset=N&size=M`).
    Info(info::Args),
    /// Evaluate a DWARF expression against registers and memory given as flags.
    ///
    /// The expression (`--ops` with llvm-dwarfdump's operation names, or `--hex` bytes) runs
    /// under the heterogeneous-debugging extension's semantics for one lane of a wave; the
    /// result is a location description or a value, and `--read N` prints N bytes of it.
    Eval(eval::Args),
    /// Dump a code object's DWARF, or describe one address of it.
    ///
    /// Without `--pc`: every unit and DIE in llvm-dwarfdump's layout, with every location
    /// expression decoded, the heterogeneous `DW_OP_LLVM_*` operations included. With
    /// `--pc ADDR`: the function, scopes and source line at ADDR, and with `--vars` each
    /// variable in scope with the location expression that applies there.
    Dwarf(dwarf::Args),
    /// Show the call-frame information: CIEs, FDEs, decoded instructions and unwind rows.
    ///
    /// Reads `.debug_frame` (and `.eh_frame`) of an AMDGPU code object, including the AMDGPU
    /// CIE augmentations and `DW_CFA_LLVM_def_aspace_cfa*`, with every CFI expression
    /// decoded and registers named as ROCgdb names them. `--pc ADDR` shows the unwind row
    /// that applies at one address and the function holding it.
    Cfi(cfi::Args),
    /// Disassemble a code object's functions (llvm-objdump layout; instruction text identical
    /// to `llvm-objdump -d --mcpu=<target>`), optionally marking DWARF source lines.
    Disasm(disasm::Args),
    /// Run a kernel in the wave simulator and print its output buffers, or run a HIP program
    /// with every kernel it launches in the simulator.
    ///
    /// The launch is given by flags (CODE_OBJECT --kernel NAME --grid X[,Y,Z] --block X[,Y,Z]
    /// --arg SPEC...) or by a launch file (--launch LAUNCH.json). Exit status 0 when every
    /// wave ends, 2 when a wave traps or faults, 4 when a replayed recording's memory differs,
    /// 1 for bad input. `--sim PROGRAM [ARGS]...` runs a host program (built by hipcc)
    /// natively with its kernels in the simulator and exits with the program's status;
    /// without a GPU, `hdb run PROGRAM` does so by itself.
    Run(run::Args),
    /// Debug a kernel in the simulator with gdb's commands (a REPL, or a batch script).
    ///
    /// The launch is given as for `hdb run`. Commands from --ex and --command (gdb's -ex,
    /// -x and -batch are accepted) run first, in order; then a prompt reads more, unless
    /// --batch. With --json each command prints one JSON object. Exit status 0 once the
    /// commands have run, 1 for bad input.
    Debug(debug::Args),
    /// Serve a kernel in the simulator over the gdb remote protocol (waves as threads).
    ///
    /// The launch is given as for `hdb run`. The kernel is loaded and held
    /// before its first instruction; clients connect one at a time (`hdb debug --remote`,
    /// gdb's `target remote`, LLDB's `gdb-remote`). `--core FILE` serves a core file instead;
    /// `--sim PROGRAM [ARGS]...` serves a HIP program with its kernels in the simulator (as
    /// `hdb debug --sim` runs it; its exit status ends a client's session). A client's
    /// `monitor COMMAND` runs any inspecting `hdb debug` command at its stop (`monitor bt`,
    /// `monitor print n`); `hdb plugin gdb|lldb` builds on it. See docs/gdb-remote.md.
    Serve(serve::Args),
    /// Serve the Debug Adapter Protocol (VS Code, nvim-dap, any DAP client) on standard input
    /// and output, or on a socket with --listen.
    ///
    /// Waves are threads (ROCgdb's names), the lane is a focus (`hdb/focus`), a Lanes scope
    /// shows every variable in every lane, memory references keep their address space
    /// (`local#0x10`), and the Debug Console runs `hdb debug`'s commands. `launch` takes a
    /// launch file or a code object with a kernel, sizes and arguments; `attach` takes a `hdb
    /// serve` address, a core file or a process id. See the README.
    Dap(dap::Args),
    /// Open an AMDGPU core file with gdb's commands (read-only), or merge a host and a GPU
    /// core.
    ///
    /// FILE is a GPU core (`gpucore.PID` from the ROCm runtime or `gcore` in `hdb debug`) or a
    /// unified core (`hdb core merge OUT HOSTCORE GPUCORE`). Every inspection command of `hdb
    /// debug` works: info agents/queues/dispatches/threads/lanes, thread, lane, bt, frame,
    /// print, x, info registers, disassemble, info sharedlibrary.
    Core(core::Args),
    /// Check a code object's DWARF and CFI against the AMDGPU ABI and the heterogeneous
    /// debugging extension, rule by rule (and, with --launch, variable values at run time).
    ///
    /// Takes code objects, bundles, host binaries, URIs and directories. Findings are
    /// printed grouped by rule (--json: one document; --sarif FILE: SARIF 2.1.0); --rules
    /// lists the rules. Exit status 0 when clean, 1 for bad input, 3 when a finding is at or
    /// above --fail-on (default error).
    Conform(conform::Args),
    /// Print a Python extension that makes a stock debugger show a kernel's frames and
    /// variables when connected to `hdb serve`.
    ///
    /// `hdb plugin gdb > hdb.py`, then in gdb or gdb-multiarch after `target remote`:
    /// `source hdb.py`. `hdb plugin lldb > hdb_lldb.py`, then in lldb-19 after `gdb-remote`:
    /// `command script import hdb_lldb.py`. Both ask the stub (its `monitor` runs hdb's own
    /// commands), so frames, variables and lanes are exactly what `hdb debug --remote` shows.
    Plugin(plugin::Args),
}

fn main() -> ExitCode {
    // A recorded HIP dispatch replays with HIP's host services (device printf).
    sim::set_replay_host_services(hip_device::hostcall::replay_services);
    let argv = debug::argv::gdb_spellings(std::env::args_os().collect());
    let debugging = argv.get(1).is_some_and(|a| a == "debug" || a == "core");
    let matches = match Cli::command().try_get_matches_from(argv) {
        Ok(m) => m,
        // `hdb debug` reports bad flags with status 1, as it does all bad input.
        Err(e) if debugging && e.use_stderr() => {
            let _ = e.print();
            return ExitCode::FAILURE;
        }
        Err(e) => e.exit(),
    };
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    let result = match cli.command {
        Command::Info(args) => info::run(&args),
        Command::Eval(args) => eval::run(&args),
        Command::Dwarf(args) => dwarf::run(&args),
        Command::Disasm(args) => disasm::run(&args),
        Command::Cfi(args) => cfi::run(&args),
        Command::Run(args) => return run::main(&args),
        Command::Debug(args) => return debug::main(&args, matches.subcommand_matches("debug")),
        Command::Serve(args) => return serve::main(&args),
        Command::Dap(args) => return dap::main(&args),
        Command::Core(args) => return core::main(&args, matches.subcommand_matches("core")),
        Command::Conform(args) => return conform::main(&args),
        Command::Plugin(args) => plugin::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// Writes a subcommand's output to stdout (see [`Stdout`]).
/// Bytes as lower-case hex digits, two per byte (`hdb eval`'s and `hdb cfi`'s expression bytes).
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn emit(text: &str) -> anyhow::Result<()> {
    let mut out = Stdout::new();
    out.write(text);
    out.finish()
}

/// Standard output for text written piece by piece (long outputs are streamed). A reader that
/// goes away early (`hdb disasm … | head`) is not an error: the rest of the output is simply
/// not wanted. Another write error stops the output and is returned by [`Stdout::finish`].
pub(crate) struct Stdout {
    out: std::io::BufWriter<std::io::StdoutLock<'static>>,
    error: Option<std::io::Error>,
}

impl Stdout {
    pub(crate) fn new() -> Stdout {
        Stdout {
            out: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock()),
            error: None,
        }
    }

    /// Writes `text` unless an earlier write failed.
    pub(crate) fn write(&mut self, text: &str) {
        self.write_bytes(text.as_bytes());
    }

    /// Writes `bytes` unless an earlier write failed.
    pub(crate) fn write_bytes(&mut self, bytes: &[u8]) {
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(bytes) {
                self.error = Some(e);
            }
        }
    }

    /// Flushes, and returns the first write error other than a closed pipe.
    pub(crate) fn finish(mut self) -> anyhow::Result<()> {
        let flushed = self.out.flush();
        match self.error.take().map_or(flushed, Err) {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.into()),
            _ => Ok(()),
        }
    }
}
