//! The expression parser: a lexer and precedence climbing over C's operators (unary and
//! postfix operators, casts, `sizeof`, binary operators by [`BinOp::precedence`], `?:`
//! and `=` to the right). Errors say where, as gdb does: ``A syntax error in expression,
//! near `rest of the input'.``

use dwarf_ext::AddrSpace;

use super::{BinOp, Dollar, Expr, IntType, TypeName, UnOp};

/// Expressions nest at most this deep (parentheses, unary chains): hostile input must not
/// exhaust the stack.
const MAX_DEPTH: u32 = 256;

/// Why text is not an expression.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// gdb's message; `near` is the input from the offending token on.
    #[error("A syntax error in expression, near `{near}'.")]
    Syntax {
        /// The rest of the input.
        near: String,
        /// Its byte offset.
        offset: usize,
    },
    /// A malformed number (`08`).
    #[error("Invalid number \"{0}\".")]
    InvalidNumber(String),
    /// A number too large for any integer type.
    #[error("Numeric constant too large.")]
    TooLarge,
    /// `'ab'`, `''`.
    #[error("Invalid character constant.")]
    InvalidChar,
    /// `$` followed by nothing usable, or an address-space literal with a bad space.
    #[error("Invalid address space \"{0}\".")]
    BadSpace(String),
    /// A string literal without its closing quote.
    #[error("Unterminated string in expression.")]
    Unterminated,
    /// Nesting deeper than the parser allows.
    #[error("expression nests too deeply")]
    TooDeep,
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Int(u64, IntType),
    Float(f64, bool),
    Char(u8),
    Str(Vec<u8>),
    Ident(String),
    Dollar(Dollar),
    Address(AddrSpace, u64),
    Punct(&'static str),
    End,
}

/// Punctuators, longest first so `<<` wins over `<`.
const PUNCTS: &[&str] = &[
    "<<=", ">>=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "->", "<<", ">>", "<=", ">=",
    "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "<", ">", "&", "|", "^", "!", "~", "?", ":",
    "=", "(", ")", "[", "]", ".", ",", "@",
];

/// Words that start a type name in a cast or `sizeof`.
const TYPE_WORDS: &[&str] = &[
    "struct", "union", "enum", "class", "unsigned", "signed", "int", "char", "short", "long",
    "float", "double", "void", "bool", "_Bool", "const", "volatile", "uint", "ushort", "uchar",
    "ulong",
];

fn lex(text: &str) -> Result<Vec<(Tok, usize)>, ParseError> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    let syntax = |at: usize| ParseError::Syntax {
        near: text[at..].to_string(),
        offset: at,
    };
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            let (tok, end) = number(text, i)?;
            out.push((tok, start));
            i = end;
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            loop {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                // C++ qualified names (`ns::P`, `Color::Red`) are one identifier.
                let more = b.get(i..i + 3).is_some_and(|t| {
                    t[0] == b':' && t[1] == b':' && (t[2].is_ascii_alphabetic() || t[2] == b'_')
                });
                if !more {
                    break;
                }
                i += 2;
            }
            let word = &text[start..i];
            // `local#0x10`: an address-space-qualified address (ROCgdb's syntax).
            if b.get(i) == Some(&b'#') {
                let space =
                    AddrSpace::parse(word).ok_or_else(|| ParseError::BadSpace(word.to_string()))?;
                let (tok, end) = number(text, i + 1)?;
                let Tok::Int(addr, _) = tok else {
                    return Err(syntax(i + 1));
                };
                out.push((Tok::Address(space, addr), start));
                i = end;
                continue;
            }
            out.push((Tok::Ident(word.to_string()), start));
            continue;
        }
        if c == b'$' {
            i += 1;
            let name_start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
                i += 1;
            }
            let name = &text[name_start..i];
            let d = if name.is_empty() {
                Dollar::Back(0)
            } else if let Some(rest) = name.strip_prefix('$') {
                if rest.is_empty() {
                    Dollar::Back(1)
                } else {
                    Dollar::Back(rest.parse().map_err(|_| syntax(start))?)
                }
            } else if name.bytes().all(|c| c.is_ascii_digit()) {
                Dollar::Absolute(name.parse().map_err(|_| ParseError::TooLarge)?)
            } else if name.contains('$') {
                return Err(syntax(start));
            } else {
                Dollar::Name(name.to_string())
            };
            out.push((Tok::Dollar(d), start));
            continue;
        }
        if c == b'"' {
            let (bytes, end) = string_literal(text, i)?;
            out.push((Tok::Str(bytes), start));
            i = end;
            continue;
        }
        if c == b'\'' {
            let (ch, end) = char_literal(text, i)?;
            out.push((Tok::Char(ch), start));
            i = end;
            continue;
        }
        match PUNCTS.iter().find(|p| text[i..].starts_with(**p)) {
            Some(p) => {
                out.push((Tok::Punct(p), start));
                i += p.len();
            }
            None => return Err(syntax(start)),
        }
    }
    out.push((Tok::End, text.len()));
    Ok(out)
}

