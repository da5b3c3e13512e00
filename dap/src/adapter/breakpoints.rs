//! Breakpoints as the client sets them: per source file (the client replaces a file's whole
//! list each time), functions, instructions and data (watchpoints). The engine keeps the
//! breakpoints and their per-lane conditions; the adapter keeps what the engine has no word
//! for: the client's file names, hit conditions and log messages. Breakpoint ids are the
//! engine's numbers, so `info breakpoints` in the Debug Console shows the same ones.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use debugger::engine::{BreakpointOptions, BreakpointSpec, WatchHit};
use debugger::format::{format_inner, FormatOptions};
use debugger::types::Type;
use debugger::value::Value;
use debugger::{EngineError, Session, StopEvent};
use serde_json::{json, Value as Json};

use super::{arguments, engine_failure, Adapter, Reply};
use crate::protocol::{self as p, ErrorId, Failure};

/// An engine breakpoint as the Debug Console left it: its number, first address and the
/// source line there.
type ConsoleBreakpoint = (u32, Option<u64>, Option<(String, u32)>);

/// What kind of client breakpoint an engine breakpoint is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Source,
    Function,
    Instruction,
    Data,
}

/// A hit condition (`5`, `>= 5`, `% 3`, …) over the engine's hit count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HitCondition {
    AtLeast(u32),
    Above(u32),
    Exactly(u32),
    Below(u32),
    AtMost(u32),
    Every(u32),
}

impl HitCondition {
    fn parse(text: &str) -> Option<HitCondition> {
        let t = text.trim();
        let (op, n) = ["%", ">=", "<=", "==", ">", "<", "="]
            .iter()
            .find_map(|op| t.strip_prefix(op).map(|rest| (*op, rest)))
            .unwrap_or(("", t));
        let n: u32 = n.trim().parse().ok()?;
        Some(match op {
            "" | ">=" => HitCondition::AtLeast(n),
            ">" => HitCondition::Above(n),
            "==" | "=" => HitCondition::Exactly(n),
            "<" => HitCondition::Below(n),
            "<=" => HitCondition::AtMost(n),
            _ if n == 0 => return None,
            _ => HitCondition::Every(n),
        })
    }

    fn holds(self, hits: u32) -> bool {
        match self {
            HitCondition::AtLeast(n) => hits >= n,
            HitCondition::Above(n) => hits > n,
            HitCondition::Exactly(n) => hits == n,
            HitCondition::Below(n) => hits < n,
            HitCondition::AtMost(n) => hits <= n,
            HitCondition::Every(n) => hits.is_multiple_of(n),
        }
    }
}

/// The adapter's side of one engine breakpoint.
#[derive(Debug, Clone)]
struct Meta {
    kind: Kind,
    hit: Option<HitCondition>,
    log: Option<String>,
}

/// One breakpoint as the client asked for it.
#[derive(Debug, Clone, PartialEq)]
struct Wanted {
    /// The location (`FILE:LINE` with the client's path, a function, `*ADDR`).
    location: String,
    condition: Option<String>,
    hit: Option<String>,
    log: Option<String>,
}

/// A data breakpoint's target, as `dataBreakpointInfo` described it.
#[derive(Debug, Clone)]
struct DataTarget {
    expression: String,
    ty: Arc<Type>,
}

/// The client's breakpoints.
#[derive(Default)]
pub(super) struct Breakpoints {
    /// By client path: what it asked for and the engine number each got.
    sources: BTreeMap<String, Vec<(Wanted, Option<u32>)>>,
    functions: Vec<(Wanted, Option<u32>)>,
    instructions: Vec<(Wanted, Option<u32>)>,
    data: Vec<u32>,
    data_targets: HashMap<String, DataTarget>,
    meta: HashMap<u32, Meta>,
}

/// Whether a breakpoint stop is for the user.
pub(super) enum Decision {
    Stop,
    GoOn,
}

