//! `hdb cfi` end to end: AMD's fork's CFI against `llvm-dwarfdump-22 --debug-frame` (entry
//! by entry, instruction by instruction, operation by operation, row by row), upstream clang's empty
//! FDEs, the hand-written `[amd:v0.0]` CFI row by row as its assembly comments describe it
//! (instruction addresses from `llvm-objdump-19`), `--pc`, and clean errors on bad input.

use std::path::{Path, PathBuf};

use crate::support::{corpus, files_with, hdb, oracle, stdout_ok};
use serde_json::Value;

fn cfi_json(path: &Path, extra: &[&str]) -> Value {
    let p = path.to_str().expect("utf-8 path");
    let mut args = vec!["cfi", "--json", p];
    args.extend_from_slice(extra);
    let out = hdb(&args);
    serde_json::from_str(&stdout_ok(&out, &format!("hdb {}", args.join(" "))))
        .unwrap_or_else(|e| panic!("{p}: JSON: {e}"))
}

/// The `.debug_frame` entries of `hdb cfi --json`.
fn debug_frame(report: &Value) -> &[Value] {
    report["sections"]
        .as_array()
        .and_then(|s| s.iter().find(|s| s["name"] == ".debug_frame"))
        .and_then(|s| s["entries"].as_array())
        .map(Vec::as_slice)
        .expect("a .debug_frame section")
}

fn kind<'v>(entries: &'v [Value], k: &str) -> Vec<&'v Value> {
    entries.iter().filter(|e| e["kind"] == k).collect()
}

fn u(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a number: {v}"))
}

// ----------------------------------------------------------------- llvm-dwarfdump's view

/// One entry as `llvm-dwarfdump-22 --debug-frame` prints it.
#[derive(Debug, Default)]
struct LlvmEntry {
    offset: u64,
    is_cie: bool,
    pc: Option<(u64, u64)>,
    fields: Vec<(String, String)>,
    instructions: Vec<String>,
    /// Unwind rows: `0x1a00: CFA=…: REG=rule, …`.
    rows: Vec<String>,
}

