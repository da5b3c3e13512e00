//! Symbols by address and addresses by name, from the loaded code objects' ELF symbol
//! tables (gdb's minimal symbols): `info symbol ADDR` and `info address NAME`.

use std::sync::Arc;

use codeobj::elf::SymbolKind;

use super::session::Session;
use crate::symbols::ModuleId;
use crate::types::Type;

/// The ELF symbol an address is in (gdb's `info symbol`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolAt {
    /// The symbol's name as gdb prints it (demangled, with parameters).
    pub name: String,
    /// The address's offset from the symbol's start.
    pub offset: u64,
    /// The section holding the symbol (`.text`).
    pub section: String,
    /// The code object's URI.
    pub objfile: String,
}

/// What an ELF symbol is, by name (gdb's `info address`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SymbolAddress {
    /// A function (a kernel or device function) at this loaded address.
    Function {
        /// Its name as gdb prints it.
        name: String,
        /// Its loaded address.
        address: u64,
    },
    /// A data object (a global) in static storage at this loaded address.
    Static {
        /// Its name.
        name: String,
        /// Its loaded address.
        address: u64,
    },
}

impl Session {
    /// The function or data symbol of a loaded code object that holds loaded address
    /// `address` (the nearest one starting at or before it, within its size), if any.
    pub fn symbol_at(&self, address: u64) -> Option<SymbolAt> {
        for (_, m) in self.loaded_modules() {
            let Some(elf) = address.checked_sub(m.load_base) else {
                continue;
            };
            let co = &m.image.code_object;
            let best = co
                .symbols()
                .iter()
                .filter(|s| matches!(s.kind, SymbolKind::Func | SymbolKind::Object))
                .filter(|s| s.section().is_some() && !s.name.is_empty())
                .filter(|s| s.value <= elf && elf < s.value + s.size.max(1))
                .max_by_key(|s| s.value);
            if let Some(s) = best {
                let section = co
                    .sections()
                    .iter()
                    .find(|x| Some(x.index) == s.section())
                    .map_or("?", |x| x.name);
                return Some(SymbolAt {
                    name: m.display_name(s.name).to_string(),
                    offset: elf - s.value,
                    section: section.to_string(),
                    objfile: m.uri.clone(),
                });
            }
        }
        None
    }

    /// The function or data symbol called `name` (its symbol, or its demangled name with
    /// or without parameters) in the loaded code objects.
    pub fn symbol_address(&self, name: &str) -> Option<SymbolAddress> {
        for (_, m) in self.loaded_modules() {
            let hit = m.image.code_object.symbols().iter().find(|s| {
                matches!(s.kind, SymbolKind::Func | SymbolKind::Object)
                    && s.section().is_some()
                    && m.names_function(s.name, name)
            });
            if let Some(s) = hit {
                let shown = m.display_name(s.name).to_string();
                let address = s.value + m.load_base;
                return Some(match s.kind {
                    SymbolKind::Func => SymbolAddress::Function {
                        name: shown,
                        address,
                    },
                    _ => SymbolAddress::Static {
                        name: shown,
                        address,
                    },
                });
            }
        }
        None
    }
}

/// A function defined in the loaded code objects' DWARF (gdb's `info functions`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionDecl {
    /// The declaring file, as the line table names it.
    pub file: String,
    /// The declaring line (0 when the DWARF has none).
    pub line: u64,
    /// The name (demangled for C++/HIP when the DIE gives only a linkage name).
    pub name: String,
    /// The return type, C-like (`void` for none).
    pub return_type: String,
    /// The parameters' types, C-like.
    pub parameters: Vec<String>,
    /// `DW_AT_external` is absent: file-local (`static`).
    pub is_static: bool,
}

