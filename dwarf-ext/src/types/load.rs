//! [`TypeTable`]: the DIE walk that builds the model, once per DIE.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock, Weak};

use super::{
    AggregateKind, Encoding, Forward, Member, Qualifier, Reference, SpaceSource, Type, TypeError,
    TypeKind, MAX_TYPE_DEPTH,
};
use crate::debuginfo::{DebugInfo, Reader, UnitInfo};
use crate::gimli::{self, AttributeValue, UnitOffset};
use crate::{AddrSpace, VendorAttribute, XderefConvention};

/// Members or enumerators one type may have at most (hostile DWARF).
const MAX_CHILDREN: usize = 1 << 16;

/// The types of one code object's DWARF, loaded on demand and cached by DIE offset.
#[derive(Debug, Default)]
pub struct TypeTable {
    cache: HashMap<u64, Arc<Type>>,
    /// [`TypeTable::type_of`]'s answers by the variable's DIE (a debugger reads the same
    /// variables at every stop).
    types_of: HashMap<u64, Arc<Type>>,
    /// DIEs being loaded, with the slot a [`Forward`] to them is resolved through.
    loading: HashMap<u64, Option<Arc<OnceLock<Weak<Type>>>>>,
    /// Named types by name (`Pair`, `struct Pair`), built on the first [`TypeTable::named`].
    names: Option<HashMap<String, u64>>,
    /// Enumerators by name (`RED`, `Color::Red`): their enum's DIE and value.
    enumerators: Option<HashMap<String, (u64, i128)>>,
    /// Whether a DIE the model cannot read values of loads as [`TypeKind::Unknown`]
    /// rather than failing (see [`TypeTable::tolerant`]).
    tolerant: bool,
}

impl TypeTable {
    /// An empty table, for reading values: a DIE that is no type, breaks a rule of type
    /// DIEs, or leads to one, is an error.
    pub fn new() -> TypeTable {
        TypeTable::default()
    }

    /// An empty table for writing names of whatever DWARF holds (the dump, variable
    /// listings): where [`TypeTable::new`]'s would fail, a DIE loads as
    /// [`TypeKind::Unknown`], so every reference has a name to print.
    pub fn tolerant() -> TypeTable {
        TypeTable {
            tolerant: true,
            ..TypeTable::default()
        }
    }

    /// The type of a variable, parameter or member DIE (its `DW_AT_type`; `void` without one).
    pub fn type_of(&mut self, info: &DebugInfo<'_>, die: u64) -> Result<Arc<Type>, TypeError> {
        if let Some(t) = self.types_of.get(&die) {
            return Ok(t.clone());
        }
        let t = self.read_type_of(info, die)?;
        self.types_of.insert(die, t.clone());
        Ok(t)
    }

    fn read_type_of(&mut self, info: &DebugInfo<'_>, die: u64) -> Result<Arc<Type>, TypeError> {
        let (u, e) = entry(info, die)?;
        match info.inherited(u, &e, gimli::DW_AT_type) {
            Some(v) => match reference(u, &v) {
                Some(target) => self.type_at(info, target),
                None if self.tolerant => Ok(unknown(None, None, die)),
                None => Err(TypeError::Malformed {
                    die,
                    what: "DW_AT_type is not a reference",
                }),
            },
            None => Ok(Type::void()),
        }
    }

    /// The type whose DIE is at `.debug_info` offset `die`.
    pub fn type_at(&mut self, info: &DebugInfo<'_>, die: u64) -> Result<Arc<Type>, TypeError> {
        self.load(info, die, 0)
    }

    fn load(&mut self, info: &DebugInfo<'_>, die: u64, depth: u32) -> Result<Arc<Type>, TypeError> {
        if let Some(t) = self.cache.get(&die) {
            return Ok(t.clone());
        }
        if depth > MAX_TYPE_DEPTH {
            if self.tolerant {
                return Ok(unknown(None, None, die));
            }
            return Err(TypeError::TooDeep(die));
        }
        if let Some(slot) = self.loading.get_mut(&die) {
            // A cycle: hand out a forward reference that the outer load resolves.
            let slot = slot.get_or_insert_with(Default::default).clone();
            return Ok(Arc::new(Type {
                name: None,
                scope: String::new(),
                kind: TypeKind::Forward(Forward { die, slot }),
                die: Some(die),
                cplus: false,
                bare_tags: false,
            }));
        }
        self.loading.insert(die, None);
        let r = self.build(info, die, depth);
        let slot = self.loading.remove(&die).flatten();
        let t = match r {
            Ok(t) => t,
            Err(_) if self.tolerant => match entry(info, die) {
                Ok((u, e)) => unknown(Some(e.tag()), info.name(u, &e), die),
                Err(_) => unknown(None, None, die),
            },
            Err(error) => return Err(error),
        };
        if let Some(slot) = slot {
            let _ = slot.set(Arc::downgrade(&t));
        }
        self.cache.insert(die, t.clone());
        Ok(t)
    }

