//! Context-save areas (CWSR): where a suspended queue's waves keep their registers and LDS, in
//! the layout amd-dbgapi decodes (`shared/notes/anchors.md` §4), and the trap handler's
//! metadata in each wave's TTMPs.
//!
//! An area (one per queue and XCC) starts with `kfd_context_save_area_header`; the control
//! stack (two PM4 words, then one *state* word — bit 31 — before waves that share a
//! configuration and one *wave* word per saved wave) is followed directly by the wave save
//! area, in which records are stacked downwards from `wave_state_offset`: the first wave
//! word's record at the top. A record, from high to low address, is: (GFX9 only: a 64-byte
//! gap), the work-group's LDS if the wave is the first of its group, 16 TTMPs, 16 HWREG slots,
//! the SGPR slots, (GFX9 with AGPRs: the AGPRs), the VGPRs with `v0` lowest, each register
//! lane 0 first.

use amdgpu::{Generation, Processor, WaveSize};

use super::{truncated, CoreError, CoreResult};

/// `sizeof(struct kfd_context_save_area_header)`.
pub const HEADER_SIZE: usize = 40;
/// Where the writer puts the control stack (as rocjitsu does; the header says where).
pub const CONTROL_STACK_OFFSET: u32 = 0x100;

/// The save-area layout family of a processor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// GFX9 (gfx900–gfx950): 64-byte gap, 112 SGPR slots, wave64.
    Gfx9 {
        /// How the accumulation registers are saved.
        agprs: AgprFile,
        /// The LDS size field of the state word ends at bit 17 (gfx900–908) or 16 (gfx90a+).
        lds_field_end: u32,
        /// The wave word's shader-engine field: lowest bit and width (gfx900/906 [12:11],
        /// gfx908 [13:11], gfx90a [11:9], gfx94x [10:9]).
        shader_engine: (u32, u32),
    },
    /// GFX10, GFX10.3 and GFX11: 128 SGPR slots, wave32 or wave64, two state words.
    Gfx10,
    /// GFX12: the GFX11 layout with GFX12's hardware-register slots.
    Gfx12,
}

/// AGPRs in a GFX9 record: the processor's AGPR file.
pub use amdgpu::AgprFile;

impl Layout {
    /// The layout of a processor's save areas, `None` for generations amd-dbgapi does not
    /// support (before GFX9).
    pub fn of(processor: &Processor) -> Option<Layout> {
        Some(match processor.generation {
            // The shader-engine field of a wave word is three bits on the parts with eight
            // engines (gfx908, gfx90a) and two elsewhere.
            Generation::Gfx9 => Layout::Gfx9 {
                agprs: processor.agpr_file(),
                lds_field_end: 17,
                shader_engine: if processor.name == "gfx908" {
                    (11, 3)
                } else {
                    (11, 2)
                },
            },
            Generation::Gfx90a => Layout::Gfx9 {
                agprs: processor.agpr_file(),
                lds_field_end: 16,
                shader_engine: (9, 3),
            },
            Generation::Gfx940 => Layout::Gfx9 {
                agprs: processor.agpr_file(),
                lds_field_end: 16,
                shader_engine: (9, 2),
            },
            Generation::Gfx10_1 | Generation::Gfx10_3 | Generation::Gfx11 => Layout::Gfx10,
            Generation::Gfx12 => Layout::Gfx12,
            _ => return None,
        })
    }

    /// SGPR slots in a record: GFX9 112 (102 scalars, the flat_scratch, xnack_mask and vcc
    /// alias pairs, 4 spare), GFX10+ 128 (106 scalars, vcc at 106/107).
    pub fn sgpr_slots(self) -> usize {
        match self {
            Layout::Gfx9 { .. } => 112,
            _ => 128,
        }
    }

    /// Architected scalar registers (`s0`..): 102 on GFX9, 106 on GFX10+.
    pub fn scalars(self) -> usize {
        match self {
            Layout::Gfx9 { .. } => 102,
            _ => 106,
        }
    }

    fn gap(self) -> u64 {
        match self {
            Layout::Gfx9 { .. } => 64,
            _ => 0,
        }
    }

    fn state_words(self) -> usize {
        match self {
            Layout::Gfx9 { .. } => 1,
            _ => 2,
        }
    }
}

/// Hardware-register slots of a record.
mod hwreg {
    pub const M0: usize = 0;
    pub const PC_LO: usize = 1;
    pub const PC_HI: usize = 2;
    pub const EXEC_LO: usize = 3;
    pub const EXEC_HI: usize = 4;
    pub const STATUS_GFX9_11: usize = 5;
    pub const TRAPSTS: usize = 6;
    pub const XNACK_LO: usize = 7;
    pub const XNACK_HI_GFX9: usize = 8;
    pub const MODE_GFX9: usize = 9;
    pub const MODE_GFX10: usize = 8;
    pub const FLAT_SCRATCH_LO_GFX10: usize = 9;
    pub const FLAT_SCRATCH_HI_GFX10: usize = 10;
    pub const STATUS_GFX12: usize = 13;
}

