//! Randomized differential test of the instruction decoder against `llvm-objdump-19`.
//!
//! For every target (and both wave sizes on GFX10+) and every encoding family, a seeded
//! generator forms a few thousand words as opcode × operand forms: each opcode the decoder's
//! tables know (families without tables: every value of the opcode field), with register
//! fields, source codes (registers, inline constants, literals, SDWA/DPP markers), modifiers
//! and offsets drawn at random with a bias towards meaningful values. The words go into one
//! ELF `.text` per batch, each followed by its extra dword (literal, SDWA or DPP word) and five
//! `s_nop 0` so that LLVM resynchronises before the next word whatever it made of the junk;
//! `llvm-objdump-19` runs in a child process. LLVM 19 crashes on some malformed words (reserved
//! SDWA selects): a batch whose run fails is split in halves until the crashing words are
//! alone, and those are counted as "skip", not as mismatches.
//!
//! Only words LLVM decodes count towards the agreement rate (text and length must match);
//! words LLVM rejects must decode as invalid, four bytes long, and are counted separately.
//! Every disagreement class is listed and explained in `tests/disasm_random_known.md`.
//! `HDB_RANDOM_WORDS` sets the words per family (default 1500), `HDB_RANDOM_SEED` the seed,
//! `HDB_RANDOM_TARGET` limits the run to one processor, `HDB_RANDOM_LLVM=22` compares with
//! `llvm-objdump-22` and the decoder's LLVM 22 syntax instead.

use crate::support;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::process::Command;

use amdgpu::decode::{Decoder, Family, Syntax};
use amdgpu::WaveSize;

/// How a field's value is drawn.
#[derive(Clone, Copy, PartialEq)]
enum K {
    /// A 9-bit VALU source code.
    Src,
    /// An 8-bit SALU source code.
    Ssrc,
    /// A 7-bit scalar destination.
    Sdst,
    /// VOP3 bits 8..15: `abs`/`op_sel` modifiers, or (VOP3b) a scalar destination.
    SdstOrMods,
    /// An 8-bit VGPR number.
    Vgpr,
    /// A FLAT/GLOBAL/SCRATCH `saddr` (often `off`).
    Saddr,
    /// Uniform over the field, often small.
    Imm,
    /// A GFX12 buffer resource: an SGPR number, mostly a multiple of 4.
    Rsrc,
    /// A 9-bit source that is mostly a VGPR (VINTERP takes only VGPRs).
    VSrc,
    /// Zero half the time, else uniform over the field (MIMG NSA size, sampler).
    Sparse,
}

/// One encoding family's layout: fixed bits of the first dword, opcode field, size in bytes
/// (without literal), operand fields (lo, width, kind). Bits not named are set sparsely.
struct Layout {
    name: &'static str,
    family: Family,
    mask: u32,
    value: u32,
    op: (u32, u32),
    size: usize,
    fields: &'static [(u32, u32, K)],
}

const fn lay(
    name: &'static str,
    family: Family,
    mask: u32,
    value: u32,
    op: (u32, u32),
    size: usize,
    fields: &'static [(u32, u32, K)],
) -> Layout {
    Layout {
        name,
        family,
        mask,
        value,
        op,
        size,
        fields,
    }
}

