//! Symbol queries: `info symbol ADDR` and `info address NAME`, in gdb's sentences.

use dwarf_ext::debuginfo::VarLocation;
use serde_json::json;
use std::fmt::Write as _;

use super::{CommandError, CommandResult, Interpreter};
use crate::engine::{Placement, SymbolAddress, SymbolLocation};
use crate::types::TypeKind;
use crate::value::Scalar;

impl Interpreter {
    /// `info symbol ADDR`: `NAME [+ OFFSET] in section SECTION of OBJFILE`.
    pub(crate) fn info_symbol(&mut self, arg: &str) -> CommandResult {
        let arg = arg.trim();
        if arg.is_empty() {
            return Err(CommandError("Argument required (address).".into()));
        }
        let address = match self.engine.symbol_address(arg) {
            Some(
                SymbolAddress::Function { address, .. } | SymbolAddress::Static { address, .. },
            ) => address,
            None => match self.evaluate(arg)?.scalar() {
                Ok(Scalar::Int(i)) => i as u64,
                _ => return Err(CommandError(format!("No symbol matches {arg}."))),
            },
        };
        let Some(s) = self.engine.symbol_at(address) else {
            return Err(CommandError(format!("No symbol matches {arg}.")));
        };
        let offset = if s.offset == 0 {
            String::new()
        } else {
            format!(" + {}", s.offset)
        };
        self.print(format!(
            "{}{offset} in section {} of {}\n",
            s.name, s.section, s.objfile
        ));
        self.field(
            "symbol",
            json!({"name": s.name, "offset": s.offset, "section": s.section, "objfile": s.objfile}),
        );
        Ok(())
    }

    /// `info address NAME`: where a function, a global or a variable of the selected frame
    /// lives.
    pub(crate) fn info_address(&mut self, arg: &str) -> CommandResult {
        let name = arg.trim();
        if name.is_empty() {
            return Err(CommandError("Argument required.".into()));
        }
        // A variable in scope hides a symbol of the same name, as in gdb.
        let frame = self.engine.focus().map_or(0, |f| f.frame);
        let local = self.engine.frame_scope(frame).ok().flatten().and_then(|s| {
            s.variables
                .iter()
                .rev()
                .find(|v| v.name.as_deref() == Some(name))
                .map(|v| v.location.clone())
        });
        let text = match (local, self.engine.symbol_address(name)) {
            (Some(VarLocation::None | VarLocation::NotLive), _) => {
                format!("Symbol \"{name}\" is optimized out.")
            }
            (Some(VarLocation::Const(_)), _) => format!("Symbol \"{name}\" is constant."),
            (Some(VarLocation::Expressions(_)), _) => format!(
                "Symbol \"{name}\" is a variable with complex DWARF expression locating its address in memory."
            ),
            (None, Some(SymbolAddress::Function { name, address })) => {
                format!("Symbol \"{name}\" is a function at address {address:#x}.")
            }
            (None, Some(SymbolAddress::Static { name, address })) => {
                format!("Symbol \"{name}\" is static storage at address {address:#x}.")
            }
            (None, None) => {
                return Err(CommandError(format!(
                    "No symbol \"{name}\" in current context."
                )))
            }
        };
        self.print(format!("{text}\n"));
        Ok(())
    }
}

impl Interpreter {
    /// `info functions [-q] [REGEX]`: the functions the DWARF defines, by file, each as
    /// its C declaration after its line, as gdb lists them.
    pub(crate) fn info_functions(&mut self, arg: &str) -> CommandResult {
        let mut words = arg.split_whitespace().peekable();
        while words.peek().is_some_and(|w| matches!(*w, "-q" | "-n")) {
            words.next();
        }
        let pattern = words.collect::<Vec<_>>().join(" ");
        let regex = if pattern.is_empty() {
            None
        } else {
            Some(
                regex_lite::Regex::new(&pattern)
                    .map_err(|e| CommandError(format!("Invalid regexp({e}): {pattern}")))?,
            )
        };
        let functions = self
            .engine
            .defined_functions(&|name| regex.as_ref().is_none_or(|r| r.is_match(name)));
        let mut s = match &regex {
            Some(_) => format!("All functions matching regular expression \"{pattern}\":\n"),
            None => "All defined functions:\n".to_string(),
        };
        let mut file: Option<&str> = None;
        let mut rows = Vec::new();
        for f in &functions {
            if file != Some(f.file.as_str()) {
                s.push_str(&format!("\nFile {}:\n", f.file));
                file = Some(&f.file);
            }
            let params = if f.parameters.is_empty() {
                "void".to_string()
            } else {
                f.parameters.join(", ")
            };
            let space = if f.return_type.ends_with('*') {
                ""
            } else {
                " "
            };
            let decl = format!(
                "{}{}{space}{}({params});",
                if f.is_static { "static " } else { "" },
                f.return_type,
                f.name
            );
            s.push_str(&format!("{}:\t{decl}\n", f.line));
            rows.push(json!({"file": f.file, "line": f.line, "name": f.name, "declaration": decl}));
        }
        self.print(s);
        self.field("functions", json!(rows));
        Ok(())
    }
}

