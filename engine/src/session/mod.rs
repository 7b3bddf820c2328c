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
use crate::practice::DealType;
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
use crate::seat::{Seat, Side};
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
    /// ([`SessionBody::Scorer`] holds the sheet).
    Scorer,
    /// A series of minibridge deals against three robots ([`SessionBody::Small`] holds it).
    Minibridge,
    /// A honeymoon rubber against one robot ([`SessionBody::Small`] holds it).
    Honeymoon,
    /// A club's results file, imported ([`SessionBody::Club`] holds it).
    Club,
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
            SessionKind::Club => "club",
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

/// A session: its id, the seed its deals come from, and the part that depends on its kind
/// ([`SessionBody`]), from which the kind is read ([`Session::kind`]).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "SessionRecord")]
pub struct Session {
    /// A unique id (the app uses it as the storage key).
    pub id: String,
    /// Deal `i` of a played session is `Deal::random(seed + i)`, unless given explicitly.
    pub seed: u64,
    /// How many times the session was saved: a save that finds a higher revision stored knows
    /// another tab wrote in between.
    pub revision: u64,
    /// What the session keeps: the deals played, a scorer's sheet, or a small game.
    pub body: SessionBody,
}

/// The part of a session that depends on its kind: each kind has exactly its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SessionBody {
    /// Practice, rubber, Chicago, pairs or teams: the deals played with the robots.
    Played(Played),
    /// Scorer mode: the players play with real cards and the app keeps this sheet.
    Scorer(crate::scorer::ScorerBook),
    /// Minibridge or honeymoon: the game's series.
    Small(SmallGame),
    /// A club's results file, kept as its text (read again when loaded).
    Club(crate::scorer::club::file::ClubFile),
}

/// The deals of a session played at the app's table, and what was agreed for them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Played {
    /// One of the played kinds (set only where a session is made or loaded); the save writes
    /// it once, as the session's kind.
    #[serde(skip)]
    kind: SessionKind,
    /// Deals given explicitly (for example by a club's link), used before random ones.
    pub given_deals: Vec<Deal>,
    /// The number of the first board (a club's link may start at board 7).
    pub first_board: u32,
    /// Chicago sets the players agreed to play (more can be added).
    pub sets: u32,
    /// A rubber given up before a side won two games: scored as unfinished.
    pub abandoned: bool,
    /// The finished deals, in order.
    pub deals: Vec<Game>,
    /// The deal in progress, if any.
    pub table: Option<Table>,
    /// Pairs: the field's results, one list a board. Teams: the other table's result, one a board.
    pub field: Vec<Vec<BoardResult>>,
    /// Undo and hints: allowed, and used.
    pub aids: Aids,
    /// House rules agreed when the session started (left out of the save when none).
    #[serde(skip_serializing_if = "is_default")]
    pub house: HouseRules,
    /// The kind of deal dealt after the given ones (practice: the player's choice; left out of
    /// the save when any deal).
    #[serde(skip_serializing_if = "is_default")]
    pub deal_type: DealType,
    /// A club's evening replayed at home: its results file, whose real travellers are the
    /// field (no robot tables then). Left out of the save when none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub club: Option<Box<ClubReplay>>,
}

/// The club evening a pairs session replays: the results file as kept (its text, saved), the
/// event read from it (read again when the session loads) and the side the player replays it
/// from (saved; North-South in saves from before the choice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClubReplay {
    file: crate::scorer::club::file::ClubFile,
    event: crate::scorer::club::ClubEvent,
    side: Side,
}

impl ClubReplay {
    /// The file and the event read from it (see [`crate::scorer::club::file::ClubFile::read`]),
    /// replayed as North-South.
    pub fn new(
        file: crate::scorer::club::file::ClubFile,
        event: crate::scorer::club::ClubEvent,
    ) -> ClubReplay {
        ClubReplay {
            file,
            event,
            side: Side::NorthSouth,
        }
    }

    /// The same replay played from `side`.
    pub const fn sitting(mut self, side: Side) -> ClubReplay {
        self.side = side;
        self
    }

    /// The side the player replays the evening from.
    pub const fn side(&self) -> Side {
        self.side
    }

    /// The player's seat (see [`ClubReplay::seat_of`]).
    pub const fn seat(&self) -> Seat {
        ClubReplay::seat_of(self.side)
    }

