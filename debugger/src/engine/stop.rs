//! How a resumption ended, and what the engine noticed on the way that a user should hear.

use amdgpu::check::CheckFinding;
use amdgpu::target::{ProcessEnd, Signal, StopReason, WaveId};

use super::breakpoints::WatchHit;

/// How a run, continue or step ended. When a wave stopped, every other wave is stopped too
/// (all-stop) and the focus is on the stopped wave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StopEvent {
    /// A wave reached user breakpoints; `lanes` are the active lanes their conditions held
    /// for.
    Breakpoint {
        /// The wave.
        wave: WaveId,
        /// The breakpoints, by number (a temporary one is deleted already).
        breakpoints: Vec<u32>,
        /// Whether one of them was temporary.
        temporary: bool,
        /// The lanes that hit, ascending.
        lanes: Vec<u32>,
    },
    /// A wave's store changed watched memory.
    Watchpoint {
        /// The wave.
        wave: WaveId,
        /// The watchpoints whose bytes changed.
        hits: Vec<WatchHit>,
    },
    /// A step, `until`, `advance` or `finish` ended in the focused wave.
    Stepped {
        /// The wave.
        wave: WaveId,
    },
    /// A wave stopped for a trap or fault.
    Signal {
        /// The wave.
        wave: WaveId,
        /// Why.
        reason: StopReason,
    },
    /// A sanitizer check found something wrong with the instruction the wave is about to
    /// run (it has not run; continuing runs it without the accesses the check refused).
    Check {
        /// The wave.
        wave: WaveId,
        /// The findings, at least one (the instruction's, of the checks that stop).
        findings: Vec<CheckFinding>,
    },
    /// The user interrupted, or the instruction limit was reached.
    Interrupted {
        /// The wave reported (the stepped one, else the first that was running).
        wave: Option<WaveId>,
        /// The instruction limit stopped the run, not the user.
        limit: bool,
    },
    /// Every wave of the kernel ended.
    Completed {
        /// The kernel, for gdb's `[Inferior 1 (kernel NAME) exited normally]`.
        kernel: String,
    },
    /// The host process of a live target ended.
    ProcessExited {
        /// Its id.
        pid: u32,
        /// How.
        how: ProcessEnd,
    },
    /// The program was resumed after a fault and the fault's signal ended it (as ROCgdb
    /// delivers a wave's memory violation to the process); the target is gone.
    Terminated {
        /// The signal.
        signal: Signal,
    },
    /// The focused wave ended during a step.
    WaveExited {
        /// The wave.
        wave: WaveId,
    },
    /// The recorded kernel reached its end and is held before its last instruction, which
    /// `wave` is about to execute ([`Notice::RecordedEnd`]).
    RecordedEnd {
        /// The wave.
        wave: WaveId,
    },
    /// A wave returned from the call whose private memory watchpoints watched; they are
    /// deleted (a [`Notice::WatchpointOutOfScope`] each) and the wave stops there, as gdb's.
    WatchpointScopeLeft {
        /// The wave.
        wave: WaveId,
        /// The deleted watchpoints.
        watchpoints: Vec<u32>,
    },
}

impl StopEvent {
    /// The wave that stopped, if one did.
    pub fn wave(&self) -> Option<WaveId> {
        match self {
            StopEvent::Breakpoint { wave, .. }
            | StopEvent::Watchpoint { wave, .. }
            | StopEvent::Stepped { wave }
            | StopEvent::Signal { wave, .. }
            | StopEvent::Check { wave, .. }
            | StopEvent::WaveExited { wave }
            | StopEvent::RecordedEnd { wave }
            | StopEvent::WatchpointScopeLeft { wave, .. } => Some(*wave),
            StopEvent::Interrupted { wave, .. } => *wave,
            StopEvent::Completed { .. }
            | StopEvent::ProcessExited { .. }
            | StopEvent::Terminated { .. } => None,
        }
    }

    /// Whether the program is gone (its target dropped).
    pub fn ended(&self) -> bool {
        matches!(
            self,
            StopEvent::Completed { .. }
                | StopEvent::ProcessExited { .. }
                | StopEvent::Terminated { .. }
        )
    }
}

/// Something the engine noticed that a user should hear, though no request failed. A front
/// end takes them with [`Session::take_notices`](super::Session::take_notices) after each
/// request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A code object the target names could not be loaded or parsed.
    CodeObject {
        /// Its URI.
        uri: String,
        /// Why.
        why: String,
        /// It was found but could not be parsed (`false`: not found at all).
        unreadable: bool,
    },
    /// A breakpoint condition could not be evaluated for a lane (the wave stops, as gdb's
    /// does).
    Condition {
        /// The breakpoint.
        breakpoint: u32,
        /// The lane.
        lane: u32,
        /// Why.
        error: String,
    },
    /// A step began on a lane that is inactive: the wave runs until it becomes active.
    WaitingForLane {
        /// The lane.
        lane: u32,
    },
    /// The wave ended while a step waited for an inactive lane to become active.
    LaneStayedInactive {
        /// The lane.
        lane: u32,
    },
    /// The kernel reached its end while recording: the program is held before its last
    /// instruction so the recording can still be gone back through (gdb's stop before a
    /// recorded process exits); going on ends it.
    RecordedEnd,
    /// A watchpoint on a wave's private memory was deleted: the wave ended, and with it the
    /// block its expression is valid in.
    WatchpointOutOfScope {
        /// The watchpoint.
        number: u32,
    },
    /// A breakpoint or watchpoint could not be planted in the target (it stays in the table;
    /// the target will not stop there).
    NotPlanted {
        /// The address.
        address: u64,
        /// Why.
        why: String,
    },
}
