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
use std::rc::Rc;

use crate::host::{HostError, HostStop, Inferior};
use crate::safe::{Client, Process};
use crate::sys;
use crate::target::HostSide;
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

/// The host half that [`DbgapiTarget`] drives while it waits.
struct LiveHost {
    inferior: Shared,
    breakpoints: BreakpointMap,
    resumed: bool,
}

impl HostSide for LiveHost {
    fn run(&mut self, process: &Process, notifier: i32) -> Result<bool, String> {
        loop {
            if self.inferior.borrow().ended() {
                return Ok(false);
            }
            if !self.resumed {
                self.inferior
                    .borrow_mut()
                    .resume()
                    .map_err(|e| e.to_string())?;
                self.resumed = true;
            }
            // GPU events first; then a look at the host; 10 ms between rounds.
            if readable(notifier, 10) {
                return Ok(true);
            }
            let stop = self
                .inferior
                .borrow_mut()
                .poll_stop()
                .map_err(|e| e.to_string())?;
            match stop {
                None => continue,
                Some(HostStop::Exited(_)) | Some(HostStop::Killed(_)) => return Ok(false),
                Some(HostStop::Breakpoint { tid, address }) => {
                    self.resumed = false;
                    let bp = self.breakpoints.borrow().get(&address).copied();
                    if let Some(bp) = bp {
                        let action = process
                            .report_breakpoint_hit(bp, tid as usize)
                            .map_err(|e| e.to_string())?;
                        if action == sys::BreakpointAction::HALT {
                            // Resumed when the library sends BREAKPOINT_RESUME.
                            return Ok(true);
                        }
                    }
                }
                Some(_) => {
                    // Thread events and signals: signals are passed on by the resume.
                    self.resumed = false;
                }
            }
        }
    }
}

fn readable(fd: i32, ms: i32) -> bool {
    let mut p = libc::pollfd {
        fd,
        events: libc::POLLIN,
        revents: 0,
    };
    // SAFETY: one valid pollfd.
    unsafe { libc::poll(&mut p, 1, ms) > 0 && p.revents & libc::POLLIN != 0 }
}

/// Starts `program` (or attaches to `pid`) under the host controller and the library.
/// The library is loaded first, so a machine without it fails before anything starts.
pub fn open(
    program: Option<(&OsStr, &[&OsStr])>,
    pid: Option<i32>,
) -> Result<DbgapiTarget, LiveError> {
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
    target.set_host(Box::new(LiveHost {
        inferior,
        breakpoints,
        resumed: false,
    }));
    Ok(target)
}
