//! The engine's session: one program or target, the code objects it loaded, breakpoints,
//! the focus, and the caches a stop shares (frames, scopes, types). No text: requests return
//! typed data or an [`EngineError`].

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use amdgpu::target::{
    AgentId, Event, KnownCodeObject, LoadedCodeObject, Program, Target, Wave, WaveId, WaveState,
};
use amdgpu::Register;

use super::breakpoints::{BreakpointSpec, BreakpointTable, Placement};
use super::error::{EngineError, EngineResult};
use super::focus::{Focus, LanePosition};
use super::frame::Frames;
use super::held::{HeldProgram, HeldTarget};
use super::modes::SchedulerLocking;
use super::stop::Notice;
use crate::expr::Language;
use crate::symbols::{CodeObjectSearch, Module, ModuleId, SourcePath};
use crate::types::TypeTable;
use amdgpu::fasthash::HashMap;

/// A debugging session over a program or a target.
pub struct Session {
    /// What `run` starts (none for a target that exists on its own: a core, an attached stub).
    pub(super) program: Option<Box<dyn Program>>,
    pub(super) target: Option<Box<dyn Target>>,
    /// Every module ever loaded; a [`ModuleId`] indexes it. Unloaded ones stay (frames shown
    /// before the unload still name them) but no address lookup finds them.
    pub(super) modules: Vec<Module>,
    /// Where code objects a target names are looked for when their files are missing.
    pub(super) code_object_search: CodeObjectSearch,
    pub(super) table: BreakpointTable,
    /// Breakpoints the engine plants for itself (step over calls, finish, advance).
    pub(super) internal_breakpoints: Vec<u64>,
    /// The signal of a fault the program stopped for, delivered at its next resumption
    /// (ROCgdb passes it to the process, which ends); `signal 0` discards it.
    pub(super) fatal_signal: Option<amdgpu::target::Signal>,
    pub(super) focus: Option<Focus>,
    /// The host thread (LWP) selected instead of a wave.
    pub(super) host_focus: Option<u32>,
    /// The selected frame of the selected host thread.
    pub(super) host_frame_index: usize,
    /// The host process behind the target (by process id): its files, read once.
    pub(super) host_process: Option<(u32, host::HostProcess)>,
    pub(super) frames: Option<Frames>,
    /// Inlined calls whose first instruction the focused wave stopped at, hidden from its
    /// frames until a `step` enters them (gdb's `skip_inline_frames`).
    pub(super) hidden_inlined: Option<HiddenInlined>,
    /// The caller frame the last source step returned into and went on stepping in.
    pub(super) step_returned_into: Option<super::frame::FrameIdentity>,
    /// The unwinder over every module (kept: it remembers CFI rows and prologue analyses per
    /// PC across stops); rebuilt when modules load or move.
    pub(super) unwinder: Option<unwind::Unwinder<'static>>,
    /// Events that arrived while the engine stopped every wave (all-stop), reported first at
    /// the next resumption.
    pub(super) pending: VecDeque<Event>,
    /// Types read from each module's DWARF.
    pub(super) types: HashMap<ModuleId, TypeTable>,
    /// Scopes by (module, ELF PC).
    pub(super) scopes: HashMap<(ModuleId, u64), Arc<dwarf_ext::debuginfo::PcInfo>>,
    /// What a frame sees of a scope, by (module, ELF PC, the frame's scope DIE).
    pub(super) frame_scopes: HashMap<FrameScopeKey, Arc<dwarf_ext::debuginfo::PcInfo>>,
    /// A frame's arguments or locals, by (module, ELF PC, the frame's scope DIE) and kind.
    pub(super) frame_variables: HashMap<
        (FrameScopeKey, super::variables::VariableKind),
        Arc<[dwarf_ext::debuginfo::Variable]>,
    >,
    pub(super) source: SourcePath,
    pub(super) instruction_limit: Option<u64>,
    pub(super) interrupt: Arc<AtomicBool>,
    /// The wave of the last stop reported (its breakpoint trap is the present, not a hit met
    /// going back).
    pub(super) reported_wave: Option<WaveId>,
    /// Where waves stood at breakpoint hits already reported when recording began.
    pub(super) record_began: Vec<(WaveId, u64)>,
    /// The last stop left the program at `held_end` (going on from there ends
    /// the kernel instead of holding it again).
    pub(super) at_held_end: bool,
    /// Where a recorded kernel that ended is held: its history's last instruction, the end a
    /// `record goto end` goes to (past it, no wave is left to stand anywhere).
    pub(super) held_end: Option<u64>,
    /// Where a started target says how far it has got.
    pub(super) progress: Arc<amdgpu::target::Progress>,
    pub(super) notices: Vec<Notice>,
    /// Convenience variables and value history.
    pub(super) vars: super::variables::Variables,
    /// Which waves run while the focused one steps or continues.
    pub(super) scheduler_locking: SchedulerLocking,
    /// The expression language when fixed (`None`: the frame's).
    pub(super) language: Option<Language>,
    /// The reasons the last stop had besides the one its [`super::StopEvent`] reports (a
    /// watchpoint that was also a single step), in ROCgdb's order.
    pub(super) other_stop_reasons: Vec<amdgpu::target::StopReason>,
    /// Which checks' findings stop the program.
    pub(super) check_stops: amdgpu::check::CheckSet,
    /// The findings of the last run, once its target is gone.
    pub(super) ended_checks: Option<super::CheckReport>,
    /// The target is lent by an owner that takes it back ([`Session::attach_lent`]): an
    /// error saying it is gone does not drop it.
    pub(super) lent: bool,
}

