//! `hdb conform`: DWARF producer conformance. Parses flags, reads inputs (paths, directories,
//! loaded-code-object URIs) and prints what the `conform` crate finds.

use std::io::{IsTerminal as _, Write as _};
use std::process::ExitCode;

use conform::report;
use conform::Severity;

/// Arguments of `hdb conform`.
#[derive(clap::Args)]
pub struct Args {
    /// Code objects (ELF, relocatable or linked), offload bundles, host binaries carrying
    /// bundles, loaded-code-object URIs, or directories (searched for `*.hsaco`, `*.o`,
    /// `*.bundle`, `*.out`, `*.obj`, `*.co`, `*.elf`, `*.so`).
    inputs: Vec<String>,
    /// Only the code objects for this processor (`gfx942`), target ID or bundle entry ID.
    #[arg(long, alias = "mcpu")]
    target: Option<String>,
    /// Print one JSON document: `{"files": [...], "summary": {rule: count}}`.
    #[arg(long)]
    json: bool,
    /// Also write the findings as SARIF 2.1.0 to FILE.
    #[arg(long, value_name = "FILE")]
    sarif: Option<String>,
    /// List the rules (ids, severities, explanations, spec references) and exit.
    #[arg(long)]
    rules: bool,
    /// Suppressions: one `RULE [FILE-SUBSTRING [FUNCTION]]` a line, `#` comments.
    #[arg(long, value_name = "FILE")]
    suppress: Option<String>,
    /// Exit with status 3 when a finding is at or above this severity: error, warning, note.
    #[arg(long, value_name = "SEVERITY", default_value = "error")]
    fail_on: String,
    /// Check this many inputs at once (default: the number of CPUs).
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<usize>,
    /// Run-time checks: run the kernel of this launch file (as `hdb run --launch`) in the
    /// simulator, stop at line-table rows and evaluate every variable in scope for every
    /// active lane.
    #[arg(long, value_name = "LAUNCH.json")]
    launch: Option<String>,
    /// With --launch: a reference launch (same source and inputs built another way, e.g.
    /// -O0) whose values are the ground truth at corresponding line entries of each work-item.
    #[arg(long, value_name = "REF.json", requires = "launch")]
    against: Option<String>,
    /// With --launch: breakpoints at every Nth line-table row address only (default: every
    /// row).
    #[arg(long, value_name = "N", default_value_t = 1)]
    sample: u64,
    /// With --against: pair the two runs' stops by `sequence` (the longest common
    /// subsequence of each work-item's line entries; keeps rotated -O2 loops in step) or by
    /// `hit` (the n-th entry into a line in each, per work-item).
    #[arg(long, value_name = "sequence|hit", default_value = "sequence")]
    align: String,
    /// With --launch: at most this many stops (keeps big grids bounded).
    #[arg(long, value_name = "N", default_value_t = 2000)]
    max_stops: u64,
    /// With --launch: stop only at the sampled rows, not at every instruction; faster, but
    /// without the `run-value-unwritten` check (which needs to know what each instruction
    /// wrote).
    #[arg(long, requires = "launch")]
    no_write_check: bool,
}

/// Runs `hdb conform`: status 0 clean, 1 bad input, 3 findings at or above `--fail-on`.
pub fn main(args: &Args) -> ExitCode {
    match run(args) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(1)
        }
    }
}

