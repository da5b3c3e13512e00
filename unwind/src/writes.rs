//! Which SGPRs a function may write, itself and through every function it calls, for the
//! ABI fallback.
//!
//! The calling convention (AMDGPUUsage "Call Convention", "Non-Kernel Functions") lets a
//! callee clobber s4–s31, so a caller must not keep a value there across a call. LLVM's
//! interprocedural register allocation relaxes that for direct calls: when every callee's
//! register use is known, a caller may keep a value in an argument SGPR the callees leave
//! alone. Upstream clang's prologues rely on it: `s_mov_b32 s29, s33` keeps the caller's frame
//! pointer in s29 across the function's calls and never spills it. An unwinder that treats
//! all of s4–s31 as clobbered by every call then cannot find the caller's s33 two frames up.
//!
//! So the fallback reasons as the compiler does: a frame's caller sees a register as the
//! frame sees it unless the frame's function, or a function it calls directly (transitively),
//! may write it. Calls are `s_swappc_b64` (and `s_call_b64`, and `s_setpc_b64` tail calls)
//! whose target the analysis follows through `s_getpc_b64` + `s_add_u32 …@rel32@lo+4` +
//! `s_addc_u32 …@rel32@hi+12` (GFX12: `s_sext_i32_i16` of the high half, then
//! `s_add_co_u32`/`s_add_co_ci_u32`; the literals are the pc-relative offset in a linked object,
//! and in a relocatable one once its `.rela.text` is applied). A call it cannot follow (a
//! function pointer, a target that starts no function), an unknown instruction or an
//! `s_movreld` makes the set [`Opaque`]: every SGPR may be written, today's conservative
//! answer, and the reason says where and why.
//!
//! What an instruction writes comes from the decoder's typed opcode, its facts and its
//! destination fields ([`amdgpu::decode::Instruction::destinations`], which over-approximate
//! image atomics), so the set never misses a write the decoder can see.

use std::fmt;
use std::sync::Arc;

use amdgpu::decode::{Decoder, Family, OpFacts, Opcode, Operand, RegKind};

use crate::frames::{Code, Function};

/// Why a function's writes cannot all be known: any SGPR may be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opaque {
    /// A call or jump through a register whose value the analysis cannot follow (a
    /// function pointer).
    IndirectCall {
        /// The calling function.
        function: String,
        /// The ELF address of the call.
        at: u64,
    },
    /// A call to an address where no function starts.
    UnknownTarget {
        /// The calling function.
        function: String,
        /// The ELF address of the call.
        at: u64,
        /// The address it calls.
        target: u64,
    },
    /// An instruction the decoder does not know.
    UnknownInstruction {
        /// The function.
        function: String,
        /// Its ELF address.
        at: u64,
    },
    /// An instruction that writes an SGPR chosen at run time (`s_movreld_b32`/`_b64`,
    /// `s_movrelsd_2_b32`).
    IndexedWrite {
        /// The function.
        function: String,
        /// Its ELF address.
        at: u64,
    },
    /// The function's code bytes are not in the code object.
    NoCode {
        /// The function.
        function: String,
    },
    /// The analysis's instruction budget ran out.
    Budget {
        /// The function being decoded when it did.
        function: String,
    },
    /// The decoder does not know the processor.
    NoDecoder(String),
}

impl fmt::Display for Opaque {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Opaque::IndirectCall { function, at } => {
                write!(f, "{function} makes an indirect call at {at:#x}")
            }
            Opaque::UnknownTarget {
                function,
                at,
                target,
            } => write!(
                f,
                "{function} calls {target:#x} at {at:#x}, where no function starts"
            ),
            Opaque::UnknownInstruction { function, at } => {
                write!(f, "{function} has an unknown instruction at {at:#x}")
            }
            Opaque::IndexedWrite { function, at } => write!(
                f,
                "{function} writes an SGPR chosen at run time (s_movreld) at {at:#x}"
            ),
            Opaque::NoCode { function } => write!(f, "{function}'s code bytes are missing"),
            Opaque::Budget { function } => {
                write!(f, "the instruction budget ran out in {function}")
            }
            Opaque::NoDecoder(e) => write!(f, "no instruction decoder: {e}"),
        }
    }
}

