//! `hdb debug`: a gdb-style debugging session on a kernel in the simulator.
//!
//! The front end only reads command lines and prints what the session engine
//! ([`debugger::Interpreter`], gdb's language over the engine) answers; every command is
//! interpreted there.
//!
//! * `--ex CMD` and `--command FILE` (gdb's `-ex`, `-x`, `-batch` are accepted, see [`argv`])
//!   run first, in the order given; with `--batch` the session then ends.
//! * Otherwise a REPL follows ([`repl`]): rustyline on a terminal, or plain lines from a pipe.
//! * Text mode prints each command's text on stdout, or on stderr when the command failed,
//!   exactly as the engine wrote it (gdb's messages). `--json` prints one JSON object per
//!   command on stdout and nothing else there.
//!
//! Exit status: 0 once the commands have run, failing commands included; 1 for bad input:
//! flags, the launch, the code object, a `--command` file.

pub mod argv;
mod repl;
mod status;

use std::io::{IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use anyhow::{Context as _, Result};
use clap::ArgMatches;
use debugger::{CommandOutput, Interpreter, Session};
use serde_json::Value;

use crate::launch::{simulator_launch, LaunchArgs};

/// Arguments of `hdb debug`.
///
/// Which backend: a launch file or `--kernel` runs the kernel in the simulator, and so does
/// a positional file that is an AMDGPU code object or an offload bundle (it then needs
/// `--kernel`, as before). `--pid PID`, or a positional host program given without
/// `--kernel`, debugs a live process on the GPU through the amd-dbgapi library; the words
/// after the program are its arguments (hdb's own flags go before it).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    launch: LaunchArgs,
    /// Debug the kernel `hdb serve` holds at HOST:PORT (or unix:PATH) instead of starting
    /// one (the launch flags are then the server's; the first `run` starts the held kernel).
    #[arg(long, value_name = "HOST:PORT|unix:PATH", conflicts_with_all = ["code_object", "launch", "kernel", "grid", "block", "arg", "target", "resident_groups"])]
    remote: Option<String>,
    /// How many work-groups the simulator keeps resident at once (as for `hdb run`); every
    /// resident wave is a thread.
    #[arg(long, value_name = "N", default_value_t = sim::RESIDENT_GROUPS)]
    resident_groups: usize,
    /// Run the simulator's sanitizer checks (memory,init,race,sync,hazard or all, as `hdb run
    /// --check`): a finding stops its wave before the instruction runs, like a breakpoint;
    /// `info checks` lists the findings so far. Launch files, code objects and HIP programs
    /// (--sim: one set of checks for the whole program, its report printed at its end).
    #[arg(long, value_name = "CHECKS", conflicts_with_all = ["remote", "pid"])]
    check: Option<String>,
    #[command(flatten)]
    session: SessionArgs,
    /// Debug a HIP program (the positional file; the words after it are its arguments) run
    /// natively, with every kernel it launches in the simulator: kernel breakpoints stay
    /// pending until the program registers its code, and each launch's waves are debugged
    /// as they run. The host side is not debugged.
    #[arg(long, conflicts_with_all = ["pid", "remote", "launch", "kernel"])]
    sim: bool,
    /// Debug a host program on a GPU through amd-dbgapi even when none is found (an error
    /// then); without it, a HIP program on a machine without a GPU is debugged with --sim.
    #[arg(long, conflicts_with_all = ["sim", "remote", "launch", "kernel"])]
    gpu: bool,
    /// With --sim: how many devices the program sees (all of the simulated processor).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64), requires = "sim")]
    devices: u16,
    /// With --sim: save every dispatch the program makes in folder DIR as a launch file
    /// that `hdb run --launch` and `hdb debug --launch` replay (each `run` starts the
    /// numbering again).
    #[arg(long, value_name = "DIR", requires = "sim")]
    record: Option<std::path::PathBuf>,
    /// Attach to a running process and debug its GPU kernels (amd-dbgapi).
    #[arg(long, value_name = "PID", conflicts_with_all = ["launch", "kernel", "code_object"])]
    pid: Option<i32>,
    /// Arguments for the host program (with a host program and no --kernel).
    #[arg(
        trailing_var_arg = true,
        allow_hyphen_values = true,
        value_name = "ARGS"
    )]
    program_args: Vec<std::ffi::OsString>,
}

