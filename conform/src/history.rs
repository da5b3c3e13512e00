//! The reference run's write history of each variable, per work-item and frame instance,
//! for judging a checked value by where the reference was in its assignments rather than
//! by which stops lie nearby: a value is right when it is the one the reference held at
//! the corresponding stop (or wrote within that stop's line entry, the several assignments
//! of one line), one write apart is shown a statement early or late, and anything else is
//! wrong, however many stops a window spans.

use amdgpu::fasthash::HashMap;

use crate::names::{Ids, NameId};
use crate::runtime::{declaring, same_value, Run};

/// One value of a variable's history.
struct Write<'r> {
    value: &'r str,
}

/// Where a reference stop stands in a variable's history.
#[derive(Clone, Copy)]
struct Position {
    /// Which history.
    list: usize,
    /// The value in force at the stop.
    at: usize,
    /// The last value written within the stop's line entry (`at` when none was).
    last: usize,
}

/// How a checked value relates to the reference's history at the stops it corresponds to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The value the reference held there (or wrote within the line entry).
    Right,
    /// The reference's value one write earlier or later: shown a statement late or early.
    Shifted,
    /// Neither.
    Wrong,
    /// The one value the reference ever showed for the variable there: an assignment of the
    /// value its slot already held leaves no trace, so whether it is right cannot be told.
    Unknown,
}

impl Verdict {
    /// Better verdicts first: a value right at one of several candidate places is right.
    pub(crate) fn rank(self) -> u8 {
        match self {
            Verdict::Right => 0,
            Verdict::Unknown => 1,
            Verdict::Shifted => 2,
            Verdict::Wrong => 3,
        }
    }
}

/// Every reference variable's write history: per work-item, frame instance (a function's
/// entry at a call depth begins one; a recursive call's frames are other instances), the
/// function declaring the variable, and its name.
pub(crate) struct Histories<'r> {
    lists: Vec<Vec<Write<'r>>>,
    /// The names of each reference stop's values.
    names: &'r Ids,
    /// Where each reference stop's values stand: those of stop `j` at `first[j]..` in
    /// `positions`, one for each of its values (`None`: not read, or a value of the same
    /// name earlier in the stop stands for the variable).
    first: Vec<usize>,
    positions: Vec<Option<Position>>,
}

/// A work-item: (work-group, flat id in the group).
type WorkItem = ([u32; 3], u32);

