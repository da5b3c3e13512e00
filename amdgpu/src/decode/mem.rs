//! Operand text of the memory families (SMEM, DS, FLAT/GLOBAL/SCRATCH, MUBUF): the address
//! forms (`off`, `offen`, 64-bit `vaddr`), offsets and cache-policy bits, per generation, as
//! LLVM prints them (`printOffset`, `printFlatOffset`, `printCPol`, `printSMEMOffset`).

use std::fmt::Write;

use super::operand::{self, write_reg, Operand, RegKind};
use super::table::{Class, Field, Tok, Ty};
use super::{Family, Gen, Instruction, NAMES};

/// The widths and classes the template gives the data fields.
fn tpl_field(inst: &Instruction, f: Field) -> Option<(Class, u8)> {
    inst.template().iter().find_map(|t| match *t {
        Tok::F(x, c, w, _, _) if x == f => Some((c, w)),
        _ => None,
    })
}

fn push_op(out: &mut String, inst: &Instruction, op: &Operand) {
    operand::write_src(out, op, Ty::B32, inst.t.syntax);
}

fn reg_op(inst: &Instruction, f: Field, w: u8, class: Class) -> Operand {
    inst.field_operand(f, class, w)
}

pub(super) fn smem(inst: &Instruction, out: &mut String) {
    let g = inst.t.gen;
    let tpl = inst.template();
    let name = NAMES[inst.entry.expect("valid").name as usize];
    if g == Gen::G12 && (name.starts_with("s_prefetch_") || name.starts_with("s_buffer_prefetch")) {
        // [sbase, ]offset, soffset, sdata-as-immediate (LLVM 19's GFX12 prefetch syntax).
        out.push(' ');
        if let Some(Tok::F(f, c, w, _, _)) = tpl.iter().find(|t| matches!(t, Tok::F(..))) {
            push_op(out, inst, &reg_op(inst, *f, *w, *c));
            out.push_str(", ");
        }
        let v = ((inst.bits(32, 24) << 8) as i32) >> 8;
        if v < 0 {
            let _ = write!(out, "-{:#x}", -(v as i64));
        } else {
            let _ = write!(out, "{v:#x}");
        }
        out.push_str(", ");
        push_op(
            out,
            inst,
            &operand::decode_src(g, inst.bits(57, 7) as u16, 1, 0, false),
        );
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
        match g {
            Gen::G9 => {
                let imm = inst.bit(17);
                let soe = inst.bit(14);
                let offset = inst.bits(32, 21);
                // The immediate is a signed 21-bit byte offset.
                let signed = |out: &mut String| {
                    let v = ((offset << 11) as i32) >> 11;
                    if v < 0 {
                        let _ = write!(out, "-{:#x}", -(v as i64));
                    } else {
                        let _ = write!(out, "{v:#x}");
                    }
                };
                let soffset = operand::decode_src(g, inst.bits(57, 7) as u16, 1, 0, false);
                match (imm, soe) {
                    (true, false) => signed(out),
                    (false, false) => push_op(
                        out,
                        inst,
                        &operand::decode_src(g, (offset & 0x7f) as u16, 1, 0, false),
                    ),
                    (true, true) => {
                        push_op(out, inst, &soffset);
                        out.push_str(" offset:");
                        signed(out);
                    }
                    (false, true) => push_op(out, inst, &soffset),
                }
            }
            _ => {
                let (bits, null) = if g == Gen::G12 {
                    (24, 0x7c)
                } else {
                    (21, if g == Gen::G10 { 0x7d } else { 0x7c })
                };
                let raw = inst.bits(32, bits);
                let offset = ((raw << (32 - bits)) as i32) >> (32 - bits);
                let so = inst.bits(57, 7) as u16;
                let hex = |out: &mut String, v: i32| {
                    if v < 0 {
                        let _ = write!(out, "-{:#x}", -(v as i64));
                    } else {
                        let _ = write!(out, "{v:#x}");
                    }
                };
                if so == null {
                    if offset != 0 || g == Gen::G12 {
                        hex(out, offset);
                    } else {
                        out.push_str("null");
                    }
                } else {
                    push_op(out, inst, &operand::decode_src(g, so, 1, 0, false));
                    if offset != 0 || g == Gen::G12 {
                        out.push_str(" offset:");
                        hex(out, offset);
                    }
                }
            }
        }
    }
    // Cache policy (only bits LLVM prints for this opcode: s_dcache_inv ignores dlc).
    let e = inst.entry.expect("valid");
    let on = |b: u32| inst.bit(b) && e.shown >> b & 1 != 0;
    match inst.t.gen {
        Gen::G9 => {
            if on(16) {
                out.push_str(" glc");
            }
        }
        Gen::G10 => {
            if on(16) {
                out.push_str(" glc");
            }
            if on(14) {
                out.push_str(" dlc");
            }
        }
        Gen::G11 => {
            if on(14) {
                out.push_str(" glc");
            }
            if on(13) {
                out.push_str(" dlc");
            }
        }
        // Only the policy bits LLVM prints for this opcode (s_dcache_inv has none).
        Gen::G12 => th_scope(
            out,
            inst.bits(23, 2) & (e.shown >> 23) as u32,
            inst.bits(21, 2) & (e.shown >> 21) as u32,
            false,
            false,
        ),
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

fn is_two_offset(name: &str) -> bool {
    name.contains("2addr") || {
        let rest = name.trim_start_matches("ds_");
        ["write2", "read2", "wrxchg2", "load_2", "store_2"]
            .iter()
            .any(|p| rest.starts_with(p))
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
    let name = NAMES[e.name as usize];
    let start = out.len();
    out.push(' ');
    inst.write_template(out, inst.template(), e);
    if out.len() == start + 1 {
        out.truncate(start);
    }
    let allowed = |b: u32| e.zero >> b & 1 == 0;
    let off0 = inst.bits(0, 8);
    let off1 = inst.bits(8, 8);
    if name == "ds_swizzle_b32" {
        swizzle(out, inst.bits(0, 16) as u16, inst.t.syntax);
    } else if is_two_offset(name) {
        if off0 != 0 {
            let _ = write!(out, " offset0:{off0}");
        }
        if off1 != 0 {
            let _ = write!(out, " offset1:{off1}");
        }
    } else if (allowed(0) || allowed(8)) && (off0 | off1 << 8) != 0 {
        let _ = write!(out, " offset:{}", off0 | off1 << 8);
    }
    let gds = match inst.t.gen {
        Gen::G9 => 16,
        Gen::G10 | Gen::G11 => 17,
        Gen::G12 => 64,
    };
    // gfx940 has no GDS; LLVM ignores the bit there.
    if gds < 64 && e.shown >> gds & 1 != 0 && inst.bit(gds) && !inst.t.gfx940 {
        out.push_str(" gds");
    }
}

pub(super) fn flat(inst: &Instruction, out: &mut String) {
    let e = inst.entry.expect("valid");
    let g = inst.t.gen;
    let name = NAMES[e.name as usize];
    let fam = inst.family;
    let atomic = name.contains("atomic");
    // Cache-policy bits.
    let (glc, slc, dlc, scc) = match g {
        Gen::G9 => (
            inst.bit(16),
            inst.bit(17),
            false,
            inst.t.gfx90a && inst.bit(25),
        ),
        Gen::G10 => (inst.bit(16), inst.bit(17), inst.bit(12), false),
        Gen::G11 => (inst.bit(14), inst.bit(15), inst.bit(13), false),
        Gen::G12 => (false, false, false, false),
    };
    let (th, scope) = (inst.bits(52, 3), inst.bits(50, 2));
    let returns = atomic && if g == Gen::G12 { th & 1 != 0 } else { glc };
    let saddr_code = inst.field_code(Field::Saddr);
    let off_code = match g {
        Gen::G9 => 0x7f,
        Gen::G10 => 0x7d,
        _ => 0x7c,
    };
    // GFX10 prints 0x7f (exec_hi) as `off` too.
    let saddr_off =
        saddr_code == off_code || (matches!(g, Gen::G9 | Gen::G10) && saddr_code == 0x7f);
    let mut ops: Vec<String> = Vec::new();
    let reg = |f: Field, c: Class, w: u8| {
        let mut s = String::new();
        push_op(&mut s, inst, &reg_op(inst, f, w, c));
        s
    };
    let vdata = tpl_field(inst, Field::Vdata);
    let no_operands = !inst.template().iter().any(|t| matches!(t, Tok::F(..)));
    // GFX9/GFX10 `lds` loads write LDS, not a VGPR.
    let lds =
        matches!(g, Gen::G9 | Gen::G10) && !inst.t.gfx940 && e.zero >> 13 & 1 == 0 && inst.bit(13);
    if lds {
    } else if let Some((c, w)) = tpl_field(inst, Field::Vdst) {
        ops.push(reg(Field::Vdst, c, w));
    } else if returns {
        let (c, w) = vdata.unwrap_or((Class::V, 1));
        let w = if name.contains("cmpswap") || name.contains("cmpst") {
            (w / 2).max(1)
        } else {
            w
        };
        ops.push(reg(Field::Vdst, c, w));
    }
    let vaddr = inst.field_code(Field::Vaddr);
    let has_addr_tok = inst
        .template()
        .iter()
        .any(|t| matches!(*t, Tok::F(Field::Vaddr, ..)))
        || inst
            .template()
            .iter()
            .any(|t| matches!(*t, Tok::T(s) if s.contains("off")));
    let vaddr_text = |n: u8| {
        let mut s = String::new();
        write_reg(&mut s, RegKind::Vgpr, vaddr, n);
        s
    };
    match fam {
        _ if no_operands => {}
        Family::Flat => ops.push(vaddr_text(2)),
        // global_load_dword_addtid and friends have no VGPR address.
        Family::Global
            if !inst
                .template()
                .iter()
                .any(|t| matches!(*t, Tok::F(Field::Vaddr, ..))) => {}
        Family::Global => ops.push(vaddr_text(if saddr_off { 2 } else { 1 })),
        _ => {
            if has_addr_tok {
                let used = match g {
                    // gfx940: the SVE bit (13, `lds` elsewhere) selects the VGPR address.
                    Gen::G9 if inst.t.gfx940 => inst.bit(13),
                    // The VGPR address is used when saddr is the `off` code proper (0x7d on
                    // GFX10, whose 0x7f also prints `off` but means no address at all).
                    Gen::G9 | Gen::G10 => saddr_code == off_code,
                    Gen::G11 => inst.bit(55),
                    Gen::G12 => inst.bit(49),
                };
                ops.push(if used {
                    vaddr_text(1)
                } else {
                    "off".to_string()
                });
            }
        }
    }
    if let Some((c, w)) = vdata {
        ops.push(reg(Field::Vdata, c, w));
    }
    if matches!(fam, Family::Global | Family::Scratch) && !no_operands {
        if saddr_off {
            ops.push("off".to_string());
        } else {
            let w = if fam == Family::Global { 2 } else { 1 };
            let mut s = String::new();
            push_op(
                &mut s,
                inst,
                &operand::decode_src(g, saddr_code, w, 0, false),
            );
            ops.push(s);
        }
    }
    if !ops.is_empty() {
        out.push(' ');
        out.push_str(&ops.join(", "));
    }
    // Offset.
    let (obits, olo) = match g {
        Gen::G9 => (13, 0),
        Gen::G10 => (12, 0),
        Gen::G11 => (13, 0),
        Gen::G12 => (24, 72),
    };
    let raw = inst.bits(olo, obits);
    // GFX12 global_inv/global_wb/global_wbinv have no offset operand.
    if raw != 0 && !(g == Gen::G12 && no_operands) {
        if fam != Family::Flat || g == Gen::G12 {
            let v = ((raw << (32 - obits)) as i32) >> (32 - obits);
            let _ = write!(out, " offset:{v}");
        } else {
            let _ = write!(out, " offset:{}", raw & 0xffff);
        }
    }
    if g == Gen::G12 {
        let store = name.contains("store");
        th_scope(out, th, scope, store, atomic);
        return;
    }
    if glc {
        out.push_str(if inst.t.gfx940 { " sc0" } else { " glc" });
    }
    if slc {
        out.push_str(if inst.t.gfx940 { " nt" } else { " slc" });
    }
    if dlc {
        out.push_str(" dlc");
    }
    if scc {
        out.push_str(if inst.t.gfx940 { " sc1" } else { " scc" });
    }
    if matches!(g, Gen::G9 | Gen::G10) && !inst.t.gfx940 && e.zero >> 13 & 1 == 0 && inst.bit(13) {
        out.push_str(" lds");
    }
}

pub(super) fn mubuf(inst: &Instruction, out: &mut String) {
    let e = inst.entry.expect("valid");
    let g = inst.t.gen;
    let tpl = inst.template();
    if tpl.is_empty() {
        // gfx940 `buffer_wbl2 sc0 sc1`, `buffer_inv`: only the cache bits LLVM prints.
        if inst.t.gfx940 {
            let on = |b: u32| e.shown >> b & 1 != 0 && inst.bit(b);
            if on(14) {
                out.push_str(" sc0");
            }
            if on(15) {
                out.push_str(" sc1");
            }
        }
        return;
    }
    let mtbuf = inst.family == Family::Mtbuf;
    let (offen, idxen) = match g {
        Gen::G11 => (inst.bit(54), inst.bit(55)),
        Gen::G12 => (inst.bit(62), inst.bit(63)),
        _ => (inst.bit(12), inst.bit(13)),
    };
    let tfe = match g {
        Gen::G9 => !inst.t.gfx90a && inst.bit(55),
        Gen::G10 => inst.bit(55),
        Gen::G11 => inst.bit(53),
        Gen::G12 => inst.bit(22),
    };
    // GFX9/GFX10 `lds`: the load goes to LDS and has no VGPR data operand.
    let lds = g <= Gen::G10 && e.shown >> 16 & 1 != 0 && inst.bit(16);
    let mut ops: Vec<String> = Vec::new();
    if let (Some((c, w)), false) = (tpl_field(inst, Field::Vdata), lds) {
        let w = if tfe { w + 1 } else { w };
        let mut s = String::new();
        push_op(&mut s, inst, &reg_op(inst, Field::Vdata, w, c));
        ops.push(s);
    }
    let vaddr = inst.field_code(Field::Vaddr);
    let mut s = String::new();
    match (offen, idxen) {
        (true, true) => write_reg(&mut s, RegKind::Vgpr, vaddr, 2),
        (false, false) => s.push_str("off"),
        _ => write_reg(&mut s, RegKind::Vgpr, vaddr, 1),
    }
    ops.push(s);
    let mut s = String::new();
    push_op(&mut s, inst, &reg_op(inst, Field::Srsrc, 4, Class::S));
    ops.push(s);
    let mut s = String::new();
    push_op(
        &mut s,
        inst,
        &operand::decode_src(g, inst.field_code(Field::Soffset), 1, inst.literal, false),
    );
    ops.push(s);
    out.push(' ');
    out.push_str(&ops.join(", "));
    if mtbuf {
        out.push_str(inst.t.tables.mtbuf_fmt[inst.mtbuf_format()].unwrap_or(""));
    }
    if idxen {
        out.push_str(" idxen");
    }
    if offen {
        out.push_str(" offen");
    }
    if g == Gen::G12 {
        // A signed 24-bit offset, then th/scope as GFX12 FLAT prints them.
        let offset = ((inst.bits(72, 24) << 8) as i32) >> 8;
        if offset != 0 {
            let _ = write!(out, " offset:{offset}");
        }
        let name = NAMES[e.name as usize];
        th_scope(
            out,
            inst.bits(52, 3),
            inst.bits(50, 2),
            name.contains("store"),
            name.contains("atomic"),
        );
        if tfe {
            out.push_str(" tfe");
        }
        return;
    }
    let offset = inst.bits(0, 12);
    if offset != 0 {
        let _ = write!(out, " offset:{offset}");
    }
    let (glc, slc, dlc, scc) = match g {
        Gen::G9 if mtbuf => (
            inst.bit(14),
            inst.bit(54),
            false,
            inst.t.gfx90a && inst.bit(53),
        ),
        Gen::G9 => (
            inst.bit(14),
            inst.bit(17),
            false,
            inst.t.gfx90a && inst.bit(15),
        ),
        Gen::G10 => (inst.bit(14), inst.bit(54), inst.bit(15), false),
        _ => (inst.bit(14), inst.bit(12), inst.bit(13), false),
    };
    if glc {
        out.push_str(if inst.t.gfx940 { " sc0" } else { " glc" });
    }
    if slc {
        out.push_str(if inst.t.gfx940 { " nt" } else { " slc" });
    }
    if dlc {
        out.push_str(" dlc");
    }
    if scc {
        out.push_str(if inst.t.gfx940 { " sc1" } else { " scc" });
    }
    if e.shown >> 16 & 1 != 0 && inst.bit(16) {
        out.push_str(" lds");
    }
    if tfe {
        out.push_str(" tfe");
    }
}
