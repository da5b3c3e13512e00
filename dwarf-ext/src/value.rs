//! Typed values on the DWARF stack (extension A.2.5.2 "DWARF Expression Value").
//!
//! A value has a base type (byte size, `DW_ATE_*` encoding, and for `DW_ATE_address` types an
//! optional `DW_AT_LLVM_address_space`) and its bits. The *generic type* is AMDGPU's
//! 64-bit integral type of unspecified signedness (the global address size). Values are kept
//! in a `u128`, so base types of up to 16 bytes are supported; larger vector base types are an
//! [`ErrorKind::UnsupportedType`] error.
//!
//! Arithmetic follows DWARF 5 §2.5.1.4 (unchanged by the extension) and gimli's reading of
//! it for the generic type: `div`, `shra` and the comparisons are signed, `mod` is unsigned.

use std::fmt;

use crate::error::ErrorKind;

/// `DW_ATE_*` encodings the evaluator distinguishes.
pub mod ate {
    /// `DW_ATE_address`.
    pub const ADDRESS: u8 = 0x01;
    /// `DW_ATE_boolean`.
    pub const BOOLEAN: u8 = 0x02;
    /// `DW_ATE_float`.
    pub const FLOAT: u8 = 0x04;
    /// `DW_ATE_signed`.
    pub const SIGNED: u8 = 0x05;
    /// `DW_ATE_signed_char`.
    pub const SIGNED_CHAR: u8 = 0x06;
    /// `DW_ATE_unsigned`.
    pub const UNSIGNED: u8 = 0x07;
    /// `DW_ATE_unsigned_char`.
    pub const UNSIGNED_CHAR: u8 = 0x08;
    /// `DW_ATE_UTF`.
    pub const UTF: u8 = 0x10;
}

/// A base type, as `DW_OP_const_type`, `DW_OP_deref_type`, `DW_OP_convert` and friends name
/// it (through a DIE the [`crate::Context`] resolves), or the generic type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BaseType {
    /// `DW_AT_byte_size` (1..=16).
    pub byte_size: u8,
    /// `DW_AT_encoding`; 0 marks the generic type.
    pub encoding: u8,
    /// `DW_AT_LLVM_address_space` of a `DW_ATE_address` type.
    pub address_space: Option<u32>,
}

impl BaseType {
    /// The generic type: 64-bit integral, signedness unspecified.
    pub const GENERIC: BaseType = BaseType {
        byte_size: 8,
        encoding: 0,
        address_space: None,
    };

    /// An unsigned integral type of `byte_size` bytes.
    pub const fn unsigned(byte_size: u8) -> BaseType {
        BaseType {
            byte_size,
            encoding: ate::UNSIGNED,
            address_space: None,
        }
    }

    /// A signed integral type of `byte_size` bytes.
    pub const fn signed(byte_size: u8) -> BaseType {
        BaseType {
            byte_size,
            encoding: ate::SIGNED,
            address_space: None,
        }
    }

    /// Whether this is the generic type.
    pub const fn is_generic(&self) -> bool {
        self.encoding == 0
    }

    /// Size in bits.
    pub const fn bits(&self) -> u32 {
        self.byte_size as u32 * 8
    }

    /// Whether arithmetic treats the value as signed (signed encodings, and the generic type
    /// where DWARF asks for signed operations).
    pub const fn is_signed(&self) -> bool {
        matches!(self.encoding, 0 | ate::SIGNED | ate::SIGNED_CHAR)
    }

    /// A floating-point type.
    pub const fn is_float(&self) -> bool {
        self.encoding == ate::FLOAT
    }

    /// An integral type (everything but floats).
    pub const fn is_integral(&self) -> bool {
        !self.is_float()
    }

    /// Checks that the evaluator can hold values of this type.
    pub fn check(&self) -> Result<(), ErrorKind> {
        let ok = match self.encoding {
            ate::FLOAT => matches!(self.byte_size, 4 | 8),
            _ => (1..=16).contains(&self.byte_size),
        };
        if ok {
            Ok(())
        } else {
            Err(ErrorKind::UnsupportedType(u32::from(self.byte_size)))
        }
    }

    fn mask(&self) -> u128 {
        mask(self.bits())
    }
}

/// All-ones in the low `bits` bits.
pub(crate) fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

fn sign_extend(v: u128, bits: u32) -> i128 {
    if bits == 0 || bits >= 128 {
        return v as i128;
    }
    let shift = 128 - bits;
    ((v << shift) as i128) >> shift
}

/// A typed value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Value {
    /// The base type.
    pub ty: BaseType,
    /// The bits, little-endian in the type's size; bits above the size are zero.
    pub bits: u128,
}

impl Value {
    /// A value of the generic type.
    pub const fn generic(v: u64) -> Value {
        Value {
            ty: BaseType::GENERIC,
            bits: v as u128,
        }
    }

    /// A value of `ty` from raw bits (truncated to the type's size).
    pub fn new(ty: BaseType, bits: u128) -> Value {
        Value {
            ty,
            bits: bits & ty.mask(),
        }
    }

