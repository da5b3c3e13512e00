//! [`Runtime`]: the HIP semantics on simulated devices. It answers each [`Request`] a
//! program's thread makes ([`Runtime::handle`]), asking the program ([`Host`]) for what only
//! it can do.
//!
//! * Devices: `--devices N` agents of one processor (the first the program's fat binaries
//!   carry that the simulator runs, or `--target`), in one [`Machine`]: one address space, so
//!   every device reaches every allocation (unified virtual addressing; peer access is
//!   bookkeeping).
//! * Memory: device allocations are regions of the machine; host memory the devices can
//!   reach (`hipHostMalloc`, `hipMallocManaged`, `hipHostRegister`) is mapped at the same
//!   address as in the program, copied in before each launch and the changed pages copied
//!   back after it.
//! * Work runs when it is submitted, each stream in order: a launch returns once its kernel
//!   has run (see [`crate::dispatch`]). So events are the program's stand-in library's alone:
//!   an event is reached when recorded, at the host's time then, and `hipEventElapsedTime`
//!   measures the simulation's wall-clock time.
//! * A kernel that faults makes the device's error sticky for its process, as on a GPU (each
//!   process has its own context there): the launch itself succeeds, and the process's calls
//!   after it (synchronisation, copies, launches) return `hipErrorIllegalAddress` (memory
//!   faults), `hipErrorAssert` (device `assert`) or `hipErrorLaunchFailure` until
//!   `hipDeviceReset`. Only launches and resets change it, and their replies carry it
//!   ([`StickyErrors`]), so the library answers synchronising calls itself while no device
//!   of its process has one.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

use amdgpu::Processor;
use sim::memory::{RegionKind, SparePages};
use sim::Machine;

use crate::check::ProgramChecks;
use crate::devices;
use crate::dispatch::{self, DispatchReport};
use crate::host::{Host, HostLost};
use crate::hostcall::HostcallBuffer;
use crate::images::{self, Image, Images, KernelRef, VariableRef};
use crate::memory::{Allocation, MemoryMap, Place};
use crate::protocol::{
    error, host_memory, memory_type, KernelLayout, PointerInfo, Request, StickyErrors, Value,
};
use crate::sites::Caller;

/// How the runtime runs.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Simulated devices (at least 1).
    pub devices: usize,
    /// The code object to run from fat binaries (`gfx90a`, a target ID); default: the first
    /// processor the simulator runs.
    pub target: Option<String>,
    /// Threads a dispatch may spread its work-groups over (`None`: the simulator's default).
    pub jobs: Option<usize>,
    /// Where to write a GPU core file when a kernel faults.
    pub core_on_trap: Option<PathBuf>,
    /// A folder to save every dispatch in as a launch file.
    pub record: Option<PathBuf>,
    /// The program's path (for code object URIs and messages).
    pub program: PathBuf,
    /// Set (from a Ctrl-C handler, or when the program is gone) to stop a running kernel.
    pub interrupt: Option<Arc<AtomicBool>>,
    /// Where each dispatch says how far it has got.
    pub progress: Option<Arc<amdgpu::target::Progress>>,
    /// A debugger observing the program (`hdb debug --sim`): told when code objects load or
    /// unload, and handed every dispatch to run (see [`crate::debug`]).
    pub debugger: Option<crate::debug::DebuggerLink>,
    /// Sanitizers every dispatch runs under (`hdb run --sim --check`; see [`crate::check`]).
    pub checks: Option<sim::check::CheckSet>,
}

/// One program thread's HIP state (its connection).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Client {
    /// The process.
    pub pid: u32,
    /// The ABI it was built for (5, 6, 7).
    pub abi: u32,
    /// Its current device.
    pub device: usize,
}

impl Client {
    /// A call of this thread's, with the return addresses that led to it (innermost first).
    pub fn caller(&self, addresses: Vec<u64>) -> Caller {
        Caller {
            pid: self.pid,
            addresses,
        }
    }
}

impl Default for Client {
    fn default() -> Client {
        Client {
            pid: 0,
            abi: 5,
            device: 0,
        }
    }
}

/// Counters for the run's report.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Stats {
    /// Kernels run.
    pub dispatches: u64,
    /// Waves they ran.
    pub waves: u64,
    /// Wave-instructions they executed.
    pub wave_instructions: u64,
    /// Time spent running kernels.
    pub kernel_time: Duration,
    /// Time spent serving requests, kernels included.
    pub request_time: Duration,
    /// Requests served.
    pub requests: u64,
    /// What the programs' processes reported at exit ([`Request::Waited`]): how long their
    /// threads were blocked in calls to hdb, round trips and wake-ups included.
    pub waited: Duration,
    /// The calls that time covers.
    pub waited_calls: u64,
    /// Processes that reported it.
    pub waited_processes: u64,
}

/// Each kind of request (kernels included), for `--stats`' table: how often and how long
/// hdb served it, and how long the programs reported waiting in it.
#[derive(Debug, Clone, Default)]
pub struct CallTimes(std::collections::BTreeMap<std::borrow::Cow<'static, str>, CallTime>);

/// One row of [`CallTimes`].
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct CallTime {
    /// Requests served.
    pub calls: u64,
    /// Time serving them.
    pub served: Duration,
    /// Time the programs' threads were blocked in them, as they reported it.
    pub waited: Duration,
}

impl CallTimes {
    fn add(&mut self, kind: &'static str, took: Duration) {
        let e = self.0.entry(kind.into()).or_default();
        e.calls += 1;
        e.served += took;
    }

    fn add_waited(&mut self, kind: &str, took: Duration) {
        self.0.entry(kind.to_string().into()).or_default().waited += took;
    }

    /// Each kind with its row, longest served total first.
    pub fn by_time(&self) -> Vec<(&str, CallTime)> {
        let mut v: Vec<_> = self.0.iter().map(|(k, t)| (&**k, *t)).collect();
        v.sort_by(|a, b| b.1.served.cmp(&a.1.served).then(a.0.cmp(b.0)));
        v
    }
}

/// A stream: the device it belongs to, and the process that created it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stream {
    device: usize,
    pid: u32,
}

/// The granularity a GPU maps device memory in (AMDGPU's smallest page).
const DEVICE_PAGE: u64 = 4096;

