//! A reader for the block-style YAML subset that code object V2 metadata uses
//! (AMDGPUUsage "Code Object V2 Metadata": `NT_AMD_HSA_METADATA` is a NUL-terminated YAML
//! document of maps, sequences and scalars).
//!
//! Supported: `---`/`...` document markers, `#` comment lines, block maps, block sequences
//! (including `- key: value` items that open a map, and sequences indented at their key's
//! column), flow sequences/maps (`[ 1, 0 ]`, `{ a: 1 }`), plain, single-quoted and
//! double-quoted scalars. Anchors, tags, block scalars (`|`, `>`) and multi-line flow values
//! are rejected with the line number; LLVM never writes them in this note.

use std::fmt::Write as _;

/// Deepest nesting accepted, so that hostile input cannot exhaust the stack.
const MAX_DEPTH: usize = 64;

/// A parsed YAML node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Yaml {
    /// A scalar; `quoted` is true for `'…'` and `"…"` scalars (always strings).
    Scalar {
        /// The scalar's text after unquoting.
        text: String,
        /// Whether it was quoted.
        quoted: bool,
    },
    /// A sequence.
    Seq(Vec<Yaml>),
    /// A map, in document order.
    Map(Vec<(String, Yaml)>),
    /// An absent value (`key:` with nothing after it).
    Null,
}

#[derive(Debug, Clone)]
struct Line {
    no: usize,
    indent: usize,
    text: String,
}

type PResult<T> = Result<T, String>;

/// Parses `text` (a whole YAML document) into a node.
pub fn parse(text: &str) -> Result<Yaml, String> {
    let text = text.trim_end_matches('\0');
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.trim_end_matches('\r');
        let indent = raw.len() - raw.trim_start_matches(' ').len();
        let content = raw[indent..].trim_end();
        if content.is_empty() || content.starts_with('#') {
            continue;
        }
        if raw.starts_with("---") || raw.starts_with("...") {
            if raw.starts_with("...") {
                break;
            }
            let rest = raw[3..].trim();
            if rest.is_empty() || rest.starts_with('!') || rest.starts_with('#') {
                continue;
            }
            return Err(format!(
                "line {}: content after `---` is not supported",
                i + 1
            ));
        }
        if content.starts_with('\t') || raw[..indent].contains('\t') {
            return Err(format!("line {}: tab in indentation", i + 1));
        }
        lines.push(Line {
            no: i + 1,
            indent,
            text: content.to_owned(),
        });
    }
    if lines.is_empty() {
        return Ok(Yaml::Null);
    }
    let mut p = Parser { lines, pos: 0 };
    let indent = p.lines[0].indent;
    let node = p.block(indent, 0)?;
    if let Some(l) = p.lines.get(p.pos) {
        return Err(format!("line {}: unexpected indentation", l.no));
    }
    Ok(node)
}

struct Parser {
    lines: Vec<Line>,
    pos: usize,
}

impl Parser {
    fn block(&mut self, indent: usize, depth: usize) -> PResult<Yaml> {
        if depth > MAX_DEPTH {
            let no = self.lines.get(self.pos).map_or(0, |l| l.no);
            return Err(format!("line {no}: nesting deeper than {MAX_DEPTH}"));
        }
        let Some(first) = self.lines.get(self.pos) else {
            return Ok(Yaml::Null);
        };
        if is_seq_item(&first.text) {
            self.seq(indent, depth)
        } else if split_key(&first.text, first.no)?.is_none() {
            // A document (or nested block) that is a single flow value or scalar.
            let (text, no) = (first.text.clone(), first.no);
            self.pos += 1;
            inline(&text, no, depth)
        } else {
            self.map(indent, depth)
        }
    }

    fn seq(&mut self, indent: usize, depth: usize) -> PResult<Yaml> {
        let mut items = Vec::new();
        while let Some(line) = self.lines.get(self.pos) {
            if line.indent != indent || !is_seq_item(&line.text) {
                break;
            }
            let no = line.no;
            let rest = line.text[1..].trim_start_matches(' ');
            let consumed = line.text.len() - rest.len();
            if rest.is_empty() {
                self.pos += 1;
                items.push(self.nested(indent, false, depth)?);
            } else if is_seq_item(rest) || split_key(rest, no)?.is_some() {
                // `- key: value` opens a map (or `- - x` a sequence) whose first line is
                // this one, at the column after the dash.
                let new_indent = indent + consumed;
                let rest = rest.to_owned();
                if let Some(l) = self.lines.get_mut(self.pos) {
                    l.indent = new_indent;
                    l.text = rest;
                }
                items.push(self.block(new_indent, depth + 1)?);
            } else {
                let rest = rest.to_owned();
                self.pos += 1;
                items.push(inline(&rest, no, depth)?);
            }
        }
        Ok(Yaml::Seq(items))
    }

