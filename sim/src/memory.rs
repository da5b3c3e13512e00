//! Simulated memory: a sparse 64-bit global address space made of mapped regions (code,
//! kernarg segments, the AQL queue and dispatch packet, buffers, scratch backing), and the
//! per-work-group LDS.
//!
//! Every global region is backed by 4 KiB pages allocated on first write, so a region can be
//! large (a dispatch's scratch) and cost only what is touched. The page table of a region is a
//! vector up to [`DENSE_PAGES`] pages and a map beyond: whatever size a region claims (a
//! corrupted section header, a hostile kernel descriptor), mapping it allocates nothing in
//! proportion. An access whose `address + length` would wrap the 64-bit space faults at its
//! address; nothing wraps. An access outside every region
//! is a fault ([`Fault`]) that the executor turns into a `MemoryFault` stop naming the wave
//! and PC; nothing is silently read as zero.

use std::sync::Arc;

use amdgpu::target::FaultKind;

mod overlay;

use overlay::Overlay;
pub use overlay::{PageAccess, Race, MAX_WAVES};

const PAGE_BITS: u32 = 12;
const PAGE: usize = 1 << PAGE_BITS;

/// What a page that was never written holds.
static ZERO_PAGE: [u8; PAGE] = [0; PAGE];

/// Regions of at most this many pages (1 GiB) keep a dense page table (8 bytes a page, the
/// fastest lookup); larger ones a sparse map, so a table never costs more than 2 MiB.
pub const DENSE_PAGES: u64 = 1 << 18;

/// Shared between a memory and its snapshots ([`GlobalMemory::snapshot`]): a write copies a
/// page only while a snapshot still holds it, so a snapshot costs what the run writes after it.
type Page = Arc<[u8; PAGE]>;

/// A region's pages at one moment, shared with the memory they came from
/// ([`GlobalMemory::region_pages`]).
#[derive(Debug, Clone)]
pub struct RegionPages {
    base: u64,
    size: u64,
    pages: Pages,
}

/// The pages of a region, allocated on first write.
#[derive(Debug, Clone)]
enum Pages {
    /// A table grown to the last page written so far (pages past its end hold nothing): a
    /// region never written costs no table to make or to drop (a dispatch maps a megabyte of
    /// scratch for each resident wave, which most kernels never touch).
    Dense(Vec<Option<Page>>),
    Sparse(std::collections::BTreeMap<usize, Page>),
}

/// Entry `index` of a dense table, growing the table to it.
#[inline]
fn dense_slot(v: &mut Vec<Option<Page>>, index: usize) -> &mut Option<Page> {
    if index >= v.len() {
        v.resize(index + 1, None);
    }
    &mut v[index]
}

impl Pages {
    fn new(count: u64) -> Pages {
        if count <= DENSE_PAGES {
            Pages::Dense(Vec::new())
        } else {
            Pages::Sparse(std::collections::BTreeMap::new())
        }
    }

    #[inline]
    fn get(&self, index: usize) -> Option<&Page> {
        match self {
            Pages::Dense(v) => v.get(index).and_then(Option::as_ref),
            Pages::Sparse(m) => m.get(&index),
        }
    }

    /// Puts a whole page in place (replacing any).
    fn set(&mut self, index: usize, page: Page) {
        match self {
            Pages::Dense(v) => *dense_slot(v, index) = Some(page),
            Pages::Sparse(m) => {
                m.insert(index, page);
            }
        }
    }

    /// Takes out the page at `index`.
    fn take(&mut self, index: usize) -> Option<Page> {
        match self {
            Pages::Dense(v) => v.get_mut(index).and_then(Option::take),
            Pages::Sparse(m) => m.remove(&index),
        }
    }

    #[inline]
    fn get_mut(&mut self, index: usize) -> &mut [u8; PAGE] {
        let page = match self {
            Pages::Dense(v) => dense_slot(v, index).get_or_insert_with(|| Arc::new([0u8; PAGE])),
            Pages::Sparse(m) => m.entry(index).or_insert_with(|| Arc::new([0u8; PAGE])),
        };
        Arc::make_mut(page)
    }
}

/// Zeroed pages made ahead of need, on any thread, for [`GlobalMemory::fill_from`]
/// to take instead of allocating: the system hands out fresh memory a page at a time
/// (faults, zeroing, accounting), which a caller can have done while nothing waits for it.
#[derive(Debug, Default)]
pub struct SparePages(Vec<Page>);

impl SparePages {
    /// `count` zeroed pages.
    pub fn new(count: usize) -> SparePages {
        SparePages((0..count).map(|_| Arc::new([0u8; PAGE])).collect())
    }

    /// The pages needed to hold `bytes` bytes that start anywhere in a page.
    pub fn needed(bytes: u64) -> usize {
        (bytes.div_ceil(PAGE as u64) + 1) as usize
    }

    /// How many pages there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Adds `other`'s pages.
    pub fn append(&mut self, mut other: SparePages) {
        self.0.append(&mut other.0);
    }
}

/// A failed global memory access.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fault {
    /// The first address that failed.
    pub address: u64,
    /// Why.
    pub kind: FaultKind,
}

/// What a region holds (for listings and messages).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RegionKind {
    /// Loaded code object segments.
    Code,
    /// The AQL queue ring with the dispatch packet.
    Queue,
    /// A kernarg segment.
    Kernarg,
    /// A buffer the launch allocated (kernel argument `arg`).
    Buffer {
        /// Index of the kernel argument.
        arg: usize,
    },
    /// Scratch backing of a dispatch.
    Scratch,
    /// Memory a recorded dispatch held at this address (its launch file's region `index`).
    Recorded {
        /// The region's index in the launch file.
        index: usize,
    },
    /// Anything else.
    Other(String),
}

#[derive(Debug, Clone)]
struct Region {
    base: u64,
    size: u64,
    kind: RegionKind,
    pages: Pages,
}

impl Region {
    #[inline]
    fn contains(&self, addr: u64) -> bool {
        addr.wrapping_sub(self.base) < self.size
    }
}

/// The page a run of accesses last used ([`GlobalMemory::read_u32_hinted`]); start with
/// `PageHint::default()`. A hint is only valid for the memory that filled it, until a region
/// is mapped or unmapped.
#[derive(Debug, Clone, Copy, Default)]
pub struct PageHint {
    start: u64,
    len: u64,
    region: usize,
    page: usize,
    /// An overlay's page (start, length, slot); the fields above stay empty in an overlay
    /// memory, so its hints never pass for the (empty) regions of its own.
    overlay: (u64, u64, usize),
}

/// The mapped regions and their pages: what parallel workers share, read-only, while each
/// keeps its writes in its own [`Overlay`].
#[derive(Debug, Default, Clone)]
pub struct Space {
    regions: Vec<Region>,
}

impl Space {
    #[inline]
    fn region_index(&self, addr: u64) -> Option<usize> {
        let i = self.regions.partition_point(|r| r.base <= addr);
        if i == 0 {
            return None;
        }
        self.regions[i - 1].contains(addr).then_some(i - 1)
    }

