//! Threads (waves), the lane focus, stacks, scopes and variables — the Lanes scope among
//! them — `evaluate` (the Debug Console runs `hdb debug`'s commands) and `setVariable`.
//!
//! References (frames, variables) are valid while the program stays stopped: every run
//! invalidates them, as the protocol allows.

use std::collections::HashMap;
use std::sync::Arc;

use amdgpu::target::{Wave, WaveId, WaveState};
use amdgpu::Register;
use debugger::engine::{lane_list, Focus, LanePosition, VariableKind};
use debugger::format::{format_inner, format_value_in, FormatOptions};
use debugger::types::{Type, TypeKind};
use debugger::value::{address_text, Value};
use debugger::Interpreter;
use dwarf_ext::Location;
use serde_json::{json, Value as Json};

use super::{arguments, engine_failure, Adapter, Reply, SUMMARY_THREAD};
use crate::protocol::{self as p, ErrorId, Failure};

/// Register classes shown as scopes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum RegisterClass {
    /// PC, EXEC, VCC, M0, the status registers, SGPRs.
    Scalar,
    /// VGPRs and AGPRs (one value per lane).
    Vector,
}

/// Where a row of the Lanes scope comes from.
#[derive(Debug, Clone)]
pub(super) enum RowSource {
    /// A variable of the frame (found by its DIE in each lane's list).
    Variable {
        kind: VariableKind,
        die: u64,
        name: String,
    },
    /// A watch expression.
    Watch(String),
}

impl RowSource {
    fn expression(&self) -> &str {
        match self {
            RowSource::Variable { name, .. } => name,
            RowSource::Watch(e) => e,
        }
    }
}

/// One lane's value of a Lanes row.
#[derive(Debug, Clone)]
pub(super) struct LaneValue {
    lane: u32,
    /// ROCgdb's lane state letter: `A` active, `I` inactive, `U` unused.
    state: char,
    value: Result<Value, String>,
}

/// What a `variablesReference` stands for.
#[derive(Debug, Clone)]
pub(super) enum VarRef {
    /// A frame's locals or arguments for one lane.
    Scope {
        wave: WaveId,
        frame: usize,
        lane: u32,
        kind: VariableKind,
    },
    /// A frame's registers of one class.
    Registers {
        wave: WaveId,
        frame: usize,
        lane: u32,
        class: RegisterClass,
    },
    /// One vector register, a child per lane.
    VectorRegister {
        wave: WaveId,
        frame: usize,
        reg: Register,
        lanes: Vec<u32>,
    },
    /// The Lanes scope: a row per variable and watch.
    Lanes { wave: WaveId, frame: usize },
    /// A row of the Lanes scope: a child per lane.
    LaneRow {
        wave: WaveId,
        frame: usize,
        source: RowSource,
    },
    /// The children of a value (members, elements, the pointee).
    Value {
        wave: WaveId,
        frame: usize,
        lane: u32,
        value: Value,
        /// The expression that names the value (its `evaluateName`).
        name: String,
    },
}

/// The references handed out at this stop.
#[derive(Default)]
pub(super) struct View {
    frames: Vec<(WaveId, usize)>,
    refs: Vec<VarRef>,
    /// Every lane's variables of a frame, read once per stop: (wave, frame, lane, arguments?).
    lane_vars: HashMap<(WaveId, usize, u32, bool), Arc<Vec<debugger::engine::VariableValue>>>,
    /// Lanes rows' values, by row reference.
    rows: HashMap<i64, Arc<Vec<LaneValue>>>,
}

impl View {
    /// Forgets every reference (the program ran).
    pub(super) fn invalidate(&mut self) {
        self.frames.clear();
        self.refs.clear();
        self.lane_vars.clear();
        self.rows.clear();
    }

    /// Forgets the values read (a write changed them); references stay valid.
    fn values_changed(&mut self) {
        self.lane_vars.clear();
        self.rows.clear();
    }

    fn frame_id(&mut self, wave: WaveId, index: usize) -> i64 {
        let at = match self.frames.iter().position(|&f| f == (wave, index)) {
            Some(i) => i,
            None => {
                self.frames.push((wave, index));
                self.frames.len() - 1
            }
        };
        at as i64 + 1
    }

    fn frame(&self, id: i64) -> Option<(WaveId, usize)> {
        usize::try_from(id - 1)
            .ok()
            .and_then(|i| self.frames.get(i).copied())
    }

    fn add(&mut self, r: VarRef) -> i64 {
        self.refs.push(r);
        self.refs.len() as i64
    }

    fn get(&self, id: i64) -> Option<&VarRef> {
        usize::try_from(id - 1).ok().and_then(|i| self.refs.get(i))
    }
}

fn stale(what: &str, id: i64) -> Failure {
    Failure::new(
        ErrorId::StaleReference,
        format!("No {what} {id} (references last until the program runs)."),
    )
}

/// Children a value shows: (named, indexed).
fn child_shape(v: &Value) -> (usize, u64) {
    let t = Type::strip(&v.ty);
    match &t.kind {
        TypeKind::Aggregate { members, .. } => (members.len(), 0),
        TypeKind::Array { .. } => (0, v.element_count()),
        TypeKind::Pointer {
            pointee, reference, ..
        } => {
            if reference.is_some() && v.referent.is_some() {
                return (1, 0);
            }
            let target = Type::strip(pointee);
            let follows = !matches!(target.kind, TypeKind::Void | TypeKind::Function { .. })
                && v.is_known()
                && v.unsigned().is_some_and(|a| a != 0);
            (usize::from(follows), 0)
        }
        _ => (0, 0),
    }
}

