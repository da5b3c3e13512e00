//! Occupancy: how many work-groups of a kernel a compute unit holds at once, limited by its
//! waves, VGPRs, SGPRs and LDS (the calculation of ROCm's occupancy API, from the kernel
//! descriptor's register counts).

use amdgpu::Processor;

use crate::devices::compute_unit;
use crate::images::KernelInfo;

/// The most work-groups a compute unit holds whatever the resources.
const MAX_BLOCKS_PER_CU: u32 = 32;

/// Work-groups of `block_size` work-items with `dynamic_shared` bytes of dynamic LDS that
/// one compute unit holds at once.
pub fn blocks_per_cu(p: &Processor, k: &KernelInfo, block_size: u32, dynamic_shared: u64) -> u32 {
    if block_size == 0 || block_size > k.max_workgroup {
        return 0;
    }
    let cu = compute_unit(p, k.wave_size);
    let waves_per_block = block_size.div_ceil(cu.wave_lanes);
    let vgprs = k.vgprs.max(1).next_multiple_of(8);
    let mut per_simd = cu.waves_per_simd.min(cu.vgprs_per_simd / vgprs);
    if cu.sgprs_per_simd > 0 {
        per_simd = per_simd.min(cu.sgprs_per_simd / k.sgprs.max(1).next_multiple_of(16));
    }
    let by_waves = per_simd * cu.simds / waves_per_block;
    let lds = u64::from(k.lds) + dynamic_shared;
    let by_lds = u64::from(cu.lds)
        .checked_div(lds)
        .map_or(u32::MAX, |n| n as u32);
    by_waves.min(by_lds).min(MAX_BLOCKS_PER_CU)
}

/// The work-group size that keeps the most work-items resident (at most `limit`, 0 for no
/// limit), and the work-groups that fill every one of `cus` compute units with it.
pub fn max_potential(
    p: &Processor,
    k: &KernelInfo,
    dynamic_shared: u64,
    limit: u32,
    cus: u32,
) -> (u32, u32) {
    let cu = compute_unit(p, k.wave_size);
    let top = if limit == 0 {
        k.max_workgroup
    } else {
        limit.min(k.max_workgroup)
    };
    let mut best = (0u32, 0u32);
    let mut size = top - top % cu.wave_lanes;
    while size >= cu.wave_lanes {
        let blocks = blocks_per_cu(p, k, size, dynamic_shared);
        if blocks * size > best.0 * best.1 {
            best = (blocks, size);
        }
        size -= cu.wave_lanes;
    }
    if best.1 == 0 {
        return (0, 0);
    }
    (best.0 * cus, best.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::KernelLayout;
    use amdgpu::WaveSize;

    fn kernel(vgprs: u32, lds: u32) -> KernelInfo {
        KernelInfo {
            name: "k".into(),
            layout: KernelLayout::default(),
            hostcall: false,
            multigrid: false,
            wave_size: WaveSize::Wave64,
            vgprs,
            sgprs: 32,
            lds,
            private: 0,
            max_workgroup: 1024,
            version: 5,
        }
    }

    #[test]
    fn registers_and_lds_limit_occupancy() {
        let gfx90a = Processor::by_name("gfx90a").unwrap();
        // 8 waves per SIMD, 4 SIMDs: 32 waves; 256-item groups are 4 waves each.
        assert_eq!(blocks_per_cu(gfx90a, &kernel(32, 0), 256, 0), 8);
        // 128 VGPRs: 4 waves per SIMD.
        assert_eq!(blocks_per_cu(gfx90a, &kernel(128, 0), 256, 0), 4);
        // 16 KiB of LDS per group: 4 groups.
        assert_eq!(blocks_per_cu(gfx90a, &kernel(32, 8192), 64, 8192), 4);
        let (grid, block) = max_potential(gfx90a, &kernel(32, 0), 0, 0, 104);
        assert_eq!(block * grid / 104, 32 * 64, "the CU full of waves");
    }
}
