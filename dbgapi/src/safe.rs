//! The owned, checked face of the library: one [`Instance`] (initialize … finalize), RAII
//! [`Process`]es (attach … detach) and [`Event`]s (acknowledged exactly once on drop).
//!
//! Lists and strings the library returns were allocated by our `allocate_memory` callback
//! (`malloc`); they are copied into `Vec`/`String` and released with `free` at once.
//! Callbacks are `extern "C"` trampolines behind `catch_unwind`: a panic becomes
//! `AMD_DBGAPI_STATUS_ERROR`, never an unwind across C frames.

use std::cell::RefCell;
use std::ffi::{c_char, c_void, CStr};
use std::marker::PhantomData;
use std::mem::MaybeUninit;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

use crate::loader::FnTable;
use crate::sys::{self, Status};
use crate::{Error, StatusText};

/// The inferior as the library sees it: a live process (its pid, memory and host
/// breakpoints) or a core file (its note and memory).
pub trait Client {
    /// The live process's pid (already ptrace-attached by the caller), or `None` for a core.
    fn os_pid(&self) -> Option<i32>;
    /// The AMDGPU core note's bytes, for a core; `None` when live.
    fn core_state(&self) -> Option<&[u8]> {
        None
    }
    /// Reads global memory; returns how many bytes were read (fewer at an unmapped page).
    fn read_global(&mut self, address: u64, out: &mut [u8]) -> std::io::Result<usize>;
    /// Writes global memory; returns how many bytes were written.
    fn write_global(&mut self, address: u64, data: &[u8]) -> std::io::Result<usize>;
    /// Plants a host breakpoint the library asked for (ROCr's `r_brk`).
    fn insert_breakpoint(&mut self, address: u64, id: sys::BreakpointId) -> std::io::Result<()> {
        let _ = (address, id);
        Err(std::io::ErrorKind::Unsupported.into())
    }
    /// Removes one.
    fn remove_breakpoint(&mut self, id: sys::BreakpointId) -> std::io::Result<()> {
        let _ = id;
        Err(std::io::ErrorKind::Unsupported.into())
    }
}

/// What a client-process handle points to.
struct ClientCell {
    client: RefCell<Box<dyn Client>>,
}

/// Set while an [`Instance`] is alive: the library keeps one global state.
static IN_USE: AtomicBool = AtomicBool::new(false);
/// The library's recent log lines (the last [`LOG_KEEP`]).
static LOG: Mutex<Vec<String>> = Mutex::new(Vec::new());
const LOG_KEEP: usize = 256;

/// The library's recent log messages, oldest first.
pub fn log_messages() -> Vec<String> {
    LOG.lock().map(|l| l.clone()).unwrap_or_default()
}

unsafe extern "C" fn cb_allocate(size: usize) -> *mut c_void {
    if size == 0 {
        return std::ptr::null_mut();
    }
    // SAFETY: malloc has no preconditions; NULL (out of memory) is passed on, as the
    // header asks.
    unsafe { libc::malloc(size) }
}

unsafe extern "C" fn cb_deallocate(p: *mut c_void) {
    // SAFETY: the library only hands back what cb_allocate (malloc) returned, or NULL.
    unsafe { libc::free(p) }
}

/// Runs a callback body on the client, mapping panics and a busy client to errors.
fn with_client(client: sys::ClientProcessId, f: impl FnOnce(&mut dyn Client) -> Status) -> Status {
    if client.is_null() {
        return Status::ERROR_INVALID_CLIENT_PROCESS_ID;
    }
    catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: every client-process id hdb hands the library is a pointer to a ClientCell
        // owned by a live Process (freed only after process_detach returned).
        let cell = unsafe { &*(client as *const ClientCell) };
        match cell.client.try_borrow_mut() {
            Ok(mut c) => f(&mut **c),
            Err(_) => Status::ERROR_CLIENT_CALLBACK,
        }
    }))
    .unwrap_or(Status::ERROR)
}

