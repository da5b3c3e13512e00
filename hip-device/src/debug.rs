//! A HIP program under a debugger (`hdb debug --sim`): its kernels as one [`Target`].
//!
//! The program runs natively and is not debugged; the runtime serving it ([`Runtime`]) is
//! given a [`DebuggerLink`] and, instead of running each dispatch to its end, hands the
//! dispatch's [`Simulator`] to the debugger's thread and waits for it back. [`ProgramTarget`]
//! is that thread's side: a target whose waves are those of the dispatch in flight, whose
//! code objects are the ones the program's fat binaries and modules loaded (reported with
//! [`Event::CodeObjectsChanged`], so breakpoints resolve when the code registers), and whose
//! end is the program's ([`Event::ProcessExited`]). A dispatch that completes is given back
//! (the program goes on to its next call) rather than reported: the program's end is the end.
//! Breakpoints and watchpoints are kept here and planted in every dispatch as it arrives.
//!
//! With the program's sanitizers on (`Options::checks`), every dispatch arrives with them
//! (one [`crate::check::ProgramChecks`] for the program), so a finding stops its wave as in
//! a launch; between dispatches and after the end, [`Target::sanitizer`] answers with the
//! findings as last seen.
//!
//! [`Runtime`]: crate::runtime::Runtime

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Child;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};
use std::sync::Arc;
use std::time::Duration;

use amdgpu::check::CheckSet;
use amdgpu::target::{
    Agent, Breakpoints, Dispatch, Event, Executed, FindingCount, HostThread, Lane, LastWrite,
    LoadedCodeObject, ProcessEnd, Queue, RecordStatus, Replay, ResumeMode, RunControl, Sanitizer,
    Target, TargetError, TargetResult, Wait, WatchRegion, WatchScope, WatchTrigger, Watchpoints,
    Wave, WaveId, WriteMemory, WriteRegisters,
};
use amdgpu::{AddressSpace, Register};
use sim::{Machine, Simulator};

use crate::host::HostLost;
use crate::protocol::CallingThread;

/// What the runtime tells the debugger.
pub enum DebugEvent {
    /// The devices' code objects changed (a fat binary registered or unregistered, a module
    /// loaded or unloaded): the set now, with the agents and queues.
    CodeObjects {
        /// The agents.
        agents: Vec<Agent>,
        /// Their queues.
        queues: Vec<Queue>,
        /// Every loaded code object.
        code_objects: Vec<LoadedCodeObject>,
    },
    /// A kernel launch, not started yet: the debugger runs it and sends the simulator back
    /// on `done` when it has ended.
    Dispatch {
        /// The dispatch.
        simulator: Box<Simulator>,
        /// Where it goes back.
        done: SyncSender<Box<Simulator>>,
        /// The program thread waiting in the launch, with its stack.
        caller: CallingThread,
    },
}

/// The runtime's end of the link to a debugger.
#[derive(Debug, Clone)]
pub struct DebuggerLink {
    events: Sender<DebugEvent>,
}

impl DebuggerLink {
    /// A link and the debugger's end of it.
    pub fn new() -> (DebuggerLink, Receiver<DebugEvent>) {
        let (events, receiver) = mpsc::channel();
        (DebuggerLink { events }, receiver)
    }

    /// Tells the debugger the machine's code objects now (a debugger that went away is
    /// not told).
    pub(crate) fn code_objects_changed(&self, machine: &Machine) {
        let _ = self.events.send(DebugEvent::CodeObjects {
            agents: machine.target_agents(),
            queues: machine.target_queues(),
            code_objects: machine.target_code_objects(),
        });
    }

    /// Hands a dispatch to the debugger and waits until it has run; an error when the
    /// debugger ended the session meanwhile (the machine is then gone with it).
    pub(crate) fn run_dispatch(
        &self,
        simulator: Simulator,
        caller: CallingThread,
    ) -> Result<Simulator, HostLost> {
        let lost = || HostLost("the debugger ended the program".into());
        let (done, back) = mpsc::sync_channel(1);
        self.events
            .send(DebugEvent::Dispatch {
                simulator: Box::new(simulator),
                done,
                caller,
            })
            .map_err(|_| lost())?;
        back.recv().map(|b| *b).map_err(|_| lost())
    }
}