    /// Reads `out.len()` bytes at `addr`.
    fn read(&self, addr: u64, out: &mut [u8]) -> Result<(), Fault> {
        wraps(addr, out.len() as u64)?;
        let mut done = 0usize;
        while done < out.len() {
            let a = addr.wrapping_add(done as u64);
            let fault = Fault {
                address: a,
                kind: FaultKind::Unmapped,
            };
            let r = &self.regions[self.region_index(a).ok_or(fault)?];
            let off = a - r.base;
            let in_region = (r.size - off) as usize;
            let page = (off >> PAGE_BITS) as usize;
            let in_page = PAGE - (off as usize & (PAGE - 1));
            let n = (out.len() - done).min(in_region).min(in_page);
            match r.pages.get(page) {
                Some(p) => {
                    let o = off as usize & (PAGE - 1);
                    out[done..done + n].copy_from_slice(&p[o..o + n]);
                }
                None => out[done..done + n].fill(0),
            }
            done += n;
        }
        Ok(())
    }

    /// Checks that `[addr, addr+len)` is mapped.
    fn check(&self, addr: u64, len: u64) -> Result<(), Fault> {
        wraps(addr, len)?;
        let mut a = addr;
        let end = addr.wrapping_add(len);
        while a != end {
            let fault = Fault {
                address: a,
                kind: FaultKind::Unmapped,
            };
            let r = &self.regions[self.region_index(a).ok_or(fault)?];
            let region_end = r.base + r.size;
            if end.wrapping_sub(a) <= region_end - a {
                return Ok(());
            }
            a = region_end;
        }
        Ok(())
    }
}

/// The global address space.
#[derive(Debug, Default)]
pub struct GlobalMemory {
    space: Space,
    /// A parallel worker's private view ([`GlobalMemory::overlay`]): reads and writes go to
    /// it, `space` stays empty. A `RefCell` because reads take `&self` and still record what
    /// they touched; a worker's memory never leaves its thread.
    overlay: Option<Box<std::cell::RefCell<Overlay>>>,
    /// Bump pointer for [`GlobalMemory::allocate`].
    next: u64,
    /// Watched ranges (watchpoints, and a search of the recorded history for the last write
    /// to some bytes) and the accesses that touched them.
    pub watched: Watched,
    /// The writes made while journaling ([`GlobalMemory::journal`]), in order.
    journal: Option<Vec<(u64, Vec<u8>)>>,
}

/// Where [`GlobalMemory::allocate`] starts handing out addresses: well above 0 so that null
/// and small integers used as pointers fault.
const HEAP_BASE: u64 = 0x0000_1000_0000_0000;

impl GlobalMemory {
    /// An empty address space.
    pub fn new() -> GlobalMemory {
        GlobalMemory {
            space: Space::default(),
            overlay: None,
            next: HEAP_BASE,
            watched: Watched::default(),
            journal: None,
        }
    }

    /// A parallel worker's memory: reads see `base` and the worker's own writes; writes stay
    /// in the worker's overlay, with each byte's access state, until
    /// [`GlobalMemory::take_accesses`] hands them over. No regions can be mapped in it.
    pub(crate) fn overlay(base: Arc<Space>) -> GlobalMemory {
        GlobalMemory {
            overlay: Some(Box::new(std::cell::RefCell::new(Overlay::new(base)))),
            ..GlobalMemory::new()
        }
    }

    /// Takes the regions out (to share them with parallel workers), leaving none mapped
    /// until [`GlobalMemory::put_space`] puts them back.
    pub(crate) fn take_space(&mut self) -> Space {
        std::mem::take(&mut self.space)
    }

    /// Puts back what [`GlobalMemory::take_space`] took.
    pub(crate) fn put_space(&mut self, space: Space) {
        self.space = space;
    }

    /// An overlay memory's running wave (its index in the work-group), for telling apart the
    /// waves of a group in the access states.
    pub(crate) fn set_wave(&mut self, index_in_group: u32) {
        if let Some(o) = &mut self.overlay {
            o.get_mut().set_wave(index_in_group);
        }
    }

    /// The first access of an overlay memory that a parallel run cannot reproduce.
    pub(crate) fn race(&self) -> Option<Race> {
        self.overlay.as_ref().and_then(|o| o.borrow().race())
    }

    /// The work-group passed a barrier (see [`overlay`]).
    pub(crate) fn order_point(&mut self) {
        if let Some(o) = &mut self.overlay {
            o.get_mut().order_point();
        }
    }

    /// An overlay memory's accesses to shared pages since the last call (one work-group's),
    /// and a clean overlay.
    pub(crate) fn take_accesses(&mut self) -> Vec<PageAccess> {
        match &mut self.overlay {
            Some(o) => o.get_mut().take(),
            None => Vec::new(),
        }
    }

    /// Whether an overlay memory's accesses so far conflict with other work-groups' `done`.
    pub(crate) fn conflicts_with(
        &self,
        done: &std::collections::HashMap<(usize, usize), PageAccess>,
    ) -> bool {
        self.overlay
            .as_ref()
            .is_some_and(|o| o.borrow().conflicts_with(done))
    }

