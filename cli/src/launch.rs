//! The kernel launch shared by `hdb run` and `hdb debug`: a launch file (`--launch L.json`,
//! paths relative to the file) or flags (`CODE_OBJECT --kernel NAME --grid X[,Y,Z]
//! --block X[,Y,Z] --arg SPEC...`), parsed into the simulator's [`sim::Launch`].
//!
//! ```json
//! {"code_object": "../clang19/gfx90a/arith-O2.hsaco", "kernel": "arith_int_float_vec_struct",
//!  "grid": [64, 1, 1], "block": [64, 1, 1],
//!  "args": [{"buffer": {"type": "i32", "count": 64, "iota": 0}},
//!           {"buffer": {"type": "f32", "data": [1.5, 2.5]}},
//!           {"buffer": {"type": "i32", "count": 256, "fill": 0}},
//!           {"value": {"type": "i32", "data": 7}}, {"local": 256}]}
//! ```

use std::path::{Path, PathBuf};

use anyhow::{anyhow, bail, Context, Result};
use serde_json::{json, Value};
use sim::SimulatorLaunch;
use sim::{Launch, LaunchArg};

/// The launch flags of `hdb run` and `hdb debug`.
#[derive(clap::Args)]
pub struct LaunchArgs {
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
    /// The entry to run when the code object is a bundle or a host binary holding several
    /// (`gfx90a`, a target ID such as `gfx90a:xnack-`, or a bundle entry ID).
    #[arg(long, alias = "mcpu", value_name = "TARGET")]
    target: Option<String>,
}

impl LaunchArgs {
    /// Whether any launch flag was given.
    pub fn given(&self) -> bool {
        self.code_object.is_some()
            || self.launch.is_some()
            || self.kernel.is_some()
            || self.grid.is_some()
            || self.block.is_some()
            || !self.arg.is_empty()
            || self.target.is_some()
    }

    /// The positional file, if given.
    pub fn code_object(&self) -> Option<&Path> {
        self.code_object.as_deref()
    }

    /// Whether the flags describe a simulator launch (a launch file or a kernel).
    pub fn names_a_kernel(&self) -> bool {
        self.launch.is_some() || self.kernel.is_some()
    }
}

/// Element types of buffers and values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
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
    /// The type's name as the flags and launch files spell it.
    pub fn name(self) -> &'static str {
        [
            "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64",
        ][self as usize]
    }
    /// Size of one element in bytes.
    pub fn size(self) -> usize {
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
    /// Reads one element (`b` holds at least [`Ty::size`] bytes) as a JSON value; non-finite
    /// floats become the strings "nan", "inf" and "-inf".
    pub fn decode(self, b: &[u8]) -> Value {
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
pub enum ArgSpec {
    /// A global buffer of elements of one type, with its initial bytes.
    Buffer(Ty, Vec<u8>),
    /// A value passed by value (little-endian bytes).
    Value(Vec<u8>),
    /// Dynamic LDS of this many bytes.
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

/// A launch as parsed, before anything is read from the code object.
pub struct Prepared {
    /// The code object file.
    pub code_object: PathBuf,
    /// The entry of a bundle or host binary to run (`--target`, or the launch file's
    /// `"target"`).
    pub target: Option<String>,
    /// The kernel name.
    pub kernel: String,
    /// Grid size in work-items.
    pub grid: [u32; 3],
    /// Work-group size in work-items.
    pub block: [u32; 3],
    /// The explicit arguments, in metadata order.
    pub args: Vec<ArgSpec>,
}

impl Prepared {
    /// The simulator's launch (the argument bytes copied).
    pub fn launch(&self) -> Launch {
        Launch {
            kernel: self.kernel.clone(),
            grid: self.grid,
            block: self.block,
            args: self
                .args
                .iter()
                .map(|a| match a {
                    ArgSpec::Buffer(_, b) => LaunchArg::Buffer(b.clone()),
                    ArgSpec::Value(v) => LaunchArg::Value(v.clone()),
                    ArgSpec::Local(n) => LaunchArg::Local(*n),
                })
                .collect(),
        }
    }
}

impl LaunchArgs {
    /// The launch a launch file describes (as `--launch FILE`).
    pub fn from_file(path: PathBuf) -> LaunchArgs {
        LaunchArgs {
            code_object: None,
            launch: Some(path),
            kernel: None,
            grid: None,
            block: None,
            arg: Vec::new(),
            target: None,
        }
    }
}

/// The session engine's launch from the flags: the code object path and the kernel launch.
/// The engine reads the code object when the session opens; it is only opened here, so that
/// a wrong path is reported as bad input before a session starts.
pub fn simulator_launch(args: &LaunchArgs) -> Result<SimulatorLaunch> {
    let p = prepare(args)?;
    let file = std::fs::File::open(&p.code_object)
        .with_context(|| format!("cannot read {}", p.code_object.display()))?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        bail!("cannot read {}: it is a directory", p.code_object.display());
    }
    Ok(SimulatorLaunch {
        launch: p.launch(),
        target: p.target.clone(),
        code_object: p.code_object,
    })
}

/// Parses the launch file or the flags; reads the launch file but not the code object.
pub fn prepare(args: &LaunchArgs) -> Result<Prepared> {
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
        let target = match v.get("target") {
            None => args.target.clone(),
            Some(Value::String(t)) => Some(t.clone()),
            Some(_) => bail!("launch file: `target` must be a string"),
        };
        return Ok(Prepared {
            target,
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
        target: args.target.clone(),
        code_object: co,
        kernel,
        grid,
        block,
        args: list,
    })
}