/// The findings of the program's checks at some moment: what [`Target::sanitizer`] answers
/// while no dispatch holds the checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FindingsSeen {
    /// The checks that run.
    pub checks: CheckSet,
    /// Every finding so far, with its count.
    pub findings: Vec<FindingCount>,
}

impl FindingsSeen {
    /// What `sanitizer` says now.
    pub fn of(sanitizer: &dyn Sanitizer) -> FindingsSeen {
        FindingsSeen {
            checks: sanitizer.checks(),
            findings: sanitizer.findings(),
        }
    }
}

impl Sanitizer for FindingsSeen {
    fn checks(&self) -> CheckSet {
        self.checks
    }

    fn findings(&self) -> Vec<FindingCount> {
        self.findings.clone()
    }
}

/// Runs once the program has ended, before the end is reported (a report of what the
/// program did, from the runtime's state): the checks' findings then, if they run.
pub type EndHook = Box<dyn FnMut(ProcessEnd) -> Option<FindingsSeen> + Send>;

/// The dispatch the debugger holds.
struct InFlight {
    simulator: Box<Simulator>,
    done: SyncSender<Box<Simulator>>,
    /// The thread waiting in the launch.
    caller: CallingThread,
}

/// How often a wait with no dispatch looks at the program and the interrupt flag.
const HOST_POLL: Duration = Duration::from_millis(20);

/// The kernels of a running HIP program as a target (see the module documentation).
pub struct ProgramTarget {
    events: Receiver<DebugEvent>,
    current: Option<InFlight>,
    agents: Vec<Agent>,
    queues: Vec<Queue>,
    code_objects: Vec<LoadedCodeObject>,
    breakpoints: BTreeSet<u64>,
    watchpoints: std::collections::HashSet<WatchRegion>,
    /// Watchpoints removed while no dispatch ran: removed from the next one's memory.
    unwatched: Vec<WatchRegion>,
    child: Child,
    /// How the program ended, once it has.
    ended: Option<ProcessEnd>,
    end_reported: bool,
    /// Whether hdb stopped the program (SIGSTOP) on an interrupt between dispatches.
    host_stopped: bool,
    interrupt: Option<Arc<AtomicBool>>,
    instruction_limit: Option<u64>,
    /// A folder removed with the target (the runtime's socket).
    scratch: Option<PathBuf>,
    /// Recording is on, with this budget (`None`: the simulator's default): each dispatch
    /// is recorded from its start. The host program is not.
    recording: Option<Option<u64>>,
    /// The checks' findings as the last dispatch (or the program's end) left them.
    findings: Option<FindingsSeen>,
    at_end: Option<EndHook>,
}

impl ProgramTarget {
    /// The target of `child`, whose runtime reports on `events`; `interrupt` is the flag a
    /// front end sets on Ctrl-C, `instruction_limit` a guard applied to each dispatch,
    /// `scratch` a folder to remove when the target goes.
    pub fn new(
        child: Child,
        events: Receiver<DebugEvent>,
        interrupt: Option<Arc<AtomicBool>>,
        instruction_limit: Option<u64>,
        scratch: Option<PathBuf>,
    ) -> ProgramTarget {
        ProgramTarget {
            events,
            current: None,
            agents: Vec::new(),
            queues: Vec::new(),
            code_objects: Vec::new(),
            breakpoints: BTreeSet::new(),
            watchpoints: std::collections::HashSet::new(),
            unwatched: Vec::new(),
            child,
            ended: None,
            end_reported: false,
            host_stopped: false,
            interrupt,
            instruction_limit,
            scratch,
            recording: None,
            findings: None,
            at_end: None,
        }
    }

    /// Runs `hook` when the program ends, before the end is reported.
    pub fn on_end(&mut self, hook: EndHook) {
        self.at_end = Some(hook);
    }

