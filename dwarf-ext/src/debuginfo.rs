//! Reading DWARF: compilation units, DIEs, types, scopes, line tables and the symbols of a
//! program counter (DWARF 5 §3–§6, with the extension's vendor attributes, A.3–A.6).
//!
//! gimli does the section work (unit headers, abbreviations, DIE trees, string and address
//! indexes, location and range lists in both DWARF 4 and 5 forms, line programs including
//! `DW_LNCT_LLVM_source`); this module adds what gimli does not know: the heterogeneous
//! operations (decoded by [`crate::op`]), the vendor attributes (through a configurable
//! [`VendorAttributes`] table) and each unit's producer conventions ([`Conventions`]).
//!
//! The crate does not read ELF: [`DebugInfo::load`] takes a closure that hands out section
//! bytes by name (`.debug_info`, `.debug_abbrev`, ...), so any container works.
//!
//! ```no_run
//! # fn get(_: &str) -> Option<&'static [u8]> { None }
//! use dwarf_ext::debuginfo::{DebugInfo, LoadOptions};
//! let info = DebugInfo::load(get, LoadOptions::default()).unwrap();
//! if let Some(at) = info.lookup(0x1800).unwrap() {
//!     println!("{:?} at {:?}", at.function.map(|f| f.name), at.line);
//! }
//! ```

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;

use amdgpu::Processor;
use gimli::{AttributeValue, DwAt, DwTag, EndianSlice, LittleEndian, UnitOffset};

use crate::aspace::AddrSpace;
use crate::context::{Context, DieRef, Procedure};
use crate::error::ContextError;
use crate::eval::{Deviation, Entry, Evaluator, Options};
pub use crate::lines::Row;
use crate::lines::{LineIndex, SourceFile};
use crate::location::Location;
use crate::op::DecodeOptions;
use crate::producer::{Conventions, VendorAttribute, VendorAttributes};
use crate::value::BaseType;

/// The gimli reader over borrowed little-endian section bytes.
pub type Reader<'a> = EndianSlice<'a, LittleEndian>;

/// A DWARF reading error: gimli's, with what was being read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{what}: {error}")]
pub struct ReadError {
    /// What was being read (`unit header at 0x40`, `DIE 0x2b`, ...).
    pub what: String,
    /// gimli's error.
    pub error: gimli::Error,
}

fn err(what: impl Into<String>) -> impl FnOnce(gimli::Error) -> ReadError {
    let what = what.into();
    move |error| ReadError { what, error }
}

/// Choices a caller may impose instead of the producer's defaults.
#[derive(Debug, Clone, Copy, Default)]
pub struct LoadOptions {
    /// The code object's processor: picks the wave size and the frame-base convention.
    pub processor: Option<&'static Processor>,
    /// The vendor attribute table (default: the one a unit's `DW_AT_LLVM_augmentation`
    /// announces ([`VendorAttributes::announced_by`]), else [`VendorAttributes::FORK`]).
    pub vendor: Option<VendorAttributes>,
    /// Force an encoding of the `DW_OP_LLVM_*` operations for every unit.
    pub encoding: Option<crate::op::Encoding>,
    /// Force an `xderef` convention for every unit.
    pub xderef: Option<crate::eval::XderefConvention>,
    /// Force a frame-base convention for every unit.
    pub frame_base: Option<crate::eval::FrameBaseConvention>,
}

/// One compilation unit and its conventions.
#[derive(Debug)]
pub struct UnitInfo<'a> {
    /// gimli's unit.
    pub unit: gimli::Unit<Reader<'a>>,
    /// The offset of the unit header in `.debug_info`.
    pub offset: u64,
    /// `DW_AT_producer`.
    pub producer: Option<String>,
    /// `DW_AT_name`.
    pub name: Option<String>,
    /// The conventions its expressions are read with.
    pub conventions: Conventions,
    /// Line-table rows, sorted by address within sequences (built on first use).
    lines: std::sync::OnceLock<Vec<Row>>,
    /// The unit DIE's address ranges, read on first use ([`DebugInfo::unit_for`]).
    ranges: std::sync::OnceLock<Vec<Range<u64>>>,
    /// C++: the scope prefix (`ns::Outer::`) of each type DIE nested in a namespace or
    /// class, built on first use ([`DebugInfo::scope_prefix`]).
    scopes: std::sync::OnceLock<std::collections::HashMap<u64, String>>,
    /// The type models its references name, for the renderers of names
    /// ([`DebugInfo::referenced_type`]): a tolerant table, shared by the threads that
    /// dump the unit.
    types: std::sync::Mutex<crate::types::TypeTable>,
    /// The rows as an address index ([`DebugInfo::line`]), built on first use.
    index: std::sync::OnceLock<LineIndex>,
    /// Whether a DIE of the unit carries `DW_AT_LLVM_lane_pc` or `DW_AT_LLVM_active_lane`
    /// ([`DebugInfo::has_lane_attributes`]), found on first use.
    lane_attributes: std::sync::OnceLock<bool>,
}

impl<'a> UnitInfo<'a> {
    /// The decode options of this unit's expressions.
    pub fn decode_options(&self) -> DecodeOptions {
        DecodeOptions {
            encoding: self.conventions.encoding,
            address_size: self.unit.header.address_size(),
            offset_size: self.unit.header.format().word_size(),
            ..DecodeOptions::default()
        }
    }

    /// The evaluator options of this unit.
    pub fn eval_options(&self) -> Options {
        Options {
            decode: self.decode_options(),
            xderef: self.conventions.xderef,
            frame_base: self.conventions.frame_base,
            ..Options::default()
        }
    }

