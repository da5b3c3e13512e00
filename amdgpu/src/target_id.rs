//! Target IDs: a processor plus the settings of its target-ID features (`xnack`, `sramecc`),
//! and their two encodings: the ELF header `e_flags` and the target ID string.
//!
//! ABI sections: "Target ID", "Code Object V2 to V3 Target ID", "Target Features", "ELF
//! Header" (`e_flags` tables for code object V2, V3, V4–V5 and V6+), and "Generic Processor
//! Versioning".

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::processor::{Architecture, Processor};

/// `EM_AMDGPU`: the ELF machine number for every AMDGPU processor.
pub const EM_AMDGPU: u16 = 224;
/// `ELFOSABI_NONE`.
pub const ELFOSABI_NONE: u8 = 0;
/// `ELFOSABI_AMDGPU_HSA`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `ELFOSABI_AMDGPU_PAL`.
pub const ELFOSABI_AMDGPU_PAL: u8 = 65;
/// `ELFOSABI_AMDGPU_MESA3D`.
pub const ELFOSABI_AMDGPU_MESA3D: u8 = 66;

/// `EF_AMDGPU_MACH`: processor selection mask (V3 and later).
pub const EF_AMDGPU_MACH: u32 = 0x0ff;
/// `EF_AMDGPU_FEATURE_XNACK_V2`.
pub const EF_AMDGPU_FEATURE_XNACK_V2: u32 = 0x01;
/// `EF_AMDGPU_FEATURE_TRAP_HANDLER_V2`.
pub const EF_AMDGPU_FEATURE_TRAP_HANDLER_V2: u32 = 0x02;
/// `EF_AMDGPU_FEATURE_XNACK_V3`.
pub const EF_AMDGPU_FEATURE_XNACK_V3: u32 = 0x100;
/// `EF_AMDGPU_FEATURE_SRAMECC_V3`.
pub const EF_AMDGPU_FEATURE_SRAMECC_V3: u32 = 0x200;
/// `EF_AMDGPU_FEATURE_XNACK_V4`: XNACK selection mask (V4 and later).
pub const EF_AMDGPU_FEATURE_XNACK_V4: u32 = 0x300;
/// `EF_AMDGPU_FEATURE_XNACK_UNSUPPORTED_V4`.
pub const EF_AMDGPU_FEATURE_XNACK_UNSUPPORTED_V4: u32 = 0x000;
/// `EF_AMDGPU_FEATURE_XNACK_ANY_V4`.
pub const EF_AMDGPU_FEATURE_XNACK_ANY_V4: u32 = 0x100;
/// `EF_AMDGPU_FEATURE_XNACK_OFF_V4`.
pub const EF_AMDGPU_FEATURE_XNACK_OFF_V4: u32 = 0x200;
/// `EF_AMDGPU_FEATURE_XNACK_ON_V4`.
pub const EF_AMDGPU_FEATURE_XNACK_ON_V4: u32 = 0x300;
/// `EF_AMDGPU_FEATURE_SRAMECC_V4`: SRAMECC selection mask (V4 and later).
pub const EF_AMDGPU_FEATURE_SRAMECC_V4: u32 = 0xc00;
/// `EF_AMDGPU_FEATURE_SRAMECC_UNSUPPORTED_V4`.
pub const EF_AMDGPU_FEATURE_SRAMECC_UNSUPPORTED_V4: u32 = 0x000;
/// `EF_AMDGPU_FEATURE_SRAMECC_ANY_V4`.
pub const EF_AMDGPU_FEATURE_SRAMECC_ANY_V4: u32 = 0x400;
/// `EF_AMDGPU_FEATURE_SRAMECC_OFF_V4`.
pub const EF_AMDGPU_FEATURE_SRAMECC_OFF_V4: u32 = 0x800;
/// `EF_AMDGPU_FEATURE_SRAMECC_ON_V4`.
pub const EF_AMDGPU_FEATURE_SRAMECC_ON_V4: u32 = 0xc00;
/// `EF_AMDGPU_GENERIC_VERSION_V`: generic code object version mask (V6 and later).
pub const EF_AMDGPU_GENERIC_VERSION: u32 = 0xff00_0000;
/// Shift of the generic version field.
pub const EF_AMDGPU_GENERIC_VERSION_OFFSET: u32 = 24;

