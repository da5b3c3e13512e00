//! `hdb conform`: DWARF producer conformance. Parses flags, reads inputs (paths, directories,
//! loaded-code-object URIs) and prints what the `conform` crate finds.

use std::io::{IsTerminal as _, Write as _};
use std::process::ExitCode;

use conform::baseline::Baseline;
use conform::report;
use conform::Severity;

/// Arguments of `hdb conform`.
#[derive(clap::Args)]
pub struct Args {
    /// Code objects (ELF, relocatable or linked), offload bundles, host binaries carrying
    /// bundles, loaded-code-object URIs, or directories (searched for `*.hsaco`, `*.o`,
    /// `*.bundle`, `*.out`, `*.obj`, `*.co`, `*.elf`, `*.so`; files without AMDGPU code are
    /// skipped with a note).
    inputs: Vec<String>,
    /// Only the code objects for this processor (`gfx942`), target ID or bundle entry ID.
    #[arg(long, alias = "mcpu")]
    target: Option<String>,
    /// Print one JSON document (versioned; docs/conform-json.md describes it).
    #[arg(long)]
    json: bool,
    /// Also write the findings as SARIF 2.1.0 to FILE.
    #[arg(long, value_name = "FILE")]
    sarif: Option<String>,
    /// List the rules (ids, severities, explanations, spec references) and exit.
    #[arg(long)]
    rules: bool,
    /// Suppressions: one `RULE [FILE-SUBSTRING [FUNCTION]] [file=S] [function=F]
    /// [variable=V] [die=0xOFF]` a line, `#` comments.
    #[arg(long, value_name = "FILE")]
    suppress: Option<String>,
    /// Compare with a baseline written by --write-baseline: only findings it does not list
    /// fail the run; entries no finding matches any more are reported as stale.
    #[arg(long, value_name = "FILE")]
    baseline: Option<String>,
    /// Write this run's findings (after suppressions) as a baseline to FILE; the run then
    /// accepts them (exit 0 unless an input could not be read).
    #[arg(long, value_name = "FILE")]
    write_baseline: Option<String>,
    /// Exit with status 3 when a finding is at or above this severity: error, warning, note.
    #[arg(long, value_name = "SEVERITY", default_value = "error")]
    fail_on: String,
    /// `cause`: one paragraph per producer-wide cause (rule, producer and the finding's shape
    /// without names, numbers and addresses) instead of one line per finding.
    #[arg(long, value_name = "cause")]
    group: Option<String>,
    /// Also report location coverage: for each unit, function and variable, the share of its
    /// scope covered by a location, in llvm-locstats' buckets, per producer and optimisation
    /// level.
    #[arg(long)]
    stats: bool,
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
    /// With --sim: the reference program (run with the same arguments); its dispatch N is the
    /// reference of the checked program's dispatch N.
    #[arg(long, value_name = "REF.json|PROGRAM")]
    against: Option<String>,
    /// With --launch: breakpoints at every Nth line-table row address only (default: every
    /// row).
    #[arg(long, value_name = "N", default_value_t = 1)]
    sample: u64,
    /// With --against: how the two runs are aligned, per work-item. `window` (the
    /// default): line entries paired as by `sequence` (same call depth first), and a value
    /// is right when it is the reference's at the paired entry (or written within that line
    /// entry), or for an unpaired stop next to the values at the pairs around it; one
    /// assignment early or late is run-value-shifted; `value`: each variable's sequence
    /// of distinct values against the reference's (blind to stale values); `sequence`: the
    /// longest common subsequence of the line entries, values compared at paired entries;
    /// `hit`: the n-th entry into a line in each.
    #[arg(
        long,
        value_name = "window|value|sequence|hit",
        default_value = "window"
    )]
    align: String,
    /// With --launch: at most this many stops (keeps big grids bounded).
    #[arg(long, value_name = "N", default_value_t = 2000)]
    max_stops: u64,
    /// With --launch: stop only at the sampled rows, not at every instruction; faster, but
    /// without the `run-value-unwritten` check (which needs to know what each instruction
    /// wrote).
    #[arg(long)]
    no_write_check: bool,
    /// Run-time checks on a HIP program's dispatches: the inputs are PROGRAM [ARGS…] (put
    /// `--` before arguments that start with `-`). The program runs with its kernels in the
    /// simulator, each dispatch recorded (as `hdb run --sim --record` does), and each
    /// recorded dispatch is checked as --launch checks a launch file; findings carry the
    /// dispatch's index.
    #[arg(long, conflicts_with = "launch")]
    sim: bool,
    /// With --against: exit with status 3 when the kernel's debug-experience score (0 to 1;
    /// docs/conform-json.md, `Score`) is below this.
    #[arg(long, value_name = "SCORE", requires = "against")]
    min_score: Option<f64>,
}