    /// Writes the bytes `access` wrote.
    pub(crate) fn apply(&mut self, access: &PageAccess) {
        let p = self.space.regions[access.region].pages.get_mut(access.page);
        for (i, &w) in access.written.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                let b = i * 64 + w.trailing_zeros() as usize;
                p[b] = access.data[b];
                w &= w - 1;
            }
        }
    }

    /// A copy of the whole address space that shares every page with this one until either
    /// writes it (copy-on-write), or `None` for a parallel worker's overlay memory (its writes
    /// are not its own to copy).
    pub(crate) fn snapshot(&self) -> Option<GlobalMemory> {
        if self.overlay.is_some() {
            return None;
        }
        Some(GlobalMemory {
            space: self.space.clone(),
            overlay: None,
            next: self.next,
            watched: Watched::default(),
            journal: None,
        })
    }

    /// The pages of the region that starts at `base`, shared copy-on-write with this memory
    /// (taking them copies no bytes): what [`GlobalMemory::changed_since`] compares against.
    /// `None` when no region starts there.
    pub fn region_pages(&self, base: u64) -> Option<RegionPages> {
        let r = self.space.regions.iter().find(|r| r.base == base)?;
        Some(RegionPages {
            base,
            size: r.size,
            pages: r.pages.clone(),
        })
    }

    /// The pages of `before`'s region whose bytes differ from it now, as (address, bytes now)
    /// in address order, each clipped to the region. A page still shared with `before` was
    /// not written and is not compared; nothing when the region is gone.
    pub fn changed_since(&self, before: &RegionPages) -> Vec<(u64, &[u8])> {
        let Some(r) = self
            .space
            .regions
            .iter()
            .find(|r| r.base == before.base && r.size == before.size)
        else {
            return Vec::new();
        };
        let mut changed = Vec::new();
        for i in 0..r.size.div_ceil(PAGE as u64) as usize {
            let (now, then) = (r.pages.get(i), before.pages.get(i));
            let shared = match (now, then) {
                (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                (None, None) => true,
                _ => false,
            };
            if shared {
                continue;
            }
            let off = (i * PAGE) as u64;
            let n = (r.size - off).min(PAGE as u64) as usize;
            fn bytes(p: Option<&Page>, n: usize) -> &[u8] {
                p.map_or(&ZERO_PAGE[..n], |p| &p[..n])
            }
            if bytes(now, n) != bytes(then, n) {
                changed.push((r.base + off, bytes(now, n)));
            }
        }
        changed
    }

    /// Fills `[addr, addr + len)` through `fill` when it lies in one region whose pages there
    /// either hold nothing yet or are held by this memory alone (no
    /// [`GlobalMemory::region_pages`] copy or snapshot shares them): `fill` gets the range as
    /// page pieces in address order and writes the new bytes straight into them, with no
    /// buffer between and no comparison. Pages that held nothing come from `spare` while it
    /// has any; those `fill` leaves all zero are not kept and go back to it. `Ok(false)`,
    /// without calling `fill`, when that is not so (a page is shared, or this memory journals
    /// its writes, is watched or is a worker's overlay): then [`GlobalMemory::update`], which
    /// keeps the pages that do not change shared, brings the range up to date.
    pub fn fill_from<E>(
        &mut self,
        addr: u64,
        len: usize,
        spare: &mut SparePages,
        fill: impl FnOnce(&mut [&mut [u8]]) -> Result<(), E>,
    ) -> Result<bool, E> {
        if len == 0 || self.overlay.is_some() || self.journal.is_some() || !self.watched.is_empty()
        {
            return Ok(false);
        }
        let Some(ri) = self.region_index(addr) else {
            return Ok(false);
        };
        let r = &mut self.space.regions[ri];
        let off = addr - r.base;
        if len as u64 > r.size - off {
            return Ok(false);
        }
        let end = off + len as u64;
        let (first, last) = (
            (off >> PAGE_BITS) as usize,
            ((end - 1) >> PAGE_BITS) as usize,
        );
        // With `&mut self`, a page whose count is one is held by this memory alone.
        let usable = |p: Option<&Page>| match p {
            None => true,
            Some(p) => Arc::strong_count(p) == 1 && Arc::weak_count(p) == 0,
        };
        if !(first..=last).all(|i| usable(r.pages.get(i))) {
            return Ok(false);
        }
        let fresh: Vec<usize> = (first..=last)
            .filter(|&i| r.pages.get(i).is_none())
            .collect();
        for &i in &fresh {
            let page = spare.0.pop().unwrap_or_else(|| Arc::new([0u8; PAGE]));
            r.pages.set(i, page);
        }
        let pages: Vec<&mut Page> = match &mut r.pages {
            Pages::Dense(v) => v[first..=last].iter_mut().flatten().collect(),
            Pages::Sparse(m) => m.range_mut(first..=last).map(|(_, p)| p).collect(),
        };
        let mut pieces: Vec<&mut [u8]> = Vec::with_capacity(pages.len());
        let mut at = off;
        for p in pages {
            let o = at as usize & (PAGE - 1);
            let n = ((end - at) as usize).min(PAGE - o);
            // Never a copy: every page here is this memory's alone (checked above).
            pieces.push(&mut Arc::make_mut(p)[o..o + n]);
            at += n as u64;
        }
        let filled = fill(&mut pieces);
        drop(pieces);
        // Fresh pages left zero are not kept (nor any when `fill` failed); zero ones go
        // back to `spare`.
        for i in fresh {
            let zero = r.pages.get(i).is_none_or(|p| p[..] == ZERO_PAGE[..]);
            if zero || filled.is_err() {
                if let Some(p) = r.pages.take(i).filter(|_| zero) {
                    spare.0.push(p);
                }
            }
        }
        filled.map(|()| true)
    }

    /// Writes `data` at `addr` page by page, leaving alone the pages that already hold those
    /// bytes (they stay shared with [`GlobalMemory::region_pages`] copies and cost nothing); a
    /// whole page that was never written is put in place as it is, and one that stays zero is
    /// not allocated.
    pub fn update(&mut self, addr: u64, data: &[u8]) -> Result<(), Fault> {
        if self.overlay.is_some() || self.journal.is_some() || !self.watched.is_empty() {
            // Journals and watches see every byte written, as `write` notes them.
            return self.write(addr, data);
        }
        self.check(addr, data.len() as u64)?;
        self.each_piece(addr, data.len(), |r, page, o, done, n| {
            let chunk = &data[done..done + n];
            match r.pages.get(page) {
                Some(p) if p[o..o + n] == *chunk => {}
                None if chunk.iter().all(|&b| b == 0) => {}
                None if n == PAGE => {
                    let whole: [u8; PAGE] = chunk.try_into().expect("a whole page");
                    r.pages.set(page, Arc::new(whole));
                }
                _ => r.pages.get_mut(page)[o..o + n].copy_from_slice(chunk),
            }
        });
        Ok(())
    }

    /// Pages written since `older` was taken with [`GlobalMemory::snapshot`] (pages it does
    /// not share with this memory): what keeping `older` costs.
    pub(crate) fn pages_not_shared_with(&self, older: &GlobalMemory) -> usize {
        let mut n = 0;
        for (r, o) in self.space.regions.iter().zip(&older.space.regions) {
            if let (Pages::Dense(a), Pages::Dense(b)) = (&r.pages, &o.pages) {
                // The tables may have grown to different lengths.
                n += (0..a.len().max(b.len()))
                    .filter(|&i| {
                        match (
                            a.get(i).and_then(Option::as_ref),
                            b.get(i).and_then(Option::as_ref),
                        ) {
                            (Some(x), Some(y)) => !Arc::ptr_eq(x, y),
                            (None, None) => false,
                            _ => true,
                        }
                    })
                    .count();
            }
        }
        n
    }

    /// Maps `size` zeroed bytes at `base`. Overlapping an existing region is a caller bug and
    /// is refused.
    pub fn map(&mut self, base: u64, size: u64, kind: RegionKind) -> Result<(), String> {
        if size == 0 {
            return Ok(());
        }
        let end = base
            .checked_add(size)
            .ok_or("region wraps the address space")?;
        // Regions are sorted and disjoint: only the neighbours of `base` can overlap it.
        let idx = self.space.regions.partition_point(|r| r.base < base);
        let before = idx.checked_sub(1).map(|i| &self.space.regions[i]);
        if before.is_some_and(|r| base < r.base + r.size)
            || self.space.regions.get(idx).is_some_and(|r| r.base < end)
        {
            return Err(format!(
                "region {base:#x}+{size:#x} overlaps a mapped region"
            ));
        }
        let pages = size.div_ceil(PAGE as u64) + 1;
        self.space.regions.insert(
            idx,
            Region {
                base,
                size,
                kind,
                pages: Pages::new(pages),
            },
        );
        Ok(())
    }

    /// Maps a fresh region of `size` bytes (aligned to 64 KiB, with an unmapped guard gap
    /// after it) and returns its base address; an error when the address space has no room
    /// for `size` bytes.
    pub fn allocate(&mut self, size: u64, kind: RegionKind) -> Result<u64, String> {
        let size = size.max(1);
        let (base, next) = self.room_for(size)?;
        self.map(base, size, kind)?;
        self.next = next;
        Ok(base)
    }

    /// Sets `size` bytes of addresses aside as [`GlobalMemory::allocate`] would, without
    /// mapping anything there: the caller maps its own regions inside (a dispatch's scratch
    /// slots, with gaps between them).
    pub fn reserve(&mut self, size: u64) -> Result<u64, String> {
        let (base, next) = self.room_for(size.max(1))?;
        self.next = next;
        Ok(base)
    }

    /// Where the next `size` bytes go, and where the ones after them would start (past an
    /// unmapped guard gap, 64 KiB aligned).
    fn room_for(&self, size: u64) -> Result<(u64, u64), String> {
        let base = self.next;
        let next = base
            .checked_add(size)
            .and_then(|e| e.checked_add(0x1_0000 + 0xffff))
            .map(|e| e & !0xffff)
            .ok_or_else(|| format!("no room for {size:#x} bytes at {base:#x}"))?;
        Ok((base, next))
    }

    /// Makes later [`GlobalMemory::allocate`]s hand out addresses past `end` (regions mapped
    /// at fixed addresses, as a recorded dispatch's, stay clear of them).
    pub fn allocate_past(&mut self, end: u64) {
        if let Some(next) = end.checked_add(0x1_0000 + 0xffff).map(|e| e & !0xffff) {
            self.next = self.next.max(next);
        }
    }

    /// Unmaps the region starting at `base` (its contents are lost).
    pub fn unmap(&mut self, base: u64) {
        self.space.regions.retain(|r| r.base != base);
    }

    /// Unmaps the regions starting at each of `bases`, in one pass (a dispatch frees a
    /// scratch region per resident wave).
    pub fn unmap_all(&mut self, bases: &[u64]) {
        let mut sorted = bases.to_vec();
        sorted.sort_unstable();
        let Some(&lowest) = sorted.first() else {
            return;
        };
        // Regions are sorted: those below the lowest base stay where they are untouched.
        let first = self.space.regions.partition_point(|r| r.base < lowest);
        let kept: Vec<Region> = self
            .space
            .regions
            .drain(first..)
            .filter(|r| sorted.binary_search(&r.base).is_err())
            .collect();
        self.space.regions.extend(kept);
    }

    /// The size of the region that starts at `base` (the whole pages a device maps for an
    /// allocation), or `None` when no region starts there.
    pub fn region_size(&self, base: u64) -> Option<u64> {
        let i = self.space.regions.partition_point(|r| r.base < base);
        self.space
            .regions
            .get(i)
            .filter(|r| r.base == base)
            .map(|r| r.size)
    }

    /// Mapped regions as (base, size, kind).
    pub fn regions(&self) -> impl Iterator<Item = (u64, u64, &RegionKind)> {
        self.space.regions.iter().map(|r| (r.base, r.size, &r.kind))
    }

    /// Each mapped region as (base, size, kind, touched pages), the pages as (offset in the
    /// region, bytes) in address order: what a core file must hold (untouched pages read as
    /// zeros and need no bytes).
    #[allow(clippy::type_complexity)]
    pub fn touched(&self) -> Vec<(u64, u64, &RegionKind, Vec<(u64, &[u8])>)> {
        self.space
            .regions
            .iter()
            .map(|r| {
                fn clip(size: u64, i: usize, p: &Page) -> (u64, &[u8]) {
                    let off = (i * PAGE) as u64;
                    let n = (size - off).min(PAGE as u64) as usize;
                    (off, &p[..n])
                }
                let pages: Vec<(u64, &[u8])> = match &r.pages {
                    Pages::Dense(v) => v
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| ((*i * PAGE) as u64) < r.size)
                        .filter_map(|(i, p)| p.as_ref().map(|p| clip(r.size, i, p)))
                        .collect(),
                    Pages::Sparse(m) => m
                        .iter()
                        .filter(|(i, _)| ((**i * PAGE) as u64) < r.size)
                        .map(|(i, p)| clip(r.size, *i, p))
                        .collect(),
                };
                (r.base, r.size, &r.kind, pages)
            })
            .collect()
    }

    #[inline]
    fn region_index(&self, addr: u64) -> Option<usize> {
        self.space.region_index(addr)
    }

    /// Reads `out.len()` bytes at `addr`.
    pub fn read(&self, addr: u64, out: &mut [u8]) -> Result<(), Fault> {
        self.watched.note(addr, out.len() as u64, false);
        if let Some(o) = &self.overlay {
            return o.borrow_mut().read(addr, out);
        }
        self.space.read(addr, out)
    }

    /// Writes `data` at `addr`.
    pub fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), Fault> {
        if let Some(o) = &mut self.overlay {
            return o.get_mut().write(addr, data);
        }
        // Check the whole range first so a faulting write changes nothing.
        self.check(addr, data.len() as u64)?;
        if let Some(j) = &mut self.journal {
            j.push((addr, data.to_vec()));
        }
        self.watched.note(addr, data.len() as u64, true);
        self.each_piece(addr, data.len(), |r, page, o, done, n| {
            r.pages.get_mut(page)[o..o + n].copy_from_slice(&data[done..done + n]);
        });
        Ok(())
    }

    /// Calls `f(region, page index, offset in the page, bytes before this piece, length)` for
    /// each piece of `[addr, addr + len)` that lies in one page of one region. The range must
    /// have been checked mapped.
    fn each_piece(
        &mut self,
        addr: u64,
        len: usize,
        mut f: impl FnMut(&mut Region, usize, usize, usize, usize),
    ) {
        let mut done = 0usize;
        while done < len {
            let a = addr.wrapping_add(done as u64);
            let ri = self.region_index(a).expect("checked");
            let r = &mut self.space.regions[ri];
            let off = a - r.base;
            let page = (off >> PAGE_BITS) as usize;
            let o = off as usize & (PAGE - 1);
            let n = (len - done).min((r.size - off) as usize).min(PAGE - o);
            f(r, page, o, done, n);
            done += n;
        }
    }

    /// Checks that `[addr, addr+len)` is mapped.
    pub fn check(&self, addr: u64, len: u64) -> Result<(), Fault> {
        match &self.overlay {
            Some(o) => o.borrow().base.check(addr, len),
            None => self.space.check(addr, len),
        }
    }

    /// Points `hint` at the page holding `addr` when the 4 bytes there lie in one page of one
    /// region; `false` otherwise (unmapped, or straddling a page or region end).
    #[inline]
    fn locate(&self, addr: u64, hint: &mut PageHint) -> bool {
        if addr.wrapping_sub(hint.start) <= hint.len.wrapping_sub(4) && hint.len >= 4 {
            return true;
        }
        let Some(ri) = self.region_index(addr) else {
            return false;
        };
        let r = &self.space.regions[ri];
        let index = ((addr - r.base) >> PAGE_BITS) as usize;
        let start = r.base + ((index as u64) << PAGE_BITS);
        let len = (r.base + r.size - start).min(PAGE as u64);
        *hint = PageHint {
            start,
            len,
            region: ri,
            page: index,
            overlay: (0, 0, 0),
        };
        addr - start + 4 <= len
    }

    /// Reads a little-endian u32 through a page hint (runs of accesses in one page skip the
    /// region lookup).
    #[inline]
    pub fn read_u32_hinted(&self, addr: u64, hint: &mut PageHint) -> Result<u32, Fault> {
        if !self.locate(addr, hint) {
            // `read_u32` notes the access.
            // An overlay maps no regions of its own, so its accesses all arrive here.
            if let Some(o) = &self.overlay {
                return o.borrow_mut().read_u32_hinted(addr, hint);
            }
            return self.read_u32(addr);
        }
        self.watched.note(addr, 4, false);
        let o = (addr - hint.start) as usize;
        Ok(match self.space.regions[hint.region].pages.get(hint.page) {
            Some(p) => u32::from_le_bytes([p[o], p[o + 1], p[o + 2], p[o + 3]]),
            None => 0,
        })
    }

    /// Writes a little-endian u32 through a page hint.
    #[inline]
    pub fn write_u32_hinted(
        &mut self,
        addr: u64,
        v: u32,
        hint: &mut PageHint,
    ) -> Result<(), Fault> {
        if !self.locate(addr, hint) {
            if let Some(o) = &mut self.overlay {
                return o.get_mut().write_u32_hinted(addr, v, hint);
            }
            return self.write_u32(addr, v);
        }
        self.watched.note(addr, 4, true);
        let o = (addr - hint.start) as usize;
        let p = self.space.regions[hint.region].pages.get_mut(hint.page);
        p[o..o + 4].copy_from_slice(&v.to_le_bytes());
        Ok(())
    }

    /// Reads a little-endian u32.
    #[inline]
    pub fn read_u32(&self, addr: u64) -> Result<u32, Fault> {
        let mut b = [0u8; 4];
        self.read(addr, &mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    /// Reads a little-endian u64.
    #[inline]
    pub fn read_u64(&self, addr: u64) -> Result<u64, Fault> {
        let mut b = [0u8; 8];
        self.read(addr, &mut b)?;
        Ok(u64::from_le_bytes(b))
    }

    /// Writes a little-endian u32.
    #[inline]
    pub fn write_u32(&mut self, addr: u64, v: u32) -> Result<(), Fault> {
        self.write(addr, &v.to_le_bytes())
    }

    /// Runs `f` on this memory and returns the writes it made through
    /// [`GlobalMemory::write`] (and the helpers built on it), in order: what a host-side
    /// service did to the device's memory, kept so a replay repeats it without the host.
    pub fn journal(&mut self, f: impl FnOnce(&mut GlobalMemory)) -> Vec<(u64, Vec<u8>)> {
        let outer = self.journal.replace(Vec::new());
        f(self);
        let writes = self.journal.take().unwrap_or_default();
        self.journal = outer;
        writes
    }

    /// Writes a little-endian u64.
    #[inline]
    pub fn write_u64(&mut self, addr: u64, v: u64) -> Result<(), Fault> {
        self.write(addr, &v.to_le_bytes())
    }
}

/// A fault at `addr` when `[addr, addr + len)` runs past the end of the 64-bit space.
#[inline]
fn wraps(addr: u64, len: u64) -> Result<(), Fault> {
    match addr.checked_add(len) {
        Some(_) => Ok(()),
        None => Err(Fault {
            address: addr,
            kind: FaultKind::Unmapped,
        }),
    }
}

/// A watched range `[start, end)` of one memory: which watch it belongs to (`tag`, the
/// simulator's) and which accesses count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WatchedRange {
    /// The first byte.
    pub start: u64,
    /// One past the last byte.
    pub end: u64,
    /// The owner's number for the watch.
    pub tag: usize,
    /// Loads count.
    pub reads: bool,
    /// Stores count.
    pub writes: bool,
}

