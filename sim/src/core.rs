//! Writing the simulator's state as an AMDGPU core file, in the layout the ROCm runtime and
//! ROCgdb produce (`codeobj::core`): the KFD note for the one agent and queue, memory segments
//! for every mapped region (only touched pages carry bytes; the rest of a region is described
//! as zero-filled memory), the queue's context-save area with one record per live wave, the
//! runtime's code-object list, and hdb's stop-detail note.

use amdgpu::target::{StopReason, Target};
use amdgpu::WaveSize;
use codeobj::core::cwsr::{self, Layout, SavedWave, WaveWord};
use codeobj::core::file::{CoreBuilder, PF_R, PF_W, PF_X};
use codeobj::core::note::{
    DeviceInfo, KfdNote, QueueSnapshot, KFD_VERSION, QUEUE_TYPE_COMPUTE_AQL, RUNTIME_STATE_ENABLED,
};
use codeobj::core::queue::{amd_queue, r_debug_image};
use codeobj::core::target::{stop_detail_line, HDB_OWNER, NT_HDB_STOP_DETAIL};
use codeobj::core::{CoreError, CoreResult};

use crate::memory::RegionKind;
use crate::simulator::Simulator;
use crate::wave::{RunState, Wave};

/// What a core holds, for the writer's report.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CoreSummary {
    /// Waves saved.
    pub waves: usize,
    /// Work-groups whose LDS was saved.
    pub groups: usize,
    /// `PT_LOAD` segments.
    pub segments: usize,
    /// Bytes of memory written (segments' file bytes).
    pub memory_bytes: u64,
    /// Bytes of the context-save area.
    pub save_area_bytes: u64,
    /// Total file size.
    pub file_bytes: u64,
}

impl std::fmt::Display for CoreSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} waves, {} work-group LDS, {} segments ({} bytes of memory, {} bytes of context-save area), {} bytes",
            self.waves, self.groups, self.segments, self.memory_bytes, self.save_area_bytes, self.file_bytes
        )
    }
}

/// KFD's exception code bit for a stop reason (`1 << (EC - 1)`, anchors.md §3.7).
fn exception_bit(reason: &StopReason) -> u64 {
    let ec = match reason {
        StopReason::MemoryFault { .. } | StopReason::MemoryViolation => 5,
        StopReason::IllegalInstruction { .. } => 4,
        StopReason::AssertTrap | StopReason::Trap(_) => 2,
        _ => return 0,
    };
    1 << (ec - 1)
}

