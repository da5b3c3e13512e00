//! Scalar instructions: SOP1, SOP2, SOPK and SOPC share one evaluator ([`SOp`] with the
//! ISA's SCC rule per operation); SOPP control flow, traps and messages ([`POp`]); SMEM
//! loads. Operations are chosen by the decoder's typed [`Opcode`] and its facts; the opcodes of
//! every generation map onto the same operations (`s_andn2_b32` and
//! `s_and_not1_b32`, `s_add_u32` and `s_add_co_u32`, `s_ff1_i32_b32` and `s_ctz_i32_b32`).

use amdgpu::decode::{CompareCond, CompareType, MemBase, MemForm, OpFacts, Opcode};
use amdgpu::target::{FaultKind, StopReason};
use amdgpu::AddressSpace;

use super::cmp::CondEval;
use super::operand::{read_mask, sread32, sread64, swrite32, swrite64, write_mask, Src, T};
use super::{Ctx, Inst, Outcome};
use crate::wave::{RunState, Wave};

/// Bitwise operations (also used by the `s_*_saveexec` family).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum BitOp {
    And,
    Or,
    Xor,
    Andn2,
    Orn2,
    Nand,
    Nor,
    Xnor,
    Andn1,
    Orn1,
}

impl BitOp {
    #[inline]
    fn apply(self, a: u64, b: u64) -> u64 {
        match self {
            BitOp::And => a & b,
            BitOp::Or => a | b,
            BitOp::Xor => a ^ b,
            BitOp::Andn2 => a & !b,
            BitOp::Orn2 => a | !b,
            BitOp::Nand => !(a & b),
            BitOp::Nor => !(a | b),
            BitOp::Xnor => !(a ^ b),
            BitOp::Andn1 => !a & b,
            BitOp::Orn1 => !a | b,
        }
    }
}

/// Scalar ALU operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum SOp {
    Mov,
    Cmov,
    Not,
    Brev,
    Bcnt0,
    Bcnt1,
    Ff0,
    Ff1,
    Flbit,
    FlbitI32,
    SextI8,
    SextI16,
    Bitset0,
    Bitset1,
    Abs,
    Getpc,
    Setpc,
    Swappc,
    Saveexec(BitOp),
    Bit(BitOp),
    AddU,
    SubU,
    AddI,
    SubI,
    Addc,
    Subb,
    MinI,
    MinU,
    MaxI,
    MaxU,
    Cselect,
    Lshl,
    Lshr,
    Ashr,
    Bfm,
    MulI,
    MulHiU,
    MulHiI,
    BfeU,
    BfeI,
    Absdiff,
    LshlAdd(u8),
    PackLL,
    PackLH,
    PackHL,
    PackHH,
    Cmp(CompareCond, bool),
    Bitcmp0,
    Bitcmp1,
    Movk,
    Cmovk,
    Cmpk(CompareCond, bool),
    Addk,
    Mulk,
    Getreg,
    Setreg,
    SetregImm,
    SendmsgRtn,
    /// `s_memtime` (the shader clock) and `s_memrealtime` (`real`: the constant-rate clock).
    Clock {
        real: bool,
    },
    Callb64,
    AddU64,
    SubU64,
    MulU64,
    BarrierSignal,
    /// GFX11.5+/GFX12 SALU float arithmetic and conversions: the VALU row of the same name,
    /// on one value (`s_fmac_f32` reads its destination as the addend).
    Float(super::valu_ops::VOp),
    /// GFX11.5+/GFX12 float compares (`s_cmp_*_f32`/`_f16`); `true` for f16.
    FCmp(CompareCond, bool),
}

/// SOPP operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum POp {
    Endpgm,
    Branch,
    CbranchScc0,
    CbranchScc1,
    CbranchVccz,
    CbranchVccnz,
    CbranchExecz,
    CbranchExecnz,
    Barrier,
    Trap,
    Sethalt,
    CodeEnd,
    DenormMode,
    RoundMode,
}

/// Operations that do nothing in a simulator with synchronous memory, no caches and no
/// scheduler: waits, cache maintenance, hints and messages without a result.
pub fn is_nop(opcode: Opcode) -> bool {
    opcode
        .facts()
        .intersects(OpFacts::WAIT | OpFacts::CACHE_CONTROL | OpFacts::HINT | OpFacts::MESSAGE)
}

/// `MSG_RTN_GET_REALTIME`, the `s_sendmsg_rtn_b64` message that reads the real-time clock.
const MSG_RTN_GET_REALTIME: u32 = 131;

