//! [`EvalError`]: why an expression could not be evaluated. Its own module so the
//! evaluator and the vector operations it calls both use it without importing each other.

use super::ParseError;
use crate::value::ValueError;

/// Why an expression could not be evaluated; messages are gdb's where gdb has one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    /// The text did not parse.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// An unknown identifier or type name.
    #[error("No symbol \"{0}\" in current context.")]
    NoSymbol(String),
    /// `struct X` / `union X` / `enum X` that the debugging information does not have.
    #[error("No {kind} type named {name}.")]
    NoTagged {
        /// `struct`, `union` or `enum`.
        kind: String,
        /// The tag.
        name: String,
    },
    /// A value operation failed.
    #[error(transparent)]
    Value(#[from] ValueError),
    /// `$` with nothing in the history.
    #[error("The history is empty.")]
    HistoryEmpty,
    /// `$$N` past the start of the history.
    #[error("History does not go back to $${0}.")]
    HistoryBack(u64),
    /// `$N` past the end of the history.
    #[error("History has not yet reached ${0}.")]
    HistoryNotReached(u64),
    /// `$_streq(1)`: a convenience function given the wrong number of arguments.
    #[error("You must provide {count} for ${name}.")]
    Arguments {
        /// The function.
        name: String,
        /// `one argument`, `two arguments`, ...
        count: &'static str,
    },
    /// `$foo(1)` where `$foo` is no function.
    #[error("Invalid data type for function to be called.")]
    NotAFunction,
    /// A string function's argument is neither a char array nor a pointer to char (gdb's
    /// message from its Python implementation).
    #[error("Trying to read string with inappropriate type `{0}'.")]
    NotAString(String),
    /// A variable or register could not be read (the session's message).
    #[error("{0}")]
    Read(String),
    /// `a@0`, `a@-1`.
    #[error("Invalid number {0} of repetitions.")]
    Repetitions(i128),
    /// `1@2`: `@` needs an object in memory.
    #[error("Only values in memory can be extended with '@'.")]
    RepeatNotInMemory,
    /// A write failed (the session's message).
    #[error("{0}")]
    Write(String),
}
