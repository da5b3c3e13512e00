//! `hdb core`: open an AMDGPU core file (split or unified) in a read-only debugging session,
//! or merge a host core and a GPU core into a unified one (`hdb core merge`).
//!
//! The session is `hdb debug`'s (same engine, same commands and output, `--batch`, `--ex`,
//! `--command`, `--json`); commands that would run or change the program say the target is
//! a core file.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, Result};
use clap::ArgMatches;
use debugger::engine::CoreOpen;
use debugger::{Interpreter, Session};

use crate::debug::SessionArgs;

/// Arguments of `hdb core`.
#[derive(clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    #[command(subcommand)]
    action: Option<Action>,
    /// The core file: a GPU core (ELF EM_AMDGPU) or a unified host+GPU core.
    #[arg(value_name = "FILE")]
    file: Option<PathBuf>,
    /// A code object the core names but whose file moved (a path, or a file:// URI); used
    /// for the URI with the same file name, or for the only one missing. Repeatable.
    #[arg(long = "code-object", value_name = "PATH|URI")]
    code_objects: Vec<String>,
    /// A directory to search for code objects by file name (gdb's solib-search-path).
    /// Repeatable; the core's own directory and the current one are always searched.
    #[arg(long = "solib-search-path", value_name = "DIR")]
    search: Vec<PathBuf>,
    /// Read the core through ROCm's amd-dbgapi library (its core mode) instead of hdb's own
    /// reader: a cross-check against AMD's implementation, where the library is installed.
    #[arg(long)]
    dbgapi: bool,
    #[command(flatten)]
    session: SessionArgs,
}

#[derive(clap::Subcommand)]
enum Action {
    /// Merge a host core and a GPU core into a unified core, as ROCm's roccoremerge does.
    Merge {
        /// The unified core to write.
        out: PathBuf,
        /// The host process's core (e.g. from the kernel or gdb's gcore).
        host: PathBuf,
        /// The GPU core (e.g. gpucore.PID from the ROCm runtime or `hdb debug`'s gcore).
        gpu: PathBuf,
    },
}

/// Runs `hdb core`.
pub fn main(args: &Args, matches: Option<&ArgMatches>) -> ExitCode {
    match run(args, matches) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &Args, matches: Option<&ArgMatches>) -> Result<()> {
    if let Some(Action::Merge { out, host, gpu }) = &args.action {
        let h = std::fs::read(host).with_context(|| format!("cannot read {}", host.display()))?;
        let g = std::fs::read(gpu).with_context(|| format!("cannot read {}", gpu.display()))?;
        let (bytes, report) = codeobj::core::merge(&h, &g)?;
        std::fs::write(out, &bytes).with_context(|| format!("cannot write {}", out.display()))?;
        println!(
            "Wrote unified core {} ({} bytes): {} host notes and {} segments, {} GPU notes and {} segments.",
            out.display(),
            bytes.len(),
            report.host_notes,
            report.host_segments,
            report.gpu_notes,
            report.gpu_segments
        );
        if report.overlaps > 0 {
            eprintln!(
                "warning: {} GPU segments overlap host segments; the GPU copy is read there",
                report.overlaps
            );
        }
        return Ok(());
    }
    let Some(file) = &args.file else {
        anyhow::bail!("hdb core needs a core FILE (or `hdb core merge OUT HOSTCORE GPUCORE`)");
    };
    if args.dbgapi {
        let bytes =
            std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
        let target =
            dbgapi::core::open(bytes).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
        let session = Interpreter::new(Session::attach(Box::new(target)));
        return crate::debug::drive_session(session, &args.session, matches);
    }
    let session = Interpreter::open_core(CoreOpen {
        path: file.clone(),
        code_objects: args.code_objects.clone(),
        search: args.search.clone(),
    })?;
    crate::debug::drive_session(session, &args.session, matches)
}
