//! What a memory operation moves, by typed opcode: element width, sign extension, `d16` half,
//! DS two-address stride, the atomic operation, the address base and the access's shape, for
//! every load, store and atomic of the SMEM, DS, LDSDIR, FLAT/GLOBAL/SCRATCH and MUBUF/MTBUF
//! families ([`Opcode::mem_access`]).
//!
//! One packed `u32` per opcode (`MEM_ACCESS` in `gen_facts.rs`, written by
//! `tools/isa/gen_facts.py` from the mnemonics of every generation's spelling:
//! `global_load_sbyte` and `global_load_i8`, `ds_read2st64_b64` and
//! `ds_load_2addr_stride64_b64` get the same row), so a user such as the simulator chooses an
//! operation's semantics from its opcode, never from its text. The layout (the generator's
//! `MEM_SHIFT`):
//!
//! | bits   | field                                                               |
//! |--------|---------------------------------------------------------------------|
//! | 0..7   | element bytes (0: the opcode has no row)                            |
//! | 8      | a sub-dword load sign-extends                                       |
//! | 9..10  | `d16` half: 0 none, 1 low, 2 high                                   |
//! | 11..12 | DS two-address stride: 0 none, 1 one element, 2 sixty-four         |
//! | 13..17 | atomic operation: 0 none, else 1 + [`AtomicOp`] discriminant        |
//! | 18     | `ds_cmpstore*`: data0 is the new value                              |
//! | 19..20 | [`MemBase`]                                                         |
//! | 21..23 | [`MemForm`]                                                         |
//!
//! Image operations have no row: their width is the instruction's `dmask`
//! ([`super::ImageOperands`]).

use super::gen_facts::MEM_ACCESS;
use super::Opcode;

/// How a memory operation forms its address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemBase {
    /// A 64-bit address: FLAT (generic, routed by aperture), GLOBAL, SMEM `s_load_*`.
    Address,
    /// A buffer resource (V#): MUBUF `buffer_*`, MTBUF `tbuffer_*`, SMEM `s_buffer_*`.
    Buffer,
    /// The wave's private (scratch) memory: `scratch_*`, SMEM `s_scratch_*`.
    Scratch,
    /// LDS (or GDS): `ds_*`, LDSDIR `lds_*`.
    Lds,
}

/// The shape of a memory access beyond its width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemForm {
    /// Elements move between memory and the data registers unchanged (extended or placed in a
    /// half for sub-dword widths).
    Plain,
    /// Typed buffer access (`*_format_*`, MTBUF): components are converted by a data format;
    /// the width counts components (x, xy, xyz, xyzw) of 4 bytes, or 2 with `d16`.
    Format,
    /// A load that writes LDS at M0 instead of registers (`*_load_lds_*`).
    ToLds,
    /// The address adds the lane id times 4 (`*_addtid*`).
    AddTid,
    /// GFX9 DS `*_src2_*`: the data comes from LDS at a second address, not registers.
    Src2,
    /// A transposing matrix load (`global_load_tr_*`); the width is a wave32 lane's (a wave64
    /// lane receives half).
    Transpose,
    /// A block of up to 32 VGPRs chosen by a mask in M0 (`*_load_block`, `*_store_block`);
    /// the width is the whole block.
    Block,
    /// An interpolation parameter or direct LDS load (`ds_param_load`, `lds_direct_load`).
    Interp,
}

/// The `d16` half a sub-dword load writes or a store reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum D16 {
    /// The whole register (sub-dword loads extend to 32 bits).
    None,
    /// The low 16 bits; the high half is kept.
    Low,
    /// The high 16 bits; the low half is kept.
    High,
}

