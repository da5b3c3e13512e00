//! A parallel worker's view of global memory: the shared, unchanged [`Space`] underneath, and
//! on top a private copy of every page the running work-group touched, with each byte's
//! access state. Nothing reaches the shared pages until the run is known to be equivalent to
//! the serial one (`simulator::parallel`).
//!
//! A byte's state says whether the work-group read it, wrote it, and which of its waves
//! touched it since the group's last barrier. Two waves of one group touching a byte without
//! a barrier between them, one of them writing, is a race whose outcome depends on the
//! interleaving — which differs from the serial scheduler's — so it is reported
//! ([`Race::Waves`]) and the dispatch runs serially instead.

use std::collections::HashMap;
use std::sync::Arc;

use super::{wraps, Fault, FaultKind, PageHint, RegionKind, Space, PAGE, PAGE_BITS};

/// The work-group read the byte.
pub(super) const READ: u8 = 0x80;
/// The work-group wrote the byte.
pub(super) const WRITTEN: u8 = 0x40;
/// The owner wrote the byte since the group's last barrier.
pub(super) const OWNER_WROTE: u8 = 0x20;
/// The wave (index in its group + 1) that touched the byte since the group's last barrier;
/// 0 for none, [`SHARED`] for several readers.
pub(super) const OWNER: u8 = 0x1f;
/// Several waves read the byte (and none wrote it) since the last barrier.
pub(super) const SHARED: u8 = 0x1f;
/// The most waves a work-group may have for its accesses to be told apart.
pub const MAX_WAVES: u32 = SHARED as u32 - 1;

/// The owner number of the wave with index `k` in its group (`k < MAX_WAVES`).
pub(super) fn owner(k: u32) -> u8 {
    (k.min(MAX_WAVES - 1) + 1) as u8
}

/// A read of a byte in state `b` by wave `wave`: the new state, and whether another wave
/// wrote the byte since the last barrier.
#[inline]
pub(super) fn on_read(b: u8, wave: u8) -> (u8, bool) {
    let o = b & OWNER;
    let race = b & OWNER_WROTE != 0 && o != wave;
    let keep = if o == wave { b & OWNER_WROTE } else { 0 };
    let o = if o == 0 || o == wave { wave } else { SHARED };
    (READ | (b & WRITTEN) | keep | o, race)
}

/// A write of a byte in state `b` by wave `wave`: the new state, and whether another wave
/// touched the byte since the last barrier.
#[inline]
pub(super) fn on_write(b: u8, wave: u8) -> (u8, bool) {
    let o = b & OWNER;
    (
        (b & READ) | WRITTEN | OWNER_WROTE | wave,
        o != 0 && o != wave,
    )
}

/// Why a work-group's accesses cannot be replayed as the serial scheduler would run them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Race {
    /// Two waves of the group touched a byte between barriers, at least one writing.
    Waves,
    /// A wave read scratch it had not written: the serial run would read what an earlier
    /// occupant of its scratch slot left there.
    UnwrittenScratch,
    /// A wave wrote to the code object's image (the decode cache would go stale).
    CodeWrite,
}

/// How a page is treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PageKind {
    /// Shared between work-groups: checked against the others' accesses.
    Shared,
    /// A wave's scratch backing: private to the wave, dropped at the group's end.
    Scratch,
    /// The loaded code object: read-only.
    Code,
}

struct OvPage {
    region: usize,
    page: usize,
    kind: PageKind,
    data: Box<[u8; PAGE]>,
    state: Box<[u8; PAGE]>,
}

/// [`READ`] in each byte of a word.
const READ_BYTES: u64 = u64::from_ne_bytes([READ; 8]);
const _: () = assert!(
    READ == 0x80 && WRITTEN == 0x40,
    "top_bits reads bit 7, then bit 6"
);

/// Bit 7 of each byte of `word` (masked to those bits), gathered into bits 0..8 in byte
/// order: the multiply moves byte k's bit 7 to bit 56 + k, with no carries between them.
fn top_bits(word: u64) -> u64 {
    word.wrapping_mul(0x0002_0408_1020_4081) >> 56
}