/// The REGEX of `info functions/variables [-q] [-n] [REGEX]`: its text and the compiled
/// pattern (`None` without one: everything).
fn search_pattern(arg: &str) -> Result<(String, Option<regex_lite::Regex>), CommandError> {
    let mut words = arg.split_whitespace().peekable();
    while words.peek().is_some_and(|w| matches!(*w, "-q" | "-n")) {
        words.next();
    }
    let pattern = words.collect::<Vec<_>>().join(" ");
    if pattern.is_empty() {
        return Ok((pattern, None));
    }
    let regex = regex_lite::Regex::new(&pattern)
        .map_err(|e| CommandError(format!("Invalid regexp({e}): {pattern}")))?;
    Ok((pattern, Some(regex)))
}

/// A C declaration of `name` with type `ty` (`int tile[64]`, `char *buffer`).
fn declaration(ty: &str, name: &str) -> String {
    let (base, dims) = match ty.find('[') {
        Some(i) => ty.split_at(i),
        None => (ty, ""),
    };
    let space = if base.ends_with('*') { "" } else { " " };
    format!("{base}{space}{name}{dims}")
}

impl Interpreter {
    /// `info variables [-q] [REGEX]`: the variables in static storage the DWARF defines, by
    /// file, as gdb lists them.
    pub(crate) fn info_variables(&mut self, arg: &str) -> CommandResult {
        let (pattern, regex) = search_pattern(arg)?;
        let variables = self
            .engine
            .defined_variables(&|name| regex.as_ref().is_none_or(|r| r.is_match(name)));
        let mut s = match &regex {
            Some(_) => format!("All variables matching regular expression \"{pattern}\":\n"),
            None => "All defined variables:\n".to_string(),
        };
        let mut file: Option<&str> = None;
        let mut rows = Vec::new();
        for v in &variables {
            if file != Some(v.file.as_str()) {
                s.push_str(&format!("\nFile {}:\n", v.file));
                file = Some(&v.file);
            }
            let decl = format!(
                "{}{};",
                if v.is_static { "static " } else { "" },
                declaration(&v.type_name, &v.name)
            );
            s.push_str(&format!("{}:\t{decl}\n", v.line));
            rows.push(json!({"file": v.file, "line": v.line, "name": v.name, "declaration": decl}));
        }
        self.print(s);
        self.field("variables", json!(rows));
        Ok(())
    }
}

impl Interpreter {
    /// `info types [REGEX]`: the named types the DWARF defines, by file, each after its
    /// line (base types have none) as gdb lists them: `struct point;`, `typedef struct
    /// point point_t;`, `int`.
    pub(crate) fn info_types(&mut self, arg: &str) -> CommandResult {
        let (pattern, regex) = search_pattern(arg)?;
        let types = self
            .engine
            .defined_types(&|name| regex.as_ref().is_none_or(|r| r.is_match(name)));
        let mut s = match &regex {
            Some(_) => format!("All types matching regular expression \"{pattern}\":\n"),
            None => "All defined types:\n".to_string(),
        };
        let mut file: Option<&str> = None;
        let mut rows = Vec::new();
        for t in &types {
            if file != Some(t.file.as_str()) {
                s.push_str(&format!("\nFile {}:\n", t.file));
                file = Some(&t.file);
            }
            // gdb: a typedef as `typedef TARGET NAME;`, a structure, union or enum by its
            // tag with `;`, a base type by its name alone.
            let decl = match &t.ty.kind {
                TypeKind::Typedef(target) => format!("typedef {} {};", target.name(), t.name),
                TypeKind::Aggregate { .. } | TypeKind::Enum { .. } => format!("{};", t.ty.name()),
                _ => t.ty.name(),
            };
            if t.line == 0 {
                s.push_str(&format!("\t{decl}\n"));
            } else {
                s.push_str(&format!("{}:\t{decl}\n", t.line));
            }
            rows.push(json!({"file": t.file, "line": t.line, "name": t.name, "declaration": decl}));
        }
        self.print(s);
        self.field("types", json!(rows));
        Ok(())
    }
}

