//! The shapes of the generated opcode tables (`gen_tables.rs`): per target and encoding family,
//! the opcodes LLVM accepts, each with its mnemonic and an operand template.
//!
//! A template is LLVM's own text for a probe word, with every register field of the word
//! replaced by a placeholder that records the register class and width LLVM printed for it and,
//! for source operands, how constants print in that slot. `tools/isa/sweep.py` makes the probes
//! and `tools/isa/gen_tables.py` writes the tables.

/// A field of an instruction word that names an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Field {
    Sdst,
    Ssrc0,
    Ssrc1,
    Vdst,
    Src0,
    Src1,
    Src2,
    Vsrc1,
    Sdata,
    Sbase,
    Addr,
    Data0,
    Data1,
    Vaddr,
    Vdata,
    Saddr,
    Srsrc,
    Soffset,
    Vdstx,
    Src0x,
    Vsrc1x,
    Src0y,
    Vsrc1y,
    Vdsty,
    /// A literal constant the instruction always carries (`v_madmk_f32`, `s_setreg_imm32_b32`).
    Kimm,
}

/// The register class LLVM printed for a field in the probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Scalar (or a source that may be anything).
    S,
    /// Vector register, or a source that may be anything.
    V,
    /// Accumulation register (AGPR).
    A,
    /// A 16-bit half of a VGPR (`v5.l`, `v5.h`; GFX11+ true16 operands).
    V16,
}

/// How constants print in a source slot (LLVM's operand type, as observed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// 32-bit integer or float.
    B32,
    /// 64-bit integer (a literal is zero-extended).
    B64,
    /// 64-bit float (a literal is the high half).
    F64,
    /// 16-bit float.
    F16,
    /// 16-bit integer: float inline constants print as their half-precision bits.
    I16,
    /// 16-bit integer whose literal is first checked whole (an integer -16..64 or an f32
    /// constant's bits print as such), else printed as its low half in hex.
    I16L,
    /// As [`Ty::I16L`] (the sweep tells them apart by how `0xffff` prints; LLVM 19 prints both
    /// alike).
    I16F,
    /// Packed 16-bit: literals print as 32-bit unless they fit in 16 bits.
    Pk16,
    /// A register-only slot: constants decode but LLVM marks them invalid.
    RegOnly,
    /// 32-bit slot of packed bf16 (`v_dot2_f32_bf16`): literals print in hex (or as a small
    /// integer), never as an f32 constant's name.
    B32Hex,
    /// A bf16 slot (`v_dot2_bf16_bf16` src2): a literal whose low half is an integer -16..64
    /// prints as that integer, else the whole literal in hex.
    Bf16,
}

/// How a SOPP/SOPK 16-bit immediate prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum ImmKind {
    Dec,
    /// Decimal up to 64, hex above (LLVM `printImmediate32` on a zero-extended `u16`).
    Imm16,
    Hex,
    Delay,
    Endpgm,
    Hwreg,
    Sendmsg,
    Waitcnt,
    Depctr,
    Version,
    GprIdx,
    /// VINTRP/LDSDIR attribute: `attr{N}.{x,y,z,w}` from bits 10..15 and 8..9.
    Attr,
    /// `v_interp_mov_f32`'s parameter: `p10`, `p20`, `p0` (bits 0..7).
    InterpParam,
    /// VINTERP ` wait_exp:N` (bits 8..10), after its `clamp` and `op_sel`.
    WaitExp,
    /// GFX11 LDSDIR ` wait_vdst:N` (bits 16..19).
    WaitVdst,
    /// GFX12 LDSDIR ` wait_va_vdst:N` (bits 16..19).
    WaitVaVdst,
    /// GFX12 LDSDIR ` wait_vm_vsrc:N` (bit 23).
    WaitVmVsrc,
}

/// One token of an operand template.
#[derive(Clone, Copy, Debug)]
pub enum Tok {
    /// Fixed text (separators, implicit operands such as `vcc`).
    T(&'static str),
    /// A register/source field: field, class, width in dwords, constant type, literal allowed.
    F(Field, Class, u8, Ty, bool),
    /// The 16-bit immediate of SOPP/SOPK.
    I(ImmKind),
}

/// One opcode of one family on one target.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Opcode value within the family.
    pub op: u16,
    /// Mnemonic index into `NAMES` (without `_e32`/`_e64`).
    pub name: u16,
    /// 0: no suffix, 1: `_e32`, 2: `_e64`, 3: `_sdwa`, 4: `_dpp`, 5: `_e64_dpp`.
    pub suffix: u8,
    /// Template index into `TEMPLATES`.
    pub tpl: u16,
    /// Bits LLVM requires to be zero (outside the opcode and family bits).
    pub zero: u64,
    /// Bits LLVM requires to be one (fixed fields such as gfx10's FLAT `saddr` = 0x7d).
    pub ones: u64,
    /// Bits (outside the opcode and the probe's register fields) whose value LLVM prints:
    /// flipping one alone changes the text. Modifier bits LLVM accepts but ignores
    /// (GFX10 `op_sel` on 32-bit operations, `neg` on integer sources) are clear.
    pub shown: u64,
    /// Length in bytes LLVM gave the probe (includes a mandatory literal).
    pub len: u8,
    /// VOPD: the Y half's mnemonic index, else 0xFFFF.
    pub name2: u16,
    /// Sources whose `neg` bit LLVM prints as `sext(...)` (integer input modifiers): bit i for
    /// VOP3 src i, bits 3 and 4 for VOP1/VOP2 DPP16 src0 and src1.
    pub sext: u8,
    /// True16 VOP3 operations (LLVM 22, GFX11): `op_sel` bits (0..3 for bits 11..14) whose
    /// value 1 makes LLVM decode the fake16 form instead (plain registers, no `op_sel`).
    pub fake16: u8,
}