/// Reads the wave's clock (`real`: the real-time one). A read stands for some 64 cycles of
/// the shader clock; the real-time clock runs at a sixteenth of its rate (100 MHz against a
/// 1.6 GHz core).
fn read_clock(w: &mut Wave, real: bool) -> u64 {
    w.clock += 64;
    if real {
        w.clock / 16
    } else {
        w.clock
    }
}

/// The clock reads among SMEM opcodes (`true`: `s_memrealtime`).
pub fn clock_read(op: Opcode) -> Option<bool> {
    match op {
        Opcode::SMemtime => Some(false),
        Opcode::SMemrealtime => Some(true),
        _ => None,
    }
}

/// Maps a SALU opcode (SOP1, SOP2, SOPK, SOPC) to its operation and the types of its printed
/// operands. `sopk`: the instruction is SOPK (its compares take a 16-bit constant).
pub fn classify(op: Opcode, sopk: bool) -> Option<(SOp, Vec<T>)> {
    use T::*;
    let facts = op.facts();
    // The operand of the last type suffix (`s_and_b64`, `s_bcnt1_i32_b64`).
    let t = if facts.contains(OpFacts::TYPE64) {
        B64
    } else {
        B32
    };
    let two = |s| Some((s, vec![t, t, t]));
    let one = |s| Some((s, vec![t, t]));
    if let Some(c) = op.compare() {
        let cond = c.cond;
        return Some(match c.ty {
            CompareType::F32 => (SOp::FCmp(cond, false), vec![F32, F32]),
            CompareType::F16 => (SOp::FCmp(cond, true), vec![F16, F16]),
            _ if sopk => (SOp::Cmpk(cond, c.ty.is_signed()), vec![B32, B32]),
            _ => (SOp::Cmp(cond, c.ty.is_signed()), vec![t, t]),
        });
    }
    if let Some(b) = bit_op(op) {
        return if facts.contains(OpFacts::SAVEEXEC) {
            Some((SOp::Saveexec(b), vec![t, t]))
        } else {
            two(SOp::Bit(b))
        };
    }
    Some(match op {
        Opcode::SBarrierSignal | Opcode::SBarrierSignalIsfirst => (SOp::BarrierSignal, vec![B32]),
        Opcode::SMovB32 | Opcode::SMovB64 => return one(SOp::Mov),
        Opcode::SCmovB32 | Opcode::SCmovB64 => return one(SOp::Cmov),
        Opcode::SNotB32 | Opcode::SNotB64 => return one(SOp::Not),
        Opcode::SBrevB32 | Opcode::SBrevB64 => return one(SOp::Brev),
        Opcode::SBcnt0I32B32 | Opcode::SBcnt0I32B64 => (SOp::Bcnt0, vec![B32, t]),
        Opcode::SBcnt1I32B32 | Opcode::SBcnt1I32B64 => (SOp::Bcnt1, vec![B32, t]),
        Opcode::SFf0I32B32 | Opcode::SFf0I32B64 => (SOp::Ff0, vec![B32, t]),
        Opcode::SFf1I32B32 | Opcode::SFf1I32B64 | Opcode::SCtzI32B32 | Opcode::SCtzI32B64 => {
            (SOp::Ff1, vec![B32, t])
        }
        Opcode::SFlbitI32B32 | Opcode::SFlbitI32B64 | Opcode::SClzI32U32 | Opcode::SClzI32U64 => {
            (SOp::Flbit, vec![B32, t])
        }
        Opcode::SFlbitI32I64 | Opcode::SClsI32I64 | Opcode::SFlbitI32 => {
            (SOp::FlbitI32, vec![B32, t])
        }
        Opcode::SSextI32I8 => (SOp::SextI8, vec![B32, B32]),
        Opcode::SSextI32I16 => (SOp::SextI16, vec![B32, B32]),
        Opcode::SBitset0B32 | Opcode::SBitset0B64 => (SOp::Bitset0, vec![t, B32]),
        Opcode::SBitset1B32 | Opcode::SBitset1B64 => (SOp::Bitset1, vec![t, B32]),
        Opcode::SAbsI32 => (SOp::Abs, vec![B32, B32]),
        Opcode::SGetpcB64 => (SOp::Getpc, vec![B64]),
        Opcode::SSetpcB64 => (SOp::Setpc, vec![B64]),
        Opcode::SSwappcB64 => (SOp::Swappc, vec![B64, B64]),
        Opcode::SAddU32 | Opcode::SAddCoU32 => return two(SOp::AddU),
        Opcode::SSubU32 | Opcode::SSubCoU32 => return two(SOp::SubU),
        Opcode::SAddI32 | Opcode::SAddCoI32 => return two(SOp::AddI),
        Opcode::SSubI32 | Opcode::SSubCoI32 => return two(SOp::SubI),
        Opcode::SAddcU32 | Opcode::SAddCoCiU32 => return two(SOp::Addc),
        Opcode::SSubbU32 | Opcode::SSubCoCiU32 => return two(SOp::Subb),
        Opcode::SMinI32 => return two(SOp::MinI),
        Opcode::SMinU32 => return two(SOp::MinU),
        Opcode::SMaxI32 => return two(SOp::MaxI),
        Opcode::SMaxU32 => return two(SOp::MaxU),
        Opcode::SCselectB32 | Opcode::SCselectB64 => return two(SOp::Cselect),
        Opcode::SLshlB32 | Opcode::SLshlB64 => (SOp::Lshl, vec![t, t, B32]),
        Opcode::SLshrB32 | Opcode::SLshrB64 => (SOp::Lshr, vec![t, t, B32]),
        Opcode::SAshrI32 | Opcode::SAshrI64 => (SOp::Ashr, vec![t, t, B32]),
        Opcode::SBfmB32 | Opcode::SBfmB64 => (SOp::Bfm, vec![t, B32, B32]),
        Opcode::SMulI32 => return two(SOp::MulI),
        Opcode::SMulHiU32 => return two(SOp::MulHiU),
        Opcode::SMulHiI32 => return two(SOp::MulHiI),
        Opcode::SBfeU32 | Opcode::SBfeU64 => (SOp::BfeU, vec![t, t, B32]),
        Opcode::SBfeI32 | Opcode::SBfeI64 => (SOp::BfeI, vec![t, t, B32]),
        Opcode::SAbsdiffI32 => return two(SOp::Absdiff),
        Opcode::SLshl1AddU32 => return two(SOp::LshlAdd(1)),
        Opcode::SLshl2AddU32 => return two(SOp::LshlAdd(2)),
        Opcode::SLshl3AddU32 => return two(SOp::LshlAdd(3)),
        Opcode::SLshl4AddU32 => return two(SOp::LshlAdd(4)),
        Opcode::SPackLlB32B16 => return two(SOp::PackLL),
        Opcode::SPackLhB32B16 => return two(SOp::PackLH),
        Opcode::SPackHlB32B16 => return two(SOp::PackHL),
        Opcode::SPackHhB32B16 => return two(SOp::PackHH),
        Opcode::SBitcmp0B32 | Opcode::SBitcmp0B64 => (SOp::Bitcmp0, vec![t, B32]),
        Opcode::SBitcmp1B32 | Opcode::SBitcmp1B64 => (SOp::Bitcmp1, vec![t, B32]),
        Opcode::SMovkI32 => (SOp::Movk, vec![B32, B32]),
        Opcode::SCmovkI32 => (SOp::Cmovk, vec![B32, B32]),
        Opcode::SAddkI32 | Opcode::SAddkCoI32 => (SOp::Addk, vec![B32, B32]),
        Opcode::SMulkI32 => (SOp::Mulk, vec![B32, B32]),
        Opcode::SGetregB32 => (SOp::Getreg, vec![B32, B32]),
        Opcode::SSetregB32 => (SOp::Setreg, vec![B32, B32]),
        Opcode::SSetregImm32B32 => (SOp::SetregImm, vec![B32, B32]),
        Opcode::SSendmsgRtnB32 | Opcode::SSendmsgRtnB64 => (SOp::SendmsgRtn, vec![t, B32]),
        Opcode::SCallB64 => (SOp::Callb64, vec![B64, B32]),
        Opcode::SAddNcU64 => return two(SOp::AddU64),
        Opcode::SSubNcU64 => return two(SOp::SubU64),
        Opcode::SMulU64 => return two(SOp::MulU64),
        _ => {
            // GFX11.5+ SALU float operations share the VALU rows (`s_add_f32`).
            let v = super::valu_ops::VOp::of(op)?;
            if v.result().wide() || v.sources().iter().any(|t| t.wide()) {
                return None;
            }
            (SOp::Float(v), v.types())
        }
    })
}

