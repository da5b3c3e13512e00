//! What the engine's correctness tests share: corpus paths, launches of the kernels the
//! tests were written for (`wg_scan.cl`, `frames.cl`, `hip_poly.hip`) with their inputs and
//! value oracles computed here, and a program whose targets hand their output buffers back
//! when the session drops them (to compare a debugged run with a free one).

#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use amdgpu::target::{
    Agent, Breakpoints, Dispatch, KnownCodeObject, Lane, LoadedCodeObject, Program, Queue,
    RunControl, StartOptions, Target, TargetError, TargetResult, Watchpoints, Wave, WaveId,
    WriteMemory, WriteRegisters,
};
use amdgpu::{AddressSpace, Register};
use debugger::engine::VariableKind;
use debugger::format::{format_inner, FormatOptions};
use debugger::{BreakpointOptions, BreakpointSpec, Session};
use sim::{Launch, LaunchArg, LaunchProgram, Simulator, SimulatorLaunch};

/// The three producers every kernel is built with.
pub const PRODUCERS: [&str; 3] = ["clang19", "clang22", "rocm22"];

/// A corpus file.
pub fn corpus(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(path)
}

/// Little-endian bytes of 32-bit values.
pub fn u32s(v: impl IntoIterator<Item = u32>) -> Vec<u8> {
    v.into_iter().flat_map(u32::to_le_bytes).collect()
}

/// Little-endian bytes of signed 32-bit values.
pub fn i32s(v: impl IntoIterator<Item = i32>) -> Vec<u8> {
    v.into_iter().flat_map(i32::to_le_bytes).collect()
}

/// Signed 32-bit values of little-endian bytes.
pub fn to_i32s(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// A deterministic sequence of small integers in `lo..=hi` (a 64-bit LCG).
pub fn numbers(n: usize, seed: u64, lo: i32, hi: i32) -> Vec<i32> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let span = (hi - lo + 1) as u64;
            lo + ((x >> 33) % span) as i32
        })
        .collect()
}

/// A launch of `kernel` in the corpus code object `path`.
pub fn launch(
    path: &str,
    kernel: &str,
    grid: u32,
    block: u32,
    args: Vec<LaunchArg>,
) -> SimulatorLaunch {
    SimulatorLaunch {
        code_object: corpus(path),
        target: None,
        launch: Launch {
            kernel: kernel.into(),
            grid: [grid, 1, 1],
            block: [block, 1, 1],
            args,
            recorded: None,
        },
    }
}

/// `wg_scan`'s work-group size.
pub const SCAN_GROUP: u32 = 128;

/// `wg_scan` on `grid` work-items in work-groups of 128, the first `n` of them with inputs.
pub fn wg_scan(path: &str, grid: u32, n: u32) -> (SimulatorLaunch, Vec<i32>) {
    let input = numbers(grid as usize, 23, -50, 50);
    let groups = grid.div_ceil(SCAN_GROUP) as usize;
    let l = launch(
        path,
        "wg_scan",
        grid,
        SCAN_GROUP,
        vec![
            LaunchArg::Buffer(i32s(input.clone())),
            LaunchArg::Buffer(i32s(vec![-1; grid as usize])),
            LaunchArg::Buffer(i32s(vec![-1; groups])),
            LaunchArg::Value(n.to_le_bytes().to_vec()),
        ],
    );
    (l, input)
}

/// What `wg_scan` computes: `scan` (−1 past `n`) and `total` per work-group, where a
/// work-group's total is written by its last work-item only (so a partial last work-group
/// leaves −1).
pub fn wg_scan_oracle(input: &[i32], grid: u32, n: u32) -> (Vec<i32>, Vec<i32>) {
    let mut scan = vec![-1; grid as usize];
    let mut total = vec![-1; grid.div_ceil(SCAN_GROUP) as usize];
    for (g, t) in total.iter_mut().enumerate() {
        let mut acc = 0;
        for lid in 0..SCAN_GROUP {
            let gid = g as u32 * SCAN_GROUP + lid;
            if gid >= grid {
                break;
            }
            acc += if gid < n { input[gid as usize] } else { 0 };
            if gid < n {
                scan[gid as usize] = acc;
            }
            if lid == SCAN_GROUP - 1 {
                *t = acc;
            }
        }
    }
    (scan, total)
}

