//! Memory in any address space (`readMemory`, `writeMemory`; a memory reference is an
//! address as hdb prints it: `0x1000` is generic, `local#0x10` keeps its space), code
//! (`disassemble`, `stepInTargets`), and what is loaded (`modules`, `loadedSources`,
//! `source`).

use std::collections::HashMap;
use std::path::PathBuf;

use amdgpu::decode::Decoder;
use amdgpu::target::Lane;
use debugger::engine::Frame;
use debugger::symbols::{ModuleId, SourceFile};
use debugger::value::address_text;
use dwarf_ext::AddrSpace;
use serde_json::{json, Value as Json};

use super::{arguments, engine_failure, Adapter, Reply};
use crate::base64;
use crate::protocol::{self as p, ErrorId, Failure};

/// The most `readMemory` returns at once.
const MAX_READ: usize = 1 << 20;

/// The most instructions one `disassemble` decodes.
const MAX_INSTRUCTIONS: i64 = 10_000;

/// Source files handed to the client: located on disk once, and numbered for `source`
/// when only the code object holds their text.
#[derive(Default)]
pub(super) struct Sources {
    located: HashMap<(ModuleId, u32), Option<PathBuf>>,
    references: Vec<(ModuleId, u32)>,
}

/// Parses a memory reference: `0x1000` (generic: global memory, or LDS and scratch through
/// their apertures), `local#0x10`, `private_lane#0x0`, `global#0x…`, or a decimal address.
pub(super) fn parse_memory_reference(text: &str) -> Result<(AddrSpace, u64), Failure> {
    let bad = || {
        Failure::new(
            ErrorId::BadArguments,
            format!("`{text}` is not a memory reference (0xADDR or SPACE#0xADDR)"),
        )
    };
    let t = text.trim();
    let (space, addr) = match t.split_once('#') {
        Some((s, a)) => (AddrSpace::parse(s.trim()).ok_or_else(bad)?, a.trim()),
        None => (AddrSpace::GENERIC, t),
    };
    let value = match addr.strip_prefix("0x").or_else(|| addr.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16).map_err(|_| bad())?,
        None => addr.parse().map_err(|_| bad())?,
    };
    Ok((space, value))
}

impl Adapter {
    /// The wave and lane memory is read as (the followed ones).
    fn memory_view(&mut self) -> Result<(amdgpu::target::WaveId, u32), Failure> {
        let wave = self
            .thread
            .or_else(|| {
                self.gdb
                    .as_ref()
                    .and_then(|g| g.engine().focus())
                    .map(|f| f.wave)
            })
            .ok_or_else(|| Failure::new(ErrorId::NotStopped, "No wave is stopped."))?;
        Ok((wave, self.lane_of(wave)))
    }

    pub(super) fn read_memory(&mut self, a: &Json) -> Reply {
        let args: p::ReadMemoryArguments = arguments(a)?;
        let (space, base) = parse_memory_reference(&args.memory_reference)?;
        let address = base.wrapping_add_signed(args.offset.unwrap_or(0));
        let count = usize::try_from(args.count.max(0))
            .unwrap_or(0)
            .min(MAX_READ);
        let (wave, lane) = self.memory_view()?;
        let lane = space.fixed_lane().unwrap_or(lane);
        let aspace = space.amdgpu().ok_or_else(|| {
            Failure::new(ErrorId::BadArguments, format!("no address space {space}"))
        })?;
        let t = self.engine()?.require_target().map_err(engine_failure)?;
        let mut data = vec![0u8; count];
        let mut readable = count;
        if count > 0
            && t.read_memory(wave, Lane(lane), aspace, address, &mut data)
                .is_err()
        {
            // Read what can be read, page by page, up to the first hole.
            readable = 0;
            const PAGE: usize = 256;
            while readable < count {
                let n = PAGE.min(count - readable);
                let at = address.wrapping_add(readable as u64);
                if t.read_memory(
                    wave,
                    Lane(lane),
                    aspace,
                    at,
                    &mut data[readable..readable + n],
                )
                .is_err()
                {
                    break;
                }
                readable += n;
            }
            data.truncate(readable);
        }
        let mut body = json!({"address": address_text(space, address)});
        if readable > 0 {
            body["data"] = json!(base64::encode(&data));
        }
        if readable < count {
            body["unreadableBytes"] = json!(count - readable);
        }
        Ok(Some(body))
    }