/// An expression naming a part of `parent` (`parent.field`, `parent[3]`, `*parent`).
fn child_expression(parent: &str, child: &str) -> String {
    let simple = parent
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_.$[]".contains(c));
    let p = if simple {
        parent.to_string()
    } else {
        format!("({parent})")
    };
    if let Some(index) = child.strip_prefix('[') {
        format!("{p}[{index}")
    } else if child.starts_with('*') {
        format!("*{p}")
    } else {
        format!("{p}.{child}")
    }
}

/// The memory a value's variable row points at: a pointer's target, else the value's own
/// place in memory (`local#0x10` keeps the address space).
fn memory_reference(v: &Value) -> Option<String> {
    if let Some((space, addr)) = v.as_address() {
        return Some(address_text(space, addr));
    }
    v.lval
        .as_ref()
        .and_then(Location::memory_address)
        .map(|(s, a)| address_text(s, a))
}

/// The lane a `lane N …` child name stands for.
fn lane_of_name(name: &str) -> Option<u32> {
    name.strip_prefix("lane ")?
        .split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

/// The name of lane `lane`'s child in a per-lane list, with ROCgdb's state marked.
fn lane_label(lane: u32, state: char) -> String {
    match state {
        'I' => format!("lane {lane} (inactive)"),
        'U' => format!("lane {lane} (unused)"),
        _ => format!("lane {lane}"),
    }
}

/// A row's summary across lanes: few distinct values as `4 on [4 20 36 52], 5 on [...]`,
/// many as the first values in lane order.
fn lanes_summary(values: &[LaneValue], opts: &FormatOptions) -> String {
    let texts: Vec<(u32, String)> = values
        .iter()
        .filter(|v| v.state == 'A')
        .map(|v| {
            (
                v.lane,
                match &v.value {
                    Ok(x) => format_inner(x, opts),
                    Err(e) => format!("<error: {e}>"),
                },
            )
        })
        .collect();
    if texts.is_empty() {
        return "(no active lane)".into();
    }
    let mut groups: Vec<(String, Vec<u32>)> = Vec::new();
    for (lane, t) in &texts {
        match groups.iter_mut().find(|g| &g.0 == t) {
            Some(g) => g.1.push(*lane),
            None => groups.push((t.clone(), vec![*lane])),
        }
        if groups.len() > 4 {
            break;
        }
    }
    if groups.len() == 1 {
        return format!("{} (all {} active lanes)", groups[0].0, texts.len());
    }
    if groups.len() <= 4 {
        let parts: Vec<String> = groups
            .iter()
            .map(|(t, lanes)| format!("{t} on {}", lane_list(lanes)))
            .collect();
        return parts.join(", ");
    }
    let mut s = String::from("{");
    for (i, (lane, t)) in texts.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        if s.len() > 100 {
            s.push('…');
            break;
        }
        s.push_str(&format!("[{lane}] {t}"));
    }
    s.push('}');
    s
}

impl Adapter {
    /// The lane the user follows in `wave` (the first active one until chosen).
    pub(super) fn lane_of(&mut self, wave: WaveId) -> u32 {
        if let Some(&l) = self.lanes.get(&wave) {
            return l;
        }
        let lane = self
            .gdb
            .as_mut()
            .and_then(|g| g.engine_mut().active_lanes(wave).first().copied())
            .unwrap_or(0);
        self.lanes.insert(wave, lane);
        lane
    }

    /// Focuses the engine on thread `id` (a wave) and the user's lane in it.
    pub(super) fn select_thread(&mut self, id: i64) -> Result<WaveId, Failure> {
        if id == SUMMARY_THREAD {
            return Err(Failure::new(
                ErrorId::StaleReference,
                "The summary entry is not a wave: select a wave with `hdb/focus` or `thread N` in the Debug Console.",
            ));
        }
        let wave = u32::try_from(id)
            .map(WaveId)
            .map_err(|_| stale("thread", id))?;
        let e = self.engine()?;
        e.require_target()
            .map_err(engine_failure)?
            .wave(wave)
            .map_err(|_| stale("thread", id))?;
        let lane = self.lane_of(wave);
        self.focus_engine(wave, lane, 0)?;
        Ok(wave)
    }

    /// Puts the engine's focus on (wave, lane, frame), keeping its frames when the wave is
    /// the same.
    fn focus_engine(&mut self, wave: WaveId, lane: u32, frame: usize) -> Result<(), Failure> {
        let e = self.engine()?;
        let f = Focus { wave, lane, frame };
        if e.focus() != Some(f) {
            e.restore_focus(Some(f));
        }
        Ok(())
    }

    /// The wave and frame index a frame id stands for.
    pub(super) fn frame_of_id(&self, id: i64) -> Result<(WaveId, usize), Failure> {
        self.view.frame(id).ok_or_else(|| stale("frame", id))
    }