    /// Where a player replaying from `side` sits: South for North-South; West for East-West,
    /// the seat one place on from South in the order of play (South's left-hand opponent), so
    /// the table is turned a quarter: the player's hand at the bottom, partner East across,
    /// North on the left and South on the right.
    pub const fn seat_of(side: Side) -> Seat {
        match side {
            Side::NorthSouth => Seat::South,
            Side::EastWest => Seat::West,
        }
    }

    /// The results file.
    pub const fn file(&self) -> &crate::scorer::club::file::ClubFile {
        &self.file
    }

    /// The evening.
    pub const fn event(&self) -> &crate::scorer::club::ClubEvent {
        &self.event
    }
}

/// A replay as the save writes it: the file's own fields, and the side when it is East-West (so
/// a North-South replay's save is what it was before the choice).
#[derive(Serialize)]
struct ClubReplayOut<'a> {
    #[serde(flatten)]
    file: &'a crate::scorer::club::file::ClubFile,
    #[serde(skip_serializing_if = "is_north_south")]
    side: Side,
}

fn is_north_south(side: &Side) -> bool {
    *side == Side::NorthSouth
}

impl Serialize for ClubReplay {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ClubReplayOut {
            file: &self.file,
            side: self.side,
        }
        .serialize(serializer)
    }
}

/// Why a club's evening cannot be replayed as a pairs session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayProblem {
    /// A teams event: its boards are not matchpointed against a field.
    Teams,
    /// A board without its hands (the number of the first).
    NoHands(u32),
    /// The boards are not numbered one after another from the first (the first missing).
    Gap(u32),
    /// More boards than a pairs session plays, or none.
    Boards(usize),
}

impl std::fmt::Display for ReplayProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayProblem::Teams => f.write_str("a teams event is not replayed as pairs"),
            ReplayProblem::NoHands(b) => write!(f, "board {b} has no hands"),
            ReplayProblem::Gap(b) => write!(f, "board {b} is missing"),
            ReplayProblem::Boards(n) => {
                write!(f, "{n} boards: a pairs session plays 1 to {MAX_BOARDS}")
            }
        }
    }
}

impl Played {
    /// What is played: practice, rubber, Chicago, pairs or teams.
    pub const fn kind(&self) -> SessionKind {
        self.kind
    }
}

/// A session as the save writes it: the kind beside the body, so a reader sees what a file is
/// before its body, and the two are checked against each other where it is read.
#[derive(Serialize)]
struct SessionOut<'a> {
    id: &'a str,
    kind: SessionKind,
    seed: u64,
    revision: u64,
    body: &'a SessionBody,
}

