//! The host process controller: an x86-64 Linux inferior under ptrace
//! (`shared/notes/hw-backend.md` §5.2, "host layer").
//!
//! It spawns a program stopped at its first instruction (`PTRACE_TRACEME` then exec) or
//! attaches to a running process (every thread of `/proc/PID/task`), follows thread
//! creation, exec and exit (`PTRACE_O_TRACECLONE | TRACEEXEC`), plants `int3` breakpoints and
//! steps a thread over the one it stopped at before resuming it, passes signals on to the
//! thread that received them, reads and writes memory through `/proc/PID/mem`, and detaches
//! (breakpoints lifted first) or kills.
//!
//! Threads run independently: a breakpoint stop holds the thread that hit it, not the
//! others (GPU all-stop is the library's business). Every call must come from the thread
//! that spawned or attached — ptrace's rule, and the library's for its own calls.

use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsStr;
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::os::unix::process::CommandExt;
use std::process::Command;

use nix::sys::ptrace::{self, Options};
use nix::sys::signal::Signal;
use nix::sys::wait::{waitpid, WaitPidFlag, WaitStatus};
use nix::unistd::Pid;

/// What can go wrong controlling the host process.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    /// Starting the program failed.
    #[error("cannot start {program}: {source}")]
    Spawn {
        /// The program.
        program: String,
        /// Why.
        source: std::io::Error,
    },
    /// A ptrace or wait call failed.
    #[error("{what} (pid {pid}): {errno}")]
    Ptrace {
        /// The operation.
        what: &'static str,
        /// The thread.
        pid: i32,
        /// The error.
        errno: nix::Error,
    },
    /// Memory access failed.
    #[error("cannot access memory at {address:#x}: {source}")]
    Memory {
        /// The address.
        address: u64,
        /// Why.
        source: std::io::Error,
    },
    /// The process is gone.
    #[error("the process has exited")]
    Gone,
}

fn pt(what: &'static str, pid: Pid) -> impl FnOnce(nix::Error) -> HostError {
    move |errno| HostError::Ptrace {
        what,
        pid: pid.as_raw(),
        errno,
    }
}

/// Why the inferior stopped (or ended).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostStop {
    /// A thread reached a planted breakpoint; its PC is on the breakpoint.
    Breakpoint {
        /// The thread.
        tid: i32,
        /// The breakpoint address.
        address: u64,
    },
    /// A thread received a signal (passed on when that thread is resumed).
    Signal {
        /// The thread.
        tid: i32,
        /// The signal.
        signal: Signal,
    },
    /// A thread started.
    ThreadCreated {
        /// The new thread.
        tid: i32,
    },
    /// A thread ended.
    ThreadExited {
        /// The thread.
        tid: i32,
    },
    /// The process executed a new program (its breakpoints are gone with the old image).
    Exec,
    /// The process exited with a status.
    Exited(i32),
    /// The process was killed by a signal.
    Killed(Signal),
}

/// The x86-64 breakpoint instruction.
const INT3: u8 = 0xcc;

/// A process under ptrace.
pub struct Inferior {
    pid: Pid,
    /// Every live thread, and whether it is stopped (held by us).
    threads: BTreeMap<Pid, bool>,
    /// Signals to deliver when each thread resumes.
    pending_signal: BTreeMap<Pid, Signal>,
    /// Planted breakpoints: address → the byte they replaced.
    breakpoints: BTreeMap<u64, u8>,
    /// Threads that stopped at a breakpoint and must step over it when resumed.
    at_breakpoint: BTreeSet<Pid>,
    mem: File,
    ended: bool,
    /// Stops found while stepping over a breakpoint, reported by the next wait.
    deferred: Vec<HostStop>,
    /// New threads whose first stop came before their creator's clone event.
    started_early: BTreeSet<Pid>,
    /// Attached to (detached on drop) rather than started (killed on drop).
    attached: bool,
    /// New threads whose initial SIGSTOP has not arrived yet.
    awaiting_first_stop: BTreeSet<Pid>,
    /// Threads sent a SIGSTOP by [`Inferior::stop_all`] that has not arrived yet (they
    /// stopped for something else first); it is swallowed when it does.
    stop_sent: BTreeSet<Pid>,
}

const OPTIONS: Options = Options::PTRACE_O_TRACECLONE
    .union(Options::PTRACE_O_TRACEEXEC)
    .union(Options::PTRACE_O_EXITKILL);

