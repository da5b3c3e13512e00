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
    /// Waves of a whole work-group (the last work-group of a dimension the grid does not
    /// fill has fewer: [`DispatchSetup::waves_in_group`]).
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
    /// What every wave starts with, read once from the descriptor.
    pub initial: InitialState,
}

/// The parts of a wave's initial state that do not depend on the wave: the SGPRs and VGPRs
/// the kernel descriptor enables, where preloaded arguments start, MODE, and the trap
/// handler's metadata layout (computed once per dispatch: the descriptor's fields are looked
/// up by name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InitialState {
    /// Initial SGPRs in ABI order.
    pub sgprs: Vec<InitialSgpr>,
    /// Initial VGPRs.
    pub vgprs: Vec<InitialVgpr>,
    /// Dword offset of the first preloaded kernel argument.
    pub preload_offset: u32,
    /// MODE from COMPUTE_PGM_RSRC1.
    pub mode: u32,
    /// The context-save layout (for the trap metadata in the TTMPs).
    pub trap_layout: Option<codeobj::core::cwsr::Layout>,
}

impl InitialState {
    /// The initial state of waves of a kernel with descriptor `kd` on `p`.
    pub fn of(kd: &KernelDescriptor, p: &Processor) -> InitialState {
        // MODE from COMPUTE_PGM_RSRC1: round (12-15), denorm (16-19), DX10 clamp (21), IEEE (23).
        let r1 = kd.compute_pgm_rsrc1;
        InitialState {
            sgprs: kd.initial_sgprs(p),
            vgprs: kd.initial_vgprs(p),
            preload_offset: kd.kernarg_preload_offset(p),
            mode: (r1 >> 12 & 0xff) | (r1 >> 21 & 1) << 8 | (r1 >> 23 & 1) << 9,
            trap_layout: codeobj::core::cwsr::Layout::of(p),
        }
    }
}

impl DispatchSetup {
    /// The work-items of work-group `group` per dimension: the work-group size, except in the
    /// last work-group of a dimension the grid does not fill, which holds only the remaining
    /// work-items (the hardware dispatches such a partial work-group with that size).
    pub fn group_size(&self, group: [u32; 3]) -> [u32; 3] {
        [0, 1, 2].map(|d| {
            let first = group[d] as u64 * self.block[d] as u64;
            (self.grid[d] as u64 - first.min(self.grid[d] as u64)).min(self.block[d] as u64) as u32
        })
    }

    /// The waves of work-group `group` (fewer than [`DispatchSetup::waves_per_group`] in a
    /// partial work-group).
    pub fn waves_in_group(&self, group: [u32; 3]) -> u32 {
        self.group_size(group)
            .iter()
            .product::<u32>()
            .div_ceil(self.wave_size.lanes())
    }

    /// Work-group `n` of the dispatch, in the order work-groups are started (X fastest).
    pub fn group_id(&self, n: u64) -> [u32; 3] {
        let g = self.groups;
        [
            (n % g[0] as u64) as u32,
            ((n / g[0] as u64) % g[1] as u64) as u32,
            (n / (g[0] as u64 * g[1] as u64)) as u32,
        ]
    }

    /// The waves of the work-groups before work-group `n` (in start order): the serial
    /// scheduler numbers waves in that order. The work-groups before `(x, y, z)` are three
    /// boxes of indices (the planes below z, the rows below y in plane z, the groups left of x
    /// in row y); in each box a work-group is full or partial per dimension, so each of the
    /// eight classes is counted arithmetically.
    pub fn waves_before_group(&self, n: u64) -> u64 {
        let g = self.groups.map(u64::from);
        let [x, y, z] = self.group_id(n).map(u64::from);
        // How many indices of [lo, hi) in dimension d are (not) the last one.
        let count = |(lo, hi): (u64, u64), d: usize, last: bool| -> u64 {
            let lasts = u64::from(lo < g[d] && g[d] - 1 < hi);
            if last {
                lasts
            } else {
                hi - lo - lasts
            }
        };
        let boxes = [
            [(0, g[0]), (0, g[1]), (0, z)],
            [(0, g[0]), (0, y), (z, z + 1)],
            [(0, x), (y, y + 1), (z, z + 1)],
        ];
        let mut total = 0u64;
        for class in 0..8u32 {
            let last = [class & 1 != 0, class & 2 != 0, class & 4 != 0];
            let example = [0, 1, 2].map(|d| if last[d] { g[d] as u32 - 1 } else { 0 });
            let waves = u64::from(self.waves_in_group(example));
            for b in &boxes {
                total += (0..3).map(|d| count(b[d], d, last[d])).product::<u64>() * waves;
            }
        }
        total
    }

    /// The waves of the whole dispatch.
    pub fn total_waves(&self) -> u64 {
        self.waves_before_group(self.groups.iter().map(|&g| u64::from(g)).product())
    }

