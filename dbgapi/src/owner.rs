//! One thread owns everything: [`Owned`] runs a [`DbgapiTarget`] — and with it ptrace and
//! every library call — on a dedicated thread, and is itself a [`Target`] whose every
//! method is a request sent to that thread through a channel. The front end (the session
//! engine, the REPL, Ctrl-C) stays on its own thread (`shared/notes/hw-backend.md` §5.2).

use std::sync::mpsc;
use std::thread::JoinHandle;

use amdgpu::aspace::AddressSpace;
use amdgpu::register::Register;
use amdgpu::target::{
    Agent, Breakpoints, Dispatch, Event, Lane, LoadedCodeObject, Queue, ResumeMode, RunControl,
    Target, TargetError, TargetResult, Wait, WatchRegion, Watchpoints, Wave, WaveId, WriteMemory,
    WriteRegisters,
};

use crate::DbgapiTarget;

type Job = Box<dyn FnOnce(&mut DbgapiTarget) + Send>;

/// A [`DbgapiTarget`] living on its own thread.
pub struct Owned {
    tx: Option<mpsc::Sender<Job>>,
    thread: Option<JoinHandle<()>>,
}

fn gone() -> TargetError {
    TargetError::Lost("the debugger thread has ended".into())
}

impl Owned {
    /// Starts the owner thread and builds the target there with `open` (which must create
    /// everything that needs the owner thread: the inferior, the library instance).
    pub fn spawn<E: Send + From<std::io::Error> + 'static>(
        open: impl FnOnce() -> Result<DbgapiTarget, E> + Send + 'static,
    ) -> Result<Owned, E> {
        let (tx, rx) = mpsc::channel::<Job>();
        let (ready_tx, ready_rx) = mpsc::sync_channel::<Result<(), E>>(1);
        let thread = std::thread::Builder::new()
            .name("hdb-dbgapi".into())
            .spawn(move || {
                let mut target = match open() {
                    Ok(t) => {
                        let _ = ready_tx.send(Ok(()));
                        t
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                        return;
                    }
                };
                // Serve requests until the front end drops its end; the target is dropped
                // (detach or kill, then finalize) here, on its own thread.
                while let Ok(job) = rx.recv() {
                    job(&mut target);
                }
            })?;
        match ready_rx.recv() {
            Ok(Ok(())) => Ok(Owned {
                tx: Some(tx),
                thread: Some(thread),
            }),
            Ok(Err(e)) => {
                let _ = thread.join();
                Err(e)
            }
            Err(_) => {
                let _ = thread.join();
                Err(E::from(std::io::Error::other(
                    "the debugger thread ended while opening the target",
                )))
            }
        }
    }

    /// Runs `f` on the owner thread and returns its result.
    pub fn call<R: Send + 'static>(
        &self,
        f: impl FnOnce(&mut DbgapiTarget) -> R + Send + 'static,
    ) -> TargetResult<R> {
        let (rtx, rrx) = mpsc::sync_channel(1);
        let job: Job = Box::new(move |t| {
            let _ = rtx.send(f(t));
        });
        self.tx
            .as_ref()
            .ok_or_else(gone)?
            .send(job)
            .map_err(|_| gone())?;
        rrx.recv().map_err(|_| gone())
    }
}

