//! Values: the variables of a frame for a lane, expressions evaluated in a frame and lane,
//! and writes (`set var`), all through one [`Env`] over the frame's [`FrameContext`].
//!
//! A variable is read where its DWARF says, in the frame's context (registers of outer frames
//! as the unwinder recovered them); no location at the PC is `<optimized out>`, a location
//! that cannot be evaluated is an error naming why. Writes are collected during evaluation and
//! applied to the target afterwards: memory through the target's write ability, registers only
//! in the innermost frame. The lane convenience variables (`$_lane`, `$_dispatch_pos`, …) are
//! those of the lane being evaluated.

use std::sync::Arc;

use amdgpu::target::{Lane, WaveId};
use amdgpu::{Register, WaveSize};
use dwarf_ext::debuginfo::{DebugInfo, PcInfo, Variable};
use dwarf_ext::gimli;
use dwarf_ext::{AddrSpace, Context, Location, Storage};

use super::error::{EngineError, EngineResult};
use super::focus::LanePosition;
use super::frame::FrameContext;
use super::session::{FrameScopeKey, Session};
pub use super::variables::{LocationInForce, VariableKind, VariableRead, VariableValue, Variables};
use crate::expr::eval::{evaluate_text, Env, EvalError};
use crate::expr::Language;
use crate::symbols::ModuleId;
use crate::types::{Type, TypeTable};
use crate::value::Value;

/// HIP's work-item builtins.
#[derive(Debug, Clone, Copy)]
enum HipBuiltin {
    ThreadIdx,
    BlockIdx,
    BlockDim,
    GridDim,
}

/// The lane convenience variables ROCgdb sets, for one lane.
fn lane_convenience(p: &LanePosition, name: &str) -> Option<Value> {
    let w = &p.wave;
    let int = |v: u32| Some(Value::from_int(Type::int(), i128::from(v)));
    match name {
        "_lane" => int(p.lane),
        "_thread" => int(w.id.0),
        "_agent" => int(w.agent.0),
        "_queue" => int(w.queue.0),
        "_dispatch" => int(w.dispatch.0),
        "_thread_workgroup_pos" => int(w.wave_in_group),
        "_lane_workgroup_pos" => Some(string_value(&p.work_item_text())),
        "_dispatch_pos" | "_wave_id" => Some(string_value(&format!(
            "({},{},{})/{}",
            w.group[0], w.group[1], w.group[2], w.wave_in_group
        ))),
        "_thread_systag" => Some(string_value(&w.to_string())),
        "_lane_systag" => Some(string_value(&p.to_string())),
        _ => None,
    }
}

/// The names [`lane_convenience`] answers.
pub const LANE_CONVENIENCE: &[&str] = &[
    "_lane",
    "_thread",
    "_agent",
    "_queue",
    "_dispatch",
    "_thread_workgroup_pos",
    "_lane_workgroup_pos",
    "_dispatch_pos",
    "_wave_id",
    "_thread_systag",
    "_lane_systag",
];

/// A string convenience value as gdb keeps it: a `char` array with its NUL.
fn string_value(s: &str) -> Value {
    let mut bytes = s.as_bytes().to_vec();
    bytes.push(0);
    Value::from_bytes(Type::array_of(Type::char(), bytes.len() as u64), bytes)
}

/// What frame scope `own` (a subprogram or inlined subroutine DIE) of a PC sees of `whole`,
/// the scope at the PC: its blocks down to the next inlined call, and the variables of those
/// blocks and of the unit. A frame without inlined calls sees all of it.
fn frame_view(whole: Arc<PcInfo>, own: Option<u64>) -> Arc<PcInfo> {
    let inlined = |s: &dwarf_ext::debuginfo::Scope| s.tag == gimli::DW_TAG_inlined_subroutine;
    if !whole.scopes.iter().any(inlined) {
        return whole;
    }
    let start = own
        .and_then(|d| whole.scopes.iter().position(|s| s.die == d))
        .unwrap_or(0);
    let end = whole.scopes[start + 1..]
        .iter()
        .position(inlined)
        .map_or(whole.scopes.len(), |i| start + 1 + i);
    let seen = &whole.scopes[start..end];
    let mut view = (*whole).clone();
    view.variables.retain(|v| {
        seen.iter().any(|s| s.die == v.scope) || !whole.scopes.iter().any(|s| s.die == v.scope)
    });
    view.scopes = seen.to_vec();
    Arc::new(view)
}

