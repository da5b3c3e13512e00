//! Vector memory: FLAT (generic addresses routed by aperture), GLOBAL, SCRATCH (the swizzled
//! private layout through FLAT_SCRATCH, both the absolute and architected models), MUBUF
//! (buffer resources, including the swizzled scratch resource of the private segment buffer)
//! and DS (LDS), with loads, stores, `d16` halves, two-address DS forms and atomics.
//!
//! Private memory is interleaved per dword across the lanes of a wave (AMDGPUUsage "Private
//! Segment" / ROCdbgapi's swizzle): lane `L`'s private byte `p` lives at
//! `base + (p / 4) * lanes * 4 + L * 4 + p % 4`.

use amdgpu::decode::{
    AtomicOp, Family, Instruction, MemBase, MemForm, OpFacts, Opcode, Operand, D16,
};
use amdgpu::target::{FaultKind, StopReason};
use amdgpu::AddressSpace;

use super::operand::{sread32, sread64, Src, T};
use super::{Ctx, Inst, Outcome, Sem};
use crate::memory::Fault;
use crate::wave::Wave;

/// The address path of a memory instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Path {
    Flat,
    Global,
    Scratch,
    Mubuf,
    Ds,
}

/// What the instruction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Load `bytes` per lane.
    Load,
    /// Store.
    Store,
    /// Atomic read-modify-write (one [`combine`] models).
    Atomic(AtomicOp),
}

/// A parsed memory instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemOp {
    /// Address path.
    pub path: Path,
    /// Operation.
    pub kind: Kind,
    /// Bytes per element (1, 2, 4, 8, 12, 16).
    pub bytes: u8,
    /// Sign-extend sub-dword loads.
    pub sext: bool,
    /// `d16`: 0 none, 1 low half, 2 high half.
    pub d16: u8,
    /// Atomics: returns the old value.
    pub ret: bool,
    /// Loads: reads past the compute unit's caches, as atomic and volatile loads do
    /// ([`amdgpu::decode::CachePolicy::coherent_load`]).
    pub coherent: bool,
    /// Loads: the first read of a compare-and-swap loop ([`reads_for_cmpswap`]), part of the
    /// atomic operation the loop implements.
    pub cmpswap_read: bool,
    /// DS two-address form: stride in elements (1 or 64), 0 if not.
    pub two: u8,
    /// `ds_cmpstore` (GFX11+ order: data0 is the new value).
    pub cmpstore_new_first: bool,
    /// Address VGPR.
    pub vaddr: u16,
    /// Data VGPR (DS: data0).
    pub vdata: u16,
    /// DS data1.
    pub data1: u16,
    /// Destination VGPR.
    pub vdst: u16,
    /// Data/destination registers are AGPRs (gfx90a `acc`).
    pub acc: bool,
    /// Scalar address (GLOBAL/SCRATCH `saddr`, MUBUF `soffset`), `Null` when off.
    pub saddr: Src,
    /// Whether `vaddr` takes part in the address.
    pub vaddr_used: bool,
    /// Immediate offset (DS: offset0).
    pub offset: i32,
    /// DS offset1.
    pub offset1: u8,
    /// MUBUF `offen`.
    pub offen: bool,
    /// MUBUF `idxen`.
    pub idxen: bool,
    /// MUBUF resource: first SGPR.
    pub srsrc: u8,
}

