//! Cross-lane data movement: DPP source permutations (DPP16 rows and banks, DPP8 groups) and
//! the DS permutes that move data between lanes without touching LDS (`ds_bpermute_b32`,
//! `ds_permute_b32`, `ds_swizzle_b32`). HIP's `__shfl*` compile to `ds_bpermute_b32`; wave
//! reductions and scans (LLVM's atomic optimizer, rocPRIM) to DPP.

use amdgpu::decode::{Dpp, DppControl, Operand};
use amdgpu::target::StopReason;

use super::{Inst, Outcome};
use crate::wave::Wave;

/// Where lane `lane` of a DPP16 operation reads its first source (`None`: out of range),
/// for a wave of `n` lanes.
fn dpp16_source(control: DppControl, lane: usize, n: usize) -> Option<usize> {
    let row = lane & !15;
    let in_row = lane & 15;
    let j = match control {
        DppControl::QuadPerm(sel) => (lane & !3) + sel[lane & 3] as usize,
        DppControl::RowShl(k) => {
            let c = in_row + k as usize;
            if c >= 16 {
                return None;
            }
            row + c
        }
        DppControl::RowShr(k) => row + in_row.checked_sub(k as usize)?,
        DppControl::RowRor(k) => row + (in_row + 16 - k as usize % 16) % 16,
        DppControl::WaveShl => lane + 1,
        DppControl::WaveRol => (lane + 1) % n,
        DppControl::WaveShr => lane.checked_sub(1)?,
        DppControl::WaveRor => (lane + n - 1) % n,
        DppControl::RowMirror => row + 15 - in_row,
        DppControl::RowHalfMirror => (lane & !7) + 7 - (lane & 7),
        DppControl::RowBcast15 => row.checked_sub(1)?,
        DppControl::RowBcast31 if lane >= 32 => 31,
        DppControl::RowBcast31 => return None,
        DppControl::RowShare(k) | DppControl::RowNewBcast(k) => row + k as usize,
        DppControl::RowXmask(k) => row + (in_row ^ k as usize),
        DppControl::Reserved(_) => return None,
    };
    (j < n).then_some(j)
}

/// Whether this simulator runs a DPP form: every control the decoder names except reserved
/// encodings.
pub fn dpp_supported(dpp: &Dpp) -> bool {
    !matches!(
        dpp,
        Dpp::Dpp16 {
            control: DppControl::Reserved(_),
            ..
        }
    )
}

/// Permutes a DPP operation's first source in place across the `n` lanes of a wave with
/// `exec`, and returns the lanes whose results are written. A read from a lane out of range,
/// or from a lane `exec` disables (unless `fi` fetches inactive lanes), gives 0 when
/// `bound_ctrl` is set, and otherwise leaves that lane's destination unwritten; the row and
/// bank masks leave their lanes unwritten. DPP8 reads 0 from a disabled lane without `fi`.
pub fn dpp_permute(dpp: &Dpp, exec: u64, n: usize, src: &mut [u64; 64]) -> u64 {
    let orig = *src;
    let readable = |j: usize, fetch_inactive: bool| fetch_inactive || exec >> j & 1 != 0;
    let mut write = 0u64;
    match *dpp {
        Dpp::Dpp16 {
            control,
            row_mask,
            bank_mask,
            bound_ctrl,
            fetch_inactive,
            ..
        } => {
            for (lane, v) in src.iter_mut().enumerate().take(n) {
                let masked =
                    row_mask >> (lane / 16) & 1 == 0 || bank_mask >> (lane % 16 / 4) & 1 == 0;
                if masked {
                    continue;
                }
                match dpp16_source(control, lane, n).filter(|&j| readable(j, fetch_inactive)) {
                    Some(j) => *v = orig[j],
                    None if bound_ctrl => *v = 0,
                    None => continue,
                }
                write |= 1 << lane;
            }
        }
        Dpp::Dpp8 {
            lanes,
            fetch_inactive,
        } => {
            for (lane, v) in src.iter_mut().enumerate().take(n) {
                let j = (lane & !7) + lanes[lane & 7] as usize;
                *v = if readable(j, fetch_inactive) {
                    orig[j]
                } else {
                    0
                };
                write |= 1 << lane;
            }
        }
    }
    write
}

/// The lanes a DPP operation writes (see [`dpp_permute`]).
pub fn dpp_written(dpp: &Dpp, exec: u64, n: usize) -> u64 {
    dpp_permute(dpp, exec, n, &mut [0; 64])
}

