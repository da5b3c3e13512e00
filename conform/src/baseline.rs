//! Fingerprints and baselines: so that a CI job fails only on findings that are new.
//!
//! A finding's fingerprint hashes what stays the same when unrelated code changes: the rule,
//! the file as named, the function, the variable and the message with its numbers taken out
//! (addresses, offsets and counts move with every rebuild; register and operation names such
//! as `VGPR40` or `DW_OP_lit5` keep theirs), plus the finding's rank among the file's
//! findings with the same key. The same fingerprint is SARIF's `partialFingerprints` entry.
//!
//! A baseline file (`--write-baseline`) lists the fingerprints of a run's findings, with
//! their rule, file, function, variable and message for people; `--baseline` compares a run
//! against it: findings whose fingerprint it lists are unchanged, the others are new, and
//! the entries no finding matched any more are stale.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::{FileReport, Finding};

/// The baseline file format's version.
pub const VERSION: u32 = 1;

/// 64-bit FNV-1a: a fixed, documented hash (fingerprints must not change between builds of
/// hdb, which `std`'s hasher does not promise).
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

/// Where normalised text goes: a string, or straight into a hash.
trait Sink {
    fn put(&mut self, bytes: &[u8]);
}

impl Sink for Fnv {
    fn put(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

impl Sink for Vec<u8> {
    fn put(&mut self, bytes: &[u8]) {
        self.extend_from_slice(bytes);
    }
}

/// The message with its numbers replaced by `#`: hexadecimal numbers everywhere, decimal
/// ones unless they end a name (`VGPR40`, `lit5`, `gfx90a` keep theirs), and the list of
/// location-list entries at the end dropped.
pub fn normalise_message(message: &str) -> String {
    let mut out = Vec::with_capacity(message.len());
    normalise_into(message, &mut out);
    // Only ASCII digits were replaced by ASCII: still UTF-8.
    String::from_utf8(out).unwrap_or_default()
}

fn normalise_into(message: &str, out: &mut impl Sink) {
    let message = match message.rfind(" (in ") {
        Some(i) if message[i..].contains("location-list entries") => &message[..i],
        _ => message,
    };
    let b = message.as_bytes();
    let mut i = 0;
    let mut copied = 0;
    while i < b.len() {
        let c = b[i];
        if !c.is_ascii_digit() {
            i += 1;
            continue;
        }
        let after_name = i > 0 && (b[i - 1].is_ascii_alphabetic() || b[i - 1] == b'_');
        if after_name {
            // Digits of a name: keep the whole alphanumeric run.
            while i < b.len() && b[i].is_ascii_alphanumeric() {
                i += 1;
            }
            continue;
        }
        out.put(&b[copied..i]);
        if c == b'0' && b.get(i + 1) == Some(&b'x') {
            i += 2;
            while i < b.len() && b[i].is_ascii_hexdigit() {
                i += 1;
            }
        } else {
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
        }
        out.put(b"#");
        copied = i;
    }
    out.put(&b[copied..]);
}

/// A file name as fingerprints use it: without a leading `./`.
fn normalise_path(file: &str) -> &str {
    let mut f = file;
    while let Some(rest) = f.strip_prefix("./") {
        f = rest;
    }
    f
}

/// Gives every finding of `reports` its fingerprint.
pub fn fingerprint_all(reports: &mut [FileReport]) {
    for r in reports {
        let file = normalise_path(&r.file).to_string();
        let mut seen: HashMap<u64, u32> = HashMap::new();
        for f in &mut r.findings {
            let key = key(&file, f);
            let rank = seen.entry(key).or_insert(0);
            f.fingerprint = format!("{key:016x}:{rank}");
            *rank += 1;
        }
    }
}

fn key(file: &str, f: &Finding) -> u64 {
    let mut h = Fnv::new();
    for part in [
        f.rule,
        file,
        f.function.as_deref().unwrap_or(""),
        f.variable.as_deref().unwrap_or(""),
    ] {
        h.put(part.as_bytes());
        h.put(b"\x1f");
    }
    normalise_into(&f.message, &mut h);
    h.0
}

/// One baseline entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The finding's fingerprint (the only field the comparison uses).
    pub fingerprint: String,
    /// Its rule.
    pub rule: String,
    /// Its file.
    pub file: String,
    /// Its function, if any.
    #[serde(default)]
    pub function: Option<String>,
    /// Its variable, if any.
    #[serde(default)]
    pub variable: Option<String>,
    /// Its message when the baseline was written.
    #[serde(default)]
    pub message: String,
}

/// A baseline file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Baseline {
    /// The format's version ([`VERSION`]).
    pub version: u32,
    /// The tool that wrote it.
    #[serde(default)]
    pub tool: String,
    /// The findings it accepts.
    pub findings: Vec<Entry>,
}

impl Baseline {
    /// The baseline of `reports` (fingerprinted).
    pub fn of(reports: &[FileReport]) -> Baseline {
        Baseline {
            version: VERSION,
            tool: format!("hdb conform {}", env!("CARGO_PKG_VERSION")),
            findings: reports
                .iter()
                .flat_map(|r| {
                    r.findings.iter().map(move |f| Entry {
                        fingerprint: f.fingerprint.clone(),
                        rule: f.rule.to_string(),
                        file: r.file.clone(),
                        function: f.function.clone(),
                        variable: f.variable.clone(),
                        message: f.message.clone(),
                    })
                })
                .collect(),
        }
    }

    /// Reads a baseline file's text.
    pub fn parse(text: &str) -> Result<Baseline, String> {
        let b: Baseline = serde_json::from_str(text).map_err(|e| format!("not a baseline: {e}"))?;
        if b.version != VERSION {
            return Err(format!(
                "baseline version {} (this hdb reads version {VERSION})",
                b.version
            ));
        }
        Ok(b)
    }

