//! Watchpoints in every address space, exact: every load and store of the careful path is
//! checked. A watch is placed once, when inserted, in the memory that holds its bytes:
//! global memory for global and private watches (private memory is the wave's scratch in
//! global memory, swizzled per lane for `private_lane`), the work-group's LDS for LDS
//! watches. A private watch counts only the accesses of its wave, since a later wave may
//! reuse the scratch; the swizzle already keeps other lanes' bytes apart.

use amdgpu::target::{
    self as tgt, Lane, StopReason, TargetResult, WatchKind, WatchRegion, WatchScope, WatchTrigger,
    WaveId,
};
use amdgpu::AddressSpace;

use super::{memory_error, record, MemoryPlace, Simulator};
use crate::exec;
use crate::memory::{WatchedHit, WatchedRange};
use amdgpu::target::FaultKind;

/// The tag of the ranges of [`Simulator::observing`].
const OBSERVED: usize = usize::MAX;

/// A watch placed in memory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PlacedWatch {
    /// The watch as the debugger asked for it.
    pub(crate) region: WatchRegion,
    place: Place,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Place {
    /// Ranges of global memory; only `wave`'s accesses count when it is set (private).
    Global {
        ranges: Vec<(u64, u64)>,
        wave: Option<WaveId>,
    },
    /// `[start, end)` of the LDS of work-group `group`.
    Lds {
        group: [u32; 3],
        start: u64,
        end: u64,
    },
}

impl Simulator {
    /// Where the bytes of `region` are, for the waves that exist now.
    fn place_watch(&self, region: &WatchRegion) -> TargetResult<PlacedWatch> {
        let len = usize::try_from(region.len)
            .ok()
            .filter(|&l| l > 0)
            .ok_or_else(|| {
                memory_error(region.scope.space(), region.address, FaultKind::Unmapped)
            })?;
        let (wave, lane) = match region.scope {
            WatchScope::Global => {
                self.mem.check(region.address, region.len).map_err(|f| {
                    memory_error(AddressSpace::Global, f.address, FaultKind::Unmapped)
                })?;
                return Ok(PlacedWatch {
                    region: *region,
                    place: Place::Global {
                        ranges: vec![(region.address, region.address + region.len)],
                        wave: None,
                    },
                });
            }
            WatchScope::Local { wave } | WatchScope::PrivateWave { wave } => (wave, Lane(0)),
            WatchScope::PrivateLane { wave, lane } => (wave, lane),
        };
        let place =
            match self.memory_place(wave, lane, region.scope.space(), region.address, len)? {
                MemoryPlace::Global(a) => Place::Global {
                    ranges: vec![(a, a + region.len)],
                    wave: Some(wave),
                },
                MemoryPlace::Lds { group, address } => Place::Lds {
                    group: self.groups[group].id,
                    start: address as u64,
                    end: address as u64 + region.len,
                },
                MemoryPlace::PrivateLane {
                    base,
                    lanes,
                    lane,
                    address,
                } => Place::Global {
                    ranges: exec::mem::private_pieces(base, lanes, lane, address, len)
                        .map(|(a, r)| (a, a + r.len() as u64))
                        .collect(),
                    wave: Some(wave),
                },
            };
        Ok(PlacedWatch {
            region: *region,
            place,
        })
    }

    /// Puts the watched ranges into global memory and every work-group's LDS (after a
    /// change of the watches, a new work-group, or a snapshot brought back).
    pub(crate) fn apply_watches(&mut self) {
        let all = self
            .watches
            .iter()
            .enumerate()
            .chain(self.observing.iter().map(|o| (OBSERVED, o)));
        let mut global = Vec::new();
        let mut lds: Vec<([u32; 3], WatchedRange)> = Vec::new();
        for (tag, w) in all {
            let kind = w.region.kind;
            let range = |start, end| WatchedRange {
                start,
                end,
                tag,
                reads: kind.triggered_by(false),
                writes: kind.triggered_by(true),
            };
            match &w.place {
                Place::Global { ranges, .. } => {
                    global.extend(ranges.iter().map(|&(s, e)| range(s, e)));
                }
                Place::Lds { group, start, end } => lds.push((*group, range(*start, *end))),
            }
        }
        self.mem.watched.set(global);
        for g in &mut self.groups {
            let mine = lds
                .iter()
                .filter(|(id, _)| *id == g.id && g.live)
                .map(|(_, r)| *r)
                .collect();
            g.lds.watched.set(mine);
        }
    }

