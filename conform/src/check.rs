//! The static rules over one code object.
//!
//! Every mechanism is the one the rest of hdb uses: `debugger::Image` reads the ELF and
//! applies relocations, `dwarf_ext::debuginfo` reads units and DIEs, `dwarf_ext::op` decodes
//! expressions into typed [`Op`]s (every rule matches on those, never on text),
//! `dwarf_ext`'s evaluator runs each expression symbolically, `unwind` parses the CFI into
//! rows and analyses prologues. Nothing here panics on malformed input: what cannot be read
//! becomes a `dwarf-malformed` finding naming the section offset, and the check goes on.

use std::collections::HashSet;
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

/// The augmentation AMDGPUUsage asks of a CIE.
const CIE_AUGMENTATION: &str = "[amd:v0.0]";
/// The published code of `DW_AT_LLVM_augmentation` (DWARF-ext A.7); the fork has none.
const AT_LLVM_AUGMENTATION: u16 = 0x3e09;
/// `DW_LANG_HIP` (DWARF 6 draft / LLVM).
const DW_LANG_HIP: u16 = 0x0029;

/// Checks one code object (ELF bytes; bundles are unpacked by [`crate::check_input`]).
pub fn check_code_object(name: &str, bytes: &[u8]) -> Result<FileReport, Error> {
    let image = Image::parse(name, bytes).map_err(|reason| Error::CodeObject {
        file: name.to_string(),
        reason,
    })?;
    let mut c = Checker::new(&image);
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
    Ok(FileReport {
        file: name.to_string(),
        producer,
        findings: c.findings,
    })
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
        .each_kernel()
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
    /// [`Checker::unit_wave`] by unit, worked out once.
    unit_waves: std::cell::RefCell<std::collections::HashMap<usize, Option<WaveSize>>>,
    findings: Vec<Finding>,
    /// The rules reported for the variable being checked: (rule, index of its finding,
    /// further hits of the rule in the variable's location: other location-list entries,
    /// or the same operation pattern again in one expression).
    variable_rules: Vec<(&'static str, usize, u32)>,
}

/// The subprogram a DIE is nested in.
#[derive(Clone)]
struct Func {
    name: Option<String>,
    ranges: Vec<Range<u64>>,
    /// The frame base's single register, if `DW_AT_frame_base` is `DW_OP_regx R`.
    frame_base_reg: Option<u64>,
    /// What the symbolic evaluation needs to know of the function (built once).
    at: std::rc::Rc<PcInfo>,
}

/// What an expression check needs to know about where the expression is.
struct Site<'f> {
    unit: usize,
    func: Option<&'f Func>,
    variable: Option<String>,
    die: u64,
    pc: Option<u64>,
    cuda_like: bool,
}

impl<'i, 'a> Checker<'i, 'a> {
    fn new(image: &'i Image<'a>) -> Self {
        let kernels = kernel_waves(image);
        let wave = wave_of(image, &kernels);
        Checker {
            image,
            processor: image.processor(),
            wave,
            default_wave: wave,
            kernels,
            unit_waves: Default::default(),
            findings: Vec::with_capacity(64),
            variable_rules: Vec::new(),
        }
    }

