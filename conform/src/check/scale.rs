//! How a private_lane address is scaled: a small abstract interpretation of a location
//! expression that follows the stack and frame pointers (s32, s33) through arithmetic to the
//! `DW_OP_LLVM_form_aspace_address` / `DW_OP_LLVM_aspace_bregx` that makes a
//! `DW_ASPACE_AMDGPU_private_lane` (5) address of them.
//!
//! On targets with MUBUF scratch the two registers hold a wave-scaled offset (the stack moves
//! by frame size × lanes), so a lane's private address is the register shifted right by
//! log2(wave size); on targets with architected flat scratch they already hold the lane's
//! address. An address made of the register with another net scale names the wrong bytes.

use dwarf_ext::Op;

/// The `DW_ASPACE_AMDGPU_private_lane` number.
const PRIVATE_LANE: u64 = 5;

/// A private_lane address formed from a stack or frame pointer with the wrong scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Misscaled {
    /// The offset of the operation that forms the address.
    pub at: usize,
    /// The register it was computed from.
    pub register: u64,
    /// log2 of the factor the address is too large by (negative: too small).
    pub excess_shift: i32,
}

/// An abstract stack entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Abs {
    /// A known constant.
    Const(i64),
    /// A register location (not yet read).
    Register(u64),
    /// (lane address of register R) × 2^shift + constant.
    Scaled { register: u64, shift: i32 },
    /// Anything else.
    Unknown,
}