/// A frame's place in the DWARF: its module, the ELF address of its lookup PC and the DIE of
/// the scope it stands for. What the DWARF says there does not change between stops.
pub(super) type FrameScopeKey = (ModuleId, u64, Option<u64>);

/// The innermost inlined calls a stop hides: `count` of them, while `wave` is at `pc`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct HiddenInlined {
    pub(super) wave: WaveId,
    pub(super) pc: u64,
    pub(super) count: usize,
}

impl Session {
    /// A session with nothing loaded and no target.
    pub(super) fn empty(source: SourcePath) -> Session {
        Session {
            program: None,
            target: None,
            modules: Vec::new(),
            code_object_search: CodeObjectSearch::default(),
            table: BreakpointTable::default(),
            internal_breakpoints: Vec::new(),
            fatal_signal: None,
            focus: None,
            host_focus: None,
            host_frame_index: 0,
            host_process: None,
            frames: None,
            hidden_inlined: None,
            step_returned_into: None,
            unwinder: None,
            pending: VecDeque::new(),
            types: Default::default(),
            scopes: Default::default(),
            frame_scopes: Default::default(),
            frame_variables: Default::default(),
            source,
            instruction_limit: None,
            interrupt: Arc::new(AtomicBool::new(false)),
            reported_wave: None,
            record_began: Vec::new(),
            at_held_end: false,
            held_end: None,
            progress: Arc::default(),
            notices: Vec::new(),
            vars: super::variables::Variables::default(),
            scheduler_locking: SchedulerLocking::Step,
            language: None,
            other_stop_reasons: Vec::new(),
            check_stops: amdgpu::check::CheckSet::ALL,
            ended_checks: None,
            lent: false,
        }
    }

    /// Opens a session over a program (its target starts with [`Session::run`]). The code
    /// objects the program knows already are loaded now, so breakpoints resolve and sources
    /// list before the program runs; one given with its bytes that cannot be parsed is an
    /// error, one named only by a URI that cannot be found is a [`Notice`].
    pub fn new(program: Box<dyn Program>) -> EngineResult<Session> {
        let mut s = Session::empty(SourcePath::default());
        let mut by_uri = Vec::new();
        for KnownCodeObject {
            uri,
            name,
            bytes,
            load_base,
        } in program.code_objects()
        {
            match bytes {
                Some(bytes) => {
                    let name = name.unwrap_or_else(|| uri.clone());
                    let m = Module::load(uri, name, bytes, load_base)
                        .map_err(EngineError::CodeObject)?;
                    s.add_module(m);
                }
                None => by_uri.push(LoadedCodeObject {
                    agent: AgentId(1),
                    uri,
                    load_base,
                }),
            }
        }
        s.load_code_objects(by_uri);
        if let Ok(cwd) = std::env::current_dir() {
            s.source.directories.push(cwd);
        }
        s.program = Some(program);
        Ok(s)
    }

    /// Opens a session over a target that is already running or stopped (a core file, a
    /// remote stub): its code objects are loaded from their URIs and the first stopped wave
    /// is selected.
    pub fn attach(target: Box<dyn Target>) -> Session {
        let mut s = Session::empty(SourcePath::default());
        s.target = Some(target);
        s.sync_modules();
        if let Ok(cwd) = std::env::current_dir() {
            s.source.directories.push(cwd);
        }
        s.focus_first_stopped();
        // Where the state's writer stood, when the target says (a core served by a stub).
        if let Some((wave, lane)) = s.target.as_ref().and_then(|t| t.focus()) {
            s.set_focus(wave, lane.0);
        }
        s
    }

