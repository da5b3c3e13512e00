//! A fake amd-dbgapi library for tests, backed by any hdb [`Target`] (in practice the wave
//! simulator): the library's C functions written in Rust, handed out either as a
//! [`FnTable`] (in process) or behind a generated shared object that exports the real
//! versioned symbols ([`shim`]).
//!
//! It behaves like the library where hdb can observe it: opaque handles, lists and strings
//! allocated with the client's `allocate_memory`, a notifier pipe, events that must be
//! acknowledged once, breakpoints planted by writing the architecture's breakpoint
//! instruction, displaced stepping, no event when a wave ends. Faults can be injected
//! ([`Fake::fail`], [`Fake::unknown_stop_bits`], [`Fake::extra_event`],
//! [`Fake::fail_allocation`]).
//!
//! State is per thread (the library is single-threaded, and each test thread gets its own).

// It implements the library's C ABI: `extern "C"` functions handed out as pointers.
#![allow(unsafe_code)]

pub mod host;
pub mod shim;

use std::cell::RefCell;
use std::collections::{HashMap, HashSet, VecDeque};
use std::ffi::{c_char, c_void};

use amdgpu::aspace::AddressSpace;
use amdgpu::register::{Register, WaveSize};
use amdgpu::target::{
    Event, FaultKind, FenceScope, Lane, ResumeMode, StopReason, Target, TargetError, Wait, WaveId,
    WaveState,
};
use dbgapi::sys::{self, Status};
use dbgapi::{FnTable, Profile, Version};

/// The breakpoint instruction the fake reports (`s_trap 1`, GFX9+ encoding).
pub const BREAKPOINT: [u8; 4] = [0x01, 0x00, 0x92, 0xbf];

/// What the fake needs of its backend beyond [`Target`]: global memory without naming a
/// wave (the library reads it before any wave exists, e.g. to plant breakpoints).
pub trait Backend: Target {
    /// Reads global memory; `false` when unmapped.
    fn read_global(&self, address: u64, out: &mut [u8]) -> bool;
    /// The loaded address of the kernel descriptor a dispatch runs (what the library's
    /// KERNEL_DESCRIPTOR_ADDRESS answers).
    fn kernel_descriptor(&self, dispatch: amdgpu::target::DispatchId) -> Option<u64>;
}

impl Backend for sim::Simulator {
    fn read_global(&self, address: u64, out: &mut [u8]) -> bool {
        self.memory().read(address, out).is_ok()
    }
    fn kernel_descriptor(&self, _dispatch: amdgpu::target::DispatchId) -> Option<u64> {
        // The simulator runs one dispatch; its entry is the descriptor plus the offset the
        // descriptor gives.
        let s = self.setup();
        Some(
            s.entry
                .wrapping_sub(s.kd.kernel_code_entry_byte_offset as u64),
        )
    }
}

/// The fake's state.
pub struct Fake {
    target: Box<dyn Backend>,
    version: Version,
    callbacks: Option<sys::Callbacks>,
    client: Option<sys::ClientProcessId>,
    os_pid: Option<i32>,
    events: VecDeque<(u64, sys::EventKind, u64)>,
    next_event: u64,
    acknowledged: HashSet<u64>,
    notifier: [i32; 2],
    planted: HashSet<u64>,
    next_displaced: u64,
    fault: Option<(&'static str, Status)>,
    /// How many more calls the fault applies to (`None`: all of them).
    fault_left: Option<u32>,
    unknown_stop_bits: u32,
    extra_event: Option<sys::EventKind>,
    fail_allocation: bool,
    finished: bool,
    client_idle: bool,
    /// The core note a core-mode attach was given.
    pub core_note: Option<Vec<u8>>,
    /// Watchpoints set: id → (address, length).
    watch: HashMap<u64, (u64, u64)>,
    /// A host address to ask the client to break at on attach (ROCr's `r_brk`).
    runtime_breakpoint: Option<u64>,
    /// A host address to read 8 bytes of through `xfer_global_memory` on attach.
    probe: Option<u64>,
    /// What that read returned.
    pub probed: Option<Vec<u8>>,
    /// Calls made, by function name (for tests).
    pub calls: HashMap<&'static str, u32>,
    /// The runtime's code object is loaded at the first hit of the runtime breakpoint (and
    /// unloaded at a hit after its dispatch ended), as ROCr loads a host program's kernels
    /// when it runs, instead of being there from the attach.
    deferred_load: bool,
    /// Whether the code object (and with it the dispatch) is loaded.
    loaded: bool,
    /// The host thread a HALT left stopped at the runtime breakpoint, resumed by the
    /// BREAKPOINT_RESUME that follows the acknowledgement of CODE_OBJECT_LIST_UPDATED.
    halted_thread: u64,
    /// How many GPU breakpoints were planted when each CODE_OBJECT_LIST_UPDATED was
    /// acknowledged (a client must plant its pending breakpoints before acknowledging).
    pub planted_at_acknowledgement: Vec<usize>,
    /// The code object's file image at a process address: its URI is then
    /// `memory://PID#offset=ADDR&size=N` and global reads there return the image.
    memory_image: Option<(u64, Vec<u8>)>,
}

thread_local! {
    static FAKE: RefCell<Option<Fake>> = const { RefCell::new(None) };
}

impl Fake {
    /// Reads global memory of the backend (after the session too: a test compares the
    /// program's output with a free run's).
    pub fn read_global(&self, address: u64, out: &mut [u8]) -> bool {
        self.target.read_global(address, out)
    }

    /// Makes every later call of `function` (its name without `amd_dbgapi_`) fail with
    /// `status`; `None` stops failing.
    pub fn fail(&mut self, fault: Option<(&'static str, Status)>) {
        self.fault = fault;
        self.fault_left = None;
    }
    /// Makes the next `times` calls of `function` fail with `status`, then succeed again.
    pub fn fail_times(&mut self, function: &'static str, status: Status, times: u32) {
        self.fault = Some((function, status));
        self.fault_left = Some(times);
    }
    /// Adds stop-reason bits a newer library might report.
    pub fn unknown_stop_bits(&mut self, bits: u32) {
        self.unknown_stop_bits = bits;
    }
    /// Queues one event of a kind hdb does not know.
    pub fn extra_event(&mut self, kind: sys::EventKind) {
        self.extra_event = Some(kind);
    }
    /// Makes the library's allocations fail (as the callback returns NULL when out of memory).
    pub fn fail_allocation(&mut self, on: bool) {
        self.fail_allocation = on;
    }
    /// On attach, asks the client for a host breakpoint at `address` (as the library does
    /// for ROCr's `r_brk`); hits come back through `report_breakpoint_hit`.
    pub fn runtime_breakpoint(&mut self, address: u64) {
        self.runtime_breakpoint = Some(address);
    }
    /// Loads the code object only at the first hit of the runtime breakpoint (see
    /// [`Fake::runtime_breakpoint`]), and unloads it at a later hit once its dispatch has
    /// ended: until the load there are no code objects, dispatches or waves, and each change
    /// raises CODE_OBJECT_LIST_UPDATED with the hitting thread halted until the event is
    /// acknowledged (then BREAKPOINT_RESUME), as the library does for ROCr's loader.
    pub fn load_at_runtime_breakpoint(&mut self) {
        self.deferred_load = true;
        self.loaded = false;
    }
    /// Names the code object by a `memory://` URI for `image` (its file's bytes) placed at
    /// process address `address`, as ROCr names one HIP loaded from memory; global reads
    /// there return the image.
    pub fn code_object_in_memory(&mut self, address: u64, image: Vec<u8>) {
        self.memory_image = Some((address, image));
    }
    /// Whether the code object is loaded now.
    pub fn loaded(&self) -> bool {
        self.loaded
    }
    /// On attach, reads 8 bytes at `address` through the client's `xfer_global_memory`.
    pub fn probe(&mut self, address: u64) {
        self.probe = Some(address);
    }
    /// Events acknowledged so far.
    pub fn acknowledged(&self) -> usize {
        self.acknowledged.len()
    }
}

/// Installs a fake over `target` for this thread, reporting `version`; returns the function
/// table to hand to [`dbgapi::Instance::new`].
pub fn install(target: Box<dyn Backend>, version: Version) -> Option<FnTable> {
    let profile = Profile::for_version(version)?;
    let mut fds = [-1i32; 2];
    // SAFETY: `fds` has room for the two descriptors pipe2 writes.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) } != 0 {
        return None;
    }
    let old = FAKE.with(|f| {
        f.borrow_mut().replace(Fake {
            target,
            version,
            callbacks: None,
            client: None,
            os_pid: None,
            events: VecDeque::new(),
            next_event: 1,
            acknowledged: HashSet::new(),
            notifier: fds,
            planted: HashSet::new(),
            next_displaced: 1,
            fault: None,
            fault_left: None,
            unknown_stop_bits: 0,
            extra_event: None,
            fail_allocation: false,
            finished: false,
            client_idle: true,
            core_note: None,
            runtime_breakpoint: None,
            watch: HashMap::new(),
            probe: None,
            probed: None,
            calls: HashMap::new(),
            deferred_load: false,
            loaded: true,
            halted_thread: 0,
            planted_at_acknowledgement: Vec::new(),
            memory_image: None,
        })
    });
    if let Some(old) = old {
        close_pipe(old.notifier);
    }
    Some(table(version, profile))
}

fn close_pipe(fds: [i32; 2]) {
    for fd in fds {
        // SAFETY: the fake owns both ends and closes each once.
        unsafe { libc::close(fd) };
    }
}

/// Runs `f` on this thread's fake (to inject faults or inspect it).
pub fn with<R>(f: impl FnOnce(&mut Fake) -> R) -> Option<R> {
    FAKE.with(|c| c.try_borrow_mut().ok()?.as_mut().map(f))
}

/// Runs a fake function body: counts the call, applies an injected fault, maps a missing
/// fake or a panic to an error (never an unwind into C).
fn call(name: &'static str, f: impl FnOnce(&mut Fake) -> Status) -> Status {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        FAKE.with(|c| {
            let Ok(mut g) = c.try_borrow_mut() else {
                return Status::ERROR;
            };
            let Some(fake) = g.as_mut() else {
                return Status::ERROR_NOT_INITIALIZED;
            };
            *fake.calls.entry(name).or_default() += 1;
            if let Some((n, s)) = fake.fault {
                if n == name {
                    match fake.fault_left.as_mut() {
                        None => return s,
                        Some(0) => fake.fault = None,
                        Some(left) => {
                            *left -= 1;
                            return s;
                        }
                    }
                }
            }
            f(fake)
        })
    }))
    .unwrap_or(Status::ERROR)
}

