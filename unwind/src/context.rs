//! Evaluating one frame's CFI rules: the frame's registers (the wave's, overlaid with what
//! the inner frames recovered), and [`FrameContext`], the `dwarf_ext::Context` a frame's CFA
//! and register rules are evaluated in (extension A.6.4.1).

use std::borrow::Cow;

use dwarf_ext::{
    AddrSpace, Context, ContextError, Entry, Evaluator, Location, Options, ResultKind,
};

use std::sync::Arc;

use crate::frames::{
    clobbered, full_mask, read_value, result_kind, CfaFailure, Frame, RecoveredValue, WaveSource,
};
use crate::table::{CfaRule, RegisterRule, UnwindRow};
use crate::writes::WriteSet;

/// What one frame recovered for its caller, as the next frames read it.
#[derive(Debug, Clone, Default)]
struct Overlay {
    /// Sorted by register number; undefined ones are in `undefined`.
    values: Vec<(u64, RecoveredValue)>,
    /// The registers recovered as [`RecoveredValue::Undefined`], sorted (AMD's fork marks ~240
    /// caller-clobbered VGPRs and AGPRs so in every frame: kept as numbers, not values).
    undefined: Vec<u64>,
    /// The frame was unwound by the ABI fallback, which clobbers those of s4–s31 that the
    /// frame's function or its callees may write.
    fallback: bool,
    /// Those writes (`None`: unknown, every one of s4–s31).
    writes: Option<Arc<WriteSet>>,
}

/// The registers of the frame being unwound: the wave's registers (read once, cached), and
/// one overlay per frame already walked.
#[derive(Debug, Default)]
pub(crate) struct Regs {
    live: Vec<(u64, Box<[u8]>)>,
    overlays: Vec<Overlay>,
}

impl Regs {
    pub(crate) fn new() -> Regs {
        Regs::default()
    }

    /// Adds what `frame` recovered: the registers of the next frame.
    pub(crate) fn push_frame(&mut self, frame: &Frame) {
        let n_undefined = frame
            .recovered
            .iter()
            .filter(|r| matches!(r.value, RecoveredValue::Undefined))
            .count();
        let mut values = Vec::with_capacity(frame.recovered.len() - n_undefined);
        let mut undefined = Vec::with_capacity(n_undefined);
        for r in &frame.recovered {
            match r.value {
                RecoveredValue::Undefined => undefined.push(r.register.0),
                _ => values.push((r.register.0, r.value.clone())),
            }
        }
        self.overlays.push(Overlay {
            values,
            undefined,
            fallback: frame.method.is_fallback(),
            writes: frame.writes.clone(),
        });
    }

    /// Removes the last frame's overlay (to unwind that frame again another way).
    pub(crate) fn pop_frame(&mut self) {
        self.overlays.pop();
    }

    /// Reads `buf.len()` bytes of `reg` at byte `offset`, in the current (innermost not yet
    /// walked) frame.
    pub(crate) fn read(
        &mut self,
        state: &mut dyn WaveSource,
        reg: u64,
        offset: u64,
        buf: &mut [u8],
    ) -> Result<(), ContextError> {
        for ov in self.overlays.iter().rev() {
            if ov.undefined.binary_search(&reg).is_ok() {
                return Err(ContextError(
                    "the register's value in this frame is undefined (not saved by a callee)",
                ));
            }
            if let Ok(i) = ov.values.binary_search_by_key(&reg, |(r, _)| *r) {
                return match &ov.values[i].1 {
                    RecoveredValue::Undefined => Err(ContextError(
                        "the register's value in this frame is undefined (not saved by a callee)",
                    )),
                    RecoveredValue::Error(_) => Err(ContextError(
                        "the register's value in this frame could not be recovered",
                    )),
                    RecoveredValue::Bytes { bytes, valid } => {
                        let start = offset as usize;
                        let end = start + buf.len();
                        let src = bytes
                            .get(start..end)
                            .ok_or(ContextError("read past the end of a register"))?;
                        let (d0, d1) = (start / 4, end.div_ceil(4));
                        for d in d0..d1 {
                            if d >= 64 || valid >> d & 1 == 0 {
                                return Err(ContextError(
                                    "the register's value in this frame is not known in those lanes",
                                ));
                            }
                        }
                        buf.copy_from_slice(src);
                        Ok(())
                    }
                };
            }
            if ov.fallback && clobbered(ov.writes.as_deref(), reg) {
                return Err(ContextError(
                    "the register is clobbered by the callee (AMDGPU call convention)",
                ));
            }
        }
        let whole = match self.live.iter().position(|(r, _)| *r == reg) {
            Some(i) => &self.live[i].1,
            None => {
                let bits = amdgpu::dwarf_register(reg)
                    .map_err(|_| ContextError("no such register"))?
                    .bit_size;
                let mut b = vec![0u8; bits as usize / 8].into_boxed_slice();
                state
                    .read_register(reg, &mut b)
                    .map_err(|_| ContextError("the wave's register cannot be read"))?;
                self.live.push((reg, b));
                &self.live.last().expect("just pushed").1
            }
        };
        let start = offset as usize;
        let src = whole
            .get(start..start + buf.len())
            .ok_or(ContextError("read past the end of a register"))?;
        buf.copy_from_slice(src);
        Ok(())
    }