/// The bitwise operation of a SALU logic opcode or its `saveexec` form (every generation's
/// spelling: `s_andn2_b32` is `s_and_not1_b32` on GFX11+).
fn bit_op(op: Opcode) -> Option<BitOp> {
    Some(match op {
        Opcode::SAndB32 | Opcode::SAndB64 | Opcode::SAndSaveexecB32 | Opcode::SAndSaveexecB64 => {
            BitOp::And
        }
        Opcode::SOrB32 | Opcode::SOrB64 | Opcode::SOrSaveexecB32 | Opcode::SOrSaveexecB64 => {
            BitOp::Or
        }
        Opcode::SXorB32 | Opcode::SXorB64 | Opcode::SXorSaveexecB32 | Opcode::SXorSaveexecB64 => {
            BitOp::Xor
        }
        Opcode::SAndn2B32
        | Opcode::SAndn2B64
        | Opcode::SAndNot1B32
        | Opcode::SAndNot1B64
        | Opcode::SAndn2SaveexecB32
        | Opcode::SAndn2SaveexecB64
        | Opcode::SAndNot1SaveexecB32
        | Opcode::SAndNot1SaveexecB64 => BitOp::Andn2,
        Opcode::SOrn2B32
        | Opcode::SOrn2B64
        | Opcode::SOrNot1B32
        | Opcode::SOrNot1B64
        | Opcode::SOrn2SaveexecB32
        | Opcode::SOrn2SaveexecB64
        | Opcode::SOrNot1SaveexecB32
        | Opcode::SOrNot1SaveexecB64 => BitOp::Orn2,
        Opcode::SNandB32
        | Opcode::SNandB64
        | Opcode::SNandSaveexecB32
        | Opcode::SNandSaveexecB64 => BitOp::Nand,
        Opcode::SNorB32 | Opcode::SNorB64 | Opcode::SNorSaveexecB32 | Opcode::SNorSaveexecB64 => {
            BitOp::Nor
        }
        Opcode::SXnorB32
        | Opcode::SXnorB64
        | Opcode::SXnorSaveexecB32
        | Opcode::SXnorSaveexecB64 => BitOp::Xnor,
        Opcode::SAndn1SaveexecB32
        | Opcode::SAndn1SaveexecB64
        | Opcode::SAndNot0SaveexecB32
        | Opcode::SAndNot0SaveexecB64 => BitOp::Andn1,
        Opcode::SOrn1SaveexecB32
        | Opcode::SOrn1SaveexecB64
        | Opcode::SOrNot0SaveexecB32
        | Opcode::SOrNot0SaveexecB64 => BitOp::Orn1,
        _ => return None,
    })
}