/// A memory instruction's operation on its address path, from its opcode's facts
/// ([`Opcode::mem_access`]); the register and offset fields are left empty. `None` for what
/// this simulator does not model: typed (format) accesses, loads into LDS, `addtid`, DS `src2`
/// and two-address exchanges, transposing and block loads, float atomics other than a 32-bit
/// add, and the DS counter, wrap and masked-or atomics.
fn operation(opcode: Opcode, path: Path) -> Option<MemOp> {
    let a = opcode.mem_access()?;
    let facts = opcode.facts();
    let base = match path {
        Path::Flat | Path::Global => MemBase::Address,
        Path::Scratch => MemBase::Scratch,
        Path::Mubuf => MemBase::Buffer,
        Path::Ds => MemBase::Lds,
    };
    if a.base != base || a.form != MemForm::Plain {
        return None;
    }
    let kind = match a.atomic {
        None if facts.contains(OpFacts::LOAD) => Kind::Load,
        None if facts.contains(OpFacts::STORE) => Kind::Store,
        None => return None,
        Some(_) if a.ds_stride.is_some() => return None,
        // Float min/max/compare-swap and the packed, clamped and counter forms are not
        // modelled: an unimplemented stop, not integer semantics.
        Some(op) if combine(op, a.bytes, 0, 0, 0).is_some() => Kind::Atomic(op),
        Some(_) => return None,
    };
    Some(MemOp {
        path,
        kind,
        bytes: a.bytes,
        sext: a.sign_extend,
        d16: match a.d16 {
            D16::None => 0,
            D16::Low => 1,
            D16::High => 2,
        },
        // DS atomics return by opcode (`_rtn`); the others by a cache-policy bit (below).
        ret: path == Path::Ds && facts.contains(OpFacts::ATOMIC_RTN),
        coherent: false,
        cmpswap_read: false,
        two: a.ds_stride.unwrap_or(0),
        cmpstore_new_first: a.data0_is_new,
        vaddr: 0,
        vdata: 0,
        data1: 0,
        vdst: 0,
        acc: false,
        saddr: Src::Null,
        vaddr_used: true,
        offset: 0,
        offset1: 0,
        offen: false,
        idxen: false,
        srsrc: 0,
    })
}

/// Parses a memory instruction: the operation from its opcode, the fields from the decoder's
/// [`Instruction::mem`].
pub fn parse(opcode: Opcode, raw: &Instruction) -> Option<MemOp> {
    let path = match raw.family() {
        Family::Flat => Path::Flat,
        Family::Global => Path::Global,
        Family::Scratch => Path::Scratch,
        Family::Mubuf => Path::Mubuf,
        Family::Ds => Path::Ds,
        _ => return None,
    };
    let mut m = operation(opcode, path)?;
    // Fields.
    let f = raw.mem()?;
    if f.lds {
        // Loads into LDS (GFX9/GFX10 `lds`) are not modelled.
        return None;
    }
    // The first register of an operand (data, address and resource registers).
    let reg_index = |op: Option<Operand>| match op {
        Some(Operand::Reg { index, .. }) => index,
        _ => 0,
    };
    m.vaddr = reg_index(f.addr);
    m.vaddr_used = f.addr.is_some();
    m.vdata = reg_index(f.data);
    m.data1 = reg_index(f.data1);
    m.vdst = reg_index(f.dst);
    m.acc = f.acc;
    m.offset = f.offset;
    m.offset1 = f.offset1.unwrap_or(0);
    m.offen = f.offen;
    m.idxen = f.idxen;
    m.srsrc = reg_index(f.srsrc) as u8;
    // The scalar address part: GLOBAL/SCRATCH saddr, MUBUF soffset.
    m.saddr = match (path, f.saddr, f.soffset) {
        (Path::Mubuf, _, Some(so)) => Src::from_operand(&so, T::B32),
        (Path::Global, Some(sa), _) => Src::from_operand(&sa, T::B64),
        (Path::Scratch, Some(sa), _) => Src::from_operand(&sa, T::B32),
        _ => Src::Null,
    };
    if path != Path::Ds {
        // DS atomics return by opcode (`_rtn`), the others by a cache-policy bit.
        m.ret = f.cache.is_some_and(|c| c.atomic_returns());
        m.coherent = f.cache.is_some_and(|c| c.coherent_load());
    }
    Some(m)
}