/// Writes a fixed-size answer, checking the size the caller gave (as the library does).
fn put<T>(size: usize, value: *mut c_void, v: T) -> Status {
    if value.is_null() {
        return Status::ERROR_INVALID_ARGUMENT;
    }
    if size != std::mem::size_of::<T>() {
        return Status::ERROR_INVALID_ARGUMENT_COMPATIBILITY;
    }
    // SAFETY: non-NULL, and the caller promised `size` writable bytes, which is T's size.
    unsafe { (value as *mut T).write_unaligned(v) };
    Status::SUCCESS
}

impl Fake {
    /// Allocates with the client's callback and copies `items` in.
    fn alloc<T: Copy>(&self, items: &[T]) -> Option<*mut T> {
        let cb = self.callbacks?;
        let bytes = std::mem::size_of_val(items);
        let ask = if self.fail_allocation {
            usize::MAX / 2
        } else {
            bytes.max(1)
        };
        // SAFETY: the client's allocate callback takes any size and returns NULL or memory.
        let p = unsafe { (cb.allocate_memory)(ask) } as *mut T;
        if p.is_null() {
            return None;
        }
        // SAFETY: `p` has room for `bytes` bytes; source and destination do not overlap.
        unsafe { std::ptr::copy_nonoverlapping(items.as_ptr(), p, items.len()) };
        Some(p)
    }

    fn put_string(&self, size: usize, value: *mut c_void, s: &str) -> Status {
        let mut b = s.as_bytes().to_vec();
        b.push(0);
        match self.alloc(&b) {
            Some(p) => put(size, value, p as *mut c_char),
            None => Status::ERROR,
        }
    }

    fn put_list<T: Copy>(&self, items: &[T], n: *mut usize, out: *mut *mut T) -> Status {
        if n.is_null() || out.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        let Some(p) = self.alloc(items) else {
            return Status::ERROR;
        };
        // SAFETY: both out-pointers are non-NULL (checked).
        unsafe {
            *n = items.len();
            *out = p;
        }
        Status::SUCCESS
    }

    fn wave_size(&mut self, w: u64) -> Option<WaveSize> {
        self.wave(w).map(|w| w.wave_size)
    }

    fn queue(&mut self, q: sys::QueueId) -> Option<amdgpu::target::Queue> {
        self.target
            .queues()
            .into_iter()
            .find(|x| u64::from(x.id.0) == q.handle)
    }

    fn wave(&mut self, w: u64) -> Option<amdgpu::target::Wave> {
        self.target
            .waves()
            .into_iter()
            .find(|x| u64::from(x.id.0) == w && x.state != WaveState::Exited)
    }

    fn any_wave(&mut self) -> Option<WaveId> {
        self.target.waves().first().map(|w| w.id)
    }

    fn notify(&self) {
        let b = [1u8];
        // SAFETY: the write end is ours and non-blocking; a full pipe already signals.
        let _ = unsafe { libc::write(self.notifier[1], b.as_ptr().cast(), 1) };
    }

    /// Collects the stops the target already has; if there are none, runs it (the
    /// "hardware" runs while the client waits) until a wave stops, then collects the stops
    /// pending with it.
    fn pump(&mut self) {
        self.drain(Wait::Poll);
        // The simulator runs only while the client waits, i.e. once it has seen "no event"
        // (the library's waves run all along; this keeps the simulator's all-stop order).
        if !self.events.is_empty() || self.finished || !self.client_idle || !self.loaded {
            return;
        }
        let waves = self.target.waves();
        // Before the first wave exists the dispatch is still to start: the "hardware" runs.
        let running = waves.is_empty() || waves.iter().any(|w| w.state == WaveState::Running);
        if running {
            self.drain(Wait::Block);
        }
    }

    fn drain(&mut self, mut mode: Wait) {
        loop {
            let Some(rc) = self.target.run_control() else {
                return;
            };
            match rc.wait(mode) {
                Ok(Some(Event::WaveStopped { wave, .. })) => {
                    self.events
                        .push_back((0, sys::EventKind::WAVE_STOP, u64::from(wave.0)));
                    mode = Wait::Poll;
                }
                Ok(Some(Event::DispatchCompleted { .. })) => {
                    self.finished = true;
                    return;
                }
                // Blocking with nothing to report means nothing runs any more; a poll
                // with nothing pending means only that.
                Ok(None) => {
                    if mode == Wait::Block {
                        self.finished = true;
                    }
                    return;
                }
                // Ends of waves raise no event in the library; the backend's code objects
                // are the fake's to announce.
                Ok(Some(Event::WaveExited { .. }))
                | Ok(Some(Event::CodeObjectsChanged))
                | Ok(Some(Event::ProcessExited { .. })) => {}
                Err(_) => return,
            }
        }
    }
}

fn reason_bits(r: &Option<StopReason>) -> u32 {
    use sys::StopReasons as S;
    let b = match r {
        // On a GPU a deadlocked wave just waits: amd-dbgapi shows it stopped by the client.
        None | Some(StopReason::Requested) | Some(StopReason::Deadlock) => S::NONE,
        Some(StopReason::SingleStep) => S::SINGLE_STEP,
        Some(StopReason::Breakpoint) => S::BREAKPOINT,
        Some(StopReason::AssertTrap) => S::ASSERT_TRAP,
        Some(StopReason::DebugTrap) => S::DEBUG_TRAP,
        // amd-dbgapi has no reason for a sanitizer's finding (the fake runs no checks).
        Some(StopReason::Trap(_)) | Some(StopReason::Check(_)) => S::TRAP,
        Some(StopReason::Watchpoint { .. }) => S::WATCHPOINT,
        Some(StopReason::MemoryFault {
            kind: FaultKind::Unmapped,
            ..
        })
        | Some(StopReason::MemoryViolation) => S::MEMORY_VIOLATION,
        Some(StopReason::MemoryFault { .. }) => S::ADDRESS_ERROR,
        Some(StopReason::IllegalInstruction { .. }) => S::ILLEGAL_INSTRUCTION,
    };
    b.0
}

