//! The ABI fallback: unwinding a frame without CFI (upstream clang writes an FDE per
//! function with no instructions) from the AMDGPU calling convention (AMDGPUUsage "Call
//! Convention", "Non-Kernel Functions") and an analysis of the function's prologue.
//!
//! On entry to a function, s[30:31] hold the return address, s32 the stack pointer (an
//! unswizzled wave offset on MUBUF-scratch targets, so it moves by frame size × lanes; a
//! per-lane offset on architected-flat-scratch ones), s33 the caller's frame pointer, EXEC
//! the caller's mask. A prologue then typically
//!
//! ```text
//! s_mov_b32 s16, s33                 ; caller's FP to a scratch SGPR
//! s_mov_b32 s33, s32                 ; FP = entry SP
//! s_xor_saveexec_b64 s[18:19], -1    ; EXEC to s[18:19], all lanes on
//! buffer_store_dword v40, off, s[0:3], s33 offset:8   ; (scratch_store_dword off, v40, s33 offset:8)
//! s_mov_b64 exec, s[18:19]
//! v_writelane_b32 v40, s16, 4        ; caller's FP into lane 4 of v40
//! s_add_i32 s32, s32, 0xc00          ; SP += frame
//! v_writelane_b32 v40, s30, 0        ; return address into lanes 0 and 1 of v40
//! v_writelane_b32 v40, s31, 1
//! ```
//!
//! The analysis runs the instructions from the function's start up to the frame's PC in a
//! straight line, tracking symbolic values — "the entry value of s30/s31/s33", "entry SP +
//! d", "entry EXEC" — through SGPR moves, SP arithmetic, `*_saveexec`, `v_writelane` /
//! `v_readlane` lanes, and VGPR stores to the stack under the EXEC of the moment (all lanes,
//! the entry lanes, or the entry's inactive lanes). Any other write kills what it overwrites.
//! The result gives the CFA (the entry SP as a `private_wave` address, like AMD's CFI), the
//! return address, the caller's s32, s33 and EXEC, and the caller's VGPRs saved on the stack,
//! lane by lane. Kernels are the outermost frame.

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

use amdgpu::decode::{
    Decoder, Family, Instruction, MemOperands, OpFacts, Opcode, Operand, RegKind,
};
use dwarf_ext::AddrSpace;

use crate::context::Regs;
use crate::frames::{
    full_mask, Cfa, Code, EndReason, Function, Recovered, RecoveredValue, Step, UnwindLimits,
    WaveSource, FP, PC, SP,
};
use crate::instructions::DwarfReg;

/// Registers the calling convention lets a callee clobber ([`amdgpu::Register::call_clobbered`]):
/// in a caller's frame unwound by prologue analysis their values are not known (the
/// analysis proves only what the prologue saved). What a debugger shows for the caller.
pub(crate) fn abi_clobbered(reg: u64) -> bool {
    amdgpu::dwarf_register(reg).is_ok_and(|d| d.register().call_clobbered())
}

/// The clobbered registers the walk itself refuses to read in callers: the SGPRs only.
/// Compilers keep a caller's frame pointer or return address in a clobbered VGPR lane when
/// they know the callee leaves it alone (inter-procedural register allocation), so the walk
/// reads VGPRs and checks what it finds (a return address must land in code); a variable's
/// value is never taken from one ([`abi_clobbered`]).
pub(crate) fn walk_clobbered(reg: u64) -> bool {
    abi_clobbered(reg) && amdgpu::dwarf_register(reg).is_ok_and(|d| !d.register().is_vector())
}

/// SGPRs that are not callee-saved: s0–s31 (DWARF 32..=63). s[0:3] hold the scratch
/// resource on MUBUF-scratch targets, which callees only read, and are a free quad on
/// architected-flat-scratch ones; a callee known to write them clobbers them.
pub(crate) fn not_callee_saved(reg: u64) -> bool {
    (32..=63).contains(&reg)
}

/// A symbolic value the analysis tracks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Val {
    /// SGPRn's value on entry.
    Entry(u8),
    /// The entry stack pointer plus `d` (in s32's units).
    Sp(i64),
    /// The low (0) or high (1) half of the entry EXEC.
    Exec(u8),
    /// The low (0) or high (1) half of the entry EXEC's lanes that the current EXEC leaves
    /// out, valid while EXEC keeps the value of generation `gen` ([`Analysis::exec_gen`]):
    /// inside one side of a divergent branch, the entry EXEC is EXEC | this. Structured
    /// control flow makes it: `s_and_saveexec_b64 s[4:5], vcc` then `s_xor_b64 s[38:39],
    /// exec, s[4:5]` (the else lanes), and `s_andn2_saveexec_b64 s[36:37], s[38:39]` at the
    /// else side (the then lanes).
    ExecRest(u8, u32),
}

/// What EXEC holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ExecState {
    /// The entry mask.
    Entry,
    /// All lanes.
    All,
    /// The lanes inactive on entry (`s_xor_saveexec -1`).
    Inverted,
    /// Some of the entry lanes (one side of a divergent branch).
    Sub,
    /// Something else.
    Other,
}

/// A VGPR stored to the stack while it still held the caller's value.
#[derive(Debug, Clone, Copy)]
struct Slot {
    vgpr: u16,
    /// Byte offset from the CFA in private_wave of lane 0's dword.
    wave_offset: i64,
    /// Which lanes were stored.
    exec: ExecState,
    /// The base register's symbolic value and the instruction offset, to recognise the
    /// reload.
    key: (i64, i64),
    /// The ELF address of the store.
    pc: u64,
}

/// The result of a prologue analysis (kept per function and PC by the unwinder), or why it
/// could not run.
pub(crate) type Analysed = Result<Arc<Analysis>, String>;

/// What the instructions from a function's start up to a PC did with the caller's values.
#[derive(Debug)]
pub(crate) struct Analysis {
    sgpr: [Option<Val>; 128],
    exec: ExecState,
    /// Counts EXEC's changes, so an [`Val::ExecRest`] of an older EXEC is not used.
    exec_gen: u32,
    /// VGPRs no longer holding the caller's value in every lane.
    vgpr_modified: Vec<u16>,
    /// Lanes of VGPRs holding tracked values: (vgpr, lane, value, ELF address of the write).
    lanes: Vec<(u16, u8, Val, u64)>,
    /// The ELF address of the instruction being applied.
    at: u64,
    slots: Vec<Slot>,
    wave_lanes: u32,
    flat_scratch: bool,
    /// Registers (SGPR and VGPR ranges) written by code after the analysed point that a
    /// backward branch can run before it (the other side of a divergent `if`, laid out after
    /// the point and joined back): a copy held there may be gone, so other copies come first.
    later_writes: Vec<(RegKind, u16, u8)>,
    /// Where [`finish`] reads each caller value from: found once per analysis (the unwinder
    /// keeps analyses per function and PC), not searched for at every frame of every
    /// backtrace.
    plan: OnceLock<Plan>,
}

