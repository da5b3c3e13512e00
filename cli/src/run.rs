//! `hdb run`: run a kernel of a code object in the simulator and print its output buffers.
//!
//! The launch comes from flags (`CODE_OBJECT --kernel NAME --grid X[,Y,Z] --block X[,Y,Z]
//! --arg SPEC...`) or from a launch file (`--launch LAUNCH.json`, paths relative to the file):
//!
//! ```json
//! {"code_object": "../clang19/gfx90a/arith-O2.hsaco", "kernel": "arith_int_float_vec_struct",
//!  "grid": [64, 1, 1], "block": [64, 1, 1],
//!  "args": [{"buffer": {"type": "i32", "count": 64, "iota": 0}},
//!           {"buffer": {"type": "f32", "data": [1.5, 2.5]}},
//!           {"buffer": {"type": "i32", "count": 256, "fill": 0}},
//!           {"value": {"type": "i32", "data": 7}}, {"local": 256}]}
//! ```
//!
//! Exit status: 0 when every wave ended, 2 when a wave trapped or faulted (the message names
//! the wave and PC), 1 for bad input.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context, Result};
use serde_json::{json, Value};
use sim::{Launch, LaunchArg, RunEnd, Simulator};

/// Arguments of `hdb run`.
#[derive(clap::Args)]
pub struct Args {
    /// The code object (omit with --launch).
    code_object: Option<PathBuf>,
    /// A launch file (JSON) describing the code object, kernel, sizes and arguments.
    #[arg(long, conflicts_with_all = ["code_object", "kernel", "grid", "block", "arg"])]
    launch: Option<PathBuf>,
    /// Kernel name.
    #[arg(long)]
    kernel: Option<String>,
    /// Grid size in work-items: X[,Y,Z].
    #[arg(long)]
    grid: Option<String>,
    /// Work-group size in work-items: X[,Y,Z].
    #[arg(long)]
    block: Option<String>,
    /// An explicit kernel argument, in metadata order: a buffer `T[1,2,3]`, a filled buffer
    /// `T[N]=V`, a counting buffer `T[N]+START`, a value `T:V`, or dynamic LDS `local:BYTES`
    /// (T is one of i8 u8 i16 u16 i32 u32 i64 u64 f32 f64).
    #[arg(long = "arg", allow_hyphen_values = true)]
    arg: Vec<String>,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    /// Give up (exit status 2) after this many wave-instructions.
    #[arg(long, value_name = "N")]
    max_instructions: Option<u64>,
    /// Run until the first wave stops at LOCATION (a function name, FILE:LINE or *ADDR) and
    /// report that stop instead of the output buffers (exit status 2 if no wave reaches it).
    #[arg(long = "break", value_name = "LOCATION")]
    break_at: Option<String>,
    /// With --break: print the stopped wave's frames (PC, function, file:line, CFA, method).
    #[arg(long, requires = "break_at")]
    backtrace: bool,
    /// With --backtrace --json: the lane whose vector register values are shown.
    #[arg(long, value_name = "L", default_value_t = 0, requires = "break_at")]
    lane: u32,
}

/// Element types of buffers and values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
}