    /// A unit-relative offset as a `.debug_info` offset.
    pub fn info_offset(&self, o: UnitOffset) -> u64 {
        self.offset + o.0 as u64
    }
}

/// Where a source position is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineInfo {
    /// The file entry's name as recorded (`src/divergence.cl`).
    pub file: String,
    /// The name under its directory (`./src/divergence.cl`; see [`crate::lines::file_path`]).
    pub path: String,
    /// The line (1-based; 0 = no line).
    pub line: u64,
    /// The column (0 = no column).
    pub column: u64,
    /// The address of the row.
    pub address: u64,
    /// The embedded source text (`DW_LNCT_LLVM_source`), if the file entry has one.
    pub source: Option<String>,
}

/// A scope DIE holding a program counter: a subprogram, lexical block or inlined
/// subroutine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scope {
    /// The tag.
    pub tag: DwTag,
    /// The DIE's `.debug_info` offset.
    pub die: u64,
    /// The name (through `DW_AT_abstract_origin`/`DW_AT_specification`).
    pub name: Option<String>,
    /// The linkage name, if any.
    pub linkage_name: Option<String>,
    /// The address ranges.
    pub ranges: Vec<Range<u64>>,
    /// `DW_AT_call_line` of an inlined subroutine.
    pub call_line: Option<u64>,
    /// `DW_AT_LLVM_lanes`, if present.
    pub lanes: Option<u64>,
    /// Whether `DW_AT_LLVM_lane_pc` is present.
    pub has_lane_pc: bool,
    /// Whether `DW_AT_LLVM_active_lane` is present.
    pub has_active_lane: bool,
}

impl Scope {
    /// Whether the scope is a function's body: a subprogram, or an inlined subroutine (a
    /// frame of its own in a backtrace).
    pub fn is_function(&self) -> bool {
        self.tag == gimli::DW_TAG_subprogram || self.tag == gimli::DW_TAG_inlined_subroutine
    }
}

/// Which location description applies to a variable at a program counter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VarLocation {
    /// No `DW_AT_location` and no `DW_AT_const_value`: optimised out.
    None,
    /// A location list with no entry for this program counter.
    NotLive,
    /// The expressions that apply: one exprloc (`range` = `None`), or the matching location
    /// list entries (several when the ranges overlap: the variable is in all those places).
    Expressions(Vec<(Option<Range<u64>>, Vec<u8>)>),
    /// `DW_AT_const_value` bytes.
    Const(Vec<u8>),
}

/// A variable or parameter in scope at a program counter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variable {
    /// `DW_TAG_variable`, `DW_TAG_formal_parameter` or `DW_TAG_constant`.
    pub tag: DwTag,
    /// The DIE's `.debug_info` offset.
    pub die: u64,
    /// The name.
    pub name: Option<String>,
    /// The type, rendered C-like.
    pub type_name: String,
    /// The `.debug_info` offset of the innermost scope holding it (the unit for globals).
    pub scope: u64,
    /// The location that applies.
    pub location: VarLocation,
    /// `DW_AT_LLVM_memory_space`, if present.
    pub memory_space: Option<u64>,
}

/// One inlined copy of a function ([`DebugInfo::inlined_copies`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlinedCopy {
    /// The `DW_TAG_inlined_subroutine` DIE's `.debug_info` offset.
    pub die: u64,
    /// The function's name (through `DW_AT_abstract_origin`).
    pub name: Option<String>,
    /// Its linkage name, if any.
    pub linkage_name: Option<String>,
    /// The copy's first address (its first range's start).
    pub entry: u64,
}

/// What a program counter is: the unit, function, scopes, line and variables.
#[derive(Debug, Clone)]
pub struct PcInfo {
    /// The program counter.
    pub pc: u64,
    /// Index of the unit in [`DebugInfo::units`].
    pub unit: usize,
    /// The outermost subprogram holding the PC.
    pub function: Option<Scope>,
    /// Every scope holding the PC, outermost first (subprogram, lexical blocks, inlined
    /// subroutines).
    pub scopes: Vec<Scope>,
    /// The line-table row for the PC.
    pub line: Option<LineInfo>,
    /// The variables and parameters in scope (innermost scope last; globals of the unit
    /// first).
    pub variables: Vec<Variable>,
}

/// The debugging information of one code object.
pub struct DebugInfo<'a> {
    /// gimli's sections.
    pub dwarf: gimli::Dwarf<Reader<'a>>,
    units: Vec<UnitInfo<'a>>,
    options: LoadOptions,
    /// Units whose header or root DIE could not be read, with why.
    pub unit_errors: Vec<ReadError>,
}

impl fmt::Debug for DebugInfo<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DebugInfo")
            .field("units", &self.units.len())
            .finish()
    }
}

/// An address-class attribute's value (`DW_FORM_addr`, `DW_FORM_addrx*`), as gimli's
/// `die_ranges` reads `DW_AT_low_pc` and an address-class `DW_AT_high_pc`.
fn address<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    attr: &gimli::Attribute<Reader<'a>>,
) -> Result<u64, gimli::Error> {
    info.dwarf
        .attr_address(&u.unit, attr.value())?
        .ok_or(gimli::Error::UnsupportedAttributeForm(attr.form()))
}

/// Scope tags: DIEs with address ranges that hold variables.
fn is_scope(tag: DwTag) -> bool {
    matches!(
        tag,
        gimli::DW_TAG_subprogram
            | gimli::DW_TAG_lexical_block
            | gimli::DW_TAG_inlined_subroutine
            | gimli::DW_TAG_entry_point
    )
}

fn is_variable(tag: DwTag) -> bool {
    matches!(
        tag,
        gimli::DW_TAG_variable | gimli::DW_TAG_formal_parameter | gimli::DW_TAG_constant
    )
}

