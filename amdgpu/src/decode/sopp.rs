//! The 16-bit immediates of SOPP and SOPK with their own syntax: `s_waitcnt` counters,
//! `s_delay_alu`, `hwreg(...)`, `sendmsg(...)` and the `depctr_*` fields, as LLVM prints them
//! (`AMDGPUInstPrinter::printWaitFlag`, `printDelayFlag`, `printHwreg`, `printSendMsg`,
//! `printDepCtr`; names from `AMDGPUAsmUtils.cpp`).

use std::fmt::Write;

use super::operand::{push_decimal, push_hex};
use super::table::ImmKind;
use super::{IsaFamily, Target};

pub(crate) fn write_imm(out: &mut String, kind: ImmKind, v: u16, t: &Target) {
    match kind {
        ImmKind::Dec => push_decimal(out, v.into()),
        ImmKind::Hex => push_hex(out, v.into()),
        ImmKind::Imm16 => {
            if v <= 64 {
                push_decimal(out, v.into());
            } else {
                push_hex(out, v.into());
            }
        }
        ImmKind::Endpgm => {
            if v != 0 {
                let _ = write!(out, "{v}");
            }
        }
        ImmKind::Delay => delay(out, v),
        ImmKind::Waitcnt => waitcnt(out, v, t.gen),
        ImmKind::Hwreg => hwreg(out, v, t),
        ImmKind::Sendmsg => sendmsg(out, v, t),
        ImmKind::Depctr => depctr(out, v, t),
        ImmKind::Version => {
            // LLVM 19 `printSVersion`/`UCVersion`: known ids by name, then flag bits, each
            // one after the first wrapping what came before in parentheses.
            let id = v & 0xff;
            if (v >> 8) & 0x1f != 0 {
                let _ = write!(out, "{v:#x}");
                return;
            }
            let mut s = match id {
                0 => "UC_VERSION_GFX7".to_string(),
                4 => "UC_VERSION_GFX10".to_string(),
                6 => "UC_VERSION_GFX11".to_string(),
                9 => "UC_VERSION_GFX12".to_string(),
                _ => id.to_string(),
            };
            let mut flags = 0;
            for (bit, name) in [
                (13, "UC_VERSION_W64_BIT"),
                (14, "UC_VERSION_W32_BIT"),
                (15, "UC_VERSION_MDP_BIT"),
            ] {
                if v >> bit & 1 != 0 {
                    if flags > 0 {
                        s = format!("({s})");
                    }
                    s.push('|');
                    s.push_str(name);
                    flags += 1;
                }
            }
            out.push_str(&s);
        }
        ImmKind::GprIdx => {
            const IDS: [&str; 4] = ["SRC0", "SRC1", "SRC2", "DST"];
            if v & !0xf != 0 {
                let _ = write!(out, "{v:#x}");
            } else {
                out.push_str("gpr_idx(");
                let mut first = true;
                for (i, n) in IDS.iter().enumerate() {
                    if v & (1 << i) != 0 {
                        if !first {
                            out.push(',');
                        }
                        out.push_str(n);
                        first = false;
                    }
                }
                out.push(')');
            }
        }
        // Interpolation fields: written by `interp::write_imm` from the instruction's bits.
        ImmKind::Attr
        | ImmKind::InterpParam
        | ImmKind::WaitExp
        | ImmKind::WaitVdst
        | ImmKind::WaitVaVdst
        | ImmKind::WaitVmVsrc => {}
    }
}

fn delay(out: &mut String, v: u16) {
    const IDS: [&str; 12] = [
        "NO_DEP",
        "VALU_DEP_1",
        "VALU_DEP_2",
        "VALU_DEP_3",
        "VALU_DEP_4",
        "TRANS32_DEP_1",
        "TRANS32_DEP_2",
        "TRANS32_DEP_3",
        "FMA_ACCUM_CYCLE_1",
        "SALU_CYCLE_1",
        "SALU_CYCLE_2",
        "SALU_CYCLE_3",
    ];
    const SKIPS: [&str; 6] = ["SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"];
    let mut prefix = "";
    let parts = [
        (v & 0xf, "instid0", &IDS[..]),
        ((v >> 4) & 7, "instskip", &SKIPS[..]),
        ((v >> 7) & 0xf, "instid1", &IDS[..]),
    ];
    for (val, name, names) in parts {
        if val != 0 {
            out.push_str(prefix);
            let n = names.get(val as usize).copied();
            match n {
                Some(n) => {
                    let _ = write!(out, "{name}({n})");
                }
                None => {
                    let bad = if name == "instskip" {
                        "/* invalid instskip value */"
                    } else {
                        "/* invalid instid value */"
                    };
                    let _ = write!(out, "{name}({bad})");
                }
            }
            prefix = " | ";
        }
    }
    if prefix.is_empty() {
        out.push('0');
    }
}

