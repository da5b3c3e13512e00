//! Sanitizer findings in a session: which checks stop the program, and the findings so far.
//!
//! A target whose checks run stops a wave before an instruction with a finding
//! ([`amdgpu::target::StopReason::Check`]); the engine reports it as [`StopEvent::Check`]
//! when the finding's check is one of [`Session::check_stops`], and lets the wave go on
//! otherwise (the finding is still counted and listed).

use amdgpu::check::{CheckFinding, CheckSet};
use amdgpu::target::FindingCount;
use amdgpu::target::StopReason;

use super::session::Session;
use super::stop::StopEvent;
use amdgpu::target::WaveId;

/// The checks a target runs and what they found so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckReport {
    /// The checks that run.
    pub checks: CheckSet,
    /// Every finding, in the order first seen, with its count.
    pub findings: Vec<FindingCount>,
}

impl Session {
    /// Which checks' findings stop the program (all by default).
    pub fn check_stops(&self) -> CheckSet {
        self.check_stops
    }

    /// Makes the findings of `set`'s checks stop the program, and the others only counted.
    pub fn set_check_stops(&mut self, set: CheckSet) {
        self.check_stops = set;
    }

    /// The checks the target runs and their findings so far (those of the last run once
    /// the program ended); `None` when no check runs.
    pub fn check_report(&self) -> Option<CheckReport> {
        match &self.target {
            Some(t) => t.sanitizer().map(|s| CheckReport {
                checks: s.checks(),
                findings: s.findings(),
            }),
            None => self.ended_checks.clone(),
        }
    }

    /// Keeps the findings of a target about to go, for [`Session::check_report`].
    pub(super) fn keep_check_report(&mut self) {
        self.ended_checks = self.check_report();
    }

    /// A wave stopped for `first` and the other findings of its stop: the stop for the user,
    /// or `None` when none of their checks stops the program.
    pub(super) fn check_stop(&self, wave: WaveId, first: CheckFinding) -> Option<StopEvent> {
        let others = self.other_stop_reasons.iter().filter_map(|r| match r {
            StopReason::Check(f) => Some(f.as_ref().clone()),
            _ => None,
        });
        let findings: Vec<CheckFinding> = std::iter::once(first)
            .chain(others)
            .filter(|f| self.check_stops.has(f.kind.tool()))
            .collect();
        (!findings.is_empty()).then_some(StopEvent::Check { wave, findings })
    }

    /// The lanes a finding stop focuses: the first finding's, else none.
    pub(super) fn check_lanes(findings: &[CheckFinding]) -> Vec<u32> {
        let mask = findings.first().map_or(0, |f| f.lanes);
        (0..64).filter(|l| mask >> l & 1 != 0).collect()
    }
}
