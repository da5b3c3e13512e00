//! Walking a recorded history ([`Replay`]) back from the present, one instruction of one wave
//! at a time: what reverse stepping and reverse continuing choose their point from, in the
//! engine and in the gdb-remote stub alike.

use std::collections::HashMap;

use super::{
    BackSearch, Executed, FoundBack, RecordStatus, Replay, StopReason, Wave, WaveId, WaveState,
};

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

/// Each wave's PC, by wave number: a walk back looks a wave up for every instruction of the
/// history, so the numbers a target gives (from 1, dense) index a vector; a number too large
/// for one goes to a map.
#[derive(Debug, Clone, Default)]
struct PcByWave {
    dense: Vec<Option<u64>>,
    sparse: HashMap<WaveId, u64>,
}

impl PcByWave {
    /// Wave numbers below this index the vector.
    const DENSE: usize = 1 << 20;

    /// Sets `wave`'s PC; returns the one it had.
    fn insert(&mut self, wave: WaveId, pc: u64) -> Option<u64> {
        match usize::try_from(wave.0) {
            Ok(i) if i < Self::DENSE => {
                if i >= self.dense.len() {
                    self.dense.resize(i + 1, None);
                }
                self.dense[i].replace(pc)
            }
            _ => self.sparse.insert(wave, pc),
        }
    }

    fn get(&self, wave: WaveId) -> Option<u64> {
        match usize::try_from(wave.0) {
            Ok(i) if i < Self::DENSE => self.dense.get(i).copied().flatten(),
            _ => self.sparse.get(&wave).copied(),
        }
    }
}

impl FromIterator<(WaveId, u64)> for PcByWave {
    fn from_iter<I: IntoIterator<Item = (WaveId, u64)>>(iter: I) -> Self {
        let mut map = PcByWave::default();
        for (wave, pc) in iter {
            map.insert(wave, pc);
        }
        map
    }
}

/// [`Replay::previous_at`] by reading the log back from `search.until`, a piece at a time.
pub fn search_back<R: Replay + ?Sized>(r: &mut R, search: &BackSearch) -> Option<FoundBack> {
    let mut next_pc = PcByWave::default();
    let mut log = LogBack::new(search.until, search.not_before);
    for time in (search.not_before..search.until).rev() {
        let e = log.get(r, time)?;
        let Some(pc) = e.pc else { continue };
        let later = next_pc.insert(e.wave, pc);
        if time < search.before && search.pcs.contains(&pc) {
            return Some(FoundBack {
                time,
                wave: e.wave,
                pc,
                next_pc: later,
            });
        }
    }
    None
}

/// The log read backwards in pieces ([`Replay::executed_range`]) that grow as the reading
/// goes on, so a long walk takes few reads and a short one reads little.
#[derive(Debug, Clone)]
struct LogBack {
    /// The piece read last: instructions `from..`.
    piece: Vec<Executed>,
    from: u64,
    oldest: u64,
}

/// The first piece of the log read, and the largest.
const FIRST_READ: u64 = 1024;
const MOST_READ: u64 = 1 << 16;

impl LogBack {
    /// Reading back from `end` (exclusive), no further than `oldest`.
    fn new(end: u64, oldest: u64) -> LogBack {
        LogBack {
            piece: Vec::new(),
            from: end,
            oldest,
        }
    }

    /// Instruction `time` (at or before the piece read last), reading an earlier piece when
    /// the reading has left it; one by one where the history does not hold a whole piece.
    fn get<R: Replay + ?Sized>(&mut self, r: &mut R, time: u64) -> Option<Executed> {
        if time < self.from {
            let size = (2 * self.piece.len() as u64).clamp(FIRST_READ, MOST_READ);
            let to = self.from.min(time + 1);
            let from = to.saturating_sub(size).max(self.oldest);
            r.executed_range(from, to, &mut self.piece);
            self.from = from;
            if self.piece.len() as u64 != to - from {
                self.piece.clear();
                self.from = time + 1;
                return r.executed(time);
            }
        }
        self.piece
            .get(usize::try_from(time - self.from).ok()?)
            .copied()
    }
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
/// one. It reads the target's log in pieces as it goes ([`Replay::executed_range`]), larger
/// as the walk gets longer, so a long history costs nothing to hold and a long walk few reads.
#[derive(Debug, Clone)]
pub struct BackScan {
    /// Each wave's PC after the instruction the walk looks at next.
    later: PcByWave,
    next: u64,
    oldest: u64,
    log: LogBack,
    /// Where the walk began, and each wave's PC then (what [`BackScan::next_at`] needs).
    start: u64,
    present: PcByWave,
}

impl BackScan {
    /// A walk back from `status.position` over the target whose waves are now `waves`.
    pub fn new(waves: &[Wave], status: RecordStatus) -> BackScan {
        BackScan::from_present(waves.iter().map(|w| (w.id, w.pc)).collect(), status)
    }

