//! Which lanes of a wave are active and where each lane is — the one place the engine asks.
//!
//! The function at the wave's PC may say, through `DW_AT_LLVM_active_lane` and
//! `DW_AT_LLVM_lane_pc` (extension A.3.3.5 items 5 and 6), which lanes the source runs
//! (whole-wave code sets EXEC to all ones while only a saved mask's lanes take part) and
//! where an inactive lane conceptually is (the `else` block while the wave runs `then`).
//! Without those attributes, EXEC is the activity and every lane is at the wave's PC. An
//! attribute that cannot be evaluated falls back the same way: the hardware's answer is
//! never wrong for the hardware, only less precise for the source.

use amdgpu::target::WaveId;
use dwarf_ext::lanes::{self, LanePc};
use dwarf_ext::VendorAttribute;

use super::frame::FrameContext;
use super::session::Session;
use crate::symbols::ModuleId;

/// Where a lane is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LaneLocation {
    /// At the wave's PC (an active lane, or code whose function has no
    /// `DW_AT_LLVM_lane_pc`).
    Wave(u64),
    /// Elsewhere in the function, per `DW_AT_LLVM_lane_pc`: an inactive lane waiting where
    /// its path resumes (a loaded address).
    Divergent(u64),
    /// `DW_AT_LLVM_lane_pc` is undefined for the lane: it was not active on entry to the
    /// function, so the function gives it no program location.
    Unknown,
}

impl LaneLocation {
    /// The lane's program location, if known.
    pub fn pc(self) -> Option<u64> {
        match self {
            LaneLocation::Wave(pc) | LaneLocation::Divergent(pc) => Some(pc),
            LaneLocation::Unknown => None,
        }
    }
}

/// The scopes whose lane attributes apply at a wave's PC.
struct LaneScopes {
    module: ModuleId,
    unit: usize,
    /// The ELF address of the wave's PC.
    elf_pc: u64,
    /// The DIE (`.debug_info` offset) whose `DW_AT_LLVM_lane_pc` applies.
    lane_pc: Option<u64>,
    /// The DIE whose `DW_AT_LLVM_active_lane` applies.
    active_lane: Option<u64>,
}

impl Session {
    /// The lanes of `wave` that are active (bit N = lane N): the `DW_AT_LLVM_active_lane` of
    /// the function at its PC, else EXEC. `None` when EXEC cannot be read.
    pub fn active_mask(&mut self, wave: WaveId) -> Option<u64> {
        let exec = self.exec_mask(wave)?;
        Some(self.dwarf_active_mask(wave).unwrap_or(exec))
    }

    /// The active lanes of `wave` ([`Session::active_mask`]), ascending.
    pub fn active_lanes(&mut self, wave: WaveId) -> Vec<u32> {
        let Some(mask) = self.active_mask(wave) else {
            return Vec::new();
        };
        let lanes = self.wave_lane_count(wave);
        (0..lanes).filter(|l| mask >> l & 1 == 1).collect()
    }

    /// Whether `lane` of `wave` is active ([`Session::active_mask`]).
    pub fn lane_active(&mut self, wave: WaveId, lane: u32) -> bool {
        self.active_mask(wave).is_some_and(|m| m >> lane & 1 == 1)
    }

    /// Where `lane` of `wave` is: per `DW_AT_LLVM_lane_pc` of the function at the wave's PC,
    /// else at the wave's PC.
    pub fn lane_location(&mut self, wave: WaveId, lane: u32) -> LaneLocation {
        self.lane_locations(wave, &[lane])
            .pop()
            .unwrap_or(LaneLocation::Unknown)
    }

