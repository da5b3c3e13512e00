//! The evaluator: an [`Expr`] to a [`Value`] against an [`Env`], with C's semantics as gdb
//! applies them (integer promotion and the usual arithmetic conversions, pointer
//! arithmetic scaled by the pointee, arrays decaying to pointers, short-circuit `&&`/`||`)
//! and gdb's error messages. To diff against gdb by hand, run the same script through both:
//! `hdb debug --launch corpus/launch/recursion.json -batch -x FILE` and `gdb -batch -x FILE`.

use std::sync::Arc;

use dwarf_ext::{AddrSpace, Context, Location};

pub use super::error::EvalError;
use super::{vector, BinOp, Dollar, Expr, IntType, Language, TypeName, UnOp};
use crate::types::{builtin, Type, TypeKind};
use crate::value::{Scalar, Value, ValueError};

/// What an expression is evaluated against: the session's view of the selected frame and
/// lane. The session implements it over its target; tests over a `SnapshotWave`.
pub trait Env {
    /// The DWARF context (registers and memory of the selected wave, lane and frame).
    fn context(&mut self) -> &mut dyn Context;
    /// A variable in scope, `None` if there is none by that name. gdb also finds
    /// enumerators here (`p RED`): a session falls back to
    /// [`TypeTable::enumerator`](crate::types::TypeTable::enumerator).
    fn variable(&mut self, name: &str) -> Option<Result<Value, EvalError>>;
    /// A register of the selected frame (`v0`, `s33`, `pc`, `exec`), `None` if there is no
    /// such register. Its value's `lval` is the register's location, so it can be assigned.
    fn register(&mut self, name: &str) -> Option<Result<Value, EvalError>>;
    /// A convenience variable (`_lane`, `foo`), `None` if unset.
    fn convenience(&mut self, name: &str) -> Option<Value>;
    /// Sets a convenience variable.
    fn set_convenience(&mut self, name: &str, v: Value);
    /// Values in the history (`$1` ... `$N`).
    fn history_len(&self) -> usize;
    /// History value `index` (1-based).
    fn history(&self, index: usize) -> Option<Value>;
    /// A type by name (typedef, `struct X`), from the debugging information.
    fn named_type(&mut self, name: &str) -> Option<Arc<Type>>;
    /// Writes bytes to a location (assignment).
    fn write(&mut self, loc: &Location, bytes: &[u8]) -> Result<(), EvalError>;
    /// The language the expression is read in (OpenCL C adds vector components and
    /// element-wise comparisons).
    fn language(&self) -> super::Language {
        super::Language::C
    }
}

/// Parses `text` (identifiers the environment knows as types, such as `Pair`, read as
/// type names in casts) and evaluates it.
pub fn evaluate_text(text: &str, env: &mut dyn Env) -> Result<Value, EvalError> {
    let types: std::collections::HashSet<String> = super::parse::identifiers(text)
        .into_iter()
        .filter(|n| env.named_type(n).is_some())
        .collect();
    let expr = super::parse_with(text, &|n| types.contains(n))?;
    evaluate(&expr, env)
}

/// Evaluates an expression.
pub fn evaluate(expr: &Expr, env: &mut dyn Env) -> Result<Value, EvalError> {
    eval(expr, env, false)
}

/// Evaluates `expr`; with `skip`, as gdb evaluates the operand `&&` or `||` does not need
/// (`EVAL_AVOID_SIDE_EFFECTS`): type errors still count, but nothing is written and a
/// division by zero gives zero.
fn eval(expr: &Expr, env: &mut dyn Env, skip: bool) -> Result<Value, EvalError> {
    Ok(match expr {
        Expr::Int(v, t) => Value::from_int(int_literal_type(*t), i128::from(*v)),
        Expr::Float(v, single) => {
            let t = if *single {
                Type::float()
            } else {
                Type::double()
            };
            Value::from_float(t, *v)
        }
        Expr::Char(c) => Value::from_int(Type::char(), i128::from(*c as i8)),
        Expr::Ident(n) => match env.variable(n) {
            Some(r) => r?.with_referent(env.context()),
            None => return Err(EvalError::NoSymbol(n.clone())),
        },
        Expr::Dollar(d) => dollar(d, env)?,
        Expr::Str(b) => {
            let mut bytes = b.clone();
            bytes.push(0);
            Value::from_bytes(Type::array_of(Type::char(), bytes.len() as u64), bytes)
        }
        Expr::Call(name, args) => {
            let mut vals = Vec::new();
            for a in args {
                vals.push(operand(a, env, skip)?);
            }
            call(name, &vals, env)?
        }
        Expr::Address(space, addr) => {
            Value::pointer(Type::pointer_to(Type::void(), *space, true), *addr)
        }
        Expr::Member(e, name) => {
            let v = operand(e, env, skip)?;
            if vector::shape(&v.ty).is_some() {
                // Components are OpenCL C's; C has no members in a vector.
                if env.language() != Language::OpenCl {
                    return Err(ValueError::NotStruct.into());
                }
                return vector::component(&v, name);
            }
            // gdb accepts `.` on a pointer to a structure, as `->`.
            let v = if Type::pointer_space(&v.ty).is_some() {
                v.deref(env.context())?
            } else {
                v
            };
            v.member(name)?.with_referent(env.context())
        }
        Expr::Arrow(e, name) => {
            let v = operand(e, env, skip)?;
            match Type::pointee(&v.ty) {
                Some(p) => {
                    if !matches!(Type::strip(&p).kind, TypeKind::Aggregate { .. }) {
                        return Err(ValueError::NotStructPointer.into());
                    }
                    v.deref(env.context())?
                        .member(name)?
                        .with_referent(env.context())
                }
                // gdb accepts `->` on a structure, as `.`.
                None if matches!(Type::strip(&v.ty).kind, TypeKind::Aggregate { .. }) => {
                    v.member(name)?
                }
                None => return Err(ValueError::NotStructPointer.into()),
            }
        }
        Expr::Index(base, index) => {
            let b = operand(base, env, skip)?;
            let i = operand(index, env, skip)?;
            subscript(b, i, env)?.with_referent(env.context())
        }
        Expr::Unary(op, e) => {
            let v = operand(e, env, skip)?;
            let language = env.language();
            let elementwise = vector::unary(*op, &v, language, &mut |op, x| unary(op, x, env));
            match elementwise {
                Some(r) => r?,
                None if *op == UnOp::Not => truth_value(unary(*op, v, env)?, language),
                None => unary(*op, v, env)?,
            }
        }
        Expr::Cast(t, e) => {
            let ty = resolve_type(t, env)?;
            operand(e, env, skip)?.cast(&ty)?
        }
        Expr::SizeofType(t) => {
            let ty = resolve_type(t, env)?;
            let n = ty
                .byte_size()
                .ok_or_else(|| ValueError::NoSize(ty.name()))?;
            Value::int(i128::from(n))
        }
        Expr::Sizeof(e) => {
            let v = operand(e, env, skip)?;
            let n =
                v.ty.byte_size()
                    .ok_or_else(|| ValueError::NoSize(v.ty.name()))?;
            Value::int(i128::from(n))
        }
        Expr::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
            let x = operand(a, env, skip)?;
            if vector::shape(&x.ty).is_some() {
                // OpenCL C: vectors are combined element by element, both sides evaluated.
                let y = operand(b, env, skip)?;
                let language = env.language();
                if let Some(r) = vector::binary(*op, &x, &y, language, &mut |op, p, q| {
                    binary(op, p, q, skip)
                }) {
                    return r;
                }
            }
            let x = x.truth()?;
            let short = if *op == BinOp::And { !x } else { x };
            let y = operand(b, env, skip || short)?.truth()?;
            let r = if *op == BinOp::And { x && y } else { x || y };
            truth_value(Value::int(i128::from(r)), env.language())
        }
        Expr::Binary(BinOp::Repeat, a, b) => {
            let v = operand(a, env, skip)?;
            let n = match operand(b, env, skip)?.scalar()? {
                Scalar::Int(n) => n,
                Scalar::Float(_) => return Err(ValueError::IntegerOnly.into()),
            };
            repeat(v, n, env)?
        }
        Expr::Binary(op, a, b) => {
            let x = operand(a, env, skip)?;
            let y = operand(b, env, skip)?;
            let language = env.language();
            match vector::binary(*op, &x, &y, language, &mut |op, p, q| {
                binary(op, p, q, skip)
            }) {
                Some(r) => r?,
                None if op.is_comparison() => truth_value(binary(*op, x, y, skip)?, language),
                None => binary(*op, x, y, skip)?,
            }
        }
        Expr::Cond(c, a, b) => {
            // Unlike the operands `&&` and `||` skip, gdb does not look at the branch
            // `?:` does not take at all.
            if operand(c, env, skip)?.truth()? {
                operand(a, env, skip)?
            } else {
                operand(b, env, skip)?
            }
        }
        Expr::Assign(lhs, rhs) => assign(lhs, rhs, env, skip)?,
    })
}