impl Breakpoints {
    /// The protocol's stop reason for the breakpoints hit.
    pub(super) fn kind_of(&self, numbers: &[u32]) -> &'static str {
        match numbers
            .first()
            .and_then(|n| self.meta.get(n))
            .map(|m| m.kind)
        {
            Some(Kind::Function) => "function breakpoint",
            Some(Kind::Instruction) => "instruction breakpoint",
            Some(Kind::Data) => "data breakpoint",
            _ => "breakpoint",
        }
    }

    /// `noDebug`: the engine's breakpoints are disabled.
    pub(super) fn disable_all(&mut self, engine: Option<&mut Session>) {
        let Some(e) = engine else { return };
        let numbers: Vec<u32> = e
            .breakpoints()
            .breakpoints
            .iter()
            .map(|b| b.number)
            .collect();
        for n in numbers {
            let _ = e.enable_breakpoint(n, false);
        }
    }
}

/// The line-table file a client's path stands for: the one whose file on disk is the
/// client's, else one whose name ends the client's path, else one with the same base name.
fn file_for(engine: &Session, client: &str) -> Option<String> {
    let want = std::fs::canonicalize(client).unwrap_or_else(|_| PathBuf::from(client));
    let search = engine.source_path();
    let mut by_suffix = None;
    let mut by_name = None;
    let base = Path::new(client).file_name();
    for (_, m) in engine.loaded_modules() {
        for f in &m.lines().files {
            if let Some(found) = search.locate(f) {
                if std::fs::canonicalize(&found).is_ok_and(|c| c == want) {
                    return Some(f.path.clone());
                }
            }
            if by_suffix.is_none()
                && (client == f.path
                    || client.ends_with(&format!("/{}", f.name.trim_start_matches("./"))))
            {
                by_suffix = Some(f.path.clone());
            }
            if by_name.is_none() && Path::new(&f.name).file_name() == base {
                by_name = Some(f.path.clone());
            }
        }
    }
    by_suffix.or(by_name)
}

impl Adapter {
    pub(super) fn set_breakpoints(&mut self, a: &Json) -> Reply {
        let args: p::SetBreakpointsArguments = arguments(a)?;
        let path = args
            .source
            .path
            .clone()
            .or(args.source.name.clone())
            .ok_or_else(|| Failure::new(ErrorId::BadArguments, "the source has no `path`"))?;
        let mut wanted = Vec::new();
        if let Some(list) = &args.breakpoints {
            for b in list {
                let line = self.engine_line(b.line);
                wanted.push(Wanted {
                    location: format!("{path}:{line}"),
                    condition: b.condition.clone().filter(|c| !c.trim().is_empty()),
                    hit: b.hit_condition.clone().filter(|c| !c.trim().is_empty()),
                    log: b.log_message.clone().filter(|c| !c.is_empty()),
                });
            }
        } else if let Some(lines) = &args.lines {
            for &l in lines {
                let line = self.engine_line(l);
                wanted.push(Wanted {
                    location: format!("{path}:{line}"),
                    condition: None,
                    hit: None,
                    log: None,
                });
            }
        }
        let old = self.breakpoints.sources.remove(&path).unwrap_or_default();
        let placed = self.place(old, wanted, Kind::Source);
        let answer: Vec<Json> = placed
            .iter()
            .map(|(w, n)| self.breakpoint_json(w, *n, Some(&args.source)))
            .collect();
        self.breakpoints.sources.insert(path, placed);
        Ok(Some(json!({ "breakpoints": answer })))
    }

    pub(super) fn set_function_breakpoints(&mut self, a: &Json) -> Reply {
        let args: p::SetFunctionBreakpointsArguments = arguments(a)?;
        let wanted = args
            .breakpoints
            .iter()
            .map(|b| Wanted {
                location: b.name.clone(),
                condition: b.condition.clone().filter(|c| !c.trim().is_empty()),
                hit: b.hit_condition.clone().filter(|c| !c.trim().is_empty()),
                log: None,
            })
            .collect();
        let old = std::mem::take(&mut self.breakpoints.functions);
        let placed = self.place(old, wanted, Kind::Function);
        let answer: Vec<Json> = placed
            .iter()
            .map(|(w, n)| self.breakpoint_json(w, *n, None))
            .collect();
        self.breakpoints.functions = placed;
        Ok(Some(json!({ "breakpoints": answer })))
    }

