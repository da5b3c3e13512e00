//! AMDGPU processors: every row of the ABI's "AMDGPU Processors" and "AMDGPU Generic
//! Processors" tables, joined with the `EF_AMDGPU_MACH` values table.
//!
//! ABI sections: "Processors" (`amdgpu-processor-table`), "AMDGPU Generic Processors"
//! (`amdgpu-generic-processor-table`), "Generic Processor Versioning", "Target Features",
//! and "ELF Header" (`amdgpu-ef-amdgpu-mach-table`).
//!
//! The table is data: one [`Processor`] per row in [`PROCESSORS`]. Everything that later
//! chapters need to know about a processor (which kernel-descriptor fields exist, which wave
//! sizes it runs, whether the private segment buffer SGPRs are set up) is derived from the
//! row's [`Generation`], [`TargetFeatures`] and [`FlatScratch`] columns.

use std::fmt;

use crate::register::WaveSize;

/// The target triple architecture column of the processors table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Architecture {
    /// `r600`: the pre-GCN Radeon HD 2000–6000 series. Not supported by `amdhsa`.
    R600,
    /// `amdgcn`: GCN GFX6 and later.
    Amdgcn,
}

impl Architecture {
    /// The triple architecture name (`r600` or `amdgcn`).
    pub const fn name(self) -> &'static str {
        match self {
            Architecture::R600 => "r600",
            Architecture::Amdgcn => "amdgcn",
        }
    }
}

impl fmt::Display for Architecture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A processor family, at the granularity the kernel descriptor tables need.
///
/// The ABI's kernel-descriptor tables qualify fields by "GFX6-GFX9", "GFX90A, GFX940",
/// "GFX10-GFX11", "GFX12" and so on, so GFX9 is split into plain GFX9 (gfx900–gfx90c),
/// [`Generation::Gfx90a`] and [`Generation::Gfx940`] (gfx940, gfx941, gfx942, gfx950, which
/// the ABI names "GFX940" in the kernel descriptor tables). Variants are ordered oldest first,
/// so `gen >= Generation::Gfx10_1` reads as "GFX10 and later".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Generation {
    /// Radeon HD 2000–6000 (`r600` architecture).
    R600,
    /// GCN GFX6 (Southern Islands).
    Gfx6,
    /// GCN GFX7 (Sea Islands).
    Gfx7,
    /// GCN GFX8 (Volcanic Islands).
    Gfx8,
    /// GCN GFX9 (Vega): gfx900, gfx902, gfx904, gfx906, gfx908, gfx909, gfx90c.
    Gfx9,
    /// GFX9 CDNA2: gfx90a (unified VGPR/AGPR file, `ACCUM_OFFSET`).
    Gfx90a,
    /// GFX9 CDNA3: gfx940, gfx941, gfx942, gfx950 ("GFX940" in the kernel descriptor tables).
    Gfx940,
    /// GFX10.1 (RDNA 1).
    Gfx10_1,
    /// GFX10.3 (RDNA 2).
    Gfx10_3,
    /// GFX11 (RDNA 3 and 3.5).
    Gfx11,
    /// GFX12 (RDNA 4).
    Gfx12,
}

/// The instruction-set family of a generation: what encodings, operand codes and semantics
/// the decoder and the simulator switch on (GFX9 covers gfx900–gfx950, GFX10 both GFX10.1 and
/// GFX10.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum IsaFamily {
    /// GFX9 (gfx900 … gfx950).
    Gfx9,
    /// GFX10.1 and GFX10.3.
    Gfx10,
    /// GFX11.
    Gfx11,
    /// GFX12.
    Gfx12,
}

impl Generation {
    /// The instruction-set family, for GFX9 and later (the ones hdb decodes and simulates).
    pub const fn isa_family(self) -> Option<IsaFamily> {
        Some(match self {
            Generation::Gfx9 | Generation::Gfx90a | Generation::Gfx940 => IsaFamily::Gfx9,
            Generation::Gfx10_1 | Generation::Gfx10_3 => IsaFamily::Gfx10,
            Generation::Gfx11 => IsaFamily::Gfx11,
            Generation::Gfx12 => IsaFamily::Gfx12,
            _ => return None,
        })
    }

    /// Every generation, oldest first.
    pub const ALL: [Generation; 11] = [
        Generation::R600,
        Generation::Gfx6,
        Generation::Gfx7,
        Generation::Gfx8,
        Generation::Gfx9,
        Generation::Gfx90a,
        Generation::Gfx940,
        Generation::Gfx10_1,
        Generation::Gfx10_3,
        Generation::Gfx11,
        Generation::Gfx12,
    ];

    /// A one-bit mask for this generation, used by [`GenerationSet`].
    pub const fn bit(self) -> u16 {
        1 << (self as u16)
    }

    /// True for the GFX9 family (gfx900 to gfx950), which the ABI usually writes "GFX9".
    pub const fn is_gfx9_family(self) -> bool {
        matches!(
            self,
            Generation::Gfx9 | Generation::Gfx90a | Generation::Gfx940
        )
    }

    /// True for GFX10 and later, the generations that run wave32 natively.
    pub const fn is_gfx10_plus(self) -> bool {
        (self as u16) >= (Generation::Gfx10_1 as u16)
    }

    /// A short display name (`GFX9`, `GFX90A`, `GFX10.1`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Generation::R600 => "R600",
            Generation::Gfx6 => "GFX6",
            Generation::Gfx7 => "GFX7",
            Generation::Gfx8 => "GFX8",
            Generation::Gfx9 => "GFX9",
            Generation::Gfx90a => "GFX90A",
            Generation::Gfx940 => "GFX940",
            Generation::Gfx10_1 => "GFX10.1",
            Generation::Gfx10_3 => "GFX10.3",
            Generation::Gfx11 => "GFX11",
            Generation::Gfx12 => "GFX12",
        }
    }
}

impl fmt::Display for Generation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of [`Generation`]s, as used by the ABI's "GFX6-GFX9"-style qualifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GenerationSet(pub u16);

