//! The executor: decoded instructions ([`amdgpu::decode::Instruction`]) are turned once per
//! PC into an [`Inst`] — the operation's semantics class ([`Sem`]), its operands resolved to
//! [`Src`], its modifiers and immediates — and then executed on a wave.
//!
//! Semantics are chosen by mnemonic, one mechanism per family: every VOP1/VOP2/VOP3/VOPD
//! arithmetic operation is a row of [`valu_ops`]; compares are parsed from the mnemonic
//! (`v_cmp[x]_<cond>_<type>`); SALU operations share one scalar evaluator ([`scalar`]); memory
//! instructions are parsed into a [`mem::MemOp`] (operation, size, extension) and run by one
//! routine per address path ([`mem`]). An instruction without semantics here stops the wave
//! with an "unimplemented instruction" stop naming the mnemonic: never a silent no-op.
//!
//! GFX9/GFX10 SDWA forms keep their selects in [`Inst::sdwa`] (sources are extracted and
//! extended, the destination placed by `dst_sel`/`dst_unused`). Table operations that are
//! 32-bit throughout and carry no modifiers are marked [`Inst::fast32`] and run on the
//! register rows directly ([`valu_ops::VOp::run32`]).

pub mod fp;
pub mod mem;
pub mod operand;
pub mod scalar;
#[cfg(test)]
mod tests;
pub mod valu_ops;
pub mod vector;

use amdgpu::decode::{Family, Instruction};
use amdgpu::target::StopReason;
use amdgpu::Apertures;

use crate::memory::{GlobalMemory, Lds};
use crate::wave::Wave;
pub use operand::{Src, T};

/// Instruction-encoding generation (what layouts and operand codes mean).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Gen {
    /// gfx9 (gfx900, gfx90a, gfx942).
    G9,
    /// gfx10.x.
    G10,
    /// gfx11.
    G11,
    /// gfx12.
    G12,
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
    pub gen: Gen,
    /// gfx90a/gfx94x (AGPRs, packed f32).
    pub gfx90a: bool,
    /// gfx94x (`sc0`/`sc1`/`nt` bits, SVE bit in scratch).
    pub gfx940: bool,
}

/// What happened after one instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Carry on (the PC has been advanced or set).
    Continue,
    /// `s_barrier`: wait for the work-group (PC already past it).
    Barrier,
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
    /// No semantics in this simulator.
    Unimplemented,
}

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
    pub ops: [Src; 6],
    /// Operand count.
    pub nops: u8,
    /// Register counts (dwords) of the operands.
    pub widths: [u8; 6],
    /// VOP3 `neg` (or VOP3P `neg_lo`) bits per source.
    pub neg: u8,
    /// VOP3 `abs` (or VOP3P `neg_hi`) bits per source.
    pub abs: u8,
    /// VOP3 `clamp`.
    pub clamp: bool,
    /// VOP3 output modifier (0 none, 1 ×2, 2 ×4, 3 ÷2).
    pub omod: u8,
    /// VOP3 `op_sel` / VOP3P `op_sel`.
    pub opsel: u8,
    /// VOP3P `op_sel_hi`.
    pub opsel_hi: u8,
    /// An immediate: SOPP/SOPK `simm16` (sign-extended), or the SMEM offset.
    pub imm: i64,
    /// GFX9/GFX10 SDWA: the second dword (selects, `sext`, `neg`/`abs`, `dst_unused`).
    pub sdwa: Option<u32>,
    /// A 32-bit table operation without modifiers: runs on the register rows directly.
    pub fast32: bool,
    /// The raw instruction, for its text.
    pub raw: Instruction,
}

impl Inst {
    /// The mnemonic (`v_add_f32_e32`).
    pub fn mnemonic(&self) -> String {
        self.raw.mnemonic()
    }
}

/// The target variant an instruction is prepared for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flavor {
    /// Encoding generation.
    pub gen: Gen,
    /// gfx90a/gfx94x: the memory `acc` bit selects AGPRs.
    pub gfx90a: bool,
    /// gfx94x: scratch `SVE` bit.
    pub gfx940: bool,
}