    pub(super) fn set_instruction_breakpoints(&mut self, a: &Json) -> Reply {
        let args: p::SetInstructionBreakpointsArguments = arguments(a)?;
        let mut wanted = Vec::new();
        for b in &args.breakpoints {
            let (_, base) = super::memory::parse_memory_reference(&b.instruction_reference)?;
            let address = base.wrapping_add_signed(b.offset.unwrap_or(0));
            wanted.push(Wanted {
                location: format!("*{address:#x}"),
                condition: b.condition.clone().filter(|c| !c.trim().is_empty()),
                hit: b.hit_condition.clone().filter(|c| !c.trim().is_empty()),
                log: None,
            });
        }
        let old = std::mem::take(&mut self.breakpoints.instructions);
        let placed = self.place(old, wanted, Kind::Instruction);
        let answer: Vec<Json> = placed
            .iter()
            .map(|(w, n)| self.breakpoint_json(w, *n, None))
            .collect();
        self.breakpoints.instructions = placed;
        Ok(Some(json!({ "breakpoints": answer })))
    }

    /// Replaces `old` by `wanted` in the engine: identical ones keep their number (and hit
    /// count); the rest are deleted and added.
    fn place(
        &mut self,
        old: Vec<(Wanted, Option<u32>)>,
        wanted: Vec<Wanted>,
        kind: Kind,
    ) -> Vec<(Wanted, Option<u32>)> {
        let mut keep: Vec<(Wanted, Option<u32>)> = Vec::new();
        for (w, n) in old {
            if wanted.contains(&w) && n.is_some() {
                keep.push((w, n));
            } else if let (Some(n), Some(g)) = (n, self.gdb.as_mut()) {
                let _ = g.engine_mut().delete_breakpoint(n);
                self.breakpoints.meta.remove(&n);
            }
        }
        let mut out = Vec::new();
        for w in wanted {
            if let Some(i) = keep.iter().position(|(k, _)| *k == w) {
                out.push(keep.remove(i));
                continue;
            }
            let n = self.add_engine_breakpoint(&w, kind);
            out.push((w, n));
        }
        out
    }

    /// Adds one breakpoint to the engine (none before a session exists: it is added at
    /// launch). `Err` texts are kept for the answer.
    fn add_engine_breakpoint(&mut self, w: &Wanted, kind: Kind) -> Option<u32> {
        let gdb = self.gdb.as_mut()?;
        let e = gdb.engine_mut();
        let spec_text = match kind {
            Kind::Source => {
                let (path, line) = w.location.rsplit_once(':')?;
                match file_for(e, path) {
                    Some(f) => format!("{f}:{line}"),
                    None => w.location.clone(),
                }
            }
            _ => w.location.clone(),
        };
        let spec = BreakpointSpec::parse(&spec_text).ok()?;
        let options = BreakpointOptions {
            condition: w.condition.clone(),
            // Code a runtime loads later (a HIP program's) resolves when it loads.
            pending: true,
            first_instruction: kind == Kind::Instruction,
            ..BreakpointOptions::default()
        };
        let n = e.add_breakpoint(&w.location, spec, options).ok()?.number;
        let hit = w.hit.as_deref().and_then(HitCondition::parse);
        self.breakpoints.meta.insert(
            n,
            Meta {
                kind,
                hit,
                log: w.log.clone(),
            },
        );
        Some(n)
    }

