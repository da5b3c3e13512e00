//! The static rules over one code object.
//!
//! Every mechanism is the one the rest of hdb uses: `debugger::Image` reads the ELF and
//! applies relocations, `dwarf_ext::debuginfo` reads units and DIEs, `dwarf_ext::op` decodes
//! expressions into typed [`Op`]s (every rule matches on those, never on text),
//! `dwarf_ext`'s evaluator runs each expression symbolically, `unwind` parses the CFI into
//! rows and analyses prologues. Nothing here panics on malformed input: what cannot be read
//! becomes a `dwarf-malformed` finding naming the section offset, and the check goes on.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use amdgpu::{Processor, RegisterKind, WaveSize};
use debugger::Image;
use dwarf_ext::debuginfo::{DebugInfo, PcInfo, Scope, UnitInfo};
use dwarf_ext::dump::{expression_text, register_name};
use dwarf_ext::gimli::{self, AttributeValue};
use dwarf_ext::op::ConstForm;
use dwarf_ext::{DecodeOptions, Encoding, Op, Ops, XderefConvention};
use unwind::{CfaRule, FrameSection, Instruction, RegisterRule, SectionKind, UnwindTable};

use crate::{Error, FileReport, Finding};

mod kernel_args;
mod scale;

/// `SGPR32` (the stack pointer) and `SGPR33` (the frame pointer) in DWARF numbering.
const STACK_AND_FRAME_POINTERS: [u64; 2] = [64, 65];

/// The augmentation AMDGPUUsage asks of a CIE.
const CIE_AUGMENTATION: &str = "[amd:v0.0]";
/// The published code of `DW_AT_LLVM_augmentation` (DWARF-ext A.7); the fork has none.
const AT_LLVM_AUGMENTATION: u16 = 0x3e09;
/// `DW_LANG_HIP` (DWARF 6 draft / LLVM).
const DW_LANG_HIP: u16 = 0x0029;

/// Checks one code object (ELF bytes; bundles are unpacked by [`crate::check_input`]).
pub fn check_code_object(name: &str, bytes: &[u8]) -> Result<FileReport, Error> {
    check_code_object_with(name, bytes, &crate::CheckOptions::default()).map(|(r, _)| r)
}

/// [`check_code_object`], and the location coverage when `options` asks for it.
pub fn check_code_object_with(
    name: &str,
    bytes: &[u8],
    options: &crate::CheckOptions,
) -> Result<(FileReport, Option<Vec<crate::stats::UnitCoverage>>), Error> {
    let image = Image::parse(name, bytes).map_err(|reason| Error::CodeObject {
        file: name.to_string(),
        reason,
    })?;
    let mut c = Checker::new(&image);
    // What cannot be checked at all is said, not taken for clean.
    let has_code = !c.kernels.is_empty()
        || image
            .code_object
            .section_by_name(".text")
            .is_some_and(|t| !t.data.is_empty());
    if image.section(".debug_info").is_none_or(<[u8]>::is_empty) {
        c.push(Finding::new(
            "dwarf-absent",
            "no .debug_info: no location, type, unit or line-table rule was checked (built without -g?)",
        ));
    } else if has_code && image.section(".debug_frame").is_none_or(<[u8]>::is_empty) {
        c.push(Finding::new(
            "cfi-absent",
            "no .debug_frame: no frame above the current one can be unwound, and no CFI rule was checked",
        ));
    }
    let info = image.debug_info();
    let producer = match &info {
        Ok(info) => info.units().iter().find_map(|u| u.producer.clone()),
        Err(_) => None,
    };
    match &info {
        Ok(info) => c.debug_info(info),
        Err(e) => c.push(Finding::new("dwarf-malformed", format!("{e}"))),
    }
    c.cfi(info.as_ref().ok());
    c.accelerator_tables();
    let coverage = match (&info, options.coverage) {
        (Ok(info), true) => Some(crate::stats::coverage(info)),
        _ => None,
    };
    Ok((
        FileReport {
            file: name.to_string(),
            producer,
            findings: c.findings,
        },
        coverage,
    ))
}

/// Each kernel's code address and wave size, from its descriptor (wave32 on GFX10+ when
/// `ENABLE_WAVEFRONT_SIZE32` is set), in symbol order.
fn kernel_waves(image: &Image<'_>) -> Vec<(u64, WaveSize)> {
    let Some(processor) = image.processor() else {
        return Vec::new();
    };
    let mut seen = std::collections::HashSet::new();
    image
        .code_object
        .each_kernel_descriptor()
        .filter_map(|k| {
            let k = k.ok()?;
            let entry = k.entry?;
            let wave = k.wave_size(processor)?;
            seen.insert(entry).then_some((entry, wave))
        })
        .collect()
}

/// Lanes of the code object's waves: the first kernel's descriptor, else the processor's
/// default. Units and FDEs use their own kernels' ([`Checker::wave_at`]).
fn wave_of(image: &Image<'_>, kernels: &[(u64, WaveSize)]) -> Option<WaveSize> {
    kernels
        .first()
        .map(|(_, w)| *w)
        .or_else(|| image.processor()?.default_wave_size())
}

struct Checker<'i, 'a> {
    image: &'i Image<'a>,
    processor: Option<&'static Processor>,
    /// The wave size of the code being checked (the unit's or FDE's kernels').
    wave: Option<WaveSize>,
    /// The object's wave size (its first kernel's).
    default_wave: Option<WaveSize>,
    /// Each kernel's code address and wave size.
    kernels: Vec<(u64, WaveSize)>,
    /// The kernels' names (their descriptor symbols without `.kd`), sorted.
    kernel_names: Vec<String>,
    /// The kernels' argument address spaces from the metadata, read when first needed.
    arg_spaces: std::cell::OnceCell<Vec<codeobj::metadata::KernelArgSpaces>>,
    /// Each unit's `prologue_end` addresses, sorted (for the prologue analysis).
    prologue_ends: std::cell::RefCell<std::collections::HashMap<usize, Vec<u64>>>,
    /// [`Checker::unit_wave`] by unit, worked out once.
    unit_waves: std::cell::RefCell<std::collections::HashMap<usize, Option<WaveSize>>>,
    findings: Vec<Finding>,
    /// The rules reported for the variable being checked, each once, with the
    /// location-list entries it holds in.
    variable_rules: Vec<VariableRule>,
    /// The rules the expression being checked broke.
    current_hits: Vec<&'static str>,
    /// The symbolic evaluations made so far: what each failed with (`None`: it did not),
    /// by [`Checker::evaluation_key`]. Code objects with many similar functions repeat the
    /// same expressions over the same frame base.
    evaluations: HashMap<Vec<u8>, Option<String>>,
    /// The buffer the key of the evaluation being looked up is made in.
    evaluation_key: Vec<u8>,
    /// The text of each expression a finding has shown, by decoding options (a unit's, or
    /// the other encoding's: a few, looked through in turn) and bytes.
    texts: Vec<(DecodeOptions, HashMap<Vec<u8>, String>)>,
}

/// A rule reported for the variable being checked.
struct VariableRule {
    rule: &'static str,
    /// The index of its finding.
    finding: usize,
    /// The location-list entries it holds in (none for a single expression).
    entries: Vec<Range<u64>>,
}

/// The subprogram a DIE is nested in.
#[derive(Clone)]
struct Func {
    name: Option<String>,
    ranges: Vec<Range<u64>>,
    /// The frame base's single register, if `DW_AT_frame_base` is `DW_OP_regx R`.
    frame_base_reg: Option<u64>,
    /// Whether the frame base names an address space (so `DW_OP_fbreg` is in it).
    frame_base_marked: bool,
    /// The frame base's expression, if `DW_AT_frame_base` is one (not a location list).
    frame_base: Option<Vec<u8>>,
    /// What the symbolic evaluation needs to know of the function (built once).
    at: std::rc::Rc<PcInfo>,
}

/// What an expression check needs to know about where the expression is.
struct Site<'f, 'd> {
    unit: usize,
    func: Option<&'f Func>,
    variable: Option<String>,
    die: u64,
    pc: Option<u64>,
    /// The location-list entry being checked (none for a single expression).
    entry: Option<Range<u64>>,
    cuda_like: bool,
    /// The variable's `DW_AT_type` (looked at only when a rule needs it).
    type_attr: Option<AttributeValue<dwarf_ext::debuginfo::Reader<'d>>>,
}

/// A DIE on the walk's stack: the subprogram with code it is nested in, if any, and whether
/// it is inside an abstract (or declared) subprogram.
struct Nest {
    depth: isize,
    func: Option<std::rc::Rc<Func>>,
    abstract_scope: bool,
    tag: gimli::DwTag,
}

/// Whether a unit's code was optimised: from the producer's recorded flags, else from the
/// mark optimising LLVM puts on every subprogram definition (`DW_AT_call_all_calls`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Optimisation {
    /// The producer string records this `-O` flag (`O0`, `O2`, `Os`, ...).
    Flag(String),
    /// Subprograms carry `DW_AT_call_all_calls` (or GNU's `DW_AT_GNU_all_call_sites`).
    Optimised,
    /// The unit has subprograms with code and none carries the mark: -O0.
    Unoptimised,
    /// Nothing tells (no subprogram with code, no flag).
    Unknown,
}

impl Optimisation {
    /// From `-O` flags in a producer string (`-grecord-command-line`), the last one wins.
    pub fn from_producer(producer: Option<&str>) -> Optimisation {
        producer
            .into_iter()
            .flat_map(str::split_whitespace)
            .filter_map(|w| w.strip_prefix("-O"))
            .rfind(|l| l.len() <= 5 && l.chars().all(|c| c.is_ascii_alphanumeric()))
            .map_or(Optimisation::Unknown, |l| {
                Optimisation::Flag(format!("O{}", if l.is_empty() { "1" } else { l }))
            })
    }

