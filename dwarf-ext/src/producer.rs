//! Who wrote a compilation unit, and the conventions that follow from it: the vendor
//! attribute codes, the encoding of the `DW_OP_LLVM_*` operations, the upstream-clang
//! `xderef` address classes and the frame-base scaling (notes `producers.md` §3, §5, §9;
//! `dwarf-ext.md` §1.2, §5 item 1).
//!
//! Every choice here can be overridden by the caller ([`crate::debuginfo::LoadOptions`]); the
//! producer string only supplies defaults.

use amdgpu::Processor;
use gimli::DwAt;

use crate::eval::{FrameBaseConvention, XderefConvention};
use crate::op::Encoding;

/// The attribute codes of the heterogeneous-debugging attributes. The published extension
/// and AMD's LLVM fork disagree (and the published codes clash with upstream LLVM's ptrauth
/// attributes), so the table is data: [`VendorAttributes::FORK`] or
/// [`VendorAttributes::SPEC`], or the caller's own. `None` means "no code": the attribute is
/// never recognised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VendorAttributes {
    /// `DW_AT_LLVM_active_lane`.
    pub active_lane: Option<u16>,
    /// `DW_AT_LLVM_augmentation`.
    pub augmentation: Option<u16>,
    /// `DW_AT_LLVM_lanes`.
    pub lanes: Option<u16>,
    /// `DW_AT_LLVM_lane_pc`.
    pub lane_pc: Option<u16>,
    /// `DW_AT_LLVM_vector_size`.
    pub vector_size: Option<u16>,
    /// `DW_AT_LLVM_iterations`.
    pub iterations: Option<u16>,
    /// `DW_AT_LLVM_address_space`.
    pub address_space: Option<u16>,
    /// `DW_AT_LLVM_memory_space`.
    pub memory_space: Option<u16>,
}

/// One of the vendor attributes, by meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VendorAttribute {
    /// `DW_AT_LLVM_active_lane`.
    ActiveLane,
    /// `DW_AT_LLVM_augmentation`.
    Augmentation,
    /// `DW_AT_LLVM_lanes`.
    Lanes,
    /// `DW_AT_LLVM_lane_pc`.
    LanePc,
    /// `DW_AT_LLVM_vector_size`.
    VectorSize,
    /// `DW_AT_LLVM_iterations`.
    Iterations,
    /// `DW_AT_LLVM_address_space`.
    AddressSpace,
    /// `DW_AT_LLVM_memory_space`.
    MemorySpace,
}

impl VendorAttribute {
    /// The attribute's name.
    pub fn name(self) -> &'static str {
        match self {
            VendorAttribute::ActiveLane => "DW_AT_LLVM_active_lane",
            VendorAttribute::Augmentation => "DW_AT_LLVM_augmentation",
            VendorAttribute::Lanes => "DW_AT_LLVM_lanes",
            VendorAttribute::LanePc => "DW_AT_LLVM_lane_pc",
            VendorAttribute::VectorSize => "DW_AT_LLVM_vector_size",
            VendorAttribute::Iterations => "DW_AT_LLVM_iterations",
            VendorAttribute::AddressSpace => "DW_AT_LLVM_address_space",
            VendorAttribute::MemorySpace => "DW_AT_LLVM_memory_space",
        }
    }
}

impl VendorAttributes {
    /// AMD's LLVM fork (`llvm::dwarf::AttributeString` of the fork, producers.md §3):
    /// memory_space 0x3e0f, address_space 0x3e10, lanes 0x3e11, lane_pc 0x3e12,
    /// vector_size 0x3e13; no code for active_lane, augmentation or iterations. The only
    /// codes real output uses.
    pub const FORK: VendorAttributes = VendorAttributes {
        active_lane: None,
        augmentation: None,
        lanes: Some(0x3e11),
        lane_pc: Some(0x3e12),
        vector_size: Some(0x3e13),
        iterations: None,
        address_space: Some(0x3e10),
        memory_space: Some(0x3e0f),
    };

    /// The published extension (dwarf-ext.md §1.2): active_lane 0x3e08, augmentation 0x3e09,
    /// lanes 0x3e0a, lane_pc 0x3e0b, vector_size 0x3e0c. `iterations` duplicates `lanes`'
    /// 0x3e0a in the text (a spec bug), so it gets no code here; address_space and
    /// memory_space are "TBA".
    pub const SPEC: VendorAttributes = VendorAttributes {
        active_lane: Some(0x3e08),
        augmentation: Some(0x3e09),
        lanes: Some(0x3e0a),
        lane_pc: Some(0x3e0b),
        vector_size: Some(0x3e0c),
        iterations: None,
        address_space: None,
        memory_space: None,
    };

