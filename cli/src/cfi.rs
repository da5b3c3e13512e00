//! `hdb cfi`: the call-frame information of a code object — CIEs, FDEs, every instruction
//! with its operands and expressions decoded (register names as ROCgdb prints them), and the
//! unwind table rows; with `--pc`, the row that applies at one address.
//!
//! The layout follows `llvm-dwarfdump --debug-frame`, which cannot decode most of AMD's CFI
//! expressions before LLVM 22. The facts are gathered once into serialisable report structs;
//! the text and the `--json` output are two renderings of the same report.

use std::fmt::Write as _;

use anyhow::{bail, Context as _, Result};
use codeobj::CodeObject;
use dwarf_ext::op::{DecodeOptions, Encoding};
use serde::Serialize;
use unwind::{
    address_space_name, op_text, CfaRule, Cie, DwarfReg, Entry, Expression, Fde, FrameSection,
    Instruction, RegisterRule, Scaled, SectionKind, UnwindRow, UnwindTable,
};

/// Arguments of `hdb cfi`.
#[derive(clap::Args)]
pub struct Args {
    /// An AMDGPU ELF code object (relocatable or linked), an offload bundle (plain or
    /// compressed), a host ELF carrying bundles, or a loaded-code-object URI. Several code
    /// objects are shown one after another, each after a heading (with `--json`: an array).
    file: String,
    /// Only the code objects for this processor (`gfx942`), target ID or bundle entry ID.
    #[arg(long, alias = "mcpu")]
    target: Option<String>,
    /// Show only the unwind row that applies at this address (`0x…` hex or decimal), with
    /// the function holding it.
    #[arg(long, value_parser = parse_address)]
    pc: Option<u64>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn parse_address(s: &str) -> Result<u64, String> {
    let parsed = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => s.parse(),
    };
    parsed.map_err(|e| format!("`{s}` is not an address: {e}"))
}

/// Runs `hdb cfi`.
pub fn run(args: &Args) -> Result<()> {
    let input = crate::input::read(&args.file)?;
    let contents = crate::input::contents(&args.file, &input.bytes)?;
    let chosen = crate::input::choose(&args.file, &contents, args.target.as_deref())?;
    let mut text = String::new();
    let mut docs = Vec::new();
    let mut errors = 0;
    for object in &chosen {
        let name = crate::input::name(&args.file, object);
        let co = object.code_object().with_context(|| name.clone())?;
        let report = report(args, &name, &co);
        if args.json {
            docs.push(serde_json::to_value(&report)?);
        } else {
            if chosen.len() > 1 {
                text.push_str(&format!(
                    "\n{}\n",
                    crate::input::heading(object, input.base)
                ));
            }
            text.push_str(&render(&report));
        }
        errors += report.error_count();
    }
    if args.json {
        text = crate::input::json_documents(&docs)?;
    }
    crate::emit(&text)?;
    if errors > 0 {
        bail!(
            "{}: {errors} error{} in the call-frame information",
            args.file,
            if errors == 1 { "" } else { "s" }
        );
    }
    Ok(())
}

/// The report for one code object, named `file`.
fn report<'a>(args: &Args, file: &'a str, co: &CodeObject<'_>) -> Report<'a> {
    let loaded = load_frame_sections(co);
    let sections: Vec<(FrameSection<'_>, Option<&str>)> = loaded
        .iter()
        .map(|l| {
            (
                FrameSection::new(&l.data, l.kind).with_address(l.address),
                l.unrelocated.as_deref(),
            )
        })
        .collect();
    match args.pc {
        Some(pc) => Report {
            file,
            sections: None,
            pc: Some(pc_report(co, &sections, pc)),
        },
        None => Report {
            file,
            sections: Some(
                sections
                    .iter()
                    .map(|(s, unrelocated)| section_report(co, s, *unrelocated))
                    .collect(),
            ),
            pc: None,
        },
    }
}

/// A frame section's bytes, relocated when the object is relocatable.
struct LoadedSection<'d> {
    kind: SectionKind,
    address: u64,
    data: std::borrow::Cow<'d, [u8]>,
    /// Why the relocations could not be applied (the bytes are then as stored).
    unrelocated: Option<String>,
}

