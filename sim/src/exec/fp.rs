//! Floating-point helpers with the AMDGPU ISA's definitions: IEEE-mode min/max, `fract`,
//! `frexp`, `ldexp`, the division helpers (`div_scale`, `div_fmas`, `div_fixup`),
//! `cmp_class` masks and f16 conversions. Arithmetic is IEEE-754 round-to-nearest-even with
//! denormals kept, which is the MODE the compilers set for compute kernels.

#![allow(missing_docs)]

#[inline(always)]
pub fn f32_(x: u64) -> f32 {
    f32::from_bits(x as u32)
}
#[inline(always)]
pub fn b32(x: f32) -> u64 {
    x.to_bits() as u64
}
#[inline(always)]
pub fn f64_(x: u64) -> f64 {
    f64::from_bits(x)
}
#[inline(always)]
pub fn b64(x: f64) -> u64 {
    x.to_bits()
}

/// `a * b + c` for f32 computed in f64, and whether that is the correctly rounded fused
/// multiply-add (`a.mul_add(b, c)`, one rounding) — the usual case, and cheap because it needs
/// no fused instruction (baseline x86-64 has none, so `mul_add` is a library call).
///
/// Why it is exact when `ok`: the product of two f32 is exact in f64 (48 significant bits),
/// so `r` is the exact sum rounded once to f64, and the two-sum error term tells whether that
/// rounding was exact (then `r as f32` is one rounding of the exact value). Otherwise, if
/// rounding `r` to f32 gave a different value from rounding the exact sum, an f32 value or a
/// midpoint between two f32 values would lie between the exact sum and `r`; in the normal f32
/// range both are f64 values, and no f64 value lies strictly closer to the exact sum than `r`,
/// so it would be `r` itself. An f32 value `r` rounds to itself, which is right; so only an
/// inexact `r` that is an f32 midpoint (its 29 low significand bits `1000…0`) can be wrong,
/// and those, inexact results outside the normal f32 range (where midpoints have other bit
/// patterns), NaNs and infinities (whose bits are left to `mul_add`) are not `ok`.
#[inline(always)]
pub fn fma32_via_f64(a: f32, b: f32, c: f32) -> (f32, bool) {
    let (xy, z) = (a as f64 * b as f64, c as f64);
    let r = xy + z;
    // Knuth's two-sum: the rounding error of `xy + z`, exactly.
    let zz = r - xy;
    let err = (xy - (r - zz)) + (z - zz);
    // In 32-bit halves (32-bit integer lanes vectorise on baseline x86-64, 64-bit compares
    // do not): the exponent is in the high word, the 29 low significand bits in the low one.
    let bits = r.to_bits();
    let (hi, lo) = ((bits >> 32) as u32, bits as u32);
    let e = (hi >> 20) & 0x7ff;
    // 1023 - 126: the f64 exponent of f32's smallest normal, 2^-126; 0x7ff: NaN/infinity.
    let rounded_ok = lo & 0x1fff_ffff != 0x1000_0000 && e >= 1023 - 126;
    (r as f32, e != 0x7ff && (err == 0.0 || rounded_ok))
}

/// `a * b + c` for f32 computed in f64, and whether the f64 sum was exact: then rounding it
/// to f32 is the one rounding of the fused multiply-add (NaNs and infinities are never
/// reported exact: their two-sum error is NaN). Only float operations, for lane loops;
/// [`fma32`] decides the other cases.
#[inline(always)]
pub fn fma32_exact_via_f64(a: f32, b: f32, c: f32) -> (f32, bool) {
    let (xy, z) = (a as f64 * b as f64, c as f64);
    let r = xy + z;
    let zz = r - xy;
    let err = (xy - (r - zz)) + (z - zz);
    (r as f32, err == 0.0)
}

/// The fused multiply-add `a.mul_add(b, c)`, through [`fma32_via_f64`] when that is exact.
#[inline(always)]
pub fn fma32(a: f32, b: f32, c: f32) -> f32 {
    match fma32_via_f64(a, b, c) {
        (r, true) => r,
        _ => a.mul_add(b, c),
    }
}

