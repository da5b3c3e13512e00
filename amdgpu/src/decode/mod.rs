//! The AMDGPU instruction decoder and disassembler: GFX9 (gfx900, gfx906, gfx908, gfx90a,
//! gfx942), GFX10.3 (gfx1030), GFX11 (gfx1100) and GFX12 (gfx1200).
//!
//! Decoding is table-driven. [`gen_tables`] holds, per target and wave size, every opcode of
//! every encoding family that LLVM's disassembler accepts, with its mnemonic and an operand
//! template made from LLVM's own text (see `tools/isa/README.md` for how the tables are
//! regenerated; the build never needs LLVM). This module finds the family from the fixed bits
//! of the first dword, looks the opcode up, checks the bits LLVM requires to be zero, reads a
//! literal dword when a source asks for one, and hands back an [`Instruction`]: the opcode,
//! the typed operands, and the length. Its text ([`Instruction::text`]) is byte-identical to
//! `llvm-objdump -d --mcpu=...` for the instruction (mnemonic and operands).
//!
//! Invalid encodings decode to an instruction whose [`Instruction::is_valid`] is false, four
//! bytes long (LLVM's rule), and print as `<unknown>`; nothing here panics on any input.
//!
//! ```
//! use amdgpu::decode::Decoder;
//! use amdgpu::WaveSize;
//!
//! let d = Decoder::for_target("gfx1100", WaveSize::Wave32).unwrap();
//! // v_mad_u64_u32 v[1:2], null, s15, s0, v[0:1]
//! let bytes = [0x01, 0x7c, 0xfe, 0xd6, 0x0f, 0x00, 0x00, 0x04];
//! let inst = d.decode(&bytes);
//! assert_eq!(inst.len(), 8);
//! assert_eq!(inst.text(), "v_mad_u64_u32 v[1:2], null, s15, s0, v[0:1]");
//! ```

mod gen_tables;
mod mem;
mod operand;
mod sopp;
pub mod table;
#[cfg(test)]
mod tests;

use std::fmt::{self, Write};

pub use gen_tables::{Opcode, NAMES};
pub use operand::{Operand, RegKind, Syntax};
use table::{Class, Entry, Field, TargetTables, Tok, Ty};

use crate::WaveSize;

/// Encoding generation (selects layouts and operand-code meanings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Gen {
    G9,
    G10,
    G11,
    G12,
}

/// Encoding families.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Family {
    Sop2,
    Sopk,
    Sop1,
    Sopc,
    Sopp,
    Vop1,
    Vopc,
    Vop2,
    Vop3,
    Vop3p,
    Smem,
    Ds,
    Flat,
    Scratch,
    Global,
    Mubuf,
    Vopd,
    Mtbuf,
    Mimg,
    Exp,
    Vintrp,
    /// Bits that match no family of the target.
    Unknown,
}

impl Family {
    /// Families with generated opcode tables, in table order.
    pub const TABLED: [Family; 17] = [
        Family::Sop2,
        Family::Sopk,
        Family::Sop1,
        Family::Sopc,
        Family::Sopp,
        Family::Vop1,
        Family::Vopc,
        Family::Vop2,
        Family::Vop3,
        Family::Vop3p,
        Family::Smem,
        Family::Ds,
        Family::Flat,
        Family::Scratch,
        Family::Global,
        Family::Mubuf,
        Family::Vopd,
    ];

    fn table_index(self) -> Option<usize> {
        Family::TABLED.iter().position(|&f| f == self)
    }

    /// The family's name as the ISA manuals spell it.
    pub fn name(self) -> &'static str {
        match self {
            Family::Sop2 => "SOP2",
            Family::Sopk => "SOPK",
            Family::Sop1 => "SOP1",
            Family::Sopc => "SOPC",
            Family::Sopp => "SOPP",
            Family::Vop1 => "VOP1",
            Family::Vopc => "VOPC",
            Family::Vop2 => "VOP2",
            Family::Vop3 => "VOP3",
            Family::Vop3p => "VOP3P",
            Family::Smem => "SMEM",
            Family::Ds => "DS",
            Family::Flat => "FLAT",
            Family::Scratch => "SCRATCH",
            Family::Global => "GLOBAL",
            Family::Mubuf => "MUBUF",
            Family::Vopd => "VOPD",
            Family::Mtbuf => "MTBUF",
            Family::Mimg => "MIMG",
            Family::Exp => "EXP",
            Family::Vintrp => "VINTRP",
            Family::Unknown => "unknown",
        }
    }
}

