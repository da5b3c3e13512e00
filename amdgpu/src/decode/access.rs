//! Typed accessors for what the instruction text shows: the operands and controls of the memory
//! families ([`Instruction::mem`]), the VOP3/VOP3P modifiers ([`Instruction::vop_modifiers`]),
//! the SDWA and DPP controls ([`Instruction::sdwa`], [`Instruction::dpp`]) and the second
//! destination of a VOPD pair ([`Instruction::vopd_y_dst`]).
//!
//! Users that need a field's meaning (the simulator, the unwinder's prologue analysis) read it
//! here instead of re-decoding raw words or parsing text. The printers in `mem.rs`, `mimg.rs`
//! and `mod.rs` read the same values through these accessors (adding only which modifiers LLVM
//! prints per opcode), so each field's position is decoded in one place and an accessor agrees
//! with the text, which agrees with `llvm-objdump` (`tests/mem_access.rs` checks the memory
//! accessors on the whole corpus).

use super::operand::{self, Operand, RegKind};
use super::table::{Class, Entry, Field, Tok};
use super::{Ext, Family, Instruction, IsaFamily, OpFacts, Opcode, Syntax};

/// The operands and controls of a memory instruction (SMEM, DS, FLAT/GLOBAL/SCRATCH, MUBUF,
/// MTBUF), as the instruction text shows them. A register operand the instruction does not
/// have, or that the encoding turns off (`off`, `null`), is `None`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemOperands {
    /// The immediate byte offset, sign-extended where the generation's field is signed: SMEM
    /// 21 bits (24 on GFX12), GLOBAL/SCRATCH 13 bits (12 on GFX10, 24 on GFX12), FLAT 13 bits
    /// unsigned before GFX12, MUBUF/MTBUF 12 bits unsigned (GFX12 VBUFFER 24 bits signed),
    /// DS 16 bits unsigned. DS
    /// two-address forms (`ds_read2_b32`, `ds_store_2addr_b64`): `offset0`, in elements (see
    /// [`MemOperands::offset1`]). `ds_swizzle_b32`: the 16-bit swizzle pattern, not an offset.
    pub offset: i32,
    /// DS two-address forms: `offset1`, in elements (the stride-64 forms scale both by 64).
    pub offset1: Option<u8>,
    /// The VGPR address: DS `addr`; FLAT `vaddr` (64 bits); GLOBAL `vaddr` (64 bits, or a
    /// 32-bit offset from `saddr`); SCRATCH `vaddr` when the address uses it; MUBUF/MTBUF
    /// `vaddr` with `idxen`/`offen` (two VGPRs, index then offset, when both are set).
    pub addr: Option<Operand>,
    /// The data the instruction sends: store data, atomic source data (a compare-swap's
    /// data and compare values together), DS `data0`, SMEM store/atomic `sdata`.
    pub data: Option<Operand>,
    /// DS `data1` (two-address stores, `ds_cmpst`/`ds_cmpstore`, `ds_wrxchg2`).
    pub data1: Option<Operand>,
    /// The registers the instruction writes: load destinations, returning atomics' pre-op
    /// value. `None` for loads into LDS ([`MemOperands::lds`]).
    pub dst: Option<Operand>,
    /// SMEM: the base (an SGPR pair holding an address, or four holding a buffer resource).
    pub sbase: Option<Operand>,
    /// GLOBAL/SCRATCH: the scalar address (64-bit base, or the 32-bit scratch offset).
    pub saddr: Option<Operand>,
    /// MUBUF/MTBUF: the buffer resource (four SGPRs).
    pub srsrc: Option<Operand>,
    /// MUBUF/MTBUF/SMEM: the scalar byte offset added to the address (an SGPR, an inline
    /// constant, or on GFX10+ MUBUF a literal).
    pub soffset: Option<Operand>,
    /// MUBUF/MTBUF `offen`: the address has a per-lane VGPR offset.
    pub offen: bool,
    /// MUBUF/MTBUF `idxen`: the address has a per-lane VGPR index (scaled by the stride).
    pub idxen: bool,
    /// GFX9/GFX10 MUBUF and FLAT/GLOBAL `lds`: the load writes LDS at M0, not VGPRs.
    pub lds: bool,
    /// DS `gds`: the global data share instead of LDS (before GFX12; not on gfx940).
    pub gds: bool,
    /// MUBUF/MTBUF (GFX12 VBUFFER) `tfe`: one more destination register receives the fault
    /// status.
    pub tfe: bool,
    /// gfx90a/gfx940: the data and destination registers are AGPRs (the `acc` bit).
    pub acc: bool,
    /// MTBUF: the 7-bit `format` field (data and numeric format; its text is per target).
    pub format: Option<u8>,
    /// The cache-policy bits (`None` for DS, which has none, and GFX12 SMEM prefetches).
    pub cache: Option<CachePolicy>,
}

/// A memory instruction's cache-policy bits, as each generation names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CachePolicy {
    /// GFX9 (but gfx940), GFX10, GFX11: `glc` (also: an atomic returns its pre-op value),
    /// `slc`, `dlc` (GFX10+), gfx90a `scc`. SMEM has only `glc` and `dlc`.
    Glc {
        /// Globally coherent.
        glc: bool,
        /// System level coherent (streaming).
        slc: bool,
        /// Device level coherent (GFX10+).
        dlc: bool,
        /// gfx90a: system coherent.
        scc: bool,
    },
    /// The gfx940 family's scope and non-temporal bits (the `glc`, `scc` and `slc` bits).
    Gfx940 {
        /// Scope bit 0 (`glc`'s place; an atomic returns its pre-op value).
        sc0: bool,
        /// Scope bit 1 (`scc`'s place).
        sc1: bool,
        /// Non-temporal (`slc`'s place).
        nt: bool,
    },
    /// GFX12: the temporal hint (`th:`; for atomics bit 0 means "return") and `scope:`
    /// (0 CU, 1 SE, 2 device, 3 system), and the gfx1250 bits LLVM 22 prints on gfx1200 too
    /// (`nv`, `scale_offset`; always false with LLVM 19's tables, which do not show them).
    Gfx12 {
        /// Temporal hint.
        th: u8,
        /// Coherence scope.
        scope: u8,
        /// `nv` (non-volatile; SMEM bit 20, FLAT/GLOBAL/SCRATCH and VBUFFER bit 7).
        nv: bool,
        /// `scale_offset`: the offset is scaled by the access size (SMEM bit 56,
        /// FLAT/GLOBAL/SCRATCH bit 48).
        scale_offset: bool,
    },
}

impl CachePolicy {
    /// For a load: whether it reads memory as other work-groups see it, past the caches of
    /// its own compute unit (`glc`; gfx940 `sc0`/`sc1`; GFX12 `scope:` device or system). It
    /// is how atomic loads and volatile loads are compiled, as opposed to plain ones.
    pub fn coherent_load(self) -> bool {
        match self {
            CachePolicy::Glc { glc, .. } => glc,
            CachePolicy::Gfx940 { sc0, sc1, .. } => sc0 || sc1,
            CachePolicy::Gfx12 { scope, .. } => scope >= 2,
        }
    }

    /// For an atomic: whether it returns the memory's pre-op value (`glc`, `sc0`, `th` bit 0).
    pub fn atomic_returns(self) -> bool {
        match self {
            CachePolicy::Glc { glc, .. } => glc,
            CachePolicy::Gfx940 { sc0, .. } => sc0,
            CachePolicy::Gfx12 { th, .. } => th & 1 != 0,
        }
    }
}

/// The VOP3/VOP3P source and output modifiers, one bit per source (bit `k` for source `k`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VopModifiers {
    /// Absolute value of a float source (VOP3; VOP3P `v_fma_mix*`, whose `neg_hi` bits are
    /// abs bits).
    pub abs: u8,
    /// Negation of a float source (VOP3P: of the low halves, `neg_lo`).
    pub neg: u8,
    /// VOP3P: negation of the high halves.
    pub neg_hi: u8,
    /// Clamp the result (to [0, 1] for floats, saturate integers).
    pub clamp: bool,
    /// VOP3 output modifier: 0 none, 1 ×2, 2 ×4, 3 ÷2.
    pub omod: u8,
    /// `op_sel`: VOP3 bits 0-2 pick a 16-bit source's high half, bit 3 writes the
    /// destination's high half; VOP3P bits 0-2 pick the half feeding each source's low lane.
    pub op_sel: u8,
    /// VOP3P `op_sel_hi`: the half feeding each source's high lane.
    pub op_sel_hi: u8,
}

