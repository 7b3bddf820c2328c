//! Sessions: the deals people play in a row and score together — practice, rubber, Chicago,
//! duplicate pairs against a robot field, and a teams match against a robot team.
//!
//! A session keeps only what happened (the finished deals, the deal in progress, the field's
//! results); every score card is derived from that by the scoring modules, so a saved session
//! can never hold a total that disagrees with its deals.

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
use crate::scoring::vp::{VictoryPoints, victory_points};
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
        /// Victory points from the rule reference's table.
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

/// The most deals a scored session may hold (finished, or given to be played).
pub const MAX_DEALS: usize = 200;
/// The most deals the practice session may hold.
pub const MAX_PRACTICE_DEALS: usize = 2000;
/// The most Chicago sets a session may agree to.
pub const MAX_SETS: u32 = 25;
/// The most boards of a pairs or teams session.
pub const MAX_BOARDS: u32 = 64;
/// The highest first board number (as for a link's `board`).
pub const MAX_FIRST_BOARD: u32 = 9999;
/// The longest session id.
pub const MAX_ID_LEN: usize = 64;

/// What a count of a session is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// Deals played.
    Deals,
    /// Deals given to be played.
    GivenDeals,
    /// Chicago sets.
    Sets,
    /// The first board's number.
    FirstBoard,
    /// Boards of a pairs or teams session.
    Boards,
}

/// Why a deal recorded in a session does not fit it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealProblem {
    /// A call or card breaks the rules.
    Illegal(crate::game::GameError),
    /// A deal among the finished ones is not finished.
    Unfinished,
    /// Not the board the session deals at this point (cards, number, dealer or vulnerability).
    NotThisBoard,
    /// Played after the session was over.
    AfterTheEnd,
}

/// Why a saved or imported session does not hold together. Each names the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionProblem {
    /// The id is empty, too long, or has characters other than letters, digits, `-`, `_`, `.`.
    Id,
    /// A count is outside its bounds.
    Count {
        /// What was counted.
        what: Counted,
        /// The value found.
        found: u64,
        /// The least allowed.
        min: u64,
        /// The most allowed.
        max: u64,
    },
    /// A recorded deal does not fit (`board` is its board number in the file).
    Deal {
        /// The board number.
        board: u32,
        /// What is wrong.
        problem: DealProblem,
    },
    /// A result claims more than 13 tricks, or tricks on a passed-out deal.
    Tricks {
        /// The tricks found.
        found: u64,
    },
    /// The deal in progress is missing, is there after the end, or is not the next board.
    Table,
    /// The robot tables' results do not fit the deals played.
    Field,
    /// The deals do not make a score card.
    ScoreCard(SessionError),
    /// A scorer session without its sheet, or a sheet in another kind of session.
    Scorer,
    /// A minibridge or honeymoon session without its game, or a game in another kind of
    /// session.
    SmallGame,
}

impl std::fmt::Display for SessionProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionProblem::Id => f.write_str("the session id is not valid"),
            SessionProblem::Count {
                what,
                found,
                min,
                max,
            } => write!(f, "{what:?} is {found}, outside {min} to {max}"),
            SessionProblem::Deal { board, problem } => match problem {
                DealProblem::Illegal(e) => write!(f, "board {board}: {e}"),
                DealProblem::Unfinished => write!(f, "board {board} is not finished"),
                DealProblem::NotThisBoard => write!(f, "board {board} is not this session's"),
                DealProblem::AfterTheEnd => {
                    write!(f, "board {board} was played after the session ended")
                }
            },
            SessionProblem::Tricks { found } => {
                write!(f, "a result of {found} tricks is impossible")
            }
            SessionProblem::Table => f.write_str("the deal in progress does not fit"),
            SessionProblem::Field => f.write_str("the other tables' results do not fit"),
            SessionProblem::ScoreCard(e) => e.fmt(f),
            SessionProblem::Scorer => f.write_str("the scorer's sheet does not fit the session"),
            SessionProblem::SmallGame => f.write_str("the game does not fit the session"),
        }
    }
}

