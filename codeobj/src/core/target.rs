//! A core file as a read-only debugging target.
//!
//! [`CoreTarget::open`] replays the core as amd-dbgapi's core driver does: agents and queues
//! from the KFD note, each queue's `amd_queue_t` (found from its write pointer), its
//! context-save areas decoded into waves, each wave placed by the trap handler's TTMP metadata
//! (wave id, dispatch packet, work-group), dispatches from the packets in the ring, code
//! objects from the runtime's `r_debug` list. Nothing here can run, step or write: those
//! abilities are absent, so a debugger says the target is a core.

use std::collections::BTreeMap;

use amdgpu::aspace::{private_lane_to_wave, AddressSpace};
use amdgpu::target::{
    Agent, AgentId, Dispatch, DispatchId, FaultKind, HostCore, HostThread, Lane, LoadedCodeObject,
    Queue, QueueDetails, QueueId, QueueKind, RegisterValues, StopReason, Target, TargetError,
    TargetResult, Wave, WaveId, WaveState,
};
use amdgpu::{Apertures, Processor, Register};

use super::cwsr::{read_area, trapsts, ttmp6, Layout, SavedWave, TrapMetadata};
use super::file::{CoreFile, Segment};
use super::note::KfdNote;
use super::queue::{read_r_debug, AmdQueue, DispatchPacket, AMD_QUEUE_SIZE, PACKET_SIZE};
use super::{CoreError, CoreResult};

/// Owner of hdb's stop-detail note: what a core's registers cannot say (the faulting address,
/// the instruction's mnemonic), one line per wave.
pub const HDB_OWNER: &[u8] = b"HDB";
/// Its type.
/// Its type (`'HDB' 1`, clear of the `CORE` note types tools read by number).
pub const NT_HDB_STOP_DETAIL: u32 = 0x4844_4201;
/// hdb's focus note: where the debugging session stood when the core was written (or, in a
/// core written at a fault, the faulting wave and lane), so the core reopens there. One
/// line, `WAVE LANE` in decimal. Other readers skip notes of an owner they do not know.
pub const NT_HDB_FOCUS: u32 = 0x4844_4202;

/// The focus note's text.
pub fn focus_line(wave: WaveId, lane: Lane) -> String {
    format!("{} {}\n", wave.0, lane.0)
}

/// The focus a note's text names, if it reads as one.
fn parse_focus(desc: &[u8]) -> Option<(WaveId, Lane)> {
    let text = std::str::from_utf8(desc).ok()?;
    let mut f = text.trim_end_matches('\n').split(' ');
    let (Some(w), Some(l), None) = (f.next(), f.next(), f.next()) else {
        return None;
    };
    Some((WaveId(w.parse().ok()?), Lane(l.parse().ok()?)))
}

/// A saved wave and where it belongs.
#[derive(Debug)]
struct CoreWave {
    desc: Wave,
    saved: SavedWave,
    scratch_base: Option<u64>,
    /// Index (in `waves`) of the wave whose record holds this wave's work-group LDS.
    lds_holder: Option<usize>,
}

/// A core file opened for debugging.
#[derive(Debug)]
pub struct CoreTarget {
    data: Vec<u8>,
    segments: Vec<Segment>,
    note: KfdNote,
    agents: Vec<Agent>,
    apertures: BTreeMap<AgentId, Apertures>,
    queues: Vec<Queue>,
    dispatches: Vec<Dispatch>,
    waves: Vec<CoreWave>,
    code_objects: Vec<LoadedCodeObject>,
    warnings: Vec<String>,
    focus: Option<(WaveId, Lane)>,
    /// The host threads of a unified core: each `NT_PRSTATUS`'s LWP and registers.
    host_threads: Vec<(u32, [u64; USER_REGS])>,
    /// The host's `NT_FILE` descriptor.
    file_note: Option<Vec<u8>>,
}

/// Linux's `NT_PRSTATUS` and `NT_FILE` note types (owner `CORE`).
const NT_PRSTATUS: u32 = 1;
const NT_FILE: u32 = 0x4649_4c45;
/// Words of x86-64 `struct user_regs_struct`.
const USER_REGS: usize = 27;
/// Where x86-64 `struct elf_prstatus` holds `pr_pid` and `pr_reg`.
const PRSTATUS_PID: usize = 32;
const PRSTATUS_REGS: usize = 112;

