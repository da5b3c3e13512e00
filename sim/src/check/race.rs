//! The `race` check: two accesses to the same byte, at least one a write and not both
//! atomic, that nothing orders.
//!
//! * LDS: accesses of different waves of a work-group between two of its barriers (a barrier
//!   orders everything before it against everything after it, for the whole group).
//! * Global memory: accesses of different work-groups of the dispatch (nothing orders
//!   work-groups), and of different waves of one group between barriers.
//!
//! Every byte remembers its last writer and up to two readers since the last barrier (LDS) or
//! in the dispatch (global), as records of (wave, PC, lanes, access); both accesses of a race
//! are reported. Private memory belongs to its lane and is not checked.

use super::FastMap;

use amdgpu::AddressSpace;

use crate::exec::mem::Loc;
use crate::wave::Wave;

use super::access::{LaneAccess, SCALAR};
use super::{Access, AccessKind, Checks, Finding, FindingKind, Site};

#[derive(Clone, Copy, Debug)]
struct Record {
    site: Site,
    access: Access,
    /// The wave's simulator slot (waves of one group are told apart by it).
    slot: usize,
    /// Work-group (dispatch order) and its barrier epoch at the access (global records).
    group: u64,
    epoch: u32,
    /// An atomic, or a load compiled as atomic loads are.
    atomic: bool,
}

/// A byte's accesses: record ids (1-based; 0 is none) and the lane of each.
#[derive(Clone, Copy, Default)]
struct Cell {
    epoch: u32,
    writer: u32,
    reader: [u32; 2],
    writer_lane: u8,
    reader_lane: [u8; 2],
    /// The byte the writer stored, when it was a plain store.
    stored: Option<u8>,
}

/// One work-group's LDS accesses since its last barrier.
pub(crate) struct LdsRace {
    cells: Vec<Cell>,
    records: Vec<Record>,
    index: FastMap<(usize, u64), u32>,
    /// Barriers passed (starts at 1 so fresh cells, epoch 0, are stale).
    epoch: u32,
}

impl LdsRace {
    pub(crate) fn new(bytes: usize) -> LdsRace {
        LdsRace {
            cells: vec![Cell::default(); bytes],
            records: Vec::new(),
            index: FastMap::default(),
            epoch: 1,
        }
    }

    /// A barrier released the group: everything before it is ordered before what follows.
    pub(crate) fn barrier(&mut self) {
        self.epoch += 1;
        self.records.clear();
        self.index.clear();
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.cells.len() * std::mem::size_of::<Cell>()
            + self.records.capacity() * std::mem::size_of::<Record>()
    }
}

/// Global-memory accesses of the dispatch.
#[derive(Default)]
pub(crate) struct GlobalRace {
    pages: FastMap<u64, Box<[Cell]>>,
    records: Vec<Record>,
    index: FastMap<(u32, u64, u32), u32>,
}

impl GlobalRace {
    /// Forgets the accesses to `[base, base + size)`: the memory has a new owner (a device
    /// `malloc` block handed out again), whom the allocator's own synchronisation orders
    /// after the old one.
    pub(crate) fn forget(&mut self, base: u64, size: u64) {
        let end = base.saturating_add(size);
        let mut b = base;
        while b < end {
            let page_end = ((b >> 12) + 1) << 12;
            let stop = page_end.min(end);
            if let Some(page) = self.pages.get_mut(&(b >> 12)) {
                page[(b & 4095) as usize..=((stop - 1) & 4095) as usize].fill(Cell::default());
            }
            b = stop;
        }
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.pages.len() * 4096 * std::mem::size_of::<Cell>()
            + self.records.capacity() * std::mem::size_of::<Record>()
    }
}

/// Whether an access of `kind` (`atomic`: an atomic or a coherent load) by (`slot`,
/// `group`, `epoch`) races with record `r`.
fn conflicts(
    r: &Record,
    kind: AccessKind,
    atomic: bool,
    slot: usize,
    group: u64,
    epoch: u32,
) -> bool {
    if r.access.kind == AccessKind::Read && kind == AccessKind::Read {
        return false;
    }
    if r.atomic && atomic {
        return false;
    }
    if r.group != group {
        return true;
    }
    r.epoch == epoch && r.slot != slot
}