/// The result of a comparison, `!`, `&&` or `||` (an `int` 0 or 1): C++ makes it a `bool`,
/// which gdb prints as `true`/`false`; C and OpenCL C keep the `int`.
fn truth_value(v: Value, language: Language) -> Value {
    if language != Language::CPlusPlus {
        return v;
    }
    match v.scalar() {
        Ok(Scalar::Int(n)) => Value::from_int(Type::bool(), n),
        _ => v,
    }
}

/// An operand: evaluated, a C++ reference replaced by the object it refers to.
fn operand(expr: &Expr, env: &mut dyn Env, skip: bool) -> Result<Value, EvalError> {
    Ok(eval(expr, env, skip)?.coerce_ref(env.context()))
}

fn int_literal_type(t: IntType) -> Arc<Type> {
    let name = match t {
        IntType::Int => "int",
        IntType::UInt => "unsigned int",
        IntType::Long => "long",
        IntType::ULong => "unsigned long",
        IntType::LongLong => "long long",
        IntType::ULongLong => "unsigned long long",
    };
    builtin(name).unwrap_or_else(Type::long)
}

fn dollar(d: &Dollar, env: &mut dyn Env) -> Result<Value, EvalError> {
    let len = env.history_len();
    let at = |env: &mut dyn Env, i: usize| env.history(i).ok_or(EvalError::HistoryEmpty);
    match d {
        Dollar::Name(n) => {
            if let Some(r) = env.register(n) {
                return r;
            }
            Ok(env.convenience(n).unwrap_or_else(Value::void))
        }
        Dollar::Back(0) | Dollar::Absolute(0) => {
            if len == 0 {
                Err(EvalError::HistoryEmpty)
            } else {
                at(env, len)
            }
        }
        Dollar::Back(k) => {
            if *k >= len as u64 {
                Err(EvalError::HistoryBack(*k))
            } else {
                at(env, len - *k as usize)
            }
        }
        Dollar::Absolute(n) => {
            if *n > len as u64 {
                Err(EvalError::HistoryNotReached(*n))
            } else {
                at(env, *n as usize)
            }
        }
    }
}

/// The type a cast or `sizeof` names: a C built-in, else a type of the program.
pub fn resolve_type(t: &TypeName, env: &mut dyn Env) -> Result<Arc<Type>, EvalError> {
    let mut ty = match builtin(&t.base).or_else(|| env.named_type(&t.base)) {
        Some(ty) => ty,
        None => {
            return Err(match t.base.split_once(' ') {
                Some((kind @ ("struct" | "union" | "enum" | "class"), name)) => {
                    EvalError::NoTagged {
                        kind: kind.to_string(),
                        name: name.to_string(),
                    }
                }
                _ => EvalError::NoSymbol(t.base.clone()),
            })
        }
    };
    for _ in 0..t.pointers {
        ty = Type::pointer_to(ty, AddrSpace::GLOBAL, false);
    }
    Ok(ty)
}

/// Arithmetic classes after promotion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Int { size: u64, signed: bool },
    Float { size: u64 },
}

fn class_of(v: &Value) -> Result<Class, ValueError> {
    let enc = Type::encoding(&v.ty).ok_or(ValueError::NotNumber)?;
    let size = v.bytes.len() as u64;
    Ok(match enc {
        crate::types::Encoding::Float => Class::Float { size },
        e => Class::Int {
            size,
            signed: e.is_signed(),
        },
    })
}

/// C's integer promotion: anything narrower than `int` becomes `int`.
fn promote(c: Class) -> Class {
    match c {
        Class::Int { size, .. } if size < 4 => Class::Int {
            size: 4,
            signed: true,
        },
        c => c,
    }
}

/// The usual arithmetic conversions.
fn common(a: Class, b: Class) -> Class {
    match (promote(a), promote(b)) {
        (Class::Float { size: x }, Class::Float { size: y }) => Class::Float { size: x.max(y) },
        (f @ Class::Float { .. }, _) | (_, f @ Class::Float { .. }) => f,
        (
            Class::Int {
                size: sa,
                signed: xa,
            },
            Class::Int {
                size: sb,
                signed: xb,
            },
        ) => {
            if sa == sb {
                Class::Int {
                    size: sa,
                    signed: xa && xb,
                }
            } else if sa > sb {
                Class::Int {
                    size: sa,
                    signed: xa,
                }
            } else {
                Class::Int {
                    size: sb,
                    signed: xb,
                }
            }
        }
    }
}

fn class_type(c: Class) -> Arc<Type> {
    match c {
        Class::Float { size: 4 } => Type::float(),
        Class::Float { .. } => Type::double(),
        Class::Int {
            size: 4,
            signed: true,
        } => Type::int(),
        Class::Int {
            size: 4,
            signed: false,
        } => Type::uint(),
        Class::Int { signed: true, .. } => Type::long(),
        Class::Int { signed: false, .. } => Type::ulong(),
    }
}

/// `x` as an integer of `size` bytes and the given signedness (C's conversion: wrap).
fn normalize(x: i128, size: u64, signed: bool) -> i128 {
    let bits = (size.min(16) * 8) as u32;
    if bits >= 128 {
        return x;
    }
    let mask = (1u128 << bits) - 1;
    let u = (x as u128) & mask;
    if signed && (u >> (bits - 1)) & 1 == 1 {
        (u | !mask) as i128
    } else {
        u as i128
    }
}

fn as_f64(s: Scalar) -> f64 {
    match s {
        Scalar::Int(i) => i as f64,
        Scalar::Float(f) => f,
    }
}

fn as_int(s: Scalar) -> i128 {
    match s {
        Scalar::Int(i) => i,
        Scalar::Float(f) => crate::value::float_to_longest(f),
    }
}

/// An array in memory used as a value becomes a pointer to its first element.
fn decay(v: Value) -> Result<Value, ValueError> {
    let t = Type::strip(&v.ty);
    if let TypeKind::Array { .. } = t.kind {
        if let Some((el, _)) = Type::array_element(&v.ty) {
            if let Some((space, addr)) = v.lval.as_ref().and_then(Location::memory_address) {
                let explicit = space != AddrSpace::GLOBAL;
                return Ok(Value::pointer(Type::pointer_to(el, space, explicit), addr));
            }
        }
        return Err(ValueError::NotNumber);
    }
    Ok(v)
}

