//! A checked stop recognised by its whole state: an optimised loop enters its lines a
//! different number of times (a condition split in two, a body rotated), so the line-entry
//! alignment can pair a checked stop with another iteration's reference stop. When the
//! reference shows, at the same line for the work-item (in whichever function: clang's -O0
//! kernels run their body in a `__clang_ocl_kern_imp_` function that -O2 inlines), a stop where
//! every variable the checked stop shows has the value shown, and that includes a variable
//! besides the judged one whose value changes over the run, the checked stop is that
//! iteration, shown correctly.

use amdgpu::fasthash::{HashMap, HashSet};
use std::cell::RefCell;

use crate::names::NameId;
use crate::runtime::{same_value, Observation, RefValues, Run};

/// A work-item: (work-group, flat id in the group).
type WorkItem = ([u32; 3], u32);

/// A line's stops by (variable, value shown).
type Showing<'r> = HashMap<(NameId, &'r str), Vec<usize>>;

/// The reference's stops by (work-item, line), and the variables whose assigned
/// value changes over each work-item's run.
pub(crate) struct States<'r> {
    stops: HashMap<(WorkItem, u64), Vec<usize>>,
    /// The stops at each line where a variable has a value (as printed), for finding the
    /// stops a state can be without looking at every entry of a loop's line; made for a
    /// line when first asked (most lines never are).
    showing: RefCell<HashMap<(WorkItem, u64), Showing<'r>>>,
    changing: HashSet<(WorkItem, NameId)>,
    values: &'r RefValues<'r>,
    reference: &'r Run,
}

impl<'r> States<'r> {
    /// `ref_values` are the reference's values at each stop as (name, value, assigned).
    pub(crate) fn of(reference: &'r Run, values: &'r RefValues<'r>) -> Self {
        let mut stops: HashMap<_, Vec<usize>> = HashMap::default();
        let mut first: HashMap<(WorkItem, NameId), &'r str> = HashMap::default();
        let mut changing = HashSet::default();
        for (j, (o, vs)) in reference.observations.iter().zip(values.iter()).enumerate() {
            let item = (o.group, o.local);
            stops.entry((item, o.line)).or_default().push(j);
            for &(name, v, assigned) in vs {
                if !assigned {
                    continue;
                }
                let seen = *first.entry((item, name)).or_insert(v);
                if !same_value(seen, v) {
                    changing.insert((item, name));
                }
            }
        }
        States {
            stops,
            showing: RefCell::new(HashMap::default()),
            changing,
            values,
            reference,
        }
    }

    /// Whether a reference stop at `o`'s line shows every comparable value of `o` (those
    /// `comparable` accepts, given the name, the value and the reference's), among them
    /// `name`'s and another changing variable's; `names`: those of `o`'s values.
    pub(crate) fn recognised(
        &self,
        (o, names): (&Observation, &[NameId]),
        name: NameId,
        got: &str,
        comparable: impl Fn(NameId, &str, &str) -> bool,
    ) -> bool {
        !self
            .matches((o, names), (name, got), &comparable)
            .is_empty()
    }

    /// Whether the reference shows `got` for `name` at `o`'s line in the same iteration of
    /// the loops around it, or the one before or after. A loop whose only visible variable changes cannot be placed by its state,
    /// but its back edges place it.
    pub(crate) fn shown_in_iteration(&self, o: &Observation, name: NameId, got: &str) -> bool {
        let item = (o.group, o.local);
        self.stops
            .get(&(item, o.line))
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .filter(|&&j| {
                self.reference.observations[j]
                    .iteration
                    .abs_diff(o.iteration)
                    <= 1
            })
            .any(|&j| {
                self.values[j]
                    .iter()
                    .any(|&(n, v, assigned)| assigned && n == name && same_value(got, v))
            })
    }

    /// The reference's entries of `o`'s line between its stops `from` and `to`: the
    /// statement instances a checked stop bracketed by those two can be.
    pub(crate) fn line_entries_between<'a>(
        &'a self,
        o: &'a Observation,
        (from, to): (usize, usize),
    ) -> &'a [usize] {
        let item = (o.group, o.local);
        let Some(stops) = self.stops.get(&(item, o.line)) else {
            return &[];
        };
        let start = stops.partition_point(|&j| j < from);
        let end = stops.partition_point(|&j| j <= to);
        &stops[start..end.max(start)]
    }

    /// The one reference stop at `o`'s line whose state `o` shows, if exactly one is: `o`'s
    /// place in the reference run, whatever the line-entry alignment paired it with.
    pub(crate) fn anchor(
        &self,
        (o, names): (&Observation, &[NameId]),
        comparable: impl Fn(NameId, &str, &str) -> bool,
    ) -> Option<usize> {
        let item = (o.group, o.local);
        // Any changing variable the stop shows narrows the candidates to the stops showing
        // its value.
        let key = o.values.iter().zip(names).find_map(|((_, v), &n)| {
            let v = v.as_ref().ok()?;
            (self.changing.contains(&(item, n)) && comparable(n, v, v)).then_some((n, &**v))
        })?;
        match self.matches((o, names), key, &comparable)[..] {
            [one] => Some(one),
            _ => None,
        }
    }

    /// The reference stops at `o`'s line that show `key`'s variable with `key`'s value and
    /// every other comparable value of `o` too, where two or more changing variables
    /// agree (a witness of which iteration it is besides the value judged).
    fn matches<F: Fn(NameId, &str, &str) -> bool>(
        &self,
        (o, names): (&Observation, &[NameId]),
        (name, got): (NameId, &str),
        comparable: &F,
    ) -> Vec<usize> {
        let item = (o.group, o.local);
        let mut stops = self.showing_at(item, o.line, name, got);
        stops.retain(|&j| {
            let mut witnesses = 0;
            for ((_, v), &n) in o.values.iter().zip(names) {
                let Ok(v) = v else { continue };
                let Some(&(_, expected, true)) = self.values[j].iter().find(|(m, _, _)| *m == n)
                else {
                    continue;
                };
                if !comparable(n, v, expected) {
                    continue;
                }
                if !same_value(v, expected) {
                    return false;
                }
                if self.changing.contains(&(item, n)) {
                    witnesses += 1;
                }
            }
            witnesses >= 2
        });
        stops
    }

    /// The stops at `line` where `name` (assigned) shows `value`.
    fn showing_at(&self, item: WorkItem, line: u64, name: NameId, value: &str) -> Vec<usize> {
        let mut showing = self.showing.borrow_mut();
        let at = showing.entry((item, line)).or_insert_with(|| {
            let mut at: Showing<'r> = HashMap::default();
            for &j in self.stops.get(&(item, line)).map_or(&[][..], Vec::as_slice) {
                for &(n, v, assigned) in &self.values[j] {
                    if assigned {
                        at.entry((n, v)).or_default().push(j);
                    }
                }
            }
            at
        });
        at.get(&(name, value)).cloned().unwrap_or_default()
    }
}