/// How a session is driven: commands to run first, batch or REPL, text or JSON (shared by
/// `hdb debug` and `hdb core`).
#[derive(clap::Args)]
pub struct SessionArgs {
    /// Run the commands given with --ex and --command, then end the session (gdb's -batch).
    #[arg(long)]
    batch: bool,
    /// Run COMMAND (gdb's -ex); repeatable, run in command-line order with --command files.
    #[arg(
        long = "ex",
        id = "ex",
        visible_alias = "eval-command",
        value_name = "COMMAND",
        allow_hyphen_values = true
    )]
    ex: Vec<String>,
    /// Run the commands of FILE, one a line; blank lines and `#` comments are skipped, and the
    /// file stops at its first failing command (gdb's -x).
    #[arg(
        short = 'x',
        long = "command",
        id = "command_file",
        value_name = "FILE"
    )]
    command_files: Vec<PathBuf>,
    /// Print one JSON object per command: {"command", "ok", "output", ...fields}.
    #[arg(long)]
    json: bool,
}

impl SessionArgs {
    /// `--json`.
    pub(crate) fn json(&self) -> bool {
        self.json
    }

    /// Whether commands were given (`--ex`, `--command`) or `--batch`.
    pub(crate) fn scripted(&self) -> bool {
        self.batch || !self.ex.is_empty() || !self.command_files.is_empty()
    }
}

/// What the command line asks to run, in order: `--ex` commands and `--command` files.
enum ScriptItem {
    /// One `--ex` command.
    Command(String),
    /// A `--command` file: its path and its commands with their line numbers.
    File(PathBuf, Vec<(usize, String)>),
}

/// The `--ex` commands and `--command` files in command-line order. Every file is read before
/// the session starts, so an unreadable one is bad input.
fn script(args: &SessionArgs, matches: Option<&ArgMatches>) -> Result<Vec<ScriptItem>> {
    let positions = |id: &str, count: usize| -> Vec<usize> {
        matches
            .and_then(|m| m.indices_of(id))
            .map(|i| i.collect())
            .unwrap_or_else(|| (0..count).collect())
    };
    let mut items: Vec<(usize, ScriptItem)> = Vec::new();
    for (at, text) in positions("ex", args.ex.len()).into_iter().zip(&args.ex) {
        // gdb runs nothing for `-ex ""`.
        if !text.trim().is_empty() {
            items.push((at, ScriptItem::Command(text.clone())));
        }
    }
    let files = positions("command_file", args.command_files.len());
    for (at, path) in files.into_iter().zip(&args.command_files) {
        items.push((at, ScriptItem::File(path.clone(), command_file(path)?)));
    }
    items.sort_by_key(|(at, _)| *at);
    Ok(items.into_iter().map(|(_, item)| item).collect())
}

