//! The decoder's typed memory accessor ([`Instruction::mem`]) against its own text, which
//! `tests/disasm.rs` holds equal to `llvm-objdump`: for every SMEM, DS, FLAT/GLOBAL/SCRATCH,
//! MUBUF and MTBUF instruction of every code object in the corpus (all eight targets), the
//! registers, offsets, address controls and cache-policy bits the accessor gives must be what
//! the text shows. Prints the instructions checked per target.

use crate::support;

use std::collections::BTreeMap;

use crate::support::corpus;
use amdgpu::decode::{CachePolicy, Decoder, Family, Instruction, MemOperands, Operand};
use amdgpu::WaveSize;
use codeobj::CodeObject;

/// The operand list and the trailing modifiers of an instruction's text: operands are
/// separated by `, `, modifiers by spaces after the last operand.
fn split_text(text: &str) -> (String, Vec<String>, Vec<String>) {
    let (mnemonic, rest) = text.split_once(' ').unwrap_or((text, ""));
    let mut ops: Vec<String> = rest.split(", ").map(str::to_string).collect();
    let mut mods = Vec::new();
    if let Some(last) = ops.pop() {
        let mut words = last.split(' ');
        let first = words.next().unwrap_or("");
        // An instruction with only modifiers (`buffer_wbinvl1`) has no operand.
        if is_modifier(first) {
            mods.push(first.to_string());
        } else if !first.is_empty() {
            ops.push(first.to_string());
        }
        mods.extend(words.map(str::to_string));
    }
    (mnemonic.to_string(), ops, mods)
}

fn is_modifier(word: &str) -> bool {
    [
        "offset:", "offset0:", "offset1:", "format:", "th:", "scope:",
    ]
    .iter()
    .any(|p| word.starts_with(p))
        || matches!(
            word,
            "offen"
                | "idxen"
                | "glc"
                | "slc"
                | "dlc"
                | "scc"
                | "sc0"
                | "sc1"
                | "nt"
                | "lds"
                | "gds"
                | "tfe"
        )
}

/// A number as LLVM prints offsets (`16`, `0x10`, `-0x10`).
fn number(s: &str) -> Option<i64> {
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let v = match s.strip_prefix("0x") {
        Some(h) => i64::from_str_radix(h, 16).ok()?,
        None => s.parse().ok()?,
    };
    Some(if neg { -v } else { v })
}

fn show(op: Option<Operand>) -> Option<String> {
    op.map(|o| o.to_string())
}

/// The value of `name:` among the modifiers (`offset:20`).
fn modifier<'a>(mods: &'a [String], name: &str) -> Option<&'a str> {
    mods.iter()
        .find_map(|m| m.strip_prefix(name).and_then(|r| r.strip_prefix(':')))
}

fn has(mods: &[String], m: &str) -> bool {
    mods.iter().any(|x| x == m)
}

/// The cache-policy words the text shows for `cache`.
fn check_cache(cache: Option<CachePolicy>, mods: &[String]) -> Result<(), String> {
    let want: Vec<(&str, bool)> = match cache {
        None => vec![],
        Some(CachePolicy::Glc { glc, slc, dlc, scc }) => {
            vec![("glc", glc), ("slc", slc), ("dlc", dlc), ("scc", scc)]
        }
        Some(CachePolicy::Gfx940 { sc0, sc1, nt }) => vec![("sc0", sc0), ("sc1", sc1), ("nt", nt)],
        Some(CachePolicy::Gfx12 {
            th,
            scope,
            nv,
            scale_offset,
        }) => {
            if modifier(mods, "th").is_some() != (th != 0)
                || modifier(mods, "scope").is_some() != (scope != 0)
            {
                return Err(format!("th {th} scope {scope}"));
            }
            vec![("nv", nv), ("scale_offset", scale_offset)]
        }
    };
    for (word, on) in want {
        if has(mods, word) != on {
            return Err(format!("cache bit {word}: accessor says {on}"));
        }
    }
    Ok(())
}

