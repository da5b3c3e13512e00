//! The `init` check: definedness of every register bit and memory byte (Valgrind memcheck's
//! V bits), reported when an undefined value is *used*.
//!
//! Shadow state: a bit per register bit (set = undefined) for every VGPR lane, AGPR lane,
//! SGPR, VCC, EXEC, SCC and M0 of each wave; a bit per byte of global memory (sparse pages;
//! memory nobody wrote — an allocation made without contents, a wave's scratch — is
//! undefined until written) and of each work-group's LDS. A wave starts with the registers
//! the dispatch sets (kernarg pointers, work-group ids, work-item ids, EXEC) defined and the
//! rest undefined.
//!
//! Propagation follows each operation's class, decided by the executor's typed semantics
//! ([`Sem`], [`VOp`], [`SOp`]): moves and loads copy definedness exactly (bytes stay bytes,
//! so a copy of a partly written struct stays partly defined); bitwise operations combine it
//! bit by bit (a defined 0 in an AND, or 1 in an OR, makes the result bit defined); shifts by
//! a defined amount shift it; additions and multiplications make every bit from the lowest
//! undefined one upward undefined; everything else makes the whole result undefined if any
//! input bit is. Selects (`v_cndmask`, `s_cselect`) take the chosen input's definedness.
//!
//! A use is reported (once per place, then the value counts as defined): a memory address
//! with undefined bits in an active lane, a compare of undefined bits, a branch on an
//! undefined SCC, VCC or EXEC, a write of undefined bits to EXEC, a jump to an undefined
//! address, and bytes still undefined in an output buffer when the dispatch ends, which a
//! store put there. The finding names the read that brought the value in (its origin: wave,
//! PC, address) and the use; a register never written is named instead.

use std::cell::Cell;

use super::FastMap;

use amdgpu::decode::Family;
use amdgpu::kd::InitialVgpr;
use amdgpu::AddressSpace;

use crate::dispatch::DispatchSetup;
use crate::exec::mem::{self, Kind, Loc, MemOp};
use crate::exec::operand::{read_mask, sread32, sread64, Src, T};
use crate::exec::scalar::{BitOp, POp, SOp};
use crate::exec::valu_ops::VOp;
use crate::exec::vector::{self, VxOp};
use crate::exec::{permute, Ctx, Inst, Sem};
use crate::wave::{Wave, SGPRS, VGPRS};

use super::access::{LaneAccess, SCALAR};
use super::{Access, Checks, Finding, FindingKind, Site, Use};

const PAGE_BITS: u32 = 12;
const PAGE: u64 = 1 << PAGE_BITS;

/// Where an undefined value came from: a read of undefined memory (0 is "a register never
/// written").
#[derive(Clone, Copy, Debug)]
pub(crate) struct Origin {
    site: Site,
    access: Access,
    /// The wave's instruction count at the read: lanes of one execution are merged.
    stamp: u64,
}

/// A wave's register definedness (set bits are undefined) and, per register, where its
/// undefined bits came from.
pub(crate) struct RegShadow {
    vgpr: Vec<[u32; 64]>,
    agpr: Vec<[u32; 64]>,
    sgpr: [u32; SGPRS],
    vcc: u64,
    exec: u64,
    scc: bool,
    m0: u32,
    vorigin: Vec<u32>,
    aorigin: Vec<u32>,
    sorigin: [u32; SGPRS],
    vcc_origin: u32,
    exec_origin: u32,
    scc_origin: u32,
    m0_origin: u32,
}

impl RegShadow {
    /// The definedness of `w`'s registers as the dispatch set them.
    pub(crate) fn at_start(w: &Wave, setup: &DispatchSetup) -> RegShadow {
        let p = setup.processor;
        let mut s = RegShadow {
            vgpr: vec![[u32::MAX; 64]; VGPRS],
            agpr: vec![[u32::MAX; 64]; w.agpr.len()],
            sgpr: [u32::MAX; SGPRS],
            vcc: u64::MAX,
            exec: 0,
            scc: true,
            m0: u32::MAX,
            vorigin: vec![0; VGPRS],
            aorigin: vec![0; w.agpr.len()],
            sorigin: [0; SGPRS],
            vcc_origin: 0,
            exec_origin: 0,
            scc_origin: 0,
            m0_origin: 0,
        };
        for g in setup.kd.initial_sgprs(p) {
            for k in g.first..g.first + g.count {
                if let Some(r) = s.sgpr.get_mut(k as usize) {
                    *r = 0;
                }
            }
        }
        for v in setup.kd.initial_vgprs(p) {
            let r = match v {
                InitialVgpr::WorkItemId { vgpr, .. } => vgpr as usize,
                InitialVgpr::PackedWorkItemIds { .. } => 0,
            };
            s.vgpr[r] = [0; 64];
        }
        s
    }
}

/// Global memory definedness: a bit per byte in sparse pages; a page never written reads as
/// its region's default (undefined inside [`ShadowMemory::mark_undefined_region`]'s ranges).
///
/// Pages live in a vector and are found through a map from page number to slot, with the
/// last page found remembered: the lanes of one instruction nearly always touch the same
/// page (a swizzled scratch dword of 64 lanes is 256 contiguous bytes), so most lookups
/// skip the map.
#[derive(Default)]
pub(crate) struct ShadowMemory {
    pages: Vec<ShadowPage>,
    /// Page number → slot in `pages`.
    index: FastMap<u64, u32>,
    /// Slots of `pages` no page uses.
    unused: Vec<u32>,
    /// The last page found: (page number + 1, slot); 0 is "none".
    last: Cell<(u64, u32)>,
    /// Ranges `[start, end)` whose unwritten bytes are undefined, sorted by start.
    undefined: Vec<(u64, u64)>,
    /// Whether any origin was ever noted (copies skip them otherwise).
    has_origins: bool,
}

struct ShadowPage {
    bits: Box<[u8; PAGE as usize]>,
    /// Where the undefined values stored at each dword came from (an origin index, 0 for
    /// none), so a use after a spill and its reload names the first read of uninitialised
    /// memory, as Valgrind's `--track-origins` does. Made at the first such store.
    origins: Option<Box<[u32; (PAGE / 4) as usize]>>,
}

impl ShadowMemory {
    fn default_undefined(&self, addr: u64) -> bool {
        let i = self.undefined.partition_point(|r| r.0 <= addr);
        i > 0 && addr < self.undefined[i - 1].1
    }

    /// The default bits of `[addr, addr + n)` when they are the same for every byte (the
    /// range lies inside one undefined range, or meets none).
    fn default_uniform(&self, addr: u64, n: u64) -> Option<u8> {
        let end = addr.checked_add(n)?;
        let i = self.undefined.partition_point(|r| r.0 <= addr);
        // No range starts inside: every byte is decided by range i - 1, as
        // `default_undefined` decides it.
        if self.undefined.get(i).is_some_and(|r| r.0 < end) {
            return None;
        }
        match i.checked_sub(1).map(|k| self.undefined[k].1) {
            Some(e) if end <= e => Some(0xff),
            Some(e) if e <= addr => Some(0),
            None => Some(0),
            Some(_) => None,
        }
    }

    /// The slot of page `page`, if held.
    #[inline]
    fn slot(&self, page: u64) -> Option<usize> {
        let (key, slot) = self.last.get();
        if key == page.wrapping_add(1) {
            return Some(slot as usize);
        }
        let slot = *self.index.get(&page)?;
        self.last.set((page.wrapping_add(1), slot));
        Some(slot as usize)
    }

    fn page_mut(&mut self, page: u64) -> &mut ShadowPage {
        let slot = match self.slot(page) {
            Some(s) => s,
            None => {
                let fill = if self.default_undefined(page << PAGE_BITS) {
                    0xff
                } else {
                    0
                };
                let slot = match self.unused.pop() {
                    Some(s) => {
                        let p = &mut self.pages[s as usize];
                        p.bits.fill(fill);
                        p.origins = None;
                        s
                    }
                    None => {
                        self.pages.push(ShadowPage {
                            bits: Box::new([fill; PAGE as usize]),
                            origins: None,
                        });
                        (self.pages.len() - 1) as u32
                    }
                };
                self.index.insert(page, slot);
                self.last.set((page.wrapping_add(1), slot));
                slot as usize
            }
        };
        &mut self.pages[slot]
    }

    /// Every byte of `[base, base + size)` undefined, now and (unwritten) later.
    pub(crate) fn mark_undefined_region(&mut self, base: u64, size: u64) {
        if size == 0 {
            return;
        }
        let end = base.saturating_add(size);
        if !self.undefined.contains(&(base, end)) {
            let i = self.undefined.partition_point(|r| r.0 < base);
            self.undefined.insert(i, (base, end));
        }
        let (first, last) = (base >> PAGE_BITS, (end - 1) >> PAGE_BITS);
        // Pages cut by the range's ends may hold bytes of a neighbour: keep those bytes.
        // Bytes undefined afresh come from no store.
        for p in [first, last] {
            if let Some(s) = self.slot(p) {
                let page = &mut self.pages[s];
                let (lo, hi) = ((p << PAGE_BITS).max(base), ((p + 1) << PAGE_BITS).min(end));
                let (o, e) = ((lo & (PAGE - 1)) as usize, ((hi - 1) & (PAGE - 1)) as usize);
                page.bits[o..=e].fill(0xff);
                if let Some(origins) = &mut page.origins {
                    origins[o / 4..=e / 4].fill(0);
                }
            }
        }
        let inner = (first + 1)..last;
        let mut dropped = Vec::new();
        if inner.end.saturating_sub(inner.start) > 1 << 20 {
            self.index.retain(|p, s| {
                let keep = !inner.contains(p);
                if !keep {
                    dropped.push(*s);
                }
                keep
            });
        } else {
            // Held pages are refilled rather than dropped: a wave's scratch is marked at
            // every wave start and written again at once.
            for p in inner {
                if let Some(slot) = self.slot(p) {
                    let page = &mut self.pages[slot];
                    page.bits.fill(0xff);
                    page.origins = None;
                }
            }
        }
        if !dropped.is_empty() {
            self.unused.extend(dropped);
            self.last.set((0, 0));
        }
    }

    /// Copies the definedness (and the origins) of `[source, source + len)` to
    /// `[destination, destination + len)`, byte for byte.
    pub(crate) fn copy(&mut self, destination: u64, source: u64, len: u64) {
        let mut bits = vec![0u8; PAGE as usize];
        let mut done = 0u64;
        while done < len {
            let n = (len - done).min(PAGE);
            let chunk = &mut bits[..n as usize];
            self.get(source + done, chunk);
            self.set(destination + done, chunk);
            done += n;
        }
        if !self.has_origins || len == 0 {
            return;
        }
        // Origins are kept per dword: each destination dword takes its source dword's.
        for d in 0..len.div_ceil(4) {
            let from = source + 4 * d;
            let to = destination + 4 * d;
            match self.origin(from) {
                Some(o) => self.set_origin(to, 1, o),
                None => {
                    if let Some(slot) = self.slot(to >> PAGE_BITS) {
                        if let Some(origins) = &mut self.pages[slot].origins {
                            origins[((to & (PAGE - 1)) >> 2) as usize] = 0;
                        }
                    }
                }
            }
        }
    }

    /// Every byte of `[base, base + size)` defined.
    pub(crate) fn mark_defined(&mut self, base: u64, size: u64) {
        let end = base.saturating_add(size);
        let mut a = base;
        while a < end {
            let p = a >> PAGE_BITS;
            let stop = ((p + 1) << PAGE_BITS).min(end);
            if self.slot(p).is_some()
                || self.default_undefined(a)
                || self.default_undefined(stop - 1)
            {
                let (o, e) = (
                    (a & (PAGE - 1)) as usize,
                    ((stop - 1) & (PAGE - 1)) as usize,
                );
                self.page_mut(p).bits[o..=e].fill(0);
            }
            a = stop;
        }
    }

    /// The undefined bits of each byte of `[addr, addr + out.len())`.
    pub(crate) fn get(&self, addr: u64, out: &mut [u8]) {
        // One page lookup per page the range touches.
        let mut done = 0;
        while done < out.len() {
            let b = addr.wrapping_add(done as u64);
            let in_page = (b & (PAGE - 1)) as usize;
            let n = (out.len() - done).min(PAGE as usize - in_page);
            let chunk = &mut out[done..done + n];
            match self.slot(b >> PAGE_BITS) {
                Some(s) => chunk.copy_from_slice(&self.pages[s].bits[in_page..in_page + n]),
                // A page never written: one lookup when one default covers the whole chunk.
                None => match self.default_uniform(b, n as u64) {
                    Some(fill) => chunk.fill(fill),
                    None => {
                        for (i, o) in chunk.iter_mut().enumerate() {
                            *o = if self.default_undefined(b.wrapping_add(i as u64)) {
                                0xff
                            } else {
                                0
                            };
                        }
                    }
                },
            }
            done += n;
        }
    }

