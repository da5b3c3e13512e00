//! Data: `print`, `output`, `display`, `undisplay`, `info display`, `x`, `ptype`, `whatis`,
//! `set`, `info locals`, `info args`, formatted as gdb formats them.

use dwarf_ext::AddrSpace;
use serde_json::json;

use super::{CommandError, CommandResult, Interpreter};
use crate::engine::{VariableKind, VariableValue};
use crate::format::{
    check_format, format_inner, format_memory, format_value, format_value_in, to_json,
    FormatOptions,
};
use crate::types::Type;
use crate::value::{address_text, Value};

/// Parses `x`'s `/NFU`.
fn parse_x_format(
    fmt: Option<&str>,
    last: (char, usize),
) -> Result<(u64, char, usize), CommandError> {
    let mut count = String::new();
    let (mut f, mut unit) = last;
    for c in fmt.unwrap_or("").chars() {
        match c {
            '0'..='9' => count.push(c),
            'b' => unit = 1,
            'h' => unit = 2,
            'w' => unit = 4,
            'g' => unit = 8,
            'x' | 'd' | 'u' | 'o' | 't' | 'a' | 'c' | 'f' | 'z' | 's' | 'i' => {
                f = c;
                if c == 'a' {
                    unit = 8;
                }
                if c == 'c' && !fmt.unwrap_or("").contains(['b', 'h', 'w', 'g']) {
                    unit = 1;
                }
            }
            other => {
                return Err(CommandError(format!(
                    "Undefined output format \"{other}\"."
                )))
            }
        }
    }
    let n = if count.is_empty() {
        1
    } else {
        count
            .parse()
            .map_err(|_| CommandError("Invalid count.".into()))?
    };
    Ok((n, f, unit))
}

/// `print`'s `/FMT` over the settings' options.
fn print_options(base: FormatOptions, fmt: Option<&str>) -> Result<FormatOptions, CommandError> {
    let Some(f) = fmt else {
        return Ok(base);
    };
    let c = f
        .chars()
        .last()
        .ok_or_else(|| CommandError("Undefined output format \"\".".into()))?;
    if f.chars().count() > 1 && !f[..f.len() - 1].chars().all(|c| c.is_ascii_digit()) {
        return Err(CommandError(format!("Undefined output format \"{f}\".")));
    }
    check_format(c)?;
    Ok(base.and_format(Some(c)))
}

impl Interpreter {
    /// The selected frame and lane (frame 0, lane 0 when nothing is selected: the engine
    /// then evaluates without a frame).
    fn frame_and_lane(&self) -> (usize, u32) {
        self.engine.focus().map_or((0, 0), |f| (f.frame, f.lane))
    }

    /// Evaluates in the selected frame and lane.
    pub(crate) fn evaluate(&mut self, expr: &str) -> Result<Value, CommandError> {
        let (frame, lane) = self.frame_and_lane();
        Ok(self.engine.evaluate(expr, frame, lane)?)
    }

    /// Evaluates and formats as `print` does (a `char *` followed to its string where the
    /// selected lane sees it).
    fn evaluate_formatted(
        &mut self,
        expr: &str,
        opts: &FormatOptions,
    ) -> Result<(Value, String), CommandError> {
        let (frame, lane) = self.frame_and_lane();
        Ok(self.engine.evaluate_with(expr, frame, lane, |v, ctx| {
            let text = format_value_in(&v, opts, Some(ctx));
            (v, text)
        })?)
    }

