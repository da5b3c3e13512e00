//! The adapter: one debugging session's protocol state over one engine session, and a
//! handler per request. It is a sibling of the gdb layer: it asks the engine
//! ([`debugger::Session`]) for typed data; the Debug Console's commands go through a
//! [`debugger::Interpreter`] that owns the same session.
//!
//! * this module — lifecycle (`initialize`, `launch`, `attach`, `configurationDone`,
//!   `disconnect`, `terminate`, `restart`), run control and the events a stop produces;
//! * [`inspect`] — threads, the lane focus, stacks, scopes, variables (the Lanes scope),
//!   `evaluate`, `setVariable`;
//! * [`breakpoints`] — source, function, instruction and data breakpoints, hit conditions,
//!   log points;
//! * [`memory`] — memory in any address space, `disassemble`, modules and sources.

mod breakpoints;
mod inspect;
mod memory;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use amdgpu::check::{CheckFinding, CheckSet, Tool};
use amdgpu::target::{ProcessEnd, StopReason, WaveId};
use debugger::engine::{lane_list, BreakpointSpec, ReverseStop, StepKind};
use debugger::{EngineError, Interpreter, Session, StopEvent};
use serde_json::{json, Value};

use crate::launch::{AttachArguments, Debuggee, Interrupt, LaunchArguments, Launcher, Start};
use crate::protocol::{self as p, ErrorId, Failure, Request};

/// Where the adapter's messages go (the client's stream, a test's list).
pub trait Sink: Send {
    /// Sends one message (a response or an event, without `seq`).
    fn send(&mut self, message: Value);
    /// Starts appending every message to `path` (the `logFile` launch argument).
    fn log_to(&mut self, path: &str) -> std::io::Result<()>;
}

/// What the thread reading the client's stream shares with the adapter: whether a run is in
/// progress, and what interrupts it (a `pause`, `terminate` or `disconnect`, or the client
/// going away, must reach a running kernel while the adapter waits for it).
#[derive(Default)]
pub struct Control {
    running: AtomicBool,
    /// The engine's interrupt flag.
    flag: Mutex<Option<Arc<AtomicBool>>>,
    /// The target's own ways (a remote stub, a live process).
    others: Mutex<Vec<Interrupt>>,
}

impl Control {
    /// Interrupts the running target, if one runs.
    pub fn interrupt(&self) {
        if !self.running.load(Ordering::SeqCst) {
            return;
        }
        if let Ok(f) = self.flag.lock() {
            if let Some(f) = f.as_ref() {
                f.store(true, Ordering::SeqCst);
            }
        }
        if let Ok(others) = self.others.lock() {
            for i in others.iter() {
                i();
            }
        }
    }

    fn set(&self, flag: Option<Arc<AtomicBool>>, others: Vec<Interrupt>) {
        if let Ok(mut f) = self.flag.lock() {
            *f = flag;
        }
        if let Ok(mut o) = self.others.lock() {
            *o = others;
        }
    }

    /// Marks a run as started (a stale interrupt cleared) or ended.
    fn set_running(&self, on: bool) {
        if on {
            if let Ok(f) = self.flag.lock() {
                if let Some(f) = f.as_ref() {
                    f.store(false, Ordering::SeqCst);
                }
            }
        }
        self.running.store(on, Ordering::SeqCst);
    }
}

/// What the client said about itself in `initialize`.
#[derive(Debug, Clone, Copy)]
struct Client {
    lines_start_at1: bool,
    columns_start_at1: bool,
    invalidated: bool,
}

/// A request's outcome: a body to answer with, or the answer was sent already (run control
/// answers before it runs).
type Reply = Result<Option<Value>, Failure>;

/// The thread id of the summary entry `threads` adds when it lists only some waves (above
/// any wave id).
pub const SUMMARY_THREAD: i64 = 1 << 40;

/// `maxThreads`' default.
const MAX_THREADS: usize = 256;

/// One session's protocol state.
pub struct Adapter {
    out: Outbox,
    launcher: Box<dyn Launcher>,
    control: Arc<Control>,
    client: Client,
    gdb: Option<Interpreter>,
    start: Start,
    configured: bool,
    began: bool,
    stop_on_entry: bool,
    /// `record` (launch): the run is recorded from its start.
    record: bool,
    no_debug: bool,
    max_threads: usize,
    breakpoints: breakpoints::Breakpoints,
    view: inspect::View,
    sources: memory::Sources,
    /// The lane the user follows in each wave.
    lanes: HashMap<WaveId, u32>,
    /// The wave the user follows (the last stop's, or the last `hdb/focus`).
    thread: Option<WaveId>,
    /// Expressions the client evaluated as watches (rows of the Lanes scope).
    watches: Vec<String>,
    /// The checks whose findings stop the program (`setExceptionBreakpoints`).
    check_stops: CheckSet,
    /// The last stop reported (for `exceptionInfo`).
    last_stop: Option<StopEvent>,
    /// The temporary breakpoints `stopOnEntry` plants at the first instruction of the kernel
    /// (of each kernel a program may launch first).
    entry_breakpoints: Vec<(u32, String)>,
    /// The program's own output, forwarded as `output` events ahead of every other event.
    program_output: Option<ProgramOutputs>,
    ended: bool,
}

/// The client's stream, shared by the adapter and the thread that forwards the program's
/// output as it is written (messages keep their order and numbering under the lock).
#[derive(Clone)]
struct Outbox(Arc<Mutex<Box<dyn Sink>>>);

impl Outbox {
    fn lock(&self) -> std::sync::MutexGuard<'_, Box<dyn Sink>> {
        // A panic elsewhere while sending leaves the stream usable: a message is one call.
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn send(&self, message: Value) {
        self.lock().send(message);
    }