impl GenerationSet {
    /// The empty set.
    pub const NONE: GenerationSet = GenerationSet(0);

    /// The inclusive range `first..=last` (in [`Generation`] order).
    pub const fn range(first: Generation, last: Generation) -> GenerationSet {
        let lo = first as u16;
        let hi = last as u16;
        let mut bits = 0u16;
        let mut i = lo;
        while i <= hi {
            bits |= 1 << i;
            i += 1;
        }
        GenerationSet(bits)
    }

    /// A set holding one generation.
    pub const fn only(generation: Generation) -> GenerationSet {
        GenerationSet(generation.bit())
    }

    /// The union of two sets.
    pub const fn union(self, other: GenerationSet) -> GenerationSet {
        GenerationSet(self.0 | other.0)
    }

    /// Whether `generation` is in the set.
    pub const fn contains(self, generation: Generation) -> bool {
        self.0 & generation.bit() != 0
    }
}

/// The dGPU/APU column of the processors table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeviceClass {
    /// A discrete GPU.
    Dgpu,
    /// An APU (GPU integrated with the CPU, sharing its memory).
    Apu,
}

/// How a processor reaches scratch (private) memory through flat addresses: the "Target
/// Properties" column of the processors table and the ABI's "Flat Scratch" prolog section.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FlatScratch {
    /// "Does not support generic address space": no flat instructions, no FLAT_SCRATCH pair
    /// (r600 and GFX6).
    Unsupported,
    /// "Offset flat scratch" (GFX7–GFX8): the prolog sets FLAT_SCRATCH from Flat Scratch Init
    /// plus the Scratch Wavefront Offset.
    Offset,
    /// "Absolute flat scratch" (GFX9–GFX10): FLAT_SCRATCH holds the wave's absolute scratch
    /// base, computed by the prolog.
    Absolute,
    /// "Architected flat scratch" (gfx940+, GFX11+): hardware sets FLAT_SCRATCH itself; the
    /// private segment buffer and flat scratch init SGPRs are not supported.
    Architected,
}

/// The "Target Features Supported" column: features that may appear in a target ID (xnack,
/// sramecc) and features controlled by `-m[no-]...` options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TargetFeatures {
    /// `xnack`: XNACK replay (target-ID feature).
    pub xnack: bool,
    /// `sramecc`: SRAM ECC (target-ID feature).
    pub sramecc: bool,
    /// `tgsplit`: threadgroup split mode.
    pub tgsplit: bool,
    /// `cumode`: CU versus WGP wavefront execution mode.
    pub cumode: bool,
    /// `wavefrontsize64`: wave64 on a wave32-native processor.
    pub wavefrontsize64: bool,
    /// `kernarg preload`: kernel arguments preloaded into user SGPRs.
    pub kernarg_preload: bool,
}

/// One processor supported by a generic processor, with the generic version that added it
/// (see "Generic Processor Versioning").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GenericMember {
    /// The supported processor's name.
    pub name: &'static str,
    /// The first generic code object version that may run on it.
    pub since_version: u32,
}

/// Generic-processor facts (the generic processors table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GenericInfo {
    /// The "Supported Processors" column.
    pub supported: &'static [GenericMember],
    /// The highest generic code object version this table knows of.
    pub version: u32,
}

/// One row of the processors table (or the generic processors table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Processor {
    /// The primary processor name (`gfx90a`, `gfx9-generic`).
    pub name: &'static str,
    /// Alternative processor names (`carrizo` for `gfx801`).
    pub alt_names: &'static [&'static str],
    /// The `EF_AMDGPU_MACH_*` value from the `EF_AMDGPU_MACH` values table.
    pub mach: u32,
    /// The `EF_AMDGPU_MACH_*` constant's name.
    pub mach_name: &'static str,
    /// The target triple architecture.
    pub architecture: Architecture,
    /// The family, at kernel-descriptor granularity.
    pub generation: Generation,
    /// dGPU or APU; `None` for generic processors, which have no such column.
    pub device: Option<DeviceClass>,
    /// Supported target features.
    pub features: TargetFeatures,
    /// The flat scratch method.
    pub flat_scratch: FlatScratch,
    /// "Packed work-item IDs": all three work-item IDs arrive packed in VGPR0.
    pub packed_work_item_ids: bool,
    /// Generic processor facts, `None` for real processors.
    pub generic: Option<GenericInfo>,
}