/// The LWP and registers of an x86-64 `NT_PRSTATUS` descriptor (none when it is short).
fn prstatus(desc: &[u8]) -> Option<(u32, [u64; USER_REGS])> {
    let pid = u32::from_le_bytes(desc.get(PRSTATUS_PID..PRSTATUS_PID + 4)?.try_into().ok()?);
    let mut regs = [0u64; USER_REGS];
    for (i, r) in regs.iter_mut().enumerate() {
        let at = PRSTATUS_REGS + 8 * i;
        *r = u64::from_le_bytes(desc.get(at..at + 8)?.try_into().ok()?);
    }
    Some((pid, regs))
}

impl CoreTarget {
    /// Opens a core (split or unified). Problems that leave part of the core readable (a
    /// truncated segment, a queue whose save area is damaged) become [`CoreTarget::warnings`];
    /// a core without the AMDGPU note, or with a note that cannot be read, is an error.
    pub fn open(data: Vec<u8>) -> CoreResult<CoreTarget> {
        let file = CoreFile::parse(&data)?;
        let (desc, desc_off) = file.core_state()?;
        let note = KfdNote::parse(desc, desc_off)?;
        let mut warnings = file.warnings.clone();
        let details = stop_details(&file);
        let mut agents = Vec::new();
        let mut apertures = BTreeMap::new();
        let mut processors = BTreeMap::new();
        for (i, d) in note.devices.iter().enumerate() {
            let id = AgentId(i as u32 + 1);
            let processor = Processor::by_gfx_target_version(d.gfx_target_version);
            match processor {
                Some(p) => {
                    processors.insert(d.gpu_id, (id, p));
                }
                None => warnings.push(format!(
                    "agent {} (GPU id {}): unknown gfx_target_version {}; its waves are not decoded",
                    id.0, d.gpu_id, d.gfx_target_version
                )),
            }
            agents.push(Agent {
                id,
                processor: processor.map_or_else(
                    || format!("gfx_target_version {}", d.gfx_target_version),
                    |p| p.name.to_string(),
                ),
                gpu_id: d.gpu_id,
                // The core's notes name the processor, not the board it ran on.
                details: None,
            });
            apertures.insert(
                id,
                Apertures {
                    local_base: d.lds_base,
                    private_base: d.scratch_base,
                },
            );
        }
        let read = |a: u64, n: usize, what: &str| file.read_vec(a, n, what);
        let mut queues = Vec::new();
        let mut waves: Vec<CoreWave> = Vec::new();
        let mut packets: BTreeMap<(QueueId, u64), DispatchPacket> = BTreeMap::new();
        for (j, q) in note.queues.iter().enumerate() {
            let qid = QueueId(j as u32 + 1);
            let Some(&(agent, processor)) = processors.get(&q.gpu_id) else {
                if !note.devices.iter().any(|d| d.gpu_id == q.gpu_id) {
                    warnings.push(format!(
                        "queue {} names GPU id {}, which no agent has",
                        qid.0, q.gpu_id
                    ));
                }
                continue;
            };
            let amd_queue = q
                .write_pointer_address
                .checked_sub(super::queue::amd_queue::WRITE_DISPATCH_ID as u64)
                .ok_or_else(|| CoreError::Corrupt {
                    what: "write_pointer_address".into(),
                    reason: format!(
                        "{:#x} is not inside an amd_queue_t",
                        q.write_pointer_address
                    ),
                })
                .and_then(|a| {
                    read(a, AMD_QUEUE_SIZE, "amd_queue_t").and_then(|b| AmdQueue::parse(&b, a))
                });
            let amd_queue = match amd_queue {
                Ok(a) => Some(a),
                Err(e) => {
                    warnings.push(format!(
                        "queue {}: {e}; scratch and dispatches are unknown",
                        qid.0
                    ));
                    None
                }
            };
            queues.push(Queue {
                id: qid,
                agent,
                hw_id: q.queue_id,
                details: amd_queue.as_ref().map(|a| QueueDetails {
                    kind: QueueKind::from_hsa(a.hsa_type),
                    read: a.read_dispatch_id,
                    write: a.write_dispatch_id,
                    size: u64::from(q.ring_size),
                    address: q.ring_base_address,
                }),
            });
            let Some(layout) = Layout::of(processor) else {
                warnings.push(format!(
                    "queue {}: {} has no context-save area layout",
                    qid.0, processor.name
                ));
                continue;
            };
            let device = note.devices.iter().find(|d| d.gpu_id == q.gpu_id);
            let xcc = device.map_or(1, |d| d.num_xcc.clamp(1, 64));
            // Shader engines per XCC, which share the scratch ring's waves.
            let shader_engines = device.map_or(1, |d| {
                (d.array_count / d.simd_arrays_per_engine.max(1) / d.num_xcc.clamp(1, 64))
                    .clamp(1, 64)
            });
            for k in 0..xcc as u64 {
                let Some(addr) = q
                    .ctx_save_restore_address
                    .checked_add(k * q.ctx_save_restore_area_size as u64)
                else {
                    break;
                };
                let area = match read(
                    addr,
                    q.ctx_save_restore_area_size as usize,
                    "context-save area",
                ) {
                    Ok(a) => a,
                    Err(e) => {
                        warnings.push(format!("queue {} XCC {k}: {e}", qid.0));
                        continue;
                    }
                };
                let saved = match read_area(layout, &area, addr) {
                    Ok(s) => s,
                    Err(e) => {
                        warnings.push(format!("queue {} XCC {k}: {e}", qid.0));
                        continue;
                    }
                };
                for s in saved {
                    let meta = TrapMetadata::load(layout, &s.ttmps);
                    let packet_key = (qid, meta.packet_index as u64);
                    if let Some(aq) = &amd_queue {
                        if !packets.contains_key(&packet_key) && aq.ring_packets.is_power_of_two() {
                            // A hostile ring address wraps instead of overflowing; the read
                            // then fails with the address named.
                            let at = aq.ring.wrapping_add(
                                (meta.packet_index as u64 % aq.ring_packets as u64)
                                    * PACKET_SIZE as u64,
                            );
                            match read(at, PACKET_SIZE, "dispatch packet")
                                .and_then(|b| DispatchPacket::parse(&b, at))
                            {
                                Ok(p) => {
                                    packets.insert(packet_key, p);
                                }
                                Err(e) => warnings.push(format!("queue {}: {e}", qid.0)),
                            }
                        }
                    }
                    let scratch_base = amd_queue
                        .as_ref()
                        .filter(|_| s.word.scratch_enabled)
                        .and_then(|aq| {
                            s.word
                                .scratch_index(aq.scratch_waves, shader_engines)
                                .checked_mul(aq.scratch_wave_bytes)
                                .and_then(|o| o.checked_add(aq.scratch_backing))
                        });
                    let reason = details
                        .get(&meta.wave_id)
                        .cloned()
                        .unwrap_or_else(|| reason_from_state(&s));
                    waves.push(CoreWave {
                        desc: Wave {
                            id: WaveId(meta.wave_id as u32),
                            agent,
                            queue: qid,
                            dispatch: DispatchId(0), // numbered below
                            group: meta.group,
                            wave_in_group: meta.wave_in_group,
                            wave_size: s.size,
                            state: WaveState::Stopped,
                            stop_reason: Some(reason),
                            pc: s.pc,
                        },
                        scratch_base,
                        lds_holder: None,
                        saved: s,
                    });
                    // Remember the packet index for dispatch numbering.
                    waves.last_mut().expect("pushed").desc.dispatch = DispatchId(meta.packet_index);
                }
            }
        }
        // Dispatches: one per (queue, packet) that has waves, numbered in that order.
        let mut dispatch_ids = BTreeMap::new();
        let mut dispatches = Vec::new();
        let mut keys: Vec<(QueueId, u64)> = waves
            .iter()
            .map(|w| (w.desc.queue, w.desc.dispatch.0 as u64))
            .collect();
        keys.sort();
        keys.dedup();
        for key in keys {
            let id = DispatchId(dispatches.len() as u32 + 1);
            dispatch_ids.insert(key, id);
            let q = queues.iter().find(|q| q.id == key.0).expect("wave's queue");
            let found = packets.get(&key).copied();
            let p = found.unwrap_or_default();
            let details = found.map(|p| p.details());
            dispatches.push(Dispatch {
                id,
                queue: key.0,
                agent: q.agent,
                packet_id: key.1,
                kernel: None,
                grid: p.grid_size,
                group: p.workgroup_size.map(u32::from),
                details,
            });
        }
        for w in &mut waves {
            w.desc.dispatch = dispatch_ids[&(w.desc.queue, w.desc.dispatch.0 as u64)];
        }
        // Wave ids: the trap handler's, unless missing or repeated.
        let mut seen = std::collections::HashSet::new();
        let clash = waves
            .iter()
            .any(|w| w.desc.id.0 == 0 || !seen.insert(w.desc.id));
        if clash {
            warnings.push(
                "wave ids in the TTMPs are missing or repeated; waves are numbered in save order"
                    .into(),
            );
            for (i, w) in waves.iter_mut().enumerate() {
                w.desc.id = WaveId(i as u32 + 1);
            }
        }
        waves.sort_by_key(|w| w.desc.id);
        // Each wave's LDS is in the record of its group's first saved wave.
        for i in 0..waves.len() {
            let d = &waves[i].desc;
            waves[i].lds_holder = waves.iter().position(|o| {
                o.desc.dispatch == d.dispatch
                    && o.desc.group == d.group
                    && o.saved.word.first_in_group
            });
        }
        // Code objects from the runtime's list.
        let mut code_objects = Vec::new();
        if note.runtime.r_debug != 0 {
            match read_r_debug(note.runtime.r_debug, &read) {
                Ok(list) => {
                    for (load_base, uri) in list {
                        for a in &agents {
                            code_objects.push(LoadedCodeObject {
                                agent: a.id,
                                uri: uri.clone(),
                                load_base,
                            });
                        }
                    }
                }
                Err(e) => warnings.push(format!("code objects: {e}")),
            }
        }
        let segments = file.segments.clone();
        let focus = file
            .notes()
            .iter()
            .rev()
            .find(|n| n.name == HDB_OWNER && n.n_type == NT_HDB_FOCUS)
            .and_then(|n| match parse_focus(n.desc) {
                Some(f) => Some(f),
                None => {
                    warnings.push("hdb's focus note does not read as `WAVE LANE`; ignored".into());
                    None
                }
            });
        // x86-64 host notes only: other hosts' registers are laid out otherwise.
        let x86_64 = file.machine == super::file::EM_X86_64;
        let host_threads = file
            .notes()
            .iter()
            .filter(|n| x86_64 && n.name == b"CORE" && n.n_type == NT_PRSTATUS)
            .filter_map(|n| prstatus(n.desc))
            .collect();
        let file_note = file
            .notes()
            .iter()
            .find(|n| x86_64 && n.name == b"CORE" && n.n_type == NT_FILE)
            .map(|n| n.desc.to_vec());
        drop(file);
        Ok(CoreTarget {
            data,
            segments,
            note,
            agents,
            apertures,
            queues,
            dispatches,
            waves,
            code_objects,
            warnings,
            focus,
            host_threads,
            file_note,
        })
        .map(|mut t| {
            // A focus on a wave the core does not hold, or a lane past its size, is dropped.
            if let Some((w, l)) = t.focus {
                let fits = t
                    .wave_ref(w)
                    .is_ok_and(|cw| l.0 < cw.desc.wave_size.lanes());
                if !fits {
                    t.warnings
                        .push(format!("hdb's focus note names wave {} lane {}, which the core does not hold; ignored", w.0, l.0));
                    t.focus = None;
                }
            }
            t
        })
    }