/// What a frame environment is made for: an expression may name anything, a variable
/// listing reads the frame's variables only (no lane convenience variables, registers by
/// name or language-dependent syntax, whose setting-up costs a look at the wave's dispatch,
/// agent and unit at every call).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EnvFor {
    Expressions,
    VariableListing,
}

/// The evaluation environment of one frame and lane.
struct FrameEnv<'s> {
    ctx: FrameContext<'s>,
    scope: Option<Arc<PcInfo>>,
    info: Option<&'s DebugInfo<'static>>,
    types: &'s mut TypeTable,
    vars: &'s mut Variables,
    lane: Option<LanePosition>,
    /// The lane's dispatch (for HIP's `blockDim` and `gridDim`).
    dispatch: Option<amdgpu::target::Dispatch>,
    wave_size: WaveSize,
    /// The wave's processor, which says which registers exist.
    processor: Option<&'static amdgpu::Processor>,
    /// The language expressions are read in.
    language: Language,
    /// Writes to apply after evaluation.
    writes: Vec<(Location, Vec<u8>)>,
}

impl FrameEnv<'_> {
    /// HIP's `threadIdx`, `blockIdx`, `blockDim` and `gridDim` for the lane, as CUDA-GDB
    /// shows CUDA's: `{x = 3, y = 8, z = 0}`; `None` for any other name.
    fn hip_builtin(&self, name: &str) -> Option<Result<Value, EvalError>> {
        let (type_name, which) = match name {
            "threadIdx" => ("uint3", HipBuiltin::ThreadIdx),
            "blockIdx" => ("uint3", HipBuiltin::BlockIdx),
            "blockDim" => ("dim3", HipBuiltin::BlockDim),
            "gridDim" => ("dim3", HipBuiltin::GridDim),
            _ => return None,
        };
        let unavailable = |why: &str| Some(Err(EvalError::Read(format!("{name}: {why}"))));
        let (Some(lane), Some(dispatch)) = (&self.lane, &self.dispatch) else {
            return unavailable("no lane of a dispatch is selected");
        };
        let xyz = match which {
            HipBuiltin::ThreadIdx => match lane.work_item {
                Some(w) => w,
                None => return unavailable(&format!("lane {} runs no work-item", lane.lane)),
            },
            HipBuiltin::BlockIdx => lane.wave.group,
            HipBuiltin::BlockDim => dispatch.group,
            HipBuiltin::GridDim => {
                std::array::from_fn(|d| dispatch.grid[d].div_ceil(dispatch.group[d].max(1)))
            }
        };
        let members = ["x", "y", "z"]
            .iter()
            .zip(0u64..)
            .map(|(m, k)| crate::types::Member {
                name: Some(m.to_string()),
                ty: Type::uint(),
                byte_offset: 4 * k,
                bits: None,
                base: false,
            })
            .collect();
        let ty = Type::aggregate(
            type_name,
            dwarf_ext::types::AggregateKind::Struct,
            members,
            12,
        );
        let bytes = xyz.iter().flat_map(|v| v.to_le_bytes()).collect();
        Some(Ok(Value::from_bytes(ty, bytes)))
    }

    /// The variable's value (as [`FrameEnv::read_variable`]) and the location it was read
    /// from, its expression evaluated once.
    fn read_variable_and_location(
        &mut self,
        var: &Variable,
    ) -> (Result<Value, EvalError>, Option<Location>) {
        let Some((info, unit)) = self.ctx.unit() else {
            return (
                Err(EvalError::Read("No symbol table is loaded.".into())),
                None,
            );
        };
        let unit = &info.units()[unit];
        let evaluated = crate::value::first_location_expression(var).map(|expr| {
            self.ctx
                .evaluate_variable(var.die, expr, unit.eval_options())
        });
        let (value, location) = crate::value::variable_value_and_location_from(
            info,
            self.types,
            unit,
            var,
            evaluated,
            &mut self.ctx,
        );
        (value.map_err(|e| EvalError::Read(e.to_string())), location)
    }

    fn read_variable(&mut self, var: &Variable) -> Result<Value, EvalError> {
        let (info, unit) = self
            .ctx
            .unit()
            .ok_or_else(|| EvalError::Read("No symbol table is loaded.".into()))?;
        crate::value::variable_value(info, self.types, &info.units()[unit], var, &mut self.ctx)
            .map_err(|e| EvalError::Read(e.to_string()))
    }
}

