//! Scorer mode: the app keeps the score of four people playing with real cards.
//!
//! After each deal the players enter what happened ([`DealEntry`]: contract, declarer, doubling,
//! tricks, honours where they count, North-South's high-card points for the Russian form); the
//! book checks it where it enters and scores it with the sheets of [`crate::scoring`]:
//! rubbers one after another with their settlement ([`RubberBook`]), Chicago in every form of
//! the rule reference, and a duplicate club evening ([`evening::Evening`]) with its movement
//! ([`movement::Movement`]: Mitchell or Howell, sit-outs, arrow switch, guide cards), travellers, matchpoints or IMPs, ranking and exports
//! ([`export`]). Every book saves only what was entered and rescores it on loading, and the last
//! entry can always be taken back.

pub mod club;
pub mod evening;
pub mod export;
pub mod movement;

use serde::{Deserialize, Serialize};

use crate::auction::{AuctionResult, Bid, Contract, Doubling, Strain};
use crate::game::BoardResult;
use crate::msg::Msg;
use crate::scoring::SheetError;
use crate::scoring::chicago::ChicagoSheet;
use crate::scoring::honours::{Honours, HonoursClaim};
use crate::scoring::rubber::{RubberSettings, RubberSheet, RubberState};
use crate::scoring::russian::{RussianChicagoSheet, RussianError, RussianSheetError};
use crate::seat::{Seat, Vulnerability};

/// Why an entry (or a saved book) is refused, named after the rule it breaks. Shown to the
/// player through [`ScorerError::msg`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScorerError {
    /// A contract is a level from 1 to 7.
    Level(u8),
    /// Declarer takes 0 to 13 tricks.
    Tricks(u8),
    /// The honours cannot be held in this contract (four aces only at no-trumps, trump honours
    /// only in a suit, none when passed out).
    Honours(Option<Strain>),
    /// The two sides hold 40 high-card points between them.
    Hcp(u32),
    /// The Russian form needs North-South's high-card points for every deal played.
    HcpMissing,
    /// The sheet is finished (every Chicago set played).
    Over,
    /// The club evening's movement cannot be run as asked.
    Movement(movement::MovementError),
    /// The movement does not have this N-S pair play this board.
    NotInMovement {
        /// The board.
        board: u32,
        /// The North-South pair.
        north_south: u32,
    },
    /// The weights of a weighted assigned score are 1 to 100 percent each and add up to 100
    /// (Law 12C1(c)).
    Weights,
    /// A name or title is longer than `max` characters.
    TextTooLong {
        /// The most characters.
        max: u32,
    },
    /// The movement has no pair of this number.
    NoSuchPair(u32),
    /// A pair is two players.
    Players {
        /// The most names.
        max: u32,
    },
    /// An evening has one or two sections (A and B).
    Sections {
        /// The most sections.
        max: u32,
    },
    /// The evening has no such section.
    NoSuchSection,
    /// Two sections rank alike: a Howell's or an arrow-switched Mitchell's one winner beside a
    /// Mitchell's two cannot make one ranking.
    SectionWinners,
    /// A saved book does not hold together (rubbers after one still being played).
    Damaged,
}

