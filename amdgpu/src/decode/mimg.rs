//! Image instructions: MIMG (GFX9, GFX10.3, GFX11) and GFX12 VIMAGE/VSAMPLE, decoded and printed
//! as LLVM 19 does.
//!
//! LLVM decodes an image word as one fixed variant of its opcode (the *default*: usually one
//! data and one address dword; NSA forms a fixed address count per NSA size) and then
//! (`AMDGPUDisassembler::convertMIMGInst`) re-targets it to the data width that `dmask`
//! (gather4 and `msaa_load`: always 4), packed `d16` (halved) and `tfe` (+1) ask for, and on
//! GFX10+ to the address width the opcode's address components, `dim` and `a16` ask for
//! (`getAddrSizeMIMGOp`). Where LLVM has no variant of that size, or the widened registers would
//! run past v255, it keeps the default widths; GFX10 NSA words with more address components
//! than their NSA dwords hold keep them too; GFX11/GFX12 (partial NSA) widen the last address
//! register instead. The per-opcode facts (generated into `gen_mimg.rs` by `tools/isa/mimg.py`
//! from LLVM itself): the data widths with variants, the defaults, the address-size
//! parameters, the address widths with variants, the bits LLVM requires to be zero or one.

use std::fmt::Write;

use super::operand::{self, write_reg, Operand, RegKind, Syntax};
use super::table::{ImgOp, Ty};
use super::{gen_mimg as gm, gen_tables as gt, Instruction, IsaFamily, Target};

/// (NumCoords, NumGradients) per `dim` encoding.
const DIMS: [(u8, u8); 8] = [
    (1, 2),
    (2, 4),
    (3, 6),
    (3, 4),
    (2, 2),
    (3, 4),
    (3, 4),
    (4, 4),
];
const DIM_NAMES: [&str; 8] = [
    "1D",
    "2D",
    "3D",
    "CUBE",
    "1D_ARRAY",
    "2D_ARRAY",
    "2D_MSAA",
    "2D_MSAA_ARRAY",
];

type Tables = (
    &'static super::table::TargetTables,
    &'static [ImgOp],
    &'static [ImgOp],
);

/// Per target: the main tables, and the image tables as LLVM 19 and LLVM 22 decode them (LLVM
/// 22 has more data-width variants, and more BVH operations on GFX12).
static TABLES: [Tables; 11] = [
    (
        &gt::GFX900_W64,
        gm::MIMG19_GFX900_W64,
        gm::MIMG22_GFX900_W64,
    ),
    (
        &gt::GFX906_W64,
        gm::MIMG19_GFX906_W64,
        gm::MIMG22_GFX906_W64,
    ),
    (
        &gt::GFX908_W64,
        gm::MIMG19_GFX908_W64,
        gm::MIMG22_GFX908_W64,
    ),
    (
        &gt::GFX90A_W64,
        gm::MIMG19_GFX90A_W64,
        gm::MIMG22_GFX90A_W64,
    ),
    (
        &gt::GFX942_W64,
        gm::MIMG19_GFX942_W64,
        gm::MIMG22_GFX942_W64,
    ),
    (
        &gt::GFX1030_W32,
        gm::MIMG19_GFX1030_W32,
        gm::MIMG22_GFX1030_W32,
    ),
    (
        &gt::GFX1030_W64,
        gm::MIMG19_GFX1030_W64,
        gm::MIMG22_GFX1030_W64,
    ),
    (
        &gt::GFX1100_W32,
        gm::MIMG19_GFX1100_W32,
        gm::MIMG22_GFX1100_W32,
    ),
    (
        &gt::GFX1100_W64,
        gm::MIMG19_GFX1100_W64,
        gm::MIMG22_GFX1100_W64,
    ),
    (
        &gt::GFX1200_W32,
        gm::MIMG19_GFX1200_W32,
        gm::MIMG22_GFX1200_W32,
    ),
    (
        &gt::GFX1200_W64,
        gm::MIMG19_GFX1200_W64,
        gm::MIMG22_GFX1200_W64,
    ),
];

/// The image opcode table of a target (for its syntax's LLVM release).
pub(super) fn table(t: &Target) -> &'static [ImgOp] {
    TABLES
        .iter()
        .find(|(a, _, _)| a.target == t.tables.target)
        .map_or(
            &[],
            |&(_, t19, t22)| {
                if t.syntax == Syntax::Llvm22 {
                    t22
                } else {
                    t19
                }
            },
        )
}