/// What one work-group (or, merged, several) did to one page of shared memory.
pub struct PageAccess {
    pub(super) region: usize,
    pub(super) page: usize,
    /// Bytes read, one bit each.
    pub(super) read: Box<[u64; PAGE / 64]>,
    /// Bytes written, one bit each.
    pub(super) written: Box<[u64; PAGE / 64]>,
    /// The page's bytes as the group left them (only the written ones matter).
    pub(super) data: Box<[u8; PAGE]>,
}

impl std::fmt::Debug for Overlay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Overlay")
            .field("pages", &self.pages.len())
            .field("race", &self.race)
            .finish()
    }
}

impl std::fmt::Debug for PageAccess {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PageAccess")
            .field("region", &self.region)
            .field("page", &self.page)
            .finish()
    }
}

impl PageAccess {
    /// The page's key: (region index, page index).
    pub fn key(&self) -> (usize, usize) {
        (self.region, self.page)
    }

    /// Whether `other`'s accesses and these could be ordered differently in the serial run
    /// with a different result: one wrote a byte the other read or wrote.
    pub fn conflicts(&self, other: &PageAccess) -> bool {
        (0..PAGE / 64).any(|i| {
            let (r1, w1, r2, w2) = (
                self.read[i],
                self.written[i],
                other.read[i],
                other.written[i],
            );
            w1 & (r2 | w2) != 0 || r1 & w2 != 0
        })
    }

    /// Adds `other`'s accesses (which must not conflict): its written bytes are copied.
    pub fn merge(&mut self, other: &PageAccess) {
        for i in 0..PAGE / 64 {
            self.read[i] |= other.read[i];
            let mut w = other.written[i];
            self.written[i] |= w;
            while w != 0 {
                let b = i * 64 + w.trailing_zeros() as usize;
                self.data[b] = other.data[b];
                w &= w - 1;
            }
        }
    }

    /// Whether any byte was written.
    pub fn any_written(&self) -> bool {
        self.written.iter().any(|&w| w != 0)
    }
}

/// A worker's private layer over the shared [`Space`].
pub(crate) struct Overlay {
    pub(super) base: Arc<Space>,
    pages: Vec<OvPage>,
    index: HashMap<(usize, usize), usize>,
    /// The last page used (region, page, slot in `pages`): runs of accesses to one page skip
    /// the hash map.
    last: Option<(usize, usize, usize)>,
    /// The running wave's owner number (index in its group + 1).
    wave: u8,
    race: Option<Race>,
}

impl Overlay {
    pub(super) fn new(base: Arc<Space>) -> Overlay {
        Overlay {
            base,
            pages: Vec::new(),
            index: HashMap::new(),
            last: None,
            wave: 1,
            race: None,
        }
    }

    pub(super) fn set_wave(&mut self, index_in_group: u32) {
        self.wave = owner(index_in_group);
    }

    pub(super) fn race(&self) -> Option<Race> {
        self.race
    }

    fn flag(&mut self, r: Race) {
        self.race.get_or_insert(r);
    }

    /// The slot of the private copy of `page` of region `ri`, made on first use.
    #[inline]
    fn slot(&mut self, ri: usize, page: usize) -> usize {
        if let Some((r, p, s)) = self.last {
            if r == ri && p == page {
                return s;
            }
        }
        let s = match self.index.get(&(ri, page)) {
            Some(&s) => s,
            None => {
                let region = &self.base.regions[ri];
                let data = match region.pages.get(page) {
                    Some(p) => Box::new(**p),
                    None => Box::new([0u8; PAGE]),
                };
                let kind = match region.kind {
                    RegionKind::Scratch => PageKind::Scratch,
                    RegionKind::Code => PageKind::Code,
                    _ => PageKind::Shared,
                };
                self.pages.push(OvPage {
                    region: ri,
                    page,
                    kind,
                    data,
                    state: Box::new([0u8; PAGE]),
                });
                self.index.insert((ri, page), self.pages.len() - 1);
                self.pages.len() - 1
            }
        };
        self.last = Some((ri, page, s));
        s
    }

