//! Runtime structures a core's memory holds and a reader walks: ROCr's `amd_queue_t` (the
//! AQL queue with its dispatch ids and scratch backing), the 64-byte kernel dispatch packet,
//! and ROCr's `r_debug` with its link map of loaded code objects (`l_name` is the code
//! object's URI, `l_addr` its load base).

use super::{put_u32, put_u64, CoreResult, Fields};

/// `sizeof(amd_queue_t)`: the ring follows it in hdb's queues.
pub const AMD_QUEUE_SIZE: usize = 256;
/// Bytes of an AQL packet.
pub const PACKET_SIZE: usize = 64;

/// Field offsets of `amd_queue_t` (its first 40 bytes are `hsa_queue_t`).
pub mod amd_queue {
    /// `hsa_queue_t.type`.
    pub const TYPE: usize = 0;
    /// `hsa_queue_t.features`.
    pub const FEATURES: usize = 4;
    /// `hsa_queue_t.base_address`: the ring.
    pub const BASE_ADDRESS: usize = 8;
    /// `hsa_queue_t.size`: packets in the ring.
    pub const SIZE: usize = 24;
    /// `hsa_queue_t.id`.
    pub const ID: usize = 32;
    /// `write_dispatch_id`.
    pub const WRITE_DISPATCH_ID: usize = 56;
    /// `group_segment_aperture_base_hi`.
    pub const GROUP_APERTURE_HI: usize = 64;
    /// `private_segment_aperture_base_hi`.
    pub const PRIVATE_APERTURE_HI: usize = 68;
    /// `read_dispatch_id`.
    pub const READ_DISPATCH_ID: usize = 128;
    /// `compute_tmpring_size`: WAVES [11:0], WAVESIZE [24:12] in 1 KiB units.
    pub const COMPUTE_TMPRING_SIZE: usize = 140;
    /// `scratch_backing_memory_location`.
    pub const SCRATCH_BACKING: usize = 160;
    /// `scratch_backing_memory_byte_size`.
    pub const SCRATCH_BACKING_SIZE: usize = 168;
    /// `scratch_workitem_byte_size`.
    pub const SCRATCH_WORKITEM_SIZE: usize = 176;
    /// `queue_properties`.
    pub const QUEUE_PROPERTIES: usize = 180;
}

/// The parts of `amd_queue_t` a debugger needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AmdQueue {
    /// `hsa_queue_type_t`: 0 multiple producers, 1 single producer, 2 cooperative.
    pub hsa_type: u32,
    /// The ring's address.
    pub ring: u64,
    /// Packets in the ring (a power of two).
    pub ring_packets: u32,
    /// The HSA queue id.
    pub id: u64,
    /// Packets written so far.
    pub write_dispatch_id: u64,
    /// Packets the packet processor has taken.
    pub read_dispatch_id: u64,
    /// High halves of the local and private apertures.
    pub aperture_hi: (u32, u32),
    /// Waves that may hold scratch at once.
    pub scratch_waves: u32,
    /// Scratch per wave slot, in bytes (a multiple of 1 KiB).
    pub scratch_wave_bytes: u64,
    /// Scratch backing of the queue.
    pub scratch_backing: u64,
    /// Its size.
    pub scratch_backing_size: u64,
    /// Scratch per work-item.
    pub scratch_workitem_size: u32,
}

impl AmdQueue {
    /// The 256 bytes of the structure.
    pub fn to_bytes(&self) -> [u8; AMD_QUEUE_SIZE] {
        use amd_queue::*;
        let mut b = [0u8; AMD_QUEUE_SIZE];
        let mut w32 = |off: usize, v: u32| b[off..off + 4].copy_from_slice(&v.to_le_bytes());
        w32(TYPE, self.hsa_type);
        w32(FEATURES, 1); // HSA_QUEUE_FEATURE_KERNEL_DISPATCH
        w32(SIZE, self.ring_packets);
        w32(GROUP_APERTURE_HI, self.aperture_hi.0);
        w32(PRIVATE_APERTURE_HI, self.aperture_hi.1);
        w32(
            COMPUTE_TMPRING_SIZE,
            (self.scratch_waves & 0xfff) | ((self.scratch_wave_bytes / 1024) as u32 & 0x1fff) << 12,
        );
        w32(SCRATCH_WORKITEM_SIZE, self.scratch_workitem_size);
        // ENABLE_TRAP_HANDLER | IS_PTR64.
        w32(QUEUE_PROPERTIES, 3);
        let mut w64 = |off: usize, v: u64| b[off..off + 8].copy_from_slice(&v.to_le_bytes());
        w64(BASE_ADDRESS, self.ring);
        w64(ID, self.id);
        w64(WRITE_DISPATCH_ID, self.write_dispatch_id);
        w64(READ_DISPATCH_ID, self.read_dispatch_id);
        w64(SCRATCH_BACKING, self.scratch_backing);
        w64(SCRATCH_BACKING_SIZE, self.scratch_backing_size);
        b
    }

