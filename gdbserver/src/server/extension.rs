//! The AMDGPU extension packets (`qAMDGPU.*`, `QAMDGPU.*`) and monitor commands (`qRcmd`).

use super::*;
use amdgpu::target::{tables, LanePosition};

impl Server {
    // ----- the AMDGPU extension -----

    /// `qAMDGPU.NAME[:ARGS]`. The lists (`agents`, `queues`, `dispatches`, `waves`,
    /// `code-objects`) are paged: `:START` asks from that index (see [`page`]).
    pub(super) fn q_amdgpu(&mut self, name: &str, args: &str) -> Reply {
        let lists = ["agents", "queues", "dispatches", "waves", "code-objects"];
        if lists.contains(&name) {
            let Some(start) = page_start(args) else {
                return enn(1);
            };
            let t = self.target.as_mut();
            return match name {
                "agents" => page(t.agents().iter().map(ext::agent), start),
                "queues" => page(t.queues().iter().map(ext::queue), start),
                "dispatches" => page(t.dispatches().iter().map(ext::dispatch), start),
                "waves" => page(t.waves().iter().map(ext::wave), start),
                _ => page(t.code_objects().iter().map(ext::code_object), start),
            };
        }
        if name == "core" {
            return self.core_chunk(args);
        }
        if name == "wave-regs" {
            return self.wave_regs(args);
        }
        let no_args = args.is_empty();
        let Some(args) = args.strip_prefix(':').or(no_args.then_some("")) else {
            return enn(1);
        };
        let t = self.target.as_mut();
        match name {
            // Where the state's writer stood (a core's focus note): `WAVE,LANE` in hex.
            "focus" => match t.focus() {
                Some((w, l)) => pk(format!("{:x},{:x}", w.0, l.0)),
                None => pk("-"),
            },
            // Only while the kernel is still held: a client that comes later cannot `run` it.
            "program" => match self.options.program.as_ref().filter(|_| !self.started) {
                Some(p) => {
                    let mut reply = format!(
                        "{};{}",
                        to_hex(p.command_line.as_bytes()),
                        to_hex(p.kernel.as_bytes())
                    );
                    for uri in &p.code_objects {
                        reply.push(';');
                        reply.push_str(&to_hex(uri.as_bytes()));
                    }
                    if reply.len() > MAX_PACKET {
                        return enn(1);
                    }
                    pk(reply)
                }
                None => pk("-"),
            },
            "abilities" => {
                let a = self.abilities();
                pk(if a.is_empty() {
                    "-".to_string()
                } else {
                    a.join(",")
                })
            }
            "apertures" => {
                let Some(id) = parse_tid(args) else {
                    return enn(1);
                };
                match t.apertures(id) {
                    Some(a) => pk(format!("{:x},{:x}", a.local_base, a.private_base)),
                    None => pk("-"),
                }
            }
            "reg" => {
                let Some((tid, reg)) = args.split_once(',') else {
                    return enn(1);
                };
                let (Some(id), Ok(r)) = (parse_tid(tid), Register::parse(reg)) else {
                    return enn(1);
                };
                let w = match t.wave(id) {
                    Ok(w) => w,
                    Err(e) => return typed(&e),
                };
                let mut buf = vec![0u8; r.byte_size(w.wave_size) as usize];
                match t.read_register(id, r, &mut buf) {
                    Ok(()) => pk(to_hex(&buf)),
                    Err(e) => typed(&e),
                }
            }
            "regs" => {
                // Several registers of one wave in one round trip: `T,NAME,NAME…`.
                let mut it = args.split(',');
                let Some(id) = it.next().and_then(parse_tid) else {
                    return enn(1);
                };
                let w = match t.wave(id) {
                    Ok(w) => w,
                    Err(e) => return typed(&e),
                };
                let mut out = String::new();
                for (i, name) in it.enumerate() {
                    let Ok(r) = Register::parse(name) else {
                        return enn(1);
                    };
                    // The reply must fit a packet: a request for more registers than that
                    // is refused whole, before anything is read.
                    let size = 2 * r.byte_size(w.wave_size) as usize;
                    if out.len() + size.max(64) + 1 > MAX_PACKET {
                        return typed(&TargetError::Other(format!(
                            "the values of {} or more registers do not fit in a reply of {MAX_PACKET} bytes: ask for fewer",
                            i + 1
                        )));
                    }
                    if i > 0 {
                        out.push(';');
                    }
                    let mut buf = vec![0u8; r.byte_size(w.wave_size) as usize];
                    match t.read_register(id, r, &mut buf) {
                        Ok(()) => out.push_str(&to_hex(&buf)),
                        Err(e) => out.push_str(&ext::target_error(&e)),
                    }
                }
                pk(out)
            }
            "mem" => {
                let f: Vec<&str> = args.split(',').collect();
                let [tid, lane, space, addr, len] = f.as_slice() else {
                    return enn(1);
                };
                let (Some(id), Some(lane), Ok(space), Some(addr), Some(len)) = (
                    parse_tid(tid),
                    parse_hex(lane.as_bytes()).and_then(|l| u32::try_from(l).ok()),
                    AddressSpace::parse(space),
                    parse_hex(addr.as_bytes()),
                    parse_hex(len.as_bytes()).and_then(|l| usize::try_from(l).ok()),
                ) else {
                    return enn(1);
                };
                if len > MAX_PACKET / 2 {
                    return enn(1);
                }
                let mut buf = vec![0u8; len];
                match t.read_memory(id, Lane(lane), space, addr, &mut buf) {
                    Ok(()) => pk(to_hex(&buf)),
                    Err(e) => typed(&e),
                }
            }
            "lanes" => {
                let Some(id) = parse_tid(args) else {
                    return enn(1);
                };
                match self.lanes(id) {
                    Ok(l) => pk(l.join(";")),
                    Err(e) => typed(&e),
                }
            }
            "stop-reason" => {
                let Some(id) = parse_tid(args) else {
                    return enn(1);
                };
                let w = match t.wave(id) {
                    Ok(w) => w,
                    Err(e) => return typed(&e),
                };
                let reason = w
                    .stop_reason
                    .as_ref()
                    .map_or_else(|| "-".to_string(), ext::stop_reason);
                // The lanes the stop concerns: those active (EXEC) when the wave stopped, the
                // lanes that executed the trap or the faulting access.
                let mut exec = [0u8; 8];
                let n = Register::Exec.byte_size(w.wave_size) as usize;
                match t.read_register(id, Register::Exec, &mut exec[..n]) {
                    Ok(()) => pk(format!("{reason};{:x}", u64::from_le_bytes(exec))),
                    Err(_) => pk(format!("{reason};-")),
                }
            }
            _ => empty(),
        }
    }