    /// The program's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    fn sim(&self) -> Option<&Simulator> {
        self.current.as_ref().map(|c| &*c.simulator)
    }

    fn no_wave(wave: WaveId) -> TargetError {
        TargetError::NoWave(wave)
    }

    /// Takes a dispatch: set up for a debugger, the session's breakpoints and watchpoints
    /// planted (and those removed since the last dispatch taken out of the machine).
    fn adopt(
        &mut self,
        mut simulator: Box<Simulator>,
        done: SyncSender<Box<Simulator>>,
        caller: CallingThread,
    ) {
        simulator.set_debugger_attached(true);
        simulator.set_instruction_limit(self.instruction_limit);
        if let Some(flag) = &self.interrupt {
            simulator.set_interrupt_flag(Arc::clone(flag));
        }
        for a in Breakpoints::breakpoint_addresses(&*simulator) {
            if !self.breakpoints.contains(&a) {
                let _ = simulator.remove_breakpoint(a);
            }
        }
        // A breakpoint in code this dispatch cannot reach (an unloaded module) is kept for
        // later dispatches; the engine planted it where code was loaded.
        for &a in &self.breakpoints {
            let _ = simulator.insert_breakpoint(a);
        }
        for r in self.unwatched.drain(..) {
            let _ = simulator.remove_watchpoint(&r);
        }
        for r in &self.watchpoints {
            let _ = simulator.insert_watchpoint(r);
        }
        if let Some(budget) = self.recording {
            // The last dispatch's history went with it; this one's starts here.
            let _ = simulator.start_recording(budget);
        }
        self.agents = simulator.agents();
        self.queues = simulator.queues();
        self.current = Some(InFlight {
            simulator,
            done,
            caller,
        });
    }

    /// The dispatch in flight has ended: the program goes on.
    fn give_back(&mut self) {
        if let Some(InFlight {
            simulator, done, ..
        }) = self.current.take()
        {
            let _ = done.send(simulator);
        }
    }

    /// Whether the program has ended (reaping it once).
    fn check_ended(&mut self) -> TargetResult<bool> {
        if self.ended.is_some() {
            return Ok(true);
        }
        use std::os::unix::process::ExitStatusExt as _;
        match self.child.try_wait() {
            Ok(Some(status)) => {
                self.ended = Some(match (status.code(), status.signal()) {
                    (Some(c), _) => ProcessEnd::Code(c),
                    (None, Some(s)) => ProcessEnd::Signal(s),
                    _ => ProcessEnd::Code(-1),
                });
                Ok(true)
            }
            Ok(None) => Ok(false),
            Err(e) => Err(TargetError::Other(format!(
                "cannot wait for the program: {e}"
            ))),
        }
    }

    fn signal(&self, signal: nix::sys::signal::Signal) {
        if let Ok(pid) = i32::try_from(self.child.id()) {
            let _ = nix::sys::signal::kill(nix::unistd::Pid::from_raw(pid), signal);
        }
    }

    fn interrupted(&self) -> bool {
        self.interrupt
            .as_ref()
            .is_some_and(|f| f.load(Ordering::SeqCst))
    }

    /// Waits while no dispatch is in flight: the next thing the runtime reports, the
    /// program's end, or an interrupt.
    fn wait_host(&mut self, wait: Wait) -> TargetResult<Option<Event>> {
        if self.host_stopped && wait == Wait::Block {
            self.signal(nix::sys::signal::Signal::SIGCONT);
            self.host_stopped = false;
        }
        loop {
            let next = match wait {
                Wait::Poll => self
                    .events
                    .try_recv()
                    .map_err(|_| RecvTimeoutError::Timeout),
                Wait::Block => self.events.recv_timeout(HOST_POLL),
            };
            match next {
                Ok(DebugEvent::CodeObjects {
                    agents,
                    queues,
                    code_objects,
                }) => {
                    self.agents = agents;
                    self.queues = queues;
                    self.code_objects = code_objects;
                    return Ok(Some(Event::CodeObjectsChanged));
                }
                Ok(DebugEvent::Dispatch {
                    simulator,
                    done,
                    caller,
                }) => {
                    self.adopt(simulator, done, caller);
                    // All-stop: a poll must not start waves the engine believes stopped.
                    if wait == Wait::Poll {
                        return Ok(None);
                    }
                    return self.wait_dispatch(wait);
                }
                Err(_) if wait == Wait::Poll => return Ok(None),
                Err(_) => {}
            }
            if self.check_ended()? {
                if self.end_reported {
                    return Ok(None);
                }
                self.end_reported = true;
                let how = self.ended.unwrap_or(ProcessEnd::Code(0));
                if let Some(mut hook) = self.at_end.take() {
                    if let Some(seen) = hook(how) {
                        self.findings = Some(seen);
                    }
                }
                return Ok(Some(Event::ProcessExited {
                    pid: self.child.id(),
                    how,
                }));
            }
            if self.interrupted() {
                // The host program is held while the user looks; the engine sees the flag
                // once this wait returns (an unchanged code-object set is a no-op for it).
                self.signal(nix::sys::signal::Signal::SIGSTOP);
                self.host_stopped = true;
                return Ok(Some(Event::CodeObjectsChanged));
            }
        }
    }

    /// Waits on the dispatch in flight; its completion gives it back and waits on the
    /// program.
    fn wait_dispatch(&mut self, wait: Wait) -> TargetResult<Option<Event>> {
        let Some(c) = self.current.as_mut() else {
            return self.wait_host(wait);
        };
        match c.simulator.wait(wait)? {
            Some(Event::DispatchCompleted { .. }) => {
                if let Some(c) = self.current.as_ref() {
                    self.code_objects = c.simulator.code_objects();
                    if let Some(s) = c.simulator.sanitizer() {
                        self.findings = Some(FindingsSeen::of(s));
                    }
                }
                self.give_back();
                match wait {
                    Wait::Poll => Ok(None),
                    Wait::Block => self.wait_host(wait),
                }
            }
            e => Ok(e),
        }
    }
}

