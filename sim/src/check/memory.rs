//! The `memory` check: every access measured against its allocation.
//!
//! * Global memory: the allocations given to [`Checks::allocate`] (a launch's buffers, the
//!   kernarg segment, the code object, the queue; `hipMalloc` blocks), each exactly its
//!   size, so a one-element overrun inside the same page is caught. A scalar load (SMEM)
//!   only has to start inside its allocation: compilers widen scalar loads past the end of
//!   what they need (clang-22 loads the last two pointers of a 56-byte kernarg segment with
//!   one 32-byte load at 0x20). An access to freed memory is a use after free.
//! * Private memory: a lane's accesses must stay inside its private segment (the kernel
//!   descriptor's fixed size, or the runtime's stack for kernels with a dynamic stack);
//!   `buffer_*` accesses through the private segment buffer land in the wave's scratch
//!   backing and are measured the same way.
//! * LDS: accesses must stay inside the work-group's allocation (static plus dynamic), and
//!   the lanes of one instruction inside the one LDS allocation most of them use: a static
//!   array's overrun lands in the dynamic part, which is still inside the work-group's LDS.
//! * Alignment: loads and stores whose address is not a multiple of their size (up to 4
//!   bytes; the hardware splits them, or faults in strict alignment mode), atomics not
//!   aligned to their size (always a fault).
//!
//! Out-of-bounds global and private accesses are reported and then not made (the lane is
//! left out of the instruction, as a guarded access would be): the run goes on and finds the
//! rest. Out-of-bounds LDS accesses happen as on the hardware (reads give 0, writes are
//! dropped past the end; inside the work-group's LDS they land in the neighbouring
//! allocation).

use std::collections::HashSet;

use amdgpu::AddressSpace;

use crate::exec::mem::Loc;
use crate::exec::Inst;
use crate::machine::LoadedCode;
use crate::wave::Wave;

use super::access::{LaneAccess, SCALAR};
use super::{Access, AccessKind, AllocationRef, Checks, Finding, FindingKind, Site};

/// A block of global memory, as its creator describes it to the checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Allocation {
    /// First address.
    pub base: u64,
    /// Size in bytes (accesses must stay below `base + size`).
    pub size: u64,
    /// A name for reports (`arg 2`, `kernarg segment`).
    pub name: String,
    /// Whether its bytes are defined from the start (the host wrote them, or the runtime
    /// did); `false` for memory nobody has written (a `hipMalloc` with no copy).
    pub initialized: bool,
    /// Where the host allocated it, when known.
    pub site: Option<HostSite>,
    /// Who owns it.
    pub owner: Owner,
}

/// A place in the host program's source: where it called the runtime to allocate or free.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostSite {
    /// The source file, as the program's line table names it.
    pub file: String,
    /// 1-based line.
    pub line: u64,
    /// The calling function, when the program's debug information names it.
    pub function: Option<String>,
}

impl std::fmt::Display for HostSite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file, self.line)?;
        if let Some(func) = &self.function {
            write!(f, " in {func}")?;
        }
        Ok(())
    }
}

/// Who owns an allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// The runtime (kernarg segments, code objects, queues): nobody reads it back.
    Runtime,
    /// A loaded code object's variable (`__device__`, `__constant__`): the loader defined
    /// its bytes, the host may read it back (`hipMemcpyFromSymbol`), and it is gone (later
    /// accesses are uses after free) when the code object is unloaded.
    CodeObject,
    /// The host program: it reads the contents back after the dispatch (a launch file's
    /// buffers, `hipMalloc` blocks).
    Host {
        /// The program must free it before it exits (`hipMalloc`; not a launch file's
        /// buffers, which the launcher frees).
        must_free: bool,
    },
    /// A slab of the device heap, mapped by the runtime's host service for device-side
    /// `malloc`: its allocator's own memory, as the runtime's buffers are. The blocks the
    /// allocator hands out are [`Owner::DeviceMalloc`] allocations inside it, and where
    /// those are known (see [`crate::HeapFunctions`]) the rest of the slab is no program's.
    DeviceHeap,
    /// A block device code allocated (`malloc`, `new`) and frees itself; undefined until
    /// written.
    DeviceMalloc,
}