/// A number at `i`: integers in decimal, hex (`0x`), binary (`0b`) and octal (leading
/// `0`), with `u`/`l`/`ll` suffixes; floats with a fraction or exponent and an `f`/`l`
/// suffix.
fn number(text: &str, i: usize) -> Result<(Tok, usize), ParseError> {
    let b = text.as_bytes();
    let mut j = i;
    while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'.' || b[j] == b'_') {
        // An exponent sign belongs to the number (`1e-5`), except in hex.
        j += 1;
        if j < b.len()
            && (b[j] == b'-' || b[j] == b'+')
            && matches!(b[j - 1], b'e' | b'E')
            && !text[i..j].starts_with("0x")
            && !text[i..j].starts_with("0X")
        {
            j += 1;
        }
    }
    let word = &text[i..j];
    let invalid = || ParseError::InvalidNumber(word.to_string());
    let lower = word.to_ascii_lowercase();
    let hex = lower.starts_with("0x");
    let is_float = !hex && (lower.contains('.') || lower.contains('e'));
    if is_float {
        let (body, single) = match lower.strip_suffix('f') {
            Some(b) => (b, true),
            None => (lower.strip_suffix('l').unwrap_or(&lower), false),
        };
        let v: f64 = body.parse().map_err(|_| invalid())?;
        return Ok((Tok::Float(v, single), j));
    }
    // `u` and `l` are not hex digits, so the suffix starts at the first of them.
    let digits_end = lower.find(['u', 'l']).unwrap_or(lower.len());
    let (digits, suffix) = lower.split_at(digits_end);
    let (radix, body) = if let Some(h) = digits.strip_prefix("0x") {
        (16, h)
    } else if let Some(bn) = digits.strip_prefix("0b") {
        (2, bn)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if body.is_empty() {
        return Err(invalid());
    }
    let v = u128::from_str_radix(body, radix).map_err(|_| invalid())?;
    let v = u64::try_from(v).map_err(|_| ParseError::TooLarge)?;
    let (unsigned, longs) = match suffix {
        "" => (false, 0),
        "u" => (true, 0),
        "l" => (false, 1),
        "ul" | "lu" => (true, 1),
        "ll" => (false, 2),
        "ull" | "llu" => (true, 2),
        _ => return Err(invalid()),
    };
    let fits_int = v <= i32::MAX as u64;
    let fits_uint = v <= u32::MAX as u64;
    let fits_long = v <= i64::MAX as u64;
    // C11 6.4.4.1: decimal literals without `u` only take signed types; others may take
    // the unsigned type of each rank.
    let ty = match (unsigned, longs, radix == 10) {
        (false, 0, _) if fits_int => IntType::Int,
        (false, 0, false) if fits_uint => IntType::UInt,
        (false, 0 | 1, _) if fits_long => IntType::Long,
        (false, 2, _) if fits_long => IntType::LongLong,
        (false, 2, _) => IntType::ULongLong,
        (false, _, _) => IntType::ULong,
        (true, 0, _) if fits_uint => IntType::UInt,
        (true, 2, _) => IntType::ULongLong,
        (true, _, _) => IntType::ULong,
    };
    Ok((Tok::Int(v, ty), j))
}