/// The places a finished analysis gives for the caller's values, in the order
/// [`Analysis::places`] prefers them, with the text describing each.
#[derive(Debug)]
struct Plan {
    /// The SGPR holding the entry stack pointer plus `d`, and `d`.
    sp: Option<(u16, i64)>,
    /// The return address's halves (s30, s31 on entry) and how they were found.
    ra: Option<(Place, Place, String)>,
    /// The caller's frame pointer (s33 on entry), unless it is still in s33.
    fp: Option<Option<(Place, String)>>,
    /// Callee-saved SGPRs (s34 and up) the function overwrote, where their entry values are.
    saved: Vec<(u16, Place, String)>,
    /// The entry EXEC's halves.
    exec: [Vec<Place>; 2],
    /// The halves of the entry lanes the current EXEC leaves out.
    rest: [Vec<Place>; 2],
    /// The stack slots of VGPRs no longer holding the caller's value, by VGPR.
    slots: Vec<Slot>,
}

pub(crate) fn sgpr_of(op: &Operand) -> Option<(u16, u8)> {
    match *op {
        Operand::Reg {
            kind: RegKind::Sgpr,
            index,
            count,
        } => Some((index, count)),
        _ => None,
    }
}

fn vgpr_of(op: &Operand) -> Option<(u16, u8)> {
    match *op {
        Operand::Reg {
            kind: RegKind::Vgpr,
            index,
            count,
        } => Some((index, count)),
        _ => None,
    }
}

fn is_exec(op: &Operand) -> bool {
    matches!(
        op,
        Operand::Reg {
            kind: RegKind::Exec | RegKind::ExecLo | RegKind::ExecHi,
            ..
        }
    )
}

fn constant(op: &Operand) -> Option<i64> {
    match *op {
        Operand::Int(i) => Some(i64::from(i)),
        Operand::Literal(l) => Some(i64::from(l as i32)),
        Operand::Imm(i) => Some(i64::from(i as i16)),
        _ => None,
    }
}

impl Analysis {
    fn new(wave_lanes: u32, flat_scratch: bool) -> Analysis {
        let mut sgpr = [None; 128];
        for (i, s) in sgpr.iter_mut().enumerate() {
            *s = Some(Val::Entry(i as u8));
        }
        sgpr[32] = Some(Val::Sp(0));
        Analysis {
            sgpr,
            exec: ExecState::Entry,
            exec_gen: 0,
            vgpr_modified: Vec::new(),
            lanes: Vec::new(),
            at: 0,
            slots: Vec::new(),
            wave_lanes,
            flat_scratch,
            later_writes: Vec::new(),
            plan: OnceLock::new(),
        }
    }

    /// Where the caller's values are, worked out at the first unwinding step (the analysis
    /// is complete by then and no longer changes).
    fn plan(&self) -> &Plan {
        self.plan.get_or_init(|| {
            let sp = [33u16, 32].into_iter().chain(0..106).find_map(|s| {
                match self.sgpr[usize::from(s)] {
                    Some(Val::Sp(d)) => Some((s, d)),
                    _ => None,
                }
            });
            let ra = match (self.find(Val::Entry(30), 30), self.find(Val::Entry(31), 31)) {
                (Some(lo), Some(hi)) => {
                    let how = format!("return address {} / {}", lo.describe(), hi.describe());
                    Some((lo, hi, how))
                }
                _ => None,
            };
            let fp = match self.find(Val::Entry(33), 33) {
                Some(Place::Sgpr(33)) => None,
                p => Some(p.map(|p| (p, p.describe().into_owned()))),
            };
            let saved = (34u16..106)
                .filter(|&n| self.sgpr[usize::from(n)] != Some(Val::Entry(n as u8)))
                .filter_map(|n| {
                    let p = self.find(Val::Entry(n as u8), n)?;
                    Some((n, p, p.describe().into_owned()))
                })
                .collect();
            let mut slots: Vec<Slot> = self
                .slots
                .iter()
                .filter(|s| self.vgpr_modified.contains(&s.vgpr))
                .copied()
                .collect();
            slots.sort_by_key(|s| s.vgpr);
            Plan {
                sp,
                ra,
                fp,
                saved,
                exec: [self.places(Val::Exec(0), 0), self.places(Val::Exec(1), 0)],
                rest: [
                    self.places(Val::ExecRest(0, self.exec_gen), 0),
                    self.places(Val::ExecRest(1, self.exec_gen), 0),
                ],
                slots,
            }
        })
    }

    fn written_later(&self, kind: RegKind, reg: u16) -> bool {
        self.later_writes
            .iter()
            .any(|&(k, i, n)| k == kind && (i..i.saturating_add(u16::from(n))).contains(&reg))
    }

    fn kill_sgprs(&mut self, index: u16, count: u8) {
        for i in index..index.saturating_add(u16::from(count)) {
            if let Some(s) = self.sgpr.get_mut(usize::from(i)) {
                *s = None;
            }
        }
    }

    fn kill_vgprs(&mut self, index: u16, count: u8) {
        for v in index..index.saturating_add(u16::from(count)) {
            if !self.vgpr_modified.contains(&v) {
                self.vgpr_modified.push(v);
            }
            self.lanes.retain(|&(r, _, _, _)| r != v);
        }
    }

    /// Changes what EXEC holds (a new generation).
    fn set_exec(&mut self, e: ExecState) {
        self.exec = e;
        self.exec_gen = self.exec_gen.wrapping_add(1);
    }

    /// For `s_xor dst, a, b`: the SGPR operand holding the entry EXEC when the other is
    /// EXEC.
    fn xor_rest(&self, a: &Operand, b: &Operand) -> Option<u16> {
        let (s, other) = if is_exec(a) { (b, a) } else { (a, b) };
        if !is_exec(other) {
            return None;
        }
        let (i, _) = sgpr_of(s)?;
        (self.sgpr.get(usize::from(i)).copied().flatten() == Some(Val::Exec(0))).then_some(i)
    }

    /// Whether an operand's first SGPR holds the current EXEC's rest of the entry lanes.
    fn is_rest(&self, op: &Operand) -> bool {
        sgpr_of(op).is_some_and(|(i, _)| {
            self.sgpr.get(usize::from(i)).copied().flatten()
                == Some(Val::ExecRest(0, self.exec_gen))
        })
    }

    /// `dst` (n SGPRs) holds the current EXEC's rest of the entry lanes.
    fn set_rest(&mut self, dst: &Operand, n: u16) {
        if let Some((d, _)) = sgpr_of(dst) {
            for k in 0..n {
                if let Some(s) = self.sgpr.get_mut(usize::from(d + k)) {
                    *s = Some(Val::ExecRest(k as u8, self.exec_gen));
                }
            }
        }
    }

    fn restore_vgpr(&mut self, v: u16) {
        self.vgpr_modified.retain(|&r| r != v);
        self.lanes.retain(|&(r, _, _, _)| r != v);
    }

    fn exec_halves(&self) -> [Option<Val>; 2] {
        if self.exec == ExecState::Entry {
            [Some(Val::Exec(0)), Some(Val::Exec(1))]
        } else {
            [None, None]
        }
    }

