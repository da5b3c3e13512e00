//! The executor: decoded instructions ([`amdgpu::decode::Instruction`]) are turned once per
//! PC into an [`Inst`] — the operation's semantics class ([`Sem`]), its operands resolved to
//! [`Src`], its modifiers and immediates — and then executed on a wave.
//!
//! Semantics are chosen by the decoder's typed [`Opcode`] and its generated facts, never by
//! mnemonic text, one mechanism per family: every VOP1/VOP2/VOP3/VOPD arithmetic operation is
//! a row of [`valu_ops`] listing its opcodes; compares take their condition and type from
//! [`Opcode::compare`]; SALU operations share one scalar evaluator ([`scalar`]); memory
//! instructions become a [`mem::MemOp`] (operation, size, extension from the opcode's
//! [`amdgpu::decode::MemAccess`]; the fields from the decoder's
//! [`amdgpu::decode::MemOperands`]) and run by one routine per address path ([`mem`]); SMEM
//! loads and the operations that do nothing here (waits, cache maintenance, hints: the
//! opcode's [`amdgpu::decode::OpFacts`]) are chosen by opcode too. DPP forms of table
//! operations permute their first source ([`permute`]); the DS lane moves (`ds_bpermute_b32`,
//! `ds_permute_b32`, `ds_swizzle_b32`) run there too. An instruction without semantics here
//! (DPP compares and `v_*` DPP forms outside the table included) stops the wave with an
//! "unimplemented instruction" stop naming the mnemonic: never a silent no-op.
//!
//! Modifiers come from the decoder's accessors, read once here: VOP3/VOP3P in [`Inst::mods`],
//! GFX9/GFX10 SDWA selects in [`Inst::sdwa`] (sources are extracted and extended, the
//! destination placed by `dst_sel`/`dst_unused`). Table operations that are
//! 32-bit throughout and carry no modifiers are marked [`Inst::fast32`] and run on the
//! register rows directly ([`valu_ops::VOp::run32`]).

pub mod cmp;
pub mod fp;
pub mod mem;
pub mod operand;
pub mod permute;
pub mod scalar;
#[cfg(test)]
mod tests;
pub mod valu_ops;
pub mod vector;

use amdgpu::decode::{Dpp, Family, Instruction, Opcode, Operand, Sdwa, VopModifiers};
use amdgpu::target::StopReason;
use amdgpu::Apertures;

use crate::memory::{GlobalMemory, Lds};
use crate::wave::Wave;
pub use operand::{Src, T};

pub use amdgpu::IsaFamily;

/// The instruction set the lane loops run with, chosen once per process: x86-64-v3 (AVX2,
/// FMA) where the host has it, so a loop handles eight 32-bit lanes per instruction and
/// `mul_add` is one fused instruction, baseline x86-64 otherwise. Integer and IEEE float
/// results are the same either way; only the speed differs.
///
/// A lane loop gets the chosen set by running inside [`pulp::Arch::dispatch`] through a
/// struct implementing [`pulp::WithSimd`] whose `with_simd` is `#[inline(always)]`, with
/// everything it calls inlined too (a closure would not be inlined into the dispatched
/// function, and its loops would stay baseline).
///
/// `HDB_SIM_BASELINE` (set to anything) keeps baseline x86-64, to compare the two.
pub(crate) fn lane_arch() -> pulp::Arch {
    static ARCH: std::sync::LazyLock<pulp::Arch> = std::sync::LazyLock::new(|| {
        if std::env::var_os("HDB_SIM_BASELINE").is_some() {
            pulp::Arch::Scalar
        } else {
            pulp::Arch::new()
        }
    });
    *ARCH
}

/// The instruction set the simulator's lane loops run with, for reports: `x86-64-v3`,
/// `baseline`, or `simd` for another host's vector extension.
pub fn lane_instruction_set() -> &'static str {
    match (fused_multiply_add(), cfg!(target_arch = "x86_64")) {
        (false, _) => "baseline",
        (true, true) => "x86-64-v3",
        (true, false) => "simd",
    }
}