/// `.debug_frame` and `.eh_frame`, those present, with their relocations applied
/// (`codeobj::reloc`): in a `.o`, CIE pointers and FDE addresses are relocations against
/// section symbols, and come out as section offsets like the object's function symbols.
fn load_frame_sections<'d>(co: &CodeObject<'d>) -> Vec<LoadedSection<'d>> {
    [SectionKind::DebugFrame, SectionKind::EhFrame]
        .into_iter()
        .filter_map(|kind| {
            let s = co.section_by_name(kind.name())?;
            let (data, unrelocated) = match codeobj::reloc::relocated_section(co, kind.name()) {
                Ok(d) => (d, None),
                Err(e) => (std::borrow::Cow::Borrowed(s.data), Some(e.to_string())),
            };
            Some(LoadedSection {
                kind,
                address: s.address,
                data,
                unrelocated,
            })
        })
        .collect()
}

/// How CFI expressions are decoded: the `DW_OP_LLVM_user` encoding of current LLVM and
/// AMD's fork.
fn options(cie: &Cie<'_>) -> DecodeOptions {
    cie.expression_options(Encoding::UserOps)
}

// ---------------------------------------------------------------------------- the report

#[derive(Serialize)]
struct Report<'a> {
    file: &'a str,
    /// Every frame section (absent with `--pc`).
    #[serde(skip_serializing_if = "Option::is_none")]
    sections: Option<Vec<SectionReport>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pc: Option<PcReport>,
}

impl Report<'_> {
    fn error_count(&self) -> usize {
        let mut n = 0;
        for s in self.sections.iter().flatten() {
            for e in &s.entries {
                n += match e {
                    EntryReport::Error { .. } => 1,
                    EntryReport::Cie(c) => usize::from(c.error.is_some()),
                    EntryReport::Fde(f) => {
                        usize::from(f.error.is_some()) + usize::from(f.rows_error.is_some())
                    }
                };
            }
        }
        if let Some(p) = &self.pc {
            n += usize::from(p.error.is_some());
        }
        n
    }
}

#[derive(Serialize)]
struct SectionReport {
    name: &'static str,
    size: usize,
    /// Why the relocations of a relocatable object's section could not be applied: CIE
    /// pointers and FDE addresses are then the bytes as stored (usually 0 + the addend).
    /// Absent when the bytes are relocated (or need no relocation).
    #[serde(skip_serializing_if = "Option::is_none")]
    unrelocated: Option<String>,
    entries: Vec<EntryReport>,
}

#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum EntryReport {
    Cie(CieReport),
    Fde(FdeReport),
    /// An entry that could not be read.
    Error {
        message: String,
    },
}

#[derive(Serialize)]
struct RegJson {
    number: u64,
    name: String,
}

impl From<DwarfReg> for RegJson {
    fn from(r: DwarfReg) -> Self {
        RegJson {
            number: r.0,
            name: r.to_string(),
        }
    }
}

#[derive(Serialize)]
struct CieReport {
    offset: u64,
    length: u64,
    format: &'static str,
    version: u8,
    augmentation: String,
    address_size: u8,
    segment_selector_size: u8,
    code_alignment_factor: u64,
    data_alignment_factor: i64,
    return_address_register: RegJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    augmentation_data: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fde_pointer_encoding: Option<u8>,
    instructions: Vec<InstructionReport>,
    /// Why decoding the instructions stopped early.
    error: Option<String>,
}

#[derive(Serialize)]
struct FdeReport {
    offset: u64,
    length: u64,
    format: &'static str,
    cie_offset: u64,
    pc_begin: u64,
    pc_end: u64,
    function: Option<String>,
    instructions: Vec<InstructionReport>,
    /// Why decoding the instructions stopped early.
    error: Option<String>,
    rows: Vec<RowReport>,
    /// Why building the rows stopped early.
    rows_error: Option<String>,
}

#[derive(Serialize, Default)]
struct InstructionReport {
    /// Section offset of the instruction.
    at: u64,
    opcode: u8,
    name: &'static str,
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    register: Option<RegJson>,
    /// `DW_CFA_register`'s second register.
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<RegJson>,
    /// The operand as encoded (factored offset, factored delta, unfactored offset).
    #[serde(skip_serializing_if = "Option::is_none")]
    operand: Option<i128>,
    /// The offset in bytes (alignment factor applied).
    #[serde(skip_serializing_if = "Option::is_none")]
    offset: Option<i64>,
    /// The advance in bytes (alignment factor applied).
    #[serde(skip_serializing_if = "Option::is_none")]
    delta: Option<u64>,
    /// The location after an advance or `DW_CFA_set_loc`.
    #[serde(skip_serializing_if = "Option::is_none")]
    location: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    address_space: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    address_space_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    expression: Option<ExpressionReport>,
}

