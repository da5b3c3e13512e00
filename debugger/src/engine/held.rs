//! A target that already exists and waits before its first instruction (a kernel a gdb-remote
//! stub launched and holds, a live process hdb started) as a [`Program`]: the first `run`
//! lets it go; it cannot be restarted.

use amdgpu::target::{KnownCodeObject, Program, StartOptions, Target, TargetError, TargetResult};

/// What a session attached to a held target knows of its launch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldProgram {
    /// What `run` prints after `Starting program: `.
    pub command_line: String,
    /// The kernel's name, for `[Inferior 1 (kernel NAME) exited normally]` (empty for a
    /// host program).
    pub kernel: String,
    /// The URIs of code objects the program will load, known before it starts (a host
    /// program's fat binaries), so breakpoints in them resolve before `run`.
    pub code_objects: Vec<String>,
}

/// A held target, started once.
pub(super) struct HeldTarget {
    target: Option<Box<dyn Target>>,
    program: HeldProgram,
    known: Vec<KnownCodeObject>,
}

impl HeldTarget {
    /// `target` waits before its first instruction; `known` are its code objects.
    pub(super) fn new(
        target: Box<dyn Target>,
        program: HeldProgram,
        known: Vec<KnownCodeObject>,
    ) -> HeldTarget {
        HeldTarget {
            target: Some(target),
            program,
            known,
        }
    }
}

impl Program for HeldTarget {
    fn code_objects(&self) -> Vec<KnownCodeObject> {
        self.known.clone()
    }

    fn start(&mut self, _: &StartOptions) -> TargetResult<Box<dyn Target>> {
        self.target
            .take()
            .ok_or_else(|| TargetError::Other("The target cannot be restarted.".into()))
    }

    fn command_line(&self) -> String {
        self.program.command_line.clone()
    }

    fn kernel(&self) -> Option<String> {
        // A host program launches many kernels and names none.
        Some(self.program.kernel.clone()).filter(|k| !k.is_empty())
    }

    fn restartable(&self) -> bool {
        false
    }
}
