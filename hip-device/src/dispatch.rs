//! A kernel launch: checked as the runtime checks it, the program's host-visible memory
//! copied in, the kernel run to the end in the simulator on the device's [`Machine`] (work-
//! groups on threads when nothing observes the run), the changed host pages copied back. A
//! fault is reported as on a GPU: hdb prints the wave, lane and PC, the device's error
//! becomes sticky, and `--core-on-trap` saves the GPU state.

use std::sync::Arc;
use std::time::Instant;

use amdgpu::target::{Event, StopReason};
use sim::check::{Allocation, Owner};
use sim::{MachineLaunch, RuntimeBuffers, Simulator};

use crate::check::CheckedDispatch;
use crate::host::{Host, HostLost};
use crate::hostcall::{HostcallBuffer, HostcallService};
use crate::memory;
use crate::protocol::{error, CallingThread};
use crate::runtime::Runtime;

/// A launch as the program asks for it.
#[derive(Debug, Clone, PartialEq)]
pub struct LaunchRequest {
    /// The launching process (whose error a fault makes sticky).
    pub pid: u32,
    /// The device.
    pub device: usize,
    /// The kernel: a host stub or a module function handle.
    pub function: u64,
    /// Grid size in work-items.
    pub grid: [u32; 3],
    /// Work-group size.
    pub block: [u32; 3],
    /// Dynamic LDS bytes.
    pub shared: u32,
    /// The explicit arguments, packed as the kernarg segment lays them out.
    pub arguments: Vec<u8>,
    /// A cooperative launch (grid-wide synchronisation: every work-group resident).
    pub cooperative: bool,
    /// The program thread that launched it (with its stack under a debugger).
    pub caller: CallingThread,
}

/// How a dispatch went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DispatchReport {
    /// The dispatch's id.
    pub id: u64,
    /// The kernel's name.
    pub kernel: String,
    /// The stop that ended it early, with the wave's description, if any.
    pub stop: Option<(String, StopReason)>,
}

/// The error a kernel's stop leaves on its device.
fn sticky_error(reason: &StopReason) -> i32 {
    match reason {
        StopReason::MemoryFault { .. } | StopReason::MemoryViolation => {
            error::hipErrorIllegalAddress
        }
        StopReason::AssertTrap => error::hipErrorAssert,
        _ => error::hipErrorLaunchFailure,
    }
}