    fn push(&mut self, f: Finding) {
        self.findings.push(f);
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
        let mut stack: Vec<(isize, Option<Func>)> = Vec::new();
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
            while stack.last().is_some_and(|s| s.0 >= depth) {
                stack.pop();
            }
            let parent = stack.last().and_then(|s| s.1.clone());
            let die = u.info_offset(e.offset());
            self.vendor_attributes(e, die);
            match e.tag() {
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
                    stack.push((depth, None));
                }
                gimli::DW_TAG_subprogram => {
                    let ranges = match info.die_ranges(u, e) {
                        Ok(r) => r,
                        Err(err) => {
                            let mut f = Finding::new("dwarf-malformed", err.to_string());
                            f.die = Some(die);
                            self.push(f);
                            Vec::new()
                        }
                    };
                    let func = if ranges.is_empty() {
                        // An abstract or declared subprogram: its variables have no
                        // locations of their own, and nested concrete ones are checked
                        // where they are.
                        parent
                    } else {
                        let frame_base_reg = match e.attr_value(gimli::DW_AT_frame_base) {
                            Some(AttributeValue::Exprloc(x)) => {
                                single_register(x.0.slice(), u.decode_options())
                            }
                            _ => None,
                        };
                        let name = info.name(u, e);
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
                        Some(Func {
                            name,
                            ranges,
                            frame_base_reg,
                            at,
                        })
                    };
                    stack.push((depth, func));
                }
                gimli::DW_TAG_variable
                | gimli::DW_TAG_formal_parameter
                | gimli::DW_TAG_constant => {
                    let site = Site {
                        unit: index,
                        func: parent.as_ref(),
                        variable: info.name(u, e),
                        die,
                        pc: None,
                        cuda_like,
                    };
                    self.variable_rules.clear();
                    uses_llvm_ops |= self.variable(info, u, e, site);
                    for &(_, i, extra) in &self.variable_rules {
                        if extra > 0 {
                            if let Some(f) = self.findings.get_mut(i) {
                                f.message.push_str(&format!(
                                    " (and {extra} more in this variable's location)"
                                ));
                            }
                        }
                    }
                    self.variable_rules.clear();
                    stack.push((depth, parent));
                }
                _ => stack.push((depth, parent)),
            }
        }
        let ok_augmentation = augmentation
            .as_deref()
            .is_some_and(|a| a.starts_with("[amdgpu:v"));
        if uses_llvm_ops && !ok_augmentation {
            let message = match &augmentation {
                None => format!(
                    "unit at {:#x} uses DW_OP_LLVM_* operations but has no DW_AT_LLVM_augmentation \"[amdgpu:v0.0]\"",
                    u.offset
                ),
                Some(a) => format!(
                    "unit at {:#x} uses DW_OP_LLVM_* operations; its DW_AT_LLVM_augmentation is {a:?}, not \"[amdgpu:vX.Y]\"",
                    u.offset
                ),
            };
            let mut f = Finding::new("cu-no-augmentation", message);
            f.die = Some(unit_die);
            self.push(f);
        }
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
    fn vendor_attributes(
        &mut self,
        e: &gimli::DebuggingInformationEntry<dwarf_ext::debuginfo::Reader<'_>>,
        die: u64,
    ) {
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
    }

    /// Checks a variable's location; returns whether it uses `DW_OP_LLVM_*` operations.
    fn variable<'d>(
        &mut self,
        info: &DebugInfo<'d>,
        u: &UnitInfo<'d>,
        e: &gimli::DebuggingInformationEntry<dwarf_ext::debuginfo::Reader<'d>>,
        mut site: Site<'_>,
    ) -> bool {
        let Some(v) = e.attr_value(gimli::DW_AT_location) else {
            return false;
        };
        if let AttributeValue::Exprloc(x) = v {
            site.pc = site.func.and_then(|f| f.ranges.first()).map(|r| r.start);
            return self.expression(info, u, &site, x.0.slice());
        }
        let mut it = match info.dwarf.attr_locations(&u.unit, v) {
            Ok(Some(it)) => it,
            Ok(None) => return false,
            Err(err) => {
                let mut f = Finding::new(
                    "dwarf-malformed",
                    format!("location list of DIE {:#x}: {err}", site.die),
                );
                f.die = Some(site.die);
                self.push(f);
                return false;
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
        let mut checked: HashSet<&[u8]> = HashSet::new();
        for (range, bytes) in &entries {
            site.pc = Some(range.start);
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
                    self.push(f);
                }
            }
            // The same expression in several entries is checked once (findings are per
            // variable and expression anyway).
            if checked.insert(bytes) {
                uses |= self.expression(info, u, &site, bytes);
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
                self.push(f);
                break;
            }
        }
        uses
    }

    fn finding_at(&self, rule: &'static str, message: String, site: &Site<'_>) -> Finding {
        let mut f = Finding::new(rule, message);
        f.function = site.func.and_then(|f| f.name.clone());
        f.variable = site.variable.clone();
        f.pc = site.pc;
        f.die = Some(site.die);
        f
    }

    /// Reports `rule` for this site and expression; a rule already reported for the same
    /// variable (another entry of its location list) only counts the entry, and the
    /// message is not even made.
    fn report(
        &mut self,
        rule: &'static str,
        site: &Site<'_>,
        text: &Lazy<'_>,
        message: impl FnOnce() -> String,
    ) {
        if let Some(r) = self.variable_rules.iter_mut().find(|r| r.0 == rule) {
            r.2 += 1;
            return;
        }
        let mut f = self.finding_at(rule, message(), site);
        f.expression = Some(text.get().to_string());
        self.variable_rules.push((rule, self.findings.len(), 0));
        self.push(f);
    }

    /// Checks one location expression; returns whether it uses `DW_OP_LLVM_*` operations.
    fn expression<'d>(
        &mut self,
        info: &DebugInfo<'d>,
        u: &UnitInfo<'d>,
        site: &Site<'_>,
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

        // The `litN, swap, xderef` suffix, and what it is applied to.
        let xderef_convention = u.conventions.xderef;
        for i in 2..ops.len() {
            if !matches!(
                ops[i].1,
                Op::Xderef | Op::XderefSize(_) | Op::XderefType { .. }
            ) || ops[i - 1].1 != Op::Swap
            {
                continue;
            }
            let Some(class) = unsigned_constant(&ops[i - 2].1) else {
                continue;
            };
            let stack_value = matches!(ops.get(i + 1), Some((_, Op::StackValue)));
            self.report("loc-xderef-address-class", site, &t, || format!(
                    "`DW_OP_lit{class}, DW_OP_swap, {}` at offset {:#x}: address class {class} ({}) through a memory read, not DW_OP_LLVM_form_aspace_address",
                    ops[i].1.name(),
                    ops[i - 2].0,
                    class_meaning(class, xderef_convention)
                ));
            let prefix = &ops[..i - 2];
            let base = match prefix.last() {
                Some((_, Op::Bregx(r, 0))) => Some(*r),
                Some((_, Op::Breg(r, 0))) => Some(u64::from(*r)),
                _ => None,
            };
            if let Some(reg) = base {
                if prefix.len() == 1 {
                    self.report("loc-register-as-memory", site, &t, || {
                        format!(
                            "the value is in {}, described as memory at the address it holds",
                            register_name(reg)
                        )
                    });
                }
            } else if !prefix.is_empty() && prefix.iter().all(|(_, op)| is_constant_op(op)) {
                self.report("loc-register-as-memory", site, &t, || {
                    format!(
                        "a constant described as a load from a constant address{}",
                        if stack_value {
                            " (the loaded value is the variable's value)"
                        } else {
                            ""
                        }
                    )
                });
            }
        }

        // Vector registers without lane selection. `DW_OP_LLVM_select_bit_piece` builds a
        // lane-wise composite of two vector registers: the lanes are its subject.
        let lane_selected = ops.iter().any(|(_, op)| {
            matches!(
                op,
                Op::PushLane
                    | Op::Offset
                    | Op::OffsetUconst(_)
                    | Op::BitOffset
                    | Op::SelectBitPiece { .. }
            )
        });
        if !lane_selected {
            if let Some((off, op)) = ops.iter().find(|(_, op)| {
                op_register(op).is_some_and(|r| {
                    amdgpu::dwarf_register(r).is_ok_and(|d| d.register().is_vector())
                }) && !matches!(op, Op::CallFrameEntryReg(_))
            }) {
                let reg = op_register(op).unwrap_or(0);
                self.report("loc-no-lane-selection", site, &t, || {
                    format!(
                        "{} {} at offset {off:#x}: the whole vector register, no lane selection",
                        op.name_in(options.encoding),
                        register_name(reg)
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
                .find(|s| s.shndx == 0 && (s.name == var || s.name.ends_with(&suffix)));
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
                // `DW_OP_addr*` name global memory, the default address space, correctly.
                matches!(op, Op::Fbreg(_) | Op::Breg(..) | Op::Bregx(..))
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
        let unit_scope;
        let at: &PcInfo = match site.func.filter(|_| uses_frame_base) {
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
        let functions = self.image.functions();
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
        let function = functions
            .iter()
            .find(|f| f.start == range.start)
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
        // One pass over the rows: those without a CFA rule, and the saves some row describes.
        let (mut rows, mut missing, mut first_missing) = (0usize, 0usize, None);
        for row in table.rows() {
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
        if range.start < range.end && (missing > 0 || rows == 0) {
            let first = first_missing.unwrap_or(range.start);
            let what = if fde.instructions.iter().all(|&b| b == 0) {
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
            f.pc = Some(range.start);
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
        let ambiguous = functions
            .iter()
            .filter(|f| f.start == function.start)
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
                i.line_rows(u)
                    .iter()
                    .find(|r| {
                        r.prologue_end && r.address > function.start && r.address < function.end
                    })
                    .map(|r| r.address)
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

/// `DW_OP_regx R` (or `DW_OP_regN`) alone.
fn single_register(bytes: &[u8], options: DecodeOptions) -> Option<u64> {
    let ops: Vec<_> = Ops::new(bytes, options).collect::<Result<_, _>>().ok()?;
    match ops.as_slice() {
        [(_, Op::Regx(r))] => Some(*r),
        [(_, Op::Reg(r))] => Some(u64::from(*r)),
        _ => None,
    }
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

/// An expression's text, made only when a finding needs it.
struct Lazy<'b> {
    bytes: &'b [u8],
    options: DecodeOptions,
    text: std::cell::OnceCell<String>,
}

impl<'b> Lazy<'b> {
    fn new(bytes: &'b [u8], options: DecodeOptions) -> Self {
        Lazy {
            bytes,
            options,
            text: std::cell::OnceCell::new(),
        }
    }

    fn get(&self) -> &str {
        self.text.get_or_init(|| text(self.bytes, self.options))
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
    fn single_register_frame_bases() {
        let o = DecodeOptions::default();
        assert_eq!(single_register(&[0x90, 0x41], o), Some(65));
        assert_eq!(single_register(&[0x50], o), Some(0));
        assert_eq!(single_register(&[0x90, 0x41, 0x9f], o), None);
        assert_eq!(single_register(&[0x90], o), None);
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