/// The commands of a `--command` file with their line numbers (from 1).
fn command_file(path: &Path) -> Result<Vec<(usize, String)>> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| anyhow::anyhow!("{}: not UTF-8 text", path.display()))?;
    // gdb joins a line that ends in a backslash with the next.
    Ok(debugger::gdb::script_lines(&text)
        .into_iter()
        .map(|(n, line)| (n, line.trim().to_string()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .collect())
}

/// Prints command results: gdb's text, or one JSON object a line.
pub(crate) struct Printer {
    json: bool,
    /// A terminal's status line while a command runs long.
    status: Option<status::StatusLine>,
}

impl Printer {
    /// Runs one command line, with the status line drawn while it runs long.
    fn execute(&self, session: &mut Interpreter, command: &str) -> CommandOutput {
        if let Some(s) = &self.status {
            s.begin();
        }
        let out = session.execute(command);
        if let Some(s) = &self.status {
            s.end();
        }
        out
    }

    /// Prints one command's result. `source` names the `--command` file line the command came
    /// from; a failure there is reported as gdb reports it.
    fn show(&self, out: &CommandOutput, source: Option<(&Path, usize)>) -> Result<()> {
        if self.json {
            let mut object = out.fields.clone();
            object.insert("command".into(), Value::from(out.command.as_str()));
            object.insert("ok".into(), Value::from(out.ok));
            object.insert(
                "output".into(),
                Value::from(format!("{}{}", out.diagnostics, out.text)),
            );
            let line = serde_json::to_string(&Value::Object(object))?;
            return write_stdout(&format!("{line}\n"));
        }
        if !out.diagnostics.is_empty() {
            // gdb's stderr and stdout lines interleave in the order they were printed.
            let _ = std::io::stdout().flush();
            let _ = std::io::stderr().write_all(out.diagnostics.as_bytes());
        }
        // What the stream showed while the command ran is not shown again.
        let rest = out.text.get(out.streamed..).unwrap_or("");
        if out.ok {
            return write_stdout(rest);
        }
        // gdb prints errors on stderr; what the command printed before it failed (a sourced
        // file's commands) goes to stdout, first.
        let error = out.error.as_deref().unwrap_or(&out.text);
        let printed = rest.strip_suffix(error).unwrap_or("");
        write_stdout(printed)?;
        let mut err = std::io::stderr().lock();
        if let Some((path, line)) = source {
            let _ = writeln!(
                err,
                "{}:{line}: Error in sourced command file:",
                path.display()
            );
        }
        let _ = err.write_all(error.as_bytes());
        Ok(())
    }

    /// Whether this is text mode (gdb's `quit` echo on end of input is text only).
    fn text(&self) -> bool {
        !self.json
    }
}

/// Writes to stdout; a reader that went away is not an error (`hdb debug … | head`).
fn write_stdout(text: &str) -> Result<()> {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(anyhow::Error::new(e).context("writing to standard output"))
        }
        _ => Ok(()),
    }
}

/// `-batch` ended after a command that failed (its message is already printed).
#[derive(Debug, thiserror::Error)]
#[error("the last command failed")]
pub(crate) struct BatchFailed;

