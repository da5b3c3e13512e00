//! HIP's hostcall buffer (ROCm device libraries' `hostcall_impl.cl`, ROCclr's `devhostcall`):
//! through it a wave asks the host for a service (`printf`, a host function call) and spins
//! until the host answers. The buffer lives in the simulated device's memory; between
//! quanta the scheduler lets [`HostcallService`] take the waiting packets, serve them
//! through the program ([`Host`]) and release the waves.
//!
//! Layout (`buffer_t`, 8-byte fields): `headers`, `payloads`, `doorbell` (an HSA signal the
//! device increments), `free_stack`, `ready_stack` (tagged pointers: index in the low bits
//! under `index_mask`, an ABA tag above), `index_mask`. A header is `next` (u64),
//! `activemask` (u64), `service` (u32), `control` (u32, bit 0: ready); a payload is 64 slots
//! of 8 u64, one per lane.

use std::collections::HashMap;

use sim::memory::{GlobalMemory, RegionKind};
use sim::ServedMemory;

use crate::host::{Host, HostLost};
use crate::printf;
use crate::protocol::PrintPiece;

/// `SERVICE_FUNCTION_CALL`.
const SERVICE_FUNCTION_CALL: u32 = 1;
/// `SERVICE_PRINTF` (and `SERVICE_FPRINTF`).
const SERVICE_PRINTF: u32 = 2;
/// `SERVICE_DEVMEM`: device-side `malloc`'s heap asking the host for memory.
const SERVICE_DEVMEM: u32 = 3;

/// What device-side `malloc`'s slabs are called in the simulated memory (`info`, cores, and
/// how a later `free` knows a region is one).
pub const DEVICE_HEAP: &str = "device heap (malloc)";

/// The device libraries ask for 2 MiB slabs and find a slab from an address inside it, so a
/// slab is aligned to its size (ROCclr aligns 2 MiB requests the same way).
const HEAP_SLAB_ALIGN: u64 = 2 << 20;

/// Packets in a buffer: more than the waves the simulator keeps resident, so a wave always
/// finds a free one (each wave holds at most one).
const PACKETS: u64 = 1024;
const HEADER_BYTES: u64 = 24;
const PAYLOAD_BYTES: u64 = 64 * 8 * 8;

/// Message descriptor fields (`services.cl`).
const BEGIN: u64 = 1;
const END: u64 = 2;
const LEN_SHIFT: u32 = 5;
const ID_SHIFT: u32 = 8;

/// Where a buffer's parts are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HostcallBuffer {
    /// The `buffer_t` (what the kernel's hidden argument points to).
    pub address: u64,
    /// Its bytes in all (the `buffer_t`, the packets, the signal).
    pub size: u64,
    headers: u64,
    payloads: u64,
}

impl HostcallBuffer {
    /// Allocates and initialises a buffer in `mem` (as ROCclr's `HostcallBuffer::initialize`:
    /// every packet on the free stack, the ready stack empty, a user-mode doorbell signal).
    pub fn create(mem: &mut GlobalMemory) -> Result<HostcallBuffer, String> {
        let headers_at = 64u64;
        let payloads_at = (headers_at + PACKETS * HEADER_BYTES).next_multiple_of(4096);
        let signal_at = payloads_at + PACKETS * PAYLOAD_BYTES;
        let size = signal_at + 64;
        let base = mem.allocate(size, RegionKind::Other("hostcall buffer".into()))?;
        let (headers, payloads, signal) = (base + headers_at, base + payloads_at, base + signal_at);
        let w = |mem: &mut GlobalMemory, a: u64, v: u64| {
            mem.write_u64(a, v).map_err(|f| format!("{f:?}"))
        };
        let mask = PACKETS - 1;
        // Packet 1 points at packet 0 with tag 1 (a null tagged pointer is 0).
        let mut next = mask + 1;
        w(mem, headers, 0)?;
        for i in 1..PACKETS {
            w(mem, headers + i * HEADER_BYTES, next)?;
            next = i;
        }
        w(mem, base, headers)?;
        w(mem, base + 8, payloads)?;
        w(mem, base + 16, signal)?;
        w(mem, base + 24, next)?;
        w(mem, base + 32, 0)?;
        w(mem, base + 40, mask)?;
        // amd_signal_t: kind USER, value 0, no event mailbox.
        w(mem, signal, 1)?;
        Ok(HostcallBuffer {
            address: base,
            size,
            headers,
            payloads,
        })
    }
}

