//! Kernel parameters' pointer types against the kernel-argument metadata: the address space
//! the code object's `.args` give a pointer argument (`.address_space`) must be the one a
//! consumer reads from the parameter's DWARF pointer type.
//!
//! What each producer writes for a `__local int *` argument, and what it means:
//!
//! * AMD's fork: `DW_AT_LLVM_address_space 3` (the extension's attribute, `DW_ASPACE`
//!   numbers): local.
//! * clang 22: `DW_AT_address_class 3`, in the `DW_ASPACE` numbering (the one its `xderef`
//!   suffix uses too): local; the memory-space table (`DW_MSPACE_LLVM_group` = 3) reads the
//!   same number the same way.
//! * clang ≤ 19: `DW_AT_address_class 2`, clang's old class numbering (1 private, 2 local):
//!   local to clang, but `DW_ASPACE_AMDGPU_region` under the address-space table and
//!   `DW_MSPACE_LLVM_constant` under the memory-space table: no AMDGPU table reads it as local.
//!
//! Global and constant pointers carry no attribute in any producer, which reads as
//! `DW_ASPACE_LLVM_none`, global memory: right. A generic pointer read as global (or a
//! global one read as generic) reaches the same global memory, so those pairs are accepted.

use amdgpu::{AddressSpace, MemorySpace};
use dwarf_ext::debuginfo::{DebugInfo, Reader, UnitInfo};
use dwarf_ext::gimli::{self, AttributeValue};
use dwarf_ext::{VendorAttribute, XderefConvention};

use crate::Finding;

/// A kernel's DWARF formal parameters, in order, collected from its subprogram DIE.
pub(crate) struct Params<'d> {
    /// The kernel (an index into the checker's kernel names).
    pub kernel: usize,
    /// Each parameter's DIE, name and `DW_AT_type`.
    pub params: Vec<(u64, Option<String>, Option<AttributeValue<Reader<'d>>>)>,
}

impl<'d> Params<'d> {
    pub fn new(kernel: usize) -> Self {
        Params {
            kernel,
            params: Vec::new(),
        }
    }

    pub fn push(&mut self, die: u64, name: Option<String>, ty: Option<AttributeValue<Reader<'d>>>) {
        self.params.push((die, name, ty));
    }
}

/// The address space a metadata `.address_space` names, and one a consumer may read it as
/// without harm (generic and global pointers reach the same global memory).
fn expected(space: &str) -> Option<(AddressSpace, Option<AddressSpace>)> {
    Some(match space {
        "global" | "constant" => (AddressSpace::Global, Some(AddressSpace::Generic)),
        "generic" => (AddressSpace::Generic, Some(AddressSpace::Global)),
        "local" => (AddressSpace::Local, None),
        "private" => (AddressSpace::PrivateLane, None),
        "region" => (AddressSpace::Region, None),
        _ => return None,
    })
}

/// The pointer or reference type DIE a type attribute names, through typedefs and
/// qualifiers.
fn pointer_type<'d>(
    info: &DebugInfo<'d>,
    u: &UnitInfo<'d>,
    mut v: Option<AttributeValue<Reader<'d>>>,
) -> Option<gimli::DebuggingInformationEntry<Reader<'d>>> {
    for _ in 0..16 {
        let t = info.follow(u, v?)?;
        match t.tag() {
            gimli::DW_TAG_pointer_type
            | gimli::DW_TAG_reference_type
            | gimli::DW_TAG_rvalue_reference_type => return Some(t),
            gimli::DW_TAG_typedef
            | gimli::DW_TAG_const_type
            | gimli::DW_TAG_volatile_type
            | gimli::DW_TAG_restrict_type
            | gimli::DW_TAG_atomic_type => v = t.attr_value(gimli::DW_AT_type),
            _ => return None,
        }
    }
    None
}

fn aspace_name(n: u64) -> String {
    AddressSpace::from_dwarf(n).map_or_else(
        |_| format!("no AMDGPU address space ({n})"),
        |a| a.abi_name().to_string(),
    )
}

