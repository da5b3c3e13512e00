//! Writing the simulator's state as an AMDGPU core file, in the layout the ROCm runtime and
//! ROCgdb produce (`codeobj::core`): the KFD note for the one agent and queue, memory segments
//! for every mapped region (only touched pages carry bytes; the rest of a region is described
//! as zero-filled memory), the queue's context-save area with one record per live wave, the
//! runtime's code-object list, and hdb's stop-detail note.

use amdgpu::target::StopReason;
use amdgpu::WaveSize;
use codeobj::core::cwsr::{self, Layout, SavedWave, WaveWord};
use codeobj::core::file::{CoreBuilder, PF_R, PF_W, PF_X};
use codeobj::core::note::{
    DeviceInfo, KfdNote, QueueSnapshot, KFD_VERSION, QUEUE_TYPE_COMPUTE_AQL, RUNTIME_STATE_ENABLED,
};
use codeobj::core::queue::{amd_queue, r_debug_image, DispatchPacket, PACKET_SIZE};
use codeobj::core::target::{
    focus_line, stop_detail_line, HDB_OWNER, NT_HDB_FOCUS, NT_HDB_STOP_DETAIL,
};
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
        let tmpring = mem_u32(self, setup.queue + amd_queue::COMPUTE_TMPRING_SIZE as u64)?;
        let slot_stride = (tmpring >> 12 & 0x1fff) as u64 * 1024;
        let ring_waves = tmpring & 0xfff;
        // The hardware gives a wave scratch only when its kernel enables the private segment;
        // a wave without scratch names no slot, so any number of them fit in a core.
        let scratch_enabled = self.kernel_enables_scratch()?;
        let shader_engines = if scratch_enabled {
            self.shader_engines_for(layout, &waves, ring_waves)?
        } else {
            1
        };
        let mut saved = Vec::new();
        let mut details = String::new();
        let mut exceptions = 0u64;
        // A core written at a fault opens at the first faulting wave's faulting lane.
        let mut focus = None;
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
            let index = w.scratch_size; // the simulator keeps the slot index there
            let (slot, shader_engine) = if scratch_enabled {
                if slot_stride == 0 || w.scratch_base != setup.scratch_base + index * slot_stride {
                    return Err(CoreError::Unrepresentable(format!(
                        "wave {}'s scratch at {:#x} is not slot {index} of {slot_stride:#x} bytes (a per-wave scratch of more than 8 MiB)",
                        w.id.0, w.scratch_base
                    )));
                }
                WaveWord::place_scratch(index, ring_waves, shader_engines, layout)
                    .expect("checked by shader_engines_for")
            } else {
                (0, 0)
            };
            if let RunState::Stopped(r) = &w.state {
                details.push_str(&stop_detail_line(w.id.0 as u64, r));
                exceptions |= exception_bit(r);
                if let (None, Some(lane)) = (&focus, w.fault_lane) {
                    focus = Some(focus_line(w.id, amdgpu::target::Lane(lane)));
                }
            }
            saved.push(SavedWave {
                size: w.size,
                word: WaveWord {
                    scratch_slot: slot,
                    shader_engine,
                    scratch_enabled,
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
            .machine()
            .target_code_objects()
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
                gpu_id: self.machine().target_agents()[0].gpu_id,
                vendor_id: 0x1002,
                gfx_target_version: gfx,
                simd_count: 4,
                max_waves_per_simd: 8,
                // One shader array per engine: readers take the engine count from these.
                array_count: shader_engines,
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
                queue_id: self.machine().target_queues()[0].hw_id,
                gpu_id: self.machine().target_agents()[0].gpu_id,
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
        if let Some(f) = focus {
            b.note(HDB_OWNER, NT_HDB_FOCUS, f.as_bytes());
        }
        let bytes = b.to_bytes();
        summary.file_bytes = bytes.len() as u64;
        Ok((bytes, summary))
    }
}

impl Simulator {
    /// Whether the dispatched kernel enables the private segment (`COMPUTE_PGM_RSRC2`'s
    /// `SCRATCH_EN`), read back from the dispatch packet and the descriptor it points at.
    fn kernel_enables_scratch(&self) -> CoreResult<bool> {
        let setup = self.setup();
        let mut packet = [0u8; PACKET_SIZE];
        self.memory()
            .read(setup.packet, &mut packet)
            .map_err(|_| unmapped("the dispatch packet", setup.packet))?;
        let packet = DispatchPacket::parse(&packet, setup.packet)?;
        let mut kd = [0u8; amdgpu::kd::KERNEL_DESCRIPTOR_SIZE];
        self.memory()
            .read(packet.kernel_object, &mut kd)
            .map_err(|_| unmapped("the kernel descriptor", packet.kernel_object))?;
        let kd = amdgpu::KernelDescriptor::parse(&kd).map_err(|e| {
            CoreError::Unrepresentable(format!("the dispatched kernel descriptor: {e}"))
        })?;
        Ok(kd.field(self.processor(), "ENABLE_PRIVATE_SEGMENT") == Some(1))
    }

    /// How many shader engines the waves' scratch slots are spread over (see
    /// [`shader_engines`]).
    fn shader_engines_for(
        &self,
        layout: Layout,
        waves: &[&Wave],
        ring_waves: u32,
    ) -> CoreResult<u32> {
        let indices: Vec<u64> = waves.iter().map(|w| w.scratch_size).collect();
        shader_engines(layout, &indices, ring_waves, self.processor().name)
    }
}

/// The fewest shader engines (a power of two) over which waves using scratch slots `indices`
/// of a ring of `ring_waves` can be named in wave words, or the limit named when they
/// cannot.
fn shader_engines(
    layout: Layout,
    indices: &[u64],
    ring_waves: u32,
    processor: &str,
) -> CoreResult<u32> {
    let max_engines = WaveWord::max_shader_engines(layout);
    let mut engines = 1;
    while engines <= max_engines {
        if indices
            .iter()
            .all(|&i| WaveWord::place_scratch(i, ring_waves, engines, layout).is_some())
        {
            return Ok(engines);
        }
        engines *= 2;
    }
    let highest = indices.iter().max().copied().unwrap_or(0);
    let slots = WaveWord::max_slot(layout) + 1;
    let fit = (max_engines * slots).min(0xfff);
    Err(CoreError::Unrepresentable(format!(
        "{} waves with scratch are resident (the highest scratch slot is {highest}), but a \
         {processor} core names at most {fit}: {max_engines} shader engines of {slots} scratch \
         slots in a wave word, and {} waves in a queue's scratch ring (COMPUTE_TMPRING_SIZE.WAVES \
         is 12 bits); lower --resident-groups so that at most {fit} waves are resident",
        indices.len(),
        0xfff,
    )))
}

fn unmapped(what: &str, address: u64) -> CoreError {
    CoreError::Unrepresentable(format!("{what} at {address:#x} is not mapped"))
}

fn mem_u32(sim: &Simulator, address: u64) -> CoreResult<u32> {
    sim.memory()
        .read_u32(address)
        .map_err(|_| CoreError::Unrepresentable(format!("the queue at {address:#x} is not mapped")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scratch_slots_spread_over_shader_engines_up_to_the_real_limit() {
        let layout = Layout::of(amdgpu::Processor::by_name("gfx90a").unwrap()).unwrap();
        let all = |n: u64| (0..n).collect::<Vec<u64>>();
        assert_eq!(shader_engines(layout, &all(512), 512, "gfx90a").unwrap(), 1);
        assert_eq!(shader_engines(layout, &all(600), 600, "gfx90a").unwrap(), 2);
        assert_eq!(
            shader_engines(layout, &all(4000), 4000, "gfx90a").unwrap(),
            8
        );
        // 5,000 waves: the ring's 12-bit count cannot hold them.
        let e = shader_engines(layout, &all(5000), 5000 & 0xfff, "gfx90a").unwrap_err();
        let e = e.to_string();
        assert!(e.contains("5000 waves with scratch"), "{e}");
        assert!(e.contains("COMPUTE_TMPRING_SIZE.WAVES"), "{e}");
        assert!(e.contains("lower --resident-groups"), "{e}");
        // Every index comes back from its slot and engine.
        for i in 0..4000u64 {
            let (slot, se) = WaveWord::place_scratch(i, 4000, 8, layout).unwrap();
            let w = WaveWord {
                scratch_slot: slot,
                shader_engine: se,
                ..WaveWord::default()
            };
            assert_eq!(w.scratch_index(4000, 8), i);
        }
    }
}
