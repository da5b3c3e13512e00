//! The `sync` check: barrier misuse (compute-sanitizer's synccheck).
//!
//! * `s_barrier` executed while some of the wave's work-items are inactive: the barrier is in
//!   control flow that diverged (`if (lid < 32) barrier(...)`), so the other work-items never
//!   reach it — undefined behaviour in OpenCL, HIP and CUDA;
//! * a barrier released while waves of the group had already ended (the hardware counts only
//!   live waves, so the barrier synchronises fewer work-items than the program meant);
//! * a wave ending while others of its group wait at a barrier;
//! * waves of one group executing different numbers of barriers.

use crate::exec::scalar::{POp, SOp};
use crate::exec::{Inst, Sem};
use crate::wave::Wave;

use super::{Checks, Finding, FindingKind, Site};

impl Checks {
    /// `inst` is about to run on the wave in `slot`: a barrier is checked and counted.
    pub(super) fn check_sync(&mut self, slot: usize, inst: &Inst, w: &Wave) {
        // GFX12 splits the barrier into `s_barrier_signal` (SOP1) and `s_barrier_wait`; the
        // signal is where the wave joins it.
        if !matches!(
            inst.sem,
            Sem::Sopp(POp::Barrier) | Sem::Salu(SOp::BarrierSignal)
        ) {
            return;
        }
        let Some(wc) = self.waves.get_mut(slot).and_then(Option::as_mut) else {
            return;
        };
        wc.barriers += 1;
        wc.waiting = Some(w.pc);
        let exec = w.exec & w.lane_mask();
        let missing = wc.items & !exec;
        if missing != 0 {
            let site = wc.site(missing, w.pc);
            self.report(
                Finding {
                    kind: FindingKind::DivergentBarrier,
                    site: Some(site),
                    access: None,
                    allocation: None,
                    other: None,
                    count: 1,
                    registers: None,
                    callers: Vec::new(),
                    dispatch: 0,
                },
                Some(w),
            );
        }
    }

    /// A barrier of group slot `slot` released; `exited` are the slots of its waves that had
    /// ended.
    pub(super) fn sync_released(&mut self, slot: usize, exited: &[usize]) {
        let Some(g) = self.groups.get(slot).and_then(Option::as_ref) else {
            return;
        };
        if exited.is_empty() || g.exit_reported {
            return;
        }
        // Reported at a waiting wave's barrier, naming an ended wave.
        let waiting = g
            .waves
            .iter()
            .filter_map(|&s| self.waves.get(s).and_then(Option::as_ref))
            .find_map(|w| w.waiting.map(|pc| w.site(w.items, pc)));
        let gone = exited
            .iter()
            .filter_map(|&s| self.waves.get(s).and_then(Option::as_ref))
            .map(|w| w.site(w.items, 0))
            .next();
        let Some(site) = waiting else { return };
        self.report(
            Finding {
                kind: FindingKind::BarrierAfterExit,
                site: Some(site),
                access: None,
                allocation: None,
                other: gone.map(|s| (s, None)),
                count: 1,
                registers: None,
                callers: Vec::new(),
                dispatch: 0,
            },
            None,
        );
    }

    /// The wave in `slot` ended at `w.pc`: waves of its group waiting at a barrier will wait
    /// for it in vain.
    pub(super) fn sync_wave_ended(&mut self, slot: usize, w: &Wave) {
        let Some(wc) = self.waves.get(slot).and_then(Option::as_ref) else {
            return;
        };
        let gslot = wc.group_slot;
        let ended = wc.site(wc.items, w.pc);
        let Some(g) = self.groups.get(gslot).and_then(Option::as_ref) else {
            return;
        };
        let waiting: Option<Site> = g
            .waves
            .iter()
            .filter(|&&s| s != slot)
            .filter_map(|&s| self.waves.get(s).and_then(Option::as_ref))
            .find_map(|o| o.waiting.map(|pc| o.site(o.items, pc)));
        let Some(waiting) = waiting else { return };
        if let Some(g) = self.groups.get_mut(gslot).and_then(Option::as_mut) {
            g.exit_reported = true;
        }
        self.report(
            Finding {
                kind: FindingKind::ExitAtBarrier,
                site: Some(ended),
                access: None,
                allocation: None,
                other: Some((waiting, None)),
                count: 1,
                registers: None,
                callers: Vec::new(),
                dispatch: 0,
            },
            Some(w),
        );
    }

    /// The group in `slot` ended: its waves must have executed the same number of barriers.
    pub(super) fn sync_group_ended(&mut self, slot: usize) {
        let Some(g) = self.groups.get(slot).and_then(Option::as_ref) else {
            return;
        };
        let waves: Vec<&super::WaveChecks> = g
            .waves
            .iter()
            .filter_map(|&s| self.waves.get(s).and_then(Option::as_ref))
            .collect();
        let counts: Vec<u32> = waves.iter().map(|w| w.barriers).collect();
        if counts.windows(2).all(|p| p[0] == p[1]) {
            return;
        }
        let first = waves[0];
        let site = first.site(first.items, 0);
        self.report(
            Finding {
                kind: FindingKind::BarrierCount(counts),
                site: Some(site),
                access: None,
                allocation: None,
                other: None,
                count: 1,
                registers: None,
                callers: Vec::new(),
                dispatch: 0,
            },
            None,
        );
    }
}