    fn log_to(&self, path: &str) -> std::io::Result<()> {
        self.lock().log_to(path)
    }

    /// An `output` event in `category` (nothing for empty text).
    fn output(&self, category: &str, text: &str) {
        if !text.is_empty() {
            self.send(p::event(
                "output",
                json!({"category": category, "output": text}),
            ));
        }
    }
}

/// The program's output on its way to the client: the launcher's channel and how many of
/// the program's two streams are still open.
struct OutputQueue {
    rx: std::sync::mpsc::Receiver<crate::launch::ProgramOutput>,
    open: u8,
}

impl OutputQueue {
    /// Sends one piece as an `output` event.
    fn take(&mut self, piece: crate::launch::ProgramOutput, out: &Outbox) {
        use crate::launch::ProgramOutput;
        match piece {
            ProgramOutput::Text { stdout, text } => {
                out.output(if stdout { "stdout" } else { "stderr" }, &text);
            }
            ProgramOutput::Closed => self.open = self.open.saturating_sub(1),
        }
    }
}

/// The program's output, sent to the client as it is written by a thread of its own, whatever
/// the adapter is doing (a `continue` waits for a kernel the program has not launched yet).
/// The adapter takes the queue over to send the rest before the program's end is reported.
struct ProgramOutputs {
    queue: Arc<Mutex<OutputQueue>>,
    /// Set while the adapter wants the queue: the thread steps aside.
    wanted: Arc<AtomicBool>,
    /// Cleared when the session ends: the thread stops.
    forwarding: Arc<AtomicBool>,
    out: Outbox,
}

/// How long the forwarding thread holds the queue while waiting for output: the longest the
/// adapter waits for it before reporting the program's end.
const OUTPUT_POLL: std::time::Duration = std::time::Duration::from_millis(20);

fn lock_queue(q: &Mutex<OutputQueue>) -> std::sync::MutexGuard<'_, OutputQueue> {
    q.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl ProgramOutputs {
    fn start(rx: std::sync::mpsc::Receiver<crate::launch::ProgramOutput>, out: Outbox) -> Self {
        use std::sync::mpsc::RecvTimeoutError;
        let queue = Arc::new(Mutex::new(OutputQueue { rx, open: 2 }));
        let wanted = Arc::new(AtomicBool::new(false));
        let forwarding = Arc::new(AtomicBool::new(true));
        let (q, want, on, o) = (
            Arc::clone(&queue),
            Arc::clone(&wanted),
            Arc::clone(&forwarding),
            out.clone(),
        );
        let forward = move || {
            while on.load(Ordering::SeqCst) {
                if want.load(Ordering::SeqCst) {
                    std::thread::sleep(std::time::Duration::from_millis(1));
                    continue;
                }
                let mut queue = lock_queue(&q);
                match queue.rx.recv_timeout(OUTPUT_POLL) {
                    Ok(piece) => queue.take(piece, &o),
                    Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => break,
                }
            }
        };
        if std::thread::Builder::new()
            .name("dap-program-output".into())
            .spawn(forward)
            .is_err()
        {
            // Without the thread, the output still arrives, at the program's end.
            forwarding.store(false, Ordering::SeqCst);
        }
        ProgramOutputs {
            queue,
            wanted,
            forwarding,
            out,
        }
    }

    /// Sends everything the program wrote, waiting (briefly: a child the program left running
    /// may keep its streams open) until both its streams close.
    fn finish(&self) {
        use std::sync::mpsc::RecvTimeoutError;
        self.wanted.store(true, Ordering::SeqCst);
        let mut queue = lock_queue(&self.queue);
        self.wanted.store(false, Ordering::SeqCst);
        let deadline = std::time::Instant::now() + std::time::Duration::from_millis(500);
        loop {
            let piece = if queue.open > 0 {
                let left = deadline.saturating_duration_since(std::time::Instant::now());
                match queue.rx.recv_timeout(left) {
                    Ok(p) => p,
                    Err(RecvTimeoutError::Timeout) => break,
                    Err(RecvTimeoutError::Disconnected) => {
                        queue.open = 0;
                        break;
                    }
                }
            } else {
                // What was queued after the streams closed (the sanitizers' report).
                match queue.rx.try_recv() {
                    Ok(p) => p,
                    Err(_) => break,
                }
            };
            queue.take(piece, &self.out);
        }
    }
}

impl Drop for ProgramOutputs {
    fn drop(&mut self) {
        self.forwarding.store(false, Ordering::SeqCst);
    }
}

impl Adapter {
    /// An adapter that sends to `out`, opens sessions with `launcher`, and shares `control`
    /// with the thread reading the client's stream.
    pub fn new(out: Box<dyn Sink>, launcher: Box<dyn Launcher>, control: Arc<Control>) -> Adapter {
        Adapter {
            out: Outbox(Arc::new(Mutex::new(out))),
            launcher,
            control,
            client: Client {
                lines_start_at1: true,
                columns_start_at1: true,
                invalidated: false,
            },
            gdb: None,
            start: Start::Run,
            configured: false,
            began: false,
            stop_on_entry: false,
            record: false,
            no_debug: false,
            max_threads: MAX_THREADS,
            breakpoints: breakpoints::Breakpoints::default(),
            view: inspect::View::default(),
            sources: memory::Sources::default(),
            lanes: HashMap::new(),
            thread: None,
            watches: Vec::new(),
            check_stops: CheckSet::ALL,
            last_stop: None,
            entry_breakpoints: Vec::new(),
            program_output: None,
            ended: false,
        }
    }

    /// Whether the session is over (`disconnect` answered, or `quit` typed).
    pub fn ended(&self) -> bool {
        self.ended
    }

