//! Write watchpoints on global memory (`watch EXPR`): exact in the simulator, which checks
//! every store. A watchpoint shares gdb's breakpoint numbering, and reports only when the
//! watched bytes change, with the old and new values.

use std::fmt::Write as _;
use std::sync::Arc;

use amdgpu::target::{Lane, WaveId};
use dwarf_ext::{AddrSpace, Storage};
use serde_json::json;

use crate::format::{format_value, FormatOptions};
use crate::session::{CommandError, CommandResult, Session, Stop};
use crate::types::Type;
use crate::value::Value;

/// A write watchpoint.
#[derive(Debug, Clone)]
pub struct Watchpoint {
    /// gdb's number (shared with breakpoints).
    pub number: u32,
    /// The expression as typed.
    pub expression: String,
    /// Its type (to show the values).
    pub ty: Arc<Type>,
    /// The watched global address.
    pub address: u64,
    /// Bytes watched.
    pub len: u64,
    /// The bytes when last seen.
    pub old: Vec<u8>,
    /// Times it stopped the program.
    pub hits: u32,
    /// Enabled.
    pub enabled: bool,
}

impl Session {
    /// `watch EXPR`.
    pub(crate) fn cmd_watch(&mut self, arg: &str) -> CommandResult {
        if arg.is_empty() {
            return Err(CommandError(
                "Argument required (expression to compute).".into(),
            ));
        }
        self.require_target()?;
        let v = self.evaluate_public(arg)?;
        let len = v.ty.byte_size().unwrap_or(0);
        let wave = self.require_focus()?.wave;
        let apertures = self.require_target()?.apertures(wave).unwrap_or_default();
        let address = match v.lval.as_ref().filter(|l| l.is_single()).map(|l| l.first().clone()) {
            Some(s) if s.bit_offset % 8 == 0 => match s.storage {
                Storage::Memory { space, .. } if space == AddrSpace::GLOBAL => (s.bit_offset / 8) as u64,
                // A generic address outside the local and private apertures is global.
                Storage::Memory { space, .. }
                    if space == AddrSpace::GENERIC
                        && apertures.classify_generic((s.bit_offset / 8) as u64).0
                            == amdgpu::AddressSpace::Global =>
                {
                    (s.bit_offset / 8) as u64
                }
                Storage::Memory { space, .. } => {
                    return Err(CommandError(format!(
                        "Cannot watch memory in address space {space}: only global memory can be watched."
                    )))
                }
                _ => return Err(CommandError("Cannot watch constant value `".to_string() + arg + "'.")),
            },
            _ => return Err(CommandError(format!("Cannot watch constant value `{arg}'."))),
        };
        if len == 0 || len > 4096 {
            return Err(CommandError(format!("Cannot watch {len} bytes.")));
        }
        let t = self.target.as_mut().expect("checked");
        let w = t.watchpoints().ok_or_else(|| {
            CommandError("Target does not support this type of hardware watchpoint.".into())
        })?;
        w.insert_watchpoint(address, len)?;
        let number = self.next_breakpoint;
        self.next_breakpoint += 1;
        self.print(format!("Hardware watchpoint {number}: {arg}\n"));
        self.field(
            "watchpoint",
            json!({"number": number, "address": format!("{address:#x}"), "len": len}),
        );
        self.watchpoints.push(Watchpoint {
            number,
            expression: arg.to_string(),
            ty: v.ty.clone(),
            address,
            len,
            old: v.bytes.clone(),
            hits: 0,
            enabled: true,
        });
        Ok(())
    }

    /// Re-plants the enabled watchpoints in a (new) target.
    pub(crate) fn plant_watchpoints(&mut self) {
        let list: Vec<(u64, u64, bool)> = self
            .watchpoints
            .iter()
            .map(|w| (w.address, w.len, w.enabled))
            .collect();
        let Some(t) = self.target.as_mut() else {
            return;
        };
        let Some(w) = t.watchpoints() else { return };
        for (a, l, on) in list {
            let _ = if on {
                w.insert_watchpoint(a, l)
            } else {
                w.remove_watchpoint(a, l)
            };
        }
    }

    /// A wave stopped at a watched store of `address`: the watchpoints whose bytes changed
    /// (their number, old and new bytes), updating what they remember.
    pub(crate) fn watch_hit(&mut self, wave: WaveId, address: u64) -> Option<Stop> {
        let mut changed = Vec::new();
        for i in 0..self.watchpoints.len() {
            let w = &self.watchpoints[i];
            if !w.enabled || !(w.address..w.address + w.len).contains(&address) {
                continue;
            }
            let mut now = vec![0u8; w.len as usize];
            let t = self.target.as_ref()?;
            if t.read_memory(
                wave,
                Lane(0),
                amdgpu::AddressSpace::Global,
                w.address,
                &mut now,
            )
            .is_err()
            {
                continue;
            }
            if now != w.old {
                let w = &mut self.watchpoints[i];
                w.hits += 1;
                changed.push((w.number, std::mem::replace(&mut w.old, now.clone()), now));
            }
        }
        (!changed.is_empty()).then_some(Stop::Watchpoint {
            wave,
            changes: changed,
        })
    }

    /// gdb's report of a watchpoint stop (after the thread switch message).
    pub(crate) fn print_watch_changes(
        &mut self,
        wave: WaveId,
        changes: &[(u32, Vec<u8>, Vec<u8>)],
    ) {
        let mut s = String::new();
        let opts = FormatOptions::default();
        let mut rows = Vec::new();
        for (n, old, new) in changes {
            let Some(w) = self.watchpoints.iter().find(|w| w.number == *n) else {
                continue;
            };
            let o = format_value(&Value::from_bytes(w.ty.clone(), old.clone()), &opts);
            let nv = format_value(&Value::from_bytes(w.ty.clone(), new.clone()), &opts);
            let _ = write!(s, "\nThread {wave} hit Hardware watchpoint {n}: {}\n\nOld value = {o}\nNew value = {nv}\n", w.expression);
            rows.push(json!({"number": n, "expression": w.expression, "old": o, "new": nv}));
        }
        self.print(s);
        self.field("watchpoints", json!(rows));
    }

    /// `info breakpoints` rows of the watchpoints.
    pub(crate) fn watch_rows(&self) -> Vec<(u32, String)> {
        self.watchpoints
            .iter()
            .map(|w| {
                let enb = if w.enabled { 'y' } else { 'n' };
                let mut s = format!(
                    "{:<7} hw watchpoint  keep {enb}                      {}\n",
                    w.number, w.expression
                );
                match w.hits {
                    0 => {}
                    1 => s.push_str("\tbreakpoint already hit 1 time\n"),
                    n => {
                        let _ = writeln!(s, "\tbreakpoint already hit {n} times");
                    }
                }
                (w.number, s)
            })
            .collect()
    }

    /// Deletes, enables or disables watchpoint `n` if it is one; whether it was.
    pub(crate) fn watch_edit(&mut self, n: u32, action: Option<bool>) -> bool {
        let Some(i) = self.watchpoints.iter().position(|w| w.number == n) else {
            return false;
        };
        let (a, l) = (self.watchpoints[i].address, self.watchpoints[i].len);
        match action {
            None => {
                self.watchpoints.remove(i);
                if let Some(w) = self.target.as_mut().and_then(|t| t.watchpoints()) {
                    let _ = w.remove_watchpoint(a, l);
                }
            }
            Some(on) => {
                self.watchpoints[i].enabled = on;
                self.plant_watchpoints();
            }
        }
        true
    }
}
