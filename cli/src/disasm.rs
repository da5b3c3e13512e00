//! `hdb disasm`: the instructions of a code object's functions, with addresses and encoding
//! words, in `llvm-objdump -d` layout; the instruction text is byte-identical to
//! `llvm-objdump --mcpu=<target>` (LLVM 19 syntax by default, `--llvm 22` for LLVM 22's). With
//! `--line`, source lines from `.debug_line` are marked before the instructions they cover.
//!
//! An input with several code objects (an offload bundle, compressed or not, or a host ELF's
//! `.hip_fatbin`) is disassembled entry by entry, each after a heading naming it; `--target`
//! picks entries. JSON output is then an array of the per-code-object documents.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use amdgpu::decode::{Decoder, Syntax};
use amdgpu::WaveSize;
use anyhow::{bail, Context as _, Result};
use codeobj::container::Format;
use codeobj::CodeObject;
use serde::Serialize;

/// Arguments of `hdb disasm`.
#[derive(clap::Args)]
pub struct Args {
    /// An AMDGPU ELF code object (relocatable or linked), an offload bundle (plain or
    /// compressed), a host ELF carrying bundles, or a loaded-code-object URI.
    file: String,
    /// Only this function (symbol name).
    #[arg(long)]
    symbol: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
    /// Mark source lines from DWARF line information (`.debug_line`).
    #[arg(long, short = 'S', alias = "source")]
    line: bool,
    /// Of a bundle or host ELF: only the entries for this processor, target ID or entry ID.
    /// Of a plain code object: decode for this processor instead of the one it names.
    #[arg(long, alias = "mcpu")]
    target: Option<String>,
    /// Wave size for GFX10+ text (`vcc` vs `vcc_lo`): 32 or 64 (default: the processor's).
    #[arg(long)]
    wave: Option<u32>,
    /// Which LLVM release's spelling to reproduce: 19 or 22.
    #[arg(long, default_value_t = 19)]
    llvm: u32,
}

#[derive(Serialize)]
struct Insn {
    address: u64,
    words: Vec<String>,
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<String>,
}

#[derive(Serialize)]
struct Func {
    name: String,
    address: u64,
    instructions: Vec<Insn>,
}

#[derive(Serialize)]
struct Report<'a> {
    file: &'a str,
    target: String,
    functions: Vec<Func>,
}

/// Runs `hdb disasm`.
pub fn run(args: &Args) -> Result<()> {
    let input = crate::input::read(&args.file)?;
    let contents = crate::input::contents(&args.file, &input.bytes)?;
    // A plain code object's `--target` is the processor to decode for, as llvm-objdump's
    // `--mcpu`; a container's picks entries, each decoded for its own processor.
    let plain = contents.format == Format::CodeObject;
    let chosen = if plain {
        contents.code_objects.iter().collect()
    } else {
        crate::input::choose(&args.file, &contents, args.target.as_deref())?
    };
    let mcpu = if plain { args.target.as_deref() } else { None };
    let mut text = String::new();
    let mut docs = Vec::new();
    for object in &chosen {
        let name = crate::input::name(&args.file, object);
        let co = object.code_object().with_context(|| name.clone())?;
        if chosen.len() > 1 && !args.json {
            let _ = write!(text, "\n{}\n", crate::input::heading(object, input.base));
        }
        let (out, doc) = disassemble(args, &name, &co, mcpu)?;
        text.push_str(&out);
        docs.extend(doc);
    }
    if args.json {
        text = crate::input::json_documents(&docs)?;
    }
    crate::emit(&text)
}

