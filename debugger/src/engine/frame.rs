//! Frames of a stopped wave as objects, the unwinder's view of a target's wave
//! ([`TargetWave`]), and the evaluation [`Context`] of one frame and lane.
//!
//! A [`Frame`] is what `backtrace`, `frame N`, `info frame` and variable printing share: the
//! PC (a loaded address), the module and function holding it, the scopes, the CFA and how
//! the frame was unwound. Registers of frame N are the wave's, overlaid with what frames
//! 0..N recovered ([`unwind::Backtrace::register`]); a register the unwinder could not
//! recover reads as an error, never as the inner frame's value.

use amdgpu::target::{Lane, Target, TargetError, WaveId};
use dwarf_ext::debuginfo::{DebugInfo, VarLocation};
use dwarf_ext::gimli::{self, AttributeValue, UnitOffset};
use dwarf_ext::{
    AddrSpace, Apertures, BaseType, Context, ContextError, DieRef, Entry, Location, Procedure,
};
use unwind::{Backtrace, Cfa, Method, RecoveredValue, StateError, WaveSource};

use crate::symbols::{Module, ModuleId};

/// Why a register of an outer frame cannot be read: its rule is undefined (CFI) or the call
/// convention lets the callee clobber it (prologue analysis). gdb shows `<not saved>`.
pub const NOT_SAVED: &str = "the register's value is not saved in this frame";

/// One frame of a stopped wave.
#[derive(Debug, Clone)]
pub struct Frame {
    /// 0 = innermost.
    pub index: usize,
    /// The PC as the wave sees it (return address for callers).
    pub pc: u64,
    /// The address used for lookups (PC − 1 in callers: inside the call).
    pub lookup_pc: u64,
    /// The module holding the PC, if one does.
    pub module: Option<ModuleId>,
    /// The function (symbol) name.
    pub function: Option<String>,
    /// The source file (as the line table names it) and line.
    pub line: Option<(String, u32)>,
    /// The CFA.
    pub cfa: Option<Cfa>,
    /// How the frame was found.
    pub method: Method,
    /// The unwinder's frame (an index into its walk) whose registers, CFA and memory this
    /// frame reads: calls inlined into a function are frames of their own that share it.
    pub physical: usize,
    /// The DIE (`.debug_info` offset) of the scope the frame stands for: the inlined
    /// subroutine, or the function's subprogram; `None` without DWARF.
    pub scope_die: Option<u64>,
    /// Whether the frame is an inlined call (`DW_TAG_inlined_subroutine`) rather than a
    /// function's own frame.
    pub inlined: bool,
}

/// Which activation a frame is (gdb's frame id): two activations of a recursive function
/// share the function, not the CFA.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FrameIdentity {
    /// The loaded start of the function.
    pub function: Option<u64>,
    /// The canonical frame address (`None`: the unwinder cannot tell it).
    pub cfa: Option<Cfa>,
}

/// The frames of a stopped wave, unwound once per stop.
pub struct Frames {
    /// The wave.
    pub wave: WaveId,
    /// Its size.
    pub wave_size: amdgpu::WaveSize,
    /// The unwinder's walk (registers each frame recovered).
    pub backtrace: Backtrace,
    /// The frames, innermost first.
    pub frames: Vec<Frame>,
    /// The walk stopped at this many frames on purpose (only the innermost were asked
    /// for); `None`: it went as far as it could.
    pub limit: Option<usize>,
    /// The program location the innermost frames stand at instead of the wave's PC: the
    /// focused lane's, when `DW_AT_LLVM_lane_pc` puts that inactive lane elsewhere.
    pub lane_pc: Option<u64>,
    /// The lane PCs worked out for this stop, by lane (`None`: the wave's PC).
    pub(super) lane_pcs: std::collections::HashMap<u32, Option<u64>>,
    /// What reading the frames for one lane learnt that holds for every lane.
    pub(super) reads: StopReads,
}

/// What the frames of a stopped wave give every lane alike, kept while the wave stays
/// stopped and unwritten (it lives in [`Frames`], which is dropped when the wave runs, a
/// register or memory is written, or another wave is focused): each physical frame's
/// recovered registers (whole registers, every lane's dword of a vector register), and the
/// results of location expressions whose evaluation asked nothing that depends on the lane
/// (the lane number, a vector register, memory). A listing of every lane's variables then
/// recovers each register and evaluates each such expression once per stop instead of once
/// per lane.
#[derive(Default)]
pub struct StopReads {
    /// (physical frame, DWARF register) and what the unwinder recovered.
    registers: Vec<(usize, u64, Option<RecoveredValue>)>,
    /// (physical frame, ELF PC, subprogram DIE, variable DIE) and its first location
    /// expression's result, with the lane it is bound to ([`Context::bound_lane`]) if it is.
    evaluations: amdgpu::fasthash::HashMap<(usize, u64, Option<u64>, u64), SharedEvaluation>,
}

