//! Run-time value checks: the kernel runs in the simulator through the `debugger` engine
//! (a [`Session`], the same one `hdb debug` drives), stops at line-table rows, and every
//! variable in scope is evaluated for every lane the stop reports. A second run of a
//! reference build is the ground truth at the same (line, hit count, work-item).

use std::collections::{BTreeMap, HashMap};

use debugger::{Session, SimulatorLaunch};
use serde_json::Value as Json;

use crate::{Error, FileReport, Finding};

/// How much to run.
#[derive(Debug, Clone, Copy)]
pub struct RunOptions {
    /// Stop at every `sample`-th line-table row address only (1: every row).
    pub sample: u64,
    /// Stops at most.
    pub max_stops: u64,
    /// Wave-instructions at most (kernels that never end).
    pub max_instructions: u64,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            sample: 1,
            max_stops: 2000,
            max_instructions: 50_000_000,
        }
    }
}

/// One work-item's variables at one stop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observation {
    /// The source line.
    pub line: u64,
    /// How many times this work-item has entered this line so far (1 for the first).
    pub hit: u32,
    /// The work-group id.
    pub group: [u32; 3],
    /// The work-item's flat id in its group (wave index × wave size + lane).
    pub local: u32,
    /// The program counter (ELF address).
    pub pc: u64,
    /// The function.
    pub function: Option<String>,
    /// Each variable's formatted value, or why it could not be read.
    pub values: Vec<(String, Result<String, String>)>,
}

/// What a run saw.
#[derive(Debug, Clone)]
pub struct Run {
    /// The code object.
    pub code_object: String,
    /// The observations, in stop order.
    pub observations: Vec<Observation>,
    /// Breakpoint stops.
    pub stops: u64,
    /// How the run ended (the last command's stop reason or message).
    pub ended: String,
}

fn launch_error(what: &str, e: impl std::fmt::Display) -> Error {
    Error::Launch(format!("{what}: {e}"))
}

/// Runs `launch`, stopping at line-table rows, and reads every variable for every stopped
/// lane.
pub fn observe(launch: SimulatorLaunch, options: &RunOptions) -> Result<Run, Error> {
    let code_object = launch.code_object.display().to_string();
    let mut session = Session::simulator(launch).map_err(|e| launch_error(&code_object, e))?;
    session.set_instruction_limit(Some(options.max_instructions));
    let (base, rows) = {
        let m = session
            .modules()
            .first()
            .ok_or_else(|| launch_error(&code_object, "no code object loaded"))?;
        let info = m.debug_info().map_err(|e| launch_error(&code_object, e))?;
        let mut rows: Vec<u64> = (0..info.units().len())
            .flat_map(|u| info.line_rows(u).iter())
            .filter(|r| r.is_stmt && !r.end_sequence)
            .map(|r| r.address)
            .collect();
        rows.sort_unstable();
        rows.dedup();
        (m.load_base, rows)
    };
    if rows.is_empty() {
        return Err(launch_error(&code_object, "no line-table rows to stop at"));
    }
    let step = options.sample.max(1) as usize;
    for a in rows.iter().step_by(step) {
        let out = session.execute(&format!("break *{:#x}", a + base));
        if !out.ok {
            return Err(launch_error(&code_object, out.text.trim()));
        }
    }
    let mut run = Run {
        code_object: code_object.clone(),
        observations: Vec::new(),
        stops: 0,
        ended: String::new(),
    };
    let mut hits: HashMap<(u64, [u32; 3], u32), u32> = HashMap::new();
    let mut last_line: HashMap<([u32; 3], u32), u64> = HashMap::new();
    let mut out = session.execute("run");
    loop {
        let stop = out.fields.get("stop").cloned().unwrap_or(Json::Null);
        if stop["reason"] != "breakpoint" {
            run.ended = match stop["reason"].as_str() {
                Some(r) => r.to_string(),
                None => out.text.trim().lines().last().unwrap_or("").to_string(),
            };
            break;
        }
        run.stops += 1;
        let (Some(focus), Some(target)) = (session.focus(), session.target()) else {
            run.ended = "no focus at a breakpoint".into();
            break;
        };
        let wave = target
            .wave(focus.wave)
            .map_err(|e| launch_error(&code_object, e))?;
        let size = wave.wave_size.lanes();
        let line = stop["frame"]["line"].as_u64().unwrap_or(0);
        let pc = stop["pc"]
            .as_str()
            .and_then(|p| u64::from_str_radix(p.trim_start_matches("0x"), 16).ok())
            .map_or(0, |p| p.saturating_sub(base));
        let function = stop["frame"]["function"].as_str().map(str::to_string);
        let lanes: Vec<u32> = stop["lanes"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|l| l.as_u64())
                    .map(|l| l as u32)
                    .collect()
            })
            .unwrap_or_default();
        for lane in lanes {
            let local = wave.wave_in_group * size + lane;
            // A hit is an entry into the line: further rows of the same line in a row (an
            // optimised build interleaves several) are the same hit, compared at its first.
            let last = last_line.insert((wave.group, local), line);
            if last == Some(line) {
                continue;
            }
            let hit = hits.entry((line, wave.group, local)).or_insert(0);
            *hit += 1;
            let values = session
                .lane_values(lane)
                .map_err(|e| launch_error(&code_object, e.0))?;
            run.observations.push(Observation {
                line,
                hit: *hit,
                group: wave.group,
                local,
                pc,
                function: function.clone(),
                values,
            });
        }
        if run.stops >= options.max_stops {
            run.ended = format!("stopped after {} stops (--max-stops)", run.stops);
            break;
        }
        out = session.execute("continue");
    }
    Ok(run)
}

