//! Reading PBN: the lexer, tag inheritance, and the Auction and Play sections.

use super::*;

/// A PBN hand, ranks in any order and either case; unlike [`CardSet::from_pbn_hand`] a
/// repeated card is an error rather than silently merged, and `-` is not a void.
pub(super) fn parse_hand(text: &str) -> Option<CardSet> {
    let parts: Vec<&str> = text.split('.').collect();
    if parts.len() != 4 {
        return None;
    }
    let mut set = CardSet::EMPTY;
    for (suit, part) in Suit::DISPLAY_ORDER.into_iter().zip(parts) {
        for c in part.chars() {
            if !set.insert(Card::new(suit, Rank::from_char(c)?)) {
                return None;
            }
        }
    }
    Some(set)
}

/// The Result tag read: tricks for declarer, or for a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ResultValue {
    Declarer(u8),
    Sides { ns: Option<u8>, ew: Option<u8> },
}

pub(super) fn parse_result(value: &str) -> Option<(bool, ResultValue)> {
    let (caret, body) = match value.strip_prefix('^') {
        Some(b) => (true, b),
        None => (false, value),
    };
    let words: Vec<&str> = body.split_whitespace().collect();
    let tricks = |w: &str| w.parse::<u8>().ok().filter(|n| *n <= 13);
    let r = match words.as_slice() {
        [n] => ResultValue::Declarer(tricks(n)?),
        [_, _] | [_, _, _, _] => {
            let mut ns = None;
            let mut ew = None;
            for pair in words.chunks(2) {
                let t = tricks(pair.get(1)?)?;
                match pair[0].to_ascii_uppercase().as_str() {
                    "NS" if ns.is_none() => ns = Some(t),
                    "EW" if ew.is_none() => ew = Some(t),
                    _ => return None,
                }
            }
            ResultValue::Sides { ns, ew }
        }
        _ => return None,
    };
    Some((caret, r))
}

/// A token of the PBN text.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Tag(String, String),
    Comment(String),
    Word(String),
    Escape(String),
    Break,
    /// A problem in the text: the game it is in is skipped, the lexer goes on after it.
    Error(String),
}

/// Whether `c` is a blank that may fill a semi-empty line; a byte-order mark counts as one.
fn is_blank(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\r' | '\u{b}' | '\u{c}' | '\u{feff}')
}

/// The index of the end of the line holding `i` (its `\n`, or the end of the text).
fn line_end(chars: &[char], i: usize) -> usize {
    let mut j = i;
    while j < chars.len() && chars[j] != '\n' {
        j += 1;
    }
    j
}

fn lex(text: &str) -> Vec<(Tok, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let n = chars.len();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut line_start = true;
    // Where the last token, if it is a brace comment, ends.
    let mut comment_end: Option<usize> = None;
    while i < n {
        if line_start {
            line_start = false;
            if chars[i] == '%' {
                let j = line_end(&chars, i);
                let s: String = chars[i..j].iter().collect();
                out.push((Tok::Escape(s.trim_end().to_string()), line));
                comment_end = None;
                i = j;
                continue;
            }
            let mut j = i;
            while j < n && is_blank(chars[j]) {
                j += 1;
            }
            if j == n || chars[j] == '\n' {
                out.push((Tok::Break, line));
                comment_end = None;
                i = j;
                continue;
            }
        }
        let c = chars[i];
        if !c.is_whitespace() && !is_blank(c) && c != '}' {
            comment_end = None;
        }
        match c {
            '\n' => {
                line += 1;
                line_start = true;
                i += 1;
            }
            c if c.is_whitespace() || is_blank(c) => i += 1,
            '{' => {
                let start = line;
                let mut j = i + 1;
                while j < n && chars[j] != '}' {
                    if chars[j] == '\n' {
                        line += 1;
                    }
                    j += 1;
                }
                if j == n {
                    // Never closed: the game ends here; the next one starts after the first
                    // semi-empty line that follows.
                    out.push((Tok::Error("a { comment is never closed by }".into()), start));
                    line = start;
                    let mut k = line_end(&chars, i);
                    while k < n {
                        let next = line_end(&chars, k + 1);
                        if chars[k + 1..next].iter().all(|c| is_blank(*c)) {
                            break;
                        }
                        line += 1;
                        k = next;
                    }
                    i = k;
                    continue;
                }
                let s: String = chars[i..=j].iter().filter(|c| **c != '\r').collect();
                out.push((Tok::Comment(s), start));
                i = j + 1;
                comment_end = Some(i);
                continue;
            }
            ';' => {
                let j = line_end(&chars, i);
                let s: String = chars[i..j].iter().collect();
                out.push((Tok::Comment(s.trim_end().to_string()), line));
                i = j;
            }
            '[' => {
                let start = line;
                match read_tag(&chars, i, &mut line) {
                    Ok((name, value, after)) => {
                        out.push((Tok::Tag(name, unescape(&value)), start));
                        i = after;
                    }
                    Err(message) => {
                        out.push((Tok::Error(message), start));
                        // Go on at the end of the line where the tag starts.
                        i = line_end(&chars, i);
                        line = start;
                    }
                }
            }
            '}' if comment_end.is_some() => {
                // Some producers nest braces inside a comment ("{... {host} ...}"): the first
                // `}` ends it and the real end is left stray. Fold it back into the comment.
                if let (Some(end), Some((Tok::Comment(text), _))) = (comment_end, out.last_mut()) {
                    text.extend(chars[end..=i].iter().filter(|c| **c != '\r'));
                    comment_end = Some(i + 1);
                } else {
                    out.push((Tok::Error("unexpected }".into()), line));
                }
                i += 1;
                continue;
            }
            ']' | '}' => {
                out.push((Tok::Error(format!("unexpected {c}")), line));
                i += 1;
            }
            '"' => match read_string(&chars, i, line) {
                Ok((raw, after)) => {
                    out.push((Tok::Word(format!("\"{raw}\"")), line));
                    i = after;
                }
                Err(e) => {
                    out.push((Tok::Error(e.message), line));
                    i = line_end(&chars, i);
                }
            },
            _ => {
                let mut j = i;
                while j < n
                    && !chars[j].is_whitespace()
                    && !is_blank(chars[j])
                    && !"[]{};\"".contains(chars[j])
                {
                    j += 1;
                }
                out.push((Tok::Word(chars[i..j].iter().collect()), line));
                i = j;
            }
        }
    }
    out
}

