//! Reverse execution over the protocol, for a target that records its run
//! ([`amdgpu::target::Replay`], the simulator): `bs` steps the selected wave back one
//! instruction, `bc` runs back to the most recent breakpoint hit or write to a watched range,
//! and both end at the oldest recorded point with gdb's `replaylog:begin` stop. They are
//! advertised (`ReverseStep+`, `ReverseContinue+`) only when the target can record; the
//! recording starts with `monitor record` (or `hdb serve --record`).

use amdgpu::target::history::{self, BackScan};
use amdgpu::target::{RecordStatus, StopReason, WatchKind, WatchRegion, WaveId};

use super::{enn, pk, typed, Reply, Server};
use crate::ext;
use crate::packet::parse_hex;

/// What a reverse command found.
struct Found {
    time: u64,
    wave: WaveId,
    reason: StopReason,
}

impl Server {
    /// Whether the target can go back (what `qSupported` advertises).
    pub(super) fn can_reverse(&mut self) -> bool {
        self.target.replay().is_some()
    }

    /// The recording, when one is on and the dispatch still runs.
    fn history(&mut self) -> Option<RecordStatus> {
        if self.completed {
            return None;
        }
        self.target.replay()?.record_status()
    }

    /// `monitor record`, `monitor record stop`, `monitor info record`.
    pub(super) fn monitor_record(&mut self, words: &[&str]) -> String {
        let Some(r) = self.target.replay() else {
            return "This target cannot record its execution.\n".into();
        };
        match words {
            [] | ["full"] => match r.record_status() {
                Some(_) => "The process is already being recorded.\n".into(),
                None => match r.start_recording(None) {
                    Ok(()) => {
                        self.note_record_start();
                        "Recording from here: `reverse-stepi` and `reverse-continue` can go \
                         back to this point.\n"
                            .into()
                    }
                    Err(e) => format!("Cannot record: {e}.\n"),
                },
            },
            ["stop"] => match r.record_status() {
                Some(_) => {
                    r.stop_recording();
                    "Process record is stopped and all execution logs are deleted.\n".into()
                }
                None => "No recording is currently active.\n".into(),
            },
            ["info"] => match r.record_status() {
                Some(s) => format!(
                    "Recording: instructions {} to {}, at {}; {} snapshots, {} of {} bytes.\n",
                    s.oldest + 1,
                    s.end,
                    s.position,
                    s.snapshots,
                    s.bytes,
                    s.budget
                ),
                None => "No recording is currently active.\n".into(),
            },
            _ => "Usage: monitor record [full|stop|info]\n".into(),
        }
    }

    /// `bs` and `bc` (the packet's name is its `b`).
    pub(super) fn reverse(&mut self, arg: &str) -> Reply {
        if self.conn.non_stop {
            return enn(1);
        }
        match arg {
            "s" => self.reverse_step(),
            "c" => self.reverse_continue(),
            _ => enn(1),
        }
    }

    /// `bs`: the selected wave (`Hc`, else `Hg`, else the last stopped) one instruction back.
    fn reverse_step(&mut self) -> Reply {
        let Some(status) = self.history() else {
            return enn(1);
        };
        let waves = self.target.waves();
        let wave = match self.conn.c_thread.or(self.conn.g_thread) {
            Some(id) => id,
            None => match self.default_wave(&waves) {
                Some(w) => w.id,
                None => return enn(1),
            },
        };
        let mut scan = BackScan::new(&waves, status);
        let Some(r) = self.target.replay() else {
            return enn(1);
        };
        let found = match scan.wave_steps(r, wave, 1) {
            (Some(time), 1) => Some(Found {
                time,
                wave,
                reason: StopReason::SingleStep,
            }),
            _ => None,
        };
        self.go_back(found, wave, status)
    }

    /// `qAMDGPU.record`: the recording's state ([`ext::record_status`]), `-` when none.
    pub(super) fn q_record(&mut self, _args: &str) -> Reply {
        match self.target.replay().and_then(|r| r.record_status()) {
            Some(r) => pk(ext::record_status(&r)),
            None => pk("-"),
        }
    }