/// Why a free was refused ([`Checks::free`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FreeError {
    /// The block was freed before.
    #[error("double free of {name} at {base:#x}")]
    DoubleFree {
        /// The allocation's name.
        name: String,
        /// Its base.
        base: u64,
    },
    /// No allocation starts there.
    #[error("free of {0:#x}, which is not the start of an allocation")]
    NotAllocated(u64),
}

#[derive(Clone, Debug)]
struct Entry {
    a: Allocation,
    freed: bool,
    /// Where the host freed it, when known.
    freed_at: Option<HostSite>,
}

/// Whether `e` is a block of device `malloc`.
fn is_block(e: &Entry) -> bool {
    e.a.owner == Owner::DeviceMalloc
}

/// The global allocations, sorted by base.
#[derive(Default, Debug)]
pub(crate) struct Allocations {
    entries: Vec<Entry>,
}

impl Allocations {
    fn insert(&mut self, a: Allocation) {
        // A new block over freed ones replaces them (the address was reused).
        let end = a.base.saturating_add(a.size.max(1));
        self.entries
            .retain(|e| !(e.freed && e.a.base < end && a.base < e.a.base + e.a.size.max(1)));
        let i = self.entries.partition_point(|e| e.a.base < a.base);
        self.entries.insert(
            i,
            Entry {
                a,
                freed: false,
                freed_at: None,
            },
        );
    }

    /// Drops the runtime's allocations (a dispatch's kernarg segment, queue, the code
    /// objects then loaded, the device heap's slabs), live or not.
    pub(crate) fn forget_runtime(&mut self) {
        self.entries
            .retain(|e| !matches!(e.a.owner, Owner::Runtime | Owner::DeviceHeap));
    }

    /// The entry holding `addr` (live first).
    fn holding(&self, addr: u64) -> Option<&Entry> {
        let i = self.entries.partition_point(|e| e.a.base <= addr);
        self.entries[..i]
            .iter()
            .rev()
            .take(4)
            .filter(|e| addr.wrapping_sub(e.a.base) < e.a.size)
            .min_by_key(|e| e.freed)
    }

    /// Whether `addr` lies in a live allocation of the runtime's (a device heap slab's
    /// allocator memory included).
    pub(crate) fn is_runtime(&self, addr: u64) -> bool {
        self.holding(addr)
            .is_some_and(|e| !e.freed && matches!(e.a.owner, Owner::Runtime | Owner::DeviceHeap))
    }

    /// The device `malloc` block `addr` lies in, a live one before a freed one.
    fn device_block(&self, addr: u64) -> Option<&Entry> {
        self.entries
            .iter()
            .filter(|e| is_block(e) && addr.wrapping_sub(e.a.base) < e.a.size)
            .min_by_key(|e| e.freed)
    }

    /// Whether `addr` lies in a live allocation the host reads back.
    pub(crate) fn is_output(&self, addr: u64) -> bool {
        self.holding(addr).is_some_and(|e| {
            !e.freed && matches!(e.a.owner, Owner::Host { .. } | Owner::CodeObject)
        })
    }

    /// The allocation holding `addr`, for a report.
    pub(crate) fn reference(&self, addr: u64) -> Option<AllocationRef> {
        self.holding(addr).map(|e| entry_ref(e, addr))
    }

    /// The live entry nearest to `addr` (the one it is after, or before).
    fn nearest(&self, addr: u64) -> Option<&Entry> {
        self.nearest_where(addr, |_| true)
    }

    /// [`Self::nearest`] among the entries `keep` accepts.
    fn nearest_where(&self, addr: u64, keep: impl Fn(&Entry) -> bool) -> Option<&Entry> {
        let live = || self.entries.iter().filter(|e| !e.freed && keep(e));
        let below = live().filter(|e| e.a.base <= addr).max_by_key(|e| e.a.base);
        let above = live().filter(|e| e.a.base > addr).min_by_key(|e| e.a.base);
        match (below, above) {
            (Some(b), Some(a)) => {
                let after = addr - (b.a.base + b.a.size).min(addr);
                let before = a.a.base - addr;
                Some(if after <= before { b } else { a })
            }
            (b, a) => b.or(a),
        }
    }
}