/// IEEE-754 minNum/maxNum as the ISA defines them in IEEE mode, for one float width: a NaN
/// operand yields the other operand, two NaNs yield the first one quieted, and -0 orders below
/// +0. One body serves f32 and f64.
macro_rules! ieee_min_max {
    ($min:ident, $max:ident, $t:ty, $quiet_bit:expr) => {
        #[inline]
        pub fn $min(a: $t, b: $t) -> $t {
            match (a.is_nan(), b.is_nan()) {
                (true, true) => <$t>::from_bits(a.to_bits() | $quiet_bit),
                (true, false) => b,
                (false, true) => a,
                _ if a == b => {
                    if a.is_sign_negative() {
                        a
                    } else {
                        b
                    }
                }
                _ => {
                    if a < b {
                        a
                    } else {
                        b
                    }
                }
            }
        }
        #[inline]
        pub fn $max(a: $t, b: $t) -> $t {
            match (a.is_nan(), b.is_nan()) {
                (true, true) => <$t>::from_bits(a.to_bits() | $quiet_bit),
                (true, false) => b,
                (false, true) => a,
                _ if a == b => {
                    if a.is_sign_negative() {
                        b
                    } else {
                        a
                    }
                }
                _ => {
                    if a > b {
                        a
                    } else {
                        b
                    }
                }
            }
        }
    };
}
ieee_min_max!(fmin32, fmax32, f32, 0x0040_0000);
ieee_min_max!(fmin64, fmax64, f64, 1 << 51);

/// `v_med3_f32`: the median, NaN-aware as the ISA defines it.
pub fn fmed3(a: f32, b: f32, c: f32) -> f32 {
    if a.is_nan() || b.is_nan() || c.is_nan() {
        return fmin32(fmin32(a, b), c);
    }
    let mx = fmax32(fmax32(a, b), c);
    if mx == a {
        fmax32(b, c)
    } else if mx == b {
        fmax32(a, c)
    } else {
        fmax32(a, b)
    }
}

pub fn fract32(x: f32) -> f32 {
    if x.is_infinite() {
        return f32::NAN;
    }
    (x - x.floor()).min(f32::from_bits(0x3f7f_ffff))
}
pub fn fract64(x: f64) -> f64 {
    if x.is_infinite() {
        return f64::NAN;
    }
    (x - x.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff))
}

/// `frexp` mantissa in [0.5, 1) with the sign of `x`; zero, infinities and NaN pass through.
pub fn frexp_mant32(x: f32) -> f32 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let (m, _) = frexp64(x as f64);
    m as f32
}
pub fn frexp_exp32(x: f32) -> i32 {
    if x == 0.0 || !x.is_finite() {
        return 0;
    }
    frexp64(x as f64).1
}
pub fn frexp_mant64(x: f64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    frexp64(x).0
}
pub fn frexp_exp64(x: f64) -> i32 {
    if x == 0.0 || !x.is_finite() {
        return 0;
    }
    frexp64(x).1
}
fn frexp64(x: f64) -> (f64, i32) {
    let mut bits = x.to_bits();
    let mut e = ((bits >> 52) & 0x7ff) as i32;
    let mut adj = 0;
    if e == 0 {
        // Denormal: normalise first.
        let y = x * f64::from_bits(0x43f0_0000_0000_0000); // 2^64
        bits = y.to_bits();
        e = ((bits >> 52) & 0x7ff) as i32;
        adj = -64;
    }
    let exp = e - 1022 + adj;
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, exp)
}

/// `scalbn` for f64, correctly rounded (musl's algorithm).
pub fn ldexp64(x: f64, n: i32) -> f64 {
    let mut n = n;
    let mut y = x;
    let p1023 = f64::from_bits(0x7fe0_0000_0000_0000);
    let m1022 = f64::from_bits(0x0010_0000_0000_0000) * f64::from_bits(0x4340_0000_0000_0000); // 2^-1022 * 2^53
    if n > 1023 {
        y *= p1023;
        n -= 1023;
        if n > 1023 {
            y *= p1023;
            n -= 1023;
            if n > 1023 {
                n = 1023;
            }
        }
    } else if n < -1022 {
        y *= m1022;
        n += 1022 - 53;
        if n < -1022 {
            y *= m1022;
            n += 1022 - 53;
            if n < -1022 {
                n = -1022;
            }
        }
    }
    y * f64::from_bits(((0x3ff + n) as u64) << 52)
}
pub fn ldexp32(x: f32, n: i32) -> f32 {
    (x as f64 * ldexp64(1.0, n.clamp(-400, 400))) as f32
}