impl Drop for ProgramTarget {
    fn drop(&mut self) {
        if !self.check_ended().unwrap_or(true) {
            self.signal(nix::sys::signal::Signal::SIGKILL);
            let _ = self.child.wait();
        }
        // The runtime's thread waiting for this dispatch learns the debugger is gone.
        self.current = None;
        if let Some(dir) = &self.scratch {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

impl Target for ProgramTarget {
    fn agents(&mut self) -> Vec<Agent> {
        self.agents.clone()
    }

    fn queues(&mut self) -> Vec<Queue> {
        self.queues.clone()
    }

    fn dispatches(&mut self) -> Vec<Dispatch> {
        self.sim().map(|s| s.dispatches()).unwrap_or_default()
    }

    fn waves(&mut self) -> Vec<Wave> {
        self.sim().map(|s| s.waves()).unwrap_or_default()
    }

    fn wave(&mut self, id: WaveId) -> TargetResult<Wave> {
        self.sim().ok_or(Self::no_wave(id))?.wave(id)
    }

    fn code_objects(&mut self) -> Vec<LoadedCodeObject> {
        match self.sim() {
            Some(s) => s.code_objects(),
            None => self.code_objects.clone(),
        }
    }

    /// The program's threads; the one waiting in the launch of the dispatch in flight has
    /// the stack its runtime sent (the others run on, natively).
    fn host_threads(&mut self) -> Vec<HostThread> {
        let pid = self.child.id();
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
            return Vec::new();
        };
        let mut lwps: Vec<u32> = tasks
            .filter_map(|e| e.ok()?.file_name().to_str()?.parse().ok())
            .collect();
        lwps.sort_unstable();
        let caller = self.current.as_ref().map(|c| &c.caller);
        lwps.into_iter()
            .map(|lwp| {
                let name = HostThread::name_of(pid, lwp);
                let stack = caller.filter(|c| c.lwp == lwp && !c.frames.is_empty());
                HostThread {
                    lwp,
                    handle: stack.map(|c| c.handle),
                    name,
                    pc: stack.and_then(|c| c.frames.first().copied()),
                    callers: stack.map(|c| c.frames[1..].to_vec()).unwrap_or_default(),
                }
            })
            .collect()
    }

    fn process_id(&self) -> Option<u32> {
        Some(self.child.id())
    }

    fn apertures(&mut self, wave: WaveId) -> Option<amdgpu::Apertures> {
        self.sim()?.apertures(wave)
    }

    fn read_register(&mut self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        self.sim()
            .ok_or(Self::no_wave(wave))?
            .read_register(wave, reg, out)
    }

    fn read_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()> {
        self.sim()
            .ok_or(Self::no_wave(wave))?
            .read_memory(wave, lane, space, address, out)
    }

    fn register_writes(&mut self) -> Option<&mut dyn WriteRegisters> {
        self.current.as_mut()?.simulator.register_writes()
    }

    fn memory_writes(&mut self) -> Option<&mut dyn WriteMemory> {
        self.current.as_mut()?.simulator.memory_writes()
    }

    fn run_control(&mut self) -> Option<&mut dyn RunControl> {
        Some(self)
    }

    fn breakpoints(&mut self) -> Option<&mut dyn Breakpoints> {
        Some(self)
    }

    fn watchpoints(&mut self) -> Option<&mut dyn Watchpoints> {
        Some(self)
    }

    fn core_writer(&mut self) -> Option<&mut dyn amdgpu::target::WriteCore> {
        self.current.as_mut()?.simulator.core_writer()
    }

    fn replay(&mut self) -> Option<&mut dyn Replay> {
        Some(self)
    }

    fn sanitizer(&self) -> Option<&dyn Sanitizer> {
        match self.sim() {
            Some(s) => s.sanitizer(),
            None => self.findings.as_ref().map(|f| f as &dyn Sanitizer),
        }
    }
}

/// Reverse execution goes back within the dispatch in flight: its simulator records it from
/// its start. The host program between dispatches is not recorded.
impl ProgramTarget {
    fn history(&mut self) -> TargetResult<&mut Simulator> {
        match self.current.as_mut() {
            Some(c) => Ok(&mut c.simulator),
            None => Err(TargetError::Other(
                "no kernel is running: only a dispatch's kernels are recorded, not the host \
                 program"
                    .into(),
            )),
        }
    }
}

impl Replay for ProgramTarget {
    fn start_recording(&mut self, budget: Option<u64>) -> TargetResult<()> {
        if let Some(c) = self.current.as_mut() {
            c.simulator.start_recording(budget)?;
        }
        self.recording = Some(budget);
        Ok(())
    }

    fn stop_recording(&mut self) {
        if let Some(c) = self.current.as_mut() {
            c.simulator.stop_recording();
        }
        self.recording = None;
    }

    fn record_status(&mut self) -> Option<RecordStatus> {
        let budget = self.recording?;
        match self.current.as_mut() {
            Some(c) => c.simulator.record_status(),
            // Between dispatches: on, with nothing recorded yet.
            None => Some(RecordStatus {
                oldest: 0,
                position: 0,
                end: 0,
                snapshots: 0,
                bytes: 0,
                budget: budget.unwrap_or(sim::DEFAULT_BUDGET),
                dropped: false,
            }),
        }
    }

    fn set_record_budget(&mut self, bytes: u64) {
        if self.recording.is_some() {
            self.recording = Some(Some(bytes));
        }
        if let Some(c) = self.current.as_mut() {
            c.simulator.set_record_budget(bytes);
        }
    }

    fn executed(&mut self, time: u64) -> Option<Executed> {
        self.current.as_mut()?.simulator.executed(time)
    }

    fn executed_range(&mut self, from: u64, to: u64, out: &mut Vec<Executed>) {
        match self.current.as_mut() {
            Some(c) => c.simulator.executed_range(from, to, out),
            None => out.clear(),
        }
    }

    fn goto(&mut self, time: u64) -> TargetResult<Option<WaveId>> {
        self.history()?.goto(time)
    }

    fn last_write(
        &mut self,
        scope: WatchScope,
        address: u64,
        len: u64,
        before: u64,
    ) -> TargetResult<Option<LastWrite>> {
        self.history()?.last_write(scope, address, len, before)
    }
}

impl RunControl for ProgramTarget {
    fn resume(&mut self, wave: WaveId, mode: ResumeMode) -> TargetResult<()> {
        self.current
            .as_mut()
            .ok_or(Self::no_wave(wave))?
            .simulator
            .resume(wave, mode)
    }

    fn stop(&mut self, wave: WaveId) -> TargetResult<()> {
        RunControl::stop(
            &mut *self.current.as_mut().ok_or(Self::no_wave(wave))?.simulator,
            wave,
        )
    }

    fn wait(&mut self, wait: Wait) -> TargetResult<Option<Event>> {
        self.wait_dispatch(wait)
    }
}

impl Breakpoints for ProgramTarget {
    fn insert_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        if let Some(c) = self.current.as_mut() {
            c.simulator.insert_breakpoint(address)?;
        }
        self.breakpoints.insert(address);
        Ok(())
    }

    fn remove_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        if let Some(c) = self.current.as_mut() {
            c.simulator.remove_breakpoint(address)?;
        }
        self.breakpoints.remove(&address);
        Ok(())
    }