/// The wave word's flags (one per saved wave in the control stack).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WaveWord {
    /// The wave's scratch slot (SPI scoreboard id) within its shader engine: see
    /// [`WaveWord::scratch_index`].
    pub scratch_slot: u32,
    /// The shader engine the wave ran on.
    pub shader_engine: u32,
    /// Scratch is enabled for the wave.
    pub scratch_enabled: bool,
    /// First saved wave of its work-group (its record carries the group's LDS).
    pub first_in_group: bool,
    /// Last wave of its work-group.
    pub last_in_group: bool,
}

impl WaveWord {
    fn encode(self, layout: Layout) -> u32 {
        let b = |v: bool, bit: u32| (v as u32) << bit;
        let (se_lo, _) = Self::shader_engine_field(layout);
        let se = self.shader_engine << se_lo;
        match layout {
            Layout::Gfx9 { .. } => {
                (self.scratch_slot & 0x1ff)
                    | se
                    | b(self.scratch_enabled, 15)
                    | b(self.last_in_group, 16)
                    | b(self.first_in_group, 17)
            }
            _ => {
                (self.scratch_slot & 0x3ff)
                    | se
                    | b(self.scratch_enabled, 11)
                    | b(self.first_in_group, 12)
                    | b(self.last_in_group, 29)
            }
        }
    }

    fn decode(w: u32, layout: Layout) -> WaveWord {
        let b = |bit: u32| w >> bit & 1 != 0;
        let (se_lo, se_bits) = Self::shader_engine_field(layout);
        let shader_engine = w >> se_lo & ((1 << se_bits) - 1);
        match layout {
            Layout::Gfx9 { .. } => WaveWord {
                scratch_slot: w & 0x1ff,
                shader_engine,
                scratch_enabled: b(15),
                last_in_group: b(16),
                first_in_group: b(17),
            },
            _ => WaveWord {
                scratch_slot: w & 0x3ff,
                shader_engine,
                scratch_enabled: b(11),
                first_in_group: b(12),
                last_in_group: b(29),
            },
        }
    }

    /// The shader-engine field (lowest bit, width): GFX9 per processor, GFX10/11 [25:24]
    /// (GFX11 parts with more than four engines use bit 26 too; not read here), GFX12 [26:24].
    fn shader_engine_field(layout: Layout) -> (u32, u32) {
        match layout {
            Layout::Gfx9 { shader_engine, .. } => shader_engine,
            Layout::Gfx10 => (24, 2),
            Layout::Gfx12 => (24, 3),
        }
    }

    /// The largest slot a wave word can name.
    pub fn max_slot(layout: Layout) -> u32 {
        match layout {
            Layout::Gfx9 { .. } => 0x1ff,
            _ => 0x3ff,
        }
    }

    /// The most shader engines a wave word can name.
    pub fn max_shader_engines(layout: Layout) -> u32 {
        1 << Self::shader_engine_field(layout).1
    }

    /// Which per-wave scratch slot of the queue's scratch ring the wave uses, as amd-dbgapi
    /// computes it: the ring's waves (`COMPUTE_TMPRING_SIZE.WAVES`) are shared equally by the
    /// shader engines, and the wave's slot is counted within its engine's share.
    pub fn scratch_index(self, ring_waves: u32, shader_engines: u32) -> u64 {
        let per_engine = ring_waves / shader_engines.max(1);
        u64::from(per_engine) * u64::from(self.shader_engine) + u64::from(self.scratch_slot)
    }

    /// The slot and shader engine naming scratch index `index` of a ring of `ring_waves`
    /// shared by `shader_engines` (the inverse of [`WaveWord::scratch_index`]), or `None`
    /// when the word's fields cannot hold it.
    pub fn place_scratch(
        index: u64,
        ring_waves: u32,
        shader_engines: u32,
        layout: Layout,
    ) -> Option<(u32, u32)> {
        let per_engine = u64::from(ring_waves / shader_engines.max(1));
        if per_engine == 0 {
            return None;
        }
        let (engine, slot) = (index / per_engine, index % per_engine);
        (engine < u64::from(shader_engines.min(Self::max_shader_engines(layout)))
            && slot <= u64::from(Self::max_slot(layout)))
        .then_some((slot as u32, engine as u32))
    }
}