    /// `print` (`history`: into the value history, `$N = ` first) and `output`.
    pub(crate) fn cmd_print(
        &mut self,
        fmt: Option<&str>,
        arg: &str,
        history: bool,
    ) -> CommandResult {
        let opts = print_options(self.format_options(), fmt)?;
        let (v, text) = if arg.is_empty() {
            let v = self
                .engine
                .user_variables()
                .history
                .last()
                .cloned()
                .ok_or_else(|| CommandError("$1 = <error: History is empty.>".into()))?;
            let text = format_value(&v, &opts);
            (v, text)
        } else {
            self.evaluate_formatted(arg, &opts)?
        };
        self.field("value", to_json(&v, &opts));
        if history {
            let h = &mut self.engine.user_variables().history;
            h.push(v);
            let n = h.len();
            self.print(format!("${n} = {text}\n"));
            self.field("history", json!(n));
        } else {
            self.print(text);
        }
        Ok(())
    }

    /// `ptype` (`full`) and `whatis`.
    pub(crate) fn cmd_ptype(&mut self, arg: &str, full: bool) -> CommandResult {
        let ty = match self.engine.type_named(arg) {
            Some(t) => t,
            None => self.evaluate(arg)?.ty,
        };
        let text = if full { Type::ptype(&ty) } else { ty.name() };
        self.print(format!("type = {text}\n"));
        Ok(())
    }

    pub(crate) fn cmd_display(&mut self, fmt: Option<&str>, arg: &str) -> CommandResult {
        print_options(self.format_options(), fmt)?;
        if arg.is_empty() {
            self.do_displays();
            return Ok(());
        }
        let n = self.next_display;
        self.next_display += 1;
        self.displays
            .push((n, arg.to_string(), fmt.unwrap_or("").to_string()));
        if self.engine.focus().is_some() {
            self.show_display(n, arg, fmt.unwrap_or(""));
        }
        Ok(())
    }

    pub(crate) fn cmd_undisplay(&mut self, arg: &str) -> CommandResult {
        if arg.is_empty() {
            self.displays.clear();
            return Ok(());
        }
        for w in arg.split_whitespace() {
            let n: u32 = w
                .parse()
                .map_err(|_| CommandError(format!("Arguments must be display numbers: {w}")))?;
            self.displays.retain(|d| d.0 != n);
        }
        Ok(())
    }

    pub(crate) fn info_display(&mut self) -> CommandResult {
        if self.displays.is_empty() {
            self.print("There are no auto-display expressions now.\n");
            return Ok(());
        }
        let mut s = String::from("Auto-display expressions now in effect:\nNum Enb Expression\n");
        for (n, e, f) in &self.displays {
            let f = if f.is_empty() {
                String::new()
            } else {
                format!("/{f} ")
            };
            s.push_str(&format!("{n}:   y  {f}{e}\n"));
        }
        self.print(s);
        Ok(())
    }

    fn show_display(&mut self, n: u32, expr: &str, fmt: &str) {
        let opts = self.format_options().and_format(fmt.chars().last());
        let label = if fmt.is_empty() {
            expr.to_string()
        } else {
            format!("/{fmt} {expr}")
        };
        match self.evaluate(expr) {
            Ok(v) => {
                let text = format_value(&v, &opts);
                self.print(format!("{n}: {label} = {text}\n"));
            }
            Err(CommandError(e)) => self.print(format!("{n}: {label} = <error: {e}>\n")),
        }
    }

    /// Shows every display (at a stop).
    pub(crate) fn do_displays(&mut self) {
        if self.engine.focus().is_none() {
            return;
        }
        for (n, e, f) in self.displays.clone() {
            self.show_display(n, &e, &f);
        }
    }

