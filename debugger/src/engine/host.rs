//! Host threads' frames and code: the engine symbolizes a host thread's stack (the PCs its
//! target walked, or its PC alone) with the process's mapped files (`/proc/PID/maps`) and
//! their DWARF and symbol tables, and decodes x86-64 code there, through the `host` crate.
//! A front end asks here and renders; it never reads the host's files itself.

use amdgpu::target::HostThread;
use host::{Disassembler, HostProcess, Mappings};
pub use host::{HostFrame, Instruction as HostInstruction};

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

    /// The target's host process with its mappings now, read on first need.
    fn host_process(&mut self) -> EngineResult<&mut HostProcess> {
        let pid = self
            .require_target()?
            .process_id()
            .ok_or(EngineError::NoHostProcess)?;
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
        let pcs: Vec<u64> = std::iter::once(pc).chain(thread.callers).collect();
        Ok(self.host_process()?.backtrace(&pcs))
    }

    /// The selected frame of the selected host thread (frame 0 when it is selected).
    pub fn host_frame(&mut self) -> EngineResult<(usize, HostFrame)> {
        let lwp = self.host_focus.ok_or(EngineError::NoFocus)?;
        let index = self.host_frame_index;
        let frame = self
            .host_frames(lwp)?
            .into_iter()
            .nth(index)
            .ok_or(EngineError::NoFrame(index))?;
        Ok((index, frame))
    }

    /// Selects frame `index` of the selected host thread.
    pub fn select_host_frame(&mut self, index: usize) -> EngineResult<HostFrame> {
        let lwp = self.host_focus.ok_or(EngineError::NoFocus)?;
        let frame = self
            .host_frames(lwp)?
            .into_iter()
            .nth(index)
            .ok_or(EngineError::NoFrame(index))?;
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