/// The immediate `offset:` modifier (0 when absent).
fn offset_modifier(mods: &[String]) -> Result<i64, String> {
    match modifier(mods, "offset") {
        None => Ok(0),
        Some(v) => number(v).ok_or(format!("offset `{v}`")),
    }
}

fn expect_ops(got: &[String], want: &[Option<String>]) -> Result<(), String> {
    let want: Vec<&String> = want.iter().flatten().collect();
    if got.iter().collect::<Vec<_>>() != want {
        return Err(format!("operands {got:?}, accessor gives {want:?}"));
    }
    Ok(())
}

/// Checks one instruction's accessor against its text.
fn check(inst: &Instruction, m: &MemOperands) -> Result<(), String> {
    let text = inst.text();
    let (mnemonic, ops, mods) = split_text(&text);
    match inst.family() {
        Family::Smem => {
            let mut ops = ops;
            if mnemonic.starts_with("s_atc_probe") {
                // The sdata field is an immediate here, printed first.
                ops.remove(0);
            }
            if mnemonic.contains("prefetch") {
                // GFX12: [sbase, ]offset, soffset, length.
                let n = ops.len();
                if n < 3 || number(&ops[n - 3]) != Some(m.offset.into()) {
                    return Err(format!("prefetch offset {}", m.offset));
                }
                let so = show(m.soffset).unwrap_or("null".into());
                if ops[n - 2] != so {
                    return Err(format!("prefetch soffset {so}"));
                }
                return expect_ops(&ops[..n - 3], &[show(m.sbase)]);
            }
            let regs = [show(m.dst.or(m.data)), show(m.sbase)];
            let nregs = regs.iter().flatten().count();
            expect_ops(&ops[..nregs.min(ops.len())], &regs)?;
            let (offset, soffset) = match &ops[nregs.min(ops.len())..] {
                [] => (0, None),
                [last] => match number(last) {
                    Some(v) => (v, None),
                    None if last == "null" => (offset_modifier(&mods)?, None),
                    None => (offset_modifier(&mods)?, Some(last.clone())),
                },
                more => return Err(format!("extra operands {more:?}")),
            };
            if (offset, soffset.clone()) != (m.offset.into(), show(m.soffset)) {
                return Err(format!(
                    "text offset {offset} soffset {soffset:?}, accessor {} {:?}",
                    m.offset, m.soffset
                ));
            }
        }
        Family::Ds => {
            expect_ops(
                &ops,
                &[show(m.dst), show(m.addr), show(m.data), show(m.data1)],
            )?;
            if mnemonic != "ds_swizzle_b32" {
                let (o0, o1) = match m.offset1 {
                    Some(_) => (
                        modifier(&mods, "offset0").and_then(number).unwrap_or(0),
                        Some(modifier(&mods, "offset1").and_then(number).unwrap_or(0)),
                    ),
                    None => (offset_modifier(&mods)?, None),
                };
                if (o0, o1) != (m.offset.into(), m.offset1.map(i64::from)) {
                    return Err(format!("offsets {o0} {o1:?}"));
                }
            }
            if has(&mods, "gds") != m.gds {
                return Err("gds".into());
            }
        }
        Family::Flat | Family::Global | Family::Scratch => {
            if ops.is_empty() {
                // GFX12 global_inv and friends.
                if (m.dst, m.addr, m.data, m.saddr) != (None, None, None, None) {
                    return Err("operands where the text has none".into());
                }
            } else {
                let fam = inst.family();
                let addr = match (fam, m.addr) {
                    (Family::Scratch, None) => Some("off".to_string()),
                    (_, a) => show(a),
                };
                let saddr = match fam {
                    Family::Flat => None,
                    _ => Some(show(m.saddr).unwrap_or("off".into())),
                };
                expect_ops(&ops, &[show(m.dst), addr, show(m.data), saddr])?;
            }
            if offset_modifier(&mods)? != i64::from(m.offset) {
                return Err(format!("offset {}", m.offset));
            }
            if has(&mods, "lds") != m.lds {
                return Err("lds".into());
            }
            check_cache(m.cache, &mods)?;
        }
        Family::Mubuf | Family::Mtbuf => {
            if !ops.is_empty() {
                let addr = show(m.addr).unwrap_or("off".into());
                let soffset = show(m.soffset).unwrap_or("null".into());
                expect_ops(
                    &ops,
                    &[
                        show(m.data.or(m.dst)),
                        Some(addr),
                        show(m.srsrc),
                        Some(soffset),
                    ],
                )?;
            }
            if offset_modifier(&mods)? != i64::from(m.offset) {
                return Err(format!("offset {}", m.offset));
            }
            for (word, on) in [
                ("offen", m.offen),
                ("idxen", m.idxen),
                ("lds", m.lds),
                ("tfe", m.tfe),
            ] {
                if has(&mods, word) != on {
                    return Err(format!("{word}: accessor says {on}"));
                }
            }
            if m.format.is_some() != (inst.family() == Family::Mtbuf) {
                return Err("format".into());
            }
            if !ops.is_empty() {
                check_cache(m.cache, &mods)?;
            }
        }
        f => return Err(format!("memory operands for {f:?}")),
    }
    Ok(())
}

