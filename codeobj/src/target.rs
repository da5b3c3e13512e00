//! Target facts from the `amdgpu` crate applied to a code object: the target ID (from
//! `e_flags`, or V2's ISA note) and decoded V3+ kernel descriptors.

use crate::elf::{CodeObject, CodeObjectVersion, Descriptor, Kernel};
use crate::error::{Error, Result};
use crate::note;

impl CodeObject<'_> {
    /// The target ID: from `e_flags` for V3+ (and the non-HSA OS ABIs, which use the V3
    /// layout), from the `NT_AMD_HSA_ISA_VERSION` note (or the ISA name note) for V2.
    pub fn target_id(&self) -> Result<amdgpu::target_id::TargetId> {
        use amdgpu::target_id::TargetId;
        match self.version() {
            Some(CodeObjectVersion::V2) => {
                if let Some(isa) = self.isa_version()? {
                    if let Some(id) = isa.target_id() {
                        return TargetId::parse(id).map_err(|e| Error::TargetId(e.to_string()));
                    }
                }
                if let Some(n) = self
                    .notes()
                    .iter()
                    .find(|n| n.is_amd(note::NT_AMD_HSA_ISA_NAME))
                {
                    let name = std::str::from_utf8(n.desc)
                        .unwrap_or("")
                        .trim_end_matches('\0');
                    return TargetId::parse(name)
                        .map_err(|e| Error::TargetId(format!("ISA name `{name}`: {e}")));
                }
                Err(Error::TargetId(
                    "code object V2 without a known NT_AMD_HSA_ISA_VERSION note".into(),
                ))
            }
            v => {
                let v = v.map_or(3, CodeObjectVersion::number);
                TargetId::from_e_flags(self.e_flags(), v)
                    .map_err(|e| Error::TargetId(e.to_string()))
            }
        }
    }
}

impl Kernel<'_> {
    /// The V3+ kernel descriptor decoded by the `amdgpu` crate (`None` for V2 kernels).
    pub fn kernel_descriptor(&self) -> Option<Result<amdgpu::kd::KernelDescriptor>> {
        match &self.descriptor {
            Descriptor::V3(b) => Some(amdgpu::kd::KernelDescriptor::parse(&b[..]).map_err(|e| {
                Error::KernelDescriptor {
                    symbol: self.symbol.name.to_owned(),
                    reason: e.to_string(),
                }
            })),
            Descriptor::V2(_) => None,
        }
    }
}