impl Processor {
    /// Every processor, in the ABI's table order (generic processors last).
    pub fn all() -> &'static [Processor] {
        PROCESSORS
    }

    /// Looks a processor up by primary or alternative name (exact, case-sensitive, as the ABI
    /// spells them).
    pub fn by_name(name: &str) -> Option<&'static Processor> {
        PROCESSORS
            .iter()
            .find(|p| p.name == name || p.alt_names.contains(&name))
    }

    /// Looks a processor up by its `EF_AMDGPU_MACH` value. `EF_AMDGPU_MACH_NONE` (0) and the
    /// reserved values give `None`.
    pub fn by_mach(mach: u32) -> Option<&'static Processor> {
        PROCESSORS.iter().find(|p| p.mach == mach)
    }

    /// The KFD `gfx_target_version` of a real GFX processor: `major * 10000 + minor * 100 +
    /// stepping`, read from its name (`gfx90a` is 9.0.10 → 90010, `gfx1100` → 110000), as KFD
    /// reports it in `kfd_dbg_device_info_entry` (`shared/notes/anchors.md` §3.3). `None` for
    /// generic and pre-GFX processors.
    pub fn gfx_target_version(&self) -> Option<u32> {
        if self.is_generic() {
            return None;
        }
        let digits = self.name.strip_prefix("gfx")?;
        if digits.len() < 3 || !digits.is_ascii() {
            return None;
        }
        let (major, rest) = digits.split_at(digits.len() - 2);
        let major: u32 = major.parse().ok()?;
        let hex = |c: char| c.to_digit(16);
        let mut rest = rest.chars();
        let minor = hex(rest.next()?)?;
        let stepping = hex(rest.next()?)?;
        Some(major * 10000 + minor * 100 + stepping)
    }

    /// The processor with this KFD `gfx_target_version` (the inverse of
    /// [`Processor::gfx_target_version`]).
    pub fn by_gfx_target_version(version: u32) -> Option<&'static Processor> {
        PROCESSORS
            .iter()
            .find(|p| p.gfx_target_version() == Some(version))
    }

    /// Whether this is a generic processor (`gfx9-generic`, ...).
    pub fn is_generic(&self) -> bool {
        self.generic.is_some()
    }

    /// Whether flat scratch is architected, which removes the private segment buffer and flat
    /// scratch init user SGPRs (Kernel Descriptor, `ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER`).
    pub fn architected_flat_scratch(&self) -> bool {
        self.flat_scratch == FlatScratch::Architected
    }

    /// How the processor holds accumulation registers (AGPRs).
    pub fn agpr_file(&self) -> AgprFile {
        match self.generation {
            Generation::Gfx90a | Generation::Gfx940 => AgprFile::Unified,
            Generation::Gfx9 if self.name == "gfx908" => AgprFile::Separate,
            _ => AgprFile::None,
        }
    }

    /// Whether the generic (flat) address space exists ("Does not support generic address
    /// space" otherwise).
    pub fn supports_generic_address_space(&self) -> bool {
        self.flat_scratch != FlatScratch::Unsupported
    }

    /// The wave sizes this processor can execute. GFX10+ runs wave32 natively and wave64 with
    /// the `wavefrontsize64` feature; GCN GFX6–GFX9 are wave64 only. The ABI gives no wave
    /// size for `r600` processors, so they list none.
    pub fn wave_sizes(&self) -> &'static [WaveSize] {
        match self.generation {
            Generation::R600 => &[],
            g if g.is_gfx10_plus() => &[WaveSize::Wave32, WaveSize::Wave64],
            _ => &[WaveSize::Wave64],
        }
    }

    /// The wave size code gets when `wavefrontsize64` is not requested (see "Target
    /// Features"): wave32 on GFX10+, wave64 before. `None` for `r600`.
    pub fn default_wave_size(&self) -> Option<WaveSize> {
        self.wave_sizes().first().copied()
    }

    /// Whether `processor` (a real processor) can run a code object for this generic target
    /// at `version` ("Generic Processor Versioning"). Always false for non-generic `self`.
    pub fn generic_runs_on(&self, version: u32, processor: &Processor) -> bool {
        match self.generic {
            Some(info) => info
                .supported
                .iter()
                .any(|m| m.name == processor.name && version >= m.since_version),
            None => false,
        }
    }

    /// The generic processors that list this processor as supported.
    pub fn generic_targets(&self) -> impl Iterator<Item = &'static Processor> + '_ {
        PROCESSORS.iter().filter(move |g| {
            g.generic
                .is_some_and(|info| info.supported.iter().any(|m| m.name == self.name))
        })
    }
}

impl fmt::Display for Processor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

// ---------------------------------------------------------------------------------------
// The table. Rows follow the ABI's processors table top to bottom; feature columns are
// spelled out per row so the test can compare against the ABI text row by row.
// ---------------------------------------------------------------------------------------

const NO_FEATURES: TargetFeatures = TargetFeatures {
    xnack: false,
    sramecc: false,
    tgsplit: false,
    cumode: false,
    wavefrontsize64: false,
    kernarg_preload: false,
};
const XNACK: TargetFeatures = TargetFeatures {
    xnack: true,
    ..NO_FEATURES
};
const SRAMECC_XNACK: TargetFeatures = TargetFeatures {
    xnack: true,
    sramecc: true,
    ..NO_FEATURES
};
/// gfx90a and gfx940–gfx950: sramecc, tgsplit, xnack, kernarg preload.
const CDNA: TargetFeatures = TargetFeatures {
    xnack: true,
    sramecc: true,
    tgsplit: true,
    kernarg_preload: true,
    ..NO_FEATURES
};
/// GFX10.1: cumode, wavefrontsize64, xnack.
const RDNA1: TargetFeatures = TargetFeatures {
    xnack: true,
    cumode: true,
    wavefrontsize64: true,
    ..NO_FEATURES
};
/// GFX10.3 and later: cumode, wavefrontsize64.
const RDNA: TargetFeatures = TargetFeatures {
    cumode: true,
    wavefrontsize64: true,
    ..NO_FEATURES
};

// One argument per column of the ABI table keeps each row a single readable line.
#[allow(clippy::too_many_arguments)]
const fn row(
    name: &'static str,
    alt_names: &'static [&'static str],
    mach: u32,
    mach_name: &'static str,
    generation: Generation,
    device: DeviceClass,
    features: TargetFeatures,
    flat_scratch: FlatScratch,
    packed_work_item_ids: bool,
) -> Processor {
    Processor {
        name,
        alt_names,
        mach,
        mach_name,
        architecture: match generation {
            Generation::R600 => Architecture::R600,
            _ => Architecture::Amdgcn,
        },
        generation,
        device: Some(device),
        features,
        flat_scratch,
        packed_work_item_ids,
        generic: None,
    }
}

const fn r600(name: &'static str, mach: u32, mach_name: &'static str) -> Processor {
    row(
        name,
        &[],
        mach,
        mach_name,
        Generation::R600,
        DeviceClass::Dgpu,
        NO_FEATURES,
        FlatScratch::Unsupported,
        false,
    )
}

#[allow(clippy::too_many_arguments)]
const fn generic(
    name: &'static str,
    mach: u32,
    mach_name: &'static str,
    generation: Generation,
    features: TargetFeatures,
    flat_scratch: FlatScratch,
    packed_work_item_ids: bool,
    supported: &'static [GenericMember],
) -> Processor {
    Processor {
        name,
        alt_names: &[],
        mach,
        mach_name,
        architecture: Architecture::Amdgcn,
        generation,
        device: None,
        features,
        flat_scratch,
        packed_work_item_ids,
        generic: Some(GenericInfo {
            supported,
            version: 1,
        }),
    }
}

