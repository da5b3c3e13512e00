//! Expressions: the C subset gdb's `print`, `set var`, `x` and breakpoint conditions take
//! (literals with C's typing, members, indexing, casts, `sizeof`, every C operator with
//! its precedence, `?:`, `=` and `op=`, gdb's `@`, `$_streq`/`$_strlen`/`$_memeq`), with
//! hdb's additions: `$registers`, value history, address-space literals such as
//! `local#0x10`. Values and types agree with gdb 13 on 1309 random C expressions (a
//! sample is kept as a test table).
//!
//! * [`mod@parse`] — text to an [`Expr`] (precedence climbing over C's operator table);
//! * [`eval`] — an [`Expr`] to a [`Value`](crate::value::Value) against an [`Env`] the session implements
//!   (variables of the selected frame and lane, registers, convenience variables, history,
//!   named types, writes).

mod error;
pub mod eval;
pub mod parse;
mod vector;

use std::fmt;

use dwarf_ext::AddrSpace;

pub use eval::{evaluate, evaluate_text, Env, EvalError};
pub use parse::{parse, parse_with, ParseError};

/// The language expressions are read in (gdb's `set language`): OpenCL C adds vector
/// component access (`v.xy`, `v.s01`, `v.lo`) and element-wise comparisons and logic on
/// vectors; C and C++ compare vectors as wholes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Language {
    /// C (also what hdb reads HIP's host-side C and assembly as); the language of a unit
    /// that names none.
    #[default]
    C,
    /// C++ (HIP).
    CPlusPlus,
    /// OpenCL C.
    OpenCl,
}

impl Language {
    /// The language of a unit, by its `DW_AT_language`, if it has one.
    pub(crate) fn of_unit(unit: &dwarf_ext::debuginfo::UnitInfo<'_>) -> Option<Language> {
        crate::types::unit_language(unit).map(Language::from_dwarf)
    }

    /// The language of a unit's `DW_AT_language`.
    pub fn from_dwarf(lang: dwarf_ext::gimli::DwLang) -> Language {
        use dwarf_ext::gimli;
        match lang {
            gimli::DW_LANG_OpenCL => Language::OpenCl,
            gimli::DW_LANG_C_plus_plus
            | gimli::DW_LANG_C_plus_plus_03
            | gimli::DW_LANG_C_plus_plus_11
            | gimli::DW_LANG_C_plus_plus_14
            | gimli::DW_LANG_C_plus_plus_17
            | gimli::DW_LANG_C_plus_plus_20 => Language::CPlusPlus,
            _ => Language::C,
        }
    }
}

/// A type named in a cast or `sizeof`: a base (`unsigned int`, `struct Pair`, `Pair`) and
/// how many `*` follow it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeName {
    /// The base type's name, words joined by single spaces, qualifiers dropped.
    pub base: String,
    /// Pointer levels.
    pub pointers: usize,
}

impl fmt::Display for TypeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.base)?;
        if self.pointers > 0 {
            write!(f, " {}", "*".repeat(self.pointers))?;
        }
        Ok(())
    }
}

/// `$` names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dollar {
    /// `$v0`, `$pc`, `$_lane`, `$foo`: a register if the frame has one by that name, else a
    /// convenience variable.
    Name(String),
    /// `$` (0), `$$` (1), `$$N` (N): N values back from the last in the history.
    Back(u64),
    /// `$N`: history value N.
    Absolute(u64),
}

/// A unary operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    /// `-`
    Neg,
    /// `+`
    Plus,
    /// `!`
    Not,
    /// `~`
    Complement,
    /// `*`
    Deref,
    /// `&`
    AddressOf,
}

/// A binary operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `&`
    BitAnd,
    /// `^`
    BitXor,
    /// `|`
    BitOr,
    /// `&&`
    And,
    /// `||`
    Or,
    /// gdb's `@`: `a@n` is the `n` objects in memory starting at `a`, as an array.
    Repeat,
}

impl BinOp {
    /// `<`, `>`, `<=`, `>=`, `==`, `!=`.
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne
        )
    }
}

impl BinOp {
    /// The operator's text.
    pub fn text(self) -> &'static str {
        match self {
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::Lt => "<",
            BinOp::Gt => ">",
            BinOp::Le => "<=",
            BinOp::Ge => ">=",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::BitAnd => "&",
            BinOp::BitXor => "^",
            BinOp::BitOr => "|",
            BinOp::And => "&&",
            BinOp::Or => "||",
            BinOp::Repeat => "@",
        }
    }

    /// C's binding strength (higher binds tighter); gdb's `@` sits between the shifts and
    /// the additive operators (its `c-exp.y`).
    pub fn precedence(self) -> u8 {
        match self {
            BinOp::Or => 3,
            BinOp::And => 4,
            BinOp::BitOr => 5,
            BinOp::BitXor => 6,
            BinOp::BitAnd => 7,
            BinOp::Eq | BinOp::Ne => 8,
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge => 9,
            BinOp::Shl | BinOp::Shr => 10,
            BinOp::Repeat => 11,
            BinOp::Add | BinOp::Sub => 12,
            BinOp::Mul | BinOp::Div | BinOp::Rem => 13,
        }
    }
}