/// What a decoder needs to know about its target.
#[derive(Clone, Copy)]
pub(crate) struct Target {
    pub(crate) gen: Gen,
    /// gfx90a/gfx942: AGPR bits in memory instructions, `scc` cache bit.
    pub(crate) gfx90a: bool,
    /// gfx940 family: `sc0`/`sc1`/`nt` cache bits.
    pub(crate) gfx940: bool,
    pub(crate) wave: WaveSize,
    pub(crate) syntax: Syntax,
    tables: &'static TargetTables,
}

/// A decoder for one target and wave size.
#[derive(Clone, Copy)]
pub struct Decoder {
    t: Target,
}

impl fmt::Debug for Decoder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Decoder").field("gen", &self.t.gen).field("wave", &self.t.wave).finish()
    }
}

/// A target the decoder does not support.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no instruction decoder for {0}")]
pub struct UnsupportedTarget(pub String);

impl Decoder {
    /// A decoder for a processor name (`gfx90a`, `gfx1100`, generic names such as
    /// `gfx11-generic`) and wave size. Processors without their own table use the nearest one
    /// of their generation (gfx904 decodes as gfx900, gfx950 as gfx942, gfx1101 as gfx1100).
    pub fn for_target(name: &str, wave: WaveSize) -> Result<Decoder, UnsupportedTarget> {
        use gen_tables as g;
        let w64 = wave == WaveSize::Wave64;
        let (gen, gfx90a, gfx940, tables): (Gen, bool, bool, &'static TargetTables) = match name {
            "gfx900" | "gfx902" | "gfx904" | "gfx909" | "gfx90c" | "gfx9-generic" => {
                (Gen::G9, false, false, &g::GFX900_W64)
            }
            "gfx906" => (Gen::G9, false, false, &g::GFX906_W64),
            "gfx908" => (Gen::G9, false, false, &g::GFX908_W64),
            "gfx90a" => (Gen::G9, true, false, &g::GFX90A_W64),
            "gfx940" | "gfx941" | "gfx942" | "gfx950" | "gfx9-4-generic" => (Gen::G9, true, true, &g::GFX942_W64),
            n if n.starts_with("gfx103") || n == "gfx10-3-generic" || n.starts_with("gfx101") || n == "gfx10-1-generic" => {
                (Gen::G10, false, false, if w64 { &g::GFX1030_W64 } else { &g::GFX1030_W32 })
            }
            n if n.starts_with("gfx11") => (Gen::G11, false, false, if w64 { &g::GFX1100_W64 } else { &g::GFX1100_W32 }),
            n if n.starts_with("gfx12") => (Gen::G12, false, false, if w64 { &g::GFX1200_W64 } else { &g::GFX1200_W32 }),
            _ => return Err(UnsupportedTarget(name.to_string())),
        };
        let wave = if gen == Gen::G9 { WaveSize::Wave64 } else { wave };
        Ok(Decoder { t: Target { gen, gfx90a, gfx940, wave, syntax: Syntax::Llvm19, tables } })
    }

    /// The same decoder printing another LLVM release's syntax.
    pub fn with_syntax(mut self, syntax: Syntax) -> Decoder {
        self.t.syntax = syntax;
        self
    }

    /// The wave size this decoder prints for.
    pub fn wave_size(&self) -> WaveSize {
        self.t.wave
    }