fn work_item(o: &Observation) -> String {
    format!(
        "work-group ({},{},{}) work-item {}",
        o.group[0], o.group[1], o.group[2], o.local
    )
}

fn finding(rule: &'static str, o: &Observation, variable: &str, message: String) -> Finding {
    let mut f = Finding::new(rule, message);
    f.function = o.function.clone();
    f.variable = Some(variable.to_string());
    f.pc = Some(o.pc);
    f
}

/// Whether a formatted value says the variable has no value here.
fn optimized_out(v: &str) -> bool {
    v.contains("<optimized out>") || v.contains("<unavailable>")
}

/// Findings of one run on its own: variables that cannot be evaluated or read. One finding
/// per (variable, PC), with the first work-item and the number of lanes affected.
pub fn check_run(run: &Run) -> FileReport {
    let mut first: BTreeMap<(String, u64, &'static str), (usize, usize, String)> = BTreeMap::new();
    for (i, o) in run.observations.iter().enumerate() {
        for (name, v) in &o.values {
            // The engine reports a read that failed either as an error or, as gdb prints
            // it, as a value `<error: …>`.
            let e = match v {
                Err(e) => e.as_str(),
                Ok(v) => match v.strip_prefix("<error: ").and_then(|r| r.strip_suffix('>')) {
                    Some(e) => e,
                    None => continue,
                },
            };
            let e = e.to_string();
            let rule = if e.starts_with("Cannot access memory") {
                "run-bad-read"
            } else {
                "run-eval-error"
            };
            let entry = first
                .entry((name.clone(), o.pc, rule))
                .or_insert((i, 0, e.clone()));
            entry.1 += 1;
        }
    }
    let findings = first
        .into_iter()
        .map(|((name, _, rule), (i, n, e))| {
            let o = &run.observations[i];
            finding(
                rule,
                o,
                &name,
                format!(
                    "line {}, {}: {e} ({n} lane stop{})",
                    o.line,
                    work_item(o),
                    if n == 1 { "" } else { "s" }
                ),
            )
        })
        .collect();
    FileReport {
        file: run.code_object.clone(),
        producer: None,
        findings,
    }
}

/// Whether two formatted values agree: equal text, or floating-point numbers within a
/// relative 1e-6 (an optimised build contracts `a * b + c` into one rounding).
fn same_value(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    match (a.parse::<f64>(), b.parse::<f64>()) {
        (Ok(x), Ok(y))
            if x.is_finite() && y.is_finite() && (a.contains('.') || b.contains('.')) =>
        {
            (x - y).abs() <= 1e-6 * x.abs().max(y.abs())
        }
        _ => false,
    }
}

/// How [`compare_with`] pairs the stops of two runs, work-item by work-item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Align {
    /// The same (line, hit count): the n-th entry into a line in one run with the n-th in
    /// the other (the definition).
    #[default]
    Hit,
    /// The longest common subsequence of the two runs' line-entry sequences: entries are
    /// paired in order where the lines agree, so a rotated loop (an -O2 loop that enters its
    /// condition's line a different number of times per iteration) stays in step.
    Sequence,
}