/// The SGPRs a function and every function it calls, directly or not, may write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriteSet {
    /// The function.
    pub function: String,
    /// Bit n: s_n may be written.
    pub sgprs: u128,
    /// Set when some write cannot be known: then every SGPR may be written.
    pub opaque: Option<Opaque>,
    /// The functions the set covers: the function itself, then those it reaches by calls.
    pub reached: Vec<String>,
}

impl WriteSet {
    /// Whether SGPR `n` may be written.
    pub fn may_write_sgpr(&self, n: u16) -> bool {
        self.opaque.is_some() || (n < 128 && self.sgprs >> n & 1 == 1)
    }

    /// Why SGPR `n` may be written, for messages (`None` if it may not be).
    pub fn why(&self, n: u16) -> Option<String> {
        if let Some(o) = &self.opaque {
            return Some(format!(
                "s{n} may be written by {} or a function it calls ({o})",
                self.function
            ));
        }
        if !self.may_write_sgpr(n) {
            return None;
        }
        let callees = if self.reached.len() > 1 {
            format!(" or its callees ({})", self.reached[1..].join(", "))
        } else {
            String::new()
        };
        Some(format!("s{n} is written by {}{callees}", self.function))
    }
}

/// What one function's own instructions write and which functions they call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Direct {
    /// Bit n: the function itself writes s_n.
    pub(crate) sgprs: u128,
    /// Start addresses of the functions it calls (sorted, no repeats).
    pub(crate) calls: Vec<u64>,
    /// A write it cannot know.
    pub(crate) opaque: Option<Opaque>,
}

fn mask(index: u16, count: u8) -> u128 {
    (index..index.saturating_add(u16::from(count)))
        .filter(|&i| i < 128)
        .fold(0, |m, i| m | 1 << i)
}

/// SGPR values known along the straight line, to follow a call target.
struct Track {
    sgpr: [Option<u32>; 128],
    scc: Option<bool>,
}

impl Track {
    fn get(&self, op: &Operand, k: u16) -> Option<u32> {
        match *op {
            Operand::Reg {
                kind: RegKind::Sgpr,
                index,
                ..
            } => self.sgpr.get(usize::from(index + k)).copied().flatten(),
            Operand::Literal(l) if k == 0 => Some(l),
            Operand::Int(i) => Some(if k == 0 {
                i as i32 as u32
            } else if i < 0 {
                u32::MAX
            } else {
                0
            }),
            _ => None,
        }
    }

    fn set(&mut self, op: &Operand, k: u16, v: Option<u32>) {
        if let Some((i, _)) = crate::fallback::sgpr_of(op) {
            if let Some(s) = self.sgpr.get_mut(usize::from(i + k)) {
                *s = v;
            }
        }
    }

    fn pair(&self, op: &Operand) -> Option<u64> {
        Some(u64::from(self.get(op, 0)?) | u64::from(self.get(op, 1)?) << 32)
    }
}