/// `p + i` scaled by the pointee's size (1 for `void *`, as gdb).
fn pointer_offset(p: &Value, i: i128) -> Result<Value, ValueError> {
    let pointee = Type::pointee(&p.ty).ok_or(ValueError::NotPointer)?;
    // An optimized-out or unreadable pointer has no address to offset.
    p.require_known()?;
    let size = i128::from(pointee.byte_size().unwrap_or(1).max(1));
    let base = p.unsigned().ok_or(ValueError::NotAvailable)? as i128;
    let addr = base.wrapping_add(i.wrapping_mul(size));
    Ok(Value::from_int(p.ty.clone(), normalize(addr, 8, false)))
}

fn binary(op: BinOp, a: Value, b: Value, skip: bool) -> Result<Value, EvalError> {
    let a = decay(a)?;
    let b = decay(b)?;
    let pa = Type::pointer_space(&a.ty).is_some();
    let pb = Type::pointer_space(&b.ty).is_some();
    if pa || pb {
        match (op, pa, pb) {
            (BinOp::Add, true, false) => return Ok(pointer_offset(&a, as_int(b.scalar()?))?),
            (BinOp::Add, false, true) => return Ok(pointer_offset(&b, as_int(a.scalar()?))?),
            (BinOp::Sub, true, false) => {
                return Ok(pointer_offset(&a, as_int(b.scalar()?).wrapping_neg())?)
            }
            (BinOp::Sub, true, true) => {
                let size = Type::pointee(&a.ty)
                    .and_then(|t| t.byte_size())
                    .unwrap_or(1)
                    .max(1) as i128;
                let d = as_int(a.scalar()?) - as_int(b.scalar()?);
                return Ok(Value::from_int(Type::long(), d / size));
            }
            (BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne, _, _) => {}
            _ => return Err(ValueError::NotNumber.into()),
        }
    }
    let (sa, sb) = (a.scalar()?, b.scalar()?);
    let ca = if pa {
        Class::Int {
            size: 8,
            signed: false,
        }
    } else {
        class_of(&a)?
    };
    let cb = if pb {
        Class::Int {
            size: 8,
            signed: false,
        }
    } else {
        class_of(&b)?
    };
    let class = common(ca, cb);
    let cmp = |r: bool| Ok(Value::int(i128::from(r)));
    match class {
        Class::Float { .. } => {
            let (x, y) = (as_f64(sa), as_f64(sb));
            let r = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => x / y,
                BinOp::Lt => return cmp(x < y),
                BinOp::Gt => return cmp(x > y),
                BinOp::Le => return cmp(x <= y),
                BinOp::Ge => return cmp(x >= y),
                BinOp::Eq => return cmp(x == y),
                BinOp::Ne => return cmp(x != y),
                _ => return Err(ValueError::IntegerOnly.into()),
            };
            // `float` operands are computed in double and rounded once to float: for + - * /
            // that equals the correctly rounded float operation (double has more than twice
            // float's precision), which is what gdb computes.
            Ok(Value::from_float(class_type(class), r))
        }
        Class::Int { size, signed } => {
            let (x, y) = (
                normalize(as_int(sa), size, signed),
                normalize(as_int(sb), size, signed),
            );
            let r = match op {
                BinOp::Add => x.wrapping_add(y),
                BinOp::Sub => x.wrapping_sub(y),
                BinOp::Mul => x.wrapping_mul(y),
                BinOp::Div | BinOp::Rem if y == 0 && skip => 0,
                BinOp::Div | BinOp::Rem if y == 0 => return Err(ValueError::DivisionByZero.into()),
                BinOp::Div => x.wrapping_div(y),
                BinOp::Rem => x.wrapping_rem(y),
                BinOp::BitAnd => x & y,
                BinOp::BitOr => x | y,
                BinOp::BitXor => x ^ y,
                BinOp::Lt => return cmp(x < y),
                BinOp::Gt => return cmp(x > y),
                BinOp::Le => return cmp(x <= y),
                BinOp::Ge => return cmp(x >= y),
                BinOp::Eq => return cmp(x == y),
                BinOp::Ne => return cmp(x != y),
                BinOp::Shl | BinOp::Shr => {
                    // The result has the promoted left operand's type (C11 6.5.7).
                    let Class::Int { size, signed } = promote(ca) else {
                        return Err(ValueError::IntegerOnly.into());
                    };
                    let x = normalize(as_int(sa), size, signed);
                    let n = as_int(sb);
                    // A count outside the type's width is undefined in C; gdb (valarith.c)
                    // warns and gives 0, or -1 for a right shift of a negative value.
                    let bits = (size * 8) as i128;
                    let r = if !(0..bits).contains(&n) {
                        if op == BinOp::Shr && x < 0 {
                            -1
                        } else {
                            0
                        }
                    } else if op == BinOp::Shl {
                        x.wrapping_shl(n as u32)
                    } else {
                        x >> n
                    };
                    let c = Class::Int { size, signed };
                    return Ok(Value::from_int(class_type(c), normalize(r, size, signed)));
                }
                // Reached only by callers other than `evaluate`, which short-circuits.
                BinOp::And => i128::from(x != 0 && y != 0),
                BinOp::Or => i128::from(x != 0 || y != 0),
                // `@` needs memory: only `evaluate` does it.
                BinOp::Repeat => return Err(ValueError::NotInMemory.into()),
            };
            Ok(Value::from_int(
                class_type(class),
                normalize(r, size, signed),
            ))
        }
    }
}

fn unary(op: UnOp, v: Value, env: &mut dyn Env) -> Result<Value, EvalError> {
    Ok(match op {
        UnOp::Deref => v.deref(env.context())?,
        UnOp::AddressOf => v.address_of()?,
        UnOp::Not => Value::int(i128::from(!decay(v)?.truth()?)),
        UnOp::Neg | UnOp::Plus | UnOp::Complement => {
            if !Type::is_scalar(&v.ty) || Type::pointer_space(&v.ty).is_some() {
                return Err(match op {
                    UnOp::Complement => ValueError::Complement,
                    _ => ValueError::NotNumber,
                }
                .into());
            }
            let c = promote(class_of(&v)?);
            let s = v.scalar()?;
            match (c, op) {
                (Class::Float { .. }, UnOp::Complement) => {
                    return Err(ValueError::Complement.into())
                }
                // gdb negates as 0 - x (value_neg), so -(0.0) is 0, not -0.
                (Class::Float { .. }, UnOp::Neg) => {
                    Value::from_float(class_type(c), 0.0 - as_f64(s))
                }
                (Class::Float { .. }, _) => Value::from_float(class_type(c), as_f64(s)),
                (Class::Int { size, signed }, _) => {
                    let x = normalize(as_int(s), size, signed);
                    let r = match op {
                        UnOp::Neg => x.wrapping_neg(),
                        UnOp::Complement => !x,
                        _ => x,
                    };
                    // gdb's unop_promote widens only what is narrower than int; anything
                    // else keeps its own type (`~(unsigned long long)1` stays `unsigned
                    // long long`).
                    let keep = v.bytes.len() >= 4
                        && matches!(Type::strip(&v.ty).kind, TypeKind::Base { .. });
                    let ty = if keep { v.ty.clone() } else { class_type(c) };
                    Value::from_int(ty, normalize(r, size, signed))
                }
            }
        }
    })
}

