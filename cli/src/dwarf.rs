//! `hdb dwarf`: the debugging information of a code object.
//!
//! Without `--pc`, every unit and DIE in llvm-dwarfdump's layout, with every expression
//! decoded (heterogeneous operations included) and a count of the expressions at the end.
//! With `--pc ADDR`, what that address is: the function, the scopes holding it (lexical
//! blocks, inlined subroutines), the source line, and with `--vars` each variable in scope
//! with its type, the location expression that applies at ADDR and the producer deviations
//! the evaluator records for it. Register operands are named as `dwarf_ext::dump` says
//! (`DW_OP_regx SGPR33`).

use anyhow::{anyhow, bail, Context as _, Result};
use debugger::Image;
use dwarf_ext::debuginfo::{DebugInfo, LoadOptions, PcInfo, VarLocation};
use dwarf_ext::dump::{self, AttrValue, ExprRecord, Operand};
use dwarf_ext::{DecodeOptions, Encoding, Ops, VendorAttributes, XderefConvention};
use serde_json::{json, Value as Json};

/// Arguments of `hdb dwarf`.
#[derive(clap::Args)]
pub struct Args {
    /// The code object (ELF, relocatable or linked), an offload bundle (plain or compressed), a
    /// host ELF carrying bundles, or a loaded-code-object URI. Several code objects are shown
    /// one after another, each after a heading (with `--json`: an array of
    /// `{"entry": ID, "dwarf": …}`).
    file: String,
    /// Only the code objects for this processor (`gfx942`), target ID or bundle entry ID.
    #[arg(long, alias = "mcpu")]
    target: Option<String>,
    /// Describe this address instead of dumping everything.
    #[arg(long, value_name = "ADDR", value_parser = parse_u64)]
    pc: Option<u64>,
    /// With `--pc`: also the variables in scope and their location expressions.
    #[arg(long)]
    vars: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Vendor attribute codes: `auto` (the published codes for a unit whose
    /// `DW_AT_LLVM_augmentation` announces `[amdgpu:…]`, else the fork's), `fork` (AMD's LLVM,
    /// 0x3e0f..0x3e13) or `spec` (the published extension, 0x3e08..0x3e0c).
    #[arg(long, default_value = "auto")]
    vendor_attributes: String,
    /// Encoding of the `DW_OP_LLVM_*` operations: `auto` (per unit), `user` or `legacy`.
    #[arg(long, default_value = "auto")]
    encoding: String,
    /// How to read `litN, swap, xderef`: `auto` (from each unit's producer), `dwarf5`,
    /// `clang-legacy` or `clang22`.
    #[arg(long, default_value = "auto")]
    xderef: String,
}

fn parse_u64(s: &str) -> Result<u64, String> {
    let r = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16),
        None => s.parse(),
    };
    r.map_err(|_| format!("`{s}` is not an address"))
}

fn ops_json(e: &ExprRecord) -> Json {
    let opts = DecodeOptions::with_encoding(e.encoding);
    let ops: Vec<Json> = Ops::new(&e.bytes, opts)
        .map_while(Result::ok)
        .map(|(off, op)| {
            let operands: Vec<Json> = dump::operands(&op)
                .into_iter()
                .map(|o| match o {
                    Operand::U(v) => json!(v),
                    Operand::S(v) => json!(v),
                    Operand::Bytes(b) => {
                        json!(b.iter().map(|x| format!("{x:02x}")).collect::<String>())
                    }
                })
                .collect();
            json!({ "offset": off, "op": op.name_in(e.encoding), "operands": operands })
        })
        .collect();
    let mut j = json!({
        "text": e.text,
        "ops": ops,
        "encoding": match e.encoding { Encoding::UserOps => "user", Encoding::Legacy => "legacy" },
    });
    if let Some(r) = &e.range {
        j["range"] = json!([r.start, r.end]);
    }
    if let Some(err) = &e.error {
        j["error"] = json!(err);
    }
    if e.fallback {
        j["fallback"] = json!(true);
    }
    j
}