impl Ty {
    fn parse(s: &str) -> Result<Ty> {
        Ok(match s {
            "i8" => Ty::I8,
            "u8" => Ty::U8,
            "i16" => Ty::I16,
            "u16" => Ty::U16,
            "i32" => Ty::I32,
            "u32" => Ty::U32,
            "i64" => Ty::I64,
            "u64" => Ty::U64,
            "f32" => Ty::F32,
            "f64" => Ty::F64,
            _ => {
                bail!("unknown element type `{s}` (expected i8 u8 i16 u16 i32 u32 i64 u64 f32 f64)")
            }
        })
    }
    fn name(self) -> &'static str {
        [
            "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64",
        ][self as usize]
    }
    fn size(self) -> usize {
        match self {
            Ty::I8 | Ty::U8 => 1,
            Ty::I16 | Ty::U16 => 2,
            Ty::I32 | Ty::U32 | Ty::F32 => 4,
            Ty::I64 | Ty::U64 | Ty::F64 => 8,
        }
    }
    /// Encodes a JSON number (or "nan"/"inf" strings for floats).
    fn encode(self, v: &Value) -> Result<Vec<u8>> {
        let float = || -> Result<f64> {
            match v {
                Value::Number(n) => n.as_f64().ok_or_else(|| anyhow!("{v} is not a number")),
                Value::String(s) => s
                    .parse::<f64>()
                    .map_err(|_| anyhow!("`{s}` is not a number")),
                _ => bail!("{v} is not a number"),
            }
        };
        let int = || -> Result<i128> {
            match v {
                Value::Number(n) => n
                    .as_i64()
                    .map(i128::from)
                    .or_else(|| n.as_u64().map(i128::from))
                    .ok_or_else(|| anyhow!("{v} is not an integer")),
                Value::String(s) => {
                    let t = s.trim();
                    let r = if let Some(h) = t.strip_prefix("0x") {
                        i128::from_str_radix(h, 16)
                    } else {
                        t.parse()
                    };
                    r.map_err(|_| anyhow!("`{s}` is not an integer"))
                }
                _ => bail!("{v} is not an integer"),
            }
        };
        let check = |x: i128, lo: i128, hi: i128| -> Result<i128> {
            if x < lo || x > hi {
                bail!("{x} does not fit in {}", self.name());
            }
            Ok(x)
        };
        Ok(match self {
            Ty::I8 => (check(int()?, i8::MIN as i128, u8::MAX as i128)? as u8)
                .to_le_bytes()
                .to_vec(),
            Ty::U8 => (check(int()?, 0, u8::MAX as i128)? as u8)
                .to_le_bytes()
                .to_vec(),
            Ty::I16 => (check(int()?, i16::MIN as i128, u16::MAX as i128)? as u16)
                .to_le_bytes()
                .to_vec(),
            Ty::U16 => (check(int()?, 0, u16::MAX as i128)? as u16)
                .to_le_bytes()
                .to_vec(),
            Ty::I32 => (check(int()?, i32::MIN as i128, u32::MAX as i128)? as u32)
                .to_le_bytes()
                .to_vec(),
            Ty::U32 => (check(int()?, 0, u32::MAX as i128)? as u32)
                .to_le_bytes()
                .to_vec(),
            Ty::I64 => (check(int()?, i64::MIN as i128, u64::MAX as i128)? as u64)
                .to_le_bytes()
                .to_vec(),
            Ty::U64 => (check(int()?, 0, u64::MAX as i128)? as u64)
                .to_le_bytes()
                .to_vec(),
            Ty::F32 => (float()? as f32).to_le_bytes().to_vec(),
            Ty::F64 => float()?.to_le_bytes().to_vec(),
        })
    }
    fn decode(self, b: &[u8]) -> Value {
        let float = |f: f64| {
            if f.is_finite() {
                json!(f)
            } else {
                json!(if f.is_nan() {
                    "nan".to_string()
                } else if f > 0.0 {
                    "inf".into()
                } else {
                    "-inf".into()
                })
            }
        };
        match self {
            Ty::I8 => json!(b[0] as i8),
            Ty::U8 => json!(b[0]),
            Ty::I16 => json!(i16::from_le_bytes([b[0], b[1]])),
            Ty::U16 => json!(u16::from_le_bytes([b[0], b[1]])),
            Ty::I32 => json!(i32::from_le_bytes(b[..4].try_into().unwrap())),
            Ty::U32 => json!(u32::from_le_bytes(b[..4].try_into().unwrap())),
            Ty::I64 => json!(i64::from_le_bytes(b[..8].try_into().unwrap())),
            Ty::U64 => json!(u64::from_le_bytes(b[..8].try_into().unwrap())),
            Ty::F32 => float(f32::from_le_bytes(b[..4].try_into().unwrap()) as f64),
            Ty::F64 => float(f64::from_le_bytes(b[..8].try_into().unwrap())),
        }
    }
}

/// One argument as the user gave it.
enum ArgSpec {
    Buffer(Ty, Vec<u8>),
    Value(Vec<u8>),
    Local(u32),
}