fn hex(s: &str) -> u64 {
    u64::from_str_radix(s.trim_start_matches("0x"), 16).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn llvm_frames(path: &Path) -> Vec<LlvmEntry> {
    let out = oracle(
        "llvm-dwarfdump-22",
        &["--debug-frame", path.to_str().unwrap()],
    );
    let text = stdout_ok(&out, "llvm-dwarfdump-22 --debug-frame");
    let mut entries: Vec<LlvmEntry> = Vec::new();
    let mut in_debug_frame = false;
    for line in text.lines() {
        if line.ends_with("contents:") {
            in_debug_frame = line == ".debug_frame contents:";
            continue;
        }
        if !in_debug_frame {
            continue;
        }
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let is_header = tokens.len() >= 4
            && (tokens[3] == "CIE" || tokens[3] == "FDE")
            && tokens[0].len() >= 8
            && tokens[0].bytes().all(|b| b.is_ascii_hexdigit());
        if is_header {
            let mut e = LlvmEntry {
                offset: hex(tokens[0]),
                is_cie: tokens[3] == "CIE",
                ..LlvmEntry::default()
            };
            if let Some(pc) = tokens.iter().find_map(|t| t.strip_prefix("pc=")) {
                let (a, b) = pc.split_once("...").expect("pc=a...b");
                e.pc = Some((hex(a), hex(b)));
            }
            entries.push(e);
            continue;
        }
        let Some(e) = entries.last_mut() else {
            continue;
        };
        let trimmed = line.trim();
        if trimmed.starts_with("DW_CFA_") {
            e.instructions.push(trimmed.to_string());
        } else if trimmed.starts_with("0x") && trimmed.contains(": CFA=") {
            e.rows.push(trimmed.to_string());
        } else if let Some((k, v)) = trimmed.split_once(':') {
            if !trimmed.starts_with("0x") {
                e.fields.push((k.trim().to_string(), v.trim().to_string()));
            }
        }
    }
    entries
}

impl LlvmEntry {
    fn field(&self, name: &str) -> &str {
        self.fields
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no {name} in {self:?}"))
    }
}

/// The DWARF number of a register as llvm-dwarfdump-22 names it for AMDGPU: the wave64
/// names (`SGPR33`, `VGPR40`, `AGPR3`, `PC_REG`, `EXEC`), `EXEC_LO` for EXEC_32, and
/// `regN` for numbers it has no name for (the wave32 vector registers).
fn llvm_register(token: &str) -> Option<u64> {
    let num = |p: &str| token.strip_prefix(p).and_then(|n| n.parse::<u64>().ok());
    match token {
        "PC_REG" => Some(16),
        "EXEC" => Some(17),
        "EXEC_LO" => Some(1),
        _ => {
            if let Some(n) = num("SGPR") {
                Some(if n < 64 { 32 + n } else { 1088 + n - 64 })
            } else if let Some(n) = num("VGPR") {
                Some(2560 + n)
            } else if let Some(n) = num("AGPR") {
                Some(3072 + n)
            } else {
                num("reg")
            }
        }
    }
}

/// An operation with register names replaced by their numbers in hex (`DW_OP_regx 0x3e`),
/// which is how `dwarf_ext` prints operations without names.
fn llvm_op(op: &str) -> String {
    op.split_whitespace()
        .map(|t| llvm_register(t).map_or(t.to_string(), |n| format!("{n:#x}")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// An instruction as (name, operands): registers as DWARF numbers, numbers in decimal,
/// expressions as one operand per operation.
type Normal = (String, Vec<String>);

fn llvm_normal(line: &str) -> Normal {
    let (name, rest) = line.split_once(':').expect("DW_CFA_x: operands");
    let rest = rest.trim();
    let ops = |s: &str| -> Vec<String> {
        if s.is_empty() {
            vec![]
        } else {
            s.split(", ").map(llvm_op).collect()
        }
    };
    let mut out = Vec::new();
    match name {
        "DW_CFA_def_cfa_expression" => out.extend(ops(rest)),
        "DW_CFA_expression" | "DW_CFA_val_expression" => {
            let (reg, expr) = rest.split_once(' ').unwrap_or((rest, ""));
            out.push(llvm_register(reg).expect("register").to_string());
            out.extend(ops(expr));
        }
        _ => {
            for t in rest.split_whitespace() {
                if t == "to" || t == "in" {
                    continue;
                }
                let t = t.strip_prefix("addrspace").unwrap_or(t);
                if let Some(n) = llvm_register(t) {
                    out.push(n.to_string());
                } else if let Some(h) = t.strip_prefix("0x") {
                    out.push(hex(h).to_string());
                } else if let Ok(n) = t.trim_start_matches('+').parse::<i64>() {
                    out.push(n.to_string());
                } else {
                    out.push(t.to_string());
                }
            }
        }
    }
    (name.to_string(), out)
}

/// hdb's view of an instruction; `rebase` is subtracted from advance locations.
fn hdb_normal(inst: &Value, rebase: u64) -> Normal {
    let name = inst["name"].as_str().unwrap().to_string();
    let mut out = Vec::new();
    if name.contains("advance_loc") {
        out.push(u(&inst["delta"]).to_string());
        out.push((u(&inst["location"]) - rebase).to_string());
    } else if name == "DW_CFA_set_loc" {
        out.push(u(&inst["location"]).to_string());
    }
    for key in ["register", "from"] {
        if let Some(r) = inst.get(key) {
            out.push(u(&r["number"]).to_string());
        }
    }
    if let Some(o) = inst.get("offset").and_then(Value::as_i64) {
        out.push(o.to_string());
    }
    if let Some(a) = inst.get("address_space") {
        out.push(u(a).to_string());
    }
    if let Some(e) = inst.get("expression") {
        assert!(e["error"].is_null(), "hdb could not decode {e}");
        for op in e["ops"].as_array().unwrap() {
            out.push(op["raw"].as_str().unwrap().to_string());
        }
    }
    (name, out)
}

/// Splits at `", "` outside brackets.
fn split_top(s: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0i32, 0);
    let b = s.as_bytes();
    for i in 0..b.len() {
        match b[i] {
            b'[' => depth += 1,
            b']' => depth -= 1,
            b',' if depth == 0 && b.get(i + 1) == Some(&b' ') => {
                out.push(&s[start..i]);
                start = i + 2;
            }
            _ => {}
        }
    }
    if start < s.len() {
        out.push(&s[start..]);
    }
    out
}

/// A row as (start, CFA, rules), normalized: registers as numbers, expressions as their
/// operations with numeric register operands.
type NormalRow = (u64, String, Vec<String>);

fn llvm_row(line: &str, rebase: u64) -> NormalRow {
    let (addr, rest) = line.split_once(": CFA=").expect("row");
    let (cfa, rules) = rest.split_once(": ").unwrap_or((rest, ""));
    let cfa = if cfa.starts_with("DW_OP_") {
        cfa.split(", ").map(llvm_op).collect::<Vec<_>>().join(", ")
    } else {
        // REG+N in addrspaceA
        let (reg_off, space) = cfa.split_once(" in addrspace").unwrap_or((cfa, "0"));
        let split = reg_off.rfind(['+', '-']).expect("REG+N");
        let reg = llvm_register(&reg_off[..split]).expect("CFA register");
        let off: i64 = reg_off[split..].trim_start_matches('+').parse().unwrap();
        format!("{reg}{off:+} as {space}")
    };
    let rules = split_top(rules)
        .into_iter()
        .map(|r| {
            let (reg, rule) = r.split_once('=').expect("REG=rule");
            let reg = llvm_register(reg).expect("register");
            let rule = if let Some(off) =
                rule.strip_prefix("[CFA").and_then(|o| o.strip_suffix(']'))
            {
                // `[CFA]`: a save at the CFA itself (call_chain's v40 in the fork).
                let off = match off.trim_start_matches('+') {
                    "" => 0,
                    n => n.parse::<i64>().unwrap(),
                };
                format!("offset {off}")
            } else if let Some(expr) = rule.strip_prefix('[').and_then(|o| o.strip_suffix(']')) {
                format!(
                    "expression {}",
                    expr.split(", ").map(llvm_op).collect::<Vec<_>>().join(", ")
                )
            } else if let Some(n) = llvm_register(rule) {
                format!("register {n}")
            } else {
                rule.to_string()
            };
            format!("{reg}={rule}")
        })
        .collect();
    (hex(addr) - rebase, cfa, rules)
}

fn hdb_row(row: &Value, rebase: u64) -> NormalRow {
    let ops = |e: &Value| {
        e["ops"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["raw"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let c = &row["cfa"];
    let cfa = match c["kind"].as_str().unwrap() {
        "expression" => ops(&c["expression"]),
        "register_offset" => format!(
            "{}{:+} as {}",
            u(&c["register"]["number"]),
            c["offset"].as_i64().unwrap(),
            u(&c["address_space"])
        ),
        other => other.to_string(),
    };
    let rules = row["registers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let rule = match r["rule"].as_str().unwrap() {
                "offset" => format!("offset {}", r["offset"].as_i64().unwrap()),
                "expression" => format!("expression {}", ops(&r["expression"])),
                "register" => format!("register {}", u(&r["from"]["number"])),
                other => other.to_string(),
            };
            format!("{}={rule}", u(&r["register"]["number"]))
        })
        .collect();
    (u(&row["start"]) - rebase, cfa, rules)
}

#[derive(Default, Debug)]
struct Stats {
    files: usize,
    fdes: usize,
    instructions: usize,
    with_expression: usize,
    operations: usize,
    llvm_decoding_errors: usize,
    rows: usize,
    rules: usize,
    relocatable: usize,
}

/// Compares one hdb entry's instructions with llvm-dwarfdump's; returns mismatches. With
/// `relative`, advance locations are compared relative to each side's FDE start (for
/// objects whose relocations could not be applied).
fn compare_instructions(
    file: &Path,
    hdb_entry: &Value,
    llvm: &LlvmEntry,
    relative: bool,
    stats: &mut Stats,
) -> Vec<String> {
    let (ours_base, theirs_base) = match (relative, llvm.pc) {
        _ if hdb_entry["kind"] == "cie" => (0, 0),
        (true, Some((b, _))) => (u(&hdb_entry["pc_begin"]), b),
        (false, _) => (0, 0),
        _ => (0, 0),
    };
    let mut bad = Vec::new();
    // The rows llvm-dwarfdump prints (it omits none of hdb's: both skip empty ranges).
    if let Some(rows) = hdb_entry.get("rows").and_then(Value::as_array) {
        let ours: Vec<NormalRow> = rows.iter().map(|r| hdb_row(r, ours_base)).collect();
        let theirs: Vec<NormalRow> = llvm.rows.iter().map(|r| llvm_row(r, theirs_base)).collect();
        if ours != theirs {
            bad.push(format!(
                "{} FDE {:#x}: rows differ\nhdb:  {ours:?}\nllvm: {theirs:?}",
                file.display(),
                llvm.offset
            ));
        }
        stats.rows += ours.len();
        stats.rules += ours.iter().map(|r| r.2.len()).sum::<usize>();
    }
    let ours = hdb_entry["instructions"].as_array().unwrap();
    assert!(
        hdb_entry["error"].is_null(),
        "{}: {}",
        file.display(),
        hdb_entry["error"]
    );
    if ours.len() != llvm.instructions.len() {
        bad.push(format!(
            "{} entry {:#x}: {} instructions, llvm-dwarfdump {}",
            file.display(),
            llvm.offset,
            ours.len(),
            llvm.instructions.len()
        ));
        return bad;
    }
    for (inst, line) in ours.iter().zip(&llvm.instructions) {
        let (name, operands) = hdb_normal(inst, ours_base);
        stats.instructions += 1;
        if line.contains("<decoding error>") {
            stats.llvm_decoding_errors += 1;
            if !line.starts_with(&format!("{name}:")) {
                bad.push(format!("{}: {name} vs `{line}`", file.display()));
            }
            continue;
        }
        if inst.get("expression").is_some() {
            stats.with_expression += 1;
            stats.operations += inst["expression"]["ops"].as_array().unwrap().len();
        }
        let mut theirs = llvm_normal(line);
        if name.contains("advance_loc") && theirs.1.len() == 2 {
            if let Ok(loc) = theirs.1[1].parse::<u64>() {
                theirs.1[1] = (loc - theirs_base).to_string();
            }
        }
        if (name.clone(), operands.clone()) != theirs {
            bad.push(format!(
                "{} at {:#x}: hdb {name} {operands:?} (`{}`), llvm-dwarfdump {theirs:?} (`{line}`)",
                file.display(),
                u(&inst["at"]),
                inst["text"].as_str().unwrap()
            ));
        }
    }
    bad
}

fn rocm22_objects() -> Vec<PathBuf> {
    files_with(&corpus().join("rocm22"), &[".hsaco", ".o"])
}

/// (1) and (2): every fork code object, against llvm-dwarfdump-22.
#[test]
fn forks_cfi_matches_llvm_dwarfdump_22() {
    let files = rocm22_objects();
    assert!(files.len() >= 100, "only {} rocm22 objects", files.len());
    let mut stats = Stats::default();
    let mut mismatches = Vec::new();
    for file in &files {
        let report = cfi_json(file, &[]);
        let ours = debug_frame(&report);
        let theirs = llvm_frames(file);
        stats.files += 1;
        let cies = kind(ours, "cie");
        assert!(
            kind(ours, "error").is_empty(),
            "{}: {:?}",
            file.display(),
            kind(ours, "error")
        );
        assert!(!cies.is_empty(), "{}: no CIE", file.display());
        for cie in &cies {
            assert_eq!(cie["augmentation"], "[llvm:v0.0]", "{}", file.display());
            assert_eq!(cie["version"], 4);
            assert_eq!(
                (
                    u(&cie["code_alignment_factor"]),
                    cie["data_alignment_factor"].as_i64()
                ),
                (4, Some(4))
            );
            assert_eq!(u(&cie["return_address_register"]["number"]), 16);
            assert_eq!(cie["return_address_register"]["name"], "pc");
            assert_eq!(
                (u(&cie["address_size"]), u(&cie["segment_selector_size"])),
                (8, 0)
            );
        }
        let fdes = kind(ours, "fde");
        let llvm_fdes: Vec<_> = theirs.iter().filter(|e| !e.is_cie).collect();
        assert_eq!(fdes.len(), llvm_fdes.len(), "{}: FDE count", file.display());
        assert_eq!(cies.len(), theirs.iter().filter(|e| e.is_cie).count());
        let relocatable = file.extension().is_some_and(|e| e == "o");
        if relocatable {
            stats.relocatable += 1;
        }
        for (fde, l) in fdes.iter().zip(&llvm_fdes) {
            stats.fdes += 1;
            assert_eq!(u(&fde["offset"]), l.offset, "{}", file.display());
            let (b, e) = l.pc.unwrap();
            let (ob, oe) = (u(&fde["pc_begin"]), u(&fde["pc_end"]));
            // `.o` files too: hdb applies .rela.debug_frame (codeobj::reloc) as
            // llvm-dwarfdump does, so FDE addresses are section offsets on both sides.
            assert_eq!((ob, oe), (b, e), "{} FDE {:#x}", file.display(), l.offset);
            assert!(
                fde["function"].is_string(),
                "{} FDE {:#x}: no function",
                file.display(),
                l.offset
            );
            assert!(
                fde["rows_error"].is_null(),
                "{}: {}",
                file.display(),
                fde["rows_error"]
            );
            assert!(!fde["rows"].as_array().unwrap().is_empty());
        }
        let hdb_entries: Vec<&Value> = ours.iter().collect();
        let llvm_entries: Vec<&LlvmEntry> = theirs.iter().collect();
        assert_eq!(hdb_entries.len(), llvm_entries.len(), "{}", file.display());
        for (h, l) in hdb_entries.iter().zip(&llvm_entries) {
            if l.is_cie {
                assert_eq!(
                    format!("{:?}", h["augmentation"].as_str().unwrap()),
                    l.field("Augmentation")
                );
                assert_eq!(
                    h["return_address_register"]["number"].to_string(),
                    l.field("Return address column")
                );
            }
            mismatches.extend(compare_instructions(file, h, l, false, &mut stats));
        }
    }
    eprintln!("hdb cfi vs llvm-dwarfdump-22 on rocm22: {stats:?}");
    assert!(
        mismatches.is_empty(),
        "{} mismatches:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
    assert!(
        stats.fdes >= 300
            && stats.instructions >= 10_000
            && stats.operations >= 1000
            && stats.relocatable >= 10,
        "{stats:?}"
    );
}

/// (3): upstream clang emits a `""` CIE and FDEs without instructions.
#[test]
fn upstream_clang_fdes_are_empty() {
    let mut files = files_with(&corpus().join("clang19"), &[".hsaco", ".o"]);
    files.extend(files_with(&corpus().join("clang22"), &[".hsaco", ".o"]));
    assert!(files.len() >= 100, "only {} clang objects", files.len());
    let mut fdes_seen = 0;
    for file in &files {
        let report = cfi_json(file, &[]);
        let entries = debug_frame(&report);
        assert!(kind(entries, "error").is_empty(), "{}", file.display());
        for cie in kind(entries, "cie") {
            assert_eq!(cie["augmentation"], "", "{}", file.display());
            assert!(cie["instructions"]
                .as_array()
                .unwrap()
                .iter()
                .all(|i| i["name"] == "DW_CFA_nop"));
        }
        for fde in kind(entries, "fde") {
            fdes_seen += 1;
            assert!(
                fde["instructions"].as_array().unwrap().is_empty(),
                "{}",
                file.display()
            );
            let rows = fde["rows"].as_array().unwrap();
            assert_eq!(rows.len(), 1, "{}", file.display());
            assert_eq!(rows[0]["cfa"]["kind"], "undefined");
            assert!(rows[0]["registers"].as_array().unwrap().is_empty());
            assert_eq!(
                (u(&rows[0]["start"]), u(&rows[0]["end"])),
                (u(&fde["pc_begin"]), u(&fde["pc_end"]))
            );
        }
    }
    assert!(fdes_seen >= 200, "only {fdes_seen} FDEs");
}

/// A relocatable object's `.debug_frame` is relocated: the hand-written `.o` shows the same
/// FDEs, rows and functions as its linked `.hsaco`, shifted by where `.text` was linked, with
/// no "could not be applied" note, in JSON and text.
#[test]
fn relocatable_objects_are_relocated() {
    let o = corpus().join("asm/gfx90a/hetero_cfi_wave64.o");
    let so = corpus().join("asm/gfx90a/hetero_cfi_wave64.hsaco");
    let (ro, rso) = (cfi_json(&o, &[]), cfi_json(&so, &[]));
    let section = ro["sections"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == ".debug_frame")
        .unwrap();
    assert!(section.get("unrelocated").is_none(), "{section}");
    let (fo, fso) = (
        kind(debug_frame(&ro), "fde"),
        kind(debug_frame(&rso), "fde"),
    );
    assert_eq!(fo.len(), fso.len());
    assert!(fo.len() >= 3);
    let names = |f: &[&Value]| -> Vec<String> {
        f.iter()
            .map(|f| f["function"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(&fo), names(&fso));
    assert!(names(&fo).contains(&"lane_saves_func".to_string()));
    let text_shift = u(&fso[0]["pc_begin"]) - u(&fo[0]["pc_begin"]);
    for (a, b) in fo.iter().zip(&fso) {
        assert_eq!(u(&a["pc_begin"]) + text_shift, u(&b["pc_begin"]));
        assert_eq!(u(&a["pc_end"]) + text_shift, u(&b["pc_end"]));
        assert_eq!(
            a["rows"].as_array().unwrap().len(),
            b["rows"].as_array().unwrap().len()
        );
        for (ra, rb) in a["rows"]
            .as_array()
            .unwrap()
            .iter()
            .zip(b["rows"].as_array().unwrap())
        {
            assert_eq!(u(&ra["start"]) + text_shift, u(&rb["start"]));
            assert_eq!(ra["cfa"]["text"], rb["cfa"]["text"]);
            assert_eq!(ra["registers"], rb["registers"]);
        }
    }
    // --pc on the .o uses section offsets, like the object's symbols.
    let lane = fo
        .iter()
        .find(|f| f["function"] == "lane_saves_func")
        .unwrap();
    let pc = format!("{:#x}", u(&lane["pc_begin"]) + 4);
    let report = cfi_json(&o, &["--pc", &pc]);
    assert_eq!(report["pc"]["function"]["name"], "lane_saves_func");
    assert!(report["pc"]["row"].is_object());
    let text = stdout_ok(&hdb(&["cfi", o.to_str().unwrap()]), "hdb cfi .o");
    assert!(!text.contains("could not be applied"), "{text}");
    assert!(text.contains("FDE cie=00000000 pc=00000000..."), "{text}");
}

// --------------------------------------------------------------- the hand-written CFI

/// `llvm-objdump-19 -d`: (address, instruction text) of each function.
fn disassembly(path: &Path) -> Vec<(String, Vec<(u64, String)>)> {
    let out = oracle(
        "llvm-objdump-19",
        &["-d", "--no-show-raw-insn", path.to_str().unwrap()],
    );
    let text = stdout_ok(&out, "llvm-objdump-19 -d");
    let mut funcs: Vec<(String, Vec<(u64, String)>)> = Vec::new();
    for line in text.lines() {
        if let Some(name) = line
            .strip_suffix(">:")
            .and_then(|l| l.split_once(" <"))
            .map(|(_, n)| n)
        {
            funcs.push((name.to_string(), Vec::new()));
        } else if let Some((inst, addr)) = line.trim().rsplit_once("// ") {
            let addr = hex(addr.split(':').next().unwrap().trim());
            funcs
                .last_mut()
                .expect("a function")
                .1
                .push((addr, inst.trim().to_string()));
        }
    }
    funcs
}

/// The address right after the instruction of `func` whose text starts with `after`, or the
/// function's first address for `""`.
fn anchor(disasm: &[(String, Vec<(u64, String)>)], func: &str, after: &str) -> u64 {
    let insts = &disasm
        .iter()
        .find(|(n, _)| n == func)
        .unwrap_or_else(|| panic!("no {func}"))
        .1;
    if after.is_empty() {
        return insts[0].0;
    }
    let i = insts
        .iter()
        .position(|(_, t)| t.starts_with(after))
        .unwrap_or_else(|| panic!("{func}: no `{after}`"));
    insts[i + 1].0
}

/// A row as the assembly's comments describe it: where it starts (after which
/// instruction), the CFA, and every explicit register rule, as hdb prints them.
struct ExpectedRow {
    after: &'static str,
    cfa: &'static str,
    rules: &'static [&'static str],
}

fn check_rows(file: &Path, func: &str, cie_aug: &str, expected: &[ExpectedRow]) {
    let disasm = disassembly(file);
    let report = cfi_json(file, &[]);
    let entries = debug_frame(&report);
    let fde = kind(entries, "fde")
        .into_iter()
        .find(|f| f["function"] == func)
        .unwrap_or_else(|| panic!("{}: no FDE for {func}", file.display()));
    let cie = kind(entries, "cie")
        .into_iter()
        .find(|c| c["offset"] == fde["cie_offset"])
        .unwrap();
    assert_eq!(cie["augmentation"], cie_aug, "{func}");
    let rows = fde["rows"].as_array().unwrap();
    assert_eq!(rows.len(), expected.len(), "{func}: {rows:#?}");
    let func_end = u(&fde["pc_end"]);
    for (i, (row, want)) in rows.iter().zip(expected).enumerate() {
        let start = anchor(&disasm, func, want.after);
        let end = expected
            .get(i + 1)
            .map_or(func_end, |n| anchor(&disasm, func, n.after));
        assert_eq!(
            (u(&row["start"]), u(&row["end"])),
            (start, end),
            "{func} row {i}"
        );
        assert_eq!(row["cfa"]["text"], want.cfa, "{func} row {i}");
        let rules: Vec<String> = row["registers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                format!(
                    "{}={}",
                    r["register"]["name"].as_str().unwrap(),
                    r["text"].as_str().unwrap()
                )
            })
            .collect();
        assert_eq!(rules, want.rules, "{func} row {i}");
    }
    // --pc at every instruction gives the row that covers it.
    let insts = &disasm.iter().find(|(n, _)| n == func).unwrap().1;
    for (addr, _) in insts {
        let pc = cfi_json(file, &["--pc", &format!("{addr:#x}")]);
        let row = &pc["pc"]["row"];
        assert!(
            u(&row["start"]) <= *addr && *addr < u(&row["end"]),
            "{func} {addr:#x}: {row}"
        );
        assert_eq!(pc["pc"]["function"]["name"], func);
        let listed = rows
            .iter()
            .find(|r| u(&r["start"]) == u(&row["start"]))
            .unwrap();
        assert_eq!(row, listed, "{func} {addr:#x}");
    }
}

const RA_S30_S31: &str = "pc=[DW_OP_regx s30, DW_OP_piece 0x4, DW_OP_regx s31, DW_OP_piece 0x4]";
const RA_V40: &str =
    "pc=[DW_OP_regx v40, DW_OP_bit_piece 0x20 0x0, DW_OP_regx v40, DW_OP_bit_piece 0x20 0x20]";
const S33_V40: &str = "s33=[DW_OP_regx v40, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x8]";
const V41_W64: &str = "v41=[DW_OP_regx v41, DW_OP_swap, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x100, DW_OP_LLVM_user DW_OP_LLVM_call_frame_entry_reg exec, DW_OP_deref_size 0x8, DW_OP_LLVM_user DW_OP_LLVM_select_bit_piece 0x20 0x40]";
const V41_W32: &str = "v41=[DW_OP_regx v41, DW_OP_swap, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x80, DW_OP_LLVM_user DW_OP_LLVM_call_frame_entry_reg exec, DW_OP_deref_size 0x4, DW_OP_LLVM_user DW_OP_LLVM_select_bit_piece 0x20 0x20]";
const KERNEL_CFA: &str = "DW_OP_lit0, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address";

/// (4) hetero_cfi_wave64.s: `[amd:v0.0]` CIE, kernel and lane-saving function FDEs, and
/// llvm-mc's own CIE/FDE for `asm_cfi_func`.
#[test]
fn hand_written_wave64_cfi_rows() {
    let file = corpus().join("asm/gfx90a/hetero_cfi_wave64.hsaco");
    check_rows(
        &file,
        "hand_kernel",
        "[amd:v0.0]",
        &[
            ExpectedRow {
                after: "",
                cfa: KERNEL_CFA,
                rules: &["pc=undefined"],
            },
            ExpectedRow {
                after: "s_swappc_b64",
                cfa: KERNEL_CFA,
                rules: &["pc=undefined", "v0=undefined"],
            },
        ],
    );
    const CFA_S32: &str = "s32+0 in private_wave";
    check_rows(
        &file,
        "lane_saves_func",
        "[amd:v0.0]",
        &[
            ExpectedRow {
                after: "",
                cfa: CFA_S32,
                rules: &[RA_S30_S31],
            },
            ExpectedRow {
                after: "buffer_store_dword v40",
                cfa: CFA_S32,
                rules: &[RA_S30_S31, "v40=[CFA+0]"],
            },
            ExpectedRow {
                after: "buffer_store_dword v41",
                cfa: CFA_S32,
                rules: &[RA_S30_S31, "v40=[CFA+0]", V41_W64],
            },
            ExpectedRow {
                after: "v_writelane_b32 v40, s31",
                cfa: CFA_S32,
                rules: &[RA_V40, "v40=[CFA+0]", V41_W64],
            },
            ExpectedRow {
                after: "v_writelane_b32 v40, s33",
                cfa: CFA_S32,
                rules: &[RA_V40, S33_V40, "v40=[CFA+0]", V41_W64],
            },
            ExpectedRow {
                after: "s_add_u32 s32, s32, 0x200",
                cfa: "s33+0 in private_wave",
                rules: &[RA_V40, S33_V40, "v0=undefined", "v40=[CFA+0]", V41_W64],
            },
        ],
    );
    check_rows(
        &file,
        "asm_cfi_func",
        "",
        &[
            ExpectedRow {
                after: "",
                cfa: CFA_S32,
                rules: &[RA_S30_S31, "v0=undefined"],
            },
            ExpectedRow {
                after: "v_writelane_b32 v1, s34",
                cfa: CFA_S32,
                rules: &[
                    RA_S30_S31,
                    "s34=[DW_OP_regx v1, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x14]",
                    "v0=undefined",
                ],
            },
        ],
    );
    // The DWARF numbers behind the names: wave64 VGPRs and EXEC_64.
    let report = cfi_json(&file, &["--pc", "0x1380"]);
    let regs = report["pc"]["row"]["registers"].as_array().unwrap();
    let numbers: Vec<u64> = regs.iter().map(|r| u(&r["register"]["number"])).collect();
    assert_eq!(numbers, [16, 65, 2600, 2601]);
    let v41 = &regs[3]["expression"]["ops"];
    assert_eq!(
        v41[3]["raw"],
        "DW_OP_LLVM_user DW_OP_LLVM_call_frame_entry_reg 0x11"
    );
}

/// The rows of `shapes_func` in cfi_shapes_wave{64,32}.s, as the assembly's comments
/// describe them: `v41_rule` and `s49_lane` are the only wave-size differences besides the
/// CFA.
fn shape_rows(
    cfa: &'static str,
    v41_rule: &'static str,
    s49_rule: &'static str,
) -> Vec<ExpectedRow> {
    const RA_LANES: &str = "pc=[DW_OP_regx v40, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x18, DW_OP_piece 0x4, DW_OP_regx v40, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x1c, DW_OP_piece 0x4]";
    const S48: &str = "s48=[DW_OP_regx v40, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x14]";
    let leak = |v: Vec<&'static str>| -> &'static [&'static str] { Vec::leak(v) };
    vec![
        ExpectedRow {
            after: "",
            cfa,
            rules: leak(vec![RA_S30_S31, "s40=same"]),
        },
        ExpectedRow {
            after: "buffer_store_dword v40",
            cfa,
            rules: leak(vec![RA_S30_S31, "s40=same", "v40=[CFA+0]"]),
        },
        ExpectedRow {
            after: "buffer_store_dword v41",
            cfa,
            rules: leak(vec![RA_S30_S31, "s40=same", "v40=[CFA+0]", v41_rule]),
        },
        ExpectedRow {
            after: "v_writelane_b32 v40, s31",
            cfa,
            rules: leak(vec![RA_LANES, "s40=same", "v40=[CFA+0]", v41_rule]),
        },
        ExpectedRow {
            after: "v_writelane_b32 v40, s49",
            cfa,
            rules: leak(vec![
                RA_LANES,
                "s40=same",
                S48,
                s49_rule,
                "v40=[CFA+0]",
                v41_rule,
            ]),
        },
        ExpectedRow {
            after: "s_mov_b32 s36, 0",
            cfa,
            rules: leak(vec![
                RA_LANES,
                "s34=s16",
                "s35=CFA+16",
                "s36=DW_OP_drop, DW_OP_regx s17, DW_OP_deref_size 0x4, DW_OP_plus_uconst 0x100",
                "s40=same",
                S48,
                s49_rule,
                "v40=[CFA+0]",
                v41_rule,
            ]),
        },
    ]
}

/// cfi_shapes_wave64.s: same_value, register, val_offset, val_expression, SGPRs in v40
/// lanes 5 and 63, the return address in lanes 6/7, v41 under the caller's EXEC.
#[test]
fn hand_written_rule_shapes_wave64() {
    let file = corpus().join("asm/gfx90a/cfi_shapes_wave64.hsaco");
    check_rows(
        &file,
        "shapes_kernel",
        "[amd:v0.0]",
        &[ExpectedRow {
            after: "",
            cfa: KERNEL_CFA,
            rules: &["pc=undefined"],
        }],
    );
    let rows = shape_rows(
        "s32+0 in private_wave",
        "v41=[DW_OP_regx v41, DW_OP_swap, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x100, DW_OP_regx exec, DW_OP_deref_size 0x8, DW_OP_LLVM_user DW_OP_LLVM_select_bit_piece 0x20 0x40]",
        "s49=[DW_OP_regx v40, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0xfc]",
    );
    check_rows(&file, "shapes_func", "[amd:v0.0]", &rows);
    // The DWARF numbers behind the names in the last row.
    let body = anchor(&disassembly(&file), "shapes_func", "s_mov_b32 s36, 0");
    let report = cfi_json(&file, &["--pc", &format!("{body:#x}")]);
    let regs = report["pc"]["row"]["registers"].as_array().unwrap();
    let numbers: Vec<u64> = regs.iter().map(|r| u(&r["register"]["number"])).collect();
    assert_eq!(numbers, [16, 66, 67, 68, 72, 80, 81, 2600, 2601]);
    let kinds: Vec<&str> = regs.iter().map(|r| r["rule"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "expression",
            "register",
            "val_offset",
            "val_expression",
            "same_value",
            "expression",
            "expression",
            "offset",
            "expression"
        ]
    );
    assert_eq!(regs[1]["from"]["name"], "s16");
    assert_eq!(u(&regs[2]["offset"]), 16);
}

/// cfi_shapes_wave32.s: the same shapes with wave32 numbers, lane 31 and EXEC_32.
#[test]
fn hand_written_rule_shapes_wave32() {
    let file = corpus().join("asm/gfx1100/cfi_shapes_wave32.hsaco");
    check_rows(
        &file,
        "shapes_kernel32",
        "[amd:v0.0]",
        &[ExpectedRow {
            after: "",
            cfa: KERNEL_CFA,
            rules: &["pc=undefined"],
        }],
    );
    let mut rows = shape_rows(
        "DW_OP_regx s32, DW_OP_deref_size 0x4, DW_OP_lit5, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address",
        "v41=[DW_OP_regx v41, DW_OP_swap, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x80, DW_OP_regx exec, DW_OP_deref_size 0x4, DW_OP_LLVM_user DW_OP_LLVM_select_bit_piece 0x20 0x20]",
        "s49=[DW_OP_regx v40, DW_OP_LLVM_user DW_OP_LLVM_offset_uconst 0x7c]",
    );
    rows[1].after = "scratch_store_b32 off, v40";
    rows[2].after = "scratch_store_b32 off, v41";
    check_rows(&file, "shapes_func32", "[amd:v0.0]", &rows);
    let body = anchor(&disassembly(&file), "shapes_func32", "s_mov_b32 s36, 0");
    let report = cfi_json(&file, &["--pc", &format!("{body:#x}")]);
    let regs = report["pc"]["row"]["registers"].as_array().unwrap();
    let numbers: Vec<u64> = regs.iter().map(|r| u(&r["register"]["number"])).collect();
    assert_eq!(numbers, [16, 66, 67, 68, 72, 80, 81, 1576, 1577]);
    assert_eq!(regs[8]["expression"]["ops"][3]["raw"], "DW_OP_regx 0x1");
}

/// (4) hetero_cfi_wave32.s: wave32 register numbers and the flat-scratch CFA expression.
#[test]
fn hand_written_wave32_cfi_rows() {
    let file = corpus().join("asm/gfx1100/hetero_cfi_wave32.hsaco");
    check_rows(
        &file,
        "hand_kernel32",
        "[amd:v0.0]",
        &[
            ExpectedRow {
                after: "",
                cfa: KERNEL_CFA,
                rules: &["pc=undefined"],
            },
            ExpectedRow {
                after: "s_swappc_b64",
                cfa: KERNEL_CFA,
                rules: &["pc=undefined", "v0=undefined"],
            },
        ],
    );
    const CFA_S32: &str = "DW_OP_regx s32, DW_OP_deref_size 0x4, DW_OP_lit5, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address";
    const CFA_S33: &str = "DW_OP_regx s33, DW_OP_deref_size 0x4, DW_OP_lit5, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address";
    check_rows(
        &file,
        "lane_saves_func32",
        "[amd:v0.0]",
        &[
            ExpectedRow {
                after: "",
                cfa: CFA_S32,
                rules: &[RA_S30_S31],
            },
            ExpectedRow {
                after: "scratch_store_b32 off, v40",
                cfa: CFA_S32,
                rules: &[RA_S30_S31, "v40=[CFA+0]"],
            },
            ExpectedRow {
                after: "scratch_store_b32 off, v41",
                cfa: CFA_S32,
                rules: &[RA_S30_S31, "v40=[CFA+0]", V41_W32],
            },
            ExpectedRow {
                after: "v_writelane_b32 v40, s31",
                cfa: CFA_S32,
                rules: &[RA_V40, "v40=[CFA+0]", V41_W32],
            },
            ExpectedRow {
                after: "v_writelane_b32 v40, s33",
                cfa: CFA_S32,
                rules: &[RA_V40, S33_V40, "v40=[CFA+0]", V41_W32],
            },
            ExpectedRow {
                after: "s_add_u32 s32, s32, 8",
                cfa: CFA_S33,
                rules: &[RA_V40, S33_V40, "v0=undefined", "v40=[CFA+0]", V41_W32],
            },
        ],
    );
    let report = cfi_json(&file, &["--pc", "0x1378"]);
    let regs = report["pc"]["row"]["registers"].as_array().unwrap();
    let numbers: Vec<u64> = regs.iter().map(|r| u(&r["register"]["number"])).collect();
    assert_eq!(numbers, [16, 65, 1536, 1576, 1577]);
    assert_eq!(
        regs[4]["expression"]["ops"][3]["raw"],
        "DW_OP_LLVM_user DW_OP_LLVM_call_frame_entry_reg 0x1"
    );
}

#[test]
fn text_output_reads_like_llvm_dwarfdump() {
    let file = corpus().join("asm/gfx90a/hetero_cfi_wave64.hsaco");
    let out = stdout_ok(&hdb(&["cfi", file.to_str().unwrap()]), "hdb cfi");
    for want in [
        "00000000 0000001c ffffffff CIE",
        "  Augmentation:          \"[amd:v0.0]\"",
        "  Return address column: 16 (pc)",
        "00000048 00000064 00000000 FDE cie=00000000 pc=00001344...000013cc lane_saves_func",
        "  DW_CFA_LLVM_def_aspace_cfa: s32 +0 in private_wave",
        "  DW_CFA_offset_extended: v40 0",
        "  DW_CFA_LLVM_def_aspace_cfa_sf: s33 +0 in private_wave",
        "  DW_CFA_advance_loc: 16 to 0x1354",
        "  0x1384: CFA=s33+0 in private_wave: pc=[DW_OP_regx v40,",
    ] {
        assert!(out.contains(want), "missing `{want}` in:\n{out}");
    }
    let pc = stdout_ok(
        &hdb(&["cfi", file.to_str().unwrap(), "--pc", "0x1344"]),
        "hdb cfi --pc",
    );
    assert!(
        pc.contains("pc 0x1344 in function lane_saves_func [0x1344, 0x13cc)"),
        "{pc}"
    );
    assert!(pc.contains("  CFA: s32+0 in private_wave"), "{pc}");
    assert!(
        pc.contains("  pc: [DW_OP_regx s30, DW_OP_piece 0x4, DW_OP_regx s31, DW_OP_piece 0x4]"),
        "{pc}"
    );
    // A PC no FDE covers is not an error.
    let report = cfi_json(&file, &["--pc", "0x10"]);
    assert!(
        report["pc"]["row"].is_null() && report["pc"]["error"].is_null(),
        "{report}"
    );
}

// ------------------------------------------------------------------------ bad input

fn assert_clean_failure(args: &[&str]) -> String {
    let out = hdb(args);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(
        out.status.code(),
        Some(1),
        "hdb {}: {stderr}",
        args.join(" ")
    );
    assert!(
        stderr.starts_with("error: "),
        "hdb {}: {stderr}",
        args.join(" ")
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

/// (5): files that are not code objects.
#[test]
fn bad_files_error_cleanly() {
    let bad = files_with(&corpus().join("bad"), &[""]);
    let mut failed = 0;
    for path in &bad {
        let p = path.to_str().unwrap();
        let out = hdb(&["cfi", p]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{p}: {stderr}");
        if !out.status.success() {
            assert_eq!(out.status.code(), Some(1), "{p}: {stderr}");
            assert!(stderr.starts_with("error: "), "{p}: {stderr}");
            failed += 1;
        }
    }
    assert!(
        failed >= 10,
        "only {failed} of {} bad inputs failed",
        bad.len()
    );
    assert_clean_failure(&["cfi", "/nonexistent/file.hsaco"]);
}

/// The file offset and size of a section, read from the ELF64 section headers.
fn section_file_range(elf: &[u8], name: &str) -> (usize, usize) {
    let rd = |at: usize, n: usize| {
        let mut b = [0u8; 8];
        b[..n].copy_from_slice(&elf[at..at + n]);
        u64::from_le_bytes(b) as usize
    };
    let (shoff, shentsize, shnum, shstrndx) = (rd(0x28, 8), rd(0x3a, 2), rd(0x3c, 2), rd(0x3e, 2));
    let sh = |i: usize| shoff + i * shentsize;
    let strtab = rd(sh(shstrndx) + 0x18, 8);
    for i in 0..shnum {
        let name_at = strtab + rd(sh(i), 4);
        let end = elf[name_at..].iter().position(|&b| b == 0).unwrap();
        if &elf[name_at..name_at + end] == name.as_bytes() {
            return (rd(sh(i) + 0x18, 8), rd(sh(i) + 0x20, 8));
        }
    }
    panic!("no {name}");
}

/// (5): hostile `.debug_frame` bytes inside a sound code object: errors name the offset,
/// the rest is still shown, and the exit status is 1.
#[test]
fn hostile_debug_frame_errors_cleanly() {
    let src = corpus().join("asm/gfx90a/hetero_cfi_wave64.hsaco");
    let elf = std::fs::read(&src).unwrap();
    let (at, size) = section_file_range(&elf, ".debug_frame");
    let dir = std::env::temp_dir().join(format!("hdb-cfi-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    type Patch = fn(&mut [u8]);
    let cases: [(&str, Patch, &str); 5] = [
        // The second FDE (at 0x48) names itself as its CIE.
        (
            "self-cie",
            |f| f[0x4c..0x50].copy_from_slice(&0x48u32.to_le_bytes()),
            "CIE pointer 0x48 does not point at a CIE at .debug_frame offset 0x4c",
        ),
        // ... names the first FDE.
        (
            "fde-cie",
            |f| f[0x4c..0x50].copy_from_slice(&0x20u32.to_le_bytes()),
            "CIE pointer 0x20 does not point at a CIE",
        ),
        // Its length runs far past the section.
        (
            "length",
            |f| f[0x48..0x4c].copy_from_slice(&0x7fff_0000u32.to_le_bytes()),
            "runs past the end of the section",
        ),
        // A 64-bit length escape with an absurd length.
        (
            "dwarf64",
            |f| {
                f[0x48..0x4c].copy_from_slice(&[0xff; 4]);
                f[0x4c..0x54].copy_from_slice(&u64::MAX.to_le_bytes());
            },
            "entry length 0xffffffffffffffff runs past the end of the section",
        ),
        // Its first instruction becomes an unknown opcode.
        (
            "opcode",
            |f| f[0x60] = 0x3f,
            "unknown call-frame instruction 0x3f at .debug_frame offset 0x60",
        ),
    ];
    for (name, patch, message) in cases {
        let mut bytes = elf.clone();
        patch(&mut bytes[at..at + size]);
        let path = dir.join(format!("{name}.hsaco"));
        std::fs::write(&path, &bytes).unwrap();
        let p = path.to_str().unwrap();
        let stderr = assert_clean_failure(&["cfi", p]);
        assert!(
            stderr.contains("error in the call-frame information"),
            "{name}: {stderr}"
        );
        let out = hdb(&["cfi", "--json", p]);
        assert_eq!(out.status.code(), Some(1));
        let report: Value = serde_json::from_slice(&out.stdout).unwrap();
        let text = report.to_string();
        assert!(text.contains(message), "{name}: `{message}` not in {text}");
        // The CIE and the kernel's FDE before the damage are still there.
        let entries = debug_frame(&report);
        assert_eq!(entries[0]["kind"], "cie", "{name}");
        assert_eq!(entries[1]["function"], "hand_kernel", "{name}");
        // --pc in the damaged function fails cleanly too; in the kernel it works.
        assert_clean_failure(&["cfi", p, "--pc", "0x1350"]);
        let ok = hdb(&["cfi", p, "--pc", "0x1300"]);
        assert!(
            ok.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&ok.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
