//! Portable Bridge Notation (PBN 2.1): reading and writing games.
//!
//! [`parse`] reads the import format: tags in any order, several games per file, `%` escape
//! lines, `;` and `{}` comments, the `#` and `##` tag value inheritance, the Auction and Play
//! sections with suffixes, note references, NAGs, `AP`, `-`, `+` and `*`, and supplemental
//! sections (tables), which are kept as they are. [`write`] produces normalised PBN: the
//! mandatory tags in the standard's order, then the other tags in their original order, the
//! auction four calls a line and the play one trick a line.
//!
//! A game keeps its tags as text; the known ones are checked and normalised while reading
//! (`Vulnerable "Both"` becomes `"All"`, the deal is written from the dealer, ...). The auction is
//! an engine [`Auction`], so an illegal call is an error naming its line. The play is kept as the
//! file shows it, trick by trick in column order, and checked against the rules only by
//! [`PbnGame::to_game`], which turns a complete, consistent game into an engine [`Game`].
//!
//! Nothing here panics on any input: every problem is a [`PbnError`] naming the 1-based line.

use crate::auction::{Auction, AuctionResult, Bid, Call, Contract, Strain};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::deal::Deal;
use crate::game::{Board, Game, GameError, Phase};
use crate::seat::{Seat, Side, Vulnerability};
use std::collections::{BTreeMap, HashMap};
use std::fmt;

/// A problem in a PBN text, with the 1-based line where it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PbnError {
    /// The 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl PbnError {
    fn new(line: usize, message: impl Into<String>) -> PbnError {
        PbnError {
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for PbnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for PbnError {}

/// The 15 tags of the Mandatory Tag Set, in the order the export format writes them.
pub const MANDATORY_TAGS: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

/// Tags whose value may not be inherited with `#` or `##` (PBN §4.8).
const NOT_INHERITABLE: [&str; 8] = [
    "Dealer",
    "Vulnerable",
    "Deal",
    "Declarer",
    "Contract",
    "Auction",
    "Play",
    "Note",
];

/// One tag pair with the comments that follow it and, for a supplemental section such as
/// `OptimumResultTable`, its data lines.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Tag {
    /// The tag name, e.g. `Event`.
    pub name: String,
    /// The value, unescaped, with any `#` inheritance already resolved.
    pub value: String,
    /// Comments after the tag, each with its delimiters (`{...}` or `; ...`).
    pub comments: Vec<String>,
    /// Section data lines, elements separated by single spaces (empty for a plain tag).
    pub section: Vec<String>,
}

impl Tag {
    /// A plain tag.
    pub fn new(name: &str, value: &str) -> Tag {
        Tag {
            name: name.to_string(),
            value: value.to_string(),
            ..Tag::default()
        }
    }
}

/// The annotations after one call or card: a note reference, NAGs (suffixes such as `!` are
/// stored as their NAG) and comments.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Annotation {
    /// The note reference `=n=`, explained by a [`Note`] of the section.
    pub note: Option<u8>,
    /// Numeric annotation glyphs, ascending.
    pub nags: Vec<u8>,
    /// Comments, each with its delimiters.
    pub comments: Vec<String>,
}

impl Annotation {
    fn is_empty(&self) -> bool {
        self.note.is_none() && self.nags.is_empty() && self.comments.is_empty()
    }
}

/// A `[Note "n:text"]` of the auction or play section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The note number the calls or cards refer to.
    pub index: u8,
    /// The explanation.
    pub text: String,
}

/// The Auction section: the calls (checked by the engine) and their annotations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PbnAuction {
    /// The calls from the dealer on.
    pub auction: Auction,
    /// Annotations by call index (0 = the dealer's first call).
    pub annotations: BTreeMap<usize, Annotation>,
    /// The notes that explain the note references.
    pub notes: Vec<Note>,
    /// True when the section ends with `+`: the next call is still to be made.
    pub continued: bool,
    /// Comments after the Auction tag, before the first call.
    pub comments: Vec<String>,
}

/// The Play section as the file shows it: one row per trick, column `i` being the card of
/// `first.nth_next(i)`, whoever led that trick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PbnPlay {
    /// The seat of the first column, which leads the first trick (the Play tag value).
    pub first: Seat,
    /// The tricks; `None` is a card not known or not played (`-`). Trailing empty rows are dropped.
    pub tricks: Vec<[Option<Card>; 4]>,
    /// Annotations by (trick, column).
    pub annotations: BTreeMap<(usize, usize), Annotation>,
    /// Where the `+` stands (the next card to play), if the play is to be continued.
    pub next: Option<(usize, usize)>,
    /// The notes that explain the note references.
    pub notes: Vec<Note>,
    /// Comments after the Play tag, before the first card.
    pub comments: Vec<String>,
}