    fn map(&mut self, indent: usize, depth: usize) -> PResult<Yaml> {
        let mut entries: Vec<(String, Yaml)> = Vec::new();
        while let Some(line) = self.lines.get(self.pos) {
            if line.indent != indent || is_seq_item(&line.text) {
                break;
            }
            let no = line.no;
            let Some((key, value)) = split_key(&line.text, no)? else {
                return Err(format!("line {no}: expected `key: value`"));
            };
            self.pos += 1;
            if entries.iter().any(|(k, _)| *k == key) {
                return Err(format!("line {no}: duplicate key `{key}`"));
            }
            let node = if value.is_empty() {
                self.nested(indent, true, depth)?
            } else {
                inline(&value, no, depth)?
            };
            entries.push((key, node));
        }
        Ok(Yaml::Map(entries))
    }

    /// The value of an empty `key:` or `-`: a more-indented block, or (for map values) a
    /// sequence at the key's own column.
    fn nested(&mut self, indent: usize, allow_same_col_seq: bool, depth: usize) -> PResult<Yaml> {
        match self.lines.get(self.pos) {
            Some(next) if next.indent > indent => {
                let i = next.indent;
                self.block(i, depth + 1)
            }
            Some(next)
                if allow_same_col_seq && next.indent == indent && is_seq_item(&next.text) =>
            {
                self.seq(indent, depth + 1)
            }
            _ => Ok(Yaml::Null),
        }
    }
}

fn is_seq_item(text: &str) -> bool {
    text == "-" || text.starts_with("- ")
}

/// Splits `key: value` (or `key:`), honouring quoted keys; `None` if the text is no map entry.
fn split_key(text: &str, no: usize) -> PResult<Option<(String, String)>> {
    let bytes = text.as_bytes();
    let (key, after) = match bytes.first() {
        Some(b'\'') | Some(b'"') => {
            let (s, used) = quoted(text, no)?;
            (s, &text[used..])
        }
        _ => {
            let mut idx = None;
            for (i, c) in text.char_indices() {
                if c == ':' {
                    let next = text[i + 1..].chars().next();
                    if next.is_none() || next == Some(' ') {
                        idx = Some(i);
                        break;
                    }
                }
                if c == '#' && i > 0 && text[..i].ends_with(' ') {
                    break;
                }
            }
            let Some(i) = idx else { return Ok(None) };
            if text.starts_with('[') || text.starts_with('{') {
                return Ok(None);
            }
            (text[..i].trim_end().to_owned(), &text[i..])
        }
    };
    let after = after.trim_start_matches(' ');
    let Some(value) = after.strip_prefix(':') else {
        return Ok(None);
    };
    if !(value.is_empty() || value.starts_with(' ')) {
        return Ok(None);
    }
    Ok(Some((key, strip_comment(value.trim()).to_owned())))
}

/// Removes a trailing ` # comment` outside quotes.
fn strip_comment(value: &str) -> &str {
    let mut in_single = false;
    let mut in_double = false;
    let mut prev_space = true;
    for (i, c) in value.char_indices() {
        match c {
            '\'' if !in_double => in_single = !in_single,
            '"' if !in_single => in_double = !in_double,
            '#' if !in_single && !in_double && prev_space => return value[..i].trim_end(),
            _ => {}
        }
        prev_space = c == ' ';
    }
    value
}