    /// Whether the code was optimised, if known.
    pub fn is_optimised(&self) -> Option<bool> {
        match self {
            Optimisation::Flag(f) => Some(f != "O0"),
            Optimisation::Optimised => Some(true),
            Optimisation::Unoptimised => Some(false),
            Optimisation::Unknown => None,
        }
    }

    /// How reports name it: the flag, `optimised` or `-O0`.
    pub fn label(&self) -> String {
        match self {
            Optimisation::Flag(f) => format!("-{f}"),
            Optimisation::Optimised => "optimised".into(),
            Optimisation::Unoptimised => "-O0".into(),
            Optimisation::Unknown => "unknown".into(),
        }
    }
}

/// Whether a subprogram DIE carries the mark of optimised LLVM or GCC output.
pub(crate) fn optimised_marker(
    e: &gimli::DebuggingInformationEntry<dwarf_ext::debuginfo::Reader<'_>>,
) -> bool {
    e.attr_value(gimli::DW_AT_call_all_calls).is_some()
        || e.attr_value(gimli::DW_AT_GNU_all_call_sites).is_some()
}

/// A variable without any location, remembered until the unit's optimisation is known.
struct Missing {
    die: u64,
    name: Option<String>,
    function: Option<String>,
    ranges: Vec<Range<u64>>,
}

impl Missing {
    /// The variable DIE `e` if it has neither a location nor a constant value and is not a
    /// declaration; `func` is the subprogram it is in (none for a program-scope variable).
    fn of<'d>(
        info: &DebugInfo<'d>,
        u: &UnitInfo<'d>,
        e: &gimli::DebuggingInformationEntry<dwarf_ext::debuginfo::Reader<'d>>,
        die: u64,
        func: Option<&Func>,
    ) -> Option<Missing> {
        if e.attr_value(gimli::DW_AT_location).is_some()
            || e.attr_value(gimli::DW_AT_const_value).is_some()
            || e.attr_value(gimli::DW_AT_declaration).is_some()
        {
            return None;
        }
        Some(Missing {
            die,
            name: info.name(u, e),
            function: func.and_then(|f| f.name.clone()),
            ranges: func.map(|f| f.ranges.clone()).unwrap_or_default(),
        })
    }

    fn message(&self) -> String {
        let name = self.name.as_deref().unwrap_or("<anonymous>");
        match &self.ranges[..] {
            [_, ..] => format!(
                "`{name}` has no DW_AT_location or DW_AT_const_value in unoptimised code (no subprogram of the unit is marked DW_AT_call_all_calls): a debugger shows <optimized out> everywhere in its scope, function {} {}",
                self.function.as_deref().unwrap_or("<anonymous>"),
                ranges_text(&self.ranges)
            ),
            [] => format!(
                "program-scope variable `{name}` has no DW_AT_location or DW_AT_const_value in unoptimised code: a debugger cannot find its storage"
            ),
        }
    }
}

impl<'i, 'a> Checker<'i, 'a> {
    fn new(image: &'i Image<'a>) -> Self {
        let kernels = kernel_waves(image);
        let wave = wave_of(image, &kernels);
        let co = &image.code_object;
        let mut kernel_names: Vec<String> = co
            .symbols()
            .iter()
            .chain(co.dynamic_symbols())
            .filter(|s| s.shndx != 0)
            .filter_map(|s| s.name.strip_suffix(".kd").map(str::to_string))
            .collect();
        kernel_names.sort();
        kernel_names.dedup();
        Checker {
            image,
            processor: image.processor(),
            wave,
            default_wave: wave,
            kernels,
            kernel_names,
            arg_spaces: std::cell::OnceCell::new(),
            unit_waves: Default::default(),
            prologue_ends: Default::default(),
            findings: Vec::with_capacity(64),
            variable_rules: Vec::new(),
            current_hits: Vec::new(),
            evaluations: HashMap::new(),
            evaluation_key: Vec::new(),
            texts: Vec::new(),
        }
    }

    fn push(&mut self, f: Finding) {
        self.findings.push(f);
    }