/// Runs `hdb debug`; `matches` are the subcommand's parsed flags (for the order of --ex and
/// --command).
pub fn main(args: &Args, matches: Option<&ArgMatches>) -> ExitCode {
    match debug(args, matches) {
        Ok(()) => ExitCode::SUCCESS,
        // The failing command already said why.
        Err(err) if err.is::<BatchFailed>() => ExitCode::FAILURE,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// Whether a file is GPU code for the simulator: an AMDGPU ELF (machine 224) or an offload
/// bundle (compressed or not). Host programs are everything else.
fn is_gpu_code(path: &Path) -> bool {
    let mut head = [0u8; 24];
    let Ok(mut f) = std::fs::File::open(path) else {
        // Unreadable: let the simulator path report it as it always has.
        return true;
    };
    let n = std::io::Read::read(&mut f, &mut head).unwrap_or(0);
    let elf_amdgpu =
        n >= 20 && head[..4] == *b"\x7fELF" && u16::from_le_bytes([head[18], head[19]]) == 224;
    let bundle = head.starts_with(b"__CLANG_OFFLOAD_BUNDLE__") || head.starts_with(b"CCOB");
    elf_amdgpu || bundle
}

/// What `hdb debug --sim` says first: what is and is not debugged.
pub(crate) const SIM_BANNER: &str =
    "hdb: the program runs natively and its host side is not debugged; \
every kernel it launches runs in the simulator, where breakpoints, waves and lanes work.\n";

fn debug(args: &Args, matches: Option<&ArgMatches>) -> Result<()> {
    let checks = args
        .check
        .as_deref()
        .map(sim::check::CheckSet::parse)
        .transpose()
        .context("--check")?;
    // A HIP program on a machine without a GPU: its kernels go to the simulator.
    let fallback = !args.sim
        && !args.gpu
        && args.pid.is_none()
        && args.remote.is_none()
        && !args.launch.names_a_kernel()
        && args
            .launch
            .code_object()
            .is_some_and(|p| !is_gpu_code(p) && crate::hip::links_hip(p));
    let fallback = fallback.then(crate::hip::no_gpu).flatten();
    if let (Some(why), Some(p)) = (&fallback, args.launch.code_object()) {
        eprintln!(
            "hdb: no GPU ({why}); debugging {}'s kernels in the simulator",
            p.display()
        );
    }
    if args.sim || fallback.is_some() {
        let program = crate::hip::check_program_flags(
            args.launch.code_object(),
            args.launch.names_a_kernel(),
        )?;
        let script = script(&args.session, matches)?;
        let options = hip_device::runtime::Options {
            devices: usize::from(args.devices),
            target: args.launch.target().map(str::to_string),
            checks,
            record: args.record.clone(),
            ..hip_device::runtime::Options::default()
        };
        crate::hip::create_record_folder(&options)?;
        let mut program = crate::hip::DebugProgram::new(program, &args.program_args, options);
        if args.session.json() {
            program.report_checks_as_json();
        }
        let mut session = Interpreter::new(Session::new(Box::new(program))?);
        session.add_banner(SIM_BANNER);
        return drive(session, &args.session, script, None);
    }
    let host_program = args
        .launch
        .code_object()
        .filter(|p| !args.launch.names_a_kernel() && !is_gpu_code(p));
    if args.pid.is_some() || host_program.is_some() {
        if checks.is_some() {
            anyhow::bail!("--check runs in the simulator: give a launch file, a code object, or a HIP program with --sim");
        }
        let script = script(&args.session, matches)?;
        let program = host_program.map(|p| (p.as_os_str().to_owned(), args.program_args.clone()));
        let (session, waker) = live_session(program, args.pid)?;
        let _ = LIVE_WAKER.set(waker);
        let session = Interpreter::new(session);
        return drive(session, &args.session, script, None);
    }
    if !args.program_args.is_empty() {
        anyhow::bail!(
            "unexpected arguments after the code object: {:?} (program arguments go with a host program)",
            args.program_args
        );
    }
    let script = script(&args.session, matches)?;
    let Some(address) = &args.remote else {
        let program = sim::LaunchProgram::open(simulator_launch(&args.launch)?)?
            .with_resident_groups(args.resident_groups)?
            .with_checks(checks.unwrap_or(sim::check::CheckSet::NONE));
        let note = program.entry_note();
        let mut session = Interpreter::new(Session::new(Box::new(program))?);
        if let Some(note) = note {
            session.add_banner(&format!("{note}\n"));
        }
        return drive(session, &args.session, script, None);
    };
    let (session, interrupt) = remote_session(address)?;
    let session = Interpreter::new(session);
    drive(session, &args.session, script, Some(interrupt))
}

/// A session on a live process on the GPU (amd-dbgapi): a program hdb starts (held before
/// its first instruction: `run` lets it go, once) or a process attached by id; with the waker
/// that interrupts a wait on it.
pub(crate) fn live_session(
    program: Option<(std::ffi::OsString, Vec<std::ffi::OsString>)>,
    pid: Option<i32>,
) -> Result<(Session, dbgapi::live::Waker)> {
    let line = program.as_ref().map(|(p, a)| {
        let mut line = vec![p.to_string_lossy().into_owned()];
        line.extend(a.iter().map(|a| a.to_string_lossy().into_owned()));
        (line.join(" "), p.to_string_lossy().into_owned())
    });
    // The target lives on its own thread (ptrace and the library); this one only asks.
    let (target, waker) =
        dbgapi::live::open_owned(program, pid).map_err(|e| anyhow::anyhow!("{e}"))?;
    let session = match line {
        Some((command_line, kernel)) => Session::attach_held(
            Box::new(target),
            debugger::HeldProgram {
                command_line,
                kernel,
                code_objects: Vec::new(),
            },
        )?,
        None => Session::attach(Box::new(target)),
    };
    Ok((session, waker))
}

/// A session on the kernel a `hdb serve` stub holds at `address` (or whatever it serves), with
/// the flag that interrupts it (the client sends the stub `0x03`).
pub(crate) fn remote_session(address: &str) -> Result<(Session, Arc<AtomicBool>)> {
    let target = gdbserver::RemoteTarget::connect(address)
        .with_context(|| format!("cannot debug the kernel served at {address}"))?;
    let interrupt = target.interrupt_handle();
    let session = match target.program().cloned() {
        Some(p) => Session::attach_held(
            Box::new(target),
            debugger::HeldProgram {
                command_line: p.command_line,
                kernel: p.kernel,
                code_objects: p.code_objects,
            },
        )?,
        None => Session::attach(Box::new(target)),
    };
    Ok((session, interrupt))
}

/// Runs a session: its banner, the scripted commands, then (unless `--batch`) the REPL.
pub(crate) fn drive_session(
    session: Interpreter,
    args: &SessionArgs,
    matches: Option<&ArgMatches>,
) -> Result<()> {
    let script = script(args, matches)?;
    drive(session, args, script, None)
}

/// `remote`: the interrupt flag of a remote target (Ctrl-C sends the stub `0x03`).
fn drive(
    mut session: Interpreter,
    args: &SessionArgs,
    script: Vec<ScriptItem>,
    remote: Option<Arc<AtomicBool>>,
) -> Result<()> {
    if let Some(banner) = session.banner() {
        // Not a command's output: stderr keeps stdout (and --json) to the commands.
        eprint!("{banner}");
    }
    interrupt_on_ctrl_c(&session, remote);
    // On a terminal, a command that runs long says how far the kernel has got.
    let status = (!args.json && std::io::stderr().is_terminal())
        .then(|| status::StatusLine::new(session.engine().progress_handle()));
    let printer = Printer {
        json: args.json,
        status: status.clone(),
    };
    if printer.text() {
        // gdb's output appears as it is printed (`Starting program:` before the program
        // runs), not when the command ends. Standard output is line-buffered: each finished
        // line shows at once. A reader that went away is not an error here either.
        session.set_stream(Box::new(move |text| {
            let write = || std::io::stdout().write_all(text.as_bytes());
            let _ = match &status {
                Some(s) => s.around(write),
                None => write(),
            };
        }));
    }
    // gdb's `-batch` exits with status 1 when the last command it ran failed.
    let mut last_ok = true;
    for item in &script {
        match item {
            ScriptItem::Command(text) => {
                let out = printer.execute(&mut session, text);
                printer.show(&out, None)?;
                last_ok = out.ok;
            }
            ScriptItem::File(path, lines) => {
                for (number, text) in lines {
                    let out = printer.execute(&mut session, text);
                    printer.show(&out, Some((path, *number)))?;
                    last_ok = out.ok;
                    // gdb abandons a sourced file at its first error and goes on with the
                    // next -ex or -x.
                    if !out.ok || session.quit_requested() {
                        break;
                    }
                }
                // A block the file left open (`if` without its `end`) runs as if closed.
                if let Some(out) = session.end_of_input() {
                    let last = lines.last().map_or(0, |(n, _)| *n);
                    printer.show(&out, Some((path, last)))?;
                    last_ok = out.ok;
                }
            }
        }
        if session.quit_requested() {
            return Ok(());
        }
    }
    if args.batch {
        return if last_ok {
            Ok(())
        } else {
            Err(BatchFailed.into())
        };
    }
    if std::io::stdin().is_terminal() {
        repl::terminal(session, &printer, repl::history_file())
    } else {
        repl::lines(&mut session, &printer, std::io::stdin().lock())
    }
}

/// Wakes a live process's wait on Ctrl-C (set when `hdb debug PROGRAM` opens one).
static LIVE_WAKER: std::sync::OnceLock<dbgapi::live::Waker> = std::sync::OnceLock::new();

/// Ctrl-C while a command runs sets the session's interrupt flag; the engine stops the kernel
/// and clears the flag. A second Ctrl-C before the engine has taken the first one ends hdb (a
/// command that does not look at the flag cannot trap the user). At the REPL's prompt the
/// terminal is in raw mode and Ctrl-C is a key that clears the line.
fn interrupt_on_ctrl_c(session: &Interpreter, remote: Option<Arc<AtomicBool>>) {
    let flag = session.engine().interrupt_handle();
    let handler = move || {
        // A remote kernel is interrupted by the stub: the client sends it 0x03.
        if let Some(r) = &remote {
            r.store(true, Ordering::SeqCst);
        }
        if flag.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
        // A live process's wait sleeps in poll(2): wake it so it stops the waves.
        if let Some(w) = LIVE_WAKER.get() {
            w.wake();
        }
    };
    if let Err(e) = ctrlc::set_handler(handler) {
        eprintln!("warning: Ctrl-C will not interrupt the kernel: {e}");
    }
}