    /// Reads the structure from its bytes at `address`.
    pub fn parse(bytes: &[u8], address: u64) -> CoreResult<AmdQueue> {
        use amd_queue::*;
        let f = Fields {
            data: bytes,
            what: format!("amd_queue_t at {address:#x}"),
            base: 0,
        };
        let tmpring = f.u32(COMPUTE_TMPRING_SIZE)?;
        Ok(AmdQueue {
            hsa_type: f.u32(TYPE)?,
            ring: f.u64(BASE_ADDRESS)?,
            ring_packets: f.u32(SIZE)?,
            id: f.u64(ID)?,
            write_dispatch_id: f.u64(WRITE_DISPATCH_ID)?,
            read_dispatch_id: f.u64(READ_DISPATCH_ID)?,
            aperture_hi: (f.u32(GROUP_APERTURE_HI)?, f.u32(PRIVATE_APERTURE_HI)?),
            scratch_waves: tmpring & 0xfff,
            scratch_wave_bytes: (tmpring >> 12 & 0x1fff) as u64 * 1024,
            scratch_backing: f.u64(SCRATCH_BACKING)?,
            scratch_backing_size: f.u64(SCRATCH_BACKING_SIZE)?,
            scratch_workitem_size: f.u32(SCRATCH_WORKITEM_SIZE)?,
        })
    }
}

/// `hsa_kernel_dispatch_packet_t`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DispatchPacket {
    /// Header: type in bits 7:0 (2 = kernel dispatch), barrier bit 8.
    pub header: u16,
    /// Dimensions.
    pub setup: u16,
    /// Work-group size.
    pub workgroup_size: [u16; 3],
    /// Grid size in work-items.
    pub grid_size: [u32; 3],
    /// Private segment bytes per work-item.
    pub private_segment_size: u32,
    /// Group segment bytes per work-group.
    pub group_segment_size: u32,
    /// The kernel descriptor's address.
    pub kernel_object: u64,
    /// The kernarg segment's address.
    pub kernarg_address: u64,
    /// The completion signal handle.
    pub completion_signal: u64,
}

/// `HSA_PACKET_TYPE_KERNEL_DISPATCH`.
pub const PACKET_TYPE_KERNEL_DISPATCH: u16 = 2;

/// `HSA_FENCE_SCOPE_SYSTEM`.
const FENCE_SCOPE_SYSTEM: u16 = 2;

impl DispatchPacket {
    /// A kernel dispatch packet for a grid and work-group size, with the header HIP's runtime
    /// writes: the barrier bit and system-scope acquire and release fences.
    pub fn kernel(
        grid: [u32; 3],
        block: [u32; 3],
        private_segment_size: u32,
        group_segment_size: u32,
        kernel_object: u64,
        kernarg_address: u64,
    ) -> DispatchPacket {
        let dims = if grid[2] > 1 {
            3
        } else if grid[1] > 1 {
            2
        } else {
            1
        };
        DispatchPacket {
            header: PACKET_TYPE_KERNEL_DISPATCH
                | 1 << 8
                | FENCE_SCOPE_SYSTEM << 9
                | FENCE_SCOPE_SYSTEM << 11,
            setup: dims,
            workgroup_size: block.map(|b| b as u16),
            grid_size: grid,
            private_segment_size,
            group_segment_size,
            kernel_object,
            kernarg_address,
            completion_signal: 0,
        }
    }

    /// What a debugger lists of the packet beyond its sizes (ROCgdb's `info dispatches`).
    pub fn details(&self) -> amdgpu::target::DispatchDetails {
        let (barrier, acquire, release) =
            amdgpu::target::DispatchDetails::header_fences(self.header);
        amdgpu::target::DispatchDetails {
            barrier,
            acquire,
            release,
            private_segment_size: self.private_segment_size,
            group_segment_size: self.group_segment_size,
            kernel_descriptor: self.kernel_object,
            kernel_arguments: self.kernarg_address,
            completion_signal: self.completion_signal,
        }
    }