    fn build(
        &mut self,
        info: &DebugInfo<'_>,
        die: u64,
        depth: u32,
    ) -> Result<Arc<Type>, TypeError> {
        let (u, e) = entry(info, die)?;
        let name = info.name(u, &e);
        let udata = |at| {
            e.attr_value(at)
                .and_then(|v: AttributeValue<Reader>| v.udata_value())
        };
        let byte_size = udata(gimli::DW_AT_byte_size);
        let cplus = matches!(
            unit_language(u),
            Some(
                gimli::DW_LANG_C_plus_plus
                    | gimli::DW_LANG_C_plus_plus_03
                    | gimli::DW_LANG_C_plus_plus_11
                    | gimli::DW_LANG_C_plus_plus_14
            )
        );
        // gdb names a tagged type without its keyword in C++ and OpenCL (`point`), with it
        // in C (`struct point`).
        let bare_tags = cplus || unit_language(u) == Some(gimli::DW_LANG_OpenCL);
        // C++ names carry their namespaces and enclosing classes (`ns::P`), as gdb writes.
        let scope = if cplus {
            info.scope_prefix(u, die)
        } else {
            String::new()
        };
        let inner = |table: &mut TypeTable| table.type_of_entry(info, u, &e, die, depth + 1);
        let kind = match e.tag() {
            gimli::DW_TAG_base_type => {
                let encoding = match e.attr_value(gimli::DW_AT_encoding) {
                    Some(AttributeValue::Encoding(a)) => Encoding::from_dwarf(a.0),
                    _ => {
                        return Err(TypeError::Malformed {
                            die,
                            what: "base type without DW_AT_encoding",
                        })
                    }
                };
                let byte_size = byte_size.ok_or(TypeError::Malformed {
                    die,
                    what: "base type without DW_AT_byte_size",
                })?;
                TypeKind::Base {
                    encoding,
                    byte_size,
                    vector_size: info
                        .vendor(u, &e, VendorAttribute::VectorSize)
                        .and_then(|v| v.udata_value()),
                }
            }
            gimli::DW_TAG_unspecified_type => TypeKind::Void,
            gimli::DW_TAG_typedef => TypeKind::Typedef(inner(self)?),
            gimli::DW_TAG_const_type => TypeKind::Qualified(Qualifier::Const, inner(self)?),
            gimli::DW_TAG_volatile_type => TypeKind::Qualified(Qualifier::Volatile, inner(self)?),
            gimli::DW_TAG_restrict_type => TypeKind::Qualified(Qualifier::Restrict, inner(self)?),
            gimli::DW_TAG_atomic_type => TypeKind::Qualified(Qualifier::Atomic, inner(self)?),
            gimli::DW_TAG_ptr_to_member_type => {
                let containing = match e.attr_value(gimli::DW_AT_containing_type) {
                    Some(v) => match reference(u, &v) {
                        Some(target) => self.load(info, target, depth + 1)?,
                        None => {
                            return Err(TypeError::Malformed {
                                die,
                                what: "DW_AT_containing_type is not a reference",
                            })
                        }
                    },
                    None => Type::void(),
                };
                TypeKind::MemberPointer {
                    pointee: inner(self)?,
                    containing,
                    byte_size: byte_size.unwrap_or(u64::from(u.unit.header.address_size())),
                }
            }
            tag @ (gimli::DW_TAG_pointer_type
            | gimli::DW_TAG_reference_type
            | gimli::DW_TAG_rvalue_reference_type) => {
                let (space, space_source) = pointer_space(info, u, &e);
                TypeKind::Pointer {
                    pointee: inner(self)?,
                    byte_size: pointer_size(space, byte_size, u.unit.header.address_size()),
                    space,
                    space_source,
                    reference: match tag {
                        gimli::DW_TAG_reference_type => Some(Reference::Lvalue),
                        gimli::DW_TAG_rvalue_reference_type => Some(Reference::Rvalue),
                        _ => None,
                    },
                }
            }
            tag @ (gimli::DW_TAG_structure_type
            | gimli::DW_TAG_class_type
            | gimli::DW_TAG_union_type) => {
                let kind = match tag {
                    gimli::DW_TAG_structure_type => AggregateKind::Struct,
                    gimli::DW_TAG_class_type => AggregateKind::Class,
                    _ => AggregateKind::Union,
                };
                let mut members = Vec::new();
                for child in children(u, &e, die)? {
                    let base = child.tag() == gimli::DW_TAG_inheritance;
                    if !base && child.tag() != gimli::DW_TAG_member
                        || child.attr_value(gimli::DW_AT_external).is_some()
                        || child.attr_value(gimli::DW_AT_declaration).is_some()
                    {
                        continue; // static members and methods have no storage in the value
                    }
                    let cdie = u.info_offset(child.offset());
                    let ty = self.type_of_entry(info, u, &child, cdie, depth + 1)?;
                    let udata_c = |at| {
                        child
                            .attr_value(at)
                            .and_then(|v: AttributeValue<Reader>| v.udata_value())
                    };
                    let loc = match child.attr_value(gimli::DW_AT_data_member_location) {
                        None => 0,
                        Some(v) => v.udata_value().ok_or(TypeError::Malformed {
                            die: cdie,
                            what: "DW_AT_data_member_location is not a constant",
                        })?,
                    };
                    let bit_size = udata_c(gimli::DW_AT_bit_size);
                    let bits = match (bit_size, udata_c(gimli::DW_AT_data_bit_offset)) {
                        (Some(n), Some(off)) => Some((off, n)),
                        (Some(n), None) => {
                            // DWARF 2–4 DW_AT_bit_offset counts from the most significant
                            // bit of the storage unit; on a little-endian target that is
                            // bit (size*8 - bit_offset - n) of the unit at `loc`.
                            let unit = udata_c(gimli::DW_AT_byte_size)
                                .or_else(|| ty.byte_size())
                                .unwrap_or(4);
                            let from_msb = udata_c(gimli::DW_AT_bit_offset).unwrap_or(0);
                            let lsb = (unit * 8).checked_sub(from_msb + n).ok_or(
                                TypeError::Malformed {
                                    die: cdie,
                                    what: "bit field outside its storage unit",
                                },
                            )?;
                            Some((loc * 8 + lsb, n))
                        }
                        _ => None,
                    };
                    let name = if base {
                        Type::strip(&ty).name.clone()
                    } else {
                        info.name(u, &child)
                    };
                    members.push(Member {
                        name,
                        ty,
                        byte_offset: bits.map_or(loc, |(off, _)| off / 8),
                        bits,
                        base,
                    });
                }
                TypeKind::Aggregate {
                    kind,
                    members,
                    byte_size: byte_size.unwrap_or(0),
                }
            }
            gimli::DW_TAG_array_type => {
                let element = inner(self)?;
                let mut dims = Vec::new();
                for child in children(u, &e, die)? {
                    if child.tag() != gimli::DW_TAG_subrange_type {
                        continue;
                    }
                    let c = |at| child.attr_value(at);
                    let count = match (c(gimli::DW_AT_count), c(gimli::DW_AT_upper_bound)) {
                        (Some(n), _) => n.udata_value(),
                        (None, Some(ub)) => {
                            let lower = c(gimli::DW_AT_lower_bound)
                                .and_then(|v| v.udata_value())
                                .unwrap_or(0);
                            match ub {
                                // -1 (DW_FORM_sdata) is clang's "no bound" for `int x[]`.
                                AttributeValue::Sdata(v) if v < 0 => None,
                                v => v
                                    .udata_value()
                                    .and_then(|b| b.checked_add(1))
                                    .and_then(|b| b.checked_sub(lower)),
                            }
                        }
                        _ => None,
                    };
                    dims.push(count);
                }
                if dims.is_empty() {
                    dims.push(None);
                }
                TypeKind::Array {
                    element,
                    dims,
                    vector: e.attr_value(gimli::DW_AT_GNU_vector).is_some(),
                }
            }
            gimli::DW_TAG_enumeration_type => {
                let under = inner(self)?;
                let scoped = e.attr_value(gimli::DW_AT_enum_class).is_some();
                let signed = match Type::encoding(&under) {
                    Some(enc) => enc.is_signed(),
                    None => false,
                };
                let mut enumerators = Vec::new();
                for child in children(u, &e, die)? {
                    if child.tag() != gimli::DW_TAG_enumerator {
                        continue;
                    }
                    let v = match child.attr_value(gimli::DW_AT_const_value) {
                        Some(AttributeValue::Sdata(v)) => i128::from(v),
                        Some(AttributeValue::Udata(v)) => i128::from(v),
                        Some(AttributeValue::Data1(v)) if signed => i128::from(v as i8),
                        Some(AttributeValue::Data2(v)) if signed => i128::from(v as i16),
                        Some(AttributeValue::Data4(v)) if signed => i128::from(v as i32),
                        Some(AttributeValue::Data8(v)) if signed => i128::from(v as i64),
                        Some(v) => v.udata_value().map(i128::from).unwrap_or(0),
                        None => 0,
                    };
                    let n = info.name(u, &child).unwrap_or_default();
                    // C++ qualifies enumerators: `Color::Red` for an enum class, the
                    // enclosing scope (`ns::A`) for a plain enum.
                    let n = match (&name, scoped) {
                        (Some(en), true) if cplus => format!("{scope}{en}::{n}"),
                        _ if cplus => format!("{scope}{n}"),
                        _ => n,
                    };
                    enumerators.push((n, v));
                }
                let flag = is_flag_enum(&enumerators);
                TypeKind::Enum {
                    enumerators,
                    byte_size: byte_size.or_else(|| under.byte_size()).unwrap_or(4),
                    signed,
                    flag,
                    scoped,
                    underlying: e.attr_value(gimli::DW_AT_type).map(|_| under.name()),
                }
            }
            gimli::DW_TAG_subroutine_type => {
                let ret = inner(self)?;
                let mut params = Vec::new();
                let prototyped = e.attr_value(gimli::DW_AT_prototyped).is_some();
                let mut variadic = false;
                let mut artificial_first = false;
                for child in children(u, &e, die)? {
                    match child.tag() {
                        gimli::DW_TAG_formal_parameter => {
                            if params.is_empty() {
                                artificial_first = matches!(
                                    child.attr_value(gimli::DW_AT_artificial),
                                    Some(AttributeValue::Flag(true))
                                );
                            }
                            let cdie = u.info_offset(child.offset());
                            params.push(self.type_of_entry(info, u, &child, cdie, depth + 1)?)
                        }
                        gimli::DW_TAG_unspecified_parameters => variadic = true,
                        _ => {}
                    }
                }
                TypeKind::Function {
                    ret,
                    params,
                    variadic,
                    prototyped,
                    artificial_first,
                }
            }
            tag => {
                return Err(TypeError::NotAType {
                    die,
                    tag: tag.static_string().unwrap_or("an unknown tag").to_string(),
                })
            }
        };
        Ok(Arc::new(Type {
            name,
            scope,
            kind,
            die: Some(die),
            cplus,
            bare_tags,
        }))
    }