/// Checks one byte's cell against an access (record `id`, by `lane`; `stored`: the byte a
/// plain store writes), updates it, and returns the conflicting record ids with their lanes.
/// Two plain stores of the same byte do not race: memory ends the same whichever comes
/// first (an atomic store, such as `atomicExch` whose result is unused, compiles to a plain
/// store; so does the common `found = 1` from many work-items).
#[allow(clippy::too_many_arguments)]
fn touch(
    c: &mut Cell,
    epoch: u32,
    records: &[Record],
    id: u32,
    lane: u8,
    kind: AccessKind,
    stored: Option<u8>,
    me: (usize, u64, u32),
    out: &mut Vec<(u32, u8)>,
) {
    if c.epoch != epoch {
        *c = Cell {
            epoch,
            ..Cell::default()
        };
    }
    let (slot, group, gepoch) = me;
    let clash = |other: u32| {
        other != 0
            && other != id
            && conflicts(
                &records[other as usize - 1],
                kind,
                records[id as usize - 1].atomic,
                slot,
                group,
                gepoch,
            )
    };
    let same_store = stored.is_some() && c.stored == stored;
    if clash(c.writer) && !same_store {
        out.push((c.writer, c.writer_lane));
    }
    if kind != AccessKind::Read {
        for (r, l) in c.reader.into_iter().zip(c.reader_lane) {
            if clash(r) {
                out.push((r, l));
            }
        }
        c.writer = id;
        c.writer_lane = lane;
        c.stored = stored;
        if kind == AccessKind::Atomic {
            return;
        }
        // A plain write replaces what was read before it (later conflicts involve it).
        c.reader = [0, 0];
        return;
    }
    let same = |r: u32| r != 0 && records[r as usize - 1].slot == slot;
    if c.reader[0] == 0 || same(c.reader[0]) {
        c.reader[0] = id;
        c.reader_lane[0] = lane;
    } else if c.reader[1] == 0 || same(c.reader[1]) {
        c.reader[1] = id;
        c.reader_lane[1] = lane;
    }
}

impl Checks {
    /// The race check of one instruction's accesses.
    pub(super) fn check_race(
        &mut self,
        slot: usize,
        w: &Wave,
        accesses: &[LaneAccess],
        suppress: u64,
    ) {
        let Some(wc) = self.waves.get(slot).and_then(Option::as_ref) else {
            return;
        };
        let gslot = wc.group_slot;
        let site = wc.site(0, w.pc);
        let wave_id = wc.id.0;
        let scratch = wc.scratch;
        let Some(g) = self.groups.get_mut(gslot).and_then(Option::as_mut) else {
            return;
        };
        let (group, gepoch) = (g.linear, g.epoch);
        let exec = w.exec & w.lane_mask();
        // (LDS?, other record, its lane bits, lane bit, the access, the byte both touched) of
        // each race found.
        let mut found: Vec<(bool, u32, u64, u64, Access, u64)> = Vec::new();
        let mut clashes = Vec::new();
        for a in accesses {
            if a.lane != SCALAR && suppress >> a.lane & 1 != 0 {
                continue;
            }
            let bit = if a.lane == SCALAR {
                exec
            } else {
                1u64 << a.lane
            };
            let lane = if a.lane == SCALAR {
                exec.trailing_zeros().min(63) as u8
            } else {
                a.lane
            };
            let other_bit = |l: u8| 1u64 << (l & 63);
            let stored = |i: usize| {
                (a.kind == AccessKind::Write)
                    .then(|| a.stored.get(i).copied())
                    .flatten()
            };
            match a.loc {
                Loc::Lds(addr) => {
                    let Some(r) = g.lds_race.as_mut() else {
                        continue;
                    };
                    let access = Access {
                        kind: a.kind,
                        size: a.bytes as u32,
                        space: AddressSpace::Local,
                        address: addr as u64,
                    };
                    let id = *r.index.entry((slot, w.pc)).or_insert_with(|| {
                        r.records.push(Record {
                            site: Site { lanes: 0, ..site },
                            access,
                            slot,
                            group,
                            epoch: gepoch,
                            atomic: a.kind == AccessKind::Atomic || a.coherent,
                        });
                        r.records.len() as u32
                    });
                    r.records[id as usize - 1].site.lanes |= bit;
                    for b in addr as usize..addr as usize + a.bytes as usize {
                        let Some(c) = r.cells.get_mut(b) else { break };
                        clashes.clear();
                        touch(
                            c,
                            r.epoch,
                            &r.records,
                            id,
                            lane,
                            a.kind,
                            stored(b - addr as usize),
                            (slot, group, gepoch),
                            &mut clashes,
                        );
                        for &(o, l) in &clashes {
                            found.push((true, o, other_bit(l), bit, access, b as u64));
                        }
                    }
                }
                Loc::Global(addr) => {
                    // The wave's scratch is its own; the runtime's buffers (a hostcall
                    // buffer's packets) follow the runtime's protocol, not the program's.
                    if addr.wrapping_sub(scratch.0) < scratch.1 || self.allocations.is_runtime(addr)
                    {
                        continue;
                    }
                    let access = Access {
                        kind: a.kind,
                        size: a.bytes as u32,
                        space: AddressSpace::Global,
                        address: addr,
                    };
                    let gr = &mut self.global_race;
                    let id = *gr.index.entry((wave_id, w.pc, gepoch)).or_insert_with(|| {
                        gr.records.push(Record {
                            site: Site { lanes: 0, ..site },
                            access,
                            slot,
                            group,
                            epoch: gepoch,
                            atomic: a.kind == AccessKind::Atomic || a.coherent,
                        });
                        gr.records.len() as u32
                    });
                    gr.records[id as usize - 1].site.lanes |= bit;
                    for b in addr..addr.saturating_add(a.bytes as u64) {
                        let page = gr
                            .pages
                            .entry(b >> 12)
                            .or_insert_with(|| vec![Cell::default(); 4096].into_boxed_slice());
                        let c = &mut page[(b & 4095) as usize];
                        clashes.clear();
                        touch(
                            c,
                            0,
                            &gr.records,
                            id,
                            lane,
                            a.kind,
                            stored((b - addr) as usize),
                            (slot, group, gepoch),
                            &mut clashes,
                        );
                        for &(o, l) in &clashes {
                            found.push((false, o, other_bit(l), bit, access, b));
                        }
                    }
                }
                Loc::Private(_) => {}
            }
        }
        if found.is_empty() {
            return;
        }
        // One finding per other access, with every lane that raced with it on either side.
        let mut merged: Vec<(bool, u32, u64, u64, Access, u64)> = Vec::new();
        for (lds, o, obit, bit, acc, byte) in found {
            match merged.iter_mut().find(|m| m.0 == lds && m.1 == o) {
                Some(m) => {
                    m.2 |= obit;
                    m.3 |= bit;
                }
                None => merged.push((lds, o, obit, bit, acc, byte)),
            }
        }
        for (lds, o, other_lanes, lanes, access, byte) in merged {
            let other = if lds {
                self.groups[gslot]
                    .as_ref()
                    .and_then(|g| g.lds_race.as_ref())
                    .map(|r| r.records[o as usize - 1])
            } else {
                Some(self.global_race.records[o as usize - 1])
            };
            let Some(other) = other else { continue };
            self.report(
                Finding {
                    kind: FindingKind::Race,
                    site: Some(Site { lanes, ..site }),
                    access: Some(access),
                    allocation: None,
                    other: Some((
                        Site {
                            lanes: other_lanes,
                            ..other.site
                        },
                        // The record holds the address of its first lane's access; the
                        // other side's address is the byte the two accesses share.
                        Some(Access {
                            address: byte,
                            ..other.access
                        }),
                    )),
                    count: 1,
                    registers: None,
                    callers: Vec::new(),
                    dispatch: 0,
                },
                Some(w),
            );
        }
    }