fn exponent32(x: f32) -> i32 {
    ((x.to_bits() >> 23) & 0xff) as i32
}
fn exponent64(x: f64) -> i32 {
    ((x.to_bits() >> 52) & 0x7ff) as i32
}

/// `v_div_scale_f32 D, VCC, S0, S1, S2`: returns (D, VCC bit).
pub fn div_scale32(s0: f32, s1: f32, s2: f32) -> (f32, bool) {
    let mut d = s0;
    let mut vcc = false;
    let denorm32 = |x: f32| x != 0.0 && x.is_subnormal();
    if s2 == 0.0 || s1 == 0.0 {
        d = f32::NAN;
    } else if exponent32(s2) - exponent32(s1) >= 96 {
        vcc = true;
        if s0 == s1 {
            d = ldexp32(s0, 64);
        }
    } else if denorm32(s1) {
        d = ldexp32(s0, 64);
    } else if (1.0 / s1 as f64).is_subnormal() && denorm32(s2 / s1) {
        vcc = true;
        if s0 == s1 {
            d = ldexp32(s0, 64);
        }
    } else if (1.0 / s1 as f64).is_subnormal() {
        d = ldexp32(s0, -64);
    } else if denorm32(s2 / s1) {
        vcc = true;
        if s0 == s2 {
            d = ldexp32(s0, 64);
        }
    } else if exponent32(s2) <= 23 {
        d = ldexp32(s0, 64);
    }
    (d, vcc)
}
pub fn div_scale64(s0: f64, s1: f64, s2: f64) -> (f64, bool) {
    let mut d = s0;
    let mut vcc = false;
    let denorm = |x: f64| x != 0.0 && x.is_subnormal();
    if s2 == 0.0 || s1 == 0.0 {
        d = f64::NAN;
    } else if exponent64(s2) - exponent64(s1) >= 768 {
        vcc = true;
        if s0 == s1 {
            d = ldexp64(s0, 128);
        }
    } else if denorm(s1) {
        d = ldexp64(s0, 128);
    } else if denorm(1.0 / s1) && denorm(s2 / s1) {
        vcc = true;
        if s0 == s1 {
            d = ldexp64(s0, 128);
        }
    } else if denorm(1.0 / s1) {
        d = ldexp64(s0, -128);
    } else if denorm(s2 / s1) {
        vcc = true;
        if s0 == s2 {
            d = ldexp64(s0, 128);
        }
    } else if exponent64(s2) <= 53 {
        d = ldexp64(s0, 128);
    }
    (d, vcc)
}
pub fn div_fmas32(a: f32, b: f32, c: f32, vcc: bool) -> f32 {
    let r = a.mul_add(b, c);
    if vcc {
        ldexp32(r, if exponent32(c) >= 127 { 64 } else { -64 })
    } else {
        r
    }
}
pub fn div_fmas64(a: f64, b: f64, c: f64, vcc: bool) -> f64 {
    let r = a.mul_add(b, c);
    if vcc {
        ldexp64(r, if exponent64(c) >= 1023 { 128 } else { -128 })
    } else {
        r
    }
}
/// `v_div_fixup_f32 D, S0 (quotient), S1 (denominator), S2 (numerator)`.
pub fn div_fixup32(s0: f32, s1: f32, s2: f32) -> f32 {
    let neg = s1.is_sign_negative() != s2.is_sign_negative();
    let signed = |x: f32| if neg { -x.abs() } else { x.abs() };
    if s2.is_nan() {
        f32::from_bits(s2.to_bits() | 0x0040_0000)
    } else if s1.is_nan() {
        f32::from_bits(s1.to_bits() | 0x0040_0000)
    } else if (s1 == 0.0 && s2 == 0.0) || (s1.is_infinite() && s2.is_infinite()) {
        f32::from_bits(0xffc0_0000)
    } else if s1 == 0.0 || s2.is_infinite() {
        signed(f32::INFINITY)
    } else if s1.is_infinite() || s2 == 0.0 {
        signed(0.0)
    } else if s0.is_nan() {
        signed(f32::NAN)
    } else {
        signed(s0)
    }
}
pub fn div_fixup64(s0: f64, s1: f64, s2: f64) -> f64 {
    let neg = s1.is_sign_negative() != s2.is_sign_negative();
    let signed = |x: f64| if neg { -x.abs() } else { x.abs() };
    if s2.is_nan() {
        f64::from_bits(s2.to_bits() | 1 << 51)
    } else if s1.is_nan() {
        f64::from_bits(s1.to_bits() | 1 << 51)
    } else if (s1 == 0.0 && s2 == 0.0) || (s1.is_infinite() && s2.is_infinite()) {
        f64::from_bits(0xfff8_0000_0000_0000)
    } else if s1 == 0.0 || s2.is_infinite() {
        signed(f64::INFINITY)
    } else if s1.is_infinite() || s2 == 0.0 {
        signed(0.0)
    } else if s0.is_nan() {
        signed(f64::NAN)
    } else {
        signed(s0)
    }
}