    fn type_of_entry<'a>(
        &mut self,
        info: &DebugInfo<'a>,
        u: &UnitInfo<'a>,
        e: &gimli::DebuggingInformationEntry<Reader<'a>>,
        die: u64,
        depth: u32,
    ) -> Result<Arc<Type>, TypeError> {
        match e.attr_value(gimli::DW_AT_type) {
            Some(v) => match reference(u, &v) {
                Some(target) => self.load(info, target, depth),
                None if self.tolerant => Ok(unknown(None, None, die)),
                None => Err(TypeError::Malformed {
                    die,
                    what: "DW_AT_type is not a reference",
                }),
            },
            None => Ok(Type::void()),
        }
    }

    /// An enumerator constant by name, as gdb resolves `p RED` (C) or `p Color::Red`,
    /// `p ns::X` (C++): the enum's type and the value.
    pub fn enumerator(&mut self, info: &DebugInfo<'_>, name: &str) -> Option<(Arc<Type>, i128)> {
        if self.enumerators.is_none() {
            let mut dies = Vec::new();
            for u in info.units() {
                let mut cursor = u.unit.entries();
                while let Ok(Some(e)) = cursor.next_dfs() {
                    if e.tag() == gimli::DW_TAG_enumeration_type {
                        dies.push(u.info_offset(e.offset()));
                    }
                }
            }
            let mut map = HashMap::new();
            for die in dies {
                let Ok(t) = self.type_at(info, die) else {
                    continue;
                };
                if let TypeKind::Enum { enumerators, .. } = &t.kind {
                    // The names as the enum was built with them: plain in C and at C++
                    // file scope, qualified inside namespaces and for enum classes, which
                    // is how gdb finds them too.
                    for (n, v) in enumerators {
                        map.entry(n.clone()).or_insert((die, *v));
                    }
                }
            }
            self.enumerators = Some(map);
        }
        let (die, v) = *self.enumerators.as_ref()?.get(name)?;
        Some((self.type_at(info, die).ok()?, v))
    }

    /// A named type of the DWARF: a typedef, base type, or `struct X` / `union X` /
    /// `enum X` (the tag name alone also finds them, as in C++). The first definition in
    /// section order wins; declarations without members lose to definitions.
    pub fn named(&mut self, info: &DebugInfo<'_>, name: &str) -> Option<Arc<Type>> {
        if self.names.is_none() {
            self.names = Some(index_names(info));
        }
        let names = self.names.as_ref()?;
        let key = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let die = *names.get(&key)?;
        self.type_at(info, die).ok()
    }
}