    /// Why `reg` cannot be read in the current frame, in more words than [`Regs::read`]'s
    /// error: the message of the inner frame's failed recovery, or which function may write
    /// it. `None` if no inner frame is the reason.
    pub(crate) fn explain(&self, reg: u64) -> Option<String> {
        let name = amdgpu::DwarfReg(reg);
        for ov in self.overlays.iter().rev() {
            if ov.undefined.binary_search(&reg).is_ok() {
                return Some(format!(
                    "{name} is undefined in this frame (not saved by a callee)"
                ));
            }
            if let Ok(i) = ov.values.binary_search_by_key(&reg, |(r, _)| *r) {
                return match &ov.values[i].1 {
                    RecoveredValue::Error(e) => Some(format!("{name} could not be recovered: {e}")),
                    _ => None,
                };
            }
            if ov.fallback && clobbered(ov.writes.as_deref(), reg) {
                let why = match &ov.writes {
                    Some(w) => w.why((reg - 32) as u16).unwrap_or_default(),
                    None => "the frame's function is unknown".into(),
                };
                return Some(format!(
                    "{name} is clobbered by the call (AMDGPU call convention: {why})"
                ));
            }
        }
        None
    }

    /// Reads a register of up to 8 bytes whole, as an integer.
    pub(crate) fn read_u64(
        &mut self,
        state: &mut dyn WaveSource,
        reg: u64,
    ) -> Result<u64, ContextError> {
        let bits = amdgpu::dwarf_register(reg)
            .map_err(|_| ContextError("no such register"))?
            .bit_size;
        let n = (bits as usize / 8).min(8);
        let mut b = [0u8; 8];
        self.read(state, reg, 0, &mut b[..n])?;
        Ok(u64::from_le_bytes(b))
    }
}

/// Marks the CFA in the set of rules being evaluated (no register has this number).
const CFA_MARK: u64 = u64::MAX;

/// The evaluation context of one frame's CFI.
pub(crate) struct FrameContext<'s, 'r, 'a> {
    state: &'s mut dyn WaveSource,
    regs: &'s mut Regs,
    row: &'r UnwindRow<'a>,
    options: Options,
    cfa: Option<Location>,
    /// Rules being evaluated (register numbers, [`CFA_MARK`]), for cycle detection.
    in_progress: Vec<u64>,
    lanes: u32,
    /// A register the CFI has no rule for whose caller value is known otherwise (EXEC by
    /// prologue analysis): what `DW_OP_LLVM_call_frame_entry_reg` gives for it.
    entry_override: Option<(u64, RecoveredValue)>,
}

impl<'s, 'r, 'a> FrameContext<'s, 'r, 'a> {
    pub(crate) fn new(
        state: &'s mut dyn WaveSource,
        regs: &'s mut Regs,
        row: &'r UnwindRow<'a>,
        options: Options,
    ) -> Self {
        let lanes = state.lanes();
        FrameContext {
            state,
            regs,
            row,
            options,
            cfa: None,
            in_progress: Vec::new(),
            lanes,
            entry_override: None,
        }
    }

    /// `DW_OP_LLVM_call_frame_entry_reg reg` gives `value` (a register the row has no rule
    /// for).
    pub(crate) fn set_entry_override(&mut self, reg: u64, value: RecoveredValue) {
        self.entry_override = Some((reg, value));
    }

    pub(crate) fn lanes(&self) -> u32 {
        self.lanes
    }