fn mspace_name(n: u64) -> String {
    MemorySpace::from_dwarf(n).map_or_else(
        |_| format!("no memory space ({n})"),
        |m| m.abi_name().to_string(),
    )
}

/// The findings for one kernel's parameters against its metadata arguments `args` (the
/// non-hidden ones, in order). Parameters and arguments are paired by position; a kernel
/// whose counts differ is not checked (the pairing would be a guess).
pub(crate) fn check<'d>(
    info: &DebugInfo<'d>,
    u: &UnitInfo<'d>,
    kernel: &str,
    params: &Params<'d>,
    args: &[&(String, Option<String>)],
) -> Vec<Finding> {
    let mut out = Vec::new();
    if params.params.len() != args.len() {
        return out;
    }
    for ((die, name, ty), (value_kind, address_space)) in params.params.iter().zip(args) {
        if !matches!(
            value_kind.as_str(),
            "global_buffer" | "dynamic_shared_pointer"
        ) {
            continue;
        }
        let Some(space) = address_space.as_deref() else {
            continue;
        };
        let Some((want, also)) = expected(space) else {
            continue;
        };
        let Some(t) = pointer_type(info, u, *ty) else {
            continue;
        };
        let type_die = u.info_offset(t.offset());
        let fits = |a: u64| {
            a == u64::from(want.dwarf_number())
                || also.is_some_and(|o| a == u64::from(o.dwarf_number()))
        };
        let param = name.as_deref().unwrap_or("?");
        let what = format!("the pointer type (DIE {type_die:#x}) of `{space}` argument `{param}`");
        let message = if let Some(n) = info
            .vendor(u, &t, VendorAttribute::AddressSpace)
            .and_then(|v| v.udata_value())
        {
            (!fits(n)).then(|| {
                format!(
                    "{what} has DW_AT_LLVM_address_space {n} ({}), not {} ({})",
                    aspace_name(n),
                    want.dwarf_number(),
                    want.abi_name()
                )
            })
        } else if let Some(c) = t
            .attr_value(gimli::DW_AT_address_class)
            .and_then(|v| match v {
                AttributeValue::AddressClass(c) => Some(c.0),
                v => v.udata_value(),
            })
        {
            // Either AMDGPU table may be how a consumer reads the class; it conforms when
            // one of them names the argument's space.
            let by_memory_space = MemorySpace::from_dwarf(c).is_ok_and(|m| {
                let a = m.address_space();
                a == want || also == Some(a)
            });
            (!fits(c) && !by_memory_space).then(|| {
                let producer = match (u.conventions.xderef, c) {
                    (XderefConvention::UpstreamClangLegacyClasses, 1) => {
                        " (private in clang <= 19's own class numbering)"
                    }
                    (XderefConvention::UpstreamClangLegacyClasses, 2) => {
                        " (local in clang <= 19's own class numbering)"
                    }
                    _ => "",
                };
                format!(
                    "{what} has DW_AT_address_class {c}{producer}, which AMDGPU's tables read as {} (address space) or {} (memory space), not {} ({}); the extension names it DW_AT_LLVM_address_space {}",
                    aspace_name(c),
                    mspace_name(c),
                    want.abi_name(),
                    want.name(),
                    want.dwarf_number()
                )
            })
        } else {
            (!fits(u64::from(AddressSpace::Global.dwarf_number()))).then(|| {
                format!(
                    "{what} names no address space, so it reads as DW_ASPACE_LLVM_none (global), not {} ({})",
                    want.abi_name(),
                    want.name()
                )
            })
        };
        if let Some(m) = message {
            let mut f = Finding::new("type-pointer-address-space", m);
            f.function = Some(kernel.to_string());
            f.variable = name.clone();
            f.die = Some(*die);
            out.push(f);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metadata_spaces() {
        assert_eq!(expected("local"), Some((AddressSpace::Local, None)));
        assert_eq!(
            expected("constant"),
            Some((AddressSpace::Global, Some(AddressSpace::Generic)))
        );
        assert_eq!(
            expected("private").map(|e| e.0),
            Some(AddressSpace::PrivateLane)
        );
        assert_eq!(expected("image"), None);
    }
}