    /// Handles one request: answers it, and sends the events it causes.
    pub fn handle(&mut self, req: &Request) {
        let reply = self.dispatch(req);
        match reply {
            Ok(Some(body)) => self.out.send(p::response(req, Ok(body))),
            Ok(None) => {}
            Err(f) => self.out.send(p::response(req, Err(f))),
        }
    }

    /// Tells the client something went wrong outside any request (a message that is not
    /// JSON): an `output` event on stderr.
    pub fn protocol_error(&mut self, text: &str) {
        self.output("stderr", &format!("hdb dap: {text}\n"));
    }

    /// The client went away: the program is ended (as `disconnect` would).
    pub fn client_gone(&mut self) {
        self.end_session();
    }

    fn dispatch(&mut self, req: &Request) -> Reply {
        let a = &req.arguments;
        match req.command.as_str() {
            "initialize" => self.initialize(a),
            "launch" => self.launch(req),
            "attach" => self.attach(req),
            "configurationDone" => self.configuration_done(req),
            "disconnect" => self.disconnect(req),
            "terminate" => self.terminate(req),
            "restart" => self.restart(req),
            "setBreakpoints" => self.set_breakpoints(a),
            "setFunctionBreakpoints" => self.set_function_breakpoints(a),
            "setInstructionBreakpoints" => self.set_instruction_breakpoints(a),
            "setExceptionBreakpoints" => self.set_exception_breakpoints(a),
            "dataBreakpointInfo" => self.data_breakpoint_info(a),
            "setDataBreakpoints" => self.set_data_breakpoints(a),
            "breakpointLocations" => self.breakpoint_locations(a),
            "continue" => self.continue_(req),
            "next" => self.step(req, StepKind::Next),
            "stepIn" => self.step(req, StepKind::Step),
            "stepOut" => self.step_out(req),
            "pause" => self.pause(a),
            "threads" => self.threads(),
            "stackTrace" => self.stack_trace(a),
            "scopes" => self.scopes(a),
            "variables" => self.variables(a),
            "setVariable" => self.set_variable(a),
            "setExpression" => self.set_expression(a),
            "evaluate" => self.evaluate(a),
            "exceptionInfo" => self.exception_info(a),
            "stepInTargets" => self.step_in_targets(a),
            "readMemory" => self.read_memory(a),
            "writeMemory" => self.write_memory(a),
            "disassemble" => self.disassemble(a),
            "modules" => self.modules(a),
            "loadedSources" => self.loaded_sources(),
            "source" => self.source(a),
            "completions" => self.completions(a),
            "cancel" => Ok(Some(Value::Null)),
            "hdb/focus" => self.focus(a),
            "hdb/lanes" => self.lanes_of(a),
            "" => Err(Failure::new(
                ErrorId::BadArguments,
                "The request has no `command` string.",
            )),
            "stepBack" => self.step_back(req),
            "reverseContinue" => self.reverse_continue(req),
            "restartFrame" | "goto" | "gotoTargets" => Err(Failure::shown(
                ErrorId::Unsupported,
                format!(
                    "`{}` is not supported: a GPU wave cannot jump or restart a frame.",
                    req.command
                ),
            )),
            "terminateThreads" => Err(Failure::shown(
                ErrorId::Unsupported,
                "A single wave cannot be terminated; `terminate` ends the kernel.",
            )),
            "locations" => Err(Failure::new(
                ErrorId::StaleReference,
                "hdb hands out no location references.",
            )),
            "runInTerminal" | "startDebugging" => Err(Failure::new(
                ErrorId::UnknownRequest,
                format!(
                    "`{}` is a request the adapter sends, not one it answers.",
                    req.command
                ),
            )),
            other => Err(Failure::new(
                ErrorId::UnknownRequest,
                format!("Unknown request `{other}`."),
            )),
        }
    }

    // ----- helpers -----

    fn send_event(&mut self, name: &str, body: Value) {
        // What the program wrote reaches the console before its end is reported.
        if matches!(name, "exited" | "terminated") {
            if let Some(outputs) = &self.program_output {
                outputs.finish();
            }
        }
        self.out.send(p::event(name, body));
    }

    fn output(&mut self, category: &str, text: &str) {
        self.out.output(category, text);
    }

    fn gdb(&mut self) -> Result<&mut Interpreter, Failure> {
        self.gdb.as_mut().ok_or_else(|| {
            Failure::new(
                ErrorId::NoSession,
                "No program: send `launch` or `attach` first.",
            )
        })
    }

    fn engine(&mut self) -> Result<&mut Session, Failure> {
        Ok(self.gdb()?.engine_mut())
    }

    /// Line numbers as the client counts them.
    fn client_line(&self, line: u32) -> i64 {
        i64::from(line) - i64::from(!self.client.lines_start_at1)
    }

    fn client_column(&self, column: u32) -> i64 {
        i64::from(column.max(1)) - i64::from(!self.client.columns_start_at1)
    }

    fn engine_line(&self, line: i64) -> i64 {
        line + i64::from(!self.client.lines_start_at1)
    }

    // ----- lifecycle -----