/// Operand layout of one decoded image word.
#[derive(Clone, Copy)]
struct Layout {
    len: u8,
    data: u8,
    /// GFX10/GFX11 NSA form (printed with two spaces after the mnemonic), or GFX12.
    nsa: bool,
    naddr: u8,
    /// Address operands: first VGPR and width.
    addr: [(u8, u8); 13],
}

fn bit(w: &[u32; 5], b: u32) -> bool {
    w[(b / 32) as usize] >> (b % 32) & 1 != 0
}

fn bits(w: &[u32; 5], lo: u32, n: u32) -> u32 {
    let raw = w[0] as u128 | (w[1] as u128) << 32 | (w[2] as u128) << 64;
    ((raw >> lo) & ((1u128 << n) - 1)) as u32
}

/// The NSA address register of operand `i` (0: vaddr0).
fn nsa_reg(g: IsaFamily, w: &[u32; 5], i: usize) -> u8 {
    if g == IsaFamily::Gfx12 {
        return match i {
            0..=3 => bits(w, 64 + 8 * i as u32, 8) as u8,
            _ => bits(w, 56, 8) as u8,
        };
    }
    if i == 0 {
        return bits(w, 32, 8) as u8;
    }
    let b = i - 1;
    (w[2 + b / 4] >> (8 * (b % 4))) as u8
}

/// The controls, at each generation's positions (the printer and `image()` read them here).
struct Fields {
    dmask: u32,
    dim: usize,
    /// GFX9: the `r128` bit, which LLVM prints as `a16` (it does not size addresses there).
    a16: bool,
    d16: bool,
    tfe: bool,
    lwe: bool,
    unorm: bool,
    r128: bool,
    /// GFX9 `da`.
    da: bool,
    vdata: u32,
    vaddr: u32,
}

fn fields(t: &Target, e: &ImgOp, w: &[u32; 5]) -> Fields {
    match t.gen {
        IsaFamily::Gfx9 => Fields {
            dmask: bits(w, 8, 4),
            dim: 0,
            a16: bit(w, 15),
            d16: bit(w, 63),
            tfe: !t.gfx90a && bit(w, 16),
            lwe: bit(w, 17),
            unorm: bit(w, 12),
            r128: false,
            da: bit(w, 14),
            vdata: bits(w, 40, 8),
            vaddr: bits(w, 32, 8),
        },
        IsaFamily::Gfx10 => Fields {
            dmask: bits(w, 8, 4),
            dim: bits(w, 3, 3) as usize,
            a16: bit(w, 62),
            d16: bit(w, 63),
            tfe: bit(w, 16),
            lwe: bit(w, 17),
            unorm: bit(w, 12),
            r128: bit(w, 15),
            da: false,
            vdata: bits(w, 40, 8),
            vaddr: bits(w, 32, 8),
        },
        IsaFamily::Gfx11 => Fields {
            dmask: bits(w, 8, 4),
            dim: bits(w, 2, 3) as usize,
            a16: bit(w, 16),
            d16: bit(w, 17),
            tfe: bit(w, 53),
            lwe: bit(w, 54),
            unorm: bit(w, 7),
            r128: bit(w, 15),
            da: false,
            vdata: bits(w, 40, 8),
            vaddr: bits(w, 32, 8),
        },
        IsaFamily::Gfx12 => Fields {
            dmask: bits(w, 22, 4),
            dim: bits(w, 0, 3) as usize,
            a16: bit(w, 6),
            d16: bit(w, 5),
            tfe: bit(w, if e.sample { 3 } else { 55 }),
            lwe: e.sample && bit(w, 40),
            unorm: e.sample && bit(w, 13),
            r128: bit(w, 4),
            da: false,
            vdata: bits(w, 32, 8),
            vaddr: bits(w, 64, 8),
        },
    }
}

/// LLVM `getAddrSizeMIMGOp`.
fn addr_size(e: &ImgOp, dim: usize, a16: bool) -> u32 {
    let (nc, ng) = DIMS[dim];
    let comps = if e.coords { nc as u32 } else { 0 } + e.lod as u32;
    let mut n = e.extra as u32 + if a16 { comps.div_ceil(2) } else { comps };
    if e.grad {
        let packed = e.gmode == 2 || (e.gmode == 1 && a16);
        n += if packed {
            (ng as u32 / 2).div_ceil(2) * 2
        } else {
            ng as u32
        };
    }
    n
}