/// An SDWA operand select: which byte or word of a dword an operand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum SdwaSel {
    Byte0,
    Byte1,
    Byte2,
    Byte3,
    Word0,
    Word1,
    Dword,
}

impl SdwaSel {
    fn from_bits(v: u32) -> SdwaSel {
        match v {
            0 => SdwaSel::Byte0,
            1 => SdwaSel::Byte1,
            2 => SdwaSel::Byte2,
            3 => SdwaSel::Byte3,
            4 => SdwaSel::Word0,
            5 => SdwaSel::Word1,
            // The decoder rejects 7 (reserved).
            _ => SdwaSel::Dword,
        }
    }

    /// The selected bits of the dword: (low bit, width).
    pub fn bit_range(self) -> (u32, u32) {
        match self {
            SdwaSel::Byte0 => (0, 8),
            SdwaSel::Byte1 => (8, 8),
            SdwaSel::Byte2 => (16, 8),
            SdwaSel::Byte3 => (24, 8),
            SdwaSel::Word0 => (0, 16),
            SdwaSel::Word1 => (16, 16),
            SdwaSel::Dword => (0, 32),
        }
    }
}

/// What an SDWA destination's bits outside `dst_sel` become.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DstUnused {
    /// Zeros.
    Pad,
    /// The result's sign bit, extended upward (bits below the select are zeros).
    Sext,
    /// The destination register's previous bits.
    Preserve,
}

/// One SDWA source's controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SdwaSrc {
    /// The byte or word the operation reads, extended to 32 bits.
    pub sel: SdwaSel,
    /// Integer operations: sign-extend the selected bits (else zero-extend).
    pub sext: bool,
    /// Float operations: negate.
    pub neg: bool,
    /// Float operations: absolute value (applied before `neg`).
    pub abs: bool,
}

/// The GFX9/GFX10 SDWA form's controls (second dword of a VOP1/VOP2/VOPC).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sdwa {
    /// Where the result goes in the destination (`None` for VOPC, which writes a mask).
    pub dst_sel: Option<SdwaSel>,
    /// What the rest of the destination becomes (`None` for VOPC).
    pub dst_unused: Option<DstUnused>,
    /// Source 0.
    pub src0: SdwaSrc,
    /// Source 1 (`None` for VOP1).
    pub src1: Option<SdwaSrc>,
    /// Clamp the result (VOP1/VOP2).
    pub clamp: bool,
    /// VOP1/VOP2 output modifier (GFX9 and GFX10): 0 none, 1 ×2, 2 ×4, 3 ÷2.
    pub omod: u8,
    /// VOPC: the explicit SGPR (or `exec`) destination of the mask, `None` for VCC.
    pub sdst: Option<Operand>,
}

/// A DPP16 lane pattern (`dpp_ctrl`), as the target defines the encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DppControl {
    /// Lane `i` of each group of four reads lane `lanes[i]` of the group.
    QuadPerm([u8; 4]),
    /// Shift left within each row of 16 lanes by 1-15.
    RowShl(u8),
    /// Shift right within each row by 1-15.
    RowShr(u8),
    /// Rotate right within each row by 1-15.
    RowRor(u8),
    /// GFX9: shift the whole wave left by one lane.
    WaveShl,
    /// GFX9: rotate the whole wave left by one lane.
    WaveRol,
    /// GFX9: shift the whole wave right by one lane.
    WaveShr,
    /// GFX9: rotate the whole wave right by one lane.
    WaveRor,
    /// Reverse the lanes of each row.
    RowMirror,
    /// Reverse the lanes of each half row.
    RowHalfMirror,
    /// GFX9: lane 15 of each row feeds the next row.
    RowBcast15,
    /// GFX9: lane 31 feeds rows 2 and 3.
    RowBcast31,
    /// GFX10+: every lane of a row reads lane `n` of its row.
    RowShare(u8),
    /// gfx90a/gfx940: lane `n` of each row broadcast (the only control of 64-bit DPP).
    RowNewBcast(u8),
    /// GFX10+: each lane reads lane `own ^ n` of its row.
    RowXmask(u8),
    /// A value this target does not define.
    Reserved(u16),
}

/// The DPP controls of a DPP16 or DPP8 form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dpp {
    /// DPP16: a row-based pattern with row and bank masks.
    Dpp16 {
        /// The lane pattern.
        control: DppControl,
        /// Rows (of 16 lanes) that write their results.
        row_mask: u8,
        /// Banks (lanes `4k..4k+3` of each row) that write their results.
        bank_mask: u8,
        /// A read from an invalid or disabled lane gives 0 (else the destination keeps its
        /// value).
        bound_ctrl: bool,
        /// GFX10+ `fi`: fetch from inactive lanes too.
        fetch_inactive: bool,
        /// VOP1/VOP2/VOPC, per source (bit 0 src0, bit 1 src1): negate (VOP3 DPP: see
        /// [`VopModifiers`]).
        neg: u8,
        /// VOP1/VOP2/VOPC, per source: absolute value.
        abs: u8,
    },
    /// GFX10+ DPP8: lane `i` of each group of eight reads lane `lanes[i]` of the group.
    Dpp8 {
        /// Source lane per lane of the group.
        lanes: [u8; 8],
        /// `fi`: fetch from inactive lanes too.
        fetch_inactive: bool,
    },
}

/// Sign-extends the low `bits` bits of `v`.
fn sext(v: u32, bits: u32) -> i32 {
    ((v << (32 - bits)) as i32) >> (32 - bits)
}

/// `None` for the `null` register, which disables an operand.
fn non_null(op: Operand) -> Option<Operand> {
    match op {
        Operand::Reg {
            kind: RegKind::Null,
            ..
        } => None,
        _ => Some(op),
    }
}

/// `count` VGPRs from `index` (memory address fields print as plain VGPRs).
fn vgprs(index: u16, count: u8) -> Operand {
    Operand::Reg {
        kind: RegKind::Vgpr,
        index,
        count,
    }
}

impl Instruction {
    /// The class and width the template gives a field, if the instruction has it.
    fn tpl_field(&self, f: Field) -> Option<(Class, u8)> {
        self.template().iter().find_map(|t| match *t {
            Tok::F(x, c, w, _, _) if x == f => Some((c, w)),
            _ => None,
        })
    }

    /// The operand a template field names (as the text prints it).
    fn tpl_operand(&self, f: Field) -> Option<Operand> {
        self.tpl_field(f).map(|(c, w)| self.field_operand(f, c, w))
    }