/// One wave as its save-area record holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedWave {
    /// Lanes.
    pub size: WaveSize,
    /// Its control-stack word.
    pub word: WaveWord,
    /// `s0`.. ([`Layout::scalars`] of them).
    pub sgprs: Vec<u32>,
    /// VCC (64-bit even in wave32: the high half is kept).
    pub vcc: u64,
    /// FLAT_SCRATCH.
    pub flat_scratch: u64,
    /// XNACK_MASK.
    pub xnack_mask: u64,
    /// M0.
    pub m0: u32,
    /// PC.
    pub pc: u64,
    /// EXEC (the low half only in wave32).
    pub exec: u64,
    /// STATUS as software reads it.
    pub status: u32,
    /// TRAPSTS (GFX12: EXCP_FLAG_PRIV).
    pub trapsts: u32,
    /// MODE.
    pub mode: u32,
    /// The trap temporaries.
    pub ttmps: [u32; 16],
    /// VGPRs, register-major: `vgprs[r * lanes + l]` is lane `l` of `v<r>`.
    pub vgprs: Vec<u32>,
    /// AGPRs, laid out as `vgprs`.
    pub agprs: Vec<u32>,
    /// The work-group's LDS (only in the first wave of a group's record).
    pub lds: Vec<u8>,
}

impl SavedWave {
    /// VGPRs saved.
    pub fn vgpr_count(&self) -> usize {
        self.vgprs.len() / self.size.lanes() as usize
    }
    /// AGPRs saved.
    pub fn agpr_count(&self) -> usize {
        self.agprs.len() / self.size.lanes() as usize
    }
}

/// The configuration a state word describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct State {
    size: WaveSize,
    vgprs: usize,
    agprs: usize,
    lds: usize,
}

impl State {
    fn encode(self, layout: Layout) -> CoreResult<[u32; 2]> {
        let bad = |what: String| Err(CoreError::Unrepresentable(what));
        let lds_granule = 512;
        if !self.lds.is_multiple_of(lds_granule) {
            return bad(format!(
                "LDS of {} bytes is not a multiple of 512",
                self.lds
            ));
        }
        let lds = (self.lds / lds_granule) as u32;
        match layout {
            Layout::Gfx9 {
                agprs,
                lds_field_end,
                ..
            } => {
                let lds_bits = lds_field_end - 9 + 1;
                if lds >= 1 << lds_bits {
                    return bad(format!("{} bytes of LDS", self.lds));
                }
                // SGPR field 7: (7 + 1) * 16 - 16 = 112 slots.
                let mut w = 1 << 31 | 7 << 6 | lds << 9;
                match agprs {
                    AgprFile::Unified => {
                        let total = self.vgprs + self.agprs;
                        if !self.vgprs.is_multiple_of(4)
                            || self.vgprs == 0
                            || self.vgprs > 256
                            || !total.is_multiple_of(8)
                            || total > 512
                        {
                            return bad(format!(
                                "{} VGPRs + {} AGPRs (ArchVGPRs in 4s, the file in 8s)",
                                self.vgprs, self.agprs
                            ));
                        }
                        w |= ((total / 8 - 1) as u32) | ((self.vgprs / 4 - 1) as u32) << 24;
                    }
                    _ => {
                        let want_agprs = if agprs == AgprFile::Separate {
                            self.vgprs
                        } else {
                            0
                        };
                        if !self.vgprs.is_multiple_of(4)
                            || self.vgprs == 0
                            || self.vgprs > 256
                            || self.agprs != want_agprs
                        {
                            return bad(format!("{} VGPRs, {} AGPRs", self.vgprs, self.agprs));
                        }
                        w |= (self.vgprs / 4 - 1) as u32;
                    }
                }
                if self.size != WaveSize::Wave64 {
                    return bad("a wave32 wave on GFX9".into());
                }
                Ok([w, 0])
            }
            _ => {
                let granule = if self.size == WaveSize::Wave32 { 8 } else { 4 };
                if lds >= 1 << 8 {
                    return bad(format!("{} bytes of LDS", self.lds));
                }
                if !self.vgprs.is_multiple_of(granule)
                    || self.vgprs == 0
                    || self.vgprs / granule > 64
                    || self.agprs != 0
                {
                    return bad(format!("{} VGPRs in {}", self.vgprs, self.size.lanes()));
                }
                let w32 = (self.size == WaveSize::Wave32) as u32;
                Ok([
                    1 << 31 | (self.vgprs / granule - 1) as u32 | lds << 10 | w32 << 24,
                    1 << 31,
                ])
            }
        }
    }

