//! What an operation does, by typed opcode: one row of generated facts per [`Opcode`]
//! (`gen_facts.rs`, written by `tools/isa/gen_facts.py`). The decoder, the simulator, the
//! unwinder and the disassembler ask these questions here instead of reading mnemonic text.

use super::gen_facts::{bits, COMPARES, FACTS};
use super::Opcode;

/// The facts of one operation (a set of bits; see the associated constants).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct OpFacts(u32);

impl OpFacts {
    /// Writes memory through its data operand (a store; atomics are [`OpFacts::ATOMIC`]).
    pub const STORE: OpFacts = OpFacts(bits::STORE);
    /// Returns data in its destination: loads, samples, gathers, image queries, BVH
    /// intersections (atomics are [`OpFacts::ATOMIC`]).
    pub const LOAD: OpFacts = OpFacts(bits::LOAD);
    /// A read-modify-write of memory; returns the old value when its cache bits say so
    /// (GLC/TH), or always with [`OpFacts::ATOMIC_RTN`].
    pub const ATOMIC: OpFacts = OpFacts(bits::ATOMIC);
    /// An atomic whose opcode always returns (`ds_*_rtn_*`, `ds_append`).
    pub const ATOMIC_RTN: OpFacts = OpFacts(bits::ATOMIC_RTN);
    /// The data operand is a value and a compare value (`*cmpswap*`, `ds_cmpst*`).
    pub const CMPSWAP: OpFacts = OpFacts(bits::CMPSWAP);
    /// A DS operation with two offsets (`ds_read2*`, `ds_store_2addr*`).
    pub const DS_TWO_OFFSETS: OpFacts = OpFacts(bits::DS_TWO_OFFSETS);
    /// A GFX12 scalar prefetch (the sdata field holds a length).
    pub const PREFETCH: OpFacts = OpFacts(bits::PREFETCH);
    /// A vector compare (`v_cmp*`, `v_cmpx*`).
    pub const VALU_COMPARE: OpFacts = OpFacts(bits::VALU_COMPARE);
    /// Writes EXEC without naming it (`v_cmpx*`, `s_*_saveexec_*`, `s_*_wrexec_*`).
    pub const WRITES_EXEC: OpFacts = OpFacts(bits::WRITES_EXEC);
    /// Saves EXEC in its destination, then writes EXEC (`s_*_saveexec_*`).
    pub const SAVEEXEC: OpFacts = OpFacts(bits::SAVEEXEC);
    /// Its `sdst` field is read, not written (`s_cmpk_*`, `s_setreg_b32`, `s_waitcnt_*cnt`,
    /// `s_cbranch_i_fork`).
    pub const SDST_READ: OpFacts = OpFacts(bits::SDST_READ);
    /// Writes a register named relative to M0 (`s_movreld`, `v_movreld`, `v_movrelsd`,
    /// `v_swaprel_b32`): which one is known only at run time.
    pub const DST_RELATIVE: OpFacts = OpFacts(bits::DST_RELATIVE);
    /// Writes its first source too (`v_swap_b32`).
    pub const WRITES_SRC0: OpFacts = OpFacts(bits::WRITES_SRC0);
    /// A matrix operation (`v_mfma*`, `v_smfmac*`).
    pub const MATRIX: OpFacts = OpFacts(bits::MATRIX);
    /// A sparse matrix operation (`v_smfmac*`).
    pub const SPARSE_MATRIX: OpFacts = OpFacts(bits::SPARSE_MATRIX);
    /// A mixed-precision FMA (`v_fma_mix*`, `v_mad_mix*`).
    pub const MIX: OpFacts = OpFacts(bits::MIX);
    /// Operates on doubles.
    pub const F64: OpFacts = OpFacts(bits::F64);
    /// A 16-lane permute (`v_permlane16*`, `v_permlanex16*`).
    pub const PERMLANE16: OpFacts = OpFacts(bits::PERMLANE16);
    /// A call: the return address goes to its destination (`s_call_b64`, `s_swappc_b64`).
    pub const CALL: OpFacts = OpFacts(bits::CALL);
    /// Jumps to an address held in registers (`s_setpc_b64`, `s_swappc_b64`).
    pub const INDIRECT_JUMP: OpFacts = OpFacts(bits::INDIRECT_JUMP);
    /// Its last type suffix is 64-bit (`s_and_b64`, `s_bcnt1_i32_b64`, `v_cmp_lt_u64`): that
    /// operand is a register pair and its constants are 64-bit.
    pub const TYPE64: OpFacts = OpFacts(bits::TYPE64);
    /// Waits for counters, a time or an event and does nothing else (`s_waitcnt*`,
    /// `s_wait_*`, `s_nop`, `s_sleep`, `s_sleep_var`, `s_delay_alu`, `s_clause`,
    /// `s_barrier_wait`).
    pub const WAIT: OpFacts = OpFacts(bits::WAIT);
    /// Invalidates, writes back or discards cache lines and does nothing else
    /// (`buffer_wbinvl1*`, `buffer_wbl2`, `buffer_invl2`, `buffer_inv`, `buffer_gl*_inv`,
    /// `global_inv`/`wb`/`wbinv`, `s_dcache_*`, `s_icache_inv`, `s_gl1_inv`).
    pub const CACHE_CONTROL: OpFacts = OpFacts(bits::CACHE_CONTROL);
    /// A performance or trace hint without architectural effect (`s_setprio`, instruction and
    /// data prefetches, `s_ttracedata*`, `s_version`, `s_singleuse_vdst`, `s_incperflevel`,
    /// `s_decperflevel`).
    pub const HINT: OpFacts = OpFacts(bits::HINT);
    /// Sends a message and returns nothing (`s_sendmsg`; `s_sendmsghalt`, which then halts
    /// the wave). `s_sendmsg_rtn_*` return a value and are not here.
    pub const MESSAGE: OpFacts = OpFacts(bits::MESSAGE);