    fn breakpoint_addresses(&self) -> Vec<u64> {
        self.breakpoints.iter().copied().collect()
    }
}

impl Watchpoints for ProgramTarget {
    fn insert_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        if let Some(c) = self.current.as_mut() {
            c.simulator.insert_watchpoint(region)?;
        }
        self.watchpoints.insert(*region);
        Ok(())
    }

    fn remove_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        match self.current.as_mut() {
            Some(c) => c.simulator.remove_watchpoint(region)?,
            None => self.unwatched.push(*region),
        }
        self.watchpoints.remove(region);
        Ok(())
    }

    fn triggered(&mut self, wave: WaveId) -> Vec<WatchTrigger> {
        match self.current.as_mut() {
            Some(c) => c.simulator.triggered(wave),
            None => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use amdgpu::target::StopReason;
    use sim::{Launch, LaunchArg};

    fn simulator() -> Simulator {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../corpus/clang19/gfx90a/arith-O2.hsaco"
        );
        let bytes = std::fs::read(path).unwrap();
        let launch = Launch {
            kernel: "arith_int_float_vec_struct".into(),
            grid: [128, 1, 1],
            block: [64, 1, 1],
            args: (0..4).map(|_| LaunchArg::Buffer(vec![0; 8192])).collect(),
            recorded: None,
        };
        Simulator::new(&bytes, &launch).unwrap()
    }

    fn program() -> Child {
        std::process::Command::new("true").spawn().unwrap()
    }

    #[test]
    fn dispatches_run_under_the_target_and_the_program_end_is_the_end() {
        let (link, events) = DebuggerLink::new();
        let mut t = ProgramTarget::new(program(), events, None, None, None);
        let sim = simulator();
        let known = sim.code_objects();
        link.code_objects_changed(sim.machine());
        assert_eq!(t.wait(Wait::Block), Ok(Some(Event::CodeObjectsChanged)));
        assert_eq!(t.code_objects(), known);
        assert!(t.waves().is_empty());
        // Planted before the dispatch exists: the dispatch gets it when it arrives.
        let entry = known[0].load_base + 0x1800;
        t.insert_breakpoint(entry).unwrap();
        let runtime = std::thread::spawn(move || {
            link.run_dispatch(sim, CallingThread::default())
                .map(|s| s.dispatch_id())
        });
        let mut hits = 0;
        loop {
            match t.wait(Wait::Block) {
                Ok(Some(Event::WaveStopped {
                    wave,
                    pc,
                    reason: StopReason::Breakpoint,
                    ..
                })) => {
                    assert_eq!(pc, entry);
                    assert_eq!(t.dispatches().len(), 1);
                    hits += 1;
                    t.resume(wave, ResumeMode::Continue).unwrap();
                }
                Ok(Some(Event::WaveExited { .. })) => {}
                // The completed dispatch went back to the program, which then ended.
                Ok(Some(Event::ProcessExited { how, .. })) => {
                    assert_eq!(how, ProcessEnd::Code(0));
                    break;
                }
                e => panic!("unexpected {e:?}"),
            }
        }
        assert_eq!(hits, 2, "one hit per wave");
        assert_eq!(runtime.join().unwrap().ok(), Some(1));
        assert!(t.waves().is_empty());
        assert_eq!(t.wait(Wait::Block), Ok(None));
    }

    /// While a dispatch is held, the thread that launched it is a host thread with the stack
    /// its runtime sent; the program's other threads (none here) would be running.
    #[test]
    fn the_launching_thread_is_a_host_thread_with_its_stack() {
        let child = std::process::Command::new("sleep")
            .arg("10")
            .spawn()
            .unwrap();
        let lwp = child.id();
        let (link, events) = DebuggerLink::new();
        let mut t = ProgramTarget::new(child, events, None, None, None);
        let sim = simulator();
        let entry = sim.code_objects()[0].load_base + 0x1800;
        t.insert_breakpoint(entry).unwrap();
        let caller = CallingThread {
            lwp,
            handle: 0x7f00_0000_1000,
            frames: vec![0x7f00_0000_2000, 0x5555_0000_1000, 0x5555_0000_2000],
        };
        let runtime = std::thread::spawn(move || link.run_dispatch(sim, caller).is_err());
        loop {
            match t.wait(Wait::Block) {
                Ok(Some(Event::WaveStopped { .. })) => break,
                Ok(Some(_)) => {}
                e => panic!("unexpected {e:?}"),
            }
        }
        let hosts = t.host_threads();
        assert_eq!(hosts.len(), 1, "{hosts:?}");
        assert_eq!(hosts[0].lwp, lwp);
        assert_eq!(hosts[0].handle, Some(0x7f00_0000_1000));
        assert_eq!(hosts[0].pc, Some(0x7f00_0000_2000));
        assert_eq!(hosts[0].callers, [0x5555_0000_1000, 0x5555_0000_2000]);
        assert_eq!(hosts[0].name.as_deref(), Some("sleep"));
        drop(t);
        assert!(
            runtime.join().unwrap(),
            "the dropped target released the runtime"
        );
    }

    /// Runs one checked dispatch under `t` to the program's end, stopping once at a
    /// breakpoint: what `sanitizer` says there.
    fn run_checked(t: &mut ProgramTarget, link: DebuggerLink) -> Option<CheckSet> {
        let mut sim = simulator();
        sim.enable_checks(CheckSet::of(amdgpu::check::Tool::Memory))
            .unwrap();
        let entry = sim.code_objects()[0].load_base + 0x1800;
        t.insert_breakpoint(entry).unwrap();
        let runtime =
            std::thread::spawn(move || link.run_dispatch(sim, CallingThread::default()).is_ok());
        let mut at_stop = None;
        loop {
            match t.wait(Wait::Block) {
                Ok(Some(Event::WaveStopped { wave, .. })) => {
                    at_stop = t.sanitizer().map(|s| s.checks());
                    let _ = t.remove_breakpoint(entry);
                    t.resume(wave, ResumeMode::Continue).unwrap();
                }
                Ok(Some(Event::ProcessExited { .. })) => break,
                Ok(Some(_)) => {}
                e => panic!("unexpected {e:?}"),
            }
        }
        assert!(runtime.join().unwrap());
        at_stop
    }

    #[test]
    fn the_checks_findings_outlive_their_dispatch_and_the_program() {
        let memory = Some(CheckSet::of(amdgpu::check::Tool::Memory));
        // The dispatch's checks answer at a stop, and as it left them after it.
        let (link, events) = DebuggerLink::new();
        let mut t = ProgramTarget::new(program(), events, None, None, None);
        assert!(t.sanitizer().is_none(), "no checks run yet");
        assert_eq!(run_checked(&mut t, link), memory);
        assert_eq!(t.sanitizer().map(|s| s.checks()), memory);
        // The end hook's answer wins after the end.
        let (link, events) = DebuggerLink::new();
        let mut t = ProgramTarget::new(program(), events, None, None, None);
        let ended = FindingsSeen {
            checks: CheckSet::ALL,
            findings: Vec::new(),
        };
        let at_end = ended.clone();
        t.on_end(Box::new(move |how| {
            assert_eq!(how, ProcessEnd::Code(0));
            Some(at_end.clone())
        }));
        assert_eq!(run_checked(&mut t, link), memory);
        assert_eq!(t.sanitizer().map(FindingsSeen::of), Some(ended));
    }

    #[test]
    fn a_target_dropped_mid_dispatch_releases_the_runtime() {
        let (link, events) = DebuggerLink::new();
        let mut t = ProgramTarget::new(program(), events, None, None, None);
        let sim = simulator();
        let entry = sim.code_objects()[0].load_base + 0x1800;
        t.insert_breakpoint(entry).unwrap();
        let runtime =
            std::thread::spawn(move || link.run_dispatch(sim, CallingThread::default()).is_err());
        assert!(matches!(
            t.wait(Wait::Block),
            Ok(Some(Event::WaveStopped { .. }))
        ));
        drop(t);
        assert!(
            runtime.join().unwrap(),
            "the runtime learns the debugger is gone"
        );
    }
}