    /// Focuses the engine on a frame id's wave and frame; returns (wave, frame, lane).
    fn select_frame(&mut self, id: i64) -> Result<(WaveId, usize, u32), Failure> {
        let (wave, frame) = self.view.frame(id).ok_or_else(|| stale("frame", id))?;
        let lane = self.lane_of(wave);
        self.focus_engine(wave, lane, frame)?;
        Ok((wave, frame, lane))
    }

    /// Tells the client the lane focus moved (`hdb/focusChanged`).
    pub(super) fn focus_changed(&mut self, wave: WaveId, lane: u32) {
        let Ok(e) = self.engine() else { return };
        let Ok(pos) = e.lane_position(wave, lane) else {
            return;
        };
        let body = json!({
            "threadId": i64::from(wave.0),
            "lane": lane,
            "lanes": pos.wave.wave_size.lanes(),
            "name": pos.to_string(),
            "state": pos.state().to_string(),
            "active": pos.active,
            "workItem": pos.work_item,
        });
        self.send_event("hdb/focusChanged", body);
    }

    pub(super) fn invalidated(&mut self, areas: &[&str], wave: Option<WaveId>) {
        if !self.client.invalidated {
            return;
        }
        let mut body = json!({"areas": areas});
        if let Some(w) = wave {
            body["threadId"] = json!(i64::from(w.0));
        }
        self.send_event("invalidated", body);
    }

    pub(super) fn threads(&mut self) -> Reply {
        let max = self.max_threads;
        let followed = self.thread;
        let Some(gdb) = self.gdb.as_mut() else {
            return Ok(Some(json!({"threads": []})));
        };
        let e = gdb.engine_mut();
        let focus = e.focus().map(|f| f.wave);
        let live: Vec<Wave> = e
            .waves()
            .into_iter()
            .filter(|w| w.state != WaveState::Exited)
            .collect();
        let thread = |w: &Wave| json!({"id": i64::from(w.id.0), "name": w.to_string()});
        if live.len() <= max {
            let threads: Vec<Json> = live.iter().map(thread).collect();
            return Ok(Some(json!({ "threads": threads })));
        }
        // DAP cannot page `threads`: the waves that stopped for their own reason, the
        // followed one, then one entry for the rest.
        let own = |w: &Wave| {
            w.state == WaveState::Stopped
                && !matches!(
                    w.stop_reason,
                    None | Some(amdgpu::target::StopReason::Requested)
                )
        };
        let mut threads: Vec<Json> = Vec::new();
        let mut shown = 0usize;
        for w in &live {
            if (Some(w.id) == focus || Some(w.id) == followed || own(w)) && shown < max {
                threads.push(thread(w));
                shown += 1;
            }
        }
        let running = live
            .iter()
            .filter(|w| w.state == WaveState::Running)
            .count();
        let rest = live.len() - shown;
        let state = if running == 0 {
            "stopped".to_string()
        } else {
            format!("{running} running")
        };
        threads.push(json!({
            "id": SUMMARY_THREAD,
            "name": format!(
                "{rest} more waves ({state}; `info threads` in the Debug Console lists them, `thread N` selects one)"
            ),
        }));
        Ok(Some(json!({ "threads": threads })))
    }

    pub(super) fn stack_trace(&mut self, a: &Json) -> Reply {
        let args: p::StackTraceArguments = arguments(a)?;
        if args.thread_id == SUMMARY_THREAD {
            return Ok(Some(json!({"stackFrames": [], "totalFrames": 0})));
        }
        let wave = self.select_thread(args.thread_id)?;
        let frames = self.engine()?.frames().map_err(engine_failure)?.to_vec();
        let start = usize::try_from(args.start_frame.unwrap_or(0)).unwrap_or(0);
        let levels = match args.levels.unwrap_or(0) {
            n if n <= 0 => usize::MAX,
            n => usize::try_from(n).unwrap_or(usize::MAX),
        };
        let mut out = Vec::new();
        for fr in frames.iter().skip(start).take(levels) {
            let id = self.view.frame_id(wave, fr.index);
            let mut sf = p::StackFrame {
                id,
                name: fr.function.clone().unwrap_or_else(|| "??".into()),
                instruction_pointer_reference: Some(format!("{:#x}", fr.pc)),
                module_id: fr.module.map(|m| p::NumberOrString::Number(m.0 as i64)),
                ..Default::default()
            };
            if let Some((source, line, column)) = self.frame_location(fr) {
                sf.source = Some(source);
                sf.line = self.client_line(line);
                sf.column = self.client_column(column);
            }
            out.push(p::to_json(&sf));
        }
        Ok(Some(
            json!({"stackFrames": out, "totalFrames": frames.len()}),
        ))
    }