impl HostcallBuffer {
    /// The buffer a replayed dispatch's memory holds at `address` (its parts read from the
    /// `buffer_t`), if it is one.
    pub fn at(mem: &GlobalMemory, address: u64) -> Option<HostcallBuffer> {
        let headers = mem.read_u64(address).ok()?;
        let payloads = mem.read_u64(address + 8).ok()?;
        let mask = mem.read_u64(address + 40).ok()?;
        // A buffer this module did not lay out is not served: its packet count differs.
        if mask != PACKETS - 1 || headers != address + 64 || payloads <= headers {
            return None;
        }
        let size = payloads + PACKETS * PAYLOAD_BYTES + 64 - address;
        Some(HostcallBuffer {
            address,
            size,
            headers,
            payloads,
        })
    }
}

/// The host of a replayed dispatch: no program is there, so device `printf` is formatted
/// here and written to hdb's own output, and a host function call cannot be made.
struct ReplayHost;

impl Host for ReplayHost {
    fn read(&mut self, address: u64, _size: u64) -> Result<Vec<u8>, HostLost> {
        Err(HostLost(format!(
            "a replay has no program memory at {address:#x}"
        )))
    }

    fn write(&mut self, address: u64, _bytes: &[u8]) -> Result<(), HostLost> {
        Err(HostLost(format!(
            "a replay has no program memory at {address:#x}"
        )))
    }

    fn print(&mut self, stream: u32, pieces: Vec<PrintPiece>) -> Result<i32, HostLost> {
        use std::io::Write as _;
        let text = printf::render(&pieces);
        let written = if stream == crate::protocol::stream::STDERR {
            std::io::stderr().write_all(&text)
        } else {
            std::io::stdout().write_all(&text)
        };
        written.map_err(|e| HostLost(e.to_string()))?;
        Ok(text.len().min(i32::MAX as usize) as i32)
    }

    fn call_function(&mut self, function: u64, _arguments: [u64; 7]) -> Result<[u64; 2], HostLost> {
        Err(HostLost(format!(
            "a kernel called the host function at {function:#x}, which a replay cannot call \
             (the program is not there); it gets zeros"
        )))
    }

    fn another(&self) -> Option<Box<dyn Host>> {
        Some(Box::new(ReplayHost))
    }
}

/// The host services of a recorded HIP dispatch (for [`sim::set_replay_host_services`]): its
/// hostcall buffer served as the program would, `printf` to this process's output.
pub fn replay_services(
    runtime: &sim::RuntimeBuffers,
    mem: &GlobalMemory,
) -> Option<Box<dyn sim::HostService>> {
    if runtime.hostcall_buffer == 0 {
        return None;
    }
    let buffer = HostcallBuffer::at(mem, runtime.hostcall_buffer)?;
    // A replay does not know the device's memory: the largest device HIP has (64 GiB).
    Some(Box::new(
        HostcallService::new(buffer, Some(Box::new(ReplayHost))).with_heap_limit(64 << 30),
    ))
}

/// Serves a buffer while a dispatch runs.
pub struct HostcallService {
    buffer: HostcallBuffer,
    host: Option<Box<dyn Host>>,
    /// Messages being assembled, by id.
    messages: HashMap<u64, Vec<u64>>,
    next_id: u64,
    /// Whether the program could not be reached (printed once).
    lost: bool,
    /// The most bytes device-side `malloc`'s slabs may take in all (the device's free
    /// memory when the dispatch began).
    heap_limit: u64,
    /// Whether a `free` of an address that is no slab was reported.
    bad_free: bool,
    /// Slabs mapped and unmapped since the last poll.
    served: Vec<ServedMemory>,
}

impl HostcallService {
    /// A service for `buffer` answering through `host` (`None`: device `printf` output is
    /// dropped and host function calls return zeros).
    pub fn new(buffer: HostcallBuffer, host: Option<Box<dyn Host>>) -> HostcallService {
        HostcallService {
            buffer,
            host,
            messages: HashMap::new(),
            next_id: 0,
            lost: false,
            heap_limit: u64::MAX,
            bad_free: false,
            served: Vec::new(),
        }
    }

    /// Limits what device-side `malloc` may take from the device, its slabs of every
    /// dispatch counted (a request past it gets null, as from a full device).
    pub fn with_heap_limit(mut self, bytes: u64) -> HostcallService {
        self.heap_limit = bytes;
        self
    }