    /// Whether any bit of `[addr, addr + n)` is undefined.
    pub(crate) fn any_undefined(&self, addr: u64, n: usize) -> bool {
        let mut b = [0u8; 64];
        let n = n.min(64);
        self.get(addr, &mut b[..n]);
        b[..n].iter().any(|&x| x != 0)
    }

    /// Sets the undefined bits of each byte of `[addr, addr + bits.len())`.
    pub(crate) fn set(&mut self, addr: u64, bits: &[u8]) {
        let mut done = 0;
        while done < bits.len() {
            let b = addr.wrapping_add(done as u64);
            let in_page = (b & (PAGE - 1)) as usize;
            let n = (bits.len() - done).min(PAGE as usize - in_page);
            let chunk = &bits[done..done + n];
            let p = b >> PAGE_BITS;
            // Defined bytes where the page is not held and unwritten bytes are defined:
            // nothing to hold.
            let nothing = self.slot(p).is_none()
                && chunk.iter().all(|&x| x == 0)
                && (0..n as u64).all(|i| !self.default_undefined(b.wrapping_add(i)));
            if !nothing {
                self.page_mut(p).bits[in_page..in_page + n].copy_from_slice(chunk);
            }
            done += n;
        }
    }

    /// The origin of the undefined value stored at `addr`'s dword, if a store left one.
    pub(crate) fn origin(&self, addr: u64) -> Option<u32> {
        let s = self.slot(addr >> PAGE_BITS)?;
        let o = self.pages[s].origins.as_ref()?[((addr & (PAGE - 1)) >> 2) as usize];
        (o != 0).then_some(o)
    }

    /// Notes that the undefined bytes of `[addr, addr + n)` came from `origin`.
    pub(crate) fn set_origin(&mut self, addr: u64, n: usize, origin: u32) {
        self.has_origins = true;
        for d in addr >> 2..=(addr + n.max(1) as u64 - 1) >> 2 {
            let a = d << 2;
            let page = self.page_mut(a >> PAGE_BITS);
            let origins = page
                .origins
                .get_or_insert_with(|| Box::new([0; (PAGE / 4) as usize]));
            origins[((a & (PAGE - 1)) >> 2) as usize] = origin;
        }
    }

    /// Bytes of shadow pages held.
    pub(crate) fn bytes(&self) -> usize {
        self.index.len() * PAGE as usize
    }

    /// Every held page's bits and origins, by page number.
    #[cfg(test)]
    pub(crate) fn pages(&self) -> std::collections::BTreeMap<u64, (Vec<u8>, Vec<u32>)> {
        self.index
            .iter()
            .map(|(&p, &s)| {
                let page = &self.pages[s as usize];
                let origins = page.origins.as_deref().map_or(Vec::new(), |o| o.to_vec());
                (p, (page.bits.to_vec(), origins))
            })
            .collect()
    }
}

/// One store of undefined bytes into an output buffer: the finding's site and access, and
/// the (address, length) ranges written (at most 64).
type OutputStore = (Site, Access, Vec<(u64, u8)>);

/// Stores of undefined bytes into output buffers, to check when the dispatch ends.
#[derive(Default)]
pub(crate) struct Outputs {
    /// Per store PC: the finding's site and access, and the ranges written (at most 64).
    stores: FastMap<u64, OutputStore>,
}

/// Every bit from the lowest undefined one upward (an addition's carries).
#[inline]
fn left32(x: u32) -> u32 {
    x | x.wrapping_neg()
}

#[inline]
fn left64(x: u64) -> u64 {
    x | x.wrapping_neg()
}

#[inline]
fn smear32(x: u64) -> u32 {
    if x != 0 {
        u32::MAX
    } else {
        0
    }
}

/// How a table operation's result depends on its inputs' bits.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rule {
    Copy,
    Select,
    Not,
    And,
    Or,
    Xor,
    Or3,
    Xor3,
    AndOr,
    Bfi,
    /// Shift right (logical/arithmetic) or left of source 1 by source 0.
    Shl,
    Shr,
    Sar,
    ShlAdd,
    AddShl,
    ShlOr,
    Align,
    Bfe(bool),
    Left,
    Smear,
}

fn rule(op: VOp) -> Rule {
    use VOp::*;
    match op {
        MovB32 | MovB64 | MovB16 => Rule::Copy,
        CndmaskVcc => Rule::Select,
        NotB32 => Rule::Not,
        AndB32 | AndB16 => Rule::And,
        OrB32 | OrB16 => Rule::Or,
        XorB32 | XnorB32 | XorB16 => Rule::Xor,
        Or3B32 => Rule::Or3,
        Xor3B32 => Rule::Xor3,
        AndOrB32 => Rule::AndOr,
        BfiB32 => Rule::Bfi,
        LshlrevB32 | LshlrevB16 | LshlrevB64 => Rule::Shl,
        LshrrevB32 | LshrrevB16 | LshrrevB64 => Rule::Shr,
        AshrrevI32 | AshrrevI16 | AshrrevI64 => Rule::Sar,
        LshlAddU32 | LshlAddU64 => Rule::ShlAdd,
        AddLshlU32 => Rule::AddShl,
        LshlOrB32 => Rule::ShlOr,
        AlignbitB32 | AlignbyteB32 => Rule::Align,
        BfeU32 => Rule::Bfe(false),
        BfeI32 => Rule::Bfe(true),
        AddU32 | SubU32 | SubrevU32 | Add3U32 | XadU32 | MulLoU32 | MulU32U24 | MulI32I24
        | MadU32U24 | MadI32I24 | AddU16 | SubU16 | SubrevU16 | MulLoU16 | MadU16 | AddU64
        | MbcntLo | MbcntHi => Rule::Left,
        _ => Rule::Smear,
    }
}

/// The result's shadow of one lane of a table operation: `s` the sources' shadows, `v` their
/// values (64-bit slots whole), `width` the result's bits.
fn lane_rule(
    op: VOp,
    r: Rule,
    s: [u64; 3],
    v: [u64; 3],
    width: u32,
    vcc_bit: bool,
    vcc_undef: bool,
) -> u64 {
    let full = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let any = s[0] | s[1] | s[2];
    let amount_mask = width.max(32) as u64 - 1;
    let out = match r {
        Rule::Copy => s[0],
        Rule::Select => {
            let chosen = if vcc_bit { s[1] } else { s[0] };
            if vcc_undef {
                full
            } else {
                chosen
            }
        }
        Rule::Not => s[0],
        Rule::And => (s[0] & s[1]) | (s[0] & v[1]) | (v[0] & s[1]),
        Rule::Or => (s[0] & s[1]) | (s[0] & !v[1]) | (!v[0] & s[1]),
        Rule::Xor => s[0] | s[1],
        Rule::Or3 => {
            let ab = (s[0] & s[1]) | (s[0] & !v[1]) | (!v[0] & s[1]);
            let vab = v[0] | v[1];
            (ab & s[2]) | (ab & !v[2]) | (!vab & s[2])
        }
        Rule::Xor3 => any,
        Rule::AndOr => {
            let ab = (s[0] & s[1]) | (s[0] & v[1]) | (v[0] & s[1]);
            let vab = v[0] & v[1];
            (ab & s[2]) | (ab & !v[2]) | (!vab & s[2])
        }
        Rule::Bfi => {
            if s[0] != 0 {
                full
            } else {
                (v[0] & s[1]) | (!v[0] & s[2])
            }
        }
        Rule::Shl | Rule::Shr | Rule::Sar => {
            let bits = if matches!(op, VOp::LshlrevB16 | VOp::LshrrevB16 | VOp::AshrrevI16) {
                15
            } else {
                amount_mask
            };
            if s[0] & bits != 0 {
                full
            } else {
                let k = (v[0] & bits) as u32;
                match r {
                    Rule::Shl => s[1] << k,
                    Rule::Shr => s[1] >> k,
                    _ => {
                        // The sign bit's definedness fills the vacated bits.
                        let top = s[1] >> (width - 1) & 1 != 0;
                        let shifted = s[1] >> k;
                        if top {
                            shifted | (full & !(full >> k))
                        } else {
                            shifted
                        }
                    }
                }
            }
        }
        Rule::ShlAdd => {
            let (bits, val) = if op == VOp::LshlAddU64 {
                (7, s[0])
            } else {
                (31, s[0])
            };
            if s[1] & bits != 0 {
                full
            } else {
                let shifted = val << (v[1] & bits);
                if width > 32 {
                    left64(shifted | s[2])
                } else {
                    left32((shifted | s[2]) as u32) as u64
                }
            }
        }
        Rule::AddShl => {
            if s[2] & 31 != 0 {
                full
            } else {
                (left32((s[0] | s[1]) as u32) as u64) << (v[2] & 31)
            }
        }
        Rule::ShlOr => {
            if s[1] & 31 != 0 {
                full
            } else {
                let a = (s[0] << (v[1] & 31)) & 0xffff_ffff;
                let va = (v[0] << (v[1] & 31)) & 0xffff_ffff;
                (a & s[2]) | (a & !v[2]) | (!va & s[2])
            }
        }
        Rule::Align => {
            let unit = if op == VOp::AlignbyteB32 { 8 } else { 1 };
            let sel = if unit == 8 { 3 } else { 31 };
            if s[2] & sel != 0 {
                full
            } else {
                ((s[0] << 32 | s[1]) >> ((v[2] & sel) * unit)) & 0xffff_ffff
            }
        }
        Rule::Bfe(signed) => {
            if s[1] & 31 != 0 || s[2] & 31 != 0 {
                full
            } else {
                let (off, w) = ((v[1] & 31) as u32, (v[2] & 31) as u32);
                if w == 0 {
                    0
                } else {
                    let field = (s[0] >> off) & ((1u64 << w) - 1);
                    if signed && field >> (w - 1) & 1 != 0 {
                        field | (0xffff_ffff & !((1u64 << w) - 1))
                    } else {
                        field
                    }
                }
            }
        }
        Rule::Left => {
            if width > 32 {
                left64(any)
            } else {
                left32(any as u32) as u64
            }
        }
        Rule::Smear => {
            if any != 0 {
                full
            } else {
                0
            }
        }
    };
    out & full
}

/// Register shadows of one instruction, against one wave.
struct Prop<'a, 'c> {
    sh: &'a mut RegShadow,
    w: &'a Wave,
    ctx: &'a Ctx<'c>,
    exec: u64,
    lanes: usize,
}

impl Prop<'_, '_> {
    /// A 32-bit scalar source's shadow.
    fn s32(&self, s: Src) -> u32 {
        match s {
            Src::S(i) => self.sh.sgpr.get(i as usize).copied().unwrap_or(0),
            Src::VccLo => self.sh.vcc as u32,
            Src::VccHi => (self.sh.vcc >> 32) as u32,
            Src::ExecLo => self.sh.exec as u32,
            Src::ExecHi => (self.sh.exec >> 32) as u32,
            Src::M0 => self.sh.m0,
            Src::Scc => self.sh.scc as u32,
            Src::V(r) => self.sh.vgpr[r as usize & 255][self.first_lane()],
            _ => 0,
        }
    }

    fn s64(&self, s: Src) -> u64 {
        match s {
            Src::S(i) => {
                let lo = self.sh.sgpr.get(i as usize).copied().unwrap_or(0) as u64;
                let hi = self.sh.sgpr.get(i as usize + 1).copied().unwrap_or(0) as u64;
                lo | hi << 32
            }
            Src::VccLo => self.sh.vcc,
            Src::ExecLo => self.sh.exec,
            other => self.s32(other) as u64,
        }
    }

    fn origin_of(&self, s: Src) -> u32 {
        match s {
            Src::S(i) => self.sh.sorigin.get(i as usize).copied().unwrap_or(0),
            Src::V(r) | Src::VH(r) => self.sh.vorigin[r as usize & 255],
            Src::A(r) => self.sh.aorigin.get(r as usize).copied().unwrap_or(0),
            Src::VccLo | Src::VccHi => self.sh.vcc_origin,
            Src::ExecLo | Src::ExecHi => self.sh.exec_origin,
            Src::Scc => self.sh.scc_origin,
            Src::M0 => self.sh.m0_origin,
            _ => 0,
        }
    }

