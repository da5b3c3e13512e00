//! `hdb dwarf` end to end on the corpus: every expression of every code object decodes;
//! `--pc` agrees with `llvm-dwarfdump-22 --lookup` (function, line) and with
//! `llvm-dwarfdump-22 --debug-info` (each live variable's location expression, wherever
//! llvm-dwarfdump decodes it); the heterogeneous operations llvm-dwarfdump-19 cannot decode
//! are decoded.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::support::{corpus, files_with, hdb, oracle, stdout_ok};
use serde_json::Value;

fn hdb_json(args: &[&str]) -> Value {
    let mut all = vec!["dwarf"];
    all.extend_from_slice(args);
    let out = stdout_ok(&hdb(&all), &format!("hdb {}", all.join(" ")));
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("hdb {}: {e}", all.join(" ")))
}

fn code_objects() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = files_with(&corpus(), &[".hsaco", ".o", ".elf"])
        .into_iter()
        .filter(|p| !p.components().any(|c| c.as_os_str() == "bad"))
        .collect();
    v.sort();
    v
}

#[test]
fn every_corpus_expression_decodes() {
    let (mut total, mut het, mut other, mut files) = (0u64, 0u64, 0u64, 0);
    let mut failures = Vec::new();
    for f in code_objects() {
        let j = hdb_json(&["--json", f.to_str().unwrap()]);
        let e = &j["expressions"];
        total += e["total"].as_u64().unwrap();
        het += e["heterogeneous"].as_u64().unwrap();
        other += e["other_encoding"].as_u64().unwrap();
        files += 1;
        if e["decoding_errors"].as_u64() != Some(0)
            || !j["unit_errors"].as_array().unwrap().is_empty()
            || j["units"]
                .as_array()
                .unwrap()
                .iter()
                .any(|u| u.get("error").is_some())
        {
            failures.push(format!("{}: {e} {}", f.display(), j["unit_errors"]));
        }
    }
    println!(
        "{files} code objects: {total} expressions (exprloc + location-list entries), {het} heterogeneous, {other} decoded under the other encoding"
    );
    assert!(files > 400, "{files}");
    assert!(total > 10_000, "{total}");
    assert!(het > 1000, "{het}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// llvm-dwarfdump's variable locations: DIE offset → [(range, expression text)].
type LlvmLocations = HashMap<u64, Vec<(Option<(u64, u64)>, String)>>;

fn hex(s: &str) -> Option<u64> {
    u64::from_str_radix(s.trim().trim_start_matches("0x"), 16).ok()
}

fn llvm_locations(file: &Path) -> LlvmLocations {
    let out = oracle(
        "llvm-dwarfdump-22",
        &["--debug-info", file.to_str().unwrap()],
    );
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut map: LlvmLocations = HashMap::new();
    let mut die = 0u64;
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        if let Some((off, rest)) = t.split_once(':') {
            if off.starts_with("0x") && rest.trim_start().starts_with("DW_TAG") {
                die = hex(off).unwrap_or(0);
                continue;
            }
        }
        let Some(v) = t.strip_prefix("DW_AT_location\t(") else {
            continue;
        };
        // DWARF 5 prints `indexed (…) loclist = 0x…:`, DWARF 4 just the `.debug_loc` offset.
        if v.contains("loclist = ") || (v.starts_with("0x") && v.trim_end().ends_with(':')) {
            while let Some(next) = lines.peek() {
                let n = next.trim_start();
                if !n.starts_with('[') {
                    break;
                }
                let n = lines.next().unwrap().trim_start();
                let (range, expr) = n.split_once("): ").unwrap();
                let (lo, hi) = range.trim_start_matches('[').split_once(", ").unwrap();
                let mut expr = expr.to_string();
                let last = !lines
                    .peek()
                    .is_some_and(|l| l.trim_start().starts_with('['));
                if last {
                    expr.pop(); // the attribute's closing parenthesis
                }
                map.entry(die)
                    .or_default()
                    .push((Some((hex(lo).unwrap(), hex(hi).unwrap())), expr));
            }
        } else {
            let mut expr = v.to_string();
            expr.pop();
            map.entry(die).or_default().push((None, expr));
        }
    }
    map
}

/// An llvm-dwarfdump register name as a DWARF number (wave64 numbering, which is the only
/// one llvm-dwarfdump names).
fn llvm_register(name: &str) -> Option<u64> {
    let name = name.trim_end_matches("_LO16");
    let num = |p: &str| name.strip_prefix(p).and_then(|n| n.parse::<u64>().ok());
    if let Some(n) = num("SGPR") {
        return Some(if n < 64 { 32 + n } else { 1088 + n - 64 });
    }
    if let Some(n) = num("VGPR") {
        return Some(2560 + n);
    }
    if let Some(n) = num("AGPR") {
        return Some(3072 + n);
    }
    match name {
        "PC_REG" | "PC_64" => Some(16),
        "EXEC" | "EXEC_MASK_64" => Some(17),
        _ => None,
    }
}

/// (op name, operands) of llvm-dwarfdump's text.
fn llvm_ops(text: &str) -> Vec<(String, Vec<i128>)> {
    text.split(", ")
        .map(|op| {
            let mut toks: Vec<&str> = op.split_whitespace().collect();
            let mut name = toks.remove(0).to_string();
            if name == "DW_OP_LLVM_user" && !toks.is_empty() {
                name = format!("{name} {}", toks.remove(0));
            }
            let mut operands = Vec::new();
            for t in toks {
                // `VGPR0+0`: a register with a displacement.
                let (reg, disp) = match t.find(['+', '-']) {
                    Some(i) if i > 0 => (&t[..i], Some(&t[i..])),
                    _ => (t, None),
                };
                if let Some(r) = llvm_register(reg) {
                    operands.push(i128::from(r));
                    if let Some(d) = disp {
                        operands.push(d.trim_start_matches('+').parse().unwrap());
                    }
                    continue;
                }
                let v = if let Some(h) = t.strip_prefix("0x") {
                    i128::from_str_radix(h, 16).unwrap()
                } else {
                    t.trim_start_matches('+').parse().unwrap()
                };
                operands.push(v);
            }
            (name, operands)
        })
        .collect()
}

fn hdb_ops(expr: &Value) -> Vec<(String, Vec<i128>)> {
    expr["ops"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            let operands = o["operands"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| {
                    v.as_i64()
                        .map(i128::from)
                        .or_else(|| v.as_u64().map(i128::from))
                        .unwrap()
                })
                .collect();
            (o["op"].as_str().unwrap().to_string(), operands)
        })
        .collect()
}