    /// The cache-policy bits of an SMEM, FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF (GFX12 VBUFFER) or
    /// image instruction: the one place their positions per generation are read (`mem()`
    /// reports them, `CachePolicy::write` prints them). `shown_only`: only the bits LLVM prints
    /// for this opcode (SMEM: `s_dcache_inv` ignores `dlc`; gfx940 `buffer_wbl2`).
    pub(super) fn cache_policy(&self, e: &Entry, shown_only: bool) -> CachePolicy {
        let mask = if shown_only { e.shown } else { !0 };
        let field = |lo: u32, n: u32| (self.bits(lo, n) & (mask >> lo) as u32) as u8;
        let smem = self.family == Family::Smem;
        let g = self.t.gen;
        if g == IsaFamily::Gfx12 {
            // `nv` and `scale_offset` only where the release's tables show them (LLVM 22),
            // whatever `shown_only` asks: LLVM 19 ignores the bits.
            let shown = |b: Option<u32>| b.is_some_and(|b| e.shown >> b & 1 != 0 && self.bit(b));
            let (nv, scale_offset) = match self.family {
                // SMEM `nv` (bit 20) is the top bit of the tables' 8-bit opcode field (LLVM
                // decodes 6 bits), so no entry shows it: LLVM 22 prints it wherever the
                // operation has a cache policy (`th`/`scope` shown), LLVM 19 never.
                Family::Smem => (
                    self.t.syntax == Syntax::Llvm22 && e.shown >> 21 & 0xf != 0 && self.bit(20),
                    shown(Some(56)),
                ),
                Family::Flat | Family::Global | Family::Scratch => {
                    (shown(Some(7)), shown(Some(48)))
                }
                Family::Mubuf | Family::Mtbuf => (shown(Some(7)), false),
                _ => (false, false),
            };
            return if smem {
                CachePolicy::Gfx12 {
                    th: field(23, 2),
                    scope: field(21, 2),
                    nv,
                    scale_offset,
                }
            } else {
                CachePolicy::Gfx12 {
                    th: field(52, 3),
                    scope: field(50, 2),
                    nv,
                    scale_offset,
                }
            };
        }
        // (glc, slc, dlc, scc) positions; `scc` is gfx90a's (and gfx940's `sc1`).
        let (glc, slc, dlc, scc) = match (self.family, g) {
            (Family::Smem, IsaFamily::Gfx9) => (16, None, None, None),
            (Family::Smem, IsaFamily::Gfx10) => (16, None, Some(14), None),
            (Family::Smem, _) => (14, None, Some(13), None),
            (Family::Flat | Family::Global | Family::Scratch, IsaFamily::Gfx9) => {
                (16, Some(17), None, Some(25))
            }
            (Family::Flat | Family::Global | Family::Scratch, IsaFamily::Gfx10) => {
                (16, Some(17), Some(12), None)
            }
            (Family::Flat | Family::Global | Family::Scratch, _) => (14, Some(15), Some(13), None),
            (Family::Mtbuf, IsaFamily::Gfx9) => (14, Some(54), None, Some(53)),
            (Family::Mubuf, IsaFamily::Gfx9) => (14, Some(17), None, Some(15)),
            (Family::Mubuf | Family::Mtbuf, IsaFamily::Gfx10) => (14, Some(54), Some(15), None),
            (Family::Mubuf | Family::Mtbuf, _) => (14, Some(12), Some(13), None),
            (_, IsaFamily::Gfx9) => (13, Some(25), None, Some(7)),
            (_, IsaFamily::Gfx10) => (13, Some(25), Some(7), None),
            _ => (14, Some(12), Some(13), None),
        };
        let on = |b: Option<u32>| b.is_some_and(|b| field(b, 1) != 0);
        let (glc, slc, dlc) = (on(Some(glc)), on(slc), on(dlc));
        let scc = self.t.gfx90a && on(scc);
        // SMEM keeps the `glc` name on gfx940.
        if self.t.gfx940 && !smem {
            CachePolicy::Gfx940 {
                sc0: glc,
                sc1: scc,
                nt: slc,
            }
        } else {
            CachePolicy::Glc { glc, slc, dlc, scc }
        }
    }

    /// SMEM's offset operand (as `mem::smem` prints it): the immediate byte offset the text
    /// shows, and the SGPR or constant soffset (`None` when the field holds `null` on GFX10+,
    /// where the text then shows only the immediate, or `null` without one). GFX9 selects
    /// them with `imm` (bit 17: the offset field is an immediate, else an SGPR code) and `soe`
    /// (bit 14: the soffset field adds an SGPR too).
    pub(super) fn smem_offset(&self) -> (Option<i32>, Option<Operand>) {
        let g = self.t.gen;
        let soffset = || operand::decode_src(g, self.bits(57, 7) as u16, 1, 0, false);
        if g == IsaFamily::Gfx9 {
            let offset = self.bits(32, 21);
            return match (self.bit(17), self.bit(14)) {
                (true, soe) => (Some(sext(offset, 21)), soe.then(soffset)),
                (false, false) => (
                    None,
                    Some(operand::decode_src(g, (offset & 0x7f) as u16, 1, 0, false)),
                ),
                (false, true) => (None, Some(soffset())),
            };
        }
        let bits = if g == IsaFamily::Gfx12 { 24 } else { 21 };
        let offset = sext(self.bits(32, bits), bits);
        // GFX12 shows the immediate even when it is zero.
        (
            (offset != 0 || g == IsaFamily::Gfx12).then_some(offset),
            non_null(soffset()),
        )
    }

    /// A memory instruction's operands and controls; `None` for other families (MIMG and the
    /// GFX12 image encodings included). GFX12 VBUFFER is decoded as MUBUF/MTBUF.
    pub fn mem(&self) -> Option<MemOperands> {
        let e = self.entry?;
        match self.family {
            Family::Smem => Some(self.smem_operands(e)),
            Family::Ds => Some(self.ds_operands(e)),
            Family::Flat | Family::Scratch | Family::Global => Some(self.flat_operands(e)),
            Family::Mubuf | Family::Mtbuf => Some(self.buffer_operands(e)),
            _ => None,
        }
    }

    /// SMEM (as `mem::smem` prints it).
    fn smem_operands(&self, e: &Entry) -> MemOperands {
        let g = self.t.gen;
        let facts = e.facts();
        let mut m = MemOperands {
            sbase: self.tpl_operand(Field::Sbase),
            ..MemOperands::default()
        };
        let offset = || {
            let (imm, soffset) = self.smem_offset();
            (imm.unwrap_or(0), soffset.and_then(non_null))
        };
        if g == IsaFamily::Gfx12 && facts.contains(OpFacts::PREFETCH) {
            // The sdata field holds the prefetch's length, an immediate.
            (m.offset, m.soffset) = offset();
            return m;
        }
        // A trailing text token is the offset operand's place (s_memtime has none).
        let has_offset = matches!(self.template().last(), Some(Tok::T(s)) if s.starts_with(", "));
        if has_offset {
            (m.offset, m.soffset) = offset();
        }
        let cache = self.cache_policy(e, true);
        m.cache = Some(cache);
        // sdata: sent by stores and atomics, written by loads (and s_memtime and friends)
        // and by atomics that return.
        let sdata = self.tpl_operand(Field::Sdata);
        let sends = facts.intersects(OpFacts::STORE | OpFacts::ATOMIC);
        if sends {
            m.data = sdata;
        }
        if !sends || (facts.contains(OpFacts::ATOMIC) && cache.atomic_returns()) {
            m.dst = sdata;
        }
        m
    }

    /// DS (as `mem::ds` prints it).
    fn ds_operands(&self, e: &Entry) -> MemOperands {
        MemOperands {
            addr: self.tpl_operand(Field::Addr),
            data: self.tpl_operand(Field::Data0),
            data1: self.tpl_operand(Field::Data1),
            dst: self.tpl_operand(Field::Vdst),
            acc: self.mem_acc(Field::Vdst),
            ..self.ds_controls(e)
        }
    }

    /// DS offsets and `gds`, without the registers (`mem::ds` prints those from the template).
    pub(super) fn ds_controls(&self, e: &Entry) -> MemOperands {
        let facts = e.facts();
        let mut m = MemOperands::default();
        let (off0, off1) = (self.bits(0, 8), self.bits(8, 8));
        if e.name == Opcode::DsSwizzleB32 as u16 {
            m.offset = self.bits(0, 16) as i32;
        } else if facts.contains(OpFacts::DS_TWO_OFFSETS) {
            m.offset = off0 as i32;
            m.offset1 = Some(off1 as u8);
        } else if e.zero & 1 == 0 || e.zero >> 8 & 1 == 0 {
            m.offset = (off0 | off1 << 8) as i32;
        }
        let gds = match self.t.gen {
            IsaFamily::Gfx9 => Some(16),
            IsaFamily::Gfx10 | IsaFamily::Gfx11 => Some(17),
            IsaFamily::Gfx12 => None,
        };
        // gfx940 has no GDS; LLVM ignores the bit there.
        m.gds = gds.is_some_and(|b| e.shown >> b & 1 != 0 && self.bit(b)) && !self.t.gfx940;
        m
    }