fn run(args: &Args) -> anyhow::Result<u8> {
    if args.rules {
        crate::emit(&if args.json {
            report::rules_json()
        } else {
            report::rules_text()
        })?;
        return Ok(0);
    }
    let fail_on: Severity = args
        .fail_on
        .parse()
        .map_err(|e: String| anyhow::anyhow!("--fail-on: {e}"))?;
    let suppressions = match &args.suppress {
        Some(p) => {
            let text =
                std::fs::read_to_string(p).map_err(|e| anyhow::anyhow!("{p}: cannot read: {e}"))?;
            report::parse_suppressions(&text).map_err(|e| anyhow::anyhow!("{p}: {e}"))?
        }
        None => Vec::new(),
    };
    if let Some(launch) = &args.launch {
        return runtime(args, launch, fail_on, &suppressions);
    }
    if args.inputs.is_empty() {
        anyhow::bail!("no input: give code objects or directories (or --launch, --rules)");
    }
    let inputs = conform::expand(&args.inputs)?;
    if inputs.is_empty() {
        anyhow::bail!("no code objects found in {}", args.inputs.join(" "));
    }
    let jobs = args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let bar = (std::io::stderr().is_terminal() && inputs.len() > 1).then(|| {
        let b = indicatif::ProgressBar::with_draw_target(
            Some(inputs.len() as u64),
            indicatif::ProgressDrawTarget::stderr(),
        );
        b.set_message("files");
        b
    });
    let read = |input: &str, buffer: &mut Vec<u8>| -> Result<(), conform::Error> {
        if !input.starts_with("file://") && !input.starts_with("memory://") {
            return conform::inputs::read_file(input, buffer);
        }
        let i = crate::input::read(input).map_err(|e| conform::Error::CodeObject {
            file: input.to_string(),
            reason: format!("{e:#}"),
        })?;
        buffer.extend_from_slice(&i.bytes);
        Ok(())
    };
    let done = |_: &conform::CheckedInput| {
        if let Some(b) = &bar {
            b.inc(1);
        }
    };
    let checked =
        conform::inputs::check_all_for(&inputs, args.target.as_deref(), jobs, &read, &done);
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    let mut bad_input = false;
    let mut reports = Vec::new();
    for c in checked {
        match c.result {
            Ok(r) => reports.extend(r),
            Err(e) => {
                eprintln!("error: {e}");
                bad_input = true;
            }
        }
    }
    let suppressed = report::suppress(&mut reports, &suppressions);
    if args.json {
        crate::emit(&report::to_json(&reports))?;
    } else {
        // Streamed: a whole corpus's report is megabytes.
        let stdout = std::io::stdout().lock();
        let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout);
        let written = report::write_text(&mut w, &reports).and_then(|()| {
            if suppressed > 0 {
                writeln!(w, "({suppressed} findings suppressed)")?;
            }
            w.flush()
        });
        match written {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => return Err(e.into()),
            _ => {}
        }
    }
    if let Some(path) = &args.sarif {
        std::fs::write(path, report::to_sarif(&reports))
            .map_err(|e| anyhow::anyhow!("{path}: cannot write: {e}"))?;
    }
    let code = if bad_input {
        1
    } else if report::fails(&reports, fail_on) {
        3
    } else {
        0
    };
    // The process ends next: freeing tens of thousands of findings one by one is wasted time.
    std::mem::forget(reports);
    Ok(code)
}

/// `--launch` (and `--against`): the run-time checks.
fn runtime(
    args: &Args,
    launch: &str,
    fail_on: Severity,
    suppressions: &[report::Suppression],
) -> anyhow::Result<u8> {
    use conform::runtime::{check_run, observe, Align, RunOptions};
    let align = match args.align.as_str() {
        "hit" => Align::Hit,
        "sequence" => Align::Sequence,
        other => anyhow::bail!("--align {other}: expected hit or sequence"),
    };
    let options = RunOptions {
        sample: args.sample,
        max_stops: args.max_stops,
        track_writes: !args.no_write_check,
        ..RunOptions::default()
    };
    let load = |path: &str, options: &RunOptions| -> anyhow::Result<conform::runtime::Run> {
        let l = crate::launch::simulator_launch(&crate::launch::LaunchArgs::from_file(path.into()))
            .map_err(|e| anyhow::anyhow!("{path}: {e:#}"))?;
        Ok(observe(l, options)?)
    };
    let run = load(launch, &options)?;
    let mut reports = vec![check_run(&run)];
    let mut notes = format!(
        "{}: {} stops, {} lane observations, ended: {}\n",
        run.code_object,
        run.stops,
        run.observations.len(),
        run.ended
    );
    if options.track_writes {
        notes.push_str(&conform::runtime::write_check_note(&run));
    }
    if let Some(reference) = &args.against {
        // The reference is ground truth for values only: it runs without the per-instruction
        // stops (check it on its own with --launch for run-value-unwritten).
        let r = load(
            reference,
            &RunOptions {
                track_writes: false,
                ..options
            },
        )?;
        notes.push_str(&format!(
            "{} (reference): {} stops, {} lane observations, ended: {}\n",
            r.code_object,
            r.stops,
            r.observations.len(),
            r.ended
        ));
        let (mut c, stats) = conform::runtime::compare_detailed(&run, &r, align);
        notes.push_str(&conform::runtime::compare_note(&stats));
        reports[0]
            .findings
            .extend(conform::runtime::compare_outputs(&run, &r));
        reports[0].findings.append(&mut c.findings);
        // The reference is checked on its own too: its evaluation errors and bad reads are
        // findings about it.
        reports.push(check_run(&r));
    }
    let suppressed = report::suppress(&mut reports, suppressions);
    if args.json {
        crate::emit(&report::to_json(&reports))?;
    } else {
        crate::emit(&notes)?;
        crate::emit(&report::to_text(&reports))?;
        if suppressed > 0 {
            crate::emit(&format!("({suppressed} findings suppressed)\n"))?;
        }
    }
    if let Some(path) = &args.sarif {
        std::fs::write(path, report::to_sarif(&reports))
            .map_err(|e| anyhow::anyhow!("{path}: cannot write: {e}"))?;
    }
    Ok(if report::fails(&reports, fail_on) {
        3
    } else {
        0
    })
}