    pub(super) fn write_memory(&mut self, a: &Json) -> Reply {
        let args: p::WriteMemoryArguments = arguments(a)?;
        let (space, base) = parse_memory_reference(&args.memory_reference)?;
        let address = base.wrapping_add_signed(args.offset.unwrap_or(0));
        let data = base64::decode(&args.data)
            .map_err(|e| Failure::new(ErrorId::BadArguments, format!("`data`: {e}")))?;
        let (wave, lane) = self.memory_view()?;
        let lane = space.fixed_lane().unwrap_or(lane);
        let aspace = space.amdgpu().ok_or_else(|| {
            Failure::new(ErrorId::BadArguments, format!("no address space {space}"))
        })?;
        self.engine()?
            .write_memory(wave, lane, aspace, address, &data)
            .map_err(|e| match e {
                debugger::EngineError::CannotWrite(_) => {
                    Failure::shown(ErrorId::Unsupported, e.to_string())
                }
                e => Failure::shown(
                    ErrorId::Engine,
                    format!(
                        "Cannot access memory at address {}: {e}",
                        address_text(space, address)
                    ),
                ),
            })?;
        self.view.invalidate();
        self.invalidated(&["variables"], None);
        self.send_event(
            "memory",
            json!({"memoryReference": address_text(space, address), "offset": 0, "count": data.len()}),
        );
        Ok(Some(json!({"bytesWritten": data.len()})))
    }

    /// The source a loaded address is in, with its line and column.
    pub(super) fn location_of(&mut self, pc: u64) -> Option<(p::Source, u32, u32)> {
        let gdb = self.gdb.as_ref()?;
        let e = gdb.engine();
        let mi = e.module_at(pc)?;
        let m = e.module(mi);
        let row = *m.lines().row_for(pc - m.load_base)?;
        if row.line == 0 {
            return None;
        }
        let file = m.lines().files.get(row.file as usize)?.clone();
        let source = self.source_object(mi, row.file, &file);
        Some((source, row.line, row.column))
    }

    /// Where a frame is: the line table's place at its PC or, for a frame a call was
    /// inlined into, the call's file and line (no column).
    pub(super) fn frame_location(&mut self, fr: &Frame) -> Option<(p::Source, u32, u32)> {
        let at_pc = self.location_of(fr.lookup_pc);
        let Some((name, line)) = fr.line.clone() else {
            return at_pc;
        };
        if at_pc.as_ref().is_some_and(|l| l.1 == line) {
            return at_pc;
        }
        let mi = fr.module?;
        let (index, file) = {
            let m = self.gdb.as_ref()?.engine().module(mi);
            let index = m.lines().files.iter().position(|f| f.name == name)?;
            (index, m.lines().files[index].clone())
        };
        let source = self.source_object(mi, u32::try_from(index).ok()?, &file);
        Some((source, line, 0))
    }

    /// The protocol's `Source` for a line-table file: its path on disk when found, else a
    /// reference to the text the code object embeds, else the name the DWARF gives.
    fn source_object(&mut self, module: ModuleId, index: u32, file: &SourceFile) -> p::Source {
        let located = match self.sources.located.get(&(module, index)) {
            Some(l) => l.clone(),
            None => {
                let found = self.gdb.as_ref().and_then(|g| {
                    g.engine()
                        .source_path()
                        .locate(file)
                        .map(|p| std::fs::canonicalize(&p).unwrap_or(p))
                });
                self.sources.located.insert((module, index), found.clone());
                found
            }
        };
        let name = std::path::Path::new(&file.name)
            .file_name()
            .map_or_else(|| file.name.clone(), |n| n.to_string_lossy().into_owned());
        if let Some(path) = located {
            return p::Source {
                name: Some(name),
                path: Some(path.display().to_string()),
                ..Default::default()
            };
        }
        if file.embedded.is_some() {
            let r = match self
                .sources
                .references
                .iter()
                .position(|&x| x == (module, index))
            {
                Some(i) => i,
                None => {
                    self.sources.references.push((module, index));
                    self.sources.references.len() - 1
                }
            };
            return p::Source {
                name: Some(name),
                source_reference: Some(r as i64 + 1),
                origin: Some("embedded in the code object".into()),
                ..Default::default()
            };
        }
        p::Source {
            name: Some(name),
            path: Some(file.path.clone()),
            presentation_hint: Some(p::SourcePresentationHint::Deemphasize),
            origin: Some("not found on disk (add its directory to `sourceDirectories`)".into()),
            ..Default::default()
        }
    }