unsafe extern "C" fn cb_client_process_get_info(
    client: sys::ClientProcessId,
    query: sys::ClientProcessInfo,
    size: usize,
    value: *mut c_void,
) -> Status {
    if value.is_null() {
        return Status::ERROR_INVALID_ARGUMENT;
    }
    with_client(client, |c| match query {
        sys::ClientProcessInfo::OS_PID => {
            if size != std::mem::size_of::<libc::pid_t>() {
                return Status::ERROR_INVALID_ARGUMENT_COMPATIBILITY;
            }
            match c.os_pid() {
                // SAFETY: value is non-NULL and the library said it holds a pid_t.
                Some(pid) => unsafe {
                    (value as *mut libc::pid_t).write_unaligned(pid);
                    Status::SUCCESS
                },
                None => Status::ERROR_NOT_AVAILABLE,
            }
        }
        sys::ClientProcessInfo::CORE_STATE => {
            if size != std::mem::size_of::<sys::CoreStateData>() {
                return Status::ERROR_INVALID_ARGUMENT_COMPATIBILITY;
            }
            match c.core_state() {
                Some(note) => {
                    let data = sys::CoreStateData {
                        endianness: sys::Endianness::LITTLE,
                        size: note.len(),
                        // The note lives in the client, which outlives the process.
                        data: note.as_ptr().cast(),
                    };
                    // SAFETY: value is non-NULL and sized for a CoreStateData.
                    unsafe { (value as *mut sys::CoreStateData).write_unaligned(data) };
                    Status::SUCCESS
                }
                None => Status::ERROR_NOT_AVAILABLE,
            }
        }
        _ => Status::ERROR_INVALID_ARGUMENT,
    })
}

unsafe extern "C" fn cb_insert_breakpoint(
    client: sys::ClientProcessId,
    address: u64,
    id: sys::BreakpointId,
) -> Status {
    with_client(client, |c| match c.insert_breakpoint(address, id) {
        Ok(()) => Status::SUCCESS,
        Err(_) => Status::ERROR,
    })
}

unsafe extern "C" fn cb_remove_breakpoint(
    client: sys::ClientProcessId,
    id: sys::BreakpointId,
) -> Status {
    with_client(client, |c| match c.remove_breakpoint(id) {
        Ok(()) => Status::SUCCESS,
        Err(_) => Status::ERROR_INVALID_BREAKPOINT_ID,
    })
}

unsafe extern "C" fn cb_xfer_global_memory(
    client: sys::ClientProcessId,
    address: u64,
    size: *mut u64,
    read: *mut c_void,
    write: *const c_void,
) -> Status {
    if size.is_null() || read.is_null() == write.is_null() {
        return Status::ERROR_INVALID_ARGUMENT;
    }
    // SAFETY: size is non-NULL (checked).
    let len = unsafe { *size };
    let Ok(len) = usize::try_from(len) else {
        return Status::ERROR_INVALID_ARGUMENT;
    };
    with_client(client, |c| {
        let done = if !read.is_null() {
            // SAFETY: the library gives a buffer of `len` writable bytes.
            let out = unsafe { std::slice::from_raw_parts_mut(read as *mut u8, len) };
            c.read_global(address, out)
        } else {
            // SAFETY: the library gives a buffer of `len` readable bytes.
            let data = unsafe { std::slice::from_raw_parts(write as *const u8, len) };
            c.write_global(address, data)
        };
        match done {
            Ok(0) if len > 0 => Status::ERROR_MEMORY_ACCESS,
            Ok(n) => {
                // SAFETY: size is non-NULL (checked); a partial transfer reports its length.
                unsafe { *size = n.min(len) as u64 };
                Status::SUCCESS
            }
            Err(_) => Status::ERROR_MEMORY_ACCESS,
        }
    })
}

unsafe extern "C" fn cb_log_message(level: sys::LogLevel, message: *const c_char) {
    if message.is_null() {
        return;
    }
    let _ = catch_unwind(|| {
        // SAFETY: the library passes a NUL-terminated string valid during the call; we copy.
        let text = unsafe { CStr::from_ptr(message) }
            .to_string_lossy()
            .into_owned();
        if std::env::var_os("HDB_DBGAPI_LOG").is_some() {
            eprintln!("amd-dbgapi[{}]: {text}", level.0);
        }
        if let Ok(mut l) = LOG.lock() {
            if l.len() >= LOG_KEEP {
                l.remove(0);
            }
            l.push(text);
        }
    });
}