/// Runs `req` on `rt`'s device (see the module documentation). The outer error is the
/// program going away; the inner one the launch's status.
pub fn launch(
    rt: &mut Runtime,
    req: &LaunchRequest,
    host: &mut dyn Host,
) -> Result<Result<DispatchReport, i32>, HostLost> {
    if let Err(s) = rt.sticky(req.pid, req.device) {
        return Ok(Err(s));
    }
    let Some(kernel) = rt.images.kernel(req.function).cloned() else {
        return Ok(Err(error::hipErrorInvalidDeviceFunction));
    };
    let code = match rt.kernel_code(req.device, &kernel) {
        Ok(c) => c,
        Err(s) => return Ok(Err(s)),
    };
    let info = match rt.kernel_info(req.device, req.function) {
        Ok(i) => i,
        Err(s) => return Ok(Err(s)),
    };
    let items: u32 = req.block.iter().product();
    // As ROCm's launch checks: beyond the device's work-group limit the configuration is
    // invalid; within it but beyond the kernel's own (`__launch_bounds__`) the launch fails.
    if req.grid.contains(&0)
        || req.block.contains(&0)
        || items > crate::devices::MAX_WORKGROUP_ITEMS
    {
        return Ok(Err(error::hipErrorInvalidConfiguration));
    }
    if items > info.max_workgroup {
        return Ok(Err(error::hipErrorLaunchFailure));
    }
    if info.lds as u64 + req.shared as u64 > 64 * 1024 {
        return Ok(Err(error::hipErrorInvalidValue));
    }
    let groups: u64 = (0..3)
        .map(|d| u64::from(req.grid[d].div_ceil(req.block[d])))
        .product();
    let processor = match rt.processor() {
        Some(p) => p,
        None => return Ok(Err(error::hipErrorNoDevice)),
    };
    let mut resident = sim::RESIDENT_GROUPS;
    if req.cooperative {
        let cus = crate::devices::properties(processor, req.device).multi_processor_count as u64;
        let per_cu =
            crate::occupancy::blocks_per_cu(processor, &info, items, req.shared as u64) as u64;
        if groups > per_cu * cus || groups > sim::MAX_RESIDENT_GROUPS as u64 {
            return Ok(Err(error::hipErrorCooperativeLaunchTooLarge));
        }
        resident = groups as usize;
    }
    // The runtime's buffers for the kernel's hidden arguments.
    let mut runtime = RuntimeBuffers::default();
    if info.hostcall {
        match hostcall_buffer(rt, req.device) {
            Ok(b) => runtime.hostcall_buffer = b.address,
            Err(s) => return Ok(Err(s)),
        }
    }
    let mut multigrid_region = None;
    if req.cooperative && info.multigrid {
        match multigrid_info(rt, req.grid) {
            Ok(a) => {
                runtime.multigrid_sync = a;
                multigrid_region = Some(a);
            }
            Err(s) => return Ok(Err(s)),
        }
    }
    let Some(machine) = rt.machine.as_mut() else {
        return Ok(Err(error::hipErrorNoDevice));
    };
    let snapshot = memory::sync_in(
        machine,
        &rt.memory,
        host,
        &mut rt.host_buffer,
        rt.spare.pages(),
    )?;
    // Pages no fresh page needed are not kept past the copy.
    rt.spare.clear();
    let launch = MachineLaunch {
        code_object: code,
        agent: req.device,
        kernel: kernel.name.clone(),
        grid: req.grid,
        block: req.block,
        args: Vec::new(),
        kernarg: Some(req.arguments.clone()),
        dynamic_lds: req.shared,
        runtime,
        resident_groups: resident,
    };
    let machine = rt.machine.take().expect("checked above");
    let mut sim = match Simulator::on_machine(machine, &launch) {
        Ok(s) => s,
        Err(f) => {
            rt.machine = Some(f.machine);
            rt.report_once(format!("kernel `{}` cannot start: {}", info.name, f.error));
            return Ok(Err(error::hipErrorLaunchFailure));
        }
    };
    let id = sim.dispatch_id();
    if let Some(j) = rt.options.jobs {
        sim.set_jobs(j);
    }
    if let Some(flag) = &rt.options.interrupt {
        sim.set_interrupt_flag(Arc::clone(flag));
    }
    if let Some(progress) = &rt.options.progress {
        sim.set_progress(Arc::clone(progress));
    }
    if info.hostcall {
        if let Some(b) = rt.hostcall[req.device] {
            // Device-side malloc's slabs come out of what the device has left.
            let (left, _) = rt.memory_left(sim.processor(), req.device);
            sim.set_host_service(Box::new(
                HostcallService::new(b, host.another()).with_heap_limit(left),
            ));
        }
    }
    // The sanitizers, lent to this dispatch (under a debugger too: a finding stops its wave).
    let mut checked = None;
    if let Some(pc) = rt.checks.as_mut() {
        // The program may have written its host-visible memory since the last kernel.
        for (base, size) in rt.memory.host_regions() {
            pc.wrote(base, size);
        }
        if let Some(c) = pc.lend() {
            if let Err(e) = sim.attach_checks(c) {
                rt.report_once(format!("kernel `{}` runs unchecked: {e}", info.name));
            }
            // The runtime's own buffers the kernel reaches through hidden arguments.
            let hostcall = rt
                .hostcall
                .iter()
                .flatten()
                .map(|b| (b.address, b.size, "hostcall buffer", Owner::Runtime));
            let multigrid =
                multigrid_region.map(|a| (a, MULTIGRID_BYTES, "multi-grid sync", Owner::Runtime));
            // Device-side malloc's slabs of earlier dispatches: the device libraries'
            // allocator owns them (and the blocks it handed out in them live on).
            let slabs: Vec<(u64, u64, &str, Owner)> = crate::hostcall::heap_slabs(sim.memory())
                .map(|(base, size)| (base, size, crate::hostcall::DEVICE_HEAP, Owner::DeviceHeap))
                .collect();
            if let Some(c) = sim.checks_mut() {
                for (base, size, name, owner) in hostcall.chain(multigrid).chain(slabs) {
                    c.allocate(Allocation {
                        base,
                        size,
                        name: name.to_string(),
                        initialized: true,
                        site: None,
                        owner,
                    });
                }
            }
            checked = Some(CheckedDispatch {
                kernel: info.name.clone(),
                code_object: sim
                    .machine()
                    .code_object(sim.code_object())
                    .map(|c| Arc::clone(&c.bytes))
                    .unwrap_or_else(|| Arc::from(&[][..])),
                load_base: sim.load_base(),
                processor: sim.processor(),
                wave_size: sim.setup().wave_size,
                block: req.block,
            });
        }
    }
    let recording = match rt.options.record.clone() {
        Some(dir) => {
            let runtime_regions: Vec<(u64, u64)> = rt.hostcall[req.device]
                .filter(|_| info.hostcall)
                .map(|b| (b.address, b.size))
                .into_iter()
                .chain(multigrid_region.map(|a| (a, MULTIGRID_BYTES)))
                .collect();
            let what = crate::record::Dispatched {
                kernel: &kernel.name,
                kernarg: &req.arguments,
                dynamic_lds: req.shared,
                cooperative: req.cooperative,
                runtime,
                runtime_regions: &runtime_regions,
            };
            match crate::record::begin(&dir, &sim, &rt.memory, &what) {
                Ok(r) => Some(r),
                Err(e) => {
                    rt.report_once(format!("--record: {e}"));
                    None
                }
            }
        }
        None => None,
    };
    let started = Instant::now();
    let stop = match rt.options.debugger.clone() {
        // The debugger runs the dispatch (breakpoints, steps) and gives it back at its end;
        // a wave it left stopped (a fault the user saw) is the dispatch's stop.
        Some(link) => {
            sim = link.run_dispatch(sim, req.caller.clone())?;
            sim.waves()
                .into_iter()
                .find(|w| w.state == amdgpu::target::WaveState::Stopped)
                .and_then(|w| Some((w.id, w.pc, w.stop_reason?)))
                .filter(|(_, _, r)| !matches!(r, StopReason::Requested))
        }
        None => run(&mut sim),
    };
    rt.stats.kernel_time += started.elapsed();
    rt.stats.dispatches += 1;
    let st = sim.stats();
    rt.stats.waves += st.waves;
    rt.stats.wave_instructions += st.wave_instructions;
    if let Some((wave, pc, reason)) = &stop {
        report_stop(rt, &sim, &info.name, *wave, *pc, reason);
    }
    if let (Some(ran), Some(pc)) = (checked, rt.checks.as_mut()) {
        match sim.take_checks() {
            Some(c) => pc.give_back(c, ran, id),
            None => rt.report_once("the sanitizers' state was lost in a dispatch".into()),
        }
    }
    if let Some(r) = recording {
        if let Err(e) = crate::record::finish(r, &sim) {
            rt.report_once(format!("--record: {e}"));
        }
    }
    let description = stop
        .as_ref()
        .map(|(wave, _, reason)| (describe(&sim, *wave), reason.clone()));
    let machine = sim.into_machine();
    rt.machine = Some(machine);
    if let (Some(a), Some(m)) = (multigrid_region, rt.machine.as_mut()) {
        m.memory_mut().unmap(a);
    }
    let machine = rt.machine.as_ref().expect("given back above");
    memory::sync_out(machine, &snapshot, host)?;
    if let Some((_, reason)) = &description {
        rt.set_sticky(req.pid, req.device, sticky_error(reason));
    }
    Ok(Ok(DispatchReport {
        id,
        kernel: info.name.clone(),
        stop: description,
    }))
}

