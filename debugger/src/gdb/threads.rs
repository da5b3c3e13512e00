//! Waves and lanes as ROCgdb shows them: `info threads`, `info lanes`, `info agents`,
//! `info queues`, `info dispatches`, `info sharedlibrary`, `thread`, `lane`, and `thread
//! apply` / `lane apply`.

use std::fmt::Write as _;

use amdgpu::target::{tables, HostThread, LanePosition, WaveId, WaveState};
use serde_json::json;

use super::table::number_list;
use super::{CommandError, CommandResult, Interpreter};
use crate::engine::LaneLocation;

impl Interpreter {
    /// `func (args) at file:line` of a wave's frame 0 without unwinding (for listings).
    fn short_frame(&self, pc: u64) -> String {
        let f = self
            .engine
            .frame_function_of(pc)
            .unwrap_or_else(|| "??".to_string());
        match self.engine.line_of(pc) {
            Some((file, line)) => format!("{f} () at {file}:{line}"),
            None => format!("0x{pc:016x} in {f} ()"),
        }
    }

    /// `func (args) at file:line` of a wave's frame 0 as gdb's `info threads` shows it: the
    /// arguments are those of the wave's selected lane (the focus lane of the focus wave,
    /// else its first active lane). The focus is kept.
    fn wave_frame(&mut self, wave: WaveId, pc: u64) -> String {
        let lane = match self.engine.focus() {
            Some(f) if f.wave == wave => f.lane,
            _ => self.engine.active_lanes(wave).first().copied().unwrap_or(0),
        };
        self.lane_frame(wave, lane, pc)
    }

    /// `func (args) at file:line` of frame 0 as lane `lane` of `wave` sees it (a device
    /// function's arguments differ from lane to lane). The focus is kept.
    fn lane_frame(&mut self, wave: WaveId, lane: u32, pc: u64) -> String {
        let focus = self.engine.focus();
        let host = self.engine.host_focus();
        if focus.is_none_or(|f| f.wave != wave || f.lane != lane) {
            self.engine.set_focus(wave, lane);
        }
        let text = self
            .frame_description(0, false)
            .unwrap_or_else(|_| self.short_frame(pc));
        match host {
            Some(lwp) => self.engine.set_host_focus(lwp),
            None => self.engine.restore_focus(focus),
        }
        text
    }

    pub(crate) fn info_threads(&mut self) -> CommandResult {
        let waves = self.engine.waves();
        let hosts = self.engine.host_threads();
        if hosts.is_empty() && waves.iter().all(|w| w.state == WaveState::Exited) {
            self.print("No threads.\n");
            return Ok(());
        }
        let host_id = |h: &HostThread| match &h.name {
            Some(n) => format!("{h} \"{n}\""),
            None => h.to_string(),
        };
        let mut table = Vec::new();
        let mut rows = Vec::new();
        // The host process's threads first (`H1` is the main thread), as ROCgdb lists them
        // before the waves; their own ids keep the waves' numbers those of the simulator.
        for (i, h) in hosts.iter().enumerate() {
            let frame = match h.pc {
                Some(pc) => self.host_thread_frame(h.lwp, pc),
                None => "(running)".to_string(),
            };
            let id = format!("H{}", i + 1);
            rows.push(json!({"id": id, "target_id": h.to_string(), "lwp": h.lwp, "name": h.name, "state": if h.pc.is_some() { "stopped" } else { "running" }, "pc": h.pc.map(|p| format!("{p:#x}")), "frame": frame}));
            table.push(tables::ThreadRow {
                selected: self.engine.host_focus() == Some(h.lwp),
                id,
                target_id: host_id(h),
                lanes: "-".to_string(),
                frame,
            });
        }
        let focus = self.engine.focus();
        for w in &waves {
            if w.state == WaveState::Exited {
                continue;
            }
            let (lanes, frame) = match w.state {
                WaveState::Stopped => {
                    let positions = self.engine.lanes(w.id)?;
                    let used = positions.iter().filter(|p| p.work_item.is_some()).count();
                    let active = positions.iter().filter(|p| p.active).count();
                    (format!("{active}/{used}"), self.wave_frame(w.id, w.pc))
                }
                _ => ("-".to_string(), "(running)".to_string()),
            };
            rows.push(json!({"id": w.id.0, "target_id": w.to_string(), "state": format!("{:?}", w.state).to_lowercase(), "lanes": lanes, "pc": format!("{:#x}", w.pc), "frame": frame}));
            table.push(tables::ThreadRow {
                selected: focus.is_some_and(|f| f.wave == w.id),
                id: w.id.0.to_string(),
                target_id: w.to_string(),
                lanes,
                frame,
            });
        }
        self.print(tables::threads(&table));
        self.field("threads", json!(rows));
        Ok(())
    }