    /// Problems found opening the core that left the rest readable.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// The KFD note.
    pub fn note(&self) -> &KfdNote {
        &self.note
    }

    /// Names dispatches' kernels (the debugger knows the symbols; the core only has the
    /// descriptor address in each packet).
    pub fn set_kernel_name(&mut self, dispatch: DispatchId, name: String) {
        if let Some(d) = self.dispatches.iter_mut().find(|d| d.id == dispatch) {
            d.kernel = Some(name);
        }
    }

    /// The kernel-descriptor address of a dispatch's packet.
    pub fn kernel_object(&self, dispatch: DispatchId) -> Option<u64> {
        let d = self.dispatches.iter().find(|d| d.id == dispatch)?;
        let q = self.note.queues.get(d.queue.0 as usize - 1)?;
        let aq = self
            .read_global(q.write_pointer_address.checked_sub(56)?, AMD_QUEUE_SIZE)
            .ok()
            .and_then(|b| AmdQueue::parse(&b, 0).ok())?;
        if !aq.ring_packets.is_power_of_two() {
            return None;
        }
        let at = aq
            .ring
            .checked_add((d.packet_id % aq.ring_packets as u64) * PACKET_SIZE as u64)?;
        let p = DispatchPacket::parse(&self.read_global(at, PACKET_SIZE).ok()?, at).ok()?;
        Some(p.kernel_object)
    }