fn subscript(b: Value, i: Value, env: &mut dyn Env) -> Result<Value, EvalError> {
    let is_indexable = |v: &Value| {
        matches!(
            Type::strip(&v.ty).kind,
            TypeKind::Array { .. } | TypeKind::Pointer { .. }
        )
    };
    // `2[a]` is `a[2]` in C.
    let (b, i) = if !is_indexable(&b) && is_indexable(&i) {
        (i, b)
    } else {
        (b, i)
    };
    let n = match i.scalar()? {
        Scalar::Int(n) => n,
        Scalar::Float(_) => return Err(ValueError::IntegerOnly.into()),
    };
    match Type::strip(&b.ty).kind {
        TypeKind::Array { .. } => Ok(b.element(n as i64, env.context())?),
        TypeKind::Pointer { .. } => Ok(pointer_offset(&b, n)?.deref(env.context())?),
        _ => Err(ValueError::CannotSubscript(b.ty.name()).into()),
    }
}

/// Bytes a string argument reads at most (a pointer to unterminated memory must end).
const MAX_STRING: usize = 1 << 16;

/// The bytes of a C string: a char array up to its first NUL, or the memory a `char *`
/// points to (in its address space) up to a NUL.
fn string_of(v: &Value, env: &mut dyn Env) -> Result<Vec<u8>, EvalError> {
    let is_char = |t: &Arc<Type>| {
        Type::encoding(t).is_some_and(crate::types::Encoding::is_char) && t.byte_size() == Some(1)
    };
    if let Some((el, _)) = Type::array_element(&v.ty) {
        if is_char(&el) && v.is_known() {
            let end = v
                .bytes
                .iter()
                .position(|b| *b == 0)
                .unwrap_or(v.bytes.len());
            return Ok(v.bytes[..end].to_vec());
        }
    }
    match (Type::pointee(&v.ty), v.as_address()) {
        (Some(p), Some((space, addr))) if is_char(&p) => {
            match crate::value::read_c_string(space, addr, MAX_STRING, env.context()) {
                (_, _, Some(e)) => Err(EvalError::Read(e)),
                (bytes, _, None) => Ok(bytes),
            }
        }
        _ => Err(EvalError::NotAString(v.ty.name())),
    }
}

/// gdb's convenience functions that conditions use: `$_streq(a, b)`, `$_strlen(s)`,
/// `$_memeq(a, b, n)`.
fn call(name: &str, args: &[Value], env: &mut dyn Env) -> Result<Value, EvalError> {
    let want = |n: usize, count: &'static str| {
        if args.len() == n {
            Ok(())
        } else {
            Err(EvalError::Arguments {
                name: name.to_string(),
                count,
            })
        }
    };
    match name {
        "_streq" => {
            want(2, "two arguments")?;
            let a = string_of(&args[0], env)?;
            let b = string_of(&args[1], env)?;
            Ok(Value::int(i128::from(a == b)))
        }
        "_strlen" => {
            want(1, "one argument")?;
            Ok(Value::int(string_of(&args[0], env)?.len() as i128))
        }
        "_memeq" => {
            want(3, "three arguments")?;
            let n = match args[2].scalar()? {
                Scalar::Int(n) if (0..=MAX_STRING as i128).contains(&n) => n as u64,
                _ => return Err(ValueError::NotNumber.into()),
            };
            let mut bytes = Vec::new();
            for a in &args[..2] {
                let (space, addr) = a
                    .as_address()
                    .or_else(|| a.lval.as_ref().and_then(Location::memory_address))
                    .ok_or(ValueError::NotInMemory)?;
                let v = Value::read(
                    Type::array_of(Type::char(), n),
                    &Location::memory(space, addr),
                    env.context(),
                );
                if let Some(e) = v.error() {
                    return Err(EvalError::Read(e.to_string()));
                }
                bytes.push(v.bytes);
            }
            Ok(Value::int(i128::from(bytes[0] == bytes[1])))
        }
        _ => Err(EvalError::NotAFunction),
    }
}

/// `v@n`: `n` objects of `v`'s type in memory from `v`'s address (gdb's artificial
/// arrays: `*p@4`, `a[2]@3`).
fn repeat(v: Value, n: i128, env: &mut dyn Env) -> Result<Value, EvalError> {
    if n <= 0 {
        return Err(EvalError::Repetitions(n));
    }
    let loc = match &v.lval {
        Some(l) if l.memory_address().is_some() && v.bitfield.is_none() => l.clone(),
        _ => return Err(EvalError::RepeatNotInMemory),
    };
    let ty = Type::array_of(v.ty.clone(), n as u64);
    Ok(Value::read(ty, &loc, env.context()))
}