fn target_status(e: &TargetError) -> Status {
    match e {
        TargetError::NoWave(_) | TargetError::Exited(_) => Status::ERROR_INVALID_WAVE_ID,
        TargetError::NoLane { .. } => Status::ERROR_INVALID_LANE_ID,
        TargetError::NoRegister(_) => Status::ERROR_REGISTER_NOT_AVAILABLE,
        TargetError::RegisterSize { .. } => Status::ERROR_INVALID_ARGUMENT_COMPATIBILITY,
        TargetError::Memory { .. } => Status::ERROR_MEMORY_ACCESS,
        TargetError::NotStopped(_) => Status::ERROR_WAVE_NOT_STOPPED,
        TargetError::Lost(_) => Status::ERROR_PROCESS_EXITED,
        TargetError::WatchUnsupported { .. } => Status::ERROR_NO_WATCHPOINT_AVAILABLE,
        TargetError::BadBreakpoint(_) | TargetError::Other(_) => Status::ERROR,
    }
}

/// The registers the fake's architecture has, in id order (id = index + 1).
fn registers() -> Vec<Register> {
    Register::all().collect()
}

fn register_of(r: sys::RegisterId) -> Option<Register> {
    let i = usize::try_from(r.handle).ok()?.checked_sub(1)?;
    Register::all().nth(i)
}

// ---- the C functions ----------------------------------------------------------------

unsafe extern "C" fn get_status_string(_s: Status, out: *mut *const c_char) -> Status {
    if out.is_null() {
        return Status::ERROR_INVALID_ARGUMENT;
    }
    // SAFETY: non-NULL; a static NUL-terminated string, as the library returns.
    unsafe { *out = c"fake status".as_ptr() };
    Status::SUCCESS
}

unsafe extern "C" fn initialize(cb: *mut sys::Callbacks) -> Status {
    call("initialize", |f| {
        if cb.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        if f.callbacks.is_some() {
            return Status::ERROR_ALREADY_INITIALIZED;
        }
        // SAFETY: non-NULL and points to the client's callbacks struct.
        f.callbacks = Some(unsafe { *cb });
        Status::SUCCESS
    })
}

unsafe extern "C" fn finalize() -> Status {
    call("finalize", |f| {
        if f.callbacks.take().is_none() {
            return Status::ERROR_NOT_INITIALIZED;
        }
        f.client = None;
        Status::SUCCESS
    })
}

unsafe extern "C" fn set_log_level(_l: sys::LogLevel) {
    call("set_log_level", |f| {
        // Exercise the client's log callback once, as the library logs on level changes.
        if let Some(cb) = f.callbacks {
            // SAFETY: a static NUL-terminated string, valid during the call.
            unsafe { (cb.log_message)(sys::LogLevel::INFO, c"fake: log level set".as_ptr()) };
        }
        Status::SUCCESS
    });
}

unsafe extern "C" fn process_attach(
    client: sys::ClientProcessId,
    out: *mut sys::ProcessId,
) -> Status {
    call("process_attach", |f| {
        let Some(cb) = f.callbacks else {
            return Status::ERROR_NOT_INITIALIZED;
        };
        if out.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        if f.client.is_some() {
            return Status::ERROR_ALREADY_ATTACHED;
        }
        let mut pid: libc::pid_t = 0;
        // SAFETY: the client's callback, with a pid_t-sized out buffer.
        let s = unsafe {
            (cb.client_process_get_info)(
                client,
                sys::ClientProcessInfo::OS_PID,
                std::mem::size_of::<libc::pid_t>(),
                (&mut pid as *mut libc::pid_t).cast(),
            )
        };
        match s {
            Status::SUCCESS => f.os_pid = Some(pid),
            Status::ERROR_NOT_AVAILABLE => {
                // A core: the note must be there.
                let mut d = sys::CoreStateData {
                    endianness: sys::Endianness::BIG,
                    size: 0,
                    data: std::ptr::null(),
                };
                // SAFETY: as above, with a CoreStateData-sized buffer.
                let s = unsafe {
                    (cb.client_process_get_info)(
                        client,
                        sys::ClientProcessInfo::CORE_STATE,
                        std::mem::size_of::<sys::CoreStateData>(),
                        (&mut d as *mut sys::CoreStateData).cast(),
                    )
                };
                if s != Status::SUCCESS || d.data.is_null() {
                    return Status::ERROR_CLIENT_CALLBACK;
                }
                // SAFETY: the client vouches for `size` readable bytes at `data`.
                let note = unsafe { std::slice::from_raw_parts(d.data as *const u8, d.size) };
                f.core_note = Some(note.to_vec());
                f.os_pid = None;
            }
            _ => return Status::ERROR_CLIENT_CALLBACK,
        }
        f.client = Some(client);
        if let Some(a) = f.probe {
            let mut buf = [0u8; 8];
            let mut n = 8u64;
            // SAFETY: the client's callback with an 8-byte read buffer and its length.
            let s = unsafe {
                (cb.xfer_global_memory)(
                    client,
                    a,
                    &mut n,
                    buf.as_mut_ptr().cast(),
                    std::ptr::null(),
                )
            };
            if s == Status::SUCCESS {
                f.probed = Some(buf[..n as usize].to_vec());
            }
        }
        if let Some(a) = f.runtime_breakpoint {
            // SAFETY: the client's callback; the breakpoint id is ours to choose.
            let s = unsafe { (cb.insert_breakpoint)(client, a, sys::BreakpointId { handle: 1 }) };
            if s != Status::SUCCESS {
                return Status::ERROR_CLIENT_CALLBACK;
            }
        }
        // SAFETY: non-NULL (checked).
        unsafe { *out = sys::ProcessId { handle: 1 } };
        Status::SUCCESS
    })
}

unsafe extern "C" fn process_detach(p: sys::ProcessId) -> Status {
    call("process_detach", |f| {
        if p.handle != 1 || f.client.take().is_none() {
            return Status::ERROR_INVALID_PROCESS_ID;
        }
        Status::SUCCESS
    })
}

unsafe extern "C" fn process_get_info(
    p: sys::ProcessId,
    q: sys::ProcessInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    call("process_get_info", |f| {
        if p.handle != 1 || f.client.is_none() {
            return Status::ERROR_INVALID_PROCESS_ID;
        }
        // The numbering of the reported version (0.76 numbers OS_ID 5).
        let os_id = if f.version.minor == 76 { 5 } else { 6 };
        match q.0 {
            1 => put(size, value, f.notifier[0]),
            x if x == os_id => match f.os_pid {
                Some(pid) => put(size, value, pid),
                None => Status::ERROR_NOT_AVAILABLE,
            },
            _ => Status::ERROR_INVALID_ARGUMENT,
        }
    })
}

unsafe extern "C" fn set_progress(_p: sys::ProcessId, _x: sys::Progress) -> Status {
    call("process_set_progress", |_| Status::SUCCESS)
}

unsafe extern "C" fn set_wave_creation(_p: sys::ProcessId, _x: sys::WaveCreation) -> Status {
    call("process_set_wave_creation", |_| Status::SUCCESS)
}

unsafe extern "C" fn agent_list(
    _p: sys::ProcessId,
    n: *mut usize,
    out: *mut *mut sys::AgentId,
    _c: *mut sys::Changed,
) -> Status {
    call("process_agent_list", |f| {
        let ids: Vec<sys::AgentId> = f
            .target
            .agents()
            .iter()
            .map(|a| sys::AgentId {
                handle: u64::from(a.id.0),
            })
            .collect();
        f.put_list(&ids, n, out)
    })
}

unsafe extern "C" fn agent_get_info(
    a: sys::AgentId,
    q: sys::AgentInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    call("agent_get_info", |f| {
        let Some(agent) = f
            .target
            .agents()
            .into_iter()
            .find(|x| u64::from(x.id.0) == a.handle)
        else {
            return Status::ERROR_INVALID_AGENT_ID;
        };
        match q {
            sys::AgentInfo::NAME => f.put_string(size, value, "Fake AMDGPU"),
            sys::AgentInfo::ARCHITECTURE => put(size, value, sys::ArchitectureId { handle: 1 }),
            sys::AgentInfo::OS_ID => put(size, value, u64::from(agent.gpu_id)),
            _ => Status::ERROR_NOT_SUPPORTED,
        }
    })
}

