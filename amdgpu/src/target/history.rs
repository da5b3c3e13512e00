//! Walking a recorded history ([`Replay`]) back from the present, one instruction of one wave
//! at a time: what reverse stepping and reverse continuing choose their point from, in the
//! engine and in the gdb-remote stub alike.

use std::collections::HashMap;

use super::{RecordStatus, Replay, StopReason, Wave, WaveId, WaveState};

/// Where the waves stood at breakpoint hits already reported when recording began (the
/// stopped waves whose stop reason is a breakpoint, but those whose stops are still to be
/// reported, `pending`): going back, each one's first instruction of the history is that
/// hit, before the history ([`BackScan::hit_before_history`]).
pub fn reported_hits(waves: &[Wave], pending: &[WaveId]) -> Vec<(WaveId, u64)> {
    waves
        .iter()
        .filter(|w| {
            w.state == WaveState::Stopped
                && w.stop_reason == Some(StopReason::Breakpoint)
                && !pending.contains(&w.id)
        })
        .map(|w| (w.id, w.pc))
        .collect()
}

/// One instruction the target executed, going back from the present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Back {
    /// Its time: going to it brings the target to just before it.
    pub time: u64,
    /// The wave that executed it.
    pub wave: WaveId,
    /// Its address.
    pub pc: u64,
}

/// Walks the history back from the present, one distinct instruction of a wave at a time: a
/// breakpoint's trap and the original instruction executed after it (same wave, same PC) are
/// one. It reads the target's log lazily, so a long history costs nothing to hold.
#[derive(Debug, Clone)]
pub struct BackScan {
    /// Each wave's PC after the instruction the walk looks at next.
    later: HashMap<WaveId, u64>,
    next: u64,
    oldest: u64,
}

impl BackScan {
    /// A walk back from `status.position` over the target whose waves are now `waves`.
    pub fn new(waves: &[Wave], status: RecordStatus) -> BackScan {
        BackScan {
            later: waves.iter().map(|w| (w.id, w.pc)).collect(),
            next: status.position,
            oldest: status.oldest,
        }
    }

    /// A walk back from `status.position` that meets every breakpoint hit before the present:
    /// only the `present` waves (the one whose stop is reported, those whose stops are still
    /// to be reported) have a trap at their present PC taken for the present. Another wave
    /// stopped at a breakpoint it already hit and reported (its trap is its last instruction
    /// and its PC has not moved) hit it in the past, and a reverse-continue must meet that hit.
    pub fn hits(waves: &[Wave], status: RecordStatus, present: &[WaveId]) -> BackScan {
        BackScan {
            later: waves
                .iter()
                .filter(|w| present.contains(&w.id))
                .map(|w| (w.id, w.pc))
                .collect(),
            next: status.position,
            oldest: status.oldest,
        }
    }

    /// The previous instruction, or `None` at the oldest recorded point.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self, r: &mut dyn Replay) -> Option<Back> {
        while self.next > self.oldest {
            self.next -= 1;
            let e = r.executed(self.next)?;
            let Some(pc) = e.pc else { continue };
            if self.later.insert(e.wave, pc) == Some(pc) {
                continue;
            }
            return Some(Back {
                time: self.next,
                wave: e.wave,
                pc,
            });
        }
        None
    }

    /// Whether `b` is a breakpoint hit reported before recording began: its wave stood at
    /// that PC then (`began`, from [`reported_hits`] at the start) and `b` is the wave's first
    /// instruction of the history. gdb says the history ends there rather than meeting the
    /// hit again; a hit inside the history has the wave's trap at the same PC before it.
    pub fn hit_before_history(
        &self,
        r: &mut dyn Replay,
        began: &[(WaveId, u64)],
        b: &Back,
    ) -> bool {
        began.contains(&(b.wave, b.pc))
            && (self.oldest..b.time)
                .rev()
                .all(|t| r.executed(t).is_none_or(|e| e.wave != b.wave))
    }

    /// The time just before `wave`'s `count`-th last instruction (gdb's `reverse-stepi
    /// COUNT`), and how many of them the history held: fewer than `count` when it ends first
    /// (then the time is that of the oldest one found, `None` if none was).
    pub fn wave_steps(
        &mut self,
        r: &mut dyn Replay,
        wave: WaveId,
        count: u64,
    ) -> (Option<u64>, u64) {
        let (mut found, mut oldest) = (0, None);
        while found < count {
            let Some(b) = self.next(r) else { break };
            if b.wave == wave {
                found += 1;
                oldest = Some(b.time);
            }
        }
        (oldest, found)
    }
}