/// An evaluation's result that holds for every lane of a stop.
struct SharedEvaluation {
    result: Result<Entry, dwarf_ext::Error>,
    /// The lane the evaluation bound memory locations to: another lane's result is the same
    /// with that lane replaced.
    bound: Option<u32>,
}

impl StopReads {
    /// Forgets everything: the frames now stand elsewhere.
    pub(super) fn clear(&mut self) {
        self.registers.clear();
        self.evaluations.clear();
    }
}

impl Frames {
    /// Whether the walk holds frame `index` or went as far as it could.
    pub fn covers(&self, index: usize) -> bool {
        self.limit.is_none_or(|l| index < l)
    }
}

/// One wave of a [`Target`] as the unwinder reads it: whole registers by DWARF number and
/// the raw address spaces (read as lane 0; they do not depend on the lane).
pub struct TargetWave<'t> {
    target: &'t mut dyn Target,
    wave: WaveId,
    lanes: u32,
}

impl<'t> TargetWave<'t> {
    /// The adapter for `wave` of `target`.
    pub fn new(
        target: &'t mut dyn Target,
        wave: WaveId,
    ) -> Result<TargetWave<'t>, amdgpu::target::TargetError> {
        let w = target.wave(wave)?;
        Ok(TargetWave {
            target,
            wave,
            lanes: w.wave_size.lanes(),
        })
    }
}

impl WaveSource for TargetWave<'_> {
    fn lanes(&self) -> u32 {
        self.lanes
    }

    fn read_register(&mut self, reg: u64, out: &mut [u8]) -> Result<(), StateError> {
        let d = amdgpu::register::dwarf_register(reg).map_err(|e| StateError(e.to_string()))?;
        self.target
            .read_register(self.wave, d.register(), out)
            .map_err(|e| StateError(e.to_string()))
    }

    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        out: &mut [u8],
    ) -> Result<(), StateError> {
        let s = space
            .amdgpu()
            .ok_or_else(|| StateError(format!("no address space {space}")))?;
        self.target
            .read_memory(self.wave, Lane(0), s, address, out)
            .map_err(|e| StateError(e.to_string()))
    }
}

/// The evaluation context of one frame and lane: registers through the unwinder, memory
/// through the target as that lane sees it, the frame base and CFA of the frame, the DWARF of
/// its module.
pub struct FrameContext<'s> {
    target: &'s mut dyn Target,
    wave: WaveId,
    lanes: u32,
    lane: u32,
    frame: usize,
    backtrace: &'s Backtrace,
    cfa: Option<Cfa>,
    module: Option<&'s Module>,
    /// The unit holding the PC, found on first use (or given by [`FrameContext::with_scope`]).
    unit: std::cell::OnceCell<Option<usize>>,
    pc: u64,
    /// The `.debug_info` offset of the frame's subprogram, when the caller knows it (saves
    /// a walk of the unit to find the frame base).
    function_die: Option<u64>,
    /// The frame base, and whether working it out asked what depends on the lane and
    /// whether it bound a location to the lane.
    frame_base: Option<(Result<Location, ContextError>, bool, bool)>,
    /// The wave's apertures, read when the context is made ([`Context::apertures`] cannot
    /// ask the target).
    apertures: Option<Apertures>,
    /// Registers already recovered, by DWARF number: a context only reads (writes are
    /// applied after it is gone), so one frame's registers hold for its life. With
    /// [`FrameContext::sharing`], the stop's registers instead.
    registers: Vec<(u64, Option<RecoveredValue>)>,
    /// What the stop's frames hold for every lane, when the context was given it.
    shared: Option<&'s mut StopReads>,
    /// Whether something that depends on the lane was asked since this was last reset (see
    /// [`FrameContext::evaluate_variable`]).
    lane_asked: std::cell::Cell<bool>,
    /// Whether the lane was asked to bind a location to it ([`Context::bound_lane`]) since
    /// this was last reset.
    lane_bound: std::cell::Cell<bool>,
}