    /// The 64 packet bytes.
    pub fn to_bytes(&self) -> [u8; PACKET_SIZE] {
        let mut p = Vec::with_capacity(PACKET_SIZE);
        p.extend_from_slice(&self.header.to_le_bytes());
        p.extend_from_slice(&self.setup.to_le_bytes());
        for s in self.workgroup_size {
            p.extend_from_slice(&s.to_le_bytes());
        }
        p.extend_from_slice(&[0, 0]);
        for g in self.grid_size {
            put_u32(&mut p, g);
        }
        put_u32(&mut p, self.private_segment_size);
        put_u32(&mut p, self.group_segment_size);
        put_u64(&mut p, self.kernel_object);
        put_u64(&mut p, self.kernarg_address);
        put_u64(&mut p, 0);
        put_u64(&mut p, self.completion_signal);
        p.try_into().expect("64 bytes")
    }

    /// Reads a packet at `address` from its bytes.
    pub fn parse(bytes: &[u8], address: u64) -> CoreResult<DispatchPacket> {
        let f = Fields {
            data: bytes,
            what: format!("dispatch packet at {address:#x}"),
            base: 0,
        };
        Ok(DispatchPacket {
            header: f.u16(0)?,
            setup: f.u16(2)?,
            workgroup_size: [f.u16(4)?, f.u16(6)?, f.u16(8)?],
            grid_size: [f.u32(12)?, f.u32(16)?, f.u32(20)?],
            private_segment_size: f.u32(24)?,
            group_segment_size: f.u32(28)?,
            kernel_object: f.u64(32)?,
            kernarg_address: f.u64(40)?,
            completion_signal: f.u64(56)?,
        })
    }

    /// Whether this is a kernel dispatch packet.
    pub fn is_kernel_dispatch(&self) -> bool {
        self.header & 0xff == PACKET_TYPE_KERNEL_DISPATCH
    }
}

/// The `r_version` hdb writes (amd-dbgapi 0.77 accepts 8–10).
pub const R_DEBUG_VERSION: u32 = 9;
/// `sizeof(struct r_debug)` and `sizeof(struct link_map)` on LP64.
const R_DEBUG_SIZE: u64 = 40;
const LINK_MAP_SIZE: u64 = 40;
/// A link map longer than this is taken as a cycle or garbage.
pub const MAX_CODE_OBJECTS: usize = 4096;

/// The bytes of ROCr's `r_debug` at `base`, its link map (one node per code object:
/// `(load base, URI)`) and the URI strings, laid out one after the other.
pub fn r_debug_image(base: u64, code_objects: &[(u64, String)]) -> Vec<u8> {
    let n = code_objects.len() as u64;
    let maps = base + R_DEBUG_SIZE;
    let mut strings = maps + n * LINK_MAP_SIZE;
    let mut out = Vec::new();
    put_u32(&mut out, R_DEBUG_VERSION);
    put_u32(&mut out, 0);
    put_u64(&mut out, if n > 0 { maps } else { 0 });
    put_u64(&mut out, 0); // r_brk: no host breakpoint in a core
    put_u32(&mut out, 0); // RT_CONSISTENT
    put_u32(&mut out, 0);
    put_u64(&mut out, 0);
    let mut names = Vec::new();
    for (i, (load, uri)) in code_objects.iter().enumerate() {
        let i = i as u64;
        put_u64(&mut out, *load);
        put_u64(&mut out, strings);
        put_u64(&mut out, 0);
        put_u64(
            &mut out,
            if i + 1 < n {
                maps + (i + 1) * LINK_MAP_SIZE
            } else {
                0
            },
        );
        put_u64(
            &mut out,
            if i > 0 {
                maps + (i - 1) * LINK_MAP_SIZE
            } else {
                0
            },
        );
        names.extend_from_slice(uri.as_bytes());
        names.push(0);
        strings += uri.len() as u64 + 1;
    }
    out.extend_from_slice(&names);
    out
}

/// Reads `len` bytes of core memory at an address, naming what for errors.
pub type MemoryReader<'a> = dyn Fn(u64, usize, &str) -> CoreResult<Vec<u8>> + 'a;