/// The LDS allocations of a work-group: the static segment and each dynamic argument.
#[derive(Clone, Debug)]
pub(crate) struct LdsLayout {
    /// (offset, size, name).
    parts: Vec<(u32, u32, String)>,
    total: u32,
}

impl LdsLayout {
    pub(crate) fn new(fixed: u32, dynamic: &[(u32, u32)], total: u32) -> LdsLayout {
        let mut parts = Vec::new();
        if fixed > 0 {
            parts.push((0, fixed, "static LDS".to_string()));
        }
        for (k, &(off, size)) in dynamic.iter().enumerate() {
            let _ = k;
            parts.push((off, size, format!("dynamic LDS at {off:#x}")));
        }
        LdsLayout { parts, total }
    }

    /// Names dynamic parts after their kernel arguments.
    pub(crate) fn name_dynamic(&mut self, offset: u32, name: String) {
        if let Some(p) = self.parts.iter_mut().find(|p| p.0 == offset) {
            p.2 = name;
        }
    }

    fn part(&self, addr: u32) -> Option<usize> {
        self.parts
            .iter()
            .position(|p| addr >= p.0 && addr - p.0 < p.1)
    }

    fn reference(&self, part: Option<usize>, addr: u64) -> AllocationRef {
        let (base, size, name) = match part.and_then(|i| self.parts.get(i)) {
            Some((o, s, n)) => (*o as u64, *s as u64, n.clone()),
            None => (0, self.total as u64, "LDS".to_string()),
        };
        AllocationRef {
            name,
            space: AddressSpace::Local,
            base,
            size,
            site: None,
            freed_at: None,
            offset: addr as i64 - base as i64,
        }
    }
}

impl Checks {
    /// Makes `a` known: accesses inside it are in bounds; its bytes are defined if
    /// `a.initialized`.
    pub fn allocate(&mut self, a: Allocation) {
        if !a.initialized {
            self.shadow.mark_undefined_region(a.base, a.size);
        } else {
            self.shadow.mark_defined(a.base, a.size);
        }
        self.allocations.insert(a);
    }

