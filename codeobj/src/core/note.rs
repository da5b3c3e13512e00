//! The `NT_AMDGPU_KFD_CORE_STATE` note descriptor (`shared/notes/anchors.md` §5.2): a frozen
//! KFD's answers — runtime info, the device snapshot and the queue snapshot — in the KFD UAPI
//! structures (§3.2–3.4), every block padded to 8 bytes.
//!
//! Entries carry their own size so newer KFDs can grow them: the reader steps by the declared
//! size and keeps the fields it knows (as amd-dbgapi does), but refuses a size that is not a
//! multiple of 8 or smaller than the fields it needs, and a descriptor with bytes left over.

use super::{pad_to, put_u32, put_u64, CoreError, CoreResult, Fields};

/// The note's owner name.
pub const OWNER: &[u8] = b"AMDGPU";
/// The note type (`NT_AMDGPU_CORE_STATE` in ROCr and gdb, `NT_AMDGPU_KFD_CORE_STATE` in LLVM).
pub const NT_AMDGPU_KFD_CORE_STATE: u32 = crate::note::NT_AMDGPU_KFD_CORE_STATE;
/// The one note format version this reader and writer know ("kfd note").
pub const VERSION: u64 = 1;
/// KFD version written: 1.13 is the first with the debugger API (§3.1).
pub const KFD_VERSION: (u32, u32) = (1, 13);

/// `sizeof(struct kfd_runtime_info)`.
pub const RUNTIME_INFO_SIZE: usize = 16;
/// `sizeof(struct kfd_dbg_device_info_entry)` in KFD 1.13–1.23.
pub const DEVICE_ENTRY_SIZE: usize = 120;
/// `sizeof(struct kfd_queue_snapshot_entry)`.
pub const QUEUE_ENTRY_SIZE: usize = 64;
/// The descriptor's fixed header.
const HEADER_SIZE: usize = 40;

/// `DEBUG_RUNTIME_STATE_ENABLED`.
pub const RUNTIME_STATE_ENABLED: u32 = 1;
/// `KFD_IOC_QUEUE_TYPE_COMPUTE_AQL`.
pub const QUEUE_TYPE_COMPUTE_AQL: u32 = 2;

/// `struct kfd_runtime_info`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RuntimeInfo {
    /// Address of the runtime's `_amdgpu_r_debug` (its code-object list).
    pub r_debug: u64,
    /// `DEBUG_RUNTIME_STATE_*`.
    pub runtime_state: u32,
    /// Whether the runtime asked SPI to initialise the TTMPs.
    pub ttmp_setup: u32,
}

/// `struct kfd_dbg_device_info_entry`: one agent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[allow(missing_docs)] // the KFD field names, documented in anchors.md §3.3
pub struct DeviceInfo {
    pub exception_status: u64,
    pub lds_base: u64,
    pub lds_limit: u64,
    pub scratch_base: u64,
    pub scratch_limit: u64,
    pub gpuvm_base: u64,
    pub gpuvm_limit: u64,
    pub gpu_id: u32,
    pub location_id: u32,
    pub vendor_id: u32,
    pub device_id: u32,
    pub revision_id: u32,
    pub subsystem_vendor_id: u32,
    pub subsystem_device_id: u32,
    pub fw_version: u32,
    /// `major * 10000 + minor * 100 + stepping` (gfx90a → 90010).
    pub gfx_target_version: u32,
    pub simd_count: u32,
    pub max_waves_per_simd: u32,
    pub array_count: u32,
    pub simd_arrays_per_engine: u32,
    pub num_xcc: u32,
    pub capability: u32,
    pub debug_prop: u32,
}

/// `struct kfd_queue_snapshot_entry`: one queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[allow(missing_docs)] // the KFD field names, documented in anchors.md §3.4
pub struct QueueSnapshot {
    pub exception_status: u64,
    pub ring_base_address: u64,
    pub write_pointer_address: u64,
    pub read_pointer_address: u64,
    /// The first per-XCC context-save area; the others follow at `ctx_save_restore_area_size`.
    pub ctx_save_restore_address: u64,
    pub queue_id: u32,
    pub gpu_id: u32,
    pub ring_size: u32,
    pub queue_type: u32,
    pub ctx_save_restore_area_size: u32,
}