    /// Whether every fact of `other` holds.
    pub const fn contains(self, other: OpFacts) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether some fact of `other` holds.
    pub const fn intersects(self, other: OpFacts) -> bool {
        self.0 & other.0 != 0
    }

    /// Both sets.
    pub const fn union(self, other: OpFacts) -> OpFacts {
        OpFacts(self.0 | other.0)
    }

    /// Reads or writes memory (a load, store or atomic).
    pub const fn accesses_memory(self) -> bool {
        self.intersects(OpFacts(bits::LOAD | bits::STORE | bits::ATOMIC))
    }
}

impl std::ops::BitOr for OpFacts {
    type Output = OpFacts;
    fn bitor(self, rhs: OpFacts) -> OpFacts {
        self.union(rhs)
    }
}

const NAMED: [(OpFacts, &str); 25] = [
    (OpFacts::STORE, "STORE"),
    (OpFacts::LOAD, "LOAD"),
    (OpFacts::ATOMIC, "ATOMIC"),
    (OpFacts::ATOMIC_RTN, "ATOMIC_RTN"),
    (OpFacts::CMPSWAP, "CMPSWAP"),
    (OpFacts::DS_TWO_OFFSETS, "DS_TWO_OFFSETS"),
    (OpFacts::PREFETCH, "PREFETCH"),
    (OpFacts::VALU_COMPARE, "VALU_COMPARE"),
    (OpFacts::WRITES_EXEC, "WRITES_EXEC"),
    (OpFacts::SAVEEXEC, "SAVEEXEC"),
    (OpFacts::SDST_READ, "SDST_READ"),
    (OpFacts::DST_RELATIVE, "DST_RELATIVE"),
    (OpFacts::WRITES_SRC0, "WRITES_SRC0"),
    (OpFacts::MATRIX, "MATRIX"),
    (OpFacts::SPARSE_MATRIX, "SPARSE_MATRIX"),
    (OpFacts::MIX, "MIX"),
    (OpFacts::F64, "F64"),
    (OpFacts::PERMLANE16, "PERMLANE16"),
    (OpFacts::CALL, "CALL"),
    (OpFacts::INDIRECT_JUMP, "INDIRECT_JUMP"),
    (OpFacts::TYPE64, "TYPE64"),
    (OpFacts::WAIT, "WAIT"),
    (OpFacts::CACHE_CONTROL, "CACHE_CONTROL"),
    (OpFacts::HINT, "HINT"),
    (OpFacts::MESSAGE, "MESSAGE"),
];