    /// The kernel a subprogram DIE describes, by its name or linkage name (HIP kernels'
    /// metadata names are mangled), as an index into `kernel_names`.
    fn kernel_of<'d>(
        &self,
        info: &DebugInfo<'d>,
        u: &UnitInfo<'d>,
        e: &gimli::DebuggingInformationEntry<dwarf_ext::debuginfo::Reader<'d>>,
    ) -> Option<usize> {
        if self.kernel_names.is_empty() {
            return None;
        }
        [gimli::DW_AT_name, gimli::DW_AT_linkage_name]
            .into_iter()
            .filter_map(|at| e.attr_value(at))
            .filter_map(|v| info.str(u, v))
            .find_map(|n| {
                self.kernel_names
                    .binary_search_by(|k| k.as_str().cmp(&n))
                    .ok()
            })
    }

    /// A kernel's parameters' pointer types against the metadata's argument address spaces.
    fn kernel_parameters<'d>(
        &mut self,
        info: &DebugInfo<'d>,
        u: &UnitInfo<'d>,
        p: &kernel_args::Params<'d>,
    ) {
        let Some(name) = self.kernel_names.get(p.kernel) else {
            return;
        };
        let kernels = self
            .arg_spaces
            .get_or_init(|| self.image.code_object.kernel_arg_spaces());
        let symbol = format!("{name}.kd");
        let Some(k) = kernels
            .iter()
            .find(|k| k.symbol == symbol || k.name == *name)
        else {
            return;
        };
        let args: Vec<_> = k
            .args
            .iter()
            .filter(|(kind, _)| !kind.starts_with("hidden_"))
            .collect();
        let found = kernel_args::check(info, u, &k.name, p, &args);
        self.findings.extend(found);
    }

    /// The first private_lane address in `ops` made of the stack or frame pointer with the
    /// wrong scale for this target and wave size.
    fn misscaled(&self, ops: &[(usize, Op<'_>)]) -> Option<scale::Misscaled> {
        let p = self.processor?;
        let shift = if p.architected_flat_scratch() {
            0
        } else {
            self.lanes().trailing_zeros() as i32
        };
        scale::misscaled(ops, &STACK_AND_FRAME_POINTERS, shift)
    }

    /// The wave size of unit `unit`'s code: its kernels' when they agree (a unit is one
    /// translation unit, compiled for one wave size), else the object's. A unit without
    /// kernels (functions only) takes the object's.
    fn unit_wave(&self, info: &DebugInfo<'_>, unit: usize) -> Option<WaveSize> {
        if let Some(w) = self.unit_waves.borrow().get(&unit) {
            return *w;
        }
        let mut waves = self
            .kernels
            .iter()
            .filter(|(pc, _)| info.unit_for(*pc) == Some(unit))
            .map(|(_, w)| *w);
        let w = match waves.next() {
            Some(w) if waves.all(|o| o == w) => Some(w),
            _ => self.default_wave,
        };
        self.unit_waves.borrow_mut().insert(unit, w);
        w
    }

    /// The wave size of the code at ELF address `pc`: its unit's, else the kernel it
    /// belongs to (the last kernel starting at or before it), else the object's.
    fn wave_at(&self, info: Option<&DebugInfo<'_>>, pc: u64) -> Option<WaveSize> {
        if let Some(u) = info.and_then(|i| i.unit_for(pc).map(|u| (i, u))) {
            return self.unit_wave(u.0, u.1);
        }
        self.kernels
            .iter()
            .filter(|(k, _)| *k <= pc)
            .max_by_key(|(k, _)| *k)
            .map(|(_, w)| *w)
            .or(self.default_wave)
    }

    fn lanes(&self) -> u32 {
        self.wave.map_or(64, WaveSize::lanes)
    }

    /// Why register `reg` is not valid for this target and wave size, if it is not.
    fn bad_register(&self, reg: u64) -> Option<String> {
        let r = match amdgpu::dwarf_register(reg) {
            Ok(r) => r,
            Err(e) => return Some(e.to_string()),
        };
        if let (Some(rw), Some(w)) = (r.wave_size, self.wave) {
            if rw != w {
                return Some(format!(
                    "{} is a wave{} register but the code runs in wave{}",
                    r.abi_name(),
                    rw.lanes(),
                    w.lanes()
                ));
            }
        }
        if let (RegisterKind::Agpr(_), Some(p)) = (r.kind, self.processor) {
            if !p.agpr_file().exists() {
                return Some(format!(
                    "{} on {}, which has no AGPRs",
                    r.abi_name(),
                    p.name
                ));
            }
        }
        None
    }

    // ---- DWARF --------------------------------------------------------------------------

    fn debug_info(&mut self, info: &DebugInfo<'_>) {
        for e in &info.unit_errors {
            self.push(Finding::new("dwarf-malformed", e.to_string()));
        }
        for (index, u) in info.units().iter().enumerate() {
            self.wave = self.unit_wave(info, index);

            self.unit(info, index, u);
        }
        self.wave = self.default_wave;
    }

    fn unit<'d>(&mut self, info: &DebugInfo<'d>, index: usize, u: &UnitInfo<'d>) {
        let header = &u.unit.header;
        if header.address_size() != 8 {
            let mut f = Finding::new(
                "unit-header",
                format!(
                    "unit at {:#x} has address_size {}, not 8",
                    u.offset,
                    header.address_size()
                ),
            );
            f.die = Some(u.offset);
            self.push(f);
        }
        self.line_header(u);

        let mut uses_llvm_ops = false;
        let mut augmentation: Option<String> = None;
        let mut cuda_like = false;
        // The unit DIE's offset (the unit header's until it is read).
        let mut unit_die = u.offset;
        let mut optimised = Optimisation::Unknown;
        let mut lane_attributes = false;
        let mut subprograms_with_code = 0usize;
        let mut missing: Vec<Missing> = Vec::new();
        let mut kernel_params: Vec<kernel_args::Params<'d>> = Vec::new();
        // The kernel whose parameters are being collected, and its subprogram's depth.
        let mut collecting: Option<(usize, isize)> = None;
        let mut stack: Vec<Nest> = Vec::new();
        let mut cursor = u.unit.entries();
        loop {
            let e = match cursor.next_dfs() {
                Ok(Some(e)) => e,
                Ok(None) => break,
                Err(err) => {
                    let mut f = Finding::new(
                        "dwarf-malformed",
                        format!("DIEs of the unit at {:#x}: {err}", u.offset),
                    );
                    f.die = Some(u.offset);
                    self.push(f);
                    break;
                }
            };
            let depth = e.depth();
            while stack.last().is_some_and(|s| s.depth >= depth) {
                stack.pop();
            }
            if collecting.is_some_and(|(_, d)| depth <= d) {
                collecting = None;
            }
            let (parent, abstract_scope, parent_tag) = match stack.last() {
                Some(n) => (n.func.clone(), n.abstract_scope, n.tag),
                None => (None, false, gimli::DW_TAG_null),
            };
            let die = u.info_offset(e.offset());
            lane_attributes |= self.vendor_attributes(e, die);
            let tag = e.tag();
            let mut nest = Nest {
                depth,
                func: parent.clone(),
                abstract_scope,
                tag,
            };
            match tag {
                gimli::DW_TAG_compile_unit | gimli::DW_TAG_partial_unit if depth == 0 => {
                    unit_die = die;
                    if let Some(v) = e.attr_value(gimli::DwAt(AT_LLVM_AUGMENTATION)) {
                        augmentation = Some(info.string(u, v).unwrap_or_default());
                    }
                    let lang = match e.attr_value(gimli::DW_AT_language) {
                        Some(AttributeValue::Language(l)) => Some(l.0),
                        _ => None,
                    };
                    let name = u.name.as_deref().unwrap_or("");
                    cuda_like = lang == Some(DW_LANG_HIP)
                        || name.ends_with(".hip")
                        || name.ends_with(".cu");
                    optimised = Optimisation::from_producer(u.producer.as_deref());
                }
                gimli::DW_TAG_subprogram => {
                    if optimised == Optimisation::Unknown && optimised_marker(e) {
                        optimised = Optimisation::Optimised;
                    }
                    let ranges = match info.die_ranges(u, e) {
                        Ok(r) => r,
                        Err(err) => {
                            let mut f = Finding::new("dwarf-malformed", err.to_string());
                            f.die = Some(die);
                            self.push(f);
                            Vec::new()
                        }
                    };
                    if let Some(k) = self.kernel_of(info, u, e) {
                        if !kernel_params.iter().any(|p| p.kernel == k) {
                            kernel_params.push(kernel_args::Params::new(k));
                            collecting = Some((kernel_params.len() - 1, depth));
                        }
                    }
                    if ranges.is_empty() {
                        // An abstract or declared subprogram: its variables have no
                        // locations of their own, and nested concrete ones are checked
                        // where they are.
                        nest.abstract_scope = true;
                    } else {
                        subprograms_with_code += 1;
                        nest.abstract_scope = false;
                        nest.func = Some(std::rc::Rc::new(
                            self.function(info, u, e, index, die, ranges),
                        ));
                    }
                }
                gimli::DW_TAG_formal_parameter
                    if collecting.is_some_and(|(_, d)| depth == d + 1) =>
                {
                    if let Some((k, _)) = collecting {
                        kernel_params[k].push(
                            die,
                            info.name(u, e),
                            info.inherited(u, e, gimli::DW_AT_type),
                        );
                    }
                    self.variable_die(
                        info,
                        u,
                        e,
                        index,
                        die,
                        parent.as_deref(),
                        cuda_like,
                        &mut uses_llvm_ops,
                    );
                    if parent.is_some() && !abstract_scope {
                        missing.extend(Missing::of(info, u, e, die, parent.as_deref()));
                    }
                }
                gimli::DW_TAG_variable
                | gimli::DW_TAG_formal_parameter
                | gimli::DW_TAG_constant => {
                    self.variable_die(
                        info,
                        u,
                        e,
                        index,
                        die,
                        parent.as_deref(),
                        cuda_like,
                        &mut uses_llvm_ops,
                    );
                    // Variables of scopes with code, and program-scope ones.
                    let in_code = parent.is_some() && !abstract_scope;
                    let program_scope = tag == gimli::DW_TAG_variable
                        && !abstract_scope
                        && matches!(
                            parent_tag,
                            gimli::DW_TAG_compile_unit | gimli::DW_TAG_namespace
                        );
                    if tag != gimli::DW_TAG_constant && (in_code || program_scope) {
                        missing.extend(Missing::of(info, u, e, die, parent.as_deref()));
                    }
                }
                _ => {}
            }
            stack.push(nest);
        }
        let ok_augmentation = augmentation
            .as_deref()
            .is_some_and(|a| a.starts_with("[amdgpu:v"));
        if !ok_augmentation {
            let uses = if uses_llvm_ops {
                "uses DW_OP_LLVM_* operations"
            } else {
                "uses no DW_OP_LLVM_* operation"
            };
            let message = match &augmentation {
                None => format!(
                    "unit at {:#x} {uses} and has no DW_AT_LLVM_augmentation \"[amdgpu:v0.0]\"",
                    u.offset
                ),
                Some(a) => format!(
                    "unit at {:#x} {uses}; its DW_AT_LLVM_augmentation is {a:?}, not \"[amdgpu:vX.Y]\"",
                    u.offset
                ),
            };
            let mut f = Finding::new("cu-no-augmentation", message);
            f.die = Some(unit_die);
            self.push(f);
        }
        if subprograms_with_code > 0 && !lane_attributes {
            let mut f = Finding::new(
                "attr-lane-absent",
                format!(
                    "none of the unit's {subprograms_with_code} subprogram{} with code has DW_AT_LLVM_lane_pc or DW_AT_LLVM_active_lane",
                    if subprograms_with_code == 1 { "" } else { "s" }
                ),
            );
            f.die = Some(unit_die);
            self.push(f);
        }
        if optimised == Optimisation::Unoptimised || optimised == Optimisation::Unknown {
            for m in missing {
                let mut f = Finding::new("loc-missing", m.message());
                f.function = m.function;
                f.variable = m.name;
                f.die = Some(m.die);
                f.pc = m.ranges.first().map(|r| r.start);
                f.ranges = m.ranges.iter().map(|r| (r.start, r.end)).collect();
                self.push(f);
            }
        }
        for p in &kernel_params {
            self.kernel_parameters(info, u, p);
        }
    }

    /// What the checks need to know of a subprogram with code; checks its frame base.
    fn function<'d>(
        &mut self,
        info: &DebugInfo<'d>,
        u: &UnitInfo<'d>,
        e: &gimli::DebuggingInformationEntry<dwarf_ext::debuginfo::Reader<'d>>,
        index: usize,
        die: u64,
        ranges: Vec<Range<u64>>,
    ) -> Func {
        let name = info.name(u, e);
        let (mut frame_base_reg, mut frame_base_marked, mut frame_base) = (None, false, None);
        if let Some(AttributeValue::Exprloc(x)) = e.attr_value(gimli::DW_AT_frame_base) {
            frame_base = Some(x.0.slice().to_vec());
            let ops: Vec<(usize, Op<'_>)> = Ops::new(x.0.slice(), u.decode_options())
                .map_while(Result::ok)
                .collect();
            frame_base_reg = match ops.as_slice() {
                [(_, Op::Regx(r))] => Some(*r),
                [(_, Op::Reg(r))] => Some(u64::from(*r)),
                _ => None,
            };
            frame_base_marked = ops.iter().any(|(_, op)| is_address_space_op(op));
            if frame_base_reg.is_none() {
                if let Some(m) = self.misscaled(&ops) {
                    let (p, flat) = self
                        .processor
                        .map_or(("", false), |p| (p.name, p.architected_flat_scratch()));
                    let mut f = Finding::new(
                        "loc-wave-scaled-address",
                        format!("DW_AT_frame_base: {}", scale_message(&m, p, flat)),
                    );
                    f.function = name.clone();
                    f.die = Some(die);
                    f.pc = ranges.first().map(|r| r.start);
                    f.expression = Some(text(x.0.slice(), u.decode_options()));
                    self.push(f);
                }
            }
        }
        let at = std::rc::Rc::new(PcInfo {
            pc: ranges.first().map_or(0, |r| r.start),
            unit: index,
            function: Some(Scope {
                tag: gimli::DW_TAG_subprogram,
                die,
                name: name.clone(),
                linkage_name: None,
                ranges: ranges.clone(),
                call_line: None,
                lanes: None,
                has_lane_pc: false,
                has_active_lane: false,
            }),
            scopes: Vec::new(),
            line: None,
            variables: Vec::new(),
        });
        Func {
            name,
            ranges,
            frame_base_reg,
            frame_base_marked,
            frame_base,
            at,
        }
    }

    /// Checks one variable, parameter or constant DIE's location.
    #[allow(clippy::too_many_arguments)]
    fn variable_die<'d>(
        &mut self,
        info: &DebugInfo<'d>,
        u: &UnitInfo<'d>,
        e: &gimli::DebuggingInformationEntry<dwarf_ext::debuginfo::Reader<'d>>,
        index: usize,
        die: u64,
        func: Option<&Func>,
        cuda_like: bool,
        uses_llvm_ops: &mut bool,
    ) {
        let Some(location) = e.attr_value(gimli::DW_AT_location) else {
            return;
        };
        let site = Site {
            unit: index,
            func,
            variable: info.name(u, e),
            die,
            pc: None,
            entry: None,
            cuda_like,
            type_attr: info.inherited(u, e, gimli::DW_AT_type),
        };
        self.variable_rules.clear();
        let (uses, entries) = self.variable(info, u, location, site);
        *uses_llvm_ops |= uses;
        self.close_variable(entries);
    }

    fn line_header(&mut self, u: &UnitInfo<'_>) {
        let Some(program) = &u.unit.line_program else {
            return;
        };
        let h = program.header();
        let mut bad = Vec::new();
        let gfx9_to_11 = self
            .processor
            .is_some_and(|p| p.generation.is_gfx9_family() || p.generation.is_gfx10_plus());
        if gfx9_to_11 && h.minimum_instruction_length() != 4 {
            bad.push(format!(
                "minimum_instruction_length {} (not 4)",
                h.minimum_instruction_length()
            ));
        }
        if gfx9_to_11 && h.maximum_operations_per_instruction() != 1 {
            bad.push(format!(
                "maximum_operations_per_instruction {} (not 1)",
                h.maximum_operations_per_instruction()
            ));
        }
        if h.address_size() != 8 {
            bad.push(format!("address_size {} (not 8)", h.address_size()));
        }
        if !bad.is_empty() {
            let mut f = Finding::new(
                "line-header",
                format!(
                    "line table at {:#x} of the unit at {:#x}: {}",
                    h.offset().0,
                    u.offset,
                    bad.join(", ")
                ),
            );
            f.die = Some(u.offset);
            self.push(f);
        }
    }

    /// A DIE's vendor attributes: the shape of `DW_AT_LLVM_lane_pc`/`active_lane`, and codes
    /// the two vendor tables disagree on (the fork-only ones; the published codes are the
    /// specification).
    /// Returns whether the DIE is a scope with a lane attribute.
    fn vendor_attributes(
        &mut self,
        e: &gimli::DebuggingInformationEntry<dwarf_ext::debuginfo::Reader<'_>>,
        die: u64,
    ) -> bool {
        let mut lane_attribute = false;
        let spec = dwarf_ext::VendorAttributes::SPEC;
        let fork = dwarf_ext::VendorAttributes::FORK;
        let scope = matches!(
            e.tag(),
            gimli::DW_TAG_subprogram | gimli::DW_TAG_inlined_subroutine | gimli::DW_TAG_entry_point
        );
        for a in e.attrs() {
            let at = a.name();
            if !(0x3e00..=0x3fff).contains(&at.0) {
                continue;
            }
            // DW_AT_LLVM_lane_pc / active_lane (by either table's code) on the DIEs that
            // carry them must be a DWARF expression or a location list.
            let lane_attr = [spec, fork].iter().find_map(|t| {
                t.lookup(at).filter(|v| {
                    matches!(
                        v,
                        dwarf_ext::VendorAttribute::LanePc | dwarf_ext::VendorAttribute::ActiveLane
                    )
                })
            });
            if let (true, Some(v)) = (scope, lane_attr) {
                lane_attribute = true;
                let ok = matches!(
                    a.value(),
                    AttributeValue::Exprloc(_)
                        | AttributeValue::LocationListsRef(_)
                        | AttributeValue::SecOffset(_)
                        | AttributeValue::DebugLocListsIndex(_)
                );
                if !ok {
                    let mut f = Finding::new(
                        "attr-lane-shape",
                        format!(
                            "{} (code {:#x}) has form {}, not exprloc or a location list",
                            v.name(),
                            at.0,
                            a.form()
                        ),
                    );
                    f.die = Some(die);
                    self.push(f);
                }
            }
            let (Some(f), s) = (fork.lookup(at), spec.lookup(at)) else {
                continue;
            };
            if s == Some(f) {
                continue;
            }
            let spec_code = spec
                .code(f)
                .map_or("TBA".to_string(), |c| format!("{:#x}", c.0));
            let mut finding = Finding::new(
                "attr-vendor-code",
                format!(
                    "{} uses AMD's fork code {:#x}; the published extension's code is {spec_code}",
                    f.name(),
                    at.0
                ),
            );
            finding.die = Some(die);
            self.push(finding);
        }
        lane_attribute
    }

    /// Checks a variable's location `v`; returns whether it uses `DW_OP_LLVM_*` operations
    /// and how many location-list entries it has (0 for a single expression).
    fn variable<'d>(
        &mut self,
        info: &DebugInfo<'d>,
        u: &UnitInfo<'d>,
        v: AttributeValue<dwarf_ext::debuginfo::Reader<'d>>,
        mut site: Site<'_, 'd>,
    ) -> (bool, usize) {
        if let AttributeValue::Exprloc(x) = v {
            site.pc = site.func.and_then(|f| f.ranges.first()).map(|r| r.start);
            self.current_hits.clear();
            return (self.expression(info, u, &site, x.0.slice()), 0);
        }
        let mut it = match info.dwarf.attr_locations(&u.unit, v) {
            Ok(Some(it)) => it,
            Ok(None) => return (false, 0),
            Err(err) => {
                let mut f = Finding::new(
                    "dwarf-malformed",
                    format!("location list of DIE {:#x}: {err}", site.die),
                );
                f.die = Some(site.die);
                self.push(f);
                return (false, 0);
            }
        };
        let mut entries: Vec<(Range<u64>, &[u8])> = Vec::new();
        loop {
            match it.next() {
                Ok(Some(entry)) => {
                    entries.push((entry.range.begin..entry.range.end, entry.data.0.slice()))
                }
                Ok(None) => break,
                Err(err) => {
                    let mut f = Finding::new(
                        "dwarf-malformed",
                        format!("location list of DIE {:#x}: {err}", site.die),
                    );
                    f.die = Some(site.die);
                    self.push(f);
                    break;
                }
            }
            if entries.len() > 100_000 {
                break;
            }
        }
        let mut uses = false;
        // The rules each distinct expression broke: the same expression in several entries
        // is checked once, and its rules hold in each of them.
        let mut checked: Vec<(&[u8], Vec<&'static str>)> = Vec::new();
        for (range, bytes) in &entries {
            site.pc = Some(range.start);
            site.entry = Some(range.clone());
            if let Some(func) = site.func {
                let inside = range.start >= range.end
                    || func
                        .ranges
                        .iter()
                        .any(|r| r.start <= range.start && range.end <= r.end);
                if !inside {
                    let mut f = self.finding_at(
                        "loc-pc-outside-function",
                        format!(
                            "location-list entry [{:#x}, {:#x}) is outside the function's ranges {}",
                            range.start,
                            range.end,
                            ranges_text(&func.ranges)
                        ),
                        &site,
                    );
                    f.expression = Some(text(bytes, u.decode_options()));
                    f.ranges = vec![(range.start, range.end)];
                    self.push(f);
                }
            }
            match checked.iter().find(|(b, _)| b == bytes) {
                Some((_, rules)) => {
                    for rule in rules {
                        if let Some(r) = self.variable_rules.iter_mut().find(|r| r.rule == *rule) {
                            if !r.entries.contains(range) {
                                r.entries.push(range.clone());
                            }
                        }
                    }
                }
                None => {
                    self.current_hits.clear();
                    uses |= self.expression(info, u, &site, bytes);
                    checked.push((bytes, std::mem::take(&mut self.current_hits)));
                }
            }
        }
        // Overlapping entries that disagree.
        let mut sorted: Vec<&(Range<u64>, &[u8])> =
            entries.iter().filter(|(r, _)| r.start < r.end).collect();
        sorted.sort_by_key(|(r, _)| (r.start, r.end));
        for w in sorted.windows(2) {
            let ((a, ab), (b, bb)) = (w[0], w[1]);
            if b.start < a.end && ab != bb {
                site.pc = Some(b.start);
                let mut f = self.finding_at(
                    "loc-pc-outside-function",
                    format!(
                        "location-list entries [{:#x}, {:#x}) and [{:#x}, {:#x}) overlap with different expressions ({} / {})",
                        a.start,
                        a.end,
                        b.start,
                        b.end,
                        text(ab, u.decode_options()),
                        text(bb, u.decode_options())
                    ),
                    &site,
                );
                f.expression = Some(text(bb, u.decode_options()));
                f.ranges = vec![(a.start, a.end), (b.start, b.end)];
                self.push(f);
                break;
            }
        }
        (uses, entries.len())
    }

    fn finding_at(&self, rule: &'static str, message: String, site: &Site<'_, '_>) -> Finding {
        let mut f = Finding::new(rule, message);
        f.function = site.func.and_then(|f| f.name.clone());
        f.variable = site.variable.clone();
        f.pc = site.pc;
        f.die = Some(site.die);
        f
    }

    /// The text of `expr` as `hdb dwarf` prints it, made once per distinct expression.
    fn text_of(&mut self, expr: &Lazy<'_>) -> String {
        let at = match self.texts.iter().position(|(o, _)| *o == expr.options) {
            Some(i) => i,
            None => {
                self.texts.push((expr.options, HashMap::new()));
                self.texts.len() - 1
            }
        };
        let texts = &mut self.texts[at].1;
        if let Some(t) = texts.get(expr.bytes) {
            return t.clone();
        }
        let t = text(expr.bytes, expr.options);
        texts.insert(expr.bytes.to_vec(), t.clone());
        t
    }

    /// Reports `rule` for this site and expression; a rule already reported for the same
    /// variable (another entry of its location list) only counts the entry, and the
    /// message is not even made.
    fn report(
        &mut self,
        rule: &'static str,
        site: &Site<'_, '_>,
        text: &Lazy<'_>,
        message: impl FnOnce() -> String,
    ) {
        if !self.current_hits.contains(&rule) {
            self.current_hits.push(rule);
        }
        if let Some(r) = self.variable_rules.iter_mut().find(|r| r.rule == rule) {
            if let Some(e) = &site.entry {
                if !r.entries.contains(e) {
                    r.entries.push(e.clone());
                }
            }
            return;
        }
        let mut f = self.finding_at(rule, message(), site);
        f.expression = Some(self.text_of(text));
        self.variable_rules.push(VariableRule {
            rule,
            finding: self.findings.len(),
            entries: site.entry.iter().cloned().collect(),
        });
        self.push(f);
    }

    /// Adds to each finding of the variable just checked the location-list entries its rule
    /// holds in (all of them, as PC ranges), out of the list's `entries`.
    fn close_variable(&mut self, entries: usize) {
        for r in std::mem::take(&mut self.variable_rules) {
            let Some(f) = self.findings.get_mut(r.finding) else {
                continue;
            };
            if entries > 1 && !r.entries.is_empty() {
                f.message.push_str(&format!(
                    " (in {} of the {entries} location-list entries: {})",
                    r.entries.len(),
                    ranges_text(&r.entries)
                ));
            }
            f.ranges = r.entries.iter().map(|e| (e.start, e.end)).collect();
        }
    }

    /// What a symbolic evaluation's outcome depends on, in `key`: the unit (its conventions
    /// and wave size), the operations' encoding, the frame base's expression (when the
    /// expression reads the frame base and the function has one) and the expression.
    fn evaluation_key(
        key: &mut Vec<u8>,
        unit: usize,
        encoding: Encoding,
        frame_base: Option<&[u8]>,
        bytes: &[u8],
    ) {
        key.clear();
        key.extend((unit as u64).to_le_bytes());
        key.push(match encoding {
            Encoding::UserOps => 0,
            Encoding::Legacy => 1,
        });
        match frame_base {
            Some(b) => {
                key.push(1);
                key.extend((b.len() as u64).to_le_bytes());
                key.extend_from_slice(b);
            }
            None => key.push(0),
        }
        key.extend_from_slice(bytes);
    }

    /// Checks one location expression; returns whether it uses `DW_OP_LLVM_*` operations.
    fn expression<'d>(
        &mut self,
        info: &DebugInfo<'d>,
        u: &UnitInfo<'d>,
        site: &Site<'_, 'd>,
        bytes: &[u8],
    ) -> bool {
        let mut options = u.decode_options();
        let ops: Vec<(usize, Op<'_>)>;
        let decoded = Ops::new(bytes, options).collect::<Result<Vec<_>, _>>();
        match decoded {
            Ok(o) => ops = o,
            Err(err) => {
                let other = DecodeOptions {
                    encoding: match options.encoding {
                        Encoding::UserOps => Encoding::Legacy,
                        Encoding::Legacy => Encoding::UserOps,
                    },
                    ..options
                };
                match Ops::new(bytes, other).collect::<Result<Vec<_>, _>>() {
                    Ok(o) if other.encoding == Encoding::Legacy => {
                        let t = Lazy::new(bytes, other);
                        let first = o
                            .iter()
                            .find(|(_, op)| op.is_llvm())
                            .map_or(0, |(off, _)| *off);
                        self.report("expr-legacy-encoding", site, &t, || format!(
                                "single-byte heterogeneous operation {:#04x} at offset {first:#x} (old draft encoding); under DW_OP_LLVM_user it decodes as: {err}",
                                bytes.get(first).copied().unwrap_or(0)
                            ));
                        ops = o;
                        options = other;
                    }
                    _ => {
                        let t = Lazy::new(bytes, options);
                        self.report("loc-eval-error", site, &t, || {
                            format!("expression does not decode: {err}")
                        });
                        return false;
                    }
                }
            }
        }
        let t = Lazy::new(bytes, options);
        let uses_llvm = ops.iter().any(|(_, op)| op.is_llvm());

        // Register numbers.
        for (off, op) in &ops {
            if let Some(reg) = op_register(op) {
                if let Some(why) = self.bad_register(reg) {
                    self.report("cfi-register-number", site, &t, || {
                        format!("{} at offset {off:#x}: {why}", op.name_in(options.encoding))
                    });
                }
            }
        }

        // The pieces of a composite: each piece's operations end at its DW_OP_piece /
        // DW_OP_bit_piece (DW_OP_LLVM_piece_end closes the composite).
        let pieces = pieces(&ops);
        let many = pieces.len() > 1;
        let piece_name = |k: usize| {
            if many {
                format!("piece {} of {}: ", k + 1, pieces.len())
            } else {
                String::new()
            }
        };

        // The `litN, swap, xderef` suffix, and what it is applied to.
        let xderef_convention = u.conventions.xderef;
        for (k, piece) in pieces.iter().enumerate() {
            let piece = &ops[piece.clone()];
            for i in 2..piece.len() {
                if !matches!(
                    piece[i].1,
                    Op::Xderef | Op::XderefSize(_) | Op::XderefType { .. }
                ) || piece[i - 1].1 != Op::Swap
                {
                    continue;
                }
                let Some(class) = unsigned_constant(&piece[i - 2].1) else {
                    continue;
                };
                let stack_value = matches!(piece.get(i + 1), Some((_, Op::StackValue)));
                self.report("loc-xderef-address-class", site, &t, || format!(
                    "{}`DW_OP_lit{class}, DW_OP_swap, {}` at offset {:#x}: address class {class} ({}) through a memory read, not DW_OP_LLVM_form_aspace_address",
                    piece_name(k),
                    piece[i].1.name(),
                    piece[i - 2].0,
                    class_meaning(class, xderef_convention)
                ));
                let prefix = &piece[..i - 2];
                match prefix {
                    [(_, Op::Bregx(r, 0))] => {
                        let reg = *r;
                        self.report("loc-register-as-memory", site, &t, || {
                            format!(
                                "{}the value is in {}, described as memory at the address it holds",
                                piece_name(k),
                                register_name(reg)
                            )
                        });
                    }
                    [(_, Op::Breg(r, 0))] => {
                        let reg = u64::from(*r);
                        self.report("loc-register-as-memory", site, &t, || {
                            format!(
                                "{}the value is in {}, described as memory at the address it holds",
                                piece_name(k),
                                register_name(reg)
                            )
                        });
                    }
                    _ if !prefix.is_empty() && prefix.iter().all(|(_, op)| is_constant_op(op)) => {
                        self.report("loc-register-as-memory", site, &t, || {
                            format!(
                                "{}a constant described as a load from a constant address{}",
                                piece_name(k),
                                if stack_value {
                                    " (the loaded value is the variable's value)"
                                } else {
                                    ""
                                }
                            )
                        });
                    }
                    _ => {}
                }
            }
        }
        // Without the suffix: a scalar variable whose whole location is memory at the
        // address a vector register holds (`DW_OP_bregx VGPRn 0`, maybe with an address
        // space). A vector register holds per-lane values; a scalar that lives in memory
        // (at -O0) is addressed from the frame, not from a VGPR.
        if !many {
            let base = match ops.as_slice() {
                [(_, Op::Bregx(r, 0))]
                | [(_, Op::Bregx(r, 0)), (_, Op::Lit(_)), (_, Op::FormAspaceAddress)] => Some(*r),
                [(_, Op::Breg(r, 0))]
                | [(_, Op::Breg(r, 0)), (_, Op::Lit(_)), (_, Op::FormAspaceAddress)] => {
                    Some(u64::from(*r))
                }
                _ => None,
            };
            if let Some(reg) = base
                .filter(|&r| is_vector_register(r))
                .filter(|_| scalar_type(info, u, site.type_attr))
            {
                self.report("loc-register-as-memory", site, &t, || {
                    format!(
                        "the scalar value is in {}, described as memory at the address it holds",
                        register_name(reg)
                    )
                });
            }
        }

        // Vector registers without lane selection, piece by piece.
        // `DW_OP_LLVM_select_bit_piece` builds a lane-wise composite of two vector registers:
        // the lanes are its subject.
        let mut selected_before = false;
        for (k, piece) in pieces.iter().enumerate() {
            let piece = &ops[piece.clone()];
            let lane_selected = piece.iter().any(|(_, op)| {
                matches!(
                    op,
                    Op::PushLane
                        | Op::Offset
                        | Op::OffsetUconst(_)
                        | Op::BitOffset
                        | Op::SelectBitPiece { .. }
                )
            });
            if lane_selected {
                selected_before = true;
                continue;
            }
            let whole = piece.iter().find(|(_, op)| {
                op_register(op).is_some_and(is_vector_register)
                    && !matches!(op, Op::CallFrameEntryReg(_))
            });
            if let Some((off, op)) = whole {
                let reg = op_register(op).unwrap_or(0);
                self.report("loc-no-lane-selection", site, &t, || {
                    format!(
                        "{}{} {} at offset {off:#x}: the whole vector register, no lane selection{}",
                        piece_name(k),
                        op.name_in(options.encoding),
                        register_name(reg),
                        if selected_before {
                            " (an earlier piece selects the lane)"
                        } else {
                            ""
                        }
                    )
                });
            }
        }

        // DW_OP_fbreg over a wave-scaled frame pointer.
        if let (Some((off, _)), Some(func), Some(p)) = (
            ops.iter().find(|(_, op)| matches!(op, Op::Fbreg(_))),
            site.func,
            self.processor,
        ) {
            if let Some(r) = func.frame_base_reg {
                let sgpr = amdgpu::dwarf_register(r)
                    .is_ok_and(|d| matches!(d.kind, RegisterKind::Sgpr(_)));
                if sgpr && !p.architected_flat_scratch() {
                    let shift = self.lanes().trailing_zeros();
                    self.report("loc-wave-scaled-frame-base", site, &t, || format!(
                            "DW_OP_fbreg at offset {off:#x} over {} on {} (MUBUF scratch): wave-scaled, the lane's address is it >> {}",
                            register_name(r),
                            p.name,
                            shift
                        ));
                }
            }
        }

        // A private_lane address computed from the wave-scaled stack or frame pointer without
        // the shift (or, with architected flat scratch, with one).
        if let Some(m) = self.misscaled(&ops) {
            let (p, flat) = self
                .processor
                .map_or(("", false), |p| (p.name, p.architected_flat_scratch()));
            self.report("loc-wave-scaled-address", site, &t, || {
                scale_message(&m, p, flat)
            });
        }

        // LDS variables whose address relocation named a deleted symbol.
        for (off, op) in &ops {
            let address = match *op {
                Op::Addr(a) => Some(a),
                Op::Addrx(i) => info
                    .dwarf
                    .address(&u.unit, gimli::DebugAddrIndex(i as usize))
                    .ok(),
                _ => None,
            };
            if address != Some(0) {
                continue;
            }
            let Some(var) = &site.variable else { continue };
            let suffix = format!(".{var}");
            let missing = self
                .image
                .code_object
                .symbols()
                .iter()
                .chain(self.image.code_object.dynamic_symbols())
                .find(|s| {
                    s.shndx == 0
                        && (s.name == var
                            || s.name.ends_with(&suffix)
                            || names_local_static(s.name, var))
                });
            if let Some(s) = missing {
                self.report("loc-lds-missing-symbol", site, &t, || format!(
                        "{} at offset {off:#x} gives address 0: its relocation names `{}`, which is undefined in the code object",
                        op.name(),
                        s.name
                    ));
            }
        }

        // CUDA-like languages: memory locations need an address-space marker.
        if site.cuda_like {
            let memory = ops.iter().any(|(_, op)| {
                // `DW_OP_addr*` name global memory, the default address space, correctly;
                // `DW_OP_fbreg` is in the frame base's space, which may name one.
                match op {
                    Op::Fbreg(_) => !site.func.is_some_and(|f| f.frame_base_marked),
                    Op::Breg(..) | Op::Bregx(..) => true,
                    _ => false,
                }
            });
            let marked = ops.iter().any(|(_, op)| {
                matches!(
                    op,
                    Op::FormAspaceAddress
                        | Op::AspaceBregx { .. }
                        | Op::Xderef
                        | Op::XderefSize(_)
                        | Op::XderefType { .. }
                        | Op::StackValue
                        | Op::ImplicitValue(_)
                )
            });
            if memory && !marked {
                self.report("loc-generic-unmarked", site, &t, || {
                    "memory location without an address space (read as global)".to_string()
                });
            }
        }

        // A symbolic evaluation with the unit's conventions.
        // Only `DW_OP_fbreg` reads the frame base: other expressions are evaluated without
        // the function (which spares finding its DIE and evaluating its frame base).
        let uses_frame_base = ops.iter().any(|(_, op)| matches!(op, Op::Fbreg(_)));
        let func = site.func.filter(|_| uses_frame_base);
        let mut key = std::mem::take(&mut self.evaluation_key);
        Self::evaluation_key(
            &mut key,
            site.unit,
            options.encoding,
            func.and_then(|f| f.frame_base.as_deref()),
            bytes,
        );
        let err = match self.evaluations.get(key.as_slice()) {
            Some(err) => err.clone(),
            None => {
                let unit_scope;
                let at: &PcInfo = match func {
                    Some(f) => &f.at,
                    None => {
                        unit_scope = PcInfo {
                            pc: 0,
                            unit: site.unit,
                            function: None,
                            scopes: Vec::new(),
                            line: None,
                            variables: Vec::new(),
                        };
                        &unit_scope
                    }
                };
                let (_, err) = info.deviations_with(at, bytes, Some(options.encoding));
                let err = err.map(|e| e.to_string());
                self.evaluations.insert(key.clone(), err.clone());
                err
            }
        };
        self.evaluation_key = key;
        if let Some(err) = err {
            self.report("loc-eval-error", site, &t, || {
                format!("symbolic evaluation fails: {err}")
            });
        }
        uses_llvm
    }

    // ---- accelerator tables -------------------------------------------------------------

    /// `.debug_aranges` headers (address size 8, no segment selector) and `.debug_names`
    /// augmentation strings (`[amdgpu:vX.Y]`).
    fn accelerator_tables(&mut self) {
        if let Some(data) = self.image.section(".debug_aranges") {
            let aranges = gimli::DebugAranges::new(data, gimli::LittleEndian);
            let mut headers = aranges.headers();
            for _ in 0..100_000 {
                match headers.next() {
                    Ok(Some(h)) => {
                        let size = h.encoding().address_size;
                        if size != 8 {
                            self.push(Finding::new(
                                "aranges-header",
                                format!(
                                    ".debug_aranges set at {:#x}: address_size {size} (not 8)",
                                    h.offset().0
                                ),
                            ));
                        }
                    }
                    Ok(None) => break,
                    Err(gimli::Error::UnsupportedSegmentSize(n)) => {
                        self.push(Finding::new(
                            "aranges-header",
                            format!(".debug_aranges: segment_selector_size {n} (not 0)"),
                        ));
                        break;
                    }
                    Err(gimli::Error::UnsupportedAddressSize(n)) => {
                        self.push(Finding::new(
                            "aranges-header",
                            format!(".debug_aranges: address_size {n} (not 8)"),
                        ));
                        break;
                    }
                    Err(e) => {
                        self.push(Finding::new(
                            "dwarf-malformed",
                            format!(".debug_aranges: {e}"),
                        ));
                        break;
                    }
                }
            }
        }
        if let Some(data) = self.image.section(".debug_names") {
            let names = gimli::DebugNames::new(data, gimli::LittleEndian);
            let mut headers = names.headers();
            for _ in 0..100_000 {
                match headers.next() {
                    Ok(Some(h)) => {
                        let aug: &[u8] = h.augmentation_string().map_or(&[], |r| r.slice());
                        let text = String::from_utf8_lossy(aug);
                        let text = text.trim_end_matches('\0');
                        if !text.starts_with("[amdgpu:v") || !aug.len().is_multiple_of(4) {
                            self.push(Finding::new(
                                "names-augmentation",
                                format!(
                                    ".debug_names index at {:#x}: augmentation string {text:?} ({} bytes), not \"[amdgpu:v0.0]\" null-padded to a multiple of 4",
                                    h.offset().0,
                                    aug.len()
                                ),
                            ));
                        }
                    }
                    Ok(None) => break,
                    Err(e) => {
                        self.push(Finding::new(
                            "dwarf-malformed",
                            format!(".debug_names: {e}"),
                        ));
                        break;
                    }
                }
            }
        }
    }

    // ---- CFI ----------------------------------------------------------------------------

    fn cfi(&mut self, info: Option<&DebugInfo<'_>>) {
        let Some(data) = self.image.section(".debug_frame") else {
            return;
        };
        let section = FrameSection::new(data, SectionKind::DebugFrame);
        let mut functions = self.image.functions();
        // Sorted by start (stably: equal starts keep their order) for the look-ups per FDE.
        functions.sort_by_key(|f| f.start);
        // The unwinder's view of the code (it indexes every FDE): made for the first
        // function whose prologue is analysed.
        let code: std::cell::OnceCell<Option<unwind::Code<'_>>> = std::cell::OnceCell::new();
        let mut cies_seen: HashSet<u64> = HashSet::new();
        let mut count = 0usize;
        for entry in section.entries() {
            count += 1;
            if count > 1_000_000 {
                break;
            }
            let entry = match entry {
                Ok(e) => e,
                Err(err) => {
                    self.push(Finding::new(
                        "dwarf-malformed",
                        format!(".debug_frame: {err}"),
                    ));
                    break;
                }
            };
            match entry {
                unwind::Entry::Cie(cie) => {
                    if cies_seen.insert(cie.offset) {
                        self.cie(&cie);
                    }
                }
                unwind::Entry::Fde(fde) => {
                    if cies_seen.insert(fde.cie.offset) {
                        // A CIE's registers are checked with its first FDE's wave size.
                        self.wave = self.wave_at(info, fde.pc_range().start);
                        self.cie(&fde.cie);
                    }
                    self.fde(&fde, &functions, &code, info);
                    self.wave = self.default_wave;
                }
            }
        }
    }

    fn cie(&mut self, cie: &unwind::Cie<'_>) {
        if cie.augmentation != CIE_AUGMENTATION {
            self.push(Finding::new(
                "cfi-cie-augmentation",
                format!(
                    "CIE at {:#x} has augmentation {:?}, not {CIE_AUGMENTATION:?}",
                    cie.offset, cie.augmentation
                ),
            ));
        }
        let mut bad = Vec::new();
        if cie.version >= 4 && cie.address_size != 8 {
            bad.push(format!("address_size {} (not 8)", cie.address_size));
        }
        if cie.segment_selector_size != 0 {
            bad.push(format!(
                "segment_selector_size {} (not 0)",
                cie.segment_selector_size
            ));
        }
        if cie.code_alignment_factor != 4 {
            bad.push(format!(
                "code_alignment_factor {} (not 4)",
                cie.code_alignment_factor
            ));
        }
        if cie.data_alignment_factor != 4 {
            bad.push(format!(
                "data_alignment_factor {} (not 4)",
                cie.data_alignment_factor
            ));
        }
        if cie.return_address_register.0 != 16 {
            bad.push(format!(
                "return_address_register {} (not 16, PC_64)",
                cie.return_address_register.0
            ));
        }
        if !bad.is_empty() {
            self.push(Finding::new(
                "cfi-cie-fields",
                format!("CIE at {:#x}: {}", cie.offset, bad.join(", ")),
            ));
        }
        self.cfi_registers(cie.instructions(), None, cie.offset);
    }

    /// Register numbers in call-frame instructions and their expressions.
    fn cfi_registers(&mut self, insts: unwind::Instructions<'_>, function: Option<&str>, at: u64) {
        let options = DecodeOptions::default();
        let mut reported = HashSet::new();
        for item in insts {
            let Ok((offset, inst)) = item else { break };
            let mut regs: Vec<u64> = Vec::new();
            if let Some(r) = inst.register() {
                regs.push(r.0);
            }
            if let Instruction::Register { from, .. } = inst {
                regs.push(from.0);
            }
            if let Some(e) = inst.expression() {
                for (_, op) in Ops::new(e.bytes, options).map_while(Result::ok) {
                    if let Some(r) = op_register(&op) {
                        regs.push(r);
                    }
                }
            }
            for r in regs {
                if let Some(why) = self.bad_register(r) {
                    if reported.insert(r) {
                        let mut f = Finding::new(
                            "cfi-register-number",
                            format!(
                                "{} at .debug_frame offset {offset:#x} (entry {at:#x}): {why}",
                                inst.name()
                            ),
                        );
                        f.function = function.map(str::to_string);
                        self.push(f);
                    }
                }
            }
        }
    }

    fn fde(
        &mut self,
        fde: &unwind::Fde<'_>,
        functions: &[unwind::Function],
        code: &std::cell::OnceCell<Option<unwind::Code<'i>>>,
        info: Option<&DebugInfo<'_>>,
    ) {
        let range = fde.pc_range();
        self.wave = self.wave_at(info, range.start);
        let first = functions.partition_point(|f| f.start < range.start);
        let function = functions
            .get(first)
            .filter(|f| f.start == range.start)
            .or_else(|| {
                functions
                    .iter()
                    .find(|f| (f.start..f.end).contains(&range.start))
            });
        let name = function.map(|f| f.name.clone()).or_else(|| {
            info.and_then(|i| i.lookup(range.start).ok().flatten())
                .and_then(|p| p.function.and_then(|f| f.name))
        });
        self.cfi_registers(fde.instructions(), name.as_deref(), fde.offset);
        // The callee-saved registers the code saves (prologue analysis), to be looked for
        // in the rows below.
        let saves = self.saves(fde, function, functions, code, info);
        let mut described = vec![false; saves.len()];
        let table = match UnwindTable::new(fde) {
            Ok(t) => t,
            Err(err) => {
                let mut f = Finding::new(
                    "dwarf-malformed",
                    format!("FDE at {:#x}: {err}", fde.offset),
                );
                f.function = name;
                f.pc = Some(range.start);
                self.push(f);
                return;
            }
        };
        // One pass over the rows: those without a CFA rule, CFA rules without an address
        // space, the return-address column, and the saves some row describes.
        let (mut rows, mut missing, mut first_missing) = (0usize, 0usize, None);
        let ra = unwind::DwarfReg(fde.cie.return_address_register.0);
        let is_kernel = function.map(|f| f.is_kernel);
        let (mut no_ra, mut first_no_ra) = (0usize, None);
        let mut kernel_ra: Option<bool> = None;
        let mut unspaced_cfa: Option<(u64, String)> = None;
        let mut all_rows = table.rows();
        while let Some(row) = all_rows.next_ref() {
            let r = match row {
                Ok(r) => r,
                Err(err) => {
                    let mut f = Finding::new(
                        "dwarf-malformed",
                        format!("FDE at {:#x}: {err}", fde.offset),
                    );
                    f.function = name.clone();
                    f.pc = Some(range.start);
                    self.push(f);
                    break;
                }
            };
            rows += 1;
            if r.cfa == CfaRule::Undefined {
                missing += 1;
                first_missing.get_or_insert(r.start);
            }
            if unspaced_cfa.is_none() {
                unspaced_cfa = match &r.cfa {
                    CfaRule::RegisterOffset {
                        register,
                        offset,
                        address_space: 0,
                    } => Some((
                        r.start,
                        format!(
                            "{}{offset:+} in the default address space",
                            register_name(register.0)
                        ),
                    )),
                    CfaRule::Expression(e) => {
                        let spaced = Ops::new(e.bytes, DecodeOptions::default())
                            .map_while(Result::ok)
                            .any(|(_, op)| {
                                matches!(op, Op::FormAspaceAddress | Op::AspaceBregx { .. })
                            });
                        (!spaced).then(|| {
                            (
                                r.start,
                                format!(
                                    "the expression {{{}}} forms no address-space address",
                                    text(e.bytes, DecodeOptions::default())
                                ),
                            )
                        })
                    }
                    _ => None,
                };
            }
            let ra_rule = r.rule(ra);
            if kernel_ra.is_none() {
                kernel_ra = Some(matches!(ra_rule, Some(RegisterRule::Undefined)));
            }
            if matches!(ra_rule, None | Some(RegisterRule::SameValue)) {
                no_ra += 1;
                first_no_ra.get_or_insert(r.start);
            }
            for (s, d) in saves.iter().zip(described.iter_mut()) {
                *d |= !matches!(
                    r.rule(unwind::DwarfReg(s.register)),
                    None | Some(RegisterRule::SameValue)
                );
            }
            if rows > 100_000 {
                break;
            }
        }
        let empty = fde.instructions.iter().all(|&b| b == 0);
        if !empty && range.start < range.end {
            if let Some((pc, what)) = unspaced_cfa {
                let mut f = Finding::new(
                    "cfi-cfa-address-space",
                    format!(
                        "FDE at {:#x}: the CFA rule from {pc:#x} is {what}",
                        fde.offset
                    ),
                );
                f.function = name.clone();
                f.pc = Some(pc);
                self.push(f);
            }
            match is_kernel {
                Some(true) if kernel_ra == Some(false) => {
                    let mut f = Finding::new(
                        "cfi-kernel-return-address",
                        format!(
                            "FDE at {:#x} for kernel [{:#x}, {:#x}): {} is not undefined at the kernel's entry",
                            fde.offset,
                            range.start,
                            range.end,
                            register_name(ra.0)
                        ),
                    );
                    f.function = name.clone();
                    f.pc = Some(range.start);
                    self.push(f);
                }
                Some(false) if no_ra > 0 => {
                    let first = first_no_ra.unwrap_or(range.start);
                    let mut f = Finding::new(
                        "cfi-no-return-address",
                        format!(
                            "FDE at {:#x} for [{:#x}, {:#x}): {} has no rule from {first:#x} ({no_ra} of {rows} rows): same value, the caller's PC would be the current one",
                            fde.offset,
                            range.start,
                            range.end,
                            register_name(ra.0)
                        ),
                    );
                    f.function = name.clone();
                    f.pc = Some(first);
                    self.push(f);
                }
                _ => {}
            }
        }
        if range.start < range.end && (missing > 0 || rows == 0) {
            let first = first_missing.unwrap_or(range.start);
            let what = if empty {
                "the FDE has no instructions".to_string()
            } else {
                format!("{missing} of {rows} rows have no CFA rule")
            };
            let mut f = Finding::new(
                "cfi-missing-cfa",
                format!(
                    "FDE at {:#x} for [{:#x}, {:#x}): no CFA rule from {first:#x} ({what})",
                    fde.offset, range.start, range.end
                ),
            );
            f.function = name.clone();
            f.pc = Some(first);
            self.push(f);
        }
        for (s, _) in saves.iter().zip(&described).filter(|(_, d)| !**d) {
            let how = match s.kind {
                unwind::SaveKind::StackSlot => "stores it to the stack".to_string(),
                unwind::SaveKind::VgprLane { vgpr, lane } => {
                    format!("writes it into lane {lane} of v{vgpr}")
                }
            };
            let mut f = Finding::new(
                "cfi-undescribed-save",
                format!(
                    "callee-saved {}: the code {how}, but no row of the FDE at {:#x} gives it a rule (same value)",
                    register_name(s.register),
                    fde.offset
                ),
            );
            f.function = name.clone();
            f.pc = Some(s.pc);
            self.push(f);
        }
    }

    /// The callee-saved registers `function`'s prologue saves (the unwinder's prologue
    /// analysis up to the line table's `prologue_end`), when the FDE describes a non-kernel
    /// function whose code can be told apart.
    fn saves(
        &self,
        fde: &unwind::Fde<'_>,
        function: Option<&unwind::Function>,
        functions: &[unwind::Function],
        code: &std::cell::OnceCell<Option<unwind::Code<'i>>>,
        info: Option<&DebugInfo<'_>>,
    ) -> Vec<unwind::CalleeSave> {
        let Some(function) = function else {
            return Vec::new();
        };
        // In a relocatable object every function section starts at 0: which code an FDE
        // describes is ambiguous, so the analysis is not run.
        let first = functions.partition_point(|f| f.start < function.start);
        let ambiguous = functions
            .get(first..)
            .unwrap_or(&[])
            .iter()
            .take_while(|f| f.start == function.start)
            .count()
            > 1;
        if function.is_kernel || function.start != fde.pc_range().start || ambiguous {
            return Vec::new();
        }
        let Some(code) = code.get_or_init(|| self.image.code(0).ok()) else {
            return Vec::new();
        };
        let end = info
            .and_then(|i| {
                let u = i.unit_for(function.start)?;
                let mut cache = self.prologue_ends.borrow_mut();
                let ends = cache.entry(u).or_insert_with(|| {
                    let mut a: Vec<u64> = i
                        .line_rows(u)
                        .iter()
                        .filter(|r| r.prologue_end)
                        .map(|r| r.address)
                        .collect();
                    a.sort_unstable();
                    a
                });
                let k = ends.partition_point(|&a| a <= function.start);
                ends.get(k).copied().filter(|&a| a < function.end)
            })
            .unwrap_or(function.end);
        unwind::callee_saves(
            code,
            function,
            end,
            self.lanes(),
            &unwind::UnwindLimits::default(),
        )
        .unwrap_or_default()
    }
}