/// The code object version for an HSA `EI_ABIVERSION` (`ELFABIVERSION_AMDGPU_HSA_V2` = 0 is
/// code object V2, ..., `ELFABIVERSION_AMDGPU_HSA_V6` = 4 is V6). Other values give `None`.
pub const fn hsa_code_object_version(ei_abiversion: u8) -> Option<u32> {
    match ei_abiversion {
        0..=4 => Some(ei_abiversion as u32 + 2),
        _ => None,
    }
}

/// Errors decoding or encoding target IDs.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TargetIdError {
    /// The code object version is not one this ABI defines `e_flags` for.
    #[error("unsupported code object version {0} (expected 2 or later)")]
    UnsupportedCodeObjectVersion(u32),
    /// Code object V2 has no `EF_AMDGPU_MACH`; the processor comes from the
    /// `NT_AMD_HSA_ISA_VERSION` note instead.
    #[error("code object V2 e_flags do not name a processor; use TargetId::from_v2_e_flags with the processor from the NT_AMD_HSA_ISA_VERSION note")]
    V2NeedsProcessor,
    /// No processor has this `EF_AMDGPU_MACH` value.
    #[error("unknown EF_AMDGPU_MACH value {0:#x}")]
    UnknownMach(u32),
    /// No processor has this name.
    #[error("unknown AMDGPU processor `{0}`")]
    UnknownProcessor(String),
    /// `e_flags` bits that the code object version does not define are set.
    #[error("e_flags {e_flags:#x}: bits {bits:#x} are not defined for code object V{version}")]
    UndefinedFlags {
        /// The whole `e_flags`.
        e_flags: u32,
        /// The undefined bits that were set.
        bits: u32,
        /// The code object version.
        version: u32,
    },
    /// A feature setting that the processor cannot have (e.g. `xnack+` on gfx1030, or
    /// "unsupported" on a processor that supports the feature).
    #[error("processor {processor} {what} the {feature} feature, but the target says {setting}")]
    FeatureMismatch {
        /// The processor.
        processor: &'static str,
        /// `xnack` or `sramecc`.
        feature: &'static str,
        /// "supports" or "does not support".
        what: &'static str,
        /// The offending setting.
        setting: FeatureSetting,
    },
    /// A feature name that is not a target-ID feature.
    #[error(
        "unknown target ID feature `{0}` (only `sramecc` and `xnack` may appear in a target ID)"
    )]
    UnknownFeature(String),
    /// A target ID feature without a trailing `+` or `-`.
    #[error("target ID feature `{0}` must end in `+` or `-`")]
    MalformedFeature(String),
    /// The same feature twice in one target ID.
    #[error("target ID feature `{0}` appears more than once")]
    DuplicateFeature(&'static str),
    /// A target triple that is not `<arch>-<vendor>-<os>-<environment>-<processor>`, or whose
    /// architecture does not match the processor.
    #[error("malformed target ID `{0}`")]
    MalformedTargetId(String),
    /// A generic processor in a code object version before V6.
    #[error("generic processor {processor} needs code object V6 or later (got V{version})")]
    GenericNeedsV6 {
        /// The processor.
        processor: &'static str,
        /// The code object version.
        version: u32,
    },
    /// A generic processor without a version, or with version 0 in `e_flags`.
    #[error("generic processor {0} needs a generic version between 1 and 255")]
    MissingGenericVersion(&'static str),
    /// A generic version on a non-generic processor, or one above 255.
    #[error("generic version {version} is not valid for processor {processor}")]
    BadGenericVersion {
        /// The processor.
        processor: &'static str,
        /// The version given.
        version: u32,
    },
    /// Code object V2/V3 cannot say "off" for a feature that V2 always assumes on.
    #[error("code object V{version} cannot encode {feature} {setting}")]
    NotRepresentable {
        /// The code object version.
        version: u32,
        /// The feature.
        feature: &'static str,
        /// The setting.
        setting: FeatureSetting,
    },
}

/// The setting of one target-ID feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FeatureSetting {
    /// The processor does not support the feature.
    Unsupported,
    /// Code runs with either setting (the feature was not specified).
    Any,
    /// Code requires the feature off (`feature-`).
    Off,
    /// Code requires the feature on (`feature+`).
    On,
}

impl FeatureSetting {
    /// The V4+ two-bit encoding (0 unsupported, 1 any, 2 off, 3 on).
    pub const fn v4_bits(self) -> u32 {
        match self {
            FeatureSetting::Unsupported => 0,
            FeatureSetting::Any => 1,
            FeatureSetting::Off => 2,
            FeatureSetting::On => 3,
        }
    }