/// Reads the tag pair starting at the `[` at `chars[start]`, counting the lines it spans;
/// returns its name, raw value and the index after `]`, or the problem.
fn read_tag(
    chars: &[char],
    start: usize,
    line: &mut usize,
) -> Result<(String, String, usize), String> {
    let n = chars.len();
    let mut j = start + 1;
    let skip_ws = |j: &mut usize, line: &mut usize| {
        while *j < n && chars[*j].is_whitespace() {
            if chars[*j] == '\n' {
                *line += 1;
            }
            *j += 1;
        }
    };
    skip_ws(&mut j, line);
    let name_start = j;
    while j < n && (chars[j].is_ascii_alphanumeric() || chars[j] == '_') {
        j += 1;
    }
    let name: String = chars[name_start..j].iter().collect();
    if name.is_empty() {
        return Err("a tag needs a name after [".into());
    }
    skip_ws(&mut j, line);
    if j >= n || chars[j] != '"' {
        return Err(format!("the tag {name} needs a quoted value"));
    }
    let (value, after) = read_string(chars, j, *line).map_err(|e| e.message)?;
    j = after;
    skip_ws(&mut j, line);
    if j >= n || chars[j] != ']' {
        return Err(format!("the tag {name} is not closed by ]"));
    }
    Ok((name, value, j + 1))
}

/// Reads the string starting at the quote `chars[start]`; returns its raw (still escaped)
/// text and the index after the closing quote.
fn read_string(chars: &[char], start: usize, line: usize) -> Result<(String, usize), PbnError> {
    let mut j = start + 1;
    let mut s = String::new();
    while j < chars.len() {
        match chars[j] {
            '"' => return Ok((s, j + 1)),
            '\\' if j + 1 < chars.len() && matches!(chars[j + 1], '"' | '\\') => {
                s.push('\\');
                s.push(chars[j + 1]);
                j += 2;
            }
            '\n' => break,
            c => {
                s.push(c);
                j += 1;
            }
        }
    }
    Err(PbnError::new(
        line,
        "a quoted string is not closed on its line",
    ))
}

/// `\"` is a quote and `\\` a backslash; any other backslash stands for itself (the standard's
/// own table headers write `\2R`).
fn unescape(raw: &str) -> String {
    let mut out = String::new();
    let mut it = raw.chars().peekable();
    while let Some(c) = it.next() {
        if c == '\\'
            && let Some(&next) = it.peek()
            && (next == '"' || next == '\\')
        {
            out.push(next);
            it.next();
            continue;
        }
        // Control characters are not allowed in strings; read them as spaces.
        out.push(if c.is_control() { ' ' } else { c });
    }
    out
}

/// Which section words belong to while a game is read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    None,
    Tag(usize),
    Auction,
    Play,
}

/// An Auction or Play section as read: the tag's line and value, the tokens after it, and its
/// Note tags with their lines.
type RawSection = (usize, String, Vec<(Tok, usize)>, Vec<(String, usize)>);