/// The first private_lane address in `ops` that is computed from one of `registers` with a
/// net scale other than 1, where reading such a register gives the lane's address × 2^`shift`
/// (log2 of the wave size on MUBUF-scratch targets, 0 with architected flat scratch). `None`
/// when every such address is right or the expression leaves the subset this follows
/// (branches, calls, unknown operations).
pub(crate) fn misscaled(
    ops: &[(usize, Op<'_>)],
    registers: &[u64],
    shift: i32,
) -> Option<Misscaled> {
    // Cheap exit: most expressions name neither register.
    if !ops.iter().any(|(_, op)| match *op {
        Op::Regx(r) | Op::Bregx(r, _) => registers.contains(&r),
        Op::Reg(r) | Op::Breg(r, _) => registers.contains(&u64::from(r)),
        Op::AspaceBregx { reg, .. } => registers.contains(&reg),
        _ => false,
    }) {
        return None;
    }
    let scaled = |r: u64| {
        if registers.contains(&r) {
            Abs::Scaled { register: r, shift }
        } else {
            Abs::Unknown
        }
    };
    let mut stack: Vec<Abs> = Vec::with_capacity(8);
    let pop = |s: &mut Vec<Abs>| s.pop().unwrap_or(Abs::Unknown);
    for &(at, ref op) in ops {
        match *op {
            Op::Lit(n) => stack.push(Abs::Const(i64::from(n))),
            Op::Const(_, v) => stack.push(Abs::Const(v as i64)),
            Op::Reg(r) => stack.push(Abs::Register(u64::from(r))),
            Op::Regx(r) => stack.push(Abs::Register(r)),
            Op::Breg(r, _) => stack.push(scaled(u64::from(r))),
            Op::Bregx(r, _) => stack.push(scaled(r)),
            Op::Deref | Op::DerefSize(_) | Op::DerefType { .. } => {
                // Reading a register location gives its value; a value made implicit by
                // `DW_OP_stack_value` reads back as itself (the fork writes both).
                let v = match pop(&mut stack) {
                    Abs::Register(r) => scaled(r),
                    v @ (Abs::Scaled { .. } | Abs::Const(_)) => v,
                    Abs::Unknown => Abs::Unknown,
                };
                stack.push(v);
            }
            Op::StackValue | Op::Nop | Op::LlvmNop => {}
            Op::PlusUconst(_) => {
                let v = pop(&mut stack);
                stack.push(match v {
                    Abs::Const(c) => Abs::Const(c),
                    s @ Abs::Scaled { .. } => s,
                    _ => Abs::Unknown,
                });
            }
            Op::Plus | Op::Minus => {
                let b = pop(&mut stack);
                let a = pop(&mut stack);
                stack.push(match (a, b) {
                    (Abs::Const(x), Abs::Const(y)) => Abs::Const(if *op == Op::Plus {
                        x.wrapping_add(y)
                    } else {
                        x.wrapping_sub(y)
                    }),
                    (s @ Abs::Scaled { .. }, Abs::Const(_)) => s,
                    (Abs::Const(_), s @ Abs::Scaled { .. }) if *op == Op::Plus => s,
                    _ => Abs::Unknown,
                });
            }
            Op::Shr | Op::Shra | Op::Shl | Op::Mul | Op::Div => {
                let b = pop(&mut stack);
                let a = pop(&mut stack);
                let by = match (op, b) {
                    (Op::Shr | Op::Shra, Abs::Const(n)) if (0..64).contains(&n) => Some(-n as i32),
                    (Op::Shl, Abs::Const(n)) if (0..64).contains(&n) => Some(n as i32),
                    (Op::Mul, Abs::Const(n)) if n > 0 && (n as u64).is_power_of_two() => {
                        Some(n.trailing_zeros() as i32)
                    }
                    (Op::Div, Abs::Const(n)) if n > 0 && (n as u64).is_power_of_two() => {
                        Some(-(n.trailing_zeros() as i32))
                    }
                    _ => None,
                };
                stack.push(match (a, by) {
                    (Abs::Scaled { register, shift }, Some(k)) => Abs::Scaled {
                        register,
                        shift: shift + k,
                    },
                    _ => Abs::Unknown,
                });
            }
            Op::Dup => {
                let v = stack.last().copied().unwrap_or(Abs::Unknown);
                stack.push(v);
            }
            Op::Drop => {
                stack.pop();
            }
            Op::Swap => {
                let b = pop(&mut stack);
                let a = pop(&mut stack);
                stack.push(b);
                stack.push(a);
            }
            Op::Over => {
                let n = stack.len();
                let v = if n >= 2 { stack[n - 2] } else { Abs::Unknown };
                stack.push(v);
            }
            Op::FormAspaceAddress => {
                let space = pop(&mut stack);
                let address = pop(&mut stack);
                if let (Abs::Const(s), Abs::Scaled { register, shift }) = (space, address) {
                    if s as u64 == PRIVATE_LANE && shift != 0 {
                        return Some(Misscaled {
                            at,
                            register,
                            excess_shift: shift,
                        });
                    }
                }
                stack.push(Abs::Unknown);
            }
            Op::AspaceBregx { reg, .. } => {
                let space = pop(&mut stack);
                if let (Abs::Const(s), Abs::Scaled { register, shift }) = (space, scaled(reg)) {
                    if s as u64 == PRIVATE_LANE && shift != 0 {
                        return Some(Misscaled {
                            at,
                            register,
                            excess_shift: shift,
                        });
                    }
                }
                stack.push(Abs::Unknown);
            }
            Op::Piece(_) | Op::BitPiece { .. } | Op::PieceEnd => stack.clear(),
            // Operations that leave one entry for one or two operands, of no interest here.
            Op::Neg | Op::Not | Op::Abs | Op::Offset | Op::BitOffset => {
                let n = if matches!(op, Op::Offset | Op::BitOffset) {
                    2
                } else {
                    1
                };
                for _ in 0..n {
                    pop(&mut stack);
                }
                stack.push(Abs::Unknown);
            }
            Op::OffsetUconst(_) => {
                pop(&mut stack);
                stack.push(Abs::Unknown);
            }
            Op::And | Op::Or | Op::Xor | Op::Mod => {
                pop(&mut stack);
                pop(&mut stack);
                stack.push(Abs::Unknown);
            }
            Op::Addr(_)
            | Op::Addrx(_)
            | Op::Constx(_)
            | Op::Fbreg(_)
            | Op::PushLane
            | Op::CallFrameCfa
            | Op::Undefined
            | Op::ImplicitValue(_)
            | Op::PushObjectAddress => stack.push(Abs::Unknown),
            // Control flow, calls and the rest: not followed.
            _ => return None,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use dwarf_ext::op::ConstForm;

    const S33: u64 = 65;

    fn ops(list: &[Op<'static>]) -> Vec<(usize, Op<'static>)> {
        list.iter().cloned().enumerate().collect()
    }

    #[test]
    fn the_forks_private_slots_are_right() {
        // regx SGPR33, deref_size 4, lit6, shr, constu 24, plus, stack_value, deref_size 4,
        // lit5, form_aspace_address: wave64 MUBUF.
        let e = ops(&[
            Op::Regx(S33),
            Op::DerefSize(4),
            Op::Lit(6),
            Op::Shr,
            Op::Const(ConstForm::U, 24),
            Op::Plus,
            Op::StackValue,
            Op::DerefSize(4),
            Op::Lit(5),
            Op::FormAspaceAddress,
        ]);
        assert_eq!(misscaled(&e, &[64, 65], 6), None);
        // The same on a flat-scratch target has a shift too many.
        let m = misscaled(&e, &[64, 65], 0).unwrap();
        assert_eq!((m.at, m.register, m.excess_shift), (9, S33, -6));
    }

    #[test]
    fn a_missing_shift_is_found() {
        // regx SGPR33, deref_size 4, lit8, plus, lit5, form_aspace_address on wave64 MUBUF.
        let e = ops(&[
            Op::Regx(S33),
            Op::DerefSize(4),
            Op::Lit(8),
            Op::Plus,
            Op::Lit(5),
            Op::FormAspaceAddress,
        ]);
        assert_eq!(misscaled(&e, &[64, 65], 6).map(|m| m.excess_shift), Some(6));
        assert_eq!(misscaled(&e, &[64, 65], 0), None);
        // bregx SGPR33 8, lit5, aspace_bregx-free form with DW_OP_LLVM_aspace_bregx.
        let e = ops(&[
            Op::Lit(5),
            Op::AspaceBregx {
                reg: S33,
                offset: 8,
            },
        ]);
        assert_eq!(misscaled(&e, &[64, 65], 5).map(|m| m.excess_shift), Some(5));
        // private_wave (6) of the unshifted register is how CFI names whole-wave slots.
        let e = ops(&[
            Op::Regx(64),
            Op::DerefSize(4),
            Op::Lit(6),
            Op::FormAspaceAddress,
        ]);
        assert_eq!(misscaled(&e, &[64, 65], 6), None);
    }

    #[test]
    fn other_registers_and_unknown_shapes_are_left_alone() {
        let e = ops(&[
            Op::Regx(40),
            Op::DerefSize(4),
            Op::Lit(5),
            Op::FormAspaceAddress,
        ]);
        assert_eq!(misscaled(&e, &[64, 65], 6), None);
        let e = ops(&[
            Op::Regx(S33),
            Op::Skip(0),
            Op::Lit(5),
            Op::FormAspaceAddress,
        ]);
        assert_eq!(misscaled(&e, &[64, 65], 6), None);
        // Multiplying by the wave size after the shift is a private_wave address's shape.
        let e = ops(&[
            Op::Regx(S33),
            Op::DerefSize(4),
            Op::Lit(6),
            Op::Shr,
            Op::Const(ConstForm::U1, 64),
            Op::Mul,
            Op::Lit(5),
            Op::FormAspaceAddress,
        ]);
        assert_eq!(misscaled(&e, &[64, 65], 6).map(|m| m.excess_shift), Some(6));
    }
}
