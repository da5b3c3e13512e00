//! Output: text grouped by rule, the JSON document, SARIF 2.1.0; suppressions; the exit
//! status.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::{json, Value};

use crate::rules::{rule, Severity, RULES};
use crate::{FileReport, Finding};

/// One suppression: a rule id (or `*`), optionally limited to files whose name contains a
/// string and to one function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suppression {
    /// The rule id, or `*` for every rule.
    pub rule: String,
    /// Only files whose name contains this.
    pub file: Option<String>,
    /// Only findings in this function.
    pub function: Option<String>,
}

/// Parses a suppression file: one suppression a line, `RULE [FILE-SUBSTRING [FUNCTION]]`,
/// `#` starts a comment. Unknown rule ids are errors (naming the line).
pub fn parse_suppressions(text: &str) -> Result<Vec<Suppression>, String> {
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
        out.push(Suppression {
            rule: id.to_string(),
            file: words.next().filter(|w| *w != "*").map(str::to_string),
            function: words.next().map(str::to_string),
        });
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
    }
}

/// Removes the suppressed findings; returns how many were removed.
pub fn suppress(reports: &mut [FileReport], suppressions: &[Suppression]) -> usize {
    let mut n = 0;
    for r in reports {
        let before = r.findings.len();
        let file = r.file.clone();
        r.findings
            .retain(|f| !suppressions.iter().any(|s| s.matches(&file, f)));
        n += before - r.findings.len();
    }
    n
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

/// Whether any finding is at or above `level`.
pub fn fails(reports: &[FileReport], level: Severity) -> bool {
    reports
        .iter()
        .any(|r| r.findings.iter().any(|f| f.severity >= level))
}

#[derive(Serialize)]
struct Document<'a> {
    files: &'a [FileReport],
    summary: BTreeMap<&'static str, usize>,
}

/// The `--json` document: `{"files": [{"file", "producer", "findings": [...]}], "summary":
/// {rule: count}}`.
pub fn to_json(reports: &[FileReport]) -> String {
    let doc = Document {
        files: reports,
        summary: summary(reports),
    };
    serde_json::to_string_pretty(&doc).unwrap_or_default() + "\n"
}

/// Text for people, written to `out` as it is made: per file, the findings grouped by rule
/// (rule, severity, summary; then one line per finding with function, variable, PC, DIE and
/// expression), and a summary.
pub fn write_text(out: &mut impl std::io::Write, reports: &[FileReport]) -> std::io::Result<()> {
    for r in reports {
        if r.findings.is_empty() {
            writeln!(out, "{}: no findings", r.file)?;
            continue;
        }
        writeln!(
            out,
            "{}: {} finding{}{}",
            r.file,
            r.findings.len(),
            if r.findings.len() == 1 { "" } else { "s" },
            r.producer
                .as_deref()
                .map(|p| format!(" (producer: {p})"))
                .unwrap_or_default()
        )?;
        // One pass: the findings of each rule, in rule-table order.
        let mut groups: Vec<Vec<&Finding>> = vec![Vec::new(); RULES.len() + 1];
        for f in &r.findings {
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
                out.write_all(b"    ")?;
                let mut sep = "";
                if let Some(func) = &f.function {
                    write!(out, "function {func}")?;
                    sep = ", ";
                }
                if let Some(v) = &f.variable {
                    write!(out, "{sep}variable {v}")?;
                    sep = ", ";
                }
                if let Some(pc) = f.pc {
                    write!(out, "{sep}pc {pc:#x}")?;
                    sep = ", ";
                }
                if let Some(d) = f.die {
                    write!(out, "{sep}DIE {d:#x}")?;
                    sep = ", ";
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
            }
        }
    }
    let s = summary(reports);
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
pub fn to_text(reports: &[FileReport]) -> String {
    let mut out = Vec::new();
    let _ = write_text(&mut out, reports);
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

/// SARIF 2.1.0 for code-scanning UIs: one run, the rules as `tool.driver.rules`, one result
/// per finding with the file as its artifact location and the function/variable/PC/DIE as
/// a logical location and properties.
pub fn to_sarif(reports: &[FileReport]) -> String {
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
    for r in reports {
        for f in &r.findings {
            let index = RULES.iter().position(|x| x.id == f.rule).unwrap_or(0);
            let mut logical = Vec::new();
            if let Some(func) = &f.function {
                logical.push(json!({"name": func, "kind": "function"}));
            }
            if let Some(v) = &f.variable {
                logical.push(json!({"name": v, "kind": "variable"}));
            }
            let mut location = json!({
                "physicalLocation": {"artifactLocation": {"uri": sarif_uri(&r.file)}},
            });
            if !logical.is_empty() {
                location["logicalLocations"] = Value::Array(logical);
            }
            if let Some(pc) = f.pc {
                location["physicalLocation"]["address"] = json!({"absoluteAddress": pc});
            }
            results.push(json!({
                "ruleId": f.rule,
                "ruleIndex": index,
                "level": sarif_level(f.severity),
                "message": {"text": f.message},
                "locations": [location],
                "properties": {
                    "die": f.die,
                    "pc": f.pc,
                    "expression": f.expression,
                    "producer": r.producer,
                },
            }));
        }
    }
    let doc = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "hdb conform",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            }},
            "results": results,
        }],
    });
    serde_json::to_string_pretty(&doc).unwrap_or_default() + "\n"
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

    fn finding(rule: &'static str, function: Option<&str>) -> Finding {
        let mut f = Finding::new(rule, "m");
        f.function = function.map(str::to_string);
        f
    }

    #[test]
    fn suppressions_parse_and_match() {
        let s = parse_suppressions(
            "# comment\n\ncfi-missing-cfa\nloc-eval-error clang19 kern  # trailing\n* rocm22\n",
        )
        .unwrap();
        assert_eq!(s.len(), 3);
        assert_eq!(s[1].file.as_deref(), Some("clang19"));
        assert_eq!(s[1].function.as_deref(), Some("kern"));
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
        ];
        assert_eq!(suppress(&mut reports, &s), 3);
        assert_eq!(reports[0].findings.len(), 1);
        assert_eq!(reports[0].findings[0].function.as_deref(), Some("other"));
        assert!(parse_suppressions("no-such-rule\n")
            .unwrap_err()
            .contains("line 1"));
    }

    #[test]
    fn exit_levels_and_summary() {
        let r = vec![FileReport {
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
        let s = summary(&r);
        assert_eq!(s["attr-vendor-code"], 1);
        assert_eq!(s["cfi-cie-augmentation"], 1);
        let json: serde_json::Value = serde_json::from_str(&to_json(&r)).unwrap();
        assert_eq!(json["files"][0]["findings"][0]["severity"], "note");
        assert_eq!(json["summary"]["cfi-cie-augmentation"], 1);
        let sarif: serde_json::Value = serde_json::from_str(&to_sarif(&r)).unwrap();
        assert_eq!(sarif["runs"][0]["results"][1]["level"], "warning");
        assert_eq!(sarif_uri("a b[c]#d"), "a%20b%5Bc%5D%23d");
    }
}