/// What the unwinder recovers of register `reg` in physical frame `frame`.
fn recover(
    target: &mut dyn Target,
    wave: WaveId,
    backtrace: &Backtrace,
    frame: usize,
    reg: u64,
) -> Option<RecoveredValue> {
    let mut state = TargetWave::new(target, wave).ok()?;
    backtrace.register(&mut state, frame, reg)
}

/// Bytes `offset..offset + buf.len()` of a recovered register.
fn copy_recovered(
    value: Option<&RecoveredValue>,
    offset: u64,
    buf: &mut [u8],
) -> Result<(), ContextError> {
    match value {
        Some(RecoveredValue::Bytes { bytes, valid }) => {
            let start = offset as usize;
            let end = start
                .checked_add(buf.len())
                .filter(|&e| e <= bytes.len())
                .ok_or(ContextError("register read out of range"))?;
            let first = start / 4;
            let last = end.div_ceil(4);
            if (first..last).any(|d| d >= 64 || valid >> d & 1 == 0) {
                return Err(ContextError("the register was not recovered in this frame"));
            }
            buf.copy_from_slice(&bytes[start..end]);
            Ok(())
        }
        Some(RecoveredValue::Undefined) => Err(ContextError(NOT_SAVED)),
        Some(RecoveredValue::Error(_)) => Err(ContextError(
            "the register could not be recovered in this frame",
        )),
        None => Err(ContextError("no such register")),
    }
}

impl<'s> FrameContext<'s> {
    /// A register of the frame's wave as the target holds it (not unwound).
    pub fn wave_register(&mut self, reg: amdgpu::Register) -> Result<Vec<u8>, TargetError> {
        let size = self.target.wave(self.wave)?.wave_size;
        let mut buf = vec![0u8; reg.byte_size(size) as usize];
        self.target.read_register(self.wave, reg, &mut buf)?;
        Ok(buf)
    }

