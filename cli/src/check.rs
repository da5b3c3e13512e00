//! `hdb run --check`: the simulator's sanitizer findings as compute-sanitizer-like text, one
//! JSON object per finding, or a SARIF log.
//!
//! Each finding's PCs are put in source terms here: the function, file and line from the
//! code object's DWARF (inlined frames included), the instruction's text, the variable
//! whose storage holds the accessed address (evaluated with the wave's registers at the
//! access), and the work-items of the lanes.

use std::collections::HashMap;

use amdgpu::check::describe;
use amdgpu::decode::Decoder;
use amdgpu::{AddressSpace, WaveSize};
use dwarf_ext::debuginfo::{DebugInfo, LoadOptions, Scope, VarLocation};
use serde_json::{json, Value};
use sim::check::{
    lane_list, Access, AllocationRef, Checks, Finding, FindingKind, HostSite, Site, Tool,
};

/// Where a PC is in the source: function, file, line, and the frames it is inlined in.
#[derive(Clone, Debug, Default)]
pub struct SourcePlace {
    /// The innermost function (an inlined one, or the subprogram).
    pub function: Option<String>,
    /// `directory/file`.
    pub file: Option<String>,
    /// 0 when unknown.
    pub line: u64,
    /// 0 when unknown.
    pub column: u64,
    /// The callers an inlined function was inlined into, innermost first: (function, line of
    /// the call).
    pub inlined_into: Vec<(String, u64)>,
    /// The variable whose storage holds the accessed address (`tile[3]`), or which the
    /// access overran.
    pub variable: Option<VariableAt>,
}

/// The variable an access is in, or just past.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariableAt {
    /// The variable, with the element or byte offset (`tile[64]`, `s+2`).
    pub text: String,
    /// Whether the access is past the variable's end.
    pub past_end: bool,
}

/// What the report needs besides the findings.
pub struct Context<'a> {
    /// The code object's bytes.
    pub code_object: &'a [u8],
    /// Its load address.
    pub load_base: u64,
    /// The kernel's wave size.
    pub wave_size: WaveSize,
    /// The processor.
    pub processor: &'static amdgpu::Processor,
    /// The work-group size (for work-item ids).
    pub block: [u32; 3],
}

/// Source lookups for one code object (cached by PC).
pub struct Symbols<'a> {
    info: Option<DebugInfo<'a>>,
    co: Option<codeobj::CodeObject<'a>>,
    decoder: Option<Decoder>,
    load_base: u64,
    cache: HashMap<u64, SourcePlace>,
}