    /// Whether any watch or observation is placed (every access is then checked).
    pub(crate) fn watching(&self) -> bool {
        !self.watches.is_empty() || self.observing.is_some()
    }

    /// Starts (or, `None`, stops) noting the writes to `[address, address + len)` of the
    /// memory `scope` names.
    pub(crate) fn observe(&mut self, scope: Option<(WatchScope, u64, u64)>) -> TargetResult<()> {
        self.observing = match scope {
            Some((scope, address, len)) => Some(self.place_watch(&WatchRegion {
                scope,
                address,
                len,
                kind: WatchKind::Write,
            })?),
            None => None,
        };
        self.apply_watches();
        Ok(())
    }

    /// The watches the instruction `wave` just executed triggered, the first watched address
    /// it touched, and the lanes of its writes to the observed bytes (`Some`: it wrote some).
    pub(crate) fn take_watch_hits(
        &mut self,
        wave: WaveId,
        group_slot: usize,
    ) -> (Vec<WatchTrigger>, Option<u64>, Option<Vec<Lane>>) {
        let mut hits: Vec<WatchedHit> = self.mem.watched.take();
        if let Some(g) = self.groups.get(group_slot) {
            hits.extend(g.lds.watched.take());
        }
        let mut triggers: Vec<WatchTrigger> = Vec::new();
        let mut first = None;
        let mut observed: Option<Vec<Lane>> = None;
        for h in hits {
            let w = if h.tag == OBSERVED {
                self.observing.as_ref()
            } else {
                self.watches.get(h.tag)
            };
            let Some(w) = w else { continue };
            if let Place::Global {
                wave: Some(owner), ..
            } = w.place
            {
                if owner != wave {
                    continue;
                }
            }
            let lanes: &mut Vec<Lane> = if h.tag == OBSERVED {
                observed.get_or_insert_with(Vec::new)
            } else {
                first.get_or_insert(match w.place {
                    Place::Global { wave: None, .. } | Place::Lds { .. } => h.address,
                    // A private hit is named by the watch's own (private) address.
                    Place::Global { .. } => w.region.address,
                });
                let i = match triggers.iter().position(|t| t.region == w.region) {
                    Some(i) => i,
                    None => {
                        triggers.push(WatchTrigger {
                            region: w.region,
                            lanes: Vec::new(),
                        });
                        triggers.len() - 1
                    }
                };
                &mut triggers[i].lanes
            };
            if let Some(l) = h.lane {
                if !lanes.contains(&Lane(l)) {
                    lanes.push(Lane(l));
                }
            }
        }
        for t in &mut triggers {
            t.lanes.sort_unstable();
        }
        if let Some(o) = observed.as_mut() {
            o.sort_unstable();
        }
        (triggers, first, observed)
    }

    /// Stops `slot`'s wave for the watches its instruction triggered, if any; returns whether
    /// it stopped.
    pub(crate) fn stop_for_watches(
        &mut self,
        slot: usize,
        wave: WaveId,
        triggers: Vec<WatchTrigger>,
        first: Option<u64>,
    ) -> bool {
        let Some(address) = first.filter(|_| !triggers.is_empty()) else {
            return false;
        };
        if let Some(w) = self.waves[slot].as_mut() {
            w.single_step = false;
        }
        self.triggered.insert(wave, triggers);
        self.stop_wave(slot, StopReason::Watchpoint { address });
        true
    }
}

impl tgt::Watchpoints for Simulator {
    fn insert_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        self.record_control(false, || record::Control::InsertWatchpoint(*region));
        if self.watches.iter().any(|w| w.region == *region) {
            return Ok(());
        }
        let placed = self.place_watch(region)?;
        self.watches.push(placed);
        self.apply_watches();
        Ok(())
    }

    fn remove_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        self.record_control(false, || record::Control::RemoveWatchpoint(*region));
        self.watches.retain(|w| w.region != *region);
        self.apply_watches();
        Ok(())
    }

    fn triggered(&mut self, wave: WaveId) -> Vec<WatchTrigger> {
        self.triggered.get(&wave).cloned().unwrap_or_default()
    }
}