    /// `SERVICE_DEVMEM` (ROCclr's `devhostcall`): with an address in the first word, frees
    /// the slab there; else maps a slab of the second word's bytes and answers its address
    /// (0 when the device has no room).
    fn devmem(&mut self, mem: &mut GlobalMemory, slot: &mut [u64; 8]) {
        if slot[0] != 0 {
            let address = slot[0];
            let is_slab = heap_slabs(mem).any(|(base, _)| base == address);
            if is_slab {
                mem.unmap(address);
                self.served.push(ServedMemory::Unmapped { base: address });
            } else if !self.bad_free {
                self.bad_free = true;
                eprintln!(
                    "hdb: device-side free asked the host to release {address:#x}, which is no \
                     heap slab; ignored"
                );
            }
            slot[0] = 0;
            return;
        }
        let size = slot[1];
        let taken: u64 = heap_slabs(mem).map(|(_, len)| len).sum();
        let fits = size != 0
            && taken
                .checked_add(size)
                .is_some_and(|t| t <= self.heap_limit);
        slot[0] = match fits.then(|| heap_slab(mem, size)) {
            Some(Ok(base)) => {
                self.served.push(ServedMemory::Mapped {
                    base,
                    size,
                    name: DEVICE_HEAP.into(),
                });
                base
            }
            _ => 0,
        };
    }

    /// One lane's request, answered in `slot` (its 8 words; the first two are the answer).
    fn serve(&mut self, mem: &mut GlobalMemory, service: u32, slot: &mut [u64; 8]) {
        match service {
            SERVICE_FUNCTION_CALL => {
                let mut args = [0u64; 7];
                args.copy_from_slice(&slot[1..]);
                let r = match self.host.as_mut() {
                    Some(h) => h.call_function(slot[0], args).unwrap_or_else(|e| {
                        self.report(&e.0);
                        [0, 0]
                    }),
                    None => [0, 0],
                };
                slot[..2].copy_from_slice(&r);
            }
            SERVICE_PRINTF => self.message(slot),
            SERVICE_DEVMEM => self.devmem(mem, slot),
            other => {
                self.report(&format!(
                    "a kernel asked for hostcall service {other}, which the simulated device \
                     does not provide"
                ));
                slot[0] = 0;
            }
        }
    }

    /// A packet of a `printf` message (`services.cl`'s descriptor protocol).
    fn message(&mut self, slot: &mut [u64; 8]) {
        let mut desc = slot[0];
        let id = if desc & BEGIN != 0 {
            let id = self.next_id;
            self.next_id += 1;
            self.messages.insert(id, Vec::new());
            desc = (desc & !BEGIN & ((1 << ID_SHIFT) - 1)) | id << ID_SHIFT;
            slot[0] = desc;
            id
        } else {
            desc >> ID_SHIFT
        };
        let len = ((desc >> LEN_SHIFT) & 7) as usize;
        let Some(m) = self.messages.get_mut(&id) else {
            slot[0] = u64::MAX;
            return;
        };
        m.extend_from_slice(&slot[1..1 + len.min(7)]);
        if desc & END == 0 {
            return;
        }
        let m = self.messages.remove(&id).unwrap_or_default();
        let printed = match printf::parse(&m) {
            None => -1,
            Some(p) => match self.host.as_mut() {
                Some(h) => h.print(p.stream, p.pieces).unwrap_or_else(|e| {
                    self.report(&e.0);
                    -1
                }),
                None => 0,
            },
        };
        slot[0] = printed as i64 as u64;
    }

    fn report(&mut self, why: &str) {
        if !self.lost {
            self.lost = true;
            eprintln!("hdb: {why}");
        }
    }
}

/// Device-side `malloc`'s slabs in `mem`, as (base, size).
pub fn heap_slabs(mem: &GlobalMemory) -> impl Iterator<Item = (u64, u64)> + '_ {
    mem.regions().filter_map(|(base, size, kind)| {
        matches!(kind, RegionKind::Other(name) if name == DEVICE_HEAP).then_some((base, size))
    })
}

/// Maps a heap slab of `size` bytes aligned to [`HEAP_SLAB_ALIGN`].
fn heap_slab(mem: &mut GlobalMemory, size: u64) -> Result<u64, String> {
    let room = size
        .checked_add(HEAP_SLAB_ALIGN)
        .ok_or("a heap slab wraps the address space")?;
    let base = mem.reserve(room)?.next_multiple_of(HEAP_SLAB_ALIGN);
    mem.map(base, size, RegionKind::Other(DEVICE_HEAP.into()))?;
    Ok(base)
}