impl Session {
    /// Every function with code that a loaded code object's DWARF defines, whose name
    /// `matches`, sorted by file and then name as gdb lists them; duplicates (the same
    /// declaration in several code objects) once.
    pub fn defined_functions(&self, matches: &dyn Fn(&str) -> bool) -> Vec<FunctionDecl> {
        use dwarf_ext::gimli;
        let mut out = Vec::new();
        for (_, m) in self.loaded_modules() {
            let Ok(info) = m.debug_info() else { continue };
            for (ui, u) in info.units().iter().enumerate() {
                let mut cursor = u.unit.entries();
                while let Ok(Some(e)) = cursor.next_dfs() {
                    if e.tag() != gimli::DW_TAG_subprogram {
                        continue;
                    }
                    let has_code = e.attr_value(gimli::DW_AT_low_pc).is_some()
                        || e.attr_value(gimli::DW_AT_ranges).is_some();
                    if !has_code {
                        continue;
                    }
                    let Some(name) = info.name(u, e) else {
                        continue;
                    };
                    if !matches(&name) {
                        continue;
                    }
                    let (file, line) = declared_at(info, u, ui, e);
                    let is_static = info.inherited(u, e, gimli::DW_AT_external).is_none();
                    let return_type = info.type_name(u, e);
                    let mut parameters = Vec::new();
                    let offset = e.offset();
                    if let Ok(mut tree) = u.unit.entries_tree(Some(offset)) {
                        if let Ok(root) = tree.root() {
                            let mut children = root.children();
                            while let Ok(Some(child)) = children.next() {
                                let c = child.entry();
                                if c.tag() == gimli::DW_TAG_formal_parameter {
                                    parameters.push(info.type_name(u, c));
                                }
                            }
                        }
                    }
                    out.push(FunctionDecl {
                        file,
                        line,
                        name,
                        return_type,
                        parameters,
                        is_static,
                    });
                }
            }
        }
        out.sort_by(|a, b| (&a.file, &a.name, a.line).cmp(&(&b.file, &b.name, b.line)));
        out.dedup();
        out
    }
}

/// A variable in static storage at file scope (a global or a file's static) that the loaded
/// code objects' DWARF defines (gdb's `info variables`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariableDecl {
    /// The declaring file, as the line table names it.
    pub file: String,
    /// The declaring line (0 when the DWARF has none).
    pub line: u64,
    /// The name.
    pub name: String,
    /// The type, C-like (`int[64]`, `int *`).
    pub type_name: String,
    /// `DW_AT_external` is absent: file- or function-local (`static`).
    pub is_static: bool,
}

impl Session {
    /// Every file-scope variable in static storage (a location that reads no register,
    /// frame or lane) that a loaded code object's DWARF defines, whose name `matches`,
    /// sorted by file and then name.
    pub fn defined_variables(&self, matches: &dyn Fn(&str) -> bool) -> Vec<VariableDecl> {
        use dwarf_ext::gimli;
        let mut out = Vec::new();
        for (_, m) in self.loaded_modules() {
            let Ok(info) = m.debug_info() else { continue };
            for (ui, u) in info.units().iter().enumerate() {
                let mut cursor = u.unit.entries();
                while let Ok(Some(e)) = cursor.next_dfs() {
                    // gdb searches the global and file-static blocks only: a
                    // function's statics (an OpenCL kernel's `__local` arrays) are not
                    // listed.
                    if e.tag() != gimli::DW_TAG_variable || e.depth() != 1 {
                        continue;
                    }
                    let Some(gimli::AttributeValue::Exprloc(x)) =
                        e.attr_value(gimli::DW_AT_location)
                    else {
                        continue;
                    };
                    if !in_static_storage(x.0.slice(), &u.decode_options()) {
                        continue;
                    }
                    let Some(name) = info.name(u, e) else {
                        continue;
                    };
                    if !matches(&name) {
                        continue;
                    }
                    let (file, line) = declared_at(info, u, ui, e);
                    out.push(VariableDecl {
                        file,
                        line,
                        name,
                        type_name: info.type_name(u, e),
                        is_static: info.inherited(u, e, gimli::DW_AT_external).is_none(),
                    });
                }
            }
        }
        out.sort_by(|a, b| (&a.file, &a.name, a.line).cmp(&(&b.file, &b.name, b.line)));
        out.dedup();
        out
    }
}

/// Whether a location expression names static storage: it decodes, and no operation reads
/// a register, the frame, the CFA, the lane or an entry value (a global's `DW_OP_addr`, an
/// LDS array's `DW_OP_lit0 … DW_OP_LLVM_form_aspace_address`).
/// Where a DIE is declared: its file as the line table names it (the unit's name without
/// one) and line (0 without one), inherited from an abstract origin or specification.
fn declared_at<'a>(
    info: &dwarf_ext::debuginfo::DebugInfo<'a>,
    u: &dwarf_ext::debuginfo::UnitInfo<'a>,
    ui: usize,
    e: &dwarf_ext::gimli::DebuggingInformationEntry<dwarf_ext::debuginfo::Reader<'a>>,
) -> (String, u64) {
    use dwarf_ext::gimli;
    let file = match info.inherited(u, e, gimli::DW_AT_decl_file) {
        Some(gimli::AttributeValue::FileIndex(i)) => info.line_file(ui, i),
        Some(gimli::AttributeValue::Udata(i)) => info.line_file(ui, i),
        _ => None,
    }
    .map(|f| f.0)
    .or_else(|| primary_file(info, u, ui))
    .or_else(|| u.name.clone())
    .unwrap_or_default();
    let line = info
        .inherited(u, e, gimli::DW_AT_decl_line)
        .and_then(|v| v.udata_value())
        .unwrap_or(0);
    (file, line)
}

