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
    let mut sink = crate::Stdout::new();
    let mut docs = Vec::new();
    for object in &chosen {
        let name = crate::input::name(&args.file, object);
        let co = object.code_object().with_context(|| name.clone())?;
        if chosen.len() > 1 && !args.json {
            sink.write(&format!(
                "\n{}\n",
                crate::input::heading(object, input.base)
            ));
        }
        docs.extend(disassemble(args, &name, &co, mcpu, &mut sink)?);
    }
    if args.json {
        sink.write(&crate::input::json_documents(&docs)?);
    }
    sink.finish()
}

/// One executable section: its bytes and its labels in address order.
struct Section<'a> {
    address: u64,
    data: &'a [u8],
    starts: Vec<(u64, &'a str)>,
}

/// One label's instructions: from `start` to `stop`, in section `section`; `heading` is
/// printed first (the section's heading before its first label).
struct Job<'a> {
    section: usize,
    start: u64,
    stop: u64,
    name: &'a str,
    heading: Option<String>,
    /// Only the heading (a section whose labels `--symbol` filtered out).
    heading_only: bool,
}

/// What every job reads.
struct Shared<'a> {
    decoder: Decoder,
    sections: Vec<Section<'a>>,
    lines: BTreeMap<u64, String>,
    show_lines: bool,
}

/// Above this much code, the functions are disassembled on several threads (each a run of
/// whole functions), and written in order.
const PARALLEL_BYTES: usize = 256 << 10;

/// One code object's disassembly: the text written to `sink`, or with `--json` the JSON
/// document returned.
fn disassemble(
    args: &Args,
    file: &str,
    co: &CodeObject<'_>,
    mcpu: Option<&str>,
    sink: &mut crate::Stdout,
) -> Result<Option<serde_json::Value>> {
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
    let functions = co.functions();
    let mut sections = Vec::new();
    let mut jobs = Vec::new();
    for section in co
        .sections()
        .iter()
        .filter(|s| s.is_executable() && !s.data.is_empty())
    {
        let mut heading = Some(format!("\nDisassembly of section {}:\n", section.name));
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
            jobs.push(Job {
                section: sections.len(),
                start,
                stop,
                name,
                heading: if args.json { None } else { heading.take() },
                heading_only: false,
            });
        }
        sections.push(Section {
            address: section.address,
            data: section.data,
            starts,
        });
        // A section whose labels were all filtered out still gets its heading.
        if let Some(h) = heading.filter(|_| !args.json) {
            jobs.push(Job {
                section: sections.len() - 1,
                start: 0,
                stop: 0,
                name: "",
                heading: Some(h),
                heading_only: true,
            });
        }
    }
    let shared = Shared {
        decoder,
        sections,
        lines,
        show_lines: args.line,
    };
    if args.json {
        let functions = jobs
            .iter()
            .filter(|j| !j.heading_only)
            .map(|j| function_json(&shared, j))
            .collect();
        let report = Report {
            file,
            target,
            functions,
        };
        return Ok(Some(serde_json::to_value(&report)?));
    }
    sink.write(&format!("\n{file}:\tfile format elf64-amdgpu\n"));
    let code: usize = jobs.iter().map(|j| (j.stop - j.start) as usize).sum();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
    if code < PARALLEL_BYTES || threads < 2 || jobs.len() < 2 {
        let mut text = String::new();
        for job in &jobs {
            function_text(&shared, job, &mut text);
            if text.len() > 1 << 16 {
                sink.write(&text);
                text.clear();
            }
        }
        sink.write(&text);
        return Ok(None);
    }
    // Runs of whole functions, about 64 KiB of code each, handed out in order; the output
    // of each is written as soon as every earlier one has been.
    let mut chunks: Vec<std::ops::Range<usize>> = Vec::new();
    let (mut from, mut bytes) = (0, 0usize);
    for (i, j) in jobs.iter().enumerate() {
        bytes += (j.stop - j.start) as usize;
        if bytes >= 64 << 10 {
            chunks.push(from..i + 1);
            (from, bytes) = (i + 1, 0);
        }
    }
    if from < jobs.len() {
        chunks.push(from..jobs.len());
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel::<(usize, String)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (tx, next, chunks, jobs, shared) = (tx.clone(), &next, &chunks, &jobs, &shared);
            scope.spawn(move || loop {
                let c = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(range) = chunks.get(c) else { break };
                // About 15 bytes of text per byte of code.
                let code: u64 = jobs[range.clone()].iter().map(|j| j.stop - j.start).sum();
                let mut text = String::with_capacity(code as usize * 16 + 256);
                for job in &jobs[range.clone()] {
                    function_text(shared, job, &mut text);
                }
                if tx.send((c, text)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        let mut pending = BTreeMap::new();
        let mut want = 0;
        for (c, text) in rx {
            pending.insert(c, text);
            while let Some(text) = pending.remove(&want) {
                sink.write(&text);
                want += 1;
            }
        }
    });
    Ok(None)
}

/// What one step of a job's bytes is.
enum Step<'a> {
    /// An instruction: its address, bytes and decoding.
    Instruction(u64, &'a [u8], amdgpu::decode::Instruction),
    /// A run of zero bytes llvm-objdump skips (printed as `...`).
    Zeros,
}

/// The steps of one job. As llvm-objdump (without `--disassemble-zeroes`): where 8 or more
/// zero bytes follow an instruction boundary, they are skipped in whole dwords (alignment
/// padding between functions, not instructions).
fn instructions<'a>(shared: &'a Shared<'_>, job: &Job<'_>) -> impl Iterator<Item = Step<'a>> + 'a {
    let section = &shared.sections[job.section];
    let (mut pc, stop) = (job.start, job.stop);
    std::iter::from_fn(move || {
        if pc >= stop {
            return None;
        }
        let avail =
            &section.data[(pc - section.address) as usize..(stop - section.address) as usize];
        let zeros = avail.iter().take_while(|&&b| b == 0).count();
        if zeros >= 8 {
            pc += (zeros & !3) as u64;
            return Some(Step::Zeros);
        }
        let inst = shared.decoder.decode(avail);
        let len = inst.len().max(1).min(avail.len());
        let at = pc;
        pc += len as u64;
        Some(Step::Instruction(at, &avail[..len], inst))
    })
}