/// The addresses of the line table rows of `file` (llvm-dwarfdump-22 --debug-line).
fn line_addresses(file: &Path) -> Vec<u64> {
    let out = oracle(
        "llvm-dwarfdump-22",
        &["--debug-line", file.to_str().unwrap()],
    );
    let mut v: Vec<u64> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.starts_with("0x") && !l.contains("end_sequence"))
        .filter_map(|l| hex(l.split_whitespace().next()?))
        .collect();
    v.sort();
    v.dedup();
    v
}

/// (function names, (file, line, column)) of `llvm-dwarfdump-22 --lookup=pc`.
fn llvm_lookup(file: &Path, pc: u64) -> (Vec<String>, Option<(String, u64, u64)>) {
    let out = oracle(
        "llvm-dwarfdump-22",
        &[&format!("--lookup={pc:#x}"), file.to_str().unwrap()],
    );
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut names = Vec::new();
    let mut in_sub = false;
    let mut first_sub_done = false;
    let mut line = None;
    for l in text.lines() {
        let t = l.trim_start();
        let is_die = t
            .split_once(':')
            .is_some_and(|(o, r)| o.starts_with("0x") && r.trim_start().starts_with("DW_TAG_"));
        if is_die {
            // llvm-dwarfdump prints the innermost subroutine (a subprogram or an inlined
            // subroutine), then the lexical blocks in it.
            in_sub = (t.ends_with("DW_TAG_subprogram") || t.ends_with("DW_TAG_inlined_subroutine"))
                && !first_sub_done;
            if in_sub {
                first_sub_done = true;
            }
            continue;
        }
        if in_sub
            && [
                "DW_AT_name",
                "DW_AT_linkage_name",
                "DW_AT_specification",
                "DW_AT_abstract_origin",
            ]
            .iter()
            .any(|a| t.starts_with(a))
        {
            if let Some(q) = t.split('"').nth(1) {
                names.push(q.to_string());
            }
        }
        if let Some(rest) = t.strip_prefix("Line info: file '") {
            let (f, rest) = rest.split_once("', line ").unwrap();
            let (ln, rest) = rest.split_once(", column ").unwrap();
            let col = rest.split(',').next().unwrap();
            line = Some((
                f.to_string(),
                ln.parse().unwrap(),
                col.trim().parse().unwrap(),
            ));
        }
    }
    (names, line)
}