use K::*;
const SOP2: &[(u32, u32, K)] = &[(16, 7, Sdst), (0, 8, Ssrc), (8, 8, Ssrc)];
const SOPK: &[(u32, u32, K)] = &[(16, 7, Sdst), (0, 16, Imm)];
const SOP1: &[(u32, u32, K)] = &[(16, 7, Sdst), (0, 8, Ssrc)];
const SOPC: &[(u32, u32, K)] = &[(0, 8, Ssrc), (8, 8, Ssrc)];
const SOPP: &[(u32, u32, K)] = &[(0, 16, Imm)];
const VOP1: &[(u32, u32, K)] = &[(17, 8, Vgpr), (0, 9, Src)];
const VOPC: &[(u32, u32, K)] = &[(0, 9, Src), (9, 8, Vgpr)];
const VOP2: &[(u32, u32, K)] = &[(17, 8, Vgpr), (0, 9, Src), (9, 8, Vgpr)];
const VOP3: &[(u32, u32, K)] = &[
    (0, 8, Vgpr),
    (8, 7, SdstOrMods),
    (32, 9, Src),
    (41, 9, Src),
    (50, 9, Src),
];
const VOP3P: &[(u32, u32, K)] = &[(0, 8, Vgpr), (32, 9, Src), (41, 9, Src), (50, 9, Src)];
const SMEM: &[(u32, u32, K)] = &[(0, 6, Imm), (6, 7, Sdst), (32, 21, Imm), (57, 7, Sdst)];
const SMEM12: &[(u32, u32, K)] = &[(0, 6, Imm), (6, 7, Sdst), (32, 24, Imm), (57, 7, Sdst)];
const DS: &[(u32, u32, K)] = &[
    (0, 16, Imm),
    (32, 8, Vgpr),
    (40, 8, Vgpr),
    (48, 8, Vgpr),
    (56, 8, Vgpr),
];
const FLAT: &[(u32, u32, K)] = &[
    (0, 12, Imm),
    (32, 8, Vgpr),
    (40, 8, Vgpr),
    (48, 7, Saddr),
    (56, 8, Vgpr),
];
const FLAT12: &[(u32, u32, K)] = &[
    (0, 7, Saddr),
    (32, 8, Vgpr),
    (55, 8, Vgpr),
    (64, 8, Vgpr),
    (72, 24, Imm),
];
const BUF: &[(u32, u32, K)] = &[
    (0, 12, Imm),
    (32, 8, Vgpr),
    (40, 8, Vgpr),
    (48, 5, Imm),
    (56, 8, Ssrc),
];
/// MTBUF: the MUBUF fields plus the 7-bit format.
const TBUF: &[(u32, u32, K)] = &[
    (0, 12, Imm),
    (19, 7, Imm),
    (32, 8, Vgpr),
    (40, 8, Vgpr),
    (48, 5, Imm),
    (56, 8, Ssrc),
];
/// GFX12 VBUFFER: soffset, vdata, rsrc (an SGPR number), cache policy, format (MTBUF),
/// offen/idxen, vaddr, offset.
const VBUF12: &[(u32, u32, K)] = &[
    (0, 7, Sdst),
    (32, 8, Vgpr),
    (41, 7, Rsrc),
    (50, 5, Imm),
    (55, 7, Imm),
    (62, 2, Imm),
    (64, 8, Vgpr),
    (72, 24, Imm),
];
/// MIMG (GFX9): dmask, vaddr, vdata, srsrc, ssamp (zero for non-sampler operations); the
/// flags (unorm, glc, da, r128, tfe, lwe, slc, d16) come from the sparse random bits.
const MIMG: &[(u32, u32, K)] = &[
    (8, 4, Imm),
    (32, 8, Vgpr),
    (40, 8, Vgpr),
    (48, 5, Imm),
    (53, 5, Sparse),
];
/// MIMG (GFX10): plus the NSA dword count and dim.
const MIMG10: &[(u32, u32, K)] = &[
    (1, 2, Sparse),
    (3, 3, Imm),
    (8, 4, Imm),
    (32, 8, Vgpr),
    (40, 8, Vgpr),
    (48, 5, Imm),
    (53, 5, Sparse),
];
/// MIMG (GFX11): NSA bit, dim, dmask, vaddr, vdata, srsrc, ssamp.
const MIMG11: &[(u32, u32, K)] = &[
    (0, 1, Sparse),
    (2, 3, Imm),
    (8, 4, Imm),
    (32, 8, Vgpr),
    (40, 8, Vgpr),
    (48, 5, Imm),
    (58, 5, Sparse),
];
/// GFX12 VIMAGE: dim, dmask, vdata, rsrc, vaddr4 (BVH), vaddr0..3.
const VIMAGE12: &[(u32, u32, K)] = &[
    (0, 3, Imm),
    (22, 4, Imm),
    (32, 8, Vgpr),
    (41, 9, Rsrc),
    (56, 8, Sparse),
    (64, 8, Vgpr),
    (72, 8, Vgpr),
    (80, 8, Vgpr),
    (88, 8, Vgpr),
];
/// GFX12 VSAMPLE: dim, dmask, vdata, rsrc, samp, vaddr0..3.
const VSAMPLE12: &[(u32, u32, K)] = &[
    (0, 3, Imm),
    (22, 4, Imm),
    (32, 8, Vgpr),
    (41, 9, Rsrc),
    (55, 9, Rsrc),
    (64, 8, Vgpr),
    (72, 8, Vgpr),
    (80, 8, Vgpr),
    (88, 8, Vgpr),
];
const EXP: &[(u32, u32, K)] = &[
    (0, 4, Imm),
    (4, 6, Imm),
    (32, 8, Vgpr),
    (40, 8, Vgpr),
    (48, 8, Vgpr),
    (56, 8, Vgpr),
];
const VINTRP: &[(u32, u32, K)] = &[(0, 8, Vgpr), (8, 2, Imm), (10, 6, Imm), (18, 8, Vgpr)];
const VINTERP: &[(u32, u32, K)] = &[(0, 8, Vgpr), (32, 9, VSrc), (41, 9, VSrc), (50, 9, VSrc)];
const LDSDIR: &[(u32, u32, K)] = &[(0, 8, Vgpr), (8, 2, Imm), (10, 6, Imm)];
const VOPD: &[(u32, u32, K)] = &[
    (0, 9, Src),
    (9, 8, Vgpr),
    (32, 9, Src),
    (41, 8, Vgpr),
    (49, 7, Imm),
    (56, 8, Vgpr),
];

fn salu_valu(vop3: u32, vop3p: (u32, u32)) -> Vec<Layout> {
    use Family as F;
    vec![
        lay("SOP2", F::Sop2, 0xC000_0000, 0x8000_0000, (23, 7), 4, SOP2),
        lay("SOPK", F::Sopk, 0xF000_0000, 0xB000_0000, (23, 5), 4, SOPK),
        lay("SOP1", F::Sop1, 0xFF80_0000, 0xBE80_0000, (8, 8), 4, SOP1),
        lay("SOPC", F::Sopc, 0xFF80_0000, 0xBF00_0000, (16, 7), 4, SOPC),
        lay("SOPP", F::Sopp, 0xFF80_0000, 0xBF80_0000, (16, 7), 4, SOPP),
        lay("VOP1", F::Vop1, 0xFE00_0000, 0x7E00_0000, (9, 8), 4, VOP1),
        lay("VOPC", F::Vopc, 0xFE00_0000, 0x7C00_0000, (17, 8), 4, VOPC),
        lay("VOP2", F::Vop2, 0x8000_0000, 0, (25, 6), 4, VOP2),
        lay("VOP3", F::Vop3, 0xFC00_0000, vop3, (16, 10), 8, VOP3),
        lay("VOP3P", F::Vop3p, vop3p.0, vop3p.1, (16, 7), 8, VOP3P),
    ]
}

