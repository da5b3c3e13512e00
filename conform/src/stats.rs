//! Location coverage (`--stats`): for each variable and parameter, the fraction of its
//! enclosing scope's PC range that a location covers, in the buckets `llvm-locstats` prints
//! (0%, (0%,10%), [10%,20%) … [90%,100%), 100%), with totals per function, unit, producer
//! and optimisation level.
//!
//! The counting is `llvm-dwarfdump --statistics`' (version 9), so the totals of the two
//! agree where both count the same thing (a differential test holds them to it):
//!
//! * a variable's scope is its innermost enclosing subprogram, inlined subroutine or lexical
//!   block with code; a single location expression (or a constant value) covers all of it,
//!   a location list the bytes its entries share with the parent DIE's ranges;
//! * variables outside any scope with code (program-scope ones) are not counted; neither are
//!   abstract subprograms (`DW_AT_inline`), declarations and subroutine types;
//! * a concrete inlined instance that lacks some of its abstract origin's variables (or has
//!   them without a location) counts each as a variable with 0% coverage;
//! * constant members (`DW_TAG_member` with `DW_AT_const_value`) in a scope count as fully
//!   covered variables that are neither parameters nor local variables.
//!
//! hdb adds what llvm-dwarfdump does not give: the figures per unit and function, and the
//! optimisation level (from the producer's recorded flags, or `DW_AT_call_all_calls`).

use std::ops::Range;

use serde::Serialize;

use dwarf_ext::debuginfo::{DebugInfo, Reader, UnitInfo};
use dwarf_ext::gimli::{self, AttributeValue};

use crate::check::{optimised_marker, Optimisation};

/// The number of coverage buckets (0%, 10 deciles, 100%).
pub const BUCKETS: usize = 12;

/// The buckets' names, as `llvm-locstats` prints them.
pub const BUCKET_NAMES: [&str; BUCKETS] = [
    "0%",
    "(0%,10%)",
    "[10%,20%)",
    "[20%,30%)",
    "[30%,40%)",
    "[40%,50%)",
    "[50%,60%)",
    "[60%,70%)",
    "[70%,80%)",
    "[80%,90%)",
    "[90%,100%)",
    "100%",
];

/// The bucket of `covered` bytes out of `scope` (which is not 0).
pub fn bucket(covered: u64, scope: u64) -> usize {
    if covered == 0 {
        0
    } else if covered >= scope {
        BUCKETS - 1
    } else {
        // The decile, as llvm-dwarfdump computes it (in floating point, truncated).
        let percent = (100.0 * covered as f64 / scope as f64) as usize;
        percent / 10 + 1
    }
}

/// What a counted DIE is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// `DW_TAG_formal_parameter`.
    Parameter,
    /// `DW_TAG_variable`.
    Variable,
    /// `DW_TAG_member` with `DW_AT_const_value`.
    ConstantMember,
}

/// One variable's coverage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VariableCoverage {
    /// The name (through the abstract origin), if any.
    pub name: Option<String>,
    /// The `.debug_info` offset of the DIE (of the abstract origin's variable for one the
    /// inlined instance lacks).
    pub die: u64,
    /// What it is.
    pub kind: Kind,
    /// The bytes of its scope.
    pub scope_bytes: u64,
    /// The bytes of its scope a location covers.
    pub covered_bytes: u64,
    /// Whether the concrete instance lacks it (or has it without a location): counted in the
    /// buckets only, as llvm-dwarfdump does.
    pub absent: bool,
}

impl VariableCoverage {
    /// Its bucket (an index into [`BUCKET_NAMES`]).
    pub fn bucket(&self) -> usize {
        bucket(self.covered_bytes, self.scope_bytes)
    }
}