/// The opcode tables of one target and wave size, one sorted slice per family (in the order of
/// [`super::Family::TABLED`]), then VOP1/VOP2/VOPC in their SDWA, DPP16 and DPP8 forms, then
/// MTBUF, VOP3/VOP3P DPP16/DPP8 (GFX11+), VINTRP, VINTERP and LDSDIR (see [`FAM_MTBUF`] etc.).
pub struct TargetTables {
    /// The target's index in `gen_tables::RELEASES` (the same for every LLVM release).
    pub target: u8,
    /// `hwreg(...)` names by register id (`""`: printed as a number).
    pub hwreg: [&'static str; 64],
    /// Entries per family, sorted by opcode.
    pub families: [&'static [Entry]; 34],
    /// MTBUF: how each 7-bit format value prints (`" format:..."`, `""` for the default;
    /// `None`: LLVM rejects the value).
    pub mtbuf_fmt: [Option<&'static str>; 128],
    /// GFX12 VBUFFER: bits of the third dword (the offset) LLVM requires to be zero (LLVM 22
    /// rejects negative offsets).
    pub vbuffer_hi_zero: u32,
}

/// Table indexes of the families after [`super::Family::TABLED`].
pub(crate) const FAM_SDWA: usize = 17;
pub(crate) const FAM_MTBUF: usize = 26;
/// VOP3 DPP16, VOP3 DPP8, VOP3P DPP16, VOP3P DPP8.
pub(crate) const FAM_VOP3_DPP: usize = 27;
pub(crate) const FAM_VINTRP: usize = 31;
pub(crate) const FAM_VINTERP: usize = 32;
pub(crate) const FAM_LDSDIR: usize = 33;

impl TargetTables {
    /// The entry for `op` in family table `fam`.
    #[inline]
    pub fn find(&self, fam: usize, op: u16) -> Option<&'static Entry> {
        let t = self.families[fam];
        t.binary_search_by_key(&op, |e| e.op).ok().map(|i| &t[i])
    }
}

/// A BVH (`image_bvh*_intersect_ray`) operation's address operands as LLVM prints them.
pub(super) struct Bvh {
    /// Plain form: the address width, without and with `a16` (0: no such form).
    pub(super) plain: [u8; 2],
    /// GFX10: the NSA field value of the NSA form, without and with `a16`.
    pub(super) nsa_field: [u8; 2],
    /// NSA form: each address operand's width, without and with `a16` (0-terminated).
    pub(super) nsa: [[u8; 12]; 2],
}

/// One image opcode of one target (see the module documentation).
pub(super) struct ImgOp {
    /// Opcode value within the family.
    pub(super) op: u16,
    /// GFX12: VSAMPLE (else VIMAGE).
    pub(super) sample: bool,
    /// The mnemonic (an entry without template: MIMG text is printed here).
    pub(super) entry: Entry,
    /// Takes a sampler descriptor.
    pub(super) sampler: bool,
    /// Bits LLVM requires to be zero (of the first 64, GFX12 96, bits; NSA dwords excluded).
    pub(super) zero: u128,
    /// Bits of the first dword LLVM requires to be one (BVH: dmask, unorm, r128).
    pub(super) ones: u32,
    /// The data width is 4 whatever `dmask` says (gather4, msaa_load).
    pub(super) gather: bool,
    /// Data sizes LLVM has variants for (bit n: n dwords).
    #[allow(dead_code)]
    pub(super) data_sizes: u8,
    /// Printed data width per data size (0: no variant, the defaults stay).
    pub(super) data_map: [u8; 8],
    /// The default (decoded) data width.
    pub(super) data_default: u8,
    /// The default address width (plain form).
    pub(super) addr_default: u8,
    /// `getAddrSizeMIMGOp` parameters: extra arguments, whether coordinates count, lod/clamp/mip,
    /// gradients, and how gradients pack (0: 32-bit, 2: 16-bit `_g16`).
    pub(super) extra: u8,
    pub(super) coords: bool,
    pub(super) lod: u8,
    pub(super) grad: bool,
    pub(super) gmode: u8,
    /// Address widths LLVM has plain / NSA variants for (bit n: n dwords).
    pub(super) plain_sizes: u32,
    pub(super) nsa_sizes: u32,
    /// The default NSA address count per NSA field value (GFX10: 1..3; GFX11: 1; GFX12: 0).
    pub(super) nsa_default: [u8; 4],
    pub(super) bvh: Option<&'static Bvh>,
}