    fn first_lane(&self) -> usize {
        let e = self.exec;
        if e == 0 {
            0
        } else {
            e.trailing_zeros() as usize
        }
    }

    /// A 32-bit vector source's shadow, every lane (a scalar broadcast).
    fn v32(&self, s: Src) -> [u32; 64] {
        match s {
            Src::V(r) => self.sh.vgpr[r as usize & 255],
            Src::VH(r) => self.sh.vgpr[r as usize & 255].map(|x| x >> 16),
            Src::A(r) => self.sh.agpr.get(r as usize).copied().unwrap_or([0; 64]),
            other => [self.s32(other); 64],
        }
    }

    fn v64(&self, s: Src) -> [u64; 64] {
        let pair = |lo: [u32; 64], hi: [u32; 64]| {
            let mut out = [0u64; 64];
            for l in 0..64 {
                out[l] = lo[l] as u64 | (hi[l] as u64) << 32;
            }
            out
        };
        match s {
            Src::V(r) => pair(self.v32(Src::V(r)), self.v32(Src::V(r.wrapping_add(1)))),
            Src::A(r) => pair(self.v32(Src::A(r)), self.v32(Src::A(r.wrapping_add(1)))),
            other => [self.s64(other); 64],
        }
    }

    /// Writes a 32-bit scalar destination's shadow.
    fn set_s32(&mut self, d: Src, v: u32, origin: u32) {
        match d {
            Src::S(i) => {
                if let Some(r) = self.sh.sgpr.get_mut(i as usize) {
                    *r = v;
                    self.sh.sorigin[i as usize] = origin;
                }
            }
            Src::VccLo => {
                self.sh.vcc = (self.sh.vcc & !0xffff_ffff) | v as u64;
                self.sh.vcc_origin = origin;
            }
            Src::VccHi => {
                self.sh.vcc = (self.sh.vcc & 0xffff_ffff) | (v as u64) << 32;
                self.sh.vcc_origin = origin;
            }
            Src::ExecLo => {
                self.sh.exec = (self.sh.exec & !0xffff_ffff) | v as u64;
                self.sh.exec_origin = origin;
            }
            Src::ExecHi => {
                self.sh.exec = (self.sh.exec & 0xffff_ffff) | (v as u64) << 32;
                self.sh.exec_origin = origin;
            }
            Src::M0 => {
                self.sh.m0 = v;
                self.sh.m0_origin = origin;
            }
            _ => {}
        }
    }

    fn set_s64(&mut self, d: Src, v: u64, origin: u32) {
        match d {
            Src::S(i) => {
                self.set_s32(Src::S(i), v as u32, origin);
                self.set_s32(Src::S(i.wrapping_add(1)), (v >> 32) as u32, origin);
            }
            Src::VccLo => {
                self.sh.vcc = v;
                self.sh.vcc_origin = origin;
            }
            Src::ExecLo => {
                self.sh.exec = v;
                self.sh.exec_origin = origin;
            }
            other => self.set_s32(other, v as u32, origin),
        }
    }

    /// A lane mask destination (an SGPR pair in wave64, one SGPR in wave32).
    fn set_mask(&mut self, d: Src, v: u64, origin: u32) {
        if self.lanes == 64 {
            self.set_s64(d, v, origin)
        } else {
            self.set_s32(d, v as u32, origin)
        }
    }

    fn mask(&self, s: Src) -> u64 {
        if self.lanes == 64 {
            self.s64(s)
        } else {
            self.s32(s) as u64
        }
    }

    /// Writes a 32-bit vector destination's shadow in the lanes of `mask`.
    fn set_v32(&mut self, d: Src, v: &[u32; 64], mask: u64, origin: u32) {
        let (row, orig) = match d {
            Src::V(r) | Src::VH(r) => (
                &mut self.sh.vgpr[r as usize & 255],
                &mut self.sh.vorigin[r as usize & 255],
            ),
            Src::A(r) if (r as usize) < self.sh.agpr.len() => (
                &mut self.sh.agpr[r as usize],
                &mut self.sh.aorigin[r as usize],
            ),
            other => {
                // A scalar destination of a VALU operation (`v_readlane`-like forms).
                let l = self.first_lane();
                self.set_s32(other, v[l], origin);
                return;
            }
        };
        let high = matches!(d, Src::VH(_));
        let mut any = false;
        for l in 0..64 {
            if mask >> l & 1 != 0 {
                row[l] = if high {
                    (row[l] & 0xffff) | v[l] << 16
                } else {
                    v[l]
                };
                any |= v[l] != 0;
            }
        }
        if any {
            *orig = origin;
        }
    }

    fn set_v64(&mut self, d: Src, v: &[u64; 64], mask: u64, origin: u32) {
        let lo = v.map(|x| x as u32);
        let hi = v.map(|x| (x >> 32) as u32);
        match d {
            Src::V(r) => {
                self.set_v32(Src::V(r), &lo, mask, origin);
                self.set_v32(Src::V(r.wrapping_add(1)), &hi, mask, origin);
            }
            Src::A(r) => {
                self.set_v32(Src::A(r), &lo, mask, origin);
                self.set_v32(Src::A(r.wrapping_add(1)), &hi, mask, origin);
            }
            other => self.set_s64(other, v[self.first_lane()], origin),
        }
    }

    /// The origin of the first of `srcs` with undefined bits in `mask`'s lanes.
    fn origin(&self, srcs: &[Src]) -> u32 {
        srcs.iter()
            .map(|&s| self.origin_of(s))
            .find(|&o| o != 0)
            .unwrap_or(0)
    }
}

/// A register's name for reports.
fn reg_name(s: Src, width: u8) -> String {
    let range = |p: &str, r: u16| {
        if width > 1 {
            format!("{p}[{r}:{}]", r + width as u16 - 1)
        } else {
            format!("{p}{r}")
        }
    };
    match s {
        Src::V(r) => range("v", r),
        Src::VH(r) => format!("v{r}.h"),
        Src::A(r) => range("a", r),
        Src::S(i) => range("s", i as u16),
        Src::VccLo | Src::VccHi => "vcc".into(),
        Src::ExecLo | Src::ExecHi => "exec".into(),
        Src::M0 => "m0".into(),
        Src::Scc => "scc".into(),
        other => format!("{other:?}"),
    }
}

/// A use found while propagating: how, the lanes, and the register whose undefined bits were
/// used (with its origin).
struct Used {
    how: Use,
    lanes: u64,
    reg: Src,
    width: u8,
    origin: u32,
}

impl Checks {
    /// The `init` check of one instruction: reports uses of undefined values and carries
    /// definedness from its sources to its destinations.
    pub(super) fn propagate(
        &mut self,
        slot: usize,
        inst: &Inst,
        w: &Wave,
        ctx: &Ctx,
        accesses: &[LaneAccess],
        suppress: u64,
    ) {
        let Some(wc) = self.waves.get_mut(slot).and_then(Option::as_mut) else {
            return;
        };
        let Some(mut sh) = wc.shadow.take() else {
            return;
        };
        let group_slot = wc.group_slot;
        let exec = w.exec & w.lane_mask();
        let mut used: Vec<Used> = Vec::new();
        {
            let mut p = Prop {
                sh: &mut sh,
                w,
                ctx,
                exec,
                lanes: self.lanes,
            };
            match inst.sem {
                // A GWS operation's count only decides when waves go on.
                Sem::Nop | Sem::Unimplemented | Sem::Gws(_) => {}
                Sem::Salu(op) => salu(&mut p, op, inst, &mut used),
                Sem::Sopp(op) => sopp(&mut p, op, &mut used),
                Sem::SLoad(_) => {}
                Sem::Valu(op) => {
                    let srcs = [inst.srcs[0], inst.srcs[1], inst.srcs[2]];
                    let (v, o) = table(&p, op, inst, &srcs);
                    // A DPP form leaves the lanes its masks and invalid reads skip as they were.
                    if let Some(dpp) = inst.dpp {
                        p.exec &= permute::dpp_written(&dpp, exec, p.lanes);
                    }
                    store_table(&mut p, op, inst, inst.ops[0], &v, o);
                    p.exec = exec;
                }
                Sem::LaneMove(op) => lane_move(&mut p, op, inst, &mut used),
                Sem::Vopd(x, y) => {
                    let (vx, ox) = table(&p, x, inst, &[inst.srcs[0], inst.srcs[1], inst.srcs[2]]);
                    let (vy, oy) = table(&p, y, inst, &[inst.srcs[3], inst.srcs[4], inst.srcs[5]]);
                    store_table(&mut p, x, inst, inst.ops[0], &vx, ox);
                    store_table(&mut p, y, inst, inst.dst_y, &vy, oy);
                }
                Sem::Vx(op) => vx(&mut p, op, inst, &mut used),
                Sem::VCmp(c) => {
                    let (s0, s1, dst) = if vector::compare_has_sdst(inst.nops as usize) {
                        (1, 2, Some(inst.ops[0]))
                    } else {
                        (0, 1, None)
                    };
                    for (j, k) in [s0, s1].into_iter().enumerate() {
                        let (s, width) = (inst.ops[k], inst.widths[k]);
                        let bad = match compared_bits(inst, c, j) {
                            Some(bits) if width == 1 => lanes_undefined_in(&p, s, bits),
                            _ => lanes_undefined(&p, s, width),
                        };
                        if bad != 0 {
                            used.push(Used {
                                how: Use::Compare,
                                lanes: bad,
                                reg: s,
                                width,
                                origin: p.origin_of(s),
                            });
                        }
                    }
                    match dst {
                        Some(d) => p.set_mask(d, 0, 0),
                        None => p.set_mask(Src::VccLo, 0, 0),
                    }
                    if c.x {
                        p.sh.exec = 0;
                    }
                }
                Sem::Mem(_) => {}
            }
            // Memory instructions: the address registers are used; the data moves.
            if let Sem::Mem(m) = inst.sem {
                address_uses(&p, &m, &mut used);
            }
            if let Sem::SLoad(_) = inst.sem {
                for k in [1usize, 5] {
                    let s = inst.ops[k];
                    let width = if k == 1 { inst.widths[1].min(2) } else { 1 };
                    let bits = if width >= 2 {
                        p.s64(s)
                    } else {
                        p.s32(s) as u64
                    };
                    if bits != 0 {
                        used.push(Used {
                            how: Use::Address,
                            lanes: 1,
                            reg: s,
                            width,
                            origin: p.origin_of(s),
                        });
                    }
                }
            }
        }
        let wc = self.waves[slot].as_ref().expect("present");
        let site = wc.site(exec, w.pc);
        let wave_id = wc.id;
        // Data moved by memory instructions.
        if !accesses.is_empty() {
            self.move_memory(
                &mut sh, slot, group_slot, inst, w, accesses, suppress, site, wave_id,
            );
        }
        // Report each use; the used register counts as defined from now on.
        for u in used {
            let lanes = if u.lanes == 1
                && matches!(
                    u.reg,
                    Src::S(_) | Src::VccLo | Src::ExecLo | Src::Scc | Src::M0
                ) {
                exec
            } else {
                u.lanes
            };
            let use_site = Site { lanes, ..site };
            let f = match self.origins.get(u.origin as usize) {
                Some(o) if u.origin != 0 => Finding {
                    kind: FindingKind::Uninitialized {
                        how: u.how,
                        register: None,
                    },
                    site: Some(o.site),
                    access: Some(o.access),
                    allocation: match o.access.space {
                        AddressSpace::Global | AddressSpace::Generic => {
                            self.allocations.reference(o.access.address)
                        }
                        _ => None,
                    },
                    other: Some((use_site, None)),
                    count: 1,
                    registers: None,
                    callers: Vec::new(),
                    dispatch: 0,
                },
                _ => Finding {
                    kind: FindingKind::Uninitialized {
                        how: u.how,
                        register: Some(reg_name(u.reg, u.width)),
                    },
                    site: Some(use_site),
                    access: None,
                    allocation: None,
                    other: None,
                    count: 1,
                    registers: None,
                    callers: Vec::new(),
                    dispatch: 0,
                },
            };
            self.report(f, Some(w));
            clear_reg(&mut sh, u.reg, u.width, self.lanes);
        }
        if let Some(wc) = self.waves.get_mut(slot).and_then(Option::as_mut) {
            wc.shadow = Some(sh);
        }
    }

