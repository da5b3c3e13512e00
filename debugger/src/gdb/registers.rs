//! `info registers`: ROCgdb's register names, raw hex and natural value, for the selected
//! frame (outer frames show what the unwinder recovered, `<not saved>` what it could not).

use std::fmt::Write as _;

use amdgpu::Register;
use serde_json::json;

use super::{CommandError, CommandResult, Interpreter};

/// The columns gdb pads a register's raw and natural values to.
pub(crate) const NAME_COLUMN: usize = 15;
pub(crate) const RAW_COLUMN: usize = 34;

/// gdb's `pad_to_column`: at least one space, then spaces up to column `col`.
pub(crate) fn pad_to(mut s: String, col: usize) -> String {
    s.push(' ');
    while s.len() < col {
        s.push(' ');
    }
    s
}

impl Interpreter {
    pub(crate) fn info_registers(&mut self, arg: &str) -> CommandResult {
        if self.engine.host_focus().is_some() {
            return self.host_info_registers(arg);
        }
        let f = self.require_focus()?;
        // A wave that is gone is an error before any row.
        self.engine.wave(f.wave)?;
        let regs: Vec<Register> = match arg {
            "system" => vec![
                Register::Pc,
                Register::Exec,
                Register::Status,
                Register::Mode,
                Register::Trapsts,
                Register::M0,
            ],
            "" | "general" | "scalar" => [
                Register::Pc,
                Register::Exec,
                Register::Vcc,
                Register::M0,
                Register::Status,
                Register::Mode,
                Register::Trapsts,
            ]
            .into_iter()
            .chain((0..106u16).map(Register::Sgpr))
            .collect(),
            "vector" => (0..256u16)
                .map(Register::Vgpr)
                .chain((0..256u16).map(Register::Agpr))
                .collect(),
            "all" => Register::all().collect(),
            names => names
                .split_whitespace()
                .map(|n| {
                    Register::parse(n).map_err(|_| {
                        CommandError(format!("Invalid register `{}'", n.trim_start_matches('$')))
                    })
                })
                .collect::<Result<_, _>>()?,
        };
        let explicit = !matches!(arg, "" | "general" | "scalar" | "system" | "vector" | "all");
        // Only the registers the wave's processor has (no `xnack_mask` on gfx1100).
        let processor = self.engine.wave_processor(f.wave);
        let exists = |r: &Register| processor.is_none_or(|p| r.exists_on(p));
        let mut regs = regs;
        if explicit {
            if let Some(r) = regs.iter().find(|r| !exists(r)) {
                return Err(CommandError(format!("Invalid register `{r}'")));
            }
        } else {
            regs.retain(exists);
        }
        let mut s = String::new();
        let mut rows = serde_json::Map::new();
        let values = self.engine.registers_in_frame(f.frame, &regs)?;
        for (reg, value) in regs.into_iter().zip(values) {
            let text = match self.register_text(reg, value.ok()) {
                Some(t) => t,
                None if explicit => {
                    format!("{}<unavailable>", pad_to(reg.to_string(), NAME_COLUMN))
                }
                None => continue,
            };
            let _ = writeln!(s, "{text}");
            rows.insert(reg.to_string(), json!(text[reg.to_string().len()..].trim()));
        }
        self.print(s);
        self.field("registers", serde_json::Value::Object(rows));
        Ok(())
    }

    /// One `info registers` line: name, raw hex, natural value (vectors as gdb prints
    /// arrays), from its value in the frame (`None`: it cannot be read; `Some(None)`: the
    /// frame did not save it).
    fn register_text(&mut self, reg: Register, value: Option<Option<Vec<u8>>>) -> Option<String> {
        let bytes = match value? {
            Some(b) => b,
            None => {
                return Some(format!(
                    "{}<not saved>",
                    pad_to(reg.to_string(), NAME_COLUMN)
                ))
            }
        };
        let name = reg.to_string();
        if bytes.len() > 8 {
            let lanes: Vec<String> = bytes
                .chunks_exact(4)
                .map(|c| format!("{:#x}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                .collect();
            return Some(format!(
                "{}{}",
                pad_to(name, NAME_COLUMN),
                crate::format::gdb_array(&lanes)
            ));
        }
        let mut x = [0u8; 8];
        x[..bytes.len()].copy_from_slice(&bytes);
        let v = u64::from_le_bytes(x);
        let natural = match reg {
            Register::Pc => {
                let sym = self.engine.function_of(v).map_or(String::new(), |(f, o)| {
                    if o == 0 {
                        format!(" <{f}>")
                    } else {
                        format!(" <{f}+{o}>")
                    }
                });
                format!("{v:#x}{sym}")
            }
            _ if bytes.len() == 4 => (v as u32 as i32).to_string(),
            _ => v.to_string(),
        };
        Some(format!(
            "{}{natural}",
            pad_to(format!("{}{v:#x}", pad_to(name, NAME_COLUMN)), RAW_COLUMN)
        ))
    }
}