    /// Kills what an instruction the analysis does not model writes: the registers it
    /// names as destinations and EXEC when it writes it implicitly (the opcode's facts).
    fn kill_destination(&mut self, inst: &Instruction) {
        let facts = inst.opcode().map(Opcode::facts).unwrap_or_default();
        if facts.contains(OpFacts::WRITES_EXEC) {
            let cmpx = facts.contains(OpFacts::VALU_COMPARE);
            // `s_mov_b32 s0, exec_lo; v_cmpx_lt_i32 0, v40; s_xor_b32 s35, exec_lo, s0`:
            // EXEC keeps some of the entry lanes.
            self.set_exec(if cmpx && self.exec == ExecState::Entry {
                ExecState::Sub
            } else {
                ExecState::Other
            });
        }
        if facts.contains(OpFacts::DST_RELATIVE) {
            // `s_movreld`/`v_movreld`: the register written is chosen by M0 at run time.
            self.kill_sgprs(0, u8::MAX);
            self.kill_vgprs(0, u8::MAX);
            self.kill_vgprs(u16::from(u8::MAX), 1);
        }
        // Loads and returning atomics write their destination, carry-outs their `sdst`,
        // VOPD pairs both halves' `vdst`. A VOPD missing its Y half once left a
        // callee-saved VGPR written only by it (`v_dual_mov_b32 v41, v1 ::
        // v_dual_mov_b32 v40, v0`) looking unmodified, so the caller saw the callee's value.
        for dst in inst.destinations() {
            self.kill_operand(&dst);
        }
    }

    /// Kills the SGPRs or VGPRs a written operand covers (EXEC: its tracked mask).
    fn kill_operand(&mut self, op: &Operand) {
        if is_exec(op) {
            self.set_exec(ExecState::Other);
        }
        if let Some((i, c)) = sgpr_of(op) {
            self.kill_sgprs(i, c);
        }
        if let Some((i, c)) = vgpr_of(op) {
            self.kill_vgprs(i, c);
        }
    }

    /// Runs one instruction (`ops`: its operands): the operations the analysis tracks by
    /// opcode, everything else by what the opcode's facts and destinations say it writes.
    fn apply(&mut self, inst: &Instruction, ops: &[Operand]) {
        let Some(op) = inst.opcode() else {
            return;
        };
        let family = inst.family();
        let facts = op.facts();
        match (op, ops) {
            (Opcode::SMovB32 | Opcode::SMovB64, [dst, src]) if is_exec(dst) => {
                let e = match (constant(src), sgpr_of(src)) {
                    (Some(-1), _) => ExecState::All,
                    (_, Some((s, _))) if self.sgpr[usize::from(s) & 127] == Some(Val::Exec(0)) => {
                        ExecState::Entry
                    }
                    _ => ExecState::Other,
                };
                self.set_exec(e);
            }
            (Opcode::SMovB32 | Opcode::SMovB64, [dst, src]) if sgpr_of(dst).is_some() => {
                let (d, n) = sgpr_of(dst).unwrap_or((0, 1));
                for k in 0..u16::from(n) {
                    let v = if let Some((s, _)) = sgpr_of(src) {
                        self.sgpr.get(usize::from(s + k)).copied().flatten()
                    } else if is_exec(src) {
                        self.exec_halves()[usize::from(k).min(1)]
                    } else {
                        None
                    };
                    if let Some(slot) = self.sgpr.get_mut(usize::from(d + k)) {
                        *slot = v;
                    }
                }
            }
            (
                Opcode::SAddI32
                | Opcode::SAddU32
                | Opcode::SSubI32
                | Opcode::SSubU32
                | Opcode::SAddCoI32
                | Opcode::SSubCoI32
                | Opcode::SAddCoU32
                | Opcode::SSubCoU32,
                [dst, a, b],
            ) => {
                let sub = matches!(
                    op,
                    Opcode::SSubI32 | Opcode::SSubU32 | Opcode::SSubCoI32 | Opcode::SSubCoU32
                );
                let sp = |o: &Operand, me: &Self| {
                    sgpr_of(o).and_then(|(s, _)| {
                        match me.sgpr.get(usize::from(s)).copied().flatten() {
                            Some(Val::Sp(d)) => Some(d),
                            _ => None,
                        }
                    })
                };
                let v = match (sp(a, self), constant(b), constant(a), sp(b, self)) {
                    (Some(d), Some(c), _, _) => Some(Val::Sp(if sub { d - c } else { d + c })),
                    (_, _, Some(c), Some(d)) if !sub => Some(Val::Sp(d + c)),
                    _ => None,
                };
                if let Some((d, _)) = sgpr_of(dst) {
                    if let Some(s) = self.sgpr.get_mut(usize::from(d)) {
                        *s = v;
                    }
                }
            }
            (Opcode::SAddkI32 | Opcode::SAddkCoI32, [dst, k]) => {
                if let Some((d, _)) = sgpr_of(dst) {
                    let v = match (
                        self.sgpr.get(usize::from(d)).copied().flatten(),
                        constant(k),
                    ) {
                        (Some(Val::Sp(x)), Some(c)) => Some(Val::Sp(x + c)),
                        _ => None,
                    };
                    if let Some(s) = self.sgpr.get_mut(usize::from(d)) {
                        *s = v;
                    }
                }
            }
            // The else lanes of a branch: `s_xor_b64 s[38:39], exec, s[4:5]` with the entry
            // EXEC in s[4:5] and some of its lanes in EXEC.
            (Opcode::SXorB32 | Opcode::SXorB64, [dst, a, b])
                if self.exec == ExecState::Sub && self.xor_rest(a, b).is_some() =>
            {
                let n = if op == Opcode::SXorB64 { 2 } else { 1 };
                self.set_rest(dst, n);
            }
            // The else side: `s_andn2_saveexec_b64 s[36:37], s[38:39]` with the else lanes in
            // s[38:39]: EXEC becomes them, s[36:37] the then lanes, the rest of the entry.
            (
                Opcode::SAndn2SaveexecB32
                | Opcode::SAndn2SaveexecB64
                | Opcode::SAndNot1SaveexecB32
                | Opcode::SAndNot1SaveexecB64,
                [dst, src],
            ) if self.exec == ExecState::Sub && self.is_rest(src) => {
                let n = if matches!(op, Opcode::SAndn2SaveexecB32 | Opcode::SAndNot1SaveexecB32) {
                    1
                } else {
                    2
                };
                self.set_exec(ExecState::Sub);
                self.set_rest(dst, n);
            }
            // The join: `s_or_b64 exec, exec, s[36:37]` with the rest of the entry lanes.
            (Opcode::SOrB32 | Opcode::SOrB64, [dst, a, b])
                if is_exec(dst)
                    && self.exec == ExecState::Sub
                    && ((is_exec(a) && self.is_rest(b)) || (is_exec(b) && self.is_rest(a))) =>
            {
                self.set_exec(ExecState::Entry);
            }
            (_, [dst, src]) if family == Family::Sop1 && facts.contains(OpFacts::SAVEEXEC) => {
                let halves = self.exec_halves();
                if let Some((d, n)) = sgpr_of(dst) {
                    for k in 0..u16::from(n) {
                        if let Some(s) = self.sgpr.get_mut(usize::from(d + k)) {
                            *s = halves[usize::from(k).min(1)];
                        }
                    }
                }
                let e = match (op, constant(src)) {
                    (Opcode::SOrSaveexecB32 | Opcode::SOrSaveexecB64, Some(-1)) => ExecState::All,
                    (Opcode::SXorSaveexecB32 | Opcode::SXorSaveexecB64, Some(-1))
                        if self.exec == ExecState::Entry =>
                    {
                        ExecState::Inverted
                    }
                    // `s_and_saveexec` from the entry mask: some of its lanes.
                    (Opcode::SAndSaveexecB32 | Opcode::SAndSaveexecB64, _)
                        if self.exec == ExecState::Entry =>
                    {
                        ExecState::Sub
                    }
                    _ => ExecState::Other,
                };
                self.set_exec(e);
            }
            (Opcode::VWritelaneB32, [dst, src, lane]) => {
                let Some((v, _)) = vgpr_of(dst) else { return };
                if !self.vgpr_modified.contains(&v) {
                    self.vgpr_modified.push(v);
                }
                match constant(lane) {
                    Some(l) if (0..64).contains(&l) => {
                        let l = l as u8;
                        self.lanes.retain(|&(r, x, _, _)| !(r == v && x == l));
                        let val = sgpr_of(src)
                            .and_then(|(s, _)| self.sgpr.get(usize::from(s)).copied().flatten());
                        if let Some(val) = val {
                            self.lanes.push((v, l, val, self.at));
                        }
                    }
                    _ => self.lanes.retain(|&(r, _, _, _)| r != v),
                }
            }
            (Opcode::VReadlaneB32, [dst, src, lane]) => {
                let val = match (vgpr_of(src), constant(lane)) {
                    (Some((v, _)), Some(l)) => self
                        .lanes
                        .iter()
                        .find(|&&(r, x, _, _)| r == v && i64::from(x) == l)
                        .map(|&(_, _, val, _)| val),
                    _ => None,
                };
                if let Some((d, _)) = sgpr_of(dst) {
                    if let Some(s) = self.sgpr.get_mut(usize::from(d)) {
                        *s = val;
                    }
                }
            }
            _ if matches!(family, Family::Mubuf | Family::Scratch)
                && facts.intersects(OpFacts::STORE | OpFacts::LOAD) =>
            {
                if let Some(m) = inst.mem() {
                    self.memory(family, facts.contains(OpFacts::STORE), &m);
                }
            }
            _ => self.kill_destination(inst),
        }
    }

