//! Output: text grouped by rule (or by producer-wide cause), the versioned JSON document,
//! SARIF 2.1.0; suppressions; the exit status.

use std::collections::BTreeMap;
use std::io::Write;

use serde::Serialize;
use serde_json::{json, Value};

use crate::baseline::{normalise_message, Comparison, Entry, State};
use crate::rules::{rule, Severity, RULES};
use crate::stats::{UnitCoverage, BUCKETS, BUCKET_NAMES};
use crate::{FileReport, Finding};

/// The JSON document's version (`docs/conform-json.md` describes each).
pub const JSON_VERSION: u32 = 2;

/// One suppression: a rule id (or `*`), optionally limited to files whose name contains a
/// string, one function, one variable, one DIE.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Suppression {
    /// The rule id, or `*` for every rule.
    pub rule: String,
    /// Only files whose name contains this.
    pub file: Option<String>,
    /// Only findings in this function.
    pub function: Option<String>,
    /// Only findings about this variable.
    pub variable: Option<String>,
    /// Only findings about the DIE at this `.debug_info` offset.
    pub die: Option<u64>,
    /// Where it was written (`FILE:LINE`), for the justification reports give.
    pub origin: String,
}

/// Parses a suppression file (named `source` in justifications): one suppression a line,
/// `RULE [FILE-SUBSTRING [FUNCTION]] [file=S] [function=F] [variable=V] [die=0xOFF]`, `*`
/// for any rule or file, `#` starts a comment. Unknown rule ids and keys are errors (naming
/// the line).
pub fn parse_suppressions(text: &str, source: &str) -> Result<Vec<Suppression>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut words = line.split_whitespace();
        let id = words.next().unwrap_or("");
        if id != "*" && rule(id).is_none() {
            return Err(format!("line {}: unknown rule `{id}`", n + 1));
        }
        let mut s = Suppression {
            rule: id.to_string(),
            origin: format!("{source}:{}", n + 1),
            ..Suppression::default()
        };
        let mut positional = 0;
        for w in words {
            match w.split_once('=') {
                Some(("file", v)) => s.file = Some(v.to_string()),
                Some(("function", v)) => s.function = Some(v.to_string()),
                Some(("variable", v)) => s.variable = Some(v.to_string()),
                Some(("die", v)) => {
                    let d = v.strip_prefix("0x").map_or_else(
                        || v.parse::<u64>().ok(),
                        |h| u64::from_str_radix(h, 16).ok(),
                    );
                    s.die =
                        Some(d.ok_or_else(|| {
                            format!("line {}: `die={v}` is not a DIE offset", n + 1)
                        })?);
                }
                Some((k, _)) => {
                    return Err(format!(
                        "line {}: unknown key `{k}` (file, function, variable, die)",
                        n + 1
                    ))
                }
                None => {
                    match positional {
                        0 => s.file = Some(w.to_string()).filter(|w| w != "*"),
                        1 => s.function = Some(w.to_string()),
                        _ => return Err(format!("line {}: unexpected `{w}`", n + 1)),
                    }
                    positional += 1;
                }
            }
        }
        out.push(s);
    }
    Ok(out)
}

impl Suppression {
    fn matches(&self, file: &str, f: &Finding) -> bool {
        (self.rule == "*" || self.rule == f.rule)
            && self.file.as_deref().is_none_or(|s| file.contains(s))
            && self
                .function
                .as_deref()
                .is_none_or(|s| f.function.as_deref() == Some(s))
            && self
                .variable
                .as_deref()
                .is_none_or(|s| f.variable.as_deref() == Some(s))
            && self.die.is_none_or(|d| f.die == Some(d))
    }
}

/// A finding a suppression removed, with the suppression's origin.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Suppressed {
    /// The file.
    pub file: String,
    /// The finding.
    #[serde(flatten)]
    pub finding: Finding,
    /// Which suppression (`FILE:LINE`).
    pub suppressed_by: String,
}

/// Removes the suppressed findings and returns them.
pub fn suppress(reports: &mut [FileReport], suppressions: &[Suppression]) -> Vec<Suppressed> {
    let mut out = Vec::new();
    if suppressions.is_empty() {
        return out;
    }
    for r in reports {
        let file = r.file.clone();
        let mut kept = Vec::with_capacity(r.findings.len());
        for f in r.findings.drain(..) {
            match suppressions.iter().find(|s| s.matches(&file, &f)) {
                Some(s) => out.push(Suppressed {
                    file: file.clone(),
                    finding: f,
                    suppressed_by: s.origin.clone(),
                }),
                None => kept.push(f),
            }
        }
        r.findings = kept;
    }
    out
}