/// The `s_waitcnt` immediate's fields as each generation lays them out: (vmcnt, expcnt,
/// lgkmcnt, the lgkmcnt field's all-ones value).
fn waitcnt_fields(v: u16, gen: IsaFamily) -> (u32, u32, u32, u32) {
    let v = v as u32;
    match gen {
        IsaFamily::Gfx9 => (
            (v & 0xf) | ((v >> 14) & 3) << 4,
            (v >> 4) & 7,
            (v >> 8) & 0xf,
            0xf,
        ),
        IsaFamily::Gfx10 => (
            (v & 0xf) | ((v >> 14) & 3) << 4,
            (v >> 4) & 7,
            (v >> 8) & 0x3f,
            0x3f,
        ),
        _ => ((v >> 10) & 0x3f, v & 7, (v >> 4) & 0x3f, 0x3f),
    }
}

/// A counter of outstanding memory operations that a wave can wait for, as each generation's
/// ISA names them: GFX9-GFX11 count vector memory (`vmcnt`; GFX10+ stores apart in `vscnt`),
/// exports (`expcnt`) and LDS, GDS, scalar memory and messages together (`lgkmcnt`); GFX12
/// splits them into `loadcnt`, `storecnt`, `samplecnt`, `bvhcnt`, `dscnt`, `kmcnt` and
/// `expcnt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum WaitCounter {
    VmCnt,
    ExpCnt,
    LgkmCnt,
    VsCnt,
    LoadCnt,
    StoreCnt,
    SampleCnt,
    BvhCnt,
    DsCnt,
    KmCnt,
}

/// One counter a wait instruction names, and the count the wave waits for it to reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wait {
    /// The counter.
    pub counter: WaitCounter,
    /// The wave waits until the counter is at most this (plus [`Waits::plus`]'s value). A
    /// field at its all-ones value waits for nothing in practice.
    pub count: u16,
}

/// What a wait instruction (`s_waitcnt`, the GFX10/GFX11 `s_waitcnt_*cnt` SOPK forms, the
/// GFX12 `s_wait_*`) waits for ([`super::Instruction::waits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waits {
    waits: [Option<Wait>; 3],
    /// The SOPK forms (`s_waitcnt_vscnt s0, 0x0`): an SGPR whose value is added to each count
    /// at run time (`None` for `null` and the SOPP forms).
    pub plus: Option<super::Operand>,
}

impl Waits {
    /// The counters waited for, in the order the text shows them.
    pub fn iter(&self) -> impl Iterator<Item = Wait> + '_ {
        self.waits.iter().flatten().copied()
    }
}