impl Simulator {
    /// The simulator's current state as a split GPU core (`EM_AMDGPU`), with a summary of
    /// what was written. Waves that have exited are not saved (the hardware forgets them).
    pub fn write_core(&self) -> CoreResult<(Vec<u8>, CoreSummary)> {
        let processor = self.processor();
        let layout = Layout::of(processor).ok_or_else(|| {
            CoreError::Unrepresentable(format!(
                "{} has no context-save area layout",
                processor.name
            ))
        })?;
        let setup = self.setup();
        let mem = self.memory();
        let apertures = self.apertures_value();
        let mut b = CoreBuilder::gpu();
        let mut summary = CoreSummary::default();
        // Memory: each region, touched pages as bytes, the gaps as zero-filled segments.
        let mut end_of_memory = 0u64;
        for (base, size, kind, pages) in mem.touched() {
            end_of_memory = end_of_memory.max(base + size);
            let flags = match kind {
                RegionKind::Code => PF_R | PF_X,
                _ => PF_R | PF_W,
            };
            let mut at = 0u64;
            let mut run: Option<(u64, Vec<u8>)> = None;
            let flush =
                |b: &mut CoreBuilder, run: &mut Option<(u64, Vec<u8>)>, s: &mut CoreSummary| {
                    if let Some((off, bytes)) = run.take() {
                        s.memory_bytes += bytes.len() as u64;
                        s.segments += 1;
                        b.segment(base + off, flags, bytes.len() as u64, bytes);
                    }
                };
            for (off, bytes) in pages {
                if off > at {
                    flush(&mut b, &mut run, &mut summary);
                    b.segment(base + at, flags, off - at, Vec::new());
                    summary.segments += 1;
                }
                match &mut run {
                    Some((start, v)) if *start + v.len() as u64 == off => {
                        v.extend_from_slice(bytes)
                    }
                    _ => {
                        flush(&mut b, &mut run, &mut summary);
                        run = Some((off, bytes.to_vec()));
                    }
                }
                at = off + bytes.len() as u64;
            }
            flush(&mut b, &mut run, &mut summary);
            if at < size {
                b.segment(base + at, flags, size - at, Vec::new());
                summary.segments += 1;
            }
        }
        // The context-save area and the runtime's list go above all simulated memory.
        let area_address = (end_of_memory + 0x10_0000).next_multiple_of(0x10_0000);
        let mut waves: Vec<&Wave> = self.live_waves().collect();
        waves.sort_by_key(|w| w.id);
        let mut groups_seen = std::collections::HashSet::new();
        let lds_size = setup.lds_size.next_multiple_of(512) as usize;
        let slot_stride = mem_u32(self, setup.queue + amd_queue::COMPUTE_TMPRING_SIZE as u64)
            .map(|t| (t >> 12 & 0x1fff) as u64 * 1024)?;
        let mut saved = Vec::new();
        let mut details = String::new();
        let mut exceptions = 0u64;
        for w in &waves {
            let first = groups_seen.insert(w.group_slot);
            let lanes = w.size.lanes() as usize;
            let (vgprs, agprs) = self.register_allocation();
            let file = |f: &[[u32; 64]], n: usize| -> Vec<u32> {
                (0..n)
                    .flat_map(|r| f.get(r).map_or([0; 64], |row| *row)[..lanes].to_vec())
                    .collect()
            };
            let lds = if first {
                let mut v = vec![0u8; lds_size];
                self.group_lds(w.group_slot, &mut v[..setup.lds_size as usize]);
                v
            } else {
                Vec::new()
            };
            let slot = w.scratch_size as u32; // the simulator keeps the slot index there
            if slot_stride == 0 || w.scratch_base != setup.scratch_base + slot as u64 * slot_stride
            {
                return Err(CoreError::Unrepresentable(format!(
                    "wave {}'s scratch at {:#x} is not slot {slot} of {slot_stride:#x} bytes (a per-wave scratch of more than 8 MiB)",
                    w.id.0, w.scratch_base
                )));
            }
            if let RunState::Stopped(r) = &w.state {
                details.push_str(&stop_detail_line(w.id.0 as u64, r));
                exceptions |= exception_bit(r);
            }
            saved.push(SavedWave {
                size: w.size,
                word: WaveWord {
                    scratch_slot: slot,
                    scratch_enabled: true,
                    first_in_group: first,
                    last_in_group: w.wave_in_group + 1 == setup.waves_per_group,
                },
                sgprs: w.sgpr[..layout.scalars()].to_vec(),
                vcc: w.vcc,
                flat_scratch: w.flat_scratch,
                xnack_mask: w.xnack_mask,
                m0: w.m0,
                pc: w.pc,
                exec: if w.size == WaveSize::Wave32 {
                    w.exec & 0xffff_ffff
                } else {
                    w.exec
                },
                status: w.status_value(),
                trapsts: w.trapsts,
                mode: w.mode,
                ttmps: w.ttmp,
                vgprs: file(&w.vgpr, vgprs),
                agprs: file(&w.agpr, agprs),
                lds,
            });
        }
        summary.waves = saved.len();
        summary.groups = groups_seen.len();
        let area = cwsr::write_area(layout, &saved, 0)?;
        summary.save_area_bytes = area.len() as u64;
        let area_size = area.len() as u32;
        summary.segments += 1;
        b.segment(area_address, PF_R | PF_W, area.len() as u64, area);
        let r_debug = (area_address + area_size as u64 + 0x1000).next_multiple_of(0x1000);
        let cos: Vec<(u64, String)> = self
            .code_objects()
            .into_iter()
            .map(|c| (c.load_base, c.uri))
            .collect();
        let image = r_debug_image(r_debug, &cos);
        summary.memory_bytes += image.len() as u64;
        summary.segments += 1;
        b.segment(r_debug, PF_R | PF_W, image.len() as u64, image);
        let gfx = processor.gfx_target_version().ok_or_else(|| {
            CoreError::Unrepresentable(format!("{} has no KFD gfx_target_version", processor.name))
        })?;
        let note = KfdNote {
            kfd_version: KFD_VERSION,
            runtime: codeobj::core::RuntimeInfo {
                r_debug,
                runtime_state: RUNTIME_STATE_ENABLED,
                ttmp_setup: 1,
            },
            devices: vec![DeviceInfo {
                exception_status: exceptions,
                lds_base: apertures.local_base,
                lds_limit: apertures.local_base + 0xffff_ffff,
                scratch_base: apertures.private_base,
                scratch_limit: apertures.private_base + 0xffff_ffff,
                gpuvm_base: 0,
                gpuvm_limit: (1 << 47) - 1,
                gpu_id: self.agents()[0].gpu_id,
                vendor_id: 0x1002,
                gfx_target_version: gfx,
                simd_count: 4,
                max_waves_per_simd: 8,
                array_count: 1,
                simd_arrays_per_engine: 1,
                num_xcc: 1,
                // Watch points supported, trap debug support.
                capability: 0x80 | 0x8000,
                ..DeviceInfo::default()
            }],
            queues: vec![QueueSnapshot {
                exception_status: exceptions,
                ring_base_address: setup.packet,
                write_pointer_address: setup.queue + amd_queue::WRITE_DISPATCH_ID as u64,
                read_pointer_address: setup.queue + amd_queue::READ_DISPATCH_ID as u64,
                ctx_save_restore_address: area_address,
                queue_id: self.queues()[0].hw_id,
                gpu_id: self.agents()[0].gpu_id,
                ring_size: 64 * codeobj::core::queue::PACKET_SIZE as u32,
                queue_type: QUEUE_TYPE_COMPUTE_AQL,
                ctx_save_restore_area_size: area_size,
            }],
        };
        b.note(
            codeobj::core::note::OWNER,
            codeobj::core::note::NT_AMDGPU_KFD_CORE_STATE,
            &note.to_bytes(),
        );
        if !details.is_empty() {
            b.note(HDB_OWNER, NT_HDB_STOP_DETAIL, details.as_bytes());
        }
        let bytes = b.to_bytes();
        summary.file_bytes = bytes.len() as u64;
        Ok((bytes, summary))
    }
}

fn mem_u32(sim: &Simulator, address: u64) -> CoreResult<u32> {
    sim.memory()
        .read_u32(address)
        .map_err(|_| CoreError::Unrepresentable(format!("the queue at {address:#x} is not mapped")))
}