/// Decodes `function` whole and collects what it writes and calls. `budget` counts
/// instructions down.
pub(crate) fn direct(
    code: &Code<'_>,
    function: &Function,
    decoder: &Decoder,
    budget: &mut usize,
) -> Direct {
    let name = &function.name;
    let mut out = Direct {
        sgprs: 0,
        calls: Vec::new(),
        opaque: None,
    };
    let Some(bytes) = code.bytes(function.start, function.end.saturating_sub(function.start))
    else {
        out.opaque = Some(Opaque::NoCode {
            function: name.clone(),
        });
        return out;
    };
    let mut t = Track {
        sgpr: [None; 128],
        scc: None,
    };
    let mut off = 0usize;
    while off < bytes.len() {
        if *budget == 0 {
            out.opaque = Some(Opaque::Budget {
                function: name.clone(),
            });
            return out;
        }
        *budget -= 1;
        let at = function.start + off as u64;
        let inst = decoder.decode(&bytes[off..]);
        let Some(op) = inst.opcode().filter(|_| inst.is_valid()) else {
            out.opaque = Some(Opaque::UnknownInstruction {
                function: name.clone(),
                at,
            });
            return out;
        };
        let next = at + inst.len() as u64;
        let ops = inst.operands();
        let call = |target: Option<u64>, out: &mut Direct| {
            let found = target.filter(|&a| {
                code.functions
                    .iter()
                    .any(|f| f.start == a && f.end > f.start)
            });
            match (found, target) {
                (Some(a), _) => {
                    if let Err(i) = out.calls.binary_search(&a) {
                        out.calls.insert(i, a);
                    }
                }
                (None, Some(target)) => {
                    out.opaque.get_or_insert(Opaque::UnknownTarget {
                        function: name.clone(),
                        at,
                        target,
                    });
                }
                (None, None) => {
                    out.opaque.get_or_insert(Opaque::IndirectCall {
                        function: name.clone(),
                        at,
                    });
                }
            }
        };
        // Follow the call target before the destinations overwrite the tracked values.
        match ops.as_slice() {
            // `s_call_b64`: a PC-relative target in dwords.
            [_, Operand::Imm(k)] if inst.is_call() => call(
                Some(next.wrapping_add_signed(i64::from(*k as i16) * 4)),
                &mut out,
            ),
            // `s_swappc_b64`: the target in a register pair.
            [_, src] if inst.is_call() => call(t.pair(src), &mut out),
            [src] if inst.is_return() => match t.pair(src) {
                // A tail call to a known function.
                Some(target) => call(Some(target), &mut out),
                // The return (`s_setpc_b64 s[30:31]`, which LLVM always returns with).
                None if crate::fallback::sgpr_of(src) == Some((30, 2)) => {}
                None => call(None, &mut out),
            },
            // `s_movreld`, `s_movrelsd_2`: the SGPR written is chosen by M0 at run time.
            _ if op.facts().contains(OpFacts::DST_RELATIVE) && inst.family() == Family::Sop1 => {
                out.opaque.get_or_insert(Opaque::IndexedWrite {
                    function: name.clone(),
                    at,
                });
            }
            _ => {}
        }
        // The tracked value each destination gets.
        let value: [Option<u32>; 2] = match (op, ops.as_slice()) {
            (Opcode::SGetpcB64, _) => [Some(next as u32), Some((next >> 32) as u32)],
            (Opcode::SMovB32, [_, src]) => [t.get(src, 0), None],
            (Opcode::SMovB64, [_, src]) => [t.get(src, 0), t.get(src, 1)],
            (Opcode::SSextI32I16, [_, src]) => {
                [t.get(src, 0).map(|v| v as i16 as i32 as u32), None]
            }
            (Opcode::SAddU32 | Opcode::SAddCoU32, [_, a, b]) => match (t.get(a, 0), t.get(b, 0)) {
                (Some(a), Some(b)) => {
                    let s = u64::from(a) + u64::from(b);
                    t.scc = Some(s >> 32 != 0);
                    [Some(s as u32), None]
                }
                _ => [None, None],
            },
            (Opcode::SAddcU32 | Opcode::SAddCoCiU32, [_, a, b]) => {
                match (t.get(a, 0), t.get(b, 0), t.scc) {
                    (Some(a), Some(b), Some(c)) => {
                        let s = u64::from(a) + u64::from(b) + u64::from(c);
                        t.scc = Some(s >> 32 != 0);
                        [Some(s as u32), None]
                    }
                    _ => [None, None],
                }
            }
            _ => [None, None],
        };
        if !matches!(
            op,
            Opcode::SAddU32 | Opcode::SAddcU32 | Opcode::SAddCoU32 | Opcode::SAddCoCiU32
        ) && matches!(
            inst.family(),
            Family::Sop1 | Family::Sop2 | Family::Sopc | Family::Sopk
        ) {
            t.scc = None;
        }
        for (n, dst) in inst.destinations().iter().enumerate() {
            let Some((i, c)) = crate::fallback::sgpr_of(dst) else {
                continue;
            };
            out.sgprs |= mask(i, c);
            for k in 0..u16::from(c) {
                let v = if n == 0 {
                    value.get(usize::from(k)).copied().flatten()
                } else {
                    None
                };
                t.set(dst, k, v);
            }
        }
        off += inst.len();
    }
    out
}

