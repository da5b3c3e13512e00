//! Opening a core file as gdb words it: the reader's warnings, what the core holds, the waves
//! that stopped for their own reasons, the signal, the frame and the current lane.

use super::report::signal_of;
use super::Interpreter;
use crate::engine::{CoreOpen, EngineResult, Session};

/// Waves whose own stop reasons the opening banner names one by one.
const MAX_LISTED_STOPS: usize = 16;

impl Interpreter {
    /// Opens a core file for inspection (no run control); the banner says what it holds.
    pub fn open_core(open: CoreOpen) -> EngineResult<Interpreter> {
        let path = open.path.clone();
        let (engine, summary) = Session::open_core(open)?;
        let mut i = Interpreter::new(engine);
        let mut banner = String::new();
        for w in &summary.warnings {
            banner.push_str(&format!("warning: {w}\n"));
        }
        banner.push_str(i.banner.take().as_deref().unwrap_or(""));
        banner.push_str(&format!(
            "Core file {}: {} agent(s), {} queue(s), {} dispatch(es), {} wave(s).\n",
            path.display(),
            summary.agents,
            summary.queues,
            summary.dispatches,
            summary.waves
        ));
        // ROCgdb names every wave that stopped for its own reason.
        for w in summary.own_stops.iter().take(MAX_LISTED_STOPS) {
            if let Some(r) = &w.stop_reason {
                let (sig, _) = signal_of(r);
                banner.push_str(&format!(
                    "Thread {} ({w}) stopped because of {sig} ({r}).\n",
                    w.id
                ));
            }
        }
        if summary.own_stops.len() > MAX_LISTED_STOPS {
            banner.push_str(&format!(
                "… and {} more waves stopped for their own reasons (info threads lists them all).\n",
                summary.own_stops.len() - MAX_LISTED_STOPS
            ));
        }
        if let Some(f) = i.engine.focus() {
            banner.push_str(&i.core_stop_line(f.wave, f.lane));
        }
        i.banner = Some(banner);
        Ok(i)
    }

    /// gdb's lines after loading a core: the signal, the frame, the current thread and lane.
    fn core_stop_line(&mut self, wave: amdgpu::target::WaveId, lane: u32) -> String {
        let Some(w) = self.engine.wave(wave).ok() else {
            return String::new();
        };
        let mut s = String::new();
        if let Some(r) = &w.stop_reason {
            let (sig, desc) = signal_of(r);
            s.push_str(&format!(
                "Program terminated with signal {sig}, {desc} ({r}).\n"
            ));
        }
        let frame = self.execute("frame");
        if frame.ok {
            s.push_str(&frame.text);
        }
        if let Ok(p) = self.engine.lane_position(wave, lane) {
            s.push_str(&format!("[Current thread is {wave}, lane {lane} ({p})]\n"));
        }
        s
    }
}
