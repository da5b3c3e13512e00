//! Negotiation, identity (`qSupported`, `qHostInfo`, target description, `qRegisterInfo`) and
//! threads (`qfThreadInfo`, `qXfer:threads`, `H`, `?`, `qThreadStopInfo`).

use super::*;

impl Server {
    // ----- handlers: negotiation and identity -----

    pub(super) fn q_supported(&mut self, _: &str) -> Reply {
        // Reverse execution only where the target records its run.
        let reverse = if self.can_reverse() {
            ";ReverseStep+;ReverseContinue+"
        } else {
            ""
        };
        pk(format!(
            "PacketSize={MAX_PACKET:x};QStartNoAckMode+;qXfer:features:read+;qXfer:threads:read+;\
             qXfer:libraries:read+;QThreadSuffixSupported+;QListThreadsInStopReply+;swbreak+;\
             vContSupported+;QNonStop+;qAMDGPU+{reverse}"
        ))
    }

    pub(super) fn q_non_stop(&mut self, arg: &str) -> Reply {
        match arg {
            ":0" => {
                self.stop_running();
                self.conn.non_stop = false;
                ok()
            }
            ":1" => {
                self.conn.non_stop = true;
                ok()
            }
            _ => enn(1),
        }
    }

    pub(super) fn q_run_on_wait(&mut self, arg: &str) -> Reply {
        match arg {
            ":1" => {
                self.conn.non_stop = true;
                self.conn.run_on_wait = true;
                ok()
            }
            ":0" => {
                self.conn.run_on_wait = false;
                ok()
            }
            _ => enn(1),
        }
    }

    pub(super) fn host_info(&mut self) -> Reply {
        pk(format!(
            "triple:{};endian:little;ptrsize:8;",
            to_hex(self.options.identity.triple().as_bytes())
        ))
    }

    pub(super) fn process_info(&mut self) -> Reply {
        pk(format!(
            "pid:1;triple:{};endian:little;ptrsize:8;",
            to_hex(self.options.identity.triple().as_bytes())
        ))
    }

    pub(super) fn register_info(&mut self, arg: &str) -> Reply {
        let Some(n) = parse_hex(arg.as_bytes()) else {
            return enn(1);
        };
        let Some(map) = self.first_map() else {
            return enn(0x45);
        };
        match usize::try_from(n).ok().and_then(|n| map.lldb_info(n)) {
            Some(info) => pk(info),
            None => enn(0x45),
        }
    }

    /// `qXfer:OBJECT:read:ANNEX:OFFSET,LENGTH` for the objects in `qSupported`; other
    /// objects and `write` are unsupported (the empty reply).
    pub(super) fn q_xfer(&mut self, arg: &str) -> Reply {
        let mut f = arg.splitn(5, ':');
        let (Some(""), Some(object), Some(op), Some(annex), Some(range)) =
            (f.next(), f.next(), f.next(), f.next(), f.next())
        else {
            return enn(0);
        };
        match (object, op) {
            ("features", "read") if annex == "target.xml" => self.xfer_features(range),
            ("features", "read") => enn(0),
            ("threads", "read") if annex.is_empty() => self.xfer_threads(range),
            ("libraries", "read") if annex.is_empty() => self.xfer_libraries(range),
            ("threads" | "libraries", "read") => enn(0),
            _ => empty(),
        }
    }

    fn xfer_features(&mut self, range: &str) -> Reply {
        let waves = self.target.waves();
        let Some(w) = self.default_wave(&waves) else {
            return enn(0);
        };
        let processor = self
            .target
            .agents()
            .into_iter()
            .find(|a| a.id == w.agent)
            .map_or_else(|| "amdgcn".to_string(), |a| a.processor);
        let xml = self.map_for(&w).target_xml(&processor);
        xfer_chunk(xml.as_bytes(), range)
    }

    /// The thread list, built once per stop: a client reads it in many chunks.
    fn xfer_threads(&mut self, range: &str) -> Reply {
        if self.snapshots().threads_xml.is_none() {
            let mut xml = String::from("<?xml version=\"1.0\"?>\n<threads>\n");
            for w in self.live_waves() {
                let _ = writeln!(
                    xml,
                    "  <thread id=\"{:x}\" name=\"wave{}\">{}</thread>",
                    w.id.0,
                    w.id.0,
                    xml_escape(&w.to_string())
                );
            }
            xml.push_str("</threads>\n");
            self.snapshots().threads_xml = Some(xml.into_bytes());
        }
        let xml = self.snapshots().threads_xml.as_deref().unwrap_or_default();
        xfer_chunk(xml, range)
    }

    fn xfer_libraries(&mut self, range: &str) -> Reply {
        let mut xml = String::from("<library-list>\n");
        for c in self.target.code_objects() {
            let _ = writeln!(
                xml,
                "  <library name=\"{}\"><segment address=\"{:#x}\"/></library>",
                xml_escape(&c.uri),
                c.load_base
            );
        }
        xml.push_str("</library-list>\n");
        xfer_chunk(xml.as_bytes(), range)
    }

    // ----- threads -----

    pub(super) fn live_waves(&mut self) -> Vec<Wave> {
        self.target
            .waves()
            .into_iter()
            .filter(|w| w.state != WaveState::Exited)
            .collect()
    }

