//! `hdb disasm`: the instructions of a code object's functions, with addresses and encoding
//! words, in `llvm-objdump -d` layout; the instruction text is byte-identical to
//! `llvm-objdump --mcpu=<target>` (LLVM 19 syntax by default, `--llvm 22` for LLVM 22's). With
//! `--line`, source lines from `.debug_line` are marked before the instructions they cover.
//!
//! An input with several code objects (an offload bundle, compressed or not, or a host ELF's
//! `.hip_fatbin`) is disassembled entry by entry, each after a heading naming it; `--target`
//! picks entries. JSON output is then an array of the per-code-object documents.

use std::collections::BTreeMap;
use std::io::Write as _;

use amdgpu::decode::{Decoder, Instruction, Syntax};
use amdgpu::WaveSize;
use anyhow::{bail, Context as _, Result};
use codeobj::container::Format;
use codeobj::CodeObject;
use dwarf_ext::lines::{LineIndex, LineRow};
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
    lines: LineIndex,
    show_lines: bool,
}

impl Shared<'_> {
    /// The line-table row covering `pc`, when lines are shown.
    fn row_at(&self, pc: u64) -> Option<&LineRow> {
        self.show_lines.then(|| self.lines.row_for(pc)).flatten()
    }

    /// `file:line` of a row, the file under its directory.
    fn place(&self, row: &LineRow) -> String {
        let file = self.lines.file_of(row).map_or("", |f| f.path.as_str());
        format!("{file}:{}", row.line)
    }
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
    // llvm-objdump decodes every kernel with the processor's default wave size, whatever the
    // kernel descriptors say (`CodeObject::wave_size_at` tells the kernels' own); this
    // output matches llvm-objdump's, so it does the same unless `--wave` says otherwise.
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
        line_index(co).unwrap_or_default()
    } else {
        LineIndex::default()
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
        let mut text = Vec::new();
        for job in &jobs {
            function_text(&shared, job, &mut text);
            if text.len() > 1 << 16 {
                sink.write_bytes(&text);
                text.clear();
            }
        }
        sink.write_bytes(&text);
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
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Vec<u8>)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (tx, next, chunks, jobs, shared) = (tx.clone(), &next, &chunks, &jobs, &shared);
            scope.spawn(move || loop {
                let c = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(range) = chunks.get(c) else { break };
                // About 15 bytes of text per byte of code.
                let code: u64 = jobs[range.clone()].iter().map(|j| j.stop - j.start).sum();
                let mut text = Vec::with_capacity(code as usize * 16 + 256);
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
                sink.write_bytes(&text);
                want += 1;
            }
        }
    });
    Ok(None)
}