    /// The family the first dword belongs to.
    fn family(&self, w: u32) -> Family {
        let g = self.t.gen;
        if w >> 31 == 0 {
            return match w >> 25 {
                0x3f => Family::Vop1,
                0x3e => Family::Vopc,
                _ => Family::Vop2,
            };
        }
        if w >> 30 == 0b10 {
            return match w >> 23 {
                0x17d => Family::Sop1,
                0x17e => Family::Sopc,
                0x17f => Family::Sopp,
                _ if w >> 28 == 0xb => Family::Sopk,
                _ => Family::Sop2,
            };
        }
        let top6 = w >> 26;
        match (g, top6) {
            (Gen::G9, 0x30) => Family::Smem,
            (Gen::G9, 0x31) => Family::Exp,
            (Gen::G9, 0x34) if (w >> 23) & 7 == 7 => Family::Vop3p,
            (Gen::G9, 0x34) => Family::Vop3,
            (Gen::G9, 0x35) => Family::Vintrp,
            (_, 0x36) => Family::Ds,
            (Gen::G9 | Gen::G10 | Gen::G11, 0x37) => {
                let seg = if g == Gen::G11 { (w >> 16) & 3 } else { (w >> 14) & 3 };
                match seg {
                    0 => Family::Flat,
                    1 => Family::Scratch,
                    2 => Family::Global,
                    _ => Family::Unknown,
                }
            }
            (Gen::G9 | Gen::G10 | Gen::G11, 0x38) => Family::Mubuf,
            (Gen::G9 | Gen::G10 | Gen::G11, 0x3a) => Family::Mtbuf,
            (Gen::G9 | Gen::G10 | Gen::G11, 0x3c) => Family::Mimg,
            (Gen::G10 | Gen::G11 | Gen::G12, 0x3d) => Family::Smem,
            (Gen::G10 | Gen::G11 | Gen::G12, 0x35) => Family::Vop3,
            (Gen::G10 | Gen::G11 | Gen::G12, 0x33) if w >> 24 == 0xcc => Family::Vop3p,
            (Gen::G10, 0x32) => Family::Vintrp,
            (Gen::G11 | Gen::G12, 0x32) => Family::Vopd,
            (Gen::G10 | Gen::G11, 0x3e) => Family::Exp,
            (Gen::G12, 0x3b) => match (w >> 24) & 3 {
                0 => Family::Flat,
                1 => Family::Scratch,
                2 => Family::Global,
                _ => Family::Unknown,
            },
            _ => Family::Unknown,
        }
    }

    /// Decodes the instruction at the start of `bytes`. Never panics; an encoding LLVM would
    /// reject, or too few bytes, gives an invalid instruction (see [`Instruction::is_valid`]).
    pub fn decode(&self, bytes: &[u8]) -> Instruction {
        let mut inst = Instruction {
            t: self.t,
            family: Family::Unknown,
            entry: None,
            words: [0; 3],
            literal: 0,
            len: bytes.len().min(4) as u8,
        };
        if bytes.len() < 4 {
            return inst;
        }
        let word = |i: usize| -> Option<u32> {
            bytes.get(i * 4..i * 4 + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        };
        let w0 = word(0).unwrap_or(0);
        let family = self.family(w0);
        inst.family = family;
        let size: usize = match family {
            Family::Sop2 | Family::Sopk | Family::Sop1 | Family::Sopc | Family::Sopp => 4,
            Family::Vop1 | Family::Vopc | Family::Vop2 => 4,
            Family::Flat | Family::Scratch | Family::Global if self.t.gen == Gen::G12 => 12,
            Family::Vintrp if self.t.gen == Gen::G9 => 4,
            Family::Unknown => return inst,
            _ => 8,
        };
        for i in 0..size / 4 {
            match word(i) {
                Some(w) => inst.words[i] = w,
                None => return inst,
            }
        }
        let Some(fi) = family.table_index() else {
            // Families without tables: length only.
            inst.len = size as u8;
            return inst;
        };
        let op = inst.opcode_field();
        let Some(entry) = self.t.tables.find(fi, op) else { return inst };
        let raw = inst.raw64();
        if raw & entry.zero != 0 {
            return inst;
        }
        // Literal: a source slot holding 255, or a mandatory literal.
        let mut needs_literal = entry.len as usize > size;
        let mut bad = false;
        for tok in inst.template_of(entry) {
            if let Tok::F(field, class, _, _, lit_ok) = *tok {
                if field.is_source() && class != Class::A {
                    let code = inst.field_code(field);
                    if code == 255 && inst.field_is_src_code(field) {
                        if !lit_ok {
                            bad = true;
                        }
                        needs_literal = true;
                    }
                }
            }
        }
        if bad {
            return inst;
        }
        let mut len = size;
        if needs_literal {
            match word(size / 4) {
                Some(l) => inst.literal = l,
                None => return inst,
            }
            len += 4;
        }
        inst.entry = Some(entry);
        // Every operand must decode (no reserved source codes, SDWA/DPP markers).
        for tok in inst.template() {
            if let Tok::F(field, class, width, _, _) = *tok {
                if let Operand::Invalid(code) = inst.field_operand(field, class, width) {
                    inst.entry = None;
                    // SDWA, DPP16 and DPP8 forms carry one more dword.
                    if matches!(code, 233 | 234 | 249 | 250) && field == Field::Src0 {
                        inst.len = (size + 4) as u8;
                    }
                    return inst;
                }
            }
        }
        inst.len = len as u8;
        inst
    }
}

/// One decoded instruction.
#[derive(Clone, Copy)]
pub struct Instruction {
    t: Target,
    family: Family,
    entry: Option<&'static Entry>,
    /// The instruction's dwords (up to three), without the literal.
    words: [u32; 3],
    literal: u32,
    len: u8,
}

impl fmt::Debug for Instruction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Instruction")
            .field("text", &self.text())
            .field("family", &self.family)
            .field("len", &self.len)
            .finish()
    }
}