impl Drop for Owned {
    fn drop(&mut self) {
        self.tx = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Target for Owned {
    fn agents(&mut self) -> Vec<Agent> {
        self.call(|t| t.agents()).unwrap_or_default()
    }
    fn queues(&mut self) -> Vec<Queue> {
        self.call(|t| t.queues()).unwrap_or_default()
    }
    fn dispatches(&mut self) -> Vec<Dispatch> {
        self.call(|t| t.dispatches()).unwrap_or_default()
    }
    fn waves(&mut self) -> Vec<Wave> {
        self.call(|t| t.waves()).unwrap_or_default()
    }
    fn code_objects(&mut self) -> Vec<LoadedCodeObject> {
        self.call(|t| t.code_objects()).unwrap_or_default()
    }
    fn apertures(&mut self, wave: WaveId) -> Option<amdgpu::Apertures> {
        self.call(move |t| t.apertures(wave)).ok().flatten()
    }
    fn host_threads(&mut self) -> Vec<amdgpu::target::HostThread> {
        self.call(|t| t.host_threads()).unwrap_or_default()
    }
    fn process_memory(&mut self) -> Option<&mut dyn amdgpu::target::ProcessMemory> {
        let has = self.call(|t| t.process_memory().is_some()).unwrap_or(false);
        if has {
            Some(self)
        } else {
            None
        }
    }
    fn read_register(&mut self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        let n = out.len();
        let v = self.call(move |t| {
            let mut v = vec![0u8; n];
            t.read_register(wave, reg, &mut v).map(|()| v)
        })??;
        out.copy_from_slice(&v);
        Ok(())
    }
    fn read_registers(&mut self, wave: WaveId, regs: &[Register]) -> Vec<TargetResult<Vec<u8>>> {
        let asked = regs.to_vec();
        self.call(move |t| t.read_registers(wave, &asked))
            .unwrap_or_else(|e| vec![Err(e); regs.len()])
    }
    fn read_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()> {
        let n = out.len();
        let v = self.call(move |t| {
            let mut v = vec![0u8; n];
            t.read_memory(wave, lane, space, address, &mut v)
                .map(|()| v)
        })??;
        out.copy_from_slice(&v);
        Ok(())
    }
    fn register_writes(&mut self) -> Option<&mut dyn WriteRegisters> {
        Some(self)
    }
    fn memory_writes(&mut self) -> Option<&mut dyn WriteMemory> {
        Some(self)
    }
    fn run_control(&mut self) -> Option<&mut dyn RunControl> {
        Some(self)
    }
    fn breakpoints(&mut self) -> Option<&mut dyn Breakpoints> {
        Some(self)
    }
    fn watchpoints(&mut self) -> Option<&mut dyn Watchpoints> {
        let has = self.call(|t| t.watchpoints().is_some()).unwrap_or(false);
        if has {
            Some(self)
        } else {
            None
        }
    }
}

/// Forwards a `&mut` ability call to the owner thread.
macro_rules! forward {
    ($self:ident, $ability:ident, |$x:ident| $body:expr) => {
        $self
            .call(move |t| match t.$ability() {
                Some($x) => $body,
                None => Err(TargetError::Other(
                    concat!("the target has no ", stringify!($ability)).into(),
                )),
            })
            .and_then(|r| r)
    };
}

impl WriteRegisters for Owned {
    fn write_register(&mut self, wave: WaveId, reg: Register, data: &[u8]) -> TargetResult<()> {
        let data = data.to_vec();
        forward!(self, register_writes, |w| w
            .write_register(wave, reg, &data))
    }
}

impl WriteMemory for Owned {
    fn write_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        data: &[u8],
    ) -> TargetResult<()> {
        let data = data.to_vec();
        forward!(self, memory_writes, |w| w
            .write_memory(wave, lane, space, address, &data))
    }
}

impl RunControl for Owned {
    fn resume(&mut self, wave: WaveId, mode: ResumeMode) -> TargetResult<()> {
        forward!(self, run_control, |r| r.resume(wave, mode))
    }
    fn stop(&mut self, wave: WaveId) -> TargetResult<()> {
        forward!(self, run_control, |r| r.stop(wave))
    }
    fn wait(&mut self, wait: Wait) -> TargetResult<Option<Event>> {
        forward!(self, run_control, |r| r.wait(wait))
    }
}

impl Breakpoints for Owned {
    fn insert_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        forward!(self, breakpoints, |b| b.insert_breakpoint(address))
    }
    fn remove_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        forward!(self, breakpoints, |b| b.remove_breakpoint(address))
    }
    fn breakpoint_addresses(&self) -> Vec<u64> {
        self.call(|t| t.breakpoint_addresses_now())
            .unwrap_or_default()
    }
}

impl amdgpu::target::ProcessMemory for Owned {
    fn read_process_memory(&mut self, address: u64, out: &mut [u8]) -> TargetResult<()> {
        let n = out.len();
        let v = self.call(move |t| {
            let mut v = vec![0u8; n];
            match t.process_memory() {
                Some(m) => m.read_process_memory(address, &mut v).map(|()| v),
                None => Err(TargetError::Other(
                    "the target has no process memory".into(),
                )),
            }
        })??;
        out.copy_from_slice(&v);
        Ok(())
    }
}

impl Watchpoints for Owned {
    fn insert_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        let region = *region;
        forward!(self, watchpoints, |w| w.insert_watchpoint(&region))
    }
    fn remove_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        let region = *region;
        forward!(self, watchpoints, |w| w.remove_watchpoint(&region))
    }
}