/// The callbacks hdb registers.
fn callbacks() -> sys::Callbacks {
    sys::Callbacks {
        allocate_memory: cb_allocate,
        deallocate_memory: cb_deallocate,
        client_process_get_info: cb_client_process_get_info,
        insert_breakpoint: cb_insert_breakpoint,
        remove_breakpoint: cb_remove_breakpoint,
        xfer_global_memory: cb_xfer_global_memory,
        log_message: cb_log_message,
    }
}

struct Inner {
    t: FnTable,
    // The library keeps the pointer it was given; keep the struct alive and fixed.
    _callbacks: Box<sys::Callbacks>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        // SAFETY: the instance was initialized; every process holds an Rc to this, so none
        // is still attached.
        let _ = unsafe { (self.t.finalize)() };
        IN_USE.store(false, Ordering::SeqCst);
    }
}

/// An initialized library instance. Not `Send`: every call must come from one thread.
#[derive(Clone)]
pub struct Instance {
    inner: Rc<Inner>,
    _not_send: PhantomData<*const ()>,
}

fn check(function: &'static str, s: Status) -> Result<(), Error> {
    if s == Status::SUCCESS {
        Ok(())
    } else {
        Err(Error::Call {
            function,
            status: StatusText(s),
        })
    }
}

impl Instance {
    /// Initializes the library behind a function table.
    pub fn new(t: FnTable) -> Result<Instance, Error> {
        if IN_USE.swap(true, Ordering::SeqCst) {
            return Err(Error::InUse);
        }
        let mut cbs = Box::new(callbacks());
        // SAFETY: `cbs` is a valid callbacks struct that stays at this address for the
        // instance's life (boxed in Inner).
        let s = unsafe { (t.initialize)(&mut *cbs) };
        if let Err(e) = check("amd_dbgapi_initialize", s) {
            IN_USE.store(false, Ordering::SeqCst);
            return Err(e);
        }
        // SAFETY: set_log_level takes any level; the library is initialized.
        unsafe { (t.set_log_level)(sys::LogLevel::WARNING) };
        Ok(Instance {
            inner: Rc::new(Inner { t, _callbacks: cbs }),
            _not_send: PhantomData,
        })
    }

    /// The function table.
    pub fn table(&self) -> &FnTable {
        &self.inner.t
    }

    /// Attaches to a live process or a core (the client's `os_pid` decides).
    pub fn attach(&self, client: Box<dyn Client>) -> Result<Process, Error> {
        let cell = Box::new(ClientCell {
            client: RefCell::new(client),
        });
        let ptr = &*cell as *const ClientCell as sys::ClientProcessId;
        let mut id = sys::ProcessId::NONE;
        // SAFETY: `ptr` points to the boxed cell, which the Process keeps until after
        // process_detach; `id` is a valid out-pointer.
        let s = unsafe { (self.inner.t.process_attach)(ptr, &mut id) };
        check("amd_dbgapi_process_attach", s)?;
        Ok(Process {
            inst: self.clone(),
            id,
            _client: cell,
        })
    }

    /// The architecture for an `EF_AMDGPU_MACH` value.
    pub fn architecture(&self, elf_mach: u32) -> Result<sys::ArchitectureId, Error> {
        let mut a = sys::ArchitectureId::NONE;
        // SAFETY: a valid out-pointer.
        let s = unsafe { (self.inner.t.get_architecture)(elf_mach, &mut a) };
        check("amd_dbgapi_get_architecture", s)?;
        Ok(a)
    }

