//! The variable names of the two runs a comparison judges, as small integers: the comparison
//! looks a variable up by name and keys its maps by name at every value of every stop, and a
//! name is then one integer to compare or hash instead of a string.

use crate::runtime::{join, Run};
use amdgpu::fasthash::HashMap;

/// A variable's name, the same number in both runs compared.
pub(crate) type NameId = u32;

/// Every distinct name of both runs, and the names of each observation's values as
/// [`NameId`]s.
pub(crate) struct Names<'r> {
    names: Vec<&'r str>,
    ids: HashMap<&'r str, NameId>,
    checked: Ids,
    reference: Ids,
}

/// One run's observations' names: those of observation `i`'s values (in order) at
/// `first[i]..first[i + 1]` in `ids`.
pub(crate) struct Ids {
    first: Vec<usize>,
    ids: Vec<NameId>,
}

impl Ids {
    /// The names of observation `i`'s values, in order.
    pub(crate) fn of(&self, i: usize) -> &[NameId] {
        &self.ids[self.first[i]..self.first[i + 1]]
    }
}

impl<'r> Names<'r> {
    /// The names of `checked`'s and `reference`'s values.
    #[cfg(test)]
    pub(crate) fn of(checked: &'r Run, reference: &'r Run) -> Names<'r> {
        Names::of_jobs(checked, reference, 1)
    }

    /// [`Names::of`] with `jobs` threads at most: with two, each run's names are found
    /// beside the other's, and the reference's then numbered as if met after the checked
    /// run's (the numbers do not depend on `jobs`).
    pub(crate) fn of_jobs(checked: &'r Run, reference: &'r Run, jobs: usize) -> Names<'r> {
        let empty = || Names {
            names: Vec::new(),
            ids: HashMap::default(),
            checked: Ids {
                first: Vec::new(),
                ids: Vec::new(),
            },
            reference: Ids {
                first: Vec::new(),
                ids: Vec::new(),
            },
        };
        if jobs < 2 {
            let mut names = empty();
            names.checked = names.run(checked);
            names.reference = names.run(reference);
            return names;
        }
        let (mut names, (own, mut ids)) = join(
            jobs,
            || {
                let mut names = empty();
                names.checked = names.run(checked);
                names
            },
            || {
                let mut own = empty();
                let ids = own.run(reference);
                (own, ids)
            },
        );
        // The reference's own numbers follow the order its names were first met in, as the
        // shared numbers of the names the checked run lacks do when met in turn.
        let shared: Vec<NameId> = own.names.iter().map(|n| names.intern(n)).collect();
        for id in &mut ids.ids {
            *id = shared[*id as usize];
        }
        names.reference = ids;
        names
    }

    fn run(&mut self, run: &'r Run) -> Ids {
        let mut out = Ids {
            first: Vec::with_capacity(run.observations.len() + 1),
            ids: Vec::with_capacity(run.observations.iter().map(|o| o.values.len()).sum()),
        };
        out.first.push(0);
        // A value's DWARF description (one per DIE and PC) names its variable: the id found
        // for it once serves every later stop there (checked against the name, a compare
        // instead of a hash lookup).
        let mut by_described: Vec<Option<NameId>> = vec![None; run.described.len()];
        for o in &run.observations {
            let described = (o.described.len() == o.values.len()).then_some(&o.described);
            for (k, (name, _)) in o.values.iter().enumerate() {
                let slot = described.and_then(|d| by_described.get_mut(d[k]));
                let id = match slot {
                    Some(Some(id)) if *self.names[*id as usize] == **name => *id,
                    Some(slot) => *slot.insert(self.intern(name)),
                    None => self.intern(name),
                };
                out.ids.push(id);
            }
            out.first.push(out.ids.len());
        }
        out
    }

    fn intern(&mut self, name: &'r str) -> NameId {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = NameId::try_from(self.names.len()).unwrap_or(NameId::MAX);
        self.names.push(name);
        self.ids.insert(name, id);
        id
    }

    /// The name `id` stands for.
    pub(crate) fn name(&self, id: NameId) -> &'r str {
        self.names[id as usize]
    }

    /// The id of `name`, if either run has a value of that name.
    pub(crate) fn id(&self, name: &str) -> Option<NameId> {
        self.ids.get(name).copied()
    }

    /// The names of the checked run's observation `i`'s values.
    pub(crate) fn checked(&self, i: usize) -> &[NameId] {
        self.checked.of(i)
    }

    /// The names of the reference run's observation `j`'s values.
    pub(crate) fn reference(&self, j: usize) -> &[NameId] {
        self.reference.of(j)
    }

    /// The reference run's names, for the structures built over it alone.
    pub(crate) fn reference_ids(&self) -> &Ids {
        &self.reference
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::{Observation, Run};

    fn run(names: &[&[&str]]) -> Run {
        Run::of_observations(
            names
                .iter()
                .map(|ns| Observation {
                    line: 1,
                    hit: 1,
                    group: [0; 3],
                    local: 0,
                    pc: 0,
                    function: None,
                    entry: false,
                    values: ns.iter().map(|&n| (n.into(), Ok("0".into()))).collect(),
                    shared: Vec::new(),
                    described: Vec::new(),
                    depth: 1,
                    within_line: Vec::new(),
                    iteration: 0,
                })
                .collect(),
        )
    }

    #[test]
    fn a_name_is_one_number_in_both_runs_and_each_observation_keeps_its_order() {
        let checked = run(&[&["i", "acc"], &[], &["acc", "x"]]);
        let reference = run(&[&["x", "i"], &["acc"]]);
        let n = Names::of(&checked, &reference);
        let (i, acc, x) = (n.id("i").unwrap(), n.id("acc").unwrap(), n.id("x").unwrap());
        assert!(i != acc && acc != x && i != x);
        assert_eq!(n.checked(0), &[i, acc]);
        assert_eq!(n.checked(1), &[] as &[NameId]);
        assert_eq!(n.checked(2), &[acc, x]);
        assert_eq!(n.reference(0), &[x, i]);
        assert_eq!(n.reference(1), &[acc]);
        assert_eq!(n.name(acc), "acc");
        assert_eq!(n.id("y"), None);
    }

    #[test]
    fn names_found_side_by_side_get_the_numbers_found_in_turn() {
        let checked = run(&[&["i", "acc"], &[], &["acc", "x"]]);
        let reference = run(&[&["y", "x", "i"], &["acc", "z"], &["y"]]);
        let (turn, side) = (
            Names::of_jobs(&checked, &reference, 1),
            Names::of_jobs(&checked, &reference, 2),
        );
        assert_eq!(side.names, turn.names);
        for i in 0..checked.observations.len() {
            assert_eq!(side.checked(i), turn.checked(i));
        }
        for j in 0..reference.observations.len() {
            assert_eq!(side.reference(j), turn.reference(j));
        }
        for name in ["i", "acc", "x", "y", "z", "w"] {
            assert_eq!(side.id(name), turn.id(name));
        }
    }

    #[test]
    fn a_description_shared_by_two_names_does_not_give_them_one_id() {
        // Observations that point their values at one DWARF description (as a run built by
        // hand may): the id found through the description is checked against the name.
        let mut checked = run(&[&["i"], &["j"], &["i"]]);
        checked.described.push(crate::runtime::Described {
            die: 0x10,
            location: None,
            inline: Vec::new(),
        });
        for o in &mut checked.observations {
            o.described = vec![0];
        }
        let reference = run(&[]);
        let n = Names::of(&checked, &reference);
        let (i, j) = (n.id("i").unwrap(), n.id("j").unwrap());
        assert_ne!(i, j);
        assert_eq!(
            [n.checked(0), n.checked(1), n.checked(2)],
            [&[i][..], &[j][..], &[i][..]]
        );
    }
}
