//! A live process: the host controller ([`crate::host`]) and the library together, as
//! `hdb debug PROGRAM` and `hdb debug --pid PID` use them.
//!
//! The library reads the inferior's memory through `xfer_global_memory` (served from
//! `/proc/PID/mem`) and asks for a host breakpoint in ROCr (`insert_breakpoint`). While no
//! GPU event is pending, [`DbgapiTarget`]'s wait lets the host run: it polls the library's
//! notifier and the inferior's wait status in turn, reports hits of the library's
//! breakpoints (`report_breakpoint_hit`) and passes other signals on. Everything runs on the
//! thread that created the [`Live`] (ptrace's rule and the library's).
//!
//! Unverified on real hardware: no AMD GPU was reachable when this was written (see the
//! README).

use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::OsStr;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::rc::Rc;
use std::sync::Arc;

use amdgpu::target::ProcessEnd;

use crate::host::{HostError, HostStop, Inferior};
use crate::safe::{Client, Process};
use crate::sys;
use crate::target::{HostProgress, HostSide};
use crate::{DbgapiTarget, Error, Instance, Library};

/// What can go wrong opening a live process.
#[derive(Debug, thiserror::Error)]
pub enum LiveError {
    /// The library could not be loaded or used.
    #[error(transparent)]
    Library(#[from] Error),
    /// The host process could not be started or attached.
    #[error(transparent)]
    Host(#[from] HostError),
    /// The debugger thread could not be started.
    #[error("{0}")]
    Thread(#[from] std::io::Error),
}

/// Like [`open`], on a dedicated thread that owns ptrace and every library call
/// ([`crate::owner::Owned`]); returns the target proxy and a [`Waker`].
pub fn open_owned(
    program: Option<(std::ffi::OsString, Vec<std::ffi::OsString>)>,
    pid: Option<i32>,
) -> Result<(crate::owner::Owned, Waker), LiveError> {
    let (wtx, wrx) = std::sync::mpsc::sync_channel(1);
    let owned = crate::owner::Owned::spawn(move || {
        let args: Vec<&OsStr> = program
            .as_ref()
            .map(|(_, a)| a.iter().map(|x| x.as_os_str()).collect())
            .unwrap_or_default();
        let prog = program
            .as_ref()
            .map(|(p, _)| (p.as_os_str(), args.as_slice()));
        let live = open(prog, pid)?;
        let _ = wtx.send(live.waker);
        Ok::<_, LiveError>(live.target)
    })?;
    let waker = wrx.recv().map_err(|_| {
        LiveError::Thread(std::io::Error::other("no waker from the debugger thread"))
    })?;
    Ok((owned, waker))
}

type Shared = Rc<RefCell<Inferior>>;
type BreakpointMap = Rc<RefCell<HashMap<u64, sys::BreakpointId>>>;

struct LiveClient {
    pid: i32,
    inferior: Shared,
    breakpoints: BreakpointMap,
}

impl Client for LiveClient {
    fn os_pid(&self) -> Option<i32> {
        Some(self.pid)
    }
    fn read_global(&mut self, address: u64, out: &mut [u8]) -> std::io::Result<usize> {
        let inf = self.inferior.try_borrow().map_err(std::io::Error::other)?;
        inf.read_memory(address, out).map_err(std::io::Error::other)
    }
    fn write_global(&mut self, address: u64, data: &[u8]) -> std::io::Result<usize> {
        let mut inf = self
            .inferior
            .try_borrow_mut()
            .map_err(std::io::Error::other)?;
        inf.write_memory(address, data)
            .map_err(std::io::Error::other)
    }
    fn insert_breakpoint(&mut self, address: u64, id: sys::BreakpointId) -> std::io::Result<()> {
        let mut inf = self
            .inferior
            .try_borrow_mut()
            .map_err(std::io::Error::other)?;
        inf.insert_breakpoint(address)
            .map_err(std::io::Error::other)?;
        self.breakpoints.borrow_mut().insert(address, id);
        Ok(())
    }
    fn remove_breakpoint(&mut self, id: sys::BreakpointId) -> std::io::Result<()> {
        let addr = self
            .breakpoints
            .borrow()
            .iter()
            .find(|(_, b)| **b == id)
            .map(|(a, _)| *a)
            .ok_or_else(|| std::io::Error::other("unknown breakpoint"))?;
        self.breakpoints.borrow_mut().remove(&addr);
        let mut inf = self
            .inferior
            .try_borrow_mut()
            .map_err(std::io::Error::other)?;
        inf.remove_breakpoint(addr).map_err(std::io::Error::other)
    }
}

/// Wakes a live target's wait from any thread (Ctrl-C): running waves are asked to stop.
#[derive(Clone)]
pub struct Waker(Arc<OwnedFd>);

impl Waker {
    /// Interrupts the wait.
    pub fn wake(&self) {
        let one = 1u64.to_ne_bytes();
        // SAFETY: writing 8 bytes to an eventfd we own; a full counter is still a wake-up.
        let _ = unsafe { libc::write(self.0.as_raw_fd(), one.as_ptr().cast(), 8) };
    }
}

/// The host half that [`DbgapiTarget`] drives while it waits. It polls the library's
/// notifier, a signalfd for SIGCHLD (the inferior's stops) and an eventfd (the [`Waker`]).
struct LiveHost {
    inferior: Shared,
    breakpoints: BreakpointMap,
    resumed: bool,
    /// How the process ended, once it has.
    ended: Option<ProcessEnd>,
    sigchld: Option<OwnedFd>,
    wake: Arc<OwnedFd>,
}

/// A signalfd for SIGCHLD, with SIGCHLD blocked on this (the tracer) thread. Where another
/// thread takes the signal first, the 100 ms timeout of the wait still notices the stop.
fn sigchld_fd() -> Option<OwnedFd> {
    // SAFETY: a zeroed sigset is valid input to sigemptyset, which initialises it.
    let mut set: libc::sigset_t = unsafe { std::mem::zeroed() };
    // SAFETY: `set` is a valid sigset; the calls only touch it and this thread's mask.
    let fd = unsafe {
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGCHLD);
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
        libc::signalfd(-1, &set, libc::SFD_CLOEXEC | libc::SFD_NONBLOCK)
    };
    // SAFETY: a new descriptor we now own.
    (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd) })
}