/// Runs `hdb conform`: status 0 clean, 1 bad input, 3 findings at or above `--fail-on`
/// (those not in a `--baseline`; 3 wins over 1 when both hold).
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
    let group = match args.group.as_deref() {
        None => false,
        Some("cause") => true,
        Some(other) => anyhow::bail!("--group {other}: expected cause"),
    };
    let suppressions = match &args.suppress {
        Some(p) => {
            let text =
                std::fs::read_to_string(p).map_err(|e| anyhow::anyhow!("{p}: cannot read: {e}"))?;
            report::parse_suppressions(&text, p).map_err(|e| anyhow::anyhow!("{p}: {e}"))?
        }
        None => Vec::new(),
    };
    let baseline = match &args.baseline {
        Some(p) => {
            let text =
                std::fs::read_to_string(p).map_err(|e| anyhow::anyhow!("{p}: cannot read: {e}"))?;
            Some(Baseline::parse(&text).map_err(|e| anyhow::anyhow!("{p}: {e}"))?)
        }
        None => None,
    };
    if args.against.is_some() && args.launch.is_none() && !args.sim {
        anyhow::bail!("--against needs --launch or --sim");
    }
    if args.sim {
        return sim(args, fail_on, &suppressions, baseline.as_ref(), group);
    }
    if let Some(launch) = &args.launch {
        return runtime(
            args,
            launch,
            fail_on,
            &suppressions,
            baseline.as_ref(),
            group,
        );
    }
    if args.inputs.is_empty() {
        anyhow::bail!("no input: give code objects or directories (or --launch, --rules)");
    }
    let inputs = conform::expand(&args.inputs)?;
    if inputs.is_empty() {
        anyhow::bail!("no code objects found in {}", args.inputs.join(" "));
    }
    let jobs = jobs_of(args);
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
    let options = conform::CheckOptions {
        target: args.target.clone(),
        coverage: args.stats,
    };
    let checked = conform::inputs::check_all_with(&inputs, &options, jobs, &read, &done);
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    let mut out = report::Output {
        group,
        coverage: args.stats.then(Vec::new),
        ..report::Output::default()
    };
    for c in checked {
        match c.result {
            Ok(r) => out.reports.extend(r),
            Err(conform::Error::NoAmdgpuCode { file, reason }) => {
                out.notifications.push(report::Notification {
                    message: format!("{file}: skipped: {reason}"),
                    file,
                    level: Severity::Note,
                    kind: report::NotificationKind::Skipped,
                })
            }
            Err(e) => {
                eprintln!("error: {e}");
                out.notifications.push(report::Notification {
                    file: c.input.clone(),
                    level: Severity::Error,
                    kind: report::NotificationKind::Unreadable,
                    message: e.to_string(),
                });
            }
        }
        if let Some(cov) = &mut out.coverage {
            cov.extend(c.coverage);
        }
    }
    if out.reports.is_empty()
        && out
            .notifications
            .iter()
            .all(|n| n.kind == report::NotificationKind::Skipped)
    {
        anyhow::bail!(
            "no AMDGPU code object in {} ({} input{} skipped: no AMDGPU code)",
            args.inputs.join(" "),
            out.notifications.len(),
            if out.notifications.len() == 1 {
                ""
            } else {
                "s"
            }
        );
    }
    let accepted = finish(args, &mut out, &suppressions, baseline.as_ref())?;
    emit_output(args, &out)?;
    let unreadable = out
        .notifications
        .iter()
        .any(|n| n.kind == report::NotificationKind::Unreadable);
    let code = if !accepted && report::fails(&out.reports, fail_on) {
        3
    } else if unreadable {
        1
    } else {
        0
    };
    // The process ends next: freeing tens of thousands of findings one by one is wasted time.
    std::mem::forget(out);
    Ok(code)
}

