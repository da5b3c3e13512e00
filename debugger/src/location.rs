//! Breakpoint locations: a function name, `FILE:LINE` or `*ADDR`, resolved to code addresses
//! of a [`Module`].
//!
//! * A function name is the symbol's first instruction.
//! * `FILE:LINE` is, in each function holding code for that line, the first `is_stmt`
//!   address of the line (gdb's rule). `FILE` matches a line-table file whose name or path
//!   ends with it at a `/` boundary. A line with no code moves to the next line that has
//!   some, as gdb does.
//! * `*ADDR` is a code address of the object (hex with `0x`, or decimal).
//!
//! Addresses are the code object's own (ELF) addresses; add the load bias to plant them.

use std::collections::BTreeMap;
use std::fmt;

use amdgpu::target::{StopReason, WaveId};

use crate::symbols::Module;

/// A breakpoint location as the user wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    /// A function (symbol) name.
    Function(String),
    /// A source line.
    Line {
        /// The file (a suffix of the line table's path).
        file: String,
        /// The 1-based line.
        line: u64,
    },
    /// A code address (ELF address of the code object).
    Address(u64),
}

/// Why a location cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocationError {
    /// The location as given.
    pub location: String,
    /// Why.
    pub why: String,
}

impl fmt::Display for LocationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "location `{}`: {}", self.location, self.why)
    }
}

impl std::error::Error for LocationError {}

fn parse_address(s: &str) -> Option<u64> {
    let s = s.trim();
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

impl Location {
    /// Parses `NAME`, `FILE:LINE` or `*ADDR`.
    pub fn parse(text: &str) -> Result<Location, LocationError> {
        let bad = |why: &str| LocationError {
            location: text.to_string(),
            why: why.to_string(),
        };
        let t = text.trim();
        if t.is_empty() {
            return Err(bad("empty location"));
        }
        if let Some(a) = t.strip_prefix('*') {
            return parse_address(a)
                .map(Location::Address)
                .ok_or_else(|| bad("not an address"));
        }
        if let Some((file, line)) = t.rsplit_once(':') {
            if let Ok(line) = line.trim().parse::<u64>() {
                if file.is_empty() || line == 0 {
                    return Err(bad("expected FILE:LINE with a line from 1"));
                }
                return Ok(Location::Line {
                    file: file.to_string(),
                    line,
                });
            }
        }
        // gdb's quoting of C++ names with spaces: 'ipow(long, unsigned int)'.
        let name = t
            .strip_prefix('\'')
            .and_then(|x| x.strip_suffix('\''))
            .unwrap_or(t);
        Ok(Location::Function(name.to_string()))
    }

    /// The code addresses (ELF addresses of `module`) the location stands for, in order. A
    /// function stands for its first instruction here; the session moves a `break FUNCTION`
    /// past the prologue as gdb does.
    pub fn resolve(&self, module: &Module) -> Result<Vec<u64>, LocationError> {
        let fail = |why: String| LocationError {
            location: self.to_string(),
            why,
        };
        match self {
            Location::Function(name) => {
                let hits: Vec<u64> = module
                    .functions
                    .iter()
                    .filter(|f| module.names_function(&f.name, name))
                    .map(|f| f.start)
                    .collect();
                if hits.is_empty() {
                    return Err(fail(format!("no function `{name}` in {}", module.name)));
                }
                Ok(hits)
            }
            Location::Address(a) => {
                if module.image.code_object.code_at(*a).is_none() {
                    return Err(fail(format!(
                        "{a:#x} is not in the code of {}",
                        module.name
                    )));
                }
                Ok(vec![*a])
            }
            Location::Line { file, line } => {
                let lines = module.lines();
                let files = lines.matching_files(file);
                let rows = lines.statement_rows(&files);
                if rows.is_empty() {
                    return Err(fail(format!(
                        "no line-table file matches `{file}` in {}",
                        module.name
                    )));
                }
                // The line itself, or the next line that has code (gdb's rule).
                let Some(&target) = rows.keys().find(|&&l| u64::from(l) >= *line) else {
                    return Err(fail(format!("{file} has no code at or after line {line}")));
                };
                // First address of the line in each function (or per code range outside
                // any function).
                let mut per_function: BTreeMap<Option<u64>, u64> = BTreeMap::new();
                for &a in &rows[&target] {
                    let f = module.function_at(a).map(|f| f.start);
                    let e = per_function.entry(f).or_insert(a);
                    *e = (*e).min(a);
                }
                let mut out: Vec<u64> = per_function.into_values().collect();
                out.sort_unstable();
                Ok(out)
            }
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Function(n) => f.write_str(n),
            Location::Line { file, line } => write!(f, "{file}:{line}"),
            Location::Address(a) => write!(f, "*{a:#x}"),
        }
    }
}

/// How a run toward a breakpoint ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunOutcome {
    /// A wave stopped at one of the breakpoints.
    Hit {
        /// The wave.
        wave: WaveId,
        /// Its PC (a wave address).
        pc: u64,
    },
    /// A wave stopped for another reason (a trap, a fault, an instruction limit).
    Stopped {
        /// The wave.
        wave: WaveId,
        /// Its PC (a wave address).
        pc: u64,
        /// Why.
        reason: StopReason,
    },
    /// Every wave ended without reaching a breakpoint.
    Completed,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse() {
        assert_eq!(
            Location::parse("fib_rec").unwrap(),
            Location::Function("fib_rec".into())
        );
        assert_eq!(
            Location::parse("src/recursion.cl:12").unwrap(),
            Location::Line {
                file: "src/recursion.cl".into(),
                line: 12
            }
        );
        assert_eq!(
            Location::parse("*0x1640").unwrap(),
            Location::Address(0x1640)
        );
        assert!(Location::parse("*zz").is_err());
        assert!(Location::parse("a.cl:0").is_err());
    }
}