    /// Decodes the V4+ two-bit encoding (only the low two bits are used).
    pub const fn from_v4_bits(bits: u32) -> FeatureSetting {
        match bits & 3 {
            0 => FeatureSetting::Unsupported,
            1 => FeatureSetting::Any,
            2 => FeatureSetting::Off,
            _ => FeatureSetting::On,
        }
    }

    /// The settings legal for a processor that does (or does not) support the feature.
    pub const fn legal(supported: bool) -> &'static [FeatureSetting] {
        if supported {
            &[FeatureSetting::Any, FeatureSetting::Off, FeatureSetting::On]
        } else {
            &[FeatureSetting::Unsupported]
        }
    }
}

impl fmt::Display for FeatureSetting {
    /// The ABI's word for the setting (`unsupported`, `any`, `off`, `on`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FeatureSetting::Unsupported => "unsupported",
            FeatureSetting::Any => "any",
            FeatureSetting::Off => "off",
            FeatureSetting::On => "on",
        })
    }
}

/// A target-ID feature (alphabetical, which is the canonical order).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Feature {
    Sramecc,
    Xnack,
}

impl Feature {
    const ALL: [Feature; 2] = [Feature::Sramecc, Feature::Xnack];

    const fn name(self) -> &'static str {
        match self {
            Feature::Sramecc => "sramecc",
            Feature::Xnack => "xnack",
        }
    }

    fn supported(self, p: &Processor) -> bool {
        match self {
            Feature::Sramecc => p.features.sramecc,
            Feature::Xnack => p.features.xnack,
        }
    }
}

/// A processor with its target-ID feature settings (and, for generic processors in code
/// object V6+, the generic version).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TargetId {
    /// The processor.
    pub processor: &'static Processor,
    /// The `xnack` setting.
    pub xnack: FeatureSetting,
    /// The `sramecc` setting.
    pub sramecc: FeatureSetting,
    /// The generic code object version (1..=255), for generic processors only.
    pub generic_version: Option<u32>,
}

impl TargetId {
    /// The processor with every supported feature at `Any` (what a target ID with no
    /// features means) and no generic version.
    pub fn new(processor: &'static Processor) -> TargetId {
        let default = |s: bool| {
            if s {
                FeatureSetting::Any
            } else {
                FeatureSetting::Unsupported
            }
        };
        TargetId {
            processor,
            xnack: default(processor.features.xnack),
            sramecc: default(processor.features.sramecc),
            generic_version: None,
        }
    }

    /// The same target ID with a generic version.
    pub fn with_generic_version(self, version: u32) -> TargetId {
        TargetId {
            generic_version: Some(version),
            ..self
        }
    }

    fn setting(&self, f: Feature) -> FeatureSetting {
        match f {
            Feature::Sramecc => self.sramecc,
            Feature::Xnack => self.xnack,
        }
    }

    fn set(&mut self, f: Feature, s: FeatureSetting) {
        match f {
            Feature::Sramecc => self.sramecc = s,
            Feature::Xnack => self.xnack = s,
        }
    }

    /// Checks each feature setting against what the processor supports, and the generic
    /// version against the processor kind.
    pub fn validate(&self) -> Result<(), TargetIdError> {
        for f in Feature::ALL {
            let s = self.setting(f);
            let supported = f.supported(self.processor);
            if supported == (s == FeatureSetting::Unsupported) {
                return Err(TargetIdError::FeatureMismatch {
                    processor: self.processor.name,
                    feature: f.name(),
                    what: if supported {
                        "supports"
                    } else {
                        "does not support"
                    },
                    setting: s,
                });
            }
        }
        match (self.processor.is_generic(), self.generic_version) {
            (_, None) | (true, Some(1..=255)) => Ok(()),
            (_, Some(version)) => Err(TargetIdError::BadGenericVersion {
                processor: self.processor.name,
                version,
            }),
        }
    }