impl<'a> Symbols<'a> {
    /// Reads the code object's DWARF (a code object without any gives PCs only).
    pub fn new(cx: &Context<'a>) -> Symbols<'a> {
        let co = codeobj::CodeObject::parse(cx.code_object).ok();
        let info = co.as_ref().and_then(|co| {
            let sections: HashMap<String, &'a [u8]> = co
                .sections()
                .iter()
                .map(|s| (s.name.to_string(), s.data))
                .collect();
            DebugInfo::load(
                move |name| sections.get(name).copied(),
                LoadOptions {
                    processor: Some(cx.processor),
                    ..LoadOptions::default()
                },
            )
            .ok()
        });
        Symbols {
            info,
            co,
            decoder: Decoder::for_target(cx.processor.name, cx.wave_size).ok(),
            load_base: cx.load_base,
            cache: HashMap::new(),
        }
    }

    /// The function holding a loaded PC: DWARF's name for it (the innermost inlined one), or
    /// the ELF symbol's in code without DWARF (the nearest one before the PC when symbols
    /// have no size, as hand-written assembly's often do, as gdb's minimal symbols).
    pub fn function(&mut self, pc: u64) -> Option<String> {
        let elf = pc.wrapping_sub(self.load_base);
        self.place(pc).function.or_else(|| {
            let co = self.co.as_ref()?;
            let f = co.function_containing(elf).or_else(|| {
                co.functions()
                    .into_iter()
                    .filter(|f| f.address <= elf)
                    .max_by_key(|f| f.address)
            })?;
            Some(f.name.to_string())
        })
    }

    /// The source place of a loaded PC.
    pub fn place(&mut self, pc: u64) -> SourcePlace {
        if let Some(p) = self.cache.get(&pc) {
            return p.clone();
        }
        let p = self.lookup(pc.wrapping_sub(self.load_base));
        self.cache.insert(pc, p.clone());
        p
    }

    fn lookup(&self, elf_pc: u64) -> SourcePlace {
        let Some(info) = &self.info else {
            return SourcePlace::default();
        };
        let Ok(Some(at)) = info.lookup(elf_pc) else {
            return SourcePlace::default();
        };
        let mut place = SourcePlace::default();
        if let Some(l) = &at.line {
            place.file = Some(l.path.clone());
            place.line = l.line;
            place.column = l.column;
        }
        // Functions from the innermost out: each inlined subroutine's call line is a line of
        // the function it is inlined into.
        let frames: Vec<&Scope> = at.scopes.iter().filter(|s| s.is_function()).collect();
        let name = |s: &Scope| {
            s.name
                .clone()
                .or_else(|| s.linkage_name.clone())
                .unwrap_or_else(|| "??".into())
        };
        if let Some(inner) = frames.last() {
            place.function = Some(name(inner));
        }
        for k in (1..frames.len()).rev() {
            let call = frames[k].call_line.unwrap_or(0);
            place.inlined_into.push((name(frames[k - 1]), call));
        }
        place
    }

    /// The text of the instruction at a loaded PC.
    pub fn instruction(&self, pc: u64) -> Option<String> {
        let (co, d) = (self.co.as_ref()?, self.decoder.as_ref()?);
        let elf = pc.checked_sub(self.load_base)?;
        let s = co.sections().iter().find(|s| {
            s.is_executable() && elf >= s.address && elf < s.address + s.data.len() as u64
        })?;
        let off = (elf - s.address) as usize;
        let i = d.decode(&s.data[off..(off + 12).min(s.data.len())]);
        i.is_valid().then(|| i.text())
    }

    /// The names of `kernel`'s parameters in order, from its DWARF (what a report calls the
    /// buffers passed to them when the metadata names none).
    pub fn kernel_parameters(&self, kernel: &str) -> Vec<Option<String>> {
        let (Some(co), Some(info)) = (self.co.as_ref(), self.info.as_ref()) else {
            return Vec::new();
        };
        let Some(f) = co.functions().into_iter().find(|f| f.name == kernel) else {
            return Vec::new();
        };
        let Ok(Some(at)) = info.lookup(f.address) else {
            return Vec::new();
        };
        let Some(func) = at.function.as_ref() else {
            return Vec::new();
        };
        at.variables
            .iter()
            .filter(|v| v.tag == dwarf_ext::gimli::DW_TAG_formal_parameter && v.scope == func.die)
            .map(|v| v.name.clone())
            .collect()
    }

    /// The variable in scope at `pc` whose storage holds `access`'s address, evaluated with
    /// `wave`'s registers for `lane`.
    pub fn variable_at(
        &self,
        pc: u64,
        access: &Access,
        wave: &sim::wave::Wave,
        lane: u32,
    ) -> Option<VariableAt> {
        let info = self.info.as_ref()?;
        let elf = pc.checked_sub(self.load_base)?;
        let at = info.lookup(elf).ok()??;
        let unit = &info.units()[at.unit];
        let mut snapshot = snapshot(wave, lane);
        // `DW_OP_addrx` operands, as the producer wrote them (a global-space address is
        // relocated below, an LDS offset is not).
        snapshot.addrs = (0..)
            .map_while(|i| {
                info.dwarf
                    .address(&unit.unit, dwarf_ext::gimli::DebugAddrIndex(i))
                    .ok()
            })
            .take(1 << 16)
            .collect();
        // The subprogram's frame base, for `DW_OP_fbreg` locations.
        if let Some(f) = &at.function {
            let e = unit
                .unit
                .entry(dwarf_ext::gimli::UnitOffset((f.die - unit.offset) as usize))
                .ok();
            if let Some(dwarf_ext::gimli::AttributeValue::Exprloc(x)) =
                e.and_then(|e| e.attr_value(dwarf_ext::gimli::DW_AT_frame_base))
            {
                let mut ctx = snapshot.clone();
                if let Ok(dwarf_ext::Entry::Location(l)) =
                    dwarf_ext::evaluate(&mut ctx, x.0.slice(), unit.eval_options())
                {
                    snapshot.frame_base = Some(l);
                }
            }
        }
        let mut types = debugger::types::TypeTable::new();
        let mut past_end: Option<(u64, String)> = None;
        for v in at.variables.iter().rev() {
            let VarLocation::Expressions(exprs) = &v.location else {
                continue;
            };
            let Some((_, expr)) = exprs.first() else {
                continue;
            };
            let mut ctx = snapshot.clone();
            let Ok(dwarf_ext::Entry::Location(loc)) =
                dwarf_ext::evaluate(&mut ctx, expr, unit.eval_options())
            else {
                continue;
            };
            let Some((space, addr)) = loc.memory_address() else {
                continue;
            };
            let addr = if space.amdgpu() == Some(AddressSpace::Global) {
                addr.wrapping_add(self.load_base)
            } else {
                addr
            };
            if space.amdgpu() != Some(access.space)
                && !(access.space == AddressSpace::PrivateLane
                    && space.amdgpu() == Some(AddressSpace::PrivateLane))
            {
                continue;
            }
            let Ok(ty) = types.type_of(info, v.die) else {
                continue;
            };
            let Some(size) = ty.byte_size() else {
                continue;
            };
            let Some(off) = access.address.checked_sub(addr) else {
                continue;
            };
            let name = v.name.clone().unwrap_or_else(|| "?".into());
            // An element's index when the offset is a whole element of an array.
            let element = dwarf_ext::types::Type::array_element(&ty)
                .and_then(|(e, _)| e.byte_size())
                .filter(|&e| e > 0 && off % e == 0)
                .map(|e| format!("{name}[{}]", off / e));
            let named = || match &element {
                Some(e) => e.clone(),
                None if off == 0 => name.clone(),
                None => format!("{name}+{off}"),
            };
            if off < size {
                return Some(VariableAt {
                    text: named(),
                    past_end: false,
                });
            }
            // An overrun: the variable whose end the access is closest past.
            let gap = off - size;
            if gap < NEAR_END && past_end.as_ref().is_none_or(|(g, _)| gap < *g) {
                past_end = Some((gap, named()));
            }
        }
        past_end.map(|(_, text)| VariableAt {
            text,
            past_end: true,
        })
    }
}

/// How far past a variable's end an out-of-bounds access is still said to be past it.
const NEAR_END: u64 = 1024;

/// The wave's registers as a DWARF evaluation context for `lane`.
fn snapshot(w: &sim::wave::Wave, lane: u32) -> dwarf_ext::SnapshotWave {
    let lanes = w.size.lanes();
    let mut s = dwarf_ext::SnapshotWave::new(lanes);
    s.lane = Some(lane);
    for (i, v) in w.sgpr.iter().enumerate() {
        if let Some(n) = dwarf_ext::register_number(&format!("s{i}"), lanes) {
            s.regs.insert(n, v.to_le_bytes().to_vec());
        }
    }
    for (i, row) in w.vgpr.iter().enumerate() {
        if let Some(n) = dwarf_ext::register_number(&format!("v{i}"), lanes) {
            let bytes: Vec<u8> = row[..lanes as usize]
                .iter()
                .flat_map(|x| x.to_le_bytes())
                .collect();
            s.regs.insert(n, bytes);
        }
    }
    if let Some(n) = dwarf_ext::register_number("exec", lanes) {
        let bytes = if lanes == 64 {
            w.exec.to_le_bytes().to_vec()
        } else {
            (w.exec as u32).to_le_bytes().to_vec()
        };
        s.regs.insert(n, bytes);
    }
    if let Some(n) = dwarf_ext::register_number("pc", lanes) {
        s.regs.insert(n, w.pc.to_le_bytes().to_vec());
    }
    s
}

/// A finding's site in words: wave, work-group, lanes and the first lane's work-item.
fn wave_text(site: &Site, cx: &Context) -> String {
    let lanes = cx.wave_size.lanes();
    let first = site.lanes.trailing_zeros().min(63);
    let flat = site.wave_in_group * lanes + first;
    let b = cx.block;
    let item = [
        flat % b[0].max(1),
        (flat / b[0].max(1)) % b[1].max(1),
        flat / (b[0].max(1) * b[1].max(1)),
    ];
    let g = site.group;
    let lane_word = if site.lanes.count_ones() == 1 {
        "lane"
    } else {
        "lanes"
    };
    format!(
        "wave 1:1:1:{} ({},{},{})/{}, {lane_word} {} (work-item ({},{},{}) of work-group ({},{},{}))",
        site.wave.0,
        g[0],
        g[1],
        g[2],
        site.wave_in_group,
        lane_list(site.lanes),
        item[0],
        item[1],
        item[2],
        g[0],
        g[1],
        g[2]
    )
}

fn address_text(a: &Access) -> String {
    format!("{}#{:#x}", a.space.name(), a.address)
}

/// Where an access lies relative to its allocation.
fn allocation_text(a: &Access, r: &AllocationRef) -> String {
    let end = r.size as i64;
    let what = format!(
        "the {}-byte allocation `{}` at {}#{:#x}",
        r.size,
        r.name,
        r.space.name(),
        r.base
    );
    let mut s = if r.offset < 0 {
        format!("{} bytes before {what}", -r.offset)
    } else if r.offset >= end {
        format!("{} bytes after {what}", r.offset - end)
    } else if r.offset + a.size as i64 > end {
        format!(
            "at offset {} of {what}, and runs {} bytes past its end",
            r.offset,
            r.offset + a.size as i64 - end
        )
    } else {
        format!("at offset {} of {what}", r.offset)
    };
    let sites = host_sites_text(r);
    if !sites.is_empty() {
        s.push_str(&format!(" ({sites})"));
    }
    s
}

/// Where the host allocated and freed an allocation, as far as known: `allocated at
/// main.hip:12 in main, freed at main.hip:20 in main` (empty when neither is known).
fn host_sites_text(r: &AllocationRef) -> String {
    let allocated = r.site.as_ref().map(|s| format!("allocated at {s}"));
    let freed = r.freed_at.as_ref().map(|s| format!("freed at {s}"));
    allocated
        .into_iter()
        .chain(freed)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A host site as JSON: file, line and function.
fn host_site_json(s: &HostSite) -> Value {
    json!({"file": s.file, "line": s.line, "function": s.function})
}

/// The one-line title of a finding.
pub fn title(f: &Finding) -> String {
    describe(
        &f.kind,
        f.access.as_ref(),
        f.other.as_ref().and_then(|o| o.1.as_ref()),
    )
}

/// A PC in source terms: `pc 0x1a4 (global_store_dword ...) in f at file.cl:12:5`.
fn pc_text(pc: u64, place: &SourcePlace, inst: Option<&str>, load_base: u64) -> String {
    let mut s = format!("pc {:#x}", pc.wrapping_sub(load_base));
    if let Some(i) = inst {
        s.push_str(&format!(" `{i}`"));
    }
    if let Some(f) = &place.function {
        s.push_str(&format!(" in {f}"));
    }
    if let Some(file) = &place.file {
        s.push_str(&format!(" at {file}:{}", place.line));
        if place.column != 0 {
            s.push_str(&format!(":{}", place.column));
        }
    }
    for (f, line) in &place.inlined_into {
        s.push_str(&format!(", inlined into {f} at line {line}"));
    }
    s
}

/// A finding with its places looked up.
pub struct Resolved<'f, 'c> {
    /// The finding.
    pub finding: &'f Finding,
    /// The dispatch it was first seen in (`None` when no dispatch ran).
    pub cx: Option<&'c Context<'c>>,
    /// Where its site is.
    pub place: Option<SourcePlace>,
    /// The instruction there.
    pub instruction: Option<String>,
    /// The calls its site was in, innermost first: each call instruction's PC and place.
    pub callers: Vec<(u64, SourcePlace)>,
    /// Where its other site is.
    pub other_place: Option<SourcePlace>,
    /// The instruction there.
    pub other_instruction: Option<String>,
}

/// Looks up every finding's places, in the context `which` picks for it among `contexts`
/// (the dispatch it was first seen in; one context for a single dispatch).
pub fn resolve<'f, 'c>(
    checks: &'f Checks,
    contexts: &'c [Context<'c>],
    which: impl Fn(&Finding) -> Option<usize>,
) -> Vec<Resolved<'f, 'c>> {
    let mut symbols: Vec<Option<Symbols<'c>>> = contexts.iter().map(|_| None).collect();
    checks
        .findings()
        .iter()
        .map(|f| {
            let k = which(f).filter(|&k| k < contexts.len());
            let Some(k) = k else {
                return Resolved {
                    finding: f,
                    cx: None,
                    place: None,
                    instruction: None,
                    callers: Vec::new(),
                    other_place: None,
                    other_instruction: None,
                };
            };
            let cx = &contexts[k];
            let sym = symbols[k].get_or_insert_with(|| Symbols::new(cx));
            let mut place = f.site.map(|s| sym.place(s.pc));
            if let (Some(p), Some(a), Some(w), Some(s)) =
                (&mut place, &f.access, &f.registers, &f.site)
            {
                if f.kind.tool() != Tool::Init || f.other.is_some() {
                    let lane = s.lanes.trailing_zeros().min(63);
                    p.variable = sym.variable_at(s.pc, a, w, lane);
                }
            }
            let other_place = f.other.as_ref().map(|o| sym.place(o.0.pc));
            let callers = f
                .callers
                .iter()
                .map(|&returns_to| {
                    let pc = sim::check::call_site(returns_to);
                    (pc, sym.place(pc))
                })
                .collect();
            Resolved {
                finding: f,
                cx: Some(cx),
                place,
                instruction: f.site.and_then(|s| sym.instruction(s.pc)),
                callers,
                other_place,
                other_instruction: f.other.as_ref().and_then(|o| sym.instruction(o.0.pc)),
            }
        })
        .collect()
}

const BAR: &str = "=========";

/// The findings as printed: [`text`], or with `json` one [`json`] object a line.
pub fn render(found: &[Resolved], checks: &Checks, as_json: bool) -> String {
    if !as_json {
        return text(found, checks);
    }
    let mut out = String::new();
    for r in found {
        out.push_str(&serde_json::to_string(&json(r)).unwrap_or_default());
        out.push('\n');
    }
    out
}

/// The counts as JSON: the checks run, errors in all, and per check.
pub fn summary_json(checks: &Checks) -> Value {
    let found: u64 = checks.summary().iter().map(|s| s.1).sum();
    let summary: serde_json::Map<String, Value> = checks
        .summary()
        .iter()
        .filter(|(t, _)| checks.set().has(*t))
        .map(|(t, n)| (t.name().to_string(), json!(n)))
        .collect();
    json!({"checks": checks.set().to_string(), "errors": found, "summary": summary})
}

/// compute-sanitizer-like text: one block per finding and an `ERROR SUMMARY`.
pub fn text(found: &[Resolved], checks: &Checks) -> String {
    let mut out = format!("{BAR} HDB SANITIZER ({})\n", checks.set());
    for r in found {
        let f = r.finding;
        out.push_str(&format!("{BAR} {}\n", title(f)));
        let empty = SourcePlace::default();
        if let (Some(site), Some(cx)) = (&f.site, r.cx) {
            let place = r.place.as_ref().unwrap_or(&empty);
            if site.pc != 0 {
                out.push_str(&format!(
                    "{BAR}     at {}\n",
                    pc_text(site.pc, place, r.instruction.as_deref(), cx.load_base)
                ));
            }
            for (pc, place) in &r.callers {
                out.push_str(&format!(
                    "{BAR}     called from {}\n",
                    pc_text(*pc, place, None, cx.load_base)
                ));
            }
            out.push_str(&format!("{BAR}     by {}\n", wave_text(site, cx)));
        }
        if let Some(a) = &f.access {
            let mut line = format!("{BAR}     Address {}", address_text(a));
            if let Some(r) = &f.allocation {
                line.push_str(&format!(" is {}", allocation_text(a, r)));
            }
            if let Some(v) = r.place.as_ref().and_then(|p| p.variable.as_ref()) {
                line.push_str(&format!(" (variable `{}`", v.text));
                line.push_str(if v.past_end { ", past its end)" } else { ")" });
            }
            out.push_str(&line);
            out.push('\n');
            if f.kind == FindingKind::Misaligned {
                out.push_str(&format!(
                    "{BAR}     which is not a multiple of {}\n",
                    a.size.min(if a.kind == sim::check::AccessKind::Atomic {
                        8
                    } else {
                        4
                    })
                ));
            }
        } else if let Some(r) = &f.allocation {
            let sites = host_sites_text(r);
            out.push_str(&format!(
                "{BAR}     Allocation `{}`: {} bytes at {}#{:#x}{}{sites}\n",
                r.name,
                r.size,
                r.space.name(),
                r.base,
                if sites.is_empty() { "" } else { ", " },
            ));
        }
        if let (Some((site, acc)), Some(cx)) = (&f.other, r.cx) {
            let place = r.other_place.as_ref().unwrap_or(&empty);
            let pc = pc_text(site.pc, place, r.other_instruction.as_deref(), cx.load_base);
            let lead = match &f.kind {
                FindingKind::Race => {
                    let k = acc.map_or("", |a| a.kind.name());
                    format!(
                        "and {} {k} of {}",
                        if k.starts_with('a') { "an" } else { "a" },
                        acc.map(|a| address_text(&a)).unwrap_or_default()
                    )
                }
                FindingKind::Uninitialized { how, .. } => format!("used {}", how.text()),
                FindingKind::MissingWait { .. } => "written by the memory operation".into(),
                FindingKind::ExitAtBarrier => "while waiting".into(),
                FindingKind::BarrierAfterExit => "ended".into(),
                _ => "and".into(),
            };
            if site.pc != 0 {
                out.push_str(&format!("{BAR}     {lead} at {pc}\n"));
            }
            out.push_str(&format!("{BAR}     by {}\n", wave_text(site, cx)));
        }
        if f.count > 1 {
            out.push_str(&format!("{BAR}     ({} occurrences)\n", f.count));
        }
        out.push_str(&format!("{BAR}\n"));
    }
    let summary = checks.summary();
    let total: u64 = summary.iter().map(|s| s.1).sum();
    let parts: Vec<String> = summary
        .iter()
        .filter(|(t, _)| checks.set().has(*t))
        .map(|(t, n)| format!("{} {n}", t.name()))
        .collect();
    out.push_str(&format!(
        "{BAR} ERROR SUMMARY: {total} error{} ({})\n",
        if total == 1 { "" } else { "s" },
        parts.join(", ")
    ));
    out
}

fn site_json(site: &Site, place: Option<&SourcePlace>, inst: Option<&str>, cx: &Context) -> Value {
    let lanes: Vec<u32> = (0..64).filter(|l| site.lanes >> l & 1 != 0).collect();
    let mut v = json!({
        "wave": format!("1:1:1:{}", site.wave.0),
        "work_group": site.group,
        "wave_in_group": site.wave_in_group,
        "lanes": lanes,
        "pc": (site.pc != 0).then(|| format!("{:#x}", site.pc.wrapping_sub(cx.load_base))),
        "instruction": inst,
    });
    if let Some(p) = place {
        v["function"] = json!(p.function);
        v["file"] = json!(p.file);
        v["line"] = json!(p.line);
        v["column"] = json!(p.column);
        v["inlined_into"] = json!(p
            .inlined_into
            .iter()
            .map(|(f, l)| json!({"function": f, "call_line": l}))
            .collect::<Vec<_>>());
        if let Some(var) = &p.variable {
            v["variable"] = json!(var.text);
            if var.past_end {
                v["past_end"] = json!(true);
            }
        }
    }
    v
}

fn access_json(a: &Access) -> Value {
    json!({
        "kind": a.kind.name(),
        "size": a.size,
        "address_space": a.space.name(),
        "address": format!("{:#x}", a.address),
    })
}

/// One finding as a JSON object.
pub fn json(r: &Resolved) -> Value {
    let f = r.finding;
    let mut v = json!({
        "check": f.kind.tool().name(),
        "kind": f.kind.name(),
        "message": title(f),
        "count": f.count,
    });
    if let (Some(s), Some(cx)) = (&f.site, r.cx) {
        v["site"] = site_json(s, r.place.as_ref(), r.instruction.as_deref(), cx);
        if !r.callers.is_empty() {
            v["site"]["callers"] = r
                .callers
                .iter()
                .map(|(pc, p)| {
                    json!({
                        "pc": format!("{:#x}", pc.wrapping_sub(cx.load_base)),
                        "function": p.function,
                        "file": p.file,
                        "line": p.line,
                        "column": p.column,
                    })
                })
                .collect();
        }
    }
    if let Some(a) = &f.access {
        v["access"] = access_json(a);
    }
    if let Some(al) = &f.allocation {
        v["allocation"] = json!({
            "name": al.name,
            "address_space": al.space.name(),
            "base": format!("{:#x}", al.base),
            "size": al.size,
            "offset": al.offset,
            "allocated_at": al.site.as_ref().map(host_site_json),
            "freed_at": al.freed_at.as_ref().map(host_site_json),
        });
    }
    if let (Some((s, a)), Some(cx)) = (&f.other, r.cx) {
        let mut o = site_json(
            s,
            r.other_place.as_ref(),
            r.other_instruction.as_deref(),
            cx,
        );
        if let Some(a) = a {
            o["access"] = access_json(a);
        }
        v["other"] = o;
    }
    match &f.kind {
        FindingKind::Uninitialized { how, register: reg } => {
            v["use"] = json!(format!("{how:?}").to_lowercase());
            if let Some(r) = reg {
                v["register"] = json!(r);
            }
        }
        FindingKind::MissingWait { register, needed } => {
            v["register"] = json!(register);
            v["needed"] = json!(needed);
        }
        FindingKind::BarrierCount(c) => v["barriers"] = json!(c),
        _ => {}
    }
    v
}

/// The findings as a SARIF 2.1.0 log (one run; one rule per kind of finding).
pub fn sarif(found: &[Resolved], artifact: &str) -> Value {
    let mut rules: Vec<&'static str> = Vec::new();
    let results: Vec<Value> = found
        .iter()
        .map(|r| {
            let f = r.finding;
            let id = f.kind.name();
            if !rules.contains(&id) {
                rules.push(id);
            }
            let location = |site: Option<&Site>, place: Option<&SourcePlace>, text: &str| {
                let mut loc = json!({});
                if let Some(p) = place.filter(|p| p.file.is_some()) {
                    loc["physicalLocation"] = json!({
                        "artifactLocation": {"uri": p.file},
                        "region": {"startLine": p.line.max(1), "startColumn": p.column.max(1)},
                    });
                } else {
                    loc["physicalLocation"] = json!({"artifactLocation": {"uri": artifact}});
                }
                if let (Some(s), Some(cx)) = (site, r.cx) {
                    loc["logicalLocations"] = json!([{
                        "name": place.and_then(|p| p.function.clone()),
                        "kind": "function",
                    }]);
                    loc["message"] = json!({"text": format!(
                        "{text} pc {:#x}, {}", s.pc.wrapping_sub(cx.load_base), wave_text(s, cx)
                    )});
                }
                loc
            };
            let mut res = json!({
                "ruleId": id,
                "level": "error",
                "message": {"text": title(f)},
                "locations": [location(f.site.as_ref(), r.place.as_ref(), "at")],
                "occurrenceCount": f.count,
                "properties": {"check": f.kind.tool().name(), "details": json(r)},
            });
            let mut related: Vec<Value> = Vec::new();
            if let Some((s, _)) = &f.other {
                related.push(location(Some(s), r.other_place.as_ref(), "and at"));
            }
            // The host calls that allocated and freed the memory.
            let host = f.allocation.iter().flat_map(|a| {
                [("allocated at", &a.site), ("freed at", &a.freed_at)]
                    .into_iter()
                    .filter_map(|(what, s)| Some((what, s.as_ref()?)))
            });
            for (what, s) in host {
                related.push(json!({
                    "physicalLocation": {
                        "artifactLocation": {"uri": s.file},
                        "region": {"startLine": s.line.max(1)},
                    },
                    "message": {"text": format!("{what} {s}")},
                }));
            }
            if !related.is_empty() {
                res["relatedLocations"] = json!(related);
            }
            // The calls the site was in: a stack whose first frame is the site.
            if !r.callers.is_empty() {
                let frame = |place: Option<&SourcePlace>| {
                    let mut loc = location(None, place, "");
                    if let Some(f) = place.and_then(|p| p.function.as_ref()) {
                        loc["logicalLocations"] = json!([{"name": f, "kind": "function"}]);
                    }
                    json!({"location": loc})
                };
                let frames: Vec<Value> = std::iter::once(frame(r.place.as_ref()))
                    .chain(r.callers.iter().map(|(_, p)| frame(Some(p))))
                    .collect();
                res["stacks"] = json!([{"message": {"text": "device calls"}, "frames": frames}]);
            }
            res
        })
        .collect();
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "hdb",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules.iter().map(|r| json!({
                    "id": r,
                    "shortDescription": {"text": r.replace('-', " ")},
                })).collect::<Vec<_>>(),
            }},
            "artifacts": [{"location": {"uri": artifact}}],
            "results": results,
        }]
    })
}