    /// The optional abilities of the target ([`Target`]'s `Option`-returning methods), so a
    /// client offers exactly those: `run`, `breakpoints`, `watchpoints`, `register-writes`,
    /// `memory-writes`.
    pub(super) fn abilities(&mut self) -> Vec<&'static str> {
        let t = &mut self.target;
        let mut a = Vec::new();
        if t.core_writer().is_some() {
            a.push("core");
        }
        if t.run_control().is_some() {
            a.push("run");
        }
        if t.breakpoints().is_some() {
            a.push("breakpoints");
        }
        if t.watchpoints().is_some() {
            a.push("watchpoints");
        }
        if t.replay().is_some() {
            a.push("replay");
        }
        if t.register_writes().is_some() {
            a.push("register-writes");
        }
        if t.memory_writes().is_some() {
            a.push("memory-writes");
        }
        a
    }

    /// Each lane of a wave with its work-item, active when its EXEC bit is set (no lane of
    /// an exited wave is).
    fn lane_positions(&mut self, id: WaveId) -> Result<(Wave, Vec<LanePosition>), TargetError> {
        let t = self.target.as_mut();
        let w = t.wave(id)?;
        let d = t.dispatches().into_iter().find(|d| d.id == w.dispatch);
        let mut exec = [0u8; 8];
        let n = Register::Exec.byte_size(w.wave_size) as usize;
        if w.state != WaveState::Exited {
            t.read_register(id, Register::Exec, &mut exec[..n])?;
        }
        let exec = u64::from_le_bytes(exec);
        let positions = (0..w.wave_size.lanes())
            .map(|l| LanePosition {
                wave: w.clone(),
                lane: l,
                work_item: d.as_ref().and_then(|d| w.work_item(d, l)),
                active: exec >> l & 1 == 1,
            })
            .collect();
        Ok((w, positions))
    }

    /// Lane states of a wave: `a` (active), `i` (inactive), `u` (no work-item), `x` (the
    /// wave exited), each with its work-item's coordinates when it has one.
    pub(super) fn lanes(&mut self, id: WaveId) -> Result<Vec<String>, TargetError> {
        let (w, positions) = self.lane_positions(id)?;
        Ok(positions
            .iter()
            .map(|p| {
                let state = if w.state == WaveState::Exited {
                    'x'
                } else {
                    p.state().to_ascii_lowercase()
                };
                match p.work_item {
                    Some([x, y, z]) => format!("{state},{x:x},{y:x},{z:x}"),
                    None => state.to_string(),
                }
            })
            .collect())
    }

    /// Frame 0 of a wave as a table shows it without symbols.
    fn bare_frame(w: &Wave) -> String {
        match w.state {
            WaveState::Stopped => format!("0x{:016x} in ?? ()", w.pc),
            _ => "(running)".to_string(),
        }
    }

    /// `monitor info threads`: the live waves, as the gdb layer's `info threads` lists them.
    fn threads_table(&mut self) -> String {
        let selected = self.thread_for(None).ok().map(|w| w.id);
        let rows: Vec<tables::ThreadRow> = self
            .live_waves()
            .iter()
            .map(|w| {
                let lanes = match (w.state, self.lane_positions(w.id)) {
                    (WaveState::Stopped, Ok((_, positions))) => {
                        let used = positions.iter().filter(|p| p.work_item.is_some()).count();
                        let active = positions.iter().filter(|p| p.active).count();
                        format!("{active}/{used}")
                    }
                    _ => "-".to_string(),
                };
                tables::ThreadRow {
                    selected: selected == Some(w.id),
                    id: w.id.0.to_string(),
                    target_id: w.to_string(),
                    lanes,
                    frame: Server::bare_frame(w),
                }
            })
            .collect();
        if rows.is_empty() {
            return "No threads.\n".to_string();
        }
        tables::threads(&rows)
    }

    /// `monitor info lanes`: the selected wave's lanes that run a work-item.
    fn lanes_table(&mut self) -> String {
        let Ok(w) = self.thread_for(None) else {
            return "No thread selected.\n".to_string();
        };
        let positions = match self.lane_positions(w.id) {
            Ok((_, positions)) => positions,
            Err(e) => return format!("{e}\n"),
        };
        let frame = Server::bare_frame(&w);
        let rows: Vec<tables::LaneRow<'_>> = positions
            .iter()
            .filter(|p| p.work_item.is_some())
            .map(|p| tables::LaneRow {
                position: p,
                selected: p.lane == self.lane,
                frame: &frame,
                inactive: None,
            })
            .collect();
        tables::lanes(&rows)
    }

    pub(super) fn set_amdgpu(&mut self, name: &str, args: &str) -> Reply {
        let Some(args) = args.strip_prefix(':') else {
            return enn(1);
        };
        match name {
            "reg" => {
                let f: Vec<&str> = args.split(',').collect();
                let [tid, reg, data] = f.as_slice() else {
                    return enn(1);
                };
                let (Some(id), Ok(r), Some(data)) = (
                    parse_tid(tid),
                    Register::parse(reg),
                    from_hex(data.as_bytes()),
                ) else {
                    return enn(1);
                };
                match self.write_register(id, r, &data) {
                    Ok(()) => ok(),
                    Err(e) => typed(&e),
                }
            }
            "mem" => {
                let f: Vec<&str> = args.split(',').collect();
                let [tid, lane, space, addr, data] = f.as_slice() else {
                    return enn(1);
                };
                let (Some(id), Some(lane), Ok(space), Some(addr), Some(data)) = (
                    parse_tid(tid),
                    parse_hex(lane.as_bytes()).and_then(|l| u32::try_from(l).ok()),
                    AddressSpace::parse(space),
                    parse_hex(addr.as_bytes()),
                    from_hex(data.as_bytes()),
                ) else {
                    return enn(1);
                };
                self.changed();
                let r = match self.target.memory_writes() {
                    Some(m) => m.write_memory(id, Lane(lane), space, addr, &data),
                    None => Err(TargetError::Other(
                        "the target does not write memory".into(),
                    )),
                };
                match r {
                    Ok(()) => ok(),
                    Err(e) => typed(&e),
                }
            }
            _ => empty(),
        }
    }

    /// `qAMDGPU.wave-regs:START,NAME`: one register of every live wave from index START,
    /// `ID,HEX` (or `ID,E.…`) records, paged.
    fn wave_regs(&mut self, args: &str) -> Reply {
        let Some((start, name)) = args.strip_prefix(':').and_then(|a| a.split_once(',')) else {
            return enn(1);
        };
        let (Some(start), Ok(r)) = (
            parse_hex(start.as_bytes()).and_then(|s| usize::try_from(s).ok()),
            Register::parse(name),
        ) else {
            return enn(1);
        };
        let live = self.live_waves();
        let t = self.target.as_mut();
        let records = live.into_iter().skip(start).map(|w| {
            let mut buf = vec![0u8; r.byte_size(w.wave_size) as usize];
            match t.read_register(w.id, r, &mut buf) {
                Ok(()) => format!("{:x},{}", w.id.0, to_hex(&buf)),
                Err(e) => format!("{:x},{}", w.id.0, ext::target_error(&e)),
            }
        });
        page(records, 0)
    }

    /// `qAMDGPU.core:OFFSET,LENGTH`: the target's state as an AMDGPU core file, read in
    /// chunks like a `qXfer` object (`m`/`l` and escaped bytes); written once per stop.
    /// `qAMDGPU.core` alone answers the writer's summary as hex, writing the core first.
    fn core_chunk(&mut self, args: &str) -> Reply {
        if self.snapshots().core.is_none() {
            let written = match self.target.core_writer() {
                Some(w) => w.write_core(),
                None => Err(TargetError::Other(
                    "this target cannot save its state".into(),
                )),
            };
            match written {
                Ok(c) => self.snapshots().core = Some(c),
                Err(e) => return typed(&e),
            }
        }
        let (bytes, summary) = self.snapshots().core.as_ref().expect("written above");
        match args.strip_prefix(':') {
            Some(range) => xfer_chunk(bytes, range),
            None if args.is_empty() => pk(to_hex(summary.as_bytes())),
            None => enn(1),
        }
    }

    // ----- monitor commands -----

    pub(super) fn monitor(&mut self, arg: &str) -> Reply {
        let Some(bytes) = arg.strip_prefix(',').and_then(|a| from_hex(a.as_bytes())) else {
            return enn(1);
        };
        let out = match String::from_utf8(bytes) {
            Err(_) => "The monitor command is not text (UTF-8): nothing was run.\n".to_string(),
            Ok(cmd) if cmd.chars().any(|c| c.is_control() && c != '\t') => {
                "The monitor command holds control characters: nothing was run.\n".to_string()
            }
            Ok(cmd) => self.monitor_command(&cmd),
        };
        Reply::Console(console_lines(&out), b"OK".to_vec())
    }

    /// A monitor command's text: the stub's own commands, else the inspector's (the
    /// debugger's command language), else a pointer to `monitor help`.
    fn monitor_command(&mut self, cmd: &str) -> String {
        let words: Vec<&str> = cmd.split_whitespace().collect();
        match words.as_slice() {
            ["record", rest @ ..] => return self.monitor_record(rest),
            ["info", "record"] => return self.monitor_record(&["info"]),
            ["help"] | [] => {
                return if self.inspector.is_some() {
                    "monitor commands: record [full|stop], info record, help; and every hdb \
                     debug command that looks at the stop without running the kernel (print, \
                     backtrace, frame, up, down, info locals, info args, info lanes, lane, \
                     thread, x, disassemble, list, ptype, info threads, info dispatches, …)\n"
                        .to_string()
                } else {
                    "monitor commands: info agents, info queues, info dispatches, \
                     info threads, info lanes, lane N, record [full|stop], info record, help\n"
                        .to_string()
                };
            }
            _ => {}
        }
        if self.inspector.is_some() {
            return self.inspect(cmd);
        }
        match words.as_slice() {
            ["info", "agents"] => tables::agents(&self.target.agents()),
            ["info", "queues"] => tables::queues(&self.target.queues()),
            ["info", "dispatches"] => tables::dispatches(&self.target.dispatches(), false),
            ["info", "dispatches", "-full"] => tables::dispatches(&self.target.dispatches(), true),
            ["info", "threads"] => self.threads_table(),
            ["info", "lanes"] => self.lanes_table(),
            ["lane", n] => match n.parse::<u32>() {
                Ok(l) if l < 64 => {
                    self.lane = l;
                    format!("[Current lane is now {l}]\n")
                }
                _ => format!("Invalid lane `{n}` (0..63).\n"),
            },
            _ => format!("Unknown monitor command `{cmd}`: try `monitor help`.\n"),
        }
    }

    /// Runs `cmd` with the inspector over the served target, where the client stands.
    fn inspect(&mut self, cmd: &str) -> String {
        self.hold_at_start();
        let wave = self.thread_for(None).ok().map(|w| w.id);
        let at = InspectAt {
            generation: self.epoch,
            wave,
        };
        let Some(inspector) = self.inspector.as_mut() else {
            return String::new();
        };
        let done = inspector.inspect(&mut self.target, &at, cmd);
        if let Some(lane) = done.lane {
            self.lane = lane;
        }
        // A command may have written registers or memory (`set var`): replies built from
        // the whole target are rebuilt, while the inspector keeps its own view of the stop.
        self.snapshots = Snapshots {
            epoch: self.epoch,
            ..Snapshots::default()
        };
        done.text
    }
}

/// The most monitor output one command sends; the rest is cut with a note.
pub const MAX_CONSOLE: usize = 1 << 20;

/// Monitor output as `O` packets' texts: at most [`MAX_CONSOLE`] bytes, each piece short
/// enough that its hex fits a packet, cut at character boundaries (lines stay whole when
/// they fit).
fn console_lines(text: &str) -> Vec<String> {
    let mut text = text;
    let cut;
    if text.len() > MAX_CONSOLE {
        let mut end = MAX_CONSOLE;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        cut = format!(
            "\n[monitor output cut at {MAX_CONSOLE} of {} bytes]\n",
            text.len()
        );
        text = &text[..end];
    } else {
        cut = String::new();
    }
    // `O` + two hex digits a byte.
    let piece = (MAX_PACKET - 1) / 2;
    let mut out = Vec::new();
    for line in text
        .split_inclusive('\n')
        .chain((!cut.is_empty()).then_some(cut.as_str()))
    {
        let mut rest = line;
        while rest.len() > piece {
            let mut end = piece;
            while !rest.is_char_boundary(end) {
                end -= 1;
            }
            out.push(rest[..end].to_string());
            rest = &rest[end..];
        }
        out.push(rest.to_string());
    }
    out
}
