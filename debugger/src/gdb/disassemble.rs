//! `disassemble`: the function at the selected frame's PC (or a location), gdb's layout with
//! `=>` at the wave's PC.

use std::fmt::Write as _;

use amdgpu::decode::Decoder;

use super::{CommandError, CommandResult, Interpreter};
use crate::engine::Placement;

impl Interpreter {
    pub(crate) fn cmd_disassemble(&mut self, arg: &str) -> CommandResult {
        let (pc, at) = if arg.is_empty() {
            let f = self.require_focus()?;
            let fr = self.engine.frame(f.frame)?;
            (Some(fr.pc), fr.lookup_pc)
        } else {
            let spec = self.parse_location(arg.trim_start_matches("/r").trim())?;
            let a = self.engine.resolve(&spec, Placement::FirstInstruction)?[0];
            let pc = self
                .engine
                .focus()
                .and_then(|f| self.engine.pc(f.wave).ok());
            (pc, a)
        };
        let no_function = || CommandError("No function contains specified address.".into());
        let mi = self.engine.module_at(at).ok_or_else(no_function)?;
        let focus = self.engine.focus();
        let focused_size = focus
            .and_then(|f| self.engine.wave(f.wave).ok())
            .map(|w| w.wave_size);
        let m = self.engine.module(mi);
        let elf = at - m.load_base;
        let func = m.function_at(elf).cloned().ok_or_else(no_function)?;
        let processor = m
            .image
            .processor()
            .ok_or_else(|| CommandError("unknown processor".into()))?;
        let wave = focused_size
            .or_else(|| m.image.code_object.wave_size_at(func.start))
            .unwrap_or(amdgpu::WaveSize::Wave64);
        let decoder = Decoder::for_target(processor.name, wave)?;
        let section = m
            .image
            .code_object
            .code_at(func.start)
            .ok_or_else(no_function)?;
        let name = m.display_name(&func.name).to_string();
        let mut s = format!("Dump of assembler code for function {name}:\n");
        let mut a = func.start;
        let end = func.end.min(section.address + section.data.len() as u64);
        let base = m.load_base;
        // Planted breakpoints are not in the module's bytes (the module keeps the file's).
        while a < end {
            let off = (a - section.address) as usize;
            let inst = decoder.decode(&section.data[off..]);
            let marker = if pc == Some(a + base) { "=> " } else { "   " };
            let _ = writeln!(
                s,
                "{marker}0x{:016x} <+{}>:\t{}",
                a + base,
                a - func.start,
                inst.text()
            );
            a += inst.len().max(4) as u64;
        }
        s.push_str("End of assembler dump.\n");
        self.print(s);
        Ok(())
    }
}