    pub(crate) fn info_lanes(&mut self, arg: &str) -> CommandResult {
        let f = self.require_focus()?;
        let w = self.engine.wave(f.wave)?;
        let (filter, list) = match arg.split_whitespace().next() {
            Some("-all") => ("all", arg.trim_start_matches("-all").trim()),
            Some("-active") => ("active", arg.trim_start_matches("-active").trim()),
            Some("-inactive") => ("inactive", arg.trim_start_matches("-inactive").trim()),
            _ => ("used", arg),
        };
        let chosen: Option<Vec<u32>> = if list.is_empty() {
            None
        } else {
            Some(number_list(list)?)
        };
        let positions = self.engine.lanes(f.wave)?;
        let shown: Vec<&LanePosition> = positions
            .iter()
            .filter(|p| chosen.as_ref().is_none_or(|c| c.contains(&p.lane)))
            .filter(|p| {
                let used = p.work_item.is_some();
                match filter {
                    "all" => true,
                    "active" => p.active && used,
                    "inactive" => !p.active && used,
                    _ => used,
                }
            })
            .collect();
        let lanes: Vec<u32> = shown.iter().map(|p| p.lane).collect();
        let locations = self.engine.lane_locations(f.wave, &lanes);
        // An inactive lane shows where it waits when the DWARF says (its lane PC).
        let inactive: Vec<Option<String>> = shown
            .iter()
            .zip(&locations)
            .map(|(p, l)| match (p.active, l) {
                (false, LaneLocation::Divergent(pc)) => {
                    Some(format!("(inactive) {}", self.short_frame(*pc)))
                }
                (false, LaneLocation::Unknown) => Some("(inactive, PC unknown)".to_string()),
                _ => None,
            })
            .collect();
        let frames: Vec<String> = shown
            .iter()
            .zip(&inactive)
            .map(|(p, inactive)| match inactive {
                Some(_) => String::new(),
                None => self.lane_frame(f.wave, p.lane, w.pc),
            })
            .collect();
        let mut table = Vec::new();
        let mut rows = Vec::new();
        for (((p, location), inactive), frame) in
            shown.iter().zip(&locations).zip(&inactive).zip(&frames)
        {
            rows.push(json!({
                "id": p.lane,
                "state": p.state().to_string(),
                "target_id": p.to_string(),
                "active": p.active,
                "pc": location.pc().map(|pc| format!("{pc:#x}")),
            }));
            table.push(tables::LaneRow {
                position: p,
                selected: p.lane == f.lane,
                frame,
                inactive: inactive.as_deref(),
            });
        }
        self.print(tables::lanes(&table));
        self.field("lanes", json!(rows));
        Ok(())
    }

    pub(crate) fn info_agents(&mut self) -> CommandResult {
        let agents = self.engine.require_target()?.agents();
        let rows: Vec<_> = agents
            .iter()
            .map(|a| {
                let mut v =
                    json!({"id": a.id.0, "target_id": a.to_string(), "architecture": a.processor});
                if let Some(d) = &a.details {
                    v["device_name"] = json!(d.device_name);
                    v["cores"] = json!(d.cores);
                    v["threads"] = json!(d.threads);
                    v["location"] = json!(d.location);
                }
                v
            })
            .collect();
        self.print(tables::agents(&agents));
        self.field("agents", json!(rows));
        Ok(())
    }

    pub(crate) fn info_queues(&mut self) -> CommandResult {
        let queues = self.engine.require_target()?.queues();
        let rows: Vec<_> = queues
            .iter()
            .map(|q| {
                let mut v = json!({"id": q.id.0, "target_id": q.to_string()});
                if let Some(d) = &q.details {
                    v["type"] = json!(d.kind.to_string());
                    v["read"] = json!(d.read);
                    v["write"] = json!(d.write);
                    v["size"] = json!(d.size);
                    v["addr"] = json!(format!("{:#x}", d.address));
                }
                v
            })
            .collect();
        self.print(tables::queues(&queues));
        self.field("queues", json!(rows));
        Ok(())
    }