/// The layout LLVM gives the word, or `None` when LLVM rejects it.
fn layout(t: &Target, e: &ImgOp, w: &[u32; 5], avail: usize) -> Option<Layout> {
    let g = t.gen;
    let raw = w[0] as u128 | (w[1] as u128) << 32 | (w[2] as u128) << 64;
    if raw & e.zero != 0 || w[0] & e.ones != e.ones {
        return None;
    }
    let f = fields(t, e, w);
    if g != IsaFamily::Gfx12 {
        let (rsrc, samp) = if g == IsaFamily::Gfx11 {
            (bits(w, 48, 5) * 4, bits(w, 58, 5) * 4)
        } else {
            (bits(w, 48, 5) * 4, bits(w, 53, 5) * 4)
        };
        let rw = if e.bvh.is_some() { 4 } else { 8 };
        if sreg_kind(g, t.syntax, rsrc as u16, rw).is_none()
            || (e.sampler && sreg_kind(g, t.syntax, samp as u16, 4).is_none())
        {
            return None;
        }
    }
    if g == IsaFamily::Gfx12
        && (!g12_desc_ok(bits(w, 41, 9), if e.bvh.is_some() { 4 } else { 8 })
            || (e.sampler && !g12_desc_ok(bits(w, 55, 9), 4)))
    {
        return None;
    }
    // GFX12: a descriptor code 255 takes a literal dword.
    let g12_lit =
        g == IsaFamily::Gfx12 && (bits(w, 41, 9) == 255 || (e.sampler && bits(w, 55, 9) == 255));
    let mut l = Layout {
        len: if g12_lit {
            16
        } else if g == IsaFamily::Gfx12 {
            12
        } else {
            8
        },
        data: e.data_default,
        nsa: g == IsaFamily::Gfx12,
        naddr: 1,
        addr: [(f.vaddr as u8, e.addr_default); 13],
    };
    // NSA form and the default address operands.
    let nsa_n = match g {
        IsaFamily::Gfx10 => bits(w, 1, 2) as usize,
        IsaFamily::Gfx11 => bits(w, 0, 1) as usize,
        _ => 0,
    };
    let is_nsa = nsa_n != 0 || g == IsaFamily::Gfx12;
    if let Some(b) = e.bvh {
        let a = f.a16 as usize;
        l.data = e.data_default;
        if g == IsaFamily::Gfx12 || nsa_n != 0 {
            if g == IsaFamily::Gfx10 && nsa_n != b.nsa_field[a] as usize {
                return None;
            }
            let n = b.nsa[a].iter().take_while(|&&x| x != 0).count();
            // GFX12: a form with four address operands leaves vaddr4 (bits 56..63) zero.
            if n == 0 || (g == IsaFamily::Gfx12 && n < 5 && bits(w, 56, 8) != 0) {
                return None;
            }
            l.nsa = true;
            l.naddr = n as u8;
            for i in 0..n {
                let r = nsa_reg(g, w, i);
                if r as u32 + b.nsa[a][i] as u32 > 256 {
                    return None;
                }
                l.addr[i] = (r, b.nsa[a][i]);
            }
            if g != IsaFamily::Gfx12 {
                l.len = 8 + 4 * (n as u8 - 1).div_ceil(4);
            }
        } else {
            if b.plain[a] == 0 {
                return None;
            }
            l.addr[0].1 = b.plain[a];
        }
        if f.vdata + l.data as u32 > 256 || (!l.nsa && f.vaddr + l.addr[0].1 as u32 > 256) {
            return None;
        }
        return (l.len as usize <= avail).then_some(l);
    }
    let n_default = if g == IsaFamily::Gfx12 {
        // VIMAGE decodes words whose vaddr1..3 are zero as its one-address variant.
        if bits(w, 72, 24) == 0 && e.nsa_default[1] != 0 {
            e.nsa_default[1]
        } else {
            e.nsa_default[0]
        }
    } else if is_nsa {
        e.nsa_default[nsa_n]
    } else {
        e.addr_default
    } as u32;
    if is_nsa {
        if n_default == 0 {
            return None;
        }
        l.nsa = true;
        l.naddr = n_default as u8;
        for i in 0..n_default as usize {
            l.addr[i] = (nsa_reg(g, w, i), 1);
        }
        if g != IsaFamily::Gfx12 {
            l.len = 8 + 4 * (n_default as u8 - 1).div_ceil(4);
        }
    }
    if l.len as usize > avail {
        return None;
    }
    // The default registers must exist (LLVM 22 prints them past v255).
    if (f.vdata + e.data_default as u32 > 256 || (!is_nsa && f.vaddr + e.addr_default as u32 > 256))
        && t.syntax != Syntax::Llvm22
    {
        return None;
    }
    // Data size.
    let mut dst = if e.gather {
        4
    } else {
        f.dmask.count_ones().max(1)
    };
    if f.d16 {
        dst = dst.div_ceil(2);
    }
    if f.tfe {
        dst += 1;
    }
    let dd = e.data_default as u32;
    // Address size.
    let mut a = if g == IsaFamily::Gfx9 {
        n_default
    } else {
        addr_size(e, f.dim, f.a16)
    };
    let mut partial = false;
    if !is_nsa {
        if g != IsaFamily::Gfx9 && a > 12 {
            a = 16;
        }
    } else if a > n_default {
        // GFX10 has no partial NSA; GFX12 widens only the last of four address operands
        // (LLVM re-targets to the variant with `a` address dwords and looks for the wide
        // register class at the last decoded operand's position).
        if g == IsaFamily::Gfx10 || (g == IsaFamily::Gfx12 && n_default != 4) {
            return Some(l);
        }
        partial = true;
    }
    if dst == dd && a == n_default {
        return Some(l);
    }
    let data_w = if dst == dd {
        dd
    } else {
        match e.data_map.get(dst as usize) {
            Some(&m) if m != 0 => m as u32,
            _ => return Some(l),
        }
    };
    let sizes = if is_nsa { e.nsa_sizes } else { e.plain_sizes };
    if a != n_default && (a >= 32 || sizes >> a & 1 == 0) {
        return Some(l);
    }
    if dst != dd && f.vdata + data_w > 256 {
        return Some(l);
    }
    // LLVM 22 on gfx90a/gfx942: tuples need an even first register.
    if dst != dd && data_w >= 2 && f.vdata & 1 != 0 && t.gfx90a && t.syntax == Syntax::Llvm22 {
        return Some(l);
    }
    if a != n_default {
        if !is_nsa {
            if f.vaddr + a > 256 {
                return Some(l);
            }
            l.addr[0].1 = a as u8;
        } else if partial {
            let last = n_default as usize - 1;
            let wdt = a - n_default + 1;
            if l.addr[last].0 as u32 + wdt > 256 {
                return Some(l);
            }
            l.addr[last].1 = wdt as u8;
        } else {
            l.naddr = a as u8;
        }
    }
    l.data = data_w as u8;
    Some(l)
}