    /// Makes the variables of the code objects loaded now exact allocations of their own
    /// (named like `__device__ variable table (64 bytes)`),
    /// defined from the load on (the loader copied their initialisers and zeroed `.bss`);
    /// the rest of each image is one runtime allocation per span (the code, its unnamed
    /// constants), so an access past a variable into a gap of `.data`/`.bss` or past the
    /// image is out of bounds. Variables of code objects no longer loaded are freed: an
    /// access to one is a use after free. Call before each dispatch and whenever the code
    /// objects change (a variable seen before keeps its definedness).
    pub fn code_objects_loaded<'a>(&mut self, loaded: impl IntoIterator<Item = &'a LoadedCode>) {
        let mut variables: Vec<Allocation> = Vec::new();
        let mut spans: Vec<(u64, u64)> = Vec::new();
        self.heap.clear();
        for c in loaded {
            self.heap.extend(c.heap_functions);
            variables.extend(c.variables.iter().map(|v| Allocation {
                base: v.address,
                size: v.size,
                name: format!("__device__ variable {} ({} bytes)", v.name, v.size),
                initialized: true,
                site: None,
                owner: Owner::CodeObject,
            }));
            spans.extend_from_slice(&c.runtime_spans);
        }
        let wanted: HashSet<(u64, u64, &str)> = variables
            .iter()
            .map(|v| (v.base, v.size, v.name.as_str()))
            .collect();
        let mut known: HashSet<(u64, u64, String)> = HashSet::new();
        for e in &mut self.allocations.entries {
            if e.freed || e.a.owner != Owner::CodeObject {
                continue;
            }
            if wanted.contains(&(e.a.base, e.a.size, e.a.name.as_str())) {
                known.insert((e.a.base, e.a.size, e.a.name.clone()));
            } else {
                e.freed = true;
            }
        }
        for v in variables {
            if !known.contains(&(v.base, v.size, v.name.clone())) {
                self.allocate(v);
            }
        }
        for (start, end) in spans {
            if self.allocations.is_runtime(start) {
                continue;
            }
            self.allocate(Allocation {
                base: start,
                size: end - start,
                name: "code object".to_string(),
                initialized: true,
                site: None,
                owner: Owner::Runtime,
            });
        }
    }

    /// Frees the allocation at `base`: later accesses to it are uses after free. A second
    /// free, or a free of an address no allocation starts at, is refused and recorded as a
    /// finding (`site` is the host's call, when known: a double free's report names the
    /// first free's).
    pub fn free(&mut self, base: u64, site: Option<HostSite>) -> Result<(), FreeError> {
        self.free_where(base, site, None)
    }

    /// Device code freed the device `malloc` block at `base` (`site`: the wave and lane at
    /// the allocator's entry). As [`Checks::free`], a double free or a free of an address no
    /// block starts at is a finding.
    pub(super) fn device_free(&mut self, base: u64, site: Site) {
        let _ = self.free_where(base, None, Some(site));
    }

    /// Frees the allocation at `base` for the host (`device` is `None`) or for device code
    /// (only device `malloc` blocks, which `device` names the wave freeing).
    fn free_where(
        &mut self,
        base: u64,
        site: Option<HostSite>,
        device: Option<Site>,
    ) -> Result<(), FreeError> {
        let found = self
            .allocations
            .entries
            .iter_mut()
            .filter(|e| e.a.base == base)
            .filter(|e| device.is_none() || e.a.owner == Owner::DeviceMalloc)
            .min_by_key(|e| e.freed);
        let (kind, err) = match found {
            Some(e) if !e.freed => {
                e.freed = true;
                e.freed_at = site;
                return Ok(());
            }
            Some(e) => (
                FindingKind::DoubleFree,
                FreeError::DoubleFree {
                    name: e.a.name.clone(),
                    base,
                },
            ),
            None => (FindingKind::InvalidFree, FreeError::NotAllocated(base)),
        };
        let allocation = self.allocations.holding(base).map(|e| AllocationRef {
            name: e.a.name.clone(),
            space: AddressSpace::Global,
            base: e.a.base,
            size: e.a.size,
            site: e.a.site.clone(),
            freed_at: e.freed_at.clone(),
            offset: base as i64 - e.a.base as i64,
        });
        self.report(
            Finding {
                kind,
                site: device,
                access: Some(Access {
                    kind: AccessKind::Write,
                    size: 0,
                    space: AddressSpace::Global,
                    address: base,
                }),
                allocation,
                other: None,
                count: 1,
                registers: None,
                callers: Vec::new(),
                dispatch: 0,
            },
            None,
        );
        Err(err)
    }

    /// The host wrote `[addr, addr + len)` (a copy from host memory or a set): those bytes
    /// are defined.
    pub fn host_wrote(&mut self, addr: u64, len: u64) {
        self.shadow.mark_defined(addr, len);
    }

    /// A copy between device addresses (`hipMemcpy` device to device, a peer copy, a symbol
    /// copy from device memory): each byte of `[destination, destination + len)` is as
    /// defined as its source byte was, and keeps where undefined bytes came from.
    pub fn device_copied(&mut self, destination: u64, source: u64, len: u64) {
        self.shadow.copy(destination, source, len);
    }

    /// Names the dynamic LDS part at `offset` (a kernel argument) in reports.
    pub fn name_lds(&mut self, offset: u32, name: String) {
        self.lds_layout.name_dynamic(offset, name);
    }

    /// Reports allocations that must be freed and were not, of those whose base `among`
    /// accepts (call when the program exits, or as a device is reset). Leaks are the memory
    /// check's findings, as compute-sanitizer's memcheck reports them and its other tools do
    /// not.
    pub fn report_leaks(&mut self, among: impl Fn(u64) -> bool) {
        if !self.set.has(super::Tool::Memory) {
            return;
        }
        let leaks: Vec<Allocation> = self
            .allocations
            .entries
            .iter()
            .filter(|e| !e.freed && e.a.owner == Owner::Host { must_free: true })
            .filter(|e| among(e.a.base))
            .map(|e| e.a.clone())
            .collect();
        for a in leaks {
            self.report(
                Finding {
                    kind: FindingKind::Leak,
                    site: None,
                    access: None,
                    allocation: Some(AllocationRef {
                        name: a.name,
                        space: AddressSpace::Global,
                        base: a.base,
                        size: a.size,
                        site: a.site,
                        freed_at: None,
                        offset: 0,
                    }),
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

    /// The memory check of one instruction's accesses; returns the lanes to leave out.
    pub(super) fn check_memory(
        &mut self,
        slot: usize,
        inst: &Inst,
        w: &Wave,
        accesses: &[LaneAccess],
    ) -> u64 {
        let Some(wc) = self.waves.get(slot).and_then(Option::as_ref) else {
            return 0;
        };
        let base_site = wc.site(0, w.pc);
        let (scratch_base, scratch_size) = wc.scratch;
        let lanes = self.lanes as u64;
        let mut suppress = 0u64;
        let mut out: Vec<(FindingKind, u64, Access, Option<AllocationRef>)> = Vec::new();
        let mut add = |kind: FindingKind, lane: u8, access: Access, r: Option<AllocationRef>| {
            let bit = if lane == SCALAR { 1 } else { 1u64 << lane };
            match out.iter_mut().find(|(k, _, _, a)| {
                *k == kind && a.as_ref().map(|a| &a.name) == r.as_ref().map(|a| &a.name)
            }) {
                Some(e) => e.1 |= bit,
                None => out.push((kind, bit, access, r)),
            }
        };
        // The LDS allocation most of this instruction's LDS lanes use.
        let lds_target = self.lds_majority(accesses);
        for a in accesses {
            let access = |space, address| Access {
                kind: a.kind,
                size: a.bytes as u32,
                space,
                address,
            };
            let align = match a.kind {
                AccessKind::Atomic => a.bytes as u64,
                _ => (a.bytes as u64).min(4),
            };
            match a.loc {
                Loc::Global(addr) => {
                    let acc = access(AddressSpace::Global, addr);
                    if a.lane != SCALAR && align > 1 && addr % align != 0 {
                        add(FindingKind::Misaligned, a.lane, acc, None);
                    }
                    // Through the private segment buffer: the wave's own scratch backing.
                    if addr.wrapping_sub(scratch_base) < scratch_size {
                        let rel = addr - scratch_base;
                        let p = rel / (lanes * 4) * 4 + rel % 4;
                        if p + a.bytes as u64 > self.private_limit() {
                            let lane = ((rel / 4) % lanes) as u8;
                            let r = self.private_ref(p);
                            add(
                                FindingKind::OutOfBounds,
                                lane,
                                access(AddressSpace::PrivateLane, p),
                                Some(r),
                            );
                            suppress |= 1u64 << lane;
                        }
                        continue;
                    }
                    let need = if a.lane == SCALAR { 4 } else { a.bytes as u64 };
                    let mut in_slab = false;
                    let held = match self.allocations.holding(addr) {
                        // With the allocator followed, a slab's bytes are the blocks it
                        // handed out (live or freed) and nobody's elsewhere.
                        Some(e) if e.a.owner == Owner::DeviceHeap && !self.heap.is_empty() => {
                            in_slab = true;
                            self.allocations.device_block(addr)
                        }
                        held => held,
                    };
                    match held {
                        Some(e) if !e.freed && addr - e.a.base + need <= e.a.size => {}
                        Some(e) if e.freed => {
                            let r = entry_ref(e, addr);
                            add(FindingKind::UseAfterFree, a.lane, acc, Some(r));
                            if a.lane != SCALAR {
                                suppress |= 1u64 << a.lane;
                            }
                        }
                        held => {
                            let r = held
                                .or_else(|| {
                                    in_slab
                                        .then(|| self.allocations.nearest_where(addr, is_block))
                                        .flatten()
                                })
                                .or_else(|| self.allocations.nearest(addr))
                                .map(|e| entry_ref(e, addr));
                            add(FindingKind::OutOfBounds, a.lane, acc, r);
                            if a.lane != SCALAR {
                                suppress |= 1u64 << a.lane;
                            }
                        }
                    }
                }
                Loc::Lds(addr) => {
                    let acc = access(AddressSpace::Local, addr as u64);
                    if align > 1 && !(addr as u64).is_multiple_of(align) {
                        add(FindingKind::Misaligned, a.lane, acc, None);
                    }
                    let end = addr as u64 + a.bytes as u64;
                    let part = self.lds_layout.part(addr);
                    let inside_total = end <= self.lds_layout.total as u64;
                    let inside_target = match lds_target {
                        Some(t) => {
                            let (o, s, _) = &self.lds_layout.parts[t];
                            addr >= *o && end <= *o as u64 + *s as u64
                        }
                        None => part.is_some_and(|i| {
                            let (o, s, _) = &self.lds_layout.parts[i];
                            end <= *o as u64 + *s as u64
                        }),
                    };
                    if !inside_total || !inside_target {
                        let r = self.lds_layout.reference(lds_target.or(part), addr as u64);
                        add(FindingKind::OutOfBounds, a.lane, acc, Some(r));
                    }
                }
                Loc::Private(p) => {
                    let acc = access(AddressSpace::PrivateLane, p as u64);
                    if align > 1 && !(p as u64).is_multiple_of(align) {
                        add(FindingKind::Misaligned, a.lane, acc, None);
                    }
                    if p as u64 + a.bytes as u64 > self.private_limit() {
                        let r = self.private_ref(p as u64);
                        add(FindingKind::OutOfBounds, a.lane, acc, Some(r));
                        suppress |= 1u64 << a.lane;
                    }
                }
            }
        }
        let _ = inst;
        for (kind, lanes, access, allocation) in out {
            let f = Finding {
                kind,
                site: Some(Site { lanes, ..base_site }),
                access: Some(access),
                allocation,
                other: None,
                count: 1,
                registers: None,
                callers: Vec::new(),
                dispatch: 0,
            };
            self.report(f, Some(w));
        }
        suppress
    }

    fn private_ref(&self, p: u64) -> AllocationRef {
        AllocationRef {
            name: "private segment".into(),
            space: AddressSpace::PrivateLane,
            base: 0,
            size: self.private_limit(),
            site: None,
            freed_at: None,
            offset: p as i64,
        }
    }

    /// The LDS part most of the LDS accesses fall in (ties: the lowest lane's).
    fn lds_majority(&self, accesses: &[LaneAccess]) -> Option<usize> {
        let n = self.lds_layout.parts.len();
        if n < 2 {
            return if n == 1 { Some(0) } else { None };
        }
        let mut counts = [0u32; 16];
        let mut first = [u32::MAX; 16];
        for (k, a) in accesses.iter().enumerate() {
            if let Loc::Lds(addr) = a.loc {
                if let Some(p) = self.lds_layout.part(addr).filter(|&p| p < 16) {
                    counts[p] += 1;
                    first[p] = first[p].min(k as u32);
                }
            }
        }
        (0..n.min(16))
            .filter(|&p| counts[p] > 0)
            .max_by_key(|&p| (counts[p], std::cmp::Reverse(first[p])))
    }
}

fn entry_ref(e: &Entry, addr: u64) -> AllocationRef {
    AllocationRef {
        name: e.a.name.clone(),
        space: AddressSpace::Global,
        base: e.a.base,
        size: e.a.size,
        site: e.a.site.clone(),
        freed_at: e.freed_at.clone(),
        offset: addr.wrapping_sub(e.a.base) as i64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::CodeVariable;
    use amdgpu::check::CheckSet;

    fn loaded(base: u64) -> LoadedCode {
        LoadedCode {
            agent: 0,
            base,
            end: base + 0x2000,
            exec_end: base + 0x1000,
            uri: String::new(),
            bytes: std::sync::Arc::from(&[][..]),
            cache: Vec::new(),
            plans: Vec::new(),
            variables: vec![
                CodeVariable {
                    name: "table".into(),
                    address: base + 0x1800,
                    size: 60,
                },
                CodeVariable {
                    name: "checksum".into(),
                    address: base + 0x1840,
                    size: 8,
                },
            ],
            runtime_spans: vec![(base, base + 0x1800)],
            heap_functions: None,
        }
    }

    #[test]
    fn code_object_variables_are_allocations_while_loaded() {
        let mut c = Checks::new(CheckSet::ALL);
        let code = loaded(0x10_0000);
        c.code_objects_loaded([&code]);
        let name = |c: &Checks, a: u64| c.allocations.reference(a).map(|r| r.name);
        assert_eq!(
            name(&c, 0x10_1800).as_deref(),
            Some("__device__ variable table (60 bytes)")
        );
        assert_eq!(name(&c, 0x10_0100).as_deref(), Some("code object"));
        // The gap after `table` belongs to no allocation: its nearest is `table`.
        assert_eq!(name(&c, 0x10_183c), None);
        let near = c.allocations.nearest(0x10_183c).map(|e| e.a.name.clone());
        assert_eq!(
            near.as_deref(),
            Some("__device__ variable table (60 bytes)")
        );
        // A kernel's undefined store survives the next dispatch's registration.
        c.shadow.set(0x10_1840, &[0xff]);
        c.allocations.forget_runtime();
        c.code_objects_loaded([&code]);
        assert!(c.shadow.any_undefined(0x10_1840, 1));
        assert!(c.allocations.is_output(0x10_1840));
        assert!(!c.allocations.is_runtime(0x10_1840));
        // Unloaded: the variables are freed.
        c.code_objects_loaded(std::iter::empty());
        assert!(c.allocations.holding(0x10_1800).is_some_and(|e| e.freed));
    }

    #[test]
    fn device_malloc_blocks_live_inside_their_slab() {
        let mut c = Checks::new(CheckSet::ALL);
        let slab = 0x1000_0000;
        let block = slab + 0x1a0;
        c.allocate(Allocation {
            base: slab,
            size: 2 << 20,
            name: "device heap (malloc)".into(),
            initialized: true,
            site: None,
            owner: Owner::DeviceHeap,
        });
        c.allocate(Allocation {
            base: block,
            size: 12,
            name: "device malloc #1 (12 bytes)".into(),
            initialized: false,
            site: None,
            owner: Owner::DeviceMalloc,
        });
        // The block is the program's; the rest of the slab is the allocator's.
        assert!(c.allocations.is_runtime(slab + 8));
        assert!(!c.allocations.is_runtime(block + 4));
        assert_eq!(
            c.allocations.device_block(block + 8).map(|e| e.a.base),
            Some(block)
        );
        assert!(c.allocations.device_block(block + 12).is_none());
        assert_eq!(
            c.allocations
                .nearest_where(block + 12, is_block)
                .map(|e| e.a.base),
            Some(block)
        );
        assert!(c.shadow.any_undefined(block, 12));
        // A device free takes only a block: the slab's base is no block's.
        let site = Site {
            wave: amdgpu::target::WaveId(3),
            group: [0, 0, 0],
            wave_in_group: 0,
            lanes: 1 << 5,
            pc: 0x2000,
        };
        c.device_free(slab, site);
        assert!(c.allocations.holding(slab).is_some_and(|e| !e.freed));
        c.device_free(block, site);
        assert!(c.allocations.device_block(block).is_some_and(|e| e.freed));
        c.device_free(block, site);
        let kinds: Vec<(FindingKind, Option<u64>)> = c
            .findings()
            .iter()
            .map(|f| (f.kind.clone(), f.site.as_ref().map(|s| s.lanes)))
            .collect();
        assert_eq!(
            kinds,
            [
                (FindingKind::InvalidFree, Some(1 << 5)),
                (FindingKind::DoubleFree, Some(1 << 5))
            ]
        );
        // The slabs go with the runtime's allocations at the next dispatch; blocks stay.
        c.allocations.forget_runtime();
        assert!(c.allocations.holding(slab + 8).is_none());
        assert!(c.allocations.device_block(block).is_some());
    }
}
