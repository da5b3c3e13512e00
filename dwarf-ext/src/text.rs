//! Assembling operations from text (`hdb eval --ops`): llvm-dwarfdump's operation names,
//! operands separated by spaces, operations by commas.
//!
//! `DW_OP_LLVM_user DW_OP_LLVM_offset` and `DW_OP_LLVM_offset` name the same operation; the
//! bytes produced depend on the [`DecodeOptions`]' encoding. Numbers are decimal or `0x` hex,
//! signed ones may carry `+`/`-`. `DW_OP_entry_value` takes its expression in parentheses:
//! `DW_OP_entry_value(DW_OP_reg16)`. Block operands are a length and that many bytes:
//! `DW_OP_implicit_value 2 0x34 0x12`, `DW_OP_const_type DIE 4 1 0 0 0`.

use std::fmt;

use crate::op::{encode, ConstForm, DecodeOptions, Op};

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
    let n = |i: usize| -> Result<u64, String> {
        parse_u(
            args.get(i)
                .ok_or(format!("{name}: missing operand {}", i + 1))?,
        )
    };
    let s = |i: usize| -> Result<i64, String> {
        parse_s(
            args.get(i)
                .ok_or(format!("{name}: missing operand {}", i + 1))?,
        )
    };
    let arity = |k: usize| -> Result<(), String> {
        if args.len() == k {
            Ok(())
        } else {
            Err(format!("{name} takes {k} operand(s), got {}", args.len()))
        }
    };
    let small = |v: u64, what: &str| -> Result<u8, String> {
        u8::try_from(v).map_err(|_| format!("{name}: {what} out of range"))
    };
    let mut bytes = Vec::new();
    let mut block = |from: usize| -> Result<(), String> {
        let len = n(from)? as usize;
        if args.len() != from + 1 + len {
            return Err(format!("{name}: expected {len} block bytes"));
        }
        for i in 0..len {
            bytes.push(
                u8::try_from(n(from + 1 + i)?)
                    .map_err(|_| format!("{name}: block byte out of range"))?,
            );
        }
        Ok(())
    };
    let name_num = |prefix: &str| -> Option<u8> {
        name.strip_prefix(prefix)?
            .parse::<u8>()
            .ok()
            .filter(|v| *v < 32)
    };
    let op: Op<'_> = if let Some(v) = name_num("DW_OP_lit") {
        arity(0)?;
        Op::Lit(v)
    } else if let Some(v) = name_num("DW_OP_reg")
        .filter(|_| !name.starts_with("DW_OP_regx") && !name.starts_with("DW_OP_regval"))
    {
        arity(0)?;
        Op::Reg(v)
    } else if let Some(v) = name_num("DW_OP_breg").filter(|_| !name.starts_with("DW_OP_bregx")) {
        arity(1)?;
        Op::Breg(v, s(0)?)
    } else {
        let c = |form: ConstForm, signed: bool| -> Result<Op<'static>, String> {
            arity(1)?;
            Ok(Op::Const(form, if signed { s(0)? as u64 } else { n(0)? }))
        };
        match name {
            "DW_OP_addr" => {
                arity(1)?;
                Op::Addr(n(0)?)
            }
            "DW_OP_deref" => Op::Deref,
            "DW_OP_const1u" => c(ConstForm::U1, false)?,
            "DW_OP_const1s" => c(ConstForm::S1, true)?,
            "DW_OP_const2u" => c(ConstForm::U2, false)?,
            "DW_OP_const2s" => c(ConstForm::S2, true)?,
            "DW_OP_const4u" => c(ConstForm::U4, false)?,
            "DW_OP_const4s" => c(ConstForm::S4, true)?,
            "DW_OP_const8u" => c(ConstForm::U8, false)?,
            "DW_OP_const8s" => c(ConstForm::S8, true)?,
            "DW_OP_constu" => c(ConstForm::U, false)?,
            "DW_OP_consts" => c(ConstForm::S, true)?,
            "DW_OP_dup" => Op::Dup,
            "DW_OP_drop" => Op::Drop,
            "DW_OP_over" => Op::Over,
            "DW_OP_pick" => {
                arity(1)?;
                Op::Pick(small(n(0)?, "index")?)
            }
            "DW_OP_swap" => Op::Swap,
            "DW_OP_rot" => Op::Rot,
            "DW_OP_xderef" => Op::Xderef,
            "DW_OP_abs" => Op::Abs,
            "DW_OP_and" => Op::And,
            "DW_OP_div" => Op::Div,
            "DW_OP_minus" => Op::Minus,
            "DW_OP_mod" => Op::Mod,
            "DW_OP_mul" => Op::Mul,
            "DW_OP_neg" => Op::Neg,
            "DW_OP_not" => Op::Not,
            "DW_OP_or" => Op::Or,
            "DW_OP_plus" => Op::Plus,
            "DW_OP_plus_uconst" => {
                arity(1)?;
                Op::PlusUconst(n(0)?)
            }
            "DW_OP_shl" => Op::Shl,
            "DW_OP_shr" => Op::Shr,
            "DW_OP_shra" => Op::Shra,
            "DW_OP_xor" => Op::Xor,
            "DW_OP_bra" | "DW_OP_skip" => {
                arity(1)?;
                let d = i16::try_from(s(0)?)
                    .map_err(|_| format!("{name}: displacement out of range"))?;
                if name == "DW_OP_bra" {
                    Op::Bra(d)
                } else {
                    Op::Skip(d)
                }
            }
            "DW_OP_eq" => Op::Eq,
            "DW_OP_ge" => Op::Ge,
            "DW_OP_gt" => Op::Gt,
            "DW_OP_le" => Op::Le,
            "DW_OP_lt" => Op::Lt,
            "DW_OP_ne" => Op::Ne,
            "DW_OP_regx" => {
                arity(1)?;
                Op::Regx(n(0)?)
            }
            "DW_OP_fbreg" => {
                arity(1)?;
                Op::Fbreg(s(0)?)
            }
            "DW_OP_bregx" => {
                arity(2)?;
                Op::Bregx(n(0)?, s(1)?)
            }
            "DW_OP_piece" => {
                arity(1)?;
                Op::Piece(n(0)?)
            }
            "DW_OP_deref_size" => {
                arity(1)?;
                Op::DerefSize(small(n(0)?, "size")?)
            }
            "DW_OP_xderef_size" => {
                arity(1)?;
                Op::XderefSize(small(n(0)?, "size")?)
            }
            "DW_OP_nop" => Op::Nop,
            "DW_OP_push_object_address" => Op::PushObjectAddress,
            "DW_OP_call2" => {
                arity(1)?;
                Op::Call2(u16::try_from(n(0)?).map_err(|_| "DW_OP_call2: offset out of range")?)
            }
            "DW_OP_call4" => {
                arity(1)?;
                Op::Call4(u32::try_from(n(0)?).map_err(|_| "DW_OP_call4: offset out of range")?)
            }
            "DW_OP_call_ref" => {
                arity(1)?;
                Op::CallRef(n(0)?)
            }
            "DW_OP_form_tls_address" => Op::FormTlsAddress,
            "DW_OP_call_frame_cfa" => Op::CallFrameCfa,
            "DW_OP_bit_piece" => {
                arity(2)?;
                Op::BitPiece {
                    size: n(0)?,
                    offset: n(1)?,
                }
            }
            "DW_OP_implicit_value" => {
                block(0)?;
                return encode(&Op::ImplicitValue(&bytes), options, out).map_err(|e| e.to_string());
            }
            "DW_OP_stack_value" => Op::StackValue,
            "DW_OP_implicit_pointer" => {
                arity(2)?;
                Op::ImplicitPointer {
                    die: n(0)?,
                    offset: s(1)?,
                }
            }
            "DW_OP_addrx" => {
                arity(1)?;
                Op::Addrx(n(0)?)
            }
            "DW_OP_constx" => {
                arity(1)?;
                Op::Constx(n(0)?)
            }
            "DW_OP_const_type" => {
                let ty = n(0)?;
                block(1)?;
                return encode(&Op::ConstType { ty, bytes: &bytes }, options, out)
                    .map_err(|e| e.to_string());
            }
            "DW_OP_regval_type" => {
                arity(2)?;
                Op::RegvalType {
                    reg: n(0)?,
                    ty: n(1)?,
                }
            }
            "DW_OP_deref_type" | "DW_OP_xderef_type" => {
                arity(2)?;
                let size = small(n(0)?, "size")?;
                let ty = n(1)?;
                if name == "DW_OP_deref_type" {
                    Op::DerefType { size, ty }
                } else {
                    Op::XderefType { size, ty }
                }
            }
            "DW_OP_convert" => {
                arity(1)?;
                Op::Convert(n(0)?)
            }
            "DW_OP_reinterpret" => {
                arity(1)?;
                Op::Reinterpret(n(0)?)
            }
            "DW_OP_LLVM_nop" => Op::LlvmNop,
            "DW_OP_LLVM_form_aspace_address" => Op::FormAspaceAddress,
            "DW_OP_LLVM_push_lane" => Op::PushLane,
            "DW_OP_LLVM_offset" => Op::Offset,
            "DW_OP_LLVM_offset_uconst" => {
                arity(1)?;
                Op::OffsetUconst(n(0)?)
            }
            "DW_OP_LLVM_bit_offset" => Op::BitOffset,
            "DW_OP_LLVM_call_frame_entry_reg" => {
                arity(1)?;
                Op::CallFrameEntryReg(n(0)?)
            }
            "DW_OP_LLVM_undefined" => Op::Undefined,
            "DW_OP_LLVM_aspace_bregx" => {
                arity(2)?;
                Op::AspaceBregx {
                    reg: n(0)?,
                    offset: s(1)?,
                }
            }
            "DW_OP_LLVM_piece_end" => Op::PieceEnd,
            "DW_OP_LLVM_extend" | "DW_OP_LLVM_select_bit_piece" => {
                arity(2)?;
                let (bits, count) = (n(0)?, n(1)?);
                if name == "DW_OP_LLVM_extend" {
                    Op::Extend { bits, count }
                } else {
                    Op::SelectBitPiece { bits, count }
                }
            }
            "DW_OP_LLVM_aspace_implicit_pointer" => {
                arity(2)?;
                Op::AspaceImplicitPointer {
                    die: n(0)?,
                    offset: s(1)?,
                }
            }
            "DW_OP_LLVM_push_iteration" => Op::PushIteration,
            "DW_OP_LLVM_overlay" => Op::Overlay,
            "DW_OP_LLVM_bit_overlay" => Op::BitOverlay,
            _ => return Err(format!("unknown operation `{name}`")),
        }
    };
    if !args.is_empty() && !has_operands(&op) {
        return Err(format!("{name} takes no operands"));
    }
    encode(&op, options, out).map_err(|e| format!("{name}: {e}"))
}

/// Whether the operation carries operands (the others must be written bare).
fn has_operands(op: &Op<'_>) -> bool {
    let mut bytes = Vec::new();
    // An operation with operands encodes to more than its opcode (and sub-opcode) byte(s);
    // `DW_OP_LLVM_*` ones are compared against their own bare encoding length.
    let opts = DecodeOptions::default();
    if encode(op, &opts, &mut bytes).is_err() {
        return true;
    }
    let bare = if op.is_llvm() { 2 } else { 1 };
    bytes.len() > bare
}
