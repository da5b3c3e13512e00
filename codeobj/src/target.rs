//! Target facts from the `amdgpu` crate applied to a code object: the target ID (from
//! `e_flags`, or V2's ISA note) and decoded V3+ kernel descriptors.

use crate::elf::{CodeObject, CodeObjectVersion, Descriptor, Kernel, Section};
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

    /// The kernel's wave size on `processor`: the descriptor's (V3+: wave32 on GFX10+ when
    /// `ENABLE_WAVEFRONT_SIZE32` is set; V2: `wavefront_size`). `None` if the descriptor
    /// cannot be read.
    pub fn wave_size(&self, processor: &amdgpu::Processor) -> Option<amdgpu::WaveSize> {
        match &self.descriptor {
            Descriptor::V3(_) => Some(self.kernel_descriptor()?.ok()?.wave_size(processor)),
            Descriptor::V2(k) => amdgpu::WaveSize::from_lanes(k.wavefront_lanes()?),
        }
    }
}

impl<'data> CodeObject<'data> {
    /// The executable section whose bytes hold `address` (an ELF address): `address -
    /// section.address` indexes `section.data`.
    pub fn code_at(&self, address: u64) -> Option<&Section<'data>> {
        self.sections()
            .iter()
            .find(|s| s.is_executable() && !s.is_nobits() && s.address_range().contains(&address))
    }

    /// The wave size of the code at `address` (an ELF address), from the kernel descriptors:
    /// that of the kernel whose code holds it; for other code (device functions, which run
    /// in the waves of the kernels calling them), the one wave size all the kernels share.
    /// The one fallback, when the descriptors do not tell (no readable descriptor, or a link
    /// of wave32 and wave64 kernels), is the processor's default: wave64 before GFX10,
    /// wave32 after. `None` when the target is unknown.
    pub fn wave_size_at(&self, address: u64) -> Option<amdgpu::WaveSize> {
        let processor = self.target_id().ok()?.processor;
        let kernels: Vec<(Option<std::ops::Range<u64>>, amdgpu::WaveSize)> = self
            .each_kernel_descriptor()
            .filter_map(|k| {
                let k = k.ok()?;
                Some((k.code.clone(), k.wave_size(processor)?))
            })
            .collect();
        let holding = kernels
            .iter()
            .find(|(code, _)| code.as_ref().is_some_and(|c| c.contains(&address)));
        let shared = match kernels.split_first() {
            Some(((_, first), rest)) if rest.iter().all(|(_, w)| w == first) => Some(*first),
            _ => None,
        };
        holding
            .map(|(_, w)| *w)
            .or(shared)
            .or_else(|| processor.default_wave_size())
    }
}
