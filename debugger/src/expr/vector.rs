//! Vectors (`DW_AT_GNU_vector`: OpenCL's `int4`, clang's `ext_vector_type`) in expressions,
//! as gdb evaluates them: arithmetic element by element in every language, a scalar operand
//! widened to the vector's element type (an error when that loses its value); in OpenCL C
//! also component access (`v.x`, `v.xy`, `v.s01`, `v.lo`, `v.hi`, `v.even`, `v.odd`) and
//! comparisons and logic element by element, each giving -1 or 0 in a signed integer of the
//! element's size (OpenCL C 6.3.d–6.3.g). In C, two vectors compare as wholes (`==`, `!=`).

use std::sync::Arc;

use dwarf_ext::Location;

use super::error::EvalError;
use super::{BinOp, Language, UnOp};
use crate::types::{builtin, Encoding, Type, TypeKind};
use crate::value::{Value, ValueError};

/// Element counts OpenCL has vector types for.
const COUNTS: [u64; 5] = [2, 3, 4, 8, 16];

/// The most elements a vector may have to be computed on element by element (OpenCL's
/// largest is 16; hostile DWARF could claim billions).
const MAX_ELEMENTS: u64 = 1024;

/// A vector type's element type and count.
pub(super) fn shape(ty: &Arc<Type>) -> Option<(Arc<Type>, u64)> {
    let t = Type::strip(ty);
    match &t.kind {
        TypeKind::Array {
            element,
            dims,
            vector: true,
        } if dims.len() == 1 => {
            Some((element.clone(), dims[0]?)).filter(|(_, n)| (1..=MAX_ELEMENTS).contains(n))
        }
        _ => None,
    }
}

/// OpenCL's name for a scalar type (`uint` for `unsigned int`), if it has one.
fn opencl_scalar(el: &Arc<Type>) -> Option<&'static str> {
    let size = el.byte_size()?;
    Some(match (Type::encoding(el)?, size) {
        (Encoding::Float, 2) => "half",
        (Encoding::Float, 4) => "float",
        (Encoding::Float, 8) => "double",
        (Encoding::Signed | Encoding::SignedChar, 1) => "char",
        (Encoding::Unsigned | Encoding::UnsignedChar | Encoding::Boolean, 1) => "uchar",
        (Encoding::Signed, 2) => "short",
        (Encoding::Unsigned, 2) => "ushort",
        (Encoding::Signed, 4) => "int",
        (Encoding::Unsigned, 4) => "uint",
        (Encoding::Signed, 8) => "long",
        (Encoding::Unsigned, 8) => "ulong",
        _ => return None,
    })
}

/// The vector type of `n` elements `el` (`int2`), as gdb's OpenCL language names it.
fn vector_type(el: &Arc<Type>, n: u64) -> Arc<Type> {
    let name = opencl_scalar(el).map(|s| format!("{s}{n}"));
    Type::vector_of(el.clone(), n, name.as_deref())
}

/// The signed integer type of `size` bytes that OpenCL comparisons give.
fn relational_element(size: u64) -> Arc<Type> {
    let name = match size {
        1 => "char",
        2 => "short",
        8 => "long",
        _ => "int",
    };
    builtin(name).unwrap_or_else(Type::int)
}

/// The element indices an OpenCL component selector names in a vector of `n` elements.
fn selector(name: &str, n: u64) -> Option<Vec<u64>> {
    // Three-element vectors select as four (OpenCL C 6.3.7).
    let padded = if n == 3 { 4 } else { n };
    let half = padded / 2;
    let picked: Vec<u64> = match name {
        "lo" => (0..half).collect(),
        "hi" => (half..padded).collect(),
        "even" => (0..padded).step_by(2).collect(),
        "odd" => (1..padded).step_by(2).collect(),
        _ => {
            if let Some(digits) = name.strip_prefix(['s', 'S']) {
                if digits.is_empty() {
                    return None;
                }
                digits
                    .chars()
                    .map(|c| c.to_digit(16).map(u64::from))
                    .collect::<Option<Vec<u64>>>()?
            } else {
                name.chars()
                    .map(|c| match c {
                        'x' => Some(0),
                        'y' => Some(1),
                        'z' => Some(2),
                        'w' => Some(3),
                        _ => None,
                    })
                    .collect::<Option<Vec<u64>>>()?
            }
        }
    };
    // `lo`/`hi` of a 3-vector may name the padding element; named components may not.
    let limit = if matches!(name, "lo" | "hi" | "even" | "odd") {
        padded
    } else {
        n
    };
    if picked.is_empty() || picked.iter().any(|&i| i >= limit) {
        return None;
    }
    (picked.len() == 1 || COUNTS.contains(&(picked.len() as u64))).then_some(picked)
}