    /// The answer for one breakpoint: verified when it resolved to code.
    fn breakpoint_json(&self, w: &Wanted, n: Option<u32>, source: Option<&p::Source>) -> Json {
        let Some(e) = self.gdb.as_ref().map(|g| g.engine()) else {
            return json!({"verified": false, "message": "Pending: the program is not launched yet."});
        };
        let Some(n) = n else {
            // Why it was refused: ask the engine again for its words.
            let why = self.refusal(w);
            return json!({"verified": false, "message": why});
        };
        let Some(b) = e.breakpoints().get(n) else {
            return json!({"id": n, "verified": false});
        };
        let mut out = json!({"id": n, "verified": !b.addresses.is_empty()});
        if let Some(&a) = b.addresses.first() {
            out["instructionReference"] = json!(format!("{a:#x}"));
            if let Some((_, line)) = e.line_of(a) {
                out["line"] = json!(self.client_line(line));
            }
            if let Some(s) = source {
                out["source"] = p::to_json(s);
            }
        } else {
            out["message"] = json!("Pending: no code loaded holds this location yet.");
        }
        if w.hit
            .as_deref()
            .is_some_and(|h| HitCondition::parse(h).is_none())
        {
            out["message"] = json!(format!(
                "Hit condition `{}` not understood (use N, >= N, > N, == N, < N, <= N or % N); ignored.",
                w.hit.as_deref().unwrap_or("")
            ));
        }
        out
    }

    /// Why the engine refused a breakpoint (its message).
    fn refusal(&self, w: &Wanted) -> String {
        if let Some(c) = &w.condition {
            if let Err(e) = debugger::expr::parse(c) {
                return format!("Bad condition `{c}`: {e}");
            }
        }
        match BreakpointSpec::parse(&w.location) {
            Err(e) => e.to_string(),
            Ok(_) => format!("Cannot set a breakpoint at {}.", w.location),
        }
    }

    /// Adds the breakpoints the client set before the session existed.
    pub(super) fn apply_breakpoints(&mut self) {
        let sources = std::mem::take(&mut self.breakpoints.sources);
        for (path, list) in sources {
            let wanted: Vec<Wanted> = list.into_iter().map(|(w, _)| w).collect();
            let placed = self.place(Vec::new(), wanted, Kind::Source);
            self.send_breakpoint_events(&placed);
            self.breakpoints.sources.insert(path, placed);
        }
        let functions = std::mem::take(&mut self.breakpoints.functions);
        let placed = self.place(
            Vec::new(),
            functions.into_iter().map(|(w, _)| w).collect(),
            Kind::Function,
        );
        self.send_breakpoint_events(&placed);
        self.breakpoints.functions = placed;
        let instructions = std::mem::take(&mut self.breakpoints.instructions);
        let placed = self.place(
            Vec::new(),
            instructions.into_iter().map(|(w, _)| w).collect(),
            Kind::Instruction,
        );
        self.send_breakpoint_events(&placed);
        self.breakpoints.instructions = placed;
    }

    fn send_breakpoint_events(&mut self, placed: &[(Wanted, Option<u32>)]) {
        for (w, n) in placed {
            let b = self.breakpoint_json(w, *n, None);
            if n.is_some() {
                self.send_event("breakpoint", json!({"reason": "new", "breakpoint": b}));
            }
        }
    }

    /// Breakpoints the Debug Console added or deleted (`break`, `delete`), told to the
    /// client.
    pub(super) fn breakpoints_changed_by_console(&mut self, before: &[u32]) {
        let Some(e) = self.gdb.as_ref().map(|g| g.engine()) else {
            return;
        };
        let now: Vec<ConsoleBreakpoint> = e
            .breakpoints()
            .breakpoints
            .iter()
            .map(|b| {
                let a = b.addresses.first().copied();
                (b.number, a, a.and_then(|a| e.line_of(a)))
            })
            .collect();
        let mut events = Vec::new();
        for (n, a, line) in &now {
            if before.contains(n) {
                continue;
            }
            let mut b = json!({"id": n, "verified": a.is_some()});
            if let Some(a) = a {
                b["instructionReference"] = json!(format!("{a:#x}"));
            }
            if let Some((file, l)) = line {
                b["line"] = json!(self.client_line(*l));
                b["source"] = json!({"name": Path::new(file).file_name().map(|f| f.to_string_lossy().into_owned())});
            }
            events.push(json!({"reason": "new", "breakpoint": b}));
        }
        for n in before {
            if !now.iter().any(|x| x.0 == *n) {
                events
                    .push(json!({"reason": "removed", "breakpoint": {"id": n, "verified": false}}));
                self.breakpoints.meta.remove(n);
            }
        }
        for e in events {
            self.send_event("breakpoint", e);
        }
    }

