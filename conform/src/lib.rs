//! DWARF producer conformance: static ABI rules and dynamic checks by running the program.
//!
//! A compiler engineer learns, rule by rule and variable by variable, where a code object's
//! debugging information breaks the AMDGPU ABI (AMDGPUUsage, "DWARF Debug Information") and
//! the heterogeneous-debugging extension (`shared/reference/`), and where it gives wrong
//! values when the program runs.
//!
//! * [`rules`] — the rule table: stable ids, severities, explanations, spec references.
//! * [`check`] — the static rules over one code object: CFI (CIE fields, CFA rules, register
//!   numbers, callee-saved registers against the unwinder's prologue analysis), location
//!   expressions (decoded by `dwarf_ext::op`, evaluated symbolically by `dwarf_ext`'s
//!   evaluator), units and line-table headers.
//! * [`inputs`] — many files and directories: code objects inside bundles and host binaries,
//!   checked on several threads.
//! * [`report`] — text grouped by rule, the JSON document, SARIF 2.1.0, suppressions.
//! * [`stats`] — location coverage (`--stats`), counted as `llvm-dwarfdump --statistics`.
//! * [`baseline`] — fingerprints and baselines (only new findings fail).
//! * [`score`] — the debug-experience score of a run-time comparison (Dexter's heuristic).
//! * [`runtime`] — run the kernel in the simulator through the `debugger` engine, stop at
//!   line-table rows and evaluate every variable for every active lane; compare against a
//!   reference build.
#![deny(missing_docs)]

pub mod baseline;
pub mod check;
mod history;
pub mod inputs;
mod loops;
mod names;
pub mod report;
mod reshaped;
pub mod rules;
pub mod runtime;
pub mod score;
mod states;
pub mod stats;
mod written;

use serde::Serialize;

pub use check::{check_code_object, Optimisation};
pub use inputs::{check_input, expand, CheckOptions, CheckedInput};
pub use rules::{rule, Rule, Severity, RULES};

/// Why a file could not be checked (bad input, not a finding).
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The file could not be read.
    #[error("{file}: cannot read: {source}")]
    Read {
        /// The path.
        file: String,
        /// Why.
        source: std::io::Error,
    },
    /// The bytes hold no AMDGPU code object the checker can parse.
    #[error("{file}: {reason}")]
    CodeObject {
        /// The path (and bundle entry).
        file: String,
        /// Why.
        reason: String,
    },
    /// The input holds no AMDGPU code (a host object without offload code, a stray library,
    /// not an object file): a walk over a build tree skips it with a note.
    #[error("{file}: {reason}")]
    NoAmdgpuCode {
        /// The path.
        file: String,
        /// What was found instead.
        reason: String,
    },
    /// A launch for the run-time checks failed.
    #[error("{0}")]
    Launch(String),
}

/// One finding of one rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// The rule's id.
    pub rule: &'static str,
    /// The rule's severity.
    pub severity: Severity,
    /// What was found, in one sentence.
    pub message: String,
    /// The function (subprogram or FDE's symbol), if any.
    pub function: Option<String>,
    /// The variable, if any.
    pub variable: Option<String>,
    /// The program counter (the start of the location-list entry or row), if any.
    pub pc: Option<u64>,
    /// The `.debug_info` offset of the DIE, if any.
    pub die: Option<u64>,
    /// The expression as `hdb dwarf` prints it, if any.
    pub expression: Option<String>,
    /// The PC ranges `[start, end)` the finding holds for (the location-list entries it is
    /// about), if it is about some.
    pub ranges: Vec<(u64, u64)>,
    /// The work-items that disagree, by work-group (run-time findings; empty otherwise).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lanes: Vec<WorkItems>,
    /// The value the reference run showed in the message's example (run-time comparisons).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "value_as_json"
    )]
    pub expected: Option<String>,
    /// The value this run showed there.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "value_as_json"
    )]
    pub observed: Option<String>,
    /// The inline context of a run-time finding whose variable belongs to an inlined
    /// subroutine: the function, then each inlined call down to the variable's; empty
    /// otherwise.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub inline: Vec<InlinedCall>,
    /// With `hdb conform --sim`: the index of the program's dispatch (0 for the first, in
    /// launch order) whose run found it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dispatch: Option<usize>,
    /// Its fingerprint ([`baseline::fingerprint_all`]), once given.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub fingerprint: String,
    /// New or in the baseline, when compared with one ([`baseline::compare`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub baseline: Option<baseline::State>,
}

