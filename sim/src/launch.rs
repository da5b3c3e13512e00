//! What to run: a kernel by name, the grid and work-group sizes in work-items, and the
//! explicit kernel arguments in metadata order. Hidden arguments are never given here: the
//! dispatch fills them the way the ROCm runtime does.
//!
//! Also the one reader and writer of launch files ([`LaunchFile`]): JSON naming the code
//! object (relative to the file), the kernel, the sizes and the arguments. The arguments are
//! buffers (`{"buffer": {"type": T, "data": […]}}`, `{"buffer": {"type": T, "count": N,
//! "fill": V}}`, `{"buffer": {"type": T, "count": N, "iota": S}}`), values (`{"value":
//! {"type": T, "data": V}}`) and dynamic LDS (`{"local": BYTES}`). A dispatch recorded from a
//! program (`hdb run --sim --record DIR`) is a launch of the same shape plus what makes it
//! replay bit-identically: the code object's `load_base`, the explicit arguments as the
//! program packed them (`kernarg`, hex), the `dynamic_lds` bytes, `cooperative` for a
//! cooperative launch (every work-group resident at once), the runtime's buffers the hidden
//! arguments pointed at (`runtime`: `{"hostcall_buffer": "0x…", "multigrid_sync": "0x…"}`,
//! their memory among the regions), and every region of memory
//! at its address (`memory`: `{"address": "0x…", "file": "….bin", "after": "FNV"}`, with the
//! FNV-1a hash of the region after the dispatch, which a replay checks).
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
use std::sync::Arc;

use serde_json::{json, Value};

/// One explicit kernel argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LaunchArg {
    /// A global buffer with its initial bytes; the argument receives its address.
    Buffer(Vec<u8>),
    /// A global buffer of this many bytes that nobody wrote (as `hipMalloc` leaves one): it
    /// reads as zeros, and `--check init` reports uses of what the kernel reads from it
    /// before writing.
    Unwritten(usize),
    /// A value passed by value (little-endian bytes, at most the argument's size).
    Value(Vec<u8>),
    /// A dynamic LDS allocation of this many bytes; the argument receives its LDS offset.
    Local(u32),
}

/// A kernel launch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Launch {
    /// Kernel name (metadata `.name`, or the descriptor symbol without `.kd`).
    pub kernel: String,
    /// Grid size in work-items per dimension.
    pub grid: [u32; 3],
    /// Work-group size in work-items per dimension.
    pub block: [u32; 3],
    /// Explicit arguments, in the kernel's metadata order.
    pub args: Vec<LaunchArg>,
    /// What a recorded dispatch adds to replay bit-identically (shared: a debugger starts
    /// the launch afresh at every `run`).
    pub recorded: Option<Arc<Recorded>>,
}

impl Launch {
    /// Where the code object is loaded: the recorded load base, or the simulator's
    /// [`crate::CODE_BASE`].
    pub fn load_base(&self) -> u64 {
        self.recorded
            .as_ref()
            .and_then(|r| r.load_base)
            .unwrap_or(crate::CODE_BASE)
    }
}

/// What a dispatch recorded from a program adds to a launch so that it replays as it ran: the
/// code object at its load base, the kernarg bytes as the program packed them, the dynamic
/// LDS size and the memory the kernel could read, at its addresses.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Recorded {
    /// Where the code object is loaded (`None`: the simulator's [`crate::CODE_BASE`]).
    pub load_base: Option<u64>,
    /// The explicit part of the kernarg segment as the program packed it (instead of the
    /// launch's `args`).
    pub kernarg: Option<Vec<u8>>,
    /// Dynamic LDS bytes per work-group.
    pub dynamic_lds: u32,
    /// A cooperative launch (`hipLaunchCooperativeKernel`): every work-group resident at once,
    /// as grid-wide barriers need.
    pub cooperative: bool,
    /// The runtime's buffers the hidden arguments pointed at (zero: none).
    pub runtime: crate::RuntimeBuffers,
    /// Memory the kernel reads, at its addresses.
    pub memory: Vec<MemoryRegion>,
}

impl Recorded {
    /// Whether there is anything to replay (a launch file without these fields has none).
    pub fn is_empty(&self) -> bool {
        *self == Recorded::default()
    }
}