    fn read_global(&self, address: u64, len: usize) -> CoreResult<Vec<u8>> {
        let mut out = vec![0u8; len];
        super::file::read_segments(&self.data, &self.segments, address, &mut out, "memory")?;
        Ok(out)
    }

    fn wave_ref(&self, id: WaveId) -> TargetResult<&CoreWave> {
        self.waves
            .binary_search_by_key(&id, |w| w.desc.id)
            .map(|i| &self.waves[i])
            .map_err(|_| TargetError::NoWave(id))
    }
}

/// The stop reason a wave's saved state shows: the exception bits of TRAPSTS, then the trap id
/// the trap handler saved in ttmp6.
fn reason_from_state(s: &SavedWave) -> StopReason {
    if s.trapsts & trapsts::MEM_VIOL != 0 {
        return StopReason::MemoryViolation;
    }
    if s.trapsts & trapsts::ILLEGAL_INST != 0 {
        return StopReason::IllegalInstruction {
            mnemonic: String::new(),
            unimplemented: false,
        };
    }
    match s.ttmps[6] >> ttmp6::TRAP_ID_SHIFT & ttmp6::TRAP_ID_MASK {
        0 => StopReason::Requested,
        1 => StopReason::Breakpoint,
        2 => StopReason::AssertTrap,
        3 => StopReason::DebugTrap,
        n => StopReason::Trap(n as u16),
    }
}

