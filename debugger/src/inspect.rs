//! Values in the session: `print`, `output`, `display`, `x`, `ptype`, `whatis`, `set var`,
//! `info locals`, `info args`, frame arguments in frame lines and breakpoint conditions, all
//! through one [`Env`] over the selected frame and lane.
//!
//! A variable is read where its DWARF says, in the selected frame's context (registers of
//! outer frames as the unwinder recovered them); no location at the PC is `<optimized out>`,
//! a location that cannot be evaluated is an error naming why. Writes (`set var`) are
//! collected during evaluation and applied to the target afterwards, memory through the
//! target's write ability, registers only in the innermost frame.

use std::collections::HashMap;
use std::sync::Arc;

use amdgpu::target::{Lane, WaveId};
use amdgpu::{Register, WaveSize};
use dwarf_ext::debuginfo::{DebugInfo, PcInfo, Variable};
use dwarf_ext::gimli;
use dwarf_ext::{AddrSpace, Context, Location, Storage};
use serde_json::json;

use crate::expr::eval::{evaluate_text, Env, EvalError};
use crate::format::{
    format_inner, format_memory, format_value, format_value_in, to_json, FormatOptions,
};
use crate::frame::FrameContext;
use crate::session::{CommandError, CommandResult, Convenience, Session};
use crate::types::{Type, TypeTable};

/// A variable's name and its value as `info locals` prints it, or why it could not be read
/// ([`Session::lane_values`]).
pub type LaneValue = (String, Result<String, String>);

/// A [`LaneValue`] with the location it was read from and its DIE
/// ([`Session::lane_values_located`]).
#[derive(Debug, Clone)]
pub struct LocatedValue {
    /// The variable's name.
    pub name: String,
    /// Its value as `info locals` prints it, or why it could not be read.
    pub value: Result<String, String>,
    /// The location the value was read from (`None`: no location here, see
    /// [`crate::value::variable_location`]).
    pub location: Option<Location>,
    /// The `.debug_info` offset of its DIE (two variables of one name in sibling blocks
    /// differ here).
    pub die: u64,
}
use crate::value::{address_text, Value};

/// A variable's name and its value (or why it has none).
type NamedValue = (String, Result<Value, EvalError>);

/// The evaluation environment of one frame and lane.
struct FrameEnv<'s> {
    ctx: FrameContext<'s>,
    scope: Option<Arc<PcInfo>>,
    info: Option<&'s DebugInfo<'static>>,
    types: &'s mut TypeTable,
    vars: Vars<'s>,
    wave_size: WaveSize,
    /// Writes to apply after evaluation.
    writes: Vec<(Location, Vec<u8>)>,
}

/// What every environment shares: the convenience variables and the value history.
struct Vars<'s> {
    convenience: &'s mut HashMap<String, Value>,
    session_vars: &'s HashMap<String, Convenience>,
    history: &'s [Value],
}

impl Vars<'_> {
    fn convenience(&self, name: &str) -> Option<Value> {
        convenience_value(self.convenience, self.session_vars, name)
    }

    fn set_convenience(&mut self, name: &str, v: Value) {
        self.convenience.insert(name.to_string(), v);
    }

    fn history(&self, index: usize) -> Option<Value> {
        index
            .checked_sub(1)
            .and_then(|i| self.history.get(i))
            .cloned()
    }
}

/// The environment when no wave is stopped: constants, convenience variables and the
/// history evaluate; variables and registers do not exist.
struct NoFrame<'s> {
    state: NoState,
    vars: Vars<'s>,
    /// The host thread (LWP) selected instead of a wave, if one is.
    host: Option<u32>,
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
    fn variable(&mut self, _: &str) -> Option<Result<Value, EvalError>> {
        None
    }
    fn register(&mut self, name: &str) -> Option<Result<Value, EvalError>> {
        let why = match self.host {
            Some(lwp) => format!(
                "The selected thread (LWP {lwp}) is a host thread: hdb reads GPU wave registers \
                 only (its PC is in `info threads`)."
            ),
            None => "No registers.".into(),
        };
        Register::parse(name)
            .ok()
            .map(|_| Err(EvalError::Read(why)))
    }
    fn convenience(&mut self, name: &str) -> Option<Value> {
        self.vars.convenience(name)
    }
    fn set_convenience(&mut self, name: &str, v: Value) {
        self.vars.set_convenience(name, v);
    }
    fn history_len(&self) -> usize {
        self.vars.history.len()
    }
    fn history(&self, index: usize) -> Option<Value> {
        self.vars.history(index)
    }
    fn named_type(&mut self, _: &str) -> Option<Arc<Type>> {
        None
    }
    fn write(&mut self, _: &Location, _: &[u8]) -> Result<(), EvalError> {
        Err(EvalError::Write("The program is not being run.".into()))
    }
}

