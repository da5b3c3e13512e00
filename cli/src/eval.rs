//! `hdb eval`: evaluate one DWARF expression against registers and memory given on the
//! command line, and print the resulting location description or value (and, with `--read`,
//! the bytes it holds).
//!
//! The wave is a [`SnapshotWave`]: registers and memory come from the flags; everything not
//! given is "not available", and the message names the flag that gives it. Generic addresses
//! resolve through fixed apertures (local at `1 << 48`, private at `2 << 48`, each 4 GiB).

use amdgpu::{Processor, Register, WaveSize};
use anyhow::{anyhow, bail, Context as _, Result};
use dwarf_ext::{
    text, AddrSpace, DecodeOptions, Encoding, Entry, Evaluator, FrameBaseConvention, Location,
    Missing, Op, Ops, Options, Single, SnapshotWave, Storage, XderefConvention,
};
use serde_json::{json, Value as Json};

/// Arguments of `hdb eval`.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("expr").required(true).args(["ops", "hex"])))]
pub struct Args {
    /// The processor (sets the default wave size).
    #[arg(long, default_value = "gfx90a")]
    target: String,
    /// Lanes per wave: 32 or 64 (default: the processor's, 64 on GFX9, 32 on GFX10+).
    #[arg(long)]
    wave_size: Option<u32>,
    /// The focused lane.
    #[arg(long, default_value_t = 0)]
    lane: u32,
    /// A register: NAME=VALUE, NAME one of s0..s105, v0..v255, a0..a255, exec, vcc, pc, m0,
    /// status, flat_scratch or dwarf:N; VALUE an integer or `lanes:V0,V1,...` (32-bit lanes of
    /// a vector register).
    #[arg(long = "reg", value_name = "NAME=VALUE")]
    regs: Vec<String>,
    /// Memory: ASPACE:ADDR=HEX (global, generic, region, local, private_lane, private_wave).
    #[arg(long = "mem", value_name = "ASPACE:ADDR=HEX")]
    mems: Vec<String>,
    /// The frame base, as operations (evaluated first, to a location).
    #[arg(long, value_name = "OPS")]
    frame_base: Option<String>,
    /// The call frame address.
    #[arg(long, value_name = "ASPACE:ADDR")]
    cfa: Option<String>,
    /// A register's value on entry to the subprogram (`DW_OP_LLVM_call_frame_entry_reg`,
    /// `DW_OP_entry_value`); registers not given kept their value.
    #[arg(long = "entry-reg", value_name = "NAME=VALUE")]
    entry_regs: Vec<String>,
    /// The current object (`DW_OP_push_object_address`).
    #[arg(long, value_name = "ASPACE:ADDR")]
    object: Option<String>,
    /// Decode the LLVM operations as the legacy single bytes 0xe1..0xec.
    #[arg(long)]
    legacy_ops: bool,
    /// How to read `DW_OP_litN, DW_OP_swap, DW_OP_xderef`: `dwarf5`, `clang-legacy` (clang ≤ 19
    /// classes: 1 private, 2 local), `clang22` (DWARF address spaces), or `auto` (the
    /// class the expression uses tells which clang wrote it).
    #[arg(long, default_value = "auto")]
    xderef: String,
    /// How `DW_OP_fbreg` reads a register frame base: `dwarf5` (the register is an address),
    /// `wave-scaled` (upstream clang on MUBUF scratch: private_lane `reg >> log2(lanes)`), or
    /// `auto` (wave-scaled on gfx900/906/908/90a/gfx1030, which have no architected flat
    /// scratch, unless `--xderef dwarf5` says the producer is not upstream clang).
    #[arg(long, default_value = "auto")]
    frame_base_convention: String,
    /// Read this many bytes from the result and print them (hex, storage order) last.
    #[arg(long, value_name = "NBYTES")]
    read: Option<usize>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// The expression as operations: llvm-dwarfdump names, operands separated by spaces,
    /// operations by commas.
    #[arg(long, value_name = "OPS")]
    ops: Option<String>,
    /// The expression as raw bytes in hex.
    #[arg(long, value_name = "HEX")]
    hex: Option<String>,
}