impl Env for FrameEnv<'_> {
    fn context(&mut self) -> &mut dyn Context {
        &mut self.ctx
    }

    fn language(&self) -> Language {
        self.language
    }

    fn variable(&mut self, name: &str) -> Option<Result<Value, EvalError>> {
        let scope = self.scope.clone();
        let var = scope.as_ref().and_then(|s| {
            s.variables
                .iter()
                .rev()
                .find(|v| v.name.as_deref() == Some(name))
        });
        match var {
            // HIP's `threadIdx` and friends are empty objects whose members call the device
            // library: their values are the lane's position in the dispatch, not the
            // object's bytes.
            Some(v) if v.type_name.contains("__HIP_Coordinates<") => self
                .hip_builtin(name)
                .or_else(|| Some(self.read_variable(v))),
            Some(v) => Some(self.read_variable(v)),
            // HIP's builtins are often not described (an optimised build drops them).
            None if self.language == Language::CPlusPlus => self.hip_builtin(name),
            None => None,
        }
    }

    fn register(&mut self, name: &str) -> Option<Result<Value, EvalError>> {
        let reg = Register::parse(name).ok()?;
        // A register the processor does not have is no register: `$xnack_mask` on gfx1100
        // is an unset convenience variable, as in ROCgdb.
        if self.processor.is_some_and(|p| !reg.exists_on(p)) {
            return None;
        }
        let lanes = self.wave_size.lanes();
        let ty = match reg {
            Register::Vgpr(_) | Register::Agpr(_) => Type::array_of(Type::int(), u64::from(lanes)),
            Register::Pc => Type::code_pointer(),
            _ if reg.byte_size(self.wave_size) == 8 => Type::ulong(),
            _ => Type::uint(),
        };
        let Some(number) = reg.dwarf_number(self.wave_size) else {
            // Registers DWARF has no number for (m0, mode, trapsts, ttmps, flat_scratch,
            // xnack_mask, the halves) are not unwound: every frame shows the wave's value.
            return Some(
                self.ctx
                    .wave_register(reg)
                    .map(|bytes| Value::from_bytes(ty, bytes))
                    .map_err(|e| EvalError::Read(e.to_string())),
            );
        };
        Some(Ok(Value::read(
            ty,
            &Location::register(u64::from(number)),
            &mut self.ctx,
        )))
    }

    fn convenience(&mut self, name: &str) -> Option<Value> {
        if let Some(v) = self.vars.convenience.get(name) {
            return Some(v.clone());
        }
        lane_convenience(self.lane.as_ref()?, name)
    }

    fn set_convenience(&mut self, name: &str, v: Value) {
        self.vars.convenience.insert(name.to_string(), v);
    }

    fn history_len(&self) -> usize {
        self.vars.history.len()
    }

    fn history(&self, index: usize) -> Option<Value> {
        index
            .checked_sub(1)
            .and_then(|i| self.vars.history.get(i))
            .cloned()
    }

    fn named_type(&mut self, name: &str) -> Option<Arc<Type>> {
        let info = self.info?;
        self.types.named(info, name)
    }

    fn write(&mut self, loc: &Location, bytes: &[u8]) -> Result<(), EvalError> {
        self.writes.push((loc.clone(), bytes.to_vec()));
        Ok(())
    }
}