    /// A fixed-size query result (`T` must be the query's C type).
    pub fn info<Id: Copy, Q: Copy, T: Copy>(
        &self,
        function: &'static str,
        f: crate::sys::fns::GetInfo<Id, Q>,
        id: Id,
        query: Q,
    ) -> Result<T, Error> {
        let mut v = MaybeUninit::<T>::uninit();
        // SAFETY: `v` has room for size_of::<T>() bytes, the size passed; the library
        // writes exactly that many on success (or fails with ARGUMENT_COMPATIBILITY).
        let s = unsafe { f(id, query, std::mem::size_of::<T>(), v.as_mut_ptr().cast()) };
        check(function, s)?;
        // SAFETY: success means the value was written; T is plain data (Copy, C type).
        Ok(unsafe { v.assume_init() })
    }

    /// A string query result, copied and freed.
    pub fn info_string<Id: Copy, Q: Copy>(
        &self,
        function: &'static str,
        f: crate::sys::fns::GetInfo<Id, Q>,
        id: Id,
        query: Q,
    ) -> Result<String, Error> {
        let p: *mut c_char = self.info(function, f, id, query)?;
        take_string(function, p)
    }

    /// A blob query result (e.g. the breakpoint instruction), `len` bytes, copied and freed.
    pub fn info_bytes<Id: Copy, Q: Copy>(
        &self,
        function: &'static str,
        f: crate::sys::fns::GetInfo<Id, Q>,
        id: Id,
        query: Q,
        len: usize,
    ) -> Result<Vec<u8>, Error> {
        let p: *mut u8 = self.info(function, f, id, query)?;
        take_array(function, p, len)
    }

    /// Registers of an architecture.
    pub fn architecture_registers(
        &self,
        arch: sys::ArchitectureId,
    ) -> Result<Vec<sys::RegisterId>, Error> {
        let mut n = 0usize;
        let mut p: *mut sys::RegisterId = std::ptr::null_mut();
        // SAFETY: valid out-pointers.
        let s = unsafe { (self.inner.t.architecture_register_list)(arch, &mut n, &mut p) };
        check("amd_dbgapi_architecture_register_list", s)?;
        take_array("amd_dbgapi_architecture_register_list", p, n)
    }
}

/// Copies a library-allocated NUL-terminated string and frees it.
fn take_string(function: &'static str, p: *mut c_char) -> Result<String, Error> {
    if p.is_null() {
        return Err(Error::Malformed {
            function,
            what: "a NULL string".into(),
        });
    }
    // SAFETY: the library returned a NUL-terminated string allocated with our malloc; it
    // is ours to free, once, after copying.
    let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
    // SAFETY: as above.
    unsafe { libc::free(p.cast()) };
    Ok(s)
}

/// Copies a watchpoint list's ids and frees the library's array (`None` if malformed).
pub fn take_list(list: sys::WatchpointList) -> Option<Vec<sys::WatchpointId>> {
    take_array("amd_dbgapi_wave_get_info", list.watchpoint_ids, list.count).ok()
}

/// Copies a library-allocated array of `n` items and frees it.
fn take_array<T: Copy>(function: &'static str, p: *mut T, n: usize) -> Result<Vec<T>, Error> {
    if n == 0 {
        if !p.is_null() {
            // SAFETY: allocated by our malloc and owned by us.
            unsafe { libc::free(p.cast()) };
        }
        return Ok(Vec::new());
    }
    if p.is_null() {
        return Err(Error::Malformed {
            function,
            what: format!("a NULL list of {n} items"),
        });
    }
    // SAFETY: the library returned `n` initialized items at `p`, allocated with our
    // malloc; we copy them, then free the block once.
    let v = unsafe { std::slice::from_raw_parts(p, n) }.to_vec();
    // SAFETY: as above.
    unsafe { libc::free(p.cast()) };
    Ok(v)
}

/// An attached process (live or core). Dropping it detaches.
pub struct Process {
    inst: Instance,
    id: sys::ProcessId,
    _client: Box<ClientCell>,
}

impl Drop for Process {
    fn drop(&mut self) {
        // SAFETY: the process is attached; detaching is always allowed.
        let _ = unsafe { (self.inst.inner.t.process_detach)(self.id) };
    }
}