impl Interpreter {
    /// `info scope LOCATION`: each symbol of the blocks at LOCATION and where it lives, in
    /// gdb's sentences (`Symbol n is …, length 4.`); AMDGPU locations are said in words.
    pub(crate) fn info_scope(&mut self, arg: &str) -> CommandResult {
        let arg = arg.trim();
        if arg.is_empty() {
            return Err(CommandError(
                "requires an argument (function, line or *addr) to define a scope".into(),
            ));
        }
        let spec = self.parse_location(arg)?;
        let address = self.engine.resolve(&spec, Placement::AfterPrologue)?[0];
        let symbols = self.engine.scope_symbols(address).unwrap_or_default();
        if symbols.is_empty() {
            self.print(format!(
                "Scope for {arg} contains no locals or arguments.\n"
            ));
            return Ok(());
        }
        let mut s = format!("Scope for {arg}:\n");
        for sym in &symbols {
            let length = sym
                .byte_size
                .map_or(String::new(), |n| format!(", length {n}"));
            match &sym.location {
                SymbolLocation::OptimizedOut => {
                    let _ = writeln!(s, "Symbol {} is optimized out.", sym.name);
                }
                l => {
                    let _ = writeln!(s, "Symbol {} is {}{length}.", sym.name, location_words(l));
                }
            }
        }
        let json: Vec<_> = symbols
            .iter()
            .map(|sym| {
                json!({
                    "name": sym.name,
                    "length": sym.byte_size,
                    "location": location_words(&sym.location),
                })
            })
            .collect();
        self.field("symbols", json!(json));
        self.print(s);
        Ok(())
    }
}

/// A location as `info scope` says it.
fn location_words(l: &SymbolLocation) -> String {
    match l {
        SymbolLocation::OptimizedOut => "optimized out".into(),
        SymbolLocation::NotLive => {
            "a variable with no location here (its location list does not cover the address)".into()
        }
        SymbolLocation::Constant(bytes) if bytes.len() <= 8 => {
            let mut b = [0u8; 8];
            b[..bytes.len()].copy_from_slice(bytes);
            let v = u64::from_le_bytes(b);
            format!("a constant with value {v} ({v:#x})")
        }
        SymbolLocation::Constant(bytes) => {
            let hex: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
            format!("constant bytes: {}", hex.join(" "))
        }
        SymbolLocation::Register {
            name,
            per_lane: true,
        } => {
            format!("a variable in register ${name} (lane's slice)")
        }
        SymbolLocation::Register { name, .. } => format!("a variable in register ${name}"),
        SymbolLocation::Memory { space, expression } => {
            format!("a variable in {space} memory at address {expression}")
        }
        SymbolLocation::Pieces(pieces) => pieces
            .iter()
            .map(|(l, n)| match l {
                Some(l) => format!("{} [{n}-byte piece]", location_words(l)),
                None => format!("an empty {n}-byte piece"),
            })
            .collect::<Vec<_>>()
            .join(", and "),
        SymbolLocation::FrameBase { offset, space } => {
            let space = space
                .as_ref()
                .map_or(String::new(), |s| format!(" in {s} memory"));
            format!("a variable at frame base offset {offset:+}{space}")
        }
        SymbolLocation::Computed { expression } => {
            format!("a value computed by {expression}")
        }
        SymbolLocation::Expression(ops) => {
            let mut s = "a complex DWARF expression:\n".to_string();
            for (at, op) in ops {
                let _ = writeln!(s, "{at:>6x}: {op}");
            }
            s
        }
        SymbolLocation::List(entries) => {
            let mut s = "multi-location:\n".to_string();
            for (range, l) in entries {
                let _ = writeln!(
                    s,
                    "  Range {:#x}-{:#x}: {}",
                    range.start,
                    range.end,
                    location_words(l)
                );
            }
            s
        }
    }
}