/// A bad launch file or argument, naming what and where.
#[derive(Debug, thiserror::Error)]
pub enum LaunchFileError {
    /// The file cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file cannot be written.
    #[error("cannot write {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not JSON.
    #[error("{path}: not JSON: {message}")]
    NotJson {
        /// The file.
        path: PathBuf,
        /// The parser's message.
        message: String,
    },
    /// A field is missing.
    #[error("launch file: missing `{0}`")]
    Missing(&'static str),
    /// A field has the wrong shape.
    #[error("launch file: {0}")]
    Field(String),
    /// An argument is malformed.
    #[error("launch file: argument {index}: {why}")]
    Argument {
        /// Its index.
        index: usize,
        /// What is wrong.
        why: ArgError,
    },
}

/// A malformed argument (of a launch file, or a `--arg` flag).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ArgError {
    /// An element type that does not exist.
    #[error("unknown element type `{0}` (expected i8 u8 i16 u16 i32 u32 i64 u64 f32 f64)")]
    UnknownType(String),
    /// A value that is not a number of the type.
    #[error("{0}")]
    BadValue(String),
    /// An argument of no known shape.
    #[error("{0}")]
    Shape(String),
}

/// Element types of buffers and values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementType {
    /// `i8`.
    I8,
    /// `u8`.
    U8,
    /// `i16`.
    I16,
    /// `u16`.
    U16,
    /// `i32`.
    I32,
    /// `u32`.
    U32,
    /// `i64`.
    I64,
    /// `u64`.
    U64,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl ElementType {
    /// The type a name names.
    pub fn parse(s: &str) -> Result<ElementType, ArgError> {
        use ElementType::*;
        Ok(match s {
            "i8" => I8,
            "u8" => U8,
            "i16" => I16,
            "u16" => U16,
            "i32" => I32,
            "u32" => U32,
            "i64" => I64,
            "u64" => U64,
            "f32" => F32,
            "f64" => F64,
            _ => return Err(ArgError::UnknownType(s.to_string())),
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
        use ElementType::*;
        match self {
            I8 | U8 => 1,
            I16 | U16 => 2,
            I32 | U32 | F32 => 4,
            I64 | U64 | F64 => 8,
        }
    }

    /// Encodes a by-value argument: one number, or an array of them in order for a struct or
    /// vector passed by value (`[0.5, 0.25, 0.125]` as f32 for `struct { float a, b, c; }`).
    pub fn encode_value(self, v: &Value) -> Result<Vec<u8>, ArgError> {
        match v {
            Value::Array(items) if items.is_empty() => Err(ArgError::BadValue(
                "a value needs at least one element".into(),
            )),
            Value::Array(items) => {
                let mut bytes = Vec::with_capacity(items.len() * self.size());
                for item in items {
                    bytes.extend(self.encode(item)?);
                }
                Ok(bytes)
            }
            one => self.encode(one),
        }
    }

    /// Encodes a JSON number (or "nan"/"inf" strings for floats, "0x…" strings for
    /// integers).
    pub fn encode(self, v: &Value) -> Result<Vec<u8>, ArgError> {
        use ElementType::*;
        let bad = |m: String| ArgError::BadValue(m);
        let float = || -> Result<f64, ArgError> {
            match v {
                Value::Number(n) => n
                    .as_f64()
                    .ok_or_else(|| bad(format!("{v} is not a number"))),
                Value::String(s) => s
                    .parse::<f64>()
                    .map_err(|_| bad(format!("`{s}` is not a number"))),
                _ => Err(bad(format!("{v} is not a number"))),
            }
        };
        let int = || -> Result<i128, ArgError> {
            match v {
                Value::Number(n) => n
                    .as_i64()
                    .map(i128::from)
                    .or_else(|| n.as_u64().map(i128::from))
                    .ok_or_else(|| bad(format!("{v} is not an integer"))),
                Value::String(s) => {
                    let t = s.trim();
                    let r = if let Some(h) = t.strip_prefix("0x") {
                        i128::from_str_radix(h, 16)
                    } else {
                        t.parse()
                    };
                    r.map_err(|_| bad(format!("`{s}` is not an integer")))
                }
                _ => Err(bad(format!("{v} is not an integer"))),
            }
        };
        let check = |x: i128, lo: i128, hi: i128| -> Result<i128, ArgError> {
            if x < lo || x > hi {
                return Err(bad(format!("{x} does not fit in {}", self.name())));
            }
            Ok(x)
        };
        Ok(match self {
            I8 => (check(int()?, i8::MIN as i128, u8::MAX as i128)? as u8)
                .to_le_bytes()
                .to_vec(),
            U8 => (check(int()?, 0, u8::MAX as i128)? as u8)
                .to_le_bytes()
                .to_vec(),
            I16 => (check(int()?, i16::MIN as i128, u16::MAX as i128)? as u16)
                .to_le_bytes()
                .to_vec(),
            U16 => (check(int()?, 0, u16::MAX as i128)? as u16)
                .to_le_bytes()
                .to_vec(),
            I32 => (check(int()?, i32::MIN as i128, u32::MAX as i128)? as u32)
                .to_le_bytes()
                .to_vec(),
            U32 => (check(int()?, 0, u32::MAX as i128)? as u32)
                .to_le_bytes()
                .to_vec(),
            I64 => (check(int()?, i64::MIN as i128, u64::MAX as i128)? as u64)
                .to_le_bytes()
                .to_vec(),
            U64 => (check(int()?, 0, u64::MAX as i128)? as u64)
                .to_le_bytes()
                .to_vec(),
            F32 => (float()? as f32).to_le_bytes().to_vec(),
            F64 => float()?.to_le_bytes().to_vec(),
        })
    }

    /// Reads one element (`b` holds at least [`ElementType::size`] bytes) as a JSON value;
    /// non-finite floats become the strings "nan", "inf" and "-inf".
    pub fn decode(self, b: &[u8]) -> Value {
        use ElementType::*;
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
        let a4 = |b: &[u8]| [b[0], b[1], b[2], b[3]];
        let a8 = |b: &[u8]| [b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]];
        match self {
            I8 => json!(b[0] as i8),
            U8 => json!(b[0]),
            I16 => json!(i16::from_le_bytes([b[0], b[1]])),
            U16 => json!(u16::from_le_bytes([b[0], b[1]])),
            I32 => json!(i32::from_le_bytes(a4(b))),
            U32 => json!(u32::from_le_bytes(a4(b))),
            I64 => json!(i64::from_le_bytes(a8(b))),
            U64 => json!(u64::from_le_bytes(a8(b))),
            F32 => float(f32::from_le_bytes(a4(b)) as f64),
            F64 => float(f64::from_le_bytes(a8(b))),
        }
    }
}

/// One argument as a launch file or flag gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgSpec {
    /// A global buffer of elements of one type, with its initial bytes.
    Buffer(ElementType, Vec<u8>),
    /// A global buffer of this many elements that nobody wrote.
    Unwritten(ElementType, u64),
    /// A value passed by value (little-endian bytes).
    Value(Vec<u8>),
    /// Dynamic LDS of this many bytes.
    Local(u32),
}