    /// The file's text.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }
}

/// Whether a finding is in the baseline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum State {
    /// Not in the baseline: it fails the run (at or above `--fail-on`).
    New,
    /// In the baseline.
    Unchanged,
}

/// What a comparison found besides each finding's [`State`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Comparison {
    /// Findings not in the baseline.
    pub new: usize,
    /// Findings in the baseline.
    pub unchanged: usize,
    /// Baseline entries no finding matches any more (fixed, or changed beyond recognition).
    pub stale: Vec<Entry>,
}

/// Marks every finding of `reports` (fingerprinted) new or unchanged against `baseline`.
pub fn compare(reports: &mut [FileReport], baseline: &Baseline) -> Comparison {
    let mut remaining: HashMap<&str, usize> = HashMap::new();
    for (i, e) in baseline.findings.iter().enumerate() {
        remaining.entry(e.fingerprint.as_str()).or_insert(i);
    }
    let mut c = Comparison::default();
    for r in reports.iter_mut() {
        for f in &mut r.findings {
            if remaining.remove(f.fingerprint.as_str()).is_some() {
                f.baseline = Some(State::Unchanged);
                c.unchanged += 1;
            } else {
                f.baseline = Some(State::New);
                c.new += 1;
            }
        }
    }
    let mut stale: Vec<usize> = remaining.into_values().collect();
    stale.sort_unstable();
    c.stale = stale
        .into_iter()
        .map(|i| baseline.findings[i].clone())
        .collect();
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_lose_their_numbers_but_keep_names() {
        assert_eq!(
            normalise_message("FDE at 0x40 for [0x1300, 0x1340): no CFA rule from 0x1300 (3 of 5 rows have no CFA rule)"),
            "FDE at # for [#, #): no CFA rule from # (# of # rows have no CFA rule)"
        );
        assert_eq!(
            normalise_message(
                "callee-saved VGPR40: the code stores it; DW_OP_lit5 on gfx90a, wave64"
            ),
            "callee-saved VGPR40: the code stores it; DW_OP_lit5 on gfx90a, wave64"
        );
        assert_eq!(
            normalise_message(
                "x at offset 0x3 (in 2 of the 5 location-list entries: [0x10, 0x20) [0x30, 0x40))"
            ),
            "x at offset #"
        );
    }

    fn report(file: &str, messages: &[(&'static str, &str, Option<&str>)]) -> FileReport {
        FileReport {
            file: file.into(),
            producer: None,
            findings: messages
                .iter()
                .map(|(rule, m, func)| {
                    let mut f = Finding::new(rule, *m);
                    f.function = func.map(str::to_string);
                    f
                })
                .collect(),
        }
    }

    #[test]
    fn fingerprints_survive_moved_code_and_tell_apart_repeats() {
        let mut a = vec![report(
            "./t/a.hsaco",
            &[
                (
                    "cfi-missing-cfa",
                    "FDE at 0x40 for [0x1300, 0x1340)",
                    Some("f"),
                ),
                (
                    "cfi-missing-cfa",
                    "FDE at 0x80 for [0x1400, 0x1440)",
                    Some("f"),
                ),
                (
                    "cfi-missing-cfa",
                    "FDE at 0x40 for [0x1300, 0x1340)",
                    Some("g"),
                ),
            ],
        )];
        let mut b = vec![report(
            "t/a.hsaco",
            &[
                (
                    "cfi-missing-cfa",
                    "FDE at 0x48 for [0x1310, 0x1350)",
                    Some("f"),
                ),
                (
                    "cfi-missing-cfa",
                    "FDE at 0x88 for [0x1410, 0x1450)",
                    Some("f"),
                ),
                (
                    "cfi-missing-cfa",
                    "FDE at 0x48 for [0x1310, 0x1350)",
                    Some("g"),
                ),
            ],
        )];
        fingerprint_all(&mut a);
        fingerprint_all(&mut b);
        let fa: Vec<_> = a[0]
            .findings
            .iter()
            .map(|f| f.fingerprint.clone())
            .collect();
        let fb: Vec<_> = b[0]
            .findings
            .iter()
            .map(|f| f.fingerprint.clone())
            .collect();
        assert_eq!(fa, fb);
        assert_ne!(fa[0], fa[1]);
        assert_ne!(fa[0], fa[2]);
    }

    #[test]
    fn comparison_new_unchanged_stale() {
        let mut old = vec![report(
            "a",
            &[
                ("loc-missing", "`x` has none", Some("k")),
                ("loc-missing", "`y` has none", Some("k")),
            ],
        )];
        fingerprint_all(&mut old);
        let baseline = Baseline::parse(&Baseline::of(&old).to_json()).unwrap();
        let mut now = vec![report(
            "a",
            &[
                ("loc-missing", "`x` has none", Some("k")),
                ("loc-missing", "`z` has none", Some("k")),
            ],
        )];
        fingerprint_all(&mut now);
        let c = compare(&mut now, &baseline);
        assert_eq!((c.new, c.unchanged), (1, 1));
        assert_eq!(now[0].findings[0].baseline, Some(State::Unchanged));
        assert_eq!(now[0].findings[1].baseline, Some(State::New));
        assert_eq!(c.stale.len(), 1);
        assert!(c.stale[0].message.contains("`y`"));
        assert!(Baseline::parse("{\"version\": 7, \"findings\": []}")
            .unwrap_err()
            .contains("version 7"));
        assert!(Baseline::parse("[]").is_err());
    }
}