/// Reads the instruction's dwords and checks it: `inst` comes with its family set and its
/// length at 4 (invalid); on success its entry and length are set.
pub(super) fn decode(inst: &mut Instruction, bytes: &[u8]) {
    let t = inst.t;
    let word = |i: usize| -> u32 {
        bytes
            .get(i * 4..i * 4 + 4)
            .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let avail = bytes.len();
    let mut w = [0u32; 5];
    for (i, x) in w.iter_mut().enumerate() {
        *x = word(i);
    }
    let Some(e) = find(&t, &w) else {
        // LLVM skips 4 bytes of an invalid word; a truncated one is invalid too.
        return;
    };
    let Some(l) = layout(&t, e, &w, avail) else {
        return;
    };
    let n = (l.len / 4) as usize;
    inst.words[..n].copy_from_slice(&w[..n]);
    inst.entry = Some(&e.entry);
    inst.len = l.len;
}

fn find(t: &Target, w: &[u32; 5]) -> Option<&'static ImgOp> {
    let (op, sample) = match t.gen {
        IsaFamily::Gfx9 => (bits(w, 18, 7), false),
        IsaFamily::Gfx10 => (bits(w, 18, 7) | bits(w, 0, 1) << 7, false),
        IsaFamily::Gfx11 => (bits(w, 18, 8), false),
        IsaFamily::Gfx12 => (bits(w, 14, 8), w[0] >> 26 == 0x39),
    };
    let tab = table(t);
    tab.binary_search_by_key(&(sample, op as u16), |e| (e.sample, e.op))
        .ok()
        .map(|i| &tab[i])
}