    /// Decodes `e_flags` of a code object V3 or later (the processor comes from
    /// `EF_AMDGPU_MACH`). For V2 use [`TargetId::from_v2_e_flags`].
    ///
    /// * V3: `EF_AMDGPU_FEATURE_XNACK_V3`/`_SRAMECC_V3` mean on when set, off when clear
    ///   (unsupported if the processor lacks the feature; a set bit is then an error).
    /// * V4, V5: two-bit fields (unsupported/any/off/on) that must agree with the processor.
    /// * V6+: as V4, plus `EF_AMDGPU_GENERIC_VERSION`, which must be 1–255 for generic
    ///   processors and 0 for the rest.
    ///
    /// Bits a version does not define are an error.
    pub fn from_e_flags(e_flags: u32, code_object_version: u32) -> Result<TargetId, TargetIdError> {
        let version = code_object_version;
        let defined = match version {
            0 | 1 => return Err(TargetIdError::UnsupportedCodeObjectVersion(version)),
            2 => return Err(TargetIdError::V2NeedsProcessor),
            3 => EF_AMDGPU_MACH | EF_AMDGPU_FEATURE_XNACK_V3 | EF_AMDGPU_FEATURE_SRAMECC_V3,
            4 | 5 => EF_AMDGPU_MACH | EF_AMDGPU_FEATURE_XNACK_V4 | EF_AMDGPU_FEATURE_SRAMECC_V4,
            _ => {
                EF_AMDGPU_MACH
                    | EF_AMDGPU_FEATURE_XNACK_V4
                    | EF_AMDGPU_FEATURE_SRAMECC_V4
                    | EF_AMDGPU_GENERIC_VERSION
            }
        };
        if e_flags & !defined != 0 {
            return Err(TargetIdError::UndefinedFlags {
                e_flags,
                bits: e_flags & !defined,
                version,
            });
        }
        let mach = e_flags & EF_AMDGPU_MACH;
        let processor = Processor::by_mach(mach).ok_or(TargetIdError::UnknownMach(mach))?;
        if processor.is_generic() && version < 6 {
            return Err(TargetIdError::GenericNeedsV6 {
                processor: processor.name,
                version,
            });
        }
        let mut id = TargetId::new(processor);
        if version == 3 {
            let bit = |mask: u32, f: Feature| -> Result<FeatureSetting, TargetIdError> {
                let set = e_flags & mask != 0;
                match (f.supported(processor), set) {
                    (true, true) => Ok(FeatureSetting::On),
                    (true, false) => Ok(FeatureSetting::Off),
                    (false, false) => Ok(FeatureSetting::Unsupported),
                    (false, true) => Err(TargetIdError::FeatureMismatch {
                        processor: processor.name,
                        feature: f.name(),
                        what: "does not support",
                        setting: FeatureSetting::On,
                    }),
                }
            };
            id.xnack = bit(EF_AMDGPU_FEATURE_XNACK_V3, Feature::Xnack)?;
            id.sramecc = bit(EF_AMDGPU_FEATURE_SRAMECC_V3, Feature::Sramecc)?;
        } else {
            id.xnack = FeatureSetting::from_v4_bits((e_flags & EF_AMDGPU_FEATURE_XNACK_V4) >> 8);
            id.sramecc =
                FeatureSetting::from_v4_bits((e_flags & EF_AMDGPU_FEATURE_SRAMECC_V4) >> 10);
            if version >= 6 {
                let v = (e_flags & EF_AMDGPU_GENERIC_VERSION) >> EF_AMDGPU_GENERIC_VERSION_OFFSET;
                match (processor.is_generic(), v) {
                    (true, 0) => return Err(TargetIdError::MissingGenericVersion(processor.name)),
                    (true, v) => id.generic_version = Some(v),
                    (false, 0) => {}
                    (false, v) => {
                        return Err(TargetIdError::BadGenericVersion {
                            processor: processor.name,
                            version: v,
                        })
                    }
                }
            }
        }
        id.validate()?;
        Ok(id)
    }

    /// Decodes code object V2 `e_flags` for a processor named by the
    /// `NT_AMD_HSA_ISA_VERSION` note. `EF_AMDGPU_FEATURE_XNACK_V2` gives xnack on/off;
    /// `EF_AMDGPU_FEATURE_TRAP_HANDLER_V2` is accepted and ignored. V2 has no sramecc bit, and
    /// the ABI says unspecified sramecc in V2–V3 means code that runs with SRAMECC enabled,
    /// so a supporting processor gets `On`.
    pub fn from_v2_e_flags(
        processor: &'static Processor,
        e_flags: u32,
    ) -> Result<TargetId, TargetIdError> {
        let defined = EF_AMDGPU_FEATURE_XNACK_V2 | EF_AMDGPU_FEATURE_TRAP_HANDLER_V2;
        if e_flags & !defined != 0 {
            return Err(TargetIdError::UndefinedFlags {
                e_flags,
                bits: e_flags & !defined,
                version: 2,
            });
        }
        if processor.is_generic() {
            return Err(TargetIdError::GenericNeedsV6 {
                processor: processor.name,
                version: 2,
            });
        }
        let xnack_bit = e_flags & EF_AMDGPU_FEATURE_XNACK_V2 != 0;
        let xnack = match (processor.features.xnack, xnack_bit) {
            (true, true) => FeatureSetting::On,
            (true, false) => FeatureSetting::Off,
            (false, false) => FeatureSetting::Unsupported,
            (false, true) => {
                return Err(TargetIdError::FeatureMismatch {
                    processor: processor.name,
                    feature: "xnack",
                    what: "does not support",
                    setting: FeatureSetting::On,
                })
            }
        };
        let sramecc = if processor.features.sramecc {
            FeatureSetting::On
        } else {
            FeatureSetting::Unsupported
        };
        Ok(TargetId {
            processor,
            xnack,
            sramecc,
            generic_version: None,
        })
    }

