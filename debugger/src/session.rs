//! The debugging session: one [`Target`](amdgpu::target::Target), the code objects it has
//! loaded, breakpoints, focus (wave, lane, frame) and the command interpreter every front end
//! shares (REPL, batch, JSON, the gdb-remote stub's monitor commands).
//!
//! Front ends call [`Session::execute`] with one command line and print the
//! [`CommandOutput`]; they never evaluate DWARF or walk frames themselves.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// What one command printed, and the same facts for scripts.
#[derive(Debug, Clone, PartialEq)]
pub struct CommandOutput {
    /// The command line as given.
    pub command: String,
    /// `false` when the command failed (its text then starts with `error: `... as gdb prints
    /// it, without the prefix; front ends add it).
    pub ok: bool,
    /// Exactly what the command prints (gdb's text), newline-terminated lines or empty.
    pub text: String,
    /// Structured fields for `--json` (stop events, values, frames), merged into the JSON
    /// object beside `command`, `ok` and `output`.
    pub fields: serde_json::Map<String, serde_json::Value>,
}

/// How to start a session on the simulator: the code object file and the launch.
#[derive(Debug, Clone)]
pub struct SimulatorLaunch {
    /// The code object file (a path; host binaries with bundles come later).
    pub code_object: PathBuf,
    /// The kernel launch.
    pub launch: sim::Launch,
}

/// Why a session cannot start.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The code object cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The code object or launch is not usable.
    #[error("{0}")]
    Launch(String),
}

/// A debugging session.
pub struct Session {
    interrupt: Arc<AtomicBool>,
    quit: bool,
}

impl Session {
    /// Opens a session that will run `launch` in the simulator (the kernel starts with `run`).
    pub fn simulator(launch: SimulatorLaunch) -> Result<Session, SessionError> {
        let _ = launch;
        Ok(Session {
            interrupt: Arc::new(AtomicBool::new(false)),
            quit: false,
        })
    }

    /// Runs one command line (gdb syntax and abbreviations).
    pub fn execute(&mut self, line: &str) -> CommandOutput {
        let line = line.trim();
        if matches!(line, "quit" | "q") {
            self.quit = true;
        }
        CommandOutput {
            command: line.to_string(),
            ok: false,
            text: format!("Undefined command: \"{line}\".  Try \"help\".\n"),
            fields: serde_json::Map::new(),
        }
    }

    /// Completions for `line` with the cursor at byte `pos`: the byte offset where the word
    /// being completed starts, and the candidates (commands, symbols, files, variables).
    pub fn complete(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let _ = (line, pos);
        (0, Vec::new())
    }

    /// A flag a front end sets (from a Ctrl-C handler) to interrupt a running kernel; the
    /// session clears it when it returns to the prompt.
    pub fn interrupt_handle(&self) -> Arc<AtomicBool> {
        self.interrupt.clone()
    }

    /// Whether `quit` was given.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }
}