    pub(super) fn source(&mut self, a: &Json) -> Reply {
        let args: p::SourceArguments = arguments(a)?;
        let reference = args
            .source
            .as_ref()
            .and_then(|s| s.source_reference)
            .unwrap_or(args.source_reference);
        let (module, index) = usize::try_from(reference - 1)
            .ok()
            .and_then(|i| self.sources.references.get(i).copied())
            .ok_or_else(|| {
                Failure::new(ErrorId::StaleReference, format!("No source {reference}."))
            })?;
        let e = self.engine()?;
        let file = e
            .module(module)
            .lines()
            .files
            .get(index as usize)
            .cloned()
            .ok_or_else(|| {
                Failure::new(ErrorId::StaleReference, format!("No source {reference}."))
            })?;
        let lines = e
            .source_path()
            .read(&file)
            .map_err(|why| Failure::new(ErrorId::Engine, why))?;
        let mut content = lines.join("\n");
        content.push('\n');
        Ok(Some(json!({"content": content, "mimeType": "text/x-c"})))
    }

    pub(super) fn modules(&mut self, a: &Json) -> Reply {
        let args: p::ModulesArguments = arguments(a)?;
        let e = self.engine()?;
        let mut list = Vec::new();
        for (id, m) in e.loaded_modules() {
            let start = m.functions.iter().map(|f| f.start).min().unwrap_or(0) + m.load_base;
            let end = m.functions.iter().map(|f| f.end).max().unwrap_or(0) + m.load_base;
            let symbols = match m.debug_info() {
                Ok(_) => "DWARF loaded",
                Err(_) => "no DWARF",
            };
            let name = std::path::Path::new(&m.name)
                .file_name()
                .map_or_else(|| m.name.clone(), |n| n.to_string_lossy().into_owned());
            list.push(json!({
                "id": id.0,
                "name": name,
                "path": m.name,
                "symbolStatus": symbols,
                "symbolFilePath": m.uri,
                "addressRange": format!("{start:#x}-{end:#x}"),
            }));
        }
        let total = list.len();
        let start = usize::try_from(args.start_module.unwrap_or(0)).unwrap_or(0);
        let count = match args.module_count.unwrap_or(0) {
            n if n <= 0 => usize::MAX,
            n => usize::try_from(n).unwrap_or(usize::MAX),
        };
        let modules: Vec<Json> = list.into_iter().skip(start).take(count).collect();
        Ok(Some(json!({"modules": modules, "totalModules": total})))
    }

    pub(super) fn loaded_sources(&mut self) -> Reply {
        let files: Vec<(ModuleId, u32, SourceFile)> = {
            let e = self.engine()?;
            e.loaded_modules()
                .flat_map(|(id, m)| {
                    m.lines()
                        .files
                        .iter()
                        .enumerate()
                        .map(move |(i, f)| (id, i as u32, f.clone()))
                })
                .collect()
        };
        let mut seen = std::collections::HashSet::new();
        let mut sources = Vec::new();
        for (id, i, f) in files {
            if !seen.insert(f.path.clone()) {
                continue;
            }
            sources.push(p::to_json(&self.source_object(id, i, &f)));
        }
        Ok(Some(json!({ "sources": sources })))
    }