/// Walks `r_debug` at `address` through `read` (which reads core memory), returning each
/// code object's `(load base, URI)`. Cycles and overlong lists end with an error.
pub fn read_r_debug(address: u64, read: &MemoryReader<'_>) -> CoreResult<Vec<(u64, String)>> {
    let r = read(address, R_DEBUG_SIZE as usize, "r_debug")?;
    let f = Fields {
        data: &r,
        what: format!("r_debug at {address:#x}"),
        base: 0,
    };
    let version = f.u32(0)?;
    if !(1..=64).contains(&version) {
        return Err(super::CoreError::Corrupt {
            what: format!("r_debug at {address:#x}"),
            reason: format!("r_version {version} is not a ROCr code-object list"),
        });
    }
    let mut node = f.u64(8)?;
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    while node != 0 {
        if !seen.insert(node) || out.len() >= MAX_CODE_OBJECTS {
            return Err(super::CoreError::Corrupt {
                what: format!("r_debug at {address:#x}"),
                reason: format!(
                    "the link map loops or runs past {MAX_CODE_OBJECTS} entries (at {node:#x})"
                ),
            });
        }
        let m = read(node, LINK_MAP_SIZE as usize, "link_map")?;
        let f = Fields {
            data: &m,
            what: format!("link_map at {node:#x}"),
            base: 0,
        };
        let l_addr = f.u64(0)?;
        let l_name = f.u64(8)?;
        node = f.u64(24)?;
        // The name is NUL-terminated; read in pieces so a string near a segment's end works.
        let mut name = Vec::new();
        let mut at = l_name;
        'name: loop {
            let piece = read(at, 1, "link_map l_name")?;
            for &b in &piece {
                if b == 0 {
                    break 'name;
                }
                name.push(b);
            }
            if name.len() > 64 * 1024 {
                return Err(super::CoreError::Corrupt {
                    what: format!("link_map at {node:#x}"),
                    reason: "l_name is not terminated within 64 KiB".into(),
                });
            }
            at += piece.len() as u64;
        }
        out.push((l_addr, String::from_utf8_lossy(&name).into_owned()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packet_and_queue_round_trip() {
        let p = DispatchPacket::kernel([64, 2, 1], [32, 1, 1], 16, 512, 0x7000, 0x9000);
        assert_eq!(DispatchPacket::parse(&p.to_bytes(), 0).unwrap(), p);
        assert!(p.is_kernel_dispatch());
        assert_eq!(p.setup, 2);
        let q = AmdQueue {
            hsa_type: 0,
            ring: 0x1100,
            ring_packets: 64,
            id: 1,
            write_dispatch_id: 1,
            read_dispatch_id: 0,
            aperture_hi: (0x1_0000, 0x2_0000),
            scratch_waves: 32,
            scratch_wave_bytes: 1088 * 1024,
            scratch_backing: 0x10_0000,
            scratch_backing_size: 32 * 1088 * 1024,
            scratch_workitem_size: 17000,
        };
        assert_eq!(AmdQueue::parse(&q.to_bytes(), 0).unwrap(), q);
    }

    #[test]
    fn r_debug_round_trip_and_loops() {
        let cos = vec![
            (
                0x7000_0000_0000,
                "file:///a.out#offset=4096&size=100".to_string(),
            ),
            (
                0x7100_0000_0000,
                "memory://5#offset=0x10&size=7".to_string(),
            ),
        ];
        let base = 0x5000;
        let img = r_debug_image(base, &cos);
        let read = |a: u64, n: usize, what: &str| -> CoreResult<Vec<u8>> {
            let off = a
                .checked_sub(base)
                .filter(|o| o + n as u64 <= img.len() as u64);
            off.map(|o| img[o as usize..o as usize + n].to_vec()).ok_or(
                super::super::CoreError::Unmapped {
                    address: a,
                    len: n as u64,
                    what: what.into(),
                },
            )
        };
        assert_eq!(read_r_debug(base, &read).unwrap(), cos);
        // A node pointing at itself.
        let mut looped = img.clone();
        let first = (R_DEBUG_SIZE + 24) as usize;
        looped[first..first + 8].copy_from_slice(&(base + R_DEBUG_SIZE).to_le_bytes());
        let read2 = |a: u64, n: usize, what: &str| -> CoreResult<Vec<u8>> {
            let off = a
                .checked_sub(base)
                .filter(|o| o + n as u64 <= looped.len() as u64);
            off.map(|o| looped[o as usize..o as usize + n].to_vec())
                .ok_or(super::super::CoreError::Unmapped {
                    address: a,
                    len: n as u64,
                    what: what.into(),
                })
        };
        assert!(read_r_debug(base, &read2)
            .unwrap_err()
            .to_string()
            .contains("loops"));
    }
}