fn buffer_from(
    ty: Ty,
    data: Option<&Value>,
    count: Option<u64>,
    fill: Option<&Value>,
    iota: Option<&Value>,
) -> Result<ArgSpec> {
    let mut bytes = Vec::new();
    match (data, count, fill, iota) {
        (Some(Value::Array(items)), None, None, None) => {
            for v in items {
                bytes.extend(ty.encode(v)?);
            }
        }
        (None, Some(n), Some(v), None) => {
            let one = ty.encode(v)?;
            for _ in 0..n {
                bytes.extend(&one);
            }
        }
        (None, Some(n), None, Some(start)) => {
            let s = match start {
                Value::Number(x) => x.as_f64().ok_or_else(|| anyhow!("bad iota start"))?,
                _ => bail!("iota start must be a number"),
            };
            for k in 0..n {
                let v = if matches!(ty, Ty::F32 | Ty::F64) {
                    json!(s + k as f64)
                } else {
                    json!(s as i64 + k as i64)
                };
                bytes.extend(ty.encode(&v)?);
            }
        }
        _ => bail!("a buffer needs `data` (an array), or `count` with `fill` or `iota`"),
    }
    Ok(ArgSpec::Buffer(ty, bytes))
}

fn parse_json_arg(v: &Value) -> Result<ArgSpec> {
    if let Some(b) = v.get("buffer") {
        let ty = Ty::parse(
            b.get("type")
                .and_then(Value::as_str)
                .ok_or_else(|| anyhow!("buffer without `type`"))?,
        )?;
        let count = match b.get("count") {
            Some(c) => Some(
                c.as_u64()
                    .ok_or_else(|| anyhow!("`count` must be a non-negative integer"))?,
            ),
            None => None,
        };
        return buffer_from(ty, b.get("data"), count, b.get("fill"), b.get("iota"));
    }
    if let Some(x) = v.get("value") {
        let ty = Ty::parse(
            x.get("type")
                .and_then(Value::as_str)
                .ok_or_else(|| anyhow!("value without `type`"))?,
        )?;
        let d = x
            .get("data")
            .ok_or_else(|| anyhow!("value without `data`"))?;
        return Ok(ArgSpec::Value(ty.encode(d)?));
    }
    if let Some(n) = v.get("local") {
        let n = n
            .as_u64()
            .filter(|&n| n <= u32::MAX as u64)
            .ok_or_else(|| anyhow!("`local` must be a byte count"))?;
        return Ok(ArgSpec::Local(n as u32));
    }
    bail!(
        "an argument must be {{\"buffer\": …}}, {{\"value\": …}} or {{\"local\": BYTES}}, not {v}"
    )
}

fn parse_flag_arg(s: &str) -> Result<ArgSpec> {
    if let Some(n) = s.strip_prefix("local:") {
        return Ok(ArgSpec::Local(
            n.trim()
                .parse()
                .with_context(|| format!("bad local size in `{s}`"))?,
        ));
    }
    let num = |t: &str| -> Value {
        let t = t.trim();
        t.parse::<i64>()
            .map(Value::from)
            .or_else(|_| t.parse::<u64>().map(Value::from))
            .unwrap_or_else(|_| Value::String(t.to_string()))
    };
    if let Some((ty, rest)) = s.split_once('[') {
        let ty = Ty::parse(ty.trim())?;
        let (inside, after) = rest
            .split_once(']')
            .ok_or_else(|| anyhow!("missing `]` in `{s}`"))?;
        if let Some(v) = after.strip_prefix('=') {
            let n: u64 = inside
                .trim()
                .parse()
                .with_context(|| format!("bad count in `{s}`"))?;
            return buffer_from(ty, None, Some(n), Some(&num(v)), None);
        }
        if let Some(v) = after.strip_prefix('+') {
            let n: u64 = inside
                .trim()
                .parse()
                .with_context(|| format!("bad count in `{s}`"))?;
            return buffer_from(ty, None, Some(n), None, Some(&num(v)));
        }
        if !after.is_empty() {
            bail!("unexpected `{after}` after `]` in `{s}`");
        }
        let items: Vec<Value> = if inside.trim().is_empty() {
            vec![]
        } else {
            inside.split(',').map(num).collect()
        };
        return buffer_from(ty, Some(&Value::Array(items)), None, None, None);
    }
    if let Some((ty, v)) = s.split_once(':') {
        let ty = Ty::parse(ty.trim())?;
        return Ok(ArgSpec::Value(ty.encode(&num(v))?));
    }
    bail!("bad argument `{s}`: expected T[v,...], T[N]=V, T[N]+START, T:V or local:BYTES")
}