/// `v.NAME` on a vector in OpenCL C: the components NAME selects, as a scalar or a vector,
/// in place (an lvalue where the vector is one).
pub(super) fn component(v: &Value, name: &str) -> Result<Value, EvalError> {
    let (el, n) = shape(&v.ty).ok_or(ValueError::NotStruct)?;
    let invalid = || EvalError::Read(format!("Invalid OpenCL vector component accessor {name}"));
    let picked = selector(name, n).ok_or_else(invalid)?;
    let es = el
        .byte_size()
        .ok_or_else(|| ValueError::NoSize(el.name()))?;
    let parts: Vec<Value> = picked
        .iter()
        .map(|&i| v.slice(el.clone(), i * es, es))
        .collect();
    if let [one] = parts.as_slice() {
        return Ok(one.clone());
    }
    let ty = vector_type(&el, picked.len() as u64);
    let contiguous = picked.windows(2).all(|w| w[1] == w[0] + 1);
    if contiguous {
        let mut out = v.slice(ty.clone(), picked[0] * es, es * picked.len() as u64);
        out.ty = ty;
        return Ok(out);
    }
    let mut out = join(ty, &parts);
    // Non-adjacent components are a composite of the pieces (reads only: writing one is
    // refused where the location has several parts).
    let pieces: Option<Vec<(Location, u64)>> = parts
        .iter()
        .map(|p| Some((p.lval.clone()?, es * 8)))
        .collect();
    out.lval = pieces.and_then(|p| Location::composite(p).ok());
    Ok(out)
}

/// Elements joined into a vector value of type `ty`.
fn join(ty: Arc<Type>, parts: &[Value]) -> Value {
    let mut bytes = Vec::new();
    let mut states = Vec::new();
    let mut known = true;
    for p in parts {
        bytes.extend_from_slice(&p.bytes);
        if p.is_known() {
            states.extend(std::iter::repeat_n(
                crate::value::ByteState::Known,
                p.bytes.len(),
            ));
        } else {
            known = false;
            states.extend((0..p.bytes.len()).map(|i| p.state_of(i, 1)));
        }
    }
    let mut v = Value::from_bytes(ty, bytes);
    if !known {
        v.states = states;
        v.reason = parts.iter().find_map(|p| p.reason.clone());
    }
    v
}

/// A scalar operand as the vector's element type (gdb's `value_vector_widen`): an error
/// when the conversion to a narrower type changes its value.
fn widen(scalar: &Value, el: &Arc<Type>) -> Result<Value, EvalError> {
    if !Type::is_scalar(&scalar.ty) {
        return Err(ValueError::NotNumber.into());
    }
    let converted = scalar.cast(el)?;
    let narrower = el.byte_size().unwrap_or(0) < scalar.ty.byte_size().unwrap_or(0);
    if narrower {
        let back = converted.cast(&scalar.ty)?;
        let same = match (back.scalar()?, scalar.scalar()?) {
            (crate::value::Scalar::Float(a), crate::value::Scalar::Float(b)) => a == b,
            (a, b) => a == b,
        };
        if !same {
            return Err(EvalError::Read(
                "conversion of scalar to vector involves truncation".into(),
            ));
        }
    }
    Ok(converted)
}

/// A scalar repeated into every element of vector type `ty` (assigning `v.xy = 5`).
pub(super) fn splat(scalar: &Value, ty: &Arc<Type>) -> Option<Result<Value, EvalError>> {
    let (el, n) = shape(ty)?;
    if shape(&scalar.ty).is_some() {
        return None;
    }
    Some(widen(scalar, &el).map(|e| {
        let parts = vec![e; n as usize];
        join(ty.clone(), &parts)
    }))
}