    fn initialize(&mut self, a: &Value) -> Reply {
        let args: p::InitializeRequestArguments = arguments(a)?;
        self.client = Client {
            lines_start_at1: args.lines_start_at1.unwrap_or(true),
            columns_start_at1: args.columns_start_at1.unwrap_or(true),
            invalidated: args.supports_invalidated_event.unwrap_or(false),
        };
        let caps = p::Capabilities {
            supports_configuration_done_request: Some(true),
            supports_function_breakpoints: Some(true),
            supports_conditional_breakpoints: Some(true),
            supports_hit_conditional_breakpoints: Some(true),
            supports_evaluate_for_hovers: Some(true),
            supports_set_variable: Some(true),
            supports_set_expression: Some(true),
            supports_restart_request: Some(true),
            supports_step_in_targets_request: Some(true),
            supports_modules_request: Some(true),
            supports_loaded_sources_request: Some(true),
            supports_exception_info_request: Some(true),
            exception_breakpoint_filters: Some(
                Tool::ALL
                    .into_iter()
                    .map(|t| p::ExceptionBreakpointsFilter {
                        filter: t.name().to_string(),
                        label: format!("Check: {}", t.name()),
                        description: Some(format!(
                            "Stop at the {} check's findings (launch with `check`)",
                            t.name()
                        )),
                        default: Some(true),
                        ..Default::default()
                    })
                    .collect(),
            ),
            supports_terminate_request: Some(true),
            supports_data_breakpoints: Some(true),
            supports_read_memory_request: Some(true),
            supports_write_memory_request: Some(true),
            supports_disassemble_request: Some(true),
            supports_stepping_granularity: Some(true),
            supports_instruction_breakpoints: Some(true),
            supports_log_points: Some(true),
            supports_breakpoint_locations_request: Some(true),
            supports_value_formatting_options: Some(true),
            supports_clipboard_context: Some(true),
            supports_delayed_stack_trace_loading: Some(true),
            supports_completions_request: Some(true),
            // The simulator records; other targets answer the requests with why not.
            supports_step_back: Some(true),
            supports_cancel_request: Some(false),
            ..Default::default()
        };
        Ok(Some(p::to_json(&caps)))
    }

    fn launch(&mut self, req: &Request) -> Reply {
        if self.gdb.is_some() {
            return Err(Failure::shown(
                ErrorId::Launch,
                "A program is already being debugged in this session.",
            ));
        }
        let args: LaunchArguments = arguments(&req.arguments)?;
        if let Some(f) = &args.log_file {
            self.open_log(f)?;
        }
        let debuggee = self
            .launcher
            .launch(&args)
            .map_err(|e| Failure::shown(ErrorId::Launch, e.0))?;
        self.stop_on_entry = args.stop_on_entry;
        self.record = args.record;
        self.no_debug = args.no_debug;
        self.max_threads = args.max_threads.unwrap_or(MAX_THREADS).max(1);
        self.opened(
            req,
            debuggee,
            &args.source_directories,
            args.instruction_limit,
        )
    }

    fn attach(&mut self, req: &Request) -> Reply {
        if self.gdb.is_some() {
            return Err(Failure::shown(
                ErrorId::Launch,
                "A program is already being debugged in this session.",
            ));
        }
        let args: AttachArguments = arguments(&req.arguments)?;
        if let Some(f) = &args.log_file {
            self.open_log(f)?;
        }
        let debuggee = self
            .launcher
            .attach(&args)
            .map_err(|e| Failure::shown(ErrorId::Launch, e.0))?;
        self.stop_on_entry = args.stop_on_entry;
        self.max_threads = args.max_threads.unwrap_or(MAX_THREADS).max(1);
        self.opened(req, debuggee, &args.source_directories, None)
    }

    fn open_log(&mut self, path: &str) -> Result<(), Failure> {
        self.out.log_to(path).map_err(|e| {
            Failure::shown(
                ErrorId::Launch,
                format!("cannot open the log file {path}: {e}"),
            )
        })
    }

    /// A session is open: answer, say so, and ask for the configuration.
    fn opened(
        &mut self,
        req: &Request,
        debuggee: Debuggee,
        source_directories: &[String],
        instruction_limit: Option<u64>,
    ) -> Reply {
        let Debuggee {
            mut session,
            start,
            interrupts,
            name,
            pid,
            notes,
            output,
        } = debuggee;
        self.program_output = output.map(|rx| ProgramOutputs::start(rx, self.out.clone()));
        for d in source_directories.iter().rev() {
            session.add_source_directory(d.into());
        }
        if instruction_limit.is_some() {
            session.set_instruction_limit(instruction_limit);
        }
        session.set_check_stops(self.check_stops);
        self.control
            .set(Some(session.interrupt_handle()), interrupts);
        let gdb = Interpreter::new(session);
        let banner = gdb.banner().map(str::to_string);
        self.gdb = Some(gdb);
        self.start = start;
        self.out.send(p::response(req, Ok(Value::Null)));
        for n in notes {
            self.output("console", &format!("{n}\n"));
        }
        if let Some(b) = banner {
            self.output("console", &b);
        }
        let start_method = if req.command == "launch" {
            "launch"
        } else {
            "attach"
        };
        let mut process =
            json!({"name": name, "isLocalProcess": true, "startMethod": start_method});
        if let Some(pid) = pid {
            process["systemProcessId"] = json!(pid);
        }
        self.send_event("process", process);
        if start == Start::ReadOnly {
            // A core cannot run or be written: the client hides what it cannot do.
            self.send_event(
                "capabilities",
                json!({"capabilities": {
                    "supportsStepBack": false,
                    "supportsSetVariable": false,
                    "supportsSetExpression": false,
                    "supportsWriteMemoryRequest": false,
                    "supportsDataBreakpoints": false,
                    "supportsRestartRequest": false,
                    "supportsStepInTargetsRequest": false,
                }}),
            );
        }
        self.apply_breakpoints();
        self.send_event("initialized", Value::Null);
        if self.configured {
            self.begin();
        }
        Ok(None)
    }

    fn configuration_done(&mut self, req: &Request) -> Reply {
        // Before a session there is nothing to configure: an error, and no latch that would
        // start the next session before its breakpoints are set.
        self.gdb()?;
        self.out.send(p::response(req, Ok(Value::Null)));
        self.configured = true;
        self.begin();
        Ok(None)
    }

