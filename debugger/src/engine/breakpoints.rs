//! Breakpoints: the one parser of locations as users write them, their resolution to code
//! addresses of a module, and the table of user breakpoints and watchpoints (gdb numbers
//! both from one counter).
//!
//! * `FUNCTION` is the function's first instruction, or — as gdb places `break FUNCTION` —
//!   the end of its prologue ([`Placement`]). C++/HIP names match demangled, with or without
//!   parameters, and a template's name without its arguments names every instance.
//! * `FILE:LINE` is, in each function holding code for that line, the first `is_stmt` address
//!   of the line (gdb's rule). `FILE` matches a line-table file whose name or path ends with
//!   it at a `/` boundary. A line with no code moves to the next line that has some.
//! * `LINE` is a line of the default source file (the caller's, else the engine's: the
//!   selected frame's file, else the first kernel's).
//! * `*ADDR` is a loaded code address, as frames and `info line` show it (hex with `0x`, or
//!   decimal). An address no module holds loaded but one holds as an ELF address is taken as
//!   that module's code address.

use std::collections::BTreeMap;
use std::fmt;

use amdgpu::target::{WatchKind, WatchRegion, WaveId};

use crate::symbols::Module;
use crate::types::Type;

/// A breakpoint location as the user wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BreakpointSpec {
    /// A function (symbol) name.
    Function(String),
    /// A source line; `file: None` is the default source file.
    Line {
        /// The file (a suffix of the line table's path).
        file: Option<String>,
        /// The 1-based line.
        line: u64,
    },
    /// A loaded code address.
    Address(u64),
}

/// Why a location cannot be parsed or resolved in a module.
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

impl BreakpointSpec {
    /// Parses `FUNCTION`, `FILE:LINE`, `LINE` or `*ADDR`.
    pub fn parse(text: &str) -> Result<BreakpointSpec, LocationError> {
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
                .map(BreakpointSpec::Address)
                .ok_or_else(|| bad("not an address"));
        }
        if t.chars().all(|c| c.is_ascii_digit()) {
            let line: u64 = t.parse().map_err(|_| bad("not a line number"))?;
            if line == 0 {
                return Err(bad("expected a line from 1"));
            }
            return Ok(BreakpointSpec::Line { file: None, line });
        }
        if let Some((file, line)) = t.rsplit_once(':') {
            if let Ok(line) = line.trim().parse::<u64>() {
                if file.is_empty() || line == 0 {
                    return Err(bad("expected FILE:LINE with a line from 1"));
                }
                return Ok(BreakpointSpec::Line {
                    file: Some(file.to_string()),
                    line,
                });
            }
        }
        // gdb's quoting of C++ names with spaces: 'ipow(long, unsigned int)'.
        let name = t
            .strip_prefix('\'')
            .and_then(|x| x.strip_suffix('\''))
            .unwrap_or(t);
        Ok(BreakpointSpec::Function(name.to_string()))
    }

    /// The ELF addresses of `module` the location stands for, in order: `FUNCTION` is its
    /// first instruction here, a `Line` must name its file, `Address` is loaded.
    pub(crate) fn resolve_in(&self, module: &Module) -> Result<Vec<u64>, LocationError> {
        let fail = |why: String| LocationError {
            location: self.to_string(),
            why,
        };
        match self {
            BreakpointSpec::Function(name) => {
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
            BreakpointSpec::Address(a) => {
                if module.contains(*a) {
                    return Ok(vec![a - module.load_base]);
                }
                if module.holds_elf_code(*a) {
                    return Ok(vec![*a]);
                }
                Err(fail(format!(
                    "{a:#x} is not in the code of {}",
                    module.name
                )))
            }
            BreakpointSpec::Line { file, line } => {
                let Some(file) = file else {
                    return Err(fail("no default source file".into()));
                };
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

impl fmt::Display for BreakpointSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BreakpointSpec::Function(n) => f.write_str(n),
            BreakpointSpec::Line {
                file: Some(file),
                line,
            } => write!(f, "{file}:{line}"),
            BreakpointSpec::Line { file: None, line } => write!(f, "{line}"),
            BreakpointSpec::Address(a) => write!(f, "*{a:#x}"),
        }
    }
}

/// Where a function breakpoint goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// After the prologue, where the arguments are in their homes (gdb's `break FUNCTION`).
    AfterPrologue,
    /// At the function's first instruction (`hdb run --break`, `*ADDR`).
    FirstInstruction,
}

/// A user breakpoint.
#[derive(Debug, Clone)]
pub struct Breakpoint {
    /// gdb's number.
    pub number: u32,
    /// The location as typed.
    pub text: String,
    /// Parsed.
    pub spec: BreakpointSpec,
    /// Where a function breakpoint goes.
    pub placement: Placement,
    /// `tbreak`: deleted at its first stop.
    pub temporary: bool,
    /// Enabled.
    pub enabled: bool,
    /// An expression evaluated per active lane (`$_lane` is that lane); the wave stops when
    /// it holds for any.
    pub condition: Option<String>,
    /// ROCgdb's `-lane N`: only this lane's hits count.
    pub lane: Option<u32>,
    /// gdb's `thread N`: only this wave's hits count.
    pub thread: Option<WaveId>,
    /// Hits to ignore.
    pub ignore_count: u32,
    /// Times it stopped the program.
    pub hits: u32,
    /// Loaded code addresses; empty while pending.
    pub addresses: Vec<u64>,
}

