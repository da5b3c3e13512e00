//! The values a front end asks the engine for: a frame's variables, and the user's
//! convenience variables and value history that expressions read and assign.

use std::collections::HashMap;
use std::ops::Range;

use dwarf_ext::Location;

use crate::expr::eval::EvalError;
use crate::value::Value;

/// The user's convenience variables (`set $x = 5`) and the value history (`$1`, `$2`, …),
/// which expressions read and assign.
#[derive(Debug, Clone, Default)]
pub struct Variables {
    /// Convenience variables by name (without `$`).
    pub convenience: HashMap<String, Value>,
    /// The value history, `$1` first.
    pub history: Vec<Value>,
}

/// Which variables of a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VariableKind {
    /// The function's formal parameters.
    Arguments,
    /// The locals of every enclosing block, innermost first.
    Locals,
}

/// A variable of a frame as one lane sees it.
#[derive(Debug, Clone)]
pub struct VariableValue {
    /// Its name (`<anonymous>` when the DWARF gives none).
    pub name: String,
    /// The `.debug_info` offset of its DIE.
    pub die: u64,
    /// Its value, or why it could not be read.
    pub value: Result<Value, EvalError>,
    /// The location the value was read from; `None` when it has none here (optimized out, a
    /// constant, a computed value, an evaluation error).
    pub location: Option<Location>,
}

/// A variable of a frame as one lane sees it, as [`Session::for_each_variable`] shows it:
/// the name borrowed from the debugging information.
///
/// [`Session::for_each_variable`]: crate::engine::Session::for_each_variable
#[derive(Debug)]
pub struct VariableRead<'a> {
    /// Its name (`<anonymous>` when the DWARF gives none).
    pub name: &'a str,
    /// The `.debug_info` offset of its DIE.
    pub die: u64,
    /// Its value, or why it could not be read.
    pub value: Result<Value, EvalError>,
    /// The location the value was read from, as [`VariableValue::location`].
    pub location: Option<Location>,
}

impl VariableRead<'_> {
    /// The variable with its own copy of the name.
    pub fn into_owned(self) -> VariableValue {
        VariableValue {
            name: self.name.to_string(),
            die: self.die,
            value: self.value,
            location: self.location,
        }
    }
}

/// The DWARF location description in force for a variable at a frame's PC: what a producer
/// wrote for it there.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LocationInForce {
    /// The expression, as `hdb dwarf` prints it.
    pub expression: String,
    /// The PC ranges `[start, end)` it holds for: the location-list entry's range, or for a
    /// single expression (`DW_FORM_exprloc`) the ranges of the scope holding the variable.
    pub ranges: Vec<Range<u64>>,
}