    /// Starts the program (or reports the state of an attached target), once.
    fn begin(&mut self) {
        if self.began {
            return;
        }
        self.began = true;
        match self.start {
            Start::Run if self.stop_on_entry => self.run_to_entry(),
            Start::Run => {
                if self.no_debug {
                    self.breakpoints
                        .disable_all(self.gdb.as_mut().map(|g| g.engine_mut()));
                }
                self.run_program();
            }
            Start::Attached => {
                let stopped = self
                    .engine()
                    .map(|e| e.require_focus().is_ok())
                    .unwrap_or(false);
                if stopped && self.stop_on_entry {
                    self.report_entry("entry", "Attached");
                } else if stopped {
                    self.report_entry("pause", "Attached: the waves are stopped");
                } else {
                    self.run(|e| e.resume());
                }
            }
            Start::ReadOnly => {
                let reason = self.engine().ok().and_then(|e| {
                    let f = e.focus()?;
                    e.require_target().ok()?.wave(f.wave).ok()?.stop_reason
                });
                match reason {
                    Some(r) if r != StopReason::Requested => {
                        let wave = self.engine().ok().and_then(|e| e.focus()).map(|f| f.wave);
                        if let Some(wave) = wave {
                            self.report_stop(StopEvent::Signal { wave, reason: r });
                        }
                    }
                    _ => self.report_entry("entry", "Core file"),
                }
            }
        }
    }

    /// Starts the program afresh and runs it to its first stop, recording from its start when
    /// the launch asked.
    fn run_program(&mut self) {
        let record = self.record;
        self.run(|e| {
            e.start()?;
            if record {
                e.record_start(None)?;
            }
            e.resume()
        });
    }

    /// Runs the program to the first instruction of its kernel (a temporary breakpoint
    /// there: the simulator creates waves as they are dispatched, so there is nothing to
    /// show before one runs).
    fn run_to_entry(&mut self) {
        let Ok(e) = self.engine() else { return };
        let options = debugger::BreakpointOptions {
            temporary: true,
            first_instruction: true,
            ..Default::default()
        };
        let kernels = e.entry_kernels();
        let mut planted = Vec::new();
        let mut refused = Vec::new();
        for kernel in &kernels {
            match e.add_breakpoint(
                kernel,
                BreakpointSpec::Function(kernel.clone()),
                options.clone(),
            ) {
                Ok(b) => planted.push((b.number, kernel.clone())),
                Err(why) => refused.push(format!("{kernel}: {why}")),
            }
        }
        if planted.is_empty() {
            let why = if refused.is_empty() {
                "no kernel is loaded".to_string()
            } else {
                refused.join("; ")
            };
            self.output(
                "console",
                &format!("Cannot stop at a kernel's entry: {why}; running.\n"),
            );
        }
        self.entry_breakpoints = planted;
        self.run_program();
    }

    /// Reports the focused wave as stopped for `reason` (not a stop the engine reported).
    fn report_entry(&mut self, reason: &str, description: &str) {
        self.view.invalidate();
        let focus = self.engine().ok().and_then(|e| e.focus());
        let Some(f) = focus else {
            self.output("console", "No wave is stopped.\n");
            return;
        };
        self.lanes.insert(f.wave, f.lane);
        self.thread = Some(f.wave);
        self.send_event(
            "stopped",
            json!({
                "reason": reason,
                "description": description,
                "threadId": i64::from(f.wave.0),
                "allThreadsStopped": true,
            }),
        );
        self.focus_changed(f.wave, f.lane);
    }

    fn disconnect(&mut self, req: &Request) -> Reply {
        self.out.send(p::response(req, Ok(Value::Null)));
        self.end_session();
        Ok(None)
    }

    fn terminate(&mut self, req: &Request) -> Reply {
        self.out.send(p::response(req, Ok(Value::Null)));
        if let Some(g) = self.gdb.as_mut() {
            let _ = g.engine_mut().kill();
        }
        self.send_event("terminated", Value::Null);
        Ok(None)
    }

    fn end_session(&mut self) {
        // Dropping the session ends the kernel, or detaches from a process or stub.
        self.gdb = None;
        self.control.set(None, Vec::new());
        self.ended = true;
    }

    fn restart(&mut self, req: &Request) -> Reply {
        let e = self.engine()?;
        if !e.program().is_some_and(|p| p.restartable()) {
            return Err(Failure::shown(
                ErrorId::Unsupported,
                EngineError::CannotRestart.to_string(),
            ));
        }
        self.out.send(p::response(req, Ok(Value::Null)));
        if self.stop_on_entry {
            self.run_to_entry();
        } else {
            self.run_program();
        }
        Ok(None)
    }

    // ----- run control -----

    /// Runs `f` (which resumes the program) with interrupts armed, then reports the stop.
    fn run(&mut self, f: impl FnOnce(&mut Session) -> Result<StopEvent, EngineError>) {
        self.view.invalidate();
        let Some(gdb) = self.gdb.as_mut() else { return };
        self.control.set_running(true);
        let r = f(gdb.engine_mut());
        self.control.set_running(false);
        match r {
            Ok(stop) => self.report_stop(stop),
            Err(e) => self.run_failed(&e),
        }
    }

    /// A run or step failed: say why; the program is still where it was (or gone).
    fn run_failed(&mut self, e: &EngineError) {
        self.output("stderr", &format!("{e}\n"));
        let gone = self.gdb.as_ref().is_none_or(|g| !g.engine().is_running());
        if gone {
            self.send_event("terminated", Value::Null);
        } else if let Some(f) = self.engine().ok().and_then(|e| e.focus()) {
            self.send_event(
                "stopped",
                json!({"reason": "pause", "description": format!("Stopped: {e}"),
                       "threadId": i64::from(f.wave.0), "allThreadsStopped": true}),
            );
        }
    }

