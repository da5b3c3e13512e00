//! `hdb run`: run a kernel of a code object in the simulator and print its output buffers.
//!
//! The launch comes from flags (`CODE_OBJECT --kernel NAME --grid X[,Y,Z] --block X[,Y,Z]
//! --arg SPEC...`) or from a launch file (`--launch LAUNCH.json`, paths relative to the file);
//! [`crate::launch`] parses both and shows a launch file.
//!
//! `--check memory,init,race,sync,hazard` (or `all`) runs the simulator's sanitizers
//! ([`sim::check`]) and reports what they find ([`crate::check`]); with `--sim PROGRAM`, over
//! every kernel the program runs ([`crate::hip`]).
//!
//! A recorded dispatch (`hdb run --sim PROGRAM --record DIR` writes them) replays with its
//! code object, kernarg bytes and memory where the program had them; after the run each
//! region is compared with the recording's hash of it.
//!
//! Exit status: 0 when every wave ended, 2 when a wave trapped or faulted (the message names
//! the wave and PC), 3 when a check found something, 4 when a replayed recording's memory
//! differs from what it recorded, 1 for bad input.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use sim::{RunEnd, Simulator};

use crate::launch::{prepare, ArgSpec, LaunchArgs, Prepared};

/// Arguments of `hdb run`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    launch: LaunchArgs,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    /// Give up (exit status 2) after this many wave-instructions.
    #[arg(long, value_name = "N")]
    max_instructions: Option<u64>,
    /// Run until the first wave stops at LOCATION (a function name, FILE:LINE or *ADDR) and
    /// report that stop instead of the output buffers (exit status 2 if no wave reaches it).
    #[arg(long = "break", value_name = "LOCATION")]
    break_at: Option<String>,
    /// With --break: print the stopped wave's frames (PC, function, file:line, CFA, method).
    #[arg(long, requires = "break_at")]
    backtrace: bool,
    /// With --backtrace --json: the lane whose vector register values are shown.
    #[arg(long, value_name = "L", default_value_t = 0, requires = "break_at")]
    lane: u32,
    /// When a wave traps or faults, save the GPU state as a core file FILE (as the ROCm
    /// runtime does on a GPU exception); open it with `hdb core FILE`.
    #[arg(long, value_name = "FILE")]
    core_on_trap: Option<PathBuf>,
    /// How many work-groups the simulator keeps resident at once (a GPU keeps hundreds;
    /// each resident wave reserves a scratch slot).
    #[arg(long, value_name = "N", default_value_t = sim::RESIDENT_GROUPS)]
    resident_groups: usize,
    /// Threads to spread the work-groups over when nothing observes the run (default:
    /// HDB_SIM_JOBS, else the available cores, at most 8; 1 runs them on one thread). The
    /// output is the same either way: a dispatch whose work-groups share written memory, or
    /// that stops, runs on one thread.
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
    /// Run the sanitizers: a comma-separated list of memory, init, race, sync, hazard, or
    /// all. Findings are printed before the result (after a program's own output, for every
    /// kernel it ran, with its leaks), with an ERROR SUMMARY; the exit status is 3 when there
    /// are any.
    #[arg(long, value_name = "CHECKS", conflicts_with = "break_at")]
    check: Option<String>,
    /// With --check: also write the findings to FILE as a SARIF 2.1.0 log.
    #[arg(long, value_name = "FILE", requires = "check")]
    sarif: Option<PathBuf>,
    /// Run a HIP program (the positional file; the words after it are its arguments)
    /// natively, with every kernel it launches in the simulator.
    #[arg(long, conflicts_with = "gpu")]
    sim: bool,
    /// With a program: run it on a GPU, and fail if there is none.
    #[arg(long)]
    gpu: bool,
    /// With --sim: how many devices the program sees (all of the simulated processor).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64))]
    devices: u16,
    /// With --sim: save every dispatch the program makes in folder DIR as a launch file
    /// (`NNNN-KERNEL.json`: the code object, kernel, sizes, kernarg bytes and memory) that
    /// `hdb run --launch` and `hdb debug --launch` replay bit-identically.
    #[arg(long, value_name = "DIR")]
    record: Option<PathBuf>,
    /// With --sim: when the program ends, print the simulation's counters on stderr
    /// (dispatches, wave-instructions, time in kernels and in HIP calls).
    #[arg(long)]
    stats: bool,
    /// Arguments for the program (with --sim, or a host program).
    #[arg(
        trailing_var_arg = true,
        allow_hyphen_values = true,
        value_name = "ARGS"
    )]
    program_args: Vec<std::ffi::OsString>,
}

