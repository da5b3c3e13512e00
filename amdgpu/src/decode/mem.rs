//! Operand text of the memory families (SMEM, DS, FLAT/GLOBAL/SCRATCH, MUBUF): the address
//! forms (`off`, `offen`, 64-bit `vaddr`), offsets and cache-policy bits, per generation, as
//! LLVM prints them (`printOffset`, `printFlatOffset`, `printCPol`, `printSMEMOffset`).

use std::fmt::Write;

use super::access::CachePolicy;
use super::operand::{self, Operand};
use super::table::{Class, Field, Tok, Ty};
use super::{Family, Instruction, IsaFamily, OpFacts, Opcode};

fn push_op(out: &mut String, inst: &Instruction, op: &Operand) {
    operand::write_src(out, op, Ty::B32, inst.t.syntax);
}

fn reg_op(inst: &Instruction, f: Field, w: u8, class: Class) -> Operand {
    inst.field_operand(f, class, w)
}

/// A signed byte offset in hex (LLVM `printSMEMOffset`).
fn hex(out: &mut String, v: i32) {
    if v < 0 {
        let _ = write!(out, "-{:#x}", -(v as i64));
    } else {
        let _ = write!(out, "{v:#x}");
    }
}

pub(super) fn smem(inst: &Instruction, out: &mut String) {
    let g = inst.t.gen;
    let tpl = inst.template();
    let facts = inst.entry.expect("valid").facts();
    if g == IsaFamily::Gfx12 && facts.contains(OpFacts::PREFETCH) {
        // [sbase, ]offset, soffset, sdata-as-immediate (LLVM 19's GFX12 prefetch syntax).
        out.push(' ');
        if let Some(Tok::F(f, c, w, _, _)) = tpl.iter().find(|t| matches!(t, Tok::F(..))) {
            push_op(out, inst, &reg_op(inst, *f, *w, *c));
            out.push_str(", ");
        }
        let (offset, soffset) = inst.smem_offset();
        hex(out, offset.unwrap_or(0));
        out.push_str(", ");
        push_or(out, inst, soffset, "null");
        let _ = write!(out, ", {}", inst.bits(6, 7));
        return;
    }
    // Registers first, as the template orders them; a trailing text token means the
    // instruction has an offset operand.
    let mut first = true;
    let mut has_offset = false;
    for (i, tok) in tpl.iter().enumerate() {
        match *tok {
            Tok::F(f, c, w, _, _) => {
                out.push_str(if first { " " } else { ", " });
                first = false;
                push_op(out, inst, &reg_op(inst, f, w, c));
            }
            Tok::T(s) => {
                if i + 1 == tpl.len() && s.starts_with(", ") {
                    has_offset = true;
                } else if i == 0 && s.trim() != "" && !s.starts_with(", ") {
                    // s_atc_probe*: the sdata field is an immediate, printed first.
                    let v = inst.bits(6, 7);
                    if v <= 64 {
                        let _ = write!(out, " {v}");
                    } else {
                        let _ = write!(out, " {v:#x}");
                    }
                    first = false;
                }
            }
            Tok::I(_) => {}
        }
    }
    if has_offset {
        out.push_str(if first { " " } else { ", " });
        match inst.smem_offset() {
            (offset, Some(soffset)) => {
                push_op(out, inst, &soffset);
                if let Some(v) = offset {
                    out.push_str(" offset:");
                    hex(out, v);
                }
            }
            (Some(v), None) => hex(out, v),
            (None, None) => out.push_str("null"),
        }
    }
    // Only the policy bits LLVM prints for this opcode (s_dcache_inv ignores dlc).
    let e = inst.entry.expect("valid");
    inst.cache_policy(e, true).write(out, false, false);
}

impl CachePolicy {
    /// Appends the policy as LLVM prints it (`printCPol`; GFX12 `printTH`/`printScope`, whose
    /// temporal-hint names depend on whether the instruction is a store or an atomic).
    pub(super) fn write(self, out: &mut String, store: bool, atomic: bool) {
        let names: [(bool, &str); 4] = match self {
            CachePolicy::Glc { glc, slc, dlc, scc } => {
                [(glc, " glc"), (slc, " slc"), (dlc, " dlc"), (scc, " scc")]
            }
            CachePolicy::Gfx940 { sc0, sc1, nt } => {
                [(sc0, " sc0"), (nt, " nt"), (false, ""), (sc1, " sc1")]
            }
            CachePolicy::Gfx12 {
                th,
                scope,
                nv,
                scale_offset,
            } => {
                // LLVM 22 `printCPol`: `scale_offset`, `th:`, `scope:`, `nv`.
                if scale_offset {
                    out.push_str(" scale_offset");
                }
                th_scope(out, th as u32, scope as u32, store, atomic);
                if nv {
                    out.push_str(" nv");
                }
                return;
            }
        };
        for (on, name) in names {
            if on {
                out.push_str(name);
            }
        }
    }
}