    /// A stack store or load (MUBUF with `off`, SCRATCH with `off`).
    fn memory(&mut self, family: Family, store: bool, m: &MemOperands) {
        let data = if store { m.data } else { m.dst };
        let data = data.as_ref().and_then(vgpr_of);
        // A vector address (`offen`, a scratch vaddr) is not a frame slot.
        let frame_slot = m.addr.is_none();
        // The stack pointer: MUBUF's soffset, SCRATCH's saddr.
        let base = if family == Family::Mubuf {
            m.soffset
        } else {
            m.saddr
        };
        let base = base
            .as_ref()
            .and_then(sgpr_of)
            .filter(|&(_, n)| n == 1)
            .and_then(
                |(s, _)| match self.sgpr.get(usize::from(s)).copied().flatten() {
                    Some(Val::Sp(d)) => Some(d),
                    _ => None,
                },
            );
        let offset = i64::from(m.offset);
        if !store {
            if let Some((v, n)) = data {
                self.kill_vgprs(v, n);
                if let (true, Some(d)) = (frame_slot, base) {
                    for k in 0..u16::from(n) {
                        let key = (d, offset + 4 * i64::from(k));
                        if self.slots.iter().any(|s| s.key == key && s.vgpr == v + k) {
                            self.restore_vgpr(v + k);
                        }
                    }
                }
            }
            return;
        }
        let (Some((v, n)), Some(d), true) = (data, base, frame_slot) else {
            return;
        };
        let lanes = i64::from(self.wave_lanes);
        for k in 0..u16::from(n) {
            let vgpr = v + k;
            if self.vgpr_modified.contains(&vgpr) || self.slots.iter().any(|s| s.vgpr == vgpr) {
                continue;
            }
            let p = offset + 4 * i64::from(k);
            let wave_offset = if family == Family::Mubuf && !self.flat_scratch {
                d + p * lanes
            } else {
                (d + p) * lanes
            };
            let exec = if matches!(self.exec, ExecState::Other | ExecState::Sub) {
                ExecState::Entry
            } else {
                self.exec
            };
            self.slots.push(Slot {
                vgpr,
                wave_offset,
                exec,
                key: (d, p),
                pc: self.at,
            });
        }
    }

    /// Where a tracked value is now: an SGPR (preferring `prefer`), or a VGPR lane.
    fn find(&self, val: Val, prefer: u16) -> Option<Place> {
        self.places(val, prefer).into_iter().next()
    }

    /// Every place a tracked value is in, in [`Analysis::find`]'s order of preference: the
    /// places no code that may run before the point writes first.
    fn places(&self, val: Val, prefer: u16) -> Vec<Place> {
        let mut out = self.places_in_order(val, prefer);
        // A stable sort: otherwise the order below stands.
        out.sort_by_key(|p| match *p {
            Place::Sgpr(s) => self.written_later(RegKind::Sgpr, s),
            Place::Lane(v, _) => self.written_later(RegKind::Vgpr, v),
        });
        out
    }

    fn places_in_order(&self, val: Val, prefer: u16) -> Vec<Place> {
        let mut out = Vec::new();
        if self.sgpr.get(usize::from(prefer)).copied().flatten() == Some(val) {
            out.push(Place::Sgpr(prefer));
        }
        for (i, s) in self.sgpr.iter().enumerate() {
            if *s == Some(val) && i != usize::from(prefer) {
                out.push(Place::Sgpr(i as u16));
            }
        }
        out.extend(
            self.lanes
                .iter()
                .filter(|&&(_, _, v, _)| v == val)
                .map(|&(r, l, _, _)| Place::Lane(r, l)),
        );
        out
    }

    /// Reads a tracked value from the first of its places that can be read in the frame.
    /// A value can be in several: in a frame that made a call, a copy in a caller-saved SGPR
    /// (`s_or_saveexec_b64 s[18:19], -1` in the prologue) was clobbered by the callee while
    /// a copy in a callee-saved one (`s_mov_b64 s[46:47], exec` before a waterfall loop)
    /// still holds it; trying only the first left the entry EXEC unknown. `None` if the
    /// value is nowhere; otherwise the place read (or the first one, with its error).
    #[cfg(test)]
    fn read_tracked(
        &self,
        state: &mut dyn WaveSource,
        regs: &mut Regs,
        val: Val,
        prefer: u16,
        lanes: u32,
    ) -> Option<(Place, Result<u32, String>)> {
        read_first(state, regs, &self.places(val, prefer), lanes)
    }
}