/// The ABI's generic processors table lists no per-processor versions, and every generic
/// target is at version 1 in it, so every member is supported since version 1.
const fn m(name: &'static str) -> GenericMember {
    GenericMember {
        name,
        since_version: 1,
    }
}

use DeviceClass::{Apu, Dgpu};
use FlatScratch::{Absolute, Architected, Offset, Unsupported};
use Generation as G;

/// Every row of the processors table followed by the generic processors table.
#[rustfmt::skip]
pub static PROCESSORS: &[Processor] = &[
    // Radeon HD 2000/3000 (R600) .. HD 6000 (Northern Islands): r600 architecture.
    r600("r600", 0x001, "EF_AMDGPU_MACH_R600_R600"),
    r600("r630", 0x002, "EF_AMDGPU_MACH_R600_R630"),
    r600("rs880", 0x003, "EF_AMDGPU_MACH_R600_RS880"),
    r600("rv670", 0x004, "EF_AMDGPU_MACH_R600_RV670"),
    r600("rv710", 0x005, "EF_AMDGPU_MACH_R600_RV710"),
    r600("rv730", 0x006, "EF_AMDGPU_MACH_R600_RV730"),
    r600("rv770", 0x007, "EF_AMDGPU_MACH_R600_RV770"),
    r600("cedar", 0x008, "EF_AMDGPU_MACH_R600_CEDAR"),
    r600("cypress", 0x009, "EF_AMDGPU_MACH_R600_CYPRESS"),
    r600("juniper", 0x00a, "EF_AMDGPU_MACH_R600_JUNIPER"),
    r600("redwood", 0x00b, "EF_AMDGPU_MACH_R600_REDWOOD"),
    r600("sumo", 0x00c, "EF_AMDGPU_MACH_R600_SUMO"),
    r600("barts", 0x00d, "EF_AMDGPU_MACH_R600_BARTS"),
    r600("caicos", 0x00e, "EF_AMDGPU_MACH_R600_CAICOS"),
    r600("cayman", 0x00f, "EF_AMDGPU_MACH_R600_CAYMAN"),
    r600("turks", 0x010, "EF_AMDGPU_MACH_R600_TURKS"),
    // GCN GFX6 (Southern Islands): "Does not support generic address space".
    row("gfx600", &["tahiti"], 0x020, "EF_AMDGPU_MACH_AMDGCN_GFX600", G::Gfx6, Dgpu, NO_FEATURES, Unsupported, false),
    row("gfx601", &["pitcairn", "verde"], 0x021, "EF_AMDGPU_MACH_AMDGCN_GFX601", G::Gfx6, Dgpu, NO_FEATURES, Unsupported, false),
    row("gfx602", &["hainan", "oland"], 0x03a, "EF_AMDGPU_MACH_AMDGCN_GFX602", G::Gfx6, Dgpu, NO_FEATURES, Unsupported, false),
    // GCN GFX7 (Sea Islands): offset flat scratch.
    row("gfx700", &["kaveri"], 0x022, "EF_AMDGPU_MACH_AMDGCN_GFX700", G::Gfx7, Apu, NO_FEATURES, Offset, false),
    row("gfx701", &["hawaii"], 0x023, "EF_AMDGPU_MACH_AMDGCN_GFX701", G::Gfx7, Dgpu, NO_FEATURES, Offset, false),
    row("gfx702", &[], 0x024, "EF_AMDGPU_MACH_AMDGCN_GFX702", G::Gfx7, Dgpu, NO_FEATURES, Offset, false),
    row("gfx703", &["kabini", "mullins"], 0x025, "EF_AMDGPU_MACH_AMDGCN_GFX703", G::Gfx7, Apu, NO_FEATURES, Offset, false),
    row("gfx704", &["bonaire"], 0x026, "EF_AMDGPU_MACH_AMDGCN_GFX704", G::Gfx7, Dgpu, NO_FEATURES, Offset, false),
    row("gfx705", &[], 0x03b, "EF_AMDGPU_MACH_AMDGCN_GFX705", G::Gfx7, Apu, NO_FEATURES, Offset, false),
    // GCN GFX8 (Volcanic Islands): offset flat scratch. The gfx803 "fiji" row leaves Target
    // Properties blank, but its polaris10/polaris11 rows (same processor) say offset.
    row("gfx801", &["carrizo"], 0x028, "EF_AMDGPU_MACH_AMDGCN_GFX801", G::Gfx8, Apu, XNACK, Offset, false),
    row("gfx802", &["iceland", "tonga"], 0x029, "EF_AMDGPU_MACH_AMDGCN_GFX802", G::Gfx8, Dgpu, NO_FEATURES, Offset, false),
    row("gfx803", &["fiji", "polaris10", "polaris11"], 0x02a, "EF_AMDGPU_MACH_AMDGCN_GFX803", G::Gfx8, Dgpu, NO_FEATURES, Offset, false),
    row("gfx805", &["tongapro"], 0x03c, "EF_AMDGPU_MACH_AMDGCN_GFX805", G::Gfx8, Dgpu, NO_FEATURES, Offset, false),
    row("gfx810", &["stoney"], 0x02b, "EF_AMDGPU_MACH_AMDGCN_GFX810", G::Gfx8, Apu, XNACK, Offset, false),
    // GCN GFX9 (Vega, CDNA): absolute flat scratch up to gfx90c (gfx904 leaves the column
    // blank; the Flat Scratch section's GFX9 rule applies), architected from gfx940.
    row("gfx900", &[], 0x02c, "EF_AMDGPU_MACH_AMDGCN_GFX900", G::Gfx9, Dgpu, XNACK, Absolute, false),
    row("gfx902", &[], 0x02d, "EF_AMDGPU_MACH_AMDGCN_GFX902", G::Gfx9, Apu, XNACK, Absolute, false),
    row("gfx904", &[], 0x02e, "EF_AMDGPU_MACH_AMDGCN_GFX904", G::Gfx9, Dgpu, XNACK, Absolute, false),
    row("gfx906", &[], 0x02f, "EF_AMDGPU_MACH_AMDGCN_GFX906", G::Gfx9, Dgpu, SRAMECC_XNACK, Absolute, false),
    row("gfx908", &[], 0x030, "EF_AMDGPU_MACH_AMDGCN_GFX908", G::Gfx9, Dgpu, SRAMECC_XNACK, Absolute, false),
    row("gfx909", &[], 0x031, "EF_AMDGPU_MACH_AMDGCN_GFX909", G::Gfx9, Apu, XNACK, Absolute, false),
    row("gfx90a", &[], 0x03f, "EF_AMDGPU_MACH_AMDGCN_GFX90A", G::Gfx90a, Dgpu, CDNA, Absolute, true),
    row("gfx90c", &[], 0x032, "EF_AMDGPU_MACH_AMDGCN_GFX90C", G::Gfx9, Apu, XNACK, Absolute, false),
    row("gfx940", &[], 0x040, "EF_AMDGPU_MACH_AMDGCN_GFX940", G::Gfx940, Dgpu, CDNA, Architected, true),
    row("gfx941", &[], 0x04b, "EF_AMDGPU_MACH_AMDGCN_GFX941", G::Gfx940, Dgpu, CDNA, Architected, true),
    row("gfx942", &[], 0x04c, "EF_AMDGPU_MACH_AMDGCN_GFX942", G::Gfx940, Dgpu, CDNA, Architected, true),
    row("gfx950", &[], 0x04f, "EF_AMDGPU_MACH_AMDGCN_GFX950", G::Gfx940, Dgpu, CDNA, Architected, true),
    // GCN GFX10.1 (RDNA 1): absolute flat scratch.
    row("gfx1010", &[], 0x033, "EF_AMDGPU_MACH_AMDGCN_GFX1010", G::Gfx10_1, Dgpu, RDNA1, Absolute, false),
    row("gfx1011", &[], 0x034, "EF_AMDGPU_MACH_AMDGCN_GFX1011", G::Gfx10_1, Dgpu, RDNA1, Absolute, false),
    row("gfx1012", &[], 0x035, "EF_AMDGPU_MACH_AMDGCN_GFX1012", G::Gfx10_1, Dgpu, RDNA1, Absolute, false),
    row("gfx1013", &[], 0x042, "EF_AMDGPU_MACH_AMDGCN_GFX1013", G::Gfx10_1, Apu, RDNA1, Absolute, false),
    // GCN GFX10.3 (RDNA 2): absolute flat scratch.
    row("gfx1030", &[], 0x036, "EF_AMDGPU_MACH_AMDGCN_GFX1030", G::Gfx10_3, Dgpu, RDNA, Absolute, false),
    row("gfx1031", &[], 0x037, "EF_AMDGPU_MACH_AMDGCN_GFX1031", G::Gfx10_3, Dgpu, RDNA, Absolute, false),
    row("gfx1032", &[], 0x038, "EF_AMDGPU_MACH_AMDGCN_GFX1032", G::Gfx10_3, Dgpu, RDNA, Absolute, false),
    row("gfx1033", &[], 0x039, "EF_AMDGPU_MACH_AMDGCN_GFX1033", G::Gfx10_3, Apu, RDNA, Absolute, false),
    row("gfx1034", &[], 0x03e, "EF_AMDGPU_MACH_AMDGCN_GFX1034", G::Gfx10_3, Dgpu, RDNA, Absolute, false),
    row("gfx1035", &[], 0x03d, "EF_AMDGPU_MACH_AMDGCN_GFX1035", G::Gfx10_3, Apu, RDNA, Absolute, false),
    row("gfx1036", &[], 0x045, "EF_AMDGPU_MACH_AMDGCN_GFX1036", G::Gfx10_3, Apu, RDNA, Absolute, false),
    // GCN GFX11 (RDNA 3, RDNA 3.5): architected flat scratch, packed work-item IDs.
    row("gfx1100", &[], 0x041, "EF_AMDGPU_MACH_AMDGCN_GFX1100", G::Gfx11, Dgpu, RDNA, Architected, true),
    row("gfx1101", &[], 0x046, "EF_AMDGPU_MACH_AMDGCN_GFX1101", G::Gfx11, Dgpu, RDNA, Architected, true),
    row("gfx1102", &[], 0x047, "EF_AMDGPU_MACH_AMDGCN_GFX1102", G::Gfx11, Dgpu, RDNA, Architected, true),
    row("gfx1103", &[], 0x044, "EF_AMDGPU_MACH_AMDGCN_GFX1103", G::Gfx11, Apu, RDNA, Architected, true),
    row("gfx1150", &[], 0x043, "EF_AMDGPU_MACH_AMDGCN_GFX1150", G::Gfx11, Apu, RDNA, Architected, true),
    row("gfx1151", &[], 0x04a, "EF_AMDGPU_MACH_AMDGCN_GFX1151", G::Gfx11, Apu, RDNA, Architected, true),
    row("gfx1152", &[], 0x055, "EF_AMDGPU_MACH_AMDGCN_GFX1152", G::Gfx11, Apu, RDNA, Architected, true),
    row("gfx1153", &[], 0x058, "EF_AMDGPU_MACH_AMDGCN_GFX1153", G::Gfx11, Apu, RDNA, Architected, true),
    // GFX12 (listed under the RDNA 3.5 heading in this ABI revision, but numbered GFX12 and
    // with GFX12 kernel-descriptor rules).
    row("gfx1200", &[], 0x048, "EF_AMDGPU_MACH_AMDGCN_GFX1200", G::Gfx12, Dgpu, RDNA, Architected, true),
    row("gfx1201", &[], 0x04e, "EF_AMDGPU_MACH_AMDGCN_GFX1201", G::Gfx12, Dgpu, RDNA, Architected, true),
    // Generic processors (code object V6 and later).
    generic(
        "gfx9-generic", 0x051, "EF_AMDGPU_MACH_AMDGCN_GFX9_GENERIC", G::Gfx9, XNACK, Absolute, false,
        &[m("gfx900"), m("gfx902"), m("gfx904"), m("gfx906"), m("gfx909"), m("gfx90c")],
    ),
    // The generic table says "Absolute flat scratch" for gfx9-4-generic, but every processor
    // it supports has architected flat scratch and packed work-item IDs, and code for it must
    // follow the hardware's rules (no private segment buffer SGPRs), so hdb records the
    // properties of the processors it runs on.
    generic(
        "gfx9-4-generic", 0x05f, "EF_AMDGPU_MACH_AMDGCN_GFX9_4_GENERIC", G::Gfx940, SRAMECC_XNACK, Architected, true,
        &[m("gfx940"), m("gfx941"), m("gfx942"), m("gfx950")],
    ),
    generic(
        "gfx10-1-generic", 0x052, "EF_AMDGPU_MACH_AMDGCN_GFX10_1_GENERIC", G::Gfx10_1, RDNA1, Absolute, false,
        &[m("gfx1010"), m("gfx1011"), m("gfx1012"), m("gfx1013")],
    ),
    generic(
        "gfx10-3-generic", 0x053, "EF_AMDGPU_MACH_AMDGCN_GFX10_3_GENERIC", G::Gfx10_3, RDNA, Absolute, false,
        &[m("gfx1030"), m("gfx1031"), m("gfx1032"), m("gfx1033"), m("gfx1034"), m("gfx1035"), m("gfx1036")],
    ),
    generic(
        "gfx11-generic", 0x054, "EF_AMDGPU_MACH_AMDGCN_GFX11_GENERIC", G::Gfx11, RDNA, Architected, true,
        &[
            m("gfx1100"), m("gfx1101"), m("gfx1102"), m("gfx1103"),
            m("gfx1150"), m("gfx1151"), m("gfx1152"), m("gfx1153"),
        ],
    ),
    generic(
        "gfx12-generic", 0x059, "EF_AMDGPU_MACH_AMDGCN_GFX12_GENERIC", G::Gfx12, RDNA, Architected, true,
        &[m("gfx1200"), m("gfx1201")],
    ),
];