/// GFX11+: VOP3/VOP3P words whose src0 is always a DPP16/DPP8 marker (the plain layouts
/// draw one rarely), for a sample of the `_e64_dpp` forms large enough to rate.
fn vop3_dpp() -> Vec<Layout> {
    use Family as F;
    vec![
        lay(
            "VOP3+DPP",
            F::Vop3,
            0xFC00_0000,
            0xD400_0000,
            (16, 10),
            8,
            VOP3,
        ),
        lay(
            "VOP3P+DPP",
            F::Vop3p,
            0xFF00_0000,
            0xCC00_0000,
            (16, 7),
            8,
            VOP3P,
        ),
    ]
}

fn flat(seg_lo: u32, offset: &'static [(u32, u32, K)]) -> Vec<Layout> {
    use Family as F;
    let m = 0xFC00_0000 | 3 << seg_lo;
    vec![
        lay("FLAT", F::Flat, m, 0xDC00_0000, (18, 7), 8, offset),
        lay(
            "SCRATCH",
            F::Scratch,
            m,
            0xDC00_0000 | 1 << seg_lo,
            (18, 7),
            8,
            offset,
        ),
        lay(
            "GLOBAL",
            F::Global,
            m,
            0xDC00_0000 | 2 << seg_lo,
            (18, 7),
            8,
            offset,
        ),
    ]
}

/// The families of a target's generation.
fn layouts(target: &str) -> Vec<Layout> {
    use Family as F;
    let mut v;
    if target.starts_with("gfx9") {
        v = salu_valu(0xD000_0000, (0xFF80_0000, 0xD380_0000));
        v.extend(flat(14, FLAT));
        v.extend([
            lay("SMEM", F::Smem, 0xFC00_0000, 0xC000_0000, (18, 8), 8, SMEM),
            lay("DS", F::Ds, 0xFC00_0000, 0xD800_0000, (17, 8), 8, DS),
            lay("MUBUF", F::Mubuf, 0xFC00_0000, 0xE000_0000, (18, 7), 8, BUF),
            lay(
                "MTBUF",
                F::Mtbuf,
                0xFC00_0000,
                0xE800_0000,
                (15, 4),
                8,
                TBUF,
            ),
            lay("MIMG", F::Mimg, 0xFC00_0000, 0xF000_0000, (18, 7), 8, MIMG),
            lay("EXP", F::Exp, 0xFC00_0000, 0xC400_0000, (0, 0), 8, EXP),
            lay(
                "VINTRP",
                F::Vintrp,
                0xFC00_0000,
                0xD400_0000,
                (16, 2),
                4,
                VINTRP,
            ),
        ]);
    } else if target.starts_with("gfx10") {
        v = salu_valu(0xD400_0000, (0xFF00_0000, 0xCC00_0000));
        v.extend(flat(14, FLAT));
        v.extend([
            lay("SMEM", F::Smem, 0xFC00_0000, 0xF400_0000, (18, 8), 8, SMEM),
            lay("DS", F::Ds, 0xFC00_0000, 0xD800_0000, (18, 8), 8, DS),
            lay("MUBUF", F::Mubuf, 0xFC00_0000, 0xE000_0000, (18, 7), 8, BUF),
            lay(
                "MTBUF",
                F::Mtbuf,
                0xFC00_0000,
                0xE800_0000,
                (16, 3),
                8,
                TBUF,
            ),
            lay(
                "MIMG",
                F::Mimg,
                0xFC00_0000,
                0xF000_0000,
                (18, 7),
                8,
                MIMG10,
            ),
            lay("EXP", F::Exp, 0xFC00_0000, 0xF800_0000, (0, 0), 8, EXP),
            lay(
                "VINTRP",
                F::Vintrp,
                0xFC00_0000,
                0xC800_0000,
                (16, 2),
                4,
                VINTRP,
            ),
        ]);
    } else if target.starts_with("gfx11") {
        v = salu_valu(0xD400_0000, (0xFF00_0000, 0xCC00_0000));
        v.extend(vop3_dpp());
        v.extend(flat(16, FLAT));
        v.extend([
            lay("SMEM", F::Smem, 0xFC00_0000, 0xF400_0000, (18, 8), 8, SMEM),
            lay("DS", F::Ds, 0xFC00_0000, 0xD800_0000, (18, 8), 8, DS),
            lay("MUBUF", F::Mubuf, 0xFC00_0000, 0xE000_0000, (18, 8), 8, BUF),
            lay(
                "MTBUF",
                F::Mtbuf,
                0xFC00_0000,
                0xE800_0000,
                (15, 4),
                8,
                TBUF,
            ),
            lay(
                "MIMG",
                F::Mimg,
                0xFC00_0000,
                0xF000_0000,
                (18, 8),
                8,
                MIMG11,
            ),
            lay("EXP", F::Exp, 0xFC00_0000, 0xF800_0000, (0, 0), 8, EXP),
            lay("VOPD", F::Vopd, 0xFC00_0000, 0xC800_0000, (17, 9), 8, VOPD),
            lay(
                "VINTERP",
                F::Vinterp,
                0xFF00_0000,
                0xCD00_0000,
                (16, 7),
                8,
                VINTERP,
            ),
            lay(
                "LDSDIR",
                F::Ldsdir,
                0xFF00_0000,
                0xCE00_0000,
                (20, 2),
                4,
                LDSDIR,
            ),
        ]);
    } else {
        v = salu_valu(0xD400_0000, (0xFF00_0000, 0xCC00_0000));
        v.extend(vop3_dpp());
        v.extend([
            lay(
                "SMEM",
                F::Smem,
                0xFC00_0000,
                0xF400_0000,
                (13, 8),
                8,
                SMEM12,
            ),
            lay("DS", F::Ds, 0xFC00_0000, 0xD800_0000, (18, 8), 8, DS),
            lay(
                "FLAT",
                F::Flat,
                0xFF00_0000,
                0xEC00_0000,
                (14, 8),
                12,
                FLAT12,
            ),
            lay(
                "SCRATCH",
                F::Scratch,
                0xFF00_0000,
                0xED00_0000,
                (14, 8),
                12,
                FLAT12,
            ),
            lay(
                "GLOBAL",
                F::Global,
                0xFF00_0000,
                0xEE00_0000,
                (14, 8),
                12,
                FLAT12,
            ),
            lay(
                "VBUFFER",
                F::Mubuf,
                0xFF00_0000,
                0xC400_0000,
                (14, 8),
                12,
                VBUF12,
            ),
            lay(
                "VTBUFFER",
                F::Mtbuf,
                0xFF3C_0000,
                0xC420_0000,
                (14, 4),
                12,
                VBUF12,
            ),
            lay(
                "VIMAGE",
                F::Mimg,
                0xFC00_0000,
                0xD000_0000,
                (14, 8),
                12,
                VIMAGE12,
            ),
            lay(
                "VSAMPLE",
                F::Mimg,
                0xFC00_0000,
                0xE400_0000,
                (14, 8),
                12,
                VSAMPLE12,
            ),
            lay("EXP", F::Exp, 0xFC00_0000, 0xF800_0000, (0, 0), 8, EXP),
            lay("VOPD", F::Vopd, 0xFC00_0000, 0xC800_0000, (17, 9), 8, VOPD),
            lay(
                "VINTERP",
                F::Vinterp,
                0xFF00_0000,
                0xCD00_0000,
                (16, 7),
                8,
                VINTERP,
            ),
            lay(
                "LDSDIR",
                F::Ldsdir,
                0xFF00_0000,
                0xCE00_0000,
                (20, 2),
                4,
                LDSDIR,
            ),
        ]);
    }
    v
}