/// The little-endian word of up to 4 bytes.
fn word(c: &[u8]) -> u32 {
    let mut b = [0u8; 4];
    b[..c.len()].copy_from_slice(c);
    u32::from_le_bytes(b)
}

/// One job's text in llvm-objdump's layout.
fn function_text(shared: &Shared<'_>, job: &Job<'_>, out: &mut String) {
    if let Some(h) = &job.heading {
        out.push_str(h);
    }
    if job.heading_only {
        return;
    }
    let section = &shared.sections[job.section];
    out.push('\n');
    push_hex_lower(out, job.start, 16);
    out.push_str(" <");
    out.push_str(job.name);
    out.push_str(">:\n");
    let mut last_line: Option<&String> = None;
    for step in instructions(shared, job) {
        let Step::Instruction(pc, bytes, inst) = step else {
            out.push_str("\t\t...\n");
            continue;
        };
        let line = if shared.show_lines {
            shared.lines.range(..=pc).next_back().map(|(_, l)| l)
        } else {
            None
        };
        if let Some(l) = line.filter(|_| line != last_line) {
            out.push_str("; ");
            out.push_str(l);
            out.push('\n');
        }
        last_line = line;
        // `\t{text:<59}// {pc:012X}: {words}`, written without format machinery: this loop
        // is most of `hdb disasm`'s time.
        out.push('\t');
        let at = out.len();
        inst.write_text(out);
        let width = out.len() - at;
        out.push_str(&PAD[..59usize.saturating_sub(width)]);
        push_trailer(out, pc, bytes);
        // A branch target before every label of the section is not named.
        if let Some(target) = inst.branch_target(pc) {
            let k = section.starts.partition_point(|s| s.0 <= target);
            if let Some(&(base, name)) = k.checked_sub(1).map(|k| &section.starts[k]) {
                let _ = write!(out, " <{name}+{:#x}>", target - base);
            }
        }
        out.push('\n');
    }
}

/// One job as JSON.
fn function_json(shared: &Shared<'_>, job: &Job<'_>) -> Func {
    let instructions = instructions(shared, job)
        .filter_map(|step| match step {
            Step::Instruction(pc, bytes, inst) => Some((pc, bytes, inst)),
            Step::Zeros => None,
        })
        .map(|(pc, bytes, inst)| Insn {
            address: pc,
            words: bytes
                .chunks(4)
                .map(|c| format!("{:08X}", word(c)))
                .collect(),
            text: inst.text(),
            line: if shared.show_lines {
                shared
                    .lines
                    .range(..=pc)
                    .next_back()
                    .map(|(_, l)| l.clone())
            } else {
                None
            },
        })
        .collect();
    Func {
        name: job.name.to_string(),
        address: job.start,
        instructions,
    }
}

/// Spaces that pad the instruction text to llvm-objdump's column.
const PAD: &str = "                                                           ";

/// Appends `// {pc:012X}: {words}` (the encoding words upper-case, space-separated). Built in
/// a stack buffer and appended once: pushing it a character at a time was a tenth of
/// `hdb disasm`'s instructions.
fn push_trailer(out: &mut String, pc: u64, bytes: &[u8]) {
    // "// " + 12 digits + ": " + up to 5 words of 8 digits and a space each (an MIMG NSA
    // form is 20 bytes; a longer one is finished in a second round).
    let mut buf = [0u8; 3 + 12 + 2 + 5 * 9];
    buf[..3].copy_from_slice(b"// ");
    let mut n = 3;
    n += hex_bytes(&mut buf[n..], &pc.to_be_bytes()[2..], HEX_UPPER);
    buf[n..n + 2].copy_from_slice(b": ");
    n += 2;
    for (i, c) in bytes.chunks(4).enumerate() {
        if n + 9 > buf.len() {
            out.push_str(ascii(&buf[..n]));
            n = 0;
        }
        if i > 0 {
            buf[n] = b' ';
            n += 1;
        }
        n += hex_bytes(&mut buf[n..], &word(c).to_be_bytes(), HEX_UPPER);
    }
    out.push_str(ascii(&buf[..n]));
}

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Appends `v` as `digits` (at most 16) lower-case hex digits.
fn push_hex_lower(out: &mut String, v: u64, digits: usize) {
    let mut buf = [0u8; 16];
    let n = hex_bytes(&mut buf, &v.to_be_bytes(), b"0123456789abcdef");
    out.push_str(ascii(&buf[n - digits.min(16)..n]));
}

/// Writes `bytes` (most significant first) as hex digits to the start of `buf`; returns how
/// many digits.
fn hex_bytes(buf: &mut [u8], bytes: &[u8], hex: &[u8; 16]) -> usize {
    for (pair, &b) in buf.chunks_exact_mut(2).zip(bytes) {
        pair[0] = hex[usize::from(b >> 4)];
        pair[1] = hex[usize::from(b & 0xf)];
    }
    2 * bytes.len()
}

/// Bytes this file wrote from ASCII tables as text.
fn ascii(b: &[u8]) -> &str {
    std::str::from_utf8(b).unwrap_or_default()
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