/// The raw material of one game, before its sections are interpreted.
struct RawGame {
    line: usize,
    escapes: Vec<String>,
    comments: Vec<String>,
    tags: Vec<Tag>,
    tag_lines: Vec<usize>,
    auction: Option<RawSection>,
    play: Option<RawSection>,
    section: Section,
    section_line: usize,
    /// The first problem met while the game's tokens were gathered.
    broken: Option<PbnError>,
}

impl RawGame {
    fn new(line: usize) -> RawGame {
        RawGame {
            line,
            escapes: Vec::new(),
            comments: Vec::new(),
            tags: Vec::new(),
            tag_lines: Vec::new(),
            auction: None,
            play: None,
            section: Section::None,
            section_line: 0,
            broken: None,
        }
    }

    /// Keeps the first problem of the game.
    fn fail(&mut self, e: PbnError) {
        self.broken.get_or_insert(e);
    }

    /// Whether there is a game to finish: tags, sections or a problem.
    fn has_game(&self) -> bool {
        !self.tags.is_empty()
            || self.auction.is_some()
            || self.play.is_some()
            || self.broken.is_some()
    }

    fn is_empty(&self) -> bool {
        self.escapes.is_empty()
            && self.comments.is_empty()
            && self.tags.is_empty()
            && self.auction.is_none()
            && self.play.is_none()
    }
}

/// Inheritance state across games (PBN §4.8): the previous game's tag values, and the `##`
/// values.
#[derive(Default)]
struct Inherit {
    /// Every tag's value, resolved, in the nearest previous game that has the tag: what `#`
    /// copies ("the process repeats until a tag has been found with a real value").
    last: HashMap<String, String>,
    /// `##text` values: every later game that does not give the tag takes the text. A later
    /// plain value is that game's own and does not replace the text; a later `##` does.
    sticky: Vec<(String, String)>,
}

/// Reads every game of a PBN text; the first broken game refuses the whole text (see [`read`]
/// to skip broken games instead).
pub fn parse(text: &str) -> Result<Vec<PbnGame>, PbnError> {
    let file = read(text);
    match file.skipped.into_iter().next() {
        Some(s) => Err(s.error),
        None => Ok(file.games),
    }
}

/// Reads every game of a PBN text that can be read; a broken game is skipped alone, with its
/// board and the reason, and the next one is read as if it were not there (except that its
/// tags are still inherited from).
pub fn read(text: &str) -> PbnFile {
    // A UTF-8 byte-order mark some editors put at the start is no character of the file.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let tokens = lex(text);
    let mut file = PbnFile::default();
    let mut inherit = Inherit::default();
    let mut raw = RawGame::new(1);
    let done = |raw: RawGame, file: &mut PbnFile, inherit: &mut Inherit| {
        let line = raw.line;
        let (board, result) = finish(raw, inherit);
        match result {
            Ok(g) => file.games.push(g),
            Err(error) => file.skipped.push(SkippedGame { line, board, error }),
        }
    };
    for (tok, line) in tokens {
        if raw.is_empty() && raw.broken.is_none() {
            raw.line = line;
        }
        match tok {
            Tok::Break => {
                if raw.has_game() {
                    let r = std::mem::replace(&mut raw, RawGame::new(line));
                    done(r, &mut file, &mut inherit);
                }
            }
            Tok::Error(message) => raw.fail(PbnError::new(line, message)),
            Tok::Escape(s) => raw.escapes.push(s),
            Tok::Comment(c) => match raw.section {
                Section::None => raw.comments.push(c),
                Section::Tag(i) => raw.tags[i].comments.push(c),
                Section::Auction => {
                    if let Some(a) = raw.auction.as_mut() {
                        a.2.push((Tok::Comment(c), line));
                    }
                }
                Section::Play => {
                    if let Some(p) = raw.play.as_mut() {
                        p.2.push((Tok::Comment(c), line));
                    }
                }
            },
            Tok::Word(w) => match raw.section {
                Section::None => {
                    raw.fail(PbnError::new(
                        line,
                        format!("{w:?} is outside any tag section"),
                    ));
                }
                Section::Tag(i) if MANDATORY_TAGS.contains(&raw.tags[i].name.as_str()) => {
                    let e = PbnError::new(
                        line,
                        format!(
                            "{w:?} after the {} tag, which has no section",
                            raw.tags[i].name
                        ),
                    )
                    .in_part(PbnPart::Tag(raw.tags[i].name.clone()));
                    raw.fail(e);
                }
                Section::Tag(i) => {
                    // One data line per text line, elements joined by single spaces.
                    let section = &mut raw.tags[i].section;
                    match section.last_mut() {
                        Some(last) if raw.section_line == line => {
                            last.push(' ');
                            last.push_str(&w);
                        }
                        _ => section.push(w),
                    }
                    raw.section_line = line;
                }
                Section::Auction => {
                    if let Some(a) = raw.auction.as_mut() {
                        a.2.push((Tok::Word(w), line));
                    }
                }
                Section::Play => {
                    if let Some(p) = raw.play.as_mut() {
                        p.2.push((Tok::Word(w), line));
                    }
                }
            },
            Tok::Tag(name, value) => {
                if let Err(e) = add_tag(&mut raw, name, value, line) {
                    raw.fail(e);
                }
            }
        }
    }
    if !raw.is_empty() || raw.broken.is_some() {
        done(raw, &mut file, &mut inherit);
    }
    file
}