    pub(crate) fn cmd_examine(&mut self, fmt: Option<&str>, arg: &str) -> CommandResult {
        let (count, f, unit) = parse_x_format(fmt, self.x_last)?;
        if arg.is_empty() {
            return Err(CommandError(
                "Argument required (starting display address).".into(),
            ));
        }
        let v = self.evaluate(arg)?;
        let (space, address) = match v.as_address() {
            Some(a) => a,
            None => {
                let a = v
                    .unsigned()
                    .ok_or_else(|| CommandError("Value can't be converted to integer.".into()))?;
                (AddrSpace::GLOBAL, a as u64)
            }
        };
        let aspace = space.amdgpu().ok_or_else(|| {
            CommandError(format!("Cannot access memory in address space {space}"))
        })?;
        if f == 'i' && self.engine.host_focus().is_some() {
            self.host_examine_instructions(address, count)?;
            self.x_last = (f, unit);
            return Ok(());
        }
        let focus = self.require_focus()?;
        if f == 'i' {
            // Instructions, decoded from the module's bytes (the target's may hold planted
            // breakpoints), gdb's layout with `=>` at the wave's PC.
            let pc = self.engine.pc(focus.wave)?;
            let mut a = address;
            let mut s = String::new();
            for _ in 0..count.min(10_000) {
                let Some(inst) = self.engine.instruction_at(focus.wave, a) else {
                    return Err(CommandError(format!(
                        "Cannot access memory at address {a:#x}"
                    )));
                };
                let marker = if a == pc { "=> " } else { "   " };
                let sym = self
                    .engine
                    .function_of(a)
                    .map_or(String::new(), |(f, o)| format!(" <{f}+{o}>"));
                s.push_str(&format!("{marker}{a:#x}{sym}:\t{}\n", inst.text()));
                a += inst.len().max(4) as u64;
            }
            self.print(s);
            self.x_last = (f, unit);
            return Ok(());
        }
        let len = usize::try_from(count)
            .ok()
            .and_then(|c| c.checked_mul(unit))
            .filter(|&l| l <= 1 << 20)
            .ok_or_else(|| CommandError("Too many units requested.".into()))?;
        let mut bytes = vec![0u8; len];
        self.engine
            .require_target()?
            .read_memory(
                focus.wave,
                amdgpu::target::Lane(focus.lane),
                aspace,
                address,
                &mut bytes,
            )
            .map_err(|_| {
                CommandError(format!(
                    "Cannot access memory at address {}",
                    address_text(space, address)
                ))
            })?;
        let text = format_memory(&bytes, address, f, unit, &|a| address_text(space, a))?;
        self.print(format!("{text}\n"));
        self.x_last = (f, unit);
        Ok(())
    }

    pub(crate) fn info_locals(&mut self) -> CommandResult {
        let f = self.require_focus()?;
        let vars = self
            .engine
            .variables(f.frame, f.lane, VariableKind::Locals)?;
        self.print_variables(vars, "No locals.", "");
        Ok(())
    }

    pub(crate) fn info_args(&mut self) -> CommandResult {
        let f = self.require_focus()?;
        let vars = self
            .engine
            .variables(f.frame, f.lane, VariableKind::Arguments)?;
        self.print_variables(vars, "No arguments.", "");
        Ok(())
    }

    fn print_variables(&mut self, vars: Vec<VariableValue>, none: &str, indent: &str) {
        if vars.is_empty() {
            self.print(format!("{indent}{none}\n"));
            return;
        }
        let mut rows = Vec::new();
        let opts = self.format_options();
        for v in vars {
            let name = v.name;
            match v.value {
                Ok(v) => {
                    self.print(format!("{indent}{name} = {}\n", format_inner(&v, &opts)));
                    rows.push(json!({"name": name, "value": to_json(&v, &opts)}));
                }
                Err(e) => {
                    self.print(format!("{indent}{name} = <error: {e}>\n"));
                    rows.push(json!({"name": name, "error": e.to_string()}));
                }
            }
        }
        self.field("variables", json!(rows));
    }

    /// `backtrace full`'s locals of frame `index`.
    pub(crate) fn print_locals_indented(&mut self, index: usize) {
        let lane = self.engine.focus().map_or(0, |f| f.lane);
        match self.engine.variables(index, lane, VariableKind::Locals) {
            Ok(vars) => self.print_variables(vars, "No locals.", "        "),
            Err(e) => self.print(format!("        <error: {e}>\n")),
        }
    }
}