    /// Loads, stores and atomics: definedness between registers and memory.
    #[allow(clippy::too_many_arguments)]
    fn move_memory(
        &mut self,
        sh: &mut RegShadow,
        slot: usize,
        group_slot: usize,
        inst: &Inst,
        w: &Wave,
        accesses: &[LaneAccess],
        suppress: u64,
        site: Site,
        wave_id: amdgpu::target::WaveId,
    ) {
        // The wave's scratch backing is never an output: no allocation lookup per lane.
        let scratch = self
            .waves
            .get(slot)
            .and_then(Option::as_ref)
            .map_or((0, 0), |wc| wc.scratch);
        match inst.sem {
            Sem::SLoad(n) => {
                let a = accesses[0];
                let Loc::Global(addr) = a.loc else { return };
                let mut origin = 0;
                for k in 0..n as u64 {
                    let mut b = [0u8; 4];
                    self.shadow.get(addr + 4 * k, &mut b);
                    let bits = u32::from_le_bytes(b);
                    if bits != 0 && origin == 0 {
                        origin = self.new_origin(site, wave_id, a, addr + 4 * k, 1, w.instructions);
                    }
                    if let Src::S(i) = inst.ops[0] {
                        let r = i as usize + k as usize;
                        if r < SGPRS {
                            sh.sgpr[r] = bits;
                            sh.sorigin[r] = if bits != 0 { origin } else { 0 };
                        }
                    }
                }
            }
            Sem::Mem(m) => {
                #[cfg(test)]
                let blocks = !self.lane_by_lane;
                #[cfg(not(test))]
                let blocks = true;
                if blocks
                    && self.move_dword_rows(sh, &m, w, accesses, suppress, site, wave_id, scratch)
                {
                    return;
                }
                let es = m.bytes as usize;
                let mut k = 0;
                while k < accesses.len() {
                    let a = accesses[k];
                    let lane = a.lane as usize;
                    // DS two-address forms: the lane's two accesses together.
                    let pair =
                        m.two != 0 && k + 1 < accesses.len() && accesses[k + 1].lane == a.lane;
                    let n_acc = if pair { 2 } else { 1 };
                    if suppress >> lane & 1 != 0 {
                        k += n_acc;
                        continue;
                    }
                    for (e, acc) in accesses[k..k + n_acc].iter().enumerate() {
                        self.move_lane(sh, group_slot, &m, w, *acc, e, es, site, wave_id, scratch);
                    }
                    k += n_acc;
                }
            }
            _ => {}
        }
    }

    /// Loads and stores of whole dwords whose lanes' dwords are one contiguous block each (a
    /// swizzled scratch dword of all lanes, through a private offset or the private segment
    /// buffer: spills and reloads), moved a block at a time instead of lane by lane, with what
    /// [`Checks::move_lane`] would do for each lane. Returns `false`, having changed nothing,
    /// when the access is not of that kind.
    #[allow(clippy::too_many_arguments)]
    fn move_dword_rows(
        &mut self,
        sh: &mut RegShadow,
        m: &MemOp,
        w: &Wave,
        accesses: &[LaneAccess],
        suppress: u64,
        site: Site,
        wave_id: amdgpu::target::WaveId,
        scratch: (u64, u64),
    ) -> bool {
        if m.two != 0
            || m.d16 != 0
            || !matches!(m.kind, Kind::Load | Kind::Store)
            || !m.bytes.is_multiple_of(4)
            || m.bytes > 16
        {
            return false;
        }
        let width = w.lanes();
        let dwords = usize::from(m.bytes / 4);
        // Where dword `d` of lane 0 is; lane `l`'s is `4 l` bytes further.
        let (first, stride) = match accesses.first().map(|a| a.loc) {
            Some(Loc::Private(p)) if p % 4 == 0 => {
                let stride = width as u64 * 4;
                (w.flat_scratch + u64::from(p / 4) * stride, stride)
            }
            Some(Loc::Global(a)) if m.bytes == 4 => {
                match a.checked_sub(4 * u64::from(accesses[0].lane)) {
                    Some(first) => (first, 0),
                    None => return false,
                }
            }
            _ => return false,
        };
        let row = |d: usize| first + d as u64 * stride;
        // An undefined store into global memory outside the scratch may fill an output:
        // lane by lane, to note it.
        let output =
            matches!(accesses[0].loc, Loc::Global(_)) && first.wrapping_sub(scratch.0) >= scratch.1;
        let mut lanes = 0u64;
        for a in accesses {
            let same = match a.loc {
                Loc::Private(_) => a.loc == accesses[0].loc,
                Loc::Global(g) => g == first.wrapping_add(4 * u64::from(a.lane)),
                Loc::Lds(_) => false,
            };
            if !same || a.bytes != m.bytes || a.lane >= 64 {
                return false;
            }
            lanes |= 1u64 << a.lane;
        }
        lanes &= !suppress;
        let lane_bits = |block: &[u8; 256], l: usize| {
            u32::from_le_bytes([
                block[4 * l],
                block[4 * l + 1],
                block[4 * l + 2],
                block[4 * l + 3],
            ])
        };
        let mut blocks = [[0u8; 256]; 4];
        match m.kind {
            Kind::Load => {
                for (d, block) in blocks.iter_mut().enumerate().take(dwords) {
                    self.shadow.get(row(d), &mut block[..4 * width]);
                }
                for a in accesses {
                    let l = usize::from(a.lane);
                    if lanes >> l & 1 == 0 {
                        continue;
                    }
                    let first_undefined = (0..dwords).find_map(|d| {
                        let v = lane_bits(&blocks[d], l);
                        (v != 0).then(|| 4 * d + v.trailing_zeros() as usize / 8)
                    });
                    let origin = match first_undefined {
                        None => 0,
                        Some(k) => match self.shadow.origin(row(k / 4) + 4 * l as u64) {
                            Some(o) => o,
                            None => {
                                let at = match a.loc {
                                    Loc::Global(x) => x,
                                    Loc::Lds(x) | Loc::Private(x) => u64::from(x),
                                };
                                let stamp = w.instructions;
                                self.new_origin(site, wave_id, *a, at + k as u64, 1 << l, stamp)
                            }
                        },
                    };
                    let (rows, origins) = if m.acc {
                        (&mut sh.agpr, &mut sh.aorigin)
                    } else {
                        (&mut sh.vgpr, &mut sh.vorigin)
                    };
                    for (d, block) in blocks.iter().enumerate().take(dwords) {
                        let r = usize::from(m.vdst) + d;
                        if let Some(row) = rows.get_mut(r) {
                            row[l] = lane_bits(block, l);
                            if origin != 0 {
                                origins[r] = origin;
                            }
                        }
                    }
                }
            }
            _ => {
                let (rows, origins) = if m.acc {
                    (&sh.agpr, &sh.aorigin)
                } else {
                    (&sh.vgpr, &sh.vorigin)
                };
                let data = usize::from(m.vdata);
                let mut undefined = 0u64;
                for (d, block) in blocks.iter_mut().enumerate().take(dwords) {
                    if let Some(row) = rows.get((data + d) & 511) {
                        for l in (0..width).filter(|l| lanes >> l & 1 != 0) {
                            block[4 * l..4 * l + 4].copy_from_slice(&row[l].to_le_bytes());
                            if row[l] != 0 {
                                undefined |= 1 << l;
                            }
                        }
                    }
                }
                if undefined != 0 && output {
                    return false;
                }
                let origin = origins.get(data).copied().unwrap_or(0);
                let all = lanes == w.lane_mask();
                for (d, block) in blocks.iter().enumerate().take(dwords) {
                    if all {
                        self.shadow.set(row(d), &block[..4 * width]);
                    } else {
                        for l in (0..width).filter(|l| lanes >> l & 1 != 0) {
                            self.shadow
                                .set(row(d) + 4 * l as u64, &block[4 * l..4 * l + 4]);
                        }
                    }
                    if origin != 0 {
                        for l in (0..width).filter(|l| undefined >> l & 1 != 0) {
                            self.shadow.set_origin(row(d) + 4 * l as u64, 4, origin);
                        }
                    }
                }
            }
        }
        true
    }

    /// One lane's access of `m` (element `e` of a DS two-address form).
    #[allow(clippy::too_many_arguments)]
    fn move_lane(
        &mut self,
        sh: &mut RegShadow,
        group_slot: usize,
        m: &MemOp,
        w: &Wave,
        a: LaneAccess,
        e: usize,
        es: usize,
        site: Site,
        wave_id: amdgpu::target::WaveId,
        scratch: (u64, u64),
    ) {
        let lane = a.lane as usize;
        let n = a.bytes as usize;
        let read_reg = |sh: &RegShadow, r: usize| -> u32 {
            let f = if m.acc { &sh.agpr } else { &sh.vgpr };
            f.get(r & 511).map_or(0, |row| row[lane])
        };
        // The data a store or atomic sends: the undefined bits of each byte.
        let data_reg = if e == 1 { m.data1 } else { m.vdata } as usize;
        let send = |sh: &RegShadow, base: usize| -> [u8; 16] {
            let mut out = [0u8; 16];
            for d in 0..n.div_ceil(4).min(4) {
                let mut v = read_reg(sh, base + d);
                if m.d16 == 2 && d == 0 {
                    v >>= 16;
                }
                out[4 * d..4 * d + 4].copy_from_slice(&v.to_le_bytes());
            }
            out
        };
        let n = n.min(16);
        let mut loaded = None;
        match m.kind {
            Kind::Load => {
                let mut b = [0u8; 16];
                self.mem_get(group_slot, w, a.loc, lane, &mut b[..n]);
                loaded = Some(b);
            }
            Kind::Store => {
                let b = send(sh, data_reg);
                self.mem_set(group_slot, w, a.loc, lane, &b[..n]);
                if b[..n].iter().any(|&x| x != 0) {
                    let origin = if m.acc { &sh.aorigin } else { &sh.vorigin }
                        .get(data_reg)
                        .copied()
                        .unwrap_or(0);
                    if origin != 0 {
                        self.mem_set_origin(group_slot, w, a.loc, lane, n, origin);
                    }
                    match a.loc {
                        Loc::Global(addr) if addr.wrapping_sub(scratch.0) >= scratch.1 => {
                            self.note_output(addr, n, site, a)
                        }
                        _ => {}
                    }
                }
            }
            Kind::Atomic(_) => {
                let mut old = [0u8; 16];
                self.mem_get(group_slot, w, a.loc, lane, &mut old[..n]);
                let data = send(sh, data_reg);
                let any = old[..n].iter().chain(&data[..n]).any(|&x| x != 0);
                let new = [if any { 0xff } else { 0 }; 16];
                self.mem_set(group_slot, w, a.loc, lane, &new[..n]);
                if any {
                    match a.loc {
                        Loc::Global(addr) if addr.wrapping_sub(scratch.0) >= scratch.1 => {
                            self.note_output(addr, n, site, a)
                        }
                        _ => {}
                    }
                }
                if m.ret {
                    loaded = Some(old);
                }
            }
        }
        let Some(bytes) = loaded else { return };
        let undefined = bytes[..n].iter().position(|&x| x != 0);
        let origin = match undefined {
            Some(first) => match self.mem_origin(group_slot, w, a.loc, lane, first) {
                // Stored there undefined: the value's first read of uninitialised memory.
                Some(o) => o,
                None => {
                    let addr = match a.loc {
                        Loc::Global(x) => x,
                        Loc::Lds(x) => x as u64,
                        Loc::Private(x) => x as u64,
                    };
                    let stamp = w.instructions;
                    self.new_origin(site, wave_id, a, addr + first as u64, 1u64 << lane, stamp)
                }
            },
            None => 0,
        };
        let dst = m.vdst as usize + e * es.div_ceil(4);
        let rows = if m.acc { &mut sh.agpr } else { &mut sh.vgpr };
        let origins = if m.acc {
            &mut sh.aorigin
        } else {
            &mut sh.vorigin
        };
        let mut put = |r: usize, f: &dyn Fn(u32) -> u32| {
            if let Some(row) = rows.get_mut(r) {
                row[lane] = f(row[lane]);
                if origin != 0 {
                    origins[r] = origin;
                }
            }
        };
        if n < 4 {
            let mut b = [0u8; 4];
            b[..n].copy_from_slice(&bytes[..n]);
            let v = u32::from_le_bytes(b);
            let top = (v >> (8 * n - 1)) & 1 != 0;
            let ext = if m.sext && top {
                u32::MAX << (8 * n)
            } else {
                0
            };
            let v = v | ext;
            match m.d16 {
                1 => put(dst, &|old| (old & 0xffff_0000) | (v & 0xffff)),
                2 => put(dst, &|old| (old & 0xffff) | (v << 16)),
                _ => put(dst, &|_| v),
            }
        } else {
            for d in 0..n / 4 {
                let v = u32::from_le_bytes(bytes[4 * d..4 * d + 4].try_into().expect("4 bytes"));
                put(dst + d, &|_| v);
            }
        }
    }