/// One character of a character or string literal at `j`, escapes decoded, and the
/// offset after it.
fn one_char(text: &str, mut j: usize, err: ParseError) -> Result<(u8, usize), ParseError> {
    let b = text.as_bytes();
    let c = *b.get(j).ok_or_else(|| err.clone())?;
    if c != b'\\' {
        return Ok((c, j + 1));
    }
    j += 1;
    let e = *b.get(j).ok_or_else(|| err.clone())?;
    j += 1;
    let ch = match e {
        b'n' => b'\n',
        b't' => b'\t',
        b'r' => b'\r',
        b'a' => 7,
        b'b' => 8,
        b'f' => 12,
        b'v' => 11,
        b'e' => 27,
        b'x' => {
            let s = j;
            while j < b.len() && b[j].is_ascii_hexdigit() {
                j += 1;
            }
            u8::from_str_radix(&text[s..j], 16).map_err(|_| err.clone())?
        }
        b'0'..=b'7' => {
            let s = j - 1;
            while j < b.len() && j < s + 3 && (b'0'..=b'7').contains(&b[j]) {
                j += 1;
            }
            u8::try_from(u32::from_str_radix(&text[s..j], 8).map_err(|_| err.clone())?)
                .map_err(|_| err)?
        }
        other => other,
    };
    Ok((ch, j))
}

/// A character literal at `i` (the opening quote).
fn char_literal(text: &str, i: usize) -> Result<(u8, usize), ParseError> {
    if text.as_bytes().get(i + 1) == Some(&b'\'') {
        return Err(ParseError::InvalidChar);
    }
    let (ch, j) = one_char(text, i + 1, ParseError::InvalidChar)?;
    if text.as_bytes().get(j) != Some(&b'\'') {
        return Err(ParseError::InvalidChar);
    }
    Ok((ch, j + 1))
}

/// A string literal at `i` (the opening quote): its bytes, without the terminating NUL.
fn string_literal(text: &str, i: usize) -> Result<(Vec<u8>, usize), ParseError> {
    let mut j = i + 1;
    let mut out = Vec::new();
    loop {
        match text.as_bytes().get(j) {
            None => return Err(ParseError::Unterminated),
            Some(b'"') => return Ok((out, j + 1)),
            Some(_) => {
                let (c, next) = one_char(text, j, ParseError::Unterminated)?;
                out.push(c);
                j = next;
            }
        }
    }
}

struct Parser<'t> {
    text: &'t str,
    toks: Vec<(Tok, usize)>,
    pos: usize,
    depth: u32,
    is_type: &'t dyn Fn(&str) -> bool,
}