/// Permutes the first source of `v_permlane16_b32` (`cross` false: within each row of 16
/// lanes) or `v_permlanex16_b32` (`cross`: from the other row of the same 32 lanes) in place,
/// for a wave of `n` lanes with `exec`, and returns the lanes written. Lane `16r + i` reads
/// lane `select[4i+3:4i]` of its source row, `select` being the two scalar sources as one
/// 64-bit value. A disabled source lane is read anyway when `fetch_inactive` (`op_sel[0]`),
/// gives 0 when `bound_ctrl` (`op_sel[1]`), and otherwise leaves the destination lane as it
/// was; disabled lanes are never written.
pub fn permlane16(
    cross: bool,
    select: u64,
    fetch_inactive: bool,
    bound_ctrl: bool,
    exec: u64,
    n: usize,
    src: &mut [u64; 64],
) -> u64 {
    let orig = *src;
    let mut write = 0u64;
    for (lane, v) in src.iter_mut().enumerate().take(n) {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let row = (lane / 16) ^ cross as usize;
        let j = row * 16 + (select >> (4 * (lane % 16)) & 15) as usize;
        if fetch_inactive || exec >> j & 1 != 0 {
            *v = orig[j];
        } else if bound_ctrl {
            *v = 0;
        } else {
            continue;
        }
        write |= 1 << lane;
    }
    write
}

/// The DS cross-lane operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneMove {
    /// `ds_bpermute_b32`: each lane reads `data0` of the lane its address names.
    Backward,
    /// `ds_permute_b32`: each lane writes its `data0` to the lane its address names (the
    /// highest such lane wins).
    Forward,
    /// `ds_swizzle_b32`: a fixed pattern from the offset.
    Swizzle,
}

impl LaneMove {
    /// The operation of a DS opcode.
    pub fn of(op: amdgpu::decode::Opcode) -> Option<LaneMove> {
        use amdgpu::decode::Opcode as O;
        match op {
            O::DsBpermuteB32 => Some(LaneMove::Backward),
            O::DsPermuteB32 => Some(LaneMove::Forward),
            O::DsSwizzleB32 => Some(LaneMove::Swizzle),
            _ => None,
        }
    }
}

/// Where lane `lane` reads from under a `ds_swizzle_b32` offset (`None`: a mode not modelled,
/// the rotate and FFT modes of offsets 0xc000 and above).
fn swizzle_source(offset: u32, lane: usize) -> Option<usize> {
    if offset >= 0xc000 {
        None
    } else if offset & 0x8000 != 0 {
        // Quad permutation: two bits per lane of each group of four.
        Some((lane & !3) + (offset as usize >> (2 * (lane & 3)) & 3))
    } else {
        // Bit masks over each group of 32 lanes: and, then or, then xor.
        let and = offset as usize & 0x1f;
        let or = offset as usize >> 5 & 0x1f;
        let xor = offset as usize >> 10 & 0x1f;
        Some((lane & !31) | (((lane & 31) & and | or) ^ xor))
    }
}

fn vgpr_index(op: Option<Operand>) -> Option<usize> {
    match op {
        Some(Operand::Reg { index, .. }) => Some(index as usize),
        _ => None,
    }
}

/// The registers of a DS lane move: destination, the row whose lanes move (`data0`, or the
/// address field of `ds_swizzle_b32`), and the address row of the permutes. `None` for a form
/// this simulator does not run (AGPR data, registers past the file).
pub fn lane_move_registers(
    op: LaneMove,
    inst: &Inst,
    vgprs: usize,
) -> Option<(usize, usize, Option<usize>)> {
    let f = inst.raw.mem()?;
    let dst = vgpr_index(f.dst)?;
    let addr = vgpr_index(f.addr)?;
    let (source, address) = match op {
        LaneMove::Swizzle => (addr, None),
        LaneMove::Backward | LaneMove::Forward => (vgpr_index(f.data)?, Some(addr)),
    };
    let fits = [dst, source, address.unwrap_or(0)]
        .iter()
        .all(|&r| r < vgprs);
    (!f.acc && fits).then_some((dst, source, address))
}

/// For each lane of a wave of `n` lanes with `exec`, the lane whose value it receives from a
/// DS lane move (`None`: it receives 0, the value a lane `exec` disables gives). `addr` is the
/// address row of the permutes. `None` for a swizzle mode not modelled.
pub fn lane_move_sources(
    op: LaneMove,
    offset: u32,
    addr: &[u32; 64],
    exec: u64,
    n: usize,
) -> Option<[Option<u8>; 64]> {
    let mut from = [None; 64];
    let enabled = |j: usize| exec >> j & 1 != 0;
    for lane in 0..n {
        match op {
            LaneMove::Swizzle => {
                let j = swizzle_source(offset, lane)?;
                from[lane] = (j < n && enabled(j)).then_some(j as u8);
            }
            LaneMove::Backward => {
                let j = (addr[lane].wrapping_add(offset) / 4) as usize % n;
                from[lane] = enabled(j).then_some(j as u8);
            }
            LaneMove::Forward => {
                // Ascending order: the highest lane naming a destination wins.
                let j = (addr[lane].wrapping_add(offset) / 4) as usize % n;
                if enabled(lane) {
                    from[j] = Some(lane as u8);
                }
            }
        }
    }
    Some(from)
}

