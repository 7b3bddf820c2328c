//! Sessions: the deals people play in a row and score together — practice, rubber, Chicago,
//! duplicate pairs against a robot field, and a teams match against a robot team.
//!
//! A session keeps only what happened (the finished deals, the deal in progress, the field's
//! results); every score card is derived from that by the scoring modules, so a saved session
//! can never hold a total that disagrees with its deals.

mod field;
mod record;

pub use field::{FieldStyle, robot_table, robot_table_step};
pub use record::*;

use crate::dd;
use crate::game::{Board, BoardResult, Game, Phase};
use crate::game_forms::SmallGame;
use crate::robot::{self, Goal, PlayConfig, PlayView, Strength};
use crate::scoring::bam::{BamOutcome, board_outcome};
use crate::scoring::beer::{Beer, beer_card};
use crate::scoring::chicago::Deals23Vulnerable;
use crate::scoring::chicago::{ChicagoEntry, ChicagoError, ChicagoSettings, ChicagoSheet};
use crate::scoring::honours::HonoursClaim;
use crate::scoring::imp_pairs::ImpPairsMethod;
use crate::scoring::imps::imps;
use crate::scoring::matchpoints::{MatchpointScale, Traveller};
use crate::scoring::rubber::{RubberEntry, RubberError, RubberSettings, RubberSheet};
use crate::scoring::russian::{RussianChicagoSheet, RussianScore, RussianSheetError};
use crate::scoring::vp::{VictoryPoints, VpScaleChoice};
use crate::seat::Seat;
use crate::table::Table;
use crate::{Action, Deal};
use serde::{Deserialize, Serialize};

/// Robot tables that play each board of a pairs session beside the player (the field).
pub const FIELD_TABLES: u32 = 7;

/// What is being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SessionKind {
    /// Single deals, one after another, each scored alone.
    Practice,
    /// Rubber bridge until a side wins two games.
    Rubber(RubberSettings),
    /// Four-deal Chicago (more sets on request).
    Chicago(ChicagoSettings),
    /// Chicago scored against the high-card target table, in IMPs.
    RussianChicago(Deals23Vulnerable),
    /// Duplicate pairs: `boards` boards scored against a field of robot tables.
    Pairs {
        /// How many boards.
        boards: u32,
        /// Matchpoints or IMPs (absent in saves from before IMP pairs: matchpoints). Left out
        /// when matchpoints, so such a save reads as it always did.
        #[serde(default, skip_serializing_if = "is_default")]
        scoring: PairsScoring,
    },
    /// A teams match: the same boards at the other table, robots with the seats swapped.
    Teams {
        /// How many boards.
        boards: u32,
        /// IMPs or board-a-match (absent in saves from before board-a-match: IMPs). Left out
        /// when IMPs.
        #[serde(default, skip_serializing_if = "is_default")]
        scoring: TeamsScoring,
        /// The scale that turns the IMP margin into victory points (save format 3; older saves
        /// are given the 20-0 table they were scored with, see [`crate::save`]).
        vp: VpScaleChoice,
    },
    /// Scorer mode: the players play with real cards and the app keeps the score
    /// ([`Session::scorer`] holds the sheet).
    Scorer,
    /// A series of minibridge deals against three robots ([`Session::small`] holds it).
    Minibridge,
    /// A honeymoon rubber against one robot ([`Session::small`] holds it).
    Honeymoon,
}

/// How a pairs session scores a board against the field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PairsScoring {
    /// Matchpoints (rule reference §8.3).
    #[default]
    Matchpoints,
    /// IMP pairs, by cross-IMPs or against the datum.
    Imps(ImpPairsMethod),
}

/// How a teams session scores a board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TeamsScoring {
    /// IMPs, converted to victory points.
    #[default]
    Imps,
    /// Board-a-match: 1, ½ or 0 a board.
    BoardAMatch,
}

/// House rules: customs outside the laws that change no score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HouseRules {
    /// The beer card (rule reference §9.4) is noticed and counted.
    #[serde(default)]
    pub beer_card: bool,
}