/// `frames_kernel` on 128 work-items (two work-groups of 64).
pub fn frames(path: &str) -> (SimulatorLaunch, Vec<i32>) {
    let input = numbers(128, 7, -60, 60);
    let l = launch(
        path,
        "frames_kernel",
        128,
        64,
        vec![
            LaunchArg::Buffer(i32s(input.clone())),
            LaunchArg::Buffer(vec![0; 128 * 3 * 4]),
            LaunchArg::Buffer(vec![0; 128 * 4]),
            LaunchArg::Buffer(vec![0; 128 * 8]),
        ],
    );
    (l, input)
}

/// What `frames_kernel` computes for input `v`: (w, |v − w|, 10v + 20, 1.5v + 0.5, v·100000 + w).
pub fn frames_oracle(v: i32) -> (i32, i32, i32, f32, i64) {
    let w = (v * 3).clamp(-100, 100) + 3;
    (
        w,
        (v - w).abs(),
        10 * v + 20,
        1.5 * v as f32 + 0.5,
        i64::from(v) * 100_000 + i64::from(w),
    )
}

/// `barrier_helper.cl`'s work-group size.
pub const HELPER_GROUP: usize = 128;

/// `barrier_helper.cl` (built for the tests in tests/data/lang/, `-O0`: the helper is a real
/// call) for `target` (`gfx1100`, `gfx1200`: four wave32 waves a group; `gfx90a`: two wave64), on two
/// work-groups; with its input.
pub fn barrier_helper(target: &str) -> (SimulatorLaunch, Vec<i32>) {
    let input = numbers(2 * HELPER_GROUP, 31, -50, 50);
    let l = launch(
        &format!("../tests/data/lang/barrier_helper-O0-{target}.hsaco"),
        "barrier_helper",
        2 * HELPER_GROUP as u32,
        HELPER_GROUP as u32,
        vec![
            LaunchArg::Buffer(i32s(input.clone())),
            LaunchArg::Buffer(vec![0; 2 * HELPER_GROUP * 4]),
        ],
    );
    (l, input)
}

/// One call of `barrier_helper.cl`'s `neighbour_sum` by every work-item: its value plus
/// twice its right neighbour's in the work-group (the last one's neighbour is the first).
pub fn neighbour_sums(values: &[i32]) -> Vec<i32> {
    (0..values.len())
        .map(|i| {
            let group = i / HELPER_GROUP * HELPER_GROUP;
            values[i] + 2 * values[group + (i % HELPER_GROUP + 1) % HELPER_GROUP]
        })
        .collect()
}

/// A session over a launch.
pub fn session(l: SimulatorLaunch) -> Session {
    Session::new(Box::new(LaunchProgram::open(l).expect("launch"))).expect("session")
}

/// The output buffers of a free run of the launch (no debugger).
pub fn free_run(l: &SimulatorLaunch) -> Vec<Vec<u8>> {
    let bytes = std::fs::read(&l.code_object).expect("code object");
    let mut sim = Simulator::new(&bytes, &l.launch).expect("simulator");
    let end = sim.run_to_end();
    assert!(matches!(end, sim::RunEnd::Completed), "{end:?}");
    (0..l.launch.args.len())
        .map(|i| sim.buffer(i).unwrap_or_default())
        .collect()
}

/// A breakpoint at `text`.
pub fn brk(s: &mut Session, text: &str, options: BreakpointOptions) -> u32 {
    let spec = BreakpointSpec::parse(text).expect("location");
    s.add_breakpoint(text, spec, options)
        .unwrap_or_else(|e| panic!("break {text}: {e}"))
        .number
}