/// One code object's disassembly: the text, or with `--json` the JSON document.
fn disassemble(
    args: &Args,
    file: &str,
    co: &CodeObject<'_>,
    mcpu: Option<&str>,
) -> Result<(String, Option<serde_json::Value>)> {
    let target = match mcpu {
        Some(m) => m.to_string(),
        None => co
            .target_id()
            .with_context(|| file.to_string())?
            .processor
            .name
            .to_string(),
    };
    let wave = match args.wave {
        Some(32) => WaveSize::Wave32,
        Some(64) => WaveSize::Wave64,
        Some(n) => bail!("--wave must be 32 or 64, not {n}"),
        None => amdgpu::Processor::by_name(&target)
            .and_then(|p| p.default_wave_size())
            .unwrap_or(WaveSize::Wave32),
    };
    let syntax = match args.llvm {
        19 => Syntax::Llvm19,
        22 => Syntax::Llvm22,
        n => bail!("--llvm must be 19 or 22, not {n}"),
    };
    let decoder = Decoder::for_target(&target, wave)?.with_syntax(syntax);
    let lines = if args.line {
        line_table(co).unwrap_or_default()
    } else {
        BTreeMap::new()
    };

    // About 100 bytes of text per 4-8 bytes of code.
    let code: usize = co
        .sections()
        .iter()
        .filter(|s| s.is_executable())
        .map(|s| s.data.len())
        .sum();
    let mut out = String::with_capacity(64 + code * 20);
    if !args.json {
        let _ = write!(out, "\n{file}:\tfile format elf64-amdgpu\n");
    }
    let mut funcs = Vec::new();
    let functions = co.functions();
    for section in co
        .sections()
        .iter()
        .filter(|s| s.is_executable() && !s.data.is_empty())
    {
        if !args.json {
            let _ = write!(out, "\nDisassembly of section {}:\n", section.name);
        }
        // Where the section's bytes end; a header whose address and size wrap is refused.
        let end = section
            .address
            .checked_add(section.data.len() as u64)
            .with_context(|| {
                format!(
                    "{file}: section {} at {:#x} with {:#x} bytes runs past the end of the \
                     address space",
                    section.name,
                    section.address,
                    section.data.len()
                )
            })?;
        let inside = |a: u64| a >= section.address && a < end;
        // Functions and other labels in this section, in address order, as llvm-objdump
        // prints them (local labels inside a function too); each runs to the next one (or
        // the end). A symbol whose address lies outside the section's bytes (a corrupted
        // symbol or section header) labels nothing.
        let mut starts: Vec<(u64, &str)> = functions
            .iter()
            .filter(|f| f.section == section.index && inside(f.address))
            .map(|f| (f.address, f.name))
            .collect();
        starts.extend(
            co.symbols()
                .iter()
                .filter(|s| {
                    s.section() == Some(section.index)
                        && matches!(
                            s.kind,
                            codeobj::SymbolKind::NoType | codeobj::SymbolKind::Object
                        )
                        && !s.name.is_empty()
                        && inside(s.value)
                })
                .map(|s| (s.value, s.name)),
        );
        // Code object V2 kernels start with the 256-byte `amd_kernel_code_t` (data, not code):
        // the function before one ends where its header begins.
        let v3_plus = matches!(co.version(), Some(v) if v != codeobj::CodeObjectVersion::V2);
        let headers: Vec<u64> = if !v3_plus {
            functions
                .iter()
                .filter(|f| f.is_kernel && f.section == section.index && f.address >= 256)
                .map(|f| f.address - 256)
                .filter(|&h| inside(h))
                .collect()
        } else {
            Vec::new()
        };
        // Functions before labels at one address (a function's name wins).
        starts.sort_by_key(|s| s.0);
        starts.dedup_by_key(|s| s.0);
        if starts.is_empty()
            || (starts[0].0 > section.address && !headers.contains(&section.address))
        {
            starts.insert(0, (section.address, section.name));
        }
        for (i, &(start, name)) in starts.iter().enumerate() {
            let next = starts.get(i + 1).map_or(end, |s| s.0).min(end);
            let stop = headers
                .iter()
                .copied()
                .filter(|&h| h > start && h < next)
                .min()
                .unwrap_or(next);
            if args.symbol.as_deref().is_some_and(|s| s != name) {
                continue;
            }
            let mut func = Func {
                name: name.to_string(),
                address: start,
                instructions: Vec::new(),
            };
            if !args.json {
                let _ = write!(out, "\n{start:016x} <{name}>:\n");
            }
            let mut pc = start;
            let mut last_line: Option<&String> = None;
            while pc < stop {
                let off = (pc - section.address) as usize;
                let avail = &section.data[off..(stop - section.address) as usize];
                let inst = decoder.decode(avail);
                let len = inst.len().max(1).min(avail.len());
                let word = |c: &[u8]| {
                    let mut b = [0u8; 4];
                    b[..c.len()].copy_from_slice(c);
                    u32::from_le_bytes(b)
                };
                let line = if args.line {
                    lines.range(..=pc).next_back().map(|(_, l)| l)
                } else {
                    None
                };
                if args.json {
                    func.instructions.push(Insn {
                        address: pc,
                        words: avail[..len]
                            .chunks(4)
                            .map(|c| format!("{:08X}", word(c)))
                            .collect(),
                        text: inst.text(),
                        line: line.cloned(),
                    });
                } else {
                    if let Some(l) = line.filter(|_| line != last_line) {
                        let _ = writeln!(out, "; {l}");
                    }
                    // `\t{text:<59}// {pc:012X}: {words}`, written without format machinery:
                    // this loop is most of `hdb disasm`'s time.
                    out.push('\t');
                    let at = out.len();
                    inst.write_text(&mut out);
                    let width = out.len() - at;
                    out.push_str(&PAD[..59usize.saturating_sub(width)]);
                    out.push_str("// ");
                    push_hex(&mut out, pc, 12);
                    out.push_str(": ");
                    for (i, c) in avail[..len].chunks(4).enumerate() {
                        if i > 0 {
                            out.push(' ');
                        }
                        push_hex(&mut out, word(c) as u64, 8);
                    }
                    // A branch target before every label of the section is not named.
                    let label = inst
                        .branch_target(pc)
                        .and_then(|t| starts.iter().rev().find(|s| s.0 <= t).map(|s| (t, s)));
                    if let Some((target, &(base, bname))) = label {
                        let _ = write!(out, " <{bname}+{:#x}>", target - base);
                    }
                    out.push('\n');
                }
                last_line = line;
                pc += len as u64;
            }
            funcs.push(func);
        }
    }
    if args.json {
        let report = Report {
            file,
            target,
            functions: funcs,
        };
        return Ok((String::new(), Some(serde_json::to_value(&report)?)));
    }
    Ok((out, None))
}