/// What kind of thing a notification says about an input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NotificationKind {
    /// The input could not be read or parsed: nothing of it was checked.
    Unreadable,
    /// The input holds no AMDGPU code (a host object, a stray library): skipped.
    Skipped,
}

/// Something about an input that is not a finding: why it was not checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Notification {
    /// The input.
    pub file: String,
    /// `error` (unreadable) or `note` (skipped).
    pub level: Severity,
    /// What happened.
    pub kind: NotificationKind,
    /// The message.
    pub message: String,
}

/// Everything one run produced, for the renderers.
#[derive(Debug, Default)]
pub struct Output {
    /// The reports, one per code object, findings fingerprinted.
    pub reports: Vec<FileReport>,
    /// Inputs not checked, and why.
    pub notifications: Vec<Notification>,
    /// Findings suppressions removed.
    pub suppressed: Vec<Suppressed>,
    /// The comparison with a baseline, if one was given.
    pub baseline: Option<Comparison>,
    /// Location coverage per code object, when asked for.
    pub coverage: Option<Vec<(String, Vec<UnitCoverage>)>>,
    /// Group findings by producer-wide cause.
    pub group: bool,
    /// The debug-experience score of a run-time comparison (`--launch … --against …`).
    pub score: Option<crate::score::Score>,
}

/// Findings per rule id, over all reports.
pub fn summary(reports: &[FileReport]) -> BTreeMap<&'static str, usize> {
    let mut m = BTreeMap::new();
    for r in reports {
        for f in &r.findings {
            *m.entry(f.rule).or_insert(0) += 1;
        }
    }
    m
}

/// Whether any finding at or above `level` fails the run: one not accepted by a baseline.
pub fn fails(reports: &[FileReport], level: Severity) -> bool {
    reports.iter().any(|r| {
        r.findings
            .iter()
            .any(|f| f.severity >= level && f.baseline != Some(State::Unchanged))
    })
}

// ---- grouping by cause ------------------------------------------------------------------

/// The shape of a text for grouping: numbers out (as fingerprints do), and the numbers in
/// register and target names too (`VGPR#`, `gfx#`), names in backquotes out.
fn shape(text: &str) -> String {
    let t = normalise_message(text);
    let mut out = String::with_capacity(t.len());
    let mut chars = t.chars().peekable();
    let mut in_quote = false;
    while let Some(c) = chars.next() {
        if c == '`' {
            in_quote = !in_quote;
            if !in_quote {
                out.push_str("`…`");
            }
            continue;
        }
        if in_quote {
            continue;
        }
        if c.is_ascii_digit() {
            while chars.peek().is_some_and(|d| d.is_ascii_alphanumeric()) {
                chars.next();
            }
            out.push('#');
        } else {
            out.push(c);
        }
    }
    out
}

/// Findings of one rule and one producer that share a cause: the same message and
/// expression once names, numbers and addresses are taken out.
#[derive(Debug, Clone, Serialize)]
pub struct Cause {
    /// The rule.
    pub rule: &'static str,
    /// Its severity.
    pub severity: Severity,
    /// The producer (`DW_AT_producer` of the files' first units).
    pub producer: Option<String>,
    /// What every finding of the cause says, names and numbers elided.
    pub message: String,
    /// The expression shape, if the findings are about expressions.
    pub expression: Option<String>,
    /// How many findings.
    pub findings: usize,
    /// In how many files.
    pub files: usize,
    /// In how many distinct functions (by file and name).
    pub functions: usize,
    /// One of them.
    pub example: CauseExample,
}

/// The first finding of a cause.
#[derive(Debug, Clone, Serialize)]
pub struct CauseExample {
    /// Its file.
    pub file: String,
    /// The finding.
    #[serde(flatten)]
    pub finding: Finding,
}