/// The HIP runtime's device side.
pub struct Runtime {
    pub(crate) options: Options,
    /// The devices' processor, once known.
    processor: Option<&'static Processor>,
    /// The machine (lent to the simulator while a kernel runs).
    pub(crate) machine: Option<Machine>,
    pub(crate) images: Images,
    pub(crate) memory: MemoryMap,
    streams: HashMap<u64, Stream>,
    /// Each process's sticky errors.
    sticky: HashMap<u32, ProcessErrors>,
    peers: HashSet<(usize, usize)>,
    /// Each device's hostcall buffer, made on first need.
    pub(crate) hostcall: Vec<Option<HostcallBuffer>>,
    next_handle: u64,
    reported: HashSet<String>,
    /// The sanitizers, when on.
    pub(crate) checks: Option<ProgramChecks>,
    /// Counters.
    pub stats: Stats,
    /// Time per kind of request.
    pub calls: CallTimes,
    /// What [`memory::sync_in`] reads the program's memory through (kept across dispatches).
    pub(crate) host_buffer: Vec<u8>,
    /// Zeroed pages for memory allocated or registered since the last kernel, being made on
    /// a thread of its own while the program goes on (see [`crate::memory::SpareMaker`]).
    pub spare: crate::memory::SpareMaker,
    /// Fat binaries by the process and the handle its library gave them, to the image
    /// handle here (two processes may give the same handle).
    fat_binaries: HashMap<(u32, u64), u64>,
    /// Each process's posted requests served so far ([`Request::posted`]).
    posted: HashMap<u32, PostedServed>,
    /// Notified when a posted request is served.
    posted_signal: Arc<std::sync::Condvar>,
}

/// A process's sticky errors.
#[derive(Debug, Default)]
struct ProcessErrors {
    /// How many times they changed ([`StickyErrors::changes`]).
    changes: u64,
    /// By device (0: none; absent: none yet).
    by_device: Vec<i32>,
}

/// Which of a process's posted requests are served: all up to `through`, and those in
/// `beyond` (served before one numbered lower, which came on another connection).
#[derive(Debug, Default)]
struct PostedServed {
    through: u64,
    beyond: std::collections::BTreeSet<u64>,
}

impl PostedServed {
    fn served(&mut self, sequence: u64) {
        if sequence <= self.through {
            return;
        }
        self.beyond.insert(sequence);
        while self.beyond.remove(&(self.through + 1)) {
            self.through += 1;
        }
    }
}

/// Handles for images, streams, events and module functions: never a host address.
const FIRST_HANDLE: u64 = 0x1000;

impl Runtime {
    /// A runtime with `options.devices` devices, none created until a program needs them.
    pub fn new(mut options: Options) -> Runtime {
        options.devices = options.devices.max(1);
        let n = options.devices;
        Runtime {
            checks: options
                .checks
                .map(|set| ProgramChecks::new(set, &options.program)),
            options,
            processor: None,
            machine: None,
            images: Images::default(),
            memory: MemoryMap::new(n),
            streams: HashMap::new(),
            sticky: HashMap::new(),
            peers: HashSet::new(),
            hostcall: vec![None; n],
            next_handle: FIRST_HANDLE,
            reported: HashSet::new(),
            stats: Stats::default(),
            calls: CallTimes::default(),
            host_buffer: Vec::new(),
            spare: crate::memory::SpareMaker::default(),
            fat_binaries: HashMap::new(),
            posted: HashMap::new(),
            posted_signal: Arc::default(),
        }
    }

    /// Whether process `pid`'s posted requests up to `sequence` are all served.
    pub fn posted_served(&self, pid: u32, sequence: u64) -> bool {
        self.posted.get(&pid).map_or(0, |p| p.through) >= sequence
    }

    /// What is notified (with this runtime's lock) when a posted request is served.
    pub fn posted_signal(&self) -> Arc<std::sync::Condvar> {
        Arc::clone(&self.posted_signal)
    }

    /// The image handle of the fat binary `handle` of the client's process (0, which names
    /// no image, for one it never registered).
    fn fat_binary(&self, client: &Client, handle: u64) -> u64 {
        self.fat_binaries
            .get(&(client.pid, handle))
            .copied()
            .unwrap_or(0)
    }