/// Instructions after a load searched for the compare-and-swap that uses its value
/// (unoptimised code takes 22 to add two doubles between them: the guess and the addend
/// moved through AGPRs and lane spills).
const CMPSWAP_WINDOW: usize = 32;

/// Whether `load` is the first read of a compare-and-swap loop: a compare-and-swap of the
/// same size on the same path follows it within [`CMPSWAP_WINDOW`] instructions of
/// straight-line code (`following`, in address order) with no store or other atomic in
/// between but spills (scratch and buffer stores). Compilers expand an atomic with no instruction of its own (a float add or maximum
/// without the hardware's, `atomicCAS`-based helpers) into such a loop: the plain load
/// guesses the value, the compare-and-swap checks the guess, so the load is part of the
/// atomic, not a racing read. The address is not compared: unoptimised code copies it
/// through other registers (AGPRs, lane spills) on the way. A load taken for such a read
/// still races with plain writes; only its conflicts with atomics are dropped.
pub fn reads_for_cmpswap(load: &MemOp, following: impl IntoIterator<Item = Inst>) -> bool {
    if load.kind != Kind::Load || !matches!(load.path, Path::Global | Path::Flat) {
        return false;
    }
    for inst in following.into_iter().take(CMPSWAP_WINDOW) {
        match inst.sem {
            Sem::Mem(m) if m.kind == Kind::Atomic(AtomicOp::CmpSwap) => {
                return m.path == load.path && m.bytes == load.bytes;
            }
            // Spills to the private segment (scratch, or buffer accesses through the
            // scratch resource) are how unoptimised code keeps the guess.
            Sem::Mem(m)
                if m.kind != Kind::Load
                    && matches!(m.path, Path::Global | Path::Flat | Path::Ds) =>
            {
                return false
            }
            _ => {}
        }
        // The loop's code runs straight from the load to the compare-and-swap.
        if inst.raw.branch_target(0).is_some() {
            return false;
        }
    }
    false
}

/// A lane's memory location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loc {
    /// A global address.
    Global(u64),
    /// An LDS offset.
    Lds(u32),
    /// The lane's private (scratch) address, before the swizzle.
    Private(u32),
}

/// The parts of a memory instruction's address that are the same in every lane: the scalar
/// base (GLOBAL/SCRATCH `saddr`), and MUBUF's buffer resource and `soffset`.
#[derive(Clone, Copy, Debug)]
pub struct AddressParts {
    sbase: u64,
    rbase: u64,
    stride: u64,
    swizzle: bool,
    add_tid: bool,
    idx_stride: u64,
    soffset: u64,
}

/// Reads the wave-uniform parts of `m`'s address.
pub fn address_parts(m: &MemOp, w: &Wave, ctx: &Ctx) -> AddressParts {
    let sbase: u64 = match m.path {
        Path::Global => match m.saddr {
            Src::Null => 0,
            s => sread64(w, ctx, s),
        },
        Path::Scratch => match m.saddr {
            Src::Null => 0,
            s => sread32(w, ctx, s) as u64,
        },
        _ => 0,
    };
    let (rbase, stride, swizzle, add_tid, idx_stride) = if m.path == Path::Mubuf {
        let r = m.srsrc as usize;
        let d = |k: usize| w.sgpr.get(r + k).copied().unwrap_or(0);
        let base = d(0) as u64 | ((d(1) & 0xffff) as u64) << 32;
        let stride = (d(1) >> 16 & 0x3fff) as u64;
        let swz = d(1) >> 31 != 0;
        let add_tid = d(3) >> 23 & 1 != 0;
        let idx_stride = [8u64, 16, 32, 64][(d(3) >> 21 & 3) as usize];
        (base, stride, swz, add_tid, idx_stride)
    } else {
        (0, 0, false, false, 0)
    };
    let soffset = if m.path == Path::Mubuf {
        match m.saddr {
            Src::Imm(v) => v,
            Src::Null => 0,
            s => sread32(w, ctx, s) as u64,
        }
    } else {
        0
    };
    AddressParts {
        sbase,
        rbase,
        stride,
        swizzle,
        add_tid,
        idx_stride,
        soffset,
    }
}