/// Resolves an instruction for execution; `bytes` are the bytes it was decoded from (the
/// decoder keeps an SDWA instruction's second dword to itself).
pub fn prepare(raw: Instruction, bytes: &[u8], flavor: Flavor) -> Inst {
    let gen = flavor.gen;
    let mut inst = Inst {
        sem: Sem::Unimplemented,
        len: raw.len() as u8,
        fam: raw.family(),
        ops: [Src::Null; 6],
        nops: 0,
        widths: [1; 6],
        neg: 0,
        abs: 0,
        clamp: false,
        omod: 0,
        opsel: 0,
        opsel_hi: 0,
        imm: 0,
        sdwa: None,
        fast32: false,
        raw,
    };
    let Some(opcode) = raw.opcode() else {
        return inst;
    };
    let name = amdgpu::decode::NAMES[opcode as usize];
    let words = raw.words();
    let w = |i: usize| words.get(i).copied().unwrap_or(0) as u64;
    let raw64 = w(0) | w(1) << 32;
    // Semantics and source types.
    let (sem, types) = classify(name, &raw, flavor);
    inst.sem = sem;
    let ops = raw.operands();
    for (i, op) in ops.iter().take(6).enumerate() {
        let t = types.get(i).copied().unwrap_or(T::B32);
        inst.ops[i] = Src::from_operand(op, t);
        inst.widths[i] = op.dwords();
    }
    inst.nops = ops.len().min(6) as u8;
    match inst.fam {
        Family::Vop3 => {
            inst.abs = ((raw64 >> 8) & 7) as u8;
            inst.neg = ((raw64 >> 61) & 7) as u8;
            inst.clamp = raw64 >> 15 & 1 != 0;
            inst.omod = ((raw64 >> 59) & 3) as u8;
            inst.opsel = ((raw64 >> 11) & 15) as u8;
        }
        Family::Vop3p => {
            inst.abs = ((raw64 >> 8) & 7) as u8; // neg_hi
            inst.neg = ((raw64 >> 61) & 7) as u8; // neg_lo
            inst.clamp = raw64 >> 15 & 1 != 0;
            inst.opsel = ((raw64 >> 11) & 7) as u8;
            inst.opsel_hi = (((raw64 >> 59) & 3) | ((raw64 >> 14) & 1) << 2) as u8;
        }
        // SDWA: src0 code 249 in a VOP1/VOP2/VOPC word, the real operands and selects in
        // the second dword (the decoder resolves the operands).
        Family::Vop1 | Family::Vop2 | Family::Vopc
            if gen <= Gen::G10 && w(0) & 0x1ff == 249 && inst.len == 8 =>
        {
            inst.sdwa = bytes
                .get(4..8)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        }
        Family::Sopp | Family::Sopk => inst.imm = (w(0) as u16 as i16) as i64,
        Family::Smem => {
            let (imm, soffset) = scalar::smem_offset(&raw, gen);
            inst.imm = imm;
            inst.ops[5] = soffset;
        }
        _ => {}
    }
    if let Sem::Valu(op) = inst.sem {
        let plain_vop3 = inst.fam != Family::Vop3
            || (inst.abs == 0 && inst.neg == 0 && !inst.clamp && inst.omod == 0 && inst.opsel == 0);
        inst.fast32 = op.all32() && inst.sdwa.is_none() && plain_vop3;
    }
    inst
}

/// Chooses semantics and source-slot types (in printed operand order) from the mnemonic.
fn classify(name: &str, raw: &Instruction, flavor: Flavor) -> (Sem, Vec<T>) {
    use T::*;
    match raw.family() {
        Family::Sop1 | Family::Sop2 | Family::Sopk | Family::Sopc => {
            if let Some((op, types)) = scalar::classify(name) {
                return (Sem::Salu(op), types);
            }
            if scalar::is_nop(name) {
                return (Sem::Nop, vec![]);
            }
            (Sem::Unimplemented, vec![])
        }
        Family::Sopp => match scalar::classify_sopp(name) {
            Some(p) => (Sem::Sopp(p), vec![]),
            None if scalar::is_nop(name) => (Sem::Nop, vec![]),
            None => (Sem::Unimplemented, vec![]),
        },
        Family::Smem => {
            if let Some(n) = scalar::smem_dwords(name) {
                return (Sem::SLoad(n), vec![B32, B64]);
            }
            if scalar::is_nop(name) {
                return (Sem::Nop, vec![]);
            }
            (Sem::Unimplemented, vec![])
        }
        Family::Vop1 | Family::Vop2 | Family::Vop3 | Family::Vop3p | Family::Vopc => {
            vector::classify(name, raw.family())
        }
        Family::Vopd => {
            let y = raw.opcode_y().map(|o| amdgpu::decode::NAMES[o as usize]);
            let fix = |n: &str| n.replacen("v_dual_", "v_", 1);
            match (
                valu_ops::by_name(&fix(name)),
                y.and_then(|y| valu_ops::by_name(&fix(y))),
            ) {
                (Some(x), Some(yy)) => {
                    let mut t = vec![x.result()];
                    t.extend(x.sources().iter().copied().take(vopd_sources(name)));
                    t.push(yy.result());
                    t.extend(
                        yy.sources()
                            .iter()
                            .copied()
                            .take(vopd_sources(y.unwrap_or(""))),
                    );
                    (Sem::Vopd(x, yy), t)
                }
                _ => (Sem::Unimplemented, vec![]),
            }
        }
        Family::Flat | Family::Global | Family::Scratch | Family::Ds | Family::Mubuf => {
            if scalar::is_nop(name) {
                return (Sem::Nop, vec![]);
            }
            match mem::parse(name, raw, flavor) {
                Some(m) => (Sem::Mem(m), vec![]),
                None => (Sem::Unimplemented, vec![]),
            }
        }
        _ => (Sem::Unimplemented, vec![]),
    }
}

/// Printed source operands of a VOPD half.
pub(crate) fn vopd_sources(name: &str) -> usize {
    match name {
        "v_dual_mov_b32" => 1,
        "v_dual_fmaak_f32" | "v_dual_fmamk_f32" => 3,
        _ => 2,
    }
}

/// Executes one instruction. The PC is advanced (or set by a branch) unless the wave stops.
pub fn execute(inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    let next = w.pc.wrapping_add(inst.len as u64);
    let out = match inst.sem {
        Sem::Nop => Outcome::Continue,
        Sem::Salu(op) => scalar::salu(op, inst, w, ctx),
        Sem::Sopp(op) => scalar::sopp(op, inst, w, ctx),
        Sem::SLoad(n) => scalar::sload(n, inst, w, ctx),
        Sem::Valu(op) => {
            vector::valu(op, inst, w, ctx);
            Outcome::Continue
        }
        Sem::Vx(op) => vector::vx(op, inst, w, ctx),
        Sem::VCmp(c) => {
            vector::vcmp(c, inst, w, ctx);
            Outcome::Continue
        }
        Sem::Vopd(x, y) => {
            vector::vopd(x, y, inst, w, ctx);
            Outcome::Continue
        }
        Sem::Mem(m) => mem::execute(&m, inst, w, ctx),
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
        Outcome::Continue | Outcome::Barrier => {
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