/// The environment when no wave is stopped: constants, convenience variables and the
/// history evaluate; variables and registers do not exist.
struct NoFrame<'s> {
    state: NoState,
    vars: &'s mut Variables,
    language: Language,
    /// The host thread (LWP) selected instead of a wave, if one is.
    host: Option<u32>,
    /// The PC of its selected frame, when known (`$pc`, `$rip`).
    host_pc: Option<u64>,
}

/// The context of [`NoFrame`]: nothing to read.
struct NoState;

impl Context for NoState {
    fn wave_lanes(&self) -> u32 {
        64
    }
    fn lane(&self) -> Option<u32> {
        None
    }
    fn read_register(
        &mut self,
        _: u64,
        _: u64,
        _: &mut [u8],
    ) -> Result<(), dwarf_ext::ContextError> {
        Err(dwarf_ext::ContextError("No registers."))
    }
    fn read_memory(
        &mut self,
        _: AddrSpace,
        _: u64,
        _: &mut [u8],
    ) -> Result<(), dwarf_ext::ContextError> {
        Err(dwarf_ext::ContextError("The program is not being run."))
    }
}

impl Env for NoFrame<'_> {
    fn context(&mut self) -> &mut dyn Context {
        &mut self.state
    }
    fn language(&self) -> Language {
        self.language
    }
    fn variable(&mut self, _: &str) -> Option<Result<Value, EvalError>> {
        None
    }
    fn register(&mut self, name: &str) -> Option<Result<Value, EvalError>> {
        if let (Some(pc), "pc" | "rip") = (self.host_pc, name) {
            return Some(Ok(Value::pointer(Type::code_pointer(), pc)));
        }
        let why = match self.host {
            Some(lwp) => format!(
                "The selected thread (LWP {lwp}) is a host thread: hdb reads GPU wave registers \
                 only (and a host frame's $pc)."
            ),
            None => "No registers.".into(),
        };
        Register::parse(name)
            .ok()
            .map(|_| Err(EvalError::Read(why)))
    }
    fn convenience(&mut self, name: &str) -> Option<Value> {
        self.vars.convenience.get(name).cloned()
    }
    fn set_convenience(&mut self, name: &str, v: Value) {
        self.vars.convenience.insert(name.to_string(), v);
    }
    fn history_len(&self) -> usize {
        self.vars.history.len()
    }
    fn history(&self, index: usize) -> Option<Value> {
        index
            .checked_sub(1)
            .and_then(|i| self.vars.history.get(i))
            .cloned()
    }
    fn named_type(&mut self, _: &str) -> Option<Arc<Type>> {
        None
    }
    fn write(&mut self, _: &Location, _: &[u8]) -> Result<(), EvalError> {
        Err(EvalError::Write("The program is not being run.".into()))
    }
}

impl Session {
    /// The user's convenience variables and the value history.
    pub fn user_variables(&mut self) -> &mut Variables {
        &mut self.vars
    }

    /// A lane convenience variable (`_lane`, `_dispatch_pos`, …) for `lane` of `wave`.
    pub fn lane_variable(&mut self, wave: WaveId, lane: u32, name: &str) -> Option<Value> {
        lane_convenience(&self.lane_position(wave, lane).ok()?, name)
    }

    /// The scope of frame `index`: the unit and function at its lookup PC, the blocks of the
    /// frame's own scope (an inlined call's, or the function's less the calls inlined into
    /// it) and the variables those and the unit hold.
    pub(super) fn scope_of_frame(&mut self, index: usize) -> Option<(Arc<PcInfo>, ModuleId)> {
        let key = self.frame_scope_key(index)?;
        Some((self.frame_view_at(key)?, key.0))
    }