    /// The code a unit's `DW_AT_LLVM_augmentation` is looked for under: the published one
    /// (the fork has none).
    pub const AUGMENTATION: DwAt = DwAt(0x3e09);

    /// The table a compilation unit's `DW_AT_LLVM_augmentation` string announces: an
    /// `[amdgpu:vX.Y]` augmentation (AMDGPUUsage, "DWARF Debug Information") is written
    /// under the published codes, so the unit uses [`VendorAttributes::SPEC`], with the
    /// fork's codes for the two attributes the publication leaves "TBA" (address_space,
    /// memory_space: no published code can mean anything else). Upstream LLVM's attribute
    /// at the augmentation's code (`DW_AT_LLVM_ptrauth_authenticates_null_values`) is a
    /// flag, never a string, so the two cannot be confused.
    pub fn announced_by(augmentation: &str) -> Option<VendorAttributes> {
        augmentation
            .contains("[amdgpu:")
            .then_some(VendorAttributes {
                address_space: VendorAttributes::FORK.address_space,
                memory_space: VendorAttributes::FORK.memory_space,
                ..VendorAttributes::SPEC
            })
    }

    fn table(&self) -> [(Option<u16>, VendorAttribute); 8] {
        [
            (self.active_lane, VendorAttribute::ActiveLane),
            (self.augmentation, VendorAttribute::Augmentation),
            (self.lanes, VendorAttribute::Lanes),
            (self.lane_pc, VendorAttribute::LanePc),
            (self.vector_size, VendorAttribute::VectorSize),
            (self.iterations, VendorAttribute::Iterations),
            (self.address_space, VendorAttribute::AddressSpace),
            (self.memory_space, VendorAttribute::MemorySpace),
        ]
    }

    /// What an attribute code means under this table.
    pub fn lookup(&self, at: DwAt) -> Option<VendorAttribute> {
        self.table()
            .into_iter()
            .find(|(code, _)| *code == Some(at.0))
            .map(|(_, a)| a)
    }

    /// The code of an attribute under this table.
    pub fn code(&self, attr: VendorAttribute) -> Option<DwAt> {
        self.table()
            .into_iter()
            .find(|(_, a)| *a == attr)
            .and_then(|(c, _)| c.map(DwAt))
    }
}

impl Default for VendorAttributes {
    fn default() -> Self {
        VendorAttributes::FORK
    }
}

/// What the `DW_AT_producer` string says about the compiler.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Producer {
    /// Upstream clang (any vendor build but AMD's), with its major version.
    Clang {
        /// The major version (14, 19, 22, ...).
        major: u32,
    },
    /// AMD's LLVM fork (`AMD clang version …`, `AMD LLVM version …`).
    AmdFork {
        /// The major version, if the string has one.
        major: Option<u32>,
    },
    /// Anything else (hand-written DWARF, other compilers, no producer).
    Other,
}

impl Producer {
    /// Classifies a producer string.
    pub fn parse(producer: &str) -> Producer {
        let major = |rest: &str| -> Option<u32> {
            let v = rest.split("version").nth(1)?.trim_start();
            v.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
        };
        if producer.contains("AMD clang") || producer.contains("AMD LLVM") {
            Producer::AmdFork {
                major: major(producer),
            }
        } else if producer.contains("clang version") {
            match major(producer) {
                Some(major) => Producer::Clang { major },
                None => Producer::Other,
            }
        } else {
            Producer::Other
        }
    }

    /// Whether this producer writes upstream clang's AMDGPU conventions (the `xderef`
    /// suffix, `DW_OP_fbreg` over a wave-scaled frame pointer).
    pub fn is_upstream_clang(&self) -> bool {
        matches!(self, Producer::Clang { .. })
    }

    /// How the `litN, swap, xderef` suffix is read: clang ≤ 19 used the old address classes
    /// (1 private, 2 local), clang 20+ the `DW_ASPACE` numbers (5, 3); the fork and others
    /// get plain DWARF 5.
    pub fn xderef(&self) -> XderefConvention {
        match self {
            Producer::Clang { major } if *major <= 19 => {
                XderefConvention::UpstreamClangLegacyClasses
            }
            Producer::Clang { .. } => XderefConvention::UpstreamClang22,
            _ => XderefConvention::Dwarf5,
        }
    }
}