/// The condition of a compare (`v_cmp_<cond>_<type>`, `s_cmp_<cond>_<type>`), as the ISA
/// manuals name them. LLVM spells `lg` as `ne` for integers and `t` as `tru` for floats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum CompareCond {
    F,
    Lt,
    Eq,
    Le,
    Gt,
    Lg,
    Ge,
    T,
    /// Float only: ordered (neither operand is NaN).
    O,
    /// Float only: unordered (an operand is NaN).
    U,
    /// Float only: the negations, true on NaN.
    Nge,
    Nlg,
    Ngt,
    Nle,
    Neq,
    Nlt,
    /// `v_cmp_class_*`: the second operand is a mask of float classes.
    Class,
}

/// The operand type of a compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum CompareType {
    I16,
    U16,
    F16,
    I32,
    U32,
    F32,
    I64,
    U64,
    F64,
}

impl CompareType {
    /// Whether it is a float type.
    pub const fn is_float(self) -> bool {
        matches!(self, CompareType::F16 | CompareType::F32 | CompareType::F64)
    }

    /// Whether it is a signed integer type.
    pub const fn is_signed(self) -> bool {
        matches!(self, CompareType::I16 | CompareType::I32 | CompareType::I64)
    }
}

/// What a compare compares: its condition and operand type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Compare {
    /// The condition.
    pub cond: CompareCond,
    /// The operand type.
    pub ty: CompareType,
}

// In the generator's order (COMPARE_CONDS, COMPARE_TYPES).
const CONDS: [CompareCond; 17] = [
    CompareCond::F,
    CompareCond::Lt,
    CompareCond::Eq,
    CompareCond::Le,
    CompareCond::Gt,
    CompareCond::Lg,
    CompareCond::Ge,
    CompareCond::T,
    CompareCond::O,
    CompareCond::U,
    CompareCond::Nge,
    CompareCond::Nlg,
    CompareCond::Ngt,
    CompareCond::Nle,
    CompareCond::Neq,
    CompareCond::Nlt,
    CompareCond::Class,
];
const TYPES: [CompareType; 9] = [
    CompareType::I16,
    CompareType::U16,
    CompareType::F16,
    CompareType::I32,
    CompareType::U32,
    CompareType::F32,
    CompareType::I64,
    CompareType::U64,
    CompareType::F64,
];

impl std::fmt::Debug for OpFacts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = NAMED
            .iter()
            .filter(|(b, _)| self.contains(*b))
            .map(|&(_, n)| n)
            .collect();
        write!(f, "OpFacts({})", names.join(" | "))
    }
}

impl super::table::Entry {
    /// The facts of the entry's operation.
    pub(crate) fn facts(&self) -> OpFacts {
        OpFacts(FACTS[usize::from(self.name)])
    }
}

impl Opcode {
    /// Every opcode, in [`super::NAMES`] order.
    pub fn all() -> impl Iterator<Item = Opcode> {
        (0..super::NAMES.len() as u16).map(Opcode::from_index)
    }

    /// What the operation does.
    pub fn facts(self) -> OpFacts {
        OpFacts(FACTS[self as usize])
    }

    /// The condition and type of a compare (`v_cmp*`, `v_cmpx*`, `s_cmp_*`, `s_cmpk_*`).
    pub fn compare(self) -> Option<Compare> {
        let v = COMPARES[self as usize];
        let cond = (v & 0x3f) as usize;
        (cond != 0).then(|| Compare {
            cond: CONDS[cond - 1],
            ty: TYPES[(v >> 8) as usize],
        })
    }

