//! The `hazard` check: a register read (or overwritten) while a memory operation that writes
//! it is still outstanding, because the `s_waitcnt` that should cover it is missing or too
//! weak. The bug class of hand-written assembly and inline `asm`: the hardware returns the
//! data some cycles later, so the program reads the old value most of the time and the new
//! one sometimes.
//!
//! Each wave keeps its outstanding memory operations per counter, as the ISA of its
//! generation defines them ([`WaitCounter`]): on GFX9 loads, stores and atomics of vector
//! memory count in `vmcnt`; GFX10 and GFX11 move stores and atomics without return to
//! `vscnt`; LDS, scalar memory and messages count in `lgkmcnt`; GFX12 has `loadcnt`,
//! `storecnt`, `dscnt` and `kmcnt`. A FLAT access counts in the vector memory counter, and
//! when lanes went to LDS in the LDS counter too (in order with each path's operations). Operations of one kind return in order
//! (vector memory, LDS); scalar memory and
//! messages return in any order. A wait for count `N` therefore completes an in-order
//! operation once `N` or fewer operations of its kind were issued after it, and an
//! out-of-order one only at `N = 0`. Which registers an instruction reads and writes, and
//! what a wait instruction waits for, come from the decoder ([`Instruction::sources`],
//! [`Instruction::destinations`], [`Instruction::waits`]).

use super::FastMap;

use amdgpu::decode::{Family, Instruction, OpFacts, Operand, RegKind, WaitCounter};
use amdgpu::IsaFamily;

use crate::exec::mem::{Kind, Loc};
use crate::exec::scalar::SOp;
use crate::exec::{Ctx, Inst, Sem};
use crate::wave::Wave;

use super::access::LaneAccess;
use super::{Checks, Finding, FindingKind, Site};

/// A register file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum File {
    V,
    A,
    S,
}

/// A range of registers of one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Regs {
    file: File,
    first: u16,
    count: u16,
}

impl Regs {
    fn of(op: &Operand) -> Option<Regs> {
        let Operand::Reg { kind, index, count } = *op else {
            return None;
        };
        let file = match kind {
            RegKind::Vgpr | RegKind::VgprLo16 | RegKind::VgprHi16 => File::V,
            RegKind::Agpr => File::A,
            RegKind::Sgpr => File::S,
            _ => return None,
        };
        Some(Regs {
            file,
            first: index,
            count: count.max(1) as u16,
        })
    }

    fn overlap(&self, o: &Regs) -> Option<Regs> {
        if self.file != o.file {
            return None;
        }
        let lo = self.first.max(o.first);
        let hi = (self.first + self.count).min(o.first + o.count);
        (lo < hi).then(|| Regs {
            file: self.file,
            first: lo,
            count: hi - lo,
        })
    }

    fn name(&self) -> String {
        let p = match self.file {
            File::V => "v",
            File::A => "a",
            File::S => "s",
        };
        if self.count == 1 {
            format!("{p}{}", self.first)
        } else {
            format!("{p}[{}:{}]", self.first, self.first + self.count - 1)
        }
    }
}

/// Operations that return in order with each other share a class; `None` returns in any
/// order.
type Class = Option<u8>;
const VMEM: Class = Some(0);
const LDS: Class = Some(1);

/// What the check needs of an instruction, decoded once per PC.
struct InstRegs {
    /// The instruction's first dword (a breakpoint or a code write changes it).
    word: u32,
    reads: Vec<Regs>,
    writes: Vec<Regs>,
    waits: Option<amdgpu::decode::Waits>,
}

/// Register effects by PC.
#[derive(Default)]
pub(crate) struct Cache {
    by_pc: FastMap<u64, InstRegs>,
}

/// One outstanding memory operation in one counter.
#[derive(Clone, Debug)]
struct Pending {
    op: u64,
    counter: WaitCounter,
    class: Class,
    writes: Vec<Regs>,
    site: Site,
}

/// A wave's outstanding memory operations.
#[derive(Default)]
pub(crate) struct WaveHazard {
    pending: Vec<Pending>,
    next_op: u64,
}

