//! A lane's program location and the active lanes of a SIMT thread: `DW_AT_LLVM_lane_pc`
//! and `DW_AT_LLVM_active_lane` (extension A.3.3.5 items 5 and 6; AMDGPUUsage, "DWARF Debug
//! Information", `DW_AT_LLVM_lane_pc` and `DW_AT_LLVM_active_lane`).
//!
//! Both attributes sit on a subprogram, inlined subroutine or entry point, as an exprloc or a
//! location list, and are evaluated like `DW_AT_location` (result kind location, empty
//! stack) in the context of the wave's frame:
//!
//! * `DW_AT_LLVM_lane_pc` describes a vector of `lanes` generic (64-bit) elements; element N
//!   holds the program location of lane N. An active lane's is the wave's PC; an inactive
//!   lane that was active on entry to the subprogram is where it conceptually waits (the
//!   `else` block while the wave runs the `then` block); a lane that was not active on entry
//!   has an undefined element.
//! * `DW_AT_LLVM_active_lane` describes a `lanes`-bit mask: bit N set means lane N is
//!   conceptually active (EXEC can say otherwise, e.g. in whole-wave code that sets EXEC to
//!   all ones).
//!
//! This module finds the scope whose attribute applies at a program counter
//! ([`lane_scope`]), the expression that applies there ([`DebugInfo::lane_expression`]), and
//! reads the results ([`lane_pc`], [`active_lanes`]); the caller supplies the [`Context`].

use gimli::{AttributeValue, DwForm, UnitOffset};

use crate::context::Context;
use crate::debuginfo::{DebugInfo, PcInfo, ReadError, Scope};
use crate::error::{Error, ErrorKind};
use crate::eval::{Entry, Evaluator, Options, ResultKind};
use crate::producer::VendorAttribute;

/// The bits of one lane-PC element: the generic type's.
const ELEMENT_BITS: u32 = 64;

/// Where a lane is, per `DW_AT_LLVM_lane_pc`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LanePc {
    /// At this program location (a loaded address, as the expression gives it).
    At(u64),
    /// The element is undefined: the lane was not active on entry to the subprogram.
    Undefined,
}

/// Why a lane attribute could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LaneError {
    /// The DIE or its location list could not be read.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// The attribute's form is neither an expression nor a location list.
    #[error("{} has form {form}, not an expression or a location list", attribute.name())]
    Form {
        /// The attribute.
        attribute: VendorAttribute,
        /// Its form.
        form: DwForm,
    },
    /// The location list has no entry for the program counter.
    #[error("{} has no location list entry for PC {pc:#x}", attribute.name())]
    NoEntry {
        /// The attribute.
        attribute: VendorAttribute,
        /// The ELF program counter.
        pc: u64,
    },
    /// Several location list entries hold the program counter: the result would be more
    /// than one location description, which the extension calls ill-formed.
    #[error("{} has {count} location list entries for PC {pc:#x}; one is allowed", attribute.name())]
    Overlapping {
        /// The attribute.
        attribute: VendorAttribute,
        /// The ELF program counter.
        pc: u64,
        /// How many entries hold it.
        count: usize,
    },
    /// The expression failed, or its result cannot be read.
    #[error("{}: {error}", attribute.name())]
    Eval {
        /// The attribute.
        attribute: VendorAttribute,
        /// The evaluator's error.
        error: Error,
    },
    /// The result is not exactly one single location description.
    #[error("{} is not one location description", attribute.name())]
    NotSingle {
        /// The attribute.
        attribute: VendorAttribute,
    },
}

/// Whether a scope tag may carry the lane attributes (the extension's Appendix A table).
fn carries_lane_attributes(tag: gimli::DwTag) -> bool {
    matches!(
        tag,
        gimli::DW_TAG_subprogram | gimli::DW_TAG_inlined_subroutine | gimli::DW_TAG_entry_point
    )
}

/// The innermost scope at `at`'s PC whose DIE has `attribute` (`LanePc` or `ActiveLane`):
/// an inlined subroutine's own, else that of the scope it was inlined into, out to the
/// subprogram. `None` when none has it (the wave's PC and EXEC apply).
pub fn lane_scope(at: &PcInfo, attribute: VendorAttribute) -> Option<&Scope> {
    at.scopes
        .iter()
        .rev()
        .filter(|s| carries_lane_attributes(s.tag))
        .find(|s| match attribute {
            VendorAttribute::LanePc => s.has_lane_pc,
            VendorAttribute::ActiveLane => s.has_active_lane,
            _ => false,
        })
}

