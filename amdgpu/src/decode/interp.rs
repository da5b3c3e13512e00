//! Interpolation families: VINTRP (GFX9/GFX10 `v_interp_p1_f32`, `v_interp_p2_f32`,
//! `v_interp_mov_f32`), VINTERP (GFX11/GFX12 `v_interp_p10_f32` and friends, VOP3-like with a
//! `wait_exp` counter) and LDSDIR (GFX11 `lds_param_load`/`lds_direct_load`, GFX12
//! `ds_param_load`/`ds_direct_load`). Their operands come from the generated templates; this
//! module prints the immediate tokens the generator leaves in them (and in the GFX9/GFX10 VOP3
//! interpolation opcodes) (LLVM `printInterpAttr`,
//! `printInterpAttrChan`, `printInterpSlot`, `printWaitEXP`, `printWaitVDST`,
//! `printWaitVAVDst`, `printWaitVMVSrc`) and VINTERP's `clamp`/`op_sel`.

use std::fmt::Write;

use super::table::{Entry, ImmKind};
use super::{Family, Instruction};

/// Writes one interpolation immediate token.
pub(super) fn write_imm(inst: &Instruction, out: &mut String, kind: ImmKind, e: &Entry) {
    match kind {
        // GFX9/GFX10 VOP3 forms (`v_interp_p1_f32_e64`, `v_interp_p1lv_f16`): the attribute
        // in the src0 field, `v_interp_mov`'s parameter in src1.
        ImmKind::Attr if inst.family() == Family::Vop3 => {
            let chan = ['x', 'y', 'z', 'w'][inst.bits(38, 2) as usize];
            let _ = write!(out, "attr{}.{chan}", inst.bits(32, 6));
        }
        ImmKind::Attr => {
            let chan = ['x', 'y', 'z', 'w'][inst.bits(8, 2) as usize];
            let _ = write!(out, "attr{}.{chan}", inst.bits(10, 6));
        }
        ImmKind::InterpParam => match inst.bits(
            if inst.family() == Family::Vop3 { 41 } else { 0 },
            if inst.family() == Family::Vop3 { 9 } else { 8 },
        ) {
            0 => out.push_str("p10"),
            1 => out.push_str("p20"),
            2 => out.push_str("p0"),
            n => {
                let _ = write!(out, "invalid_param_{n}");
            }
        },
        ImmKind::WaitExp => {
            let shown = |b: u32| e.shown >> b & 1 != 0;
            if shown(15) && inst.bits(15, 1) != 0 {
                out.push_str(" clamp");
            }
            let opsel = inst.bits(11, 4);
            if opsel != 0 && (11..15).any(shown) {
                let _ = write!(
                    out,
                    " op_sel:[{},{},{},{}]",
                    opsel & 1,
                    opsel >> 1 & 1,
                    opsel >> 2 & 1,
                    opsel >> 3 & 1
                );
            }
            let _ = write!(out, " wait_exp:{}", inst.bits(8, 3));
        }
        ImmKind::WaitVdst | ImmKind::WaitVaVdst => {
            let name = if kind == ImmKind::WaitVdst {
                "wait_vdst"
            } else {
                "wait_va_vdst"
            };
            let _ = write!(out, " {name}:{}", inst.bits(16, 4));
        }
        ImmKind::WaitVmVsrc => {
            let _ = write!(out, " wait_vm_vsrc:{}", inst.bits(23, 1));
        }
        _ => {}
    }
}
