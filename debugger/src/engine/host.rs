//! Host threads' frames and code: the engine symbolizes a host thread's stack (the PCs its
//! target walked; unwound through `.eh_frame` from a unified core's saved registers and
//! memory; or its PC alone) with the process's mapped files (`/proc/PID/maps`, a core's
//! `NT_FILE`) and their DWARF and symbol tables, and decodes x86-64 code there, through the
//! `host` crate. A front end asks here and renders; it never reads the host's files itself.

use amdgpu::target::{HostCore, HostThread};
use host::{Disassembler, HostProcess, Mappings, Registers};
pub use host::{HostFrame, Instruction as HostInstruction};

/// A host register of a frame: its name and value (`None`: not saved by the frame's callee).
pub type HostRegister = (&'static str, Option<u64>);

/// A unified core's host memory, as unwinding reads it.
struct CoreMemory<'c>(&'c dyn HostCore);

impl host::Memory for CoreMemory<'_> {
    fn read_u64(&mut self, address: u64) -> Option<u64> {
        let mut b = [0u8; 8];
        self.0
            .read_host(address, &mut b)
            .then(|| u64::from_le_bytes(b))
    }
}

/// The key of a core's host process in the session's cache (a core has no live process id).
const CORE_PROCESS: u32 = 0;

use super::error::{EngineError, EngineResult};
use super::session::Session;

/// The longest x86-64 instruction.
const MAX_INSTRUCTION: usize = 15;

impl Session {
    /// The host thread `lwp`, as the target lists it.
    pub fn host_thread(&mut self, lwp: u32) -> EngineResult<HostThread> {
        self.host_threads()
            .into_iter()
            .find(|h| h.lwp == lwp)
            .ok_or(EngineError::NoHostThread(lwp))
    }

    /// The target's host process with its mappings now, read on first need: a live
    /// process's `/proc/PID/maps`, or a unified core's `NT_FILE`.
    fn host_process(&mut self) -> EngineResult<&mut HostProcess> {
        // A core's mappings never change: its note is read once.
        let core_read = self
            .host_process
            .as_ref()
            .is_some_and(|(p, _)| *p == CORE_PROCESS);
        let target = self.require_target()?;
        if let Some(core) = target.host_core() {
            if !core_read {
                let mappings = core
                    .file_note()
                    .map(Mappings::from_nt_file)
                    .transpose()
                    .map_err(|e| EngineError::Host(e.to_string()))?
                    .unwrap_or_default();
                let mut process = HostProcess::new(mappings);
                // The executable is mapped first (lowest).
                let exe = process.mappings().iter().next().map(|m| m.path.clone());
                if let Some(exe) = exe {
                    process.set_executable(exe);
                }
                self.host_process = Some((CORE_PROCESS, process));
            }
            let (_, process) = self
                .host_process
                .get_or_insert_with(|| (CORE_PROCESS, HostProcess::default()));
            return Ok(process);
        }
        let pid = target.process_id().ok_or(EngineError::NoHostProcess)?;
        let mappings = Mappings::of_process(pid).map_err(|e| EngineError::Host(e.to_string()))?;
        if self.host_process.as_ref().is_none_or(|(p, _)| *p != pid) {
            let mut process = HostProcess::default();
            if let Ok(exe) = std::fs::read_link(format!("/proc/{pid}/exe")) {
                process.set_executable(exe);
            }
            self.host_process = Some((pid, process));
        }
        let (_, process) = self
            .host_process
            .get_or_insert_with(|| (pid, HostProcess::default()));
        process.set_mappings(mappings);
        Ok(process)
    }

    /// The frames of host thread `lwp`, innermost first, up to `main` (gdb's backtrace past
    /// main is off): its PC's, then each return address's its target walked; an inlined
    /// call is a frame of its own at its function's PC.
    pub fn host_frames(&mut self, lwp: u32) -> EngineResult<Vec<HostFrame>> {
        let thread = self.host_thread(lwp)?;
        let pc = thread.pc.ok_or(EngineError::WaveRunning)?;
        let pcs: Vec<u64> = match self.host_unwound(lwp)? {
            Some(frames) => frames.iter().filter_map(Registers::pc).collect(),
            None => std::iter::once(pc).chain(thread.callers).collect(),
        };
        Ok(self.host_process()?.backtrace(&pcs))
    }