/// Whether two element types are the same for vector arithmetic (gdb compares size, kind
/// and signedness).
fn same_element(a: &Arc<Type>, b: &Arc<Type>) -> bool {
    let class = |t: &Arc<Type>| {
        Type::encoding(t).map(|e| match e {
            Encoding::Float => 0,
            e if e.is_signed() => 1,
            _ => 2,
        })
    };
    a.byte_size() == b.byte_size() && class(a) == class(b)
}

/// A binary operator with a vector operand; `None` when neither operand is a vector.
/// `scalar` applies the operator to two scalars (C's rules).
pub(super) fn binary(
    op: BinOp,
    a: &Value,
    b: &Value,
    language: Language,
    scalar: &mut dyn FnMut(BinOp, Value, Value) -> Result<Value, EvalError>,
) -> Option<Result<Value, EvalError>> {
    let (va, vb) = (shape(&a.ty), shape(&b.ty));
    if va.is_none() && vb.is_none() {
        return None;
    }
    Some(binary_vectors(op, a, b, va, vb, language, scalar))
}

fn binary_vectors(
    op: BinOp,
    a: &Value,
    b: &Value,
    va: Option<(Arc<Type>, u64)>,
    vb: Option<(Arc<Type>, u64)>,
    language: Language,
    scalar: &mut dyn FnMut(BinOp, Value, Value) -> Result<Value, EvalError>,
) -> Result<Value, EvalError> {
    let opencl = language == Language::OpenCl;
    let logical = matches!(op, BinOp::And | BinOp::Or);
    if (op.is_comparison() || logical) && !opencl {
        // C and C++: vectors compare as wholes; ordering and logic are not defined.
        return match (op, &va, &vb) {
            (BinOp::Eq | BinOp::Ne, Some((x, n)), Some((y, m))) if same_element(x, y) && n == m => {
                a.require_known()?;
                b.require_known()?;
                let equal = a.bytes == b.bytes;
                Ok(Value::int(i128::from(equal == (op == BinOp::Eq))))
            }
            (BinOp::Eq | BinOp::Ne, _, _) => Err(EvalError::Read(
                "Invalid type combination in equality test.".into(),
            )),
            (BinOp::And | BinOp::Or, _, _) => Err(ValueError::NotNumber.into()),
            _ => Err(EvalError::Read(
                "Invalid type combination in ordering comparison.".into(),
            )),
        };
    }
    let (el, n) = match (&va, &vb) {
        (Some((x, n)), Some((y, m))) => {
            if !same_element(x, y) || n != m {
                return Err(EvalError::Read(
                    "Cannot perform operation on vectors with different types".into(),
                ));
            }
            (x.clone(), *n)
        }
        (Some((x, n)), None) | (None, Some((x, n))) => (x.clone(), *n),
        (None, None) => unreachable!("binary() checks for a vector operand"),
    };
    let vector_ty = va.as_ref().map_or(&b.ty, |_| &a.ty).clone();
    let element = |v: &Value, is_vector: bool, i: u64| -> Result<Value, EvalError> {
        if is_vector {
            v.element_at(i).ok_or_else(|| ValueError::NotNumber.into())
        } else {
            widen(v, &el)
        }
    };
    let es = el.byte_size().unwrap_or(0);
    let result_el = if op.is_comparison() || logical {
        relational_element(es)
    } else {
        el.clone()
    };
    let mut parts = Vec::with_capacity(n as usize);
    for i in 0..n {
        let x = element(a, va.is_some(), i)?;
        let y = element(b, vb.is_some(), i)?;
        let r = if logical {
            let (p, q) = (x.truth()?, y.truth()?);
            let t = if op == BinOp::And { p && q } else { p || q };
            Value::from_int(result_el.clone(), -i128::from(t))
        } else if op.is_comparison() {
            let t = scalar(op, x, y)?.truth()?;
            Value::from_int(result_el.clone(), -i128::from(t))
        } else {
            // The element's own type: the promoted result's low bytes (gdb copies them).
            let r = scalar(op, x, y)?;
            if Type::encoding(&el) == Some(Encoding::Float) {
                r.cast(&el)?
            } else {
                let mut bytes = r.bytes.clone();
                bytes.resize(
                    es as usize,
                    if r.signed().is_some_and(|s| s < 0) {
                        0xff
                    } else {
                        0
                    },
                );
                Value::from_bytes(el.clone(), bytes)
            }
        };
        parts.push(r);
    }
    let ty = if op.is_comparison() || logical {
        vector_type(&result_el, n)
    } else {
        vector_ty
    };
    Ok(join(ty, &parts))
}

