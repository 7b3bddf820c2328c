//! A small XML reader for results files, safe by construction: it knows no external entity
//! and no entity declaration (a document type with an internal subset is refused, a reference
//! to a DTD is read past and never fetched), expands only the five predefined entities and
//! character references, and refuses a file larger than [`MAX_XML_BYTES`], nested deeper than
//! [`MAX_DEPTH`] or with more than [`MAX_ELEMENTS`] elements before doing more work. Every
//! problem names its 1-based line.

use std::fmt;

/// The largest file read.
pub const MAX_XML_BYTES: usize = 4 * 1024 * 1024;
/// The deepest nesting of elements.
pub const MAX_DEPTH: usize = 32;
/// The most elements in a file.
pub const MAX_ELEMENTS: usize = 200_000;
/// The most attributes of one element.
const MAX_ATTRIBUTES: usize = 32;

/// A problem in an XML text, with its 1-based line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XmlError {
    /// The line (0 for the whole file).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for XmlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for XmlError {}

fn err(line: usize, message: impl Into<String>) -> XmlError {
    XmlError {
        line,
        message: message.into(),
    }
}

/// One element: its name, attributes, text (its own text pieces joined) and children.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Element {
    /// The name as written.
    pub name: String,
    /// The attributes in order, values unescaped.
    pub attributes: Vec<(String, String)>,
    /// The element's own text, unescaped, trimmed.
    pub text: String,
    /// The child elements in order.
    pub children: Vec<Element>,
    /// The 1-based line of its start tag.
    pub line: usize,
}

impl Element {
    /// The first child named `name` (ASCII case-insensitively).
    pub fn child(&self, name: &str) -> Option<&Element> {
        self.children
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(name))
    }

    /// Every child named `name`.
    pub fn children_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> {
        self.children
            .iter()
            .filter(move |c| c.name.eq_ignore_ascii_case(name))
    }

    /// The text of the first child named `name`, if it has any.
    pub fn child_text(&self, name: &str) -> Option<&str> {
        self.child(name)
            .map(|c| c.text.as_str())
            .filter(|t| !t.is_empty())
    }

    /// The value of attribute `name`.
    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Decodes a file's bytes: UTF-8 (with or without a byte-order mark), or ISO-8859-1 /
/// Windows-1252 when the XML declaration says so (as older scoring programs write).
pub fn decode(bytes: &[u8]) -> Result<String, XmlError> {
    if bytes.len() > MAX_XML_BYTES {
        return Err(err(
            0,
            format!(
                "the file has {} bytes: at most {MAX_XML_BYTES} are read",
                bytes.len()
            ),
        ));
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Ok(s) = std::str::from_utf8(bytes) {
        return Ok(s.to_string());
    }
    let head: String = bytes.iter().take(200).map(|&b| char::from(b)).collect();
    let head = head.to_ascii_lowercase();
    if head.contains("iso-8859-1") || head.contains("windows-1252") || head.contains("latin1") {
        return Ok(bytes.iter().map(|&b| char::from(b)).collect());
    }
    Err(err(
        0,
        "the file is not UTF-8 and declares no other encoding",
    ))
}

/// Reads an XML document and returns its root element.
pub fn parse(text: &str) -> Result<Element, XmlError> {
    if text.len() > MAX_XML_BYTES {
        return Err(err(
            0,
            format!(
                "the file has {} bytes: at most {MAX_XML_BYTES} are read",
                text.len()
            ),
        ));
    }
    let mut p = Parser {
        s: text.as_bytes(),
        text,
        i: 0,
        line: 1,
        elements: 0,
    };
    p.prolog()?;
    if p.i >= p.s.len() || p.s[p.i] != b'<' {
        return Err(err(p.line, "the document has no root element"));
    }
    let root = p.element(1)?;
    p.misc()?;
    if p.i < p.s.len() {
        return Err(err(p.line, "text after the root element"));
    }
    Ok(root)
}

struct Parser<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
    line: usize,
    elements: usize,
}