/// xorshift64*: small, seeded, reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    /// True with probability `p` percent.
    fn pct(&mut self, p: u64) -> bool {
        self.below(100) < p
    }
}

/// The form of a word, for reporting: the family plus SDWA/DPP variants.
fn form(layout: &Layout, gen: u32, w: u128) -> String {
    let src0 = |lo: u32| (w >> lo) as u32 & 0x1ff;
    let tag = match layout.name {
        "VOP1" | "VOP2" | "VOPC" => match src0(0) {
            249 if gen <= 10 => "-SDWA",
            250 => "-DPP",
            233 | 234 if gen >= 10 => "-DPP8",
            _ => "",
        },
        "VOP3" | "VOP3P" | "VOP3+DPP" | "VOP3P+DPP" if gen >= 11 => match src0(32) {
            250 => "-DPP",
            233 | 234 => "-DPP8",
            _ => "",
        },
        _ => "",
    };
    format!("{}{tag}", layout.name.trim_end_matches("+DPP"))
}

/// Draws a 9-bit source code; `src0` of VOP1/VOP2/VOPC (and VOP3 on GFX11+) also draws
/// the SDWA/DPP markers.
fn src_code(r: &mut Rng, gen: u32, markers: bool) -> u32 {
    if markers {
        let x = r.below(100);
        if x < 8 && gen <= 10 {
            return 249;
        }
        if (8..16).contains(&x) {
            return 250;
        }
        if (16..21).contains(&x) && gen >= 10 {
            return if r.pct(50) { 233 } else { 234 };
        }
    }
    match r.below(100) {
        0..=29 => 256 + r.below(256) as u32,
        30..=49 => r.below(106) as u32,
        50..=59 => 106 + r.below(22) as u32,
        60..=74 => 128 + r.below(81) as u32,
        75..=82 => 240 + r.below(9) as u32,
        83..=91 => 255,
        _ => r.below(512) as u32,
    }
}

fn ssrc_code(r: &mut Rng) -> u32 {
    match r.below(100) {
        0..=39 => r.below(106) as u32,
        40..=54 => 106 + r.below(22) as u32,
        55..=74 => 128 + r.below(81) as u32,
        75..=82 => 240 + r.below(9) as u32,
        83..=92 => 255,
        _ => r.below(256) as u32,
    }
}

