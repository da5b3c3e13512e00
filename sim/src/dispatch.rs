//! Dispatch set-up as the ROCm runtime and the command processor do it (AMDGPUUsage
//! "Initial Kernel Execution State", "Kernel Descriptor", "Code Object V5 Metadata" hidden
//! arguments; ROCm "AQL dispatch packet"): the kernarg segment with explicit and hidden
//! arguments, the AQL kernel dispatch packet, the private segment buffer resource, and each
//! wave's initial SGPRs (ABI order, system SGPRs at `USER_SGPR_COUNT`), VGPR work-item ids
//! (packed where the processor packs them), EXEC and MODE.

use amdgpu::kd::{InitialSgpr, InitialVgpr, KernelDescriptor, SgprKind};
use amdgpu::{Processor, WaveSize};
use codeobj::ArgMetadata;

use crate::launch::LaunchArg;
use crate::wave::Wave;

/// Everything a wave's initial state depends on.
#[derive(Debug, Clone)]
pub struct DispatchSetup {
    /// The processor.
    pub processor: &'static Processor,
    /// The kernel descriptor.
    pub kd: KernelDescriptor,
    /// Lanes per wave.
    pub wave_size: WaveSize,
    /// Grid size in work-items.
    pub grid: [u32; 3],
    /// Work-group size.
    pub block: [u32; 3],
    /// Work-groups per dimension.
    pub groups: [u32; 3],
    /// Waves per work-group.
    pub waves_per_group: u32,
    /// Address of the AQL packet.
    pub packet: u64,
    /// Address of the `amd_queue_t`.
    pub queue: u64,
    /// Address of the kernarg segment.
    pub kernarg: u64,
    /// Base of the dispatch's scratch region.
    pub scratch_base: u64,
    /// Scratch bytes per work-item.
    pub scratch_per_lane: u32,
    /// Entry point.
    pub entry: u64,
    /// LDS bytes per work-group (static + dynamic).
    pub lds_size: u32,
}

impl DispatchSetup {
    /// The lanes of a work-group's wave that hold work-items, as work-item ids.
    pub fn wave_items(&self, wave_in_group: u32) -> Vec<[u32; 3]> {
        let lanes = self.wave_size.lanes();
        let total = self.block[0] * self.block[1] * self.block[2];
        let first = wave_in_group * lanes;
        (first..(first + lanes).min(total))
            .map(|flat| {
                let x = flat % self.block[0];
                let y = (flat / self.block[0]) % self.block[1];
                let z = flat / (self.block[0] * self.block[1]);
                [x, y, z]
            })
            .collect()
    }

