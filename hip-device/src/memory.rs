//! The program's view of memory: device allocations and host memory the devices can reach,
//! copies and fills between them and the program's own memory, and keeping host-visible
//! memory coherent around a kernel.

use std::collections::BTreeMap;
use std::sync::mpsc;

use sim::memory::{RegionPages, SparePages};
use sim::Machine;

use crate::host::{Host, HostLost};
use crate::protocol::{error, Value};

/// Bytes moved per request to the program (a copy of a large buffer is split).
const CHUNK: u64 = 64 << 20;

/// An allocation known to the runtime.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allocation {
    /// The device it was made for.
    pub device: usize,
    /// Its size.
    pub size: u64,
    /// For host memory the devices reach: its [`crate::protocol::host_memory`] kind and
    /// flags; `None` for device memory.
    pub host: Option<(u32, u32)>,
}

/// Where a range of addresses is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Inside one device allocation.
    Device,
    /// Inside host memory the devices reach (its kind).
    Host(u32),
    /// In the program's own memory.
    Program,
    /// Partly in an allocation: an invalid range.
    Straddles,
}

/// The allocations, by base address.
#[derive(Debug, Clone, Default)]
pub struct MemoryMap {
    allocations: BTreeMap<u64, Allocation>,
    used: Vec<u64>,
}

impl MemoryMap {
    /// An empty map for `devices` devices.
    pub fn new(devices: usize) -> MemoryMap {
        MemoryMap {
            allocations: BTreeMap::new(),
            used: vec![0; devices],
        }
    }

    /// Records an allocation.
    pub fn insert(&mut self, base: u64, a: Allocation) {
        if a.host.is_none() {
            if let Some(u) = self.used.get_mut(a.device) {
                *u += a.size;
            }
        }
        self.allocations.insert(base, a);
    }

    /// Forgets an allocation.
    pub fn remove(&mut self, base: u64) -> Option<Allocation> {
        let a = self.allocations.remove(&base)?;
        if a.host.is_none() {
            if let Some(u) = self.used.get_mut(a.device) {
                *u = u.saturating_sub(a.size);
            }
        }
        Some(a)
    }

    /// The allocation starting at `base`.
    pub fn get(&self, base: u64) -> Option<&Allocation> {
        self.allocations.get(&base)
    }

    /// The allocation holding `address`, with its base.
    pub fn find(&self, address: u64) -> Option<(u64, &Allocation)> {
        let (&base, a) = self.allocations.range(..=address).next_back()?;
        (address - base < a.size).then_some((base, a))
    }

    /// Whether `[address, address + size)` overlaps an allocation.
    pub fn overlaps(&self, address: u64, size: u64) -> bool {
        let end = address.saturating_add(size);
        self.find(address).is_some() || self.allocations.range(address..end).next().is_some()
    }

    /// Where `[address, address + size)` is.
    pub fn place(&self, address: u64, size: u64) -> Place {
        let size = size.max(1);
        match self.find(address) {
            Some((base, a)) if address - base + size <= a.size => match a.host {
                None => Place::Device,
                Some((kind, _)) => Place::Host(kind),
            },
            Some(_) => Place::Straddles,
            None if self.overlaps(address, size) => Place::Straddles,
            None => Place::Program,
        }
    }

    /// Device memory in use on `device`.
    pub fn used(&self, device: usize) -> u64 {
        self.used.get(device).copied().unwrap_or(0)
    }

    /// The device allocations of `device`.
    pub fn device_allocations(&self, device: usize) -> Vec<u64> {
        self.allocations
            .iter()
            .filter(|(_, a)| a.device == device && a.host.is_none())
            .map(|(&b, _)| b)
            .collect()
    }

    /// The host regions the devices reach, as (base, size).
    pub fn host_regions(&self) -> Vec<(u64, u64)> {
        self.allocations
            .iter()
            .filter(|(_, a)| a.host.is_some())
            .map(|(&b, a)| (b, a.size))
            .collect()
    }

