//! Sanitizer findings in gdb's words: the stop at a finding and `info checks`, the list of
//! findings so far with their counts (as `hdb run --check` counts them).

use amdgpu::check::CheckFinding;
use serde_json::{json, Value as Json};

use super::{CommandResult, Interpreter};

/// A finding as JSON: its check, kind, text, access and lanes.
pub(crate) fn finding_json(f: &CheckFinding) -> Json {
    let lanes: Vec<u32> = (0..64).filter(|l| f.lanes >> l & 1 != 0).collect();
    let access = |a: &Option<amdgpu::check::Access>| {
        a.map(|a| {
            json!({
                "kind": a.kind.name(),
                "size": a.size,
                "address_space": a.space.name(),
                "address": format!("{:#x}", a.address),
            })
        })
    };
    json!({
        "check": f.kind.tool().name(),
        "kind": f.kind.name(),
        "id": f.id(),
        "message": f.description(),
        "access": access(&f.access),
        "other_access": access(&f.other_access),
        "pc": format!("{:#x}", f.pc),
        "lanes": lanes,
    })
}

impl Interpreter {
    /// `info checks`: the checks that run and every finding so far, with its count.
    pub(crate) fn info_checks(&mut self) -> CommandResult {
        let Some(report) = self.engine.check_report() else {
            self.print("No checks run (hdb debug --check CHECKS turns them on).\n");
            self.field("checks", Json::Null);
            return Ok(());
        };
        let mut s = format!("Checks: {}\n", report.checks);
        if report.findings.is_empty() {
            s.push_str("No findings.\n");
        }
        let mut rows = Vec::new();
        for (n, c) in report.findings.iter().enumerate() {
            let f = &c.finding;
            let thread = c
                .wave
                .map_or_else(|| "-".to_string(), |w| format!("Thread {}", w.0));
            let mut place = format!("{:#018x}", f.pc);
            if let Some((func, _)) = self.engine.function_of(f.pc) {
                place.push_str(&format!(" in {func}"));
            }
            let line = self.engine.line_of(f.pc);
            if let Some((file, l)) = &line {
                place.push_str(&format!(" at {file}:{l}"));
            }
            let times = if c.count == 1 { "time" } else { "times" };
            // A finding no wave made: the runtime's (a bad free in a HIP call, a leak at the
            // program's end).
            let whence = if c.wave.is_none() && f.pc == 0 {
                "by the host program (a HIP call, or its end)".to_string()
            } else {
                format!("{thread}, {place}")
            };
            s.push_str(&format!(
                "{}  [{}] {f}\n     {whence}; {} {times}\n",
                n + 1,
                f.kind.tool().name(),
                c.count
            ));
            let mut row = finding_json(f);
            row["count"] = json!(c.count);
            row["thread"] = json!(c.wave.map(|w| w.0));
            row["file"] = json!(line.as_ref().map(|l| l.0.clone()));
            row["line"] = json!(line.as_ref().map(|l| l.1));
            rows.push(row);
        }
        let total: u64 = report.findings.iter().map(|c| c.count).sum();
        s.push_str(&format!(
            "{total} error{} in all.\n",
            if total == 1 { "" } else { "s" }
        ));
        self.print(s);
        self.field(
            "checks",
            json!({"checks": report.checks.to_string(), "errors": total, "findings": rows}),
        );
        Ok(())
    }
}