    /// The context of `frame` (an index into `backtrace`) for `lane` of `wave`.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        target: &'s mut dyn Target,
        wave: WaveId,
        lanes: u32,
        lane: u32,
        backtrace: &'s Backtrace,
        frame: &Frame,
        module: Option<&'s Module>,
    ) -> FrameContext<'s> {
        let elf = module.map(|m| frame.lookup_pc.wrapping_sub(m.load_base));
        let apertures = target.apertures(wave);
        FrameContext {
            target,
            wave,
            lanes,
            lane,
            frame: frame.physical,
            backtrace,
            cfa: frame.cfa,
            module,
            unit: std::cell::OnceCell::new(),
            pc: elf.unwrap_or(frame.lookup_pc),
            function_die: None,
            frame_base: None,
            apertures,
            registers: Vec::new(),
            shared: None,
            lane_asked: std::cell::Cell::new(false),
            lane_bound: std::cell::Cell::new(false),
        }
    }

    /// Reads registers from, and keeps lane-independent evaluations in, `reads`: what the
    /// stop's frames hold for every lane (the caller gives the [`Frames`] the context's
    /// frame is from).
    pub fn sharing(self, reads: &'s mut StopReads) -> Self {
        FrameContext {
            shared: Some(reads),
            ..self
        }
    }

    /// The first location expression `expr` of the variable at DIE `die`, evaluated with
    /// `options`. With [`FrameContext::sharing`], an evaluation that asked nothing that
    /// depends on the lane (neither the lane number, a vector register nor memory) is made
    /// once per stop, frame and PC and its result given to every lane; one that asked the
    /// lane only to bind memory locations to it gives another lane the same location bound
    /// to that lane.
    pub fn evaluate_variable(
        &mut self,
        die: u64,
        expr: &[u8],
        options: dwarf_ext::Options,
    ) -> Result<Entry, dwarf_ext::Error> {
        let key = (self.frame, self.pc, self.function_die, die);
        if let Some(known) = self.shared.as_ref().and_then(|s| s.evaluations.get(&key)) {
            return match (&known.result, known.bound) {
                (Ok(Entry::Location(loc)), Some(_)) => {
                    let mut loc = loc.clone();
                    loc.rebind_lane(self.lane);
                    Ok(Entry::Location(loc))
                }
                (r, _) => r.clone(),
            };
        }
        let asked_before = self.lane_asked.replace(false);
        let bound_before = self.lane_bound.replace(false);
        let r = dwarf_ext::evaluate(self, expr, options);
        let (asked, bound) = (self.lane_asked.get(), self.lane_bound.get());
        self.lane_asked.set(asked_before || asked);
        self.lane_bound.set(bound_before || bound);
        let shared = match (&r, asked, bound) {
            (_, true, _) => None,
            (_, false, false) => Some(None),
            (Ok(Entry::Location(loc)), false, true) if loc.binds_only_lane(self.lane) => {
                Some(Some(self.lane))
            }
            _ => None,
        };
        if let (Some(bound), Some(s)) = (shared, self.shared.as_mut()) {
            s.evaluations.insert(
                key,
                SharedEvaluation {
                    result: r.clone(),
                    bound,
                },
            );
        }
        r
    }

    /// Names the frame's unit and subprogram DIE from a scope lookup already made (saves
    /// walking the unit list and the unit's DIEs again).
    pub fn with_scope(self, unit: usize, function_die: Option<u64>) -> Self {
        let _ = self.unit.set(Some(unit));
        FrameContext {
            function_die,
            ..self
        }
    }

    /// The lane this context reads for.
    pub fn lane(&self) -> u32 {
        self.lane
    }

    /// The focused lane changed (for `lane apply`): same frame, another lane.
    pub fn set_lane(&mut self, lane: u32) {
        self.lane = lane;
        self.frame_base = None;
    }

    /// The module's DWARF and the unit holding the frame's PC.
    pub fn unit(&self) -> Option<(&'s DebugInfo<'static>, usize)> {
        let info = self.module?.debug_info().ok()?;
        let unit = *self.unit.get_or_init(|| info.unit_for(self.pc));
        Some((info, unit?))
    }

    /// The ELF address the frame's lookups use.
    pub fn elf_pc(&self) -> u64 {
        self.pc
    }

    /// Register `reg` (DWARF number) as this frame sees it.
    pub fn register_value(&mut self, reg: u64) -> Option<RecoveredValue> {
        recover(self.target, self.wave, self.backtrace, self.frame, reg)
    }

    fn subprogram_frame_base(&mut self) -> Result<Location, ContextError> {
        let (info, u) = self
            .unit()
            .ok_or(ContextError("no debugging information for this frame"))?;
        let die = match self.function_die {
            Some(d) => d,
            None => {
                let at = info
                    .lookup(self.pc)
                    .ok()
                    .flatten()
                    .ok_or(ContextError("no debugging information for this frame"))?;
                at.function
                    .ok_or(ContextError("the frame is in no function"))?
                    .die
            }
        };
        let unit = &info.units()[u];
        let e = unit
            .unit
            .entry(UnitOffset((die - unit.offset) as usize))
            .map_err(|_| ContextError("bad subprogram DIE"))?;
        let Some(AttributeValue::Exprloc(x)) = e.attr_value(gimli::DW_AT_frame_base) else {
            return Err(ContextError("the function has no frame base"));
        };
        let options = unit.eval_options();
        match dwarf_ext::evaluate(self, x.0.slice(), options) {
            Ok(Entry::Location(l)) => Ok(l),
            _ => Err(ContextError("the frame base cannot be evaluated")),
        }
    }
}