fn add_tag(raw: &mut RawGame, name: String, value: String, line: usize) -> Result<(), PbnError> {
    if (value == "#" || value.starts_with("##")) && NOT_INHERITABLE.contains(&name.as_str()) {
        return Err(PbnError::new(
            line,
            format!("the {name} tag may not inherit its value with #"),
        )
        .in_part(PbnPart::Tag(name)));
    }
    match name.as_str() {
        "Auction" | "Play" => {
            let slot = if name == "Auction" {
                &mut raw.auction
            } else {
                &mut raw.play
            };
            if slot.is_some() {
                return Err(PbnError::new(line, format!("a second {name} section")));
            }
            *slot = Some((line, value, Vec::new(), Vec::new()));
            raw.section = if name == "Auction" {
                Section::Auction
            } else {
                Section::Play
            };
        }
        "Note" if matches!(raw.section, Section::Auction | Section::Play) => {
            let slot = if raw.section == Section::Auction {
                &mut raw.auction
            } else {
                &mut raw.play
            };
            if let Some(s) = slot.as_mut() {
                s.3.push((value, line));
            }
        }
        _ => {
            // The standard: a tag that already occurred is ignored (notes may repeat).
            if name != "Note" && raw.tags.iter().any(|t| t.name == name) {
                raw.section = Section::None;
                return Ok(());
            }
            raw.tags.push(Tag {
                name,
                value,
                ..Tag::default()
            });
            raw.tag_lines.push(line);
            raw.section = Section::Tag(raw.tags.len() - 1);
        }
    }
    Ok(())
}

/// Resolves inheritance, then checks and normalises the game; returns the game's Board tag
/// (for a skipped game's report) with the game or its first problem.
fn finish(mut raw: RawGame, inherit: &mut Inherit) -> (Option<String>, Result<PbnGame, PbnError>) {
    for tag in &mut raw.tags {
        if tag.value == "#" {
            tag.value = inherit.last.get(&tag.name).cloned().unwrap_or_default();
        } else if let Some(text) = tag.value.strip_prefix("##") {
            tag.value = text.to_string();
            inherit.sticky.retain(|(n, _)| *n != tag.name);
            inherit.sticky.push((tag.name.clone(), tag.value.clone()));
        }
    }
    for (name, value) in &inherit.sticky {
        if !raw.tags.iter().any(|t| t.name == *name) {
            raw.tags.push(Tag::new(name, value));
            raw.tag_lines.push(raw.line);
        }
    }
    for tag in &raw.tags {
        inherit.last.insert(tag.name.clone(), tag.value.clone());
    }
    let board = raw
        .tags
        .iter()
        .find(|t| t.name == "Board")
        .map(|t| t.value.trim().to_string())
        .filter(|b| !b.is_empty());
    let result = match raw.broken.take() {
        Some(e) => Err(e),
        None => check(raw),
    };
    (board, result)
}

