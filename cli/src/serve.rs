//! `hdb serve`: the gdb-remote stub over a kernel in the simulator, a core file, or a HIP
//! program whose kernels run in the simulator (`--sim`). This module only reads the flags,
//! builds the target and prints; the protocol is `gdbserver`'s.

use std::io::Write as _;
use std::net::{SocketAddr, ToSocketAddrs as _};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{bail, Context as _, Result};
use gdbserver::{Address, Identity, Listener, Options, Program, Server};

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
    /// `listening on HOST:PORT` before the first client is accepted), or unix:PATH for a
    /// Unix socket only its owner can use (mode 0600). Any local user can connect to a
    /// loopback TCP port.
    #[arg(
        long,
        default_value = "127.0.0.1:0",
        value_name = "HOST:PORT|unix:PATH"
    )]
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
    /// Drop a client that sends nothing for SECONDS while the kernel is stopped (0: never);
    /// the kernel stays as it is for the next client.
    #[arg(long, value_name = "SECONDS", default_value_t = 3600)]
    idle_timeout: u64,
    /// Record the kernel's run from its start, so clients can go back (`reverse-stepi`,
    /// `reverse-continue`); `monitor record` starts a recording later.
    #[arg(long)]
    record: bool,
    /// Serve a HIP program (the positional file; the words after it are its arguments) run
    /// natively, with every kernel it launches in the simulator: each launch's waves are
    /// threads while it runs, code-object loads are library events, and the program's exit
    /// status ends the session. The program's output is the stub's own.
    #[arg(long, conflicts_with_all = ["core", "launch", "kernel"])]
    sim: bool,
    /// With --sim: how many devices the program sees (all of the simulated processor).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64), requires = "sim")]
    devices: u16,
    /// Arguments for the program (with --sim).
    #[arg(
        trailing_var_arg = true,
        allow_hyphen_values = true,
        value_name = "ARGS"
    )]
    program_args: Vec<std::ffi::OsString>,
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
    if !args.sim && !args.program_args.is_empty() {
        bail!(
            "unexpected arguments after the code object: {:?} (program arguments go with --sim PROGRAM)",
            args.program_args
        );
    }
    let stub = || {
        let mut server = match &args.core {
            Some(core) => core_stub(core, args),
            None if args.sim => program_stub(args),
            None => launch_stub(args),
        }?;
        // `monitor print n`, `monitor bt`: hdb's own commands at the client's stop.
        server.set_inspector(Box::new(crate::monitor::EngineInspector::default()));
        anyhow::Ok(server)
    };
    if args.stdio {
        let mut server = stub()?;
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
                gdbserver::End::Killed if args.sim => "the client killed the program",
                gdbserver::End::Killed => "the client killed the kernel",
                gdbserver::End::Idle => "the client sent nothing for --idle-timeout",
            }
        );
        return Ok(());
    }
    let listener = listener(&args.listen, args.allow_remote)?;
    let announce = || -> Result<()> {
        let mut stdout = std::io::stdout();
        writeln!(stdout, "listening on {}", listener.local_address()?)?;
        stdout.flush()?;
        Ok(())
    };
    // A program's output shares the stub's stdout: the address comes before it starts.
    if args.sim {
        announce()?;
    }
    let mut server = stub()?;
    if !args.sim {
        announce()?;
    }
    let log = Arc::new(|line: &str| eprintln!("hdb serve: {line}"));
    gdbserver::listen(&mut server, listener, log)?;
    Ok(())
}

/// The stub's options: identity, the idle timeout, and how to launch the kernel again (for
/// `vRun`, `R` and after `k`; a core file is opened again).
fn options(args: &Args, launch: Option<Prepared>) -> Options {
    let core = args.core.clone();
    let resident_groups = args.resident_groups;
    let program = launch.as_ref().map(|l| Program {
        command_line: l.launch.program_line(),
        kernel: l.launch.launch.kernel.clone(),
        code_objects: Vec::new(),
    });
    let relaunch: gdbserver::Relaunch = Arc::new(move |interrupt| {
        let made = match (&core, &launch) {
            (Some(core), _) => core_target(core),
            (None, Some(l)) => l.target(resident_groups, interrupt),
            (None, None) => Err(anyhow::anyhow!("nothing to launch")),
        };
        made.map_err(|e| format!("{e:#}"))
    });
    stub_options(args, program, relaunch)
}

/// The options every stub shares: identity, the idle timeout, recording; with what it
/// serves and how to start that again.
fn stub_options(args: &Args, program: Option<Program>, relaunch: gdbserver::Relaunch) -> Options {
    Options {
        identity: match args.compat {
            Some(Compat::Aarch64) => Identity::Aarch64,
            None => Identity::Amdgcn,
        },
        program,
        relaunch: Some(relaunch),
        idle_timeout: (args.idle_timeout > 0).then(|| Duration::from_secs(args.idle_timeout)),
        record: args.record,
    }
}