/// The line table's name for the unit's own source file, which gdb files a DIE without
/// `DW_AT_decl_file` (a base type) under: DWARF 5's entry 0, or the later entry naming the
/// same path that the unit's DIEs use (clang lists the file twice); before DWARF 5, the
/// entry the unit's name ends with.
fn primary_file<'a>(
    info: &dwarf_ext::debuginfo::DebugInfo<'a>,
    u: &dwarf_ext::debuginfo::UnitInfo<'a>,
    ui: usize,
) -> Option<String> {
    let count = u.unit.line_program.as_ref()?.header().file_names().len() as u64;
    if let Some(path) = info.line_file_path(u, 0) {
        let same = (1..count)
            .rev()
            .find(|&i| info.line_file_path(u, i).as_deref() == Some(path.as_str()));
        return info.line_file(ui, same.unwrap_or(0)).map(|f| f.0);
    }
    let unit_name = u.name.as_deref()?;
    (1..=count).find_map(|i| {
        let (name, _, _) = info.line_file(ui, i)?;
        let ends = unit_name == name || unit_name.ends_with(&format!("/{name}"));
        (ends && !name.is_empty()).then_some(name)
    })
}

fn in_static_storage(bytes: &[u8], options: &dwarf_ext::op::DecodeOptions) -> bool {
    use dwarf_ext::op::{decode, Op};
    let mut pos = 0;
    while pos < bytes.len() {
        let Ok((op, next)) = decode(bytes, pos, options) else {
            return false;
        };
        if matches!(
            op,
            Op::Reg(_)
                | Op::Breg(..)
                | Op::Regx(_)
                | Op::Fbreg(_)
                | Op::Bregx(..)
                | Op::CallFrameCfa
                | Op::RegvalType { .. }
                | Op::PushLane
                | Op::EntryValue(_)
                | Op::AspaceBregx { .. }
                | Op::CallFrameEntryReg(_)
                | Op::PushObjectAddress
                | Op::PushIteration
                | Op::FormTlsAddress
                | Op::Call2(_)
                | Op::Call4(_)
                | Op::CallRef(_)
        ) {
            return false;
        }
        if next <= pos {
            return false;
        }
        pos = next;
    }
    !bytes.is_empty()
}

/// A named type that the loaded code objects' DWARF defines (gdb's `info types`).
#[derive(Debug, Clone)]
pub struct TypeDecl {
    /// The declaring file, as the line table names it (the unit's file for base types).
    pub file: String,
    /// The declaring line (0 when the DWARF has none: base types).
    pub line: u64,
    /// The name searched and sorted by (`point` for `struct point`).
    pub name: String,
    /// The type, from the one type model.
    pub ty: Arc<Type>,
}

impl Session {
    /// Every named base type, structure, union, class, enumeration and typedef that a
    /// loaded code object's DWARF defines (declarations left out), whose name `matches`,
    /// sorted by file and then name as gdb sorts them; one per file, name and line.
    pub fn defined_types(&mut self, matches: &dyn Fn(&str) -> bool) -> Vec<TypeDecl> {
        use dwarf_ext::gimli;
        let mut out = Vec::new();
        let loaded: Vec<ModuleId> = self.loaded_modules().map(|(mi, _)| mi).collect();
        for mi in loaded {
            let m = &self.modules[mi.0];
            let Ok(info) = m.debug_info() else { continue };
            let types = self.types.entry(mi).or_default();
            for (ui, u) in info.units().iter().enumerate() {
                let mut cursor = u.unit.entries();
                while let Ok(Some(e)) = cursor.next_dfs() {
                    if !matches!(
                        e.tag(),
                        gimli::DW_TAG_base_type
                            | gimli::DW_TAG_structure_type
                            | gimli::DW_TAG_union_type
                            | gimli::DW_TAG_class_type
                            | gimli::DW_TAG_enumeration_type
                            | gimli::DW_TAG_typedef
                    ) || e.attr_value(gimli::DW_AT_declaration).is_some()
                    {
                        continue;
                    }
                    let Some(name) = info.name(u, e) else {
                        continue;
                    };
                    if !matches(&name) {
                        continue;
                    }
                    let Ok(ty) = types.type_at(info, u.info_offset(e.offset())) else {
                        continue;
                    };
                    let (file, line) = declared_at(info, u, ui, e);
                    out.push(TypeDecl {
                        file,
                        line,
                        name,
                        ty,
                    });
                }
            }
        }
        out.sort_by(|a, b| (&a.file, &a.name, a.line).cmp(&(&b.file, &b.name, b.line)));
        out.dedup_by(|a, b| (&a.file, &a.name, a.line) == (&b.file, &b.name, b.line));
        out
    }
}