/// Where `lane`'s access of `m` goes (for DS two-address forms: the address of the first
/// element before its offset is applied; see [`ds_pair`]).
#[inline]
pub fn lane_location(m: &MemOp, p: &AddressParts, w: &Wave, ctx: &Ctx, lane: usize) -> Loc {
    let va32 = w.vgpr[m.vaddr as usize][lane] as u64;
    let va64 = va32 | (w.vgpr[(m.vaddr as usize + 1) & 255][lane] as u64) << 32;
    match m.path {
        Path::Flat => {
            let a = va64.wrapping_add(m.offset as i64 as u64);
            match ctx.apertures.classify_generic(a) {
                (AddressSpace::Local, off) => Loc::Lds(off as u32),
                (AddressSpace::PrivateLane, off) => Loc::Private(off as u32),
                _ => Loc::Global(a),
            }
        }
        Path::Global => {
            let a = if m.saddr == Src::Null {
                va64
            } else {
                p.sbase.wrapping_add(va32)
            };
            Loc::Global(a.wrapping_add(m.offset as i64 as u64))
        }
        Path::Scratch => {
            let v = if m.vaddr_used { va32 } else { 0 };
            Loc::Private((v.wrapping_add(p.sbase).wrapping_add(m.offset as i64 as u64)) as u32)
        }
        Path::Ds => Loc::Lds((va32 as u32).wrapping_add(m.offset as u32)),
        Path::Mubuf => {
            let vidx = if m.idxen { va32 } else { 0 };
            let voff = if m.offen {
                if m.idxen {
                    w.vgpr[(m.vaddr as usize + 1) & 255][lane] as u64
                } else {
                    va32
                }
            } else {
                0
            };
            let index = vidx + if p.add_tid { lane as u64 } else { 0 };
            let offset = voff + m.offset as u64;
            let a = if p.swizzle {
                let (imsb, ilsb) = (index / p.idx_stride, index % p.idx_stride);
                let (omsb, olsb) = (offset / 4, offset % 4);
                (imsb * p.stride + omsb * 4) * p.idx_stride + ilsb * 4 + olsb
            } else {
                offset + index * p.stride
            };
            Loc::Global(p.rbase.wrapping_add(p.soffset).wrapping_add(a))
        }
    }
}

/// The two LDS addresses of a DS two-address form whose [`lane_location`] is `a0`.
#[inline]
pub fn ds_pair(m: &MemOp, a0: u32) -> [u32; 2] {
    let base = a0.wrapping_sub(m.offset as u32);
    let step = m.bytes as u32 * m.two as u32;
    [
        base.wrapping_add((m.offset as u32 & 0xff) * step),
        base.wrapping_add(m.offset1 as u32 * step),
    ]
}

/// Reads or writes `buf` at a lane's location.
fn access(
    w: &Wave,
    ctx: &mut Ctx,
    lane: usize,
    loc: Loc,
    buf: &mut [u8],
    write: bool,
) -> Result<(), Outcome> {
    match loc {
        Loc::Global(a) => {
            let r = if write {
                ctx.mem.write(a, buf)
            } else {
                ctx.mem.read(a, buf)
            };
            r.map_err(|f| fault(f, AddressSpace::Global))
        }
        Loc::Lds(a) => {
            if write {
                ctx.lds.write(a, buf);
            } else {
                ctx.lds.read(a, buf);
            }
            Ok(())
        }
        Loc::Private(p) => private_access(
            ctx.mem,
            w.flat_scratch,
            w.lanes() as u64,
            lane,
            p,
            buf,
            write,
        )
        .map_err(|f| {
            let _ = f;
            Outcome::Stop(StopReason::MemoryFault {
                address: p as u64,
                space: AddressSpace::PrivateLane,
                kind: FaultKind::Unmapped,
            })
        }),
    }
}