impl SessionKind {
    /// A matchpointed pairs session of `boards` boards.
    pub const fn pairs(boards: u32) -> SessionKind {
        SessionKind::Pairs {
            boards,
            scoring: PairsScoring::Matchpoints,
        }
    }

    /// An IMP-scored teams session of `boards` boards.
    pub const fn teams(boards: u32) -> SessionKind {
        SessionKind::Teams {
            boards,
            scoring: TeamsScoring::Imps,
            vp: VpScaleChoice::WbfContinuous,
        }
    }
}

impl SessionKind {
    /// A short stable name: practice, rubber, chicago, russian, pairs or teams.
    pub const fn id(self) -> &'static str {
        match self {
            SessionKind::Practice => "practice",
            SessionKind::Rubber(_) => "rubber",
            SessionKind::Chicago(_) => "chicago",
            SessionKind::RussianChicago(_) => "russian",
            SessionKind::Pairs { .. } => "pairs",
            SessionKind::Teams { .. } => "teams",
            SessionKind::Scorer => "scorer",
            SessionKind::Minibridge => "minibridge",
            SessionKind::Honeymoon => "honeymoon",
        }
    }
}

/// One board of a teams match: both tables' results and the IMPs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TeamsBoard {
    /// The board.
    pub board: Board,
    /// Our table: the player's side sits North-South.
    pub ours: BoardResult,
    /// The other table: robots of our team sit East-West.
    pub theirs: BoardResult,
    /// North-South score at our table.
    pub our_score: i32,
    /// North-South score at the other table.
    pub their_score: i32,
    /// IMPs for our team.
    pub imps: i32,
}

/// The score card of a session, derived from its deals.
#[derive(Clone, Debug, PartialEq)]
pub enum ScoreCard {
    /// Each deal's duplicate score for North-South.
    Practice(Vec<(Board, BoardResult, i32)>),
    /// The rubber sheet.
    Rubber(RubberSheet),
    /// The Chicago sheet.
    Chicago(ChicagoSheet),
    /// The Russian-scored Chicago sheet.
    RussianChicago(RussianChicagoSheet),
    /// One traveller a finished board (the player is North-South pair 1).
    Pairs(Vec<Traveller>),
    /// IMP pairs: one board a finished board, with the player's IMPs once the field is in.
    ImpPairs {
        /// Cross-IMPs or datum.
        method: ImpPairsMethod,
        /// The boards.
        boards: Vec<ImpPairsBoard>,
        /// The player's IMP total over the boards the whole field has played.
        total: f64,
    },
    /// Board-a-match teams: board by board, 1, ½ or 0 each.
    BoardAMatch {
        /// The boards the other table has played, with our outcome.
        boards: Vec<(TeamsBoard, BamOutcome)>,
        /// Our points.
        points: f64,
    },
    /// A minibridge series: each finished deal's result.
    Minibridge(Vec<crate::game_forms::minibridge::MiniResult>),
    /// Board by board, with the match total and victory points.
    Teams {
        /// The boards.
        boards: Vec<TeamsBoard>,
        /// IMP total for our team.
        total: i32,
        /// Victory points on the match's scale.
        vp: VictoryPoints,
    },
}

/// One board of an IMP-pairs session.
#[derive(Clone, Debug, PartialEq)]
pub struct ImpPairsBoard {
    /// The board's results: the player's (pair 1) and the field's so far.
    pub traveller: Traveller,
    /// North-South IMPs of each traveller row, in the rows' order (complete field only).
    pub row_imps: Vec<f64>,
    /// The datum, for the datum method (complete field only).
    pub datum: Option<i32>,
    /// The player's IMPs; `None` while the field is still playing the board.
    pub imps: Option<f64>,
}