    /// A value of `ty` from little-endian bytes (at most 16 are used).
    pub fn from_le_bytes(ty: BaseType, bytes: &[u8]) -> Value {
        let mut b = [0u8; 16];
        let n = bytes.len().min(16);
        b[..n].copy_from_slice(&bytes[..n]);
        Value::new(ty, u128::from_le_bytes(b))
    }

    /// The value's bytes in storage (little-endian) order, `ty.byte_size` of them.
    pub fn to_le_bytes(&self) -> ([u8; 16], usize) {
        (
            self.bits.to_le_bytes(),
            usize::from(self.ty.byte_size).min(16),
        )
    }

    /// The low 64 bits.
    pub const fn as_u64(&self) -> u64 {
        self.bits as u64
    }

    /// The value as a signed integer of its type's width.
    pub fn as_i128(&self) -> i128 {
        sign_extend(self.bits, self.ty.bits())
    }

    fn f64(&self) -> f64 {
        if self.ty.byte_size == 4 {
            f64::from(f32::from_bits(self.bits as u32))
        } else {
            f64::from_bits(self.bits as u64)
        }
    }

    fn from_f64(ty: BaseType, v: f64) -> Value {
        let bits = if ty.byte_size == 4 {
            u128::from((v as f32).to_bits())
        } else {
            u128::from(v.to_bits())
        };
        Value { ty, bits }
    }

    /// Whether the value is non-zero (for `DW_OP_bra`).
    pub fn is_true(&self) -> bool {
        if self.ty.is_float() {
            self.f64() != 0.0
        } else {
            self.bits != 0
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ty.is_float() {
            return write!(f, "{} (float{})", self.f64(), self.ty.bits());
        }
        write!(f, "{:#x}", self.bits)?;
        if self.ty.is_generic() {
            f.write_str(" (generic)")
        } else {
            let kind = match self.ty.encoding {
                ate::SIGNED | ate::SIGNED_CHAR => "int",
                ate::ADDRESS => "address",
                ate::BOOLEAN => "bool",
                _ => "uint",
            };
            write!(f, " ({kind}{}", self.ty.bits())?;
            if let Some(s) = self.ty.address_space {
                write!(f, " aspace {s}")?;
            }
            f.write_str(")")
        }
    }
}

/// Binary arithmetic and logical operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BinOp {
    And,
    Div,
    Minus,
    Mod,
    Mul,
    Or,
    Plus,
    Shl,
    Shr,
    Shra,
    Xor,
    Eq,
    Ge,
    Gt,
    Le,
    Lt,
    Ne,
}

/// Applies a binary operation; `a` is the former second entry, `b` the former top.
pub(crate) fn binary(op: BinOp, a: Value, b: Value) -> Result<Value, ErrorKind> {
    use BinOp::*;
    let shift = matches!(op, Shl | Shr | Shra);
    if shift {
        if a.ty.is_float() || b.ty.is_float() {
            return Err(ErrorKind::TypeMismatch);
        }
    } else if a.ty != b.ty {
        return Err(ErrorKind::TypeMismatch);
    }
    let ty = a.ty;
    let cmp = |c: bool| Ok(Value::generic(u64::from(c)));
    if ty.is_float() {
        let (x, y) = (a.f64(), b.f64());
        return match op {
            Plus => Ok(Value::from_f64(ty, x + y)),
            Minus => Ok(Value::from_f64(ty, x - y)),
            Mul => Ok(Value::from_f64(ty, x * y)),
            Div => Ok(Value::from_f64(ty, x / y)),
            Eq => cmp(x == y),
            Ne => cmp(x != y),
            Lt => cmp(x < y),
            Le => cmp(x <= y),
            Gt => cmp(x > y),
            Ge => cmp(x >= y),
            _ => Err(ErrorKind::TypeMismatch),
        };
    }
    let bits = ty.bits();
    let (x, y) = (a.bits, b.bits);
    let (sx, sy) = (a.as_i128(), b.as_i128());
    let signed = ty.is_signed();
    let r: u128 = match op {
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        Plus => x.wrapping_add(y),
        Minus => x.wrapping_sub(y),
        Mul => x.wrapping_mul(y),
        Div => {
            if y == 0 {
                return Err(ErrorKind::DivisionByZero);
            }
            if signed {
                sx.wrapping_div(sy) as u128
            } else {
                x / y
            }
        }
        Mod => {
            if y == 0 {
                return Err(ErrorKind::DivisionByZero);
            }
            if signed && !ty.is_generic() {
                sx.wrapping_rem(sy) as u128
            } else {
                x % y
            }
        }
        Shl => {
            if b.bits >= u128::from(bits) {
                0
            } else {
                x << b.bits
            }
        }
        Shr => {
            if b.bits >= u128::from(bits) {
                0
            } else {
                x >> b.bits
            }
        }
        Shra => {
            let s = b.bits.min(u128::from(bits - 1)) as u32;
            (sx >> s) as u128
        }
        Eq => return cmp(x == y),
        Ne => return cmp(x != y),
        Lt => return cmp(if signed { sx < sy } else { x < y }),
        Le => return cmp(if signed { sx <= sy } else { x <= y }),
        Gt => return cmp(if signed { sx > sy } else { x > y }),
        Ge => return cmp(if signed { sx >= sy } else { x >= y }),
    };
    Ok(Value::new(ty, r))
}