/// Fingerprints, suppresses, writes the baseline and compares with one; returns whether the
/// run accepts every finding (it wrote the baseline).
fn finish(
    args: &Args,
    out: &mut report::Output,
    suppressions: &[report::Suppression],
    baseline: Option<&Baseline>,
) -> anyhow::Result<bool> {
    // Only the baseline, JSON and SARIF show fingerprints.
    if args.json || args.sarif.is_some() || baseline.is_some() || args.write_baseline.is_some() {
        conform::baseline::fingerprint_all(&mut out.reports);
    }
    out.suppressed = report::suppress(&mut out.reports, suppressions);
    if let Some(b) = baseline {
        out.baseline = Some(conform::baseline::compare(&mut out.reports, b));
    }
    if let Some(path) = &args.write_baseline {
        std::fs::write(path, Baseline::of(&out.reports).to_json())
            .map_err(|e| anyhow::anyhow!("{path}: cannot write: {e}"))?;
        return Ok(true);
    }
    Ok(false)
}

/// Prints the text or JSON report and writes the SARIF file.
fn emit_output(args: &Args, out: &report::Output) -> anyhow::Result<()> {
    if args.json {
        crate::emit(&report::to_json(out))?;
    } else {
        // Streamed: a whole corpus's report is megabytes.
        let stdout = std::io::stdout().lock();
        let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout);
        let written = report::write_text(&mut w, out).and_then(|()| w.flush());
        match written {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => return Err(e.into()),
            _ => {}
        }
    }
    if let Some(path) = &args.sarif {
        std::fs::write(path, report::to_sarif(out))
            .map_err(|e| anyhow::anyhow!("{path}: cannot write: {e}"))?;
    }
    Ok(())
}

/// The alignment `--align` names.
fn align_of(args: &Args) -> anyhow::Result<conform::runtime::Align> {
    use conform::runtime::Align;
    Ok(match args.align.as_str() {
        "hit" => Align::Hit,
        "sequence" => Align::Sequence,
        "value" => Align::Value,
        "window" => Align::Window,
        other => anyhow::bail!("--align {other}: expected window, value, sequence or hit"),
    })
}

/// `--jobs`, or the number of CPUs.
fn jobs_of(args: &Args) -> usize {
    args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    })
}

/// The run options the flags give.
fn run_options(args: &Args) -> conform::runtime::RunOptions {
    conform::runtime::RunOptions {
        sample: args.sample,
        max_stops: args.max_stops,
        track_writes: !args.no_write_check,
        ..conform::runtime::RunOptions::default()
    }
}

/// What the run-time checks of one launch (and its reference) found.
struct Checked {
    reports: Vec<conform::FileReport>,
    /// The paragraphs the text report starts with.
    notes: String,
    score: Option<conform::score::Score>,
    /// The runs the report is made of (the checked one, then the reference).
    runs: Vec<conform::runtime::Run>,
}