/// The write set of `function`: the union of what it and every function reachable from it
/// by calls write. `direct_of` gives (and may remember) one function's own writes.
pub(crate) fn transitive(
    code: &Code<'_>,
    function: &Function,
    mut direct_of: impl FnMut(&Function) -> Arc<Direct>,
) -> WriteSet {
    let mut set = WriteSet {
        function: function.name.clone(),
        sgprs: 0,
        opaque: None,
        reached: vec![function.name.clone()],
    };
    let mut seen = vec![function.start];
    let mut work = vec![function.clone()];
    while let Some(f) = work.pop() {
        let d = direct_of(&f);
        set.sgprs |= d.sgprs;
        if set.opaque.is_none() {
            set.opaque = d.opaque.clone();
        }
        for &c in &d.calls {
            if seen.contains(&c) {
                continue;
            }
            seen.push(c);
            if let Some(g) = code.functions.iter().find(|g| g.start == c) {
                set.reached.push(g.name.clone());
                work.push(g.clone());
            }
        }
    }
    set
}

/// A decoder for the code object's processor and the wave size.
pub(crate) fn decoder(code: &Code<'_>, lanes: u32) -> Result<Decoder, Opaque> {
    let wave = amdgpu::WaveSize::from_lanes(lanes)
        .ok_or_else(|| Opaque::NoDecoder(format!("a wave of {lanes} lanes")))?;
    Decoder::for_target(code.processor.name, wave).map_err(|e| Opaque::NoDecoder(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const S_SETPC_RETURN: u32 = 0xBE80_1D1E; // s_setpc_b64 s[30:31]

    /// `s_mov_b32 sD, s33` (gfx900 SOP1).
    fn mov_from_fp(d: u32) -> u32 {
        0xBE80_0021 | d << 16
    }

    /// A direct call from `at` to `target`: `s_getpc_b64 s[4:5]`, `s_add_u32 s4, s4, lo`,
    /// `s_addc_u32 s5, s5, hi`, `s_swappc_b64 s[30:31], s[4:5]` (24 bytes), with the
    /// pc-relative literals a linker writes (relative to the end of `s_getpc_b64`).
    fn call(at: u64, target: u64) -> Vec<u32> {
        let delta = target.wrapping_sub(at + 4);
        vec![
            0xBE84_1C00,
            0x8004_FF04,
            delta as u32,
            0x8205_FF05,
            (delta >> 32) as u32,
            0xBE9E_1E04,
        ]
    }

    /// A code object for gfx900 with functions at the given addresses (one text section
    /// from 0x100, padded with `s_nop 0`).
    fn code_of(funcs: &[(&str, u64, Vec<u32>)]) -> (Vec<u8>, Vec<Function>) {
        let end = funcs
            .iter()
            .map(|(_, a, w)| a + 4 * w.len() as u64)
            .max()
            .unwrap();
        let mut words = vec![0xBF80_0000u32; ((end - 0x100) / 4) as usize];
        let mut functions = Vec::new();
        for (name, at, w) in funcs {
            let i = ((at - 0x100) / 4) as usize;
            words[i..i + w.len()].copy_from_slice(w);
            functions.push(Function {
                name: name.to_string(),
                start: *at,
                end: at + 4 * w.len() as u64,
                is_kernel: false,
            });
        }
        (
            words.iter().flat_map(|w| w.to_le_bytes()).collect(),
            functions,
        )
    }

    fn sets(funcs: &[(&str, u64, Vec<u32>)]) -> Vec<WriteSet> {
        let (bytes, functions) = code_of(funcs);
        let processor = amdgpu::Processor::by_name("gfx900").unwrap();
        let code = Code::new("t", processor, 0, None, vec![(0x100, &bytes)], functions);
        let dec = decoder(&code, 64).unwrap();
        code.functions
            .iter()
            .map(|f| {
                transitive(&code, f, |g| {
                    let mut budget = 1000;
                    Arc::new(direct(&code, g, &dec, &mut budget))
                })
            })
            .collect()
    }

    fn leaf() -> Vec<u32> {
        // s_mov_b32 s10, 5; s_setpc_b64 s[30:31]
        vec![0xBE8A_0085, S_SETPC_RETURN]
    }

    #[test]
    fn direct_call() {
        let mut mid = vec![mov_from_fp(29)];
        mid.extend(call(0x204, 0x100));
        mid.push(S_SETPC_RETURN);
        let s = sets(&[("leaf", 0x100, leaf()), ("mid", 0x200, mid)]);
        let (leaf, mid) = (&s[0], &s[1]);
        assert_eq!(leaf.sgprs, 1 << 10);
        assert_eq!(leaf.reached, ["leaf"]);
        assert!(mid.opaque.is_none(), "{:?}", mid.opaque);
        assert_eq!(mid.reached, ["mid", "leaf"]);
        // mid's own writes (s29, the call's s[4:5] and s[30:31]) and leaf's (s10).
        for n in [4, 5, 10, 29, 30, 31] {
            assert!(mid.may_write_sgpr(n), "s{n}");
        }
        // The caller's frame pointer kept in s29 by mid survives leaf; s28 is nobody's.
        assert!(!leaf.may_write_sgpr(29));
        assert!(!mid.may_write_sgpr(28));
        assert!(mid.why(28).is_none());
        assert_eq!(
            mid.why(10).unwrap(),
            "s10 is written by mid or its callees (leaf)"
        );
    }

    #[test]
    fn transitive_calls() {
        let mut mid = vec![mov_from_fp(29)];
        mid.extend(call(0x204, 0x100));
        mid.push(S_SETPC_RETURN);
        let mut top = vec![mov_from_fp(28)];
        top.extend(call(0x304, 0x200));
        top.push(S_SETPC_RETURN);
        let s = sets(&[
            ("leaf", 0x100, leaf()),
            ("mid", 0x200, mid),
            ("top", 0x300, top),
        ]);
        let top = &s[2];
        assert_eq!(top.reached, ["top", "mid", "leaf"]);
        for n in [10, 28, 29] {
            assert!(top.may_write_sgpr(n), "s{n}");
        }
        assert!(!top.may_write_sgpr(27));
        // mid does not reach top: its set lacks top's s28.
        assert!(!s[1].may_write_sgpr(28));
    }

    #[test]
    fn mutual_recursion() {
        // ping: s_mov_b32 s20, s33; call pong; return.  pong: s_mov_b32 s21, s33; call
        // ping; return.
        let mut ping = vec![mov_from_fp(20)];
        ping.extend(call(0x104, 0x200));
        ping.push(S_SETPC_RETURN);
        let mut pong = vec![mov_from_fp(21)];
        pong.extend(call(0x204, 0x100));
        pong.push(S_SETPC_RETURN);
        let s = sets(&[("ping", 0x100, ping), ("pong", 0x200, pong)]);
        for w in &s {
            assert!(w.opaque.is_none());
            assert!(w.may_write_sgpr(20) && w.may_write_sgpr(21));
            assert!(!w.may_write_sgpr(22));
            assert_eq!(w.reached.len(), 2);
        }
    }

    #[test]
    fn unknown_callees() {
        // s_swappc_b64 s[30:31], s[6:7] with s[6:7] not followed: a function pointer.
        let indirect = vec![0xBE9E_1E06, S_SETPC_RETURN];
        // A call to 0x180, where no function starts.
        let mut stray = call(0x200, 0x180);
        stray.push(S_SETPC_RETURN);
        // A caller of the indirect one inherits its opacity.
        let mut caller = call(0x300, 0x100);
        caller.push(S_SETPC_RETURN);
        // An undecodable word.
        let bad = vec![0xFFFF_FFFF, S_SETPC_RETURN];
        let s = sets(&[
            ("indirect", 0x100, indirect),
            ("stray", 0x200, stray),
            ("caller", 0x300, caller),
            ("bad", 0x400, bad),
        ]);
        assert_eq!(
            s[0].opaque,
            Some(Opaque::IndirectCall {
                function: "indirect".into(),
                at: 0x100
            })
        );
        assert_eq!(
            s[1].opaque,
            Some(Opaque::UnknownTarget {
                function: "stray".into(),
                at: 0x214,
                target: 0x180
            })
        );
        assert_eq!(s[2].opaque, s[0].opaque);
        assert!(matches!(
            s[3].opaque,
            Some(Opaque::UnknownInstruction { at: 0x400, .. })
        ));
        // Opaque: every SGPR may be written, and the reason says where.
        assert!(s[2].may_write_sgpr(29));
        assert_eq!(
            s[2].why(29).unwrap(),
            "s29 may be written by caller or a function it calls \
             (indirect makes an indirect call at 0x100)"
        );
    }
}