    /// Every allocation, as (base, allocation).
    pub fn all(&self) -> impl Iterator<Item = (u64, &Allocation)> {
        self.allocations.iter().map(|(&b, a)| (b, a))
    }
}

fn read_device(machine: &Machine, address: u64, size: u64) -> Result<Vec<u8>, i32> {
    let mut b = vec![0u8; size as usize];
    machine
        .memory()
        .read(address, &mut b)
        .map_err(|_| error::hipErrorInvalidValue)?;
    Ok(b)
}

/// Where `size` bytes at `address` are: [`MemoryMap::place`], except that a range inside a
/// loaded code object's segments (a device global's address from `hipGetSymbolAddress` or
/// the symbol copies) is device memory, which no allocation lists.
fn place_on(machine: &Machine, map: &MemoryMap, address: u64, size: u64) -> Place {
    match map.place(address, size) {
        Place::Program => {
            let end = address.saturating_add(size.max(1));
            let in_code = machine.memory().regions().any(|(base, len, kind)| {
                *kind == sim::memory::RegionKind::Code && address >= base && end <= base + len
            });
            if in_code {
                Place::Device
            } else {
                Place::Program
            }
        }
        other => other,
    }
}

/// Whether `size` bytes at `address` are device memory (an allocation's, or a loaded code
/// object's variables).
pub(crate) fn on_device(machine: &Machine, map: &MemoryMap, address: u64, size: u64) -> bool {
    place_on(machine, map, address, size) == Place::Device
}

/// A copy of `size` bytes (`hipMemcpy` and its kinds, which hdb tells apart by the
/// addresses, as HIP's unified addressing allows). Device pages nothing else holds take the
/// program's bytes straight in (those that hold nothing yet from `spare` while it has
/// pages).
pub fn copy(
    machine: &mut Machine,
    map: &MemoryMap,
    (destination, source, size): (u64, u64, u64),
    host: &mut dyn Host,
    spare: &mut SparePages,
) -> Result<Result<Value, i32>, HostLost> {
    // A null pointer is refused as ROCm refuses it, before anything is read or written.
    if destination == 0 || source == 0 {
        return Ok(Err(error::hipErrorInvalidValue));
    }
    let (d, s) = (
        place_on(machine, map, destination, size),
        place_on(machine, map, source, size),
    );
    if d == Place::Straddles || s == Place::Straddles {
        return Ok(Err(error::hipErrorInvalidValue));
    }
    if d != Place::Device && s != Place::Device {
        return Ok(Ok(Value::CopyLocally));
    }
    let mut done = 0;
    while done < size {
        let n = (size - done).min(CHUNK);
        if d == Place::Device && s != Place::Device {
            let (to, from) = (destination + done, source + done);
            if machine
                .memory_mut()
                .fill_from(to, n as usize, spare, |pieces| {
                    host.read_pieces(from, pieces)
                })?
            {
                done += n;
                continue;
            }
        }
        let bytes = if s == Place::Device {
            match read_device(machine, source + done, n) {
                Ok(b) => b,
                Err(e) => return Ok(Err(e)),
            }
        } else {
            host.read(source + done, n)?
        };
        if d == Place::Device {
            if machine
                .memory_mut()
                .write(destination + done, &bytes)
                .is_err()
            {
                return Ok(Err(error::hipErrorInvalidValue));
            }
        } else {
            host.write(destination + done, &bytes)?;
        }
        done += n;
    }
    Ok(Ok(Value::Nothing))
}