/// How a processor holds accumulation registers (AGPRs, `a0`..`a255`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AgprFile {
    /// No AGPRs (every processor but the ones below).
    None,
    /// gfx908: a file of its own, allocated as large as the VGPR file.
    Separate,
    /// gfx90a and the gfx940 family: one file, ArchVGPRs then AccVGPRs from the kernel
    /// descriptor's `ACCUM_OFFSET`.
    Unified,
}

impl AgprFile {
    /// Whether the processor has AGPRs at all.
    pub const fn exists(self) -> bool {
        !matches!(self, AgprFile::None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// KFD's published values (`kfd_dbg_device_info_entry.gfx_target_version`) and their
    /// inverse; every real processor's version is unique.
    #[test]
    fn gfx_target_versions() {
        for (name, v) in [
            ("gfx900", 90000),
            ("gfx90a", 90010),
            ("gfx942", 90402),
            ("gfx1030", 100300),
            ("gfx1100", 110000),
            ("gfx1201", 120001),
        ] {
            let p = Processor::by_name(name).unwrap();
            assert_eq!(p.gfx_target_version(), Some(v), "{name}");
            assert_eq!(Processor::by_gfx_target_version(v).unwrap().name, name);
        }
        assert_eq!(
            Processor::by_name("gfx9-generic")
                .unwrap()
                .gfx_target_version(),
            None
        );
        let mut seen = std::collections::HashSet::new();
        for p in Processor::all()
            .iter()
            .filter(|p| p.gfx_target_version().is_some())
        {
            assert!(
                seen.insert(p.gfx_target_version()),
                "{} repeats a version",
                p.name
            );
        }
    }

    /// The ABI's processors table restated, one line per row:
    /// `name | alternative names | MACH | generation | dGPU/APU | features | flat scratch |
    /// packed work-item IDs`. Feature letters: x xnack, s sramecc, t tgsplit, c cumode,
    /// w wavefrontsize64, k kernarg preload.
    const ABI_TABLE: &str = "
        r600    |                          | 0x001 | R600    | dGPU |      | none  | -
        r630    |                          | 0x002 | R600    | dGPU |      | none  | -
        rs880   |                          | 0x003 | R600    | dGPU |      | none  | -
        rv670   |                          | 0x004 | R600    | dGPU |      | none  | -
        rv710   |                          | 0x005 | R600    | dGPU |      | none  | -
        rv730   |                          | 0x006 | R600    | dGPU |      | none  | -
        rv770   |                          | 0x007 | R600    | dGPU |      | none  | -
        cedar   |                          | 0x008 | R600    | dGPU |      | none  | -
        cypress |                          | 0x009 | R600    | dGPU |      | none  | -
        juniper |                          | 0x00a | R600    | dGPU |      | none  | -
        redwood |                          | 0x00b | R600    | dGPU |      | none  | -
        sumo    |                          | 0x00c | R600    | dGPU |      | none  | -
        barts   |                          | 0x00d | R600    | dGPU |      | none  | -
        caicos  |                          | 0x00e | R600    | dGPU |      | none  | -
        cayman  |                          | 0x00f | R600    | dGPU |      | none  | -
        turks   |                          | 0x010 | R600    | dGPU |      | none  | -
        gfx600  | tahiti                   | 0x020 | GFX6    | dGPU |      | none  | -
        gfx601  | pitcairn verde           | 0x021 | GFX6    | dGPU |      | none  | -
        gfx602  | hainan oland             | 0x03a | GFX6    | dGPU |      | none  | -
        gfx700  | kaveri                   | 0x022 | GFX7    | APU  |      | offset | -
        gfx701  | hawaii                   | 0x023 | GFX7    | dGPU |      | offset | -
        gfx702  |                          | 0x024 | GFX7    | dGPU |      | offset | -
        gfx703  | kabini mullins           | 0x025 | GFX7    | APU  |      | offset | -
        gfx704  | bonaire                  | 0x026 | GFX7    | dGPU |      | offset | -
        gfx705  |                          | 0x03b | GFX7    | APU  |      | offset | -
        gfx801  | carrizo                  | 0x028 | GFX8    | APU  | x    | offset | -
        gfx802  | iceland tonga            | 0x029 | GFX8    | dGPU |      | offset | -
        gfx803  | fiji polaris10 polaris11 | 0x02a | GFX8    | dGPU |      | offset | -
        gfx805  | tongapro                 | 0x03c | GFX8    | dGPU |      | offset | -
        gfx810  | stoney                   | 0x02b | GFX8    | APU  | x    | offset | -
        gfx900  |                          | 0x02c | GFX9    | dGPU | x    | absolute | -
        gfx902  |                          | 0x02d | GFX9    | APU  | x    | absolute | -
        gfx904  |                          | 0x02e | GFX9    | dGPU | x    | absolute | -
        gfx906  |                          | 0x02f | GFX9    | dGPU | sx   | absolute | -
        gfx908  |                          | 0x030 | GFX9    | dGPU | sx   | absolute | -
        gfx909  |                          | 0x031 | GFX9    | APU  | x    | absolute | -
        gfx90a  |                          | 0x03f | GFX90A  | dGPU | stxk | absolute | packed
        gfx90c  |                          | 0x032 | GFX9    | APU  | x    | absolute | -
        gfx940  |                          | 0x040 | GFX940  | dGPU | stxk | architected | packed
        gfx941  |                          | 0x04b | GFX940  | dGPU | stxk | architected | packed
        gfx942  |                          | 0x04c | GFX940  | dGPU | stxk | architected | packed
        gfx950  |                          | 0x04f | GFX940  | dGPU | stxk | architected | packed
        gfx1010 |                          | 0x033 | GFX10.1 | dGPU | cwx  | absolute | -
        gfx1011 |                          | 0x034 | GFX10.1 | dGPU | cwx  | absolute | -
        gfx1012 |                          | 0x035 | GFX10.1 | dGPU | cwx  | absolute | -
        gfx1013 |                          | 0x042 | GFX10.1 | APU  | cwx  | absolute | -
        gfx1030 |                          | 0x036 | GFX10.3 | dGPU | cw   | absolute | -
        gfx1031 |                          | 0x037 | GFX10.3 | dGPU | cw   | absolute | -
        gfx1032 |                          | 0x038 | GFX10.3 | dGPU | cw   | absolute | -
        gfx1033 |                          | 0x039 | GFX10.3 | APU  | cw   | absolute | -
        gfx1034 |                          | 0x03e | GFX10.3 | dGPU | cw   | absolute | -
        gfx1035 |                          | 0x03d | GFX10.3 | APU  | cw   | absolute | -
        gfx1036 |                          | 0x045 | GFX10.3 | APU  | cw   | absolute | -
        gfx1100 |                          | 0x041 | GFX11   | dGPU | cw   | architected | packed
        gfx1101 |                          | 0x046 | GFX11   | dGPU | cw   | architected | packed
        gfx1102 |                          | 0x047 | GFX11   | dGPU | cw   | architected | packed
        gfx1103 |                          | 0x044 | GFX11   | APU  | cw   | architected | packed
        gfx1150 |                          | 0x043 | GFX11   | APU  | cw   | architected | packed
        gfx1151 |                          | 0x04a | GFX11   | APU  | cw   | architected | packed
        gfx1152 |                          | 0x055 | GFX11   | APU  | cw   | architected | packed
        gfx1153 |                          | 0x058 | GFX11   | APU  | cw   | architected | packed
        gfx1200 |                          | 0x048 | GFX12   | dGPU | cw   | architected | packed
        gfx1201 |                          | 0x04e | GFX12   | dGPU | cw   | architected | packed
        gfx9-generic    | | 0x051 | GFX9    | -    | x    | absolute | -
        gfx9-4-generic  | | 0x05f | GFX940  | -    | sx   | architected | packed
        gfx10-1-generic | | 0x052 | GFX10.1 | -    | cwx  | absolute | -
        gfx10-3-generic | | 0x053 | GFX10.3 | -    | cw   | absolute | -
        gfx11-generic   | | 0x054 | GFX11   | -    | cw   | architected | packed
        gfx12-generic   | | 0x059 | GFX12   | -    | cw   | architected | packed
    ";

    /// The generic processors table's "Supported Processors" column.
    const GENERIC_MEMBERS: &[(&str, &[&str])] = &[
        (
            "gfx9-generic",
            &["gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"],
        ),
        ("gfx9-4-generic", &["gfx940", "gfx941", "gfx942", "gfx950"]),
        (
            "gfx10-1-generic",
            &["gfx1010", "gfx1011", "gfx1012", "gfx1013"],
        ),
        (
            "gfx10-3-generic",
            &[
                "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036",
            ],
        ),
        (
            "gfx11-generic",
            &[
                "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152",
                "gfx1153",
            ],
        ),
        ("gfx12-generic", &["gfx1200", "gfx1201"]),
    ];

    /// `EF_AMDGPU_MACH` values the ABI marks reserved (or `NONE`).
    const RESERVED_MACH: &[u32] = &[0x000, 0x027, 0x049, 0x04d, 0x050, 0x056, 0x057];

    #[test]
    fn every_row_matches_the_abi_table() {
        let rows: Vec<Vec<&str>> = ABI_TABLE
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(|l| l.split('|').map(str::trim).collect())
            .collect();
        assert_eq!(rows.len(), PROCESSORS.len());
        for (row, p) in rows.iter().zip(PROCESSORS) {
            let [name, alts, mach, gen, dev, feats, flat, packed] = row[..] else {
                panic!("bad test row {row:?}");
            };
            assert_eq!(p.name, name);
            let alts: Vec<&str> = alts.split_whitespace().collect();
            assert_eq!(p.alt_names, &alts[..], "{name}");
            assert_eq!(
                p.mach,
                u32::from_str_radix(mach.trim_start_matches("0x"), 16).unwrap(),
                "{name}"
            );
            assert_eq!(p.generation.name(), gen, "{name}");
            let device = match dev {
                "dGPU" => Some(DeviceClass::Dgpu),
                "APU" => Some(DeviceClass::Apu),
                _ => None,
            };
            assert_eq!(p.device, device, "{name}");
            let f = TargetFeatures {
                xnack: feats.contains('x'),
                sramecc: feats.contains('s'),
                tgsplit: feats.contains('t'),
                cumode: feats.contains('c'),
                wavefrontsize64: feats.contains('w'),
                kernarg_preload: feats.contains('k'),
            };
            assert_eq!(p.features, f, "{name}");
            let fs = match flat {
                "none" => FlatScratch::Unsupported,
                "offset" => FlatScratch::Offset,
                "absolute" => FlatScratch::Absolute,
                _ => FlatScratch::Architected,
            };
            assert_eq!(p.flat_scratch, fs, "{name}");
            assert_eq!(p.packed_work_item_ids, packed == "packed", "{name}");
            // The MACH constant's name is derived from the processor name.
            let arch = if p.generation == Generation::R600 {
                "R600"
            } else {
                "AMDGCN"
            };
            let expect = format!(
                "EF_AMDGPU_MACH_{arch}_{}",
                name.to_uppercase().replace('-', "_")
            );
            assert_eq!(p.mach_name, expect);
            assert_eq!(p.is_generic(), dev == "-");
            // Lookups.
            assert_eq!(Processor::by_name(name), Some(p));
            assert_eq!(Processor::by_mach(p.mach), Some(p));
            for alt in &alts {
                assert_eq!(Processor::by_name(alt), Some(p));
            }
        }
    }

    #[test]
    fn mach_values_unique_and_reserved_unmapped() {
        for (i, a) in PROCESSORS.iter().enumerate() {
            for b in &PROCESSORS[i + 1..] {
                assert_ne!(a.mach, b.mach, "{} {}", a.name, b.name);
                assert_ne!(a.name, b.name);
            }
        }
        for &m in RESERVED_MACH {
            assert_eq!(Processor::by_mach(m), None, "{m:#x}");
        }
        for m in 0x011..=0x01f {
            assert_eq!(Processor::by_mach(m), None);
        }
        assert_eq!(Processor::by_mach(0x100), None);
        assert_eq!(Processor::by_name("gfx9999"), None);
        assert_eq!(Processor::by_name("GFX90A"), None);
        // Every MACH value from 0x001 to 0x059 is either a processor or reserved, plus 0x05f.
        for m in 0x001..=0x059u32 {
            assert!(
                Processor::by_mach(m).is_some()
                    || RESERVED_MACH.contains(&m)
                    || (0x011..=0x01f).contains(&m),
                "{m:#x}"
            );
        }
        assert_eq!(Processor::by_mach(0x05f).unwrap().name, "gfx9-4-generic");
        assert_eq!(Processor::all().len(), 16 + 47 + 6);
    }

    #[test]
    fn generic_processors() {
        for (generic, members) in GENERIC_MEMBERS {
            let g = Processor::by_name(generic).unwrap();
            let info = g.generic.unwrap();
            let names: Vec<&str> = info.supported.iter().map(|m| m.name).collect();
            assert_eq!(&names[..], *members);
            assert_eq!(info.version, 1);
            for m in *members {
                let p = Processor::by_name(m).unwrap();
                // Members share the generic target's generation family and wave sizes.
                assert_eq!(p.generation, g.generation, "{m}");
                assert_eq!(p.wave_sizes(), g.wave_sizes());
                assert!(g.generic_runs_on(1, p));
                assert!(!g.generic_runs_on(0, p));
                assert_eq!(
                    p.generic_targets().map(|t| t.name).collect::<Vec<_>>(),
                    [*generic]
                );
            }
        }
        let g = Processor::by_name("gfx9-generic").unwrap();
        // gfx908 and gfx90a are GFX9 but not members.
        assert!(!g.generic_runs_on(1, Processor::by_name("gfx908").unwrap()));
        assert!(!g.generic_runs_on(1, Processor::by_name("gfx90a").unwrap()));
        let real = Processor::by_name("gfx900").unwrap();
        assert!(!real.generic_runs_on(1, real));
    }

    #[test]
    fn derived_properties() {
        for p in Processor::all() {
            // wavefrontsize64 is a feature exactly where wave32 is native.
            assert_eq!(
                p.features.wavefrontsize64,
                p.generation.is_gfx10_plus(),
                "{}",
                p.name
            );
            match p.generation {
                Generation::R600 => {
                    assert!(p.wave_sizes().is_empty());
                    assert_eq!(p.architecture, Architecture::R600);
                    assert!(!p.supports_generic_address_space());
                }
                g if g.is_gfx10_plus() => {
                    assert_eq!(p.wave_sizes(), [WaveSize::Wave32, WaveSize::Wave64]);
                    assert_eq!(p.default_wave_size(), Some(WaveSize::Wave32));
                }
                _ => {
                    assert_eq!(p.wave_sizes(), [WaveSize::Wave64]);
                    assert_eq!(p.default_wave_size(), Some(WaveSize::Wave64));
                    assert_eq!(p.architecture, Architecture::Amdgcn);
                }
            }
            assert_eq!(
                p.architected_flat_scratch(),
                p.flat_scratch == FlatScratch::Architected
            );
        }
        assert!(Generation::Gfx9.is_gfx9_family() && Generation::Gfx940.is_gfx9_family());
        assert!(!Generation::Gfx10_1.is_gfx9_family());
        let p = Processor::by_name("gfx90a").unwrap();
        assert_eq!(p.to_string(), "gfx90a");
        assert_eq!(p.mach_name, "EF_AMDGPU_MACH_AMDGCN_GFX90A");
    }
}