    fn decode(w: u32, layout: Layout) -> State {
        match layout {
            Layout::Gfx9 {
                agprs,
                lds_field_end,
                ..
            } => {
                let lds_bits = lds_field_end - 9 + 1;
                let lds = (w >> 9 & ((1 << lds_bits) - 1)) as usize * 512;
                let low = (w & 0x3f) as usize + 1;
                let (vgprs, agprs) = match agprs {
                    AgprFile::None => (low * 4, 0),
                    AgprFile::Separate => (low * 4, low * 4),
                    AgprFile::Unified => {
                        let arch = ((w >> 24 & 0x3f) as usize + 1) * 4;
                        (arch, (low * 8).saturating_sub(arch))
                    }
                };
                State {
                    size: WaveSize::Wave64,
                    vgprs,
                    agprs,
                    lds,
                }
            }
            _ => {
                let size = if w >> 24 & 1 != 0 {
                    WaveSize::Wave32
                } else {
                    WaveSize::Wave64
                };
                let granule = if size == WaveSize::Wave32 { 8 } else { 4 };
                State {
                    size,
                    vgprs: ((w & 0x3f) as usize + 1) * granule,
                    agprs: 0,
                    lds: (w >> 10 & 0xff) as usize * 512,
                }
            }
        }
    }

    /// Bytes of a record with this state (`with_lds`: the group's first wave).
    fn record_size(self, layout: Layout, with_lds: bool) -> u64 {
        let lanes = self.size.lanes() as u64;
        layout.gap()
            + if with_lds { self.lds as u64 } else { 0 }
            + 64
            + 64
            + 4 * layout.sgpr_slots() as u64
            + 4 * lanes * (self.vgprs + self.agprs) as u64
    }
}