    /// Computes the frame's CFA (once), a memory byte address location.
    pub(crate) fn compute_cfa(&mut self) -> Result<Location, CfaFailure> {
        if let Some(c) = &self.cfa {
            return Ok(c.clone());
        }
        if self.in_progress.contains(&CFA_MARK) {
            return Err(CfaFailure::Error(
                "the CFA rule depends on itself (a cycle through DW_OP_LLVM_call_frame_entry_reg)"
                    .into(),
            ));
        }
        self.in_progress.push(CFA_MARK);
        let r = self.cfa_inner();
        self.in_progress.pop();
        let loc = r?;
        self.cfa = Some(loc.clone());
        Ok(loc)
    }

    fn cfa_inner(&mut self) -> Result<Location, CfaFailure> {
        match self.row.cfa {
            CfaRule::Undefined => Err(CfaFailure::NoRule),
            CfaRule::RegisterOffset {
                register,
                offset,
                address_space,
            } => {
                let space = u32::try_from(address_space)
                    .ok()
                    .map(AddrSpace)
                    .filter(|s| s.address_bits().is_some())
                    .ok_or_else(|| {
                        CfaFailure::Error(format!("unknown address space {address_space}"))
                    })?;
                if space == AddrSpace::PRIVATE_LANE || space.fixed_lane().is_some() {
                    return Err(CfaFailure::Error(
                        "a CFA in a per-lane address space cannot describe a wave's frame".into(),
                    ));
                }
                let value = self
                    .regs
                    .read_u64(self.state, register.0)
                    .map_err(|e| CfaFailure::Error(format!("{register}: {e}")))?;
                let bits = space.address_bits().unwrap_or(64);
                let mask = if bits >= 64 {
                    u64::MAX
                } else {
                    (1u64 << bits) - 1
                };
                Ok(Location::memory(
                    space,
                    value.wrapping_add(offset as u64) & mask,
                ))
            }
            CfaRule::Expression(e) => {
                let options = Options {
                    result_kind: ResultKind::Location,
                    ..self.options
                };
                let mut ev = Evaluator::new(options);
                let entry = ev
                    .evaluate(self, e.bytes)
                    .map_err(|e| CfaFailure::Error(e.to_string()))?;
                match entry {
                    Entry::Location(l) if l.memory_address().is_some() => Ok(l),
                    other => Err(CfaFailure::Error(format!(
                        "the CFA expression gives {other}, not a memory address"
                    ))),
                }
            }
        }
    }

    fn cfa_or_err(&mut self) -> Result<Location, ContextError> {
        self.compute_cfa().map_err(|e| match e {
            CfaFailure::NoRule => ContextError("the rule needs the CFA, and there is no CFA rule"),
            CfaFailure::Error(_) => {
                ContextError("the rule needs the CFA, which cannot be computed")
            }
        })
    }

    /// The size of `reg` in bytes.
    fn reg_bytes(&self, reg: u64) -> Option<usize> {
        let bits = Context::register_bits(self, reg)?;
        Some(bits as usize / 8)
    }