    /// `qAMDGPU.record-log:FROM,COUNT`: who executed instructions FROM… (at most COUNT, up
    /// to the history's end, as many as [`ext::RECORD_LOG_BYTES`] hold), in the dense form of
    /// [`ext::LogWriter`]; it starts at the oldest instruction held when FROM is older.
    pub(super) fn q_record_log(&mut self, args: &str) -> Reply {
        let Some((from, count)) = args
            .strip_prefix(':')
            .and_then(|a| a.split_once(','))
            .and_then(|(f, c)| Some((parse_hex(f.as_bytes())?, parse_hex(c.as_bytes())?)))
        else {
            return enn(1);
        };
        let Some(r) = self.target.replay() else {
            return enn(1);
        };
        let Some(status) = r.record_status() else {
            return enn(2);
        };
        let from = from.max(status.oldest);
        let to = from.saturating_add(count).min(status.end);
        let mut log = ext::LogWriter::new(from, ext::RECORD_LOG_BYTES);
        for t in from..to {
            match r.executed(t) {
                Some(e) if log.push(&e) => {}
                _ => break,
            }
        }
        pk(log.finish())
    }

    /// `qAMDGPU.record-find:BEFORE,NOT_BEFORE,UNTIL;PC…`: the latest instruction at one of
    /// the PCs ([`ext::back_search`], [`ext::found_back`]), `-` when the history holds none.
    pub(super) fn q_record_find(&mut self, args: &str) -> Reply {
        let Some(search) = args.strip_prefix(':').and_then(ext::parse_back_search) else {
            return enn(1);
        };
        let Some(r) = self.target.replay() else {
            return enn(1);
        };
        match r.previous_at(&search) {
            Some(f) => pk(ext::found_back(&f)),
            None => pk("-"),
        }
    }

    /// `qAMDGPU.record-write:SCOPE,ADDRESS,LEN,BEFORE`: the last write before instruction
    /// BEFORE to those bytes ([`ext::last_write`]), `-` when the history holds none.
    pub(super) fn q_record_write(&mut self, args: &str) -> Reply {
        let parts: Vec<&str> = args.strip_prefix(':').unwrap_or("").split(',').collect();
        let [scope, address, len, before] = parts.as_slice() else {
            return enn(1);
        };
        let (Some(scope), Some(address), Some(len), Some(before)) = (
            ext::parse_watch_scope(scope),
            parse_hex(address.as_bytes()),
            parse_hex(len.as_bytes()),
            parse_hex(before.as_bytes()),
        ) else {
            return enn(1);
        };
        let Some(r) = self.target.replay() else {
            return enn(1);
        };
        match r.last_write(scope, address, len, before) {
            Ok(Some(w)) => pk(ext::last_write(&w)),
            Ok(None) => pk("-"),
            Err(e) => typed(&e),
        }
    }

    /// `QAMDGPU.record:start[,BUDGET]`, `:stop`, `:budget,BYTES`, `:goto,TIME` (the wave
    /// about to execute instruction TIME, `W`-less hex, or `-`): the recording driven by a
    /// client that walks the history itself (hdb's).
    pub(super) fn set_record(&mut self, args: &str) -> Reply {
        let words: Vec<&str> = args.strip_prefix(':').unwrap_or("").split(',').collect();
        let Some(r) = self.target.replay() else {
            return enn(1);
        };
        let number = |w: &str| parse_hex(w.as_bytes());
        match words.as_slice() {
            ["start"] | ["start", _] => {
                let budget = match words.get(1) {
                    Some(b) => match number(b) {
                        Some(b) => Some(b),
                        None => return enn(1),
                    },
                    None => None,
                };
                if let Err(e) = r.start_recording(budget) {
                    return typed(&e);
                }
                self.note_record_start();
                pk("OK")
            }
            ["stop"] => {
                r.stop_recording();
                pk("OK")
            }
            ["budget", b] => match number(b) {
                Some(b) => {
                    r.set_record_budget(b);
                    pk("OK")
                }
                None => enn(1),
            },
            ["goto", t] => {
                let Some(t) = number(t) else {
                    return enn(1);
                };
                match r.goto(t) {
                    Ok(wave) => {
                        // The stops of the future that was left are void.
                        self.pending.clear();
                        self.changed();
                        pk(wave.map_or_else(|| "-".to_string(), |w| format!("{:x}", w.0)))
                    }
                    Err(e) => typed(&e),
                }
            }
            _ => enn(1),
        }
    }