/// The `v_cmp_class` class bit of a value: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal,
/// 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
pub fn class64(x: f64, quiet_bit: bool) -> u32 {
    if x.is_nan() {
        return if quiet_bit { 1 } else { 0 };
    }
    let neg = x.is_sign_negative();
    match (neg, x.is_infinite(), x == 0.0, x.is_subnormal()) {
        (true, true, _, _) => 2,
        (true, _, true, _) => 5,
        (true, _, _, true) => 4,
        (true, _, _, _) => 3,
        (false, true, _, _) => 9,
        (false, _, true, _) => 6,
        (false, _, _, true) => 7,
        (false, _, _, _) => 8,
    }
}
pub fn class32(bits: u32) -> u32 {
    let x = f32::from_bits(bits);
    let (m, q) = (x as f64, bits & 0x0040_0000 != 0);
    if x.is_subnormal() {
        return if x.is_sign_negative() { 4 } else { 7 };
    }
    class64(m, q)
}
pub fn class_f64(bits: u64) -> u32 {
    class64(f64::from_bits(bits), bits & (1 << 51) != 0)
}

/// f32 → f16 bits, round to nearest even.
pub fn f32_to_f16(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let e = ((b >> 23) & 0xff) as i32;
    let m = b & 0x7f_ffff;
    if e == 0xff {
        return sign | 0x7c00 | if m != 0 { 0x200 | (m >> 13) as u16 } else { 0 };
    }
    let e16 = e - 127 + 15;
    if e16 >= 0x1f {
        return sign | 0x7c00;
    }
    if e16 <= 0 {
        if e16 < -10 {
            return sign;
        }
        let m = m | 0x80_0000;
        let shift = (14 - e16) as u32;
        let half = 1u32 << (shift - 1);
        let rem = m & ((1 << shift) - 1);
        let mut r = m >> shift;
        if rem > half || (rem == half && r & 1 == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e16 as u32) << 10) | (m >> 13);
    let rem = m & 0x1fff;
    if rem > 0x1000 || (rem == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r as u16
}
/// f16 bits → f32 (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f32;
    if e == 0 {
        sign * m * f32::from_bits(0x3380_0000) // 2^-24
    } else if e == 0x1f {
        if m == 0.0 {
            sign * f32::INFINITY
        } else {
            f32::from_bits(((h as u32 & 0x8000) << 16) | 0x7fc0_0000 | ((h as u32 & 0x3ff) << 13))
        }
    } else {
        sign * (1.0 + m / 1024.0) * ldexp32(1.0, e - 15)
    }
}