/// Runs `hdb run` and returns the process exit status.
pub fn main(args: &Args) -> ExitCode {
    let program = args
        .launch
        .code_object()
        .filter(|p| !args.launch.names_a_kernel() && crate::hip::is_program(p));
    if args.sim || args.gpu || program.is_some() {
        return run_program(args);
    }
    if args.record.is_some() {
        eprintln!("error: --record records a program's dispatches: give it with --sim PROGRAM");
        return ExitCode::from(1);
    }
    if !args.program_args.is_empty() {
        eprintln!(
            "error: unexpected arguments after the code object: {:?} (program arguments go with \
             a host program)",
            args.program_args
        );
        return ExitCode::from(1);
    }
    let p = match prepare(&args.launch) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e:#}");
            return ExitCode::from(1);
        }
    };
    let opened = match codeobj::open_code_object(&p.code_object, p.target.as_deref()) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    if let Some(entry) = &opened.entry {
        eprintln!("Using bundle entry {entry} of {}.", p.code_object.display());
    }
    let bytes = opened.bytes;
    let mut p = p;
    p.kernel = codeobj::kernel_symbol(&bytes, &p.kernel);
    if let Some(location) = &args.break_at {
        return break_and_report(args, &p, location);
    }
    let checks = match check_set(args) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let launch = p.launch();
    let mut sim = match Simulator::with_resident_groups(&bytes, &launch, args.resident_groups) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    if let Some(set) = checks {
        // Buffers are named by their parameters; the DWARF knows the names when the
        // metadata does not.
        let names =
            crate::check::Symbols::new(&source_context(&sim, &bytes)).kernel_parameters(&p.kernel);
        sim.name_args(names);
        if let Err(e) = sim.enable_checks(set) {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    }
    sim.set_instruction_limit(args.max_instructions);
    sim.set_code_object_uri(opened.uri.clone());
    if let Some(jobs) = args.jobs {
        sim.set_jobs(jobs);
    }
    let start = Instant::now();
    let total_waves = sim.setup().total_waves();
    let mut bar: Option<indicatif::ProgressBar> = None;
    let mut exited = 0u64;
    let end = loop {
        use amdgpu::target::Event;
        match sim.next_event() {
            Some(Event::WaveExited { .. }) => {
                exited += 1;
                if bar.is_none() && start.elapsed() > Duration::from_millis(500) {
                    let b = indicatif::ProgressBar::with_draw_target(
                        Some(total_waves),
                        indicatif::ProgressDrawTarget::stderr(),
                    );
                    b.set_message("waves");
                    bar = Some(b);
                }
                if let Some(b) = &bar {
                    b.set_position(exited);
                }
            }
            Some(Event::WaveStopped {
                wave, pc, reason, ..
            }) => {
                let text = sim
                    .wave(wave)
                    .map(|w| w.to_string())
                    .unwrap_or_else(|_| format!("wave {wave}"));
                break RunEnd::Stopped {
                    wave,
                    wave_text: text,
                    pc,
                    reason,
                };
            }
            Some(Event::DispatchCompleted { .. }) | None => break RunEnd::Completed,
            // The simulator loads its code object up front; it never reports this.
            Some(Event::CodeObjectsChanged) | Some(Event::ProcessExited { .. }) => {}
        }
    };
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    if std::env::var_os("HDB_SIM_REPORT").is_some() {
        // For measuring how often the parallel path is taken (BENCHMARKS.md).
        eprintln!("lanes: {}", sim::exec::lane_instruction_set());
        match sim.parallel() {
            sim::Parallel::Ran(n) => eprintln!("parallel: ran on {n} threads"),
            sim::Parallel::FellBack(why) => eprintln!("parallel: fell back ({why})"),
            sim::Parallel::NotTried(why) => eprintln!("parallel: not tried ({why})"),
        }
    }
    if let (Some(path), RunEnd::Stopped { .. }) = (&args.core_on_trap, &end) {
        if !sim.limit_reached() {
            let started = Instant::now();
            match sim.write_core() {
                Ok((bytes, summary)) => match std::fs::write(path, &bytes) {
                    Ok(()) => eprintln!(
                        "Saved GPU core {} ({summary}) in {:.0} ms",
                        path.display(),
                        started.elapsed().as_secs_f64() * 1000.0
                    ),
                    Err(e) => eprintln!("error: cannot write {}: {e}", path.display()),
                },
                Err(e) => eprintln!("error: no GPU core written: {e}"),
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let stats = sim.stats();
    let (status, message, code) = match &end {
        RunEnd::Completed => ("completed", format!("kernel {} completed", p.kernel), 0u8),
        RunEnd::Stopped {
            wave_text,
            pc,
            reason,
            ..
        } => {
            let status = match reason {
                amdgpu::target::StopReason::MemoryFault { .. }
                | amdgpu::target::StopReason::IllegalInstruction { .. } => "error",
                _ => "trapped",
            };
            // The loaded address, as the debugger shows it, and the source place.
            let mut symbols = crate::check::Symbols::new(&source_context(&sim, &bytes));
            let place = symbols.place(*pc);
            let mut at = format!("pc {pc:#x}");
            if let Some(f) = symbols.function(*pc) {
                at.push_str(&format!(" in {f}"));
            }
            if let Some(file) = &place.file {
                at.push_str(&format!(" at {file}:{}", place.line));
            }
            if sim.limit_reached() {
                (
                    "error",
                    format!("instruction limit reached; {wave_text} stopped at {at}"),
                    2u8,
                )
            } else {
                (
                    status,
                    format!("{wave_text} stopped at {at}: {reason}"),
                    2u8,
                )
            }
        }
    };
    // The sanitizers' report, before the run's own output.
    let mut found = 0u64;
    let mut report = String::new();
    let mut check_json = Value::Null;
    if let Some(checks) = sim.checks() {
        let contexts = [source_context(&sim, &bytes)];
        let resolved = crate::check::resolve(checks, &contexts, |_| Some(0));
        found = checks.summary().iter().map(|s| s.1).sum();
        report = crate::check::render(&resolved, checks, args.json);
        if args.json {
            check_json = crate::check::summary_json(checks);
        }
        if let Some(path) = &args.sarif {
            let log = crate::check::sarif(&resolved, &p.code_object.to_string_lossy());
            let text = serde_json::to_string_pretty(&log).unwrap_or_default();
            if let Err(e) = std::fs::write(path, text + "\n") {
                eprintln!("error: cannot write {}: {e}", path.display());
                return ExitCode::from(1);
            }
        }
    }
    let mut buffers = Vec::new();
    for (i, a) in p.args.iter().enumerate() {
        if let ArgSpec::Buffer(ty, _) | ArgSpec::Unwritten(ty, _) = a {
            let data = sim.buffer(i).unwrap_or_default();
            let vals: Vec<Value> = data.chunks_exact(ty.size()).map(|c| ty.decode(c)).collect();
            buffers.push((i, *ty, vals));
        }
    }
    let out = if args.json {
        let mut v = json!({
            "status": status,
            "message": message,
            "buffers": buffers.iter().map(|(i, t, d)| json!({"arg": i, "type": t.name(), "data": d})).collect::<Vec<_>>(),
            "stats": {"waves": stats.waves, "wave_instructions": stats.wave_instructions, "seconds": seconds},
        });
        if !check_json.is_null() {
            v["checks"] = check_json;
        }
        format!(
            "{report}{}\n",
            serde_json::to_string(&v).unwrap_or_default()
        )
    } else {
        let mut s = format!("{report}{status}: {message}\n");
        for (i, t, d) in &buffers {
            let items: Vec<String> = d.iter().map(|v| v.to_string()).collect();
            s.push_str(&format!(
                "arg {i} ({t}[{}]): {}\n",
                d.len(),
                items.join(" ",),
                t = t.name()
            ));
        }
        s.push_str(&format!(
            "{} waves, {} wave-instructions in {:.3} s\n",
            stats.waves, stats.wave_instructions, seconds
        ));
        s
    };
    if let Err(e) = crate::emit(&out) {
        eprintln!("error: {e}");
        return ExitCode::from(1);
    }
    if found > 0 {
        return ExitCode::from(3);
    }
    if code == 0 && p.is_recorded() && !replay_matches(&sim, &p.recorded.memory) {
        return ExitCode::from(4);
    }
    ExitCode::from(code)
}

/// Compares a replayed dispatch's memory with what the recording says it held after the
/// dispatch, one line on stderr per region that differs, or one saying all match.
fn replay_matches(sim: &Simulator, memory: &[sim::launch::MemoryRegion]) -> bool {
    let (mut regions, mut bytes, mut matches) = (0usize, 0u64, true);
    for r in memory {
        let Some(after) = r.after else { continue };
        let mut now = vec![0u8; r.bytes.len()];
        let same =
            sim.memory().read(r.address, &mut now).is_ok() && sim::launch::fnv1a(&now) == after;
        if !same {
            eprintln!(
                "hdb: region {:#x} ({} bytes) differs from the recording",
                r.address,
                r.bytes.len()
            );
            matches = false;
        }
        regions += 1;
        bytes += r.bytes.len() as u64;
    }
    if matches {
        eprintln!("hdb: replay matches the recording ({regions} regions, {bytes} bytes)");
    }
    matches
}

/// The checks `--check` names (`None` without it); a bad list is reported (exit status 1).
fn check_set(args: &Args) -> Result<Option<sim::check::CheckSet>, ExitCode> {
    match args.check.as_deref().map(sim::check::CheckSet::parse) {
        None => Ok(None),
        Some(Ok(set)) => Ok(Some(set)),
        Some(Err(e)) => {
            eprintln!("error: --check: {e}");
            Err(ExitCode::from(1))
        }
    }
}

/// `hdb run PROGRAM`: on the GPU when there is one (unless `--sim`), else in the simulator.
fn run_program(args: &Args) -> ExitCode {
    let program = match crate::hip::check_program_flags(
        args.launch.code_object(),
        args.launch.names_a_kernel(),
    ) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    if !args.sim {
        match crate::hip::no_gpu() {
            None if args.record.is_some() => {
                eprintln!("error: --record: the program's dispatches are recorded with --sim");
                return ExitCode::from(1);
            }
            None => return crate::hip::run_native(program, &args.program_args),
            Some(why) if args.gpu => {
                eprintln!("error: --gpu: no GPU to run on: {why}");
                return ExitCode::from(1);
            }
            Some(why) => eprintln!(
                "hdb: no GPU ({why}); running {}'s kernels in the simulator",
                program.display()
            ),
        }
    }
    let checks = match check_set(args) {
        Ok(c) => c,
        Err(code) => return code,
    };
    crate::hip::run(crate::hip::ProgramRun {
        program,
        args: &args.program_args,
        options: hip_device::runtime::Options {
            devices: args.devices as usize,
            target: args.launch.target().map(str::to_string),
            jobs: args.jobs,
            core_on_trap: args.core_on_trap.clone(),
            record: args.record.clone(),
            checks,
            ..Default::default()
        },
        stats: args.stats,
        check_report: crate::hip::CheckReport {
            json: args.json,
            sarif: args.sarif.clone(),
        },
    })
}

/// `hdb run --break LOCATION [--backtrace]`: runs until a wave stops at LOCATION and reports
/// the stop (and the wave's frames). The session engine does the work; this prints. PCs are
/// loaded addresses, as the debugger shows them.
fn break_and_report(args: &Args, p: &Prepared, location: &str) -> ExitCode {
    use debugger::{BreakpointOptions, BreakpointSpec, Session, StopEvent};
    use sim::{LaunchProgram, SimulatorLaunch};
    let fail = |code: u8, msg: String| {
        eprintln!("error: {msg}");
        ExitCode::from(code)
    };
    let launch = SimulatorLaunch {
        code_object: p.code_object.clone(),
        target: p.target.clone(),
        launch: p.launch(),
    };
    let program = match LaunchProgram::open(launch) {
        Ok(p) => p,
        Err(e) => return fail(1, e.to_string()),
    };
    let mut session = match Session::new(Box::new(program)) {
        Ok(s) => s,
        Err(e) => return fail(1, e.to_string()),
    };
    session.set_instruction_limit(args.max_instructions);
    // A function stands for its first instruction here (the prologue not yet run), unlike
    // `break FUNCTION`, which gdb places after the prologue.
    let spec = match BreakpointSpec::parse(location) {
        Ok(s) => s,
        Err(e) => return fail(1, e.to_string()),
    };
    let options = BreakpointOptions {
        temporary: true,
        first_instruction: true,
        ..BreakpointOptions::default()
    };
    if let Err(e) = session.add_breakpoint(location, spec, options) {
        return fail(1, format!("location `{location}`: {e}"));
    }
    let stop = match session.run() {
        Ok(s) => s,
        Err(e) => return fail(1, e.to_string()),
    };
    let wave_text = |session: &mut Session, wave| {
        session
            .wave(wave)
            .ok()
            .map_or_else(|| format!("wave {wave}"), |w| w.to_string())
    };
    let (wave, reason) = match stop {
        StopEvent::Breakpoint { wave, .. } => (wave, None),
        StopEvent::Completed { .. }
        | StopEvent::ProcessExited { .. }
        | StopEvent::Terminated { .. }
        | StopEvent::WaveExited { .. }
        | StopEvent::Interrupted { wave: None, .. } => {
            return fail(
                2,
                format!("kernel {} completed without reaching {location}", p.kernel),
            )
        }
        StopEvent::Signal { wave, reason } => (wave, Some(reason.to_string())),
        StopEvent::Watchpoint { wave, .. } => (wave, Some("watchpoint".to_string())),
        StopEvent::Check { wave, findings } => (
            wave,
            Some(
                findings
                    .first()
                    .map_or_else(String::new, ToString::to_string),
            ),
        ),
        StopEvent::Interrupted {
            wave: Some(wave),
            limit,
        } => (
            wave,
            Some(if limit {
                "instruction limit reached".to_string()
            } else {
                "interrupted".to_string()
            }),
        ),
        StopEvent::Stepped { wave } => (wave, Some("stepped".to_string())),
        StopEvent::WatchpointScopeLeft { wave, .. } => {
            (wave, Some("a watchpoint's scope ended".to_string()))
        }
        StopEvent::RecordedEnd { wave } => (wave, Some("the recorded kernel ended".to_string())),
    };
    let pc = session.pc(wave).unwrap_or(0);
    if let Some(what) = reason {
        return fail(
            2,
            format!(
                "{} stopped at pc {pc:#x} before reaching {location}: {what}",
                wave_text(&mut session, wave)
            ),
        );
    }
    let wave_text = wave_text(&mut session, wave);
    let mut out = String::new();
    if args.backtrace {
        let report = match session.backtrace_report(args.lane) {
            Ok(r) => r,
            Err(e) => return fail(1, e.to_string()),
        };
        if args.json {
            let frames: Vec<Value> = report
                .frames
                .iter()
                .map(|f| {
                    let regs: serde_json::Map<String, Value> = f
                        .registers
                        .iter()
                        .map(|(n, v)| (n.clone(), json!(v.to_string())))
                        .collect();
                    json!({
                        "index": f.index,
                        "pc": format!("{:#x}", f.wave_pc),
                        "function": f.function,
                        "file": f.file,
                        "line": f.line,
                        "cfa": f.cfa.map(|c| json!({
                            "address_space": c.space.to_string(),
                            "address": format!("{:#x}", c.address),
                        })),
                        "method": f.method.name(),
                        "note": f.method.note(),
                        "registers": regs,
                    })
                })
                .collect();
            let v = json!({
                "status": "stopped",
                "wave": report.wave,
                "lane": args.lane,
                "frames": frames,
                "end": report.end.kind(),
                "end_message": report.end.to_string(),
            });
            out = format!("{}\n", serde_json::to_string(&v).unwrap_or_default());
        } else {
            out.push_str(&format!(
                "stopped: {wave_text} at pc {pc:#x} (breakpoint at {location})\n"
            ));
            out.push_str(&report.to_text());
        }
    } else if args.json {
        let v = json!({
            "status": "stopped",
            "wave": wave_text,
            "pc": format!("{pc:#x}"),
            "location": location,
        });
        out = format!("{}\n", serde_json::to_string(&v).unwrap_or_default());
    } else {
        out = format!("stopped: {wave_text} at pc {pc:#x} (breakpoint at {location})\n");
    }
    if let Err(e) = crate::emit(&out) {
        eprintln!("error: {e}");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

/// What source lookups of the dispatch's code need (its code object as loaded).
fn source_context<'a>(sim: &Simulator, bytes: &'a [u8]) -> crate::check::Context<'a> {
    let setup = sim.setup();
    crate::check::Context {
        code_object: bytes,
        load_base: sim.load_base(),
        wave_size: setup.wave_size,
        processor: sim.processor(),
        block: setup.block,
    }
}
