//! Assembling operations from text (`hdb eval --ops`): llvm-dwarfdump's operation names,
//! operands separated by spaces, operations by commas.
//!
//! `DW_OP_LLVM_user DW_OP_LLVM_offset` and `DW_OP_LLVM_offset` name the same operation; the
//! bytes produced depend on the [`DecodeOptions`]' encoding. Numbers are decimal or `0x` hex,
//! signed ones may carry `+`/`-`. `DW_OP_entry_value` takes its expression in parentheses:
//! `DW_OP_entry_value(DW_OP_reg16)`. Block operands are a length and that many bytes:
//! `DW_OP_implicit_value 2 0x34 0x12`, `DW_OP_const_type DIE 4 1 0 0 0`.

use std::fmt;

use crate::op::{encode, DecodeOptions, Op, Val};
use crate::optable::{self, OperandKind};

/// Why text did not assemble.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// Which operation (0-based) of the text.
    pub index: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "operation {}: {}", self.index + 1, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Splits at commas outside parentheses.
fn split_ops(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out.into_iter()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect()
}

fn parse_u(s: &str) -> Result<u64, String> {
    let t = s.strip_prefix('+').unwrap_or(s);
    let r = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16)
    } else {
        t.parse()
    };
    r.map_err(|_| format!("`{s}` is not an unsigned number"))
}

fn parse_s(s: &str) -> Result<i64, String> {
    if let Some(rest) = s.strip_prefix('-') {
        let v = parse_u(rest)?;
        if v > 1 << 63 {
            return Err(format!("`{s}` is out of range"));
        }
        Ok((v as i64).wrapping_neg())
    } else {
        Ok(parse_u(s)? as i64)
    }
}

/// Assembles `text` into expression bytes.
pub fn assemble(text: &str, options: &DecodeOptions) -> Result<Vec<u8>, ParseError> {
    let mut out = Vec::new();
    for (index, op_text) in split_ops(text).into_iter().enumerate() {
        assemble_one(op_text, options, &mut out)
            .map_err(|message| ParseError { index, message })?;
    }
    Ok(out)
}

fn assemble_one(text: &str, options: &DecodeOptions, out: &mut Vec<u8>) -> Result<(), String> {
    // DW_OP_entry_value(inner ops)
    if let Some(rest) = text.strip_prefix("DW_OP_entry_value") {
        let inner = rest.trim();
        let inner = inner
            .strip_prefix('(')
            .and_then(|s| s.strip_suffix(')'))
            .ok_or("DW_OP_entry_value takes its expression in parentheses")?;
        let block = assemble(inner, options).map_err(|e| format!("in DW_OP_entry_value: {e}"))?;
        return encode(&Op::EntryValue(&block), options, out).map_err(|e| e.to_string());
    }
    let mut words: Vec<&str> = text.split_whitespace().collect();
    if words.first() == Some(&"DW_OP_LLVM_user") {
        words.remove(0);
    }
    let Some((&name, args)) = words.split_first() else {
        return Err("empty operation".into());
    };
    // The operation table says the code and the operands' kinds; the operands are read in
    // that order, blocks as a length and that many bytes.
    let (kinds, standard) = if let Some(s) = optable::standard_by_name(name) {
        (s.operands, Some(s.code))
    } else if let Some(i) = optable::llvm_by_name(name) {
        (optable::LLVM[i].operands, None)
    } else {
        return Err(format!("unknown operation `{name}`"));
    };
    if kinds.is_empty() && !args.is_empty() {
        return Err(format!("{name} takes no operands"));
    }
    let arg = |i: usize| -> Result<&str, String> {
        args.get(i)
            .copied()
            .ok_or(format!("{name}: missing operand {}", i + 1))
    };
    let mut values = [Value::U(0); 2];
    let mut blocks: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
    let mut at = 0;
    for (k, &kind) in kinds.iter().enumerate() {
        let range = |bytes: u32, signed: bool, v: i128| -> Result<(), String> {
            let bits = 8 * bytes;
            let (lo, hi) = if signed {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            };
            if (lo..=hi).contains(&v) {
                Ok(())
            } else {
                Err(format!("{name}: operand {} out of range", at + 1))
            }
        };
        values[k] = match kind {
            OperandKind::Fixed(n) => {
                let v = parse_u(arg(at)?)?;
                range(u32::from(n), false, i128::from(v))?;
                Value::U(v)
            }
            OperandKind::FixedSigned(n) => {
                let v = parse_s(arg(at)?)?;
                range(u32::from(n), true, i128::from(v))?;
                Value::S(v)
            }
            OperandKind::Displacement => {
                let v = parse_s(arg(at)?)?;
                range(2, true, i128::from(v))?;
                Value::S(v)
            }
            OperandKind::Sleb | OperandKind::SlebConst => Value::S(parse_s(arg(at)?)?),
            OperandKind::Addr | OperandKind::DieRef | OperandKind::Uleb => {
                Value::U(parse_u(arg(at)?)?)
            }
            OperandKind::Block | OperandKind::Block1 | OperandKind::Expression => {
                let len = usize::try_from(parse_u(arg(at)?)?)
                    .map_err(|_| format!("{name}: block length out of range"))?;
                if args.len() < at + 1 + len {
                    return Err(format!("{name}: expected {len} block bytes"));
                }
                for i in 0..len {
                    let b = parse_u(args[at + 1 + i])?;
                    blocks[k].push(
                        u8::try_from(b).map_err(|_| format!("{name}: block byte out of range"))?,
                    );
                }
                at += len;
                Value::Block
            }
        };
        at += 1;
    }
    if args.len() != at {
        return Err(format!("{name} takes {at} operand(s), got {}", args.len()));
    }
    let v = |k: usize| match values[k] {
        Value::Block => Val::B(&blocks[k]),
        Value::U(u) => Val::U(u),
        Value::S(s) => Val::S(s),
    };
    let op = Op::from_table(standard, name, [v(0), v(1)])
        .ok_or_else(|| format!("unknown operation `{name}`"))?;
    encode(&op, options, out).map_err(|e| format!("{name}: {e}"))
}

/// An operand read from text before the blocks are in place.
#[derive(Clone, Copy)]
enum Value {
    U(u64),
    S(i64),
    Block,
}
