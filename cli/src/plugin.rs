//! `hdb plugin gdb|lldb`: prints the Python extension that makes a stock debugger connected
//! to `hdb serve` show a kernel's frames, variables and lanes by asking the stub.

/// The debuggers with an extension.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum Debugger {
    /// GNU gdb 13 or later, gdb-multiarch (`source FILE`).
    Gdb,
    /// LLDB 19 (`command script import FILE`).
    Lldb,
}

/// Arguments of `hdb plugin`.
#[derive(clap::Args)]
pub struct Args {
    /// Which debugger's extension to print.
    #[arg(value_enum)]
    debugger: Debugger,
}

/// Prints the extension.
pub fn run(args: &Args) -> anyhow::Result<()> {
    crate::emit(match args.debugger {
        Debugger::Gdb => include_str!("plugin/hdb_gdb.py"),
        Debugger::Lldb => include_str!("plugin/hdb_lldb.py"),
    })
}