impl<'a> DebugInfo<'a> {
    /// The expression of DIE `die` (a `.debug_info` offset in unit `unit`)'s `attribute`
    /// that applies at ELF address `pc`: the exprloc, or the one location list entry holding
    /// `pc`. `Ok(None)` when the DIE has no such attribute.
    pub fn lane_expression(
        &self,
        unit: usize,
        die: u64,
        attribute: VendorAttribute,
        pc: u64,
    ) -> Result<Option<Vec<u8>>, LaneError> {
        let what = || format!("{} of DIE {die:#x}", attribute.name());
        let Some(u) = self.units().get(unit) else {
            return Ok(None);
        };
        let offset = die.checked_sub(u.offset).ok_or_else(|| ReadError {
            what: what(),
            error: gimli::Error::NoEntryAtGivenOffset(die),
        })?;
        let e = u
            .unit
            .entry(UnitOffset(offset as usize))
            .map_err(|error| ReadError {
                what: what(),
                error,
            })?;
        let Some(code) = u.conventions.vendor.code(attribute) else {
            return Ok(None);
        };
        let Some(attr) = e.attr(code) else {
            return Ok(None);
        };
        let value = attr.value();
        if let AttributeValue::Exprloc(x) = value {
            return Ok(Some(x.0.to_vec()));
        }
        let form_error = LaneError::Form {
            attribute,
            form: attr.form(),
        };
        let value = as_location_list(value);
        let list = match value {
            AttributeValue::LocationListsRef(_) | AttributeValue::DebugLocListsIndex(_) => self
                .dwarf
                .attr_locations(&u.unit, value)
                .map_err(|error| ReadError {
                    what: what(),
                    error,
                })?,
            _ => None,
        };
        let Some(mut entries) = list else {
            return Err(form_error);
        };
        let mut found = Vec::new();
        while let Some(entry) = entries.next().map_err(|error| ReadError {
            what: what(),
            error,
        })? {
            if entry.range.begin <= pc && pc < entry.range.end {
                found.push(entry.data.0.to_vec());
            }
        }
        match found.len() {
            0 => Err(LaneError::NoEntry { attribute, pc }),
            1 => Ok(found.pop()),
            count => Err(LaneError::Overlapping {
                attribute,
                pc,
                count,
            }),
        }
    }
}

/// A lane attribute's value as gimli reads a standard location attribute's: gimli knows an
/// attribute's class only for standard codes, so a vendor attribute's `DW_FORM_sec_offset`
/// comes as a plain offset; for an attribute of class exprloc or loclist it is an offset
/// into the location lists.
pub fn as_location_list<R: gimli::Reader>(value: AttributeValue<R>) -> AttributeValue<R> {
    match value {
        AttributeValue::SecOffset(o) => {
            AttributeValue::LocationListsRef(gimli::LocationListsOffset(o))
        }
        v => v,
    }
}

/// Evaluates a lane attribute's expression to its one single location description.
fn evaluate_single<C: Context + ?Sized>(
    ctx: &mut C,
    evaluator: &mut Evaluator,
    expr: &[u8],
    attribute: VendorAttribute,
) -> Result<Entry, LaneError> {
    evaluator.options_mut().result_kind = ResultKind::Location;
    let entry = evaluator
        .evaluate(ctx, expr)
        .map_err(|error| LaneError::Eval { attribute, error })?;
    match &entry {
        Entry::Location(l) if l.is_single() => Ok(entry),
        _ => Err(LaneError::NotSingle { attribute }),
    }
}