    /// Each frame's registers of host thread `lwp` of a unified core, unwound from its
    /// `NT_PRSTATUS` through the core's memory (none for a target without saved registers).
    fn host_unwound(&mut self, lwp: u32) -> EngineResult<Option<Vec<Registers>>> {
        self.host_process()?;
        let Some(core) = self.target.as_ref().and_then(|t| t.host_core()) else {
            return Ok(None);
        };
        let Some(words) = core.user_regs(lwp) else {
            return Ok(None);
        };
        let Some((_, process)) = self.host_process.as_mut() else {
            return Ok(None);
        };
        Ok(Some(process.unwind(
            Registers::from_user_regs(&words),
            &mut CoreMemory(core),
        )))
    }

    /// The general registers of the selected frame of the selected host thread, in gdb's
    /// order: frame 0's as the core saved them, a caller's as unwinding recovers them (the
    /// rest not saved). A thread without saved registers (a live program's) has none.
    pub fn host_registers(&mut self) -> EngineResult<Vec<HostRegister>> {
        let lwp = self.host_focus.ok_or(EngineError::NoFocus)?;
        let index = self.host_frame_index;
        let words = self
            .target
            .as_ref()
            .and_then(|t| t.host_core())
            .and_then(|c| c.user_regs(lwp))
            .ok_or(EngineError::HostThread(lwp))?;
        if index == 0 {
            return Ok(host::regs::GDB_REGISTERS
                .iter()
                .map(|&(name, word, _)| (name, Some(words[word])))
                .collect());
        }
        // Inlined calls share their function's registers: the frame with the same PC.
        let frames = self.host_frames(lwp)?;
        let pc = frames.get(index).ok_or(EngineError::NoFrame(index))?.pc;
        let unwound = self.host_unwound(lwp)?.unwrap_or_default();
        let regs = unwound
            .iter()
            .find(|r| r.pc() == Some(pc))
            .ok_or(EngineError::NoFrame(index))?;
        Ok(host::regs::GDB_REGISTERS
            .iter()
            .map(|&(name, _, number)| (name, number.and_then(|n| regs.get(n))))
            .collect())
    }

    /// Frame `index` of the selected host thread.
    fn focused_host_frame(&mut self, index: usize) -> EngineResult<HostFrame> {
        let lwp = self.host_focus.ok_or(EngineError::NoFocus)?;
        self.host_frames(lwp)?
            .into_iter()
            .nth(index)
            .ok_or(EngineError::NoFrame(index))
    }

    /// The selected frame of the selected host thread (frame 0 when it is selected).
    pub fn host_frame(&mut self) -> EngineResult<(usize, HostFrame)> {
        let index = self.host_frame_index;
        Ok((index, self.focused_host_frame(index)?))
    }

    /// Selects frame `index` of the selected host thread.
    pub fn select_host_frame(&mut self, index: usize) -> EngineResult<HostFrame> {
        let frame = self.focused_host_frame(index)?;
        self.host_frame_index = index;
        Ok(frame)
    }

    /// Up to `count` x86-64 instructions of the host process from `address` (read from the
    /// file mapped there), each branch target and `%rip`-relative operand named by the
    /// symbol tables.
    pub fn host_instructions(
        &mut self,
        address: u64,
        count: usize,
    ) -> EngineResult<Vec<HostInstruction>> {
        let process = self.host_process()?;
        let len = count.saturating_mul(MAX_INSTRUCTION).min(1 << 20);
        let code = process
            .read_code(address, len)
            .filter(|c| !c.is_empty())
            .ok_or(EngineError::HostMemory(address))?;
        let d = Disassembler::new().map_err(|e| EngineError::Host(e.to_string()))?;
        let insns = d.instructions(&code, address, count, &mut |a| process.symbol(a));
        if insns.is_empty() {
            return Err(EngineError::HostMemory(address));
        }
        Ok(insns)
    }

    /// The symbol of the host process holding `address` and the offset in it (the symbol
    /// table's name, as gdb's `x/i` shows `<name+offset>`).
    pub fn host_symbol(&mut self, address: u64) -> Option<(String, u64)> {
        self.host_process().ok()?.symbol(address)
    }
}

impl Session {
    /// The lines of the source file of a host frame (looked for as a wave's sources are).
    pub fn host_source(&self, frame: &HostFrame) -> EngineResult<Vec<String>> {
        let file = frame
            .source
            .file
            .as_ref()
            .ok_or(EngineError::NoHostSource)?;
        let file = dwarf_ext::lines::SourceFile {
            name: file.name.clone(),
            path: file.path.display().to_string(),
            embedded: None,
        };
        self.source.read(&file).map_err(EngineError::Host)
    }
}