/// The read-modify-write of an atomic. Integer minimum and maximum are split by signedness
/// (`*_min_i32` is [`AtomicOp::SMin`]); float operations are typed by the element width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum AtomicOp {
    /// Exchange (`swap`, DS `wrxchg`/`storexchg`).
    Swap,
    /// Compare and swap on bits (`cmpswap`, DS `cmpst`/`cmpstore` of `b32`/`b64`).
    CmpSwap,
    /// Integer add.
    Add,
    /// Integer subtract.
    Sub,
    /// Reverse subtract (data minus memory; DS only).
    Rsub,
    /// Signed minimum.
    SMin,
    /// Unsigned minimum.
    UMin,
    /// Signed maximum.
    SMax,
    /// Unsigned maximum.
    UMax,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise exclusive or.
    Xor,
    /// Increment, wrapping to 0 past the data value.
    Inc,
    /// Decrement, wrapping to the data value at 0 or above it.
    Dec,
    /// Float add (`add_f32`, `add_f64`).
    FAdd,
    /// Float minimum (`fmin`, `min_f32`, `min_num_f32`, ...).
    FMin,
    /// Float maximum.
    FMax,
    /// Compare and swap comparing floats (`fcmpswap`, `cmpswap_f32`, DS `cmpst_f32`).
    FCmpSwap,
    /// Packed half add (`pk_add_f16`).
    PkAddF16,
    /// Packed bfloat16 add (`pk_add_bf16`).
    PkAddBf16,
    /// Subtract clamped at 0 (`csub`, `sub_clamp`).
    SubClamp,
    /// Subtract if the result stays non-negative (`cond_sub`).
    CondSub,
    /// Masked or (DS `mskor`).
    MskOr,
    /// Wrapping increment within a range (DS `wrap`).
    Wrap,
    /// DS `condxchg32`: two conditional 32-bit exchanges.
    CondXchg32,
    /// `global_atomic_ordered_add_b64`.
    OrderedAdd,
    /// DS `append`: a counter incremented by the active lanes.
    Append,
    /// DS `consume`: a counter decremented by the active lanes.
    Consume,
    /// DS `bvh_stack_*`: a ray-tracing traversal stack step.
    BvhStack,
}

/// Every [`AtomicOp`] in discriminant order (the generator's `ATOMIC_OPS`).
const ATOMIC_OPS: [AtomicOp; 29] = {
    use AtomicOp::*;
    [
        Swap, CmpSwap, Add, Sub, Rsub, SMin, UMin, SMax, UMax, And, Or, Xor, Inc, Dec, FAdd, FMin,
        FMax, FCmpSwap, PkAddF16, PkAddBf16, SubClamp, CondSub, MskOr, Wrap, CondXchg32,
        OrderedAdd, Append, Consume, BvhStack,
    ]
};

/// What a load, store or atomic moves ([`Opcode::mem_access`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemAccess {
    /// Bytes of one element: 1, 2, 4, 8, 12 or 16 for vector memory and DS (a DS two-address
    /// form moves two elements, a compare-swap's data is two elements); 1 to 64 for SMEM
    /// (4 × dwords); see [`MemForm`] for formats and blocks.
    pub bytes: u8,
    /// A sub-dword load sign-extends (`*_sbyte`, `*_i8`, `*_i16`).
    pub sign_extend: bool,
    /// The register half a `d16` access uses (a `Format` access: 16-bit components).
    pub d16: D16,
    /// DS two-address forms (`read2`, `write2`, `wrxchg2`, `*_2addr_*`): the offsets' unit in
    /// elements, 1 or 64 (`st64`, `stride64`).
    pub ds_stride: Option<u8>,
    /// The read-modify-write of an atomic. Whether it returns the old value is a cache bit
    /// (GLC/TH), or the opcode for DS ([`super::OpFacts::ATOMIC_RTN`]).
    pub atomic: Option<AtomicOp>,
    /// `ds_cmpstore*` (GFX11+): data0 is the new value and data1 the compare value, the
    /// reverse of `ds_cmpst*`.
    pub data0_is_new: bool,
    /// How the address is formed.
    pub base: MemBase,
    /// The access's shape.
    pub form: MemForm,
}