fn dims(s: &str) -> Result<[u32; 3]> {
    let parts: Vec<&str> = s.split(',').collect();
    if parts.is_empty() || parts.len() > 3 {
        bail!("`{s}`: expected X[,Y,Z]");
    }
    let mut out = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        out[i] = p
            .trim()
            .parse()
            .with_context(|| format!("`{s}`: bad size `{p}`"))?;
    }
    Ok(out)
}

fn dims_json(v: Option<&Value>, what: &str) -> Result<[u32; 3]> {
    let a = v
        .and_then(Value::as_array)
        .ok_or_else(|| anyhow!("launch file: `{what}` must be an array [x, y, z]"))?;
    if a.is_empty() || a.len() > 3 {
        bail!("launch file: `{what}` must have 1 to 3 sizes");
    }
    let mut out = [1u32; 3];
    for (i, x) in a.iter().enumerate() {
        out[i] = x
            .as_u64()
            .filter(|&n| n <= u32::MAX as u64)
            .ok_or_else(|| anyhow!("launch file: bad `{what}` size {x}"))? as u32;
    }
    Ok(out)
}

struct Prepared {
    code_object: PathBuf,
    kernel: String,
    grid: [u32; 3],
    block: [u32; 3],
    args: Vec<ArgSpec>,
}

fn prepare(args: &Args) -> Result<Prepared> {
    if let Some(path) = &args.launch {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let v: Value =
            serde_json::from_str(&text).with_context(|| format!("{}: not JSON", path.display()))?;
        let co = v
            .get("code_object")
            .and_then(Value::as_str)
            .ok_or_else(|| anyhow!("launch file: missing `code_object`"))?;
        let base = path.parent().unwrap_or(Path::new("."));
        let kernel = v
            .get("kernel")
            .and_then(Value::as_str)
            .ok_or_else(|| anyhow!("launch file: missing `kernel`"))?;
        let list = match v.get("args") {
            None => vec![],
            Some(Value::Array(a)) => a
                .iter()
                .enumerate()
                .map(|(i, a)| {
                    parse_json_arg(a).with_context(|| format!("launch file: argument {i}"))
                })
                .collect::<Result<_>>()?,
            Some(_) => bail!("launch file: `args` must be an array"),
        };
        return Ok(Prepared {
            code_object: base.join(co),
            kernel: kernel.to_string(),
            grid: dims_json(v.get("grid"), "grid")?,
            block: dims_json(v.get("block"), "block")?,
            args: list,
        });
    }
    let co = args
        .code_object
        .clone()
        .ok_or_else(|| anyhow!("give a code object (or --launch FILE)"))?;
    let kernel = args
        .kernel
        .clone()
        .ok_or_else(|| anyhow!("--kernel NAME is required"))?;
    let grid = dims(
        args.grid
            .as_deref()
            .ok_or_else(|| anyhow!("--grid X[,Y,Z] is required"))?,
    )?;
    let block = dims(
        args.block
            .as_deref()
            .ok_or_else(|| anyhow!("--block X[,Y,Z] is required"))?,
    )?;
    let list = args
        .arg
        .iter()
        .map(|a| parse_flag_arg(a))
        .collect::<Result<_>>()?;
    Ok(Prepared {
        code_object: co,
        kernel,
        grid,
        block,
        args: list,
    })
}

