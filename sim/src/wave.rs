//! One wave's architectural state: the register files (SGPR, VGPR, AGPR, trap temporaries),
//! EXEC, VCC, SCC, M0, PC, the hardware registers MODE/STATUS/TRAPSTS, FLAT_SCRATCH, and the
//! wave's place in its dispatch (work-group, index in the group, scratch backing).
//!
//! Vector registers are stored lane-major in rows of 64 lanes whatever the wave size, so one
//! VGPR is one `[u32; 64]` and per-lane loops run over fixed-size arrays.

use amdgpu::target::{StopReason, WaveId};
use amdgpu::WaveSize;

/// Number of SGPRs kept (s0..s105; gfx9 addresses s0..s101).
pub const SGPRS: usize = 106;
/// Vector registers per file.
pub const VGPRS: usize = 256;

/// STATUS bits the simulator maintains (ROCgdb's `status` flags).
pub mod status {
    /// Scalar condition code.
    pub const SCC: u32 = 1 << 0;
    /// EXEC is zero.
    pub const EXECZ: u32 = 1 << 9;
    /// VCC is zero.
    pub const VCCZ: u32 = 1 << 10;
    /// In a work-group (always set for compute waves with more than one wave).
    pub const IN_BARRIER: u32 = 1 << 12;
    /// Halted (`s_sethalt`, or stopped by a trap).
    pub const HALT: u32 = 1 << 13;
    /// Valid wave.
    pub const VALID: u32 = 1 << 16;
}

/// Where a wave is in its life.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunState {
    /// Runnable.
    Ready,
    /// Waiting at `s_barrier` for the rest of its work-group.
    Barrier,
    /// Stopped for the debugger (or halted by a trap with no debugger).
    Stopped(StopReason),
    /// Ended with `s_endpgm` (or killed).
    Exited,
}

/// A wave.
#[derive(Clone)]
pub struct Wave {
    /// Global wave id (1-based).
    pub id: WaveId,
    /// Index of the wave's work-group in the simulator's resident list.
    pub group_slot: usize,
    /// Work-group id.
    pub group: [u32; 3],
    /// Index in the work-group.
    pub wave_in_group: u32,
    /// Lanes per wave.
    pub size: WaveSize,
    /// Program counter.
    pub pc: u64,
    /// Scalar registers s0..s105.
    pub sgpr: [u32; SGPRS],
    /// Trap temporaries ttmp0..15.
    pub ttmp: [u32; 16],
    /// VCC.
    pub vcc: u64,
    /// EXEC.
    pub exec: u64,
    /// M0.
    pub m0: u32,
    /// SCC.
    pub scc: bool,
    /// FLAT_SCRATCH (an SGPR pair alias on gfx9, a hardware register on gfx10+).
    pub flat_scratch: u64,
    /// XNACK_MASK.
    pub xnack_mask: u64,
    /// MODE (float round/denorm, IEEE, DX10 clamp, debug).
    pub mode: u32,
    /// STATUS without the derived bits (SCC, EXECZ, VCCZ are computed on read).
    pub status: u32,
    /// TRAPSTS.
    pub trapsts: u32,
    /// The lane whose access caused the wave's last memory fault.
    pub fault_lane: Option<u32>,
    /// VGPRs, one row of 64 lanes each.
    pub vgpr: Vec<[u32; 64]>,
    /// AGPRs (gfx908/gfx90a/gfx94x), empty elsewhere.
    pub agpr: Vec<[u32; 64]>,
    /// Global address of the wave's scratch backing (its private_wave offset 0).
    pub scratch_base: u64,
    /// Bytes of scratch backing the wave owns.
    pub scratch_size: u64,
    /// Run state.
    pub state: RunState,
    /// Set when the wave resumes from a breakpoint: execute the original instruction once.
    pub step_over_breakpoint: bool,
    /// Set while single-stepping: stop after one instruction (after `s_barrier`: once the
    /// work-group releases the barrier).
    pub single_step: bool,
    /// Arrived at `s_barrier` and not yet released by its work-group. Kept while the wave is
    /// stopped: a stopped wave that arrived still counts as arrived (the hardware's rule),
    /// and one resumed before the release waits again instead of passing alone.
    pub at_barrier: bool,
    /// Arrived at a grid-wide barrier (`ds_gws_barrier`) not yet released: (resource, waves
    /// that meet there). Kept while the wave is stopped, as `at_barrier` is.
    pub grid_barrier: Option<(u32, u32)>,
    /// Waiting at `ds_gws_sema_p` for a GWS semaphore: (resource, arrival order, for waking
    /// the longest waiting first). Kept while the wave is stopped, as `at_barrier` is.
    pub semaphore_wait: Option<(u32, u64)>,
    /// Instructions this wave executed.
    pub instructions: u64,
    /// The shader clock `s_memtime` reads (`s_memrealtime` a sixteenth of it): advanced by
    /// each read rather than by time, so a run gives the same values however its waves are
    /// scheduled, and a loop that waits for the clock to move still ends.
    pub clock: u64,
}