/// The text of one wave's line in hdb's stop-detail note: its id and the reason's token
/// ([`StopReason::token`]).
pub fn stop_detail_line(wave_id: u64, reason: &StopReason) -> String {
    format!("{wave_id} {}\n", reason.token())
}

/// Parses hdb's stop-detail notes; lines it cannot read are skipped (the registers still give
/// a reason).
fn stop_details(file: &CoreFile<'_>) -> BTreeMap<u64, StopReason> {
    let mut out = BTreeMap::new();
    for n in file
        .notes()
        .iter()
        .filter(|n| n.name == HDB_OWNER && n.n_type == NT_HDB_STOP_DETAIL)
    {
        for line in String::from_utf8_lossy(n.desc).lines() {
            let Some((id, token)) = line.split_once(' ') else {
                continue;
            };
            if let (Ok(id), Some(r)) = (id.parse(), StopReason::from_token(token)) {
                out.insert(id, r);
            }
        }
    }
    out
}

impl HostCore for CoreTarget {
    fn user_regs(&self, lwp: u32) -> Option<[u64; 27]> {
        self.host_threads
            .iter()
            .find(|(l, _)| *l == lwp)
            .map(|(_, r)| *r)
    }

    fn file_note(&self) -> Option<&[u8]> {
        self.file_note.as_deref()
    }

    fn read_host(&self, address: u64, out: &mut [u8]) -> bool {
        super::file::read_segments(&self.data, &self.segments, address, out, "memory").is_ok()
    }
}

impl Target for CoreTarget {
    /// A unified core's host threads, stopped where the core saw them (`rip`), with the
    /// thread pointer (`fs_base`, glibc's `pthread_t` on x86-64) as their handle.
    fn host_threads(&mut self) -> Vec<HostThread> {
        self.host_threads
            .iter()
            .map(|(lwp, regs)| HostThread {
                lwp: *lwp,
                handle: Some(regs[21]).filter(|&h| h != 0),
                name: None,
                pc: Some(regs[16]),
                callers: Vec::new(),
            })
            .collect()
    }

    fn host_core(&self) -> Option<&dyn HostCore> {
        (!self.host_threads.is_empty()).then_some(self as &dyn HostCore)
    }

    /// Where the session that wrote the core stood (hdb's focus note), if it says.
    fn focus(&self) -> Option<(WaveId, Lane)> {
        self.focus
    }

    fn agents(&mut self) -> Vec<Agent> {
        self.agents.clone()
    }

    fn queues(&mut self) -> Vec<Queue> {
        self.queues.clone()
    }

    fn dispatches(&mut self) -> Vec<Dispatch> {
        self.dispatches.clone()
    }

    fn waves(&mut self) -> Vec<Wave> {
        self.waves.iter().map(|w| w.desc.clone()).collect()
    }

    fn wave(&mut self, id: WaveId) -> TargetResult<Wave> {
        self.wave_ref(id).map(|w| w.desc.clone())
    }