fn literal(r: &mut Rng) -> u32 {
    const F32: [u32; 6] = [
        0x3f00_0000,
        0xbf80_0000,
        0x4080_0000,
        0x3e22_f983,
        0x3f80_0000,
        0,
    ];
    const ODD: [u32; 8] = [
        0x3800,
        0x3118,
        0xbc00,
        0xffff,
        0x8000,
        0xffff_fff0,
        0x4000_0000,
        0x3fc9_0fdb,
    ];
    match r.below(100) {
        0..=29 => r.next() as u32,
        30..=49 => (r.below(81) as i32 - 16) as u32,
        50..=64 => F32[r.below(6) as usize],
        65..=79 => r.below(0x10000) as u32,
        _ => ODD[r.below(8) as usize],
    }
}

/// The SDWA dword: mostly valid selects (LLVM 19 crashes on some reserved ones).
fn sdwa_dword(r: &mut Rng) -> u32 {
    let mut d = (r.next() as u32) & 0xB9B8_E0FF | (r.below(256) as u32);
    let sel = |r: &mut Rng| {
        if r.pct(3) {
            7
        } else {
            r.below(7) as u32
        }
    };
    d &= !(7 << 8 | 3 << 11 | 7 << 16 | 7 << 24);
    d |= sel(r) << 8 | (if r.pct(3) { 3 } else { r.below(3) as u32 }) << 11;
    d |= sel(r) << 16 | sel(r) << 24;
    // Sparse modifiers: clear most of them most of the time.
    if r.pct(60) {
        d &= !(0x3F << 13 | 0xF << 19 | 0xF << 27);
    }
    d
}

/// The DPP16 dword: mostly valid `dpp_ctrl` values.
fn dpp_dword(r: &mut Rng) -> u32 {
    let ctrl = match r.below(12) {
        0..=3 => r.below(256) as u32,
        4 => 0x101 + r.below(15) as u32,
        5 => 0x111 + r.below(15) as u32,
        6 => 0x121 + r.below(15) as u32,
        7 => [0x130, 0x134, 0x138, 0x13c, 0x140, 0x141, 0x142, 0x143][r.below(8) as usize],
        8 => 0x150 + r.below(16) as u32,
        9 => 0x160 + r.below(16) as u32,
        _ => r.below(512) as u32,
    };
    let mut mods = 0;
    for b in 18..24 {
        if r.pct(12) {
            mods |= 1 << b;
        }
    }
    let masks = if r.pct(50) {
        0xFF00_0000
    } else {
        (r.next() as u32) & 0xFF00_0000
    };
    r.below(256) as u32 | ctrl << 8 | mods | masks | if r.pct(5) { 1 << 17 } else { 0 }
}

const NOP: u32 = 0xBF80_0000;
const PAD: usize = 5;

struct Sample {
    form: String,
    bytes: Vec<u8>,
}

fn gen_word(r: &mut Rng, l: &Layout, op: u32, gen: u32) -> Sample {
    let bits = l.size as u32 * 8;
    let mut w: u128 = 0;
    for b in 0..bits {
        if r.pct(7) {
            w |= 1 << b;
        }
    }
    let set = |w: &mut u128, lo: u32, width: u32, v: u32| {
        let m = ((1u128 << width) - 1) << lo;
        *w = (*w & !m) | ((v as u128) << lo & m);
    };
    for &(lo, width, k) in l.fields {
        let v = match k {
            _ if lo == 32 && l.name.ends_with("+DPP") => [250, 233, 234][r.below(3) as usize],
            Src => src_code(
                r,
                gen,
                lo == 0 && matches!(l.name, "VOP1" | "VOP2" | "VOPC")
                    || lo == 32 && gen >= 11 && matches!(l.name, "VOP3" | "VOP3P"),
            ),
            Ssrc => ssrc_code(r),
            Sdst => {
                if r.pct(75) {
                    r.below(106) as u32
                } else {
                    106 + r.below(22) as u32
                }
            }
            SdstOrMods => {
                if r.pct(25) {
                    if r.pct(60) {
                        106
                    } else {
                        r.below(128) as u32
                    }
                } else {
                    (w >> lo) as u32
                }
            }
            Vgpr => r.below(256) as u32,
            Saddr => {
                if r.pct(50) {
                    match gen {
                        9 => 0x7f,
                        10 => 0x7d,
                        _ => 0x7c,
                    }
                } else {
                    r.below(128) as u32
                }
            }
            VSrc => {
                if r.pct(85) {
                    256 + r.below(256) as u32
                } else {
                    src_code(r, gen, false)
                }
            }
            Sparse => {
                if r.pct(50) {
                    0
                } else {
                    r.next() as u32
                }
            }
            Rsrc => {
                if r.pct(85) {
                    r.below(27) as u32 * 4
                } else {
                    r.below(128) as u32
                }
            }
            Imm => {
                if r.pct(30) {
                    r.below(4) as u32
                } else {
                    r.next() as u32
                }
            }
        };
        set(&mut w, lo, width, v);
    }
    let first = (w as u32 & !l.mask) | l.value;
    set(&mut w, 0, 32, first);
    if l.op.1 > 0 {
        set(&mut w, l.op.0, l.op.1, op);
        // GFX10 MTBUF: opcode bit 3 is bit 53.
        if l.family == Family::Mtbuf && gen == 10 {
            set(&mut w, 53, 1, op >> 3);
        }
        // GFX10 MIMG: opcode bit 7 is bit 0.
        if l.family == Family::Mimg && gen == 10 {
            set(&mut w, 0, 1, op >> 7);
        }
    }
    let form = form(l, gen, w);
    let extra = if form.ends_with("SDWA") {
        sdwa_dword(r)
    } else if form.ends_with("-DPP") {
        dpp_dword(r)
    } else if form.ends_with("DPP8") {
        r.next() as u32
    } else {
        literal(r)
    };
    let mut bytes = w.to_le_bytes()[..l.size].to_vec();
    bytes.extend_from_slice(&extra.to_le_bytes());
    Sample { form, bytes }
}