/// Writes one context-save area holding `waves` (in control-stack order; their records go
/// top-down) with `debug_size` bytes of debugger scratch after it. Returns the area's bytes;
/// its header names every part.
pub fn write_area(layout: Layout, waves: &[SavedWave], debug_size: u32) -> CoreResult<Vec<u8>> {
    // Control stack: two PM4 words, then a state word before each change of configuration.
    let mut stack: Vec<u32> = vec![0, 0];
    let mut records = 0u64;
    let mut current: Option<State> = None;
    for w in waves {
        let lanes = w.size.lanes() as usize;
        if w.vgprs.len() % lanes != 0 || w.agprs.len() % lanes != 0 {
            return Err(CoreError::Unrepresentable(
                "a register file that is not whole registers".into(),
            ));
        }
        if w.sgprs.len() != layout.scalars() {
            return Err(CoreError::Unrepresentable(format!(
                "{} SGPRs where the layout has {}",
                w.sgprs.len(),
                layout.scalars()
            )));
        }
        if w.word.scratch_slot > WaveWord::max_slot(layout)
            || w.word.shader_engine >= WaveWord::max_shader_engines(layout)
        {
            return Err(CoreError::Unrepresentable(format!(
                "scratch slot {} of shader engine {} (a wave word holds slots up to {} on {} engines)",
                w.word.scratch_slot,
                w.word.shader_engine,
                WaveWord::max_slot(layout),
                WaveWord::max_shader_engines(layout)
            )));
        }
        if !w.word.first_in_group && !w.lds.is_empty() {
            return Err(CoreError::Unrepresentable(
                "LDS in a wave that is not the first of its group".into(),
            ));
        }
        let state = State {
            size: w.size,
            vgprs: w.vgpr_count(),
            agprs: w.agpr_count(),
            lds: current.map_or(0, |c| c.lds).max(w.lds.len()),
        };
        if current != Some(state) {
            let words = state.encode(layout)?;
            stack.extend_from_slice(&words[..layout.state_words()]);
            current = Some(state);
        }
        if w.word.first_in_group && w.lds.len() != state.lds {
            return Err(CoreError::Unrepresentable(format!(
                "a work-group's LDS of {} bytes where the dispatch has {}",
                w.lds.len(),
                state.lds
            )));
        }
        stack.push(w.word.encode(layout));
        records += state.record_size(layout, w.word.first_in_group);
    }
    // Pad the stack to 64 bytes with PM4 event words (bit 30), which readers skip.
    while !stack.len().is_multiple_of(16) {
        stack.push(1 << 30);
    }
    let cs_size = 4 * stack.len() as u64;
    let wave_start = CONTROL_STACK_OFFSET as u64 + cs_size;
    let wave_end = wave_start + records;
    let debug_offset = wave_end.next_multiple_of(64);
    let total = debug_offset + debug_size as u64;
    let too_big = |what: &str| {
        CoreError::Unrepresentable(format!("a context-save area whose {what} exceeds 4 GiB"))
    };
    let u32_of = |v: u64, what: &str| u32::try_from(v).map_err(|_| too_big(what));
    let mut out = vec![0u8; usize::try_from(total).map_err(|_| too_big("size"))?];
    let header = [
        CONTROL_STACK_OFFSET,
        u32_of(cs_size, "control stack")?,
        u32_of(wave_end, "wave state offset")?,
        u32_of(records, "wave state size")?,
        u32_of(debug_offset, "debug offset")?,
        debug_size,
    ];
    for (i, v) in header.iter().enumerate() {
        out[4 * i..4 * i + 4].copy_from_slice(&v.to_le_bytes());
    }
    for (i, v) in stack.iter().enumerate() {
        let at = CONTROL_STACK_OFFSET as usize + 4 * i;
        out[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }
    let mut cursor = wave_end;
    let mut current: Option<State> = None;
    for w in waves {
        let state = State {
            size: w.size,
            vgprs: w.vgpr_count(),
            agprs: w.agpr_count(),
            lds: current.map_or(0, |c| c.lds).max(w.lds.len()),
        };
        current = Some(state);
        let size = state.record_size(layout, w.word.first_in_group);
        put_record(
            layout,
            w,
            &mut out[(cursor - size) as usize..cursor as usize],
        );
        cursor -= size;
    }
    debug_assert_eq!(cursor, wave_start);
    Ok(out)
}

/// Lays `w` out in `rec`, the record's bytes (lowest address first).
fn put_record(layout: Layout, w: &SavedWave, rec: &mut [u8]) {
    let mut at = 0usize;
    let mut put = |rec: &mut [u8], words: &mut dyn Iterator<Item = u32>| {
        for v in words {
            rec[at..at + 4].copy_from_slice(&v.to_le_bytes());
            at += 4;
        }
    };
    put(rec, &mut w.vgprs.iter().copied());
    put(rec, &mut w.agprs.iter().copied());
    let mut sgprs = vec![0u32; layout.sgpr_slots()];
    sgprs[..w.sgprs.len()].copy_from_slice(&w.sgprs);
    let lo = |v: u64| v as u32;
    let hi = |v: u64| (v >> 32) as u32;
    if let Layout::Gfx9 { .. } = layout {
        sgprs[102] = lo(w.flat_scratch);
        sgprs[103] = hi(w.flat_scratch);
        sgprs[104] = lo(w.xnack_mask);
        sgprs[105] = hi(w.xnack_mask);
    }
    sgprs[106] = lo(w.vcc);
    sgprs[107] = hi(w.vcc);
    put(rec, &mut sgprs.into_iter());
    let mut regs = [0u32; 16];
    regs[hwreg::M0] = w.m0;
    regs[hwreg::PC_LO] = lo(w.pc);
    regs[hwreg::PC_HI] = hi(w.pc);
    regs[hwreg::EXEC_LO] = lo(w.exec);
    regs[hwreg::EXEC_HI] = hi(w.exec);
    regs[hwreg::TRAPSTS] = w.trapsts;
    regs[hwreg::XNACK_LO] = lo(w.xnack_mask);
    match layout {
        Layout::Gfx9 { .. } => {
            regs[hwreg::STATUS_GFX9_11] = w.status;
            regs[hwreg::XNACK_HI_GFX9] = hi(w.xnack_mask);
            regs[hwreg::MODE_GFX9] = w.mode;
        }
        Layout::Gfx10 | Layout::Gfx12 => {
            regs[if layout == Layout::Gfx10 {
                hwreg::STATUS_GFX9_11
            } else {
                hwreg::STATUS_GFX12
            }] = w.status;
            regs[hwreg::MODE_GFX10] = w.mode;
            regs[hwreg::FLAT_SCRATCH_LO_GFX10] = lo(w.flat_scratch);
            regs[hwreg::FLAT_SCRATCH_HI_GFX10] = hi(w.flat_scratch);
        }
    }
    put(rec, &mut regs.into_iter());
    put(rec, &mut w.ttmps.iter().copied());
    rec[at..at + w.lds.len()].copy_from_slice(&w.lds);
}

/// Reads the waves of the context-save area `area` (its bytes, from the header on), found at
/// `address` (for messages). Every offset of the header is checked against the area.
pub fn read_area(layout: Layout, area: &[u8], address: u64) -> CoreResult<Vec<SavedWave>> {
    let what = |s: &str| format!("context-save area at {address:#x}: {s}");
    let f = super::Fields {
        data: area,
        what: what("header"),
        base: address,
    };
    let cs_offset = f.u32(0)? as u64;
    let cs_size = f.u32(4)? as u64;
    let ws_offset = f.u32(8)? as u64;
    let ws_size = f.u32(12)? as u64;
    let corrupt = |reason: String| CoreError::Corrupt {
        what: what("header"),
        reason,
    };
    if cs_offset < HEADER_SIZE as u64 || !cs_size.is_multiple_of(4) || !cs_offset.is_multiple_of(4)
    {
        return Err(corrupt(format!(
            "control stack at offset {cs_offset:#x} of {cs_size} bytes"
        )));
    }
    if cs_offset + cs_size > area.len() as u64 || ws_offset > area.len() as u64 {
        return Err(corrupt(format!(
            "control stack {cs_offset:#x}+{cs_size:#x} or wave state end {ws_offset:#x} lies beyond the area's {:#x} bytes",
            area.len()
        )));
    }
    if ws_offset.checked_sub(ws_size) != Some(cs_offset + cs_size) {
        return Err(corrupt(format!(
            "the wave save area ({ws_size:#x} bytes ending at {ws_offset:#x}) does not start where the control stack ends ({:#x})",
            cs_offset + cs_size
        )));
    }
    let words: Vec<u32> = area[cs_offset as usize..(cs_offset + cs_size) as usize]
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")))
        .collect();
    let mut state: Option<State> = None;
    let mut cursor = ws_offset;
    let floor = ws_offset - ws_size;
    let mut out = Vec::new();
    let mut i = 2usize;
    while i < words.len() {
        let w = words[i];
        let at = address + cs_offset + 4 * i as u64;
        i += 1;
        if w & 1 << 30 != 0 && w & 1 << 31 == 0 {
            continue; // an event
        }
        if w & 1 << 31 != 0 {
            state = Some(State::decode(w, layout));
            i += layout.state_words() - 1;
            continue;
        }
        let Some(st) = state else {
            return Err(CoreError::Corrupt {
                what: what("control stack"),
                reason: format!("wave word {w:#010x} at {at:#x} before any state word"),
            });
        };
        let word = WaveWord::decode(w, layout);
        let size = st.record_size(layout, word.first_in_group);
        let Some(base) = cursor.checked_sub(size).filter(|&b| b >= floor) else {
            return Err(CoreError::Corrupt {
                what: what("control stack"),
                reason: format!(
                    "the record of wave word {w:#010x} at {at:#x} ({size} bytes) does not fit in the wave save area"
                ),
            });
        };
        out.push(get_record(
            layout,
            st,
            word,
            &area[base as usize..cursor as usize],
        ));
        cursor = base;
    }
    if cursor != floor {
        return Err(CoreError::Corrupt {
            what: what("wave save area"),
            reason: format!(
                "the records end at offset {cursor:#x}, not at the area's start {floor:#x} (corrupted control stack or wave save area)"
            ),
        });
    }
    Ok(out)
}

fn get_record(layout: Layout, st: State, word: WaveWord, rec: &[u8]) -> SavedWave {
    let lanes = st.size.lanes() as usize;
    let u = |i: usize| u32::from_le_bytes(rec[4 * i..4 * i + 4].try_into().expect("in record"));
    let nv = st.vgprs * lanes;
    let na = st.agprs * lanes;
    let vgprs: Vec<u32> = (0..nv).map(u).collect();
    let agprs: Vec<u32> = (nv..nv + na).map(u).collect();
    let s0 = nv + na;
    let sg = |k: usize| u(s0 + k);
    let h0 = s0 + layout.sgpr_slots();
    let h = |k: usize| u(h0 + k);
    let t0 = h0 + 16;
    let mut ttmps = [0u32; 16];
    for (k, t) in ttmps.iter_mut().enumerate() {
        *t = u(t0 + k);
    }
    let pair = |lo: u32, hi: u32| lo as u64 | (hi as u64) << 32;
    let lds_at = 4 * (t0 + 16);
    let lds = if word.first_in_group {
        rec[lds_at..lds_at + st.lds].to_vec()
    } else {
        Vec::new()
    };
    let (status, mode, flat_scratch, xnack_mask) = match layout {
        Layout::Gfx9 { .. } => (
            h(hwreg::STATUS_GFX9_11),
            h(hwreg::MODE_GFX9),
            pair(sg(102), sg(103)),
            pair(h(hwreg::XNACK_LO), h(hwreg::XNACK_HI_GFX9)),
        ),
        _ => (
            h(if layout == Layout::Gfx10 {
                hwreg::STATUS_GFX9_11
            } else {
                hwreg::STATUS_GFX12
            }),
            h(hwreg::MODE_GFX10),
            pair(
                h(hwreg::FLAT_SCRATCH_LO_GFX10),
                h(hwreg::FLAT_SCRATCH_HI_GFX10),
            ),
            h(hwreg::XNACK_LO) as u64,
        ),
    };
    SavedWave {
        size: st.size,
        word,
        sgprs: (0..layout.scalars()).map(sg).collect(),
        vcc: pair(sg(106), sg(107)),
        flat_scratch,
        xnack_mask,
        m0: h(hwreg::M0),
        pc: pair(h(hwreg::PC_LO), h(hwreg::PC_HI)),
        exec: pair(h(hwreg::EXEC_LO), h(hwreg::EXEC_HI)),
        status,
        trapsts: h(hwreg::TRAPSTS),
        mode,
        ttmps,
        vgprs,
        agprs,
        lds,
    }
}

/// The trap handler's metadata in a wave's TTMPs, which amd-dbgapi reads to place a saved
/// wave (§4.2, §4.4): its debugger wave id, its dispatch's packet index, its work-group and
/// its index in the group, and how it stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TrapMetadata {
    /// The wave id (ttmp4:ttmp5).
    pub wave_id: u64,
    /// The dispatch packet's index in its queue's ring.
    pub packet_index: u32,
    /// Work-group id.
    pub group: [u32; 3],
    /// Wave index in its work-group.
    pub wave_in_group: u32,
}

