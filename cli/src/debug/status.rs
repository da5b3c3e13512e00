//! A status line on a terminal while a command runs long: how far the dispatch has got
//! (work-groups ended, wave-instructions), on standard error, erased before anything else is
//! shown and when the command ends.

use std::io::Write as _;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant};

use amdgpu::target::Progress;

/// A command shows its status line only after running this long.
const QUIET_FOR: Duration = Duration::from_secs(1);

/// How often the line is redrawn.
const EVERY: Duration = Duration::from_millis(250);

/// What the drawing thread and the command's output share.
#[derive(Default)]
struct State {
    /// When the running command started; `None` between commands.
    since: Option<Instant>,
    /// Whether a status line is on the terminal now.
    shown: bool,
}

/// The status line of one session.
#[derive(Clone)]
pub(crate) struct StatusLine {
    state: Arc<Mutex<State>>,
}

impl StatusLine {
    /// A status line drawn from `progress` while commands run; a thread redraws it and ends
    /// with the last clone.
    pub(crate) fn new(progress: Arc<Progress>) -> StatusLine {
        let state = Arc::new(Mutex::new(State::default()));
        let weak = Arc::downgrade(&state);
        std::thread::spawn(move || draw(&weak, &progress));
        StatusLine { state }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A command starts.
    pub(crate) fn begin(&self) {
        self.lock().since = Some(Instant::now());
    }

    /// The command ended: its line goes.
    pub(crate) fn end(&self) {
        let mut s = self.lock();
        s.since = None;
        erase(&mut s);
    }

    /// Runs `show` (which writes the command's output) with the status line erased first,
    /// so output never lands in the middle of it.
    pub(crate) fn around<R>(&self, show: impl FnOnce() -> R) -> R {
        let mut s = self.lock();
        erase(&mut s);
        show()
    }
}

fn erase(s: &mut State) {
    if s.shown {
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(b"\r\x1b[K");
        let _ = err.flush();
        s.shown = false;
    }
}

/// Redraws the line while a command has run longer than [`QUIET_FOR`] and the kernel is
/// running (a command waiting for the user's answer draws nothing), until the session's
/// status line is dropped.
fn draw(state: &Weak<Mutex<State>>, progress: &Progress) {
    let mut last = progress.wave_instructions.load(Relaxed);
    loop {
        std::thread::sleep(EVERY);
        let Some(state) = state.upgrade() else { return };
        let mut s = state.lock().unwrap_or_else(|e| e.into_inner());
        let now = progress.wave_instructions.load(Relaxed);
        let running = now != last;
        last = now;
        if !running || s.since.is_none_or(|t| t.elapsed() < QUIET_FOR) {
            continue;
        }
        let text = describe(progress);
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[K{text}");
        let _ = err.flush();
        s.shown = true;
    }
}

/// `Running: 12 of 4096 work-groups done, 3.41 M wave-instructions (Ctrl-C to stop)`.
fn describe(p: &Progress) -> String {
    let done = p.groups_done.load(Relaxed);
    let total = p.groups_total.load(Relaxed);
    let instructions = p.wave_instructions.load(Relaxed);
    let groups = if total > 0 {
        format!("{done} of {total} work-groups done, ")
    } else {
        String::new()
    };
    format!(
        "Running: {groups}{} wave-instructions (Ctrl-C to stop)",
        count(instructions)
    )
}

/// A count as people read it: `950`, `12.3 k`, `3.41 M`, `1.20 G`.
fn count(n: u64) -> String {
    let f = n as f64;
    match n {
        0..1_000 => n.to_string(),
        1_000..1_000_000 => format!("{:.1} k", f / 1e3),
        1_000_000..1_000_000_000 => format!("{:.2} M", f / 1e6),
        _ => format!("{:.2} G", f / 1e9),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_the_line() {
        assert_eq!(count(950), "950");
        assert_eq!(count(12_345), "12.3 k");
        assert_eq!(count(3_410_000), "3.41 M");
        assert_eq!(count(1_200_000_000), "1.20 G");
        let p = Progress::default();
        p.groups_done.store(12, Relaxed);
        p.groups_total.store(4096, Relaxed);
        p.wave_instructions.store(3_410_000, Relaxed);
        assert_eq!(
            describe(&p),
            "Running: 12 of 4096 work-groups done, 3.41 M wave-instructions (Ctrl-C to stop)"
        );
    }
}