    /// The undefined bits of each byte an access reads.
    fn mem_get(&self, group_slot: usize, w: &Wave, loc: Loc, lane: usize, out: &mut [u8]) {
        match loc {
            Loc::Global(a) => self.shadow.get(a, out),
            Loc::Lds(a) => {
                let g = self.groups.get(group_slot).and_then(Option::as_ref);
                for (i, o) in out.iter_mut().enumerate() {
                    // Past the end reads 0: defined.
                    *o = g
                        .and_then(|g| g.lds_undefined.get(a as usize + i))
                        .copied()
                        .unwrap_or(0);
                }
            }
            Loc::Private(p) => {
                let n = out.len();
                for (phys, range) in
                    mem::private_pieces(w.flat_scratch, w.lanes() as u64, lane, p as u64, n)
                {
                    self.shadow.get(phys, &mut out[range]);
                }
            }
        }
    }

    /// Where the undefined byte `offset` of an access's bytes came from, when a store of an
    /// undefined value put it there.
    fn mem_origin(
        &self,
        group_slot: usize,
        w: &Wave,
        loc: Loc,
        lane: usize,
        offset: usize,
    ) -> Option<u32> {
        match loc {
            Loc::Global(a) => self.shadow.origin(a + offset as u64),
            Loc::Lds(a) => {
                let g = self.groups.get(group_slot).and_then(Option::as_ref)?;
                g.lds_origins.get(&((a + offset as u32) >> 2)).copied()
            }
            Loc::Private(p) => {
                let (phys, _) = mem::private_pieces(
                    w.flat_scratch,
                    w.lanes() as u64,
                    lane,
                    p as u64 + offset as u64,
                    1,
                )
                .next()?;
                self.shadow.origin(phys)
            }
        }
    }

    /// Notes where the undefined bytes an access writes came from.
    fn mem_set_origin(
        &mut self,
        group_slot: usize,
        w: &Wave,
        loc: Loc,
        lane: usize,
        n: usize,
        origin: u32,
    ) {
        match loc {
            Loc::Global(a) => self.shadow.set_origin(a, n, origin),
            Loc::Lds(a) => {
                if let Some(g) = self.groups.get_mut(group_slot).and_then(Option::as_mut) {
                    for d in a >> 2..=(a + n.max(1) as u32 - 1) >> 2 {
                        g.lds_origins.insert(d, origin);
                    }
                }
            }
            Loc::Private(p) => {
                for (phys, range) in
                    mem::private_pieces(w.flat_scratch, w.lanes() as u64, lane, p as u64, n)
                {
                    self.shadow.set_origin(phys, range.len(), origin);
                }
            }
        }
    }

    /// Sets the undefined bits of each byte an access writes.
    fn mem_set(&mut self, group_slot: usize, w: &Wave, loc: Loc, lane: usize, bits: &[u8]) {
        match loc {
            Loc::Global(a) => self.shadow.set(a, bits),
            Loc::Lds(a) => {
                if let Some(g) = self.groups.get_mut(group_slot).and_then(Option::as_mut) {
                    for (i, &x) in bits.iter().enumerate() {
                        if let Some(b) = g.lds_undefined.get_mut(a as usize + i) {
                            *b = x;
                        }
                    }
                }
            }
            Loc::Private(p) => {
                for (phys, range) in mem::private_pieces(
                    w.flat_scratch,
                    w.lanes() as u64,
                    lane,
                    p as u64,
                    bits.len(),
                ) {
                    self.shadow.set(phys, &bits[range]);
                }
            }
        }
    }

    /// The origin record of a read of undefined bytes (one per wave and PC: a loop's later
    /// iterations update it).
    fn new_origin(
        &mut self,
        site: Site,
        wave: amdgpu::target::WaveId,
        a: LaneAccess,
        address: u64,
        lanes: u64,
        stamp: u64,
    ) -> u32 {
        let space = match a.loc {
            Loc::Global(_) => AddressSpace::Global,
            Loc::Lds(_) => AddressSpace::Local,
            Loc::Private(_) => AddressSpace::PrivateLane,
        };
        let origin = Origin {
            site: Site { lanes, ..site },
            access: Access {
                kind: a.kind,
                size: a.bytes as u32,
                space,
                address,
            },
            stamp,
        };
        let key = (wave.0, site.pc);
        match self.origin_index.get(&key) {
            Some(&i) => {
                let o = &mut self.origins[i as usize];
                if o.stamp == stamp {
                    o.site.lanes |= lanes;
                } else {
                    *o = origin;
                }
                i
            }
            None => {
                if self.origins.is_empty() {
                    // Index 0 means "no origin".
                    self.origins.push(origin);
                }
                let i = self.origins.len() as u32;
                self.origins.push(origin);
                self.origin_index.insert(key, i);
                i
            }
        }
    }

    /// A store of undefined bytes: remembered when it went to an output buffer.
    fn note_output(&mut self, addr: u64, n: usize, site: Site, a: LaneAccess) {
        if !self.allocations.is_output(addr) {
            return;
        }
        let first = 0;
        let e = self.outputs.stores.entry(site.pc).or_insert_with(|| {
            (
                Site { lanes: 0, ..site },
                Access {
                    kind: a.kind,
                    size: a.bytes as u32,
                    space: AddressSpace::Global,
                    address: addr + first,
                },
                Vec::new(),
            )
        });
        if a.lane != SCALAR {
            e.0.lanes |= 1u64 << a.lane;
        }
        if e.2.len() < 64 {
            e.2.push((addr, n as u8));
        }
    }

    /// At the end of the dispatch: output bytes still undefined that a store put there.
    pub(super) fn check_outputs(&mut self) {
        let stores: Vec<OutputStore> = std::mem::take(&mut self.outputs.stores)
            .into_values()
            .collect();
        let mut stores = stores;
        stores.sort_by_key(|s| s.0.pc);
        for (site, access, ranges) in stores {
            let still = ranges
                .iter()
                .any(|&(a, n)| self.shadow.any_undefined(a, n as usize));
            if !still {
                continue;
            }
            let allocation = self.allocations.reference(access.address);
            self.report(
                Finding {
                    kind: FindingKind::Uninitialized {
                        how: Use::Output,
                        register: None,
                    },
                    site: Some(site),
                    access: Some(access),
                    allocation,
                    other: None,
                    count: 1,
                    registers: None,
                    callers: Vec::new(),
                    dispatch: 0,
                },
                None,
            );
        }
    }

    /// Bytes the `init` check holds for global and private memory.
    pub fn shadow_bytes(&self) -> usize {
        self.shadow.bytes()
    }
}

/// The lanes (active ones for vector registers; bit 0 for scalars) in which `s` has undefined
/// bits.
fn lanes_undefined(p: &Prop, s: Src, width: u8) -> u64 {
    if s.is_vector() {
        let mut m = 0;
        let rows: Vec<[u32; 64]> = (0..width.max(1) as u16)
            .map(|k| match s {
                Src::V(r) => p.v32(Src::V(r + k)),
                Src::A(r) => p.v32(Src::A(r + k)),
                other => p.v32(other),
            })
            .collect();
        for l in 0..p.lanes {
            if p.exec >> l & 1 != 0 && rows.iter().any(|r| r[l] != 0) {
                m |= 1 << l;
            }
        }
        m
    } else {
        let bits = if width >= 2 {
            p.s64(s)
        } else {
            p.s32(s) as u64
        };
        if bits != 0 && p.exec != 0 {
            1
        } else {
            0
        }
    }
}

/// The bits of a 32-bit source `j` (0 or 1) a compare reads, when not all of them: the
/// byte or word an SDWA select picks, or the half a 16-bit compare reads (the other half of
/// a register a 16-bit operation wrote may never have been defined).
fn compared_bits(inst: &Inst, c: vector::Cmp, j: usize) -> Option<u32> {
    use amdgpu::decode::{CompareType, SdwaSel};
    if let Some(sdwa) = inst.sdwa {
        let sel = match j {
            0 => sdwa.src0.sel,
            _ => sdwa.src1.map_or(SdwaSel::Dword, |s| s.sel),
        };
        return match sel {
            SdwaSel::Byte0 => Some(0xff),
            SdwaSel::Byte1 => Some(0xff00),
            SdwaSel::Byte2 => Some(0xff_0000),
            SdwaSel::Byte3 => Some(0xff00_0000),
            SdwaSel::Word0 => Some(0xffff),
            SdwaSel::Word1 => Some(0xffff_0000),
            SdwaSel::Dword => None,
        };
    }
    if !matches!(c.ty, CompareType::I16 | CompareType::U16 | CompareType::F16) {
        return None;
    }
    let high = inst.fam == Family::Vop3 && inst.mods.op_sel >> j & 1 != 0;
    Some(if high { 0xffff_0000 } else { 0xffff })
}

/// The lanes in which any of `bits` of the 32-bit source `s` is undefined.
fn lanes_undefined_in(p: &Prop, s: Src, bits: u32) -> u64 {
    if !s.is_vector() {
        return u64::from(p.s32(s) & bits != 0 && p.exec != 0);
    }
    let row = p.v32(s);
    (0..p.lanes)
        .filter(|&l| p.exec >> l & 1 != 0 && row[l] & bits != 0)
        .fold(0, |m, l| m | 1 << l)
}

/// Clears a used register's shadow (it is reported once, then treated as defined).
fn clear_reg(sh: &mut RegShadow, s: Src, width: u8, lanes: usize) {
    let _ = lanes;
    for k in 0..width.max(1) as u16 {
        match s {
            Src::V(r) | Src::VH(r) => sh.vgpr[(r + k) as usize & 255] = [0; 64],
            Src::A(r) => {
                if let Some(row) = sh.agpr.get_mut((r + k) as usize) {
                    *row = [0; 64];
                }
            }
            Src::S(i) => {
                if let Some(x) = sh.sgpr.get_mut(i as usize + k as usize) {
                    *x = 0;
                }
            }
            Src::VccLo | Src::VccHi => sh.vcc = 0,
            Src::ExecLo | Src::ExecHi => sh.exec = 0,
            Src::Scc => sh.scc = false,
            Src::M0 => sh.m0 = 0,
            _ => {}
        }
    }
}

/// The address registers of a vector memory instruction, checked in its active lanes.
fn address_uses(p: &Prop, m: &MemOp, used: &mut Vec<Used>) {
    use crate::exec::mem::Path;
    let wide = match m.path {
        Path::Flat => true,
        Path::Global => m.saddr == Src::Null,
        _ => false,
    };
    let vregs = match m.path {
        Path::Mubuf => m.idxen as u8 + m.offen as u8,
        Path::Scratch if !m.vaddr_used => 0,
        _ if wide => 2,
        _ => 1,
    };
    if vregs > 0 {
        let s = Src::V(m.vaddr);
        let bad = lanes_undefined(p, s, vregs);
        if bad != 0 {
            used.push(Used {
                how: Use::Address,
                lanes: bad,
                reg: s,
                width: vregs,
                origin: p.origin_of(s),
            });
        }
    }
    let scalar = |s: Src, width: u8, used: &mut Vec<Used>| {
        if matches!(s, Src::Null | Src::Imm(_)) {
            return;
        }
        let bits = match width {
            1 => p.s32(s) as u64,
            _ => p.s64(s),
        };
        if bits != 0 {
            used.push(Used {
                how: Use::Address,
                lanes: 1,
                reg: s,
                width,
                origin: p.origin_of(s),
            });
        }
    };
    match m.path {
        Path::Global => scalar(m.saddr, 2, used),
        Path::Scratch => scalar(m.saddr, 1, used),
        Path::Mubuf => {
            scalar(Src::S(m.srsrc), 2, used);
            scalar(Src::S(m.srsrc.wrapping_add(2)), 2, used);
            scalar(m.saddr, 1, used);
        }
        _ => {}
    }
}