impl PbnPlay {
    /// The known cards in the order they were played, following each trick's leader; stops at
    /// the first unknown card.
    ///
    /// The leader of each trick after the first is found by playing the tricks out with the
    /// trumps of `strain`.
    pub fn cards_in_order(&self, strain: Strain) -> Vec<Card> {
        let mut out = Vec::new();
        let mut leader = self.first;
        for row in &self.tricks {
            let mut trick = crate::play::Trick {
                leader,
                cards: Vec::new(),
            };
            for i in 0..4 {
                let seat = leader.nth_next(i);
                match row[column(self.first, seat)] {
                    Some(c) => trick.cards.push(c),
                    None => {
                        out.extend(trick.cards);
                        return out;
                    }
                }
            }
            leader = trick.winner(strain.trump()).unwrap_or(leader);
            out.extend(trick.cards);
        }
        out
    }
}

/// The column of `seat` in a play grid whose first column is `first`.
fn column(first: Seat, seat: Seat) -> usize {
    (seat.index() + 4 - first.index()) % 4
}

/// A deal where some hands may be unknown (`-` in the Deal tag) or short (an end position).
///
/// Unlike the engine's [`Deal`], the hands need not hold 13 cards, but no card is in two hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PartialDeal {
    hands: [Option<CardSet>; 4],
}

impl PartialDeal {
    /// Checks the hands (indexed by [`Seat::index`]): at most 13 cards each, no card twice.
    pub fn new(hands: [Option<CardSet>; 4]) -> Result<PartialDeal, String> {
        let mut seen = CardSet::EMPTY;
        for seat in Seat::ALL {
            let Some(hand) = hands[seat.index()] else {
                continue;
            };
            if hand.len() > 13 {
                return Err(format!("{} holds {} cards", seat.name(), hand.len()));
            }
            if let Some(dup) = hand.and(seen).iter().next() {
                return Err(format!("the {} is dealt twice", dup.name()));
            }
            seen = seen.or(hand);
        }
        Ok(PartialDeal { hands })
    }

    /// Parses a Deal tag value: `N:` then four hands clockwise, `-` for an unknown hand.
    pub fn from_pbn(text: &str) -> Result<PartialDeal, String> {
        let (first, rest) = text
            .trim()
            .split_once(':')
            .ok_or("a deal starts with the first seat, as in N:")?;
        let first: Seat = first
            .trim()
            .parse()
            .map_err(|_| format!("{first:?} is not a seat"))?;
        let parts: Vec<&str> = rest.split_whitespace().collect();
        if parts.len() != 4 {
            return Err(format!("{} hands instead of 4", parts.len()));
        }
        let mut hands = [None; 4];
        for (i, part) in parts.iter().enumerate() {
            let seat = first.nth_next(i);
            if *part == "-" {
                continue;
            }
            hands[seat.index()] = Some(parse_hand(part).ok_or_else(|| {
                format!("{}'s hand {part:?} is not four dotted suits", seat.name())
            })?);
        }
        PartialDeal::new(hands)
    }

    /// The deal text starting with `first`, unknown hands as `-`.
    pub fn to_pbn_from(&self, first: Seat) -> String {
        let hands: Vec<String> = (0..4)
            .map(|i| match self.hands[first.nth_next(i).index()] {
                Some(h) => h.to_pbn_hand(),
                None => "-".to_string(),
            })
            .collect();
        format!("{}:{}", first.letter(), hands.join(" "))
    }

    /// The hand of `seat`, if known.
    pub const fn hand(&self, seat: Seat) -> Option<CardSet> {
        self.hands[seat.index()]
    }

    /// The complete deal, when all four hands are known and hold 13 cards each.
    pub fn complete(&self) -> Result<Deal, String> {
        let mut hands = [CardSet::EMPTY; 4];
        for seat in Seat::ALL {
            hands[seat.index()] = self.hands[seat.index()]
                .ok_or_else(|| format!("{}'s hand is unknown", seat.name()))?;
        }
        Deal::new(hands).map_err(|e| e.to_string())
    }
}

impl From<Deal> for PartialDeal {
    fn from(d: Deal) -> PartialDeal {
        PartialDeal {
            hands: d.hands().map(Some),
        }
    }
}