/// Writes the operands and modifiers (after the mnemonic).
pub(super) fn write(inst: &Instruction, out: &mut String) {
    let t = inst.t;
    let g = t.gen;
    let w = inst.words;
    let Some(e) = find(&t, &w) else { return };
    let Some(l) = layout(&t, e, &w, usize::MAX) else {
        return;
    };
    let f = fields(&t, e, &w);
    let b = |n: u32| bit(&w, n);
    let facts = e.entry.facts();
    // GFX10/GFX11 NSA sampler forms print two spaces after the mnemonic.
    out.push_str(if l.nsa && g != IsaFamily::Gfx12 && e.sampler {
        "  "
    } else {
        " "
    });
    // Data.
    let acc = t.gfx90a && b(16);
    write_reg(
        out,
        if acc { RegKind::Agpr } else { RegKind::Vgpr },
        f.vdata as u16,
        l.data,
    );
    out.push_str(", ");
    // Address.
    if l.nsa && (l.naddr > 1 || g != IsaFamily::Gfx12) {
        out.push('[');
        for i in 0..l.naddr as usize {
            if i > 0 {
                out.push_str(", ");
            }
            write_reg(out, RegKind::Vgpr, l.addr[i].0 as u16, l.addr[i].1);
        }
        out.push(']');
    } else {
        write_reg(out, RegKind::Vgpr, l.addr[0].0 as u16, l.addr[0].1);
    }
    out.push_str(", ");
    // Resource and sampler.
    let rsrc_w = if e.bvh.is_some() { 4 } else { 8 };
    let (rsrc, samp) = match g {
        IsaFamily::Gfx12 => (bits(&w, 41, 9) as u16, bits(&w, 55, 9) as u16),
        IsaFamily::Gfx11 => (bits(&w, 48, 5) as u16 * 4, bits(&w, 58, 5) as u16 * 4),
        _ => (bits(&w, 48, 5) as u16 * 4, bits(&w, 53, 5) as u16 * 4),
    };
    if g == IsaFamily::Gfx12 {
        src(out, g, rsrc, rsrc_w, w[3]);
    } else {
        sreg(out, g, rsrc, rsrc_w);
    }
    if e.sampler {
        out.push_str(", ");
        if g == IsaFamily::Gfx12 {
            src(out, g, samp, 4, w[3]);
        } else {
            sreg(out, g, samp, 4);
        }
    }
    if e.bvh.is_none() && f.dmask != 0 {
        let _ = write!(out, " dmask:{:#x}", f.dmask);
    }
    if g != IsaFamily::Gfx9 && e.bvh.is_none() {
        out.push_str(" dim:SQ_RSRC_IMG_");
        out.push_str(DIM_NAMES[f.dim]);
    }
    let on = |v: bool, s: &str, out: &mut String| {
        if v {
            out.push_str(s);
        }
    };
    // BVH operations print only a16 (GFX12: and the cache policy).
    let bvh = e.bvh.is_some();
    on(!bvh && f.unorm, " unorm", out);
    if !bvh || g == IsaFamily::Gfx12 {
        let cache = inst.cache_policy(&e.entry, false);
        cache.write(
            out,
            facts.contains(super::OpFacts::STORE),
            facts.contains(super::OpFacts::ATOMIC),
        );
    }
    // LLVM 22 prints GFX12's bit 7 as `nv`.
    on(
        g == IsaFamily::Gfx12 && t.syntax == Syntax::Llvm22 && b(7),
        " nv",
        out,
    );
    on(!bvh && f.r128, " r128", out);
    on(f.a16, " a16", out);
    on(!bvh && f.tfe, " tfe", out);
    on(!bvh && f.lwe, " lwe", out);
    on(f.da, " da", out);
    on(!bvh && f.d16, " d16", out);
}

/// The operands and controls of an image instruction (MIMG, GFX12 VIMAGE/VSAMPLE) as LLVM
/// prints them: see [`Instruction::image`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageOperands {
    /// The data registers: what a load, sample or gather writes (one more register receives the
    /// `tfe`/`lwe` status), what a store reads, or an atomic's data (compare-swap: data and
    /// compare value), which a returning atomic overwrites with the memory's old value.
    pub data: Operand,
    addr: [Operand; 13],
    naddr: u8,
    /// The image resource descriptor (eight SGPRs; BVH operations: four).
    pub rsrc: Operand,
    /// The sampler descriptor (four SGPRs) of sample and gather operations.
    pub samp: Option<Operand>,
    /// The enabled components (`dmask`).
    pub dmask: u8,
    /// GFX10+: the `dim` field (0 `1D`, 1 `2D`, 2 `3D`, 3 `CUBE`, 4 `1D_ARRAY`, 5 `2D_ARRAY`,
    /// 6 `2D_MSAA`, 7 `2D_MSAA_ARRAY`).
    pub dim: Option<u8>,
    /// Non-sequential address: one operand per address VGPR (GFX10/GFX11 NSA forms, GFX12).
    pub nsa: bool,
    /// 16-bit addresses (GFX9: the `r128`/`a16` bit).
    pub a16: bool,
    /// Packed 16-bit data.
    pub d16: bool,
    /// Texture-fail status enable (`tfe`).
    pub tfe: bool,
    /// LOD-warning status enable (`lwe`).
    pub lwe: bool,
    /// GFX9: the `da` (array) bit.
    pub da: bool,
}

