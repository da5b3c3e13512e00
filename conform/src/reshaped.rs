//! Functions whose calls the two builds make differently: a recursion the optimiser turned
//! into a loop (`fib(n - 1) + fib(n - 2)` with the second call made by jumping back) enters
//! the function fewer times, so one checked frame hosts the source's calls one after
//! another and no reference frame instance corresponds to it. A value such a frame shows is
//! judged by whether the reference ever shows it in that function for the work-item (the
//! loop's variable holds the value of the call it stands for, at lines that call would not
//! reach with it), not by where the reference was in one call's history.

use amdgpu::fasthash::{HashMap, HashSet};

use crate::names::NameId;
use crate::runtime::{same_value, Observation, RefValues, Run};

/// A work-item: (work-group, flat id in the group).
type WorkItem = ([u32; 3], u32);

/// The values the reference shows in each function whose calls the builds make
/// differently, per work-item and variable.
pub(crate) struct Reshaped<'r> {
    functions: HashSet<(WorkItem, &'r str)>,
    shown: HashMap<(WorkItem, &'r str, NameId), Vec<&'r str>>,
}

impl<'r> Reshaped<'r> {
    /// Compares how often each work-item enters each function in the two runs;
    /// `ref_values` are the reference's values at each stop as (name, value, assigned): an
    /// -O0 slot before its first store holds no value of the variable.
    pub(crate) fn of(
        checked: &Run,
        reference: &'r Run,
        ref_values: &RefValues<'r>,
    ) -> Reshaped<'r> {
        fn calls(run: &Run) -> HashMap<(WorkItem, &str), u32> {
            let mut n: HashMap<(WorkItem, &str), u32> = HashMap::default();
            for o in run.observations.iter().filter(|o| o.entry) {
                if let Some(f) = &o.function {
                    *n.entry(((o.group, o.local), &**f)).or_default() += 1;
                }
            }
            n
        }
        let (a, b) = (calls(checked), calls(reference));
        let mut functions = HashSet::default();
        for o in &reference.observations {
            let Some(f) = o.function.as_deref() else {
                continue;
            };
            let key = ((o.group, o.local), f);
            if a.get(&key) != b.get(&key) && a.contains_key(&key) {
                functions.insert(key);
            }
        }
        let mut shown: HashMap<_, Vec<&'r str>> = HashMap::default();
        for (o, values) in reference.observations.iter().zip(ref_values.iter()) {
            let Some(f) = o.function.as_deref() else {
                continue;
            };
            let item = (o.group, o.local);
            if !functions.contains(&(item, f)) {
                continue;
            }
            for &(name, v, assigned) in values {
                if assigned {
                    shown.entry((item, f, name)).or_default().push(v);
                }
            }
        }
        Reshaped { functions, shown }
    }

    /// Whether `o`'s function is one the builds call differently for its work-item, and
    /// the reference shows `got` for `name` in it.
    pub(crate) fn shown(&self, o: &Observation, name: NameId, got: &str) -> bool {
        let Some(f) = o.function.as_deref() else {
            return false;
        };
        let item = (o.group, o.local);
        if !self.functions.contains(&(item, f)) {
            return false;
        }
        self.shown
            .get(&(item, f, name))
            .is_some_and(|vs| vs.iter().any(|v| same_value(got, v)))
    }
}
