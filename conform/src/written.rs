//! What a wave writes between two observations, for the run-time check
//! `run-value-unwritten`: each executed instruction's register destinations (the decoder's
//! [`Instruction::destinations`], which over-approximate) and whether it may store to
//! private memory; and the storage a variable's location names.
//!
//! Everything here errs on the side of "written": an instruction the decoder does not know,
//! an indexed register write (`s_movreld`, `v_movreld`, `v_swap*`) or any memory
//! instruction with data counts as writing every register or all private memory, so the
//! check can miss a bug but never invents one. Inactive lanes count as written too.

use std::collections::HashMap;

use amdgpu::decode::{Family, Instruction, OpFacts, Operand, RegKind};
use amdgpu::{RegisterKind, WaveSize};
use dwarf_ext::{AddrSpace, Location, Storage};

/// One instruction's effect on the storage the check follows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Effect {
    /// DWARF numbers of the general-purpose registers (SGPR, VGPR, AGPR) it writes.
    pub regs: Vec<u64>,
    /// It may write any register (unknown instruction, indexed write).
    pub any_register: bool,
    /// It may write private memory (any memory instruction with data: stores, atomics).
    pub store: bool,
    /// +1 for a call (`s_swappc_b64`, `s_call_b64`), -1 for a return (`s_setpc_b64`).
    pub depth: i8,
}

fn gpr_numbers(op: &Operand, wave: WaveSize, out: &mut Vec<u64>) -> bool {
    let Operand::Reg { kind, index, count } = *op else {
        return true;
    };
    let make: fn(u16) -> RegisterKind = match kind {
        RegKind::Sgpr => RegisterKind::Sgpr,
        RegKind::Vgpr | RegKind::VgprLo16 | RegKind::VgprHi16 => RegisterKind::Vgpr,
        RegKind::Agpr => RegisterKind::Agpr,
        // Special registers: the check never follows a variable located in one.
        _ => return true,
    };
    for i in index..index.saturating_add(u16::from(count.max(1))) {
        match amdgpu::dwarf_number(make(i), wave) {
            Ok(n) => out.push(u64::from(n)),
            Err(_) => return false,
        }
    }
    true
}

/// The effect of `inst` on a wave of size `wave`.
pub(crate) fn effect(inst: &Instruction, wave: WaveSize) -> Effect {
    let mut e = Effect::default();
    if !inst.is_valid() {
        e.any_register = true;
        e.store = true;
        return e;
    }
    // A write relative to M0 names its register only at run time (swaps' second write is among
    // the destinations).
    if inst
        .opcode()
        .is_some_and(|o| o.facts().contains(OpFacts::DST_RELATIVE))
    {
        e.any_register = true;
    }
    for d in inst.destinations() {
        if !gpr_numbers(&d, wave, &mut e.regs) {
            e.any_register = true;
        }
    }
    if let Some(m) = inst.mem() {
        if m.data.is_some() {
            e.store = true;
        }
    } else if inst.family() == Family::Mimg {
        e.store = true;
    }
    e.depth = if inst.is_call() {
        1
    } else if inst.is_return() {
        -1
    } else {
        0
    };
    e
}

/// A piece of storage a location names, as the check follows it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Place {
    /// A general-purpose register (DWARF number).
    Register(u64),
    /// Private memory of the work-item at a byte address.
    Private(AddrSpace, u64),
}

/// Why a location cannot be followed.
pub(crate) const SHARED_MEMORY: &str =
    "located in global, LDS or generic memory (other waves may write it)";
/// A special register (EXEC, VCC, M0, …), implicit storage or undefined.
pub(crate) const OTHER_STORAGE: &str =
    "located in a special register, implicit or undefined storage";

fn is_private(space: AddrSpace, lane: Option<u32>) -> bool {
    lane.is_some()
        || space == AddrSpace::PRIVATE_LANE
        || space == AddrSpace::PRIVATE_WAVE
        || space.fixed_lane().is_some()
}

/// The places `loc` names, or why they cannot be followed.
pub(crate) fn places(loc: &Location) -> Result<Vec<Place>, &'static str> {
    let mut out = Vec::new();
    collect(loc, &mut out, 0)?;
    out.sort();
    out.dedup();
    Ok(out)
}