fn index_names(info: &DebugInfo<'_>) -> HashMap<String, u64> {
    // (DIE, rank): a lower rank wins a name; within a rank the first in section order.
    // Typedefs and base types rank before structure/union/enum tags for a bare name (C
    // code names `Pair`, the typedef), definitions before declarations. Types inside
    // namespaces and classes are also found by their qualified name (`ns::P`).
    let mut out: HashMap<String, (u64, u8)> = HashMap::new();
    for u in info.units() {
        let mut cursor = u.unit.entries();
        let mut scopes: Vec<(isize, String)> = Vec::new();
        while let Ok(Some(e)) = cursor.next_dfs() {
            let depth = e.depth();
            while scopes.last().is_some_and(|(d, _)| *d >= depth) {
                scopes.pop();
            }
            let kw = match e.tag() {
                gimli::DW_TAG_namespace => {
                    let n = info
                        .name(u, e)
                        .unwrap_or_else(|| "(anonymous namespace)".into());
                    scopes.push((depth, n));
                    continue;
                }
                gimli::DW_TAG_typedef | gimli::DW_TAG_base_type => "",
                gimli::DW_TAG_structure_type | gimli::DW_TAG_class_type => "struct",
                gimli::DW_TAG_union_type => "union",
                gimli::DW_TAG_enumeration_type => "enum",
                _ => continue,
            };
            let Some(name) = info.name(u, e) else {
                continue;
            };
            let die = u.info_offset(e.offset());
            let prefix: String = scopes.iter().map(|(_, n)| format!("{n}::")).collect();
            if kw == "struct" || kw == "union" {
                scopes.push((depth, name.clone()));
            }
            let declaration = u8::from(e.attr_value(gimli::DW_AT_declaration).is_some()) * 2;
            let mut keys = vec![(name.clone(), u8::from(!kw.is_empty()) + declaration)];
            if !prefix.is_empty() {
                keys.push((
                    format!("{prefix}{name}"),
                    u8::from(!kw.is_empty()) + declaration,
                ));
            }
            if !kw.is_empty() {
                keys.push((format!("{kw} {prefix}{name}"), declaration));
                if kw == "struct" {
                    keys.push((format!("class {prefix}{name}"), declaration));
                }
            }
            for (k, rank) in keys {
                match out.get(&k) {
                    Some((_, r)) if *r <= rank => {}
                    _ => {
                        out.insert(k, (die, rank));
                    }
                }
            }
        }
    }
    out.into_iter().map(|(k, (die, _))| (k, die)).collect()
}