    /// Encodes `e_flags` for a code object version (V2 gives only the xnack bit; the
    /// processor goes in the ISA note).
    ///
    /// V2 and V3 cannot represent `Any`; the ABI says it is treated as `On`. V2 cannot
    /// represent sramecc `Off`. Generic processors need V6+ and a generic version.
    pub fn to_e_flags(&self, code_object_version: u32) -> Result<u32, TargetIdError> {
        self.validate()?;
        let version = code_object_version;
        let p = self.processor;
        if version < 2 {
            return Err(TargetIdError::UnsupportedCodeObjectVersion(version));
        }
        if p.is_generic() && version < 6 {
            return Err(TargetIdError::GenericNeedsV6 {
                processor: p.name,
                version,
            });
        }
        // "Any" is "On" for V2/V3 (Target ID, "Code Object V2 to V3 Target ID").
        let on = |s: FeatureSetting| matches!(s, FeatureSetting::On | FeatureSetting::Any);
        match version {
            2 => {
                if self.sramecc == FeatureSetting::Off {
                    return Err(TargetIdError::NotRepresentable {
                        version,
                        feature: "sramecc",
                        setting: FeatureSetting::Off,
                    });
                }
                Ok(if on(self.xnack) {
                    EF_AMDGPU_FEATURE_XNACK_V2
                } else {
                    0
                })
            }
            3 => {
                let mut flags = p.mach;
                if on(self.xnack) {
                    flags |= EF_AMDGPU_FEATURE_XNACK_V3;
                }
                if on(self.sramecc) {
                    flags |= EF_AMDGPU_FEATURE_SRAMECC_V3;
                }
                Ok(flags)
            }
            _ => {
                let mut flags = p.mach | self.xnack.v4_bits() << 8 | self.sramecc.v4_bits() << 10;
                if version >= 6 && p.is_generic() {
                    let v = self
                        .generic_version
                        .ok_or(TargetIdError::MissingGenericVersion(p.name))?;
                    flags |= v << EF_AMDGPU_GENERIC_VERSION_OFFSET;
                }
                Ok(flags)
            }
        }
    }

    /// Parses a target ID: a bare `gfx90a:xnack+` or a full
    /// `amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-`. Alternative processor names and any
    /// feature order are accepted (the non-canonical form); unknown processors, unknown or
    /// repeated features, and features the processor does not support are errors.
    /// Unspecified supported features are `Any`.
    pub fn parse(s: &str) -> Result<TargetId, TargetIdError> {
        let mut parts = s.split(':');
        let head = parts.next().unwrap_or_default();
        let processor = Self::parse_head(s, head)?;
        let mut id = TargetId::new(processor);
        let mut seen = [false; 2];
        for feat in parts {
            let (name, setting) = if let Some(n) = feat.strip_suffix('+') {
                (n, FeatureSetting::On)
            } else if let Some(n) = feat.strip_suffix('-') {
                (n, FeatureSetting::Off)
            } else {
                return Err(TargetIdError::MalformedFeature(feat.to_string()));
            };
            let (index, f) = Feature::ALL
                .iter()
                .enumerate()
                .find(|(_, f)| f.name() == name)
                .ok_or_else(|| TargetIdError::UnknownFeature(name.to_string()))?;
            if std::mem::replace(&mut seen[index], true) {
                return Err(TargetIdError::DuplicateFeature(f.name()));
            }
            if !f.supported(processor) {
                return Err(TargetIdError::FeatureMismatch {
                    processor: processor.name,
                    feature: f.name(),
                    what: "does not support",
                    setting,
                });
            }
            id.set(*f, setting);
        }
        Ok(id)
    }