/// An access that touched a [`WatchedRange`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WatchedHit {
    /// The range's tag.
    pub tag: usize,
    /// The first watched byte the access touched.
    pub address: u64,
    /// The lane whose access it was (`None`: a scalar or debugger access).
    pub lane: Option<u32>,
    /// A store (`false`: a load).
    pub write: bool,
}

/// The watched ranges of one memory and the accesses that touched them since last taken.
/// Loads take `&self`, hence the cells; a memory never leaves its thread while it runs.
#[derive(Debug, Clone, Default)]
pub struct Watched {
    ranges: Vec<WatchedRange>,
    hits: std::cell::RefCell<Vec<WatchedHit>>,
    lane: std::cell::Cell<Option<u32>>,
}

impl Watched {
    /// Watches these ranges instead of the ones before, forgetting earlier hits.
    pub fn set(&mut self, ranges: Vec<WatchedRange>) {
        self.ranges = ranges;
        self.hits.get_mut().clear();
    }

    /// Whether nothing is watched.
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// The lane whose accesses come next (`None`: not a lane's).
    #[inline]
    pub fn set_lane(&self, lane: Option<u32>) {
        self.lane.set(lane);
    }

    /// The accesses since the last call.
    pub fn take(&self) -> Vec<WatchedHit> {
        std::mem::take(&mut *self.hits.borrow_mut())
    }