impl ArgSpec {
    /// The simulator's argument.
    pub fn launch_arg(&self) -> LaunchArg {
        match self {
            ArgSpec::Buffer(_, b) => LaunchArg::Buffer(b.clone()),
            ArgSpec::Unwritten(t, n) => LaunchArg::Unwritten(t.size() * *n as usize),
            ArgSpec::Value(v) => LaunchArg::Value(v.clone()),
            ArgSpec::Local(n) => LaunchArg::Local(*n),
        }
    }
}

/// A buffer from its elements (`data`), a count with a `fill` value or an `iota` start, or a
/// count alone (a buffer nobody wrote).
pub fn buffer_from(
    ty: ElementType,
    data: Option<&Value>,
    count: Option<u64>,
    fill: Option<&Value>,
    iota: Option<&Value>,
) -> Result<ArgSpec, ArgError> {
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
                Value::Number(x) => x
                    .as_f64()
                    .ok_or_else(|| ArgError::BadValue("bad iota start".into()))?,
                _ => return Err(ArgError::BadValue("iota start must be a number".into())),
            };
            for k in 0..n {
                let v = if matches!(ty, ElementType::F32 | ElementType::F64) {
                    json!(s + k as f64)
                } else {
                    json!(s as i64 + k as i64)
                };
                bytes.extend(ty.encode(&v)?);
            }
        }
        (None, Some(n), None, None) => {
            // Bounded like the allocations a launch can make (4 GiB).
            n.checked_mul(ty.size() as u64)
                .filter(|&b| b <= 1 << 32)
                .ok_or_else(|| ArgError::Shape(format!("a buffer of {n} elements is too large")))?;
            return Ok(ArgSpec::Unwritten(ty, n));
        }
        _ => {
            return Err(ArgError::Shape(
                "a buffer needs `data` (an array), `count` with `fill` or `iota`, or `count` \
                 alone (a buffer nobody wrote)"
                    .into(),
            ))
        }
    }
    Ok(ArgSpec::Buffer(ty, bytes))
}

