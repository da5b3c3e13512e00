//! Code object V2's `amd_kernel_code_t` (ROCm "AMD Kernel Code Object amd_kernel_code_t",
//! `shared/seeds/001_48b15934225f29c6.txt`): the 256-byte header that precedes each V2
//! kernel's machine code, at the address of its `STT_AMDGPU_HSA_KERNEL` symbol.
//!
//! Every field is decoded by its ABI name. `compute_pgm_rsrc1`/`compute_pgm_rsrc2` are kept as
//! raw words so the same register decoder that reads a V3+ kernel descriptor applies to them.

use crate::bytes;
use crate::error::{Container, Error, Result};

/// Size of `amd_kernel_code_t` in bytes.
pub const AMD_KERNEL_CODE_SIZE: usize = 256;

/// The `code_properties` bit field (bits 448..479 of `amd_kernel_code_t`), one flag per ABI
/// field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CodeProperties {
    /// The raw 32-bit word.
    pub raw: u32,
}

macro_rules! flags {
    ($($(#[$doc:meta])* $name:ident = $bit:expr;)*) => {
        impl CodeProperties {
            $($(#[$doc])* pub fn $name(&self) -> bool { self.raw & (1 << $bit) != 0 })*
        }
    };
}

flags! {
    /// `enable_sgpr_private_segment_buffer` (bit 448).
    enable_sgpr_private_segment_buffer = 0;
    /// `enable_sgpr_dispatch_ptr` (bit 449).
    enable_sgpr_dispatch_ptr = 1;
    /// `enable_sgpr_queue_ptr` (bit 450).
    enable_sgpr_queue_ptr = 2;
    /// `enable_sgpr_kernarg_segment_ptr` (bit 451).
    enable_sgpr_kernarg_segment_ptr = 3;
    /// `enable_sgpr_dispatch_id` (bit 452).
    enable_sgpr_dispatch_id = 4;
    /// `enable_sgpr_flat_scratch_init` (bit 453).
    enable_sgpr_flat_scratch_init = 5;
    /// `enable_sgpr_private_segment_size` (bit 454).
    enable_sgpr_private_segment_size = 6;
    /// `enable_sgpr_grid_workgroup_count_X` (bit 455).
    enable_sgpr_grid_workgroup_count_x = 7;
    /// `enable_sgpr_grid_workgroup_count_Y` (bit 456).
    enable_sgpr_grid_workgroup_count_y = 8;
    /// `enable_sgpr_grid_workgroup_count_Z` (bit 457).
    enable_sgpr_grid_workgroup_count_z = 9;
    /// `enable_ordered_append_gds` (bit 464).
    enable_ordered_append_gds = 16;
    /// `is_ptr64` (bit 467): global addresses are 64-bit.
    is_ptr64 = 19;
    /// `is_dynamic_call_stack` (bit 468).
    is_dynamic_call_stack = 20;
    /// `is_debug_enabled` (bit 469).
    is_debug_enabled = 21;
    /// `is_xnack_enabled` (bit 470).
    is_xnack_enabled = 22;
}

impl CodeProperties {
    /// `private_element_size` (bits 465..466): the swizzle element size code
    /// (1 = 2 bytes, 2 = 4 bytes, 3 = 8 bytes... as the ABI enumerates; 0 is 2 bytes too).
    pub fn private_element_size(&self) -> u8 {
        ((self.raw >> 17) & 0x3) as u8
    }
}

/// A decoded `amd_kernel_code_t`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AmdKernelCode {
    /// `amd_code_version_major` (bits 0..31).
    pub amd_code_version_major: u32,
    /// `amd_code_version_minor` (bits 32..63).
    pub amd_code_version_minor: u32,
    /// `amd_machine_kind` (bits 64..79).
    pub amd_machine_kind: u16,
    /// `amd_machine_version_major` (bits 80..95).
    pub amd_machine_version_major: u16,
    /// `amd_machine_version_minor` (bits 96..111).
    pub amd_machine_version_minor: u16,
    /// `amd_machine_version_stepping` (bits 112..127).
    pub amd_machine_version_stepping: u16,
    /// `kernel_code_entry_byte_offset` (bits 128..191): signed offset from the start of this
    /// structure to the kernel's first instruction.
    pub kernel_code_entry_byte_offset: i64,
    /// `kernel_code_prefetch_byte_offset` (bits 192..255).
    pub kernel_code_prefetch_byte_offset: i64,
    /// `kernel_code_prefetch_byte_size` (bits 256..319).
    pub kernel_code_prefetch_byte_size: u64,
    /// `max_scratch_backing_memory_byte_size` (bits 320..383).
    pub max_scratch_backing_memory_byte_size: u64,
    /// `compute_pgm_rsrc1` (bits 384..415), the `COMPUTE_PGM_RSRC1` register value.
    pub compute_pgm_rsrc1: u32,
    /// `compute_pgm_rsrc2` (bits 416..447), the `COMPUTE_PGM_RSRC2` register value.
    pub compute_pgm_rsrc2: u32,
    /// The `enable_sgpr_*` / `is_*` bits (448..479).
    pub code_properties: CodeProperties,
    /// `workitem_private_segment_byte_size` (bits 480..511).
    pub workitem_private_segment_byte_size: u32,
    /// `workgroup_group_segment_byte_size` (bits 512..543).
    pub workgroup_group_segment_byte_size: u32,
    /// `gds_segment_byte_size` (bits 544..575).
    pub gds_segment_byte_size: u32,
    /// `kernarg_segment_byte_size` (bits 576..639).
    pub kernarg_segment_byte_size: u64,
    /// `workgroup_fbarrier_count` (bits 640..671).
    pub workgroup_fbarrier_count: u32,
    /// `wavefront_sgpr_count` (bits 672..687).
    pub wavefront_sgpr_count: u16,
    /// `workitem_vgpr_count` (bits 688..703).
    pub workitem_vgpr_count: u16,
    /// `reserved_vgpr_first` (bits 704..719).
    pub reserved_vgpr_first: u16,
    /// `reserved_vgpr_count` (bits 720..735).
    pub reserved_vgpr_count: u16,
    /// `reserved_sgpr_first` (bits 736..751).
    pub reserved_sgpr_first: u16,
    /// `reserved_sgpr_count` (bits 752..767).
    pub reserved_sgpr_count: u16,
    /// `debug_wavefront_private_segment_offset_sgpr` (bits 768..783).
    pub debug_wavefront_private_segment_offset_sgpr: u16,
    /// `debug_private_segment_buffer_sgpr` (bits 784..799).
    pub debug_private_segment_buffer_sgpr: u16,
    /// `kernarg_segment_alignment` (bits 800..807), log2 of the byte alignment.
    pub kernarg_segment_alignment: u8,
    /// `group_segment_alignment` (bits 808..815), log2.
    pub group_segment_alignment: u8,
    /// `private_segment_alignment` (bits 816..823), log2.
    pub private_segment_alignment: u8,
    /// `wavefront_size` (bits 824..831), log2 of the wavefront size (6 = wave64).
    pub wavefront_size: u8,
    /// `call_convention` (bits 832..863).
    pub call_convention: u32,
    /// `runtime_loader_kernel_symbol` (bits 960..1023), 0 in a file.
    pub runtime_loader_kernel_symbol: u64,
    /// `control_directive` (bits 1024..2047), 128 bytes kept raw.
    pub control_directive: [u8; 128],
}

impl AmdKernelCode {
    /// Decodes the first 256 bytes of `data`; `offset` is where `data` starts in the file
    /// (for the error message).
    pub fn parse(data: &[u8], offset: u64) -> Result<Self> {
        let d: &[u8; AMD_KERNEL_CODE_SIZE] = data
            .get(..AMD_KERNEL_CODE_SIZE)
            .and_then(|s| s.try_into().ok())
            .ok_or(Error::Truncated {
                container: Container::KernelDescriptor,
                what: "amd_kernel_code_t",
                offset,
                needed: AMD_KERNEL_CODE_SIZE as u64,
                available: data.len() as u64,
            })?;
        // All offsets are below 256, so every read is in range.
        let u16_ = |o| bytes::u16_at(d, o).unwrap_or(0);
        let u32_ = |o| bytes::u32_at(d, o).unwrap_or(0);
        let u64_ = |o| bytes::u64_at(d, o).unwrap_or(0);
        let i64_ = |o| bytes::i64_at(d, o).unwrap_or(0);
        let mut control_directive = [0u8; 128];
        control_directive.copy_from_slice(&d[128..256]);
        Ok(AmdKernelCode {
            amd_code_version_major: u32_(0),
            amd_code_version_minor: u32_(4),
            amd_machine_kind: u16_(8),
            amd_machine_version_major: u16_(10),
            amd_machine_version_minor: u16_(12),
            amd_machine_version_stepping: u16_(14),
            kernel_code_entry_byte_offset: i64_(16),
            kernel_code_prefetch_byte_offset: i64_(24),
            kernel_code_prefetch_byte_size: u64_(32),
            max_scratch_backing_memory_byte_size: u64_(40),
            compute_pgm_rsrc1: u32_(48),
            compute_pgm_rsrc2: u32_(52),
            code_properties: CodeProperties { raw: u32_(56) },
            workitem_private_segment_byte_size: u32_(60),
            workgroup_group_segment_byte_size: u32_(64),
            gds_segment_byte_size: u32_(68),
            kernarg_segment_byte_size: u64_(72),
            workgroup_fbarrier_count: u32_(80),
            wavefront_sgpr_count: u16_(84),
            workitem_vgpr_count: u16_(86),
            reserved_vgpr_first: u16_(88),
            reserved_vgpr_count: u16_(90),
            reserved_sgpr_first: u16_(92),
            reserved_sgpr_count: u16_(94),
            debug_wavefront_private_segment_offset_sgpr: u16_(96),
            debug_private_segment_buffer_sgpr: u16_(98),
            kernarg_segment_alignment: d[100],
            group_segment_alignment: d[101],
            private_segment_alignment: d[102],
            wavefront_size: d[103],
            call_convention: u32_(104),
            runtime_loader_kernel_symbol: u64_(120),
            control_directive,
        })
    }

    /// Every scalar field by its ABI name, in layout order (`control_directive` is left out: it
    /// is 128 raw bytes). Signed offsets are given as their two's-complement bits.
    pub fn fields(&self) -> [(&'static str, u64); 31] {
        [
            (
                "amd_code_version_major",
                u64::from(self.amd_code_version_major),
            ),
            (
                "amd_code_version_minor",
                u64::from(self.amd_code_version_minor),
            ),
            ("amd_machine_kind", u64::from(self.amd_machine_kind)),
            (
                "amd_machine_version_major",
                u64::from(self.amd_machine_version_major),
            ),
            (
                "amd_machine_version_minor",
                u64::from(self.amd_machine_version_minor),
            ),
            (
                "amd_machine_version_stepping",
                u64::from(self.amd_machine_version_stepping),
            ),
            (
                "kernel_code_entry_byte_offset",
                self.kernel_code_entry_byte_offset as u64,
            ),
            (
                "kernel_code_prefetch_byte_offset",
                self.kernel_code_prefetch_byte_offset as u64,
            ),
            (
                "kernel_code_prefetch_byte_size",
                self.kernel_code_prefetch_byte_size,
            ),
            (
                "max_scratch_backing_memory_byte_size",
                self.max_scratch_backing_memory_byte_size,
            ),
            ("compute_pgm_rsrc1", u64::from(self.compute_pgm_rsrc1)),
            ("compute_pgm_rsrc2", u64::from(self.compute_pgm_rsrc2)),
            ("code_properties", u64::from(self.code_properties.raw)),
            (
                "workitem_private_segment_byte_size",
                u64::from(self.workitem_private_segment_byte_size),
            ),
            (
                "workgroup_group_segment_byte_size",
                u64::from(self.workgroup_group_segment_byte_size),
            ),
            (
                "gds_segment_byte_size",
                u64::from(self.gds_segment_byte_size),
            ),
            ("kernarg_segment_byte_size", self.kernarg_segment_byte_size),
            (
                "workgroup_fbarrier_count",
                u64::from(self.workgroup_fbarrier_count),
            ),
            ("wavefront_sgpr_count", u64::from(self.wavefront_sgpr_count)),
            ("workitem_vgpr_count", u64::from(self.workitem_vgpr_count)),
            ("reserved_vgpr_first", u64::from(self.reserved_vgpr_first)),
            ("reserved_vgpr_count", u64::from(self.reserved_vgpr_count)),
            ("reserved_sgpr_first", u64::from(self.reserved_sgpr_first)),
            ("reserved_sgpr_count", u64::from(self.reserved_sgpr_count)),
            (
                "debug_wavefront_private_segment_offset_sgpr",
                u64::from(self.debug_wavefront_private_segment_offset_sgpr),
            ),
            (
                "debug_private_segment_buffer_sgpr",
                u64::from(self.debug_private_segment_buffer_sgpr),
            ),
            (
                "kernarg_segment_alignment",
                u64::from(self.kernarg_segment_alignment),
            ),
            (
                "group_segment_alignment",
                u64::from(self.group_segment_alignment),
            ),
            (
                "private_segment_alignment",
                u64::from(self.private_segment_alignment),
            ),
            ("wavefront_size", u64::from(self.wavefront_size)),
            ("call_convention", u64::from(self.call_convention)),
        ]
    }

    /// The wavefront size in lanes (`1 << wavefront_size`), or `None` if the log2 is absurd.
    pub fn wavefront_lanes(&self) -> Option<u32> {
        1u32.checked_shl(u32::from(self.wavefront_size))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn sample() -> Vec<u8> {
        let mut d = vec![0u8; 256];
        d[0..4].copy_from_slice(&1u32.to_le_bytes());
        d[4..8].copy_from_slice(&1u32.to_le_bytes());
        d[8..10].copy_from_slice(&1u16.to_le_bytes());
        d[10..12].copy_from_slice(&9u16.to_le_bytes());
        d[14..16].copy_from_slice(&6u16.to_le_bytes());
        d[16..24].copy_from_slice(&256i64.to_le_bytes());
        d[48..52].copy_from_slice(&0x00af_0145u32.to_le_bytes());
        d[52..56].copy_from_slice(&0x95u32.to_le_bytes());
        d[56..60].copy_from_slice(&((1u32 << 0) | (1 << 3) | (1 << 19) | (2 << 17)).to_le_bytes());
        d[60..64].copy_from_slice(&32u32.to_le_bytes());
        d[72..80].copy_from_slice(&28u64.to_le_bytes());
        d[84..86].copy_from_slice(&46u16.to_le_bytes());
        d[86..88].copy_from_slice(&44u16.to_le_bytes());
        d[100] = 4;
        d[103] = 6;
        d[120..128].copy_from_slice(&0x1234u64.to_le_bytes());
        d[255] = 0xee;
        d
    }

    #[test]
    fn decodes_fields_by_name() {
        let k = AmdKernelCode::parse(&sample(), 0).unwrap();
        assert_eq!(k.amd_code_version_major, 1);
        assert_eq!(k.amd_machine_version_major, 9);
        assert_eq!(k.amd_machine_version_stepping, 6);
        assert_eq!(k.kernel_code_entry_byte_offset, 256);
        assert_eq!(k.compute_pgm_rsrc1, 0x00af_0145);
        assert_eq!(k.compute_pgm_rsrc2, 0x95);
        assert!(k.code_properties.enable_sgpr_private_segment_buffer());
        assert!(k.code_properties.enable_sgpr_kernarg_segment_ptr());
        assert!(!k.code_properties.enable_sgpr_dispatch_ptr());
        assert!(k.code_properties.is_ptr64());
        assert_eq!(k.code_properties.private_element_size(), 2);
        assert_eq!(k.workitem_private_segment_byte_size, 32);
        assert_eq!(k.kernarg_segment_byte_size, 28);
        assert_eq!(k.wavefront_sgpr_count, 46);
        assert_eq!(k.workitem_vgpr_count, 44);
        assert_eq!(k.kernarg_segment_alignment, 4);
        assert_eq!(k.wavefront_lanes(), Some(64));
        assert_eq!(k.runtime_loader_kernel_symbol, 0x1234);
        assert_eq!(k.control_directive[127], 0xee);
    }

    #[test]
    fn short_input_is_an_error() {
        let err = AmdKernelCode::parse(&sample()[..255], 0x40).unwrap_err();
        assert!(matches!(
            err,
            Error::Truncated {
                offset: 0x40,
                needed: 256,
                available: 255,
                ..
            }
        ));
        let mut d = sample();
        d[103] = 200;
        assert_eq!(AmdKernelCode::parse(&d, 0).unwrap().wavefront_lanes(), None);
    }
}