/// Maps a SOPP opcode.
pub fn classify_sopp(op: Opcode) -> Option<POp> {
    Some(match op {
        Opcode::SEndpgm => POp::Endpgm,
        Opcode::SBranch => POp::Branch,
        Opcode::SCbranchScc0 => POp::CbranchScc0,
        Opcode::SCbranchScc1 => POp::CbranchScc1,
        Opcode::SCbranchVccz => POp::CbranchVccz,
        Opcode::SCbranchVccnz => POp::CbranchVccnz,
        Opcode::SCbranchExecz => POp::CbranchExecz,
        Opcode::SCbranchExecnz => POp::CbranchExecnz,
        Opcode::SBarrier | Opcode::SBarrierSignal => POp::Barrier,
        Opcode::STrap => POp::Trap,
        Opcode::SSethalt => POp::Sethalt,
        Opcode::SCodeEnd => POp::CodeEnd,
        Opcode::SDenormMode => POp::DenormMode,
        Opcode::SRoundMode => POp::RoundMode,
        _ => return None,
    })
}

#[inline]
fn rd(inst: &Inst, w: &Wave, ctx: &Ctx, i: usize) -> u64 {
    let s = inst.ops[i];
    if inst.widths[i] >= 2 {
        sread64(w, ctx, s)
    } else {
        match s {
            Src::Imm(v) => v,
            _ => sread32(w, ctx, s) as u64,
        }
    }
}

#[inline]
fn wr(inst: &Inst, w: &mut Wave, i: usize, v: u64) {
    if inst.widths[i] >= 2 {
        swrite64(w, inst.ops[i], v)
    } else {
        swrite32(w, inst.ops[i], v as u32)
    }
}

fn is64(inst: &Inst, i: usize) -> bool {
    inst.widths[i] >= 2
}

fn hwreg_fields(simm: u16) -> (u32, u32, u32) {
    let id = (simm & 0x3f) as u32;
    let offset = ((simm >> 6) & 0x1f) as u32;
    let size = ((simm >> 11) & 0x1f) as u32 + 1;
    (id, offset, size)
}

fn hwreg_read(w: &Wave, ctx: &Ctx, id: u32) -> u32 {
    match id {
        1 => w.mode,
        2 => w.status_value(),
        3 => w.trapsts,
        4 | 23 => (w.wave_in_group & 0xf) | (w.id.0 & 0xff) << 8,
        15 => {
            ((ctx.apertures.private_base >> 48) as u32)
                | (((ctx.apertures.local_base >> 48) as u32) << 16)
        }
        20 => w.flat_scratch as u32,
        21 => (w.flat_scratch >> 32) as u32,
        _ => 0,
    }
}