impl Field {
    fn is_source(self) -> bool {
        matches!(
            self,
            Field::Ssrc0 | Field::Ssrc1 | Field::Src0 | Field::Src1 | Field::Src2 | Field::Src0x | Field::Src0y
                | Field::Soffset
        )
    }
}

impl Instruction {
    /// Whether LLVM would decode these bytes.
    pub fn is_valid(&self) -> bool {
        self.entry.is_some()
    }

    /// Length in bytes (4 for an invalid encoding, as LLVM skips).
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// The encoding family.
    pub fn family(&self) -> Family {
        self.family
    }

    /// The opcode (for VOPD, the X half), or `None` when invalid.
    pub fn opcode(&self) -> Option<Opcode> {
        self.entry.map(|e| Opcode::from_index(e.name))
    }

    /// VOPD: the Y half's opcode.
    pub fn opcode_y(&self) -> Option<Opcode> {
        self.entry.filter(|e| e.name2 != 0xffff).map(|e| Opcode::from_index(e.name2))
    }

    /// The mnemonic as LLVM prints it (with `_e32`/`_e64` where LLVM adds one).
    pub fn mnemonic(&self) -> String {
        match self.entry {
            Some(e) => {
                let mut s = NAMES[e.name as usize].to_string();
                s.push_str(["", "_e32", "_e64"][e.suffix as usize % 3]);
                s
            }
            None => "<unknown>".to_string(),
        }
    }

    /// The instruction's dwords (without the literal).
    pub fn words(&self) -> &[u32] {
        let n = match self.len as usize {
            l if l >= 12 && self.t.gen == Gen::G12 && matches!(self.family, Family::Flat | Family::Scratch | Family::Global) => 3,
            _ => {
                let base = if self.has_literal() { self.len as usize - 4 } else { self.len as usize };
                (base / 4).clamp(1, 3)
            }
        };
        &self.words[..n]
    }

    /// The literal dword, if the instruction carries one.
    pub fn literal(&self) -> Option<u32> {
        self.has_literal().then_some(self.literal)
    }

    fn has_literal(&self) -> bool {
        let Some(e) = self.entry else { return false };
        let base = if self.t.gen == Gen::G12 && matches!(self.family, Family::Flat | Family::Scratch | Family::Global) {
            12
        } else if matches!(
            self.family,
            Family::Sop2 | Family::Sopk | Family::Sop1 | Family::Sopc | Family::Sopp | Family::Vop1 | Family::Vop2 | Family::Vopc
        ) {
            4
        } else {
            8
        };
        let _ = e;
        self.len as usize > base
    }

    fn raw64(&self) -> u64 {
        self.words[0] as u64 | (self.words[1] as u64) << 32
    }

    /// Bits `lo..lo+width` of the instruction (across dwords).
    pub(crate) fn bits(&self, lo: u32, width: u32) -> u32 {
        let raw = self.words[0] as u128 | (self.words[1] as u128) << 32 | (self.words[2] as u128) << 64;
        ((raw >> lo) & ((1u128 << width) - 1)) as u32
    }

    fn bit(&self, b: u32) -> bool {
        self.bits(b, 1) != 0
    }