    pub(super) fn disassemble(&mut self, a: &Json) -> Reply {
        let args: p::DisassembleArguments = arguments(a)?;
        let (_, base) = parse_memory_reference(&args.memory_reference)?;
        let base = base.wrapping_add_signed(args.offset.unwrap_or(0));
        let count = args.instruction_count.clamp(0, MAX_INSTRUCTIONS);
        let first = args.instruction_offset.unwrap_or(0);
        let symbols = args.resolve_symbols.unwrap_or(true);
        let listing = self.instructions_around(base, first, count)?;
        let mut out = Vec::new();
        let mut last_line = None;
        for entry in listing {
            match entry {
                Listed::Invalid(address) => out.push(json!({
                    "address": format!("{address:#x}"),
                    "instruction": "??",
                    "presentationHint": "invalid",
                })),
                Listed::Instruction {
                    address,
                    bytes,
                    text,
                    symbol,
                } => {
                    let mut i = json!({
                        "address": format!("{address:#x}"),
                        "instructionBytes": bytes,
                        "instruction": text,
                    });
                    if symbols {
                        if let Some(s) = symbol {
                            i["symbol"] = json!(s);
                        }
                    }
                    if let Some((source, line, column)) = self.location_of(address) {
                        if last_line != Some(line) {
                            i["location"] = p::to_json(&source);
                            i["line"] = json!(self.client_line(line));
                            i["column"] = json!(self.client_column(column));
                        }
                        last_line = Some(line);
                    }
                    out.push(i);
                }
            }
        }
        Ok(Some(json!({ "instructions": out })))
    }

    /// `count` instructions from the `first`-th one (negative: before) around `base`,
    /// decoded from the module's bytes (planted breakpoints are not in them) from a function
    /// start, so instruction boundaries are right; addresses outside code are invalid.
    fn instructions_around(
        &mut self,
        base: u64,
        first: i64,
        count: i64,
    ) -> Result<Vec<Listed>, Failure> {
        let focus_wave = self
            .thread
            .and_then(|w| self.gdb.as_mut()?.engine_mut().wave(w).ok())
            .map(|w| w.wave_size);
        let e = self.engine()?;
        let Some(mi) = e.module_at(base) else {
            return Ok((0..count)
                .map(|i| Listed::Invalid(base.wrapping_add_signed((first + i) * 4)))
                .collect());
        };
        let m = e.module(mi);
        let elf = base - m.load_base;
        let section = m
            .image
            .code_object
            .code_at(elf)
            .ok_or_else(|| Failure::new(ErrorId::Engine, format!("{base:#x} is not code")))?;
        let processor = m
            .image
            .processor()
            .ok_or_else(|| Failure::new(ErrorId::Engine, "the code object names no processor"))?;
        let wave = focus_wave
            .or_else(|| m.image.code_object.wave_size_at(elf))
            .unwrap_or(amdgpu::WaveSize::Wave64);
        let decoder = Decoder::for_target(processor.name, wave)
            .map_err(|e| Failure::new(ErrorId::Engine, e.to_string()))?;
        let section_end = section.address + section.data.len() as u64;
        // Start far enough back for the instructions before `base` (12 bytes at most each),
        // at a function start so the decoder is in step.
        let back = u64::try_from((-first).max(0))
            .unwrap_or(0)
            .saturating_mul(12);
        let want_from = elf.saturating_sub(back).max(section.address);
        let start = m
            .functions
            .iter()
            .filter(|f| f.start <= want_from && f.start >= section.address)
            .map(|f| f.start)
            .max()
            .unwrap_or(section.address);
        let mut addrs = Vec::new();
        let mut at = start;
        let mut index_of_base = None;
        let after = u64::try_from((first + count).max(1)).unwrap_or(1);
        while at < section_end {
            if at >= elf && index_of_base.is_none() {
                index_of_base = Some(addrs.len());
            }
            if let Some(i) = index_of_base {
                if (addrs.len() - i) as u64 >= after {
                    break;
                }
            }
            let off = (at - section.address) as usize;
            let inst = decoder.decode(&section.data[off..]);
            let len = inst.len().max(4) as u64;
            addrs.push((at, inst));
            at += len;
        }
        let index_of_base = index_of_base.unwrap_or(addrs.len()) as i64;
        let mut out = Vec::new();
        for k in 0..count {
            let i = index_of_base + first + k;
            match usize::try_from(i).ok().and_then(|i| addrs.get(i)) {
                Some((a, inst)) => {
                    let off = (a - section.address) as usize;
                    let n = inst.len().max(4).min(section.data.len() - off);
                    let bytes: String = section.data[off..off + n]
                        .iter()
                        .map(|b| format!("{b:02x}"))
                        .collect();
                    let symbol = m
                        .functions
                        .iter()
                        .find(|f| f.start == *a)
                        .map(|f| m.display_name(&f.name).to_string());
                    out.push(Listed::Instruction {
                        address: a + m.load_base,
                        bytes,
                        text: inst.text(),
                        symbol,
                    });
                }
                None => {
                    let edge = if i < 0 { start } else { at };
                    let a = edge
                        .wrapping_add_signed(4 * (i - if i < 0 { 0 } else { addrs.len() as i64 }));
                    out.push(Listed::Invalid(a + m.load_base));
                }
            }
        }
        Ok(out)
    }