/// Runs a DS lane move. Only enabled lanes are written.
pub fn lane_move(op: LaneMove, inst: &Inst, w: &mut Wave) -> Outcome {
    let unimplemented = || {
        Outcome::Stop(StopReason::IllegalInstruction {
            mnemonic: inst.mnemonic(),
            unimplemented: true,
        })
    };
    let Some((dst, source, address)) = lane_move_registers(op, inst, w.vgpr.len()) else {
        return unimplemented();
    };
    let n = w.lanes();
    let exec = w.exec & w.lane_mask();
    let offset = inst.raw.mem().map_or(0, |f| f.offset as u32);
    let addr = address.map_or([0; 64], |a| w.vgpr[a]);
    let Some(from) = lane_move_sources(op, offset, &addr, exec, n) else {
        return unimplemented();
    };
    let src = w.vgpr[source];
    let row = &mut w.vgpr[dst];
    for (lane, (r, j)) in row.iter_mut().zip(from).enumerate().take(n) {
        if exec >> lane & 1 != 0 {
            *r = j.map_or(0, |j| src[j as usize]);
        }
    }
    Outcome::Continue
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dpp16_patterns_read_the_lanes_the_isa_names() {
        use DppControl as C;
        let n = 64;
        assert_eq!(dpp16_source(C::QuadPerm([3, 2, 1, 0]), 5, n), Some(6));
        assert_eq!(dpp16_source(C::RowShr(1), 16, n), None);
        assert_eq!(dpp16_source(C::RowShr(2), 19, n), Some(17));
        assert_eq!(dpp16_source(C::RowShl(1), 15, n), None);
        assert_eq!(dpp16_source(C::RowShl(4), 33, n), Some(37));
        assert_eq!(dpp16_source(C::RowRor(1), 16, n), Some(31));
        assert_eq!(dpp16_source(C::WaveShr, 0, n), None);
        assert_eq!(dpp16_source(C::WaveShr, 40, n), Some(39));
        assert_eq!(dpp16_source(C::WaveShl, 63, n), None);
        assert_eq!(dpp16_source(C::WaveRor, 0, n), Some(63));
        assert_eq!(dpp16_source(C::WaveRol, 63, n), Some(0));
        assert_eq!(dpp16_source(C::RowMirror, 17, n), Some(30));
        assert_eq!(dpp16_source(C::RowHalfMirror, 9, n), Some(14));
        assert_eq!(dpp16_source(C::RowBcast15, 5, n), None);
        assert_eq!(dpp16_source(C::RowBcast15, 37, n), Some(31));
        assert_eq!(dpp16_source(C::RowBcast31, 20, n), None);
        assert_eq!(dpp16_source(C::RowBcast31, 50, n), Some(31));
        assert_eq!(dpp16_source(C::RowShare(3), 20, 32), Some(19));
        assert_eq!(dpp16_source(C::RowXmask(1), 20, 32), Some(21));
        assert_eq!(dpp16_source(C::RowNewBcast(15), 2, n), Some(15));
    }

    #[test]
    fn dpp_invalid_reads_give_zero_or_leave_the_lane_unwritten() {
        let mut v = [0u64; 64];
        for (i, x) in v.iter_mut().enumerate() {
            *x = 100 + i as u64;
        }
        let shr = |bound_ctrl| Dpp::Dpp16 {
            control: DppControl::RowShr(1),
            row_mask: 0xf,
            bank_mask: 0xf,
            bound_ctrl,
            fetch_inactive: false,
            neg: 0,
            abs: 0,
        };
        // Lane 3 disabled: lane 4 reads nothing.
        let exec = !(1u64 << 3);
        let mut a = v;
        let write = dpp_permute(&shr(false), exec, 64, &mut a);
        assert_eq!(write & 1, 0, "lane 0 has no lane to its left in its row");
        assert_eq!(write >> 4 & 1, 0, "lane 4 reads disabled lane 3");
        assert_eq!(a[5], 104);
        assert_eq!(write >> 16 & 1, 0);
        let mut b = v;
        let write = dpp_permute(&shr(true), exec, 64, &mut b);
        assert_eq!(write, u64::MAX);
        assert_eq!((b[0], b[4], b[5], b[16]), (0, 0, 104, 0));
        // Row and bank masks.
        let masked = Dpp::Dpp16 {
            control: DppControl::QuadPerm([0, 1, 2, 3]),
            row_mask: 0b1010,
            bank_mask: 0b0001,
            bound_ctrl: false,
            fetch_inactive: false,
            neg: 0,
            abs: 0,
        };
        let mut c = v;
        let write = dpp_permute(&masked, u64::MAX, 64, &mut c);
        assert_eq!(write, 0xf << 16 | 0xf << 48);
    }

    #[test]
    fn permlane16_picks_lanes_within_or_across_rows() {
        let values = || std::array::from_fn::<u64, 64, _>(|l| 100 + l as u64);
        // Lane i of a row reads lane 15 - i of its row (the selects 0xfedcba98_76543210
        // reversed).
        let reverse = 0x0123_4567_89ab_cdef;
        let mut v = values();
        assert_eq!(
            permlane16(false, reverse, false, false, u64::MAX, 64, &mut v),
            u64::MAX
        );
        assert_eq!(
            (v[0], v[15], v[16], v[47], v[63]),
            (115, 100, 131, 132, 148)
        );
        // Across: rows 0 and 1 trade, and so do rows 2 and 3, each lane the same position.
        let identity = 0xfedc_ba98_7654_3210;
        let mut v = values();
        permlanex16(identity, &mut v);
        assert_eq!(
            (v[0], v[15], v[16], v[31], v[32], v[48]),
            (116, 131, 100, 115, 148, 132)
        );
        // In wave32 only rows 0 and 1 exist.
        let mut v = values();
        assert_eq!(
            permlane16(true, 0, false, false, u32::MAX as u64, 32, &mut v),
            0xffff_ffff
        );
        assert_eq!(
            (v[0], v[15], v[16], v[31], v[32]),
            (116, 116, 100, 100, 132)
        );
    }

    fn permlanex16(select: u64, v: &mut [u64; 64]) {
        assert_eq!(
            permlane16(true, select, false, false, u64::MAX, 64, v),
            u64::MAX
        );
    }

    #[test]
    fn permlane16_reads_of_disabled_lanes_follow_fi_and_bound_ctrl() {
        let values = || std::array::from_fn::<u64, 64, _>(|l| 100 + l as u64);
        // Lane 16 disabled; every lane of row 0 reads lane 0 of row 1 (lane 16).
        let exec = !(1u64 << 16);
        let mut v = values();
        let written = permlane16(true, 0, false, false, exec, 64, &mut v);
        assert_eq!(
            written & 0xffff,
            0,
            "row 0 unwritten without fi or bound_ctrl"
        );
        assert_eq!(v[3], 103);
        let mut v = values();
        let written = permlane16(true, 0, false, true, exec, 64, &mut v);
        assert_eq!((written & 0xffff, v[3]), (0xffff, 0), "bound_ctrl writes 0");
        let mut v = values();
        let written = permlane16(true, 0, true, false, exec, 64, &mut v);
        assert_eq!(
            (written & 0xffff, v[3]),
            (0xffff, 116),
            "fi reads the disabled lane"
        );
        // The disabled lane itself is never written.
        assert_eq!(written >> 16 & 1, 0);
        assert_eq!(v[16], 116);
    }

    #[test]
    fn permutes_move_values_between_enabled_lanes() {
        let mut addr = [0u32; 64];
        for (i, a) in addr.iter_mut().enumerate() {
            // Each lane names the lane two above it (wrapping at the wave's size).
            *a = 4 * (i as u32 + 2);
        }
        let exec = !(1u64 << 5);
        let back = lane_move_sources(LaneMove::Backward, 0, &addr, exec, 64).unwrap();
        assert_eq!(back[0], Some(2));
        assert_eq!(back[3], None, "lane 5 is disabled");
        assert_eq!(back[63], Some(1));
        let fwd = lane_move_sources(LaneMove::Forward, 0, &addr, exec, 64).unwrap();
        assert_eq!(fwd[2], Some(0));
        assert_eq!(fwd[7], None, "only disabled lane 5 names lane 7");
        // Several lanes naming one: the highest wins.
        let same = [8u32; 64];
        let fwd = lane_move_sources(LaneMove::Forward, 0, &same, u64::MAX, 64).unwrap();
        assert_eq!(fwd[2], Some(63));
        // Wave32 wraps at 32; the offset adds to the address.
        let back = lane_move_sources(LaneMove::Backward, 4, &addr, u64::MAX, 32).unwrap();
        assert_eq!(back[29], Some(0));
    }

    #[test]
    fn swizzle_offsets_follow_the_bit_mask_and_quad_modes() {
        // swizzle(SWAP,1): xor 1.
        assert_eq!(swizzle_source(0x041f, 6), Some(7));
        // swizzle(BROADCAST,16,3): and 0x10, or 3.
        assert_eq!(swizzle_source(0x0070, 9), Some(3));
        assert_eq!(swizzle_source(0x0070, 45), Some(35));
        // swizzle(QUAD_PERM,3,2,1,0).
        assert_eq!(swizzle_source(0x801b, 4), Some(7));
        assert_eq!(swizzle_source(0xc000, 4), None);
    }
}
