//! A small deterministic [`Target`] for the stub's tests, fuzzing and benchmarks: any number
//! of wave64 waves whose registers are computed from their names, 4 KiB of global memory at
//! `0x1000`, and code that is a straight run of 4-byte instructions from [`FakeTarget::CODE`]
//! to [`FakeTarget::END`], each wave exiting when it reaches the end. [`FakeTarget::hosted`]
//! puts a host program behind it: code objects that load as it goes, several dispatches in
//! turn, and the program's exit as the end.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use amdgpu::target::{
    Agent, AgentId, Breakpoints, Dispatch, DispatchId, Event, FaultKind, Lane, LoadedCodeObject,
    ProcessEnd, Queue, QueueId, ResumeMode, RunControl, StopReason, Target, TargetError,
    TargetResult, Wait, Wave, WaveId, WaveState, WriteMemory, WriteRegisters,
};
use amdgpu::{AddressSpace, Register, WaveSize};

/// One fake wave.
#[derive(Debug, Clone)]
struct FakeWave {
    pc: u64,
    state: WaveState,
    reason: Option<StopReason>,
    step: bool,
    /// Registers written by a client (otherwise computed).
    written: Vec<(Register, Vec<u8>)>,
}

/// The host program behind a [`FakeTarget::hosted`] target.
#[derive(Debug, Clone)]
struct Host {
    end: ProcessEnd,
    /// Dispatches not launched yet.
    to_launch: u32,
    /// Code objects loaded so far (each dispatch loads one before it is launched).
    loaded: u32,
    /// The end has been reported.
    ended: bool,
}

/// The fake target.
pub struct FakeTarget {
    waves: Vec<FakeWave>,
    /// Waves a dispatch has (a hosted target's dispatches each have this many).
    per_dispatch: u32,
    /// Waves of earlier dispatches: ids go on across dispatches.
    base: u32,
    /// The dispatch the waves belong to.
    dispatch: u32,
    host: Option<Host>,
    memory: Vec<u8>,
    breakpoints: BTreeSet<u64>,
    events: std::collections::VecDeque<Event>,
    interrupt: Arc<AtomicBool>,
    completed: bool,
    endless: bool,
}

impl FakeTarget {
    /// First code address.
    pub const CODE: u64 = 0x7000_0000;
    /// One past the last instruction.
    pub const END: u64 = 0x7000_0100;
    /// Start of global memory.
    pub const MEMORY: u64 = 0x1000;

    /// The process id of a hosted target's program.
    pub const PID: u32 = 4242;

    /// `waves` waves stopped at [`FakeTarget::CODE`]; memory byte `i` holds `i as u8`.
    pub fn new(waves: u32, interrupt: Arc<AtomicBool>) -> FakeTarget {
        FakeTarget {
            waves: Self::fresh_waves(waves, WaveState::Stopped),
            per_dispatch: waves,
            base: 0,
            dispatch: 1,
            host: None,
            memory: (0..4096u32).map(|i| i as u8).collect(),
            breakpoints: BTreeSet::new(),
            events: Default::default(),
            interrupt,
            completed: false,
            endless: false,
        }
    }

    /// A host program (pid [`FakeTarget::PID`]) that launches `dispatches` dispatches of the
    /// waves in turn and then ends with `end`, as a HIP program under the simulator does: no
    /// waves until its first launch; before each launch a code object loads (a wait reports
    /// [`Event::CodeObjectsChanged`]); a launch happens at a blocking wait, its waves
    /// running at once (stopped before their first instruction if the interrupt flag is
    /// up), numbered on from the last dispatch's; the program's exit is the last event.
    pub fn hosted(mut self, dispatches: u32, end: ProcessEnd) -> FakeTarget {
        self.waves.clear();
        self.dispatch = 0;
        self.host = Some(Host {
            end,
            to_launch: dispatches,
            loaded: 0,
            ended: false,
        });
        self
    }