    /// Where frame `index` of the focused wave stands in the DWARF (see [`FrameScopeKey`]).
    fn frame_scope_key(&self, index: usize) -> Option<FrameScopeKey> {
        let fr = self.frames.as_ref()?.frames.get(index)?;
        let mi = fr.module?;
        let elf = fr.lookup_pc.wrapping_sub(self.modules[mi.0].load_base);
        Some((mi, elf, fr.scope_die))
    }

    /// [`frame_view`] of the scope at a frame's place, made once per place.
    fn frame_view_at(&mut self, key: FrameScopeKey) -> Option<Arc<PcInfo>> {
        if let Some(s) = self.frame_scopes.get(&key) {
            return Some(s.clone());
        }
        let (mi, elf, own) = key;
        let load_base = self.modules[mi.0].load_base;
        let whole = self.scope_at(mi, elf.wrapping_add(load_base))?;
        let view = frame_view(whole, own);
        self.frame_scopes.insert(key, view.clone());
        Some(view)
    }

    /// The scope (unit, function, blocks, variables) at frame `index` of the focused wave.
    pub fn frame_scope(&mut self, index: usize) -> EngineResult<Option<Arc<PcInfo>>> {
        self.frames_upto(index.saturating_add(1))?;
        Ok(self.scope_of_frame(index).map(|s| s.0))
    }

    /// The language expressions are read in now: the one set, else the selected frame's
    /// unit's (`DW_AT_language`), else C.
    pub fn frame_language(&mut self) -> Language {
        self.language
            .or_else(|| self.frame_unit_language())
            .unwrap_or_default()
    }

    /// The language of the selected frame's unit (`DW_AT_language`), if there is a frame
    /// and its unit names one.
    pub fn frame_unit_language(&mut self) -> Option<Language> {
        let f = self.focus?;
        let scope = self.frame_scope(f.frame).ok().flatten()?;
        let fr = self.frames.as_ref()?.frames.get(f.frame)?;
        let m = &self.modules[fr.module?.0];
        let info = m.debug_info().ok()?;
        Language::of_unit(info.units().get(scope.unit)?)
    }