fn parse_int(s: &str) -> Result<u128> {
    let s = s.trim();
    let r = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u128::from_str_radix(&h.replace('_', ""), 16),
        None => s.replace('_', "").parse(),
    };
    r.map_err(|_| anyhow!("`{s}` is not an integer"))
}

fn parse_hex(s: &str) -> Result<Vec<u8>> {
    let clean: String = s
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',' && *c != ':')
        .collect();
    let clean = clean.strip_prefix("0x").unwrap_or(&clean);
    if !clean.len().is_multiple_of(2) {
        bail!("`{s}`: odd number of hex digits");
    }
    (0..clean.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&clean[i..i + 2], 16).map_err(|_| anyhow!("`{s}` is not hex")))
        .collect()
}

/// A register name → (DWARF number if it has one, size in bytes).
fn register(name: &str, wave: WaveSize) -> Result<(Option<u64>, usize)> {
    if let Some(n) = name.strip_prefix("dwarf:") {
        let n: u64 = n
            .parse()
            .map_err(|_| anyhow!("`{name}`: bad DWARF register number"))?;
        let reg = amdgpu::dwarf_register(n).map_err(|e| anyhow!("`{name}`: {e}"))?;
        return Ok((Some(n), reg.byte_size() as usize));
    }
    let reg = Register::parse(name).map_err(|e| anyhow!("--reg {name}: {e}"))?;
    if !reg.is_valid() {
        bail!("--reg {name}: no such register");
    }
    let number = reg.dwarf_number(wave).map(u64::from);
    let size = match number {
        Some(n) => amdgpu::dwarf_register(n)
            .map(|r| r.byte_size() as usize)
            .unwrap_or(reg.byte_size(wave) as usize),
        None => reg.byte_size(wave) as usize,
    };
    Ok((number, size))
}

/// NAME=VALUE → (DWARF number, bytes).
fn register_value(spec: &str, wave: WaveSize, flag: &str) -> Result<Option<(u64, Vec<u8>)>> {
    let (name, value) = spec
        .split_once('=')
        .ok_or_else(|| anyhow!("{flag} {spec}: expected NAME=VALUE"))?;
    let (number, size) = register(name.trim(), wave)?;
    let mut bytes = vec![0u8; size];
    if let Some(list) = value.strip_prefix("lanes:") {
        for (i, v) in list.split(',').enumerate() {
            let v = parse_int(v).with_context(|| format!("{flag} {spec}"))?;
            let v = u32::try_from(v)
                .map_err(|_| anyhow!("{flag} {spec}: lane value does not fit 32 bits"))?;
            let slot = bytes
                .get_mut(i * 4..i * 4 + 4)
                .ok_or_else(|| anyhow!("{flag} {spec}: more lanes than the register holds"))?;
            slot.copy_from_slice(&v.to_le_bytes());
        }
    } else {
        let v = parse_int(value).with_context(|| format!("{flag} {spec}"))?;
        let le = v.to_le_bytes();
        if size < 16 && v >> (size * 8) != 0 {
            bail!("{flag} {spec}: value does not fit the {size}-byte register");
        }
        let n = size.min(16);
        bytes[..n].copy_from_slice(&le[..n]);
    }
    // Registers without a DWARF number (m0, flat_scratch) are accepted but unreachable.
    Ok(number.map(|n| (n, bytes)))
}

/// ASPACE:ADDR → (space, address).
fn address(spec: &str, flag: &str) -> Result<(AddrSpace, u64)> {
    let (space, addr) = spec
        .split_once(':')
        .ok_or_else(|| anyhow!("{flag} {spec}: expected ASPACE:ADDR"))?;
    let space = AddrSpace::parse(space.trim())
        .ok_or_else(|| anyhow!("{flag} {spec}: unknown address space `{space}`"))?;
    let addr = u64::try_from(parse_int(addr).with_context(|| format!("{flag} {spec}"))?)
        .map_err(|_| anyhow!("{flag} {spec}: address out of range"))?;
    Ok((space, addr))
}