    /// Whether a stop is for the user: log points print and go on, hit conditions that do
    /// not hold go on.
    pub(super) fn breakpoints_decide(&mut self, stop: &StopEvent) -> Decision {
        let StopEvent::Breakpoint {
            breakpoints, lanes, ..
        } = stop
        else {
            return Decision::Stop;
        };
        let mut stop_here = false;
        let mut logs = Vec::new();
        for &n in breakpoints {
            let Some(meta) = self.breakpoints.meta.get(&n).cloned() else {
                // A breakpoint the Debug Console set: always stops.
                stop_here = true;
                continue;
            };
            let hits = self
                .gdb
                .as_ref()
                .and_then(|g| g.engine().breakpoints().get(n).map(|b| b.hits))
                .unwrap_or(0);
            if meta.hit.is_some_and(|h| !h.holds(hits)) {
                continue;
            }
            match meta.log {
                Some(message) => logs.push(message),
                None => stop_here = true,
            }
        }
        for message in logs {
            let text = self.log_message(&message, lanes);
            self.output("console", &text);
        }
        if stop_here {
            Decision::Stop
        } else {
            Decision::GoOn
        }
    }

    /// A log point's message with each `{expression}` evaluated in every lane that hit;
    /// lanes that print the same text are listed together.
    fn log_message(&mut self, message: &str, lanes: &[u32]) -> String {
        let mut groups: Vec<(String, Vec<u32>)> = Vec::new();
        for &lane in lanes {
            let text = self.interpolate(message, lane);
            match groups.iter_mut().find(|g| g.0 == text) {
                Some(g) => g.1.push(lane),
                None => groups.push((text, vec![lane])),
            }
        }
        let mut out = String::new();
        for (text, lanes) in groups {
            out.push_str(&format!(
                "{text} [lanes {}]\n",
                debugger::engine::lane_list(&lanes)
                    .trim_start_matches('[')
                    .trim_end_matches(']')
            ));
        }
        out
    }