#[derive(Serialize)]
struct OpReport {
    /// Offset within the expression.
    offset: usize,
    name: &'static str,
    /// With register names (`DW_OP_regx s30`).
    text: String,
    /// With numeric operands only (`DW_OP_regx 0x3e`).
    raw: String,
}

#[derive(Serialize)]
struct ExpressionReport {
    /// Section offset of the first byte.
    offset: u64,
    hex: String,
    text: String,
    ops: Vec<OpReport>,
    error: Option<String>,
}

#[derive(Serialize)]
struct CfaReport {
    /// `undefined`, `register_offset` or `expression`.
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    register: Option<RegJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    offset: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    address_space: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    address_space_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    expression: Option<ExpressionReport>,
    text: String,
}

#[derive(Serialize)]
struct RuleReport {
    register: RegJson,
    /// `undefined`, `same_value`, `offset`, `val_offset`, `register`, `expression`,
    /// `val_expression`, `architectural`.
    rule: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    offset: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<RegJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    expression: Option<ExpressionReport>,
    text: String,
}

#[derive(Serialize)]
struct RowReport {
    start: u64,
    end: u64,
    cfa: CfaReport,
    /// Registers with an explicit rule; every other register has the AMDGPU default,
    /// same value.
    registers: Vec<RuleReport>,
}

#[derive(Serialize)]
struct FunctionReport {
    name: String,
    address: u64,
    size: u64,
    is_kernel: bool,
}

#[derive(Serialize)]
struct PcReport {
    pc: u64,
    function: Option<FunctionReport>,
    /// The section whose FDE covers the PC.
    section: Option<&'static str>,
    cie: Option<CieReport>,
    fde_offset: Option<u64>,
    pc_begin: Option<u64>,
    pc_end: Option<u64>,
    row: Option<RowReport>,
    error: Option<String>,
}

// --------------------------------------------------------------------- gathering facts

fn expression_report(e: &Expression<'_>, options: DecodeOptions) -> ExpressionReport {
    let mut ops = Vec::new();
    let mut error = None;
    for item in e.ops(options) {
        match item {
            Ok((offset, op)) => ops.push(OpReport {
                offset,
                name: op.name_in(options.encoding),
                text: op_text(&op, options),
                raw: op.display(options).to_string(),
            }),
            Err(err) => error = Some(err.to_string()),
        }
    }
    ExpressionReport {
        offset: e.offset,
        hex: crate::hex(e.bytes),
        text: e.display(options).to_string(),
        ops,
        error,
    }
}