fn load<'a>(image: &'a Image<'a>, args: &Args) -> Result<DebugInfo<'a>> {
    let processor = image.code_object.target_id().ok().map(|t| t.processor);
    let vendor = match args.vendor_attributes.as_str() {
        "auto" => None,
        "fork" => Some(VendorAttributes::FORK),
        "spec" => Some(VendorAttributes::SPEC),
        other => bail!("--vendor-attributes {other}: expected auto, fork or spec"),
    };
    let encoding = match args.encoding.as_str() {
        "auto" => None,
        "user" => Some(Encoding::UserOps),
        "legacy" => Some(Encoding::Legacy),
        other => bail!("--encoding {other}: expected auto, user or legacy"),
    };
    let xderef = match args.xderef.as_str() {
        "auto" => None,
        "dwarf5" => Some(XderefConvention::Dwarf5),
        "clang-legacy" => Some(XderefConvention::UpstreamClangLegacyClasses),
        "clang22" => Some(XderefConvention::UpstreamClang22),
        other => bail!("--xderef {other}: expected auto, dwarf5, clang-legacy or clang22"),
    };
    let options = LoadOptions {
        processor,
        vendor,
        encoding,
        xderef,
        frame_base: None,
    };
    DebugInfo::load(|name| image.section(name), options).map_err(|e| anyhow!("{e}"))
}

/// Runs `hdb dwarf`.
pub fn run(args: &Args) -> Result<()> {
    let input = crate::input::read(&args.file)?;
    let contents = crate::input::contents(&args.file, &input.bytes)?;
    let chosen = crate::input::choose(&args.file, &contents, args.target.as_deref())?;
    let mut out = String::new();
    let mut docs = Vec::new();
    // The whole dump as text is streamed: the largest output, and the common case.
    let mut stdout = crate::Stdout::new();
    let mut write = |piece: &str| stdout.write(piece);
    for object in &chosen {
        let name = crate::input::name(&args.file, object);
        // The image holds the `.debug_*` sections with their relocations applied (`.o` files).
        let image = Image::parse(&name, &object.bytes).map_err(|e| anyhow!("{name}: {e}"))?;
        let info = load(&image, args).with_context(|| name.clone())?;
        if args.pc.is_none() && !args.json {
            if chosen.len() > 1 {
                write(&format!(
                    "\n{}\n",
                    crate::input::heading(object, input.base)
                ));
            }
            dump_text(&info, &mut write);
            continue;
        }
        let one = match args.pc {
            None => dump_json(&info)?,
            Some(pc) => describe(&info, pc, args)?,
        };
        if chosen.len() == 1 {
            out = one;
        } else if args.json {
            docs.push(format!(
                "{{\"entry\":{},\"dwarf\":{}}}",
                serde_json::to_string(&object.label())?,
                one.trim_end()
            ));
        } else {
            out.push_str(&format!(
                "\n{}\n{one}",
                crate::input::heading(object, input.base)
            ));
        }
    }
    if chosen.len() > 1 && args.json {
        out = format!("[{}]\n", docs.join(","));
    }
    write(&out);
    stdout.finish()
}

/// The whole dump as text, in llvm-dwarfdump's layout, then hdb's expression summary.
fn dump_text(info: &DebugInfo<'_>, write: &mut dyn FnMut(&str)) {
    let counts = dump::stream_text(info, write);
    for e in &info.unit_errors {
        write(&format!("error: {e}\n"));
    }
    write(&expression_summary(&counts));
}

fn expression_summary(counts: &dump::Counts) -> String {
    format!(
        "expressions: {} ({} exprloc, {} location-list entries), {} heterogeneous, {} in the other encoding, {} decoding errors\n",
        counts.exprlocs + counts.loclist_entries,
        counts.exprlocs,
        counts.loclist_entries,
        counts.heterogeneous,
        counts.fallback,
        counts.errors
    )
}