/// Whether [`lane_arch`] has a fused multiply-add instruction.
pub(crate) fn fused_multiply_add() -> bool {
    !matches!(lane_arch(), pulp::Arch::Scalar)
}

/// What an instruction needs besides its wave.
pub struct Ctx<'a> {
    /// Global memory.
    pub mem: &'a mut GlobalMemory,
    /// The wave's work-group LDS.
    pub lds: &'a mut Lds,
    /// Flat apertures.
    pub apertures: Apertures,
    /// Encoding generation.
    pub gen: IsaFamily,
}

/// What happened after one instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Carry on (the PC has been advanced or set).
    Continue,
    /// `s_barrier`: wait for the work-group (PC already past it).
    Barrier,
    /// `ds_gws_barrier`: wait until `waves` waves have arrived at the global wave sync
    /// unit's barrier `resource` (PC already past it).
    GridBarrier {
        /// The GWS resource.
        resource: u32,
        /// Waves that meet there.
        waves: u32,
    },
    /// A global wave sync semaphore operation on `resource` (PC already past it).
    Semaphore {
        /// The GWS resource.
        resource: u32,
        /// What the wave does to it.
        op: SemaphoreOp,
    },
    /// `s_endpgm`.
    Ended,
    /// Stop the wave (PC at the instruction unless the reason says otherwise).
    Stop(StopReason),
    /// Continue at this address (branches, `s_setpc`).
    Jump(u64),
}

/// Semantics classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sem {
    /// Does nothing (waits, hints, cache maintenance, `s_nop`).
    Nop,
    /// A scalar ALU operation.
    Salu(scalar::SOp),
    /// A SOPP control-flow or message operation.
    Sopp(scalar::POp),
    /// `s_load_*`/`s_buffer_load_*`: dwords loaded.
    SLoad(u8),
    /// A table-driven VALU operation.
    Valu(valu_ops::VOp),
    /// Other VALU operations.
    Vx(vector::VxOp),
    /// A VALU compare.
    VCmp(vector::Cmp),
    /// VOPD: two table operations.
    Vopd(valu_ops::VOp, valu_ops::VOp),
    /// FLAT/GLOBAL/SCRATCH/MUBUF/DS memory operation.
    Mem(mem::MemOp),
    /// A global wave sync (GWS) operation.
    Gws(GwsOp),
    /// A DS operation that moves data between lanes without touching LDS.
    LaneMove(permute::LaneMove),
    /// No semantics in this simulator.
    Unimplemented,
}

/// The global wave sync unit's operations: how the waves of a cooperative launch meet
/// (`cooperative_groups` grid sync compiles to `ds_gws_barrier`) and its counting semaphores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GwsOp {
    /// `ds_gws_init`: sets a resource's counter (a semaphore's count; a barrier takes the
    /// count it waits for from each `ds_gws_barrier` instead).
    Init,
    /// `ds_gws_barrier`.
    Barrier,
    /// `ds_gws_sema_v`: adds one to the counter.
    SemaV,
    /// `ds_gws_sema_br`: adds `data0` to the counter (a bulk release).
    SemaBr,
    /// `ds_gws_sema_p`: waits until the counter is above zero, then takes one.
    SemaP,
    /// `ds_gws_sema_release_all`: lets every wave waiting on the semaphore go on.
    SemaReleaseAll,
}

/// What a wave does to a GWS semaphore ([`Outcome::Semaphore`]); the simulator owns the
/// counters, since waves of every work-group share them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SemaphoreOp {
    /// Set the counter (`ds_gws_init`).
    Set(u32),
    /// Add to the counter, waking as many waiting waves (`ds_gws_sema_v`, `_br`).
    Release(u32),
    /// Take one, waiting while the counter is zero (`ds_gws_sema_p`).
    Acquire,
    /// Wake every waiting wave (`ds_gws_sema_release_all`).
    ReleaseAll,
}

impl GwsOp {
    fn of(op: Opcode) -> Option<GwsOp> {
        match op {
            Opcode::DsGwsInit => Some(GwsOp::Init),
            Opcode::DsGwsBarrier => Some(GwsOp::Barrier),
            Opcode::DsGwsSemaV => Some(GwsOp::SemaV),
            Opcode::DsGwsSemaBr => Some(GwsOp::SemaBr),
            Opcode::DsGwsSemaP => Some(GwsOp::SemaP),
            Opcode::DsGwsSemaReleaseAll => Some(GwsOp::SemaReleaseAll),
            _ => None,
        }
    }
}