impl MemAccess {
    /// Decodes a packed row; `None` for 0.
    const fn unpack(v: u32) -> Option<MemAccess> {
        let bytes = (v & 0xff) as u8;
        if bytes == 0 {
            return None;
        }
        let d16 = match (v >> 9) & 3 {
            0 => D16::None,
            1 => D16::Low,
            _ => D16::High,
        };
        let ds_stride = match (v >> 11) & 3 {
            0 => None,
            1 => Some(1),
            _ => Some(64),
        };
        let atomic = match (v >> 13) & 0x1f {
            0 => None,
            k => Some(ATOMIC_OPS[k as usize - 1]),
        };
        let base = match (v >> 19) & 3 {
            0 => MemBase::Address,
            1 => MemBase::Buffer,
            2 => MemBase::Scratch,
            _ => MemBase::Lds,
        };
        let form = match (v >> 21) & 7 {
            0 => MemForm::Plain,
            1 => MemForm::Format,
            2 => MemForm::ToLds,
            3 => MemForm::AddTid,
            4 => MemForm::Src2,
            5 => MemForm::Transpose,
            6 => MemForm::Block,
            _ => MemForm::Interp,
        };
        Some(MemAccess {
            bytes,
            sign_extend: v & (1 << 8) != 0,
            d16,
            ds_stride,
            atomic,
            data0_is_new: v & (1 << 18) != 0,
            base,
            form,
        })
    }
}