impl<'a> DebugInfo<'a> {
    /// Reads the unit headers and root DIEs of the sections `section` hands out (by ELF
    /// name, `.debug_info` etc.; missing sections are empty).
    pub fn load(
        section: impl Fn(&str) -> Option<&'a [u8]>,
        options: LoadOptions,
    ) -> Result<DebugInfo<'a>, ReadError> {
        let dwarf = gimli::Dwarf::load(|id: gimli::SectionId| -> Result<Reader<'a>, ()> {
            Ok(EndianSlice::new(
                section(id.name()).unwrap_or(&[]),
                LittleEndian,
            ))
        })
        .map_err(|()| ReadError {
            what: "sections".into(),
            error: gimli::Error::Io,
        })?;
        let mut units = Vec::new();
        let mut unit_errors = Vec::new();
        let mut headers = dwarf.units();
        // Where the next header starts, to name it when it cannot be read.
        let mut next_header = 0u64;
        loop {
            let header = match headers.next() {
                Ok(Some(h)) => h,
                Ok(None) => break,
                Err(e) => {
                    // A broken header ends the section: the next one cannot be found.
                    unit_errors.push(ReadError {
                        what: format!("unit header at .debug_info+{next_header:#x}"),
                        error: e,
                    });
                    break;
                }
            };
            let offset = header.offset().0 as u64;
            next_header = offset + header.length_including_self() as u64;
            let unit = match dwarf.unit(header) {
                Ok(u) => u,
                Err(e) => {
                    unit_errors.push(ReadError {
                        what: format!("unit at {offset:#x}"),
                        error: e,
                    });
                    continue;
                }
            };
            let (mut producer, mut name, mut augmentation) = (None, None, None);
            if let Ok(Some(root)) = unit.entries().next_dfs() {
                for (at, slot) in [
                    (gimli::DW_AT_producer, &mut producer),
                    (gimli::DW_AT_name, &mut name),
                    (VendorAttributes::AUGMENTATION, &mut augmentation),
                ] {
                    if let Some(v) = root.attr_value(at) {
                        *slot = dwarf
                            .attr_string(&unit, v)
                            .ok()
                            .map(|s| s.to_string_lossy().into_owned());
                    }
                }
            }
            let vendor = options
                .vendor
                .or_else(|| {
                    augmentation
                        .as_deref()
                        .and_then(VendorAttributes::announced_by)
                })
                .unwrap_or_default();
            let mut conventions =
                Conventions::infer(producer.as_deref(), options.processor, vendor);
            if let Some(e) = options.encoding {
                conventions.encoding = e;
            }
            if let Some(x) = options.xderef {
                conventions.xderef = x;
            }
            if let Some(f) = options.frame_base {
                conventions.frame_base = f;
            }
            units.push(UnitInfo {
                unit,
                offset,
                producer,
                name,
                conventions,
                lines: std::sync::OnceLock::new(),
                ranges: std::sync::OnceLock::new(),
                scopes: std::sync::OnceLock::new(),
                types: std::sync::Mutex::new(crate::types::TypeTable::tolerant()),
                index: std::sync::OnceLock::new(),
                lane_attributes: std::sync::OnceLock::new(),
            });
        }
        Ok(DebugInfo {
            dwarf,
            units,
            options,
            unit_errors,
        })
    }

    /// The units, in section order.
    pub fn units(&self) -> &[UnitInfo<'a>] {
        &self.units
    }

    /// The processor given at load time.
    pub fn processor(&self) -> Option<&'static Processor> {
        self.options.processor
    }

    /// Lanes per wave: the processor's default, else 64.
    pub fn wave_lanes(&self) -> u32 {
        self.options
            .processor
            .and_then(Processor::default_wave_size)
            .map_or(64, amdgpu::WaveSize::lanes)
    }

    /// An attribute's string value.
    pub fn string(&self, u: &UnitInfo<'a>, v: AttributeValue<Reader<'a>>) -> Option<String> {
        self.str(u, v).map(Cow::into_owned)
    }

    /// An attribute's string value, borrowed from the section where it is valid UTF-8.
    pub fn str(&self, u: &UnitInfo<'a>, v: AttributeValue<Reader<'a>>) -> Option<Cow<'a, str>> {
        self.dwarf
            .attr_string(&u.unit, v)
            .ok()
            .map(|s| s.to_string_lossy())
    }

    /// The address ranges of a DIE (`low_pc`/`high_pc` or `DW_AT_ranges`).
    ///
    /// A `low_pc` plus a constant-class `high_pc` (a size) whose end overflows 64 bits is no
    /// range at all: hostile or corrupt input, skipped rather than wrapped. gimli's
    /// `Dwarf::die_ranges` adds the two unchecked (a panic in debug builds, a wrapped range
    /// in release), so only range lists go through gimli.
    pub fn die_ranges(
        &self,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
    ) -> Result<Vec<Range<u64>>, ReadError> {
        let what = || format!("ranges of DIE {:#x}", u.info_offset(e.offset()));
        let mut out = Vec::new();
        let (mut low, mut high, mut size) = (None, None, None);
        for attr in e.attrs() {
            match attr.name() {
                gimli::DW_AT_low_pc => {
                    low = Some(address(self, u, attr).map_err(err(what()))?);
                }
                gimli::DW_AT_high_pc => match attr.value() {
                    AttributeValue::Udata(n) => size = Some(n),
                    _ => high = Some(address(self, u, attr).map_err(err(what()))?),
                },
                gimli::DW_AT_ranges => {
                    // As gimli: a range list, when there is one, is all there is.
                    let Some(mut it) = self
                        .dwarf
                        .attr_ranges(&u.unit, attr.value())
                        .map_err(err(what()))?
                    else {
                        continue;
                    };
                    while let Some(r) = it.next().map_err(err(what()))? {
                        if r.begin < r.end {
                            out.push(r.begin..r.end);
                        }
                    }
                    return Ok(out);
                }
                _ => {}
            }
        }
        let end = match size {
            Some(n) => low.and_then(|l: u64| l.checked_add(n)),
            None => high,
        };
        if let (Some(begin), Some(end)) = (low, end) {
            if begin < end {
                out.push(begin..end);
            }
        }
        Ok(out)
    }

    /// The DIE a reference attribute points to, if it is in unit `u`.
    pub fn follow(
        &self,
        u: &UnitInfo<'a>,
        v: AttributeValue<Reader<'a>>,
    ) -> Option<gimli::DebuggingInformationEntry<Reader<'a>>> {
        let off = match v {
            AttributeValue::UnitRef(o) => o,
            AttributeValue::DebugInfoRef(o) => {
                let rel = o.0.checked_sub(u.offset as usize)?;
                UnitOffset(rel)
            }
            _ => return None,
        };
        u.unit.entry(off).ok()
    }

    /// An attribute of a DIE, looking through `DW_AT_abstract_origin` and
    /// `DW_AT_specification` (four levels at most).
    pub fn inherited(
        &self,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
        at: DwAt,
    ) -> Option<AttributeValue<Reader<'a>>> {
        if let Some(v) = e.attr_value(at) {
            return Some(v);
        }
        let mut cur = e.clone();
        for _ in 0..4 {
            let next = cur
                .attr_value(gimli::DW_AT_abstract_origin)
                .or_else(|| cur.attr_value(gimli::DW_AT_specification))?;
            cur = self.follow(u, next)?;
            if let Some(v) = cur.attr_value(at) {
                return Some(v);
            }
        }
        None
    }

    /// A DIE's name, through abstract origins and specifications.
    pub fn name(
        &self,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
    ) -> Option<String> {
        self.inherited(u, e, gimli::DW_AT_name)
            .and_then(|v| self.string(u, v))
    }

    /// A vendor attribute of a DIE under the unit's table.
    pub fn vendor(
        &self,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
        attr: VendorAttribute,
    ) -> Option<AttributeValue<Reader<'a>>> {
        let code = u.conventions.vendor.code(attr)?;
        e.attr_value(code)
    }

    /// The type a DIE's `DW_AT_type` names, rendered compactly
    /// ([`Type::compact_name`](crate::types::Type::compact_name): `const uint *`,
    /// `int[32]`, `float __vector(4)`, `int *__aspace(local)`); `void` without one.
    pub fn type_name(
        &self,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
    ) -> String {
        match self.inherited(u, e, gimli::DW_AT_type) {
            Some(v) => match self.referenced_type(u, v) {
                Some(t) => t.compact_name(),
                None => "<unknown type>".into(),
            },
            None => "void".into(),
        }
    }

    /// The type model of the DIE a reference attribute of unit `u` names (`DW_AT_type`),
    /// from the unit's tolerant table (built once per DIE); `None` when the attribute is
    /// no reference or leads to no DIE.
    pub fn referenced_type(
        &self,
        u: &UnitInfo<'a>,
        v: AttributeValue<Reader<'a>>,
    ) -> Option<std::sync::Arc<crate::types::Type>> {
        let die = match v {
            AttributeValue::UnitRef(o) => u.info_offset(o),
            AttributeValue::DebugInfoRef(o) => o.0 as u64,
            _ => return None,
        };
        let t = u
            .types
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .type_at(self, die)
            .ok()?;
        match t.kind {
            crate::types::TypeKind::Unknown { tag: None } => None,
            _ => Some(t),
        }
    }

    /// The `ns::Outer::` prefix of a DIE in a C++ unit (empty at file scope).
    pub fn scope_prefix(&self, u: &UnitInfo<'a>, die: u64) -> String {
        let map = u.scopes.get_or_init(|| {
            let mut map = std::collections::HashMap::new();
            let mut stack: Vec<(isize, String)> = Vec::new();
            let mut cursor = u.unit.entries();
            while let Ok(Some(e)) = cursor.next_dfs() {
                let depth = e.depth();
                while stack.last().is_some_and(|(d, _)| *d >= depth) {
                    stack.pop();
                }
                let tag = e.tag();
                if !stack.is_empty()
                    && matches!(
                        tag,
                        gimli::DW_TAG_structure_type
                            | gimli::DW_TAG_class_type
                            | gimli::DW_TAG_union_type
                            | gimli::DW_TAG_enumeration_type
                            | gimli::DW_TAG_typedef
                    )
                {
                    let prefix: String = stack.iter().map(|(_, n)| format!("{n}::")).collect();
                    map.insert(u.info_offset(e.offset()), prefix);
                }
                if matches!(
                    tag,
                    gimli::DW_TAG_namespace
                        | gimli::DW_TAG_structure_type
                        | gimli::DW_TAG_class_type
                        | gimli::DW_TAG_union_type
                ) {
                    let n = self
                        .name(u, e)
                        .unwrap_or_else(|| "(anonymous namespace)".to_string());
                    stack.push((depth, n));
                }
            }
            map
        });
        map.get(&die).cloned().unwrap_or_default()
    }

    /// The unit whose DIE ranges hold `pc` (the first one, if several do).
    pub fn unit_for(&self, pc: u64) -> Option<usize> {
        self.units.iter().position(|u| {
            // Read once per unit: a unit of a large code object lists hundreds of ranges,
            // and callers ask for many addresses.
            let ranges = u.ranges.get_or_init(|| {
                let mut cursor = u.unit.entries();
                match cursor.next_dfs() {
                    Ok(Some(root)) => self.die_ranges(u, root).unwrap_or_default(),
                    _ => Vec::new(),
                }
            });
            ranges.iter().any(|r| r.contains(&pc))
        })
    }

    fn rows<'u>(&self, u: &'u UnitInfo<'a>) -> &'u [Row] {
        u.lines.get_or_init(|| {
            let mut out = Vec::new();
            let Some(program) = u.unit.line_program.clone() else {
                return out;
            };
            let mut rows = program.rows();
            let mut seq = 0u32;
            while let Ok(Some((_, row))) = rows.next_row() {
                out.push(Row {
                    address: row.address(),
                    file: row.file_index(),
                    line: row.line().map_or(0, |l| l.get()),
                    column: match row.column() {
                        gimli::ColumnType::LeftEdge => 0,
                        gimli::ColumnType::Column(c) => c.get(),
                    },
                    is_stmt: row.is_stmt(),
                    prologue_end: row.prologue_end(),
                    end_sequence: row.end_sequence(),
                    sequence: seq,
                });
                if row.end_sequence() {
                    seq += 1;
                }
                if out.len() > 1 << 22 {
                    break; // hostile line programs: enough
                }
            }
            out
        })
    }

    /// Every row of unit `unit`'s line table, in table order (read once, then cached).
    pub fn line_rows(&self, unit: usize) -> &[Row] {
        self.units.get(unit).map_or(&[], |u| self.rows(u))
    }

    /// A line-table file entry of unit `unit`: its name, directory and embedded source.
    pub fn line_file(
        &self,
        unit: usize,
        file: u64,
    ) -> Option<(String, Option<String>, Option<String>)> {
        let u = self.units.get(unit)?;
        let header = u.unit.line_program.as_ref()?.header();
        let entry = header.file(file)?;
        Some((
            self.string(u, entry.path_name()).unwrap_or_default(),
            entry.directory(header).and_then(|d| self.string(u, d)),
            entry.source().and_then(|s| self.string(u, s)),
        ))
    }

    /// What file index `file` of unit `unit`'s line table names: its name, its path
    /// ([`DebugInfo::line_file_path`]) and its embedded source (empty when the index is bad).
    fn line_source_file(&self, unit: usize, file: u64) -> SourceFile {
        let (name, _, embedded) = self.line_file(unit, file).unwrap_or_default();
        let path = self
            .units
            .get(unit)
            .and_then(|u| self.line_file_path(u, file))
            .unwrap_or_else(|| name.clone());
        SourceFile {
            name,
            path,
            embedded,
        }
    }

    /// The rows of unit `unit` and how to name their files, for [`LineIndex::build`].
    fn unit_lines(&self, unit: usize) -> (&[Row], impl FnMut(u64) -> SourceFile + use<'_, 'a>) {
        (self.line_rows(unit), move |file| {
            self.line_source_file(unit, file)
        })
    }

    /// Unit `unit`'s line table as an address index (built on first use, then cached).
    pub fn line_index(&self, unit: usize) -> Option<&LineIndex> {
        let u = self.units.get(unit)?;
        Some(
            u.index
                .get_or_init(|| LineIndex::build([self.unit_lines(unit)])),
        )
    }

    /// The line tables of every unit as one address index (files of the same path are one).
    pub fn combined_line_index(&self) -> LineIndex {
        LineIndex::build((0..self.units.len()).map(|unit| self.unit_lines(unit)))
    }

    /// A line-table file's name under its directory, as llvm-dwarfdump and llvm-objdump print
    /// it (`DWARFDebugLine::Prologue::getFileNameByIndex`, absolute-path kind): an absolute name
    /// as it is; a relative name under its include directory; a relative include directory
    /// (other than the compilation directory itself: DWARF 5's entry 0, or DWARF 4's index 0)
    /// under `DW_AT_comp_dir`.
    pub fn line_file_path(&self, u: &UnitInfo<'a>, index: u64) -> Option<String> {
        let p = u.unit.line_program.as_ref()?;
        let h = p.header();
        let f = h.file(index)?;
        let name = self.string(u, f.path_name())?;
        if name.starts_with('/') {
            return Some(name);
        }
        let dir_index = f.directory_index();
        let dir = f
            .directory(h)
            .and_then(|d| self.string(u, d))
            .unwrap_or_default();
        let comp_dir = u
            .unit
            .comp_dir
            .as_ref()
            .map(|d| d.to_string_lossy().into_owned());
        let mut parts: Vec<String> = Vec::new();
        if h.version() < 5 && dir_index == 0 {
            // gimli gives the compilation directory as directory 0 before DWARF 5.
            parts.push(dir);
        } else {
            if dir_index != 0 && !dir.starts_with('/') {
                parts.extend(comp_dir);
            }
            parts.push(dir);
        }
        parts.push(name);
        Some(
            parts
                .into_iter()
                .filter(|p| !p.is_empty())
                .collect::<Vec<_>>()
                .join("/"),
        )
    }

    /// The line-table row for `pc` in unit `unit`: the last row at or below `pc` in the
    /// sequence holding it (llvm-dwarfdump's `--lookup` rule).
    pub fn line(&self, unit: usize, pc: u64) -> Option<LineInfo> {
        let index = self.line_index(unit)?;
        let r = index.row_for(pc)?;
        let file = index.file_of(r)?;
        Some(LineInfo {
            file: file.name.clone(),
            path: file.path.clone(),
            line: u64::from(r.line),
            column: u64::from(r.column),
            address: r.address,
            source: file.embedded.clone(),
        })
    }

    fn scope(
        &self,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
        ranges: Vec<Range<u64>>,
    ) -> Scope {
        let udata = |v: Option<AttributeValue<Reader<'a>>>| v.and_then(|v| v.udata_value());
        Scope {
            tag: e.tag(),
            die: u.info_offset(e.offset()),
            name: self.name(u, e),
            linkage_name: self
                .inherited(u, e, gimli::DW_AT_linkage_name)
                .and_then(|v| self.string(u, v)),
            ranges,
            call_line: udata(e.attr_value(gimli::DW_AT_call_line)),
            lanes: udata(self.vendor(u, e, VendorAttribute::Lanes)),
            has_lane_pc: self.vendor(u, e, VendorAttribute::LanePc).is_some(),
            has_active_lane: self.vendor(u, e, VendorAttribute::ActiveLane).is_some(),
        }
    }

    /// The source file an inlined subroutine's call is in (`DW_AT_call_file` of the DIE at
    /// `.debug_info` offset `die` of unit `unit`), as its line table names it.
    pub fn call_file(&self, unit: usize, die: u64) -> Option<SourceFile> {
        let u = self.units.get(unit)?;
        let e = u
            .unit
            .entry(UnitOffset(
                usize::try_from(die.checked_sub(u.offset)?).ok()?,
            ))
            .ok()?;
        let file = match e.attr_value(gimli::DW_AT_call_file)? {
            AttributeValue::FileIndex(f) => f,
            v => v.udata_value()?,
        };
        Some(self.line_source_file(unit, file))
    }

    /// Every inlined copy of a function (`DW_TAG_inlined_subroutine`) in every unit, with
    /// its entry: the first address of its first range, where gdb's `break FUNCTION` puts a
    /// location for it.
    pub fn inlined_copies(&self) -> Result<Vec<InlinedCopy>, ReadError> {
        let mut out = Vec::new();
        for u in &self.units {
            let mut cursor = u.unit.entries();
            while let Some(e) = cursor
                .next_dfs()
                .map_err(err(format!("DIEs of the unit at {:#x}", u.offset)))?
            {
                if e.tag() != gimli::DW_TAG_inlined_subroutine {
                    continue;
                }
                let Some(first) = self.die_ranges(u, e)?.first().cloned() else {
                    continue;
                };
                out.push(InlinedCopy {
                    die: u.info_offset(e.offset()),
                    name: self.name(u, e),
                    linkage_name: self
                        .inherited(u, e, gimli::DW_AT_linkage_name)
                        .and_then(|v| self.string(u, v)),
                    entry: first.start,
                });
            }
        }
        Ok(out)
    }

    /// Whether any DIE of unit `unit` carries `DW_AT_LLVM_lane_pc` or
    /// `DW_AT_LLVM_active_lane`: when none does (every producer's output today), a lane's
    /// activity and place are EXEC's and the wave's without looking up the scopes at a PC.
    /// One walk of the unit, the first time. An unreadable unit has none.
    pub fn has_lane_attributes(&self, unit: usize) -> bool {
        let Some(u) = self.units.get(unit) else {
            return false;
        };
        *u.lane_attributes.get_or_init(|| {
            let mut cursor = u.unit.entries();
            while let Ok(Some(e)) = cursor.next_dfs() {
                if self.vendor(u, e, VendorAttribute::LanePc).is_some()
                    || self.vendor(u, e, VendorAttribute::ActiveLane).is_some()
                {
                    return true;
                }
            }
            false
        })
    }

    /// The location of a variable DIE at `pc`.
    pub fn variable_location(
        &self,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
        pc: u64,
    ) -> Result<VarLocation, ReadError> {
        self.variable_location_where(u, e, |r| r.contains(&pc))
    }

    /// Every location of the variable whose DIE is at `.debug_info` offset `die` in unit `u`:
    /// a location list's every entry, whatever the PC (gdb's `info scope`).
    pub fn variable_locations(&self, u: &UnitInfo<'a>, die: u64) -> Result<VarLocation, ReadError> {
        let rel = die.checked_sub(u.offset).ok_or_else(|| ReadError {
            what: format!("DIE {die:#x} in the unit at {:#x}", u.offset),
            error: gimli::Error::NoEntryAtGivenOffset(die),
        })?;
        let e = u
            .unit
            .entry(UnitOffset(rel as usize))
            .map_err(err(format!("DIE {die:#x}")))?;
        self.variable_location_where(u, &e, |_| true)
    }

    /// The location of a variable DIE: its exprloc, or the location-list entries whose range
    /// `keep` accepts.
    fn variable_location_where(
        &self,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
        keep: impl Fn(&Range<u64>) -> bool,
    ) -> Result<VarLocation, ReadError> {
        let what = || format!("location of DIE {:#x}", u.info_offset(e.offset()));
        let Some(v) = e.attr_value(gimli::DW_AT_location) else {
            return Ok(match e.attr_value(gimli::DW_AT_const_value) {
                Some(AttributeValue::Block(b)) => VarLocation::Const(b.to_vec()),
                Some(AttributeValue::Udata(x)) => VarLocation::Const(x.to_le_bytes().to_vec()),
                Some(AttributeValue::Sdata(x)) => VarLocation::Const(x.to_le_bytes().to_vec()),
                Some(AttributeValue::Data1(x)) => VarLocation::Const(vec![x]),
                Some(AttributeValue::Data2(x)) => VarLocation::Const(x.to_le_bytes().to_vec()),
                Some(AttributeValue::Data4(x)) => VarLocation::Const(x.to_le_bytes().to_vec()),
                Some(AttributeValue::Data8(x)) => VarLocation::Const(x.to_le_bytes().to_vec()),
                _ => VarLocation::None,
            });
        };
        if let AttributeValue::Exprloc(x) = v {
            return Ok(VarLocation::Expressions(vec![(None, x.0.to_vec())]));
        }
        let Some(mut it) = self.dwarf.attr_locations(&u.unit, v).map_err(err(what()))? else {
            return Ok(VarLocation::None);
        };
        let mut out = Vec::new();
        while let Some(entry) = it.next().map_err(err(what()))? {
            let range = entry.range.begin..entry.range.end;
            if keep(&range) {
                out.push((Some(range), entry.data.0.to_vec()));
            }
        }
        Ok(if out.is_empty() {
            VarLocation::NotLive
        } else {
            VarLocation::Expressions(out)
        })
    }

    /// What `pc` is: the unit, the enclosing function and scopes, the line, and the
    /// variables in scope with the location that applies there. `None` if no unit holds
    /// `pc`.
    pub fn lookup(&self, pc: u64) -> Result<Option<PcInfo>, ReadError> {
        let Some(index) = self.unit_for(pc) else {
            return Ok(None);
        };
        let u = &self.units[index];
        let mut info = PcInfo {
            pc,
            unit: index,
            function: None,
            scopes: Vec::new(),
            line: self.line(index, pc),
            variables: Vec::new(),
        };
        // Depth-first over the unit; `stack` holds (depth, active, scope offset) of the
        // ancestors of the current DIE.
        let mut stack: Vec<(isize, bool, u64)> = Vec::new();
        // Active concrete scopes with an abstract origin (inlined subroutines, out-of-line
        // instances): (scope offset, origin's unit offset, origin children the concrete
        // children name).
        let mut inherits: Vec<(u64, gimli::UnitOffset, Vec<gimli::UnitOffset>)> = Vec::new();
        let mut cursor = u.unit.entries();
        let unit_die = u.offset;
        while let Some(e) = cursor
            .next_dfs()
            .map_err(err(format!("DIEs of the unit at {:#x}", u.offset)))?
        {
            let depth = e.depth();
            while stack.last().is_some_and(|s| s.0 >= depth) {
                stack.pop();
            }
            let (parent_active, parent_scope) =
                stack.last().map_or((true, unit_die), |s| (s.1, s.2));
            let tag = e.tag();
            if depth == 0 {
                stack.push((depth, true, u.info_offset(e.offset())));
                continue;
            }
            if is_scope(tag) {
                let active = parent_active && {
                    let ranges = self.die_ranges(u, e)?;
                    let holds = ranges.iter().any(|r| r.contains(&pc));
                    if holds {
                        if let Some(AttributeValue::UnitRef(origin)) =
                            e.attr_value(gimli::DW_AT_abstract_origin)
                        {
                            inherits.push((u.info_offset(e.offset()), origin, Vec::new()));
                        }
                        let s = self.scope(u, e, ranges);
                        if tag == gimli::DW_TAG_subprogram && info.function.is_none() {
                            info.function = Some(s.clone());
                        }
                        info.scopes.push(s);
                    }
                    holds
                };
                stack.push((depth, active, u.info_offset(e.offset())));
                continue;
            }
            // Only the direct children of an active scope (or of the unit) are in scope:
            // non-scope DIEs push an inactive entry, so members of types never are.
            if is_variable(tag) && parent_active {
                if let Some(AttributeValue::UnitRef(origin)) =
                    e.attr_value(gimli::DW_AT_abstract_origin)
                {
                    if let Some(i) = inherits.iter_mut().find(|i| i.0 == parent_scope) {
                        i.2.push(origin);
                    }
                }
                let location = self.variable_location(u, e, pc)?;
                let memory_space = self
                    .vendor(u, e, VendorAttribute::MemorySpace)
                    .and_then(|v| v.udata_value());
                info.variables.push(Variable {
                    tag,
                    die: u.info_offset(e.offset()),
                    name: self.name(u, e),
                    type_name: self.type_name(u, e),
                    scope: parent_scope,
                    location,
                    memory_space,
                });
            }
            // Children of anything else (types, call sites) are not in scope as variables.
            stack.push((depth, false, parent_scope));
        }
        for (scope, origin, named) in inherits {
            self.inherit_abstract(u, scope, origin, &named, pc, &mut info.variables)?;
        }
        // Outermost scope first, whatever the DIE order: a unit's variable may come after the
        // function (a C++ static member's definition), and a local must still hide it.
        let rank = |scope: u64| {
            info.scopes
                .iter()
                .position(|s| s.die == scope)
                .map_or(0, |i| i + 1)
        };
        let mut ranked: Vec<(usize, Variable)> = std::mem::take(&mut info.variables)
            .into_iter()
            .map(|v| (rank(v.scope), v))
            .collect();
        ranked.sort_by_key(|(r, _)| *r);
        info.variables = ranked.into_iter().map(|(_, v)| v).collect();
        Ok(Some(info))
    }

    /// The variables and parameters of an abstract origin that a concrete instance has no DIE
    /// for (an optimizing producer drops the DIEs of values it kept nowhere): they are still
    /// in scope, as gdb's `inherit_abstract_dies` has them, with the abstract DIE's location
    /// (usually none, so `<optimized out>`; a `DW_AT_const_value` there holds everywhere).
    fn inherit_abstract(
        &self,
        u: &UnitInfo<'a>,
        scope: u64,
        origin: gimli::UnitOffset,
        named: &[gimli::UnitOffset],
        pc: u64,
        out: &mut Vec<Variable>,
    ) -> Result<(), ReadError> {
        let what = || format!("abstract origin {:#x}", u.info_offset(origin));
        let mut tree = u.unit.entries_tree(Some(origin)).map_err(err(what()))?;
        let mut children = tree.root().map_err(err(what()))?.children();
        while let Some(child) = children.next().map_err(err(what()))? {
            let e = child.entry();
            if !is_variable(e.tag()) || named.contains(&e.offset()) {
                continue;
            }
            out.push(Variable {
                tag: e.tag(),
                die: u.info_offset(e.offset()),
                name: self.name(u, e),
                type_name: self.type_name(u, e),
                scope,
                location: self.variable_location(u, e, pc)?,
                memory_space: self
                    .vendor(u, e, VendorAttribute::MemorySpace)
                    .and_then(|v| v.udata_value()),
            });
        }
        Ok(())
    }

    /// The base type DIE at unit-relative offset `die` of `u`, as the evaluator's typed
    /// operations need it ([`Context::base_type`]).
    pub fn base_type(&self, u: &UnitInfo<'a>, die: u64) -> Result<BaseType, ContextError> {
        let e = u
            .unit
            .entry(UnitOffset(die as usize))
            .map_err(|_| ContextError("no DIE at that offset"))?;
        let size = e
            .attr_value(gimli::DW_AT_byte_size)
            .and_then(|v| v.udata_value())
            .ok_or(ContextError("base type without a byte size"))?;
        let encoding = match e.attr_value(gimli::DW_AT_encoding) {
            Some(AttributeValue::Encoding(a)) => a.0,
            _ => return Err(ContextError("base type without an encoding")),
        };
        Ok(BaseType {
            byte_size: u8::try_from(size).map_err(|_| ContextError("base type too large"))?,
            encoding,
            address_space: self
                .vendor(u, &e, VendorAttribute::AddressSpace)
                .and_then(|v| v.udata_value())
                .and_then(|v| u32::try_from(v).ok()),
        })
    }

    /// Evaluates the location of `var` at `pc` against a stand-in wave (every register and
    /// byte of memory zero, lane 0, the function's frame base) to learn which producer
    /// deviations the evaluator records for it. Returns the deviations of each applicable
    /// expression and the first evaluation error, if any.
    pub fn deviations(
        &self,
        at: &PcInfo,
        expr: &[u8],
    ) -> (Vec<Deviation>, Option<crate::error::Error>) {
        self.deviations_with(at, expr, None)
    }

    /// [`DebugInfo::deviations`] with the operations decoded in `encoding` instead of the
    /// unit's (an expression the conformance checker found in the other encoding).
    pub fn deviations_with(
        &self,
        at: &PcInfo,
        expr: &[u8],
        encoding: Option<crate::op::Encoding>,
    ) -> (Vec<Deviation>, Option<crate::error::Error>) {
        let Some(u) = self.units.get(at.unit) else {
            return (Vec::new(), None);
        };
        let mut wave = StandIn {
            info: self,
            unit: u,
            lanes: self.wave_lanes(),
            frame_base: None,
        };
        let mut options = u.eval_options();
        if let Some(e) = encoding {
            options.decode.encoding = e;
        }
        if let Some(f) = &at.function {
            let off = UnitOffset((f.die - u.offset) as usize);
            if let Ok(e) = u.unit.entry(off) {
                if let Some(AttributeValue::Exprloc(x)) = e.attr_value(gimli::DW_AT_frame_base) {
                    let mut ev = Evaluator::new(options);
                    if let Ok(Entry::Location(l)) = ev.evaluate(&mut wave, x.0.slice()) {
                        wave.frame_base = Some(l);
                    }
                }
            }
        }
        let mut ev = Evaluator::new(options);
        let r = ev.evaluate(&mut wave, expr);
        (ev.deviations().to_vec(), r.err())
    }
}