/// The whole descriptor.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KfdNote {
    /// KFD major and minor version.
    pub kfd_version: (u32, u32),
    /// Runtime info.
    pub runtime: RuntimeInfo,
    /// One entry per agent.
    pub devices: Vec<DeviceInfo>,
    /// One entry per queue.
    pub queues: Vec<QueueSnapshot>,
}

impl KfdNote {
    /// Parses a descriptor that starts at file offset `base` (for messages).
    pub fn parse(desc: &[u8], base: u64) -> CoreResult<KfdNote> {
        let f = Fields {
            data: desc,
            what: "AMDGPU core-state note header".into(),
            base,
        };
        let version = f.u64(0)?;
        if version != VERSION {
            return Err(CoreError::NoteVersion { version });
        }
        let kfd_version = (f.u32(8)?, f.u32(12)?);
        let runtime_size = f.u64(16)?;
        let counts = [
            (
                "agent_entry",
                f.u32(24)?,
                f.u32(28)?,
                28usize,
                DEVICE_ENTRY_SIZE,
            ),
            ("queue_entry", f.u32(32)?, f.u32(36)?, 36, QUEUE_ENTRY_SIZE),
        ];
        let bad = |field: &str, off: usize, reason: String| CoreError::Field {
            field: field.into(),
            offset: base + off as u64,
            reason,
        };
        if runtime_size % 8 != 0 || runtime_size < RUNTIME_INFO_SIZE as u64 {
            return Err(bad(
                "runtime_info_size",
                16,
                format!("{runtime_size} is not a multiple of 8 of at least {RUNTIME_INFO_SIZE}"),
            ));
        }
        for (name, _, size, off, known) in counts {
            if size % 8 != 0 || (size as usize) < known {
                return Err(bad(
                    &format!("{name}_size"),
                    off,
                    format!("{size} is not a multiple of 8 of at least {known}"),
                ));
            }
        }
        // Every block must lie inside the descriptor, and together fill it exactly.
        let mut pos = HEADER_SIZE as u64;
        let (rs, _) = take_block(desc, base, &mut pos, "kfd_runtime_info", runtime_size)?;
        let rf = Fields {
            data: &desc[rs..],
            what: "kfd_runtime_info".into(),
            base: base + rs as u64,
        };
        let runtime = RuntimeInfo {
            r_debug: rf.u64(0)?,
            runtime_state: rf.u32(8)?,
            ttmp_setup: rf.u32(12)?,
        };
        let devices = table(
            desc,
            base,
            &mut pos,
            "device",
            ("agent_entry_count", 24),
            counts[0].1,
            counts[0].2,
            |e| {
                Ok(DeviceInfo {
                    exception_status: e.u64(0)?,
                    lds_base: e.u64(8)?,
                    lds_limit: e.u64(16)?,
                    scratch_base: e.u64(24)?,
                    scratch_limit: e.u64(32)?,
                    gpuvm_base: e.u64(40)?,
                    gpuvm_limit: e.u64(48)?,
                    gpu_id: e.u32(56)?,
                    location_id: e.u32(60)?,
                    vendor_id: e.u32(64)?,
                    device_id: e.u32(68)?,
                    revision_id: e.u32(72)?,
                    subsystem_vendor_id: e.u32(76)?,
                    subsystem_device_id: e.u32(80)?,
                    fw_version: e.u32(84)?,
                    gfx_target_version: e.u32(88)?,
                    simd_count: e.u32(92)?,
                    max_waves_per_simd: e.u32(96)?,
                    array_count: e.u32(100)?,
                    simd_arrays_per_engine: e.u32(104)?,
                    num_xcc: e.u32(108)?,
                    capability: e.u32(112)?,
                    debug_prop: e.u32(116)?,
                })
            },
        )?;
        let queues = table(
            desc,
            base,
            &mut pos,
            "queue",
            ("queue_entry_count", 32),
            counts[1].1,
            counts[1].2,
            |e| {
                Ok(QueueSnapshot {
                    exception_status: e.u64(0)?,
                    ring_base_address: e.u64(8)?,
                    write_pointer_address: e.u64(16)?,
                    read_pointer_address: e.u64(24)?,
                    ctx_save_restore_address: e.u64(32)?,
                    queue_id: e.u32(40)?,
                    gpu_id: e.u32(44)?,
                    ring_size: e.u32(48)?,
                    queue_type: e.u32(52)?,
                    ctx_save_restore_area_size: e.u32(56)?,
                })
            },
        )?;
        if pos != desc.len() as u64 {
            return Err(CoreError::Field {
                field: "AMDGPU core-state note descriptor".into(),
                offset: base + pos,
                reason: format!(
                    "{} bytes follow the last queue entry (the blocks must fill the descriptor)",
                    desc.len() as u64 - pos
                ),
            });
        }
        Ok(KfdNote {
            kfd_version,
            runtime,
            devices,
            queues,
        })
    }