    fn fresh_waves(n: u32, state: WaveState) -> Vec<FakeWave> {
        (0..n)
            .map(|_| FakeWave {
                pc: Self::CODE,
                state,
                reason: (state == WaveState::Stopped).then_some(StopReason::Requested),
                step: false,
                written: Vec::new(),
            })
            .collect()
    }

    /// A hosted target between dispatches: the next load, launch or the end.
    fn host_wait(&mut self, wait: Wait) -> Option<Event> {
        let launched = self.dispatch;
        let host = self.host.as_mut()?;
        if host.to_launch == 0 {
            if host.ended || wait == Wait::Poll {
                return None;
            }
            host.ended = true;
            return Some(Event::ProcessExited {
                pid: Self::PID,
                how: host.end,
            });
        }
        if host.loaded == launched {
            host.loaded += 1;
            return Some(Event::CodeObjectsChanged);
        }
        if wait == Wait::Poll {
            return None;
        }
        host.to_launch -= 1;
        self.base += self.waves.len() as u32;
        self.dispatch += 1;
        self.waves = Self::fresh_waves(self.per_dispatch, WaveState::Running);
        self.run();
        self.events.pop_front()
    }

    /// Waves that, once resumed, run until the interrupt flag is raised (a kernel that
    /// never ends, for Ctrl-C).
    pub fn endless(mut self) -> FakeTarget {
        self.endless = true;
        self
    }

    fn slot(&self, id: WaveId) -> TargetResult<usize> {
        let i = (id.0 as usize).wrapping_sub(1 + self.base as usize);
        if i < self.waves.len() {
            Ok(i)
        } else {
            Err(TargetError::NoWave(id))
        }
    }

    /// The value register `r` of wave `id` has until written: `sN` = `0x5000 + 0x100*wave + N`,
    /// lane `i` of `vN` = `wave << 16 | N << 8 | i`.
    fn computed(id: u32, pc: u64, r: Register) -> Option<Vec<u8>> {
        Some(match r {
            Register::Pc => pc.to_le_bytes().to_vec(),
            Register::Exec => u64::MAX.to_le_bytes().to_vec(),
            Register::Vcc | Register::FlatScratch | Register::XnackMask => vec![0; 8],
            Register::Sgpr(n) if n < amdgpu::register::SGPR_COUNT => {
                (0x5000 + 0x100 * id + u32::from(n)).to_le_bytes().to_vec()
            }
            Register::Vgpr(n) if n < amdgpu::register::VGPR_COUNT => (0..64u32)
                .flat_map(|i| (id << 16 | u32::from(n) << 8 | i).to_le_bytes())
                .collect(),
            Register::Agpr(_) | Register::Sgpr(_) | Register::Vgpr(_) => return None,
            Register::Ttmp(n) if n >= amdgpu::register::TTMP_COUNT => return None,
            _ => vec![0; 4],
        })
    }

