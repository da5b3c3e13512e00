//! Shared by the fake library's tests: a simulator session opened from a corpus launch
//! file, and the plumbing that puts the simulator behind the fake library.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use amdgpu::target::Target;
use amdgpu::target::{KnownCodeObject, Program, StartOptions, TargetError, TargetResult};
use dbgapi::{DbgapiTarget, FnTable, Instance, Version};
use debugger::{Interpreter, Session};
use serde_json::Value;
use sim::{Launch, LaunchArg};
use sim::{LaunchProgram, SimulatorLaunch};

/// The corpus folder.
pub fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus")
}

/// A launch file's session (the subset of the launch-file format the corpus uses).
pub fn launch(name: &str) -> SimulatorLaunch {
    let path = corpus().join("launch").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let v: Value = serde_json::from_str(&text).expect("launch JSON");
    let dims = |k: &str| -> [u32; 3] {
        let a = v[k].as_array().expect("dims");
        [0, 1, 2].map(|i| a.get(i).and_then(Value::as_u64).unwrap_or(1) as u32)
    };
    let args = v["args"]
        .as_array()
        .map(|a| a.iter().map(arg).collect())
        .unwrap_or_default();
    SimulatorLaunch {
        code_object: path
            .parent()
            .unwrap()
            .join(v["code_object"].as_str().unwrap()),
        target: None,
        launch: Launch {
            kernel: v["kernel"].as_str().unwrap().to_string(),
            grid: dims("grid"),
            block: dims("block"),
            args,
            recorded: None,
        },
    }
}

fn scalar(ty: &str, x: &Value) -> Vec<u8> {
    match ty {
        "i8" | "u8" => vec![x.as_i64().unwrap() as u8],
        "i16" | "u16" => (x.as_i64().unwrap() as u16).to_le_bytes().to_vec(),
        "i32" | "u32" => (x.as_i64().unwrap() as u32).to_le_bytes().to_vec(),
        "i64" => x.as_i64().unwrap().to_le_bytes().to_vec(),
        "u64" => x.as_u64().unwrap().to_le_bytes().to_vec(),
        "f32" => (x.as_f64().unwrap() as f32).to_le_bytes().to_vec(),
        "f64" => x.as_f64().unwrap().to_le_bytes().to_vec(),
        t => panic!("launch type {t} not handled by this test's reader"),
    }
}

fn arg(a: &Value) -> LaunchArg {
    if let Some(b) = a.get("buffer") {
        let ty = b["type"].as_str().unwrap();
        let bytes = match b.get("data") {
            Some(Value::Array(d)) => d.iter().flat_map(|x| scalar(ty, x)).collect(),
            _ => {
                let n = b["count"].as_u64().unwrap() as usize;
                let one = scalar(ty, &b["fill"]);
                one.repeat(n)
            }
        };
        LaunchArg::Buffer(bytes)
    } else if let Some(v) = a.get("value") {
        LaunchArg::Value(scalar(v["type"].as_str().unwrap(), &v["data"]))
    } else if let Some(n) = a.get("local") {
        LaunchArg::Local(n.as_u64().unwrap() as u32)
    } else {
        panic!("launch argument {a} not handled by this test's reader")
    }
}

/// The client the fake attaches to: this test process stands in for the inferior.
pub struct SelfClient;

impl dbgapi::Client for SelfClient {
    fn os_pid(&self) -> Option<i32> {
        Some(std::process::id() as i32)
    }
    fn read_global(&mut self, _a: u64, _o: &mut [u8]) -> std::io::Result<usize> {
        Err(std::io::ErrorKind::Unsupported.into())
    }
    fn write_global(&mut self, _a: u64, _d: &[u8]) -> std::io::Result<usize> {
        Err(std::io::ErrorKind::Unsupported.into())
    }
}