/// Runs a GWS operation. The value is in `data0` of the first active lane (for a barrier,
/// the waves that meet, minus one); the resource is the offset plus M0[21:16]. A wave with
/// no active lane does not take part.
fn gws(op: GwsOp, inst: &Inst, w: &Wave) -> Outcome {
    if w.exec == 0 {
        return Outcome::Continue;
    }
    let lane = w.exec.trailing_zeros() as usize;
    let fields = inst.raw.mem();
    // The value register sits in the encoding's ADDR field (LLVM's data0 of a GWS op).
    let data = match fields.and_then(|f| f.data.or(f.addr)) {
        Some(Operand::Reg { index, .. }) => index as usize,
        _ => 0,
    };
    let value = w.vgpr.get(data).map_or(0, |row| row[lane]);
    let offset = fields.map_or(0, |f| f.offset as u32);
    let resource = offset.wrapping_add(w.m0 >> 16 & 0x3f) & 0x3f;
    let semaphore = |op| Outcome::Semaphore { resource, op };
    match op {
        GwsOp::Init => semaphore(SemaphoreOp::Set(value)),
        GwsOp::Barrier => Outcome::GridBarrier {
            resource,
            waves: value.saturating_add(1),
        },
        GwsOp::SemaV => semaphore(SemaphoreOp::Release(1)),
        GwsOp::SemaBr => semaphore(SemaphoreOp::Release(value)),
        GwsOp::SemaP => semaphore(SemaphoreOp::Acquire),
        GwsOp::SemaReleaseAll => semaphore(SemaphoreOp::ReleaseAll),
    }
}

/// Printed operands kept per instruction: a VOPD pair of `v_dual_fmaak_f32` halves prints
/// eight (two destinations, two sources and a constant each).
pub const MAX_OPERANDS: usize = 8;

/// A decoded instruction, ready to execute.
#[derive(Clone, Copy, Debug)]
pub struct Inst {
    /// Semantics.
    pub sem: Sem,
    /// Length in bytes.
    pub len: u8,
    /// Encoding family.
    pub fam: Family,
    /// Operands in LLVM's printed order, resolved.
    pub ops: [Src; MAX_OPERANDS],
    /// Operand count.
    pub nops: u8,
    /// Register counts (dwords) of the operands.
    pub widths: [u8; MAX_OPERANDS],
    /// VOP3/VOP3P source and output modifiers (all zero for other families).
    pub mods: VopModifiers,
    /// An immediate: SOPP/SOPK `simm16` (sign-extended), or the SMEM offset.
    pub imm: i64,
    /// GFX9/GFX10 SDWA: the selects, `sext`, `neg`/`abs`, `dst_unused` and output modifiers.
    pub sdwa: Option<Sdwa>,
    /// DPP: how the first source is read across lanes, and which lanes are written.
    pub dpp: Option<Dpp>,
    /// A 32-bit table operation without modifiers (VOPD: both halves): runs on the register
    /// rows directly.
    pub fast32: bool,
    /// The sources of a table operation in its slot order, resolved once (`v_fmac`/`v_mac`
    /// read their destination as the third); VOPD: X's three, then Y's three.
    pub srcs: [Src; 6],
    /// VOPD: the Y half's destination.
    pub dst_y: Src,
    /// The raw instruction, for its text.
    pub raw: Instruction,
}

impl Inst {
    /// The mnemonic (`v_add_f32_e32`).
    pub fn mnemonic(&self) -> String {
        self.raw.mnemonic()
    }
}