#[test]
fn mem_accessor_agrees_with_text_on_corpus() {
    let objects = support::corpus_code_objects();
    assert!(objects.len() > 100, "corpus has {} objects", objects.len());
    let mut per_target: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for (path, target) in &objects {
        let bytes = std::fs::read(corpus().join(path)).expect("corpus file");
        let co = CodeObject::parse(&bytes).unwrap_or_else(|e| panic!("{path}: {e}"));
        let wave = if target.starts_with("gfx9") {
            WaveSize::Wave64
        } else {
            WaveSize::Wave32
        };
        // The corpus has no gfx908 code: gfx906 code (the same memory encodings) is also
        // decoded as gfx908.
        let mut decoders = vec![(target.clone(), target.as_str())];
        if target == "gfx906" {
            decoders.push(("gfx908 (gfx906 code)".to_string(), "gfx908"));
        }
        for (label, mcpu) in decoders {
            let decoder = Decoder::for_target(mcpu, wave).expect("decoder");
            check_object(&co, &decoder, path, &label, &mut per_target, &mut failures);
        }
    }
    for (target, n) in &per_target {
        println!("{target:20} {n:7} memory instructions checked");
    }
    for t in [
        "gfx900",
        "gfx906",
        "gfx908 (gfx906 code)",
        "gfx90a",
        "gfx942",
        "gfx1030",
        "gfx1100",
        "gfx1200",
    ] {
        assert!(
            per_target.get(t).copied().unwrap_or(0) > 0,
            "no memory instructions for {t}"
        );
    }
    assert!(
        failures.is_empty(),
        "accessor disagrees with the text:\n{}",
        failures.join("\n")
    );
}

/// Checks every memory instruction of `co`'s code sections, decoded linearly.
fn check_object(
    co: &CodeObject,
    decoder: &Decoder,
    path: &str,
    label: &str,
    per_target: &mut BTreeMap<String, usize>,
    failures: &mut Vec<String>,
) {
    for section in co.sections().iter().filter(|s| s.is_executable()) {
        let data = section.data;
        let mut off = 0;
        while off + 4 <= data.len() {
            let inst = decoder.decode(&data[off..]);
            let here = section.address + off as u64;
            off += inst.len().max(4);
            let memory = matches!(
                inst.family(),
                Family::Smem
                    | Family::Ds
                    | Family::Flat
                    | Family::Global
                    | Family::Scratch
                    | Family::Mubuf
                    | Family::Mtbuf
            );
            if !inst.is_valid() || !memory {
                continue;
            }
            *per_target.entry(label.to_string()).or_default() += 1;
            let r = match inst.mem() {
                Some(m) => check(&inst, &m).map_err(|e| format!("{e}; {m:?}")),
                None => Err("no memory operands".into()),
            };
            if let Err(e) = r {
                if failures.len() < 40 {
                    failures.push(format!("{label} {path} {here:#x} `{}`: {e}", inst.text()));
                }
            }
        }
    }
}