    /// The wave a run-control request names (and focuses it on the user's lane).
    fn thread_arg(&mut self, a: &Value) -> Result<WaveId, Failure> {
        let id = a
            .get("threadId")
            .and_then(Value::as_i64)
            .ok_or_else(|| Failure::new(ErrorId::BadArguments, "`threadId` is required"))?;
        self.select_thread(id)
    }

    fn continue_(&mut self, req: &Request) -> Reply {
        self.engine()?
            .require_run_control()
            .map_err(engine_failure)?;
        self.out
            .send(p::response(req, Ok(json!({"allThreadsContinued": true}))));
        self.run(|e| e.resume());
        Ok(None)
    }

    fn step(&mut self, req: &Request, kind: StepKind) -> Reply {
        let wave = self.thread_arg(&req.arguments)?;
        let e = self.engine()?;
        e.require_run_control().map_err(engine_failure)?;
        e.require_focus().map_err(engine_failure)?;
        let instruction =
            req.arguments.get("granularity").and_then(Value::as_str) == Some("instruction");
        let target = req.arguments.get("targetId").and_then(Value::as_i64);
        self.out.send(p::response(req, Ok(Value::Null)));
        self.thread = Some(wave);
        if let (StepKind::Step, Some(call)) = (kind, target.and_then(|t| u64::try_from(t).ok())) {
            // A step-in target: run the wave to that call, then step into it.
            self.run(|e| {
                if e.pc(wave)? != call {
                    let stop = e.advance(&BreakpointSpec::Address(call))?;
                    if !matches!(stop, StopEvent::Stepped { .. }) || e.pc(wave)? != call {
                        return Ok(stop);
                    }
                }
                e.step_lines(StepKind::Step, 1)
            });
        } else if instruction {
            self.run(|e| e.step_instructions(1, kind == StepKind::Next));
        } else {
            self.run(|e| e.step_lines(kind, 1));
        }
        Ok(None)
    }

    fn step_out(&mut self, req: &Request) -> Reply {
        let wave = self.thread_arg(&req.arguments)?;
        let e = self.engine()?;
        e.require_run_control().map_err(engine_failure)?;
        if e.frames().map_err(engine_failure)?.len() < 2 {
            return Err(Failure::shown(
                ErrorId::Engine,
                EngineError::OutermostFrame.to_string(),
            ));
        }
        self.out.send(p::response(req, Ok(Value::Null)));
        self.thread = Some(wave);
        self.run(|e| e.finish());
        Ok(None)
    }

    /// Checks that the program can go back now: a target that records, recording.
    fn require_history(&mut self) -> Result<(), Failure> {
        let e = self.engine()?;
        e.require_run_control().map_err(engine_failure)?;
        if e.record_status().is_none() {
            return Err(Failure::shown(
                ErrorId::Engine,
                "Nothing is recorded to go back through: launch with \"record\": true, or \
                 type `record` in the Debug Console first (the simulator records; other \
                 targets cannot).",
            ));
        }
        Ok(())
    }

    /// `stepBack`: the wave one line (or instruction) back, over calls, as gdb's
    /// `reverse-next`/`reverse-nexti`.
    fn step_back(&mut self, req: &Request) -> Reply {
        let wave = self.thread_arg(&req.arguments)?;
        self.require_history()?;
        let instruction =
            req.arguments.get("granularity").and_then(Value::as_str) == Some("instruction");
        self.out.send(p::response(req, Ok(Value::Null)));
        self.thread = Some(wave);
        self.run_back(move |e| {
            if instruction {
                e.reverse_next_instructions(1)
            } else {
                e.reverse_step_lines(StepKind::Next, 1)
            }
        });
        Ok(None)
    }

    /// `reverseContinue`: back to the most recent breakpoint hit or watched change, else to
    /// the start of the recording.
    fn reverse_continue(&mut self, req: &Request) -> Reply {
        self.require_history()?;
        self.out.send(p::response(req, Ok(Value::Null)));
        self.run_back(|e| e.reverse_resume());
        Ok(None)
    }

    /// Runs a reverse command and reports its stop; reaching the start of the recording is
    /// said in the Debug Console, as gdb says it.
    fn run_back(&mut self, f: impl FnOnce(&mut Session) -> Result<ReverseStop, EngineError>) {
        let mut history_end = false;
        self.run(|e| {
            let r = f(e)?;
            history_end = r.history_end;
            Ok(r.stop)
        });
        if history_end {
            self.output("console", "No more reverse-execution history.\n");
        }
    }

    fn pause(&mut self, _a: &Value) -> Reply {
        // The reading thread interrupted the run when the request arrived; by now the stop
        // (reason `pause`) has been reported, or nothing was running.
        self.engine()?;
        Ok(Some(Value::Null))
    }