/// Whether every bit source `s` (of type `t`, its high half when `hi` for 16-bit types)
/// gives a table operation is defined in every active lane: what [`table`] would find
/// building the sources' shadows, without building them.
fn source_defined(p: &Prop, s: Src, t: T, hi: bool) -> bool {
    let half = matches!(t, T::B16 | T::F16);
    // The bits of a 32-bit register the operand reads.
    let bits = match (half, hi) {
        (false, _) => u32::MAX,
        (true, false) => 0xffff,
        (true, true) => 0xffff_0000,
    };
    let row_defined = |row: &[u32; 64], bits: u32| {
        (0..p.lanes).all(|l| p.exec >> l & 1 == 0 || row[l] & bits == 0)
    };
    match s {
        Src::V(r) if t.wide() => {
            row_defined(&p.sh.vgpr[r as usize & 255], u32::MAX)
                && row_defined(&p.sh.vgpr[r.wrapping_add(1) as usize & 255], u32::MAX)
        }
        Src::A(r) if t.wide() => [r, r.wrapping_add(1)].iter().all(|&r| {
            p.sh.agpr
                .get(r as usize)
                .is_none_or(|row| row_defined(row, u32::MAX))
        }),
        Src::V(r) => row_defined(&p.sh.vgpr[r as usize & 255], bits),
        // The register's high half, shifted down: a 16-bit operand's high half of it is
        // beyond the register (nothing).
        Src::VH(r) => {
            let high = if half && hi { 0 } else { 0xffff_0000 };
            row_defined(&p.sh.vgpr[r as usize & 255], high)
        }
        Src::A(r) => {
            p.sh.agpr
                .get(r as usize)
                .is_none_or(|row| row_defined(row, bits))
        }
        other if t.wide() => p.s64(other) == 0,
        other => p.s32(other) & bits == 0,
    }
}

/// The shadows of a table operation's result, every lane, and its origin.
fn table(p: &Prop, op: VOp, inst: &Inst, srcs: &[Src; 3]) -> ([u64; 64], u32) {
    let types = op.sources();
    let rt = op.result();
    let width = match rt {
        T::B64 | T::F64 => 64,
        T::B16 | T::F16 => 16,
        _ => 32,
    };
    let r = rule(op);
    let vop3 = inst.fam == Family::Vop3;
    // Every source bit of every active lane defined (the common case), checked on the
    // shadow rows in place: so is the result, whatever the values.
    let n = types.len().min(3);
    let reads_vcc = r == Rule::Select || matches!(op, VOp::DivFmasF32 | VOp::DivFmasF64);
    // A DPP form's first source comes from other lanes: the long way.
    let defined = inst.dpp.is_none()
        && !(reads_vcc && p.sh.vcc & p.exec != 0)
        && types.iter().take(3).enumerate().all(|(k, &t)| {
            let hi = vop3 && inst.mods.op_sel >> k & 1 != 0;
            source_defined(p, srcs[k], t, hi)
        });
    // Tests go the long way and check the short one agrees.
    #[cfg(not(test))]
    if defined {
        return ([0u64; 64], p.origin(&srcs[..n]));
    }
    let mut sh = [[0u64; 64]; 3];
    let half_high = |k: usize| vop3 && inst.mods.op_sel >> k & 1 != 0;
    for (k, &t) in types.iter().enumerate().take(3) {
        let s = srcs[k];
        if t.wide() {
            sh[k] = p.v64(s);
        } else {
            let mut s32 = p.v32(s).map(|x| x as u64);
            if matches!(t, T::B16 | T::F16) {
                let hi = half_high(k);
                for x in s32.iter_mut() {
                    if hi {
                        *x >>= 16;
                    }
                    *x &= 0xffff;
                }
            }
            sh[k] = s32;
        }
        if let (0, Some(dpp)) = (k, inst.dpp) {
            permute::dpp_permute(&dpp, p.exec, p.lanes, &mut sh[0]);
        }
        if inst.sdwa.is_some() || (vop3 && (inst.mods.abs | inst.mods.neg) >> k & 1 != 0) {
            // Selected or modified sources: any undefined bit taints the whole value.
            for x in sh[k].iter_mut() {
                if *x != 0 {
                    *x = u64::MAX;
                }
            }
        }
    }
    // Every source bit of every active lane defined (the common case): so is the result,
    // whatever the values; they are fetched only when a rule must look at them.
    let active = |l: usize| p.exec >> l & 1 != 0;
    // Only a select and the division fix-ups read VCC.
    let reads_vcc = r == Rule::Select || matches!(op, VOp::DivFmasF32 | VOp::DivFmasF64);
    let any_undefined = (reads_vcc && p.sh.vcc & p.exec != 0)
        || sh[..n]
            .iter()
            .any(|s| (0..p.lanes).any(|l| active(l) && s[l] != 0));
    #[cfg(test)]
    assert_eq!(
        defined, !any_undefined,
        "{op:?} at {:#x}: sources' definedness",
        p.w.pc
    );
    if !any_undefined {
        return ([0u64; 64], p.origin(&srcs[..n]));
    }
    let mut val = [[0u64; 64]; 3];
    for (k, &t) in types.iter().enumerate().take(3) {
        let s = srcs[k];
        if t.wide() {
            crate::exec::operand::vfetch64(p.w, p.ctx, s, &mut val[k]);
        } else {
            crate::exec::operand::vfetch32(p.w, p.ctx, s, &mut val[k]);
            if matches!(t, T::B16 | T::F16) {
                let hi = half_high(k);
                for x in val[k].iter_mut() {
                    if hi {
                        *x >>= 16;
                    }
                    *x &= 0xffff;
                }
            }
        }
    }
    let vcc = p.w.vcc;
    let vcc_sh = p.sh.vcc;
    let mut out = [0u64; 64];
    for l in 0..p.lanes {
        if p.exec >> l & 1 == 0 {
            continue;
        }
        let s = [sh[0][l], sh[1][l], sh[2][l]];
        let v = [val[0][l], val[1][l], val[2][l]];
        let mut o = lane_rule(op, r, s, v, width, vcc >> l & 1 != 0, vcc_sh >> l & 1 != 0);
        if (vop3 && (inst.mods.clamp || inst.mods.omod != 0)) && o != 0 {
            o = u64::MAX;
        }
        if (op == VOp::DivFmasF32 || op == VOp::DivFmasF64) && vcc_sh >> l & 1 != 0 {
            o = u64::MAX;
        }
        out[l] = o;
    }
    let origin = p.origin(&srcs[..types.len().min(3)]);
    (out, origin)
}

/// Writes a table operation's result shadows to `d` as the executor writes the value.
fn store_table(p: &mut Prop, op: VOp, inst: &Inst, d: Src, v: &[u64; 64], origin: u32) {
    let mask = p.exec;
    let rt = op.result();
    if let Some(s) = inst.sdwa {
        if !rt.wide() {
            let mut old = p.v32(d);
            let preserve = s
                .dst_unused
                .is_some_and(|u| u == amdgpu::decode::DstUnused::Preserve);
            for l in 0..64 {
                let new = smear32(v[l]);
                old[l] = if preserve { old[l] | new } else { new };
            }
            p.set_v32(d, &old, mask, origin);
            return;
        }
    }
    match rt {
        T::B64 | T::F64 => p.set_v64(d, v, mask, origin),
        T::B16 | T::F16 => {
            let opsel_hi = inst.fam == Family::Vop3 && inst.mods.op_sel >> 3 & 1 != 0;
            let old = p.v32(d);
            let gfx9 = vector::zeroes_high16(p.ctx.gen, inst.raw.opcode());
            let mut out = [0u32; 64];
            for l in 0..64 {
                let x = v[l] as u32 & 0xffff;
                out[l] = if opsel_hi {
                    (old[l] & 0xffff) | x << 16
                } else if gfx9 {
                    x
                } else {
                    (old[l] & 0xffff_0000) | x
                };
            }
            p.set_v32(d, &out, mask, origin);
        }
        _ => {
            let out = v.map(|x| x as u32);
            p.set_v32(d, &out, mask, origin);
        }
    }
}

/// The special vector operations.
/// A DS lane move: the moved bits keep their definedness; an undefined address bit of a
/// permute is a use (it picks the lanes).
fn lane_move(p: &mut Prop, op: permute::LaneMove, inst: &Inst, used: &mut Vec<Used>) {
    let Some((dst, source, address)) = permute::lane_move_registers(op, inst, p.w.vgpr.len())
    else {
        return;
    };
    let exec = p.exec;
    if let Some(a) = address {
        let reg = Src::V(a as u16);
        let bad = lanes_undefined(p, reg, 1);
        if bad != 0 {
            used.push(Used {
                how: Use::Address,
                lanes: bad,
                reg,
                width: 1,
                origin: p.origin_of(reg),
            });
        }
    }
    let offset = inst.raw.mem().map_or(0, |f| f.offset as u32);
    let addr = address.map_or([0; 64], |a| p.w.vgpr[a]);
    let Some(from) = permute::lane_move_sources(op, offset, &addr, exec, p.lanes) else {
        return;
    };
    let src = Src::V(source as u16);
    let bits = p.v32(src);
    let mut out = [0u32; 64];
    for (o, j) in out.iter_mut().zip(from) {
        *o = j.map_or(0, |j| bits[j as usize]);
    }
    let origin = p.origin_of(src);
    p.set_v32(Src::V(dst as u16), &out, exec, origin);
}