impl Serialize for Session {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SessionOut {
            id: &self.id,
            kind: self.kind(),
            seed: self.seed,
            revision: self.revision,
            body: &self.body,
        }
        .serialize(serializer)
    }
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
    /// A new session of `kind`; a played one has its first deal ready to play at once. A scorer
    /// or small game's session is made with its game (see [`Session::scorer`] and
    /// [`Session::small_game`]); given only the kind, it gets that kind's first choice: a
    /// standard Chicago sheet, basic minibridge, a honeymoon rubber.
    pub fn new(id: impl Into<String>, kind: SessionKind, seed: u64) -> Session {
        Session::with_deals(id, kind, seed, Vec::new())
    }

    /// A new session whose first deals are `given` (then random deals follow); `given` is
    /// ignored when the kind does not play deals at the app's table.
    pub fn with_deals(
        id: impl Into<String>,
        kind: SessionKind,
        seed: u64,
        given: Vec<Deal>,
    ) -> Session {
        use crate::game_forms::{honeymoon::HoneymoonMatch, minibridge};
        let body = match kind {
            SessionKind::Scorer => SessionBody::Scorer(crate::scorer::ScorerBook::Chicago(
                ChicagoSheet::new(ChicagoSettings::default()),
            )),
            SessionKind::Minibridge => SessionBody::Small(SmallGame::Minibridge(
                minibridge::MiniMatch::new(minibridge::MiniVersion::Basic, seed),
            )),
            SessionKind::Honeymoon => {
                SessionBody::Small(SmallGame::Honeymoon(HoneymoonMatch::new(seed)))
            }
            SessionKind::Club => SessionBody::Club(crate::scorer::club::file::ClubFile::of_event(
                &crate::scorer::club::ClubEvent::default(),
            )),
            _ => SessionBody::Played(Played {
                kind,
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
                club: None,
                deal_type: DealType::Any,
            }),
        };
        let mut s = Session {
            id: id.into(),
            seed,
            revision: 0,
            body,
        };
        s.deal_next();
        s
    }

    /// A scorer-mode session keeping `book` (the players play with real cards).
    pub fn scorer(id: impl Into<String>, book: crate::scorer::ScorerBook, seed: u64) -> Session {
        Session {
            id: id.into(),
            seed,
            revision: 0,
            body: SessionBody::Scorer(book),
        }
    }

    /// A minibridge or honeymoon session keeping `game`.
    pub fn small_game(id: impl Into<String>, game: SmallGame, seed: u64) -> Session {
        Session {
            id: id.into(),
            seed,
            revision: 0,
            body: SessionBody::Small(game),
        }
    }

    /// A pairs session that replays a club's evening at home: its boards, in order, scored
    /// against the real travellers (see [`crate::scorer::club::replay`]).
    pub fn club_replay(
        id: impl Into<String>,
        replay: ClubReplay,
        seed: u64,
    ) -> Result<Session, ReplayProblem> {
        let event = &replay.event;
        if event.form == crate::scorer::club::Form::Teams {
            return Err(ReplayProblem::Teams);
        }
        let n = event.boards.len();
        if n == 0 || n > MAX_BOARDS as usize {
            return Err(ReplayProblem::Boards(n));
        }
        let mut numbers: Vec<u32> = event.boards.iter().map(|b| b.number).collect();
        numbers.sort_unstable();
        let first = numbers[0];
        if first > MAX_FIRST_BOARD {
            return Err(ReplayProblem::Gap(first));
        }
        let mut deals = Vec::with_capacity(n);
        for (i, number) in numbers.iter().enumerate() {
            let expected = first + i as u32;
            if *number != expected {
                return Err(ReplayProblem::Gap(expected));
            }
            let b = event.board(*number).ok_or(ReplayProblem::Gap(expected))?;
            deals.push(b.deal.ok_or(ReplayProblem::NoHands(*number))?);
        }
        let kind = SessionKind::Pairs {
            boards: n as u32,
            scoring: PairsScoring::Matchpoints,
        };
        let mut s = Session::with_deals(id, kind, seed, deals);
        if let Some(p) = s.played_mut() {
            p.club = Some(Box::new(replay));
        }
        // Dealt again from the first board, with the player in the replay's seat.
        s.start_at_board(first);
        Ok(s)
    }

    /// The club evening a pairs session replays, if it does.
    pub fn club_replay_event(&self) -> Option<&crate::scorer::club::ClubEvent> {
        self.replayed_evening().map(ClubReplay::event)
    }

    /// The club evening a pairs session replays, with the side the player replays it from.
    pub fn replayed_evening(&self) -> Option<&ClubReplay> {
        self.played().and_then(|p| p.club.as_deref())
    }

    /// A replayed club evening: each finished board's result as one more line in the real
    /// field (from the player's side), in order.
    pub fn club_replay_lines(&self) -> Vec<crate::scorer::club::replay::ExtraLine> {
        let Some(replay) = self.replayed_evening() else {
            return Vec::new();
        };
        self.results()
            .filter_map(|(b, r)| replay.event().extra_line(b.number, &r, replay.side()))
            .collect()
    }

    /// A session keeping a club's results file.
    pub fn club(
        id: impl Into<String>,
        file: crate::scorer::club::file::ClubFile,
        seed: u64,
    ) -> Session {
        Session {
            id: id.into(),
            seed,
            revision: 0,
            body: SessionBody::Club(file),
        }
    }

    /// A club session's results file.
    pub const fn club_file(&self) -> Option<&crate::scorer::club::file::ClubFile> {
        match &self.body {
            SessionBody::Club(f) => Some(f),
            _ => None,
        }
    }

    /// What is played, read from the body.
    pub const fn kind(&self) -> SessionKind {
        match &self.body {
            SessionBody::Played(p) => p.kind,
            SessionBody::Scorer(_) => SessionKind::Scorer,
            SessionBody::Small(SmallGame::Minibridge(_)) => SessionKind::Minibridge,
            SessionBody::Small(SmallGame::Honeymoon(_)) => SessionKind::Honeymoon,
            SessionBody::Club(_) => SessionKind::Club,
        }
    }

    /// The deals of a session played at the app's table; `None` for a scorer or a small game.
    pub const fn played(&self) -> Option<&Played> {
        match &self.body {
            SessionBody::Played(p) => Some(p),
            _ => None,
        }
    }

    /// See [`Session::played`].
    pub const fn played_mut(&mut self) -> Option<&mut Played> {
        match &mut self.body {
            SessionBody::Played(p) => Some(p),
            _ => None,
        }
    }

    /// A scorer session's sheet.
    pub const fn book(&self) -> Option<&crate::scorer::ScorerBook> {
        match &self.body {
            SessionBody::Scorer(b) => Some(b),
            _ => None,
        }
    }

    /// See [`Session::book`].
    pub const fn book_mut(&mut self) -> Option<&mut crate::scorer::ScorerBook> {
        match &mut self.body {
            SessionBody::Scorer(b) => Some(b),
            _ => None,
        }
    }

    /// A minibridge or honeymoon session's game.
    pub const fn small(&self) -> Option<&SmallGame> {
        match &self.body {
            SessionBody::Small(g) => Some(g),
            _ => None,
        }
    }

    /// See [`Session::small`].
    pub const fn small_mut(&mut self) -> Option<&mut SmallGame> {
        match &mut self.body {
            SessionBody::Small(g) => Some(g),
            _ => None,
        }
    }

    /// The finished deals of a played session, in order (none for other sessions).
    pub fn deals(&self) -> &[Game] {
        self.played().map_or(&[], |p| &p.deals)
    }

    /// The deal in progress at the app's table, if any.
    pub fn table(&self) -> Option<&Table> {
        self.played().and_then(|p| p.table.as_ref())
    }

    /// See [`Session::table`].
    pub fn table_mut(&mut self) -> Option<&mut Table> {
        self.played_mut().and_then(|p| p.table.as_mut())
    }

    /// Undo and hints: allowed, and used (neither for a scorer or a small game).
    pub fn aids(&self) -> Aids {
        self.played().map_or_else(Aids::default, |p| p.aids)
    }

    /// The player's seat at the app's table: South, or the seat a replayed club evening puts
    /// them in (see [`ClubReplay::seat`]).
    pub fn player_seat(&self) -> Seat {
        self.replayed_evening()
            .map_or(Seat::South, ClubReplay::seat)
    }

    /// Puts the next board on the table (none when the session is over).
    fn deal_next(&mut self) {
        let seat = self.player_seat();
        let next = self.next_board().map(|b| Table::new(b, seat));
        if let Some(p) = self.played_mut() {
            p.table = next;
        }
    }

    /// Allows undo and hints in a scored session (chosen when it starts; practice always has
    /// them).
    pub fn allow_aids(&mut self, allowed: bool) {
        if let Some(p) = self.played_mut() {
            p.aids.allowed = allowed || p.kind == SessionKind::Practice;
        }
    }

    /// True when the player may undo and ask for hints.
    pub fn aids_allowed(&self) -> bool {
        self.played()
            .is_some_and(|p| p.aids.allowed || p.kind == SessionKind::Practice)
    }

    /// Records that undo or a hint was used.
    fn aids_used(&mut self, used: bool) {
        if let Some(p) = self.played_mut() {
            p.aids.used |= used;
        }
    }

    /// Takes back the player's last call or card, when the session allows it; records the use.
    /// `Ok(false)` when there is nothing to take back.
    pub fn undo(&mut self) -> Result<bool, AidsNotAllowed> {
        if !self.aids_allowed() {
            return Err(AidsNotAllowed);
        }
        let done = self.table_mut().is_some_and(Table::undo);
        self.aids_used(done);
        Ok(done)
    }

    /// The question for the hint ([`Table::hint_ask`], answered in a worker in the browser),
    /// when the session allows hints; records the use.
    pub fn hint_ask(&mut self) -> Result<Option<crate::table::RobotAsk>, AidsNotAllowed> {
        if !self.aids_allowed() {
            return Err(AidsNotAllowed);
        }
        let ask = self.table().and_then(Table::hint_ask);
        self.aids_used(ask.is_some());
        Ok(ask)
    }

    /// The question for the card-play hint ([`Table::card_hint_ask`], answered in a worker in
    /// the browser), when the session allows hints; records the use as a bidding hint's is.
    pub fn card_hint_ask(
        &mut self,
        config: &PlayConfig,
    ) -> Result<Option<crate::table::RobotAsk>, AidsNotAllowed> {
        if !self.aids_allowed() {
            return Err(AidsNotAllowed);
        }
        let ask = self.table().and_then(|t| t.card_hint_ask(config));
        self.aids_used(ask.is_some());
        Ok(ask)
    }

    /// The robot system's call for the player now, when the session allows hints; records the
    /// use.
    pub fn hint(&mut self) -> Result<Option<robot::CallAdvice>, AidsNotAllowed> {
        if !self.aids_allowed() {
            return Err(AidsNotAllowed);
        }
        let advice = self.table().and_then(Table::hint);
        self.aids_used(advice.is_some());
        Ok(advice)
    }

    fn deal_for(&self, p: &Played, index: usize) -> Deal {
        p.given_deals.get(index).copied().unwrap_or_else(|| {
            // A deal type's deals are read from South, the player's seat at the app's table.
            p.deal_type
                .deal(self.seed.wrapping_add(index as u64), Seat::South)
        })
    }

    /// The kind of deal this session deals after its given deals.
    pub fn deal_type(&self) -> DealType {
        self.played().map_or(DealType::Any, |p| p.deal_type)
    }

    /// Deals `deal_type` from now on (a practice session only; other sessions keep any deal, so
    /// their boards are the field's): the deal at the table too when nobody has called yet and
    /// it was not given. The deals played so far (and one begun) become given deals, so the
    /// session still deals each of them at its point, as a saved session's check replays it.
    pub fn set_deal_type(&mut self, deal_type: DealType) {
        if self.kind() != SessionKind::Practice || self.deal_type() == deal_type {
            return;
        }
        let Some(p) = self.played() else { return };
        let begun = p
            .table
            .as_ref()
            .is_some_and(|t| !t.game().actions().is_empty());
        let dealt = p.deals.len() + usize::from(begun);
        let fixed: Vec<Deal> = (0..dealt.max(p.given_deals.len()))
            .map(|i| self.deal_for(p, i))
            .collect();
        if let Some(p) = self.played_mut() {
            p.given_deals = fixed;
            p.deal_type = deal_type;
            if p.table.is_some() && !begun {
                self.deal_next();
            }
        }
    }

    /// The board to play next, or `None` when the session is over or plays no deals at the
    /// app's table.
    pub fn next_board(&self) -> Option<Board> {
        let p = self.played()?;
        if self.is_over() {
            return None;
        }
        let i = p.deals.len();
        let number = p.first_board.saturating_add(i as u32);
        let deal = self.deal_for(p, i);
        // Only the sheets of rubber and Chicago decide dealer and vulnerability.
        if matches!(
            p.kind,
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
        let p = match &self.body {
            SessionBody::Scorer(book) => return book.is_over(),
            // A minibridge series goes on as long as the players like.
            SessionBody::Small(SmallGame::Minibridge(_)) => return false,
            SessionBody::Small(SmallGame::Honeymoon(m)) => return m.sheet.is_over(),
            SessionBody::Club(_) => return true,
            SessionBody::Played(p) => p,
        };
        let n = p.deals.len() as u32;
        match p.kind {
            // The practice session ends only at its size limit (a new one then starts).
            SessionKind::Practice => p.deals.len() >= MAX_PRACTICE_DEALS,
            SessionKind::Pairs { boards, .. } | SessionKind::Teams { boards, .. } => n >= boards,
            SessionKind::Rubber(_) | SessionKind::Chicago(_) | SessionKind::RussianChicago(_) => {
                p.abandoned || self.score_card_is_over()
            }
            SessionKind::Scorer
            | SessionKind::Minibridge
            | SessionKind::Honeymoon
            | SessionKind::Club => true,
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
        let Some(p) = self.played_mut() else { return };
        if p.deals.is_empty()
            && p.table
                .as_ref()
                .is_some_and(|t| t.game().actions().is_empty())
        {
            p.first_board = first.max(1);
            self.deal_next();
        }
    }

    /// Moves the finished deal at the table into the record and sets up the next one.
    /// Returns false when the deal at the table is not finished.
    pub fn advance(&mut self) -> bool {
        let Some(p) = self.played_mut() else {
            return false;
        };
        // The finished deal leaves the table first: score cards count it once, from the record.
        let Some(t) = p.table.take_if(|t| t.result().is_some()) else {
            return false;
        };
        p.deals.push(t.game().clone());
        self.deal_next();
        true
    }

    /// Rubber: give up now; the rubber is scored as unfinished. Other sessions just end.
    pub fn abandon(&mut self) {
        if let Some(p) = self.played_mut() {
            p.abandoned = true;
            p.table = None;
        }
    }

    /// Chicago: play four more deals.
    pub fn play_another_set(&mut self) {
        let Some(p) = self.played_mut() else { return };
        if matches!(
            p.kind,
            SessionKind::Chicago(_) | SessionKind::RussianChicago(_)
        ) {
            p.sets += 1;
            if p.table.is_none() {
                self.deal_next();
            }
        }
    }

    /// Every finished deal in order: the record, then the deal at the table once its last card
    /// is played. Score cards count a deal the moment it ends, not when the next one is dealt.
    pub fn finished_games(&self) -> impl Iterator<Item = &Game> + '_ {
        self.deals().iter().chain(
            self.table()
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
        let p = match &self.body {
            SessionBody::Scorer(book) => return Ok(book.score_card()),
            SessionBody::Small(SmallGame::Minibridge(m)) => {
                return Ok(ScoreCard::Minibridge(m.results.clone()));
            }
            SessionBody::Small(SmallGame::Honeymoon(m)) => {
                return Ok(ScoreCard::Rubber(m.sheet.clone()));
            }
            // A club's file keeps its own figures (see `scorer::club`): no card of the app's.
            SessionBody::Club(_) => return Ok(ScoreCard::Practice(Vec::new())),
            SessionBody::Played(p) => p,
        };
        match p.kind {
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
                if p.abandoned && !sheet.is_over() {
                    sheet.finish_unfinished().map_err(SessionError::Rubber)?;
                }
                Ok(ScoreCard::Rubber(sheet))
            }
            SessionKind::Chicago(settings) => {
                let mut sheet = ChicagoSheet::new(settings);
                for _ in 1..p.sets {
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
                for _ in 1..p.sets {
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
            // Never the kind of played deals: their sessions returned above.
            SessionKind::Scorer
            | SessionKind::Minibridge
            | SessionKind::Honeymoon
            | SessionKind::Club => Ok(ScoreCard::Practice(Vec::new())),
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
            ScoreCard::Pairs(_) if self.replayed_evening().is_some() => {
                let replay = self.replayed_evening()?;
                let event = replay.event();
                let line = event.extra_line(board.number, &result, replay.side())?;
                let pct = line.percentage(event.rules.percentage_decimals);
                DealScore::Pairs {
                    north_south,
                    matchpoints: line
                        .top
                        .zip(pct)
                        .map(|(top, pct)| (line.points.value(), top.value(), pct.value())),
                }
            }
            ScoreCard::Pairs(travellers) => {
                let complete = self.field().get(index).map_or(0, Vec::len) as u32 >= FIELD_TABLES;
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

    /// Pairs: the field's results, one list a board; teams: the other table's (none for other
    /// sessions).
    fn field(&self) -> &[Vec<BoardResult>] {
        self.played().map_or(&[], |p| &p.field)
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
                for (k, r) in self.field().get(i).into_iter().flatten().enumerate() {
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
                let complete = self.field().get(i).map_or(0, Vec::len) as u32 >= FIELD_TABLES;
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
        if !self.played().is_some_and(|p| p.house.beer_card) {
            return None;
        }
        beer_card(self.finished_games().nth(index)?)
    }

    /// The beers earned over the session, when it plays with the beer card: `(ours, theirs)`,
    /// ours being the player's side (South, partner North). A beer is always bought by the
    /// drinker's partner, so it never crosses sides.
    pub fn beer_count(&self) -> Option<(u32, u32)> {
        if !self.played().is_some_and(|p| p.house.beer_card) {
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
                let theirs = *self.field().get(i)?.first()?;
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
        // A replayed club evening's field is the club's own travellers.
        if self.club_replay_event().is_some() {
            return None;
        }
        let tables = match self.kind() {
            SessionKind::Pairs { .. } => FIELD_TABLES,
            SessionKind::Teams { .. } => 1,
            _ => return None,
        };
        self.finished_games().enumerate().find_map(|(i, g)| {
            let done = self.field().get(i).map_or(0, Vec::len) as u32;
            (done < tables).then(|| FieldJob {
                board_index: i,
                board: *g.board(),
                table: done,
                style: FieldStyle::of_table(done).in_session(self.kind().goal(), self.seed),
            })
        })
    }

    /// Stores the result of a finished field job.
    pub fn record_field(&mut self, job: FieldJob, result: BoardResult) {
        let Some(p) = self.played_mut() else { return };
        if p.field.len() <= job.board_index {
            p.field.resize(job.board_index + 1, Vec::new());
        }
        let list = &mut p.field[job.board_index];
        if list.len() as u32 == job.table {
            list.push(result);
        }
    }
}

#[cfg(test)]
mod tests;