/// Reads the first of a tracked value's `places` that can be read in the frame
/// ([`Analysis::places`] order): `None` if there are none; otherwise the place read (or the
/// first one, with its error).
fn read_first(
    state: &mut dyn WaveSource,
    regs: &mut Regs,
    places: &[Place],
    lanes: u32,
) -> Option<(Place, Result<u32, String>)> {
    let mut first_err = None;
    for &p in places {
        match read_place(state, regs, p, lanes) {
            Ok(v) => return Some((p, Ok(v))),
            Err(e) => {
                first_err.get_or_insert((p, Err(e)));
            }
        }
    }
    first_err
}

#[derive(Debug, Clone, Copy)]
enum Place {
    Sgpr(u16),
    Lane(u16, u8),
}

impl Place {
    fn describe(self) -> Cow<'static, str> {
        match self {
            Place::Sgpr(s) => Cow::Owned(format!("in s{s}")),
            Place::Lane(v, l) => Cow::Owned(format!("in v{v} lane {l}")),
        }
    }
}

/// The DWARF number of SGPRn: 32–95 for s0–s63, 1088 and up for s64–s105 (AMDGPUUsage
/// "DWARF DwarfReg Identifier").
fn sgpr_dwarf(n: u16) -> u64 {
    if n < 64 {
        32 + u64::from(n)
    } else {
        1088 + u64::from(n - 64)
    }
}

/// The DWARF number of VGPRn for the wave size.
fn vgpr_dwarf(n: u16, lanes: u32) -> u64 {
    if lanes == 32 {
        1536 + u64::from(n)
    } else {
        2560 + u64::from(n)
    }
}

fn read_place(
    state: &mut dyn WaveSource,
    regs: &mut Regs,
    place: Place,
    lanes: u32,
) -> Result<u32, String> {
    let mut b = [0u8; 4];
    let r = match place {
        Place::Sgpr(s) => regs.read(state, sgpr_dwarf(s), 0, &mut b),
        Place::Lane(v, l) => regs.read(state, vgpr_dwarf(v, lanes), u64::from(l) * 4, &mut b),
    };
    r.map_err(|e| {
        let reg = match place {
            Place::Sgpr(s) => sgpr_dwarf(s),
            Place::Lane(v, _) => vgpr_dwarf(v, lanes),
        };
        regs.explain(reg).unwrap_or_else(|| e.0.to_string())
    })?;
    Ok(u32::from_le_bytes(b))
}

/// The function a frame's prologue analysis runs over; the frame's step when there is none
/// to run (no symbol, or a kernel: the outermost frame).
pub(crate) fn prepare(function: Option<&Function>) -> Result<&Function, Step> {
    let Some(function) = function else {
        return Err(Step {
            cfa: None,
            recovered: Vec::new(),
            caller: Err(EndReason::Fallback(
                "no CFI and no function symbol to analyse".into(),
            )),
        });
    };
    if function.is_kernel {
        // Kernels have no caller; by the ABI their CFA is 0 (the fork's CFI says
        // private_wave 0).
        return Err(Step {
            cfa: Some(Cfa {
                space: AddrSpace::PRIVATE_WAVE,
                address: 0,
            }),
            recovered: Vec::new(),
            caller: Err(EndReason::Outermost),
        });
    }
    Ok(function)
}

/// Runs `function`'s instructions before the (ELF) address `end` in a straight line. For
/// callers `end` is the return address, so the call, which overwrites s[30:31], is included.
pub(crate) fn analyse(
    code: &Code<'_>,
    function: &Function,
    end: u64,
    lanes: u32,
    limits: &UnwindLimits,
) -> Analysed {
    analyse_with(code, function, end, lanes, limits, true)
}

/// [`analyse`], optionally without looking past `end` for code a backward branch can run
/// before it (what only the unwinder's choice between copies needs).
pub(crate) fn analyse_with(
    code: &Code<'_>,
    function: &Function,
    end: u64,
    lanes: u32,
    limits: &UnwindLimits,
    with_later_writes: bool,
) -> Analysed {
    let wave = amdgpu::WaveSize::from_lanes(lanes).ok_or(format!("a wave of {lanes} lanes"))?;
    let decoder = Decoder::for_target(code.processor.name, wave).map_err(|e| e.to_string())?;
    let flat_scratch = code.processor.architected_flat_scratch();
    let mut a = Analysis::new(lanes, flat_scratch);
    let bytes = code
        .bytes(function.start, end.saturating_sub(function.start))
        .ok_or_else(|| {
            format!(
                "no code bytes for {} up to {:#x}",
                function.name,
                end.saturating_sub(1)
            )
        })?;
    let mut off = 0usize;
    let mut n = 0usize;
    while off < bytes.len() {
        n += 1;
        if n > limits.max_prologue_instructions {
            return Err("instruction budget exhausted".into());
        }
        let inst = decoder.decode(&bytes[off..]);
        if !inst.is_valid() {
            return Err(format!(
                "unknown instruction at {:#x} in {}",
                function.start + off as u64 + code.bias,
                function.name
            ));
        }
        a.at = function.start + off as u64;
        a.apply(&inst, &inst.operands());
        off += inst.len();
    }
    if with_later_writes {
        a.later_writes = later_writes(code, function, end, &decoder, limits);
    }
    Ok(Arc::new(a))
}

/// The registers written between `end` and the last backward branch that jumps from after
/// `end` to at or before it: code laid out after the point that can nevertheless have run
/// before it in this call (the structurizer puts one side of a divergent branch after the
/// other and joins back). Empty when no branch jumps back over the point.
fn later_writes(
    code: &Code<'_>,
    function: &Function,
    end: u64,
    decoder: &Decoder,
    limits: &UnwindLimits,
) -> Vec<(RegKind, u16, u8)> {
    let Some(bytes) = code.bytes(end, function.end.saturating_sub(end)) else {
        return Vec::new();
    };
    let mut insts = Vec::new();
    let mut last_back = None;
    let mut off = 0usize;
    while off < bytes.len() && insts.len() < limits.max_prologue_instructions {
        let inst = decoder.decode(&bytes[off..]);
        if !inst.is_valid() {
            break;
        }
        let at = end + off as u64;
        if inst
            .branch_target(at)
            .is_some_and(|t| t <= end && t >= function.start)
        {
            last_back = Some(insts.len());
        }
        insts.push(inst);
        off += inst.len();
    }
    let Some(last) = last_back else {
        return Vec::new();
    };
    insts[..=last]
        .iter()
        .flat_map(|i| i.destinations())
        .filter_map(|d| match d {
            Operand::Reg {
                kind: k @ (RegKind::Sgpr | RegKind::Vgpr),
                index,
                count,
            } => Some((k, index, count)),
            _ => None,
        })
        .collect()
}

/// Unwinds one frame by the calling convention and the prologue analysis of its function.
pub(crate) fn step(
    state: &mut dyn WaveSource,
    regs: &mut Regs,
    code: &Code<'_>,
    analysed: &Analysed,
    lanes: u32,
) -> Step {
    match analysed {
        Ok(a) => finish(
            state,
            regs,
            a,
            lanes,
            code.processor.architected_flat_scratch(),
        ),
        Err(e) => Step {
            cfa: None,
            recovered: Vec::new(),
            caller: Err(EndReason::Fallback(e.clone())),
        },
    }
}