    fn opcode_field(&self) -> u16 {
        let g = self.t.gen;
        let (lo, w) = match self.family {
            Family::Sop2 => (23, 7),
            Family::Sopk => (23, 5),
            Family::Sop1 => (8, 8),
            Family::Sopc | Family::Sopp => (16, 7),
            Family::Vop1 => (9, 8),
            Family::Vopc => (17, 8),
            Family::Vop2 => (25, 6),
            Family::Vop3 => (16, 10),
            Family::Vop3p => (16, 7),
            Family::Smem if g == Gen::G12 => (13, 8),
            Family::Smem => (18, 8),
            Family::Ds if g == Gen::G9 => (17, 8),
            Family::Ds => (18, 8),
            Family::Flat | Family::Scratch | Family::Global if g == Gen::G12 => (14, 8),
            Family::Flat | Family::Scratch | Family::Global => (18, 7),
            Family::Mubuf if g >= Gen::G11 => (18, 8),
            Family::Mubuf => (18, 7),
            Family::Vopd => (17, 9),
            _ => (0, 0),
        };
        self.bits(lo, w) as u16
    }

    fn template_of(&self, e: &Entry) -> &'static [Tok] {
        gen_tables::TEMPLATES[e.tpl as usize]
    }

    fn template(&self) -> &'static [Tok] {
        match self.entry {
            Some(e) => self.template_of(e),
            None => &[],
        }
    }

    /// Where a field sits: (low bit, width).
    fn field_pos(&self, f: Field) -> (u32, u32) {
        let g = self.t.gen;
        match (self.family, f) {
            (Family::Sop2 | Family::Sop1 | Family::Sopk, Field::Sdst) => (16, 7),
            (_, Field::Ssrc0) => (0, 8),
            (_, Field::Ssrc1) => (8, 8),
            (Family::Vop1 | Family::Vop2, Field::Vdst) => (17, 8),
            (Family::Vop1 | Family::Vop2 | Family::Vopc, Field::Src0) => (0, 9),
            (_, Field::Vsrc1) => (9, 8),
            (Family::Vop3 | Family::Vop3p, Field::Vdst) => (0, 8),
            (Family::Vop3 | Family::Vop3p, Field::Sdst) => (8, 7),
            (_, Field::Src0) => (32, 9),
            (_, Field::Src1) => (41, 9),
            (_, Field::Src2) => (50, 9),
            (_, Field::Sdata) => (6, 7),
            (_, Field::Sbase) => (0, 6),
            (_, Field::Addr) => (32, 8),
            (_, Field::Data0) => (40, 8),
            (_, Field::Data1) => (48, 8),
            (Family::Ds, Field::Vdst) => (56, 8),
            (Family::Flat | Family::Scratch | Family::Global, Field::Vaddr) if g == Gen::G12 => (64, 8),
            (Family::Flat | Family::Scratch | Family::Global, Field::Vdata) if g == Gen::G12 => (55, 8),
            (Family::Flat | Family::Scratch | Family::Global, Field::Saddr) if g == Gen::G12 => (0, 7),
            (Family::Flat | Family::Scratch | Family::Global, Field::Vdst) if g == Gen::G12 => (32, 8),
            (_, Field::Vaddr) => (32, 8),
            (_, Field::Vdata) => (40, 8),
            (_, Field::Saddr) => (48, 7),
            (_, Field::Vdst) => (56, 8),
            (_, Field::Srsrc) => (48, 5),
            (_, Field::Soffset) => (56, 8),
            (_, Field::Vdstx) => (56, 8),
            (_, Field::Src0x) => (0, 9),
            (_, Field::Vsrc1x) => (9, 8),
            (_, Field::Src0y) => (32, 9),
            (_, Field::Vsrc1y) => (41, 8),
            (_, Field::Vdsty) => (49, 7),
            (_, Field::Kimm) | (_, Field::Sdst) => (16, 7),
        }
    }

    fn field_code(&self, f: Field) -> u16 {
        let (lo, w) = self.field_pos(f);
        self.bits(lo, w) as u16
    }

    /// Whether a field holds a full source code (where 255 means a literal).
    fn field_is_src_code(&self, f: Field) -> bool {
        f.is_source() && f != Field::Soffset
    }

    /// The operand a template field names.
    pub(crate) fn field_operand(&self, f: Field, class: Class, width: u8) -> Operand {
        let g = self.t.gen;
        let code = self.field_code(f);
        let scalar = |code: u16| operand::decode_src(g, code, width, self.literal, false);
        match f {
            Field::Kimm => Operand::Literal(self.literal),
            Field::Sdst | Field::Ssrc0 | Field::Ssrc1 | Field::Sdata | Field::Saddr | Field::Soffset => scalar(code),
            Field::Sbase => scalar(code * 2),
            Field::Srsrc => scalar(code * 4),
            Field::Src0 | Field::Src1 | Field::Src2 | Field::Src0x | Field::Src0y => {
                operand::decode_src(g, code, width, self.literal, class == Class::A)
            }
            Field::Vdsty => {
                let x = self.field_code(Field::Vdstx);
                Operand::Reg { kind: RegKind::Vgpr, index: (code << 1) | ((x & 1) ^ 1), count: width }
            }
            _ => {
                if class == Class::S {
                    return scalar(code);
                }
                let agpr = class == Class::A || self.mem_acc(f);
                let index = code;
                if index as u32 + width as u32 > 256 {
                    return Operand::Invalid(code + 256);
                }
                Operand::Reg { kind: if agpr { RegKind::Agpr } else { RegKind::Vgpr }, index, count: width }
            }
        }
    }

    /// gfx90a memory instructions: the `acc` bit makes data registers AGPRs.
    fn mem_acc(&self, f: Field) -> bool {
        if !self.t.gfx90a || !matches!(f, Field::Vdst | Field::Vdata | Field::Data0 | Field::Data1) {
            return false;
        }
        match self.family {
            Family::Ds => self.bit(25),
            Family::Flat | Family::Scratch | Family::Global | Family::Mubuf => self.bit(55),
            _ => false,
        }
    }

    /// The operands in LLVM's printed order (registers, constants, literals, SOPP/SOPK
    /// immediates). Memory instructions list their data and address registers.
    pub fn operands(&self) -> Vec<Operand> {
        let mut out = Vec::new();
        for tok in self.template() {
            match *tok {
                Tok::F(f, c, w, _, _) => out.push(self.field_operand(f, c, w)),
                Tok::I(_) => out.push(Operand::Imm(self.bits(0, 16) as u16)),
                Tok::T(_) => {}
            }
        }
        out
    }

    /// The instruction text as `llvm-objdump` prints it.
    pub fn text(&self) -> String {
        let mut s = String::with_capacity(48);
        self.write_text(&mut s);
        s
    }

    /// Appends the instruction text to `out`.
    pub fn write_text(&self, out: &mut String) {
        let Some(e) = self.entry else {
            out.push_str("<unknown>");
            return;
        };
        out.push_str(NAMES[e.name as usize]);
        out.push_str(["", "_e32", "_e64"][e.suffix as usize % 3]);
        match self.family {
            Family::Smem => return mem::smem(self, out),
            Family::Ds => return mem::ds(self, out),
            Family::Flat | Family::Scratch | Family::Global => return mem::flat(self, out),
            Family::Mubuf => return mem::mubuf(self, out),
            _ => {}
        }
        let start = out.len();
        out.push(' ');
        self.write_template(out, self.template(), e);
        if out.len() == start + 1 {
            out.truncate(start);
        }
        match self.family {
            Family::Vop3 => self.vop3_suffix(out, e),
            Family::Vop3p => self.vop3p_suffix(out, e),
            _ => {}
        }
    }

    fn write_template(&self, out: &mut String, tpl: &[Tok], e: &Entry) {
        for tok in tpl {
            match *tok {
                Tok::T(s) => out.push_str(s),
                Tok::I(kind) => sopp::write_imm(out, kind, self.bits(0, 16) as u16, &self.t),
                Tok::F(f, c, w, ty, _) => {
                    let op = self.field_operand(f, c, w);
                    self.write_src_mods(out, f, &op, ty, e);
                }
            }
        }
    }

    /// Writes a source with its VOP3 `neg`/`abs` modifiers.
    fn write_src_mods(&self, out: &mut String, f: Field, op: &Operand, ty: Ty, e: &Entry) {
        let idx = match f {
            Field::Src0 => 0,
            Field::Src1 => 1,
            Field::Src2 => 2,
            _ => 3,
        };
        let (neg, abs) = if self.family == Family::Vop3 && idx < 3 {
            let neg_bit = 61 + idx;
            let abs_bit = 8 + idx;
            let neg = e.zero >> neg_bit & 1 == 0 && self.bit(neg_bit);
            let abs = !self.has_field(Field::Sdst) && e.zero >> abs_bit & 1 == 0 && self.bit(abs_bit);
            (neg, abs)
        } else {
            (false, false)
        };
        let neg_fn = neg && !abs && matches!(op, Operand::Int(_) | Operand::Float(_) | Operand::Literal(_));
        if neg {
            out.push_str(if neg_fn { "neg(" } else { "-" });
        }
        if abs {
            out.push('|');
        }
        operand::write_src(out, op, ty, self.t.syntax);
        if abs {
            out.push('|');
        }
        if neg_fn {
            out.push(')');
        }
    }

    fn has_field(&self, f: Field) -> bool {
        self.template().iter().any(|t| matches!(*t, Tok::F(x, ..) if x == f))
    }

    fn n_srcs(&self) -> usize {
        [Field::Src0, Field::Src1, Field::Src2].iter().filter(|&&f| self.has_field(f)).count()
    }

    fn vop3_suffix(&self, out: &mut String, e: &Entry) {
        let allowed = |b: u32| e.zero >> b & 1 == 0;
        if !self.has_field(Field::Sdst) {
            let opsel = self.bits(11, 4);
            if opsel != 0 && (11..15).any(allowed) {
                let n = self.n_srcs();
                out.push_str(" op_sel:[");
                for i in 0..n {
                    let _ = write!(out, "{}{}", if i > 0 { "," } else { "" }, opsel >> i & 1);
                }
                let _ = write!(out, ",{}]", opsel >> 3 & 1);
            }
        }
        if allowed(15) && self.bit(15) {
            out.push_str(" clamp");
        }
        if allowed(59) || allowed(60) {
            match self.bits(59, 2) {
                1 => out.push_str(" mul:2"),
                2 => out.push_str(" mul:4"),
                3 => out.push_str(" div:2"),
                _ => {}
            }
        }
    }

    fn vop3p_suffix(&self, out: &mut String, e: &Entry) {
        let allowed = |b: u32| e.zero >> b & 1 == 0;
        let name = NAMES[e.name as usize];
        if name.contains("mfma") || name.contains("smfmac") {
            let cbsz = self.bits(8, 3);
            let abid = self.bits(11, 4);
            let blgp = self.bits(61, 3);
            if cbsz != 0 {
                let _ = write!(out, " cbsz:{cbsz}");
            }
            if abid != 0 {
                let _ = write!(out, " abid:{abid}");
            }
            if blgp != 0 {
                let _ = write!(out, " blgp:{blgp}");
            }
            return;
        }
        let n = self.n_srcs();
        let packed = !name.contains("mix");
        let opsel = self.bits(11, 3);
        let opsel_hi = self.bits(59, 2) | (self.bits(14, 1) << 2);
        let neg_lo = self.bits(61, 3);
        let neg_hi = self.bits(8, 3);
        let mut list = |name: &str, v: u32, default: u32, bits: &[u32]| {
            if !bits.iter().any(|&b| allowed(b)) {
                return;
            }
            let mask = (1 << n) - 1;
            if v & mask == default & mask {
                return;
            }
            let _ = write!(out, " {name}:[");
            for i in 0..n {
                let _ = write!(out, "{}{}", if i > 0 { "," } else { "" }, v >> i & 1);
            }
            out.push(']');
        };
        list("op_sel", opsel, 0, &[11, 12, 13]);
        list("op_sel_hi", opsel_hi, if packed { 7 } else { 0 }, &[59, 60, 14]);
        if packed {
            list("neg_lo", neg_lo, 0, &[61, 62, 63]);
            list("neg_hi", neg_hi, 0, &[8, 9, 10]);
        }
        if allowed(15) && self.bit(15) {
            out.push_str(" clamp");
        }
    }
}

impl fmt::Display for Instruction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}