    /// A walk back from `status.position` that meets every breakpoint hit before the present:
    /// only the `present` waves (the one whose stop is reported, those whose stops are still
    /// to be reported) have a trap at their present PC taken for the present. Another wave
    /// stopped at a breakpoint it already hit and reported (its trap is its last instruction
    /// and its PC has not moved) hit it in the past, and a reverse-continue must meet that hit.
    pub fn hits(waves: &[Wave], status: RecordStatus, present: &[WaveId]) -> BackScan {
        BackScan::from_present(
            waves
                .iter()
                .filter(|w| present.contains(&w.id))
                .map(|w| (w.id, w.pc))
                .collect(),
            status,
        )
    }

    fn from_present(present: PcByWave, status: RecordStatus) -> BackScan {
        BackScan {
            later: present.clone(),
            next: status.position,
            oldest: status.oldest,
            log: LogBack::new(status.position, status.oldest),
            start: status.position,
            present,
        }
    }

    /// The previous distinct instruction at one of `pcs` (the others passed over), found by
    /// the target ([`Replay::previous_at`]). A walk uses this or [`BackScan::next`], not both.
    pub fn next_at(&mut self, r: &mut dyn Replay, pcs: &[u64], not_before: u64) -> Option<Back> {
        let mut search = BackSearch {
            pcs: pcs.to_vec(),
            before: self.next,
            not_before: not_before.max(self.oldest),
            until: self.start,
        };
        loop {
            let f = r.previous_at(&search)?;
            self.next = f.time;
            search.before = f.time;
            // The wave's PC after it: its next instruction of the walk, else where it is now.
            let later = f.next_pc.or_else(|| self.present.get(f.wave));
            if later == Some(f.pc) {
                continue;
            }
            return Some(Back {
                time: f.time,
                wave: f.wave,
                pc: f.pc,
            });
        }
    }

    /// The previous instruction, or `None` at the oldest recorded point.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self, r: &mut dyn Replay) -> Option<Back> {
        while self.next > self.oldest {
            self.next -= 1;
            let e = self.log.get(r, self.next)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::{
        AgentId, DispatchId, LastWrite, QueueId, TargetResult, WatchScope, WaveSize,
    };

    /// A history read from a vector.
    struct Log(Vec<Executed>);

    impl Replay for Log {
        fn start_recording(&mut self, _: Option<u64>) -> TargetResult<()> {
            Ok(())
        }
        fn stop_recording(&mut self) {}
        fn record_status(&mut self) -> Option<RecordStatus> {
            None
        }
        fn set_record_budget(&mut self, _: u64) {}
        fn executed(&mut self, time: u64) -> Option<Executed> {
            self.0.get(usize::try_from(time).ok()?).copied()
        }
        fn goto(&mut self, _: u64) -> TargetResult<Option<WaveId>> {
            Ok(None)
        }
        fn last_write(
            &mut self,
            _: WatchScope,
            _: u64,
            _: u64,
            _: u64,
        ) -> TargetResult<Option<LastWrite>> {
            Ok(None)
        }
    }

    fn wave(id: u32, pc: u64) -> Wave {
        Wave {
            id: WaveId(id),
            agent: AgentId(1),
            queue: QueueId(1),
            dispatch: DispatchId(1),
            group: [0; 3],
            wave_in_group: 0,
            wave_size: WaveSize::Wave64,
            state: WaveState::Stopped,
            stop_reason: Some(StopReason::Breakpoint),
            pc,
        }
    }

    /// The target's search and the instruction-by-instruction walk meet the same hits: a
    /// trap and the original instruction after it are one, a trap at a wave's present PC
    /// is the present only for the waves said to be present.
    #[test]
    fn searching_meets_what_walking_meets() {
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            seed >> 33
        };
        let mut pcs = [0x100u64, 0x200, 0x300];
        let mut log = Vec::new();
        for _ in 0..20_000 {
            let w = (next() % 3) as usize;
            let pc = pcs[w];
            log.push(Executed {
                wave: WaveId(w as u32 + 1),
                pc: (next() % 50 != 0).then_some(pc),
            });
            // Mostly straight on; now and then the same PC again (a trap, then the original)
            // or a jump back.
            match next() % 10 {
                0 => {}
                1 => pcs[w] = 0x100 + 4 * (next() % 16),
                _ => pcs[w] += 4,
            }
        }
        let mut r = Log(log);
        let status = RecordStatus {
            oldest: 5,
            position: r.0.len() as u64,
            end: r.0.len() as u64,
            snapshots: 1,
            bytes: 0,
            budget: 0,
            dropped: false,
        };
        let waves: Vec<Wave> = (0..3).map(|w| wave(w + 1, pcs[w as usize])).collect();
        let wanted = [0x110u64, 0x120, pcs[1]];
        for present in [
            vec![],
            vec![WaveId(2)],
            vec![WaveId(1), WaveId(2), WaveId(3)],
        ] {
            let mut walk = BackScan::hits(&waves, status, &present);
            let mut walked = Vec::new();
            while let Some(b) = walk.next(&mut r) {
                if wanted.contains(&b.pc) && b.time >= 100 {
                    walked.push(b);
                }
            }
            let mut search = BackScan::hits(&waves, status, &present);
            let mut searched = Vec::new();
            while let Some(b) = search.next_at(&mut r, &wanted, 100) {
                searched.push(b);
            }
            assert!(walked.len() > 100, "{}", walked.len());
            assert_eq!(searched, walked, "present {present:?}");
        }
    }
}