/// What a new breakpoint is, besides its location.
#[derive(Debug, Clone, Default)]
pub struct BreakpointOptions {
    /// Deleted at its first stop.
    pub temporary: bool,
    /// The condition's text (parsed by the engine).
    pub condition: Option<String>,
    /// Only this lane.
    pub lane: Option<u32>,
    /// Only this wave.
    pub thread: Option<WaveId>,
    /// Kept pending when no loaded code holds the location (gdb's `set breakpoint pending
    /// on`); otherwise the resolution error is returned.
    pub pending: bool,
    /// At the first instruction instead of after the prologue.
    pub first_instruction: bool,
}

/// A watchpoint on memory (write, read or access; global, LDS or private).
#[derive(Debug, Clone)]
pub struct Watchpoint {
    /// gdb's number (shared with breakpoints).
    pub number: u32,
    /// The expression as typed.
    pub expression: String,
    /// Its type (to show the values).
    pub ty: std::sync::Arc<Type>,
    /// What the target watches: the memory, its bytes and the accesses that stop.
    pub region: WatchRegion,
    /// The bytes when last seen.
    pub old: Vec<u8>,
    /// Times it stopped the program.
    pub hits: u32,
    /// Enabled.
    pub enabled: bool,
    /// Where the function whose private memory it watches returns: the watchpoint is
    /// deleted there (gdb's watchpoint scope). `None` for memory that outlives every call.
    pub scope_exit: Option<ScopeExit>,
}

/// The return of the call a private watchpoint's memory belongs to: `wave` back at
/// `return_pc` with the caller's stack pointer (`s32`) `caller_sp`, when the unwinder knows it
/// (a recursive call's own return is told apart by it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScopeExit {
    /// The wave.
    pub wave: WaveId,
    /// The caller's resume address.
    pub return_pc: u64,
    /// The caller's stack pointer.
    pub caller_sp: Option<u64>,
}

/// A watchpoint an access triggered: which one, the bytes before and after (the same for a
/// load, or a store that left them as they were), and the lanes whose access it was (empty
/// when the target cannot say).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WatchHit {
    /// The watchpoint's number.
    pub number: u32,
    /// Its kind.
    pub kind: WatchKind,
    /// The lanes that accessed the watched bytes, ascending.
    pub lanes: Vec<u32>,
    /// The bytes before the store.
    pub old: Vec<u8>,
    /// The bytes after it.
    pub new: Vec<u8>,
}

/// The user's breakpoints and watchpoints, numbered from one counter as gdb does.
#[derive(Debug, Clone)]
pub struct BreakpointTable {
    /// Breakpoints in number order.
    pub breakpoints: Vec<Breakpoint>,
    /// Watchpoints in number order.
    pub watchpoints: Vec<Watchpoint>,
    next: u32,
}

impl Default for BreakpointTable {
    fn default() -> Self {
        BreakpointTable {
            breakpoints: Vec::new(),
            watchpoints: Vec::new(),
            next: 1,
        }
    }
}

impl BreakpointTable {
    /// The next number, taken.
    pub(crate) fn take_number(&mut self) -> u32 {
        let n = self.next;
        self.next += 1;
        n
    }

    /// A breakpoint by number.
    pub fn get(&self, number: u32) -> Option<&Breakpoint> {
        self.breakpoints.iter().find(|b| b.number == number)
    }

    pub(crate) fn get_mut(&mut self, number: u32) -> Option<&mut Breakpoint> {
        self.breakpoints.iter_mut().find(|b| b.number == number)
    }

    /// A watchpoint by number.
    pub fn watchpoint(&self, number: u32) -> Option<&Watchpoint> {
        self.watchpoints.iter().find(|w| w.number == number)
    }

    /// The loaded addresses every enabled breakpoint wants planted.
    pub(crate) fn wanted(&self) -> impl Iterator<Item = u64> + '_ {
        self.breakpoints
            .iter()
            .filter(|b| b.enabled)
            .flat_map(|b| b.addresses.iter().copied())
            .chain(
                self.watchpoints
                    .iter()
                    .filter_map(|w| w.scope_exit.map(|e| e.return_pc)),
            )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse() {
        assert_eq!(
            BreakpointSpec::parse("fib_rec").unwrap(),
            BreakpointSpec::Function("fib_rec".into())
        );
        assert_eq!(
            BreakpointSpec::parse("src/recursion.cl:12").unwrap(),
            BreakpointSpec::Line {
                file: Some("src/recursion.cl".into()),
                line: 12
            }
        );
        assert_eq!(
            BreakpointSpec::parse("12").unwrap(),
            BreakpointSpec::Line {
                file: None,
                line: 12
            }
        );
        assert_eq!(
            BreakpointSpec::parse("*0x1640").unwrap(),
            BreakpointSpec::Address(0x1640)
        );
        assert_eq!(
            BreakpointSpec::parse("'ipow(long, unsigned int)'").unwrap(),
            BreakpointSpec::Function("ipow(long, unsigned int)".into())
        );
        assert!(BreakpointSpec::parse("*zz").is_err());
        assert!(BreakpointSpec::parse("a.cl:0").is_err());
        assert!(BreakpointSpec::parse("0").is_err());
        assert!(BreakpointSpec::parse("  ").is_err());
    }
}