/// The pieces of a swizzled private access of `len` bytes at lane `lane`'s private address
/// `p`: each piece's physical address and its range of the buffer, split at dwords (a lane's
/// consecutive dwords are `lanes` dwords apart in the backing store).
pub fn private_pieces(
    base: u64,
    lanes: u64,
    lane: usize,
    p: u64,
    len: usize,
) -> impl Iterator<Item = (u64, std::ops::Range<usize>)> {
    let mut done = 0usize;
    std::iter::from_fn(move || {
        if done >= len {
            return None;
        }
        let a = p + done as u64;
        let n = (4 - (a % 4) as usize).min(len - done);
        let phys = base + (a / 4) * lanes * 4 + lane as u64 * 4 + a % 4;
        let range = done..done + n;
        done += n;
        Some((phys, range))
    })
}

/// Swizzled private access for one lane, split per dword.
pub fn private_access(
    mem: &mut crate::memory::GlobalMemory,
    base: u64,
    lanes: u64,
    lane: usize,
    p: u32,
    buf: &mut [u8],
    write: bool,
) -> Result<(), Fault> {
    for (phys, range) in private_pieces(base, lanes, lane, p as u64, buf.len()) {
        if write {
            mem.write(phys, &buf[range])?;
        } else {
            mem.read(phys, &mut buf[range])?;
        }
    }
    Ok(())
}

fn fault(f: Fault, space: AddressSpace) -> Outcome {
    Outcome::Stop(StopReason::MemoryFault {
        address: f.address,
        space,
        kind: f.kind,
    })
}

fn reg(w: &Wave, acc: bool, r: usize, lane: usize) -> u32 {
    let file = if acc { &w.agpr } else { &w.vgpr };
    file.get(r & 511).map_or(0, |row| row[lane])
}

fn set_reg(w: &mut Wave, acc: bool, r: usize, lane: usize, v: u32) {
    let file = if acc { &mut w.agpr } else { &mut w.vgpr };
    if let Some(row) = file.get_mut(r) {
        row[lane] = v;
    }
}

/// The bytes `lane` of store `m` writes (its first `m.bytes`): for a DS two-address form,
/// `part` 0 is the first address's (`data0`), 1 the second's (`data1`).
pub fn stored_bytes(m: &MemOp, w: &Wave, lane: usize, part: usize) -> [u8; 16] {
    let data = if part == 0 { m.vdata } else { m.data1 } as usize;
    let mut b = [0u8; 16];
    for k in 0..(m.bytes as usize).div_ceil(4) {
        b[k * 4..k * 4 + 4].copy_from_slice(&reg(w, m.acc, data + k, lane).to_le_bytes());
    }
    if m.d16 == 2 {
        // A `_d16_hi` store writes the register's high half.
        let v = reg(w, m.acc, data, lane) >> 16;
        b[..4].copy_from_slice(&v.to_le_bytes());
    }
    b
}

/// Executes a memory instruction for every active lane.
pub fn execute(m: &MemOp, inst: &Inst, w: &mut Wave, ctx: &mut Ctx) -> Outcome {
    let mut lane_at = 0;
    let out = execute_lanes(m, inst, w, ctx, &mut lane_at);
    if let Outcome::Stop(StopReason::MemoryFault { .. }) = out {
        w.fault_lane = Some(lane_at as u32);
    }
    out
}