    pub(super) fn scopes(&mut self, a: &Json) -> Reply {
        let args: p::ScopesArguments = arguments(a)?;
        let (wave, frame, lane) = self.select_frame(args.frame_id)?;
        let mut scopes = Vec::new();
        for (name, hint, r, expensive) in [
            (
                format!("Locals — lane {lane}"),
                "locals",
                VarRef::Scope {
                    wave,
                    frame,
                    lane,
                    kind: VariableKind::Locals,
                },
                false,
            ),
            (
                format!("Arguments — lane {lane}"),
                "arguments",
                VarRef::Scope {
                    wave,
                    frame,
                    lane,
                    kind: VariableKind::Arguments,
                },
                false,
            ),
            (
                "Lanes".to_string(),
                "",
                VarRef::Lanes { wave, frame },
                false,
            ),
            (
                "Registers — scalar".to_string(),
                "registers",
                VarRef::Registers {
                    wave,
                    frame,
                    lane,
                    class: RegisterClass::Scalar,
                },
                true,
            ),
            (
                format!("Registers — vector (lane {lane})"),
                "registers",
                VarRef::Registers {
                    wave,
                    frame,
                    lane,
                    class: RegisterClass::Vector,
                },
                true,
            ),
        ] {
            let id = self.view.add(r);
            let mut s = json!({"name": name, "variablesReference": id, "expensive": expensive});
            if !hint.is_empty() {
                s["presentationHint"] = json!(hint);
            }
            scopes.push(s);
        }
        Ok(Some(json!({ "scopes": scopes })))
    }

    /// A variable row for a value (its children referenced when it has some).
    fn variable_of(
        &mut self,
        name: String,
        value: Result<Value, String>,
        at: (WaveId, usize, u32),
        evaluate_name: Option<String>,
        opts: &FormatOptions,
    ) -> Json {
        let v = match value {
            Ok(v) => v,
            Err(e) => {
                let mut row = json!({"name": name, "value": format!("<error: {e}>"), "variablesReference": 0});
                if let Some(n) = evaluate_name {
                    row["evaluateName"] = json!(n);
                }
                return row;
            }
        };
        let (named, indexed) = child_shape(&v);
        let mut row = json!({
            "name": name,
            "value": format_inner(&v, opts),
            "type": v.ty.name(),
            "variablesReference": 0,
        });
        if let Some(m) = memory_reference(&v) {
            row["memoryReference"] = json!(m);
        }
        if let Some(n) = &evaluate_name {
            row["evaluateName"] = json!(n);
        }
        if named > 0 || indexed > 0 {
            let (wave, frame, lane) = at;
            let id = self.view.add(VarRef::Value {
                wave,
                frame,
                lane,
                value: v,
                name: evaluate_name.unwrap_or(name),
            });
            row["variablesReference"] = json!(id);
            if named > 0 {
                row["namedVariables"] = json!(named);
            }
            if indexed > 0 {
                row["indexedVariables"] = json!(indexed);
            }
        }
        row
    }

    pub(super) fn variables(&mut self, a: &Json) -> Reply {
        let args: p::VariablesArguments = arguments(a)?;
        let r = self
            .view
            .get(args.variables_reference)
            .cloned()
            .ok_or_else(|| stale("variables reference", args.variables_reference))?;
        let opts = match args.format.as_ref().and_then(|f| f.hex) {
            Some(true) => FormatOptions::with_format('x'),
            _ => FormatOptions::default(),
        };
        let start = usize::try_from(args.start.unwrap_or(0)).unwrap_or(0);
        let count = match args.count.unwrap_or(0) {
            n if n <= 0 => usize::MAX,
            n => usize::try_from(n).unwrap_or(usize::MAX),
        };
        let rows = match r {
            VarRef::Scope {
                wave,
                frame,
                lane,
                kind,
            } => {
                self.focus_engine(wave, lane, frame)?;
                let vars = self
                    .engine()?
                    .variables(frame, lane, kind)
                    .map_err(engine_failure)?;
                vars.into_iter()
                    .map(|v| {
                        let value = v.value.map_err(|e| e.to_string());
                        self.variable_of(
                            v.name.clone(),
                            value,
                            (wave, frame, lane),
                            Some(v.name),
                            &opts,
                        )
                    })
                    .collect()
            }
            VarRef::Value {
                wave,
                frame,
                lane,
                value,
                name,
            } => self.value_children(wave, frame, lane, &value, &name, start, count, &opts)?,
            VarRef::Lanes { wave, frame } => self.lanes_rows(wave, frame, &opts)?,
            VarRef::LaneRow {
                wave,
                frame,
                source,
            } => {
                let values = self.row_values(args.variables_reference, wave, frame, &source)?;
                let expr = source.expression().to_string();
                let mut rows = Vec::new();
                for v in values.iter().skip(start).take(count) {
                    rows.push(self.variable_of(
                        lane_label(v.lane, v.state),
                        v.value.clone(),
                        (wave, frame, v.lane),
                        Some(expr.clone()),
                        &opts,
                    ));
                }
                rows
            }
            VarRef::Registers {
                wave,
                frame,
                lane,
                class,
            } => self.registers(wave, frame, lane, class, &opts)?,
            VarRef::VectorRegister {
                wave,
                frame,
                reg,
                lanes,
            } => {
                self.focus_engine(wave, self.lanes.get(&wave).copied().unwrap_or(0), frame)?;
                let bytes = self
                    .engine()?
                    .register_in_frame(frame, reg)
                    .map_err(engine_failure)?;
                lanes
                    .iter()
                    .skip(start)
                    .take(count)
                    .map(|&lane| {
                        let text = bytes
                            .as_ref()
                            .and_then(|b| b.get(lane as usize * 4..lane as usize * 4 + 4))
                            .map_or("<not saved>".to_string(), |c| {
                                let x = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                                format!("{x:#010x} ({})", x as i32)
                            });
                        json!({"name": format!("lane {lane}"), "value": text, "variablesReference": 0,
                               "evaluateName": format!("${reg}[{lane}]")})
                    })
                    .collect()
            }
        };
        Ok(Some(json!({ "variables": rows })))
    }