/// A pending event; dropping it acknowledges it (`event_processed`) exactly once.
pub struct Event {
    inst: Instance,
    /// The event.
    pub id: sys::EventId,
    /// Its kind (possibly one this hdb does not know).
    pub kind: sys::EventKind,
}

impl Event {
    /// The wave of a WAVE_STOP or WAVE_COMMAND_TERMINATED event.
    pub fn wave(&self) -> Result<sys::WaveId, Error> {
        let t = self.inst.table();
        self.inst.info(
            "amd_dbgapi_event_get_info",
            t.event_get_info,
            self.id,
            sys::EventInfo::WAVE,
        )
    }

    /// The runtime state of a RUNTIME event.
    pub fn runtime_state(&self) -> Result<sys::RuntimeState, Error> {
        let t = self.inst.table();
        self.inst.info(
            "amd_dbgapi_event_get_info",
            t.event_get_info,
            self.id,
            sys::EventInfo::RUNTIME_STATE,
        )
    }

    /// The breakpoint and client thread of a BREAKPOINT_RESUME event.
    /// The client thread is the opaque value hdb gave `report_breakpoint_hit`.
    pub fn breakpoint(&self) -> Result<(sys::BreakpointId, usize), Error> {
        let t = self.inst.table();
        let bp = self.inst.info(
            "amd_dbgapi_event_get_info",
            t.event_get_info,
            self.id,
            sys::EventInfo::BREAKPOINT,
        )?;
        let th: sys::ClientThreadId = self.inst.info(
            "amd_dbgapi_event_get_info",
            t.event_get_info,
            self.id,
            sys::EventInfo::CLIENT_THREAD,
        )?;
        Ok((bp, th as usize))
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        // SAFETY: the event came from next_pending_event and is acknowledged only here.
        let _ = unsafe { (self.inst.inner.t.event_processed)(self.id) };
    }
}

impl Process {
    /// The library's handle.
    pub fn id(&self) -> sys::ProcessId {
        self.id
    }

    /// The instance.
    pub fn instance(&self) -> &Instance {
        &self.inst
    }

    fn t(&self) -> &FnTable {
        &self.inst.inner.t
    }

    /// The notifier fd: readable when events may be pending (spurious wake-ups happen).
    pub fn notifier(&self) -> Result<i32, Error> {
        let t = self.t();
        self.inst.info(
            "amd_dbgapi_process_get_info",
            t.process_get_info,
            self.id,
            sys::ProcessInfo::NOTIFIER,
        )
    }

    /// A process query by its 0.77+ number, translated for the library's profile.
    pub fn process_info<T: Copy>(&self, q: sys::ProcessInfo) -> Result<T, Error> {
        let t = self.t();
        let q = t.profile.process_info(q).ok_or(Error::Call {
            function: "amd_dbgapi_process_get_info",
            status: StatusText(Status::ERROR_NOT_SUPPORTED),
        })?;
        self.inst.info(
            "amd_dbgapi_process_get_info",
            t.process_get_info,
            self.id,
            q,
        )
    }

    fn list<Id: Copy>(
        &self,
        function: &'static str,
        f: crate::sys::fns::List<Id>,
    ) -> Result<Vec<Id>, Error> {
        let mut n = 0usize;
        let mut p: *mut Id = std::ptr::null_mut();
        let mut changed = sys::Changed::NO;
        // SAFETY: valid out-pointers; the process is attached.
        let s = unsafe { f(self.id, &mut n, &mut p, &mut changed) };
        check(function, s)?;
        take_array(function, p, n)
    }

    /// Agents.
    pub fn agents(&self) -> Result<Vec<sys::AgentId>, Error> {
        self.list("amd_dbgapi_process_agent_list", self.t().process_agent_list)
    }
    /// Queues.
    pub fn queues(&self) -> Result<Vec<sys::QueueId>, Error> {
        self.list("amd_dbgapi_process_queue_list", self.t().process_queue_list)
    }
    /// Dispatches.
    pub fn dispatches(&self) -> Result<Vec<sys::DispatchId>, Error> {
        self.list(
            "amd_dbgapi_process_dispatch_list",
            self.t().process_dispatch_list,
        )
    }
    /// Waves.
    pub fn waves(&self) -> Result<Vec<sys::WaveId>, Error> {
        self.list("amd_dbgapi_process_wave_list", self.t().process_wave_list)
    }
    /// Loaded code objects.
    pub fn code_objects(&self) -> Result<Vec<sys::CodeObjectId>, Error> {
        self.list(
            "amd_dbgapi_process_code_object_list",
            self.t().process_code_object_list,
        )
    }