/// Runs the launch file `launch` (and `against`, its reference) and checks them.
fn check_launch(
    launch: &str,
    against: Option<&str>,
    options: &conform::runtime::RunOptions,
    align: conform::runtime::Align,
    jobs: usize,
    names: Option<(&str, &str)>,
) -> anyhow::Result<Checked> {
    use conform::runtime::{check_run, observe, RunOptions};
    let load = |path: &str, options: &RunOptions| -> anyhow::Result<conform::runtime::Run> {
        let l = crate::launch::simulator_launch(&crate::launch::LaunchArgs::from_file(path.into()))
            .map_err(|e| anyhow::anyhow!("{path}: {e:#}"))?;
        Ok(observe(l, options)?)
    };
    // The reference is ground truth for values only: it runs without the per-instruction
    // stops (check it on its own with --launch for run-value-unwritten), and keeps the
    // values written within a line entry (several assignments on one line).
    let reference_options = RunOptions {
        track_writes: false,
        line_writes: true,
        ..*options
    };
    // The two runs share nothing: with a second job the reference runs beside the checked
    // run. A failure of the checked run is reported first.
    let (run, reference) = match against {
        Some(path) => {
            let (reference, run) = conform::runtime::join(
                jobs,
                || load(path, &reference_options),
                || load(launch, options),
            );
            (run, reference.map(Some))
        }
        None => (load(launch, options), Ok(None)),
    };
    let mut run = run?;
    let mut reference = reference?;
    // The names a report gives the runs, when the code objects are files of the moment (a
    // program's recorded dispatches).
    if let Some((checked, against)) = names {
        run.code_object = checked.to_string();
        if let Some(r) = &mut reference {
            r.code_object = against.to_string();
        }
    }
    if let Some(r) = &reference {
        conform::runtime::withdraw_contradicted(&mut run, r);
    }
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
    let mut score = None;
    if let Some(r) = &reference {
        notes.push_str(&format!(
            "{} (reference): {} stops, {} lane observations, ended: {}\n",
            r.code_object,
            r.stops,
            r.observations.len(),
            r.ended
        ));
        let (mut c, stats) = conform::runtime::compare_detailed_jobs(&run, r, align, jobs);
        notes.push_str(&conform::runtime::compare_note(&stats));
        score = Some(conform::score::score(
            &stats.tally,
            &conform::score::Penalties::default(),
        ));
        reports[0]
            .findings
            .extend(conform::runtime::compare_outputs(&run, r));
        reports[0].findings.append(&mut c.findings);
        // The reference is checked on its own too: its evaluation errors and bad reads are
        // findings about it.
        reports.push(check_run(r));
    }
    Ok(Checked {
        reports,
        notes,
        score,
        runs: std::iter::once(run).chain(reference).collect(),
    })
}

/// Prints the report of run-time checks and says how the run ends: 3 for findings at or
/// above `fail_on` (not in the baseline) or a score below `--min-score`, else 0.
fn finish_runtime(
    args: &Args,
    checked: Checked,
    fail_on: Severity,
    suppressions: &[report::Suppression],
    baseline: Option<&Baseline>,
    group: bool,
) -> anyhow::Result<u8> {
    let below_min_score = match (args.min_score, &checked.score) {
        (Some(min), Some(s)) => s.kernel.score < min,
        _ => false,
    };
    let mut out = report::Output {
        reports: checked.reports,
        group,
        score: checked.score,
        ..report::Output::default()
    };
    let accepted = finish(args, &mut out, suppressions, baseline)?;
    if !args.json {
        crate::emit(&checked.notes)?;
    }
    emit_output(args, &out)?;
    Ok(
        if below_min_score || (!accepted && report::fails(&out.reports, fail_on)) {
            3
        } else {
            0
        },
    )
}

/// `--launch` (and `--against`): the run-time checks.
fn runtime(
    args: &Args,
    launch: &str,
    fail_on: Severity,
    suppressions: &[report::Suppression],
    baseline: Option<&Baseline>,
    group: bool,
) -> anyhow::Result<u8> {
    let mut checked = check_launch(
        launch,
        args.against.as_deref(),
        &run_options(args),
        align_of(args)?,
        jobs_of(args),
        None,
    )?;
    // The process ends after this report: handing a long run's observations (millions of
    // small strings) back to the allocator one by one would take a tenth of its time.
    std::mem::forget(std::mem::take(&mut checked.runs));
    finish_runtime(args, checked, fail_on, suppressions, baseline, group)
}

/// A folder for one program's recorded dispatches, removed when dropped.
struct RecordFolder(std::path::PathBuf);