/// Puts `target` behind the fake library (reporting `version`) and returns hdb's
/// DbgapiTarget over it; `table` turns the fake's in-process table into the one to use
/// (e.g. the versioned shim's).
pub fn through_fake(
    target: Box<dyn dbgapi_fake::Backend>,
    version: Version,
    table: &dyn Fn(FnTable) -> FnTable,
) -> Result<DbgapiTarget, String> {
    let t = dbgapi_fake::install(target, version).ok_or("no profile")?;
    let inst = Instance::new(table(t)).map_err(|e| e.to_string())?;
    let p = inst
        .attach(Box::new(SelfClient))
        .map_err(|e| e.to_string())?;
    Ok(DbgapiTarget::new(p))
}

/// Runs `commands` in a fresh simulator session, directly or through the fake.
pub fn transcript(
    launch: &SimulatorLaunch,
    commands: &[&str],
    fake: Option<(Version, &'static dyn Fn(FnTable) -> FnTable)>,
) -> Vec<String> {
    let mut s = match fake {
        Some((version, table)) => wrapped_session(launch, move |sim| {
            through_fake(Box::new(sim), version, table).map(|t| Box::new(t) as Box<dyn Target>)
        }),
        None => session(launch),
    };
    commands
        .iter()
        .map(|c| {
            let o = s.execute(c);
            format!("({}) {c}\n{}", if o.ok { "ok" } else { "error" }, o.text)
        })
        .collect()
}

/// Runs `commands` in a fresh simulator session whose target lives on its own thread
/// (`dbgapi::owner::Owned`): the fake, the library instance and `DbgapiTarget` there, the
/// session engine here.
pub fn transcript_owned(
    launch: &SimulatorLaunch,
    commands: &[&str],
    version: Version,
) -> Vec<String> {
    let mut s = wrapped_session(launch, move |sim| {
        let owned = dbgapi::owner::Owned::spawn(move || {
            through_fake(Box::new(sim), version, &|t| t).map_err(std::io::Error::other)
        })
        .map_err(|e| e.to_string())?;
        Ok(Box::new(owned) as Box<dyn Target>)
    });
    commands
        .iter()
        .map(|c| {
            let o = s.execute(c);
            format!("({}) {c}\n{}", if o.ok { "ok" } else { "error" }, o.text)
        })
        .collect()
}

/// Version 0.X.0.
pub fn v(minor: u32) -> Version {
    Version {
        major: 0,
        minor,
        patch: 0,
    }
}

/// A session on the simulator alone.
pub fn session(launch: &SimulatorLaunch) -> Interpreter {
    let program = LaunchProgram::open(launch.clone()).expect("launch");
    Interpreter::new(Session::new(Box::new(program)).expect("session"))
}

/// A launch whose every fresh simulator is put behind another backend before the session
/// drives it.
struct Wrapped<F> {
    launch: LaunchProgram,
    wrap: F,
}

impl<F: FnMut(sim::Simulator) -> Result<Box<dyn Target>, String>> Program for Wrapped<F> {
    fn code_objects(&self) -> Vec<KnownCodeObject> {
        self.launch.code_objects()
    }

    fn start(&mut self, options: &StartOptions) -> TargetResult<Box<dyn Target>> {
        let sim = self
            .launch
            .simulator(options)
            .map_err(|e| TargetError::Other(e.to_string()))?;
        (self.wrap)(sim).map_err(TargetError::Other)
    }

    fn command_line(&self) -> String {
        self.launch.command_line()
    }

    fn kernel(&self) -> Option<String> {
        self.launch.kernel()
    }
}

/// A session whose `run` hands each fresh simulator to `wrap` and drives what it returns.
pub fn wrapped_session(
    launch: &SimulatorLaunch,
    wrap: impl FnMut(sim::Simulator) -> Result<Box<dyn Target>, String> + 'static,
) -> Interpreter {
    let launch = LaunchProgram::open(launch.clone()).expect("launch");
    Interpreter::new(Session::new(Box::new(Wrapped { launch, wrap })).expect("session"))
}