impl ScorerError {
    /// The error as a catalogue message.
    pub fn msg(&self) -> Msg {
        match *self {
            ScorerError::Level(l) => Msg::new("scorer.error.level").with("level", l),
            ScorerError::Tricks(t) => Msg::new("scorer.error.tricks").with("n", t),
            ScorerError::Honours(None) => Msg::new("scorer.error.honours_passed"),
            ScorerError::Honours(Some(Strain::NoTrump)) => Msg::new("scorer.error.honours_nt"),
            ScorerError::Honours(Some(_)) => Msg::new("scorer.error.honours_suit"),
            ScorerError::Hcp(h) => Msg::new("scorer.error.hcp").with("n", h),
            ScorerError::HcpMissing => Msg::new("scorer.error.hcp_missing"),
            ScorerError::Over => Msg::new("scorer.error.over"),
            ScorerError::Movement(e) => e.msg(),
            ScorerError::NotInMovement { board, north_south } => {
                Msg::new("scorer.error.not_in_movement")
                    .with("board", board)
                    .with("pair", north_south)
            }
            ScorerError::Weights => Msg::new("director.error.weights"),
            ScorerError::TextTooLong { max } => Msg::new("director.error.text").with("max", max),
            ScorerError::NoSuchPair(p) => Msg::new("director.error.no_pair").with("pair", p),
            ScorerError::Players { max } => Msg::new("director.error.players").with("max", max),
            ScorerError::Sections { max } => Msg::new("director.error.sections").with("max", max),
            ScorerError::NoSuchSection => Msg::new("director.error.no_section"),
            ScorerError::SectionWinners => Msg::new("director.error.section_winners"),
            ScorerError::Damaged => Msg::new("scorer.error.damaged"),
        }
    }
}

impl std::fmt::Display for ScorerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // English for logs and the command line; players read `msg()`.
        write!(f, "{self:?}")
    }
}

impl std::error::Error for ScorerError {}

impl From<movement::MovementError> for ScorerError {
    fn from(e: movement::MovementError) -> Self {
        ScorerError::Movement(e)
    }
}

impl From<SheetError> for ScorerError {
    fn from(e: SheetError) -> Self {
        match e {
            SheetError::Over => ScorerError::Over,
            SheetError::TooManyTricks(t) => ScorerError::Tricks(t),
            SheetError::Honours(h) => ScorerError::Honours(h.strain),
        }
    }
}

impl From<RussianSheetError> for ScorerError {
    fn from(e: RussianSheetError) -> Self {
        match e {
            RussianSheetError::Over => ScorerError::Over,
            RussianSheetError::Deal(RussianError::TooManyPoints(h)) => ScorerError::Hcp(h),
            RussianSheetError::Deal(RussianError::TooManyTricks(t)) => ScorerError::Tricks(t),
        }
    }
}

/// What the players say happened on one deal, before it is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct DealEntry {
    /// Contract level, strain, doubling and declarer; `None` when passed out.
    pub contract: Option<(u8, Strain, Doubling, Seat)>,
    /// Tricks taken by declarer's side.
    pub tricks: u8,
    /// Honours held, where they count.
    pub honours: Option<Honours>,
    /// North-South's high-card points (Russian Chicago only).
    pub north_south_hcp: Option<u32>,
}

impl DealEntry {
    /// A contract made or not: `level`, `strain`, doubling, declarer and tricks.
    pub fn played(
        level: u8,
        strain: Strain,
        doubling: Doubling,
        declarer: Seat,
        tricks: u8,
    ) -> Self {
        DealEntry {
            contract: Some((level, strain, doubling, declarer)),
            tricks,
            ..DealEntry::default()
        }
    }

    /// A deal passed out.
    pub fn passed_out() -> Self {
        DealEntry::default()
    }

    /// The checked result: a real contract, 0 to 13 tricks, none when passed out.
    pub fn result(&self) -> Result<BoardResult, ScorerError> {
        let Some((level, strain, doubling, declarer)) = self.contract else {
            return Ok(BoardResult {
                outcome: AuctionResult::PassedOut,
                declarer_tricks: 0,
            });
        };
        let bid = Bid::new(level, strain).ok_or(ScorerError::Level(level))?;
        if self.tricks > 13 {
            return Err(ScorerError::Tricks(self.tricks));
        }
        Ok(BoardResult {
            outcome: AuctionResult::Contract {
                contract: Contract::new(bid, doubling),
                declarer,
            },
            declarer_tricks: self.tricks,
        })
    }

    fn honours_claim(&self) -> HonoursClaim {
        self.honours
            .map_or(HonoursClaim::None, HonoursClaim::Claimed)
    }
}