unsafe extern "C" fn queue_list(
    _p: sys::ProcessId,
    n: *mut usize,
    out: *mut *mut sys::QueueId,
    _c: *mut sys::Changed,
) -> Status {
    call("process_queue_list", |f| {
        let ids: Vec<sys::QueueId> = f
            .target
            .queues()
            .iter()
            .map(|q| sys::QueueId {
                handle: u64::from(q.id.0),
            })
            .collect();
        f.put_list(&ids, n, out)
    })
}

unsafe extern "C" fn queue_get_info(
    q: sys::QueueId,
    what: sys::QueueInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    call("queue_get_info", |f| {
        let Some(queue) = f.queue(q) else {
            return Status::ERROR_INVALID_QUEUE_ID;
        };
        match what {
            sys::QueueInfo::AGENT => put(
                size,
                value,
                sys::AgentId {
                    handle: u64::from(queue.agent.0),
                },
            ),
            sys::QueueInfo::OS_ID => put(size, value, u64::from(queue.hw_id)),
            sys::QueueInfo::TYPE | sys::QueueInfo::ADDRESS | sys::QueueInfo::SIZE => {
                let Some(d) = queue.details else {
                    return Status::ERROR_NOT_AVAILABLE;
                };
                match what {
                    sys::QueueInfo::TYPE => put(size, value, d.kind.dbgapi_number() as i32),
                    sys::QueueInfo::ADDRESS => put(size, value, d.address),
                    _ => put(size, value, d.size),
                }
            }
            _ => Status::ERROR_NOT_SUPPORTED,
        }
    })
}

/// The queue's read and write packet ids and the packets between them, read from the ring in
/// global memory (through any live wave: global memory is the same for all).
unsafe extern "C" fn queue_packet_list(
    q: sys::QueueId,
    read: *mut u64,
    write: *mut u64,
    byte_size: *mut usize,
    bytes: *mut *mut c_void,
) -> Status {
    call("queue_packet_list", |f| {
        if read.is_null() || write.is_null() || byte_size.is_null() || bytes.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        let Some(queue) = f.queue(q) else {
            return Status::ERROR_INVALID_QUEUE_ID;
        };
        let Some(d) = queue.details else {
            return Status::ERROR_NOT_AVAILABLE;
        };
        const PACKET: u64 = 64;
        let ring_packets = (d.size / PACKET).max(1);
        let count = d.write.saturating_sub(d.read).min(ring_packets);
        let mut packets = vec![0u8; (count * PACKET) as usize];
        if count > 0 {
            let Some(wave) = f
                .target
                .waves()
                .into_iter()
                .find(|w| w.state != WaveState::Exited)
            else {
                return Status::ERROR_NOT_AVAILABLE;
            };
            for (k, chunk) in packets.chunks_mut(PACKET as usize).enumerate() {
                let slot = (d.read + k as u64) % ring_packets;
                if f.target
                    .read_memory(
                        wave.id,
                        Lane(0),
                        AddressSpace::Global,
                        d.address + slot * PACKET,
                        chunk,
                    )
                    .is_err()
                {
                    return Status::ERROR_MEMORY_ACCESS;
                }
            }
        }
        let Some(p) = f.alloc(&packets) else {
            return Status::ERROR;
        };
        // SAFETY: every out-pointer is non-NULL (checked).
        unsafe {
            *read = d.read;
            *write = d.write;
            *byte_size = packets.len();
            *bytes = p.cast();
        }
        Status::SUCCESS
    })
}

impl Fake {
    fn live_dispatches(&mut self) -> Vec<amdgpu::target::Dispatch> {
        if !self.loaded {
            return Vec::new();
        }
        let waves = self.target.waves();
        self.target
            .dispatches()
            .into_iter()
            .filter(|d| {
                waves
                    .iter()
                    .any(|w| w.dispatch == d.id && w.state != WaveState::Exited)
            })
            .collect()
    }
}

unsafe extern "C" fn dispatch_list(
    _p: sys::ProcessId,
    n: *mut usize,
    out: *mut *mut sys::DispatchId,
    _c: *mut sys::Changed,
) -> Status {
    call("process_dispatch_list", |f| {
        let ids: Vec<sys::DispatchId> = f
            .live_dispatches()
            .iter()
            .map(|d| sys::DispatchId {
                handle: u64::from(d.id.0),
            })
            .collect();
        f.put_list(&ids, n, out)
    })
}

unsafe extern "C" fn dispatch_get_info(
    d: sys::DispatchId,
    what: sys::DispatchInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    call("dispatch_get_info", |f| {
        let Some(dp) = f
            .target
            .dispatches()
            .into_iter()
            .find(|x| u64::from(x.id.0) == d.handle)
        else {
            return Status::ERROR_INVALID_DISPATCH_ID;
        };
        match what {
            sys::DispatchInfo::QUEUE => put(
                size,
                value,
                sys::QueueId {
                    handle: u64::from(dp.queue.0),
                },
            ),
            sys::DispatchInfo::AGENT => put(
                size,
                value,
                sys::AgentId {
                    handle: u64::from(dp.agent.0),
                },
            ),
            sys::DispatchInfo::OS_QUEUE_PACKET_ID => put(size, value, dp.packet_id),
            sys::DispatchInfo::KERNEL_DESCRIPTOR_ADDRESS => match f.target.kernel_descriptor(dp.id)
            {
                Some(a) => put(size, value, a),
                None => Status::ERROR_NOT_AVAILABLE,
            },
            sys::DispatchInfo::WORKGROUP_SIZES => put(
                size,
                value,
                dp.group.map(|x| x.min(u32::from(u16::MAX)) as u16),
            ),
            sys::DispatchInfo::GRID_SIZES => put(size, value, dp.grid),
            sys::DispatchInfo::BARRIER
            | sys::DispatchInfo::ACQUIRE_FENCE
            | sys::DispatchInfo::RELEASE_FENCE
            | sys::DispatchInfo::PRIVATE_SEGMENT_SIZE
            | sys::DispatchInfo::GROUP_SEGMENT_SIZE
            | sys::DispatchInfo::KERNEL_ARGUMENT_SEGMENT_ADDRESS
            | sys::DispatchInfo::KERNEL_COMPLETION_ADDRESS => {
                let Some(x) = dp.details else {
                    return Status::ERROR_NOT_AVAILABLE;
                };
                let scope = |s: FenceScope| i32::from(s.bits());
                match what {
                    sys::DispatchInfo::BARRIER => put(size, value, i32::from(x.barrier)),
                    sys::DispatchInfo::ACQUIRE_FENCE => put(size, value, scope(x.acquire)),
                    sys::DispatchInfo::RELEASE_FENCE => put(size, value, scope(x.release)),
                    sys::DispatchInfo::PRIVATE_SEGMENT_SIZE => {
                        put(size, value, u64::from(x.private_segment_size))
                    }
                    sys::DispatchInfo::GROUP_SEGMENT_SIZE => {
                        put(size, value, u64::from(x.group_segment_size))
                    }
                    sys::DispatchInfo::KERNEL_ARGUMENT_SEGMENT_ADDRESS => {
                        put(size, value, x.kernel_arguments)
                    }
                    _ => put(size, value, x.completion_signal),
                }
            }
            _ => Status::ERROR_NOT_SUPPORTED,
        }
    })
}

unsafe extern "C" fn wave_list(
    _p: sys::ProcessId,
    n: *mut usize,
    out: *mut *mut sys::WaveId,
    _c: *mut sys::Changed,
) -> Status {
    call("process_wave_list", |f| {
        let waves = if f.loaded {
            f.target.waves()
        } else {
            Vec::new()
        };
        let ids: Vec<sys::WaveId> = waves
            .iter()
            .filter(|w| w.state != WaveState::Exited)
            .map(|w| sys::WaveId {
                handle: u64::from(w.id.0),
            })
            .collect();
        f.put_list(&ids, n, out)
    })
}

