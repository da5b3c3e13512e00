//! The debug-experience score: one number per kernel that says how close a debugging session
//! over the checked build comes to the same session over a reference build (the same source
//! and inputs built another way, typically -O0), so a compiler change can be judged, and a CI
//! job failed, by one number.
//!
//! It is LLVM's Dexter heuristic with the reference run in place of the expectations a test
//! author writes. The run-time comparison (`hdb conform --launch … --against …`) stops both
//! builds at their line-table rows and pairs each work-item's stops (the longest common
//! subsequence of its line entries). Every variable the reference has in scope and assigned
//! at a paired stop is one *observation* per lane, and every reference stop is one *step*:
//!
//! | outcome | penalty | Dexter's name |
//! |---|---|---|
//! | the checked build shows the reference's value | 0 | |
//! | it shows another value | 7 | incorrect values |
//! | it does not list the variable there | 6 | missing values |
//! | it cannot evaluate the location | 5 | not evaluatable |
//! | the location reads memory no allocation holds | 4 | irretrievable |
//! | it says `<optimized out>` | 3 | variable optimized |
//! | a reference step the checked build never makes | 4 | missing step |
//! | a checked step at a line the reference does not reach | 4 | unreachable |
//! | a checked step at a line the reference reaches, out of order | 2 | misordered steps |
//!
//! The score is `1 − Σ penalties / Σ maxima`, clamped to [0, 1], where an observation's
//! maximum is the worst value penalty (7) and a reference step's the worst step penalty (4).
//! (Dexter caps each watch's maximum at three expected values because a person writes them;
//! here every lane's every value is an expectation, so nothing is capped.) The same formula
//! over one variable's observations gives its score, over one lane's observations and steps
//! the lane's. 1 is a session as good as the reference; 0 is every value wrong.

use std::collections::BTreeMap;

use serde::Serialize;

/// What the checked build showed for one observation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The reference's value.
    Correct,
    /// Another value.
    Wrong,
    /// The variable is not listed at the stop.
    Missing,
    /// Its location cannot be evaluated.
    NotEvaluatable,
    /// Its location reads memory outside every allocation.
    Irretrievable,
    /// `<optimized out>`.
    OptimizedOut,
}

impl Outcome {
    /// Every outcome, in the order [`Counts`] keeps them.
    pub const ALL: [Outcome; 6] = [
        Outcome::Correct,
        Outcome::Wrong,
        Outcome::Missing,
        Outcome::NotEvaluatable,
        Outcome::Irretrievable,
        Outcome::OptimizedOut,
    ];

    fn index(self) -> usize {
        self as usize
    }
}

/// The penalty of each outcome and step mishap (Dexter's defaults).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Penalties {
    /// Another value.
    pub wrong: u32,
    /// Not listed.
    pub missing: u32,
    /// Cannot be evaluated.
    pub not_evaluatable: u32,
    /// Reads memory outside every allocation.
    pub irretrievable: u32,
    /// `<optimized out>`.
    pub optimized_out: u32,
    /// A reference step the checked build never makes.
    pub missing_step: u32,
    /// A checked step at a line the reference never reaches.
    pub unreachable: u32,
    /// A checked step out of order.
    pub misordered_step: u32,
}

impl Default for Penalties {
    fn default() -> Self {
        Penalties {
            wrong: 7,
            missing: 6,
            not_evaluatable: 5,
            irretrievable: 4,
            optimized_out: 3,
            missing_step: 4,
            unreachable: 4,
            misordered_step: 2,
        }
    }
}

impl Penalties {
    fn of(&self, o: Outcome) -> u32 {
        match o {
            Outcome::Correct => 0,
            Outcome::Wrong => self.wrong,
            Outcome::Missing => self.missing,
            Outcome::NotEvaluatable => self.not_evaluatable,
            Outcome::Irretrievable => self.irretrievable,
            Outcome::OptimizedOut => self.optimized_out,
        }
    }

    fn worst_value(&self) -> u32 {
        Outcome::ALL
            .iter()
            .map(|&o| self.of(o))
            .max()
            .unwrap_or(1)
            .max(1)
    }

    fn worst_step(&self) -> u32 {
        self.missing_step
            .max(self.unreachable)
            .max(self.misordered_step)
            .max(1)
    }
}

/// Observations per outcome.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Counts(pub [u64; 6]);

impl Counts {
    /// One more observation with `outcome`.
    pub fn count(&mut self, outcome: Outcome) {
        self.0[outcome.index()] += 1;
    }
}

/// A lane's steps.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Steps {
    /// The reference's steps.
    pub reference: u64,
    /// Reference steps the checked build never makes.
    pub missing: u64,
    /// Checked steps at lines the reference never reaches.
    pub unreachable: u64,
    /// Checked steps at lines the reference reaches, out of order.
    pub misordered: u64,
}