/// [`execute`], keeping in `lane_at` the lane being accessed (the faulting one when a fault
/// stops the wave).
fn execute_lanes(
    m: &MemOp,
    _inst: &Inst,
    w: &mut Wave,
    ctx: &mut Ctx,
    lane_at: &mut usize,
) -> Outcome {
    let exec = w.exec & w.lane_mask();
    if exec == 0 {
        return Outcome::Continue;
    }
    let lanes = w.lanes();
    let parts = address_parts(m, w, ctx);
    let dwords = (m.bytes as usize).div_ceil(4);
    let dword_fast = matches!(m.kind, Kind::Load | Kind::Store)
        && m.bytes.is_multiple_of(4)
        && m.d16 == 0
        && m.two == 0
        && m.path != Path::Ds;
    let mut hint = crate::memory::PageHint::default();
    for lane in 0..lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        *lane_at = lane;
        ctx.mem.watched.set_lane(Some(lane as u32));
        ctx.lds.watched.set_lane(Some(lane as u32));
        let loc = lane_location(m, &parts, w, ctx, lane);
        // Whole dwords at dword-aligned global or private addresses: through the page hint.
        if dword_fast {
            let (addr0, step, aligned) = match loc {
                Loc::Global(a) => (a, 4, a.is_multiple_of(4)),
                Loc::Private(p) => (
                    w.flat_scratch + (p as u64 / 4) * lanes as u64 * 4 + lane as u64 * 4,
                    lanes as u64 * 4,
                    p.is_multiple_of(4),
                ),
                Loc::Lds(_) => (0, 0, false),
            };
            if aligned {
                let mut r = Ok(());
                for k in 0..dwords {
                    let a = addr0.wrapping_add(k as u64 * step);
                    if m.kind == Kind::Load {
                        match ctx.mem.read_u32_hinted(a, &mut hint) {
                            Ok(v) => set_reg(w, m.acc, m.vdst as usize + k, lane, v),
                            Err(f) => {
                                r = Err(f);
                                break;
                            }
                        }
                    } else {
                        let v = reg(w, m.acc, m.vdata as usize + k, lane);
                        if let Err(f) = ctx.mem.write_u32_hinted(a, v, &mut hint) {
                            r = Err(f);
                            break;
                        }
                    }
                }
                if r.is_err() {
                    w.fault_lane = Some(lane as u32);
                }
                match (r, loc) {
                    (Ok(()), _) => continue,
                    (Err(_), Loc::Private(p)) => {
                        return Outcome::Stop(StopReason::MemoryFault {
                            address: p as u64,
                            space: AddressSpace::PrivateLane,
                            kind: FaultKind::Unmapped,
                        })
                    }
                    (Err(f), _) => return fault(f, AddressSpace::Global),
                }
            }
        }
        let r = match m.kind {
            Kind::Load if m.two != 0 => {
                let Loc::Lds(a0) = loc else { unreachable!() };
                let es = m.bytes as u32;
                let mut out = [0u32; 4];
                for (k, addr) in ds_pair(m, a0).into_iter().enumerate() {
                    let mut b = [0u8; 8];
                    ctx.lds.read(addr, &mut b[..es as usize]);
                    out[k * (es as usize / 4)] = u32::from_le_bytes(b[0..4].try_into().unwrap());
                    if es == 8 {
                        out[k * 2 + 1] = u32::from_le_bytes(b[4..8].try_into().unwrap());
                    }
                }
                for (k, v) in out.iter().enumerate().take(2 * es as usize / 4) {
                    set_reg(w, m.acc, m.vdst as usize + k, lane, *v);
                }
                Ok(())
            }
            Kind::Store if m.two != 0 => {
                let Loc::Lds(a0) = loc else { unreachable!() };
                for (part, addr) in ds_pair(m, a0).into_iter().enumerate() {
                    let b = stored_bytes(m, w, lane, part);
                    ctx.lds.write(addr, &b[..m.bytes as usize]);
                }
                Ok(())
            }
            Kind::Load => {
                let mut b = [0u8; 16];
                let n = m.bytes as usize;
                match access(w, ctx, lane, loc, &mut b[..n], false) {
                    Err(o) => Err(o),
                    Ok(()) => {
                        if m.bytes < 4 {
                            let v = if m.bytes == 1 {
                                b[0] as u32
                            } else {
                                u16::from_le_bytes([b[0], b[1]]) as u32
                            };
                            let v = match (m.sext, m.bytes) {
                                (true, 1) => v as u8 as i8 as i32 as u32,
                                (true, _) => v as u16 as i16 as i32 as u32,
                                _ => v,
                            };
                            let old = reg(w, m.acc, m.vdst as usize, lane);
                            let nv = match m.d16 {
                                1 => (old & 0xffff_0000) | (v & 0xffff),
                                2 => (old & 0xffff) | (v << 16),
                                _ => v,
                            };
                            set_reg(w, m.acc, m.vdst as usize, lane, nv);
                        } else {
                            for k in 0..dwords {
                                let v = u32::from_le_bytes(b[k * 4..k * 4 + 4].try_into().unwrap());
                                set_reg(w, m.acc, m.vdst as usize + k, lane, v);
                            }
                        }
                        Ok(())
                    }
                }
            }
            Kind::Store => {
                let mut b = stored_bytes(m, w, lane, 0);
                access(w, ctx, lane, loc, &mut b[..m.bytes as usize], true)
            }
            Kind::Atomic(op) => atomic_lane(w, ctx, m, op, lane, loc),
        };
        if let Err(o) = r {
            w.fault_lane = Some(lane as u32);
            return o;
        }
    }
    Outcome::Continue
}