/// Totals over variables, in `llvm-dwarfdump --statistics`' terms.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Totals {
    /// Variables, parameters and constant members counted ("processed by location
    /// statistics").
    pub variables: u64,
    /// Of them, parameters.
    pub parameters: u64,
    /// Of them, local variables.
    pub local_variables: u64,
    /// Variables per bucket.
    pub buckets: [u64; BUCKETS],
    /// Parameters per bucket.
    pub parameter_buckets: [u64; BUCKETS],
    /// Local variables per bucket.
    pub local_variable_buckets: [u64; BUCKETS],
    /// Σ scope bytes ("sum_all_variables(#bytes in parent scope)").
    pub scope_bytes: u64,
    /// Σ covered scope bytes.
    pub covered_bytes: u64,
    /// Σ scope bytes of parameters.
    pub parameter_scope_bytes: u64,
    /// Σ covered scope bytes of parameters.
    pub parameter_covered_bytes: u64,
    /// Σ scope bytes of local variables.
    pub local_variable_scope_bytes: u64,
    /// Σ covered scope bytes of local variables.
    pub local_variable_covered_bytes: u64,
}

impl Totals {
    /// The scope bytes of a variable of an inlined instance that refers to its abstract
    /// origin but has no location: llvm-dwarfdump adds them to the byte sums while the
    /// variable itself is counted (in the 0% bucket) when the instance ends.
    fn add_scope_only(&mut self, kind: Kind, scope_bytes: u64) {
        self.scope_bytes += scope_bytes;
        match kind {
            Kind::Parameter => self.parameter_scope_bytes += scope_bytes,
            Kind::Variable => self.local_variable_scope_bytes += scope_bytes,
            Kind::ConstantMember => {}
        }
    }

    fn add(&mut self, v: &VariableCoverage) {
        let b = v.bucket();
        self.variables += 1;
        self.buckets[b] += 1;
        match v.kind {
            Kind::Parameter => {
                self.parameters += 1;
                self.parameter_buckets[b] += 1;
            }
            Kind::Variable => {
                self.local_variables += 1;
                self.local_variable_buckets[b] += 1;
            }
            Kind::ConstantMember => {}
        }
        if v.absent {
            return;
        }
        self.scope_bytes += v.scope_bytes;
        self.covered_bytes += v.covered_bytes;
        match v.kind {
            Kind::Parameter => {
                self.parameter_scope_bytes += v.scope_bytes;
                self.parameter_covered_bytes += v.covered_bytes;
            }
            Kind::Variable => {
                self.local_variable_scope_bytes += v.scope_bytes;
                self.local_variable_covered_bytes += v.covered_bytes;
            }
            Kind::ConstantMember => {}
        }
    }

    /// Adds another total.
    pub fn merge(&mut self, o: &Totals) {
        self.variables += o.variables;
        self.parameters += o.parameters;
        self.local_variables += o.local_variables;
        for i in 0..BUCKETS {
            self.buckets[i] += o.buckets[i];
            self.parameter_buckets[i] += o.parameter_buckets[i];
            self.local_variable_buckets[i] += o.local_variable_buckets[i];
        }
        self.scope_bytes += o.scope_bytes;
        self.covered_bytes += o.covered_bytes;
        self.parameter_scope_bytes += o.parameter_scope_bytes;
        self.parameter_covered_bytes += o.parameter_covered_bytes;
        self.local_variable_scope_bytes += o.local_variable_scope_bytes;
        self.local_variable_covered_bytes += o.local_variable_covered_bytes;
    }

    /// The covered fraction of all scope bytes, in percent (100 with none).
    pub fn percent(&self) -> f64 {
        if self.scope_bytes == 0 {
            100.0
        } else {
            100.0 * self.covered_bytes as f64 / self.scope_bytes as f64
        }
    }
}

/// One subprogram or inlined instance with its variables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FunctionCoverage {
    /// The name (through the abstract origin), if any.
    pub name: Option<String>,
    /// The DIE.
    pub die: u64,
    /// Whether it is an inlined instance.
    pub inlined: bool,
    /// Its code ranges.
    pub ranges: Vec<(u64, u64)>,
    /// Its variables (those of nested lexical blocks included; nested inlined instances are
    /// functions of their own).
    pub variables: Vec<VariableCoverage>,
    /// The totals over them.
    pub totals: Totals,
}