    /// Splits `[addr, addr + len)` at page and region ends and calls `f(slot, offset in page,
    /// offset in the access, length)` for each piece; the first unmapped address faults.
    #[inline]
    fn pieces(
        &mut self,
        addr: u64,
        len: usize,
        mut f: impl FnMut(&mut Overlay, usize, usize, usize, usize),
    ) -> Result<(), Fault> {
        wraps(addr, len as u64)?;
        let mut done = 0usize;
        while done < len {
            let a = addr.wrapping_add(done as u64);
            let Some(ri) = self.base.region_index(a) else {
                return Err(Fault {
                    address: a,
                    kind: FaultKind::Unmapped,
                });
            };
            let (base, size) = (self.base.regions[ri].base, self.base.regions[ri].size);
            let off = a - base;
            let in_region = (size - off) as usize;
            let page = (off >> PAGE_BITS) as usize;
            let o = off as usize & (PAGE - 1);
            let n = (len - done).min(in_region).min(PAGE - o);
            let s = self.slot(ri, page);
            f(self, s, o, done, n);
            done += n;
        }
        Ok(())
    }

    // Kept out of line: the plain memory's paths that test for an overlay stay small.
    #[inline(never)]
    pub(super) fn read(&mut self, addr: u64, out: &mut [u8]) -> Result<(), Fault> {
        self.pieces(addr, out.len(), |ov, s, o, at, n| {
            let wave = ov.wave;
            let p = &mut ov.pages[s];
            out[at..at + n].copy_from_slice(&p.data[o..o + n]);
            let mut race = None;
            for b in &mut p.state[o..o + n] {
                if p.kind == PageKind::Scratch && *b & WRITTEN == 0 {
                    race = Some(Race::UnwrittenScratch);
                }
                let (next, raced) = on_read(*b, wave);
                if raced {
                    race = Some(Race::Waves);
                }
                *b = next;
            }
            if let Some(r) = race {
                ov.flag(r);
            }
        })
    }