    /// The devices' processor (`None` until a fat binary or `--target` decides it).
    pub fn processor(&self) -> Option<&'static Processor> {
        self.processor
    }

    /// The sanitizers' state, when on (`Options::checks`).
    pub fn checks_mut(&mut self) -> Option<&mut ProgramChecks> {
        self.checks.as_mut()
    }

    /// The machine, if it exists yet.
    pub fn machine(&self) -> Option<&Machine> {
        self.machine.as_ref()
    }

    fn new_handle(&mut self) -> u64 {
        let h = self.next_handle;
        self.next_handle += 1;
        h
    }

    /// Tells an observing debugger and the sanitizers which code objects the devices hold
    /// now (the sanitizers measure accesses to their variables, which symbol copies may
    /// write before any kernel runs).
    fn code_objects_changed(&mut self) {
        if let (Some(link), Some(m)) = (&self.options.debugger, &self.machine) {
            link.code_objects_changed(m);
        }
        if let (Some(c), Some(m)) = (self.checks.as_mut(), &self.machine) {
            c.code_objects_changed(m);
        }
    }

    /// Prints `message` once (`hdb: …`).
    pub(crate) fn report_once(&mut self, message: String) {
        if self.reported.insert(message.clone()) {
            eprintln!("hdb: {message}");
        }
    }

    /// The machine, made with the devices' processor on first need (the processor
    /// `--target` names, else gfx90a when no fat binary has decided it).
    pub(crate) fn machine_mut(&mut self) -> Result<&mut Machine, i32> {
        if self.machine.is_none() {
            let p = match self.processor {
                Some(p) => p,
                None => {
                    let p = self.expected_processor().ok_or(error::hipErrorNoDevice)?;
                    self.processor = Some(p);
                    p
                }
            };
            let m = Machine::new(&vec![p; self.options.devices]).map_err(|e| {
                eprintln!("hdb: cannot simulate {}: {e}", p.name);
                error::hipErrorNoDevice
            })?;
            self.machine = Some(m);
        }
        self.machine.as_mut().ok_or(error::hipErrorNoDevice)
    }

    /// The devices' processor as far as it is known before the program registers its code:
    /// the one decided already, else the one `--target` names, else gfx90a.
    pub fn expected_processor(&self) -> Option<&'static Processor> {
        self.processor.or_else(|| {
            self.options
                .target
                .as_deref()
                .and_then(|t| Processor::by_name(t.split(':').next().unwrap_or(t)))
                .or_else(|| Processor::by_name("gfx90a"))
        })
    }

    fn processor_or_default(&mut self) -> Result<&'static Processor, i32> {
        self.machine_mut()?;
        self.processor.ok_or(error::hipErrorNoDevice)
    }

    /// Device `device`'s global memory as (bytes left, bytes in all): what `hipMemGetInfo`
    /// answers, `hipMalloc` and device-side `malloc` may take.
    pub(crate) fn memory_left(&self, processor: &Processor, device: usize) -> (u64, u64) {
        let total = devices::properties(processor, device).total_global_mem;
        (total.saturating_sub(self.memory.used(device)), total)
    }

    fn check_device(&self, device: i32) -> Result<usize, i32> {
        if device >= 0 && (device as usize) < self.options.devices {
            Ok(device as usize)
        } else {
            Err(error::hipErrorInvalidDevice)
        }
    }

    /// The device a stream belongs to (the null and per-thread streams: the client's).
    fn stream_device(&self, client: &Client, stream: u64) -> Result<usize, i32> {
        match stream {
            0..=2 => Ok(client.device),
            s => self
                .streams
                .get(&s)
                .map(|s| s.device)
                .ok_or(error::hipErrorInvalidHandle),
        }
    }

    /// Serves one request of `client`: its status and value.
    pub fn handle(
        &mut self,
        client: &mut Client,
        request: Request,
        host: &mut dyn Host,
    ) -> Result<(i32, Value), HostLost> {
        if let Request::Waited { by_request } = request {
            for r in by_request {
                let took = Duration::from_nanos(r.nanos);
                self.stats.waited += took;
                self.stats.waited_calls += r.calls;
                self.calls.add_waited(&r.kind, took);
            }
            self.stats.waited_processes += 1;
            // The process is ending (its library reports from its finalizer): its errors
            // go with it, so that a later process given the same id starts clean.
            self.sticky.remove(&client.pid);
            return Ok((error::hipSuccess, Value::Nothing));
        }
        let started = Instant::now();
        let kind = request.kind();
        let posted = request.posted();
        let loads = matches!(
            request,
            Request::RegisterFatBinary { .. }
                | Request::UnregisterFatBinary { .. }
                | Request::ModuleLoad { .. }
                | Request::ModuleUnload { .. }
        );
        let r = self.serve(client, request, host);
        if loads {
            self.code_objects_changed();
        }
        if let Some(sequence) = posted {
            self.posted.entry(client.pid).or_default().served(sequence);
            self.posted_signal.notify_all();
        }
        let took = started.elapsed();
        self.stats.requests += 1;
        self.stats.request_time += took;
        self.calls.add(kind, took);
        r.map(|r| match r {
            Ok(v) => (error::hipSuccess, v),
            Err(s) => (s, Value::Nothing),
        })
    }

    fn serve(
        &mut self,
        client: &mut Client,
        request: Request,
        host: &mut dyn Host,
    ) -> Result<Result<Value, i32>, HostLost> {
        let n = |v: u64| Ok(Value::Number { value: v });
        let none = Ok(Value::Nothing);
        Ok(match request {
            Request::Hello { pid, abi, .. } => {
                client.pid = pid;
                client.abi = abi;
                none
            }
            // The posted requests: nothing answers them, so they never ask the program for
            // anything (`host`) either; their errors show at the kernels' and variables' use.
            Request::RegisterFatBinary {
                handle,
                address,
                bytes,
                file,
                file_offset,
                ..
            } => {
                let h = self.new_handle();
                let file = (!file.is_empty()).then_some((file.as_str(), file_offset));
                self.register(h, &bytes.0, address, file, client.pid);
                self.fat_binaries.insert((client.pid, handle), h);
                none
            }
            Request::UnregisterFatBinary { handle, .. } => {
                if let Some(h) = self.fat_binaries.remove(&(client.pid, handle)) {
                    self.images.remove(h, self.machine.as_mut());
                }
                none
            }
            Request::RegisterFunction {
                fatbin,
                host_function,
                name,
                ..
            } => {
                let image = self.fat_binary(client, fatbin);
                self.images
                    .add_kernel(host_function, KernelRef { image, name });
                none
            }
            Request::RegisterVariable {
                fatbin,
                host_variable,
                name,
                size,
                ..
            } => {
                let image = self.fat_binary(client, fatbin);
                self.images
                    .add_variable(host_variable, VariableRef { image, name, size });
                none
            }
            Request::RegisterManagedVariable {
                fatbin,
                name,
                address,
                ..
            } => {
                let image = self.fat_binary(client, fatbin);
                self.set_managed(image, &name, address)
            }
            Request::DeviceCount => n(self.options.devices as u64),
            Request::SetDevice { device } => self.check_device(device).map(|d| {
                client.device = d;
                Value::Nothing
            }),
            Request::GetDevice => n(client.device as u64),
            Request::DeviceProperties { device } => self.check_device(device).and_then(|d| {
                let p = self.processor_or_default()?;
                Ok(Value::Properties {
                    properties: devices::properties(p, d),
                })
            }),
            Request::DeviceAttribute { attribute, device } => {
                self.check_device(device).and_then(|d| {
                    let p = self.processor_or_default()?;
                    let props = devices::properties(p, d);
                    devices::attribute_name(client.abi, attribute)
                        .and_then(|name| devices::attribute(name, &props))
                        .map(|v| Value::Number { value: v as u64 })
                        .ok_or(error::hipErrorInvalidValue)
                })
            }
            Request::DeviceSynchronize => self
                .sticky(client.pid, client.device)
                .map(|_| Value::Nothing),
            Request::DeviceReset => {
                self.reset(client.pid, client.device);
                Ok(Value::Reset {
                    errors: self.sticky_errors(client.pid),
                })
            }
            Request::Malloc { size, callers } => {
                self.malloc(client.device, size, client.caller(callers))
            }
            Request::Free { address, callers } => self.free(address, client.caller(callers)),
            Request::HostRegister {
                address,
                size,
                kind,
                flags,
                callers,
            } => self.host_register(
                client.device,
                address,
                size,
                kind,
                flags,
                client.caller(callers),
            ),
            Request::HostUnregister { address, callers } => {
                self.host_unregister(address, client.caller(callers))
            }
            Request::HostDevicePointer { address } => match self.memory.place(address, 1) {
                Place::Host(..) => n(address),
                _ => Err(error::hipErrorInvalidValue),
            },
            Request::MemoryInfo => self.processor_or_default().map(|p| {
                let (left, total) = self.memory_left(p, client.device);
                Value::Pair {
                    first: left,
                    second: total,
                }
            }),
            Request::Memcpy {
                destination,
                source,
                size,
                stream,
                ..
            } => {
                let device = match self.stream_device(client, stream) {
                    Ok(d) => d,
                    Err(s) => return Ok(Err(s)),
                };
                match self.sticky(client.pid, device) {
                    Ok(()) => self.copy(destination, source, size, host)?,
                    Err(s) => Err(s),
                }
            }
            Request::Memcpy2D {
                destination,
                destination_pitch,
                source,
                source_pitch,
                width,
                height,
                stream,
                ..
            } => {
                let device = match self.stream_device(client, stream) {
                    Ok(d) => d,
                    Err(s) => return Ok(Err(s)),
                };
                match self.sticky(client.pid, device) {
                    Ok(()) => self.copy_2d(
                        destination,
                        destination_pitch,
                        source,
                        source_pitch,
                        width,
                        height,
                        host,
                    )?,
                    Err(s) => Err(s),
                }
            }
            Request::Memset {
                destination,
                value,
                element_size,
                count,
                stream,
            } => {
                let device = match self.stream_device(client, stream) {
                    Ok(d) => d,
                    Err(s) => return Ok(Err(s)),
                };
                match self.sticky(client.pid, device) {
                    Ok(()) => self.fill(destination, value, element_size, count, host)?,
                    Err(s) => Err(s),
                }
            }
            Request::SymbolAddress { host_variable } => self.symbol(client.device, host_variable),
            Request::Launch {
                function,
                grid,
                block,
                shared,
                stream,
                arguments,
                unpacked,
                argument_pointers,
                cooperative,
                caller,
            } => {
                // The kernel's layout first: a launch of a kernel that does not run fails
                // with that before anything else, as when the library packs the arguments.
                let (arguments, layout) = if unpacked {
                    match self.pack_arguments(client.device, function, argument_pointers, host)? {
                        Ok((bytes, layout)) => (bytes, Some(layout)),
                        Err(s) => return Ok(Err(s)),
                    }
                } else {
                    (arguments.0, None)
                };
                let device = match self.stream_device(client, stream) {
                    Ok(d) => d,
                    Err(s) => return Ok(Err(s)),
                };
                let launch = dispatch::LaunchRequest {
                    pid: client.pid,
                    device,
                    function,
                    grid,
                    block,
                    shared,
                    arguments,
                    cooperative,
                    caller,
                };
                let launched = self.launch(&launch, host)?;
                // A failed device `assert` ends the process as soon as its kernel stops, as
                // ROCm's queue error handler does: the launch itself answers it (the library
                // aborts on it), so no host code after the launch runs.
                if launched.is_ok() && self.sticky(client.pid, device) == Err(error::hipErrorAssert)
                {
                    return Ok(Err(error::hipErrorAssert));
                }
                launched.map(|_| Value::Launched {
                    errors: self.sticky_errors(client.pid),
                    layout,
                })
            }
            Request::ModuleLoad {
                bytes,
                path,
                address,
            } => self.module_load(&bytes.0, &path, address, client.pid),
            Request::ModuleUnload { module } => {
                if self.images.remove(module, self.machine.as_mut()) {
                    none
                } else {
                    Err(error::hipErrorInvalidHandle)
                }
            }
            Request::ModuleFunction { module, name } => self.module_function(module, name),
            Request::ModuleGlobal { module, name } => {
                let device = client.device;
                match (self.images.image(module), self.machine.as_ref()) {
                    (Some(_), Some(m)) => self
                        .images
                        .symbol(m, module, device, &name)
                        .map(|(a, s)| Value::Pair {
                            first: a,
                            second: s,
                        })
                        .ok_or(error::hipErrorNotFound),
                    _ => Err(error::hipErrorInvalidHandle),
                }
            }
            Request::FunctionAttributes { function } => {
                let p = match self.processor_or_default() {
                    Ok(p) => p,
                    Err(s) => return Ok(Err(s)),
                };
                self.kernel_info(client.device, function).map(|i| {
                    let lds_per_cu = devices::compute_unit(p, i.wave_size).lds;
                    Value::Attributes {
                        attributes: crate::protocol::FunctionAttributes {
                            binary_version: i.version as i32 * 10,
                            shared_size: i.lds as u64,
                            const_size: 0,
                            local_size: i.private as u64,
                            max_dynamic_shared_size: lds_per_cu.saturating_sub(i.lds) as i32,
                            max_threads_per_block: i.max_workgroup as i32,
                            num_regs: i.vgprs as i32,
                        },
                    }
                })
            }
            Request::Occupancy {
                function,
                block_size,
                dynamic_shared,
            } => self.processor_or_default().and_then(|p| {
                let i = self.kernel_info(client.device, function)?;
                Ok(Value::Number {
                    value: crate::occupancy::blocks_per_cu(p, &i, block_size, dynamic_shared)
                        as u64,
                })
            }),
            Request::MaxPotentialBlockSize {
                function,
                dynamic_shared,
                block_size_limit,
            } => self.processor_or_default().and_then(|p| {
                let i = self.kernel_info(client.device, function)?;
                let cus = devices::properties(p, client.device).multi_processor_count as u32;
                let (grid, block) =
                    crate::occupancy::max_potential(p, &i, dynamic_shared, block_size_limit, cus);
                Ok(Value::Pair {
                    first: grid as u64,
                    second: block as u64,
                })
            }),
            Request::StreamCreate { .. } => {
                let h = self.new_handle();
                self.streams.insert(
                    h,
                    Stream {
                        device: client.device,
                        pid: client.pid,
                    },
                );
                n(h)
            }
            Request::StreamDestroy { stream } => match self.streams.remove(&stream) {
                Some(_) => none,
                None => Err(error::hipErrorInvalidHandle),
            },
            Request::StreamSynchronize { stream } | Request::StreamQuery { stream } => self
                .stream_device(client, stream)
                .and_then(|d| self.sticky(client.pid, d))
                .map(|_| Value::Nothing),
            Request::StreamWaitEvent { stream } => {
                self.stream_device(client, stream).map(|_| Value::Nothing)
            }
            Request::EventSynchronize => self
                .sticky(client.pid, client.device)
                .map(|_| Value::Nothing),
            Request::CanAccessPeer { device, peer } => {
                match (self.check_device(device), self.check_device(peer)) {
                    (Ok(d), Ok(p)) => n(u64::from(d != p)),
                    _ => Err(error::hipErrorInvalidDevice),
                }
            }
            Request::EnablePeerAccess { peer } => match self.check_device(peer) {
                Ok(p) if p == client.device => Err(error::hipErrorInvalidDevice),
                Ok(p) if !self.peers.insert((client.device, p)) => {
                    Err(error::hipErrorPeerAccessAlreadyEnabled)
                }
                Ok(_) => none,
                Err(s) => Err(s),
            },
            Request::DisablePeerAccess { peer } => match self.check_device(peer) {
                Ok(p) if self.peers.remove(&(client.device, p)) => none,
                Ok(_) => Err(error::hipErrorPeerAccessNotEnabled),
                Err(s) => Err(s),
            },
            Request::PointerInfo { address } => Ok(Value::Pointer {
                info: self.pointer_info(address),
            }),
            Request::Unsupported { name } => {
                self.report_once(format!("{name} is not supported on the simulated device"));
                Err(if name.starts_with("hiprtc") {
                    // HIPRTC_ERROR_INTERNAL_ERROR.
                    11
                } else {
                    error::hipErrorNotSupported
                })
            }
            Request::HostBytes { .. }
            | Request::HostWritten
            | Request::Printed { .. }
            | Request::HostCalled { .. } => Err(error::hipErrorInvalidValue),
            // Counted by `handle`, never served.
            Request::Waited { .. } => none,
            // The connection's server waits ([`crate::server`]).
            Request::AwaitPosted { .. } => none,
        })
    }

    /// Process `pid`'s sticky error on `device`.
    pub(crate) fn sticky(&self, pid: u32, device: usize) -> Result<(), i32> {
        match self
            .sticky
            .get(&pid)
            .and_then(|p| p.by_device.get(device))
            .copied()
            .unwrap_or(0)
        {
            0 => Ok(()),
            s => Err(s),
        }
    }

    /// Sets (or, with 0, clears) process `pid`'s sticky error on `device`.
    pub(crate) fn set_sticky(&mut self, pid: u32, device: usize, status: i32) {
        let p = self.sticky.entry(pid).or_default();
        if p.by_device.len() <= device {
            p.by_device.resize(device + 1, 0);
        }
        p.by_device[device] = status;
        p.changes += 1;
    }

    /// Process `pid`'s sticky errors, as the replies that can change them carry them.
    pub fn sticky_errors(&self, pid: u32) -> StickyErrors {
        self.sticky
            .get(&pid)
            .map(|p| StickyErrors {
                changes: p.changes,
                error: p.by_device.iter().copied().find(|&s| s != 0).unwrap_or(0),
            })
            .unwrap_or_default()
    }

    /// `hipDeviceReset`: the device's allocations are freed, and process `pid`'s error on it
    /// cleared and its streams on it dropped.
    fn reset(&mut self, pid: u32, device: usize) {
        let allocations = self.memory.device_allocations(device);
        if let Some(c) = self.checks.as_mut() {
            c.leaked(&allocations);
        }
        for base in allocations {
            let _ = self.free(base, Caller::default());
        }
        self.set_sticky(pid, device, 0);
        // The process's streams on the device (the library takes the reset to drop any).
        self.streams
            .retain(|_, s| s.device != device || s.pid != pid);
    }

    /// Registers a fat binary: its code objects for the devices' processor are loaded on
    /// every device.
    /// `file`: the file the bytes are mapped from and their offset in it.
    fn register(
        &mut self,
        handle: u64,
        bytes: &[u8],
        address: u64,
        file: Option<(&str, u64)>,
        pid: u32,
    ) {
        let label = format!("the fat binary at {address:#x}");
        let image = match self.load_image(bytes, &label, |e| {
            image_uri(&e.location, address, pid, file)
        }) {
            Ok(image) => image,
            Err(why) => {
                self.report_once(format!(
                    "{}: {label} has {}; its kernels fail with hipErrorNoBinaryForGpu",
                    self.options.program.display(),
                    why.0
                ));
                Image {
                    label,
                    code: vec![Vec::new(); self.options.devices],
                    missing: Some(why.0),
                }
            }
        };
        self.images.insert(handle, image);
    }

    /// Loads a container's code objects on every device.
    fn load_image(
        &mut self,
        bytes: &[u8],
        label: &str,
        uri: impl Fn(&codeobj::Embedded<'_>) -> String,
    ) -> Result<Image, images::ImageError> {
        let contents = codeobj::extract(bytes)
            .map_err(|e| images::ImageError(format!("no code object ({e})")))?;
        let (chosen, processor) =
            images::choose(&contents, self.processor, self.options.target.as_deref())?;
        if self.processor.is_none() {
            self.processor = Some(processor);
        }
        let devices = self.options.devices;
        let machine = self
            .machine_mut()
            .map_err(|_| images::ImageError(format!("no device for {}", processor.name)))?;
        let mut code = vec![Vec::new(); devices];
        for e in chosen {
            let shared: Arc<[u8]> = Arc::from(&e.bytes[..]);
            // The same URI on every device (finding it may read the program's maps).
            let uri = uri(e);
            for (d, slot) in code.iter_mut().enumerate() {
                let id = machine
                    .load_code_object(d, Arc::clone(&shared), uri.clone())
                    .map_err(|err| {
                        images::ImageError(format!("a code object that does not load ({err})"))
                    })?;
                slot.push(id);
            }
        }
        Ok(Image {
            label: label.to_string(),
            code,
            missing: None,
        })
    }

    fn module_load(
        &mut self,
        bytes: &[u8],
        path: &str,
        address: u64,
        pid: u32,
    ) -> Result<Value, i32> {
        let label = if path.is_empty() {
            format!("the module image at {address:#x}")
        } else {
            path.to_string()
        };
        let file = (!path.is_empty()).then(|| {
            std::fs::canonicalize(path)
                .map(|p| p.display().to_string())
                .unwrap_or_else(|_| path.to_string())
        });
        let image = self
            .load_image(bytes, &label, |e| {
                image_uri(&e.location, address, pid, file.as_deref().map(|f| (f, 0)))
            })
            .map_err(|why| {
                self.report_once(format!("hipModuleLoad: {label}: {}", why.0));
                if why.0.starts_with("no code object for")
                    || why.0.starts_with("no code object the")
                {
                    error::hipErrorNoBinaryForGpu
                } else {
                    error::hipErrorInvalidImage
                }
            })?;
        let h = self.new_handle();
        self.images.insert(h, image);
        Ok(Value::Number { value: h })
    }

    fn module_function(&mut self, module: u64, name: String) -> Result<Value, i32> {
        if self.images.image(module).is_none() {
            return Err(error::hipErrorInvalidHandle);
        }
        let machine = self.machine.as_ref().ok_or(error::hipErrorNotFound)?;
        if self.images.kernel_code(machine, module, 0, &name).is_none() {
            return Err(error::hipErrorNotFound);
        }
        let h = self.new_handle();
        self.images.add_kernel(
            h,
            KernelRef {
                image: module,
                name,
            },
        );
        Ok(Value::Number { value: h })
    }

    /// What a launch of `function` on `device` needs.
    pub(crate) fn kernel_info(
        &mut self,
        device: usize,
        function: u64,
    ) -> Result<Arc<images::KernelInfo>, i32> {
        let k = self
            .images
            .kernel(function)
            .cloned()
            .ok_or(error::hipErrorInvalidDeviceFunction)?;
        let code = self.kernel_code(device, &k)?;
        let machine = self.machine.as_mut().ok_or(error::hipErrorNoDevice)?;
        self.images
            .kernel_info(machine, code, &k.name)
            .map_err(|_| error::hipErrorInvalidDeviceFunction)
    }

    /// The kernarg block of a launch of `function` packed from the program's `void **args`
    /// at `pointers` (one pointer per explicit argument), and the kernel's layout; the
    /// errors the library's own packing gives.
    fn pack_arguments(
        &mut self,
        device: usize,
        function: u64,
        pointers: u64,
        host: &mut dyn Host,
    ) -> Result<Result<(Vec<u8>, KernelLayout), i32>, HostLost> {
        let layout = match self.kernel_info(device, function) {
            Ok(i) => i.layout.clone(),
            Err(s) => return Ok(Err(s)),
        };
        let mut block = vec![0u8; layout.size as usize];
        if layout.arguments.is_empty() {
            return Ok(Ok((block, layout)));
        }
        if pointers == 0 {
            return Ok(Err(error::hipErrorInvalidValue));
        }
        let table = host.read(pointers, 8 * layout.arguments.len() as u64)?;
        for (a, p) in layout.arguments.iter().zip(table.chunks_exact(8)) {
            let p = u64::from_le_bytes(p.try_into().expect("8 bytes"));
            let at = a.offset as usize..(a.offset + a.size) as usize;
            let Some(slot) = block.get_mut(at).filter(|_| p != 0) else {
                return Ok(Err(error::hipErrorInvalidValue));
            };
            host.read_into(p, slot)?;
        }
        Ok(Ok((block, layout)))
    }

    /// The code object defining `k` on `device`.
    pub(crate) fn kernel_code(
        &mut self,
        device: usize,
        k: &KernelRef,
    ) -> Result<sim::CodeObjectId, i32> {
        let image = self
            .images
            .image(k.image)
            .ok_or(error::hipErrorInvalidDeviceFunction)?;
        if let Some(why) = image.missing.clone() {
            let label = image.label.clone();
            self.report_once(format!("kernel `{}`: {label} has {why}", k.name));
            return Err(error::hipErrorNoBinaryForGpu);
        }
        let machine = self.machine.as_ref().ok_or(error::hipErrorNoDevice)?;
        self.images
            .kernel_code(machine, k.image, device, &k.name)
            .ok_or(error::hipErrorInvalidDeviceFunction)
    }

    /// A `__managed__` variable: the device variable `name` (a pointer) gets `address`.
    fn set_managed(&mut self, image: u64, name: &str, address: u64) -> Result<Value, i32> {
        let devices = self.options.devices;
        let Some(machine) = self.machine.as_mut() else {
            return Err(error::hipErrorNotInitialized);
        };
        let mut found = false;
        for d in 0..devices {
            if let Some((at, _)) = self.images.symbol(machine, image, d, name) {
                found = true;
                machine
                    .memory_mut()
                    .write_u64(at, address)
                    .map_err(|_| error::hipErrorInvalidSymbol)?;
            }
        }
        if found {
            Ok(Value::Nothing)
        } else {
            Err(error::hipErrorInvalidSymbol)
        }
    }

    fn symbol(&mut self, device: usize, host_variable: u64) -> Result<Value, i32> {
        let v = self
            .images
            .variable(host_variable)
            .cloned()
            .ok_or(error::hipErrorInvalidSymbol)?;
        let machine = self.machine.as_ref().ok_or(error::hipErrorInvalidSymbol)?;
        let (address, size) = self
            .images
            .symbol(machine, v.image, device, &v.name)
            .ok_or(error::hipErrorInvalidSymbol)?;
        Ok(Value::Pair {
            first: address,
            second: if v.size != 0 { v.size } else { size },
        })
    }

    fn malloc(&mut self, device: usize, size: u64, caller: Caller) -> Result<Value, i32> {
        let p = self.processor_or_default()?;
        if size > self.memory_left(p, device).0 {
            return Err(error::hipErrorOutOfMemory);
        }
        let machine = self.machine_mut()?;
        // A GPU maps device memory in whole pages, so a kernel that reads or writes a little
        // past its allocation's end does not fault there: the simulator maps the same bytes
        // (the sanitizers still see the allocation's own size).
        let mapped = size.max(1).div_ceil(DEVICE_PAGE) * DEVICE_PAGE;
        let address = machine
            .memory_mut()
            .allocate(
                mapped,
                RegionKind::Other(format!("hipMalloc (device {device})")),
            )
            .map_err(|_| error::hipErrorOutOfMemory)?;
        self.memory.insert(
            address,
            Allocation {
                device,
                size,
                host: None,
            },
        );
        if let Some(c) = self.checks.as_mut() {
            c.device_allocated(address, size, caller);
        }
        self.spare.make_for(size);
        Ok(Value::Number { value: address })
    }

    fn free(&mut self, address: u64, caller: Caller) -> Result<Value, i32> {
        match self.memory.get(address) {
            Some(a) if a.host.is_none() => {}
            Some(_) => return Err(error::hipErrorInvalidValue),
            None => {
                // Freed before, or never allocated: a finding for the sanitizers.
                if let Some(c) = self.checks.as_mut() {
                    c.freed(address, caller);
                }
                return Err(error::hipErrorInvalidValue);
            }
        }
        if let Some(c) = self.checks.as_mut() {
            c.freed(address, caller);
        }
        self.memory.remove(address);
        if let Some(m) = self.machine.as_mut() {
            m.memory_mut().unmap(address);
        }
        Ok(Value::Nothing)
    }

    fn host_register(
        &mut self,
        device: usize,
        address: u64,
        size: u64,
        kind: u32,
        flags: u32,
        caller: Caller,
    ) -> Result<Value, i32> {
        if size == 0 {
            return Err(error::hipErrorInvalidValue);
        }
        if self.memory.overlaps(address, size) {
            return Err(error::hipErrorHostMemoryAlreadyRegistered);
        }
        let machine = self.machine_mut()?;
        machine
            .memory_mut()
            .map(address, size, RegionKind::Other("host memory".into()))
            .map_err(|_| error::hipErrorHostMemoryAlreadyRegistered)?;
        self.memory.insert(
            address,
            Allocation {
                device,
                size,
                host: Some((kind, flags)),
            },
        );
        if let Some(c) = self.checks.as_mut() {
            c.host_allocated(address, size, kind, caller);
        }
        self.spare.make_for(size);
        Ok(Value::Nothing)
    }

    fn host_unregister(&mut self, address: u64, caller: Caller) -> Result<Value, i32> {
        match self.memory.get(address) {
            Some(a) if a.host.is_some() => {}
            _ => return Err(error::hipErrorHostMemoryNotRegistered),
        }
        if let Some(c) = self.checks.as_mut() {
            c.freed(address, caller);
        }
        self.memory.remove(address);
        if let Some(m) = self.machine.as_mut() {
            m.memory_mut().unmap(address);
        }
        Ok(Value::Nothing)
    }

    fn pointer_info(&self, address: u64) -> PointerInfo {
        match self.memory.find(address) {
            Some((base, a)) => {
                let (memory_type, host_pointer, flags) = match a.host {
                    None => (memory_type::DEVICE, 0, 0),
                    Some((host_memory::MANAGED, f)) => (memory_type::MANAGED, address, f),
                    Some((_, f)) => (memory_type::HOST, address, f),
                };
                PointerInfo {
                    memory_type,
                    device: a.device as i32,
                    device_pointer: address,
                    host_pointer,
                    flags,
                    base,
                    size: a.size,
                }
            }
            None => PointerInfo {
                memory_type: memory_type::UNREGISTERED,
                host_pointer: address,
                ..PointerInfo::default()
            },
        }
    }

    fn copy(
        &mut self,
        destination: u64,
        source: u64,
        size: u64,
        host: &mut dyn Host,
    ) -> Result<Result<Value, i32>, HostLost> {
        if let Err(s) = self.machine_mut() {
            return Ok(Err(s));
        }
        let m = self.machine.as_mut().expect("made above");
        let from_device = crate::memory::on_device(m, &self.memory, source, size);
        // Waiting for spare pages is worth it only for a copy into device memory that needs
        // many (a copy between host buffers must not wait for pages being made).
        let to_device = crate::memory::on_device(m, &self.memory, destination, size);
        let mut none = SparePages::default();
        let spare = if to_device && !from_device && size >= crate::memory::SpareMaker::SMALLEST {
            self.spare.pages()
        } else {
            &mut none
        };
        let r = crate::memory::copy(m, &self.memory, (destination, source, size), host, spare)?;
        if let (Ok(_), Some(c)) = (&r, self.checks.as_mut()) {
            if from_device {
                c.copied(destination, source, size);
            } else {
                c.wrote(destination, size);
            }
        }
        Ok(r)
    }

    #[allow(clippy::too_many_arguments)]
    fn copy_2d(
        &mut self,
        destination: u64,
        destination_pitch: u64,
        source: u64,
        source_pitch: u64,
        width: u64,
        height: u64,
        host: &mut dyn Host,
    ) -> Result<Result<Value, i32>, HostLost> {
        if let Err(s) = self.machine_mut() {
            return Ok(Err(s));
        }
        let m = self.machine.as_mut().expect("made above");
        let span = height.saturating_sub(1).saturating_mul(source_pitch) + width;
        let from_device = crate::memory::on_device(m, &self.memory, source, span);
        let r = crate::memory::copy_2d(
            m,
            &self.memory,
            (destination, destination_pitch),
            (source, source_pitch),
            (width, height),
            host,
        )?;
        if let (Ok(_), Some(c)) = (&r, self.checks.as_mut()) {
            for row in 0..height {
                let to = destination + row * destination_pitch;
                if from_device {
                    c.copied(to, source + row * source_pitch, width);
                } else {
                    c.wrote(to, width);
                }
            }
        }
        Ok(r)
    }

    fn fill(
        &mut self,
        destination: u64,
        value: u32,
        element_size: u32,
        count: u64,
        host: &mut dyn Host,
    ) -> Result<Result<Value, i32>, HostLost> {
        if let Err(s) = self.machine_mut() {
            return Ok(Err(s));
        }
        let m = self.machine.as_mut().expect("made above");
        let r = crate::memory::fill(
            m,
            &self.memory,
            destination,
            value,
            element_size,
            count,
            host,
        )?;
        if let (Ok(_), Some(c)) = (&r, self.checks.as_mut()) {
            let size = count.saturating_mul(u64::from(element_size.clamp(1, 4)));
            c.wrote(destination, size);
        }
        Ok(r)
    }

    /// Runs a launch (see [`crate::dispatch`]).
    fn launch(
        &mut self,
        launch: &dispatch::LaunchRequest,
        host: &mut dyn Host,
    ) -> Result<Result<DispatchReport, i32>, HostLost> {
        dispatch::launch(self, launch, host)
    }
}

