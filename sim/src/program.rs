//! A kernel launch as a [`Program`]: what a debugging session starts afresh at every `run`.
//! The code object is read once (from a file, or the entry of a bundle or host binary a target
//! names); each start builds a new [`Simulator`] whose waves wait before their first
//! instruction.

use std::path::PathBuf;

use amdgpu::target::{KnownCodeObject, Program, StartOptions, Target, TargetError, TargetResult};
use codeobj::{OpenError, OpenedCodeObject};

use crate::check::CheckSet;
use crate::launch::Launch;
use crate::simulator::{SimError, Simulator, RESIDENT_GROUPS};

/// A launch of a kernel of a code object file.
#[derive(Debug, Clone)]
pub struct SimulatorLaunch {
    /// The code object file: an AMDGPU code object, an offload bundle (compressed or not), or
    /// a host object, executable or library with embedded bundles.
    pub code_object: PathBuf,
    /// Which entry of a bundle or host binary (`gfx90a`, a target ID or an entry ID); needed
    /// when the file holds several.
    pub target: Option<String>,
    /// The kernel launch.
    pub launch: Launch,
}

impl SimulatorLaunch {
    /// The program as `run` shows it: `PATH --kernel NAME --grid X,Y,Z --block X,Y,Z`.
    pub fn program_line(&self) -> String {
        format!(
            "{} --kernel {} --grid {} --block {}",
            self.code_object.display(),
            self.launch.kernel,
            self.launch.grid.map(|x| x.to_string()).join(","),
            self.launch.block.map(|x| x.to_string()).join(",")
        )
    }
}

/// Why a launch cannot be prepared.
#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    /// The code object cannot be read or chosen.
    #[error(transparent)]
    Open(#[from] OpenError),
    /// The simulator refuses the launch (no such kernel, bad sizes or arguments).
    #[error(transparent)]
    Simulator(#[from] SimError),
}

/// A kernel launch in the simulator, ready to start any number of times.
#[derive(Debug, Clone)]
pub struct LaunchProgram {
    launch: SimulatorLaunch,
    opened: OpenedCodeObject,
    /// Work-groups each start keeps resident at once (`--resident-groups`).
    resident_groups: usize,
    /// The sanitizer checks each start runs.
    checks: CheckSet,
}

impl LaunchProgram {
    /// Reads the code object and checks the launch (kernel name, sizes, arguments), so bad
    /// input fails before anything runs. A kernel may be named as written in the source
    /// (`scale` runs `_Z5scalePfPKffj`).
    pub fn open(mut launch: SimulatorLaunch) -> Result<LaunchProgram, LaunchError> {
        let opened = codeobj::open_code_object(&launch.code_object, launch.target.as_deref())?;
        launch.launch.kernel = codeobj::kernel_symbol(&opened.bytes, &launch.launch.kernel);
        Simulator::new(&opened.bytes, &launch.launch)?;
        Ok(LaunchProgram {
            launch,
            opened,
            resident_groups: RESIDENT_GROUPS,
            checks: CheckSet::NONE,
        })
    }

    /// Runs the sanitizer checks of `set` in every start; a finding stops its wave before
    /// the instruction runs ([`amdgpu::target::StopReason::Check`]).
    pub fn with_checks(mut self, set: CheckSet) -> LaunchProgram {
        self.checks = set;
        self
    }

    /// Keeps `groups` work-groups resident at once in every start (as `hdb run
    /// --resident-groups` does): every resident wave is a thread. Checked here, so a bad
    /// count fails before anything runs.
    pub fn with_resident_groups(mut self, groups: usize) -> Result<LaunchProgram, LaunchError> {
        Simulator::with_resident_groups(&self.opened.bytes, &self.launch.launch, groups)?;
        self.resident_groups = groups;
        Ok(self)
    }

    /// The launch (with the kernel's symbol name).
    pub fn launch(&self) -> &SimulatorLaunch {
        &self.launch
    }

    /// The code object's bytes.
    pub fn code_object(&self) -> &[u8] {
        &self.opened.bytes
    }

    /// Which entry of a bundle or host binary was taken, as a sentence for the user
    /// (`Using bundle entry … of FILE.`), when the file is not a plain code object.
    pub fn entry_note(&self) -> Option<String> {
        self.opened.entry.as_ref().map(|e| {
            format!(
                "Using bundle entry {e} of {}.",
                self.launch.code_object.display()
            )
        })
    }

    /// A fresh simulator for the launch, set up for a debugger (waves held before their
    /// first instruction, the code object's URI reported, the limit and interrupt flag of
    /// `options`).
    pub fn simulator(&self, options: &StartOptions) -> Result<Simulator, SimError> {
        let mut sim = Simulator::with_resident_groups(
            &self.opened.bytes,
            &self.launch.launch,
            self.resident_groups,
        )?;
        sim.set_debugger_attached(true);
        sim.enable_checks(self.checks)?;
        sim.set_instruction_limit(options.instruction_limit);
        sim.set_code_object_uri(self.opened.uri.clone());
        if let Some(flag) = &options.interrupt {
            sim.set_interrupt_flag(flag.clone());
        }
        if let Some(progress) = &options.progress {
            sim.set_progress(progress.clone());
        }
        Ok(sim)
    }
}

impl Program for LaunchProgram {
    fn code_objects(&self) -> Vec<KnownCodeObject> {
        vec![KnownCodeObject {
            uri: self.opened.uri.clone(),
            name: Some(self.launch.code_object.display().to_string()),
            bytes: Some(self.opened.bytes.clone()),
            load_base: self.launch.launch.load_base(),
        }]
    }

    fn start(&mut self, options: &StartOptions) -> TargetResult<Box<dyn Target>> {
        self.simulator(options)
            .map(|s| Box::new(s) as Box<dyn Target>)
            .map_err(|e| TargetError::Other(e.to_string()))
    }

    fn command_line(&self) -> String {
        self.launch.program_line()
    }

    fn kernel(&self) -> Option<String> {
        Some(self.launch.launch.kernel.clone())
    }
}