impl WaveHazard {
    /// Applies a wait for `counter` to reach `n`.
    fn wait(&mut self, counter: WaitCounter, n: u32) {
        let ps = &self.pending;
        let done: Vec<bool> = ps
            .iter()
            .enumerate()
            .map(|(i, p)| {
                if p.counter != counter {
                    return false;
                }
                if n == 0 {
                    return true;
                }
                let Some(class) = p.class else { return false };
                let later = ps[i + 1..]
                    .iter()
                    .filter(|q| q.counter == counter && q.class == Some(class))
                    .count();
                later as u32 >= n
            })
            .collect();
        let mut k = 0;
        self.pending.retain(|_| {
            k += 1;
            !done[k - 1]
        });
    }

    /// The wait that would complete `self.pending[i]`.
    fn needed(&self, i: usize, gen: IsaFamily) -> String {
        let p = &self.pending[i];
        let n = match p.class {
            None => 0,
            Some(c) => self.pending[i + 1..]
                .iter()
                .filter(|q| q.counter == p.counter && q.class == Some(c))
                .count(),
        };
        wait_text(p.counter, n, gen)
    }
}

/// How the ISA spells a wait for `counter` to reach `n`.
fn wait_text(counter: WaitCounter, n: usize, gen: IsaFamily) -> String {
    use WaitCounter::*;
    match counter {
        VmCnt => format!("s_waitcnt vmcnt({n})"),
        ExpCnt if gen < IsaFamily::Gfx12 => format!("s_waitcnt expcnt({n})"),
        LgkmCnt => format!("s_waitcnt lgkmcnt({n})"),
        VsCnt => format!("s_waitcnt_vscnt null, {n:#x}"),
        LoadCnt => format!("s_wait_loadcnt {n:#x}"),
        StoreCnt => format!("s_wait_storecnt {n:#x}"),
        SampleCnt => format!("s_wait_samplecnt {n:#x}"),
        BvhCnt => format!("s_wait_bvhcnt {n:#x}"),
        DsCnt => format!("s_wait_dscnt {n:#x}"),
        KmCnt => format!("s_wait_kmcnt {n:#x}"),
        ExpCnt => format!("s_wait_expcnt {n:#x}"),
    }
}

fn regs_of(ops: Vec<Operand>) -> Vec<Regs> {
    ops.iter().filter_map(Regs::of).collect()
}

fn decode(raw: &Instruction) -> InstRegs {
    InstRegs {
        word: raw.words().first().copied().unwrap_or(0),
        reads: regs_of(raw.sources()),
        writes: regs_of(raw.destinations()),
        waits: raw.waits(),
    }
}

/// The counters an instruction's memory operation counts in, by generation and whether some
/// of its lanes went to LDS.
fn counters(inst: &Inst, gen: IsaFamily, lds: bool) -> Vec<(WaitCounter, Class)> {
    use WaitCounter::*;
    let g12 = gen >= IsaFamily::Gfx12;
    let scalar = if g12 { KmCnt } else { LgkmCnt };
    let ds = if g12 { DsCnt } else { LgkmCnt };
    match inst.sem {
        Sem::SLoad(_) => vec![(scalar, None)],
        Sem::Salu(SOp::SendmsgRtn | SOp::Clock { .. }) => vec![(scalar, None)],
        // The DS lane moves return their data through the LDS pipeline.
        Sem::LaneMove(_) => vec![(ds, LDS)],
        Sem::Mem(m) => {
            let returns =
                matches!(m.kind, Kind::Load) || (matches!(m.kind, Kind::Atomic(_)) && m.ret);
            let vmem = if returns {
                if g12 {
                    LoadCnt
                } else {
                    VmCnt
                }
            } else if gen == IsaFamily::Gfx9 {
                VmCnt
            } else if g12 {
                StoreCnt
            } else {
                VsCnt
            };
            if inst.fam == Family::Ds {
                return vec![(ds, LDS)];
            }
            // A FLAT access counts in the vector memory counter wherever its lanes went (the
            // hardware cannot know in advance: compilers wait `vmcnt` for the loads issued
            // before one), and lanes that went to LDS also in the LDS counter, in order with
            // that pipeline; its data is there once both are done.
            let mut out = vec![(vmem, VMEM)];
            if inst.fam == Family::Flat && lds {
                out.push((ds, LDS));
            }
            out
        }
        _ => Vec::new(),
    }
}