/// A 2D copy of `height` rows of `width` bytes at the pitches given.
pub fn copy_2d(
    machine: &mut Machine,
    map: &MemoryMap,
    (destination, dpitch): (u64, u64),
    (source, spitch): (u64, u64),
    (width, height): (u64, u64),
    host: &mut dyn Host,
) -> Result<Result<Value, i32>, HostLost> {
    if destination == 0 || source == 0 {
        return Ok(Err(error::hipErrorInvalidValue));
    }
    let span = |pitch: u64| (height - 1) * pitch + width;
    let (d, s) = (
        place_on(machine, map, destination, span(dpitch)),
        place_on(machine, map, source, span(spitch)),
    );
    if d == Place::Straddles || s == Place::Straddles {
        return Ok(Err(error::hipErrorInvalidValue));
    }
    if d != Place::Device && s != Place::Device {
        return Ok(Ok(Value::CopyLocally));
    }
    // The source's whole span in one piece, then row by row.
    let src = if s == Place::Device {
        match read_device(machine, source, span(spitch)) {
            Ok(b) => b,
            Err(e) => return Ok(Err(e)),
        }
    } else {
        host.read(source, span(spitch))?
    };
    for row in 0..height {
        let bytes = &src[(row * spitch) as usize..(row * spitch + width) as usize];
        let at = destination + row * dpitch;
        if d == Place::Device {
            if machine.memory_mut().write(at, bytes).is_err() {
                return Ok(Err(error::hipErrorInvalidValue));
            }
        } else {
            host.write(at, bytes)?;
        }
    }
    Ok(Ok(Value::Nothing))
}

/// Sets `count` elements of `element_size` bytes to `value`.
pub fn fill(
    machine: &mut Machine,
    map: &MemoryMap,
    destination: u64,
    value: u32,
    element_size: u32,
    count: u64,
    host: &mut dyn Host,
) -> Result<Result<Value, i32>, HostLost> {
    let es = u64::from(element_size.clamp(1, 4));
    let Some(size) = count.checked_mul(es) else {
        return Ok(Err(error::hipErrorInvalidValue));
    };
    if destination == 0 {
        return Ok(Err(error::hipErrorInvalidValue));
    }
    let d = place_on(machine, map, destination, size);
    if d == Place::Straddles {
        return Ok(Err(error::hipErrorInvalidValue));
    }
    let element = &value.to_le_bytes()[..es as usize];
    let mut done = 0;
    while done < size {
        let n = (size - done).min(CHUNK);
        let bytes: Vec<u8> = element.iter().copied().cycle().take(n as usize).collect();
        if d == Place::Device {
            if machine
                .memory_mut()
                .write(destination + done, &bytes)
                .is_err()
            {
                return Ok(Err(error::hipErrorInvalidValue));
            }
        } else {
            host.write(destination + done, &bytes)?;
        }
        done += n;
    }
    Ok(Ok(Value::Nothing))
}

/// Host memory as a kernel starts: each region's pages in the devices' copy, shared
/// copy-on-write with it (what [`sync_out`] compares against, without copying any bytes).
pub struct Snapshot(Vec<RegionPages>);

/// Brings the devices' copy of host-visible memory up to date with the program's, and
/// shares its pages with the snapshot returned, so that [`sync_out`] knows without looking
/// that the kernel did not write a page still shared.
///
/// The program's bytes are read straight into the devices' pages where nothing else holds
/// them (pages that hold nothing yet are taken from `spare` while it has any). Elsewhere
/// they come through `buffer`, a piece of [`SYNC_PIECE`] bytes at a time (one buffer kept
/// across dispatches costs neither an allocation nor fresh pages per dispatch), and only
/// the pages that differ are written.
pub fn sync_in(
    machine: &mut Machine,
    map: &MemoryMap,
    host: &mut dyn Host,
    buffer: &mut Vec<u8>,
    spare: &mut SparePages,
) -> Result<Snapshot, HostLost> {
    let mut regions = Vec::new();
    for (base, size) in map.host_regions() {
        let memory = machine.memory_mut();
        let mut done = 0;
        while done < size {
            let n = (size - done).min(SYNC_PIECE) as usize;
            let at = base + done;
            // The program's bytes go straight into the pages when nothing else holds them
            // (after the previous kernel, only this memory does); pages shared with a copy
            // are compared through the buffer, so that those that did not change stay
            // shared.
            if !memory.fill_from(at, n, spare, |pieces| host.read_pieces(at, pieces))? {
                buffer.resize(n, 0);
                host.read_into(at, &mut buffer[..n])?;
                let _ = memory.update(at, &buffer[..n]);
            }
            done += n as u64;
        }
        if let Some(pages) = memory.region_pages(base) {
            regions.push(pages);
        }
    }
    Ok(Snapshot(regions))
}