/// What a run-time comparison saw, to be scored.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    /// variable → lane → outcomes (by name first: an observation finds its variable's
    /// counts without allocating the name).
    values: BTreeMap<String, BTreeMap<u32, Counts>>,
    /// lane → steps.
    steps: BTreeMap<u32, Steps>,
}

impl Tally {
    /// Hands `f` the counts of `variable` in `lane` (found without allocating the name once
    /// it has some).
    fn with_counts(&mut self, variable: &str, lane: u32, f: impl FnOnce(&mut Counts)) {
        let lanes = match self.values.get_mut(variable) {
            Some(lanes) => lanes,
            None => self.values.entry(variable.to_string()).or_default(),
        };
        f(lanes.entry(lane).or_default());
    }

    /// One observation of `variable` in `lane`.
    pub fn observe(&mut self, variable: &str, lane: u32, outcome: Outcome) {
        self.with_counts(variable, lane, |c| c.count(outcome));
    }

    /// `counts` more observations of `variable` in `lane` ([`Tally::observe`] for many at
    /// once).
    pub fn observe_counts(&mut self, variable: &str, lane: u32, counts: Counts) {
        if counts.0.iter().all(|&n| n == 0) {
            return;
        }
        self.with_counts(variable, lane, |c| {
            for (total, n) in c.0.iter_mut().zip(counts.0) {
                *total += n;
            }
        });
    }

    /// A lane's line entries in both builds and their pairing (indices into `reference` and
    /// `checked`, increasing, as the comparison aligned them): unpaired reference entries are
    /// missing steps, unpaired checked entries misordered (their line is among the
    /// reference's) or unreachable (it is not).
    pub fn steps(
        &mut self,
        lane: u32,
        reference: &[u64],
        checked: &[u64],
        pairs: &[(usize, usize)],
    ) {
        let s = self.steps.entry(lane).or_default();
        s.reference += reference.len() as u64;
        s.missing += reference.len().saturating_sub(pairs.len()) as u64;
        let mut paired = vec![false; checked.len()];
        for &(_, c) in pairs {
            if let Some(p) = paired.get_mut(c) {
                *p = true;
            }
        }
        let mut lines: Vec<u64> = reference.to_vec();
        lines.sort_unstable();
        lines.dedup();
        for (i, line) in checked.iter().enumerate() {
            if paired[i] {
                continue;
            }
            if lines.binary_search(line).is_ok() {
                s.misordered += 1;
            } else {
                s.unreachable += 1;
            }
        }
    }
}

/// A score with what it is made of.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Part {
    /// 1 − penalties / maximum, in [0, 1]; 1 when there is nothing to score.
    pub score: f64,
    /// The penalties charged.
    pub penalty: u64,
    /// The most that could have been charged.
    pub maximum: u64,
    /// Observations per outcome.
    pub values: Counts,
    /// Steps.
    pub steps: Steps,
}

/// A kernel's score and its parts.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Score {
    /// Over every variable and lane.
    pub kernel: Part,
    /// Per variable.
    pub variables: BTreeMap<String, Part>,
    /// Per lane.
    pub lanes: BTreeMap<u32, Part>,
    /// The penalties used.
    pub penalties: Penalties,
}

fn part(values: Counts, steps: Steps, p: &Penalties) -> Part {
    let observed: u64 = values.0.iter().sum();
    let mut penalty: u64 = Outcome::ALL
        .iter()
        .map(|&o| values.0[o.index()] * u64::from(p.of(o)))
        .sum();
    penalty += steps.missing * u64::from(p.missing_step)
        + steps.unreachable * u64::from(p.unreachable)
        + steps.misordered * u64::from(p.misordered_step);
    let maximum =
        observed * u64::from(p.worst_value()) + steps.reference * u64::from(p.worst_step());
    let score = if maximum == 0 {
        1.0
    } else {
        (1.0 - penalty as f64 / maximum as f64).clamp(0.0, 1.0)
    };
    Part {
        score,
        penalty,
        maximum,
        values,
        steps,
    }
}

fn add(a: &mut Counts, b: &Counts) {
    for i in 0..a.0.len() {
        a.0[i] += b.0[i];
    }
}

fn add_steps(a: &mut Steps, b: &Steps) {
    a.reference += b.reference;
    a.missing += b.missing;
    a.unreachable += b.unreachable;
    a.misordered += b.misordered;
}