unsafe extern "C" fn wave_get_info(
    w: sys::WaveId,
    what: sys::WaveInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    call("wave_get_info", |f| {
        let Some(wave) = f.wave(w.handle) else {
            return Status::ERROR_INVALID_WAVE_ID;
        };
        let stopped = wave.state == WaveState::Stopped;
        match what {
            sys::WaveInfo::STATE => put(
                size,
                value,
                if stopped {
                    sys::WaveState::STOP
                } else {
                    sys::WaveState::RUN
                },
            ),
            sys::WaveInfo::STOP_REASON if stopped => put(
                size,
                value,
                sys::StopReasons(reason_bits(&wave.stop_reason) | f.unknown_stop_bits),
            ),
            sys::WaveInfo::PC if stopped => put(size, value, wave.pc),
            sys::WaveInfo::STOP_REASON | sys::WaveInfo::PC => Status::ERROR_WAVE_NOT_STOPPED,
            sys::WaveInfo::DISPATCH => put(
                size,
                value,
                sys::DispatchId {
                    handle: u64::from(wave.dispatch.0),
                },
            ),
            sys::WaveInfo::QUEUE => put(
                size,
                value,
                sys::QueueId {
                    handle: u64::from(wave.queue.0),
                },
            ),
            sys::WaveInfo::AGENT => put(
                size,
                value,
                sys::AgentId {
                    handle: u64::from(wave.agent.0),
                },
            ),
            sys::WaveInfo::ARCHITECTURE => put(size, value, sys::ArchitectureId { handle: 1 }),
            sys::WaveInfo::WORKGROUP_COORD => put(size, value, wave.group),
            sys::WaveInfo::WAVE_NUMBER_IN_WORKGROUP => put(size, value, wave.wave_in_group),
            sys::WaveInfo::LANE_COUNT => put(size, value, wave.wave_size.lanes() as usize),
            sys::WaveInfo::WATCHPOINTS => {
                let hit = match wave.stop_reason {
                    Some(StopReason::Watchpoint { address }) => Some(address),
                    _ => None,
                };
                let ids: Vec<sys::WatchpointId> = f
                    .watch
                    .iter()
                    .filter(|(_, (a, l))| hit.is_some_and(|h| (*a..a + l).contains(&h)))
                    .map(|(id, _)| sys::WatchpointId { handle: *id })
                    .collect();
                let Some(p) = f.alloc(&ids) else {
                    return Status::ERROR;
                };
                put(
                    size,
                    value,
                    sys::WatchpointList {
                        count: ids.len(),
                        watchpoint_ids: p,
                    },
                )
            }
            _ => Status::ERROR_NOT_SUPPORTED,
        }
    })
}

unsafe extern "C" fn wave_stop(w: sys::WaveId) -> Status {
    call("wave_stop", |f| {
        let Some(wave) = f.wave(w.handle) else {
            return Status::ERROR_INVALID_WAVE_ID;
        };
        if wave.state == WaveState::Stopped {
            return Status::ERROR_WAVE_STOPPED;
        }
        let Some(rc) = f.target.run_control() else {
            return Status::ERROR_NOT_SUPPORTED;
        };
        match rc.stop(wave.id) {
            Ok(()) => Status::SUCCESS,
            Err(e) => target_status(&e),
        }
    })
}

unsafe extern "C" fn wave_resume(
    w: sys::WaveId,
    mode: sys::ResumeMode,
    _e: sys::Exceptions,
) -> Status {
    call("wave_resume", |f| {
        let Some(wave) = f.wave(w.handle) else {
            return Status::ERROR_INVALID_WAVE_ID;
        };
        if wave.state != WaveState::Stopped {
            return Status::ERROR_WAVE_NOT_STOPPED;
        }
        // Resuming a wave whose WAVE_STOP was not acknowledged is refused, as in the library.
        if f.events.iter().any(|(_, _, x)| *x == w.handle) {
            return Status::ERROR_WAVE_NOT_RESUMABLE;
        }
        let m = match mode {
            sys::ResumeMode::NORMAL => ResumeMode::Continue,
            sys::ResumeMode::SINGLE_STEP => ResumeMode::Step,
            _ => return Status::ERROR_INVALID_ARGUMENT,
        };
        let Some(rc) = f.target.run_control() else {
            return Status::ERROR_NOT_SUPPORTED;
        };
        match rc.resume(wave.id, m) {
            Ok(()) => Status::SUCCESS,
            Err(e) => target_status(&e),
        }
    })
}

unsafe extern "C" fn displaced_start(
    w: sys::WaveId,
    saved: *const c_void,
    out: *mut sys::DisplacedSteppingId,
) -> Status {
    call("displaced_stepping_start", |f| {
        if saved.is_null() || out.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        if f.wave(w.handle).is_none() {
            return Status::ERROR_INVALID_WAVE_ID;
        }
        // The simulator steps off its own breakpoints, so there is no buffer to set up.
        let id = f.next_displaced;
        f.next_displaced += 1;
        // SAFETY: non-NULL (checked).
        unsafe { *out = sys::DisplacedSteppingId { handle: id } };
        Status::SUCCESS
    })
}

unsafe extern "C" fn displaced_complete(w: sys::WaveId, _d: sys::DisplacedSteppingId) -> Status {
    call("displaced_stepping_complete", |f| {
        if f.wave(w.handle).is_none() {
            return Status::ERROR_INVALID_WAVE_ID;
        }
        Status::SUCCESS
    })
}

unsafe extern "C" fn code_object_list(
    _p: sys::ProcessId,
    n: *mut usize,
    out: *mut *mut sys::CodeObjectId,
    _c: *mut sys::Changed,
) -> Status {
    call("process_code_object_list", |f| {
        let count = if f.loaded {
            f.target.code_objects().len()
        } else {
            0
        };
        let ids: Vec<sys::CodeObjectId> = (1..=count as u64)
            .map(|handle| sys::CodeObjectId { handle })
            .collect();
        f.put_list(&ids, n, out)
    })
}

unsafe extern "C" fn code_object_get_info(
    c: sys::CodeObjectId,
    what: sys::CodeObjectInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    call("code_object_get_info", |f| {
        let cos = if f.loaded {
            f.target.code_objects()
        } else {
            Vec::new()
        };
        let Some(co) = usize::try_from(c.handle)
            .ok()
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| cos.get(i))
        else {
            return Status::ERROR_INVALID_CODE_OBJECT_ID;
        };
        match what {
            sys::CodeObjectInfo::URI_NAME => match &f.memory_image {
                Some((at, image)) => {
                    let uri = format!(
                        "memory://{}#offset={at:#x}&size={}",
                        f.os_pid.unwrap_or(0),
                        image.len()
                    );
                    f.put_string(size, value, &uri)
                }
                None => f.put_string(size, value, &co.uri),
            },
            sys::CodeObjectInfo::LOAD_ADDRESS => put(size, value, co.load_base as isize),
            _ => Status::ERROR_NOT_SUPPORTED,
        }
    })
}

unsafe extern "C" fn get_architecture(_mach: u32, out: *mut sys::ArchitectureId) -> Status {
    call("get_architecture", |_| {
        if out.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        // SAFETY: non-NULL (checked).
        unsafe { *out = sys::ArchitectureId { handle: 1 } };
        Status::SUCCESS
    })
}

unsafe extern "C" fn architecture_get_info(
    a: sys::ArchitectureId,
    what: sys::ArchitectureInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    call("architecture_get_info", |f| {
        if a.handle != 1 {
            return Status::ERROR_INVALID_ARCHITECTURE_ID;
        }
        match what {
            sys::ArchitectureInfo::NAME => {
                let p = f
                    .target
                    .agents()
                    .first()
                    .map(|a| a.processor.clone())
                    .unwrap_or_default();
                f.put_string(size, value, &format!("amdgcn-amd-amdhsa--{p}"))
            }
            sys::ArchitectureInfo::BREAKPOINT_INSTRUCTION_SIZE => {
                put(size, value, BREAKPOINT.len() as u64)
            }
            sys::ArchitectureInfo::BREAKPOINT_INSTRUCTION => match f.alloc(&BREAKPOINT) {
                Some(p) => put(size, value, p),
                None => Status::ERROR,
            },
            // The simulator reports a breakpoint stop with the PC on the breakpoint.
            sys::ArchitectureInfo::BREAKPOINT_INSTRUCTION_PC_ADJUST => put(size, value, 0u64),
            sys::ArchitectureInfo::PC_REGISTER => {
                let i = registers()
                    .iter()
                    .position(|r| *r == Register::Pc)
                    .unwrap_or(0);
                put(
                    size,
                    value,
                    sys::RegisterId {
                        handle: i as u64 + 1,
                    },
                )
            }
            _ => Status::ERROR_NOT_SUPPORTED,
        }
    })
}

