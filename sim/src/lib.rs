//! The wave simulator: runs real AMDGPU code objects wave by wave, the way the ROCm runtime
//! and the hardware would set them up, and exposes them to debuggers through
//! [`amdgpu::target::Target`].
//!
//! * [`check`] — the sanitizers (`--check memory,init,race,sync,hazard`): an observer of
//!   every access that costs nothing when off;
//! * [`memory`] — the sparse global address space (code, queue, kernargs, buffers, scratch)
//!   and per-work-group LDS;
//! * [`launch`] — what to run: kernel, grid, work-group size, arguments;
//! * [`dispatch`] — the AQL packet, the kernarg segment with the hidden arguments the metadata
//!   lists, and the initial SGPR/VGPR state of each wave (AMDGPUUsage "Initial Kernel
//!   Execution State");
//! * [`wave`] — a wave's register files and run state;
//! * [`exec`] — decode-once execution of SALU, VALU, SMEM, VMEM and DS instructions;
//! * [`program`] — [`LaunchProgram`]: a launch of a code object file as a debugger's
//!   [`Program`](amdgpu::target::Program), started afresh at every `run`;
//! * [`simulator`] — [`Simulator`]: the deterministic round-robin scheduler with barriers,
//!   traps, breakpoints (planted as `s_trap 1`), single step, and the `Target`
//!   implementation.
//!
//! ```no_run
//! use sim::{Launch, LaunchArg, Simulator};
//! let bytes = std::fs::read("corpus/clang19/gfx90a/arith-O2.hsaco").unwrap();
//! let launch = Launch {
//!     kernel: "arith_int_float_vec_struct".into(),
//!     grid: [64, 1, 1],
//!     block: [64, 1, 1],
//!     args: vec![
//!         LaunchArg::Buffer(vec![0; 256]),
//!         LaunchArg::Buffer(vec![0; 256]),
//!         LaunchArg::Buffer(vec![0; 1024]),
//!         LaunchArg::Buffer(vec![0; 1024]),
//!     ],
//!     recorded: None,
//! };
//! let mut sim = Simulator::new(&bytes, &launch).unwrap();
//! let end = sim.run_to_end();
//! println!("{end:?}, out_i = {:?}", &sim.buffer(2).unwrap()[..16]);
//! ```
#![deny(missing_docs)]

pub mod check;
pub mod core;
pub mod dispatch;
pub mod exec;
pub mod launch;
pub mod machine;
pub mod memory;
pub mod program;
pub mod simulator;
pub mod wave;

pub use dispatch::RuntimeBuffers;
pub use launch::{Launch, LaunchArg, Recorded};
pub use machine::{CodeObjectId, CodeVariable, HeapFunctions, LoadedCode, Machine};
pub use memory::Race;
pub use program::{LaunchError, LaunchProgram, SimulatorLaunch};
pub use simulator::{
    prepare, set_replay_host_services, DispatchFailure, Fallback, HostService, MachineLaunch,
    Parallel, Plan, RecordedError, ReplayHostServices, RunEnd, SectionProblem, ServedMemory,
    SimError, Simulator, Stats, CODE_BASE, DEFAULT_BUDGET, MAX_JOBS, MAX_RESIDENT_GROUPS,
    RESIDENT_GROUPS,
};