/// The wave [`DebugInfo::deviations`] evaluates against.
struct StandIn<'i, 'a> {
    info: &'i DebugInfo<'a>,
    unit: &'i UnitInfo<'a>,
    lanes: u32,
    frame_base: Option<Location>,
}

impl Context for StandIn<'_, '_> {
    fn wave_lanes(&self) -> u32 {
        self.lanes
    }
    fn lane(&self) -> Option<u32> {
        Some(0)
    }
    fn read_register(&mut self, _: u64, _: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        buf.fill(0);
        Ok(())
    }
    fn register_bits(&self, reg: u64) -> Option<u64> {
        amdgpu::dwarf_register(reg)
            .ok()
            .filter(|r| r.wave_size.is_none_or(|w| w.lanes() == self.lanes))
            .map(|r| u64::from(r.bit_size))
            .or_else(|| {
                // A register of the other wave mode: report it as the producer wrote it.
                amdgpu::dwarf_register(reg)
                    .ok()
                    .map(|r| u64::from(r.bit_size))
            })
    }
    fn read_memory(&mut self, _: AddrSpace, _: u64, buf: &mut [u8]) -> Result<(), ContextError> {
        buf.fill(0);
        Ok(())
    }
    fn apertures(&self) -> Option<amdgpu::Apertures> {
        Some(amdgpu::Apertures::default())
    }
    fn frame_base(&mut self) -> Result<Location, ContextError> {
        self.frame_base
            .clone()
            .ok_or(ContextError("the function has no frame base"))
    }
    fn entry_register(&mut self, reg: u64) -> Result<Location, ContextError> {
        Ok(Location::register(reg))
    }
    fn procedure(&mut self, _: DieRef) -> Result<Procedure, ContextError> {
        Ok(Procedure::Absent)
    }
    fn base_type(&mut self, die: u64) -> Result<BaseType, ContextError> {
        self.info.base_type(self.unit, die)
    }
    fn debug_addr(&mut self, index: u64) -> Result<u64, ContextError> {
        self.info
            .dwarf
            .address(&self.unit.unit, gimli::DebugAddrIndex(index as usize))
            .map_err(|_| ContextError("no such .debug_addr entry"))
    }
}