/// Groups the findings of `reports` by producer-wide cause, biggest first (rules in table
/// order among equals).
pub fn causes(reports: &[FileReport]) -> Vec<Cause> {
    type Key = (&'static str, Option<String>, String, Option<String>);
    // Each cause with its key and its findings' (report, function).
    type Group = (Key, Cause, Vec<(usize, Option<String>)>);
    let mut groups: Vec<Group> = Vec::new();
    let mut index: std::collections::HashMap<Key, usize> = std::collections::HashMap::new();
    for (ri, r) in reports.iter().enumerate() {
        for f in &r.findings {
            let key: Key = (
                f.rule,
                r.producer.clone(),
                shape(&f.message),
                f.expression.as_deref().map(shape),
            );
            let i = *index.entry(key.clone()).or_insert_with(|| {
                groups.push((
                    key.clone(),
                    Cause {
                        rule: f.rule,
                        severity: f.severity,
                        producer: r.producer.clone(),
                        message: key.2.clone(),
                        expression: key.3.clone(),
                        findings: 0,
                        files: 0,
                        functions: 0,
                        example: CauseExample {
                            file: r.file.clone(),
                            finding: f.clone(),
                        },
                    },
                    Vec::new(),
                ));
                groups.len() - 1
            });
            let g = &mut groups[i];
            g.1.findings += 1;
            g.2.push((ri, f.function.clone()));
        }
    }
    let mut out: Vec<Cause> = groups
        .into_iter()
        .map(|(_, mut c, seen)| {
            let mut files: Vec<usize> = seen.iter().map(|s| s.0).collect();
            files.sort_unstable();
            files.dedup();
            let mut functions: Vec<&(usize, Option<String>)> =
                seen.iter().filter(|s| s.1.is_some()).collect();
            functions.sort();
            functions.dedup();
            c.files = files.len();
            c.functions = functions.len();
            c
        })
        .collect();
    let order = |id: &str| RULES.iter().position(|r| r.id == id).unwrap_or(RULES.len());
    out.sort_by(|a, b| {
        b.findings
            .cmp(&a.findings)
            .then(order(a.rule).cmp(&order(b.rule)))
    });
    out
}

// ---- coverage ---------------------------------------------------------------------------

/// Coverage totals per producer and optimisation level.
#[derive(Debug, Clone, Serialize)]
pub struct CoverageGroup {
    /// The producer.
    pub producer: Option<String>,
    /// The optimisation level (`-O0`, `optimised`, a recorded flag such as `-O2`).
    pub optimisation: String,
    /// How many units.
    pub units: usize,
    /// The totals.
    #[serde(flatten)]
    pub totals: crate::stats::Totals,
}

/// The totals of `coverage` per producer and optimisation level.
pub fn coverage_groups(coverage: &[(String, Vec<UnitCoverage>)]) -> Vec<CoverageGroup> {
    let mut out: Vec<CoverageGroup> = Vec::new();
    for (_, units) in coverage {
        for u in units {
            let level = u.optimisation.label();
            let g = match out
                .iter_mut()
                .position(|g| g.producer == u.producer && g.optimisation == level)
            {
                Some(i) => &mut out[i],
                None => {
                    out.push(CoverageGroup {
                        producer: u.producer.clone(),
                        optimisation: level,
                        units: 0,
                        totals: Default::default(),
                    });
                    out.last_mut().expect("just pushed")
                }
            };
            g.units += 1;
            g.totals.merge(&u.totals);
        }
    }
    out
}

fn write_coverage(
    out: &mut impl Write,
    coverage: &[(String, Vec<UnitCoverage>)],
) -> std::io::Result<()> {
    writeln!(
        out,
        "location coverage (the share of each variable's scope a location covers, in llvm-locstats' buckets):"
    )?;
    for (file, units) in coverage {
        writeln!(out, "{file}")?;
        for u in units {
            writeln!(
                out,
                "  unit {} ({}, {}): {} variables, {:.1}% of scope bytes covered",
                u.name.as_deref().unwrap_or("<unnamed>"),
                u.producer.as_deref().unwrap_or("unknown producer"),
                u.optimisation.label(),
                u.totals.variables,
                u.totals.percent()
            )?;
            for f in &u.functions {
                writeln!(
                    out,
                    "    {}{} {}: {} variables, {:.1}%",
                    if f.inlined { "inlined " } else { "" },
                    f.name.as_deref().unwrap_or("<anonymous>"),
                    f.ranges
                        .iter()
                        .map(|(s, e)| format!("[{s:#x}, {e:#x})"))
                        .collect::<Vec<_>>()
                        .join(" "),
                    f.totals.variables,
                    f.totals.percent()
                )?;
                for v in &f.variables {
                    let kind = match v.kind {
                        crate::stats::Kind::Parameter => "parameter",
                        crate::stats::Kind::Variable => "variable",
                        crate::stats::Kind::ConstantMember => "constant",
                    };
                    if v.absent {
                        writeln!(
                            out,
                            "      {:<20} {kind:<9} 0%         (DIE {:#x} of the abstract origin: no variable in this instance)",
                            v.name.as_deref().unwrap_or("<anonymous>"),
                            v.die
                        )?;
                    } else {
                        writeln!(
                            out,
                            "      {:<20} {kind:<9} {:<10} ({}/{} bytes, DIE {:#x})",
                            v.name.as_deref().unwrap_or("<anonymous>"),
                            BUCKET_NAMES[v.bucket()],
                            v.covered_bytes,
                            v.scope_bytes,
                            v.die
                        )?;
                    }
                }
            }
        }
    }
    writeln!(
        out,
        "by producer and optimisation level (variables per bucket):"
    )?;
    for g in coverage_groups(coverage) {
        writeln!(
            out,
            "  {} {}: {} units, {} variables ({} parameters, {} local), {:.1}% of scope bytes covered",
            g.producer.as_deref().unwrap_or("unknown producer"),
            g.optimisation,
            g.units,
            g.totals.variables,
            g.totals.parameters,
            g.totals.local_variables,
            g.totals.percent()
        )?;
        let cells: Vec<String> = (0..BUCKETS)
            .map(|i| format!("{} {}", BUCKET_NAMES[i], g.totals.buckets[i]))
            .collect();
        writeln!(out, "    {}", cells.join(", "))?;
    }
    Ok(())
}

// ---- JSON -------------------------------------------------------------------------------

/// The `--json` document (version [`JSON_VERSION`], described in `docs/conform-json.md`).
pub fn to_json(o: &Output) -> String {
    let mut doc = json!({
        "version": JSON_VERSION,
        "tool": {"name": "hdb conform", "version": env!("CARGO_PKG_VERSION")},
        "files": o.reports,
        "summary": summary(&o.reports),
        "notifications": o.notifications,
        "suppressed": o.suppressed,
    });
    if let Some(b) = &o.baseline {
        doc["baseline"] = json!(b);
    }
    if let Some(c) = &o.coverage {
        doc["coverage"] = json!({
            "files": c.iter().map(|(file, units)| json!({"file": file, "units": units})).collect::<Vec<_>>(),
            "groups": coverage_groups(c),
            "buckets": BUCKET_NAMES,
        });
    }
    if o.group {
        doc["causes"] = json!(causes(&o.reports));
    }
    if let Some(s) = &o.score {
        doc["score"] = json!(s);
    }
    serde_json::to_string_pretty(&doc).unwrap_or_default() + "\n"
}

// ---- text -------------------------------------------------------------------------------

/// `0x` and `v` in lower-case hex, as `{v:#x}` prints it, without the formatter.
fn write_hex(out: &mut impl Write, v: u64) -> std::io::Result<()> {
    let mut buf = [0u8; 18];
    let mut i = buf.len();
    let mut v = v;
    loop {
        i -= 1;
        buf[i] = b"0123456789abcdef"[(v & 0xf) as usize];
        v >>= 4;
        if v == 0 {
            break;
        }
    }
    i -= 2;
    buf[i] = b'0';
    buf[i + 1] = b'x';
    out.write_all(&buf[i..])
}

fn write_finding(out: &mut impl Write, f: &Finding) -> std::io::Result<()> {
    out.write_all(b"    ")?;
    let mut sep: &[u8] = b"";
    if let Some(func) = &f.function {
        out.write_all(b"function ")?;
        out.write_all(func.as_bytes())?;
        sep = b", ";
    }
    if let Some(v) = &f.variable {
        out.write_all(sep)?;
        out.write_all(b"variable ")?;
        out.write_all(v.as_bytes())?;
        sep = b", ";
    }
    if let Some(pc) = f.pc {
        out.write_all(sep)?;
        out.write_all(b"pc ")?;
        write_hex(out, pc)?;
        sep = b", ";
    }
    if let Some(d) = f.die {
        out.write_all(sep)?;
        out.write_all(b"DIE ")?;
        write_hex(out, d)?;
        sep = b", ";
    }
    if !sep.is_empty() {
        out.write_all(b": ")?;
    }
    out.write_all(f.message.as_bytes())?;
    out.write_all(b"\n")?;
    if let Some(e) = &f.expression {
        out.write_all(b"      ")?;
        out.write_all(e.as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// Text for people, written to `out` as it is made: per file, the findings grouped by rule
/// (rule, severity, summary; then one line per finding with function, variable, PC, DIE and
/// expression) — or, grouped by cause, one paragraph per cause — then what was skipped,
/// suppressed and compared, the coverage when asked for, and a summary.
pub fn write_text(out: &mut impl Write, o: &Output) -> std::io::Result<()> {
    if o.group {
        for c in causes(&o.reports) {
            let rule = rule(c.rule);
            writeln!(
                out,
                "{} [{}] {}: {} finding{} in {} file{}, {} function{} ({})",
                c.rule,
                c.severity,
                rule.map_or("", |r| r.summary),
                c.findings,
                if c.findings == 1 { "" } else { "s" },
                c.files,
                if c.files == 1 { "" } else { "s" },
                c.functions,
                if c.functions == 1 { "" } else { "s" },
                c.producer.as_deref().unwrap_or("unknown producer")
            )?;
            writeln!(out, "  every one: {}", c.message)?;
            if let Some(e) = &c.expression {
                writeln!(out, "  expression: {e}")?;
            }
            writeln!(out, "  e.g. {}:", c.example.file)?;
            write_finding(out, &c.example.finding)?;
        }
    } else {
        for r in &o.reports {
            let unchanged = r
                .findings
                .iter()
                .filter(|f| f.baseline == Some(State::Unchanged))
                .count();
            let shown = r.findings.len() - unchanged;
            let in_baseline = if unchanged > 0 {
                format!(" ({unchanged} more in the baseline, not shown)")
            } else {
                String::new()
            };
            if shown == 0 {
                writeln!(out, "{}: no findings{in_baseline}", r.file)?;
                continue;
            }
            writeln!(
                out,
                "{}: {} {}finding{}{}{in_baseline}",
                r.file,
                shown,
                if o.baseline.is_some() { "new " } else { "" },
                if shown == 1 { "" } else { "s" },
                r.producer
                    .as_deref()
                    .map(|p| format!(" (producer: {p})"))
                    .unwrap_or_default()
            )?;
            // One pass: the findings of each rule, in rule-table order.
            let mut groups: Vec<Vec<&Finding>> = vec![Vec::new(); RULES.len() + 1];
            for f in r
                .findings
                .iter()
                .filter(|f| f.baseline != Some(State::Unchanged))
            {
                let i = RULES
                    .iter()
                    .position(|x| std::ptr::eq(x.id, f.rule) || x.id == f.rule)
                    .unwrap_or(RULES.len());
                groups[i].push(f);
            }
            for (rule, group) in RULES.iter().zip(&groups) {
                if group.is_empty() {
                    continue;
                }
                writeln!(
                    out,
                    "  {} [{}] {} ({})",
                    rule.id,
                    rule.severity,
                    rule.summary,
                    group.len()
                )?;
                for f in group {
                    write_finding(out, f)?;
                }
            }
        }
    }
    let skipped: Vec<&Notification> = o
        .notifications
        .iter()
        .filter(|n| n.kind == NotificationKind::Skipped)
        .collect();
    if !skipped.is_empty() {
        writeln!(
            out,
            "skipped {} input{} without AMDGPU code:",
            skipped.len(),
            if skipped.len() == 1 { "" } else { "s" }
        )?;
        for n in skipped {
            writeln!(out, "  {}", n.message)?;
        }
    }
    let unreadable = o
        .notifications
        .iter()
        .filter(|n| n.kind == NotificationKind::Unreadable)
        .count();
    if unreadable > 0 {
        writeln!(
            out,
            "{unreadable} input{} could not be read (see the errors)",
            if unreadable == 1 { "" } else { "s" }
        )?;
    }
    if let Some(b) = &o.baseline {
        writeln!(
            out,
            "baseline: {} new, {} unchanged, {} stale entr{}",
            b.new,
            b.unchanged,
            b.stale.len(),
            if b.stale.len() == 1 { "y" } else { "ies" }
        )?;
        for e in &b.stale {
            writeln!(
                out,
                "  stale: {} {}{}: {}",
                e.rule,
                e.file,
                e.function
                    .as_deref()
                    .map(|f| format!(", function {f}"))
                    .unwrap_or_default(),
                e.message
            )?;
        }
    }
    if !o.suppressed.is_empty() {
        writeln!(out, "({} findings suppressed)", o.suppressed.len())?;
    }
    if let Some(c) = &o.coverage {
        write_coverage(out, c)?;
    }
    let s = summary(&o.reports);
    if !s.is_empty() {
        writeln!(out, "summary:")?;
        for (id, n) in s {
            let sev = rule(id).map_or(Severity::Error, |r| r.severity);
            writeln!(out, "  {id:28} {sev:8} {n}")?;
        }
    }
    Ok(())
}

/// [`write_text`] into a string.
pub fn to_text(o: &Output) -> String {
    let mut out = Vec::new();
    let _ = write_text(&mut out, o);
    String::from_utf8_lossy(&out).into_owned()
}

/// `--rules`: every id, severity, summary, explanation and reference.
pub fn rules_text() -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for r in RULES {
        let _ = writeln!(out, "{} [{}]\n  {}", r.id, r.severity, r.summary);
        let _ = writeln!(out, "  {}", r.explanation);
        let _ = writeln!(out, "  spec: {}\n", r.reference);
    }
    out
}

/// `--rules --json`.
pub fn rules_json() -> String {
    serde_json::to_string_pretty(RULES).unwrap_or_default() + "\n"
}

// ---- SARIF ------------------------------------------------------------------------------

/// The `partialFingerprints` key of hdb's fingerprints.
pub const SARIF_FINGERPRINT: &str = "hdbConformFinding/v1";

fn sarif_result(file: &str, producer: Option<&str>, f: &Finding) -> Value {
    let index = RULES.iter().position(|x| x.id == f.rule).unwrap_or(0);
    let mut logical = Vec::new();
    if let Some(func) = &f.function {
        logical.push(json!({"name": func, "kind": "function"}));
    }
    if let Some(v) = &f.variable {
        logical.push(json!({"name": v, "kind": "variable"}));
    }
    let mut location = json!({
        "physicalLocation": {"artifactLocation": {"uri": sarif_uri(file)}},
    });
    if !logical.is_empty() {
        location["logicalLocations"] = Value::Array(logical);
    }
    if let Some(pc) = f.pc {
        location["physicalLocation"]["address"] = json!({"absoluteAddress": pc});
    }
    let mut result = json!({
        "ruleId": f.rule,
        "ruleIndex": index,
        "level": sarif_level(f.severity),
        "message": {"text": f.message},
        "locations": [location],
        "properties": {
            "die": f.die,
            "pc": f.pc,
            "expression": f.expression,
            "ranges": f.ranges,
            "producer": producer,
        },
    });
    // The run-time facts, as the JSON document writes them (present when the finding has them).
    if let Ok(Value::Object(all)) = serde_json::to_value(f) {
        for key in ["lanes", "expected", "observed", "inline", "dispatch"] {
            if let Some(v) = all.get(key) {
                result["properties"][key] = v.clone();
            }
        }
    }
    if !f.fingerprint.is_empty() {
        result["partialFingerprints"] = json!({ SARIF_FINGERPRINT: f.fingerprint });
    }
    if let Some(b) = f.baseline {
        result["baselineState"] = json!(match b {
            State::New => "new",
            State::Unchanged => "unchanged",
        });
    }
    result
}

/// SARIF 2.1.0 for code-scanning UIs: one run, the rules as `tool.driver.rules`, one result
/// per finding (file as artifact, function/variable as logical locations, PC as address,
/// fingerprint as `partialFingerprints`, `baselineState` against a baseline), suppressed
/// findings with `suppressions`, stale baseline entries as `absent` results, and inputs that
/// could not be checked as the invocation's `toolExecutionNotifications`.
pub fn to_sarif(o: &Output) -> String {
    let rules: Vec<Value> = RULES
        .iter()
        .map(|r| {
            json!({
                "id": r.id,
                "shortDescription": {"text": r.summary},
                "fullDescription": {"text": r.explanation},
                "help": {"text": format!("{} (spec: {})", r.explanation, r.reference)},
                "defaultConfiguration": {"level": sarif_level(r.severity)},
                "properties": {"reference": r.reference},
            })
        })
        .collect();
    let mut results = Vec::new();
    for r in &o.reports {
        for f in &r.findings {
            results.push(sarif_result(&r.file, r.producer.as_deref(), f));
        }
    }
    for s in &o.suppressed {
        let mut v = sarif_result(&s.file, None, &s.finding);
        v["suppressions"] = json!([{
            "kind": "external",
            "justification": format!("suppressed by {}", s.suppressed_by),
        }]);
        results.push(v);
    }
    if let Some(b) = &o.baseline {
        for e in &b.stale {
            results.push(stale_result(e));
        }
    }
    let notifications: Vec<Value> = o
        .notifications
        .iter()
        .map(|n| {
            json!({
                "level": sarif_level(n.level),
                "message": {"text": n.message},
                "descriptor": {"id": match n.kind {
                    NotificationKind::Unreadable => "input-unreadable",
                    NotificationKind::Skipped => "input-skipped",
                }},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": sarif_uri(&n.file)}}}],
            })
        })
        .collect();
    let successful = !o
        .notifications
        .iter()
        .any(|n| n.kind == NotificationKind::Unreadable);
    let doc = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "hdb conform",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            }},
            "invocations": [{
                "executionSuccessful": successful,
                "toolExecutionNotifications": notifications,
            }],
            "results": results,
        }],
    });
    serde_json::to_string_pretty(&doc).unwrap_or_default() + "\n"
}