    #[allow(clippy::too_many_arguments)]
    fn value_children(
        &mut self,
        wave: WaveId,
        frame: usize,
        lane: u32,
        value: &Value,
        name: &str,
        start: usize,
        count: usize,
        opts: &FormatOptions,
    ) -> Result<Vec<Json>, Failure> {
        let t = Type::strip(&value.ty);
        let at = (wave, frame, lane);
        let mut rows = Vec::new();
        match &t.kind {
            TypeKind::Aggregate { .. } => {
                for (field, v) in value.fields() {
                    let field = field.unwrap_or_else(|| "<anonymous>".into());
                    let expr = child_expression(name, &field);
                    rows.push(self.variable_of(field, Ok(v), at, Some(expr), opts));
                }
            }
            TypeKind::Array { .. } => {
                let n = value.element_count();
                let end = (start as u64).saturating_add(count as u64).min(n);
                for i in start as u64..end {
                    let Some(v) = value.element_at(i) else { break };
                    let label = format!("[{i}]");
                    let expr = child_expression(name, &label);
                    rows.push(self.variable_of(label, Ok(v), at, Some(expr), opts));
                }
            }
            TypeKind::Pointer { .. } => {
                self.focus_engine(wave, lane, frame)?;
                let target = match &value.referent {
                    Some(r) => Ok((**r).clone()),
                    None => self
                        .engine()?
                        .with_frame_context(frame, lane, |ctx| value.deref(ctx))
                        .map_err(engine_failure)?
                        .map_err(|e| e.to_string()),
                };
                let label = format!("*{name}");
                let expr = child_expression(name, "*");
                rows.push(self.variable_of(label, target, at, Some(expr), opts));
            }
            _ => {}
        }
        Ok(rows)
    }

    /// Every lane's variables of one kind in a frame, read once per stop.
    fn lane_variables(
        &mut self,
        wave: WaveId,
        frame: usize,
        lane: u32,
        kind: VariableKind,
    ) -> Result<Arc<Vec<debugger::engine::VariableValue>>, Failure> {
        let key = (wave, frame, lane, kind == VariableKind::Arguments);
        if let Some(v) = self.view.lane_vars.get(&key) {
            return Ok(v.clone());
        }
        let vars = Arc::new(
            self.engine()?
                .variables(frame, lane, kind)
                .map_err(engine_failure)?,
        );
        self.view.lane_vars.insert(key, vars.clone());
        Ok(vars)
    }

    /// The Lanes scope: a row per argument, local and watch expression.
    fn lanes_rows(
        &mut self,
        wave: WaveId,
        frame: usize,
        opts: &FormatOptions,
    ) -> Result<Vec<Json>, Failure> {
        let lane = self.lane_of(wave);
        self.focus_engine(wave, lane, frame)?;
        let mut sources = Vec::new();
        for kind in [VariableKind::Arguments, VariableKind::Locals] {
            for v in self.lane_variables(wave, frame, lane, kind)?.iter() {
                sources.push(RowSource::Variable {
                    kind,
                    die: v.die,
                    name: v.name.clone(),
                });
            }
        }
        for w in &self.watches {
            sources.push(RowSource::Watch(w.clone()));
        }
        let mut rows = Vec::new();
        for source in sources {
            let label = match &source {
                RowSource::Variable { name, .. } => name.clone(),
                RowSource::Watch(e) => format!("watch: {e}"),
            };
            let id = self.view.add(VarRef::LaneRow {
                wave,
                frame,
                source: source.clone(),
            });
            let values = self.row_values(id, wave, frame, &source)?;
            let ty = values
                .iter()
                .find_map(|v| v.value.as_ref().ok())
                .map(|v| v.ty.name());
            let mut row = json!({
                "name": label,
                "value": lanes_summary(&values, opts),
                "variablesReference": id,
                "indexedVariables": values.len(),
                "evaluateName": source.expression(),
            });
            if let Some(t) = ty {
                row["type"] = json!(t);
            }
            rows.push(row);
        }
        Ok(rows)
    }

    /// A Lanes row's value in every lane of the wave.
    fn row_values(
        &mut self,
        id: i64,
        wave: WaveId,
        frame: usize,
        source: &RowSource,
    ) -> Result<Arc<Vec<LaneValue>>, Failure> {
        if let Some(v) = self.view.rows.get(&id) {
            return Ok(v.clone());
        }
        let focus_lane = self.lane_of(wave);
        self.focus_engine(wave, focus_lane, frame)?;
        let positions: Vec<LanePosition> = self.engine()?.lanes(wave).map_err(engine_failure)?;
        let mut out = Vec::with_capacity(positions.len());
        for pos in positions {
            let value = match source {
                RowSource::Variable { kind, die, .. } => self
                    .lane_variables(wave, frame, pos.lane, *kind)?
                    .iter()
                    .find(|v| v.die == *die)
                    .map_or_else(
                        || Err("not in scope in this lane".to_string()),
                        |v| v.value.clone().map_err(|e| e.to_string()),
                    ),
                RowSource::Watch(expr) => self
                    .engine()?
                    .evaluate(expr, frame, pos.lane)
                    .map_err(|e| e.to_string()),
            };
            out.push(LaneValue {
                lane: pos.lane,
                state: pos.state(),
                value,
            });
        }
        let out = Arc::new(out);
        self.view.rows.insert(id, out.clone());
        Ok(out)
    }