/// One finished deal's score in its session's own scoring, for the result screen.
#[derive(Clone, Debug, PartialEq)]
pub enum DealScore {
    /// Practice: the duplicate score for North-South.
    Duplicate {
        /// North-South's score.
        north_south: i32,
    },
    /// Rubber: what the deal wrote on the WE/THEY sheet (below and above the line), the rubber
    /// bonus included when the deal ended the rubber. Empty for a passed-out deal.
    Rubber(Vec<RubberEntry>),
    /// Chicago: the deal's entries on the card; `deal` is its counted number (1-based over the
    /// session), `None` for a passed-out deal, which is dealt again and does not count.
    Chicago {
        /// The counted deal's number.
        deal: Option<u32>,
        /// The entries it scored.
        entries: Vec<ChicagoEntry>,
    },
    /// Russian Chicago: the deal's line on the card; `None` for a passed-out deal.
    RussianChicago(Option<RussianScore>),
    /// Pairs: North-South's score, and the matchpoints once the whole field has played.
    Pairs {
        /// North-South's duplicate score.
        north_south: i32,
        /// The player's matchpoints, the board's top and the percentage; `None` while the field
        /// is still playing the board.
        matchpoints: Option<(f64, f64, f64)>,
    },
    /// IMP pairs: North-South's score, and the IMPs once the whole field has played.
    ImpPairs {
        /// North-South's duplicate score.
        north_south: i32,
        /// The player's IMPs and, for the datum method, the datum; `None` while the field is
        /// still playing the board.
        imps: Option<(f64, Option<i32>)>,
    },
    /// Board-a-match: the board and our outcome, once the other table has played it.
    BoardAMatch {
        /// North-South's score at our table.
        north_south: i32,
        /// The board and our outcome; `None` while it is still being played.
        board: Option<(TeamsBoard, BamOutcome)>,
    },
    /// Teams: the board, once the other table has played it.
    Teams {
        /// North-South's score at our table.
        north_south: i32,
        /// The other table's board; `None` while it is still being played.
        board: Option<TeamsBoard>,
    },
}

/// The player's pair number on a pairs session's travellers.
pub const PLAYER_PAIR: u32 = 1;

/// The player's matchpoint percentage over the travellers; `None` until a board has a field.
pub fn player_percentage(travellers: &[Traveller]) -> Option<f64> {
    crate::scoring::matchpoints::session_totals(travellers)
        .into_iter()
        .find(|t| t.pair == PLAYER_PAIR)
        .and_then(|t| t.percentage)
}

/// Why a session's deals do not make a score card (only on a tampered save).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    /// The rubber sheet refused a deal.
    Rubber(RubberError),
    /// The Chicago sheet refused a deal.
    Chicago(ChicagoError),
    /// The Russian Chicago sheet refused a deal.
    Russian(RussianSheetError),
    /// The player's table does not hold the deal the session expects.
    WrongDeal,
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionError::Rubber(e) => e.fmt(f),
            SessionError::Chicago(e) => e.fmt(f),
            SessionError::Russian(e) => e.fmt(f),
            SessionError::WrongDeal => f.write_str("the deal in progress is not this session's"),
        }
    }
}

impl std::error::Error for SessionError {}

/// Undo and hints in a session: always there in practice; in scored play only when chosen at
/// the start (off by default), and recorded once used so the score card and the export say so.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Aids {
    /// Undo and hints may be used.
    pub allowed: bool,
    /// One of them was used.
    pub used: bool,
}

/// Undo or a hint asked for in a scored session that does not allow them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AidsNotAllowed;

/// A session: its kind, the seed its deals come from, the deals played, the one in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "SessionRecord")]
pub struct Session {
    /// A unique id (the app uses it as the storage key).
    pub id: String,
    /// What is played.
    pub kind: SessionKind,
    /// Deal `i` of the session is `Deal::random(seed + i)`, unless given explicitly.
    pub seed: u64,
    /// Deals given explicitly (for example by a club's link), used before random ones.
    #[serde(default)]
    pub given_deals: Vec<Deal>,
    /// The number of the first board (a club's link may start at board 7).
    #[serde(default = "one")]
    pub first_board: u32,
    /// Chicago sets the players agreed to play (more can be added).
    #[serde(default = "one")]
    pub sets: u32,
    /// A rubber given up before a side won two games: scored as unfinished.
    #[serde(default)]
    pub abandoned: bool,
    /// The finished deals, in order.
    pub deals: Vec<Game>,
    /// The deal in progress, if any.
    pub table: Option<Table>,
    /// Pairs: the field's results, one list a board. Teams: the other table's result, one a board.
    #[serde(default)]
    pub field: Vec<Vec<BoardResult>>,
    /// Undo and hints: allowed, and used.
    #[serde(default)]
    pub aids: Aids,
    /// House rules agreed when the session started (left out of the save when none, so a save
    /// without them is written as before).
    #[serde(default, skip_serializing_if = "is_default")]
    pub house: HouseRules,
    /// How many times the session was saved: a save that finds a higher revision stored knows
    /// another tab wrote in between.
    #[serde(default)]
    pub revision: u64,
    /// Scorer mode's sheet (only in a [`SessionKind::Scorer`] session; absent from other saves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scorer: Option<crate::scorer::ScorerBook>,
    /// A small game's series (only in a [`SessionKind::Minibridge`] or [`SessionKind::Honeymoon`]
    /// session; absent from other saves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub small: Option<SmallGame>,
}