/// Runs the dispatch to its end: the stop that ended it early, if any.
fn run(sim: &mut Simulator) -> Option<(amdgpu::target::WaveId, u64, StopReason)> {
    loop {
        match sim.next_event() {
            Some(Event::WaveStopped {
                wave, pc, reason, ..
            }) => return Some((wave, pc, reason)),
            Some(Event::DispatchCompleted { .. }) | None => return None,
            Some(_) => {}
        }
    }
}

fn describe(sim: &Simulator, wave: amdgpu::target::WaveId) -> String {
    sim.wave(wave)
        .map(|w| w.to_string())
        .unwrap_or_else(|_| format!("wave {wave}"))
}

/// Prints a kernel's stop (wave, lane, PC, code object) and writes the core file asked for.
fn report_stop(
    rt: &mut Runtime,
    sim: &Simulator,
    kernel: &str,
    wave: amdgpu::target::WaveId,
    pc: u64,
    reason: &StopReason,
) {
    let lane = sim
        .wave_state(wave)
        .and_then(|w| w.fault_lane)
        .filter(|_| matches!(reason, StopReason::MemoryFault { .. }))
        .map(|l| format!(", lane {l}"))
        .unwrap_or_default();
    let place = sim
        .machine()
        .code_objects()
        .find(|(_, c)| pc >= c.base && pc < c.end)
        .map(|(_, c)| format!(" (offset {:#x} of {})", pc - c.base, c.uri))
        .unwrap_or_default();
    let status = sticky_error(reason);
    let outcome = if status == error::hipErrorAssert {
        "the program aborts, as ROCm aborts it".to_string()
    } else {
        format!("the program gets {}", error::name(status))
    };
    eprintln!(
        "hdb: kernel `{kernel}` (dispatch {}): {}{lane} stopped at pc {pc:#x}{place}: {reason}; \
         {outcome}",
        sim.dispatch_id(),
        describe(sim, wave),
    );
    if let Some(path) = rt.options.core_on_trap.clone() {
        if matches!(reason, StopReason::Requested) {
            return;
        }
        match sim.write_core() {
            Ok((bytes, summary)) => match std::fs::write(&path, bytes) {
                Ok(()) => eprintln!("hdb: saved GPU core {} ({summary})", path.display()),
                Err(e) => eprintln!("hdb: cannot write {}: {e}", path.display()),
            },
            Err(e) => eprintln!("hdb: no GPU core written: {e}"),
        }
    }
}