/// One compilation unit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UnitCoverage {
    /// `DW_AT_name`.
    pub name: Option<String>,
    /// The unit's `.debug_info` offset.
    pub offset: u64,
    /// `DW_AT_producer`.
    pub producer: Option<String>,
    /// How the optimisation level was found and what it is.
    #[serde(serialize_with = "optimisation_label")]
    pub optimisation: Optimisation,
    /// The functions.
    pub functions: Vec<FunctionCoverage>,
    /// The totals over the unit (all functions).
    pub totals: Totals,
}

fn optimisation_label<S: serde::Serializer>(o: &Optimisation, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&o.label())
}

/// Coverage of every unit of a code object's DWARF.
pub fn coverage(info: &DebugInfo<'_>) -> Vec<UnitCoverage> {
    info.units()
        .iter()
        .map(|u| unit_coverage(info, u))
        .collect()
}

/// A scope on the walk's stack.
struct Level {
    depth: isize,
    /// The innermost scope's bytes (inherited when this DIE has none).
    scope_bytes: u64,
    /// The ranges of this DIE, for its children's location-list overlaps.
    ranges: Vec<Range<u64>>,
    /// The function (index into `functions`) the DIE is in.
    function: Option<usize>,
    /// The abstract-origin variables still unaccounted for, of the innermost inlined instance
    /// (index into `pending`).
    pending: Option<usize>,
    /// Whether this DIE is the instance that list belongs to.
    owns_pending: bool,
    /// Skip the subtree (abstract subprograms, declarations, subroutine types).
    skip: bool,
}