    /// A work-group barrier: a wave that executes it waits until every wave of its
    /// work-group has arrived (`s_barrier`; GFX12's split `s_barrier_signal` and
    /// `s_barrier_wait`), so it cannot finish running alone.
    pub fn is_work_group_barrier(self) -> bool {
        matches!(
            self,
            Opcode::SBarrier
                | Opcode::SBarrierSignal
                | Opcode::SBarrierSignalIsfirst
                | Opcode::SBarrierWait
        )
    }

    /// Its mnemonic (without `_e32`/`_e64`).
    pub fn name(self) -> &'static str {
        super::NAMES[self as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> impl Iterator<Item = Opcode> {
        Opcode::all()
    }

    fn with(f: OpFacts) -> Vec<&'static str> {
        all()
            .filter(|o| o.facts().contains(f))
            .map(Opcode::name)
            .collect()
    }

    /// The DS operations that exist only with the `gds` bit (GWS, ordered counts, the GS
    /// registers): they touch no LDS.
    fn gds_only(n: &str) -> bool {
        [
            "ds_gws_",
            "ds_ordered_count",
            "ds_add_gs_reg",
            "ds_sub_gs_reg",
        ]
        .iter()
        .any(|p| n.starts_with(p))
    }

    #[test]
    fn the_named_bits_are_every_bit_once() {
        let mut seen = 0u32;
        for (b, _) in NAMED {
            assert_eq!(b.0.count_ones(), 1);
            assert_eq!(seen & b.0, 0);
            seen |= b.0;
        }
        let used = all().fold(0, |acc, o| acc | o.facts().0);
        assert_eq!(used & !seen, 0, "a generated bit has no name");
        assert_eq!(used, seen, "a named fact holds for no opcode");
    }

    #[test]
    fn memory_operations_are_exactly_one_kind() {
        let kinds = OpFacts::LOAD | OpFacts::STORE | OpFacts::ATOMIC;
        let cache_maintenance = [
            "buffer_wbinvl1",
            "buffer_wbinvl1_vol",
            "buffer_wbl2",
            "buffer_invl2",
            "buffer_inv",
            "buffer_gl0_inv",
            "buffer_gl1_inv",
            "global_inv",
            "global_wb",
            "global_wbinv",
        ];
        let no_memory = [
            "ds_nop",
            "ds_swizzle_b32",
            "ds_permute_b32",
            "ds_bpermute_b32",
            "ds_bpermute_fi_b32",
        ];
        for o in all() {
            if gds_only(o.name()) {
                assert_eq!(o.facts(), OpFacts::default(), "{}", o.name());
                continue;
            }
            let n = o.name();
            let memory = [
                "global_", "flat_", "scratch_", "buffer_", "tbuffer_", "ds_", "image_",
            ]
            .iter()
            .any(|p| n.starts_with(p));
            let k = (o.facts().0 & kinds.0).count_ones();
            if !memory || cache_maintenance.contains(&n) || no_memory.contains(&n) {
                assert!(
                    k == 0 || n.starts_with("s_") || n.starts_with("lds_"),
                    "{n}: {:?}",
                    o.facts()
                );
            } else {
                assert_eq!(k, 1, "{n}: {:?}", o.facts());
            }
        }
    }