    /// FLAT/GLOBAL/SCRATCH (as `mem::flat` prints it).
    fn flat_operands(&self, e: &Entry) -> MemOperands {
        let g = self.t.gen;
        let facts = e.facts();
        let fam = self.family;
        let atomic = facts.contains(OpFacts::ATOMIC);
        let cache = self.cache_policy(e, false);
        let mut m = MemOperands {
            data: self.tpl_operand(Field::Vdata),
            acc: self.mem_acc(Field::Vdata),
            cache: Some(cache),
            ..MemOperands::default()
        };
        let saddr_code = self.field_code(Field::Saddr);
        let off_code = match g {
            IsaFamily::Gfx9 => 0x7f,
            IsaFamily::Gfx10 => 0x7d,
            _ => 0x7c,
        };
        // GFX10 prints 0x7f (exec_hi) as `off` too.
        let saddr_off = saddr_code == off_code
            || (matches!(g, IsaFamily::Gfx9 | IsaFamily::Gfx10) && saddr_code == 0x7f);
        let no_operands = !self.template().iter().any(|t| matches!(t, Tok::F(..)));
        // GFX9/GFX10 `lds` loads write LDS, not a VGPR (gfx940's bit 13 is SVE).
        m.lds = matches!(g, IsaFamily::Gfx9 | IsaFamily::Gfx10)
            && !self.t.gfx940
            && e.zero >> 13 & 1 == 0
            && self.bit(13);
        if m.lds {
        } else if let Some((c, w)) = self.tpl_field(Field::Vdst) {
            m.dst = Some(self.field_operand(Field::Vdst, c, w));
        } else if atomic && cache.atomic_returns() {
            // A returning atomic writes the vdst field, as wide as the data (half of a
            // compare-swap's data and compare values).
            let (c, w) = self.tpl_field(Field::Vdata).unwrap_or((Class::V, 1));
            let w = if facts.contains(OpFacts::CMPSWAP) {
                (w / 2).max(1)
            } else {
                w
            };
            m.dst = Some(self.field_operand(Field::Vdst, c, w));
        }
        let vaddr = self.field_code(Field::Vaddr);
        let has_vaddr = self
            .template()
            .iter()
            .any(|t| matches!(*t, Tok::F(Field::Vaddr, ..)));
        m.addr = match fam {
            _ if no_operands => None,
            Family::Flat => Some(vgprs(vaddr, 2)),
            // global_load_dword_addtid and friends have no VGPR address.
            Family::Global if !has_vaddr => None,
            Family::Global => Some(vgprs(vaddr, if saddr_off { 2 } else { 1 })),
            _ => {
                let addr_slot = has_vaddr
                    || self
                        .template()
                        .iter()
                        .any(|t| matches!(*t, Tok::T(s) if s.contains("off")));
                let used = match g {
                    // gfx940: the SVE bit (13, `lds` elsewhere) selects the VGPR address.
                    IsaFamily::Gfx9 if self.t.gfx940 => self.bit(13),
                    // The VGPR address is used when saddr is the `off` code proper (0x7d on
                    // GFX10, whose 0x7f also prints `off` but means no address at all).
                    IsaFamily::Gfx9 | IsaFamily::Gfx10 => saddr_code == off_code,
                    IsaFamily::Gfx11 => self.bit(55),
                    IsaFamily::Gfx12 => self.bit(49),
                };
                (addr_slot && used).then(|| vgprs(vaddr, 1))
            }
        };
        if matches!(fam, Family::Global | Family::Scratch) && !no_operands && !saddr_off {
            let w = if fam == Family::Global { 2 } else { 1 };
            m.saddr = Some(operand::decode_src(g, saddr_code, w, 0, false));
        }
        let (lo, bits) = match g {
            IsaFamily::Gfx9 => (0, 13),
            IsaFamily::Gfx10 => (0, 12),
            IsaFamily::Gfx11 => (0, 13),
            IsaFamily::Gfx12 => (72, 24),
        };
        let raw = self.bits(lo, bits);
        // GFX12 global_inv/global_wb/global_wbinv have no offset operand.
        if !(g == IsaFamily::Gfx12 && no_operands) {
            m.offset = if fam != Family::Flat || g == IsaFamily::Gfx12 {
                sext(raw, bits)
            } else {
                raw as i32
            };
        }
        m
    }

    /// MUBUF/MTBUF (as `mem::mubuf` prints it).
    fn buffer_operands(&self, e: &Entry) -> MemOperands {
        let g = self.t.gen;
        let facts = e.facts();
        let mtbuf = self.family == Family::Mtbuf;
        if self.template().is_empty() {
            // Cache maintenance (buffer_wbinvl1, buffer_gl0_inv): no operands.
            return MemOperands::default();
        }
        let (offen, idxen) = match g {
            IsaFamily::Gfx11 => (self.bit(54), self.bit(55)),
            IsaFamily::Gfx12 => (self.bit(62), self.bit(63)),
            _ => (self.bit(12), self.bit(13)),
        };
        let tfe = match g {
            IsaFamily::Gfx9 => !self.t.gfx90a && self.bit(55),
            IsaFamily::Gfx10 => self.bit(55),
            IsaFamily::Gfx11 => self.bit(53),
            IsaFamily::Gfx12 => self.bit(22),
        };
        let cache = self.cache_policy(e, false);
        let vaddr = self.field_code(Field::Vaddr);
        let mut m = MemOperands {
            offset: match g {
                IsaFamily::Gfx12 => sext(self.bits(72, 24), 24),
                _ => self.bits(0, 12) as i32,
            },
            addr: match (offen, idxen) {
                (true, true) => Some(vgprs(vaddr, 2)),
                (false, false) => None,
                _ => Some(vgprs(vaddr, 1)),
            },
            srsrc: Some(self.field_operand(Field::Srsrc, Class::S, 4)),
            soffset: non_null(operand::decode_src(
                g,
                self.field_code(Field::Soffset),
                1,
                self.literal,
                false,
            )),
            offen,
            idxen,
            // GFX9/GFX10 `lds`: the load goes to LDS and has no VGPR data operand.
            lds: g <= IsaFamily::Gfx10 && e.shown >> 16 & 1 != 0 && self.bit(16),
            tfe,
            acc: self.mem_acc(Field::Vdata),
            format: mtbuf.then(|| self.mtbuf_format() as u8),
            cache: Some(cache),
            ..MemOperands::default()
        };
        if let (Some((c, w)), false) = (self.tpl_field(Field::Vdata), m.lds) {
            let w = if tfe { w + 1 } else { w };
            let vdata = self.field_operand(Field::Vdata, c, w);
            let atomic = facts.contains(OpFacts::ATOMIC);
            let store = facts.contains(OpFacts::STORE);
            if store || atomic {
                m.data = Some(vdata);
            }
            if atomic && cache.atomic_returns() {
                let w = if facts.contains(OpFacts::CMPSWAP) {
                    (w / 2).max(1)
                } else {
                    w
                };
                m.dst = Some(self.field_operand(Field::Vdata, c, w));
            } else if !store && !atomic {
                m.dst = Some(vdata);
            }
        }
        m
    }

    /// The VOP3/VOP3P modifiers; `None` for other families and for MFMA/SMFMAC, whose
    /// modifier bits are `cbsz`/`abid`/`blgp`. Fields the encoding reuses are zero: VOP3 with
    /// a scalar destination (`v_add_co_u32_e64`, `v_div_scale_f32`) keeps it where `abs` and
    /// `op_sel` would be.
    pub fn vop_modifiers(&self) -> Option<VopModifiers> {
        let e = self.entry?;
        let facts = e.facts();
        match self.family {
            Family::Vop3 => {
                let sdst = self.has_field(Field::Sdst);
                Some(VopModifiers {
                    abs: if sdst { 0 } else { self.bits(8, 3) as u8 },
                    neg: self.bits(61, 3) as u8,
                    neg_hi: 0,
                    clamp: self.bit(15),
                    omod: self.bits(59, 2) as u8,
                    op_sel: if sdst { 0 } else { self.bits(11, 4) as u8 },
                    op_sel_hi: 0,
                })
            }
            Family::Vop3p if facts.contains(OpFacts::MATRIX) => None,
            Family::Vop3p => {
                // v_fma_mix*: the neg_hi bits are abs bits.
                let hi = self.bits(8, 3) as u8;
                let mix = facts.contains(OpFacts::MIX);
                Some(VopModifiers {
                    abs: if mix { hi } else { 0 },
                    neg: self.bits(61, 3) as u8,
                    neg_hi: if mix { 0 } else { hi },
                    clamp: self.bit(15),
                    omod: 0,
                    op_sel: self.bits(11, 3) as u8,
                    op_sel_hi: (self.bits(59, 2) | self.bits(14, 1) << 2) as u8,
                })
            }
            _ => None,
        }
    }

