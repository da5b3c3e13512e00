//! `hdb dap`: the Debug Adapter Protocol server over standard input and output (what editors
//! spawn), or on a socket with `--listen` (TCP on loopback unless `--allow-remote`, or a Unix
//! socket created mode 0600). The protocol is the `dap` crate's; this module opens the
//! sessions its `launch` and `attach` ask for, with the readers `hdb debug` uses.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Result;
use dap::{
    AttachArguments, Debuggee, Interrupt, LaunchArguments, LaunchError, Launcher, Options, Start,
};
use debugger::Session;
use gdbserver::Stream;

use crate::launch::{simulator_launch, simulator_launch_from_json, LaunchArgs};

/// Arguments of `hdb dap`.
#[derive(clap::Args)]
pub struct Args {
    /// Serve clients on a socket instead of standard input and output: HOST:PORT (port 0
    /// picks a free one) or unix:PATH (a new socket file, mode 0600). The address is printed
    /// as `listening on …`; clients are served one after the other.
    #[arg(long, value_name = "HOST:PORT|unix:PATH")]
    listen: Option<String>,
    /// Accept a non-loopback --listen address (anyone who can reach it can debug kernels and
    /// read files through launch requests).
    #[arg(long, requires = "listen")]
    allow_remote: bool,
    /// Append every protocol message to FILE (the `logFile` launch argument does the same for
    /// one session).
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
}

/// Runs `hdb dap`: exit status 0 when the client disconnects, 1 for bad flags or I/O errors.
pub fn main(args: &Args) -> ExitCode {
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &Args) -> Result<()> {
    let options = Options {
        log: args.log.as_ref().map(|p| p.display().to_string()),
    };
    let Some(listen) = &args.listen else {
        let end = dap::serve(
            std::io::stdin(),
            std::io::stdout(),
            Box::new(HdbLauncher),
            &options,
        )?;
        if let dap::End::Broken(why) = end {
            eprintln!("hdb dap: {why}");
        }
        return Ok(());
    };
    let listener = crate::serve::listener(listen, args.allow_remote)?;
    announce(&listener.local_address()?.to_string())?;
    loop {
        let stream = match listener.accept() {
            Ok(s) => s,
            Err(e) => {
                eprintln!("hdb dap: accepting a client: {e}");
                continue;
            }
        };
        if let Stream::Tcp(s) = &stream {
            // A response and the events after it go out at once, not after the client's
            // delayed acknowledgement of the previous packet (tens of milliseconds each).
            s.set_nodelay(true)?;
        }
        let input = stream.try_clone()?;
        let end = dap::serve(input, stream, Box::new(HdbLauncher), &options)?;
        eprintln!("hdb dap: client {}", describe(&end));
    }
}

fn announce(address: &str) -> Result<()> {
    let mut out = std::io::stdout();
    writeln!(out, "listening on {address}")?;
    out.flush()?;
    Ok(())
}

fn describe(end: &dap::End) -> String {
    match end {
        dap::End::Disconnected => "disconnected".into(),
        dap::End::ClientGone => "went away".into(),
        dap::End::Broken(why) => format!("stream broken: {why}"),
    }
}

/// A launch configuration's program arguments (`args`), strings as they are.
fn program_args(args: &LaunchArguments) -> Vec<std::ffi::OsString> {
    args.args
        .iter()
        .map(|a| match a {
            serde_json::Value::String(s) => s.into(),
            other => other.to_string().into(),
        })
        .collect()
}

/// Opens sessions as `hdb debug` and `hdb core` do.
struct HdbLauncher;

/// A path from a launch configuration, relative to its `cwd`.
fn resolve(cwd: Option<&str>, path: &str) -> PathBuf {
    let p = Path::new(path);
    match cwd {
        Some(c) if p.is_relative() => Path::new(c).join(p),
        _ => p.to_path_buf(),
    }
}

fn failed(e: anyhow::Error) -> LaunchError {
    LaunchError(format!("{e:#}"))
}

impl Launcher for HdbLauncher {
    fn launch(&mut self, args: &LaunchArguments) -> Result<Debuggee, LaunchError> {
        let cwd = args.cwd.as_deref();
        let launch = if let Some(file) = &args.launch_file {
            simulator_launch(&LaunchArgs::from_file(resolve(cwd, file)))
        } else if let Some(co) = &args.code_object {
            // The launch file's keys, in the configuration's spelling.
            let v = serde_json::json!({
                "code_object": co,
                "kernel": args.kernel,
                "grid": args.grid,
                "block": args.block,
                "args": args.args,
                "target": args.target,
            });
            let mut v = v;
            if args.target.is_none() {
                if let Some(o) = v.as_object_mut() {
                    o.remove("target");
                }
            }
            let base = cwd.map_or_else(|| PathBuf::from("."), PathBuf::from);
            simulator_launch_from_json(&v, &base)
        } else if let Some(program) = &args.program {
            if args.sim {
                return self.simulated(args, &resolve(cwd, program));
            }
            if args.check.is_some() {
                return Err(LaunchError(
                    "`check` runs in the simulator: give `launchFile`, `codeObject`, or \
                     `program` with `sim`."
                        .into(),
                ));
            }
            return self.live(args, &resolve(cwd, program));
        } else {
            return Err(LaunchError(
                "Nothing to launch: give `launchFile`, `codeObject` with `kernel`, `grid`, `block` and `args`, or `program`.".into(),
            ));
        };
        let launch = launch.map_err(failed)?;
        let name = launch.launch.kernel.clone();
        let mut program =
            sim::LaunchProgram::open(launch).map_err(|e| LaunchError(e.to_string()))?;
        if let Some(check) = &args.check {
            let set = check
                .checks()
                .map_err(|e| LaunchError(format!("check: {e}")))?;
            program = program.with_checks(set);
        }
        if let Some(groups) = args.resident_groups {
            program = program
                .with_resident_groups(groups)
                .map_err(|e| LaunchError(e.to_string()))?;
        }
        let notes = program.entry_note().into_iter().collect();
        let session = Session::new(Box::new(program)).map_err(|e| LaunchError(e.to_string()))?;
        Ok(Debuggee {
            session,
            start: Start::Run,
            interrupts: Vec::new(),
            name,
            pid: None,
            notes,
            output: None,
        })
    }