    /// The location (or value) the frame's rule for `reg` gives, without reading it.
    fn rule_entry(
        &mut self,
        evaluator: Option<&mut Evaluator>,
        reg: u64,
        rule: &RegisterRule<'a>,
    ) -> Result<Entry, Cow<'static, str>> {
        let bytes = self
            .reg_bytes(reg)
            .ok_or(Cow::Borrowed("unknown register"))?;
        Ok(match *rule {
            RegisterRule::Undefined => Entry::Location(Location::undefined()),
            RegisterRule::SameValue => Entry::Location(Location::register(reg)),
            RegisterRule::Register(r) => Entry::Location(Location::register(r.0)),
            RegisterRule::Offset(n) => {
                let mut l = self.cfa_or_err().map_err(|e| Cow::Borrowed(e.0))?;
                l.offset_bits(self, i128::from(n) * 8)
                    .map_err(|e| Cow::Owned(e.to_string()))?;
                Entry::Location(l)
            }
            RegisterRule::ValOffset(n) => {
                let l = self.cfa_or_err().map_err(|e| Cow::Borrowed(e.0))?;
                let (_, a) = l
                    .memory_address()
                    .ok_or(Cow::Borrowed("CFA is not memory"))?;
                let v = a.wrapping_add(n as u64).to_le_bytes();
                let mut b = vec![0u8; bytes];
                let n = bytes.min(8);
                b[..n].copy_from_slice(&v[..n]);
                Entry::Location(Location::implicit(&b))
            }
            RegisterRule::Expression(e) | RegisterRule::ValExpression(e) => {
                if self.in_progress.contains(&reg) {
                    return Err(Cow::Borrowed(
                        "the rule depends on itself (a cycle through DW_OP_LLVM_call_frame_entry_reg)",
                    ));
                }
                let cfa = self.cfa_or_err().map_err(|e| Cow::Borrowed(e.0))?;
                let options = Options {
                    result_kind: result_kind(rule),
                    ..self.options
                };
                let mut own;
                let ev = match evaluator {
                    Some(ev) => {
                        *ev.options_mut() = options;
                        ev
                    }
                    None => {
                        own = Evaluator::new(options);
                        &mut own
                    }
                };
                self.in_progress.push(reg);
                let r = ev.evaluate_with(self, e.bytes, &[Entry::Location(cfa)]);
                self.in_progress.pop();
                r.map_err(|e| Cow::Owned(e.to_string()))?
            }
            RegisterRule::Architectural => {
                return Err(Cow::Borrowed(
                    "an architectural rule (defined by the augmenter) is not supported",
                ))
            }
        })
    }

    /// Evaluates the rule for `reg` and reads the caller's value.
    pub(crate) fn recover(
        &mut self,
        evaluator: &mut Evaluator,
        reg: u64,
        rule: &RegisterRule<'a>,
    ) -> RecoveredValue {
        if *rule == RegisterRule::Undefined {
            return RecoveredValue::Undefined;
        }
        let Some(bytes) = self.reg_bytes(reg) else {
            return RecoveredValue::Error(format!("unknown register {reg}"));
        };
        let entry = match self.rule_entry(Some(&mut *evaluator), reg, rule) {
            Ok(e) => e,
            Err(e) => return RecoveredValue::Error(e.into_owned()),
        };
        if let Entry::Value(v) = &entry {
            // val_expression: the value's bytes, zero-extended to the register.
            let (b, n) = v.to_le_bytes();
            let mut out = vec![0u8; bytes];
            let k = n.min(bytes);
            out[..k].copy_from_slice(&b[..k]);
            return RecoveredValue::Bytes {
                bytes: out,
                valid: full_mask(bytes),
            };
        }
        self.in_progress.push(reg);
        let v = read_value(self, evaluator, &entry, bytes);
        self.in_progress.pop();
        v
    }
}

impl Context for FrameContext<'_, '_, '_> {
    fn wave_lanes(&self) -> u32 {
        self.lanes
    }

    /// CFI describes the whole wave, not a lane (`DW_OP_LLVM_push_lane` is not allowed).
    fn lane(&self) -> Option<u32> {
        None
    }

    fn read_register(&mut self, reg: u64, offset: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        self.regs.read(self.state, reg, offset, buf)
    }

    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        buf: &mut [u8],
    ) -> Result<(), ContextError> {
        self.state
            .read_memory(space, address, buf)
            .map_err(|_| ContextError("the wave's memory cannot be read there"))
    }

    /// `DW_OP_call_frame_cfa` is not allowed in CFI (it would be circular); once the CFA is
    /// known, it is given anyway rather than failing a producer's rule.
    fn cfa(&mut self) -> Result<Location, ContextError> {
        match &self.cfa {
            Some(c) => Ok(c.clone()),
            None => Err(ContextError(
                "DW_OP_call_frame_cfa in the CFA's own rule (circular)",
            )),
        }
    }

    fn entry_register(&mut self, reg: u64) -> Result<Location, ContextError> {
        if let Some((r, v)) = &self.entry_override {
            if *r == reg && self.row.rule(crate::DwarfReg(reg)).is_none() {
                return match v {
                    RecoveredValue::Bytes { bytes, .. } if v.is_complete() => {
                        Ok(Location::implicit(bytes))
                    }
                    _ => Err(ContextError(
                        "the caller's EXEC is unknown (no CFI rule, and prologue analysis \
                         did not find it)",
                    )),
                };
            }
        }
        let rule = self.row.rule_or_default(crate::DwarfReg(reg));
        match self.rule_entry(None, reg, &rule) {
            Ok(Entry::Location(l)) => Ok(l),
            Ok(Entry::Value(v)) => {
                let (b, n) = v.to_le_bytes();
                Ok(Location::implicit(&b[..n]))
            }
            Ok(Entry::ImplicitPointer(_)) => Err(ContextError(
                "an implicit pointer is not a register's location",
            )),
            Err(Cow::Borrowed(s)) => Err(ContextError(s)),
            Err(Cow::Owned(_)) => Err(ContextError("the register's CFI rule cannot be evaluated")),
        }
    }
}