/// A PBN hand, ranks in any order and either case; unlike [`CardSet::from_pbn_hand`] a
/// repeated card is an error rather than silently merged, and `-` is not a void.
fn parse_hand(text: &str) -> Option<CardSet> {
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
enum ResultValue {
    Declarer(u8),
    Sides { ns: Option<u8>, ew: Option<u8> },
}

fn parse_result(value: &str) -> Option<(bool, ResultValue)> {
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

/// One game of a PBN file.
#[derive(Clone, Debug, Default)]
pub struct PbnGame {
    /// The `%` escape lines read with this game (the file's `% PBN 2.1` goes with the first).
    pub escapes: Vec<String>,
    /// Comments before the first tag.
    pub comments: Vec<String>,
    /// The tags other than Auction, Play and their notes, in the order read.
    pub tags: Vec<Tag>,
    /// The Auction section, if any.
    pub auction: Option<PbnAuction>,
    /// The Play section, if any.
    pub play: Option<PbnPlay>,
    line: usize,
}

impl PartialEq for PbnGame {
    /// Compares the content; the line the game started on is ignored.
    fn eq(&self, other: &PbnGame) -> bool {
        self.escapes == other.escapes
            && self.comments == other.comments
            && self.tags == other.tags
            && self.auction == other.auction
            && self.play == other.play
    }
}

impl Eq for PbnGame {}

/// A token of the PBN text.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Tag(String, String),
    Comment(String),
    Word(String),
    Escape(String),
    Break,
}

fn lex(text: &str) -> Result<Vec<(Tok, usize)>, PbnError> {
    let chars: Vec<char> = text.chars().collect();
    let n = chars.len();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut line_start = true;
    // Where the last token, if it is a brace comment, ends.
    let mut comment_end: Option<usize> = None;
    let is_blank = |c: char| c == ' ' || c == '\t' || c == '\r' || c == '\u{b}' || c == '\u{c}';
    while i < n {
        if line_start {
            line_start = false;
            if chars[i] == '%' {
                let mut j = i;
                while j < n && chars[j] != '\n' {
                    j += 1;
                }
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
        if !c.is_whitespace() && c != '}' {
            comment_end = None;
        }
        match c {
            '\n' => {
                line += 1;
                line_start = true;
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
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
                    return Err(PbnError::new(start, "a { comment is never closed by }"));
                }
                let s: String = chars[i..=j].iter().filter(|c| **c != '\r').collect();
                out.push((Tok::Comment(s), start));
                i = j + 1;
                comment_end = Some(i);
                continue;
            }
            ';' => {
                let mut j = i;
                while j < n && chars[j] != '\n' {
                    j += 1;
                }
                let s: String = chars[i..j].iter().collect();
                out.push((Tok::Comment(s.trim_end().to_string()), line));
                i = j;
            }
            '[' => {
                let start = line;
                let mut j = i + 1;
                let skip_ws = |j: &mut usize, line: &mut usize| {
                    while *j < n && chars[*j].is_whitespace() {
                        if chars[*j] == '\n' {
                            *line += 1;
                        }
                        *j += 1;
                    }
                };
                skip_ws(&mut j, &mut line);
                let name_start = j;
                while j < n && (chars[j].is_ascii_alphanumeric() || chars[j] == '_') {
                    j += 1;
                }
                let name: String = chars[name_start..j].iter().collect();
                if name.is_empty() {
                    return Err(PbnError::new(start, "a tag needs a name after ["));
                }
                skip_ws(&mut j, &mut line);
                if j >= n || chars[j] != '"' {
                    return Err(PbnError::new(
                        start,
                        format!("the tag {name} needs a quoted value"),
                    ));
                }
                let (value, after) = read_string(&chars, j, line)?;
                j = after;
                skip_ws(&mut j, &mut line);
                if j >= n || chars[j] != ']' {
                    return Err(PbnError::new(
                        start,
                        format!("the tag {name} is not closed by ]"),
                    ));
                }
                out.push((Tok::Tag(name, unescape(&value)), start));
                i = j + 1;
            }
            '}' if comment_end.is_some() => {
                // Some producers nest braces inside a comment ("{... {host} ...}"): the first
                // `}` ends it and the real end is left stray. Fold it back into the comment.
                let (Some(end), Some((Tok::Comment(text), _))) = (comment_end, out.last_mut())
                else {
                    return Err(PbnError::new(line, "unexpected }"));
                };
                text.extend(chars[end..=i].iter().filter(|c| **c != '\r'));
                comment_end = Some(i + 1);
                i += 1;
                continue;
            }
            ']' | '}' => return Err(PbnError::new(line, format!("unexpected {c}"))),
            '"' => {
                let (raw, after) = read_string(&chars, i, line)?;
                out.push((Tok::Word(format!("\"{raw}\"")), line));
                i = after;
            }
            _ => {
                let mut j = i;
                while j < n && !chars[j].is_whitespace() && !"[]{};\"".contains(chars[j]) {
                    j += 1;
                }
                out.push((Tok::Word(chars[i..j].iter().collect()), line));
                i = j;
            }
        }
    }
    Ok(out)
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

/// The inverse of [`unescape`]: only backslashes that would otherwise be misread are doubled.
fn escape(value: &str) -> String {
    let chars: Vec<char> = value.chars().collect();
    let mut out = String::new();
    for (i, c) in chars.iter().enumerate() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' if matches!(chars.get(i + 1), None | Some('"') | Some('\\')) => {
                out.push_str("\\\\")
            }
            // Control characters (tabs, line breaks) are not allowed in strings.
            c if c.is_control() => out.push(' '),
            c => out.push(*c),
        }
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
        }
    }

    fn is_empty(&self) -> bool {
        self.escapes.is_empty()
            && self.comments.is_empty()
            && self.tags.is_empty()
            && self.auction.is_none()
            && self.play.is_none()
    }
}