/// The register a location operation names.
fn op_register(op: &Op<'_>) -> Option<u64> {
    Some(match *op {
        Op::Reg(r) | Op::Breg(r, _) => u64::from(r),
        Op::Regx(r) | Op::Bregx(r, _) | Op::CallFrameEntryReg(r) => r,
        Op::RegvalType { reg, .. } => reg,
        Op::AspaceBregx { reg, .. } => reg,
        _ => return None,
    })
}

/// Whether an operation gives a location an address space.
fn is_address_space_op(op: &Op<'_>) -> bool {
    matches!(
        op,
        Op::FormAspaceAddress
            | Op::AspaceBregx { .. }
            | Op::Xderef
            | Op::XderefSize(_)
            | Op::XderefType { .. }
    )
}

/// Whether a type (through typedefs and qualifiers) is a scalar: a base, enumeration or
/// pointer type.
fn scalar_type<'d>(
    info: &DebugInfo<'d>,
    u: &UnitInfo<'d>,
    mut v: Option<AttributeValue<dwarf_ext::debuginfo::Reader<'d>>>,
) -> bool {
    for _ in 0..16 {
        let Some(t) = v.and_then(|v| info.follow(u, v)) else {
            return false;
        };
        match t.tag() {
            gimli::DW_TAG_base_type
            | gimli::DW_TAG_enumeration_type
            | gimli::DW_TAG_pointer_type => return true,
            gimli::DW_TAG_typedef
            | gimli::DW_TAG_const_type
            | gimli::DW_TAG_volatile_type
            | gimli::DW_TAG_restrict_type
            | gimli::DW_TAG_atomic_type => v = t.attr_value(gimli::DW_AT_type),
            _ => return false,
        }
    }
    false
}

