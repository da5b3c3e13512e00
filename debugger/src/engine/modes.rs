//! How run control and expressions behave, as a front end chooses: which waves run while one
//! is stepped or continued (gdb's `scheduler-locking`), and the expression language.

use super::session::Session;
use crate::expr::Language;

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

impl Session {
    /// Chooses which waves run when the focused wave steps or continues.
    pub fn set_scheduler_locking(&mut self, mode: SchedulerLocking) {
        self.scheduler_locking = mode;
    }

    /// Which waves run when the focused wave steps or continues.
    pub fn scheduler_locking(&self) -> SchedulerLocking {
        self.scheduler_locking
    }

    /// The expression language when fixed (`None`: the selected frame's unit's).
    pub fn language(&self) -> Option<Language> {
        self.language
    }

    /// Fixes the expression language (`None`: the language of the selected frame's unit).
    pub fn set_language(&mut self, language: Option<Language>) {
        self.language = language;
    }

    /// The language expressions are read in now: the one set, else the selected frame's
    /// unit's (`DW_AT_language`), else C.
    pub fn frame_language(&mut self) -> Language {
        self.language
            .or_else(|| self.frame_unit_language())
            .unwrap_or_default()
    }

    /// The language of the selected frame's unit (`DW_AT_language`), if there is a frame
    /// and its unit names one.
    pub fn frame_unit_language(&mut self) -> Option<Language> {
        let f = self.focus?;
        let scope = self.frame_scope(f.frame).ok().flatten()?;
        let fr = self.frames.as_ref()?.frames.get(f.frame)?;
        let m = &self.modules[fr.module?.0];
        let info = m.debug_info().ok()?;
        Language::of_unit(info.units().get(scope.unit)?)
    }

    /// With `scheduler-locking off`, lets every other wave run while `wave` is stepped (the
    /// stop that ends the step stops them again).
    pub(super) fn others_run_while_stepping(
        &mut self,
        wave: amdgpu::target::WaveId,
    ) -> super::error::EngineResult<()> {
        if self.scheduler_locking.others_run_while_stepping() {
            self.resume_others(Some(wave))?;
        }
        Ok(())
    }
}