    /// An agent query.
    pub fn agent<T: Copy>(&self, a: sys::AgentId, q: sys::AgentInfo) -> Result<T, Error> {
        self.inst
            .info("amd_dbgapi_agent_get_info", self.t().agent_get_info, a, q)
    }
    /// An agent's name.
    pub fn agent_name(&self, a: sys::AgentId) -> Result<String, Error> {
        self.inst.info_string(
            "amd_dbgapi_agent_get_info",
            self.t().agent_get_info,
            a,
            sys::AgentInfo::NAME,
        )
    }
    /// A queue query.
    pub fn queue<T: Copy>(&self, q: sys::QueueId, what: sys::QueueInfo) -> Result<T, Error> {
        self.inst.info(
            "amd_dbgapi_queue_get_info",
            self.t().queue_get_info,
            q,
            what,
        )
    }
    /// A dispatch query.
    pub fn dispatch<T: Copy>(
        &self,
        d: sys::DispatchId,
        what: sys::DispatchInfo,
    ) -> Result<T, Error> {
        self.inst.info(
            "amd_dbgapi_dispatch_get_info",
            self.t().dispatch_get_info,
            d,
            what,
        )
    }
    /// A wave query.
    pub fn wave<T: Copy>(&self, w: sys::WaveId, what: sys::WaveInfo) -> Result<T, Error> {
        self.inst
            .info("amd_dbgapi_wave_get_info", self.t().wave_get_info, w, what)
    }
    /// A code object's URI and load delta.
    pub fn code_object(&self, c: sys::CodeObjectId) -> Result<(String, i64), Error> {
        let t = self.t();
        let uri = self.inst.info_string(
            "amd_dbgapi_code_object_get_info",
            t.code_object_get_info,
            c,
            sys::CodeObjectInfo::URI_NAME,
        )?;
        let delta: isize = self.inst.info(
            "amd_dbgapi_code_object_get_info",
            t.code_object_get_info,
            c,
            sys::CodeObjectInfo::LOAD_ADDRESS,
        )?;
        Ok((uri, delta as i64))
    }

    /// Asks a wave to stop (completion comes as an event).
    pub fn wave_stop(&self, w: sys::WaveId) -> Result<(), Error> {
        // SAFETY: plain values.
        check("amd_dbgapi_wave_stop", unsafe { (self.t().wave_stop)(w) })
    }
    /// Resumes a wave.
    pub fn wave_resume(&self, w: sys::WaveId, mode: sys::ResumeMode) -> Result<(), Error> {
        // SAFETY: plain values.
        let s = unsafe { (self.t().wave_resume)(w, mode, sys::Exceptions::NONE) };
        check("amd_dbgapi_wave_resume", s)
    }
    /// Starts a displaced step over the instruction whose original bytes are `saved`.
    pub fn displaced_start(
        &self,
        w: sys::WaveId,
        saved: &[u8],
    ) -> Result<sys::DisplacedSteppingId, Error> {
        let mut id = sys::DisplacedSteppingId::NONE;
        // SAFETY: `saved` holds the architecture's breakpoint-size bytes (the caller read
        // them under the breakpoint); `id` is a valid out-pointer.
        let s = unsafe { (self.t().displaced_stepping_start)(w, saved.as_ptr().cast(), &mut id) };
        check("amd_dbgapi_displaced_stepping_start", s)?;
        Ok(id)
    }
    /// Completes a displaced step.
    pub fn displaced_complete(
        &self,
        w: sys::WaveId,
        id: sys::DisplacedSteppingId,
    ) -> Result<(), Error> {
        // SAFETY: plain values.
        let s = unsafe { (self.t().displaced_stepping_complete)(w, id) };
        check("amd_dbgapi_displaced_stepping_complete", s)
    }
    /// Sets forward progress.
    pub fn set_progress(&self, p: sys::Progress) -> Result<(), Error> {
        // SAFETY: plain values.
        let s = unsafe { (self.t().process_set_progress)(self.id, p) };
        check("amd_dbgapi_process_set_progress", s)
    }
    /// Allows or stops wave creation.
    pub fn set_wave_creation(&self, c: sys::WaveCreation) -> Result<(), Error> {
        // SAFETY: plain values.
        let s = unsafe { (self.t().process_set_wave_creation)(self.id, c) };
        check("amd_dbgapi_process_set_wave_creation", s)
    }