/// A relocatable AMDGPU ELF with `code` as its only section.
fn elf(code: &[u8]) -> Vec<u8> {
    let shstr = b"\0.text\0.shstrtab\0";
    let text_off = 64usize;
    let shstr_off = text_off + code.len();
    let sh_off = (shstr_off + shstr.len() + 7) & !7;
    let mut o = Vec::with_capacity(sh_off + 3 * 64);
    o.extend_from_slice(b"\x7fELF\x02\x01\x01\x40\x03");
    o.resize(16, 0);
    let u16s = |o: &mut Vec<u8>, v: u16| o.extend_from_slice(&v.to_le_bytes());
    let u32s = |o: &mut Vec<u8>, v: u32| o.extend_from_slice(&v.to_le_bytes());
    let u64s = |o: &mut Vec<u8>, v: u64| o.extend_from_slice(&v.to_le_bytes());
    u16s(&mut o, 1); // ET_REL
    u16s(&mut o, 224); // EM_AMDGPU
    u32s(&mut o, 1);
    u64s(&mut o, 0);
    u64s(&mut o, 0);
    u64s(&mut o, sh_off as u64);
    // EF_AMDGPU_MACH_AMDGCN_GFX900: any GCN processor selects the amdgcn triple; --mcpu
    // picks the real one.
    u32s(&mut o, 0x2c);
    for v in [64u16, 0, 0, 64, 3, 2] {
        u16s(&mut o, v);
    }
    o.extend_from_slice(code);
    o.extend_from_slice(shstr);
    o.resize(sh_off, 0);
    o.extend_from_slice(&[0; 64]);
    // .text
    u32s(&mut o, 1);
    u32s(&mut o, 1);
    u64s(&mut o, 6);
    u64s(&mut o, 0);
    u64s(&mut o, text_off as u64);
    u64s(&mut o, code.len() as u64);
    u32s(&mut o, 0);
    u32s(&mut o, 0);
    u64s(&mut o, 4);
    u64s(&mut o, 0);
    // .shstrtab
    u32s(&mut o, 7);
    u32s(&mut o, 3);
    u64s(&mut o, 0);
    u64s(&mut o, 0);
    u64s(&mut o, shstr_off as u64);
    u64s(&mut o, shstr.len() as u64);
    u32s(&mut o, 0);
    u32s(&mut o, 0);
    u64s(&mut o, 1);
    u64s(&mut o, 0);
    o
}

/// LLVM's verdict on one sample.
enum Verdict {
    /// Decoded: text and length in bytes.
    Text(String, usize),
    /// `<unknown>`.
    Reject,
    /// The oracle crashed on this word, or lost sync.
    Skip,
}

/// The LLVM release the words are compared with: `HDB_RANDOM_LLVM` (19, the default, or 22;
/// the decoder prints that release's syntax).
fn llvm_release() -> u32 {
    match std::env::var("HDB_RANDOM_LLVM").as_deref() {
        Ok("22") => 22,
        Ok("19") | Err(_) => 19,
        Ok(other) => panic!("HDB_RANDOM_LLVM={other}: expected 19 or 22"),
    }
}