/// Reads a quoted scalar at the start of `text`; returns it and the bytes used.
fn quoted(text: &str, no: usize) -> PResult<(String, usize)> {
    let mut chars = text.char_indices();
    let Some((_, q)) = chars.next() else {
        return Err(format!("line {no}: empty scalar"));
    };
    let mut out = String::new();
    while let Some((i, c)) = chars.next() {
        if q == '\'' {
            if c == '\'' {
                if text[i + 1..].starts_with('\'') {
                    chars.next();
                    out.push('\'');
                    continue;
                }
                return Ok((out, i + 1));
            }
            out.push(c);
        } else {
            match c {
                '"' => return Ok((out, i + 1)),
                '\\' => {
                    let Some((_, e)) = chars.next() else { break };
                    match e {
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        'r' => out.push('\r'),
                        '0' => out.push('\0'),
                        '\\' => out.push('\\'),
                        '"' => out.push('"'),
                        '/' => out.push('/'),
                        ' ' => out.push(' '),
                        'x' | 'u' | 'U' => {
                            let n = match e {
                                'x' => 2,
                                'u' => 4,
                                _ => 8,
                            };
                            let mut v = 0u32;
                            for _ in 0..n {
                                let Some((_, h)) = chars.next() else {
                                    return Err(format!("line {no}: short escape"));
                                };
                                let d = h.to_digit(16).ok_or(format!("line {no}: bad escape"))?;
                                v = v * 16 + d;
                            }
                            out.push(char::from_u32(v).ok_or(format!("line {no}: bad escape"))?);
                        }
                        other => {
                            let _ = write!(out, "\\{other}");
                        }
                    }
                }
                _ => out.push(c),
            }
        }
    }
    Err(format!("line {no}: unterminated quoted scalar"))
}

/// Parses a value written on one line: a flow collection or a scalar.
fn inline(text: &str, no: usize, depth: usize) -> PResult<Yaml> {
    let mut p = Flow { text, pos: 0, no };
    let v = p.value(depth)?;
    p.skip_ws();
    if p.pos != text.len() {
        return Err(format!(
            "line {no}: unexpected `{}` after value",
            &text[p.pos..]
        ));
    }
    Ok(v)
}

struct Flow<'a> {
    text: &'a str,
    pos: usize,
    no: usize,
}