    /// Runs `f` with the environment of frame `index` of the focused wave for `lane`, then
    /// applies the writes it made.
    fn with_env<R>(
        &mut self,
        index: usize,
        lane: u32,
        purpose: EnvFor,
        f: impl FnOnce(&mut FrameEnv<'_>) -> R,
    ) -> EngineResult<R> {
        let focus = self.require_focus()?;
        self.frames_upto_at(focus, index.saturating_add(1))?;
        self.with_env_at(focus, index, lane, purpose, f)
    }

    /// [`Session::with_env`] once the focus `focus` is checked and frame `index` unwound.
    fn with_env_at<R>(
        &mut self,
        focus: super::focus::Focus,
        index: usize,
        lane: u32,
        purpose: EnvFor,
        f: impl FnOnce(&mut FrameEnv<'_>) -> R,
    ) -> EngineResult<R> {
        let scope = self.scope_of_frame(index);
        let ((position, dispatch), processor) = match purpose {
            EnvFor::Expressions => (
                self.lane_in_dispatch(focus.wave, lane)
                    .map_or((None, None), |(p, d)| (Some(p), d)),
                self.wave_processor(focus.wave),
            ),
            EnvFor::VariableListing => ((None, None), None),
        };
        let frames = self.frames.as_mut().ok_or(EngineError::NoFocus)?;
        let wave_size = frames.wave_size;
        let frame = frames
            .frames
            .get(index)
            .ok_or(EngineError::NoFrame(index))?;
        let module = frame.module.map(|i| &self.modules[i.0]);
        let info = module.and_then(|m| m.debug_info().ok());
        let mi = frame.module.unwrap_or(ModuleId(0));
        let t = self.target.as_deref_mut().ok_or(EngineError::NotRunning)?;
        let ctx = FrameContext::new(
            t,
            focus.wave,
            wave_size.lanes(),
            lane,
            &frames.backtrace,
            frame,
            module,
        )
        .sharing(&mut frames.reads);
        let ctx = match &scope {
            Some((s, _)) => ctx.with_scope(s.unit, s.function.as_ref().map(|f| f.die)),
            None => ctx,
        };
        // The language set, else the evaluated frame's unit's.
        let language = match purpose {
            EnvFor::Expressions => self.language.or_else(|| {
                let (s, _) = scope.as_ref()?;
                Language::of_unit(info?.units().get(s.unit)?)
            }),
            EnvFor::VariableListing => None,
        }
        .unwrap_or_default();
        let types = self.types.entry(mi).or_default();
        let mut env = FrameEnv {
            ctx,
            scope: scope.map(|s| s.0),
            info,
            types,
            vars: &mut self.vars,
            lane: position,
            dispatch,
            wave_size,
            processor,
            language,
            writes: Vec::new(),
        };
        let r = f(&mut env);
        let writes = std::mem::take(&mut env.writes);
        self.apply_writes(focus.wave, lane, index, writes)?;
        Ok(r)
    }

    /// Applies `set var` writes: memory through the target, registers in frame 0.
    fn apply_writes(
        &mut self,
        wave: WaveId,
        lane: u32,
        frame: usize,
        writes: Vec<(Location, Vec<u8>)>,
    ) -> EngineResult<()> {
        if writes.is_empty() {
            return Ok(());
        }
        self.frames = None;
        let size = self.require_target()?.wave(wave)?.wave_size;
        for (loc, bytes) in writes {
            if !loc.is_single() {
                return Err(EngineError::Write(
                    "cannot write a value whose location has several parts".into(),
                ));
            }
            let single = loc.first().clone();
            let bit = single.bit_offset;
            if bit % 8 != 0 {
                return Err(EngineError::Write(
                    "cannot write a value that does not start on a byte".into(),
                ));
            }
            // Memory: the byte address; registers: the byte offset into the register.
            let off = bit / 8;
            match &single.storage {
                Storage::Memory { space, lane: bound } => {
                    let aspace = space.amdgpu().ok_or_else(|| {
                        EngineError::Write(format!("cannot write to address space {space}"))
                    })?;
                    let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
                    let w = t
                        .memory_writes()
                        .ok_or(EngineError::CannotWrite("memory"))?;
                    let addr =
                        u64::try_from(off).map_err(|_| EngineError::Memory(format!("{off:#x}")))?;
                    w.write_memory(wave, Lane(bound.unwrap_or(lane)), aspace, addr, &bytes)?;
                }
                Storage::Register(r) => {
                    if frame != 0 {
                        return Err(EngineError::Write(
                            "cannot write a register of an outer frame".into(),
                        ));
                    }
                    let d = amdgpu::dwarf_register(*r)
                        .map_err(|e| EngineError::Write(e.to_string()))?;
                    let reg = d.register();
                    let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
                    let mut whole = vec![0u8; reg.byte_size(size) as usize];
                    t.read_register(wave, reg, &mut whole)?;
                    let start = usize::try_from(off).unwrap_or(usize::MAX);
                    let end = start
                        .checked_add(bytes.len())
                        .filter(|&e| e <= whole.len())
                        .ok_or_else(|| {
                            EngineError::Write("write past the end of the register".into())
                        })?;
                    whole[start..end].copy_from_slice(&bytes);
                    let w = t
                        .register_writes()
                        .ok_or(EngineError::CannotWrite("registers"))?;
                    w.write_register(wave, reg, &whole)?;
                }
                _ => {
                    return Err(EngineError::Write(
                        "Left operand of assignment is not an lvalue.".into(),
                    ))
                }
            }
        }
        Ok(())
    }

    /// Writes bytes to memory in an address space as `lane` of `wave` sees it (`writeMemory`
    /// of an IDE, `set {int}ADDR = …` without a type).
    pub fn write_memory(
        &mut self,
        wave: WaveId,
        lane: u32,
        space: amdgpu::AddressSpace,
        address: u64,
        bytes: &[u8],
    ) -> EngineResult<()> {
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        let w = t
            .memory_writes()
            .ok_or(EngineError::CannotWrite("memory"))?;
        w.write_memory(wave, Lane(lane), space, address, bytes)?;
        self.frames = None;
        Ok(())
    }

    /// Evaluates an expression in frame `frame` of the focused wave for `lane`; with no wave
    /// stopped, constants, convenience variables and the history still evaluate.
    pub fn evaluate(&mut self, expr: &str, frame: usize, lane: u32) -> EngineResult<Value> {
        self.evaluate_with(expr, frame, lane, |v, _| v)
    }

    /// Evaluates an expression and hands the value with the frame's context to `f` (to
    /// follow a `char *` to its string where the lane sees it).
    pub fn evaluate_with<R>(
        &mut self,
        expr: &str,
        frame: usize,
        lane: u32,
        f: impl FnOnce(Value, &mut dyn Context) -> R,
    ) -> EngineResult<R> {
        if self.require_focus().is_err() {
            let host_pc = match self.host_focus {
                Some(_) => self.host_frame().ok().map(|(_, f)| f.pc),
                None => None,
            };
            let mut env = NoFrame {
                host: self.host_focus,
                host_pc,
                state: NoState,
                vars: &mut self.vars,
                language: self.language.unwrap_or_default(),
            };
            let v = evaluate_text(expr, &mut env)?;
            return Ok(f(v, &mut NoState));
        }
        let r = self.with_env(frame, lane, EnvFor::Expressions, |env| {
            evaluate_text(expr, env).map(|v| f(v, env.context()))
        })?;
        Ok(r?)
    }

    /// Whether a condition holds for `lane` of the focused wave in frame 0: `Err` when it
    /// cannot be evaluated (gdb then stops and says why).
    pub(super) fn condition_holds(&mut self, cond: &str, lane: u32) -> Result<bool, String> {
        match self.with_env(0, lane, EnvFor::Expressions, |env| evaluate_text(cond, env)) {
            Ok(Ok(v)) => v.truth().map_err(|e| e.to_string()),
            Ok(Err(e)) => Err(e.to_string()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The frame's variables of `kind`, chosen once per place in the DWARF.
    /// Frame `index` must be unwound.
    fn chosen_variables(
        &mut self,
        index: usize,
        kind: VariableKind,
    ) -> EngineResult<Arc<[Variable]>> {
        let Some(key) = self.frame_scope_key(index) else {
            return Ok(Arc::from(Vec::new()));
        };
        if let Some(v) = self.frame_variables.get(&(key, kind)) {
            return Ok(v.clone());
        }
        let Some(scope) = self.frame_view_at(key) else {
            return Ok(Arc::from(Vec::new()));
        };
        let mut chosen: Vec<Variable> = Vec::new();
        match kind {
            VariableKind::Arguments => {
                // The frame's own scope: an inlined call's parameters are its children.
                let f = scope.scopes.first().map(|s| s.die);
                chosen.extend(
                    scope
                        .variables
                        .iter()
                        .filter(|v| v.tag == gimli::DW_TAG_formal_parameter && Some(v.scope) == f)
                        .cloned(),
                );
            }
            VariableKind::Locals => {
                for s in scope.scopes.iter().rev() {
                    chosen.extend(
                        scope
                            .variables
                            .iter()
                            .filter(|v| v.scope == s.die && v.tag != gimli::DW_TAG_formal_parameter)
                            .cloned(),
                    );
                }
            }
        }
        let chosen: Arc<[Variable]> = Arc::from(chosen);
        self.frame_variables.insert((key, kind), chosen.clone());
        Ok(chosen)
    }

    /// The variables of `kind` of frame `index` of the focused wave as `lane` sees them, with
    /// the location each was read from.
    pub fn variables(
        &mut self,
        index: usize,
        lane: u32,
        kind: VariableKind,
    ) -> EngineResult<Vec<VariableValue>> {
        let mut out = Vec::new();
        self.variables_into(index, lane, kind, &mut out)?;
        Ok(out)
    }

    /// [`Session::variables`] appended to `out`: a caller that reads every lane at every
    /// stop keeps one buffer instead of allocating a list each time.
    pub fn variables_into(
        &mut self,
        index: usize,
        lane: u32,
        kind: VariableKind,
        out: &mut Vec<VariableValue>,
    ) -> EngineResult<()> {
        self.visit_variables(index, lane, kind, |v| out.push(v.into_owned()))
    }

    /// [`Session::variables`] shown to `f` one variable at a time, borrowed: a caller that
    /// reads every lane at every stop and keeps only what it makes of each value copies
    /// neither the name nor the value (nor moves the value about).
    pub fn for_each_variable(
        &mut self,
        index: usize,
        lane: u32,
        kind: VariableKind,
        mut f: impl FnMut(&VariableRead<'_>),
    ) -> EngineResult<()> {
        self.visit_variables(index, lane, kind, |v| f(&v))
    }

    /// Reads the variables of `kind` of frame `index` for `lane`, handing each to `f`.
    fn visit_variables(
        &mut self,
        index: usize,
        lane: u32,
        kind: VariableKind,
        mut f: impl FnMut(VariableRead<'_>),
    ) -> EngineResult<()> {
        let focus = self.require_focus()?;
        self.frames_upto_at(focus, index.saturating_add(1))?;
        let chosen = self.chosen_variables(index, kind)?;
        self.with_env_at(focus, index, lane, EnvFor::VariableListing, |env| {
            for v in chosen.iter() {
                let (value, location) = env.read_variable_and_location(v);
                f(VariableRead {
                    name: v.name.as_deref().unwrap_or("<anonymous>"),
                    die: v.die,
                    value,
                    location,
                });
            }
        })
    }

    /// The location description in force for the variable whose DIE is at `.debug_info`
    /// offset `die` in frame `index` of the focused wave (the first, when overlapping
    /// location-list entries give several: the one [`Session::variables`] reads); `None`
    /// when the variable is not in the frame's scope or has no location there (optimized
    /// out, not live, a constant).
    pub fn location_in_force(
        &mut self,
        index: usize,
        die: u64,
    ) -> EngineResult<Option<LocationInForce>> {
        self.frames_upto(index.saturating_add(1))?;
        let Some((scope, mi)) = self.scope_of_frame(index) else {
            return Ok(None);
        };
        let Some(v) = scope.variables.iter().find(|v| v.die == die) else {
            return Ok(None);
        };
        let dwarf_ext::debuginfo::VarLocation::Expressions(exprs) = &v.location else {
            return Ok(None);
        };
        let Some((range, bytes)) = exprs.first() else {
            return Ok(None);
        };
        let Some(unit) = self.modules[mi.0]
            .debug_info()
            .ok()
            .and_then(|info| info.units().get(scope.unit))
        else {
            return Ok(None);
        };
        let expression = dwarf_ext::dump::expression_text(bytes, unit.decode_options())
            .unwrap_or_else(|(text, _)| text);
        let ranges = match range {
            Some(r) => vec![r.clone()],
            None => scope
                .scopes
                .iter()
                .find(|s| s.die == v.scope)
                .map(|s| s.ranges.clone())
                .unwrap_or_default(),
        };
        Ok(Some(LocationInForce { expression, ranges }))
    }

    /// A type by name (a base type, typedef, `struct X`) in the selected frame's module.
    pub fn type_named(&mut self, name: &str) -> Option<Arc<Type>> {
        let t = name.trim();
        if let Some(b) = crate::types::builtin(t) {
            return Some(b);
        }
        let mi = self
            .focus
            .and_then(|f| self.frames.as_ref()?.frames.get(f.frame)?.module)
            .or_else(|| self.loaded_modules().next().map(|(id, _)| id))?;
        let info = self.modules.get(mi.0)?.debug_info().ok()?;
        self.types.entry(mi).or_default().named(info, t)
    }
}