fn atomic_lane(
    w: &mut Wave,
    ctx: &mut Ctx,
    m: &MemOp,
    op: AtomicOp,
    lane: usize,
    loc: Loc,
) -> Result<(), Outcome> {
    let wide = m.bytes == 8;
    let n = m.bytes as usize;
    let data = |w: &Wave, r: u16| -> u64 {
        let lo = reg(w, m.acc, r as usize, lane) as u64;
        if wide {
            lo | (reg(w, m.acc, r as usize + 1, lane) as u64) << 32
        } else {
            lo
        }
    };
    let (src, cmp) = if m.path == Path::Ds {
        if op == AtomicOp::CmpSwap {
            if m.cmpstore_new_first {
                (data(w, m.vdata), data(w, m.data1))
            } else {
                (data(w, m.data1), data(w, m.vdata))
            }
        } else {
            (data(w, m.vdata), 0)
        }
    } else {
        let s = data(w, m.vdata);
        let c = if op == AtomicOp::CmpSwap {
            data(w, m.vdata + if wide { 2 } else { 1 })
        } else {
            0
        };
        (s, c)
    };
    let mut b = [0u8; 8];
    access(w, ctx, lane, loc, &mut b[..n], false)?;
    let old = u64::from_le_bytes(b);
    // `parse` admits only operations `combine` models.
    let new = combine(op, m.bytes, old, src, cmp).unwrap_or(old);
    let mut nb = new.to_le_bytes();
    access(w, ctx, lane, loc, &mut nb[..n], true)?;
    if m.ret {
        set_reg(w, m.acc, m.vdst as usize, lane, old as u32);
        if wide {
            set_reg(w, m.acc, m.vdst as usize + 1, lane, (old >> 32) as u32);
        }
    }
    Ok(())
}