fn arg_from_json(v: &Value) -> Result<ArgSpec, ArgError> {
    let shape = |m: &str| ArgError::Shape(m.to_string());
    if let Some(b) = v.get("buffer") {
        let ty = ElementType::parse(
            b.get("type")
                .and_then(Value::as_str)
                .ok_or_else(|| shape("buffer without `type`"))?,
        )?;
        let count = match b.get("count") {
            Some(c) => Some(
                c.as_u64()
                    .ok_or_else(|| shape("`count` must be a non-negative integer"))?,
            ),
            None => None,
        };
        return buffer_from(ty, b.get("data"), count, b.get("fill"), b.get("iota"));
    }
    if let Some(x) = v.get("value") {
        let ty = ElementType::parse(
            x.get("type")
                .and_then(Value::as_str)
                .ok_or_else(|| shape("value without `type`"))?,
        )?;
        let d = x.get("data").ok_or_else(|| shape("value without `data`"))?;
        return Ok(ArgSpec::Value(ty.encode_value(d)?));
    }
    if let Some(n) = v.get("local") {
        let n = n
            .as_u64()
            .filter(|&n| n <= u32::MAX as u64)
            .ok_or_else(|| shape("`local` must be a byte count"))?;
        return Ok(ArgSpec::Local(n as u32));
    }
    Err(ArgError::Shape(format!(
        "an argument must be {{\"buffer\": …}}, {{\"value\": …}} or {{\"local\": BYTES}}, not {v}"
    )))
}

fn dims_json(v: Option<&Value>, what: &str) -> Result<[u32; 3], LaunchFileError> {
    let f = |m: String| LaunchFileError::Field(m);
    let a = v
        .and_then(Value::as_array)
        .ok_or_else(|| f(format!("`{what}` must be an array [x, y, z]")))?;
    if a.is_empty() || a.len() > 3 {
        return Err(f(format!("`{what}` must have 1 to 3 sizes")));
    }
    let mut out = [1u32; 3];
    for (i, x) in a.iter().enumerate() {
        out[i] = x
            .as_u64()
            .filter(|&n| n <= u32::MAX as u64)
            .ok_or_else(|| f(format!("bad `{what}` size {x}")))? as u32;
    }
    Ok(out)
}

/// A region of memory at a fixed address, with the hash of its bytes after the dispatch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemoryRegion {
    /// Where it is mapped.
    pub address: u64,
    /// Its bytes before the dispatch.
    pub bytes: Vec<u8>,
    /// [`fnv1a`] of its bytes after the recorded dispatch.
    pub after: Option<u64>,
}

/// A launch file's contents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchFile {
    /// The code object file (relative paths resolved against the launch file's folder).
    pub code_object: PathBuf,
    /// The entry of a bundle or host binary to run.
    pub target: Option<String>,
    /// The kernel's name.
    pub kernel: String,
    /// Grid size in work-items.
    pub grid: [u32; 3],
    /// Work-group size in work-items.
    pub block: [u32; 3],
    /// The explicit arguments, in metadata order.
    pub args: Vec<ArgSpec>,
    /// A recorded dispatch's load base, kernarg bytes, dynamic LDS and memory (empty
    /// otherwise).
    pub recorded: Recorded,
}

/// FNV-1a (64-bit) of `bytes`: how a recorded dispatch names the memory it left.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

fn address_of(v: &Value, what: &str) -> Result<u64, LaunchFileError> {
    let bad = || LaunchFileError::Field(format!("`{what}` must be an address (\"0x…\")"));
    match v {
        Value::String(s) => u64::from_str_radix(s.trim_start_matches("0x"), 16).map_err(|_| bad()),
        Value::Number(n) => n.as_u64().ok_or_else(bad),
        _ => Err(bad()),
    }
}