    /// The registers a wave has.
    pub fn wave_registers(&self, w: sys::WaveId) -> Result<Vec<sys::RegisterId>, Error> {
        let mut n = 0usize;
        let mut p: *mut sys::RegisterId = std::ptr::null_mut();
        // SAFETY: valid out-pointers.
        let s = unsafe { (self.t().wave_register_list)(w, &mut n, &mut p) };
        check("amd_dbgapi_wave_register_list", s)?;
        take_array("amd_dbgapi_wave_register_list", p, n)
    }
    /// Reads a whole register.
    pub fn read_register(
        &self,
        w: sys::WaveId,
        r: sys::RegisterId,
        out: &mut [u8],
    ) -> Result<(), Error> {
        // SAFETY: `out` has out.len() writable bytes, the size passed.
        let s =
            unsafe { (self.t().read_register)(w, r, 0, out.len() as u64, out.as_mut_ptr().cast()) };
        check("amd_dbgapi_read_register", s)
    }
    /// Writes a whole register.
    pub fn write_register(
        &self,
        w: sys::WaveId,
        r: sys::RegisterId,
        data: &[u8],
    ) -> Result<(), Error> {
        // SAFETY: `data` has data.len() readable bytes, the size passed.
        let s =
            unsafe { (self.t().write_register)(w, r, 0, data.len() as u64, data.as_ptr().cast()) };
        check("amd_dbgapi_write_register", s)
    }

    /// Reads memory; returns the bytes read (a partial read is short).
    pub fn read_memory(
        &self,
        w: sys::WaveId,
        lane: sys::LaneId,
        space: sys::AddressSpaceId,
        address: u64,
        out: &mut [u8],
    ) -> Result<usize, Error> {
        let mut n = out.len() as u64;
        // SAFETY: `out` has `n` writable bytes; `n` is a valid in/out pointer.
        let s = unsafe {
            (self.t().read_memory)(
                self.id,
                w,
                lane,
                space,
                address,
                &mut n,
                out.as_mut_ptr().cast(),
            )
        };
        check("amd_dbgapi_read_memory", s)?;
        Ok((n as usize).min(out.len()))
    }
    /// Writes memory; returns the bytes written.
    pub fn write_memory(
        &self,
        w: sys::WaveId,
        lane: sys::LaneId,
        space: sys::AddressSpaceId,
        address: u64,
        data: &[u8],
    ) -> Result<usize, Error> {
        let mut n = data.len() as u64;
        // SAFETY: `data` has `n` readable bytes; `n` is a valid in/out pointer.
        let s = unsafe {
            (self.t().write_memory)(
                self.id,
                w,
                lane,
                space,
                address,
                &mut n,
                data.as_ptr().cast(),
            )
        };
        check("amd_dbgapi_write_memory", s)?;
        Ok((n as usize).min(data.len()))
    }
    /// The address space for a DWARF address-space number.
    pub fn dwarf_address_space(
        &self,
        arch: sys::ArchitectureId,
        dwarf: u64,
    ) -> Result<sys::AddressSpaceId, Error> {
        let mut a = sys::AddressSpaceId::NONE;
        // SAFETY: a valid out-pointer.
        let s = unsafe { (self.t().dwarf_address_space_to_address_space)(arch, dwarf, &mut a) };
        check("amd_dbgapi_dwarf_address_space_to_address_space", s)?;
        Ok(a)
    }