impl std::error::Error for SessionProblem {}

/// A session as stored, checked by [`Session::try_from`] before it is used.
#[derive(Clone, Debug, Deserialize)]
pub struct SessionRecord {
    id: String,
    kind: SessionKind,
    seed: u64,
    #[serde(default)]
    given_deals: Vec<Deal>,
    #[serde(default = "one")]
    first_board: u32,
    #[serde(default = "one")]
    sets: u32,
    #[serde(default)]
    abandoned: bool,
    deals: Vec<crate::game::GameRecord>,
    table: Option<Table>,
    #[serde(default)]
    field: Vec<Vec<crate::game::BoardResultRecord>>,
    #[serde(default)]
    aids: Aids,
    #[serde(default)]
    house: HouseRules,
    #[serde(default)]
    revision: u64,
    #[serde(default)]
    scorer: Option<crate::scorer::ScorerBook>,
    #[serde(default)]
    small: Option<SmallGame>,
}

fn count(what: Counted, found: u64, min: u64, max: u64) -> Result<(), SessionProblem> {
    if (min..=max).contains(&found) {
        Ok(())
    } else {
        Err(SessionProblem::Count {
            what,
            found,
            min,
            max,
        })
    }
}

impl TryFrom<SessionRecord> for Session {
    type Error = SessionProblem;
    fn try_from(r: SessionRecord) -> Result<Session, SessionProblem> {
        let id_ok = !r.id.is_empty()
            && r.id.len() <= MAX_ID_LEN
            && r.id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
        if !id_ok {
            return Err(SessionProblem::Id);
        }
        let max_deals = if r.kind == SessionKind::Practice {
            MAX_PRACTICE_DEALS
        } else {
            MAX_DEALS
        } as u64;
        count(Counted::Deals, r.deals.len() as u64, 0, max_deals)?;
        count(
            Counted::GivenDeals,
            r.given_deals.len() as u64,
            0,
            max_deals,
        )?;
        count(Counted::Sets, r.sets.into(), 1, MAX_SETS.into())?;
        count(
            Counted::FirstBoard,
            r.first_board.into(),
            1,
            MAX_FIRST_BOARD.into(),
        )?;
        // A scorer session holds its sheet and no deals; no other session has a sheet.
        if (r.kind == SessionKind::Scorer)
            != (r.scorer.is_some() && r.deals.is_empty() && r.table.is_none())
        {
            return Err(SessionProblem::Scorer);
        }
        // A small game's session holds its game and nothing else; no other session has one.
        let game_fits = match (&r.small, r.kind) {
            (None, k) => !matches!(k, SessionKind::Minibridge | SessionKind::Honeymoon),
            (Some(SmallGame::Minibridge(_)), SessionKind::Minibridge)
            | (Some(SmallGame::Honeymoon(_)), SessionKind::Honeymoon) => {
                r.deals.is_empty() && r.table.is_none() && r.given_deals.is_empty()
            }
            (Some(_), _) => false,
        };
        if !game_fits {
            return Err(SessionProblem::SmallGame);
        }
        if let SessionKind::Pairs { boards, .. } | SessionKind::Teams { boards, .. } = r.kind {
            count(Counted::Boards, boards.into(), 1, MAX_BOARDS.into())?;
        }
        // Replay the session deal by deal: each must be the board the session deals then.
        let mut s = Session {
            id: r.id,
            kind: r.kind,
            seed: r.seed,
            given_deals: r.given_deals,
            first_board: r.first_board,
            sets: r.sets,
            abandoned: false,
            deals: Vec::with_capacity(r.deals.len()),
            table: None,
            field: Vec::new(),
            aids: r.aids,
            house: r.house,
            revision: r.revision,
            scorer: r.scorer,
            small: r.small,
        };
        for record in r.deals {
            let board = record.board.number;
            let bad = |problem| SessionProblem::Deal { board, problem };
            if s.is_over() {
                return Err(bad(DealProblem::AfterTheEnd));
            }
            if s.next_board() != Some(record.board) {
                return Err(bad(DealProblem::NotThisBoard));
            }
            let game = Game::try_from(record).map_err(|e| bad(DealProblem::Illegal(e)))?;
            if game.result().is_none() {
                return Err(bad(DealProblem::Unfinished));
            }
            s.deals.push(game);
        }
        s.abandoned = r.abandoned;
        s.score_card().map_err(SessionProblem::ScoreCard)?;
        let next = s.next_board();
        match (&r.table, next) {
            (None, None) => {}
            (Some(t), Some(b)) if *t.game().board() == b && t.human() == Seat::South => {}
            // A rubber given up keeps no table; anything else must have its next deal.
            (None, Some(_)) if r.abandoned => {}
            _ => return Err(SessionProblem::Table),
        }
        s.table = r.table;
        let tables = match s.kind {
            SessionKind::Pairs { .. } => FIELD_TABLES as usize,
            SessionKind::Teams { .. } => 1,
            _ => 0,
        };
        // The field starts on a board as soon as it is played, while it is still at the table.
        let boards: Vec<Board> = s.finished_games().map(|g| *g.board()).collect();
        if r.field.len() > boards.len() || r.field.iter().any(|f| f.len() > tables) {
            return Err(SessionProblem::Field);
        }
        for (i, results) in r.field.into_iter().enumerate() {
            let mut list = Vec::with_capacity(results.len());
            for rec in results {
                let result = BoardResult::try_from(rec).map_err(|e| match e {
                    crate::game::ResultError::Tricks { found } => SessionProblem::Tricks {
                        found: found.into(),
                    },
                })?;
                // A robot table plays the same board: its result must be possible there.
                if result
                    .contract()
                    .is_some_and(|(_, d)| boards[i].deal.hand(d).is_empty())
                {
                    return Err(SessionProblem::Field);
                }
                list.push(result);
            }
            s.field.push(list);
        }
        Ok(s)
    }
}

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
            SessionKind::Teams { .. } => {
                let boards = self.teams_boards();
                let total = boards.iter().map(|b| b.imps).sum();
                Ok(ScoreCard::Teams {
                    boards,
                    total,
                    vp: victory_points(total),
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

/// How a robot table of the field plays: robots bid alike, so the field differs in the play,
/// where the tables' card-play robots think with different strengths and seeds, and some
/// tables' declarers (and some defences) find the double-dummy best card late in the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldStyle {
    /// Declarer plays double-dummy.
    pub expert_declarer: bool,
    /// The defenders play double-dummy.
    pub expert_defence: bool,
    /// The card-play robots' strength, goal and the table's base seed (mixed per decision by
    /// [`crate::table::decision_seed`]).
    pub play: PlayConfig,
}

/// The strengths of the field's tables, in turn: a field of mixed strength.
const FIELD_STRENGTHS: [Strength; 3] = [Strength::Strong, Strength::Standard, Strength::Quick];

impl FieldStyle {
    /// The style of field table `k` (0 plays like the robots at the player's table, at the
    /// default strength), playing for total points with seed `k`.
    pub const fn of_table(k: u32) -> FieldStyle {
        FieldStyle {
            expert_declarer: k % 2 == 1,
            expert_defence: k % 4 >= 2,
            play: PlayConfig {
                strength: FIELD_STRENGTHS[(k % 3) as usize],
                goal: Goal::Total,
                seed: k as u64,
            },
        }
    }

    /// This style in a session scored for `goal` whose deals come from `session_seed`: each
    /// table's seed differs from session to session (a random field), and is the same when the
    /// same session's field is played again.
    pub const fn in_session(mut self, goal: Goal, session_seed: u64) -> FieldStyle {
        self.play.goal = goal;
        self.play.seed ^= session_seed.rotate_left(17) ^ 0xf1e1_d5ee_d000_0000;
        self
    }
}

impl SessionKind {
    /// The form of scoring the card-play robots play for: matchpoints in pairs, IMPs in teams,
    /// total points elsewhere.
    pub const fn goal(&self) -> Goal {
        match self {
            SessionKind::Pairs { .. } => Goal::Matchpoints,
            SessionKind::Teams { .. } => Goal::Imps,
            _ => Goal::Total,
        }
    }
}

/// Tricks left from which an expert field player looks for the double-dummy card: earlier, the
/// search is too slow to run between two frames of the browser.
const EXPERT_FROM_TRICKS_LEFT: u8 = 8;

/// One action of a robot table: the next call or card, in `style`. Returns the result once the
/// deal is over. Running one step at a time lets the browser stay responsive.
pub fn robot_table_step(game: &mut Game, style: FieldStyle) -> Option<BoardResult> {
    let board = *game.board();
    let action = match game.phase() {
        Phase::Done(r) => return Some(r),
        Phase::Auction(a) => {
            let seat = a.to_call()?;
            Action::Call(robot::choose_call(board.deal.hand(seat), a, board.vulnerability).call)
        }
        Phase::Play(p) => {
            let seat = p.to_play()?;
            let declaring = seat.side() == p.declarer().side();
            let expert = if declaring {
                style.expert_declarer
            } else {
                style.expert_defence
            };
            let dd_best = (expert && p.tricks_remaining() <= EXPERT_FROM_TRICKS_LEFT)
                .then(|| {
                    dd::card_values(p)
                        .into_iter()
                        .max_by_key(|(_, t)| *t)
                        .map(|(c, _)| c)
                })
                .flatten();
            let card = dd_best.unwrap_or_else(|| {
                let view = PlayView::new(p, seat)
                    .with_auction(game.auction())
                    .with_vulnerability(board.vulnerability);
                let config = PlayConfig {
                    seed: crate::table::decision_seed(
                        style.play.seed,
                        &board,
                        seat,
                        p.card_count(),
                    ),
                    ..style.play
                };
                robot::play_card(&view, &config).card
            });
            Action::Card(card)
        }
    };
    if game.apply(action).is_err() {
        // A robot bug must not hang a session: the rest of the tricks go to the side to play.
        if let Phase::Play(p) = game.phase() {
            let rest = p.tricks_remaining();
            let ours = p.to_play().map(Seat::side) == Some(p.declarer().side());
            let _ = game.claim(if ours { rest } else { 0 });
        } else {
            let _ = game.call(crate::Call::Pass);
        }
    }
    game.result()
}

/// Plays `board` with four robots in the given style and returns the result.
pub fn robot_table(board: &Board, style: FieldStyle) -> BoardResult {
    let mut game = Game::new(*board);
    loop {
        if let Some(r) = robot_table_step(&mut game, style) {
            return r;
        }
    }
}

/// The field's styles: strengths, goals and seeds.
#[cfg(test)]
mod field_tests {
    use super::*;

    #[test]
    fn the_field_mixes_strengths_and_each_session_seeds_its_tables_anew() {
        let styles = |seed: u64, kind: SessionKind| {
            let mut s = Session::new("f", kind, seed);
            let t = s.table.as_mut().unwrap();
            while t.result().is_none() {
                if t.robot_step().is_none() {
                    let action = match t.game().phase() {
                        Phase::Auction(_) => Action::Call(t.hint().unwrap().call),
                        _ => Action::Card(t.playable().iter().next().unwrap()),
                    };
                    t.human_action(action).unwrap();
                }
            }
            let mut out = Vec::new();
            while let Some(job) = s.field_job() {
                out.push(job.style);
                // The result does not matter here: record any to get the next job.
                let result = s.finished_games().next().unwrap().result().unwrap();
                s.record_field(job, result);
            }
            out
        };
        let a = styles(1, SessionKind::pairs(1));
        assert_eq!(a.len(), FIELD_TABLES as usize);
        for strength in FIELD_STRENGTHS {
            assert!(a.iter().any(|s| s.play.strength == strength));
        }
        assert!(a.iter().all(|s| s.play.goal == Goal::Matchpoints));
        let mut seeds: Vec<u64> = a.iter().map(|s| s.play.seed).collect();
        seeds.dedup();
        assert_eq!(seeds.len(), a.len(), "each table its own seed");
        // The same session seeds the same field; another session another one.
        assert_eq!(styles(1, SessionKind::pairs(1)), a);
        let b = styles(2, SessionKind::pairs(1));
        assert!(a.iter().zip(&b).all(|(x, y)| x.play.seed != y.play.seed));
        let teams = styles(1, SessionKind::teams(1));
        assert_eq!(teams.len(), 1);
        assert_eq!(teams[0].play.goal, Goal::Imps);
        assert_eq!(SessionKind::Practice.goal(), Goal::Total);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoring::SheetTotals;
    use crate::seat::Side;

    /// Field table `k` at the quick strength: the sampling robots are slow in a debug build.
    fn quick_field(k: u32) -> FieldStyle {
        let mut style = FieldStyle::of_table(k);
        style.play.strength = Strength::Quick;
        style
    }

    fn play_out(s: &mut Session) {
        let t = s.table.as_mut().unwrap();
        while t.result().is_none() {
            if t.robot_step().is_some() {
                continue;
            }
            let action = match t.game().phase() {
                Phase::Auction(_) => Action::Call(t.hint().unwrap().call),
                Phase::Play(_) => Action::Card(t.playable().iter().next().unwrap()),
                Phase::Done(_) => break,
            };
            t.human_action(action).unwrap();
        }
    }

    #[test]
    fn a_rubber_session_ends_when_a_side_has_two_games() {
        let mut s = Session::new("r", SessionKind::Rubber(RubberSettings::default()), 17);
        let mut n = 0;
        while !s.is_over() {
            play_out(&mut s);
            assert!(s.advance());
            n += 1;
            assert!(n < 60, "a rubber of robots ends");
        }
        let ScoreCard::Rubber(sheet) = s.score_card().unwrap() else {
            panic!()
        };
        assert!(sheet.is_over());
        assert!(s.table.is_none());
    }

    #[test]
    fn a_chicago_is_four_counted_deals_and_can_go_on() {
        let mut s = Session::new("c", SessionKind::Chicago(ChicagoSettings::default()), 5);
        while !s.is_over() {
            play_out(&mut s);
            s.advance();
        }
        let ScoreCard::Chicago(sheet) = s.score_card().unwrap() else {
            panic!()
        };
        assert_eq!(sheet.deals_played(), 4);
        s.play_another_set();
        assert!(!s.is_over());
        assert_eq!(s.table.as_ref().unwrap().game().board().dealer, Seat::North);
    }

    #[test]
    fn pairs_boards_are_matchpointed_against_seven_robot_tables() {
        let mut s = Session::new("p", SessionKind::pairs(2), 99);
        for _ in 0..2 {
            play_out(&mut s);
            s.advance();
        }
        assert!(s.is_over());
        let mut jobs = 0;
        while let Some(job) = s.field_job() {
            let r = robot_table(&job.board, quick_field(job.table));
            s.record_field(job, r);
            jobs += 1;
        }
        assert_eq!(jobs, 14);
        let ScoreCard::Pairs(travellers) = s.score_card().unwrap() else {
            panic!()
        };
        assert_eq!(travellers.len(), 2);
        for t in &travellers {
            assert_eq!(t.rows().len(), 8);
            let total: f64 = t.rows().iter().map(|r| r.north_south_mp).sum();
            assert_eq!(total, 8.0 * 7.0);
        }
    }

    #[test]
    fn teams_compare_with_the_other_table() {
        let mut s = Session::new("t", SessionKind::teams(2), 3);
        for _ in 0..2 {
            play_out(&mut s);
            s.advance();
        }
        while let Some(job) = s.field_job() {
            s.record_field(job, robot_table(&job.board, quick_field(0)));
        }
        let ScoreCard::Teams { boards, total, .. } = s.score_card().unwrap() else {
            panic!()
        };
        assert_eq!(boards.len(), 2);
        assert_eq!(
            total,
            boards
                .iter()
                .map(|b| imps(b.our_score - b.their_score))
                .sum::<i32>()
        );
    }

    #[test]
    fn undo_and_hints_are_off_in_scored_play_unless_chosen() {
        let mut s = Session::new("c", SessionKind::Chicago(ChicagoSettings::default()), 5);
        assert!(!s.aids_allowed());
        assert_eq!(s.hint(), Err(AidsNotAllowed));
        assert_eq!(s.undo(), Err(AidsNotAllowed));
        s.allow_aids(true);
        let t = s.table.as_mut().unwrap();
        while t.robot_step().is_some() {}
        let call = s.hint().unwrap().unwrap().call;
        assert!(s.aids.used, "a hint is recorded");
        s.table
            .as_mut()
            .unwrap()
            .human_action(Action::Call(call))
            .unwrap();
        assert_eq!(s.undo(), Ok(true));
        // Practice always has them.
        let mut p = Session::new("p", SessionKind::Practice, 1);
        p.allow_aids(false);
        assert!(p.aids_allowed());
    }

    #[test]
    fn a_deal_counts_on_the_card_when_it_ends_not_when_the_next_is_dealt() {
        let mut s = Session::new("c", SessionKind::Chicago(ChicagoSettings::default()), 5);
        let played = |s: &Session| match s.score_card().unwrap() {
            ScoreCard::Chicago(sheet) => sheet.deals().len(),
            _ => unreachable!(),
        };
        assert_eq!(played(&s), 0);
        play_out(&mut s);
        assert_eq!(
            played(&s),
            1,
            "the finished deal at the table is on the card"
        );
        assert!(s.deals.is_empty());
        assert!(s.advance());
        assert_eq!(
            played(&s),
            1,
            "moving it to the record does not count it twice"
        );
        assert_eq!(s.deals.len(), 1);
        assert!(!s.advance(), "the new deal is not finished");
    }

    #[test]
    fn the_field_starts_on_a_board_as_soon_as_it_is_played() {
        let mut s = Session::new("p", SessionKind::pairs(2), 99);
        assert_eq!(s.field_job(), None);
        play_out(&mut s);
        let job = s.field_job().unwrap();
        assert_eq!((job.board_index, job.table), (0, 0));
    }

    /// Plays a session to its end (at most `limit` deals), one `check` a finished deal.
    fn each_deal(s: &mut Session, limit: usize, mut check: impl FnMut(&Session, usize)) {
        for i in 0..limit {
            if s.table.is_none() {
                break;
            }
            play_out(s);
            check(s, i);
            s.advance();
        }
    }

    #[test]
    fn rubber_deal_scores_are_the_sheet_entries_of_each_deal() {
        let mut s = Session::new("r", SessionKind::Rubber(RubberSettings::default()), 17);
        let mut sum = [0u32; 2];
        each_deal(&mut s, 60, |s, i| {
            let Some(DealScore::Rubber(entries)) = s.deal_score(i) else {
                panic!("deal {i} has a rubber score")
            };
            let passed = s
                .finished_games()
                .nth(i)
                .unwrap()
                .result()
                .unwrap()
                .contract()
                .is_none();
            assert_eq!(entries.is_empty(), passed, "deal {i}");
            for e in entries {
                sum[e.side.index()] += e.points;
            }
        });
        let ScoreCard::Rubber(sheet) = s.score_card().unwrap() else {
            panic!()
        };
        assert!(sheet.is_over());
        assert_eq!(
            sum,
            [sheet.total(Side::NorthSouth), sheet.total(Side::EastWest)]
        );
    }

    #[test]
    fn chicago_deal_scores_are_the_card_entries_of_each_counted_deal() {
        let mut s = Session::new("c", SessionKind::Chicago(ChicagoSettings::default()), 5);
        let mut sum = [0u32; 2];
        let mut numbers = Vec::new();
        each_deal(&mut s, 20, |s, i| {
            let Some(DealScore::Chicago { deal, entries }) = s.deal_score(i) else {
                panic!("deal {i} has a Chicago score")
            };
            numbers.extend(deal);
            for e in entries {
                assert_eq!(Some(e.deal), deal);
                sum[e.side.index()] += e.points;
            }
        });
        assert_eq!(numbers, [1, 2, 3, 4]);
        let ScoreCard::Chicago(sheet) = s.score_card().unwrap() else {
            panic!()
        };
        assert_eq!(
            sum,
            [sheet.total(Side::NorthSouth), sheet.total(Side::EastWest)]
        );
    }

    #[test]
    fn russian_deal_scores_are_the_lines_of_the_card() {
        let mut s = Session::new(
            "r",
            SessionKind::RussianChicago(Deals23Vulnerable::NonDealer),
            8,
        );
        let mut imps = 0;
        each_deal(&mut s, 20, |s, i| {
            let Some(DealScore::RussianChicago(line)) = s.deal_score(i) else {
                panic!("deal {i} has a Russian score")
            };
            imps += line.map_or(0, |l| l.north_south_imps);
        });
        let ScoreCard::RussianChicago(sheet) = s.score_card().unwrap() else {
            panic!()
        };
        assert_eq!(imps, sheet.north_south_imps());
    }

    #[test]
    fn pairs_and_teams_deal_scores_wait_for_the_other_tables() {
        for kind in [SessionKind::pairs(1), SessionKind::teams(1)] {
            let mut s = Session::new("x", kind, 41);
            play_out(&mut s);
            let ns = s.table.as_ref().unwrap().result().unwrap();
            let ns = ns.north_south_score(s.table.as_ref().unwrap().game().board().vulnerability);
            match s.deal_score(0).unwrap() {
                DealScore::Pairs {
                    north_south,
                    matchpoints,
                } => {
                    assert_eq!((north_south, matchpoints), (ns, None));
                }
                DealScore::Teams { north_south, board } => {
                    assert_eq!((north_south, board), (ns, None));
                }
                other => panic!("{other:?}"),
            }
            while let Some(job) = s.field_job() {
                let pending = s.deal_score(0).unwrap();
                assert!(matches!(
                    pending,
                    DealScore::Pairs {
                        matchpoints: None,
                        ..
                    } | DealScore::Teams { board: None, .. }
                ));
                s.record_field(job, robot_table(&job.board, quick_field(job.table)));
            }
            match s.deal_score(0).unwrap() {
                DealScore::Pairs {
                    matchpoints: Some((mp, top, pct)),
                    ..
                } => {
                    assert_eq!(top, 14.0);
                    assert!((0.0..=14.0).contains(&mp));
                    assert!((pct - 100.0 * mp / 14.0).abs() < 1e-9);
                }
                DealScore::Teams {
                    north_south,
                    board: Some(b),
                } => {
                    assert_eq!(b.our_score, north_south);
                    assert_eq!(b.imps, imps(b.our_score - b.their_score));
                }
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn given_deals_come_first() {
        let d = Deal::random(123);
        let mut s = Session::with_deals("g", SessionKind::Practice, 1, vec![d]);
        assert_eq!(s.table.as_ref().unwrap().game().board().deal, d);
        s.start_at_board(7);
        let b = s.table.as_ref().unwrap().game().board();
        assert_eq!((b.number, b.deal, b.dealer), (7, d, Seat::South));
    }
}