/// Resolves an instruction for execution. Field meanings that vary by target (gfx90a `acc`,
/// gfx940 SVE, offset widths) come from the decoder's accessors, which know the target.
pub fn prepare(raw: Instruction) -> Inst {
    let mut inst = Inst {
        sem: Sem::Unimplemented,
        len: raw.len() as u8,
        fam: raw.family(),
        ops: [Src::Null; MAX_OPERANDS],
        nops: 0,
        widths: [1; MAX_OPERANDS],
        mods: VopModifiers::default(),
        imm: 0,
        sdwa: None,
        dpp: None,
        fast32: false,
        srcs: [Src::Null; 6],
        dst_y: Src::Null,
        raw,
    };
    let Some(opcode) = raw.opcode() else {
        return inst;
    };
    // Semantics and source types.
    let (sem, types) = classify(opcode, &raw);
    // A DPP form runs as its table operation with the first source permuted; other DPP forms
    // (compares, the operations outside the table) are not modelled, and running the plain
    // operation would be wrong.
    inst.sem = match raw.dpp() {
        None => sem,
        Some(d) if matches!(sem, Sem::Valu(_)) && permute::dpp_supported(&d) => {
            inst.dpp = Some(d);
            sem
        }
        Some(_) => Sem::Unimplemented,
    };
    let ops = raw.operands();
    // A compare without a printed destination (VOPC's implied VCC, GFX10+ VOP3 `v_cmpx`):
    // its sources are the first operands. Typing them by the destination's slot read an
    // inline float constant as an f64 (`v_cmp_ngt_f32_e32 vcc, -2.0, v0` compared with 0.0).
    let mut types = types;
    if matches!(sem, Sem::VCmp(_))
        && !vector::compare_has_sdst(ops.len().min(MAX_OPERANDS))
        && !types.is_empty()
    {
        types.remove(0);
    }
    for (i, op) in ops.iter().take(MAX_OPERANDS).enumerate() {
        let t = types.get(i).copied().unwrap_or(T::B32);
        inst.ops[i] = Src::from_operand(op, t);
        inst.widths[i] = op.dwords();
    }
    inst.nops = ops.len().min(MAX_OPERANDS) as u8;
    if let Some(mods) = raw.vop_modifiers() {
        inst.mods = mods;
    }
    inst.sdwa = raw.sdwa();
    match inst.fam {
        Family::Sopp | Family::Sopk => {
            // simm16, sign-extended (branch distances, SOPK constants).
            if let Some(v) = ops.iter().find_map(|o| match *o {
                Operand::Imm(v) => Some(v),
                _ => None,
            }) {
                inst.imm = v as i16 as i64;
            }
        }
        Family::Smem => {
            // The immediate and scalar offsets (the scalar one in the spare operand slot).
            if let Some(m) = raw.mem() {
                inst.imm = m.offset as i64;
                inst.ops[5] = m
                    .soffset
                    .map_or(Src::Null, |o| Src::from_operand(&o, T::B32));
            }
        }
        _ => {}
    }
    match inst.sem {
        Sem::Valu(op) => {
            let plain_vop3 = inst.fam != Family::Vop3 || inst.mods == VopModifiers::default();
            inst.fast32 = op.all32() && inst.sdwa.is_none() && inst.dpp.is_none() && plain_vop3;
            for k in 0..3 {
                inst.srcs[k] = vector::table_src(op, &inst, k);
            }
        }
        Sem::Vopd(x, y) => {
            // Printed: X's destination and sources, then Y's; `v_dual_fmac_f32` reads its
            // destination, `v_dual_cndmask_b32` reads VCC as its mask.
            let yop = raw.opcode_y().unwrap_or(opcode);
            let (nx, ny) = (vopd_sources(opcode), vopd_sources(yop));
            let half = |op: Opcode, base: usize, cnt: usize, k: usize| {
                if k < cnt {
                    inst.ops[base + 1 + k]
                } else if op == Opcode::VDualFmacF32 {
                    inst.ops[base]
                } else {
                    Src::VccLo
                }
            };
            if 2 + nx + ny <= inst.nops as usize {
                let mut srcs = [Src::Null; 6];
                for k in 0..3 {
                    srcs[k] = half(opcode, 0, nx, k);
                    srcs[3 + k] = half(yop, 1 + nx, ny, k);
                }
                inst.srcs = srcs;
                inst.dst_y = inst.ops[1 + nx];
                inst.fast32 = x.all32() && y.all32();
            } else {
                // The decoder printed fewer operands than the halves name.
                inst.sem = Sem::Unimplemented;
            }
        }
        _ => {}
    }
    inst
}