/// Walks one job's bytes: `each` gets every instruction (its address, bytes and decoding) or,
/// for a run of zero bytes llvm-objdump skips (printed as `...`), `None`. As llvm-objdump
/// (without `--disassemble-zeroes`): where 8 or more zero bytes follow an instruction
/// boundary, they are skipped in whole dwords (alignment padding between functions, not
/// instructions). The decoding is lent, not moved: an `Instruction` is large enough that
/// handing it on by value cost two `memcpy` calls a line.
fn walk<'a>(
    shared: &'a Shared<'_>,
    job: &Job<'_>,
    mut each: impl FnMut(Option<(u64, &'a [u8], &Instruction)>),
) {
    let section = &shared.sections[job.section];
    let (mut pc, stop) = (job.start, job.stop);
    while pc < stop {
        let avail =
            &section.data[(pc - section.address) as usize..(stop - section.address) as usize];
        let zeros = avail.iter().take_while(|&&b| b == 0).count();
        if zeros >= 8 {
            pc += (zeros & !3) as u64;
            each(None);
            continue;
        }
        let inst = shared.decoder.decode(avail);
        let len = inst.len().max(1).min(avail.len());
        each(Some((pc, &avail[..len], &inst)));
        pc += len as u64;
    }
}

/// The little-endian word of up to 4 bytes (a whole word without a variable-length copy,
/// which is a `memcpy` call).
fn word(c: &[u8]) -> u32 {
    match <[u8; 4]>::try_from(c) {
        Ok(b) => u32::from_le_bytes(b),
        Err(_) => c.iter().rev().fold(0, |w, &b| w << 8 | u32::from(b)),
    }
}

/// One job's text in llvm-objdump's layout. Bytes, not a `String`: all but the instruction
/// text is ASCII written here, which a `String` would validate again (4% of `hdb disasm`).
fn function_text(shared: &Shared<'_>, job: &Job<'_>, out: &mut Vec<u8>) {
    if let Some(h) = &job.heading {
        out.extend_from_slice(h.as_bytes());
    }
    if job.heading_only {
        return;
    }
    let section = &shared.sections[job.section];
    out.push(b'\n');
    out.extend_from_slice(&hex8((job.start >> 32) as u32, false));
    out.extend_from_slice(&hex8(job.start as u32, false));
    out.extend_from_slice(b" <");
    out.extend_from_slice(job.name.as_bytes());
    out.extend_from_slice(b">:\n");
    let mut last_line: Option<(u32, u32)> = None;
    let mut text = String::with_capacity(128);
    walk(shared, job, |step| {
        let Some((pc, bytes, inst)) = step else {
            out.extend_from_slice(b"\t\t...\n");
            return;
        };
        let row = shared.row_at(pc);
        let line = row.map(|r| (r.file, r.line));
        if let Some(r) = row.filter(|_| line != last_line) {
            out.extend_from_slice(b"; ");
            out.extend_from_slice(shared.place(r).as_bytes());
            out.push(b'\n');
        }
        last_line = line;
        // `\t{text:<59}// {pc:012X}: {words}`, written without format machinery: this loop
        // is most of `hdb disasm`'s time.
        text.clear();
        inst.write_text(&mut text);
        out.push(b'\t');
        out.extend_from_slice(text.as_bytes());
        // The padding as a whole column of spaces cut back (a constant-length copy is a few
        // stores, a variable-length one a `memcpy` call).
        let end = out.len() + 59usize.saturating_sub(text.len());
        out.extend_from_slice(&[b' '; 59]);
        out.truncate(end);
        push_trailer(out, pc, bytes);
        // A branch target before every label of the section is not named.
        if let Some(target) = inst.branch_target(pc) {
            let k = section.starts.partition_point(|s| s.0 <= target);
            if let Some(&(base, name)) = k.checked_sub(1).map(|k| &section.starts[k]) {
                let _ = write!(out, " <{name}+{:#x}>", target - base);
            }
        }
        out.push(b'\n');
    });
}

/// One job as JSON.
fn function_json(shared: &Shared<'_>, job: &Job<'_>) -> Func {
    let mut instructions = Vec::new();
    walk(shared, job, |step| {
        let Some((pc, bytes, inst)) = step else {
            return;
        };
        instructions.push(Insn {
            address: pc,
            words: bytes
                .chunks(4)
                .map(|c| format!("{:08X}", word(c)))
                .collect(),
            text: inst.text(),
            line: shared.row_at(pc).map(|r| shared.place(r)),
        });
    });
    Func {
        name: job.name.to_string(),
        address: job.start,
        instructions,
    }
}

/// Appends `// {pc:012X}: {words}` (the encoding words upper-case, space-separated), in
/// pieces of constant length (each a store, not a `memcpy` call).
fn push_trailer(out: &mut Vec<u8>, pc: u64, bytes: &[u8]) {
    let mut head = *b"// 0000XXXXXXXX: ";
    head[3..7].copy_from_slice(&hex8((pc >> 32) as u32, true)[4..]);
    head[7..15].copy_from_slice(&hex8(pc as u32, true));
    out.extend_from_slice(&head);
    for (i, c) in bytes.chunks(4).enumerate() {
        if i > 0 {
            out.push(b' ');
        }
        out.extend_from_slice(&hex8(word(c), true));
    }
}

/// `v` as 8 hex digits, most significant first (`{v:08X}`, or `{v:08x}` unless `upper`),
/// all nibbles at once: each spread to its own byte, then offset to its digit.
fn hex8(v: u32, upper: bool) -> [u8; 8] {
    let mut x = u64::from(v);
    x = (x | x << 16) & 0x0000_ffff_0000_ffff;
    x = (x | x << 8) & 0x00ff_00ff_00ff_00ff;
    x = (x | x << 4) & 0x0f0f_0f0f_0f0f_0f0f;
    // 1 in each byte whose nibble is 10..15 (adding 6 carries into bit 4).
    let letters = ((x + 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101;
    // From '0' + 10 to 'A' is 7, to 'a' 39.
    let gap = if upper { 7 } else { 39 };
    (x + 0x3030_3030_3030_3030 + letters * gap).to_be_bytes()
}

/// The line tables of every unit as one address index.
fn line_index(co: &CodeObject<'_>) -> Result<LineIndex> {
    let info = dwarf_ext::debuginfo::DebugInfo::load(
        |name| co.section_by_name(name).map(|s| s.data),
        dwarf_ext::debuginfo::LoadOptions::default(),
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(info.combined_line_index())
}