impl super::Instruction {
    /// The counters a wait instruction waits for and their counts, by typed opcode and the
    /// generation's field layout (the one `s_waitcnt`'s text is printed from); `None` for
    /// every other instruction.
    pub fn waits(&self) -> Option<Waits> {
        use super::Opcode as O;
        use WaitCounter::*;
        let op = self.opcode()?;
        let v = self.imm16();
        let one = |counter| [Some(Wait { counter, count: v }), None, None];
        let pair = |hi, lo| {
            [
                Some(Wait {
                    counter: hi,
                    count: (v >> 8) & 0x3f,
                }),
                Some(Wait {
                    counter: lo,
                    count: v & 0x3f,
                }),
                None,
            ]
        };
        let sopk = |counter| {
            let plus = self.operands().into_iter().find(
                |o| matches!(o, super::Operand::Reg { kind, .. } if *kind != super::RegKind::Null),
            );
            Some(Waits {
                waits: one(counter),
                plus,
            })
        };
        let waits = match op {
            O::SWaitcnt => {
                let (vm, exp, lgkm, _) = waitcnt_fields(v, self.t.gen);
                let w = |counter, count: u32| {
                    Some(Wait {
                        counter,
                        count: count as u16,
                    })
                };
                [w(VmCnt, vm), w(ExpCnt, exp), w(LgkmCnt, lgkm)]
            }
            O::SWaitcntVscnt => return sopk(VsCnt),
            O::SWaitcntVmcnt => return sopk(VmCnt),
            O::SWaitcntExpcnt => return sopk(ExpCnt),
            O::SWaitcntLgkmcnt => return sopk(LgkmCnt),
            O::SWaitLoadcnt => one(LoadCnt),
            O::SWaitStorecnt => one(StoreCnt),
            O::SWaitSamplecnt => one(SampleCnt),
            O::SWaitBvhcnt => one(BvhCnt),
            O::SWaitDscnt => one(DsCnt),
            O::SWaitKmcnt => one(KmCnt),
            O::SWaitExpcnt => one(ExpCnt),
            O::SWaitLoadcntDscnt => pair(LoadCnt, DsCnt),
            O::SWaitStorecntDscnt => pair(StoreCnt, DsCnt),
            _ => return None,
        };
        Some(Waits { waits, plus: None })
    }
}

fn waitcnt(out: &mut String, v: u16, gen: IsaFamily) {
    let (vm, exp, lgkm, lgkm_mask) = waitcnt_fields(v, gen);
    let (dvm, dexp, dlgkm) = (vm == 0x3f, exp == 7, lgkm == lgkm_mask);
    let all = dvm && dexp && dlgkm;
    let mut sep = "";
    let mut counter = |name: &str, n: u32| {
        out.push_str(sep);
        out.push_str(name);
        push_decimal(out, n);
        out.push(')');
        sep = " ";
    };
    if !dvm || all {
        counter("vmcnt(", vm);
    }
    if !dexp || all {
        counter("expcnt(", exp);
    }
    if !dlgkm || all {
        counter("lgkmcnt(", lgkm);
    }
}

fn hwreg_name(id: u16, t: &Target) -> Option<&'static str> {
    // Names as LLVM prints them for this target (from the opcode sweep).
    let n = t.tables.hwreg[id as usize & 63];
    (!n.is_empty()).then_some(n)
}

fn hwreg(out: &mut String, v: u16, t: &Target) {
    let id = v & 0x3f;
    let offset = (v >> 6) & 0x1f;
    let width = ((v >> 11) & 0x1f) + 1;
    out.push_str("hwreg(");
    match hwreg_name(id, t) {
        Some(n) => out.push_str(n),
        None => {
            let _ = write!(out, "{id}");
        }
    }
    if offset != 0 || width != 32 {
        let _ = write!(out, ", {offset}, {width}");
    }
    out.push(')');
}

fn msg_name(id: u16, t: &Target) -> Option<&'static str> {
    let g = t.gen;
    Some(match id {
        1 => "MSG_INTERRUPT",
        2 if g < IsaFamily::Gfx11 => "MSG_GS",
        3 if g < IsaFamily::Gfx11 => "MSG_GS_DONE",
        4 if g <= IsaFamily::Gfx10 => "MSG_SAVEWAVE",
        5 if g <= IsaFamily::Gfx11 => "MSG_STALL_WAVE_GEN",
        6 if g <= IsaFamily::Gfx11 => "MSG_HALT_WAVES",
        7 if g <= IsaFamily::Gfx10 => "MSG_ORDERED_PS_DONE",
        8 if g <= IsaFamily::Gfx10 => "MSG_EARLY_PRIM_DEALLOC",
        9 => "MSG_GS_ALLOC_REQ",
        10 if g <= IsaFamily::Gfx10 => "MSG_GET_DOORBELL",
        11 if g == IsaFamily::Gfx10 => "MSG_GET_DDID",
        2 if g >= IsaFamily::Gfx11 => "MSG_HS_TESSFACTOR",
        3 if g >= IsaFamily::Gfx11 => "MSG_DEALLOC_VGPRS",
        // LLVM 19 knows no MSG_SYSMSG from GFX11 on: `sendmsg(15, 0, 0)`.
        15 if g <= IsaFamily::Gfx10 => "MSG_SYSMSG",
        128 if g >= IsaFamily::Gfx11 => "MSG_RTN_GET_DOORBELL",
        129 if g >= IsaFamily::Gfx11 => "MSG_RTN_GET_DDID",
        130 if g >= IsaFamily::Gfx11 => "MSG_RTN_GET_TMA",
        131 if g >= IsaFamily::Gfx11 => "MSG_RTN_GET_REALTIME",
        132 if g >= IsaFamily::Gfx11 => "MSG_RTN_SAVE_WAVE",
        133 if g >= IsaFamily::Gfx11 => "MSG_RTN_GET_TBA",
        134 if g >= IsaFamily::Gfx11 => "MSG_RTN_GET_TBA_TO_PC",
        135 if g >= IsaFamily::Gfx12 => "MSG_RTN_GET_SE_AID_ID",
        _ => return None,
    })
}