    /// `qfThreadInfo`: the first packet of live wave ids; `qsThreadInfo` gives the rest.
    pub(super) fn thread_info_first(&mut self) -> Reply {
        self.conn.thread_cursor = 0;
        self.thread_info_next()
    }

    pub(super) fn thread_info_next(&mut self) -> Reply {
        let live = self.live_waves();
        let mut out = String::from("m");
        let mut at = self.conn.thread_cursor;
        for w in live.iter().skip(at) {
            let id = format!("{:x}", w.id.0);
            if out.len() + id.len() + 1 > MAX_PACKET {
                break;
            }
            if out.len() > 1 {
                out.push(',');
            }
            out.push_str(&id);
            at += 1;
        }
        self.conn.thread_cursor = at;
        if out.len() == 1 {
            pk("l")
        } else {
            pk(out)
        }
    }

    pub(super) fn thread_extra_info(&mut self, arg: &str) -> Reply {
        let Some(tid) = arg.strip_prefix(',') else {
            return enn(1);
        };
        match parse_tid(tid).and_then(|id| self.target.wave(id).ok()) {
            Some(w) => pk(to_hex(w.to_string().as_bytes())),
            None => enn(1),
        }
    }

    pub(super) fn q_c(&mut self) -> Reply {
        match self.thread_for(None) {
            Ok(w) => pk(format!("QC{:x}", w.id.0)),
            Err(_) => pk("QC0"),
        }
    }

    pub(super) fn set_thread(&mut self, arg: &str) -> Reply {
        let Some(op) = arg.chars().next() else {
            return enn(1);
        };
        let tid = &arg[op.len_utf8()..];
        let which = match tid {
            "0" | "-1" => None,
            t => match parse_tid(t) {
                Some(id)
                    if self
                        .target
                        .wave(id)
                        .is_ok_and(|w| w.state != WaveState::Exited) =>
                {
                    Some(id)
                }
                _ => return enn(1),
            },
        };
        match op {
            'g' => self.conn.g_thread = which,
            'c' => self.conn.c_thread = which,
            _ => return enn(1),
        }
        ok()
    }

    pub(super) fn thread_alive(&mut self, arg: &str) -> Reply {
        match parse_tid(arg).and_then(|id| self.target.wave(id).ok()) {
            Some(w) if w.state != WaveState::Exited => ok(),
            _ => enn(1),
        }
    }

    pub(super) fn question(&mut self) -> Reply {
        if self.conn.non_stop {
            let stopped: Vec<Wave> = self
                .target
                .waves()
                .into_iter()
                .filter(|w| w.state == WaveState::Stopped)
                .collect();
            self.conn.stops.clear();
            // One stop only: GDB 13 fails an internal assertion (remote.c, `wait`) when a
            // stub reports several threads stopped at connection in non-stop mode. The others
            // show as running; `interrupt` (vCont;t) reports each of them stopped.
            let last = self.last_stop.as_ref().map(|(w, _)| *w);
            let first = stopped
                .iter()
                .find(|w| Some(w.id) == last)
                .or(stopped.first());
            if let Some(w) = first {
                let r = w.stop_reason.clone().unwrap_or(StopReason::Requested);
                let reply = self.stop_reply(w.id, &r, false);
                self.conn.stops.push_back(reply);
            }
            self.conn.notified = !self.conn.stops.is_empty();
            return match self.conn.stops.front() {
                Some(first) => pk(first.clone()),
                None => ok(),
            };
        }
        let waves = self.target.waves();
        let wave = self
            .last_stop
            .as_ref()
            .map(|(w, _)| *w)
            .filter(|id| {
                waves
                    .iter()
                    .any(|w| w.id == *id && w.state == WaveState::Stopped)
            })
            .or_else(|| {
                // Where the state's writer stood (a core's focus), else the first stopped.
                let focus = self.target.focus().map(|(w, _)| w);
                waves
                    .iter()
                    .filter(|w| w.state == WaveState::Stopped)
                    .find(|w| Some(w.id) == focus)
                    .or_else(|| waves.iter().find(|w| w.state == WaveState::Stopped))
                    .map(|w| w.id)
            });
        match wave {
            // A connecting client expects a trap: the held or last-stopped wave.
            Some(id) => {
                let reason = match &self.last_stop {
                    Some((w, r)) if *w == id && *r != StopReason::Requested => r.clone(),
                    _ => StopReason::SingleStep,
                };
                self.conn.g_thread.get_or_insert(id);
                pk(self.stop_reply(id, &reason, true))
            }
            None => pk(self.exit_reply()),
        }
    }

    pub(super) fn thread_stop_info(&mut self, arg: &str) -> Reply {
        let Some(w) = parse_tid(arg).and_then(|id| self.target.wave(id).ok()) else {
            return enn(1);
        };
        let reason = match (&self.last_stop, &w.stop_reason) {
            (Some((id, r)), _) if *id == w.id => r.clone(),
            // Waves that did not cause the stop report no signal (rsp-clients.md, d).
            (_, Some(r)) if *r != StopReason::Requested => r.clone(),
            _ => return pk(format!("T00thread:{:x};name:wave{};", w.id.0, w.id.0)),
        };
        pk(self.stop_reply(w.id, &reason, true))
    }
}
