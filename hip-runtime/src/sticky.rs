//! The process's sticky device errors as hdb last told them, so that synchronising calls
//! (`hipDeviceSynchronize`, `hipEventSynchronize`, `hipStreamSynchronize` and the queries)
//! are answered here without a round trip while no device of the process has one.
//!
//! Work has finished by the time its call returns, so all a synchronising call can report
//! is a sticky error, and only two calls change it: a launch (its kernel faulted) and
//! `hipDeviceReset`. Both replies carry the process's errors after them
//! ([`StickyErrors`]), numbered so that the newest wins whichever thread reads its reply
//! first. A synchronising call still goes to hdb when this process was told nothing yet
//! (no connection, or none that worked: hdb's answer is the error), when a device has an
//! error (hdb names it), and while a launch is in flight on another thread (hdb answers
//! once that kernel has ended, as a GPU's synchronisation waits for it, and a debugger may
//! hold it for long). A forked child starts untold: its errors are its own.

use std::sync::Mutex;

use crate::protocol::StickyErrors;

/// What this process knows of its devices' sticky errors.
#[derive(Debug, Default)]
struct Known {
    /// The process it was learnt in.
    pid: u32,
    /// The newest errors told, if any.
    told: Option<StickyErrors>,
    /// Launches sent and not answered yet.
    launching: u32,
}

impl Known {
    /// This process's state (a forked child's starts anew).
    fn of(&mut self, pid: u32) -> &mut Known {
        if self.pid != pid {
            *self = Known {
                pid,
                ..Known::default()
            };
        }
        self
    }

    fn told(&mut self, errors: &StickyErrors) {
        if self
            .told
            .as_ref()
            .is_none_or(|t| errors.changes >= t.changes)
        {
            self.told = Some(errors.clone());
        }
    }

    fn clean(&self) -> bool {
        self.launching == 0 && self.told.as_ref().is_some_and(|t| t.error == 0)
    }
}

static KNOWN: Mutex<Known> = Mutex::new(Known {
    pid: 0,
    told: None,
    launching: 0,
});

fn known<R>(f: impl FnOnce(&mut Known) -> R) -> R {
    let pid = std::process::id();
    f(KNOWN.lock().unwrap_or_else(|p| p.into_inner()).of(pid))
}

/// Records the errors a launch's or reset's reply carried.
pub(crate) fn told(errors: &StickyErrors) {
    known(|k| k.told(errors));
}

/// Forgets what was told: hdb could not be asked (the connection is lost), so the next
/// synchronising call asks again and gets that call's error.
pub(crate) fn forget() {
    known(|k| k.told = None);
}

/// Whether a synchronising call can answer success without asking hdb: every device of the
/// process is known to have no sticky error, and no launch is in flight.
pub(crate) fn clean() -> bool {
    known(|k| k.clean())
}

/// Forgets everything (tests that serve the library as hdb start from nothing).
#[cfg(test)]
pub(crate) fn start_anew() {
    known(|k| *k = Known::default());
}

/// A launch in flight: synchronising calls ask hdb until it is dropped (after its reply
/// was recorded with [`told`]).
pub(crate) struct Launching(());

impl Launching {
    pub(crate) fn start() -> Launching {
        known(|k| k.launching += 1);
        Launching(())
    }
}

impl Drop for Launching {
    fn drop(&mut self) {
        known(|k| k.launching = k.launching.saturating_sub(1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors(changes: u64, error: i32) -> StickyErrors {
        StickyErrors { changes, error }
    }

    #[test]
    fn synchronising_is_local_only_while_known_clean() {
        let mut k = Known::default();
        assert!(!k.clean(), "nothing told yet: ask hdb");
        k.told(&errors(0, 0));
        assert!(k.clean());
        k.launching += 1;
        assert!(!k.clean(), "a launch in flight: ask hdb");
        k.launching -= 1;
        k.told(&errors(1, 700));
        assert!(!k.clean(), "a sticky error: hdb names it");
        // A reset's reply read after a later fault's is older: the fault stays.
        k.told(&errors(3, 700));
        k.told(&errors(2, 0));
        assert!(!k.clean());
        k.told(&errors(4, 0));
        assert!(k.clean());
    }

    #[test]
    fn a_forked_child_starts_untold() {
        let mut k = Known::default();
        k.of(10).told(&errors(1, 0));
        k.of(10).launching = 2;
        assert!(!k.of(10).clean());
        let child = k.of(11);
        assert_eq!(child.launching, 0);
        assert!(child.told.is_none());
    }
}