/// gdb's flag-enum rule (dwarf2/read.c): every value non-negative with at most one bit
/// set, and no bit used twice.
pub(super) fn is_flag_enum(enumerators: &[(String, i128)]) -> bool {
    let mut mask = 0i128;
    for (_, v) in enumerators {
        if *v < 0 || v.count_ones() >= 2 || mask & v != 0 {
            return false;
        }
        mask |= v;
    }
    true
}

/// What a tolerant table loads where a strict one fails.
fn unknown(tag: Option<gimli::DwTag>, name: Option<String>, die: u64) -> Arc<Type> {
    Arc::new(Type {
        name,
        scope: String::new(),
        kind: TypeKind::Unknown { tag },
        die: Some(die),
        cplus: false,
        bare_tags: false,
    })
}

/// The unit holding `.debug_info` offset `die`, and the DIE.
fn entry<'i, 'a>(
    info: &'i DebugInfo<'a>,
    die: u64,
) -> Result<
    (
        &'i UnitInfo<'a>,
        gimli::DebuggingInformationEntry<Reader<'a>>,
    ),
    TypeError,
> {
    let u = info
        .units()
        .iter()
        .find(|u| die >= u.offset && die < u.offset + u.unit.header.length_including_self() as u64)
        .ok_or(TypeError::NoDie(die))?;
    let off = UnitOffset((die - u.offset) as usize);
    let e = u
        .unit
        .entry(off)
        .map_err(|error| TypeError::Read { die, error })?;
    Ok((u, e))
}