    fn run(&mut self) {
        if self.endless && self.waves.iter().any(|w| w.state == WaveState::Running) {
            while !self.interrupt.load(Ordering::SeqCst) {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
        }
        let interrupt = self.interrupt.load(Ordering::SeqCst);
        for i in 0..self.waves.len() {
            let id = WaveId(self.base + i as u32 + 1);
            let w = &mut self.waves[i];
            if w.state != WaveState::Running {
                continue;
            }
            if interrupt {
                w.state = WaveState::Stopped;
                w.reason = Some(StopReason::Requested);
                self.events.push_back(Event::WaveStopped {
                    wave: id,
                    pc: w.pc,
                    reason: StopReason::Requested,
                    other_reasons: Vec::new(),
                });
                continue;
            }
            // Leave the current instruction, then run to a breakpoint or the end.
            w.pc += 4;
            let reason = if w.step {
                Some(StopReason::SingleStep)
            } else {
                while w.pc < Self::END && !self.breakpoints.contains(&w.pc) {
                    w.pc += 4;
                }
                (w.pc < Self::END).then_some(StopReason::Breakpoint)
            };
            match reason {
                Some(r) if w.pc < Self::END => {
                    w.state = WaveState::Stopped;
                    w.reason = Some(r.clone());
                    self.events.push_back(Event::WaveStopped {
                        wave: id,
                        pc: w.pc,
                        reason: r,
                        other_reasons: Vec::new(),
                    });
                }
                _ => {
                    w.state = WaveState::Exited;
                    w.reason = None;
                    self.events.push_back(Event::WaveExited { wave: id });
                }
            }
        }
        // A hosted target's dispatch ends quietly: the program goes on.
        if self.host.is_none()
            && !self.completed
            && self.waves.iter().all(|w| w.state == WaveState::Exited)
        {
            self.completed = true;
            self.events.push_back(Event::DispatchCompleted {
                dispatch: DispatchId(1),
            });
        }
    }
}

impl Target for FakeTarget {
    fn agents(&mut self) -> Vec<Agent> {
        vec![Agent {
            id: AgentId(1),
            processor: "gfx90a".into(),
            gpu_id: 1,
            details: None,
        }]
    }
    fn queues(&mut self) -> Vec<Queue> {
        vec![Queue {
            id: QueueId(1),
            agent: AgentId(1),
            hw_id: 0,
            details: None,
        }]
    }
    fn dispatches(&mut self) -> Vec<Dispatch> {
        if self.waves.is_empty() {
            return Vec::new();
        }
        vec![Dispatch {
            id: DispatchId(self.dispatch),
            queue: QueueId(1),
            agent: AgentId(1),
            packet_id: 0,
            kernel: Some("fake".into()),
            grid: [64 * self.waves.len() as u32, 1, 1],
            group: [64, 1, 1],
            details: None,
        }]
    }
    fn waves(&mut self) -> Vec<Wave> {
        self.waves
            .iter()
            .enumerate()
            .map(|(i, w)| Wave {
                id: WaveId(self.base + i as u32 + 1),
                agent: AgentId(1),
                queue: QueueId(1),
                dispatch: DispatchId(self.dispatch),
                group: [i as u32, 0, 0],
                wave_in_group: 0,
                wave_size: WaveSize::Wave64,
                state: w.state,
                stop_reason: w.reason.clone(),
                pc: w.pc,
            })
            .collect()
    }
    fn code_objects(&mut self) -> Vec<LoadedCodeObject> {
        let loaded = self.host.as_ref().map_or(1, |h| h.loaded);
        (0..loaded)
            .map(|i| LoadedCodeObject {
                agent: AgentId(1),
                uri: format!("file:///fake.hsaco#offset={}&size=256", 256 * i),
                load_base: Self::CODE,
            })
            .collect()
    }
    fn process_id(&self) -> Option<u32> {
        self.host.as_ref().map(|_| Self::PID)
    }
    fn read_register(&mut self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        let w = &self.waves[self.slot(wave)?];
        let v = match w.written.iter().rev().find(|(r, _)| *r == reg) {
            Some((_, v)) => v.clone(),
            None => Self::computed(wave.0, w.pc, reg).ok_or(TargetError::NoRegister(reg))?,
        };
        let v = if reg.byte_size(WaveSize::Wave64) as usize == v.len() {
            v
        } else {
            return Err(TargetError::NoRegister(reg));
        };
        if v.len() != out.len() {
            return Err(TargetError::RegisterSize {
                register: reg,
                expected: v.len(),
                got: out.len(),
            });
        }
        out.copy_from_slice(&v);
        Ok(())
    }
    fn read_memory(
        &mut self,
        wave: WaveId,
        _lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()> {
        self.slot(wave)?;
        let range = self.range(space, address, out.len())?;
        out.copy_from_slice(&self.memory[range]);
        Ok(())
    }
    fn register_writes(&mut self) -> Option<&mut dyn WriteRegisters> {
        Some(self)
    }
    fn memory_writes(&mut self) -> Option<&mut dyn WriteMemory> {
        Some(self)
    }
    fn run_control(&mut self) -> Option<&mut dyn RunControl> {
        Some(self)
    }
    fn breakpoints(&mut self) -> Option<&mut dyn Breakpoints> {
        Some(self)
    }
}

impl FakeTarget {
    fn range(
        &self,
        space: AddressSpace,
        address: u64,
        len: usize,
    ) -> TargetResult<std::ops::Range<usize>> {
        let fault = || TargetError::Memory {
            space,
            address,
            kind: FaultKind::Unmapped,
        };
        if space != AddressSpace::Global {
            return Err(fault());
        }
        let start = address.checked_sub(Self::MEMORY).ok_or_else(fault)? as usize;
        let end = start.checked_add(len).ok_or_else(fault)?;
        if end > self.memory.len() {
            return Err(fault());
        }
        Ok(start..end)
    }
}

impl WriteRegisters for FakeTarget {
    fn write_register(&mut self, wave: WaveId, reg: Register, data: &[u8]) -> TargetResult<()> {
        let mut probe = vec![0u8; data.len()];
        self.read_register(wave, reg, &mut probe)?;
        let i = self.slot(wave)?;
        if reg == Register::Pc {
            let mut b = [0u8; 8];
            b.copy_from_slice(data);
            self.waves[i].pc = u64::from_le_bytes(b);
        }
        self.waves[i].written.push((reg, data.to_vec()));
        Ok(())
    }
}

impl WriteMemory for FakeTarget {
    fn write_memory(
        &mut self,
        wave: WaveId,
        _lane: Lane,
        space: AddressSpace,
        address: u64,
        data: &[u8],
    ) -> TargetResult<()> {
        self.slot(wave)?;
        let r = self.range(space, address, data.len())?;
        self.memory[r].copy_from_slice(data);
        Ok(())
    }
}

impl RunControl for FakeTarget {
    fn resume(&mut self, wave: WaveId, mode: ResumeMode) -> TargetResult<()> {
        let i = self.slot(wave)?;
        let w = &mut self.waves[i];
        if w.state == WaveState::Exited {
            return Err(TargetError::Exited(wave));
        }
        w.state = WaveState::Running;
        w.reason = None;
        w.step = mode == ResumeMode::Step;
        // As the simulator: a requested stop not yet collected is void once the wave runs.
        self.events.retain(|e| {
            !matches!(e, Event::WaveStopped { wave: w, reason: StopReason::Requested, .. } if *w == wave)
        });
        Ok(())
    }
    fn stop(&mut self, wave: WaveId) -> TargetResult<()> {
        let i = self.slot(wave)?;
        let w = &mut self.waves[i];
        match w.state {
            WaveState::Exited => Err(TargetError::Exited(wave)),
            WaveState::Stopped => Ok(()),
            WaveState::Running => {
                w.state = WaveState::Stopped;
                w.reason = Some(StopReason::Requested);
                self.events.push_back(Event::WaveStopped {
                    wave,
                    pc: w.pc,
                    reason: StopReason::Requested,
                    other_reasons: Vec::new(),
                });
                Ok(())
            }
        }
    }
    fn wait(&mut self, wait: Wait) -> TargetResult<Option<Event>> {
        if wait == Wait::Block && self.events.is_empty() {
            self.run();
        }
        if let Some(e) = self.events.pop_front() {
            return Ok(Some(e));
        }
        let between = self.waves.iter().all(|w| w.state == WaveState::Exited);
        Ok(if between { self.host_wait(wait) } else { None })
    }
}

impl Breakpoints for FakeTarget {
    fn insert_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        if !(Self::CODE..Self::END).contains(&address) || !address.is_multiple_of(4) {
            return Err(TargetError::BadBreakpoint(address));
        }
        self.breakpoints.insert(address);
        Ok(())
    }
    fn remove_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        self.breakpoints.remove(&address);
        Ok(())
    }
    fn breakpoint_addresses(&self) -> Vec<u64> {
        self.breakpoints.iter().copied().collect()
    }
}