fn vx(p: &mut Prop, op: VxOp, inst: &Inst, used: &mut Vec<Used>) {
    let o = &inst.ops;
    let exec = p.exec;
    let vop3 = inst.fam == Family::Vop3;
    match op {
        VxOp::Cndmask => {
            let (mask_src, s0, s1) = if vop3 {
                (o[3], o[1], o[2])
            } else {
                (Src::VccLo, o[1], o[2])
            };
            let m = read_mask(p.w, p.ctx, mask_src);
            let msh = p.mask(mask_src);
            let (a, b) = (p.v32(s0), p.v32(s1));
            let mut out = [0u32; 64];
            for l in 0..64 {
                out[l] = if msh >> l & 1 != 0 {
                    u32::MAX
                } else if m >> l & 1 != 0 {
                    b[l]
                } else {
                    a[l]
                };
            }
            let origin = p.origin(&[s0, s1, mask_src]);
            p.set_v32(o[0], &out, exec, origin);
        }
        VxOp::Carry { cin, .. } => {
            let (cout, s0, s1, cinsrc) = if vop3 {
                (o[1], o[2], o[3], o[4])
            } else {
                (Src::VccLo, o[1], o[2], Src::VccLo)
            };
            let (a, b) = (p.v32(s0), p.v32(s1));
            let c = if cin { p.mask(cinsrc) } else { 0 };
            let mut out = [0u32; 64];
            let mut carry = 0u64;
            for l in 0..64 {
                let any = a[l] | b[l] | (c >> l & 1) as u32;
                out[l] = left32(any);
                if any != 0 && exec >> l & 1 != 0 {
                    carry |= 1 << l;
                }
            }
            let origin = p.origin(&[s0, s1, cinsrc]);
            p.set_v32(o[0], &out, exec, origin);
            if cout != Src::Null {
                p.set_mask(cout, carry, origin);
            }
        }
        VxOp::Readlane | VxOp::Readfirstlane => {
            let lane = if op == VxOp::Readlane {
                if p.s32(o[2]) != 0 {
                    used.push(Used {
                        how: Use::Address,
                        lanes: 1,
                        reg: o[2],
                        width: 1,
                        origin: p.origin_of(o[2]),
                    });
                }
                (sread32(p.w, p.ctx, o[2]) as usize) & (p.lanes - 1)
            } else if exec == 0 {
                0
            } else {
                exec.trailing_zeros() as usize
            };
            let v = match o[1] {
                Src::V(r) => p.sh.vgpr[r as usize & 255][lane],
                Src::A(r) => p.sh.agpr.get(r as usize).map_or(0, |row| row[lane]),
                other => p.s32(other),
            };
            let origin = p.origin_of(o[1]);
            p.set_s32(o[0], v, if v != 0 { origin } else { 0 });
        }
        VxOp::Permlane16 { cross } => {
            // The lane selects decide which lanes are read, as an address does.
            for sel in [o[2], o[3]] {
                if p.s32(sel) != 0 {
                    used.push(Used {
                        how: Use::Address,
                        lanes: 1,
                        reg: sel,
                        width: 1,
                        origin: p.origin_of(sel),
                    });
                }
            }
            let select =
                sread32(p.w, p.ctx, o[2]) as u64 | (sread32(p.w, p.ctx, o[3]) as u64) << 32;
            let mut sh = p.v32(o[1]).map(u64::from);
            let (fetch_inactive, bound_ctrl) =
                (inst.mods.op_sel & 1 != 0, inst.mods.op_sel & 2 != 0);
            let write = permute::permlane16(
                cross,
                select,
                fetch_inactive,
                bound_ctrl,
                exec,
                p.lanes,
                &mut sh,
            );
            let origin = p.origin_of(o[1]);
            p.set_v32(o[0], &sh.map(|v| v as u32), write, origin);
        }
        VxOp::Writelane => {
            let lane = (sread32(p.w, p.ctx, o[2]) as usize) & (p.lanes - 1);
            let v = p.s32(o[1]) | if p.s32(o[2]) != 0 { u32::MAX } else { 0 };
            let origin = p.origin(&[o[1], o[2]]);
            let mut row = p.v32(o[0]);
            row[lane] = v;
            p.set_v32(o[0], &row, 1u64 << lane, origin);
        }
        VxOp::MadU64U32 | VxOp::MadI64I32 => {
            let (a, b, c) = (p.v32(o[2]), p.v32(o[3]), p.v64(o[4]));
            let mut out = [0u64; 64];
            let mut carry = 0u64;
            for l in 0..64 {
                let any = a[l] as u64 | b[l] as u64 | c[l];
                out[l] = left64(any);
                if any != 0 && exec >> l & 1 != 0 {
                    carry |= 1 << l;
                }
            }
            let origin = p.origin(&[o[2], o[3], o[4]]);
            p.set_v64(o[0], &out, exec, origin);
            if o[1] != Src::Null {
                p.set_mask(o[1], carry, origin);
            }
        }
        VxOp::AccRead | VxOp::AccWrite => {
            let v = p.v32(o[1]);
            let origin = p.origin_of(o[1]);
            p.set_v32(o[0], &v, exec, origin);
        }
        VxOp::Scalar(v) => {
            let s = p.s32(o[1]);
            p.set_s32(o[0], smear32(s as u64), p.origin_of(o[1]));
            let _ = v;
        }
        VxOp::Mix { to, .. } => {
            // The result from every source's bits; f16 results keep the other half.
            let rows: Vec<[u32; 64]> = o[1..4].iter().map(|&s| p.v32(s)).collect();
            let old = p.v32(o[0]);
            let mut out = [0u32; 64];
            for l in 0..64 {
                let any = rows.iter().fold(0, |m, r| m | r[l]);
                let new = smear32(any as u64);
                out[l] = match to {
                    vector::MixTo::F32 => new,
                    vector::MixTo::Lo16 => (old[l] & 0xffff_0000) | (new & 0xffff),
                    vector::MixTo::Hi16 => (old[l] & 0xffff) | (new & 0xffff_0000),
                };
            }
            let origin = p.origin(&o[1..4]);
            p.set_v32(o[0], &out, exec, origin);
        }
        VxOp::Pk16(pk) => {
            // Each 16-bit half from the halves its sources' op_sel bits pick (v_pk_fmac_f16:
            // the same half, its destination the addend).
            let fmac = pk == vector::Pk16::Fmac;
            let srcs: Vec<Src> = if fmac {
                vec![o[1], o[2], o[0]]
            } else {
                o[1..1 + pk.source_count()].to_vec()
            };
            let rows: Vec<[u32; 64]> = srcs.iter().map(|&s| p.v32(s)).collect();
            let (op_sel, op_sel_hi) = if fmac {
                (0, 0b111)
            } else {
                (inst.mods.op_sel, inst.mods.op_sel_hi)
            };
            let mut out = [0u32; 64];
            for l in 0..64 {
                for h in 0..2 {
                    let sel = if h == 0 { op_sel } else { op_sel_hi };
                    let any = rows
                        .iter()
                        .enumerate()
                        .fold(0, |m, (k, r)| m | (r[l] >> (16 * (sel >> k & 1)) & 0xffff));
                    if any != 0 {
                        out[l] |= 0xffff << (16 * h);
                    }
                }
            }
            let origin = p.origin(&srcs);
            p.set_v32(o[0], &out, exec, origin);
        }
        VxOp::PkFmaF32 | VxOp::PkMulF32 | VxOp::PkAddF32 | VxOp::PkMovB32 => {
            // Each 32-bit half from the halves its sources' op_sel bits pick.
            let nsrc = if op == VxOp::PkFmaF32 { 3 } else { 2 };
            let srcs: Vec<[u64; 64]> = (0..nsrc).map(|k| p.v64(o[1 + k])).collect();
            let mut out = [0u64; 64];
            for l in 0..64 {
                let mut halves = [0u32; 2];
                for (h, half) in halves.iter_mut().enumerate() {
                    let pick = |k: usize| {
                        let sel = if h == 0 {
                            inst.mods.op_sel >> k & 1
                        } else {
                            inst.mods.op_sel_hi >> k & 1
                        };
                        (srcs[k][l] >> (32 * sel)) as u32
                    };
                    *half = if op == VxOp::PkMovB32 {
                        let sel = inst.mods.op_sel >> h & 1;
                        (srcs[h][l] >> (32 * sel)) as u32
                    } else {
                        smear32((0..nsrc).fold(0, |m, k| m | pick(k)) as u64)
                    };
                }
                out[l] = halves[0] as u64 | (halves[1] as u64) << 32;
            }
            let origin = p.origin(&o[1..1 + nsrc]);
            p.set_v64(o[0], &out, exec, origin);
        }
        VxOp::DivScaleF32 | VxOp::DivScaleF64 => {
            // Everything from everything: smear over the (64-bit) destination.
            let wide = !matches!(op, VxOp::DivScaleF32);
            // dst, sdst (VCC), then the sources.
            let srcs: Vec<Src> = o[2.min(inst.nops as usize)..inst.nops as usize]
                .iter()
                .copied()
                .filter(|s| !matches!(s, Src::Null))
                .collect();
            // The f32 form reads 32-bit sources: the register after each is not its.
            let rows: Vec<[u64; 64]> = srcs
                .iter()
                .map(|&s| match (s.is_vector(), wide) {
                    (true, true) => p.v64(s),
                    (true, false) => p.v32(s).map(u64::from),
                    (false, true) => [p.s64(s); 64],
                    (false, false) => [p.s32(s) as u64; 64],
                })
                .collect();
            let mut out = [0u64; 64];
            let mut any_lane = 0u64;
            for (l, lane_out) in out.iter_mut().enumerate() {
                if rows.iter().any(|r| r[l] != 0) {
                    *lane_out = u64::MAX;
                    any_lane |= 1 << l;
                }
            }
            let origin = p.origin(&srcs);
            if wide {
                p.set_v64(o[0], &out, exec, origin);
            } else {
                p.set_v32(o[0], &out.map(|x| x as u32), exec, origin);
            }
            if matches!(op, VxOp::DivScaleF32 | VxOp::DivScaleF64) {
                let vcc_dst = if vop3 && o[1] != Src::Null {
                    o[1]
                } else {
                    Src::VccLo
                };
                p.set_mask(vcc_dst, any_lane & exec, origin);
            }
        }
    }
}

/// SOPP: branches on SCC, VCC and EXEC.
fn sopp(p: &mut Prop, op: POp, used: &mut Vec<Used>) {
    let lanes = p.w.lane_mask();
    let (reg, bad) = match op {
        POp::CbranchScc0 | POp::CbranchScc1 => (Src::Scc, p.sh.scc),
        POp::CbranchVccz | POp::CbranchVccnz => (Src::VccLo, p.sh.vcc & lanes != 0),
        POp::CbranchExecz | POp::CbranchExecnz => (Src::ExecLo, p.sh.exec & lanes != 0),
        _ => return,
    };
    if bad {
        used.push(Used {
            how: Use::Branch,
            lanes: 1,
            reg,
            width: 1,
            origin: p.origin_of(reg),
        });
    }
}

/// Scalar ALU operations.
fn salu(p: &mut Prop, op: SOp, inst: &Inst, used: &mut Vec<Used>) {
    let o = &inst.ops;
    let n = inst.nops as usize;
    let wide = |i: usize| inst.widths[i] >= 2;
    let sh = |p: &Prop, i: usize| -> u64 {
        if i >= n {
            0
        } else if wide(i) {
            p.s64(o[i])
        } else {
            p.s32(o[i]) as u64
        }
    };
    let val = |p: &Prop, i: usize| -> u64 {
        if i >= n {
            0
        } else if wide(i) {
            sread64(p.w, p.ctx, o[i])
        } else {
            sread32(p.w, p.ctx, o[i]) as u64
        }
    };
    let full = |i: usize| if wide(i) { u64::MAX } else { 0xffff_ffff };
    let write = |p: &mut Prop, v: u64, origin: u32| {
        let v = v & full(0);
        if wide(0) {
            p.set_s64(o[0], v, origin)
        } else {
            p.set_s32(o[0], v as u32, origin)
        }
    };
    let origin = |p: &Prop, from: usize| p.origin(&o[from.min(n)..n]);
    let compare = |p: &Prop, used: &mut Vec<Used>, from: usize| {
        for (i, &reg) in o.iter().enumerate().take(n).skip(from) {
            if sh(p, i) != 0 {
                used.push(Used {
                    how: Use::Compare,
                    lanes: 1,
                    reg,
                    width: inst.widths[i],
                    origin: p.origin_of(reg),
                });
            }
        }
    };
    let scc_from = |p: &mut Prop, undefined: bool, origin: u32| {
        p.sh.scc = undefined;
        p.sh.scc_origin = if undefined { origin } else { 0 };
    };
    match op {
        SOp::Cmp(..) | SOp::Bitcmp0 | SOp::Bitcmp1 | SOp::FCmp(..) => {
            compare(p, used, 0);
            scc_from(p, false, 0);
        }
        SOp::Cmpk(..) => {
            compare(p, used, 0);
            scc_from(p, false, 0);
        }
        SOp::Mov => {
            let (v, org) = (sh(p, 1), origin(p, 1));
            write(p, v, org);
        }
        SOp::Movk
        | SOp::Getpc
        | SOp::Getreg
        | SOp::Callb64
        | SOp::SendmsgRtn
        | SOp::Clock { .. } => write(p, 0, 0),
        SOp::Setreg | SOp::SetregImm | SOp::BarrierSignal => {}
        SOp::Setpc => {
            if sh(p, 0) != 0 {
                used.push(Used {
                    how: Use::JumpTarget,
                    lanes: 1,
                    reg: o[0],
                    width: 2,
                    origin: p.origin_of(o[0]),
                });
            }
        }
        SOp::Swappc => {
            if sh(p, 1) != 0 {
                used.push(Used {
                    how: Use::JumpTarget,
                    lanes: 1,
                    reg: o[1],
                    width: 2,
                    origin: p.origin_of(o[1]),
                });
            }
            write(p, 0, 0);
        }
        SOp::Cmov | SOp::Cmovk => {
            let src = if op == SOp::Cmovk { 0 } else { sh(p, 1) };
            let old = sh(p, 0);
            let v = if p.sh.scc {
                full(0)
            } else if p.w.scc {
                src
            } else {
                old
            };
            let org = p.origin(&[o[1.min(n - 1)], Src::Scc, o[0]]);
            write(p, v, org);
        }
        SOp::Cselect => {
            let v = if p.sh.scc {
                full(0)
            } else if p.w.scc {
                sh(p, 1)
            } else {
                sh(p, 2)
            };
            let org = p.origin(&[o[1], o[2], Src::Scc]);
            write(p, v, org);
        }
        SOp::Saveexec(b) => {
            let old = p.sh.exec;
            let exec_origin = p.sh.exec_origin;
            let (s, v) = (sh(p, 1), val(p, 1));
            let e = p.w.exec;
            let new = bitwise(b, s, v, old, e);
            let org = origin(p, 1);
            // The destination receives the old EXEC.
            write(p, old, exec_origin);
            p.sh.exec = new & p.w.lane_mask();
            p.sh.exec_origin = if new != 0 { org } else { 0 };
            scc_from(p, new != 0, org);
        }
        SOp::Bit(b) => {
            let v = bitwise(b, sh(p, 1), val(p, 1), sh(p, 2), val(p, 2));
            let org = origin(p, 1);
            write(p, v, org);
            scc_from(p, v != 0, org);
        }
        SOp::Not => {
            let (v, org) = (sh(p, 1), origin(p, 1));
            write(p, v, org);
            scc_from(p, v != 0, org);
        }
        SOp::Lshl | SOp::Lshr | SOp::Ashr => {
            let bits = if wide(0) { 63 } else { 31 };
            let v = if sh(p, 2) & bits != 0 {
                full(0)
            } else {
                let k = val(p, 2) & bits;
                let s = sh(p, 1);
                match op {
                    SOp::Lshl => s << k,
                    SOp::Lshr => s >> k,
                    _ => {
                        let top = if wide(0) { 63 } else { 31 };
                        if s >> top & 1 != 0 {
                            (s >> k) | (full(0) & !(full(0) >> k))
                        } else {
                            s >> k
                        }
                    }
                }
            };
            let org = origin(p, 1);
            write(p, v, org);
            scc_from(p, v & full(0) != 0, org);
        }
        SOp::BfeU | SOp::BfeI => {
            let v = if sh(p, 2) != 0 {
                full(0)
            } else {
                let c = val(p, 2);
                let (off, w) = ((c & 63) as u32, ((c >> 16) & 0x7f) as u32);
                let s = sh(p, 1);
                if w == 0 {
                    0
                } else {
                    let m = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
                    let f = s.checked_shr(off).unwrap_or(0) & m;
                    if op == SOp::BfeI && w < 64 && f >> (w - 1) & 1 != 0 {
                        f | (full(0) & !m)
                    } else {
                        f
                    }
                }
            };
            let org = origin(p, 1);
            write(p, v, org);
            scc_from(p, v != 0, org);
        }
        SOp::AddU
        | SOp::SubU
        | SOp::AddI
        | SOp::SubI
        | SOp::MulI
        | SOp::LshlAdd(_)
        | SOp::AddU64
        | SOp::SubU64
        | SOp::MulU64
        | SOp::Addk
        | SOp::Mulk
        | SOp::Addc
        | SOp::Subb => {
            let carry = matches!(op, SOp::Addc | SOp::Subb) && p.sh.scc;
            let (a, b) = if matches!(op, SOp::Addk | SOp::Mulk) {
                (sh(p, 0), 0)
            } else {
                (sh(p, 1), sh(p, 2))
            };
            let any = a | b | carry as u64;
            let v = if wide(0) {
                left64(any)
            } else {
                left32(any as u32) as u64
            };
            let org = if matches!(op, SOp::Addk | SOp::Mulk) {
                origin(p, 0)
            } else {
                p.origin(&[o[1.min(n - 1)], o[2.min(n - 1)], Src::Scc])
            };
            write(p, v, org);
            let writes_scc = !matches!(
                op,
                SOp::MulI | SOp::Mulk | SOp::AddU64 | SOp::SubU64 | SOp::MulU64
            );
            if writes_scc {
                scc_from(p, any != 0, org);
            }
        }
        SOp::Float(_) => {
            let any = (1..n).any(|i| sh(p, i) != 0);
            let org = origin(p, 1);
            write(p, if any { full(0) } else { 0 }, org);
        }
        _ => {
            // Everything else: any undefined input bit makes the result undefined.
            let any = (1..n).any(|i| sh(p, i) != 0);
            let org = origin(p, 1);
            write(p, if any { full(0) } else { 0 }, org);
            let writes_scc = matches!(
                op,
                SOp::MinI
                    | SOp::MinU
                    | SOp::MaxI
                    | SOp::MaxU
                    | SOp::Abs
                    | SOp::Absdiff
                    | SOp::Bcnt0
                    | SOp::Bcnt1
            );
            if writes_scc {
                scc_from(p, any, org);
            }
        }
    }
    // Undefined bits written to EXEC steer every later instruction: a use, as a branch.
    if (matches!(o[0], Src::ExecLo | Src::ExecHi) || matches!(op, SOp::Saveexec(_)))
        && p.sh.exec & p.w.lane_mask() != 0
    {
        used.push(Used {
            how: Use::Branch,
            lanes: 1,
            reg: Src::ExecLo,
            width: 1,
            origin: p.sh.exec_origin,
        });
    }
}