fn unit_coverage<'d>(info: &DebugInfo<'d>, u: &UnitInfo<'d>) -> UnitCoverage {
    let mut out = UnitCoverage {
        name: u.name.clone(),
        offset: u.offset,
        producer: u.producer.clone(),
        optimisation: Optimisation::from_producer(u.producer.as_deref()),
        functions: Vec::new(),
        totals: Totals::default(),
    };
    let flagged = out.optimisation != Optimisation::Unknown;
    let mut marked = false;
    let mut with_code = false;
    // Abstract subprogram DIE (unit offset) -> its variables' unit offsets.
    let mut abstract_vars: Vec<(usize, Vec<usize>)> = Vec::new();
    // Inlined instances' outstanding abstract variables: (function, scope bytes, offsets).
    let mut pending: Vec<(Option<usize>, Vec<usize>)> = Vec::new();
    // Instances whose abstract subprogram comes after them.
    let mut later: Vec<gimli::UnitOffset> = Vec::new();
    let mut stack: Vec<Level> = Vec::new();
    let mut cursor = u.unit.entries();
    while let Ok(Some(e)) = cursor.next_dfs() {
        let depth = e.depth();
        while stack.last().is_some_and(|l| l.depth >= depth) {
            if let Some(l) = stack.pop() {
                close(&mut out, &pending, &l, u);
            }
        }
        let parent = stack.last();
        if parent.is_some_and(|p| p.skip) {
            stack.push(Level {
                depth,
                scope_bytes: 0,
                ranges: Vec::new(),
                function: None,
                pending: None,
                owns_pending: false,
                skip: true,
            });
            continue;
        }
        let inherited_bytes = parent.map_or(0, |p| p.scope_bytes);
        let mut level = Level {
            depth,
            scope_bytes: inherited_bytes,
            ranges: Vec::new(),
            function: parent.and_then(|p| p.function),
            pending: parent.and_then(|p| p.pending),
            owns_pending: false,
            skip: false,
        };
        let tag = e.tag();
        match tag {
            gimli::DW_TAG_subroutine_type => level.skip = true,
            gimli::DW_TAG_subprogram
            | gimli::DW_TAG_inlined_subroutine
            | gimli::DW_TAG_lexical_block => {
                let is_function = tag != gimli::DW_TAG_lexical_block;
                if tag == gimli::DW_TAG_subprogram && optimised_marker(e) {
                    marked = true;
                }
                let origin = match e.attr_value(gimli::DW_AT_abstract_origin) {
                    Some(AttributeValue::UnitRef(o)) => Some(o.0),
                    _ => None,
                };
                if let (true, Some(o)) = (is_function, origin) {
                    // The variables of the abstract subprogram it instantiates, if that came
                    // before it in this unit (else they are looked at when the unit ends).
                    level.pending = match abstract_vars.iter().find(|(a, _)| *a == o) {
                        Some((_, v)) => {
                            pending.push((None, v.clone()));
                            level.owns_pending = true;
                            Some(pending.len() - 1)
                        }
                        None => {
                            later.push(e.offset());
                            None
                        }
                    };
                }
                if e.attr_value(gimli::DW_AT_declaration).is_some() {
                    level.skip = true;
                } else {
                    match info.die_ranges(u, e) {
                        Err(_) => level.skip = true,
                        Ok(ranges) => {
                            if is_function && e.attr_value(gimli::DW_AT_inline).is_some() {
                                abstract_vars
                                    .push((e.offset().0, abstract_variables(u, e.offset())));
                                level.skip = true;
                            } else {
                                let bytes: u64 = ranges.iter().map(|r| r.end - r.start).sum();
                                if bytes > 0 {
                                    level.scope_bytes = bytes;
                                    with_code |= tag == gimli::DW_TAG_subprogram;
                                }
                                if is_function {
                                    out.functions.push(FunctionCoverage {
                                        name: info.name(u, e),
                                        die: u.info_offset(e.offset()),
                                        inlined: tag == gimli::DW_TAG_inlined_subroutine,
                                        ranges: ranges.iter().map(|r| (r.start, r.end)).collect(),
                                        variables: Vec::new(),
                                        totals: Totals::default(),
                                    });
                                    level.function = Some(out.functions.len() - 1);
                                    if let Some(p) = level.pending {
                                        pending[p].0 = level.function;
                                    }
                                }
                                level.ranges = ranges;
                            }
                        }
                    }
                }
            }
            gimli::DW_TAG_formal_parameter | gimli::DW_TAG_variable | gimli::DW_TAG_member => {
                let ranges = parent.map(|p| &p.ranges[..]);
                let list = level.pending.map(|p| &mut pending[p].1);
                let function = level.function.and_then(|f| out.functions.get_mut(f));
                match variable(info, u, e, inherited_bytes, ranges, list) {
                    Counted::Yes(v) => {
                        out.totals.add(&v);
                        if let Some(f) = function {
                            f.totals.add(&v);
                            f.variables.push(v);
                        }
                    }
                    Counted::ScopeOnly(kind, bytes) => {
                        out.totals.add_scope_only(kind, bytes);
                        if let Some(f) = function {
                            f.totals.add_scope_only(kind, bytes);
                        }
                    }
                    Counted::No => {}
                }
            }
            _ => {}
        }
        stack.push(level);
    }
    while let Some(l) = stack.pop() {
        close(&mut out, &pending, &l, u);
    }
    for at in later {
        out_of_order(&mut out, &abstract_vars, u, at);
    }
    if !flagged {
        out.optimisation = if marked {
            Optimisation::Optimised
        } else if with_code {
            Optimisation::Unoptimised
        } else {
            Optimisation::Unknown
        };
    }
    out
}

/// At the end of an inlined instance: its abstract origin's variables it never gave a
/// location count as 0% covered.
fn close(
    out: &mut UnitCoverage,
    pending: &[(Option<usize>, Vec<usize>)],
    l: &Level,
    u: &UnitInfo<'_>,
) {
    if !l.owns_pending {
        return;
    }
    if let Some((f, vars)) = l.pending.and_then(|p| pending.get(p)) {
        absent(out, *f, vars, u);
    }
}