    /// The waves whose stops are still to be reported.
    fn waves_with_pending_stops(&self) -> Vec<WaveId> {
        self.pending
            .iter()
            .filter_map(|e| match e {
                amdgpu::target::Event::WaveStopped { wave, .. } => Some(*wave),
                _ => None,
            })
            .collect()
    }

    /// Where the waves stand at hits already reported, now that recording begins.
    pub(super) fn note_record_start(&mut self) {
        let pending = self.waves_with_pending_stops();
        self.record_began = history::reported_hits(&self.target.waves(), &pending);
    }

    /// `bc`: back to the most recent breakpoint hit (a planted `Z0` address a wave was about
    /// to execute) or write to a `Z2` range, else to the oldest recorded point.
    fn reverse_continue(&mut self) -> Reply {
        let Some(status) = self.history() else {
            return enn(1);
        };
        let waves = self.target.waves();
        let focus = self.default_wave(&waves).map(|w| w.id);
        // The reported stop's wave and those whose stops are still to be reported.
        let mut present = self.waves_with_pending_stops();
        present.extend(self.last_stop.as_ref().map(|(w, _)| *w));
        let mut scan = BackScan::hits(&waves, status, &present);
        let planted: Vec<u64> = self.conn.planted.iter().copied().collect();
        // Going back meets writes: read watchpoints have nothing to stop at.
        let watched: Vec<WatchRegion> = self
            .conn
            .watched
            .iter()
            .filter(|w| w.kind != WatchKind::Read)
            .copied()
            .collect();
        let Some(r) = self.target.replay() else {
            return enn(1);
        };
        // The latest write to a watched range (the search moves the target: done after the
        // scan took the present PCs).
        let mut write: Option<(u64, u64)> = None;
        for w in watched {
            match r.last_write(w.scope, w.address, w.len, status.position) {
                Ok(Some(t)) if write.is_none_or(|(at, _)| t.time > at) => {
                    write = Some((t.time, w.address))
                }
                Ok(_) => {}
                Err(e) => return typed(&e),
            }
        }
        let mut found = None;
        // A hit reported when recording began (the history's first instruction, or a wave's
        // first that stood at its breakpoint then): gdb says the history ends there.
        while let Some(b) = scan.next(r) {
            if write.is_some_and(|(t, _)| b.time <= t) {
                break;
            }
            if planted.contains(&b.pc)
                && b.time != status.oldest
                && !scan.hit_before_history(r, &self.record_began, &b)
            {
                found = Some(Found {
                    time: b.time,
                    wave: b.wave,
                    reason: StopReason::Breakpoint,
                });
                break;
            }
        }
        if found.is_none() {
            if let Some((time, address)) = write {
                found = r.executed(time).map(|e| Found {
                    time,
                    wave: e.wave,
                    reason: StopReason::Watchpoint { address },
                });
            }
        }
        let Some(wave) = found.as_ref().map(|f| f.wave).or(focus) else {
            return enn(1);
        };
        self.go_back(found, wave, status)
    }

    /// Brings the target to `found`, or to the oldest point (`replaylog:begin`) when the
    /// history ended first, and answers with the stop.
    fn go_back(&mut self, found: Option<Found>, wave: WaveId, status: RecordStatus) -> Reply {
        let (time, wave, reason, begin) = match found {
            Some(f) => (f.time, f.wave, f.reason, false),
            None => (status.oldest, wave, StopReason::SingleStep, true),
        };
        let Some(r) = self.target.replay() else {
            return enn(1);
        };
        if let Err(e) = r.goto(time) {
            return typed(&e);
        }
        // Stops of the future that was left are void.
        self.pending.clear();
        self.last_stop = Some((wave, reason.clone()));
        self.changed();
        let mut reply = self.stop_reply(wave, &reason, true);
        if begin {
            // `T05` then gdb's "no more reverse-execution history" reason.
            let at = reply.len().min(3);
            reply.splice(at..at, b"replaylog:begin;".iter().copied());
        }
        pk(reply)
    }
}