    /// The descriptor bytes, with today's entry sizes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        put_u64(&mut out, VERSION);
        put_u32(&mut out, self.kfd_version.0);
        put_u32(&mut out, self.kfd_version.1);
        put_u64(&mut out, RUNTIME_INFO_SIZE as u64);
        put_u32(&mut out, self.devices.len() as u32);
        put_u32(&mut out, DEVICE_ENTRY_SIZE as u32);
        put_u32(&mut out, self.queues.len() as u32);
        put_u32(&mut out, QUEUE_ENTRY_SIZE as u32);
        put_u64(&mut out, self.runtime.r_debug);
        put_u32(&mut out, self.runtime.runtime_state);
        put_u32(&mut out, self.runtime.ttmp_setup);
        for d in &self.devices {
            for v in [
                d.exception_status,
                d.lds_base,
                d.lds_limit,
                d.scratch_base,
                d.scratch_limit,
                d.gpuvm_base,
                d.gpuvm_limit,
            ] {
                put_u64(&mut out, v);
            }
            for v in [
                d.gpu_id,
                d.location_id,
                d.vendor_id,
                d.device_id,
                d.revision_id,
                d.subsystem_vendor_id,
                d.subsystem_device_id,
                d.fw_version,
                d.gfx_target_version,
                d.simd_count,
                d.max_waves_per_simd,
                d.array_count,
                d.simd_arrays_per_engine,
                d.num_xcc,
                d.capability,
                d.debug_prop,
            ] {
                put_u32(&mut out, v);
            }
            pad_to(&mut out, 8);
        }
        for q in &self.queues {
            for v in [
                q.exception_status,
                q.ring_base_address,
                q.write_pointer_address,
                q.read_pointer_address,
                q.ctx_save_restore_address,
            ] {
                put_u64(&mut out, v);
            }
            for v in [
                q.queue_id,
                q.gpu_id,
                q.ring_size,
                q.queue_type,
                q.ctx_save_restore_area_size,
                0,
            ] {
                put_u32(&mut out, v);
            }
        }
        out
    }
}

/// The next `len` bytes of the descriptor from `*pos`, as a range; `pos` moves past them.
fn take_block(
    desc: &[u8],
    base: u64,
    pos: &mut u64,
    what: &str,
    len: u64,
) -> CoreResult<(usize, usize)> {
    let start = *pos;
    let Some(end) = start.checked_add(len).filter(|&e| e <= desc.len() as u64) else {
        return Err(CoreError::Truncated {
            what: format!("AMDGPU core-state note: {what}"),
            offset: base + start,
            needed: len,
            available: (desc.len() as u64).saturating_sub(start),
        });
    };
    *pos = end;
    Ok((start as usize, end as usize))
}