/// Makes zeroed pages for new allocations and registered host memory on a thread of its own,
/// so that the first copy into them (a `hipMemcpy` to the device, the first kernel's copy of
/// host memory) fills pages made while the program ran its own code, instead of waiting for
/// the system to hand them out one at a time.
#[derive(Default)]
pub struct SpareMaker {
    /// The thread's orders (page counts) and what it made, once started.
    worker: Option<(mpsc::Sender<usize>, mpsc::Receiver<SparePages>)>,
    /// Orders not yet taken.
    pending: usize,
    /// The pages made and not used yet.
    pool: SparePages,
    /// The bytes of pages ordered since the last [`SpareMaker::clear`].
    asked: u64,
}

impl SpareMaker {
    /// Regions smaller than this are not worth it.
    pub const SMALLEST: u64 = 256 << 10;
    /// At most this many bytes of pages are made between two kernels (the others are
    /// allocated as they are filled): registrations that no kernel follows do not hold
    /// memory without bound.
    pub const LARGEST: u64 = 64 << 20;

    /// Starts the thread (before the program does, so that no request waits for it).
    pub fn start(&mut self) {
        let _ = self.worker();
    }

    fn worker(&mut self) -> Option<&(mpsc::Sender<usize>, mpsc::Receiver<SparePages>)> {
        if self.worker.is_none() {
            let (order, orders) = mpsc::channel::<usize>();
            let (give, made) = mpsc::channel();
            std::thread::Builder::new()
                .name("hip-pages".into())
                .spawn(move || {
                    for count in orders {
                        if give.send(SparePages::new(count)).is_err() {
                            break;
                        }
                    }
                })
                .ok()?;
            self.worker = Some((order, made));
        }
        self.worker.as_ref()
    }

    /// Starts making the pages for a region of `size` bytes.
    pub fn make_for(&mut self, size: u64) {
        let size = size.min(Self::LARGEST - self.asked);
        if size < Self::SMALLEST {
            return;
        }
        let count = SparePages::needed(size);
        if self
            .worker()
            .is_some_and(|(order, _)| order.send(count).is_ok())
        {
            self.pending += 1;
            self.asked += size;
        }
    }

    /// The pages made and not used yet, waiting for those still being made.
    pub fn pages(&mut self) -> &mut SparePages {
        if let Some((_, made)) = &self.worker {
            for _ in 0..self.pending {
                match made.recv() {
                    Ok(p) => self.pool.append(p),
                    Err(_) => break,
                }
            }
        }
        self.pending = 0;
        &mut self.pool
    }

    /// Drops the pages not used (a kernel's copy-in is done; memory a kernel writes gets
    /// its pages as it writes them).
    pub fn clear(&mut self) {
        self.pages();
        self.pool = SparePages::default();
        self.asked = 0;
    }
}

/// How much of the program's memory [`sync_in`] reads at a time.
pub const SYNC_PIECE: u64 = 1 << 20;

