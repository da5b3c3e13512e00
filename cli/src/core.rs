//! `hdb core`: open an AMDGPU core file (split or unified) in a read-only debugging session,
//! or merge a host core and a GPU core into a unified one (`hdb core merge`).
//!
//! The session is `hdb debug`'s (same engine, same commands and output, `--batch`, `--ex`,
//! `--command`, `--json`); commands that would run or change the program say the target is
//! a core file.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use amdgpu::target::{StopReason, WaveId};
use anyhow::{Context as _, Result};
use clap::ArgMatches;
use debugger::engine::{lane_list, CoreOpen, VariableKind};
use debugger::format::{format_inner, to_json, FormatOptions};
use debugger::{Interpreter, Session};
use serde_json::{json, Value};

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
    /// Print a triage report and end: the dispatches and their kernel arguments, the waves
    /// that stopped for their own reasons grouped by reason and PC (lanes, source line), and
    /// where the core opens. With --json, one JSON object.
    #[arg(long)]
    summary: bool,
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
        // The failing command already said why.
        Err(err) if err.is::<crate::debug::BatchFailed>() => ExitCode::FAILURE,
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
    if args.summary {
        if args.session.scripted() {
            anyhow::bail!(
                "--summary prints its report and ends: give no --ex, --command or --batch with it"
            );
        }
        let report = summary(session.into_engine(), file)?;
        if args.session.json() {
            println!("{}", serde_json::to_string(&report.json)?);
        } else {
            print!("{}", report.text);
        }
        return Ok(());
    }
    crate::debug::drive_session(session, &args.session, matches)
}

/// `hdb core --summary`: the report as text and as JSON.
struct Summary {
    text: String,
    json: Value,
}

/// Waves of one row of the report: the same stop reason at the same PC.
struct StopGroup {
    reason: StopReason,
    pc: u64,
    waves: Vec<WaveId>,
    lanes: Vec<u32>,
}

/// Waves named one by one in a row before the rest are counted.
const LISTED_WAVES: usize = 8;
/// Rows of stops before the rest are counted.
const LISTED_GROUPS: usize = 12;