impl Inferior {
    /// Starts `program` with `args`, stopped before its first instruction.
    pub fn spawn(program: &OsStr, args: &[&OsStr]) -> Result<Inferior, HostError> {
        let mut cmd = Command::new(program);
        cmd.args(args);
        // SAFETY: the closure runs in the forked child before exec and only calls ptrace,
        // which is async-signal-safe (no allocation, no locks).
        unsafe {
            cmd.pre_exec(|| ptrace::traceme().map_err(std::io::Error::from));
        }
        let child = cmd.spawn().map_err(|source| HostError::Spawn {
            program: program.to_string_lossy().into_owned(),
            source,
        })?;
        let pid = Pid::from_raw(child.id() as i32);
        // The child stops with SIGTRAP at exec.
        match waitpid(pid, Some(WaitPidFlag::__WALL)).map_err(pt("waitpid", pid))? {
            WaitStatus::Stopped(_, Signal::SIGTRAP) => {}
            WaitStatus::Exited(..) | WaitStatus::Signaled(..) => return Err(HostError::Gone),
            _ => {}
        }
        ptrace::setoptions(pid, OPTIONS).map_err(pt("PTRACE_SETOPTIONS", pid))?;
        Inferior::new(pid, [(pid, true)].into())
    }

    /// Attaches to a running process and every thread it has; all are stopped on return.
    pub fn attach(pid: i32) -> Result<Inferior, HostError> {
        let pid = Pid::from_raw(pid);
        let mut threads = BTreeMap::new();
        // Threads can start while we attach: repeat until a pass finds no new one.
        loop {
            let tids = std::fs::read_dir(format!("/proc/{pid}/task"))
                .map_err(|source| HostError::Spawn {
                    program: format!("process {pid}"),
                    source,
                })?
                .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<i32>().ok())
                .map(Pid::from_raw)
                .filter(|t| !threads.contains_key(t))
                .collect::<Vec<_>>();
            if tids.is_empty() {
                break;
            }
            for t in tids {
                // SEIZE + INTERRUPT stops the thread without sending it a SIGSTOP that
                // would otherwise surface later as a signal of its own.
                ptrace::seize(t, OPTIONS).map_err(pt("PTRACE_SEIZE", t))?;
                ptrace::interrupt(t).map_err(pt("PTRACE_INTERRUPT", t))?;
                match waitpid(t, Some(WaitPidFlag::__WALL)).map_err(pt("waitpid", t))? {
                    WaitStatus::Exited(..) | WaitStatus::Signaled(..) => continue,
                    _ => {}
                }
                threads.insert(t, true);
            }
        }
        let mut inf = Inferior::new(pid, threads)?;
        inf.attached = true;
        Ok(inf)
    }

    fn new(pid: Pid, threads: BTreeMap<Pid, bool>) -> Result<Inferior, HostError> {
        let mem = File::options()
            .read(true)
            .write(true)
            .open(format!("/proc/{pid}/mem"))
            .map_err(|source| HostError::Memory { address: 0, source })?;
        Ok(Inferior {
            pid,
            threads,
            pending_signal: BTreeMap::new(),
            breakpoints: BTreeMap::new(),
            at_breakpoint: BTreeSet::new(),
            mem,
            ended: false,
            deferred: Vec::new(),
            started_early: BTreeSet::new(),
            attached: false,
            awaiting_first_stop: BTreeSet::new(),
            stop_sent: BTreeSet::new(),
        })
    }

    /// The process id.
    pub fn pid(&self) -> i32 {
        self.pid.as_raw()
    }

    /// The live threads, in tid order.
    pub fn threads(&self) -> Vec<i32> {
        self.threads.keys().map(|t| t.as_raw()).collect()
    }

    /// Reads memory; returns the bytes read (short at an unmapped page). Planted
    /// breakpoints read as the original bytes.
    pub fn read_memory(&self, address: u64, out: &mut [u8]) -> Result<usize, HostError> {
        // The range must not wrap around the address space.
        if address.checked_add(out.len() as u64).is_none() {
            return Err(HostError::Memory {
                address,
                source: std::io::ErrorKind::InvalidInput.into(),
            });
        }
        let mut done = 0;
        while done < out.len() {
            match self.mem.read_at(&mut out[done..], address + done as u64) {
                Ok(0) => break,
                Ok(n) => done += n,
                Err(e) if done == 0 => {
                    return Err(HostError::Memory { address, source: e });
                }
                Err(_) => break,
            }
        }
        for (&a, &orig) in self.breakpoints.range(address..address + done as u64) {
            out[(a - address) as usize] = orig;
        }
        Ok(done)
    }

    /// Writes memory (breakpoints stay planted over what is written).
    pub fn write_memory(&mut self, address: u64, data: &[u8]) -> Result<usize, HostError> {
        let mut data = data.to_vec();
        let end = address
            .checked_add(data.len() as u64)
            .ok_or(HostError::Memory {
                address,
                source: std::io::ErrorKind::InvalidInput.into(),
            })?;
        let planted: Vec<u64> = self
            .breakpoints
            .range(address..end)
            .map(|(a, _)| *a)
            .collect();
        for a in planted {
            let i = (a - address) as usize;
            self.breakpoints.insert(a, data[i]);
            data[i] = INT3;
        }
        self.mem
            .write_at(&data, address)
            .map_err(|source| HostError::Memory { address, source })
    }

    /// Plants a breakpoint (idempotent).
    pub fn insert_breakpoint(&mut self, address: u64) -> Result<(), HostError> {
        if self.breakpoints.contains_key(&address) {
            return Ok(());
        }
        let mut b = [0u8];
        if self.read_memory(address, &mut b)? != 1 {
            return Err(HostError::Memory {
                address,
                source: std::io::ErrorKind::UnexpectedEof.into(),
            });
        }
        self.mem
            .write_at(&[INT3], address)
            .map_err(|source| HostError::Memory { address, source })?;
        self.breakpoints.insert(address, b[0]);
        Ok(())
    }

    /// Lifts a breakpoint; lifting an absent one is not an error.
    pub fn remove_breakpoint(&mut self, address: u64) -> Result<(), HostError> {
        if let Some(orig) = self.breakpoints.remove(&address) {
            self.mem
                .write_at(&[orig], address)
                .map_err(|source| HostError::Memory { address, source })?;
        }
        Ok(())
    }

    /// The planted breakpoints.
    pub fn breakpoint_addresses(&self) -> Vec<u64> {
        self.breakpoints.keys().copied().collect()
    }

    /// A thread's program counter.
    #[cfg(target_arch = "x86_64")]
    pub fn pc(&self, tid: i32) -> Result<u64, HostError> {
        let t = Pid::from_raw(tid);
        Ok(ptrace::getregs(t).map_err(pt("PTRACE_GETREGS", t))?.rip)
    }

    /// A stopped thread's PC and thread pointer (`fs_base`, which is its `pthread_t` with
    /// glibc); `None` while it runs.
    #[cfg(target_arch = "x86_64")]
    pub fn stopped_registers(&self, tid: i32) -> Option<(u64, u64)> {
        let t = Pid::from_raw(tid);
        if self.threads.get(&t) != Some(&true) {
            return None;
        }
        let r = ptrace::getregs(t).ok()?;
        Some((r.rip, r.fs_base))
    }

    #[cfg(target_arch = "x86_64")]
    fn set_pc(&self, t: Pid, pc: u64) -> Result<(), HostError> {
        let mut r = ptrace::getregs(t).map_err(pt("PTRACE_GETREGS", t))?;
        r.rip = pc;
        ptrace::setregs(t, r).map_err(pt("PTRACE_SETREGS", t))
    }

    /// Brings every running thread to a stop (all-stop), so that nothing runs while a
    /// breakpoint is lifted for a step-over or while the user looks at a stop. Stops of other
    /// kinds met meanwhile (a breakpoint, a signal, an exit) are kept, in order, for the next
    /// [`Inferior::wait`] or [`Inferior::poll_stop`]; their threads stay stopped.
    #[cfg(target_arch = "x86_64")]
    pub fn stop_all(&mut self) -> Result<(), HostError> {
        loop {
            if self.ended {
                return Ok(());
            }
            let running: Vec<Pid> = self
                .threads
                .iter()
                .filter(|(_, stopped)| !**stopped)
                .map(|(t, _)| *t)
                .collect();
            if running.is_empty() {
                return Ok(());
            }
            for &t in &running {
                // A new thread's own initial SIGSTOP is on its way: that one stops it.
                if self.awaiting_first_stop.contains(&t) {
                    continue;
                }
                if self.stop_sent.insert(t) {
                    // tgkill: this thread, not whichever thread the process-wide kill picks.
                    // SAFETY: a plain syscall with integer arguments.
                    let r = unsafe {
                        libc::syscall(
                            libc::SYS_tgkill,
                            self.pid.as_raw(),
                            t.as_raw(),
                            libc::SIGSTOP,
                        )
                    };
                    if r != 0 {
                        // The thread is gone; its exit is collected below.
                        self.stop_sent.remove(&t);
                    }
                }
            }
            let st = waitpid(None, Some(WaitPidFlag::__WALL | WaitPidFlag::__WNOTHREAD))
                .map_err(pt("waitpid", self.pid))?;
            match st {
                WaitStatus::Stopped(t, Signal::SIGSTOP)
                    if self.stop_sent.remove(&t) || self.awaiting_first_stop.remove(&t) =>
                {
                    self.threads.insert(t, true);
                }
                // A new thread's initial stop before its creator's clone event: held too.
                WaitStatus::Stopped(t, Signal::SIGSTOP) if !self.threads.contains_key(&t) => {
                    self.started_early.insert(t);
                    self.threads.insert(t, true);
                }
                other => {
                    if let Some(stop) = self.translate(other)? {
                        self.deferred.insert(0, stop);
                    }
                }
            }
        }
    }

    /// The thread a stop belongs to.
    fn stop_thread(s: &HostStop) -> Option<Pid> {
        match s {
            HostStop::Breakpoint { tid, .. }
            | HostStop::Signal { tid, .. }
            | HostStop::ThreadCreated { tid } => Some(Pid::from_raw(*tid)),
            _ => None,
        }
    }

    /// Steps a thread off the breakpoint it stopped at: lift, single-step, re-plant. Every
    /// other thread must be stopped (see [`Inferior::resume`]).
    #[cfg(target_arch = "x86_64")]
    fn step_over(&mut self, t: Pid) -> Result<Option<HostStop>, HostError> {
        let pc = ptrace::getregs(t).map_err(pt("PTRACE_GETREGS", t))?.rip;
        let Some(&orig) = self.breakpoints.get(&pc) else {
            return Ok(None);
        };
        self.mem
            .write_at(&[orig], pc)
            .map_err(|source| HostError::Memory {
                address: pc,
                source,
            })?;
        let st = loop {
            ptrace::step(t, None).map_err(pt("PTRACE_SINGLESTEP", t))?;
            let st = waitpid(t, Some(WaitPidFlag::__WALL)).map_err(pt("waitpid", t))?;
            match st {
                // Our all-stop's SIGSTOP arrived before the step: swallow it, step again.
                WaitStatus::Stopped(_, Signal::SIGSTOP) if self.stop_sent.remove(&t) => {}
                st => break st,
            }
        };
        // Re-plant whatever happened, unless the process is gone.
        let gone = matches!(st, WaitStatus::Exited(..) | WaitStatus::Signaled(..));
        if !gone {
            self.mem
                .write_at(&[INT3], pc)
                .map_err(|source| HostError::Memory {
                    address: pc,
                    source,
                })?;
        }
        match st {
            WaitStatus::Stopped(_, Signal::SIGTRAP) => Ok(None),
            WaitStatus::Stopped(_, sig) => {
                // A signal arrived during the step: keep it for the resume.
                self.pending_signal.insert(t, sig);
                Ok(None)
            }
            other => self.translate(other),
        }
    }

    /// Resumes every stopped thread (stepping over breakpoints first, passing pending
    /// signals on).
    #[cfg(target_arch = "x86_64")]
    pub fn resume(&mut self) -> Result<(), HostError> {
        if self.ended {
            return Err(HostError::Gone);
        }
        // A step-over lifts a breakpoint's byte: nothing else may run meanwhile, or another
        // thread could pass the breakpoint unseen.
        let stepping_over = self
            .at_breakpoint
            .iter()
            .any(|t| self.threads.get(t) == Some(&true));
        if stepping_over {
            self.stop_all()?;
        }
        // Threads whose stop is not reported yet stay stopped until it is.
        let unreported: BTreeSet<Pid> =
            self.deferred.iter().filter_map(Self::stop_thread).collect();
        let stopped: Vec<Pid> = self
            .threads
            .iter()
            .filter(|(t, s)| **s && !unreported.contains(t))
            .map(|(t, _)| *t)
            .collect();
        // Step-overs first, everything else held; then everyone goes.
        let (first, rest): (Vec<Pid>, Vec<Pid>) = stopped
            .into_iter()
            .partition(|t| self.at_breakpoint.contains(t));
        for t in first.into_iter().chain(rest) {
            if self.at_breakpoint.remove(&t) {
                if let Some(end) = self.step_over(t)? {
                    // The thread or process ended during the step; report it at wait.
                    self.deferred.push(end);
                    continue;
                }
            }
            let sig = self.pending_signal.remove(&t);
            match ptrace::cont(t, sig) {
                Ok(()) => {}
                // The thread vanished meanwhile; its exit is reported by wait.
                Err(nix::Error::ESRCH) => {}
                Err(e) => return Err(pt("PTRACE_CONT", t)(e)),
            }
            self.threads.insert(t, false);
        }
        Ok(())
    }

    /// Waits for the next stop of any thread.
    #[cfg(target_arch = "x86_64")]
    pub fn wait(&mut self) -> Result<HostStop, HostError> {
        if let Some(s) = self.deferred.pop() {
            return Ok(s);
        }
        loop {
            if self.ended {
                return Err(HostError::Gone);
            }
            // Only this thread's tracees: another controller in the process keeps its own.
            let st = waitpid(None, Some(WaitPidFlag::__WALL | WaitPidFlag::__WNOTHREAD))
                .map_err(pt("waitpid", self.pid))?;
            if let Some(stop) = self.translate(st)? {
                return Ok(stop);
            }
        }
    }

    /// Turns a wait status into a stop, or `None` for one handled here (a new thread's
    /// first SIGSTOP, which is simply resumed).
    #[cfg(target_arch = "x86_64")]
    fn translate(&mut self, st: WaitStatus) -> Result<Option<HostStop>, HostError> {
        Ok(Some(match st {
            WaitStatus::Exited(t, code) => {
                self.threads.remove(&t);
                if t != self.pid {
                    return Ok(Some(HostStop::ThreadExited { tid: t.as_raw() }));
                }
                self.ended = true;
                HostStop::Exited(code)
            }
            WaitStatus::Signaled(t, sig, _) => {
                self.threads.remove(&t);
                if t != self.pid {
                    return Ok(Some(HostStop::ThreadExited { tid: t.as_raw() }));
                }
                self.ended = true;
                HostStop::Killed(sig)
            }
            WaitStatus::PtraceEvent(t, _, ev) if ev == libc::PTRACE_EVENT_CLONE => {
                let new = ptrace::getevent(t).map_err(pt("PTRACE_GETEVENTMSG", t))?;
                let new = Pid::from_raw(new as i32);
                // The new thread starts with a SIGSTOP of its own; it is resumed when that
                // arrives (below) — unless it arrived first — and the creator goes on now.
                if !self.started_early.remove(&new) {
                    // Not resumable until that stop arrives (resume must leave it alone).
                    self.threads.insert(new, false);
                    self.awaiting_first_stop.insert(new);
                }
                ptrace::cont(t, None).map_err(pt("PTRACE_CONT", t))?;
                self.threads.insert(t, false);
                HostStop::ThreadCreated { tid: new.as_raw() }
            }
            WaitStatus::PtraceEvent(t, _, ev) if ev == libc::PTRACE_EVENT_EXEC => {
                // The old image and its breakpoints are gone; other threads too.
                self.breakpoints.clear();
                self.at_breakpoint.clear();
                self.awaiting_first_stop.clear();
                self.threads = [(self.pid, true)].into();
                let _ = t;
                self.mem = File::options()
                    .read(true)
                    .write(true)
                    .open(format!("/proc/{}/mem", self.pid))
                    .map_err(|source| HostError::Memory { address: 0, source })?;
                HostStop::Exec
            }
            WaitStatus::PtraceEvent(t, _, _) => {
                ptrace::cont(t, None).map_err(pt("PTRACE_CONT", t))?;
                return Ok(None);
            }
            WaitStatus::Stopped(t, Signal::SIGSTOP) if self.stop_sent.remove(&t) => {
                // An all-stop's SIGSTOP that arrived after the thread had stopped for
                // something else and been resumed: not the program's signal.
                ptrace::cont(t, None).map_err(pt("PTRACE_CONT", t))?;
                self.threads.insert(t, false);
                return Ok(None);
            }
            WaitStatus::Stopped(t, Signal::SIGSTOP)
                if self.awaiting_first_stop.remove(&t) || !self.threads.contains_key(&t) =>
            {
                // A new thread's initial stop (possibly before its creator's clone event):
                // let it run.
                if !self.threads.contains_key(&t) {
                    self.started_early.insert(t);
                }
                ptrace::cont(t, None).map_err(pt("PTRACE_CONT", t))?;
                self.threads.insert(t, false);
                return Ok(None);
            }
            WaitStatus::Stopped(t, Signal::SIGTRAP) => {
                self.threads.insert(t, true);
                let pc = ptrace::getregs(t).map_err(pt("PTRACE_GETREGS", t))?.rip;
                let at = pc.wrapping_sub(1);
                if self.breakpoints.contains_key(&at) {
                    // int3 leaves the PC after itself: put it back on the breakpoint.
                    self.set_pc(t, at)?;
                    self.at_breakpoint.insert(t);
                    HostStop::Breakpoint {
                        tid: t.as_raw(),
                        address: at,
                    }
                } else {
                    HostStop::Signal {
                        tid: t.as_raw(),
                        signal: Signal::SIGTRAP,
                    }
                }
            }
            WaitStatus::Stopped(t, sig) => {
                self.threads.insert(t, true);
                self.pending_signal.insert(t, sig);
                HostStop::Signal {
                    tid: t.as_raw(),
                    signal: sig,
                }
            }
            _ => return Ok(None),
        }))
    }

    /// The next stop if one is already there (`None` when every thread is still running).
    #[cfg(target_arch = "x86_64")]
    pub fn poll_stop(&mut self) -> Result<Option<HostStop>, HostError> {
        if let Some(s) = self.deferred.pop() {
            return Ok(Some(s));
        }
        loop {
            if self.ended {
                return Err(HostError::Gone);
            }
            let flags = WaitPidFlag::__WALL | WaitPidFlag::__WNOTHREAD | WaitPidFlag::WNOHANG;
            let st = waitpid(None, Some(flags)).map_err(pt("waitpid", self.pid))?;
            if st == WaitStatus::StillAlive {
                return Ok(None);
            }
            if let Some(stop) = self.translate(st)? {
                return Ok(Some(stop));
            }
        }
    }

    /// Whether the process has ended.
    pub fn ended(&self) -> bool {
        self.ended
    }

    /// Drops the signal a thread would receive when resumed (gdb's `signal 0`).
    pub fn discard_signal(&mut self, tid: i32) {
        self.pending_signal.remove(&Pid::from_raw(tid));
    }

    /// Lifts every breakpoint and lets the process run on its own. Threads must be
    /// stopped (as after [`Inferior::wait`] returned a stop of each, or right after
    /// spawn/attach); running threads are interrupted first.
    #[cfg(target_arch = "x86_64")]
    pub fn detach(mut self) -> Result<(), HostError> {
        self.detach_now()
    }

    fn detach_now(&mut self) -> Result<(), HostError> {
        let addrs: Vec<u64> = self.breakpoints.keys().copied().collect();
        for a in addrs {
            self.remove_breakpoint(a)?;
        }
        for (t, stopped) in self.threads.clone() {
            if !stopped {
                // Bring it to a ptrace stop so it can be detached.
                let _ = nix::sys::signal::kill(t, Signal::SIGSTOP);
                let _ = waitpid(t, Some(WaitPidFlag::__WALL));
            }
            let sig = self.pending_signal.remove(&t);
            let _ = ptrace::detach(t, sig);
            if !stopped {
                // Undo our SIGSTOP.
                let _ = nix::sys::signal::kill(t, Signal::SIGCONT);
            }
        }
        self.ended = true;
        Ok(())
    }

    /// Kills the process and reaps it.
    pub fn kill(mut self) -> Result<(), HostError> {
        self.kill_now();
        Ok(())
    }

    fn kill_now(&mut self) {
        let _ = nix::sys::signal::kill(self.pid, Signal::SIGKILL);
        while !self.threads.is_empty() {
            match waitpid(None, Some(WaitPidFlag::__WALL | WaitPidFlag::__WNOTHREAD)) {
                Ok(WaitStatus::Exited(t, _)) | Ok(WaitStatus::Signaled(t, _, _)) => {
                    self.threads.remove(&t);
                    if t == self.pid {
                        break;
                    }
                }
                Ok(_) => {}
                Err(_) => break,
            }
        }
        self.ended = true;
    }
}

impl Drop for Inferior {
    /// A program hdb started dies with the session (as under gdb); a process it attached
    /// to is let go, breakpoints lifted.
    fn drop(&mut self) {
        if self.ended {
            return;
        }
        if self.attached {
            let _ = self.detach_now();
        } else {
            self.kill_now();
        }
    }
}