/// Writes back to the program the pages of host-visible memory a kernel changed, straight
/// from the devices' copy.
pub fn sync_out(machine: &Machine, before: &Snapshot, host: &mut dyn Host) -> Result<(), HostLost> {
    for pages in &before.0 {
        host.write_pieces(&machine.memory().changed_since(pages))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::MemoryHost;
    use amdgpu::Processor;

    fn machine() -> Machine {
        Machine::new(&[Processor::by_name("gfx90a").unwrap()]).unwrap()
    }

    /// Maps `size` bytes of host memory at `base` on device 0 and lists them in `map`.
    fn host_region(m: &mut Machine, map: &mut MemoryMap, base: u64, size: u64) {
        m.memory_mut()
            .map(base, size, sim::memory::RegionKind::Other("host".into()))
            .unwrap();
        map.insert(
            base,
            Allocation {
                device: 0,
                size,
                host: Some((0, 0)),
            },
        );
    }

    #[test]
    fn places_and_copies() {
        let mut m = machine();
        let mut map = MemoryMap::new(1);
        let dev = m
            .memory_mut()
            .allocate(64, sim::memory::RegionKind::Other("t".into()))
            .unwrap();
        map.insert(
            dev,
            Allocation {
                device: 0,
                size: 64,
                host: None,
            },
        );
        assert_eq!(map.place(dev + 8, 8), Place::Device);
        assert_eq!(map.place(dev + 60, 8), Place::Straddles);
        assert_eq!(map.place(0x5000, 8), Place::Program);
        assert_eq!(map.used(0), 64);
        let mut host = MemoryHost {
            regions: vec![(0x5000, (0u8..32).collect())],
            ..MemoryHost::default()
        };
        // Host to device (into a fresh page: a spare one), device to device, device to host.
        let mut spare = SparePages::new(1);
        assert_eq!(
            copy(&mut m, &map, (dev, 0x5000, 32), &mut host, &mut spare).unwrap(),
            Ok(Value::Nothing)
        );
        assert_eq!(
            copy(&mut m, &map, (dev + 32, dev, 16), &mut host, &mut spare).unwrap(),
            Ok(Value::Nothing)
        );
        assert_eq!(
            copy(
                &mut m,
                &map,
                (0x5000, dev + 32 + 4, 8),
                &mut host,
                &mut spare
            )
            .unwrap(),
            Ok(Value::Nothing)
        );
        assert!(spare.is_empty(), "the fresh page came from the spare ones");
        assert_eq!(&host.regions[0].1[..8], &[4, 5, 6, 7, 8, 9, 10, 11]);
        assert_eq!(
            copy(&mut m, &map, (0x5000, 0x5010, 4), &mut host, &mut spare).unwrap(),
            Ok(Value::CopyLocally)
        );
        assert_eq!(
            copy(&mut m, &map, (dev + 60, 0x5000, 8), &mut host, &mut spare).unwrap(),
            Err(error::hipErrorInvalidValue)
        );
        // Fill with 16-bit elements.
        fill(&mut m, &map, dev, 0xabcd, 2, 3, &mut host)
            .unwrap()
            .unwrap();
        let mut b = [0u8; 8];
        m.memory().read(dev, &mut b).unwrap();
        assert_eq!(b, [0xcd, 0xab, 0xcd, 0xab, 0xcd, 0xab, 6, 7]);
    }

    #[test]
    fn spare_pages_are_made_for_large_regions_up_to_a_bound() {
        let mut maker = SpareMaker::default();
        maker.make_for(SpareMaker::SMALLEST - 1);
        assert!(maker.pages().is_empty(), "a small region gets none");
        maker.make_for(1 << 20);
        maker.make_for(1 << 20);
        assert_eq!(maker.pages().len(), 2 * SparePages::needed(1 << 20));
        maker.clear();
        assert!(maker.pages().is_empty(), "cleared");
        // Between two kernels, no more than LARGEST bytes' worth in all.
        maker.make_for(SpareMaker::LARGEST - (1 << 20));
        maker.make_for(8 << 20);
        assert!(!maker.pages().is_empty());
        maker.make_for(8 << 20);
        let n = maker.pages().len() as u64;
        assert_eq!(
            n,
            SparePages::needed(SpareMaker::LARGEST - (1 << 20)) as u64 + 257
        );
    }

    #[test]
    fn host_memory_is_copied_in_and_changed_pages_back() {
        let mut m = machine();
        let mut map = MemoryMap::new(1);
        let base = 0x7f00_0000_0000u64;
        let size = 3 * 4096;
        host_region(&mut m, &mut map, base, size);
        assert_eq!(map.place(base + 4, 4), Place::Host(0));
        let mut host = MemoryHost {
            regions: vec![(base, vec![1; size as usize])],
            ..MemoryHost::default()
        };
        let mut spare = SparePages::new(2);
        let snap = sync_in(&mut m, &map, &mut host, &mut Vec::new(), &mut spare).unwrap();
        // Two of the three pages came from the spare ones.
        assert!(spare.is_empty());
        assert_eq!(m.memory().read_u32(base + 4096).unwrap(), 0x0101_0101);
        // The kernel writes the middle page; the program changed the first meanwhile (it
        // cannot while a kernel runs; this shows only changed pages are written back).
        m.memory_mut().write_u32(base + 4100, 7).unwrap();
        host.regions[0].1[0] = 9;
        sync_out(&m, &snap, &mut host).unwrap();
        assert_eq!(
            host.regions[0].1[0], 9,
            "an unchanged page is not written back"
        );
        assert_eq!(host.regions[0].1[4100], 7);
    }

    /// A host that counts how its memory is read: into the devices' pages (`read_pieces`) or
    /// through a buffer (`read_into`).
    struct Counting {
        inner: MemoryHost,
        pieces: usize,
        buffered: usize,
    }

    impl Host for Counting {
        fn read(&mut self, address: u64, size: u64) -> Result<Vec<u8>, HostLost> {
            self.inner.read(address, size)
        }
        fn read_into(&mut self, address: u64, out: &mut [u8]) -> Result<(), HostLost> {
            self.buffered += 1;
            self.inner.read_into(address, out)
        }
        fn read_pieces(&mut self, address: u64, pieces: &mut [&mut [u8]]) -> Result<(), HostLost> {
            self.pieces += 1;
            self.inner.read_pieces(address, pieces)
        }
        fn write(&mut self, address: u64, bytes: &[u8]) -> Result<(), HostLost> {
            self.inner.write(address, bytes)
        }
        fn print(&mut self, s: u32, p: Vec<crate::protocol::PrintPiece>) -> Result<i32, HostLost> {
            self.inner.print(s, p)
        }
        fn call_function(&mut self, f: u64, a: [u64; 7]) -> Result<[u64; 2], HostLost> {
            self.inner.call_function(f, a)
        }
        fn another(&self) -> Option<Box<dyn Host>> {
            None
        }
    }

    #[test]
    fn later_kernels_read_host_memory_into_the_pages_unless_a_copy_shares_them() {
        let mut m = machine();
        let mut map = MemoryMap::new(1);
        let base = 0x7f00_0000_0000u64;
        let size = 2 * 4096;
        host_region(&mut m, &mut map, base, size);
        let mut host = Counting {
            inner: MemoryHost {
                regions: vec![(base, vec![1; size as usize])],
                ..MemoryHost::default()
            },
            pieces: 0,
            buffered: 0,
        };
        let mut spare = SparePages::default();
        let mut buffer = Vec::new();
        drop(sync_in(&mut m, &map, &mut host, &mut buffer, &mut spare).unwrap());
        // The program changes a byte between kernels: the next copy-in reads it straight
        // into the pages (nothing else holds them once the snapshot is gone).
        host.inner.regions[0].1[4097] = 5;
        let snap = sync_in(&mut m, &map, &mut host, &mut buffer, &mut spare).unwrap();
        assert_eq!((host.pieces, host.buffered), (2, 0));
        assert_eq!(m.memory().read_u32(base + 4096).unwrap(), 0x0101_0501);
        // The pages stay shared with the snapshot: a kernel that writes nothing has nothing
        // written back, even where the program's bytes differ.
        host.inner.regions[0].1[0] = 4;
        sync_out(&m, &snap, &mut host).unwrap();
        assert_eq!(host.inner.regions[0].1[0], 4);
        // While a copy shares the pages, they are compared through the buffer instead.
        let snap = sync_in(&mut m, &map, &mut host, &mut buffer, &mut spare).unwrap();
        assert_eq!((host.pieces, host.buffered), (2, 1));
        assert_eq!(m.memory().read_u32(base).unwrap(), 0x0101_0104);
        drop(snap);
    }
}