    fn registers(
        &mut self,
        wave: WaveId,
        frame: usize,
        lane: u32,
        class: RegisterClass,
        opts: &FormatOptions,
    ) -> Result<Vec<Json>, Failure> {
        let _ = opts;
        self.focus_engine(wave, lane, frame)?;
        let regs: Vec<Register> = match class {
            RegisterClass::Scalar => [
                Register::Pc,
                Register::Exec,
                Register::Vcc,
                Register::M0,
                Register::Status,
                Register::Mode,
                Register::Trapsts,
                Register::FlatScratch,
            ]
            .into_iter()
            .chain((0..106u16).map(Register::Sgpr))
            .collect(),
            RegisterClass::Vector => (0..256u16)
                .map(Register::Vgpr)
                .chain((0..256u16).map(Register::Agpr))
                .collect(),
        };
        let lanes: Vec<u32> = self
            .engine()?
            .lanes(wave)
            .map_err(engine_failure)?
            .iter()
            .map(|p| p.lane)
            .collect();
        let mut rows = Vec::new();
        for reg in regs {
            let Ok(bytes) = self.engine()?.register_in_frame(frame, reg) else {
                continue;
            };
            let eval = format!("${reg}");
            let Some(bytes) = bytes else {
                rows.push(json!({"name": reg.to_string(), "value": "<not saved>", "variablesReference": 0, "evaluateName": eval}));
                continue;
            };
            if reg.is_vector() {
                let Some(c) = bytes.get(lane as usize * 4..lane as usize * 4 + 4) else {
                    continue;
                };
                let x = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                let id = self.view.add(VarRef::VectorRegister {
                    wave,
                    frame,
                    reg,
                    lanes: lanes.clone(),
                });
                rows.push(
                    json!({"name": reg.to_string(), "value": format!("{x:#010x} ({})", x as i32),
                                 "variablesReference": id, "indexedVariables": lanes.len(),
                                 "evaluateName": eval}),
                );
                continue;
            }
            let mut x = [0u8; 8];
            let n = bytes.len().min(8);
            x[..n].copy_from_slice(&bytes[..n]);
            let v = u64::from_le_bytes(x);
            let text = match reg {
                Register::Pc => {
                    let sym = self
                        .engine()?
                        .function_of(v)
                        .map_or(String::new(), |(f, o)| format!(" <{f}+{o}>"));
                    format!("{v:#x}{sym}")
                }
                _ if n == 4 => format!("{v:#010x} ({})", v as u32 as i32),
                _ => format!("{v:#018x}"),
            };
            rows.push(json!({"name": reg.to_string(), "value": text, "variablesReference": 0, "evaluateName": eval}));
        }
        Ok(rows)
    }

    pub(super) fn set_variable(&mut self, a: &Json) -> Reply {
        let args: p::SetVariableArguments = arguments(a)?;
        let r = self
            .view
            .get(args.variables_reference)
            .cloned()
            .ok_or_else(|| stale("variables reference", args.variables_reference))?;
        let (wave, frame, lane, target) = match &r {
            VarRef::Scope {
                wave, frame, lane, ..
            } => (*wave, *frame, *lane, args.name.clone()),
            VarRef::Value {
                wave,
                frame,
                lane,
                name,
                ..
            } => {
                let child = if args.name.starts_with('*') {
                    "*"
                } else {
                    &args.name
                };
                (*wave, *frame, *lane, child_expression(name, child))
            }
            VarRef::LaneRow {
                wave,
                frame,
                source,
            } => {
                let lane = lane_of_name(&args.name).ok_or_else(|| {
                    Failure::new(
                        ErrorId::BadArguments,
                        format!("no lane named `{}`", args.name),
                    )
                })?;
                (*wave, *frame, lane, source.expression().to_string())
            }
            VarRef::Registers {
                wave, frame, lane, ..
            } => (*wave, *frame, *lane, format!("${}", args.name)),
            VarRef::VectorRegister {
                wave, frame, reg, ..
            } => {
                let lane = lane_of_name(&args.name).ok_or_else(|| {
                    Failure::new(
                        ErrorId::BadArguments,
                        format!("no lane named `{}`", args.name),
                    )
                })?;
                (*wave, *frame, lane, format!("${reg}[{lane}]"))
            }
            VarRef::Lanes { .. } => {
                return Err(Failure::new(
                    ErrorId::BadArguments,
                    "Set a row's value lane by lane (expand the row).",
                ))
            }
        };
        self.assign(wave, frame, lane, &target, &args.value)
    }

    pub(super) fn set_expression(&mut self, a: &Json) -> Reply {
        let args: p::SetExpressionArguments = arguments(a)?;
        let (wave, frame, lane) = self.frame_or_focus(args.frame_id)?;
        self.assign(wave, frame, lane, &args.expression, &args.value)
    }