    fn code_objects(&mut self) -> Vec<LoadedCodeObject> {
        self.code_objects.clone()
    }

    fn apertures(&mut self, wave: WaveId) -> Option<Apertures> {
        let w = self.wave_ref(wave).ok()?;
        self.apertures.get(&w.desc.agent).copied()
    }

    fn read_register(&mut self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        let w = self.wave_ref(wave)?;
        let s = &w.saved;
        let lanes = s.size.lanes() as usize;
        let vgprs: &[u32] = &s.vgprs;
        let agprs: &[u32] = &s.agprs;
        let vgpr = |n: u16| vgprs.get(n as usize * lanes..(n as usize + 1) * lanes);
        let agpr = |n: u16| agprs.get(n as usize * lanes..(n as usize + 1) * lanes);
        RegisterValues {
            size: s.size,
            pc: s.pc,
            exec: s.exec,
            vcc: s.vcc,
            m0: s.m0,
            status: s.status,
            mode: s.mode,
            trapsts: s.trapsts,
            flat_scratch: s.flat_scratch,
            xnack_mask: s.xnack_mask,
            sgprs: &s.sgprs,
            ttmps: &s.ttmps,
            vgpr: &vgpr,
            agpr: &agpr,
        }
        .read(reg, out)
    }

    fn read_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()> {
        let w = self.wave_ref(wave)?;
        let lanes = w.saved.size.lanes();
        if lane.0 >= lanes {
            return Err(TargetError::NoLane {
                wave,
                lane,
                size: lanes,
            });
        }
        let fail = |space: AddressSpace, address: u64| TargetError::Memory {
            space,
            address,
            kind: FaultKind::Unmapped,
        };
        let (space2, addr2) = match space {
            AddressSpace::Generic => self
                .apertures
                .get(&w.desc.agent)
                .map_or((AddressSpace::Global, address), |a| {
                    a.classify_generic(address)
                }),
            s => (s, address),
        };
        let global = |a: u64, out: &mut [u8], shown: u64| {
            super::file::read_segments(&self.data, &self.segments, a, out, "memory")
                .map_err(|_| fail(space, shown))
        };
        match space2 {
            AddressSpace::Global | AddressSpace::Generic => global(addr2, out, address),
            AddressSpace::Local => {
                let lds = w
                    .lds_holder
                    .map_or(&[][..], |i| &self.waves[i].saved.lds[..]);
                let end = addr2.checked_add(out.len() as u64);
                match end.filter(|&e| e <= lds.len() as u64) {
                    Some(e) => {
                        out.copy_from_slice(&lds[addr2 as usize..e as usize]);
                        Ok(())
                    }
                    None => Err(fail(space, addr2)),
                }
            }
            AddressSpace::PrivateWave => {
                let base = w.scratch_base.ok_or(fail(space, addr2))?;
                let a = base.checked_add(addr2).ok_or(fail(space, addr2))?;
                global(a, out, addr2)
            }
            AddressSpace::PrivateLane => {
                let base = w.scratch_base.ok_or(fail(space, addr2))?;
                if addr2
                    .checked_add(out.len() as u64)
                    .is_none_or(|e| e > 1 << 32)
                {
                    return Err(fail(space, addr2));
                }
                // Lanes interleave dwords: read dword by dword.
                let mut done = 0usize;
                while done < out.len() {
                    let a = addr2 + done as u64;
                    let n = (4 - (a % 4) as usize).min(out.len() - done);
                    let phys = private_lane_to_wave(a, lane.0, w.saved.size)
                        .ok()
                        .and_then(|o| o.checked_add(base))
                        .ok_or(fail(space, a))?;
                    super::file::read_segments(
                        &self.data,
                        &self.segments,
                        phys,
                        &mut out[done..done + n],
                        "memory",
                    )
                    .map_err(|_| fail(space, a))?;
                    done += n;
                }
                Ok(())
            }
            AddressSpace::Region => Err(TargetError::Memory {
                space,
                address: addr2,
                kind: FaultKind::Aperture,
            }),
        }
    }
}

/// The waves' save-area records summed, for a writer's report.
pub fn saved_bytes(waves: &[SavedWave]) -> u64 {
    waves
        .iter()
        .map(|w| 4 * (w.vgprs.len() + w.agprs.len() + w.sgprs.len()) as u64 + w.lds.len() as u64)
        .sum()
}