/// Runs `hdb run` and returns the process exit status.
pub fn main(args: &Args) -> ExitCode {
    let p = match prepare(args) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e:#}");
            return ExitCode::from(1);
        }
    };
    let bytes = match std::fs::read(&p.code_object) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", p.code_object.display());
            return ExitCode::from(1);
        }
    };
    let launch = Launch {
        kernel: p.kernel.clone(),
        grid: p.grid,
        block: p.block,
        args: p
            .args
            .iter()
            .map(|a| match a {
                ArgSpec::Buffer(_, b) => LaunchArg::Buffer(b.clone()),
                ArgSpec::Value(v) => LaunchArg::Value(v.clone()),
                ArgSpec::Local(n) => LaunchArg::Local(*n),
            })
            .collect(),
    };
    let mut sim = match Simulator::new(&bytes, &launch) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    sim.set_instruction_limit(args.max_instructions);
    if let Some(location) = &args.break_at {
        return break_and_report(args, &p, &bytes, sim, location);
    }
    let start = Instant::now();
    let total_waves: u64 = {
        let s = sim.setup();
        s.groups.iter().map(|&g| g as u64).product::<u64>() * s.waves_per_group as u64
    };
    let mut bar: Option<indicatif::ProgressBar> = None;
    let mut exited = 0u64;
    let end = loop {
        use amdgpu::target::Event;
        match sim.next_event() {
            Some(Event::WaveExited { .. }) => {
                exited += 1;
                if bar.is_none() && start.elapsed() > Duration::from_millis(500) {
                    let b = indicatif::ProgressBar::with_draw_target(
                        Some(total_waves),
                        indicatif::ProgressDrawTarget::stderr(),
                    );
                    b.set_message("waves");
                    bar = Some(b);
                }
                if let Some(b) = &bar {
                    b.set_position(exited);
                }
            }
            Some(Event::WaveStopped { wave, pc, reason }) => {
                use amdgpu::target::Target;
                let text = sim
                    .wave(wave)
                    .map(|w| w.to_string())
                    .unwrap_or_else(|_| format!("wave {wave}"));
                break RunEnd::Stopped {
                    wave,
                    wave_text: text,
                    pc,
                    reason,
                };
            }
            Some(Event::DispatchCompleted { .. }) | None => break RunEnd::Completed,
        }
    };
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let seconds = start.elapsed().as_secs_f64();
    let stats = sim.stats();
    let (status, message, code) = match &end {
        RunEnd::Completed => ("completed", format!("kernel {} completed", p.kernel), 0u8),
        RunEnd::Stopped {
            wave_text,
            pc,
            reason,
            ..
        } => {
            let status = match reason {
                amdgpu::target::StopReason::MemoryFault { .. }
                | amdgpu::target::StopReason::IllegalInstruction { .. } => "error",
                _ => "trapped",
            };
            let off = pc.wrapping_sub(sim.load_base());
            if sim.limit_reached() {
                (
                    "error",
                    format!("instruction limit reached; {wave_text} stopped at pc {off:#x}"),
                    2u8,
                )
            } else {
                (
                    status,
                    format!("{wave_text} stopped at pc {off:#x}: {reason}"),
                    2u8,
                )
            }
        }
    };
    let mut buffers = Vec::new();
    for (i, a) in p.args.iter().enumerate() {
        if let ArgSpec::Buffer(ty, _) = a {
            let data = sim.buffer(i).unwrap_or_default();
            let vals: Vec<Value> = data.chunks_exact(ty.size()).map(|c| ty.decode(c)).collect();
            buffers.push((i, *ty, vals));
        }
    }
    let out = if args.json {
        let v = json!({
            "status": status,
            "message": message,
            "buffers": buffers.iter().map(|(i, t, d)| json!({"arg": i, "type": t.name(), "data": d})).collect::<Vec<_>>(),
            "stats": {"waves": stats.waves, "wave_instructions": stats.wave_instructions, "seconds": seconds},
        });
        format!("{}\n", serde_json::to_string(&v).unwrap_or_default())
    } else {
        let mut s = format!("{status}: {message}\n");
        for (i, t, d) in &buffers {
            let items: Vec<String> = d.iter().map(|v| v.to_string()).collect();
            s.push_str(&format!(
                "arg {i} ({t}[{}]): {}\n",
                d.len(),
                items.join(" ",),
                t = t.name()
            ));
        }
        s.push_str(&format!(
            "{} waves, {} wave-instructions in {:.3} s\n",
            stats.waves, stats.wave_instructions, seconds
        ));
        s
    };
    if let Err(e) = crate::emit(&out) {
        eprintln!("error: {e}");
        return ExitCode::from(1);
    }
    ExitCode::from(code)
}