/// Runs `llvm-objdump-N` over `samples`, splitting the batch when the oracle fails.
fn oracle(
    cpu: &str,
    wave64: bool,
    samples: &[&Sample],
    tmp: &std::path::Path,
    out: &mut Vec<Verdict>,
) {
    let mut code = Vec::new();
    let mut starts = Vec::new();
    for s in samples {
        starts.push(code.len() as u64);
        code.extend_from_slice(&s.bytes);
        for _ in 0..PAD {
            code.extend_from_slice(&NOP.to_le_bytes());
        }
    }
    std::fs::write(tmp, elf(&code)).expect("writing the oracle's ELF");
    let tool = format!("llvm-objdump-{}", llvm_release());
    let mut cmd = Command::new(&tool);
    cmd.arg("-d").arg(format!("--mcpu={cpu}"));
    if !cpu.starts_with("gfx9") {
        cmd.arg(if wave64 {
            "--mattr=+wavefrontsize64"
        } else {
            "--mattr=+wavefrontsize32"
        });
    }
    let res = cmd
        .arg(tmp)
        .output()
        .unwrap_or_else(|e| panic!("{tool} is required by this test ({e}); run `bash .ci/run`"));
    if !res.status.success() {
        let stderr = String::from_utf8_lossy(&res.stderr);
        assert!(
            !stderr.contains(&format!("{tool}: error:")),
            "{tool} rejected the test ELF: {stderr}"
        );
        if samples.len() == 1 {
            out.push(Verdict::Skip);
            return;
        }
        let (a, b) = samples.split_at(samples.len() / 2);
        oracle(cpu, wave64, a, tmp, out);
        oracle(cpu, wave64, b, tmp, out);
        return;
    }
    let text = String::from_utf8_lossy(&res.stdout);
    let mut at = BTreeMap::new();
    for (insn, addr, words) in support::instruction_lines(&text) {
        let Ok(addr) = u64::from_str_radix(addr, 16) else {
            continue;
        };
        // Encoding words, then maybe a branch target or a `; Warning: ...` comment.
        let n = words
            .split_whitespace()
            .take_while(|w| w.len() == 8 && w.chars().all(|c| c.is_ascii_hexdigit()))
            .count();
        at.insert(addr, (insn.to_string(), n * 4));
    }
    for &s in &starts {
        out.push(match at.remove(&s) {
            // llvm-objdump 19 prints a word it cannot decode as `.long 0x...`.
            Some((t, _)) if t == "<unknown>" || t.starts_with(".long ") => Verdict::Reject,
            Some((t, n)) => Verdict::Text(t, n),
            None => Verdict::Skip,
        });
    }
}

#[derive(Default)]
struct Tally {
    accepted: usize,
    agree: usize,
    rejected: usize,
    reject_agree: usize,
    skipped: usize,
    /// Decoded by LLVM with an `/*Invalid ...*/` operand comment: reported, not rated.
    annotated: usize,
    annotated_agree: usize,
}