/// Whether [`places`] fails for `loc` because it names memory other work-items share
/// ([`SHARED_MEMORY`]), found without keeping the places (`scratch` holds them meanwhile).
pub(crate) fn in_shared_memory(loc: &Location, scratch: &mut Vec<Place>) -> bool {
    scratch.clear();
    collect(loc, scratch, 0) == Err(SHARED_MEMORY)
}

fn collect(loc: &Location, out: &mut Vec<Place>, depth: u32) -> Result<(), &'static str> {
    if depth > 8 {
        return Err(OTHER_STORAGE);
    }
    for s in loc.singles() {
        match &s.storage {
            Storage::Register(n) => match amdgpu::dwarf_register(*n).map(|r| r.kind) {
                Ok(RegisterKind::Sgpr(_) | RegisterKind::Vgpr(_) | RegisterKind::Agpr(_)) => {
                    out.push(Place::Register(*n));
                }
                _ => return Err(OTHER_STORAGE),
            },
            Storage::Memory { space, lane } if is_private(*space, *lane) => {
                out.push(Place::Private(*space, (s.bit_offset / 8) as u64));
            }
            Storage::Memory { .. } => return Err(SHARED_MEMORY),
            Storage::Composite(c) => {
                for p in c.parts() {
                    collect(&p.location, out, depth + 1)?;
                }
            }
            _ => return Err(OTHER_STORAGE),
        }
    }
    Ok(())
}

/// How a place is written in a message: `v1`, `s33`, `private_lane#0x10`.
pub(crate) fn place_text(p: &Place) -> String {
    match p {
        Place::Register(n) => amdgpu::DwarfReg(*n).to_string(),
        Place::Private(space, a) => {
            let name = match space.amdgpu() {
                Some(s) => s.to_string(),
                None => format!("aspace {}", space.0),
            };
            format!("{name}#{a:#x}")
        }
    }
}

/// The places as a list for a message.
pub(crate) fn places_text(places: &[Place]) -> String {
    places.iter().map(place_text).collect::<Vec<_>>().join(", ")
}

/// One wave's writes, as instruction counts: `clock` counts the instructions it executed;
/// a place's entry is the clock just after its last write.
#[derive(Debug, Default)]
pub(crate) struct WaveWrites {
    /// Instructions executed.
    pub clock: u64,
    /// Call depth (calls minus returns).
    pub depth: i64,
    /// The instruction the wave was stopped at last (its effect applies at the next stop).
    pub pending: Option<u64>,
    last_write: HashMap<u64, u64>,
    any_register: u64,
    store: u64,
}

impl WaveWrites {
    /// The wave executed an instruction with effect `e`.
    pub fn apply(&mut self, e: &Effect) {
        self.clock += 1;
        for r in &e.regs {
            self.last_write.insert(*r, self.clock);
        }
        if e.any_register {
            self.any_register = self.clock;
        }
        if e.store {
            self.store = self.clock;
        }
        self.depth += i64::from(e.depth);
    }