    /// Initialises a wave of work-group `group`.
    pub fn init_wave(
        &self,
        w: &mut Wave,
        group: [u32; 3],
        wave_in_group: u32,
        wave_scratch: u64,
        kernarg_bytes: &[u8],
    ) {
        let p = self.processor;
        w.group = group;
        w.wave_in_group = wave_in_group;
        w.pc = self.entry;
        w.scratch_base = wave_scratch;
        w.scratch_size = self.scratch_per_lane as u64 * self.wave_size.lanes() as u64;
        w.flat_scratch = wave_scratch;
        let items = self.wave_items(wave_in_group);
        w.exec = if items.len() >= 64 {
            u64::MAX
        } else {
            (1u64 << items.len()) - 1
        };
        // MODE from COMPUTE_PGM_RSRC1: round (12-15), denorm (16-19), DX10 clamp (21), IEEE (23).
        let r1 = self.kd.compute_pgm_rsrc1;
        w.mode = (r1 >> 12 & 0xff) | (r1 >> 21 & 1) << 8 | (r1 >> 23 & 1) << 9;
        let set = |w: &mut Wave, s: &InitialSgpr, k: u32, v: u32| {
            if let Some(r) = w.sgpr.get_mut((s.first + k) as usize) {
                *r = v;
            }
        };
        for s in self.kd.initial_sgprs(p) {
            let pair = |w: &mut Wave, v: u64| {
                set(w, &s, 0, v as u32);
                set(w, &s, 1, (v >> 32) as u32);
            };
            match s.kind {
                SgprKind::PrivateSegmentBuffer => {
                    let stride_code = if self.wave_size == WaveSize::Wave64 {
                        3
                    } else {
                        2
                    };
                    set(w, &s, 0, self.scratch_base as u32);
                    set(
                        w,
                        &s,
                        1,
                        ((self.scratch_base >> 32) as u32 & 0xffff) | 1 << 31,
                    );
                    set(w, &s, 2, u32::MAX);
                    set(w, &s, 3, 1 << 23 | stride_code << 21 | 1 << 19 | 0x27ac);
                }
                SgprKind::DispatchPtr => pair(w, self.packet),
                SgprKind::QueuePtr => pair(w, self.queue),
                SgprKind::KernargSegmentPtr => pair(w, self.kernarg),
                SgprKind::DispatchId => pair(w, 0),
                SgprKind::FlatScratchInit => pair(w, self.scratch_base),
                SgprKind::PrivateSegmentSize => set(w, &s, 0, self.scratch_per_lane),
                SgprKind::PreloadedKernargs => {
                    let off = self.kd.kernarg_preload_offset(p) as usize * 4;
                    for k in 0..s.count {
                        let at = off + 4 * k as usize;
                        let v = kernarg_bytes
                            .get(at..at + 4)
                            .map_or(0, |b| u32::from_le_bytes(b.try_into().unwrap()));
                        set(w, &s, k, v);
                    }
                }
                SgprKind::WorkgroupIdX => set(w, &s, 0, group[0]),
                SgprKind::WorkgroupIdY => set(w, &s, 0, group[1]),
                SgprKind::WorkgroupIdZ => set(w, &s, 0, group[2]),
                SgprKind::WorkgroupInfo => {
                    let first = (wave_in_group == 0) as u32;
                    set(w, &s, 0, first << 31 | (self.waves_per_group & 0x3f))
                }
                SgprKind::PrivateSegmentWavefrontOffset => {
                    set(w, &s, 0, (wave_scratch - self.scratch_base) as u32)
                }
            }
        }
        // The trap handler's metadata (debugger wave id, packet index, work-group; on GFX12
        // the "architected SGPRs" TTMP9 = X and TTMP7 = Y | Z << 16 that kernels read).
        if let Some(layout) = codeobj::core::cwsr::Layout::of(p) {
            codeobj::core::cwsr::TrapMetadata {
                wave_id: w.id.0 as u64,
                packet_index: 0,
                group,
                wave_in_group,
            }
            .store(layout, p, &mut w.ttmp);
        }
        for v in self.kd.initial_vgprs(p) {
            match v {
                InitialVgpr::WorkItemId { vgpr, dim } => {
                    for (l, it) in items.iter().enumerate() {
                        w.vgpr[vgpr as usize][l] = it[dim as usize];
                    }
                }
                InitialVgpr::PackedWorkItemIds { dims } => {
                    for (l, it) in items.iter().enumerate() {
                        let y = if dims >= 2 { it[1] } else { 0 };
                        let z = if dims >= 3 { it[2] } else { 0 };
                        w.vgpr[0][l] = (it[0] & 0x3ff) | (y & 0x3ff) << 10 | (z & 0x3ff) << 20;
                    }
                }
            }
        }
    }
}

/// Errors building the kernarg segment.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KernargError {
    /// The launch gives a different number of explicit arguments.
    #[error("kernel `{kernel}` takes {expected} explicit arguments, the launch gives {got}")]
    ArgCount {
        /// The kernel.
        kernel: String,
        /// Explicit arguments in the metadata.
        expected: usize,
        /// Arguments given.
        got: usize,
    },
    /// An argument of the wrong kind.
    #[error("argument {index} ({name}) is `{value_kind}`, which does not take {given}")]
    ArgKind {
        /// Argument index.
        index: usize,
        /// Source name.
        name: String,
        /// Its `.value_kind`.
        value_kind: String,
        /// What was given.
        given: &'static str,
    },
}