/// Chooses semantics and source-slot types (in printed operand order) from the opcode.
fn classify(op: Opcode, raw: &Instruction) -> (Sem, Vec<T>) {
    use T::*;
    let fam = raw.family();
    match fam {
        Family::Sop1 | Family::Sop2 | Family::Sopk | Family::Sopc => {
            if let Some((s, types)) = scalar::classify(op, fam == Family::Sopk) {
                return (Sem::Salu(s), types);
            }
            if scalar::is_nop(op) {
                return (Sem::Nop, vec![]);
            }
            (Sem::Unimplemented, vec![])
        }
        Family::Sopp => match scalar::classify_sopp(op) {
            Some(p) => (Sem::Sopp(p), vec![]),
            None if scalar::is_nop(op) => (Sem::Nop, vec![]),
            None => (Sem::Unimplemented, vec![]),
        },
        Family::Smem => {
            if let Some(n) = scalar::smem_dwords(op) {
                return (Sem::SLoad(n), vec![B32, B64]);
            }
            if let Some(real) = scalar::clock_read(op) {
                return (Sem::Salu(scalar::SOp::Clock { real }), vec![B64]);
            }
            if scalar::is_nop(op) {
                return (Sem::Nop, vec![]);
            }
            (Sem::Unimplemented, vec![])
        }
        Family::Vop1 | Family::Vop2 | Family::Vop3 | Family::Vop3p | Family::Vopc => {
            vector::classify(op)
        }
        Family::Vopd => {
            let y = raw.opcode_y();
            match (valu_ops::VOp::of(op), y.and_then(valu_ops::VOp::of)) {
                (Some(x), Some(yv)) => {
                    let mut t = vec![x.result()];
                    t.extend(x.sources().iter().copied().take(vopd_sources(op)));
                    t.push(yv.result());
                    t.extend(yv.sources().iter().copied().take(y.map_or(0, vopd_sources)));
                    (Sem::Vopd(x, yv), t)
                }
                _ => (Sem::Unimplemented, vec![]),
            }
        }
        Family::Flat | Family::Global | Family::Scratch | Family::Ds | Family::Mubuf => {
            if scalar::is_nop(op) {
                return (Sem::Nop, vec![]);
            }
            if let Some(g) = GwsOp::of(op) {
                return (Sem::Gws(g), vec![]);
            }
            if let Some(m) = permute::LaneMove::of(op) {
                return (Sem::LaneMove(m), vec![]);
            }
            match mem::parse(op, raw) {
                Some(m) => (Sem::Mem(m), vec![]),
                None => (Sem::Unimplemented, vec![]),
            }
        }
        _ => (Sem::Unimplemented, vec![]),
    }
}

/// Printed source operands of a VOPD half.
pub(crate) fn vopd_sources(op: Opcode) -> usize {
    match op {
        Opcode::VDualMovB32 => 1,
        Opcode::VDualFmaakF32 | Opcode::VDualFmamkF32 => 3,
        _ => 2,
    }
}

/// Executes one instruction. The PC is advanced (or set by a branch) unless the wave stops.
#[inline]
pub fn execute(inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    lane_arch().dispatch(Execute { inst, w, ctx })
}

/// One [`execute`] call, for [`pulp::Arch::dispatch`].
struct Execute<'a, 'c> {
    inst: &'a Inst,
    w: &'a mut Wave,
    ctx: &'a mut Ctx<'c>,
}

impl pulp::WithSimd for Execute<'_, '_> {
    type Output = Outcome;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) -> Outcome {
        execute_here(self.inst, self.w, self.ctx)
    }
}

/// Why [`run_cached`] returned.
#[derive(Debug)]
pub enum BatchEnd {
    /// `quantum` instructions ran.
    Quantum,
    /// The PC is outside the cached span or its instruction is not decoded yet.
    Miss,
    /// An instruction's outcome was neither [`Outcome::Continue`] nor [`Outcome::Jump`].
    Outcome(Outcome),
}