/// Spaces that pad the instruction text to llvm-objdump's column.
const PAD: &str = "                                                           ";

/// Appends `v` as `digits` upper-case hex digits.
fn push_hex(out: &mut String, v: u64, digits: u32) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for i in (0..digits).rev() {
        out.push(HEX[(v >> (4 * i)) as usize & 0xf] as char);
    }
}

/// Address → `file:line` from `.debug_line` (every sequence of every unit), through
/// dwarf-ext's line-table reader (the one walker of line programs).
fn line_table(co: &CodeObject<'_>) -> Result<BTreeMap<u64, String>> {
    let info = dwarf_ext::debuginfo::DebugInfo::load(
        |name| co.section_by_name(name).map(|s| s.data),
        dwarf_ext::debuginfo::LoadOptions::default(),
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut map = BTreeMap::new();
    for unit in 0..info.units().len() {
        let mut files: BTreeMap<u64, String> = BTreeMap::new();
        for row in info.line_rows(unit) {
            if row.end_sequence {
                continue;
            }
            let file = files.entry(row.file).or_insert_with(|| {
                let Some((name, dir, _)) = info.line_file(unit, row.file) else {
                    return String::new();
                };
                match dir.filter(|d| !d.is_empty() && d != ".") {
                    Some(d) => format!("{d}/{name}"),
                    None => name,
                }
            });
            map.insert(row.address, format!("{file}:{}", row.line));
        }
    }
    Ok(map)
}