impl ImageOperands {
    /// The address operands in order (a plain form: one VGPR range).
    pub fn addr(&self) -> &[Operand] {
        &self.addr[..self.naddr as usize]
    }

    /// Data, addresses, resource, sampler: the registers in LLVM's printed order.
    pub(super) fn list(&self) -> Vec<Operand> {
        let mut v = Vec::with_capacity(self.naddr as usize + 3);
        v.push(self.data);
        v.extend_from_slice(self.addr());
        v.push(self.rsrc);
        v.extend(self.samp);
        v
    }
}

impl Instruction {
    /// An image instruction's operands and controls (`None` for other families and invalid
    /// words).
    pub fn image(&self) -> Option<ImageOperands> {
        if self.family != super::Family::Mimg || self.entry.is_none() {
            return None;
        }
        let t = self.t;
        let g = t.gen;
        let w = self.words;
        let e = find(&t, &w)?;
        let l = layout(&t, e, &w, usize::MAX)?;
        let f = fields(&t, e, &w);
        let reg = |kind, index: u16, count| Operand::Reg { kind, index, count };
        let acc = t.gfx90a && bit(&w, 16);
        let mut addr = [Operand::Invalid(0); 13];
        for (i, a) in addr.iter_mut().enumerate().take(l.naddr as usize) {
            *a = reg(RegKind::Vgpr, l.addr[i].0 as u16, l.addr[i].1);
        }
        let desc = |code: u16, count: u8| -> Operand {
            if g == IsaFamily::Gfx12 {
                return operand::decode_src(g, code, count, w[3], false);
            }
            match sreg_kind(g, t.syntax, code, count) {
                Some((kind, index)) => reg(kind, index, count),
                None => Operand::Invalid(code),
            }
        };
        let (rsrc, samp) = match g {
            IsaFamily::Gfx12 => (bits(&w, 41, 9) as u16, bits(&w, 55, 9) as u16),
            IsaFamily::Gfx11 => (bits(&w, 48, 5) as u16 * 4, bits(&w, 58, 5) as u16 * 4),
            _ => (bits(&w, 48, 5) as u16 * 4, bits(&w, 53, 5) as u16 * 4),
        };
        Some(ImageOperands {
            data: reg(
                if acc { RegKind::Agpr } else { RegKind::Vgpr },
                f.vdata as u16,
                l.data,
            ),
            addr,
            naddr: l.naddr,
            rsrc: desc(rsrc, if e.bvh.is_some() { 4 } else { 8 }),
            samp: e.sampler.then(|| desc(samp, 4)),
            dmask: f.dmask as u8,
            dim: (g != IsaFamily::Gfx9).then_some(f.dim as u8),
            nsa: l.nsa,
            a16: f.a16,
            d16: f.d16,
            tfe: f.tfe,
            lwe: f.lwe,
            da: f.da,
        })
    }
}

/// GFX12 resource and sampler descriptors: a 9-bit source code; LLVM accepts SGPR and ttmp
/// tuples (aligned down), and with an invalid-operand comment some other codes.
fn g12_desc_ok(code: u32, w: u32) -> bool {
    match code {
        0..=105 => (code & !3) + w <= 106,
        108..=123 => ((code - 108) & !3) + w <= 16,
        106 | 124 | 126 | 128..=208 | 235..=248 | 251..=253 | 255 => true,
        256..=511 => code - 256 + w <= 256,
        _ => false,
    }
}

/// GFX9-GFX11 resource and sampler descriptors: a 4-aligned SGPR or ttmp tuple (GFX11:
/// `null`); `None` when LLVM rejects the register.
fn sreg_kind(g: IsaFamily, syntax: Syntax, code: u16, count: u8) -> Option<(RegKind, u16)> {
    let end = code + count as u16;
    if end <= 104 {
        Some((RegKind::Sgpr, code))
    } else if code >= 108 && end <= 124 {
        Some((RegKind::Ttmp, code - 108))
    } else if code == 124 && g == IsaFamily::Gfx11 {
        Some((RegKind::Null, 0))
    } else if code == 104 && g == IsaFamily::Gfx9 && syntax != Syntax::Llvm22 {
        // xnack_mask, printed with LLVM's invalid-register comment.
        Some((RegKind::XnackMask, 0))
    } else {
        None
    }
}