fn stale_result(e: &Entry) -> Value {
    let index = RULES.iter().position(|x| x.id == e.rule);
    let mut v = json!({
        "ruleId": e.rule,
        "level": rule(&e.rule).map_or("note", |r| sarif_level(r.severity)),
        "message": {"text": e.message},
        "locations": [{"physicalLocation": {"artifactLocation": {"uri": sarif_uri(&e.file)}}}],
        "partialFingerprints": { SARIF_FINGERPRINT: e.fingerprint },
        "baselineState": "absent",
    });
    if let Some(i) = index {
        v["ruleIndex"] = json!(i);
    }
    v
}

fn sarif_level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

/// A relative URI for a file name (bundle entries keep their `[ID]` suffix percent-encoded).
fn sarif_uri(file: &str) -> String {
    file.chars()
        .map(|c| match c {
            ' ' => "%20".to_string(),
            '[' => "%5B".to_string(),
            ']' => "%5D".to_string(),
            '#' => "%23".to_string(),
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dispatch_index_is_in_json_and_sarif() {
        let mut f = Finding::new("run-value-mismatch", "m");
        f.dispatch = Some(3);
        let out = Output {
            reports: vec![FileReport {
                file: "a.hsaco".into(),
                producer: None,
                findings: vec![f],
            }],
            ..Output::default()
        };
        let j: serde_json::Value = serde_json::from_str(&to_json(&out)).unwrap();
        assert_eq!(j["files"][0]["findings"][0]["dispatch"], 3, "{j}");
        let s: serde_json::Value = serde_json::from_str(&to_sarif(&out)).unwrap();
        assert_eq!(
            s["runs"][0]["results"][0]["properties"]["dispatch"], 3,
            "{s}"
        );
    }

    fn finding(rule: &'static str, function: Option<&str>) -> Finding {
        let mut f = Finding::new(rule, "m");
        f.function = function.map(str::to_string);
        f
    }

    #[test]
    fn suppressions_parse_and_match() {
        let s = parse_suppressions(
            "# comment\n\ncfi-missing-cfa\nloc-eval-error clang19 kern  # trailing\n* rocm22\nloc-missing variable=tile\n* die=0x31 file=clang22\n",
            "s.txt",
        )
        .unwrap();
        assert_eq!(s.len(), 5);
        assert_eq!(s[1].file.as_deref(), Some("clang19"));
        assert_eq!(s[1].function.as_deref(), Some("kern"));
        assert_eq!(s[1].origin, "s.txt:4");
        assert_eq!(s[3].variable.as_deref(), Some("tile"));
        assert_eq!(
            (s[4].die, s[4].file.as_deref()),
            (Some(0x31), Some("clang22"))
        );
        let mut tile = finding("loc-missing", Some("k"));
        tile.variable = Some("tile".into());
        let mut at_die = finding("loc-eval-error", None);
        at_die.die = Some(0x31);
        let mut reports = vec![
            FileReport {
                file: "corpus/clang19/a.hsaco".into(),
                producer: None,
                findings: vec![
                    finding("cfi-missing-cfa", None),
                    finding("loc-eval-error", Some("kern")),
                    finding("loc-eval-error", Some("other")),
                ],
            },
            FileReport {
                file: "corpus/rocm22/b.hsaco".into(),
                producer: None,
                findings: vec![finding("cu-no-augmentation", None)],
            },
            FileReport {
                file: "corpus/clang22/c.hsaco".into(),
                producer: None,
                findings: vec![tile, at_die, finding("loc-missing", Some("k"))],
            },
        ];
        let gone = suppress(&mut reports, &s);
        assert_eq!(gone.len(), 5);
        assert_eq!(reports[0].findings.len(), 1);
        assert_eq!(reports[0].findings[0].function.as_deref(), Some("other"));
        assert_eq!(reports[2].findings.len(), 1);
        assert_eq!(gone[0].suppressed_by, "s.txt:3");
        assert!(parse_suppressions("no-such-rule\n", "s")
            .unwrap_err()
            .contains("line 1"));
        assert!(parse_suppressions("* colour=red\n", "s")
            .unwrap_err()
            .contains("unknown key `colour`"));
        assert!(parse_suppressions("* die=x1\n", "s").is_err());
    }

    #[test]
    fn exit_levels_summary_and_documents() {
        let mut r = vec![FileReport {
            file: "f".into(),
            producer: None,
            findings: vec![
                finding("attr-vendor-code", None),
                finding("cfi-cie-augmentation", None),
            ],
        }];
        assert!(!fails(&r, Severity::Error));
        assert!(fails(&r, Severity::Warning));
        assert!(fails(&r, Severity::Note));
        // A finding the baseline accepts does not fail the run.
        r[0].findings[1].baseline = Some(State::Unchanged);
        assert!(!fails(&r, Severity::Warning));
        assert!(fails(&r, Severity::Note));
        let s = summary(&r);
        assert_eq!(s["attr-vendor-code"], 1);
        assert_eq!(s["cfi-cie-augmentation"], 1);
        let o = Output {
            reports: r,
            ..Output::default()
        };
        let json: serde_json::Value = serde_json::from_str(&to_json(&o)).unwrap();
        assert_eq!(json["version"], JSON_VERSION);
        assert_eq!(json["files"][0]["findings"][0]["severity"], "note");
        assert_eq!(json["summary"]["cfi-cie-augmentation"], 1);
        let sarif: serde_json::Value = serde_json::from_str(&to_sarif(&o)).unwrap();
        assert_eq!(sarif["runs"][0]["results"][1]["level"], "warning");
        assert_eq!(sarif["runs"][0]["results"][1]["baselineState"], "unchanged");
        assert_eq!(
            sarif["runs"][0]["invocations"][0]["executionSuccessful"],
            true
        );
        assert_eq!(sarif_uri("a b[c]#d"), "a%20b%5Bc%5D%23d");
        for v in [0u64, 9, 0x10, 0xdead_beef, u64::MAX] {
            let mut out = Vec::new();
            write_hex(&mut out, v).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), format!("{v:#x}"));
        }
    }

    #[test]
    fn causes_group_across_files_and_functions() {
        let f = |func: &str, msg: &str, e: &str| {
            let mut f = Finding::new("loc-wave-scaled-frame-base", msg);
            f.function = Some(func.into());
            f.expression = Some(e.into());
            f
        };
        let reports = vec![
            FileReport {
                file: "a".into(),
                producer: Some("clang 19".into()),
                findings: vec![
                    f(
                        "k1",
                        "DW_OP_fbreg at offset 0x0 over SGPR33 on gfx90a",
                        "DW_OP_fbreg +48, DW_OP_lit1",
                    ),
                    f(
                        "k2",
                        "DW_OP_fbreg at offset 0x0 over SGPR33 on gfx90a",
                        "DW_OP_fbreg +16, DW_OP_lit1",
                    ),
                ],
            },
            FileReport {
                file: "b".into(),
                producer: Some("clang 19".into()),
                findings: vec![f(
                    "k1",
                    "DW_OP_fbreg at offset 0x0 over SGPR33 on gfx900",
                    "DW_OP_fbreg +8, DW_OP_lit1",
                )],
            },
            FileReport {
                file: "c".into(),
                producer: Some("clang 22".into()),
                findings: vec![f(
                    "k1",
                    "DW_OP_fbreg at offset 0x0 over SGPR33 on gfx90a",
                    "DW_OP_fbreg +8, DW_OP_lit5",
                )],
            },
        ];
        let c = causes(&reports);
        assert_eq!(c.len(), 2, "{c:#?}");
        assert_eq!((c[0].findings, c[0].files, c[0].functions), (3, 2, 3));
        assert_eq!(c[0].message, "DW_OP_fbreg at offset # over SGPR# on gfx#");
        assert_eq!(c[1].producer.as_deref(), Some("clang 22"));
    }
}