/// Checks and normalises the known tags and reads the sections.
fn check(mut raw: RawGame) -> Result<PbnGame, PbnError> {
    let mut dealer = None;
    let mut declarer = None;
    let mut deal = None;
    for i in 0..raw.tags.len() {
        let line = raw.tag_lines[i];
        let tag = &mut raw.tags[i];
        let v = tag.value.trim().to_string();
        let unknown = v.is_empty() || v == "?";
        let part = PbnPart::Tag(tag.name.clone());
        let bad = |what: &str| {
            PbnError::new(line, format!("{:?} is not {what}", tag.value)).in_part(part.clone())
        };
        match tag.name.as_str() {
            "Dealer" if !unknown => {
                let s: Seat = v.parse().map_err(|_| bad("a seat (N, E, S, W)"))?;
                tag.value = s.letter().to_string();
                dealer = Some(s);
            }
            "Vulnerable" if !unknown => {
                let vul: Vulnerability = v
                    .parse()
                    .map_err(|_| bad("a vulnerability (None, NS, EW, All)"))?;
                tag.value = vul.pbn().to_string();
            }
            "Declarer" if !unknown => {
                let (caret, body) = match v.strip_prefix('^') {
                    Some(b) => ("^", b),
                    None => ("", v.as_str()),
                };
                let s: Seat = body.parse().map_err(|_| bad("a seat (N, E, S, W)"))?;
                tag.value = format!("{caret}{}", s.letter());
                if caret.is_empty() {
                    declarer = Some(s);
                }
            }
            "Contract" if !unknown => {
                if v.eq_ignore_ascii_case("pass") {
                    tag.value = "Pass".to_string();
                } else if let Some(st) = Strain::parse(&v) {
                    // An end position gives the trump strain only (PBN §3.10).
                    tag.value = st.code().to_string();
                } else {
                    let c: Contract = v.parse().map_err(|_| bad("a contract such as 4SX"))?;
                    tag.value = c.pbn();
                }
            }
            "Result" if !unknown => {
                parse_result(&v).ok_or_else(|| bad("a number of tricks"))?;
            }
            "Deal" if !unknown => {
                let d = PartialDeal::from_pbn(&v)
                    .map_err(|e| PbnError::new(line, format!("bad Deal tag: {e}")).in_part(part))?;
                deal = Some(d);
            }
            _ => {}
        }
    }
    // Normalise the Result to declarer's tricks when declarer is known.
    if let (Some(d), Some(tag)) = (declarer, raw.tags.iter_mut().find(|t| t.name == "Result"))
        && let Some((caret, r)) = parse_result(tag.value.trim())
    {
        let caret = if caret { "^" } else { "" };
        let tricks = match r {
            ResultValue::Declarer(n) => Some(n),
            ResultValue::Sides { ns, ew } => match d.side() {
                Side::NorthSouth => ns.or(ew.map(|e| 13 - e)),
                Side::EastWest => ew.or(ns.map(|n| 13 - n)),
            },
        };
        if let Some(t) = tricks {
            tag.value = format!("{caret}{t}");
        }
    }

    // Keep the tags in the order they are written, so a game read back equals the original.
    raw.tags.sort_by_key(tag_rank);
    let mut irregular_auction = None;
    let auction = match raw.auction.take() {
        Some(section) if has_marks(&section) => {
            let (ir, first) = irregular(section, PbnPart::Auction)?;
            if dealer.is_none() {
                dealer = Some(first);
            }
            irregular_auction = Some(ir);
            None
        }
        Some((line, value, toks, notes)) => {
            let (a, d) = read_auction(line, &value, toks, notes, dealer)
                .map_err(|e| e.in_part(PbnPart::Auction))?;
            if dealer.is_none() {
                dealer = Some(d);
            }
            Some(a)
        }
        None => None,
    };
    if let (Some(d), Some(tag)) = (deal, raw.tags.iter_mut().find(|t| t.name == "Deal")) {
        let first = dealer.unwrap_or_else(|| {
            tag.value
                .trim()
                .chars()
                .next()
                .and_then(|c| c.to_string().parse().ok())
                .unwrap_or(Seat::North)
        });
        tag.value = d.to_pbn_from(first);
    }
    let mut irregular_play = None;
    let play = match raw.play.take() {
        // `[Play ""]` with no card, as some programs write on a passed-out board: no play.
        Some((_, value, toks, notes))
            if matches!(value.trim(), "" | "?")
                && notes.is_empty()
                && toks.iter().all(|(t, _)| {
                    matches!(t, Tok::Word(w) if w == "*") || matches!(t, Tok::Comment(_))
                }) =>
        {
            None
        }
        Some(section) if has_marks(&section) => {
            irregular_play = Some(irregular(section, PbnPart::Play)?.0);
            None
        }
        Some((line, value, toks, notes)) => Some(
            read_play(line, &value, toks, notes, deal.as_ref())
                .map_err(|e| e.in_part(PbnPart::Play))?,
        ),
        None => None,
    };
    Ok(PbnGame {
        escapes: raw.escapes,
        comments: raw.comments,
        tags: raw.tags,
        auction,
        play,
        irregular_auction,
        irregular_play,
        line: raw.line,
    })
}

/// Whether an Auction or Play section holds an irregularity mark (`^` in a word).
fn has_marks(section: &RawSection) -> bool {
    section
        .2
        .iter()
        .any(|(t, _)| matches!(t, Tok::Word(w) if w.contains('^')))
}