/// The hot loop of the simulator: executes up to `quantum` cached instructions of one wave
/// back to back (`cache[i]` holds the instruction at `base + 4 * i`), while each only
/// continues or jumps. Returns how many ran (the last one included when it ended the batch
/// with an outcome) and why it stopped. The whole loop runs in [`lane_arch`]'s instruction
/// set, so the common vector operations are inlined into it rather than dispatched one by one.
pub fn run_cached(
    cache: &[Option<Box<Inst>>],
    base: u64,
    quantum: u32,
    w: &mut Wave,
    ctx: &mut Ctx,
) -> (u32, BatchEnd) {
    lane_arch().dispatch(RunCached {
        cache,
        base,
        quantum,
        w,
        ctx,
    })
}

/// One [`run_cached`] call, for [`pulp::Arch::dispatch`].
struct RunCached<'a, 'c> {
    cache: &'a [Option<Box<Inst>>],
    base: u64,
    quantum: u32,
    w: &'a mut Wave,
    ctx: &'a mut Ctx<'c>,
}

impl pulp::WithSimd for RunCached<'_, '_> {
    type Output = (u32, BatchEnd);

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) -> (u32, BatchEnd) {
        let RunCached {
            cache,
            base,
            quantum,
            w,
            ctx,
        } = self;
        let mut ran = 0u32;
        while ran < quantum {
            // One unsigned compare also rejects PCs below `base` (they wrap to large offsets).
            let off = w.pc.wrapping_sub(base);
            if off % 4 != 0 {
                return (ran, BatchEnd::Miss);
            }
            let Some(Some(inst)) = cache.get((off / 4) as usize) else {
                return (ran, BatchEnd::Miss);
            };
            ran += 1;
            if matches!(inst.sem, Sem::Nop) {
                // Waits, `s_nop`, `s_delay_alu` (a quarter of a GFX11 loop): only the PC moves.
                w.pc = w.pc.wrapping_add(inst.len as u64);
                continue;
            }
            match execute_here(inst, w, ctx) {
                Outcome::Continue | Outcome::Jump(_) => {}
                out => return (ran, BatchEnd::Outcome(out)),
            }
        }
        (ran, BatchEnd::Quantum)
    }
}

/// [`execute`] in the caller's instruction set.
#[inline(always)]
fn execute_here(inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    let next = w.pc.wrapping_add(inst.len as u64);
    let out = match inst.sem {
        Sem::Nop => Outcome::Continue,
        Sem::Salu(op) => scalar::salu(op, inst, w, ctx),
        Sem::Sopp(op) => scalar::sopp(op, inst, w, ctx),
        Sem::SLoad(n) => scalar::sload(n, inst, w, ctx),
        Sem::Valu(op) => {
            if inst.fast32 {
                vector::rows32_lanes(op, None, inst, w, ctx);
            } else {
                vector::valu(op, inst, w, ctx);
            }
            Outcome::Continue
        }
        Sem::Vx(op) => vector::vx(op, inst, w, ctx),
        Sem::VCmp(c) => {
            vector::vcmp(c, inst, w, ctx);
            Outcome::Continue
        }
        Sem::Vopd(x, y) => {
            if inst.fast32 {
                vector::rows32_lanes(x, Some(y), inst, w, ctx);
            } else {
                vector::vopd(x, y, inst, w, ctx);
            }
            Outcome::Continue
        }
        Sem::Mem(m) => mem::execute(&m, inst, w, ctx),
        Sem::Gws(op) => gws(op, inst, w),
        Sem::LaneMove(op) => permute::lane_move(op, inst, w),
        Sem::Unimplemented => {
            return Outcome::Stop(StopReason::IllegalInstruction {
                mnemonic: if inst.raw.is_valid() {
                    inst.mnemonic()
                } else {
                    "<unknown>".into()
                },
                unimplemented: inst.raw.is_valid(),
            })
        }
    };
    match out {
        Outcome::Continue
        | Outcome::Barrier
        | Outcome::GridBarrier { .. }
        | Outcome::Semaphore { .. } => {
            w.pc = next;
            out
        }
        Outcome::Jump(target) => {
            w.pc = target;
            Outcome::Continue
        }
        other => other,
    }
}