    #[inline]
    fn note(&self, addr: u64, len: u64, write: bool) {
        if !self.ranges.is_empty() {
            self.note_watched(addr, len, write);
        }
    }

    #[inline(never)]
    fn note_watched(&self, addr: u64, len: u64, write: bool) {
        let end = addr.saturating_add(len);
        for r in &self.ranges {
            if addr < r.end && r.start < end && if write { r.writes } else { r.reads } {
                self.hits.borrow_mut().push(WatchedHit {
                    tag: r.tag,
                    address: addr.max(r.start),
                    lane: self.lane.get(),
                    write,
                });
            }
        }
    }
}

/// The LDS of one work-group. Out-of-range accesses read zero and drop writes, as the
/// hardware does (LDS accesses are bounds-checked against the allocation, not faulted).
#[derive(Debug, Clone)]
pub struct Lds {
    bytes: Vec<u8>,
    /// Watched ranges of this group's LDS and the accesses that touched them.
    pub watched: Watched,
    /// In a parallel worker: which wave touched each byte since the last barrier (as in
    /// [`overlay`]), to find races whose outcome depends on the interleaving.
    track: Option<Box<std::cell::RefCell<LdsTrack>>>,
}

#[derive(Debug, Clone)]
struct LdsTrack {
    state: Vec<u8>,
    wave: u8,
    race: bool,
}

impl LdsTrack {
    #[inline]
    fn touch(&mut self, addr: u32, len: usize, write: bool) {
        let a = (addr as usize).min(self.state.len());
        let end = (addr as usize).saturating_add(len).min(self.state.len());
        let bytes = &mut self.state[a..end];
        // A lane's dword was last touched as a whole: one state, worked out once.
        if let Ok(word) = <&mut [u8; 4]>::try_from(&mut *bytes) {
            let first = word[0];
            if *word == [first; 4] {
                let (next, raced) = if write {
                    overlay::on_write(first, self.wave)
                } else {
                    overlay::on_read(first, self.wave)
                };
                self.race |= raced;
                *word = [next; 4];
                return;
            }
        }
        for b in bytes {
            let (next, raced) = if write {
                overlay::on_write(*b, self.wave)
            } else {
                overlay::on_read(*b, self.wave)
            };
            self.race |= raced;
            *b = next;
        }
    }
}

impl Lds {
    /// A zeroed LDS allocation of `size` bytes.
    pub fn new(size: u32) -> Lds {
        Lds {
            bytes: vec![0; size as usize],
            watched: Watched::default(),
            track: None,
        }
    }

    /// Its size in bytes.
    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    /// Whether it has no bytes.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Starts recording which wave touches each byte (a parallel worker's group).
    pub(crate) fn track(&mut self) {
        self.track = Some(Box::new(std::cell::RefCell::new(LdsTrack {
            state: vec![0; self.bytes.len()],
            wave: 1,
            race: false,
        })));
    }

    /// The running wave (its index in the work-group).
    pub(crate) fn set_wave(&mut self, index_in_group: u32) {
        if let Some(t) = &mut self.track {
            t.get_mut().wave = overlay::owner(index_in_group);
        }
    }

    /// Whether two waves touched a byte between barriers, one of them writing.
    pub(crate) fn race(&self) -> bool {
        self.track.as_ref().is_some_and(|t| t.borrow().race)
    }

    /// The work-group passed a barrier: forget which wave touched what.
    pub(crate) fn order_point(&mut self) {
        if let Some(t) = &mut self.track {
            for b in t.get_mut().state.iter_mut() {
                *b &= overlay::READ | overlay::WRITTEN;
            }
        }
    }

    /// Allocation size in bytes.
    pub fn size(&self) -> u32 {
        self.bytes.len() as u32
    }

    /// Reads; bytes past the end read as zero. Returns whether the whole range was in bounds.
    pub fn read(&self, addr: u32, out: &mut [u8]) -> bool {
        self.watched.note(addr as u64, out.len() as u64, false);
        if let Some(t) = &self.track {
            t.borrow_mut().touch(addr, out.len(), false);
        }
        let a = addr as usize;
        if let Some(src) = self.bytes.get(a..a + out.len()) {
            out.copy_from_slice(src);
            true
        } else {
            for (i, o) in out.iter_mut().enumerate() {
                *o = self.bytes.get(a + i).copied().unwrap_or(0);
            }
            false
        }
    }