/// The conventions of one compilation unit.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Conventions {
    /// The producer.
    pub producer: Producer,
    /// The encoding of the `DW_OP_LLVM_*` operations.
    pub encoding: Encoding,
    /// How the `xderef` suffix is read.
    pub xderef: XderefConvention,
    /// How `DW_OP_fbreg` reads a register frame base.
    pub frame_base: FrameBaseConvention,
    /// The vendor attribute codes.
    pub vendor: VendorAttributes,
}

impl Conventions {
    /// The defaults for a unit: from its producer string, its `DW_AT_LLVM_augmentation`
    /// (an augmentation naming `[llvm:v0.0]`-style legacy drafts is not known to exist, so
    /// only a caller chooses [`Encoding::Legacy`]) and the code object's processor.
    pub fn infer(
        producer: Option<&str>,
        processor: Option<&Processor>,
        vendor: VendorAttributes,
    ) -> Conventions {
        let producer = producer.map_or(Producer::Other, Producer::parse);
        let frame_base = match processor {
            Some(p) => FrameBaseConvention::for_target(p, producer.is_upstream_clang()),
            None => FrameBaseConvention::Dwarf5,
        };
        Conventions {
            xderef: producer.xderef(),
            encoding: Encoding::UserOps,
            frame_base,
            vendor,
            producer,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn producers_and_their_conventions() {
        let p = Producer::parse("Debian clang version 19.1.7 (3~deb12u1)");
        assert_eq!(p, Producer::Clang { major: 19 });
        assert_eq!(p.xderef(), XderefConvention::UpstreamClangLegacyClasses);
        let p = Producer::parse("Debian clang version 22.1.8 (++20250101)");
        assert_eq!(p.xderef(), XderefConvention::UpstreamClang22);
        let p = Producer::parse("AMD clang version 19.0.0git (https://github.com/RadeonOpenCompute/llvm-project roc-6.3.0)");
        assert_eq!(p, Producer::AmdFork { major: Some(19) });
        assert_eq!(p.xderef(), XderefConvention::Dwarf5);
        assert_eq!(Producer::parse("hand-written"), Producer::Other);
        let gfx90a = Processor::by_name("gfx90a").unwrap();
        let gfx942 = Processor::by_name("gfx942").unwrap();
        let v = VendorAttributes::FORK;
        let c = Conventions::infer(Some("clang version 19.1.7"), Some(gfx90a), v);
        assert_eq!(c.frame_base, FrameBaseConvention::WaveScaled);
        let c = Conventions::infer(Some("clang version 19.1.7"), Some(gfx942), v);
        assert_eq!(c.frame_base, FrameBaseConvention::PerLane);
        let c = Conventions::infer(Some("AMD clang version 19.0.0"), Some(gfx90a), v);
        assert_eq!(c.frame_base, FrameBaseConvention::Dwarf5);
    }

    #[test]
    fn vendor_tables() {
        let f = VendorAttributes::FORK;
        assert_eq!(f.lookup(DwAt(0x3e0f)), Some(VendorAttribute::MemorySpace));
        assert_eq!(f.lookup(DwAt(0x3e12)), Some(VendorAttribute::LanePc));
        assert_eq!(f.lookup(DwAt(0x3e08)), None);
        let s = VendorAttributes::SPEC;
        assert_eq!(s.lookup(DwAt(0x3e08)), Some(VendorAttribute::ActiveLane));
        assert_eq!(s.lookup(DwAt(0x3e0a)), Some(VendorAttribute::Lanes));
        assert_eq!(s.code(VendorAttribute::LanePc), Some(DwAt(0x3e0b)));
        assert_eq!(f.code(VendorAttribute::ActiveLane), None);
        let announced = VendorAttributes::announced_by("[amdgpu:v0.0]").unwrap();
        assert_eq!(
            announced.lookup(DwAt(0x3e0b)),
            Some(VendorAttribute::LanePc)
        );
        assert_eq!(
            announced.lookup(DwAt(0x3e08)),
            Some(VendorAttribute::ActiveLane)
        );
        assert_eq!(
            announced.lookup(DwAt(0x3e10)),
            Some(VendorAttribute::AddressSpace)
        );
        assert_eq!(VendorAttributes::announced_by("[llvm:v0.0]"), None);
    }
}