    /// Bytes the `race` check holds.
    pub fn race_bytes(&self) -> usize {
        self.global_race.bytes()
            + self
                .groups
                .iter()
                .flatten()
                .filter_map(|g| g.lds_race.as_ref())
                .map(LdsRace::bytes)
                .sum::<usize>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use amdgpu::target::WaveId;

    fn record(slot: usize, kind: AccessKind, atomic: bool) -> Record {
        Record {
            site: Site {
                wave: WaveId(slot as u32),
                group: [0; 3],
                wave_in_group: slot as u32,
                lanes: 1,
                pc: 0x100 * slot as u64,
            },
            access: Access {
                kind,
                size: 4,
                space: AddressSpace::Global,
                address: 0x1000,
            },
            slot,
            group: 0,
            epoch: 0,
            atomic,
        }
    }

    /// What a second wave's access of a byte a first wave stored `first` in clashes with.
    fn after_a_store(first: u8, kind: AccessKind, stored: Option<u8>) -> Vec<(u32, u8)> {
        let records = [
            record(0, AccessKind::Write, false),
            record(1, kind, kind == AccessKind::Atomic),
        ];
        let mut c = Cell::default();
        let mut out = Vec::new();
        let write = AccessKind::Write;
        touch(
            &mut c,
            0,
            &records,
            1,
            0,
            write,
            Some(first),
            (0, 0, 0),
            &mut out,
        );
        assert!(out.is_empty());
        touch(&mut c, 0, &records, 2, 3, kind, stored, (1, 0, 0), &mut out);
        out
    }

    #[test]
    fn plain_stores_of_the_same_byte_do_not_race() {
        assert_eq!(after_a_store(5, AccessKind::Write, Some(5)), vec![]);
        assert_eq!(after_a_store(5, AccessKind::Write, Some(6)), vec![(1, 0)]);
        // A read or an atomic after the store still races with it.
        assert_eq!(after_a_store(5, AccessKind::Read, None), vec![(1, 0)]);
        assert_eq!(after_a_store(5, AccessKind::Atomic, None), vec![(1, 0)]);
    }

    #[test]
    fn forgetting_a_range_clears_its_bytes_only() {
        let mut g = GlobalRace::default();
        let mut page = vec![Cell::default(); 4096].into_boxed_slice();
        for c in page.iter_mut() {
            c.writer = 7;
        }
        g.pages.insert(0x10, page.clone());
        g.pages.insert(0x11, page);
        // Across the two pages' boundary.
        g.forget(0x10ffc, 8);
        let writer = |a: u64| g.pages[&(a >> 12)][(a & 4095) as usize].writer;
        assert_eq!(
            [0x10ffb, 0x10ffc, 0x10fff, 0x11000, 0x11003, 0x11004].map(writer),
            [7, 0, 0, 0, 0, 7]
        );
        // A page never touched is not made.
        g.forget(0x50000, 16);
        assert!(!g.pages.contains_key(&0x50));
    }
}