    fn interpolate(&mut self, message: &str, lane: u32) -> String {
        let mut out = String::new();
        let mut rest = message;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else {
                out.push_str(&rest[open..]);
                return out;
            };
            let expr = &after[..close];
            let value = self
                .gdb
                .as_mut()
                .map(|g| g.engine_mut().evaluate(expr, 0, lane));
            match value {
                Some(Ok(v)) => out.push_str(&format_inner(&v, &FormatOptions::default())),
                Some(Err(e)) => out.push_str(&format!("<error: {e}>")),
                None => {}
            }
            rest = &after[close + 1..];
        }
        out.push_str(rest);
        out
    }

    pub(super) fn breakpoint_locations(&mut self, a: &Json) -> Reply {
        let args: p::BreakpointLocationsArguments = arguments(a)?;
        let path = args
            .source
            .path
            .clone()
            .ok_or_else(|| Failure::new(ErrorId::BadArguments, "the source has no `path`"))?;
        let first = self.engine_line(args.line);
        let last = args.end_line.map_or(first, |l| self.engine_line(l));
        let e = self.engine()?;
        let Some(file) = file_for(e, &path) else {
            return Ok(Some(json!({"breakpoints": []})));
        };
        let mut lines = std::collections::BTreeSet::new();
        for (_, m) in e.loaded_modules() {
            let index = m.lines();
            let files = index.matching_files(&file);
            for (&line, _) in index
                .statement_rows(&files)
                .range(first.max(0) as u32..=last.max(0) as u32)
            {
                lines.insert(line);
            }
        }
        let list: Vec<Json> = lines
            .into_iter()
            .map(|l| json!({"line": self.client_line(l)}))
            .collect();
        Ok(Some(json!({ "breakpoints": list })))
    }

    pub(super) fn data_breakpoint_info(&mut self, a: &Json) -> Reply {
        let args: p::DataBreakpointInfoArguments = arguments(a)?;
        let (value, expression) = if args.as_address == Some(true) {
            let (space, address) = super::memory::parse_memory_reference(&args.name)?;
            let len = args.bytes.unwrap_or(4).clamp(1, 64) as u64;
            let ty = Type::array_of(
                Type::base("unsigned char", debugger::types::Encoding::Unsigned, 1),
                len,
            );
            let mut v = Value::from_bytes(ty, vec![0; len as usize]);
            v.lval = Some(dwarf_ext::Location::memory(space, address));
            (v, args.name.clone())
        } else {
            let expr = match args
                .variables_reference
                .and_then(|r| self.view_expression(r, &args.name))
            {
                Some(e) => e,
                None => args.name.clone(),
            };
            let frame_id = args.frame_id;
            let v = self.evaluate_value(&expr, frame_id)?;
            (v, expr)
        };
        let place = value
            .lval
            .as_ref()
            .and_then(dwarf_ext::Location::memory_address)
            .map(|(space, address)| self.classify(space, address));
        let size = value.ty.byte_size().unwrap_or(0);
        match place {
            Some((space, address)) if space == dwarf_ext::AddrSpace::GLOBAL && size > 0 => {
                let id = format!("{address:#x}/{size}");
                self.breakpoints.data_targets.insert(
                    id.clone(),
                    DataTarget {
                        expression: expression.clone(),
                        ty: value.ty.clone(),
                    },
                );
                Ok(Some(json!({
                    "dataId": id,
                    "description": format!("{expression} ({size} bytes at {address:#x})"),
                    "accessTypes": ["write"],
                    "canPersist": false,
                })))
            }
            Some((space, address)) => Ok(Some(json!({
                "dataId": null,
                "description": format!(
                    "{expression} is in {} ({space}#{address:#x}): hdb watches global memory only",
                    space
                ),
            }))),
            None => Ok(Some(json!({
                "dataId": null,
                "description": format!("{expression} is not in memory (a register or a computed value)"),
            }))),
        }
    }

    pub(super) fn set_data_breakpoints(&mut self, a: &Json) -> Reply {
        let args: p::SetDataBreakpointsArguments = arguments(a)?;
        for n in std::mem::take(&mut self.breakpoints.data) {
            if let Some(g) = self.gdb.as_mut() {
                let _ = g.engine_mut().delete_breakpoint(n);
            }
            self.breakpoints.meta.remove(&n);
        }
        let mut answer = Vec::new();
        for b in &args.breakpoints {
            match self.add_watch(b) {
                Ok(n) => {
                    self.breakpoints.data.push(n);
                    answer.push(json!({"id": n, "verified": true}));
                }
                Err(why) => answer.push(json!({"verified": false, "message": why})),
            }
        }
        Ok(Some(json!({ "breakpoints": answer })))
    }

    fn add_watch(&mut self, b: &p::DataBreakpoint) -> Result<u32, String> {
        if matches!(
            b.access_type,
            Some(p::DataBreakpointAccessType::Read | p::DataBreakpointAccessType::ReadWrite)
        ) {
            return Err(
                "hdb's targets watch writes only (no read or access watchpoints yet).".into(),
            );
        }
        let (address, len) = b
            .data_id
            .split_once('/')
            .and_then(|(a, l)| {
                Some((
                    u64::from_str_radix(a.trim_start_matches("0x"), 16).ok()?,
                    l.parse::<u64>().ok()?,
                ))
            })
            .ok_or_else(|| format!("`{}` is not a data breakpoint id hdb gave", b.data_id))?;
        let target = self
            .breakpoints
            .data_targets
            .get(&b.data_id)
            .cloned()
            .unwrap_or(DataTarget {
                expression: format!("*{address:#x}"),
                ty: Type::array_of(Type::char(), len),
            });
        let e = self
            .gdb
            .as_mut()
            .map(|g| g.engine_mut())
            .ok_or("No program: send `launch` or `attach` first.")?;
        let wave = e.focus().map(|f| f.wave).ok_or("No wave is stopped.")?;
        let mut old = vec![0u8; len as usize];
        e.require_target()
            .map_err(|e| e.to_string())?
            .read_memory(
                wave,
                amdgpu::target::Lane(0),
                amdgpu::AddressSpace::Global,
                address,
                &mut old,
            )
            .map_err(|e| format!("Cannot access memory at address {address:#x}: {e}"))?;
        let n = e
            .add_watchpoint(
                &target.expression,
                target.ty,
                amdgpu::target::WatchRegion {
                    scope: amdgpu::target::WatchScope::Global,
                    address,
                    len,
                    kind: amdgpu::target::WatchKind::Write,
                },
                old,
            )
            .map_err(|e: EngineError| e.to_string())?
            .number;
        let hit = b.hit_condition.as_deref().and_then(HitCondition::parse);
        self.breakpoints.meta.insert(
            n,
            Meta {
                kind: Kind::Data,
                hit,
                log: None,
            },
        );
        Ok(n)
    }
}