/// The value of variable `name` of frame `frame` for `lane`, as gdb prints it.
pub fn var(s: &mut Session, frame: usize, lane: u32, name: &str) -> String {
    let opts = FormatOptions::default();
    [VariableKind::Arguments, VariableKind::Locals]
        .into_iter()
        .flat_map(|k| s.variables(frame, lane, k).expect("variables"))
        .find(|v| v.name == name)
        .map(|v| match &v.value {
            Ok(v) => format_inner(v, &opts),
            Err(e) => format!("<error: {e}>"),
        })
        .unwrap_or_else(|| panic!("no variable {name}"))
}

/// A launch whose targets hand their output buffers over when the session drops them (at
/// the end of the program, at `kill` or at the next `run`).
pub struct Recorded {
    program: LaunchProgram,
    /// The buffers of the last target dropped.
    pub buffers: SharedBuffers,
}

/// The output buffers of a dropped target, shared with the test that reads them.
pub type SharedBuffers = Arc<Mutex<Option<Vec<Vec<u8>>>>>;

impl Recorded {
    /// Records the targets of `l`.
    pub fn new(l: SimulatorLaunch) -> (Recorded, SharedBuffers) {
        let buffers = Arc::new(Mutex::new(None));
        let r = Recorded {
            program: LaunchProgram::open(l).expect("launch"),
            buffers: buffers.clone(),
        };
        (r, buffers)
    }
}

impl Program for Recorded {
    fn code_objects(&self) -> Vec<KnownCodeObject> {
        self.program.code_objects()
    }

    fn start(&mut self, options: &StartOptions) -> TargetResult<Box<dyn Target>> {
        let sim = self
            .program
            .simulator(options)
            .map_err(|e| TargetError::Other(e.to_string()))?;
        Ok(Box::new(Recording {
            sim,
            args: self.program.launch().launch.args.len(),
            out: self.buffers.clone(),
        }))
    }

    fn command_line(&self) -> String {
        self.program.command_line()
    }

    fn kernel(&self) -> Option<String> {
        self.program.kernel()
    }
}

/// A simulator that copies its buffers out when dropped.
struct Recording {
    sim: Simulator,
    args: usize,
    out: Arc<Mutex<Option<Vec<Vec<u8>>>>>,
}

impl Drop for Recording {
    fn drop(&mut self) {
        let b = (0..self.args)
            .map(|i| self.sim.buffer(i).unwrap_or_default())
            .collect();
        if let Ok(mut o) = self.out.lock() {
            *o = Some(b);
        }
    }
}

impl Target for Recording {
    fn agents(&mut self) -> Vec<Agent> {
        self.sim.agents()
    }
    fn queues(&mut self) -> Vec<Queue> {
        self.sim.queues()
    }
    fn dispatches(&mut self) -> Vec<Dispatch> {
        self.sim.dispatches()
    }
    fn waves(&mut self) -> Vec<Wave> {
        self.sim.waves()
    }
    fn wave(&mut self, id: WaveId) -> TargetResult<Wave> {
        self.sim.wave(id)
    }
    fn code_objects(&mut self) -> Vec<LoadedCodeObject> {
        self.sim.code_objects()
    }
    fn apertures(&mut self, wave: WaveId) -> Option<amdgpu::Apertures> {
        self.sim.apertures(wave)
    }
    fn read_register(&mut self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        self.sim.read_register(wave, reg, out)
    }
    fn read_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()> {
        self.sim.read_memory(wave, lane, space, address, out)
    }
    fn register_writes(&mut self) -> Option<&mut dyn WriteRegisters> {
        self.sim.register_writes()
    }
    fn memory_writes(&mut self) -> Option<&mut dyn WriteMemory> {
        self.sim.memory_writes()
    }
    fn run_control(&mut self) -> Option<&mut dyn RunControl> {
        self.sim.run_control()
    }
    fn breakpoints(&mut self) -> Option<&mut dyn Breakpoints> {
        self.sim.breakpoints()
    }
    fn watchpoints(&mut self) -> Option<&mut dyn Watchpoints> {
        self.sim.watchpoints()
    }
}