unsafe extern "C" fn architecture_register_list(
    a: sys::ArchitectureId,
    n: *mut usize,
    out: *mut *mut sys::RegisterId,
) -> Status {
    call("architecture_register_list", |f| {
        if a.handle != 1 {
            return Status::ERROR_INVALID_ARCHITECTURE_ID;
        }
        let ids: Vec<sys::RegisterId> = (1..=registers().len() as u64)
            .map(|handle| sys::RegisterId { handle })
            .collect();
        f.put_list(&ids, n, out)
    })
}

unsafe extern "C" fn register_get_info(
    r: sys::RegisterId,
    what: sys::RegisterInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    call("register_get_info", |f| {
        let Some(reg) = register_of(r) else {
            return Status::ERROR_INVALID_REGISTER_ID;
        };
        match what {
            sys::RegisterInfo::NAME => f.put_string(size, value, &reg.to_string()),
            sys::RegisterInfo::SIZE => put(size, value, u64::from(reg.byte_size(WaveSize::Wave64))),
            _ => Status::ERROR_NOT_SUPPORTED,
        }
    })
}

unsafe extern "C" fn wave_register_list(
    w: sys::WaveId,
    n: *mut usize,
    out: *mut *mut sys::RegisterId,
) -> Status {
    call("wave_register_list", |f| {
        if f.wave(w.handle).is_none() {
            return Status::ERROR_INVALID_WAVE_ID;
        }
        let ids: Vec<sys::RegisterId> = (1..=registers().len() as u64)
            .map(|handle| sys::RegisterId { handle })
            .collect();
        f.put_list(&ids, n, out)
    })
}

unsafe extern "C" fn read_register(
    w: sys::WaveId,
    r: sys::RegisterId,
    offset: u64,
    size: u64,
    value: *mut c_void,
) -> Status {
    call("read_register", |f| {
        let Some(reg) = register_of(r) else {
            return Status::ERROR_INVALID_REGISTER_ID;
        };
        let Some(ws) = f.wave_size(w.handle) else {
            return Status::ERROR_INVALID_WAVE_ID;
        };
        let full = u64::from(reg.byte_size(ws));
        if value.is_null() || offset.checked_add(size).is_none_or(|e| e > full) {
            return Status::ERROR_INVALID_ARGUMENT_COMPATIBILITY;
        }
        let mut buf = vec![0u8; full as usize];
        if let Err(e) = f
            .target
            .read_register(WaveId(w.handle as u32), reg, &mut buf)
        {
            return target_status(&e);
        }
        // SAFETY: the caller gave `size` writable bytes; offset+size is within buf.
        unsafe {
            std::ptr::copy_nonoverlapping(
                buf.as_ptr().add(offset as usize),
                value as *mut u8,
                size as usize,
            )
        };
        Status::SUCCESS
    })
}

unsafe extern "C" fn write_register(
    w: sys::WaveId,
    r: sys::RegisterId,
    offset: u64,
    size: u64,
    value: *const c_void,
) -> Status {
    call("write_register", |f| {
        let Some(reg) = register_of(r) else {
            return Status::ERROR_INVALID_REGISTER_ID;
        };
        let Some(ws) = f.wave_size(w.handle) else {
            return Status::ERROR_INVALID_WAVE_ID;
        };
        let full = u64::from(reg.byte_size(ws));
        if value.is_null() || offset != 0 || size != full {
            return Status::ERROR_INVALID_ARGUMENT_COMPATIBILITY;
        }
        // SAFETY: the caller gave `size` readable bytes.
        let data = unsafe { std::slice::from_raw_parts(value as *const u8, size as usize) };
        let Some(wr) = f.target.register_writes() else {
            return Status::ERROR_NOT_SUPPORTED;
        };
        match wr.write_register(WaveId(w.handle as u32), reg, data) {
            Ok(()) => Status::SUCCESS,
            Err(e) => target_status(&e),
        }
    })
}

unsafe extern "C" fn dwarf_address_space(
    _a: sys::ArchitectureId,
    dwarf: u64,
    out: *mut sys::AddressSpaceId,
) -> Status {
    call("dwarf_address_space_to_address_space", |_| {
        if out.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        if AddressSpace::from_dwarf(dwarf).is_err() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        // SAFETY: non-NULL (checked). Handle = DWARF number + 1, so global is handle 1.
        unsafe { *out = sys::AddressSpaceId { handle: dwarf + 1 } };
        Status::SUCCESS
    })
}

impl Fake {
    /// The wave and space a memory call names (global with no wave uses any wave).
    fn memory_args(
        &mut self,
        w: sys::WaveId,
        lane: sys::LaneId,
        a: sys::AddressSpaceId,
    ) -> Result<(WaveId, Lane, AddressSpace), Status> {
        let space = a
            .handle
            .checked_sub(1)
            .and_then(|d| AddressSpace::from_dwarf(d).ok())
            .ok_or(Status::ERROR_INVALID_ADDRESS_SPACE_ID)?;
        if w == sys::WaveId::NONE {
            if space != AddressSpace::Global {
                return Err(Status::ERROR_INVALID_WAVE_ID);
            }
            // Global memory needs no wave; writes go through any wave the backend has.
            let wave = self.any_wave().unwrap_or(WaveId(0));
            return Ok((wave, Lane(0), space));
        }
        let wave = self.wave(w.handle).ok_or(Status::ERROR_INVALID_WAVE_ID)?;
        let lane = if lane == sys::LANE_NONE { 0 } else { lane };
        Ok((wave.id, Lane(lane), space))
    }
}

unsafe extern "C" fn read_memory(
    _p: sys::ProcessId,
    w: sys::WaveId,
    lane: sys::LaneId,
    a: sys::AddressSpaceId,
    address: u64,
    size: *mut u64,
    value: *mut c_void,
) -> Status {
    call("read_memory", |f| {
        if size.is_null() || value.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        let (wave, lane, space) = match f.memory_args(w, lane, a) {
            Ok(x) => x,
            Err(s) => return s,
        };
        // SAFETY: non-NULL (checked).
        let n = unsafe { *size } as usize;
        // SAFETY: the caller gave `n` writable bytes.
        let out = unsafe { std::slice::from_raw_parts_mut(value as *mut u8, n) };
        if let Some((base, image)) = &f.memory_image {
            let off = address.wrapping_sub(*base);
            if space == AddressSpace::Global && off < image.len() as u64 {
                let off = off as usize;
                let n = out.len().min(image.len() - off);
                out[..n].copy_from_slice(&image[off..off + n]);
                // SAFETY: non-NULL (checked); a short read says how much was read.
                unsafe { *size = n as u64 };
                return Status::SUCCESS;
            }
        }
        if w == sys::WaveId::NONE {
            return if f.target.read_global(address, out) {
                Status::SUCCESS
            } else {
                Status::ERROR_MEMORY_ACCESS
            };
        }
        match f.target.read_memory(wave, lane, space, address, out) {
            Ok(()) => Status::SUCCESS,
            Err(e) => target_status(&e),
        }
    })
}

unsafe extern "C" fn write_memory(
    _p: sys::ProcessId,
    w: sys::WaveId,
    lane: sys::LaneId,
    a: sys::AddressSpaceId,
    address: u64,
    size: *mut u64,
    value: *const c_void,
) -> Status {
    call("write_memory", |f| {
        if size.is_null() || value.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        let (wave, lane, space) = match f.memory_args(w, lane, a) {
            Ok(x) => x,
            Err(s) => return s,
        };
        // SAFETY: non-NULL (checked).
        let n = unsafe { *size } as usize;
        // SAFETY: the caller gave `n` readable bytes.
        let data = unsafe { std::slice::from_raw_parts(value as *const u8, n) };
        // Planting and lifting breakpoints: the simulator keeps breakpoints beside its
        // code rather than in it, so these writes become its breakpoint calls.
        if space == AddressSpace::Global && data == BREAKPOINT {
            let Some(b) = f.target.breakpoints() else {
                return Status::ERROR_MEMORY_ACCESS;
            };
            return match b.insert_breakpoint(address) {
                Ok(()) => {
                    f.planted.insert(address);
                    Status::SUCCESS
                }
                Err(_) => Status::ERROR_MEMORY_ACCESS,
            };
        }
        if space == AddressSpace::Global && f.planted.remove(&address) {
            let Some(b) = f.target.breakpoints() else {
                return Status::ERROR_MEMORY_ACCESS;
            };
            return match b.remove_breakpoint(address) {
                Ok(()) => Status::SUCCESS,
                Err(e) => target_status(&e),
            };
        }
        let Some(wm) = f.target.memory_writes() else {
            return Status::ERROR_MEMORY_ACCESS;
        };
        match wm.write_memory(wave, lane, space, address, data) {
            Ok(()) => Status::SUCCESS,
            Err(e) => target_status(&e),
        }
    })
}