    fn attach(&mut self, args: &AttachArguments) -> Result<Debuggee, LaunchError> {
        let cwd = args.cwd.as_deref();
        if let Some(address) = &args.remote {
            let (session, flag) = crate::debug::remote_session(address).map_err(failed)?;
            let start = if session.program().is_some() {
                Start::Run
            } else {
                Start::Attached
            };
            let interrupt: Interrupt =
                Arc::new(move || flag.store(true, std::sync::atomic::Ordering::SeqCst));
            return Ok(Debuggee {
                session,
                start,
                interrupts: vec![interrupt],
                name: address.clone(),
                pid: None,
                notes: Vec::new(),
                output: None,
            });
        }
        if let Some(core) = &args.core {
            let path = resolve(cwd, core);
            let (session, summary) = Session::open_core(debugger::engine::CoreOpen {
                path: path.clone(),
                code_objects: args
                    .code_objects
                    .iter()
                    .map(|c| resolve(cwd, c).display().to_string())
                    .collect(),
                search: cwd.map(PathBuf::from).into_iter().collect(),
            })
            .map_err(|e| LaunchError(e.to_string()))?;
            let mut notes: Vec<String> = summary
                .warnings
                .iter()
                .map(|w| format!("warning: {w}"))
                .collect();
            notes.push(format!(
                "Core file {}: {} agents, {} queues, {} dispatches, {} waves (read-only).",
                path.display(),
                summary.agents,
                summary.queues,
                summary.dispatches,
                summary.waves
            ));
            return Ok(Debuggee {
                session,
                start: Start::ReadOnly,
                interrupts: Vec::new(),
                name: path.display().to_string(),
                pid: None,
                notes,
                output: None,
            });
        }
        if let Some(pid) = args.pid {
            let (session, waker) = crate::debug::live_session(None, Some(pid)).map_err(failed)?;
            let waker = Arc::new(waker);
            let interrupt: Interrupt = Arc::new(move || waker.wake());
            return Ok(Debuggee {
                session,
                start: Start::Attached,
                interrupts: vec![interrupt],
                name: format!("process {pid}"),
                pid: u32::try_from(pid).ok(),
                notes: Vec::new(),
                output: None,
            });
        }
        Err(LaunchError(
            "Nothing to attach to: give `remote` (HOST:PORT of `hdb serve`), `core` (a core file) or `pid`.".into(),
        ))
    }
}

impl HdbLauncher {
    /// A HIP program whose kernels run in the simulator (`hdb debug --sim`).
    fn simulated(
        &mut self,
        args: &LaunchArguments,
        program: &Path,
    ) -> Result<Debuggee, LaunchError> {
        let checks = args
            .check
            .as_ref()
            .map(|c| c.checks())
            .transpose()
            .map_err(|e| LaunchError(format!("check: {e}")))?;
        let options = hip_device::runtime::Options {
            devices: 1,
            target: args.target.clone(),
            checks,
            ..hip_device::runtime::Options::default()
        };
        let program_line = program.display().to_string();
        let mut program = crate::hip::DebugProgram::new(program, &program_args(args), options);
        // The program's stdout is the client's stream here: its output goes to the console.
        let (tx, rx) = std::sync::mpsc::channel();
        program.capture_output(move |stdout, bytes| {
            let piece = match bytes {
                Some(b) => dap::ProgramOutput::Text {
                    stdout,
                    text: String::from_utf8_lossy(b).into_owned(),
                },
                None => dap::ProgramOutput::Closed,
            };
            let _ = tx.send(piece);
        });
        let session = Session::new(Box::new(program)).map_err(|e| LaunchError(e.to_string()))?;
        Ok(Debuggee {
            session,
            start: Start::Run,
            interrupts: Vec::new(),
            name: program_line,
            pid: None,
            notes: vec![crate::debug::SIM_BANNER.trim_end().to_string()],
            output: Some(rx),
        })
    }

    /// A host program on the GPU (amd-dbgapi), held before its first instruction.
    fn live(&mut self, args: &LaunchArguments, program: &Path) -> Result<Debuggee, LaunchError> {
        let argv = program_args(args);
        let (session, waker) =
            crate::debug::live_session(Some((program.as_os_str().to_owned(), argv)), None)
                .map_err(failed)?;
        let waker = Arc::new(waker);
        let interrupt: Interrupt = Arc::new(move || waker.wake());
        Ok(Debuggee {
            session,
            start: Start::Run,
            interrupts: vec![interrupt],
            name: program.display().to_string(),
            pid: None,
            notes: Vec::new(),
            output: None,
        })
    }
}