/// The device's hostcall buffer, made on first need.
fn hostcall_buffer(rt: &mut Runtime, device: usize) -> Result<HostcallBuffer, i32> {
    if let Some(b) = rt.hostcall[device] {
        return Ok(b);
    }
    let m = rt.machine_mut()?;
    let b = HostcallBuffer::create(m.memory_mut()).map_err(|_| error::hipErrorOutOfMemory)?;
    rt.hostcall[device] = Some(b);
    Ok(b)
}

/// Bytes of a cooperative launch's multi-grid information.
const MULTIGRID_BYTES: u64 = 64;

/// The multi-grid information of a cooperative launch of one grid (`mg_info` of the device
/// libraries' `cg.cl`: the sync words, grid id 0 of 1 grid, the work-items before and in
/// all grids).
fn multigrid_info(rt: &mut Runtime, grid: [u32; 3]) -> Result<u64, i32> {
    let m = rt.machine_mut()?;
    let mem = m.memory_mut();
    let a = mem
        .allocate(
            MULTIGRID_BYTES,
            sim::memory::RegionKind::Other("multi-grid sync".into()),
        )
        .map_err(|_| error::hipErrorOutOfMemory)?;
    let items: u64 = grid.iter().map(|&g| u64::from(g)).product();
    let w = |mem: &mut sim::memory::GlobalMemory, at: u64, v: u64| {
        mem.write_u64(at, v).map_err(|_| error::hipErrorOutOfMemory)
    };
    w(mem, a, a + 32)?;
    w(mem, a + 8, 1 << 32)?;
    w(mem, a + 16, 0)?;
    w(mem, a + 24, items)?;
    Ok(a)
}