    #[test]
    fn facts_of_known_operations() {
        let f = |n: &str| {
            all()
                .find(|o| o.name() == n)
                .unwrap_or_else(|| panic!("{n} is no opcode"))
                .facts()
        };
        assert_eq!(f("global_store_dword"), OpFacts::STORE);
        assert_eq!(f("buffer_load_dwordx4"), OpFacts::LOAD);
        assert_eq!(f("ds_write2_b32"), OpFacts::STORE | OpFacts::DS_TWO_OFFSETS);
        assert_eq!(
            f("ds_store_2addr_b64"),
            OpFacts::STORE | OpFacts::DS_TWO_OFFSETS | OpFacts::TYPE64
        );
        assert_eq!(
            f("ds_cmpst_rtn_b32"),
            OpFacts::ATOMIC | OpFacts::ATOMIC_RTN | OpFacts::CMPSWAP
        );
        assert_eq!(f("ds_add_u32"), OpFacts::ATOMIC);
        assert_eq!(
            f("global_atomic_cmpswap_x2"),
            OpFacts::ATOMIC | OpFacts::CMPSWAP
        );
        assert_eq!(f("s_load_dwordx2"), OpFacts::LOAD);
        assert_eq!(f("s_store_dword"), OpFacts::STORE);
        assert_eq!(f("image_sample"), OpFacts::LOAD);
        assert_eq!(f("image_store"), OpFacts::STORE);
        assert_eq!(
            f("v_cmpx_lt_i32"),
            OpFacts::VALU_COMPARE | OpFacts::WRITES_EXEC
        );
        assert_eq!(f("v_cmp_lt_i32"), OpFacts::VALU_COMPARE);
        assert_eq!(
            f("s_and_saveexec_b64"),
            OpFacts::WRITES_EXEC | OpFacts::SAVEEXEC | OpFacts::TYPE64
        );
        assert_eq!(f("s_and_not1_wrexec_b32"), OpFacts::WRITES_EXEC);
        assert_eq!(f("s_cmpk_eq_u32"), OpFacts::SDST_READ);
        assert_eq!(f("s_setreg_b32"), OpFacts::SDST_READ);
        assert_eq!(f("s_movk_i32"), OpFacts::default());
        assert_eq!(f("s_movreld_b64"), OpFacts::DST_RELATIVE | OpFacts::TYPE64);
        assert_eq!(f("v_swap_b32"), OpFacts::WRITES_SRC0);
        assert_eq!(
            f("s_swappc_b64"),
            OpFacts::CALL | OpFacts::INDIRECT_JUMP | OpFacts::TYPE64
        );
        assert_eq!(f("v_add_f64"), OpFacts::F64 | OpFacts::TYPE64);
        assert_eq!(f("v_fma_mix_f32"), OpFacts::MIX);
        assert_eq!(f("v_permlanex16_b32"), OpFacts::PERMLANE16);
        assert_eq!(
            f("v_smfmac_f32_16x16x32_f16"),
            OpFacts::MATRIX | OpFacts::SPARSE_MATRIX
        );
        assert_eq!(f("s_waitcnt"), OpFacts::WAIT);
        assert_eq!(f("s_wait_loadcnt_dscnt"), OpFacts::WAIT);
        assert_eq!(f("s_waitcnt_vmcnt"), OpFacts::WAIT | OpFacts::SDST_READ);
        assert_eq!(f("s_delay_alu"), OpFacts::WAIT);
        assert_eq!(f("buffer_wbinvl1_vol"), OpFacts::CACHE_CONTROL);
        assert_eq!(f("global_wbinv"), OpFacts::CACHE_CONTROL);
        assert_eq!(f("s_dcache_wb"), OpFacts::CACHE_CONTROL);
        assert_eq!(f("s_setprio"), OpFacts::HINT);
        assert_eq!(f("s_prefetch_data"), OpFacts::HINT | OpFacts::PREFETCH);
        assert_eq!(f("s_sendmsg"), OpFacts::MESSAGE);
        assert_eq!(f("s_sendmsg_rtn_b32"), OpFacts::default());
        assert_eq!(f("s_barrier"), OpFacts::default());
    }