    pub(super) fn step_in_targets(&mut self, a: &Json) -> Reply {
        let args: p::StepInTargetsArguments = arguments(a)?;
        let (wave, frame) = self.frame_of_id(args.frame_id)?;
        let calls = self.calls_on_line(wave, frame)?;
        let targets: Vec<Json> = calls
            .iter()
            .enumerate()
            .map(|(i, (addr, text))| {
                json!({"id": *addr as i64, "label": format!("call {} at {addr:#x}: {text}", i + 1)})
            })
            .collect();
        Ok(Some(json!({ "targets": targets })))
    }

    /// The call instructions from the frame's PC to the end of its line (in its function).
    pub(super) fn calls_on_line(
        &mut self,
        wave: amdgpu::target::WaveId,
        frame: usize,
    ) -> Result<Vec<(u64, String)>, Failure> {
        let lane = self.lane_of(wave);
        let e = self.engine()?;
        e.restore_focus(Some(debugger::engine::Focus { wave, lane, frame }));
        let fr = e.frame(frame).map_err(engine_failure)?;
        let Some(mi) = e.module_at(fr.lookup_pc) else {
            return Ok(Vec::new());
        };
        let m = e.module(mi);
        let elf = fr.pc - m.load_base;
        let lines = m.lines();
        let Some(row) = lines.row_for(fr.lookup_pc - m.load_base).copied() else {
            return Ok(Vec::new());
        };
        let function = m.function_at(elf);
        let (fstart, fend) = function.map_or((elf, elf + 4), |f| (f.start, f.end));
        // The line's address ranges in this function, from the PC on.
        let mut ranges = Vec::new();
        for (i, r) in lines.rows.iter().enumerate() {
            if r.address < fstart || r.address >= fend || r.end_sequence {
                continue;
            }
            if r.line == row.line && r.file == row.file {
                let end = lines.rows[i + 1..]
                    .iter()
                    .find(|x| x.address > r.address)
                    .map_or(fend, |x| x.address)
                    .min(fend);
                if end > elf {
                    ranges.push((r.address.max(elf), end));
                }
            }
        }
        let load_base = m.load_base;
        let mut calls = Vec::new();
        for (from, to) in ranges {
            let mut a = from;
            while a < to {
                let Some(inst) = e.instruction_at(wave, a + load_base) else {
                    break;
                };
                if inst.is_call() {
                    calls.push((a + load_base, inst.text()));
                }
                a += inst.len().max(4) as u64;
            }
        }
        Ok(calls)
    }
}

/// One line of a disassembly.
enum Listed {
    Instruction {
        address: u64,
        bytes: String,
        text: String,
        symbol: Option<String>,
    },
    Invalid(u64),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_references() {
        assert_eq!(
            parse_memory_reference("0x1000").unwrap(),
            (AddrSpace::GENERIC, 0x1000)
        );
        assert_eq!(
            parse_memory_reference("local#0x10").unwrap(),
            (AddrSpace::LOCAL, 0x10)
        );
        assert_eq!(
            parse_memory_reference("private_lane#0x0").unwrap(),
            (AddrSpace::PRIVATE_LANE, 0)
        );
        assert_eq!(
            parse_memory_reference("4096").unwrap(),
            (AddrSpace::GENERIC, 4096)
        );
        assert!(parse_memory_reference("nowhere#0x1").is_err());
        assert!(parse_memory_reference("0xzz").is_err());
        // What the engine prints parses back.
        for (s, a) in [(AddrSpace::LOCAL, 0x10), (AddrSpace::PRIVATE_WAVE, 0x40)] {
            assert_eq!(parse_memory_reference(&address_text(s, a)).unwrap(), (s, a));
        }
    }
}