/// A reference attribute as a `.debug_info` offset.
fn reference(u: &UnitInfo<'_>, v: &AttributeValue<Reader<'_>>) -> Option<u64> {
    match v {
        AttributeValue::UnitRef(o) => Some(u.info_offset(*o)),
        AttributeValue::DebugInfoRef(o) => Some(o.0 as u64),
        _ => None,
    }
}

/// A unit's `DW_AT_language`.
pub fn unit_language(u: &UnitInfo<'_>) -> Option<gimli::DwLang> {
    let mut cursor = u.unit.entries();
    let root = cursor.next_dfs().ok()??;
    match root.attr_value(gimli::DW_AT_language) {
        Some(AttributeValue::Language(l)) => Some(l),
        _ => None,
    }
}

/// The children of a DIE (at most [`MAX_CHILDREN`]).
fn children<'a>(
    u: &UnitInfo<'a>,
    e: &gimli::DebuggingInformationEntry<Reader<'a>>,
    die: u64,
) -> Result<Vec<gimli::DebuggingInformationEntry<Reader<'a>>>, TypeError> {
    let read = |error| TypeError::Read { die, error };
    let mut tree = u.unit.entries_tree(Some(e.offset())).map_err(read)?;
    let root = tree.root().map_err(read)?;
    let mut it = root.children();
    let mut out = Vec::new();
    while let Some(c) = it.next().map_err(read)? {
        out.push(c.entry().clone());
        if out.len() > MAX_CHILDREN {
            return Err(TypeError::Malformed {
                die,
                what: "too many children",
            });
        }
    }
    Ok(out)
}

/// The size of a pointer into `space`: the AMDGPU ABI's 32-bit pointers for LDS, GDS and
/// scratch (`local`, `region`, `private_lane`, `private_wave`), whatever size the producer
/// wrote (upstream clang writes none, so the unit's 8-byte address size would read the next
/// stack slot into the upper half); otherwise the DIE's size or the address size.
fn pointer_size(space: AddrSpace, declared: Option<u64>, address_size: u8) -> u64 {
    match space.amdgpu() {
        Some(
            amdgpu::AddressSpace::Local
            | amdgpu::AddressSpace::Region
            | amdgpu::AddressSpace::PrivateLane
            | amdgpu::AddressSpace::PrivateWave,
        ) => 4,
        _ => declared.unwrap_or(u64::from(address_size)),
    }
}

/// The address space of a pointer DIE and whether DWARF named it (see the module docs).
fn pointer_space<'a>(
    info: &DebugInfo<'a>,
    u: &UnitInfo<'a>,
    e: &gimli::DebuggingInformationEntry<Reader<'a>>,
) -> (AddrSpace, SpaceSource) {
    if let Some(v) = info
        .vendor(u, e, VendorAttribute::AddressSpace)
        .and_then(|v| v.udata_value())
    {
        return (
            AddrSpace(u32::try_from(v).unwrap_or(u32::MAX)),
            SpaceSource::AddressSpaceAttribute,
        );
    }
    let legacy = u.conventions.xderef == XderefConvention::UpstreamClangLegacyClasses;
    let class = e
        .attr_value(gimli::DW_AT_address_class)
        .and_then(|v| match v {
            AttributeValue::AddressClass(c) => Some(c.0),
            v => v.udata_value(),
        });
    match (class, legacy) {
        (Some(1), true) => (AddrSpace::PRIVATE_LANE, SpaceSource::AddressClass),
        (Some(2), true) => (AddrSpace::LOCAL, SpaceSource::AddressClass),
        (Some(c), false) => (
            AddrSpace(u32::try_from(c).unwrap_or(u32::MAX)),
            SpaceSource::AddressClass,
        ),
        (_, true) => (AddrSpace::GENERIC, SpaceSource::Default),
        (None, false) => (AddrSpace::GLOBAL, SpaceSource::Default),
    }
}