/// GFX12 `th:`/`scope:` (LLVM `printTH`/`printScope`).
fn th_scope(out: &mut String, th: u32, scope: u32, store: bool, atomic: bool) {
    if th != 0 {
        out.push_str(" th:");
        if atomic {
            out.push_str("TH_ATOMIC_");
            if th & 4 != 0 {
                if scope >= 2 {
                    out.push_str(if th & 2 != 0 {
                        "CASCADE_NT"
                    } else {
                        "CASCADE_RT"
                    });
                } else {
                    let _ = write!(out, "{th:#x}");
                }
            } else if th & 2 != 0 {
                out.push_str(if th & 1 != 0 { "NT_RETURN" } else { "NT" });
            } else if th & 1 != 0 {
                out.push_str("RETURN");
            } else {
                let _ = write!(out, "{th:#x}");
            }
        } else if !store && th == 7 {
            let _ = write!(out, "{th:#x}");
        } else {
            out.push_str(if store { "TH_STORE_" } else { "TH_LOAD_" });
            out.push_str(match th {
                1 => "NT",
                2 => "HT",
                3 => {
                    if scope == 3 {
                        "BYPASS"
                    } else if store {
                        "RT_WB"
                    } else {
                        "LU"
                    }
                }
                4 => "NT_RT",
                5 => "RT_NT",
                6 => "NT_HT",
                _ => "NT_WB",
            });
        }
    }
    if scope != 0 {
        out.push_str(" scope:");
        out.push_str(["", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS"][scope as usize]);
    }
}

/// `ds_swizzle_b32`'s offset as a swizzle pattern (LLVM `printSwizzle`; LLVM 22 adds the
/// `ROTATE` and `FFT` modes of the 0xC000/0xE000 encodings).
fn swizzle(out: &mut String, imm: u16, syntax: operand::Syntax) {
    if imm == 0 {
        return;
    }
    out.push_str(" offset:");
    let (and, or, xor) = (imm & 0x1f, imm >> 5 & 0x1f, imm >> 10 & 0x1f);
    let _ = if imm & 0xff00 == 0x8000 {
        write!(
            out,
            "swizzle(QUAD_PERM,{},{},{},{})",
            imm & 3,
            imm >> 2 & 3,
            imm >> 4 & 3,
            imm >> 6 & 3
        )
    } else if imm & 0x8000 == 0 {
        if and == 0x1f && or == 0 && xor.count_ones() == 1 {
            write!(out, "swizzle(SWAP,{xor})")
        } else if and == 0x1f && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
            write!(out, "swizzle(REVERSE,{})", xor + 1)
        } else {
            let group = 0x1f - and + 1;
            if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
                write!(out, "swizzle(BROADCAST,{group},{or})")
            } else {
                // Per lane-id bit, MSB first: 0/1 forced, p kept, i inverted.
                let p0 = or ^ xor;
                let p1 = ((0x1f & and) | or) ^ xor;
                out.push_str("swizzle(BITMASK_PERM,\"");
                for b in (0..5).rev() {
                    let (a, c) = (p0 >> b & 1, p1 >> b & 1);
                    out.push(match (a == c, a) {
                        (true, 0) => '0',
                        (true, _) => '1',
                        (false, 0) => 'p',
                        (false, _) => 'i',
                    });
                }
                out.push_str("\")");
                Ok(())
            }
        }
    } else if syntax == operand::Syntax::Llvm22 && imm & 0xe000 == 0xc000 {
        write!(out, "swizzle(ROTATE,{},{})", imm >> 10 & 1, imm >> 5 & 0x1f)
    } else if syntax == operand::Syntax::Llvm22 && imm & 0xe000 == 0xe000 {
        write!(out, "swizzle(FFT,{})", imm & 0x1f)
    } else {
        write!(out, "{imm}")
    };
}