/// [`compare_with`] by (line, hit count).
pub fn compare(checked: &Run, reference: &Run) -> FileReport {
    compare_with(checked, reference, Align::Hit)
}

/// Pairs of (checked, reference) observation indices whose line-entry sequences align,
/// per work-item (longest common subsequence of the lines; sequences are capped at 4096
/// entries a work-item).
fn align_sequences(checked: &Run, reference: &Run) -> Vec<(usize, usize)> {
    type Item = ([u32; 3], u32);
    let mut seqs: HashMap<Item, (Vec<usize>, Vec<usize>)> = HashMap::new();
    for (i, o) in checked.observations.iter().enumerate() {
        seqs.entry((o.group, o.local)).or_default().0.push(i);
    }
    for (j, o) in reference.observations.iter().enumerate() {
        seqs.entry((o.group, o.local)).or_default().1.push(j);
    }
    let mut pairs = Vec::new();
    for (a, b) in seqs.values() {
        let (a, b) = (&a[..a.len().min(4096)], &b[..b.len().min(4096)]);
        let (n, m) = (a.len(), b.len());
        if n == 0 || m == 0 {
            continue;
        }
        let line_a = |i: usize| checked.observations[a[i]].line;
        let line_b = |j: usize| reference.observations[b[j]].line;
        // lcs[i][j]: the LCS length of a[i..] and b[j..].
        let mut lcs = vec![0u32; (n + 1) * (m + 1)];
        let at = |i: usize, j: usize| i * (m + 1) + j;
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[at(i, j)] = if line_a(i) == line_b(j) {
                    lcs[at(i + 1, j + 1)] + 1
                } else {
                    lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n && j < m {
            if line_a(i) == line_b(j) {
                pairs.push((a[i], b[j]));
                i += 1;
                j += 1;
            } else if lcs[at(i + 1, j)] >= lcs[at(i, j + 1)] {
                i += 1;
            } else {
                j += 1;
            }
        }
    }
    pairs.sort_unstable();
    pairs
}

/// Compares a run against a reference run stop by stop (paired as `align` says): every
/// variable both describe must agree, or be `<optimized out>` in the checked run. A variable
/// is compared only once the reference run has seen it change for that work-item: before
/// its first assignment a -O0 variable holds whatever its stack slot held, which is no
/// ground truth. One finding per (variable, line), with the first disagreement and how many
/// there were.
pub fn compare_with(checked: &Run, reference: &Run, align: Align) -> FileReport {
    // The reference values at each stop, with whether the variable had been assigned.
    let mut first_seen: HashMap<([u32; 3], u32, &str), (&str, bool)> = HashMap::new();
    let ref_values: Vec<Vec<(&str, &str, bool)>> = reference
        .observations
        .iter()
        .map(|o| {
            o.values
                .iter()
                .filter_map(|(name, v)| {
                    let v = v.as_ref().ok()?;
                    let e = first_seen
                        .entry((o.group, o.local, name.as_str()))
                        .or_insert((v.as_str(), false));
                    if e.0 != v.as_str() {
                        e.1 = true;
                    }
                    Some((name.as_str(), v.as_str(), e.1))
                })
                .collect()
        })
        .collect();
    let pairs: Vec<(usize, usize)> = match align {
        Align::Hit => {
            let mut by_key: HashMap<(u64, u32, [u32; 3], u32), usize> = HashMap::new();
            for (j, o) in reference.observations.iter().enumerate() {
                by_key.entry((o.line, o.hit, o.group, o.local)).or_insert(j);
            }
            checked
                .observations
                .iter()
                .enumerate()
                .filter_map(|(i, o)| Some((i, *by_key.get(&(o.line, o.hit, o.group, o.local))?)))
                .collect()
        }
        Align::Sequence => align_sequences(checked, reference),
    };
    let mut first: BTreeMap<(String, u64), (usize, usize, String, String)> = BTreeMap::new();
    for (i, j) in pairs {
        let o = &checked.observations[i];
        let r = &ref_values[j];
        for (name, got) in &o.values {
            let Some(&(_, expected, assigned)) = r.iter().find(|(n, _, _)| n == name) else {
                continue;
            };
            let Ok(got) = got else { continue };
            if got.starts_with("<error") || expected.starts_with("<error") {
                continue;
            }
            if !assigned
                || optimized_out(got)
                || optimized_out(expected)
                || same_value(got, expected)
            {
                continue;
            }
            let e = first.entry((name.clone(), o.line)).or_insert((
                i,
                0,
                expected.to_string(),
                got.clone(),
            ));
            e.1 += 1;
        }
    }
    let findings = first
        .into_iter()
        .map(|((name, _), (i, n, expected, got))| {
            let o = &checked.observations[i];
            finding(
                "run-value-mismatch",
                o,
                &name,
                format!(
                    "line {} (hit {}), {}: expected {expected} (reference {}), got {got} ({n} disagreement{})",
                    o.line,
                    o.hit,
                    work_item(o),
                    reference.code_object,
                    if n == 1 { "" } else { "s" }
                ),
            )
        })
        .collect();
    FileReport {
        file: checked.code_object.clone(),
        producer: None,
        findings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn obs(line: u64, hit: u32, value: &str) -> Observation {
        Observation {
            line,
            hit,
            group: [0, 0, 0],
            local: 0,
            pc: line * 4,
            function: None,
            values: vec![("x".into(), Ok(value.into()))],
        }
    }

    fn run(o: Vec<Observation>) -> Run {
        Run {
            code_object: "c".into(),
            observations: o,
            stops: 0,
            ended: String::new(),
        }
    }

    #[test]
    fn values_agree_within_float_rounding() {
        assert!(same_value("1.58207238", "1.58207226"));
        assert!(!same_value("1.5", "1.6"));
        assert!(!same_value("3", "4"));
        assert!(!same_value("0x10", "0x11"));
        assert!(same_value("<optimized out>", "<optimized out>"));
    }

    #[test]
    fn unassigned_reference_values_are_not_ground_truth() {
        // The reference sees x = 0 (its slot before the first store), then 7.
        let reference = run(vec![obs(1, 1, "0"), obs(2, 1, "7"), obs(3, 1, "7")]);
        // The checked build already has 5 at line 1 (hoisted), then a wrong 9 at line 3.
        let checked = run(vec![obs(1, 1, "5"), obs(2, 1, "7"), obs(3, 1, "9")]);
        let f = compare(&checked, &reference).findings;
        assert_eq!(f.len(), 1, "{f:?}");
        assert!(f[0].message.contains("line 3") && f[0].message.contains("got 9"));
    }

    #[test]
    fn sequence_alignment_keeps_a_rotated_loop_in_step() {
        // Reference (-O0): the loop condition line 2 before every body (line 3).
        let reference = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(3, 1, "1"),
            obs(2, 2, "2"),
            obs(3, 2, "2"),
            obs(4, 1, "2"),
        ]);
        // Checked (-O2, rotated): line 2 once, then bodies.
        let checked = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(3, 1, "1"),
            obs(3, 2, "2"),
            obs(4, 1, "2"),
        ]);
        let pairs = align_sequences(&checked, &reference);
        assert_eq!(pairs, vec![(0, 0), (1, 1), (2, 2), (3, 4), (4, 5)]);
        assert!(compare_with(&checked, &reference, Align::Sequence)
            .findings
            .is_empty());
    }
}