impl Finding {
    /// A finding of rule `id` (which must be in [`RULES`]; an unknown id is a bug and gets
    /// severity error).
    pub fn new(id: &'static str, message: impl Into<String>) -> Finding {
        Finding {
            rule: id,
            severity: rule(id).map_or(Severity::Error, |r| r.severity),
            message: message.into(),
            function: None,
            variable: None,
            pc: None,
            die: None,
            expression: None,
            ranges: Vec::new(),
            lanes: Vec::new(),
            expected: None,
            observed: None,
            inline: Vec::new(),
            dispatch: None,
            fingerprint: String::new(),
            baseline: None,
        }
    }
}

/// Work-items of one work-group, as inclusive ranges of their flat ids in the group (wave
/// index × wave size + lane): `[[0, 63]]` is a whole wave64 work-group.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WorkItems {
    /// The work-group id.
    pub group: [u32; 3],
    /// `[first, last]` ranges, ascending and disjoint.
    pub work_items: Vec<(u32, u32)>,
}

impl WorkItems {
    /// `items` (work-group, work-item) grouped by work-group, each group's work-items as
    /// ranges; in (work-group, work-item) order.
    pub fn of(items: &std::collections::BTreeSet<([u32; 3], u32)>) -> Vec<WorkItems> {
        let mut out: Vec<WorkItems> = Vec::new();
        for &(group, item) in items {
            match out.last_mut() {
                Some(w) if w.group == group => match w.work_items.last_mut() {
                    Some(r) if r.1.checked_add(1) == Some(item) => r.1 = item,
                    _ => w.work_items.push((item, item)),
                },
                _ => out.push(WorkItems {
                    group,
                    work_items: vec![(item, item)],
                }),
            }
        }
        out
    }
}

/// One level of a run-time finding's inline context.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct InlinedCall {
    /// The function's name.
    pub function: Option<String>,
    /// The `.debug_info` offset of its DIE: the subprogram, or the `DW_TAG_inlined_subroutine`.
    pub die: Option<u64>,
}

/// A formatted value as JSON: a number when it prints as a decimal number, else its text.
fn value_as_json<S: serde::Serializer>(v: &Option<String>, s: S) -> Result<S::Ok, S::Error> {
    let Some(text) = v else {
        return s.serialize_none();
    };
    if let Ok(i) = text.parse::<i64>() {
        return s.serialize_i64(i);
    }
    if let Ok(u) = text.parse::<u64>() {
        return s.serialize_u64(u);
    }
    let decimal = text
        .bytes()
        .all(|b| b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E'));
    match text.parse::<f64>() {
        Ok(f) if decimal && f.is_finite() => s.serialize_f64(f),
        _ => s.serialize_str(text),
    }
}

/// The findings for one code object.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FileReport {
    /// The file (with `[ENTRY-ID]` for a bundle entry).
    pub file: String,
    /// The first unit's `DW_AT_producer`, if any.
    pub producer: Option<String>,
    /// The findings, in the order found.
    pub findings: Vec<Finding>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_items_become_ranges_per_group() {
        let items: std::collections::BTreeSet<([u32; 3], u32)> = [
            ([0, 0, 0], 0),
            ([0, 0, 0], 1),
            ([0, 0, 0], 2),
            ([0, 0, 0], 5),
            ([1, 0, 0], 7),
        ]
        .into_iter()
        .collect();
        let w = WorkItems::of(&items);
        assert_eq!(
            serde_json::to_value(&w).unwrap(),
            serde_json::json!([
                {"group": [0, 0, 0], "work_items": [[0, 2], [5, 5]]},
                {"group": [1, 0, 0], "work_items": [[7, 7]]}
            ])
        );
    }

    #[test]
    fn values_are_numbers_when_they_print_as_numbers() {
        let as_json = |v: &str| {
            let mut f = Finding::new("run-value-mismatch", "m");
            f.expected = Some(v.into());
            serde_json::to_value(&f).unwrap()["expected"].clone()
        };
        assert_eq!(as_json("-7"), serde_json::json!(-7));
        assert_eq!(as_json("18446744073709551615"), serde_json::json!(u64::MAX));
        assert_eq!(as_json("1.5"), serde_json::json!(1.5));
        assert_eq!(as_json("0x10"), serde_json::json!("0x10"));
        assert_eq!(as_json("inf"), serde_json::json!("inf"));
        assert_eq!(as_json("{1, 2}"), serde_json::json!("{1, 2}"));
        let f = Finding::new("run-value-mismatch", "m");
        assert!(serde_json::to_value(&f).unwrap().get("expected").is_none());
    }
}