/// Inheritance state across games: the last value of every tag, and the `##` values.
#[derive(Default)]
struct Inherit {
    last: HashMap<String, String>,
    sticky: Vec<(String, String)>,
}

/// Reads every game of a PBN text.
pub fn parse(text: &str) -> Result<Vec<PbnGame>, PbnError> {
    let tokens = lex(text)?;
    let mut games = Vec::new();
    let mut inherit = Inherit::default();
    let mut raw = RawGame::new(1);
    for (tok, line) in tokens {
        if raw.is_empty() {
            raw.line = line;
        }
        match tok {
            Tok::Break => {
                if !raw.tags.is_empty() || raw.auction.is_some() || raw.play.is_some() {
                    games.push(finish(
                        std::mem::replace(&mut raw, RawGame::new(line)),
                        &mut inherit,
                    )?);
                }
            }
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
                    return Err(PbnError::new(
                        line,
                        format!("{w:?} is outside any tag section"),
                    ));
                }
                Section::Tag(i) if MANDATORY_TAGS.contains(&raw.tags[i].name.as_str()) => {
                    return Err(PbnError::new(
                        line,
                        format!(
                            "{w:?} after the {} tag, which has no section",
                            raw.tags[i].name
                        ),
                    ));
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
            Tok::Tag(name, value) => add_tag(&mut raw, name, value, line, &inherit)?,
        }
    }
    if !raw.is_empty() {
        games.push(finish(raw, &mut inherit)?);
    }
    Ok(games)
}