impl Checks {
    /// The hazard check of one instruction: its register reads and writes against the wave's
    /// outstanding memory operations, then its own wait or issue.
    pub(super) fn check_hazard(
        &mut self,
        slot: usize,
        inst: &Inst,
        w: &Wave,
        ctx: &Ctx,
        accesses: &[LaneAccess],
    ) {
        let gen = self.gen;
        let info = match self.hazard_cache.by_pc.get(&w.pc) {
            Some(i) if i.word == inst.raw.words().first().copied().unwrap_or(0) => i,
            _ => {
                self.hazard_cache.by_pc.insert(w.pc, decode(&inst.raw));
                &self.hazard_cache.by_pc[&w.pc]
            }
        };
        let Some(wc) = self.waves.get_mut(slot).and_then(Option::as_mut) else {
            return;
        };
        let exec = w.exec & w.lane_mask();
        let site = wc.site(exec, w.pc);
        let Some(hz) = wc.hazard.as_mut() else {
            return;
        };
        let mut found: Vec<(Regs, usize, String)> = Vec::new();
        if !hz.pending.is_empty() {
            let is_mem = matches!(inst.sem, Sem::Mem(_) | Sem::SLoad(_) | Sem::LaneMove(_));
            let mine = if is_mem {
                let lds = to_lds(accesses);
                counters(inst, gen, lds)
            } else {
                Vec::new()
            };
            for (reading, regs) in info
                .reads
                .iter()
                .map(|r| (true, r))
                .chain(info.writes.iter().map(|r| (false, r)))
            {
                for (i, p) in hz.pending.iter().enumerate() {
                    // One report per outstanding operation and instruction.
                    if found
                        .iter()
                        .any(|f: &(Regs, usize, String)| hz.pending[f.1].op == p.op)
                    {
                        continue;
                    }
                    // A load overwriting what an earlier one of its kind loads is ordered.
                    if !reading
                        && p.class.is_some()
                        && mine.iter().any(|m| m.0 == p.counter && m.1 == p.class)
                    {
                        continue;
                    }
                    if let Some(o) = p.writes.iter().find_map(|x| x.overlap(regs)) {
                        let needed = hz.needed(i, gen);
                        found.push((o, i, needed));
                        break;
                    }
                }
            }
        }
        // Report, then count the register as waited for (one report per cause).
        let mut reports = Vec::new();
        for (regs, i, needed) in found {
            let p = &hz.pending[i];
            reports.push(Finding {
                kind: FindingKind::MissingWait {
                    register: regs.name(),
                    needed,
                },
                site: Some(site),
                access: None,
                allocation: None,
                other: Some((p.site, None)),
                count: 1,
                registers: None,
                callers: Vec::new(),
                dispatch: 0,
            });
            let op = p.op;
            for q in hz.pending.iter_mut().filter(|q| q.op == op) {
                q.writes.retain(|x| x.overlap(&regs).is_none());
            }
        }
        // This instruction's own effect on the counters.
        if let Some(waits) = info.waits {
            let plus = waits.plus.map_or(0, |o| match Regs::of(&o) {
                Some(Regs {
                    file: File::S,
                    first,
                    ..
                }) => w.sgpr.get(first as usize).copied().unwrap_or(0),
                _ => 0,
            });
            for wt in waits.iter() {
                hz.wait(wt.counter, (wt.count as u32).saturating_add(plus));
            }
        } else if matches!(
            inst.sem,
            Sem::Mem(_)
                | Sem::SLoad(_)
                | Sem::LaneMove(_)
                | Sem::Salu(SOp::SendmsgRtn | SOp::Clock { .. })
        ) {
            let lds = to_lds(accesses);
            let op = hz.next_op;
            hz.next_op += 1;
            let writes: Vec<Regs> = if inst
                .raw
                .opcode()
                .is_some_and(|o| o.facts().intersects(OpFacts::LOAD | OpFacts::ATOMIC))
                || matches!(inst.sem, Sem::Salu(_) | Sem::LaneMove(_))
            {
                info.writes.clone()
            } else {
                Vec::new()
            };
            for (counter, class) in counters(inst, gen, lds) {
                hz.pending.push(Pending {
                    op,
                    counter,
                    class,
                    writes: writes.clone(),
                    site,
                });
            }
            // A bounded list: the hardware's counters saturate at 63; older entries of a
            // counter that deep are complete by any wait the program can express.
            if hz.pending.len() > 256 {
                hz.pending.drain(..hz.pending.len() - 256);
            }
        }
        let _ = ctx;
        for f in reports {
            self.report(f, Some(w));
        }
    }
}