pub(super) fn ds(inst: &Instruction, out: &mut String) {
    let e = inst.entry.expect("valid");
    let start = out.len();
    out.push(' ');
    inst.write_template(out, e);
    if out.len() == start + 1 {
        out.truncate(start);
    }
    let m = inst.ds_controls(e);
    if e.name == Opcode::DsSwizzleB32 as u16 {
        swizzle(out, m.offset as u16, inst.t.syntax);
    } else if let Some(offset1) = m.offset1 {
        if m.offset != 0 {
            let _ = write!(out, " offset0:{}", m.offset);
        }
        if offset1 != 0 {
            let _ = write!(out, " offset1:{offset1}");
        }
    } else if m.offset != 0 {
        let _ = write!(out, " offset:{}", m.offset);
    }
    if m.gds {
        out.push_str(" gds");
    }
}

/// Writes `, ` before every operand but the first (a space before that).
fn sep(out: &mut String, first: &mut bool) {
    out.push_str(if *first { " " } else { ", " });
    *first = false;
}

/// Writes a register operand, or `none` (`off`, `null`) where the encoding turns it off.
fn push_or(out: &mut String, inst: &Instruction, op: Option<Operand>, none: &str) {
    match op {
        Some(op) => push_op(out, inst, &op),
        None => out.push_str(none),
    }
}

pub(super) fn flat(inst: &Instruction, out: &mut String) {
    let e = inst.entry.expect("valid");
    let facts = e.facts();
    let fam = inst.family;
    let m = inst.mem().expect("FLAT operands");
    let tpl = inst.template();
    let operands = tpl.iter().any(|t| matches!(t, Tok::F(..)));
    // SCRATCH has an address slot (`off` when the VGPR is unused) if the template names one.
    let addr_slot = fam == Family::Scratch
        && operands
        && tpl.iter().any(|t| {
            matches!(*t, Tok::F(Field::Vaddr, ..)) || matches!(*t, Tok::T(s) if s.contains("off"))
        });
    let mut first = true;
    if let Some(dst) = m.dst {
        sep(out, &mut first);
        push_op(out, inst, &dst);
    }
    if m.addr.is_some() || addr_slot {
        sep(out, &mut first);
        push_or(out, inst, m.addr, "off");
    }
    if let Some(data) = m.data {
        sep(out, &mut first);
        push_op(out, inst, &data);
    }
    if matches!(fam, Family::Global | Family::Scratch) && operands {
        sep(out, &mut first);
        push_or(out, inst, m.saddr, "off");
    }
    if m.offset != 0 {
        let _ = write!(out, " offset:{}", m.offset);
    }
    if let Some(cache) = m.cache {
        cache.write(
            out,
            facts.contains(OpFacts::STORE),
            facts.contains(OpFacts::ATOMIC),
        );
    }
    if m.lds {
        out.push_str(" lds");
    }
}

pub(super) fn mubuf(inst: &Instruction, out: &mut String) {
    let e = inst.entry.expect("valid");
    if inst.template().is_empty() {
        // gfx940 `buffer_wbl2 sc0 sc1`, `buffer_inv`: only the cache bits LLVM prints.
        if inst.t.gfx940 {
            inst.cache_policy(e, true).write(out, false, false);
        }
        return;
    }
    let m = inst.mem().expect("MUBUF/MTBUF operands");
    // The vdata field: a store's or atomic's data (as wide as both values of a compare-swap),
    // else a load's destination; `tfe` adds a register either way.
    if let Some(vdata) = m.data.or(m.dst) {
        out.push(' ');
        push_op(out, inst, &vdata);
        out.push(',');
    }
    out.push(' ');
    push_or(out, inst, m.addr, "off");
    out.push_str(", ");
    if let Some(srsrc) = m.srsrc {
        push_op(out, inst, &srsrc);
    }
    out.push_str(", ");
    push_or(out, inst, m.soffset, "null");
    if let Some(format) = m.format {
        out.push_str(inst.t.tables.mtbuf_fmt[format as usize].unwrap_or(""));
    }
    if m.idxen {
        out.push_str(" idxen");
    }
    if m.offen {
        out.push_str(" offen");
    }
    if m.offset != 0 {
        let _ = write!(out, " offset:{}", m.offset);
    }
    if let Some(cache) = m.cache {
        let facts = e.facts();
        cache.write(
            out,
            facts.contains(OpFacts::STORE),
            facts.contains(OpFacts::ATOMIC),
        );
    }
    if m.lds {
        out.push_str(" lds");
    }
    if m.tfe {
        out.push_str(" tfe");
    }
}