    /// Sends the events for a stop: `stopped` (with the lanes), or `exited` and `terminated`.
    /// Log points print and go on; breakpoints whose hit condition does not hold go on.
    fn report_stop(&mut self, mut stop: StopEvent) {
        loop {
            match self.breakpoints_decide(&stop) {
                breakpoints::Decision::Stop => break,
                breakpoints::Decision::GoOn => {
                    let Some(gdb) = self.gdb.as_mut() else { return };
                    self.control.set_running(true);
                    let r = gdb.engine_mut().resume();
                    self.control.set_running(false);
                    match r {
                        Ok(s) => stop = s,
                        Err(e) => return self.run_failed(&e),
                    }
                }
            }
        }
        self.print_notices();
        self.view.invalidate();
        self.last_stop = Some(stop.clone());
        match &stop {
            StopEvent::Completed { kernel } => {
                self.output(
                    "console",
                    &format!("[Inferior 1 (kernel {kernel}) exited normally]\n"),
                );
                self.send_event("exited", json!({"exitCode": 0}));
                self.send_event("terminated", Value::Null);
                return;
            }
            StopEvent::Terminated { signal } => {
                self.output(
                    "console",
                    &format!(
                        "\nProgram terminated with signal {}, {}.\n",
                        signal.name, signal.description
                    ),
                );
                let code = 128 + i64::from(signal.number);
                self.send_event("exited", json!({"exitCode": code}));
                self.send_event("terminated", Value::Null);
                return;
            }
            StopEvent::ProcessExited { pid, how } => {
                let code = match how {
                    ProcessEnd::Code(c) => i64::from(*c),
                    ProcessEnd::Signal(s) => 128 + i64::from(*s),
                };
                self.output(
                    "console",
                    &format!("[Inferior 1 (process {pid}) exited with code {code}]\n"),
                );
                self.send_event("exited", json!({"exitCode": code}));
                self.send_event("terminated", Value::Null);
                return;
            }
            _ => {}
        }
        let Some(e) = self.gdb.as_mut().map(|g| g.engine_mut()) else {
            return;
        };
        if matches!(stop, StopEvent::WaveExited { .. }) {
            e.focus_first_stopped();
        }
        let Some(focus) = e.focus() else {
            self.output("console", "The program stopped, but no wave is stopped.\n");
            return;
        };
        let (reason, description, text, hit) = self.describe_stop(&stop, focus.lane);
        let wave = stop
            .wave()
            .filter(|w| *w == focus.wave)
            .unwrap_or(focus.wave);
        self.lanes.insert(wave, focus.lane);
        self.thread = Some(wave);
        let mut body = json!({
            "reason": reason,
            "description": description,
            "threadId": i64::from(wave.0),
            "allThreadsStopped": true,
        });
        if let Some(t) = text {
            body["text"] = json!(t);
        }
        if !hit.is_empty() {
            body["hitBreakpointIds"] = json!(hit);
        }
        self.send_event("stopped", body);
        self.focus_changed(wave, focus.lane);
    }