fn assign(lhs: &Expr, rhs: &Expr, env: &mut dyn Env, skip: bool) -> Result<Value, EvalError> {
    if let Expr::Dollar(Dollar::Name(n)) = lhs {
        if env.register(n).is_none() {
            let mut v = operand(rhs, env, skip)?;
            v.lval = None;
            if !skip {
                env.set_convenience(n, v.clone());
            }
            return Ok(v);
        }
    }
    let l = operand(lhs, env, skip)?;
    let r = operand(rhs, env, skip)?;
    // Bit fields would need a read-modify-write of their containing bytes: not supported.
    if l.bitfield.is_some() {
        return Err(ValueError::NotLvalue.into());
    }
    let loc = l.lval.clone().ok_or(ValueError::NotLvalue)?;
    let mut new = if Type::is_scalar(&l.ty) {
        decay(r)?.cast(&l.ty)?
    } else if let Some(splat) = super::vector::splat(&r, &l.ty) {
        splat?
    } else if r.bytes.len() == l.bytes.len() && r.is_known() {
        Value::from_bytes(l.ty.clone(), r.bytes.clone())
    } else {
        return Err(ValueError::InvalidCast.into());
    };
    if !skip {
        env.write(&loc, &new.bytes)?;
    }
    new.lval = Some(loc);
    Ok(new)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::parse;
    use crate::format::{format_value, FormatOptions};
    use crate::types::{Reference, SpaceSource};
    use dwarf_ext::{SnapshotWave, Storage};
    use std::collections::HashMap;

    const V0: u64 = 2560; // DWARF number of v0 in a wave64

    /// A frame over a snapshot wave: variables at fixed locations.
    struct Mock {
        wave: SnapshotWave,
        vars: HashMap<String, (Arc<Type>, Location)>,
        conv: HashMap<String, Value>,
        history: Vec<Value>,
        types: HashMap<String, Arc<Type>>,
        language: Language,
    }

    impl Env for Mock {
        fn context(&mut self) -> &mut dyn Context {
            &mut self.wave
        }
        fn language(&self) -> Language {
            self.language
        }
        fn variable(&mut self, name: &str) -> Option<Result<Value, EvalError>> {
            let (t, l) = self.vars.get(name)?.clone();
            Some(Ok(Value::read(t, &l, &mut self.wave)))
        }
        fn register(&mut self, name: &str) -> Option<Result<Value, EvalError>> {
            match name {
                "v0" => {
                    let t = Type::array_of(Type::int(), 64);
                    Some(Ok(Value::read(t, &Location::register(V0), &mut self.wave)))
                }
                _ => None,
            }
        }
        fn convenience(&mut self, name: &str) -> Option<Value> {
            match name {
                "_lane" => Some(Value::int(i128::from(self.wave.lane.unwrap_or(0)))),
                n => self.conv.get(n).cloned(),
            }
        }
        fn set_convenience(&mut self, name: &str, v: Value) {
            self.conv.insert(name.to_string(), v);
        }
        fn history_len(&self) -> usize {
            self.history.len()
        }
        fn history(&self, index: usize) -> Option<Value> {
            self.history.get(index.checked_sub(1)?).cloned()
        }
        fn named_type(&mut self, name: &str) -> Option<Arc<Type>> {
            self.types.get(name).cloned()
        }
        fn write(&mut self, loc: &Location, bytes: &[u8]) -> Result<(), EvalError> {
            match &loc.first().storage {
                Storage::Memory { space, .. } => self
                    .wave
                    .store(*space, (loc.first().bit_offset / 8) as u64, bytes)
                    .map_err(|e| EvalError::Write(e.to_string())),
                Storage::Register(r) => {
                    let off = (loc.first().bit_offset / 8) as usize;
                    let reg = self.wave.regs.entry(*r).or_default();
                    if reg.len() < off + bytes.len() {
                        reg.resize(off + bytes.len(), 0);
                    }
                    reg[off..off + bytes.len()].copy_from_slice(bytes);
                    Ok(())
                }
                _ => Err(EvalError::Write("cannot write there".into())),
            }
        }
    }

    fn pair_type() -> Arc<Type> {
        crate::types::test_pair()
    }

    fn mock() -> Mock {
        let mut wave = SnapshotWave::new(64);
        wave.lane = Some(2);
        // v0 holds lane * 10 in every lane.
        wave.regs.insert(
            V0,
            (0..64i32).flat_map(|l| (l * 10).to_le_bytes()).collect(),
        );
        // int x = 42 in private_lane memory at 0x8 (of lane 2).
        wave.store(AddrSpace::PRIVATE_LANE, 0x8, &42i32.to_le_bytes())
            .unwrap();
        // struct Pair pr = {1, 2.5, {1, 2, 3, 4}} in global memory at 0x1000.
        let mut b = Vec::new();
        b.extend(1i32.to_le_bytes());
        b.extend(2.5f32.to_le_bytes());
        for i in 1..=4i32 {
            b.extend(i.to_le_bytes());
        }
        wave.store(AddrSpace::GLOBAL, 0x1000, &b).unwrap();
        // __local int *lp = local#0x10 (the pointer itself in private_lane at 0x20);
        // local memory holds {7, 8, 9} at 0x10.
        wave.store(AddrSpace::PRIVATE_LANE, 0x20, &0x10u64.to_le_bytes())
            .unwrap();
        for (i, v) in [7i32, 8, 9].iter().enumerate() {
            wave.store(AddrSpace::LOCAL, 0x10 + 4 * i as u64, &v.to_le_bytes())
                .unwrap();
        }
        wave.store(AddrSpace::PRIVATE_LANE, 0x30, &0x8u64.to_le_bytes())
            .unwrap();
        // struct Pair *pp = 0x1000 (in private_lane at 0x28).
        wave.store(AddrSpace::PRIVATE_LANE, 0x28, &0x1000u64.to_le_bytes())
            .unwrap();
        let lane = |a| wave.location(AddrSpace::PRIVATE_LANE, a);
        let mut vars = HashMap::new();
        vars.insert("x".to_string(), (Type::int(), lane(0x8)));
        vars.insert(
            "pr".to_string(),
            (pair_type(), Location::memory(AddrSpace::GLOBAL, 0x1000)),
        );
        vars.insert(
            "lp".to_string(),
            (
                Type::pointer_to(Type::int(), AddrSpace::LOCAL, true),
                lane(0x20),
            ),
        );
        vars.insert(
            "pp".to_string(),
            (
                Type::pointer_to(pair_type(), AddrSpace::GLOBAL, false),
                lane(0x28),
            ),
        );
        vars.insert("gone".to_string(), (Type::int(), Location::undefined()));
        // int &rx = x (the reference itself in private_lane at 0x30, stored above).
        let int_ref = Arc::new(Type {
            name: None,
            scope: String::new(),
            kind: TypeKind::Pointer {
                pointee: Type::int(),
                byte_size: 8,
                space: AddrSpace::PRIVATE_LANE,
                space_source: SpaceSource::Named,
                reference: Some(Reference::Lvalue),
            },
            die: None,
            cplus: true,
            bare_tags: true,
        });
        vars.insert("rx".to_string(), (int_ref, lane(0x30)));
        let mut types = HashMap::new();
        types.insert("Pair".to_string(), pair_type());
        types.insert("struct Pair".to_string(), pair_type());
        Mock {
            wave,
            vars,
            conv: HashMap::new(),
            history: Vec::new(),
            types,
            language: Language::C,
        }
    }

    /// C++ comparisons and logical operators give `bool`, as gdb prints them (checked with
    /// gdb 13 under `set language c++`); C keeps `int`.
    #[test]
    fn cplusplus_truth_values_are_bool() {
        let mut m = mock();
        m.language = Language::CPlusPlus;
        for (e, want) in [
            ("1 == 1", "true"),
            ("!5", "false"),
            ("2 || 0", "true"),
            ("(1==1)+1", "2"),
            ("10 > 9 > 8", "false"),
            ("3 > 2 && 0", "false"),
            ("1.5 < 2", "true"),
            ("-(1==1)", "-1"),
        ] {
            assert_eq!(p(&mut m, e), want, "{e}");
        }
        assert_eq!(whatis(&mut m, "1 == 1"), "bool");
        assert_eq!(whatis(&mut m, "!5"), "bool");
        m.language = Language::C;
        assert_eq!(p(&mut m, "1 == 1"), "1");
        assert_eq!(whatis(&mut m, "1 == 1"), "int");
    }

    fn p(env: &mut Mock, text: &str) -> String {
        let e = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        match evaluate(&e, env) {
            Ok(v) => format_value(&v, &FormatOptions::default()),
            Err(e) => format!("error: {e}"),
        }
    }

    fn whatis(env: &mut Mock, text: &str) -> String {
        evaluate(&parse(text).unwrap(), env).unwrap().ty.name()
    }

    #[test]
    fn variables_members_pointers_registers() {
        let mut m = mock();
        assert_eq!(p(&mut m, "x"), "42");
        assert_eq!(p(&mut m, "pr"), "{a = 1, b = 2.5, c = {1, 2, 3, 4}}");
        assert_eq!(p(&mut m, "pr.b"), "2.5");
        assert_eq!(p(&mut m, "pr.c[2]"), "3");
        assert_eq!(p(&mut m, "pr.c[1] + 2"), "4");
        assert_eq!(p(&mut m, "&pr"), "(struct Pair *) 0x1000");
        assert_eq!(p(&mut m, "&pr.b"), "(float *) 0x1004");
        assert_eq!(p(&mut m, "*&pr.c[3]"), "4");
        assert_eq!(p(&mut m, "&x"), "(int *) private_lane#0x8");
        assert_eq!(p(&mut m, "lp"), "(int *) local#0x10");
        assert_eq!(p(&mut m, "*lp"), "7");
        assert_eq!(p(&mut m, "lp[2]"), "9");
        assert_eq!(p(&mut m, "*(lp + 1)"), "8");
        assert_eq!(p(&mut m, "pp->b"), "2.5");
        assert_eq!(p(&mut m, "pp->c[3]"), "4");
        assert_eq!(p(&mut m, "(*pp).a"), "1");
        assert_eq!(p(&mut m, "pr->a"), "1");
        assert_eq!(p(&mut m, "$v0[3]"), "30");
        assert_eq!(p(&mut m, "$v0[$_lane]"), "20");
        assert_eq!(whatis(&mut m, "$v0"), "int [64]");
        assert_eq!(p(&mut m, "*(int *)local#0x10"), "7");
        assert_eq!(p(&mut m, "((int *)local#0x10)[1]"), "8");
        assert_eq!(p(&mut m, "*(int *)private_lane#0x8"), "42");
        assert_eq!(p(&mut m, "local#0x10"), "(void *) local#0x10");
        assert_eq!(p(&mut m, "*(int *)global#0x1004"), "1075838976");
        assert_eq!(p(&mut m, "*(float *)0x1004"), "2.5");
        assert_eq!(p(&mut m, "gone"), "<optimized out>");
        assert_eq!(
            p(&mut m, "*(int *)0x40"),
            "<error: Cannot access memory at address 0x40>"
        );
        assert_eq!(p(&mut m, "(Pair *)0x1000"), "(struct Pair *) 0x1000");
        let v = evaluate_text("(Pair)pr", &mut m).unwrap();
        assert_eq!(
            format_value(&v, &FormatOptions::default()),
            "{a = 1, b = 2.5, c = {1, 2, 3, 4}}"
        );
        assert!(evaluate_text("(nosuch)pr", &mut m).is_err());
        assert_eq!(p(&mut m, "((struct Pair *)0x1000)->c[0]"), "1");
        assert_eq!(p(&mut m, "sizeof(struct Pair)"), "24");
        assert_eq!(p(&mut m, "sizeof pr.c"), "16");
        assert_eq!(p(&mut m, "pr.c == &pr.c[0]"), "1");
        assert_eq!(p(&mut m, "&pr.c[3] - &pr.c[0]"), "3");
        assert_eq!(p(&mut m, "*lp@3"), "{7, 8, 9}");
        assert_eq!(p(&mut m, "pr.c[1]@2"), "{2, 3}");
        assert_eq!(p(&mut m, "pr.a@2"), "{1, 1075838976}");
        assert_eq!(whatis(&mut m, "*lp@3"), "int [3]");
        assert_eq!(p(&mut m, "x@0"), "error: Invalid number 0 of repetitions.");
        assert_eq!(
            p(&mut m, "1@2"),
            "error: Only values in memory can be extended with '@'."
        );
    }

    #[test]
    fn arithmetic_as_gdb() {
        let mut m = mock();
        for (e, want) in [
            ("1 + 2 * 3", "7"),
            ("10 / 3", "3"),
            ("10 % 3", "1"),
            ("-5 / 2", "-2"),
            ("-5 % 3", "-2"),
            ("1.5 + 2", "3.5"),
            ("1 == 1", "1"),
            ("3 > 2 && 0", "0"),
            ("!5", "0"),
            ("~0", "-1"),
            ("1 << 4", "16"),
            ("'a'", "97 'a'"),
            ("'a' + 1", "98"),
            ("10 / 3.0", "3.3333333333333335"),
            ("0x10", "16"),
            ("4000000000", "4000000000"),
            ("-1u", "4294967295"),
            ("(char)65", "65 'A'"),
            ("(float)1", "1"),
            ("(int)2.7", "2"),
            ("(unsigned char)300", "44 ','"),
            ("1 ? 2 : 3", "2"),
            ("5 > 3 ? 1.5 : 2", "1.5"),
            ("1.5f", "1.5"),
            ("'A' == 65", "1"),
            ("7 & 3 | 8", "11"),
            ("2 - -1", "3"),
            ("7 >> 1", "3"),
            ("-7 >> 1", "-4"),
            ("(short)-1", "-1"),
            ("1.0/0", "inf"),
            ("-1.0/0", "-inf"),
            ("(long)1 << 40", "1099511627776"),
            ("100000 * 100000", "1410065408"),
            ("5000000000 * 2", "10000000000"),
            ("0x7fffffff + 1", "-2147483648"),
            ("(unsigned)5 - 6", "4294967295"),
            ("10 > 9 > 8", "0"),
            ("(float)1/3", "0.333333343"),
            ("3.0f/2", "1.5"),
            ("1e10", "10000000000"),
            ("sizeof(int)", "4"),
            ("(char)1 == 1", "1"),
            ("2 || 0", "1"),
            ("3 != 3", "0"),
        ] {
            assert_eq!(p(&mut m, e), want, "{e}");
        }
        for (e, want) in [
            ("1+1", "int"),
            ("1.5", "double"),
            ("1.5f", "float"),
            ("'a'", "char"),
            ("1 == 1", "int"),
            ("1u", "unsigned int"),
            ("1L", "long"),
            ("1UL", "unsigned long"),
            ("1LL", "long long"),
            ("(char)1 + (char)1", "int"),
            ("(unsigned short)1 + 1", "int"),
            ("1u + 1", "unsigned int"),
            ("1u + 1L", "long"),
            ("(float)1 + 1", "float"),
            ("(float)1 + 1.0", "double"),
            ("4000000000", "long"),
            ("0xffffffff", "unsigned int"),
            ("(char)1", "char"),
            ("-(char)1", "int"),
            ("!1.5", "int"),
            ("~(unsigned char)1", "int"),
            ("(unsigned char)1 << 1", "int"),
            ("1 && 2", "int"),
            ("(unsigned long int)1", "unsigned long"),
            ("(signed char)1", "signed char"),
            ("(const char *)0", "char *"),
        ] {
            assert_eq!(whatis(&mut m, e), want, "{e}");
        }
    }

    #[test]
    fn errors_as_gdb() {
        let mut m = mock();
        for (e, want) in [
            ("nosuch", "No symbol \"nosuch\" in current context."),
            ("1/0", "Division by zero"),
            ("1 % 0", "Division by zero"),
            (
                "1.5 % 2",
                "Integer-only operation on floating point number.",
            ),
            (
                "&1",
                "Attempt to take address of value not located in memory.",
            ),
            ("pr.zz", "There is no member named zz."),
            (
                "pr.a.b",
                "Attempt to extract a component of a value that is not a structure.",
            ),
            (
                "lp->a",
                "Attempt to extract a component of a value that is not a structure pointer.",
            ),
            (
                "~1.5",
                "Argument to complement operation not an integer, boolean.",
            ),
            ("1[2]", "cannot subscript something of type `int'"),
            ("(struct Pair)1", "Invalid cast."),
            ("1 = 2", "Left operand of assignment is not an lvalue."),
            ("$", "The history is empty."),
            ("$$", "History does not go back to $$1."),
            ("$1", "History has not yet reached $1."),
            ("$$2", "History does not go back to $$2."),
            ("(struct Nope *)0", "No struct type named Nope."),
            ("(Nope *)0", "No symbol \"Nope\" in current context."),
            (
                "&$v0",
                "Attempt to take address of value not located in memory.",
            ),
        ] {
            assert_eq!(p(&mut m, e), format!("error: {want}"), "{e}");
        }
        assert_eq!(p(&mut m, "$nonexist"), "void");
        assert_eq!(
            p(&mut m, "$_strlen()"),
            "error: You must provide one argument for $_strlen."
        );
        assert_eq!(
            p(&mut m, "$_streq(1)"),
            "error: You must provide two arguments for $_streq."
        );
        assert_eq!(
            p(&mut m, "$foo(1)"),
            "error: Invalid data type for function to be called."
        );
        assert_eq!(
            evaluate_text("\"ab", &mut m).unwrap_err().to_string(),
            "Unterminated string in expression."
        );
    }

    /// Random token soup: parsing and evaluating never panics (hostile or mistyped input
    /// ends in an error), with a small xorshift generator so the test is reproducible.
    #[test]
    fn random_input_never_panics() {
        const TOKENS: &[&str] = &[
            "x",
            "pr",
            "lp",
            "pp",
            "rx",
            "gone",
            "$v0",
            "$_lane",
            "$",
            "$$2",
            "$1",
            "1",
            "0",
            "-1",
            "0xffffffff",
            "2.5",
            "1e300",
            "'a'",
            "\"s\"",
            "local#0x10",
            "(",
            ")",
            "[",
            "]",
            ".",
            "->",
            "a",
            "c",
            "b",
            "*",
            "&",
            "-",
            "!",
            "~",
            "+",
            "/",
            "%",
            "<<",
            ">>",
            "<",
            "==",
            "&&",
            "||",
            "?",
            ":",
            "=",
            "+=",
            "@",
            ",",
            "(int *)",
            "(char)",
            "(struct Pair *)",
            "sizeof",
            "(unsigned long)",
            "$_strlen(",
            "$_streq(",
            "nosuch",
        ];
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut m = mock();
        for _ in 0..20_000 {
            let n = 1 + next() % 9;
            let text: Vec<&str> = (0..n)
                .map(|_| TOKENS[(next() % TOKENS.len() as u64) as usize])
                .collect();
            let text = text.join(" ");
            if let Ok(v) = evaluate_text(&text, &mut m) {
                let _ = format_value(&v, &FormatOptions::default());
                let _ = format_value(&v, &FormatOptions::with_format('x'));
                let _ = crate::format::to_json(&v, &FormatOptions::default());
            }
        }
    }

    #[test]
    fn references_as_gdb() {
        // gdb (g++ host): `(int &) @0x4010: 5`, `rx + 1` = 6, `&rx` = `(int *) 0x4010`,
        // `p/x rx` = `(int &) @0x4010: 0x5`.
        let mut m = mock();
        assert_eq!(p(&mut m, "rx"), "(int &) @private_lane#0x8: 42");
        assert_eq!(whatis(&mut m, "rx"), "int &");
        assert_eq!(p(&mut m, "rx + 1"), "43");
        assert_eq!(p(&mut m, "&rx"), "(int *) private_lane#0x8");
        let v = evaluate_text("rx", &mut m).unwrap();
        assert_eq!(
            format_value(&v, &FormatOptions::with_format('x')),
            "(int &) @private_lane#0x8: 0x2a"
        );
        assert_eq!(p(&mut m, "rx = 7"), "7");
        assert_eq!(p(&mut m, "x"), "7");
        assert_eq!(p(&mut m, "(long)rx"), "7");
    }

    #[test]
    fn strings_and_convenience_functions() {
        let mut m = mock();
        assert_eq!(p(&mut m, "\"hi\""), "\"hi\"");
        assert_eq!(whatis(&mut m, "\"hi\""), "char [3]");
        assert_eq!(p(&mut m, "sizeof(\"hi\")"), "3");
        assert_eq!(p(&mut m, "$_strlen(\"hello\")"), "5");
        assert_eq!(p(&mut m, "$_streq(\"ab\", \"ab\")"), "1");
        assert_eq!(p(&mut m, "$_streq(\"ab\", \"a\")"), "0");
        // A `char *` into local memory.
        m.wave.store(AddrSpace::LOCAL, 0x40, b"[0,0,0]\0").unwrap();
        assert_eq!(p(&mut m, "$_streq((char *)local#0x40, \"[0,0,0]\")"), "1");
        assert_eq!(p(&mut m, "$_strlen((char *)local#0x40)"), "7");
        assert_eq!(p(&mut m, "$_memeq(&pr.c[0], &pr.c[0], 16)"), "1");
        assert_eq!(p(&mut m, "$_memeq(&pr.c[0], &pr.c[1], 4)"), "0");
        assert_eq!(
            p(&mut m, "$_strlen((char *)0x9000)"),
            "error: Cannot access memory at address 0x9000"
        );
        assert_eq!(
            p(&mut m, "$_strlen(1)"),
            "error: Trying to read string with inappropriate type `int'."
        );
        m.conv.insert(
            "name".into(),
            Value::from_bytes(Type::array_of(Type::char(), 4), b"abc\0".to_vec()),
        );
        assert_eq!(p(&mut m, "$_streq($name, \"abc\") && $_lane == 2"), "1");
    }

    #[test]
    fn history_and_assignment() {
        let mut m = mock();
        m.history = vec![Value::int(10), Value::int(20), Value::int(30)];
        assert_eq!(p(&mut m, "$"), "30");
        assert_eq!(p(&mut m, "$$"), "20");
        assert_eq!(p(&mut m, "$$2"), "10");
        assert_eq!(p(&mut m, "$1 + $2"), "30");
        assert_eq!(p(&mut m, "$4"), "error: History has not yet reached $4.");
        assert_eq!(p(&mut m, "$$3"), "error: History does not go back to $$3.");
        // set var x = 5; print x = 5
        assert_eq!(p(&mut m, "x = 5"), "5");
        assert_eq!(p(&mut m, "x"), "5");
        assert_eq!(p(&mut m, "x = 2.9"), "2");
        assert_eq!(p(&mut m, "pr.c[1] = x * 100"), "200");
        assert_eq!(p(&mut m, "pr"), "{a = 1, b = 2.5, c = {1, 200, 3, 4}}");
        assert_eq!(p(&mut m, "*lp = -1"), "-1");
        assert_eq!(p(&mut m, "lp[0]"), "-1");
        assert_eq!(p(&mut m, "$v0[2] = 77"), "77");
        assert_eq!(p(&mut m, "$v0[2]"), "77");
        assert_eq!(p(&mut m, "$foo = 3"), "3");
        assert_eq!(p(&mut m, "$foo * 2"), "6");
        assert_eq!(p(&mut m, "pr.b = 1"), "1");
        assert_eq!(p(&mut m, "x += 10"), "12");
        assert_eq!(p(&mut m, "x <<= 1"), "24");
        assert_eq!(p(&mut m, "x"), "24");
        assert_eq!(p(&mut m, "$foo *= 7"), "21");
        assert_eq!(p(&mut m, "pr.b"), "1");
    }

    /// Random expressions over C's literals, casts and operators, with what gdb 13 prints
    /// for `print` and `whatis` (x86-64 host program loaded, so `long` is 8 bytes).
    const GDB_RANDOM: &[(&str, &str, &str)] = &[
        ("(-5L / (-1 * -((1UL * 255))))", "72340172838076672", "unsigned long"),
        ("((-((signed char)1.5) + 1e10) || (((123456789 / 0x80000000) % (0xffu ^ 0x80000000)) ? 1e10 : -((10 ? 10 : 123456789))))", "1", "int"),
        ("(long long)4000000000", "4000000000", "long long"),
        ("-(3.0f)", "-3", "float"),
        ("((((0xffffffff < 3u) & (2147483647 & 0x80000000)) > 256) || 2)", "1", "int"),
        ("!(-(0.1))", "0", "int"),
        ("-(1e10)", "-10000000000", "double"),
        ("(0xffu >> (char)(2 & 0x7fffffff))", "63", "unsigned int"),
        ("(-2147483648 ? ('\\n' ^ 65535) : (((256 | 3u) % (unsigned int)0) >= ((4294967295 ^ 3) ? (3.0f >= 1) : 255)))", "65525", "int"),
        ("((signed char)(char)65535 | (0xffffffff * !((65535 ? 0xffu : 0))))", "4294967295", "unsigned int"),
        ("-(2)", "-2", "int"),
        ("-(~(((4294967295 != 3u) != (0xffu == 0x80000000))))", "2", "int"),
        ("(signed char)0xffffffff", "-1 '\\377'", "signed char"),
        ("((1e10 < ((unsigned long long)-2147483648 || (0 % -1))) && 1)", "0", "int"),
        ("(-2147483648 <= (((65535 ? 4000000000 : -5L) ^ (unsigned char)0x80000000) + ((long)'\\n' % (65535 ^ 0x80000000))))", "1", "int"),
        ("((1e10 ? -(5L) : (-(-5L) && (100000 != 1e10))) % 3)", "-2", "long"),
        ("~(10)", "-11", "int"),
        ("(short)4294967295", "-1", "short"),
        ("!(0xffu)", "0", "int"),
        ("((((0x7fffffff || 5L) ^ (2147483647 >= 4000000000)) > 3u) && ~((~(255) != (5L ? 123456789 : -2147483648))))", "0", "int"),
        ("((3u | (0x7fffffff || (unsigned long)4000000000)) - (unsigned char)((7 ? 65535 : 'A') | 0))", "4294967044", "unsigned int"),
        ("('A' ? (3u > ((123456789 << 0xffu) < -(0))) : -1)", "1", "int"),
        ("(3 >> (unsigned long long)(long)4294967295)", "0", "int"),
        ("(!((256 & 2)) << -2147483648)", "0", "int"),
        ("(10 != (unsigned short)(-5L << (-1 != 4000000000)))", "1", "int"),
        ("-(3)", "-3", "int"),
        ("(short)0x80000000", "0", "short"),
        ("(unsigned long)(unsigned int)((4000000000 >> 1) ? (unsigned int)3.0f : (unsigned char)3u)", "3", "unsigned long"),
        ("(signed char)-(((3 <= 'A') ? (-5L % 2) : (7 ? 7 : 2147483647)))", "1 '\\001'", "signed char"),
        ("(~(0xffffffff) == !(((123456789 ? 4000000000 : 0.1) >> (signed char)1u)))", "1", "int"),
        ("((-2147483648 >= (long long)(123456789 && 3u)) ^ (long long)(short)0)", "0", "long"),
        ("(long long)(255 && !(4294967295))", "0", "long long"),
        ("(((0xffu ? ~(3) : (0.5f - 0.5f)) && ~((1u >> 0xffffffff))) + 1UL)", "2", "unsigned long"),
        ("(!(1e10) | 0x80000000)", "2147483648", "unsigned int"),
        ("((0 == -(10)) ? (unsigned long long)(!(1u) ? ~(65535) : (3 || 3)) : (0 ? (1u % (255 ^ 3.0f)) : 0xffffffff))", "4294967295", "unsigned int"),
        ("1u", "1", "unsigned int"),
        ("(-(0x7fffffff) - (-1 / 2))", "-2147483647", "int"),
        ("(0xffu <= -((4294967295 == !(100000))))", "0", "int"),
        ("(unsigned short)3u", "3", "unsigned short"),
        ("(unsigned long long)(unsigned int)2", "2", "unsigned long long"),
        ("~(!(1.5))", "-1", "int"),
        ("(short)-2.5", "-2", "short"),
        ("(float)2", "2", "float"),
        ("(unsigned char)256", "0 '\\000'", "unsigned char"),
        ("(double)(long long)((long)3.0f && -(1))", "1", "double"),
        ("(!(((65535 || 0) && 'A')) & ((0xffu ^ ('A' && 0x80000000)) % ((-5L ^ 0xffffffff) - 3u)))", "0", "long"),
        ("(123456789 ^ (((0xffu % 2147483647) != (2147483647 / 1.5)) ? ((char)1.5 > ('\\n' ? 1UL : 1)) : ((double)123456789 | (0xffu && 255))))", "123456789", "int"),
        ("((65535 <= (unsigned long long)(0.1 <= 100000)) <= (-1 - 0))", "0", "int"),
        ("(7 == -2147483648)", "0", "int"),
        ("(((2147483647 ^ (long long)1) | 0x7fffffff) & 1u)", "1", "long"),
        ("((~((123456789 ? 3u : 4000000000)) <= ((long)0xffu * (2147483647 || 0.1))) & ((unsigned long long)(short)100000 != ((double)2 > 3)))", "0", "int"),
        ("(1.5 != (~(-(10)) + ((short)1.5 ^ 3)))", "1", "int"),
        ("(1u != 5L)", "1", "int"),
        ("(((unsigned long)(4294967295 / -1) > 1) << 0xffu)", "0", "int"),
        ("((((-2147483648 * 0xffu) != 1UL) - 0xffu) < -2.5)", "0", "int"),
        ("0.1", "0.10000000000000001", "double"),
        ("0x7fffffff", "2147483647", "int"),
        ("(((-(1) | 1) - 0xffffffff) + ((int)100000 / ~(123456789)))", "0", "unsigned int"),
        ("(float)'A'", "65", "float"),
        ("((((0xffffffff > 5L) ? 255 : (signed char)0.1) < 10) ? (long)(-1 >> 5L) : -(((long)-1 != 4000000000)))", "-1", "int"),
        ("(unsigned int)('\\n' >= ('A' < (unsigned long)3))", "1", "unsigned int"),
        ("!(3)", "0", "int"),
        ("(2 | 3u)", "3", "unsigned int"),
        ("(unsigned int)-2.5", "4294967294", "unsigned int"),
        ("(((signed char)(int)2 || 3u) < -((-(2) <= (0xffffffff == 0))))", "0", "int"),
        ("('\\n' / ~(7))", "-1", "int"),
        ("('\\n' < 4000000000)", "1", "int"),
        ("(long)(2 % 'A')", "2", "long"),
        ("(char)(((3 / -2.5) > 100000) <= ((-1 == 'A') + (0.1 / 256)))", "1 '\\001'", "char"),
        ("(123456789 ? 1UL : -(((1.5 > 65535) ? (65535 & 3) : ~(1.5))))", "1", "unsigned long"),
        ("((unsigned short)((double)2 != 1e10) >> 3.0f)", "error: Integer-only operation on floating point number.", ""),
        ("(((4294967295 && (0.5f ? 1u : 0.1)) > ((2 == 1UL) ? 4000000000 : 255)) ^ ((double)(256 | -2147483648) <= ((1 ? 255 : 4000000000) || (1.5 << 123456789))))", "error: Integer-only operation on floating point number.", ""),
        ("('\\n' ? ((3.0f | (short)123456789) ? ((0xffu < 1u) > (-2147483648 / 0.1)) : (~(1.5) < (0.1 < 0))) : (unsigned short)(long long)-1)", "error: Integer-only operation on floating point number.", ""),
        ("((-2.5 ^ ((0.1 == 'A') * '\\n')) & 2)", "error: Integer-only operation on floating point number.", ""),
        ("!(((7 <= (1u ^ 256)) <= ((255 ? 1.5 : 1) << ~(-1))))", "error: Integer-only operation on floating point number.", ""),
        ("((((-2.5 >> 0x7fffffff) <= (short)1UL) == ((2 / 0x80000000) >> 1e10)) < ((unsigned long long)(0.1 >= '\\n') / (1.5 + 0.5f)))", "error: Integer-only operation on floating point number.", ""),
        ("((((1u + 0) > (-2.5 ? -2.5 : 1)) >= (short)1UL) * (7 & 0.5f))", "error: Integer-only operation on floating point number.", ""),
        ("(2 / (short)((unsigned long long)10 % 0.5f))", "error: Integer-only operation on floating point number.", ""),
        ("(-5L <= (long)(0.1 | ~(1e10)))", "error: Argument to complement operation not an integer, boolean.", ""),
        ("(!(4294967295) > (((0.5f % -2147483648) ? 1u : (long long)123456789) & 10))", "error: Integer-only operation on floating point number.", ""),
        ("(((100000 >= !(0)) >= ((char)0x80000000 || (unsigned long)'A')) && ((!(0x80000000) > 0xffu) == -(('A' % 1e10))))", "error: Integer-only operation on floating point number.", ""),
        ("((65535 / 0.1) >> (((float)256 ? (3u & 0.5f) : 255) ? 3.0f : (!(3) == (double)2)))", "error: Integer-only operation on floating point number.", ""),
    ];

    #[test]
    fn random_expressions_as_gdb() {
        let mut m = mock();
        for (text, value, ty) in GDB_RANDOM {
            match evaluate_text(text, &mut m) {
                Ok(v) => {
                    assert_eq!(
                        &format_value(&v, &FormatOptions::default()),
                        value,
                        "{text}"
                    );
                    assert_eq!(&v.ty.name(), ty, "{text}");
                }
                Err(e) => assert_eq!(format!("error: {e}"), *value, "{text}"),
            }
        }
    }
}