    /// `target = value` in (wave, frame, lane); answers with the new value.
    fn assign(
        &mut self,
        wave: WaveId,
        frame: usize,
        lane: u32,
        target: &str,
        value: &str,
    ) -> Reply {
        self.focus_engine(wave, lane, frame)?;
        let text = format!("{target} = {value}");
        let v = self
            .engine()?
            .evaluate(&text, frame, lane)
            .map_err(|e| Failure::shown(ErrorId::Engine, e.to_string()))?;
        self.view.values_changed();
        let (named, indexed) = child_shape(&v);
        let mut body = json!({
            "value": format_inner(&v, &FormatOptions::default()),
            "type": v.ty.name(),
            "variablesReference": 0,
        });
        if named > 0 || indexed > 0 {
            let id = self.view.add(VarRef::Value {
                wave,
                frame,
                lane,
                value: v,
                name: target.to_string(),
            });
            body["variablesReference"] = json!(id);
        }
        Ok(Some(body))
    }

    /// The frame a request names, else the followed wave's innermost frame.
    fn frame_or_focus(&mut self, frame_id: Option<i64>) -> Result<(WaveId, usize, u32), Failure> {
        if let Some(id) = frame_id {
            return self.select_frame(id);
        }
        let wave = self
            .thread
            .or_else(|| {
                self.gdb
                    .as_ref()
                    .and_then(|g| g.engine().focus())
                    .map(|f| f.wave)
            })
            .ok_or_else(|| Failure::new(ErrorId::NotStopped, "No wave is stopped."))?;
        let lane = self.lane_of(wave);
        self.focus_engine(wave, lane, 0)?;
        Ok((wave, 0, lane))
    }

    pub(super) fn evaluate(&mut self, a: &Json) -> Reply {
        let args: p::EvaluateArguments = arguments(a)?;
        let context = args.context.as_deref().unwrap_or("hover");
        if context == "repl" {
            return self.repl(&args);
        }
        let opts = match args.format.as_ref().and_then(|f| f.hex) {
            Some(true) => FormatOptions::with_format('x'),
            _ => FormatOptions::default(),
        };
        if context == "watch" && !self.watches.contains(&args.expression) {
            if self.watches.len() >= 64 {
                self.watches.remove(0);
            }
            self.watches.push(args.expression.clone());
        }
        self.evaluate_expression(&args.expression, args.frame_id, &opts)
    }

    fn evaluate_expression(
        &mut self,
        expr: &str,
        frame_id: Option<i64>,
        opts: &FormatOptions,
    ) -> Reply {
        self.gdb()?;
        let at = self.frame_or_focus(frame_id).ok();
        let (frame, lane) = at.map_or((0, 0), |(_, f, l)| (f, l));
        let (text, v) = self
            .engine()?
            .evaluate_with(expr, frame, lane, |v, ctx| {
                (format_value_in(&v, opts, Some(ctx)), v)
            })
            .map_err(|e| Failure::new(ErrorId::Engine, e.to_string()))?;
        let (named, indexed) = child_shape(&v);
        let mut body = json!({"result": text, "type": v.ty.name(), "variablesReference": 0});
        if let Some(m) = memory_reference(&v) {
            body["memoryReference"] = json!(m);
        }
        if let (Some((wave, frame, lane)), true) = (at, named > 0 || indexed > 0) {
            let id = self.view.add(VarRef::Value {
                wave,
                frame,
                lane,
                value: v,
                name: expr.to_string(),
            });
            body["variablesReference"] = json!(id);
            if named > 0 {
                body["namedVariables"] = json!(named);
            }
            if indexed > 0 {
                body["indexedVariables"] = json!(indexed);
            }
        }
        Ok(Some(body))
    }

    /// The Debug Console: a line is one of `hdb debug`'s commands (`lane 5`, `info lanes`,
    /// `x/4xw local#0`), run by the gdb layer over the same session; anything else is an
    /// expression.
    fn repl(&mut self, args: &p::EvaluateArguments) -> Reply {
        let line = args.expression.trim();
        if !line.is_empty() && !self.is_console_command(line, args.frame_id) {
            let opts = FormatOptions::default();
            return self.evaluate_expression(line, args.frame_id, &opts);
        }
        self.gdb()?;
        if let Some(id) = args.frame_id {
            self.select_frame(id)?;
        } else if let Some(w) = self.thread {
            let lane = self.lane_of(w);
            let _ = self.focus_engine(w, lane, 0);
        }
        let before = self.engine()?.focus();
        let numbers_before: Vec<u32> = self
            .engine()?
            .breakpoints()
            .breakpoints
            .iter()
            .map(|b| b.number)
            .collect();
        self.control.set_running(true);
        let out = self.gdb()?.execute(line);
        self.control.set_running(false);
        let gdb = self.gdb()?;
        let stop = gdb.take_stop();
        let quit = gdb.quit_requested();
        let after = gdb.engine().focus();
        let mut text = out.diagnostics.clone();
        text.push_str(&out.text);
        let text = text.trim_end().to_string();
        self.breakpoints_changed_by_console(&numbers_before);
        if quit {
            self.send_event("terminated", Json::Null);
        } else if let Some(stop) = stop {
            self.report_stop(stop);
        } else if after != before {
            if let Some(f) = after {
                self.view.values_changed();
                let wave_changed = before.map(|b| b.wave) != Some(f.wave);
                self.lanes.insert(f.wave, f.lane);
                self.thread = Some(f.wave);
                if wave_changed {
                    // The protocol's way to move the client to another thread.
                    self.view.invalidate();
                    self.send_event(
                        "stopped",
                        json!({"reason": "focus", "description": format!("Focus on thread {}", f.wave.0),
                               "threadId": i64::from(f.wave.0), "allThreadsStopped": true}),
                    );
                } else {
                    self.invalidated(&["variables"], Some(f.wave));
                }
                self.focus_changed(f.wave, f.lane);
            }
        }
        if !out.ok {
            return Err(Failure::new(ErrorId::Engine, text));
        }
        Ok(Some(json!({"result": text, "variablesReference": 0})))
    }