fn sreg(out: &mut String, g: IsaFamily, code: u16, count: u8) {
    match sreg_kind(g, Syntax::Llvm19, code, count) {
        Some((RegKind::XnackMask, _)) => {
            let _ = write!(
                out,
                "xnack_mask/*Invalid register, operand has 'SReg_{}' register class*/",
                count as u32 * 32
            );
        }
        Some((kind, index)) => write_reg(out, kind, index, count),
        None => {}
    }
}

/// A GFX12 descriptor (a 9-bit source code) as LLVM 19 prints it: SGPR and ttmp tuples
/// (aligned down), else the operand with LLVM's invalid-operand comment.
fn src(out: &mut String, g: IsaFamily, code: u16, count: u8, literal: u32) {
    let op = operand::decode_src(g, code, count, literal, false);
    let bad_reg = |out: &mut String| {
        let _ = write!(
            out,
            "/*Invalid register, operand has 'SReg_{}' register class*/",
            count as u32 * 32
        );
    };
    match code {
        106 | 126 => {
            out.push_str(if code == 106 { "vcc" } else { "exec" });
            bad_reg(out);
        }
        128..=208 | 240..=248 | 255 => {
            operand::write_src(out, &op, Ty::B32, Syntax::Llvm19);
            out.push_str("/*Invalid immediate*/");
        }
        256..=511 => {
            write_reg(out, RegKind::Vgpr, code - 256, count);
            bad_reg(out);
        }
        _ => match op {
            Operand::Invalid(_) => {
                let _ = write!(out, "{code}");
            }
            _ => operand::write_src(out, &op, Ty::B32, Syntax::Llvm19),
        },
    }
}

#[cfg(test)]
mod tests {
    use crate::decode::Decoder;
    use crate::WaveSize;

    fn check(target: &str, wave: WaveSize, words: &[u32], len: usize, text: &str) {
        let d = Decoder::for_target(target, wave).unwrap();
        let mut bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        bytes.extend_from_slice(&[0; 8]);
        let inst = d.decode(&bytes);
        assert_eq!(
            (inst.text().as_str(), inst.len()),
            (text, len),
            "{target} {words:08x?}"
        );
    }

    /// Words and text from `llvm-mc-19 -disassemble` (the same disassembler as
    /// `llvm-objdump-19`).
    #[test]
    fn llvm19_examples() {
        use WaveSize::{Wave32 as W32, Wave64 as W64};
        // da
        check(
            "gfx900",
            W64,
            &[0xf0004f00, 0x00000504],
            8,
            "image_load v[5:8], v4, s[0:7] dmask:0xf da",
        );
        // tfe da d16
        check(
            "gfx900",
            W64,
            &[0xf0814f00, 0x80030504],
            8,
            "image_sample v[5:7], v4, s[12:19], s[0:3] dmask:0xf tfe da d16",
        );
        // gather4 d16
        check(
            "gfx906",
            W64,
            &[0xf1000100, 0x80430504],
            8,
            "image_gather4 v[5:6], v4, s[12:19], s[8:11] dmask:0x1 d16",
        );
        // acc
        check(
            "gfx90a",
            W64,
            &[0xf0010300, 0x00030504],
            8,
            "image_load a[5:6], v4, s[12:19] dmask:0x3",
        );
        // nsa12
        check(
            "gfx1030",
            W32,
            &[0xf080010a, 0x00030504, 0x00000006],
            12,
            "image_sample  v5, [v4, v6], s[12:19], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_2D",
        );
        // nsa16
        check("gfx1030", W32, &[0xf0a8010c, 0x00030504, 0x0c0a0806, 0x0000100e], 16, "image_sample_c_d  v5, [v4, v6, v8, v10, v12, v14, v16], s[12:19], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_2D");
        // nsa12 too few
        check("gfx1030", W32, &[0xf0a80112, 0x00030504, 0x0c0a0806], 12, "image_sample_c_d  v5, [v4, v6, v8, v10, v12], s[12:19], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_3D");
        // a16
        check(
            "gfx1030",
            W64,
            &[0xf0000710, 0x40010504],
            8,
            "image_load v[5:7], v[4:5], s[4:11] dmask:0x7 dim:SQ_RSRC_IMG_3D a16",
        );
        // invalid nsa3: LLVM rejects the word (4 bytes, `<unknown>`).
        check(
            "gfx1030",
            W32,
            &[0xf0000106, 0x00010504, 0x00000005, 0x00000000, 0x00000000],
            4,
            "<unknown>",
        );
        // nsa
        check(
            "gfx1100",
            W32,
            &[0xf06c0f05, 0x00230504, 0x00000007],
            12,
            "image_sample  v[5:9], [v4, v7], s[12:19], s[0:3] dmask:0xf dim:SQ_RSRC_IMG_2D tfe",
        );
        // partial nsa
        check("gfx1100", W32, &[0xf0700105, 0x08032814, 0x18171615], 12, "image_sample_d  v40, [v20, v21, v22, v23, v[24:25]], s[12:19], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D");
        // cmpswap
        check(
            "gfx1100",
            W64,
            &[0xf02c0300, 0x0003fe14],
            8,
            "image_atomic_cmpswap v[254:255], v20, s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_1D",
        );
        // bvh nsa
        check(
            "gfx1100",
            W32,
            &[0xf0648f81, 0x00032814, 0x3c32281e],
            12,
            "image_bvh_intersect_ray v[40:43], [v20, v30, v[40:42], v[50:52], v[60:62]], s[12:15]",
        );
        // vsample partial
        check("gfx1200", W32, &[0xe7c70002, 0x04001828, 0x17161514], 12, "image_sample_d v[40:43], [v20, v21, v22, v[23:28]], s[12:19], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_3D");
        // vsample 1 addr
        check(
            "gfx1200",
            W32,
            &[0xe446c020, 0x04001828, 0x00000014],
            12,
            "image_sample v40, v20, s[12:19], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_1D d16",
        );
        // vimage
        check(
            "gfx1200",
            W64,
            &[0xd2c04001, 0x00001828, 0x00161514],
            12,
            "image_load_mip v[40:42], [v20, v21, v22], s[12:19] dmask:0xb dim:SQ_RSRC_IMG_2D",
        );
        // invalid ssamp: LLVM rejects the word (4 bytes, `<unknown>`).
        check("gfx900", W64, &[0xf0000100, 0x00430504], 4, "<unknown>");
    }