/// f16 bits → f64, exactly; a NaN keeps its sign and payload (the payload in the top
/// significand bits, so the quiet bit stays the quiet bit).
#[inline]
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = ((h & 0x8000) as u64) << 48;
    let e = ((h >> 10) & 0x1f) as u64;
    let m = (h & 0x3ff) as u64;
    match e {
        // A denormal is m * 2^-24, exact in f64.
        0 => {
            let v = m as f64 * f64::from_bits(0x3e70_0000_0000_0000);
            f64::from_bits(v.to_bits() | sign)
        }
        0x1f => f64::from_bits(sign | 0x7ff0_0000_0000_0000 | m << 42),
        _ => f64::from_bits(sign | (e + 1023 - 15) << 52 | m << 42),
    }
}

/// f64 → f16 bits, rounded to nearest even once, denormals kept; a NaN keeps its sign and
/// the top of its payload and is quieted.
#[inline]
pub fn f64_to_f16(x: f64) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 48) & 0x8000) as u16;
    let e = ((b >> 52) & 0x7ff) as i32;
    let m = b & ((1u64 << 52) - 1);
    if e == 0x7ff {
        return sign | 0x7c00 | if m != 0 { 0x200 | (m >> 42) as u16 } else { 0 };
    }
    let e16 = e - 1023 + 15;
    if e16 >= 0x1f {
        return sign | 0x7c00;
    }
    // Below half the smallest f16 denormal (2^-25): zero. f64 denormals are far below.
    if e == 0 || e16 < -10 {
        return sign;
    }
    // Normal results keep 10 of the 52 fraction bits; denormal ones fewer, with the implicit
    // bit made explicit. A carry out of the fraction moves into the exponent, up to infinity.
    let (head, shift) = if e16 >= 1 {
        (((e16 as u64) << 10) | (m >> 42), 42)
    } else {
        let shift = (42 + 1 - e16) as u32;
        ((m | 1 << 52) >> shift, shift)
    };
    let full = if e16 >= 1 { m } else { m | 1 << 52 };
    let rem = full & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    let r = if rem > half || (rem == half && head & 1 == 1) {
        head + 1
    } else {
        head
    };
    sign | r as u16
}

/// f32 → f16 bits, rounded toward zero (`v_cvt_pkrtz_f16_f32`): the nearest-even result,
/// moved one step toward zero when it rounded away (past the largest finite: the largest
/// finite).
#[inline]
pub fn f32_to_f16_rtz(x: f32) -> u16 {
    let r = f64_to_f16(x as f64);
    if f16_to_f64(r).abs() > (x as f64).abs() {
        r - 1
    } else {
        r
    }
}

/// The f16 NaN an invalid operation produces (no NaN operand).
pub const F16_DEFAULT_NAN: u16 = 0x7e00;

#[inline(always)]
fn is_nan16(h: u16) -> bool {
    h & 0x7fff > 0x7c00
}

/// The first NaN of `ops`, quieted, if any: a NaN operand is the result of an f16 operation.
#[inline(always)]
fn nan_operand16(ops: &[u16]) -> Option<u16> {
    ops.iter().find(|&&h| is_nan16(h)).map(|&h| h | 0x200)
}

/// An f16 operation on f16 operands (bits, low 16 of each) computed in f64 and rounded once
/// to f16: exact for add, sub and mul (the f64 result is exact), and for div and sqrt (f64
/// has more than twice f16's precision plus two bits, so the double rounding is innocuous).
/// A NaN operand gives that NaN quieted, an invalid operation [`F16_DEFAULT_NAN`].
#[inline]
pub fn op16(ops: &[u64], f: impl Fn(&[f64; 3]) -> f64) -> u64 {
    let mut h = [0u16; 3];
    let mut x = [0f64; 3];
    for (k, &o) in ops.iter().enumerate().take(3) {
        h[k] = o as u16;
        x[k] = f16_to_f64(h[k]);
    }
    if let Some(n) = nan_operand16(&h[..ops.len().min(3)]) {
        return n as u64;
    }
    let r = f(&x);
    (if r.is_nan() {
        F16_DEFAULT_NAN
    } else {
        f64_to_f16(r)
    }) as u64
}