    // Kept out of line: the plain memory's paths that test for an overlay stay small.
    #[inline(never)]
    pub(super) fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), Fault> {
        // Check the whole range first so a faulting write changes nothing.
        self.base.check(addr, data.len() as u64)?;
        self.pieces(addr, data.len(), |ov, s, o, at, n| {
            let wave = ov.wave;
            let p = &mut ov.pages[s];
            p.data[o..o + n].copy_from_slice(&data[at..at + n]);
            let mut race = (p.kind == PageKind::Code).then_some(Race::CodeWrite);
            for b in &mut p.state[o..o + n] {
                let (next, raced) = on_write(*b, wave);
                if raced {
                    race = Some(Race::Waves);
                }
                *b = next;
            }
            if let Some(r) = race {
                ov.flag(r);
            }
        })
    }

    /// Points `hint` at the private copy of the page holding the dword at `addr`; `false`
    /// when the dword is unmapped or straddles a page or region end.
    #[inline]
    fn locate(&mut self, addr: u64, hint: &mut PageHint) -> bool {
        let (start, len, _) = hint.overlay;
        if addr.wrapping_sub(start) <= len.wrapping_sub(4) && len >= 4 {
            return true;
        }
        let Some(ri) = self.base.region_index(addr) else {
            return false;
        };
        let r = &self.base.regions[ri];
        let index = ((addr - r.base) >> PAGE_BITS) as usize;
        let start = r.base + ((index as u64) << PAGE_BITS);
        let len = (r.base + r.size - start).min(PAGE as u64);
        if addr - start + 4 > len {
            return false;
        }
        hint.overlay = (start, len, self.slot(ri, index));
        true
    }

    /// [`super::GlobalMemory::read_u32_hinted`] on the overlay.
    #[inline(never)]
    pub(super) fn read_u32_hinted(&mut self, addr: u64, hint: &mut PageHint) -> Result<u32, Fault> {
        if !self.locate(addr, hint) {
            let mut b = [0u8; 4];
            self.read(addr, &mut b)?;
            return Ok(u32::from_le_bytes(b));
        }
        let (start, _, slot) = hint.overlay;
        let o = (addr - start) as usize;
        let wave = self.wave;
        let p = &mut self.pages[slot];
        let mut race = None;
        for b in &mut p.state[o..o + 4] {
            if p.kind == PageKind::Scratch && *b & WRITTEN == 0 {
                race = Some(Race::UnwrittenScratch);
            }
            let (next, raced) = on_read(*b, wave);
            if raced {
                race = Some(Race::Waves);
            }
            *b = next;
        }
        let v = u32::from_le_bytes([p.data[o], p.data[o + 1], p.data[o + 2], p.data[o + 3]]);
        if let Some(r) = race {
            self.flag(r);
        }
        Ok(v)
    }

    /// [`super::GlobalMemory::write_u32_hinted`] on the overlay.
    #[inline(never)]
    pub(super) fn write_u32_hinted(
        &mut self,
        addr: u64,
        v: u32,
        hint: &mut PageHint,
    ) -> Result<(), Fault> {
        if !self.locate(addr, hint) {
            return self.write(addr, &v.to_le_bytes());
        }
        let (start, _, slot) = hint.overlay;
        let o = (addr - start) as usize;
        let wave = self.wave;
        let p = &mut self.pages[slot];
        let mut race = (p.kind == PageKind::Code).then_some(Race::CodeWrite);
        for b in &mut p.state[o..o + 4] {
            let (next, raced) = on_write(*b, wave);
            if raced {
                race = Some(Race::Waves);
            }
            *b = next;
        }
        p.data[o..o + 4].copy_from_slice(&v.to_le_bytes());
        if let Some(r) = race {
            self.flag(r);
        }
        Ok(())
    }

    /// Whether what the group did so far conflicts with `done` (other groups' merged
    /// accesses): the group will fall back when it ends, so it can stop now (a group that
    /// waits for another group's write would otherwise run until its budget is spent).
    pub(super) fn conflicts_with(&self, done: &HashMap<(usize, usize), PageAccess>) -> bool {
        self.pages.iter().any(|p| {
            if p.kind == PageKind::Scratch {
                return false;
            }
            let Some(d) = done.get(&(p.region, p.page)) else {
                return false;
            };
            p.state.iter().enumerate().any(|(i, b)| {
                let (r, w) = (
                    d.read[i / 64] >> (i % 64) & 1,
                    d.written[i / 64] >> (i % 64) & 1,
                );
                (b & WRITTEN != 0 && (r | w) != 0) || (b & READ != 0 && w != 0)
            })
        })
    }

    /// A barrier released the group: every access so far comes before every later one in any
    /// interleaving, so the owners are forgotten.
    pub(super) fn order_point(&mut self) {
        for p in &mut self.pages {
            for b in p.state.iter_mut() {
                *b &= READ | WRITTEN;
            }
        }
    }

    /// Ends the work-group: what it did to shared pages (scratch is dropped: it belongs to
    /// the group's waves), and a fresh overlay for the next group.
    pub(super) fn take(&mut self) -> Vec<PageAccess> {
        self.index.clear();
        self.last = None;
        self.race = None;
        std::mem::take(&mut self.pages)
            .into_iter()
            .filter(|p| p.kind != PageKind::Scratch)
            .map(|p| {
                let mut read = Box::new([0u64; PAGE / 64]);
                let mut written = Box::new([0u64; PAGE / 64]);
                // Eight state bytes at a time: a work-group hands back every page it touched,
                // so a dispatch of many small work-groups converts thousands of pages.
                for (i, bytes) in p.state.chunks_exact(8).enumerate() {
                    let word = u64::from_le_bytes(bytes.try_into().unwrap_or([0; 8]));
                    if word == 0 {
                        continue;
                    }
                    let shift = 8 * (i % 8);
                    read[i / 8] |= top_bits(word & READ_BYTES) << shift;
                    written[i / 8] |= top_bits((word << 1) & READ_BYTES) << shift;
                }
                PageAccess {
                    region: p.region,
                    page: p.page,
                    read,
                    written,
                    data: p.data,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod top_bits_tests {
    use super::{top_bits, READ_BYTES};

    #[test]
    fn gathers_bit_seven_of_each_byte() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let want = (0..8).fold(0u64, |acc, k| acc | (((x >> (8 * k + 7)) & 1) << k));
            assert_eq!(top_bits(x & READ_BYTES), want, "{x:#x}");
        }
        assert_eq!(top_bits(READ_BYTES), 0xff);
        assert_eq!(top_bits(0), 0);
    }
}
