//! x86-64 Linux's saved general registers (`struct user_regs_struct`, as `NT_PRSTATUS` and
//! ptrace hold them) and gdb's `info registers` over them.

use crate::unwind::Registers;

/// Words of `struct user_regs_struct`.
pub const USER_REGS: usize = 27;

/// `info registers` as gdb 13 lists the general registers of x86-64 Linux from a core
/// (`fs_base` and `gs_base` only with a target description that has them), each with its word
/// in `struct user_regs_struct` (`r15 r14 r13 r12 rbp rbx r11 r10 r9 r8 rax rcx rdx rsi rdi
/// orig_rax rip cs eflags rsp ss fs_base gs_base ds es fs gs`) and its DWARF number.
pub const GDB_REGISTERS: [(&str, usize, Option<u16>); 24] = [
    ("rax", 10, Some(0)),
    ("rbx", 5, Some(3)),
    ("rcx", 11, Some(2)),
    ("rdx", 12, Some(1)),
    ("rsi", 13, Some(4)),
    ("rdi", 14, Some(5)),
    ("rbp", 4, Some(6)),
    ("rsp", 19, Some(7)),
    ("r8", 9, Some(8)),
    ("r9", 8, Some(9)),
    ("r10", 7, Some(10)),
    ("r11", 6, Some(11)),
    ("r12", 3, Some(12)),
    ("r13", 2, Some(13)),
    ("r14", 1, Some(14)),
    ("r15", 0, Some(15)),
    ("rip", 16, Some(16)),
    ("eflags", 18, None),
    ("cs", 17, None),
    ("ss", 20, None),
    ("ds", 23, None),
    ("es", 24, None),
    ("fs", 25, None),
    ("gs", 26, None),
];

/// How gdb shows a register's value after its hexadecimal form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Natural {
    /// A signed 64-bit integer (`rax`, `r8`…, `fs_base`).
    Long,
    /// A signed 32-bit integer (segment registers).
    Int,
    /// A data pointer, in hexadecimal (`rbp`, `rsp`).
    DataPointer,
    /// A code pointer, with its symbol (`rip`).
    CodePointer,
    /// `eflags`' set flags (`[ PF ZF IF ]`).
    Flags,
}

/// The natural form of register `name` (as gdb's x86-64 target description types it).
pub fn natural(name: &str) -> Natural {
    match name {
        "rbp" | "rsp" => Natural::DataPointer,
        "rip" => Natural::CodePointer,
        "eflags" => Natural::Flags,
        "cs" | "ss" | "ds" | "es" | "fs" | "gs" => Natural::Int,
        _ => Natural::Long,
    }
}

/// `eflags`' set flags in gdb's words (`[ PF ZF IF ]`), lowest bit first.
pub fn eflags_text(value: u64) -> String {
    const FLAGS: [(u32, &str); 16] = [
        (0, "CF"),
        (2, "PF"),
        (4, "AF"),
        (6, "ZF"),
        (7, "SF"),
        (8, "TF"),
        (9, "IF"),
        (10, "DF"),
        (11, "OF"),
        (14, "NT"),
        (16, "RF"),
        (17, "VM"),
        (18, "AC"),
        (19, "VIF"),
        (20, "VIP"),
        (21, "ID"),
    ];
    let mut s = String::from("[ ");
    for (bit, name) in FLAGS {
        if value & (1 << bit) != 0 {
            s.push_str(name);
            s.push(' ');
        }
    }
    s.push(']');
    s
}

impl Registers {
    /// The registers unwinding uses, from `struct user_regs_struct`.
    pub fn from_user_regs(words: &[u64; USER_REGS]) -> Registers {
        let mut r = Registers::default();
        for (_, word, number) in GDB_REGISTERS {
            if let Some(n) = number {
                r.set(n, words[word]);
            }
        }
        r
    }
}