impl Parser<'_> {
    fn starts(&self, pat: &str) -> bool {
        self.s[self.i..].starts_with(pat.as_bytes())
    }

    fn advance(&mut self, n: usize) {
        let end = (self.i + n).min(self.s.len());
        self.line += self.s[self.i..end].iter().filter(|&&b| b == b'\n').count();
        self.i = end;
    }

    fn skip_ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.advance(1);
        }
    }

    /// Skips past `end`, or fails naming `what` as never closed.
    fn skip_past(&mut self, end: &str, what: &str) -> Result<(), XmlError> {
        let start = self.line;
        match find(&self.s[self.i..], end.as_bytes()) {
            Some(k) => {
                self.advance(k + end.len());
                Ok(())
            }
            None => Err(err(start, format!("{what} is never closed"))),
        }
    }

    /// Comments, processing instructions and white space.
    fn misc(&mut self) -> Result<(), XmlError> {
        loop {
            self.skip_ws();
            if self.starts("<!--") {
                self.skip_past("-->", "a comment")?;
            } else if self.starts("<?") {
                self.skip_past("?>", "a processing instruction")?;
            } else {
                return Ok(());
            }
        }
    }

    fn prolog(&mut self) -> Result<(), XmlError> {
        self.misc()?;
        if self.starts("<!DOCTYPE") || self.starts("<!doctype") {
            let start = self.line;
            let rest = &self.s[self.i..];
            let close = rest.iter().position(|&b| b == b'>');
            let open = rest.iter().position(|&b| b == b'[');
            if let Some(o) = open
                && close.is_none_or(|c| o < c)
            {
                // An internal subset declares entities: the way to entity bombs and external
                // entities. Results files never need one.
                return Err(err(
                    start,
                    "a document type with its own declarations (entities) is not accepted",
                ));
            }
            self.skip_past(">", "the document type")?;
            self.misc()?;
        }
        Ok(())
    }

    fn name(&mut self) -> Result<String, XmlError> {
        let start = self.i;
        while self.i < self.s.len() {
            let b = self.s[self.i];
            if b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b':') || b >= 0x80 {
                self.i += 1;
            } else {
                break;
            }
        }
        if self.i == start || self.i - start > 100 {
            return Err(err(self.line, "an element or attribute needs a name"));
        }
        Ok(self.text[start..self.i].to_string())
    }

    fn element(&mut self, depth: usize) -> Result<Element, XmlError> {
        if depth > MAX_DEPTH {
            return Err(err(
                self.line,
                format!("elements nested deeper than {MAX_DEPTH}"),
            ));
        }
        self.elements += 1;
        if self.elements > MAX_ELEMENTS {
            return Err(err(self.line, format!("more than {MAX_ELEMENTS} elements")));
        }
        let line = self.line;
        self.advance(1); // <
        let name = self.name()?;
        let mut el = Element {
            name,
            line,
            ..Element::default()
        };
        loop {
            self.skip_ws();
            if self.i >= self.s.len() {
                return Err(err(line, format!("<{}> is never closed", el.name)));
            }
            if self.starts("/>") {
                self.advance(2);
                return Ok(el);
            }
            if self.s[self.i] == b'>' {
                self.advance(1);
                break;
            }
            let attr = self.name()?;
            self.skip_ws();
            if self.i >= self.s.len() || self.s[self.i] != b'=' {
                return Err(err(self.line, format!("attribute {attr} needs a value")));
            }
            self.advance(1);
            self.skip_ws();
            let quote = self.s.get(self.i).copied();
            if !matches!(quote, Some(b'"' | b'\'')) {
                return Err(err(
                    self.line,
                    format!("attribute {attr} needs a quoted value"),
                ));
            }
            self.advance(1);
            let q = [quote.unwrap_or(b'"')];
            let Some(k) = find(&self.s[self.i..], &q) else {
                return Err(err(self.line, format!("attribute {attr} is never closed")));
            };
            let raw = &self.text[self.i..self.i + k];
            if raw.contains('<') {
                return Err(err(self.line, format!("< inside attribute {attr}")));
            }
            let value = unescape(raw, self.line)?;
            self.advance(k + 1);
            if el.attributes.len() >= MAX_ATTRIBUTES {
                return Err(err(self.line, "too many attributes"));
            }
            el.attributes.push((attr, value));
        }
        let mut text = String::new();
        loop {
            if self.i >= self.s.len() {
                return Err(err(line, format!("<{}> is never closed", el.name)));
            }
            if self.starts("</") {
                self.advance(2);
                let end = self.name()?;
                if end != el.name {
                    return Err(err(
                        self.line,
                        format!("</{end}> closes <{}> (line {line})", el.name),
                    ));
                }
                self.skip_ws();
                if self.s.get(self.i) != Some(&b'>') {
                    return Err(err(self.line, format!("</{end} is not closed by >")));
                }
                self.advance(1);
                el.text = text.trim().to_string();
                return Ok(el);
            }
            if self.starts("<!--") {
                self.skip_past("-->", "a comment")?;
            } else if self.starts("<![CDATA[") {
                self.advance(9);
                let start = self.i;
                let l = self.line;
                let Some(k) = find(&self.s[self.i..], b"]]>") else {
                    return Err(err(l, "a CDATA section is never closed"));
                };
                text.push_str(&self.text[start..start + k]);
                self.advance(k + 3);
            } else if self.starts("<?") {
                self.skip_past("?>", "a processing instruction")?;
            } else if self.starts("<!") {
                return Err(err(self.line, "a declaration inside an element"));
            } else if self.s[self.i] == b'<' {
                let child = self.element(depth + 1)?;
                el.children.push(child);
            } else {
                let start = self.i;
                let k = self.s[self.i..]
                    .iter()
                    .position(|&b| b == b'<')
                    .unwrap_or(self.s.len() - self.i);
                let l = self.line;
                text.push_str(&unescape(&self.text[start..start + k], l)?);
                if text.len() > 10_000 {
                    return Err(err(l, format!("the text of <{}> is too long", el.name)));
                }
                self.advance(k);
            }
        }
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Expands the five predefined entities and character references; any other entity is refused.
fn unescape(raw: &str, line: usize) -> Result<String, XmlError> {
    if !raw.contains('&') {
        return Ok(raw.to_string());
    }
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(k) = rest.find('&') {
        out.push_str(&rest[..k]);
        rest = &rest[k + 1..];
        let Some(end) = rest.find(';').filter(|&e| e <= 10) else {
            return Err(err(line, "an & that starts no entity"));
        };
        let name = &rest[..end];
        let c = match name {
            "lt" => '<',
            "gt" => '>',
            "amp" => '&',
            "quot" => '"',
            "apos" => '\'',
            _ => {
                let code = if let Some(h) = name.strip_prefix("#x").or(name.strip_prefix("#X")) {
                    u32::from_str_radix(h, 16).ok()
                } else if let Some(d) = name.strip_prefix('#') {
                    d.parse().ok()
                } else {
                    None
                };
                match code.and_then(char::from_u32).filter(|c| *c != '\0') {
                    Some(c) => c,
                    None => {
                        return Err(err(
                            line,
                            format!("the entity &{name}; is not one XML defines"),
                        ));
                    }
                }
            }
        };
        out.push(c);
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// `text` with `&`, `<`, `>`, `"` and `'` written as entities, for element text and attributes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters other than tab and line ends are not allowed in XML 1.0.
            c if c.is_control() && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_elements_attributes_text_and_entities() {
        let doc = "<?xml version=\"1.0\"?>\n<!DOCTYPE USEBIO SYSTEM \"usebio_v1_2.dtd\">\n\
                   <A x='1' y=\"a&amp;b\">\n <!-- note -->\n <B>Smith &amp; Jones &#233;&#x41;</B>\
                   <C/><D><![CDATA[<raw>]]></D></A>";
        let a = parse(doc).unwrap();
        assert_eq!(a.name, "A");
        assert_eq!(a.attribute("y"), Some("a&b"));
        assert_eq!(a.child_text("B"), Some("Smith & Jones éA"));
        assert_eq!(a.child("b").unwrap().line, 5);
        assert_eq!(a.child_text("D"), Some("<raw>"));
        assert_eq!(a.children.len(), 3);
    }

    #[test]
    fn hostile_documents_are_refused_quickly_with_their_line() {
        let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n\
                    <!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>\n<lolz>&lol2;</lolz>";
        assert_eq!(parse(bomb).unwrap_err().line, 2);
        let external = "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>";
        assert!(parse(external).unwrap_err().message.contains("entities"));
        assert!(parse("<x>&e;</x>").unwrap_err().message.contains("&e;"));
        let deep = "<a>".repeat(MAX_DEPTH + 1) + &"</a>".repeat(MAX_DEPTH + 1);
        assert!(parse(&deep).unwrap_err().message.contains("deeper"));
        let big = "<a>".to_string() + &" ".repeat(MAX_XML_BYTES) + "</a>";
        assert_eq!(parse(&big).unwrap_err().line, 0);
        assert!(decode(big.as_bytes()).is_err());
        for (doc, line) in [
            ("<a>\n<b>\n</a>", 3),
            ("<a>\n<b x=1/></a>", 2),
            ("<a></a>\n<b/>", 2),
            ("", 1),
            ("<a>&#0;</a>", 1),
            ("<a x=\"<\"/>", 1),
        ] {
            assert_eq!(parse(doc).unwrap_err().line, line, "{doc:?}");
        }
    }

    #[test]
    fn latin1_files_decode_and_escape_round_trips() {
        let bytes = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>Jos\xe9</a>";
        assert_eq!(parse(&decode(bytes).unwrap()).unwrap().text, "José");
        let hostile = "<script>alert('x')</script> & \"q\"";
        let doc = format!("<a t=\"{0}\">{0}</a>", escape(hostile));
        let a = parse(&doc).unwrap();
        assert_eq!(a.text, hostile);
        assert_eq!(a.attribute("t"), Some(hostile));
    }
}
