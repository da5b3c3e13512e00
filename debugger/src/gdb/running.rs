//! Running: `run`, `continue`, `kill`, `gcore`.

use super::table::count_arg;
use super::{CommandError, CommandResult, Interpreter};

impl Interpreter {
    pub(crate) fn cmd_run(&mut self) -> CommandResult {
        let Some(program) = self.engine.program() else {
            return Err(CommandError("The target cannot be restarted.".into()));
        };
        let (restartable, line) = (program.restartable(), program.command_line());
        if self.engine.is_running() && restartable {
            self.print("The program being debugged has been started already.\n");
        }
        // Said before the program starts, as gdb does: starting a program can take a while.
        if self.from_tty {
            self.print(format!("Starting program: {line}\n"));
        }
        self.engine.start()?;
        let stop = self.engine.resume()?;
        self.report(stop, None)
    }

    /// gdb's `start`: a temporary breakpoint where the program's code begins (the kernel,
    /// after its prologue, as gdb's on `main`), then `run`.
    pub(crate) fn cmd_start(&mut self) -> CommandResult {
        let Some(kernel) = self.engine.program().and_then(|p| p.kernel()) else {
            return Err(CommandError(
                "No kernel to start at: set a breakpoint on a kernel and use \"run\".".into(),
            ));
        };
        self.cmd_break(&kernel, true)?;
        self.cmd_run()
    }

    pub(crate) fn cmd_kill(&mut self) -> CommandResult {
        // Named while the target is there: an attached target (a core, a remote kernel)
        // names its kernel in its dispatches.
        let inferior = match self.engine.process_id() {
            Some(pid) => format!("process {pid}"),
            None => format!("kernel {}", self.engine.kernel_name()),
        };
        self.engine.kill()?;
        self.print(format!("[Inferior 1 ({inferior}) killed]\n"));
        Ok(())
    }

    /// gdb's `signal 0` (resume, the fault discarded: the wave runs the faulting instruction
    /// again) and `signal SIG` with the pending fault's signal (delivered: the program ends).
    pub(crate) fn cmd_signal(&mut self, arg: &str) -> CommandResult {
        self.engine.require_run_control()?;
        let arg = arg.trim();
        if arg.is_empty() {
            return Err(CommandError("Argument required (signal number).".into()));
        }
        let previous = self.engine.focus().map(|f| f.wave);
        if arg == "0" {
            self.engine.discard_signal();
            self.print("Continuing with no signal.\n");
        } else {
            let pending = self.engine.pending_signal();
            let named = |s: amdgpu::target::Signal| {
                arg.eq_ignore_ascii_case(s.name)
                    || arg.eq_ignore_ascii_case(&s.name[3..])
                    || arg == s.number.to_string()
            };
            match pending {
                Some(s) if named(s) => self.print(format!("Continuing with signal {}.\n", s.name)),
                Some(s) => {
                    return Err(CommandError(format!(
                        "Only the pending {} or no signal (signal 0) can be delivered.",
                        s.name
                    )))
                }
                None => {
                    return Err(CommandError(
                        "Only \"signal 0\" can be used: no fault is pending.".into(),
                    ))
                }
            }
        }
        let stop = self.engine.resume()?;
        self.report(stop, previous)
    }

    pub(crate) fn cmd_continue(&mut self, arg: &str) -> CommandResult {
        if self.reverse_direction() {
            return self.cmd_reverse_continue();
        }
        self.engine.require_run_control()?;
        let previous = self.engine.focus().map(|f| f.wave);
        let n = count_arg(arg)?;
        match self.engine.focus() {
            Some(f) if n > 1 => {
                // gdb: `continue N` ignores the current breakpoint N-1 more times.
                let pc = self.engine.pc(f.wave)?;
                let hit = self
                    .engine
                    .breakpoints()
                    .breakpoints
                    .iter()
                    .find(|b| b.addresses.contains(&pc))
                    .map(|b| b.number);
                if let Some(num) = hit {
                    let count = u32::try_from(n - 1).unwrap_or(u32::MAX);
                    self.engine.set_ignore_count(num, count)?;
                    self.print(format!(
                        "Will ignore next {count} crossings of breakpoint {num}.  Continuing.\n"
                    ));
                }
            }
            // gdb says it only to the user, not in a command list, user command or sourced file.
            _ if self.from_tty => self.print("Continuing.\n"),
            _ => {}
        }
        let stop = self.engine.resume()?;
        self.report(stop, previous)
    }

    /// `gcore [-unified] [FILE]`: the GPU state at this stop as a split core (ROCr's default
    /// name `gpucore.PID`), or with `-unified` as a unified core (`core.PID`).
    pub(crate) fn cmd_gcore(&mut self, arg: &str) -> CommandResult {
        let (unified, file) = match arg.trim().strip_prefix("-unified") {
            Some(rest) if rest.is_empty() || rest.starts_with(' ') => (true, rest.trim()),
            _ => (false, arg.trim()),
        };
        let (bytes, summary) = self.engine.write_core(unified)?;
        let file = match file {
            "" => format!(
                "{}.{}",
                if unified { "core" } else { "gpucore" },
                std::process::id()
            ),
            f => f.to_string(),
        };
        std::fs::write(&file, &bytes)
            .map_err(|e| CommandError(format!("Failed to write corefile {file}: {e}")))?;
        self.print(format!("Saved corefile {file} ({summary})\n"));
        self.field("core_file", serde_json::Value::String(file));
        self.field("core_bytes", serde_json::Value::from(bytes.len() as u64));
        Ok(())
    }
}