fn basename(s: &str) -> &str {
    s.rsplit('/').next().unwrap_or(s)
}

#[test]
fn pc_lookup_agrees_with_llvm_dwarfdump() {
    let mut samples = Vec::new();
    for producer in ["clang19", "clang22", "rocm22"] {
        for target in ["gfx90a", "gfx1100", "gfx942"] {
            for kernel in [
                "divergence-O2",
                "spill_calls-O0",
                "private_array-O2",
                "hip_templates-O2",
            ] {
                samples.push(corpus().join(format!("{producer}/{target}/{kernel}.hsaco")));
            }
        }
    }
    // DWARF 4 units (.debug_loc, .debug_ranges) and a line table with embedded source.
    for variant in [
        "recursion-O0-dwarf4",
        "recursion-O2-dwarf4",
        "private_array-O0-dwarf4",
        "private_array-O2-dwarf4",
        "recursion-O2-embed-source",
    ] {
        samples.push(corpus().join(format!("clang19/gfx90a/{variant}.hsaco")));
    }
    let (mut pcs, mut functions, mut lines, mut exprs, mut skipped) = (0, 0, 0, 0, 0);
    let mut failures = Vec::new();
    for file in &samples {
        let f = file.to_str().unwrap();
        let locations = llvm_locations(file);
        let addrs = line_addresses(file);
        // At most 12 addresses a file, spread over the line table.
        let step = addrs.len().div_ceil(12).max(1);
        for &pc in addrs.iter().step_by(step) {
            pcs += 1;
            let pcs_text = format!("{pc:#x}");
            let j = hdb_json(&["--pc", &pcs_text, "--vars", "--json", f]);
            let (names, line) = llvm_lookup(file, pc);
            // The function.
            let innermost = j["scopes"]
                .as_array()
                .unwrap()
                .iter()
                .rev()
                .find(|s| {
                    s["tag"] == "DW_TAG_subprogram" || s["tag"] == "DW_TAG_inlined_subroutine"
                })
                .cloned()
                .unwrap_or(Value::Null);
            let ours: Vec<String> = ["name", "linkage_name"]
                .iter()
                .filter_map(|k| innermost[k].as_str().map(str::to_string))
                .collect();
            if (names.is_empty() && ours.is_empty()) || names.iter().any(|n| ours.contains(n)) {
                functions += 1;
            } else {
                failures.push(format!("{f} {pc:#x}: function {ours:?} vs llvm {names:?}"));
            }
            // The line.
            match (line, j["line"].as_object()) {
                (Some((file_name, ln, col)), Some(l)) => {
                    let ok = l["line"].as_u64() == Some(ln)
                        && l["column"].as_u64() == Some(col)
                        && basename(l["file"].as_str().unwrap()) == basename(&file_name);
                    if ok {
                        lines += 1;
                    } else {
                        failures.push(format!(
                            "{f} {pc:#x}: line {l:?} vs llvm {file_name}:{ln}:{col}"
                        ));
                    }
                }
                (None, None) => lines += 1,
                (a, b) => failures.push(format!("{f} {pc:#x}: line {b:?} vs llvm {a:?}")),
            }
            // Each live variable's expression.
            for v in j["variables"].as_array().unwrap() {
                let Some(list) = v["location"]["expressions"].as_array() else {
                    continue;
                };
                let die = v["die"].as_u64().unwrap();
                for e in list {
                    let range = e["range"]
                        .as_array()
                        .map(|r| (r[0].as_u64().unwrap(), r[1].as_u64().unwrap()));
                    let Some(theirs) = locations
                        .get(&die)
                        .and_then(|l| l.iter().find(|(r, _)| *r == range))
                    else {
                        failures.push(format!(
                            "{f} {pc:#x}: DIE {die:#x} {range:?} not in llvm-dwarfdump"
                        ));
                        continue;
                    };
                    if theirs.1.contains("<decoding error>") {
                        skipped += 1;
                        continue;
                    }
                    let (a, b) = (hdb_ops(e), llvm_ops(&theirs.1));
                    // llvm-dwarfdump prints wave32 VGPRs as raw numbers and wave64 names
                    // for any number it knows; compare numbers, which both give.
                    if a == b {
                        exprs += 1;
                    } else {
                        failures.push(format!(
                            "{f} {pc:#x}: DIE {die:#x}: hdb {} vs llvm {}",
                            e["text"], theirs.1
                        ));
                    }
                }
            }
        }
    }
    println!(
        "{} files, {pcs} addresses: function agrees {functions}, line agrees {lines}, {exprs} location expressions agree, {skipped} skipped (llvm-dwarfdump-22 <decoding error>)",
        samples.len()
    );
    assert!(pcs > 200, "{pcs}");
    assert!(exprs > 300, "{exprs}");
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn heterogeneous_ops_llvm_dwarfdump_19_cannot_decode_are_decoded() {
    let (mut theirs, mut ours) = (0, 0);
    for target in ["gfx90a", "gfx1100"] {
        for kernel in [
            "divergence-O2",
            "spill_calls-O2",
            "lds_reduce-O0",
            "private_array-O0",
        ] {
            let file = corpus().join(format!("rocm22/{target}/{kernel}.hsaco"));
            let f = file.to_str().unwrap();
            let out = oracle("llvm-dwarfdump-19", &["--debug-info", f]);
            let text = String::from_utf8_lossy(&out.stdout).into_owned();
            // DIE offsets where llvm-dwarfdump-19 gives up.
            let mut bad = Vec::new();
            let mut die = 0u64;
            for l in text.lines() {
                let t = l.trim_start();
                if let Some((off, rest)) = t.split_once(':') {
                    if off.starts_with("0x") && rest.trim_start().starts_with("DW_TAG") {
                        die = hex(off).unwrap();
                    }
                }
                if t.contains("<decoding error>") {
                    theirs += 1;
                    bad.push(die);
                }
            }
            let j = hdb_json(&["--json", f]);
            assert_eq!(j["expressions"]["decoding_errors"], 0, "{f}");
            for u in j["units"].as_array().unwrap() {
                for d in u["dies"].as_array().unwrap() {
                    if !bad.contains(&d["offset"].as_u64().unwrap()) {
                        continue;
                    }
                    for a in d["attributes"].as_array().unwrap() {
                        let exprs: Vec<&Value> = match (a.get("expression"), a.get("loclist")) {
                            (Some(e), _) => vec![e],
                            (_, Some(l)) => l["entries"].as_array().unwrap().iter().collect(),
                            _ => vec![],
                        };
                        for e in exprs {
                            let t = e["text"].as_str().unwrap();
                            assert!(!t.contains("<decoding error>"), "{f}: {t}");
                            if t.contains("DW_OP_LLVM_user DW_OP_LLVM_") {
                                ours += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    println!("llvm-dwarfdump-19: {theirs} <decoding error>; hdb decoded {ours} heterogeneous expressions in those DIEs");
    assert!(theirs > 50 && ours >= theirs, "{theirs} vs {ours}");
}

#[test]
fn dump_text_and_pc_text() {
    let f = corpus().join("clang19/gfx90a/divergence-O2.hsaco");
    let f = f.to_str().unwrap();
    let out = stdout_ok(&hdb(&["dwarf", f]), "hdb dwarf");
    assert!(out.contains("0x0000000c: DW_TAG_compile_unit"), "{out}");
    assert!(
        out.contains("DW_OP_bregx VGPR0+0, DW_OP_lit1, DW_OP_swap, DW_OP_xderef"),
        "{out}"
    );
    let out = stdout_ok(
        &hdb(&["dwarf", "--pc", "0x1800", "--vars", f]),
        "hdb dwarf --pc",
    );
    assert!(out.contains("function: divergent_loops_collatz"), "{out}");
    assert!(out.contains("line: ./src/divergence.cl:38:13"), "{out}");
    assert!(out.contains("variable gid: uint"), "{out}");
    assert!(out.contains("read as the value in the register"), "{out}");
    // The fork's lane-sliced VGPR, decoded.
    let f = corpus().join("rocm22/gfx90a/divergence-O2.hsaco");
    let out = stdout_ok(&hdb(&["dwarf", f.to_str().unwrap()]), "hdb dwarf rocm22");
    assert!(
        out.contains("DW_OP_regx VGPR0, DW_OP_LLVM_user DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user DW_OP_LLVM_offset"),
        "{out}"
    );
    // Legacy single bytes in the hand-written object decode under the other encoding.
    let f = corpus().join("asm/gfx90a/hetero_cfi_wave64.hsaco");
    let j = hdb_json(&["--json", f.to_str().unwrap()]);
    assert!(
        j["expressions"]["other_encoding"].as_u64().unwrap() > 0,
        "{}",
        j["expressions"]
    );
    assert_eq!(j["expressions"]["decoding_errors"], 0);
    // No unit holds the address.
    let out = hdb(&[
        "dwarf",
        "--pc",
        "0x10",
        corpus()
            .join("clang19/gfx90a/divergence-O2.hsaco")
            .to_str()
            .unwrap(),
    ]);
    assert!(!out.status.success());
}

#[test]
fn wave_scaled_frame_base_deviation_on_mubuf_targets() {
    // clang-19 -O0 on gfx90a: `fbreg N, lit1, swap, xderef` over s33 — recorded as wave-scaled;
    // on gfx942 it is not.
    for (target, scaled) in [("gfx90a", true), ("gfx942", false)] {
        let file = corpus().join(format!("clang19/{target}/divergence-O0.hsaco"));
        let f = file.to_str().unwrap();
        let addrs = line_addresses(&file);
        let pc = format!("{:#x}", addrs[addrs.len() / 2]);
        let j = hdb_json(&["--pc", &pc, "--vars", "--json", f]);
        let text = j.to_string();
        assert!(text.contains("DW_OP_fbreg"), "{target}: {text}");
        assert_eq!(
            text.contains("wave-scaled frame pointer s33"),
            scaled,
            "{target}: {text}"
        );
    }
}

/// llvm-dwarfdump's text with the register operands of register operations replaced by
/// `R`: hdb names every DWARF register by the AMDGPU ABI (`VGPR6`), llvm-dwarfdump-22 only
/// wave64 numbers (it prints wave32 VGPRs as `0x606`), and it puts a space before a
/// displacement (`0x606 +0`) where a name has none (`VGPR6+0`).
fn without_register_names(line: &str) -> String {
    const OPS: [&str; 5] = [
        "DW_OP_regx ",
        "DW_OP_bregx ",
        "DW_OP_regval_type ",
        "DW_OP_LLVM_call_frame_entry_reg ",
        "DW_OP_LLVM_aspace_bregx ",
    ];
    let mut out = String::new();
    let mut rest = line;
    while let Some((at, op)) = OPS
        .iter()
        .filter_map(|op| rest.find(op).map(|i| (i, *op)))
        .min()
    {
        out.push_str(&rest[..at + op.len()]);
        rest = &rest[at + op.len()..];
        let end = rest.find([',', ')', '+', '-', ' ']).unwrap_or(rest.len());
        out.push('R');
        rest = rest[end..].trim_start_matches(' ');
    }
    out.push_str(rest);
    out
}

/// `hdb dwarf` prints `.debug_info` as `llvm-dwarfdump-22 --debug-info` does, line for line:
/// DIE headers, NULL entries, every attribute's value (forms' widths, absolute high PCs,
/// file paths, referenced types' and origins' names, indexed location and range lists) and
/// every expression, register names aside (see [`without_register_names`]). Lines where
/// llvm-dwarfdump cannot decode an expression are skipped.
#[test]
fn dump_matches_llvm_dwarfdump_22() {
    let files = [
        "clang22/gfx90a/arith-O0.hsaco",
        "clang22/gfx1100/divergence-O2.hsaco",
        "rocm22/gfx90a/divergence-O2.hsaco",
        "rocm22/gfx1100/arith-O0.hsaco",
        "clang19/gfx90a/divergence-O2.hsaco",
        "clang14/gfx900/arith-O2-cov3.hsaco",
        "clang22/gfx90a/divergence-O2.o",
        "asm/gfx90a/hetero_cfi_wave64.hsaco",
        "clang19/gfx90a/recursion-O2-dwarf4.hsaco",
        "clang19/gfx90a/private_array-O0-dwarf4.hsaco",
    ];
    let mut compared = 0;
    for f in files {
        let path = corpus().join(f);
        let path = path.to_str().unwrap();
        let theirs = stdout_ok(
            &oracle("llvm-dwarfdump-22", &["--debug-info", path]),
            "llvm-dwarfdump-22",
        );
        let ours = stdout_ok(&hdb(&["dwarf", path]), "hdb dwarf");
        let lines = |text: &str| -> Vec<String> {
            text.lines()
                .skip_while(|l| !l.starts_with(".debug_info contents:"))
                .filter(|l| !l.trim().is_empty() && !l.starts_with("expressions: "))
                .map(without_register_names)
                .collect()
        };
        let (theirs, ours) = (lines(&theirs), lines(&ours));
        for (i, (t, o)) in theirs.iter().zip(&ours).enumerate() {
            if t.contains("<decoding error>") {
                continue;
            }
            assert_eq!(t, o, "{f}, line {i} (after normalising register names)");
            compared += 1;
        }
        assert_eq!(theirs.len(), ours.len(), "{f}: line counts");
    }
    println!("{compared} lines agree with llvm-dwarfdump-22");
    assert!(compared > 1000, "{compared}");
}

#[test]
fn embedded_source_is_read_from_the_line_table() {
    // clang -gembed-source puts each file's text in the line table (DW_LNCT_LLVM_source).
    let f = corpus().join("clang19/gfx90a/recursion-O2-embed-source.hsaco");
    let plain = corpus().join("clang19/gfx90a/recursion-O2.hsaco");
    for (file, embedded) in [(&f, true), (&plain, false)] {
        let pc = line_addresses(file)[0];
        let j = hdb_json(&[
            "--pc",
            &format!("{pc:#x}"),
            "--json",
            file.to_str().unwrap(),
        ]);
        assert_eq!(j["line"]["has_source"], embedded, "{}", file.display());
    }
}

/// The DIEs of `llvm-dwarfdump-22 --debug-info FILE`: (offset, depth, tag, attributes).
fn llvm_dies(file: &Path) -> Vec<(u64, usize, String, HashMap<String, String>)> {
    let out = oracle(
        "llvm-dwarfdump-22",
        &["--debug-info", file.to_str().unwrap()],
    );
    let mut dies: Vec<(u64, usize, String, HashMap<String, String>)> = Vec::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        if let Some((off, rest)) = line.split_once(':') {
            if let (Some(o), Some(tag)) = (hex(off), rest.split_whitespace().next()) {
                if off.starts_with("0x") && (tag.starts_with("DW_TAG_") || tag == "NULL") {
                    let depth = rest.len() - rest.trim_start().len();
                    dies.push((o, depth, tag.to_string(), HashMap::new()));
                    continue;
                }
            }
        }
        let t = line.trim_start();
        if let (Some(d), Some((name, value))) = (dies.last_mut(), t.split_once('\t')) {
            if name.starts_with("DW_AT_") {
                d.3.insert(name.to_string(), value.trim().to_string());
            }
        }
    }
    dies
}

/// An inlined instance that has no DIE for some variables of its abstract origin (clang drops
/// the DIEs of values it kept nowhere) still has them in scope, `<optimized out>`, as gdb's
/// `inherit_abstract_dies` does; llvm-dwarfdump-22 says which DIEs those are.
#[test]
fn abstract_variables_without_a_concrete_die_are_in_scope() {
    let mut checked = 0;
    for kernel in [
        "arith",
        "atomics",
        "call_chain",
        "divergence",
        "recursion",
        "private_array",
    ] {
        let file = corpus().join(format!("clang22/gfx90a/{kernel}-O2.hsaco"));
        let dies = llvm_dies(&file);
        let at = |o: u64| dies.iter().position(|d| d.0 == o);
        let first = |v: &str| {
            hex(v
                .split_whitespace()
                .next()
                .unwrap_or("")
                .trim_matches(['(', ')']))
        };
        // The direct children of the DIE at index `i`.
        let children = |i: usize| {
            let depth = dies[i].1;
            dies[i + 1..]
                .iter()
                .take_while(|d| d.1 > depth)
                .filter(|d| d.1 == depth + 2 && d.2 != "NULL")
                .cloned()
                .collect::<Vec<_>>()
        };
        for (i, d) in dies.iter().enumerate() {
            let (Some(low), Some(origin)) = (
                d.3.get("DW_AT_low_pc").and_then(|v| first(v)),
                d.3.get("DW_AT_abstract_origin").and_then(|v| first(v)),
            ) else {
                continue;
            };
            if d.2 != "DW_TAG_inlined_subroutine" {
                continue;
            }
            let named: Vec<u64> = children(i)
                .iter()
                .filter_map(|c| c.3.get("DW_AT_abstract_origin").and_then(|v| first(v)))
                .collect();
            let Some(oi) = at(origin) else { continue };
            let missing: Vec<u64> = children(oi)
                .iter()
                .filter(|c| c.2 == "DW_TAG_variable" || c.2 == "DW_TAG_formal_parameter")
                .map(|c| c.0)
                .filter(|o| !named.contains(o))
                .collect();
            if missing.is_empty() {
                continue;
            }
            let j = hdb_json(&[
                "--pc",
                &format!("{low:#x}"),
                "--vars",
                "--json",
                file.to_str().unwrap(),
            ]);
            for die in missing {
                let v = j["variables"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|v| v["die"].as_u64() == Some(die) && v["scope"].as_u64() == Some(d.0))
                    .unwrap_or_else(|| {
                        panic!(
                            "{kernel} {low:#x}: abstract DIE {die:#x} not in scope {:#x}",
                            d.0
                        )
                    });
                assert_eq!(v["location"]["kind"], "optimized out", "{kernel} {die:#x}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "{checked}");
}