    /// Resolves the part before the first `:`: a processor name, or a triple
    /// `<arch>-<vendor>-<os>-<environment>-<processor>` (the processor may itself contain
    /// dashes, as in `gfx10-3-generic`).
    fn parse_head(whole: &str, head: &str) -> Result<&'static Processor, TargetIdError> {
        let is_triple = head.starts_with("amdgcn-") || head.starts_with("r600-");
        if !is_triple {
            return Processor::by_name(head)
                .ok_or_else(|| TargetIdError::UnknownProcessor(head.to_string()));
        }
        let fields: Vec<&str> = head.splitn(5, '-').collect();
        let [arch, _vendor, _os, _env, name] = fields[..] else {
            return Err(TargetIdError::MalformedTargetId(whole.to_string()));
        };
        let processor = Processor::by_name(name)
            .ok_or_else(|| TargetIdError::UnknownProcessor(name.to_string()))?;
        if processor.architecture.name() != arch {
            return Err(TargetIdError::MalformedTargetId(whole.to_string()));
        }
        Ok(processor)
    }

    /// The full target ID with the `amdhsa` triple, as in the `amdhsa.target` metadata:
    /// `amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-`.
    pub fn full_name(&self) -> String {
        let os = match self.processor.architecture {
            Architecture::Amdgcn => "amd-amdhsa",
            Architecture::R600 => "unknown-unknown",
        };
        format!("{}-{os}--{self}", self.processor.architecture)
    }

    /// The code object V2–V3 form used by the `.amdgcn_target` directive and bundle entry
    /// IDs: the processor, then `+feature` for each feature that is on or any (off and
    /// unsupported features are omitted).
    pub fn to_v2_v3_string(&self) -> String {
        let mut s = self.processor.name.to_string();
        for f in Feature::ALL {
            if matches!(self.setting(f), FeatureSetting::On | FeatureSetting::Any) {
                s.push('+');
                s.push_str(f.name());
            }
        }
        s
    }
}

impl fmt::Display for TargetId {
    /// The canonical target ID: the primary processor name, then `:feature+`/`:feature-` in
    /// alphabetical order; `Any` and unsupported features are omitted.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.processor.name)?;
        for feat in Feature::ALL {
            match self.setting(feat) {
                FeatureSetting::On => write!(f, ":{}+", feat.name())?,
                FeatureSetting::Off => write!(f, ":{}-", feat.name())?,
                FeatureSetting::Any | FeatureSetting::Unsupported => {}
            }
        }
        Ok(())
    }
}

impl FromStr for TargetId {
    type Err = TargetIdError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TargetId::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use FeatureSetting::*;