/// The DWARF number of EXEC for the wave size (EXEC_32 or EXEC_64).
pub(crate) fn exec_register(lanes: u32) -> u64 {
    if lanes == 32 {
        1
    } else {
        17
    }
}

/// The caller's EXEC (the function's entry EXEC) when the function has changed EXEC by the
/// analysed point (`None` when it has not, so the frame's own EXEC is the caller's): where
/// the analysis found it and its value, or undefined.
fn caller_exec(
    state: &mut dyn WaveSource,
    regs: &mut Regs,
    a: &Analysis,
    lanes: u32,
) -> Option<(Cow<'static, str>, RecoveredValue)> {
    if a.exec == ExecState::Entry {
        return None;
    }
    let exec_reg = exec_register(lanes);
    let plan = a.plan();
    let lo = read_first(state, regs, &plan.exec[0], lanes);
    let hi = if lanes == 64 {
        read_first(state, regs, &plan.exec[1], lanes)
    } else {
        None
    };
    let mut value = match (&lo, &hi, lanes) {
        (Some((_, Ok(l))), _, 32) => Some(u64::from(*l)),
        (Some((_, Ok(l))), Some((_, Ok(h))), _) => Some(u64::from(*l) | u64::from(*h) << 32),
        _ => None,
    };
    let mut lo = lo.map(|(p, _)| p);
    let mut how = "saved";
    // Inside one side of a divergent branch: EXEC | the other side's lanes.
    if value.is_none() && a.exec == ExecState::Sub {
        let rest_lo = read_first(state, regs, &plan.rest[0], lanes);
        let rest_hi = if lanes == 64 {
            read_first(state, regs, &plan.rest[1], lanes)
        } else {
            None
        };
        let rest = match (&rest_lo, &rest_hi, lanes) {
            (Some((_, Ok(l))), _, 32) => Some(u64::from(*l)),
            (Some((_, Ok(l))), Some((_, Ok(h))), _) => Some(u64::from(*l) | u64::from(*h) << 32),
            _ => None,
        };
        if let (Some(r), Ok(e)) = (rest, regs.read_u64(state, exec_reg)) {
            value = Some(e | r);
            lo = rest_lo.map(|(p, _)| p);
            how = "EXEC | the other side's lanes";
        }
    }
    let bytes = lanes as usize / 8;
    Some(match value {
        Some(v) => (
            Cow::Owned(format!(
                "{how} {}",
                lo.map(Place::describe).unwrap_or_default()
            )),
            RecoveredValue::Bytes {
                bytes: v.to_le_bytes()[..bytes].to_vec(),
                valid: full_mask(bytes),
            },
        ),
        None => (
            Cow::Borrowed("not found by prologue analysis"),
            RecoveredValue::Undefined,
        ),
    })
}

/// For a frame unwound by CFI that has no rule for EXEC: the caller's EXEC by prologue
/// analysis, when the function changed EXEC before the frame's PC and the analysis finds
/// the entry EXEC. AMD's compiler leaves
/// EXEC "same value" in a function that calls from one side of a divergent branch
/// (`s_and_saveexec_b64 s[4:5], vcc` … `s_swappc_b64`), so its callers would see the
/// branch's lanes as their EXEC; their vector registers saved under EXEC
/// (`DW_OP_LLVM_call_frame_entry_reg EXEC`) would come from the wrong lanes.
pub(crate) fn exec_for_cfi(
    state: &mut dyn WaveSource,
    regs: &mut Regs,
    analysed: &Analysed,
    lanes: u32,
) -> Option<(Cow<'static, str>, RecoveredValue)> {
    let a = analysed.as_ref().ok()?;
    let (how, value) = caller_exec(state, regs, a, lanes)?;
    // Not found (the analysis follows one straight line, and loses EXEC at joins it does
    // not model): the CFI's "same value" stands.
    if !value.is_complete() {
        return None;
    }
    Some((
        Cow::Owned(format!("prologue analysis, no CFI rule: {how}")),
        value,
    ))
}