/// Lane `lane`'s program location from a `DW_AT_LLVM_lane_pc` expression: element `lane`
/// of the vector the expression describes. A wholly undefined element is
/// [`LanePc::Undefined`].
pub fn lane_pc<C: Context + ?Sized>(
    ctx: &mut C,
    expr: &[u8],
    options: Options,
    lane: u32,
) -> Result<LanePc, LaneError> {
    let attribute = VendorAttribute::LanePc;
    let mut evaluator = Evaluator::new(options);
    let entry = evaluate_single(ctx, &mut evaluator, expr, attribute)?;
    let Entry::Location(mut location) = entry else {
        return Err(LaneError::NotSingle { attribute });
    };
    let eval = |kind: ErrorKind| LaneError::Eval {
        attribute,
        error: Error::new(kind),
    };
    location
        .offset_bits(ctx, i128::from(lane) * i128::from(ELEMENT_BITS))
        .map_err(eval)?;
    let mut element = [0u8; (ELEMENT_BITS / 8) as usize];
    match evaluator.read_into(ctx, &Entry::Location(location), &mut element) {
        Ok(()) => Ok(LanePc::At(u64::from_le_bytes(element))),
        // Undefined from its first bit: the undefined part the extension gives a lane that
        // was not active on entry (an element undefined only further in is an error).
        Err(Error {
            kind: ErrorKind::ReadUndefined { at_bit: 0, .. },
            ..
        }) => Ok(LanePc::Undefined),
        Err(error) => Err(LaneError::Eval { attribute, error }),
    }
}

