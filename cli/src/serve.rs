//! `hdb serve`: the gdb-remote stub over a kernel in the simulator. This module only reads the
//! flags, builds the simulator and prints; the protocol is `gdbserver`'s.

use std::io::Write as _;
use std::net::{SocketAddr, TcpListener, ToSocketAddrs as _};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use anyhow::{bail, Context as _, Result};
use gdbserver::{Identity, Options, Program, Server};

use crate::launch::{simulator_launch, LaunchArgs};

/// The `--compat` identities.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum Compat {
    /// Disguise the target as aarch64 (dummy x0..x30, sp, cpsr before the AMDGPU registers)
    /// so stock gdb-multiarch and LLDB show AMDGPU registers and breakpoints.
    Aarch64,
}

/// Arguments of `hdb serve`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    launch: LaunchArgs,
    /// Where to listen: HOST:PORT (port 0 picks a free one; the address is printed as
    /// `listening on HOST:PORT` before the first client is accepted).
    #[arg(long, default_value = "127.0.0.1:0", value_name = "HOST:PORT")]
    listen: String,
    /// Accept a non-loopback --listen address (anyone who can reach it can debug the kernel).
    #[arg(long)]
    allow_remote: bool,
    /// Speak the protocol on standard input and output instead of a socket (one client).
    #[arg(long, conflicts_with_all = ["listen", "allow_remote"])]
    stdio: bool,
    /// Present the target as another architecture so stock clients can show registers.
    #[arg(long, value_enum)]
    compat: Option<Compat>,
    /// How many work-groups the simulator keeps resident at once (as for `hdb run`); every
    /// resident wave is a thread.
    #[arg(long, value_name = "N", default_value_t = sim::RESIDENT_GROUPS)]
    resident_groups: usize,
    /// Serve a core file (read-only: no running, no breakpoints) instead of a launch.
    #[arg(long, value_name = "FILE")]
    core: Option<PathBuf>,
}

/// Runs `hdb serve`: exit status 0 when a client kills the kernel, 1 for bad input.
pub fn main(args: &Args) -> ExitCode {
    match serve(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn serve(args: &Args) -> Result<()> {
    let mut server = match &args.core {
        Some(core) => core_stub(core, args)?,
        None => launch_stub(args)?,
    };
    if args.stdio {
        let mut stdout = std::io::stdout();
        let end = server.serve(std::io::stdin(), &mut stdout)?;
        for line in server.log.drain(..) {
            eprintln!("hdb serve: {line}");
        }
        eprintln!(
            "hdb serve: {}",
            match end {
                gdbserver::End::Detached => "client detached",
                gdbserver::End::Disconnected => "client went away",
                gdbserver::End::Killed => "the client killed the kernel",
            }
        );
        return Ok(());
    }
    let address = listen_address(&args.listen, args.allow_remote)?;
    let listener =
        TcpListener::bind(address).with_context(|| format!("cannot listen on {address}"))?;
    let bound = listener.local_addr()?;
    let mut stdout = std::io::stdout();
    writeln!(stdout, "listening on {bound}")?;
    stdout.flush()?;
    let log = Arc::new(|line: &str| eprintln!("hdb serve: {line}"));
    // A killed kernel is launched again, held, for the next client: `k` does not end the stub
    // (a core file is opened again).
    let mut relaunch = || match args
        .core
        .as_ref()
        .map_or_else(|| launch_stub(args), |c| core_stub(c, args))
    {
        Ok(s) => Some(s),
        Err(e) => {
            eprintln!("hdb serve: cannot launch the kernel again: {e:#}");
            None
        }
    };
    gdbserver::listen(&mut server, listener, log, &mut relaunch)?;
    Ok(())
}

/// A core file, read-only, behind a stub.
fn core_stub(path: &std::path::Path, args: &Args) -> Result<Server> {
    if args.launch.given() {
        bail!("--core serves a core file: give no launch with it");
    }
    // Opened as `hdb core` opens it (code objects found, kernels named), then served.
    let session = debugger::Interpreter::open_core(debugger::engine::CoreOpen {
        path: path.to_path_buf(),
        code_objects: Vec::new(),
        search: Vec::new(),
    })?;
    if let Some(banner) = session.banner() {
        eprint!("{banner}");
    }
    let core = session
        .into_engine()
        .into_target()
        .with_context(|| format!("{}: no target in the core", path.display()))?;
    let options = Options {
        identity: match args.compat {
            Some(Compat::Aarch64) => Identity::Aarch64,
            None => Identity::Amdgcn,
        },
        program: None,
    };
    // A core never runs; the flag is there for the stub's shape.
    Ok(Server::new(core, Arc::new(AtomicBool::new(false)), options))
}

/// The simulator with the launch, behind a stub.
fn launch_stub(args: &Args) -> Result<Server> {
    let mut launch = simulator_launch(&args.launch)?;
    let opened = codeobj::open_code_object(&launch.code_object, launch.target.as_deref())?;
    if let Some(entry) = &opened.entry {
        eprintln!(
            "Using bundle entry {entry} of {}.",
            launch.code_object.display()
        );
    }
    launch.launch.kernel = codeobj::kernel_symbol(&opened.bytes, &launch.launch.kernel);
    let interrupt = Arc::new(AtomicBool::new(false));
    let mut sim =
        sim::Simulator::with_resident_groups(&opened.bytes, &launch.launch, args.resident_groups)?;
    sim.set_debugger_attached(true);
    sim.set_code_object_uri(opened.uri);
    sim.set_interrupt_flag(interrupt.clone());
    let options = Options {
        identity: match args.compat {
            Some(Compat::Aarch64) => Identity::Aarch64,
            None => Identity::Amdgcn,
        },
        program: Some(Program {
            command_line: launch.program_line(),
            kernel: launch.launch.kernel.clone(),
        }),
    };
    Ok(Server::new(Box::new(sim), interrupt, options))
}

/// The address to bind: loopback unless `allow_remote`.
fn listen_address(text: &str, allow_remote: bool) -> Result<SocketAddr> {
    let address = text
        .to_socket_addrs()
        .with_context(|| format!("--listen {text}: not HOST:PORT"))?
        .next()
        .with_context(|| format!("--listen {text}: no address"))?;
    if !address.ip().is_loopback() {
        if !allow_remote {
            bail!("--listen {text}: not a loopback address; add --allow-remote to accept clients from the network");
        }
        eprintln!("warning: listening on {address}: anyone who can reach it can read and change the kernel's state");
    }
    Ok(address)
}