/// An Auction or Play section with irregularity marks, kept as written: its marks checked
/// against §3.9, its data lines joined as read. Also returns the seat of the first column
/// moved on past leading `-` (in an auction, the dealer).
fn irregular(
    (tag_line, value, toks, notes): RawSection,
    part: PbnPart,
) -> Result<(IrregularSection, Seat), PbnError> {
    let name = if part == PbnPart::Auction {
        "Auction"
    } else {
        "Play"
    };
    let err = |line: usize, m: String| PbnError::new(line, m).in_part(part.clone());
    let first: Seat = value.trim().parse().map_err(|_| {
        err(
            tag_line,
            format!("the {name} tag needs a seat, not {value:?}"),
        )
    })?;
    let mut marks = Vec::new();
    let mut comments = Vec::new();
    let mut lines: Vec<(usize, String)> = Vec::new();
    let mut skipped = 0;
    let mut started = false;
    for (tok, line) in toks {
        let text = match tok {
            Tok::Word(w) => {
                let mut rest = w.as_str();
                while let Some(at) = rest.find('^') {
                    let letter = rest[at + 1..].chars().next();
                    let mark = letter.and_then(Irregularity::from_letter).ok_or_else(|| {
                        err(
                            line,
                            format!("{w:?}: an irregularity is ^I, ^S, ^R or ^L (PBN 3.9)"),
                        )
                    })?;
                    marks.push(mark);
                    rest = &rest[at + 2..];
                }
                if w.chars().all(|c| c == '-') && !started {
                    skipped += 1;
                } else {
                    started = true;
                }
                w
            }
            Tok::Comment(c) if lines.is_empty() => {
                comments.push(c);
                continue;
            }
            Tok::Comment(c) => c,
            _ => continue,
        };
        match lines.last_mut() {
            Some((l, s)) if *l == line => {
                s.push(' ');
                s.push_str(&text);
            }
            _ => lines.push((line, text)),
        }
    }
    let tag = Tag {
        name: name.to_string(),
        value: first.letter().to_string(),
        comments,
        section: lines.into_iter().map(|(_, s)| s).collect(),
    };
    let notes = read_notes(notes).map_err(|e| e.in_part(part.clone()))?;
    Ok((
        IrregularSection { tag, notes, marks },
        first.nth_next(skipped),
    ))
}

/// One piece of a word in an auction or play section.
enum Piece {
    Item(String),
    Note(u8),
    Nag(u8),
    Suffix(String),
    Star,
    Plus,
}

/// Splits a word such as `2C!=1=` into its self-delimiting pieces.
fn pieces(word: &str, line: usize) -> Result<Vec<Piece>, PbnError> {
    let chars: Vec<char> = word.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let bad = |what: &str| PbnError::new(line, format!("{what} in {word:?}"));
    while i < chars.len() {
        let c = chars[i];
        let mut j = i + 1;
        match c {
            '*' => out.push(Piece::Star),
            '+' => out.push(Piece::Plus),
            '=' => {
                while j < chars.len() && chars[j].is_ascii_digit() {
                    j += 1;
                }
                if j >= chars.len() || chars[j] != '=' || j == i + 1 {
                    return Err(bad("a note reference must read =n="));
                }
                let digits: String = chars[i + 1..j].iter().collect();
                let n = digits.parse().map_err(|_| bad("note number too large"))?;
                out.push(Piece::Note(n));
                j += 1;
            }
            '$' => {
                while j < chars.len() && chars[j].is_ascii_digit() {
                    j += 1;
                }
                let digits: String = chars[i + 1..j].iter().collect();
                let n = digits
                    .parse()
                    .map_err(|_| bad("a NAG must be $0 to $255"))?;
                out.push(Piece::Nag(n));
            }
            '!' | '?' => {
                if j < chars.len() && matches!(chars[j], '!' | '?') {
                    j += 1;
                }
                out.push(Piece::Suffix(chars[i..j].iter().collect()));
            }
            c if c.is_ascii_alphanumeric() || c == '-' => {
                while j < chars.len() && (chars[j].is_ascii_alphanumeric() || chars[j] == '-') {
                    j += 1;
                }
                out.push(Piece::Item(chars[i..j].iter().collect()));
            }
            _ => return Err(bad(&format!("unexpected {c:?}"))),
        }
        i = j;
    }
    Ok(out)
}

/// The NAG of a suffix; the play suffixes are numbered 6 above the auction ones.
fn suffix_nag(s: &str, play: bool) -> u8 {
    let base = match s {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        _ => 6,
    };
    if play { base + 6 } else { base }
}

fn read_notes(notes: Vec<(String, usize)>) -> Result<Vec<Note>, PbnError> {
    notes
        .into_iter()
        .map(|(v, line)| {
            let (n, text) = v.split_once(':').ok_or_else(|| {
                PbnError::new(line, format!("a Note must read \"n:text\", not {v:?}"))
            })?;
            let index = n
                .trim()
                .parse()
                .map_err(|_| PbnError::new(line, format!("{n:?} is not a note number")))?;
            Ok(Note {
                index,
                text: text.to_string(),
            })
        })
        .collect()
}