/// `ttmp6` bits the trap handler saves when a wave enters it (GFX9–GFX11; hdb uses the same
/// bits on GFX12): the trap id, the wave's HALT bit and "stopped by the debugger".
pub mod ttmp6 {
    /// Shift of the saved trap id (4 bits).
    pub const TRAP_ID_SHIFT: u32 = 25;
    /// The saved trap id's mask (after the shift).
    pub const TRAP_ID_MASK: u32 = 0xf;
    /// The saved STATUS.HALT.
    pub const HALTED: u32 = 1 << 29;
    /// Stopped by the debugger.
    pub const STOPPED: u32 = 1 << 30;
}

impl TrapMetadata {
    /// Writes the metadata into `ttmp` as the trap handler of `layout`'s generation keeps it;
    /// `gfx94x` also gets the packet id in ttmp11.
    pub fn store(&self, layout: Layout, processor: &Processor, ttmp: &mut [u32; 16]) {
        ttmp[4] = self.wave_id as u32;
        ttmp[5] = (self.wave_id >> 32) as u32;
        match layout {
            Layout::Gfx12 => {
                ttmp[7] = (self.group[1] & 0xffff) | self.group[2] << 16;
                ttmp[8] = (self.packet_index & 0x1ff_ffff)
                    | (self.wave_in_group & 0x1f) << 25
                    | 1 << 30
                    | 1 << 31;
                ttmp[9] = self.group[0];
            }
            _ => {
                ttmp[6] = (ttmp[6] & !0x1ff_ffff) | (self.packet_index & 0x1ff_ffff);
                ttmp[8] = self.group[0];
                ttmp[9] = self.group[1];
                ttmp[10] = self.group[2];
                ttmp[11] = self.wave_in_group & 0x3f;
                if processor.generation == Generation::Gfx940 {
                    ttmp[11] |= (self.packet_index & 0x1ff_ffff) << 6 | 1 << 31;
                }
            }
        }
    }