    /// The next pending event, or `None`.
    pub fn next_event(&self) -> Result<Option<Event>, Error> {
        let mut id = sys::EventId::NONE;
        let mut kind = sys::EventKind::NONE;
        // SAFETY: valid out-pointers.
        let s = unsafe { (self.t().process_next_pending_event)(self.id, &mut id, &mut kind) };
        check("amd_dbgapi_process_next_pending_event", s)?;
        if kind == sys::EventKind::NONE || id == sys::EventId::NONE {
            return Ok(None);
        }
        Ok(Some(Event {
            inst: self.inst.clone(),
            id,
            kind,
        }))
    }

    /// Reports that the host hit a breakpoint the library asked for.
    /// `thread` is an opaque value (hdb passes the host thread's tid) that comes back in
    /// the BREAKPOINT_RESUME event.
    pub fn report_breakpoint_hit(
        &self,
        bp: sys::BreakpointId,
        thread: usize,
    ) -> Result<sys::BreakpointAction, Error> {
        let mut a = sys::BreakpointAction::RESUME;
        // SAFETY: a valid out-pointer; the thread handle is opaque to the library, which
        // never dereferences it.
        let s =
            unsafe { (self.t().report_breakpoint_hit)(bp, thread as sys::ClientThreadId, &mut a) };
        check("amd_dbgapi_report_breakpoint_hit", s)?;
        Ok(a)
    }

    /// Sets a store watchpoint (`None` when the library has no watchpoint functions).
    pub fn set_watchpoint(
        &self,
        address: u64,
        size: u64,
    ) -> Option<Result<sys::WatchpointId, Error>> {
        let f = self.t().set_watchpoint?;
        let mut id = sys::WatchpointId::NONE;
        // SAFETY: a valid out-pointer.
        let s = unsafe {
            f(
                self.id,
                address,
                size,
                sys::WatchpointKind::STORE_AND_RMW,
                &mut id,
            )
        };
        Some(check("amd_dbgapi_set_watchpoint", s).map(|()| id))
    }
    /// Removes a watchpoint.
    pub fn remove_watchpoint(&self, id: sys::WatchpointId) -> Option<Result<(), Error>> {
        let f = self.t().remove_watchpoint?;
        // SAFETY: plain values.
        Some(check("amd_dbgapi_remove_watchpoint", unsafe { f(id) }))
    }
    /// The read and write packet ids of queue `q` (`None` when the library's function is not
    /// bound). The packets the library copies out are freed unread.
    pub fn queue_packet_ids(&self, q: sys::QueueId) -> Option<Result<(u64, u64), Error>> {
        let f = self.t().queue_packet_list?;
        let (mut read, mut write, mut n) = (0u64, 0u64, 0usize);
        let mut bytes: *mut std::ffi::c_void = std::ptr::null_mut();
        // SAFETY: plain values and four valid out-pointers.
        let s = unsafe { f(q, &mut read, &mut write, &mut n, &mut bytes) };
        if !bytes.is_null() {
            // SAFETY: allocated with our allocate_memory (malloc) and owned by us now.
            unsafe { libc::free(bytes) };
        }
        Some(check("amd_dbgapi_queue_packet_list", s).map(|()| (read, write)))
    }

    /// Converts `address` in `from` to `to` as `lane` of `w` sees it (`None` when the
    /// library's function is not bound).
    pub fn convert_address_space(
        &self,
        w: sys::WaveId,
        lane: sys::LaneId,
        from: sys::AddressSpaceId,
        address: u64,
        to: sys::AddressSpaceId,
    ) -> Option<Result<u64, Error>> {
        let f = self.t().convert_address_space?;
        let (mut out, mut contiguous) = (0u64, 0u64);
        // SAFETY: plain values and two valid out-pointers.
        let s = unsafe { f(w, lane, from, address, to, &mut out, &mut contiguous) };
        Some(check("amd_dbgapi_convert_address_space", s).map(|()| out))
    }
}