fn run_target(cpu: &'static str, wave64: bool, per_family: usize, seed: u64) -> String {
    let wave = if wave64 {
        WaveSize::Wave64
    } else {
        WaveSize::Wave32
    };
    let syntax = if llvm_release() == 22 {
        Syntax::Llvm22
    } else {
        Syntax::Llvm19
    };
    let d = Decoder::for_target(cpu, wave)
        .expect("supported target")
        .with_syntax(syntax);
    let gen = match cpu {
        c if c.starts_with("gfx9") => 9,
        c if c.starts_with("gfx10") => 10,
        c if c.starts_with("gfx11") => 11,
        _ => 12,
    };
    let tag = format!("{cpu}-w{}", if wave64 { 64 } else { 32 });
    let mut r = Rng(seed
        ^ tag.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        }));
    let mut samples = Vec::new();
    for l in layouts(cpu) {
        let mut ops: Vec<u32> = d.opcodes(l.family).map(u32::from).collect();
        if l.family == Family::Mimg && gen == 12 {
            // VIMAGE opcodes, then VSAMPLE ones as 0x100 + opcode.
            ops.retain(|&o| (o >> 8 == 1) == (l.name == "VSAMPLE"));
        }
        if ops.is_empty() {
            ops = (0..1u32 << l.op.1).collect();
        }
        for i in 0..per_family {
            let op = ops[(i + r.below(ops.len() as u64) as usize) % ops.len()];
            samples.push(gen_word(&mut r, &l, op, gen));
        }
    }
    let tmp =
        std::env::temp_dir().join(format!("hdb-disasm-random-{}-{tag}.o", std::process::id()));
    let mut verdicts = Vec::new();
    let refs: Vec<&Sample> = samples.iter().collect();
    for chunk in refs.chunks(4000) {
        oracle(cpu, wave64, chunk, &tmp, &mut verdicts);
    }
    let _ = std::fs::remove_file(&tmp);

    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let mut bad: BTreeMap<String, (usize, String)> = BTreeMap::new();
    let mut padded = Vec::new();
    for (s, v) in samples.iter().zip(&verdicts) {
        padded.clear();
        padded.extend_from_slice(&s.bytes);
        // As in the oracle's ELF (MIMG NSA forms read up to three dwords past the sample).
        for _ in 0..PAD {
            padded.extend_from_slice(&NOP.to_le_bytes());
        }
        let inst = d.decode(&padded);
        let t = tallies.entry(s.form.clone()).or_default();
        let words = || {
            s.bytes
                .chunks(4)
                .map(|c| format!("{:08x}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                .collect::<Vec<_>>()
                .join(" ")
        };
        match v {
            Verdict::Skip => t.skipped += 1,
            Verdict::Reject => {
                t.rejected += 1;
                if !inst.is_valid() && inst.len() == 4 {
                    t.reject_agree += 1;
                } else {
                    let e = bad
                        .entry(format!("{tag} {} rejected-by-llvm", s.form))
                        .or_insert((0, String::new()));
                    e.0 += 1;
                    if e.1.is_empty() {
                        e.1 = format!(
                            "{} | llvm <unknown> | hdb `{}` len {}",
                            words(),
                            inst.text(),
                            inst.len()
                        );
                    }
                }
            }
            Verdict::Text(want, n) if want.contains("/*Invalid") || want.contains("/*invalid") => {
                t.annotated += 1;
                if inst.text() == *want && inst.len() == *n {
                    t.annotated_agree += 1;
                }
            }
            Verdict::Text(want, n) => {
                t.accepted += 1;
                let got = inst.text();
                if got == *want && inst.len() == *n {
                    t.agree += 1;
                } else {
                    let mnem = want.split(' ').next().unwrap_or("");
                    let e = bad
                        .entry(format!("{tag} {} {mnem}", s.form))
                        .or_insert((0, String::new()));
                    e.0 += 1;
                    if e.1.is_empty() {
                        e.1 = format!(
                            "{} | llvm `{want}` len {n} | hdb `{got}` len {}",
                            words(),
                            inst.len()
                        );
                    }
                }
            }
        }
    }
    let mut rep = String::new();
    let (mut acc, mut agr, mut rej, mut rja, mut skp) = (0, 0, 0, 0, 0);
    for (form, t) in &tallies {
        let _ = writeln!(
            rep,
            "  {tag:12} {form:14} accepted {:5} agree {:5} ({:7.3}%) | rejected {:5} invalid {:5} | annotated {}/{} | skipped {}",
            t.accepted,
            t.agree,
            100.0 * t.agree as f64 / t.accepted.max(1) as f64,
            t.rejected,
            t.reject_agree,
            t.annotated_agree,
            t.annotated,
            t.skipped
        );
        acc += t.accepted;
        agr += t.agree;
        rej += t.rejected;
        rja += t.reject_agree;
        skp += t.skipped;
    }
    let _ = writeln!(
        rep,
        "TOTAL {tag:12} accepted {acc} agree {agr} ({:.3}%) | rejected {rej} invalid {rja} ({:.3}%) | skipped {skp}",
        100.0 * agr as f64 / acc.max(1) as f64,
        100.0 * rja as f64 / rej.max(1) as f64
    );
    let mut v: Vec<_> = bad.into_iter().collect();
    v.sort_by_key(|e| std::cmp::Reverse(e.1 .0));
    for (k, (n, ex)) in v {
        let _ = writeln!(rep, "MISMATCH {n:5} {k}: {ex}");
    }
    rep
}

#[test]
fn random_words_match_llvm_objdump() {
    let per_family: usize = std::env::var("HDB_RANDOM_WORDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1500);
    let seed: u64 = std::env::var("HDB_RANDOM_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x6864_6221);
    let only = std::env::var("HDB_RANDOM_TARGET").ok();
    let runs: Vec<(&'static str, bool)> = [
        ("gfx900", true),
        ("gfx906", true),
        ("gfx908", true),
        ("gfx90a", true),
        ("gfx942", true),
        ("gfx1030", false),
        ("gfx1030", true),
        ("gfx1100", false),
        ("gfx1100", true),
        ("gfx1200", false),
        ("gfx1200", true),
    ]
    .into_iter()
    .filter(|(c, _)| only.as_deref().is_none_or(|o| o == *c))
    .collect();
    println!(
        "llvm-objdump-{}, seed {seed:#x}, {per_family} words per family",
        llvm_release()
    );
    // Two workers: the oracle runs are the cost.
    let queue = std::sync::Mutex::new(runs.clone());
    let reports = std::sync::Mutex::new(BTreeMap::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some((cpu, w64)) = queue.lock().unwrap().pop() else {
                    break;
                };
                let rep = run_target(cpu, w64, per_family, seed);
                reports.lock().unwrap().insert((cpu, w64), rep);
            });
        }
    });
    let reports = reports.into_inner().unwrap();
    let mut failures = Vec::new();
    let (mut acc, mut agr) = (0u64, 0u64);
    for ((cpu, w64), rep) in &reports {
        print!("{rep}");
        for l in rep.lines().filter(|l| l.starts_with("TOTAL")) {
            let num = |key: &str| -> u64 {
                l.split(key)
                    .nth(1)
                    .and_then(|s| s.split_whitespace().next())
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0)
            };
            acc += num(" accepted ");
            agr += num(" agree ");
        }
        let total = rep.lines().find(|l| l.starts_with("TOTAL")).unwrap_or("");
        let rate = |key: &str| -> f64 {
            total
                .split(key)
                .nth(1)
                .and_then(|s| s.split('(').nth(1))
                .and_then(|s| s.split('%').next())
                .and_then(|s| s.parse().ok())
                .unwrap_or(0.0)
        };
        if rate(" agree ") < 99.5 {
            failures.push(format!(
                "{cpu} w{}: agreement {}% < 99.5%",
                if *w64 { 64 } else { 32 },
                rate(" agree ")
            ));
        }
    }
    let overall = 100.0 * agr as f64 / acc.max(1) as f64;
    println!("OVERALL agreement on words LLVM decodes: {agr}/{acc} ({overall:.3}%)");
    // The report is also kept on disk, since cargo shows a passing test's output only with
    // --nocapture.
    let mut all: String = reports.values().cloned().collect();
    let _ = writeln!(
        all,
        "OVERALL agreement on words LLVM decodes: {agr}/{acc} ({overall:.3}%)"
    );
    let out = support::root().join("target").join("disasm_random.txt");
    if std::fs::write(&out, all).is_ok() {
        println!("report: {}", out.display());
    }
    if overall < 99.5 {
        failures.push(format!("overall agreement {overall:.3}% < 99.5%"));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