/// `a * b + c` with one rounding to f16. The product is exact in f64 (22 significant bits);
/// the sum is rounded to odd in f64 (rounded to nearest, then, if inexact and even, moved one
/// step toward the exact sum), and rounding an odd-rounded value with at least p + 2 more bits
/// to f16 is the correct rounding of the exact sum. (For three f16 operands rounding to
/// nearest would do too: the f64 sum is inexact only when one addend is more than 2^29 times
/// the other, and then the larger is either `c`, an f16 value the smaller cannot move by half
/// an ulp, or a product past f16's range; the rounding to odd does not rely on that, and the
/// mixed f32 forms need it.)
#[inline]
pub fn fma16(a: u64, b: u64, c: u64) -> u64 {
    op16(&[a, b, c], |x| fma_odd(x[0], x[1], x[2]))
}

/// `x * y + z` rounded to odd in f64, for operands of at most 24 significant bits (f32, f16):
/// the product is exact, and rounding the result once more to a format of at most 25 bits
/// (f32, f16) is the correctly rounded fused multiply-add.
#[inline]
pub fn fma_odd(x: f64, y: f64, z: f64) -> f64 {
    let xy = x * y;
    let r = xy + z;
    if !r.is_finite() {
        return r;
    }
    // Knuth's two-sum: the rounding error of `xy + z`, exactly.
    let zz = r - xy;
    let err = (xy - (r - zz)) + (z - zz);
    let bits = r.to_bits();
    if err == 0.0 || bits & 1 == 1 {
        r
    } else if (err > 0.0) == (r > 0.0) {
        f64::from_bits(bits + 1)
    } else {
        f64::from_bits(bits - 1)
    }
}

/// `v_mad_f16`/`v_mac_f16`: the product rounded to f16, then the sum rounded again.
#[inline]
pub fn mad16(a: u64, b: u64, c: u64) -> u64 {
    op16(&[a, b, c], |x| f16_to_f64(f64_to_f16(x[0] * x[1])) + x[2])
}

/// IEEE-mode minNum/maxNum on f16 bits (as [`fmin64`]/[`fmax64`], exact through f64).
#[inline]
pub fn fmin16(a: u64, b: u64) -> u64 {
    f64_to_f16(fmin64(f16_to_f64(a as u16), f16_to_f64(b as u16))) as u64
}
#[inline]
pub fn fmax16(a: u64, b: u64) -> u64 {
    f64_to_f16(fmax64(f16_to_f64(a as u16), f16_to_f64(b as u16))) as u64
}

/// `v_med3_f16`, as [`fmed3`] (f16 values are exact in f32, the result is one of them).
#[inline]
pub fn fmed3_16(a: u64, b: u64, c: u64) -> u64 {
    let f = |x: u64| f16_to_f32(x as u16);
    f32_to_f16(fmed3(f(a), f(b), f(c))) as u64
}

/// `v_fract_f16`: `x - floor(x)`, at most the largest f16 below 1; NaN for infinities.
#[inline]
pub fn fract16(a: u64) -> u64 {
    let r = op16(&[a], |x| {
        if x[0].is_infinite() {
            f64::NAN
        } else {
            x[0] - x[0].floor()
        }
    });
    // A tiny negative value's fraction rounds up to 1.0.
    if r == 0x3c00 {
        0x3bff
    } else {
        r
    }
}

/// `v_ldexp_f16`: `a * 2^n` for the 16-bit signed `n`, rounded once.
#[inline]
pub fn ldexp16(a: u64, n: u64) -> u64 {
    let n = (n as u16 as i16 as i32).clamp(-100, 100);
    op16(&[a], |x| ldexp64(x[0], n))
}

/// `v_frexp_mant_f16`: the mantissa in [0.5, 1); zero, infinities and NaN pass through.
#[inline]
pub fn frexp_mant16(a: u64) -> u64 {
    op16(&[a], |x| frexp_mant64(x[0]))
}

/// `v_frexp_exp_i16_f16`: the exponent as a 16-bit integer (0 for zero, infinities, NaN).
#[inline]
pub fn frexp_exp16(a: u64) -> u64 {
    frexp_exp64(f16_to_f64(a as u16)) as i16 as u16 as u64
}