/// Which `xderef` convention: the flag, or the class the expression's suffix uses.
fn convention(flag: &str, bytes: &[u8], decode: DecodeOptions) -> Result<XderefConvention> {
    Ok(match flag {
        "dwarf5" => XderefConvention::Dwarf5,
        "clang-legacy" => XderefConvention::UpstreamClangLegacyClasses,
        "clang22" => XderefConvention::UpstreamClang22,
        "auto" => {
            // clang ≤ 19 only emits classes 1 and 2; clang 22 only 3 and 5.
            let ops: Vec<Op<'_>> = Ops::new(bytes, decode)
                .filter_map(Result::ok)
                .map(|(_, op)| op)
                .collect();
            let mut conv = XderefConvention::Dwarf5;
            for w in ops.windows(3) {
                if let [Op::Lit(n), Op::Swap, Op::Xderef] = w {
                    conv = match n {
                        1 | 2 => XderefConvention::UpstreamClangLegacyClasses,
                        3 | 5 => XderefConvention::UpstreamClang22,
                        _ => conv,
                    };
                }
            }
            conv
        }
        other => bail!("--xderef {other}: expected dwarf5, clang-legacy, clang22 or auto"),
    })
}

fn register_json(reg: u64) -> Json {
    match amdgpu::dwarf_register(reg) {
        Ok(r) => json!(r.register().to_string()),
        Err(_) => json!(format!("dwarf:{reg}")),
    }
}

fn single_json(s: &Single) -> Json {
    let off = s.bit_offset;
    match &s.storage {
        Storage::Memory { space, .. } => json!({
            "storage": "memory",
            "address_space": space.to_string(),
            "address": (off / 8) as u64,
            "bit_offset": (off % 8) as u64,
        }),
        Storage::Register(r) => json!({
            "storage": "register",
            "register": register_json(*r),
            "dwarf_register": r,
            "bit_offset": off as u64,
        }),
        Storage::Implicit(b) => json!({
            "storage": "implicit",
            "bytes": crate::hex(b.bytes()),
            "bit_offset": off as u64,
        }),
        Storage::ImplicitPointer {
            die,
            byte_offset,
            space,
        } => json!({
            "storage": "implicit_pointer",
            "die": die,
            "byte_offset": byte_offset,
            "address_space": space.to_string(),
        }),
        Storage::Undefined => json!({ "storage": "undefined" }),
        Storage::Composite(c) => json!({
            "storage": "composite",
            "complete": c.is_complete(),
            "bit_offset": off as u64,
            "parts": c.parts().iter().map(|p| json!({
                "bits": p.bits,
                "location": location_json(&p.location),
            })).collect::<Vec<_>>(),
        }),
    }
}

fn location_json(l: &Location) -> Json {
    if l.is_single() {
        single_json(l.first())
    } else {
        json!({ "storage": "multiple", "locations": l.singles().map(single_json).collect::<Vec<_>>() })
    }
}

fn entry_json(e: &Entry) -> Json {
    let mut j = match e {
        Entry::Value(v) => json!({
            "kind": "value",
            "value": format!("{:#x}", v.bits),
            "type": if v.ty.is_generic() { "generic".to_string() } else { format!("{}-byte encoding {:#x}", v.ty.byte_size, v.ty.encoding) },
        }),
        Entry::Location(l) => {
            let mut j = location_json(l);
            j["kind"] = json!("location");
            j
        }
        Entry::ImplicitPointer(p) => json!({
            "kind": "implicit_pointer_value",
            "die": p.die,
            "byte_offset": p.byte_offset,
            "address_space": p.space.to_string(),
        }),
    };
    j["text"] = json!(e.to_string());
    j
}