    /// The SDWA controls of a GFX9/GFX10 VOP1/VOP2/VOPC SDWA form (as `write_sdwa` prints
    /// them).
    pub fn sdwa(&self) -> Option<Sdwa> {
        if self.ext != Ext::Sdwa || self.entry.is_none() {
            return None;
        }
        let vopc = self.family == Family::Vopc;
        let src = |lo: u32| SdwaSrc {
            sel: SdwaSel::from_bits(self.bits(lo, 3)),
            sext: self.bit(lo + 3),
            neg: self.bit(lo + 4),
            abs: self.bit(lo + 5),
        };
        let wave = if self.t.wave == crate::WaveSize::Wave64 {
            2
        } else {
            1
        };
        Some(Sdwa {
            dst_sel: (!vopc).then(|| SdwaSel::from_bits(self.bits(40, 3))),
            dst_unused: (!vopc).then(|| match self.bits(43, 2) {
                0 => DstUnused::Pad,
                1 => DstUnused::Sext,
                // The decoder rejects 3 (reserved).
                _ => DstUnused::Preserve,
            }),
            src0: src(48),
            src1: (self.family != Family::Vop1).then(|| src(56)),
            clamp: !vopc && self.bit(45),
            omod: if vopc { 0 } else { self.bits(46, 2) as u8 },
            // VOPC: `sd` (bit 47) selects the SGPR destination in bits 40-46.
            sdst: (vopc && self.bit(47))
                .then(|| operand::decode_src(self.t.gen, self.bits(40, 7) as u16, wave, 0, false)),
        })
    }

    /// The DPP controls of a DPP16 or DPP8 form (as `write_dpp_ctrl` prints them): VOP1, VOP2
    /// and VOPC (the second dword), GFX11+ VOP3/VOP3P (the third; their source modifiers are
    /// the VOP3 ones, [`Instruction::vop_modifiers`]).
    pub fn dpp(&self) -> Option<Dpp> {
        self.entry?;
        let d = self.dpp_word();
        let vop3 = matches!(self.family, Family::Vop3 | Family::Vop3p);
        match self.ext {
            Ext::Dpp8 => {
                let mut lanes = [0u8; 8];
                for (i, l) in lanes.iter_mut().enumerate() {
                    *l = self.bits(d + 40 + 3 * i as u32, 3) as u8;
                }
                Some(Dpp::Dpp8 {
                    lanes,
                    // src0 code 234 (233 without).
                    fetch_inactive: self.bits(d, 9) == 234,
                })
            }
            Ext::Dpp => {
                let g = self.t.gen;
                let ctrl = self.bits(d + 40, 9) as u16;
                let n = (ctrl & 0xf) as u8;
                let dp = self.dpp_row_newbcast_only();
                let control = match ctrl {
                    0x150..=0x15f if dp => DppControl::RowNewBcast(n),
                    _ if dp => DppControl::Reserved(ctrl),
                    0x000..=0x0ff => DppControl::QuadPerm([
                        (ctrl & 3) as u8,
                        (ctrl >> 2 & 3) as u8,
                        (ctrl >> 4 & 3) as u8,
                        (ctrl >> 6 & 3) as u8,
                    ]),
                    0x101..=0x10f => DppControl::RowShl(n),
                    0x111..=0x11f => DppControl::RowShr(n),
                    0x121..=0x12f => DppControl::RowRor(n),
                    0x130 if g == IsaFamily::Gfx9 => DppControl::WaveShl,
                    0x134 if g == IsaFamily::Gfx9 => DppControl::WaveRol,
                    0x138 if g == IsaFamily::Gfx9 => DppControl::WaveShr,
                    0x13c if g == IsaFamily::Gfx9 => DppControl::WaveRor,
                    0x140 => DppControl::RowMirror,
                    0x141 => DppControl::RowHalfMirror,
                    0x142 if g == IsaFamily::Gfx9 => DppControl::RowBcast15,
                    0x143 if g == IsaFamily::Gfx9 => DppControl::RowBcast31,
                    0x150..=0x15f if g >= IsaFamily::Gfx10 => DppControl::RowShare(n),
                    0x150..=0x15f if self.t.gfx90a => DppControl::RowNewBcast(n),
                    0x160..=0x16f if g >= IsaFamily::Gfx10 => DppControl::RowXmask(n),
                    _ => DppControl::Reserved(ctrl),
                };
                Some(Dpp::Dpp16 {
                    control,
                    row_mask: self.bits(d + 60, 4) as u8,
                    bank_mask: self.bits(d + 56, 4) as u8,
                    bound_ctrl: self.bit(d + 51),
                    fetch_inactive: g >= IsaFamily::Gfx10 && self.bit(d + 50),
                    neg: if vop3 {
                        0
                    } else {
                        (self.bits(52, 1) | self.bits(54, 1) << 1) as u8
                    },
                    abs: if vop3 {
                        0
                    } else {
                        (self.bits(53, 1) | self.bits(55, 1) << 1) as u8
                    },
                })
            }
            _ => None,
        }
    }

    /// gfx90a/gfx940 64-bit (DP) operations take only `row_newbcast` as their DPP16 control.
    pub(super) fn dpp_row_newbcast_only(&self) -> bool {
        self.t.gfx90a
            && self
                .template()
                .iter()
                .any(|t| matches!(*t, Tok::F(_, _, 2, _, _)))
    }

    /// VOPD: the Y half's destination VGPR (the X half's is the first operand).
    pub fn vopd_y_dst(&self) -> Option<Operand> {
        if self.family != Family::Vopd {
            return None;
        }
        self.tpl_operand(Field::Vdsty)
    }

    /// The target of a PC-relative SOPP branch (`s_branch`, `s_cbranch_scc0/1`,
    /// `s_cbranch_vccz/nz`, `s_cbranch_execz/nz`, `s_cbranch_cdbg*`) at `pc`:
    /// `pc + 4 + simm16 * 4`. `None` for everything else (including the register forms
    /// `s_cbranch_join`, `s_cbranch_g_fork`, `s_cbranch_i_fork` and `s_setpc_b64`).
    pub fn branch_target(&self, pc: u64) -> Option<u64> {
        use super::Opcode as O;
        if self.family != Family::Sopp {
            return None;
        }
        match self.opcode()? {
            O::SBranch
            | O::SCbranchScc0
            | O::SCbranchScc1
            | O::SCbranchVccz
            | O::SCbranchVccnz
            | O::SCbranchExecz
            | O::SCbranchExecnz
            | O::SCbranchCdbgsys
            | O::SCbranchCdbguser
            | O::SCbranchCdbgsysOrUser
            | O::SCbranchCdbgsysAndUser => {
                let simm = self.words[0] as u16 as i16 as i64;
                Some(pc.wrapping_add(4).wrapping_add_signed(simm * 4))
            }
            _ => None,
        }
    }

    /// The registers the instruction writes by naming them: `sdst` (SALU results, VALU
    /// compare masks and carry-outs, `v_readlane`), `vdst` (both halves of a VOPD pair), the
    /// first source of a swap ([`OpFacts::WRITES_SRC0`]) and a memory instruction's
    /// [`MemOperands::dst`] (loads, returning atomics). An `sdst` field the opcode reads
    /// ([`OpFacts::SDST_READ`]: `s_cmpk_*`, `s_setreg_b32`) is not a destination. Image
    /// stores write no register; image atomics give their data registers whether they
    /// return or not (over-approximated, so a user that must not miss a write can rely on
    /// the list). Implicit writes (VCC of VOPC/VOP2 `_e32` forms, SCC, EXEC of
    /// [`OpFacts::WRITES_EXEC`]) and the M0-relative register of [`OpFacts::DST_RELATIVE`]
    /// are not listed: ask the opcode's facts.
    pub fn destinations(&self) -> Vec<Operand> {
        if let Some(m) = self.mem() {
            return m.dst.into_iter().collect();
        }
        let facts = self.opcode().map(Opcode::facts).unwrap_or_default();
        if self.family == Family::Mimg {
            if facts.contains(OpFacts::STORE) {
                return Vec::new();
            }
            return self.image().map(|m| vec![m.data]).unwrap_or_default();
        }
        let sdst_read = facts.contains(OpFacts::SDST_READ);
        let mut out: Vec<Operand> = self
            .template()
            .iter()
            .filter_map(|t| match *t {
                Tok::F(Field::Sdst, ..) if sdst_read => None,
                Tok::F(
                    f @ (Field::Sdst | Field::Vdst | Field::Vdstx | Field::Vdsty),
                    c,
                    w,
                    _,
                    _,
                ) => Some(self.field_operand(f, c, w)),
                _ => None,
            })
            .collect();
        if facts.contains(OpFacts::WRITES_SRC0) {
            if let Some((c, w)) = self.tpl_field(Field::Src0) {
                out.push(self.field_operand(Field::Src0, c, w));
            }
        }
        out
    }