    fn p(name: &str) -> &'static Processor {
        Processor::by_name(name).unwrap()
    }

    /// Every legal (xnack, sramecc) combination for a processor.
    fn combos(proc_: &'static Processor) -> Vec<TargetId> {
        let mut out = Vec::new();
        for &x in FeatureSetting::legal(proc_.features.xnack) {
            for &s in FeatureSetting::legal(proc_.features.sramecc) {
                out.push(TargetId {
                    processor: proc_,
                    xnack: x,
                    sramecc: s,
                    generic_version: None,
                });
            }
        }
        out
    }

    #[test]
    fn producer_vectors() {
        // shared/notes/producers.md §2 (code object V4/V5).
        let cases = [
            (0x12c, "gfx900", Any, Unsupported),
            (0x52f, "gfx906", Any, Any),
            (0x53f, "gfx90a", Any, Any),
            (0x540, "gfx940", Any, Any),
            (0x54c, "gfx942", Any, Any),
            (0x36, "gfx1030", Unsupported, Unsupported),
            (0x41, "gfx1100", Unsupported, Unsupported),
            (0x48, "gfx1200", Unsupported, Unsupported),
        ];
        for (flags, name, xnack, sramecc) in cases {
            for version in [4, 5] {
                let id = TargetId::from_e_flags(flags, version).unwrap();
                assert_eq!(id.processor.name, name);
                assert_eq!((id.xnack, id.sramecc), (xnack, sramecc), "{name}");
                assert_eq!(id.generic_version, None);
                assert_eq!(id.to_e_flags(version), Ok(flags));
            }
            assert_eq!(TargetId::from_e_flags(flags, 5).unwrap().to_string(), name);
        }
        let id = TargetId::parse("amdgcn-amd-amdhsa--gfx90a").unwrap();
        assert_eq!(id.to_e_flags(5), Ok(0x53f));
        assert_eq!(id.full_name(), "amdgcn-amd-amdhsa--gfx90a");
    }

    #[test]
    fn round_trip_every_processor_and_combination() {
        let mut checked = 0;
        for proc_ in Processor::all() {
            for id in combos(proc_) {
                let generic_versions: &[Option<u32>] = if proc_.is_generic() {
                    &[Some(1), Some(2), Some(255)]
                } else {
                    &[None]
                };
                for &gv in generic_versions {
                    let id = TargetId {
                        generic_version: gv,
                        ..id
                    };
                    // V6 keeps everything, including the generic version.
                    let f6 = id.to_e_flags(6).unwrap();
                    assert_eq!(TargetId::from_e_flags(f6, 6), Ok(id));
                    assert_eq!(TargetId::from_e_flags(f6, 7), Ok(id));
                    // Strings carry no generic version.
                    let s = id.to_string();
                    let back = TargetId::parse(&s).unwrap();
                    assert_eq!(
                        TargetId {
                            generic_version: gv,
                            ..back
                        },
                        id,
                        "{s}"
                    );
                    let full = TargetId::parse(&id.full_name()).unwrap();
                    assert_eq!(
                        TargetId {
                            generic_version: gv,
                            ..full
                        },
                        id
                    );
                    checked += 1;
                }
                if proc_.is_generic() {
                    for v in [2, 3, 4, 5] {
                        assert!(matches!(
                            id.with_generic_version(1).to_e_flags(v),
                            Err(TargetIdError::GenericNeedsV6 { .. })
                        ));
                    }
                    assert_eq!(
                        id.to_e_flags(6),
                        Err(TargetIdError::MissingGenericVersion(proc_.name))
                    );
                    continue;
                }
                for v in [4, 5] {
                    let f = id.to_e_flags(v).unwrap();
                    assert_eq!(f & 0xff, proc_.mach);
                    assert_eq!(TargetId::from_e_flags(f, v), Ok(id));
                }
                // V3: Any is encoded as On.
                let f3 = id.to_e_flags(3).unwrap();
                let back = TargetId::from_e_flags(f3, 3).unwrap();
                let any_is_on = |s| if s == Any { On } else { s };
                assert_eq!(back.xnack, any_is_on(id.xnack));
                assert_eq!(back.sramecc, any_is_on(id.sramecc));
                // V2: xnack bit only; sramecc is implied on.
                if id.sramecc != Off {
                    let f2 = id.to_e_flags(2).unwrap();
                    let back = TargetId::from_v2_e_flags(proc_, f2).unwrap();
                    assert_eq!(back.xnack, any_is_on(id.xnack));
                } else {
                    assert!(id.to_e_flags(2).is_err());
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn strings() {
        let id = TargetId::parse("amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-").unwrap();
        assert_eq!((id.xnack, id.sramecc), (Off, On));
        assert_eq!(id.to_string(), "gfx90a:sramecc+:xnack-");
        assert_eq!(id.full_name(), "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-");
        assert_eq!(id.to_e_flags(5), Ok(0x3f | 0x200 | 0xc00));
        // Non-canonical order is accepted; output is canonical.
        let id = TargetId::parse("gfx908:xnack+:sramecc-").unwrap();
        assert_eq!(id.to_string(), "gfx908:sramecc-:xnack+");
        let id = TargetId::parse("gfx90a:xnack+").unwrap();
        assert_eq!((id.xnack, id.sramecc), (On, Any));
        assert_eq!(id.to_string(), "gfx90a:xnack+");
        // Alternative names resolve to the primary name.
        let id = TargetId::parse("carrizo:xnack-").unwrap();
        assert_eq!(id.to_string(), "gfx801:xnack-");
        // Generic names with dashes, in and out of triples.
        let id = TargetId::parse("amdgcn-amd-amdhsa--gfx10-3-generic").unwrap();
        assert_eq!(id.processor.name, "gfx10-3-generic");
        let id = TargetId::parse("gfx9-4-generic:sramecc-").unwrap();
        assert_eq!(id.to_string(), "gfx9-4-generic:sramecc-");
        assert_eq!(
            TargetId::parse("gfx906:xnack+").unwrap().to_v2_v3_string(),
            "gfx906+sramecc+xnack"
        );
    }

    #[test]
    fn string_errors() {
        let err = |s: &str| TargetId::parse(s).unwrap_err();
        assert_eq!(
            err("gfx9000"),
            TargetIdError::UnknownProcessor("gfx9000".into())
        );
        assert_eq!(
            err("gfx90a:foo+"),
            TargetIdError::UnknownFeature("foo".into())
        );
        assert_eq!(
            err("gfx1030:wavefrontsize64+"),
            TargetIdError::UnknownFeature("wavefrontsize64".into())
        );
        assert_eq!(
            err("gfx90a:xnack"),
            TargetIdError::MalformedFeature("xnack".into())
        );
        assert_eq!(
            err("gfx90a:xnack+:xnack-"),
            TargetIdError::DuplicateFeature("xnack")
        );
        assert!(matches!(
            err("gfx1030:xnack+"),
            TargetIdError::FeatureMismatch {
                feature: "xnack",
                ..
            }
        ));
        assert!(matches!(
            err("gfx900:sramecc-"),
            TargetIdError::FeatureMismatch {
                feature: "sramecc",
                ..
            }
        ));
        assert!(matches!(
            err("amdgcn-amd-gfx90a"),
            TargetIdError::UnknownProcessor(_) | TargetIdError::MalformedTargetId(_)
        ));
        assert!(matches!(
            err("r600-amd-amdhsa--gfx90a"),
            TargetIdError::MalformedTargetId(_)
        ));
        assert_eq!(err(""), TargetIdError::UnknownProcessor(String::new()));
        let msg = err("gfx1030:xnack+").to_string();
        assert!(msg.contains("gfx1030") && msg.contains("xnack"), "{msg}");
    }

    #[test]
    fn e_flags_errors() {
        assert_eq!(
            TargetId::from_e_flags(0x53f, 2),
            Err(TargetIdError::V2NeedsProcessor)
        );
        assert_eq!(
            TargetId::from_e_flags(0x53f, 1),
            Err(TargetIdError::UnsupportedCodeObjectVersion(1))
        );
        assert_eq!(
            TargetId::from_e_flags(0x000, 4),
            Err(TargetIdError::UnknownMach(0))
        );
        assert_eq!(
            TargetId::from_e_flags(0x027, 4),
            Err(TargetIdError::UnknownMach(0x27))
        );
        assert_eq!(
            TargetId::from_e_flags(0x050, 6),
            Err(TargetIdError::UnknownMach(0x50))
        );
        // gfx1030 supports neither feature.
        assert!(matches!(
            TargetId::from_e_flags(0x136, 4),
            Err(TargetIdError::FeatureMismatch { .. })
        ));
        assert!(matches!(
            TargetId::from_e_flags(0x136, 3),
            Err(TargetIdError::FeatureMismatch { .. })
        ));
        // gfx90a supports both; "unsupported" contradicts it.
        assert!(matches!(
            TargetId::from_e_flags(0x03f, 4),
            Err(TargetIdError::FeatureMismatch { .. })
        ));
        // Undefined bits.
        assert!(matches!(
            TargetId::from_e_flags(0x153f, 4),
            Err(TargetIdError::UndefinedFlags { bits: 0x1000, .. })
        ));
        assert!(matches!(
            TargetId::from_e_flags(0x0100_053f, 5),
            Err(TargetIdError::UndefinedFlags { .. })
        ));
        assert!(matches!(
            TargetId::from_e_flags(0x0100_053f, 6),
            Err(TargetIdError::BadGenericVersion { version: 1, .. })
        ));
        assert!(matches!(
            TargetId::from_e_flags(0x400, 3),
            Err(TargetIdError::UndefinedFlags { .. })
        ));
        // Generic processors: V6 only, version required.
        assert!(matches!(
            TargetId::from_e_flags(0x151, 5),
            Err(TargetIdError::GenericNeedsV6 { .. })
        ));
        assert_eq!(
            TargetId::from_e_flags(0x151, 6),
            Err(TargetIdError::MissingGenericVersion("gfx9-generic"))
        );
        let id = TargetId::from_e_flags(0x0100_0151, 6).unwrap();
        assert_eq!(
            (id.processor.name, id.xnack, id.generic_version),
            ("gfx9-generic", Any, Some(1))
        );
        assert!(TargetId::new(p("gfx90a"))
            .with_generic_version(3)
            .to_e_flags(6)
            .is_err());
        assert!(TargetId::new(p("gfx9-generic"))
            .with_generic_version(256)
            .to_e_flags(6)
            .is_err());
        // V2 decoding.
        let id = TargetId::from_v2_e_flags(p("gfx801"), 0x3).unwrap();
        assert_eq!(id.xnack, On);
        assert!(TargetId::from_v2_e_flags(p("gfx1030"), 0x1).is_err());
        assert!(TargetId::from_v2_e_flags(p("gfx900"), 0x100).is_err());
        assert_eq!(hsa_code_object_version(2), Some(4));
        assert_eq!(hsa_code_object_version(3), Some(5));
        assert_eq!(hsa_code_object_version(9), None);
    }
}