impl LaunchFile {
    /// Reads a launch file.
    pub fn read(path: &Path) -> Result<LaunchFile, LaunchFileError> {
        let text = std::fs::read_to_string(path).map_err(|source| LaunchFileError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let v: Value = serde_json::from_str(&text).map_err(|e| LaunchFileError::NotJson {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        LaunchFile::from_json(&v, path.parent().unwrap_or(Path::new(".")))
    }

    /// A launch file's contents already parsed as JSON, with paths relative to `base` (an
    /// IDE's launch configuration carries the same keys).
    pub fn from_json(v: &Value, base: &Path) -> Result<LaunchFile, LaunchFileError> {
        let field = |m: &str| LaunchFileError::Field(m.to_string());
        let co = v
            .get("code_object")
            .and_then(Value::as_str)
            .ok_or(LaunchFileError::Missing("code_object"))?;
        let kernel = v
            .get("kernel")
            .and_then(Value::as_str)
            .ok_or(LaunchFileError::Missing("kernel"))?;
        let args = match v.get("args") {
            None => vec![],
            Some(Value::Array(a)) => a
                .iter()
                .enumerate()
                .map(|(index, a)| {
                    arg_from_json(a).map_err(|why| LaunchFileError::Argument { index, why })
                })
                .collect::<Result<_, _>>()?,
            Some(_) => return Err(field("`args` must be an array")),
        };
        let target = match v.get("target") {
            None => None,
            Some(Value::String(t)) => Some(t.clone()),
            Some(_) => return Err(field("`target` must be a string")),
        };
        let load_base = v
            .get("load_base")
            .map(|b| address_of(b, "load_base"))
            .transpose()?;
        let kernarg = match v.get("kernarg") {
            None => None,
            Some(Value::String(s)) => {
                Some(unhex(s).ok_or_else(|| field("`kernarg` must be hex bytes"))?)
            }
            Some(_) => return Err(field("`kernarg` must be hex bytes")),
        };
        let dynamic_lds = match v.get("dynamic_lds") {
            None => 0,
            Some(n) => n
                .as_u64()
                .filter(|&n| n <= u32::MAX as u64)
                .ok_or_else(|| field("`dynamic_lds` must be a byte count"))?
                as u32,
        };
        let cooperative = match v.get("cooperative") {
            None => false,
            Some(b) => b
                .as_bool()
                .ok_or_else(|| field("`cooperative` must be true or false"))?,
        };
        let runtime = match v.get("runtime") {
            None => crate::RuntimeBuffers::default(),
            Some(Value::Object(o)) => {
                let mut b = crate::RuntimeBuffers::default();
                for (name, value) in o {
                    let slot = match name.as_str() {
                        "hostcall_buffer" => &mut b.hostcall_buffer,
                        "multigrid_sync" => &mut b.multigrid_sync,
                        "heap" => &mut b.heap,
                        "printf_buffer" => &mut b.printf_buffer,
                        _ => return Err(field("`runtime` names an unknown buffer")),
                    };
                    *slot = address_of(value, name)?;
                }
                b
            }
            Some(_) => return Err(field("`runtime` must be an object of addresses")),
        };
        let mut memory = Vec::new();
        for (i, r) in v
            .get("memory")
            .map(|m| {
                m.as_array()
                    .ok_or_else(|| field("`memory` must be an array"))
            })
            .transpose()?
            .into_iter()
            .flatten()
            .enumerate()
        {
            let address = address_of(
                r.get("address")
                    .ok_or(LaunchFileError::Missing("memory address"))?,
                "address",
            )?;
            let file = r
                .get("file")
                .and_then(Value::as_str)
                .ok_or(LaunchFileError::Missing("memory file"))?;
            let p = base.join(file);
            let bytes = std::fs::read(&p).map_err(|source| LaunchFileError::Read {
                path: p.clone(),
                source,
            })?;
            let after = match r.get("after") {
                None => None,
                Some(a) => Some(address_of(a, &format!("memory {i} after"))?),
            };
            memory.push(MemoryRegion {
                address,
                bytes,
                after,
            });
        }
        Ok(LaunchFile {
            code_object: base.join(co),
            target,
            kernel: kernel.to_string(),
            grid: dims_json(v.get("grid"), "grid")?,
            block: dims_json(v.get("block"), "block")?,
            args,
            recorded: Recorded {
                load_base,
                kernarg,
                dynamic_lds,
                cooperative,
                runtime,
                memory,
            },
        })
    }

    /// Writes the launch file at `path`: the JSON, and each memory region as `STEM.memN.bin`
    /// beside it. The code object is named relative to the file's folder when it lies in it.
    pub fn write(&self, path: &Path) -> Result<(), LaunchFileError> {
        let dir = path.parent().unwrap_or(Path::new("."));
        let stem = path
            .file_stem()
            .map_or("launch".into(), |s| s.to_string_lossy().into_owned());
        let write = |p: &Path, bytes: &[u8]| {
            std::fs::write(p, bytes).map_err(|source| LaunchFileError::Write {
                path: p.to_path_buf(),
                source,
            })
        };
        let co = self
            .code_object
            .strip_prefix(dir)
            .unwrap_or(&self.code_object)
            .to_string_lossy()
            .into_owned();
        let mut v = json!({
            "code_object": co,
            "kernel": self.kernel,
            "grid": self.grid,
            "block": self.block,
        });
        if let Some(t) = &self.target {
            v["target"] = json!(t);
        }
        let recorded = &self.recorded;
        if let Some(b) = recorded.load_base {
            v["load_base"] = json!(format!("{b:#x}"));
        }
        if let Some(k) = &recorded.kernarg {
            v["kernarg"] = json!(hex(k));
        }
        if recorded.dynamic_lds != 0 {
            v["dynamic_lds"] = json!(recorded.dynamic_lds);
        }
        if recorded.cooperative {
            v["cooperative"] = json!(true);
        }
        let b = recorded.runtime;
        let buffers = [
            ("hostcall_buffer", b.hostcall_buffer),
            ("multigrid_sync", b.multigrid_sync),
            ("heap", b.heap),
            ("printf_buffer", b.printf_buffer),
        ];
        let runtime: serde_json::Map<String, Value> = buffers
            .iter()
            .filter(|(_, a)| *a != 0)
            .map(|(n, a)| (n.to_string(), json!(format!("{a:#x}"))))
            .collect();
        if !runtime.is_empty() {
            v["runtime"] = Value::Object(runtime);
        }
        let args: Vec<Value> = self
            .args
            .iter()
            .map(|a| match a {
                ArgSpec::Buffer(ty, bytes) => json!({"buffer": {
                    "type": ty.name(),
                    "data": bytes.chunks_exact(ty.size()).map(|c| ty.decode(c)).collect::<Vec<_>>(),
                }}),
                // A struct or vector by value: its bytes.
                ArgSpec::Value(bytes) if ![1, 2, 4, 8].contains(&bytes.len()) => {
                    json!({"value": {"type": "u8", "data": bytes}})
                }
                ArgSpec::Value(bytes) => {
                    let ty = match bytes.len() {
                        1 => "u8",
                        2 => "u16",
                        4 => "u32",
                        _ => "u64",
                    };
                    let mut le = [0u8; 8];
                    let n = bytes.len().min(8);
                    le[..n].copy_from_slice(&bytes[..n]);
                    json!({"value": {"type": ty, "data": format!("{:#x}", u64::from_le_bytes(le))}})
                }
                ArgSpec::Unwritten(ty, n) => json!({"buffer": {"type": ty.name(), "count": n}}),
                ArgSpec::Local(n) => json!({"local": n}),
            })
            .collect();
        if !args.is_empty() || recorded.kernarg.is_none() {
            v["args"] = json!(args);
        }
        let mut regions = Vec::new();
        for (i, r) in recorded.memory.iter().enumerate() {
            let name = format!("{stem}.mem{i}.bin");
            write(&dir.join(&name), &r.bytes)?;
            let mut e = json!({"address": format!("{:#x}", r.address), "file": name});
            if let Some(h) = r.after {
                e["after"] = json!(format!("{h:#018x}"));
            }
            regions.push(e);
        }
        if !regions.is_empty() {
            v["memory"] = json!(regions);
        }
        let text = serde_json::to_string_pretty(&v).unwrap_or_default() + "\n";
        write(path, text.as_bytes())
    }

    /// The simulator's launch (the argument bytes copied).
    pub fn launch(&self) -> Launch {
        Launch {
            kernel: self.kernel.clone(),
            grid: self.grid,
            block: self.block,
            args: self.args.iter().map(ArgSpec::launch_arg).collect(),
            recorded: (!self.recorded.is_empty()).then(|| Arc::new(self.recorded.clone())),
        }
    }

    /// Whether it is a recorded dispatch (memory at fixed addresses, a packed kernarg).
    pub fn is_recorded(&self) -> bool {
        self.recorded.kernarg.is_some()
            || !self.recorded.memory.is_empty()
            || self.recorded.load_base.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recorded_dispatch_round_trips() {
        let dir = std::env::temp_dir().join(format!("sim-launch-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = LaunchFile {
            code_object: dir.join("k.hsaco"),
            target: None,
            kernel: "k".into(),
            grid: [100, 1, 1],
            block: [64, 1, 1],
            args: vec![],
            recorded: Recorded {
                load_base: Some(0x1000_0000_0000),
                kernarg: Some(vec![1, 2, 3, 4, 0, 0, 0, 0]),
                dynamic_lds: 256,
                cooperative: true,
                runtime: crate::RuntimeBuffers {
                    hostcall_buffer: 0x1000_0002_0000,
                    multigrid_sync: 0x1000_0003_0000,
                    ..Default::default()
                },
                memory: vec![MemoryRegion {
                    address: 0x1000_0001_0000,
                    bytes: vec![9; 40],
                    after: Some(fnv1a(&[7; 40])),
                }],
            },
        };
        let path = dir.join("dispatch-1.json");
        f.write(&path).unwrap();
        let back = LaunchFile::read(&path).unwrap();
        assert_eq!(back, f);
        assert!(back.is_recorded());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn bad_fields_name_themselves() {
        let dir = std::env::temp_dir().join(format!("sim-launch-bad-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("l.json");
        for (text, wanted) in [
            ("{", "not JSON"),
            (r#"{"code_object": "x"}"#, "missing `kernel`"),
            (
                r#"{"code_object": "x", "kernel": "k", "grid": [1], "block": [1], "args": [{"buffer": {"type": "i33", "data": []}}]}"#,
                "argument 0: unknown element type `i33`",
            ),
            (
                r#"{"code_object": "x", "kernel": "k", "grid": [1], "block": [1], "kernarg": "xyz"}"#,
                "`kernarg` must be hex bytes",
            ),
        ] {
            std::fs::write(&path, text).unwrap();
            let e = LaunchFile::read(&path).unwrap_err().to_string();
            assert!(e.contains(wanted), "{text}: {e}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    fn arith() -> Vec<u8> {
        std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../corpus/clang19/gfx90a/arith-O2.hsaco"
        ))
        .unwrap()
    }

    /// The corpus kernel's four buffers (256, 256, 1024 and 1024 bytes) as recorded regions
    /// at fixed addresses, with the kernarg pointing at them.
    fn recorded_arith(regions: Vec<MemoryRegion>) -> Launch {
        let kernarg = regions
            .iter()
            .flat_map(|r| r.address.to_le_bytes())
            .collect();
        Launch {
            kernel: "arith_int_float_vec_struct".into(),
            grid: [64, 1, 1],
            block: [64, 1, 1],
            args: vec![],
            recorded: Some(Arc::new(Recorded {
                load_base: Some(0x5000_0000_0000),
                kernarg: Some(kernarg),
                dynamic_lds: 0,
                cooperative: false,
                runtime: Default::default(),
                memory: regions,
            })),
        }
    }

    fn region(address: u64, size: usize, byte: u8) -> MemoryRegion {
        MemoryRegion {
            address,
            bytes: vec![byte; size],
            after: None,
        }
    }

    #[test]
    fn a_recorded_dispatch_replays_at_its_addresses() {
        let sizes = [256, 256, 1024, 1024];
        let regions: Vec<MemoryRegion> = sizes
            .iter()
            .enumerate()
            .map(|(i, &n)| region(0x2000_0000_0000 + i as u64 * 0x10_0000, n, 3))
            .collect();
        let mut replay = crate::Simulator::new(&arith(), &recorded_arith(regions.clone())).unwrap();
        assert_eq!(replay.load_base(), 0x5000_0000_0000);
        assert_eq!(replay.run_to_end(), crate::RunEnd::Completed);
        let fresh = Launch {
            kernel: "arith_int_float_vec_struct".into(),
            grid: [64, 1, 1],
            block: [64, 1, 1],
            args: sizes
                .iter()
                .map(|&n| LaunchArg::Buffer(vec![3; n]))
                .collect(),
            recorded: None,
        };
        let mut reference = crate::Simulator::new(&arith(), &fresh).unwrap();
        assert_eq!(reference.run_to_end(), crate::RunEnd::Completed);
        for (i, r) in regions.iter().enumerate() {
            let mut now = vec![0; r.bytes.len()];
            replay.memory().read(r.address, &mut now).unwrap();
            assert_eq!(Some(now), reference.buffer(i), "region {i}");
        }
    }

    #[test]
    fn a_replay_refuses_what_it_cannot_map() {
        use crate::{RecordedError, SimError};
        let at = |i: u64| 0x2000_0000_0000 + i * 0x10_0000;
        let mut overlapping: Vec<MemoryRegion> = (0..4).map(|i| region(at(i), 256, 0)).collect();
        overlapping[3].address = at(2) + 0x80;
        let e = crate::Simulator::new(&arith(), &recorded_arith(overlapping)).err();
        assert!(
            matches!(
                e,
                Some(SimError::Recorded(RecordedError::Overlap {
                    first: 2,
                    second: 3,
                    ..
                }))
            ),
            "{e:?}"
        );
        let mut long = recorded_arith((0..4).map(|i| region(at(i), 256, 0)).collect());
        if let Some(r) = long.recorded.as_mut().map(Arc::make_mut) {
            r.kernarg = Some(vec![0; 1 << 16]);
        }
        let e = crate::Simulator::new(&arith(), &long).err();
        assert!(
            matches!(
                e,
                Some(SimError::Recorded(RecordedError::KernargTooLong {
                    given: 65536,
                    ..
                }))
            ),
            "{e:?}"
        );
        // A region across the end of the code object's image.
        let mut across: Vec<MemoryRegion> = (0..4).map(|i| region(at(i), 256, 0)).collect();
        across[0].address = 0x5000_0000_0000 - 0x10;
        let e = crate::Simulator::new(&arith(), &recorded_arith(across)).err();
        assert!(
            matches!(
                e,
                Some(SimError::Recorded(RecordedError::Unmappable {
                    index: 0,
                    ..
                }))
            ),
            "{e:?}"
        );
    }

    #[test]
    fn allocations_keep_clear_of_a_recorded_image() {
        // Where a program's first code object goes: just past the queue, in the heap.
        let mut launch = recorded_arith(vec![]);
        if let Some(r) = launch.recorded.as_mut().map(Arc::make_mut) {
            r.load_base = Some(0x1000_0002_0000);
            r.kernarg = Some(vec![0; 32]);
        }
        let sim = crate::Simulator::new(&arith(), &launch).unwrap();
        assert_eq!(sim.load_base(), 0x1000_0002_0000);
    }

    #[test]
    fn a_missing_region_file_is_named() {
        let dir = std::env::temp_dir().join(format!("sim-launch-missing-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("0001-k.json");
        std::fs::write(
            &path,
            r#"{"code_object": "k.hsaco", "kernel": "k", "grid": [1], "block": [1],
                "kernarg": "00", "memory": [{"address": "0x1000", "file": "gone.bin"}]}"#,
        )
        .unwrap();
        let e = LaunchFile::read(&path).unwrap_err().to_string();
        assert!(e.contains("gone.bin"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn values_of_several_elements_are_their_bytes_in_order_and_written_back_so() {
        let v = json!({"code_object": "k.hsaco", "kernel": "k", "grid": [1], "block": [1],
            "args": [{"value": {"type": "f32", "data": [0.5, 2, "-inf"]}},
                     {"value": {"type": "i16", "data": -2}}]});
        let l = LaunchFile::from_json(&v, Path::new(".")).unwrap();
        let mut want = 0.5f32.to_le_bytes().to_vec();
        want.extend(2f32.to_le_bytes());
        want.extend(f32::NEG_INFINITY.to_le_bytes());
        assert_eq!(l.args[0], ArgSpec::Value(want.clone()));
        assert_eq!(l.args[1], ArgSpec::Value((-2i16).to_le_bytes().to_vec()));
        let dir = std::env::temp_dir().join(format!("sim-launch-values-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("k.json");
        l.write(&path).unwrap();
        let again = LaunchFile::read(&path).unwrap();
        assert_eq!(again.args, l.args, "a 12-byte value reads back as written");
        std::fs::remove_dir_all(&dir).unwrap();
        for bad in [json!([]), json!([1, "x"]), json!([[1]])] {
            let v = json!({"code_object": "k.hsaco", "kernel": "k", "grid": [1], "block": [1],
                "args": [{"value": {"type": "u32", "data": bad}}]});
            assert!(LaunchFile::from_json(&v, Path::new(".")).is_err(), "{bad}");
        }
    }
}