/// A unary operator on a vector (element by element); `None` when `v` is not a vector.
pub(super) fn unary(
    op: UnOp,
    v: &Value,
    language: Language,
    scalar: &mut dyn FnMut(UnOp, Value) -> Result<Value, EvalError>,
) -> Option<Result<Value, EvalError>> {
    let (el, n) = shape(&v.ty)?;
    if !matches!(op, UnOp::Neg | UnOp::Plus | UnOp::Complement | UnOp::Not) {
        return None;
    }
    if op == UnOp::Not && language != Language::OpenCl {
        return None;
    }
    let es = el.byte_size().unwrap_or(0);
    let mut run = || -> Result<Value, EvalError> {
        let mut parts = Vec::with_capacity(n as usize);
        let result_el = if op == UnOp::Not {
            relational_element(es)
        } else {
            el.clone()
        };
        for i in 0..n {
            let x = v.element_at(i).ok_or(ValueError::NotNumber)?;
            let r = if op == UnOp::Not {
                Value::from_int(result_el.clone(), -i128::from(!x.truth()?))
            } else {
                let r = scalar(op, x)?;
                if Type::encoding(&el) == Some(Encoding::Float) {
                    r.cast(&el)?
                } else {
                    let mut bytes = r.bytes.clone();
                    bytes.resize(
                        es as usize,
                        if r.signed().is_some_and(|s| s < 0) {
                            0xff
                        } else {
                            0
                        },
                    );
                    Value::from_bytes(el.clone(), bytes)
                }
            };
            parts.push(r);
        }
        let ty = if op == UnOp::Not {
            vector_type(&result_el, n)
        } else {
            v.ty.clone()
        };
        Ok(join(ty, &parts))
    };
    Some(run())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selectors_as_opencl_defines_them() {
        assert_eq!(selector("x", 4), Some(vec![0]));
        assert_eq!(selector("wzyx", 4), Some(vec![3, 2, 1, 0]));
        assert_eq!(selector("xx", 4), Some(vec![0, 0]));
        assert_eq!(selector("s01", 4), Some(vec![0, 1]));
        assert_eq!(selector("S3", 4), Some(vec![3]));
        assert_eq!(selector("lo", 4), Some(vec![0, 1]));
        assert_eq!(selector("hi", 8), Some(vec![4, 5, 6, 7]));
        assert_eq!(selector("even", 4), Some(vec![0, 2]));
        assert_eq!(selector("odd", 4), Some(vec![1, 3]));
        assert_eq!(selector("hi", 3), Some(vec![2, 3]));
        assert_eq!(selector("sF", 16), Some(vec![15]));
        assert_eq!(selector("s4", 4), None);
        assert_eq!(selector("xs", 4), None);
        assert_eq!(selector("xyzwx", 4), None);
        assert_eq!(selector("w", 3), None);
        assert_eq!(selector("s", 4), None);
        assert_eq!(selector("q", 4), None);
    }

    fn int4(v: [i32; 4]) -> Value {
        let bytes = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        Value::from_bytes(Type::vector_of(Type::int(), 4, Some("int4")), bytes)
    }

    fn ints(v: &Value) -> Vec<i128> {
        (0..v.element_count())
            .map(|i| v.element_at(i).unwrap().signed().unwrap())
            .collect()
    }

    #[test]
    fn swizzles_read_components_in_order() {
        let v = int4([1, 2, 3, 4]);
        let xy = component(&v, "wzx").unwrap();
        assert_eq!(ints(&xy), [4, 3, 1]);
        assert_eq!(xy.ty.name(), "int3");
        let one = component(&v, "s2").unwrap();
        assert_eq!(one.signed(), Some(3));
        assert_eq!(one.ty.name(), "int");
        assert!(component(&v, "s4").is_err());
    }
}