    /// Opens a session over a target its owner lends for a while and takes back with
    /// [`Session::take_target`] (a gdb-remote stub answering a `monitor` command at a stop):
    /// as [`Session::attach`], but the session never drops the target, even when a request
    /// says it is gone.
    pub fn attach_lent(target: Box<dyn Target>) -> Session {
        let mut s = Session::attach(target);
        s.lent = true;
        s
    }

    /// Gives a lent target back to the session for another request at the same stop (the
    /// owner took it with [`Session::take_target`] and nothing has run since).
    pub fn lend_again(&mut self, target: Box<dyn Target>) {
        self.target = Some(target);
        self.lent = true;
    }

    /// The target, taken out of the session (its owner takes a lent target back).
    pub fn take_target(&mut self) -> Option<Box<dyn Target>> {
        self.target.take()
    }

    /// Opens a session over a target whose kernel is held before its first instruction (a
    /// gdb-remote stub started with a launch, a live process hdb started): [`Session::run`]
    /// lets it go, once; it cannot be restarted.
    pub fn attach_held(mut target: Box<dyn Target>, program: HeldProgram) -> EngineResult<Session> {
        let mut known: Vec<KnownCodeObject> = target
            .code_objects()
            .into_iter()
            .map(|c| KnownCodeObject {
                uri: c.uri,
                name: None,
                bytes: None,
                load_base: c.load_base,
            })
            .collect();
        // Not placed yet: their load base comes when the target reports them.
        for uri in &program.code_objects {
            if !known.iter().any(|k| k.uri == *uri) {
                known.push(KnownCodeObject {
                    uri: uri.clone(),
                    name: None,
                    bytes: None,
                    load_base: 0,
                });
            }
        }
        Session::new(Box::new(HeldTarget::new(target, program, known)))
    }

    /// Loaded code objects are also searched for by file name in these places (after the
    /// path their URI names): files the user named and directories.
    pub fn set_code_object_search(&mut self, given: Vec<String>, directories: Vec<PathBuf>) {
        self.code_object_search = CodeObjectSearch { given, directories };
    }