    #[test]
    fn every_fact_names_its_whole_family() {
        // Each fact against an independent reading of the names: the generator must not
        // have dropped a member of the family the fact describes.
        for o in all() {
            let (n, f) = (o.name(), o.facts());
            assert_eq!(
                f.contains(OpFacts::VALU_COMPARE),
                n.starts_with("v_cmp"),
                "{n}"
            );
            assert_eq!(
                f.contains(OpFacts::SAVEEXEC),
                n.starts_with("s_") && n.contains("_saveexec_"),
                "{n}"
            );
            assert_eq!(
                f.contains(OpFacts::WRITES_EXEC),
                n.starts_with("v_cmpx")
                    || (n.starts_with("s_")
                        && (n.contains("_saveexec_") || n.contains("_wrexec_"))),
                "{n}"
            );
            assert_eq!(
                f.contains(OpFacts::CMPSWAP),
                n.contains("cmpswap") || n.contains("cmpst"),
                "{n}"
            );
            if n.starts_with("s_cmpk_") {
                assert!(f.contains(OpFacts::SDST_READ), "{n}");
            }
            if f.contains(OpFacts::ATOMIC_RTN) {
                assert!(f.contains(OpFacts::ATOMIC), "{n}");
            }
            if n.contains("_rtn") && n.starts_with("ds_") && !gds_only(n) {
                assert!(f.contains(OpFacts::ATOMIC_RTN), "{n}");
            }
        }
        let quiet = OpFacts::WAIT | OpFacts::CACHE_CONTROL | OpFacts::HINT | OpFacts::MESSAGE;
        for o in all() {
            let (n, f) = (o.name(), o.facts());
            // Quiet operations are the SOPP/SMEM/cache-maintenance ones, at most one kind each,
            // and never access memory.
            if f.intersects(quiet) {
                assert_eq!((f.0 & quiet.0).count_ones(), 1, "{n}: {f:?}");
                assert!(!f.accesses_memory(), "{n}");
            }
            if n.starts_with("s_waitcnt") || n.starts_with("s_wait_") {
                assert!(f.contains(OpFacts::WAIT), "{n}");
            }
            if n.contains("prefetch") {
                assert!(f.contains(OpFacts::HINT), "{n}");
            }
            if n.starts_with("s_dcache_") || n.ends_with("_inv") || n.contains("_wb") {
                assert!(f.contains(OpFacts::CACHE_CONTROL), "{n}");
            }
        }
        assert_eq!(with(OpFacts::WAIT).len(), 24);
        assert_eq!(with(OpFacts::CACHE_CONTROL).len(), 18);
        assert_eq!(with(OpFacts::HINT).len(), 14);
        assert_eq!(with(OpFacts::MESSAGE), ["s_sendmsg", "s_sendmsghalt"]);
        assert_eq!(with(OpFacts::DST_RELATIVE).len(), 7);
        assert_eq!(with(OpFacts::CALL), ["s_call_b64", "s_swappc_b64"]);
    }

    #[test]
    fn every_compare_spells_its_condition_and_type() {
        let mut count = 0;
        for o in all() {
            let n = o.name();
            let family = ["v_cmp_", "v_cmpx_", "s_cmp_", "s_cmpk_"]
                .iter()
                .any(|p| n.starts_with(p));
            let Some(c) = o.compare() else {
                assert!(!family, "{n} has no compare facts");
                continue;
            };
            count += 1;
            // Rebuild the mnemonic from the facts: the generator must have read both parts.
            let cond = format!("{:?}", c.cond).to_lowercase();
            let ty = format!("{:?}", c.ty).to_lowercase();
            let spellings: &[&str] = match c.cond {
                CompareCond::Lg => &["lg", "ne"],
                CompareCond::T => &["t", "tru"],
                _ => &[&cond],
            };
            assert!(
                spellings
                    .iter()
                    .any(|s| n.ends_with(&format!("_{s}_{ty}")) && family),
                "{n}: {c:?}"
            );
            assert_eq!(
                o.facts().contains(OpFacts::TYPE64),
                ty.ends_with("64"),
                "{n}"
            );
        }
        assert_eq!(count, 258);
        let c = |n: &str| all().find(|o| o.name() == n).and_then(Opcode::compare);
        assert_eq!(
            c("v_cmpx_ne_u64"),
            Some(Compare {
                cond: CompareCond::Lg,
                ty: CompareType::U64
            })
        );
        assert_eq!(
            c("v_cmp_class_f16"),
            Some(Compare {
                cond: CompareCond::Class,
                ty: CompareType::F16
            })
        );
        assert_eq!(
            c("s_cmpk_ge_i32"),
            Some(Compare {
                cond: CompareCond::Ge,
                ty: CompareType::I32
            })
        );
        assert_eq!(c("s_cmov_b32"), None);
        assert_eq!(c("v_cmp_tru_f64").map(|c| c.cond), Some(CompareCond::T));
    }
}