/// The message of a `loc-wave-scaled-address` finding.
fn scale_message(m: &scale::Misscaled, processor: &str, flat_scratch: bool) -> String {
    let reg = register_name(m.register);
    if m.excess_shift > 0 {
        format!(
            "private_lane address at offset {:#x} made of {reg}, which is wave-scaled on {processor} (MUBUF scratch), without shifting it right by {}: {} times the lane's address",
            m.at,
            m.excess_shift,
            1u64 << m.excess_shift.min(63)
        )
    } else {
        format!(
            "private_lane address at offset {:#x} made of {reg} shifted right by {} more than {processor} needs ({}): 1/{} of the lane's address",
            m.at,
            -m.excess_shift,
            if flat_scratch {
                "architected flat scratch: the register holds the lane's address"
            } else {
                "MUBUF scratch: the register is wave-scaled"
            },
            1u64 << (-m.excess_shift).min(63)
        )
    }
}

/// Whether DWARF register `r` is a vector register (VGPR or AGPR, either wave size).
fn is_vector_register(r: u64) -> bool {
    amdgpu::dwarf_register(r).is_ok_and(|d| d.register().is_vector())
}

/// The index ranges of a composite's pieces: each ends with its `DW_OP_piece` /
/// `DW_OP_bit_piece` (included); `DW_OP_LLVM_piece_end` ends the composite. An expression
/// without pieces is one piece.
fn pieces(ops: &[(usize, Op<'_>)]) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, (_, op)) in ops.iter().enumerate() {
        if matches!(op, Op::Piece(_) | Op::BitPiece { .. } | Op::PieceEnd) {
            if i > start || !matches!(op, Op::PieceEnd) {
                out.push(start..i + 1);
            }
            start = i + 1;
        }
    }
    if start < ops.len() || out.is_empty() {
        out.push(start..ops.len());
    }
    out
}

fn unsigned_constant(op: &Op<'_>) -> Option<u64> {
    match *op {
        Op::Lit(n) => Some(u64::from(n)),
        Op::Const(
            ConstForm::U | ConstForm::U1 | ConstForm::U2 | ConstForm::U4 | ConstForm::U8,
            v,
        ) => Some(v),
        _ => None,
    }
}

/// Operations that compute from constants only.
fn is_constant_op(op: &Op<'_>) -> bool {
    matches!(
        op,
        Op::Lit(_)
            | Op::Const(..)
            | Op::Plus
            | Op::Minus
            | Op::Mul
            | Op::Div
            | Op::Mod
            | Op::Neg
            | Op::Not
            | Op::And
            | Op::Or
            | Op::Xor
            | Op::Shl
            | Op::Shr
            | Op::Shra
            | Op::Abs
            | Op::PlusUconst(_)
            | Op::Dup
            | Op::Swap
            | Op::Over
            | Op::Drop
    )
}

/// What address class `n` of the xderef suffix stands for, as the producer meant it and
/// under the DW_ASPACE table.
fn class_meaning(n: u64, convention: XderefConvention) -> String {
    let aspace = match amdgpu::AddressSpace::from_dwarf_number(n) {
        Some(amdgpu::AddressSpace::Global) => "none/global",
        Some(space) => space.name(),
        None => "no AMDGPU address space",
    };
    let old = match n {
        1 => Some("private"),
        2 => Some("local"),
        _ => None,
    };
    match (convention, old) {
        (XderefConvention::UpstreamClangLegacyClasses, Some(o)) => {
            format!("{o} in clang <= 19's classes, {aspace} in DW_ASPACE")
        }
        (XderefConvention::UpstreamClang22, _) => {
            format!("{aspace} in DW_ASPACE, as clang 22 means it")
        }
        (_, Some(o)) => format!("{aspace} in DW_ASPACE, {o} in clang <= 19's classes"),
        _ => format!("{aspace} in DW_ASPACE"),
    }
}

fn text(bytes: &[u8], options: DecodeOptions) -> String {
    expression_text(bytes, options).unwrap_or_else(|(t, _)| t)
}

fn ranges_text(r: &[Range<u64>]) -> String {
    r.iter()
        .map(|r| format!("[{:#x}, {:#x})", r.start, r.end))
        .collect::<Vec<_>>()
        .join(" ")
}

/// An expression being checked, whose text is made only when a finding needs it
/// ([`Checker::text_of`]).
struct Lazy<'b> {
    bytes: &'b [u8],
    options: DecodeOptions,
}