fn annotate(
    map_entry: Option<&mut Annotation>,
    piece: Piece,
    line: usize,
    play: bool,
) -> Result<(), PbnError> {
    let Some(a) = map_entry else {
        return Err(PbnError::new(line, "an annotation before any call or card"));
    };
    match piece {
        Piece::Note(n) => a.note = Some(n),
        Piece::Nag(n) => {
            a.nags.push(n);
            a.nags.sort_unstable();
        }
        Piece::Suffix(s) => {
            a.nags.push(suffix_nag(&s, play));
            a.nags.sort_unstable();
        }
        _ => {}
    }
    Ok(())
}

fn read_auction(
    tag_line: usize,
    value: &str,
    toks: Vec<(Tok, usize)>,
    notes: Vec<(String, usize)>,
    dealer: Option<Seat>,
) -> Result<(PbnAuction, Seat), PbnError> {
    let first: Seat = value.trim().parse().map_err(|_| {
        PbnError::new(
            tag_line,
            format!("the Auction tag needs a seat, not {value:?}"),
        )
    })?;
    let mut skipped = 0;
    let mut started = false;
    let mut calls: Vec<(Option<Call>, usize)> = Vec::new(); // None = AP
    let mut annotations: BTreeMap<usize, Annotation> = BTreeMap::new();
    let mut comments = Vec::new();
    let mut continued = false;
    let mut ended = false;
    // First pass: the calls, so that the dealer is known before any is checked.
    let mut items: Vec<(Piece, usize)> = Vec::new();
    let mut comment_items: Vec<(usize, String)> = Vec::new();
    for (tok, line) in toks {
        match tok {
            Tok::Word(w) => {
                for p in pieces(&w, line)? {
                    items.push((p, line));
                }
            }
            Tok::Comment(c) => comment_items.push((items.len(), c)),
            _ => {}
        }
    }
    let mut comment_iter = comment_items.into_iter().peekable();
    for (k, (piece, line)) in items.into_iter().enumerate() {
        while let Some((at, _)) = comment_iter.peek()
            && *at <= k
        {
            let Some((_, c)) = comment_iter.next() else {
                break;
            };
            match calls.len().checked_sub(1) {
                Some(i) => annotations.entry(i).or_default().comments.push(c),
                None => comments.push(c),
            }
        }
        if ended {
            return Err(PbnError::new(
                line,
                "calls after the end of the auction (*)",
            ));
        }
        match piece {
            Piece::Item(t) => {
                if continued {
                    return Err(PbnError::new(line, "calls after +"));
                }
                let up = t.to_ascii_uppercase();
                if up.chars().all(|c| c == '-') {
                    if started {
                        return Err(PbnError::new(line, "a - after the first call"));
                    }
                    skipped += 1;
                    continue;
                }
                started = true;
                let call = match up.as_str() {
                    "AP" => None,
                    "PASS" => Some(Call::Pass),
                    "X" => Some(Call::Double),
                    "XX" => Some(Call::Redouble),
                    _ => Some(Call::Bid(t.parse::<Bid>().map_err(|_| {
                        PbnError::new(line, format!("{t:?} is not a call"))
                    })?)),
                };
                calls.push((call, line));
            }
            Piece::Star => ended = true,
            Piece::Plus => continued = true,
            other => {
                let i = calls.len().checked_sub(1);
                annotate(
                    i.map(|i| annotations.entry(i).or_default()),
                    other,
                    line,
                    false,
                )?;
            }
        }
    }
    for (_, c) in comment_iter {
        match calls.len().checked_sub(1) {
            Some(i) => annotations.entry(i).or_default().comments.push(c),
            None => comments.push(c),
        }
    }
    let from_auction = first.nth_next(skipped);
    let dealer = match dealer {
        Some(d) if started && d != from_auction => {
            return Err(PbnError::new(
                tag_line,
                format!(
                    "the auction starts with {} but the dealer is {}",
                    from_auction.name(),
                    d.name()
                ),
            ));
        }
        Some(d) => d,
        None => from_auction,
    };
    let mut auction = Auction::new(dealer);
    // Indices shift when AP expands to several passes.
    let mut remap: BTreeMap<usize, usize> = BTreeMap::new();
    for (k, (call, line)) in calls.into_iter().enumerate() {
        let Some(call) = call else {
            if auction.is_over() {
                return Err(PbnError::new(line, "AP after the end of the auction"));
            }
            while !auction.is_over() {
                auction
                    .call(Call::Pass)
                    .map_err(|e| PbnError::new(line, e.to_string()))?;
            }
            remap.insert(k, auction.calls().len() - 1);
            continue;
        };
        auction
            .call(call)
            .map_err(|e| PbnError::new(line, format!("illegal call {}: {e}", call.pbn())))?;
        remap.insert(k, auction.calls().len() - 1);
    }
    let annotations = annotations
        .into_iter()
        .filter(|(_, a)| !a.is_empty())
        .filter_map(|(k, a)| remap.get(&k).map(|i| (*i, a)))
        .collect();
    Ok((
        PbnAuction {
            auction,
            annotations,
            notes: read_notes(notes)?,
            continued,
            comments,
        },
        dealer,
    ))
}