fn add_tag(
    raw: &mut RawGame,
    name: String,
    value: String,
    line: usize,
    inherit: &Inherit,
) -> Result<(), PbnError> {
    let value = if value == "#" || value.starts_with("##") {
        if NOT_INHERITABLE.contains(&name.as_str()) {
            return Err(PbnError::new(
                line,
                format!("the {name} tag may not inherit its value with #"),
            ));
        }
        if value == "#" {
            inherit.last.get(&name).cloned().unwrap_or_default()
        } else {
            value.clone()
        }
    } else {
        value
    };
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

/// Resolves inheritance, checks and normalises the known tags and reads the sections.
fn finish(mut raw: RawGame, inherit: &mut Inherit) -> Result<PbnGame, PbnError> {
    // `##text`: this game and all later ones use text; a later plain value redefines it.
    for tag in &mut raw.tags {
        if let Some(text) = tag.value.strip_prefix("##") {
            tag.value = text.to_string();
            inherit.sticky.retain(|(n, _)| *n != tag.name);
            inherit.sticky.push((tag.name.clone(), tag.value.clone()));
        } else if let Some(s) = inherit.sticky.iter_mut().find(|(n, _)| *n == tag.name) {
            s.1 = tag.value.clone();
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

    let mut dealer = None;
    let mut declarer = None;
    let mut deal = None;
    for i in 0..raw.tags.len() {
        let line = raw.tag_lines[i];
        let tag = &mut raw.tags[i];
        let v = tag.value.trim().to_string();
        let unknown = v.is_empty() || v == "?";
        let bad = |what: &str| PbnError::new(line, format!("{:?} is not {what}", tag.value));
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
                    .map_err(|e| PbnError::new(line, format!("bad Deal tag: {e}")))?;
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
    let auction = match raw.auction.take() {
        Some((line, value, toks, notes)) => {
            let (a, d) = read_auction(line, &value, toks, notes, dealer)?;
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
    let play = match raw.play.take() {
        Some((line, value, toks, notes)) => {
            Some(read_play(line, &value, toks, notes, deal.as_ref())?)
        }
        None => None,
    };
    Ok(PbnGame {
        escapes: raw.escapes,
        comments: raw.comments,
        tags: raw.tags,
        auction,
        play,
        line: raw.line,
    })
}

/// One piece of a word in an auction or play section.
enum Piece {
    Item(String),
    Note(u8),
    Nag(u8),
    Suffix(String),
    Star,
    Plus,
    Irregular(String),
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
            '^' => {
                j = (i + 2).min(chars.len());
                out.push(Piece::Irregular(chars[i..j].iter().collect()));
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
            Piece::Irregular(s) => {
                return Err(PbnError::new(
                    line,
                    format!("the irregularity {s} cannot be represented"),
                ));
            }
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
                Piece::Item(t) | Piece::Irregular(t) if t.starts_with('^') => {
                    return Err(PbnError::new(
                        line,
                        format!("the irregularity {t} cannot be represented"),
                    ));
                }
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
                Piece::Irregular(s) => {
                    return Err(PbnError::new(
                        line,
                        format!("the irregularity {s} cannot be represented"),
                    ));
                }
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

impl PbnGame {
    /// The 1-based line where the game starts in the text it was read from (0 if built).
    pub const fn line(&self) -> usize {
        self.line
    }

    /// The value of tag `name`, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    }

    /// Sets tag `name`: its value if present, else a new tag in its export position.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|t| t.name == name) {
            Some(t) => t.value = value.to_string(),
            None => {
                self.tags.push(Tag::new(name, value));
                self.tags.sort_by_key(tag_rank);
            }
        }
    }

    /// The dealer: the Dealer tag, or else the first caller of the auction.
    pub fn dealer(&self) -> Option<Seat> {
        self.tag("Dealer")
            .and_then(|v| v.parse().ok())
            .or_else(|| self.auction.as_ref().map(|a| a.auction.dealer()))
    }

    /// The Vulnerable tag, if given.
    pub fn vulnerability(&self) -> Option<Vulnerability> {
        self.tag("Vulnerable").and_then(|v| v.parse().ok())
    }

    /// The Deal tag, if given.
    pub fn deal(&self) -> Option<PartialDeal> {
        self.tag("Deal").and_then(|v| PartialDeal::from_pbn(v).ok())
    }

    /// The Declarer tag, if it names a seat.
    pub fn declarer(&self) -> Option<Seat> {
        self.tag("Declarer").and_then(|v| v.parse().ok())
    }

    /// The Contract tag, if it names a contract (not "Pass", not unknown).
    pub fn contract(&self) -> Option<Contract> {
        self.tag("Contract").and_then(|v| v.parse().ok())
    }

    /// The number of tricks declarer took according to the Result tag.
    pub fn result_tricks(&self) -> Option<u8> {
        let (_, r) = parse_result(self.tag("Result")?.trim())?;
        match r {
            ResultValue::Declarer(n) => Some(n),
            ResultValue::Sides { ns, ew } => match self.declarer()?.side() {
                Side::NorthSouth => ns.or(ew.map(|e| 13 - e)),
                Side::EastWest => ew.or(ns.map(|n| 13 - n)),
            },
        }
    }

    /// The game as an engine [`Game`]: the board, every call, the known cards in playing order
    /// and, when the Result tag says more tricks were taken than the cards show, a claim of the
    /// rest.
    ///
    /// Fails unless the deal is complete, the vulnerability and auction are given, the play is
    /// legal and the Contract, Declarer and Result tags agree with the auction and the play.
    pub fn to_game(&self) -> Result<Game, PbnError> {
        let err = |m: String| PbnError::new(self.line, m);
        let deal = self
            .deal()
            .ok_or_else(|| err("no Deal tag".into()))?
            .complete()
            .map_err(|e| err(format!("the deal is not complete: {e}")))?;
        let auction = self
            .auction
            .as_ref()
            .ok_or_else(|| err("no Auction section".into()))?;
        let vulnerability = self
            .vulnerability()
            .ok_or_else(|| err("the vulnerability is not given".into()))?;
        let number = self
            .tag("Board")
            .and_then(|b| b.trim().parse().ok())
            .unwrap_or(0);
        let mut game = Game::new(Board {
            number,
            dealer: auction.auction.dealer(),
            vulnerability,
            deal,
        });
        for c in auction.auction.calls() {
            game.call(*c).map_err(|e| err(e.to_string()))?;
        }
        let Some(result) = auction.auction.result() else {
            if self.play.as_ref().is_some_and(|p| !p.tricks.is_empty()) {
                return Err(err("cards are played but the auction is not over".into()));
            }
            return Ok(game);
        };
        let (contract, declarer) = match result {
            AuctionResult::PassedOut => {
                if self
                    .tag("Contract")
                    .is_some_and(|c| !matches!(c, "" | "?" | "Pass"))
                {
                    return Err(err(
                        "the auction is passed out but a Contract is given".into()
                    ));
                }
                return Ok(game);
            }
            AuctionResult::Contract { contract, declarer } => (contract, declarer),
        };
        if let Some(c) = self.contract()
            && c != contract
        {
            return Err(err(format!(
                "the Contract tag says {} but the auction ends in {}",
                c.pbn(),
                contract.pbn()
            )));
        }
        if let Some(d) = self.declarer()
            && d != declarer
        {
            return Err(err(format!(
                "the Declarer tag says {} but the auction makes {} declarer",
                d.name(),
                declarer.name()
            )));
        }
        if let Some(play) = &self.play {
            if play.first != declarer.next() {
                return Err(err(format!(
                    "the play starts with {} but {} is on lead",
                    play.first.name(),
                    declarer.next().name()
                )));
            }
            let cards = play.cards_in_order(contract.strain());
            let known = play.tricks.iter().flatten().filter(|c| c.is_some()).count();
            if cards.len() != known {
                return Err(err("a card is unknown before a known one".into()));
            }
            for c in cards {
                game.play_card(c).map_err(|e| match e {
                    GameError::Play(p) => err(format!("illegal card {c}: {p}")),
                    e => err(e.to_string()),
                })?;
            }
        }
        let Phase::Play(p) = game.phase() else {
            // All 13 tricks played: the Result, if given, must agree.
            if let (Some(r), Some(done)) = (self.result_tricks(), game.result())
                && r != done.declarer_tricks
            {
                return Err(err(format!(
                    "the Result tag says {r} tricks but the play gives {}",
                    done.declarer_tricks
                )));
            }
            return Ok(game);
        };
        if let Some(r) = self.result_tricks() {
            let won = p.declarer_tricks();
            let rest = r.checked_sub(won).ok_or_else(|| {
                err(format!(
                    "the Result tag says {r} tricks but declarer has already won {won}"
                ))
            })?;
            game.claim(rest)
                .map_err(|e| err(format!("the Result tag does not fit: {e}")))?;
        }
        Ok(game)
    }

    /// A PBN game recording an engine [`Game`]: board, deal, auction, play and result.
    pub fn from_game(game: &Game) -> PbnGame {
        let board = game.board();
        let mut g = PbnGame::default();
        g.set_tag("Board", &board.number.to_string());
        g.set_tag("Dealer", &board.dealer.letter().to_string());
        g.set_tag("Vulnerable", board.vulnerability.pbn());
        g.set_tag("Deal", &board.deal.to_pbn_from(board.dealer));
        match game.auction().result() {
            Some(AuctionResult::Contract { contract, declarer }) => {
                g.set_tag("Declarer", &declarer.letter().to_string());
                g.set_tag("Contract", &contract.pbn());
            }
            Some(AuctionResult::PassedOut) => {
                g.set_tag("Declarer", "");
                g.set_tag("Contract", "Pass");
                g.set_tag("Result", "");
            }
            None => {}
        }
        if let Some(r) = game.result()
            && r.contract().is_some()
        {
            g.set_tag("Result", &r.declarer_tricks.to_string());
        }
        g.auction = Some(PbnAuction {
            auction: game.auction().clone(),
            annotations: BTreeMap::new(),
            notes: Vec::new(),
            continued: false,
            comments: Vec::new(),
        });
        if let Some(p) = game.play() {
            let first = p.declarer().next();
            let tricks = p
                .tricks()
                .iter()
                .filter(|t| !t.cards.is_empty())
                .map(|t| {
                    let mut row = [None; 4];
                    for (seat, card) in t.plays() {
                        row[column(first, seat)] = Some(card);
                    }
                    row
                })
                .collect();
            g.play = Some(PbnPlay {
                first,
                tricks,
                annotations: BTreeMap::new(),
                next: None,
                notes: Vec::new(),
                comments: Vec::new(),
            });
        }
        g
    }

    /// This game as normalised PBN text, ending with a line break.
    pub fn write(&self) -> String {
        let mut out = String::new();
        for e in &self.escapes {
            out.push_str(e);
            out.push('\n');
        }
        write_comments(&mut out, &self.comments);
        let mandatory = MANDATORY_TAGS
            .iter()
            .filter_map(|name| self.tags.iter().find(|t| t.name == *name));
        let others = self
            .tags
            .iter()
            .filter(|t| !MANDATORY_TAGS.contains(&t.name.as_str()) && t.section.is_empty());
        for tag in mandatory.chain(others) {
            write_tag(&mut out, tag);
        }
        if let Some(a) = &self.auction {
            write_auction(&mut out, a);
        }
        if let Some(p) = &self.play {
            write_play(&mut out, p);
        }
        for tag in self
            .tags
            .iter()
            .filter(|t| !MANDATORY_TAGS.contains(&t.name.as_str()) && !t.section.is_empty())
        {
            write_tag(&mut out, tag);
        }
        out
    }
}

/// Where a tag goes in the export order: the mandatory tags first in their fixed order, then
/// the other plain tags, then the supplemental sections (tables); the sort is stable.
fn tag_rank(tag: &Tag) -> usize {
    match MANDATORY_TAGS.iter().position(|m| *m == tag.name) {
        Some(i) => i,
        None if tag.section.is_empty() => MANDATORY_TAGS.len(),
        None => MANDATORY_TAGS.len() + 1,
    }
}

fn write_comments(out: &mut String, comments: &[String]) {
    for c in comments {
        out.push_str(c);
        out.push('\n');
    }
}

fn write_tag(out: &mut String, tag: &Tag) {
    out.push_str(&format!("[{} \"{}\"]\n", tag.name, escape(&tag.value)));
    write_comments(out, &tag.comments);
    for line in &tag.section {
        // A `%` in the first column would be read back as an escape line.
        if line.starts_with('%') {
            out.push(' ');
        }
        out.push_str(line);
        out.push('\n');
    }
}

/// Writes items `tokens` (each a call or card with its annotation text), `per_line` a line;
/// a `;` comment ends its line early.
fn write_rows(out: &mut String, items: &[(String, Option<&Annotation>)], per_line: usize) {
    let mut count = 0usize;
    let mut line = String::new();
    for (text, ann) in items {
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(text);
        count += 1;
        let mut force_break = false;
        if let Some(a) = ann {
            if let Some(n) = a.note {
                line.push_str(&format!(" ={n}="));
            }
            for nag in &a.nags {
                line.push_str(&format!(" ${nag}"));
            }
            for c in &a.comments {
                line.push(' ');
                line.push_str(c);
                force_break |= c.starts_with(';');
            }
        }
        if count.is_multiple_of(per_line) || force_break {
            out.push_str(&line);
            out.push('\n');
            line.clear();
            count = 0;
        }
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
}

fn write_notes(out: &mut String, notes: &[Note]) {
    for n in notes {
        out.push_str(&format!(
            "[Note \"{}\"]\n",
            escape(&format!("{}:{}", n.index, n.text))
        ));
    }
}

fn write_auction(out: &mut String, a: &PbnAuction) {
    out.push_str(&format!("[Auction \"{}\"]\n", a.auction.dealer().letter()));
    write_comments(out, &a.comments);
    let items: Vec<(String, Option<&Annotation>)> = a
        .auction
        .calls()
        .iter()
        .enumerate()
        .map(|(i, c)| (c.pbn(), a.annotations.get(&i)))
        .collect();
    write_rows(out, &items, 4);
    if a.continued {
        out.push_str("+\n");
    } else if !a.auction.is_over() {
        out.push_str("*\n");
    }
    write_notes(out, &a.notes);
}

fn write_play(out: &mut String, p: &PbnPlay) {
    out.push_str(&format!("[Play \"{}\"]\n", p.first.letter()));
    write_comments(out, &p.comments);
    let mut items = Vec::new();
    for (t, row) in p.tricks.iter().enumerate() {
        for (col, card) in row.iter().enumerate() {
            let text = match card {
                Some(c) => c.to_string(),
                None if p.next == Some((t, col)) => "+".to_string(),
                None => "-".to_string(),
            };
            items.push((text, p.annotations.get(&(t, col))));
        }
    }
    write_rows(out, &items, 4);
    let complete = p.tricks.len() == 13 && p.tricks.iter().flatten().all(Option::is_some);
    if p.next.is_none() && !complete {
        out.push_str("*\n");
    }
    write_notes(out, &p.notes);
}

/// Writes games as normalised PBN, separated by empty lines.
pub fn write(games: &[PbnGame]) -> String {
    games
        .iter()
        .map(PbnGame::write)
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r##"% PBN 2.1
[Event "Test \"quoted\" event"]
[Site "?"]
[Board "1"]
[Dealer "N"]
[Vulnerable "Love"]
[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Declarer "S"]
[Contract "5HX"]
[Result "9"]
[MyTag "kept"]
{ a comment after MyTag }
[Auction "N"]
1D      1S   3H =1= 4S
4NT =2= X    Pass   Pass
5C      X    5H     X
AP
[Note "1:non-forcing 6-9 points, 6-card"]
[Note "2:two colors: clubs and diamonds"]
[Play "W"]
SK =1= H3 S4 S3
C5 C2 C6 CK
S2 H6 S5 S7
C8 CA CT C4
D2 DA DT D3
D4 DK H5 H7
-  -  -  H2
*
[Note "1:highest of series"]

[Event "#"]
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:- - - -"]
[Auction "N"]
- 1NT Pass 3NT
AP
"##;

    #[test]
    fn reads_the_standard_example() {
        let games = parse(SAMPLE).unwrap();
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!(g.tag("Event"), Some("Test \"quoted\" event"));
        assert_eq!(g.tag("Vulnerable"), Some("None"));
        assert_eq!(g.escapes, vec!["% PBN 2.1".to_string()]);
        let a = g.auction.as_ref().unwrap();
        assert_eq!(a.auction.calls().len(), 15);
        assert_eq!(a.annotations[&2].note, Some(1));
        assert_eq!(a.notes.len(), 2);
        let p = g.play.as_ref().unwrap();
        assert_eq!(p.tricks.len(), 7);
        assert_eq!(p.annotations[&(0, 0)].note, Some(1));
        let game = g.to_game().unwrap();
        let r = game.result().unwrap();
        assert_eq!(r.declarer_tricks, 9);
        // Inheritance and an auction table starting before the dealer.
        let g2 = &games[1];
        assert_eq!(g2.tag("Event"), g.tag("Event"));
        assert_eq!(g2.auction.as_ref().unwrap().auction.dealer(), Seat::East);
        assert_eq!(g2.tag("Deal"), Some("E:- - - -"));
    }

    #[test]
    fn writes_and_rereads_the_same_games() {
        let games = parse(SAMPLE).unwrap();
        let text = write(&games);
        let again = parse(&text).unwrap();
        assert_eq!(again, games);
        assert_eq!(write(&again), text);
        assert!(text.contains("[MyTag \"kept\"]\n{ a comment after MyTag }\n[Auction \"N\"]"));
        assert!(text.contains("1D 1S 3H =1= 4S\n"));
    }

    #[test]
    fn errors_name_the_line() {
        let bad = "[Dealer \"N\"]\n[Auction \"N\"]\n1S 1H\n";
        let e = parse(bad).unwrap_err();
        assert_eq!(e.line, 3);
        assert!(e.message.contains("illegal call 1H"), "{e}");
        let e = parse("[Dealer \"Q\"]").unwrap_err();
        assert_eq!(e.line, 1);
        let e = parse("[Event \"x\"]\n\n[Deal \"#\"]").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(parse("[Event \"unterminated]").is_err());
        assert!(parse("{ never closed").is_err());
    }

    #[test]
    fn inheritance_continuation_comments_and_escapes() {
        let text = "[Event \"##Club night\"]\n[Site \"a \\\\ b \\\"c\\\"\"]\n[Board \"1\"]\n\
                    [Dealer \"s\"]\n[Vulnerable \"both\"]\n[Contract \"4sx\"]\n[Declarer \"s\"]\n\
                    [Result \"EW 3\"]\n[Auction \"S\"]\n1c! ; a comment\npass 1H$20 +\n\n\
                    [Board \"2\"]\n[Dealer \"N\"]\n\
                    [Deal \"N:AKQJT98765432... - - -\"]\n[Auction \"N\"]\n1S AP\n\
                    [Play \"E\"]\nH2 + - -\n";
        let games = parse(text).unwrap();
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!(g.tag("Event"), Some("Club night"));
        assert_eq!(g.tag("Site"), Some("a \\ b \"c\""));
        assert_eq!(g.tag("Dealer"), Some("S"));
        assert_eq!(g.tag("Vulnerable"), Some("All"));
        assert_eq!(g.tag("Contract"), Some("4SX"));
        assert_eq!(g.tag("Result"), Some("10"));
        let a = g.auction.as_ref().unwrap();
        assert!(a.continued);
        assert_eq!(a.annotations[&0].nags, [1]);
        assert_eq!(a.annotations[&0].comments, ["; a comment"]);
        assert_eq!(a.annotations[&2].nags, [20]);
        // `##` carries the Event into the next game, which did not give it.
        assert_eq!(games[1].tag("Event"), Some("Club night"));
        let p = games[1].play.as_ref().unwrap();
        assert_eq!(p.next, Some((0, 1)));
        assert_eq!(
            p.tricks,
            vec![[Some("H2".parse().unwrap()), None, None, None]]
        );
        let written = write(&games);
        assert!(
            written.contains("1C $1 ; a comment\nPass 1H $20\n+\n"),
            "{written}"
        );
        assert!(written.ends_with("[Play \"E\"]\nH2 + - -\n"), "{written}");
        assert_eq!(parse(&written).unwrap(), games);
    }

    #[test]
    fn bad_sections_are_errors_with_lines() {
        let e = parse("[Dealer \"N\"]\n[Auction \"E\"]\nPass\n").unwrap_err();
        assert_eq!((e.line, e.message.contains("dealer")), (2, true), "{e}");
        let e = parse("[Auction \"N\"]\n1C ^I 1D\n").unwrap_err();
        assert_eq!(e.line, 2);
        let e = parse("[Auction \"N\"]\nPass Pass Pass Pass\nAP\n").unwrap_err();
        assert_eq!(e.line, 3);
        let e = parse("[Play \"W\"]\nSA SK SQ SJ\nSA\n").unwrap_err();
        assert_eq!((e.line, e.message.contains("twice")), (3, true), "{e}");
        let deal = "[Deal \"N:AKQJT98765432... - - -\"]\n";
        let e = parse(&format!("{deal}[Play \"W\"]\nHA H2 - -\n")).unwrap_err();
        assert_eq!(
            (e.line, e.message.contains("does not hold")),
            (3, true),
            "{e}"
        );
        let e = parse("[Deal \"N:AKQ - - AK\"]").unwrap_err();
        assert_eq!(e.line, 1);
        let e = parse("[Event \"x\"]\nstray words\n").unwrap_err();
        assert_eq!(e.line, 2);
    }

    #[test]
    fn engine_games_round_trip_through_pbn() {
        let mut game = Game::new(Board::numbered(5, Deal::random(3)));
        for c in ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"] {
            game.call(c.parse().unwrap()).unwrap();
        }
        for _ in 0..22 {
            let Phase::Play(p) = game.phase() else { break };
            let c = p.legal_cards().iter().next().unwrap();
            game.play_card(c).unwrap();
        }
        game.claim(3).unwrap();
        let pbn = PbnGame::from_game(&game);
        let text = pbn.write();
        let back = parse(&text).unwrap();
        assert_eq!(back.len(), 1);
        assert_eq!(back[0].to_game().unwrap(), game);
    }
}