/// The identifiers of `text` (for asking which of them name types before parsing), or
/// none when it does not lex.
pub fn identifiers(text: &str) -> Vec<String> {
    lex(text)
        .map(|toks| {
            toks.into_iter()
                .filter_map(|(t, _)| match t {
                    Tok::Ident(n) if !TYPE_WORDS.contains(&n.as_str()) => Some(n),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Parses an expression; identifiers are types only when they are C's type words (see
/// [`parse_with`] for typedef names).
pub fn parse(text: &str) -> Result<Expr, ParseError> {
    parse_with(text, &|_| false)
}

/// Parses an expression; `is_type` says which identifiers name types (`Pair`, `float4`),
/// so `(Pair *) p` is a cast. `(name *)` is a cast whatever `is_type` says, since it is no
/// expression.
pub fn parse_with(text: &str, is_type: &dyn Fn(&str) -> bool) -> Result<Expr, ParseError> {
    let mut p = Parser {
        text,
        toks: lex(text)?,
        pos: 0,
        depth: 0,
        is_type,
    };
    let e = p.assignment()?;
    if p.peek() != &Tok::End {
        return Err(p.error());
    }
    Ok(e)
}

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos.min(self.toks.len() - 1)].0
    }

    fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)].0
    }

    fn next(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    fn error(&self) -> ParseError {
        let at = self.toks[self.pos.min(self.toks.len() - 1)].1;
        ParseError::Syntax {
            near: self.text[at..].to_string(),
            offset: at,
        }
    }

    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Tok::Punct(q) if *q == p) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str) -> Result<(), ParseError> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(self.error())
        }
    }

    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ParseError::TooDeep);
        }
        Ok(())
    }

    /// `a = b` (right-associative) over `?:`.
    fn assignment(&mut self) -> Result<Expr, ParseError> {
        self.enter()?;
        let lhs = self.conditional()?;
        let compound = match self.peek() {
            Tok::Punct(p)
                if p.len() >= 2 && p.ends_with('=') && !matches!(*p, "==" | "!=" | "<=" | ">=") =>
            {
                Some(&p[..p.len() - 1])
            }
            _ => None,
        };
        let r = if self.eat("=") {
            let rhs = self.assignment()?;
            Ok(Expr::Assign(Box::new(lhs), Box::new(rhs)))
        } else if let Some(op) = compound {
            let op = binop_of(op).ok_or_else(|| self.error())?;
            self.next();
            let rhs = self.assignment()?;
            let value = Expr::Binary(op, Box::new(lhs.clone()), Box::new(rhs));
            Ok(Expr::Assign(Box::new(lhs), Box::new(value)))
        } else {
            Ok(lhs)
        };
        self.depth -= 1;
        r
    }

    fn conditional(&mut self) -> Result<Expr, ParseError> {
        let c = self.binary(0)?;
        if !self.eat("?") {
            return Ok(c);
        }
        self.enter()?;
        let a = self.assignment()?;
        self.expect(":")?;
        let b = self.conditional()?;
        self.depth -= 1;
        Ok(Expr::Cond(Box::new(c), Box::new(a), Box::new(b)))
    }

    fn binop(&self) -> Option<BinOp> {
        let Tok::Punct(p) = self.peek() else {
            return None;
        };
        binop_of(p)
    }

    /// Precedence climbing: operators binding tighter than `min` (all left-associative).
    fn binary(&mut self, min: u8) -> Result<Expr, ParseError> {
        let mut lhs = self.unary()?;
        while let Some(op) = self.binop() {
            if op.precedence() <= min {
                break;
            }
            self.next();
            let rhs = self.binary(op.precedence())?;
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn starts_type(&self, n: usize) -> bool {
        match self.peek_at(n) {
            Tok::Ident(w) => {
                TYPE_WORDS.contains(&w.as_str())
                    || (self.is_type)(w)
                    || (matches!(self.peek_at(n + 1), Tok::Punct("*"))
                        && self.pointer_then_close(n + 1))
            }
            _ => false,
        }
    }

    /// Whether tokens from `n` are `*`... `)`.
    fn pointer_then_close(&self, mut n: usize) -> bool {
        while matches!(self.peek_at(n), Tok::Punct("*")) {
            n += 1;
        }
        matches!(self.peek_at(n), Tok::Punct(")"))
    }

    fn type_name(&mut self) -> Result<TypeName, ParseError> {
        let qualifier = |t: &Tok| matches!(t, Tok::Ident(w) if w == "const" || w == "volatile");
        let simple =
            |w: &str| matches!(w, "unsigned" | "signed" | "int" | "char" | "short" | "long");
        while qualifier(self.peek()) {
            self.next();
        }
        let Tok::Ident(first) = self.next() else {
            return Err(self.error());
        };
        let mut words = vec![first.clone()];
        if matches!(first.as_str(), "struct" | "union" | "enum" | "class") {
            match self.next() {
                Tok::Ident(tag) => words.push(tag),
                _ => return Err(self.error()),
            }
        } else if simple(&first) {
            // `unsigned long int`, `long const long`: C's multi-word base types.
            loop {
                match self.peek().clone() {
                    Tok::Ident(w) if simple(&w) => {
                        self.next();
                        words.push(w);
                    }
                    t if qualifier(&t) => {
                        self.next();
                    }
                    _ => break,
                }
            }
        }
        let mut pointers = 0;
        loop {
            if self.eat("*") {
                pointers += 1;
            } else if matches!(self.peek(), Tok::Ident(w) if w == "const" || w == "volatile") {
                self.next();
            } else {
                break;
            }
        }
        Ok(TypeName {
            base: words.join(" "),
            pointers,
        })
    }

    fn unary(&mut self) -> Result<Expr, ParseError> {
        self.enter()?;
        let r = self.unary_inner();
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self) -> Result<Expr, ParseError> {
        let op = match self.peek() {
            Tok::Punct("-") => Some(UnOp::Neg),
            Tok::Punct("+") => Some(UnOp::Plus),
            Tok::Punct("!") => Some(UnOp::Not),
            Tok::Punct("~") => Some(UnOp::Complement),
            Tok::Punct("*") => Some(UnOp::Deref),
            Tok::Punct("&") => Some(UnOp::AddressOf),
            _ => None,
        };
        if let Some(op) = op {
            self.next();
            let e = self.unary()?;
            return Ok(Expr::Unary(op, Box::new(e)));
        }
        if matches!(self.peek(), Tok::Ident(w) if w == "sizeof") {
            self.next();
            if matches!(self.peek(), Tok::Punct("(")) && self.starts_type(1) {
                self.next();
                let t = self.type_name()?;
                self.expect(")")?;
                return Ok(Expr::SizeofType(t));
            }
            let e = self.unary()?;
            return Ok(Expr::Sizeof(Box::new(e)));
        }
        if matches!(self.peek(), Tok::Punct("(")) && self.starts_type(1) {
            self.next();
            let t = self.type_name()?;
            self.expect(")")?;
            let e = self.unary()?;
            return Ok(Expr::Cast(t, Box::new(e)));
        }
        self.postfix()
    }

    fn postfix(&mut self) -> Result<Expr, ParseError> {
        let mut e = self.primary()?;
        loop {
            if self.eat(".") {
                e = Expr::Member(Box::new(e), self.field()?);
            } else if self.eat("->") {
                e = Expr::Arrow(Box::new(e), self.field()?);
            } else if self.eat("[") {
                self.enter()?;
                let i = self.assignment()?;
                self.depth -= 1;
                self.expect("]")?;
                e = Expr::Index(Box::new(e), Box::new(i));
            } else {
                return Ok(e);
            }
        }
    }

    fn field(&mut self) -> Result<String, ParseError> {
        match self.peek().clone() {
            Tok::Ident(n) => {
                self.next();
                Ok(n)
            }
            _ => Err(self.error()),
        }
    }

    fn primary(&mut self) -> Result<Expr, ParseError> {
        let e = match self.peek().clone() {
            Tok::Int(v, t) => Expr::Int(v, t),
            Tok::Float(v, s) => Expr::Float(v, s),
            Tok::Char(c) => Expr::Char(c),
            Tok::Ident(n) if !TYPE_WORDS.contains(&n.as_str()) && n != "sizeof" => Expr::Ident(n),
            Tok::Str(b) => Expr::Str(b),
            // `$_streq(a, b)`: gdb's convenience functions.
            Tok::Dollar(Dollar::Name(n)) if matches!(self.peek_at(1), Tok::Punct("(")) => {
                self.next();
                self.next();
                let mut args = Vec::new();
                if !self.eat(")") {
                    loop {
                        self.enter()?;
                        args.push(self.assignment()?);
                        self.depth -= 1;
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                return Ok(Expr::Call(n, args));
            }
            Tok::Dollar(d) => Expr::Dollar(d),
            Tok::Address(s, a) => Expr::Address(s, a),
            Tok::Punct("(") => {
                self.next();
                let e = self.assignment()?;
                self.expect(")")?;
                return Ok(e);
            }
            _ => return Err(self.error()),
        };
        self.next();
        Ok(e)
    }
}

/// The binary operator a punctuator spells.
fn binop_of(p: &str) -> Option<BinOp> {
    Some(match p {
        "*" => BinOp::Mul,
        "/" => BinOp::Div,
        "%" => BinOp::Rem,
        "+" => BinOp::Add,
        "-" => BinOp::Sub,
        "<<" => BinOp::Shl,
        ">>" => BinOp::Shr,
        "<" => BinOp::Lt,
        ">" => BinOp::Gt,
        "<=" => BinOp::Le,
        ">=" => BinOp::Ge,
        "==" => BinOp::Eq,
        "!=" => BinOp::Ne,
        "&" => BinOp::BitAnd,
        "^" => BinOp::BitXor,
        "|" => BinOp::BitOr,
        "&&" => BinOp::And,
        "||" => BinOp::Or,
        "@" => BinOp::Repeat,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> String {
        parse(s).unwrap().to_string()
    }

    #[test]
    fn precedence() {
        assert_eq!(p("1 + 2 * 3"), "(1) + ((2) * (3))");
        assert_eq!(p("1 - 2 - 3"), "((1) - (2)) - (3)");
        assert_eq!(
            p("a || b && c | d ^ e & f == g < h << i + j * k"),
            "(a) || ((b) && ((c) | ((d) ^ ((e) & ((f) == ((g) < ((h) << ((i) + ((j) * (k))))))))))"
        );
        assert_eq!(p("-a[1].b->c"), "-((((a)[1]).b)->c)");
        assert_eq!(p("*p++1"), "(*(p)) + (+(1))");
        assert_eq!(p("a ? b : c ? d : e"), "(a) ? (b) : ((c) ? (d) : (e))");
        assert_eq!(p("x = y = 3"), "(x) = ((y) = (3))");
        assert_eq!(p("!~-x"), "!(~(-(x)))");
        assert_eq!(p("&s.c[2]"), "&(((s).c)[2])");
        assert_eq!(p("10 > 9 > 8"), "((10) > (9)) > (8)");
        assert_eq!(p("*p@2 + 1"), "(*(p)) @ ((2) + (1))");
        assert_eq!(p("a@2 << 1"), "((a) @ (2)) << (1)");
        assert_eq!(p("x += 2 * 3"), "(x) = ((x) + ((2) * (3)))");
        assert_eq!(p("x <<= 1"), "(x) = ((x) << (1))");
        assert_eq!(p("x == 1"), "(x) == (1)");
    }

    #[test]
    fn literals() {
        assert_eq!(parse("0x10").unwrap(), Expr::Int(16, IntType::Int));
        assert_eq!(parse("012").unwrap(), Expr::Int(10, IntType::Int));
        assert_eq!(parse("0b101").unwrap(), Expr::Int(5, IntType::Int));
        assert_eq!(parse("10u").unwrap(), Expr::Int(10, IntType::UInt));
        assert_eq!(parse("10L").unwrap(), Expr::Int(10, IntType::Long));
        assert_eq!(parse("1UL").unwrap(), Expr::Int(1, IntType::ULong));
        assert_eq!(parse("1LL").unwrap(), Expr::Int(1, IntType::LongLong));
        assert_eq!(
            parse("4000000000").unwrap(),
            Expr::Int(4000000000, IntType::Long)
        );
        assert_eq!(
            parse("2147483648").unwrap(),
            Expr::Int(2147483648, IntType::Long)
        );
        assert_eq!(
            parse("0xffffffff").unwrap(),
            Expr::Int(0xffffffff, IntType::UInt)
        );
        assert_eq!(
            parse("0xffffffffffffffff").unwrap(),
            Expr::Int(u64::MAX, IntType::ULong)
        );
        assert_eq!(parse("1.5").unwrap(), Expr::Float(1.5, false));
        assert_eq!(parse("1.5f").unwrap(), Expr::Float(1.5, true));
        assert_eq!(parse("1e10").unwrap(), Expr::Float(1e10, false));
        assert_eq!(parse("1.5e-7").unwrap(), Expr::Float(1.5e-7, false));
        assert_eq!(parse(".5").unwrap(), Expr::Float(0.5, false));
        assert_eq!(parse("'a'").unwrap(), Expr::Char(b'a'));
        assert_eq!(parse("'\\n'").unwrap(), Expr::Char(b'\n'));
        assert_eq!(parse("'\\0'").unwrap(), Expr::Char(0));
        assert_eq!(parse("'\\x41'").unwrap(), Expr::Char(0x41));
        assert_eq!(parse("'\\''").unwrap(), Expr::Char(b'\''));
        assert_eq!(parse("'\\101'").unwrap(), Expr::Char(b'A'));
        assert_eq!(
            parse("'ab'").unwrap_err().to_string(),
            "Invalid character constant."
        );
        assert_eq!(
            parse("08").unwrap_err().to_string(),
            "Invalid number \"08\"."
        );
    }

    #[test]
    fn dollars_and_spaces() {
        assert_eq!(
            parse("$v0").unwrap(),
            Expr::Dollar(Dollar::Name("v0".into()))
        );
        assert_eq!(
            parse("$_lane").unwrap(),
            Expr::Dollar(Dollar::Name("_lane".into()))
        );
        assert_eq!(parse("$1").unwrap(), Expr::Dollar(Dollar::Absolute(1)));
        assert_eq!(parse("$").unwrap(), Expr::Dollar(Dollar::Back(0)));
        assert_eq!(parse("$$").unwrap(), Expr::Dollar(Dollar::Back(1)));
        assert_eq!(parse("$$2").unwrap(), Expr::Dollar(Dollar::Back(2)));
        assert_eq!(
            parse("local#0x10").unwrap(),
            Expr::Address(AddrSpace::LOCAL, 0x10)
        );
        assert_eq!(
            parse("private_lane#0x0").unwrap(),
            Expr::Address(AddrSpace::PRIVATE_LANE, 0)
        );
        assert_eq!(
            parse("private_wave#16").unwrap(),
            Expr::Address(AddrSpace::PRIVATE_WAVE, 16)
        );
        assert_eq!(
            parse("global#0x1000").unwrap(),
            Expr::Address(AddrSpace::GLOBAL, 0x1000)
        );
        assert_eq!(
            parse("generic#0x1").unwrap(),
            Expr::Address(AddrSpace::GENERIC, 1)
        );
        assert_eq!(p("*(int *)local#0x10"), "*((int *)(local#0x10))");
        assert!(parse("bogus#0x10").is_err());
        assert_eq!(parse("ns::K::A").unwrap(), Expr::Ident("ns::K::A".into()));
        assert_eq!(p("(ns::P *)p"), "(ns::P *)(p)");
        assert_eq!(p("c ? a::b : d"), "(c) ? (a::b) : (d)");
    }

    #[test]
    fn casts_and_sizeof() {
        assert_eq!(p("(char)65"), "(char)(65)");
        assert_eq!(p("(unsigned long int)x"), "(unsigned long int)(x)");
        assert_eq!(p("(const char *)0"), "(char *)(0)");
        assert_eq!(p("(struct Pair *)p"), "(struct Pair *)(p)");
        assert_eq!(p("(Pair *)p"), "(Pair *)(p)");
        assert_eq!(p("(x) - 1"), "(x) - (1)");
        assert_eq!(
            parse_with("(Pair)x", &|n| n == "Pair").unwrap().to_string(),
            "(Pair)(x)"
        );
        assert_eq!(p("sizeof(int)"), "sizeof(int)");
        assert_eq!(p("sizeof x + 1"), "(sizeof(x)) + (1)");
        assert_eq!(p("(float)1/3"), "((float)(1)) / (3)");
    }

    #[test]
    fn errors_name_the_position() {
        let e = |s: &str| parse(s).unwrap_err().to_string();
        assert_eq!(e("1 +"), "A syntax error in expression, near `'.");
        assert_eq!(e("(1"), "A syntax error in expression, near `'.");
        assert_eq!(e("1 2"), "A syntax error in expression, near `2'.");
        assert_eq!(e(")"), "A syntax error in expression, near `)'.");
        assert_eq!(e("a.1"), "A syntax error in expression, near `.1'.");
        assert_eq!(e("1 # 2"), "A syntax error in expression, near `# 2'.");
        let deep = "(".repeat(10_000) + "1" + &")".repeat(10_000);
        assert_eq!(parse(&deep).unwrap_err(), ParseError::TooDeep);
    }

    #[test]
    fn round_trip() {
        for s in [
            "a + b * c - d / e % f",
            "x = y ? z : w",
            "*(int *)local#0x10 + $v0[3] - $$2",
            "p->next->value.c[1][2]",
            "(unsigned char)~0 << 3 >> 1",
            "-1.5 * 'A' + 0x1fu",
            "!a && b || c != d",
            "&arr[0] == ptr",
            "sizeof(struct Pair) + sizeof arr",
            "$_streq(\"a\\n\\\"b\", $name) || $_strlen(s) > 2",
            "$f()",
        ] {
            let e = parse(s).unwrap();
            let again = parse(&e.to_string()).unwrap_or_else(|err| panic!("{e}: {err}"));
            assert_eq!(again, e, "{s}");
        }
    }
}