/// Rubbers one after another at one table: the sheet being played, the finished ones, and the
/// settlement. A new rubber starts with the first deal entered after one ends; the deal passes
/// on clockwise from rubber to rubber.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RubberBookRecord", into = "RubberBookRecord")]
pub struct RubberBook {
    rubbers: Vec<RubberSheet>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct RubberBookRecord {
    rubbers: Vec<RubberSheet>,
}

impl From<RubberBook> for RubberBookRecord {
    fn from(b: RubberBook) -> Self {
        RubberBookRecord { rubbers: b.rubbers }
    }
}

impl TryFrom<RubberBookRecord> for RubberBook {
    type Error = ScorerError;
    fn try_from(r: RubberBookRecord) -> Result<Self, ScorerError> {
        let Some((_, done)) = r.rubbers.split_last() else {
            return Err(ScorerError::Damaged);
        };
        if done.iter().any(|s| !s.is_over()) {
            return Err(ScorerError::Damaged);
        }
        Ok(RubberBook { rubbers: r.rubbers })
    }
}

impl RubberBook {
    /// A first rubber dealt by `first_dealer`.
    pub fn new(settings: RubberSettings, first_dealer: Seat) -> RubberBook {
        RubberBook {
            rubbers: vec![RubberSheet::new(settings, first_dealer)],
        }
    }

    /// The rubber being played (or the last, finished one until the next deal is entered).
    pub fn current(&self) -> &RubberSheet {
        // Never empty: built with one sheet, and undo keeps one.
        &self.rubbers[self.rubbers.len() - 1]
    }

    fn current_mut(&mut self) -> &mut RubberSheet {
        let last = self.rubbers.len() - 1;
        &mut self.rubbers[last]
    }

    /// Every rubber, the current one last.
    pub fn rubbers(&self) -> &[RubberSheet] {
        &self.rubbers
    }

    /// Who deals next.
    pub fn dealer(&self) -> Seat {
        self.current().dealer()
    }

    /// Who is vulnerable on the next deal (nobody at the start of a new rubber).
    pub fn vulnerability(&self) -> Vulnerability {
        self.current().vulnerability()
    }

    /// Records a deal, starting a new rubber if the current one is over.
    pub fn record(&mut self, entry: &DealEntry) -> Result<(), ScorerError> {
        let result = entry.result()?;
        let mut sheet = if self.current().is_over() {
            RubberSheet::new(self.current().settings(), self.current().dealer())
        } else {
            self.current().clone()
        };
        sheet.record(result, entry.honours_claim())?;
        if self.current().is_over() {
            self.rubbers.push(sheet);
        } else {
            *self.current_mut() = sheet;
        }
        Ok(())
    }

    /// Ends the current rubber unfinished (300 for a game, 100 for the only part-score).
    pub fn abandon(&mut self) -> Result<(), ScorerError> {
        self.current_mut().finish_unfinished()?;
        Ok(())
    }

    /// Takes back the last entry (a deal or the abandonment); false when there is none.
    pub fn undo(&mut self) -> bool {
        if self.current().deals().is_empty() && self.current().state() == RubberState::InProgress {
            if self.rubbers.len() == 1 {
                return false;
            }
            self.rubbers.pop();
        }
        let before = self.current().clone();
        self.current_mut().undo();
        before != *self.current()
    }

    /// North-South's (WE's) settlement of each finished rubber, in hundreds.
    pub fn settlements(&self) -> Vec<i64> {
        self.rubbers
            .iter()
            .filter(|s| s.is_over())
            .map(RubberSheet::settlement)
            .collect()
    }