/// The value an atomic leaves in memory: `old` combined with the data `src` (and, for a
/// compare-swap, the compare value `cmp`) on `bytes`-wide elements; `None` for an operation the
/// simulator does not model.
fn combine(op: AtomicOp, bytes: u8, old: u64, src: u64, cmp: u64) -> Option<u64> {
    let wide = bytes == 8;
    let mask = if wide { u64::MAX } else { 0xffff_ffff };
    let sx = |x: u64| {
        if wide {
            x as i64
        } else {
            x as u32 as i32 as i64
        }
    };
    let new = match op {
        AtomicOp::Add => old.wrapping_add(src),
        AtomicOp::Sub => old.wrapping_sub(src),
        AtomicOp::Rsub => src.wrapping_sub(old),
        AtomicOp::Swap => src,
        AtomicOp::CmpSwap => {
            if old == cmp & mask {
                src
            } else {
                old
            }
        }
        AtomicOp::SMin => {
            if sx(src) < sx(old) {
                src
            } else {
                old
            }
        }
        AtomicOp::SMax => {
            if sx(src) > sx(old) {
                src
            } else {
                old
            }
        }
        AtomicOp::UMin => old.min(src & mask),
        AtomicOp::UMax => old.max(src & mask),
        AtomicOp::And => old & src,
        AtomicOp::Or => old | src,
        AtomicOp::Xor => old ^ src,
        AtomicOp::Inc => {
            if old >= src & mask {
                0
            } else {
                old + 1
            }
        }
        AtomicOp::Dec => {
            if old == 0 || old > src & mask {
                src
            } else {
                old - 1
            }
        }
        AtomicOp::FAdd if bytes == 4 => {
            (f32::from_bits(old as u32) + f32::from_bits(src as u32)).to_bits() as u64
        }
        _ => return None,
    };
    Some(new & mask)
}

#[cfg(test)]
mod cmpswap_tests {
    use super::*;
    use amdgpu::decode::Decoder;
    use amdgpu::WaveSize;

    fn insts(bytes: &[u8]) -> Vec<Inst> {
        let d = Decoder::for_target("gfx90a", WaveSize::Wave64).unwrap();
        let mut out = Vec::new();
        let mut at = 0;
        while at < bytes.len() {
            let i = super::super::prepare(d.decode(&bytes[at..]));
            at += i.len as usize;
            out.push(i);
        }
        out
    }

    fn load_of(i: &Inst) -> MemOp {
        match i.sem {
            Sem::Mem(m) => m,
            _ => panic!("not a memory instruction: {}", i.raw.text()),
        }
    }

    #[test]
    fn a_load_that_a_compare_and_swap_checks_is_part_of_it() {
        // global_load_dword v1, v2, s[10:11]; s_waitcnt lgkmcnt(0); v_add_f32 v3, v3, v4;
        // s_mov_b64 s[0:1], 0; global_atomic_cmpswap v0, v2, v[0:1], s[10:11] glc
        // (atomicAdd on a float, expanded by the compiler).
        let code = [
            0x00, 0x80, 0x50, 0xdc, 0x02, 0x00, 0x0a, 0x01, 0x7f, 0xc0, 0x8c, 0xbf, 0x03, 0x09,
            0x06, 0x02, 0x80, 0x01, 0x80, 0xbe, 0x00, 0x80, 0x05, 0xdd, 0x02, 0x00, 0x0a, 0x00,
        ];
        let all = insts(&code);
        let load = load_of(&all[0]);
        assert!(reads_for_cmpswap(&load, all[1..].iter().copied()));
        // A compare-and-swap of another size, or a store in between: a plain read.
        let mut wide = load;
        wide.bytes = 8;
        assert!(!reads_for_cmpswap(&wide, all[1..].iter().copied()));
        // global_store_dword v2, v3, s[10:11] in place of the v_add_f32 and s_mov_b64.
        let mut stored = code;
        stored[12..20].copy_from_slice(&[0x00, 0x80, 0x70, 0xdc, 0x02, 0x03, 0x0a, 0x00]);
        let all = insts(&stored);
        assert!(!reads_for_cmpswap(&load, all[1..].iter().copied()));
        // With s_nop 0 in between: part of it up to the window, a plain read past it.
        let nops = |n: usize| {
            let mut c = code[..12].to_vec();
            c.extend([0x00, 0x00, 0x80, 0xbf].repeat(n));
            c.extend_from_slice(&code[20..]);
            insts(&c)
        };
        let all = nops(CMPSWAP_WINDOW - 2);
        assert!(reads_for_cmpswap(&load, all[1..].iter().copied()));
        let all = nops(CMPSWAP_WINDOW);
        assert!(!reads_for_cmpswap(&load, all[1..].iter().copied()));
    }
}