    /// Developer check against LLVM (`tools/isa/mimg_check.py`): decodes the lines of
    /// `$HDB_MIMG_WORDS` (`target wave32|wave64 19|22 word...`) and writes `len<TAB>text` lines
    /// to `$HDB_MIMG_WORDS.out`.
    #[test]
    #[ignore]
    fn words_from_file() {
        use crate::decode::Syntax;
        let Ok(path) = std::env::var("HDB_MIMG_WORDS") else {
            return;
        };
        let mut out = String::new();
        for line in std::fs::read_to_string(&path).unwrap().lines() {
            let f: Vec<&str> = line.split_whitespace().collect();
            let wave = if f[1] == "wave32" {
                WaveSize::Wave32
            } else {
                WaveSize::Wave64
            };
            let syntax = if f[2] == "22" {
                Syntax::Llvm22
            } else {
                Syntax::Llvm19
            };
            let d = Decoder::for_target(f[0], wave).unwrap().with_syntax(syntax);
            let bytes: Vec<u8> = f[3..]
                .iter()
                .flat_map(|w| u32::from_str_radix(w, 16).unwrap().to_le_bytes())
                .collect();
            let inst = d.decode(&bytes);
            out.push_str(&format!("{}\t{}\n", inst.len(), inst.text()));
        }
        std::fs::write(format!("{path}.out"), out).unwrap();
    }

    #[test]
    fn image_operands() {
        use crate::decode::{Operand, RegKind};
        let v = |index, count| Operand::Reg {
            kind: RegKind::Vgpr,
            index,
            count,
        };
        let s = |index, count| Operand::Reg {
            kind: RegKind::Sgpr,
            index,
            count,
        };
        // image_sample_d  v40, [v20, v21, v22, v23, v[24:25]], s[12:19], s[8:11] dmask:0x1
        // dim:SQ_RSRC_IMG_2D (gfx1100, partial NSA)
        let d = Decoder::for_target("gfx1100", WaveSize::Wave32).unwrap();
        let words: [u32; 3] = [0xf0700105, 0x08032814, 0x18171615];
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let inst = d.decode(&bytes);
        let m = inst.image().unwrap();
        assert_eq!(m.data, v(40, 1));
        assert_eq!(
            m.addr(),
            &[v(20, 1), v(21, 1), v(22, 1), v(23, 1), v(24, 2)]
        );
        assert_eq!((m.rsrc, m.samp), (s(12, 8), Some(s(8, 4))));
        assert_eq!((m.dmask, m.dim, m.nsa), (1, Some(1), true));
        assert_eq!(inst.operands().len(), 8);
        assert_eq!(inst.words().len(), 3);
        assert_eq!(inst.literal(), None);
        // Not an image instruction.
        assert!(d.decode(&0xbf80_0000u32.to_le_bytes()).image().is_none());
    }
}