impl std::fmt::Debug for Wave {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Wave")
            .field("id", &self.id)
            .field("group", &self.group)
            .field("wave_in_group", &self.wave_in_group)
            .field("pc", &format_args!("{:#x}", self.pc))
            .field("exec", &format_args!("{:#x}", self.exec))
            .field("state", &self.state)
            .finish()
    }
}

impl Wave {
    /// A wave with zeroed registers.
    pub fn new(id: WaveId, size: WaveSize, agprs: bool) -> Wave {
        Wave {
            vgpr: vec![[0; 64]; VGPRS],
            agpr: if agprs {
                vec![[0; 64]; VGPRS]
            } else {
                Vec::new()
            },
            ..Wave::new_scalar(id, size)
        }
    }

    /// A wave made from a retired one: its register files are reused, with the first
    /// `vgprs` rows of each vector file zeroed (the registers a wave of the kernel has; the
    /// rest hold what the retired wave left, as on the hardware, and no compiled code reads
    /// them) and every other field as [`Wave::new`] sets it. Zeroing 64 KiB per wave
    /// dominated dispatches of many short waves.
    pub fn recycle(mut old: Wave, id: WaveId, size: WaveSize, agprs: bool, vgprs: usize) -> Wave {
        let mut vgpr = std::mem::take(&mut old.vgpr);
        let mut agpr = std::mem::take(&mut old.agpr);
        if vgpr.len() != VGPRS || agpr.len() != if agprs { VGPRS } else { 0 } {
            return Wave::new(id, size, agprs);
        }
        for r in vgpr.iter_mut().take(vgprs) {
            *r = [0; 64];
        }
        for r in agpr.iter_mut().take(vgprs) {
            *r = [0; 64];
        }
        Wave {
            vgpr,
            agpr,
            ..Wave::new_scalar(id, size)
        }
    }

    /// A wave with zeroed scalar state and no vector register files.
    fn new_scalar(id: WaveId, size: WaveSize) -> Wave {
        Wave {
            id,
            group_slot: 0,
            group: [0; 3],
            wave_in_group: 0,
            size,
            pc: 0,
            sgpr: [0; SGPRS],
            ttmp: [0; 16],
            vcc: 0,
            exec: 0,
            m0: 0,
            scc: false,
            flat_scratch: 0,
            xnack_mask: 0,
            mode: 0,
            status: status::VALID,
            trapsts: 0,
            fault_lane: None,
            vgpr: Vec::new(),
            agpr: Vec::new(),
            scratch_base: 0,
            scratch_size: 0,
            state: RunState::Ready,
            step_over_breakpoint: false,
            single_step: false,
            at_barrier: false,
            grid_barrier: None,
            semaphore_wait: None,
            instructions: 0,
            clock: 0,
        }
    }

    /// Lanes in the wave.
    #[inline]
    pub fn lanes(&self) -> usize {
        self.size.lanes() as usize
    }

    /// The mask of all lanes of the wave.
    #[inline]
    pub fn lane_mask(&self) -> u64 {
        if self.lanes() == 64 {
            u64::MAX
        } else {
            (1u64 << self.lanes()) - 1
        }
    }

    /// STATUS as software reads it (with SCC, EXECZ, VCCZ).
    pub fn status_value(&self) -> u32 {
        let mut s = self.status & !(status::SCC | status::EXECZ | status::VCCZ);
        if self.scc {
            s |= status::SCC;
        }
        if self.exec & self.lane_mask() == 0 {
            s |= status::EXECZ;
        }
        if self.vcc & self.lane_mask() == 0 {
            s |= status::VCCZ;
        }
        s
    }
}