    /// The protocol's reason, the description (lanes included), the exception text and the
    /// breakpoints hit.
    fn describe_stop(
        &mut self,
        stop: &StopEvent,
        lane: u32,
    ) -> (String, String, Option<String>, Vec<i64>) {
        match stop {
            StopEvent::Breakpoint { breakpoints, .. }
                if self
                    .entry_breakpoints
                    .iter()
                    .any(|(n, _)| breakpoints.contains(n)) =>
            {
                // Only the first entry stops: the other kernels' entry breakpoints go.
                let mut kernel = String::new();
                for (n, name) in std::mem::take(&mut self.entry_breakpoints) {
                    if breakpoints.contains(&n) {
                        kernel = name;
                    } else if let Some(g) = self.gdb.as_mut() {
                        let _ = g.engine_mut().delete_breakpoint(n);
                    }
                }
                (
                    "entry".into(),
                    format!("Stopped at the entry of {kernel}"),
                    None,
                    vec![],
                )
            }
            StopEvent::Breakpoint {
                breakpoints, lanes, ..
            } => {
                let kind = self.breakpoints.kind_of(breakpoints);
                let numbers: Vec<String> = breakpoints.iter().map(u32::to_string).collect();
                let description = format!(
                    "Breakpoint {}, with lanes {}",
                    numbers.join(", "),
                    lane_list(lanes)
                );
                (
                    kind.to_string(),
                    description,
                    None,
                    breakpoints.iter().map(|&n| i64::from(n)).collect(),
                )
            }
            StopEvent::Watchpoint { hits, .. } => {
                let text: Vec<String> = hits.iter().map(|h| self.watch_text(h)).collect();
                (
                    "data breakpoint".into(),
                    text.join("; "),
                    None,
                    hits.iter().map(|h| i64::from(h.number)).collect(),
                )
            }
            StopEvent::Stepped { .. } => (
                "step".into(),
                format!("Stepped (lane {lane})"),
                None,
                vec![],
            ),
            StopEvent::Signal { reason, .. } => {
                let signal = reason.signal();
                (
                    "exception".into(),
                    format!("{}: {reason}", signal.description),
                    Some(signal.name.to_string()),
                    vec![],
                )
            }
            StopEvent::Check { findings, .. } => {
                let text: Vec<String> = findings.iter().map(ToString::to_string).collect();
                (
                    "exception".into(),
                    text.join("; "),
                    findings.first().map(CheckFinding::id),
                    vec![],
                )
            }
            StopEvent::Interrupted { limit: true, .. } => (
                "pause".into(),
                "Stopped: the instruction limit was reached".into(),
                None,
                vec![],
            ),
            StopEvent::Interrupted { .. } => ("pause".into(), "Paused".into(), None, vec![]),
            StopEvent::WaveExited { wave } => (
                "step".into(),
                format!("Wave {wave} exited during the step"),
                None,
                vec![],
            ),
            StopEvent::RecordedEnd { .. } => (
                "pause".into(),
                "The kernel is about to end: held before its last instruction".into(),
                None,
                vec![],
            ),
            StopEvent::WatchpointScopeLeft { watchpoints, .. } => (
                "data breakpoint".into(),
                format!(
                    "Watchpoint {} deleted: the function whose memory it watched returned",
                    watchpoints
                        .iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                None,
                vec![],
            ),
            StopEvent::Completed { .. }
            | StopEvent::ProcessExited { .. }
            | StopEvent::Terminated { .. } => ("exited".into(), String::new(), None, vec![]),
        }
    }

    /// Prints what the engine noticed (condition errors, code objects it could not load).
    fn print_notices(&mut self) {
        let Some(gdb) = self.gdb.as_mut() else { return };
        let notices = gdb.engine_mut().take_notices();
        for n in notices {
            let text = match n {
                debugger::engine::Notice::CodeObject { uri, why, .. } => {
                    format!("warning: cannot load code object {uri}: {why}\n")
                }
                debugger::engine::Notice::Condition {
                    breakpoint,
                    lane,
                    error,
                } => format!("Error in testing the condition of breakpoint {breakpoint} for lane {lane}: {error}\n"),
                debugger::engine::Notice::WaitingForLane { lane } => {
                    format!("Lane {lane} is inactive; running until it becomes active.\n")
                }
                debugger::engine::Notice::LaneStayedInactive { lane } => {
                    format!("Lane {lane} did not become active before the wave ended.\n")
                }
                debugger::engine::Notice::NotPlanted { address, why } => {
                    format!("warning: cannot plant a breakpoint at {address:#x}: {why}\n")
                }
                debugger::engine::Notice::RecordedEnd => "The kernel is about to end: it is held before its last instruction so the recording can be gone back through; continue ends it.\n".to_string(),
                debugger::engine::Notice::WatchpointOutOfScope { number } => format!(
                    "Watchpoint {number} deleted because the program has left the block in which its expression is valid.\n"
                ),
            };
            self.output("console", &text);
        }
    }

    /// `setExceptionBreakpoints`: a filter per check; the findings of checks left out do
    /// not stop the program.
    fn set_exception_breakpoints(&mut self, a: &Value) -> Reply {
        let args: p::SetExceptionBreakpointsArguments = arguments(a)?;
        let mut set = CheckSet::NONE;
        let verified: Vec<Value> = args
            .filters
            .iter()
            .map(|f| {
                let tool = Tool::ALL.into_iter().find(|t| t.name() == f);
                if let Some(t) = tool {
                    set = set.with(t);
                }
                json!({"verified": tool.is_some()})
            })
            .collect();
        self.check_stops = set;
        if let Some(g) = self.gdb.as_mut() {
            g.engine_mut().set_check_stops(set);
        }
        Ok(Some(json!({ "breakpoints": verified })))
    }

    fn exception_info(&mut self, a: &Value) -> Reply {
        let wave = self.thread_arg(a)?;
        match self.last_stop.clone() {
            Some(StopEvent::Check { wave: w, findings }) if w == wave => {
                let Some(first) = findings.first() else {
                    return Err(Failure::new(ErrorId::Engine, "no finding"));
                };
                let pc = self.engine()?.pc(wave).ok();
                let access = first.access.map(|x| {
                    format!(
                        "{} of {} byte{} at {}#{:#x}",
                        x.kind.name(),
                        x.size,
                        if x.size == 1 { "" } else { "s" },
                        x.space.name(),
                        x.address
                    )
                });
                let mut details = json!({
                    "message": first.to_string(),
                    "typeName": first.kind.name(),
                    "fullTypeName": first.id(),
                });
                if let Some(a) = access {
                    details["access"] = json!(a);
                }
                if let Some(pc) = pc {
                    details["evaluateName"] = json!("$pc");
                    details["stackTrace"] = json!(format!("at {pc:#x}"));
                }
                let others: Vec<Value> = findings[1..]
                    .iter()
                    .map(|f| json!({"message": f.to_string(), "typeName": f.kind.name(), "fullTypeName": f.id()}))
                    .collect();
                if !others.is_empty() {
                    details["innerException"] = json!(others);
                }
                Ok(Some(json!({
                    "exceptionId": first.id(),
                    "description": first.to_string(),
                    "breakMode": "always",
                    "details": details,
                })))
            }
            Some(StopEvent::Signal { wave: w, reason }) if w == wave => {
                let signal = reason.signal();
                let (type_name, mode) = match reason {
                    StopReason::MemoryFault { .. } | StopReason::MemoryViolation => {
                        ("memory violation", "always")
                    }
                    StopReason::IllegalInstruction { .. } => ("illegal instruction", "always"),
                    StopReason::AssertTrap => ("assert trap", "always"),
                    StopReason::Deadlock => ("deadlock", "always"),
                    _ => ("trap", "always"),
                };
                let pc = self.engine()?.pc(wave).ok();
                let mut details = json!({
                    "message": reason.to_string(),
                    "typeName": type_name,
                    "fullTypeName": format!("{} ({})", signal.name, signal.description),
                });
                if let Some(pc) = pc {
                    details["evaluateName"] = json!("$pc");
                    details["stackTrace"] = json!(format!("at {pc:#x}"));
                }
                Ok(Some(json!({
                    "exceptionId": signal.name,
                    "description": format!("{}: {reason}", signal.description),
                    "breakMode": mode,
                    "details": details,
                })))
            }
            _ => Err(Failure::new(
                ErrorId::Engine,
                format!("Thread {} did not stop for an exception.", wave.0),
            )),
        }
    }
}

/// Deserialises a request's arguments into their schema type.
fn arguments<T: serde::de::DeserializeOwned>(a: &Value) -> Result<T, Failure> {
    let v = if a.is_null() { json!({}) } else { a.clone() };
    serde_json::from_value(v)
        .map_err(|e| Failure::new(ErrorId::BadArguments, format!("bad arguments: {e}")))
}

/// An engine error as a failed request.
fn engine_failure(e: EngineError) -> Failure {
    let id = match e {
        EngineError::NotRunning => ErrorId::NoSession,
        EngineError::WaveRunning => ErrorId::NotStopped,
        EngineError::CannotRun | EngineError::CannotWrite(_) | EngineError::CannotRestart => {
            ErrorId::Unsupported
        }
        EngineError::NoWave(_) | EngineError::NoFrame(_) | EngineError::NoLane { .. } => {
            ErrorId::StaleReference
        }
        _ => ErrorId::Engine,
    };
    Failure::new(id, e.to_string())
}