/// Whether some of an instruction's lanes went to LDS.
fn to_lds(accesses: &[LaneAccess]) -> bool {
    accesses.iter().any(|a| matches!(a.loc, Loc::Lds(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pending(counter: WaitCounter, class: Class, first: u16) -> Pending {
        Pending {
            op: first as u64,
            counter,
            class,
            writes: vec![Regs {
                file: File::V,
                first,
                count: 1,
            }],
            site: Site {
                wave: amdgpu::target::WaveId(1),
                group: [0; 3],
                wave_in_group: 0,
                lanes: 1,
                pc: 0,
            },
        }
    }

    #[test]
    fn in_order_counters_complete_the_oldest_first() {
        let mut h = WaveHazard::default();
        for r in 0..3 {
            h.pending.push(pending(WaitCounter::VmCnt, VMEM, r));
        }
        assert_eq!(h.needed(0, IsaFamily::Gfx9), "s_waitcnt vmcnt(2)");
        h.wait(WaitCounter::VmCnt, 1);
        assert_eq!(
            h.pending.len(),
            1,
            "vmcnt(1): all but the youngest are done"
        );
        assert_eq!(h.pending[0].writes[0].first, 2);
        h.wait(WaitCounter::LgkmCnt, 0);
        assert_eq!(h.pending.len(), 1, "another counter's wait does nothing");
        h.wait(WaitCounter::VmCnt, 0);
        assert!(h.pending.is_empty());
    }

    #[test]
    fn out_of_order_operations_need_a_zero_count() {
        let mut h = WaveHazard::default();
        h.pending.push(pending(WaitCounter::LgkmCnt, None, 0));
        h.pending.push(pending(WaitCounter::LgkmCnt, LDS, 1));
        h.pending.push(pending(WaitCounter::LgkmCnt, LDS, 2));
        assert_eq!(h.needed(0, IsaFamily::Gfx10), "s_waitcnt lgkmcnt(0)");
        assert_eq!(h.needed(1, IsaFamily::Gfx10), "s_waitcnt lgkmcnt(1)");
        h.wait(WaitCounter::LgkmCnt, 1);
        let left: Vec<u16> = h.pending.iter().map(|p| p.writes[0].first).collect();
        assert_eq!(left, [0, 2], "the scalar load may still be outstanding");
        assert_eq!(
            wait_text(WaitCounter::LoadCnt, 0, IsaFamily::Gfx12),
            "s_wait_loadcnt 0x0"
        );
    }

    #[test]
    fn register_ranges_overlap() {
        let a = Regs {
            file: File::V,
            first: 4,
            count: 4,
        };
        let b = Regs {
            file: File::V,
            first: 6,
            count: 1,
        };
        assert_eq!(a.overlap(&b), Some(b));
        assert_eq!(
            a.overlap(&Regs {
                file: File::S,
                first: 4,
                count: 1
            }),
            None
        );
        assert_eq!(a.name(), "v[4:7]");
    }
}