fn finish(
    state: &mut dyn WaveSource,
    regs: &mut Regs,
    a: &Analysis,
    lanes: u32,
    flat_scratch: bool,
) -> Step {
    let fail = |e: String| Step {
        cfa: None,
        recovered: Vec::new(),
        caller: Err(EndReason::Fallback(e)),
    };
    let plan = a.plan();
    // The entry stack pointer: from the frame pointer, or SP minus the frame.
    let Some((sp_reg, d)) = plan.sp else {
        return fail("the entry stack pointer is in no SGPR the analysis can follow".into());
    };
    let sp_now = match read_place(state, regs, Place::Sgpr(sp_reg), lanes) {
        Ok(v) => v,
        Err(e) => return fail(format!("s{sp_reg}: {e}")),
    };
    let entry_sp = (i64::from(sp_now) - d) as u32;
    let cfa_addr = if flat_scratch {
        u64::from(entry_sp & !3) * u64::from(lanes) + u64::from(entry_sp & 3)
    } else {
        u64::from(entry_sp)
    };
    let cfa = Cfa {
        space: AddrSpace::PRIVATE_WAVE,
        address: cfa_addr,
    };
    // PC, s30, s31, SP, FP and EXEC, the other SGPRs and the VGPRs.
    let mut recovered: Vec<Recovered> = Vec::with_capacity(6 + plan.saved.len() + plan.slots.len());
    let mut push = |reg: u64, how: Cow<'static, str>, value: RecoveredValue| {
        recovered.push(Recovered {
            register: DwarfReg(reg),
            how,
            value,
        })
    };
    let dword = |v: u32| RecoveredValue::Bytes {
        bytes: v.to_le_bytes().to_vec(),
        valid: 1,
    };
    // Return address.
    let Some((lo, hi, ra_how)) = &plan.ra else {
        return Step {
            cfa: Some(cfa),
            recovered: Vec::new(),
            caller: Err(EndReason::Fallback(
                "the return address (s[30:31] on entry) was not found in the prologue".into(),
            )),
        };
    };
    let ra = match (
        read_place(state, regs, *lo, lanes),
        read_place(state, regs, *hi, lanes),
    ) {
        (Ok(l), Ok(h)) => u64::from(l) | u64::from(h) << 32,
        (Err(e), _) | (_, Err(e)) => {
            return Step {
                cfa: Some(cfa),
                recovered: Vec::new(),
                caller: Err(EndReason::ReturnAddressUnavailable(e)),
            }
        }
    };
    push(
        PC,
        Cow::Owned(ra_how.clone()),
        RecoveredValue::Bytes {
            bytes: ra.to_le_bytes().to_vec(),
            valid: 3,
        },
    );
    // After the call, the caller's s[30:31] hold the return address.
    push(
        62,
        Cow::Borrowed("return address (s_swappc)"),
        dword(ra as u32),
    );
    push(
        63,
        Cow::Borrowed("return address (s_swappc)"),
        dword((ra >> 32) as u32),
    );
    push(SP, Cow::Borrowed("cfa"), dword(entry_sp));
    // The caller's frame pointer.
    match &plan.fp {
        None => {}
        Some(Some((p, how))) => {
            let v = match read_place(state, regs, *p, lanes) {
                Ok(v) => dword(v),
                Err(e) => RecoveredValue::Error(e),
            };
            push(FP, Cow::Owned(how.clone()), v);
        }
        Some(None) => push(
            FP,
            Cow::Borrowed("not found by prologue analysis"),
            RecoveredValue::Undefined,
        ),
    }
    // Callee-saved SGPRs (s34 and up) the function keeps elsewhere (`v_writelane_b32 v41,
    // s34, 2`) and may have overwrote: a callee's `s_xor_b64 s[34:35], exec, s[0:1]` must
    // not stand for its caller's s[34:35].
    for (n, p, how) in &plan.saved {
        let v = match read_place(state, regs, *p, lanes) {
            Ok(v) => dword(v),
            Err(e) => RecoveredValue::Error(e),
        };
        push(sgpr_dwarf(*n), Cow::Owned(how.clone()), v);
    }
    // The caller's EXEC.
    let exec_reg = exec_register(lanes);
    let entry_exec: Option<u64> = match caller_exec(state, regs, a, lanes) {
        None => regs.read_u64(state, exec_reg).ok(),
        Some((how, value)) => {
            let v = value.scalar();
            push(exec_reg, how, value);
            v
        }
    };
    // VGPRs saved on the stack, lane by lane (the buffers serve every slot).
    let size = lanes as usize * 4;
    let (mut mem, mut cur) = (vec![0u8; size], vec![0u8; size]);
    for slot in &plan.slots {
        let reg = vgpr_dwarf(slot.vgpr, lanes);
        mem.fill(0);
        let addr = (cfa_addr as i64 + slot.wave_offset) as u64;
        if let Err(e) = state.read_memory(AddrSpace::PRIVATE_WAVE, addr, &mut mem) {
            push(
                reg,
                Cow::Borrowed("saved on the stack"),
                RecoveredValue::Error(e.0),
            );
            continue;
        }
        let all = full_mask(size);
        let entry = entry_exec.map(|e| e & all);
        let (from_memory, how): (Option<u64>, &'static str) = match slot.exec {
            ExecState::All => (Some(all), "saved on the stack (all lanes)"),
            ExecState::Inverted => (
                entry.map(|e| !e & all),
                "saved on the stack (lanes inactive on entry)",
            ),
            _ => (entry, "saved on the stack (lanes active on entry)"),
        };
        let Some(mask) = from_memory else {
            push(
                reg,
                Cow::Borrowed(how),
                RecoveredValue::Error("the entry EXEC is unknown".into()),
            );
            continue;
        };
        // Lanes not stored: the callee's register still holds the caller's value unless the
        // store was the whole-wave-mode save of a clobbered register.
        cur.fill(0);
        let cur_ok = regs.read(state, reg, 0, &mut cur).is_ok();
        let mut valid = mask;
        let mut bytes = vec![0u8; size];
        for lane in 0..lanes as usize {
            let r = lane * 4..lane * 4 + 4;
            if mask >> lane & 1 == 1 {
                bytes[r.clone()].copy_from_slice(&mem[r]);
            } else if cur_ok && slot.exec != ExecState::Inverted {
                bytes[r.clone()].copy_from_slice(&cur[r]);
                valid |= 1 << lane;
            }
        }
        push(
            reg,
            Cow::Borrowed(how),
            RecoveredValue::Bytes { bytes, valid },
        );
    }
    recovered.sort_by_key(|r| r.register.0);
    Step {
        cfa: Some(cfa),
        recovered,
        caller: Ok(ra),
    }
}

