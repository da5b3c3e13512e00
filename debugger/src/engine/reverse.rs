//! Reverse execution over a target that records its run ([`amdgpu::target::Replay`], the
//! simulator): starting and stopping the recording, stepping the focused wave back by
//! instructions, and running back to the most recent breakpoint hit of any wave — where
//! gdb's `record full` stops going backwards. The target brings back the registers and
//! memory of that point; the engine only chooses the point, from the target's log of which
//! wave executed what.

use std::collections::HashMap;

use amdgpu::target::{RecordStatus, Replay, WaveId};

use super::error::{EngineError, EngineResult};
use super::session::Session;
use super::stop::StopEvent;

/// How a reverse step or run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReverseStop {
    /// The stop, as a forward one would be reported (a breakpoint hit, a step's end).
    pub stop: StopEvent,
    /// The oldest recorded point was reached before the asked-for one (gdb's "No more
    /// reverse-execution history.").
    pub history_end: bool,
}

/// One instruction the target executed, going back from the present.
struct Back {
    time: u64,
    wave: WaveId,
    pc: u64,
}

/// Walks the history back from the present, one distinct instruction of a wave at a time: a
/// breakpoint's trap and the original instruction executed after it (same wave, same PC) are
/// one. It reads the target's log lazily, so a long history costs nothing to hold.
struct BackScan {
    /// Each wave's PC after the instruction the walk looks at next.
    later: HashMap<WaveId, u64>,
    next: u64,
    oldest: u64,
}

impl BackScan {
    fn next(&mut self, r: &dyn Replay) -> Option<Back> {
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
}

impl Session {
    fn replay(&mut self) -> EngineResult<&mut dyn Replay> {
        self.target
            .as_mut()
            .ok_or(EngineError::NotRunning)?
            .replay()
            .ok_or(EngineError::CannotRecord)
    }

    /// Starts recording the program from here (`budget`: the most bytes of history kept;
    /// the target's default when `None`).
    pub fn record_start(&mut self, budget: Option<u64>) -> EngineResult<()> {
        let r = self.replay()?;
        if r.record_status().is_some() {
            return Err(EngineError::AlreadyRecording);
        }
        r.start_recording(budget)?;
        Ok(())
    }

    /// Stops recording; the history is forgotten and the program runs on live from where
    /// it is.
    pub fn record_stop(&mut self) -> EngineResult<()> {
        let r = self.replay()?;
        if r.record_status().is_none() {
            return Err(EngineError::NotRecording);
        }
        r.stop_recording();
        Ok(())
    }

    /// The recording, if one is on (`None` also when the target cannot record or nothing
    /// runs).
    pub fn record_status(&mut self) -> Option<RecordStatus> {
        self.replay().ok()?.record_status()
    }

    /// Changes the recording's memory budget.
    pub fn set_record_budget(&mut self, bytes: u64) -> EngineResult<()> {
        self.replay()?.set_record_budget(bytes);
        Ok(())
    }

    fn recording(&mut self) -> EngineResult<RecordStatus> {
        self.replay()?.record_status().ok_or(EngineError::NoHistory)
    }

    /// A walk back through the recorded instructions before the present.
    fn scan_back(&mut self, status: RecordStatus) -> EngineResult<BackScan> {
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        Ok(BackScan {
            later: t.waves().into_iter().map(|w| (w.id, w.pc)).collect(),
            next: status.position,
            oldest: status.oldest,
        })
    }

    /// Brings the target to `time` and reports the stop there as the engine reports
    /// forward stops (all-stop, focus, frames read afresh).
    fn go_back(&mut self, time: u64, stop: StopEvent) -> EngineResult<StopEvent> {
        self.replay()?.goto(time)?;
        // Events of the future that was left are void.
        self.pending.clear();
        self.frames = None;
        self.reread_watched();
        Ok(self.stopped(stop))
    }

    /// Steps the focused wave back `count` instructions (gdb's `reverse-stepi`): the
    /// registers and memory are those before the `count`-th last instruction it executed.
    pub fn reverse_step_instructions(&mut self, count: u64) -> EngineResult<ReverseStop> {
        let status = self.recording()?;
        let wave = self.require_focus()?.wave;
        let mut scan = self.scan_back(status)?;
        let r = self.replay()?;
        let (mut found, mut oldest_mine) = (0, None);
        while found < count {
            let Some(b) = scan.next(r) else { break };
            if b.wave == wave {
                found += 1;
                oldest_mine = Some(b.time);
            }
        }
        let time = oldest_mine.unwrap_or(status.position);
        let history_end = found < count;
        let stop = self.go_back(time, StopEvent::Stepped { wave })?;
        Ok(ReverseStop { stop, history_end })
    }

    /// Runs back to the most recent breakpoint hit of any wave (with its conditions and
    /// lanes, as forward), or to the oldest recorded point (gdb's `reverse-continue`).
    pub fn reverse_resume(&mut self) -> EngineResult<ReverseStop> {
        let status = self.recording()?;
        let addresses: Vec<u64> = self
            .table
            .breakpoints
            .iter()
            .filter(|b| b.enabled)
            .flat_map(|b| b.addresses.iter().copied())
            .collect();
        let mut scan = self.scan_back(status)?;
        // A hit at the history's first instruction is where recording began, not a hit met
        // going back: gdb says the history ends there.
        while let Some(b) = scan.next(self.replay()?) {
            if !addresses.contains(&b.pc) || b.time == status.oldest {
                continue;
            }
            self.replay()?.goto(b.time)?;
            if let Some(stop) = self.breakpoint_hit(b.wave, b.pc)? {
                let stop = self.go_back(b.time, stop)?;
                return Ok(ReverseStop {
                    stop,
                    history_end: false,
                });
            }
        }
        // No hit in the history: back to its beginning, where gdb stops too.
        // The focus stays on its wave, as gdb's stays on its thread.
        let at = self.replay()?.goto(status.oldest)?;
        let wave = match (self.focus().map(|f| f.wave), at) {
            (Some(w), _) | (None, Some(w)) => w,
            (None, None) => return Err(EngineError::NoFocus),
        };
        let stop = self.go_back(status.oldest, StopEvent::Stepped { wave })?;
        Ok(ReverseStop {
            stop,
            history_end: true,
        })
    }
}