/// The whole dump as JSON (the text is streamed by [`dump_text`]).
fn dump_json(info: &DebugInfo<'_>) -> Result<String> {
    let (units, counts) = dump::dump(info);
    let unit_errors: Vec<String> = info.unit_errors.iter().map(ToString::to_string).collect();
    let units: Vec<Json> = units
        .iter()
        .map(|u| {
            let dies: Vec<Json> = u
                .dies
                .iter()
                // Null entries end lists of children; the depths already say that.
                .filter(|d| d.tag != dump::NULL_TAG)
                .map(|d| {
                    let attrs: Vec<Json> = d
                        .attrs
                        .iter()
                        .map(|a| {
                            let mut j = json!({ "name": a.name, "form": a.form });
                            match &a.value {
                                AttrValue::Text(t) => j["value"] = json!(t),
                                AttrValue::Expression(e) => j["expression"] = ops_json(e),
                                AttrValue::LocationList(off, es) => {
                                    j["loclist"] = json!({
                                        "offset": off,
                                        "entries": es.iter().map(ops_json).collect::<Vec<_>>(),
                                    });
                                }
                                AttrValue::Ranges(rs) => {
                                    j["ranges"] = json!(rs
                                        .iter()
                                        .map(|r| json!([r.start, r.end]))
                                        .collect::<Vec<_>>());
                                }
                            }
                            j
                        })
                        .collect();
                    json!({ "offset": d.offset, "depth": d.depth, "tag": d.tag, "attributes": attrs })
                })
                .collect();
            let mut j = json!({ "offset": u.offset, "header": u.header, "producer": u.producer, "dies": dies });
            if let Some(e) = &u.error {
                j["error"] = json!(e);
            }
            j
        })
        .collect();
    let j = json!({
        "units": units,
        "unit_errors": unit_errors,
        "expressions": counts_json(&counts),
    });
    Ok(serde_json::to_string(&j)? + "\n")
}

fn counts_json(c: &dump::Counts) -> Json {
    json!({
        "total": c.exprlocs + c.loclist_entries,
        "exprloc": c.exprlocs,
        "loclist_entries": c.loclist_entries,
        "heterogeneous": c.heterogeneous,
        "other_encoding": c.fallback,
        "decoding_errors": c.errors,
    })
}