impl Context for FrameContext<'_> {
    fn wave_lanes(&self) -> u32 {
        self.lanes
    }

    fn lane(&self) -> Option<u32> {
        self.lane_asked.set(true);
        Some(self.lane)
    }

    fn bound_lane(&self) -> Option<u32> {
        self.lane_bound.set(true);
        Some(self.lane)
    }

    fn read_register(&mut self, reg: u64, offset: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        // A vector register holds a dword per lane (and a number that names no register is
        // not known to be lane-independent).
        if !amdgpu::dwarf_register(reg).is_ok_and(|r| !r.register().is_vector()) {
            self.lane_asked.set(true);
        }
        let frame = self.frame;
        let registers = match self.shared.as_deref_mut() {
            Some(s) => &mut s.registers,
            None => {
                let k = match self.registers.iter().position(|(r, _)| *r == reg) {
                    Some(k) => k,
                    None => {
                        let value = recover(self.target, self.wave, self.backtrace, frame, reg);
                        self.registers.push((reg, value));
                        self.registers.len() - 1
                    }
                };
                return copy_recovered(self.registers[k].1.as_ref(), offset, buf);
            }
        };
        let k = match registers
            .iter()
            .position(|(f, r, _)| *f == frame && *r == reg)
        {
            Some(k) => k,
            None => {
                let value = recover(self.target, self.wave, self.backtrace, frame, reg);
                registers.push((frame, reg, value));
                registers.len() - 1
            }
        };
        copy_recovered(registers[k].2.as_ref(), offset, buf)
    }

    fn register_bits(&self, reg: u64) -> Option<u64> {
        amdgpu::dwarf_register(reg)
            .ok()
            .filter(|r| r.wave_size.is_none_or(|w| w.lanes() == self.lanes))
            .map(|r| u64::from(r.bit_size))
    }

    fn read_memory(
        &mut self,
        space: AddrSpace,
        address: u64,
        buf: &mut [u8],
    ) -> Result<(), ContextError> {
        // Memory is read as the lane sees it.
        self.lane_asked.set(true);
        let s = space
            .amdgpu()
            .ok_or(ContextError("unknown address space"))?;
        self.target
            .read_memory(self.wave, Lane(self.lane), s, address, buf)
            .map_err(|_| ContextError("cannot access memory"))
    }

    fn apertures(&self) -> Option<Apertures> {
        self.apertures
    }

    fn frame_base(&mut self) -> Result<Location, ContextError> {
        if let Some((r, asked, bound)) = &self.frame_base {
            if *asked {
                self.lane_asked.set(true);
            }
            if *bound {
                self.lane_bound.set(true);
            }
            return r.clone();
        }
        let asked_before = self.lane_asked.replace(false);
        let bound_before = self.lane_bound.replace(false);
        let r = self.subprogram_frame_base();
        let (asked, bound) = (self.lane_asked.get(), self.lane_bound.get());
        self.lane_asked.set(asked_before || asked);
        self.lane_bound.set(bound_before || bound);
        self.frame_base = Some((r.clone(), asked, bound));
        r
    }

    fn cfa(&mut self) -> Result<Location, ContextError> {
        self.cfa
            .map(|c| Location::memory(c.space, c.address))
            .ok_or(ContextError("the frame's CFA is unknown"))
    }

    fn procedure(&mut self, die: DieRef) -> Result<Procedure, ContextError> {
        let (info, u) = self
            .unit()
            .ok_or(ContextError("no debugging information"))?;
        let unit = &info.units()[u];
        let off = match die {
            DieRef::Unit(o) => o,
            DieRef::Info(o) => o
                .checked_sub(unit.offset)
                .ok_or(ContextError("DIE outside the current unit"))?,
        };
        let e = unit
            .unit
            .entry(UnitOffset(off as usize))
            .map_err(|_| ContextError("no DIE at that offset"))?;
        match info.variable_location(unit, &e, self.pc) {
            Ok(VarLocation::Expressions(v)) if v.len() == 1 && v[0].0.is_none() => {
                Ok(Procedure::Expression(v[0].1.clone().into()))
            }
            Ok(VarLocation::Expressions(v)) => Ok(Procedure::LocationList(
                v.into_iter().map(|(_, x)| x.into()).collect(),
            )),
            Ok(VarLocation::Const(b)) => Ok(Procedure::ConstValue(b.into())),
            Ok(VarLocation::None) | Ok(VarLocation::NotLive) => Ok(Procedure::Absent),
            Err(_) => Err(ContextError("the DIE's location cannot be read")),
        }
    }

    fn base_type(&mut self, die: u64) -> Result<BaseType, ContextError> {
        let (info, u) = self
            .unit()
            .ok_or(ContextError("no debugging information"))?;
        info.base_type(&info.units()[u], die)
    }

    fn debug_addr(&mut self, index: u64) -> Result<u64, ContextError> {
        let (info, u) = self
            .unit()
            .ok_or(ContextError("no debugging information"))?;
        let a = info
            .dwarf
            .address(&info.units()[u].unit, gimli::DebugAddrIndex(index as usize))
            .map_err(|_| ContextError("no such .debug_addr entry"))?;
        self.relocate(a)
    }

    fn relocate(&mut self, address: u64) -> Result<u64, ContextError> {
        // Address 0 of a code object is its ELF header, never a variable: such an operand is a
        // relocation against a symbol the code object leaves undefined (the LDS variables of
        // clang 15-19 and hipcc 5). With one such symbol, 0 is its LDS offset (it is the only
        // static LDS variable); with several, every one of them reads 0 and nothing records
        // which offset each has. Either way the load base does not apply: it moves the code
        // object's own addresses, not an offset into a wave's LDS.
        if address == 0 {
            match self.module.map_or(0, |m| m.undefined_symbols()) {
                0 => {}
                1 => return Ok(0),
                _ => {
                    return Err(ContextError(
                        "address unknown: its symbol is undefined in the code object",
                    ))
                }
            }
        }
        Ok(address.wrapping_add(self.module.map_or(0, |m| m.load_base)))
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use dwarf_ext::Storage;
    use sim::{Launch, LaunchArg, LaunchProgram, SimulatorLaunch};

    use crate::engine::{StopEvent, VariableKind};
    use crate::format::{format_inner, FormatOptions};
    use crate::{BreakpointOptions, BreakpointSpec, Session};

    /// `recursion.cl` (clang 19, -O0: variables in private_lane memory at the frame base)
    /// on one wave stopped at `fib_rec`'s first line, where lane `l` has `n == l % 16`.
    fn at_fib_rec() -> Session {
        let input: Vec<u8> = (0..64u32)
            .flat_map(|g| [g % 16, g + 1, 3])
            .flat_map(u32::to_le_bytes)
            .collect();
        let launch = SimulatorLaunch {
            code_object: PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("../corpus/clang19/gfx90a/recursion-O0.hsaco"),
            target: None,
            launch: Launch {
                kernel: "recursive_fib_gcd".into(),
                grid: [64, 1, 1],
                block: [64, 1, 1],
                args: vec![
                    LaunchArg::Buffer(input),
                    LaunchArg::Buffer(vec![0; 64 * 3 * 4]),
                ],
                recorded: None,
            },
        };
        let mut s =
            Session::new(Box::new(LaunchProgram::open(launch).expect("launch"))).expect("session");
        let spec = BreakpointSpec::parse("fib_rec").expect("location");
        s.add_breakpoint("fib_rec", spec, BreakpointOptions::default())
            .expect("breakpoint");
        let stop = s.run().expect("run");
        assert!(matches!(stop, StopEvent::Breakpoint { .. }), "{stop:?}");
        s
    }

    #[test]
    fn every_lane_reads_its_own_variables_from_one_shared_evaluation() {
        let mut s = at_fib_rec();
        let opts = FormatOptions::default();
        // Lanes out of order: whichever lane evaluates first, the others get its location
        // bound to them, never its value.
        for lane in [5, 0, 63, 17, 5, 1] {
            let vars = s
                .variables(0, lane, VariableKind::Arguments)
                .expect("variables");
            let n = vars.iter().find(|v| v.name == "n").expect("n");
            let value = format_inner(n.value.as_ref().expect("value"), &opts);
            assert_eq!(value, (lane % 16).to_string(), "lane {lane}");
            let location = n.location.as_ref().expect("location");
            assert!(
                matches!(
                    location.first().storage,
                    Storage::Memory { lane: Some(l), .. } if l == lane
                ),
                "lane {lane}: {location}"
            );
            // The evaluation was made once, for the first lane read, and kept.
            let reads = &s.frames.as_ref().expect("frames").reads;
            assert!(
                reads
                    .evaluations
                    .values()
                    .any(|e| e.bound == Some(5) && e.result.is_ok()),
                "lane {lane}"
            );
            assert!(reads.evaluations.values().all(|e| e.bound != Some(lane)) || lane == 5);
        }
    }

    #[test]
    fn each_variable_shown_borrowed_is_the_one_listed() {
        let mut s = at_fib_rec();
        let opts = FormatOptions::default();
        let text = |v: &Result<crate::value::Value, _>| match v {
            Ok(x) => Ok(format_inner(x, &opts)),
            Err(e) => Err(format!("{e}")),
        };
        for lane in [3, 0, 63] {
            for kind in [VariableKind::Arguments, VariableKind::Locals] {
                let listed: Vec<_> = s
                    .variables(0, lane, kind)
                    .expect("variables")
                    .iter()
                    .map(|v| (v.name.clone(), v.die, text(&v.value), v.location.clone()))
                    .collect();
                let mut shown = Vec::new();
                s.for_each_variable(0, lane, kind, |v| {
                    shown.push((
                        v.name.to_string(),
                        v.die,
                        text(&v.value),
                        v.location.clone(),
                    ))
                })
                .expect("for_each_variable");
                assert_eq!(shown, listed, "lane {lane} {kind:?}");
                assert!(kind == VariableKind::Locals || !shown.is_empty());
            }
        }
    }
}