impl Analysis {
    /// The callee-saved registers (AMDGPUUsage "Call Convention") whose caller's value the
    /// analysed code put somewhere else: a VGPR stored to a stack slot while it still held the
    /// caller's value, or an SGPR (other than the stack pointer s32) written into a VGPR lane.
    pub(crate) fn callee_saves(&self) -> Vec<crate::frames::CalleeSave> {
        use crate::frames::{CalleeSave, SaveKind};
        let Some(wave) = amdgpu::WaveSize::from_lanes(self.wave_lanes) else {
            return Vec::new();
        };
        let mut out: Vec<CalleeSave> = Vec::new();
        for s in &self.slots {
            let reg = amdgpu::Register::Vgpr(s.vgpr);
            if reg.call_clobbered() {
                continue;
            }
            if let Ok(n) = amdgpu::register::dwarf_number(amdgpu::RegisterKind::Vgpr(s.vgpr), wave)
            {
                out.push(CalleeSave {
                    register: u64::from(n),
                    kind: SaveKind::StackSlot,
                    pc: s.pc,
                });
            }
        }
        for &(vgpr, lane, val, pc) in &self.lanes {
            let Val::Entry(s) = val else { continue };
            let s = u16::from(s);
            if s == 32 || amdgpu::Register::Sgpr(s).call_clobbered() {
                continue;
            }
            if let Ok(n) = amdgpu::register::dwarf_number(amdgpu::RegisterKind::Sgpr(s), wave) {
                if !out.iter().any(|c| c.register == u64::from(n)) {
                    out.push(CalleeSave {
                        register: u64::from(n),
                        kind: SaveKind::VgprLane { vgpr, lane },
                        pc,
                    });
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frames::StateError;

    fn decode(target: &str, lanes: u32, bytes: &[u8]) -> Instruction {
        let wave = amdgpu::WaveSize::from_lanes(lanes).unwrap();
        Decoder::for_target(target, wave).unwrap().decode(bytes)
    }

    #[test]
    fn stack_slots_from_memory_operands() {
        // buffer_store_dword v40, off, s[0:3], s33 offset:20 (gfx900, s33 = entry SP + 0x100).
        let mut a = Analysis::new(64, false);
        a.sgpr[33] = Some(Val::Sp(0x100));
        let st = decode(
            "gfx900",
            64,
            &[0x14, 0x00, 0x70, 0xe0, 0x00, 0x28, 0x00, 0x21],
        );
        a.apply(&st, &st.operands());
        assert_eq!(a.slots.len(), 1);
        assert_eq!((a.slots[0].vgpr, a.slots[0].key), (40, (0x100, 20)));
        // Unswizzled MUBUF scratch: the SP is a wave offset, the immediate a lane offset.
        assert_eq!(a.slots[0].wave_offset, 0x100 + 20 * 64);
        // With a VGPR address (`offen`) it is not a frame slot.
        let mut a = Analysis::new(64, false);
        let st = decode(
            "gfx900",
            64,
            &[0x14, 0x10, 0x70, 0xe0, 0x01, 0x28, 0x00, 0x21],
        );
        a.apply(&st, &st.operands());
        assert!(a.slots.is_empty());
        // scratch_store_b32 off, v40, s33 offset:-8, then v40 is modified and reloaded by
        // scratch_load_b32 v40, off, s33 offset:-8 (gfx1100): the reload restores it.
        let mut a = Analysis::new(32, true);
        a.sgpr[33] = Some(Val::Sp(0));
        let st = decode(
            "gfx1100",
            32,
            &[0xf8, 0x1f, 0x69, 0xdc, 0x00, 0x28, 0x21, 0x00],
        );
        a.apply(&st, &st.operands());
        assert_eq!(a.slots[0].key, (0, -8));
        a.kill_vgprs(40, 1);
        let ld = decode(
            "gfx1100",
            32,
            &[0xf8, 0x1f, 0x51, 0xdc, 0x00, 0x00, 0x21, 0x28],
        );
        a.apply(&ld, &ld.operands());
        assert!(!a.vgpr_modified.contains(&40));
    }

    #[test]
    fn returning_atomics_kill_their_destination() {
        // buffer_atomic_add v1, off, s[0:3], s33 glc (gfx90a): v1 receives the old value.
        let i = decode(
            "gfx90a",
            64,
            &[0x00, 0x40, 0x08, 0xe1, 0x00, 0x01, 0x00, 0x21],
        );
        let mut a = Analysis::new(64, false);
        a.apply(&i, &i.operands());
        assert!(a.vgpr_modified.contains(&1));
    }

    #[test]
    fn vopd_writes_both_destinations() {
        // `v_dual_mov_b32 v41, v1 :: v_dual_mov_b32 v40, v0` (gfx1100) after v40 and v41
        // were saved: both are modified, so both slots are used.
        let inst = decode(
            "gfx1100",
            32,
            &[0x01, 0x01, 0x10, 0xca, 0x00, 0x01, 0x28, 0x29],
        );
        assert_eq!(inst.family(), Family::Vopd);
        let mut a = Analysis::new(32, true);
        a.apply(&inst, &inst.operands());
        assert!(a.vgpr_modified.contains(&41));
        assert!(a.vgpr_modified.contains(&40));
        assert!(!a.vgpr_modified.contains(&0));
        assert!(!a.vgpr_modified.contains(&1));
    }

    /// A wave whose s18 cannot be read and whose s46 holds 0x1234.
    struct Wave;
    impl WaveSource for Wave {
        fn lanes(&self) -> u32 {
            64
        }
        fn read_register(&mut self, reg: u64, out: &mut [u8]) -> Result<(), StateError> {
            match reg {
                x if x == 32 + 46 => {
                    out[..4].copy_from_slice(&0x1234u32.to_le_bytes());
                    Ok(())
                }
                _ => Err(StateError("unreadable".into())),
            }
        }
        fn read_memory(&mut self, _: AddrSpace, _: u64, _: &mut [u8]) -> Result<(), StateError> {
            Err(StateError("no memory".into()))
        }
    }

    #[test]
    fn tracked_value_read_from_any_copy() {
        // The entry EXEC's low half in s18 (caller-saved, clobbered by a call) and in s46.
        let mut a = Analysis::new(64, false);
        a.sgpr[18] = Some(Val::Exec(0));
        a.sgpr[46] = Some(Val::Exec(0));
        assert!(matches!(a.find(Val::Exec(0), 0), Some(Place::Sgpr(18))));
        let mut regs = Regs::new();
        let r = a.read_tracked(&mut Wave, &mut regs, Val::Exec(0), 0, 64);
        assert!(matches!(r, Some((Place::Sgpr(46), Ok(0x1234)))), "{r:?}");
        // Only unreadable copies: the first one, with its error.
        a.sgpr[46] = None;
        let r = a.read_tracked(&mut Wave, &mut regs, Val::Exec(0), 0, 64);
        assert!(matches!(r, Some((Place::Sgpr(18), Err(_)))), "{r:?}");
        assert!(a
            .read_tracked(&mut Wave, &mut regs, Val::Exec(1), 0, 64)
            .is_none());
    }

    #[test]
    fn entry_exec_on_both_sides_of_a_branch() {
        // gfx900, clang-22 -O2 (call_chain.cl's deep3): the prologue saves and restores
        // EXEC, then the branch on `lane & 1`.
        let run = |a: &mut Analysis, words: &[u32]| {
            for w in words {
                let i = decode("gfx900", 64, &w.to_le_bytes());
                a.apply(&i, &i.operands());
            }
        };
        let mut a = Analysis::new(64, false);
        run(
            &mut a,
            &[
                0xBE86_21C1, // s_or_saveexec_b64 s[6:7], -1
                0xBEFE_0106, // s_mov_b64 exec, s[6:7]
                0xBE84_206A, // s_and_saveexec_b64 s[4:5], vcc
                0x88A6_047E, // s_xor_b64 s[38:39], exec, s[4:5]
            ],
        );
        // The then side: EXEC is some of the entry lanes, s[38:39] the others.
        assert_eq!(a.exec, ExecState::Sub);
        let g = a.exec_gen;
        assert_eq!(a.sgpr[38], Some(Val::ExecRest(0, g)));
        assert_eq!(a.sgpr[39], Some(Val::ExecRest(1, g)));
        // The else side: s[36:37] holds the then lanes, EXEC the else lanes.
        run(&mut a, &[0xBEA4_2326]); // s_andn2_saveexec_b64 s[36:37], s[38:39]
        assert_eq!(a.exec, ExecState::Sub);
        assert_eq!(a.sgpr[36], Some(Val::ExecRest(0, a.exec_gen)));
        // The old rest no longer describes the new EXEC.
        assert_ne!(a.exec_gen, g);
        // The join restores the entry mask.
        run(&mut a, &[0x87FE_247E]); // s_or_b64 exec, exec, s[36:37]
        assert_eq!(a.exec, ExecState::Entry);
    }

    #[test]
    fn sgpr_dwarf_numbers() {
        assert_eq!(sgpr_dwarf(33), 65);
        assert_eq!(sgpr_dwarf(63), 95);
        assert_eq!(sgpr_dwarf(64), 1088);
        assert_eq!(sgpr_dwarf(105), 1129);
    }

    #[test]
    fn clobbered_sgprs() {
        assert!(!abi_clobbered(32 + 3));
        assert!(abi_clobbered(32 + 4));
        assert!(abi_clobbered(32 + 31));
        assert!(!abi_clobbered(32 + 32));
        assert!(!abi_clobbered(32 + 33));
        // VGPRs (wave64 numbers from 2560): v0–39 clobbered, then 8 preserved in every 16.
        for (v, clobbered) in [
            (0, true),
            (39, true),
            (40, false),
            (47, false),
            (48, true),
            (56, false),
            (63, false),
            (64, true),
            (248, false),
            (255, false),
        ] {
            assert_eq!(abi_clobbered(2560 + v), clobbered, "v{v} (wave64)");
            assert_eq!(abi_clobbered(1536 + v), clobbered, "v{v} (wave32)");
        }
        // AGPRs (wave64 from 3072): a0–31 clobbered.
        assert!(abi_clobbered(3072 + 31));
        assert!(!abi_clobbered(3072 + 32));
    }
}