unsafe extern "C" fn next_pending_event(
    _p: sys::ProcessId,
    id: *mut sys::EventId,
    kind: *mut sys::EventKind,
) -> Status {
    call("process_next_pending_event", |f| {
        if id.is_null() || kind.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        if let Some(k) = f.extra_event.take() {
            f.events.push_front((0, k, 0));
        }
        if f.events.iter().all(|(n, _, _)| *n != 0) {
            f.pump();
        }
        // The next event not yet handed out.
        let next = f.events.iter_mut().find(|(n, _, _)| *n == 0);
        let (eid, k) = match next {
            Some(e) => {
                e.0 = f.next_event;
                f.next_event += 1;
                (e.0, e.1)
            }
            None => (0, sys::EventKind::NONE),
        };
        f.client_idle = eid == 0;
        if eid == 0 && !f.finished && f.loaded {
            // More may come once the client waits: wake its poll. (Before the load nothing
            // can: the host must first reach the runtime breakpoint.)
            f.notify();
        }
        // SAFETY: both non-NULL (checked).
        unsafe {
            *id = sys::EventId { handle: eid };
            *kind = k;
        }
        Status::SUCCESS
    })
}

unsafe extern "C" fn event_get_info(
    e: sys::EventId,
    what: sys::EventInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    call("event_get_info", |f| {
        let Some(&(_, k, wave)) = f.events.iter().find(|(n, _, _)| *n == e.handle) else {
            return Status::ERROR_INVALID_EVENT_ID;
        };
        match what {
            sys::EventInfo::KIND => put(size, value, k),
            sys::EventInfo::WAVE
                if k == sys::EventKind::WAVE_STOP
                    || k == sys::EventKind::WAVE_COMMAND_TERMINATED =>
            {
                put(size, value, sys::WaveId { handle: wave })
            }
            sys::EventInfo::BREAKPOINT if k == sys::EventKind::BREAKPOINT_RESUME => {
                put(size, value, sys::BreakpointId { handle: wave })
            }
            sys::EventInfo::CLIENT_THREAD if k == sys::EventKind::BREAKPOINT_RESUME => {
                put(size, value, f.halted_thread as sys::ClientThreadId)
            }
            _ => Status::ERROR_INVALID_ARGUMENT,
        }
    })
}

unsafe extern "C" fn event_processed(e: sys::EventId) -> Status {
    call("event_processed", |f| {
        let Some(i) = f
            .events
            .iter()
            .position(|(n, _, _)| *n == e.handle && *n != 0)
        else {
            return Status::ERROR_INVALID_EVENT_ID;
        };
        let (_, kind, _) = f.events.remove(i).expect("found");
        if !f.acknowledged.insert(e.handle) {
            return Status::ERROR_INVALID_EVENT_ID;
        }
        if kind == sys::EventKind::CODE_OBJECT_LIST_UPDATED {
            // The loader's thread may go on now.
            f.planted_at_acknowledgement.push(f.planted.len());
            f.events
                .push_back((0, sys::EventKind::BREAKPOINT_RESUME, 1));
            f.notify();
        }
        Status::SUCCESS
    })
}

unsafe extern "C" fn report_breakpoint_hit(
    _b: sys::BreakpointId,
    t: sys::ClientThreadId,
    action: *mut sys::BreakpointAction,
) -> Status {
    call("report_breakpoint_hit", |f| {
        if action.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        // A deferred load happens at the first hit; the unload at a hit after the dispatch.
        let change = f.deferred_load && (!f.loaded || f.finished);
        let a = if change {
            f.loaded = !f.loaded;
            f.halted_thread = t as u64;
            f.events
                .push_back((0, sys::EventKind::CODE_OBJECT_LIST_UPDATED, 0));
            f.notify();
            sys::BreakpointAction::HALT
        } else {
            sys::BreakpointAction::RESUME
        };
        // SAFETY: non-NULL (checked).
        unsafe { *action = a };
        Status::SUCCESS
    })
}

unsafe extern "C" fn set_watchpoint(
    _p: sys::ProcessId,
    address: u64,
    size: u64,
    _kind: sys::WatchpointKind,
    out: *mut sys::WatchpointId,
) -> Status {
    call("set_watchpoint", |f| {
        if out.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        let Some(w) = f.target.watchpoints() else {
            return Status::ERROR_NO_WATCHPOINT_AVAILABLE;
        };
        if w.insert_watchpoint(&global_write(address, size)).is_err() {
            return Status::ERROR_NO_WATCHPOINT_AVAILABLE;
        }
        let id = f.watch.keys().max().copied().unwrap_or(0) + 1;
        f.watch.insert(id, (address, size));
        // SAFETY: non-NULL (checked).
        unsafe { *out = sys::WatchpointId { handle: id } };
        Status::SUCCESS
    })
}

/// The one kind of watchpoint the library's callers ask the simulator for.
fn global_write(address: u64, len: u64) -> amdgpu::target::WatchRegion {
    amdgpu::target::WatchRegion {
        scope: amdgpu::target::WatchScope::Global,
        address,
        len,
        kind: amdgpu::target::WatchKind::Write,
    }
}

unsafe extern "C" fn remove_watchpoint(id: sys::WatchpointId) -> Status {
    call("remove_watchpoint", |f| {
        let Some((a, l)) = f.watch.remove(&id.handle) else {
            return Status::ERROR_INVALID_WATCHPOINT_ID;
        };
        match f
            .target
            .watchpoints()
            .map(|w| w.remove_watchpoint(&global_write(a, l)))
        {
            Some(Ok(())) => Status::SUCCESS,
            _ => Status::ERROR,
        }
    })
}

/// The function table over this thread's fake.
/// Conversions between a segment and the generic (flat) space through the backend's
/// apertures for the wave: local and private_lane to generic, and back.
unsafe extern "C" fn convert_address_space(
    w: sys::WaveId,
    _lane: sys::LaneId,
    from: sys::AddressSpaceId,
    address: u64,
    to: sys::AddressSpaceId,
    out: *mut u64,
    contiguous: *mut u64,
) -> Status {
    call("convert_address_space", |f| {
        if out.is_null() || contiguous.is_null() {
            return Status::ERROR_INVALID_ARGUMENT;
        }
        let Some(wave) = f.wave(w.handle) else {
            return Status::ERROR_INVALID_WAVE_ID;
        };
        let space = |a: sys::AddressSpaceId| {
            a.handle
                .checked_sub(1)
                .and_then(|d| AddressSpace::from_dwarf(d).ok())
        };
        let (Some(from), Some(to)) = (space(from), space(to)) else {
            return Status::ERROR_INVALID_ADDRESS_SPACE_ID;
        };
        let Some(ap) = f.target.apertures(wave.id) else {
            return Status::ERROR_INVALID_ADDRESS_SPACE_CONVERSION;
        };
        const SEGMENT: u64 = 1 << 32;
        let converted = match (from, to) {
            (AddressSpace::Local, AddressSpace::Generic) if address < SEGMENT => {
                Some((ap.local_base + address, SEGMENT - address))
            }
            (AddressSpace::PrivateLane, AddressSpace::Generic) if address < SEGMENT => {
                Some((ap.private_base + address, SEGMENT - address))
            }
            (AddressSpace::Generic, to) => match ap.classify_generic(address) {
                (s, a) if s == to => Some((a, SEGMENT - (a % SEGMENT))),
                _ => None,
            },
            (a, b) if a == b => Some((address, u64::MAX - address)),
            _ => None,
        };
        match converted {
            Some((a, n)) => {
                // SAFETY: both non-NULL (checked).
                unsafe {
                    *out = a;
                    *contiguous = n;
                }
                Status::SUCCESS
            }
            None => Status::ERROR_INVALID_ADDRESS_SPACE_CONVERSION,
        }
    })
}