fn sendmsg(out: &mut String, v: u16, t: &Target) {
    // ID in bits 3:0 before GFX11 (7:0 from GFX11), op in 6:4 (9:7 on GFX11+ are ignored),
    // stream in 9:8.
    let (id, op, stream) = if t.gen >= IsaFamily::Gfx11 {
        (v & 0xff, 0, 0)
    } else {
        (v & 0xf, (v >> 4) & 7, (v >> 8) & 3)
    };
    let encoded = if t.gen >= IsaFamily::Gfx11 {
        id
    } else {
        id | (op << 4) | (stream << 8)
    };
    let requires_op = t.gen < IsaFamily::Gfx11 && matches!(id, 2 | 3 | 15);
    let name = msg_name(id, t);
    let op_ok = if !requires_op {
        op == 0
    } else if id == 15 {
        (1..=4).contains(&op) && op != 3 || (op == 3 && t.gen < IsaFamily::Gfx9)
    } else {
        // GS ops: nop only for GS_DONE
        (id == 3 || op != 0) && op <= 3
    };
    let stream_ok = if requires_op && id != 15 && op != 0 {
        true
    } else {
        stream == 0
    };
    if let (Some(n), true, true) = (name, op_ok, stream_ok) {
        let _ = write!(out, "sendmsg({n}");
        if requires_op {
            let opn = if id == 15 {
                [
                    "",
                    "SYSMSG_OP_ECC_ERR_INTERRUPT",
                    "SYSMSG_OP_REG_RD",
                    "SYSMSG_OP_HOST_TRAP_ACK",
                    "SYSMSG_OP_TTRACE_PC",
                ][op as usize]
            } else {
                ["GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"][op as usize]
            };
            let _ = write!(out, ", {opn}");
            if id != 15 && op != 0 {
                let _ = write!(out, ", {stream}");
            }
        }
        out.push(')');
    } else if encoded == v {
        let _ = write!(out, "sendmsg({id}, {op}, {stream})");
    } else {
        let _ = write!(out, "{v}");
    }
}

fn depctr(out: &mut String, v: u16, t: &Target) {
    // (name, offset, width); hold_cnt only on GFX10 B encodings (GFX11+ here).
    const FIELDS: [(&str, u16, u16); 7] = [
        ("depctr_hold_cnt", 7, 1),
        ("depctr_sa_sdst", 0, 1),
        ("depctr_va_vdst", 12, 4),
        ("depctr_va_sdst", 9, 3),
        ("depctr_va_ssrc", 8, 1),
        ("depctr_va_vcc", 1, 1),
        ("depctr_vm_vsrc", 2, 3),
    ];
    let first = if t.gen >= IsaFamily::Gfx10 { 0 } else { 1 };
    let fields = &FIELDS[first..];
    let mut covered = 0u16;
    let mut non_default = false;
    for &(_, off, w) in fields {
        let mask = ((1u16 << w) - 1) << off;
        covered |= mask;
        if v & mask != mask {
            non_default = true;
        }
    }
    // Symbolic only when no bit outside the fields is set (LLVM: isSymbolicDepCtrEncoding).
    if v & !covered != 0 {
        let _ = write!(out, "{v:#x}");
        return;
    }
    let mut sep = "";
    for &(name, off, w) in fields {
        let val = (v >> off) & ((1 << w) - 1);
        let default = val == (1 << w) - 1;
        if !default || !non_default {
            let _ = write!(out, "{sep}{name}({val})");
            sep = " ";
        }
    }
}