impl Drop for RecordFolder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `program` with `program_args` as `hdb run --sim --record` does (its output goes to
/// stderr, so that stdout stays the report) and returns the recorded launch files in
/// dispatch order, with each one's kernel.
fn record(
    program: &str,
    program_args: &[String],
    which: &str,
) -> anyhow::Result<(RecordFolder, Vec<(String, String)>)> {
    use std::os::fd::AsFd as _;
    let folder = RecordFolder(
        std::env::temp_dir().join(format!("hdb-conform-{}-{which}", std::process::id())),
    );
    let _ = std::fs::remove_dir_all(&folder.0);
    let exe = std::env::current_exe().map_err(|e| anyhow::anyhow!("cannot find hdb: {e}"))?;
    let stderr = std::io::stderr().as_fd().try_clone_to_owned()?;
    let status = std::process::Command::new(exe)
        .args(["run", "--sim", "--record"])
        .arg(&folder.0)
        .arg(program)
        .args(program_args)
        .stdout(std::process::Stdio::from(stderr))
        .status()
        .map_err(|e| anyhow::anyhow!("{program}: cannot run: {e}"))?;
    if !status.success() {
        eprintln!("hdb: {program} exited with {status}; its recorded dispatches are checked");
    }
    let mut files: Vec<std::path::PathBuf> = match std::fs::read_dir(&folder.0) {
        Ok(d) => d
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect(),
        Err(_) => Vec::new(),
    };
    // Named NNNN-KERNEL.json by dispatch id.
    files.sort();
    let mut out = Vec::with_capacity(files.len());
    for f in files {
        let text = std::fs::read_to_string(&f)
            .map_err(|e| anyhow::anyhow!("{}: cannot read: {e}", f.display()))?;
        let kernel = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| v["kernel"].as_str().map(str::to_string))
            .ok_or_else(|| anyhow::anyhow!("{}: a launch file without a kernel", f.display()))?;
        out.push((f.display().to_string(), kernel));
    }
    Ok((folder, out))
}

/// `--sim PROGRAM [ARGS]` (and `--against PROGRAM2`): the run-time checks of each dispatch.
fn sim(
    args: &Args,
    fail_on: Severity,
    suppressions: &[report::Suppression],
    baseline: Option<&Baseline>,
    group: bool,
) -> anyhow::Result<u8> {
    let Some((program, program_args)) = args.inputs.split_first() else {
        anyhow::bail!("--sim: give the program to run (and its arguments)");
    };
    let (options, align, jobs) = (run_options(args), align_of(args)?, jobs_of(args));
    // The recorded code objects are removed when the check ends: the report names the
    // programs.
    let names = Some((
        program.as_str(),
        args.against.as_deref().unwrap_or(program.as_str()),
    ));
    let (_folder, dispatches) = record(program, program_args, "checked")?;
    if dispatches.is_empty() {
        anyhow::bail!("{program}: no kernel dispatch to check (the program launched none)");
    }
    let reference = match &args.against {
        Some(p) => Some(record(p, program_args, "reference")?),
        None => None,
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let b = indicatif::ProgressBar::with_draw_target(
            Some(dispatches.len() as u64),
            indicatif::ProgressDrawTarget::stderr(),
        );
        b.set_message("dispatches");
        b
    });
    let mut all = Checked {
        reports: Vec::new(),
        notes: String::new(),
        score: None,
        runs: Vec::new(),
    };
    if let Some((_, r)) = &reference {
        if r.len() != dispatches.len() {
            all.notes.push_str(&format!(
                "{program} made {} dispatches and the reference {}: dispatches past {} are checked on their own\n",
                dispatches.len(),
                r.len(),
                r.len().min(dispatches.len())
            ));
        }
    }
    for (i, (launch, kernel)) in dispatches.iter().enumerate() {
        let against = match reference.as_ref().and_then(|(_, r)| r.get(i)) {
            Some((path, k)) if k == kernel => Some(path.as_str()),
            Some((_, k)) => {
                all.notes.push_str(&format!(
                    "dispatch {i}: kernel {kernel}, the reference's dispatch {i} runs {k}: not compared\n"
                ));
                None
            }
            None => None,
        };
        let checked = check_launch(launch, against, &options, align, jobs, names)?;
        all.notes
            .push_str(&format!("dispatch {i} ({kernel}):\n{}", checked.notes));
        for mut r in checked.reports {
            for f in &mut r.findings {
                f.dispatch = Some(i);
            }
            all.reports.push(r);
        }
        // The lowest score of the dispatches is the program's.
        if let Some(s) = checked.score {
            if all
                .score
                .as_ref()
                .is_none_or(|a| s.kernel.score < a.kernel.score)
            {
                all.score = Some(s);
            }
        }
        if let Some(b) = &bar {
            b.inc(1);
        }
    }
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    finish_runtime(args, all, fail_on, suppressions, baseline, group)
}
