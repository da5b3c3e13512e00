//! The memory accesses an instruction is about to make, lane by lane, computed by the
//! executor's own address functions ([`crate::exec::mem::lane_location`],
//! [`crate::exec::scalar::sload_address`]) from the wave's state before it executes.

use crate::exec::mem::{self, Kind, Loc, Path};
use crate::exec::{scalar, Ctx, Inst, Sem};
use crate::wave::Wave;

use super::AccessKind;

/// The lane number of a scalar (SMEM) access, made once for the wave.
pub const SCALAR: u8 = 64;

/// One lane's access (a DS two-address form makes two per lane).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneAccess {
    /// The lane, or [`SCALAR`].
    pub lane: u8,
    /// Where.
    pub loc: Loc,
    /// Bytes.
    pub bytes: u8,
    /// Load, store or atomic.
    pub kind: AccessKind,
    /// A load that reads past the compute unit's caches (how atomic and volatile loads are
    /// compiled), or the first read of a compare-and-swap loop: it does not race with
    /// atomics.
    pub coherent: bool,
    /// The bytes a store writes (its first `bytes`); zero for other accesses.
    pub stored: [u8; 16],
}

/// Appends the accesses `inst` makes on `w` (active lanes only) to `out`.
pub fn collect(inst: &Inst, w: &Wave, ctx: &Ctx, lanes: usize, out: &mut Vec<LaneAccess>) {
    match inst.sem {
        Sem::Mem(m) => {
            let exec = w.exec & w.lane_mask();
            if exec == 0 {
                return;
            }
            let kind = match m.kind {
                Kind::Load => AccessKind::Read,
                Kind::Store => AccessKind::Write,
                Kind::Atomic(_) => AccessKind::Atomic,
            };
            let coherent = (m.coherent || m.cmpswap_read) && kind == AccessKind::Read;
            let parts = mem::address_parts(&m, w, ctx);
            for lane in 0..lanes {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let loc = mem::lane_location(&m, &parts, w, ctx, lane);
                let stored = |part| match m.kind {
                    Kind::Store => mem::stored_bytes(&m, w, lane, part),
                    _ => [0; 16],
                };
                match (loc, m.two) {
                    (Loc::Lds(a0), 1..) if m.path == Path::Ds => {
                        for (part, a) in mem::ds_pair(&m, a0).into_iter().enumerate() {
                            out.push(LaneAccess {
                                lane: lane as u8,
                                loc: Loc::Lds(a),
                                bytes: m.bytes,
                                kind,
                                coherent,
                                stored: stored(part),
                            });
                        }
                    }
                    _ => out.push(LaneAccess {
                        lane: lane as u8,
                        loc,
                        bytes: m.bytes,
                        kind,
                        coherent,
                        stored: stored(0),
                    }),
                }
            }
        }
        Sem::SLoad(n) => out.push(LaneAccess {
            lane: SCALAR,
            loc: Loc::Global(scalar::sload_address(inst, w, ctx)),
            bytes: n.saturating_mul(4),
            kind: AccessKind::Read,
            coherent: false,
            stored: [0; 16],
        }),
        _ => {}
    }
}