fn hwreg_write(w: &mut Wave, id: u32, v: u32, mask: u32) {
    let merge = |old: u32| (old & !mask) | (v & mask);
    match id {
        1 => w.mode = merge(w.mode),
        3 => w.trapsts = merge(w.trapsts),
        20 => {
            w.flat_scratch = (w.flat_scratch & !0xffff_ffff) | merge(w.flat_scratch as u32) as u64
        }
        21 => {
            w.flat_scratch =
                (w.flat_scratch & 0xffff_ffff) | (merge((w.flat_scratch >> 32) as u32) as u64) << 32
        }
        _ => {}
    }
}

/// Executes a scalar ALU operation.
pub fn salu(op: SOp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    let scc = w.scc;
    let simm = inst.imm as u16; // SOPK simm16 (only SOPK operations read it)
    let simm_s = simm as i16 as i32 as u32;
    match op {
        SOp::Getpc => {
            wr(inst, w, 0, w.pc.wrapping_add(inst.len as u64));
            return Outcome::Continue;
        }
        SOp::Setpc => return Outcome::Jump(rd(inst, w, ctx, 0)),
        SOp::Swappc => {
            let target = rd(inst, w, ctx, 1);
            wr(inst, w, 0, w.pc.wrapping_add(inst.len as u64));
            return Outcome::Jump(target);
        }
        SOp::Callb64 => {
            wr(inst, w, 0, w.pc.wrapping_add(inst.len as u64));
            return Outcome::Jump(
                w.pc.wrapping_add(4)
                    .wrapping_add((simm_s as i32 as i64 * 4) as u64),
            );
        }
        SOp::Saveexec(b) => {
            let s = rd(inst, w, ctx, 1);
            let old = w.exec;
            let new = b.apply(s, old) & w.lane_mask();
            write_mask(w, inst.ops[0], old);
            w.exec = new;
            w.scc = new != 0;
            return Outcome::Continue;
        }
        SOp::Cmp(c, signed) | SOp::Cmpk(c, signed) => {
            let a = rd(inst, w, ctx, 0);
            let b = if matches!(op, SOp::Cmpk(..)) {
                if signed {
                    simm_s as u64
                } else {
                    simm as u64
                }
            } else {
                rd(inst, w, ctx, 1)
            };
            w.scc = if is64(inst, 0) {
                c.int(a, b)
            } else if signed {
                c.int(a as u32 as i32, b as u32 as i32)
            } else {
                c.int(a as u32, b as u32)
            };
            return Outcome::Continue;
        }
        SOp::FCmp(c, f16) => {
            let (a, b) = (rd(inst, w, ctx, 0), rd(inst, w, ctx, 1));
            let f = |x: u64| {
                if f16 {
                    super::fp::f16_to_f32(x as u16) as f64
                } else {
                    f32::from_bits(x as u32) as f64
                }
            };
            w.scc = c.float(f(a), f(b));
            return Outcome::Continue;
        }
        SOp::Float(vop) => {
            let mut s = [[0u64; 64]; 3];
            for (k, &t) in vop.sources().iter().enumerate() {
                let i = if 1 + k < inst.nops as usize { 1 + k } else { 0 };
                s[k][0] = rd(inst, w, ctx, i);
                if matches!(t, T::B16 | T::F16) {
                    s[k][0] &= 0xffff;
                }
            }
            let mut out = [0u64; 64];
            vop.run(1, &s, 0, &mut out);
            swrite32(w, inst.ops[0], out[0] as u32);
            return Outcome::Continue;
        }
        SOp::Bitcmp0 | SOp::Bitcmp1 => {
            let a = rd(inst, w, ctx, 0);
            let b = rd(inst, w, ctx, 1) & if is64(inst, 0) { 63 } else { 31 };
            let bit = a >> b & 1 != 0;
            w.scc = if op == SOp::Bitcmp1 { bit } else { !bit };
            return Outcome::Continue;
        }
        SOp::Movk => {
            swrite32(w, inst.ops[0], simm_s);
            return Outcome::Continue;
        }
        SOp::Cmovk => {
            if scc {
                swrite32(w, inst.ops[0], simm_s);
            }
            return Outcome::Continue;
        }
        SOp::Addk => {
            let a = sread32(w, ctx, inst.ops[0]);
            let (r, o) = (a as i32).overflowing_add(simm_s as i32);
            swrite32(w, inst.ops[0], r as u32);
            w.scc = o;
            return Outcome::Continue;
        }
        SOp::Mulk => {
            let a = sread32(w, ctx, inst.ops[0]);
            swrite32(w, inst.ops[0], a.wrapping_mul(simm_s));
            return Outcome::Continue;
        }
        SOp::Getreg => {
            let (id, off, size) = hwreg_fields(simm);
            let v = hwreg_read(w, ctx, id);
            let mask = if size >= 32 {
                u32::MAX
            } else {
                (1u32 << size) - 1
            };
            swrite32(w, inst.ops[0], (v >> off) & mask);
            return Outcome::Continue;
        }
        SOp::Setreg | SOp::SetregImm => {
            let (id, off, size) = hwreg_fields(simm);
            let v = match op {
                SOp::Setreg => sread32(w, ctx, inst.ops[1]),
                _ => inst.raw.literal().unwrap_or(0),
            };
            let mask = if size >= 32 {
                u32::MAX
            } else {
                ((1u32 << size) - 1) << off
            };
            hwreg_write(w, id, v << off, mask);
            return Outcome::Continue;
        }
        SOp::BarrierSignal => return Outcome::Barrier,
        SOp::SendmsgRtn => {
            // The message is the source field; of those with an answer, only the real-time
            // clock (GFX11+'s `wall_clock64`) has one here.
            let v = if inst.raw.words()[0] & 0xff == MSG_RTN_GET_REALTIME {
                read_clock(w, true)
            } else {
                0
            };
            wr(inst, w, 0, v);
            return Outcome::Continue;
        }
        SOp::Clock { real } => {
            let v = read_clock(w, real);
            wr(inst, w, 0, v);
            return Outcome::Continue;
        }
        _ => {}
    }
    let wide = is64(inst, 0);
    let a = rd(inst, w, ctx, 1);
    let b = if inst.nops > 2 {
        rd(inst, w, ctx, 2)
    } else {
        0
    };
    let mask = if wide { u64::MAX } else { 0xffff_ffff };
    let nz = |r: u64| r & mask != 0;
    let (r, new_scc): (u64, Option<bool>) = match op {
        SOp::Mov => (a, None),
        SOp::Cmov => (if scc { a } else { rd(inst, w, ctx, 0) }, None),
        SOp::Not => {
            let r = !a & mask;
            (r, Some(nz(r)))
        }
        SOp::Brev => (
            if wide {
                a.reverse_bits()
            } else {
                (a as u32).reverse_bits() as u64
            },
            None,
        ),
        SOp::Bcnt0 | SOp::Bcnt1 => {
            let width = if is64(inst, 1) { 64 } else { 32 };
            let ones = if is64(inst, 1) {
                a.count_ones()
            } else {
                (a as u32).count_ones()
            };
            let r = if op == SOp::Bcnt1 { ones } else { width - ones } as u64;
            (r, Some(r != 0))
        }
        SOp::Ff0 | SOp::Ff1 => {
            let x = if op == SOp::Ff0 { !a } else { a };
            let x = if is64(inst, 1) { x } else { x & 0xffff_ffff };
            (
                if x == 0 {
                    0xffff_ffff
                } else {
                    x.trailing_zeros() as u64
                },
                None,
            )
        }
        SOp::Flbit => {
            let r = if is64(inst, 1) {
                if a == 0 {
                    0xffff_ffff
                } else {
                    a.leading_zeros() as u64
                }
            } else if a as u32 == 0 {
                0xffff_ffff
            } else {
                (a as u32).leading_zeros() as u64
            };
            (r, None)
        }
        SOp::FlbitI32 => {
            let x = a as u32 as i32;
            let r = if x == 0 || x == -1 {
                0xffff_ffff
            } else if x < 0 {
                (!x).leading_zeros() as u64
            } else {
                x.leading_zeros() as u64
            };
            (r, None)
        }
        SOp::SextI8 => (a as u8 as i8 as i32 as u32 as u64, None),
        SOp::SextI16 => (a as u16 as i16 as i32 as u32 as u64, None),
        SOp::Bitset0 | SOp::Bitset1 => {
            let old = rd(inst, w, ctx, 0);
            let bit = 1u64 << (a & if wide { 63 } else { 31 });
            (
                if op == SOp::Bitset1 {
                    old | bit
                } else {
                    old & !bit
                },
                None,
            )
        }
        SOp::Abs => {
            let r = (a as u32 as i32).unsigned_abs() as u64;
            (r, Some(r != 0))
        }
        SOp::Bit(bo) => {
            let r = bo.apply(a, b) & mask;
            (r, Some(nz(r)))
        }
        SOp::AddU => {
            let r = (a as u32 as u64) + (b as u32 as u64);
            (r & 0xffff_ffff, Some(r >> 32 != 0))
        }
        SOp::SubU => (
            (a as u32).wrapping_sub(b as u32) as u64,
            Some((b as u32) > (a as u32)),
        ),
        SOp::AddI => {
            let (r, o) = (a as u32 as i32).overflowing_add(b as u32 as i32);
            (r as u32 as u64, Some(o))
        }
        SOp::SubI => {
            let (r, o) = (a as u32 as i32).overflowing_sub(b as u32 as i32);
            (r as u32 as u64, Some(o))
        }
        SOp::Addc => {
            let r = (a as u32 as u64) + (b as u32 as u64) + scc as u64;
            (r & 0xffff_ffff, Some(r >> 32 != 0))
        }
        SOp::Subb => {
            let r = (a as u32 as u64)
                .wrapping_sub(b as u32 as u64)
                .wrapping_sub(scc as u64);
            (
                r & 0xffff_ffff,
                Some((b as u32 as u64) + scc as u64 > a as u32 as u64),
            )
        }
        SOp::MinI => {
            let (x, y) = (a as u32 as i32, b as u32 as i32);
            (x.min(y) as u32 as u64, Some(x < y))
        }
        SOp::MinU => (
            (a as u32).min(b as u32) as u64,
            Some((a as u32) < (b as u32)),
        ),
        SOp::MaxI => {
            let (x, y) = (a as u32 as i32, b as u32 as i32);
            (x.max(y) as u32 as u64, Some(x > y))
        }
        SOp::MaxU => (
            (a as u32).max(b as u32) as u64,
            Some((a as u32) > (b as u32)),
        ),
        SOp::Cselect => (if scc { a } else { b }, None),
        SOp::Lshl => {
            let r = if wide {
                a << (b & 63)
            } else {
                ((a as u32) << (b & 31)) as u64
            };
            (r, Some(nz(r)))
        }
        SOp::Lshr => {
            let r = if wide {
                a >> (b & 63)
            } else {
                ((a as u32) >> (b & 31)) as u64
            };
            (r, Some(nz(r)))
        }
        SOp::Ashr => {
            let r = if wide {
                ((a as i64) >> (b & 63)) as u64
            } else {
                ((a as u32 as i32) >> (b & 31)) as u32 as u64
            };
            (r, Some(nz(r)))
        }
        SOp::Bfm => {
            let r = if wide {
                ((1u128 << (a & 63)) as u64).wrapping_sub(1) << (b & 63)
            } else {
                (((1u64 << (a & 31)) as u32).wrapping_sub(1) << (b & 31)) as u64
            };
            (r, None)
        }
        SOp::MulI => ((a as u32).wrapping_mul(b as u32) as u64, None),
        SOp::MulHiU => (((a as u32 as u64) * (b as u32 as u64)) >> 32, None),
        SOp::MulHiI => (
            (((a as u32 as i32 as i64) * (b as u32 as i32 as i64)) >> 32) as u32 as u64,
            None,
        ),
        SOp::BfeU | SOp::BfeI => {
            let off = b & if wide { 63 } else { 31 };
            let width = (b >> 16) & 0x7f;
            let bits = if wide { 64 } else { 32 };
            let width = width.min(bits);
            let x = if wide { a } else { a & 0xffff_ffff };
            let r = if width == 0 {
                0
            } else {
                let v = x >> off;
                let v = if width >= 64 {
                    v
                } else {
                    v & ((1u64 << width) - 1)
                };
                if op == SOp::BfeI {
                    let sh = 64 - width;
                    (((v << sh) as i64) >> sh) as u64 & mask
                } else {
                    v
                }
            };
            (r, Some(nz(r)))
        }
        SOp::Absdiff => {
            let r = (a as u32 as i32)
                .wrapping_sub(b as u32 as i32)
                .unsigned_abs() as u64;
            (r, Some(r != 0))
        }
        SOp::LshlAdd(n) => {
            let r = ((a as u32 as u64) << n) + (b as u32 as u64);
            (r & 0xffff_ffff, Some(r >> 32 != 0))
        }
        SOp::AddU64 => (a.wrapping_add(b), None),
        SOp::SubU64 => (a.wrapping_sub(b), None),
        SOp::MulU64 => (a.wrapping_mul(b), None),
        SOp::PackLL => ((a & 0xffff) | (b & 0xffff) << 16, None),
        SOp::PackLH => ((a & 0xffff) | (b & 0xffff_0000), None),
        SOp::PackHL => ((a >> 16 & 0xffff) | (b & 0xffff) << 16, None),
        SOp::PackHH => ((a >> 16 & 0xffff) | (b & 0xffff_0000), None),
        _ => unreachable!("handled above"),
    };
    wr(inst, w, 0, r);
    if let Some(s) = new_scc {
        w.scc = s;
    }
    Outcome::Continue
}

