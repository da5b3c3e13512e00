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
//!
//! A buffer with a `count` and nothing to fill it (`{"buffer": {"type": "i32", "count": 64}}`,
//! the flag `i32[64]?`) is one nobody wrote, as `hipMalloc` leaves it: it reads as zeros, and
//! `hdb run --check init` reports uses of what a kernel reads from it before writing.

use std::path::{Path, PathBuf};

use anyhow::{anyhow, bail, Context, Result};
use serde_json::Value;
pub use sim::launch::{buffer_from, ArgSpec, ElementType, LaunchFile, Recorded};
use sim::SimulatorLaunch;

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
    /// `T[N]=V`, a counting buffer `T[N]+START`, a buffer nobody wrote `T[N]?`, a value `T:V`
    /// (a struct or vector by value: `T:V1,V2,…`), or dynamic LDS `local:BYTES` (T is one of
    /// i8 u8 i16 u16 i32 u32 i64 u64 f32 f64).
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

    /// `--target`, if given.
    pub fn target(&self) -> Option<&str> {
        self.target.as_deref()
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

fn flag_arg(s: &str) -> Result<ArgSpec> {
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
        let ty = ElementType::parse(ty.trim())?;
        let (inside, after) = rest
            .split_once(']')
            .ok_or_else(|| anyhow!("missing `]` in `{s}`"))?;
        if let Some(v) = after.strip_prefix('=') {
            let n: u64 = inside
                .trim()
                .parse()
                .with_context(|| format!("bad count in `{s}`"))?;
            return Ok(buffer_from(ty, None, Some(n), Some(&num(v)), None)?);
        }
        if after == "?" {
            let n: u64 = inside
                .trim()
                .parse()
                .with_context(|| format!("bad count in `{s}`"))?;
            return Ok(buffer_from(ty, None, Some(n), None, None)?);
        }
        if let Some(v) = after.strip_prefix('+') {
            let n: u64 = inside
                .trim()
                .parse()
                .with_context(|| format!("bad count in `{s}`"))?;
            return Ok(buffer_from(ty, None, Some(n), None, Some(&num(v)))?);
        }
        if !after.is_empty() {
            bail!("unexpected `{after}` after `]` in `{s}`");
        }
        let items: Vec<Value> = if inside.trim().is_empty() {
            vec![]
        } else {
            inside.split(',').map(num).collect()
        };
        return Ok(buffer_from(
            ty,
            Some(&Value::Array(items)),
            None,
            None,
            None,
        )?);
    }
    if let Some((ty, v)) = s.split_once(':') {
        let ty = ElementType::parse(ty.trim())?;
        // `f32:1,2,3`: a struct or vector by value, its elements in order.
        let items = match v.contains(',') {
            true => Value::Array(v.split(',').map(num).collect()),
            false => num(v),
        };
        return Ok(ArgSpec::Value(ty.encode_value(&items)?));
    }
    bail!("bad argument `{s}`: expected T[v,...], T[N]=V, T[N]+START, T[N]?, T:V or local:BYTES")
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

/// A launch as parsed, before anything is read from the code object: a launch file's
/// contents, or the same from the flags.
pub type Prepared = LaunchFile;

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
    checked(prepare(args)?)
}

/// The launch a launch file's JSON describes (paths relative to `base`), as
/// [`simulator_launch`] makes it from a file (an IDE's launch configuration carries the same
/// keys).
pub fn simulator_launch_from_json(v: &Value, base: &Path) -> Result<SimulatorLaunch> {
    checked(LaunchFile::from_json(v, base)?)
}

/// The simulator's launch, once the code object file is known to be readable.
fn checked(p: Prepared) -> Result<SimulatorLaunch> {
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
        let mut file = LaunchFile::read(path)?;
        if file.target.is_none() {
            file.target = args.target.clone();
        }
        return Ok(file);
    }
    let co = args
        .code_object
        .clone()
        .ok_or_else(|| anyhow!("give a code object (or --launch FILE)"))?;
    if args.kernel.is_none() && co.extension().is_some_and(|e| e == "json") {
        bail!(
            "{} looks like a launch file, not a code object: give it with --launch {}",
            co.display(),
            co.display()
        );
    }
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
        .map(|a| flag_arg(a))
        .collect::<Result<_>>()?;
    Ok(LaunchFile {
        target: args.target.clone(),
        code_object: co,
        kernel,
        grid,
        block,
        args: list,
        recorded: Recorded::default(),
    })
}