impl<'b> Lazy<'b> {
    fn new(bytes: &'b [u8], options: DecodeOptions) -> Self {
        Lazy { bytes, options }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn address_class_meanings() {
        let m = class_meaning(1, XderefConvention::UpstreamClangLegacyClasses);
        assert!(m.contains("private") && m.contains("generic"), "{m}");
        let m = class_meaning(5, XderefConvention::UpstreamClang22);
        assert!(m.contains("private_lane"), "{m}");
        assert!(class_meaning(9, XderefConvention::Dwarf5).contains("no AMDGPU"));
    }

    #[test]
    fn constant_only_prefixes() {
        assert!(is_constant_op(&Op::Lit(3)));
        assert!(is_constant_op(&Op::Minus));
        assert!(!is_constant_op(&Op::Fbreg(8)));
        assert!(!is_constant_op(&Op::Regx(2560)));
        assert_eq!(unsigned_constant(&Op::Lit(5)), Some(5));
        assert_eq!(unsigned_constant(&Op::Const(ConstForm::S, 5)), None);
    }
}

/// Whether `symbol` is the Itanium mangling of a function-local static named `variable`
/// (`_ZZ12matmul_tiledPKfS0_PfiiiE6tile_b`, with an optional `_N`/`__N_` discriminator), as
/// hipcc names `__shared__` variables.
fn names_local_static(symbol: &str, variable: &str) -> bool {
    let Some(rest) = symbol.strip_prefix("_ZZ") else {
        return false;
    };
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let body = match rest.rsplit_once('_') {
        Some((head, n)) if digits(n) => head.strip_suffix('_').unwrap_or(head),
        Some((head, "")) => match head.rsplit_once("__") {
            Some((h, n)) if digits(n) => h,
            _ => rest,
        },
        _ => rest,
    };
    body.ends_with(&format!("E{}{variable}", variable.len()))
}

#[cfg(test)]
mod local_static_tests {
    use super::names_local_static;

    #[test]
    fn local_statics_are_named_by_their_mangling() {
        let s = "_ZZ12matmul_tiledPKfS0_PfiiiE6tile_b";
        assert!(names_local_static(s, "tile_b"));
        assert!(!names_local_static(s, "tile_a"));
        assert!(!names_local_static(s, "ile_b"));
        assert!(names_local_static("_ZZ1fvE3buf_0", "buf"));
        assert!(names_local_static("_ZZ1fvE3buf__12_", "buf"));
        assert!(!names_local_static("_Z6tile_b", "tile_b"));
    }
}
