//! x86-64 instructions as gdb's `x/i` prints them: AT&T syntax in the layout of GNU
//! objdump's disassembler (`mov    %rsp,%rbp`: the mnemonic padded to six columns, no space
//! after commas, hexadecimal numbers, no operand-size suffix where a register operand says
//! the size, `<symbol+offset>` after branch targets, `# 0xADDR` after `%rip`-relative
//! operands), decoded by capstone.

use capstone::arch::x86::{ArchMode, ArchSyntax};
use capstone::arch::BuildsCapstone as _;
use capstone::arch::BuildsCapstoneSyntax as _;
use capstone::Capstone;

use crate::HostError;

/// One decoded instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instruction {
    /// Its address.
    pub address: u64,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// gdb's text (`push   %rbp`).
    pub text: String,
}

/// The x86-64 decoder.
pub struct Disassembler {
    capstone: Capstone,
}

impl std::fmt::Debug for Disassembler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Disassembler")
    }
}

/// Mnemonics objdump prints without a size suffix in 64-bit code whatever the operands
/// (near branches, stack operations).
const NEVER_SUFFIXED: [&str; 7] = ["call", "ret", "jmp", "push", "pop", "leave", "lea"];

/// Mnemonics capstone suffixes with the operand size (`b`, `w`, `l`, `q`) that objdump
/// leaves bare when a register operand gives the size.
const SUFFIXED: [&str; 22] = [
    "mov", "add", "sub", "and", "or", "xor", "cmp", "test", "inc", "dec", "shl", "shr", "sar",
    "sal", "imul", "neg", "not", "adc", "sbb", "xchg", "rol", "ror",
];

impl Disassembler {
    /// A decoder of 64-bit code in AT&T syntax.
    pub fn new() -> Result<Disassembler, HostError> {
        let capstone = Capstone::new()
            .x86()
            .mode(ArchMode::Mode64)
            .syntax(ArchSyntax::Att)
            .build()
            .map_err(|e| HostError::Disassembler(e.to_string()))?;
        Ok(Disassembler { capstone })
    }

    /// Up to `count` instructions of `code` at `address`; `symbol` names an address as
    /// `(name, offset)` for branch targets and `%rip`-relative operands. Decoding stops at
    /// the first byte sequence that is no instruction.
    pub fn instructions(
        &self,
        code: &[u8],
        address: u64,
        count: usize,
        symbol: &mut dyn FnMut(u64) -> Option<(String, u64)>,
    ) -> Vec<Instruction> {
        let Ok(insns) = self.capstone.disasm_count(code, address, count) else {
            return Vec::new();
        };
        insns
            .iter()
            .map(|i| {
                let mnemonic = i.mnemonic().unwrap_or("(bad)");
                let operands = i.op_str().unwrap_or("");
                let next = i.address() + i.bytes().len() as u64;
                Instruction {
                    address: i.address(),
                    bytes: i.bytes().to_vec(),
                    text: gdb_text(mnemonic, operands, next, symbol),
                }
            })
            .collect()
    }
}

/// `<name+offset>` (`<name>` at offset 0), as gdb names an address.
pub fn symbolic(name: &str, offset: u64) -> String {
    if offset == 0 {
        format!("<{name}>")
    } else {
        format!("<{name}+{offset}>")
    }
}

/// Decimal numbers of capstone's operand text in hexadecimal, as objdump prints them
/// (`$5` → `$0x5`, `-8(%rbp)` → `-0x8(%rbp)`).
fn hex_numbers(operands: &str) -> String {
    let mut out = String::with_capacity(operands.len() + 8);
    let bytes = operands.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let starts_number = c.is_ascii_digit()
            && (i == 0 || matches!(bytes[i - 1], b'$' | b'-' | b' ' | b',' | b'*' | b':'));
        if starts_number {
            let end = bytes[i..]
                .iter()
                .position(|b| !b.is_ascii_alphanumeric())
                .map_or(bytes.len(), |n| i + n);
            let word = &operands[i..end];
            match word.parse::<u64>() {
                Ok(n) if !word.starts_with("0x") => out.push_str(&format!("{n:#x}")),
                _ => out.push_str(word),
            }
            i = end;
            continue;
        }
        out.push(char::from(c));
        i += 1;
    }
    out
}

/// Whether AT&T operand text names a register outside a memory operand's parentheses.
fn has_register_operand(operands: &str) -> bool {
    let mut depth = 0i32;
    for c in operands.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            '%' if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

fn gdb_text(
    mnemonic: &str,
    operands: &str,
    next: u64,
    symbol: &mut dyn FnMut(u64) -> Option<(String, u64)>,
) -> String {
    let mut operands = hex_numbers(&operands.replace(", ", ","));
    let base = mnemonic.strip_suffix(['b', 'w', 'l', 'q']).filter(|b| {
        NEVER_SUFFIXED.contains(b) || (SUFFIXED.contains(b) && has_register_operand(&operands))
    });
    let mnemonic = base.unwrap_or(mnemonic);
    let branch = mnemonic.starts_with('j') || mnemonic == "call";
    if branch {
        if let Some(target) = operands
            .strip_prefix("0x")
            .and_then(|h| u64::from_str_radix(h, 16).ok())
        {
            if let Some((name, offset)) = symbol(target) {
                operands = format!("{operands} {}", symbolic(&name, offset));
            }
        }
    }
    // `disp(%rip)`: objdump notes the address it means.
    if let Some(at) = operands.find("(%rip)") {
        let start = operands[..at]
            .rfind(|c: char| !(c.is_ascii_hexdigit() || c == 'x' || c == '-'))
            .map_or(0, |p| p + 1);
        let disp = &operands[start..at];
        let value = match disp.strip_prefix('-') {
            Some(h) => h
                .strip_prefix("0x")
                .and_then(|h| i64::from_str_radix(h, 16).ok())
                .map(|v| -v),
            None => disp
                .strip_prefix("0x")
                .and_then(|h| i64::from_str_radix(h, 16).ok()),
        };
        if let Some(target) = value.and_then(|d| next.checked_add_signed(d)) {
            let name = symbol(target)
                .map(|(n, o)| format!(" {}", symbolic(&n, o)))
                .unwrap_or_default();
            operands = format!("{operands}        # {target:#x}{name}");
        }
    }
    if operands.is_empty() {
        mnemonic.to_string()
    } else {
        format!("{mnemonic:<6} {operands}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objdump_layout() {
        let d = Disassembler::new().unwrap();
        // push %rbp; mov %rsp,%rbp; sub $0x10,%rsp; movl $0x0,-0x4(%rbp); leave; ret
        let code = [
            0x55, 0x48, 0x89, 0xe5, 0x48, 0x83, 0xec, 0x10, 0xc7, 0x45, 0xfc, 0, 0, 0, 0, 0xc9,
            0xc3,
        ];
        let text: Vec<String> = d
            .instructions(&code, 0x1000, 10, &mut |_| None)
            .into_iter()
            .map(|i| i.text)
            .collect();
        assert_eq!(
            text,
            [
                "push   %rbp",
                "mov    %rsp,%rbp",
                "sub    $0x10,%rsp",
                "movl   $0x0,-0x4(%rbp)",
                "leave",
                "ret"
            ]
        );
    }
}