const fn one() -> u32 {
    1
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// A unit of robot work for the field, small enough to run between two animation frames.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldJob {
    /// The board's index in the session.
    pub board_index: usize,
    /// The board.
    pub board: Board,
    /// Which robot table plays it.
    pub table: u32,
    /// How that table's robots play it: its strength, the session's goal, its own seed.
    pub style: FieldStyle,
}

impl Session {
    /// A new session; the first deal is ready to play at once.
    pub fn new(id: impl Into<String>, kind: SessionKind, seed: u64) -> Session {
        Session::with_deals(id, kind, seed, Vec::new())
    }

    /// A new session whose first deals are `given` (then random deals follow).
    pub fn with_deals(
        id: impl Into<String>,
        kind: SessionKind,
        seed: u64,
        given: Vec<Deal>,
    ) -> Session {
        let mut s = Session {
            id: id.into(),
            kind,
            seed,
            given_deals: given,
            first_board: 1,
            sets: 1,
            abandoned: false,
            deals: Vec::new(),
            table: None,
            field: Vec::new(),
            aids: Aids {
                allowed: kind == SessionKind::Practice,
                used: false,
            },
            house: HouseRules::default(),
            revision: 0,
            scorer: None,
            small: None,
        };
        s.table = s.next_board().map(|b| Table::new(b, Seat::South));
        s
    }

    /// A scorer-mode session keeping `book` (the players play with real cards).
    pub fn scorer(id: impl Into<String>, book: crate::scorer::ScorerBook, seed: u64) -> Session {
        let mut s = Session::new(id, SessionKind::Scorer, seed);
        s.scorer = Some(book);
        s
    }

    /// A minibridge or honeymoon session keeping `game`.
    pub fn small_game(id: impl Into<String>, game: SmallGame, seed: u64) -> Session {
        let kind = match game {
            SmallGame::Minibridge(_) => SessionKind::Minibridge,
            SmallGame::Honeymoon(_) => SessionKind::Honeymoon,
        };
        let mut s = Session::new(id, kind, seed);
        s.small = Some(game);
        s
    }

    /// Allows undo and hints in a scored session (chosen when it starts; practice always has
    /// them).
    pub fn allow_aids(&mut self, allowed: bool) {
        self.aids.allowed = allowed || self.kind == SessionKind::Practice;
    }

    /// True when the player may undo and ask for hints.
    pub fn aids_allowed(&self) -> bool {
        self.aids.allowed || self.kind == SessionKind::Practice
    }

    /// Takes back the player's last call or card, when the session allows it; records the use.
    /// `Ok(false)` when there is nothing to take back.
    pub fn undo(&mut self) -> Result<bool, AidsNotAllowed> {
        if !self.aids_allowed() {
            return Err(AidsNotAllowed);
        }
        let done = self.table.as_mut().is_some_and(Table::undo);
        self.aids.used |= done;
        Ok(done)
    }

    /// The question for the hint ([`Table::hint_ask`], answered in a worker in the browser),
    /// when the session allows hints; records the use.
    pub fn hint_ask(&mut self) -> Result<Option<crate::table::RobotAsk>, AidsNotAllowed> {
        if !self.aids_allowed() {
            return Err(AidsNotAllowed);
        }
        let ask = self.table.as_ref().and_then(Table::hint_ask);
        self.aids.used |= ask.is_some();
        Ok(ask)
    }

