//! How run control behaves, as a front end chooses: which waves run while one is stepped or
//! continued (gdb's `scheduler-locking`). The session holds the mode; nothing here depends on
//! the session.

/// Which waves run when the focused wave is resumed (gdb's `set scheduler-locking`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SchedulerLocking {
    /// Every wave runs, while stepping too.
    Off,
    /// Only the focused wave runs, on `continue` too.
    On,
    /// Only the focused wave runs while stepping; `continue` lets every wave go.
    Step,
}

impl SchedulerLocking {
    /// Whether the other waves run while the focused one steps.
    pub fn others_run_while_stepping(self) -> bool {
        self == SchedulerLocking::Off
    }
}