/// Scores a tally.
pub fn score(t: &Tally, p: &Penalties) -> Score {
    let mut all = Counts::default();
    let mut all_steps = Steps::default();
    let mut by_variable: BTreeMap<String, Counts> = BTreeMap::new();
    let mut by_lane: BTreeMap<u32, (Counts, Steps)> = BTreeMap::new();
    for (v, lanes) in &t.values {
        let variable = by_variable.entry(v.clone()).or_default();
        for (lane, c) in lanes {
            add(&mut all, c);
            add(variable, c);
            add(&mut by_lane.entry(*lane).or_default().0, c);
        }
    }
    for (lane, s) in &t.steps {
        add_steps(&mut all_steps, s);
        add_steps(&mut by_lane.entry(*lane).or_default().1, s);
    }
    Score {
        kernel: part(all, all_steps, p),
        variables: by_variable
            .into_iter()
            .map(|(v, c)| (v, part(c, Steps::default(), p)))
            .collect(),
        lanes: by_lane
            .into_iter()
            .map(|(l, (c, s))| (l, part(c, s, p)))
            .collect(),
        penalties: *p,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_observed_at_once_are_the_observations_one_by_one() {
        let seen = [
            ("x", 0, Outcome::Correct),
            ("x", 0, Outcome::Wrong),
            ("y", 1, Outcome::Missing),
            ("x", 0, Outcome::Correct),
            ("x", 2, Outcome::OptimizedOut),
        ];
        let mut one_by_one = Tally::default();
        let mut counts: BTreeMap<(&str, u32), Counts> = BTreeMap::new();
        for &(variable, lane, outcome) in &seen {
            one_by_one.observe(variable, lane, outcome);
            counts.entry((variable, lane)).or_default().count(outcome);
        }
        let mut at_once = Tally::default();
        // Counts added to a lane that has some already.
        at_once.observe("x", 0, Outcome::Correct);
        counts.get_mut(&("x", 0)).unwrap().0[Outcome::Correct.index()] -= 1;
        for ((variable, lane), c) in counts {
            at_once.observe_counts(variable, lane, c);
        }
        at_once.observe_counts("z", 3, Counts::default());
        assert_eq!(at_once, one_by_one);
    }

    #[test]
    fn a_perfect_session_scores_one_and_every_value_wrong_zero() {
        let p = Penalties::default();
        let mut t = Tally::default();
        for lane in 0..4 {
            t.observe("x", lane, Outcome::Correct);
            t.steps(lane, &[3, 4, 5], &[3, 4, 5], &[(0, 0), (1, 1), (2, 2)]);
        }
        assert_eq!(score(&t, &p).kernel.score, 1.0);
        let mut t = Tally::default();
        t.observe("x", 0, Outcome::Wrong);
        let s = score(&t, &p);
        assert_eq!(
            (s.kernel.penalty, s.kernel.maximum, s.kernel.score),
            (7, 7, 0.0)
        );
        assert_eq!(score(&Tally::default(), &p).kernel.score, 1.0);
    }

    #[test]
    fn penalties_per_outcome_variable_and_lane() {
        let p = Penalties::default();
        let mut t = Tally::default();
        // Lane 0: x right twice, y optimized out; lane 1: x wrong, y not listed.
        t.observe("x", 0, Outcome::Correct);
        t.observe("x", 0, Outcome::Correct);
        t.observe("y", 0, Outcome::OptimizedOut);
        t.observe("x", 1, Outcome::Wrong);
        t.observe("y", 1, Outcome::Missing);
        let s = score(&t, &p);
        // 3 + 7 + 6 = 16 of 5 × 7 = 35.
        assert_eq!((s.kernel.penalty, s.kernel.maximum), (16, 35));
        assert!((s.kernel.score - (1.0 - 16.0 / 35.0)).abs() < 1e-12);
        assert_eq!(s.variables["x"].penalty, 7);
        assert_eq!(s.variables["y"].penalty, 9);
        assert_eq!(s.lanes[&0].penalty, 3);
        assert_eq!(s.lanes[&1].penalty, 13);
        assert!(s.lanes[&0].score > s.lanes[&1].score);
    }

    #[test]
    fn steps_missing_unreachable_misordered() {
        let p = Penalties::default();
        let mut t = Tally::default();
        // Reference lines 3 4 5 6; checked 3 5 4 9 6, paired 3-3, 4-5... as an LCS: (0,0),
        // (1,2), (3,4): reference 5 unpaired (missing); checked 5 (index 1) misordered, 9
        // unreachable.
        t.steps(
            0,
            &[3, 4, 5, 6],
            &[3, 5, 4, 9, 6],
            &[(0, 0), (1, 2), (3, 4)],
        );
        let s = score(&t, &p);
        let st = s.kernel.steps;
        assert_eq!(
            (st.reference, st.missing, st.misordered, st.unreachable),
            (4, 1, 1, 1)
        );
        // 4 + 2 + 4 = 10 of 4 × 4 = 16.
        assert_eq!((s.kernel.penalty, s.kernel.maximum), (10, 16));
        // Heavy step trouble clamps at 0.
        let mut t = Tally::default();
        t.steps(0, &[1], &[7, 8, 9, 10, 11], &[]);
        assert_eq!(score(&t, &p).kernel.score, 0.0);
    }
}