/// A code object's URI: in the program's executable or a module file when the bytes are
/// stored there (`file://PATH#offset=…&size=…`: `file` names the file and the container's
/// offset in it, else it is found through `/proc/PID/maps`), else in the program's memory
/// (`memory://PID#offset=…&size=…`).
fn image_uri(
    location: &codeobj::ContainerPlace,
    address: u64,
    pid: u32,
    file: Option<(&str, u64)>,
) -> String {
    let (offset, size) = location.input_range();
    if let Some((path, start)) = file {
        return codeobj::CodeObjectUri::File {
            path: path.to_string(),
            offset: Some(start + offset),
            size: Some(size),
        }
        .to_string();
    }
    let at = address + offset;
    if let Some((path, file_offset)) = file_of(pid, at) {
        return codeobj::CodeObjectUri::File {
            path,
            offset: Some(file_offset),
            size: Some(size),
        }
        .to_string();
    }
    codeobj::CodeObjectUri::Memory {
        pid: pid as u64,
        address: at,
        size,
    }
    .to_string()
}

/// The file and offset mapped at `address` in process `pid`.
///
/// The kernel writes the maps file as it is read, in address order: reading stops at the
/// mapping that holds `address` (a fat binary is most often in the executable, the first
/// lines), instead of having the kernel describe every mapping of the process.
fn file_of(pid: u32, address: u64) -> Option<(String, u64)> {
    use std::io::BufRead as _;
    let maps = std::fs::File::open(format!("/proc/{pid}/maps")).ok()?;
    // Small reads: the kernel describes only as many mappings as a read asks for.
    for line in std::io::BufReader::with_capacity(2048, maps).lines() {
        let line = line.ok()?;
        let f: Vec<&str> = line.split_whitespace().collect();
        let (lo, hi) = f.first()?.split_once('-')?;
        let (lo, hi) = (
            u64::from_str_radix(lo, 16).ok()?,
            u64::from_str_radix(hi, 16).ok()?,
        );
        if lo > address {
            return None;
        }
        if (lo..hi).contains(&address) {
            let offset = u64::from_str_radix(f.get(2)?, 16).ok()?;
            let path = f.get(5)?;
            if !path.starts_with('/') {
                return None;
            }
            return Some((path.to_string(), offset + (address - lo)));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{file_of, Client, Options, PostedServed, Runtime};
    use crate::host::MemoryHost;
    use crate::protocol::{error, Request, StickyErrors, Value};

    #[test]
    fn sticky_errors_and_streams_are_each_process_own_and_a_reset_reply_carries_the_errors() {
        let mut rt = Runtime::new(Options {
            devices: 2,
            ..Options::default()
        });
        let illegal = error::hipErrorIllegalAddress;
        rt.set_sticky(7, 1, illegal);
        assert_eq!(rt.sticky(7, 1), Err(illegal));
        assert_eq!(rt.sticky(7, 0), Ok(()), "another device");
        assert_eq!(rt.sticky(8, 1), Ok(()), "another process");
        assert_eq!(
            rt.sticky_errors(7),
            StickyErrors {
                changes: 1,
                error: illegal
            }
        );
        assert_eq!(rt.sticky_errors(8), StickyErrors::default());
        let mut client = Client {
            pid: 7,
            abi: 5,
            device: 0,
        };
        let mut host = MemoryHost::default();
        let mut other = Client { pid: 8, ..client };
        let mut stream_of = |client: &mut Client, rt: &mut Runtime| {
            client.device = 1;
            let made = rt.handle(
                client,
                Request::StreamCreate {
                    flags: 0,
                    priority: 0,
                },
                &mut host,
            );
            client.device = 0;
            match made.unwrap() {
                (0, Value::Number { value }) => value,
                other => panic!("{other:?}"),
            }
        };
        let (mine, theirs) = (
            stream_of(&mut client, &mut rt),
            stream_of(&mut other, &mut rt),
        );
        let mut host = MemoryHost::default();
        // The thread's device has no error: its synchronisation succeeds.
        let sync = rt.handle(&mut client, Request::DeviceSynchronize, &mut host);
        assert_eq!(sync.unwrap(), (0, Value::Nothing));
        client.device = 1;
        let sync = rt.handle(&mut client, Request::DeviceSynchronize, &mut host);
        assert_eq!(sync.unwrap(), (illegal, Value::Nothing));
        let reset = rt.handle(&mut client, Request::DeviceReset, &mut host);
        let errors = StickyErrors {
            changes: 2,
            error: 0,
        };
        assert_eq!(reset.unwrap(), (0, Value::Reset { errors }));
        assert_eq!(rt.sticky(7, 1), Ok(()));
        // The reset dropped the process's own streams on the device, not another's.
        let mut sync = |client: &mut Client, stream| {
            let r = rt.handle(client, Request::StreamSynchronize { stream }, &mut host);
            r.unwrap().0
        };
        assert_eq!(sync(&mut client, mine), error::hipErrorInvalidHandle);
        assert_eq!(sync(&mut other, theirs), 0);
        // A process's report at exit drops its errors, not another's.
        rt.set_sticky(7, 1, illegal);
        rt.set_sticky(8, 0, illegal);
        let waited = Request::Waited {
            by_request: Vec::new(),
        };
        assert!(rt.handle(&mut client, waited, &mut host).is_ok());
        assert_eq!(rt.sticky(7, 1), Ok(()));
        assert_eq!(rt.sticky_errors(7), StickyErrors::default());
        assert_eq!(rt.sticky(8, 0), Err(illegal));
    }

    /// Bytes of this test program's own file, at a known place in it.
    static MARK: [u8; 16] = *b"hdb-file-of-mark";

    #[test]
    fn posted_requests_count_as_served_up_to_the_first_gap() {
        let mut p = PostedServed::default();
        p.served(2);
        p.served(4);
        assert_eq!(p.through, 0);
        p.served(1);
        assert_eq!(p.through, 2);
        p.served(3);
        assert_eq!((p.through, p.beyond.len()), (4, 0));
        // Again: nothing changes.
        p.served(2);
        assert_eq!(p.through, 4);
    }

    #[test]
    fn file_of_finds_the_file_and_offset_and_stops_at_gaps() {
        let pid = std::process::id();
        let address = MARK.as_ptr() as u64;
        let (path, offset) = file_of(pid, address).expect("a file-backed address");
        let exe = std::fs::canonicalize("/proc/self/exe").unwrap();
        assert_eq!(std::path::Path::new(&path), exe);
        let bytes = std::fs::read(&exe).unwrap();
        assert_eq!(&bytes[offset as usize..offset as usize + MARK.len()], &MARK);
        // Below every mapping, and a heap address (no file): none.
        assert_eq!(file_of(pid, 0x1000), None);
        let heap = Box::new(0u64);
        assert_eq!(file_of(pid, &*heap as *const u64 as u64), None);
    }
}