    /// North-South's running total over the finished rubbers, in hundreds (East-West's is its
    /// negative).
    pub fn settlement(&self) -> i64 {
        self.settlements().iter().sum()
    }
}

/// What a scorer session keeps: one of the score sheets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScorerBook {
    /// Rubber bridge, rubber after rubber.
    Rubber(RubberBook),
    /// Chicago, standard or duplicate-style (the sheet's settings), in sets of four deals.
    Chicago(ChicagoSheet),
    /// Chicago with Russian scoring: IMPs against the high-card target.
    Russian(RussianChicagoSheet),
    /// A duplicate club evening.
    Evening(evening::Evening),
}

impl ScorerBook {
    /// Records one deal at the table (not for an evening: see [`evening::Evening::enter`]).
    pub fn record(&mut self, entry: &DealEntry) -> Result<(), ScorerError> {
        match self {
            ScorerBook::Rubber(b) => b.record(entry),
            ScorerBook::Chicago(s) => {
                let result = entry.result()?;
                s.record(result, entry.honours_claim())?;
                Ok(())
            }
            ScorerBook::Russian(s) => {
                let result = entry.result()?;
                let hcp = match (entry.north_south_hcp, result.contract()) {
                    (Some(h), _) => h,
                    // A passed-out deal is redealt: its points do not matter.
                    (None, None) => 20,
                    (None, Some(_)) => return Err(ScorerError::HcpMissing),
                };
                if hcp > 40 {
                    return Err(ScorerError::Hcp(hcp));
                }
                s.record(result, hcp)?;
                Ok(())
            }
            ScorerBook::Evening(_) => Err(ScorerError::Over),
        }
    }

    /// Takes back the last entry; false when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        match self {
            ScorerBook::Rubber(b) => b.undo(),
            ScorerBook::Chicago(s) => s.undo().is_some(),
            ScorerBook::Russian(s) => s.undo().is_some(),
            // The evening screen undoes through `Evening::undo` with its clock.
            ScorerBook::Evening(e) => e.undo(0).is_some(),
        }
    }

    /// Who deals next and who is vulnerable (`None` for an evening: the boards say).
    pub fn next_deal(&self) -> Option<(Seat, Vulnerability)> {
        match self {
            ScorerBook::Rubber(b) => Some((b.dealer(), b.vulnerability())),
            ScorerBook::Chicago(s) => (!s.is_over()).then(|| (s.dealer(), s.vulnerability())),
            ScorerBook::Russian(s) => (!s.is_over()).then(|| (s.dealer(), s.vulnerability())),
            ScorerBook::Evening(_) => None,
        }
    }

    /// True when nothing more can be entered until the players ask for more (a Chicago whose
    /// sets are all played). Rubbers and evenings are never over.
    pub fn is_over(&self) -> bool {
        match self {
            ScorerBook::Chicago(s) => s.is_over(),
            ScorerBook::Russian(s) => s.is_over(),
            ScorerBook::Rubber(_) | ScorerBook::Evening(_) => false,
        }
    }

    /// How many entries the book holds (deals, or traveller lines of an evening).
    pub fn entries(&self) -> usize {
        match self {
            ScorerBook::Rubber(b) => b.rubbers().iter().map(|s| s.deals().len()).sum(),
            ScorerBook::Chicago(s) => s.deals().len(),
            ScorerBook::Russian(s) => s.deals().len(),
            ScorerBook::Evening(e) => e.entries().len(),
        }
    }
}

impl ScorerBook {
    /// The score card of a scorer session, from its sheet: the rubber being played, the Chicago
    /// card, or the evening's travellers.
    pub(crate) fn score_card(&self) -> crate::session::ScoreCard {
        use crate::session::ScoreCard;
        match self {
            ScorerBook::Rubber(b) => ScoreCard::Rubber(b.current().clone()),
            ScorerBook::Chicago(s) => ScoreCard::Chicago(s.clone()),
            ScorerBook::Russian(s) => ScoreCard::RussianChicago(s.clone()),
            ScorerBook::Evening(e) => ScoreCard::Pairs(e.travellers()),
        }
    }
}

#[cfg(test)]
mod tests;