    /// What the engine noticed since the last call (code objects it could not load, condition
    /// errors, …), oldest first.
    pub fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }

    /// The program, if the session has one.
    pub fn program(&self) -> Option<&dyn Program> {
        self.program.as_deref()
    }

    /// The target, if the program runs (or the session attached to one).
    pub fn target(&self) -> Option<&dyn Target> {
        self.target.as_deref()
    }

    /// The target for reads and requests (every read of a target may talk to it).
    pub fn target_mut(&mut self) -> Option<&mut dyn Target> {
        match &mut self.target {
            Some(t) => Some(t.as_mut()),
            None => None,
        }
    }

    /// The reasons the last stop had besides the one its [`super::StopEvent`] reports, in
    /// ROCgdb's order (usually none: a watchpoint hit by a single step has both).
    pub fn other_stop_reasons(&self) -> &[amdgpu::target::StopReason] {
        &self.other_stop_reasons
    }

    /// A target error as an engine error; a target that is gone ([`TargetError::is_fatal`]:
    /// its stub closed the connection, its process ended) is dropped first, so the session
    /// is left with no target rather than a half-dead one.
    pub(super) fn target_failed(&mut self, e: amdgpu::target::TargetError) -> EngineError {
        self.check_target_gone(EngineError::Target(e))
    }

    /// An engine error as it is, after dropping the target if the error says it is gone
    /// (see [`Session::target_failed`]).
    pub(super) fn check_target_gone(&mut self, e: EngineError) -> EngineError {
        if !self.lent && matches!(&e, EngineError::Target(t) if t.is_fatal()) {
            self.target = None;
            self.focus = None;
            self.host_focus = None;
            self.frames = None;
            self.fatal_signal = None;
            self.pending.clear();
        }
        e
    }

    /// The target, taken out of the session (for a front end that serves it elsewhere, such
    /// as `hdb serve --core`).
    pub fn into_target(mut self) -> Option<Box<dyn Target>> {
        self.target.take()
    }

    /// Stops a run after this many wave-instructions (a guard for kernels that never end);
    /// takes effect at the next start.
    pub fn set_instruction_limit(&mut self, limit: Option<u64>) {
        self.instruction_limit = limit;
    }

    /// Chooses which waves run when the focused wave steps or continues.
    pub fn set_scheduler_locking(&mut self, mode: SchedulerLocking) {
        self.scheduler_locking = mode;
    }

    /// Which waves run when the focused wave steps or continues.
    pub fn scheduler_locking(&self) -> SchedulerLocking {
        self.scheduler_locking
    }

    /// The expression language when fixed (`None`: the selected frame's unit's).
    pub fn language(&self) -> Option<Language> {
        self.language
    }

    /// Fixes the expression language (`None`: the language of the selected frame's unit).
    pub fn set_language(&mut self, language: Option<Language>) {
        self.language = language;
    }

    /// A flag a front end sets (from a Ctrl-C handler) to interrupt a running program; the
    /// engine clears it when it reports the stop.
    pub fn interrupt_handle(&self) -> Arc<AtomicBool> {
        self.interrupt.clone()
    }

    /// How far the running dispatch has got (wave-instructions, work-groups), as the target
    /// stores it while it runs: a front end reads it from another thread for a progress line.
    pub fn progress_handle(&self) -> Arc<amdgpu::target::Progress> {
        self.progress.clone()
    }

    /// The breakpoint and watchpoint table.
    pub fn breakpoints(&self) -> &BreakpointTable {
        &self.table
    }

    /// Where source files are looked for.
    pub fn source_path(&self) -> &SourcePath {
        &self.source
    }

    /// Adds a directory to the front of the source search path (gdb's `directory`).
    pub fn add_source_directory(&mut self, dir: PathBuf) {
        self.source.directories.insert(0, dir);
    }

    // ----- modules -----

    /// The modules loaded (index: [`ModuleId`]), unloaded ones included.
    pub fn modules(&self) -> &[Module] {
        &self.modules
    }

    /// A module by id.
    pub fn module(&self, id: ModuleId) -> &Module {
        &self.modules[id.0]
    }

    /// The loaded modules with their ids.
    pub fn loaded_modules(&self) -> impl Iterator<Item = (ModuleId, &Module)> {
        self.modules
            .iter()
            .enumerate()
            .filter(|(_, m)| m.loaded)
            .map(|(i, m)| (ModuleId(i), m))
    }

    /// The loaded module holding wave address `pc`.
    pub fn module_at(&self, pc: u64) -> Option<ModuleId> {
        self.modules
            .iter()
            .position(|m| m.loaded && m.contains(pc))
            .map(ModuleId)
    }

    /// Adds a module; sources are looked for beside it first (before the current directory).
    fn add_module(&mut self, m: Module) -> ModuleId {
        if let Some(d) = Path::new(&m.name).parent() {
            let dirs = &mut self.source.directories;
            if !d.as_os_str().is_empty() && !dirs.iter().any(|x| x == d) {
                let cwd = std::env::current_dir().ok();
                let at = dirs
                    .iter()
                    .position(|x| Some(x) == cwd.as_ref())
                    .unwrap_or(dirs.len());
                dirs.insert(at, d.to_path_buf());
            }
        }
        self.modules.push(m);
        self.unwinder = None;
        ModuleId(self.modules.len() - 1)
    }

    /// Loads the code objects the target reports (new URIs) and re-resolves pending
    /// breakpoints.
    pub(super) fn sync_modules(&mut self) {
        let Some(t) = &mut self.target else { return };
        let cos = t.code_objects();
        self.load_code_objects(cos);
    }

    /// Loads the code objects not loaded yet (and follows load-base changes); a code object
    /// that cannot be found or parsed becomes a [`Notice`].
    pub(super) fn load_code_objects(&mut self, cos: Vec<LoadedCodeObject>) {
        let mut changed = false;
        for co in cos {
            if let Some(m) = self.modules.iter_mut().find(|m| m.uri == co.uri) {
                if m.load_base != co.load_base || !m.loaded {
                    // Breakpoints resolved in the module where it was (a program's code
                    // objects known before the runtime places them) move with it.
                    if m.loaded {
                        let (old, new) = (m.load_base, co.load_base);
                        let moved = |a: &mut u64| {
                            if m.contains(*a) {
                                *a = a.wrapping_sub(old).wrapping_add(new);
                            }
                        };
                        for b in &mut self.table.breakpoints {
                            b.addresses.iter_mut().for_each(moved);
                        }
                        self.internal_breakpoints.iter_mut().for_each(moved);
                    }
                    m.load_base = co.load_base;
                    m.loaded = true;
                    self.unwinder = None;
                    self.frames = None;
                    changed = true;
                }
                continue;
            }
            let found = self
                .code_object_search
                .load(&co.uri)
                .or_else(|e| self.code_object_from_process(&co.uri).ok_or(e));
            match found {
                Ok((name, bytes)) => {
                    match Module::load(co.uri.clone(), name, bytes, co.load_base) {
                        Ok(m) => {
                            self.add_module(m);
                            changed = true;
                        }
                        Err(why) => self.notices.push(Notice::CodeObject {
                            uri: co.uri,
                            why,
                            unreadable: true,
                        }),
                    }
                }
                Err(why) => self.notices.push(Notice::CodeObject {
                    uri: co.uri,
                    why,
                    unreadable: false,
                }),
            }
        }
        // Nothing new to resolve in: the planted set is already what the table wants.
        if changed {
            self.resolve_breakpoints();
        }
    }

    /// The target said its code objects changed (a runtime loaded or unloaded GPU code):
    /// modules whose code object is gone are unloaded with their breakpoint locations (those
    /// breakpoints become pending again), new ones are loaded, pending breakpoints are
    /// resolved in them and everything is planted — before the target is waited on again, so
    /// a kernel launched right after its load already meets its breakpoints.
    pub(super) fn code_objects_changed(&mut self) {
        let Some(t) = &mut self.target else { return };
        let cos = t.code_objects();
        let mut gone = false;
        for m in self.modules.iter_mut().filter(|m| m.loaded) {
            if cos.iter().any(|c| c.uri == m.uri) {
                continue;
            }
            m.loaded = false;
            gone = true;
            for b in &mut self.table.breakpoints {
                b.addresses.retain(|&a| !m.contains(a));
            }
            self.internal_breakpoints.retain(|&a| !m.contains(a));
        }
        if gone {
            self.unwinder = None;
            self.frames = None;
        }
        self.load_code_objects(cos);
        if gone {
            self.resolve_breakpoints();
        }
    }

    /// The bytes of a `memory://` code object, read from the target's process (a runtime
    /// that loaded it from memory, as HIP does); `None` for other URIs, targets without a
    /// process or a failed read (the search's own message is then reported).
    fn code_object_from_process(&mut self, uri: &str) -> Option<(String, Vec<u8>)> {
        /// A hostile size must not allocate the machine away.
        const MAX: u64 = 512 << 20;
        let codeobj::CodeObjectUri::Memory { address, size, .. } =
            codeobj::CodeObjectUri::parse(uri).ok()?
        else {
            return None;
        };
        let mem = self.target.as_mut()?.process_memory()?;
        if size > MAX {
            return None;
        }
        let mut b = vec![0u8; usize::try_from(size).ok()?];
        mem.read_process_memory(address, &mut b).ok()?;
        Some((uri.to_string(), b))
    }

    /// The source file a bare `LINE` names when the caller has none: the selected frame's,
    /// else the first kernel's.
    pub fn default_source_file(&self) -> Option<String> {
        if let Some((file, _)) = self
            .frames
            .as_ref()
            .and_then(|x| x.frames.first())
            .and_then(|f| f.line.clone())
        {
            return Some(file);
        }
        let (_, m) = self.loaded_modules().next()?;
        let kernel = m.functions.iter().find(|f| f.is_kernel)?;
        m.line_at(kernel.start).map(|(f, _)| f.name.clone())
    }

    /// Resolves a location to loaded addresses in every loaded module (gdb: all locations).
    pub fn resolve(&self, spec: &BreakpointSpec, placement: Placement) -> EngineResult<Vec<u64>> {
        let spec = match spec {
            BreakpointSpec::Line { file: None, line } => BreakpointSpec::Line {
                file: Some(self.default_source_file().ok_or(EngineError::NoSymbols)?),
                line: *line,
            },
            s => s.clone(),
        };
        let mut out = Vec::new();
        let mut last_err = None;
        for (_, m) in self.loaded_modules() {
            match spec.resolve_in(m) {
                Ok(v) => {
                    for a in v {
                        // gdb's rule: a function's name, or a line whose address is a
                        // function's first instruction (its opening line), stops after the
                        // prologue, where the arguments are in their homes.
                        let a = match spec {
                            BreakpointSpec::Function(_)
                                if placement == Placement::AfterPrologue =>
                            {
                                let end = m.function_at(a).map_or(a + 4, |f| f.end);
                                m.lines().after_prologue(a, end)
                            }
                            BreakpointSpec::Line { .. }
                                if placement == Placement::AfterPrologue =>
                            {
                                match m.function_at(a) {
                                    Some(f) if f.start == a => m.lines().after_prologue(a, f.end),
                                    _ => a,
                                }
                            }
                            _ => a,
                        };
                        out.push(a + m.load_base);
                    }
                }
                Err(e) => last_err = Some(e),
            }
            // gdb's `break FUNCTION` also stops in each inlined copy, at its first
            // instruction (an inlined call has no prologue to skip).
            if let BreakpointSpec::Function(name) = &spec {
                out.extend(m.inlined_entries(name).into_iter().map(|a| a + m.load_base));
            }
        }
        if out.is_empty() {
            return Err(EngineError::Location(match (&spec, last_err) {
                (BreakpointSpec::Function(n), _) => format!("Function \"{n}\" not defined."),
                (
                    BreakpointSpec::Line {
                        file: Some(file), ..
                    },
                    Some(e),
                ) if e.why.starts_with("no line-table") => {
                    format!("No source file named {file}.")
                }
                (_, Some(e)) => e.why,
                (_, None) => return Err(EngineError::NoSymbols),
            }));
        }
        out.sort_unstable();
        out.dedup();
        Ok(out)
    }

    /// Resolves pending breakpoints in the loaded modules and plants everything.
    pub(super) fn resolve_breakpoints(&mut self) {
        for i in 0..self.table.breakpoints.len() {
            if self.table.breakpoints[i].addresses.is_empty() {
                let b = &self.table.breakpoints[i];
                if let Ok(a) = self.resolve(&b.spec, b.placement) {
                    self.table.breakpoints[i].addresses = a;
                }
            }
        }
        self.plant_breakpoints();
    }

    /// Makes the target's planted breakpoints equal the enabled user and internal
    /// breakpoints; a target that refuses one says why in a [`Notice`].
    pub(super) fn plant_breakpoints(&mut self) {
        let want: std::collections::BTreeSet<u64> = self
            .table
            .wanted()
            .chain(self.internal_breakpoints.iter().copied())
            .collect();
        let Some(t) = self.target.as_mut() else {
            return;
        };
        let Some(bp) = t.breakpoints() else { return };
        let planted = bp.breakpoint_addresses();
        for &a in &planted {
            if !want.contains(&a) {
                if let Err(e) = bp.remove_breakpoint(a) {
                    self.notices.push(Notice::NotPlanted {
                        address: a,
                        why: e.to_string(),
                    });
                }
            }
        }
        for a in want {
            if planted.contains(&a) {
                continue;
            }
            if let Err(e) = bp.insert_breakpoint(a) {
                self.notices.push(Notice::NotPlanted {
                    address: a,
                    why: e.to_string(),
                });
            }
        }
    }

    // ----- waves, lanes and focus -----

    /// One wave of the target.
    pub fn wave(&mut self, id: WaveId) -> EngineResult<Wave> {
        Ok(self.require_target()?.wave(id)?)
    }

    /// The processor a wave runs on (its agent's), when the processor table knows it.
    pub fn wave_processor(&mut self, id: WaveId) -> Option<&'static amdgpu::Processor> {
        let t = self.target.as_mut()?;
        let w = t.wave(id).ok()?;
        let agent = t.agents().into_iter().find(|a| a.id == w.agent)?;
        amdgpu::Processor::by_name(&agent.processor)
    }

    /// The threads of the host process behind the target (none without one).
    pub fn host_threads(&mut self) -> Vec<amdgpu::target::HostThread> {
        self.target
            .as_mut()
            .map(|t| t.host_threads())
            .unwrap_or_default()
    }

    /// The target's waves (none without a target).
    pub fn waves(&mut self) -> Vec<Wave> {
        self.target.as_mut().map(|t| t.waves()).unwrap_or_default()
    }

    /// The target, or [`EngineError::NotRunning`].
    pub fn require_target(&mut self) -> EngineResult<&mut dyn Target> {
        match &mut self.target {
            Some(t) => Ok(t.as_mut()),
            None => Err(EngineError::NotRunning),
        }
    }

    /// Fails unless the target can run (a core file cannot).
    pub fn require_run_control(&mut self) -> EngineResult<()> {
        if self.lent {
            return Err(EngineError::Lent);
        }
        let t = self.target.as_mut().ok_or(EngineError::NotRunning)?;
        if t.run_control().is_none() {
            return Err(EngineError::CannotRun);
        }
        Ok(())
    }

    /// The focus, whatever the wave's state.
    pub fn focus(&self) -> Option<Focus> {
        self.focus
    }

    /// The host thread (LWP) selected instead of a wave.
    pub fn host_focus(&self) -> Option<u32> {
        self.host_focus
    }

    /// The focused wave, stopped.
    pub fn require_focus(&mut self) -> EngineResult<Focus> {
        let (host_focus, focus) = (self.host_focus, self.focus);
        let t = self.require_target()?;
        if let Some(lwp) = host_focus {
            return Err(EngineError::HostThread(lwp));
        }
        let f = focus.ok_or(EngineError::NoFocus)?;
        let w = match t.wave(f.wave) {
            Ok(w) => w,
            Err(e) if e.is_fatal() => return Err(self.target_failed(e)),
            Err(_) => return Err(EngineError::NoFocus),
        };
        match w.state {
            WaveState::Stopped => Ok(f),
            WaveState::Exited => Err(EngineError::WaveExited(f.wave)),
            WaveState::Running => Err(EngineError::WaveRunning),
        }
    }

    /// Selects `lane` of `wave` (frame 0).
    pub fn set_focus(&mut self, wave: WaveId, lane: u32) {
        self.host_focus = None;
        if self.focus.is_none_or(|f| f.wave != wave) {
            self.frames = None;
        }
        self.focus = Some(Focus {
            wave,
            lane,
            frame: 0,
        });
    }

    /// Selects another lane of the focused wave, keeping the frame.
    pub fn set_focus_lane(&mut self, lane: u32) -> EngineResult<()> {
        let f = self.focus.ok_or(EngineError::NoFocus)?;
        self.lane_in_range(f.wave, lane)?;
        self.focus = Some(Focus { lane, ..f });
        Ok(())
    }

    /// Restores a focus saved earlier (wave, lane and frame).
    pub fn restore_focus(&mut self, focus: Option<Focus>) {
        if focus.map(|f| f.wave) != self.focus.map(|f| f.wave) {
            self.frames = None;
        }
        self.focus = focus;
    }

    /// Selects a host thread by LWP (no wave in focus).
    pub fn set_host_focus(&mut self, lwp: u32) {
        self.focus = None;
        self.frames = None;
        self.host_focus = Some(lwp);
        self.host_frame_index = 0;
    }

    /// Selects the first stopped wave, on its first active lane.
    pub fn focus_first_stopped(&mut self) {
        if let Some(w) = self
            .waves()
            .into_iter()
            .find(|w| w.state == WaveState::Stopped)
        {
            let lane = self.active_lanes(w.id).first().copied().unwrap_or(0);
            self.set_focus(w.id, lane);
        }
    }

    /// EXEC of a wave (bit N = lane N): the hardware's mask; which lanes the source runs is
    /// [`Session::active_mask`].
    pub fn exec_mask(&mut self, wave: WaveId) -> Option<u64> {
        self.scalar_register(wave, Register::Exec)
    }

    /// A scalar register of a wave (frame 0), zero-extended.
    pub fn scalar_register(&mut self, wave: WaveId, reg: Register) -> Option<u64> {
        let t = self.target.as_mut()?;
        let w = t.wave(wave).ok()?;
        let mut b = vec![0u8; reg.byte_size(w.wave_size) as usize];
        t.read_register(wave, reg, &mut b).ok()?;
        let mut x = [0u8; 8];
        let n = b.len().min(8);
        x[..n].copy_from_slice(&b[..n]);
        Some(u64::from_le_bytes(x))
    }

    /// The work-item of `lane` of `w` (work-group-local coordinates), or `None` for a lane
    /// no work-item backs.
    pub fn lane_workitem(&mut self, w: &Wave, lane: u32) -> Option<[u32; 3]> {
        let t = self.target.as_mut()?;
        let d = t.dispatches().into_iter().find(|d| d.id == w.dispatch)?;
        w.work_item(&d, lane)
    }

    /// Every lane of a wave with its work-item and activity ([`Session::active_mask`]).
    pub fn lanes(&mut self, wave: WaveId) -> EngineResult<Vec<LanePosition>> {
        let t = self.require_target()?;
        let w = t.wave(wave)?;
        let d = t.dispatches().into_iter().find(|d| d.id == w.dispatch);
        let active = self.active_mask(wave).unwrap_or(0);
        Ok((0..w.wave_size.lanes())
            .map(|lane| LanePosition {
                wave: w.clone(),
                lane,
                work_item: d.as_ref().and_then(|d| w.work_item(d, lane)),
                active: active >> lane & 1 == 1,
            })
            .collect())
    }

    /// One lane of a wave with its work-item and activity.
    pub fn lane_position(&mut self, wave: WaveId, lane: u32) -> EngineResult<LanePosition> {
        Ok(self.lane_in_dispatch(wave, lane)?.0)
    }

    /// [`Session::lane_position`] and the wave's dispatch, found once for both.
    pub(crate) fn lane_in_dispatch(
        &mut self,
        wave: WaveId,
        lane: u32,
    ) -> EngineResult<(LanePosition, Option<amdgpu::target::Dispatch>)> {
        let t = self.require_target()?;
        let w = t.wave(wave)?;
        let dispatch = t.dispatches().into_iter().find(|d| d.id == w.dispatch);
        let position = LanePosition {
            work_item: dispatch.as_ref().and_then(|d| w.work_item(d, lane)),
            active: self.lane_active(wave, lane),
            wave: w,
            lane,
        };
        Ok((position, dispatch))
    }

    /// Fails unless `lane` exists in `wave`.
    pub fn lane_in_range(&mut self, wave: WaveId, lane: u32) -> EngineResult<()> {
        let w = self.require_target()?.wave(wave)?;
        if lane >= w.wave_size.lanes() {
            return Err(EngineError::NoLane {
                wave,
                lane,
                lanes: w.wave_size.lanes(),
            });
        }
        Ok(())
    }

    /// A wave's PC.
    pub fn pc(&mut self, wave: WaveId) -> EngineResult<u64> {
        Ok(self.require_target()?.wave(wave)?.pc)
    }

    /// The host process behind the running target, if it has one.
    pub fn process_id(&mut self) -> Option<u32> {
        self.target.as_mut().and_then(|t| t.process_id())
    }

    /// The kernel the program runs, else the target's dispatch names one, else `kernel`.
    pub fn kernel_name(&mut self) -> String {
        self.named_kernel().unwrap_or_else(|| "kernel".to_string())
    }

    /// The kernel the program runs, else the one a dispatch of the target names.
    fn named_kernel(&mut self) -> Option<String> {
        self.program.as_ref().and_then(|p| p.kernel()).or_else(|| {
            self.target
                .as_mut()
                .and_then(|t| t.dispatches().into_iter().find_map(|d| d.kernel))
        })
    }

    /// The kernels whose first instruction "stop at entry" means: the one kernel of a launch,
    /// or, for a program whose launches are still to come, every kernel of its loaded code
    /// objects (by name as gdb's frame lines show it, each once).
    pub fn entry_kernels(&mut self) -> Vec<String> {
        if let Some(k) = self.named_kernel() {
            return vec![k];
        }
        let mut kernels: Vec<String> = self
            .loaded_modules()
            .flat_map(|(_, m)| {
                m.functions
                    .iter()
                    .filter(|f| f.is_kernel)
                    .map(|f| m.frame_name(&f.name).to_string())
            })
            .collect();
        kernels.sort();
        kernels.dedup();
        kernels
    }

    // ----- code and lines -----

    /// File and line of a loaded address.
    pub fn line_of(&self, a: u64) -> Option<(String, u32)> {
        let m = self.module(self.module_at(a)?);
        m.line_at(a - m.load_base).map(|(f, l)| (f.name.clone(), l))
    }

    /// Function name (as breakpoint listings show it) and offset of a loaded address.
    pub fn function_of(&self, a: u64) -> Option<(String, u64)> {
        let m = self.module(self.module_at(a)?);
        let elf = a - m.load_base;
        m.function_at(elf)
            .map(|f| (m.display_name(&f.name).to_string(), elf - f.start))
    }

    /// The name of the function holding a loaded address as gdb's frame lines show it
    /// (demangled, without parameters).
    pub fn frame_function_of(&self, a: u64) -> Option<String> {
        let m = self.module(self.module_at(a)?);
        m.function_at(a - m.load_base)
            .map(|f| m.frame_name(&f.name).to_string())
    }

    /// The function a loaded address is in as gdb's breakpoint listing names it: the
    /// innermost inlined call's function, else the symbol's (as [`Session::function_of`]).
    pub fn innermost_function_of(&self, a: u64) -> Option<String> {
        let m = self.module(self.module_at(a)?);
        let inlined = m
            .debug_info()
            .ok()
            .and_then(|info| info.lookup(a - m.load_base).ok().flatten())
            .and_then(|at| {
                at.scopes
                    .iter()
                    .rev()
                    .find(|s| s.tag == dwarf_ext::gimli::DW_TAG_inlined_subroutine)
                    .and_then(|s| s.name.clone())
            });
        match inlined {
            Some(name) => Some(m.display_name(&name).to_string()),
            None => self.function_of(a).map(|f| f.0),
        }
    }

    /// Whether a loaded address starts an `is_stmt` row.
    pub fn at_statement(&self, pc: u64) -> bool {
        self.module_at(pc).is_some_and(|mi| {
            let m = self.module(mi);
            m.lines().is_statement_start(pc - m.load_base)
        })
    }

    /// The loaded address of an ELF address of the first module holding it as code (else
    /// as is).
    pub fn loaded_address(&self, elf: u64) -> u64 {
        self.loaded_modules()
            .find(|(_, m)| m.holds_elf_code(elf))
            .map_or(elf, |(_, m)| elf + m.load_base)
    }
}