/// A HIP program behind a stub (`--sim`): started now, its kernels the target's dispatches
/// (as `hdb debug --sim` runs it), and started again for `vRun`, `R` and after `k`.
fn program_stub(args: &Args) -> Result<Server> {
    let path =
        crate::hip::check_program_flags(args.launch.code_object(), args.launch.names_a_kernel())?;
    let options = hip_device::runtime::Options {
        devices: usize::from(args.devices),
        target: args.launch.target().map(str::to_string),
        ..hip_device::runtime::Options::default()
    };
    let mut program = crate::hip::DebugProgram::new(path, &args.program_args, options);
    if args.stdio {
        // Standard output is the protocol's: the program's output goes to stderr, as
        // gdbserver sends it when it speaks on its standard streams.
        program.capture_output(|_, bytes| {
            if let Some(b) = bytes {
                let mut err = std::io::stderr();
                let _ = err.write_all(b);
                let _ = err.flush();
            }
        });
    }
    // A program runs many kernels: the launch names none.
    let served = Program {
        command_line: amdgpu::target::Program::command_line(&program),
        kernel: String::new(),
        code_objects: amdgpu::target::Program::code_objects(&program)
            .into_iter()
            .map(|c| c.uri)
            .collect(),
    };
    eprint!("{}", crate::debug::SIM_BANNER);
    let interrupt = Arc::new(AtomicBool::new(false));
    let first = start_program(&mut program, interrupt.clone())?;
    let program = Mutex::new(program);
    let relaunch: gdbserver::Relaunch = Arc::new(move |interrupt| {
        let mut program = program.lock().unwrap_or_else(|e| e.into_inner());
        start_program(&mut program, interrupt).map_err(|e| format!("{e:#}"))
    });
    Ok(Server::new(
        first,
        interrupt,
        stub_options(args, Some(served), relaunch),
    ))
}

/// Starts the program afresh, its kernels stopped by `interrupt`.
fn start_program(
    program: &mut crate::hip::DebugProgram,
    interrupt: Arc<AtomicBool>,
) -> Result<Box<dyn amdgpu::target::Target>> {
    let options = amdgpu::target::StartOptions {
        instruction_limit: None,
        interrupt: Some(interrupt),
        progress: None,
    };
    amdgpu::target::Program::start(program, &options).map_err(anyhow::Error::from)
}

/// A core file, read-only, behind a stub.
fn core_stub(path: &std::path::Path, args: &Args) -> Result<Server> {
    if args.launch.given() {
        bail!("--core serves a core file: give no launch with it");
    }
    let core = core_target(path)?;
    // A core never runs; the flag is there for the stub's shape.
    Ok(Server::new(
        core,
        Arc::new(AtomicBool::new(false)),
        options(args, None),
    ))
}

/// A core file opened as `hdb core` opens it (code objects found, kernels named).
fn core_target(path: &std::path::Path) -> Result<Box<dyn amdgpu::target::Target>> {
    let session = debugger::Interpreter::open_core(debugger::engine::CoreOpen {
        path: path.to_path_buf(),
        code_objects: Vec::new(),
        search: Vec::new(),
    })?;
    if let Some(banner) = session.banner() {
        eprint!("{banner}");
    }
    session
        .into_engine()
        .into_target()
        .with_context(|| format!("{}: no target in the core", path.display()))
}

/// The simulator with the launch, behind a stub.
fn launch_stub(args: &Args) -> Result<Server> {
    let prepared = Prepared::new(&args.launch)?;
    let interrupt = Arc::new(AtomicBool::new(false));
    let sim = prepared.target(args.resident_groups, interrupt.clone())?;
    Ok(Server::new(sim, interrupt, options(args, Some(prepared))))
}

/// A launch read once (the code object's bytes, the kernel's symbol), to start as often as
/// clients ask.
struct Prepared {
    launch: sim::SimulatorLaunch,
    bytes: Vec<u8>,
    uri: String,
}

impl Prepared {
    fn new(args: &LaunchArgs) -> Result<Prepared> {
        let mut launch = simulator_launch(args)?;
        let opened = codeobj::open_code_object(&launch.code_object, launch.target.as_deref())?;
        if let Some(entry) = &opened.entry {
            eprintln!(
                "Using bundle entry {entry} of {}.",
                launch.code_object.display()
            );
        }
        launch.launch.kernel = codeobj::kernel_symbol(&opened.bytes, &launch.launch.kernel);
        Ok(Prepared {
            launch,
            bytes: opened.bytes,
            uri: opened.uri,
        })
    }

    /// The simulator with the launch, watching `interrupt`.
    fn target(
        &self,
        resident_groups: usize,
        interrupt: Arc<AtomicBool>,
    ) -> Result<Box<dyn amdgpu::target::Target>> {
        let mut sim = sim::Simulator::with_resident_groups(
            &self.bytes,
            &self.launch.launch,
            resident_groups,
        )?;
        sim.set_debugger_attached(true);
        sim.set_code_object_uri(self.uri.clone());
        sim.set_interrupt_flag(interrupt);
        Ok(Box::new(sim))
    }
}

/// Listens on a `--listen` address: HOST:PORT (loopback unless `allow_remote`) or unix:PATH.
pub(crate) fn listener(listen: &str, allow_remote: bool) -> Result<Listener> {
    Ok(match Address::parse(listen) {
        Address::Unix(path) => {
            if allow_remote {
                bail!("--allow-remote is for TCP addresses; a Unix socket is local");
            }
            Listener::unix(&path)?
        }
        Address::Tcp(text) => Listener::tcp(listen_address(&text, allow_remote)?)?,
    })
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