impl Flow<'_> {
    fn rest(&self) -> &str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn skip_ws(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn value(&mut self, depth: usize) -> PResult<Yaml> {
        if depth > MAX_DEPTH {
            return Err(format!("line {}: nesting deeper than {MAX_DEPTH}", self.no));
        }
        self.skip_ws();
        let rest = self.rest();
        match rest.chars().next() {
            Some('[') => {
                self.pos += 1;
                let mut items = Vec::new();
                loop {
                    self.skip_ws();
                    if self.rest().starts_with(']') {
                        self.pos += 1;
                        return Ok(Yaml::Seq(items));
                    }
                    items.push(self.value(depth + 1)?);
                    self.skip_ws();
                    if self.rest().starts_with(',') {
                        self.pos += 1;
                    } else if !self.rest().starts_with(']') {
                        return Err(format!("line {}: expected `,` or `]`", self.no));
                    }
                }
            }
            Some('{') => {
                self.pos += 1;
                let mut entries = Vec::new();
                loop {
                    self.skip_ws();
                    if self.rest().starts_with('}') {
                        self.pos += 1;
                        return Ok(Yaml::Map(entries));
                    }
                    let key = match self.value(depth + 1)? {
                        Yaml::Scalar { text, .. } => text,
                        _ => {
                            return Err(format!("line {}: flow map key must be a scalar", self.no))
                        }
                    };
                    self.skip_ws();
                    if !self.rest().starts_with(':') {
                        return Err(format!("line {}: expected `:` in flow map", self.no));
                    }
                    self.pos += 1;
                    let v = self.value(depth + 1)?;
                    entries.push((key, v));
                    self.skip_ws();
                    if self.rest().starts_with(',') {
                        self.pos += 1;
                    } else if !self.rest().starts_with('}') {
                        return Err(format!("line {}: expected `,` or `}}`", self.no));
                    }
                }
            }
            Some('\'') | Some('"') => {
                let (s, used) = quoted(rest, self.no)?;
                self.pos += used;
                Ok(Yaml::Scalar {
                    text: s,
                    quoted: true,
                })
            }
            Some(c @ ('|' | '>' | '&' | '*' | '!')) => Err(format!(
                "line {}: YAML feature `{c}` is not supported",
                self.no
            )),
            Some(_) => {
                let in_flow = depth > 0;
                let end = rest
                    .char_indices()
                    .find(|&(i, c)| {
                        (in_flow && matches!(c, ',' | ']' | '}'))
                            || (in_flow && c == ':' && rest[i + 1..].starts_with(' '))
                    })
                    .map_or(rest.len(), |(i, _)| i);
                let s = rest[..end].trim_end().to_owned();
                self.pos += end;
                Ok(Yaml::Scalar {
                    text: s,
                    quoted: false,
                })
            }
            None => Ok(Yaml::Null),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(t: &str) -> Yaml {
        Yaml::Scalar {
            text: t.into(),
            quoted: false,
        }
    }
    fn q(t: &str) -> Yaml {
        Yaml::Scalar {
            text: t.into(),
            quoted: true,
        }
    }

    #[test]
    fn llvm_shape() {
        let doc = "---\nVersion:         [ 1, 0 ]\nKernels:\n  - Name:            add\n    SymbolName:      'add@kd'\n    Args:\n      - TypeName:        'int*'\n        Size:            8\n      - Size: 4 # comment\n    CodeProps:\n      NumSGPRs:        40\nPrintf:\n- \"1:1:4:%d\\n\"\n...\n\0";
        let y = parse(doc).unwrap();
        let expect = Yaml::Map(vec![
            ("Version".into(), Yaml::Seq(vec![s("1"), s("0")])),
            (
                "Kernels".into(),
                Yaml::Seq(vec![Yaml::Map(vec![
                    ("Name".into(), s("add")),
                    ("SymbolName".into(), q("add@kd")),
                    (
                        "Args".into(),
                        Yaml::Seq(vec![
                            Yaml::Map(vec![
                                ("TypeName".into(), q("int*")),
                                ("Size".into(), s("8")),
                            ]),
                            Yaml::Map(vec![("Size".into(), s("4"))]),
                        ]),
                    ),
                    (
                        "CodeProps".into(),
                        Yaml::Map(vec![("NumSGPRs".into(), s("40"))]),
                    ),
                ])]),
            ),
            ("Printf".into(), Yaml::Seq(vec![q("1:1:4:%d\n")])),
        ]);
        assert_eq!(y, expect);
    }

    #[test]
    fn scalars_and_flow() {
        assert_eq!(
            parse("a: 'it''s'").unwrap(),
            Yaml::Map(vec![("a".into(), q("it's"))])
        );
        assert_eq!(
            parse("a: \"x\\ty\\x41\\u00e9\\q\"").unwrap(),
            Yaml::Map(vec![("a".into(), q("x\tyA\u{e9}\\q"))])
        );
        assert_eq!(
            parse("a: { b: 1, 'c': [x, y] }").unwrap(),
            Yaml::Map(vec![(
                "a".into(),
                Yaml::Map(vec![
                    ("b".into(), s("1")),
                    ("c".into(), Yaml::Seq(vec![s("x"), s("y")]))
                ])
            )])
        );
        assert_eq!(
            parse("a:\nb: 2").unwrap(),
            Yaml::Map(vec![("a".into(), Yaml::Null), ("b".into(), s("2"))])
        );
        assert_eq!(
            parse("- - 1\n  - 2\n-\n  x: 1").unwrap(),
            Yaml::Seq(vec![
                Yaml::Seq(vec![s("1"), s("2")]),
                Yaml::Map(vec![("x".into(), s("1"))]),
            ])
        );
        assert_eq!(parse("").unwrap(), Yaml::Null);
        assert_eq!(
            parse("--- !hsa\n'k': v:w").unwrap(),
            Yaml::Map(vec![("k".into(), s("v:w"))])
        );
        assert_eq!(
            parse("a: []").unwrap(),
            Yaml::Map(vec![("a".into(), Yaml::Seq(vec![]))])
        );
    }

    #[test]
    fn errors_name_the_line() {
        for (doc, line) in [
            ("a: 1\n  b: 2", "line 2"),
            ("a: [1, 2", "line 1"),
            ("a: 'open", "line 1"),
            ("a: |\n  text", "line 1"),
            ("a: 1\na: 2", "line 2"),
            ("just text\nmore", "line 2"),
            ("--- x", "line 1"),
            ("a: {b 1}", "line 1"),
            ("a: \"\\x4\"", "line 1"),
            ("a: [1] x", "line 1"),
            ("\ta: 1", "line 1"),
        ] {
            let e = parse(doc).unwrap_err();
            assert!(e.contains(line), "{doc:?}: {e}");
        }
        let deep = "[".repeat(200);
        assert!(parse(&format!("a: {deep}"))
            .unwrap_err()
            .contains("nesting"));
        let mut deep = String::new();
        for i in 0..200 {
            deep.push_str(&" ".repeat(i));
            deep.push_str("k:\n");
        }
        assert!(parse(&deep).unwrap_err().contains("nesting"));
    }
}