impl sim::HostService for HostcallService {
    fn poll(&mut self, mem: &mut GlobalMemory) -> Vec<ServedMemory> {
        self.serve_ready(mem);
        std::mem::take(&mut self.served)
    }
}

impl HostcallService {
    /// Serves the packets on the ready stack.
    fn serve_ready(&mut self, mem: &mut GlobalMemory) {
        let b = self.buffer;
        let ready_at = b.address + 32;
        let Ok(ready) = mem.read_u64(ready_at) else {
            return;
        };
        if ready == 0 {
            return;
        }
        let _ = mem.write_u64(ready_at, 0);
        let mask = PACKETS - 1;
        let mut p = ready;
        // A corrupted stack must not loop forever: each packet appears once.
        for _ in 0..PACKETS {
            if p == 0 {
                break;
            }
            let i = p & mask;
            let header = b.headers + i * HEADER_BYTES;
            let (Ok(next), Ok(active), Ok(service), Ok(control)) = (
                mem.read_u64(header),
                mem.read_u64(header + 8),
                mem.read_u32(header + 16),
                mem.read_u32(header + 20),
            ) else {
                return;
            };
            let payload = b.payloads + i * PAYLOAD_BYTES;
            let mut lanes = active;
            while lanes != 0 {
                let lane = lanes.trailing_zeros() as u64;
                lanes &= lanes - 1;
                let at = payload + lane * 64;
                let mut slot = [0u64; 8];
                for (k, s) in slot.iter_mut().enumerate() {
                    *s = mem.read_u64(at + 8 * k as u64).unwrap_or(0);
                }
                self.serve(mem, service, &mut slot);
                let _ = mem.write_u64(at, slot[0]);
                let _ = mem.write_u64(at + 8, slot[1]);
            }
            let _ = mem.write_u32(header + 20, control & !1);
            p = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sim::HostService as _;

    fn service(mem: &mut GlobalMemory, limit: u64) -> HostcallService {
        let buffer = HostcallBuffer::create(mem).unwrap();
        HostcallService::new(buffer, None).with_heap_limit(limit)
    }

    #[test]
    fn device_malloc_slabs_are_aligned_limited_and_freed() {
        let mut mem = GlobalMemory::new();
        let mut s = service(&mut mem, 5 << 20);
        let slab = 2u64 << 20;
        let mut slot = [0, slab, 0, 0, 0, 0, 0, 0];
        s.devmem(&mut mem, &mut slot);
        let first = slot[0];
        assert!(first != 0 && first.is_multiple_of(slab), "{first:#x}");
        let mut slot = [0, slab, 0, 0, 0, 0, 0, 0];
        s.devmem(&mut mem, &mut slot);
        let second = slot[0];
        assert!(second != 0 && second.is_multiple_of(slab) && second != first);
        // A third would pass the device's 5 MiB: null, as from a full device.
        let mut slot = [0, slab, 0, 0, 0, 0, 0, 0];
        s.devmem(&mut mem, &mut slot);
        assert_eq!(slot[0], 0);
        assert_eq!(heap_slabs(&mem).count(), 2);
        mem.write_u32(first + 8, 7).unwrap();
        // Freeing one makes room again; an address that is no slab is left alone.
        s.devmem(&mut mem, &mut [first, 0, 0, 0, 0, 0, 0, 0]);
        s.devmem(&mut mem, &mut [second + 8, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(heap_slabs(&mem).collect::<Vec<_>>(), [(second, slab)]);
        assert!(mem.read_u32(first + 8).is_err(), "a freed slab is unmapped");
        let mut slot = [0, slab, 0, 0, 0, 0, 0, 0];
        s.devmem(&mut mem, &mut slot);
        assert_ne!(slot[0], 0);
        // What the sanitizers are told, in order.
        let served = s.poll(&mut mem);
        assert_eq!(
            served,
            [
                ServedMemory::Mapped {
                    base: first,
                    size: slab,
                    name: DEVICE_HEAP.into()
                },
                ServedMemory::Mapped {
                    base: second,
                    size: slab,
                    name: DEVICE_HEAP.into()
                },
                ServedMemory::Unmapped { base: first },
                ServedMemory::Mapped {
                    base: slot[0],
                    size: slab,
                    name: DEVICE_HEAP.into()
                },
            ]
        );
        assert!(s.poll(&mut mem).is_empty());
    }
}