    /// Reads the metadata back.
    pub fn load(layout: Layout, ttmp: &[u32; 16]) -> TrapMetadata {
        let wave_id = ttmp[4] as u64 | (ttmp[5] as u64) << 32;
        match layout {
            Layout::Gfx12 => TrapMetadata {
                wave_id,
                packet_index: ttmp[8] & 0x1ff_ffff,
                group: [ttmp[9], ttmp[7] & 0xffff, ttmp[7] >> 16],
                wave_in_group: ttmp[8] >> 25 & 0x1f,
            },
            _ => TrapMetadata {
                wave_id,
                packet_index: ttmp[6] & 0x1ff_ffff,
                group: [ttmp[8], ttmp[9], ttmp[10]],
                wave_in_group: ttmp[11] & 0x3f,
            },
        }
    }
}

/// TRAPSTS exception bits a stop reason is read from (GFX9–GFX11 `SQ_WAVE_TRAPSTS`; hdb keeps
/// the same bits in GFX12's EXCP_FLAG_PRIV slot).
pub mod trapsts {
    /// `EXCP[8]`: memory violation.
    pub const MEM_VIOL: u32 = 1 << 8;
    /// `ILLEGAL_INST`.
    pub const ILLEGAL_INST: u32 = 1 << 11;
}