/// The active-lane mask from a `DW_AT_LLVM_active_lane` expression, read as a `lanes`-bit
/// unsigned integer (bit N = lane N).
pub fn active_lanes<C: Context + ?Sized>(
    ctx: &mut C,
    expr: &[u8],
    options: Options,
    lanes: u32,
) -> Result<u64, LaneError> {
    let attribute = VendorAttribute::ActiveLane;
    let mut evaluator = Evaluator::new(options);
    let entry = evaluate_single(ctx, &mut evaluator, expr, attribute)?;
    let bytes = lanes.div_ceil(8).clamp(1, 8) as usize;
    let mut mask = [0u8; 8];
    evaluator
        .read_into(ctx, &entry, &mut mask[..bytes])
        .map_err(|error| LaneError::Eval { attribute, error })?;
    let mask = u64::from_le_bytes(mask);
    Ok(match lanes {
        64.. => mask,
        n => mask & ((1u64 << n) - 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::debuginfo::LoadOptions;
    use crate::snapshot::SnapshotWave;

    const PC_64: u8 = 16;
    const EXEC_64: u8 = 17;
    /// SGPR20 and SGPR21 (32 + n).
    const S20: u8 = 52;
    const S21: u8 = 53;
    /// Where the `else` lanes wait while the wave runs the `then` range.
    const ELSE_PC: u64 = 0x1018;

    /// `regx PC; extend 64, 64`: every lane at the wave's PC.
    fn at_wave_pc() -> Vec<u8> {
        vec![0x90, PC_64, 0xe9, 0x0b, 0x40, 0x40]
    }

    /// The `then` range: lanes in EXEC at the wave's PC, the others at `ELSE_PC`.
    fn then_range() -> Vec<u8> {
        let mut e = vec![0x03];
        e.extend_from_slice(&ELSE_PC.to_le_bytes());
        e.extend_from_slice(&[0x9f, 0xe9, 0x0b, 0x40, 0x40]); // stack_value, extend
        e.extend_from_slice(&at_wave_pc());
        e.extend_from_slice(&[0x92, EXEC_64, 0x00]); // bregx EXEC, 0
        e.extend_from_slice(&[0xe9, 0x0c, 0x40, 0x40]); // select_bit_piece 64, 64
        e
    }

    /// `regx s20, piece 4, regx s21, piece 4`: a mask saved in s[20:21].
    fn saved_mask() -> Vec<u8> {
        vec![0x90, S20, 0x93, 4, 0x90, S21, 0x93, 4]
    }

    /// A range where lanes outside the mask saved in s[20:21] were not active on entry.
    fn entry_masked() -> Vec<u8> {
        let mut e = vec![0xe9, 0x08, 0xe9, 0x0b, 0x40, 0x40]; // undefined, extend
        e.extend_from_slice(&at_wave_pc());
        e.extend_from_slice(&saved_mask());
        // piece_end, deref, select_bit_piece
        e.extend_from_slice(&[0xe9, 0x0a, 0x06, 0xe9, 0x0c, 0x40, 0x40]);
        e
    }

    /// A DWARF 5 unit announcing `[amdgpu:v0.0]` whose subprogram `k` (0x1000..0x1030) has
    /// `DW_AT_LLVM_lane_pc` as a location list (three ranges) and `DW_AT_LLVM_active_lane`
    /// as an exprloc; and its `.debug_loclists`. Returns (abbrev, info, loclists, DIE of k).
    fn unit() -> (Vec<u8>, Vec<u8>, Vec<u8>, u64) {
        let abbrev = vec![
            1, 0x11, 1, 0x25, 0x08, 0x89, 0x7c, 0x08, 0x11, 0x01, 0x12, 0x06, 0, 0, //
            2, 0x2e, 0, 0x03, 0x08, 0x11, 0x01, 0x12, 0x06, 0x8b, 0x7c, 0x17, 0x88, 0x7c, 0x18, 0,
            0, //
            0,
        ];
        let mut info = vec![0, 0, 0, 0, 5, 0, 1, 8, 0, 0, 0, 0];
        info.push(1);
        info.extend_from_slice(b"hand-written\0[amdgpu:v0.0]\0");
        info.extend_from_slice(&0x1000u64.to_le_bytes());
        info.extend_from_slice(&0x30u32.to_le_bytes());
        let die = info.len() as u64;
        info.push(2);
        info.extend_from_slice(b"k\0");
        info.extend_from_slice(&0x1000u64.to_le_bytes());
        info.extend_from_slice(&0x30u32.to_le_bytes());
        info.extend_from_slice(&12u32.to_le_bytes()); // lane_pc: .debug_loclists + 12
        let active = saved_mask();
        info.push(active.len() as u8);
        info.extend_from_slice(&active);
        info.push(0);
        let len = (info.len() - 4) as u32;
        info[..4].copy_from_slice(&len.to_le_bytes());

        let mut lists = vec![0, 0, 0, 0, 5, 0, 8, 0, 0, 0, 0, 0];
        for (begin, end, expr) in [
            (0x1000u64, 0x1010u64, at_wave_pc()),
            (0x1010, 0x1020, then_range()),
            (0x1020, 0x1030, entry_masked()),
        ] {
            lists.push(0x07); // DW_LLE_start_end
            lists.extend_from_slice(&begin.to_le_bytes());
            lists.extend_from_slice(&end.to_le_bytes());
            lists.push(expr.len() as u8);
            lists.extend_from_slice(&expr);
        }
        lists.push(0); // DW_LLE_end_of_list
        let len = (lists.len() - 4) as u32;
        lists[..4].copy_from_slice(&len.to_le_bytes());
        (abbrev, info, lists, die)
    }

    fn wave(pc: u64, exec: u64, saved: u64) -> SnapshotWave {
        let mut w = SnapshotWave::new(64);
        w.regs.insert(u64::from(PC_64), pc.to_le_bytes().to_vec());
        w.regs
            .insert(u64::from(EXEC_64), exec.to_le_bytes().to_vec());
        w.regs
            .insert(u64::from(S20), (saved as u32).to_le_bytes().to_vec());
        w.regs.insert(
            u64::from(S21),
            ((saved >> 32) as u32).to_le_bytes().to_vec(),
        );
        w
    }

    #[test]
    fn lane_pc_and_active_lanes_from_a_unit() {
        let (abbrev, info, lists, die) = unit();
        let sections = |name: &str| -> Option<&[u8]> {
            match name {
                ".debug_abbrev" => Some(&abbrev),
                ".debug_info" => Some(&info),
                ".debug_loclists" => Some(&lists),
                _ => None,
            }
        };
        let di = DebugInfo::load(sections, LoadOptions::default()).unwrap();
        let at = di.lookup(0x1014).unwrap().unwrap();
        let k = lane_scope(&at, VendorAttribute::LanePc).unwrap();
        assert_eq!(k.die, die);
        assert_eq!(
            lane_scope(&at, VendorAttribute::ActiveLane).map(|s| s.die),
            Some(die)
        );
        let options = di.units()[at.unit].eval_options();
        let expr = |pc: u64, a| di.lane_expression(at.unit, die, a, pc);

        // The uniform range: every lane at the wave's PC.
        let e = expr(0x1004, VendorAttribute::LanePc).unwrap().unwrap();
        let mut w = wave(0x1004, u64::MAX, u64::MAX);
        assert_eq!(lane_pc(&mut w, &e, options, 63), Ok(LanePc::At(0x1004)));

        // The `then` range: lanes 0..20 run it, the others wait at the `else` block.
        let e = expr(0x1014, VendorAttribute::LanePc).unwrap().unwrap();
        let mut w = wave(0x1014, (1 << 20) - 1, 0);
        assert_eq!(lane_pc(&mut w, &e, options, 3), Ok(LanePc::At(0x1014)));
        assert_eq!(lane_pc(&mut w, &e, options, 30), Ok(LanePc::At(ELSE_PC)));

        // Lanes outside the entry mask have no PC here.
        let e = expr(0x1024, VendorAttribute::LanePc).unwrap().unwrap();
        let mut w = wave(0x1024, u64::MAX, 0xffff);
        assert_eq!(lane_pc(&mut w, &e, options, 2), Ok(LanePc::At(0x1024)));
        assert_eq!(lane_pc(&mut w, &e, options, 40), Ok(LanePc::Undefined));

        // The exprloc: the mask saved in s[20:21], whatever EXEC says.
        let e = expr(0x1024, VendorAttribute::ActiveLane).unwrap().unwrap();
        assert_eq!(active_lanes(&mut w, &e, options, 64), Ok(0xffff));
        assert_eq!(active_lanes(&mut w, &e, options, 32), Ok(0xffff));

        // Outside every range.
        assert_eq!(
            expr(0x1040, VendorAttribute::LanePc),
            Err(LaneError::NoEntry {
                attribute: VendorAttribute::LanePc,
                pc: 0x1040
            })
        );
        // Not an element per lane: a single 64-bit register.
        let mut w = wave(0x1004, u64::MAX, 0);
        assert!(matches!(
            lane_pc(&mut w, &[0x90, PC_64], options, 1),
            Err(LaneError::Eval { .. })
        ));
        assert_eq!(
            lane_pc(&mut w, &[0x90, PC_64], options, 0),
            Ok(LanePc::At(0x1004))
        );
    }

    /// The innermost scope with the attribute applies: an inlined call's own, else the
    /// scopes it was inlined into; lexical blocks never carry it.
    #[test]
    fn the_innermost_scope_with_the_attribute() {
        let scope = |tag, die, lane_pc, active_lane| Scope {
            tag,
            die,
            name: None,
            linkage_name: None,
            ranges: Vec::new(),
            call_line: None,
            lanes: None,
            has_lane_pc: lane_pc,
            has_active_lane: active_lane,
        };
        let at = PcInfo {
            pc: 0x1010,
            unit: 0,
            function: None,
            scopes: vec![
                scope(gimli::DW_TAG_subprogram, 0x10, true, true),
                scope(gimli::DW_TAG_inlined_subroutine, 0x20, true, false),
                scope(gimli::DW_TAG_lexical_block, 0x30, true, true),
                scope(gimli::DW_TAG_inlined_subroutine, 0x40, false, false),
            ],
            line: None,
            variables: Vec::new(),
        };
        let die = |a| lane_scope(&at, a).map(|s| s.die);
        assert_eq!(die(VendorAttribute::LanePc), Some(0x20));
        assert_eq!(die(VendorAttribute::ActiveLane), Some(0x10));
        assert_eq!(die(VendorAttribute::Lanes), None);
    }

    #[test]
    fn the_fork_table_has_no_active_lane() {
        let (abbrev, info, lists, die) = unit();
        let sections = |name: &str| -> Option<&[u8]> {
            match name {
                ".debug_abbrev" => Some(&abbrev),
                ".debug_info" => Some(&info),
                ".debug_loclists" => Some(&lists),
                _ => None,
            }
        };
        let forced = LoadOptions {
            vendor: Some(crate::VendorAttributes::FORK),
            ..LoadOptions::default()
        };
        let di = DebugInfo::load(sections, forced).unwrap();
        let at = di.lookup(0x1014).unwrap().unwrap();
        assert!(lane_scope(&at, VendorAttribute::ActiveLane).is_none());
        assert_eq!(
            di.lane_expression(at.unit, die, VendorAttribute::ActiveLane, 0x1014),
            Ok(None)
        );
    }
}