    /// The lanes of a work-group's wave that hold work-items, as work-item ids (within the
    /// work-group, laid out X fastest over the work-group's own size).
    pub fn wave_items(&self, group: [u32; 3], wave_in_group: u32) -> Vec<[u32; 3]> {
        let lanes = self.wave_size.lanes();
        let size = self.group_size(group);
        let total = size[0] * size[1] * size[2];
        let first = wave_in_group * lanes;
        (first..(first + lanes).min(total))
            .map(|flat| {
                let x = flat % size[0];
                let y = (flat / size[0]) % size[1];
                let z = flat / (size[0] * size[1]);
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
        let items = self.wave_items(group, wave_in_group);
        w.exec = if items.len() >= 64 {
            u64::MAX
        } else {
            (1u64 << items.len()) - 1
        };
        w.mode = self.initial.mode;
        let set = |w: &mut Wave, s: &InitialSgpr, k: u32, v: u32| {
            if let Some(r) = w.sgpr.get_mut((s.first + k) as usize) {
                *r = v;
            }
        };
        for s in &self.initial.sgprs {
            let pair = |w: &mut Wave, v: u64| {
                set(w, s, 0, v as u32);
                set(w, s, 1, (v >> 32) as u32);
            };
            match s.kind {
                SgprKind::PrivateSegmentBuffer => {
                    let stride_code = if self.wave_size == WaveSize::Wave64 {
                        3
                    } else {
                        2
                    };
                    set(w, s, 0, self.scratch_base as u32);
                    set(
                        w,
                        s,
                        1,
                        ((self.scratch_base >> 32) as u32 & 0xffff) | 1 << 31,
                    );
                    set(w, s, 2, u32::MAX);
                    set(w, s, 3, 1 << 23 | stride_code << 21 | 1 << 19 | 0x27ac);
                }
                SgprKind::DispatchPtr => pair(w, self.packet),
                SgprKind::QueuePtr => pair(w, self.queue),
                SgprKind::KernargSegmentPtr => pair(w, self.kernarg),
                SgprKind::DispatchId => pair(w, 0),
                SgprKind::FlatScratchInit => pair(w, self.scratch_base),
                SgprKind::PrivateSegmentSize => set(w, s, 0, self.scratch_per_lane),
                SgprKind::PreloadedKernargs => {
                    let off = self.initial.preload_offset as usize * 4;
                    for k in 0..s.count {
                        let at = off + 4 * k as usize;
                        let v = kernarg_bytes
                            .get(at..at + 4)
                            .map_or(0, |b| u32::from_le_bytes(b.try_into().unwrap()));
                        set(w, s, k, v);
                    }
                }
                SgprKind::WorkgroupIdX => set(w, s, 0, group[0]),
                SgprKind::WorkgroupIdY => set(w, s, 0, group[1]),
                SgprKind::WorkgroupIdZ => set(w, s, 0, group[2]),
                SgprKind::WorkgroupInfo => {
                    let first = (wave_in_group == 0) as u32;
                    set(w, s, 0, first << 31 | (self.waves_in_group(group) & 0x3f))
                }
                SgprKind::PrivateSegmentWavefrontOffset => {
                    set(w, s, 0, (wave_scratch - self.scratch_base) as u32)
                }
            }
        }
        // The trap handler's metadata (debugger wave id, packet index, work-group; on GFX12
        // the "architected SGPRs" TTMP9 = X and TTMP7 = Y | Z << 16 that kernels read).
        if let Some(layout) = self.initial.trap_layout {
            codeobj::core::cwsr::TrapMetadata {
                wave_id: w.id.0 as u64,
                packet_index: ((self.packet - self.queue - 256) / 64) as u32,
                group,
                wave_in_group,
            }
            .store(layout, p, &mut w.ttmp);
        }
        for v in &self.initial.vgprs {
            match *v {
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
    #[error("argument {index}{name} is `{value_kind}`, which does not take {given}")]
    ArgKind {
        /// Argument index.
        index: usize,
        /// ` (its source name)`, or nothing when the metadata has none.
        name: String,
        /// Its `.value_kind`.
        value_kind: String,
        /// What was given.
        given: &'static str,
    },
    /// A by-value argument given with another size than the kernel's.
    #[error(
        "argument {index}{name} is a {size}-byte value, the launch gives {given} bytes \
         (a struct or vector: its elements in order, e.g. {{\"value\": {{\"type\": \"f32\", \"data\": [1, 2, 3]}}}} or f32:1,2,3)"
    )]
    ValueSize {
        /// Argument index.
        index: usize,
        /// ` (its source name)`, or nothing when the metadata has none.
        name: String,
        /// Its size in the metadata.
        size: u64,
        /// The bytes given.
        given: usize,
    },
}

/// Buffers a language runtime gives kernels through hidden arguments (HIP's hostcall buffer
/// for device `printf`, the multi-grid sync argument of cooperative launches, the device heap,
/// OpenCL's printf buffer); zero where the dispatch has none, as the simulator's own launches.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RuntimeBuffers {
    /// `hidden_hostcall_buffer`.
    pub hostcall_buffer: u64,
    /// `hidden_multigrid_sync_arg`.
    pub multigrid_sync: u64,
    /// `hidden_heap_v1`.
    pub heap: u64,
    /// `hidden_printf_buffer`.
    pub printf_buffer: u64,
}

/// What the kernarg builder needs to know about the launch.
pub struct KernargInputs<'a> {
    /// Kernel name (for messages).
    pub kernel: &'a str,
    /// Metadata arguments (explicit and hidden).
    pub args: &'a [ArgMetadata],
    /// Launch arguments (explicit only).
    pub launch: &'a [LaunchArg],
    /// Or the explicit part of the segment as a language runtime packed it (the bytes go at
    /// the start of the segment as they are; `launch` is then empty).
    pub explicit: Option<&'a [u8]>,
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
    /// The runtime's buffers.
    pub runtime: RuntimeBuffers,
}

/// Builds the kernarg segment (`size` bytes).
pub fn kernarg_segment(inp: &KernargInputs, size: usize) -> Result<Vec<u8>, KernargError> {
    let mut k = vec![0u8; size];
    let explicit: Vec<&ArgMetadata> = inp.args.iter().filter(|a| !a.is_hidden()).collect();
    if let Some(bytes) = inp.explicit {
        let n = bytes.len().min(size);
        k[..n].copy_from_slice(&bytes[..n]);
    } else if explicit.len() != inp.launch.len() {
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
        let name = || {
            meta.name
                .as_ref()
                .map(|n| format!(" ({n})"))
                .unwrap_or_default()
        };
        let bad = |given| KernargError::ArgKind {
            index: i,
            name: name(),
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
            // A value of another size would be cut or padded with zeros: a wrong argument.
            ("by_value", LaunchArg::Value(v)) if v.len() as u64 != meta.size => {
                return Err(KernargError::ValueSize {
                    index: i,
                    name: name(),
                    size: meta.size,
                    given: v.len(),
                })
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
            "hidden_hostcall_buffer" => inp.runtime.hostcall_buffer,
            "hidden_multigrid_sync_arg" => inp.runtime.multigrid_sync,
            "hidden_heap_v1" => inp.runtime.heap,
            "hidden_printf_buffer" => inp.runtime.printf_buffer,
            // Global offsets are zero; the default queue and completion action do not exist
            // in the simulator (null).
            _ => 0,
        };
        put(a.offset, &v.to_le_bytes(), a.size);
    }
    Ok(k)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(grid: [u32; 3], block: [u32; 3], wave_size: WaveSize) -> DispatchSetup {
        let processor = Processor::by_name("gfx1030").unwrap();
        DispatchSetup {
            processor,
            kd: KernelDescriptor::default(),
            wave_size,
            grid,
            block,
            groups: [0, 1, 2].map(|d| grid[d].div_ceil(block[d])),
            waves_per_group: block.iter().product::<u32>().div_ceil(wave_size.lanes()),
            packet: 0x1100,
            queue: 0x1000,
            kernarg: 0,
            scratch_base: 0,
            scratch_per_lane: 0,
            entry: 0,
            lds_size: 0,
            initial: InitialState::of(&KernelDescriptor::default(), processor),
        }
    }

    #[test]
    fn partial_work_groups_hold_the_remaining_work_items() {
        let s = setup([100, 1, 1], [64, 1, 1], WaveSize::Wave64);
        assert_eq!(s.group_size([1, 0, 0]), [36, 1, 1]);
        assert_eq!(s.wave_items([1, 0, 0], 0).len(), 36);
        let s = setup([100, 5, 1], [8, 4, 1], WaveSize::Wave32);
        // The last group in X and Y holds 4 x 1 work-items, laid out over its own size.
        assert_eq!(s.group_size([12, 1, 0]), [4, 1, 1]);
        assert_eq!(
            s.wave_items([12, 1, 0], 0),
            vec![[0, 0, 0], [1, 0, 0], [2, 0, 0], [3, 0, 0]]
        );
        assert_eq!(s.wave_items([12, 0, 0], 0)[4], [0, 1, 0]);
    }

    #[test]
    fn waves_before_a_group_count_partial_groups() {
        for (grid, block, size) in [
            ([100, 1, 1], [64, 1, 1], WaveSize::Wave64),
            ([70, 9, 5], [16, 4, 2], WaveSize::Wave32),
            ([33, 33, 3], [32, 32, 1], WaveSize::Wave64),
            ([64, 64, 4], [64, 1, 1], WaveSize::Wave32),
        ] {
            let s = setup(grid, block, size);
            let total: u64 = s.groups.iter().map(|&g| u64::from(g)).product();
            let mut seen = 0u64;
            for n in 0..=total {
                assert_eq!(
                    s.waves_before_group(n),
                    seen,
                    "{grid:?} {block:?} group {n}"
                );
                if n < total {
                    seen += u64::from(s.waves_in_group(s.group_id(n)));
                }
            }
            assert_eq!(s.total_waves(), seen);
        }
    }
}