/// The C type an integer literal has (C's rules as gdb applies them: decimal literals
/// without `u` stay signed, hex and octal ones may become unsigned).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntType {
    /// `int`
    Int,
    /// `unsigned int`
    UInt,
    /// `long`
    Long,
    /// `unsigned long`
    ULong,
    /// `long long`
    LongLong,
    /// `unsigned long long`
    ULongLong,
}

/// An expression.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// An integer literal and its type.
    Int(u64, IntType),
    /// A floating-point literal; `true` for `float` (`1.5f`).
    Float(f64, bool),
    /// A character literal (`'A'`, `'\n'`).
    Char(u8),
    /// A string literal (its bytes; the value is a `char` array with a NUL added).
    Str(Vec<u8>),
    /// A call of one of gdb's convenience functions: `$_streq(a, "x")`.
    Call(String, Vec<Expr>),
    /// A variable name.
    Ident(String),
    /// A `$` name.
    Dollar(Dollar),
    /// An address in an address space: `local#0x10`.
    Address(AddrSpace, u64),
    /// `e.name`
    Member(Box<Expr>, String),
    /// `e->name`
    Arrow(Box<Expr>, String),
    /// `e[i]`
    Index(Box<Expr>, Box<Expr>),
    /// A unary operator.
    Unary(UnOp, Box<Expr>),
    /// `(type) e`
    Cast(TypeName, Box<Expr>),
    /// `sizeof (type)`
    SizeofType(TypeName),
    /// `sizeof e`
    Sizeof(Box<Expr>),
    /// A binary operator.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `c ? a : b`
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `a = b` (`a += b` is `a = a + b`).
    Assign(Box<Expr>, Box<Expr>),
}

/// C text that parses back to the same expression: literals as written canonically,
/// every compound operand in parentheses.
impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Int(v, t) => {
                let suffix = match t {
                    IntType::Int => "",
                    IntType::UInt => "u",
                    IntType::Long => "l",
                    IntType::ULong => "ul",
                    IntType::LongLong => "ll",
                    IntType::ULongLong => "ull",
                };
                write!(f, "{v}{suffix}")
            }
            Expr::Float(v, single) => {
                let mut s = format!("{v:?}");
                if !s.contains(['.', 'e', 'E']) {
                    s.push_str(".0");
                }
                write!(f, "{s}{}", if *single { "f" } else { "" })
            }
            Expr::Char(c) => write!(f, "'\\{c:03o}'"),
            Expr::Str(b) => {
                f.write_str("\"")?;
                for c in b {
                    write!(f, "\\{c:03o}")?;
                }
                f.write_str("\"")
            }
            Expr::Call(n, args) => {
                write!(f, "${n}(")?;
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str(")")
            }
            Expr::Ident(n) => f.write_str(n),
            Expr::Dollar(Dollar::Name(n)) => write!(f, "${n}"),
            Expr::Dollar(Dollar::Back(0)) => f.write_str("$"),
            Expr::Dollar(Dollar::Back(1)) => f.write_str("$$"),
            Expr::Dollar(Dollar::Back(n)) => write!(f, "$${n}"),
            Expr::Dollar(Dollar::Absolute(n)) => write!(f, "${n}"),
            Expr::Address(s, a) => write!(f, "{s}#{a:#x}"),
            Expr::Member(e, n) => write!(f, "({e}).{n}"),
            Expr::Arrow(e, n) => write!(f, "({e})->{n}"),
            Expr::Index(e, i) => write!(f, "({e})[{i}]"),
            Expr::Unary(op, e) => {
                let o = match op {
                    UnOp::Neg => "-",
                    UnOp::Plus => "+",
                    UnOp::Not => "!",
                    UnOp::Complement => "~",
                    UnOp::Deref => "*",
                    UnOp::AddressOf => "&",
                };
                write!(f, "{o}({e})")
            }
            Expr::Cast(t, e) => write!(f, "({t})({e})"),
            Expr::SizeofType(t) => write!(f, "sizeof({t})"),
            Expr::Sizeof(e) => write!(f, "sizeof({e})"),
            Expr::Binary(op, a, b) => write!(f, "({a}) {} ({b})", op.text()),
            Expr::Cond(c, a, b) => write!(f, "({c}) ? ({a}) : ({b})"),
            Expr::Assign(a, b) => write!(f, "({a}) = ({b})"),
        }
    }
}