    /// The robot system's call for the player now, when the session allows hints; records the
    /// use.
    pub fn hint(&mut self) -> Result<Option<robot::CallAdvice>, AidsNotAllowed> {
        if !self.aids_allowed() {
            return Err(AidsNotAllowed);
        }
        let advice = self.table.as_ref().and_then(Table::hint);
        self.aids.used |= advice.is_some();
        Ok(advice)
    }

    fn deal_for(&self, index: usize) -> Deal {
        self.given_deals
            .get(index)
            .copied()
            .unwrap_or_else(|| Deal::random(self.seed.wrapping_add(index as u64)))
    }

    /// The board to play next, or `None` when the session is over.
    pub fn next_board(&self) -> Option<Board> {
        if self.is_over()
            || matches!(
                self.kind,
                SessionKind::Scorer | SessionKind::Minibridge | SessionKind::Honeymoon
            )
        {
            return None;
        }
        let i = self.deals.len();
        let number = self.first_board.saturating_add(i as u32);
        let deal = self.deal_for(i);
        // Only the sheets of rubber and Chicago decide dealer and vulnerability.
        if matches!(
            self.kind,
            SessionKind::Practice | SessionKind::Pairs { .. } | SessionKind::Teams { .. }
        ) {
            return Some(Board::numbered(number, deal));
        }
        let board = match self.score_card().ok()? {
            ScoreCard::Rubber(sheet) => Board {
                number,
                dealer: sheet.dealer(),
                vulnerability: sheet.vulnerability(),
                deal,
            },
            ScoreCard::Chicago(sheet) => Board {
                number,
                dealer: sheet.dealer(),
                vulnerability: sheet.vulnerability(),
                deal,
            },
            ScoreCard::RussianChicago(sheet) => Board {
                number,
                dealer: sheet.dealer(),
                vulnerability: sheet.vulnerability(),
                deal,
            },
            ScoreCard::Practice(_)
            | ScoreCard::Minibridge(_)
            | ScoreCard::Pairs(_)
            | ScoreCard::ImpPairs { .. }
            | ScoreCard::Teams { .. }
            | ScoreCard::BoardAMatch { .. } => Board::numbered(number, deal),
        };
        Some(board)
    }

    /// True when no more deals are to be played.
    pub fn is_over(&self) -> bool {
        let n = self.deals.len() as u32;
        match self.kind {
            // The practice session ends only at its size limit (a new one then starts).
            SessionKind::Practice => self.deals.len() >= MAX_PRACTICE_DEALS,
            SessionKind::Pairs { boards, .. } | SessionKind::Teams { boards, .. } => n >= boards,
            SessionKind::Rubber(_) | SessionKind::Chicago(_) | SessionKind::RussianChicago(_) => {
                self.abandoned || self.score_card_is_over()
            }
            SessionKind::Scorer => self.scorer.as_ref().is_none_or(|b| b.is_over()),
            // A minibridge series goes on as long as the players like.
            SessionKind::Minibridge => false,
            SessionKind::Honeymoon => match &self.small {
                Some(SmallGame::Honeymoon(m)) => m.sheet.is_over(),
                _ => true,
            },
        }
    }

    fn score_card_is_over(&self) -> bool {
        match self.score_card() {
            Ok(ScoreCard::Rubber(s)) => s.is_over(),
            Ok(ScoreCard::Chicago(s)) => s.is_over(),
            Ok(ScoreCard::RussianChicago(s)) => s.is_over(),
            Ok(_) => false,
            Err(_) => true,
        }
    }

    /// Renumbers the boards from `first` (only before any deal is played).
    pub fn start_at_board(&mut self, first: u32) {
        if self.deals.is_empty()
            && self
                .table
                .as_ref()
                .is_some_and(|t| t.game().actions().is_empty())
        {
            self.first_board = first.max(1);
            self.table = self.next_board().map(|b| Table::new(b, Seat::South));
        }
    }