/// Reads what `fd` has ready, never blocking (the library's notifier may be a blocking pipe).
fn drain(fd: i32) {
    let mut buf = [0u8; 128];
    while poll3([fd, -1, -1], 0)[0] {
        // SAFETY: reads into a local buffer from a descriptor that poll says is readable.
        if unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) } <= 0 {
            return;
        }
    }
}

impl HostSide for LiveHost {
    fn run(&mut self, process: &Process, notifier: i32) -> Result<HostProgress, String> {
        loop {
            if let Some(how) = self.ended {
                return Ok(HostProgress::HostEnded(how));
            }
            if self.inferior.borrow().ended() {
                // Ended without a status seen here (killed meanwhile).
                return Ok(HostProgress::HostEnded(ProcessEnd::Signal(libc::SIGKILL)));
            }
            if !self.resumed {
                self.inferior
                    .borrow_mut()
                    .resume()
                    .map_err(|e| e.to_string())?;
                self.resumed = true;
            }
            // One poll on the three sources; GPU events first, then a wake-up, then the host.
            let sig = self.sigchld.as_ref().map_or(-1, |f| f.as_raw_fd());
            let ready = poll3([notifier, sig, self.wake.as_raw_fd()], 100);
            if ready[0] {
                // The notifier only says "look": the events come from the library.
                drain(notifier);
                return Ok(HostProgress::GpuEvents);
            }
            if ready[2] {
                drain(self.wake.as_raw_fd());
                return Ok(HostProgress::Interrupted);
            }
            if ready[1] {
                drain(sig);
            }
            let stop = self
                .inferior
                .borrow_mut()
                .poll_stop()
                .map_err(|e| e.to_string())?;
            match stop {
                None => continue,
                Some(HostStop::Exited(code)) => {
                    self.ended = Some(ProcessEnd::Code(code));
                }
                Some(HostStop::Killed(sig)) => {
                    self.ended = Some(ProcessEnd::Signal(sig as i32));
                }
                Some(HostStop::Breakpoint { tid, address }) => {
                    self.resumed = false;
                    let bp = self.breakpoints.borrow().get(&address).copied();
                    if let Some(bp) = bp {
                        let action = process
                            .report_breakpoint_hit(bp, tid as usize)
                            .map_err(|e| e.to_string())?;
                        if action == sys::BreakpointAction::HALT {
                            // Resumed when the library sends BREAKPOINT_RESUME.
                            return Ok(HostProgress::GpuEvents);
                        }
                    }
                }
                Some(HostStop::Signal {
                    tid,
                    signal: nix::sys::signal::Signal::SIGINT,
                }) => {
                    // Ctrl-C reaches the program too (it shares the terminal): as gdb's
                    // `handle SIGINT nopass`, it is not passed on; the interruption itself
                    // comes through the waker.
                    self.inferior.borrow_mut().discard_signal(tid);
                    self.resumed = false;
                }
                Some(_) => {
                    // Thread events and other signals: signals are passed on by the resume.
                    self.resumed = false;
                }
            }
        }
    }