    /// Writes; bytes past the end are dropped. Returns whether the whole range was in bounds.
    pub fn write(&mut self, addr: u32, data: &[u8]) -> bool {
        self.watched.note(addr as u64, data.len() as u64, true);
        if let Some(t) = &mut self.track {
            t.get_mut().touch(addr, data.len(), true);
        }
        let a = addr as usize;
        if let Some(dst) = self.bytes.get_mut(a..a + data.len()) {
            dst.copy_from_slice(data);
            true
        } else {
            for (i, d) in data.iter().enumerate() {
                if let Some(b) = self.bytes.get_mut(a + i) {
                    *b = *d;
                }
            }
            false
        }
    }

    /// Reads a u32 (zero out of range).
    #[inline]
    pub fn read_u32(&self, addr: u32) -> u32 {
        let mut b = [0; 4];
        self.read(addr, &mut b);
        u32::from_le_bytes(b)
    }

    /// Writes a u32 (dropped out of range).
    #[inline]
    pub fn write_u32(&mut self, addr: u32, v: u32) {
        self.write(addr, &v.to_le_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_region_is_sized_by_its_base_only() {
        let mut m = GlobalMemory::new();
        let (a, b) = (0x10_0000, 0x20_0000);
        m.map(b, 2 * PAGE as u64, RegionKind::Other("b".into()))
            .unwrap();
        m.map(a, 100, RegionKind::Other("a".into())).unwrap();
        assert_eq!(m.region_size(a), Some(100));
        assert_eq!(m.region_size(b), Some(2 * PAGE as u64));
        assert_eq!(m.region_size(a + 4), None);
        assert_eq!(m.region_size(0x30_0000), None);
    }

    #[test]
    fn changed_pages_are_found_by_sharing_and_bytes() {
        let mut m = GlobalMemory::new();
        let base = 0x7f00_0000_1000;
        let size = 3 * PAGE as u64 + 100;
        m.map(base, size, RegionKind::Other("host".into())).unwrap();
        let mut bytes = vec![7u8; size as usize];
        m.update(base, &bytes).unwrap();
        let before = m.region_pages(base).unwrap();
        assert!(m.changed_since(&before).is_empty());
        // Writing the same bytes again leaves every page shared.
        m.update(base, &bytes).unwrap();
        assert_eq!(m.pages_not_shared_with(&m.snapshot().unwrap()), 0);
        assert!(m.changed_since(&before).is_empty());
        // A write of the same value copies the page but changes nothing.
        m.write_u32(base + 8, 0x0707_0707).unwrap();
        assert!(m.changed_since(&before).is_empty());
        // Pages 1 and 3 (the short last one) change, each clipped to the region.
        m.write_u32(base + PAGE as u64 + 4, 1).unwrap();
        m.write(base + 3 * PAGE as u64 + 99, &[9]).unwrap();
        let changed: Vec<(u64, usize)> = m
            .changed_since(&before)
            .into_iter()
            .map(|(a, b)| (a, b.len()))
            .collect();
        assert_eq!(
            changed,
            vec![(base + PAGE as u64, PAGE), (base + 3 * PAGE as u64, 100)]
        );
        assert_eq!(m.changed_since(&before)[1].1[99], 9);
        // update writes only what differs, and the result reads back whole.
        bytes[5000] = 1;
        m.update(base, &bytes).unwrap();
        let mut back = vec![0u8; size as usize];
        m.read(base, &mut back).unwrap();
        assert_eq!(back, bytes);
        // A region that is gone has nothing to write back.
        m.unmap(base);
        assert!(m.changed_since(&before).is_empty());
        assert!(m.region_pages(base).is_none());
    }

    #[test]
    fn fresh_pages_are_filled_in_place_and_zero_ones_not_kept() {
        let mut m = GlobalMemory::new();
        let base = 0x7f00_0000_0000;
        let size = 3 * PAGE as u64 + 100;
        m.map(base, size, RegionKind::Other("host".into())).unwrap();
        // From the middle of page 0 to the end of the short page 3: four pieces, clipped.
        let mut lengths = Vec::new();
        let mut spare = SparePages::default();
        let filled = m.fill_from(base + 96, size as usize - 96, &mut spare, |pieces| {
            lengths = pieces.iter().map(|p| p.len()).collect();
            pieces[0][0] = 1;
            pieces[3][99] = 4;
            Ok::<(), ()>(())
        });
        assert_eq!(filled, Ok(true));
        assert_eq!(lengths, vec![PAGE - 96, PAGE, PAGE, 100]);
        assert_eq!(m.read_u32(base + 96).unwrap(), 1);
        assert_eq!(m.read_u32(base + 3 * PAGE as u64 + 96).unwrap(), 4 << 24);
        // Pages 1 and 2 stayed zero and hold nothing.
        let touched: Vec<u64> = m.touched()[0].3.iter().map(|(o, _)| *o).collect();
        assert_eq!(touched, vec![0, 3 * PAGE as u64]);
        // Page 0 holds bytes now, and nothing else holds it: a range over it is filled in
        // place (`fill` is called), and the fresh page 1 a failed fill had is not kept.
        let again = m.fill_from(base, PAGE + 8, &mut spare, |_| Err("called"));
        assert_eq!(again, Err("called"));
        assert_eq!(m.read_u32(base + 96).unwrap(), 1);
        // A range past the region's end, or one in no region, is not filled.
        assert_eq!(
            m.fill_from(base + PAGE as u64, 3 * PAGE, &mut spare, |_| Err("called")),
            Ok(false)
        );
        assert_eq!(
            m.fill_from(0x10, 8, &mut spare, |_| Err("called")),
            Ok(false)
        );
        // The error of `fill` comes back, and the pages it had stay unkept.
        assert_eq!(
            m.fill_from(base + PAGE as u64, 8, &mut spare, |_| Err("gone")),
            Err("gone")
        );
        assert_eq!(m.touched()[0].3.len(), 2);
    }

    #[test]
    fn pages_nothing_else_holds_are_filled_in_place_and_shared_ones_are_not() {
        let mut m = GlobalMemory::new();
        let base = 0x7f00_0000_0000;
        let size = 3 * PAGE as u64;
        m.map(base, size, RegionKind::Other("host".into())).unwrap();
        m.write(base, &[7; PAGE]).unwrap();
        let page0 = Arc::as_ptr(m.space.regions[0].pages.get(0).unwrap());
        // Page 0 holds bytes and nothing else holds it: it is written over where it is
        // (the same page), from its middle on; page 1 is fresh, page 2 stays zero.
        let mut lengths = Vec::new();
        let mut spare = SparePages::default();
        let filled = m.fill_from(base + 8, 2 * PAGE, &mut spare, |pieces| {
            lengths = pieces.iter().map(|p| p.len()).collect();
            pieces[0][0] = 1;
            pieces[1][0] = 2;
            Ok::<(), ()>(())
        });
        assert_eq!(filled, Ok(true));
        assert_eq!(lengths, vec![PAGE - 8, PAGE, 8]);
        assert_eq!(Arc::as_ptr(m.space.regions[0].pages.get(0).unwrap()), page0);
        assert_eq!(
            m.read_u32(base).unwrap(),
            0x0707_0707,
            "bytes before the range stay"
        );
        assert_eq!(m.read_u32(base + 8).unwrap(), 0x0707_0701);
        assert_eq!(m.read_u32(base + PAGE as u64).unwrap(), 2);
        let touched: Vec<u64> = m.touched()[0].3.iter().map(|(o, _)| *o).collect();
        assert_eq!(touched, vec![0, PAGE as u64], "the zero page is not kept");
        assert_eq!(spare.len(), 1, "and goes back to the spare ones");
        // While a copy of the region's pages shares them, the range is left to `update`
        // (writing in place would change the copy too), and `fill` is not called.
        let before = m.region_pages(base).unwrap();
        assert_eq!(
            m.fill_from(base, PAGE, &mut spare, |_| Err("called")),
            Ok(false)
        );
        assert_eq!(
            m.fill_from(base + 2 * PAGE as u64, 8, &mut spare, |_| Err("gone")),
            Err("gone")
        );
        drop(before);
        // Shared no more: filled in place again; a failed fill keeps no fresh page.
        assert_eq!(
            m.fill_from(base, 2 * PAGE + 8, &mut spare, |p| {
                p[2][0] = 9;
                Err("gone")
            }),
            Err("gone")
        );
        assert_eq!(m.touched()[0].3.len(), 2);
        assert!(
            spare.is_empty(),
            "a page the failed fill wrote is not a spare one"
        );
    }

    #[test]
    fn a_page_table_grows_to_the_last_page_written() {
        let mut m = GlobalMemory::new();
        let base = 0x1_0000_0000;
        m.map(base, 64 * PAGE as u64, RegionKind::Scratch).unwrap();
        let table = |m: &GlobalMemory| match &m.space.regions[0].pages {
            Pages::Dense(v) => v.len(),
            Pages::Sparse(_) => usize::MAX,
        };
        assert_eq!(table(&m), 0, "a region never written has no table");
        assert_eq!(m.read_u32(base + 63 * PAGE as u64).unwrap(), 0);
        let before = m.snapshot().unwrap();
        m.write_u32(base + 5 * PAGE as u64 + 4, 7).unwrap();
        assert_eq!(table(&m), 6);
        assert_eq!(m.read_u32(base + 5 * PAGE as u64 + 4).unwrap(), 7);
        assert_eq!(m.read_u32(base + 9 * PAGE as u64).unwrap(), 0);
        // A snapshot's table may be shorter than the memory's: the page past its end counts.
        assert_eq!(m.pages_not_shared_with(&before), 1);
        assert_eq!(before.pages_not_shared_with(&m), 1);
    }

    #[test]
    fn unmapping_a_dispatch_s_regions_keeps_the_others_in_order() {
        let mut m = GlobalMemory::new();
        let bases: Vec<u64> = (0..6)
            .map(|_| m.allocate(PAGE as u64, RegionKind::Scratch).unwrap())
            .collect();
        m.unmap_all(&[bases[4], bases[1], bases[2]]);
        let left: Vec<u64> = m.regions().map(|(b, _, _)| b).collect();
        assert_eq!(left, vec![bases[0], bases[3], bases[5]]);
        m.unmap_all(&[]);
        assert_eq!(m.regions().count(), 3);
        assert!(m.check(bases[3], 4).is_ok() && m.check(bases[4], 4).is_err());
    }

    #[test]
    fn fresh_pages_come_from_spare_ones_first() {
        let mut m = GlobalMemory::new();
        let base = 0x7f00_0000_0000;
        m.map(base, 4 * PAGE as u64, RegionKind::Other("host".into()))
            .unwrap();
        let mut spare = SparePages::new(3);
        let made: Vec<*const [u8; PAGE]> = spare.0.iter().map(Arc::as_ptr).collect();
        // Four pages: three spare ones and a new one; the second stays zero and goes back.
        let filled = m.fill_from(base, 4 * PAGE, &mut spare, |pieces| {
            for (i, p) in pieces.iter_mut().enumerate() {
                p[0] = (i != 1) as u8 * (i as u8 + 1);
            }
            Ok::<(), ()>(())
        });
        assert_eq!(filled, Ok(true));
        assert_eq!(spare.len(), 1);
        let kept: Vec<*const [u8; PAGE]> = [0usize, 2, 3]
            .iter()
            .map(|&i| Arc::as_ptr(m.space.regions[0].pages.get(i).unwrap()))
            .collect();
        // Taken from the end (the third made, the second, the first); the fourth page is a
        // new one, and the second made came back.
        assert_eq!(kept[..2], [made[2], made[0]]);
        assert!(!made.contains(&kept[2]));
        assert_eq!(Arc::as_ptr(&spare.0[0]), made[1]);
        assert_eq!(spare.0[0][..], ZERO_PAGE[..]);
        assert_eq!(m.read_u32(base + 3 * PAGE as u64).unwrap(), 4);
        assert_eq!(SparePages::needed(1), 2);
        assert_eq!(SparePages::needed(2 * PAGE as u64), 3);
    }

    #[test]
    fn a_reservation_maps_nothing_and_later_allocations_pass_it() {
        let mut m = GlobalMemory::new();
        let r = m.reserve(0x3_0000).unwrap();
        assert!(m.check(r, 1).is_err(), "nothing is mapped in a reservation");
        assert_eq!(m.regions().count(), 0);
        m.map(r + 0x1_0000, 0x100, RegionKind::Scratch).unwrap();
        let after = m.allocate(8, RegionKind::Scratch).unwrap();
        assert!(
            after >= r + 0x3_0000 + 0x1_0000,
            "past the reservation and its gap"
        );
        assert!(m.reserve(u64::MAX).is_err());
    }

    #[test]
    fn mapping_checks_both_neighbours_and_unmap_all_keeps_the_rest() {
        let mut m = GlobalMemory::new();
        m.map(0x1000, 0x1000, RegionKind::Scratch).unwrap();
        m.map(0x4000, 0x1000, RegionKind::Scratch).unwrap();
        assert!(m.map(0x1800, 0x100, RegionKind::Scratch).is_err());
        assert!(m.map(0x3000, 0x1001, RegionKind::Scratch).is_err());
        assert!(m.map(0x0800, 0x900, RegionKind::Scratch).is_err());
        m.map(0x2000, 0x2000, RegionKind::Scratch).unwrap();
        m.map(0x6000, 0x10, RegionKind::Scratch).unwrap();
        m.unmap_all(&[0x6000, 0x1000, 0x9999]);
        let left: Vec<u64> = m.regions().map(|(b, _, _)| b).collect();
        assert_eq!(left, vec![0x2000, 0x4000]);
    }

    #[test]
    fn sparse_pages_and_faults() {
        let mut m = GlobalMemory::new();
        let a = m.allocate(10_000, RegionKind::Other("t".into())).unwrap();
        assert_eq!(m.read_u32(a + 9_996).unwrap(), 0);
        m.write_u32(a + 4094, 0xdead_beef).unwrap(); // straddles a page boundary
        assert_eq!(m.read_u32(a + 4094).unwrap(), 0xdead_beef);
        let f = m.read_u32(a + 9_998).unwrap_err();
        assert_eq!(f.address, a + 10_000);
        assert!(m.write_u32(a + 9_998, 1).is_err());
        assert_eq!(
            m.read_u32(a + 9_996).unwrap(),
            0,
            "a faulting write changes nothing"
        );
        assert!(m.read_u32(0).is_err());
        let b = m.allocate(16, RegionKind::Other("u".into())).unwrap();
        assert!(b > a + 10_000);
        assert!(
            m.read_u32(a + 10_000 + 16).is_err(),
            "guard gap between regions"
        );
    }

    #[test]
    fn huge_regions_cost_nothing_and_nothing_wraps() {
        let mut m = GlobalMemory::new();
        // A region claiming most of the address space: its page table is a sparse map.
        m.map(1 << 62, 1 << 61, RegionKind::Code).unwrap();
        m.write_u32((1 << 62) + (1 << 60), 7).unwrap();
        assert_eq!(m.read_u32((1 << 62) + (1 << 60)).unwrap(), 7);
        assert_eq!(m.read_u32(1 << 62).unwrap(), 0);
        assert!(m.map(u64::MAX - 4, 16, RegionKind::Code).is_err());
        m.map(u64::MAX - 16, 16, RegionKind::Code).unwrap();
        // `addr + len` past the end of the space faults at `addr`; it never wraps to 0.
        for len in [2u64, 8, 64] {
            let addr = u64::MAX - 1;
            let f = m.read(addr, &mut vec![0; len as usize]).unwrap_err();
            assert_eq!(f.address, addr);
            assert_eq!(m.check(addr, len).unwrap_err().address, addr);
            assert!(m.write(addr, &vec![0; len as usize]).is_err());
        }
        assert_eq!(
            m.read_u64(u64::MAX - 8).unwrap(),
            0,
            "the last bytes of the space"
        );
        assert!(m.read_u64(u64::MAX - 4).is_err());
        // The bump allocator refuses what does not fit.
        assert!(m
            .allocate(u64::MAX - 10, RegionKind::Other("x".into()))
            .is_err());
        assert!(m.allocate(16, RegionKind::Other("y".into())).is_ok());
    }

    #[test]
    fn overlay_reads_through_and_keeps_writes_to_itself() {
        let mut m = GlobalMemory::new();
        let a = m
            .allocate(3 * PAGE as u64, RegionKind::Other("a".into()))
            .unwrap();
        let s = m.allocate(PAGE as u64, RegionKind::Scratch).unwrap();
        m.write_u32(a + 8, 0x1111_1111).unwrap();
        let base = Arc::new(m.take_space());
        let mut w = GlobalMemory::overlay(Arc::clone(&base));
        assert_eq!(w.read_u32(a + 8).unwrap(), 0x1111_1111);
        // A write straddling a page end, through the hinted path (which falls back to the
        // overlay's own).
        let mut hint = PageHint::default();
        w.write_u32_hinted(a + PAGE as u64 - 2, 0xaabb_ccdd, &mut hint)
            .unwrap();
        assert_eq!(w.read_u32(a + PAGE as u64 - 2).unwrap(), 0xaabb_ccdd);
        assert_eq!(base.read(a + PAGE as u64 - 2, &mut [0; 4]), Ok(()));
        let mut b = [0u8; 4];
        base.read(a + PAGE as u64 - 2, &mut b).unwrap();
        assert_eq!(b, [0; 4], "the shared pages are untouched");
        // Faults as the plain memory faults, and a faulting write changes nothing.
        let end = a + 3 * PAGE as u64;
        assert_eq!(w.read_u32(end - 2).unwrap_err().address, end);
        assert!(w.write_u32(end - 2, 7).is_err());
        assert_eq!(w.read_u32(end - 4).unwrap(), 0);
        assert_eq!(w.race(), None);
        // Scratch read before it is written.
        w.write_u32(s, 5).unwrap();
        assert_eq!(w.read_u32(s).unwrap(), 5);
        assert_eq!(w.race(), None);
        w.read_u32(s + 4).unwrap();
        assert_eq!(w.race(), Some(Race::UnwrittenScratch));
        let first = w.take_accesses();
        assert_eq!(w.race(), None, "a fresh overlay for the next group");
        assert_eq!(first.len(), 3, "the three pages of `a`; scratch is dropped");

        // Two waves of one group: reads may share, a write after another wave's access
        // races unless a barrier came between.
        w.set_wave(0);
        w.read_u32(a + 64).unwrap();
        w.set_wave(1);
        w.read_u32(a + 64).unwrap();
        assert_eq!(w.race(), None);
        w.order_point();
        w.write_u32(a + 64, 1).unwrap();
        assert_eq!(w.race(), None);
        w.set_wave(0);
        w.read_u32(a + 66).unwrap();
        assert_eq!(w.race(), Some(Race::Waves));
        let second = w.take_accesses();

        // Group accesses conflict when one wrote what the other touched.
        let (p1, p2) = (first.iter().find(|p| p.page == 0).unwrap(), &second[0]);
        assert!(
            !p1.conflicts(p2),
            "group 1 read a+8 and wrote a+4094.., group 2 a+64.."
        );
        let mut merged = PageAccess {
            region: p1.region,
            page: p1.page,
            read: p1.read.clone(),
            written: p1.written.clone(),
            data: p1.data.clone(),
        };
        merged.merge(p2);
        assert!(
            merged.conflicts(p2),
            "a page conflicts with itself where it wrote"
        );
        let reader = {
            let mut w = GlobalMemory::overlay(Arc::clone(&base));
            w.read_u32(a + 4094).unwrap();
            w.take_accesses()
        };
        assert!(reader[0].conflicts(p1) && p1.conflicts(&reader[0]));

        // Applying writes only the written bytes.
        drop(w);
        m.put_space(Arc::into_inner(base).unwrap());
        m.apply(&merged);
        for p in first.iter().filter(|p| p.page == 1) {
            m.apply(p);
        }
        assert_eq!(m.read_u32(a + 8).unwrap(), 0x1111_1111);
        assert_eq!(m.read_u32(a + 64).unwrap(), 1);
        assert_eq!(m.read_u32(a + PAGE as u64 - 2).unwrap(), 0xaabb_ccdd);
        assert_eq!(m.read_u32(s).unwrap(), 0, "scratch writes are not kept");
    }

    #[test]
    fn lds_tracking_finds_races_between_barriers() {
        let mut l = Lds::new(64);
        l.track();
        l.set_wave(0);
        l.write_u32(0, 1);
        l.set_wave(1);
        l.read_u32(8);
        assert!(!l.race());
        l.read_u32(0);
        assert!(
            l.race(),
            "wave 1 read what wave 0 wrote with no barrier between"
        );
        let mut l = Lds::new(64);
        l.track();
        l.write_u32(0, 1);
        l.order_point();
        l.set_wave(3);
        assert_eq!(l.read_u32(0), 1);
        l.write_u32(0, 2);
        l.read_u32(1000); // out of range: nothing to track
        assert!(!l.race());
        // A dword whose bytes were touched apart: one byte another wave wrote is a race.
        let mut l = Lds::new(64);
        l.track();
        l.set_wave(0);
        l.write_u32(0, 1);
        l.write(5, &[7]);
        assert_eq!(l.read_u32(4), 0x700);
        l.set_wave(1);
        l.read_u32(0x10);
        assert!(!l.race());
        l.read(3, &mut [0u8; 2]);
        assert!(l.race(), "wave 1 read byte 3, which wave 0 wrote");
        let mut l = Lds::new(64);
        l.track();
        l.set_wave(0);
        l.write(5, &[7]);
        l.set_wave(1);
        l.read_u32(4);
        assert!(l.race(), "wave 1 read byte 5 within its dword");
    }

    #[test]
    fn lds_bounds() {
        let mut l = Lds::new(8);
        l.write_u32(4, 7);
        assert_eq!(l.read_u32(4), 7);
        l.write_u32(6, 0xffff_ffff);
        assert_eq!(l.read_u32(4), 0xffff_0007);
        assert_eq!(l.read_u32(8), 0);
    }
}