/// Decodes instructions, tracking the location so advances can say where they lead.
fn instruction_reports(
    items: unwind::Instructions<'_>,
    cie: &Cie<'_>,
    start: Option<u64>,
) -> (Vec<InstructionReport>, Option<String>) {
    let options = options(cie);
    let mut loc = start;
    let mut out = Vec::new();
    for item in items {
        let (at, inst) = match item {
            Ok(x) => x,
            Err(e) => return (out, Some(e.to_string())),
        };
        let scaled = inst.scaled(cie.code_alignment_factor, cie.data_alignment_factor);
        let mut r = InstructionReport {
            at,
            opcode: inst.opcode(),
            name: inst.name(),
            register: inst.register().map(RegJson::from),
            expression: inst.expression().map(|e| expression_report(&e, options)),
            ..InstructionReport::default()
        };
        match scaled {
            Some(Scaled::Advance(d)) => {
                r.delta = Some(d);
                loc = loc.and_then(|l| l.checked_add(d));
                r.location = loc;
            }
            Some(Scaled::Offset(o)) => r.offset = Some(o),
            _ => {}
        }
        match inst {
            Instruction::SetLoc(a) => {
                loc = Some(a);
                r.location = loc;
            }
            Instruction::Register { from, .. } => r.from = Some(from.into()),
            Instruction::LlvmDefAspaceCfa { address_space, .. }
            | Instruction::LlvmDefAspaceCfaSf { address_space, .. } => {
                r.address_space = Some(address_space);
                r.address_space_name = Some(address_space_name(address_space));
            }
            _ => {}
        }
        r.operand = match inst {
            Instruction::AdvanceLoc(d) | Instruction::AdvanceLoc1(d) => Some(d.into()),
            Instruction::AdvanceLoc2(d) => Some(d.into()),
            Instruction::AdvanceLoc4(d) => Some(d.into()),
            Instruction::MipsAdvanceLoc8(d) | Instruction::GnuArgsSize(d) => Some(d.into()),
            Instruction::Offset { factored, .. }
            | Instruction::ValOffset { factored, .. }
            | Instruction::GnuNegativeOffsetExtended { factored, .. } => Some(factored.into()),
            Instruction::OffsetExtendedSf { factored, .. }
            | Instruction::ValOffsetSf { factored, .. }
            | Instruction::DefCfaSf { factored, .. }
            | Instruction::DefCfaOffsetSf(factored)
            | Instruction::LlvmDefAspaceCfaSf { factored, .. } => Some(factored.into()),
            Instruction::DefCfa { offset, .. }
            | Instruction::DefCfaOffset(offset)
            | Instruction::LlvmDefAspaceCfa { offset, .. } => Some(offset.into()),
            _ => None,
        };
        let shown_loc = if r.delta.is_some() { loc } else { None };
        r.text = inst.display(cie, options, shown_loc).to_string();
        out.push(r);
    }
    (out, None)
}

fn cie_report(cie: &Cie<'_>) -> CieReport {
    let (instructions, error) = instruction_reports(cie.instructions(), cie, None);
    CieReport {
        offset: cie.offset,
        length: cie.length,
        format: cie.format.name(),
        version: cie.version,
        augmentation: cie.augmentation.to_string(),
        address_size: cie.address_size,
        segment_selector_size: cie.segment_selector_size,
        code_alignment_factor: cie.code_alignment_factor,
        data_alignment_factor: cie.data_alignment_factor,
        return_address_register: cie.return_address_register.into(),
        augmentation_data: cie.augmentation_data.map(crate::hex),
        fde_pointer_encoding: cie.fde_pointer_encoding,
        instructions,
        error,
    }
}

fn cfa_report(cfa: &CfaRule<'_>, options: DecodeOptions) -> CfaReport {
    let mut r = CfaReport {
        kind: "undefined",
        register: None,
        offset: None,
        address_space: None,
        address_space_name: None,
        expression: None,
        text: cfa.display(options),
    };
    match *cfa {
        CfaRule::Undefined => {}
        CfaRule::RegisterOffset {
            register,
            offset,
            address_space,
        } => {
            r.kind = "register_offset";
            r.register = Some(register.into());
            r.offset = Some(offset);
            r.address_space = Some(address_space);
            r.address_space_name = Some(address_space_name(address_space));
        }
        CfaRule::Expression(e) => {
            r.kind = "expression";
            r.expression = Some(expression_report(&e, options));
        }
    }
    r
}

fn row_report(row: &UnwindRow<'_>, options: DecodeOptions) -> RowReport {
    RowReport {
        start: row.start,
        end: row.end,
        cfa: cfa_report(&row.cfa, options),
        registers: row
            .rules()
            .iter()
            .map(|(reg, rule)| RuleReport {
                register: (*reg).into(),
                rule: rule.kind(),
                offset: match rule {
                    RegisterRule::Offset(o) | RegisterRule::ValOffset(o) => Some(*o),
                    _ => None,
                },
                from: match rule {
                    RegisterRule::Register(r) => Some((*r).into()),
                    _ => None,
                },
                expression: match rule {
                    RegisterRule::Expression(e) | RegisterRule::ValExpression(e) => {
                        Some(expression_report(e, options))
                    }
                    _ => None,
                },
                text: rule.display(options),
            })
            .collect(),
    }
}