    /// Moves the finished deal at the table into the record and sets up the next one.
    /// Returns false when the deal at the table is not finished.
    pub fn advance(&mut self) -> bool {
        if self.table.as_ref().is_none_or(|t| t.result().is_none()) {
            return false;
        }
        // The finished deal leaves the table first: score cards count it once, from the record.
        let Some(t) = self.table.take() else {
            return false;
        };
        self.deals.push(t.game().clone());
        self.table = self.next_board().map(|b| Table::new(b, Seat::South));
        true
    }

    /// Rubber: give up now; the rubber is scored as unfinished. Other sessions just end.
    pub fn abandon(&mut self) {
        self.abandoned = true;
        self.table = None;
    }

    /// Chicago: play four more deals.
    pub fn play_another_set(&mut self) {
        if matches!(
            self.kind,
            SessionKind::Chicago(_) | SessionKind::RussianChicago(_)
        ) {
            self.sets += 1;
            if self.table.is_none() {
                self.table = self.next_board().map(|b| Table::new(b, Seat::South));
            }
        }
    }

    /// Every finished deal in order: the record, then the deal at the table once its last card
    /// is played. Score cards count a deal the moment it ends, not when the next one is dealt.
    pub fn finished_games(&self) -> impl Iterator<Item = &Game> + '_ {
        self.deals.iter().chain(
            self.table
                .as_ref()
                .filter(|t| t.result().is_some())
                .map(Table::game),
        )
    }

    /// The finished results with their boards (see [`Session::finished_games`]).
    pub fn results(&self) -> impl Iterator<Item = (Board, BoardResult)> + '_ {
        self.finished_games()
            .filter_map(|g| g.result().map(|r| (*g.board(), r)))
    }

    /// The score card, derived from the finished deals.
    pub fn score_card(&self) -> Result<ScoreCard, SessionError> {
        match self.kind {
            SessionKind::Practice => Ok(ScoreCard::Practice(
                self.results()
                    .map(|(b, r)| (b, r, r.north_south_score(b.vulnerability)))
                    .collect(),
            )),
            SessionKind::Rubber(settings) => {
                let first = self
                    .finished_games()
                    .next()
                    .map_or(Seat::North, |g| g.board().dealer);
                let mut sheet = RubberSheet::new(settings, first);
                for (b, r) in self.results() {
                    sheet
                        .record(r, HonoursClaim::FromDeal(b.deal))
                        .map_err(SessionError::Rubber)?;
                }
                if self.abandoned && !sheet.is_over() {
                    sheet.finish_unfinished().map_err(SessionError::Rubber)?;
                }
                Ok(ScoreCard::Rubber(sheet))
            }
            SessionKind::Chicago(settings) => {
                let mut sheet = ChicagoSheet::new(settings);
                for _ in 1..self.sets {
                    sheet.play_another_set();
                }
                for (b, r) in self.results() {
                    sheet
                        .record(r, HonoursClaim::FromDeal(b.deal))
                        .map_err(SessionError::Chicago)?;
                }
                Ok(ScoreCard::Chicago(sheet))
            }
            SessionKind::RussianChicago(setting) => {
                let mut sheet = RussianChicagoSheet::new(setting);
                for _ in 1..self.sets {
                    sheet.play_another_set();
                }
                for (b, r) in self.results() {
                    sheet
                        .record_with_cards(r, &b.deal)
                        .map_err(SessionError::Russian)?;
                }
                Ok(ScoreCard::RussianChicago(sheet))
            }
            SessionKind::Pairs {
                scoring: PairsScoring::Matchpoints,
                ..
            } => Ok(ScoreCard::Pairs(self.travellers())),
            SessionKind::Pairs {
                scoring: PairsScoring::Imps(method),
                ..
            } => {
                let boards = self.imp_pairs_boards(method);
                let total = boards.iter().filter_map(|b| b.imps).sum();
                Ok(ScoreCard::ImpPairs {
                    method,
                    boards,
                    total,
                })
            }
            SessionKind::Teams {
                scoring: TeamsScoring::BoardAMatch,
                ..
            } => {
                let boards: Vec<_> = self
                    .teams_boards()
                    .into_iter()
                    .map(|b| (b, board_outcome(b.our_score, b.their_score)))
                    .collect();
                let points = boards.iter().map(|(_, o)| o.points()).sum();
                Ok(ScoreCard::BoardAMatch { boards, points })
            }
            SessionKind::Scorer => Ok(self.scorer_card()),
            SessionKind::Minibridge | SessionKind::Honeymoon => Ok(match &self.small {
                Some(SmallGame::Minibridge(m)) => ScoreCard::Minibridge(m.results.clone()),
                Some(SmallGame::Honeymoon(m)) => ScoreCard::Rubber(m.sheet.clone()),
                None => ScoreCard::Practice(Vec::new()),
            }),
            SessionKind::Teams {
                boards: length, vp, ..
            } => {
                let boards = self.teams_boards();
                let total = boards.iter().map(|b| b.imps).sum();
                Ok(ScoreCard::Teams {
                    boards,
                    total,
                    vp: vp.victory_points(length, total),
                })
            }
        }
    }

    /// The score of finished deal `index` (0-based over [`Session::finished_games`]) in the
    /// session's own scoring; `None` for a deal not finished or a score card that does not load.
    pub fn deal_score(&self, index: usize) -> Option<DealScore> {
        let game = self.finished_games().nth(index)?;
        let board = *game.board();
        let result = game.result()?;
        let north_south = result.north_south_score(board.vulnerability);
        // The deal's number among the counted (not passed-out) deals, for the Chicago forms.
        let counted = || {
            result.contract().map(|_| {
                self.finished_games()
                    .take(index + 1)
                    .filter(|g| g.result().is_some_and(|r| r.contract().is_some()))
                    .count() as u32
            })
        };
        Some(match self.score_card().ok()? {
            // A small game has no finished four-handed deals.
            ScoreCard::Minibridge(_) => return None,
            ScoreCard::Practice(_) => DealScore::Duplicate { north_south },
            ScoreCard::Rubber(sheet) => {
                let number = index as u32 + 1;
                DealScore::Rubber(
                    sheet
                        .entries()
                        .iter()
                        .filter(|e| e.deal == Some(number))
                        .copied()
                        .collect(),
                )
            }
            ScoreCard::Chicago(sheet) => {
                let deal = counted();
                DealScore::Chicago {
                    deal,
                    entries: sheet
                        .entries()
                        .iter()
                        .filter(|e| Some(e.deal) == deal)
                        .copied()
                        .collect(),
                }
            }
            ScoreCard::RussianChicago(sheet) => DealScore::RussianChicago(
                counted().and_then(|n| sheet.scores().get(n as usize - 1).copied()),
            ),
            ScoreCard::Pairs(travellers) => {
                let complete = self.field.get(index).map_or(0, Vec::len) as u32 >= FIELD_TABLES;
                let matchpoints = travellers.get(index).filter(|_| complete).and_then(|t| {
                    let row = t
                        .rows()
                        .iter()
                        .find(|r| r.north_south_pair == PLAYER_PAIR)?;
                    let pct = t.percentage(row.north_south_mp)?;
                    Some((row.north_south_mp, t.top(), pct))
                });
                DealScore::Pairs {
                    north_south,
                    matchpoints,
                }
            }
            ScoreCard::ImpPairs { boards, .. } => DealScore::ImpPairs {
                north_south,
                imps: boards.get(index).and_then(|b| b.imps.map(|i| (i, b.datum))),
            },
            ScoreCard::BoardAMatch { boards, .. } => DealScore::BoardAMatch {
                north_south,
                board: boards
                    .into_iter()
                    .find(|(b, _)| b.board.number == board.number),
            },
            ScoreCard::Teams { boards, .. } => DealScore::Teams {
                north_south,
                board: boards.into_iter().find(|b| b.board.number == board.number),
            },
        })
    }

    fn travellers(&self) -> Vec<Traveller> {
        self.results()
            .enumerate()
            .map(|(i, (board, ours))| {
                let mut t = Traveller::new(
                    board.number,
                    board.vulnerability,
                    MatchpointScale::TwoPerWin,
                );
                // Pair 1 is the player's; the field's N-S pairs are 2.., E-W pairs follow them.
                let n = FIELD_TABLES + 1;
                let _ = t.add(PLAYER_PAIR, n + 1, ours);
                for (k, r) in self.field.get(i).into_iter().flatten().enumerate() {
                    let k = k as u32;
                    let _ = t.add(k + 2, n + k + 2, *r);
                }
                t
            })
            .collect()
    }

    fn imp_pairs_boards(&self, method: ImpPairsMethod) -> Vec<ImpPairsBoard> {
        self.travellers()
            .into_iter()
            .enumerate()
            .map(|(i, traveller)| {
                let complete = self.field.get(i).map_or(0, Vec::len) as u32 >= FIELD_TABLES;
                let scores: Vec<i32> = traveller
                    .rows()
                    .iter()
                    .map(|r| r.north_south_score)
                    .collect();
                let row_imps = if complete {
                    method.score(&scores)
                } else {
                    Vec::new()
                };
                let imps = traveller
                    .rows()
                    .iter()
                    .position(|r| r.north_south_pair == PLAYER_PAIR)
                    .and_then(|k| row_imps.get(k).copied());
                let datum = match method {
                    ImpPairsMethod::Datum if complete => crate::scoring::imp_pairs::datum(&scores),
                    _ => None,
                };
                ImpPairsBoard {
                    traveller,
                    row_imps,
                    datum,
                    imps,
                }
            })
            .collect()
    }

    /// The beer card on finished deal `index` (0-based over [`Session::finished_games`]), when
    /// the session plays with it.
    pub fn beer(&self, index: usize) -> Option<Beer> {
        if !self.house.beer_card {
            return None;
        }
        beer_card(self.finished_games().nth(index)?)
    }

    /// The beers earned over the session, when it plays with the beer card: `(ours, theirs)`,
    /// ours being the player's side (South, partner North). A beer is always bought by the
    /// drinker's partner, so it never crosses sides.
    pub fn beer_count(&self) -> Option<(u32, u32)> {
        if !self.house.beer_card {
            return None;
        }
        let mut count = (0, 0);
        for beer in self.finished_games().filter_map(beer_card) {
            if beer.drinker.side() == Seat::South.side() {
                count.0 += 1;
            } else {
                count.1 += 1;
            }
        }
        Some(count)
    }

    fn teams_boards(&self) -> Vec<TeamsBoard> {
        self.results()
            .enumerate()
            .filter_map(|(i, (board, ours))| {
                let theirs = *self.field.get(i)?.first()?;
                let our_score = ours.north_south_score(board.vulnerability);
                let their_score = theirs.north_south_score(board.vulnerability);
                // Our team is N-S at our table and E-W at the other.
                Some(TeamsBoard {
                    board,
                    ours,
                    theirs,
                    our_score,
                    their_score,
                    imps: imps(our_score - their_score),
                })
            })
            .collect()
    }

    /// The next piece of robot work the score card waits for (pairs: the field; teams: the other
    /// table), or `None` when all is done.
    pub fn field_job(&self) -> Option<FieldJob> {
        let tables = match self.kind {
            SessionKind::Pairs { .. } => FIELD_TABLES,
            SessionKind::Teams { .. } => 1,
            _ => return None,
        };
        self.finished_games().enumerate().find_map(|(i, g)| {
            let done = self.field.get(i).map_or(0, Vec::len) as u32;
            (done < tables).then(|| FieldJob {
                board_index: i,
                board: *g.board(),
                table: done,
                style: FieldStyle::of_table(done).in_session(self.kind.goal(), self.seed),
            })
        })
    }

    /// Stores the result of a finished field job.
    pub fn record_field(&mut self, job: FieldJob, result: BoardResult) {
        if self.field.len() <= job.board_index {
            self.field.resize(job.board_index + 1, Vec::new());
        }
        let list = &mut self.field[job.board_index];
        if list.len() as u32 == job.table {
            list.push(result);
        }
    }
}

#[cfg(test)]
mod tests;