/// A table of `count` entries of `size` bytes (the count is the header field `count_field` at
/// offset `count_offset`),
/// each read by `read` from its own bytes, which holds only the fields it knows: a larger
/// entry of a newer KFD is stepped over by its size.
#[allow(clippy::too_many_arguments)]
fn table<T>(
    desc: &[u8],
    base: u64,
    pos: &mut u64,
    kind: &str,
    (count_field, count_offset): (&str, u64),
    count: u32,
    size: u32,
    read: impl Fn(&Fields) -> CoreResult<T>,
) -> CoreResult<Vec<T>> {
    let (n, size) = (u64::from(count), u64::from(size));
    let total = n.checked_mul(size).ok_or_else(|| CoreError::Field {
        field: count_field.into(),
        offset: base + count_offset,
        reason: format!("{n} entries of {size} bytes overflow"),
    })?;
    let what = format!("{n} {kind} entries of {size} bytes");
    let (start, _) = take_block(desc, base, pos, &what, total)?;
    (0..n as usize)
        .map(|i| {
            let at = start + i * size as usize;
            read(&Fields {
                data: &desc[at..at + size as usize],
                what: format!("{kind} entry {i}"),
                base: base + at as u64,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> KfdNote {
        KfdNote {
            kfd_version: KFD_VERSION,
            runtime: RuntimeInfo {
                r_debug: 0x1000,
                runtime_state: RUNTIME_STATE_ENABLED,
                ttmp_setup: 1,
            },
            devices: vec![DeviceInfo {
                gpu_id: 7,
                gfx_target_version: 90010,
                lds_base: 0x1_0000_0000_0000,
                num_xcc: 1,
                ..DeviceInfo::default()
            }],
            queues: vec![QueueSnapshot {
                ring_base_address: 0x5000,
                queue_id: 3,
                gpu_id: 7,
                ring_size: 4096,
                queue_type: QUEUE_TYPE_COMPUTE_AQL,
                ctx_save_restore_address: 0x9000,
                ctx_save_restore_area_size: 0x2000,
                ..QueueSnapshot::default()
            }],
        }
    }

    #[test]
    fn round_trip_and_sizes() {
        let n = sample();
        let b = n.to_bytes();
        assert_eq!(b.len(), 40 + 16 + 120 + 64);
        assert_eq!(KfdNote::parse(&b, 0).unwrap(), n);
    }

    /// A newer KFD's larger entries: step by the declared size, keep the known fields.
    #[test]
    fn larger_entries_are_stepped_over() {
        let n = sample();
        let b = n.to_bytes();
        let mut g = b[..40].to_vec();
        g[28..32].copy_from_slice(&128u32.to_le_bytes());
        g[36..40].copy_from_slice(&72u32.to_le_bytes());
        g.extend_from_slice(&b[40..56]);
        g.extend_from_slice(&b[56..176]);
        g.extend_from_slice(&[0xee; 8]);
        g.extend_from_slice(&b[176..240]);
        g.extend_from_slice(&[0xee; 8]);
        assert_eq!(KfdNote::parse(&g, 0).unwrap(), n);
    }

    #[test]
    fn bad_notes_are_named() {
        let b = sample().to_bytes();
        let mut v = b.clone();
        v[0] = 2;
        assert_eq!(
            KfdNote::parse(&v, 0).unwrap_err().to_string(),
            "AMDGPU core-state note version 2 is not supported (this reader knows version 1)"
        );
        let mut v = b.clone();
        v[28..32].copy_from_slice(&121u32.to_le_bytes());
        let e = KfdNote::parse(&v, 0x100).unwrap_err().to_string();
        assert!(
            e.starts_with("agent_entry_size at offset 0x11c: 121"),
            "{e}"
        );
        let mut v = b.clone();
        v[32..36].copy_from_slice(&u32::MAX.to_le_bytes());
        let e = KfdNote::parse(&v, 0).unwrap_err().to_string();
        assert!(e.contains("4294967295 queue entries"), "{e}");
        let mut v = b.clone();
        v.extend_from_slice(&[0; 8]);
        assert!(KfdNote::parse(&v, 0)
            .unwrap_err()
            .to_string()
            .contains("8 bytes follow"));
        for cut in 0..b.len() {
            assert!(KfdNote::parse(&b[..cut], 0).is_err(), "cut at {cut}");
        }
    }
}