fn summary(mut s: Session, path: &Path) -> Result<Summary> {
    let t = s.target_mut().context("the core has no target")?;
    let agents = t.agents();
    let dispatches = t.dispatches();
    let waves = t.waves();
    let focus = s.focus();
    // Own stops, grouped by reason and PC in wave order.
    let mut groups: Vec<StopGroup> = Vec::new();
    for w in &waves {
        let Some(r) = w
            .stop_reason
            .clone()
            .filter(|r| *r != StopReason::Requested)
        else {
            continue;
        };
        let lanes = s.active_lanes(w.id);
        match groups.iter_mut().find(|g| g.reason == r && g.pc == w.pc) {
            Some(g) => {
                g.waves.push(w.id);
                for l in lanes {
                    if !g.lanes.contains(&l) {
                        g.lanes.push(l);
                    }
                }
            }
            None => groups.push(StopGroup {
                reason: r,
                pc: w.pc,
                waves: vec![w.id],
                lanes,
            }),
        }
    }
    for g in &mut groups {
        g.lanes.sort_unstable();
    }
    let other = waves
        .iter()
        .filter(|w| matches!(w.stop_reason, None | Some(StopReason::Requested)))
        .count();
    let processors: Vec<String> = agents.iter().map(|a| a.processor.clone()).collect();
    let mut text = format!(
        "Core file {}: {} ({} agent(s)), {} dispatch(es), {} wave(s).\n",
        path.display(),
        processors.join(", "),
        agents.len(),
        dispatches.len(),
        waves.len()
    );
    // Each dispatch's kernel and its arguments, read in the outermost frame of one of its
    // waves.
    let mut dispatch_json = Vec::new();
    for d in &dispatches {
        let kernel = d.kernel.clone().unwrap_or_else(|| "?".into());
        let _ = writeln!(
            text,
            "Dispatch {} ({d}): kernel {kernel}, grid [{},{},{}], work-group [{},{},{}]",
            d.id.0, d.grid[0], d.grid[1], d.grid[2], d.group[0], d.group[1], d.group[2]
        );
        let args = match waves.iter().find(|w| w.dispatch == d.id) {
            Some(w) => kernel_arguments(&mut s, w.id),
            None => Vec::new(),
        };
        if !args.is_empty() {
            let shown: Vec<String> = args.iter().map(|a| format!("{}={}", a.0, a.1)).collect();
            let _ = writeln!(text, "  arguments: {}", shown.join(", "));
        }
        dispatch_json.push(json!({
            "id": d.id.0,
            "target_id": d.to_string(),
            "kernel": d.kernel,
            "grid": d.grid,
            "work_group": d.group,
            "arguments": args.iter().map(|(n, _, v)| json!({"name": n, "value": v})).collect::<Vec<_>>(),
        }));
    }
    if groups.is_empty() {
        text.push_str("No wave stopped for its own reason.\n");
    } else {
        let own: usize = groups.iter().map(|g| g.waves.len()).sum();
        let _ = writeln!(text, "Stops ({own} wave(s) stopped for their own reasons):");
    }
    let mut stop_json = Vec::new();
    for (i, g) in groups.iter().enumerate() {
        let signal = g.reason.signal().name;
        let place = location(&mut s, g.waves[0]);
        if i < LISTED_GROUPS {
            let mut ids: Vec<String> = g
                .waves
                .iter()
                .take(LISTED_WAVES)
                .map(|w| w.to_string())
                .collect();
            if g.waves.len() > LISTED_WAVES {
                ids.push(format!("… {} more", g.waves.len() - LISTED_WAVES));
            }
            let _ = writeln!(
                text,
                "  {signal} {} — {} wave(s) [{}] lanes {} at {:#x}{}",
                g.reason,
                g.waves.len(),
                ids.join(" "),
                lane_list(&g.lanes),
                g.pc,
                place
                    .as_ref()
                    .map_or(String::new(), |p| format!(" {}", p.text)),
            );
        }
        stop_json.push(json!({
            "signal": signal,
            "reason": g.reason.to_string(),
            "reason_token": g.reason.token(),
            "pc": format!("{:#x}", g.pc),
            "waves": g.waves.iter().map(|w| w.0).collect::<Vec<_>>(),
            "lanes": g.lanes,
            "function": place.as_ref().and_then(|p| p.function.clone()),
            "file": place.as_ref().and_then(|p| p.file.clone()),
            "line": place.as_ref().and_then(|p| p.line),
        }));
    }
    if groups.len() > LISTED_GROUPS {
        let _ = writeln!(
            text,
            "  … and {} more (reason, PC) groups",
            groups.len() - LISTED_GROUPS
        );
    }
    if other > 0 {
        let _ = writeln!(text, "Other waves: {other} stopped because others did.");
    }
    if let Some(f) = focus {
        let _ = writeln!(text, "Opens at thread {}, lane {}.", f.wave, f.lane);
    }
    let json = json!({
        "core": path.display().to_string(),
        "processors": processors,
        "dispatches": dispatch_json,
        "waves": waves.len(),
        "stops": stop_json,
        "other_waves": other,
        "focus": focus.map(|f| json!({"wave": f.wave.0, "lane": f.lane})),
    });
    Ok(Summary { text, json })
}

/// A PC's function and source line, from frame 0 of a wave.
struct Place {
    text: String,
    function: Option<String>,
    file: Option<String>,
    line: Option<u32>,
}

fn location(s: &mut Session, wave: WaveId) -> Option<Place> {
    s.set_focus(wave, 0);
    let frame = s.frame(0).ok()?;
    let function = frame.function.clone();
    let (file, line) = match frame.line {
        Some((file, line)) => (Some(file), Some(line)),
        None => (None, None),
    };
    let text = match (&function, &file, line) {
        (Some(func), Some(file), Some(line)) => format!("in {func} at {file}:{line}"),
        (Some(func), _, _) => format!("in {func}"),
        _ => return None,
    };
    Some(Place {
        text,
        function,
        file,
        line,
    })
}

/// The kernel's arguments as `(name, text, JSON value)`, from the outermost frame of `wave`
/// as its first active lane sees them.
fn kernel_arguments(s: &mut Session, wave: WaveId) -> Vec<(String, String, Value)> {
    let lane = s.active_lanes(wave).first().copied().unwrap_or(0);
    s.set_focus(wave, lane);
    let Some(outermost) = s.frames().ok().and_then(|f| f.last()).map(|f| f.index) else {
        return Vec::new();
    };
    let Ok(vars) = s.variables(outermost, lane, VariableKind::Arguments) else {
        return Vec::new();
    };
    let opts = FormatOptions::default();
    vars.into_iter()
        .map(|v| match v.value {
            Ok(value) => (v.name, format_inner(&value, &opts), to_json(&value, &opts)),
            Err(e) => (
                v.name,
                format!("<error: {e}>"),
                json!({"error": e.to_string()}),
            ),
        })
        .collect()
}