    /// The registers the instruction reads by naming them, the complement of
    /// [`Instruction::destinations`] among the printed register operands: ALU sources (an
    /// `sdst` the opcode reads, [`OpFacts::SDST_READ`], included), a memory instruction's
    /// address, data, base, resource and offset registers, an image instruction's address,
    /// resource, sampler and (stores, atomics) data registers. Constants are left out. A
    /// destination the operation also reads (`v_fmac_f32`'s accumulator, the kept half of a
    /// `d16` load) and implicit reads (VCC of `_e32` carry-ins and `v_cndmask_b32_e32`, SCC,
    /// EXEC, M0) are not listed.
    pub fn sources(&self) -> Vec<Operand> {
        let is_reg = |o: &Operand| matches!(o, Operand::Reg { .. });
        if let Some(m) = self.mem() {
            return [
                m.addr, m.data, m.data1, m.sbase, m.saddr, m.srsrc, m.soffset,
            ]
            .into_iter()
            .flatten()
            .filter(is_reg)
            .collect();
        }
        let facts = self.opcode().map(Opcode::facts).unwrap_or_default();
        if self.family == Family::Mimg {
            let Some(m) = self.image() else {
                return Vec::new();
            };
            let mut out: Vec<Operand> = m.addr().to_vec();
            out.push(m.rsrc);
            out.extend(m.samp);
            if facts.intersects(OpFacts::STORE | OpFacts::ATOMIC) {
                out.push(m.data);
            }
            return out.into_iter().filter(is_reg).collect();
        }
        let sdst_read = facts.contains(OpFacts::SDST_READ);
        self.template()
            .iter()
            .filter_map(|t| match *t {
                Tok::F(Field::Sdst, ..) if !sdst_read => None,
                Tok::F(Field::Vdst | Field::Vdstx | Field::Vdsty | Field::Kimm, ..) => None,
                Tok::F(f, c, w, _, _) => Some(self.field_operand(f, c, w)),
                _ => None,
            })
            .filter(is_reg)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decode::Decoder;
    use crate::WaveSize;

    /// Decodes `bytes` (from llvm-mc 19) for `target` and checks the text first.
    fn decode(target: &str, bytes: &[u8], text: &str) -> Instruction {
        let wave = if target.starts_with("gfx9") {
            WaveSize::Wave64
        } else {
            WaveSize::Wave32
        };
        let i = Decoder::for_target(target, wave).unwrap().decode(bytes);
        assert_eq!(i.text(), text);
        i
    }

    fn mem(target: &str, bytes: &[u8], text: &str) -> MemOperands {
        decode(target, bytes, text).mem().expect("memory operands")
    }

    fn reg(kind: RegKind, index: u16, count: u8) -> Option<Operand> {
        Some(Operand::Reg { kind, index, count })
    }

    fn s(index: u16, count: u8) -> Option<Operand> {
        reg(RegKind::Sgpr, index, count)
    }

    fn v(index: u16, count: u8) -> Option<Operand> {
        reg(RegKind::Vgpr, index, count)
    }

    const NO_CACHE: CachePolicy = CachePolicy::Glc {
        glc: false,
        slc: false,
        dlc: false,
        scc: false,
    };

    /// Destinations come from the fields and the opcode's facts: a read `sdst` is none, a
    /// swap writes its source, a carry-out is one, an image store writes no register.
    #[test]
    fn destinations_follow_the_opcode_facts() {
        let dst = |t: &str, b: &[u8], text: &str| decode(t, b, text).destinations();
        assert_eq!(
            dst(
                "gfx900",
                &[0x10, 0x00, 0x21, 0xb4],
                "s_cmpk_eq_u32 s33, 0x10"
            ),
            vec![]
        );
        assert_eq!(
            dst(
                "gfx1100",
                &[0x01, 0x18, 0x02, 0xb9],
                "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2"
            ),
            vec![]
        );
        assert_eq!(
            dst("gfx900", &[0x02, 0xa3, 0x02, 0x7e], "v_swap_b32 v1, v2"),
            vec![v(1, 1).unwrap(), v(2, 1).unwrap()]
        );
        assert_eq!(
            dst(
                "gfx900",
                &[0x00, 0x04, 0xe8, 0xd1, 0x02, 0x07, 0x12, 0x04],
                "v_mad_u64_u32 v[0:1], s[4:5], v2, v3, v[4:5]"
            ),
            vec![v(0, 2).unwrap(), s(4, 2).unwrap()]
        );
        let image = |op: u8| [0x04, 0x0f, op, 0xf0, 0x04, 0x00, 0x00, 0x00];
        let tail = "v[0:3], v[4:5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D";
        assert_eq!(
            dst("gfx1100", &image(0x18), &format!("image_store {tail}")),
            vec![]
        );
        assert_eq!(
            dst("gfx1100", &image(0x00), &format!("image_load {tail}")),
            vec![v(0, 4).unwrap()]
        );
    }

    #[test]
    fn global_gfx9_signed_13_bit_offset_and_off() {
        let m = mem(
            "gfx900",
            &[0xf0, 0x9f, 0x50, 0xdc, 0x02, 0x00, 0x7f, 0x01],
            "global_load_dword v1, v[2:3], off offset:-16",
        );
        assert_eq!(m.offset, -16);
        assert_eq!(
            (m.dst, m.addr, m.saddr, m.data),
            (v(1, 1), v(2, 2), None, None)
        );
        assert_eq!(m.cache, Some(NO_CACHE));
    }

    #[test]
    fn flat_gfx9_offset_is_unsigned() {
        let m = mem(
            "gfx900",
            &[0xff, 0x0f, 0x50, 0xdc, 0x02, 0x00, 0x00, 0x01],
            "flat_load_dword v1, v[2:3] offset:4095",
        );
        assert_eq!((m.offset, m.dst, m.addr), (4095, v(1, 1), v(2, 2)));
    }

    #[test]
    fn mubuf_gfx90a_acc_offen_and_scc() {
        let m = mem(
            "gfx90a",
            &[0x14, 0xd0, 0x70, 0xe0, 0x02, 0x01, 0x81, 0x03],
            "buffer_store_dword a1, v2, s[4:7], s3 offen offset:20 glc scc",
        );
        assert_eq!(m.data, reg(RegKind::Agpr, 1, 1));
        assert!(m.acc && m.offen && !m.idxen && m.dst.is_none());
        assert_eq!((m.addr, m.srsrc, m.soffset), (v(2, 1), s(4, 4), s(3, 1)));
        assert_eq!(m.offset, 20);
        assert_eq!(
            m.cache,
            Some(CachePolicy::Glc {
                glc: true,
                slc: false,
                dlc: false,
                scc: true
            })
        );
    }

    #[test]
    fn scratch_gfx940_sve_and_cache_names() {
        let m = mem(
            "gfx942",
            &[0x24, 0x60, 0x53, 0xdc, 0x01, 0x00, 0x7f, 0x00],
            "scratch_load_dword v0, v1, off offset:36 sc0 nt",
        );
        assert_eq!(
            (m.dst, m.addr, m.saddr, m.offset),
            (v(0, 1), v(1, 1), None, 36)
        );
        assert_eq!(
            m.cache,
            Some(CachePolicy::Gfx940 {
                sc0: true,
                sc1: false,
                nt: true
            })
        );
    }

    #[test]
    fn scratch_gfx11_saddr_without_vaddr() {
        let m = mem(
            "gfx1100",
            &[0xfc, 0x1f, 0x69, 0xdc, 0x00, 0x02, 0x03, 0x00],
            "scratch_store_b32 off, v2, s3 offset:-4",
        );
        assert_eq!(
            (m.addr, m.data, m.saddr, m.offset),
            (None, v(2, 1), s(3, 1), -4)
        );
    }

    #[test]
    fn global_atomic_gfx10_returns_with_glc() {
        let m = mem(
            "gfx1030",
            &[0x00, 0x88, 0xc9, 0xdc, 0x01, 0x02, 0x04, 0x00],
            "global_atomic_add v0, v1, v2, s[4:5] offset:-2048 glc",
        );
        assert_eq!(
            (m.dst, m.addr, m.data, m.saddr),
            (v(0, 1), v(1, 1), v(2, 1), s(4, 2))
        );
        assert_eq!(m.offset, -2048);
        assert!(m.cache.unwrap().atomic_returns());
    }

    #[test]
    fn mubuf_gfx11_returning_cmpswap() {
        let m = mem(
            "gfx1100",
            &[0x08, 0x40, 0xd0, 0xe0, 0x03, 0x01, 0x81, 0x80],
            "buffer_atomic_cmpswap_b32 v[1:2], v3, s[4:7], 0 idxen offset:8 glc",
        );
        assert_eq!((m.data, m.dst, m.addr), (v(1, 2), v(1, 1), v(3, 1)));
        assert_eq!((m.soffset, m.offset), (Some(Operand::Int(0)), 8));
        assert!(m.idxen && !m.offen);
    }

    #[test]
    fn global_gfx12_24_bit_offset_th_scope() {
        let m = mem(
            "gfx1200",
            &[
                0x04, 0x00, 0x05, 0xee, 0x01, 0x00, 0x1c, 0x00, 0x02, 0x00, 0x00, 0x80,
            ],
            "global_load_b32 v1, v2, s[4:5] offset:-8388608 th:TH_LOAD_NT scope:SCOPE_SYS",
        );
        assert_eq!((m.dst, m.addr, m.saddr), (v(1, 1), v(2, 1), s(4, 2)));
        assert_eq!(m.offset, -8388608);
        assert_eq!(
            m.cache,
            Some(CachePolicy::Gfx12 {
                th: 1,
                scope: 3,
                nv: false,
                scale_offset: false
            })
        );
    }

    #[test]
    fn gfx12_nv_scale_offset_llvm22_only() {
        let words: [(&[u8], &str, &str, bool); 3] = [
            (
                &[
                    0x84, 0x00, 0x05, 0xee, 0x01, 0x00, 0x1d, 0x00, 0x02, 0x00, 0x00, 0x80,
                ],
                "global_load_b32 v1, v2, s[4:5] offset:-8388608 th:TH_LOAD_NT scope:SCOPE_SYS",
                "global_load_b32 v1, v2, s[4:5] offset:-8388608 scale_offset th:TH_LOAD_NT \
                 scope:SCOPE_SYS nv",
                true,
            ),
            (
                &[0x0c, 0x01, 0x10, 0xf4, 0x00, 0x00, 0x00, 0xf8],
                "s_load_b32 s4, s[24:25], 0x0",
                "s_load_b32 s4, s[24:25], 0x0 nv",
                false,
            ),
            (
                &[
                    0xfc, 0x40, 0x0d, 0xc4, 0x01, 0x08, 0x90, 0xc0, 0x02, 0x08, 0x00, 0x00,
                ],
                "buffer_atomic_add_u32 v1, v[2:3], s[4:7], null idxen offen offset:8 \
                 th:TH_ATOMIC_RETURN",
                "buffer_atomic_add_u32 v1, v[2:3], s[4:7], null idxen offen offset:8 \
                 th:TH_ATOMIC_RETURN nv",
                false,
            ),
        ];
        for (bytes, text19, text22, scaled) in words {
            let d = Decoder::for_target("gfx1200", WaveSize::Wave32).unwrap();
            let i = d.decode(bytes);
            assert_eq!(i.text(), text19);
            assert!(matches!(
                i.mem().unwrap().cache,
                Some(CachePolicy::Gfx12 {
                    nv: false,
                    scale_offset: false,
                    ..
                })
            ));
            let i = d.with_syntax(super::super::Syntax::Llvm22).decode(bytes);
            assert_eq!(i.text(), text22);
            let Some(CachePolicy::Gfx12 {
                nv, scale_offset, ..
            }) = i.mem().unwrap().cache
            else {
                panic!("GFX12 cache policy")
            };
            assert_eq!((nv, scale_offset), (true, scaled));
        }
    }

    #[test]
    fn vbuffer_gfx12() {
        let m = mem(
            "gfx1200",
            &[
                0x03, 0x00, 0x05, 0xc4, 0x01, 0x08, 0x9c, 0x40, 0x02, 0xf0, 0xff, 0xff,
            ],
            "buffer_load_b32 v1, v2, s[4:7], s3 offen offset:-16 th:TH_LOAD_NT scope:SCOPE_SYS",
        );
        assert_eq!(
            (m.dst, m.addr, m.srsrc, m.soffset),
            (v(1, 1), v(2, 1), s(4, 4), s(3, 1))
        );
        assert_eq!((m.offset, m.offen, m.idxen), (-16, true, false));
        assert_eq!(
            m.cache,
            Some(CachePolicy::Gfx12 {
                th: 1,
                scope: 3,
                nv: false,
                scale_offset: false
            })
        );
        let m = mem(
            "gfx1200",
            &[
                0x7c, 0x40, 0x0d, 0xc4, 0x01, 0x08, 0x90, 0xc0, 0x02, 0x08, 0x00, 0x00,
            ],
            "buffer_atomic_add_u32 v1, v[2:3], s[4:7], null idxen offen offset:8 \
             th:TH_ATOMIC_RETURN",
        );
        assert_eq!(
            (m.data, m.dst, m.addr, m.soffset),
            (v(1, 1), v(1, 1), v(2, 2), None)
        );
        assert_eq!((m.offset, m.offen, m.idxen), (8, true, true));
        let m = mem(
            "gfx1200",
            &[
                0x03, 0x00, 0x20, 0xc4, 0x01, 0x08, 0x00, 0x0b, 0x00, 0x0c, 0x00, 0x00,
            ],
            "tbuffer_load_format_x v1, off, s[4:7], s3 format:[BUF_FMT_32_FLOAT] offset:12",
        );
        assert_eq!((m.dst, m.addr, m.offset), (v(1, 1), None, 12));
        assert!(m.format.is_some());
    }

    #[test]
    fn smem_offsets_by_generation() {
        let m = mem(
            "gfx900",
            &[0x41, 0x40, 0x02, 0xc0, 0x20, 0x00, 0x00, 0x08],
            "s_load_dword s1, s[2:3], s4 offset:0x20",
        );
        assert_eq!(
            (m.dst, m.sbase, m.soffset, m.offset),
            (s(1, 1), s(2, 2), s(4, 1), 32)
        );
        let m = mem(
            "gfx1030",
            &[0x02, 0x40, 0x05, 0xf4, 0x10, 0x00, 0x00, 0xfa],
            "s_load_dwordx2 s[0:1], s[4:5], 0x10 glc dlc",
        );
        assert_eq!(
            (m.dst, m.sbase, m.soffset, m.offset),
            (s(0, 2), s(4, 2), None, 16)
        );
        assert_eq!(
            m.cache,
            Some(CachePolicy::Glc {
                glc: true,
                slc: false,
                dlc: true,
                scc: false
            })
        );
        let m = mem(
            "gfx1200",
            &[0x01, 0x20, 0x00, 0xf4, 0xf0, 0xff, 0xff, 0x08],
            "s_load_b64 s[0:1], s[2:3], s4 offset:-0x10",
        );
        assert_eq!((m.soffset, m.offset), (s(4, 1), -16));
    }

    #[test]
    fn ds_two_offsets_and_gds() {
        let m = mem(
            "gfx1100",
            &[0x04, 0x08, 0x38, 0xd8, 0x01, 0x02, 0x03, 0x00],
            "ds_store_2addr_b32 v1, v2, v3 offset0:4 offset1:8",
        );
        assert_eq!(
            (m.addr, m.data, m.data1, m.dst),
            (v(1, 1), v(2, 1), v(3, 1), None)
        );
        assert_eq!((m.offset, m.offset1), (4, Some(8)));
        assert_eq!(m.cache, None);
        let m = mem(
            "gfx906",
            &[0xfc, 0xff, 0xed, 0xd8, 0x03, 0x00, 0x00, 0x01],
            "ds_read_b64 v[1:2], v3 offset:65532 gds",
        );
        assert_eq!(
            (m.dst, m.addr, m.offset, m.offset1),
            (v(1, 2), v(3, 1), 65532, None)
        );
        assert!(m.gds);
    }

    #[test]
    fn vop3_modifiers() {
        let i = decode(
            "gfx900",
            &[0x00, 0x81, 0x01, 0xd1, 0x01, 0x05, 0x02, 0x28],
            "v_add_f32_e64 v0, -|v1|, v2 clamp mul:2",
        );
        let m = i.vop_modifiers().unwrap();
        assert_eq!(
            (m.abs, m.neg, m.clamp, m.omod, m.op_sel),
            (1, 1, true, 1, 0)
        );
        // The scalar destination sits where abs and op_sel would.
        let i = decode(
            "gfx1030",
            &[0x00, 0x04, 0x0f, 0xd7, 0x01, 0x05, 0x02, 0x00],
            "v_add_co_u32 v0, s4, v1, v2",
        );
        assert_eq!(i.vop_modifiers(), Some(VopModifiers::default()));
        assert_eq!(i.mem(), None);
    }

    #[test]
    fn vop3p_modifiers() {
        let i = decode(
            "gfx90a",
            &[0x00, 0x4c, 0xb0, 0xd3, 0x02, 0x09, 0x1a, 0x34],
            "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[1,0,0] op_sel_hi:[0,1,1] \
             neg_lo:[1,0,0] neg_hi:[0,0,1]",
        );
        let m = i.vop_modifiers().unwrap();
        assert_eq!(
            (m.op_sel, m.op_sel_hi, m.neg, m.neg_hi, m.abs),
            (1, 6, 1, 4, 0)
        );
        // v_mad_mix: the neg_hi bits are abs.
        let i = decode(
            "gfx900",
            &[0x00, 0x01, 0xa0, 0xd3, 0x01, 0x05, 0x0e, 0x2c],
            "v_mad_mix_f32 v0, -|v1|, v2, v3 op_sel_hi:[1,0,0]",
        );
        let m = i.vop_modifiers().unwrap();
        assert_eq!((m.abs, m.neg, m.neg_hi, m.op_sel_hi), (1, 1, 0, 1));
    }

    #[test]
    fn sdwa_controls() {
        let i = decode(
            "gfx900",
            &[0xf9, 0x14, 0x02, 0x68, 0x04, 0x11, 0x04, 0x0a],
            "v_add_u32_sdwa v1, v4, sext(v10) dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE \
             src0_sel:WORD_0 src1_sel:BYTE_2",
        );
        let d = i.sdwa().unwrap();
        assert_eq!(d.dst_sel, Some(SdwaSel::Byte1));
        assert_eq!(d.dst_unused, Some(DstUnused::Preserve));
        assert_eq!((d.src0.sel, d.src0.sext), (SdwaSel::Word0, false));
        let s1 = d.src1.unwrap();
        assert_eq!((s1.sel, s1.sext), (SdwaSel::Byte2, true));
        assert_eq!(SdwaSel::Byte2.bit_range(), (16, 8));
        assert_eq!((d.clamp, d.omod, d.sdst), (false, 0, None));
        assert_eq!(i.dpp(), None);
        let i = decode(
            "gfx900",
            &[0xf9, 0x04, 0x84, 0x7c, 0x01, 0x84, 0x15, 0x26],
            "v_cmp_eq_f32_sdwa s[4:5], -v1, |v2| src0_sel:WORD_1 src1_sel:DWORD",
        );
        let d = i.sdwa().unwrap();
        assert_eq!((d.dst_sel, d.dst_unused), (None, None));
        assert_eq!(d.sdst, s(4, 2));
        assert!(d.src0.neg && !d.src0.abs && d.src0.sel == SdwaSel::Word1);
        assert!(d.src1.unwrap().abs && d.src1.unwrap().sel == SdwaSel::Dword);
        // GFX10 VOP1/VOP2 SDWA has omod too.
        let i = decode(
            "gfx1030",
            &[0xf9, 0x04, 0x00, 0x06, 0x01, 0x46, 0x06, 0x06],
            "v_add_f32_sdwa v0, v1, v2 mul:2 dst_sel:DWORD dst_unused:UNUSED_PAD \
             src0_sel:DWORD src1_sel:DWORD",
        );
        let d = i.sdwa().unwrap();
        assert_eq!((d.clamp, d.omod), (false, 1));
    }

    #[test]
    fn dpp_controls() {
        let i = decode(
            "gfx1030",
            &[0xfa, 0x02, 0x00, 0x7e, 0x01, 0x53, 0x0d, 0x5a],
            "v_mov_b32_dpp v0, v1 row_share:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1 fi:1",
        );
        assert_eq!(
            i.dpp(),
            Some(Dpp::Dpp16 {
                control: DppControl::RowShare(3),
                row_mask: 5,
                bank_mask: 0xa,
                bound_ctrl: true,
                fetch_inactive: true,
                neg: 0,
                abs: 0,
            })
        );
        let i = decode(
            "gfx90a",
            &[0xfa, 0x04, 0x00, 0x02, 0x01, 0xb1, 0x90, 0xff],
            "v_add_f32_dpp v0, -v1, |v2| quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
        );
        assert_eq!(
            i.dpp(),
            Some(Dpp::Dpp16 {
                control: DppControl::QuadPerm([1, 0, 3, 2]),
                row_mask: 0xf,
                bank_mask: 0xf,
                bound_ctrl: false,
                fetch_inactive: false,
                neg: 1,
                abs: 2,
            })
        );
        let i = decode(
            "gfx1100",
            &[0xea, 0x02, 0x00, 0x7e, 0x01, 0x77, 0x39, 0x05],
            "v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1",
        );
        assert_eq!(
            i.dpp(),
            Some(Dpp::Dpp8 {
                lanes: [7, 6, 5, 4, 3, 2, 1, 0],
                fetch_inactive: true,
            })
        );
        assert_eq!(i.sdwa(), None);
    }

    #[test]
    fn vop3_dpp_gfx11() {
        let i = decode(
            "gfx1100",
            &[
                0x00, 0x02, 0x03, 0xd5, 0xfa, 0x04, 0x02, 0x20, 0x01, 0x01, 0x01, 0xff,
            ],
            "v_add_f32_e64_dpp v0, -v1, |v2| row_shl:1 row_mask:0xf bank_mask:0xf",
        );
        assert_eq!(
            i.dpp(),
            Some(Dpp::Dpp16 {
                control: DppControl::RowShl(1),
                row_mask: 0xf,
                bank_mask: 0xf,
                bound_ctrl: false,
                fetch_inactive: false,
                neg: 0,
                abs: 0,
            })
        );
        let m = i.vop_modifiers().unwrap();
        assert_eq!((m.neg, m.abs), (1, 2));
        let i = decode(
            "gfx1100",
            &[
                0x00, 0x00, 0x13, 0xd6, 0xe9, 0x04, 0x0e, 0x04, 0x01, 0xd1, 0x58, 0x1f,
            ],
            "v_fma_f32_e64_dpp v0, v1, v2, v3 dpp8:[1,2,3,4,5,6,7,0]",
        );
        assert_eq!(
            i.dpp(),
            Some(Dpp::Dpp8 {
                lanes: [1, 2, 3, 4, 5, 6, 7, 0],
                fetch_inactive: false,
            })
        );
    }

    #[test]
    fn vopd_second_destination() {
        let i = decode(
            "gfx1100",
            &[0x01, 0x01, 0x10, 0xca, 0x00, 0x01, 0x28, 0x29],
            "v_dual_mov_b32 v41, v1 :: v_dual_mov_b32 v40, v0",
        );
        assert_eq!(i.vopd_y_dst(), v(40, 1));
    }
}