/// The shadow of a bitwise operation on (shadow, value) pairs.
fn bitwise(b: BitOp, sa: u64, a: u64, sb: u64, vb: u64) -> u64 {
    let and = |sa: u64, a: u64, sb: u64, b: u64| (sa & sb) | (sa & b) | (a & sb);
    let or = |sa: u64, a: u64, sb: u64, b: u64| (sa & sb) | (sa & !b) | (!a & sb);
    match b {
        BitOp::And | BitOp::Nand => and(sa, a, sb, vb),
        BitOp::Or | BitOp::Nor => or(sa, a, sb, vb),
        BitOp::Xor | BitOp::Xnor => sa | sb,
        BitOp::Andn2 => and(sa, a, sb, !vb),
        BitOp::Orn2 => or(sa, a, sb, !vb),
        BitOp::Andn1 => and(sa, !a, sb, vb),
        BitOp::Orn1 => or(sa, !a, sb, vb),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitwise_and_or_use_defined_zeros_and_ones() {
        // x & 0xff with x's upper bytes undefined: the result is defined.
        assert_eq!(bitwise(BitOp::And, 0xffff_ff00, 0, 0, 0xff), 0);
        // x | 0xffff_0000 with x's upper half undefined: defined.
        assert_eq!(bitwise(BitOp::Or, 0xffff_0000, 0, 0, 0xffff_0000), 0);
        // x ^ y: any undefined bit of either.
        assert_eq!(bitwise(BitOp::Xor, 0xf0, 0, 0x0f, 0), 0xff);
    }

    #[test]
    fn lane_rules() {
        let r = |op, s: [u64; 3], v: [u64; 3]| lane_rule(op, rule(op), s, v, 32, false, false);
        // A shift by a defined amount moves the undefined bits.
        assert_eq!(r(VOp::LshlrevB32, [0, 0xff, 0], [8, 0, 0]), 0xff00);
        assert_eq!(r(VOp::LshrrevB32, [0, 0xff00, 0], [8, 0, 0]), 0xff);
        // An undefined amount taints everything.
        assert_eq!(r(VOp::LshlrevB32, [1, 0, 0], [0, 0, 0]), 0xffff_ffff);
        // Additions: from the lowest undefined bit upward.
        assert_eq!(r(VOp::AddU32, [0x100, 0, 0], [0, 0, 0]), 0xffff_ff00);
        // Floats: all or nothing.
        assert_eq!(r(VOp::AddF32, [1, 0, 0], [0, 0, 0]), 0xffff_ffff);
        assert_eq!(r(VOp::AddF32, [0, 0, 0], [0, 0, 0]), 0);
        // A bit-field extract of defined bits is defined.
        assert_eq!(r(VOp::BfeU32, [0xff00_0000, 0, 0], [0, 0, 8]), 0);
        assert_eq!(r(VOp::BfeU32, [0xff00_0000, 0, 0], [0, 24, 8]), 0xff);
        // A 64-bit shift right of a value whose high half is undefined.
        assert_eq!(
            lane_rule(
                VOp::LshrrevB64,
                rule(VOp::LshrrevB64),
                [0, 0xffff_ffff_0000_0000, 0],
                [32, 0, 0],
                64,
                false,
                false
            ),
            0xffff_ffff
        );
    }

    #[test]
    fn shadow_memory_defaults_and_writes() {
        let get = |m: &ShadowMemory, a: u64, n: usize| {
            let mut b = vec![0u8; n];
            m.get(a, &mut b);
            b
        };
        let mut m = ShadowMemory::default();
        assert_eq!(
            get(&m, 0x1000, 4),
            [0; 4],
            "memory outside undefined regions is defined"
        );
        m.mark_undefined_region(0x10_0000, 0x3000);
        assert_eq!(get(&m, 0x10_0000, 4), [0xff; 4]);
        m.set(0x10_0001, &[0, 0x0f]);
        assert_eq!(
            get(&m, 0x10_0000, 4),
            [0xff, 0, 0x0f, 0xff],
            "a partial write leaves the rest undefined, bit by bit"
        );
        m.mark_defined(0x10_1000, 0x1000);
        assert_eq!(
            get(&m, 0x10_1ffe, 4),
            [0, 0, 0xff, 0xff],
            "the next page is still undefined"
        );
        m.set(0x2000, &[1]);
        assert_eq!(get(&m, 0x2000, 2), [1, 0]);
        assert!(m.any_undefined(0x2000, 1) && !m.any_undefined(0x2001, 4));
        // A wave's new scratch: undefined again.
        m.mark_undefined_region(0x10_0000, 0x3000);
        assert_eq!(get(&m, 0x10_0001, 2), [0xff, 0xff]);
    }

    /// The block path for spills and reloads ([`Checks::move_dword_rows`]) leaves what the
    /// lane-by-lane path leaves: the same findings, and the same definedness and origins in
    /// every byte of memory, on every corpus launch built by each producer for a wave64 and
    /// a wave32 target at -O0 (where spills of undefined callee-saved registers abound).
    #[test]
    fn moving_spills_by_blocks_matches_moving_them_lane_by_lane() {
        use crate::launch::LaunchFile;
        use crate::Simulator;
        let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
        let mut launches = Vec::new();
        for dir in ["launch", "sanitize"] {
            for e in std::fs::read_dir(corpus.join(dir)).expect("corpus launch folder") {
                let path = e.expect("entry").path();
                if path.extension().is_some_and(|x| x == "json") {
                    launches.push(path);
                }
            }
        }
        launches.sort();
        let run = |code: &[u8], file: &LaunchFile, lane_by_lane: bool| {
            let mut sim = Simulator::new(code, &file.launch()).ok()?;
            let init = super::super::CheckSet::of(super::super::Tool::Init);
            let mut checks = Box::new(Checks::new(init));
            checks.lane_by_lane = lane_by_lane;
            sim.attach_checks(checks).ok()?;
            let end = sim.run_to_end();
            let checks = sim.take_checks()?;
            Some((
                format!("{end:?}"),
                format!("{:?}", checks.findings()),
                checks.shadow.pages(),
            ))
        };
        let mut compared = 0;
        for path in &launches {
            let file = LaunchFile::read(path).expect("launch file");
            let own = file.code_object.to_string_lossy().into_owned();
            let Some(name) = own.rsplit('/').next().map(|n| n.replace("-O2", "-O0")) else {
                continue;
            };
            for producer in ["clang19", "clang22", "rocm22"] {
                for target in ["gfx90a", "gfx1100"] {
                    let co = corpus.join(producer).join(target).join(&name);
                    let Ok(code) = std::fs::read(&co) else {
                        continue;
                    };
                    let file = LaunchFile {
                        code_object: co.clone(),
                        ..file.clone()
                    };
                    let (Some(blocks), Some(lanes)) =
                        (run(&code, &file, false), run(&code, &file, true))
                    else {
                        continue;
                    };
                    assert_eq!(blocks.0, lanes.0, "{}: how the run ended", co.display());
                    assert_eq!(blocks.1, lanes.1, "{}: findings", co.display());
                    assert!(blocks.2 == lanes.2, "{}: memory definedness", co.display());
                    compared += 1;
                }
            }
        }
        assert!(compared >= 60, "only {compared} runs compared");
    }

    #[test]
    fn a_copy_carries_definedness_and_origins_byte_for_byte() {
        let get = |m: &ShadowMemory, a: u64, n: usize| {
            let mut b = vec![0u8; n];
            m.get(a, &mut b);
            b
        };
        let mut m = ShadowMemory::default();
        // A source across a page boundary, partly written, with an origin on its last dword.
        m.mark_undefined_region(0x10_0000, 0x3000);
        m.mark_undefined_region(0x20_0000, 0x3000);
        m.mark_defined(0x10_0ffe, 3);
        m.set_origin(0x10_1004, 4, 7);
        m.copy(0x20_0ffc, 0x10_0ffc, 12);
        assert_eq!(
            get(&m, 0x20_0ffc, 12),
            [0xff, 0xff, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
        );
        assert_eq!(m.origin(0x20_1004), Some(7));
        // A copy of written bytes over undefined ones makes them defined.
        m.mark_defined(0x10_0000, 16);
        m.copy(0x20_1004, 0x10_0000, 4);
        assert_eq!(get(&m, 0x20_1004, 4), [0; 4]);
    }
}