/// Runs `hdb eval`.
pub fn run(args: &Args) -> Result<()> {
    let processor = Processor::by_name(&args.target)
        .ok_or_else(|| anyhow!("--target {}: unknown processor", args.target))?;
    let wave = match args.wave_size {
        Some(n) => {
            // Any processor may be asked about either wave size: the DWARF numbering is what
            // changes, and that is what `hdb eval` is for.
            WaveSize::from_lanes(n).ok_or_else(|| anyhow!("--wave-size {n}: expected 32 or 64"))?
        }
        None => processor
            .default_wave_size()
            .ok_or_else(|| anyhow!("{} has no wave size", args.target))?,
    };
    let lanes = wave.lanes();
    if args.lane >= lanes {
        bail!("--lane {}: the wave has {lanes} lanes", args.lane);
    }
    let mut w = SnapshotWave::new(lanes);
    w.lane = Some(args.lane);
    w.missing = Missing {
        register: "register not set (use --reg)",
        memory: "memory not set (use --mem)",
        frame_base: "no frame base (use --frame-base)",
        cfa: "no call frame address (use --cfa)",
        object: "no current object (use --object)",
    };
    for spec in &args.regs {
        if let Some((n, bytes)) = register_value(spec, wave, "--reg")? {
            w.regs.insert(n, bytes);
        }
    }
    for spec in &args.entry_regs {
        if let Some((n, bytes)) = register_value(spec, wave, "--entry-reg")? {
            w.entry.insert(n, Location::implicit(&bytes));
        }
    }
    for spec in &args.mems {
        let (place, data) = spec
            .split_once('=')
            .ok_or_else(|| anyhow!("--mem {spec}: expected ASPACE:ADDR=HEX"))?;
        let (space, addr) = address(place, "--mem")?;
        let bytes = parse_hex(data).with_context(|| format!("--mem {spec}"))?;
        w.store(space, addr, &bytes)
            .with_context(|| format!("--mem {spec}"))?;
    }
    if let Some(spec) = &args.cfa {
        let (s, a) = address(spec, "--cfa")?;
        w.cfa = Some(w.location(s, a));
    }
    if let Some(spec) = &args.object {
        let (s, a) = address(spec, "--object")?;
        w.object = Some(w.location(s, a));
    }

    let encoding = if args.legacy_ops {
        Encoding::Legacy
    } else {
        Encoding::UserOps
    };
    let decode = DecodeOptions::with_encoding(encoding);
    let bytes = match (&args.ops, &args.hex) {
        (Some(ops), _) => text::assemble(ops, &decode).map_err(|e| anyhow!("--ops: {e}"))?,
        (None, Some(h)) => parse_hex(h).context("--hex")?,
        (None, None) => bail!("give the expression with --ops or --hex"),
    };
    let xderef = convention(&args.xderef, &bytes, decode)?;
    let frame_base = match args.frame_base_convention.as_str() {
        "dwarf5" => FrameBaseConvention::Dwarf5,
        "wave-scaled" => FrameBaseConvention::WaveScaled,
        "auto" => FrameBaseConvention::for_target(processor, args.xderef != "dwarf5"),
        other => bail!("--frame-base-convention {other}: expected dwarf5, wave-scaled or auto"),
    };
    let options = Options {
        decode,
        xderef,
        frame_base,
        ..Options::default()
    };

    if let Some(fb) = &args.frame_base {
        let fb_bytes = text::assemble(fb, &decode).map_err(|e| anyhow!("--frame-base: {e}"))?;
        let mut ev = Evaluator::new(Options {
            decode,
            ..Options::default()
        });
        match ev
            .evaluate(&mut w, &fb_bytes)
            .map_err(|e| anyhow!("--frame-base: {e}"))?
        {
            Entry::Location(l) => w.frame_base = Some(l),
            other => bail!("--frame-base: evaluates to {other}, not a location"),
        }
    }

    let mut ev = Evaluator::new(options);
    let result = ev.evaluate(&mut w, &bytes)?;
    let read = match args.read {
        Some(n) => Some(
            ev.read(&mut w, &result, n)
                .map_err(|e| anyhow!("reading {n} bytes of {result}: {e}"))?,
        ),
        None => None,
    };
    let deviations: Vec<String> = ev.deviations().iter().map(ToString::to_string).collect();
    let ops_text = dwarf_ext::disassemble(&bytes, decode).unwrap_or_default();

    let mut out = String::new();
    if args.json {
        let mut j = json!({ "result": entry_json(&result), "ops": ops_text });
        if !deviations.is_empty() {
            j["deviations"] = json!(deviations);
        }
        if let Some(b) = &read {
            j["bytes"] = json!(crate::hex(b));
        }
        out = serde_json::to_string(&j)? + "\n";
    } else {
        out.push_str(&format!("{result}\n"));
        for d in &deviations {
            out.push_str(&format!("note: {d}\n"));
        }
        if let Some(b) = &read {
            out.push_str(&crate::hex(b));
            out.push('\n');
        }
    }
    crate::emit(&out)
}