fn fde_report(co: &CodeObject<'_>, fde: &Fde<'_>, unrelocated: bool) -> FdeReport {
    let cie = &fde.cie;
    let (instructions, error) =
        instruction_reports(fde.instructions(), cie, Some(fde.initial_location));
    let mut rows = Vec::new();
    let mut rows_error = None;
    match UnwindTable::new(fde) {
        Ok(table) => {
            for row in table.rows() {
                match row {
                    Ok(row) => rows.push(row_report(&row, options(cie))),
                    Err(e) => rows_error = Some(e.to_string()),
                }
            }
        }
        Err(e) => rows_error = Some(e.to_string()),
    }
    // A decoding error is reported once, as the instructions' error.
    if rows_error.is_some() && rows_error == error {
        rows_error = None;
    }
    let range = fde.pc_range();
    FdeReport {
        offset: fde.offset,
        length: fde.length,
        format: fde.format.name(),
        cie_offset: cie.offset,
        pc_begin: range.start,
        pc_end: range.end,
        // Unrelocated addresses would name the wrong function.
        function: if unrelocated {
            None
        } else {
            co.function_containing(range.start)
                .map(|f| f.name.to_string())
        },
        instructions,
        error,
        rows,
        rows_error,
    }
}

fn section_report(
    co: &CodeObject<'_>,
    section: &FrameSection<'_>,
    unrelocated: Option<&str>,
) -> SectionReport {
    let entries = section
        .entries()
        .map(|entry| match entry {
            Ok(Entry::Cie(cie)) => EntryReport::Cie(cie_report(&cie)),
            Ok(Entry::Fde(fde)) => EntryReport::Fde(fde_report(co, &fde, unrelocated.is_some())),
            Err(e) => EntryReport::Error {
                message: e.to_string(),
            },
        })
        .collect();
    SectionReport {
        name: section.kind().name(),
        size: section.data().len(),
        unrelocated: unrelocated.map(str::to_string),
        entries,
    }
}

