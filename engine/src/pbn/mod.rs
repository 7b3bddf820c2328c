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
//! Files from other programs read as the standard allows: a UTF-8 byte-order mark, an empty
//! `[Play ""]` on a passed-out board, and the irregularity marks of PBN §3.9 (`^I`, `^S`, `^R`,
//! `^L`; an auction or play holding one is kept as written, see [`IrregularSection`]). [`read`]
//! skips a broken game alone and reads the rest of the file; [`parse`] refuses the whole text.
//!
//! Nothing here panics on any input: every problem is a [`PbnError`] naming the 1-based line.

mod read;
mod write;

pub use read::{parse, read};
pub(crate) use write::escape;
pub use write::write;

use read::{ResultValue, parse_hand, parse_result};
use write::tag_rank;

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
    /// What is wrong, for a developer's eyes (the app names the [`PbnPart`] in the player's
    /// language instead).
    pub message: String,
    /// The part of the game the problem is in.
    pub part: PbnPart,
}

/// Where in a game a [`PbnError`] is: what a player is told when a game is skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PbnPart {
    /// The text itself: a comment, string or tag that is not closed, a word outside a section.
    Text,
    /// The value of the named tag (`Deal`, `Dealer`, ...).
    Tag(String),
    /// The Auction section or its notes.
    Auction,
    /// The Play section or its notes.
    Play,
}

impl PbnError {
    fn new(line: usize, message: impl Into<String>) -> PbnError {
        PbnError {
            line,
            message: message.into(),
            part: PbnPart::Text,
        }
    }

    /// The same problem, placed in `part`.
    fn in_part(self, part: PbnPart) -> PbnError {
        PbnError { part, ..self }
    }
}

/// A game [`read`] left out: where it starts, its board (if its Board tag was read) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkippedGame {
    /// The 1-based line where the game starts.
    pub line: usize,
    /// The value of its Board tag, if it has one.
    pub board: Option<String>,
    /// The first problem found in it.
    pub error: PbnError,
}

/// Every game of a PBN text that could be read, and those that could not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PbnFile {
    /// The games read, in file order.
    pub games: Vec<PbnGame>,
    /// The broken games, in file order.
    pub skipped: Vec<SkippedGame>,
}

/// An irregularity mark of PBN §3.9.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Irregularity {
    /// `^I`: an insufficient bid, accepted by the opponents.
    InsufficientBid,
    /// `^S`: a player skipped because another called out of rotation.
    SkippedCall,
    /// `^R`: a revoke not noticed in time.
    Revoke,
    /// `^L`: a lead out of turn, accepted.
    LeadOutOfTurn,
}

impl Irregularity {
    /// The mark's letter after `^`, either case.
    fn from_letter(c: char) -> Option<Irregularity> {
        match c.to_ascii_uppercase() {
            'I' => Some(Irregularity::InsufficientBid),
            'S' => Some(Irregularity::SkippedCall),
            'R' => Some(Irregularity::Revoke),
            'L' => Some(Irregularity::LeadOutOfTurn),
            _ => None,
        }
    }
}

/// An Auction or Play section holding irregularity marks. The engine's auction and play follow
/// the Laws' normal course, which an accepted insufficient bid or an unnoticed revoke leaves,
/// so the section is kept as written (and written back so); [`PbnGame::to_game`] refuses it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IrregularSection {
    /// The section's tag (`Auction` or `Play`) with its value, comments and data lines as read.
    pub tag: Tag,
    /// The section's notes.
    pub notes: Vec<Note>,
    /// The marks found, in order.
    pub marks: Vec<Irregularity>,
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
    /// The Auction section when it holds irregularity marks (then `auction` is `None`).
    pub irregular_auction: Option<IrregularSection>,
    /// The Play section when it holds irregularity marks (then `play` is `None`).
    pub irregular_play: Option<IrregularSection>,
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
            && self.irregular_auction == other.irregular_auction
            && self.irregular_play == other.irregular_play
    }
}

impl Eq for PbnGame {}
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
        for (name, s) in [
            ("auction", &self.irregular_auction),
            ("play", &self.irregular_play),
        ] {
            if let Some(s) = s {
                return Err(err(format!(
                    "the {name} records an irregularity ({:?}) that the Laws' normal course does not replay",
                    s.marks
                )));
            }
        }
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
}

#[cfg(test)]
mod tests;