/// Counts `vars` (unit offsets of abstract variables) as absent from function `f`.
fn absent(out: &mut UnitCoverage, f: Option<usize>, vars: &[usize], u: &UnitInfo<'_>) {
    for &o in vars {
        let e = u.unit.entry(gimli::UnitOffset(o)).ok();
        let kind = match e.as_ref().map(|e| e.tag()) {
            Some(gimli::DW_TAG_formal_parameter) => Kind::Parameter,
            Some(gimli::DW_TAG_variable) => Kind::Variable,
            _ => Kind::ConstantMember,
        };
        let v = VariableCoverage {
            name: None,
            die: u.info_offset(gimli::UnitOffset(o)),
            kind,
            scope_bytes: 0,
            covered_bytes: 0,
            absent: true,
        };
        out.totals.add(&v);
        if let Some(func) = f.and_then(|f| out.functions.get_mut(f)) {
            func.totals.add(&v);
            func.variables.push(v);
        }
    }
}

/// An instance that came before its abstract subprogram: the abstract variables that none of
/// its variables (those of its lexical blocks included) gives a location count as absent.
fn out_of_order(
    out: &mut UnitCoverage,
    abstract_vars: &[(usize, Vec<usize>)],
    u: &UnitInfo<'_>,
    at: gimli::UnitOffset,
) {
    let Ok(e) = u.unit.entry(at) else { return };
    let Some(AttributeValue::UnitRef(o)) = e.attr_value(gimli::DW_AT_abstract_origin) else {
        return;
    };
    let Some((_, vars)) = abstract_vars.iter().find(|(a, _)| *a == o.0) else {
        return;
    };
    let mut vars = vars.clone();
    let mut located = Vec::new();
    if let Ok(mut tree) = u.unit.entries_tree(Some(at)) {
        if let Ok(root) = tree.root() {
            collect_located_origins(root, &mut located, 0);
        }
    }
    vars.retain(|v| !located.contains(v));
    let die = u.info_offset(at);
    let f = out.functions.iter().position(|f| f.die == die);
    absent(out, f, &vars, u);
}

/// The abstract origins of the variables (in lexical blocks too) that have a location or a
/// constant value.
fn collect_located_origins(
    node: gimli::EntriesTreeNode<'_, '_, Reader<'_>>,
    out: &mut Vec<usize>,
    depth: u32,
) {
    if depth > 64 {
        return;
    }
    let mut children = node.children();
    while let Ok(Some(c)) = children.next() {
        let e = c.entry();
        match e.tag() {
            gimli::DW_TAG_formal_parameter | gimli::DW_TAG_variable => {
                let located = e.attr_value(gimli::DW_AT_location).is_some()
                    || e.attr_value(gimli::DW_AT_const_value).is_some();
                if let (true, Some(AttributeValue::UnitRef(o))) =
                    (located, e.attr_value(gimli::DW_AT_abstract_origin))
                {
                    out.push(o.0);
                }
            }
            gimli::DW_TAG_lexical_block => collect_located_origins(c, out, depth + 1),
            _ => {}
        }
    }
}

/// The variables and parameters of an abstract subprogram (those of its lexical blocks
/// included), as unit offsets.
fn abstract_variables(u: &UnitInfo<'_>, at: gimli::UnitOffset) -> Vec<usize> {
    let mut out = Vec::new();
    let Ok(mut tree) = u.unit.entries_tree(Some(at)) else {
        return out;
    };
    let Ok(root) = tree.root() else {
        return out;
    };
    collect_abstract(root, &mut out, 0);
    out
}