impl Opcode {
    /// What the operation moves, for the loads, stores and atomics of SMEM, DS, LDSDIR,
    /// FLAT/GLOBAL/SCRATCH and MUBUF/MTBUF; `None` for every other operation (images
    /// included, and cache maintenance: [`super::OpFacts::CACHE_CONTROL`]).
    pub fn mem_access(self) -> Option<MemAccess> {
        MemAccess::unpack(MEM_ACCESS[self as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decode::{OpFacts, NAMES};

    fn all() -> impl Iterator<Item = Opcode> {
        (0..NAMES.len() as u16).map(Opcode::from_index)
    }

    fn op(n: &str) -> Opcode {
        all()
            .find(|o| o.name() == n)
            .unwrap_or_else(|| panic!("{n} is no opcode"))
    }

    fn m(n: &str) -> MemAccess {
        op(n)
            .mem_access()
            .unwrap_or_else(|| panic!("{n} has no memory access"))
    }

    #[test]
    fn the_atomic_table_is_in_discriminant_order() {
        for (i, a) in ATOMIC_OPS.iter().enumerate() {
            assert_eq!(*a as usize, i, "{a:?}");
        }
    }

    #[test]
    fn every_load_store_and_atomic_has_a_width_and_nothing_else_does() {
        let families = [
            "global_",
            "flat_",
            "scratch_",
            "buffer_",
            "tbuffer_",
            "ds_",
            "lds_",
            "s_load_",
            "s_buffer_",
            "s_store_",
            "s_atomic_",
            "s_scratch_",
        ];
        let kinds = OpFacts::LOAD | OpFacts::STORE | OpFacts::ATOMIC;
        let mut described = 0;
        for o in all() {
            let (n, f) = (o.name(), o.facts());
            let expect = f.intersects(kinds) && families.iter().any(|p| n.starts_with(p));
            let a = o.mem_access();
            assert_eq!(a.is_some(), expect, "{n}: {f:?} {a:?}");
            let Some(a) = a else { continue };
            described += 1;
            let widths: &[u8] = match a.form {
                MemForm::Block => &[128],
                MemForm::Format => &[2, 4, 6, 8, 12, 16],
                _ if a.base != MemBase::Lds && n.starts_with("s_") => &[1, 2, 4, 8, 12, 16, 32, 64],
                _ => &[1, 2, 4, 8, 12, 16],
            };
            assert!(widths.contains(&a.bytes), "{n}: {a:?}");
            assert_eq!(a.atomic.is_some(), f.contains(OpFacts::ATOMIC), "{n}");
            assert_eq!(
                a.ds_stride.is_some(),
                f.contains(OpFacts::DS_TWO_OFFSETS),
                "{n}"
            );
            assert_eq!(
                matches!(a.atomic, Some(AtomicOp::CmpSwap | AtomicOp::FCmpSwap)),
                f.contains(OpFacts::CMPSWAP),
                "{n}"
            );
            if a.sign_extend {
                assert!(a.bytes < 4 && f.contains(OpFacts::LOAD), "{n}");
            }
            if a.d16 != D16::None {
                assert!(a.bytes <= 2 || a.form == MemForm::Format, "{n}");
            }
            if a.data0_is_new {
                assert!(a.atomic.is_some() && a.base == MemBase::Lds, "{n}");
            }
        }
        assert_eq!(described, 781);
    }

    #[test]
    fn widths_agree_with_the_spelling_of_the_type() {
        // An independent reading: the last `_`-separated word that names a type, whatever the
        // generation's spelling.
        for o in all() {
            let Some(a) = o.mem_access() else { continue };
            let n = o.name();
            if matches!(a.form, MemForm::Format | MemForm::Block | MemForm::Interp) {
                continue;
            }
            let ty = n
                .rsplit('_')
                .find_map(|w| {
                    Some(match w {
                        "ubyte" | "sbyte" | "byte" | "u8" | "i8" | "b8" => 1,
                        "ushort" | "sshort" | "short" | "u16" | "i16" | "b16" => 2,
                        "dword" | "b32" | "u32" | "i32" | "f32" | "f16" | "bf16" => 4,
                        "dwordx2" | "x2" | "b64" | "u64" | "i64" | "f64" => 8,
                        "dwordx3" | "b96" => 12,
                        "dwordx4" | "b128" => 16,
                        "dwordx8" | "b256" => 32,
                        "dwordx16" | "b512" => 64,
                        _ => return None,
                    })
                })
                // Untyped atomics (`flat_atomic_add`, `ds_append`) are 32-bit.
                .unwrap_or(4);
            assert_eq!(a.bytes, ty, "{n}");
            let signed = ["_sbyte", "_sshort", "_i8", "_i16"]
                .iter()
                .any(|s| n.contains(s));
            assert_eq!(a.sign_extend, signed && a.atomic.is_none(), "{n}");
            let d16 = match (n.contains("d16"), n.contains("d16_hi")) {
                (false, _) => D16::None,
                (true, false) => D16::Low,
                (true, true) => D16::High,
            };
            assert_eq!(a.d16, d16, "{n}");
        }
    }

    #[test]
    fn spellings_of_each_generation_agree() {
        let pairs = [
            ("global_load_sbyte", "global_load_i8"),
            ("global_load_ushort", "global_load_u16"),
            ("ds_read_u16_d16_hi", "ds_load_u16_d16_hi"),
            ("ds_read_i8_d16", "ds_load_i8_d16"),
            ("buffer_load_dwordx3", "buffer_load_b96"),
            ("buffer_store_short_d16_hi", "buffer_store_d16_hi_b16"),
            ("flat_load_sbyte_d16_hi", "flat_load_d16_hi_i8"),
            ("ds_read2st64_b64", "ds_load_2addr_stride64_b64"),
            ("ds_write2_b32", "ds_store_2addr_b32"),
            (
                "ds_wrxchg2st64_rtn_b32",
                "ds_storexchg_2addr_stride64_rtn_b32",
            ),
            ("flat_atomic_cmpswap_x2", "flat_atomic_cmpswap_b64"),
            ("global_atomic_smin", "global_atomic_min_i32"),
            ("global_atomic_umax_x2", "global_atomic_max_u64"),
            ("global_atomic_csub", "global_atomic_sub_clamp_u32"),
            ("global_atomic_fmin", "global_atomic_min_num_f32"),
            ("buffer_atomic_fcmpswap", "buffer_atomic_cmpswap_f32"),
            ("s_load_dwordx16", "s_load_b512"),
            ("s_buffer_load_dwordx2", "s_buffer_load_b64"),
        ];
        for (old, new) in pairs {
            assert_eq!(m(old), m(new), "{old} / {new}");
        }
        // ds_cmpst and ds_cmpstore differ only in their data order.
        assert_eq!(
            MemAccess {
                data0_is_new: true,
                ..m("ds_cmpst_rtn_b64")
            },
            m("ds_cmpstore_rtn_b64")
        );
    }

    #[test]
    fn accesses_of_known_operations() {
        let plain = |bytes, base| MemAccess {
            bytes,
            sign_extend: false,
            d16: D16::None,
            ds_stride: None,
            atomic: None,
            data0_is_new: false,
            base,
            form: MemForm::Plain,
        };
        use MemBase::*;
        assert_eq!(
            m("global_load_sbyte"),
            MemAccess {
                sign_extend: true,
                ..plain(1, Address)
            }
        );
        assert_eq!(
            m("ds_load_u16_d16_hi"),
            MemAccess {
                d16: D16::High,
                ..plain(2, Lds)
            }
        );
        assert_eq!(
            m("scratch_load_short_d16"),
            MemAccess {
                d16: D16::Low,
                ..plain(2, Scratch)
            }
        );
        assert_eq!(m("buffer_load_dwordx3"), plain(12, Buffer));
        assert_eq!(m("buffer_store_b128"), plain(16, Buffer));
        assert_eq!(
            m("ds_read2st64_b64"),
            MemAccess {
                ds_stride: Some(64),
                ..plain(8, Lds)
            }
        );
        assert_eq!(
            m("ds_read2_b32"),
            MemAccess {
                ds_stride: Some(1),
                ..plain(4, Lds)
            }
        );
        let atomic = |bytes, a, base| MemAccess {
            atomic: Some(a),
            ..plain(bytes, base)
        };
        assert_eq!(
            m("flat_atomic_cmpswap_x2"),
            atomic(8, AtomicOp::CmpSwap, Address)
        );
        assert_eq!(m("ds_min_rtn_i32"), atomic(4, AtomicOp::SMin, Lds));
        assert_eq!(m("ds_min_u64"), atomic(8, AtomicOp::UMin, Lds));
        assert_eq!(m("ds_min_f32"), atomic(4, AtomicOp::FMin, Lds));
        assert_eq!(
            m("global_atomic_add_f32"),
            atomic(4, AtomicOp::FAdd, Address)
        );
        assert_eq!(m("ds_add_rtn_f64"), atomic(8, AtomicOp::FAdd, Lds));
        assert_eq!(m("buffer_atomic_inc_u64"), atomic(8, AtomicOp::Inc, Buffer));
        assert_eq!(m("ds_wrxchg_rtn_b32"), atomic(4, AtomicOp::Swap, Lds));
        assert_eq!(m("ds_append"), atomic(4, AtomicOp::Append, Lds));
        assert_eq!(
            m("global_atomic_pk_add_bf16"),
            atomic(4, AtomicOp::PkAddBf16, Address)
        );
        assert_eq!(
            m("ds_cmpstore_b32"),
            MemAccess {
                data0_is_new: true,
                ..atomic(4, AtomicOp::CmpSwap, Lds)
            }
        );
        assert!(!m("ds_cmpst_b32").data0_is_new);
        assert_eq!(
            m("s_atomic_cmpswap_x2"),
            atomic(8, AtomicOp::CmpSwap, Address)
        );
        assert_eq!(m("s_load_dwordx8"), plain(32, Address));
        assert_eq!(m("s_buffer_load_b96"), plain(12, Buffer));
        assert_eq!(m("s_scratch_load_dword"), plain(4, Scratch));
        assert_eq!(
            m("s_buffer_load_i16"),
            MemAccess {
                sign_extend: true,
                ..plain(2, Buffer)
            }
        );
        assert_eq!(
            m("buffer_load_format_xyz"),
            MemAccess {
                form: MemForm::Format,
                ..plain(12, Buffer)
            }
        );
        assert_eq!(
            m("tbuffer_store_format_d16_xy"),
            MemAccess {
                form: MemForm::Format,
                d16: D16::Low,
                ..plain(4, Buffer)
            }
        );
        assert_eq!(m("global_load_lds_dword").form, MemForm::ToLds);
        assert_eq!(m("buffer_load_lds_format_x").form, MemForm::ToLds);
        assert_eq!(m("ds_add_src2_u32").form, MemForm::Src2);
        assert_eq!(m("global_load_addtid_b32").form, MemForm::AddTid);
        assert_eq!(m("global_load_tr_b64").form, MemForm::Transpose);
        assert_eq!(m("scratch_load_block").form, MemForm::Block);
        assert_eq!(m("lds_param_load").form, MemForm::Interp);
        for n in [
            "image_load",
            "ds_swizzle_b32",
            "ds_bpermute_b32",
            "ds_nop",
            "buffer_wbinvl1",
            "s_dcache_inv",
            "s_buffer_prefetch_data",
            "v_add_f32",
        ] {
            assert_eq!(op(n).mem_access(), None, "{n}");
        }
    }

    #[test]
    fn widths_agree_with_the_register_counts_llvm_printed() {
        // The independent reading: each target's template records the register width LLVM
        // printed for the data and destination fields of its probe (tools/isa/sweep.py).
        use crate::decode::gen_tables::{RELEASES, TEMPLATES};
        use crate::decode::table::{Field, Tok};
        let mut checked = 0;
        for tables in RELEASES.iter().flatten() {
            for e in tables.families.iter().flat_map(|f| f.iter()) {
                let o = Opcode::from_index(e.name);
                let Some(a) = o.mem_access() else { continue };
                // A transposing load's registers per lane halve in wave64.
                if matches!(
                    a.form,
                    MemForm::Format | MemForm::Block | MemForm::Interp | MemForm::Transpose
                ) {
                    continue;
                }
                let width = |fields: &[Field]| {
                    TEMPLATES[e.tpl as usize].iter().find_map(|t| match *t {
                        Tok::F(f, _, w, ..) if fields.contains(&f) => Some(w),
                        _ => None,
                    })
                };
                let n = o.name();
                let f = o.facts();
                let d = if a.d16 != D16::None {
                    1
                } else {
                    a.bytes.div_ceil(4)
                };
                let data = width(&[Field::Vdata, Field::Data0, Field::Sdata]);
                let dst = width(&[Field::Vdst, Field::Sdst]);
                if f.contains(OpFacts::LOAD) && a.form != MemForm::ToLds {
                    let dwords = d * if a.ds_stride.is_some() { 2 } else { 1 };
                    assert_eq!(dst.or(data), Some(dwords), "{n}: {a:?}");
                } else if f.contains(OpFacts::STORE) && a.form == MemForm::Plain {
                    assert_eq!(data, Some(d), "{n}: {a:?}");
                    if a.ds_stride.is_some() {
                        assert_eq!(width(&[Field::Data1]), Some(d), "{n}: {a:?}");
                    }
                } else if let Some(op) = a.atomic {
                    use AtomicOp::*;
                    if matches!(op, MskOr | CondXchg32 | BvhStack | Append | Consume)
                        || a.form != MemForm::Plain
                    {
                        continue;
                    }
                    let pair = matches!(op, CmpSwap | FCmpSwap) && a.base != MemBase::Lds;
                    assert_eq!(data, Some(d * if pair { 2 } else { 1 }), "{n}: {a:?}");
                    // A two-address exchange returns both old values.
                    let two = if a.ds_stride.is_some() { 2 } else { 1 };
                    if let Some(w) = dst {
                        assert_eq!(w, d * two, "{n}: {a:?}");
                    }
                } else {
                    continue;
                }
                checked += 1;
            }
        }
        assert!(checked > 3000, "{checked}");
    }

    #[test]
    fn every_atomic_operation_has_an_opcode() {
        for a in ATOMIC_OPS {
            assert!(
                all().any(|o| o.mem_access().and_then(|m| m.atomic) == Some(a)),
                "{a:?}"
            );
        }
    }
}