    pub(crate) fn info_dispatches(&mut self, arg: &str) -> CommandResult {
        let full = match arg.trim() {
            "" => false,
            "-full" => true,
            other => {
                return Err(CommandError(format!("Unrecognized option at: {other}")));
            }
        };
        let mut ds = self.engine.require_target()?.dispatches();
        // ROCgdb's Kernel Function column: a HIP kernel's demangled name.
        for d in &mut ds {
            if let Some((full, _)) = d.kernel.as_deref().and_then(codeobj::demangle) {
                d.kernel = Some(full);
            }
        }
        let rows: Vec<_> = ds
            .iter()
            .map(|d| {
                let mut v = json!({"id": d.id.0, "target_id": d.to_string(), "grid": d.grid, "workgroup": d.group, "kernel": d.kernel});
                if let Some(x) = &d.details {
                    v["fences"] = json!(x.fences());
                    v["private_segment_size"] = json!(x.private_segment_size);
                    v["group_segment_size"] = json!(x.group_segment_size);
                    v["kernel_desc"] = json!(format!("{:#x}", x.kernel_descriptor));
                    v["kernel_args"] = json!(format!("{:#x}", x.kernel_arguments));
                    v["completion_signal"] = json!(format!("{:#x}", x.completion_signal));
                }
                v
            })
            .collect();
        self.print(tables::dispatches(&ds, full));
        self.field("dispatches", json!(rows));
        Ok(())
    }

    pub(crate) fn info_sharedlibrary(&mut self) -> CommandResult {
        let mut s = String::new();
        let mut rows = Vec::new();
        for (_, m) in self.engine.loaded_modules() {
            let text = m
                .image
                .code_object
                .sections()
                .iter()
                .filter(|x| x.is_executable())
                .map(|x| (x.address, x.address + x.data.len() as u64))
                .fold(None, |acc: Option<(u64, u64)>, (a, b)| {
                    Some(acc.map_or((a, b), |(x, y)| (x.min(a), y.max(b))))
                });
            let (from, to) = text.unwrap_or((0, 0));
            let syms = if m.debug_info().is_ok() {
                "Yes"
            } else {
                "Yes (*)"
            };
            let _ = writeln!(
                s,
                "0x{:016x}  0x{:016x}  {syms:<11} {}",
                from + m.load_base,
                to + m.load_base,
                m.uri
            );
            rows.push(json!({"from": format!("{:#x}", from + m.load_base), "to": format!("{:#x}", to + m.load_base), "uri": m.uri}));
        }
        if rows.is_empty() {
            self.print("No shared libraries loaded at this time.\n");
            return Ok(());
        }
        self.print(format!(
            "From                To                  Syms Read   Shared Object Library\n{s}"
        ));
        self.field("libraries", json!(rows));
        Ok(())
    }