fn pc_report(
    co: &CodeObject<'_>,
    sections: &[(FrameSection<'_>, Option<&str>)],
    pc: u64,
) -> PcReport {
    let mut report = PcReport {
        pc,
        function: co.function_containing(pc).map(|f| FunctionReport {
            name: f.name.to_string(),
            address: f.address,
            size: f.size,
            is_kernel: f.is_kernel,
        }),
        section: None,
        cie: None,
        fde_offset: None,
        pc_begin: None,
        pc_end: None,
        row: None,
        error: None,
    };
    for (section, _) in sections {
        let fde = match section.fde_for_pc(pc) {
            Ok(Some(fde)) => fde,
            Ok(None) => continue,
            Err(e) => {
                report.error.get_or_insert(e.to_string());
                continue;
            }
        };
        report.error = None;
        report.section = Some(section.kind().name());
        report.cie = Some(cie_report(&fde.cie));
        report.fde_offset = Some(fde.offset);
        report.pc_begin = Some(fde.pc_range().start);
        report.pc_end = Some(fde.pc_range().end);
        match UnwindTable::new(&fde).and_then(|t| t.row_for_pc(pc)) {
            Ok(row) => report.row = row.map(|r| row_report(&r, options(&fde.cie))),
            Err(e) => report.error = Some(e.to_string()),
        }
        break;
    }
    report
}

// ------------------------------------------------------------------------------- text

fn render(report: &Report<'_>) -> String {
    let mut out = String::new();
    if let Some(pc) = &report.pc {
        render_pc(&mut out, report.file, pc);
        return out;
    }
    let sections = report.sections.as_deref().unwrap_or_default();
    if sections.is_empty() {
        let _ = writeln!(out, "{}: no .debug_frame or .eh_frame section", report.file);
    }
    for s in sections {
        let _ = writeln!(
            out,
            "{}: {} contents ({} bytes):",
            report.file, s.name, s.size
        );
        if let Some(why) = &s.unrelocated {
            let _ = writeln!(
                out,
                "note: relocations of {} could not be applied ({why}), so CIE pointers and FDE addresses are as stored",
                s.name
            );
        }
        out.push('\n');
        for e in &s.entries {
            match e {
                EntryReport::Cie(c) => render_cie(&mut out, c),
                EntryReport::Fde(f) => render_fde(&mut out, f),
                EntryReport::Error { message } => {
                    let _ = writeln!(out, "error: {message}\n");
                }
            }
        }
    }
    out
}

fn word(format: &str, v: u64) -> String {
    if format == "DWARF64" {
        format!("{v:016x}")
    } else {
        format!("{v:08x}")
    }
}

fn render_instructions(out: &mut String, insts: &[InstructionReport], error: &Option<String>) {
    for i in insts {
        let _ = writeln!(out, "  {}", i.text);
    }
    if let Some(e) = error {
        let _ = writeln!(out, "  error: {e}");
    }
}

fn render_cie(out: &mut String, c: &CieReport) {
    let id = if c.format == "DWARF64" {
        u64::MAX
    } else {
        0xffff_ffff
    };
    let _ = writeln!(
        out,
        "{:08x} {} {} CIE",
        c.offset,
        word(c.format, c.length),
        word(c.format, id)
    );
    let _ = writeln!(out, "  Format:                {}", c.format);
    let _ = writeln!(out, "  Version:               {}", c.version);
    let _ = writeln!(out, "  Augmentation:          {:?}", c.augmentation);
    let _ = writeln!(out, "  Address size:          {}", c.address_size);
    let _ = writeln!(out, "  Segment desc size:     {}", c.segment_selector_size);
    let _ = writeln!(out, "  Code alignment factor: {}", c.code_alignment_factor);
    let _ = writeln!(out, "  Data alignment factor: {}", c.data_alignment_factor);
    let ra = &c.return_address_register;
    let _ = writeln!(out, "  Return address column: {} ({})", ra.number, ra.name);
    if let Some(d) = &c.augmentation_data {
        let _ = writeln!(out, "  Augmentation data:     {d}");
    }
    out.push('\n');
    render_instructions(out, &c.instructions, &c.error);
    out.push('\n');
}

fn render_row(out: &mut String, r: &RowReport) {
    let _ = write!(out, "  {:#x}: CFA={}", r.start, r.cfa.text);
    for (i, rule) in r.registers.iter().enumerate() {
        let sep = if i == 0 { ": " } else { ", " };
        let _ = write!(out, "{sep}{}={}", rule.register.name, rule.text);
    }
    out.push('\n');
}

fn render_fde(out: &mut String, f: &FdeReport) {
    let _ = write!(
        out,
        "{:08x} {} {} FDE cie={:08x} pc={:08x}...{:08x}",
        f.offset,
        word(f.format, f.length),
        word(f.format, f.cie_offset),
        f.cie_offset,
        f.pc_begin,
        f.pc_end
    );
    if let Some(name) = &f.function {
        let _ = write!(out, " {name}");
    }
    out.push('\n');
    let _ = writeln!(out, "  Format:       {}", f.format);
    render_instructions(out, &f.instructions, &f.error);
    out.push('\n');
    for r in &f.rows {
        render_row(out, r);
    }
    if let Some(e) = &f.rows_error {
        let _ = writeln!(out, "  error: {e}");
    }
    out.push('\n');
}

fn render_pc(out: &mut String, file: &str, p: &PcReport) {
    let _ = write!(out, "{file}: pc {:#x}", p.pc);
    match &p.function {
        Some(f) => {
            let kind = if f.is_kernel { "kernel" } else { "function" };
            let _ = writeln!(
                out,
                " in {kind} {} [{:#x}, {:#x})",
                f.name,
                f.address,
                f.address.saturating_add(f.size)
            );
        }
        None => out.push_str(" (no function symbol holds it)\n"),
    }
    if let (Some(section), Some(off), Some(b), Some(e)) =
        (p.section, p.fde_offset, p.pc_begin, p.pc_end)
    {
        let _ = writeln!(out, "FDE at {section} offset {off:#x}, pc {b:#x}...{e:#x}");
    } else if p.error.is_none() {
        out.push_str("no FDE covers it\n");
    }
    if let Some(c) = &p.cie {
        let _ = writeln!(
            out,
            "CIE at offset {:#x}: version {}, augmentation {:?}, CAF {}, DAF {}, return address {}",
            c.offset,
            c.version,
            c.augmentation,
            c.code_alignment_factor,
            c.data_alignment_factor,
            c.return_address_register.name
        );
    }
    if let Some(r) = &p.row {
        let _ = writeln!(out, "row {:#x}...{:#x}", r.start, r.end);
        let _ = writeln!(out, "  CFA: {}", r.cfa.text);
        for rule in &r.registers {
            let _ = writeln!(out, "  {}: {}", rule.register.name, rule.text);
        }
        out.push_str("  (every other register: same value, the AMDGPU default)\n");
    }
    if let Some(e) = &p.error {
        let _ = writeln!(out, "error: {e}");
    }
}
