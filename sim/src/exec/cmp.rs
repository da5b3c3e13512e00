//! Compare conditions as the scalar (SOPC/SOPK) and vector (VOPC) units evaluate them.

use amdgpu::decode::CompareCond;

/// Evaluating a compare condition (SOPC/SOPK and VOPC); the condition itself is the
/// decoder's [`CompareCond`].
pub trait CondEval {
    /// Integer comparison.
    fn int<X: Ord>(self, a: X, b: X) -> bool;
    /// Float comparison (ordered conditions are false on NaN; the `n*` ones are their
    /// negations and so true on NaN).
    fn float(self, a: f64, b: f64) -> bool;
}

impl CondEval for CompareCond {
    #[inline]
    fn int<X: Ord>(self, a: X, b: X) -> bool {
        match self {
            CompareCond::F => false,
            CompareCond::Lt => a < b,
            CompareCond::Eq => a == b,
            CompareCond::Le => a <= b,
            CompareCond::Gt => a > b,
            CompareCond::Lg => a != b,
            CompareCond::Ge => a >= b,
            _ => true,
        }
    }

    #[inline]
    // The negations are the ISA's NaN rule, and `a < b || a > b` is not `a != b` for NaN.
    #[allow(clippy::neg_cmp_op_on_partial_ord, clippy::double_comparisons)]
    fn float(self, a: f64, b: f64) -> bool {
        match self {
            CompareCond::F => false,
            CompareCond::Lt => a < b,
            CompareCond::Eq => a == b,
            CompareCond::Le => a <= b,
            CompareCond::Gt => a > b,
            CompareCond::Lg => a < b || a > b,
            CompareCond::Ge => a >= b,
            // A class compare tests a mask of classes, not a condition (`vector::vcmp`).
            CompareCond::T | CompareCond::Class => true,
            CompareCond::O => !a.is_nan() && !b.is_nan(),
            CompareCond::U => a.is_nan() || b.is_nan(),
            CompareCond::Nge => !(a >= b),
            CompareCond::Nlg => !(a < b || a > b),
            CompareCond::Ngt => !(a > b),
            CompareCond::Nle => !(a <= b),
            CompareCond::Neq => !(a == b),
            CompareCond::Nlt => !(a < b),
        }
    }
}
