//! Which iteration of its loops a wave is in: the backward jumps it took inside one function
//! activation. An optimised loop enters its lines a different number of times per iteration
//! (a condition split over several rows), so a line's entry count does not say which
//! iteration a stop is in; the jumps back over it do, in both builds, when neither unrolls
//! the loop.

use amdgpu::fasthash::HashMap;

/// A wave's backward jumps so far, by (target, source), and its last stop.
#[derive(Debug, Default)]
pub(crate) struct Loops {
    last: Option<(u64, i64)>,
    taken: HashMap<(u64, u64), u32>,
}

impl Loops {
    /// Notes a stop at `pc` with `depth` calls on the wave's stack: a jump to a lower PC of
    /// the same function at the same depth, not to the function's first instruction (a
    /// recursive call), is a loop's back edge.
    pub(crate) fn step(
        &mut self,
        pc: u64,
        depth: i64,
        entry: bool,
        same_function: impl Fn(u64, u64) -> bool,
    ) {
        if let Some((before, d)) = self.last {
            if pc < before && d == depth && !entry && same_function(pc, before) {
                *self.taken.entry((pc, before)).or_default() += 1;
            }
        }
        self.last = Some((pc, depth));
    }

    /// The back edges taken, as (target, source).
    pub(crate) fn spans(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.taken.keys().copied()
    }

    /// How often the innermost back edge over `pc` (the shortest span that holds it) was
    /// taken: the iterations of the loop around it. The innermost, because a build may
    /// jump back twice per iteration (AMDGPU's structurized control flow at -O0).
    pub(crate) fn iteration(&self, pc: u64) -> u32 {
        self.taken
            .iter()
            .filter(|((to, from), _)| (*to..=*from).contains(&pc))
            .min_by_key(|((to, from), _)| (from - to, *to))
            .map_or(0, |(_, k)| *k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_edges_count_a_loops_iterations_and_calls_are_not_back_edges() {
        let mut l = Loops::default();
        let same = |a: u64, b: u64| (a >= 0x100) == (b >= 0x100);
        // A loop over 0x110..=0x118 run three times, then code after it.
        for pc in [
            0x100, 0x110, 0x114, 0x118, 0x110, 0x114, 0x118, 0x110, 0x114, 0x118,
        ] {
            l.step(pc, 0, false, same);
        }
        assert_eq!(l.iteration(0x114), 2);
        l.step(0x120, 0, false, same);
        assert_eq!(l.iteration(0x120), 0);
        // A call to a function at a lower address, and a recursive call (the function's
        // first instruction, one call deeper), and its return: none is a back edge.
        l.step(0x40, 1, true, same);
        l.step(0x124, 0, false, same);
        l.step(0x100, 1, true, same);
        l.step(0x128, 0, false, same);
        assert_eq!(l.taken.len(), 1);
    }
}