/// What the kernarg builder needs to know about the launch.
pub struct KernargInputs<'a> {
    /// Kernel name (for messages).
    pub kernel: &'a str,
    /// Metadata arguments (explicit and hidden).
    pub args: &'a [ArgMetadata],
    /// Launch arguments (explicit only).
    pub launch: &'a [LaunchArg],
    /// Addresses of the buffers the launch allocated, by argument index.
    pub buffer_addr: &'a dyn Fn(usize) -> u64,
    /// LDS offsets of `Local` arguments, by argument index.
    pub local_offset: &'a dyn Fn(usize) -> u32,
    /// Grid, block, group counts.
    pub grid: [u32; 3],
    /// Work-group size.
    pub block: [u32; 3],
    /// Dynamic LDS bytes.
    pub dynamic_lds: u32,
    /// Queue address.
    pub queue: u64,
    /// Private and shared aperture bases.
    pub apertures: amdgpu::Apertures,
}

/// Builds the kernarg segment (`size` bytes).
pub fn kernarg_segment(inp: &KernargInputs, size: usize) -> Result<Vec<u8>, KernargError> {
    let mut k = vec![0u8; size];
    let explicit: Vec<&ArgMetadata> = inp.args.iter().filter(|a| !a.is_hidden()).collect();
    if explicit.len() != inp.launch.len() {
        return Err(KernargError::ArgCount {
            kernel: inp.kernel.to_string(),
            expected: explicit.len(),
            got: inp.launch.len(),
        });
    }
    let mut put = |off: u64, bytes: &[u8], size: u64| {
        let off = off as usize;
        let n = bytes.len().min(size as usize);
        if let Some(dst) = k.get_mut(off..off + n) {
            dst.copy_from_slice(&bytes[..n]);
        }
    };
    for (i, (meta, arg)) in explicit.iter().zip(inp.launch).enumerate() {
        let kind = meta.value_kind.as_str();
        let bad = |given| KernargError::ArgKind {
            index: i,
            name: meta.name.clone().unwrap_or_default(),
            value_kind: kind.to_string(),
            given,
        };
        match (kind, arg) {
            (
                "global_buffer" | "constant_buffer" | "by_value",
                LaunchArg::Buffer(_) | LaunchArg::Unwritten(_),
            ) if kind != "by_value" || meta.size == 8 => {
                put(meta.offset, &(inp.buffer_addr)(i).to_le_bytes(), meta.size)
            }
            ("by_value", LaunchArg::Value(v)) => put(meta.offset, v, meta.size),
            ("dynamic_shared_pointer", LaunchArg::Local(_)) => {
                put(meta.offset, &(inp.local_offset)(i).to_le_bytes(), meta.size)
            }
            (_, LaunchArg::Buffer(_) | LaunchArg::Unwritten(_)) => return Err(bad("a buffer")),
            (_, LaunchArg::Value(_)) => return Err(bad("a value")),
            (_, LaunchArg::Local(_)) => return Err(bad("a local (LDS) size")),
        }
    }
    let groups: Vec<u32> = (0..3)
        .map(|d| inp.grid[d].div_ceil(inp.block[d].max(1)))
        .collect();
    let dims: u16 = if inp.grid[2] > 1 {
        3
    } else if inp.grid[1] > 1 {
        2
    } else {
        1
    };
    for a in inp.args.iter().filter(|a| a.is_hidden()) {
        let d = |s: &str| match s.chars().last() {
            Some('y') => 1,
            Some('z') => 2,
            _ => 0,
        };
        let kind = a.value_kind.as_str();
        let v: u64 = match kind {
            "hidden_block_count_x" | "hidden_block_count_y" | "hidden_block_count_z" => {
                groups[d(kind)] as u64
            }
            "hidden_group_size_x" | "hidden_group_size_y" | "hidden_group_size_z" => {
                inp.block[d(kind)] as u64
            }
            "hidden_remainder_x" | "hidden_remainder_y" | "hidden_remainder_z" => {
                (inp.grid[d(kind)] % inp.block[d(kind)].max(1)) as u64
            }
            "hidden_grid_dims" => dims as u64,
            "hidden_dynamic_lds_size" => inp.dynamic_lds as u64,
            "hidden_queue_ptr" => inp.queue,
            "hidden_private_base" => inp.apertures.private_base >> 32,
            "hidden_shared_base" => inp.apertures.local_base >> 32,
            // Global offsets are zero; printf/hostcall/heap/default queue/completion action
            // buffers do not exist in the simulator (null).
            _ => 0,
        };
        put(a.offset, &v.to_le_bytes(), a.size);
    }
    Ok(k)
}