fn describe(info: &DebugInfo<'_>, pc: u64, args: &Args) -> Result<String> {
    let Some(at) = info.lookup(pc).map_err(|e| anyhow!("{e}"))? else {
        bail!("no compilation unit holds address {pc:#x}");
    };
    let unit = &info.units()[at.unit];
    let opts = unit.decode_options();
    let scope_json = |s: &dwarf_ext::debuginfo::Scope| {
        json!({
            "tag": s.tag.static_string().unwrap_or("?"),
            "die": s.die,
            "name": s.name,
            "linkage_name": s.linkage_name,
            "ranges": s.ranges.iter().map(|r| json!([r.start, r.end])).collect::<Vec<_>>(),
            "call_line": s.call_line,
            "lanes": s.lanes,
            "lane_pc": s.has_lane_pc,
            "active_lane": s.has_active_lane,
        })
    };
    let mut vars = Vec::new();
    if args.vars {
        for v in &at.variables {
            vars.push(variable(info, &at, v, opts));
        }
    }
    if args.json {
        let mut j = json!({
            "pc": pc,
            "unit": { "offset": unit.offset, "name": unit.name, "producer": unit.producer },
            "function": at.function.as_ref().map(scope_json),
            "scopes": at.scopes.iter().map(scope_json).collect::<Vec<_>>(),
            "line": at.line.as_ref().map(|l| json!({
                "file": l.file, "path": l.path, "line": l.line, "column": l.column,
                "address": l.address, "has_source": l.source.is_some(),
            })),
        });
        if args.vars {
            j["variables"] = json!(vars);
        }
        return Ok(serde_json::to_string(&j)? + "\n");
    }
    let mut s = format!("pc {pc:#x}\n");
    match &at.function {
        Some(f) => s.push_str(&format!(
            "function: {} (DIE {:#x})\n",
            f.name.as_deref().unwrap_or("<unnamed>"),
            f.die
        )),
        None => s.push_str("function: none\n"),
    }
    for sc in &at.scopes {
        let ranges: Vec<String> = sc
            .ranges
            .iter()
            .map(|r| format!("[{:#x}, {:#x})", r.start, r.end))
            .collect();
        s.push_str(&format!(
            "  {} {:#x} {} {}\n",
            sc.tag.static_string().unwrap_or("?"),
            sc.die,
            sc.name.as_deref().unwrap_or(""),
            ranges.join(" ")
        ));
    }
    match &at.line {
        Some(l) => s.push_str(&format!("line: {}:{}:{}\n", l.path, l.line, l.column)),
        None => s.push_str("line: none\n"),
    }
    if args.vars {
        s.push_str("variables:\n");
        for v in &vars {
            s.push_str(&format!(
                "  {} {}: {}\n",
                v["kind"].as_str().unwrap_or(""),
                v["name"].as_str().unwrap_or("<unnamed>"),
                v["type"].as_str().unwrap_or("")
            ));
            match v["location"]["kind"].as_str() {
                Some("expressions") => {
                    for e in v["location"]["expressions"]
                        .as_array()
                        .into_iter()
                        .flatten()
                    {
                        let range = match e["range"].as_array() {
                            Some(r) => format!(
                                "[{:#x}, {:#x}): ",
                                r[0].as_u64().unwrap_or(0),
                                r[1].as_u64().unwrap_or(0)
                            ),
                            None => String::new(),
                        };
                        s.push_str(&format!(
                            "      {range}{}\n",
                            e["text"].as_str().unwrap_or("")
                        ));
                        for d in e["deviations"].as_array().into_iter().flatten() {
                            s.push_str(&format!("        note: {}\n", d.as_str().unwrap_or("")));
                        }
                        if let Some(err) = e["evaluation_error"].as_str() {
                            s.push_str(&format!("        evaluation: {err}\n"));
                        }
                    }
                }
                Some(k) => s.push_str(&format!("      {k}\n")),
                None => {}
            }
        }
    }
    Ok(s)
}

fn variable(
    info: &DebugInfo<'_>,
    at: &PcInfo,
    v: &dwarf_ext::debuginfo::Variable,
    opts: DecodeOptions,
) -> Json {
    let location = match &v.location {
        VarLocation::None => json!({ "kind": "optimized out" }),
        VarLocation::NotLive => json!({ "kind": "not live here" }),
        VarLocation::Const(b) => json!({
            "kind": "const_value",
            "bytes": b.iter().map(|x| format!("{x:02x}")).collect::<String>(),
        }),
        VarLocation::Expressions(es) => {
            let list: Vec<Json> = es
                .iter()
                .map(|(range, bytes)| {
                    let rec = dump::decode_expression(bytes, opts, range.clone());
                    let mut j = ops_json(&rec);
                    let (devs, error) = info.deviations(at, bytes);
                    j["deviations"] =
                        json!(devs.iter().map(ToString::to_string).collect::<Vec<_>>());
                    if let Some(e) = error {
                        j["evaluation_error"] = json!(e.to_string());
                    }
                    j
                })
                .collect();
            json!({ "kind": "expressions", "expressions": list })
        }
    };
    json!({
        "kind": match v.tag {
            dwarf_ext::gimli::DW_TAG_formal_parameter => "parameter",
            dwarf_ext::gimli::DW_TAG_constant => "constant",
            _ => "variable",
        },
        "die": v.die,
        "name": v.name,
        "type": v.type_name,
        "scope": v.scope,
        "memory_space": v.memory_space,
        "location": location,
    })
}