    pub(crate) fn cmd_thread(&mut self, arg: &str) -> CommandResult {
        if let Some(rest) = arg.strip_prefix("apply") {
            return self.apply(rest.trim(), false);
        }
        if arg.is_empty() {
            let f = self.require_focus()?;
            let p = self.engine.lane_position(f.wave, f.lane)?;
            self.print(format!(
                "[Current thread is {}, lane {} ({p})]\n",
                f.wave, f.lane
            ));
            return Ok(());
        }
        let mut words = arg.split_whitespace();
        if let Some(h) = words.clone().next().and_then(|w| w.strip_prefix('H')) {
            return self.select_host_thread(h);
        }
        let n: u32 = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| CommandError(format!("Invalid thread ID: {arg}")))?;
        let w = self
            .engine
            .require_target()?
            .wave(WaveId(n))
            .map_err(|_| CommandError(format!("Invalid thread ID: {n}")))?;
        if w.state == WaveState::Exited {
            return Err(CommandError(format!("Thread ID {n} has terminated.")));
        }
        let lane = match words.next() {
            Some(l) => l
                .parse()
                .map_err(|_| CommandError(format!("Invalid lane: {l}")))?,
            None => self.engine.active_lanes(w.id).first().copied().unwrap_or(0),
        };
        self.engine.lane_in_range(w.id, lane)?;
        self.engine.set_focus(w.id, lane);
        let p = self.engine.lane_position(w.id, lane)?;
        self.print(format!("[Switching to thread {n}, lane {lane} ({p})]\n"));
        if w.state == WaveState::Stopped {
            let d = self.frame_description(0, false)?;
            self.print(format!("#0  {d}\n"));
            self.print_source_line(0, false);
        } else {
            self.print("(running)\n");
        }
        Ok(())
    }

    /// `thread H<n>`: selects a thread of the host process. hdb shows its frames, code and
    /// source (`bt`, `frame`, `x/i $pc`, `list`); its registers and variables are refused
    /// with a message saying so.
    fn select_host_thread(&mut self, n: &str) -> CommandResult {
        self.engine.require_target()?;
        let hosts = self.engine.host_threads();
        let h = n
            .parse::<usize>()
            .ok()
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| hosts.get(i))
            .ok_or_else(|| CommandError(format!("Invalid thread ID: H{n}")))?
            .clone();
        self.engine.set_host_focus(h.lwp);
        self.print(format!("[Switching to thread H{n} ({h})]\n"));
        match h.pc {
            Some(pc) => {
                if self.select_host_frame(0).is_err() {
                    self.print(format!("#0  0x{pc:016x} in ?? ()\n"));
                }
            }
            None => self.print("(running)\n"),
        }
        self.field(
            "thread",
            json!({"id": format!("H{n}"), "lwp": h.lwp, "pc": h.pc.map(|p| format!("{p:#x}"))}),
        );
        Ok(())
    }

    pub(crate) fn cmd_lane(&mut self, arg: &str) -> CommandResult {
        if let Some(rest) = arg.strip_prefix("apply") {
            return self.apply(rest.trim(), true);
        }
        let f = self.require_focus()?;
        if arg.is_empty() {
            let p = self.engine.lane_position(f.wave, f.lane)?;
            self.print(format!("[Current lane is {} ({p})]\n", f.lane));
            return Ok(());
        }
        let lane: u32 = arg
            .trim()
            .parse()
            .map_err(|_| CommandError(format!("Invalid lane: {arg}")))?;
        self.engine.set_focus_lane(lane)?;
        let p = self.engine.lane_position(f.wave, lane)?;
        self.print(format!(
            "[Switching to thread {}, lane {lane} ({p})]\n",
            f.wave
        ));
        let location = self.engine.lane_location(f.wave, lane);
        if p.work_item.is_none() {
            self.print("warning: Current lane is unused.\n");
        } else if !p.active {
            self.print("warning: Current lane is inactive.\n");
        }
        let unknown = !p.active && location == LaneLocation::Unknown;
        self.field(
            "lane",
            json!({
                "id": lane,
                "active": p.active,
                "pc": location.pc().map(|pc| format!("{pc:#x}")),
            }),
        );
        if unknown && f.frame == 0 {
            // DW_AT_LLVM_lane_pc is undefined for the lane: the function gives it no place,
            // and the wave's would be an invented one.
            self.print(
                "warning: The lane's PC is unknown: it was not active when the function was entered.\n",
            );
            return Ok(());
        }
        let d = self.frame_description(f.frame, false)?;
        self.print(format!("#{:<2} {d}\n", f.frame));
        self.print_source_line(f.frame, false);
        Ok(())
    }

    /// `lane apply all|LIST CMD` and `thread apply all|LIST CMD`: the command runs with each
    /// lane (or wave) in focus, so `$_lane` and the variables are that lane's.
    fn apply(&mut self, arg: &str, lanes: bool) -> CommandResult {
        let (which, cmd) = if let Some(rest) = arg.strip_prefix("all") {
            (None, rest.trim())
        } else {
            let split = arg
                .find(|c: char| !(c.is_ascii_digit() || c == '-' || c == ' '))
                .unwrap_or(arg.len());
            (Some(number_list(&arg[..split])?), arg[split..].trim())
        };
        if cmd.is_empty() {
            return Err(CommandError(
                "Please specify a command to apply on the selected lanes".into(),
            ));
        }
        let saved = self.engine.focus();
        if lanes {
            let f = self.require_focus()?;
            let list: Vec<u32> = match which {
                Some(l) => l,
                None => self.engine.active_lanes(f.wave),
            };
            for lane in list {
                self.engine.set_focus_lane(lane)?;
                let p = self.engine.lane_position(f.wave, lane)?;
                self.print(format!("\nLane {lane} ({p}):\n"));
                if let Err(CommandError(e)) = self.dispatch(cmd) {
                    self.print(format!("{e}\n"));
                }
            }
        } else {
            let waves: Vec<_> = self
                .engine
                .waves()
                .into_iter()
                .filter(|w| w.state == WaveState::Stopped)
                .filter(|w| which.as_ref().is_none_or(|l| l.contains(&w.id.0)))
                .collect();
            for w in waves.iter().rev() {
                let lane = self.engine.active_lanes(w.id).first().copied().unwrap_or(0);
                self.engine.set_focus(w.id, lane);
                self.print(format!("\nThread {} ({w}):\n", w.id));
                if let Err(CommandError(e)) = self.dispatch(cmd) {
                    self.print(format!("{e}\n"));
                }
            }
        }
        self.engine.restore_focus(saved);
        Ok(())
    }
}