/// The `clamp` output modifier on f16 bits: to [0, 1], NaN to 0.
#[inline]
pub fn clamp16(h: u64) -> u64 {
    let x = f16_to_f64(h as u16);
    if x.is_nan() || x < 0.0 {
        0
    } else if x >= 1.0 {
        0x3c00
    } else {
        h
    }
}

/// `v_div_fixup_f16`, as [`div_fixup32`] (f16 values are exact in f32).
#[inline]
pub fn div_fixup16(a: u64, b: u64, c: u64) -> u64 {
    let f = |x: u64| f16_to_f32(x as u16);
    f32_to_f16(div_fixup32(f(a), f(b), f(c))) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes() {
        assert_eq!(class32(f32::NEG_INFINITY.to_bits()), 2);
        assert_eq!(class32((-1.0f32).to_bits()), 3);
        assert_eq!(class32(0x8000_0001), 4);
        assert_eq!(class32(0x8000_0000), 5);
        assert_eq!(class32(0), 6);
        assert_eq!(class32(1), 7);
        assert_eq!(class32(1.0f32.to_bits()), 8);
        assert_eq!(class32(f32::INFINITY.to_bits()), 9);
        assert_eq!(class32(0x7fc0_0000), 1);
        assert_eq!(class32(0x7f80_0001), 0);
        assert_eq!(class_f64((-0.0f64).to_bits()), 5);
        assert_eq!(class_f64((-2.0f64).to_bits()), 3);
        assert_eq!(class_f64(f64::NEG_INFINITY.to_bits()), 2);
    }

    #[test]
    fn frexp_ldexp() {
        assert_eq!(frexp_mant32(8.0), 0.5);
        assert_eq!(frexp_exp32(8.0), 4);
        assert_eq!(frexp_exp32(f32::from_bits(1)), -148);
        assert_eq!(frexp_mant32(-3.0), -0.75);
        assert_eq!(ldexp32(1.0, -149), f32::from_bits(1));
        assert_eq!(ldexp32(1.0, 128), f32::INFINITY);
        assert_eq!(ldexp64(1.0, -1074), f64::from_bits(1));
        assert_eq!(ldexp64(3.0, 4), 48.0);
        assert_eq!(frexp_exp64(f64::from_bits(1)), -1073);
    }

    #[test]
    fn minmax_nan_and_zero() {
        assert_eq!(fmax32(f32::NAN, 1.0), 1.0);
        assert_eq!(fmin32(1.0, f32::NAN), 1.0);
        assert!(fmax32(-0.0, 0.0).is_sign_positive());
        assert!(fmin32(0.0, -0.0).is_sign_negative());
        assert_eq!(fmed3(3.0, 1.0, 2.0), 2.0);
    }

    #[test]
    fn division_helpers() {
        // The LLVM f32 division expansion on ordinary values: no scaling.
        assert_eq!(div_scale32(3.0, 7.0, 3.0), (3.0, false));
        assert!(div_scale32(1.0, 0.0, 1.0).0.is_nan());
        assert_eq!(div_fixup32(0.5, 2.0, 1.0), 0.5);
        assert_eq!(div_fixup32(0.5, -2.0, 1.0), -0.5);
        assert_eq!(div_fixup32(123.0, 0.0, 1.0), f32::INFINITY);
        assert!(div_fixup32(1.0, 0.0, 0.0).is_nan());
        assert_eq!(div_fixup64(7.0, f64::INFINITY, 1.0), 0.0);
    }

    #[test]
    fn half() {
        for x in [
            0.0f32,
            1.0,
            -2.5,
            65504.0,
            6.1035156e-5,
            5.9604645e-8,
            0.333333,
        ] {
            let h = f32_to_f16(x);
            let back = f16_to_f32(h);
            assert!(
                (back - x).abs() <= x.abs() * 1e-3 + 1e-7,
                "{x} -> {h:#x} -> {back}"
            );
        }
        assert_eq!(f32_to_f16(1.0), 0x3c00);
        assert_eq!(f32_to_f16(f32::INFINITY), 0x7c00);
        assert_eq!(f32_to_f16(1e6), 0x7c00);
    }
}