impl Adapter {
    /// The expression naming child `name` of a variables reference, when it has one.
    fn view_expression(&mut self, reference: i64, name: &str) -> Option<String> {
        let body = self
            .variables(&json!({"variablesReference": reference}))
            .ok()??;
        body["variables"]
            .as_array()?
            .iter()
            .find(|v| v["name"] == name)
            .and_then(|v| v["evaluateName"].as_str().map(str::to_string))
    }

    /// A generic address as the space it falls in (global unless it is in the LDS or
    /// scratch aperture of the followed wave).
    fn classify(
        &mut self,
        space: dwarf_ext::AddrSpace,
        address: u64,
    ) -> (dwarf_ext::AddrSpace, u64) {
        if space != dwarf_ext::AddrSpace::GENERIC {
            return (space, address);
        }
        let apertures = self.gdb.as_mut().and_then(|g| {
            let e = g.engine_mut();
            let wave = e.focus()?.wave;
            e.target_mut()?.apertures(wave)
        });
        match apertures {
            Some(a) => {
                let (s, offset) = a.classify_generic(address);
                (dwarf_ext::AddrSpace::of(s), offset)
            }
            None => (space, address),
        }
    }

    /// Evaluates in a frame (or the followed wave), for a value with its location.
    fn evaluate_value(&mut self, expr: &str, frame_id: Option<i64>) -> Result<Value, Failure> {
        let body =
            self.evaluate(&json!({"expression": expr, "frameId": frame_id, "context": "watch"}));
        // The watch list is the user's: an evaluation for a data breakpoint is not one.
        self.watches.retain(|w| w != expr);
        body?;
        let (frame, lane) = self
            .gdb
            .as_ref()
            .and_then(|g| g.engine().focus())
            .map_or((0, 0), |f| (f.frame, f.lane));
        self.engine()?
            .evaluate(expr, frame, lane)
            .map_err(engine_failure)
    }
}

impl Adapter {
    /// gdb's text for a watchpoint hit, values in the watched expression's type.
    pub(super) fn watch_text(&self, h: &WatchHit) -> String {
        let w = self
            .gdb
            .as_ref()
            .and_then(|g| g.engine().breakpoints().watchpoint(h.number).cloned());
        let Some(w) = w else {
            return format!("Hardware watchpoint {}", h.number);
        };
        let show = |b: &[u8]| {
            format_inner(
                &Value::from_bytes(w.ty.clone(), b.to_vec()),
                &FormatOptions::default(),
            )
        };
        format!(
            "Hardware watchpoint {}: {}  Old value = {}  New value = {}",
            h.number,
            w.expression,
            show(&h.old),
            show(&h.new)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hit_conditions() {
        assert_eq!(HitCondition::parse("5"), Some(HitCondition::AtLeast(5)));
        assert_eq!(HitCondition::parse(">= 5"), Some(HitCondition::AtLeast(5)));
        assert_eq!(HitCondition::parse("== 2"), Some(HitCondition::Exactly(2)));
        assert_eq!(HitCondition::parse("%3"), Some(HitCondition::Every(3)));
        assert_eq!(HitCondition::parse("% 0"), None);
        assert_eq!(HitCondition::parse("often"), None);
        assert!(HitCondition::Every(3).holds(6));
        assert!(!HitCondition::Every(3).holds(7));
        assert!(HitCondition::AtLeast(3).holds(3));
        assert!(!HitCondition::Above(3).holds(3));
    }
}