    /// [`Session::lane_location`] of several lanes, the frame read once.
    pub fn lane_locations(&mut self, wave: WaveId, lanes: &[u32]) -> Vec<LaneLocation> {
        let Ok(pc) = self.pc(wave) else {
            return vec![LaneLocation::Unknown; lanes.len()];
        };
        let at_wave = vec![LaneLocation::Wave(pc); lanes.len()];
        let Some(scopes) = self.lane_scopes(pc) else {
            return at_wave;
        };
        let Some(die) = scopes.lane_pc else {
            return at_wave;
        };
        let Some((expr, options)) = self.lane_expression(&scopes, die, VendorAttribute::LanePc)
        else {
            return at_wave;
        };
        let first = lanes.first().copied().unwrap_or(0);
        self.in_top_frame(wave, first, &scopes, |ctx| {
            lanes
                .iter()
                .map(|&lane| {
                    ctx.set_lane(lane);
                    match lanes::lane_pc(ctx, &expr, options, lane) {
                        Ok(LanePc::At(p)) if p == pc => LaneLocation::Wave(pc),
                        Ok(LanePc::At(p)) => LaneLocation::Divergent(p),
                        Ok(LanePc::Undefined) => LaneLocation::Unknown,
                        Err(_) => LaneLocation::Wave(pc),
                    }
                })
                .collect()
        })
        .unwrap_or(at_wave)
    }

    /// Lanes in a wave (64 when the wave cannot be read).
    fn wave_lane_count(&mut self, wave: WaveId) -> u32 {
        self.target
            .as_mut()
            .and_then(|t| t.wave(wave).ok())
            .map_or(64, |w| w.wave_size.lanes())
    }

    /// The mask `DW_AT_LLVM_active_lane` gives at `wave`'s PC, if the function there has one
    /// that evaluates.
    fn dwarf_active_mask(&mut self, wave: WaveId) -> Option<u64> {
        let pc = self.pc(wave).ok()?;
        let scopes = self.lane_scopes(pc)?;
        let die = scopes.active_lane?;
        let (expr, options) = self.lane_expression(&scopes, die, VendorAttribute::ActiveLane)?;
        let lanes = self.wave_lane_count(wave);
        let lane = match self.focus {
            Some(f) if f.wave == wave => f.lane,
            _ => 0,
        };
        self.in_top_frame(wave, lane, &scopes, |ctx| {
            lanes::active_lanes(ctx, &expr, options, lanes).ok()
        })?
    }

    /// The scopes at loaded address `pc` whose lane attributes apply; `None` when neither
    /// attribute is there (the common case: one cached scope lookup).
    fn lane_scopes(&mut self, pc: u64) -> Option<LaneScopes> {
        let module = self.module_at(pc)?;
        let m = self.module(module);
        let info = m.debug_info().ok()?;
        let unit = info.unit_for(pc.wrapping_sub(m.load_base))?;
        if !info.has_lane_attributes(unit) {
            return None;
        }
        let at = self.scope_at(module, pc)?;
        let lane_pc = lanes::lane_scope(&at, VendorAttribute::LanePc).map(|s| s.die);
        let active_lane = lanes::lane_scope(&at, VendorAttribute::ActiveLane).map(|s| s.die);
        if lane_pc.is_none() && active_lane.is_none() {
            return None;
        }
        Some(LaneScopes {
            module,
            unit: at.unit,
            elf_pc: at.pc,
            lane_pc,
            active_lane,
        })
    }

    /// The expression of `die`'s `attribute` that applies at the scopes' PC, with the unit's
    /// evaluator options.
    fn lane_expression(
        &self,
        scopes: &LaneScopes,
        die: u64,
        attribute: VendorAttribute,
    ) -> Option<(Vec<u8>, dwarf_ext::Options)> {
        let info = self.module(scopes.module).debug_info().ok()?;
        let expr = info
            .lane_expression(scopes.unit, die, attribute, scopes.elf_pc)
            .ok()??;
        let options = info.units().get(scopes.unit)?.eval_options();
        Some((expr, options))
    }

    /// Runs `f` in the evaluation context of `wave`'s innermost frame for `lane`, at the
    /// wave's PC. The frame is walked afresh: the focused lane's frames may stand at its own
    /// PC, which is what this context computes.
    fn in_top_frame<R>(
        &mut self,
        wave: WaveId,
        lane: u32,
        scopes: &LaneScopes,
        f: impl FnOnce(&mut FrameContext<'_>) -> R,
    ) -> Option<R> {
        let walk = self.unwind(wave, 1).ok()?;
        let top = walk.frames.iter().find(|fr| fr.physical == 0)?;
        let lanes = self.wave_lane_count(wave);
        let module = self.modules.get(scopes.module.0);
        let t = self.target.as_deref_mut()?;
        let mut ctx = FrameContext::new(t, wave, lanes, lane, &walk.backtrace, top, module);
        Some(f(&mut ctx))
    }
}