/// Unary operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UnOp {
    Abs,
    Neg,
    Not,
}

pub(crate) fn unary(op: UnOp, a: Value) -> Result<Value, ErrorKind> {
    if a.ty.is_float() {
        let x = a.f64();
        return match op {
            UnOp::Abs => Ok(Value::from_f64(a.ty, x.abs())),
            UnOp::Neg => Ok(Value::from_f64(a.ty, -x)),
            UnOp::Not => Err(ErrorKind::TypeMismatch),
        };
    }
    let r = match op {
        UnOp::Not => !a.bits,
        UnOp::Neg => (a.as_i128()).wrapping_neg() as u128,
        UnOp::Abs => {
            if a.ty.is_signed() {
                a.as_i128().wrapping_abs() as u128
            } else {
                a.bits
            }
        }
    };
    Ok(Value::new(a.ty, r))
}

/// `DW_OP_convert` between non-address types: integral ↔ integral (sign-extending a signed
/// source), integral ↔ float.
pub(crate) fn convert(v: Value, to: BaseType) -> Result<Value, ErrorKind> {
    to.check()?;
    Ok(match (v.ty.is_float(), to.is_float()) {
        (false, false) => {
            let wide = if v.ty.is_signed() && !v.ty.is_generic() {
                v.as_i128() as u128
            } else {
                v.bits
            };
            Value::new(to, wide)
        }
        (true, true) => Value::from_f64(to, v.f64()),
        (false, true) => {
            let x = if v.ty.is_signed() && !v.ty.is_generic() {
                v.as_i128() as f64
            } else {
                v.bits as f64
            };
            Value::from_f64(to, x)
        }
        (true, false) => {
            let x = v.f64();
            let bits = if to.is_signed() {
                (x as i128) as u128
            } else {
                x as u128
            };
            Value::new(to, bits)
        }
    })
}

/// `DW_OP_reinterpret`: the same bits seen as another type of the same size.
pub(crate) fn reinterpret(v: Value, to: BaseType) -> Result<Value, ErrorKind> {
    to.check()?;
    if to.byte_size != v.ty.byte_size {
        return Err(ErrorKind::IllFormed(
            "DW_OP_reinterpret between types of different sizes",
        ));
    }
    Ok(Value::new(to, v.bits))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(v: i64) -> Value {
        Value::generic(v as u64)
    }

    #[test]
    fn generic_arithmetic_follows_dwarf5() {
        assert_eq!(binary(BinOp::Div, g(-6), g(2)).unwrap(), g(-3));
        assert_eq!(binary(BinOp::Mod, g(7), g(3)).unwrap(), g(1));
        assert_eq!(binary(BinOp::Lt, g(-1), g(0)).unwrap(), g(1));
        assert_eq!(binary(BinOp::Shra, g(-8), g(1)).unwrap(), g(-4));
        assert_eq!(binary(BinOp::Shr, g(-8), g(60)).unwrap(), g(0xf));
        assert_eq!(binary(BinOp::Shl, g(1), g(64)).unwrap(), g(0));
        assert_eq!(binary(BinOp::Minus, g(0), g(1)).unwrap(), g(-1));
        assert_eq!(
            binary(BinOp::Div, g(1), g(0)),
            Err(ErrorKind::DivisionByZero)
        );
        assert_eq!(binary(BinOp::Div, g(i64::MIN), g(-1)).unwrap(), g(i64::MIN));
        assert_eq!(unary(UnOp::Neg, g(5)).unwrap(), g(-5));
        assert_eq!(unary(UnOp::Abs, g(-5)).unwrap(), g(5));
        assert_eq!(unary(UnOp::Not, g(0)).unwrap(), g(-1));
    }

    #[test]
    fn typed_values_keep_their_width() {
        let u8t = BaseType::unsigned(1);
        let a = Value::new(u8t, 250);
        let b = Value::new(u8t, 10);
        assert_eq!(binary(BinOp::Plus, a, b).unwrap(), Value::new(u8t, 4));
        assert_eq!(binary(BinOp::Plus, a, g(1)), Err(ErrorKind::TypeMismatch));
        let s8 = BaseType::signed(1);
        assert_eq!(
            convert(Value::new(s8, 0xff), BaseType::signed(4))
                .unwrap()
                .bits,
            0xffff_ffff
        );
        let f = BaseType {
            byte_size: 4,
            encoding: ate::FLOAT,
            address_space: None,
        };
        let x = convert(Value::new(s8, 0xfe), f).unwrap();
        assert_eq!(f32::from_bits(x.bits as u32), -2.0);
        assert_eq!(
            reinterpret(x, BaseType::unsigned(4)).unwrap().bits,
            u128::from((-2.0f32).to_bits())
        );
    }
}