fn table(version: Version, profile: Profile) -> FnTable {
    FnTable {
        version,
        profile,
        get_status_string,
        initialize,
        finalize,
        set_log_level,
        process_attach,
        process_detach,
        process_get_info,
        process_set_progress: set_progress,
        process_set_wave_creation: set_wave_creation,
        process_agent_list: agent_list,
        agent_get_info,
        process_queue_list: queue_list,
        queue_get_info,
        process_dispatch_list: dispatch_list,
        dispatch_get_info,
        process_wave_list: wave_list,
        wave_get_info,
        wave_stop,
        wave_resume,
        displaced_stepping_start: displaced_start,
        displaced_stepping_complete: displaced_complete,
        process_code_object_list: code_object_list,
        code_object_get_info,
        get_architecture,
        architecture_get_info,
        architecture_register_list,
        register_get_info,
        wave_register_list,
        read_register,
        write_register,
        dwarf_address_space_to_address_space: dwarf_address_space,
        read_memory,
        write_memory,
        process_next_pending_event: next_pending_event,
        event_get_info,
        event_processed,
        report_breakpoint_hit,
        set_watchpoint: Some(set_watchpoint),
        remove_watchpoint: Some(remove_watchpoint),
        convert_address_space: Some(convert_address_space),
        queue_packet_list: Some(queue_packet_list),
    }
}

/// Reads a corpus launch file (`corpus/launch/*.json`, the subset of the format the corpus
/// uses): the code object's path (relative to the file) and the launch.
pub fn read_launch(path: &std::path::Path) -> Result<(std::path::PathBuf, sim::Launch), String> {
    use serde_json::Value;
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let v: Value = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let bad = |what: &str| format!("{}: {what}", path.display());
    let dims = |k: &str| -> [u32; 3] {
        let a = v[k].as_array().cloned().unwrap_or_default();
        [0, 1, 2].map(|i| a.get(i).and_then(Value::as_u64).unwrap_or(1) as u32)
    };
    let scalar = |ty: &str, x: &Value| -> Result<Vec<u8>, String> {
        let i = || x.as_i64().ok_or_else(|| bad("a number expected"));
        let f = || x.as_f64().ok_or_else(|| bad("a number expected"));
        Ok(match ty {
            "i8" | "u8" => vec![i()? as u8],
            "i16" | "u16" => (i()? as u16).to_le_bytes().to_vec(),
            "i32" | "u32" => (i()? as u32).to_le_bytes().to_vec(),
            "i64" => i()?.to_le_bytes().to_vec(),
            "u64" => x
                .as_u64()
                .ok_or_else(|| bad("a number expected"))?
                .to_le_bytes()
                .to_vec(),
            "f32" => (f()? as f32).to_le_bytes().to_vec(),
            "f64" => f()?.to_le_bytes().to_vec(),
            t => return Err(bad(&format!("launch type {t} not handled"))),
        })
    };
    let mut args = Vec::new();
    for a in v["args"].as_array().cloned().unwrap_or_default() {
        args.push(if let Some(b) = a.get("buffer") {
            let ty = b["type"]
                .as_str()
                .ok_or_else(|| bad("buffer without a type"))?;
            match b.get("data") {
                Some(Value::Array(d)) => {
                    let mut bytes = Vec::new();
                    for x in d {
                        bytes.extend(scalar(ty, x)?);
                    }
                    sim::LaunchArg::Buffer(bytes)
                }
                _ => {
                    let n = b["count"]
                        .as_u64()
                        .ok_or_else(|| bad("buffer without a count"))?;
                    sim::LaunchArg::Buffer(scalar(ty, &b["fill"])?.repeat(n as usize))
                }
            }
        } else if let Some(x) = a.get("value") {
            let ty = x["type"]
                .as_str()
                .ok_or_else(|| bad("value without a type"))?;
            sim::LaunchArg::Value(scalar(ty, &x["data"])?)
        } else if let Some(n) = a.get("local").and_then(Value::as_u64) {
            sim::LaunchArg::Local(n as u32)
        } else {
            return Err(bad(&format!("launch argument {a} not handled")));
        });
    }
    let code_object = path.parent().unwrap_or(std::path::Path::new(".")).join(
        v["code_object"]
            .as_str()
            .ok_or_else(|| bad("no code_object"))?,
    );
    let launch = sim::Launch {
        kernel: v["kernel"]
            .as_str()
            .ok_or_else(|| bad("no kernel"))?
            .to_string(),
        grid: dims("grid"),
        block: dims("block"),
        args,
        recorded: None,
    };
    Ok((code_object, launch))
}

/// The fake for a process that loads it as a shared object (the versioned shim's
/// constructor calls this when `HDB_FAKE_IMPL` names this library): the simulator runs the
/// launch file `HDB_FAKE_LAUNCH`; with `HDB_FAKE_RUNTIME_BREAKPOINT=ADDR` (hex) the library
/// asks for a host breakpoint there and loads the code object at its first hit
/// ([`Fake::load_at_runtime_breakpoint`]); with `HDB_FAKE_MEMORY_URI` set the code object is
/// named by a `memory://` URI. The fake is installed for the calling thread
/// (the one that loads the library, hence the one that calls it) and its table handed to
/// the shim's `install`. Returns 0, or -1 after saying on stderr what is wrong.
///
/// # Safety
/// `shim_install` must be the shim's `hdb_fake_install`.
#[no_mangle]
pub unsafe extern "C" fn hdb_fake_setup_from_env(
    major: u32,
    minor: u32,
    patch: u32,
    shim_install: unsafe extern "C" fn(*const *const c_void, libc::c_ulong),
) -> i32 {
    let setup = || -> Result<Vec<*const c_void>, String> {
        let launch = std::env::var_os("HDB_FAKE_LAUNCH").ok_or("HDB_FAKE_LAUNCH is not set")?;
        let (co, launch) = read_launch(std::path::Path::new(&launch))?;
        let bytes = std::fs::read(&co).map_err(|e| format!("{}: {e}", co.display()))?;
        let mut sim = sim::Simulator::new(&bytes, &launch).map_err(|e| e.to_string())?;
        // As a debugger session starts it: traps stop the wave, and the code object is the
        // file (a client loads its symbols from the URI).
        sim.set_debugger_attached(true);
        let abs = std::fs::canonicalize(&co).unwrap_or(co.clone());
        sim.set_code_object_uri(format!(
            "file://{}#offset=0&size={}",
            abs.display(),
            bytes.len()
        ));
        let version = Version {
            major,
            minor,
            patch,
        };
        let table = install(Box::new(sim), version)
            .ok_or_else(|| format!("no profile for version {version}"))?;
        if let Some(a) = std::env::var_os("HDB_FAKE_RUNTIME_BREAKPOINT") {
            let a = a.to_string_lossy();
            let a = u64::from_str_radix(a.trim_start_matches("0x"), 16)
                .map_err(|_| format!("HDB_FAKE_RUNTIME_BREAKPOINT={a}: not a hex address"))?;
            with(|f| {
                f.runtime_breakpoint(a);
                f.load_at_runtime_breakpoint();
            });
        }
        if std::env::var_os("HDB_FAKE_MEMORY_URI").is_some() {
            // Where a host heap might hold it; outside the simulator's GPU addresses.
            with(|f| f.code_object_in_memory(0x5555_0000_0000, bytes.clone()));
        }
        Ok(shim::pointers(&table))
    };
    match std::panic::catch_unwind(setup) {
        Ok(Ok(ptrs)) => {
            // SAFETY: the shim's install copies this many pointers from a valid array.
            unsafe { shim_install(ptrs.as_ptr(), ptrs.len() as libc::c_ulong) };
            0
        }
        Ok(Err(e)) => {
            eprintln!("dbgapi-fake: {e}");
            -1
        }
        Err(_) => {
            eprintln!("dbgapi-fake: setting up panicked");
            -1
        }
    }
}