/// Executes a SOPP operation (branches return [`Outcome::Jump`]).
pub fn sopp(op: POp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    let _ = ctx;
    let target = w.pc.wrapping_add(4).wrapping_add((inst.imm * 4) as u64);
    let taken = |c: bool| {
        if c {
            Outcome::Jump(target)
        } else {
            Outcome::Continue
        }
    };
    let lanes = w.lane_mask();
    match op {
        POp::Endpgm => Outcome::Ended,
        POp::Branch => Outcome::Jump(target),
        POp::CbranchScc0 => taken(!w.scc),
        POp::CbranchScc1 => taken(w.scc),
        POp::CbranchVccz => taken(w.vcc & lanes == 0),
        POp::CbranchVccnz => taken(w.vcc & lanes != 0),
        POp::CbranchExecz => taken(w.exec & lanes == 0),
        POp::CbranchExecnz => taken(w.exec & lanes != 0),
        POp::Barrier => Outcome::Barrier,
        POp::Trap => {
            let id = (inst.imm as u16) & 0xff;
            Outcome::Stop(match id {
                1 | 7 => StopReason::Breakpoint,
                2 => StopReason::AssertTrap,
                3 => StopReason::DebugTrap,
                other => StopReason::Trap(other),
            })
        }
        POp::Sethalt => {
            if inst.imm & 1 != 0 {
                Outcome::Stop(StopReason::Trap(0))
            } else {
                Outcome::Continue
            }
        }
        POp::CodeEnd => Outcome::Stop(StopReason::IllegalInstruction {
            mnemonic: "s_code_end".into(),
            unimplemented: false,
        }),
        POp::DenormMode => {
            w.mode = (w.mode & !0xf0) | ((inst.imm as u32 & 0xf) << 4);
            Outcome::Continue
        }
        POp::RoundMode => {
            w.mode = (w.mode & !0xf) | (inst.imm as u32 & 0xf);
            Outcome::Continue
        }
    }
}