    fn stop(&mut self) -> Result<(), String> {
        if self.ended.is_some() || self.inferior.borrow().ended() {
            return Ok(());
        }
        self.inferior
            .borrow_mut()
            .stop_all()
            .map_err(|e| e.to_string())?;
        self.resumed = false;
        Ok(())
    }

    fn threads(&self) -> Vec<amdgpu::target::HostThread> {
        let inf = self.inferior.borrow();
        let pid = inf.pid();
        inf.threads()
            .into_iter()
            .map(|tid| {
                let regs = inf.stopped_registers(tid);
                let name = amdgpu::target::HostThread::name_of(pid as u32, tid as u32);
                amdgpu::target::HostThread {
                    lwp: tid as u32,
                    handle: regs.map(|r| r.1),
                    name,
                    pc: regs.map(|r| r.0),
                    callers: Vec::new(),
                }
            })
            .collect()
    }
}

/// Polls up to three descriptors (-1 = absent) for input; which are readable.
fn poll3(fds: [i32; 3], ms: i32) -> [bool; 3] {
    let mut p = fds.map(|fd| libc::pollfd {
        fd,
        events: libc::POLLIN,
        revents: 0,
    });
    // SAFETY: three valid pollfd entries (a negative fd is ignored by poll).
    let n = unsafe { libc::poll(p.as_mut_ptr(), 3, ms) };
    if n <= 0 {
        return [false; 3];
    }
    p.map(|x| x.fd >= 0 && x.revents & libc::POLLIN != 0)
}

/// Starts `program` (or attaches to `pid`) under the host controller and the library.
/// The library is loaded first, so a machine without it fails before anything starts.
pub fn open(program: Option<(&OsStr, &[&OsStr])>, pid: Option<i32>) -> Result<Live, LiveError> {
    let lib = Library::load()?;
    let inferior = match (program, pid) {
        (_, Some(pid)) => Inferior::attach(pid)?,
        (Some((p, args)), None) => Inferior::spawn(p, args)?,
        (None, None) => return Err(LiveError::Host(HostError::Gone)),
    };
    let pid = inferior.pid();
    let inferior = Rc::new(RefCell::new(inferior));
    let breakpoints: BreakpointMap = Rc::default();
    let inst = Instance::new(lib.table)?;
    let process = inst.attach(Box::new(LiveClient {
        pid,
        inferior: inferior.clone(),
        breakpoints: breakpoints.clone(),
    }))?;
    let mut target = DbgapiTarget::new(process);
    let resume_from = inferior.clone();
    target.on_breakpoint_resume(move |_, _| {
        let _ = resume_from.borrow_mut().resume();
    });
    // SAFETY: eventfd has no preconditions.
    let efd = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK) };
    if efd < 0 {
        return Err(LiveError::Host(HostError::Memory {
            address: 0,
            source: std::io::Error::last_os_error(),
        }));
    }
    // SAFETY: a new descriptor we now own.
    let wake = Arc::new(unsafe { OwnedFd::from_raw_fd(efd) });
    target.set_host(
        pid as u32,
        Box::new(LiveHost {
            inferior,
            breakpoints,
            resumed: false,
            ended: None,
            sigchld: sigchld_fd(),
            wake: wake.clone(),
        }),
    );
    Ok(Live {
        target,
        waker: Waker(wake),
    })
}

/// A live process: the target to debug and a [`Waker`] to interrupt its waits.
pub struct Live {
    /// The target.
    pub target: DbgapiTarget,
    /// Interrupts a wait from another thread.
    pub waker: Waker,
}