/// A convenience variable: the user's (`set $x = …`), else the session's (`$_lane`).
fn convenience_value(
    user: &HashMap<String, Value>,
    session: &HashMap<String, Convenience>,
    name: &str,
) -> Option<Value> {
    if let Some(v) = user.get(name) {
        return Some(v.clone());
    }
    match session.get(name)? {
        Convenience::Int(i) => Some(Value::from_int(Type::int(), i128::from(*i))),
        Convenience::Str(s) => Some(string_value(s)),
    }
}

/// A string convenience value as gdb keeps it: a `char` array with its NUL.
fn string_value(s: &str) -> Value {
    let mut bytes = s.as_bytes().to_vec();
    bytes.push(0);
    Value::from_bytes(Type::array_of(Type::char(), bytes.len() as u64), bytes)
}

impl<'s> FrameEnv<'s> {
    fn variable_location(&mut self, var: &Variable) -> Option<Location> {
        let (info, unit) = self.ctx.unit()?;
        crate::value::variable_location(&info.units()[unit], var, &mut self.ctx)
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

    fn variable(&mut self, name: &str) -> Option<Result<Value, EvalError>> {
        let scope = self.scope.clone()?;
        let var = scope
            .variables
            .iter()
            .rev()
            .find(|v| v.name.as_deref() == Some(name))?;
        Some(self.read_variable(var))
    }

    fn register(&mut self, name: &str) -> Option<Result<Value, EvalError>> {
        let reg = Register::parse(name).ok()?;
        let number = reg.dwarf_number(self.wave_size)?;
        let lanes = self.wave_size.lanes();
        let ty = match reg {
            Register::Vgpr(_) | Register::Agpr(_) => Type::array_of(Type::int(), u64::from(lanes)),
            Register::Pc => Type::code_pointer(),
            _ if reg.byte_size(self.wave_size) == 8 => Type::ulong(),
            _ => Type::uint(),
        };
        Some(Ok(Value::read(
            ty,
            &Location::register(u64::from(number)),
            &mut self.ctx,
        )))
    }

    fn convenience(&mut self, name: &str) -> Option<Value> {
        self.vars.convenience(name)
    }

    fn set_convenience(&mut self, name: &str, v: Value) {
        self.vars.set_convenience(name, v);
    }

    fn history_len(&self) -> usize {
        self.vars.history.len()
    }

    fn history(&self, index: usize) -> Option<Value> {
        self.vars.history(index)
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

/// Parses `x`'s `/NFU`.
fn parse_x_format(
    fmt: Option<&str>,
    last: (char, usize),
) -> Result<(u64, char, usize), CommandError> {
    let mut count = String::new();
    let (mut f, mut unit) = last;
    for c in fmt.unwrap_or("").chars() {
        match c {
            '0'..='9' => count.push(c),
            'b' => unit = 1,
            'h' => unit = 2,
            'w' => unit = 4,
            'g' => unit = 8,
            'x' | 'd' | 'u' | 'o' | 't' | 'a' | 'c' | 'f' | 'z' | 's' | 'i' => {
                f = c;
                if c == 'a' {
                    unit = 8;
                }
                if c == 'c' && !fmt.unwrap_or("").contains(['b', 'h', 'w', 'g']) {
                    unit = 1;
                }
            }
            other => {
                return Err(CommandError(format!(
                    "Undefined output format \"{other}\"."
                )))
            }
        }
    }
    let n = if count.is_empty() {
        1
    } else {
        count
            .parse()
            .map_err(|_| CommandError("Invalid count.".into()))?
    };
    Ok((n, f, unit))
}

impl Session {
    /// The scope (unit, function, variables) at the frame's lookup PC, cached per module and
    /// PC.
    fn scope_of_frame(&mut self, index: usize) -> Option<(Arc<PcInfo>, usize)> {
        let fr = self.frames.as_ref()?.frames.get(index)?.clone();
        let mi = fr.module?;
        let m = &self.modules[mi];
        let elf = fr.lookup_pc - m.load_base;
        if let Some(s) = self.scopes.get(&(mi, elf)) {
            return Some((s.clone(), mi));
        }
        let info = m.debug_info().ok()?;
        let s = Arc::new(info.lookup(elf).ok()??);
        self.scopes.insert((mi, elf), s.clone());
        Some((s, mi))
    }

    /// Runs `f` with the environment of frame `index` of the focused wave for `lane`.
    fn with_env<R>(
        &mut self,
        index: usize,
        lane: u32,
        f: impl FnOnce(&mut FrameEnv<'_>) -> R,
    ) -> Result<R, CommandError> {
        let focus = self.require_focus()?;
        self.frames()?;
        let scope = self.scope_of_frame(index);
        let wave_size = self.require_target()?.wave(focus.wave)?.wave_size;
        let frames = self.frames.as_ref().expect("computed");
        let frame = frames
            .frames
            .get(index)
            .ok_or_else(|| CommandError(format!("No frame at level {index}.")))?;
        let module = frame.module.map(|i| &self.modules[i]);
        let info = module.and_then(|m| m.debug_info().ok());
        let mi = frame.module.unwrap_or(0);
        let t = self.target.as_deref().expect("focus has a target");
        let ctx = FrameContext::new(
            t,
            focus.wave,
            wave_size.lanes(),
            lane,
            &frames.backtrace,
            frame,
            module,
        );
        let ctx = match &scope {
            Some((s, _)) => ctx.with_scope(s.unit, s.function.as_ref().map(|f| f.die)),
            None => ctx,
        };
        let types = self.types.entry(mi).or_default();
        let mut env = FrameEnv {
            ctx,
            scope: scope.map(|s| s.0),
            info,
            types,
            vars: Vars {
                convenience: &mut self.user_convenience,
                session_vars: &self.convenience,
                history: &self.history,
            },
            wave_size,
            writes: Vec::new(),
        };
        let r = f(&mut env);
        let writes = std::mem::take(&mut env.writes);
        drop(env);
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
    ) -> CommandResult {
        if writes.is_empty() {
            return Ok(());
        }
        self.frames = None;
        let size = self.require_target()?.wave(wave)?.wave_size;
        for (loc, bytes) in writes {
            if !loc.is_single() {
                return Err(CommandError(
                    "cannot write a value whose location has several parts".into(),
                ));
            }
            let single = loc.first().clone();
            let bit = single.bit_offset;
            if bit % 8 != 0 {
                return Err(CommandError(
                    "cannot write a value that does not start on a byte".into(),
                ));
            }
            // Memory: the byte address; registers: the byte offset into the register.
            let off = (bit / 8) as u64;
            match &single.storage {
                Storage::Memory { space, lane: bound } => {
                    let aspace = space_of(*space).ok_or_else(|| {
                        CommandError(format!("cannot write to address space {space}"))
                    })?;
                    let addr = off;
                    let t = self.target.as_mut().expect("running");
                    let w = t.memory_writes().ok_or_else(|| {
                        CommandError("The target cannot write memory (it is a core file).".into())
                    })?;
                    w.write_memory(wave, Lane(bound.unwrap_or(lane)), aspace, addr, &bytes)?;
                }
                Storage::Register(r) => {
                    if frame != 0 {
                        return Err(CommandError(
                            "cannot write a register of an outer frame".into(),
                        ));
                    }
                    let d = amdgpu::dwarf_register(*r).map_err(|e| CommandError(e.to_string()))?;
                    let reg = d.register();
                    let t = self.target.as_mut().expect("running");
                    let mut whole = vec![0u8; reg.byte_size(size) as usize];
                    t.read_register(wave, reg, &mut whole)?;
                    let end = (off as usize)
                        .checked_add(bytes.len())
                        .filter(|&e| e <= whole.len())
                        .ok_or_else(|| CommandError("write past the end of the register".into()))?;
                    whole[off as usize..end].copy_from_slice(&bytes);
                    let w = t.register_writes().ok_or_else(|| {
                        CommandError(
                            "The target cannot write registers (it is a core file).".into(),
                        )
                    })?;
                    w.write_register(wave, reg, &whole)?;
                }
                _ => {
                    return Err(CommandError(
                        "Left operand of assignment is not an lvalue.".into(),
                    ))
                }
            }
        }
        Ok(())
    }

    /// Evaluates an expression in the selected frame and lane.
    pub(crate) fn evaluate_public(&mut self, expr: &str) -> Result<Value, CommandError> {
        self.evaluate(expr)
    }

    /// Evaluates and formats as `print` does (a `char *` followed to its string in the
    /// selected frame's memory).
    fn evaluate_formatted(
        &mut self,
        expr: &str,
        opts: &FormatOptions,
    ) -> Result<(Value, String), CommandError> {
        if self.require_focus().is_err() {
            let v = self.evaluate(expr)?;
            let text = format_value(&v, opts);
            return Ok((v, text));
        }
        let f = self.require_focus()?;
        self.with_env(f.frame, f.lane, |env| {
            let v = evaluate_text(expr, env)?;
            let text = format_value_in(&v, opts, Some(env.context()));
            Ok((v, text))
        })?
        .map_err(|e: EvalError| CommandError(e.to_string()))
    }

    fn evaluate(&mut self, expr: &str) -> Result<Value, CommandError> {
        if self.require_focus().is_err() {
            let mut env = NoFrame {
                host: self.host_focus,
                state: NoState,
                vars: Vars {
                    convenience: &mut self.user_convenience,
                    session_vars: &self.convenience,
                    history: &self.history,
                },
            };
            return evaluate_text(expr, &mut env).map_err(|e| CommandError(e.to_string()));
        }
        let f = self.require_focus()?;
        self.with_env(f.frame, f.lane, |env| evaluate_text(expr, env))?
            .map_err(|e| CommandError(e.to_string()))
    }

    pub(crate) fn value_command(
        &mut self,
        name: &str,
        fmt: Option<&str>,
        arg: &str,
    ) -> CommandResult {
        let opts = match fmt {
            None => FormatOptions::default(),
            Some(f) if name != "x" => {
                let c = f
                    .chars()
                    .last()
                    .ok_or_else(|| CommandError("Undefined output format \"\".".into()))?;
                if f.chars().count() > 1 && !f[..f.len() - 1].chars().all(|c| c.is_ascii_digit()) {
                    return Err(CommandError(format!("Undefined output format \"{f}\".")));
                }
                crate::format::check_format(c).map_err(|e| CommandError(e.to_string()))?;
                FormatOptions::with_format(c)
            }
            Some(_) => FormatOptions::default(),
        };
        match name {
            "print" | "output" => {
                let (v, text) = if arg.is_empty() {
                    let v =
                        self.history.last().cloned().ok_or_else(|| {
                            CommandError("$1 = <error: History is empty.>".into())
                        })?;
                    let text = format_value(&v, &opts);
                    (v, text)
                } else {
                    self.evaluate_formatted(arg, &opts)?
                };
                self.field("value", to_json(&v, &opts));
                if name == "output" {
                    self.print(text);
                } else {
                    self.history.push(v);
                    let n = self.history.len();
                    self.print(format!("${n} = {text}\n"));
                    self.field("history", json!(n));
                }
                Ok(())
            }
            "whatis" | "ptype" => {
                let ty = match self.type_by_name(arg) {
                    Some(t) => t,
                    None => self.evaluate(arg)?.ty,
                };
                let text = if name == "ptype" {
                    Type::ptype(&ty)
                } else {
                    ty.name()
                };
                self.print(format!("type = {text}\n"));
                Ok(())
            }
            "display" => {
                if arg.is_empty() {
                    self.do_displays();
                    return Ok(());
                }
                let n = self.next_display;
                self.next_display += 1;
                self.displays
                    .push((n, arg.to_string(), fmt.unwrap_or("").to_string()));
                if self.focus.is_some() {
                    self.show_display(n, arg, fmt.unwrap_or(""));
                }
                Ok(())
            }
            "undisplay" => {
                if arg.is_empty() {
                    self.displays.clear();
                } else {
                    for w in arg.split_whitespace() {
                        let n: u32 = w.parse().map_err(|_| {
                            CommandError(format!("Arguments must be display numbers: {w}"))
                        })?;
                        self.displays.retain(|d| d.0 != n);
                    }
                }
                Ok(())
            }
            "info display" => {
                if self.displays.is_empty() {
                    self.print("There are no auto-display expressions now.\n");
                } else {
                    let mut s = String::from(
                        "Auto-display expressions now in effect:\nNum Enb Expression\n",
                    );
                    for (n, e, f) in &self.displays {
                        let f = if f.is_empty() {
                            String::new()
                        } else {
                            format!("/{f} ")
                        };
                        s.push_str(&format!("{n}:   y  {f}{e}\n"));
                    }
                    self.print(s);
                }
                Ok(())
            }
            "x" => self.examine(fmt, arg),
            "set" => self.cmd_set(arg),
            "info locals" => self.info_locals(),
            "info args" => self.info_args(),
            other => Err(CommandError(format!(
                "Undefined command: \"{other}\".  Try \"help\"."
            ))),
        }
    }

    fn type_by_name(&mut self, text: &str) -> Option<Arc<Type>> {
        let t = text.trim();
        if let Some(b) = crate::types::builtin(t) {
            return Some(b);
        }
        let mi = self
            .focus
            .and_then(|f| self.frames.as_ref()?.frames.get(f.frame)?.module)
            .unwrap_or(0);
        let info = self.modules.get(mi)?.debug_info().ok()?;
        self.types.entry(mi).or_default().named(info, t)
    }

    fn show_display(&mut self, n: u32, expr: &str, fmt: &str) {
        let opts = fmt
            .chars()
            .last()
            .map_or_else(FormatOptions::default, FormatOptions::with_format);
        let label = if fmt.is_empty() {
            expr.to_string()
        } else {
            format!("/{fmt} {expr}")
        };
        match self.evaluate(expr) {
            Ok(v) => {
                let text = format_value(&v, &opts);
                self.print(format!("{n}: {label} = {text}\n"));
            }
            Err(CommandError(e)) => self.print(format!("{n}: {label} = <error: {e}>\n")),
        }
    }

    pub(crate) fn do_displays(&mut self) {
        if self.focus.is_none() {
            return;
        }
        for (n, e, f) in self.displays.clone() {
            self.show_display(n, &e, &f);
        }
    }

    fn examine(&mut self, fmt: Option<&str>, arg: &str) -> CommandResult {
        let (count, f, unit) = parse_x_format(fmt, self.x_last)?;
        if arg.is_empty() {
            return Err(CommandError(
                "Argument required (starting display address).".into(),
            ));
        }
        let v = self.evaluate(arg)?;
        let (space, address) = match v.as_address() {
            Some(a) => a,
            None => {
                let a = v
                    .unsigned()
                    .ok_or_else(|| CommandError("Value can't be converted to integer.".into()))?;
                (AddrSpace::GLOBAL, a as u64)
            }
        };
        let aspace = space_of(space).ok_or_else(|| {
            CommandError(format!("Cannot access memory in address space {space}"))
        })?;
        let focus = self.require_focus()?;
        if f == 'i' {
            // Instructions, decoded from the module's bytes (the target's may hold planted
            // breakpoints), gdb's layout with `=>` at the wave's PC.
            let pc = self.pc(focus.wave)?;
            let mut a = address;
            let mut s = String::new();
            for _ in 0..count.min(10_000) {
                let Some(inst) = self.instruction_at(focus.wave, a) else {
                    return Err(CommandError(format!(
                        "Cannot access memory at address {a:#x}"
                    )));
                };
                let marker = if a == pc { "=> " } else { "   " };
                let sym = self
                    .function_of(a)
                    .map_or(String::new(), |(f, o)| format!(" <{f}+{o}>"));
                s.push_str(&format!("{marker}{a:#x}{sym}:\t{}\n", inst.text()));
                a += inst.len().max(4) as u64;
            }
            self.print(s);
            self.x_last = (f, unit);
            return Ok(());
        }
        let len = (count as usize)
            .checked_mul(unit)
            .filter(|&l| l <= 1 << 20)
            .ok_or_else(|| CommandError("Too many units requested.".into()))?;
        let mut bytes = vec![0u8; len];
        let t = self.require_target()?;
        t.read_memory(focus.wave, Lane(focus.lane), aspace, address, &mut bytes)
            .map_err(|_| {
                CommandError(format!(
                    "Cannot access memory at address {}",
                    address_text(space, address)
                ))
            })?;
        let text = format_memory(&bytes, address, f, unit, &|a| address_text(space, a))
            .map_err(|e| CommandError(e.to_string()))?;
        self.print(format!("{text}\n"));
        self.x_last = (f, unit);
        Ok(())
    }

    fn cmd_set(&mut self, arg: &str) -> CommandResult {
        let (word, rest) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
        match word {
            "var" | "variable" => {
                self.evaluate(rest)?;
                Ok(())
            }
            "listsize" => Ok(()),
            "breakpoint" => {
                let mut words = rest.split_whitespace();
                match (words.next(), words.next(), words.next()) {
                    (Some("pending"), Some(v), None) => {
                        self.breakpoint_pending = match v {
                            "on" | "1" | "yes" | "enable" => Some(true),
                            "off" | "0" | "no" | "disable" => Some(false),
                            "auto" => None,
                            _ => {
                                return Err(CommandError(
                                    "\"on\", \"off\" or \"auto\" expected.".into(),
                                ))
                            }
                        };
                        Ok(())
                    }
                    (Some("pending"), None, None) => {
                        self.breakpoint_pending = Some(true);
                        Ok(())
                    }
                    _ => Err(CommandError(format!(
                        "Undefined set breakpoint command: \"{rest}\".  Try \"help set breakpoint\"."
                    ))),
                }
            }
            w if w.starts_with('$') || arg.contains('=') => {
                self.evaluate(arg)?;
                Ok(())
            }
            _ => Err(CommandError(format!(
                "Undefined set command: \"{word}\".  Try \"help set\"."
            ))),
        }
    }

    /// The arguments, then the locals, of frame 0 of the focused wave as `lane` sees them,
    /// each formatted as `info locals` prints it, or the evaluation error. For programs that
    /// check debugging information value by value (`conform`'s run-time checks).
    pub fn lane_values(&mut self, lane: u32) -> Result<Vec<LaneValue>, CommandError> {
        let opts = FormatOptions::default();
        let mut out = Vec::new();
        for params in [true, false] {
            for (name, v) in self.frame_variables(0, lane, params)? {
                out.push((
                    name,
                    v.map(|v| format_inner(&v, &opts))
                        .map_err(|e| e.to_string()),
                ));
            }
        }
        Ok(out)
    }

    /// Like [`Session::lane_values`], with each variable's location as the value was read
    /// from it (`None`: no location here, see [`crate::value::variable_location`]): for
    /// programs that ask which storage a value came from (`conform`'s check that a value does
    /// not change where nothing wrote its storage).
    pub fn lane_values_located(&mut self, lane: u32) -> Result<Vec<LocatedValue>, CommandError> {
        let values = self.lane_values(lane)?;
        let mut locations = Vec::with_capacity(values.len());
        for params in [true, false] {
            let chosen = self.chosen_variables(0, params)?;
            locations.extend(self.with_env(0, lane, |env| {
                chosen
                    .iter()
                    .map(|v| (env.variable_location(v), v.die))
                    .collect::<Vec<_>>()
            })?);
        }
        Ok(values
            .into_iter()
            .zip(locations)
            .map(|((name, value), (location, die))| LocatedValue {
                name,
                value,
                location,
                die,
            })
            .collect())
    }

    /// The frame's variables: `params` selects formal parameters (the function's own),
    /// otherwise locals of every enclosing block, innermost first.
    fn chosen_variables(
        &mut self,
        index: usize,
        params: bool,
    ) -> Result<Vec<Variable>, CommandError> {
        let Some((scope, _)) = ({
            self.frames()?;
            self.scope_of_frame(index)
        }) else {
            return Ok(Vec::new());
        };
        let mut chosen: Vec<Variable> = Vec::new();
        if params {
            let f = scope.function.as_ref().map(|f| f.die);
            chosen.extend(
                scope
                    .variables
                    .iter()
                    .filter(|v| v.tag == gimli::DW_TAG_formal_parameter && Some(v.scope) == f)
                    .cloned(),
            );
        } else {
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
        Ok(chosen)
    }

    /// Names and values of the frame's variables: `params` selects formal parameters (the
    /// function's own), otherwise locals of every enclosing block, innermost first.
    fn frame_variables(
        &mut self,
        index: usize,
        lane: u32,
        params: bool,
    ) -> Result<Vec<NamedValue>, CommandError> {
        let chosen = self.chosen_variables(index, params)?;
        self.with_env(index, lane, |env| {
            chosen
                .iter()
                .map(|v| {
                    (
                        v.name.clone().unwrap_or_else(|| "<anonymous>".into()),
                        env.read_variable(v),
                    )
                })
                .collect()
        })
    }

    fn info_locals(&mut self) -> CommandResult {
        let f = self.require_focus()?;
        let vars = self.frame_variables(f.frame, f.lane, false)?;
        self.print_variables(vars, "No locals.", "");
        Ok(())
    }

    fn info_args(&mut self) -> CommandResult {
        let f = self.require_focus()?;
        let vars = self.frame_variables(f.frame, f.lane, true)?;
        self.print_variables(vars, "No arguments.", "");
        Ok(())
    }

    fn print_variables(
        &mut self,
        vars: Vec<(String, Result<Value, EvalError>)>,
        none: &str,
        indent: &str,
    ) {
        if vars.is_empty() {
            self.print(format!("{indent}{none}\n"));
            return;
        }
        let mut rows = Vec::new();
        for (name, v) in vars {
            match v {
                Ok(v) => {
                    let opts = FormatOptions::default();
                    self.print(format!("{indent}{name} = {}\n", format_inner(&v, &opts)));
                    rows.push(json!({"name": name, "value": to_json(&v, &opts)}));
                }
                Err(e) => {
                    self.print(format!("{indent}{name} = <error: {e}>\n"));
                    rows.push(json!({"name": name, "error": e.to_string()}));
                }
            }
        }
        self.field("variables", json!(rows));
    }

    pub(crate) fn print_locals_indented(&mut self, index: usize) {
        let lane = self.focus.map_or(0, |f| f.lane);
        match self.frame_variables(index, lane, false) {
            Ok(vars) => self.print_variables(vars, "No locals.", "        "),
            Err(CommandError(e)) => self.print(format!("        <error: {e}>\n")),
        }
    }

    /// `n=5, p=0x1000` for a frame line (gdb's `print frame-arguments scalars`: aggregates
    /// show as `...`).
    pub(crate) fn frame_arguments(&mut self, index: usize) -> String {
        let lane = self.focus.map_or(0, |f| f.lane);
        let Ok(vars) = self.frame_variables(index, lane, true) else {
            return String::new();
        };
        let opts = FormatOptions::default();
        vars.into_iter()
            .map(|(n, v)| match v {
                Ok(v) if Type::is_scalar(&v.ty) => format!("{n}={}", format_inner(&v, &opts)),
                Ok(_) => format!("{n}=..."),
                Err(e) => format!("{n}=<error: {e}>"),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    pub(crate) fn check_expression(&mut self, expr: &str) -> CommandResult {
        crate::expr::parse(expr)
            .map(|_| ())
            .map_err(|e| CommandError(e.to_string()))
    }

    /// Whether a breakpoint condition holds for `lane` in frame 0 (an error counts as true,
    /// as gdb stops and says so).
    pub(crate) fn condition_true(&mut self, cond: &str, lane: u32) -> bool {
        let r = self.with_env(0, lane, |env| evaluate_text(cond, env));
        match r {
            Ok(Ok(v)) => v.truth().unwrap_or(true),
            Ok(Err(e)) => {
                self.print(format!(
                    "Error in testing condition for lane {lane}:\n{e}\n"
                ));
                true
            }
            Err(CommandError(e)) => {
                self.print(format!(
                    "Error in testing condition for lane {lane}:\n{e}\n"
                ));
                true
            }
        }
    }
}

/// The target's address space for a DWARF one.
fn space_of(space: AddrSpace) -> Option<amdgpu::AddressSpace> {
    space.amdgpu()
}