/// Dwords loaded by an SMEM instruction's opcode when it is a load from an address or a
/// buffer resource (`s_load_*`, `s_buffer_load_*` of whole dwords); `None` for other SMEM
/// operations. The caller knows the family (a FLAT load's opcode would pass too).
pub fn smem_dwords(opcode: Opcode) -> Option<u8> {
    let a = opcode.mem_access()?;
    let whole = a.form == MemForm::Plain && a.bytes % 4 == 0;
    (opcode.facts().contains(OpFacts::LOAD)
        && whole
        && matches!(a.base, MemBase::Address | MemBase::Buffer))
    .then_some(a.bytes / 4)
}

/// The global address an SMEM load reads from (dword-aligned, as the hardware forces it).
pub fn sload_address(inst: &Inst, w: &Wave, ctx: &Ctx) -> u64 {
    let mut base = sread64(w, ctx, inst.ops[1]);
    let buffer = inst.raw.opcode().and_then(Opcode::mem_access);
    if buffer.is_some_and(|a| a.base == MemBase::Buffer) {
        // The operand is a buffer resource (4 SGPRs): its base is the low 48 bits.
        base &= 0xffff_ffff_ffff;
    }
    let soff = match inst.ops[5] {
        Src::Null => 0,
        s => sread32(w, ctx, s) as u64,
    };
    base.wrapping_add(inst.imm as u64).wrapping_add(soff) & !3
}

