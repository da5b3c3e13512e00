//! x86-64 frames unwound from the registers of a stop, through `.eh_frame` (the System V
//! psABI's CFI, which every x86-64 object carries whatever its optimisation) with gimli's
//! unwind table; a frame whose code has no FDE falls back to the frame-pointer chain.

use gimli::{CfaRule, Register, RegisterRule, UnwindSection as _};

use crate::module::{EhFrame, Reader};

/// The DWARF numbers of the x86-64 registers (System V psABI, figure 3.36): `rax` 0, `rdx`
/// 1, `rcx` 2, `rbx` 3, `rsi` 4, `rdi` 5, `rbp` 6, `rsp` 7, `r8`–`r15` 8–15, and the return
/// address 16.
pub mod dwarf {
    /// `rbx`.
    pub const RBX: u16 = 3;
    /// `rbp`.
    pub const RBP: u16 = 6;
    /// `rsp`.
    pub const RSP: u16 = 7;
    /// `r12`.
    pub const R12: u16 = 12;
    /// The return address column (`rip` of the caller).
    pub const RIP: u16 = 16;
    /// The registers a callee keeps for its caller (their rule is "same value" when the CFI
    /// does not name them).
    pub const CALLEE_SAVED: [u16; 6] = [RBX, RBP, 12, 13, 14, 15];
}

/// The general registers of one frame by DWARF number (`rip` at 16); `None`: not known.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Registers {
    values: [Option<u64>; 17],
}

impl Registers {
    /// Registers with `rip`, `rsp` and `rbp` known (what unwinding needs at least).
    pub fn new(rip: u64, rsp: u64, rbp: u64) -> Registers {
        let mut r = Registers::default();
        r.set(dwarf::RIP, rip);
        r.set(dwarf::RSP, rsp);
        r.set(dwarf::RBP, rbp);
        r
    }

    /// The register with DWARF number `n`.
    pub fn get(&self, n: u16) -> Option<u64> {
        self.values.get(usize::from(n)).copied().flatten()
    }

    /// Sets the register with DWARF number `n` (numbers past `rip` are ignored).
    pub fn set(&mut self, n: u16, value: u64) {
        if let Some(v) = self.values.get_mut(usize::from(n)) {
            *v = Some(value);
        }
    }

    /// The frame's PC.
    pub fn pc(&self) -> Option<u64> {
        self.get(dwarf::RIP)
    }
}

/// The stopped process's memory.
pub trait Memory {
    /// Eight bytes at `address`, little-endian.
    fn read_u64(&mut self, address: u64) -> Option<u64>;
}

/// The caller's registers of the frame `regs`, whose code is at ELF address `probe` of a
/// file with `eh_frame` (`probe` is the PC, less one in a caller, so a call at a function's
/// end finds its own FDE). `None`: no FDE covers it, or its rules need what is unknown.
pub(crate) fn step_cfi(
    eh_frame: &EhFrame,
    probe: u64,
    regs: &Registers,
    memory: &mut dyn Memory,
) -> Option<Registers> {
    let mut ctx = gimli::UnwindContext::<usize>::new();
    let row = eh_frame
        .section
        .unwind_info_for_address(
            &eh_frame.bases,
            &mut ctx,
            probe,
            gimli::EhFrame::<Reader>::cie_from_offset,
        )
        .ok()?;
    let cfa = match row.cfa() {
        CfaRule::RegisterAndOffset { register, offset } => {
            regs.get(register.0)?.checked_add_signed(*offset)?
        }
        CfaRule::Expression(_) => return None,
    };
    let mut caller = Registers::default();
    for n in dwarf::CALLEE_SAVED.into_iter().chain([dwarf::RIP]) {
        let rule = row.register(Register(n));
        let value = match rule {
            None if n == dwarf::RIP => None,
            None | Some(RegisterRule::SameValue) => regs.get(n),
            Some(RegisterRule::Offset(o)) => memory.read_u64(cfa.checked_add_signed(o)?),
            Some(RegisterRule::ValOffset(o)) => cfa.checked_add_signed(o),
            Some(RegisterRule::Register(r)) => regs.get(r.0),
            Some(RegisterRule::Constant(c)) => Some(c),
            Some(_) => None,
        };
        if let Some(v) = value {
            caller.set(n, v);
        }
    }
    // The CFA is the stack pointer before the call.
    caller.set(dwarf::RSP, cfa);
    caller.pc()?;
    Some(caller)
}

/// The caller's registers by the frame-pointer chain (`push %rbp; mov %rsp,%rbp`): the
/// saved `rbp` at `rbp`, the return address above it.
pub(crate) fn step_frame_pointer(regs: &Registers, memory: &mut dyn Memory) -> Option<Registers> {
    let rbp = regs.get(dwarf::RBP).filter(|&b| b != 0)?;
    let mut caller = Registers::default();
    caller.set(dwarf::RIP, memory.read_u64(rbp.checked_add(8)?)?);
    caller.set(dwarf::RBP, memory.read_u64(rbp)?);
    caller.set(dwarf::RSP, rbp.checked_add(16)?);
    Some(caller)
}