/// `hdb run --break LOCATION [--backtrace]`: runs until a wave stops at LOCATION and reports
/// the stop (and the wave's frames). The work is `debugger`'s; this prints.
fn break_and_report(
    args: &Args,
    p: &Prepared,
    bytes: &[u8],
    mut sim: Simulator,
    location: &str,
) -> ExitCode {
    use debugger::symbols::Module;
    use debugger::{Location, RunOutcome};
    let fail = |code: u8, msg: String| {
        eprintln!("error: {msg}");
        ExitCode::from(code)
    };
    let name = p.code_object.display().to_string();
    let image = match Module::load(name.clone(), name, bytes.to_vec(), sim.load_base()) {
        Ok(i) => i,
        Err(e) => return fail(1, e),
    };
    let addresses = match Location::parse(location).and_then(|l| l.resolve(&image)) {
        Ok(a) => a,
        Err(e) => return fail(1, e.to_string()),
    };
    let base = sim.load_base();
    sim.set_debugger_attached(true);
    let wave_addresses: Vec<u64> = addresses.iter().map(|a| a + base).collect();
    let outcome = match debugger::run_until(&mut sim, &wave_addresses) {
        Ok(o) => o,
        Err(e) => return fail(1, e.to_string()),
    };
    let (wave, pc) = match outcome {
        RunOutcome::Hit { wave, pc } => (wave, pc),
        RunOutcome::Completed => {
            return fail(
                2,
                format!("kernel {} completed without reaching {location}", p.kernel),
            )
        }
        RunOutcome::Stopped { wave, pc, reason } => {
            use amdgpu::target::Target;
            let text = sim
                .wave(wave)
                .map(|w| w.to_string())
                .unwrap_or_else(|_| format!("wave {wave}"));
            let what = if sim.limit_reached() {
                "instruction limit reached".to_string()
            } else {
                reason.to_string()
            };
            return fail(
                2,
                format!(
                    "{text} stopped at pc {:#x} before reaching {location}: {what}",
                    pc.wrapping_sub(base)
                ),
            );
        }
    };
    let wave_text = {
        use amdgpu::target::Target;
        sim.wave(wave)
            .map(|w| w.to_string())
            .unwrap_or_else(|_| format!("wave {wave}"))
    };
    let mut out = String::new();
    if args.backtrace {
        let code = match image.image.code(base) {
            Ok(c) => c,
            Err(e) => return fail(1, e),
        };
        let unwinder = unwind::Unwinder::new(vec![code]);
        let info = image.debug_info().ok();
        let report = match debugger::backtrace(&sim, wave, &unwinder, info, args.lane) {
            Ok(r) => r,
            Err(e) => return fail(1, e),
        };
        if args.json {
            let frames: Vec<Value> = report
                .frames
                .iter()
                .map(|f| {
                    let regs: serde_json::Map<String, Value> = f
                        .registers
                        .iter()
                        .map(|(n, v)| (n.clone(), json!(v.to_string())))
                        .collect();
                    json!({
                        "index": f.index,
                        "pc": format!("{:#x}", f.pc),
                        "function": f.function,
                        "file": f.file,
                        "line": f.line,
                        "cfa": f.cfa.map(|c| json!({
                            "address_space": c.space.to_string(),
                            "address": format!("{:#x}", c.address),
                        })),
                        "method": f.method.name(),
                        "note": f.method.note(),
                        "registers": regs,
                    })
                })
                .collect();
            let v = json!({
                "status": "stopped",
                "wave": report.wave,
                "lane": args.lane,
                "frames": frames,
                "end": report.end.kind(),
                "end_message": report.end.to_string(),
            });
            out = format!("{}\n", serde_json::to_string(&v).unwrap_or_default());
        } else {
            out.push_str(&format!(
                "stopped: {wave_text} at pc {:#x} (breakpoint at {location})\n",
                pc.wrapping_sub(base)
            ));
            out.push_str(&report.to_text());
        }
    } else if args.json {
        let v = json!({
            "status": "stopped",
            "wave": wave_text,
            "pc": format!("{:#x}", pc.wrapping_sub(base)),
            "location": location,
        });
        out = format!("{}\n", serde_json::to_string(&v).unwrap_or_default());
    } else {
        out = format!(
            "stopped: {wave_text} at pc {:#x} (breakpoint at {location})\n",
            pc.wrapping_sub(base)
        );
    }
    if let Err(e) = crate::emit(&out) {
        eprintln!("error: {e}");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