fn collect_abstract(
    node: gimli::EntriesTreeNode<'_, '_, Reader<'_>>,
    out: &mut Vec<usize>,
    depth: u32,
) {
    if depth > 64 {
        return;
    }
    let mut children = node.children();
    while let Ok(Some(c)) = children.next() {
        match c.entry().tag() {
            gimli::DW_TAG_formal_parameter | gimli::DW_TAG_variable => {
                out.push(c.entry().offset().0)
            }
            gimli::DW_TAG_lexical_block => collect_abstract(c, out, depth + 1),
            _ => {}
        }
    }
}

/// How a DIE counts.
enum Counted {
    /// As a variable.
    Yes(VariableCoverage),
    /// Only its scope's bytes (a variable of an inlined instance with no location: it counts
    /// as absent when the instance ends).
    ScopeOnly(Kind, u64),
    /// Not at all.
    No,
}

/// A variable, parameter or constant member in a scope of `scope_bytes` bytes (none counted
/// outside a scope with code), whose parent DIE has `parent_ranges`; an instance variable
/// with a location is struck from its inlined instance's outstanding list.
fn variable<'d>(
    info: &DebugInfo<'d>,
    u: &UnitInfo<'d>,
    e: &gimli::DebuggingInformationEntry<Reader<'d>>,
    scope_bytes: u64,
    parent_ranges: Option<&[Range<u64>]>,
    pending: Option<&mut Vec<usize>>,
) -> Counted {
    let tag = e.tag();
    let constant = e.attr_value(gimli::DW_AT_const_value).is_some();
    let kind = match tag {
        gimli::DW_TAG_formal_parameter => Kind::Parameter,
        gimli::DW_TAG_variable => Kind::Variable,
        _ if constant => Kind::ConstantMember,
        _ => return Counted::No,
    };
    if kind == Kind::Variable && e.attr_value(gimli::DW_AT_declaration).is_some() {
        return Counted::No;
    }
    let location = e.attr_value(gimli::DW_AT_location);
    let mut deferred = false;
    if let Some(AttributeValue::UnitRef(o)) = e.attr_value(gimli::DW_AT_abstract_origin) {
        if location.is_some() || constant {
            if let Some(p) = pending {
                p.retain(|&v| v != o.0);
            }
        } else {
            deferred = true;
        }
    }
    if scope_bytes == 0 {
        return Counted::No;
    }
    if deferred {
        return Counted::ScopeOnly(kind, scope_bytes);
    }
    let covered = if constant {
        scope_bytes
    } else {
        match location {
            None => 0,
            Some(AttributeValue::Exprloc(_)) => scope_bytes,
            Some(v) => match info.dwarf.attr_locations(&u.unit, v) {
                Ok(Some(mut it)) => {
                    let scope = parent_ranges.unwrap_or(&[]);
                    let mut covered = 0u64;
                    let mut unbounded = false;
                    let mut n = 0;
                    while let Ok(Some(entry)) = it.next() {
                        n += 1;
                        if n > 100_000 {
                            break;
                        }
                        let r = entry.range;
                        for s in scope {
                            let lo = r.begin.max(s.start);
                            let hi = r.end.min(s.end);
                            covered += hi.saturating_sub(lo);
                        }
                        unbounded |= r.begin == 0 && r.end == u64::MAX;
                    }
                    if unbounded {
                        scope_bytes
                    } else {
                        covered
                    }
                }
                _ => 0,
            },
        }
    };
    Counted::Yes(VariableCoverage {
        name: info.name(u, e),
        die: u.info_offset(e.offset()),
        kind,
        scope_bytes,
        covered_bytes: covered,
        absent: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_as_llvm_locstats() {
        assert_eq!(bucket(0, 100), 0);
        assert_eq!(bucket(1, 100), 1);
        assert_eq!(bucket(9, 100), 1);
        assert_eq!(bucket(10, 100), 2);
        assert_eq!(bucket(99, 100), 10);
        assert_eq!(bucket(100, 100), 11);
        assert_eq!(bucket(150, 100), 11);
        assert_eq!(BUCKET_NAMES[bucket(55, 100)], "[50%,60%)");
    }
}