    /// Whether a Debug Console line is a command: its first word names one, and is not
    /// (short of the command's full name) a variable in scope — `n` shows the variable `n`
    /// where there is one, `next` always steps.
    fn is_console_command(&mut self, line: &str, frame_id: Option<i64>) -> bool {
        let Some(name) = Interpreter::command_name(line) else {
            return false;
        };
        let word: String = line
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if word == name || self.gdb.is_none() {
            return true;
        }
        let Ok((_, frame, lane)) = self.frame_or_focus(frame_id) else {
            return true;
        };
        let Ok(e) = self.engine() else { return true };
        let is_variable = [VariableKind::Locals, VariableKind::Arguments]
            .into_iter()
            .filter_map(|k| e.variables(frame, lane, k).ok())
            .flatten()
            .any(|v| v.name == word);
        !is_variable
    }

    /// `hdb/focus {threadId, lane}`: follow another lane (and wave).
    pub(super) fn focus(&mut self, a: &Json) -> Reply {
        let id = a
            .get("threadId")
            .and_then(Json::as_i64)
            .ok_or_else(|| Failure::new(ErrorId::BadArguments, "`threadId` is required"))?;
        let lane = a
            .get("lane")
            .and_then(Json::as_u64)
            .and_then(|l| u32::try_from(l).ok())
            .ok_or_else(|| {
                Failure::new(ErrorId::BadArguments, "`lane` is required (a lane number)")
            })?;
        let wave = self.select_thread(id)?;
        self.engine()?
            .lane_in_range(wave, lane)
            .map_err(|e| Failure::shown(ErrorId::BadArguments, e.to_string()))?;
        self.lanes.insert(wave, lane);
        self.thread = Some(wave);
        self.focus_engine(wave, lane, 0)?;
        let pos = self
            .engine()?
            .lane_position(wave, lane)
            .map_err(engine_failure)?;
        self.focus_changed(wave, lane);
        self.invalidated(&["variables"], Some(wave));
        Ok(Some(json!({
            "threadId": id,
            "lane": lane,
            "name": pos.to_string(),
            "state": pos.state().to_string(),
            "active": pos.active,
            "workItem": pos.work_item,
        })))
    }

    /// `hdb/lanes {threadId}`: every lane of a wave with its state and work-item (for a
    /// lane picker).
    pub(super) fn lanes_of(&mut self, a: &Json) -> Reply {
        let id = a
            .get("threadId")
            .and_then(Json::as_i64)
            .or_else(|| self.thread.map(|w| i64::from(w.0)))
            .ok_or_else(|| Failure::new(ErrorId::NotStopped, "No wave is stopped."))?;
        let wave = self.select_thread(id)?;
        let focus = self.lane_of(wave);
        let lanes: Vec<Json> = self
            .engine()?
            .lanes(wave)
            .map_err(engine_failure)?
            .iter()
            .map(|p| {
                json!({"lane": p.lane, "state": p.state().to_string(), "active": p.active,
                       "workItem": p.work_item, "name": p.to_string()})
            })
            .collect();
        Ok(Some(json!({"threadId": id, "lane": focus, "lanes": lanes})))
    }

    pub(super) fn completions(&mut self, a: &Json) -> Reply {
        let args: p::CompletionsArguments = arguments(a)?;
        let text = args.text;
        // The column counts UTF-16 units from 1 (or 0); the console's lines are ASCII.
        let col = usize::try_from(args.column - i64::from(self.client.columns_start_at1))
            .unwrap_or(0)
            .min(text.len());
        let (start, words) = self.gdb()?.complete(&text, col);
        let targets: Vec<Json> = words
            .into_iter()
            .map(|w| json!({"label": w, "start": start, "length": col.saturating_sub(start)}))
            .collect();
        Ok(Some(json!({ "targets": targets })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn child_expressions() {
        assert_eq!(child_expression("r", "a"), "r.a");
        assert_eq!(child_expression("r.c", "[2]"), "r.c[2]");
        assert_eq!(child_expression("p", "*"), "*p");
        assert_eq!(child_expression("*p", "a"), "(*p).a");
        assert_eq!(child_expression("a + b", "[0]"), "(a + b)[0]");
    }

    #[test]
    fn lane_names() {
        assert_eq!(lane_label(5, 'A'), "lane 5");
        assert_eq!(lane_label(5, 'I'), "lane 5 (inactive)");
        assert_eq!(lane_of_name("lane 5 (inactive)"), Some(5));
        assert_eq!(lane_of_name("lane 63"), Some(63));
        assert_eq!(lane_of_name("r"), None);
    }
}