    /// Whether an instruction executed after clock `since` may have written `p`.
    pub fn written_since(&self, p: &Place, since: u64) -> bool {
        match p {
            Place::Register(n) => {
                self.any_register > since || self.last_write.get(n).is_some_and(|&c| c > since)
            }
            Place::Private(..) => self.store > since,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use amdgpu::decode::Decoder;

    fn decode(target: &str, wave: WaveSize, bytes: &[u8]) -> Instruction {
        Decoder::for_target(target, wave).unwrap().decode(bytes)
    }

    #[test]
    fn destinations_stores_and_calls() {
        // v_add_u32_e32 v1, 42, v0 (gfx90a)
        let i = decode("gfx90a", WaveSize::Wave64, &[0xaa, 0x00, 0x02, 0x68]);
        assert_eq!(i.text(), "v_add_u32_e32 v1, 42, v0");
        let e = effect(&i, WaveSize::Wave64);
        assert_eq!(e.regs, vec![2561]);
        assert!(!e.store && !e.any_register && e.depth == 0);
        // The same VGPR has another DWARF number in wave32.
        let e = effect(&i, WaveSize::Wave32);
        assert_eq!(e.regs, vec![1537]);
        // global_store_dword v2, v1, s[2:3]
        let i = decode(
            "gfx90a",
            WaveSize::Wave64,
            &[0x00, 0x80, 0x70, 0xdc, 0x02, 0x01, 0x02, 0x00],
        );
        assert_eq!(i.text(), "global_store_dword v2, v1, s[2:3]");
        let e = effect(&i, WaveSize::Wave64);
        assert!(e.store && e.regs.is_empty());
        // s_swappc_b64 s[30:31], s[4:5]: a call that writes s30, s31.
        let i = decode("gfx90a", WaveSize::Wave64, &[0x04, 0x1e, 0x9e, 0xbe]);
        assert_eq!(i.text(), "s_swappc_b64 s[30:31], s[4:5]");
        let e = effect(&i, WaveSize::Wave64);
        assert_eq!((e.regs.clone(), e.depth), (vec![62, 63], 1));
        // An encoding the decoder does not know: everything may be written.
        let i = decode("gfx90a", WaveSize::Wave64, &[0xff, 0xff, 0xff, 0xff]);
        assert!(!i.is_valid(), "{}", i.text());
        let e = effect(&i, WaveSize::Wave64);
        assert!(e.any_register && e.store);
    }

    #[test]
    fn clocks_say_what_was_written_since() {
        let mut w = WaveWrites::default();
        let v1 = Place::Register(2561);
        let v2 = Place::Register(2562);
        let slot = Place::Private(AddrSpace::PRIVATE_LANE, 16);
        w.apply(&Effect {
            regs: vec![2561],
            ..Effect::default()
        });
        let since = w.clock;
        assert!(!w.written_since(&v1, since) && !w.written_since(&slot, since));
        w.apply(&Effect {
            regs: vec![2562],
            store: true,
            ..Effect::default()
        });
        assert!(w.written_since(&v2, since) && w.written_since(&slot, since));
        assert!(!w.written_since(&v1, since));
        w.apply(&Effect {
            any_register: true,
            ..Effect::default()
        });
        assert!(w.written_since(&v1, since));
    }

    #[test]
    fn locations_to_places() {
        let v1 = Location::register(2561);
        assert_eq!(places(&v1), Ok(vec![Place::Register(2561)]));
        assert_eq!(place_text(&Place::Register(2561)), "v1");
        assert_eq!(place_text(&Place::Register(33 + 32)), "s33");
        let slot = Location::lane_memory(AddrSpace::PRIVATE_LANE, 3, 0x10);
        assert_eq!(
            places(&slot),
            Ok(vec![Place::Private(AddrSpace::PRIVATE_LANE, 0x10)])
        );
        assert_eq!(
            places(&Location::memory(AddrSpace::GLOBAL, 0x1000)),
            Err(SHARED_MEMORY)
        );
        assert_eq!(places(&Location::register(17)), Err(OTHER_STORAGE));
        assert_eq!(places(&Location::implicit(&[1, 2])), Err(OTHER_STORAGE));
        let c = Location::composite([
            (Location::register(2561), 32),
            (Location::register(2562), 32),
        ])
        .unwrap();
        assert_eq!(
            places(&c),
            Ok(vec![Place::Register(2561), Place::Register(2562)])
        );
        // Whether a location is in shared memory, as `places` says it.
        let in_global = Location::composite([
            (Location::register(2561), 32),
            (Location::memory(AddrSpace::GLOBAL, 0x1000), 32),
        ])
        .unwrap();
        let mut scratch = vec![Place::Register(1)];
        for l in [&v1, &slot, &c, &in_global, &Location::register(17)] {
            assert_eq!(
                in_shared_memory(l, &mut scratch),
                places(l) == Err(SHARED_MEMORY),
                "{l:?}"
            );
        }
        assert!(in_shared_memory(&in_global, &mut scratch));
        assert!(in_shared_memory(
            &Location::memory(AddrSpace::GLOBAL, 0x1000),
            &mut scratch
        ));
    }
}