/// Checks that a record of `len` bytes at `offset` of an area of `area_len` fits (for callers
/// that slice areas out of memory).
pub fn check_area(what: &str, offset: u64, len: u64, area_len: usize) -> CoreResult<()> {
    if offset.checked_add(len).is_none_or(|e| e > area_len as u64) {
        return Err(truncated(what, offset, len, area_len));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wave(
        size: WaveSize,
        vgprs: usize,
        agprs: usize,
        seed: u32,
        first: bool,
        lds: usize,
        layout: Layout,
    ) -> SavedWave {
        let lanes = size.lanes() as usize;
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            x
        };
        SavedWave {
            size,
            word: WaveWord {
                scratch_slot: seed % 100,
                shader_engine: seed % 2,
                scratch_enabled: true,
                first_in_group: first,
                last_in_group: !first,
            },
            sgprs: (0..layout.scalars()).map(|_| next()).collect(),
            vcc: next() as u64 | (next() as u64) << 32,
            flat_scratch: next() as u64 | (next() as u64) << 32,
            xnack_mask: if layout == Layout::Gfx10 || layout == Layout::Gfx12 {
                next() as u64
            } else {
                next() as u64 | (next() as u64) << 32
            },
            m0: next(),
            pc: next() as u64 | (next() as u64) << 32,
            exec: if lanes == 32 {
                next() as u64
            } else {
                next() as u64 | (next() as u64) << 32
            },
            status: next(),
            trapsts: next(),
            mode: next(),
            ttmps: std::array::from_fn(|_| next()),
            vgprs: (0..vgprs * lanes).map(|_| next()).collect(),
            agprs: (0..agprs * lanes).map(|_| next()).collect(),
            lds: if first {
                (0..lds).map(|_| next() as u8).collect()
            } else {
                Vec::new()
            },
        }
    }

    #[test]
    fn areas_round_trip_for_every_layout() {
        for (name, size, v, a) in [
            ("gfx900", WaveSize::Wave64, 24, 0),
            ("gfx908", WaveSize::Wave64, 32, 32),
            ("gfx90a", WaveSize::Wave64, 40, 24),
            ("gfx942", WaveSize::Wave64, 128, 128),
            ("gfx1030", WaveSize::Wave32, 64, 0),
            ("gfx1100", WaveSize::Wave64, 36, 0),
            ("gfx1100", WaveSize::Wave32, 256, 0),
            ("gfx1201", WaveSize::Wave32, 16, 0),
        ] {
            let layout = Layout::of(Processor::by_name(name).unwrap()).unwrap();
            let waves: Vec<SavedWave> = (0..5)
                .map(|i| wave(size, v, a, i * 7 + 1, i % 2 == 0, 1536, layout))
                .collect();
            let area = write_area(layout, &waves, 256).unwrap();
            let back = read_area(layout, &area, 0x1000).unwrap();
            assert_eq!(back, waves, "{name}");
            // The header's parts are consistent: wave area right after the control stack.
            let h = |i: usize| u32::from_le_bytes(area[4 * i..4 * i + 4].try_into().unwrap());
            assert_eq!(h(0) + h(1), h(2) - h(3), "{name}");
        }
    }

    #[test]
    fn corrupt_areas_are_errors() {
        let layout = Layout::of(Processor::by_name("gfx90a").unwrap()).unwrap();
        let waves = vec![wave(WaveSize::Wave64, 8, 8, 3, true, 512, layout)];
        let area = write_area(layout, &waves, 0).unwrap();
        for cut in [0, 10, 39, 0x100, area.len() - 1] {
            assert!(read_area(layout, &area[..cut], 0).is_err(), "cut {cut}");
        }
        // A wave word with no state word before it.
        let mut bad = area.clone();
        bad[0x108..0x10c].copy_from_slice(&0u32.to_le_bytes());
        assert!(read_area(layout, &bad, 0)
            .unwrap_err()
            .to_string()
            .contains("wave"));
        // A header whose parts do not meet.
        let mut bad = area.clone();
        bad[12..16].copy_from_slice(&8u32.to_le_bytes());
        assert!(read_area(layout, &bad, 0)
            .unwrap_err()
            .to_string()
            .contains("does not start"));
        // Random headers never panic.
        let mut x = 1u32;
        for _ in 0..2000 {
            let mut b = area.clone();
            for k in 0..4 {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let i = (x as usize >> 3) % 16;
                b[i + k] = (x >> 24) as u8;
            }
            if let Err(e) = read_area(layout, &b, 0) {
                crate::elf::tests::assert_names_a_place(&e.to_string(), b.len());
            }
        }
    }

    #[test]
    fn trap_metadata_round_trips() {
        for name in ["gfx900", "gfx942", "gfx1100", "gfx1201"] {
            let p = Processor::by_name(name).unwrap();
            let layout = Layout::of(p).unwrap();
            let m = TrapMetadata {
                wave_id: 0x1_0000_0005,
                packet_index: 17,
                group: [3, 2, 1],
                wave_in_group: 5,
            };
            let mut t = [0u32; 16];
            t[6] = 5 << ttmp6::TRAP_ID_SHIFT;
            m.store(layout, p, &mut t);
            assert_eq!(TrapMetadata::load(layout, &t), m, "{name}");
            if layout != Layout::Gfx12 {
                assert_eq!(t[6] >> ttmp6::TRAP_ID_SHIFT & ttmp6::TRAP_ID_MASK, 5);
            }
        }
    }
}