/// Executes an SMEM load.
pub fn sload(n: u8, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    let addr = sload_address(inst, w, ctx);
    let mut dst = match inst.ops[0] {
        Src::S(i) => i as usize,
        Src::Ttmp(_) | Src::VccLo | Src::ExecLo | Src::M0 | Src::Null => {
            // Rare destinations: load one by one through swrite32.
            for k in 0..n as u64 {
                match ctx.mem.read_u32(addr + 4 * k) {
                    Ok(v) => {
                        let d = match inst.ops[0] {
                            Src::Ttmp(t) => Src::Ttmp(t + k as u8),
                            other => other,
                        };
                        swrite32(w, d, v)
                    }
                    Err(f) => return fault(f.address, f.kind),
                }
            }
            return Outcome::Continue;
        }
        _ => return Outcome::Continue,
    };
    for k in 0..n as u64 {
        match ctx.mem.read_u32(addr + 4 * k) {
            Ok(v) => {
                if let Some(r) = w.sgpr.get_mut(dst) {
                    *r = v;
                }
            }
            Err(f) => return fault(f.address, f.kind),
        }
        dst += 1;
    }
    let _ = (read_mask, RunState::Ready);
    Outcome::Continue
}

/// A global memory fault outcome.
pub fn fault(address: u64, kind: FaultKind) -> Outcome {
    Outcome::Stop(StopReason::MemoryFault {
        address,
        space: AddressSpace::Global,
        kind,
    })
}