fn read_play(
    tag_line: usize,
    value: &str,
    toks: Vec<(Tok, usize)>,
    notes: Vec<(String, usize)>,
    deal: Option<&PartialDeal>,
) -> Result<PbnPlay, PbnError> {
    let first: Seat = value.trim().parse().map_err(|_| {
        PbnError::new(
            tag_line,
            format!("the Play tag needs a seat, not {value:?}"),
        )
    })?;
    let mut tricks: Vec<[Option<Card>; 4]> = Vec::new();
    let mut annotations: BTreeMap<(usize, usize), Annotation> = BTreeMap::new();
    let mut comments = Vec::new();
    let mut next = None;
    let mut ended = false;
    let mut pos = 0usize;
    let mut seen = CardSet::EMPTY;
    let last_pos = |pos: usize| pos.checked_sub(1).map(|p| (p / 4, p % 4));
    for (tok, line) in toks {
        let word = match tok {
            Tok::Word(w) => w,
            Tok::Comment(c) => {
                match last_pos(pos) {
                    Some(k) => annotations.entry(k).or_default().comments.push(c),
                    None => comments.push(c),
                }
                continue;
            }
            _ => continue,
        };
        for piece in pieces(&word, line)? {
            if ended {
                return Err(PbnError::new(line, "cards after the end of the play (*)"));
            }
            match piece {
                Piece::Item(t) => {
                    if pos >= 52 {
                        return Err(PbnError::new(line, "more than 13 tricks"));
                    }
                    let card = if t.chars().all(|c| c == '-') {
                        None
                    } else {
                        let card = parse_card(&t)
                            .ok_or_else(|| PbnError::new(line, format!("{t:?} is not a card")))?;
                        if !seen.insert(card) {
                            return Err(PbnError::new(
                                line,
                                format!("the {} is played twice", card.name()),
                            ));
                        }
                        let seat = first.nth_next(pos % 4);
                        if let Some(hand) = deal.and_then(|d| d.hand(seat))
                            && !hand.contains(card)
                        {
                            return Err(PbnError::new(
                                line,
                                format!(
                                    "{} plays the {} but does not hold it",
                                    seat.name(),
                                    card.name()
                                ),
                            ));
                        }
                        Some(card)
                    };
                    if pos.is_multiple_of(4) {
                        tricks.push([None; 4]);
                    }
                    if let Some(row) = tricks.last_mut() {
                        row[pos % 4] = card;
                    }
                    pos += 1;
                }
                Piece::Plus => {
                    if next.is_some() || pos >= 52 {
                        return Err(PbnError::new(line, "a misplaced +"));
                    }
                    next = Some((pos / 4, pos % 4));
                    if pos.is_multiple_of(4) {
                        tricks.push([None; 4]);
                    }
                    pos += 1;
                }
                Piece::Star => ended = true,
                other => {
                    let k = last_pos(pos);
                    annotate(
                        k.map(|k| annotations.entry(k).or_default()),
                        other,
                        line,
                        true,
                    )?;
                }
            }
        }
    }
    // Rows of dashes at the end add nothing: "- - - -" and "*" both mean no more cards known.
    while let Some(row) = tricks.last() {
        let t = tricks.len() - 1;
        let keep = row.iter().any(Option::is_some)
            || next.is_some_and(|(nt, _)| nt == t)
            || annotations.keys().any(|(at, _)| *at == t);
        if keep {
            break;
        }
        tricks.pop();
    }
    annotations.retain(|_, a| !a.is_empty());
    Ok(PbnPlay {
        first,
        tricks,
        annotations,
        next,
        notes: read_notes(notes)?,
        comments,
    })
}

/// A PBN card token: suit letter then rank, either case (`SA`, `hT`).
fn parse_card(t: &str) -> Option<Card> {
    let mut it = t.chars();
    let suit = Suit::from_char(it.next()?)?;
    let rank = Rank::from_char(it.next()?)?;
    if it.next().is_some() {
        return None;
    }
    Some(Card::new(suit, rank))
}