impl<'r> Histories<'r> {
    /// The histories of `run` (values read without error only); `names`: the names of
    /// its stops' values.
    pub(crate) fn of(run: &'r Run, names: &'r Ids) -> Histories<'r> {
        // (work-item, depth) → the frame instance running there.
        // Work-item → (depth, the frame instance running there), a few depths each.
        let mut frames: HashMap<WorkItem, Vec<(u32, usize)>> = HashMap::default();
        let mut instances = 0usize;
        // (frame instance, declaring function's number, name) → its history.
        let mut ids: HashMap<(usize, u32, NameId), usize> = HashMap::default();
        // The functions, numbered as first met, and for each DWARF description of a variable
        // the number of the inlined callee declaring it (`Some(None)`: none, the stop's
        // function does): a history's key is then three numbers, worked out once per
        // description instead of hashing a function's name at every value.
        let mut functions: HashMap<Option<&'r str>, u32> = HashMap::default();
        fn number<'r>(functions: &mut HashMap<Option<&'r str>, u32>, f: Option<&'r str>) -> u32 {
            let next = u32::try_from(functions.len()).unwrap_or(u32::MAX);
            *functions.entry(f).or_insert(next)
        }
        let mut inlined: Vec<Option<Option<u32>>> = vec![None; run.described.len()];
        let values = run.observations.iter().map(|o| o.values.len()).sum();
        let mut h = Histories {
            lists: Vec::new(),
            names,
            first: Vec::with_capacity(run.observations.len()),
            positions: Vec::with_capacity(values),
        };
        for (j, o) in run.observations.iter().enumerate() {
            let item = (o.group, o.local);
            let o_names = names.of(j);
            let own = number(&mut functions, o.function.as_deref());
            let running = frames.entry(item).or_default();
            let instance = match running.iter().find(|&&(d, _)| d == o.depth) {
                Some(&(_, f)) if !o.entry => f,
                _ => {
                    instances += 1;
                    // Deeper frames of the work-item ended with the call that returned.
                    running.retain(|&(d, _)| d < o.depth);
                    running.push((o.depth, instances));
                    instances
                }
            };
            let first = h.positions.len();
            h.first.push(first);
            for (k, ((name, v), &id)) in o.values.iter().zip(o_names).enumerate() {
                h.positions.push(None);
                let Ok(v) = v else { continue };
                let earlier = o_names[..k]
                    .iter()
                    .zip(&h.positions[first..])
                    .any(|(&n, p)| p.is_some() && n == id);
                if earlier {
                    continue;
                }
                let function = match o
                    .described
                    .get(k)
                    .and_then(|&d| Some((d, inlined.get_mut(d)?)))
                {
                    Some((d, slot)) => slot
                        .get_or_insert_with(|| {
                            run.described[d]
                                .inline
                                .last()
                                .map(|c| number(&mut functions, c.function.as_deref()))
                        })
                        .unwrap_or(own),
                    None => own,
                };
                debug_assert_eq!(
                    Some(function),
                    functions.get(&declaring(run, o, k)).copied()
                );
                let key = (instance, function, id);
                let list = *ids.entry(key).or_insert_with(|| {
                    h.lists.push(Vec::new());
                    h.lists.len() - 1
                });
                let l = &mut h.lists[list];
                if l.last().is_none_or(|w| w.value != &**v) {
                    l.push(Write { value: v });
                }
                let at = l.len() - 1;
                for (n, w) in &o.within_line {
                    if n == name && l.last().is_none_or(|x| x.value != &**w) {
                        l.push(Write { value: w });
                    }
                }
                let last = l.len() - 1;
                h.positions[first + k] = Some(Position { list, at, last });
            }
        }
        h
    }

    /// Where reference stop `j` stands in the history of its variable `name`.
    fn position(&self, j: usize, name: NameId) -> Option<&Position> {
        let first = *self.first.get(j)?;
        self.names
            .of(j)
            .iter()
            .zip(&self.positions[first..])
            .find_map(|(&n, p)| p.as_ref().filter(|_| n == name))
    }

    /// Whether value `k` of the history `p` stands in is `got`. The first value of a
    /// history is not one the variable was assigned (an -O0 slot before its first store, a
    /// parameter before the prologue stores it), so it matches nothing.
    fn holds<'a>(&'a self, p: &Position, got: &'a str) -> impl Fn(usize) -> bool + 'a {
        let l = &self.lists[p.list];
        move |k: usize| k > 0 && l.get(k).is_some_and(|w| same_value(got, w.value))
    }

    /// Whether value `k` of the history `p` stands in is `got`, for a value one write
    /// away (or at an anchor, [`Self::between`]): as [`Self::holds`], and also the
    /// history's first value when the checked build goes on to show the value the first
    /// change wrote (`next(value)`: whether it shows `value` next). That first value is the
    /// slot's content before any store, but an -O0 slot that already held what the first
    /// store wrote (`s = 0` over a zeroed slot) shows no write of it: a checked build that
    /// goes from it to the reference's next value, only later, shows the variable a
    /// statement late. A value that only equals it (often a 0) is wrong.
    fn holds_or_precedes<'a>(
        &'a self,
        p: &Position,
        got: &'a str,
        next: &'a dyn Fn(&str) -> bool,
    ) -> impl Fn(usize) -> bool + 'a {
        let l = &self.lists[p.list];
        // Asked only when `got` is the first value (seldom): `next` looks ahead in the
        // checked run.
        let lagging = std::cell::OnceCell::new();
        move |k: usize| match k {
            0 => *lagging
                .get_or_init(|| l.len() > 1 && same_value(got, l[0].value) && next(l[1].value)),
            _ => l.get(k).is_some_and(|w| same_value(got, w.value)),
        }
    }

    /// `got` at a checked stop paired with reference stop `j`; `next` tells whether the
    /// checked build shows a value next for the variable in the call (see
    /// [`Self::holds_or_precedes`]).
    pub(crate) fn paired<'a>(
        &'a self,
        j: usize,
        name: NameId,
        got: &'a str,
        next: &'a dyn Fn(&str) -> bool,
    ) -> Verdict {
        let Some(p) = self.position(j, name) else {
            return Verdict::Wrong;
        };
        let is = self.holds(p, got);
        let one_away = self.holds_or_precedes(p, got, next);
        if (p.at..=p.last).any(&is) {
            Verdict::Right
        } else if p.at.checked_sub(1).is_some_and(&one_away) || is(p.last + 1) {
            Verdict::Shifted
        } else if self.first_is(p, got) {
            Verdict::Unknown
        } else {
            Verdict::Wrong
        }
    }

    /// Whether the history `p` stands in never changed and its one value is `got` (see
    /// [`Verdict::Unknown`]): once a history changes, its first value was the slot's
    /// content before the first store, and showing it is wrong.
    fn first_is(&self, p: &Position, got: &str) -> bool {
        match &self.lists[p.list][..] {
            [only] => same_value(got, only.value),
            _ => false,
        }
    }

    /// `got` at a checked stop no reference stop is paired with: `window` holds the
    /// reference stops from the one paired with the checked stop before it to the one paired
    /// with the stop after it, in order; the first and last of them that show the variable
    /// are the anchors. Right: the value the reference held at either, the next one written
    /// after the first, or the last one written before the second (the stop corresponds to
    /// some point between them, but a window over several writes, such as a loop's
    /// iterations the other build enters differently, does not make every value in it
    /// right). One write beyond those is shifted.
    ///
    /// `straight`: the window enters no line twice (no loop runs in it), so the checked
    /// build may have scheduled any of its assignments ahead or behind: a value written
    /// anywhere between the anchors is right. `next`: as for [`Self::paired`].
    pub(crate) fn between<'a>(
        &'a self,
        window: &[usize],
        name: NameId,
        got: &'a str,
        straight: bool,
        next: &'a dyn Fn(&str) -> bool,
    ) -> Verdict {
        let mut shown = window.iter().filter_map(|&k| self.position(k, name));
        let lo = shown.next();
        let hi = shown.next_back().or(lo);
        let mut verdict = Verdict::Wrong;
        // The first value counts at an anchor too when the checked build goes on to the
        // first change's (a stop between the anchors of `s = 0` and `s += 1`).
        let mut consider = |p: &Position, right: (usize, usize), shifted: [Option<usize>; 2]| {
            let is = self.holds_or_precedes(p, got, next);
            if (right.0..=right.1).any(&is) {
                verdict = Verdict::Right;
            } else if verdict == Verdict::Wrong && shifted.into_iter().flatten().any(&is) {
                verdict = Verdict::Shifted;
            }
        };
        if let Some(p) = lo {
            consider(
                p,
                (p.at, p.last + 1),
                [p.at.checked_sub(1), Some(p.last + 2)],
            );
        }
        if let Some(p) = hi {
            consider(
                p,
                (p.at.saturating_sub(1), p.at),
                [p.at.checked_sub(2), Some(p.last + 1)],
            );
        }
        if let (true, false, Some(a), Some(b)) = (straight, verdict == Verdict::Right, lo, hi) {
            if a.list == b.list && (a.at..=b.last).any(self.holds(a, got)) {
                verdict = Verdict::Right;
            }
        }
        if verdict == Verdict::Wrong && lo.into_iter().chain(hi).any(|p| self.first_is(p, got)) {
            return Verdict::Unknown;
        }
        verdict
    }
}
